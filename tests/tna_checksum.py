"""The IPv4 header checksum a TNA frame leaves with, and the one it should have.

P4Testgen does not compute Tofino's ``Checksum`` extern (its model returns an
unpredictable value), so its tests mark the two checksum bytes don't-care.  What the
program computes is what its deparsers say: ``hdr.ipv4.hdr_checksum =
ipv4_checksum.update({fields})`` where ``hdr.ipv4`` is valid.  This reads each
deparser's field list from ``p4src/tna/parser.p4`` and computes that checksum (the ones'
complement of the ones' complement sum of the fields' bits, 16 at a time) over the
fields of a frame; the expected one is RFC 791's over the same header.  So a deparser
that leaves a field out, adds one, or is not there is caught on every frame.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from tests.tna_constants import P4SRC

_HEADERS = (P4SRC / "common" / "headers.p4").read_text()


def header_fields(name: str) -> list[tuple[str, int]]:
    """A header of common/headers.p4: its fields and their widths in bits."""
    widths = {t: int(w) for w, t in re.findall(r"typedef bit<(\d+)> (\w+);", _HEADERS)}
    body = re.search(r"header " + name + r" \{(.*?)\n\}", _HEADERS, re.S)
    assert body, f"header {name} not found in common/headers.p4"
    fields = []
    for m in re.finditer(r"(bit<(\d+)>|(\w+)) (\w+);", body.group(1)):
        fields.append((m.group(4), int(m.group(2)) if m.group(2) else widths[m.group(3)]))
    return fields


IPV4_AT = sum(w for _, w in header_fields("ethernet_h")) // 8  #: the IPv4 header in a frame
IPV4_FIELDS = header_fields("ipv4_h")
IPV4_LEN = sum(w for _, w in IPV4_FIELDS) // 8


def _field_bits() -> dict[str, tuple[int, int]]:
    out, bit = {}, 0
    for name, width in IPV4_FIELDS:
        out[name] = (bit, width)
        bit += width
    return out


_AT = _field_bits()
CHECKSUM_AT = IPV4_AT + _AT["hdr_checksum"][0] // 8  #: its bytes in a frame: 24-25


@dataclass(frozen=True)
class Deparser:
    name: str
    fields: tuple[str, ...] | None  #: the checksum's field list; None: no checksum


def deparser(control: str, source: Path = P4SRC / "tna" / "parser.p4") -> Deparser:
    """The checksum a deparser control computes, from its source."""
    text = source.read_text()
    start = text.index(f"control {control}(")
    end = text.find("\ncontrol ", start + 1)
    body = text[start : end if end > 0 else len(text)]
    body = re.sub(r"//[^\n]*", "", body)
    m = re.search(r"hdr\.ipv4\.hdr_checksum\s*=\s*\w+\.update\(\{(.*?)\}\)", body, re.S)
    if not m:
        return Deparser(control, None)
    names = []
    for item in m.group(1).split(","):
        f = re.fullmatch(r"hdr\.ipv4\.(\w+)", item.strip())
        assert f and f.group(1) in _AT, f"{control}: checksum field {item.strip()!r}"
        names.append(f.group(1))
    return Deparser(control, tuple(names))


def _bits(header: bytes) -> int:
    return int.from_bytes(header[:IPV4_LEN], "big")


def checksum_over(header: bytes, fields: tuple[str, ...]) -> int:
    """Tofino's Checksum.update over ``fields`` of a 20-byte IPv4 header: their bits
    concatenated, zero-padded to 16, summed in ones' complement and complemented."""
    whole = _bits(header)
    value, width = 0, 0
    for name in fields:
        at, w = _AT[name]
        value = value << w | (whole >> (8 * IPV4_LEN - at - w)) & ((1 << w) - 1)
        width += w
    pad = -width % 16
    value <<= pad
    width += pad
    total = 0
    for i in range(width // 16):
        total += value >> (width - 16 * (i + 1)) & 0xFFFF
    while total >> 16:
        total = (total & 0xFFFF) + (total >> 16)
    return ~total & 0xFFFF


def rfc791(header: bytes) -> int:
    """The checksum an IPv4 header must carry (RFC 791): over all of it, the checksum
    field taken as 0."""
    h = bytearray(header[:IPV4_LEN])
    h[10:12] = b"\0\0"
    total = sum(int.from_bytes(h[i : i + 2], "big") for i in range(0, IPV4_LEN, 2))
    while total >> 16:
        total = (total & 0xFFFF) + (total >> 16)
    return ~total & 0xFFFF
