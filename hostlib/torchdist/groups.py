"""What the PyTorch integration needs of a Gloo group, and how it asks for a reduction."""

from __future__ import annotations

from typing import Protocol, cast

import torch
import torch.distributed as dist


class AllReduceGroup(Protocol):
    """What the reducer needs of its Gloo group (a ``ProcessGroupGloo`` or a ``ProcessGroup``)."""

    def allreduce(
        self, tensors: list[torch.Tensor], opts: dist.AllreduceOptions = ...
    ) -> dist.Work: ...

    def rank(self) -> int: ...

    def size(self) -> int: ...


#: A reduction as options objects carry it (``ReduceOp``) or as its constants are (``RedOpType``).
ReduceOpLike = dist.ReduceOp | dist.ReduceOp.RedOpType


def allreduce_options(op: ReduceOpLike) -> dist.AllreduceOptions:
    opts = dist.AllreduceOptions()
    opts.reduceOp = op if isinstance(op, dist.ReduceOp) else dist.ReduceOp(op)
    return opts


def cast_group(group: object) -> AllReduceGroup:
    """``group`` typed as the reducer needs it, after checking that it has ``allreduce``
    (torch's stubs do not list the collectives of a Gloo backend, which it has)."""
    if not callable(getattr(group, "allreduce", None)):
        raise TypeError(f"{type(group).__name__} has no allreduce: not a process group")
    return cast(AllReduceGroup, group)
