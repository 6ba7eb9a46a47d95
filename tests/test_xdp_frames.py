"""The transfer loop's frames in the AF_XDP socket's UMEM (``hostlib/_xdp_io.c``), on a
veth pair: a slot keeps the frame its packet was quantized into and resends it without
a copy, and what a kept frame carries never changes while other slots are rebuilt
(its chunks are written again only when no one holds them); a resend follows the row
where the row holds a newer packet, and the current frame header where the switch's
address changed.  The loop itself over AF_XDP: tests/test_xdp_ports.py's emulations."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from hostlib import xdp
from p4reduce.bench.xdp_io import _RECEIVER, _SENDER, Received, SocketPair, socket_pair
from p4rproto.wire import HEADER_LEN, packet_len
from tests.requires import VETH, requires, xdp_missing

_XDP = xdp_missing()
pytestmark = [requires(*VETH), pytest.mark.skipif(_XDP is not None, reason=_XDP or "")]

SHIFT = 20


class Pair:
    """The bench's two AF_XDP sockets on a veth pair, and the sender's frame header as
    it is and from another port (the switch moved)."""

    def __init__(self, sockets: SocketPair, headers: tuple[bytes, bytes]) -> None:
        self.sockets, self.headers = sockets, headers
        self.lib, self.tx, self.rx = sockets.lib, sockets.tx, sockets.rx

    def counts(self, handle: int) -> np.ndarray:
        out = np.zeros(7, dtype=np.int64)
        self.lib.p4r_hx_stats(handle, out.ctypes.data)
        return out

    def receive(self, n: int, k: int, until: float = 2.0) -> np.ndarray:
        """The datagrams of K-element packets that arrive until ``n`` did or ``until``
        seconds passed."""
        rows = Received(k, n)
        got, deadline = 0, time.monotonic() + until
        while got < n and time.monotonic() < deadline:
            got += rows.take(self.sockets, got)
            self.lib.p4r_hx_kick(self.tx)  # what a full driver queue left on the ring
        assert (rows.length[:got] == rows.size).all()
        return rows.data[:got, : rows.size]

    def receive_all(self, n: int, k: int) -> np.ndarray:
        got = self.receive(n, k)
        assert len(got) == n, f"{len(got)} of {n} datagrams arrived"
        return got


@pytest.fixture
def pair() -> Iterator[Pair]:
    with socket_pair() as sockets:
        header = xdp.frame_header(sockets.rx_mac, sockets.tx_mac, _SENDER, _RECEIVER)
        moved = xdp.frame_header(sockets.rx_mac, sockets.tx_mac, ("10.255.0.1", 47009), _RECEIVER)
        yield Pair(sockets, (header, moved))


def _header(seq: int) -> bytes:
    head = bytearray(HEADER_LEN)
    head[:4] = seq.to_bytes(4, "big")  # a marker: whose packet a datagram is
    return bytes(head)


def _quantized(x: np.ndarray) -> np.ndarray:
    """The big-endian words the C quantizes a row into, at SHIFT."""
    return np.rint(x.astype(np.float64) * 2.0**SHIFT).astype(">i4").view(np.uint8)


def _build(pair: Pair, seq: int, x: np.ndarray, first: int) -> None:
    n, k = x.shape
    queued = pair.lib.p4r_hx_queue_quantized(
        pair.tx, _header(seq), x.ctypes.data, k, SHIFT, first, n
    )
    assert queued == n
    pair.lib.p4r_hx_kick(pair.tx)


def _resend(pair: Pair, rows: np.ndarray, slots: list[int]) -> int:
    where = np.array(slots, dtype=np.int64)
    return int(
        pair.lib.p4r_hx_send_slots(
            pair.tx, rows.ctypes.data, rows.shape[1], where.ctypes.data, len(slots)
        )
    )


def _ks() -> list[int]:
    # a frame in one chunk, and (multi-buffer kernels) one over three
    return [256, 2048] if xdp.max_frame() >= 14 + 28 + packet_len(2048) else [256]


@pytest.mark.parametrize("k", _ks())
def test_a_kept_frame_is_resent_unchanged_while_other_slots_are_rebuilt(pair: Pair, k: int) -> None:
    rng = np.random.default_rng(k)
    kept = rng.standard_normal((1, k), dtype=np.float32)
    _build(pair, 7, kept, first=0)
    assert (pair.receive_all(1, k)[0, HEADER_LEN:] == _quantized(kept[0])).all()
    rows = np.zeros((1, packet_len(k)), dtype=np.uint8)
    rows[0, :HEADER_LEN] = np.frombuffer(_header(7), dtype=np.uint8)  # the row's payload: 0
    others = 150  # slots rebuilt each round: every free chunk taken again, rounds over
    for round_ in range(12):
        fresh = rng.standard_normal((others, k), dtype=np.float32)
        _build(pair, 1000 + round_, fresh, first=1)
        assert _resend(pair, rows, [0]) == 1
        got = pair.receive_all(others + 1, k)
        seqs = got[:, :4].copy().view(">u4").ravel()
        (mine,) = np.flatnonzero(seqs == 7)
        assert (got[mine, HEADER_LEN:] == _quantized(kept[0])).all()  # not the row's zeros
        theirs = got[seqs == 1000 + round_, HEADER_LEN:]
        assert sorted(map(bytes, theirs)) == sorted(
            map(bytes, _quantized(fresh).reshape(others, -1))
        )
    assert pair.counts(pair.tx)[2] == 0  # nothing dropped on send


def test_a_resend_follows_the_row_where_the_row_holds_a_newer_packet(pair: Pair) -> None:
    k = 256
    _build(pair, 7, np.ones((1, k), dtype=np.float32), first=0)
    pair.receive_all(1, k)
    rows = np.arange(packet_len(k), dtype=np.uint8)[None, :].copy()
    rows[0, :HEADER_LEN] = np.frombuffer(_header(8), dtype=np.uint8)
    assert _resend(pair, rows, [0]) == 1
    assert (pair.receive_all(1, k)[0] == rows[0]).all()


def test_a_kept_frame_leaves_behind_the_current_frame_header(pair: Pair) -> None:
    k = 256
    x = np.full((1, k), 0.5, dtype=np.float32)
    _build(pair, 7, x, first=0)
    pair.receive_all(1, k)
    rows = np.zeros((1, packet_len(k)), dtype=np.uint8)
    rows[0, :HEADER_LEN] = np.frombuffer(_header(7), dtype=np.uint8)
    header, moved = pair.headers
    pair.lib.p4r_hx_set_header(pair.tx, moved)  # from another port: the receiver's foreign
    before = pair.counts(pair.rx)[3]
    assert _resend(pair, rows, [0]) == 1
    assert len(pair.receive(1, k, until=0.5)) == 0
    assert pair.counts(pair.rx)[3] == before + 1  # it came from port 47009
    pair.lib.p4r_hx_set_header(pair.tx, header)
    assert _resend(pair, rows, [0]) == 1
    assert (pair.receive_all(1, k)[0, HEADER_LEN:] == _quantized(x[0])).all()


def test_the_veth_pair_a_killed_run_left_goes_at_the_next_run() -> None:
    """A run killed with SIGKILL leaves its veth pair (no ``finally`` runs): the next
    run removes the pairs whose process is gone, and no other."""
    dead = subprocess.Popen(["true"])
    dead.wait()  # (its id is free now)
    pairs = [f"p4rxb{dead.pid}", "p4rxb1"]  # (1: init, alive)
    try:
        for name in pairs:
            made = ["ip", "link", "add", f"{name}a", "type", "veth", "peer", "name", f"{name}b"]
            subprocess.run(made, check=True, capture_output=True)
        with socket_pair():
            left = {name for name in pairs if Path(f"/sys/class/net/{name}a").exists()}
            assert left == {"p4rxb1"}
            assert not Path(f"/sys/class/net/p4rxb{dead.pid}b").exists()
    finally:
        for name in pairs:
            subprocess.run(["ip", "link", "del", f"{name}a"], capture_output=True)
