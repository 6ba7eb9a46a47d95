"""What the TNA replay checks beyond the state and the frame, and what it masks.

``CHECKS`` are the checks that each close a blind spot the replay had (the egress, the
counters, the index a register action ran at, the IPv4 checksum); each can be left out
with ``P4REDUCE_TNA_WITHOUT=name,...``, which the mutation harness does to show that a
mutant only that check kills survives without it.  ``DIFFERENCES`` are the masks, each
forced by the hardware (docs/tofino.md), counted in ``USED`` so that a test can show
each is needed.
"""

from __future__ import annotations

import collections
import os

CHECKS = {
    "egress": "the egress as it ships: each replica's destination and rank, a RESET_ACK's "
    "packet-in, the egress drop simulator and what leaves",
    "counters": "the index each counter counted (p4r_stats, p4r_completed, "
    "worker_retransmits, the workers and jobs tables' direct counters, p4r_egress_stats) "
    "against the reference model's counters",
    "register_index": "the entry each RegisterAction executed at (P4Testgen's register "
    "values) against the set and worker entry the reference model's packet addresses",
    "ipv4_checksum": "the IPv4 checksum the deparsers' field lists compute against RFC 791",
}


def _without() -> frozenset[str]:
    names = frozenset(n for n in os.environ.get("P4REDUCE_TNA_WITHOUT", "").split(",") if n)
    unknown = names - set(CHECKS)
    if unknown:
        raise ValueError(f"P4REDUCE_TNA_WITHOUT: no check {sorted(unknown)} ({sorted(CHECKS)})")
    return names


WITHOUT = _without()


def checking(name: str) -> bool:
    assert name in CHECKS, name
    return name not in WITHOUT


#: What the replay masks, and why (counted per run in `test_differences_are_used`).
DIFFERENCES = {
    "two_pass": "a packet that must carry a whole result (completion, answered "
    "retransmission), a STATUS and a RESET are recirculated once (docs/tofino.md): the "
    "first pass carries the low word of each pair and the header; msg_type marks the "
    "pass, exponent and flags are read on the second",
    "nack_tail": "a NACK answering a malformed packet keeps the unparsed tail past its "
    "IP and UDP lengths (Tofino 1 cannot cut a packet in ingress)",
    "ingress_drop_after_checks": "the ingress drop simulator draws after the checks: a "
    "refusal (and its NACK) and a RESET are not drawn",
    "nack_clock": "the NACK rate limit runs on a 32-bit clock of 1024 ns; a deadline "
    "further ahead than a NACK now would set counts as expired (the clock's wrap)",
    "status_bitmap_32": "a STATUS carries the low 32 bits of the bitmap (32 workers)",
    "empty_set": "an empty set: the TNA holds bitmap 0 and round SEQ_EMPTY, the "
    "software switch bitmap 0 with the round, count and values it held; either starts "
    "afresh with the next contribution, so an empty set compares as empty",
    "retransmission_flags": "a retransmission's OVERFLOW and POISON are ORed into its set "
    "again (harmless: a retransmission carries its original's flags; P4Testgen's packets "
    "need not), so the set may hold them where the reference model's does not",
    "overflow_unflagged": "the TNA's adds saturate but do not set OVERFLOW (its value "
    "ALUs have no output left; docs/protocol.md): a set whose sums reached an int32 limit "
    "may differ in that flag alone",
    "nack_not_drawn": "the egress drop simulator never draws a NACK (counted in the "
    "egress, one count per packet and gress); the software switch draws every packet",
    "lookups_counted": "the workers and jobs tables' direct counters count every lookup "
    "(a truncated packet, a RESULT or STATUS from a worker, a second pass); the software "
    "switch counts the packets it examines",
}
USED: collections.Counter[str] = collections.Counter()
