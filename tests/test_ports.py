"""The port front end's native loop against its Python reference, on veth pairs.

One seeded stream of raw frames (aggregation datagrams of every kind, faults and
malformed ones, ARP requests, frames to forward, to flood and to drop) goes through a
switch on three veth ports twice: once with the Python loop (``softswitch/ports.py``),
once with the C loop (``softswitch/_native_ports.c``), each frame processed alone.
Every port must see the same frames, byte for byte and in the same order, and the
pipelines must end with the same counters.
"""

from __future__ import annotations

import os
import random
import select
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager

import numpy as np
import pytest

from p4rproto.frames import ETH, ETHERTYPE_ARP, UdpFrame, mac_bytes
from p4rproto.netio import Address, ip_to_int
from p4rproto.wire import UDP_PORT, MsgType, Packet
from softswitch.native import NativePipeline, NativeUnavailable, xsk_max_frame
from softswitch.pipeline import SwitchConfig
from softswitch.ports import (
    ARP,
    ETH_P_ALL,
    PACKET_IGNORE_OUTGOING,
    SOL_PACKET,
    PortSwitch,
    parse_port_delays,
)
from softswitch.ports import SwitchAddressing as Addressing
from softswitch.tables import JobEntry
from tests import vectors
from tests.netns import quiet
from tests.requires import VETH, requires, xdp_missing
from tests.targets import needs_native
from tests.test_differential import WORKERS, random_packet

pytestmark = [
    needs_native,
    requires(*VETH),
]

K = 64
PORTS = (1, 2, 3)
SWITCH = Addressing("02:00:00:00:00:fe", "10.0.0.254")
#: Endpoints: the vectors' workers and the controller, on ports 1-3 in turn.
NAMES = [*WORKERS, "ctl", "x"]
ADDR = {w: Address(f"10.0.0.{i + 1}", 4000 + i) for i, w in enumerate(NAMES)}
MAC = {w: f"02:00:00:00:01:{i + 1:02x}" for i, w in enumerate(NAMES)}
PORT_OF = {w: PORTS[i % len(PORTS)] for i, w in enumerate(NAMES)}
OTHER_MAC = "02:00:00:00:02:01"  #: a host behind port 3 in l2_forward, not a worker


def _intf(port: int, side: str) -> str:
    return f"p4pt{os.getpid() % 10000}{port}{side}"


@contextmanager
def veth_ports(mtu: int = 1500) -> Iterator[dict[int, str]]:
    """A veth pair per port with this MTU; yields the host-side interface of each."""
    made = []
    try:
        for port in PORTS:
            s, h = _intf(port, "s"), _intf(port, "h")
            subprocess.run(["ip", "link", "del", s], capture_output=True)
            subprocess.run(
                ["ip", "link", "add", s, "type", "veth", "peer", "name", h],
                check=True,
                capture_output=True,
            )
            made.append(s)
            for intf in (s, h):
                subprocess.run(["ip", "link", "set", intf, "addrgenmode", "none"])
                subprocess.run(["ip", "link", "set", intf, "mtu", str(mtu)], check=True)
                quiet(intf)
                subprocess.run(["ip", "link", "set", intf, "up"], check=True)
        yield {port: _intf(port, "h") for port in PORTS}
    finally:
        for intf in made:
            subprocess.run(["ip", "link", "del", intf], capture_output=True)


def host_socket(intf: str) -> socket.socket:
    s = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.htons(ETH_P_ALL))
    s.setsockopt(SOL_PACKET, PACKET_IGNORE_OUTGOING, 1)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 8 << 20)
    s.bind((intf, ETH_P_ALL))
    return s


def drain(s: socket.socket) -> list[bytes]:
    frames = []
    while select.select([s], [], [], 0.05)[0]:
        frames.append(s.recv(1 << 16))
    return frames


def to_switch(who: str, data: bytes) -> bytes:
    a = ADDR[who]
    return UdpFrame(MAC[who], SWITCH.mac, a.ip, SWITCH.ip, a.port, UDP_PORT, data).encode()


def arp_request(who: str, target_ip: str) -> bytes:
    eth = ETH.pack(b"\xff" * 6, mac_bytes(MAC[who]), ETHERTYPE_ARP)
    sha, spa = mac_bytes(MAC[who]), socket.inet_aton(ADDR[who].ip)
    return eth + ARP.pack(1, 0x0800, 6, 4, 1, sha, spa, b"\0" * 6, socket.inet_aton(target_ip))


def random_frame(rng: random.Random, sessions: dict[int, int]) -> tuple[str, bytes]:
    """Mostly aggregation datagrams (random_packet's mix), and everything else a port
    sees: ARP, frames to forward, flood or drop, and broken frames."""
    roll = rng.random()
    who = rng.choice(NAMES)
    if roll < 0.05:
        return who, arp_request(who, rng.choice([SWITCH.ip, "10.0.0.99"]))
    if roll < 0.10:  # to another host: forwarded (l2_forward), flooded or dropped
        dst = rng.choice(
            [OTHER_MAC, MAC[rng.choice(NAMES)], "ff:ff:ff:ff:ff:ff", "02:aa:00:00:00:01"]
        )
        return who, UdpFrame(MAC[who], dst, ADDR[who].ip, "10.0.0.77", 5, 6, b"hello").encode()
    sender, data = random_packet(rng, sessions)
    who = sender if sender in ADDR else who
    frame = to_switch(who, data)
    if rng.random() < 0.05:  # broken framing: short, IP options, a lying UDP length
        kind = rng.randrange(3)
        if kind == 0:
            frame = frame[: rng.randrange(14, 42)]
        elif kind == 1:
            frame = frame[:14] + b"\x46" + frame[15:]
        else:
            frame = frame[:38] + rng.choice([b"\x00\x04", b"\xff\xff"]) + frame[40:]
    return who, frame


def run_stream(
    native_io: bool, hosts: dict[int, str], seed: int, steps: int, io: str = "socket"
) -> tuple[dict[int, list[bytes]], dict[str, int]]:
    rng = random.Random(seed)
    config = SwitchConfig(num_slots=vectors.NUM_SLOTS, elems_per_packet=K, nack_interval_us=0)
    pipeline = NativePipeline(config, seed=seed, controller=ADDR["ctl"])
    sessions = {job: rng.randrange(1, 1 << 32) for job in vectors.JOBS}
    for job_id, j in vectors.JOBS.items():
        if job_id in vectors.UPLINKS:
            continue
        workers = tuple(ADDR[w] for w in j["workers"])  # type: ignore[attr-defined]
        pipeline.add_job(
            JobEntry(job_id, j["slot_base"], j["slot_count"], workers, sessions[job_id])
        )  # type: ignore[arg-type]
    switch_intfs = {port: intf[:-1] + "s" for port, intf in hosts.items()}
    switch = PortSwitch(switch_intfs, pipeline, SWITCH, native_io=native_io, io=io)
    assert switch.native_io is native_io
    switch.l2 = {int.from_bytes(mac_bytes(MAC[w]), "big"): PORT_OF[w] for w in NAMES} | {
        int.from_bytes(mac_bytes(OTHER_MAC), "big"): 3
    }
    switch.flood_ports = PORTS
    switch.arp = {ip_to_int(SWITCH.ip): int.from_bytes(mac_bytes(SWITCH.mac), "big")}
    socks = {port: host_socket(intf) for port, intf in hosts.items()}
    try:
        for s in socks.values():
            drain(s)
        for _ in range(steps):
            who, frame = random_frame(rng, sessions)
            socks[PORT_OF[who]].send(frame)
            got = 0
            for _ in range(40):
                got += switch.poll(0.05)
                if got:
                    break
            assert got == 1, f"the switch did not receive the frame from {who}"
        out = {port: drain(s) for port, s in socks.items()}
    finally:
        for s in socks.values():
            s.close()
        switch.close()
    return out, pipeline.counters.as_dict()


@pytest.mark.parametrize("seed", [1, 2])
def test_native_port_loop_puts_the_same_frames_on_the_wire(seed: int) -> None:
    with veth_ports() as hosts:
        want, want_counters = run_stream(False, hosts, seed, 300)
        got, got_counters = run_stream(True, hosts, seed, 300)
    for port in PORTS:
        assert len(got[port]) == len(want[port]), f"port {port}"
        for i, (a, b) in enumerate(zip(want[port], got[port], strict=True)):
            assert a == b, f"port {port}, frame {i}: {a.hex()} != {b.hex()}"
    assert got_counters == want_counters
    # The stream exercised what it is for: results, ARP answers, forwarding, flooding.
    frames = [f for port in PORTS for f in want[port]]
    udp = [UdpFrame.decode(f) for f in frames]
    results = [
        u
        for u in udp
        if u and u.src_ip == SWITCH.ip and Packet.decode(u.payload).msg_type == MsgType.RESULT
    ]
    assert len(results) >= 20, len(results)
    assert any(f[12:14] == b"\x08\x06" and f[20:22] == b"\x00\x02" for f in frames)  # ARP reply
    assert any(u and u.payload == b"hello" and u.dst_mac == OTHER_MAC for u in udp)
    assert any(u and u.payload == b"hello" and u.dst_mac == "ff:ff:ff:ff:ff:ff" for u in udp)
    assert want_counters["rejected_truncated"] + want_counters["rejected_length"] > 0


def test_native_port_loop_sums_exactly() -> None:
    """Two workers' contributions on two ports: the RESULT on both carries their sum."""
    with veth_ports() as hosts:
        config = SwitchConfig(num_slots=4, elems_per_packet=K)
        pipeline = NativePipeline(config)
        a, b = Address("10.0.0.1", 4000), Address("10.0.0.2", 4001)
        session = pipeline.add_job(JobEntry(1, 0, 4, (a, b), 0x1234))
        switch_intfs = {port: intf[:-1] + "s" for port, intf in hosts.items()}
        switch = PortSwitch(switch_intfs, pipeline, SWITCH, native_io=True)
        switch.start_thread()
        socks = {port: host_socket(intf) for port, intf in hosts.items()}
        rng = np.random.default_rng(0)
        x = rng.integers(-(2**30), 2**30, size=(2, K), dtype=np.int64).astype(np.int32)
        try:
            for rank, (addr, port, mac) in enumerate(
                ((a, 1, "02:00:00:00:01:01"), (b, 2, "02:00:00:00:01:02"))
            ):
                data = Packet(
                    MsgType.CONTRIB,
                    1,
                    rank,
                    0,
                    0,
                    session=session,
                    payload=tuple(int(v) for v in x[rank]),
                ).encode()
                socks[port].send(
                    UdpFrame(
                        mac, SWITCH.mac, addr.ip, SWITCH.ip, addr.port, UDP_PORT, data
                    ).encode()
                )
            for port, addr in ((1, a), (2, b)):
                frames = [UdpFrame.decode(f) for f in drain(socks[port])]
                mine = [u for u in frames if u and u.dst_ip == addr.ip]
                assert len(mine) == 1
                result = Packet.decode(mine[0].payload)
                assert result.msg_type == MsgType.RESULT
                want = x.astype(np.int64).sum(axis=0)
                want = np.clip(want, -(2**31), 2**31 - 1).astype(np.int32)
                np.testing.assert_array_equal(np.array(result.payload, dtype=np.int32), want)
                assert mine[0].dst_mac == (
                    "02:00:00:00:01:01" if port == 1 else "02:00:00:00:01:02"
                )
        finally:
            for s in socks.values():
                s.close()
            switch.close()


@pytest.mark.parametrize(
    "native_io, io", [(True, "socket"), (False, "socket"), (True, "xdp")], ids=str
)
def test_jumbo_frames_pass_whole(native_io: bool, io: str) -> None:
    """At MTU 9000 the largest K that fits (2048: 8244-byte IPv4 packets) aggregates, and
    an ordinary jumbo frame is forwarded whole: a port's buffers take the MTU's frames;
    over AF_XDP each frame spans three chunks both ways (multi-buffer)."""
    k, mtu = 2048, 9000
    if io == "xdp":
        if (why := xdp_missing()) is not None:
            pytest.skip(why)
        if xsk_max_frame() < ETH.size + mtu:
            pytest.skip(f"AF_XDP carries {xsk_max_frame()}-byte frames here (multi-buffer: 6.6)")
    with veth_ports(mtu) as hosts:
        pipeline = NativePipeline(SwitchConfig(num_slots=4, elems_per_packet=k))
        a, b = ADDR[NAMES[0]], ADDR[NAMES[1]]
        session = pipeline.add_job(JobEntry(1, 0, 4, (a, b), 0x1234))
        switch_intfs = {port: intf[:-1] + "s" for port, intf in hosts.items()}
        switch = PortSwitch(switch_intfs, pipeline, SWITCH, native_io=native_io, mtu=mtu, io=io)
        switch.l2 = {int.from_bytes(mac_bytes(OTHER_MAC), "big"): 3}
        socks = {port: host_socket(intf) for port, intf in hosts.items()}
        x = np.random.default_rng(0).integers(-(2**20), 2**20, size=(2, k), dtype=np.int32)
        try:
            for s in socks.values():
                drain(s)
            filler = np.random.default_rng(1).integers(0, 256, 8900, dtype=np.uint8).tobytes()
            bulk = UdpFrame(MAC[NAMES[0]], OTHER_MAC, a.ip, "10.0.0.77", 5, 6, filler)
            socks[1].send(bulk.encode())
            for rank, (addr, port) in enumerate(((a, 1), (b, 2))):
                data = Packet(
                    MsgType.CONTRIB, 1, rank, 0, 0, session=session, payload=tuple(x[rank].tolist())
                ).encode()
                socks[port].send(
                    UdpFrame(
                        MAC[NAMES[rank]],
                        SWITCH.mac,
                        addr.ip,
                        SWITCH.ip,
                        addr.port,
                        UDP_PORT,
                        data,
                    ).encode()
                )
            for _ in range(40):
                switch.poll(0.05)
            forwarded = [UdpFrame.decode(f) for f in drain(socks[3])]
            assert [u.payload for u in forwarded if u] == [bulk.payload]
            for port, addr in ((1, a), (2, b)):
                frames = [UdpFrame.decode(f) for f in drain(socks[port])]
                (mine,) = [u for u in frames if u and u.dst_ip == addr.ip]
                result = Packet.decode(mine.payload)
                assert result.msg_type == MsgType.RESULT and len(result.payload) == k
                np.testing.assert_array_equal(np.array(result.payload), x.sum(axis=0))
        finally:
            for s in socks.values():
                s.close()
            switch.close()


def _arrivals(s: socket.socket, count: int, deadline: float) -> list[tuple[float, bytes]]:
    """The next ``count`` frames on ``s`` with the time each arrived (monotonic)."""
    got: list[tuple[float, bytes]] = []
    while len(got) < count and time.monotonic() < deadline:
        if select.select([s], [], [], 0.05)[0]:
            got.append((time.monotonic(), s.recv(1 << 16)))
    return got


def test_port_delays_hold_frames_in_order() -> None:
    """A port's delay holds what leaves it, results and forwarded frames alike, for that
    long and in the order sent; a port without one is not held."""
    delays_ms = {1: 0.0, 2: 30.0, 3: 60.0}
    with veth_ports() as hosts:
        pipeline = NativePipeline(SwitchConfig(num_slots=4, elems_per_packet=K))
        a, b = ADDR[NAMES[0]], ADDR[NAMES[1]]
        session = pipeline.add_job(JobEntry(1, 0, 4, (a, b), 0x1234))
        switch_intfs = {port: intf[:-1] + "s" for port, intf in hosts.items()}
        delays_us = {port: ms * 1000 for port, ms in delays_ms.items()}
        switch = PortSwitch(switch_intfs, pipeline, SWITCH, native_io=True, delays_us=delays_us)
        switch.l2 = {int.from_bytes(mac_bytes(OTHER_MAC), "big"): 3}
        socks = {port: host_socket(intf) for port, intf in hosts.items()}
        switch.start_thread()
        try:
            burst = [
                UdpFrame(MAC[NAMES[0]], OTHER_MAC, a.ip, "10.0.0.77", 5, 6, bytes([i]) * 100)
                for i in range(200)
            ]
            t0 = time.monotonic()
            for frame in burst:
                socks[1].send(frame.encode())
            for rank, port in enumerate((1, 2)):
                data = Packet(
                    MsgType.CONTRIB, 1, rank, 0, 0, session=session, payload=(rank + 1,) * K
                )
                socks[port].send(to_switch(NAMES[rank], data.encode()))
            deadline = t0 + 5.0
            forwarded = _arrivals(socks[3], len(burst), deadline)
            results = {port: _arrivals(socks[port], 1, deadline) for port in (1, 2)}
        finally:
            for s in socks.values():
                s.close()
            switch.close()
    assert [f for _, f in forwarded] == [f.encode() for f in burst]  # whole, in order
    assert forwarded[0][0] - t0 >= 0.060
    for port in (1, 2):
        ((at, frame),) = results[port]
        u = UdpFrame.decode(frame)
        assert u is not None and Packet.decode(u.payload).payload == (3,) * K
        if delays_ms[port]:
            assert at - t0 >= delays_ms[port] / 1000
    # Port 1 has no delay: its result arrives before port 2's, which waits 30 ms.
    assert results[1][0][0] < results[2][0][0]


def test_port_delays_need_the_native_loop_and_real_ports() -> None:
    with veth_ports() as hosts:
        switch_intfs = {port: intf[:-1] + "s" for port, intf in hosts.items()}
        pipeline = NativePipeline(SwitchConfig(num_slots=4, elems_per_packet=K))
        with pytest.raises(NativeUnavailable, match="native I/O loop"):
            PortSwitch(switch_intfs, pipeline, SWITCH, native_io=False, delays_us={1: 50.0})
        with pytest.raises(ValueError, match="no such port"):
            PortSwitch(switch_intfs, pipeline, SWITCH, delays_us={9: 50.0})
    assert parse_port_delays(["2=7.5"], 50.0, {1: "a", 2: "b"}) == {1: 50.0, 2: 7.5}
    for bad in ("2", "x=1", "3=1", "2=-1"):
        with pytest.raises(ValueError, match="port"):
            parse_port_delays([bad], 0.0, {1: "a", 2: "b"})
