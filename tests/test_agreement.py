"""Call agreement (docs/protocol.md, "Call agreement"): the encoding, small calls summed
exactly inside their agreement packet, and mismatched, refused, withdrawn, retried and
stalled calls between host-library ranks through the software switch.  Every call
either raises on every rank that made it or returns the exact sum of that call of every
rank; no call ever pairs with another call, and none spoils a later one."""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from typing import Any

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hostlib import AggregationJob, AggregationTimeout
from hostlib.agreement import CallMismatch, RetryMismatch
from hostlib.errors import (
    AggregationOverflow,
    BroadcastRootError,
    PeerInputError,
    PeerRefusedError,
    WithdrawnCallError,
)
from hostlib.quantize import NonFiniteError
from hostlib.reference import float_reference
from p4rproto import agreement
from p4rproto.agreement import CallDescriptor, Collective, Dtype, Layout, ReduceOp, Wire
from softswitch.udp import UdpSwitch
from tests.workers import make_jobs, run_all

K = 64


def desc(
    length: int = 1000, dtype: Dtype = Dtype.FLOAT32, slots: int = 31, call: int = 5
) -> CallDescriptor:
    return CallDescriptor(Collective.ALL_REDUCE, ReduceOp.SUM, dtype, length, slots, call)


def summed(calls: list[CallDescriptor], refused: tuple[int, ...] = (), k: int = K) -> np.ndarray:
    layout = Layout(k, len(calls))
    words = [
        agreement.encode(d, layout, refused=r in refused, rank=r).astype(np.int64)
        for r, d in enumerate(calls)
    ]
    return np.sum(words, axis=0)


# -- the encoding ----------------------------------------------------------------------------
def test_agreeing_calls_decode_as_agreed() -> None:
    v = agreement.decode(summed([desc()] * 4), Layout(K, 4))
    assert v.agreed and v.refusals == 0 and v.totals["length"] == 4000
    assert len(set(v.fingerprints)) == 1 and len(v.fingerprints) == 4
    assert v.call() == desc() and v.holds(desc()) and not v.holds(desc(call=6))


def test_fingerprints_tell_calls_apart() -> None:
    """A call's fingerprint (a cached digest of its fields, mixed with its number) differs
    for every number of one call, and between calls that differ in a field."""
    numbers = list(range(20_000)) + list(range((1 << 24) - 20_000, 1 << 24))
    assert len({desc(call=n).fingerprint() for n in numbers}) == len(numbers)
    others = {desc(length=n).fingerprint() for n in range(1, 2001)}
    others |= {desc(dtype=d).fingerprint() for d in Dtype}
    assert len(others) >= 2000 + len(Dtype) - 2  # at most a collision or two in 31 bits
    assert all(0 <= f < 1 << 31 for f in others)


@pytest.mark.parametrize(
    ("field", "other"),
    [
        ("length", desc(length=1001)),
        ("length", desc(length=1000 + (1 << 24))),  # only the top digit differs
        ("element", desc(dtype=Dtype.INT32)),
        ("element", replace(desc(), wire=Wire.INT16)),
        ("slots", desc(slots=30)),
        ("op", CallDescriptor(Collective.ALL_REDUCE, ReduceOp.AVG, 1, 1000, 31, 5)),
        ("call", desc(call=6)),  # the next call: never summed with this one
        ("call", desc(call=5 + (1 << 16))),  # only the top digit of the number differs
        ("kind", CallDescriptor(Collective.ALL_REDUCE, ReduceOp.SUM, 1, 1000, 31, 5, route=1)),
        ("kind", CallDescriptor(Collective.BROADCAST, ReduceOp.SUM, 1, 1000, 31, 5)),
        ("detail", CallDescriptor(Collective.ALL_REDUCE, ReduceOp.SUM, 1, 1000, 31, 5, detail=2)),
    ],
)
def test_any_differing_field_is_named(field: str, other: CallDescriptor) -> None:
    for n in (2, 3, 64):
        calls = [desc()] * (n - 1) + [other]
        v = agreement.decode(summed(calls, k=256), Layout(256, n))
        assert v.differing == (field,), (n, v)


def test_digits_that_cancel_in_the_sum_still_differ() -> None:
    """Lengths 1+3 and 2+2 have the same sum: the squares tell them apart; so do call
    numbers 4+6 against 5+5."""
    a = summed([desc(length=1), desc(length=3)])
    b = summed([desc(length=2), desc(length=2)])
    assert agreement.decode(a, Layout(K, 2)).differing == ("length",)
    assert agreement.decode(b, Layout(K, 2)).agreed
    c = summed([desc(call=4), desc(call=6)])
    assert agreement.decode(c, Layout(K, 2)).differing == ("call",)


def test_worst_case_sums_fit_int32() -> None:
    big = CallDescriptor(127, 255, 255, agreement.MAX_LENGTH, 0xFFFF, 0xFFFFFF, 1, 0xFFFF)
    words = agreement.encode(big, Layout(K, 4096, one_level=False)).astype(np.int64) * 4096
    assert words.max() < 2**31


def test_refusals_are_counted_and_other_protocols_rejected() -> None:
    v = agreement.decode(summed([desc()] * 3, refused=(1, 2)), Layout(K, 3))
    assert v.agreed and v.refusals == 2
    with pytest.raises(agreement.AgreementError, match="not an agreement of 3 ranks"):
        agreement.decode(np.arange(K), Layout(K, 3))


def test_blocks_never_overlap_and_stay_newer_across_the_wrap() -> None:
    assert [agreement.span(r) for r in (0, 1, 65535, 65536, 65537, 3 * 65536)] == [1, 1, 1, 1, 3, 3]
    for a in (0, 1, 65534, 65535, 65536, 2**32 - 2):
        for rounds in (1, 65536, 65537):
            last = (agreement.block_base(a) + rounds - 1) % 2**32
            nxt = agreement.block_base(a + agreement.span(rounds))
            assert 0 < (nxt - last) % 2**32 < 2**31, (a, rounds)  # the next block is newer


def test_too_small_a_packet_is_refused_and_k32_still_agrees() -> None:
    with pytest.raises(ValueError, match="needs K >="):
        Layout(agreement.MIN_WORDS - 1, 2)
    assert agreement.MIN_WORDS <= 32  # the smallest K a P4 switch is built for
    v = agreement.decode(summed([desc(), desc(length=7)], k=32), Layout(32, 2))
    assert v.differing == ("length",)


def test_the_layout_gives_small_calls_the_words_after_the_fingerprints() -> None:
    two = Layout(256, 2)
    assert two.fingerprints == 2 and two.data_word == agreement.RANK_WORDS + 2
    many = Layout(256, agreement.MAX_FINGERPRINTS + 1)
    assert many.fingerprints == 0 and many.data_word == agreement.RANK_WORDS
    assert Layout(64, 3, one_level=False).fingerprints == 0
    per = agreement.exact_words_per_element(2)
    assert agreement.inline_capacity(two, desc(dtype=Dtype.FLOAT32)) == two.data_words // per
    assert agreement.inline_capacity(two, desc(dtype=Dtype.INT64)) == two.data_words
    assert agreement.inline_capacity(two, desc(dtype=Dtype.FLOAT64)) == 0  # not switchable
    gloo = CallDescriptor(Collective.ALL_REDUCE, ReduceOp.SUM, 1, 1, 31, 0, route=1)
    assert agreement.inline_capacity(two, gloo) == 0


def _round_exact(total: Fraction) -> np.float32:
    """The float32 nearest to ``total`` (ties to an even significand; beyond the largest
    float32 by half an ulp or more: infinity), found without the code under test."""
    top = Fraction(2**128 - 2**103)  # halfway between the largest float32 and 2**128
    if abs(total) >= top:
        return np.float32(np.inf if total > 0 else -np.inf)
    with np.errstate(over="ignore"):
        guess = np.float32(float(total))
    if not np.isfinite(guess):
        guess = np.copysign(np.finfo(np.float32).max, float(total)).astype(np.float32)
    with np.errstate(over="ignore"):
        cands = [guess, *(np.nextafter(guess, np.float32(d)) for d in (-np.inf, np.inf))]
    cands = [c for c in cands if np.isfinite(c)]

    def key(c: np.float32) -> tuple[Fraction, int]:
        return abs(Fraction(float(c)) - total), int(np.float32(c).view(np.uint32)) & 1

    return np.float32(min(cands, key=key))


finite32 = st.floats(width=32, allow_nan=False, allow_infinity=False)


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 70), st.data())
def test_exact_float_digits_sum_to_the_correctly_rounded_exact_sum(ranks: int, data: Any) -> None:
    """Each rank's float32 values as exact digits; the word-by-word int32 sum of every rank's
    digits never saturates and decodes to the exact sum rounded once to float32."""
    length = data.draw(st.integers(1, 4))
    xs = [
        np.array(data.draw(st.lists(finite32, min_size=length, max_size=length)), np.float32)
        for _ in range(ranks)
    ]
    per = agreement.exact_words_per_element(ranks)
    rows = []
    for x in xs:
        row = np.zeros((length, per), np.int32)
        agreement.encode_exact_floats(x, ranks, row)
        rows.append(row.astype(np.int64))
    total = np.sum(rows, axis=0)
    assert np.abs(total).max() < 2**31  # what the switch adds fits its int32 words
    got = agreement.decode_exact_floats(total, ranks)
    for i in range(length):
        exact = sum((Fraction(float(x[i])) for x in xs), Fraction(0))
        want = _round_exact(exact)
        assert got[i] == want, (i, got[i], want)


def test_exact_digits_keep_extremes() -> None:
    tiny, big = np.float32(2.0**-149), np.finfo(np.float32).max
    for x, n in ((np.array([tiny, -tiny, big, -big, 0.0], np.float32), 2),):
        per = agreement.exact_words_per_element(n)
        row = np.zeros((len(x), per), np.int32)
        agreement.encode_exact_floats(x, n, row)
        with np.errstate(over="ignore"):  # the largest float32 doubled: infinity
            np.testing.assert_array_equal(agreement.decode_exact_floats(row * 2, n), x * 2)


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
            assert isinstance(r, CallMismatch) and r.differing == ("element",), (a, b, r)
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
    raises (its own error, or PeerInputError), no data is sent (the agreement packet, and
    from the ranks that do not refuse their input the priming packets that left with it:
    exponents and zeros), the next call is exact."""
    jobs = make_jobs(soft_switch, 3, timeout=5.0)
    sent = [j.stats.packets_sent - j.stats.early_primes for j in jobs]
    out = each(jobs, [np.ones(1000, np.float64)] * 3)
    assert all(isinstance(r, TypeError) for r in out), out
    bad = [np.ones(1000, np.float32) for _ in jobs]
    bad[1][7] = np.nan
    out = each(jobs, bad)
    assert isinstance(out[1], NonFiniteError) and "element 7" in str(out[1])
    assert isinstance(out[0], PeerInputError) and isinstance(out[2], PeerInputError)
    sent_now = [j.stats.packets_sent - j.stats.early_primes for j in jobs]
    assert [a - b for a, b in zip(sent_now, sent, strict=True)] == [2, 2, 2]
    # 16 chunks over 16 slots: slot 0's exponent in the header, slot 1's in the fields
    assert [j.stats.early_primes for j in jobs] == [14, 0, 14]
    exact(jobs, 3)


def test_small_calls_ride_in_the_agreement_and_sum_exactly(soft_switch: UdpSwitch) -> None:
    """Calls that fit the agreement packet take one round trip (one packet per rank) and
    their float sum is exact before its one rounding; integers are exact and saturation
    is flagged; larger calls send data rounds."""
    jobs = make_jobs(soft_switch, 3, timeout=5.0)
    layout = Layout(K, 3)
    fits = agreement.inline_capacity(layout, desc())
    rng = np.random.default_rng(11)
    for length in (0, 1, fits):
        xs = [
            (rng.standard_normal(length) * 10.0 ** rng.integers(-30, 30)).astype(np.float32)
            for _ in jobs
        ]
        sent = [j.stats.packets_sent for j in jobs]
        out = each(jobs, xs)
        want = np.array(
            [
                _round_exact(sum((Fraction(float(x[i])) for x in xs), Fraction(0)))
                for i in range(length)
            ],
            np.float32,
        )
        for r in out:
            np.testing.assert_array_equal(r, want)
        assert [j.stats.packets_sent - s for j, s in zip(jobs, sent, strict=True)] == [1, 1, 1]
    big = [np.full(2, 2**30, np.int32)] * 3
    assert all(isinstance(r, AggregationOverflow) for r in each(jobs, big))
    exact(jobs, 12)


def plain_calls(job: AggregationJob) -> list[bool]:
    """Record, per call of ``job``, whether it ran as a plain small call (in one C call)."""
    taken: list[bool] = []
    general = job._plain_small_call

    def spy(request: Any) -> Any:
        got = general(request)
        taken.append(got is not None)
        return got

    job._plain_small_call = spy  # type: ignore[method-assign]
    return taken


@pytest.mark.parametrize("dtype", [np.float32, np.int32])
def test_a_plain_small_call_sends_what_the_general_path_sends(
    soft_switch: UdpSwitch, dtype: type
) -> None:
    """Rank 0's small calls run in one C call, rank 1's through the general path (the
    Python reference): they agree on every call (any word of the description, number or
    fingerprint written otherwise would be a mismatch), and both return the exact sum."""
    jobs = make_jobs(soft_switch, 2, timeout=5.0)
    exact(jobs, 13)  # (the first call joins the job: the general path)
    taken = plain_calls(jobs[0])
    jobs[1]._plain_small_call = lambda request: None  # type: ignore[method-assign]
    fits = agreement.inline_capacity(Layout(K, 2), desc(dtype=Dtype.of_numpy(np.dtype(dtype))))
    rng = np.random.default_rng(21)
    for i, length in enumerate([1, 2, fits - 1, fits, 1, 3]):
        if dtype is np.float32:
            scale = 10.0 ** rng.integers(-44, 37, (2, length))
            xs = list((rng.standard_normal((2, length)) * scale).astype(np.float32))
            want = [
                _round_exact(Fraction(float(xs[0][e])) + Fraction(float(xs[1][e])))
                for e in range(length)
            ]
        else:
            xs = list(rng.integers(-(2**30), 2**30, (2, length), dtype=np.int32))
            want = list(xs[0] + xs[1])
        number = 5 + i if i % 2 else (1 << 24) - 20 + 3 * i  # given numbers, up to 2**24
        out = run_all(
            [
                lambda j=j, x=x, n=number: j.all_reduce(x, call=n)
                for j, x in zip(jobs, xs, strict=True)
            ]
        )
        for r in out:
            np.testing.assert_array_equal(r, np.array(want, dtype))
    assert taken == [True] * 6
    if dtype is np.int32:  # a saturated sum raises on both paths
        big = [np.full(2, 2**30, np.int32)] * 2
        assert all(isinstance(r, AggregationOverflow) for r in each(jobs, big))
    exact(jobs, 14)


@pytest.mark.parametrize("length", [1, 5000])
def test_a_call_waits_for_its_agreement_as_long_as_the_last_rank_takes(
    soft_switch: UdpSwitch, length: int
) -> None:
    """``JobStats.agreement_wait``: the rank that comes first waits for the late one; the
    late one waits a round trip, what agreeing adds to a call.  (A small call's C loop
    returns to Python several times meanwhile, and the call goes on from there.)"""
    jobs = make_jobs(soft_switch, 2, timeout=5.0)
    each(jobs, [np.ones(length, np.float32)] * 2)  # (the first call joins the job)
    taken = plain_calls(jobs[0])
    x = np.ones(length, np.float32)
    before = [j.stats.agreement_wait for j in jobs]

    def late() -> Any:
        time.sleep(0.3)
        return jobs[1].all_reduce(x)

    out = run_all([lambda: jobs[0].all_reduce(x), late])
    waits = [j.stats.agreement_wait - b for j, b in zip(jobs, before, strict=True)]
    assert waits[0] >= 0.25 and waits[1] < 0.2, waits
    for r in out:
        np.testing.assert_array_equal(r, np.full(length, 2, np.float32))
    assert taken == [length == 1]


def test_a_withdrawn_call_retried_runs_with_the_late_rank(soft_switch: UdpSwitch) -> None:
    """Rank 0 gives up waiting for rank 1 and retries the same call, giving its number,
    while rank 1 arrives: the retry pairs with rank 1's call, exact."""
    jobs = make_jobs(soft_switch, 2, timeout=0.4, initial_rto=0.02, min_rto=0.01)
    x = [np.arange(5000, dtype=np.int32) * (r + 1) for r in range(2)]
    with pytest.raises(AggregationTimeout, match="agreement round"):
        jobs[0].all_reduce(x[0])
    out = run_all([lambda: jobs[0].all_reduce(x[0], call=0), lambda: jobs[1].all_reduce(x[1])])
    for r in out:
        np.testing.assert_array_equal(r, x[0] + x[1])
    exact(jobs, 4)


def test_a_withdrawn_call_is_never_paired_with_the_next(soft_switch: UdpSwitch) -> None:
    """Rank 0 gives call 0 up and makes call 1 (same description) while rank 1 arrives
    with call 0: rank 0 answers call 0 with void data (rank 1 raises WithdrawnCallError
    at once) instead of summing its call 1 into rank 1's call 0; then the ranks' calls 1
    pair, exact."""
    jobs = make_jobs(soft_switch, 2, timeout=0.6, initial_rto=0.02, min_rto=0.01)
    x = [np.full(5000, r + 1, dtype=np.int32) for r in range(2)]
    with pytest.raises(AggregationTimeout, match="agreement round"):
        jobs[0].all_reduce(x[0])

    def late() -> list[Any]:
        time.sleep(0.2)  # rank 0 is waiting in call 1 for call 0's round by now
        return [*run_all([lambda: jobs[1].all_reduce(x[1])]), jobs[1].all_reduce(x[1] * 10)]

    out = run_all([lambda: jobs[0].all_reduce(x[0] * 10), late])
    assert isinstance(out[1][0], WithdrawnCallError), out
    for got in (out[0], out[1][1]):
        np.testing.assert_array_equal(got, (x[0] + x[1]) * 10)  # call 1 with call 1
    exact(jobs, 5)


def test_a_retry_must_be_the_same_call(soft_switch: UdpSwitch) -> None:
    """A call that gives the number of the withdrawn call but another length does not
    run as its retry: the withdrawn try is answered as given up (rank 1's call 0 raises),
    the retry raises RetryMismatch, and the next calls are exact."""
    jobs = make_jobs(soft_switch, 2, timeout=0.4, initial_rto=0.02, min_rto=0.01)
    with pytest.raises(AggregationTimeout):
        jobs[0].all_reduce(np.ones(700, np.int32))

    def late() -> Any:
        time.sleep(0.1)
        return jobs[1].all_reduce(np.ones(700, np.int32))

    out = run_all([lambda: jobs[0].all_reduce(np.ones(701, np.int32), call=0), late])
    assert isinstance(out[0], RetryMismatch) and "retries the call" in str(out[0]), out
    assert isinstance(out[1], WithdrawnCallError | AggregationTimeout), out
    assert jobs[0].next_call == jobs[1].next_call == 1
    exact_from(jobs, 1, 7)


@pytest.mark.parametrize(
    ("length", "dtype", "joined"),
    [
        (5000, np.int32, False),  # data rounds
        (5000, np.float32, True),
        (3, np.int32, False),  # rides in the agreement: the general path
        (3, np.float32, True),  # a plain small call: its round in one C call
    ],
)
def test_a_retry_with_other_data_raises_and_sums_only_what_was_given(
    soft_switch: UdpSwitch, length: int, dtype: type, joined: bool
) -> None:
    """Rank 0's call times out and it retries the call (its number) with other data of
    the same shape while rank 1 arrives: the retry raises RetryMismatch, never a sum of
    its new data.  A call with data rounds fails on rank 1 too (void data, or its
    timeout); a small call's data rode in the round rank 1 completes, so rank 1 holds
    the exact sum of the data both ranks gave for that call.  Later calls exact."""
    jobs = make_jobs(soft_switch, 2, timeout=0.4, initial_rto=0.02, min_rto=0.01)
    if joined:
        exact_from(jobs, 0, 3)
    first = jobs[0].next_call
    x0 = (np.arange(length) % 7 + 1).astype(dtype)
    y = (np.arange(length) % 5 * 3).astype(dtype)
    with pytest.raises(AggregationTimeout, match="agreement round"):
        jobs[0].all_reduce(x0)

    def late() -> Any:
        time.sleep(0.1)
        return jobs[1].all_reduce(y)

    out = run_all([lambda: jobs[0].all_reduce(x0 * 2, call=first), late])
    assert isinstance(out[0], RetryMismatch) and "data differ" in str(out[0]), out
    if length == 3:  # rode in the agreement packet
        np.testing.assert_array_equal(out[1], x0 + y)
    else:
        assert isinstance(out[1], WithdrawnCallError | AggregationTimeout), out
    assert jobs[0].next_call == jobs[1].next_call == first + 1
    exact_from(jobs, first + 1, 9)


def test_a_retry_with_the_same_data_in_a_new_array_runs(soft_switch: UdpSwitch) -> None:
    """The data are compared, not the arrays: a retry with an equal copy pairs with the
    late rank's call, exact."""
    jobs = make_jobs(soft_switch, 2, timeout=0.4, initial_rto=0.02, min_rto=0.01)
    x0 = np.linspace(-3, 3, 5000, dtype=np.float32)
    with pytest.raises(AggregationTimeout, match="agreement round"):
        jobs[0].all_reduce(x0)
    out = run_all([lambda: jobs[0].all_reduce(x0.copy(), call=0), lambda: jobs[1].all_reduce(x0)])
    for r in out:
        assert not isinstance(r, BaseException), r
        np.testing.assert_array_equal(r, float_reference([x0, x0], K).floats(5000))


@pytest.mark.parametrize(
    ("call", "error", "words"),
    [
        (1.0, TypeError, "not float 1.0"),
        ("3", TypeError, "not str"),
        (True, TypeError, "not a bool"),
        (-1, ValueError, "not -1"),
        (1 << 24, ValueError, f"not {1 << 24}"),
    ],
)
def test_a_call_number_is_an_int_below_2_24(
    soft_switch: UdpSwitch, call: object, error: type, words: str
) -> None:
    """``call=`` takes an int (numpy's too, as a Python int: a uint8 does not wrap the
    job's count at 256) and refuses anything else before any packet, counting nothing."""
    jobs = make_jobs(soft_switch, 2, timeout=5.0)
    with pytest.raises(error, match=words):
        jobs[0].all_reduce(np.ones(3, np.int32), call=call)  # type: ignore[arg-type]
    assert jobs[0].next_call == 0 and jobs[0].stats.packets_sent == 0
    out = run_all(
        [lambda j=j: j.all_reduce(np.ones(3, np.int32), call=np.uint8(255)) for j in jobs]
    )
    for r in out:
        np.testing.assert_array_equal(r, np.full(3, 2, np.int32))
    assert [j.next_call for j in jobs] == [256, 256]
    assert all(type(j.next_call) is int for j in jobs)


def test_an_agreement_alone_runs_in_one_native_call_and_agrees_with_the_general_path(
    soft_switch: UdpSwitch,
) -> None:
    """Rank 0's agreements without data (``AggregationJob.agree``, what a collective that
    Gloo serves makes) run in one C call, rank 1's through the general path: every field
    and number agrees (one word written otherwise would be a mismatch), one packet each;
    a differing call and a refused one raise on both ranks, as there; later calls exact."""
    jobs = make_jobs(soft_switch, 2, timeout=5.0)
    exact(jobs, 31)  # (the first call joins the job)
    taken: list[bool] = []
    native = jobs[0]._plain_agreement

    def spy(desc: CallDescriptor) -> bool:
        try:
            taken.append(native(desc))
        except Exception:
            taken.append(True)  # it ran, and raised what its round said
            raise
        return taken[-1]

    jobs[0]._plain_agreement = spy  # type: ignore[method-assign]
    jobs[1]._plain_agreement = lambda desc: False  # type: ignore[method-assign]

    def both(*calls: Callable[[AggregationJob], None]) -> list[Any]:
        return run_all([lambda j=j, c=c: c(j) for j, c in zip(jobs, calls, strict=True)])

    kinds = [
        dict(length=1, dtype=Dtype.FLOAT32, detail=0x1201),
        dict(length=(1 << 24) - 1, dtype=Dtype.INT64, op=ReduceOp.MAX, detail=7),
        dict(),
    ]
    for i, (collective, kind) in enumerate(
        itertools.product((Collective.BROADCAST, Collective.BARRIER), kinds)
    ):
        sent = [j.stats.packets_sent for j in jobs]
        number = None if i % 2 else (1 << 24) - 20 + i  # given numbers, up to 2**24
        agreed = both(*[lambda j, c=collective, k=kind, n=number: j.agree(c, call=n, **k)] * 2)
        assert agreed == [None, None]
        assert [j.stats.packets_sent - s for j, s in zip(jobs, sent, strict=True)] == [1, 1]
    assert taken == [True] * 6
    differ = both(
        lambda j: j.agree(Collective.BROADCAST, length=5),
        lambda j: j.agree(Collective.BROADCAST, length=6),
    )
    assert all(isinstance(r, CallMismatch) and r.differing == ("length",) for r in differ)
    refusal = ValueError("rank 1 refuses its call")
    refused = both(
        lambda j: j.agree(Collective.ALL_GATHER, length=3),
        lambda j: j.agree(Collective.ALL_GATHER, length=3, refused=refusal),
    )
    assert isinstance(refused[0], PeerRefusedError) and refused[1] is refusal
    assert taken == [True] * 8, taken
    exact(jobs, 32)


def exact_from(jobs: list[AggregationJob], call: int, seed: int) -> None:
    """Every rank's call ``call`` agreeing: exact everywhere (ranks in step again)."""
    rng = np.random.default_rng(seed)
    inputs = [rng.integers(-(2**20), 2**20, 3000).astype(np.int32) for _ in jobs]
    out = run_all(
        [lambda j=j, x=x: j.all_reduce(x, call=call) for j, x in zip(jobs, inputs, strict=True)]
    )
    for r in out:
        assert not isinstance(r, BaseException), r
        np.testing.assert_array_equal(r, np.sum(inputs, axis=0))


def test_a_call_made_alone_then_agreeing_calls(soft_switch: UdpSwitch) -> None:
    """Rank 0 makes a call rank 1 skips (it times out), rank 1 later makes the same call
    alone (it completes the old round, then waits alone for the data, and times out):
    then every agreeing call is exact.  Then rank 1 makes a call alone and rank 0 makes
    another call of the same number: a mismatch, and then exact calls again."""
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
    jobs: list[AggregationJob],
    calls: int,
    stall: Callable[[int, int], float],
    *,
    data: bool,
    length: int = 4000,
) -> list[list[Any]]:
    """Each rank makes ``calls`` agreeing int32 calls of ``length`` elements in a loop of
    its own (call ``i`` of rank ``r`` holds ``(i + 1) * (r + 1)``), stopping
    ``stall(rank, i)`` seconds in call ``i``: before it (``data=False``: the others wait in
    its agreement round) or in its data rounds (``data=True``: from the progress
    callback).  Every outcome, per rank."""
    outcomes: list[list[Any]] = [[] for _ in jobs]

    def loop(r: int) -> None:
        for i in range(calls):
            pause = stall(r, i)
            if pause and not data:
                time.sleep(pause)
            stopped = [False]

            def progress(_: int, pause: float = pause, stopped: list[bool] = stopped) -> None:
                if pause and not stopped[0]:
                    stopped[0] = True
                    time.sleep(pause)

            # A data stall needs a call long enough to report progress before its end.
            x = np.full(400_000 if data else length, i + 1, dtype=np.int32) * (r + 1)
            try:
                outcomes[r].append(jobs[r].all_reduce(x, progress if data else None))
            except (AggregationTimeout, PeerInputError, WithdrawnCallError, CallMismatch) as exc:
                outcomes[r].append(exc)

    threads = [threading.Thread(target=loop, args=(r,)) for r in range(len(jobs))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return outcomes


@pytest.mark.parametrize("where", ["agreement", "small", "data"])
def test_a_stalled_rank_costs_calls_never_a_wrong_sum(soft_switch: UdpSwitch, where: str) -> None:
    """Rank 1 stops for 1.5 timeouts at its third call (of 10), before it (rank 0 waits in
    the agreement round; "small": of calls that ride in it) or in its data rounds.  Rank 0
    gives calls up and goes on, as a training loop that catches the error would.  No call
    returns a wrong sum: each one returns the sum of that call of both ranks (3 (i + 1))
    or raises a named error; the late calls raise on both ranks, and the calls after the
    stall are exact on both (as each rank's calls are where the round is the call and the
    late rank completes it)."""
    timeout = 0.8
    jobs = make_jobs(soft_switch, 2, timeout=timeout, initial_rto=0.02, min_rto=0.01)
    outcomes = stalled_run(
        jobs,
        10,
        lambda r, i: 1.5 * timeout if (r, i) == (1, 2) else 0.0,
        data=where == "data",
        length=4 if where == "small" else 4000,
    )
    for r, per_rank in enumerate(outcomes):
        for i, got in enumerate(per_rank):
            if isinstance(got, np.ndarray):
                assert (got == 3 * (i + 1)).all(), (r, i, got[:3])  # this call, both ranks
    failed = [[i for i, g in enumerate(o) if not isinstance(g, np.ndarray)] for o in outcomes]
    # The stall cost calls on both ranks; but where the round is the call ("small"), the
    # late rank completes it with rank 0's withdrawn packet: the sum of that call of both.
    assert failed[0] and (failed[1] or where == "small"), failed
    last = max(failed[0] + failed[1])
    assert last <= 5, (failed, outcomes)  # in step again soon after the stall
    for per_rank in outcomes:
        assert all(isinstance(g, np.ndarray) for g in per_rank[last + 1 :])


def test_a_long_stall_leaves_the_ranks_out_of_step_never_wrong(soft_switch: UdpSwitch) -> None:
    """A stall of 3.5 timeouts: rank 0 gives up three calls while rank 1 makes one of them
    late, so their call numbers differ from then on: every later call raises CallMismatch
    naming the call numbers (as Gloo's calls fail after a timeout), none returns a sum."""
    timeout = 0.5
    jobs = make_jobs(soft_switch, 2, timeout=timeout, initial_rto=0.02, min_rto=0.01)
    outcomes = stalled_run(
        jobs, 8, lambda r, i: 3.5 * timeout if (r, i) == (1, 2) else 0.0, data=False
    )
    for r, per_rank in enumerate(outcomes):
        for i, got in enumerate(per_rank):
            if isinstance(got, np.ndarray):
                assert (got == 3 * (i + 1)).all(), (r, i, got[:3])
    for per_rank in outcomes:
        assert not any(isinstance(g, np.ndarray) for g in per_rank[3:]), per_rank
        named = [g for g in per_rank if isinstance(g, CallMismatch) and "call" in g.differing]
        assert len(named) >= 2, per_rank  # told why: the ranks are at different calls


def test_exact_digits_of_many_values_match_those_of_few() -> None:
    """The vectorized encoding (many values) writes the same digits as the scalar one."""
    rng = np.random.default_rng(3)
    bits = rng.integers(0, 2**32, 200, dtype=np.uint64).astype(np.uint32)
    x = bits.view(np.float32)
    x = np.concatenate([x[np.isfinite(x)], np.float32([0.0, -0.0, 2.0**-149, 3e38, -1.5])])
    for ranks in (2, 5, 4096):
        per = agreement.exact_words_per_element(ranks)
        many = np.zeros((len(x), per), np.int32)
        agreement.encode_exact_floats(x, ranks, many)
        few = np.zeros((len(x), per), np.int32)
        for i in range(len(x)):
            agreement.encode_exact_floats(x[i : i + 1], ranks, few[i : i + 1])
        np.testing.assert_array_equal(many, few)
        np.testing.assert_array_equal(agreement.decode_exact_floats(many, ranks), x)


def test_a_small_broadcast_rides_in_the_agreement_bit_for_bit(soft_switch: UdpSwitch) -> None:
    """The root's words, any bits, reach every rank in one packet each (the switch sums
    them with the others' zeros); every root in turn, up to the packet's capacity; a
    call with no root or two raises on every rank; a broadcast never pairs with an
    all-reduce of the same words; the next calls are exact."""
    jobs = make_jobs(soft_switch, 3, timeout=5.0)
    capacity = jobs[0].broadcast_capacity
    assert capacity == Layout(K, 3).data_words - 1
    rng = np.random.default_rng(5)
    for length in (0, 1, capacity):
        for root in range(3):
            words = rng.integers(-(2**31), 2**31, length, dtype=np.int64).astype(np.int32)
            noise = [rng.integers(-(2**31), 2**31, length).astype(np.int32) for _ in jobs]
            sent = [j.stats.packets_sent for j in jobs]
            sends = [
                (j, words if r == root else noise[r], r == root, root) for r, j in enumerate(jobs)
            ]
            out = run_all(
                [lambda a=a: a[0].broadcast_words(a[1], a[2], detail=a[3]) for a in sends]
            )
            for got in out:
                np.testing.assert_array_equal(got, words)
            assert [j.stats.packets_sent - s for j, s in zip(jobs, sent, strict=True)] == [1] * 3
    with pytest.raises(ValueError, match=f"at most {capacity} words"):
        jobs[0].broadcast_words(np.zeros(capacity + 1, np.int32), True)
    for roots in ([False] * 3, [True, True, False], [True] * 3):
        out = run_all(
            [
                lambda j=j, is_root=is_root: j.broadcast_words(np.full(4, 2**30, np.int32), is_root)
                for j, is_root in zip(jobs, roots, strict=True)
            ]
        )
        for r in out:
            assert isinstance(r, BroadcastRootError) and r.roots in (sum(roots), None), (roots, r)
    words = np.arange(4, dtype=np.int32)
    out = run_all(
        [
            lambda: jobs[0].broadcast_words(words, True),
            lambda: jobs[1].all_reduce(np.concatenate([[0], words]).astype(np.int32)),
            lambda: jobs[2].broadcast_words(words, False),
        ]
    )
    for r in out:
        assert isinstance(r, CallMismatch) and "kind" in r.differing, r
    exact(jobs, 13)


def test_a_broadcast_a_rank_misses_times_out_naming_the_broadcast_and_the_rank(
    soft_switch: UdpSwitch,
) -> None:
    jobs = make_jobs(soft_switch, 3, timeout=0.5)
    words = np.arange(4, dtype=np.int32)
    out = run_all([lambda j=j: j.broadcast_words(words, j.config.rank == 0) for j in jobs[:2]])
    for r in out:
        assert isinstance(r, AggregationTimeout), r
        assert "(broadcast)" in str(r) and "workers [2] did not contribute" in str(r), r


@pytest.mark.parametrize("ranks", [1, 2, 3, 4, 7, 8, 15, 16, 31, 32, 63, 64])
@pytest.mark.parametrize("k", [32, 64, 256, 2048])
def test_exponent_fields_sum_to_the_ranks_max_exponent(ranks: int, k: int) -> None:
    """The agreement's exponent fields (ExponentFields) of every rank, summed word by word
    as the switch sums them, read as each carried chunk's max exponent over the ranks, for
    every byte (0 and 255 included); the words stay non-negative int32 (no field carries
    into the next or into the sign); the fields start after the description and
    fingerprints and end within K; a sum without a rank's field reads as no agreement."""
    layout = Layout(k, ranks)
    fields = agreement.ExponentFields.of(layout, 512)
    assert fields.first == layout.data_word
    assert fields.first + fields.chunks * fields.words <= k
    assert fields.per_word * fields.bits <= 31 and ranks < 1 << fields.bits
    assert fields.chunks == min(511, layout.data_words // fields.words)
    if fields.chunks == 0:
        return
    rng = np.random.default_rng([ranks, k])
    for trial in range(20):
        if trial == 0:  # every rank at the extremes, then at one value
            exps = np.tile(np.array([0, 255], np.uint8), (ranks, fields.chunks))[:, : fields.chunks]
        elif trial == 1:
            exps = np.full((ranks, fields.chunks), 255, np.uint8)
        else:
            exps = rng.integers(0, 256, (ranks, fields.chunks)).astype(np.uint8)
        sums = np.zeros(k, np.int64)
        for r in range(ranks):
            words = np.zeros(k, np.int32)
            fields.write(exps[r], words)
            sums += words
        assert sums.min() >= 0 and sums.max() < 2**31
        got = fields.read(sums.astype(np.int32))
        assert got is not None
        np.testing.assert_array_equal(got, exps.max(axis=0))
    assert fields.read(np.zeros(k, np.int32)) is None
    assert agreement.ExponentFields.of(layout, 1).chunks == 0  # one slot: the header's
    assert agreement.ExponentFields.of(layout, 3).chunks == min(2, fields.chunks)
