"""PyTorch's own distributed test suite against a backend: is ``p4reduce`` a drop-in for Gloo?

torch ships its collective and DDP tests in ``torch/testing/_internal/distributed/
distributed_test.py`` (``DistributedTest._DistTestBase``); its own driver spawns fresh
ranks for every test, which costs minutes per test on 2 cores.  This driver spawns the
ranks once per world size and runs the test bodies one after another in them, each as
torch's ``TestDistBackend._run`` does: a process group over a fresh ``FileStore``
(``init_process_group`` with the test's timeout), a barrier, the seeded test, a barrier,
``destroy_process_group``.

Which tests: every test torch admits for an out-of-tree CPU backend (the backend's name
in ``DistTestCases.backend_feature["plugin"]`` and ``["ddp"]``, not in ``"gpu"`` or
``"cuda"``), and the tests torch admits only for another backend, by name, although a
CPU drop-in for Gloo must pass them too (:data:`ADMITTED_BY_NAME`: some only for Gloo,
the CPU all-to-alls only for MPI, which Gloo runs).  Those are taken from another copy
of torch's module, imported with ``BACKEND`` reading that backend (so that only torch's
gates change) and then set back to the backend under test, which their bodies use.
Then the cases of ``tests/torch_suite_cases.py``: what users run on Gloo that torch's
CPU tests leave out (uneven all-to-all, ``torch.compile`` of a DDP model).  The same
tests run on Gloo, for comparison.

``python -m tests.torch_suite`` runs both backends at world sizes 2 and 4 and prints
the results per group of tests; ``tests/test_torch_suite.py`` runs it in CI.  The
``p4reduce`` ranks use a software switch and the controller service on free ports
(:func:`p4reduce.localrun.local_controller`), each test a job of its own.
"""

from __future__ import annotations

import argparse
import contextlib
import fnmatch
import importlib.util
import json
import os
import re
import secrets
import sys
import tempfile
import time
import traceback
import unittest
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from types import ModuleType
from typing import Any

from p4reduce.localrun import WorkerError, local_controller, run_workers
from tests.torch_suite_cases import SuiteCases

SUITE_MODULE = "torch.testing._internal.distributed.distributed_test"
PLUGIN = "p4reduce"
BACKENDS = (PLUGIN, "gloo")
WORLD_SIZES = (2, 4)

#: Each test's job's slot pool: the tests' tensors are small, and a job's start and end
#: reset its slots with a packet each (389 slots, the service's rule here, cost each
#: test about a second; the suite runs 330 tests in all).
SUITE_JOB_SLOTS = 32
#: Tests torch runs only on another backend, by name, that a CPU drop-in for Gloo must
#: pass too: per backend, as torch's gates name it.
ADMITTED_BY_NAME = {
    "gloo": (
        "test_all_reduce_coalesced_*",
        "test_accumulate_gradients_no_sync*",
        "test_get_future",
        "test_grads_same_across_ranks_with_no_sync",
        "test_barrier_timeout_*",
        "test_sparse_all_reduce_sum*",
        "test_batch_isend_irecv_gloo*",
        "test_monitored_barrier*",
    ),
    # "Only MPI supports CPU all_to_all_single": Gloo runs it, with any splits (the CUDA
    # all-to-alls, admitted only for NCCL, are not taken).
    "mpi": ("test_all_to_all*",),
}
#: Tests a backend cannot pass, and why (docs/pytorch.md): not run on it.
EXCEPTIONS = {
    PLUGIN: {
        "test_monitored_barrier*": (
            "torch refuses monitored_barrier for every backend but Gloo "
            "(ValueError: monitored_barrier is only implemented for GLOO backend)"
        ),
    },
    "gloo": {
        name: (
            "Gloo's all_to_all takes tensors of one size only (ProcessGroupGloo::alltoall: "
            "invalid tensor size), and this test gives each rank its own"
        )
        for name in (
            "test_all_to_all",
            "test_all_to_all_complex",
            "test_all_to_all_group",
            "test_all_to_all_full_group",
        )
    },
}
#: Groups of tests in the report, the first pattern (searched in the name) that matches.
GROUPS = (
    ("barrier", r"barrier"),
    ("all_reduce_coalesced", r"all_reduce_coalesced"),
    ("all_reduce", r"all_reduce|allreduce"),
    ("other collectives", r"broadcast|reduce|gather|scatter|all_to_all|alltoall"),
    ("point-to-point", r"send|recv|p2p"),
    ("DDP and autograd", r"ddp|DistributedDataParallel|grad|get_future|sync_bn|model|hook"),
    ("groups and API", r""),
)
#: Seconds a rank waits at a barrier between tests for the others, beyond the test's
#: own process-group timeout (a rank that failed waits there for the others' collectives
#: to time out).
SYNC_GRACE = 90.0
OUTCOMES = ("passed", "failed", "skipped")


def group_of(name: str) -> str:
    return next(g for g, pattern in GROUPS if re.search(pattern, name))


def exception_for(name: str, backend: str) -> str | None:
    """Why ``backend`` does not run ``name`` (:data:`EXCEPTIONS`), or None."""
    excepted = EXCEPTIONS.get(backend, {})
    return next((why for p, why in excepted.items() if fnmatch.fnmatch(name, p)), None)


@dataclass(frozen=True)
class SuiteOptions:
    """One run: a backend at a world size."""

    backend: str
    world_size: int
    workdir: Path  #: a fresh folder: FileStores, barriers, per-rank logs and results
    env: dict[str, str] = field(default_factory=dict)  #: for the ranks (P4REDUCE_*)
    select: tuple[str, ...] = ()  #: fnmatch patterns of test names; empty: all
    job_prefix: str = "torch-suite"  #: p4reduce: test i's job is PREFIX-i at the service


@dataclass(frozen=True)
class TestResult:
    """One test over all ranks: failed if a rank failed, else skipped if one skipped."""

    name: str
    outcome: str  #: passed, failed, skipped or "not run" (an exception, or a lost run)
    detail: str = ""  #: the failing rank's traceback, a skip's reason
    seconds: float = 0.0
    switch_calls: int = 0  #: p4reduce: all-reduces through the switch (rank 0)

    @property
    def group(self) -> str:
        return group_of(self.name)


@dataclass(frozen=True)
class SuiteReport:
    backend: str
    world_size: int
    results: tuple[TestResult, ...]
    error: str = ""  #: why the run stopped early (a rank died or hung), if it did
    seconds: float = 0.0

    def by_name(self) -> dict[str, TestResult]:
        return {r.name: r for r in self.results}

    def counts(self, group: str | None = None) -> dict[str, int]:
        """ran/passed/failed/skipped (and not run) over ``group`` (None: all)."""
        chosen = [r for r in self.results if group is None or r.group == group]
        counts = {o: sum(r.outcome == o for r in chosen) for o in (*OUTCOMES, "not run")}
        counts["ran"] = sum(counts[o] for o in OUTCOMES)
        return counts


# -- the rank side ---------------------------------------------------------------------------
def selected_tests(
    admitted: ModuleType, views: dict[str, ModuleType], select: Sequence[str] = ()
) -> list[tuple[str, str | None]]:
    """The tests to run, in torch's order, then the suite's own cases, each with the view
    of torch's module it comes from (None: the module under test): those ``admitted``
    (the module as imported for ``p4reduce``) does not skip, and those of
    :data:`ADMITTED_BY_NAME` that the view of their backend admits."""
    base = admitted.DistributedTest._DistTestBase
    chosen: list[tuple[str, str | None]] = []
    names = sorted(n for n in dir(base) if n.startswith("test_"))
    for name in (n for n in names if _selected(n, select)):
        if not _gated(getattr(base, name)):
            chosen.append((name, None))
            continue
        chosen += [
            (name, view)
            for view, patterns in ADMITTED_BY_NAME.items()
            if any(fnmatch.fnmatch(name, p) for p in patterns)
            and not _gated(getattr(views[view].DistributedTest._DistTestBase, name))
        ][:1]
    own = sorted(n for n in vars(SuiteCases) if n.startswith("test_"))
    return chosen + [(name, None) for name in own if _selected(name, select)]


def _selected(name: str, select: Sequence[str]) -> bool:
    return not select or any(fnmatch.fnmatch(name, p) for p in select)


def _gated(fn: Any) -> bool:
    """Whether torch's decorators skip ``fn`` (they mark it; the runner skips it)."""
    return bool(getattr(fn, "__unittest_skip__", False))


@dataclass(frozen=True)
class _Suite:
    """torch's suite module as the ranks run it, and the views that select tests."""

    module: ModuleType  #: imported for the backend under test (in sys.modules: pickles)
    plugin: ModuleType  #: as imported for p4reduce: which tests torch admits for a plugin
    #: as imported for each backend of :data:`ADMITTED_BY_NAME`, then told the backend
    #: under test
    views: dict[str, ModuleType]

    def tests(self, select: Sequence[str]) -> list[tuple[str, str | None]]:
        return selected_tests(self.plugin, self.views, select)

    def case(self, view: str | None) -> type:
        """The test case class whose test runs: for a test only a view admits, that
        view's (its helpers too come from that view, and read its ``BACKEND``)."""
        m = self.module if view is None else self.views[view]
        return type(
            "SuiteCase", (SuiteCases, m.TestDistBackend, m.DistributedTest._DistTestBase), {}
        )

    @property
    def modules(self) -> tuple[ModuleType, ...]:
        return (self.module, self.plugin, *self.views.values())


class GlooDropIn(str):
    """A backend's name as the bodies of tests torch admits only for Gloo read it: equal
    to ``"gloo"`` as well, so that they take Gloo's CPU branches (``if BACKEND == "gloo"``
    builds the CPU model of ``_test_accumulate_gradients_no_sync``), while
    ``init_process_group(backend=BACKEND)`` creates this backend."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return other == "gloo" or str.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = str.__hash__


def _load_suite(backend: str) -> _Suite:
    """Import torch's suite for ``backend``, and a copy for each other backend that the
    tests need: p4reduce's (which tests a plugin runs) and each of
    :data:`ADMITTED_BY_NAME`'s."""
    from torch.testing._internal.common_distributed import DistTestCases

    import hostlib.torchdist  # noqa: F401  # registers p4reduce

    DistTestCases.backend_feature["plugin"].add(PLUGIN)  # torch's route for plugins
    DistTestCases.backend_feature["ddp"].add(PLUGIN)
    copies = {
        other: _copy_for(other, backend)
        for other in (PLUGIN, *ADMITTED_BY_NAME)
        if other != backend
    }
    os.environ["BACKEND"] = backend
    module = importlib.import_module(SUITE_MODULE)
    views = {name: copies.get(name, module) for name in ADMITTED_BY_NAME}
    return _Suite(module, copies.get(PLUGIN, module), views)


def _copy_for(gates: str, backend: str) -> ModuleType:
    """A copy of torch's suite whose gates read ``gates`` and whose bodies read
    ``backend`` (a Gloo drop-in in the Gloo copy: its bodies take Gloo's CPU branches)."""
    os.environ["BACKEND"] = gates
    spec = importlib.util.find_spec(SUITE_MODULE)
    assert spec is not None and spec.loader is not None
    copy = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(copy)
    drop_in = gates == "gloo" and backend != "gloo"
    copy.BACKEND = GlooDropIn(backend) if drop_in else backend  # type: ignore[attr-defined]
    return copy


def run_rank(rank: int, _init_method: str, options: SuiteOptions) -> None:
    """One rank: run the selected tests in order, one JSON line each in its results file."""
    workdir = options.workdir
    log = (workdir / f"rank{rank}.log").open("w")
    os.dup2(log.fileno(), 1)  # the tests print; the parent reads results, not output
    os.dup2(log.fileno(), 2)
    os.environ.update(options.env)
    os.environ.update(
        WORLD_SIZE=str(options.world_size),
        TEMP_DIR=str(workdir),
        INIT_METHOD=f"file://{workdir}/unused",  # torch's gate wants file://; set per test
    )
    import faulthandler

    import torch

    torch.set_num_threads(1)  # the ranks share 2 cores
    suite = _load_suite(options.backend)
    tests = suite.tests(options.select)
    m = suite.module
    if rank == 0:
        (workdir / "tests.json").write_text(json.dumps([name for name, _ in tests]))
    out = (workdir / f"rank{rank}.jsonl").open("w")
    for index, (name, view) in enumerate(tests):
        if exception_for(name, options.backend):
            continue
        faulthandler.dump_traceback_later(_sync_timeout(m, name), file=log)
        record = _run_one(suite.case(view), name, index, rank, options, suite)
        faulthandler.cancel_dump_traceback_later()
        out.write(json.dumps(record) + "\n")
        out.flush()


def _sync_timeout(module: ModuleType, name: str) -> float:
    return float(module.CUSTOM_PG_TIMEOUT.get(name, module.default_pg_timeout)) + SYNC_GRACE


def _run_one(
    cls: type,
    name: str,
    index: int,
    rank: int,
    options: SuiteOptions,
    suite: _Suite,
) -> dict[str, Any]:
    """What ``TestDistBackend._run`` does for one test, in this process."""
    import torch.distributed as dist
    from torch.testing._internal import common_utils
    from torch.testing._internal.common_distributed import TEST_SKIPS

    size = options.world_size
    testdir = options.workdir / f"{index:03d}"
    for sub in ("barrier", "test_dir", "init_dir"):
        (testdir / sub).mkdir(parents=True, exist_ok=True)
    os.environ["TEMP_DIR"] = str(testdir)  # torch's Barrier and test_get_rank use it
    for m in suite.modules:
        m.INIT_METHOD = f"file://{testdir}/init_dir/shared_init_file"  # type: ignore[attr-defined]
        m.Barrier.barrier_id = 0
    if options.backend != "gloo":
        os.environ["P4REDUCE_JOB_NAME"] = f"{options.job_prefix}-{index}"
    timeout = _sync_timeout(suite.module, name)
    _sync(options.workdir, f"start-{index}", rank, size, timeout)
    started = time.monotonic()
    record: dict[str, Any] = {"test": name, "outcome": "passed", "detail": "", "switch_calls": 0}
    try:
        seconds = suite.module.CUSTOM_PG_TIMEOUT.get(name, suite.module.default_pg_timeout)
        dist.init_process_group(
            options.backend,
            init_method=f"file://{testdir}/store",
            world_size=size,
            rank=rank,
            timeout=timedelta(seconds=seconds),
        )
        case = cls()
        case.rank, case.file_name = rank, str(testdir / "store")
        common_utils.set_rng_seed()
        getattr(cls, name)(case)  # the test's function, decorators and all
    except unittest.SkipTest as exc:
        record.update(outcome="skipped", detail=str(exc))
    except SystemExit as exc:
        skip = next((s for s in TEST_SKIPS.values() if s.exit_code == exc.code), None)
        if skip is None:
            record.update(outcome="failed", detail=f"sys.exit({exc.code!r})")
        else:
            record.update(outcome="skipped", detail=skip.message)
    except BaseException:
        record.update(outcome="failed", detail=traceback.format_exc())
    record["seconds"] = round(time.monotonic() - started, 3)
    if dist.is_initialized():
        reducer = getattr(dist.distributed_c10d._get_default_group(), "reducer", None)
        if reducer is not None:
            record["switch_calls"] = reducer.counters.switch
    _sync(options.workdir, f"end-{index}", rank, size, timeout)
    if dist.is_initialized():
        dist.destroy_process_group()
    return record


def _sync(workdir: Path, key: str, rank: int, size: int, timeout: float) -> None:
    """A barrier through files, named by ``key``: a failed test cannot put it out of step."""
    folder = workdir / "sync"
    folder.mkdir(exist_ok=True)
    (folder / f"{key}.{rank}").touch()
    deadline = time.monotonic() + timeout
    while not all((folder / f"{key}.{r}").exists() for r in range(size)):
        if time.monotonic() > deadline:
            raise TimeoutError(f"rank {rank}: the other ranks did not reach {key} in {timeout} s")
        time.sleep(0.02)


# -- the parent side -------------------------------------------------------------------------
def run_suite(options: SuiteOptions, *, timeout: float = 1800.0) -> SuiteReport:
    """Run the suite in ``options.world_size`` spawned ranks; merge their results.

    A rank that dies or hangs ends the run: the report has the tests done by then, the
    test that was running as failed, and the error.
    """
    options.workdir.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    error = ""
    try:
        run_workers(run_rank, options.world_size, (options,), timeout=timeout)
    except (WorkerError, TimeoutError) as exc:
        error = str(exc)
    per_rank = [
        _read_results(options.workdir / f"rank{r}.jsonl") for r in range(options.world_size)
    ]
    results = list(_merge(per_rank))
    if error:
        done = {r.name for r in results}
        lost = _first_missing(options, done)
        if lost is not None:
            results.append(TestResult(lost, "failed", f"the run stopped here: {error}"))
    results += [
        TestResult(name, "not run", why)
        for name in _excepted(options)
        if (why := exception_for(name, options.backend))
    ]
    return SuiteReport(
        options.backend,
        options.world_size,
        tuple(sorted(results, key=lambda r: r.name)),
        error,
        time.monotonic() - started,
    )


def _read_results(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _merge(per_rank: list[list[dict[str, Any]]]) -> Iterator[TestResult]:
    """One result per test every rank finished: the worst outcome, with its detail."""
    done = min(len(records) for records in per_rank)
    for i in range(done):
        records = [records[i] for records in per_rank]
        assert len({r["test"] for r in records}) == 1, f"ranks out of step: {records}"
        worst = next(
            (r for o in ("failed", "skipped") for r in records if r["outcome"] == o), records[0]
        )
        detail = worst["detail"]
        if worst["outcome"] == "failed":
            detail = f"rank {records.index(worst)}: {detail}"
        yield TestResult(
            records[0]["test"],
            worst["outcome"],
            detail,
            max(r["seconds"] for r in records),
            records[0]["switch_calls"],
        )


def _names(options: SuiteOptions) -> list[str]:
    """The selected tests' names, as rank 0 wrote them (none if it did not start)."""
    path = options.workdir / "tests.json"
    return list(json.loads(path.read_text())) if path.exists() else []


def _excepted(options: SuiteOptions) -> list[str]:
    return [n for n in _names(options) if exception_for(n, options.backend)]


def _first_missing(options: SuiteOptions, done: set[str]) -> str | None:
    return next(
        (n for n in _names(options) if n not in done and not exception_for(n, options.backend)),
        None,
    )


def run_all(
    backends: Iterable[str],
    world_sizes: Iterable[int],
    workdir: Path,
    select: Sequence[str] = (),
    *,
    timeout: float = 1800.0,
) -> list[SuiteReport]:
    """Each backend at each world size (p4reduce with a local switch and service), one
    run after another.  Not side by side: torch's barrier-timeout tests give a group 1 s
    to connect its ranks, which two runs of 4 ranks on 2 cores can miss, and one failed
    test there leaves the run's later ones timing out (seen with Gloo's run beside
    p4reduce's)."""
    reports = []
    with contextlib.ExitStack() as stack:
        env: dict[str, str] = {}
        if any(b != "gloo" for b in backends):
            service = local_controller(workdir / "service", max_job_slots=SUITE_JOB_SLOTS)
            env = stack.enter_context(service).env()
        tag = secrets.token_hex(3)
        for size in world_sizes:
            for backend in backends:
                options = SuiteOptions(
                    backend,
                    size,
                    workdir / f"{backend}-w{size}",
                    env if backend != "gloo" else {},
                    tuple(select),
                    f"torch-suite-{tag}-w{size}",
                )
                reports.append(run_suite(options, timeout=timeout))
    return reports


def not_passing_where_gloo_passes(p4reduce: SuiteReport, gloo: SuiteReport) -> list[TestResult]:
    """The tests Gloo passed that p4reduce did not (its documented exceptions aside)."""
    theirs = gloo.by_name()
    return [
        r
        for r in p4reduce.results
        if r.outcome != "passed"
        and r.name in theirs
        and theirs[r.name].outcome == "passed"
        and exception_for(r.name, p4reduce.backend) is None
    ]


def format_table(reports: Sequence[SuiteReport]) -> str:
    """Per group: ran/passed/failed/skipped for each backend and world size."""
    heads = [f"{r.backend} w={r.world_size}" for r in reports]
    rows = [["group", *heads]]
    for group in [g for g, _ in GROUPS] + [None]:
        cells = []
        for report in reports:
            c = report.counts(group)
            cell = f"{c['ran']}/{c['passed']}/{c['failed']}/{c['skipped']}"
            if c["not run"]:
                cell += f" (+{c['not run']} not run)"
            cells.append(cell)
        rows.append([group or "all", *cells])
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)) for row in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(["ran/passed/failed/skipped per group of tests", *lines])


def format_report(reports: Sequence[SuiteReport]) -> str:
    lines = [format_table(reports), ""]
    for report in reports:
        calls = sum(r.switch_calls for r in report.results)
        lines.append(
            f"{report.backend} w={report.world_size}: {report.seconds:.0f} s"
            + (f", {calls} all-reduces through the switch (rank 0)" if calls else "")
        )
        if report.error:
            lines.append(f"  stopped early: {report.error.splitlines()[0]}")
        for r in report.results:
            if r.outcome == "failed":
                lines.append(f"  FAILED {r.name}: {_last_line(r.detail)}")
            elif r.outcome == "not run":
                lines.append(f"  not run: {r.name}: {r.detail}")
    return "\n".join(lines)


def _last_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[-1].strip() if lines else ""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tests.torch_suite", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--backend", action="append", choices=BACKENDS, help="default: both")
    parser.add_argument("--world-size", action="append", type=int, help="default: 2 and 4")
    parser.add_argument("-k", action="append", default=[], help="fnmatch pattern of test names")
    parser.add_argument("--workdir", type=Path, help="default: a temporary folder")
    parser.add_argument("--verbose", "-v", action="store_true", help="print failures in full")
    args = parser.parse_args(argv)
    with contextlib.ExitStack() as stack:
        workdir = args.workdir or Path(stack.enter_context(tempfile.TemporaryDirectory()))
        reports = run_all(args.backend or BACKENDS, args.world_size or WORLD_SIZES, workdir, args.k)
    print(format_report(reports))
    if args.verbose:
        for report in reports:
            for r in report.results:
                if r.outcome == "failed":
                    print(f"\n== {report.backend} w={report.world_size} {r.name}\n{r.detail}")
    by_key = {(r.backend, r.world_size): r for r in reports}
    bad = [
        (size, r.name)
        for (backend, size), report in by_key.items()
        if backend != "gloo" and ("gloo", size) in by_key
        for r in not_passing_where_gloo_passes(report, by_key["gloo", size])
    ]
    for size, name in bad:
        print(f"p4reduce w={size}: {name} passes on Gloo but not on p4reduce")
    return 1 if bad or any(r.error for r in reports) else 0


if __name__ == "__main__":
    sys.exit(main())
