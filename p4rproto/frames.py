"""Ethernet/IPv4/UDP framing for raw ports (BMv2 tests, packet-out, the port mode).

Vectorized code does not need this: it is for building and checking single frames.
"""

from __future__ import annotations

import socket
import struct
from dataclasses import dataclass

ETH = struct.Struct("!6s6sH")
IPV4 = struct.Struct("!BBHHHBBH4s4s")
UDP = struct.Struct("!HHHH")
ETHERTYPE_IPV4 = 0x0800
ETHERTYPE_ARP = 0x0806


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
