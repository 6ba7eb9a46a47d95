"""What a training comparison is and what it measured: its config, each mode's figures
at one worker count, and the loss agreement's bound (``mininet_topos.training`` runs it,
``mininet_topos.train_plot`` draws it)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from .emu import EmuConfig
from .models import DEFAULT_LR, ModelConfig
from .train_worker import MODES, TrainMode

#: The relative difference allowed between a p4reduce run's loss and Gloo's, at every
#: step.  The switch's quantization errs by at most n * 2^(e + ceil(log2 n) - 31) per
#: element of a packet's sum (docs/protocol.md), about n^2 * 2^-31 of the packet's
#: largest gradient (3e-8 at 8 workers): below float32's own rounding of Gloo's sums,
#: (n - 1) * 2^-24 (4e-7 at 8).
LOSS_RTOL = 1e-4
#: Where gradients are rounded below float32 on the way (narrow lanes, Gloo's float16
#: hook) the losses part step by step; what must agree is where training ends: the final
#: loss (the mean of the last :data:`FINAL_STEPS` steps') within this of Gloo's.
FINAL_LOSS_RTOL = 0.01
FINAL_STEPS = 5


@dataclass(frozen=True)
class TrainConfig:
    """One training comparison: the network (``emu``), the model and the run."""

    emu: EmuConfig = field(default_factory=EmuConfig)
    model: ModelConfig = field(default_factory=ModelConfig)
    steps: int = 100
    warmup: int = 5  #: first steps left out of the throughput (DDP rebuilds its buckets)
    lr: float = 0.0  #: 0: the model's default (models.DEFAULT_LR)
    bucket_mb: float = 25.0  #: DDP's bucket_cap_mb
    modes: tuple[str, ...] = (TrainMode.BACKEND, TrainMode.HOOK, TrainMode.GLOO)
    compute_steps: int = 5  #: steps timed without communication
    comm_repeat: int = 3  #: bare all-reduces timed
    fallback: str = "gloo"  #: P4REDUCE_FALLBACK of the ranks
    trace: bool = False  #: record each bucket's all-reduce in every step (train_worker)

    def __post_init__(self) -> None:
        bad = [m for m in self.modes if m not in MODES]
        if bad or not self.modes:
            raise ValueError(f"train modes: some of {', '.join(MODES)}, got {self.modes}")
        if self.steps < 1 or not 0 <= self.warmup < self.steps:
            raise ValueError(
                f"train steps: at least 1, and the warm-up 0..steps-1, got "
                f"{self.steps} steps, warm-up {self.warmup}"
            )
        if self.bucket_mb <= 0:
            raise ValueError(f"train bucket_mb: must be positive, got {self.bucket_mb}")
        if self.compute_steps < 1 or self.comm_repeat < 1:
            raise ValueError("train compute_steps and comm_repeat: at least 1 each")
        if self.lr < 0:
            raise ValueError(f"train lr: must be positive (0: the model's default), got {self.lr}")
        if self.lr == 0:
            object.__setattr__(self, "lr", DEFAULT_LR[self.model.kind])
        if self.fallback not in ("gloo", "fail"):
            raise ValueError(f"train fallback: gloo or fail, got {self.fallback!r}")


@dataclass
class ModeResult:
    """One mode's training at one worker count."""

    mode: str
    steps_per_s: float
    samples_per_s: float
    step_s: float  #: seconds per step after the warm-up (the slowest rank's mean)
    #: the median step after the warm-up (each step's slowest rank): robust to a busy
    #: machine's pauses, which the mean is not
    median_step_s: float
    compute_s: float  #: a step without communication (every rank computing at once)
    backward_s: float  #: its backward pass (what DDP can overlap the all-reduces with)
    train_backward_s: float  #: the backward pass in training, with the wait for the last bucket
    allreduce_s: float  #: a bare all-reduce of the gradients' size
    link_s: float  #: the gradients' all-reduce at the link limit
    losses: list[float]  #: every step's loss, the mean over the ranks
    wall: list[float]  #: seconds from the start of training to the end of each step
    counters: dict[str, Any] | None  #: p4reduce: rank 0's reducer counters

    @property
    def comm_share(self) -> float:
        """The share of the step that is not compute: communication not hidden."""
        return max(0.0, 1.0 - self.compute_s / self.step_s)

    @property
    def hidden_s(self) -> float:
        """Seconds of the bare all-reduce that the step hides behind compute (overlap):
        compute plus all-reduce, less the step."""
        return self.compute_s + self.allreduce_s - self.step_s

    @property
    def limit_step_s(self) -> float:
        """The step with compute as measured and the all-reduce at the link limit,
        one after the other (DDP overlaps part of them: a step may beat it)."""
        return self.compute_s + self.link_s

    @property
    def of_limit(self) -> float:
        """Throughput as a share of what the link limit allows (``limit_step_s``)."""
        return self.limit_step_s / self.step_s

    def as_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d.update(
            hidden_s=self.hidden_s,
            comm_share=self.comm_share,
            allreduce_share=self.allreduce_s / self.step_s,
            limit_step_s=self.limit_step_s,
            of_limit=self.of_limit,
        )
        return d


@dataclass
class TrainResult:
    workers: int
    params: int  #: gradient elements per step
    impl: str  #: which GPT-2 (own, hf) or resnet
    modes: dict[str, ModeResult]
    in_network_limit: float  #: elements/s
    ring_limit: float
    #: modes that round gradients below float32 (narrow lanes, float16): held to the
    #: final loss's bound, not every step's
    lossy: tuple[str, ...] = ()

    def loss_rel_diff(self, mode: str) -> float | None:
        """How far ``mode``'s loss is from Gloo's, relatively: the largest difference over
        every step, or for a :attr:`lossy` mode the final loss's (:data:`FINAL_STEPS`)."""
        if mode == TrainMode.GLOO or TrainMode.GLOO not in self.modes:
            return None
        ours, gloo = self.modes[mode].losses, self.modes[TrainMode.GLOO].losses
        if mode in self.lossy:
            a, b = (sum(x[-FINAL_STEPS:]) / len(x[-FINAL_STEPS:]) for x in (ours, gloo))
            return abs(a - b) / abs(b)
        return max(abs(a - b) / abs(b) for a, b in zip(ours, gloo, strict=True))

    def loss_bound(self, mode: str) -> tuple[float, str]:
        """The bound :meth:`loss_rel_diff` is held to, and what it compares."""
        if mode in self.lossy:
            return FINAL_LOSS_RTOL, f"final loss (last {FINAL_STEPS} steps)"
        return LOSS_RTOL, "loss max"

    def losses_agree(self) -> bool:
        """Whether every mode's loss is within its bound of Gloo's."""
        diffs = [(m, self.loss_rel_diff(m)) for m in self.modes]
        return all(d <= self.loss_bound(m)[0] for m, d in diffs if d is not None)

    @property
    def bound(self) -> str:
        """Which the step is bound by, from the measured compute and the slowest
        mode's bare all-reduce: ``communication`` or ``compute``."""
        r = max(self.modes.values(), key=lambda m: m.allreduce_s)
        return "communication" if r.allreduce_s > r.compute_s else "compute"

    def as_dict(self) -> dict[str, Any]:
        return {
            "workers": self.workers,
            "params": self.params,
            "impl": self.impl,
            "bound": self.bound,
            "in_network_limit": self.in_network_limit,
            "ring_limit": self.ring_limit,
            "modes": {m: r.as_dict() for m, r in self.modes.items()},
            "loss_rel_diff": {m: self.loss_rel_diff(m) for m in self.modes},
            "loss_bound": {m: self.loss_bound(m)[0] for m in self.modes},
            "lossy": list(self.lossy),
            "speedup": {m: self.speedup(m) for m in self.modes},
            "speedup_fp16": {m: self.speedup(m, TrainMode.GLOO_FP16) for m in self.modes},
        }

    def speedup(self, mode: str, base: str = TrainMode.GLOO) -> float | None:
        """``mode``'s steps/s over ``base``'s (Gloo's)."""
        if base not in self.modes:
            return None
        return self.modes[mode].steps_per_s / self.modes[base].steps_per_s
