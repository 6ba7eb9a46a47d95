"""The numpy reference of an all-reduce: what the switch must return, bit for bit."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from hostlib import packing, quantize
from p4rproto.agreement import Wire


@dataclass(frozen=True)
class Reference:
    sums: npt.NDArray[np.int64]  #: exact integer sums (lane sums), (chunks, values)
    shift: npt.NDArray[np.int32]  #: per-chunk scale, as every worker derives it
    exponent_max: npt.NDArray[np.uint8]  #: the switch's max exponent per chunk
    num_workers: int
    wire: Wire = Wire.INT32  #: what the words carried

    def floats(self, length: int) -> npt.NDArray[np.float32]:
        """The float32 result the workers must return (dequantized reference sums)."""
        out = np.empty(self.sums.shape, dtype=np.float32)
        quantize.dequantize_into(self.sums, self.shift, out)
        return out.reshape(-1)[:length]

    def bound(self, length: int) -> npt.NDArray[np.float32]:
        values = self.sums.shape[1]
        if self.wire != Wire.INT32:
            bound = packing.error_bound(
                self.exponent_max, self.num_workers, self.wire, values, length
            )
            return bound.astype(np.float32)
        return quantize.error_bound(self.exponent_max, self.num_workers, values, length)


def _padded_rows(x: npt.NDArray[Any], elems: int) -> npt.NDArray[Any]:
    rows = np.zeros((quantize.num_blocks(len(x), elems), elems), dtype=x.dtype)
    rows.reshape(-1)[: len(x)] = x
    return rows


def float_reference(
    inputs: Iterable[npt.NDArray[np.float32]], elems: int, wire: Wire = Wire.INT32, call: int = 0
) -> Reference:
    """Reference for float inputs (K = ``elems`` words a packet) on ``wire``; narrow lanes
    round stochastically with call number ``call``'s seed."""
    xs = list(inputs)
    n = len(xs)
    if wire != Wire.INT32:
        return _packed_reference(xs, elems * wire.lanes, wire, call)
    emax = np.max([quantize.block_exponents(x, elems) for x in xs], axis=0)
    shift = quantize.shifts(emax, n)
    acc = np.zeros((len(emax), elems), dtype=np.int64)
    q = np.empty(acc.shape, dtype=np.int32)
    for x in xs:
        quantize.quantize_into(_padded_rows(x, elems), shift, q)
        acc += q
    return Reference(acc, shift, emax, n)


def _packed_reference(
    xs: list[npt.NDArray[np.float32]], values: int, wire: Wire, call: int
) -> Reference:
    n = len(xs)
    emax = np.max([quantize.block_exponents(x, values) for x in xs], axis=0)
    shift = packing.shifts(emax, n, wire)
    chunks = np.arange(len(emax), dtype=np.int64)
    acc = np.zeros((len(emax), values), dtype=np.int64)
    for x in xs:
        q, _ = packing.quantize(_padded_rows(x, values), shift, chunks, packing.call_seed(call))
        acc += q
    return Reference(acc, shift, emax, n, wire)


def int_reference(inputs: Iterable[npt.NDArray[np.integer]], elems: int) -> Reference:
    xs = [np.asarray(x, dtype=np.int64) for x in inputs]
    acc = np.sum([_padded_rows(x, elems) for x in xs], axis=0)
    chunks = acc.shape[0]
    zeros = np.zeros(chunks, dtype=np.uint8)
    return Reference(acc, np.zeros(chunks, dtype=np.int32), zeros, len(xs))
