"""Dumps on request: ``p4reduce ctl dump JOB`` asks the controller service, which asks the
job's ranks at their next heartbeat; each writes the record of its calls in the flight
recorder's format and says where."""

# ruff: noqa: F811  (tests take the imported fixture as a parameter of the same name)
from __future__ import annotations

import pickle
import threading
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from hostlib import AggregationJob, flightrecord
from p4reduce.cli import main
from tests.test_service import (
    TOKEN,
    Service,
    service,  # noqa: F401 (a fixture)
)
from tests.workers import run_all


def _token(tmp_path: Path) -> str:
    path = tmp_path / "token"
    path.write_text(TOKEN + "\n")
    return str(path)


def _ctl_dump(service: Service, tmp_path: Path, job: str, wait: float) -> int:
    address = service.server.address
    return main(
        [
            "ctl",
            "dump",
            job,
            "--service",
            address,
            "--token-file",
            _token(tmp_path),
            "--wait",
            str(wait),
        ]
    )


def ours(dump: dict[str, Any], job: AggregationJob) -> list[dict[str, Any]]:
    """The dump's entries of ``job`` (a dump holds every live job of the process, and
    other tests' services number their jobs alike): its group, its session."""
    group = f"p4reduce-job-{job.config.job_id}"
    return [
        e
        for e in dump["entries"]
        if e["process_group"][0] == group and e["p4reduce"]["session"] == job.config.session
    ]


def test_every_rank_dumps_its_calls_on_request(
    service: Service,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    folder = tmp_path / "fr"
    monkeypatch.setenv(flightrecord.DUMP_DIR_VAR, str(folder))
    jobs = service.jobs(2, "dumped")
    try:
        for _ in range(3):
            outs = run_all([lambda j=j: j.all_reduce(np.ones(10, np.int32)) for j in jobs])
            assert all(np.array_equal(o, np.full(10, 2)) for o in outs), outs
        started = time.monotonic()
        assert _ctl_dump(service, tmp_path, "dumped", 10.0) == 0
        assert time.monotonic() - started < 5.0  # a heartbeat each (every second here)
        out = capsys.readouterr().out
        assert "job 'dumped': dump 1: 2 of 2 ranks answered" in out
        for rank in (0, 1):
            path = folder / f"{flightrecord.FILE_PREFIX}{rank}"
            assert f"  rank {rank} (127.0.0.1): " in out and str(path) in out
            with open(path, "rb") as f:
                dump = pickle.load(f)
            mine = ours(dump, jobs[rank])
            assert [e["collective_seq_id"] for e in mine] == [0, 1, 2]
            assert {e["state"] for e in mine} == {"completed"}
        # A second request is a new one, answered again, by a rank waiting in a call too
        # (the transfer loop runs without the GIL; the heartbeat thread answers).
        waiting = threading.Thread(target=lambda: jobs[0].all_reduce(np.ones(10, np.int32)))
        waiting.start()
        try:
            time.sleep(0.3)
            assert _ctl_dump(service, tmp_path, "dumped", 10.0) == 0
            assert "dump 2: 2 of 2 ranks answered" in capsys.readouterr().out
            with open(folder / f"{flightrecord.FILE_PREFIX}0", "rb") as f:
                dump = pickle.load(f)
            last = ours(dump, jobs[0])[-1]
            assert (last["collective_seq_id"], last["state"]) == (3, "started")
        finally:
            jobs[1].all_reduce(np.ones(10, np.int32))
            waiting.join()
    finally:
        for j in jobs:
            j.close()


def test_a_rank_that_does_not_heartbeat_is_named(
    service: Service, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    jobs = service.jobs(2, "half")
    try:
        run_all([lambda j=j: j.all_reduce(np.ones(1, np.int32)) for j in jobs])
        jobs[1]._service._stop.set()  # type: ignore[union-attr]  # its heartbeats stop
        assert _ctl_dump(service, tmp_path, "half", 1.5) == 1
        out = capsys.readouterr().out
        assert "1 of 2 ranks answered" in out and "  rank 0 (127.0.0.1): " in out
        assert "ranks [1] did not answer" in out
    finally:
        for j in jobs:
            j.close()


def test_a_dump_of_no_running_job_is_refused(
    service: Service, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _ctl_dump(service, tmp_path, "nobody", 1.0) == 2
    assert "no running job 'nobody'" in capsys.readouterr().err
    assert _ctl_dump(service, tmp_path, "nobody", 1000.0) == 2
    assert "wait_seconds: 0 (the default) or up to 300" in capsys.readouterr().err
