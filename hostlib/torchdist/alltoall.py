"""All-to-all with uneven splits: how many elements each rank sends to and receives
from each other rank, and the one Gloo round that checks that these fit together.

In an all-to-all the ranks' lengths legitimately differ (a mixture-of-experts layer
dispatches its tokens: rank i sends ``S[i][j]`` elements to rank j, which receives
``R[j][i]`` from it), so the call's agreement (:mod:`.calls`) leaves every length out and
agrees on the collective and the dtype.  What must hold is ``S[i][j] == R[j][i]`` for
every pair.  A rank knows its own row of ``S`` and of ``R`` only, and with three ranks
or more no value that each rank computes from its own rows is the same on every rank
exactly when the pairs fit, so the agreement round, which compares equal values, cannot
check it.  :func:`agree_on_counts` can: after the call's agreement, one Gloo all-reduce
of every rank's two rows, from which every rank reads the same table, and every rank
raises :class:`~hostlib.agreement.CallMismatch` naming the pairs that differ, before any
data moves.

Gloo checks none of this: a rank that expects more than its peer sends gets the rest
of its output unwritten, silently; one that expects less aborts the process.  What a
rank can see alone (a split list that is not one per rank, splits that do not add up to
the tensor's first dimension) it refuses, with torch's words (:func:`single_counts`), as
Gloo raises it from ``wait()``; the call's agreement then fails on every rank.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import torch

from ..agreement import CallMismatch
from .agreement import exchange_rows
from .groups import AllReduceGroup

#: Pairs that differ named in full in a :class:`CallMismatch` (the rest are counted).
_NAMED_PAIRS = 6


@dataclass(frozen=True)
class Counts:
    """One rank's side of an all-to-all, in elements, indexed by peer rank."""

    send: tuple[int, ...]  #: to each rank
    recv: tuple[int, ...]  #: from each rank


def single_counts(
    output: torch.Tensor,
    input: torch.Tensor,
    output_split_sizes: Sequence[int],
    input_split_sizes: Sequence[int],
    size: int,
) -> Counts:
    """``all_to_all_single``'s counts: each split (rows of the first dimension, an empty
    list for equal parts) times the elements of a row.  ``RuntimeError``, as Gloo's
    ``wait()`` raises it, where this rank's own arguments do not fit."""
    send = _split_counts(input, input_split_sizes, size)
    return Counts(send, _split_counts(output, output_split_sizes, size))


def list_counts(outputs: Sequence[torch.Tensor], inputs: Sequence[torch.Tensor]) -> Counts:
    """``all_to_all``'s counts: tensor ``j`` of ``inputs`` goes to rank ``j``, tensor ``j``
    of ``outputs`` comes from it (any sizes)."""
    return Counts(tuple(t.numel() for t in inputs), tuple(t.numel() for t in outputs))


def _split_counts(t: torch.Tensor, splits: Sequence[int], size: int) -> tuple[int, ...]:
    if t.dim() == 0:
        raise _error("a 0-dimensional tensor has no rows to split")
    rows, row = t.shape[0], math.prod(t.shape[1:])
    if not splits:
        if rows % size:
            raise _error("Tensor's dim 0 does not divide equally across group size")
        return (rows // size * row,) * size
    if len(splits) != size:
        raise _error("Number of tensor splits not equal to group size")
    if any(s < 0 for s in splits):
        raise _error(f"negative split size in {list(splits)}")
    if sum(splits) != rows:
        raise _error("Split sizes doesn't match total dim 0 size")
    return tuple(s * row for s in splits)


def _error(what: str) -> RuntimeError:
    return RuntimeError(f"p4reduce::alltoall_base: {what}")


def mismatches(table: Sequence[Counts]) -> list[tuple[int, int, int, int]]:
    """Every ``(i, j, sent, expected)`` where rank ``i`` sends ``sent`` elements to rank
    ``j``, which expects ``expected`` from it (none: the counts fit)."""
    return [
        (i, j, row.send[j], table[j].recv[i])
        for i, row in enumerate(table)
        for j in range(len(table))
        if row.send[j] != table[j].recv[i]
    ]


def agree_on_counts(group: AllReduceGroup, rank: int, size: int, counts: Counts) -> None:
    """Every rank's counts, exchanged in one Gloo round; :class:`CallMismatch` on every
    rank unless each rank sends each other rank what that rank expects from it."""
    rows = exchange_rows(group, rank, size, counts.send + counts.recv)
    table = [Counts(tuple(r[:size]), tuple(r[size:])) for r in rows]
    wrong = mismatches(table)
    if not wrong:
        return
    pairs = "; ".join(
        f"rank {i} sends {sent} elements to rank {j}, which expects {expected}"
        for i, j, sent, expected in wrong[:_NAMED_PAIRS]
    )
    if len(wrong) > _NAMED_PAIRS:
        pairs += f"; and {len(wrong) - _NAMED_PAIRS} more pairs"
    raise CallMismatch(
        f"p4reduce: rank {rank}: the ranks' all-to-all splits do not fit ({pairs}); the "
        "call did not run on any rank, and the next one is unaffected",
        ("splits",),
        {"splits": tuple(f"sends {list(c.send)}, receives {list(c.recv)}" for c in table)},
    )


def flat(tensors: Sequence[torch.Tensor]) -> torch.Tensor:
    """The tensors' elements one after the other, in one new 1-D tensor (of one dtype:
    the list's tensors share it, :func:`.arguments.same_kind`)."""
    return torch.cat([t.detach().reshape(-1) for t in tensors])
