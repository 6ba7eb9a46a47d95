"""The models the emulated training runs: what people train, built from a config, with
synthetic data drawn from a fixed seed (nothing is downloaded).

* ``gpt2``: a GPT-2-style decoder (token and position embeddings, pre-norm blocks of
  causal self-attention and a 4x GELU MLP, the head tied to the token embedding),
  trained on next-token prediction.  Hugging Face ``transformers``' ``GPT2LMHeadModel``
  where it is installed (dropout off), else the project's own of the same shape.
* ``resnet``: a CIFAR-style ResNet (a 3x3 stem, four stages of two basic blocks each,
  widths w, 2w, 4w, 8w: ResNet-18's layout at w = 64), classifying 32x32 RGB images.

Each has sizes (:data:`GPT_SIZES`, :data:`RESNET_SIZES`).  The data is learnable, so
the loss falls and two runs can be compared step by step: token sequences from a fixed
random table of four successors per token (the loss falls from ln(vocab) towards
ln 4), and images of ten fixed random class templates under noise.  Every rank draws
its own batches from (seed, rank, step); the model's initial weights come from the seed
alone, so that every rank, and every backend, starts from the same model.

Dropout is off and one thread computes per rank: a step is deterministic, and runs that
differ only in how gradients are summed can be compared loss for loss.

This module is the configuration (it imports no torch); ``mininet_topos.zoo`` builds the
models and draws the data.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class ModelKind(StrEnum):
    GPT2 = "gpt2"
    RESNET = "resnet"


@dataclass(frozen=True)
class GptShape:
    vocab: int
    context: int  #: tokens per sequence (also the position table's length)
    width: int  #: d_model
    layers: int
    heads: int


@dataclass(frozen=True)
class ResnetShape:
    width: int  #: the first stage's channels (ResNet-18: 64)
    blocks: tuple[int, ...] = (2, 2, 2, 2)  #: basic blocks per stage
    classes: int = 10
    image: int = 32  #: pixels per side


#: GPT-2-style sizes: ``gpt2`` is GPT-2 small (124 M parameters; too large for 100 Mbit/s
#: links, where its gradients take 40 s); the others are scaled down for the emulation.
GPT_SIZES = {
    "tiny": GptShape(vocab=256, context=32, width=64, layers=2, heads=2),
    "small": GptShape(vocab=8192, context=64, width=256, layers=4, heads=4),
    "medium": GptShape(vocab=16384, context=128, width=384, layers=6, heads=6),
    "gpt2": GptShape(vocab=50257, context=1024, width=768, layers=12, heads=12),
}
#: ResNet sizes: ``resnet18`` is ResNet-18's layout (11.2 M parameters) on 32x32 images.
RESNET_SIZES = {
    "tiny": ResnetShape(width=8),
    "small": ResnetShape(width=16),
    "medium": ResnetShape(width=32),
    "resnet18": ResnetShape(width=64),
}
SIZES: dict[ModelKind, dict[str, Any]] = {ModelKind.GPT2: GPT_SIZES, ModelKind.RESNET: RESNET_SIZES}
#: Successors each token may have in the synthetic language.
SUCCESSORS = 4


@dataclass(frozen=True)
class ModelConfig:
    """Which model, how large, and each rank's batch (sequences or images per step)."""

    kind: ModelKind = ModelKind.GPT2
    size: str = "small"
    batch: int = 4  #: per rank and step
    #: tokens per sequence (gpt2); 0: the size's context
    seq: int = 0
    #: "auto": Hugging Face's GPT-2 where installed, else the project's own; "own", "hf"
    impl: str = "auto"

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", ModelKind(self.kind))
        if self.size not in SIZES[self.kind]:
            raise ValueError(
                f"model size: {self.kind.value} comes in {', '.join(SIZES[self.kind])}, "
                f"got {self.size!r}"
            )
        if self.batch < 1:
            raise ValueError(f"model batch: at least 1 per rank, got {self.batch}")
        if self.impl not in ("auto", "own", "hf"):
            raise ValueError(f"model impl: auto, own or hf, got {self.impl!r}")
        if self.kind is ModelKind.GPT2:
            context = GPT_SIZES[self.size].context
            if self.seq == 0:
                object.__setattr__(self, "seq", context)
            if not 2 <= self.seq <= context:
                raise ValueError(f"model seq: 2..{context} tokens for gpt2 {self.size}")

    @property
    def samples_per_step(self) -> int:
        """What one rank's step consumes: sequences (gpt2) or images (resnet)."""
        return self.batch

    def describe(self) -> str:
        if self.kind is ModelKind.GPT2:
            s = GPT_SIZES[self.size]
            return (
                f"gpt2 {self.size} (vocab {s.vocab}, d {s.width}, {s.layers} layers, "
                f"{s.heads} heads), {self.batch} x {self.seq} tokens per rank"
            )
        r = RESNET_SIZES[self.size]
        return f"resnet {self.size} (width {r.width}), {self.batch} images of 32x32 per rank"


#: The learning rate each trains at unless told.  GPT-2's AdamW at 3e-4: at 1e-3 this
#: small model amplifies any rounding of the summed gradients (float32 in another order
#: as much as the switch's) past 1e-4 of the loss by step 90; at 3e-4 every way of
#: summing stays within 3e-7 for 100 steps (tools/train_divergence.py, docs/mininet.md).
DEFAULT_LR = {ModelKind.GPT2: 3e-4, ModelKind.RESNET: 0.05}


def hf_available() -> bool:
    """Whether Hugging Face ``transformers`` is installed (``gpt2`` then uses it)."""
    import importlib.util

    return importlib.util.find_spec("transformers") is not None
