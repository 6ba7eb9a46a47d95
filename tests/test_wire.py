from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from p4rproto.wire import (
    HEADER_LEN,
    MAGIC,
    MsgType,
    Packet,
    WireError,
    packet_dtype,
    ranks_in,
    status_payload,
)

packets = st.builds(
    Packet,
    msg_type=st.sampled_from(list(MsgType)),
    job_id=st.integers(0, 0xFFFF),
    rank=st.integers(0, 0xFFFF),
    slot=st.integers(0, 0xFFFF),
    seq=st.integers(0, 0xFFFFFFFF),
    session=st.integers(0, 0xFFFFFFFF),
    set_bit=st.integers(0, 1),
    exponent=st.integers(0, 255),
    overflow=st.booleans(),
    contributors=st.integers(0, 0xFFFF),
    payload=st.lists(st.integers(-(2**31), 2**31 - 1), max_size=300).map(tuple),
)


@given(packets)
def test_encode_decode_round_trip(p: Packet) -> None:
    data = p.encode()
    assert len(data) == HEADER_LEN + 4 * len(p.payload)
    assert Packet.decode(data) == p


def test_header_is_big_endian_at_documented_offsets() -> None:
    p = Packet(
        MsgType.CONTRIB,
        job_id=0x0102,
        rank=0x0304,
        slot=0x0506,
        seq=0x0708090A,
        session=0xA1B2C3D4,
        set_bit=1,
        exponent=0x7F,
        contributors=0x0B0C,
        payload=(1, -1),
    )
    b = p.encode()
    assert b[0:2] == MAGIC.to_bytes(2, "big")
    assert b[2] == 2 and b[3] == MsgType.CONTRIB
    assert b[4:6] == b"\x01\x02" and b[6:8] == b"\x03\x04"
    assert b[8:12] == b"\xa1\xb2\xc3\xd4"
    assert b[12:14] == b"\x05\x06" and b[14] == 0x01 and b[15] == 0x7F
    assert b[16:20] == b"\x07\x08\x09\x0a"
    assert b[20:22] == b"\x00\x02" and b[22:24] == b"\x0b\x0c"
    assert b[24:] == b"\x00\x00\x00\x01\xff\xff\xff\xff"


def test_packet_dtype_matches_encoder() -> None:
    rows = np.zeros(1, dtype=packet_dtype(3))
    rows["magic"], rows["version"], rows["msg_type"] = MAGIC, 2, 1
    rows["seq"], rows["elem_count"], rows["payload"] = 7, 3, [[5, -6, 7]]
    rows["session"] = 0xFEEDBEEF
    want = Packet(MsgType.CONTRIB, 0, 0, 0, 7, session=0xFEEDBEEF, payload=(5, -6, 7))
    assert rows.tobytes() == want.encode()


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (b"P4\x01", "truncated"),
        (b"\x00" * 24, "magic"),
        (
            Packet(MsgType.RESULT, 1, 0, 0, 0).encode()[:2] + b"\x01" + b"\x02" + b"\x00" * 20,
            "version",
        ),
        (Packet(MsgType.RESULT, 1, 0, 0, 0, payload=(1,)).encode()[:-1], "length"),
        (b"P4\x02\x63" + b"\x00" * 20, "msg_type"),
    ],
)
def test_decode_rejects_bad_packets(data: bytes, problem: str) -> None:
    with pytest.raises(WireError, match=problem):
        Packet.decode(data)


@given(st.integers(0, 2**64 - 1))
def test_status_bitmap_round_trip(bitmap: int) -> None:
    p = Packet(MsgType.STATUS, 1, 0, 0, 0, payload=status_payload(bitmap))
    assert Packet.decode(p.encode()).status_bitmap == bitmap
    assert sum(1 << r for r in ranks_in(bitmap)) == bitmap
