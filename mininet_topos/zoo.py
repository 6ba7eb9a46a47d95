"""The models of ``mininet_topos.models``, built, and their synthetic data (torch).

The rank processes of the emulated training import this; the configuration and the
command line do not (they run without torch).
"""

from __future__ import annotations

import math
import time

import torch
import torch.nn.functional as F
from torch import nn

from .models import (
    GPT_SIZES,
    RESNET_SIZES,
    SUCCESSORS,
    GptShape,
    ModelConfig,
    ModelKind,
    ResnetShape,
    hf_available,
)


def build(cfg: ModelConfig, seed: int) -> tuple[nn.Module, str]:
    """The model with its initial weights from ``seed`` alone, and which implementation
    it is (``own``, ``hf``, ``resnet``)."""
    torch.manual_seed(seed)
    if cfg.kind is ModelKind.RESNET:
        return _resnet(RESNET_SIZES[cfg.size]), "resnet"
    shape = GPT_SIZES[cfg.size]
    use_hf = cfg.impl == "hf" or (cfg.impl == "auto" and hf_available())
    if use_hf:
        return _hf_gpt2(shape), "hf"
    return Gpt(shape), "own"


def parameter_count(model: nn.Module) -> int:
    """Elements of the gradients DDP all-reduces (shared parameters once)."""
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


def _hf_gpt2(shape: GptShape) -> nn.Module:
    from transformers import GPT2Config, GPT2LMHeadModel

    config = GPT2Config(
        vocab_size=shape.vocab,
        n_positions=shape.context,
        n_embd=shape.width,
        n_layer=shape.layers,
        n_head=shape.heads,
        resid_pdrop=0.0,
        embd_pdrop=0.0,
        attn_pdrop=0.0,
    )
    return _HfLogits(GPT2LMHeadModel(config))


class Gpt(nn.Module):
    """A GPT-2-style decoder: the logits of the next token at every position."""

    def __init__(self, shape: GptShape) -> None:
        super().__init__()
        if shape.width % shape.heads:
            raise ValueError(f"gpt: width {shape.width} is not a multiple of {shape.heads} heads")
        self.shape = shape
        self.tokens = nn.Embedding(shape.vocab, shape.width)
        self.positions = nn.Embedding(shape.context, shape.width)
        self.blocks = nn.ModuleList(_Block(shape) for _ in range(shape.layers))
        self.norm = nn.LayerNorm(shape.width)
        self.head = nn.Linear(shape.width, shape.vocab, bias=False)
        self.head.weight = self.tokens.weight  # tied, as GPT-2's
        for name, p in self.named_parameters():  # GPT-2's initialization
            if name.endswith("bias"):
                nn.init.zeros_(p)
            elif p.dim() >= 2:
                std = 0.02
                if name.endswith("proj.weight"):  # residual projections, scaled by depth
                    std /= math.sqrt(2 * shape.layers)
                nn.init.normal_(p, 0.0, std)
        mask = torch.ones(shape.context, shape.context, dtype=torch.bool).tril()
        self.register_buffer("causal", mask, persistent=False)

    def forward(self, idx: torch.Tensor) -> torch.Tensor:
        t = idx.shape[1]
        x = self.tokens(idx) + self.positions(torch.arange(t, device=idx.device))
        for block in self.blocks:
            x = block(x, self.get_buffer("causal")[:t, :t])
        out: torch.Tensor = self.head(self.norm(x))
        return out


class _Block(nn.Module):
    def __init__(self, shape: GptShape) -> None:
        super().__init__()
        w = shape.width
        self.heads = shape.heads
        self.ln1 = nn.LayerNorm(w)
        self.qkv = nn.Linear(w, 3 * w)
        self.attn_proj = nn.Linear(w, w)
        self.ln2 = nn.LayerNorm(w)
        self.fc = nn.Linear(w, 4 * w)
        self.mlp_proj = nn.Linear(4 * w, w)

    def forward(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        b, t, w = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(w, dim=2)
        q, k, v = (z.view(b, t, self.heads, w // self.heads).transpose(1, 2) for z in (q, k, v))
        y = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        x = x + self.attn_proj(y.transpose(1, 2).reshape(b, t, w))
        out: torch.Tensor = x + self.mlp_proj(F.gelu(self.fc(self.ln2(x)), approximate="tanh"))
        return out


class _HfLogits(nn.Module):
    """Hugging Face's model, answering logits like :class:`Gpt`."""

    def __init__(self, model: nn.Module) -> None:
        super().__init__()
        self.model = model

    def forward(self, idx: torch.Tensor) -> torch.Tensor:
        out: torch.Tensor = self.model(input_ids=idx).logits
        return out


def _resnet(shape: ResnetShape) -> nn.Module:
    def block(cin: int, cout: int, stride: int) -> nn.Module:
        return _Basic(cin, cout, stride)

    w = shape.width
    layers: list[nn.Module] = [
        nn.Conv2d(3, w, 3, padding=1, bias=False),
        nn.BatchNorm2d(w),
        nn.ReLU(inplace=True),
    ]
    cin = w
    for stage, count in enumerate(shape.blocks):
        cout = w * 2**stage
        for i in range(count):
            layers.append(block(cin, cout, 2 if stage > 0 and i == 0 else 1))
            cin = cout
    layers += [nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(cin, shape.classes)]
    return nn.Sequential(*layers)


class _Basic(nn.Module):
    """ResNet's basic block: two 3x3 convolutions and a shortcut (1x1 where the shape
    changes)."""

    def __init__(self, cin: int, cout: int, stride: int) -> None:
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(cin, cout, 3, stride=stride, padding=1, bias=False),
            nn.BatchNorm2d(cout),
            nn.ReLU(inplace=True),
            nn.Conv2d(cout, cout, 3, padding=1, bias=False),
            nn.BatchNorm2d(cout),
        )
        self.short: nn.Module = nn.Identity()
        if stride != 1 or cin != cout:
            self.short = nn.Sequential(
                nn.Conv2d(cin, cout, 1, stride=stride, bias=False), nn.BatchNorm2d(cout)
            )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out: torch.Tensor = torch.relu(self.body(x) + self.short(x))
        return out


# -- data ----------------------------------------------------------------------------------
class SyntheticData:
    """Each rank's batches, drawn from (seed, rank, step): learnable, and the same in
    every run of the same seed."""

    def __init__(self, cfg: ModelConfig, seed: int) -> None:
        self.cfg = cfg
        self.seed = seed
        g = torch.Generator().manual_seed(seed + 7919)
        if cfg.kind is ModelKind.GPT2:
            vocab = GPT_SIZES[cfg.size].vocab
            self.successors = torch.randint(vocab, (vocab, SUCCESSORS), generator=g)
        else:
            r = RESNET_SIZES[cfg.size]
            self.templates = torch.randn(r.classes, 3, r.image, r.image, generator=g)

    def batch(self, rank: int, step: int) -> tuple[torch.Tensor, torch.Tensor]:
        """(inputs, targets) of ``rank``'s batch at ``step``."""
        g = torch.Generator().manual_seed((self.seed * 1_000_003 + rank) * 1_000_003 + step)
        b = self.cfg.batch
        if self.cfg.kind is ModelKind.GPT2:
            t = self.cfg.seq
            vocab = self.successors.shape[0]
            seq = torch.empty(b, t + 1, dtype=torch.int64)
            seq[:, 0] = torch.randint(vocab, (b,), generator=g)
            choice = torch.randint(SUCCESSORS, (b, t), generator=g)
            for i in range(t):
                seq[:, i + 1] = self.successors[seq[:, i], choice[:, i]]
            return seq[:, :-1], seq[:, 1:]
        labels = torch.randint(self.templates.shape[0], (b,), generator=g)
        noise = torch.randn((b, *self.templates.shape[1:]), generator=g)
        return self.templates[labels] + 1.5 * noise, labels


def loss_of(cfg: ModelConfig, out: torch.Tensor, targets: torch.Tensor) -> torch.Tensor:
    """Cross-entropy: over every position's next token (gpt2), or over the classes."""
    if cfg.kind is ModelKind.GPT2:
        return F.cross_entropy(out.reshape(-1, out.shape[-1]), targets.reshape(-1))
    return F.cross_entropy(out, targets)


def optimizer(cfg: ModelConfig, model: nn.Module, lr: float) -> torch.optim.Optimizer:
    """What each is trained with: AdamW (GPT-2's) or SGD with momentum (ResNet's)."""
    if cfg.kind is ModelKind.GPT2:
        return torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.01)
    return torch.optim.SGD(model.parameters(), lr=lr, momentum=0.9, weight_decay=5e-4)


def train_step(
    cfg: ModelConfig,
    model: nn.Module,
    opt: torch.optim.Optimizer,
    x: torch.Tensor,
    y: torch.Tensor,
) -> tuple[torch.Tensor, float, float]:
    """One step: forward, backward (under DDP: its all-reduces, the last waited for),
    the optimizer.  The loss, and the moments (``time.perf_counter``) the forward and
    the backward pass ended."""
    opt.zero_grad(set_to_none=True)
    loss = loss_of(cfg, model(x), y)
    forward = time.perf_counter()
    loss.backward()  # type: ignore[no-untyped-call]  # torch's stub leaves it untyped
    backward = time.perf_counter()
    opt.step()
    return loss, forward, backward
