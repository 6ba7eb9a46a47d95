"""System tools this project runs, each with the Debian/Ubuntu package that has it.

One table for the tests (``tests/requires.py``: a test that needs a missing tool skips,
naming it and its package), for ``p4reduce emu`` (it refuses to start, naming them) and
for ``make system-deps`` (which installs the packages as root, with apt-get; checked
against this table by ``tests/test_requires.py``).
"""

from __future__ import annotations

import shutil

#: Every system tool a test, the emulation or a helper they use runs, and its package.
PACKAGES = {
    "ip": "iproute2",  # veth pairs, namespaces, Mininet links
    "tc": "iproute2",  # Mininet's TCLink (bandwidth)
    "ethtool": "ethtool",  # offloads off (tests/netns.py quiet(), mininet_topos/nodes.py)
    "sysctl": "procps",  # IPv6 off on test and emulated interfaces
    "ps": "procps",  # tests/test_mininet.py: no switch process left behind
    "ping": "iputils-ping",  # ordinary traffic through the switch (tests/test_mininet.py)
    "mnexec": "mininet",  # Mininet's host launcher (Debian's package only, not PyPI's)
    "ifconfig": "net-tools",  # Mininet sets host addresses with it
    "etcd": "etcd-server",  # the controller service's etcd state (tests/test_service_state.py)
}
#: What a Mininet network of this project's nodes runs (mininet_topos/nodes.py).
MININET_TOOLS = ("mnexec", "ip", "tc", "ifconfig", "ethtool", "sysctl")


def missing_tools(*tools: str) -> list[str]:
    """Each of ``tools`` not on PATH, as ``"ethtool (apt-get install ethtool)"``; every
    tool is looked up by its own name."""
    out = []
    for tool in dict.fromkeys(tools):
        if tool not in PACKAGES:
            raise ValueError(f"unknown tool {tool!r}: add it and its package to PACKAGES")
        if shutil.which(tool) is None:
            out.append(f"{tool} (apt-get install {PACKAGES[tool]})")
    return out


def missing_packages() -> list[str]:
    """The packages of every tool of :data:`PACKAGES` not on PATH, each once."""
    return list(dict.fromkeys(PACKAGES[t] for t in PACKAGES if shutil.which(t) is None))


if __name__ == "__main__":  # `make system-deps`: what to install, space-separated
    print(" ".join(missing_packages()))
