"""Mininet emulation (root): racks through the software switch, and BMv2 where present."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from mininet_topos.emu import EmuConfig, default_elems, link_limits
from mininet_topos.runner import bmv2_warning, run_emu
from mininet_topos.worker import BARRIER_ROUNDS
from p4reduce.cli import main
from p4rproto.agreement import ExponentFields, Layout, Wire
from tests.requires import MININET, requires

needs_mininet = requires(*MININET)


def leftovers() -> tuple[list[str], list[str]]:
    links = subprocess.run(["ip", "-o", "link"], capture_output=True, text=True).stdout
    ours = [
        line.split(":")[1].strip()
        for line in links.splitlines()
        if any(k in line for k in ("s1-eth", "h1-eth", "s0-eth", "s2-eth"))
    ]
    procs = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout
    switches = [p for p in procs.splitlines() if "p4reduce.cli switch --slots" in p]
    return ours, switches


def _rounds(
    size: int, values: int, k: int, slots: int, workers: int, one_level: bool = True
) -> int:
    """The rounds a switch completes for an emulation's float call of ``size`` values
    (``values`` a packet of ``k`` words) over a pool of ``slots``: the data, a priming
    round on each data slot the call uses (the pool's last is the control slot) but slot
    0 and those whose first exponents ride in the agreement round (docs/protocol.md,
    "Exponents in the agreement"), the call's agreement round, the start barrier's."""
    chunks = -(-size // values)
    width = min(chunks, slots - 1)
    carried = ExponentFields.of(Layout(k, workers, one_level), width).chunks
    return chunks + (width - 1 - carried) + 1 + BARRIER_ROUNDS


@pytest.mark.mininet
@needs_mininet
@pytest.mark.slow
@pytest.mark.parametrize(
    ("workers", "loss", "elems", "mtu", "wire"),
    [
        (3, 0.0, 64, 1500, Wire.INT32),
        (4, 0.0, 256, 1500, Wire.INT32),
        (4, 0.05, 64, 1500, Wire.INT32),
        (2, 0.0, 2048, 9000, Wire.INT32),
        (4, 0.05, 256, 1500, Wire.INT16),
        (3, 0.0, 64, 1500, Wire.INT8),
    ],
)
def test_rack_on_the_software_switch(
    tmp_path: Path, workers: int, loss: float, elems: int, mtu: int, wire: Wire
) -> None:
    cfg = EmuConfig(
        workers=(workers,),
        size=64 * 300 + 5,
        elems=elems,
        mtu=mtu,
        loss=loss,
        slots=32,
        gloo=False,
        out=tmp_path,
        timeout=30,
        wire=wire,
    )
    (result,) = run_emu(cfg)
    assert result.exact  # (narrow lanes: the reference's stochastic rounding, bit for bit)
    c = result.switch_counters
    # the switch runs the job's K: the data rounds of K words of wire.lanes values
    assert c["completed"] == _rounds(cfg.size, elems * wire.lanes, elems, cfg.slots, workers)
    assert c["rejected_length"] == 0
    if loss:
        assert c["dropped_ingress"] + c["dropped_egress"] > 0
    assert (tmp_path / "results.json").is_file() and (tmp_path / "ate.png").stat().st_size > 0
    assert leftovers() == ([], [])


@pytest.mark.mininet
@needs_mininet
# Each (rack size, loss) once, on one target or the other: the targets agree bit for bit
# on the test vectors (tests/test_vectors.py); here each proves the two levels end to end.
@pytest.mark.parametrize(
    ("kind", "per_leaf", "loss"),
    [
        ("soft", 2, 0.05),
        ("soft", 4, 0.0),
        pytest.param("bmv2", 2, 0.0, marks=[pytest.mark.bmv2]),
        pytest.param("bmv2", 4, 0.05, marks=[pytest.mark.bmv2]),
    ],
)
def test_two_racks_aggregate_in_two_levels(
    tmp_path: Path, kind: str, per_leaf: int, loss: float
) -> None:
    """Each leaf sums its rack, the spine the leaves: exact; the spine adds one partial
    per leaf per slot round, and the leaves' uplinks carry their partials and nothing
    else (interface counters against the switch counters)."""
    slots, elems = 16, 64
    cfg = EmuConfig(
        topo="two-racks",
        switch=kind,
        bw=20 if kind == "bmv2" else 100,
        workers=(2 * per_leaf,),
        size=elems * 100 + 3,
        elems=elems,
        loss=loss,
        slots=slots,
        gloo=False,
        out=tmp_path,
        timeout=30,
    )
    (result,) = run_emu(cfg)
    assert result.exact
    rounds = _rounds(cfg.size, elems, elems, slots, 2 * per_leaf, one_level=False)
    spine, leaves = result.fabric_counters["s0"], [result.fabric_counters[s] for s in ("s1", "s2")]
    assert [c["completed"] for c in leaves] == [rounds, rounds]
    assert (spine["aggregated"], spine["completed"]) == (2 * rounds, rounds)
    links = result.spine_links["p4reduce"]
    assert sorted(links) == ["s1-eth100", "s2-eth100"]
    frame = 14 + 20 + 8 + 24 + 4 * elems
    for c, link in zip(leaves, links.values(), strict=True):
        # Beyond one per round: partials re-sent when a worker retransmitted meanwhile.
        assert c["partials_sent"] >= rounds and c["finals_received"] == rounds
        assert link["tx_bytes"] == link["tx_packets"] * frame  # partials only
        if loss:
            assert c["dropped_ingress"] + c["dropped_egress"] > 0
            # what left the leaf: its partials less those its drop simulator took
            assert rounds <= link["tx_packets"] <= c["partials_sent"]
        else:
            assert link["tx_packets"] == c["partials_sent"]
            assert link["rx_packets"] >= rounds
    assert leftovers() == ([], [])


@pytest.mark.mininet
@needs_mininet
def test_three_racks_aggregate_in_two_levels(tmp_path: Path) -> None:
    """leaf-spine:3: three leaves under the spine, two workers each: exact, and the spine
    adds one partial per leaf per slot round."""
    slots, elems = 16, 64
    cfg = EmuConfig(
        topo="leaf-spine:3",
        workers=(6,),
        size=elems * 100 + 3,
        elems=elems,
        slots=slots,
        gloo=False,
        out=tmp_path,
        timeout=30,
    )
    (result,) = run_emu(cfg)
    assert result.exact
    rounds = _rounds(cfg.size, elems, elems, slots, 6, one_level=False)
    leaves = [result.fabric_counters[s] for s in ("s1", "s2", "s3")]
    assert [c["completed"] for c in leaves] == [rounds] * 3
    spine = result.fabric_counters["s0"]
    assert (spine["aggregated"], spine["completed"]) == (3 * rounds, rounds)
    assert sorted(result.spine_links["p4reduce"]) == ["s1-eth100", "s2-eth100", "s3-eth100"]
    assert leftovers() == ([], [])


@pytest.mark.mininet
@requires(*MININET, "ping")
@pytest.mark.parametrize("kind", ["soft", pytest.param("bmv2", marks=pytest.mark.bmv2)])
def test_ordinary_traffic_crosses_the_switch(tmp_path: Path, kind: str) -> None:
    from mininet.link import TCLink
    from mininet.net import Mininet

    from controller.client import P4RuntimeClient, SwitchAddress
    from controller.config import FabricConfig
    from controller.jobs import JobManager
    from mininet_topos.emu import SWITCH_IP, SWITCH_MAC, pipeline_for
    from mininet_topos.nodes import SWITCHES, P4Host
    from mininet_topos.topos import RackTopo, hosts_of

    topo = RackTopo(workers=3)
    net = Mininet(
        topo=topo,
        host=P4Host,
        link=TCLink,
        controller=None,
        autoSetMacs=False,
        switch=lambda name, **kw: SWITCHES[kind](name, run_dir=str(tmp_path), **kw),
    )
    try:
        net.start()
        hosts = hosts_of(topo)
        fabric = FabricConfig.from_dict(
            {
                "switch": {"target": kind, "mac": SWITCH_MAC, "ip": SWITCH_IP},
                "hosts": [
                    {"name": h.name, "mac": h.mac, "ip": h.ip, "port": h.port} for h in hosts
                ],
            }
        )
        with P4RuntimeClient(SwitchAddress(net.get("s1").grpc_address)) as client:
            client.connect()
            client.set_pipeline(*pipeline_for(EmuConfig(switch=kind), tmp_path))
            JobManager(client, fabric).install_fabric()
        h1, h2, h3 = (net.get(f"h{i}") for i in (1, 2, 3))
        assert "0% packet loss" in h1.cmd("ping -c 2 -W 2 10.0.0.2")
        assert "0% packet loss" in h3.cmd(f"ping -c 2 -W 2 {SWITCH_IP}")  # the switch answers ARP
        server = h2.popen(
            [
                "python3",
                "-c",
                "import socket;s=socket.create_server(('10.0.0.2',5001));c,_=s.accept();"
                "c.sendall(c.recv(100).upper());c.close()",
            ]
        )
        reply = h1.cmd(
            'python3 -c "import socket,time;time.sleep(0.5);'
            "s=socket.create_connection(('10.0.0.2',5001),timeout=5);"
            "s.sendall(b'over tcp');print(s.recv(100).decode())\""
        )
        server.wait(10)
        assert "OVER TCP" in reply
    finally:
        net.stop()
    assert leftovers() == ([], [])


@pytest.mark.mininet
@pytest.mark.bmv2
@needs_mininet
@pytest.mark.slow
def test_rack_on_bmv2(tmp_path: Path) -> None:
    cfg = EmuConfig(
        workers=(3,),
        switch="bmv2",
        bw=20,
        size=64 * 100 + 1,
        elems=64,
        loss=0.05,
        slots=16,
        gloo=False,
        out=tmp_path,
        timeout=30,
    )
    (result,) = run_emu(cfg)
    assert result.exact
    assert leftovers() == ([], [])


def test_link_limits() -> None:
    in_network, ring = link_limits(4, 100.0, 64)
    # 64 elements in a 322-byte frame: 100e6 / 8 / 322 * 64
    assert in_network == pytest.approx(100e6 / 8 / 322 * 64)
    # ring: each worker sends 2(N-1)/N = 1.5 tensors, in TCP segments
    assert ring == pytest.approx(100e6 / (8 * 4 * 1.5 * 1514 / 1448))
    assert link_limits(2, 100.0, 64)[1] > link_limits(8, 100.0, 64)[1]
    # narrow lanes: two (four) values a word in the same frames; float16 on the ring
    assert link_limits(4, 100.0, 64, lanes=2)[0] == pytest.approx(2 * in_network)
    assert link_limits(4, 100.0, 64, lanes=4)[0] == pytest.approx(4 * in_network)
    assert link_limits(4, 100.0, 64, ring_bytes=2)[1] == pytest.approx(2 * ring)
    cfg = EmuConfig(workers=(4,), wire=Wire.INT16)
    assert cfg.link_limits(4)[0] == pytest.approx(2 * EmuConfig(workers=(4,)).link_limits(4)[0])


def test_a_wire_too_narrow_for_the_workers_is_refused_naming_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(ValueError, match="int8 serves at most 16 workers"):
        EmuConfig(workers=(4, 32), wire=Wire.INT8)
    assert main(["emu", "--workers", "4", "--wire", "int16", "--latency", "1"]) == 2
    assert "--wire: the all-reduce and --train runs take it" in capsys.readouterr().err


def test_bmv2_settings_beyond_its_rate_are_flagged() -> None:
    """The emulation says when BMv2, not the links, would be what it measures."""
    busy = bmv2_warning(EmuConfig(switch="bmv2", bw=20, workers=(4,)), 4)
    assert busy is not None and "BMv2 will be what is measured" in busy and "--bw 1.2" in busy
    assert bmv2_warning(EmuConfig(switch="bmv2", bw=1, workers=(4,)), 4) is None
    assert bmv2_warning(EmuConfig(switch="bmv2", bw=2, workers=(2,)), 2) is None
    assert bmv2_warning(EmuConfig(switch="soft", bw=100, workers=(8,)), 8) is None


@pytest.mark.parametrize(
    ("switch", "mtu", "k"),
    [
        ("soft", 1500, 256),
        ("soft", 9000, 2048),  # 8244-byte IPv4 packets
        ("soft", 8244, 2048),
        ("soft", 8243, 1024),
        ("soft", 4000, 512),
        ("soft", 576, 128),
        ("bmv2", 1500, 256),
        ("bmv2", 9000, 256),  # BMv2 keeps the K it compiles for
        ("bmv2", 576, 128),
    ],
)
def test_k_defaults_to_the_largest_that_fits_the_mtu(switch: str, mtu: int, k: int) -> None:
    assert default_elems(switch, mtu) == k
    cfg = EmuConfig(switch=switch, mtu=mtu)
    assert cfg.elems == k and 20 + 8 + 24 + 4 * k <= mtu


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"mtu": 575}, "emu mtu: must be 576..9216 bytes, got 575"),
        ({"mtu": 9217}, "emu mtu: must be 576..9216 bytes, got 9217"),
        ({"elems": 2048}, "emu elems: K=2048 makes 8244-byte IPv4 packets, over the MTU of 1500"),
        ({"elems": 300}, "emu elems: the soft switch takes K in"),
        ({"switch": "bmv2", "elems": 2048, "mtu": 9000}, "emu elems: the bmv2 switch takes K in"),
    ],
)
def test_bad_mtu_and_k_name_the_field(fields: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        EmuConfig(**fields)  # type: ignore[arg-type]


def test_a_bad_mtu_is_refused_before_anything_starts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["emu", "--mtu", "100"]) == 2
    assert "emu mtu: must be 576..9216 bytes, got 100" in capsys.readouterr().err


def test_link_limits_count_the_headers_at_k_and_the_mtu() -> None:
    # K = 2048 at MTU 9000: 8192 bytes of data in an 8258-byte frame
    in_network, ring = link_limits(4, 100.0, 2048, 9000)
    assert in_network == pytest.approx(100e6 / 8 / (14 + 20 + 8 + 24 + 8192) * 2048)
    # the ring's TCP segments carry 9000 - 52 bytes in 9014-byte frames
    assert ring == pytest.approx(100e6 / (8 * 4 * 1.5 * 9014 / 8948))
    assert link_limits(4, 100.0, 2048, 9000)[0] > link_limits(4, 100.0, 256)[0]
    assert link_limits(4, 100.0, 64, 1500) == link_limits(4, 100.0, 64)
