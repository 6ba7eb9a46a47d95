"""What a test needs from the machine: root and system tools, each named with the
Debian/Ubuntu package that has it (the table: ``mininet_topos/systools.py``).

A test that needs a tool says so with ``requires(...)`` (a skip marker) or, from a
fixture or a helper, ``require(...)`` (skips at once); either way the skip is one line
that names each missing tool and its package, e.g. ``needs ethtool (apt-get install
ethtool)``. ``make system-deps`` installs the packages where it may (root with apt-get).
Under ``P4REDUCE_REQUIRE_BMV2=1`` (CI) such a skip of a BMv2 test fails the run
(tests/conftest.py): a missing tool cannot silently drop the BMv2 tests.
"""

from __future__ import annotations

import ctypes
import os
import socket
import struct

import pytest

from mininet_topos.systools import MININET_TOOLS, missing_tools

#: How a skip for a missing tool or for root begins.
NEEDS = "needs "
ROOT = "root"
#: What the tests on veth pairs and in namespaces run (tests/netns.py, tests/bmv2_fabric.py).
VETH = (ROOT, "ip", "ethtool", "sysctl")
#: What a Mininet test runs: the nodes' tools, and ps and ip for leftovers().
MININET = (ROOT, *MININET_TOOLS, "ps")


def missing(*needs: str) -> str | None:
    """The skip reason for what of ``needs`` (tool names, or ``"root"``) this machine
    lacks; None when it has them all.  Each tool is looked up on PATH by its own name."""
    lacking = [ROOT] if ROOT in needs and os.geteuid() != 0 else []
    lacking += missing_tools(*(n for n in needs if n != ROOT))
    return NEEDS + ", ".join(lacking) if lacking else None


def is_machine_skip(reason: str) -> bool:
    """Whether a skip's text is one of :func:`missing`'s (a tool or root lacking)."""
    return "(apt-get install " in reason or reason.startswith(NEEDS + ROOT)


def requires(*needs: str) -> pytest.MarkDecorator:
    """A marker that skips the test where a tool (or root) of ``needs`` is missing."""
    reason = missing(*needs)
    return pytest.mark.skipif(reason is not None, reason=reason or "")


def require(*needs: str) -> None:
    """Skip the running test (or fixture) where a tool (or root) of ``needs`` is missing."""
    reason = missing(*needs)
    if reason is not None:
        pytest.skip(reason)


#: AF_XDP's address family and the bpf(2) system call's number and map type (x86-64 and
#: arm64 differ in the call's number).
_AF_XDP = 44
_BPF_SYSCALL = {"x86_64": 321, "aarch64": 280}
_BPF_MAP_CREATE, _BPF_MAP_TYPE_XSKMAP = 0, 17


def xdp_missing() -> str | None:
    """Why this machine cannot run AF_XDP ports (root, the socket family, the bpf call
    with an XSK map), or None.  Only the kernel's side: p4reduce's own code is not run."""
    if os.geteuid() != 0:
        return NEEDS + ROOT
    try:
        socket.socket(_AF_XDP, socket.SOCK_RAW, 0).close()
    except OSError as e:
        return f"needs AF_XDP sockets (Linux >= 5.9): {e.strerror}"
    number = _BPF_SYSCALL.get(os.uname().machine)
    if number is None:
        return f"needs the bpf system call's number for {os.uname().machine}"
    libc = ctypes.CDLL(None, use_errno=True)
    attr = ctypes.create_string_buffer(struct.pack("IIII", _BPF_MAP_TYPE_XSKMAP, 4, 4, 1), 128)
    fd = libc.syscall(number, _BPF_MAP_CREATE, attr, 128)
    if fd < 0:
        return f"needs bpf(2) with XSK maps: {os.strerror(ctypes.get_errno())}"
    os.close(fd)
    return None
