"""``p4reduce worker --local``: the parent prints each rank's line, and a rank that dies
without one is reported as dead (its peers' calls fail naming it) instead of being
waited for until the run's timeout."""

from __future__ import annotations

import multiprocessing as mp
import time
from dataclasses import dataclass

import pytest

from p4reduce.worker import _report


@dataclass
class _Rank:
    exitcode: int | None


def test_a_rank_that_died_is_reported_not_waited_for(capsys: pytest.CaptureFixture[str]) -> None:
    out: mp.Queue[tuple[int, bool, str]] = mp.get_context("spawn").Queue()
    out.put((0, False, "rank 0: error: workers [1] did not contribute"))
    out.put((2, True, "rank 2: exact"))
    ranks = [_Rank(1), _Rank(-9), _Rank(0)]
    start = time.monotonic()
    ok = _report(out, ranks, timeout=60.0)  # type: ignore[arg-type]
    assert time.monotonic() - start < 10  # the grace, not the run's timeout
    assert not ok
    lines = capsys.readouterr().out.splitlines()
    assert "rank 1: died (exit code -9) before reporting" in lines
    assert lines[:2] == ["rank 0: error: workers [1] did not contribute", "rank 2: exact"]


def test_every_rank_exact_is_a_success(capsys: pytest.CaptureFixture[str]) -> None:
    out: mp.Queue[tuple[int, bool, str]] = mp.get_context("spawn").Queue()
    for r in range(3):
        out.put((r, True, f"rank {r}: exact"))
    assert _report(out, [_Rank(0)] * 3, timeout=60.0)  # type: ignore[arg-type]
    assert "died" not in capsys.readouterr().out
