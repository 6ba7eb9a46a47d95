"""The engine's native transfer loop against its numpy reference (hostlib/engine.py).

The same all-reduces run twice through a recording software switch, once with each
loop: every worker must put the same CONTRIB packets on the wire for every slot, in
the same order and byte for byte (retransmitted copies aside), return the same
result bit for bit, raise the same errors, and count the same packets and results.
"""

from __future__ import annotations

import socket
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest

from hostlib import AggregationJob, AggregationRefused, CallMismatch, JobConfig, fastpath
from hostlib.engine import Transfer
from hostlib.reference import float_reference
from p4rproto.agreement import block_base
from p4rproto.netio import Address
from p4rproto.wire import (
    HEADER_DTYPE,
    HEADER_LEN,
    Flag,
    MsgType,
    Packet,
    as_u8,
    packet_dtype,
    packet_len,
)
from softswitch.counters import Counter
from softswitch.dropsim import DropRates
from softswitch.pipeline import Emitted, Pipeline, SwitchConfig, _concat
from softswitch.tables import JobEntry
from softswitch.udp import UdpSwitch
from tests.workers import run_all

pytestmark = pytest.mark.skipif(
    not fastpath.transfer_available(), reason="the native transfer loop is not built"
)

SESSION = 0x5EED0001
FORGED = 0x0BAD0001  #: a forger's guess of the job's session
Wire = dict[tuple[int, int], list[bytes]]


def foreign_nacks(head: Any) -> list[Packet]:
    """NACKs that answer no packet a worker has in flight, for one of its CONTRIBs: the
    answer to a forger's packet (another session, echoed), another seq, the other set."""
    slot, seq, set_bit = int(head["slot"]), int(head["seq"]), int(head["flags"]) & Flag.SET
    job, rank = int(head["job_id"]), int(head["rank"])
    refused = (int(Counter.REJECTED_SESSION), 0)
    return [
        Packet(MsgType.NACK, job, rank, slot, seq, FORGED, set_bit, payload=refused),
        Packet(MsgType.NACK, job, rank, slot, seq + 2, SESSION, set_bit, payload=refused),
        Packet(MsgType.NACK, job, rank, slot, seq, SESSION, 1 - set_bit, payload=refused),
    ]


class RecordingSwitch:
    """A numpy-pipeline switch on loopback that keeps every CONTRIB it receives; with
    ``forge``, it first answers each CONTRIB of rank 0 with :func:`foreign_nacks`."""

    def __init__(
        self,
        drop: DropRates = DropRates(),
        forge: bool = False,
        lose: Callable[[bytes], bool] | None = None,
        elems: int = 64,
    ) -> None:
        """``lose``: whether the switch loses a datagram it receives (it is recorded);
        ``elems``: the switch's K."""
        self.pipeline = Pipeline(SwitchConfig(num_slots=64, elems_per_packet=elems), drop, seed=7)
        self.switch = UdpSwitch(Address("127.0.0.1", 0), self.pipeline)
        self.packets: list[bytes] = []
        self.forged = 0
        process = self.pipeline.process
        dtype = packet_dtype(self.pipeline.elems)

        def recording(rows: Any, length: Any, ip: Any, port: Any) -> Any:
            raw = np.asarray(rows).view(np.uint8).reshape(len(length), -1)
            got = [raw[i, : int(n)].tobytes() for i, n in enumerate(length)]
            self.packets += got
            if lose is not None:
                kept = np.array([not lose(p) for p in got], dtype=bool)
                rows, length, ip, port = rows[kept], length[kept], ip[kept], port[kept]
            out = process(rows, length, ip, port)
            if not forge:
                return out
            extra: list[Emitted] = []
            for i, n in enumerate(length):
                h = raw[i, :HEADER_LEN].copy().view(HEADER_DTYPE)[0]
                if n < HEADER_LEN or h["msg_type"] != MsgType.CONTRIB or h["rank"] != 0:
                    continue
                nacks = foreign_nacks(h)
                e = np.zeros(len(nacks), dtype=dtype)
                for j, pkt in enumerate(nacks):
                    data = pkt.encode()
                    as_u8(e)[j, : len(data)] = np.frombuffer(data, dtype=np.uint8)
                lens = np.full(len(nacks), packet_len(2), dtype=np.int64)
                extra.append(
                    Emitted(e, lens, np.repeat(ip[i], len(nacks)), np.repeat(port[i], len(nacks)))
                )
                self.forged += len(nacks)
            return _concat([*extra, out], dtype)  # the forged NACKs arrive first

        self.pipeline.process = recording  # type: ignore[method-assign]
        self.switch.start_thread()

    def jobs(self, n: int, slots: int = 8, **cfg: Any) -> list[AggregationJob]:
        jobs = [
            AggregationJob(
                JobConfig(self.switch.address, Address("127.0.0.1", 0), 1, r, n, slots=slots, **cfg)
            )
            for r in range(n)
        ]
        addrs = tuple(j.config.local for j in jobs)
        self.pipeline.add_job(JobEntry(1, 0, slots, addrs, SESSION))
        return jobs

    def drain(self) -> None:
        """Wait until the switch has taken every datagram sent to it so far: a call that
        failed in its agreement round may return before the switch read the priming
        packets its ranks sent behind their agreement packets."""
        start = len(self.packets)
        marker = b"drain-%d" % start
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
            sock.sendto(marker, (self.switch.address.ip, self.switch.address.port))
            deadline = time.monotonic() + 5.0
            while marker not in self.packets[start:]:
                assert time.monotonic() < deadline, "the switch did not read its socket"
                time.sleep(0.001)

    def contributions(self) -> Wire:
        """Each (rank, slot)'s CONTRIBs in arrival order, a resent copy counted once."""
        wire: Wire = defaultdict(list)
        for p in self.packets:
            if len(p) < HEADER_LEN:
                continue
            h = np.frombuffer(p[:HEADER_LEN], dtype=HEADER_DTYPE)[0]
            if h["msg_type"] != MsgType.CONTRIB:
                continue
            seq = wire[(int(h["rank"]), int(h["slot"]))]
            if not seq or seq[-1] != p:
                seq.append(p)
        return dict(wire)

    def close(self) -> None:
        self.switch.close()


@pytest.fixture
def loops(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Run ``fn(switch)`` once per loop; returns the (result, wire, stats) of each."""

    def both(fn: Any, **switch_kw: Any) -> tuple[Any, Any]:
        runs = []
        for native in (False, True):
            monkeypatch.setattr(Transfer, "native_loop", native)
            s = RecordingSwitch(**switch_kw)
            try:
                got = fn(s)
                s.drain()
                runs.append((got, s.contributions()))
            finally:
                s.close()
        return runs[0], runs[1]

    yield both


def _counts(jobs: list[AggregationJob]) -> list[tuple[int, int]]:
    """Each job's results and first sends (packets less retransmissions)."""
    return [(j.stats.results, j.stats.packets_sent - j.stats.retransmissions) for j in jobs]


def _all_reduce(s: RecordingSwitch, xs: list[Any], raw: bool = False, **cfg: Any) -> Any:
    jobs = s.jobs(len(xs), **cfg)
    try:
        call = "all_reduce_raw" if raw else "all_reduce"
        out = run_all([lambda j=j, x=x: getattr(j, call)(x) for j, x in zip(jobs, xs, strict=True)])
        stats = _counts(jobs)
        return out, stats
    finally:
        for j in jobs:
            j.close()


def _same(a: Any, b: Any) -> None:
    if isinstance(a, BaseException):
        assert type(a) is type(b) and str(a) == str(b)
    elif isinstance(a, np.ndarray):
        assert a.dtype == b.dtype
        np.testing.assert_array_equal(a.view(np.uint8), b.view(np.uint8))
    else:  # RawResult
        for name in ("sums", "shift", "local_exponents"):
            np.testing.assert_array_equal(getattr(a, name), getattr(b, name))


def _check(reference: Any, native: Any) -> None:
    (ref_out, ref_stats), ref_wire = reference
    (nat_out, nat_stats), nat_wire = native
    assert ref_wire.keys() == nat_wire.keys()
    for key in ref_wire:
        assert len(ref_wire[key]) == len(nat_wire[key]), key
        for i, (a, b) in enumerate(zip(ref_wire[key], nat_wire[key], strict=True)):
            assert a == b, f"rank {key[0]}, slot {key[1]}, packet {i}"
    for a, b in zip(ref_out, nat_out, strict=True):
        _same(a, b)
    assert ref_stats == nat_stats


def _floats(n: int, length: int, seed: int = 0) -> list[Any]:
    rng = np.random.default_rng(seed)
    return [
        (rng.standard_normal(length) * 10.0 ** rng.integers(-3, 4)).astype(np.float32)
        for _ in range(n)
    ]


def test_float_all_reduce_sends_the_same_packets(loops: Any) -> None:
    xs = _floats(3, 64 * 37 + 5)
    reference, native = loops(lambda s: _all_reduce(s, xs))
    _check(reference, native)
    # Chunks, the agreement, and priming on 5 of the 7 data slots: slot 0's exponent rode
    # in the agreement's header, slot 1's in its exponent fields (K = 64, 3 ranks: one).
    assert sum(len(v) for v in native[1].values()) == 3 * (38 + 1 + 5)


def test_int32_and_raw_results_match(loops: Any) -> None:
    rng = np.random.default_rng(1)
    ints = [rng.integers(-(2**20), 2**20, 64 * 19 + 3).astype(np.int32) for _ in range(2)]
    _check(*loops(lambda s: _all_reduce(s, ints)))
    _check(*loops(lambda s: _all_reduce(s, _floats(2, 64 * 11, 2), raw=True)))


def test_errors_match_overflow_and_refused_input(loops: Any) -> None:
    big = [np.full(64 * 3, 2**30, dtype=np.int32) for _ in range(3)]
    reference, native = loops(lambda s: _all_reduce(s, big))
    _check(reference, native)
    assert all(type(r).__name__ == "AggregationOverflow" for r in native[0][0])
    xs = _floats(2, 64 * 5, 3)
    xs[1][7] = np.nan
    reference, native = loops(lambda s: _all_reduce(s, xs))
    _check(reference, native)
    assert [type(r).__name__ for r in native[0][0]] == ["PeerInputError", "NonFiniteError"]


def test_native_loop_is_exact_under_loss(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Transfer, "native_loop", True)
    s = RecordingSwitch(DropRates(0.05, 0.05))
    rng = np.random.default_rng(4)
    xs = [rng.integers(-(2**24), 2**24, 64 * 200 + 9).astype(np.int32) for _ in range(3)]
    try:
        jobs = s.jobs(3, slots=16, min_rto=0.005, initial_rto=0.02)
        out = run_all([lambda j=j, x=x: j.all_reduce(x) for j, x in zip(jobs, xs, strict=True)])
        want = np.sum(xs, axis=0, dtype=np.int64).astype(np.int32)
        for r in out:
            np.testing.assert_array_equal(r, want)
        assert sum(j.stats.retransmissions for j in jobs) > 0
        for j in jobs:
            j.close()
    finally:
        s.close()


def test_nacks_for_no_packet_in_flight_are_ignored_and_counted(loops: Any) -> None:
    """A NACK of another session (a forger's packet from this worker's address), seq or
    set refuses nothing (docs/protocol.md, "What the tag protects"): both loops ignore
    each, count it as foreign, and the all-reduces stay exact."""
    rng = np.random.default_rng(5)
    ints = [rng.integers(-(2**20), 2**20, 64 * 12 + 1).astype(np.int32) for _ in range(2)]
    counted = []

    def run(s: RecordingSwitch) -> Any:
        jobs = s.jobs(2, slots=4)
        try:
            out = run_all(
                [
                    lambda j=j, x=x: [j.all_reduce(x) for _ in range(5)]
                    for j, x in zip(jobs, ints, strict=True)
                ]
            )
            st = jobs[0].stats
            counted.append((s.forged, st.foreign, st.packets_sent, st.retransmissions))
            stats = _counts(jobs)
            return [np.concatenate(o) if isinstance(o, list) else o for o in out], stats
        finally:
            for j in jobs:
                j.close()

    reference, native = loops(run, forge=True)
    _check(reference, native)
    want = np.tile(ints[0] + ints[1], 5)
    for r in (*reference[0][0], *native[0][0]):
        np.testing.assert_array_equal(r, want)
    for forged, foreign, sent, resent in counted:
        assert forged == 3 * sent  # 3 per CONTRIB of rank 0 (all reached the switch)
        # Each reached rank 0 and was ignored; a retransmission's may come after the end.
        assert forged - 3 * resent <= foreign <= forged, (forged, foreign, resent)


def test_a_refusal_of_the_packet_in_flight_raises_the_same(loops: Any) -> None:
    """A NACK that answers the packet in flight (its session, echoed) fails the call
    on both loops alike: here a new session started under the job (rejected_session)."""
    ints = [np.arange(64 * 3, dtype=np.int32) for _ in range(2)]

    def run(s: RecordingSwitch) -> Any:
        jobs = s.jobs(2, slots=4)
        try:
            for j in jobs:
                j.join()
            with s.switch.lock:
                s.pipeline.start_session(1, SESSION + 1)
            out = run_all(
                [lambda j=j, x=x: j.all_reduce(x) for j, x in zip(jobs, ints, strict=True)]
            )
            stats = _counts(jobs)
            return out, stats
        finally:
            for j in jobs:
                j.close()

    reference, native = loops(run)
    _check(reference, native)
    for r in native[0][0]:
        assert isinstance(r, AggregationRefused) and r.counter == Counter.REJECTED_SESSION


def _calls(s: RecordingSwitch, per_rank: list[list[Any]], **cfg: Any) -> Any:
    """Each rank makes its calls in order, concurrently with the others; every outcome."""
    jobs = s.jobs(len(per_rank), **cfg)
    try:

        def calls(j: AggregationJob, xs: list[Any]) -> list[Any]:
            out = []
            for x in xs:
                try:
                    out.append(j.all_reduce(x))
                except Exception as exc:  # compared between the loops
                    out.append(exc)
            return out

        out = run_all(
            [lambda j=j, xs=xs: calls(j, xs) for j, xs in zip(jobs, per_rank, strict=True)]
        )
        # a resend's timing is the machine's, not the loop's: compared without resends
        stats = [
            (j.stats.results, j.stats.agreements, j.stats.packets_sent - j.stats.retransmissions)
            for j in jobs
        ]
        return [o for per in out for o in per], stats
    finally:
        for j in jobs:
            j.close()


def test_agreement_rounds_small_calls_and_verdicts_match(loops: Any) -> None:
    """The agreement round in C against its reference (exchange): small calls that ride in
    it (floats exact, ints), calls whose ranks differ (the verdict returns to Python), a
    refused input, then agreeing calls: the same packets, results, errors and counts."""
    f = _floats(2, 3, 4)
    per_rank = [
        [f[0], np.arange(5, dtype=np.int32), np.ones(100, np.float32), np.ones(9, np.float64),
         _floats(1, 64 * 9, 5)[0]],
        [f[1], np.arange(5, dtype=np.int32), np.ones(101, np.float32), np.ones(9, np.float64),
         _floats(1, 64 * 9, 6)[0]],
    ]  # fmt: skip
    reference, native = loops(lambda s: _calls(s, per_rank))
    _check(reference, native)
    (outcomes, _), _ = native
    assert isinstance(outcomes[2], CallMismatch) and isinstance(outcomes[3], TypeError)
    assert isinstance(outcomes[4], np.ndarray)


def _whole_floats(n: int, length: int, seed: int) -> list[Any]:
    """Integer-valued float32 below 2**16: their sums are exact in block floating point."""
    rng = np.random.default_rng(seed)
    return [rng.integers(-(2**16), 2**16, length).astype(np.float32) for _ in range(n)]


def _headers(packets: list[bytes]) -> list[Any]:
    """Each CONTRIB's header, in arrival order (None for anything else)."""
    heads = []
    for p in packets:
        h = np.frombuffer(p[:HEADER_LEN], dtype=HEADER_DTYPE)[0] if len(p) >= HEADER_LEN else None
        heads.append(h if h is not None and h["msg_type"] == MsgType.CONTRIB else None)
    return heads


def test_priming_packets_leave_with_the_agreement_where_the_slots_allow(loops: Any) -> None:
    """A float call's priming packets leave right behind its agreement packet when no
    slot's previous round used set 0 (docs/protocol.md, "Priming with the agreement"):
    every call of four chunks over four slots (each slot ends on set 1), none after a call
    that ended a slot on set 0 (six chunks over three slots: slots 1 and 2 take two
    chunks).  At K = 64 with two ranks the agreement carries slot 1's exponent, slot 0's
    rides in its header: slots 2.. prime.  Both loops send the same packets and count the
    same, and every sum is exact."""
    early: dict[int, list[int]] = {}

    def run(s: RecordingSwitch, slots: int, xs: list[list[Any]]) -> Any:
        per_rank = [[x[r] for x in xs] for r in range(2)]
        jobs = s.jobs(2, slots=slots)
        try:
            out = run_all(
                [
                    lambda j=j, c=c: [j.all_reduce(x) for x in c]
                    for j, c in zip(jobs, per_rank, strict=True)
                ]
            )
            early.setdefault(slots, []).extend(j.stats.early_primes for j in jobs)
            stats = _counts(jobs)
            return [np.concatenate(o) for o in out], stats
        finally:
            for j in jobs:
                j.close()

    for slots, chunks in ((5, 4), (4, 6)):  # 4 and 3 data slots (the last is the control)
        xs = [_whole_floats(2, 64 * chunks, seed) for seed in range(3)]
        reference, native = loops(lambda s, slots=slots, xs=xs: run(s, slots, xs))
        _check(reference, native)
        want = np.concatenate([x[0] + x[1] for x in xs])
        for r in (*reference[0][0], *native[0][0]):
            np.testing.assert_array_equal(r, want)
    assert early[5] == [3 * 2] * 4  # three calls of two (slots 2 and 3), each rank and loop
    assert early[4] == [1] * 4  # only the first call's slot 2: the slots were fresh


def test_no_data_leave_before_the_call_is_agreed(loops: Any) -> None:
    """Where the agreement packet of a rank is lost and its early priming packets are
    not, the priming rounds complete before the agreement round: no rank sends a data
    packet before the lost packet's resend completes the round, and the sums are exact."""
    xs = [_whole_floats(2, 64 * 4, seed) for seed in (7, 8)]
    control = 7  # the pool's last slot (slots=8)
    lost: list[bytes] = []

    def lose(p: bytes) -> bool:
        h = np.frombuffer(p[:HEADER_LEN], dtype=HEADER_DTYPE)[0] if len(p) >= HEADER_LEN else None
        first = not lost and h is not None and h["msg_type"] == MsgType.CONTRIB
        if first and h["rank"] == 1 and h["slot"] == control and h["seq"] == 1:
            lost.append(p)  # rank 1's agreement packet of the second call (round 1)
            return True
        return False

    def run(s: RecordingSwitch) -> Any:
        lost.clear()
        jobs = s.jobs(2, initial_rto=0.05)
        try:
            out = run_all(
                [lambda j=j, r=r: [j.all_reduce(x[r]) for x in xs] for r, j in enumerate(jobs)]
            )
            heads = _headers(s.packets)
            base = block_base(1)
            again = [
                i
                for i, h in enumerate(heads)
                if h is not None and h["rank"] == 1 and h["slot"] == control and h["seq"] == 1
            ]
            assert lost and len(again) >= 2, "rank 1's agreement packet was not lost and resent"
            primes = [i for i, h in enumerate(heads) if h is not None and h["seq"] == base]
            data = [i for i, h in enumerate(heads) if h is not None and h["seq"] == base + 1]
            # slots 2 and 3 prime (slot 0's and 1's exponents ride in the agreement): first
            assert len(primes) == 2 * 2 and max(primes) < again[1]
            assert len(data) >= 2 * 4 and min(data) > again[1]  # every data packet after
            stats = _counts(jobs)
            return [np.concatenate(o) for o in out], stats
        finally:
            for j in jobs:
                j.close()

    reference, native = loops(run, lose=lose)
    _check(reference, native)
    want = np.concatenate([x[0] + x[1] for x in xs])
    for r in (*reference[0][0], *native[0][0]):
        np.testing.assert_array_equal(r, want)


@pytest.mark.parametrize("ranks", [4, 8])
def test_exponent_fields_decode_as_the_reference_in_both_loops(loops: Any, ranks: int) -> None:
    """K = 256, nine chunks over nine slots, every chunk of every rank at its own scale:
    the agreement carries slots 1-8's first exponents at 4 ranks (no priming packet),
    slots 1-5's at 8 (slots 6-8 prime right behind it).  Each loop decodes the fields
    into the exponents the reference model takes (the max over the ranks, per chunk):
    the sums equal it bit for bit, and both loops send the same packets."""
    k, chunks = 256, 9
    rng = np.random.default_rng(ranks)
    scales = 2.0 ** rng.integers(-30, 30, (ranks, chunks))
    xs = [
        (rng.standard_normal((chunks, k)) * scales[r, :, None]).astype(np.float32).reshape(-1)
        for r in range(ranks)
    ]
    early: list[int] = []

    def run(s: RecordingSwitch) -> Any:
        jobs = s.jobs(ranks, slots=16, elems_per_packet=k)
        try:
            out = run_all([lambda j=j, x=x: j.all_reduce(x) for j, x in zip(jobs, xs, strict=True)])
            early.extend(j.stats.early_primes for j in jobs)
            stats = _counts(jobs)
            return out, stats
        finally:
            for j in jobs:
                j.close()

    reference, native = loops(run, elems=k)
    _check(reference, native)
    want = float_reference(xs, k).floats(chunks * k)
    for r in (*reference[0][0], *native[0][0]):
        np.testing.assert_array_equal(r.view(np.uint32), want.view(np.uint32))
    assert early == [0 if ranks == 4 else 3] * (2 * ranks)
