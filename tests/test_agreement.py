"""Call agreement (docs/protocol.md, "Call agreement"): the encoding, and mismatched,
refused, withdrawn and stalled calls between host-library ranks through the software
switch.  Every call either raises on every rank or returns the exact sum; no call
spoils a later one."""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Callable
from typing import Any

import ml_dtypes
import numpy as np
import pytest

from hostlib import AggregationJob, AggregationTimeout
from hostlib.agreement import CallMismatch, WithdrawnCallError
from hostlib.errors import PeerInputError
from hostlib.quantize import NonFiniteError
from hostlib.reference import float_reference
from p4rproto import agreement
from p4rproto.agreement import CallDescriptor, Collective, ReduceOp, dtype_code
from softswitch.udp import UdpSwitch
from tests.workers import make_jobs, run_all

K = 64


def desc(length: int = 1000, dtype: str = "float32", slots: int = 31) -> CallDescriptor:
    return CallDescriptor(Collective.ALL_REDUCE, ReduceOp.SUM, dtype_code(dtype), length, slots)


def summed(calls: list[CallDescriptor], refused: tuple[int, ...] = ()) -> np.ndarray:
    words = [
        agreement.encode(d, K, refused=r in refused, rank=r).astype(np.int64)
        for r, d in enumerate(calls)
    ]
    return np.sum(words, axis=0)


# -- the encoding ----------------------------------------------------------------------------
def test_agreeing_calls_decode_as_agreed() -> None:
    v = agreement.decode(summed([desc()] * 4), 4)
    assert v.agreed and v.refusals == 0 and v.totals["length"] == 4000
    assert len(set(v.fingerprints)) == 1 and len(v.fingerprints) == 4


@pytest.mark.parametrize(
    ("field", "other"),
    [
        ("length", desc(length=1001)),
        ("length", desc(length=1000 + (1 << 32))),  # only the top digit differs
        ("dtype", desc(dtype="int32")),
        ("slots", desc(slots=30)),
        ("op", CallDescriptor(Collective.ALL_REDUCE, ReduceOp.AVG, 1, 1000, 31)),
    ],
)
def test_any_differing_field_is_named(field: str, other: CallDescriptor) -> None:
    for n in (2, 3, 64):
        calls = [desc()] * (n - 1) + [other]
        v = agreement.decode(summed(calls), n)
        assert v.differing == (field,), (n, v)


def test_digits_that_cancel_in_the_sum_still_differ() -> None:
    """Lengths 1+3 and 2+2 have the same sum: the squares tell them apart."""
    a = summed([desc(length=1), desc(length=3)])
    b = summed([desc(length=2), desc(length=2)])
    assert agreement.decode(a, 2).differing == ("length",)
    assert agreement.decode(b, 2).agreed


def test_worst_case_sums_fit_int32() -> None:
    big = CallDescriptor(255, 255, 255, agreement.MAX_LENGTH, (1 << 24) - 1)
    words = agreement.encode(big, K).astype(np.int64) * 4096
    assert words.max() < 2**31


def test_refusals_are_counted_and_other_protocols_rejected() -> None:
    v = agreement.decode(summed([desc()] * 3, refused=(1, 2)), 3)
    assert v.agreed and v.refusals == 2
    with pytest.raises(agreement.AgreementError, match="not an agreement of 3 ranks"):
        agreement.decode(np.arange(K), 3)


def test_blocks_never_overlap_and_stay_newer_across_the_wrap() -> None:
    assert [agreement.span(r) for r in (0, 1, 65535, 65536, 65537, 3 * 65536)] == [1, 1, 1, 1, 3, 3]
    for a in (0, 1, 65534, 65535, 65536, 2**32 - 2):
        for rounds in (1, 65536, 65537):
            last = (agreement.block_base(a) + rounds - 1) % 2**32
            nxt = agreement.block_base(a + agreement.span(rounds))
            assert 0 < (nxt - last) % 2**32 < 2**31, (a, rounds)  # the next block is newer


def test_too_small_a_packet_is_refused() -> None:
    with pytest.raises(ValueError, match="needs K >="):
        agreement.encode(desc(), agreement.MIN_WORDS - 1)


# -- through the software switch ---------------------------------------------------------------
def exact(jobs: list[AggregationJob], seed: int, length: int = 3000) -> None:
    """An agreeing call on every rank: every result exact."""
    rng = np.random.default_rng(seed)
    inputs = [rng.standard_normal(length).astype(np.float32) for _ in jobs]
    out = run_all([lambda j=j, x=x: j.all_reduce(x) for j, x in zip(jobs, inputs, strict=True)])
    expected = float_reference(inputs, K).floats(length)
    for r in out:
        assert not isinstance(r, BaseException), r
        np.testing.assert_array_equal(r, expected)


def each(jobs: list[AggregationJob], inputs: list[Any]) -> list[Any]:
    return run_all([lambda j=j, x=x: j.all_reduce(x) for j, x in zip(jobs, inputs, strict=True)])


DTYPES = [np.float32, np.float16, ml_dtypes.bfloat16, np.int32, np.int64, np.float64]


def test_every_dtype_pair_raises_on_every_rank_and_spoils_nothing(soft_switch: UdpSwitch) -> None:
    jobs = make_jobs(soft_switch, 2, timeout=5.0)
    for i, (a, b) in enumerate(itertools.permutations(DTYPES, 2)):
        out = each(jobs, [np.ones(5000, a), np.ones(5000, b)])
        for r in out:
            assert isinstance(r, CallMismatch) and r.differing == ("dtype",), (a, b, r)
        exact(jobs, i)


@pytest.mark.parametrize("delta", [1, K, 10_000])
def test_lengths_off_raise_naming_both(soft_switch: UdpSwitch, delta: int) -> None:
    jobs = make_jobs(soft_switch, 3, timeout=5.0)
    n = 20_000
    out = each(jobs, [np.ones(n, np.int32), np.ones(n - delta, np.int32), np.ones(n, np.int32)])
    for r in out:
        assert isinstance(r, CallMismatch) and r.differing == ("length",), r
    assert "ranks by call: [0, 2] | [1]" in str(out[0])
    exact(jobs, 1)
    two = make_jobs(soft_switch, 2, job_id=2, slot_base=64, timeout=5.0)
    out = each(two, [np.ones(n, np.int32), np.ones(n - delta, np.int32)])
    assert f"length: {n} here, {n - delta} on the other rank" in str(out[0])
    exact(two, 2)


def test_a_rank_that_refuses_its_input_fails_the_call_everywhere(soft_switch: UdpSwitch) -> None:
    """A dtype the switch cannot carry (float64) on every rank, NaN on one: each rank
    raises (its own error, or PeerInputError), no data is sent, the next call is exact."""
    jobs = make_jobs(soft_switch, 3, timeout=5.0)
    sent = [j.stats.packets_sent for j in jobs]
    out = each(jobs, [np.ones(1000, np.float64)] * 3)
    assert all(isinstance(r, TypeError) for r in out), out
    bad = [np.ones(1000, np.float32) for _ in jobs]
    bad[1][7] = np.nan
    out = each(jobs, bad)
    assert isinstance(out[1], NonFiniteError) and "element 7" in str(out[1])
    assert isinstance(out[0], PeerInputError) and isinstance(out[2], PeerInputError)
    assert [j.stats.packets_sent - s for j, s in zip(jobs, sent, strict=True)] == [2, 2, 2]
    exact(jobs, 3)


def test_a_withdrawn_call_retried_runs_with_the_late_rank(soft_switch: UdpSwitch) -> None:
    """Rank 0 gives up waiting for rank 1 and retries the same call while rank 1 arrives:
    the retry pairs with rank 1's call, exact."""
    jobs = make_jobs(soft_switch, 2, timeout=0.4, initial_rto=0.02, min_rto=0.01)
    x = [np.arange(5000, dtype=np.int32) * (r + 1) for r in range(2)]
    with pytest.raises(AggregationTimeout, match="agreement round"):
        jobs[0].all_reduce(x[0])
    out = each(jobs, x)
    for r in out:
        np.testing.assert_array_equal(r, x[0] + x[1])
    exact(jobs, 4)


def test_a_call_made_alone_then_agreeing_calls(soft_switch: UdpSwitch) -> None:
    """Rank 0 makes a call rank 1 skips (it times out), rank 1 later makes a different
    call alone (it completes the old round: a mismatch, or it runs into rank 0's withdrawn
    call and times out): then every agreeing call is exact."""
    jobs = make_jobs(soft_switch, 2, timeout=0.4, initial_rto=0.02, min_rto=0.01)
    with pytest.raises(AggregationTimeout):
        jobs[0].all_reduce(np.ones(640, np.float32))
    with pytest.raises(AggregationTimeout):  # agreed with rank 0's withdrawn call, then alone
        jobs[1].all_reduce(np.ones(640, np.float32))
    exact(jobs, 5)
    with pytest.raises(AggregationTimeout):
        jobs[1].all_reduce(np.ones(100, np.int32))
    with pytest.raises(CallMismatch):  # rank 0 completes rank 1's withdrawn round
        jobs[0].all_reduce(np.ones(101, np.int32))
    exact(jobs, 6)


def stalled_run(
    jobs: list[AggregationJob], calls: int, stall: Callable[[int, int], float]
) -> list[list[Any]]:
    """Each rank makes ``calls`` agreeing int32 calls in a loop of its own, sleeping
    ``stall(rank, i)`` seconds before call ``i``; every outcome, per rank."""
    outcomes: list[list[Any]] = [[] for _ in jobs]

    def loop(r: int) -> None:
        for i in range(calls):
            time.sleep(stall(r, i))
            x = np.full(4000, i + 1, dtype=np.int32) * (r + 1)
            try:
                outcomes[r].append(jobs[r].all_reduce(x))
            except (AggregationTimeout, PeerInputError, WithdrawnCallError, CallMismatch) as exc:
                outcomes[r].append(exc)

    threads = [threading.Thread(target=loop, args=(r,)) for r in range(len(jobs))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return outcomes


def test_a_stalled_rank_fails_some_calls_then_the_ranks_pair_again(
    soft_switch: UdpSwitch,
) -> None:
    """Rank 1 stops for 2.5 timeouts before its third call (of 10).  Rank 0's calls meanwhile
    time out; then the ranks pair their calls again, in the order they agree on them: every
    sum either rank returns is the sum of one call of each rank (rank 0's call i adds i+1,
    rank 1's call j adds 2(j+1)), both ranks return the same sums in the same order, and
    the calls after the stall succeed (all but those left without a partner at the end)."""
    timeout = 0.8  # generous: a spurious timeout on a busy machine would shift the pairing
    jobs = make_jobs(soft_switch, 2, timeout=timeout, initial_rto=0.02, min_rto=0.01)
    outcomes = stalled_run(jobs, 10, lambda r, i: 2.5 * timeout if (r, i) == (1, 2) else 0.0)
    pairs = []
    for i, got in enumerate(outcomes[0]):
        if isinstance(got, np.ndarray):
            assert (got == got[0]).all()
            j, odd = divmod(int(got[0]) - (i + 1), 2)
            assert odd == 0 and 1 <= j <= 10, (i, got[0])
            pairs.append((i, j - 1))
    sums0 = [int(g[0]) for g in outcomes[0] if isinstance(g, np.ndarray)]
    sums1 = [int(g[0]) for g in outcomes[1] if isinstance(g, np.ndarray)]
    assert sums0 == sums1, outcomes
    returned1 = [g for g in outcomes[1] if isinstance(g, np.ndarray)]
    for (_, j), got in zip(pairs, returned1, strict=True):
        assert outcomes[1][j] is got  # rank 1 returned it at its call j
    offsets = {i - j for i, j in pairs if j >= 2}
    assert len(offsets) == 1, pairs  # after the stall one pairing holds
    assert len(pairs) >= 6, outcomes
