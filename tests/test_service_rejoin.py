"""Back to the switch after the controller service dropped a running job: a rank silent
for longer than the lease, or a service that restarted without its state.  The calls that
find the switch silent raise :class:`JobLost` naming the cause (not "is the switch
running?"), and the next call joins the job again through the service, on every rank,
exactly."""

# ruff: noqa: F811  (tests take the imported fixture as a parameter of the same name)
from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from hostlib import JobLost
from hostlib.service import ServiceMembership
from tests.test_service import Service, check_exact

# Fixtures: the service on a software switch, named by the environment as a user's is.
from tests.test_torch_backend import clean_env, service  # noqa: F401
from tests.workers import run_all


def test_a_lease_expiry_is_named_and_the_next_call_rejoins(service: Service) -> None:
    jobs = service.jobs(2, "lease", timeout=1.0)
    for j in jobs:
        assert not isinstance(j, BaseException), j
    check_exact(jobs, 1)
    expire_lease(service, jobs[1])
    xs = [np.arange(3000, dtype=np.int32) * (r + 1) for r in range(2)]
    out = run_all([lambda j=j, x=x: j.all_reduce(x) for j, x in zip(jobs, xs, strict=True)])
    for r in out:
        assert isinstance(r, JobLost), r
        assert "lease expired" in str(r) and "'lease'" in str(r)
    check_exact(jobs, 2)  # both rejoin, the service forms the job again: exact
    assert [j.stats.rejoins for j in jobs] == [1, 1]
    with ServiceMembership(service.options) as m:
        (listed,) = m.list_jobs().jobs
    assert listed.job_name == "lease" and listed.packets > 0  # the switch carries it again
    assert jobs[0].config.job_id == listed.job_id
    for j in jobs:
        j.close()


def expire_lease(s: Service, job: Any) -> None:
    """Silence one rank's heartbeats until the service drops its job (3 s lease)."""
    job._service._stop.set()
    with ServiceMembership(s.options) as m:
        deadline = time.monotonic() + 15
        while m.list_jobs().jobs and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not m.list_jobs().jobs, "the lease did not expire"


def restart_service(s: Service, job: Any) -> None:
    """Stop the service and start a new one on the same address without its state (the
    memory store): it knows no job, and removes the jobs an earlier instance left in its
    id range, as ``p4reduce controller`` does at start."""
    from controller.jobs import JobManager
    from jobservice.server import JobsService, ServiceServer
    from tests.test_service import TOKEN

    address = s.server.address
    s.server.stop()
    manager = JobManager(s.client, s.fabric)
    for job_id in manager.installed():
        if job_id >= s.fabric.service.first_job_id:
            manager.remove(job_id)
    s.server = ServiceServer(JobsService(s.client, s.fabric, TOKEN), address).start()


@pytest.mark.parametrize("fault", [expire_lease, restart_service])
def test_ddp_training_rejoins_the_service_and_uses_the_switch_again(
    service: Service, clean_env: pytest.MonkeyPatch, fault: Callable[[Service, Any], None]
) -> None:
    """DDP training on two ranks of the ``p4reduce`` group under the service (fallback
    gloo): after two steps the service drops the job (a rank silent past the lease; a
    service restart).  Every step's parameters stay those of the same training with
    gradients averaged by plain Gloo (the step that finds the switch silent is redone
    after every rank joined the job again), and the switch carries the steps afterwards
    (the counters show it)."""
    import torch
    from torch.nn.parallel import DistributedDataParallel

    from hostlib.torchdist import TorchSwitchSettings
    from tests.test_torch_backend import ThreadWorld

    name = f"ddp-{fault.__name__}".replace("_", "-")
    for key, value in [("JOB_NAME", name), ("TIMEOUT", "1")]:
        clean_env.setenv(f"P4REDUCE_{key}", value)
    w = ThreadWorld(TorchSwitchSettings.from_env(), 2)

    def model() -> torch.nn.Module:
        torch.manual_seed(0)
        return torch.nn.Sequential(torch.nn.Linear(64, 32), torch.nn.Tanh(), torch.nn.Linear(32, 4))

    # Built here, one after another: the ranks' threads share torch's random generator.
    mods, ref = [model() for _ in range(2)], [model() for _ in range(2)]
    ddp: list[Any] = w.run(lambda r, pg, gloo: DistributedDataParallel(mods[r], process_group=pg))
    steps = [0]

    def step(r: int, pg: Any, gloo: Any) -> None:
        """One SGD step through DDP, and the same step with gradients averaged by Gloo."""
        g = torch.Generator().manual_seed(100 * steps[0] + r)
        x, y = torch.randn(16, 64, generator=g), torch.randn(16, 4, generator=g)
        for m in (ddp[r], ref[r]):
            m.zero_grad()
            torch.nn.functional.mse_loss(m(x), y).backward()
        for p in ref[r].parameters():
            assert p.grad is not None
            gloo.allreduce([p.grad]).wait()
            p.grad /= 2
        with torch.no_grad():
            for m in (ddp[r], ref[r]):
                for p in m.parameters():
                    p -= 0.1 * p.grad

    def check() -> None:
        for r in range(2):
            for p, q in zip(ddp[r].parameters(), ref[r].parameters(), strict=True):
                assert torch.allclose(p, q, atol=1e-6, rtol=0), (r, (p - q).abs().max())

    try:
        for steps[0] in range(2):
            w.run(step)
            check()
        fault(service, w.pgs[1].reducer.job)
        for steps[0] in range(2, 5):
            w.run(step)
            check()
        for pg in w.pgs:
            c = pg.counters
            assert c.rejoins == 1 and c.fallbacks == 0 and c.switch >= 5, c
        with ServiceMembership(service.options) as m:
            (listed,) = m.list_jobs().jobs
        assert listed.job_name == name and listed.packets > 0
    finally:
        w.close()


def test_the_ddp_hook_beside_the_backend_gets_a_job_of_its_own(
    service: Service, clean_env: pytest.MonkeyPatch
) -> None:
    """The DDP hook beside the backend is a switch job of its own (``NAME/hook-GROUP``),
    not a second claim on the backend's name (refused, and run on Gloo with a warning);
    a name in use is an error."""
    import torch
    import torch.distributed as dist

    from hostlib.torchdist import P4ReduceHookState, TorchSwitchSettings
    from hostlib.torchdist.groups import cast_group
    from hostlib.torchdist.reducer import SwitchReducer
    from hostlib.torchdist.service_job import NameInUseError

    clean_env.setenv("P4REDUCE_JOB_NAME", "beside")
    clean_env.setenv("P4REDUCE_SLOTS", "32")
    dist.init_process_group("p4reduce", store=dist.HashStore(), rank=0, world_size=1)
    try:
        hook = P4ReduceHookState.from_settings()
        with ServiceMembership(service.options) as m:
            names = sorted(j.job_name for j in m.list_jobs().jobs)
        assert names[0] == "beside" and names[1].startswith("beside/hook-"), names
        x = torch.arange(1000, dtype=torch.int32)
        dist.all_reduce(x)
        hook.reducer.all_reduce([x]).wait()
        assert torch.equal(x, torch.arange(1000, dtype=torch.int32))
        assert hook.counters.switch == 1 and dist.group.WORLD.counters.switch == 1  # type: ignore[union-attr]
        group = dist.new_group(backend="gloo")
        with pytest.raises(NameInUseError, match="already runs a job named 'beside'"):
            SwitchReducer.from_settings(TorchSwitchSettings.from_env(), cast_group(group))
        hook.close()
    finally:
        dist.destroy_process_group()
