"""``p4reduce bench hostpath``: packets/s of the batched host path vs a per-packet loop.

Both sides do the same work per packet on loopback: write a header and K int32
payload words, send, receive, check the header and copy the payload out.  The fast
path uses the host library's preallocated batches, vectorized packing and
sendmmsg/recvmmsg; the baseline is the plain ``struct`` + ``sendto``/``recv`` loop.
"""

from __future__ import annotations

import socket
import struct
import sys
import time
from typing import TextIO

import numpy as np

from p4rproto.netio import Address, BatchSocket, mmsg_available, open_udp
from p4rproto.wire import (
    HEADER_DTYPE,
    HEADER_LEN,
    MAGIC,
    PROTOCOL_VERSION,
    MsgType,
    packet_dtype,
    packet_len,
)

_HEADER = struct.Struct(">HBBHHIHBBIHH")  # wire.HEADER_FIELDS


def _pair() -> tuple[socket.socket, socket.socket]:
    rx = open_udp(Address("127.0.0.1", 0))
    tx = open_udp(Address("127.0.0.1", 0))
    tx.connect(rx.getsockname())
    return tx, rx


def fast_path(packets: int, elems: int, batch: int) -> float:
    tx_sock, rx_sock = _pair()
    tx = BatchSocket(tx_sock, batch=batch, stride=packet_len(elems) + 1)
    rx = BatchSocket(rx_sock, batch=batch, stride=packet_len(elems) + 1)
    data = np.arange(packets * elems, dtype=np.int32).reshape(packets, elems)
    out = np.empty_like(data)
    rows = np.zeros(batch, dtype=packet_dtype(elems))
    rows["magic"], rows["version"], rows["msg_type"] = MAGIC, PROTOCOL_VERSION, MsgType.CONTRIB
    rows["job_id"], rows["elem_count"] = 1, elems
    seqs = np.arange(batch, dtype=np.uint32)
    t0 = time.perf_counter()
    done = 0
    while done < packets:
        n = min(batch, packets - done)
        rows["seq"][:n] = seqs[:n] + done
        rows["slot"][:n] = seqs[:n]
        rows["payload"][:n] = data[done : done + n]
        tx.send(rows[:n])
        got = 0
        while got < n:
            k = rx.recv(1.0)
            head = np.ascontiguousarray(rx.data[:k, :HEADER_LEN]).view(HEADER_DTYPE).ravel()
            seq = head["seq"].astype(np.int64)
            ok = (head["magic"] == MAGIC) & (rx.length[:k] == packet_len(elems))
            out[seq[ok]] = rx.data[:k, HEADER_LEN : packet_len(elems)][ok].view(">i4")
            got += k
        done += n
    elapsed = time.perf_counter() - t0
    tx.close()
    rx.close()
    if not np.array_equal(out, data):
        raise RuntimeError("fast path lost or garbled packets")
    return packets / elapsed


def per_packet_loop(packets: int, elems: int, batch: int) -> float:
    tx, rx = _pair()
    data = np.arange(packets * elems, dtype=np.int32).reshape(packets, elems)
    out = np.empty_like(data)
    size = packet_len(elems)
    t0 = time.perf_counter()
    done = 0
    while done < packets:
        n = min(batch, packets - done)
        for i in range(done, done + n):
            header = _HEADER.pack(
                MAGIC, PROTOCOL_VERSION, MsgType.CONTRIB, 1, 0, 1, i % batch, 0, 0, i, elems, 0
            )
            tx.send(header + data[i].astype(">i4").tobytes())
        for _ in range(n):
            msg = rx.recv(size + 1)
            fields = _HEADER.unpack_from(msg)
            if fields[0] == MAGIC and len(msg) == size:
                out[fields[9]] = np.frombuffer(msg, ">i4", offset=HEADER_LEN)
        done += n
    elapsed = time.perf_counter() - t0
    tx.close()
    rx.close()
    if not np.array_equal(out, data):
        raise RuntimeError("per-packet loop lost or garbled packets")
    return packets / elapsed


def run(
    packets: int, elems: int = 64, batch: int = 256, out: TextIO | None = None
) -> dict[str, float]:
    out = sys.stdout if out is None else out  # bound per call, not at import
    fast = max(fast_path(packets, elems, batch) for _ in range(3))
    slow = max(per_packet_loop(packets, elems, batch) for _ in range(3))
    mode = "sendmmsg/recvmmsg" if mmsg_available() else "portable loop (no sendmmsg here)"
    print(
        f"bench hostpath: {packets:,} packets of {elems} int32 ({packet_len(elems)} B) "
        f"on loopback, batches of {batch}, best of 3",
        file=out,
    )
    print(f"  batched fast path ({mode})  {fast / 1e3:8.1f} kpps", file=out)
    print(f"  per-packet socket loop             {slow / 1e3:8.1f} kpps", file=out)
    print(f"  speed-up                           {fast / slow:8.2f}x", file=out)
    return {"fast_pps": fast, "loop_pps": slow}
