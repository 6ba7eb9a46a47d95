"""The fabric and job configuration: a TOML file, validated into frozen dataclasses
(its parts: ``controller.specs``), and the plan of a job over a fabric of leaves and a
spine (which switch holds which part).

Every error names the file, the key and the problem, e.g.
``rack.toml: jobs[0].workers[2]: unknown host 'h9' (hosts are h1, h2, h3)``.
"""

from __future__ import annotations

import ipaddress
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from p4rproto.wire import MAX_WORKERS, UDP_PORT

from .errors import ConfigError
from .specs import (
    DropSpec,
    HostSpec,
    JobSpec,
    ServiceSpec,
    SwitchSpec,
    Where,
    WorkerSpec,
    check,
)


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
            raise ConfigError(f"{path}: cannot read: {exc.strerror}") from exc
        except tomllib.TOMLDecodeError as exc:  # from None: the message holds its position
            raise ConfigError(f"{path}: not valid TOML: {exc}") from None
        return cls.from_dict(data, str(path), path.parent)

    @classmethod
    def from_dict(
        cls, data: dict[str, Any], source: str = "<config>", base_dir: Path = Path(".")
    ) -> FabricConfig:
        top = Where(source)
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

    def _validate(self, top: Where, job_where: dict[int, Where] | None = None) -> None:
        names = [h.name for h in self.hosts]
        for kind, values in (
            ("name", names),
            ("ip", [h.ip for h in self.hosts]),
            ("mac", [h.mac for h in self.hosts]),
            ("port", [h.port for h in self.hosts]),
        ):
            seen: set[object] = set()
            for i, v in enumerate(values):
                check(v not in seen, top.at("hosts").at(i).at(kind), f"{v!r} is used twice")
                seen.add(v)
        for i, h in enumerate(self.hosts):
            check(
                h.port != self.switch.cpu_port, top.at("hosts").at(i).at("port"), "is the CPU port"
            )
        ids: set[int] = set()
        used: set[WorkerSpec] = set()
        total = 0
        for i, job in enumerate(self.jobs):
            w = (job_where or {}).get(i) or top.at("jobs").at(i)
            check(job.id not in ids, w.at("id"), f"job {job.id} is defined twice")
            ids.add(job.id)
            for r, worker in enumerate(job.workers):
                try:
                    self.resolve_host(worker.host)
                except ConfigError as exc:  # from None: the same error, now with its place
                    raise w.at("workers").at(r).fail(str(exc)) from None
                check(worker not in used, w.at("workers").at(r), f"{worker} is in another job")
                used.add(worker)
            total += job.slots
        check(
            total <= self.switch.slots,
            top.at("jobs"),
            f"the jobs need {total} slots, the switch has {self.switch.slots}",
        )

    def parse_job(self, data: Any, source: str) -> JobSpec:
        """One job (``ctl job add``), checked against this fabric's hosts and switch."""
        where = Where(source)
        job = JobSpec.parse(data, where)
        replace(self, jobs=(job,))._validate(Where(where.source), {0: where})
        return job

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
        except ValueError:  # from None: not an address either, which the message implies
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


def _list(data: dict[str, Any], key: str, top: Where) -> list[Any]:
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


def validate_fabric(fabric: FabricConfig, top: Where) -> None:
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
        except ConfigError as exc:  # from None: the same error, now with its place
            raise top.at("jobs").at(i).fail(str(exc)) from None
    for i, s in enumerate(fabric.switches):
        switch_view(fabric, s.name)._validate(Where(top.source, f"switches[{i}] ({s.name})"))
