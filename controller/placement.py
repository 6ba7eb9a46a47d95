"""Where the controller service puts a job: on its one switch, or in parts across a fabric.

:class:`SwitchPlacer` installs a job on the switch of a ``[switch]`` config.
:class:`FabricPlacer` plans a job across a ``[[switches]]`` fabric
(``controller.fabric``): a spine part and one part per leaf when the workers sit behind
several leaves, or one ordinary part on the switch they all sit behind.  Both answer
with a :class:`Placed`: the parts, and for each rank the part it sends to (its switch's
address, the part's session, its rank there and the ranks behind that switch).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from p4rproto.wire import MAX_WORKERS

from .client import P4RuntimeClient
from .config import FabricConfig
from .errors import ConfigError, ControllerError, TableFull
from .fabric import (
    FabricCoordinator,
    InstalledPart,
    data_address,
    host_switch,
    placements,
    plan,
    switch_spec,
)
from .jobs import JobManager, SlotAllocator
from .specs import JobSpec
from .stats import SwitchStats, read_stats


@dataclass(frozen=True)
class Seat:
    """Where one rank of a placed job sends: its switch's part of the job."""

    switch: str
    address: tuple[str, int]  #: the switch's aggregation endpoint
    session: int  #: the part's session
    rank: int  #: the rank's rank on that switch
    local_workers: int  #: the ranks behind that switch (all of them on one switch)


@dataclass(frozen=True)
class Placed:
    """A job the service installed: its spec (ranks in order), parts and seats."""

    spec: JobSpec
    parts: tuple[InstalledPart, ...]  #: the one part, or the spine part and then leaves
    seats: tuple[Seat, ...]  #: by rank

    @property
    def job_id(self) -> int:
        return self.spec.id

    @property
    def slot_count(self) -> int:
        return self.spec.slots

    @property
    def session(self) -> int:
        """The first part's (the spine's, in two levels)."""
        return self.parts[0].session

    @property
    def slot_base(self) -> int:
        return self.parts[0].slot_base

    @property
    def leaves(self) -> tuple[str, ...]:
        """The switches that send partials up for this job (none on one switch)."""
        return tuple(p.switch for p in self.parts if p.uplink is not None)

    def part_workers(self, part: InstalledPart) -> int:
        """The workers of ``part``: the ranks behind its switch, and at a spine the
        leaves too."""
        ranks = sum(1 for s in self.seats if s.switch == part.switch)
        return ranks + len(self.leaves) if part.uplink is None else ranks


def role(part: InstalledPart, placed: Placed) -> str:
    if part.uplink is not None:
        return "leaf"
    return "spine" if placed.leaves else "switch"


class Placer(Protocol):
    """What the service needs of the switches: room, install, remove, counters."""

    @property
    def clients(self) -> Sequence[tuple[str, P4RuntimeClient]]:
        """(name, client) of every switch, in config order."""

    def check_worker(self, ip: str) -> str:
        """Why a worker at ``ip`` cannot join ("" if it can)."""

    def taken_ids(self) -> set[int]:
        """The job ids installed on any switch."""

    def room(self, spec: JobSpec) -> tuple[int, int]:
        """(the largest free slot range on the switches ``spec`` would use, its levels)."""

    def add(self, spec: JobSpec) -> Placed:
        """Install every part of ``spec`` with new sessions (all or nothing)."""

    def remove(self, spec: JobSpec) -> None:
        """Remove every part of ``spec`` and reset its slots."""

    def lost(self, switch: str, placed: Sequence[Placed]) -> bool:
        """Whether ``switch`` lacks the jobs entry of a part of ``placed`` it holds."""

    def reinstall(self, spec: JobSpec) -> Placed:
        """Install ``spec`` again after a switch restart: every part with a new session
        (what a restarted switch lost goes in again)."""

    def stats(self) -> dict[str, SwitchStats]:
        """Every switch's counters, by name (``unreachable`` says why one could not be
        read)."""


def _stats_or_why(client: P4RuntimeClient, manager: JobManager) -> SwitchStats:
    """A switch's counters, or why they could not be read (a switch that restarts is
    unreachable for a moment: a listing says so instead of failing)."""
    try:
        return read_stats(client, manager.installed())
    except ControllerError as exc:
        return SwitchStats.unread(str(exc))


def _largest_free(manager: JobManager) -> int:
    used = [(j.slot_base, j.slot_count) for j in manager.installed().values()]
    free = SlotAllocator(manager.fabric.switch.slots, used).free_ranges()
    return max((size for _, size in free), default=0)


class SwitchPlacer:
    """One switch: a job is one ordinary job on it."""

    def __init__(self, client: P4RuntimeClient, fabric: FabricConfig) -> None:
        self.manager = JobManager(client, fabric)
        self.fabric = fabric
        self._clients = [(fabric.switch.name, client)]

    @property
    def clients(self) -> Sequence[tuple[str, P4RuntimeClient]]:
        return self._clients

    def check_worker(self, ip: str) -> str:
        return ""

    def taken_ids(self) -> set[int]:
        return set(self.manager.installed())

    def room(self, spec: JobSpec) -> tuple[int, int]:
        return _largest_free(self.manager), 1

    def add(self, spec: JobSpec) -> Placed:
        inst = self.manager.add(spec)
        name = self.fabric.switch.name
        part = InstalledPart(name, inst.job_id, inst.session, inst.slot_base)
        n = len(spec.workers)
        seats = tuple(Seat(name, self.fabric.data_address, inst.session, r, n) for r in range(n))
        return Placed(spec, (part,), seats)

    def remove(self, spec: JobSpec) -> None:
        self.manager.remove(spec.id)

    def lost(self, switch: str, placed: Sequence[Placed]) -> bool:
        installed = self.manager.installed()
        return any(p.job_id not in installed for p in placed)

    def reinstall(self, spec: JobSpec) -> Placed:
        return self.add(spec)

    def stats(self) -> dict[str, SwitchStats]:
        ((name, client),) = self.clients
        return {name: _stats_or_why(client, self.manager)}


class FabricPlacer:
    """Leaves under a spine: a job behind several leaves is installed in two levels,
    one behind one switch on that switch (``controller.fabric.plan``)."""

    def __init__(self, clients: Mapping[str, P4RuntimeClient], fabric: FabricConfig) -> None:
        from .fabric import switch_view

        missing = [s.name for s in fabric.switches if s.name not in clients]
        if not fabric.switches or missing:
            raise ControllerError(
                f"a fabric placer needs a client for every switch of [[switches]] "
                f"(missing: {', '.join(missing) or 'the config has no [[switches]]'})"
            )
        self.fabric = fabric
        self._clients = [(s.name, clients[s.name]) for s in fabric.switches]
        self.managers = {s: JobManager(c, switch_view(fabric, s)) for s, c in self._clients}
        self.coordinator = FabricCoordinator(fabric, self.managers)

    @property
    def clients(self) -> Sequence[tuple[str, P4RuntimeClient]]:
        return self._clients

    def check_worker(self, ip: str) -> str:
        try:
            host_switch(self.fabric, ip)
        except ConfigError as exc:
            return f"ip: {exc}; the service finds a worker's switch by its address"
        return ""

    def taken_ids(self) -> set[int]:
        return {j for m in self.managers.values() for j in m.installed()}

    def room(self, spec: JobSpec) -> tuple[int, int]:
        parts = plan(self.fabric, spec)
        largest = min(_largest_free(self.managers[p.switch]) for p in parts)
        return largest, 1 if len(parts) == 1 else 2

    def add(self, spec: JobSpec) -> Placed:
        parts = plan(self.fabric, spec)
        for p in parts:
            if len(p.job.workers) > MAX_WORKERS:
                raise ControllerError(
                    f"job {spec.id}: {len(p.job.workers)} workers on switch {p.switch}, "
                    f"at most {MAX_WORKERS} per switch"
                )
        self._check_leaves_free(parts[0].switch, [p.switch for p in parts if p.uplink])
        installed = self.coordinator.add(spec)
        session = {p.switch: p.session for p in installed}
        where = placements(self.fabric, spec)
        counts = {s: sum(1 for p in where if p.switch == s) for s in session}
        seats = tuple(
            Seat(
                p.switch,
                data_address(switch_spec(self.fabric, p.switch)),
                session[p.switch],
                p.rank,
                counts[p.switch],
            )
            for p in where
        )
        return Placed(spec, tuple(installed), seats)

    def _check_leaves_free(self, spine: str, leaves: list[str]) -> None:
        """A spine knows a leaf by the address the leaf sends from, so a leaf carries the
        partials of one two-level job at a time: refuse a second one clearly."""
        for leaf in leaves:
            for job_id in self.managers[leaf].uplink_jobs():
                raise TableFull(
                    f"leaf {leaf} carries two-level job {job_id} to spine {spine} already: "
                    "a leaf sends the partials of one two-level job at a time (the spine "
                    "knows a leaf by its address)"
                )

    def remove(self, spec: JobSpec) -> None:
        self.coordinator.remove(spec)

    def lost(self, switch: str, placed: Sequence[Placed]) -> bool:
        installed = self.managers[switch].installed()
        return any(
            part.job_id not in installed
            for p in placed
            for part in p.parts
            if part.switch == switch
        )

    def reinstall(self, spec: JobSpec) -> Placed:
        # What is left of the job on the other switches goes first, so that its leaves
        # are free for it again.
        self.coordinator.remove_what_is_left(spec)
        return self.add(spec)

    def stats(self) -> dict[str, SwitchStats]:
        return {s: _stats_or_why(c, self.managers[s]) for s, c in self._clients}
