"""A small broadcast rides in its agreement packet: one round trip through the switch.

A broadcast is agreed before it runs, as every collective is (:mod:`.reducer`), and the
agreement packet has room after the call's description.  Where the root's tensor fits
there (:attr:`~hostlib.AggregationJob.broadcast_capacity` int32 words: 216 at K = 256
and 8 ranks, 864 bytes), the root writes its bytes as int32 words into its agreement
packet and every other rank zeros; the switch's sum is the root's words bit for bit
(:meth:`~hostlib.AggregationJob.broadcast_words`), so any dtype travels as it is, NaN
payloads and negative zeros included, and the call is one synchronization instead of
the agreement and then Gloo's broadcast.

The route is decided from what every rank's call agrees on (one CPU tensor of the same
dtype and size, the job's packet size), so every rank takes the same one; a rank that
passes something else (a CUDA tensor where the others pass CPU ones) describes another
route, and every rank raises :class:`~hostlib.agreement.CallMismatch` instead of
waiting.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
import torch

from ..job import AggregationJob
from .calls import TorchCall


@dataclass(frozen=True)
class CarriedBroadcast:
    """A broadcast of one CPU tensor that may ride in its agreement packet."""

    tensor: torch.Tensor
    is_root: bool

    @classmethod
    def of(cls, tensors: Sequence[torch.Tensor], root: int, rank: int) -> CarriedBroadcast | None:
        """The broadcast of ``tensors`` from ``root`` as rank ``rank`` makes it, where it
        can ride (one dense CPU tensor); None where it goes to Gloo."""
        if len(tensors) != 1:
            return None
        t = tensors[0]
        if t.device.type != "cpu" or t.layout != torch.strided:
            return None
        return cls(t, root == rank)

    @property
    def words(self) -> int:
        """The int32 words the tensor's bytes take."""
        return -(-self.tensor.numel() * self.tensor.element_size() // 4)

    def fits(self, job: AggregationJob) -> bool:
        return self.words <= job.broadcast_capacity

    def run(self, job: AggregationJob, call: TorchCall, refused: Exception | None) -> None:
        """The broadcast through the switch: the root's tensor into every other rank's.
        A root whose tensor cannot be read refuses the call (every rank fails it)."""
        sent = np.zeros(self.words, dtype=np.int32)
        if self.is_root and refused is None:
            try:
                sent = _words_of(self.tensor, self.words)
            except (RuntimeError, TypeError, ValueError) as exc:
                refused = exc
        got = job.broadcast_words(
            sent, self.is_root, dtype=call.dtype, detail=call.detail, refuse=refused
        )
        if not self.is_root:
            _write_words(self.tensor, got)


def _words_of(t: torch.Tensor, words: int) -> npt.NDArray[np.int32]:
    """``t``'s bytes (C order), zero-padded to ``words`` int32 words."""
    padded = np.zeros(words * 4, dtype=np.uint8)
    if t.numel():
        flat = t.detach().resolve_conj().resolve_neg().contiguous().reshape(-1)
        raw = flat.view(torch.uint8).numpy()
        padded[: raw.size] = raw
    return padded.view(np.int32)


def _write_words(t: torch.Tensor, words: npt.NDArray[np.int32]) -> None:
    """Write the bytes of ``words`` (as many as ``t`` has) into ``t``."""
    if not t.numel():
        return
    raw = np.ascontiguousarray(words).view(np.uint8)[: t.numel() * t.element_size()]
    got = torch.from_numpy(raw.copy()).view(t.dtype).reshape(t.shape)
    with torch.no_grad():
        t.copy_(got)
