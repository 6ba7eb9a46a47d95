"""The C kernels of ``_fastpath.c``, loaded with ctypes when they were built.

``available()`` says whether they are in use; ``P4REDUCE_NO_FASTPATH=1`` turns them
off, so that the numpy implementation (the reference) runs instead.  Besides the
quantization kernels the library holds the engine's transfer loop (``_native_loop.c``),
bound here as :class:`TransferLoop`; ctypes calls it without the GIL.
"""

from __future__ import annotations

import ctypes
import enum
import importlib.util
import os
from collections.abc import Iterable
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
    lib.p4r_quantize_packed.argtypes = [_P, _I64, _I32, _I32, _P, _P, ctypes.c_uint64, _P, _I64, _P]
    lib.p4r_quantize_packed.restype = None
    lib.p4r_dequantize_packed.argtypes = [_P, _I64, _I64, _I32, _I32, _P, _P]
    lib.p4r_dequantize_packed.restype = None
    if hasattr(lib, "p4r_xfer_new"):
        lib.p4r_xfer_layout.restype = ctypes.c_char_p
        lib.p4r_xfer_new.argtypes = [_P, _P, _P]
        lib.p4r_xfer_new.restype = _P
        lib.p4r_xfer_begin.argtypes = [_P]
        lib.p4r_xfer_begin.restype = ctypes.c_int
        lib.p4r_xfer_run.argtypes = [_P, _I32, _P]
        lib.p4r_xfer_run.restype = ctypes.c_int
        lib.p4r_xfer_free.argtypes = [_P]
        lib.p4r_xfer_free.restype = None
        lib.p4r_small_layout.restype = ctypes.c_char_p
        lib.p4r_small_call.argtypes = [_P, _P, _P, _I64, _I64, _P, _P, _I32, _P]
        lib.p4r_small_call.restype = ctypes.c_int
        lib.p4r_exact_encode.argtypes = [_P, _I64, _I32, _I32, _P]
        lib.p4r_exact_encode.restype = _I64
        lib.p4r_exact_decode.argtypes = [_P, _I64, _I32, _I32, _P]
        lib.p4r_exact_decode.restype = None
    if hasattr(lib, "p4r_hx_open"):  # the AF_XDP socket (_xdp_io.c, Linux)
        lib.p4r_hx_open.argtypes = [ctypes.c_char_p, _I32, _P, _P, _I64]
        lib.p4r_hx_open.restype = _P
        lib.p4r_hx_set_header.argtypes = [_P, _P]
        lib.p4r_hx_set_header.restype = None
        lib.p4r_hx_max_frame.restype = _I32
        lib.p4r_hx_fd.argtypes = [_P]
        lib.p4r_hx_fd.restype = _I32
        lib.p4r_hx_close.argtypes = [_P]
        lib.p4r_hx_close.restype = None
        lib.p4r_hx_send.argtypes = [_P, _P, _I64, _I64, _P, _I64]
        lib.p4r_hx_send.restype = _I64
        lib.p4r_hx_queue.argtypes = [_P, _P, _I64, _I64, _P, _I64]
        lib.p4r_hx_queue.restype = _I64
        lib.p4r_hx_kick.argtypes = [_P]
        lib.p4r_hx_kick.restype = None
        lib.p4r_hx_recv.argtypes = [_P, _P, _I64, _P, _P, _P, _I64]
        lib.p4r_hx_recv.restype = _I64
        lib.p4r_hx_stats.argtypes = [_P, _P]
        lib.p4r_hx_stats.restype = None
        # the transfer loop's frames in place, for bench cost --io xdp and the tests
        lib.p4r_hx_send_slots.argtypes = [_P, _P, _I64, _P, _I64]
        lib.p4r_hx_send_slots.restype = _I64
        lib.p4r_hx_recv_inplace.argtypes = [_P, _P, _P, ctypes.c_uint32, _P, _I64, _I64]
        lib.p4r_hx_recv_inplace.restype = _I64
        lib.p4r_hx_queue_quantized.argtypes = [_P, _P, _P, _I64, _I32, _I64, _I64]
        lib.p4r_hx_queue_quantized.restype = _I64
        lib.p4r_hx_recv_dequantized.argtypes = [_P, _I64, _I32, _P, _P, _P, _P, _I64, _I64]
        lib.p4r_hx_recv_dequantized.restype = _I64
        lib.p4r_hx_waiting.argtypes = [_P]
        lib.p4r_hx_waiting.restype = _I64
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


def quantize_packed(
    rows: npt.NDArray[np.float32],
    shift: npt.NDArray[np.int32],
    chunks: npt.NDArray[np.int64],
    seed: int,
    lanes: int,
    out: npt.NDArray[Any],
    residual: npt.NDArray[np.float32] | None,
) -> bool:
    """:func:`hostlib.packing.quantize_into` in C; False if the layout does not fit
    (``rows`` and ``residual`` C-contiguous, ``out`` big-endian words in rows)."""
    if (
        _LIB is None
        or rows.dtype != np.float32
        or not rows.flags.c_contiguous
        or out.dtype != np.dtype(">i4")
        or out.strides[1] != 4
        or rows.shape != (out.shape[0], out.shape[1] * lanes)
        or (
            residual is not None
            and not (
                residual.flags.c_contiguous
                and residual.shape == rows.shape
                and residual.dtype == np.float32
            )
        )
    ):
        return False
    sh = np.ascontiguousarray(shift, dtype=np.int32)
    ch = np.ascontiguousarray(chunks, dtype=np.int64)
    _LIB.p4r_quantize_packed(
        rows.ctypes.data,
        len(rows),
        out.shape[1],
        lanes,
        sh.ctypes.data,
        ch.ctypes.data,
        seed,
        out.ctypes.data,
        out.strides[0],
        residual.ctypes.data if residual is not None else None,
    )
    return True


def dequantize_packed(
    payload: npt.NDArray[Any],
    shift: npt.NDArray[np.int32],
    lanes: int,
    out: npt.NDArray[np.float32],
) -> bool:
    """:func:`hostlib.packing.dequantize_into` in C; False if the layout does not fit."""
    if (
        _LIB is None
        or payload.dtype != np.dtype(">i4")
        or payload.ndim != 2
        or payload.strides[1] != 4
        or out.dtype != np.float32
        or not out.flags.c_contiguous
        or out.shape != (payload.shape[0], payload.shape[1] * lanes)
    ):
        return False
    sh = np.ascontiguousarray(shift, dtype=np.int32)
    _LIB.p4r_dequantize_packed(
        payload.ctypes.data,
        payload.strides[0],
        len(payload),
        payload.shape[1],
        lanes,
        sh.ctypes.data,
        out.ctypes.data,
    )
    return True


def exact_encode(
    x: npt.NDArray[np.float32], bits: int, per: int, out: npt.NDArray[np.int32]
) -> int:
    """:func:`p4rproto.agreement.encode_exact_floats` in C, into ``out`` (``len(x)`` rows
    of ``per`` words, digits of ``bits`` bits); returns the first NaN/Inf's index, or -1."""
    assert _XFER and x.dtype == np.float32 and x.flags.c_contiguous
    assert out.dtype == np.int32 and out.flags.c_contiguous and out.size == len(x) * per
    return int(_LIB.p4r_exact_encode(x.ctypes.data, len(x), bits, per, out.ctypes.data))  # type: ignore[union-attr]


def exact_decode(
    sums: npt.NDArray[np.int32], bits: int, per: int, out: npt.NDArray[np.float32]
) -> None:
    """:func:`p4rproto.agreement.decode_exact_floats` in C, into ``out``."""
    assert _XFER and sums.dtype == np.int32 and sums.flags.c_contiguous
    assert out.dtype == np.float32 and out.flags.c_contiguous and sums.size == out.size * per
    _LIB.p4r_exact_decode(sums.ctypes.data, out.size, bits, per, out.ctypes.data)  # type: ignore[union-attr]


# -- the transfer loop --------------------------------------------------------------------
#: The loop's settings and arrays, in the order of ``_native_loop.c`` (checked at load).
#: The protocol's constants are not among them: the C has them from the generated header
#: (p4rproto/include/p4r_protocol.h).
XFER_INTS = (
    "fd", "offload", "batch", "k", "width", "chunks", "full", "prime", "is_float",
    "keep_sums", "lanes", "seed", "residual", "job", "rank", "session", "flags", "capacity",
    "ctl", "ctl_slot", "ctl_round", "ranks", "desc_words", "early", "exp_word", "exp_chunks",
    "exp_bits", "exp_per_word", "exp_words", "lane_bytes", "xsk",
)  # fmt: skip
XFER_REALS = ("initial_rto", "min_rto", "max_rto", "timeout", "rtt_slack", "gap_slack")
XFER_ARRAYS = (
    "shift_table", "data", "tail", "exponents", "send", "uses", "pos", "total", "agreed",
    "status_bitmap", "status_known", "sent_at", "progress_at", "rto", "retried", "inflight",
    "out", "out_tail", "shift", "overflow", "residual", "stats", "rtt", "ctl_row", "ctl_mine",
    "ctl_sums", "lane",
)  # fmt: skip
XFER_STATS = (
    "packets_sent", "retransmissions", "results", "duplicates", "foreign", "status",
    "poisoned", "slot", "seq", "word0", "word1", "errno", "agreements", "ctl_waited",
    "ctl_exponent", "ctl_overflow", "ctl_known", "ctl_bitmap", "ctl_ns", "lane_packets",
    "early_primes",
)  # fmt: skip


#: A small call's plan (``_small_call.c``): where its words go, made once per kind of call.
SMALL_PLAN = ("call_word", "fp_word", "data_word", "length", "is_float", "digit_bits", "per")


class Outcome(enum.IntEnum):
    """What a :meth:`TransferLoop.run` call ended with."""

    RUNNING = 0
    DONE = 1
    TIMEOUT = 2  #: ``stats["slot"]`` made no progress for the job's timeout
    REFUSED = 3  #: a NACK: ``slot``, ``seq``, ``word0`` (reason), ``word1`` (detail)
    OSERROR = 4  #: ``errno``
    NOMEM = 5
    #: the agreement round completed, but not with every rank making this rank's call
    VERDICT = 6
    CTL_TIMEOUT = 7  #: the agreement round made no progress for the job's timeout
    #: a small call's value is NaN or Inf: nothing was sent (:meth:`TransferLoop.small_call`)
    NONFINITE = 8


_OUTCOMES = tuple(Outcome)  #: by value (a lookup, not an enum call per run)


def _layout_matches() -> bool:
    if _LIB is None or not hasattr(_LIB, "p4r_xfer_new"):
        return False
    names = ";".join(",".join(n) for n in (XFER_INTS, XFER_REALS, XFER_ARRAYS, XFER_STATS))
    small = ",".join(SMALL_PLAN)
    return bool(
        _LIB.p4r_xfer_layout().decode() == names and _LIB.p4r_small_layout().decode() == small
    )


_XFER = _layout_matches()


def transfer_available() -> bool:
    """Whether the native transfer loop is built (Linux, with the C kernels)."""
    return _XFER


#: Arrays that live as long as the process, by ``id``, with their addresses
#: (:func:`pin`): the dict holds each array, so no other object can take its id.
_PINNED: dict[int, tuple[npt.NDArray[Any], int]] = {}


def pin(arrays: Iterable[npt.NDArray[Any]]) -> None:
    """Keep ``arrays`` alive for good, and their addresses known: a loop pointed at one
    of them needs no ``ctypes`` lookup (about a microsecond each, a dozen a call)."""
    for a in arrays:
        _PINNED[id(a)] = (a, a.ctypes.data)


def _address(a: npt.NDArray[Any]) -> int:
    hit = _PINNED.get(id(a))  # (a pinned array's id is never another object's)
    if hit is not None:
        return hit[1]
    try:  # a quarter of ``a.ctypes.data``'s time, for a writable array of some bytes
        return ctypes.addressof(ctypes.c_char.from_buffer(a))  # type: ignore[arg-type]
    except (TypeError, ValueError, BufferError):  # read-only, or empty
        return int(a.ctypes.data)


class TransferLoop:
    """A job's loop in C.  It reads its settings and array pointers live from
    :attr:`ints`, :attr:`reals` and :attr:`ptrs`, which the caller updates in place
    before each :meth:`begin` (``ints["capacity"]``, the most slots a call may use, and
    the batch settings are read once, here)."""

    def __init__(self, ints: dict[str, int], reals: dict[str, float]) -> None:
        assert _LIB is not None and _XFER
        self.ints = np.array([ints.get(n, 0) for n in XFER_INTS], dtype=np.int64)
        self.reals = np.array([reals.get(n, 0.0) for n in XFER_REALS], dtype=np.float64)
        self.ptrs = np.zeros(len(XFER_ARRAYS), dtype=np.uint64)
        self._arrays: list[npt.NDArray[Any]] = []  # what ptrs points into, kept alive
        self._progress = np.zeros(1, dtype=np.int64)
        self._progress_at = self._progress.ctypes.data
        self._handle = _LIB.p4r_xfer_new(
            self.ints.ctypes.data, self.reals.ctypes.data, self.ptrs.ctypes.data
        )
        if not self._handle:
            raise MemoryError("TransferLoop: out of memory")

    def begin(self, arrays: dict[str, npt.NDArray[Any]]) -> None:
        """A new call over ``arrays`` (keyed by XFER_ARRAYS' names, C-contiguous, of the
        dtypes ``_native_loop.c`` reads), with the settings in :attr:`ints` now.  Only the
        pointers of arrays that changed since the last call are written again."""
        assert _LIB is not None and self._handle
        self.point_to(arrays)
        if _LIB.p4r_xfer_begin(self._handle) != 0:
            raise ValueError("TransferLoop: the call uses more slots than the loop's capacity")

    def point_to(self, arrays: dict[str, npt.NDArray[Any]]) -> None:
        """Point the loop at ``arrays`` (as :meth:`begin`, without beginning a call),
        keeping them alive instead of the last call's: the loop reads them at the next
        :meth:`begin`.  A finished call lets go of its data so (the caller's tensor
        among them)."""
        kept = self._arrays
        if not kept:
            kept.extend([None] * len(XFER_ARRAYS))  # type: ignore[list-item]
        for i, name in enumerate(XFER_ARRAYS):
            a = arrays[name]
            if a is kept[i]:
                continue
            if not a.flags.c_contiguous:
                raise ValueError(f"TransferLoop: array {name} is not C-contiguous")
            self.ptrs[i] = _address(a)
            kept[i] = a

    def run(self, budget_ms: int) -> tuple[Outcome, int]:
        """Run for up to ``budget_ms`` (without the GIL); returns the outcome and the
        results that arrived meanwhile."""
        assert _LIB is not None and self._handle
        self._progress[0] = 0
        outcome = _LIB.p4r_xfer_run(self._handle, budget_ms, self._progress_at)
        return _OUTCOMES[outcome], int(self._progress[0])

    def small_call(
        self,
        plan: int,
        template: int,
        number: int,
        fingerprint: int,
        data: int,
        out: int,
        budget_ms: int,
    ) -> tuple[Outcome, int]:
        """A small call (``_small_call.c``) over the arrays of the last :meth:`begin`, its
        agreement round's settings in :attr:`ints` now: this rank's words from the plan
        (the address of :data:`SMALL_PLAN`'s int64s) and ``template`` (the address of its
        K int32 words) with call ``number``, its ``fingerprint`` and the values at address
        ``data``, then the round, run as :meth:`run` runs it.  On DONE the sum is at
        address ``out``; NONFINITE: nothing was sent."""
        assert _LIB is not None and self._handle
        self._progress[0] = 0
        outcome = _LIB.p4r_small_call(
            self._handle,
            plan,
            template,
            number,
            fingerprint,
            data,
            out,
            budget_ms,
            self._progress_at,
        )
        return _OUTCOMES[outcome], int(self._progress[0])

    def close(self) -> None:
        if _LIB is not None and self._handle:
            _LIB.p4r_xfer_free(self._handle)
            self._handle = None
        self._arrays.clear()  # (what ptrs pointed into: a lane's map can be unmapped)
