"""Narrow lanes (``hostlib.packing``; docs/protocol.md, "Narrow lanes"): int16 and int8
values packed into the switch's int32 words sum lane by lane, exactly, through an
unmodified switch; the C kernels and the C loop agree with the numpy reference bit for
bit; stochastic rounding is unbiased; the residual is what rounding dropped."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from hostlib import AggregationJob, JobConfig, fastpath, packing, quantize
from hostlib.agreement import CallMismatch
from hostlib.engine import Transfer
from hostlib.errors import ConfigError
from hostlib.reference import float_reference
from p4rproto.agreement import Wire
from p4rproto.netio import Address
from softswitch.dropsim import DropRates
from softswitch.native import make_pipeline
from softswitch.pipeline import SwitchConfig
from softswitch.udp import UdpSwitch
from tests.workers import make_jobs, run_all

NARROW = [Wire.INT16, Wire.INT8]
K = 64


def random_inputs(seed: int, n: int, length: int) -> list[npt.NDArray[np.float32]]:
    """Gradient-like values with mixed magnitudes, zeros, and a few subnormals."""
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        x = rng.standard_normal(length) * np.exp2(rng.integers(-30, 30, length) // 10)
        x[rng.random(length) < 0.05] = 0.0
        x[rng.random(length) < 0.01] = 1e-42
        out.append(x.astype(np.float32))
    return out


def lanes_at_limit(wire: Wire, n: int, rows: int) -> npt.NDArray[np.int64]:
    """Lane integers at +-the largest magnitude ``n`` ranks may send, every sign mix."""
    limit = 1 << packing.magnitude_bits(wire, n)
    rng = np.random.default_rng(n)
    return rng.choice([-limit, limit, limit - 1, 0], size=(rows, K * wire.lanes))


@pytest.mark.parametrize("wire", NARROW, ids=str)
@pytest.mark.parametrize("n", [1, 2, 3, 8, 16, 64, 4096])
def test_lanes_at_their_limits_sum_exactly_within_int32(wire: Wire, n: int) -> None:
    if n > packing.max_workers(wire):
        with pytest.raises(ValueError, match=f"serves at most {packing.max_workers(wire)}"):
            packing.check_workers(wire, n)
        return
    ranks = [lanes_at_limit(wire, n, 4) for _ in range(min(n, 64))]
    ranks += [ranks[0]] * (n - len(ranks))  # the same limits from every other rank
    words = sum(packing.pack(q, wire).astype(np.int64) for q in ranks)
    assert isinstance(words, np.ndarray)
    # Every partial sum of the words is the word of partial lane sums: it never leaves
    # int32, so a switch's saturating adder never clips a legal packet.
    assert np.abs(words).max() < 2**31
    assert (packing.unpack(words.astype(np.int32), wire) == sum(ranks)).all()


def test_a_word_holds_its_lanes_as_documented() -> None:
    q = np.array([[1, -1, 3, -2]], dtype=np.int64)  # K = 2 words, two int16 lanes
    words = packing.pack(q, Wire.INT16)
    assert words.tolist() == [[1 + 3 * 65536, -1 - 2 * 65536]]
    q8 = np.array([[1, -2, 3, -4]], dtype=np.int64)  # K = 1 word, four int8 lanes
    assert packing.pack(q8, Wire.INT8).tolist() == [[1 - 2 * 256 + 3 * 65536 - 4 * 2**24]]


needs_fastpath = pytest.mark.skipif(not fastpath.available(), reason="C kernels not built")


@needs_fastpath
@pytest.mark.parametrize("wire", NARROW, ids=str)
@pytest.mark.parametrize("n", [1, 3, 16])
def test_c_kernels_match_the_numpy_reference_bit_for_bit(wire: Wire, n: int) -> None:
    v = K * wire.lanes
    xs = random_inputs(n, n, 9 * v)
    rows = 9
    emax = np.max([quantize.block_exponents(x, v) for x in xs], axis=0)
    shift = packing.shifts(emax, n, wire)
    chunks = np.arange(rows, dtype=np.int64) * 3 + 1
    seed = packing.call_seed(12345)
    for x in xs:
        r = x.reshape(rows, v)
        got, want = np.zeros((rows, K), ">i4"), np.zeros((rows, K), ">i4")
        res_got, res_want = np.zeros_like(r), np.zeros_like(r)
        assert fastpath.quantize_packed(r, shift, chunks, seed, wire.lanes, got, res_got)
        packing.quantize_into_numpy(r, shift, chunks, seed, wire, want, res_want)
        np.testing.assert_array_equal(got, want)
        np.testing.assert_array_equal(res_got.view(np.uint32), res_want.view(np.uint32))
        out_got, out_want = np.zeros_like(r), np.zeros_like(r)
        assert fastpath.dequantize_packed(got, shift, wire.lanes, out_got)
        packing.dequantize_into_numpy(got, shift, wire, out_want)
        np.testing.assert_array_equal(out_got.view(np.uint32), out_want.view(np.uint32))


@pytest.mark.parametrize("wire", NARROW, ids=str)
def test_stochastic_rounding_is_unbiased_and_the_residual_is_what_it_dropped(wire: Wire) -> None:
    n, v = 4, K * wire.lanes
    x = np.full((1, v), 0.3, dtype=np.float32)
    x[0, 0] = 1.0  # the block's largest: 2**e > 1
    shift = packing.shifts(quantize.block_exponents(x.reshape(-1), v), n, wire)
    step = 2.0 ** -int(shift[0])
    means, residuals = [], []
    for call in range(4000):
        words = np.zeros((1, K), ">i4")
        residual = np.zeros_like(x)
        packing.quantize_into(x, shift, np.zeros(1, np.int64), packing.call_seed(call), wire,
                              words, residual)  # fmt: skip
        sent = packing.unpack(words.astype(np.int32), wire) * step
        np.testing.assert_array_equal((x - sent).astype(np.float32), residual)
        assert (np.abs(residual) < step).all()
        means.append(sent[0, 1:].mean())
        residuals.append(residual[0, 1:].mean())
    # 0.3 is not a multiple of the step: rounding to nearest would be off by a fixed
    # fraction of it; the mean of stochastic roundings converges to 0.3 itself.
    assert abs(0.3 / step - round(0.3 / step)) > 0.05
    assert abs(np.mean(means) - 0.3) < 0.01 * step
    assert abs(np.mean(residuals)) < 0.01 * step


def test_rounding_depends_on_the_call_and_value_alone() -> None:
    x = np.linspace(-1, 1, 2 * K, dtype=np.float32).reshape(1, -1)
    shift = np.array([10], dtype=np.int32)
    chunk = np.zeros(1, np.int64)
    a = packing.quantize(x, shift, chunk, packing.call_seed(7))[0]
    b = packing.quantize(x, shift, chunk, packing.call_seed(7))[0]
    c = packing.quantize(x, shift, chunk, packing.call_seed(8))[0]
    assert (a == b).all() and (a != c).any()


# -- through a switch -------------------------------------------------------------------


@pytest.fixture(params=["numpy", "native"])
def loop(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The host's transfer loop: the numpy reference, or the C loop."""
    if request.param == "native" and not fastpath.transfer_available():
        pytest.skip("the C loop is not built")
    monkeypatch.setattr(Transfer, "native_loop", request.param == "native")
    return str(request.param)


@contextmanager
def switch_jobs(
    n: int, *, native: bool = False, drop: float = 0.0, **cfg: Any
) -> Iterator[list[AggregationJob]]:
    """``n`` workers of a job on a software switch serving from a thread; all closed
    at the end."""
    pipeline = make_pipeline(SwitchConfig(num_slots=64), DropRates(drop, drop), native=native)
    s = UdpSwitch(Address("127.0.0.1", 0), pipeline)
    s.start_thread()
    jobs = make_jobs(s, n, **cfg)
    try:
        yield jobs
    finally:
        for j in jobs:
            j.close()
        s.close()


@pytest.mark.parametrize("wire", NARROW, ids=str)
@pytest.mark.parametrize("native_switch", [False, True], ids=["numpy-switch", "native-switch"])
def test_packed_all_reduce_equals_the_reference_bit_for_bit(
    loop: str, wire: Wire, native_switch: bool
) -> None:
    n = 3
    with switch_jobs(
        n, native=native_switch, drop=0.02, slots=8, initial_rto=0.01, min_rto=0.002, max_rto=0.05
    ) as jobs:
        for call, length in enumerate([1000, K * wire.lanes, 20_000, 77]):
            xs = random_inputs(call, n, length)
            residuals = [np.full(length, np.nan, dtype=np.float32) for _ in range(n)]
            outs = run_all(
                [
                    lambda j=j, x=x, r=r: j.all_reduce(x, wire=wire, residual=r)
                    for j, x, r in zip(jobs, xs, residuals, strict=True)
                ]
            )
            ref = float_reference(xs, K, wire, call)
            want = ref.floats(length)
            for out in outs:
                assert not isinstance(out, BaseException), out
                np.testing.assert_array_equal(out.view(np.uint32), want.view(np.uint32))
            exact = np.sum(xs, axis=0, dtype=np.float64)
            slack = ref.bound(length) + np.abs(exact) * 2.0**-24
            assert (np.abs(want - exact) <= slack).all()
            if length > 8:  # (calls of up to 8 floats ride in their agreement: exact)
                # Each rank's residual is its values minus what it sent: the sum of what
                # the ranks sent is the result, so sum(x) - sum(residual) is the result
                # to within float32's rounding of the residuals.
                sent = np.sum(xs, axis=0, dtype=np.float64) - np.sum(residuals, axis=0)
                np.testing.assert_allclose(
                    sent, want, rtol=2**-20, atol=ref.bound(length).max() / 2**10
                )
        assert sum(j.stats.retransmissions for j in jobs) > 0  # the loss was real


def test_narrow_lanes_carry_two_and_four_values_a_word() -> None:
    with switch_jobs(2, slots=4) as jobs:
        x = np.ones(K * 40, dtype=np.float32)
        run_all([lambda j=j: j.all_reduce(x[:1]) for j in jobs])  # (joined)
        sent = {}
        for wire in Wire:
            before = jobs[0].stats.packets_sent
            run_all([lambda j=j, w=wire: j.all_reduce(x, wire=w) for j in jobs])
            sent[wire] = jobs[0].stats.packets_sent - before
        # Data packets: 40 chunks and the priming packets of slots 2-3 (slots 0 and 1 prime
        # in the agreement round, counted apart: its header and exponent fields); 20 + 2;
        # 10 + 2
        assert sent == {Wire.INT32: 42, Wire.INT16: 22, Wire.INT8: 12}


def test_integer_calls_never_go_narrow() -> None:
    with switch_jobs(2, slots=4, wire=Wire.INT8) as jobs:
        big = np.arange(5000, dtype=np.int32) * 200_000  # sums up to 2e9: int32 words only
        outs = run_all([lambda j=j: j.all_reduce(big) for j in jobs])
        np.testing.assert_array_equal(outs[0], 2 * big.astype(np.int64))


def test_ranks_on_different_wires_raise_on_every_rank_naming_it() -> None:
    with switch_jobs(2, slots=4, timeout=5.0) as jobs:
        x = np.ones(3000, dtype=np.float32)
        outs = run_all([lambda: jobs[0].all_reduce(x, wire="int16"), lambda: jobs[1].all_reduce(x)])
        for out in outs:
            assert isinstance(out, CallMismatch) and out.differing == ("element",), out
        assert "float32 on int16 lanes here, float32 on the other rank" in str(outs[0])
        again = run_all([lambda j=j: j.all_reduce(x, wire="int16") for j in jobs])
        assert (again[0] == 2).all() and (again[1] == 2).all()  # the job goes on


def test_a_wire_too_narrow_for_the_world_is_refused_on_every_rank() -> None:
    n = packing.max_workers(Wire.INT8) + 1
    with switch_jobs(n, slots=2, timeout=5.0) as jobs:
        x = np.ones(3000, np.float32)
        outs = run_all([lambda j=j: j.all_reduce(x, wire="int8") for j in jobs])
        assert all(isinstance(o, Exception) for o in outs), outs
        assert any("int8 serves at most 16 workers" in str(o) for o in outs), outs
        again = run_all([lambda j=j: j.all_reduce(x, wire="int16") for j in jobs])
        assert all((o == n).all() for o in again)


def test_a_bad_wire_in_the_config_is_rejected_naming_the_field() -> None:
    def config(wire: object) -> JobConfig:
        a, b = Address("127.0.0.1", 1), Address("127.0.0.1", 0)
        return JobConfig(a, b, 1, 0, 2, wire=wire)  # type: ignore[arg-type]

    assert config("int16").wire == Wire.INT16 and config(Wire.INT8).wire == Wire.INT8
    with pytest.raises(ConfigError, match=r"^wire: unknown wire format 'int4'"):
        config("int4")
    with pytest.raises(ConfigError, match=r"^wire: must be a Wire"):
        config(16)
