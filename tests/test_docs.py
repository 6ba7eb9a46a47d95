"""The protocol document's examples are what the encoder produces."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from p4rproto.wire import MsgType, Packet, status_payload

DOC = Path(__file__).resolve().parents[1] / "docs" / "protocol.md"

SESSION = 0x5EED1E55
EXAMPLES = {
    "contrib": Packet(
        MsgType.CONTRIB,
        job_id=7,
        rank=1,
        slot=3,
        seq=5,
        session=SESSION,
        set_bit=1,
        exponent=130,
        payload=(1, -2, 3, -4),
    ),
    "result": Packet(
        MsgType.RESULT,
        job_id=7,
        rank=0,
        slot=3,
        seq=5,
        session=SESSION,
        set_bit=1,
        exponent=131,
        contributors=3,
        payload=(6, 0, -1, 100),
    ),
    "status": Packet(
        MsgType.STATUS,
        job_id=7,
        rank=1,
        slot=3,
        seq=5,
        session=SESSION,
        set_bit=1,
        exponent=130,
        contributors=2,
        payload=status_payload(0b011),
    ),
    "join": Packet(MsgType.JOIN, job_id=7, rank=1, slot=0, seq=0x0BADCAFE),
    "join_ack": Packet(
        MsgType.JOIN_ACK,
        job_id=7,
        rank=1,
        slot=0,
        seq=0x0BADCAFE,
        session=SESSION,
        payload=(64, 4, 3),
    ),
    "nack": Packet(
        MsgType.NACK,
        job_id=7,
        rank=1,
        slot=9,
        seq=5,
        session=SESSION,
        set_bit=1,
        payload=(17, 4),
    ),
    "reset": Packet(MsgType.RESET, job_id=0, rank=0, slot=300, seq=9),
}


def doc_examples() -> dict[str, bytes]:
    text = DOC.read_text()
    found = re.findall(r"<!-- example: (\w+) -->\s*```\s*([0-9a-f ]+?)\s*```", text)
    return {name: bytes.fromhex(hexes) for name, hexes in found}


def test_every_example_is_checked() -> None:
    assert set(doc_examples()) == set(EXAMPLES)


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_example_bytes(name: str) -> None:
    assert doc_examples()[name] == EXAMPLES[name].encode()
    assert Packet.decode(doc_examples()[name]) == EXAMPLES[name]


def test_documented_constants() -> None:
    from p4rproto import wire

    text = DOC.read_text()
    assert f"**{wire.UDP_PORT} (0x{wire.UDP_PORT:X})**" in text
    assert f"`0x{wire.MAGIC:04X}`" in text or f"0x{wire.MAGIC:04x}" in text
    assert f"Protocol version, **{wire.PROTOCOL_VERSION}**" in text
