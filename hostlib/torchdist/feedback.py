"""Error feedback for narrow lanes: what rounding dropped from a buffer's values, owed to
the buffer's next all-reduce (as PyTorch's PowerSGD hook keeps its error per bucket).

A rank that sends ``x`` on int16 or int8 lanes sends ``x - r``, where ``r`` is its
rounding error (:mod:`hostlib.packing`: unbiased, but not small at 8 bits).  Adding ``r``
to the same buffer's next input makes the sum over steps exact but for the last step's
``r``: the error does not accumulate, it is carried.  The reducer keys what is owed by
the caller's buffer: the DDP hook by bucket index, the backend (``error_feedback``) by
the tensor's memory, which DDP's bucket buffers keep from step to step.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable

import numpy as np
import numpy.typing as npt
import torch

#: Buffers whose error is kept (the least recently used is forgotten past it): a model's
#: buckets, with room to spare.
MAX_BUFFERS = 1024


class ErrorFeedback:
    """What is owed to each buffer's next all-reduce (float32, the buffer's length)."""

    def __init__(self, max_buffers: int = MAX_BUFFERS) -> None:
        self._owed: OrderedDict[Hashable, npt.NDArray[np.float32]] = OrderedDict()
        self._max = max_buffers

    def owed(self, key: Hashable, size: int) -> npt.NDArray[np.float32]:
        """The error owed to buffer ``key`` of ``size`` elements (zeros the first time, or
        where the buffer changed size); the all-reduce writes the new error into it."""
        owed = self._owed.get(key)
        if owed is None or owed.size != size:
            owed = np.zeros(size, dtype=np.float32)
            self._owed[key] = owed
            while len(self._owed) > self._max:
                self._owed.popitem(last=False)
        self._owed.move_to_end(key)
        return owed


def storage_key(tensors: list[torch.Tensor]) -> Hashable:
    """A buffer's key by the memory of its tensors (their address, size and dtype)."""
    return tuple((t.data_ptr(), t.numel(), t.dtype) for t in tensors)
