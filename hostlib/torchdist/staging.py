"""Staging a bucket through host memory in chunks that overlap: the path of GPU tensors.

The switch all-reduces host memory, so a CUDA bucket goes down to (pinned) host buffers,
through the switch, and back up.  :func:`staged_all_reduce` cuts it into chunks and
overlaps the three steps: while chunk ``i`` is on the network, chunk ``i+1`` is copied
down and chunk ``i-1`` copied up (on CUDA, on a copy stream of its own; the network step
runs on the calling thread, which the host library's transfer loop leaves without the
GIL).  The same code serves CPU tensors with ordinary host buffers, so its chunking,
ordering and error paths are tested without a GPU.

Stream rules, as NCCL's and Gloo's: the copy-down waits for an event recorded on the
caller's current stream (the stream that produced the gradient); when the call returns,
the caller's current stream waits for the last copy-up, so the result is visible to
work queued on it afterwards; the whole device is never synchronized.

All or nothing: each input chunk stays in a host buffer until the call ends (in ``src``,
or in ``dst`` where the network step summed ``src`` in place, as Gloo does); if a chunk
fails on the network, the chunks already copied up are restored from there, so the
tensor holds either the whole sum or its own values, never a mix.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import torch

#: Elements per chunk (16 MiB of float32).  Each chunk is a switch call of its own, with
#: its agreement round and, for floats, one priming packet per slot: 511 slots of K = 256
#: elements are 3% of a chunk this size, 12.5% of a 1M chunk.  On an H200 host a 32 MiB
#: staged all-reduce took 24% longer in 1M chunks than in one call, 2% longer in 4M
#: chunks (``docs/pytorch.md``, "GPUs"); DDP's 25 MiB buckets still get two chunks to
#: overlap.
DEFAULT_CHUNK = 1 << 22

#: Sums a 1-D host tensor over the ranks: the sum, of the same length, in a new tensor
#: or in the argument itself (summed in place, as Gloo does).
HostReduce = Callable[[torch.Tensor], torch.Tensor]


class _Copier:
    """Copies between the tensor's device and host memory: on a CUDA copy stream with
    events, or synchronously on the CPU (the events are then no-ops)."""

    def __init__(self, device: torch.device) -> None:
        self.cuda = device.type == "cuda"
        self.stream = torch.cuda.Stream(device) if self.cuda else None  # type: ignore[no-untyped-call]

    def after_current(self) -> None:
        """The copy stream waits for what the caller's stream queued (the gradient)."""
        if self.stream is not None:
            self.stream.wait_stream(torch.cuda.current_stream(self.stream.device))

    def copy(self, dst: torch.Tensor, src: torch.Tensor) -> torch.cuda.Event | None:
        if self.stream is None:
            dst.copy_(src)
            return None
        with torch.cuda.stream(self.stream):
            dst.copy_(src, non_blocking=True)
            event = torch.cuda.Event()  # type: ignore[no-untyped-call]
            event.record(self.stream)
        return event

    def done_for_caller(self) -> None:
        """The caller's stream waits for every copy queued so far."""
        if self.stream is not None:
            torch.cuda.current_stream(self.stream.device).wait_stream(self.stream)


@dataclass
class StagingPool:
    """Host buffers reused across calls, grown to the largest bucket seen (pinned where
    the bucket lives on a GPU, so that copies are asynchronous DMA)."""

    src: dict[tuple[torch.dtype, bool], torch.Tensor] = field(default_factory=dict)
    dst: dict[tuple[torch.dtype, bool], torch.Tensor] = field(default_factory=dict)
    allocations: int = 0  #: buffers allocated so far (a steady job allocates none)
    copiers: dict[torch.device, _Copier] = field(default_factory=dict)
    #: the last copy-up of the previous call: the host waits for it before it writes
    #: into the buffers again
    pending: torch.cuda.Event | None = None

    def copier(self, device: torch.device) -> _Copier:
        if device not in self.copiers:
            self.copiers[device] = _Copier(device)
        return self.copiers[device]

    def buffers(
        self, n: int, dtype: torch.dtype, pinned: bool
    ) -> tuple[torch.Tensor, torch.Tensor]:
        key = (dtype, pinned)
        for store in (self.src, self.dst):
            have = store.get(key)
            if have is None or have.numel() < n:
                store[key] = torch.empty(n, dtype=dtype, pin_memory=pinned)
                self.allocations += 1
        return self.src[key][:n], self.dst[key][:n]


def chunks(n: int, chunk: int) -> list[slice]:
    """``n`` elements cut into slices of ``chunk`` (the last shorter); none for ``n = 0``."""
    if chunk < 1:
        raise ValueError(f"chunk must be positive, got {chunk}")
    return [slice(start, min(start + chunk, n)) for start in range(0, n, chunk)]


def staged_all_reduce(
    flat: torch.Tensor,
    reduce: HostReduce,
    pool: StagingPool,
    chunk: int = DEFAULT_CHUNK,
) -> None:
    """Sum the 1-D ``flat`` (any device) over the ranks in place, through host memory.

    ``reduce`` sums one host chunk over the ranks (the switch call); every rank must cut
    the same chunks, which it does for the same length and ``chunk``.  Raises what
    ``reduce`` raises, with ``flat`` unchanged."""
    if flat.dim() != 1:
        raise ValueError(f"staged_all_reduce takes a 1-D tensor, got shape {tuple(flat.shape)}")
    parts = chunks(flat.numel(), chunk)
    if not parts:
        return
    copier = pool.copier(flat.device)
    if pool.pending is not None:
        pool.pending.synchronize()  # the previous call's copy-ups have read the buffers
        pool.pending = None
    src, dst = pool.buffers(flat.numel(), flat.dtype, pinned=copier.cuda)
    copier.after_current()
    down = [copier.copy(src[parts[0]], flat[parts[0]])]
    up: list[torch.cuda.Event | None] = []
    kept: list[torch.Tensor] = []  # where each chunk summed so far keeps its input
    try:
        for i, part in enumerate(parts):
            if i + 1 < len(parts):  # the next chunk comes down while this one is away
                down.append(copier.copy(src[parts[i + 1]], flat[parts[i + 1]]))
            arrived = down[i]
            if arrived is not None:
                arrived.synchronize()  # this chunk is in host memory
            total = reduce(src[part])
            if total.data_ptr() == src[part].data_ptr():
                # Summed in place: the input is gone from ``src``, but the device still
                # holds it (this chunk has not gone up yet): bring it down again into
                # ``dst`` for a restore, then send the sum up from ``src``.
                copier.copy(dst[part], flat[part])
                kept.append(dst[part])
                up.append(copier.copy(flat[part], src[part]))
            else:
                dst[part] = total
                kept.append(src[part])
                up.append(copier.copy(flat[part], dst[part]))  # up while the next is away
    except BaseException:
        for j in range(len(up)):  # all or nothing: put back the chunks already summed
            up.append(copier.copy(flat[parts[j]], kept[j]))
        pool.pending = up[-1] if up else None
        copier.done_for_caller()
        raise
    pool.pending = up[-1]
    copier.done_for_caller()
