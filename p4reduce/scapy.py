"""A scapy layer for the p4reduce protocol: craft, dissect and read captures.

Needs the optional extra ``scapy`` (``pip install 'p4reduce[scapy]'``).  Importing this
module binds the layer to UDP port 48879 (either direction), so that a capture reads
as it should::

    >>> from scapy.all import rdpcap                     # doctest: +SKIP
    >>> import p4reduce.scapy                            # doctest: +SKIP
    >>> rdpcap("switch.pcap")[0][p4reduce.scapy.P4Reduce].show()  # doctest: +SKIP

(``tcpdump -i IFACE -w switch.pcap udp port 48879`` takes such a capture.)  The layout
comes from :mod:`p4rproto.wire`, the one source of truth; ``docs/protocol.md`` documents it.
"""

from __future__ import annotations

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
from scapy.layers.inet import UDP
from scapy.packet import Packet as ScapyPacket
from scapy.packet import bind_layers

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
bind_layers(UDP, P4Reduce, dport=wire.UDP_PORT)
bind_layers(UDP, P4Reduce, sport=wire.UDP_PORT)
