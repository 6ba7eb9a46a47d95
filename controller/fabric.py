"""Jobs across several switches: leaves under a spine, aggregated in two levels.

A fabric config with ``[[switches]]`` names every switch; hosts say which switch they
are attached to; a leaf names its spine (``uplink``).  A job whose workers all sit
behind one switch is installed there, as always.  A job whose workers sit behind
several leaves becomes (docs/protocol.md, "Two levels"):

* a *spine part* on the spine: the same job id, whose workers are the leaves (each
  by the address it sends from) plus any workers attached to the spine itself;
* a *leaf part* on each leaf: the same job id, its local workers in config order
  (their ranks on that leaf), and an uplink to the spine part.

:func:`plan` computes the parts, :func:`switch_view` the single-switch config each
:class:`~controller.jobs.JobManager` works from, and :class:`FabricCoordinator`
installs them: the spine part first (its session goes into the leaves' uplinks), then
the leaves; a new session or a removal runs in the reverse order where it matters.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from dataclasses import dataclass, replace

from p4reduce.wire import MAX_WORKERS, NO_SESSION, UDP_PORT

from .config import FabricConfig, HostSpec, JobPart, JobSpec, SwitchSpec, UplinkSpec, WorkerSpec
from .config import _Where as Where
from .errors import ConfigError, ControllerError
from .jobs import JobManager


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
        except ConfigError as exc:
            raise top.at("jobs").at(i).fail(str(exc)) from None
    for i, s in enumerate(fabric.switches):
        switch_view(fabric, s.name)._validate(Where(top.source, f"switches[{i}] ({s.name})"))


@dataclass(frozen=True)
class InstalledPart:
    switch: str
    job_id: int
    session: int
    slot_base: int
    uplink: UplinkSpec | None = None


class FabricCoordinator:
    """Installs, restarts and removes jobs across switches, one JobManager per switch."""

    def __init__(self, fabric: FabricConfig, managers: Mapping[str, JobManager]) -> None:
        self.fabric = fabric
        self.managers = managers

    def install_fabric(self) -> None:
        """Forwarding on every switch: its hosts, and the routes to the others' hosts."""
        for name, m in self.managers.items():
            m.install_fabric(l2_routes(self.fabric, name))

    def add(self, job: JobSpec) -> list[InstalledPart]:
        """Install every part of ``job`` (spine first) with new sessions.  If a part
        fails, the parts that went in are removed again and the error raised."""
        parts = plan(self.fabric, job)
        out: list[InstalledPart] = []
        try:
            self._add_parts(parts, out)
        except ControllerError:
            self._undo(parts[: len(out) + 1])
            raise
        return out

    def _add_parts(self, parts: list[JobPart], out: list[InstalledPart]) -> None:
        # A new run of parts installed already: lock every part first, leaves first, so
        # that no partial of the earlier run goes up into a spine slot cleared for the
        # new one (a locked leaf refuses its workers' CONTRIBs).
        for part in reversed(parts):
            self.managers[part.switch].lock_run(part.job)
        spine_session = NO_SESSION
        for part in parts:
            m = self.managers[part.switch]
            if part.uplink is not None:
                # A leaf part: no packet may go up with an old spine session.
                m.set_uplink(part.job.id, part.uplink, spine_session)
            inst = m.add(part.job)
            if part.uplink is None:
                spine_session = inst.session
            out.append(
                InstalledPart(part.switch, inst.job_id, inst.session, inst.slot_base, part.uplink)
            )

    def _undo(self, parts: list[JobPart]) -> None:
        """Remove what an interrupted :meth:`add` installed of ``parts`` (a failed
        part may have left its uplink entries alone), leaves first."""
        for part in reversed(parts):
            m = self.managers[part.switch]
            with contextlib.suppress(ControllerError):
                m.remove(part.job.id)
            if part.uplink is not None:
                with contextlib.suppress(ControllerError):
                    m.remove_uplink(part.job.id)

    def remove_what_is_left(self, job: JobSpec) -> None:
        """Remove whatever parts of ``job`` the switches still hold (after a switch
        restart took some), leaves first; missing parts are skipped."""
        self._undo(plan(self.fabric, job))

    def apply(self) -> list[InstalledPart]:
        """The whole config: forwarding on every switch, then every job."""
        self.install_fabric()
        return [p for job in self.fabric.jobs for p in self.add(job)]

    def start_session(self, job: JobSpec) -> list[InstalledPart]:
        """A new run: the spine part's session first (the leaves' old partials are
        refused from then on), then each leaf's uplink and own session."""
        return self.add(job)

    def remove(self, job: JobSpec) -> None:
        """Leaves first (no partial goes up after), then the spine."""
        for part in reversed(plan(self.fabric, job)):
            m = self.managers[part.switch]
            m.remove(part.job.id)
