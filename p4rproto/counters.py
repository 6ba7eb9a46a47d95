"""The switch's packet counters: one index space for every target.

The software switch keeps them in a numpy vector, the P4 programs in an indexed
``counter`` whose indices are generated from this enum (``p4src/common/constants.p4``),
and the controller reads them by these names.
"""

from __future__ import annotations

import enum


class Counter(enum.IntEnum):
    RECEIVED = 0  # datagrams that reached the pipeline
    AGGREGATED = enum.auto()  # contributions added to a slot
    COMPLETED = enum.auto()  # (slot, set) rounds completed and multicast
    RESULTS_SENT = enum.auto()  # RESULT packets sent (multicast copies and unicast answers)
    DUP_ANSWERED = enum.auto()  # duplicates of a completed round, answered from the cache
    DUP_PENDING = enum.auto()  # duplicates of an unfinished round, answered with STATUS
    STALE = enum.auto()  # contributions for a round older than the set holds
    DROPPED_INGRESS = enum.auto()  # dropped by the drop simulator on the way in
    DROPPED_EGRESS = enum.auto()  # dropped by the drop simulator on the way out
    REJECTED_TRUNCATED = enum.auto()
    REJECTED_MAGIC = enum.auto()
    REJECTED_VERSION = enum.auto()
    REJECTED_TYPE = enum.auto()
    REJECTED_LENGTH = enum.auto()
    REJECTED_FLAGS = enum.auto()
    REJECTED_UNREGISTERED = enum.auto()  # sender not in the worker table
    REJECTED_SPOOFED = enum.auto()  # job or rank in the packet differ from the worker table's
    REJECTED_SLOT = enum.auto()  # slot outside the job's pool
    RESETS = enum.auto()
    REJECTED_RESET = enum.auto()  # a RESET from anyone but the controller
    JOINS = enum.auto()  # JOINs answered with JOIN_ACK
    REJECTED_SESSION = enum.auto()  # a session tag that is not the job's current one
    REJECTED_REJOIN = enum.auto()  # a JOIN to a session the worker joined with another nonce
    NACKS = enum.auto()  # NACKs sent to registered workers
    # Two levels (docs/protocol.md, "Two levels: leaf and spine"); a leaf counts these.
    PARTIALS_SENT = enum.auto()  # partial aggregates sent to the spine (first and re-sent)
    FINALS_RECEIVED = enum.auto()  # spine RESULTs stored as a set's final result, multicast
    UPLINK_IGNORED = enum.auto()  # spine RESULTs for no forwarded round; spine STATUS


#: Refusals a registered worker is told about (NACK), in admission order.
NACKED = (
    Counter.REJECTED_LENGTH,
    Counter.REJECTED_SPOOFED,
    Counter.REJECTED_SESSION,
    Counter.REJECTED_SLOT,
    Counter.REJECTED_REJOIN,
)


REJECTIONS = tuple(c for c in Counter if c.name.startswith("REJECTED"))
