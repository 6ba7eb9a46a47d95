"""A bounded record of the last calls a job (or a PyTorch group) made: what each rank was
doing when a job hangs.

Every call writes one :class:`RecordedCall` into a ring of ``size`` entries made once
(:class:`CallRecord`): its number, collective, op, dtype, sizes and route when it is
issued, its state and end time when it ends, and, when it fails, the error's class and
message, and for a timeout the slot, round and ranks the switch's STATUS named.  A
plain small all-reduce costs 100-200 us in all, so the hot path only assigns
attributes of a preallocated entry and reads the clock twice: no formatting, no
allocation (the values it stores are the caller's own objects: enum members, a numpy
or torch dtype, a size).  Turning entries into words happens at a dump
(:mod:`hostlib.flightrecord`), off the hot path.

One writer per ring (a job's calls run under its lock, a PyTorch group's on its
reducer's thread); a dump may read it from another thread or a signal handler while a
call is being written, and then shows that one entry half-written: it is a
debugging record, not a ledger.
"""

from __future__ import annotations

import time
from typing import Any

#: States of a recorded call, in the words of PyTorch's flight recorder where it has one.
SCHEDULED = "scheduled"  #: issued, not yet running (queued behind another operation)
STARTED = "started"  #: running: its agreement round or data rounds under way
COMPLETED = "completed"  #: ended with its result
FAILED = "failed"  #: ended with an error (``error_type``, ``error``)

#: Entries a ring keeps unless told otherwise: a few hundred calls are seconds to
#: minutes of training, and reach back past the call that hung.
DEFAULT_SIZE = 256


class RecordedCall:
    """One call as recorded: fields are set in place, the entry is reused."""

    __slots__ = (
        "agreed",
        "calls_from",
        "calls_to",
        "collective",
        "dtype",
        "ended_ns",
        "error",
        "error_type",
        "issued_ns",
        "missing",
        "number",
        "op",
        "record_id",
        "round",
        "route",
        "sizes",
        "slot",
        "state",
        "where",
    )

    def __init__(self) -> None:
        self.record_id = -1  #: -1: never written
        #: the switch call's number (a job), or the operation's sequence number (a group)
        self.number = 0
        self.collective: Any = None  #: a :class:`p4rproto.agreement.Collective`
        self.op: Any = None  #: a :class:`p4rproto.agreement.ReduceOp`
        self.dtype: Any = None  #: a Dtype code, or the caller's numpy or torch dtype
        self.sizes: Any = 0  #: elements (an int), or the tensors' shapes (a tuple)
        self.route: Any = None  #: a :class:`p4rproto.agreement.Route`, or None (a group)
        self.state = SCHEDULED
        self.issued_ns = 0  #: wall clock (``time.time_ns``), as the flight recorder's
        self.ended_ns = 0  #: 0: still running
        #: where the job stood when the call was issued: (control round, session)
        self.where: tuple[int, int] = (0, 0)
        #: a group's operation: the record ids of its job's calls, [from, to)
        self.calls_from = 0
        self.calls_to = 0
        self.error_type = ""
        self.error = ""
        self.missing: list[int] | None = None  #: a timeout: the ranks its STATUS named
        self.slot = -1  #: a timeout: the slot that stopped (the control slot: agreement)
        self.round = -1  #: a timeout: that slot's round (seq)
        #: a failed call had been agreed by every rank (its data rounds failed); None:
        #: not known
        self.agreed: bool | None = None

    def as_dict(self) -> dict[str, Any]:
        """The entry's fields (a copy, for a dump)."""
        return {name: getattr(self, name) for name in self.__slots__}


class CallRecord:
    """A ring of the last ``size`` calls (:class:`RecordedCall`), made once."""

    def __init__(self, size: int = DEFAULT_SIZE) -> None:
        if size < 1:
            raise ValueError(f"a call record keeps 1 call or more, not {size}")
        self._ring = [RecordedCall() for _ in range(size)]
        self._size = size
        self.next_id = 0  #: the record id of the next call (calls recorded so far)
        #: another record includes this one's calls in its dumps (a PyTorch group's
        #: record includes its job's): dumps skip it on its own
        self.adopted = False

    def begin(
        self,
        number: int,
        collective: Any,
        op: Any,
        dtype: Any,
        sizes: Any,
        route: Any,
        where: tuple[int, int] = (0, 0),
        calls_from: int = 0,
        state: str = STARTED,
    ) -> RecordedCall:
        """Record a call that starts now; returns its entry, for :meth:`ended`."""
        rid = self.next_id
        self.next_id = rid + 1
        e = self._ring[rid % self._size]
        e.record_id = -1  # half-written until the end of this method
        e.number = number
        e.collective = collective
        e.op = op
        e.dtype = dtype
        e.sizes = sizes
        e.route = route
        e.state = state
        e.issued_ns = time.time_ns()
        e.ended_ns = 0
        e.where = where
        e.calls_from = e.calls_to = calls_from
        if e.error_type:
            e.error_type = e.error = ""
            e.missing, e.slot, e.round, e.agreed = None, -1, -1, None
        e.record_id = rid
        return e

    @staticmethod
    def completed(e: RecordedCall, calls_to: int = 0) -> None:
        e.ended_ns = time.time_ns()
        e.calls_to = calls_to
        e.state = COMPLETED

    @staticmethod
    def failed(e: RecordedCall, error: BaseException, calls_to: int = 0) -> None:
        """The call ended with ``error``: its class and message, and for a timeout the
        slot, round and missing ranks it names (duck-typed: ``AggregationTimeout``)."""
        e.ended_ns = time.time_ns()
        e.calls_to = calls_to
        e.state = FAILED
        e.error_type = type(error).__name__
        e.error = str(error)
        missing = getattr(error, "missing", None)
        e.missing = list(missing) if missing is not None else None
        e.slot = int(getattr(error, "slot", -1))
        e.round = int(getattr(error, "seq", -1))

    def entries(self) -> list[RecordedCall]:
        """The calls held, oldest first (the entries themselves: read them at once)."""
        held = [e for e in self._ring if e.record_id >= 0]
        held.sort(key=lambda e: e.record_id)
        return held

    def since(self, record_id: int) -> list[RecordedCall]:
        """The calls held from ``record_id`` on, oldest first."""
        return [e for e in self.entries() if e.record_id >= record_id]
