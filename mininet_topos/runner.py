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
import subprocess
import sys
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import asdict
from functools import partial
from pathlib import Path
from typing import Any, TextIO

from controller.client import P4RuntimeClient, SwitchAddress
from controller.config import FabricConfig
from controller.jobs import JobManager
from controller.stats import read_stats
from mininet_topos.systools import MININET_TOOLS, missing_tools

from .emu import (
    SWITCH_IP,
    SWITCH_MAC,
    EmuConfig,
    EmuError,
    EmuNetwork,
    EmuResult,
    emulated_rtt_us,
    job_service,
    kill_leftovers,
    pipeline_for,
    rack_specs,
    run_gloo_on_hosts,
    run_workers_on_hosts,
    summary,
)

#: Contributions/s BMv2 (simple_switch_grpc) aggregates at K = 256 on a 2-core machine
#: (measured: docs/mininet.md, "Sizes"); it scales about as 1/K.
BMV2_CONTRIBUTIONS_PER_S_K256 = 700


def bmv2_warning(cfg: EmuConfig, workers: int) -> str | None:
    """Why BMv2, not the links, would be measured at these settings, or None."""
    if cfg.switch != "bmv2":
        return None
    limit, _ = cfg.link_limits(workers)
    offered = workers * limit / (cfg.elems * cfg.wire.lanes)  # contributions/s at the limit
    capacity = BMV2_CONTRIBUTIONS_PER_S_K256 * 256 / cfg.elems
    if offered <= 0.8 * capacity:
        return None
    fits = 0.8 * capacity * cfg.elems / workers / limit * cfg.bw
    return (
        f"note: {workers} workers at {cfg.bw:g} Mbit/s offer BMv2 about {offered:,.0f} "
        f"contributions/s; it aggregates about {capacity:,.0f}/s at K = {cfg.elems}, so "
        f"BMv2 will be what is measured, not the links (--bw {fits:.2g} or less fits)"
    )


def check_can_emulate(cfg: EmuConfig, out: TextIO) -> None:
    """Raise unless this machine can emulate (root, Mininet's tools); print what would
    make BMv2, not the links, what is measured."""
    if os.geteuid() != 0:
        raise EmuError("p4reduce emu needs root (Mininet makes namespaces and links)")
    lacking = missing_tools(*MININET_TOOLS)
    if lacking:
        raise EmuError(f"p4reduce emu needs {', '.join(lacking)}")
    for n in cfg.workers:
        warning = bmv2_warning(cfg, n)
        if warning:
            print(warning, file=out, flush=True)


def run_emu(cfg: EmuConfig, out: TextIO | None = None) -> list[EmuResult]:
    out = sys.stdout if out is None else out  # bound per call, not at import
    check_can_emulate(cfg, out)
    cfg.out.mkdir(parents=True, exist_ok=True)
    results = [_run_one(cfg, n, out) for n in cfg.workers]
    config = {name: str(v) if isinstance(v, Path) else v for name, v in asdict(cfg).items()}
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
    from .topos import switch_links

    run_dir = cfg.out / f"run-{n}"
    run_dir.mkdir(parents=True, exist_ok=True)
    topo = _topology(cfg, n)
    if switch_links(topo):
        from .two_level import run_two_level

        return run_two_level(cfg, topo, n, run_dir, out)
    procs: list[subprocess.Popen[bytes]] = []
    gloo = None
    try:
        with rack_network(cfg, topo, run_dir) as network:
            hosts, (client,) = network.hosts, network.clients.values()
            (manager,) = network.managers.values()
            with job_service(client, network.fabric, hosts, cfg.slots) as served:
                job = served.configs[0]
                print(
                    f"{n} workers: job {job.job_id}, {job.slots} slots, session "
                    f"0x{job.session:08x} (from the controller service)",
                    file=out,
                    flush=True,
                )
                specs = rack_specs(cfg, hosts, job)
                seats = [(h.name, spec) for h, spec in zip(hosts, specs, strict=True)]
                seconds, exact = run_workers_on_hosts(cfg, network.net, seats, run_dir, procs)
                counters = read_stats(client, manager.installed()).counters
            if cfg.gloo:
                gloo = run_gloo_on_hosts(cfg, network.net, hosts, run_dir, procs)
    finally:
        kill_leftovers(procs)
    limit, ring = cfg.link_limits(n)
    result = EmuResult(n, seconds, exact, gloo, limit, ring, counters)
    print(summary(cfg, result), file=out, flush=True)
    return result


def emu_network(cfg: EmuConfig, n: int, run_dir: Path) -> AbstractContextManager[EmuNetwork]:
    """The topology of ``cfg`` with ``n`` workers, started and programmed: one switch
    (:func:`rack_network`) or leaves under a spine (``two_level.two_level_network``)."""
    from .topos import switch_links

    topo = _topology(cfg, n)
    if switch_links(topo):
        from .two_level import two_level_network

        return two_level_network(cfg, topo, run_dir)
    return rack_network(cfg, topo, run_dir)


@contextmanager
def rack_network(cfg: EmuConfig, topo: Any, run_dir: Path) -> Iterator[EmuNetwork]:
    """One switch with its hosts: Mininet started, the pipeline pushed and forwarding
    installed (no job yet); stopped when the block ends (``net.stop()``, which ends the
    switch process it started)."""
    from mininet.link import TCLink
    from mininet.net import Mininet

    from .nodes import SWITCHES, P4Host
    from .topos import hosts_of

    switch_cls = SWITCHES[cfg.switch]

    def make_switch(name: str, **kw: Any) -> Any:
        if cfg.switch == "soft":  # BMv2 gets K from its build (pipeline_for)
            kw.setdefault("elems", cfg.elems)
            kw.setdefault("delay", cfg.delay)
            kw.setdefault("io", cfg.io)
        return switch_cls(name, run_dir=str(run_dir), mtu=cfg.mtu, **kw)

    net = Mininet(
        topo=topo,
        host=partial(P4Host, mtu=cfg.mtu),
        link=TCLink,
        controller=None,
        autoSetMacs=False,
        switch=make_switch,
    )
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
                "service": {"link_gbps": cfg.bw / 1000, "rtt_us": emulated_rtt_us(cfg)},
            }
        )
        switch = net.get("s1")
        with P4RuntimeClient(SwitchAddress(switch.grpc_address), timeout=20) as client:
            client.connect()
            p4info, device_config = pipeline_for(cfg, run_dir)
            client.set_pipeline(p4info, device_config)
            manager = JobManager(client, fabric)
            manager.install_fabric()
            yield EmuNetwork(net, hosts, {"s1": client}, {"s1": manager}, fabric)
    finally:
        net.stop()


def _plot(cfg: EmuConfig, results: list[EmuResult]) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    two_level = any(r.spine_links for r in results)
    fig, axes = plt.subplots(1, 2 if two_level else 1, figsize=(12 if two_level else 6.5, 4))
    ax = axes[0] if two_level else axes
    draw_rates(ax, cfg.size, results)
    ax.set_xlabel("workers" + (" (two levels)" if two_level else ""))
    ax.set_ylabel("aggregated elements / s (millions)")
    ax.set_title(f"{cfg.size:,} float32, {cfg.bw:g} Mbit/s links, {cfg.switch} switch")
    ax.legend()
    if two_level:
        _plot_spine(axes[1], cfg, results)
    fig.tight_layout()
    fig.savefig(cfg.out / "ate.png", dpi=120)
    plt.close(fig)


def draw_rates(ax: Any, size: int, results: list[EmuResult]) -> None:
    """Elements/s against workers on ``ax``: p4reduce and the Gloo ring (where it ran),
    each with its link limit."""
    n = [r.workers for r in results]
    ax.plot(
        n, [size / r.p4reduce_seconds / 1e6 for r in results], "o-", color="C0", label="p4reduce"
    )
    ax.plot(
        n,
        [r.p4reduce_limit / 1e6 for r in results],
        "--",
        color="C0",
        label="in-network link limit",
    )
    if any(r.gloo_seconds for r in results):
        gloo = [size / r.gloo_seconds / 1e6 if r.gloo_seconds else float("nan") for r in results]
        ax.plot(n, gloo, "s-", color="C1", label="Gloo ring")
        ax.plot(n, [r.ring_limit / 1e6 for r in results], ":", color="C1", label="ring link limit")
    ax.set_xticks(n)
    ax.grid(alpha=0.3)


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
