"""The P4 programs: generated constants are current; they compile; the P4Info is current."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from p4reduce import p4gen

ROOT = Path(__file__).resolve().parents[1]
P4SRC = ROOT / "p4src"


def test_generated_constants_are_current() -> None:
    assert p4gen.TARGET.read_text() == p4gen.render(), (
        "p4src/common/constants.p4 is stale: run `python -m p4reduce.p4gen`"
    )


def compile_bmv2(out: Path, k: int = 64, slots: int = 1024) -> Path:
    subprocess.run(
        ["make", "-s", "-C", str(P4SRC), f"BUILD={out}", f"K={k}", f"SLOTS={slots}"],
        check=True,
        capture_output=True,
        text=True,
    )
    return out


@pytest.mark.bmv2
@pytest.mark.parametrize("k", [32, 64, 128, 256])
def test_v1model_compiles_for_every_supported_k(tmp_path: Path, k: int) -> None:
    build = compile_bmv2(tmp_path, k=k, slots=64)
    assert (build / "p4reduce.json").stat().st_size > 0
    assert "P4rIngress.admission.workers" in (build / "p4reduce.p4info.txtpb").read_text()


@pytest.mark.bmv2
def test_committed_p4info_is_current(tmp_path: Path) -> None:
    build = compile_bmv2(tmp_path)
    fresh = (build / "p4reduce.p4info.txtpb").read_text()
    committed = (P4SRC / "p4info" / "p4reduce.v1model.p4info.txtpb").read_text()
    assert fresh == committed, "p4src/p4info is stale: run `make -C p4src p4info`"


def test_make_says_what_is_missing_without_p4c(tmp_path: Path) -> None:
    result = subprocess.run(
        ["make", "-s", "-C", str(P4SRC), f"BUILD={tmp_path}", "P4C_BMV2=no-such-p4c"],
        capture_output=True,
        text=True,
    )
    assert result.returncode != 0
    assert "no-such-p4c not found" in result.stdout + result.stderr


def _tna_include() -> str:
    """The folder of tna.p4: $P4R_TNA_INCLUDE, else p4c's own p4include beside p4test."""
    if "P4R_TNA_INCLUDE" in os.environ:
        return os.environ["P4R_TNA_INCLUDE"]
    p4test = shutil.which("p4test")
    for folder in ("p4include", "share/p4c/p4include"):
        if p4test and Path(p4test).resolve().parent.parent.joinpath(folder, "tna.p4").is_file():
            return str(Path(p4test).resolve().parent.parent / folder)
    return ""


TNA_INCLUDE = _tna_include()


@pytest.mark.skipif(
    not (shutil.which("p4test") and Path(TNA_INCLUDE, "tna.p4").is_file()),
    reason="the TNA type check needs p4test on PATH and P4R_TNA_INCLUDE=<folder of tna.p4>",
)
@pytest.mark.parametrize("k", [32, 64])
def test_tna_type_checks_with_the_p4c_frontend(k: int) -> None:
    subprocess.run(
        ["make", "-s", "-C", str(P4SRC), "tna-check", f"TNA_INCLUDE={TNA_INCLUDE}", f"K={k}"],
        check=True,
        capture_output=True,
        text=True,
    )


@pytest.mark.tofino
def test_tna_compiles(tmp_path: Path) -> None:
    assert shutil.which("bf-p4c")
    subprocess.run(
        ["make", "-s", "-C", str(P4SRC), f"BUILD={tmp_path}", "tofino"],
        check=True,
        capture_output=True,
        text=True,
    )
