"""The match-action tables of the aggregation pipeline.

The same tables as the P4 program (forwarding aside), written the same way, so that
the P4Runtime server maps each write one to one:

* ``workers``: (ingress port, source IPv4, source UDP port) -> job, rank, worker
  index.  The only way into the pipeline.  The UDP front end has no ports, so it
  matches on the address alone.
* ``jobs``: job -> slot base, slot count, worker count, multicast group.
* multicast groups: group -> replicas (port, instance = rank).
* ``result_dest``: (job, rank) -> the MAC, IPv4 address and UDP port a result copy
  for that rank is rewritten to.
* ``uplinks``: job -> the spine's address, the spine job, this switch's rank there,
  the spine job's session and the world size (a leaf job of a two-level job).  The
  P4 programs' reverse table ``spines`` (who may send a leaf RESULTs) is derived
  from it here.

:meth:`Tables.add_job` writes all four for one job (the Python API); after every
change the vectorized lookup arrays are rebuilt.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import numpy as np
import numpy.typing as npt

from p4rproto.netio import Address, ip_to_int
from p4rproto.wire import (
    MAX_JOB_ID,
    MAX_SLOTS,
    MAX_WORKERS,
    MAX_WORLD_SIZE,
    NO_SESSION,
    new_session,
)


class TableError(ValueError):
    """A table write that the switch refuses."""


@dataclass(frozen=True)
class Uplink:
    """A leaf job's part in a two-level job: where its partials go (the uplinks table)."""

    spine: Address  #: the spine's aggregation endpoint
    job_id: int  #: the spine job
    rank: int  #: this leaf's rank in the spine job
    session: int  #: the spine job's current session
    world_size: int  #: ranks of the whole job, on all leaves (JOIN_ACK reports it)


@dataclass(frozen=True)
class UplinkAction:
    """An ``uplinks`` entry as the tables hold it (the P4 action's parameters)."""

    ip: int
    udp_port: int
    job_id: int
    rank: int
    session: int
    world_size: int
    port: int = 0  #: egress port towards the spine (P4 switches; 0 here)
    mac: int = 0  #: the spine's MAC (P4 switches)

    @classmethod
    def of(cls, up: Uplink) -> UplinkAction:
        return cls(
            ip_to_int(up.spine.ip), up.spine.port, up.job_id, up.rank, up.session, up.world_size
        )


@dataclass(frozen=True)
class JobEntry:
    """One aggregation job: its slot pool and its workers in rank order."""

    job_id: int
    slot_base: int
    slot_count: int
    workers: tuple[Address, ...]
    session: int = NO_SESSION  #: the session tag; NO_SESSION: draw a random one
    uplink: Uplink | None = None  #: a leaf job: its spine (two-level aggregation)

    @property
    def num_workers(self) -> int:
        return len(self.workers)

    @property
    def slots(self) -> range:
        return range(self.slot_base, self.slot_base + self.slot_count)


@dataclass(frozen=True)
class WorkerKey:
    port: int  #: ingress port (0 on the UDP front end)
    ip: int
    udp_port: int


@dataclass(frozen=True)
class WorkerAction:
    job_id: int
    rank: int
    worker_index: int


@dataclass(frozen=True)
class JobAction:
    slot_base: int
    slot_count: int
    num_workers: int
    mcast_grp: int
    session: int = NO_SESSION


@dataclass(frozen=True)
class Dest:
    mac: int
    ip: int
    udp_port: int


class Tables:
    """The tables, and the arrays the pipeline looks them up in."""

    def __init__(self, num_slots: int, max_jobs: int = 256) -> None:
        if not 0 < num_slots <= MAX_SLOTS:
            raise TableError(f"num_slots must be in 1..{MAX_SLOTS}, got {num_slots}")
        self.num_slots = num_slots
        self.max_jobs = max_jobs
        self.workers: dict[WorkerKey, WorkerAction] = {}
        self.jobs: dict[int, JobAction] = {}
        self.groups: dict[int, tuple[tuple[int, int], ...]] = {}
        self.dests: dict[tuple[int, int], Dest] = {}
        self.uplinks: dict[int, UplinkAction] = {}
        self._rebuild()

    # -- the Python API: a whole job at once --------------------------------------------
    def add_job(self, job: JobEntry) -> int:
        """Install ``job``; returns its session tag (drawn at random unless given)."""
        self._validate(job)
        session = job.session or new_session()
        group = 0x8000 + job.job_id
        used = {a.worker_index for a in self.workers.values()}
        free = (i for i in range(1 << 16) if i not in used)
        for rank, addr in enumerate(job.workers):
            self.workers[WorkerKey(0, ip_to_int(addr.ip), addr.port)] = WorkerAction(
                job.job_id, rank, next(free)
            )
            self.dests[(job.job_id, rank)] = Dest(0, ip_to_int(addr.ip), addr.port)
        self.groups[group] = tuple((0, rank) for rank in range(job.num_workers))
        self.jobs[job.job_id] = JobAction(
            job.slot_base, job.slot_count, job.num_workers, group, session
        )
        if job.uplink is not None:
            self.uplinks[job.job_id] = UplinkAction.of(job.uplink)
        self._rebuild()
        return session

    def set_uplink(self, job_id: int, uplink: Uplink | None) -> None:
        """Give an installed job a spine (or none): the uplinks table's insert, modify or
        delete.  A new session of the spine job is written here too."""
        if job_id not in self.jobs:
            raise TableError(f"no job {job_id}")
        if uplink is None:
            self.uplinks.pop(job_id, None)
        else:
            self._validate_uplink(uplink, self.jobs[job_id].num_workers)
            self.uplinks[job_id] = UplinkAction.of(uplink)
        self._rebuild()

    def set_session(self, job_id: int, session: int) -> None:
        """Give an installed job a new session tag (the jobs table's modify); NO_SESSION
        locks the job: every CONTRIB and JOIN of it is refused (``rejected_session``)."""
        if job_id not in self.jobs:
            raise TableError(f"no job {job_id}")
        if not 0 <= session < 1 << 32:
            raise TableError(f"session must be a 32-bit tag (0: locked), got {session}")
        self.jobs[job_id] = replace(self.jobs[job_id], session=session)
        self._rebuild()

    def remove_job(self, job_id: int) -> JobAction:
        if job_id not in self.jobs:
            raise TableError(f"no job {job_id}")
        job = self.jobs.pop(job_id)
        self.workers = {addr: a for addr, a in self.workers.items() if a.job_id != job_id}
        self.dests = {key: d for key, d in self.dests.items() if key[0] != job_id}
        self.groups.pop(job.mcast_grp, None)
        self.uplinks.pop(job_id, None)
        self._rebuild()
        return job

    def _validate(self, job: JobEntry) -> None:
        if not 0 <= job.job_id <= MAX_JOB_ID:
            raise TableError(f"job_id must be 0..{MAX_JOB_ID}, got {job.job_id}")
        if not 0 <= job.session < 1 << 32:
            raise TableError(f"session must be a 32-bit tag, got {job.session}")
        if job.job_id in self.jobs:
            raise TableError(f"job {job.job_id} exists already")
        if not 1 <= job.num_workers <= MAX_WORKERS:
            raise TableError(f"workers: a job has 1..{MAX_WORKERS} workers, got {job.num_workers}")
        end = job.slot_base + job.slot_count
        if job.slot_count < 1 or job.slot_base < 0 or end > self.num_slots:
            raise TableError(
                f"slots {job.slot_base}..{end - 1} are outside the switch's 0..{self.num_slots - 1}"
            )
        if len(set(job.workers)) != len(job.workers):
            raise TableError(f"job {job.job_id} lists a worker address twice")
        for other_id, other in self.jobs.items():
            if job.slot_base < other.slot_base + other.slot_count and other.slot_base < end:
                raise TableError(f"job {job.job_id}'s slots overlap job {other_id}'s")
        for addr in job.workers:
            key = WorkerKey(0, ip_to_int(addr.ip), addr.port)
            if key in self.workers:
                raise TableError(f"worker {addr} belongs to job {self.workers[key].job_id}")
        if job.uplink is not None:
            self._validate_uplink(job.uplink, job.num_workers)

    @staticmethod
    def _validate_uplink(up: Uplink, num_workers: int) -> None:
        if not 0 <= up.job_id <= MAX_JOB_ID:
            raise TableError(f"uplink job_id must be 0..{MAX_JOB_ID}, got {up.job_id}")
        if not 0 <= up.rank < MAX_WORKERS:
            raise TableError(f"uplink rank must be 0..{MAX_WORKERS - 1}, got {up.rank}")
        if not 0 < up.session < 1 << 32:
            raise TableError(f"uplink session must be a non-zero 32-bit tag, got {up.session}")
        if not num_workers <= up.world_size <= MAX_WORLD_SIZE:
            raise TableError(
                f"uplink world_size must be {num_workers}..{MAX_WORLD_SIZE} (at least the "
                f"leaf's own workers), got {up.world_size}"
            )

    # -- lookups --------------------------------------------------------------------------
    def changed(self) -> None:
        """Call after writing the dicts directly (the P4Runtime server does)."""
        self._rebuild()

    def _rebuild(self) -> None:
        """Make the lookup arrays again from the dicts: the workers by address, the
        jobs by row (row 0: no job) and the spines by sender and job."""
        self._rebuild_workers()
        self._clear_job_rows(len(self.jobs) + 1)
        for row, (job_id, job) in enumerate(sorted(self.jobs.items()), start=1):
            self._fill_job_row(row, job_id, job)
        spines = sorted(
            (_spine_key(u.ip, u.udp_port, u.job_id), job_id)
            for job_id, u in self.uplinks.items()
            if job_id in self.jobs
        )
        self.spine_key = np.array([s[0] for s in spines], dtype=np.uint64)
        self.spine_job = np.array([s[1] for s in spines], dtype=np.int64)

    def _rebuild_workers(self) -> None:
        """The workers table as arrays sorted by address (``ip << 16 | port``), for a
        binary search per packet."""
        entries = sorted((addr.ip << 16 | addr.udp_port, a) for addr, a in self.workers.items())
        self.worker_key = np.array([e[0] for e in entries], dtype=np.uint64)
        self.worker_job = np.array([e[1].job_id for e in entries], dtype=np.int64)
        self.worker_rank = np.array([e[1].rank for e in entries], dtype=np.int64)
        self.worker_index = np.array([e[1].worker_index for e in entries], dtype=np.int64)

    def _clear_job_rows(self, rows: int) -> None:
        """Empty per-job arrays of ``rows`` rows, and ``job_row`` mapping every job id
        to row 0 (no job)."""
        self.job_row = np.zeros(1 << 16, dtype=np.int32)
        self.slot_base = np.zeros(rows, dtype=np.int64)
        self.slot_count = np.zeros(rows, dtype=np.int64)
        self.num_workers = np.zeros(rows, dtype=np.int64)
        self.session = np.zeros(rows, dtype=np.uint32)
        self.fanout = np.zeros(rows, dtype=np.int64)
        self.dest_rank = np.zeros((rows, MAX_WORKERS), dtype=np.int64)
        self.dest_ip = np.zeros((rows, MAX_WORKERS), dtype=np.uint32)
        self.dest_port = np.zeros((rows, MAX_WORKERS), dtype=np.uint16)
        # Leaf jobs: the uplinks table, by row, and its reverse (spines) by sender + job.
        self.has_uplink = np.zeros(rows, dtype=bool)
        self.up_ip = np.zeros(rows, dtype=np.uint32)
        self.up_port = np.zeros(rows, dtype=np.uint16)
        self.up_job = np.zeros(rows, dtype=np.uint16)
        self.up_rank = np.zeros(rows, dtype=np.uint16)
        self.up_session = np.zeros(rows, dtype=np.uint32)
        self.world_size = np.zeros(rows, dtype=np.int64)

    def _fill_job_row(self, row: int, job_id: int, job: JobAction) -> None:
        """Job ``job_id``'s row: its slots, session and ranks, its uplink where it is a
        leaf's, and where its results go."""
        self.job_row[job_id] = row
        self.slot_base[row] = job.slot_base
        self.slot_count[row] = job.slot_count
        self.num_workers[row] = job.num_workers
        self.session[row] = job.session
        self.world_size[row] = job.num_workers
        up = self.uplinks.get(job_id)
        if up is not None:
            self.has_uplink[row] = True
            self.up_ip[row], self.up_port[row] = up.ip, up.udp_port
            self.up_job[row], self.up_rank[row] = up.job_id, up.rank
            self.up_session[row] = up.session
            self.world_size[row] = up.world_size
        # One copy per replica of the job's group, addressed by result_dest.
        copies = [
            (rank, self.dests[(job_id, rank)])
            for _, rank in self.groups.get(job.mcast_grp, ())
            if (job_id, rank) in self.dests
        ][:MAX_WORKERS]
        self.fanout[row] = len(copies)
        for index, (rank, dest) in enumerate(copies):
            self.dest_rank[row, index] = rank
            self.dest_ip[row, index] = dest.ip
            self.dest_port[row, index] = dest.udp_port

    def lookup_spines(
        self,
        ip: npt.NDArray[np.uint32],
        port: npt.NDArray[np.uint16],
        job_id: npt.NDArray[np.uint16],
    ) -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.int64]]:
        """(found, local job) of each sender and ``job_id``: the spines table's match,
        which admits a RESULT or STATUS from a leaf job's spine."""
        key = _spine_key(ip, port, job_id)
        if len(self.spine_key) == 0:
            return np.zeros(len(key), dtype=bool), np.zeros(len(key), dtype=np.int64)
        pos = np.minimum(np.searchsorted(self.spine_key, key), len(self.spine_key) - 1)
        return self.spine_key[pos] == key, self.spine_job[pos]

    def lookup_workers(
        self, ip: npt.NDArray[np.uint32], port: npt.NDArray[np.uint16]
    ) -> tuple[
        npt.NDArray[np.bool_], npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.int64]
    ]:
        """(found, job_id, rank, worker_index) of each sender: the worker table's match."""
        key = ip.astype(np.uint64) << np.uint64(16) | port.astype(np.uint64)
        if len(self.worker_key) == 0:
            none = np.zeros(len(key), dtype=np.int64)
            return np.zeros(len(key), dtype=bool), none, none, none
        pos = np.minimum(np.searchsorted(self.worker_key, key), len(self.worker_key) - 1)
        found = self.worker_key[pos] == key
        return found, self.worker_job[pos], self.worker_rank[pos], self.worker_index[pos]


def _spine_key(ip: Any, port: Any, job_id: Any) -> Any:
    """One 64-bit key of (IPv4, UDP port, job): scalars or arrays alike."""
    u = np.uint64
    return (
        np.asarray(ip).astype(u) << u(32)
        | np.asarray(port).astype(u) << u(16)
        | np.asarray(job_id).astype(u)
    )
