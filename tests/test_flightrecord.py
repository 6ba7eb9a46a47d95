"""When a job hangs, what each rank was doing: every rank's record of its last calls
(``hostlib/callrecord.py``), dumped in the format of PyTorch's flight recorder
(``hostlib/flightrecord.py``) on a timeout, on request, or on a signal where asked, and
read by torch's own analyzer; and a timeout's error that names the call, the slot and
round still waiting, and the rank that did not arrive."""

from __future__ import annotations

import argparse
import logging
import os
import pickle
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from hostlib import AggregationJob, AggregationTimeout, flightrecord
from hostlib.callrecord import COMPLETED, FAILED, CallRecord
from p4rproto.agreement import Collective, ReduceOp, Route
from p4rproto.netio import Address
from softswitch.pipeline import Pipeline, SwitchConfig
from softswitch.udp import UdpSwitch
from tests.workers import make_jobs, run_all

#: A job id no other test module's jobs use: dumps hold every live job of the process.
JOB = 9


@pytest.fixture
def switch() -> Iterator[UdpSwitch]:
    sw = UdpSwitch(Address("127.0.0.1", 0), Pipeline(SwitchConfig(num_slots=512)))
    sw.start_thread()
    try:
        yield sw
    finally:
        sw.close()


@pytest.fixture
def dump_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "fr"
    monkeypatch.setenv(flightrecord.DUMP_DIR_VAR, str(folder))
    return folder


def analyze(folder: Path, group: str) -> Any:
    """torch's flight recorder analyzer (as ``fr_trace DIR`` runs it) over the dumps in
    ``folder``, cut to ``group``'s entries: its database of collectives, matched across
    the ranks.  (A dump holds every live job of the process, other test modules' too,
    and the analyzer stops at the first group with more than 10 mismatches.)"""
    cut = folder.parent / f"{folder.name}-{group}"
    cut.mkdir()
    for path in folder.iterdir():
        with open(path, "rb") as f:
            dump = pickle.load(f)
        dump["pg_config"] = {k: v for k, v in dump["pg_config"].items() if k == group}
        dump["entries"] = [e for e in dump["entries"] if e["process_group"][0] == group]
        with open(cut / path.name, "wb") as f:
            pickle.dump(dump, f)
    builder = pytest.importorskip("torch.distributed.flight_recorder.components.builder")
    loader = pytest.importorskip("torch.distributed.flight_recorder.components.loader")
    config = pytest.importorskip("torch.distributed.flight_recorder.components.config_manager")
    args: argparse.Namespace = config.JobConfig().parse_args([str(cut)])
    details, version = loader.read_dir(args)
    return builder.build_db(details, args, version)


def stalled_jobs(switch: UdpSwitch, calls: int) -> tuple[list[AggregationJob], AggregationTimeout]:
    """Two ranks make ``calls`` calls together, then rank 0 one more that rank 1 never
    makes (a stalled rank): rank 0's timeout."""
    jobs = make_jobs(switch, 2, job_id=JOB, timeout=0.4, initial_rto=0.02, min_rto=0.01)
    for i in range(calls):
        n = 5000 if i == 0 else 10  # data rounds, then calls that ride in the agreement
        run_all([lambda j=j, n=n: j.all_reduce(np.ones(n, np.float32)) for j in jobs])
    with pytest.raises(AggregationTimeout) as caught:
        jobs[0].all_reduce(np.ones(10, np.float32))
    return jobs, caught.value


def test_a_timeout_names_the_call_the_slot_and_the_missing_rank(switch: UdpSwitch) -> None:
    jobs, exc = stalled_jobs(switch, 3)
    try:
        assert (exc.call, exc.collective, exc.missing) == (3, "all_reduce", [1])
        control = jobs[0].membership.slot_count - 1  # type: ignore[union-attr]
        assert str(exc).startswith(f"job {JOB}: call 3 (all_reduce): the agreement round")
        assert f"(control slot {control}, round 3)" in str(exc)
        assert "workers [1] did not contribute" in str(exc)
        last = jobs[0].call_record.entries()[-1]
        assert (last.number, last.state, last.missing) == (3, FAILED, [1])
        assert (last.slot, last.round, last.agreed) == (control, 3, False)
        assert last.error_type == "AggregationTimeout" and "call 3" in last.error
    finally:
        for j in jobs:
            j.close()


def test_a_timeout_dumps_every_rank_and_the_analyzer_names_the_missing_rank(
    switch: UdpSwitch, dump_dir: Path
) -> None:
    """With ``P4REDUCE_FR_DUMP_DIR`` set, rank 0's timeout writes one file per rank;
    torch's analyzer reads them and names call 3 as the collective rank 1 did not join."""
    jobs, _ = stalled_jobs(switch, 3)
    try:
        files = {p.name for p in dump_dir.iterdir()}  # (other live jobs' ranks too)
        assert {f"{flightrecord.FILE_PREFIX}0", f"{flightrecord.FILE_PREFIX}1"} <= files
        with open(dump_dir / f"{flightrecord.FILE_PREFIX}0", "rb") as f:
            dump = pickle.load(f)
        group = f"p4reduce-job-{JOB}"
        assert dump["pg_config"][group]["ranks"] == "[0, 1]"
        stuck = [e for e in dump["entries"] if e["process_group"][0] == group][-1]
        assert stuck["collective_seq_id"] == 3 and stuck["state"] == "started"
        assert stuck["p4reduce"]["missing_ranks"] == [1]
        assert stuck["p4reduce"]["state"] == FAILED
        ours = analyze(dump_dir, group).collectives
        assert [c.collective_seq_id for c in ours] == [0, 1, 2, 3]
        assert [c.missing_ranks for c in ours[:3]] == [None] * 3
        assert ours[3].missing_ranks == {1}
    finally:
        for j in jobs:
            j.close()


def test_no_dump_is_written_unless_asked(
    switch: UdpSwitch, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(flightrecord.DUMP_DIR_VAR, raising=False)
    monkeypatch.chdir(tmp_path)
    jobs, exc = stalled_jobs(switch, 1)
    try:
        assert exc.call == 1 and list(tmp_path.iterdir()) == []
        written = flightrecord.dump_calls(tmp_path / "asked", jobs)  # on request
        assert [p.name for p in written] == [
            f"{flightrecord.FILE_PREFIX}0",
            f"{flightrecord.FILE_PREFIX}1",
        ]
    finally:
        for j in jobs:
            j.close()


def test_the_signal_dumps_only_where_asked(
    switch: UdpSwitch, dump_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``P4REDUCE_FR_DUMP_SIGNAL`` installs a handler (none without it); the signal
    writes every live job's record."""
    before = signal.getsignal(signal.SIGUSR1)
    monkeypatch.setattr(flightrecord, "_signal_armed", False)
    monkeypatch.delenv(flightrecord.DUMP_SIGNAL_VAR, raising=False)
    jobs = make_jobs(switch, 2, job_id=JOB, timeout=2.0)
    try:
        assert signal.getsignal(signal.SIGUSR1) is before  # not asked: left alone
        monkeypatch.setenv(flightrecord.DUMP_SIGNAL_VAR, "SIGUSR1")
        flightrecord.arm_from_env()
        assert signal.getsignal(signal.SIGUSR1) is not before
        run_all([lambda j=j: j.all_reduce(np.ones(10, np.float32)) for j in jobs])
        os.kill(os.getpid(), signal.SIGUSR1)
        with open(dump_dir / f"{flightrecord.FILE_PREFIX}1", "rb") as f:
            dump = pickle.load(f)
        (entry,) = [e for e in dump["entries"] if e["process_group"][0] == f"p4reduce-job-{JOB}"]
        assert entry["state"] == COMPLETED and entry["input_sizes"] == [[10]]
    finally:
        signal.signal(signal.SIGUSR1, before)
        for j in jobs:
            j.close()


def test_the_record_keeps_the_last_calls_and_reuses_its_entries() -> None:
    record = CallRecord(4)
    for n in range(10):
        e = record.begin(n, Collective.ALL_REDUCE, ReduceOp.SUM, None, 8, Route.SWITCH, (n, 1))
        if n == 5:
            record.failed(e, AggregationTimeout(1, 3, 7, 0.5, [2]))
        else:
            record.completed(e)
    held = record.entries()
    assert [e.number for e in held] == [6, 7, 8, 9]
    assert all(e.state == COMPLETED and e.missing is None for e in held)
    assert record.since(8) == held[2:]


# -- a PyTorch group ----------------------------------------------------------------------


def test_a_torch_group_dumps_its_collectives_with_their_switch_calls(
    switch: UdpSwitch, dump_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Ranks as threads (``tests/test_torch_backend.py``): two all-reduces and a
    broadcast together, then rank 0 an all-reduce alone.  Its error names the switch
    call and rank 1; the failure dumps both ranks; the analyzer names operation 4 as the
    one rank 1 did not join, and its entry holds the switch call with the missing rank."""
    torch = pytest.importorskip("torch")
    from tests.test_torch_backend import ThreadWorld, install

    caplog.set_level(logging.WARNING, logger="hostlib.flightrecord")
    w = ThreadWorld(install(switch, 2, JOB, timeout=0.4, fallback="fail"), 2)
    try:

        def together(r: int, pg: Any, gloo: Any) -> None:
            pg.allreduce([torch.ones(10)]).wait()
            pg.allreduce_coalesced([torch.ones(3000), torch.ones(7)]).wait()
            pg.broadcast([torch.ones(4)]).wait()

        w.run(together)
        with pytest.raises(AggregationTimeout) as caught:
            w.pgs[0].allreduce([torch.ones(10)]).wait()
    finally:
        w.close()
    exc = caught.value
    assert exc.missing == [1] and exc.call is not None
    assert f"call {exc.call} (all_reduce)" in str(exc)
    assert "each rank's last calls are in" in caplog.text
    ours = analyze(dump_dir, f"p4reduce-job-{JOB}").collectives
    names = [c.collective_name for c in ours]
    assert names == ["gloo:all_reduce", "gloo:all_reduce", "gloo:broadcast", "gloo:all_reduce"]
    assert ours[1].input_sizes == [[3000], [7]]
    assert ours[3].collective_seq_id == 4 and ours[3].missing_ranks == {1}
    with open(dump_dir / f"{flightrecord.FILE_PREFIX}0", "rb") as f:
        dump = pickle.load(f)
    stuck = [e for e in dump["entries"] if e["process_group"][0] == f"p4reduce-job-{JOB}"][-1][
        "p4reduce"
    ]
    assert stuck["state"] == FAILED and stuck["error_type"] == "AggregationTimeout"
    (call,) = stuck["switch_calls"]
    assert (call["call"], call["missing_ranks"], call["state"]) == (exc.call, [1], FAILED)
    assert dump["p4reduce_calls"]  # the job's own record rides along
