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
result from the round's sums, in Python: the reference, and the path of every call that is
not plain.  :class:`SmallPlan` is what the C loop needs to do all of it in one call
(``hostlib/_small_call.c``, :func:`hostlib.native_loop.small_call`), for the plain call: a
joined job, finite float32 or int32 values, no withdrawn call to answer first.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from p4rproto.agreement import (
    CALL_WORD,
    RANK_WORDS,
    SCALAR_ELEMENTS,
    CallDescriptor,
    Layout,
    encode_exact_floats,
    exact_digit_bits,
    exact_float_values,
    exact_float_words,
    exact_words_per_element,
    numbered_fingerprint,
    rides_inline,
    template,
)

from . import fastpath, quantize
from .errors import AggregationOverflow
from .transfer_state import as_int32


class SmallCall:
    """One rank's small all-reduce of the 1-D ``flat`` (float or integer).  Its words are
    Python ints, written into the packet at once (a numpy operation per value would cost
    more than the call's round trip in a process that just woke)."""

    def __init__(
        self,
        flat: npt.NDArray[Any],
        layout: Layout,
        residual: npt.NDArray[np.float32] | None = None,
    ) -> None:
        self.length = len(flat)
        self.layout = layout
        #: the caller's error feedback array: an exact sum drops nothing (zeros)
        self.residual = residual
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
        if self.residual is not None:
            self.residual[:] = 0.0
        if out is None:
            return np.array(values, dtype=np.float32 if self.is_float else np.int32)
        out.reshape(-1)[:] = values
        return out


def _check_finite(x: npt.NDArray[np.float32]) -> None:
    if len(x) and not np.isfinite(x).all():
        bad = int(np.flatnonzero(~np.isfinite(x))[0])
        raise quantize.NonFiniteError(bad, float(x[bad]))


@dataclass(frozen=True)
class SmallPlan:
    """The part of a rank's small calls that is the same for every call of one kind
    (one description but the number): made once, read by the C loop's small call."""

    descriptor: CallDescriptor  #: the calls' description, numbered 0
    is_float: bool  #: float32 values (exact digits), else int32
    #: the agreement words but the number's digits, the fingerprint and the data (read-only)
    template: npt.NDArray[np.int32]
    digest: int  #: what the calls' fingerprints are made from
    ints: npt.NDArray[np.int64]  #: :data:`hostlib.fastpath.SMALL_PLAN`
    #: the addresses of ``ints`` and ``template``, for the C loop
    addresses: tuple[int, int] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "addresses", (self.ints.ctypes.data, self.template.ctypes.data))

    @classmethod
    def of(
        cls, desc: CallDescriptor, layout: Layout, rank: int, is_float: bool
    ) -> SmallPlan | None:
        """The plan of ``desc``'s calls by rank ``rank`` (``is_float``: float32 values, else
        int32), or None where they do not ride in the agreement packet."""
        if not rides_inline(layout, desc):
            return None
        return cls._made(desc, layout, rank, is_float, desc.length)

    @classmethod
    def agreement(cls, desc: CallDescriptor, layout: Layout, rank: int) -> SmallPlan:
        """The plan of an agreement alone on ``desc``'s calls (another transport moves
        their data, :meth:`hostlib.AggregationJob.agree`): the same words, no data."""
        return cls._made(desc, layout, rank, False, 0)

    @classmethod
    def _made(
        cls, desc: CallDescriptor, layout: Layout, rank: int, is_float: bool, length: int
    ) -> SmallPlan:
        words, digest = template(desc, layout)
        per = exact_words_per_element(layout.ranks) if is_float else 1
        values = {
            "call_word": CALL_WORD,
            "fp_word": RANK_WORDS + rank if rank < layout.fingerprints else -1,
            "data_word": layout.data_word,
            "length": length,
            "is_float": int(is_float),
            "digit_bits": exact_digit_bits(layout.ranks) if is_float else 0,
            "per": per,
        }
        ints = np.array([values[name] for name in fastpath.SMALL_PLAN], dtype=np.int64)
        return cls(desc, is_float, words, digest, ints)

    def fingerprint(self, number: int) -> int:
        """Call ``number``'s fingerprint (:meth:`CallDescriptor.fingerprint`)."""
        return numbered_fingerprint(self.digest, number)
