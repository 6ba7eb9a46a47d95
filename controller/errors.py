"""The controller's errors.  The CLI maps them to messages and exit codes.

The P4Runtime model's errors (a name or value the P4Info lacks, a bad config) come from
``p4rproto.p4runtime.errors``, which the software switch shares; their base is this package's
base, so ``except ControllerError`` catches them too."""

from __future__ import annotations

from dataclasses import dataclass

import grpc

from p4rproto.p4runtime.errors import ConfigError, ModelError, SchemaError

__all__ = [
    "ConfigError",
    "ControllerError",
    "JobError",
    "NotPrimary",
    "P4InfoMismatch",
    "P4RuntimeError",
    "SchemaError",
    "SessionLocked",
    "SwitchUnreachable",
    "TableFull",
    "UnknownWorker",
    "UpdateError",
]

#: Base class of the controller's errors (the P4Runtime model's base).
ControllerError = ModelError


class SwitchUnreachable(ControllerError):
    """The switch's P4Runtime server did not answer; ``code`` and ``details`` are the
    gRPC status of the call that found out (None and "" where no call failed, e.g. a
    server that never came up)."""

    exit_code = 3

    def __init__(
        self, message: str, code: grpc.StatusCode | None = None, details: str = ""
    ) -> None:
        super().__init__(message)
        self.code = code
        self.details = details


class NotPrimary(ControllerError):
    """Another controller holds a higher election id: ``primary_election_id`` (0 where
    the switch did not say)."""

    exit_code = 4

    def __init__(self, message: str, primary_election_id: int = 0) -> None:
        super().__init__(message)
        self.primary_election_id = primary_election_id


class P4InfoMismatch(ControllerError):
    """The switch runs a pipeline that lacks what the controller needs."""

    exit_code = 5


class JobError(ControllerError):
    """A job that cannot be added or removed (slots exhausted, unknown job, ...)."""

    exit_code = 6


class TableFull(JobError):
    pass


class UnknownWorker(JobError):
    pass


class SessionLocked(JobError):
    """A session start did not finish: the job stays locked (the switch refuses its
    workers) until a retry clears its slots and opens the new session."""


@dataclass(frozen=True)
class UpdateError:
    """One failed update of a batch write."""

    index: int
    code: str
    message: str


class P4RuntimeError(ControllerError):
    """A P4Runtime call failed; ``updates`` holds the per-update details of a write."""

    exit_code = 7

    def __init__(self, message: str, code: str = "", updates: tuple[UpdateError, ...] = ()) -> None:
        details = "; ".join(f"update {u.index}: {u.code} {u.message}" for u in updates)
        super().__init__(f"{message} ({code})" + (f": {details}" if details else ""))
        self.code = code
        self.updates = updates
