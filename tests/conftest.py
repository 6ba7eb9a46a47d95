from __future__ import annotations

import concurrent.futures
import os
import shutil
import signal
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from p4rproto.netio import Address
from softswitch.native import make_pipeline
from softswitch.pipeline import SwitchConfig
from softswitch.udp import UdpSwitch
from tests.requires import VETH, is_machine_skip, require
from tests.targets import PIPELINES, vector_fabric_config, vector_uplinks
from tests.tna_pragmas import VERBOSE_BUILD

P4SRC = Path(__file__).resolve().parents[1] / "p4src"


@pytest.fixture(autouse=True)
def no_heartbeats_left_behind() -> Iterator[None]:
    """A test that opens a job through the controller service closes it: a job left
    open keeps its heartbeat thread beating at a service that is gone (and warning so
    into whatever runs after it)."""
    before = set(_heartbeats())
    yield
    left = [t for t in _heartbeats() if t not in before]
    for t in left:
        t.join(timeout=2.0)  # a job closed just now: its thread ends at its next wait
    still = [t for t in left if t.is_alive()]
    assert not still, f"the test left {len(still)} service job(s) open (heartbeat threads)"


def _heartbeats() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "p4r-heartbeat"]


@pytest.fixture(params=PIPELINES)
def soft_switch(request: pytest.FixtureRequest) -> Iterator[UdpSwitch]:
    """A software switch serving on loopback from a thread of the test process, on the
    numpy pipeline and on the native one (pipeline and I/O loop)."""
    pipeline = make_pipeline(SwitchConfig(num_slots=1024), native=request.param == "native")
    switch = UdpSwitch(Address("127.0.0.1", 0), pipeline)
    switch.start_thread()
    try:
        yield switch
    finally:
        switch.close()


@pytest.fixture(scope="session")
def bmv2_fabric(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """BMv2 on veth pairs with the test vectors' jobs and leaf job uplinks, shared by the
    BMv2 tests."""
    from tests.bmv2_fabric import Bmv2Fabric

    require(*VETH)
    config, endpoints = vector_fabric_config()
    tmp = tmp_path_factory.mktemp("bmv2")
    fabric = Bmv2Fabric(config, endpoints, tmp / "build", tmp / "logs", vector_uplinks(endpoints))
    try:
        yield fabric
    finally:
        fabric.close()


#: The bf-p4c builds the `tofino` tests use, (K, chip), in the order they are compiled:
#: K = 32 and 64 fit one pass of a Tofino 1, K = 64 of a Tofino 2 (docs/tofino.md).
TOFINO_BUILDS = ((64, "tofino"), (32, "tofino"), (64, "tofino2"))
_TOFINO = pytest.StashKey["TofinoBuilds"]()


class TofinoBuilds:
    """bf-p4c output folders, each (K, chip) compiled once per session.

    The compiles take about 4 minutes of one core in all, so they start when the
    `tofino` tests are collected, one at a time in a background thread at the lowest CPU
    priority: they use what the tests before them leave idle (those mostly wait on
    sockets, subprocesses and timeouts), and a test takes its build when it is done.
    """

    def __init__(self, root: Path) -> None:
        self._root = root
        self._pool = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="bf-p4c")
        self._builds: dict[tuple[int, str], concurrent.futures.Future[Path]] = {}
        self._running: subprocess.Popen[str] | None = None

    def start(self, k: int, target: str) -> concurrent.futures.Future[Path]:
        if (k, target) not in self._builds:
            self._builds[k, target] = self._pool.submit(self._compile, k, target)
        return self._builds[k, target]

    def __call__(self, k: int = 64, target: str = "tofino") -> Path:
        return self.start(k, target).result()

    def _compile(self, k: int, target: str) -> Path:
        out = self._root / f"{target}-k{k}"
        make = ["make", "-s", "-C", str(P4SRC), "tofino", f"BUILD={out}", f"K={k}"]
        if (k, target) == VERBOSE_BUILD:  # its summary logs: the PHV pragmas' check reads them
            make.append("TOFINO_FLAGS=--verbose 1")
        with subprocess.Popen(
            ["nice", "-n", "19", *make, f"TARGET={target}"],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=True,  # close() ends make and the compilers it started
        ) as self._running:
            output, _ = self._running.communicate()
        assert self._running.returncode == 0, f"bf-p4c failed for K={k} {target}:\n{output}"
        return out

    def close(self) -> None:
        """Stop: builds not started are dropped, a running one is ended."""
        for build in self._builds.values():
            build.cancel()
        if self._running is not None and self._running.poll() is None:
            os.killpg(self._running.pid, signal.SIGTERM)
        self._pool.shutdown(wait=True)
        shutil.rmtree(self._root, ignore_errors=True)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Start the builds where `tofino` tests will run (selected, bf-p4c present)."""
    runs = [i for i in session.items if i.get_closest_marker("tofino")]
    if session.config.option.collectonly or all(i.get_closest_marker("skip") for i in runs):
        return
    builds = TofinoBuilds(Path(tempfile.mkdtemp(prefix="p4reduce-tofino-")))
    session.config.stash[_TOFINO] = builds
    for k, target in TOFINO_BUILDS:
        builds.start(k, target)


@pytest.fixture(scope="session")
def tofino_builds(pytestconfig: pytest.Config) -> TofinoBuilds:
    """``tofino_builds(32)``, ``tofino_builds(64, "tofino2")``: a build's folder."""
    if _TOFINO not in pytestconfig.stash:  # a tofino test picked without its marker
        pytestconfig.stash[_TOFINO] = TofinoBuilds(
            Path(tempfile.mkdtemp(prefix="p4reduce-tofino-"))
        )
    return pytestconfig.stash[_TOFINO]


@pytest.fixture(scope="session")
def tofino_build(tofino_builds: TofinoBuilds) -> Path:
    """The default build: K = 64, Tofino 1 (the Makefile's)."""
    return tofino_builds(64)


#: How a BMv2 test that skips for a missing toolchain says so (CI counts those).
TOOLCHAIN_SKIP = "BMv2 tests need"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip target-marked tests, with the reason, where the target is not installed."""
    missing = [t for t in ("p4c-bm2-ss", "simple_switch_grpc") if shutil.which(t) is None]
    skip_bmv2 = (
        pytest.mark.skip(reason=f"{TOOLCHAIN_SKIP} {' and '.join(missing)} on PATH")
        if missing
        else None
    )
    skip_tofino = None
    if shutil.which("bf-p4c") is None:
        skip_tofino = pytest.mark.skip(reason="Tofino tests need bf-p4c on PATH")
    elif os.environ.get("P4REDUCE_SKIP_TOFINO") == "1":
        skip_tofino = pytest.mark.skip(reason="P4REDUCE_SKIP_TOFINO=1: Tofino tests not required")
    skip_cuda = None
    if any(item.get_closest_marker("cuda") for item in items):
        reason = _no_cuda_reason()
        skip_cuda = pytest.mark.skip(reason=reason) if reason else None
    for item in items:
        if skip_bmv2 and "bmv2" in item.keywords:
            item.add_marker(skip_bmv2)
        if skip_tofino and "tofino" in item.keywords:
            item.add_marker(skip_tofino)
        if skip_cuda and item.get_closest_marker("cuda"):
            item.add_marker(skip_cuda)
    # The `tofino` tests run last, so that their builds compile behind the others
    # (TofinoBuilds); the sort is stable, the order within each part unchanged.
    items.sort(key=lambda item: item.get_closest_marker("tofino") is not None)


def _no_cuda_reason() -> str | None:
    """Why the ``cuda`` tests cannot run here, or None where a GPU is usable."""
    try:
        import torch
    except ImportError:
        return "CUDA tests need PyTorch"
    if torch.version.cuda is None:
        return f"CUDA tests need a GPU: this torch ({torch.__version__}) is built without CUDA"
    if not torch.cuda.is_available():
        return "CUDA tests need a GPU: torch.cuda.is_available() is False (no GPU or driver)"
    return None


# -- CI: BMv2 tests must run where the toolchain is installed -----------------------------
# .ci/run sets P4REDUCE_REQUIRE_BMV2=1 after installing the prebuilt toolchain; then a run
# in which any BMv2 test skipped for a missing toolchain, a missing system tool or root
# (tests/requires.py), or in which none ran, fails and names what was missing: neither the
# toolchain nor ethtool, ip, ... can silently drop the BMv2 tests out of CI.
_BMV2_OUTCOMES: dict[str, int] = {"passed": 0, "failed": 0, "skipped": 0}
_BMV2_SKIPS: dict[str, int] = {}  #: why required BMv2 tests skipped, and how many


def _skip_reason(report: pytest.TestReport) -> str:
    longrepr = report.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2]).removeprefix("Skipped: ")
    return str(longrepr)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if "bmv2" not in report.keywords:
        return
    if report.when == "call" or (report.when == "setup" and report.outcome != "passed"):
        if report.outcome == "skipped":
            reason = _skip_reason(report)
            if TOOLCHAIN_SKIP not in reason and not is_machine_skip(reason):
                return  # skipped for another reason, which it says
            _BMV2_SKIPS[reason] = _BMV2_SKIPS.get(reason, 0) + 1
        _BMV2_OUTCOMES[report.outcome] += 1


def _bmv2_required() -> bool:
    return os.environ.get("P4REDUCE_REQUIRE_BMV2") == "1"


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    ran = _BMV2_OUTCOMES["passed"] + _BMV2_OUTCOMES["failed"]
    line = (
        f"bmv2 tests: {ran} ran ({_BMV2_OUTCOMES['passed']} passed, "
        f"{_BMV2_OUTCOMES['failed']} failed), {_BMV2_OUTCOMES['skipped']} skipped"
    )
    if _bmv2_required() and (ran == 0 or _BMV2_OUTCOMES["skipped"]):
        line += ": FAIL (P4REDUCE_REQUIRE_BMV2=1: the toolchain is installed, none may skip)"
        terminalreporter.write_line(line, red=True, bold=True)
        for reason, n in sorted(_BMV2_SKIPS.items()):
            terminalreporter.write_line(f"  {n} skipped: {reason}", red=True)
    else:
        terminalreporter.write_line(line)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if _TOFINO in session.config.stash:
        session.config.stash[_TOFINO].close()
    ran = _BMV2_OUTCOMES["passed"] + _BMV2_OUTCOMES["failed"]
    collected_bmv2 = sum(_BMV2_OUTCOMES.values())
    if _bmv2_required() and collected_bmv2 and (ran == 0 or _BMV2_OUTCOMES["skipped"]):
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
