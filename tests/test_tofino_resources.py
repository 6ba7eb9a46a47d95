"""Reading a bf-p4c build's resources back (controller.tofino_resources), on a made-up
``context.json`` (the real one: the `tofino` tests of test_p4src.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from controller.tofino_resources import main, read_build


def _stage_table(stage: int, table_id: int, alloc: dict[str, object]) -> dict[str, object]:
    return {
        "stage_number": stage,
        "logical_table_id": table_id,
        "memory_resource_allocation": alloc,
    }


def _match(name: str, gress: str, stage: int, table_id: int, sram: list[int]) -> dict[str, object]:
    alloc = {"memory_type": "sram", "memory_units_and_vpns": [{"memory_units": sram, "vpns": [0]}]}
    return {
        "name": name,
        "direction": gress,
        "table_type": "match",
        "match_attributes": {"stage_tables": [_stage_table(stage, table_id, alloc)]},
    }


def _stateful(name: str, stage: int, table_id: int) -> dict[str, object]:
    alloc = {
        "memory_type": "sram",
        "memory_units_and_vpns": [{"memory_units": [20, 21], "vpns": [0, 1]}],
        "spare_bank_memory_unit": 22,
    }
    return {
        "name": name,
        "direction": "ingress",
        "table_type": "stateful",
        "stage_tables": [_stage_table(stage, table_id, alloc)],
    }


def fake_build(folder: Path, ingress_stages: int) -> Path:
    pipe = folder / "pipe"
    pipe.mkdir(parents=True)
    tables = [_match(f"P4rIngress.t{n}", "ingress", n, 0, [n]) for n in range(ingress_stages)]
    tables.append(_stateful("P4rIngress.values_v0", 1, 0))  # beside t1: the same id
    tables.append(_match("P4rEgress.result_dest", "egress", 0, 1, [5]))
    phv = [
        {"stage_number": 0, "ingress": [{"phv_number": 3}, {"phv_number": 130}], "egress": []},
        {"stage_number": 1, "ingress": [{"phv_number": 3}], "egress": [{"phv_number": 300}]},
    ]
    stages = [{"stage": n, "gress": g} for g in ("ingress", "egress") for n in range(12)]
    context = {"tables": tables, "phv_allocation": phv, "mau_stage_characteristics": stages}
    (pipe / "context.json").write_text(json.dumps(context))
    manifest = {
        "target": "tofino",
        "compilation_succeeded": True,
        "programs": [{"pipes": [{"files": {"context": {"path": "pipe/context.json"}}}]}],
    }
    (folder / "manifest.json").write_text(json.dumps(manifest))
    return folder


def test_figures_and_fit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    [pipe] = read_build(fake_build(tmp_path / "a", 12))
    assert (pipe.chip_stages, pipe.ingress.stages, pipe.egress.stages) == (12, 12, 1)
    assert pipe.ingress.logical_tables == 12 and pipe.egress.logical_tables == 1
    # one SRAM per match table, and the register's two units and its spare bank
    assert (pipe.ingress.sram_blocks, pipe.egress.sram_blocks) == (12 + 3, 1)
    assert pipe.ingress.stateful_alus == 1 and pipe.ingress.registers == ("P4rIngress.values_v0",)
    # containers 3 (32 bits) and 130 (16) in ingress, 300 (tagalong: 8 bits) in egress
    assert pipe.phv_containers == {"32": 1, "16": 1, "8": 1} and pipe.fits
    assert main([str(tmp_path / "a")]) == 0
    assert main([str(fake_build(tmp_path / "b", 13))]) == 1
    assert "DOES NOT FIT" in capsys.readouterr().out
    assert main([str(tmp_path / "none")]) == 2


def test_a_failed_compile_is_refused(tmp_path: Path) -> None:
    folder = fake_build(tmp_path / "a", 3)
    manifest = json.loads((folder / "manifest.json").read_text())
    (folder / "manifest.json").write_text(json.dumps({**manifest, "compilation_succeeded": False}))
    with pytest.raises(ValueError, match="did not succeed"):
        read_build(folder)
    assert main([str(folder)]) == 2
