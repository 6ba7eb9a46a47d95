"""A test that needs a missing system tool skips naming the tool and its package; under
P4REDUCE_REQUIRE_BMV2=1 such a skip of a BMv2 test fails the run."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mininet_topos.systools import PACKAGES, missing_packages, missing_tools
from tests.requires import is_machine_skip, missing

ROOT = Path(__file__).resolve().parents[1]


def _path_with(tmp_path: Path, *tools: str) -> str:
    """A PATH of one folder holding only ``tools`` (empty scripts)."""
    shims = tmp_path / "bin"
    shims.mkdir(exist_ok=True)
    for tool in tools:
        (shims / tool).write_text("#!/bin/sh\nexit 0\n")
        (shims / tool).chmod(0o755)
    return str(shims)


def test_each_missing_tool_is_named_with_its_package(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", _path_with(tmp_path, "ip", "sysctl"))
    assert missing("ip", "sysctl") is None
    assert missing("ip", "ethtool", "sysctl", "ping", "ethtool") == (
        "needs ethtool (apt-get install ethtool), ping (apt-get install iputils-ping)"
    )
    assert missing_tools("mnexec") == ["mnexec (apt-get install mininet)"]
    # each tool on its own: ip's package is there, tc (the same package) is not
    assert missing_tools("tc") == ["tc (apt-get install iproute2)"]
    want = {PACKAGES[t] for t in PACKAGES if t not in ("ip", "sysctl")}
    assert set(missing_packages()) == want and len(missing_packages()) == len(want)


def test_an_unknown_tool_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown tool 'frobnicate'"):
        missing("frobnicate")


def test_machine_skips_are_told_apart() -> None:
    assert is_machine_skip("needs ethtool (apt-get install ethtool)")
    assert is_machine_skip("needs root")
    assert not is_machine_skip("needs the C preprocessor")


def test_make_system_deps_installs_from_the_table() -> None:
    """`make system-deps` asks mininet_topos.systools what is missing (one table)."""
    makefile = (ROOT / "Makefile").read_text()
    rule = makefile[makefile.index("system-deps:") :].split("\n\n")[0]
    assert "-m mininet_topos.systools" in rule and "apt-get install" in rule


TEST_FILE = """
import pytest
from tests.requires import requires

@pytest.mark.bmv2
@requires("ethtool")
def test_needs_ethtool():
    pass

@pytest.mark.bmv2
def test_runs():
    pass
"""
CONFTEST = """
from tests.conftest import (  # noqa: F401
    pytest_collection_modifyitems, pytest_runtest_logreport, pytest_sessionfinish,
    pytest_terminal_summary,
)
"""


@pytest.mark.parametrize("required", [False, True])
def test_a_bmv2_test_skipped_for_a_tool_fails_a_required_run(
    tmp_path: Path, required: bool
) -> None:
    """Without ethtool a BMv2 test skips naming it; under P4REDUCE_REQUIRE_BMV2=1 (CI)
    the run then fails and says why."""
    (tmp_path / "conftest.py").write_text(CONFTEST)
    (tmp_path / "test_x.py").write_text(TEST_FILE)
    env = {
        **os.environ,
        # the toolchain is "there" (empty scripts), ethtool is not
        "PATH": _path_with(tmp_path, "p4c-bm2-ss", "simple_switch_grpc"),
        "PYTHONPATH": str(ROOT),
        "P4REDUCE_REQUIRE_BMV2": "1" if required else "0",
    }
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", "test_x.py"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    out = result.stdout + result.stderr
    assert "needs ethtool (apt-get install ethtool)" in out, out
    assert "1 passed, 1 skipped" in out, out
    if required:
        assert result.returncode == 1, out
        assert "FAIL (P4REDUCE_REQUIRE_BMV2=1" in out, out
        assert "1 skipped: needs ethtool (apt-get install ethtool)" in out, out
    else:
        assert result.returncode == 0, out
        assert "bmv2 tests: 1 ran (1 passed, 0 failed), 1 skipped" in out, out
