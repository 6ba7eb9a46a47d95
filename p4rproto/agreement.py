"""Call agreement: how the ranks of a job agree on each call, and which call it is.

Every call starts with an **agreement round** on the job's *control slot* (the last slot
of its pool): each rank contributes a CONTRIB whose K words describe the call it is
making (:class:`CallDescriptor`: collective, route, op, dtype, length, data slots, the
**call number** and a digest of the caller's tensor list) and whether it refused its own
input.  The switch sums the words like any other round, and every rank decodes the same
sums (:func:`decode`): all ranks made the same call, or they differ (and in what), or
some rank refused its input.  A call number is the caller's count of calls on the job
(or a number the caller gives): two ranks' calls are summed together only when their
numbers are equal, so calls of two different steps can never pair, whatever happened
before (a timeout, a stall, a skipped call).  ``docs/protocol.md``, "Call agreement",
states the whole mechanism.

A small all-reduce rides *inside* its agreement packet (:func:`inline_capacity`): its
data follows the description, integers as they are, floats as exact fixed-point digits
(:func:`encode_exact_floats`), so that the call costs one round trip and its float sum is
exact.  Larger calls run their data rounds in the block of sequence numbers of their
agreement round (:func:`block_base`), on the data slots.

Encoding of the description: each field is cut into 8-bit digits ``d``; the round sums
``d`` and ``d²`` over the ranks.  All ranks hold the same digit exactly when
``n·Σd² = (Σd)²`` (the variance is zero), which int32 carries without saturating for
every world size up to :data:`~p4rproto.wire.MAX_WORLD_SIZE` (4096·255² < 2³¹).  Where
the packet has room, a one-level job's rank ``r`` also writes a 31-bit fingerprint of its
call into a word of its own, so that a mismatch can say which ranks made which call.

This module is the one vocabulary of a call (collectives, ops, dtypes, routes) for the
host library and the PyTorch layer above it.
"""

from __future__ import annotations

import enum
import functools
import hashlib
import math
import struct
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TypeVar

import numpy as np
import numpy.typing as npt

#: Every rank writes this into word 1: a control round whose sum is not ``n`` times it
#: was not an agreement round of this protocol (e.g. data from an older host library).
#: Its second letter is the layout's version: "B" put a small call's data after the
#: fingerprints' words at one level and two alike (two-level jobs leave them zero), so
#: that a call rides inline at the same sizes, and so gives the same bits, on both; hosts
#: of the two layouts in one job fail every call loudly instead of misreading its words.
AGREEMENT_MAGIC = 0x5043  # "PC"
#: Bits of a data round's sequence number counted within one call (its block).
BLOCK_BITS = 16
BLOCK_ROUNDS = 1 << BLOCK_BITS


class Collective(enum.IntEnum):
    """What a call is.  The switch serves all-reduces; the PyTorch layer agrees on the
    others through the switch too, then runs them on Gloo (:class:`Route`)."""

    ALL_REDUCE = 1
    BROADCAST = 2
    ALL_GATHER = 3
    ALL_GATHER_INTO_TENSOR = 4
    ALL_GATHER_COALESCED = 5
    GATHER = 6
    SCATTER = 7
    REDUCE = 8
    REDUCE_SCATTER = 9
    REDUCE_SCATTER_TENSOR = 10
    ALL_TO_ALL = 11
    BARRIER = 12
    ALL_GATHER_TENSOR_COALESCED = 13
    REDUCE_SCATTER_TENSOR_COALESCED = 14
    ALL_TO_ALL_LIST = 15


class Route(enum.IntEnum):
    """Who moves a call's data once it is agreed."""

    SWITCH = 0  #: the switch sums it (data rounds, or inside the agreement packet)
    GLOO = 1  #: the PyTorch layer's internal Gloo group (the agreement is all the switch does)


class ReduceOp(enum.IntEnum):
    """The reduction a caller asked for (the switch sums; AVG divides afterwards)."""

    NONE = 0  #: a collective without one (broadcast, gather, ...)
    SUM = 1
    AVG = 2
    PRODUCT = 3
    MIN = 4
    MAX = 5
    BAND = 6
    BOR = 7
    BXOR = 8
    PREMUL_SUM = 9
    OTHER = 15  #: an op of its own (compared as one)


class Dtype(enum.IntEnum):
    """The element types a call may name (numpy's and torch's by the same names)."""

    NONE = 0  #: no tensor (a barrier)
    FLOAT32 = 1
    FLOAT16 = 2
    BFLOAT16 = 3
    INT32 = 4
    INT64 = 5
    FLOAT64 = 6
    INT8 = 7
    UINT8 = 8
    INT16 = 9
    BOOL = 10
    COMPLEX64 = 11
    COMPLEX128 = 12
    OTHER = 15  #: anything else: a call the switch refuses, still agreed on

    @classmethod
    def of(cls, name: str) -> Dtype:
        """The code of a dtype by its name (numpy's or torch's: "torch." is cut)."""
        return cls.__members__.get(name.removeprefix("torch.").upper(), cls.OTHER)

    @classmethod
    def of_numpy(cls, dtype: np.dtype[np.generic]) -> Dtype:
        """The code of a numpy dtype."""
        return _numpy_dtype_code(dtype)

    @property
    def is_float(self) -> bool:
        """Quantized by the switch path (block floating point, or exact inline digits)."""
        return self in (Dtype.FLOAT32, Dtype.FLOAT16, Dtype.BFLOAT16)

    @property
    def switchable(self) -> bool:
        """Carried by the switch (the others go to Gloo, or are refused)."""
        return self.is_float or self in (Dtype.INT32, Dtype.INT64)


class Wire(enum.IntEnum):
    """What a float call's data rounds carry in each 32-bit word: one int32 value, or
    narrow two's-complement lanes that the switch's 32-bit adder sums lane by lane
    (``hostlib.packing``; ``docs/protocol.md``, "Narrow lanes").  Integer calls and calls
    that ride in their agreement packet always go as int32."""

    INT32 = 0
    INT16 = 1  #: two 16-bit lanes a word
    INT8 = 2  #: four 8-bit lanes a word

    @classmethod
    def parse(cls, name: str) -> Wire:
        """The wire format named ``name`` ("int32", "int16", "int8")."""
        try:
            return cls[name.strip().upper()]
        except KeyError:
            names = ", ".join(w.name.lower() for w in cls)
            raise ValueError(f"unknown wire format {name!r}: choose one of {names}") from None

    @classmethod
    def of(cls, value: object) -> Wire:
        """``value`` as a wire format: a :class:`Wire`, or its name (:meth:`parse`)."""
        if isinstance(value, Wire):
            return value
        if isinstance(value, str):
            return cls.parse(value)
        names = ", ".join(w.name.lower() for w in cls)
        raise ValueError(f"must be a Wire ({names}) or its name, got {value!r}")

    @property
    def lane_bits(self) -> int:
        return 32 >> self.value

    @property
    def lanes(self) -> int:
        """Values a 32-bit word carries."""
        return 1 << self.value


@functools.lru_cache(maxsize=64)
def _numpy_dtype_code(dtype: np.dtype[np.generic]) -> Dtype:
    return Dtype.of(dtype.name)  # (a numpy dtype's name is computed on each read)


E = TypeVar("E", bound=enum.IntEnum)


def member(enum_type: type[E], value: int) -> E | None:
    """``enum_type(value)``, or None where ``value`` names no member."""
    try:
        return enum_type(value)
    except ValueError:
        return None


def _name(enum_type: type[enum.IntEnum], value: int) -> str:
    found = member(enum_type, value)
    return found.name.lower() if found is not None else str(value)


@dataclass(frozen=True)
class CallDescriptor:
    """What a rank's call is; every rank of an agreed call has the same descriptor."""

    collective: int  #: :class:`Collective`
    op: int  #: :class:`ReduceOp`
    dtype: int  #: :class:`Dtype`
    length: int  #: elements (over all tensors; for Gloo calls modulo 2**32)
    slots: int  #: data slots the call uses (the worker's window; ranks must agree)
    call: int = 0  #: the call number, modulo 2**24
    route: int = Route.SWITCH  #: :class:`Route`
    #: the caller's tensor list: its length modulo 256 (low byte) and a digest of each
    #: tensor's dtype, layout and size (high byte); 0 for a single array
    detail: int = 0
    wire: int = Wire.INT32  #: :class:`Wire`: what the data rounds carry per word

    @property
    def kind(self) -> int:
        """The collective and the route in one digit (collective codes stay below 128)."""
        return self.collective | self.route << 7

    @property
    def element(self) -> int:
        """The element type: the dtype and the wire format in one digit (dtype codes
        stay below 16)."""
        return self.dtype | self.wire << 4

    def describe(self, field: str, value: int | None = None) -> str:
        value = getattr(self, field) if value is None else value
        if field == "kind":
            return f"{_name(Collective, value & 0x7F)} via {_name(Route, value >> 7)}"
        if field == "dtype":
            return _name(Dtype, value)
        if field == "element":
            lanes = f" on {_name(Wire, value >> 4)} lanes" if value >> 4 else ""
            return f"{_name(Dtype, value & 0xF)}{lanes}"
        if field == "collective":
            return _name(Collective, value)
        if field == "op":
            op = member(ReduceOp, value)
            return op.name if op is not None else str(value)
        if field == "route":
            return _name(Route, value)
        if field == "detail":
            return f"{value & 0xFF} tensor(s), digest {value >> 8}"
        return str(value)

    def fingerprint(self) -> int:
        """31 bits that tell calls apart (for naming which ranks made which call): a
        digest of every field but the number, mixed with the number (a bijection of it,
        so that two numbers of one call never share a fingerprint)."""
        return _fingerprint(_unnumbered(self), self.call)

    def numbered(self, call: int) -> CallDescriptor:
        return replace(self, call=call % CALL_MODULUS)


#: Digits (8 bits each) of every descriptor field, in word order.
FIELD_DIGITS: tuple[tuple[str, int], ...] = (
    ("kind", 1),  # collective and route
    ("op", 1),
    ("element", 1),  # dtype and wire format
    ("length", 4),  # a switch call carries fewer than 2**32 elements
    ("slots", 2),  # windows of up to 65,535 data slots
    ("call", 3),  # call numbers modulo 2**24
    ("detail", 2),
)
_DIGITS = sum(d for _, d in FIELD_DIGITS)
CALL_MODULUS = 1 << 24
MAX_LENGTH = (1 << 32) - 1
MAX_SLOTS = (1 << 16) - 1
#: What a rank writes into the refusals word: its input is refused (NaN or Inf, an
#: integer beyond int32: another transport could carry it), or the call itself (its
#: caller's reason: no transport runs it).  The sum counts both for up to 4,095 ranks.
REFUSED_INPUT, REFUSED_CALL = 1, 1 << 12
#: Word layout: 0 rank count, 1 magic, 2 refusals, then a sum and a sum of squares per
#: digit, then (room permitting) one fingerprint word per rank (at most
#: :data:`MAX_FINGERPRINTS`), then a small call's data.
COUNT_WORD, MAGIC_WORD, REFUSED_WORD = 0, 1, 2
DIGIT_WORDS = 3
RANK_WORDS = DIGIT_WORDS + 2 * _DIGITS
#: The fewest words per packet (K) an agreement needs.
MIN_WORDS = RANK_WORDS
#: Ranks whose fingerprints a mismatch names (the words after them carry small calls).
MAX_FINGERPRINTS = 16


def _digits(desc: CallDescriptor) -> list[int]:
    out: list[int] = []
    for name, count in FIELD_DIGITS:
        value = int(getattr(desc, name))
        if not 0 <= value < 1 << (8 * count):
            raise ValueError(f"call descriptor: {name} {value} does not fit {8 * count} bits")
        out.extend((value >> (8 * i)) & 0xFF for i in range(count))
    return out


@dataclass(frozen=True)
class Layout:
    """Where an agreement packet of K words keeps what, for a job of ``ranks`` ranks
    (the same on every rank: it depends on K and the world size only)."""

    k: int
    ranks: int
    one_level: bool = True  #: fingerprints only where ranks are global (one switch)

    def __post_init__(self) -> None:
        if self.k < MIN_WORDS:
            raise ValueError(
                f"an agreement round needs K >= {MIN_WORDS} words, the switch has {self.k}"
            )

    @functools.cached_property
    def fingerprints(self) -> int:
        """Words of fingerprints: one per rank where every rank has one, else none."""
        fits = self.ranks <= min(MAX_FINGERPRINTS, self.k - RANK_WORDS)
        return self.ranks if self.one_level and fits else 0

    @functools.cached_property
    def data_word(self) -> int:
        """The first word of a small call's data: after the fingerprints' words, which
        a two-level job leaves zero, so that a call rides inline at the same sizes at
        one level and two (docs/protocol.md, "Reproducible sums")."""
        fits = self.ranks <= min(MAX_FINGERPRINTS, self.k - RANK_WORDS)
        return RANK_WORDS + (self.ranks if fits else 0)

    @property
    def data_words(self) -> int:
        return self.k - self.data_word


@functools.lru_cache(maxsize=64)
def exact_digit_bits(ranks: int) -> int:
    """Bits per word of the exact float encoding: ``ranks`` signed digits of this many
    bits sum within int32 without saturating (``ranks · 2^b <= 2^31``)."""
    return 31 - max(1, math.ceil(math.log2(max(ranks, 2))))


#: A float32 value is an integer multiple of 2**-149 below 2**128: 277 bits.
EXACT_SCALE_EXP = -149
EXACT_BITS = 277


@functools.lru_cache(maxsize=64)
def exact_words_per_element(ranks: int) -> int:
    return -(-EXACT_BITS // exact_digit_bits(ranks))


def inline_capacity(layout: Layout, desc: CallDescriptor) -> int:
    """How many elements of ``desc`` ride inside the agreement packet (0: the call
    needs data rounds): integers one word each, floats :func:`exact_words_per_element`;
    a broadcast through the switch counts words (the root's bytes as they are)."""
    return _inline_capacity(layout, desc.collective, desc.route, desc.dtype)


@functools.lru_cache(maxsize=1024)
def _inline_capacity(layout: Layout, collective: int, route: int, dtype_code: int) -> int:
    if route != Route.SWITCH:
        return 0
    if collective == Collective.BROADCAST:
        return layout.data_words
    if collective != Collective.ALL_REDUCE:
        return 0
    dtype = member(Dtype, dtype_code) or Dtype.OTHER
    if not dtype.switchable:
        return 0
    per = exact_words_per_element(layout.ranks) if dtype.is_float else 1
    return layout.data_words // per


def rides_inline(layout: Layout, desc: CallDescriptor) -> bool:
    """Whether the whole call travels in its agreement packet."""
    return desc.length <= inline_capacity(layout, desc)


#: Block exponents are bytes: 0 (an all-zero block) to 255 (docs/protocol.md, "Quantization").
EXPONENT_VALUES = 256


@dataclass(frozen=True)
class ExponentFields:
    """Where a float call's agreement packet carries the block exponents of the first
    chunks of data slots ``1 .. chunks`` (slot 0's is the header's exponent byte), so
    that those slots need no priming round (docs/protocol.md, "Exponents in the
    agreement").  Each chunk takes ``words`` words from word ``first`` on, a field of
    ``bits`` bits for every exponent value, ``per_word`` fields a word (bit 31 stays
    clear): a rank sets its exponent's field to 1, so the sum counts the ranks at each
    value, never carries from one field into the next (``n < 2^bits``), and the highest
    field that counts any is the ranks' max."""

    first: int
    bits: int
    per_word: int
    words: int
    chunks: int

    @staticmethod
    @functools.lru_cache(maxsize=256)
    def of(layout: Layout, width: int) -> ExponentFields:
        """The fields of a float call over ``width`` data slots: as many of slots 1..
        as the words after the description and fingerprints hold (0: none fit)."""
        bits = max(layout.ranks, 1).bit_length()
        per_word = 31 // bits
        words = -(-EXPONENT_VALUES // per_word)
        chunks = max(min(width - 1, layout.data_words // words), 0)
        return ExponentFields(layout.data_word, bits, per_word, words, chunks)

    def write(self, exponents: npt.NDArray[np.uint8], out: npt.NDArray[np.int32]) -> None:
        """Set this rank's field of each of ``exponents`` (slots 1 .. chunks' first
        chunks, in order) in the packet's words ``out`` (zero there before)."""
        e = exponents[: self.chunks].astype(np.int64)
        at = self.first + np.arange(len(e)) * self.words + e // self.per_word
        out[at] = (1 << (e % self.per_word) * self.bits).astype(np.int32)

    def read(self, sums: npt.NDArray[np.int32]) -> npt.NDArray[np.uint8] | None:
        """The ranks' max exponent of each carried chunk, from the round's sums; None
        where a chunk's fields count no rank (no rank wrote them: no such agreement)."""
        rows = sums[self.first : self.first + self.chunks * self.words]
        rows = rows.reshape(self.chunks, self.words).astype(np.int64)
        out = np.empty(self.chunks, dtype=np.uint8)
        for c, row in enumerate(rows):
            live = np.flatnonzero(row)
            if len(live) == 0 or row.min() < 0:
                return None
            word = int(live[-1])
            field = (int(row[word]).bit_length() - 1) // self.bits
            out[c] = word * self.per_word + field
        return out


_CALL_DIGIT = sum(d for name, d in FIELD_DIGITS[: [n for n, _ in FIELD_DIGITS].index("call")])
#: The word of the call number's lowest digit (then its square, and so on for 3 digits).
CALL_WORD = DIGIT_WORDS + 2 * _CALL_DIGIT


def _unnumbered(desc: CallDescriptor) -> tuple[int, ...]:
    return (
        desc.collective,
        desc.op,
        desc.dtype,
        desc.length,
        desc.slots,
        desc.route,
        desc.detail,
        desc.wire,
    )


def _fingerprint(unnumbered: tuple[int, ...], number: int) -> int:
    return numbered_fingerprint(_base_fingerprint(unnumbered), number)


def numbered_fingerprint(base: int, number: int) -> int:
    """The fingerprint of call ``number`` of the calls whose unnumbered digest is
    ``base`` (:func:`template`)."""
    return (base ^ number * 0x9E3779B1) & 0x7FFFFFFF


@functools.lru_cache(maxsize=1024)
def _base_fingerprint(unnumbered: tuple[int, ...]) -> int:
    text = ",".join(str(int(v)) for v in unnumbered).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=4).digest(), "big")


@functools.lru_cache(maxsize=1024)
def _template(unnumbered: tuple[int, ...], k: int, refused: int) -> npt.NDArray[np.int32]:
    """The K words of a call described by ``unnumbered`` with call number 0 and no
    fingerprint, read-only: every call of a loop has the same but for its number."""
    collective, op, dtype, length, slots, route, detail, wire = unnumbered
    desc = CallDescriptor(collective, op, dtype, length, slots, 0, route, detail, wire)
    d = np.asarray(_digits(desc), dtype=np.int32)
    words = np.zeros(k, dtype=np.int32)
    words[COUNT_WORD] = 1
    words[MAGIC_WORD] = AGREEMENT_MAGIC
    words[REFUSED_WORD] = refused
    words[DIGIT_WORDS:RANK_WORDS:2], words[DIGIT_WORDS + 1 : RANK_WORDS : 2] = d, d * d
    words.flags.writeable = False
    return words


def template(desc: CallDescriptor, layout: Layout) -> tuple[npt.NDArray[np.int32], int]:
    """The words of every call described as ``desc`` but for its number (which
    :func:`encode` writes at :data:`CALL_WORD`), read-only, and the digest its fingerprint
    is made from (:func:`numbered_fingerprint`): for a caller that encodes the rest."""
    unnumbered = _unnumbered(desc)
    return _template(unnumbered, layout.k, 0), _base_fingerprint(unnumbered)


def encode(
    desc: CallDescriptor,
    layout: Layout,
    *,
    refused: int = 0,
    rank: int | None = None,
    out: npt.NDArray[np.int32] | None = None,
) -> npt.NDArray[np.int32]:
    """The K words a rank contributes to the agreement round for ``desc`` (into ``out``
    where given); a small call's data words are left zero for the caller to fill.
    ``refused`` is 0, :data:`REFUSED_INPUT` or :data:`REFUSED_CALL`.

    ``rank`` writes the call's fingerprint into the rank's own word, where the layout
    has one."""
    number = desc.call
    if not 0 <= number < CALL_MODULUS:
        raise ValueError(f"call descriptor: call {number} does not fit 24 bits")
    # Every call of a loop has the same description but its number: cache the rest.
    unnumbered = _unnumbered(desc)
    template = _template(unnumbered, layout.k, refused)
    if out is None:
        words = template.copy()
    else:
        words = out
        words[:] = template
    d0, d1, d2 = number & 0xFF, (number >> 8) & 0xFF, number >> 16
    at = CALL_WORD
    words[at : at + 6] = (d0, d0 * d0, d1, d1 * d1, d2, d2 * d2)
    if rank is not None and rank < layout.fingerprints:
        words[RANK_WORDS + rank] = _fingerprint(unnumbered, number)
    return words


class AgreementError(ValueError):
    """A control round whose sums are no agreement of this protocol."""


@dataclass(frozen=True)
class Verdict:
    """What every rank reads from an agreement round's sums (the same on every rank).

    ``differing`` names the descriptor fields on which the ranks' calls differ (empty:
    they agree); ``refusals`` counts the ranks that refused their own input,
    ``refused_calls`` those that refused the call itself;
    ``totals[f]`` is the sum over the ranks of field ``f``; ``fingerprints[r]`` is rank
    ``r``'s call fingerprint, where the round carried one (else empty)."""

    ranks: int
    refusals: int
    differing: tuple[str, ...]
    totals: dict[str, int]
    fingerprints: tuple[int, ...]
    refused_calls: int = 0

    @property
    def agreed(self) -> bool:
        return not self.differing

    def call(self) -> CallDescriptor:
        """The agreed call (only where ``agreed``)."""
        values = {name: self.totals[name] // self.ranks for name, _ in FIELD_DIGITS}
        kind, form = values.pop("kind"), values.pop("element")
        return CallDescriptor(
            collective=kind & 0x7F, route=kind >> 7, dtype=form & 0xF, wire=form >> 4, **values
        )

    def holds(self, desc: CallDescriptor) -> bool:
        """Whether the round agreed on ``desc`` itself (this rank's call, not another
        call of the same ranks: an earlier one this rank had withdrawn)."""
        return self.agreed and all(
            self.totals[name] == self.ranks * getattr(desc, name) for name, _ in FIELD_DIGITS
        )


def decode(sums: Sequence[int] | npt.NDArray[np.integer], layout: Layout) -> Verdict:
    """Read an agreement round's K summed words."""
    s = [int(v) for v in sums[:RANK_WORDS]]
    n = layout.ranks
    if s[COUNT_WORD] != n or s[MAGIC_WORD] != n * AGREEMENT_MAGIC:
        raise AgreementError(
            f"the control slot's round holds {s[COUNT_WORD]} contributions with magic sum "
            f"{s[MAGIC_WORD]}, not an agreement of {n} ranks (a host library without call "
            "agreement in the job?)"
        )
    differing: list[str] = []
    totals: dict[str, int] = {}
    at = DIGIT_WORDS
    for name, count in FIELD_DIGITS:
        total = 0
        same = True
        for i in range(count):
            d, d2 = s[at], s[at + 1]
            same &= n * d2 == d * d
            total += d << (8 * i)
            at += 2
        totals[name] = total
        if not same:
            differing.append(name)
    f = layout.fingerprints
    prints = tuple(int(v) for v in sums[RANK_WORDS : RANK_WORDS + f]) if f == n else ()
    refused = s[REFUSED_WORD]
    return Verdict(
        n, refused % REFUSED_CALL, tuple(differing), totals, prints, refused // REFUSED_CALL
    )


# -- exact float digits ----------------------------------------------------------------------
def encode_exact_floats(x: npt.NDArray[np.float32], ranks: int, out: npt.NDArray[np.int32]) -> None:
    """Write finite float32 ``x`` as exact fixed-point digits into ``out`` (``len(x)``
    rows of :func:`exact_words_per_element` words): element ``v`` is the integer
    ``M = v · 2^149`` in base ``2^b`` (:func:`exact_digit_bits`), every digit carrying
    the sign of ``v``, so that the switch's word-by-word sum is the exact sum of the
    ranks' ``M`` (each digit sum fits int32 without saturating)."""
    b = exact_digit_bits(ranks)
    if len(x) <= SCALAR_ELEMENTS:  # a few values: Python ints beat numpy's overheads
        out.reshape(-1)[:] = exact_float_words(np.asarray(x, np.float32).tolist(), ranks)
        return
    out[:] = 0
    bits = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32).astype(np.int64)
    exp = (bits >> 23) & 0xFF
    mant = bits & 0x7FFFFF
    mant = np.where(exp > 0, mant | 0x800000, mant)  # the hidden bit of normal numbers
    low = np.maximum(exp - 1, 0)  # M = mant << low
    first = low // b  # the digit holding M's lowest bit; M spans at most two digits more
    shifted = mant << (low - first * b)  # below 2**(24 + b): fits int64
    sign = np.where(bits >> 31 == 1, -1, 1)
    rows = np.arange(len(x))
    width = out.shape[1]
    mask = (1 << b) - 1
    for j in range(3):
        digit = (shifted >> (j * b)) & mask
        at = first + j
        ok = (at < width) & (digit != 0)
        out[rows[ok], at[ok]] = (sign[ok] * digit[ok]).astype(np.int32)


#: Up to this many values, the exact digits are made with Python ints (numpy's per-call
#: overhead is larger), a small call's too (``hostlib.smallcall``).
SCALAR_ELEMENTS = 16


def exact_float_words(values: Sequence[float], ranks: int) -> list[int]:
    """:func:`encode_exact_floats` of finite float32 ``values`` (Python floats), as one
    flat list of ``len(values)`` rows of :func:`exact_words_per_element` words: a small
    call's data words, written into its packet at once."""
    b = exact_digit_bits(ranks)
    per = exact_words_per_element(ranks)
    mask = (1 << b) - 1
    words = [0] * (len(values) * per)
    bits = struct.unpack(f"<{len(values)}I", struct.pack(f"<{len(values)}f", *values))
    for i, word in enumerate(bits):
        e, f = (word >> 23) & 0xFF, word & 0x7FFFFF
        m = (f | 0x800000) << (e - 1) if e else f
        negative = word >> 31
        j = i * per
        while m:
            words[j] = -(m & mask) if negative else m & mask
            m >>= b
            j += 1
    return words


def decode_exact_floats(sums: npt.NDArray[np.integer], ranks: int) -> npt.NDArray[np.float32]:
    """The float32 values, correctly rounded, of the summed digits ``sums`` (rows of
    :func:`exact_words_per_element` words); ±inf where the sum exceeds float32."""
    return np.array(exact_float_values(sums.reshape(-1).tolist(), ranks), dtype=np.float32)


def exact_float_values(sums: Sequence[int], ranks: int) -> list[float]:
    """:func:`decode_exact_floats` of a flat list of summed digit words: the values as
    Python floats (each exactly a float32)."""
    b = exact_digit_bits(ranks)
    per = exact_words_per_element(ranks)
    out = []
    for i in range(0, len(sums), per):
        total = 0
        for j, d in enumerate(sums[i : i + per]):
            total += d << (b * j)
        out.append(_round_to_float32(total))
    return out


def _round_to_float32(m: int) -> float:
    """``m · 2^-149`` rounded to the nearest float32 (ties to even)."""
    if m == 0:
        return 0.0
    mag = abs(m)
    shift = mag.bit_length() - 24
    if shift > 0:
        q, r = divmod(mag, 1 << shift)
        half = 1 << (shift - 1)
        if r > half or (r == half and q & 1):
            q += 1
        mag, exp = q, shift + EXACT_SCALE_EXP
    else:
        exp = EXACT_SCALE_EXP
    value = math.ldexp(float(mag), exp)  # exact: mag < 2**25
    if value >= 2.0**128:
        value = math.inf
    return -value if m < 0 else value


# -- the data block ------------------------------------------------------------------------
def block_base(control_round: int) -> int:
    """The first data sequence number of the call agreed in ``control_round``."""
    return (control_round << BLOCK_BITS) & 0xFFFFFFFF


def span(rounds_per_slot: int) -> int:
    """Control rounds a call of ``rounds_per_slot`` data rounds per slot takes up: its
    block must end before the next call's starts, and the count is odd, so that the next
    agreement round uses the other set of the control slot than this one (whose result
    a late rank may still be fetching)."""
    blocks = max(1, -(-rounds_per_slot // BLOCK_ROUNDS))
    return blocks if blocks % 2 else blocks + 1
