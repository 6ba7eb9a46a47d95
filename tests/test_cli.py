from __future__ import annotations

import pytest

from p4reduce.cli import main
from p4reduce.units import parse_count, si


@pytest.mark.parametrize(
    "argv",
    [
        ["--help"],
        ["demo", "--help"],
        ["switch", "--help"],
        ["bench", "quantize", "--help"],
        ["bench", "hostpath", "--help"],
    ],
)
def test_help(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 0
    assert "usage: p4reduce" in capsys.readouterr().out


@pytest.mark.slow
def test_demo_runs_and_verifies(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "demo",
            "--workers",
            "3",
            "--size",
            "20000",
            "--rounds",
            "2",
            "--loss",
            "0.01",
            "--no-gloo",
            "--no-progress",
            "--timeout",
            "20",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0, out
    assert out.count("[exact, within bound") == 2
    assert "result: all rounds exact" in out


def test_bad_job_spec_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["switch", "--job", "1:0:8"]) == 2
    assert "--job '1:0:8'" in capsys.readouterr().err


def test_bench_quantize_prints_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "quantize", "--size", "64K", "--repeat", "1"]) == 0
    out = capsys.readouterr().out
    assert "GB/s" in out and "of memcpy" in out


def test_bench_hostpath_prints_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "hostpath", "--packets", "2000"]) == 0
    assert "speed-up" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("text", "value"), [("1000", 1000), ("64K", 65536), ("64M", 1 << 26), ("1.5K", 1536)]
)
def test_parse_count(text: str, value: int) -> None:
    assert parse_count(text) == value


@pytest.mark.parametrize("text", ["", "x", "0", "1.3", "-4K"])
def test_parse_count_rejects(text: str) -> None:
    with pytest.raises(ValueError):
        parse_count(text)


def test_si() -> None:
    assert si(2.41e9, "ATE/s") == "2.41 GATE/s"
