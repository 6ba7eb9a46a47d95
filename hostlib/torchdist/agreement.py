"""Every collective of the PyTorch integration is agreed by the ranks before it runs.

The switch agrees on each all-reduce it carries (``docs/protocol.md``, "Call
agreement"), but in a process group a call can go to the switch or to Gloo, and a
mismatch there (an all-reduce on one rank and a broadcast on another, float64 that Gloo
takes against float32 that the switch takes) would pair a switch call with a Gloo call,
or two unrelated Gloo calls: a hang, or Gloo summing unrelated data.  So the reducer's
thread first exchanges one row of integers per rank over the Gloo group (the
fingerprint of the call: what, which op, dtypes, elements, tensors, route, and whether
the rank refused it already) and every rank checks every row.  A mismatch raises
:class:`CollectiveMismatch` on every rank, naming the field and each rank's value; a
rank that refused the call locally raises its own error, the others
:class:`PeerRefusedError`.  Nothing else runs for that call, so the next one is
unaffected.  The rows always have the same shape, so the exchange itself cannot be
mismatched.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from dataclasses import astuple, dataclass, fields

import torch
import torch.distributed as dist

from ..errors import HostlibError
from .groups import AllReduceGroup, allreduce_options

#: The collectives, by the names their errors use (the index is the code).
KINDS = (
    "all_reduce",
    "broadcast",
    "all_gather",
    "all_gather_into_tensor",
    "all_gather_coalesced",
    "gather",
    "scatter",
    "reduce",
    "reduce_scatter",
    "reduce_scatter_tensor",
    "all_to_all",
    "barrier",
)
_OPS = ("SUM", "AVG", "PRODUCT", "MIN", "MAX", "BAND", "BOR", "BXOR", "PREMUL_SUM")
_DTYPES = (
    torch.float32,
    torch.float64,
    torch.float16,
    torch.bfloat16,
    torch.int8,
    torch.uint8,
    torch.int16,
    torch.int32,
    torch.int64,
    torch.bool,
    torch.complex64,
    torch.complex128,
)
ROUTES = ("gloo", "switch")
NO_OP = -1


def op_code(op: object) -> int:
    """The index of a reduce op in :data:`_OPS` (``NO_OP`` for collectives without one)."""
    for code, name in enumerate(_OPS):
        if op == getattr(dist.ReduceOp, name, None):
            return code
    return len(_OPS)  # an op of its own (e.g. a PREMUL_SUM with a factor): compared as one


def dtype_code(dtype: torch.dtype) -> int:
    return _DTYPES.index(dtype) if dtype in _DTYPES else len(_DTYPES)


@dataclass(frozen=True)
class CollectiveCall:
    """A rank's description of one collective; every field must agree across ranks."""

    kind: int  #: index in :data:`KINDS`
    op: int  #: :func:`op_code`, or ``NO_OP``
    dtype: int  #: :func:`dtype_code` of the first tensor (-1: none)
    dtypes: int  #: a 31-bit hash of every tensor's dtype and layout
    numel: int  #: elements over all tensors (-1: not compared, e.g. a root's extra lists)
    tensors: int  #: how many tensors (-1: not compared)
    route: int  #: index in :data:`ROUTES`

    @classmethod
    def of(
        cls,
        kind: str,
        tensors: Sequence[torch.Tensor] = (),
        op: object = None,
        *,
        switch: bool = False,
        sizes: bool = True,
    ) -> CollectiveCall:
        """Describe ``kind`` over ``tensors``; ``sizes=False`` leaves out the element and
        tensor counts (collectives whose ranks legitimately pass different lists)."""
        text = ",".join(f"{t.dtype}/{t.layout}" for t in tensors).encode()
        return cls(
            KINDS.index(kind),
            NO_OP if op is None else op_code(op),
            dtype_code(tensors[0].dtype) if tensors else -1,
            zlib.crc32(text) & 0x7FFFFFFF,
            sum(t.numel() for t in tensors) if sizes else -1,
            len(tensors) if sizes else -1,
            int(switch),
        )

    def describe(self, field: str, value: int) -> str:
        if field == "kind":
            return KINDS[value] if 0 <= value < len(KINDS) else str(value)
        if field == "op":
            return _OPS[value] if 0 <= value < len(_OPS) else "none" if value < 0 else "other"
        if field == "dtype":
            return str(_DTYPES[value]) if 0 <= value < len(_DTYPES) else "other"
        if field == "route":
            return ROUTES[value]
        return str(value)


FIELDS = tuple(f.name for f in fields(CollectiveCall))
#: Column of the refusal flag, after the descriptor's fields.
_REFUSED = len(FIELDS)


class CollectiveMismatch(HostlibError, ValueError):
    """The ranks' calls differ: every rank raises this for the same call, which did not run."""

    def __init__(self, rank: int, field: str, values: list[str]) -> None:
        per_rank = ", ".join(f"rank {r}: {v}" for r, v in enumerate(values))
        super().__init__(
            f"p4reduce: rank {rank}: the ranks' collective calls differ in {field} "
            f"({per_rank}); the call did not run on any rank, and the next one is unaffected"
        )
        self.field = field
        self.values = values


class PeerLostError(HostlibError, RuntimeError):
    """The ranks could not agree on a call: a peer is gone (its process exited or its
    connections closed) or did not come within the group's timeout."""

    def __init__(self, rank: int, cause: BaseException) -> None:
        super().__init__(
            f"p4reduce: rank {rank}: the ranks could not agree on this call: a peer rank is "
            f"gone or did not come within the group's timeout ({cause}); the call did not run"
        )


class PeerRefusedError(HostlibError, RuntimeError):
    """Another rank refused this call before it ran (its own error says why)."""

    def __init__(self, rank: int, refused: list[int]) -> None:
        super().__init__(
            f"p4reduce: rank {rank}: rank(s) {refused} refused this call before it ran "
            "(their errors say why); it did not run on any rank"
        )
        self.refused = refused


def agree(
    group: AllReduceGroup,
    rank: int,
    size: int,
    call: CollectiveCall,
    refused: BaseException | None = None,
) -> None:
    """Exchange ``call`` with every rank over ``group``; raise unless all made the same
    call and none refused it (``refused``: why this rank refuses it, raised here then)."""
    rows = torch.zeros(size, _REFUSED + 1, dtype=torch.int64)
    rows[rank, :_REFUSED] = torch.tensor(astuple(call), dtype=torch.int64)
    rows[rank, _REFUSED] = int(refused is not None)
    try:
        group.allreduce([rows], allreduce_options(dist.ReduceOp.SUM)).wait()
    except RuntimeError as exc:  # Gloo: a peer closed its connection, or timed out
        raise PeerLostError(rank, exc) from exc
    table = rows.tolist()
    for col, name in enumerate(FIELDS):
        column = [row[col] for row in table]
        if len(set(column)) > 1:
            raise CollectiveMismatch(rank, name, [call.describe(name, v) for v in column])
    if refused is not None:
        raise refused
    bad = [r for r, row in enumerate(table) if row[_REFUSED]]
    if bad:
        raise PeerRefusedError(rank, bad)
