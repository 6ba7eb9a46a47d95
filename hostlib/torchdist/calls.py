"""A PyTorch collective in the words of call agreement (``p4rproto.agreement``): which
collective, op and dtype, how many elements, and a digest of the caller's tensor list.

Every collective of a ``p4reduce`` group is agreed by its ranks before it runs, in the
switch's agreement round (or, without a switch, in a Gloo round of the same rows), so
that an all-reduce never pairs with a broadcast, float64 never meets float32, and a
list of two tensors never meets a list of one.
"""

from __future__ import annotations

import functools
import zlib
from collections.abc import Sequence
from dataclasses import dataclass

import torch
import torch.distributed as dist

from p4rproto.agreement import MAX_LENGTH, Collective, Dtype, ReduceOp, Route

#: torch's reduce ops (those this torch has) and their codes, the common ones first.
_OPS = tuple(
    (getattr(dist.ReduceOp, code.name), code)
    for code in (
        ReduceOp.SUM,
        ReduceOp.AVG,
        ReduceOp.PRODUCT,
        ReduceOp.MIN,
        ReduceOp.MAX,
        ReduceOp.BAND,
        ReduceOp.BOR,
        ReduceOp.BXOR,
        ReduceOp.PREMUL_SUM,
    )
    if hasattr(dist.ReduceOp, code.name)
)


def op_code(op: object) -> ReduceOp:
    """The agreement's code of a torch reduce op (``OTHER`` for an op of its own, e.g. a
    PREMUL_SUM with a factor: compared as one)."""
    for torch_op, code in _OPS:
        if op == torch_op:
            return code
    return ReduceOp.OTHER


@functools.lru_cache(maxsize=64)
def dtype_code(dtype: torch.dtype) -> Dtype:
    return Dtype.of(str(dtype))


@dataclass(frozen=True)
class TorchCall:
    """A rank's description of one collective; every field must agree across ranks."""

    collective: Collective
    op: ReduceOp
    dtype: Dtype  #: the first tensor's (NONE: no tensor)
    length: int  #: elements over all tensors, modulo 2**32 (0: not compared)
    #: the tensor list: its length modulo 256 and a digest of every tensor's dtype,
    #: layout and size (0: not compared), with a rooted collective's root (:func:`detail`)
    detail: int
    route: Route

    @classmethod
    def of(
        cls,
        collective: Collective,
        tensors: Sequence[torch.Tensor] = (),
        op: object = None,
        *,
        route: Route = Route.GLOO,
        sizes: bool = True,
        root: int = 0,
    ) -> TorchCall:
        """Describe ``collective`` over ``tensors``; ``sizes=False`` leaves out the element
        count and the list (collectives whose ranks legitimately pass different lists:
        a root's gather and scatter lists); ``root``: a rooted collective's root."""
        return cls(
            collective,
            ReduceOp.NONE if op is None else op_code(op),
            dtype_code(tensors[0].dtype) if tensors else Dtype.NONE,
            sum(t.numel() for t in tensors) % (MAX_LENGTH + 1) if sizes else 0,
            detail(tensors if sizes else (), root),
            route,
        )


def detail(tensors: Sequence[torch.Tensor], root: int = 0) -> int:
    """The tensor list in 16 bits: its length modulo 256, and a digest of each tensor's
    dtype, layout and element count, XORed with a rooted collective's root (broadcast,
    reduce, gather, scatter) modulo 256: ranks that name different roots (modulo 256)
    always differ here, and fail at the agreement instead of waiting in Gloo."""
    return _detail(tuple((t.dtype, t.layout, t.numel()) for t in tensors)) ^ (root & 0xFF) << 8


@functools.lru_cache(maxsize=1024)  # a training loop's calls repeat a few lists
def _detail(kinds: tuple[tuple[torch.dtype, torch.layout, int], ...]) -> int:
    text = ",".join(f"{dtype}/{layout}/{numel}" for dtype, layout, numel in kinds).encode()
    return (zlib.crc32(text) & 0xFF) << 8 | len(kinds) & 0xFF
