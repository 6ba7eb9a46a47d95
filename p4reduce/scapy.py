"""A scapy layer for the p4reduce protocol: craft, dissect and read captures.

Needs the optional extra ``scapy`` (``pip install 'p4reduce[scapy]'``).  Importing this
module binds the layer to UDP port 48879 (either direction) ahead of every other layer
bound to it (``scapy.all`` binds 48879 to VXLAN, Cisco ACI's port), whichever is imported
first, so that a capture reads as it should::

    >>> from scapy.all import rdpcap                     # doctest: +SKIP
    >>> import p4reduce.scapy                            # doctest: +SKIP
    >>> rdpcap("switch.pcap")[0][p4reduce.scapy.P4Reduce].show()  # doctest: +SKIP

A switch on another port (``data_address``): ``p4reduce.scapy.bind_port(9000)``.

(``tcpdump -i IFACE -w switch.pcap udp port 48879`` takes such a capture.)  On loopback
a capture holds the GSO super-datagrams the project sends (``p4rproto/netio.py``: up to
64 packets of one size in one UDP datagram, split only on a real link);
:func:`read_capture` splits them into one packet each.  The layout comes from
:mod:`p4rproto.wire`, the one source of truth; ``docs/protocol.md`` documents it.
"""

from __future__ import annotations

from collections.abc import Iterator
from os import PathLike
from typing import Any, ClassVar

from scapy.fields import (
    ByteEnumField,
    ByteField,
    FieldLenField,
    FieldListField,
    FlagsField,
    IntField,
    ShortField,
    SignedIntField,
    XIntField,
    XShortField,
)
from scapy.layers.inet import IP, UDP
from scapy.packet import Packet as ScapyPacket
from scapy.packet import bind_layers
from scapy.utils import PcapReader

from p4rproto import wire

#: flags bit names, bit 0 first (as ``wire.Flag``)
_FLAG_NAMES = [f.name or "" for f in sorted(wire.Flag, key=lambda f: f.value)]


class P4Reduce(ScapyPacket):
    """The p4reduce header and its payload words (``docs/protocol.md``)."""

    name = "p4reduce"
    fields_desc: ClassVar[list[Any]] = [
        XShortField("magic", wire.MAGIC),
        ByteField("version", wire.PROTOCOL_VERSION),
        ByteEnumField(
            "msg_type", int(wire.MsgType.CONTRIB), {int(t): t.name for t in wire.MsgType}
        ),
        ShortField("job_id", 0),
        ShortField("rank", 0),
        XIntField("session", 0),
        ShortField("slot", 0),
        FlagsField("flags", 0, 8, _FLAG_NAMES),
        ByteField("exponent", 0),
        IntField("seq", 0),
        FieldLenField("elem_count", None, count_of="words", fmt="H"),
        ShortField("contributors", 0),
        FieldListField("words", [], SignedIntField("", 0), count_from=lambda p: p.elem_count),
    ]

    def to_packet(self) -> wire.Packet:
        """The same packet as :class:`p4rproto.wire.Packet` (checked by its decoder)."""
        return wire.Packet.decode(bytes(self))

    @classmethod
    def from_packet(cls, packet: wire.Packet) -> P4Reduce:
        return cls(packet.encode())

    def mysummary(self) -> Any:
        return self.sprintf(
            "p4reduce %msg_type% job=%job_id% rank=%rank% slot=%slot% seq=%seq% [%flags%]"
        )


assert len(P4Reduce()) == wire.HEADER_LEN  # the layout matches wire.HEADER_FIELDS


def bind_port(port: int) -> None:
    """Dissect UDP datagrams to or from ``port`` as p4reduce, ahead of any layer bound
    to that port before or after (UDP tries its bindings in order, the first match
    wins, and ``bind_layers`` appends)."""
    bind_layers(UDP, P4Reduce, dport=port)
    bind_layers(UDP, P4Reduce, sport=port)
    ours = [g for g in UDP.payload_guess if g[1] is P4Reduce]
    UDP.payload_guess = ours + [g for g in UDP.payload_guess if g[1] is not P4Reduce]


bind_port(wire.UDP_PORT)


#: where the header's elem_count (u16) is, and its magic's bytes
_ELEM_COUNT_AT = int(wire.HEADER_DTYPE.fields["elem_count"][1])  # type: ignore[index]
_MAGIC = wire.MAGIC.to_bytes(2, "big")


def split_datagram(packet: ScapyPacket) -> list[ScapyPacket]:
    """``packet`` as the datagrams a link would carry: a UDP payload of several p4reduce
    packets back to back (a GSO super-datagram, as loopback captures hold) becomes one
    copy of ``packet`` per p4reduce packet, its UDP and IP lengths and checksums
    recomputed, its capture time kept; anything else is returned as it is."""
    if P4Reduce not in packet:
        return [packet]
    data = bytes(packet[P4Reduce])
    pieces = []
    offset = 0
    while len(data) - offset >= wire.HEADER_LEN:
        at = offset + _ELEM_COUNT_AT
        count = int.from_bytes(data[at : at + 2], "big")
        end = offset + wire.packet_len(count)
        if data[offset : offset + 2] != _MAGIC or end > len(data):
            break
        pieces.append(data[offset:end])
        offset = end
    if not pieces or (len(pieces) == 1 and offset == len(data)):
        return [packet]
    out = []
    for i, piece in enumerate(pieces):
        last = i == len(pieces) - 1
        out.append(_with_udp_payload(packet, piece + (data[offset:] if last else b"")))
    return out


def _with_udp_payload(packet: ScapyPacket, payload: bytes) -> ScapyPacket:
    copy = packet.copy()
    udp = copy[UDP]
    udp.remove_payload()
    udp.add_payload(P4Reduce(payload))
    udp.len = udp.chksum = None
    if IP in copy:
        copy[IP].len = copy[IP].chksum = None
    rebuilt: ScapyPacket = copy.__class__(bytes(copy))
    rebuilt.time = packet.time
    return rebuilt


def read_capture(path: str | PathLike[str]) -> Iterator[ScapyPacket]:
    """The packets of a pcap file, each GSO super-datagram split into its p4reduce
    packets (:func:`split_datagram`), in capture order."""
    with PcapReader(str(path)) as reader:
        for packet in reader:
            yield from split_datagram(packet)
