"""Finishing on Gloo a switch call that summed its tensor in place and failed part-way.

A large float32 all-reduce is summed in place (``AggregationJob.all_reduce(x, out=x)``):
each K-element chunk's sum replaces the chunk once its result arrives, so the call needs
no second buffer the size of the tensor (as Gloo's ring needs none).  When such a call
fails, each rank's tensor holds, per chunk, either its own input or the chunk's sum (the
switch multicast the same RESULT to every rank that got it, so every rank that holds a
sum holds the same bits).  The ranks, in step after the recovery round, finish it on
Gloo from what they hold:

* chunks no rank summed: Gloo sums the inputs, as the fallback does for a whole call;
* chunks some ranks summed: the sum's bits as int32, the others' replaced by INT32_MIN,
  maximised over the ranks: every rank gets the bits the switch delivered (a sum whose
  bits are INT32_MIN, -0.0, comes out as itself);
* chunks every rank summed: nothing to do.

A chunk that a rank's void data (``Flag.POISON``: a rank gave the call up) reached holds
no sum of the ranks' inputs, and the input is gone: then every rank raises
:class:`InPlaceCallLost` instead.
"""

from __future__ import annotations

import numpy as np
import torch
import torch.distributed as dist

from ..errors import HostlibError
from ..job import InPlaceProgress
from .groups import AllReduceGroup, allreduce_options

__all__ = ["InPlaceCallLost", "complete_on_gloo"]


class InPlaceCallLost(HostlibError, RuntimeError):
    """A call that summed its tensor in place failed after a rank gave it up: some
    chunks hold no sum and no input any more (every rank raises this)."""


def complete_on_gloo(
    group: AllReduceGroup, buf: torch.Tensor, progress: InPlaceProgress | None, chunk: int
) -> bool:
    """Finish the failed in-place sum of the 1-D ``buf`` on ``group`` (Gloo), every rank
    calling with its own ``progress`` (None: it summed no chunk) and the call's ``chunk``
    (elements per chunk).  False where no rank summed a chunk (``buf`` is every rank's
    input, untouched: the caller redoes the call as any failed one); True once ``buf``
    holds the sum everywhere.  Raises :class:`InPlaceCallLost` where void data reached a
    rank's chunks."""
    chunks = -(-buf.numel() // chunk)
    tally = torch.zeros(chunks + 1, dtype=torch.int32)
    if progress is not None:
        tally[:chunks] = torch.from_numpy(progress.summed.astype(np.int32))
        tally[chunks] = int(progress.poisoned)
    group.allreduce([tally], allreduce_options(dist.ReduceOp.SUM)).wait()
    counts, poisoned = tally[:chunks], int(tally[chunks])
    if not bool(counts.any()):
        return False
    if poisoned:
        raise InPlaceCallLost(
            f"a switch all-reduce of {buf.numel()} float32, summed in place, failed after a "
            f"rank gave it up ({poisoned} rank(s) received its void data): the tensor holds "
            "partial sums, and its input is gone"
        )
    size = group.size()
    mine = (
        torch.from_numpy(progress.summed)
        if progress is not None
        else torch.zeros(chunks, dtype=torch.bool)
    )
    some = torch.nonzero((counts > 0) & (counts < size)).flatten()
    none = torch.nonzero(counts == 0).flatten()
    if len(some):
        bits = _gather(buf, some, chunk).view(torch.int32)
        held = _gather_mask(mine[some], buf.numel(), some, chunk)
        bits[~held] = torch.iinfo(torch.int32).min
        group.allreduce([bits], allreduce_options(dist.ReduceOp.MAX)).wait()
        _scatter(buf, some, chunk, bits.view(torch.float32))
    if len(none):
        inputs = _gather(buf, none, chunk)
        group.allreduce([inputs], allreduce_options(dist.ReduceOp.SUM)).wait()
        _scatter(buf, none, chunk, inputs)
    return True


def _split(index: torch.Tensor, chunk: int, length: int) -> tuple[torch.Tensor, bool]:
    """Chunks ``index`` (ascending) as the whole ones and whether the last, partial
    chunk of a ``length``-element buffer is among them (it comes last)."""
    full = length // chunk
    return index[index < full], bool(full * chunk < length and (index == full).any())


def _gather(buf: torch.Tensor, index: torch.Tensor, chunk: int) -> torch.Tensor:
    """The elements of chunks ``index`` of ``buf``, one after another (a new tensor)."""
    whole, tail = _split(index, chunk, buf.numel())
    full = buf.numel() // chunk
    parts = [buf[: full * chunk].view(full, chunk)[whole].reshape(-1)]
    if tail:
        parts.append(buf[full * chunk :])
    return torch.cat(parts)


def _gather_mask(held: torch.Tensor, length: int, index: torch.Tensor, chunk: int) -> torch.Tensor:
    """Per element of :func:`_gather`'s result: whether its chunk is in ``held``."""
    whole, tail = _split(index, chunk, length)
    mask = held[: len(whole)].repeat_interleave(chunk)
    if tail:
        mask = torch.cat([mask, held[-1:].expand(length - (length // chunk) * chunk)])
    return mask


def _scatter(buf: torch.Tensor, index: torch.Tensor, chunk: int, values: torch.Tensor) -> None:
    """Write ``values`` (as :func:`_gather` lays them out) back into chunks ``index``."""
    whole, tail = _split(index, chunk, buf.numel())
    full = buf.numel() // chunk
    n = len(whole) * chunk
    buf[: full * chunk].view(full, chunk)[whole] = values[:n].view(-1, chunk)
    if tail:
        buf[full * chunk :] = values[n:]
