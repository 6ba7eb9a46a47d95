"""Reading bf-p4c's resource logs back (controller.tofino_resources), on a made-up log."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from controller.tofino_resources import main, read_build


def _stage(n: int, tables: list[str], salus: list[str]) -> dict[str, object]:
    return {
        "stage_number": n,
        "logical_tables": {"ids": [{"id": i, "table_name": t} for i, t in enumerate(tables)]},
        "rams": {"srams": [{"usages": [{"used_by": t, "used_for": "x"}]} for t in tables]},
        "tcams": {"tcams": []},
        "meter_alus": {
            "meters": [{"usages": [{"used_by": r, "used_for": "stateful_ram"}]} for r in salus]
        },
        "vliw": {"instructions": []},
    }


def fake_logs(folder: Path, ingress_stages: int) -> Path:
    logs = folder / "pipe" / "logs"
    logs.mkdir(parents=True)
    stages = [
        _stage(n, [f"P4rIngress.t{n}"], ["P4rIngress.values_v0"] if n == 1 else [])
        for n in range(ingress_stages)
    ]
    stages[0]["logical_tables"]["ids"].append({"id": 9, "table_name": "P4rEgress.result_dest"})  # type: ignore[index]
    (logs / "resources.json").write_text(
        json.dumps({"resources": {"mau": {"nStages": 12, "mau_stages": stages}}})
    )
    phv = {
        "containers": [{"bit_width": 32, "slices": [{}]}, {"bit_width": 8, "slices": []}],
        "resources": [{"bit_width": 32, "num_containers": 64}],
    }
    (logs / "phv.json").write_text(json.dumps(phv))
    manifest = {
        "target": "tofino",
        "compilation_succeeded": True,
        "programs": [{"pipes": [{"files": {"context": {"path": "pipe/context.json"}}}]}],
    }
    (folder / "manifest.json").write_text(json.dumps(manifest))
    return folder


def test_figures_and_fit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    [pipe] = read_build(fake_logs(tmp_path / "a", 12))
    assert (pipe.ingress.stages, pipe.egress.stages) == (12, 1)
    assert pipe.ingress.stateful_alus == 1 and pipe.ingress.registers == ("P4rIngress.values_v0",)
    assert pipe.phv_containers == {"32": 1} and pipe.fits
    assert main([str(tmp_path / "a")]) == 0
    assert main([str(fake_logs(tmp_path / "b", 13))]) == 1
    assert "DOES NOT FIT" in capsys.readouterr().out
    assert main([str(tmp_path / "none")]) == 2
