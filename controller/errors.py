"""The controller's errors.  The CLI maps them to messages and exit codes."""

from __future__ import annotations

from dataclasses import dataclass


class ControllerError(Exception):
    """Base class of the controller's errors."""

    exit_code = 1


class SwitchUnreachable(ControllerError):
    exit_code = 3


class NotPrimary(ControllerError):
    """Another controller holds a higher election id."""

    exit_code = 4


class P4InfoMismatch(ControllerError):
    """The switch runs a pipeline that lacks what the controller needs."""

    exit_code = 5


class SchemaError(ControllerError, KeyError):
    """A name that the P4Info does not have, or a value that does not fit."""

    exit_code = 5

    def __str__(self) -> str:  # KeyError quotes its message; we do not want that
        return str(self.args[0]) if self.args else ""


class ConfigError(ControllerError, ValueError):
    """A bad configuration; the message names the file, the key and the problem."""

    exit_code = 2


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
