"""Run in a network namespace by tests/test_xdp_host.py: an XdpSocket connected to
``PEER_IP:PEER_PORT`` sends ``COUNT`` datagrams of ``LENGTH`` random bytes there and
prints what came back (each echo's index, length, source port and whether its bytes are
the ones sent), as JSON."""

from __future__ import annotations

import json
import socket
import sys
import time

import numpy as np

from hostlib.xdp import XdpSocket, XdpUnavailable


def main(local_ip: str, peer_ip: str, peer_port: int, count: int, length: int) -> None:
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind((local_ip, 0))
    sock.connect((peer_ip, peer_port))
    xs = XdpSocket(sock, batch=64, stride=length + 28)
    rows = np.random.default_rng(count).integers(0, 256, (count, length), dtype=np.uint8)
    rows[:, 0] = np.arange(count)
    queued = xs.send(rows, np.arange(count)[::-1].copy(), length=length)
    got: list[list[int]] = []
    deadline = time.monotonic() + 5.0
    while len(got) < count and time.monotonic() < deadline:
        for i in range(xs.recv(0.1)):
            n, index = int(xs.length[i]), int(xs.data[i, 0])
            same = n == length and bool((xs.data[i, :length] == rows[index]).all())
            got.append([index, n, int(xs.src_port[i]), same])
    time.sleep(0.3)  # the peer's datagram from another port, if any, arrives
    xs.recv(0.1)
    second = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)  # a second job, same interface
    second.bind((local_ip, 0))
    second.connect((peer_ip, peer_port))
    try:
        XdpSocket(second, batch=4, stride=128).close()
        refused = ""
    except XdpUnavailable as exc:
        refused = str(exc)
    second.close()
    report = {"queued": queued, "got": got, "port": sock.getsockname()[1], "second": refused}
    print(json.dumps(report | xs.stats()))
    xs.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]))
