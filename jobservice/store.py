"""Where the controller service keeps its jobs, so that a restarted service takes them up.

The service's state is the running jobs (name, run, members, where they are installed:
job id, slots, sessions, seats) and the runs that were replaced (a replaced run never
comes back, across a restart too).  Each change is written as it happens, under the
service's state lock; a restarted (or failed-over) service loads it and serves the
same jobs: the switch keeps forwarding them meanwhile, the workers' heartbeats find
their member ids again, nothing rejoins.  Leases restart at the load: a member that
died while no service ran is found one lease later.

Two stores, one protocol (:class:`Store`), chosen by ``--state`` / ``[service] state``
(``p4reduce/service_cli.py``):

* :class:`~jobservice.sqlite_store.SqliteStore`: one file, no server; the default, a
  file beside the config (:func:`default_state_path`).  ``memory`` is SQLite in memory,
  kept for no restart, only when asked.
* :class:`~jobservice.etcd_store.EtcdStore` (``etcd://HOST:PORT[,HOST:PORT...]/PREFIX``):
  for several service instances of one fabric on several hosts.

A state no service has served from yet is *fresh* (:attr:`Store.fresh`): it cannot know
the jobs an earlier service left on the switch, and the start refuses to remove them
unless told to (``p4reduce/service_cli.py``).  Each store's failures say which store
failed and why (:class:`StoreError`): a SQLite write that failed names the file and
SQLite's error, an etcd instance that lost its lease says it is not primary any more.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import grpc

from controller.config import UplinkSpec
from controller.fabric import InstalledPart
from controller.placement import Placed, Seat
from controller.specs import JobSpec, WorkerSpec

from .phases import Ending, Job, Member, Phase

#: Replaced runs remembered (the oldest are forgotten first).
MAX_REPLACED = 4096

#: ``--state memory``: SQLite in memory, kept for no restart.
MEMORY = "memory"


class StoreError(Exception):
    """The state store cannot be opened, read or written (or leadership was lost); the
    message names the store and says what to do."""


@dataclass
class Snapshot:
    """What a store holds: the running jobs by name, and the replaced runs."""

    jobs: dict[str, Job] = field(default_factory=dict)
    replaced: dict[tuple[str, str], str] = field(default_factory=dict)


class Store(Protocol):
    """A place for the service's state; :meth:`acquire` first (it may wait)."""

    describe: str  #: for logs: "/var/lib/p4reduce/state.sqlite", "etcd ..."
    durable: bool  #: kept across a restart (False for memory)
    #: no service has served from this state yet (known after :meth:`acquire`): a new
    #: file, an unused etcd prefix, memory.  It cannot know jobs left on the switch.
    fresh: bool

    def acquire(self, stop: threading.Event) -> bool:
        """Become the one service that uses this state: wait while another does (False
        when ``stop`` is set before); StoreError for a state that cannot be used."""

    def load(self) -> Snapshot: ...

    def mark_serving(self) -> None:
        """Record that a service serves from this state (it is no longer fresh)."""

    def put_job(self, job: Job) -> None: ...

    def delete_job(self, name: str) -> None: ...

    def put_replaced(self, name: str, run_id: str, by: str) -> None: ...

    def release(self) -> None:
        """Stop using the state (another instance may take it at once)."""


def default_state_path(config: Path) -> Path:
    """The state file when neither ``--state`` nor ``[service] state`` names one: beside
    the config file, named after it (``rack.toml`` -> ``rack.state.sqlite``), so that two
    services of two configs never share one, and a restart finds its own."""
    return config.with_name(f"{config.stem}.state.sqlite")


# -- jobs as JSON -------------------------------------------------------------------------
def job_to_json(job: Job) -> str:
    assert job.phase is Phase.RUNNING and job.placed is not None, job
    p = job.placed
    return json.dumps(
        {
            "key": job.key,
            "name": job.name,
            "world": job.world,
            "slots_wanted": job.slots_wanted,
            "run_id": job.run_id,
            "members": [
                [m.member_id, m.rank, m.ip, m.udp_port, m.left] for m in job.members.values()
            ],
            "spec": [p.spec.id, [[w.host, w.udp_port] for w in p.spec.workers], p.spec.slots],
            "parts": [
                [x.switch, x.job_id, x.session, x.slot_base, _uplink(x.uplink)] for x in p.parts
            ],
            "seats": [
                [s.switch, list(s.address), s.session, s.rank, s.local_workers] for s in p.seats
            ],
        },
        sort_keys=True,
    )


def _uplink(up: UplinkSpec | None) -> list[Any] | None:
    if up is None:
        return None
    return [up.spine, up.job_id, up.rank, up.world_size, up.ip, up.udp_port, up.mac, up.port]


def job_from_json(text: str) -> Job:
    d = json.loads(text)
    spec_id, workers, slots = d["spec"]
    spec = JobSpec(spec_id, tuple(WorkerSpec(h, p) for h, p in workers), slots)
    parts = tuple(
        InstalledPart(sw, job_id, session, base, UplinkSpec(*up) if up else None)
        for sw, job_id, session, base, up in d["parts"]
    )
    seats = tuple(Seat(sw, (a[0], a[1]), session, r, n) for sw, a, session, r, n in d["seats"])
    members = {r: Member(mid, r, ip, port, left) for mid, r, ip, port, left in d["members"]}
    return Job(
        d["key"],
        d["name"],
        d["world"],
        d["slots_wanted"],
        d["run_id"],
        Phase.RUNNING,
        members,
        Placed(spec, parts, seats),
    )


def replaced_ending(name: str, run_id: str, by: str) -> Ending:
    return Ending(grpc.StatusCode.ABORTED, f"job {name!r}: replaced by run {by!r}", by)
