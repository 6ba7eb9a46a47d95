"""What one emulation run is and the steps both topologies take: its config and
result, the link limits, the pipeline to push, the controller service that installs the
job, and the workers and Gloo ring run on the emulated hosts (``mininet_topos.runner``
runs one switch, ``mininet_topos.two_level`` leaves under a spine)."""

from __future__ import annotations

import json
import secrets
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from controller.client import P4RuntimeClient
from controller.config import FabricConfig
from hostlib import packing
from hostlib.config import JobConfig
from hostlib.datagen import demo_data
from hostlib.errors import HostlibError
from hostlib.reference import float_reference
from mininet_topos.worker import WorkerSpec
from p4rproto.agreement import Wire
from p4rproto.frames import DEFAULT_MTU, check_mtu, ipv4_packet_len, largest_elems
from p4rproto.p4runtime.p4info import P4Schema
from p4rproto.wire import SUPPORTED_ELEMS_PER_PACKET, UDP_PORT
from softswitch.native import xsk_max_frame
from softswitch.ports import MAX_DELAY_US, PORT_IO

ROOT = Path(__file__).resolve().parents[1]

COMMITTED_P4INFO = ROOT / "p4src" / "p4info" / "p4reduce.v1model.p4info.txtpb"

WORKER_PORT = 48000

ETH_HEADER = 14

#: A TCP segment's IPv4 and TCP headers, with the timestamp option Linux sends: a full
#: segment carries the MTU less these (1448 bytes at MTU 1500).
TCP_IP_HEADERS = 20 + 32

SWITCH_IP = "10.0.0.254"

SWITCH_MAC = "02:00:00:00:00:fe"

#: The round-trip time the slot rule assumes for emulated links through a software switch.
EMULATED_RTT_US = 2000.0


def emulated_rtt_us(cfg: EmuConfig) -> float:
    """The slot rule's round trip to one switch: the software switch's, and the delay of
    the link there and back."""
    return EMULATED_RTT_US + 2 * cfg.delay


#: Other names ``--topo`` accepts.
TOPO_ALIASES = {"two-racks": "two-rack"}

#: The K each switch of the emulation takes: the software switch any power of two whose
#: packets fit the links (2048 at MTU 9000), BMv2 the sizes its program compiles for.
ELEMS_CHOICES = {
    "soft": (32, 64, 128, 256, 512, 1024, 2048),
    "bmv2": SUPPORTED_ELEMS_PER_PACKET,
}


def default_elems(switch: str, mtu: int) -> int:
    """K when ``--elems`` is not given: the largest of the switch's choices whose packets
    fit the MTU (the software switch: 256 at 1500, 2048 at 9000; BMv2 keeps 256, the
    largest it compiles for, from an MTU of 1076 up)."""
    return largest_elems(mtu, ELEMS_CHOICES[switch])


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
    #: K; 0: the largest that fits the MTU (``default_elems``): 256 at MTU 1500, and at
    #: 9000 2048 on the software switch (an eighth of 256's packet rate)
    elems: int = 0
    #: every link's and port's MTU: hosts (p4reduce and the Gloo ring alike) and switches
    mtu: int = DEFAULT_MTU
    slots: int = 0  #: the job's slot pool; 0: the bandwidth-delay rule of the service
    #: every link's one-way delay, microseconds: the software switch holds the frames
    #: (``SoftSwitchNode.port_delays``), as this kernel has no netem
    delay: float = 0.0
    timeout: float = 60.0  #: seconds without progress before a worker gives up
    gloo: bool = True  #: also run the Gloo ring on the same hosts
    seed: int = 3
    out: Path = Path("emu-results")  #: JSON and plot go here
    #: what p4reduce's float words carry: int32, or int16 / int8 lanes (hostlib.packing)
    wire: Wire = Wire.INT32
    #: the data path's I/O, the software switch's ports and the workers' jobs alike:
    #: packet and UDP sockets, or AF_XDP (softswitch/ports.py, hostlib/xdp.py)
    io: str = "socket"

    def __post_init__(self) -> None:
        object.__setattr__(self, "topo", TOPO_ALIASES.get(self.topo, self.topo))
        if self.switch not in ("soft", "bmv2"):
            raise ValueError(f"emu switch: soft or bmv2, got {self.switch!r}")
        if not self.workers or min(self.workers) < 1:
            raise ValueError("emu workers: at least one worker")
        if not 0.0 <= self.loss < 1.0:
            raise ValueError(f"emu loss: must be in [0, 1), got {self.loss}")
        check_mtu(self.mtu, "emu mtu")
        if not 0.0 <= self.delay <= MAX_DELAY_US:
            raise ValueError(f"emu delay: 0..{MAX_DELAY_US:g} us, got {self.delay:g}")
        if self.delay and self.switch != "soft":
            raise ValueError(
                "emu delay: the software switch holds the links' delay (this kernel has no "
                "netem, and BMv2 cannot): use --switch soft"
            )
        if self.io not in PORT_IO:
            raise ValueError(f"emu io: one of {', '.join(PORT_IO)}, got {self.io!r}")
        if self.io == "xdp" and self.switch != "soft":
            raise ValueError("emu io: xdp is the software switch's port I/O: use --switch soft")
        if self.io == "xdp" and ETH_HEADER + self.mtu > xsk_max_frame():
            raise ValueError(
                f"emu io: an AF_XDP port carries frames of up to {xsk_max_frame()} bytes; "
                f"MTU {self.mtu} needs {ETH_HEADER + self.mtu}"
            )
        if not isinstance(self.wire, Wire):
            raise ValueError(f"emu wire: a Wire (int32, int16, int8), got {self.wire!r}")
        if self.wire != Wire.INT32:
            packing.check_workers(self.wire, max(self.workers))
        if self.elems == 0:
            object.__setattr__(self, "elems", default_elems(self.switch, self.mtu))
        choices = ELEMS_CHOICES[self.switch]
        if self.elems not in choices:
            raise ValueError(
                f"emu elems: the {self.switch} switch takes K in {choices}, got {self.elems}"
            )
        if ipv4_packet_len(self.elems) > self.mtu:
            raise ValueError(
                f"emu elems: K={self.elems} makes {ipv4_packet_len(self.elems)}-byte IPv4 "
                f"packets, over the MTU of {self.mtu} (K={default_elems(self.switch, self.mtu)} "
                "fits; or raise --mtu)"
            )

    def link_limits(self, workers: int, ring_bytes: int = 4) -> tuple[float, float]:
        """:func:`link_limits` of ``workers`` on these links and wire."""
        return link_limits(
            workers,
            self.bw,
            self.elems,
            self.mtu,
            lanes=self.wire.lanes,
            ring_bytes=ring_bytes,
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


@dataclass
class EmuNetwork:
    """A started, programmed topology (forwarding installed, no job yet): what the
    all-reduce and the training runs share."""

    net: Any  #: the Mininet network
    #: the workers' hosts in rank order: rack by rack, so that Gloo's ring crosses each
    #: switch-to-switch link the least it can
    hosts: list[Any]
    clients: dict[str, P4RuntimeClient]  #: each switch's P4Runtime client, by name
    managers: dict[str, Any]  #: each switch's ``JobManager`` (its view of the fabric)
    fabric: FabricConfig
    spine_intfs: list[str] = field(default_factory=list)  #: two levels: the leaves' uplinks

    @property
    def service_clients(self) -> P4RuntimeClient | dict[str, P4RuntimeClient]:
        """What the controller service drives: the one switch's client, or one per switch
        of a ``[[switches]]`` fabric."""
        if len(self.clients) == 1 and not self.spine_intfs:
            return next(iter(self.clients.values()))
        return self.clients


def link_limits(
    workers: int,
    bw_mbit: float,
    elems: int,
    mtu: int = DEFAULT_MTU,
    *,
    lanes: int = 1,
    ring_bytes: int = 4,
) -> tuple[float, float]:
    """Elements/s the links allow: in-network (each worker sends and receives the
    tensor once, in packets of K words of ``lanes`` values each, each packet with its
    Ethernet, IPv4, UDP and protocol headers), and a ring (2(N-1)/N of the tensor,
    ``ring_bytes`` an element: 2 for float16, in TCP segments as large as the MTU
    allows).  Both count the bytes that htb's rate limit counts: whole Ethernet frames."""
    bits = bw_mbit * 1e6
    in_network = bits / (8 * (ETH_HEADER + ipv4_packet_len(elems)) / (elems * lanes))
    if workers == 1:
        return in_network, float("inf")
    segment = (ETH_HEADER + mtu) / (mtu - TCP_IP_HEADERS)
    ring = bits / (8 * ring_bytes * 2 * (workers - 1) / workers * segment)
    return in_network, ring


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
        f"{n} workers, {cfg.bw:g} Mbit/s, MTU {cfg.mtu}, {cfg.switch} ({cfg.io}) K={cfg.elems}: "
        f"p4reduce {ate / 1e6:.2f} M elem/s "
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
        except subprocess.TimeoutExpired:  # from None: the message says the same
            raise EmuError(f"{what}: a host did not finish in {timeout:.0f} s") from None
        if p.returncode != 0:
            err = p.stderr.read().decode(errors="replace")[-2000:] if p.stderr else ""
            raise EmuError(f"{what}: a host failed ({p.returncode}):\n{err}")


def spawn(
    net: Any, host: str, module: str, spec: Path, env: dict[str, str] | None = None
) -> subprocess.Popen[bytes]:
    """``python -m module SPEC`` in ``host``'s namespace (its stderr kept for errors)."""
    proc: subprocess.Popen[bytes] = net.get(host).popen(
        [sys.executable, "-m", module, str(spec.resolve())],
        cwd=str(ROOT),
        env=env,
        stderr=subprocess.PIPE,
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
    from hostlib.service import ServiceMembership, ServiceOptions
    from jobservice.server import JobsService, ServiceServer
    from p4rproto.netio import Address

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
                raise EmuError(f"the controller service did not install the job: {exc}") from exc
        (info,) = server.service.list_jobs().jobs
        yield ServedJob(joined, list(info.parts))
    finally:
        for m in members:
            m.close()
        # The job leaves the switch on the service's remover thread: let it, before the
        # network (and the switch's P4Runtime channel) goes.
        server.service.wait_removals(10.0)
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
        wire=cfg.wire.name.lower(),
        io=cfg.io,
    )


def rack_specs(cfg: EmuConfig, hosts: list[Any], job: JobConfig) -> list[WorkerSpec]:
    """Each host's worker of a job on one switch (rank = data rank = the host's index)."""
    return [
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
        )
        for rank, h in enumerate(hosts)
    ]


def kill_leftovers(procs: list[subprocess.Popen[Any]]) -> None:
    """End the hosts' processes a run left behind (it failed, or timed out)."""
    for p in procs:
        if p.poll() is None:
            p.kill()
            p.wait()


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
        mine.append(spawn(net, host, "mininet_topos.worker", path))
    procs += mine
    _wait(mine, cfg.timeout * 3, "all-reduce")
    inputs = [demo_data(cfg.seed, 0, r, cfg.size) for r in ranks]
    # (the data's call is each job's second: the first is the start barrier)
    expected = float_reference(inputs, cfg.elems, cfg.wire, call=1).floats(cfg.size)
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
        mine.append(spawn(net, h.name, "mininet_topos.gloo_worker", spec))
    procs += mine
    _wait(mine, cfg.timeout * 3, "gloo")
    times: list[float] = [
        json.loads((run_dir / f"gloo{r}.gloo.json").read_text())["seconds"]
        for r in range(len(hosts))
    ]
    return max(times)
