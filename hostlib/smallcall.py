"""A small all-reduce rides inside its agreement packet: one round trip, no data rounds.

Where a call's data fit the words an agreement packet has after the description
(:func:`p4rproto.agreement.inline_capacity`: K less the description and fingerprints),
every rank writes its data there and the switch sums them with the description, so
the agreement's RESULT is the call's result.  Integers go as they are (int32 sums that
saturate are flagged OVERFLOW, as in data rounds); floats as exact fixed-point digits
(:func:`p4rproto.agreement.encode_exact_floats`), so their sum is exact before it is
rounded, once, to float32: better than the bound of block floating point, and with no
exponent to agree on first.

:class:`SmallCall` prepares a rank's words (or why it refuses its input) and reads the
result from the round's sums; both happen outside the network loop.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import numpy.typing as npt

from p4rproto.agreement import (
    SCALAR_ELEMENTS,
    Layout,
    encode_exact_floats,
    exact_float_values,
    exact_float_words,
    exact_words_per_element,
)

from . import quantize
from .errors import AggregationOverflow
from .transfer_state import as_int32


class SmallCall:
    """One rank's small all-reduce of the 1-D ``flat`` (float or integer).  Its words are
    Python ints, written into the packet at once (a numpy operation per value would cost
    more than the call's round trip in a process that just woke)."""

    def __init__(self, flat: npt.NDArray[Any], layout: Layout) -> None:
        self.length = len(flat)
        self.layout = layout
        self.is_float = flat.dtype in quantize.FLOAT_DTYPES
        self.per = exact_words_per_element(layout.ranks) if self.is_float else 1
        #: why this rank refuses its input (NaN/Inf, an integer beyond int32): it then
        #: says so in the agreement and sends zeros
        self.refused: Exception | None = None
        self.data: list[int] | npt.NDArray[np.int32]
        try:
            if not self.is_float:
                self.data = as_int32(flat).tolist()
            elif self.length > SCALAR_ELEMENTS:  # many values: numpy's loops
                x = np.asarray(flat, dtype=np.float32)
                _check_finite(x)
                self.data = np.zeros((self.length, self.per), dtype=np.int32)
                encode_exact_floats(x, layout.ranks, self.data)
            else:
                values = np.asarray(flat, dtype=np.float32).tolist()
                if not all(map(math.isfinite, values)):
                    _check_finite(np.asarray(flat, dtype=np.float32))
                self.data = exact_float_words(values, layout.ranks)
        except (quantize.NonFiniteError, OverflowError) as exc:
            self.refused = exc
            self.data = [0] * (self.length * self.per)

    def write(self, words: npt.NDArray[np.int32]) -> None:
        """Put the data into the agreement packet's words (after the description)."""
        at = self.layout.data_word
        words[at : at + self.length * self.per] = (
            self.data if isinstance(self.data, list) else self.data.reshape(-1)
        )

    def result(
        self,
        sums: npt.NDArray[np.int32],
        overflow: bool,
        job_id: int,
        out: npt.NDArray[Any] | None,
    ) -> npt.NDArray[Any]:
        """The sum, from the round's summed words: float32 for float data (correctly
        rounded from the exact sum), int32 for integers; into ``out`` where given."""
        at = self.layout.data_word
        words: list[int] = sums[at : at + self.length * self.per].tolist()
        if self.is_float:
            values: list[float] | list[int] = exact_float_values(words, self.layout.ranks)
        else:
            if overflow:
                raise AggregationOverflow(job_id, [0], self.length)
            values = words
        if out is None:
            return np.array(values, dtype=np.float32 if self.is_float else np.int32)
        out.reshape(-1)[:] = values
        return out


def _check_finite(x: npt.NDArray[np.float32]) -> None:
    if len(x) and not np.isfinite(x).all():
        bad = int(np.flatnonzero(~np.isfinite(x))[0])
        raise quantize.NonFiniteError(bad, float(x[bad]))
