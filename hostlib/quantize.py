"""Block floating point: float gradients <-> int32 words that a switch can add.

Pure functions, no I/O.  A tensor is cut into blocks of ``elems`` values (one packet
each).  Every worker computes its block exponent ``e`` (``|x| < 2**e`` for every
value of the block); the switch takes the maximum over the workers, ``e_max``, and
everyone quantizes the block as ``q = rint(x * 2**s)`` with the power-of-two shift

    s = 30 - ceil(log2(n)) - e_max.

Then ``|q| <= 2**(30 - ceil(log2 n))`` (rounding can reach the bound itself) and the
sum of ``n`` contributions is at most ``2**30`` in magnitude: it can never overflow
int32, whatever the data.  A power of two makes both directions exact apart from the
one rounding to an integer, so the error of a block's sum is

    |sum_hat - sum| <= n * 2**(-s-1) = n * 2**(e_max + ceil(log2 n) - 31)

before the result is rounded to the output dtype (half an ulp more).  See
``docs/protocol.md#quantization``.
"""

from __future__ import annotations

import functools
from typing import Any

import ml_dtypes
import numpy as np
import numpy.typing as npt

from p4rproto.wire import EXPONENT_BIAS, EXPONENT_MAX, EXPONENT_ZERO

from . import fastpath

#: Headroom bits: sums stay within +-2**SUM_BITS.
SUM_BITS = 30
#: float32 has a 24-bit significand: relative rounding of the output.
_OUTPUT_EPS = {
    np.dtype(np.float32): 2.0**-24,
    np.dtype(np.float16): 2.0**-11,
    np.dtype(ml_dtypes.bfloat16): 2.0**-8,
}
FLOAT_DTYPES = tuple(_OUTPUT_EPS)
INT_DTYPES = (np.dtype(np.int32), np.dtype(np.int64))
_CARRIED = frozenset(FLOAT_DTYPES + INT_DTYPES)

F32 = npt.NDArray[np.float32]
I32 = npt.NDArray[np.int32]
U8 = npt.NDArray[np.uint8]


class NonFiniteError(ValueError):
    """The input holds NaN or Inf, which no integer sum can represent."""

    def __init__(self, index: int, value: float) -> None:
        super().__init__(f"element {index} of the input is {value}: cannot aggregate non-finite")
        self.index = index
        self.value = value


def ceil_log2(n: int) -> int:
    if n < 1:
        raise ValueError(f"need at least one worker, got {n}")
    return (n - 1).bit_length()


def num_blocks(length: int, elems: int) -> int:
    return -(-length // elems)


#: Rows per tile for the whole-tensor passes: keeps temporaries in the CPU cache.
TILE_ROWS = 8192
_ABS_MASK = np.uint32(0x7FFFFFFF)
_NONFINITE = np.uint32(0x7F800000)


def block_exponents(x: F32, elems: int) -> U8:
    """The biased exponent of each ``elems``-long block of the 1-D float32 ``x``.

    Computed from the IEEE-754 bits: for the block's largest magnitude with
    exponent field ``E``, ``|x| < 2**(E - 126)``, so the biased exponent
    ``e + EXPONENT_BIAS`` is ``E + 1`` (1 for subnormals, 0 for an all-zero block).
    Raises :class:`NonFiniteError` naming the first NaN or Inf.
    """
    chunks = num_blocks(len(x), elems)
    if fastpath.available() and x.dtype == np.float32 and x.flags.c_contiguous:
        out = np.empty(chunks, dtype=np.uint8)
        if fastpath.block_exponents(x, elems, out) >= 0:
            _raise_non_finite(x)
        return out
    return block_exponents_numpy(x, elems)


def _raise_non_finite(x: F32) -> None:
    bad = int(np.flatnonzero(~np.isfinite(x))[0])
    raise NonFiniteError(bad, float(x[bad]))


def block_exponents_numpy(x: F32, elems: int) -> U8:
    """The reference implementation of :func:`block_exponents`."""
    chunks = num_blocks(len(x), elems)
    full = len(x) // elems
    bits = np.empty(chunks, dtype=np.uint32)
    rows = x[: full * elems].view(np.uint32).reshape(full, elems)
    for t in range(0, full, TILE_ROWS):
        bits[t : min(t + TILE_ROWS, full)] = _row_max_magnitude(rows[t : t + TILE_ROWS])
    if chunks > full:
        bits[full] = (x[full * elems :].view(np.uint32) & _ABS_MASK).max()
    if len(bits) and bits.max() >= _NONFINITE:
        _raise_non_finite(x)
    out = ((bits >> 23) + 1).astype(np.uint8)
    out[bits == 0] = EXPONENT_ZERO
    return out


def _row_max_magnitude(rows: npt.NDArray[np.uint32]) -> npt.NDArray[np.uint32]:
    """Max of ``bits & 0x7fffffff`` per row: the IEEE bits of max |x| (monotonic)."""
    m = rows & _ABS_MASK
    width = m.shape[1]
    while width > 1:  # pairwise halving: wide contiguous ops instead of per-row reductions
        half = width // 2
        top = np.maximum(m[:, :half], m[:, half : 2 * half])
        if width % 2:
            top[:, 0] = np.maximum(top[:, 0], m[:, width - 1])
        m, width = top, half
    return m[:, 0]


def shifts(exponent_max: U8, num_workers: int) -> npt.NDArray[np.int32]:
    """The power-of-two scale ``s`` of each block, from the switch's max exponents."""
    return shift_table(SUM_BITS - ceil_log2(num_workers))[exponent_max]


@functools.cache
def shift_table(magnitude_bits: int) -> npt.NDArray[np.int32]:
    """``s = magnitude_bits - e`` for each of the 256 biased exponents, read-only (a
    gather beats arithmetic per block): values then keep ``|q| <= 2**magnitude_bits``."""
    e = np.arange(EXPONENT_MAX + 1, dtype=np.int32) - EXPONENT_BIAS
    table = (magnitude_bits - e).astype(np.int32)
    table[EXPONENT_ZERO] = 0
    table.flags.writeable = False
    return table


def quantize_into(
    rows: npt.NDArray[Any], shift: npt.NDArray[np.int32], out: npt.NDArray[Any]
) -> None:
    """``out[i] = rint(rows[i] * 2**shift[i])``, written straight into ``out``.

    ``out`` may be a big-endian view into packet payloads; ``rows`` is float32.
    ``ldexp`` by a power of two is exact, so the only error is the rounding to the
    nearest integer (ties to even).
    """
    if not fastpath.quantize_rows(rows, shift, out):
        quantize_into_numpy(rows, shift, out)


def quantize_into_numpy(
    rows: npt.NDArray[Any], shift: npt.NDArray[np.int32], out: npt.NDArray[Any]
) -> None:
    """The reference implementation of :func:`quantize_into`."""
    for t in range(0, len(rows), TILE_ROWS):
        tile = slice(t, t + TILE_ROWS)
        scaled = np.ldexp(rows[tile], shift[tile, None])
        np.rint(scaled, out=scaled)
        out[tile] = scaled


def dequantize_into(
    sums: npt.NDArray[Any], shift: npt.NDArray[np.int32], out: npt.NDArray[Any]
) -> None:
    """``out[i] = sums[i] * 2**-shift[i]``; ``out`` may alias ``sums`` (same item size)."""
    with np.errstate(over="ignore"):  # a sum beyond float32's range is inf, as in IEEE
        np.ldexp(sums, -shift[:, None], out=out, casting="unsafe")


def dequantize_payload_into(
    payload: npt.NDArray[Any], shift: npt.NDArray[np.int32], out: npt.NDArray[np.float32]
) -> None:
    """Big-endian int32 packet payload rows straight to float32 ``out`` rows."""
    if fastpath.dequantize_rows(payload, shift, out):
        return
    dequantize_into(payload.astype(np.int32), shift, out)


def error_bound(exponent_max: U8, num_workers: int, elems: int, length: int) -> F32:
    """Per-element bound on ``|sum_hat - sum|`` from quantization, before output rounding."""
    s = shifts(exponent_max, num_workers).astype(np.float64)
    per_block = num_workers * np.exp2(-s - 1)
    per_block[exponent_max == EXPONENT_ZERO] = 0.0
    return np.repeat(per_block, elems)[:length].astype(np.float32)


def output_eps(dtype: np.dtype[np.generic]) -> float:
    """Relative rounding error of writing a result in ``dtype``."""
    return _OUTPUT_EPS.get(np.dtype(dtype), 0.0)


def check_dtype(dtype: np.dtype[np.generic]) -> None:
    if dtype not in _CARRIED and np.dtype(dtype) not in _CARRIED:
        names = ", ".join(str(d) for d in FLOAT_DTYPES + INT_DTYPES)
        raise TypeError(f"cannot all-reduce dtype {dtype}: supported are {names}")
