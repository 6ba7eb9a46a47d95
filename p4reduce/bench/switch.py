"""``p4reduce bench switch``: contributions per second through the software switch,
native pipeline vs numpy pipeline, measured in the same run.

* **In memory**: the pipeline alone on one core.  ``workers`` workers each contribute
  to ``batch / workers`` slots per round; a round is one batch of datagrams (worker 0's
  packets, then worker 1's, ...), so every slot completes and is multicast each round.
* **UDP loopback**: the switch in its own process (``SwitchProcess``, which serves with
  the native I/O loop when the pipeline is native); a closed-loop load generator in
  this process sends each worker's window of ``window`` packets with one batched
  ``sendmmsg`` (UDP GSO: 64 datagrams per call's message) from one socket per worker,
  then drains the results with ``recvmmsg`` (UDP GRO).  Rounds that lose packets are
  not retransmitted: the next round starts over; the figure is the switch's own
  ``aggregated`` counter over the elapsed time.
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass
from typing import TextIO

import numpy as np
import numpy.typing as npt

from p4rproto.netio import Address, BatchSocket, ip_to_int, open_udp
from p4rproto.wire import MAGIC, PROTOCOL_VERSION, MsgType, packet_dtype, packet_len
from softswitch.native import available, make_pipeline
from softswitch.pipeline import SwitchConfig
from softswitch.process import SwitchProcess
from softswitch.tables import JobEntry

#: The issue's goals for the native pipeline in memory (contributions/s) and its ratio.
GOALS = {64: 2e6, 256: 1e6}
GOAL_RATIO = 20.0


@dataclass(frozen=True)
class SwitchBenchConfig:
    elems: tuple[int, ...] = (64, 256)  #: K values to measure
    workers: int = 4
    batch: int = 256  #: datagrams per pipeline call (in memory)
    seconds: float = 1.0  #: per in-memory measurement
    repeat: int = 3  #: measurements per figure; the best counts
    udp_seconds: float = 2.0  #: per UDP measurement (0: skip UDP)
    window: int = 1024  #: packets in flight per worker (UDP)


def round_datagrams(k: int, workers: int, slots: int, session: int) -> npt.NDArray[np.uint8]:
    """One round's datagrams as rows (seq and set are set per round)."""
    n = workers * slots
    data = np.zeros((n, packet_len(k)), dtype=np.uint8)
    rows = data.view(packet_dtype(k)).ravel()
    rows["magic"], rows["version"], rows["msg_type"] = MAGIC, PROTOCOL_VERSION, MsgType.CONTRIB
    rows["job_id"], rows["session"], rows["elem_count"] = 1, session, k
    rows["rank"] = np.repeat(np.arange(workers), slots)
    rows["slot"] = np.tile(np.arange(slots), workers)
    rows["exponent"] = 127
    rng = np.random.default_rng(0)
    rows["payload"] = rng.integers(-(1 << 20), 1 << 20, size=(n, k), dtype=np.int32)
    return data


def in_memory(native: bool, k: int, workers: int, batch: int, seconds: float) -> float:
    """Contributions/s through the pipeline's ``process`` alone."""
    slots = max(1, batch // workers)
    p = make_pipeline(SwitchConfig(num_slots=max(1024, slots), elems_per_packet=k), native=native)
    addrs = tuple(Address("127.0.0.1", 5000 + i) for i in range(workers))
    session = p.add_job(JobEntry(1, 0, slots, addrs))
    data = round_datagrams(k, workers, slots, session)
    rows = data.view(packet_dtype(k)).ravel()
    n = len(rows)
    length = np.full(n, packet_len(k), dtype=np.int64)
    ip = np.full(n, ip_to_int("127.0.0.1"), dtype=np.uint32)
    port = (5000 + rows["rank"]).astype(np.uint16)
    r = 0
    t0 = time.perf_counter()
    while True:
        r += 1
        rows["seq"], rows["flags"] = r, r & 1
        p.process(data, length, ip, port)
        elapsed = time.perf_counter() - t0
        if elapsed >= seconds:
            break
    if p.counters.as_dict()["completed"] != slots * r:
        raise RuntimeError("bench switch: rounds did not complete in memory")
    return n * r / elapsed


def over_udp(native: bool, k: int, workers: int, window: int, seconds: float) -> float:
    """Contributions/s aggregated by a switch process on loopback."""
    stride = packet_len(k) + 1
    with SwitchProcess(
        SwitchConfig(num_slots=max(1024, window), elems_per_packet=k), native=native
    ) as sw:
        socks = [open_udp(Address("127.0.0.1", 0), buffer_bytes=32 << 20) for _ in range(workers)]
        for s in socks:
            s.connect((sw.address.ip, sw.address.port))
        ends = [BatchSocket(s, batch=256, stride=stride) for s in socks]
        try:
            addrs = tuple(Address("127.0.0.1", s.getsockname()[1]) for s in socks)
            sw.add_job(JobEntry(1, 0, window, addrs, 0x5EED0001))
            data = round_datagrams(k, workers, window, 0x5EED0001)
            rows = data.view(packet_dtype(k)).ravel()
            before = sw.counters()["aggregated"]
            t0 = time.perf_counter()
            r = 0
            while time.perf_counter() - t0 < seconds:
                r += 1
                rows["seq"], rows["flags"] = r, r & 1
                for w, end in enumerate(ends):
                    end.send(rows[w * window : (w + 1) * window])
                for end in ends:
                    got, deadline = 0, time.monotonic() + 0.5
                    while got < window and time.monotonic() < deadline:
                        got += end.recv(0.05)
            elapsed = time.perf_counter() - t0
            aggregated = sw.counters()["aggregated"] - before
        finally:
            for end in ends:
                end.close()
    return aggregated / elapsed


def _m(x: float) -> str:
    return f"{x / 1e6:6.3f} M/s"


def run(
    cfg: SwitchBenchConfig = SwitchBenchConfig(), out: TextIO | None = None
) -> dict[str, float]:
    out = sys.stdout if out is None else out  # bound per call, not at import
    figures: dict[str, float] = {}
    have_native = available()
    print(
        f"bench switch: contributions/s, {cfg.workers} workers; in memory: batches of "
        f"{cfg.batch} datagrams, one core, best of {cfg.repeat} x {cfg.seconds:g} s",
        file=out,
    )
    if not have_native:
        print("  (softswitch._native is not built: numpy figures only)", file=out)
    for k in cfg.elems:
        numpy_rate = max(
            in_memory(False, k, cfg.workers, cfg.batch, cfg.seconds) for _ in range(cfg.repeat)
        )
        figures[f"numpy_k{k}"] = numpy_rate
        line = f"  in memory   K={k:<4d} numpy {_m(numpy_rate)}"
        if have_native:
            rate = max(
                in_memory(True, k, cfg.workers, cfg.batch, cfg.seconds) for _ in range(cfg.repeat)
            )
            figures[f"native_k{k}"] = rate
            line += f"   native {_m(rate)}   native/numpy {rate / numpy_rate:6.1f}x"
        print(line, file=out)
    if cfg.udp_seconds > 0:
        print(
            f"  UDP loopback: switch process, batched sendmmsg/GSO load generator, "
            f"{cfg.workers} x {cfg.window} packets in flight, {cfg.udp_seconds:g} s",
            file=out,
        )
        for k in cfg.elems:
            numpy_rate = over_udp(False, k, cfg.workers, cfg.window, cfg.udp_seconds)
            figures[f"udp_numpy_k{k}"] = numpy_rate
            line = f"  UDP         K={k:<4d} numpy {_m(numpy_rate)}"
            if have_native:
                rate = over_udp(True, k, cfg.workers, cfg.window, cfg.udp_seconds)
                figures[f"udp_native_k{k}"] = rate
                line += f"   native {_m(rate)}   native/numpy {rate / max(numpy_rate, 1):6.1f}x"
            print(line, file=out)
    if have_native:
        for k, goal in GOALS.items():
            if f"native_k{k}" in figures:
                rate = figures[f"native_k{k}"]
                ratio = rate / figures[f"numpy_k{k}"]
                print(
                    f"  goal K={k}: native >= {goal / 1e6:g} M/s: "
                    f"{'met' if rate >= goal else 'NOT met'} ({rate / 1e6:.2f} M/s); "
                    f">= {GOAL_RATIO:g}x numpy: {'met' if ratio >= GOAL_RATIO else 'NOT met'} "
                    f"({ratio:.1f}x)",
                    file=out,
                )
    return figures
