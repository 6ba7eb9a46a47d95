"""Futures that fail the way torch's C++ side understands.

``torch.futures.Future.set_exception`` stores the exception object as the future's
*value* (Python's ``wait()`` raises it); torch's C++ side (DDP's reducer waiting on a
comm hook's or a process group's future) reads that value as tensors and crashes the
process.  So an operation's outcome is first kept as an :class:`Outcome` (value or
error), and the future handed to torch is chained on it with a callback that raises:
such a future carries a real error, which C++ turns into a ``RuntimeError`` naming the
original exception, as Gloo's failures are.  :class:`~.backend.FutureWork` keeps the
outcome too, so that Python callers of ``wait()`` get the original exception.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import torch

T = TypeVar("T")


@dataclass(frozen=True)
class Outcome(Generic[T]):
    """What an operation returned, or the exception it raised."""

    value: T | None = None
    error: BaseException | None = None

    def unwrap(self) -> T:
        if self.error is not None:
            raise self.error
        return self.value  # type: ignore[return-value]  # None only with an error


def settle(fut: torch.futures.Future[Outcome[T]], fn: Callable[..., T], *args: Any) -> None:
    """Run ``fn(*args)``; ``fut`` gets its outcome, an exception included (never lost)."""
    try:
        outcome: Outcome[T] = Outcome(value=fn(*args))
    except BaseException as exc:  # kept in the outcome, raised by whoever waits
        outcome = Outcome(error=exc)
    fut.set_result(outcome)


def unwrapped(outcome: torch.futures.Future[Outcome[T]]) -> torch.futures.Future[T]:
    """The future of the value, failing with a real (C++-visible) error on an exception."""
    return outcome.then(lambda f: f.value().unwrap())


def original_error(outcome: torch.futures.Future[Outcome[T]]) -> BaseException | None:
    """The exception an operation raised (``outcome`` must be done)."""
    return outcome.value().error
