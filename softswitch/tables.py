"""The match-action tables of the aggregation pipeline, as plain data.

The same tables the P4 program has (forwarding aside): ``workers`` maps a sender's
address to (job, rank) and is the only way into the pipeline; ``jobs`` holds each
job's slot range, worker count and multicast group (the workers' addresses by rank,
which the P4 program keeps as a PRE group plus per-replica egress rewrites).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from p4reduce.netio import Address, ip_to_int
from p4reduce.wire import MAX_SLOTS, MAX_WORKERS


class TableError(ValueError):
    """A table write that the switch refuses."""


@dataclass(frozen=True)
class JobEntry:
    """One aggregation job: its slot pool and its workers in rank order."""

    job_id: int
    slot_base: int
    slot_count: int
    workers: tuple[Address, ...]

    @property
    def num_workers(self) -> int:
        return len(self.workers)

    @property
    def slots(self) -> range:
        return range(self.slot_base, self.slot_base + self.slot_count)


class Tables:
    """Worker and job tables with vectorized lookups for the pipeline."""

    def __init__(self, num_slots: int, max_jobs: int = 256) -> None:
        if not 0 < num_slots <= MAX_SLOTS:
            raise TableError(f"num_slots must be in 1..{MAX_SLOTS}, got {num_slots}")
        self.num_slots = num_slots
        self.max_jobs = max_jobs
        self._jobs: dict[int, JobEntry] = {}
        self._index: dict[int, int] = {}
        # Dense per-job arrays, indexed by a job's row (job_row[job_id]).
        self.job_row = np.full(1 << 16, -1, dtype=np.int32)
        self.slot_base = np.zeros(max_jobs, dtype=np.int64)
        self.slot_count = np.zeros(max_jobs, dtype=np.int64)
        self.num_workers = np.zeros(max_jobs, dtype=np.int64)
        self.dest_ip = np.zeros((max_jobs, MAX_WORKERS), dtype=np.uint32)
        self.dest_port = np.zeros((max_jobs, MAX_WORKERS), dtype=np.uint16)
        # Sorted worker keys (ip << 16 | port) for np.searchsorted.
        self.worker_key = np.zeros(0, dtype=np.uint64)
        self.worker_job = np.zeros(0, dtype=np.int64)
        self.worker_rank = np.zeros(0, dtype=np.int64)

    @property
    def jobs(self) -> dict[int, JobEntry]:
        return dict(self._jobs)

    def add_job(self, job: JobEntry) -> None:
        self._validate(job)
        free = sorted(set(range(self.max_jobs)) - set(self._index.values()))
        if not free:
            raise TableError(f"job table full ({self.max_jobs} jobs)")
        row = free[0]
        self._jobs[job.job_id] = job
        self._index[job.job_id] = row
        self.job_row[job.job_id] = row
        self.slot_base[row] = job.slot_base
        self.slot_count[row] = job.slot_count
        self.num_workers[row] = job.num_workers
        for rank, addr in enumerate(job.workers):
            self.dest_ip[row, rank] = ip_to_int(addr.ip)
            self.dest_port[row, rank] = addr.port
        self._rebuild_workers()

    def remove_job(self, job_id: int) -> JobEntry:
        if job_id not in self._jobs:
            raise TableError(f"no job {job_id}")
        job = self._jobs.pop(job_id)
        row = self._index.pop(job_id)
        self.job_row[job_id] = -1
        self.num_workers[row] = 0
        self._rebuild_workers()
        return job

    def _validate(self, job: JobEntry) -> None:
        if not 0 <= job.job_id < 1 << 16:
            raise TableError(f"job_id must be a 16-bit number, got {job.job_id}")
        if job.job_id in self._jobs:
            raise TableError(f"job {job.job_id} exists already")
        if not 1 <= job.num_workers <= MAX_WORKERS:
            raise TableError(f"workers: a job has 1..{MAX_WORKERS} workers, got {job.num_workers}")
        if (
            job.slot_count < 1
            or job.slot_base < 0
            or job.slot_base + job.slot_count > self.num_slots
        ):
            raise TableError(
                f"slots {job.slot_base}..{job.slot_base + job.slot_count - 1} are outside "
                f"the switch's 0..{self.num_slots - 1}"
            )
        if len(set(job.workers)) != len(job.workers):
            raise TableError(f"job {job.job_id} lists a worker address twice")
        for other in self._jobs.values():
            if set(job.slots) & set(other.slots):
                raise TableError(f"job {job.job_id}'s slots overlap job {other.job_id}'s")
            taken = set(job.workers) & set(other.workers)
            if taken:
                raise TableError(
                    f"worker {sorted(map(str, taken))[0]} belongs to job {other.job_id}"
                )

    def _rebuild_workers(self) -> None:
        entries = sorted(
            (addr.key, job.job_id, rank)
            for job in self._jobs.values()
            for rank, addr in enumerate(job.workers)
        )
        self.worker_key = np.array([e[0] for e in entries], dtype=np.uint64)
        self.worker_job = np.array([e[1] for e in entries], dtype=np.int64)
        self.worker_rank = np.array([e[2] for e in entries], dtype=np.int64)

    def lookup_workers(
        self, ip: npt.NDArray[np.uint32], port: npt.NDArray[np.uint16]
    ) -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """(found, job_id, rank) for each sender; the worker table's exact match."""
        key = ip.astype(np.uint64) << np.uint64(16) | port.astype(np.uint64)
        if len(self.worker_key) == 0:
            none = np.zeros(len(key), dtype=np.int64)
            return np.zeros(len(key), dtype=bool), none, none
        pos = np.minimum(np.searchsorted(self.worker_key, key), len(self.worker_key) - 1)
        found = self.worker_key[pos] == key
        return found, self.worker_job[pos], self.worker_rank[pos]
