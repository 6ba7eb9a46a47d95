"""The read-back header of the TNA program's test-generation builds, as data.

With ``-DP4R_TESTGEN`` (``make -C p4src testgen``) every frame the program sends carries,
behind the headers the ingress left valid, ``p4r_tg_h`` (``p4src/tna/types.p4``) and
``tg_vals`` (``p4r_values_h``, K words): what the packet left in every register entry an
action ran on, and where the ingress sent it (docs/tofino.md, "The read-back header").
The layout is read from the P4 source itself, and the constants from ``testgen.p4``, so
that the two cannot drift.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

P4SRC = Path(__file__).resolve().parents[1] / "p4src" / "tna"


def _header_fields(source: str, name: str) -> list[tuple[str, int]]:
    body = re.search(r"header " + name + r" \{(.*?)\n\}", source, re.S)
    assert body, f"header {name} not found in types.p4"
    return [(m.group(2), int(m.group(1))) for m in re.finditer(r"bit<(\d+)> (\w+);", body.group(1))]


def _defines(source: str, prefix: str) -> dict[str, int]:
    return {
        m.group(1): int(m.group(2), 0)
        for m in re.finditer(r"#define (" + prefix + r"\w*) (0x[0-9a-fA-F]+|\d+)", source)
    }


_TYPES = (P4SRC / "types.p4").read_text()
_TESTGEN = (P4SRC / "testgen.p4").read_text()
FIELDS = _header_fields(_TYPES, "p4r_tg_h")
assert all(width % 8 == 0 for _, width in FIELDS), FIELDS
TG_DTYPE = np.dtype([(name, f">u{width // 8}") for name, width in FIELDS])
TG_LEN = TG_DTYPE.itemsize
TG_PORT = _defines(_TESTGEN, "P4R_TG_PORT")["P4R_TG_PORT"]
NO_PORT = _defines(_TESTGEN, "P4R_TG_NO_PORT")["P4R_TG_NO_PORT"]  #: a port never set
Wrote = enum.IntFlag(  # type: ignore[misc]
    "Wrote", {k[len("TG_WROTE_") :]: v for k, v in _defines(_TESTGEN, "TG_WROTE_").items()}
)


class Reply(enum.IntEnum):
    """bridge.reply (types.p4): what the egress does with the packet."""

    NONE = 0
    MULTICAST = 1
    UNICAST = 2
    TO_CPU = 3


@dataclass(frozen=True)
class ReadBack:
    """One frame of a test-generation build, split."""

    tg: dict[str, int]  #: p4r_tg_h's fields
    unpredictable: frozenset[str]  #: fields with bits P4Testgen marks don't-care
    values: np.ndarray  #: tg_vals: pair i's low word at 2i, its high word at 2i + 1
    values_predicted: bool
    frame: bytes  #: the packet as the ingress left it: its headers, then the tail
    care: bytes  #: per byte of frame: the bits P4Testgen predicts

    def wrote(self, bit: int) -> bool:
        return bool(self.tg["wrote"] & bit)

    def pair_ran(self, i: int) -> bool:
        return bool(self.tg["pairs"] >> i & 1)


def split(packet: bytes, care: bytes, k: int, at: int) -> ReadBack:
    """The read-back at byte ``at`` (behind the headers) and the frame around it
    (``care``: per byte, the predicted bits)."""
    n = TG_LEN + 4 * k
    assert len(packet) >= at + n, f"a frame of {len(packet)} bytes has no read-back at {at}"
    tg_bytes, tg_care = packet[at : at + TG_LEN], care[at : at + TG_LEN]
    row = np.frombuffer(tg_bytes, dtype=TG_DTYPE)[0]
    tg = {name: int(row[name]) for name, _ in FIELDS}
    unpredictable = set()
    bit = 0
    for name, width in FIELDS:
        for b in range(bit, bit + width):
            if not tg_care[b // 8] & (0x80 >> (b % 8)):
                unpredictable.add(name)
                break
        bit += width
    values = np.frombuffer(packet[at + TG_LEN : at + n], dtype=">i4").astype(np.int32)
    return ReadBack(
        tg,
        frozenset(unpredictable),
        values,
        all(c == 0xFF for c in care[at + TG_LEN : at + n]),
        packet[:at] + packet[at + n :],
        care[:at] + care[at + n :],
    )
