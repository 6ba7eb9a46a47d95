"""How many slots a worker keeps in flight: AIMD with a queueing-delay guard (as ATP).

A job's slot pool is the most a worker may have in flight (sized by the bandwidth-delay
rule, ``p4rproto.window``); the congestion window is how many it does:

* it starts at ``initial_window`` (by default the whole pool: on a path that drops
  nothing the window never shrinks, and the whole pool is in flight, as in SwitchML);
* **slow start**: +1 per result (doubling per round trip) up to ``ssthresh``; then
  **congestion avoidance**: +1/cwnd per result (+1 per round trip);
* **loss** (a retransmission timeout): ``ssthresh = cwnd / 2`` and ``cwnd = ssthresh``,
  at most once per round trip, so that one burst of drops cuts once;
* **queueing** tells itself apart from loss by delay (as TCP Vegas): the packets of the
  window that sit in queues are about ``cwnd * (1 - min_rtt / srtt)``; while that is more
  than half the window (and more than ``queue_floor`` packets), the window stops growing,
  so a queue that builds up does not grow into drops, while a small window on a jittery
  path still grows.  Retransmission timers follow the smoothed round trip and its
  variance (``engine``), so a queue that delays results does not look like loss either.

Every worker sends its ready slots in chunk order, so that however their windows
differ, the earliest chunks get everyone's contributions and the job always progresses.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass
class CongestionWindow:
    """A worker's congestion window; it persists across a job's all-reduces."""

    cwnd: float
    ssthresh: float = math.inf
    min_rtt: float = math.inf  #: lowest round trip seen, seconds
    last_cut: float = -math.inf  #: when the window was last cut (monotonic seconds)
    queue_floor: float = 8.0  #: packets in queues that never hold the window
    cuts: int = 0  #: how often loss cut the window

    def allowed(self, cap: int) -> int:
        """Packets that may be in flight now (at least one, at most ``cap``)."""
        return max(1, min(cap, int(self.cwnd)))

    def on_results(self, count: int, srtt: float, rtt_sample: float, cap: int) -> None:
        """``count`` results arrived; ``rtt_sample`` is a clean sample (0: none)."""
        if rtt_sample > 0:
            self.min_rtt = min(self.min_rtt, rtt_sample)
        if srtt > 0 and self.min_rtt < srtt:
            queued = self.cwnd * (1 - self.min_rtt / srtt)
            if queued > max(self.queue_floor, self.cwnd / 2):
                return  # a queue builds up: hold the window
        if self.cwnd < self.ssthresh:
            self.cwnd += count
        else:
            self.cwnd += count / self.cwnd
        self.cwnd = min(self.cwnd, float(cap))

    def on_loss(self, now: float, srtt: float) -> None:
        """A retransmission timeout: halve, once per round trip."""
        if now - self.last_cut < max(srtt, 1e-3):
            return
        self.ssthresh = max(self.cwnd / 2, 1.0)
        self.cwnd = self.ssthresh
        self.last_cut = now
        self.cuts += 1
