"""The controller service's jobs as a state machine: phases, and who may join.

Pure data and pure functions, tested without sockets (``tests/test_service_phases.py``);
``jobservice.server`` applies their decisions under its state lock and persists the
result (``jobservice.store``), so a restarted service takes up exactly this state.

A job goes through four phases::

    FORMING ──every rank joined──▶ INSTALLING ──placed──▶ RUNNING
       │                               │                    │
       └── a rank left, join timeout ──┴── refused ─────────┴── every rank left,
                                                                lease expired, replaced
                                       ▼
                                     ENDED (``why`` says which; the job leaves the table)

A job name names a job and a run id one run of it.  :func:`admit` decides a join:

* a run that another run of the job replaced is refused ``ABORTED`` (the only use of
  that code on Join): a replaced run never comes back, so it can never evict its
  replacement, however its workers retry;
* a join for a running (or installing) job is refused ``ALREADY_EXISTS`` unless it names
  a new run id: then the running job ends ("replaced by run ...") and the new run forms;
* a join to a forming job must be of its run, agree on the world size, and be a rank
  not there yet, or the same worker again (its earlier call was cut off);
* at most ``max_pending`` joins wait for their jobs' other ranks (``RESOURCE_EXHAUSTED``).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

import grpc

from controller.placement import Placed


class Phase(enum.Enum):
    FORMING = "forming"  #: ranks are joining
    INSTALLING = "installing"  #: every rank joined; its entries are going in
    RUNNING = "running"  #: installed: the ranks aggregate
    ENDED = "ended"  #: removed, refused or dropped (``Job.why``)


@dataclass(frozen=True)
class Member:
    """One rank of a job, as it joined."""

    member_id: str
    rank: int
    ip: str
    udp_port: int
    left: bool = False  #: it called Leave


@dataclass(frozen=True)
class Ending:
    """Why a job ended: the status its waiting joins are answered with, and for a run
    that another replaced, that run's id."""

    code: grpc.StatusCode
    message: str
    replaced_by: str = ""


@dataclass(frozen=True)
class Job:
    """A job at one moment.  ``key`` tells two formations of one job name apart."""

    key: str
    name: str
    world: int
    slots_wanted: int
    run_id: str = ""
    phase: Phase = Phase.FORMING
    members: Mapping[int, Member] = field(default_factory=dict)  #: by rank
    placed: Placed | None = None  #: RUNNING: where it is installed
    ending: Ending | None = None  #: ENDED: why

    @property
    def run(self) -> str:
        return f"run {self.run_id!r}" if self.run_id else "no run id"

    @property
    def holds_slots(self) -> bool:
        """INSTALLING or RUNNING: a join of another run must replace it or wait."""
        return self.phase in (Phase.INSTALLING, Phase.RUNNING)


@dataclass(frozen=True)
class JoinSpec:
    """What a Join asks (checked for form already: ``server._check_join``)."""

    job_name: str
    world_size: int
    rank: int
    ip: str
    udp_port: int
    slots: int = 0
    run_id: str = ""


@dataclass(frozen=True)
class Refused:
    code: grpc.StatusCode
    message: str


@dataclass(frozen=True)
class Admitted:
    """The join goes in: ``job`` is the job with the new member; ``ended`` the running
    job of the same name it replaces (None: none); ``dropped`` the member id it takes
    the place of (the same worker again)."""

    job: Job
    member: Member
    ended: Job | None = None
    dropped: str = ""


#: A replaced run: (job name, run id) -> the run id that replaced it.
Replaced = Mapping[tuple[str, str], str]


def admit(
    jobs: Mapping[str, Job],
    replaced: Replaced,
    r: JoinSpec,
    *,
    member_id: str,
    key: str,
    max_pending: int,
    lease_seconds: float,
) -> Admitted | Refused:
    """Decide a join (module docstring): where it goes, or why not.  ``member_id`` and
    ``key`` are the ids the new member and (if one forms) the new job get."""
    by = replaced.get((r.job_name, r.run_id)) if r.run_id else None
    if by is not None:
        return Refused(
            grpc.StatusCode.ABORTED,
            f"run {r.run_id!r} of job {r.job_name!r} was replaced by run {by!r}: a replaced "
            "run does not come back (start it again under a new run id)",
        )
    job = jobs.get(r.job_name)
    ended = None
    if job is not None and job.holds_slots:
        if not r.run_id or r.run_id == job.run_id:
            return Refused(
                grpc.StatusCode.ALREADY_EXISTS,
                f"job {r.job_name!r} is running ({job.run}): a second run under its name is "
                "refused; give the new run a new run id, or another job name, or wait until "
                f"this one ends (its lease is {lease_seconds:.0f} s)",
            )
        ended = end(job, replaced_ending(job, r.run_id))
        job = None
    if job is not None:
        problem = _forming_problem(job, r)
        if problem is not None:
            return problem
    if pending_joins(jobs) >= max_pending:
        return Refused(
            grpc.StatusCode.RESOURCE_EXHAUSTED,
            f"the service holds {max_pending} joins waiting for their jobs' other ranks, its "
            "limit ([service] max_pending_joins): retry later",
        )
    if job is None:
        job = Job(key, r.job_name, r.world_size, r.slots, r.run_id)
    old = job.members.get(r.rank)
    member = Member(member_id, r.rank, r.ip, r.udp_port)
    job = replace(job, members={**job.members, r.rank: member})
    return Admitted(job, member, ended, old.member_id if old else "")


def replaced_ending(job: Job, new_run: str) -> Ending:
    return Ending(
        grpc.StatusCode.ABORTED,
        f"job {job.name!r} ({job.run}): replaced by run {new_run!r}",
        replaced_by=new_run,
    )


def _forming_problem(job: Job, r: JoinSpec) -> Refused | None:
    """A join to a job that waits for ranks must be of the same run, agree on the world
    size and be a rank not there yet (or the same worker, retrying)."""
    ranks = sorted(job.members)
    if r.run_id != job.run_id:
        return Refused(
            grpc.StatusCode.ALREADY_EXISTS,
            f"job {r.job_name!r} is forming as {job.run} (ranks {ranks} joined); this join "
            f"names {'run ' + repr(r.run_id) if r.run_id else 'no run id'}: the first run "
            "is kept",
        )
    if r.world_size != job.world:
        return Refused(
            grpc.StatusCode.FAILED_PRECONDITION,
            f"job {r.job_name!r} is forming with world size {job.world} (ranks {ranks} "
            f"joined); this join says {r.world_size}: every rank must give the same",
        )
    old = job.members.get(r.rank)
    if old is not None and (old.ip, old.udp_port) != (r.ip, r.udp_port):
        return Refused(
            grpc.StatusCode.ALREADY_EXISTS,
            f"job {r.job_name!r}: rank {r.rank} joined already from {old.ip}:{old.udp_port} "
            f"(this join is from {r.ip}:{r.udp_port}); the first join is kept: two runs "
            "under one job name?",
        )
    return None


def pending_joins(jobs: Mapping[str, Job]) -> int:
    """Members of jobs that are not installed yet (each holds a waiting Join)."""
    return sum(len(j.members) for j in jobs.values() if j.phase is Phase.FORMING)


# -- transitions --------------------------------------------------------------------------
def formed(job: Job) -> bool:
    """Every rank joined a forming job: it may be installed."""
    return job.phase is Phase.FORMING and len(job.members) == job.world


def installing(job: Job) -> Job:
    assert formed(job), job
    return replace(job, phase=Phase.INSTALLING)


def running(job: Job, placed: Placed) -> Job:
    """Installed (or installed again after a switch restart, with new sessions)."""
    assert job.phase in (Phase.INSTALLING, Phase.RUNNING), job
    return replace(job, phase=Phase.RUNNING, placed=placed)


def end(job: Job, ending: Ending) -> Job:
    return replace(job, phase=Phase.ENDED, ending=ending)


def dropped(job: Job, why: str) -> Ending:
    """Why a job ended for a reason of its own (a rank left, the lease expired, ...):
    a join still waiting is answered DEADLINE_EXCEEDED with it."""
    return Ending(grpc.StatusCode.DEADLINE_EXCEEDED, f"job {job.name!r}: {why}")


def leave(job: Job, member_id: str) -> tuple[Job, str | None]:
    """A member leaves: the job with it marked, and why the job ends now (None: it
    stays until every member left or the rest expire, so that a rank that finished first
    never takes the job from one still retransmitting)."""
    rank = next((m.rank for m in job.members.values() if m.member_id == member_id), None)
    if rank is None:
        return job, None
    members = {**job.members, rank: replace(job.members[rank], left=True)}
    job = replace(job, members=members)
    if job.phase is not Phase.RUNNING:
        return job, f"rank {rank} left before the job formed"
    if all(m.left for m in members.values()):
        return job, "every rank left"
    return job, None


def silent(job: Job, seen: Mapping[str, float], now: float, lease: float) -> list[int]:
    """The ranks of a running job whose lease expired (not heartbeating, not left)."""
    if job.phase is not Phase.RUNNING:
        return []
    return sorted(
        m.rank
        for m in job.members.values()
        if not m.left and now - seen.get(m.member_id, now) > lease
    )
