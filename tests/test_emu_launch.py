"""The emulation's launcher (``mininet_topos.training.wait_all``): a rank that fails,
hangs, or hangs on its way out after writing its report fails the launch, naming it."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from mininet_topos import training
from mininet_topos.emu import EmuError


def _rank(tmp_path: Path, name: str, code: str) -> tuple[subprocess.Popen[bytes], Path]:
    log = tmp_path / f"{name}.log"
    with log.open("wb") as f:
        proc = subprocess.Popen(
            [sys.executable, "-c", code], cwd=tmp_path, stdout=f, stderr=subprocess.STDOUT
        )
    return proc, log


def _report_and(name: str, then: str) -> str:
    return f"import pathlib, sys, time\npathlib.Path('{name}.out.json').write_text('{{}}')\n{then}"


def test_ranks_that_report_and_end_pass(tmp_path: Path) -> None:
    procs = [_rank(tmp_path, f"r{i}", _report_and(f"r{i}", "")) for i in range(2)]
    training.wait_all(procs, 30.0, "test")
    assert all(p.returncode == 0 for p, _ in procs)


def test_a_rank_that_hangs_after_its_report_fails_the_launch_soon(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(training, "EXIT_GRACE_S", 0.5)
    done = _rank(tmp_path, "r0", _report_and("r0", "print('bye')"))
    stuck = _rank(tmp_path, "r1", _report_and("r1", "print('stuck', flush=True); time.sleep(60)"))
    t0 = time.monotonic()
    try:
        with pytest.raises(EmuError) as err:
            training.wait_all([done, stuck], 60.0, "training (x)")
    finally:
        stuck[0].kill()
        stuck[0].wait()
    assert time.monotonic() - t0 < 20  # the grace, not the 60 s deadline
    msg = str(err.value)
    assert "1 did not end 0 s after its report" in msg
    assert f"pid {stuck[0].pid} still running after writing its report" in msg
    assert "stuck" in msg and str(stuck[1]) in msg


def test_a_rank_that_never_reports_fails_at_the_deadline(tmp_path: Path) -> None:
    stuck = _rank(tmp_path, "r0", "import time; print('computing', flush=True); time.sleep(60)")
    try:
        with pytest.raises(EmuError) as err:
            training.wait_all([stuck], 1.0, "training (x)")
    finally:
        stuck[0].kill()
        stuck[0].wait()
    msg = str(err.value)
    assert "the ranks did not finish in 1 s" in msg
    assert "before writing its report" in msg and "computing" in msg


def test_a_rank_that_fails_fails_the_launch_with_its_log(tmp_path: Path) -> None:
    bad = _rank(tmp_path, "r0", "raise SystemExit('no switch')")
    with pytest.raises(EmuError, match=r"(?s)a rank failed \(1\).*no switch"):
        training.wait_all([bad], 30.0, "training (x)")
