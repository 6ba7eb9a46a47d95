"""Benchmarks behind ``p4reduce bench``: they print figures, they assert nothing."""

from p4rproto.wire import MAX_SLOTS

#: The slot pool of the benches whose ranks share the software switch's host (lanes or
#: UDP loopback): 512 keeps the switch busy, and every slot costs a priming packet per
#: call, so a pool of 1024 slows DDP-sized calls (1-2 MB) by a sixth to a third
#: (docs/performance.md, "The window on loopback").
LOOPBACK_SLOTS = 512


def check_slot_pool(slots: int) -> None:
    """Raise ``ValueError`` naming the range unless a job may have ``slots`` slots."""
    if not 1 <= slots <= MAX_SLOTS:
        raise ValueError(f"slots must be 1..{MAX_SLOTS}, got {slots}")
