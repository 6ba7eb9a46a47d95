"""The scapy layer: the spec's examples, crafted packets, captures, and BMv2's answers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("scapy")

from scapy.layers.inet import IP, UDP
from scapy.layers.l2 import Ether
from scapy.utils import rdpcap, wrpcap

from p4reduce.scapy import P4Reduce
from p4rproto.wire import UDP_PORT, MsgType, Packet
from tests.test_docs import EXAMPLES, doc_examples


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


@pytest.mark.bmv2
def test_bmv2_answers_a_scapy_join(bmv2_fabric: Any) -> None:
    """A JOIN crafted with scapy through BMv2; its JOIN_ACK dissected with scapy."""
    from tests import vectors
    from tests.targets import Bmv2Target

    target = Bmv2Target(bmv2_fabric, 64)
    a1 = bmv2_fabric.endpoints["a1"]
    join = P4Reduce(msg_type="JOIN", job_id=7, rank=1, seq=1234)
    bmv2_fabric.send_frame("a1", bmv2_fabric.frame_from("a1", bytes(join)))
    ((to, frame),) = bmv2_fabric.collect(settle=0.15)
    answer = Ether(frame.encode())
    assert to == "a1" and answer[IP].dst == a1.ip and answer[UDP].sport == UDP_PORT
    ack = answer[P4Reduce]
    assert ack.sprintf("%msg_type%") == "JOIN_ACK" and ack.seq == 1234
    assert ack.session == target.sessions[7]
    assert ack.words == [64, vectors.JOBS[7]["slot_count"], len(vectors.JOBS[7]["workers"])]
