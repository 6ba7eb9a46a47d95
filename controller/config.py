"""The fabric and job configuration: a TOML file, validated into frozen dataclasses.

Every error names the file, the key and the problem, e.g.
``rack.toml: jobs[0].workers[2]: unknown host 'h9' (hosts are h1, h2, h3)``.
"""

from __future__ import annotations

import ipaddress
import re
import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any, TypeVar

from p4rproto.p4runtime.devconfig import DEVICE_CONFIG_FORMATS
from p4rproto.wire import (
    DEFAULT_NACK_INTERVAL_US,
    MAX_JOB_ID,
    MAX_SLOTS,
    MAX_WORKERS,
    SUPPORTED_ELEMS_PER_PACKET,
    UDP_PORT,
)

from .errors import ConfigError

_MAC = re.compile(r"^([0-9a-fA-F]{2}:){5}[0-9a-fA-F]{2}$")
TARGETS = ("bmv2", "tofino", "soft")
T = TypeVar("T")


class _Where:
    """Where in which file a value sits, for error messages."""

    def __init__(self, source: str, path: str = "") -> None:
        self.source, self.path = source, path

    def at(self, key: str | int) -> _Where:
        step = f"[{key}]" if isinstance(key, int) else (f".{key}" if self.path else key)
        return _Where(self.source, self.path + step)

    def fail(self, problem: str) -> ConfigError:
        return ConfigError(f"{self.source}: {self.path or '(top)'}: {problem}")


def _table(data: Any, where: _Where, cls: type) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise where.fail(f"expected a table, got {type(data).__name__}")
    known = {f.name for f in fields(cls)}
    unknown = sorted(set(data) - known)
    if unknown:
        raise where.at(unknown[0]).fail(f"unknown key (known: {', '.join(sorted(known))})")
    return data


def _get(data: dict[str, Any], key: str, kind: type, where: _Where, default: Any = ...) -> Any:
    if key not in data:
        if default is ...:
            raise where.at(key).fail("missing")
        return default
    value = data[key]
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise where.at(key).fail(f"expected {kind.__name__}, got {value!r}")
    return value


def _with_defaults(cls: type[T], data: Any, where: _Where) -> T:
    """A config dataclass from a table: each field from its key, typed like its default."""
    d = _table(data, where, cls)
    return cls(
        **{
            f.name: _get(d, f.name, type(getattr(cls, f.name)), where, getattr(cls, f.name))
            for f in fields(cls)  # type: ignore[arg-type]
        }
    )


def _check(ok: bool, where: _Where, problem: str) -> None:
    if not ok:
        raise where.fail(problem)


def _check_host_port(text: str, where: _Where) -> None:
    host, sep, port = text.rpartition(":")
    _check(
        bool(sep and host) and port.isdigit() and 0 < int(port) < 65536,
        where,
        f"expected HOST:PORT with a port 1..65535, got {text!r}",
    )


def _mac(value: str, where: _Where) -> str:
    _check(bool(_MAC.match(value)), where, f"not a MAC address: {value!r}")
    return value.lower()


def _ip(value: str, where: _Where) -> str:
    try:
        return str(ipaddress.IPv4Address(value))
    except ValueError:
        raise where.fail(f"not an IPv4 address: {value!r}") from None


@dataclass(frozen=True)
class SwitchSpec:
    """One switch and how to reach it."""

    name: str = "s1"  #: a name for messages
    grpc: str = "127.0.0.1:9559"  #: its P4Runtime server, HOST:PORT
    device_id: int = 0
    election_id: int = 1  #: this controller's election id (higher wins primary)
    target: str = "bmv2"  #: bmv2 | tofino | soft: what the pipeline config is
    mac: str = "02:00:00:00:00:fe"  #: the switch's MAC: workers send to it
    ip: str = "10.0.0.254"  #: the switch's IPv4 address: workers send to it
    cpu_port: int = 510  #: the port of packet-in/out (BMv2 --cpu-port)
    slots: int = 1024  #: slots in the program (P4R_SLOTS)
    elems_per_packet: int = 64  #: the program's K (P4R_ELEMS)
    flood_group: int = 1  #: multicast group for broadcast and unknown MACs
    #: minimum microseconds between two NACKs to one worker (0: answer every refusal)
    nack_interval_us: int = DEFAULT_NACK_INTERVAL_US
    #: the aggregation endpoint workers send to, HOST:PORT ("" = ip:48879); the software
    #: switch's UDP front end listens where `p4reduce switch --listen` says
    data_address: str = ""
    p4info: str = ""  #: P4Info file, relative to the config file ("" = the committed one)
    device_config: str = ""  #: BMv2 JSON / bf-p4c output folder, relative to the config file
    device_config_format: str = "stratum"  #: Tofino: stratum (BfPipelineConfig) | pi (bf_switchd)
    #: two levels ([[switches]]): the name of this switch's spine ("" = none: a spine or
    #: a single switch), this switch's port towards it and the spine's port towards this
    #: switch (the P4 targets' worker table and forwarding need both; 0 on "soft")
    uplink: str = ""
    uplink_port: int = 0
    spine_port: int = 0

    @classmethod
    def parse(cls, data: Any, where: _Where) -> SwitchSpec:
        spec = _with_defaults(cls, data, where)
        _check(spec.target in TARGETS, where.at("target"), f"must be one of {', '.join(TARGETS)}")
        spec = replace(spec, mac=_mac(spec.mac, where.at("mac")), ip=_ip(spec.ip, where.at("ip")))
        _check(0 < spec.cpu_port < 511, where.at("cpu_port"), "must be 1..510 (9-bit, not 511)")
        _check(0 < spec.slots <= 1 << 16, where.at("slots"), "must be 1..65536")
        _check(
            spec.elems_per_packet in SUPPORTED_ELEMS_PER_PACKET or spec.target == "soft",
            where.at("elems_per_packet"),
            f"P4 targets support {SUPPORTED_ELEMS_PER_PACKET}",
        )
        _check_host_port(spec.grpc, where.at("grpc"))
        if spec.data_address:
            _check_host_port(spec.data_address, where.at("data_address"))
        _check(
            0 <= spec.nack_interval_us < 1 << 32,
            where.at("nack_interval_us"),
            "must be 0..4294967295 microseconds",
        )
        _check(0 < spec.flood_group < 1 << 16, where.at("flood_group"), "must be 1..65535")
        for name in ("uplink_port", "spine_port"):
            _check(0 <= getattr(spec, name) < 511, where.at(name), "must be a switch port 0..510")
        _check(
            spec.device_config_format in DEVICE_CONFIG_FORMATS,
            where.at("device_config_format"),
            f"must be {' or '.join(repr(f) for f in DEVICE_CONFIG_FORMATS)}, "
            f"got {spec.device_config_format!r}",
        )
        return spec


@dataclass(frozen=True)
class HostSpec:
    """A host attached to the switch."""

    name: str
    mac: str
    ip: str
    port: int  #: the switch port it is attached to
    switch: str = ""  #: the switch it is attached to, by name ([[switches]]; "" = the one)

    @classmethod
    def parse(cls, data: Any, where: _Where) -> HostSpec:
        d = _table(data, where, cls)
        port = _get(d, "port", int, where)
        _check(0 <= port < 511, where.at("port"), "must be a switch port 0..510")
        return cls(
            _get(d, "name", str, where),
            _mac(_get(d, "mac", str, where), where.at("mac")),
            _ip(_get(d, "ip", str, where), where.at("ip")),
            port,
            _get(d, "switch", str, where, ""),
        )


@dataclass(frozen=True)
class WorkerSpec:
    """A worker: a host and the UDP port its aggregation socket is bound to."""

    host: str
    udp_port: int

    def __str__(self) -> str:
        return f"{self.host}:{self.udp_port}"


@dataclass(frozen=True)
class JobSpec:
    """A job: id, workers in rank order, and how many slots it gets."""

    id: int
    workers: tuple[WorkerSpec, ...]
    slots: int = 128

    @classmethod
    def parse(cls, data: Any, where: _Where | str, fabric: FabricConfig | None = None) -> JobSpec:
        """Validate one job; with ``fabric``, also against its hosts and switch."""
        if isinstance(where, str):
            where = _Where(where)
        if fabric is not None:
            job = cls.parse(data, where)
            replace(fabric, jobs=(job,))._validate(_Where(where.source), {0: where})
            return job
        d = _table(data, where, cls)
        job_id = _get(d, "id", int, where)
        _check(0 <= job_id <= MAX_JOB_ID, where.at("id"), f"must be 0..{MAX_JOB_ID}")
        raw = _get(d, "workers", list, where)
        _check(
            1 <= len(raw) <= MAX_WORKERS, where.at("workers"), f"a job has 1..{MAX_WORKERS} workers"
        )
        workers = []
        for i, text in enumerate(raw):
            w = where.at("workers").at(i)
            _check(
                isinstance(text, str) and text.count(":") == 1,
                w,
                f"expected HOST:UDP_PORT, got {text!r}",
            )
            host, port = text.split(":")
            _check(port.isdigit() and 0 < int(port) < 65536, w, f"bad UDP port in {text!r}")
            _check(bool(host), w, f"no host in {text!r}")
            workers.append(WorkerSpec(host, int(port)))
        _check(len(set(workers)) == len(workers), where.at("workers"), "lists a worker twice")
        slots = _get(d, "slots", int, where, 128)
        _check(1 <= slots <= 1 << 16, where.at("slots"), "must be 1..65536")
        return cls(job_id, tuple(workers), slots)


@dataclass(frozen=True)
class DropSpec:
    """The drop simulator: probabilities in [0, 1) per direction."""

    ingress: float = 0.0
    egress: float = 0.0

    @classmethod
    def parse(cls, data: Any, where: _Where) -> DropSpec:
        d = _table(data, where, cls)
        spec = cls(_get(d, "ingress", float, where, 0.0), _get(d, "egress", float, where, 0.0))
        for name in ("ingress", "egress"):
            _check(0.0 <= getattr(spec, name) < 1.0, where.at(name), "must be in [0, 1)")
        return spec


@dataclass(frozen=True)
class ServiceSpec:
    """The controller service (`p4reduce controller`): leases, joins and slot pools."""

    lease_seconds: float = 15.0  #: a member silent this long expires its job
    join_timeout: float = 120.0  #: a job whose ranks do not all join in time is dropped
    first_job_id: int = 1000  #: job ids the service hands out: first_job_id..MAX_JOB_ID
    max_job_slots: int = 4096  #: the most slots one job gets
    #: the bandwidth-delay rule that sizes a job's slot pool when it does not ask:
    #: the workers' link rate and the round-trip time through the switch
    link_gbps: float = 100.0
    rtt_us: float = 20.0
    #: joins that may wait for their job's other ranks at once; more are refused
    #: (RESOURCE_EXHAUSTED) so that heartbeats and running jobs are always served
    max_pending_joins: int = 256
    #: how often the service checks that each switch still holds its pipeline and jobs
    #: (a restarted switch gets both again, the jobs with new sessions)
    switch_poll_seconds: float = 2.0

    @classmethod
    def parse(cls, data: Any, where: _Where) -> ServiceSpec:
        spec = _with_defaults(cls, data, where)
        _check(spec.lease_seconds > 0, where.at("lease_seconds"), "must be positive")
        _check(spec.join_timeout > 0, where.at("join_timeout"), "must be positive")
        _check(
            0 <= spec.first_job_id <= MAX_JOB_ID,
            where.at("first_job_id"),
            f"must be 0..{MAX_JOB_ID}",
        )
        _check(
            1 <= spec.max_job_slots <= MAX_SLOTS,
            where.at("max_job_slots"),
            f"must be 1..{MAX_SLOTS}",
        )
        _check(spec.link_gbps > 0, where.at("link_gbps"), "must be positive")
        _check(spec.rtt_us > 0, where.at("rtt_us"), "must be positive")
        _check(
            1 <= spec.max_pending_joins <= 4096,
            where.at("max_pending_joins"),
            "must be 1..4096",
        )
        _check(spec.switch_poll_seconds > 0, where.at("switch_poll_seconds"), "must be positive")
        return spec


@dataclass(frozen=True)
class UplinkSpec:
    """A leaf job's spine (the uplinks table): where its partials go and as whom."""

    spine: str  #: the spine switch's name
    job_id: int  #: the spine job
    rank: int  #: the leaf's rank in the spine job
    world_size: int  #: ranks of the whole job
    ip: str  #: the spine's aggregation address
    udp_port: int
    mac: str  #: the spine's MAC (P4 targets)
    port: int  #: the leaf's port towards the spine (P4 targets)


@dataclass(frozen=True)
class JobPart:
    """One switch's part of a job: the whole job on one switch, or a leaf or spine part
    of a two-level job (docs/protocol.md, "Two levels")."""

    switch: str
    job: JobSpec  #: the part's job on that switch: its workers are local (or the leaves)
    uplink: UplinkSpec | None = None  #: a leaf part: its spine


@dataclass(frozen=True)
class FabricConfig:
    """A switch, its hosts and the jobs to run on it; or, with ``switches``, several
    switches (leaves under a spine) and jobs that span them."""

    switch: SwitchSpec = field(default_factory=SwitchSpec)
    hosts: tuple[HostSpec, ...] = ()
    jobs: tuple[JobSpec, ...] = ()
    drop: DropSpec = field(default_factory=DropSpec)
    service: ServiceSpec = field(default_factory=ServiceSpec)
    base_dir: Path = Path(".")  #: where relative paths in the file start
    #: [[switches]]: every switch of a multi-switch fabric (``switch`` is the first)
    switches: tuple[SwitchSpec, ...] = ()

    @classmethod
    def from_toml(cls, path: str | Path) -> FabricConfig:
        path = Path(path)
        try:
            data = tomllib.loads(path.read_text())
        except OSError as exc:
            raise ConfigError(f"{path}: cannot read: {exc.strerror}") from None
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"{path}: not valid TOML: {exc}") from None
        return cls.from_dict(data, str(path), path.parent)

    @classmethod
    def from_dict(
        cls, data: dict[str, Any], source: str = "<config>", base_dir: Path = Path(".")
    ) -> FabricConfig:
        top = _Where(source)
        known = {"switch", "switches", "hosts", "jobs", "drop", "service"}
        unknown = sorted(set(data) - known)
        if unknown:
            raise top.at(unknown[0]).fail(f"unknown key (known: {', '.join(sorted(known))})")
        switches = tuple(
            SwitchSpec.parse(s, top.at("switches").at(i))
            for i, s in enumerate(_list(data, "switches", top))
        )
        if switches and "switch" in data:
            raise top.at("switch").fail("give [switch] or [[switches]], not both")
        switch = (
            switches[0] if switches else SwitchSpec.parse(data.get("switch", {}), top.at("switch"))
        )
        hosts = tuple(
            HostSpec.parse(h, top.at("hosts").at(i))
            for i, h in enumerate(_list(data, "hosts", top))
        )
        jobs = tuple(
            JobSpec.parse(j, top.at("jobs").at(i)) for i, j in enumerate(_list(data, "jobs", top))
        )
        drop = DropSpec.parse(data.get("drop", {}), top.at("drop"))
        service = ServiceSpec.parse(data.get("service", {}), top.at("service"))
        cfg = cls(switch, hosts, jobs, drop, service, base_dir, switches)
        if switches:
            validate_fabric(cfg, top)
        else:
            cfg._validate(top)
        return cfg

    def _validate(self, top: _Where, job_where: dict[int, _Where] | None = None) -> None:
        names = [h.name for h in self.hosts]
        for kind, values in (
            ("name", names),
            ("ip", [h.ip for h in self.hosts]),
            ("mac", [h.mac for h in self.hosts]),
            ("port", [h.port for h in self.hosts]),
        ):
            seen: set[object] = set()
            for i, v in enumerate(values):
                _check(v not in seen, top.at("hosts").at(i).at(kind), f"{v!r} is used twice")
                seen.add(v)
        for i, h in enumerate(self.hosts):
            _check(
                h.port != self.switch.cpu_port, top.at("hosts").at(i).at("port"), "is the CPU port"
            )
        ids: set[int] = set()
        used: set[WorkerSpec] = set()
        total = 0
        for i, job in enumerate(self.jobs):
            w = (job_where or {}).get(i) or top.at("jobs").at(i)
            _check(job.id not in ids, w.at("id"), f"job {job.id} is defined twice")
            ids.add(job.id)
            for r, worker in enumerate(job.workers):
                try:
                    self.resolve_host(worker.host)
                except ConfigError as exc:
                    raise w.at("workers").at(r).fail(str(exc)) from None
                _check(worker not in used, w.at("workers").at(r), f"{worker} is in another job")
                used.add(worker)
            total += job.slots
        _check(
            total <= self.switch.slots,
            top.at("jobs"),
            f"the jobs need {total} slots, the switch has {self.switch.slots}",
        )

    def host(self, name: str) -> HostSpec:
        for h in self.hosts:
            if h.name == name:
                return h
        raise ConfigError(f"unknown host {name!r}")

    def resolve_host(self, name_or_ip: str) -> HostSpec:
        """A host by name, or by IPv4 address.  On the software switch (which matches
        workers on their address alone) any address will do; a P4 switch also needs
        the host's MAC and switch port, so its workers must be listed in [[hosts]]."""
        for h in self.hosts:
            if name_or_ip in (h.name, h.ip):
                return h
        names = ", ".join(h.name for h in self.hosts) or "none"
        try:
            ip = str(ipaddress.IPv4Address(name_or_ip))
        except ValueError:
            raise ConfigError(f"unknown host {name_or_ip!r} (hosts are {names})") from None
        if self.switch.target != "soft":
            raise ConfigError(
                f"{ip} is not a host of the fabric: a {self.switch.target} switch needs its "
                "MAC and switch port ([[hosts]])"
            )
        return HostSpec(ip, "00:00:00:00:00:00", ip, 0)

    @property
    def data_address(self) -> tuple[str, int]:
        """The switch's aggregation endpoint (IPv4, UDP port)."""
        if not self.switch.data_address:
            return self.switch.ip, UDP_PORT
        host, _, port = self.switch.data_address.rpartition(":")
        return str(ipaddress.IPv4Address(host)), int(port)

    def path(self, relative: str) -> Path:
        return (self.base_dir / relative).resolve()


def _list(data: dict[str, Any], key: str, top: _Where) -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise top.at(key).fail(
            f"expected an array of tables ([[{key}]]), got {type(value).__name__}"
        )
    return value


# -- several switches: the plan of a job's parts (controller.fabric installs them) --


def switch_spec(fabric: FabricConfig, name: str) -> SwitchSpec:
    for s in fabric.switches or (fabric.switch,):
        if s.name == name:
            return s
    names = ", ".join(s.name for s in fabric.switches)
    raise ConfigError(f"unknown switch {name!r} (switches are {names})")


def data_address(sw: SwitchSpec) -> tuple[str, int]:
    if not sw.data_address:
        return sw.ip, UDP_PORT
    host, _, port = sw.data_address.rpartition(":")
    return host, int(port)


def host_switch(fabric: FabricConfig, host: str) -> str:
    """The switch a worker's host (name or IPv4 address) is attached to."""
    for h in fabric.hosts:
        if host in (h.name, h.ip):
            return h.switch or fabric.switch.name
    names = ", ".join(h.name for h in fabric.hosts) or "none"
    raise ConfigError(
        f"unknown host {host!r}: a multi-switch fabric lists every host (hosts are {names})"
    )


@dataclass(frozen=True)
class Placement:
    """Where one worker of a job runs: its switch and its rank there."""

    worker: WorkerSpec
    switch: str
    rank: int


def placements(fabric: FabricConfig, job: JobSpec) -> list[Placement]:
    """Each worker of ``job`` (config order) with its switch and its rank on it."""
    seen: dict[str, int] = {}
    out = []
    for w in job.workers:
        sw = host_switch(fabric, w.host)
        out.append(Placement(w, sw, seen.get(sw, 0)))
        seen[sw] = seen.get(sw, 0) + 1
    return out


def plan(fabric: FabricConfig, job: JobSpec) -> list[JobPart]:
    """The parts of ``job``: one, or a spine part first and then the leaf parts."""
    where = placements(fabric, job)
    switches = list(dict.fromkeys(p.switch for p in where))
    if len(switches) == 1:
        return [JobPart(switches[0], job)]
    spines = {switch_spec(fabric, s).uplink or s for s in switches}
    if len(spines) != 1:
        raise ConfigError(
            f"job {job.id}: its workers sit behind switches under different spines "
            f"({', '.join(sorted(spines))}); two levels need one spine"
        )
    spine = switch_spec(fabric, spines.pop())
    leaves = [s for s in switches if s != spine.name]
    for s in leaves:
        if switch_spec(fabric, s).uplink != spine.name:
            raise ConfigError(f"job {job.id}: switch {s} has no uplink to {spine.name}")
    # The spine's workers: the leaves (rank = order of appearance), then direct workers.
    spine_workers = []
    for s in leaves:
        leaf = switch_spec(fabric, s)
        ip, port = data_address(leaf)
        spine_workers.append(WorkerSpec(leaf.name if spine.target != "soft" else ip, port))
    spine_workers += [p.worker for p in where if p.switch == spine.name]
    if len(spine_workers) > MAX_WORKERS:
        raise ConfigError(f"job {job.id}: the spine part has more than {MAX_WORKERS} workers")
    parts = [JobPart(spine.name, JobSpec(job.id, tuple(spine_workers), job.slots))]
    ip, port = data_address(spine)
    for rank, s in enumerate(leaves):
        leaf = switch_spec(fabric, s)
        local = tuple(p.worker for p in where if p.switch == s)
        up = UplinkSpec(
            spine.name, job.id, rank, len(job.workers), ip, port, spine.mac, leaf.uplink_port
        )
        parts.append(JobPart(s, JobSpec(job.id, local, job.slots), up))
    return parts


def switch_view(fabric: FabricConfig, name: str) -> FabricConfig:
    """The single-switch config of switch ``name``: its hosts (a spine also gets its
    leaves as hosts, at the spine's port towards each: always on P4 targets, on the
    software switch when ``spine_port`` says it runs on ports) and its parts of every
    job."""
    sw = switch_spec(fabric, name)
    hosts = [replace(h, switch="") for h in fabric.hosts if (h.switch or name) == name]
    for leaf in fabric.switches:
        if leaf.uplink == name and (sw.target != "soft" or leaf.spine_port):
            hosts.append(HostSpec(leaf.name, leaf.mac, leaf.ip, leaf.spine_port))
    jobs = tuple(p.job for job in fabric.jobs for p in plan(fabric, job) if p.switch == name)
    return replace(fabric, switch=sw, hosts=tuple(hosts), jobs=jobs, switches=())


def l2_routes(fabric: FabricConfig, name: str) -> list[tuple[str, int]]:
    """(MAC, port) of the hosts behind other switches, as switch ``name`` reaches them:
    a leaf through its uplink port, a spine through its port towards their leaf.  Only
    where the config gives those ports (a fabric on loopback UDP has none)."""
    if not fabric.switches:
        return []
    sw = switch_spec(fabric, name)
    out = []
    for h in fabric.hosts:
        where = h.switch or name
        if where == name:
            continue
        if sw.uplink and sw.uplink_port:  # a leaf: everything else is up
            out.append((h.mac, sw.uplink_port))
        else:
            leaf = switch_spec(fabric, where)
            if leaf.uplink == name and leaf.spine_port:  # a spine: down to that leaf
                out.append((h.mac, leaf.spine_port))
    if sw.uplink and sw.uplink_port:  # the spine and the other leaves themselves
        out += [(s.mac, sw.uplink_port) for s in fabric.switches if s.name != name]
    return out


def uplinks(fabric: FabricConfig, name: str) -> dict[int, UplinkSpec]:
    """The uplinks of switch ``name``'s leaf parts, by job id."""
    return {
        p.job.id: p.uplink
        for job in fabric.jobs
        for p in plan(fabric, job)
        if p.switch == name and p.uplink is not None
    }


def validate_fabric(fabric: FabricConfig, top: _Where) -> None:
    """Check a multi-switch config: names, uplinks, hosts' switches, every switch's view."""
    names = [s.name for s in fabric.switches]
    for i, s in enumerate(fabric.switches):
        w = top.at("switches").at(i)
        if names.count(s.name) > 1:
            raise w.at("name").fail(f"{s.name!r} is used twice")
        if s.uplink:
            if s.uplink not in names or s.uplink == s.name:
                raise w.at("uplink").fail(f"no other switch named {s.uplink!r}")
            if switch_spec(fabric, s.uplink).uplink:
                raise w.at("uplink").fail(f"{s.uplink} has an uplink itself: two levels at most")
    for i, h in enumerate(fabric.hosts):
        if h.switch not in names:
            raise (
                top.at("hosts")
                .at(i)
                .at("switch")
                .fail(f"must name one of the switches ({', '.join(names)})")
            )
    for i, job in enumerate(fabric.jobs):
        try:
            plan(fabric, job)
        except ConfigError as exc:
            raise top.at("jobs").at(i).fail(str(exc)) from None
    for i, s in enumerate(fabric.switches):
        switch_view(fabric, s.name)._validate(_Where(top.source, f"switches[{i}] ({s.name})"))
