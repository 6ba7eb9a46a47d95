"""Which stream channels the P4Runtime server holds: room is kept for the primary.

Each open stream holds one of the server's handler threads, so the server holds at most
:data:`MAX_STREAMS` streams that arbitrated (BMv2's PI server serves 16).  Whoever
opened them first must not keep the controller out, or it could neither start nor
restart.  So a stream is admitted at its first MasterArbitrationUpdate, not when it
opens: only then is it known whether its client would be primary, its election id above
every held stream's (P4Runtime 1.4, Mastership Arbitration: the highest election id is
primary), or a backup.

* A would-be backup takes a seat only while :data:`PRIMARY_SEATS` stay free after it;
  otherwise it is refused RESOURCE_EXHAUSTED.  Those seats are kept for a would-be
  primary: the controller, whose election id is the highest (the service's is 10, ctl's
  1), gets in whatever backups hold.
* A would-be primary takes any free seat.  Where none is free (primaries took the kept
  ones one after another, each demoting the last), the held stream with the lowest
  election id, a backup, is ended RESOURCE_EXHAUSTED to make room.  A would-be primary
  therefore always gets in.
* Until its first arbitration a stream waits in one of :data:`ARBITRATING_STREAMS`
  seats beyond those (a handler thread each), for at most :data:`ARBITRATION_WAIT`
  seconds: a client that never arbitrates gives its seat back.

A client whose election id equals a held stream's is refused INVALID_ARGUMENT before
any of this (the spec's rule); a dead client's stream keeps its election id until the
server's keepalive drops it (``softswitch/p4runtime.py``: ``KEEPALIVE_S``).

The decision is a pure function of the election ids held (:func:`admit`), tested without
gRPC; ``softswitch/p4runtime.py`` applies it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

#: Streams that arbitrated, held at once (BMv2's PI server serves 16).
MAX_STREAMS = 16
#: Of them, seats a would-be backup never takes: kept for a would-be primary.
PRIMARY_SEATS = 1
#: Streams beyond MAX_STREAMS that may wait for their first arbitration at once.
ARBITRATING_STREAMS = 4
#: Seconds a stream may stay open without arbitrating (clients arbitrate at once).
ARBITRATION_WAIT = 10.0


@dataclass(frozen=True)
class Admit:
    """The stream is held; ``evict`` is the held stream ended to make room, if any."""

    evict: int | None = None


@dataclass(frozen=True)
class Refuse:
    """The stream is not held: ``message`` says why (its status is RESOURCE_EXHAUSTED)."""

    message: str


def would_be_primary(election_id: int, held: Mapping[int, int]) -> bool:
    """Whether a stream arbitrating with ``election_id`` would be primary beside the
    streams ``held`` (stream -> its election id): its id is above every one of them."""
    return all(election_id > other for other in held.values())


def admit(election_id: int, held: Mapping[int, int]) -> Admit | Refuse:
    """Whether the server holds a stream whose first arbitration names ``election_id``,
    beside the streams ``held`` (stream -> election id, every one that arbitrated)."""
    if would_be_primary(election_id, held):
        if len(held) < MAX_STREAMS:
            return Admit()
        return Admit(evict=min(held, key=lambda stream: held[stream]))
    if len(held) + PRIMARY_SEATS < MAX_STREAMS:
        return Admit()
    return Refuse(
        f"{len(held)} of the {MAX_STREAMS} stream channels this switch serves are held and "
        f"the last {PRIMARY_SEATS} kept for a client that would be primary (an election id "
        f"above {max(held.values())}): election id {election_id} would be a backup (reads "
        "need no stream)"
    )
