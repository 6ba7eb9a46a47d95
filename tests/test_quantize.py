from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from hostlib import quantize
from hostlib.quantize import NonFiniteError
from hostlib.reference import float_reference

finite32 = st.floats(width=32, allow_nan=False, allow_infinity=False)


def frexp_exponents(x: np.ndarray, k: int) -> np.ndarray:
    """Independent reference: biased frexp exponent of each block's max |x|."""
    padded = np.zeros(quantize.num_blocks(len(x), k) * k, dtype=np.float64)
    padded[: len(x)] = np.abs(x.astype(np.float64))
    absmax = padded.reshape(-1, k).max(axis=1)
    _, e = np.frexp(absmax)
    return np.where(absmax == 0, 0, np.clip(e + 127, 1, 255)).astype(np.uint8)


@given(hnp.arrays(np.float32, st.integers(1, 700), elements=finite32), st.sampled_from([1, 7, 64]))
def test_block_exponents_match_frexp(x: np.ndarray, k: int) -> None:
    np.testing.assert_array_equal(quantize.block_exponents(x, k), frexp_exponents(x, k))


@given(hnp.arrays(np.float32, st.integers(1, 300), elements=finite32))
def test_every_value_is_below_its_block_bound(x: np.ndarray) -> None:
    e = quantize.block_exponents(x, 64).astype(np.float64) - 127
    bound = np.repeat(np.exp2(e), 64)[: len(x)]
    nonzero = x != 0
    assert (np.abs(x[nonzero].astype(np.float64)) < bound[nonzero]).all()


@pytest.mark.parametrize("bad", [np.nan, np.inf, -np.inf])
def test_non_finite_input_names_the_element(bad: float) -> None:
    x = np.ones(1000, dtype=np.float32)
    x[777] = bad
    with pytest.raises(NonFiniteError, match="element 777") as info:
        quantize.block_exponents(x, 64)
    assert info.value.index == 777


@pytest.mark.parametrize("n", [1, 2, 3, 4, 7, 8, 33, 64])
@pytest.mark.parametrize("sign", [1.0, -1.0])
def test_worst_case_cannot_overflow(n: int, sign: float) -> None:
    """All n workers at the largest magnitude their exponent allows."""
    top = np.nextafter(np.float32(2.0**10), np.float32(0))  # largest float32 below 2**10
    xs = [np.full(64, sign * top, dtype=np.float32) for _ in range(n)]
    ref = float_reference(xs, 64)
    assert np.abs(ref.sums).max() <= 2**30 < 2**31 - 1
    # The headroom is used: each contribution is within 2**-23 of 2**(30 - ceil(log2 n)).
    assert np.abs(ref.sums).min() >= n * 2 ** (30 - quantize.ceil_log2(n)) * (1 - 2**-23)


@settings(max_examples=50)
@given(
    st.integers(2, 16),
    st.integers(1, 2000),
    st.integers(-60, 60),
    st.integers(0, 2**32 - 1),
)
def test_error_is_within_the_documented_bound(n: int, length: int, scale: int, seed: int) -> None:
    rng = np.random.default_rng(seed)
    xs = [(rng.standard_normal(length) * 2.0**scale).astype(np.float32) for _ in range(n)]
    ref = float_reference(xs, 64)
    got = ref.floats(length).astype(np.float64)
    exact = np.sum([x.astype(np.float64) for x in xs], axis=0)
    allowed = ref.bound(length) + 2.0**-24 * np.abs(exact)
    assert (np.abs(got - exact) <= allowed).all()
    # and the bound is not vacuous: about 2**-28 of the block max per worker
    assert (ref.bound(length) <= n * np.abs(np.array(xs)).max() * 2.0**-20 + 1e-300).all()


def test_quantize_dequantize_is_exact_on_representable_values() -> None:
    rows = np.array([[0.5, -0.25, 3.0, 0.0]], dtype=np.float32)
    shift = quantize.shifts(np.array([quantize.block_exponents(rows.ravel(), 4)[0]]), 2)
    q = np.empty(rows.shape, dtype=">i4")
    quantize.quantize_into(rows, shift, q)
    back = np.empty(rows.shape, dtype=np.float32)
    quantize.dequantize_into(q.astype(np.int32), shift, back)
    np.testing.assert_array_equal(back, rows)


def test_rounding_is_to_nearest_even() -> None:
    rows = np.array([[0.5, 1.5, 2.5, -0.5]], dtype=np.float32)
    q = np.empty(rows.shape, dtype=np.int32)
    quantize.quantize_into(rows, np.array([0], dtype=np.int32), q)
    assert q.tolist() == [[0, 2, 2, 0]]


@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16, np.float32, np.int32, np.int64])
def test_supported_dtypes(dtype: type) -> None:
    quantize.check_dtype(np.dtype(dtype))


@pytest.mark.parametrize("dtype", [np.float64, np.uint8, np.complex64, bool])
def test_unsupported_dtypes_are_refused(dtype: type) -> None:
    with pytest.raises(TypeError, match="cannot all-reduce"):
        quantize.check_dtype(np.dtype(dtype))
