"""The C kernels agree with the numpy reference bit for bit."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from hostlib import fastpath, quantize
from p4rproto import agreement

pytestmark = pytest.mark.skipif(not fastpath.available(), reason="the C fast path was not built")

finite32 = st.floats(width=32, allow_nan=False, allow_infinity=False)
arrays = hnp.arrays(np.float32, st.integers(1, 600), elements=finite32)


@settings(max_examples=200)
@given(arrays, st.sampled_from([1, 5, 64]))
def test_block_exponents(x: np.ndarray, k: int) -> None:
    out = np.empty(quantize.num_blocks(len(x), k), dtype=np.uint8)
    assert fastpath.block_exponents(x, k, out) == -1
    np.testing.assert_array_equal(out, quantize.block_exponents_numpy(x, k))


@pytest.mark.parametrize("bad", [np.nan, np.inf, -np.inf])
def test_block_exponents_reports_the_chunk_with_non_finite(bad: float) -> None:
    x = np.ones(640, dtype=np.float32)
    x[300] = bad
    out = np.empty(10, dtype=np.uint8)
    assert fastpath.block_exponents(x, 64, out) == 4


@settings(max_examples=200)
@given(arrays, st.integers(1, 64))
def test_quantize_and_dequantize(x: np.ndarray, n: int) -> None:
    k = 8
    rows = np.zeros((quantize.num_blocks(len(x), k), k), dtype=np.float32)
    rows.reshape(-1)[: len(x)] = x
    shift = quantize.shifts(quantize.block_exponents_numpy(rows.reshape(-1), k), n)
    fast = np.empty(rows.shape, dtype=">i4")
    ref = np.empty(rows.shape, dtype=">i4")
    assert fastpath.quantize_rows(rows, shift, fast)
    quantize.quantize_into_numpy(rows, shift, ref)
    np.testing.assert_array_equal(fast, ref)
    # Sums of n such rows, as the switch returns them, back to float32.
    sums = (ref.astype(np.int64) * n).clip(-(2**31), 2**31 - 1).astype(">i4")
    got = np.empty(rows.shape, dtype=np.float32)
    want = np.empty(rows.shape, dtype=np.float32)
    assert fastpath.dequantize_rows(sums, shift, got)
    quantize.dequantize_into(sums.astype(np.int32), shift, want)
    np.testing.assert_array_equal(got.view(np.uint32), want.view(np.uint32))


def test_extreme_shifts_match() -> None:
    """Blocks of subnormals and of huge values take the out-of-range scale paths."""
    rows = np.array([[1e-45, -3e-39, 1e-40, 0.0], [3e38, -1e38, 1.0, 2e38]], dtype=np.float32)
    shift = quantize.shifts(quantize.block_exponents_numpy(rows.reshape(-1), 4), 4)
    assert shift[0] > 127 and shift[1] < 0
    fast, ref = np.empty(rows.shape, ">i4"), np.empty(rows.shape, ">i4")
    assert fastpath.quantize_rows(rows, shift, fast)
    quantize.quantize_into_numpy(rows, shift, ref)
    np.testing.assert_array_equal(fast, ref)


def test_unsuitable_layouts_fall_back() -> None:
    rows = np.zeros((4, 8), dtype=np.float64)
    assert not fastpath.quantize_rows(rows, np.zeros(4, np.int32), np.empty((4, 8), ">i4"))


def test_large_outputs_take_the_streaming_path_and_agree() -> None:
    """Past fastpath.STREAMING_BYTES the kernel uses non-temporal stores: same bytes."""
    rng = np.random.default_rng(1)
    k = 64
    rows = (rng.standard_normal((fastpath.STREAMING_BYTES // (4 * k) + 777, k)) * 1e3).astype(
        np.float32
    )
    rows[5] = 1e-42  # a subnormal block: the out-of-range scale, scalar path
    shift = quantize.shifts(quantize.block_exponents_numpy(rows.reshape(-1), k), 8)
    packets = np.zeros(len(rows), dtype=[("head", "V20"), ("payload", ">i4", (k,))])
    ref = np.empty(rows.shape, dtype=">i4")
    assert packets["payload"].nbytes > fastpath.STREAMING_BYTES
    assert fastpath.quantize_rows(rows, shift, packets["payload"])
    quantize.quantize_into_numpy(rows, shift, ref)
    np.testing.assert_array_equal(packets["payload"], ref)


# -- a small call's exact float digits (hostlib/_small_call.c) --------------------------------
needs_loop = pytest.mark.skipif(
    not fastpath.transfer_available(), reason="the C loop was not built"
)


@needs_loop
@settings(max_examples=300)
@given(
    hnp.arrays(np.float32, st.integers(1, 40), elements=finite32), st.sampled_from([2, 3, 70, 4096])
)
def test_exact_digits_in_c_are_the_references(x: np.ndarray, ranks: int) -> None:
    """The C encoding writes the digits of p4rproto.agreement's, and decodes them back."""
    per = agreement.exact_words_per_element(ranks)
    bits = agreement.exact_digit_bits(ranks)
    want = np.zeros((len(x), per), np.int32)
    agreement.encode_exact_floats(x, ranks, want)
    got = np.full((len(x), per), 7, np.int32)  # (every word is written)
    assert fastpath.exact_encode(x, bits, per, got) == -1
    np.testing.assert_array_equal(got, want)
    back = np.empty(len(x), np.float32)
    fastpath.exact_decode(got, bits, per, back)
    np.testing.assert_array_equal(back.view(np.uint32), (x + np.float32(0)).view(np.uint32))


@needs_loop
@pytest.mark.parametrize("ranks", [2, 5, 4096])
def test_any_summed_digits_decode_as_the_reference_rounds_them(ranks: int) -> None:
    """Digit sums anywhere in what ``ranks`` ranks can add (signs mixed, the extremes
    included, sums beyond float32 to infinity): the C decoding rounds as the Python one."""
    per = agreement.exact_words_per_element(ranks)
    bits = agreement.exact_digit_bits(ranks)
    top = ranks * ((1 << bits) - 1)  # the largest digit sum, within int32
    rng = np.random.default_rng(ranks)
    rows = rng.integers(-top, top + 1, (3000, per), dtype=np.int64)
    rows[::3, per // 2 :] = 0  # small values too
    rows[1::7] = np.where(rng.random((len(rows[1::7]), per)) < 0.5, top, -top)
    rows[2::11, :-1] = 0  # only the top digit: the largest magnitudes
    rows[5::13, 1:] = 0  # only the lowest digit: subnormal sums
    sums = rows.astype(np.int32)
    want = agreement.decode_exact_floats(sums, ranks)
    got = np.empty(len(rows), np.float32)
    fastpath.exact_decode(sums, bits, per, got)
    np.testing.assert_array_equal(got.view(np.uint32), want.view(np.uint32))
    assert np.isinf(want).any() and (want == 0).any() and (np.abs(want) < 2.0**-126).any()


@needs_loop
@pytest.mark.parametrize("bad", [np.nan, np.inf, -np.inf])
def test_exact_digits_name_the_first_non_finite(bad: float) -> None:
    x = np.ones(9, np.float32)
    x[[4, 6]] = bad
    assert fastpath.exact_encode(x, 30, 10, np.zeros(90, np.int32)) == 4


@pytest.mark.skipif(not fastpath.transfer_available(), reason="the C transfer loop was not built")
def test_the_loop_points_at_each_arrays_own_memory_pinned_or_not() -> None:
    """A pinned array's address is known without ctypes; every pointer the loop reads
    is its array's, whichever way it was found (a writable array, a view into one, a
    read-only or an empty one), and a new array in a pinned one's place (of another id)
    gets its own."""
    pinned = {name: np.zeros(3, dtype=np.int64) for name in fastpath.XFER_ARRAYS[::2]}
    fastpath.pin(pinned.values())
    loop = fastpath.TransferLoop({"capacity": 4, "k": 8}, {})

    def fresh_array(i: int) -> npt.NDArray[np.float32]:
        a = np.arange(5, dtype=np.float32)[i % 3 :]  # views at offsets 0, 4 and 8 bytes
        if i % 4 == 1:
            a.setflags(write=False)
        return a if i % 5 else a[:0]

    try:
        for _ in range(2):  # fresh arrays, then pinned ones in half the places: twice
            fresh = {name: fresh_array(i) for i, name in enumerate(fastpath.XFER_ARRAYS)}
            for arrays in (fresh, {**fresh, **pinned}):
                loop.point_to(arrays)
                want = [arrays[name].ctypes.data for name in fastpath.XFER_ARRAYS]
                assert loop.ptrs.tolist() == want
    finally:
        loop.close()
