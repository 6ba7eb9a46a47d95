"""DDP training and failures in real processes: ``init_process_group("p4reduce")``, the
comm hook, the example (``examples/train_digits.py``) and ``p4reduce bench torch``."""

from __future__ import annotations

import importlib.util
import os
import sys
import time
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pytest.importorskip("torch")

import torch
import torch.distributed as dist

from p4reduce.cli import main as p4reduce_main
from p4reduce.localrun import local_switch_job, run_workers
from p4rproto.agreement import Wire
from p4rproto.netio import free_tcp_port
from tests.test_ctl_cli import CONFIG as CTL_CONFIG  # a soft switch, two hosts, job 2

# The example is a script, not a package; its spawned workers import it by this name
# (spawn hands sys.path to the children).
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "examples"))
import train_digits

pytestmark = pytest.mark.torch
#: The example's data set; looked up, not imported: the spawned workers import this module.
needs_sklearn = pytest.mark.skipif(
    importlib.util.find_spec("sklearn") is None, reason="the example needs scikit-learn"
)

#: Parity: the largest parameter difference allowed between a p4reduce and a Gloo run.
#: Quantization errs by about n**2 * 2**-31 of a packet's largest gradient per step; over
#: the short run below the measured difference is about 4e-7.
PARAM_TOLERANCE = 1e-4
CONFIG = train_digits.TrainConfig(workers=2, epochs=3)


@pytest.fixture(scope="module")
def runs() -> dict[str, train_digits.RunReport]:
    """The same training with Gloo, the p4reduce backend and the hook (one launch)."""
    return train_digits.run_with_soft_switch(CONFIG, train_digits.MODES)


@needs_sklearn
@pytest.mark.parametrize("mode", ["backend", "hook"])
def test_parity_with_gloo(runs: dict[str, train_digits.RunReport], mode: str) -> None:
    gloo, p4 = runs["gloo"], runs[mode]
    diff = np.abs(p4.workers[0].params - gloo.workers[0].params).max()
    assert diff <= PARAM_TOLERANCE
    assert abs(p4.accuracy - gloo.accuracy) <= 0.01  # within one point
    assert gloo.accuracy > 0.85  # and it learned something
    np.testing.assert_allclose(p4.losses, gloo.losses, rtol=1e-3)
    assert p4.rank_spread == 0.0 and gloo.rank_spread == 0.0  # DDP kept ranks in step


@needs_sklearn
@pytest.mark.parametrize("mode", ["backend", "hook"])
def test_every_gradient_went_through_the_switch(
    runs: dict[str, train_digits.RunReport], mode: str
) -> None:
    x_train = train_digits.load_digits(CONFIG.seed, CONFIG.test_fraction)[0]
    steps = len(x_train) // CONFIG.workers // CONFIG.batch_size * CONFIG.epochs
    for worker in runs[mode].workers:
        c = worker.counters
        assert c is not None
        assert (c.switch, c.fallbacks, c.skipped) == (steps, 0, 0)
        assert c.switch_elements == steps * worker.params.size
    assert runs[mode].switch_counters["completed"] > 0


@needs_sklearn
def test_int16_lanes_with_error_feedback_train_as_gloo_does(
    runs: dict[str, train_digits.RunReport],
) -> None:
    """The hook on int16 lanes (half the bytes: stochastic rounding, each bucket's error
    fed into its next step) learns as Gloo's float32 sums do."""
    narrow = train_digits.run_with_soft_switch(CONFIG, ("hook",), wire=Wire.INT16)["hook"]
    gloo = runs["gloo"]
    assert narrow.rank_spread == 0.0  # every rank got the same sums' bits
    assert abs(narrow.accuracy - gloo.accuracy) <= 0.02
    np.testing.assert_allclose(narrow.losses, gloo.losses, rtol=0.02)
    c = narrow.workers[0].counters
    assert c is not None and c.fallbacks == 0 and c.switch > 0


# -- a rank that dies ------------------------------------------------------------------------
JOB_TIMEOUT = 1.0


def _rank_1_dies(rank: int, init_method: str, env: dict[str, str]) -> tuple[str, str, float]:
    """One good all-reduce, then rank 1 exits; rank 0 reports how its next one ended."""
    os.environ.update(env)
    torch.set_num_threads(1)
    dist.init_process_group(
        "p4reduce", init_method=init_method, rank=rank, world_size=2, timeout=timedelta(seconds=60)
    )
    x = torch.ones(1000)
    dist.all_reduce(x)
    assert float(x[0]) == 2.0
    if rank == 1:
        os._exit(0)  # dies without a word
    t0 = time.monotonic()
    try:
        dist.all_reduce(torch.ones(1000))
    except Exception as exc:  # reported to the test
        return type(exc).__name__, str(exc), time.monotonic() - t0
    return "", "no error", time.monotonic() - t0


@pytest.mark.parametrize("fallback", ["fail", "gloo"])
def test_a_dead_rank_makes_the_others_raise_within_the_timeout(fallback: Any) -> None:
    with local_switch_job(2, timeout=JOB_TIMEOUT, fallback=fallback) as local:
        results = run_workers(
            _rank_1_dies, 2, (local.settings.to_env(),), timeout=60, may_exit=(1,)
        )
    name, message, seconds = results[0]
    assert results[1] is None
    # Every call is agreed in the switch's agreement round: the live rank waits there
    # for the job's timeout and names the rank that did not come; with fallback "gloo"
    # the recovery round then finds the peer gone (hostlib/torchdist/agreement.py).
    if fallback == "fail":
        assert name == "AggregationTimeout" and "workers [1] did not contribute" in message
    else:
        assert name == "PeerLostError" and "a peer rank is gone" in message, (name, message)
    assert seconds < JOB_TIMEOUT + 5, (name, message)


# -- DDP when an all-reduce fails: an exception on every live rank, never a crash ------------
def _ddp_failure(
    rank: int, init_method: str, env: dict[str, str], mode: str, cause: str, switch_pid: int
) -> tuple[str, str, float]:
    """DDP over the backend or the hook: one good step, then the switch or rank 1 dies;
    report how the next steps ended on this rank (a crash fails the test: exit -11)."""
    import signal

    from torch.nn.parallel import DistributedDataParallel

    from hostlib.torchdist import P4ReduceHookState, p4reduce_hook

    os.environ.update(env)
    torch.set_num_threads(1)
    torch.manual_seed(0)
    backend = "p4reduce" if mode == "backend" else "gloo"
    dist.init_process_group(
        backend, init_method=init_method, rank=rank, world_size=2, timeout=timedelta(seconds=30)
    )
    model = DistributedDataParallel(torch.nn.Linear(200, 10))
    if mode == "hook":
        model.register_comm_hook(P4ReduceHookState.from_settings(), p4reduce_hook)
    x = torch.randn(16, 200)
    model(x).sum().backward()
    dist.barrier()
    if cause == "switch":
        # Every rank past that barrier before the switch dies: a switch that answers one
        # rank and dies before another's answer (a lost copy awaiting its resend) leaves
        # the ranks at different operations, which raises GroupOutOfStep by design.
        dist.barrier(group=dist.new_group(backend="gloo"))
        if rank == 0:
            os.kill(switch_pid, signal.SIGKILL)
        dist.barrier()
    elif rank == 1:
        os._exit(0)  # a peer dies without a word
    t0 = time.monotonic()
    try:
        for _ in range(3):
            model(x).sum().backward()
    except Exception as exc:  # reported to the test
        return type(exc).__name__, str(exc), time.monotonic() - t0
    return "", "no error", time.monotonic() - t0


@pytest.mark.parametrize("mode", ["backend", "hook"])
@pytest.mark.parametrize(
    ("cause", "fallback"), [("switch", "fail"), ("switch", "gloo"), ("peer", "fail")]
)
def test_ddp_failures_raise_on_every_live_rank(mode: str, cause: str, fallback: Any) -> None:
    with local_switch_job(2, timeout=JOB_TIMEOUT, fallback=fallback) as local:
        pid = local.switch.pid
        results = run_workers(
            _ddp_failure,
            2,
            (local.settings.to_env(), mode, cause, pid),
            timeout=90,
            may_exit=(1,) if cause == "peer" else (),
        )
    live = [r for r in results if r is not None]
    assert len(live) == (1 if cause == "peer" else 2)
    for name, message, seconds in live:
        if cause == "switch" and fallback == "gloo":
            assert (name, message) == ("", "no error")  # Gloo took over, training went on
            continue
        # Gloo's own failures are RuntimeErrors too; p4reduce's name the cause (a peer
        # that is gone: PeerLostError, a RuntimeError, from agreeing on the call).
        assert name in ("RuntimeError", "PeerLostError"), (name, message)
        expected = "Timeout" if cause == "switch" else ("Timeout", "Connection", "peer")
        assert any(word in message for word in expected), message
        assert seconds < JOB_TIMEOUT + 30, (name, message)


# -- command lines ---------------------------------------------------------------------------
def test_example_without_a_job_says_what_is_missing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in list(os.environ):
        if name.startswith("P4REDUCE_"):
            monkeypatch.delenv(name)
    assert train_digits.main(["--switch", "127.0.0.1:9"]) == 2
    assert "no p4reduce switch job is configured" in capsys.readouterr().err


def test_bench_torch_prints_figures(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["bench", "torch", "--hidden", "64", "--layers", "1", "--steps", "1", "--repeat", "1"]
    assert p4reduce_main([*argv, "--slots", "64", "--references"]) == 0
    out = capsys.readouterr().out
    assert "p4reduce/gloo" in out and "DDP step" in out and "all-reduce" in out
    assert "64 slots" in out and "0 fallbacks" in out
    assert "Gloo, torch's allreduce_hook" in out and "no communication" in out
    assert "communication a step waits for: Gloo " in out


@pytest.mark.skipif(torch.cuda.is_available(), reason="this machine has a GPU")
def test_bench_torch_on_cuda_without_a_gpu_is_a_clear_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert p4reduce_main(["bench", "torch", "--device", "cuda"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("p4reduce bench: error: --device cuda: ") and "Traceback" not in err


def test_bench_torch_names_a_rank_that_died(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from p4reduce.bench import torch as torch_bench
    from p4reduce.localrun import WorkerError

    def dies(*_: object, **__: object) -> None:
        raise WorkerError(1, "died with exit code -9")

    monkeypatch.setattr(torch_bench, "run", dies)
    assert p4reduce_main(["bench", "torch"]) == 2
    err = capsys.readouterr().err
    assert err == "p4reduce bench: error: worker 1: died with exit code -9\n"


@pytest.mark.parametrize("slots", ["0", "65537"])
def test_bench_torch_refuses_a_slot_pool_out_of_range(
    slots: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert p4reduce_main(["bench", "torch", "--slots", slots]) == 2
    err = capsys.readouterr().err
    assert err.startswith("p4reduce bench: error: ")
    assert f"slots must be 1..65536, got {slots}" in err


def test_bench_torch_refuses_an_empty_staging_chunk(capsys: pytest.CaptureFixture[str]) -> None:
    assert p4reduce_main(["bench", "torch", "--staging-chunk", "0"]) == 2
    err = capsys.readouterr().err
    assert err == "p4reduce bench: error: staging_chunk must be 1 element or more, got 0\n"


def test_bench_torch_help_shows_the_config_defaults() -> None:
    from p4reduce.bench.torch import TorchBenchConfig
    from p4reduce.cli import _BENCH_TORCH_FLAGS

    defaults = TorchBenchConfig()
    for name, (_, text) in _BENCH_TORCH_FLAGS.items():
        assert f"(default {getattr(defaults, name)}" in text, name


# -- the switch restarts under a running training -------------------------------------------
STEPS, RESTART_AT = 8, 4


@pytest.fixture
def programmed_switch(tmp_path: Path) -> Iterator[tuple[Path, Any]]:
    """``p4reduce switch`` with P4Runtime, programmed with ``ctl apply --push`` as a user
    does: its config and the settings of the job's two workers."""
    import signal
    import subprocess

    from hostlib.torchdist import TorchSwitchSettings
    from p4rproto.netio import Address, free_tcp_port, free_udp_ports

    udp, p1, p2 = free_udp_ports(3)
    grpc = free_tcp_port()
    cmd = [sys.executable, "-m", "p4reduce.cli", "switch", "--listen", f"127.0.0.1:{udp}"]
    cmd += ["--slots", "256", "--p4runtime", f"127.0.0.1:{grpc}"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and "P4Runtime on" in proc.stdout.readline()
    config = tmp_path / "soft.toml"
    config.write_text(CTL_CONFIG.format(grpc=grpc, p1=p1, p2=p2))
    try:
        assert p4reduce_main(["ctl", "--config", str(config), "apply", "--push"]) == 0
        workers = (Address("127.0.0.1", p1), Address("127.0.0.2", p2))
        yield config, TorchSwitchSettings(Address("127.0.0.1", udp), 2, workers=workers, slots=32)
    finally:
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=10)


def _train_through_a_restart(
    rank: int, init_method: str, env: dict[str, str], mode: str, config: str
) -> dict[str, Any]:
    """DDP (backend or hook) beside the same model on plain Gloo; before step RESTART_AT
    rank 0 runs `ctl apply --push` (the switch gets the pipeline and the job again, with
    a new session, its registers cleared).  Reports how the steps ended."""
    import copy

    from torch.nn.parallel import DistributedDataParallel

    from hostlib.torchdist import P4ReduceHookState, p4reduce_hook

    os.environ.update(env)
    torch.set_num_threads(1)
    backend = "p4reduce" if mode == "backend" else "gloo"
    dist.init_process_group(
        backend, init_method=init_method, rank=rank, world_size=2, timeout=timedelta(seconds=60)
    )
    gloo = dist.new_group(backend="gloo")
    torch.manual_seed(0)
    net = torch.nn.Sequential(torch.nn.Linear(20, 32), torch.nn.Tanh(), torch.nn.Linear(32, 4))
    model = DistributedDataParallel(net)
    ref = DistributedDataParallel(copy.deepcopy(net), process_group=gloo)
    state = None
    if mode == "hook":
        state = P4ReduceHookState.from_settings()
        model.register_comm_hook(state, p4reduce_hook)
    reducer = state.reducer if state else dist.distributed_c10d._get_default_group().reducer  # type: ignore[attr-defined]
    optimizers = [torch.optim.SGD(m.parameters(), lr=0.1) for m in (model, ref)]
    data = torch.Generator().manual_seed(rank)
    report: dict[str, Any] = {"error": None, "steps": 0}
    try:
        for step in range(STEPS):
            if step == RESTART_AT:
                dist.barrier(group=gloo)
                if rank == 0:
                    assert p4reduce_main(["ctl", "--config", config, "apply", "--push"]) == 0
                dist.barrier(group=gloo)
            x, y = torch.randn(16, 20, generator=data), torch.randn(16, 4, generator=data)
            for m, opt in zip((model, ref), optimizers, strict=True):
                opt.zero_grad()
                ((m(x) - y) ** 2).mean().backward()
                opt.step()
            report["steps"] = step + 1
    except Exception as exc:  # reported to the test
        report["error"] = f"{type(exc).__name__}: {exc}"
        return report
    # And an integer all-reduce through the switch after it: exact, as Gloo's.
    ints = torch.randint(-(2**20), 2**20, (50_000,), dtype=torch.int32, generator=data)
    mine, theirs = ints.clone(), ints.clone()
    reducer.all_reduce([mine]).wait()
    dist.all_reduce(theirs, group=gloo)
    report["ints_equal"] = bool(torch.equal(mine, theirs))
    report["param_diff"] = max(
        float((a - b).abs().max())
        for a, b in zip(model.parameters(), ref.parameters(), strict=True)
    )
    report["counters"] = reducer.counters
    return report


@pytest.mark.parametrize("mode", ["backend", "hook"])
@pytest.mark.parametrize("fallback", ["gloo", "fail"])
def test_training_goes_on_through_ctl_apply_push(
    programmed_switch: tuple[Path, Any], mode: str, fallback: str
) -> None:
    """`ctl apply --push` mid-training: with fallback=gloo every rank rejoins the new
    session and training goes on through the switch (no fallback, parameters as Gloo's,
    integer sums exact); with fallback=fail every rank raises, none hangs."""
    import dataclasses

    config, settings = programmed_switch
    settings = dataclasses.replace(settings, timeout=5.0, fallback=fallback)
    results = run_workers(
        _train_through_a_restart, 2, (settings.to_env(), mode, str(config)), timeout=120
    )
    for report in results:
        if fallback == "fail":
            assert report["steps"] == RESTART_AT, report
            assert report["error"].startswith("RuntimeError"), report
            assert "AggregationRefused" in report["error"], report
            assert "rejected_session" in report["error"], report
            continue
        assert report["error"] is None and report["steps"] == STEPS, report
        c = report["counters"]
        assert (c.switch, c.rejoins, c.fallbacks, c.skipped) == (STEPS + 1, 1, 0, 0), c
        assert report["ints_equal"]
        assert report["param_diff"] <= PARAM_TOLERANCE, report["param_diff"]


# -- torchrun with static rendezvous through the controller service --------------------------
@pytest.mark.slow
def test_two_static_rendezvous_torchruns_at_once_get_their_own_jobs(tmp_path: Path) -> None:
    """Every torchrun with static rendezvous (--master-port) has the run id "none"; two
    started together each draw a job name on rank 0, so both run through the switch,
    exact, instead of joining one job "none" and evicting each other."""
    import json
    import re
    import subprocess

    from p4reduce.localrun import local_controller

    root = Path(__file__).resolve().parents[1]
    torchrun = Path(sys.executable).with_name("torchrun")
    with local_controller(tmp_path / "service") as local:
        env = {
            **{k: v for k, v in os.environ.items() if not k.startswith("P4REDUCE_")},
            **local.env(),
            "PYTHONPATH": str(root),
            "OMP_NUM_THREADS": "1",
        }
        runs = [
            subprocess.Popen(
                [
                    str(torchrun),
                    "--nproc_per_node=2",
                    f"--master-port={free_tcp_port()}",
                    str(root / "tests" / "torchrun_worker.py"),
                ],
                env=env,
                cwd=tmp_path,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            for _ in range(2)
        ]
        outputs = [p.communicate(timeout=240) for p in runs]
    reports = []
    for p, (out, err) in zip(runs, outputs, strict=True):
        assert p.returncode == 0, err[-3000:]
        reports.append(json.loads(out.strip().splitlines()[-1]))
    names = [r["job_name"] for r in reports]
    assert all(re.fullmatch(r"torchrun-[0-9a-f]{16}", n) for n in names), names
    assert names[0] != names[1]
    for r in reports:
        assert r["equal_to_gloo"] and r["switch_calls"] > 0 and r["fallbacks"] == 0, r
