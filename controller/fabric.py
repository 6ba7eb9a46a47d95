"""Jobs across several switches: leaves under a spine, aggregated in two levels.

A fabric config with ``[[switches]]`` names every switch; hosts say which switch they
are attached to; a leaf names its spine (``uplink``).  A job whose workers all sit
behind one switch is installed there, as always.  A job whose workers sit behind
several leaves becomes (docs/protocol.md, "Two levels"):

* a *spine part* on the spine: the same job id, whose workers are the leaves (each
  by the address it sends from) plus any workers attached to the spine itself;
* a *leaf part* on each leaf: the same job id, its local workers in config order
  (their ranks on that leaf), and an uplink to the spine part.

:func:`plan` (in :mod:`controller.config`) computes the parts, :func:`switch_view` the
single-switch config each
:class:`~controller.jobs.JobManager` works from, and :class:`FabricCoordinator`
installs them: the spine part first (its session goes into the leaves' uplinks), then
the leaves; a new session or a removal runs in the reverse order where it matters.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from dataclasses import dataclass

from p4rproto.wire import NO_SESSION

from .config import (
    FabricConfig,
    JobPart,
    Placement,
    UplinkSpec,
    data_address,
    host_switch,
    l2_routes,
    placements,
    plan,
    switch_spec,
    switch_view,
    uplinks,
)
from .errors import ControllerError
from .jobs import JobManager
from .specs import JobSpec

#: The plan (pure functions of the config) lives in ``controller.config``, which
#: validates a fabric with it; it is re-exported here, beside the coordinator.
__all__ = [
    "FabricCoordinator",
    "InstalledPart",
    "Placement",
    "data_address",
    "host_switch",
    "l2_routes",
    "placements",
    "plan",
    "switch_spec",
    "switch_view",
    "uplinks",
]


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
