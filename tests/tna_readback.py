"""The read-back headers of the TNA program's test-generation builds, as data.

With ``-DP4R_TESTGEN`` (``make -C p4src testgen``) every frame the program sends carries
two read-backs (``p4src/tna/testgen.p4``; docs/tofino.md, "The read-back header"):

* ``tg_eg`` (``p4r_tg_egress_h``) in front of the frame: the multicast replica the egress
  rewrote, its drop decision and the index it counted;
* behind the headers the ingress left valid, ``tg`` (``p4r_tg_h``) and ``tg_vals``
  (``p4r_values_h``, K words): what the packet left in every register entry an action ran
  on, the indices it counted, and where the ingress sent it.

The layouts are read from the P4 source itself, and the constants from ``testgen.p4``,
so that the two cannot drift.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

import numpy as np

from tests.tna_constants import P4SRC


def _header_fields(source: str, name: str) -> list[tuple[str, int]]:
    body = re.search(r"header " + name + r" \{(.*?)\n\}", source, re.S)
    assert body, f"header {name} not found in testgen.p4"
    return [(m.group(2), int(m.group(1))) for m in re.finditer(r"bit<(\d+)> (\w+);", body.group(1))]


def _defines(source: str, prefix: str) -> dict[str, int]:
    return {
        m.group(1): int(m.group(2), 0)
        for m in re.finditer(r"#define (" + prefix + r"\w*) (0x[0-9a-fA-F]+|\d+)", source)
    }


def _dtype(fields: list[tuple[str, int]]) -> np.dtype[np.void]:
    assert all(width % 8 == 0 for _, width in fields), fields
    return np.dtype([(name, f">u{width // 8}") for name, width in fields])


_TESTGEN = (P4SRC / "tna" / "testgen.p4").read_text()
FIELDS = _header_fields(_TESTGEN, "p4r_tg_h")
TG_DTYPE = _dtype(FIELDS)
TG_LEN = TG_DTYPE.itemsize
EG_FIELDS = _header_fields(_TESTGEN, "p4r_tg_egress_h")
EG_DTYPE = _dtype(EG_FIELDS)
EG_LEN = EG_DTYPE.itemsize
TG_PORT = _defines(_TESTGEN, "P4R_TG_PORT")["P4R_TG_PORT"]
NO_PORT = _defines(_TESTGEN, "P4R_TG_NO_PORT")["P4R_TG_NO_PORT"]  #: a port never set
NOT_COUNTED = _defines(_TESTGEN, "TG_NOT_COUNTED")["TG_NOT_COUNTED"]  #: a counter not counted
Wrote = enum.IntFlag(  # type: ignore[misc]
    "Wrote", {k[len("TG_WROTE_") :]: v for k, v in _defines(_TESTGEN, "TG_WROTE_").items()}
)
Direct = enum.IntFlag(  # type: ignore[misc]
    "Direct", {k[len("TG_DIRECT_") :]: v for k, v in _defines(_TESTGEN, "TG_DIRECT_").items()}
)


class Reply(enum.IntEnum):
    """bridge.reply (types.p4): what the egress does with the packet."""

    NONE = 0
    MULTICAST = 1
    UNICAST = 2
    TO_CPU = 3


def _unpredictable(fields: list[tuple[str, int]], care: bytes) -> set[str]:
    out = set()
    bit = 0
    for name, width in fields:
        for b in range(bit, bit + width):
            if not care[b // 8] & (0x80 >> (b % 8)):
                out.add(name)
                break
        bit += width
    return out


@dataclass(frozen=True)
class Egress:
    """``tg_eg``: what the egress did with the frame."""

    rid: int  #: the replica it rewrote (a multicast's)
    stats: int  #: the p4r_egress_stats index it counted, or NOT_COUNTED
    drop_ctl: int  #: its drop decision
    unpredictable: frozenset[str]


def split_egress(packet: bytes, care: bytes) -> tuple[Egress, bytes, bytes]:
    """``tg_eg`` off the front of a frame: the egress's read-back, then the frame the
    egress deparser emitted (and its care mask)."""
    assert len(packet) >= EG_LEN, f"a frame of {len(packet)} bytes has no egress read-back"
    row = np.frombuffer(packet[:EG_LEN], dtype=EG_DTYPE)[0]
    eg = Egress(
        int(row["rid"]),
        int(row["stats"]),
        int(row["drop_ctl"]),
        frozenset(_unpredictable(EG_FIELDS, care[:EG_LEN])),
    )
    return eg, packet[EG_LEN:], care[EG_LEN:]


@dataclass(frozen=True)
class ReadBack:
    """One frame of a test-generation build, split."""

    tg: dict[str, int]  #: p4r_tg_h's fields
    unpredictable: frozenset[str]  #: fields with bits P4Testgen marks don't-care
    values: np.ndarray  #: tg_vals: pair i's low word at 2i, its high word at 2i + 1
    values_predicted: bool
    frame: bytes  #: the packet as the egress left it: its headers, then the tail
    care: bytes  #: per byte of frame: the bits P4Testgen predicts
    egress: Egress

    def wrote(self, bit: int) -> bool:
        return bool(self.tg["wrote"] & bit)

    def pair_ran(self, i: int) -> bool:
        return bool(self.tg["pairs"] >> i & 1)

    def counted(self, field: str) -> int | None:
        """The index a counter's read-back field says it counted, or None."""
        value = self.tg[field]
        return None if value == NOT_COUNTED else value


def split(packet: bytes, care: bytes, k: int, at: int, egress: Egress) -> ReadBack:
    """The read-back at byte ``at`` of the egress's frame (behind the headers) and the
    frame around it (``care``: per byte, the predicted bits)."""
    n = TG_LEN + 4 * k
    assert len(packet) >= at + n, f"a frame of {len(packet)} bytes has no read-back at {at}"
    tg_bytes, tg_care = packet[at : at + TG_LEN], care[at : at + TG_LEN]
    row = np.frombuffer(tg_bytes, dtype=TG_DTYPE)[0]
    tg = {name: int(row[name]) for name, _ in FIELDS}
    values = np.frombuffer(packet[at + TG_LEN : at + n], dtype=">i4").astype(np.int32)
    return ReadBack(
        tg,
        frozenset(_unpredictable(FIELDS, tg_care)),
        values,
        all(c == 0xFF for c in care[at + TG_LEN : at + n]),
        packet[:at] + packet[at + n :],
        care[:at] + care[at + n :],
        egress,
    )
