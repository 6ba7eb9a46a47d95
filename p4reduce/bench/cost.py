"""``p4reduce bench cost``: what one element and one packet cost in each stage of the
data path, on one core, and the cores a host and a software switch need at line rate.

Each stage runs the project's own code, ``iterations`` times after a warm-up; the
median run counts, divided by its packets (µs per packet) and elements (ns per
element).  The socket stages and the pipeline run at ``batch`` and at twice as many
packets per call and count the difference (``per_packet``): the fixed cost of a call
drops out.  AF_XDP's stages (``--io xdp``) run at ``batch`` alone and count the
average, the call's fixed cost (one C call) in it, an upper bound: a run's frames are
all written before any is read, so a run of twice the batch (6 MB of frames a side at
K = 2048) would price frames gone from the caches, where a transfer loop takes up to
``batch`` frames a call as they come.  The stages, in the data path's order:

* host: the exponent scan (``quantize.block_exponents``) and quantize and pack
  (``quantize.quantize_into`` into packet rows), over a tensor of ``tensor`` elements,
  as the host library streams a gradient; then send: ``sendmmsg`` of ``batch`` packets
  on a UDP socket connected to 127.0.0.1, the syscall and the kernel (on loopback the
  kernel also queues each datagram at its receiver before the call returns);
* switch: receive (``recvmmsg`` of the datagrams of N workers), the pipeline (the
  native pipeline's ``process``: admission, aggregation, the results of completed
  slots, one per contribution), send (``sendmmsg`` of results addressed to N workers);
* host: receive (``recvmmsg``) and dequantize (``quantize.dequantize_payload_into``):
  into memory written before (a caller's ``out``, reused across calls: what the cores
  count) and into new pages (a new result array, as every call made before ``out``:
  the kernel zeroes each page at its first write).

The sockets are ``BatchSocket``s, as the host library and the switch's Python front
end use them, measured twice: with UDP segmentation offload (GSO/GRO, up to 64
datagrams per kernel packet: what both use by default) and without (one datagram per
kernel packet: Mininet's hosts, a NIC without UDP segmentation offload).

Cores are packets/s at the line rate times seconds per packet.  A worker sends each
packet of its tensor once and receives its result once, at line rate both ways: a host
runs every host stage per packet.  A switch port takes one contribution in and sends
one result out per packet (a completed slot's result goes to all N workers: one per
contribution): a switch runs receive + pipeline + send per packet on each worker port.
"""

from __future__ import annotations

import json
import mmap
import os
import platform
import socket
import statistics
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass
from typing import Any, TextIO

import numpy as np

from hostlib import fastpath, quantize
from p4rproto.netio import Address, BatchSocket, ip_to_int, open_udp
from p4rproto.wire import HEADER_LEN, packet_dtype, packet_len
from softswitch.native import make_pipeline, pipeline_kind
from softswitch.pipeline import SwitchConfig
from softswitch.tables import JobEntry

from .switch import round_datagrams

KS = (64, 256, 1024, 2048)
LINE_RATES_GBPS = (10, 25, 100, 400)
#: Bytes an Ethernet frame takes on the wire beyond its IPv4 packet: header 14, FCS 4,
#: preamble and start-of-frame delimiter 8, the minimum inter-frame gap 12.
ETHERNET_WIRE_BYTES = 38
IPV4_UDP_BYTES = 20 + 8
ETHERNET_HEADER = 14
#: The largest K measured: the host library's limit (``JobConfig.elems_per_packet``).
MAX_K = 4096
#: SwitchML's host figure as it is usually cited: 8 DPDK cores per worker at 100 GbE, with
#: its default 256 elements (1 KB) per packet.  Its repository does not state it; it holds
#: a default of 4 worker threads (one DPDK core each, ``num_worker_threads`` in
#: ``switchml.cfg``), and its maintainers advise 4-8
#: (https://github.com/p4lang/p4app-switchML/issues/18).
SWITCHML = {
    "host_cores_100g": 8,
    "elems_per_packet": 256,
    "note": "as cited, not stated in its repository: its switchml.cfg defaults to 4 worker "
    "threads (one DPDK core each), its maintainers advise 4-8 "
    "(https://github.com/p4lang/p4app-switchML/issues/18)",
}


@dataclass(frozen=True)
class Stage:
    key: str
    side: str  #: host | switch
    label: str


STAGES = (
    Stage("scan", "host", "exponent scan"),
    Stage("quantize", "host", "quantize + pack"),
    Stage("send", "host", "send (GSO)"),
    Stage("switch_recv", "switch", "receive (GRO)"),
    Stage("pipeline", "switch", "pipeline"),
    Stage("switch_send", "switch", "send to N workers (GSO)"),
    Stage("recv", "host", "receive (GRO)"),
    Stage("dequantize", "host", "dequantize"),
    Stage("dequantize_new", "host", "dequantize into new pages"),
    Stage("send_plain", "host", "send (no offload)"),
    Stage("switch_recv_plain", "switch", "receive (no offload)"),
    Stage("switch_send_plain", "switch", "send to N workers (no offload)"),
    Stage("recv_plain", "host", "receive (no offload)"),
)
#: A host's send and receive over AF_XDP (``--io xdp``), measured where asked: the send
#: in its user-space part (frames into the UMEM, descriptors on the TX ring) and the
#: kernel's copy-mode transmit its wake-up runs; packets copied into frames and results
#: out of the ring (the socket's send and recv), and in place (the transfer loop's way:
#: quantized into the UMEM, dequantized from it).
XDP_STAGES = (
    Stage("queue_xdp", "host", "send: rows copied onto the ring"),
    Stage("kick_xdp", "host", "send: kernel, copy mode (veth)"),
    Stage("recv_xdp", "host", "receive: copied out"),
    Stage("build_xdp", "host", "send: quantize into the UMEM"),
    Stage("recv_inplace_xdp", "host", "receive + dequantize in place"),
    Stage("build_xdp_cold", "host", "send: quantize into the UMEM, cold"),
    Stage("recv_inplace_xdp_cold", "host", "receive + dequantize in place, cold"),
)
XDP_HOST_STAGES: dict[str, tuple[str, ...]] = {
    #: as measured: copy mode on a veth pair, the packets copied both ways
    "xdp": ("scan", "quantize", "queue_xdp", "kick_xdp", "recv_xdp", "dequantize"),
    #: the host's own work, what stays where a zero-copy driver sends by DMA (its NAPI
    #: poll, a few descriptors a packet, not counted: no such driver here)
    "xdp_own": ("scan", "quantize", "queue_xdp", "recv_xdp", "dequantize"),
    #: the transfer loop's way: no copy of a packet either way
    "xdp_inplace": ("scan", "build_xdp", "kick_xdp", "recv_inplace_xdp"),
    "xdp_inplace_own": ("scan", "build_xdp", "recv_inplace_xdp"),
    #: the same with the caches flushed before each receive and send (frames, tensors
    #: and chunks from memory; the exponent scan as measured, over a tensor of its own)
    "xdp_inplace_own_cold": ("scan", "build_xdp_cold", "recv_inplace_xdp_cold"),
}
#: The stages a host and a switch port run per packet, with and without UDP offload.
HOST_STAGES: dict[str, tuple[str, ...]] = {
    "offload": ("scan", "quantize", "send", "recv", "dequantize"),
    "plain": ("scan", "quantize", "send_plain", "recv_plain", "dequantize"),
}
SWITCH_STAGES = {
    "offload": ("switch_recv", "pipeline", "switch_send"),
    "plain": ("switch_recv_plain", "pipeline", "switch_send_plain"),
}


@dataclass(frozen=True)
class CostConfig:
    ks: tuple[int, ...] = KS  #: K values to measure
    iterations: int = 100  #: timed runs per stage and K; the median counts
    batch: int = 256  #: packets per socket and pipeline run (the host library's batch)
    workers: int = 4  #: N: the pipeline's job and the switch's fan-out
    tensor: int = 1 << 20  #: float32 elements per run of the host's compute stages
    #: also a host's send and receive over AF_XDP (``bench/xdp_io.py``: root, a veth pair)
    xdp: bool = False

    def __post_init__(self) -> None:
        checks = [
            ("--k", bool(self.ks) and all(3 <= k <= MAX_K for k in self.ks), f"K in 3..{MAX_K}"),
            ("--iterations", self.iterations >= 1, "at least 1"),
            ("--workers", 1 <= self.workers <= 64, "1..64"),
            ("--batch", self.batch >= self.workers, "at least one packet per worker"),
            ("--tensor", self.tensor >= 1, "at least 1 element"),
        ]
        for flag, ok, need in checks:
            if not ok:
                raise ValueError(f"bench cost {flag}: must be {need}")
        if self.xdp:
            from hostlib.xdp import XdpUnavailable, check_frame

            for k in self.ks:
                try:
                    check_frame(ETHERNET_HEADER + IPV4_UDP_BYTES + packet_len(k), f"K={k}")
                except XdpUnavailable as exc:
                    raise ValueError(f"bench cost --io xdp --k: {exc}") from None


# -- the arithmetic ------------------------------------------------------------------------
def wire_bytes(k: int) -> int:
    """Bytes one packet of K elements takes on an Ethernet wire."""
    return 4 * k + HEADER_LEN + IPV4_UDP_BYTES + ETHERNET_WIRE_BYTES


def packets_per_second(gbps: float, k: int) -> float:
    return gbps * 1e9 / 8 / wire_bytes(k)


def cores_needed(us_per_packet: float, gbps: float, k: int) -> float:
    """Cores that keep up with ``gbps`` of K-element packets at this cost per packet."""
    return packets_per_second(gbps, k) * us_per_packet * 1e-6


def host_stages(xdp: bool) -> dict[str, tuple[str, ...]]:
    """The host's stages per variant: with and without UDP offload, and over AF_XDP."""
    return HOST_STAGES | XDP_HOST_STAGES if xdp else HOST_STAGES


def cores(
    us: Mapping[str, Mapping[int, float]], ks: tuple[int, ...], workers: int, xdp: bool = False
) -> dict[str, dict[str, dict[int, dict[int, float]]]]:
    """variant -> host | switch_per_port | switch -> K -> Gbit/s -> cores, from the
    stages' µs per packet (AF_XDP's variant: the host alone)."""
    out: dict[str, dict[str, dict[int, dict[int, float]]]] = {}
    for variant, stages in host_stages(xdp).items():
        host = {k: sum(us[s][k] for s in stages) for k in ks}
        port = {k: sum(us[s][k] for s in SWITCH_STAGES.get(variant, ())) for k in ks}
        whom = [("host", host, 1)]
        if variant in SWITCH_STAGES:
            whom += [("switch_per_port", port, 1), ("switch", port, workers)]
        out[variant] = {
            name: {k: {g: factor * cores_needed(per[k], g, k) for g in LINE_RATES_GBPS} for k in ks}
            for name, per, factor in whom
        }
    return out


# -- the measurements ----------------------------------------------------------------------
def _median_ns(fn: Callable[[], object], iterations: int) -> float:
    fn()
    times = []
    for _ in range(iterations):
        t0 = time.perf_counter_ns()
        fn()
        times.append(time.perf_counter_ns() - t0)
    return float(statistics.median(times))


def host_compute(k: int, cfg: CostConfig) -> dict[str, float]:
    """ns per packet of the exponent scan, quantize + pack and dequantize."""
    chunks = max(1, cfg.tensor // k)
    x = np.random.default_rng(0).standard_normal(chunks * k, dtype=np.float32)
    rows = x.reshape(chunks, k)
    payload = np.zeros(chunks, dtype=packet_dtype(k))["payload"]
    shift = quantize.shifts(quantize.block_exponents(x, k), cfg.workers)
    back = np.empty_like(rows)

    def into_new_pages() -> None:
        # What a new result array gets where glibc cannot reuse its heap (a first call,
        # or over 32 MB): fresh private pages, huge where the kernel can (numpy asks so).
        pages = mmap.mmap(-1, rows.nbytes, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
        if hasattr(mmap, "MADV_HUGEPAGE"):
            pages.madvise(mmap.MADV_HUGEPAGE)
        new = np.frombuffer(pages, dtype=np.float32).reshape(rows.shape)
        quantize.dequantize_payload_into(payload, shift, new)

    stages = {
        "scan": lambda: quantize.block_exponents(x, k),
        "quantize": lambda: quantize.quantize_into(rows, shift, payload),
        "dequantize": lambda: quantize.dequantize_payload_into(payload, shift, back),
        "dequantize_new": into_new_pages,
    }
    return {name: _median_ns(fn, cfg.iterations) / chunks for name, fn in stages.items()}


def _socket(k: int, batch: int, offload: bool) -> BatchSocket:
    sock = open_udp(Address("127.0.0.1", 0), buffer_bytes=32 << 20)
    return BatchSocket(sock, batch=batch, stride=packet_len(k) + 1, offload=offload)


def _drain(end: BatchSocket, expected: int) -> None:
    got, deadline = 0, time.monotonic() + 2.0
    while got < expected:
        got += end.recv(0.2)
        if got < expected and time.monotonic() > deadline:
            buffer = end.sock.getsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF)
            raise RuntimeError(
                f"bench cost: loopback lost packets ({got} of {expected}): a socket buffer of "
                f"{buffer:,} bytes holds fewer; run as root (it forces 32 MiB), raise "
                "net.core.rmem_max, or lower --batch"
            )


def host_io(k: int, n: int, iterations: int, offload: bool) -> tuple[float, float]:
    """Median ns of a host's send of ``n`` packets, and of its receive of them."""
    tx, rx = _socket(k, n, offload), _socket(k, n, offload)
    try:
        tx.sock.connect(rx.sock.getsockname())
        packets = np.zeros(n, dtype=packet_dtype(k))
        send, recv = [], []
        for i in range(iterations + 1):  # the first is a warm-up
            t0 = time.perf_counter_ns()
            tx.send(packets)
            t1 = time.perf_counter_ns()
            _drain(rx, n)
            if i:
                send.append(t1 - t0)
                recv.append(time.perf_counter_ns() - t1)
    finally:
        tx.close()
        rx.close()
    return statistics.median(send), statistics.median(recv)


def switch_io(k: int, n: int, iterations: int, offload: bool, workers: int) -> tuple[float, float]:
    """Median ns of the switch's receive of ``n`` packets from ``workers`` workers, and of
    its send of ``n`` results to them."""
    per = n // workers
    switch = _socket(k, n, offload)
    ends = [_socket(k, n, offload) for _ in range(workers)]
    try:
        for end in ends:
            end.sock.connect(switch.sock.getsockname())
        packets = np.zeros(n, dtype=packet_dtype(k))
        ip = np.full(n, ip_to_int("127.0.0.1"), dtype=np.uint32)
        port = np.repeat([e.sock.getsockname()[1] for e in ends], per).astype(np.uint16)
        recv, send = [], []
        for i in range(iterations + 1):
            for w, end in enumerate(ends):
                end.send(packets[w * per : (w + 1) * per])
            t0 = time.perf_counter_ns()
            _drain(switch, n)
            t1 = time.perf_counter_ns()
            switch.send(packets, ip=ip, port=port)
            t2 = time.perf_counter_ns()
            for end in ends:
                _drain(end, per)
            if i:
                recv.append(t1 - t0)
                send.append(t2 - t1)
    finally:
        for s in (switch, *ends):
            s.close()
    return statistics.median(recv), statistics.median(send)


def pipeline_run(k: int, n: int, iterations: int, workers: int) -> tuple[float, str]:
    """Median ns of the pipeline's ``process`` (native when built) on ``n`` contributions
    of ``workers`` workers, each run a new round of ``n / workers`` slots."""
    slots = n // workers
    p = make_pipeline(SwitchConfig(num_slots=max(1024, slots), elems_per_packet=k))
    addrs = tuple(Address("127.0.0.1", 5000 + i) for i in range(workers))
    session = p.add_job(JobEntry(1, 0, slots, addrs))
    data = round_datagrams(k, workers, slots, session)
    rows = data.view(packet_dtype(k)).ravel()
    length = np.full(n, packet_len(k), dtype=np.int64)
    ip = np.full(n, ip_to_int("127.0.0.1"), dtype=np.uint32)
    port = (5000 + rows["rank"]).astype(np.uint16)
    times = []
    for r in range(1, iterations + 2):  # the other set each round; the first a warm-up
        rows["seq"], rows["flags"] = r, r & 1
        t0 = time.perf_counter_ns()
        p.process(data, length, ip, port)
        if r > 1:
            times.append(time.perf_counter_ns() - t0)
    if p.counters.as_dict()["completed"] != slots * (iterations + 1):
        raise RuntimeError("bench cost: the pipeline's rounds did not complete")
    return statistics.median(times), pipeline_kind(p)


def per_packet(once: float, twice: float, n: int) -> float:
    """The marginal cost of a packet from runs of ``n`` and ``2n`` packets: the fixed
    cost of a call (Python's bookkeeping around the syscall or the C pipeline, which the
    host's transfer loop and the native switch do in C) drops out.  Where noise makes
    the difference meaningless, the average of the larger run (an upper bound)."""
    marginal = (twice - once) / n
    return marginal if marginal > 0 else twice / (2 * n)


def batch_stages(k: int, cfg: CostConfig) -> tuple[dict[str, float], str]:
    """ns per packet of the socket stages and the pipeline, and the pipeline's kind."""
    n = cfg.batch - cfg.batch % cfg.workers
    runs: dict[int, dict[str, float]] = {}
    kind = ""
    for size in (n, 2 * n):
        r: dict[str, float] = {}
        r["send"], r["recv"] = host_io(k, size, cfg.iterations, True)
        r["send_plain"], r["recv_plain"] = host_io(k, size, cfg.iterations, False)
        io = (k, size, cfg.iterations)
        r["switch_recv"], r["switch_send"] = switch_io(*io, True, cfg.workers)
        r["switch_recv_plain"], r["switch_send_plain"] = switch_io(*io, False, cfg.workers)
        r["pipeline"], kind = pipeline_run(k, size, cfg.iterations, cfg.workers)
        runs[size] = r
    ns = {s: per_packet(runs[n][s], runs[2 * n][s], n) for s in runs[n]}
    if cfg.xdp:
        from .xdp_io import host_io_xdp

        ns |= {s: t / n for s, t in host_io_xdp(k, n, cfg.iterations).items()}
    return ns, kind


def measure(cfg: CostConfig) -> dict[str, Any]:
    """Every stage at every K; the figures and the cores they imply, as JSON-ready data."""
    stages = STAGES + XDP_STAGES if cfg.xdp else STAGES
    ns: dict[str, dict[int, float]] = {s.key: {} for s in stages}
    kind = "numpy"
    for k in cfg.ks:
        batched, kind = batch_stages(k, cfg)
        for name, value in (host_compute(k, cfg) | batched).items():
            ns[name][k] = value
    us = {s: {k: v / 1e3 for k, v in by_k.items()} for s, by_k in ns.items()}
    return {
        "config": asdict(cfg),
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform()},
        "kernels": {"fastpath": fastpath.available(), "pipeline": kind},
        "stages": {
            s.key: {
                "side": s.side,
                "label": s.label,
                "by_k": {
                    str(k): {"ns_per_element": ns[s.key][k] / k, "us_per_packet": us[s.key][k]}
                    for k in cfg.ks
                },
            }
            for s in stages
        },
        "host_stages": host_stages(cfg.xdp),
        "switch_stages": SWITCH_STAGES,
        "line_rates_gbps": list(LINE_RATES_GBPS),
        "wire_bytes": {str(k): wire_bytes(k) for k in cfg.ks},
        "cores": {
            variant: {
                who: {str(k): {str(g): c for g, c in by_g.items()} for k, by_g in by_k.items()}
                for who, by_k in table.items()
            }
            for variant, table in cores(us, cfg.ks, cfg.workers, cfg.xdp).items()
        },
        "switchml": SWITCHML,
    }


# -- the report ----------------------------------------------------------------------------
def _stage_table(report: dict[str, Any], out: TextIO) -> None:
    ks = report["config"]["ks"]
    print(f"  {'stage':44s}" + "".join(f"{'K=' + str(k):>19s}" for k in ks), file=out)
    print(f"  {'':44s}" + f"{'ns/elem':>10s}{'µs/pkt':>9s}" * len(ks), file=out)
    for key, stage in report["stages"].items():
        cells = "".join(
            f"{stage['by_k'][str(k)]['ns_per_element']:10.3f}"
            f"{stage['by_k'][str(k)]['us_per_packet']:9.3f}"
            for k in ks
        )
        print(f"  {stage['side']:7s}{stage['label']:37s}{cells}", file=out)
        if key == "dequantize_new":
            print("  without UDP offload (one datagram per kernel packet):", file=out)
        if key == "recv_plain" and "recv_xdp" in report["stages"]:
            print("  over AF_XDP (a veth pair, copy mode: one frame per datagram):", file=out)


def _cores_table(report: dict[str, Any], out: TextIO) -> None:
    ks, rates = report["config"]["ks"], report["line_rates_gbps"]
    print(
        "cores needed at line rate: packets/s x µs per packet; packets/s = line rate / 8 / "
        f"wire bytes (4K + {wire_bytes(0)}: header, UDP, IPv4, Ethernet with FCS, preamble, gap)",
        file=out,
    )
    head = "".join(f"{str(g) + 'G':>8s}" for g in rates)
    print(f"  {'':30s}{'K':>6s}{'wire B':>8s}{head}", file=out)
    names = {
        "host": "host (every host stage)",
        "switch_per_port": "switch, per worker port",
        "switch": f"switch, {report['config']['workers']} worker ports",
    }
    for variant, title in (
        ("offload", "with GSO/GRO (the default)"),
        ("plain", "without UDP offload"),
        ("xdp", "over AF_XDP, packets copied (a veth pair, copy mode; the host's stages)"),
        ("xdp_own", "over AF_XDP, packets copied, the host's own work (copy mode's send out)"),
        ("xdp_inplace", "over AF_XDP, in place (the transfer loop's way; copy mode)"),
        ("xdp_inplace_own", "over AF_XDP, in place, the host's own work (copy mode's send out)"),
        ("xdp_inplace_own_cold", "the same, the caches flushed before each receive and send"),
    ):
        if variant not in report["cores"]:
            continue
        print(f"  {title}:", file=out)
        for who, name in names.items():
            for k in ks if who in report["cores"][variant] else ():
                by_g = report["cores"][variant][who][str(k)]
                cells = "".join(f"{by_g[str(g)]:8.2f}" for g in rates)
                wire = report["wire_bytes"][str(k)]
                print(f"    {name:28s}{k:6d}{wire:8d}{cells}", file=out)


def print_report(report: dict[str, Any], out: TextIO | None = None) -> None:
    out = out or sys.stdout
    cfg, kernels = report["config"], report["kernels"]
    print(
        f"bench cost: one core per stage, median of {cfg['iterations']} runs; sockets: "
        f"{cfg['batch']} packets per run on 127.0.0.1; compute stages: "
        f"{cfg['tensor']:,} elements per run; N = {cfg['workers']} workers; "
        f"{'C fast path' if kernels['fastpath'] else 'numpy kernels'}, "
        f"{kernels['pipeline']} pipeline; {report['machine']['cpus']} CPUs",
        file=out,
    )
    _stage_table(report, out)
    _cores_table(report, out)
    ks = cfg["ks"]
    host = report["cores"]["offload"]["host"]
    port = report["cores"]["offload"]["switch_per_port"]
    print("100 GbE, with GSO/GRO:", file=out)
    for k in ks:
        print(
            f"  K={k:<5d} a host needs {host[str(k)]['100']:5.1f} cores, a software switch "
            f"{port[str(k)]['100']:5.1f} per worker port",
            file=out,
        )
    if "xdp" in report["cores"]:
        print("100 GbE, over AF_XDP (no GRO: a frame per datagram, as on a wire):", file=out)
        for k in ks:
            got, own = (report["cores"][v]["host"][str(k)]["100"] for v in ("xdp", "xdp_own"))
            print(
                f"  K={k:<5d} packets copied: a host needs {got:5.1f} cores in copy mode "
                f"(veth), {own:5.1f} of them its own work",
                file=out,
            )
        for k in ks:
            cores_ = report["cores"]
            got, own, cold = (
                cores_[v]["host"][str(k)]["100"]
                for v in ("xdp_inplace", "xdp_inplace_own", "xdp_inplace_own_cold")
            )
            print(
                f"  K={k:<5d} in place (the transfer loop): {got:5.1f} cores in copy mode "
                f"(veth), {own:5.1f} of them its own work (what a zero-copy driver leaves, "
                f"its NAPI poll aside), {cold:5.1f} with the caches flushed",
                file=out,
            )
    sml = report["switchml"]
    print(
        f"  SwitchML: {sml['host_cores_100g']} DPDK cores per host at 100 GbE, "
        f"K={sml['elems_per_packet']} ({sml['note']})",
        file=out,
    )


def run(
    cfg: CostConfig = CostConfig(), *, as_json: bool = False, out: TextIO | None = None
) -> dict[str, Any]:
    """Measure, then print the tables (or the JSON) to ``out`` (default: stdout)."""
    report = measure(cfg)
    if as_json:
        print(json.dumps(report, indent=2), file=out or sys.stdout)
    else:
        print_report(report, out)
    return report
