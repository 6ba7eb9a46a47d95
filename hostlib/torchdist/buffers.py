"""Tensors and the one flat buffer per device and dtype that a switch call carries, and
the rules for writing a collective's result back into the caller's tensors."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import torch


def by_device_and_dtype(tensors: list[torch.Tensor]) -> Iterator[list[torch.Tensor]]:
    """The tensors grouped by device and dtype, groups in order of first appearance (the
    same on all ranks whose tensors are on the same kinds of device)."""
    groups: dict[tuple[torch.device, torch.dtype], list[torch.Tensor]] = {}
    for t in tensors:
        groups.setdefault((t.device, t.dtype), []).append(t)
    yield from groups.values()


def work_dtype(dtype: torch.dtype) -> torch.dtype:
    """float32 for every float dtype (the switch quantizes from float32), else ``dtype``."""
    return torch.float32 if dtype.is_floating_point else dtype


def flat_buffer(tensors: list[torch.Tensor]) -> torch.Tensor:
    """One 1-D buffer with the tensors' values, on their device: a view of a lone
    contiguous tensor of the work dtype, else a new tensor (one copy per input,
    widening float16/bfloat16; on a GPU the widening runs there)."""
    work = work_dtype(tensors[0].dtype)
    if len(tensors) == 1 and tensors[0].is_contiguous() and tensors[0].dtype == work:
        t = tensors[0].detach()
        return t if t.dim() == 1 else t.view(-1)
    buf = torch.empty(sum(t.numel() for t in tensors), dtype=work, device=tensors[0].device)
    offset = 0
    for t in tensors:
        buf[offset : offset + t.numel()].copy_(t.detach().reshape(-1))
        offset += t.numel()
    return buf


def unflatten_into(total: torch.Tensor, tensors: list[torch.Tensor]) -> None:
    """Copy ``total`` back into the tensors (rounding to their dtype), unless it is their
    own memory already."""
    if len(tensors) == 1:  # (no slice of a tensor: as long as the rest of the call)
        t = tensors[0]
        if total.data_ptr() != t.data_ptr() or total.dtype != t.dtype:
            write_result(t, total)
        return
    offset = 0
    for t in tensors:
        part = total[offset : offset + t.numel()]
        if part.data_ptr() != t.data_ptr() or part.dtype != t.dtype:
            write_result(t, part)
        offset += t.numel()


def write_result(t: torch.Tensor, value: torch.Tensor) -> None:
    """Write a collective's result ``value`` into the caller's tensor ``t`` in place (see
    :func:`check_writable`)."""
    check_writable(t)
    # (detach(): t's memory, written outside autograd, as under no_grad)
    t.detach().copy_(value if value.shape == t.shape else value.view(t.shape))


def check_writable(t: torch.Tensor) -> None:
    """Raise ``ValueError`` if ``t`` cannot take a collective's result in place: its
    elements share memory (an ``expand``-ed view)."""
    if has_internal_overlap(t):
        raise ValueError(
            f"p4reduce: a collective writes its result into the tensor in place, but this "
            f"{t.dtype} tensor of shape {tuple(t.shape)} (strides {t.stride()}) has "
            "elements that share memory (an expand()-ed or broadcast view): pass a tensor "
            "that owns its elements (t.contiguous() or t.clone())"
        )


def has_internal_overlap(t: torch.Tensor) -> bool:
    """Whether two elements of ``t`` are one memory location (a stride 0 over a dimension
    of 2 or more, as ``expand`` makes, or another overlap torch detects)."""
    if t.is_contiguous():
        return False
    if any(stride == 0 and size > 1 for stride, size in zip(t.stride(), t.shape, strict=True)):
        return True
    check = getattr(torch, "_debug_has_internal_overlap", None)  # 1: yes, 0: no, 2: unknown
    return callable(check) and check(t) == 1


def divide(t: torch.Tensor, n: int) -> None:
    """``t /= n`` in place, correctly rounded on every device (an average's division;
    :func:`check_average` refuses the dtypes that have none).

    Off the CPU the divisor is a tensor on ``t``'s device: given a Python number,
    PyTorch's CUDA kernel multiplies by its reciprocal instead, one rounding more (x / 3
    off by an ulp for a third of x), so an average would depend on where the bucket
    lives.  The CPU divides by a number (no tensor to make for a small call's average)."""
    t.div_(n if t.device.type == "cpu" else torch.full((), n, dtype=t.dtype, device=t.device))


def check_average(t: torch.Tensor) -> None:
    """Refuse an average of ``t`` where Gloo does: its AVG sums, then divides in place,
    which torch refuses for integer and bool tensors; the error is torch's own, raised
    here before any data move (``t`` keeps its values, where Gloo's holds the sum)."""
    if t.is_floating_point() or t.is_complex():
        return
    try:
        torch.empty(0, dtype=t.dtype).div_(2)
    except RuntimeError as exc:
        raise RuntimeError(f"{exc} (AVG of a {t.dtype} tensor, refused as Gloo does)") from None
    raise AssertionError(f"torch divides {t.dtype} in place")  # (it never has)


def first_error(
    check: Callable[[torch.Tensor], None], tensors: Sequence[torch.Tensor]
) -> BaseException | None:
    """The error ``check`` raises for the first tensor it refuses, if any."""
    for t in tensors:
        try:
            check(t)
        except (ValueError, TypeError, RuntimeError) as exc:
            return exc
    return None
