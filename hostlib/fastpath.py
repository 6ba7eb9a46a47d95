"""The C kernels of ``_fastpath.c``, loaded with ctypes when they were built.

``available()`` says whether they are in use; ``P4REDUCE_NO_FASTPATH=1`` turns them
off, so that the numpy implementation (the reference) runs instead.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
from typing import Any

import numpy as np
import numpy.typing as npt

_I64 = ctypes.c_int64
_I32 = ctypes.c_int32
_P = ctypes.c_void_p


def _load() -> ctypes.CDLL | None:
    if os.environ.get("P4REDUCE_NO_FASTPATH"):
        return None
    spec = importlib.util.find_spec("hostlib._fastpath")
    if spec is None or spec.origin is None:
        return None
    lib = ctypes.CDLL(spec.origin)
    lib.p4r_block_exponents.argtypes = [_P, _I64, _I32, _P]
    lib.p4r_block_exponents.restype = _I64
    lib.p4r_quantize_rows.argtypes = [_P, _I64, _I64, _I32, _P, _P, _I64, _I32]
    lib.p4r_quantize_rows.restype = None
    lib.p4r_dequantize_rows.argtypes = [_P, _I64, _I64, _I32, _P, _P, _I64]
    lib.p4r_dequantize_rows.restype = None
    return lib


_LIB = _load()


def available() -> bool:
    return _LIB is not None


def block_exponents(x: npt.NDArray[np.float32], elems: int, out: npt.NDArray[np.uint8]) -> int:
    """Fill ``out``; return the first chunk holding NaN/Inf, or -1."""
    assert _LIB is not None and x.flags.c_contiguous and x.dtype == np.float32
    return int(_LIB.p4r_block_exponents(x.ctypes.data, len(x), elems, out.ctypes.data))


def _rows_fit(src: npt.NDArray[Any], src_dtype: Any, dst: npt.NDArray[Any], dst_dtype: Any) -> bool:
    """Both are 2-D arrays of the kernels' dtypes, same shape, words contiguous in a row."""
    return (
        src.dtype == np.dtype(src_dtype)
        and dst.dtype == np.dtype(dst_dtype)
        and src.ndim == dst.ndim == 2
        and src.shape == dst.shape
        and src.strides[1] == dst.strides[1] == 4
    )


#: Outputs larger than this are written with non-temporal stores (beyond the caches).
STREAMING_BYTES = 8 << 20


def quantize_rows(
    rows: npt.NDArray[np.float32], shift: npt.NDArray[np.int32], out: npt.NDArray[Any]
) -> bool:
    """Quantize into big-endian int32 ``out`` rows; False if the layout does not fit."""
    if _LIB is None or not _rows_fit(rows, np.float32, out, ">i4"):
        return False
    sh = np.ascontiguousarray(shift, dtype=np.int32)
    _LIB.p4r_quantize_rows(
        rows.ctypes.data,
        rows.strides[0] // 4,
        len(rows),
        rows.shape[1],
        sh.ctypes.data,
        out.ctypes.data,
        out.strides[0],
        int(out.nbytes > STREAMING_BYTES),
    )
    return True


def dequantize_rows(
    payload: npt.NDArray[Any], shift: npt.NDArray[np.int32], out: npt.NDArray[np.float32]
) -> bool:
    """Big-endian int32 ``payload`` rows -> float32 ``out`` rows; False if it does not fit."""
    if _LIB is None or not _rows_fit(payload, ">i4", out, np.float32):
        return False
    sh = np.ascontiguousarray(shift, dtype=np.int32)
    _LIB.p4r_dequantize_rows(
        payload.ctypes.data,
        payload.strides[0],
        len(payload),
        payload.shape[1],
        sh.ctypes.data,
        out.ctypes.data,
        out.strides[0] // 4,
    )
    return True
