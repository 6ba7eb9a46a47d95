"""Shared-memory lanes: the constants of a lane's file and of its control datagrams
(``docs/protocol.md``, "Lanes").  ``python -m p4rproto.p4gen`` writes them into
``p4rproto/include/p4r_protocol.h`` for the C of both sides (``p4r_lane.h``)."""

from __future__ import annotations

import enum
from typing import Final

MAGIC: Final = 0x6C616E65  #: "lane": a lane file's first word (host order)
VERSION: Final = 1  #: of the file's layout and of the control datagrams
CTL_BYTES: Final = 4096  #: the file's control block; the rings follow it
MIN_SLOTS: Final = 16  #: slots per ring: a power of two in [MIN_SLOTS, MAX_SLOTS]
MAX_SLOTS: Final = 65536
MAX_SLOT_BYTES: Final = 65536  #: a slot: a multiple of 64 bytes in [64, MAX_SLOT_BYTES]
TAG: Final = b"p4r-lane"  #: a control datagram's first 8 bytes (never the protocol's "P4")
MSG_BYTES: Final = 16  #: a control datagram's fixed part
MAX_PATH: Final = 200  #: the most bytes of an ATTACH's path
DIRECTORY: Final = "/dev/shm"  #: where lanes are made: the switch maps no file elsewhere
PREFIX: Final = "p4r-lane-"  #: a lane file's name starts so


class Kind(enum.IntEnum):
    """A control datagram's kind (its byte 9)."""

    ATTACH = 1  #: worker -> switch: map the file whose path follows
    DETACH = 2  #: worker -> switch: unmap this worker's lane
    ACCEPTED = 3  #: switch -> worker: the lane is mapped
    REFUSED = 4  #: switch -> worker: it is not; byte 10 says why


class Refusal(enum.IntEnum):
    """Why a switch refused an ATTACH (the REFUSED datagram's byte 10)."""

    BAD_REQUEST = 1  #: malformed, or a path outside DIRECTORY/PREFIX*
    CANNOT_OPEN = 2  #: no such file, or not a regular file
    NOT_PRIVATE = 3  #: not the switch's user's, or open to others
    BAD_LAYOUT = 4  #: not a lane of this version, or not its size
    TOO_MANY = 5  #: the switch holds its most lanes
    NOT_A_WORKER = 6  #: the ATTACH's source is no worker of the switch's tables


#: What each refusal means, for the error a worker raises (by the reason byte).
REFUSALS: Final[dict[int, str]] = {
    Refusal.BAD_REQUEST: f"a malformed request, or a path outside {DIRECTORY}/{PREFIX}*",
    Refusal.CANNOT_OPEN: "the switch cannot open the file",
    Refusal.NOT_PRIVATE: "the file is not the switch's user's, or is open to others",
    Refusal.BAD_LAYOUT: "the file is not a lane of this version, or not of its size",
    Refusal.TOO_MANY: "the switch holds its most lanes",
    Refusal.NOT_A_WORKER: "this worker's address is not in the switch's tables",
}


def message(kind: Kind, payload: bytes = b"", reason: int = 0) -> bytes:
    """A control datagram: the tag, the version, the kind, the reason, zeros, payload."""
    return TAG + bytes((VERSION, kind, reason)) + bytes(MSG_BYTES - len(TAG) - 3) + payload
