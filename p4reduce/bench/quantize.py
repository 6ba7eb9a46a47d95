"""``p4reduce bench quantize``: float32 <-> packed big-endian int32 words (and int16 /
int8 lanes, ``hostlib.packing``), against memcpy."""

from __future__ import annotations

import sys
from typing import TextIO

import numpy as np

from hostlib import fastpath, packing, quantize
from p4rproto.agreement import Wire
from p4rproto.wire import packet_dtype

from .timing import best_of


def run(
    size: int, elems: int = 64, workers: int = 8, repeat: int = 5, out: TextIO | None = None
) -> dict[str, float]:
    out = sys.stdout if out is None else out  # bound per call, not at import
    x = np.random.default_rng(0).standard_normal(size, dtype=np.float32)
    chunks = quantize.num_blocks(size, elems)
    size = chunks * elems  # whole packets, so every pass sees the same bytes
    x = x[:size]
    dst = np.empty_like(x)
    packets = np.zeros(chunks, dtype=packet_dtype(elems))
    payload = packets["payload"]
    rows = x.reshape(chunks, elems)
    back = np.empty((chunks, elems), dtype=np.float32)
    emax = quantize.block_exponents(x, elems)
    shift = quantize.shifts(emax, workers)

    def scan() -> None:
        quantize.block_exponents(x, elems)

    def fill() -> None:
        quantize.quantize_into(rows, shift, payload)

    def pack() -> None:
        e = quantize.block_exponents(x, elems)
        quantize.quantize_into(rows, quantize.shifts(e, workers), payload)

    def unpack() -> None:
        quantize.dequantize_payload_into(payload, shift, back)

    nbytes = x.nbytes
    t_copy = best_of(lambda: np.copyto(dst, x), repeat)
    t_scan = best_of(scan, repeat)
    t_fill = best_of(fill, repeat)
    t_pack = best_of(pack, repeat)
    t_unpack = best_of(unpack, repeat)
    figures = {
        "memcpy_gbs": nbytes / t_copy / 1e9,
        "scan_gbs": nbytes / t_scan / 1e9,
        "fill_gbs": nbytes / t_fill / 1e9,
        "pack_gbs": nbytes / t_pack / 1e9,
        "unpack_gbs": nbytes / t_unpack / 1e9,
    }
    for wire in (Wire.INT16, Wire.INT8):
        figures.update(_lanes(x, elems, workers, wire, repeat))
    memcpy = figures["memcpy_gbs"]
    kernels = "C fast path" if fastpath.available() else "numpy (C fast path not built)"
    print(
        f"bench quantize ({kernels}): {size:,} float32 ({nbytes / 2**20:.0f} MiB), "
        f"{elems} per packet, {workers} workers, best of {repeat}",
        file=out,
    )
    rows_out = [
        ("memcpy (numpy copyto)", memcpy),
        ("  block exponents (one read pass, done a window ahead)", figures["scan_gbs"]),
        ("  scale + round + big-endian into packet payloads", figures["fill_gbs"]),
        ("quantize + pack (both passes)", figures["pack_gbs"]),
        ("unpack + dequantize (packets -> float32)", figures["unpack_gbs"]),
    ]
    for w in ("int16", "int8"):
        rows_out += [
            (f"{w} lanes: round stochastically + pack (one pass)", figures[f"{w}_pack_gbs"]),
            (f"{w} lanes: unpack + dequantize", figures[f"{w}_unpack_gbs"]),
        ]
    for label, gbs in rows_out:
        print(f"  {label:62s} {gbs:6.2f} GB/s  {gbs / memcpy:5.0%} of memcpy", file=out)
    return figures


def _lanes(x: np.ndarray, elems: int, workers: int, wire: Wire, repeat: int) -> dict[str, float]:
    """GB/s of float32 input through ``wire``'s packing and back (the C loop's kernels)."""
    values = elems * wire.lanes
    chunks = len(x) // values
    rows = x[: chunks * values].reshape(chunks, values)
    words = np.zeros((chunks, elems), dtype=">i4")
    back = np.empty_like(rows)
    index = np.arange(chunks, dtype=np.int64)
    emax = quantize.block_exponents(rows.reshape(-1), values)
    shift = packing.shifts(emax, workers, wire)
    seed = packing.call_seed(1)
    t_pack = best_of(lambda: packing.quantize_into(rows, shift, index, seed, wire, words), repeat)
    t_unpack = best_of(lambda: packing.dequantize_into(words, shift, wire, back), repeat)
    name = wire.name.lower()
    return {
        f"{name}_pack_gbs": rows.nbytes / t_pack / 1e9,
        f"{name}_unpack_gbs": rows.nbytes / t_unpack / 1e9,
    }
