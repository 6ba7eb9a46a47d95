"""``p4reduce emu``: build a topology, program its switch, all-reduce, compare with Gloo.

For each worker count: start the network (Mininet, TCLink bandwidth), push the
pipeline and install the job with the controller, run the host library's all-reduce
in every host and check it bit for bit against numpy, then run torch.distributed's
Gloo ring on the same hosts and links.  Figures go to a JSON file and a plot.
Only what this run started is stopped (``net.stop()`` in ``finally``; never ``mn -c``).
"""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TextIO

import numpy as np

from controller.client import P4RuntimeClient, SwitchAddress
from controller.config import FabricConfig
from controller.jobs import JobManager
from controller.p4info import P4Schema
from controller.stats import read_stats
from hostlib.config import JobConfig
from hostlib.errors import HostlibError
from mininet_topos.worker import WorkerSpec
from p4reduce.datagen import demo_data
from p4reduce.reference import float_reference
from p4reduce.systools import MININET_TOOLS, missing_tools
from p4reduce.wire import SUPPORTED_ELEMS_PER_PACKET, UDP_PORT, packet_len

ROOT = Path(__file__).resolve().parents[1]
COMMITTED_P4INFO = ROOT / "p4src" / "p4info" / "p4reduce.v1model.p4info.txtpb"
WORKER_PORT = 48000
ETH_IP_UDP = 14 + 20 + 8
TCP_FRAME, TCP_PAYLOAD = 1514, 1448  # a full TCP segment at MTU 1500 with timestamps
SWITCH_IP = "10.0.0.254"
SWITCH_MAC = "02:00:00:00:00:fe"
#: The round-trip time the slot rule assumes for emulated links through a software switch.
EMULATED_RTT_US = 2000.0


#: Other names ``--topo`` accepts.
TOPO_ALIASES = {"two-racks": "two-rack"}


class EmuError(RuntimeError):
    """The emulation could not run (not root, a host failed, a timeout)."""


@dataclass(frozen=True)
class EmuConfig:
    topo: str = "rack"  #: rack | two-rack | leaf-spine:R | a tutorials-format JSON file
    workers: tuple[int, ...] = (4,)  #: one run per worker count
    bw: float = 100.0  #: link bandwidth, Mbit/s
    switch: str = "soft"  #: soft | bmv2
    size: int = 1 << 20  #: float32 elements per worker
    loss: float = 0.0  #: drop simulator probability per direction
    #: K: 256 elements per packet quarter the packet rate of 64 (software switch and BMv2)
    elems: int = 256
    slots: int = 0  #: the job's slot pool; 0: the bandwidth-delay rule of the service
    timeout: float = 60.0  #: seconds without progress before a worker gives up
    gloo: bool = True  #: also run the Gloo ring on the same hosts
    seed: int = 3
    out: Path = Path("emu-results")  #: JSON and plot go here

    def __post_init__(self) -> None:
        object.__setattr__(self, "topo", TOPO_ALIASES.get(self.topo, self.topo))
        if self.switch not in ("soft", "bmv2"):
            raise ValueError(f"emu switch: soft or bmv2, got {self.switch!r}")
        if not self.workers or min(self.workers) < 1:
            raise ValueError("emu workers: at least one worker")
        if not 0.0 <= self.loss < 1.0:
            raise ValueError(f"emu loss: must be in [0, 1), got {self.loss}")
        if self.elems not in SUPPORTED_ELEMS_PER_PACKET:
            raise ValueError(
                f"emu elems: the switches take K in {SUPPORTED_ELEMS_PER_PACKET}, got {self.elems}"
            )


@dataclass
class EmuResult:
    workers: int
    p4reduce_seconds: float
    exact: bool
    gloo_seconds: float | None
    p4reduce_limit: float  #: elements/s the links allow in-network
    ring_limit: float  #: elements/s the links allow a ring
    switch_counters: dict[str, int] = field(default_factory=dict)  #: one switch: its counters
    #: two levels: each switch's counters, by name
    fabric_counters: dict[str, dict[str, int]] = field(default_factory=dict)
    #: two levels: the spine links' interface counters (leaf side: tx up, rx down),
    #: measured during each all-reduce: {"p4reduce": {intf: {...}}, "gloo": {...}}
    spine_links: dict[str, dict[str, dict[str, int]]] = field(default_factory=dict)


def link_limits(workers: int, bw_mbit: float, elems: int) -> tuple[float, float]:
    """Elements/s the links allow: in-network (each worker sends and receives the
    tensor once, in packets of K words), and a ring (2(N-1)/N of the tensor, in TCP)."""
    bits = bw_mbit * 1e6
    in_network = bits / (8 * (ETH_IP_UDP + packet_len(elems)) / elems)
    if workers == 1:
        return in_network, float("inf")
    ring = bits / (8 * 4 * 2 * (workers - 1) / workers * TCP_FRAME / TCP_PAYLOAD)
    return in_network, ring


#: Contributions/s BMv2 (simple_switch_grpc) aggregates at K = 256 on a 2-core machine
#: (measured: docs/mininet.md, "Sizes"); it scales about as 1/K.
BMV2_CONTRIBUTIONS_PER_S_K256 = 700


def bmv2_warning(cfg: EmuConfig, workers: int) -> str | None:
    """Why BMv2, not the links, would be measured at these settings, or None."""
    if cfg.switch != "bmv2":
        return None
    limit, _ = link_limits(workers, cfg.bw, cfg.elems)
    offered = workers * limit / cfg.elems  # contributions/s at the in-network link limit
    capacity = BMV2_CONTRIBUTIONS_PER_S_K256 * 256 / cfg.elems
    if offered <= 0.8 * capacity:
        return None
    fits = 0.8 * capacity * cfg.elems / workers / limit * cfg.bw
    return (
        f"note: {workers} workers at {cfg.bw:g} Mbit/s offer BMv2 about {offered:,.0f} "
        f"contributions/s; it aggregates about {capacity:,.0f}/s at K = {cfg.elems}, so "
        f"BMv2 will be what is measured, not the links (--bw {fits:.2g} or less fits)"
    )


def run_emu(cfg: EmuConfig, out: TextIO = sys.stdout) -> list[EmuResult]:
    if os.geteuid() != 0:
        raise EmuError("p4reduce emu needs root (Mininet makes namespaces and links)")
    lacking = missing_tools(*MININET_TOOLS)
    if lacking:
        raise EmuError(f"p4reduce emu needs {', '.join(lacking)}")
    for n in cfg.workers:
        warning = bmv2_warning(cfg, n)
        if warning:
            print(warning, file=out, flush=True)
    cfg.out.mkdir(parents=True, exist_ok=True)
    results = [_run_one(cfg, n, out) for n in cfg.workers]
    config = {k: str(v) if isinstance(v, Path) else v for k, v in asdict(cfg).items()}
    report = {"config": config, "runs": [asdict(r) for r in results]}
    (cfg.out / "results.json").write_text(json.dumps(report, indent=2))
    _plot(cfg, results)
    print(f"results: {cfg.out / 'results.json'}, plot: {cfg.out / 'ate.png'}", file=out)
    return results


def _topology(cfg: EmuConfig, n: int) -> Any:
    from .topos import TOPOS, LeafSpineTopo, load_json, parse_leaf_spine

    if cfg.topo in TOPOS:
        return TOPOS[cfg.topo](workers=n, bw=cfg.bw)
    racks = parse_leaf_spine(cfg.topo)
    if racks is not None:
        return LeafSpineTopo(workers=n, bw=cfg.bw, racks=racks)
    return load_json(Path(cfg.topo))


def _run_one(cfg: EmuConfig, n: int, out: TextIO) -> EmuResult:
    from mininet.link import TCLink
    from mininet.net import Mininet

    from .nodes import SWITCHES, P4Host
    from .topos import hosts_of, switch_links

    run_dir = cfg.out / f"run-{n}"
    run_dir.mkdir(parents=True, exist_ok=True)
    topo = _topology(cfg, n)
    if switch_links(topo):
        from .two_level import run_two_level

        return run_two_level(cfg, topo, n, run_dir, out)
    switch_cls = SWITCHES[cfg.switch]

    def make_switch(name: str, **kw: Any) -> Any:
        if cfg.switch == "soft":  # BMv2 gets K from its build (pipeline_for)
            kw.setdefault("elems", cfg.elems)
        return switch_cls(name, run_dir=str(run_dir), **kw)

    net = Mininet(
        topo=topo, host=P4Host, link=TCLink, controller=None, autoSetMacs=False, switch=make_switch
    )
    procs: list[subprocess.Popen[bytes]] = []
    gloo = None
    try:
        net.start()
        hosts = hosts_of(topo)
        fabric = FabricConfig.from_dict(
            {
                "switch": {
                    "target": cfg.switch,
                    "mac": SWITCH_MAC,
                    "ip": SWITCH_IP,
                    "elems_per_packet": cfg.elems,
                    "slots": 1024,
                },
                "hosts": [
                    {"name": h.name, "mac": h.mac, "ip": h.ip, "port": h.port} for h in hosts
                ],
                "drop": {"ingress": cfg.loss, "egress": cfg.loss},
                # The job's slot pool, unless --slots says: the bandwidth-delay rule for
                # the emulated links (docs/service.md).
                "service": {"link_gbps": cfg.bw / 1000, "rtt_us": EMULATED_RTT_US},
            }
        )
        switch = net.get("s1")
        with P4RuntimeClient(SwitchAddress(switch.grpc_address), timeout=20) as client:
            client.connect()
            p4info, device_config = pipeline_for(cfg, run_dir)
            client.set_pipeline(p4info, device_config)
            manager = JobManager(client, fabric)
            manager.install_fabric()
            with job_service(client, fabric, hosts, cfg.slots) as served:
                job = served.configs[0]
                print(
                    f"{n} workers: job {job.job_id}, {job.slots} slots, session "
                    f"0x{job.session:08x} (from the controller service)",
                    file=out,
                    flush=True,
                )
                seats = [
                    (
                        h.name,
                        worker_spec(
                            cfg,
                            switch_ip=SWITCH_IP,
                            ip=h.ip,
                            job_id=job.job_id,
                            session=job.session,
                            slots=job.slots,
                            rank=rank,
                            world=len(hosts),
                            data_rank=rank,
                        ),
                    )
                    for rank, h in enumerate(hosts)
                ]
                seconds, exact = run_workers_on_hosts(cfg, net, seats, run_dir, procs)
                counters = read_stats(client, manager.installed()).counters
        if cfg.gloo:
            gloo = run_gloo_on_hosts(cfg, net, hosts, run_dir, procs)
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
        net.stop()
    limit, ring = link_limits(n, cfg.bw, cfg.elems)
    result = EmuResult(n, seconds, exact, gloo, limit, ring, counters)
    print(summary(cfg, result), file=out, flush=True)
    return result


def summary(cfg: EmuConfig, result: EmuResult) -> str:
    """One line: the rates against their link limits, exactness, the ratio to Gloo."""
    n, seconds, limit, ring, gloo = (
        result.workers,
        result.p4reduce_seconds,
        result.p4reduce_limit,
        result.ring_limit,
        result.gloo_seconds,
    )
    exact = result.exact
    ate = cfg.size / seconds
    line = (
        f"{n} workers, {cfg.bw:g} Mbit/s, {cfg.switch}: p4reduce {ate / 1e6:.2f} M elem/s "
        f"({ate / limit:.0%} of the in-network limit {limit / 1e6:.2f} M), "
        f"{'exact' if exact else 'MISMATCH'}"
    )
    if gloo:
        g = cfg.size / gloo
        line += (
            f"; Gloo ring {g / 1e6:.2f} M elem/s ({g / ring:.0%} of its limit {ring / 1e6:.2f} M)"
        )
        line += f"; p4reduce/Gloo = {gloo / seconds:.2f}x"
    return line


def pipeline_for(cfg: EmuConfig, run_dir: Path) -> tuple[Any, bytes]:
    """The P4Info and device config to push: the committed P4Info for the software
    switch, a fresh BMv2 build (in ``run_dir``) for BMv2."""
    if cfg.switch == "soft":
        return P4Schema.from_file(COMMITTED_P4INFO).p4info, b""
    build = run_dir / "build"
    subprocess.run(
        ["make", "-s", "-C", str(ROOT / "p4src"), f"BUILD={build.resolve()}", f"K={cfg.elems}"],
        check=True,
        capture_output=True,
    )
    p4info = P4Schema.from_file(build / "p4reduce.p4info.txtpb").p4info
    return p4info, (build / "p4reduce.json").read_bytes()


def _wait(procs: list[subprocess.Popen[bytes]], timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    for p in procs:
        try:
            p.wait(max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            raise EmuError(f"{what}: a host did not finish in {timeout:.0f} s") from None
        if p.returncode != 0:
            err = p.stderr.read().decode(errors="replace")[-2000:] if p.stderr else ""
            raise EmuError(f"{what}: a host failed ({p.returncode}):\n{err}")


def _spawn(net: Any, host: str, module: str, spec: Path) -> subprocess.Popen[bytes]:
    proc: subprocess.Popen[bytes] = net.get(host).popen(
        [sys.executable, "-m", module, str(spec.resolve())], cwd=str(ROOT), stderr=subprocess.PIPE
    )
    return proc


@dataclass(frozen=True)
class ServedJob:
    """A job the controller service installed for the emulation."""

    configs: list[JobConfig]  #: each rank's, in rank order (its switch, rank there, session)
    parts: list[Any]  #: the service's ``JobPart`` messages: the one switch, or spine and leaves


@contextmanager
def job_service(
    client: P4RuntimeClient | Mapping[str, P4RuntimeClient],
    fabric: FabricConfig,
    hosts: list[Any],
    slots: int,
) -> Iterator[ServedJob]:
    """The controller service installs the job (on one switch, or with one client per
    switch of a ``[[switches]]`` fabric, in two levels): the workers' joins (their
    addresses in the emulated hosts) go from here, where the service runs."""
    from controller.service import JobsService, ServiceServer
    from hostlib.service import ServiceMembership, ServiceOptions
    from p4reduce.netio import Address

    token = secrets.token_hex(16)
    server = ServiceServer(JobsService(client, fabric, token), "127.0.0.1:0").start()
    members = [ServiceMembership(ServiceOptions(server.address, token)) for _ in hosts]
    try:
        with ThreadPoolExecutor(len(hosts)) as pool:  # each Join waits for all ranks
            joins = [
                pool.submit(m.join, "emu", len(hosts), r, Address(h.ip, WORKER_PORT), slots)
                for r, (m, h) in enumerate(zip(members, hosts, strict=True))
            ]
            try:
                joined = [f.result() for f in joins]
            except HostlibError as exc:
                raise EmuError(f"the controller service did not install the job: {exc}") from None
        (info,) = server.service.list_jobs().jobs
        yield ServedJob(joined, list(info.parts))
    finally:
        for m in members:
            m.close()
        server.stop()


def worker_spec(
    cfg: EmuConfig,
    *,
    switch_ip: str,
    ip: str,
    job_id: int,
    session: int,
    slots: int,
    rank: int,
    world: int,
    data_rank: int,
) -> WorkerSpec:
    """One emulated worker: its switch, its job there, its rank there, the job's world
    size and which rank's data it holds (the same as ``rank`` on one switch)."""
    return WorkerSpec(
        switch_ip=switch_ip,
        switch_port=UDP_PORT,
        ip=ip,
        udp_port=WORKER_PORT,
        job_id=job_id,
        session=session,
        rank=rank,
        workers=world,
        slots=slots,
        elems=cfg.elems,
        timeout=cfg.timeout,
        seed=cfg.seed,
        size=cfg.size,
        data_rank=data_rank,
    )


def run_workers_on_hosts(
    cfg: EmuConfig,
    net: Any,
    seats: list[tuple[str, WorkerSpec]],
    run_dir: Path,
    procs: list[subprocess.Popen[bytes]],
) -> tuple[float, bool]:
    """Run every (host, spec) worker; the slowest's seconds, and whether every worker
    got the sum of all ranks' data bit for bit."""
    ranks = sorted(spec.data_rank for _, spec in seats)
    if ranks != list(range(len(seats))):
        raise EmuError(f"the workers' data ranks are not 0..{len(seats) - 1}: {ranks}")
    mine = []
    for r, (host, spec) in enumerate(seats):
        path = spec.write(run_dir / f"worker{r}.json")
        mine.append(_spawn(net, host, "mininet_topos.worker", path))
    procs += mine
    _wait(mine, cfg.timeout * 3, "all-reduce")
    inputs = [demo_data(cfg.seed, 0, r, cfg.size) for r in ranks]
    expected = float_reference(inputs, cfg.elems).floats(cfg.size)
    exact = all(
        np.array_equal(np.load(run_dir / f"worker{r}.npy"), expected) for r in range(len(seats))
    )
    times: list[float] = [
        json.loads((run_dir / f"worker{r}.result.json").read_text())["seconds"]
        for r in range(len(seats))
    ]
    return max(times), exact


def run_gloo_on_hosts(
    cfg: EmuConfig, net: Any, hosts: list[Any], run_dir: Path, procs: list[subprocess.Popen[bytes]]
) -> float | None:
    if len(hosts) < 2:
        return None
    mine = []
    for rank, h in enumerate(hosts):
        spec = run_dir / f"gloo{rank}.json"
        spec.write_text(
            json.dumps(
                {
                    "master": hosts[0].ip,
                    "master_port": 29500,
                    "rank": rank,
                    "workers": len(hosts),
                    "iface": net.get(h.name).defaultIntf().name,
                    "size": cfg.size,
                    "seed": cfg.seed,
                }
            )
        )
        mine.append(_spawn(net, h.name, "mininet_topos.gloo_worker", spec))
    procs += mine
    _wait(mine, cfg.timeout * 3, "gloo")
    times: list[float] = [
        json.loads((run_dir / f"gloo{r}.gloo.json").read_text())["seconds"]
        for r in range(len(hosts))
    ]
    return max(times)


def _plot(cfg: EmuConfig, results: list[EmuResult]) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    two_level = any(r.spine_links for r in results)
    fig, axes = plt.subplots(1, 2 if two_level else 1, figsize=(12 if two_level else 6.5, 4))
    ax = axes[0] if two_level else axes
    n = [r.workers for r in results]
    ax.plot(n, [cfg.size / r.p4reduce_seconds / 1e6 for r in results], "o-", label="p4reduce")
    ax.plot(n, [r.p4reduce_limit / 1e6 for r in results], "--", label="in-network link limit")
    if any(r.gloo_seconds for r in results):
        gloo = [
            cfg.size / r.gloo_seconds / 1e6 if r.gloo_seconds else float("nan") for r in results
        ]
        ax.plot(n, gloo, "s-", label="Gloo ring")
        ax.plot(n, [r.ring_limit / 1e6 for r in results], ":", label="ring link limit")
    ax.set_xlabel("workers" + (" (two levels)" if two_level else ""))
    ax.set_ylabel("aggregated elements / s (millions)")
    ax.set_title(f"{cfg.size:,} float32, {cfg.bw:g} Mbit/s links, {cfg.switch} switch")
    ax.set_xticks(n)
    ax.grid(alpha=0.3)
    ax.legend()
    if two_level:
        _plot_spine(axes[1], cfg, results)
    fig.tight_layout()
    fig.savefig(cfg.out / "ate.png", dpi=120)
    plt.close(fig)


def _plot_spine(ax: Any, cfg: EmuConfig, results: list[EmuResult]) -> None:
    """Bytes per spine link and direction (measured on the leaves' uplink interfaces:
    tx up, rx down; the mean over the links), in tensors, p4reduce against Gloo's ring."""
    tensor = 4 * cfg.size
    bars = [
        (kind, key, f"{name} {way}")
        for kind, name in (("p4reduce", "p4reduce"), ("gloo", "Gloo ring"))
        for key, way in (("tx_bytes", "up"), ("rx_bytes", "down"))
        if any(kind in r.spine_links for r in results)
    ]
    width = 0.8 / len(bars)
    for j, (kind, key, label) in enumerate(bars):
        values = []
        for r in results:
            links = r.spine_links.get(kind, {})
            values.append(sum(c[key] for c in links.values()) / max(len(links), 1) / tensor)
        x = [i + (j - (len(bars) - 1) / 2) * width for i in range(len(results))]
        ax.bar(x, values, width, label=label, color=f"C{j // 2}", alpha=1.0 if j % 2 == 0 else 0.55)
    ax.set_xticks(range(len(results)), [str(r.workers) for r in results])
    ax.set_xlabel("workers (two levels)")
    ax.set_ylabel("bytes per spine link and direction / tensor bytes")
    ax.set_title("spine links, measured from interface counters")
    ax.grid(alpha=0.3, axis="y")
    ax.legend()
