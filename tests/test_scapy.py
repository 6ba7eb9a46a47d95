"""The scapy layer: the spec's examples, crafted packets, captures, and BMv2's answers."""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pytest.importorskip("scapy")

from scapy.layers.inet import IP, UDP
from scapy.layers.l2 import Ether
from scapy.utils import rdpcap, wrpcap

from p4reduce.scapy import P4Reduce, bind_port, read_capture, split_datagram
from p4rproto.netio import Address
from p4rproto.wire import UDP_PORT, MsgType, Packet
from softswitch.native import make_pipeline
from softswitch.pipeline import SwitchConfig
from softswitch.udp import UdpSwitch
from tests.test_docs import EXAMPLES, doc_examples
from tests.workers import all_reduce, make_jobs

ROOT = Path(__file__).resolve().parents[1]

#: Run in a fresh interpreter, so that the import order is the one written: dissects a
#: datagram to and one from port 48879 and one to port 9000 after ``bind_port(9000)``.
IMPORT_ORDER = """
import sys
first, second = sys.argv[1:]
__import__(first)
__import__(second)
from scapy.layers.inet import IP, UDP
from scapy.layers.l2 import Ether
from p4reduce.scapy import P4Reduce, bind_port

def layer(sport, dport):
    frame = Ether() / IP() / UDP(sport=sport, dport=dport) / P4Reduce(msg_type="JOIN", seq=7)
    return Ether(bytes(frame))[UDP].payload.__class__.__name__

print(layer(4000, 48879), layer(48879, 4000), layer(4000, 9000), end=" ")
bind_port(9000)
print(layer(4000, 9000))
"""


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_every_spec_example_decodes_and_re_encodes(name: str) -> None:
    data = doc_examples()[name]
    layer = P4Reduce(data)
    assert bytes(layer) == data
    assert layer.to_packet() == EXAMPLES[name]
    assert layer.sprintf("%msg_type%") == EXAMPLES[name].msg_type.name


def test_crafted_packet_is_the_encoders() -> None:
    layer = P4Reduce(
        msg_type="CONTRIB",
        job_id=7,
        rank=1,
        session=0x5EED1E55,
        slot=3,
        flags="SET+POISON",
        exponent=130,
        seq=5,
        words=[1, -2, 3],
    )
    want = Packet(
        MsgType.CONTRIB,
        7,
        1,
        3,
        5,
        session=0x5EED1E55,
        set_bit=1,
        poison=True,
        exponent=130,
        payload=(1, -2, 3),
    )
    assert bytes(layer) == want.encode()
    assert P4Reduce.from_packet(want).words == [1, -2, 3]


def test_a_capture_reads_back(tmp_path: Path) -> None:
    """What tcpdump -w writes, rdpcap dissects: the layer is bound to the UDP port."""
    packets = [
        Ether()
        / IP(src="10.0.0.1", dst="10.0.0.254")
        / UDP(sport=4000, dport=UDP_PORT)
        / P4Reduce(msg_type="JOIN", job_id=7, rank=1, seq=0x0BADCAFE),
        Ether()
        / IP(src="10.0.0.254", dst="10.0.0.1")
        / UDP(sport=UDP_PORT, dport=4000)
        / P4Reduce(msg_type="NACK", job_id=7, rank=1, slot=9, words=[17, 4]),
    ]
    path = tmp_path / "switch.pcap"
    wrpcap(str(path), packets)
    back = rdpcap(str(path))
    assert [p[P4Reduce].to_packet().msg_type for p in back] == [MsgType.JOIN, MsgType.NACK]
    assert back[1][P4Reduce].to_packet().nack_reason == (17, 4)


@pytest.mark.parametrize(
    "order", [("scapy.all", "p4reduce.scapy"), ("p4reduce.scapy", "scapy.all")]
)
def test_the_layer_wins_its_port_over_scapys_vxlan_in_any_import_order(
    order: tuple[str, str],
) -> None:
    """scapy.all binds UDP 48879 to VXLAN (Cisco ACI); the p4reduce layer comes first
    either way, and ``bind_port`` adds another port."""
    out = subprocess.run(
        [sys.executable, "-c", IMPORT_ORDER, *order],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
        timeout=120,
    ).stdout
    assert out.split() == ["P4Reduce", "P4Reduce", "Raw", "P4Reduce"]


def _datagram(*packets: Packet, dport: int = 4000) -> Any:
    payload = b"".join(p.encode() for p in packets)
    frame = Ether() / IP(src="10.0.0.254", dst="10.0.0.1") / UDP(sport=UDP_PORT, dport=dport)
    return Ether(bytes(frame / payload))


def test_a_gso_super_datagram_splits_into_its_packets() -> None:
    """Three RESULTs in one UDP payload (as GSO sends them) become three datagrams, each
    with its own lengths and checksums, as a link would carry them."""
    results = [
        Packet(MsgType.RESULT, 7, 0, slot, slot, payload=(slot, -slot)) for slot in (1, 2, 3)
    ]
    super_datagram = _datagram(*results)
    assert super_datagram[P4Reduce].to_packet is not None  # one layer and a tail...
    with pytest.raises(ValueError):
        super_datagram[P4Reduce].to_packet()
    parts = split_datagram(super_datagram)
    assert [p[P4Reduce].to_packet() for p in parts] == results
    for part, single in zip(parts, results, strict=True):
        assert bytes(part) == bytes(_datagram(single))  # lengths and checksums redone
    lone = _datagram(results[0])
    assert split_datagram(lone) == [lone]


def _capture_permitted() -> str | None:
    """Why this process cannot capture on lo (None where it can)."""
    try:
        socket.socket(socket.AF_PACKET, socket.SOCK_RAW).close()
    except (AttributeError, PermissionError, OSError) as exc:
        return f"capturing on lo needs AF_PACKET and CAP_NET_RAW: {exc}"
    return None


def test_a_loopback_capture_of_a_run_reads_as_single_packets(tmp_path: Path) -> None:
    """Two workers all-reduce through the software switch while scapy captures lo; the
    capture holds GSO super-datagrams (the switch's RESULTs), and read_capture splits
    them: every datagram it yields is one whole p4reduce packet, RESULTs answer rank 0's
    CONTRIBs."""
    why = _capture_permitted()
    if why:
        pytest.skip(why)
    from scapy.sendrecv import AsyncSniffer

    switch = UdpSwitch(Address("127.0.0.1", 0), make_pipeline(SwitchConfig(num_slots=32)))
    switch.start_thread()
    port = switch.address.port
    bind_port(port)  # the switch listens on an ephemeral port, not 48879
    jobs = make_jobs(switch, 2, slots=32)
    ready = threading.Event()
    captured: list[Any] = []
    sniffer = AsyncSniffer(
        iface="lo",
        lfilter=lambda p: UDP in p and port in (p[UDP].sport, p[UDP].dport),
        prn=captured.append,
        store=False,
        started_callback=ready.set,
    )
    inputs = [np.arange(64 * 200, dtype=np.int32) * (r + 1) for r in range(2)]
    try:
        sniffer.start()
        assert ready.wait(10), "the sniffer did not start"
        # Up to three runs: on a busy machine one may leave in single datagrams only.
        for _ in range(3):
            for out in all_reduce(jobs, inputs):
                np.testing.assert_array_equal(out, inputs[0] + inputs[1])
            time.sleep(0.2)  # the sniffer's thread catches up
            if any(len(split_datagram(p)) > 1 for p in list(captured)):
                break
    finally:
        if sniffer.running:
            sniffer.stop()
        for j in jobs:
            j.close()
        switch.close()
    path = tmp_path / "lo.pcap"
    wrpcap(str(path), captured)
    sizes = sorted({len(split_datagram(p)) for p in captured})
    assert sizes[-1] > 1, f"no GSO super-datagram in {len(captured)} captured: {sizes}"
    packets = [p for p in read_capture(path) if P4Reduce in p]
    decoded = [p[P4Reduce].to_packet() for p in packets]  # each one whole packet
    assert all(len(p[UDP].payload) == len(p[P4Reduce]) for p in packets)
    rank0 = jobs[0].config.local.port
    pairs = list(zip(packets, decoded, strict=True))
    sent = {d.seq for p, d in pairs if p[UDP].sport == rank0 and d.msg_type == MsgType.CONTRIB}
    back = {d.seq for p, d in pairs if p[UDP].dport == rank0 and d.msg_type == MsgType.RESULT}
    # (not sent == back: a capture socket may drop packets on a busy machine)
    assert sent & back and len(packets) > sum(P4Reduce in p for p in captured)


@pytest.mark.bmv2
def test_bmv2_answers_a_scapy_join(bmv2_fabric: Any) -> None:
    """A JOIN crafted with scapy through BMv2; its JOIN_ACK dissected with scapy."""
    from tests import vectors
    from tests.targets import Bmv2Target

    target = Bmv2Target(bmv2_fabric, 64)
    a1 = bmv2_fabric.endpoints["a1"]
    join = P4Reduce(msg_type="JOIN", job_id=7, rank=1, seq=1234)
    bmv2_fabric.send_frame("a1", bmv2_fabric.frame_from("a1", bytes(join)))
    ((to, frame),) = bmv2_fabric.collect(settle=0.15, at_least=1)
    answer = Ether(frame.encode())
    assert to == "a1" and answer[IP].dst == a1.ip and answer[UDP].sport == UDP_PORT
    ack = answer[P4Reduce]
    assert ack.sprintf("%msg_type%") == "JOIN_ACK" and ack.seq == 1234
    assert ack.session == target.sessions[7]
    assert ack.words == [64, vectors.JOBS[7]["slot_count"], len(vectors.JOBS[7]["workers"])]
