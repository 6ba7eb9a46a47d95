"""PyTorch's own distributed tests (``DistributedTest._DistTestBase``) on ``p4reduce`` and
on Gloo, at world sizes 2 and 4, with the cases of ``tests/torch_suite_cases.py`` (an
uneven all-to-all, ``torch.compile`` of a DDP model): every test Gloo passes, p4reduce
passes (its one documented exception aside, ``monitored_barrier``).
``tests/torch_suite.py`` says how they run; ``python -m tests.torch_suite`` prints the
same comparison.  About 2.5 to 4 minutes on 2 cores, most of it the switch job each test gets
through the controller service.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("torch")

import expecttest  # noqa: F401  # torch's distributed tests import it (the dev extra has it)

from tests.torch_suite import (
    BACKENDS,
    EXCEPTIONS,
    WORLD_SIZES,
    SuiteReport,
    format_report,
    not_passing_where_gloo_passes,
    run_all,
)

pytestmark = [pytest.mark.torch, pytest.mark.slow]

DOCS = Path(__file__).resolve().parents[1] / "docs" / "pytorch.md"
#: Fewer passing tests on Gloo than this means the driver lost tests (torch is pinned:
#: 88 pass at both world sizes).
MIN_GLOO_PASSED = 80

Reports = dict[tuple[str, int], SuiteReport]


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> Reports:
    """Both backends at both world sizes, one run (a software switch and the service)."""
    done = run_all(BACKENDS, WORLD_SIZES, tmp_path_factory.mktemp("torch-suite"), timeout=900)
    print("\n" + format_report(done))  # shown with -s, and in the failures' reports
    return {(r.backend, r.world_size): r for r in done}


def _failures(report: SuiteReport) -> str:
    return "\n\n".join(
        f"{r.name}:\n{r.detail}" for r in report.results if r.outcome == "failed"
    ) or (report.error or "none")


@pytest.mark.parametrize("world_size", WORLD_SIZES)
def test_p4reduce_passes_every_test_gloo_passes(reports: Reports, world_size: int) -> None:
    p4reduce, gloo = reports["p4reduce", world_size], reports["gloo", world_size]
    missing = not_passing_where_gloo_passes(p4reduce, gloo)
    assert not missing, f"{[r.name for r in missing]}\n\n{_failures(p4reduce)}"
    assert not p4reduce.error, p4reduce.error
    assert p4reduce.counts()["failed"] == 0, _failures(p4reduce)


@pytest.mark.parametrize("world_size", WORLD_SIZES)
def test_gloo_passes_the_suite_as_torch_ships_it(reports: Reports, world_size: int) -> None:
    """The reference itself: nothing fails on Gloo and enough of the suite ran."""
    gloo = reports["gloo", world_size]
    assert not gloo.error and gloo.counts()["failed"] == 0, _failures(gloo)
    assert gloo.counts()["passed"] >= MIN_GLOO_PASSED


def test_both_backends_ran_the_same_tests(reports: Reports) -> None:
    for size in WORLD_SIZES:
        names = {b: {r.name for r in reports[b, size].results} for b in BACKENDS}
        assert names["p4reduce"] == names["gloo"]
        # including those torch admits for Gloo only, by name, and for MPI only
        assert {"test_all_reduce_coalesced_max", "test_sparse_all_reduce_sum"} <= names["gloo"]
        assert "test_all_to_all_single_unequal_split" in names["gloo"]


#: What users run on Gloo that torch's CPU tests admit for MPI only, or leave out.
AS_ON_GLOO = (
    "test_all_to_all_single_unequal_split",
    "test_all_to_all_single_unequal_split_complex",
    "test_all_to_all_single_uneven_dispatch_and_combine",
    "test_ddp_compiled_trains_as_uncompiled",
)


@pytest.mark.parametrize("world_size", WORLD_SIZES)
def test_uneven_all_to_all_and_compiled_ddp_pass_on_both(reports: Reports, world_size: int) -> None:
    for backend in BACKENDS:
        results = reports[backend, world_size].by_name()
        for name in AS_ON_GLOO:
            assert results[name].outcome == "passed", (backend, results[name])


def test_gloo_alone_cannot_run_uneven_lists(reports: Reports) -> None:
    """torch's ``all_to_all`` tests give each rank tensors of its own size: Gloo refuses
    them (not run there), p4reduce passes them."""
    for size in WORLD_SIZES:
        gloo, p4reduce = reports["gloo", size].by_name(), reports["p4reduce", size].by_name()
        not_run = sorted(n for n, r in gloo.items() if r.outcome == "not run")
        assert not_run == sorted(EXCEPTIONS["gloo"]), not_run
        assert all(p4reduce[n].outcome in ("passed", "skipped") for n in not_run)
        assert p4reduce["test_all_to_all"].outcome == "passed"


def test_the_switch_did_the_all_reduces(reports: Reports) -> None:
    for size in WORLD_SIZES:
        assert sum(r.switch_calls for r in reports["p4reduce", size].results) > 0


def test_monitored_barrier_is_the_documented_exception(reports: Reports) -> None:
    """Not run on p4reduce: torch refuses it for every backend but Gloo; docs/pytorch.md
    says so."""
    for size in WORLD_SIZES:
        not_run = [r.name for r in reports["p4reduce", size].results if r.outcome == "not run"]
        assert not_run and all(n.startswith("test_monitored_barrier") for n in not_run)
    assert list(EXCEPTIONS["p4reduce"]) == ["test_monitored_barrier*"]
    assert re.search(r"monitored_barrier.*only\s+implemented\s+for\s+GLOO", DOCS.read_text(), re.S)
