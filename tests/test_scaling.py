"""``p4reduce emu --size A,B,C``: a run per size, one JSON and one plot of all (no
Mininet here: the emulation is replaced by results the test makes)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mininet_topos.emu import EmuConfig, EmuResult, link_limits
from mininet_topos.scaling import run_sizes


def test_every_size_runs_and_lands_in_one_report_and_plot(tmp_path: Path) -> None:
    cfg = EmuConfig(workers=(2, 4), mtu=9000, out=tmp_path)
    seen: list[EmuConfig] = []

    def fake_run(c: EmuConfig, out: io.TextIO) -> list[EmuResult]:
        seen.append(c)
        runs = []
        for n in c.workers:
            limit, ring = link_limits(n, c.bw, c.elems, c.mtu)
            # p4reduce at half its limit, Gloo at a quarter of its own
            runs.append(EmuResult(n, c.size / (limit / 2), True, c.size / (ring / 4), limit, ring))
        return runs

    text = io.StringIO()
    sweep = run_sizes(cfg, [1 << 20, 4 << 20], text, fake_run)
    assert [c.size for c in seen] == [1 << 20, 4 << 20]
    assert [c.out for c in seen] == [tmp_path / "size-1048576", tmp_path / "size-4194304"]
    assert [size for size, _ in sweep] == [1 << 20, 4 << 20]
    report = json.loads((tmp_path / "scaling.json").read_text())
    assert report["config"]["mtu"] == 9000 and report["config"]["elems"] == 2048
    rows = [row for s in report["sizes"] for row in s["runs"]]
    assert [(r["workers"], r["exact"]) for r in rows] == [(2, True), (4, True)] * 2
    for r in rows:
        assert r["p4reduce_of_limit"] == pytest.approx(0.5)
        assert r["gloo_of_limit"] == pytest.approx(0.25)
        assert r["p4reduce_over_gloo"] == pytest.approx(2 * r["p4reduce_limit"] / r["ring_limit"])
    assert (tmp_path / "scaling.png").stat().st_size > 10_000
    assert "size 4,194,304 (2 of 2)" in text.getvalue()


def test_a_bad_size_in_the_list_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    from p4reduce.cli import main

    assert main(["emu", "--size", "1M,lots"]) != 0
    assert "not a count: 'lots'" in capsys.readouterr().err
