"""Call agreement: how the ranks of a job agree on each call before any data moves.

Every call starts with an **agreement round** on the job's *control slot* (the last slot
of its pool): each rank contributes a CONTRIB whose K words encode the call it is making
(:class:`CallDescriptor`: collective, op, dtype, length, data slots) and whether it refused
its own input.  The switch sums the words like any other round, and every rank decodes
the same sums (:func:`decode`): all ranks made the same call, or the call differs (and
where), or some rank refused its input.  Only an agreed call sends data.

The data rounds of the call agreed in control round ``a`` use the sequence numbers
``block_base(a) + j`` on every data slot, so packets of two calls never share a round on
the switch: a later call's rounds are newer (they overwrite a set), an earlier call's
stale (dropped).  ``docs/protocol.md``, "Call agreement", states the whole mechanism.

Encoding: each field is cut into 8-bit digits ``d``; the round sums ``d`` and ``d²``
over the ranks.  All ranks hold the same digit exactly when ``n·Σd² = (Σd)²`` (the
variance is zero), which int32 carries without saturating for every world size up to
:data:`~p4rproto.wire.MAX_WORLD_SIZE` (4096·255² < 2³¹).  Where the packet has room, a
one-level job's rank ``r`` also writes a 31-bit fingerprint of its call into word
``RANK_WORDS + r``, so that a mismatch can say which ranks made which call.
"""

from __future__ import annotations

import enum
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, fields

import numpy as np
import numpy.typing as npt

#: Every rank writes this into word 1: a control round whose sum is not ``n`` times it
#: was not an agreement round of this protocol (e.g. data from an older host library).
AGREEMENT_MAGIC = 0x5041  # "PA"
#: Bits of a data round's sequence number counted within one call (its block).
BLOCK_BITS = 16
BLOCK_ROUNDS = 1 << BLOCK_BITS


class Collective(enum.IntEnum):
    """What a call is (the host library makes all-reduces; others for front ends)."""

    ALL_REDUCE = 1


class ReduceOp(enum.IntEnum):
    """The reduction a caller asked for (the switch sums; AVG divides afterwards)."""

    SUM = 0
    AVG = 1


#: Codes of the dtypes a call may carry; anything else is ``OTHER`` (a call that the rank
#: refuses, which still takes part in the agreement so that every rank fails together).
DTYPE_CODES = {"float32": 1, "float16": 2, "bfloat16": 3, "int32": 4, "int64": 5}
DTYPE_OTHER = 15
#: The codes of float dtypes (quantized, with a priming round per slot).
FLOAT_DTYPE_CODES = frozenset({1, 2, 3})
_DTYPE_NAMES = {code: name for name, code in DTYPE_CODES.items()}


def dtype_code(name: str) -> int:
    """The agreement's code of a dtype, by its name (numpy's or torch's, "torch." cut)."""
    return DTYPE_CODES.get(name.removeprefix("torch."), DTYPE_OTHER)


def dtype_name(code: int) -> str:
    return _DTYPE_NAMES.get(code, "an unsupported dtype")


@dataclass(frozen=True)
class CallDescriptor:
    """What a rank's call is; every rank of an agreed call has the same descriptor."""

    collective: int  #: :class:`Collective`
    op: int  #: :class:`ReduceOp`
    dtype: int  #: :data:`DTYPE_CODES` (or :data:`DTYPE_OTHER`)
    length: int  #: elements
    slots: int  #: data slots the call uses (the worker's window; ranks must agree)

    def describe(self, field: str) -> str:
        value = getattr(self, field)
        if field == "dtype":
            return dtype_name(value)
        if field == "collective":
            return Collective(value).name.lower() if value in Collective else str(value)
        if field == "op":
            return ReduceOp(value).name if value in ReduceOp else str(value)
        return str(value)

    def fingerprint(self) -> int:
        """31 bits that tell calls apart (for naming which ranks made which call)."""
        text = ",".join(str(getattr(self, f.name)) for f in fields(self)).encode()
        return int.from_bytes(hashlib.blake2b(text, digest_size=4).digest(), "big") >> 1


#: Digits (8 bits each) of every descriptor field, in word order.
FIELD_DIGITS: tuple[tuple[str, int], ...] = (
    ("collective", 1),
    ("op", 1),
    ("dtype", 1),
    ("length", 5),  # lengths below 2**40
    ("slots", 3),
)
_DIGITS = sum(d for _, d in FIELD_DIGITS)
#: Word layout: 0 rank count, 1 magic, 2 refusals, then a sum and a sum of squares per
#: digit, then (room permitting) one fingerprint word per rank.
COUNT_WORD, MAGIC_WORD, REFUSED_WORD = 0, 1, 2
DIGIT_WORDS = 3
RANK_WORDS = DIGIT_WORDS + 2 * _DIGITS
#: The fewest words per packet (K) an agreement needs.
MIN_WORDS = RANK_WORDS
MAX_LENGTH = (1 << 40) - 1


def _digits(desc: CallDescriptor) -> list[int]:
    out: list[int] = []
    for name, count in FIELD_DIGITS:
        value = int(getattr(desc, name))
        if not 0 <= value < 1 << (8 * count):
            raise ValueError(f"call descriptor: {name} {value} does not fit {8 * count} bits")
        out.extend((value >> (8 * i)) & 0xFF for i in range(count))
    return out


def encode(
    desc: CallDescriptor, k: int, *, refused: bool = False, rank: int | None = None
) -> npt.NDArray[np.int32]:
    """The K words a rank contributes to the agreement round for ``desc``.

    ``rank`` (a one-level job's rank) also writes the call's fingerprint into the rank's
    own word, where the packet has one (``RANK_WORDS + rank < k``)."""
    if k < MIN_WORDS:
        raise ValueError(f"an agreement round needs K >= {MIN_WORDS} words, the switch has {k}")
    words = np.zeros(k, dtype=np.int32)
    words[COUNT_WORD] = 1
    words[MAGIC_WORD] = AGREEMENT_MAGIC
    words[REFUSED_WORD] = int(refused)
    d = np.asarray(_digits(desc), dtype=np.int32)
    words[DIGIT_WORDS:RANK_WORDS:2] = d
    words[DIGIT_WORDS + 1 : RANK_WORDS : 2] = d * d
    if rank is not None and RANK_WORDS + rank < k:
        words[RANK_WORDS + rank] = desc.fingerprint()
    return words


class AgreementError(ValueError):
    """A control round whose sums are no agreement of this protocol."""


@dataclass(frozen=True)
class Verdict:
    """What every rank reads from an agreement round's sums (the same on every rank).

    ``differing`` names the descriptor fields on which the ranks' calls differ (empty:
    they agree); ``refusals`` counts the ranks that refused their own input;
    ``totals[f]`` is the sum over the ranks of field ``f``; ``fingerprints[r]`` is rank
    ``r``'s call fingerprint, where the round carried one (else empty)."""

    ranks: int
    refusals: int
    differing: tuple[str, ...]
    totals: dict[str, int]
    fingerprints: tuple[int, ...]

    @property
    def agreed(self) -> bool:
        return not self.differing


def decode(sums: Sequence[int] | npt.NDArray[np.integer], n: int) -> Verdict:
    """Read an agreement round's K summed words for a job of ``n`` ranks."""
    s = [int(v) for v in sums]
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
    prints = tuple(s[RANK_WORDS : RANK_WORDS + n]) if RANK_WORDS + n <= len(s) else ()
    return Verdict(n, s[REFUSED_WORD], tuple(differing), totals, prints)


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
