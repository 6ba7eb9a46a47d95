"""Narrow lanes: float gradients as int16 or int8 values packed into the switch's words.

The switch adds 32-bit words.  A word that holds ``L = 32 / b`` two's-complement lanes
of ``b`` bits as the *arithmetic* sum ``v_0 + v_1·2^b + ... + v_{L-1}·2^{b(L-1)}`` adds
lane by lane in that adder, carries and all: the sum of such words over the ranks is the
word of the lane-wise sums, as long as every lane's sum stays within ``±2^(b-1)``.  So
the P4 programs and the software switch stay as they are; only the hosts pack and
unpack (``docs/protocol.md``, "Narrow lanes").

A chunk of a float call carries ``V = L·K`` values in its K words; value ``j·K + w`` of
the chunk rides in lane ``j`` of word ``w`` (lane planes: each plane is a contiguous run
of the chunk).  The chunk's block exponent covers all V values, agreed as for int32
words; the shift ``s = (b - 2) - ceil(log2 n) - e_max`` keeps ``|q| <= 2^(b-2-ceil(log2 n))``
so that the sum of ``n`` lanes is within ``±2^(b-2)``: no lane ever carries into its
neighbour, no word reaches the switch's saturation, whatever the data.

Values are rounded **stochastically**: ``q = floor(x·2^s + u)``, with ``u`` in [0, 1)
drawn from a hash of the call's seed, the value's index in the call and the value's
bits, so that ``E[q] = x·2^s`` (to 2^-24) and a retransmission, a retry or another run
of the same call sends the same words (the sum is reproducible: "Reproducible sums").
Decoding is exact: the lane sums are the integers the ranks' lanes add up to.

This numpy module is the reference; ``_fastpath.c`` holds the same kernels in C, and the
tests check that both agree bit for bit.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from p4rproto.agreement import Wire
from p4rproto.wire import EXPONENT_ZERO

from . import fastpath
from .quantize import ceil_log2
from .quantize import shift_table as _shift_table

F32 = npt.NDArray[np.float32]
I32 = npt.NDArray[np.int32]
I64 = npt.NDArray[np.int64]
U64 = npt.NDArray[np.uint64]

#: A narrow lane keeps at least this many bits of magnitude (|q| up to 2**bits) at the
#: largest world size it serves: int8 serves up to 16 ranks (|q| <= 4), int16 up to 4096.
MIN_MAGNITUDE_BITS = 2
#: The hash constants of the stochastic rounding (the same in _fastpath.c).
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_BITS_MIX = np.uint64(0xD1B54A32D192ED03)
_M1, _M2 = np.uint64(0xBF58476D1CE4E5B9), np.uint64(0x94D049BB133111EB)
_UNIT = 2.0**-24


def sum_bits(wire: Wire) -> int:
    """Headroom: the sum of all ranks' lanes stays within ``±2**sum_bits(wire)``."""
    return wire.lane_bits - 2


def max_workers(wire: Wire) -> int:
    """The largest world a wire format serves (:data:`MIN_MAGNITUDE_BITS` per value)."""
    return 1 << (sum_bits(wire) - MIN_MAGNITUDE_BITS)


def check_workers(wire: Wire, num_workers: int) -> None:
    """``ValueError`` where ``wire``'s lanes are too narrow for ``num_workers`` ranks."""
    if num_workers > max_workers(wire):
        raise ValueError(
            f"wire {wire.name.lower()} serves at most {max_workers(wire)} workers "
            f"({MIN_MAGNITUDE_BITS} bits of magnitude per value), the job has {num_workers}"
        )


def magnitude_bits(wire: Wire, num_workers: int) -> int:
    """``|q| <= 2**magnitude_bits``: the bits a value keeps on ``wire`` with n ranks."""
    return sum_bits(wire) - ceil_log2(num_workers)


def shifts(exponent_max: npt.NDArray[np.uint8], num_workers: int, wire: Wire) -> I32:
    """The power-of-two scale ``s`` of each block on ``wire`` (int32: the same as
    :func:`hostlib.quantize.shifts`)."""
    return shift_table(num_workers, wire)[exponent_max]


def shift_table(num_workers: int, wire: Wire) -> I32:
    """``s`` for each of the 256 biased exponents on ``wire``, read-only (shared)."""
    return _shift_table(magnitude_bits(wire, num_workers))


def call_seed(call: int) -> int:
    """The stochastic rounding's seed of call number ``call`` (the same on every rank,
    every run and every retry of that call: its rounding depends on the data alone)."""
    start = ((call + 1) * int(_GOLDEN)) & 0xFFFFFFFFFFFFFFFF
    return int(_mix(np.array([start], dtype=np.uint64))[0])


def _mix(z: U64) -> U64:
    """SplitMix64's finalizer (a bijection of 64-bit words with full avalanche)."""
    with np.errstate(over="ignore"):
        z = (z ^ (z >> np.uint64(30))) * _M1
        z = (z ^ (z >> np.uint64(27))) * _M2
    return z ^ (z >> np.uint64(31))


def dither(seed: int, chunks: I64, values: F32) -> npt.NDArray[np.float64]:
    """``u`` in [0, 1) (multiples of 2**-24) for each of ``values`` (rows of V values of
    ``chunks``): a hash of the seed, the value's index in the call and its bits."""
    v = values.shape[1]
    index: U64 = np.add.outer(
        chunks.astype(np.uint64) * np.uint64(v), np.arange(v, dtype=np.uint64)
    )
    bits: U64 = np.ascontiguousarray(values, dtype=np.float32).view(np.uint32).astype(np.uint64)
    with np.errstate(over="ignore"):
        z = np.uint64(seed) ^ (index * _GOLDEN) ^ (bits * _BITS_MIX)
    u: npt.NDArray[np.float64] = (_mix(z) >> np.uint64(40)).astype(np.float64) * _UNIT
    return u


def quantize(rows: F32, shift: I32, chunks: I64, seed: int) -> tuple[I64, npt.NDArray[np.float64]]:
    """Each value's lane integer ``floor(x·2^s + u)`` and the scaled value ``x·2^s``
    (float64, exact: a power of two)."""
    scaled = np.ldexp(rows.astype(np.float64), shift[:, None])
    q = np.floor(scaled + dither(seed, chunks, rows)).astype(np.int64)
    return q, scaled


def pack(q: I64, wire: Wire) -> I32:
    """Rows of V lane integers -> rows of K = V / L words (lane j of word w: value j·K + w)."""
    lanes, b = wire.lanes, wire.lane_bits
    k = q.shape[1] // lanes
    word = np.zeros((q.shape[0], k), dtype=np.int64)
    for j in range(lanes):
        word += q[:, j * k : (j + 1) * k] << (b * j)
    return word.astype(np.int32)


def unpack(words: npt.NDArray[np.integer], wire: Wire) -> I64:
    """Rows of K summed words -> rows of V lane sums (each within ``±2**(b-1)``)."""
    lanes, b = wire.lanes, wire.lane_bits
    rest = words.astype(np.int64)
    k = rest.shape[1]
    out = np.empty((rest.shape[0], k * lanes), dtype=np.int64)
    half, full = 1 << (b - 1), 1 << b
    for j in range(lanes - 1):
        low = ((rest + half) & (full - 1)) - half  # the lane as signed b bits
        out[:, j * k : (j + 1) * k] = low
        rest = (rest - low) >> b
    out[:, (lanes - 1) * k :] = rest
    return out


def quantize_into(
    rows: F32,
    shift: I32,
    chunks: I64,
    seed: int,
    wire: Wire,
    out: npt.NDArray[np.generic],
    residual: F32 | None = None,
) -> None:
    """Pack ``rows`` (float32, V values each) of ``chunks`` into ``out`` (K words a row,
    big-endian in a packet); ``residual`` (V floats a row) gets what rounding dropped,
    ``x - q·2^-s``, for error feedback."""
    if fastpath.quantize_packed(rows, shift, chunks, seed, wire.lanes, out, residual):
        return
    quantize_into_numpy(rows, shift, chunks, seed, wire, out, residual)


def quantize_into_numpy(
    rows: F32,
    shift: I32,
    chunks: I64,
    seed: int,
    wire: Wire,
    out: npt.NDArray[np.generic],
    residual: F32 | None = None,
) -> None:
    """The reference implementation of :func:`quantize_into`."""
    q, scaled = quantize(rows, shift, chunks, seed)
    out[...] = pack(q, wire)
    if residual is not None:
        residual[...] = np.ldexp(scaled - q, -shift[:, None]).astype(np.float32)


def dequantize_into(payload: npt.NDArray[np.generic], shift: I32, wire: Wire, out: F32) -> None:
    """Rows of K summed words (big-endian in a packet, or int32) -> V float32 values
    each, ``lane sum · 2^-s`` rounded once."""
    if fastpath.dequantize_packed(payload, shift, wire.lanes, out):
        return
    dequantize_into_numpy(payload, shift, wire, out)


def dequantize_into_numpy(
    payload: npt.NDArray[np.generic], shift: I32, wire: Wire, out: F32
) -> None:
    """The reference implementation of :func:`dequantize_into`."""
    sums = unpack(np.asarray(payload).astype(np.int32), wire)
    out[...] = np.ldexp(sums.astype(np.float64), -shift[:, None]).astype(np.float32)


def error_bound(
    exponent_max: npt.NDArray[np.uint8], num_workers: int, wire: Wire, values: int, length: int
) -> npt.NDArray[np.float64]:
    """Per-element bound on ``|sum_hat - sum|`` from stochastic rounding (each value
    moves by less than one step ``2^-s``), before output rounding."""
    s = shifts(exponent_max, num_workers, wire).astype(np.float64)
    per_block = num_workers * np.exp2(-s)
    per_block[exponent_max == EXPONENT_ZERO] = 0.0
    return np.repeat(per_block, values)[:length]
