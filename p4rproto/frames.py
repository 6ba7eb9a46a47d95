"""Ethernet/IPv4/UDP framing for raw ports (BMv2 tests, packet-out, the port mode).

Vectorized code does not need this: it is for building and checking single frames.
"""

from __future__ import annotations

import socket
import struct
from dataclasses import dataclass

from .wire import packet_len

ETH = struct.Struct("!6s6sH")
IPV4 = struct.Struct("!BBHHHBBH4s4s")
UDP = struct.Struct("!HHHH")
ETHERTYPE_IPV4 = 0x0800
ETHERTYPE_ARP = 0x0806

#: The MTU (bytes of the largest IPv4 packet a link carries): Ethernet's default, and the
#: range a port or a link may be set to: the datagram every IPv4 host must accept (RFC
#: 791) up to the jumbo frames of common switches and NICs.
DEFAULT_MTU = 1500
MIN_MTU, MAX_MTU = 576, 9216


def check_mtu(mtu: int, field: str) -> None:
    """Raise ValueError naming ``field`` unless ``mtu`` is in MIN_MTU..MAX_MTU."""
    if not MIN_MTU <= mtu <= MAX_MTU:
        raise ValueError(f"{field}: must be {MIN_MTU}..{MAX_MTU} bytes, got {mtu}")


def ipv4_packet_len(elems: int) -> int:
    """Bytes of the IPv4 packet (no options) that carries ``elems`` words: IPv4, UDP, the
    protocol's header and payload.  It fits a link when it is at most the MTU."""
    return IPV4.size + UDP.size + packet_len(elems)


def largest_elems(mtu: int, choices: tuple[int, ...]) -> int:
    """The largest K of ``choices`` whose packets fit ``mtu``."""
    fits = [k for k in choices if ipv4_packet_len(k) <= mtu]
    if not fits:
        raise ValueError(f"no K of {choices} fits an MTU of {mtu} bytes")
    return max(fits)


def mac_bytes(mac: str) -> bytes:
    parts = mac.split(":")
    if len(parts) != 6:
        raise ValueError(f"not a MAC address: {mac!r}")
    return bytes(int(p, 16) for p in parts)


def mac_str(data: bytes) -> str:
    return ":".join(f"{b:02x}" for b in data)


def ip_checksum(header: bytes) -> int:
    total: int = sum(struct.unpack(f"!{len(header) // 2}H", header))
    while total >> 16:
        total = (total & 0xFFFF) + (total >> 16)
    return ~total & 0xFFFF


@dataclass(frozen=True)
class UdpFrame:
    src_mac: str
    dst_mac: str
    src_ip: str
    dst_ip: str
    src_port: int
    dst_port: int
    payload: bytes
    ttl: int = 64

    def encode(self) -> bytes:
        udp = UDP.pack(self.src_port, self.dst_port, 8 + len(self.payload), 0)
        total = IPV4.size + len(udp) + len(self.payload)
        src, dst = socket.inet_aton(self.src_ip), socket.inet_aton(self.dst_ip)
        ip = IPV4.pack(0x45, 0, total, 0, 0x4000, self.ttl, 17, 0, src, dst)
        ip = ip[:10] + struct.pack("!H", ip_checksum(ip)) + ip[12:]
        eth = ETH.pack(mac_bytes(self.dst_mac), mac_bytes(self.src_mac), ETHERTYPE_IPV4)
        return eth + ip + udp + self.payload

    @classmethod
    def decode(cls, frame: bytes) -> UdpFrame | None:
        """The frame's UDP datagram, or None if it is not a valid IPv4/UDP frame."""
        if len(frame) < ETH.size + IPV4.size + UDP.size:
            return None
        dst, src, ethertype = ETH.unpack_from(frame)
        if ethertype != ETHERTYPE_IPV4:
            return None
        ip = frame[ETH.size : ETH.size + IPV4.size]
        vihl, _, total, _, _, ttl, proto, _, sip, dip = IPV4.unpack(ip)
        if vihl != 0x45 or proto != 17 or ip_checksum(ip) != 0:
            return None
        sport, dport, length, _ = UDP.unpack_from(frame, ETH.size + IPV4.size)
        start = ETH.size + IPV4.size + UDP.size
        if length < 8 or total != IPV4.size + length or len(frame) < start + length - 8:
            return None
        return cls(
            mac_str(src),
            mac_str(dst),
            socket.inet_ntoa(sip),
            socket.inet_ntoa(dip),
            sport,
            dport,
            frame[start : start + length - 8],
            ttl,
        )
