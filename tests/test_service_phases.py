"""The controller service's job phases and admission rules, without sockets or a switch
(``jobservice/phases.py``): each rule of docs/service.md as a decision on plain data."""

from __future__ import annotations

from dataclasses import replace

import grpc

from controller.fabric import InstalledPart
from controller.placement import Placed, Seat
from controller.specs import JobSpec, WorkerSpec
from jobservice.phases import (
    Admitted,
    Job,
    JoinSpec,
    Phase,
    Refused,
    admit,
    dropped,
    end,
    formed,
    installing,
    leave,
    replaced_ending,
    running,
    silent,
)

LEASE = 15.0


def join(
    jobs: dict[str, Job],
    r: JoinSpec,
    replaced: dict[tuple[str, str], str] | None = None,
    max_pending: int = 256,
) -> Admitted | Refused:
    n = sum(len(j.members) for j in jobs.values()) + len(replaced or {})
    return admit(
        jobs,
        replaced or {},
        r,
        member_id=f"m{n}-{r.rank}",
        key=f"k-{r.job_name}-{r.run_id}",
        max_pending=max_pending,
        lease_seconds=LEASE,
    )


def spec(rank: int, run: str = "", world: int = 2, port: int = 0, name: str = "j") -> JoinSpec:
    return JoinSpec(name, world, rank, "127.0.0.1", port or 5000 + rank, run_id=run)


def placed(n: int = 2) -> Placed:
    workers = tuple(WorkerSpec("127.0.0.1", 5000 + r) for r in range(n))
    seats = tuple(Seat("s1", ("127.0.0.1", 48879), 7, r, n) for r in range(n))
    return Placed(JobSpec(1000, workers, 64), (InstalledPart("s1", 1000, 7, 0),), seats)


def running_job(run: str = "r1") -> Job:
    jobs: dict[str, Job] = {}
    for rank in range(2):
        got = join(jobs, spec(rank, run))
        assert isinstance(got, Admitted)
        jobs["j"] = got.job
    assert formed(jobs["j"])
    return running(installing(jobs["j"]), placed())


def test_a_job_forms_when_every_rank_joined_and_runs_once_placed() -> None:
    first = join({}, spec(0))
    assert isinstance(first, Admitted) and first.job.phase is Phase.FORMING
    assert not formed(first.job)
    second = join({"j": first.job}, spec(1))
    assert isinstance(second, Admitted) and formed(second.job)
    job = running(installing(second.job), placed())
    assert job.phase is Phase.RUNNING and job.holds_slots and job.placed is not None


def test_a_new_run_id_replaces_a_running_job_and_the_replaced_run_never_comes_back() -> None:
    old = running_job("r1")
    got = join({"j": old}, spec(0, "r2"))
    assert isinstance(got, Admitted) and got.ended is not None
    assert got.ended.phase is Phase.ENDED and got.ended.ending is not None
    assert got.ended.ending.replaced_by == "r2" and got.ended.placed is old.placed
    # r1's workers come back (a rejoin after their calls found the switch silent):
    replaced = {("j", "r1"): "r2"}
    again = join({"j": got.job}, spec(0, "r1"), replaced)
    assert isinstance(again, Refused) and again.code == grpc.StatusCode.ABORTED
    assert "replaced by run 'r2'" in again.message
    # ... also once r2 ended and the name is free:
    assert isinstance(join({}, spec(0, "r1"), replaced), Refused)


def test_a_running_job_refuses_its_own_run_again_and_a_run_without_an_id() -> None:
    job = running_job("r1")
    for run in ("r1", ""):
        got = join({"j": job}, spec(0, run))
        assert isinstance(got, Refused) and got.code == grpc.StatusCode.ALREADY_EXISTS


def test_a_forming_job_keeps_its_run_world_and_first_join_of_each_rank() -> None:
    first = join({}, spec(0, "a"))
    assert isinstance(first, Admitted)
    jobs = {"j": first.job}
    other_run = join(jobs, spec(1, "b"))
    assert isinstance(other_run, Refused) and other_run.code == grpc.StatusCode.ALREADY_EXISTS
    world = join(jobs, spec(1, "a", world=3))
    assert isinstance(world, Refused) and world.code == grpc.StatusCode.FAILED_PRECONDITION
    elsewhere = join(jobs, spec(0, "a", port=6000))
    assert isinstance(elsewhere, Refused) and "rank 0 joined already" in elsewhere.message
    retry = join(jobs, spec(0, "a"))  # the same worker again: it takes its own place
    assert isinstance(retry, Admitted) and retry.dropped == first.member.member_id


def test_pending_joins_are_bounded() -> None:
    jobs: dict[str, Job] = {}
    for i in range(3):
        got = join(jobs, spec(0, name=f"p{i}"), max_pending=3)
        assert isinstance(got, Admitted)
        jobs[f"p{i}"] = got.job
    full = join(jobs, spec(0, name="p3"), max_pending=3)
    assert isinstance(full, Refused) and full.code == grpc.StatusCode.RESOURCE_EXHAUSTED


def test_a_running_job_ends_when_every_rank_left_and_a_forming_one_when_any_did() -> None:
    job = running_job()
    ids = [m.member_id for m in job.members.values()]
    job, why = leave(job, ids[0])
    assert why is None and job.phase is Phase.RUNNING  # the other rank may still retransmit
    job, why = leave(job, ids[1])
    assert why == "every rank left"
    first = join({}, spec(0))
    assert isinstance(first, Admitted)
    _, why = leave(first.job, first.member.member_id)
    assert why == "rank 0 left before the job formed"


def test_silent_ranks_of_a_running_job_expire() -> None:
    job = running_job()
    ids = [m.member_id for m in sorted(job.members.values(), key=lambda m: m.rank)]
    seen = {ids[0]: 100.0, ids[1]: 80.0}
    assert silent(job, seen, 100.0 + LEASE, LEASE) == [1]
    left, _ = leave(job, ids[1])
    assert silent(left, seen, 100.0 + LEASE, LEASE) == []  # a rank that left is not silent
    forming = replace(job, phase=Phase.FORMING)
    assert silent(forming, seen, 1e9, LEASE) == []  # leases run once a job runs


def test_an_ending_says_why() -> None:
    job = running_job("r1")
    ended = end(job, dropped(job, "lease expired"))
    assert ended.ending is not None and ended.ending.code == grpc.StatusCode.DEADLINE_EXCEEDED
    assert replaced_ending(job, "r2").replaced_by == "r2"
