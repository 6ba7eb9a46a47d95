"""How far apart trainings drift that differ only in how each step's gradients are summed.

``python tools/train_divergence.py --model gpt2 --size small --seq 32 --workers 4
--steps 100`` simulates N data-parallel ranks in one process (each step: every rank's
gradient on its own batch, as ``emu --train`` draws them) and trains one copy of the
model per way of averaging the N gradients:

* ``float32``: divide each by N, sum in float32 in rank order (what DDP on Gloo does,
  up to the ring's order of additions);
* ``reversed``: the same sum in the reverse order (another, equally right, float32 sum);
* ``switch``: the switch's sum, bit for bit (``hostlib.reference.float_reference``:
  quantized per packet of K elements, summed exactly), divided by N;
* ``float64``: the sum in float64, rounded once.

It prints, every few steps, each copy's loss and its relative difference from the
``float32`` copy's, and the first step where each exceeds ``--rtol``: whether the
switch's quantization, or any rounding at all, is what makes two runs part.
"""

from __future__ import annotations

import argparse
import copy
import sys
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hostlib.reference import float_reference
from mininet_topos import zoo
from mininet_topos.models import DEFAULT_LR, ModelConfig, ModelKind

WAYS = ("float32", "reversed", "switch", "float64")


def average(grads: list[np.ndarray], way: str, elems: int) -> np.ndarray:
    n = len(grads)
    if way == "float32":
        out = np.zeros_like(grads[0])
        for g in grads:
            out += g / np.float32(n)
        return out
    if way == "reversed":
        out = np.zeros_like(grads[0])
        for g in reversed(grads):
            out += g / np.float32(n)
        return out
    if way == "switch":
        return float_reference(grads, elems).floats(grads[0].size) / np.float32(n)
    return (np.sum([g.astype(np.float64) for g in grads], axis=0) / n).astype(np.float32)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", choices=["gpt2", "resnet"], default="gpt2")
    ap.add_argument("--size", default="small")
    ap.add_argument("--batch", type=int, default=4)
    ap.add_argument("--seq", type=int, default=32)
    ap.add_argument("--workers", type=int, default=4)
    ap.add_argument("--steps", type=int, default=100)
    ap.add_argument("--lr", type=float, default=0.0)
    ap.add_argument("--optimizer", choices=["default", "sgd"], default="default")
    ap.add_argument("--elems", type=int, default=2048, help="the switch's K")
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--rtol", type=float, default=1e-4)
    ap.add_argument("--every", type=int, default=10)
    args = ap.parse_args()
    torch.set_num_threads(1)
    kind = ModelKind(args.model)
    cfg = ModelConfig(kind, args.size, args.batch, args.seq if kind is ModelKind.GPT2 else 0)
    lr = args.lr or DEFAULT_LR[kind]
    base, impl = zoo.build(cfg, args.seed)
    data = zoo.SyntheticData(cfg, args.seed)
    models = {w: copy.deepcopy(base) for w in WAYS}
    opts = {
        w: torch.optim.SGD(m.parameters(), lr=lr, momentum=0.9)
        if args.optimizer == "sgd"
        else zoo.optimizer(cfg, m, lr)
        for w, m in models.items()
    }
    print(f"{cfg.describe()} ({impl}), {args.workers} ranks, lr {lr:g}, {args.optimizer} optimizer")
    first: dict[str, int | None] = {w: None for w in WAYS}
    for step in range(args.steps):
        losses = {}
        for way, model in models.items():
            grads, rank_losses = [], []
            for rank in range(args.workers):
                model.zero_grad(set_to_none=True)
                x, y = data.batch(rank, step)
                loss = zoo.loss_of(cfg, model(x), y)
                loss.backward()  # type: ignore[no-untyped-call]
                rank_losses.append(loss.item())
                grads.append(
                    torch.cat([p.grad.reshape(-1) for p in model.parameters()]).numpy().copy()
                )
            losses[way] = float(np.mean(rank_losses))
            avg = torch.from_numpy(average(grads, way, args.elems))
            offset = 0
            for p in model.parameters():
                p.grad = avg[offset : offset + p.numel()].view_as(p).clone()
                offset += p.numel()
            opts[way].step()
        ref = losses["float32"]
        rel = {w: abs(losses[w] - ref) / abs(ref) for w in WAYS}
        for w in WAYS:
            if first[w] is None and rel[w] > args.rtol:
                first[w] = step
        if step % args.every == 0 or step == args.steps - 1:
            print(
                f"step {step:4d} loss {ref:.6f}  "
                + "  ".join(f"{w} {rel[w]:.1e}" for w in WAYS if w != "float32"),
                flush=True,
            )
    print(
        "first step beyond "
        + f"{args.rtol:g}: "
        + ", ".join(f"{w} {first[w]}" for w in WAYS if w != "float32")
    )


if __name__ == "__main__":
    main()
