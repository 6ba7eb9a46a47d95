"""Cases ``tests/torch_suite.py`` runs beside torch's own, on each backend, in the same
ranks and the same way (a process group per test, torch's barriers around it): what
users run on Gloo that torch's CPU tests leave out.

* A mixture-of-experts layer's token dispatch: ``all_to_all_single`` with splits that
  differ per rank and per peer, some empty, told by an even all-to-all of the counts
  first, then the tokens back the other way.
* ``torch.compile`` of a DDP model, whose compiled forward calls the group (a broadcast
  of its BatchNorm's buffers on every step, and of its rebuilt buckets): it trains as the
  same model does uncompiled, on the same group.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

import torch
import torch.distributed as dist

#: Rows of each token (its hidden size, small).
HIDDEN = 3
#: Compiled DDP against eager DDP: the largest parameter difference.  The compiled
#: model's gradients differ from the eager one's in their last bits (AOTAutograd
#: decomposes BatchNorm), and the switch quantizes each all-reduce to within about
#: n**2 * 2**-31 of a packet's largest gradient (tests/test_torch_training.py).
COMPILED_TOLERANCE = 1e-4
#: Dynamo and AOTAutograd, without Inductor's code generation, which costs every rank
#: of every run a C++ compilation on two shared cores (tests/test_torch_compile.py runs
#: with Inductor on request).
COMPILER = "aot_eager"


def _tokens_for(rank: int, size: int) -> list[int]:
    """How many tokens ``rank`` sends to each rank: 0 to 4, never any to the next rank,
    from a generator every rank can replay for any other."""
    counts = torch.randint(0, 5, (size,), generator=torch.Generator().manual_seed(100 + rank))
    counts[(rank + 1) % size] = 0
    return [int(c) for c in counts]


def _tokens(rank: int, size: int) -> torch.Tensor:
    """Rank ``rank``'s tokens, in the order of the ranks they go to."""
    total = sum(_tokens_for(rank, size))
    return torch.arange(total * HIDDEN, dtype=torch.float32).view(total, HIDDEN) + 1000 * rank


def _net() -> torch.nn.Module:
    return torch.nn.Sequential(
        torch.nn.Linear(20, 32), torch.nn.BatchNorm1d(32), torch.nn.Tanh(), torch.nn.Linear(32, 4)
    )


class SuiteCases:
    """Mixed into the suite's test case class, before torch's, whose ``_barrier`` the
    cases end with as torch's do."""

    _barrier: Callable[[], None]  # torch's

    def test_all_to_all_single_uneven_dispatch_and_combine(self) -> None:
        rank, size = dist.get_rank(), dist.get_world_size()
        send = torch.tensor(_tokens_for(rank, size))
        recv = torch.empty_like(send)
        dist.all_to_all_single(recv, send)  # one count for each rank, even splits
        assert recv.tolist() == [_tokens_for(j, size)[rank] for j in range(size)], recv
        tokens = _tokens(rank, size)
        dispatched = torch.full((int(recv.sum()), HIDDEN), -1.0)
        dist.all_to_all_single(dispatched, tokens, recv.tolist(), send.tolist())
        expected = []
        for j in range(size):
            start = sum(_tokens_for(j, size)[:rank])
            expected.append(_tokens(j, size)[start : start + int(recv[j])])
        assert torch.equal(dispatched, torch.cat(expected)), dispatched
        combined = torch.empty_like(tokens)
        dist.all_to_all_single(combined, dispatched * 2, send.tolist(), recv.tolist())
        assert torch.equal(combined, tokens * 2), combined
        self._barrier()

    def test_ddp_compiled_trains_as_uncompiled(self) -> None:
        from torch.nn.parallel import DistributedDataParallel

        rank = dist.get_rank()
        torch.manual_seed(0)
        net = _net()
        models = [DistributedDataParallel(net), DistributedDataParallel(copy.deepcopy(net))]
        forwards = [torch.compile(models[0], backend=COMPILER), models[1]]
        optimizers = [torch.optim.SGD(m.parameters(), lr=0.1) for m in models]
        data = torch.Generator().manual_seed(rank)
        try:
            for _ in range(4):
                x, y = torch.randn(16, 20, generator=data), torch.randn(16, 4, generator=data)
                for forward, opt in zip(forwards, optimizers, strict=True):
                    opt.zero_grad()
                    ((forward(x) - y) ** 2).mean().backward()
                    opt.step()
        finally:
            torch._dynamo.reset()  # the next tests start without this model's graphs
        states = [m.state_dict() for m in models]
        diff = max(
            float((a - b).abs().max())
            for a, b in zip(states[0].values(), states[1].values(), strict=True)
            if a.is_floating_point()
        )
        assert diff <= COMPILED_TOLERANCE, diff
        self._barrier()
