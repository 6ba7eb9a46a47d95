"""DDP training over the emulated rack (``p4reduce emu --train``): the figures it derives,
its models and data, and (root, Mininet) a short training through the switch that must
match Gloo's on the same links step for step."""

from __future__ import annotations

import json
import statistics
from pathlib import Path
from typing import Any

import pytest

from mininet_topos.emu import EmuConfig, link_limits
from mininet_topos.models import ModelConfig, ModelKind
from mininet_topos.train_worker import TrainMode
from mininet_topos.training import FINAL_LOSS_RTOL, LOSS_RTOL, TrainConfig, summarize
from p4reduce.cli import main
from p4rproto.agreement import Wire
from tests.requires import MININET, requires


# -- the figures, from the ranks' reports ----------------------------------------------------
def _report(
    params: int, steps: list[tuple[float, float, float]], compute: float, comm: float
) -> dict[str, Any]:
    return {
        "params": params,
        "impl": "own",
        "steps": [(t, d, loss, d / 4, d / 2) for t, d, loss in steps],
        "compute_s": [(compute, compute / 3, compute / 2)] * 2,
        "allreduce_s": [comm, comm],
        "counters": None,
    }


def test_summarize_takes_the_slowest_rank_after_the_warm_up() -> None:
    cfg = TrainConfig(
        emu=EmuConfig(workers=(2,), bw=100.0),
        model=ModelConfig(ModelKind.GPT2, "tiny", batch=3),
        steps=4,
        warmup=1,
    )
    fast = [(0.0, 5.0, 4.0), (5.0, 1.0, 3.0), (6.0, 1.0, 2.0), (7.0, 1.0, 1.0)]
    slow = [(0.0, 5.0, 6.0), (5.0, 1.0, 5.0), (6.0, 1.0, 4.0), (7.5, 1.5, 3.0)]  # ends at 9
    gloo = [(0.0, 2.0, 4.0), (2.0, 2.0, 3.0), (4.0, 2.0, 2.0), (6.0, 2.0, 1.0)]
    result = summarize(
        cfg,
        2,
        {
            TrainMode.BACKEND: [_report(1000, fast, 0.5, 0.7), _report(1000, slow, 0.6, 0.8)],
            TrainMode.GLOO: [_report(1000, gloo, 0.5, 1.2), _report(1000, gloo, 0.5, 1.0)],
        },
    )
    b, g = result.modes[TrainMode.BACKEND], result.modes[TrainMode.GLOO]
    assert b.steps_per_s == pytest.approx(3 / (9.0 - 5.0))  # the slow rank: steps 2..4
    assert g.steps_per_s == pytest.approx(3 / 6.0)
    assert b.samples_per_s == pytest.approx(b.steps_per_s * 3 * 2)
    assert b.median_step_s == pytest.approx(1.0)  # steps 2..4 take 1, 1 and 1.5 s
    assert b.losses == [5.0, 4.0, 3.0, 2.0]  # each step, the mean over the ranks
    assert b.wall == [5.0, 6.0, 7.0, 9.0]
    assert (b.compute_s, b.allreduce_s) == (pytest.approx(0.6), pytest.approx(0.8))
    in_network, ring = link_limits(2, 100.0, cfg.emu.elems, cfg.emu.mtu)
    assert b.link_s == pytest.approx(1000 / in_network)
    assert g.link_s == pytest.approx(1000 / ring)
    assert b.of_limit == pytest.approx((0.6 + 1000 / in_network) / b.step_s)
    assert b.hidden_s == pytest.approx(0.6 + 0.8 - b.step_s)
    assert result.speedup(TrainMode.BACKEND) == pytest.approx(b.steps_per_s / g.steps_per_s)
    assert result.loss_rel_diff(TrainMode.BACKEND) == pytest.approx(1.0)  # 2 against 1
    assert result.loss_rel_diff(TrainMode.GLOO) is None
    assert result.bound == "communication"  # Gloo's all-reduce (1.2 s) beats its compute


def test_narrow_lanes_and_gloo_fp16_have_their_own_limits_and_loss_bound() -> None:
    """On int16 lanes the in-network limit doubles, Gloo's fp16 hook doubles the ring's;
    both round gradients below float32, so their final loss (not each step's) is held
    to FINAL_LOSS_RTOL of Gloo's float32 run."""
    cfg = TrainConfig(
        emu=EmuConfig(workers=(2,), bw=100.0, wire=Wire.INT16),
        model=ModelConfig(ModelKind.GPT2, "tiny", batch=3),
        steps=10,
        warmup=1,
        modes=(TrainMode.HOOK, TrainMode.GLOO, TrainMode.GLOO_FP16),
    )
    step = [(float(i), 1.0, 2.0) for i in range(10)]
    ours = [(i / 2, 0.5, 2.0 + (0.5 if i < 5 else 0.01)) for i in range(10)]
    result = summarize(
        cfg,
        2,
        {
            TrainMode.HOOK: [_report(1000, ours, 0.3, 0.2)] * 2,
            TrainMode.GLOO: [_report(1000, step, 0.3, 0.5)] * 2,
            TrainMode.GLOO_FP16: [_report(1000, step, 0.3, 0.4)] * 2,
        },
    )
    in_network, ring = link_limits(2, 100.0, cfg.emu.elems, cfg.emu.mtu)
    h, g, f = (result.modes[m] for m in (TrainMode.HOOK, TrainMode.GLOO, TrainMode.GLOO_FP16))
    assert h.link_s == pytest.approx(1000 / (2 * in_network))
    assert g.link_s == pytest.approx(1000 / ring)
    assert f.link_s == pytest.approx(1000 / (2 * ring))
    assert result.lossy == (TrainMode.HOOK, TrainMode.GLOO_FP16)
    assert result.speedup(TrainMode.HOOK, TrainMode.GLOO_FP16) == pytest.approx(2.0)
    # steps 1-5 differ by 25%, the last five by 0.5%: the final loss agrees
    assert result.loss_rel_diff(TrainMode.HOOK) == pytest.approx(0.005)
    assert result.loss_bound(TrainMode.HOOK)[0] == FINAL_LOSS_RTOL
    assert result.losses_agree()
    int32 = summarize(
        TrainConfig(emu=EmuConfig(workers=(2,)), model=cfg.model, steps=10, warmup=1),
        2,
        {TrainMode.HOOK: [_report(1000, ours, 0.3, 0.2)] * 2,
         TrainMode.GLOO: [_report(1000, step, 0.3, 0.5)] * 2},
    )  # fmt: skip
    assert int32.lossy == () and not int32.losses_agree()  # int32 words: every step


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"steps": 5, "warmup": 5}, "train steps: at least 1, and the warm-up 0..steps-1"),
        ({"modes": ("nccl",)}, "train modes: some of backend, hook, gloo"),
        ({"bucket_mb": 0.0}, "train bucket_mb: must be positive"),
        ({"fallback": "retry"}, "train fallback: gloo or fail"),
    ],
)
def test_bad_training_configs_name_the_field(fields: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        TrainConfig(**fields)


def test_bad_model_configs_name_the_field() -> None:
    with pytest.raises(ValueError, match="model size: gpt2 comes in tiny, small, medium, gpt2"):
        ModelConfig(ModelKind.GPT2, "huge")
    with pytest.raises(ValueError, match=r"model seq: 2\.\.32 tokens for gpt2 tiny"):
        ModelConfig(ModelKind.GPT2, "tiny", seq=33)
    with pytest.raises(ValueError, match="model batch: at least 1"):
        ModelConfig(ModelKind.RESNET, "tiny", batch=0)


def test_a_bad_model_is_refused_before_anything_starts(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["emu", "--train", "resnet", "--model-size", "resnet50"]) == 2
    assert "model size: resnet comes in tiny, small, medium, resnet18" in capsys.readouterr().err


# -- the models and their data ---------------------------------------------------------------
@pytest.mark.torch
@pytest.mark.parametrize(
    ("kind", "size", "params"),
    [
        # GPT-2's layout: tied embedding, 12 d^2 + 13 d per block, positions, final norm
        ("gpt2", "tiny", 256 * 64 + 32 * 64 + 2 * (12 * 64 * 64 + 13 * 64) + 2 * 64),
        ("resnet", "resnet18", 11_173_962),  # ResNet-18 on 32x32 images, ten classes
    ],
)
def test_models_have_the_layout_they_name(kind: str, size: str, params: int) -> None:
    pytest.importorskip("torch")
    from mininet_topos import zoo

    model, _ = zoo.build(ModelConfig(ModelKind(kind), size, impl="own"), seed=1)
    assert zoo.parameter_count(model) == params


@pytest.mark.torch
@pytest.mark.parametrize("kind", ["gpt2", "resnet"])
def test_the_data_is_seeded_and_learnable(kind: str) -> None:
    torch = pytest.importorskip("torch")
    from mininet_topos import zoo

    torch.set_num_threads(1)
    cfg = ModelConfig(ModelKind(kind), "tiny", batch=8, impl="own")
    data = zoo.SyntheticData(cfg, seed=5)
    x, y = data.batch(rank=1, step=3)
    x2, y2 = zoo.SyntheticData(cfg, seed=5).batch(rank=1, step=3)
    assert torch.equal(x, x2) and torch.equal(y, y2)
    assert not torch.equal(x, data.batch(rank=0, step=3)[0])  # each rank its own batches
    model, _ = zoo.build(cfg, seed=5)
    opt = zoo.optimizer(cfg, model, 3e-3 if kind == "gpt2" else 0.05)
    losses = [zoo.train_step(cfg, model, opt, *data.batch(0, s))[0].item() for s in range(30)]
    assert statistics.fmean(losses[-5:]) < 0.9 * statistics.fmean(losses[:5])


# -- through the emulation -------------------------------------------------------------------
@pytest.mark.mininet
@pytest.mark.torch
@pytest.mark.slow
@requires(*MININET)
def test_two_workers_train_through_the_switch_as_with_gloo(tmp_path: Path) -> None:
    """Ten DDP steps of a small GPT-2 over the emulated rack, through the switch (the
    p4reduce backend, every gradient) and with Gloo on the same links: every step's loss
    within the bound, and the same final loss."""
    pytest.importorskip("torch")
    from mininet_topos.training import run_training

    from .test_mininet import leftovers

    cfg = TrainConfig(
        emu=EmuConfig(workers=(2,), bw=100.0, mtu=9000, out=tmp_path, timeout=30),
        model=ModelConfig(ModelKind.GPT2, "tiny", batch=4, impl="own"),
        steps=10,
        warmup=2,
        modes=(TrainMode.BACKEND, TrainMode.GLOO),
        compute_steps=1,
        comm_repeat=1,
    )
    (result,) = run_training(cfg)
    p4, gloo = result.modes[TrainMode.BACKEND], result.modes[TrainMode.GLOO]
    assert len(p4.losses) == len(gloo.losses) == 10
    for ours, theirs in zip(p4.losses, gloo.losses, strict=True):
        assert abs(ours - theirs) <= LOSS_RTOL * abs(theirs)
    assert p4.losses[-1] < p4.losses[0]  # it trains
    c = p4.counters
    assert c is not None and (c["fallbacks"], c["skipped"]) == (0, 0)
    # every gradient went through the switch: the bare all-reduces (a warm-up and one
    # timed) and one bucket per step (the tiny model fits DDP's first bucket)
    assert c["switch_elements"] == (2 + 10) * result.params
    report = json.loads((tmp_path / "results.json").read_text())
    assert report["runs"][0]["loss_rel_diff"]["backend"] <= LOSS_RTOL
    assert (tmp_path / "train.png").stat().st_size > 0
    assert leftovers() == ([], [])


@pytest.mark.mininet
@pytest.mark.torch
@pytest.mark.slow
@requires(*MININET)
def test_int16_lanes_train_as_gloo_and_gloo_fp16_do(tmp_path: Path) -> None:
    """Ten steps of a tiny GPT-2 with the hook on int16 lanes, beside Gloo and Gloo with
    PyTorch's fp16 hook: every gradient through the switch, and the final losses agree."""
    pytest.importorskip("torch")
    from mininet_topos.training import run_training

    cfg = TrainConfig(
        emu=EmuConfig(workers=(2,), bw=100.0, mtu=9000, out=tmp_path, timeout=30, wire=Wire.INT16),
        model=ModelConfig(ModelKind.GPT2, "tiny", batch=4, impl="own"),
        steps=10,
        warmup=2,
        modes=(TrainMode.HOOK, TrainMode.GLOO, TrainMode.GLOO_FP16),
        compute_steps=1,
        comm_repeat=1,
    )
    (result,) = run_training(cfg)
    assert result.lossy == (TrainMode.HOOK, TrainMode.GLOO_FP16)
    assert result.losses_agree()
    hook = result.modes[TrainMode.HOOK]
    c = hook.counters
    assert c is not None and (c["fallbacks"], c["skipped"]) == (0, 0)
    assert c["switch_elements"] == (2 + 10) * result.params
    assert result.modes[TrainMode.GLOO_FP16].counters is None  # (Gloo's own)
    report = json.loads((tmp_path / "results.json").read_text())
    assert report["runs"][0]["lossy"] == ["hook", "gloo-fp16"]
