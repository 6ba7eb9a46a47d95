"""How many slots a job needs: the bandwidth-delay rule.

A worker keeps one packet in flight per slot, so a window of ``W`` slots moves ``W``
packets per round trip: the link stays busy when ``W`` covers the bandwidth-delay
product, ``rate * rtt / frame``.  The rule doubles that for queueing and jitter:

    slots = max(MIN_SLOTS, ceil(2 * rate * rtt / (8 * frame_bytes(K))))

For example, K = 64 (a 322-byte frame): 100 Gbit/s at 10 us needs 777 slots, 25 Gbit/s
at 20 us 389, 10 Gbit/s at 50 us 389; a 100 Mbit/s emulated link at 2 ms, 156
(``docs/service.md`` has the table).
"""

from __future__ import annotations

import math

from .wire import packet_len

#: Ethernet + IPv4 + UDP headers around a p4reduce packet.
FRAME_OVERHEAD = 14 + 20 + 8
#: A window never shrinks below this many slots.
MIN_SLOTS = 16
#: The factor over the bandwidth-delay product.
HEADROOM = 2.0


def frame_bytes(elems: int) -> int:
    """Bytes on the wire of one packet with ``elems`` values (Ethernet frame, no FCS)."""
    return FRAME_OVERHEAD + packet_len(elems)


def slots_for_link(gbps: float, rtt_us: float, elems: int) -> int:
    """The slots a worker on a ``gbps`` link with round-trip time ``rtt_us`` needs."""
    if gbps <= 0 or rtt_us <= 0:
        raise ValueError("link rate and round-trip time must be positive")
    bdp_packets = gbps * 1e9 * rtt_us * 1e-6 / (8 * frame_bytes(elems))
    return max(MIN_SLOTS, math.ceil(HEADROOM * bdp_packets))
