"""Run in a network namespace by tests/test_xdp_host.py: an XdpSocket connected to
``PEER_IP:PEER_PORT`` sends datagrams there and prints what came back, as JSON."""

from __future__ import annotations

import json
import socket
import sys
import time

import numpy as np

from hostlib.xdp import XdpSocket


def main(local_ip: str, peer_ip: str, peer_port: int, count: int) -> None:
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind((local_ip, 0))
    sock.connect((peer_ip, peer_port))
    xs = XdpSocket(sock, batch=64, stride=128)
    rows = np.zeros((count, 100), dtype=np.uint8)
    rows[:, 0] = np.arange(count)
    queued = xs.send(rows, np.arange(count)[::-1].copy(), length=100)
    got: list[list[int]] = []
    deadline = time.monotonic() + 5.0
    while len(got) < count and time.monotonic() < deadline:
        for i in range(xs.recv(0.1)):
            got.append([int(xs.data[i, 0]), int(xs.length[i]), int(xs.src_port[i])])
    time.sleep(0.3)  # the peer's datagram from another port, if any, arrives
    xs.recv(0.1)
    print(json.dumps({"queued": queued, "got": got, "port": sock.getsockname()[1], **xs.stats()}))
    xs.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
