"""The software switch's ports over AF_XDP (``--io xdp``) against packet sockets.

The seeded stream of tests/test_ports.py (aggregation datagrams of every kind, faults,
malformed frames, ARP, frames to forward, flood and drop) goes through the Python
reference on packet sockets and through the native loop on AF_XDP sockets: every port
must see the same frames, byte for byte and in order, and the counters must agree.  A
port's rate is paced by the switch (an AF_XDP frame passes tc), and what cannot work is
refused naming why.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from mininet_topos.emu import EmuConfig
from mininet_topos.runner import run_emu
from p4rproto.frames import ETH, MAX_MTU, UdpFrame, mac_bytes
from softswitch.native import NativePipeline, NativeUnavailable, xsk_max_frame
from softswitch.pipeline import SwitchConfig
from softswitch.ports import PortSwitch, parse_port_rates
from tests.requires import MININET, VETH, requires, xdp_missing
from tests.targets import needs_native
from tests.test_mininet import leftovers
from tests.test_ports import (
    ADDR,
    MAC,
    NAMES,
    OTHER_MAC,
    PORTS,
    SWITCH,
    K,
    _arrivals,
    host_socket,
    run_stream,
    veth_ports,
)

_XDP = xdp_missing()
pytestmark = [
    needs_native,
    requires(*VETH),
    pytest.mark.skipif(_XDP is not None, reason=_XDP or ""),
]


def _switch_side(hosts: dict[int, str]) -> dict[int, str]:
    return {port: intf[:-1] + "s" for port, intf in hosts.items()}


@pytest.mark.parametrize("seed", [1, 2])
def test_xdp_ports_put_the_same_frames_on_the_wire(seed: int) -> None:
    with veth_ports() as hosts:
        want, want_counters = run_stream(False, hosts, seed, 300)
        got, got_counters = run_stream(True, hosts, seed, 300, io="xdp")
    for port in PORTS:
        assert len(got[port]) == len(want[port]), f"port {port}"
        for i, (a, b) in enumerate(zip(want[port], got[port], strict=True)):
            assert a == b, f"port {port}, frame {i}: {a.hex()} != {b.hex()}"
    assert got_counters == want_counters
    assert sum(len(f) for f in want.values()) >= 50  # results, ARP, forwarded, flooded


def test_xdp_ports_run_in_the_driver_and_count_their_frames() -> None:
    with veth_ports() as hosts:
        pipeline = NativePipeline(SwitchConfig(num_slots=4, elems_per_packet=K))
        switch = PortSwitch(_switch_side(hosts), pipeline, SWITCH, io="xdp")
        switch.l2 = {int.from_bytes(mac_bytes(OTHER_MAC), "big"): 3}
        socks = {port: host_socket(intf) for port, intf in hosts.items()}
        try:
            a = ADDR[NAMES[0]]
            for i in range(10):
                frame = UdpFrame(MAC[NAMES[0]], OTHER_MAC, a.ip, "10.0.0.77", 5, 6, bytes([i]) * 64)
                socks[1].send(frame.encode())
            got = 0
            for _ in range(40):
                got += switch.poll(0.05)
                if got >= 10:
                    break
            forwarded = _arrivals(socks[3], 10, time.monotonic() + 2.0)
            stats = {s["interface"]: s for s in switch.xdp_stats()}
        finally:
            for s in socks.values():
                s.close()
            switch.close()
    assert len(forwarded) == 10
    names = _switch_side(hosts)
    assert set(stats) == set(names.values())
    assert all(s["native"] for s in stats.values())  # veth runs XDP in its driver
    assert stats[names[1]]["received"] >= 10 and stats[names[3]]["sent"] == 10
    assert stats[names[3]]["dropped"] == 0
    assert all(s["receive_dropped"] == 0 for s in stats.values())


@pytest.mark.parametrize("paced", [3, 1], ids=["out", "in"])
def test_xdp_ports_pace_their_rate(paced: int) -> None:
    """tc does not see AF_XDP frames, the switch's nor its peers': a port's rate holds
    what leaves it (port 3) and what arrives on it (port 1) for the link's time, in
    order, each its frame's time on the wire after the one before."""
    rate_mbit, count, size = 20.0, 150, 1000
    with veth_ports() as hosts:
        pipeline = NativePipeline(SwitchConfig(num_slots=4, elems_per_packet=K))
        switch = PortSwitch(
            _switch_side(hosts), pipeline, SWITCH, io="xdp", rates_mbit={paced: rate_mbit}
        )
        switch.l2 = {int.from_bytes(mac_bytes(OTHER_MAC), "big"): 3}
        socks = {port: host_socket(intf) for port, intf in hosts.items()}
        switch.start_thread()
        a = ADDR[NAMES[0]]
        burst = [
            UdpFrame(MAC[NAMES[0]], OTHER_MAC, a.ip, "10.0.0.77", 5, 6, bytes([i]) * size).encode()
            for i in range(count)
        ]
        try:
            for frame in burst:
                socks[1].send(frame)
            arrived = _arrivals(socks[3], count, time.monotonic() + 5.0)
        finally:
            for s in socks.values():
                s.close()
            switch.close()
    assert [f for _, f in arrived] == burst  # whole and in order
    wire_s = (count - 1) * len(burst[0]) * 8 / (rate_mbit * 1e6)
    span = arrived[-1][0] - arrived[0][0]
    assert wire_s * 0.9 <= span <= wire_s * 1.5, (span, wire_s)


def test_xdp_ports_refuse_what_they_cannot_carry() -> None:
    with veth_ports() as hosts:
        ports = _switch_side(hosts)
        pipeline = NativePipeline(SwitchConfig(num_slots=4, elems_per_packet=K))
        if xsk_max_frame() < ETH.size + 9000:  # a kernel before 6.6: a frame per chunk
            with pytest.raises(ValueError, match=f"carries up to {xsk_max_frame()}"):
                PortSwitch(ports, pipeline, SWITCH, io="xdp", mtu=9000)
        else:  # multi-buffer: the largest MTU the project takes
            PortSwitch(ports, pipeline, SWITCH, io="xdp", mtu=MAX_MTU).close()
        with pytest.raises(NativeUnavailable, match="native I/O loop"):
            PortSwitch(ports, pipeline, SWITCH, io="xdp", native_io=False)
        with pytest.raises(ValueError, match="io 'dpdk'"):
            PortSwitch(ports, pipeline, SWITCH, io="dpdk")
        with pytest.raises(NativeUnavailable, match=r"p4nosuchif.*no such interface"):
            PortSwitch({1: "p4nosuchif"}, pipeline, SWITCH, io="xdp")
        with pytest.raises(ValueError, match="rate for port 9"):
            PortSwitch(ports, pipeline, SWITCH, rates_mbit={9: 10.0})
        # A refused open leaves no socket behind: the ports open again.
        PortSwitch(ports, pipeline, SWITCH, io="xdp").close()
    assert parse_port_rates(["2=7.5"], 100.0, {1: "a", 2: "b"}) == {1: 100.0, 2: 7.5}
    for bad in ("2", "x=1", "3=1", "2=-1"):
        with pytest.raises(ValueError, match="port"):
            parse_port_rates([bad], 0.0, {1: "a", 2: "b"})


@pytest.mark.mininet
@requires(*MININET)
@pytest.mark.parametrize("topo, mtu", [("rack", 1500), ("two-rack", 1500), ("rack", 9000)], ids=str)
def test_emulated_racks_run_over_xdp_ports(tmp_path: Path, topo: str, mtu: int) -> None:
    """The emulation with every switch port and every worker on AF_XDP: p4reduce's sums
    exact under loss and Gloo's TCP forwarded by the switch; the switch counted what it
    dropped.  At MTU 9000 every frame spans chunks (multi-buffer), Gloo's segments too."""
    if ETH.size + mtu > xsk_max_frame():
        pytest.skip(f"AF_XDP carries {xsk_max_frame()}-byte frames here (multi-buffer: 6.6)")
    elems = 64 if mtu == 1500 else 2048
    cfg = EmuConfig(
        topo=topo,
        workers=(4,),
        size=elems * 300 + 5,
        elems=elems,
        mtu=mtu,
        loss=0.05,
        slots=32,
        out=tmp_path,
        timeout=30,
        io="xdp",
    )
    (result,) = run_emu(cfg)
    assert result.exact
    assert result.gloo_seconds is not None  # Gloo's ring crossed the AF_XDP ports
    counters = result.switch_counters or next(iter(result.fabric_counters.values()))
    assert counters["dropped_ingress"] + counters["dropped_egress"] > 0
    assert leftovers() == ([], [])


def test_emulation_refuses_xdp_where_it_cannot_run() -> None:
    with pytest.raises(ValueError, match="use --switch soft"):
        EmuConfig(switch="bmv2", io="xdp")
    if xsk_max_frame() < ETH.size + 9000:
        with pytest.raises(ValueError, match="MTU 9000 needs 9014"):
            EmuConfig(io="xdp", mtu=9000)
    else:
        assert EmuConfig(io="xdp", mtu=9000).elems == 2048
    with pytest.raises(ValueError, match="emu io: one of socket, xdp"):
        EmuConfig(io="dpdk")
