"""The p4reduce wire protocol, version 2: the one source of truth for its constants.

Every packet is a UDP datagram whose payload is a 24-byte header followed by
``elem_count`` 32-bit words in network byte order (big-endian).  See
``docs/protocol.md`` for the byte-by-byte layout, the switch's state machine and
worked example packets; ``p4src/common/constants.p4`` (P4) and
``p4rproto/include/p4r_protocol.h`` (C) are generated from this module.
"""

from __future__ import annotations

import enum
import secrets
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

PROTOCOL_VERSION = 2
MAGIC = 0x5034  # ASCII "P4"
UDP_PORT = 0xBEEF  # 48879: the switch's aggregation port
HEADER_LEN = 24

DEFAULT_ELEMS_PER_PACKET = 64
#: Payload sizes a switch may be built for (one Tofino/BMv2 pass holds 64).
SUPPORTED_ELEMS_PER_PACKET = (32, 64, 128, 256)
#: Worker bitmaps are 64 bits wide, so a job has at most 64 workers.
MAX_WORKERS = 64
#: A two-level job: up to 64 workers per leaf, up to 64 leaves per spine job.
MAX_WORLD_SIZE = MAX_WORKERS * MAX_WORKERS
MAX_SLOTS = 1 << 16
#: Job ids are 0..MAX_JOB_ID on the wire, in the fabric config and on the command line.
MAX_JOB_ID = 0x7FFF
#: Words in a STATUS packet's payload: the 64-bit contributor bitmap.
STATUS_WORDS = 2
#: Words in a JOIN_ACK's payload: K, the job's slot count, its worker count.
JOIN_ACK_WORDS = 3
#: Words in a NACK's payload: the reason (a counter index) and a detail word.
NACK_WORDS = 2
#: Sessions are random non-zero 32-bit tags; 0 in a JOIN means "tell me".
NO_SESSION = 0
#: Default minimum interval between two NACKs to one worker (microseconds).
DEFAULT_NACK_INTERVAL_US = 1000

#: Biased block exponents: ``exponent = e + EXPONENT_BIAS`` where every value of the
#: block satisfies ``|x| < 2**e``; 0 means "the block is all zeros".
EXPONENT_BIAS = 127
EXPONENT_ZERO = 0
EXPONENT_MAX = 255


class MsgType(enum.IntEnum):
    """``msg_type``: what a packet is."""

    CONTRIB = 1  # worker -> switch: a contribution to (slot, set)
    RESULT = 2  # switch -> worker: the aggregate of a completed (slot, set)
    STATUS = 3  # switch -> worker: (slot, set) still waits; payload = contributor bitmap
    RESET = 4  # controller -> switch: clear both sets of an absolute slot
    RESET_ACK = 5  # switch -> controller: the slot was cleared
    JOIN = 6  # worker -> switch: take part in the job's current session
    JOIN_ACK = 7  # switch -> worker: the session, K, the job's slot and worker counts
    NACK = 8  # switch -> worker: a refusal the worker can fix; payload = reason, detail


class Flag(enum.IntFlag):
    """``flags``: bit 0 is the shadow-copy set; bit 1 marks a saturated sum; bit 2 a
    void contribution (the worker refused its own input) and a result that holds one."""

    SET = 0x01
    OVERFLOW = 0x02
    POISON = 0x04


FLAGS_RESERVED_MASK = 0xFF & ~int(Flag.SET | Flag.OVERFLOW | Flag.POISON)  # must be zero

HEADER_FIELDS: list[tuple[str, str]] = [
    ("magic", ">u2"),
    ("version", "u1"),
    ("msg_type", "u1"),
    ("job_id", ">u2"),
    ("rank", ">u2"),
    ("session", ">u4"),
    ("slot", ">u2"),
    ("flags", "u1"),
    ("exponent", "u1"),
    ("seq", ">u4"),
    ("elem_count", ">u2"),
    ("contributors", ">u2"),
]
HEADER_DTYPE = np.dtype(HEADER_FIELDS)
assert HEADER_DTYPE.itemsize == HEADER_LEN


def packet_dtype(elems: int) -> np.dtype[np.void]:
    """A numpy structured dtype for one whole packet with ``elems`` payload words.

    Arrays of this dtype are batches of packets laid out exactly as on the wire,
    so a row's bytes can be handed to the kernel as they are.
    """
    if elems < 0:
        raise ValueError(f"elems must be >= 0, got {elems}")
    return np.dtype([*HEADER_FIELDS, ("payload", ">i4", (elems,))])


def packet_len(elems: int) -> int:
    """Bytes of the UDP payload of a packet carrying ``elems`` words."""
    return HEADER_LEN + 4 * elems


class WireError(ValueError):
    """A packet that does not parse."""


@dataclass(frozen=True)
class Packet:
    """One decoded packet; for tests, tools and the control path (not the fast path)."""

    msg_type: MsgType
    job_id: int
    rank: int
    slot: int
    seq: int
    session: int = NO_SESSION
    set_bit: int = 0
    exponent: int = EXPONENT_ZERO
    overflow: bool = False
    poison: bool = False
    contributors: int = 0
    payload: tuple[int, ...] = field(default_factory=tuple)
    version: int = PROTOCOL_VERSION
    magic: int = MAGIC

    @property
    def flags(self) -> int:
        return (
            (Flag.SET if self.set_bit else 0)
            | (Flag.OVERFLOW if self.overflow else 0)
            | (Flag.POISON if self.poison else 0)
        )

    def encode(self) -> bytes:
        row = np.zeros(1, dtype=packet_dtype(len(self.payload)))
        row["magic"] = self.magic
        row["version"] = self.version
        row["msg_type"] = int(self.msg_type)
        row["job_id"] = self.job_id
        row["rank"] = self.rank
        row["session"] = self.session
        row["slot"] = self.slot
        row["flags"] = self.flags
        row["exponent"] = self.exponent
        row["seq"] = self.seq
        row["elem_count"] = len(self.payload)
        row["contributors"] = self.contributors
        row["payload"][0] = np.asarray(self.payload, dtype=np.int64)
        return row.tobytes()

    @classmethod
    def decode(cls, data: bytes) -> Packet:
        if len(data) < HEADER_LEN:
            raise WireError(f"truncated packet: {len(data)} bytes < {HEADER_LEN}-byte header")
        head = np.frombuffer(data, dtype=HEADER_DTYPE, count=1)[0]
        if int(head["magic"]) != MAGIC:
            raise WireError(f"bad magic 0x{int(head['magic']):04x}")
        if int(head["version"]) != PROTOCOL_VERSION:
            raise WireError(f"unsupported protocol version {int(head['version'])}")
        count = int(head["elem_count"])
        if len(data) != packet_len(count):
            raise WireError(
                f"length {len(data)} does not match elem_count {count} ({packet_len(count)})"
            )
        try:
            msg_type = MsgType(int(head["msg_type"]))
        except ValueError:  # from None: the enum's complaint says what this one says
            raise WireError(f"unknown msg_type {int(head['msg_type'])}") from None
        flags = int(head["flags"])
        payload = np.frombuffer(data, dtype=">i4", offset=HEADER_LEN, count=count)
        return cls(
            msg_type=msg_type,
            job_id=int(head["job_id"]),
            rank=int(head["rank"]),
            slot=int(head["slot"]),
            seq=int(head["seq"]),
            session=int(head["session"]),
            set_bit=flags & Flag.SET,
            exponent=int(head["exponent"]),
            overflow=bool(flags & Flag.OVERFLOW),
            poison=bool(flags & Flag.POISON),
            contributors=int(head["contributors"]),
            payload=tuple(int(v) for v in payload),
        )

    @property
    def status_bitmap(self) -> int:
        """The contributor bitmap carried by a STATUS packet."""
        if self.msg_type != MsgType.STATUS or len(self.payload) != STATUS_WORDS:
            raise WireError("not a STATUS packet")
        hi, lo = (v & 0xFFFFFFFF for v in self.payload)
        return (hi << 32) | lo

    @property
    def nack_reason(self) -> tuple[int, int]:
        """(reason, detail) of a NACK: the refusal's counter index and its detail word."""
        if self.msg_type != MsgType.NACK or len(self.payload) != NACK_WORDS:
            raise WireError("not a NACK packet")
        return (self.payload[0] & 0xFFFFFFFF, self.payload[1] & 0xFFFFFFFF)


def new_session(old: int = NO_SESSION) -> int:
    """A random non-zero 32-bit session tag, different from ``old`` (unguessable:
    drawn from the operating system's CSPRNG)."""
    while True:
        tag = secrets.randbits(32)
        if tag not in (NO_SESSION, old):
            return tag


def status_payload(bitmap: int) -> tuple[int, int]:
    """The two signed words that carry a 64-bit bitmap in a STATUS packet."""
    hi, lo = (bitmap >> 32) & 0xFFFFFFFF, bitmap & 0xFFFFFFFF
    return (_as_int32(hi), _as_int32(lo))


def _as_int32(word: int) -> int:
    return word - (1 << 32) if word & 0x80000000 else word


def ranks_in(bitmap: int) -> list[int]:
    """The ranks whose bits are set in a contributor bitmap."""
    return [r for r in range(MAX_WORKERS) if bitmap >> r & 1]


def as_u8(buf: npt.NDArray[np.void]) -> npt.NDArray[np.uint8]:
    """The raw bytes of a contiguous packet array, as a 2-D uint8 view (rows x bytes)."""
    return buf.view(np.uint8).reshape(len(buf), buf.dtype.itemsize)
