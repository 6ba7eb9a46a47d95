"""The argument checks Gloo makes when a collective is called, made at the call here too.

A ``p4reduce`` group runs its collectives later, on the reducer's thread, in issue order;
Gloo checks its arguments when the collective is called and raises there.  So that a
program sees the same error at the same place whichever backend it runs on, the group
checks what Gloo checks before it queues anything, and raises ``RuntimeError`` with
Gloo's words (prefixed ``p4reduce``).  Nothing is queued for a call that raises here.
"""

from __future__ import annotations

from collections.abc import Sequence

import torch


def _error(where: str, what: str) -> RuntimeError:
    return RuntimeError(f"p4reduce::{where}: {what}")


def non_empty(where: str, tensors: Sequence[torch.Tensor]) -> None:
    if not tensors:
        raise _error(where, "requires non-empty tensor list")


def identical(where: str, tensors: Sequence[torch.Tensor]) -> None:
    """Every tensor has the first one's dtype, device, layout and size (the replicas of
    one tensor, as Gloo's ``allreduce`` and ``broadcast`` take a list)."""
    non_empty(where, tensors)
    first = tensors[0]
    for i, t in enumerate(tensors[1:], 1):
        if (t.dtype, t.device, t.layout) != (first.dtype, first.device, first.layout):
            raise _error(
                where,
                f"invalid tensor type at index {i} (expected {first.dtype} on {first.device}, "
                f"got {t.dtype} on {t.device})",
            )
        if t.shape != first.shape:
            raise _error(
                where,
                f"invalid tensor size at index {i} (expected {tuple(first.shape)}, "
                f"got {tuple(t.shape)})",
            )


def root_rank(where: str, root: int, size: int) -> None:
    if not 0 <= root < size:
        raise _error(where, f"invalid root rank: {root}")


def root_tensor(where: str, index: int, tensors: Sequence[torch.Tensor]) -> None:
    if not 0 <= index < len(tensors):
        raise _error(where, f"invalid root tensor: {index}")


def one_list_per_rank(where: str, lists: Sequence[Sequence[torch.Tensor]], size: int) -> None:
    """Gather-like outputs (and scatter-like inputs): one list, of one tensor per rank."""
    if len(lists) != 1:
        raise _error(where, "requires a single-element output list")
    if len(lists[0]) != size:
        raise _error(
            where, f"requires {size} tensors in the output list (one per rank), got {len(lists[0])}"
        )


def one_per_rank(where: str, tensors: Sequence[torch.Tensor], size: int, which: str) -> None:
    """An all-to-all's list: one tensor for each rank."""
    if len(tensors) != size:
        raise _error(
            where, f"{which} tensor list size {len(tensors)} does not match world size {size}"
        )


def same_kind(where: str, tensors: Sequence[torch.Tensor]) -> None:
    """Every tensor has the first one's dtype, device and dense layout (their sizes may
    differ: an all-to-all's parts)."""
    first = tensors[0]
    for i, t in enumerate(tensors):
        if t.layout != torch.strided:
            raise _error(where, f"only dense tensors are supported (tensor {i} is {t.layout})")
        if (t.dtype, t.device) != (first.dtype, first.device):
            raise _error(
                where,
                f"invalid tensor type at index {i} (expected {first.dtype} on {first.device}, "
                f"got {t.dtype} on {t.device})",
            )
