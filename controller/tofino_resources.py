"""The resources a bf-p4c build uses, read back from its ``context.json``.

``context.json`` is what the driver loads onto the chip, so it is always written (no
``-g``, whose 0.7-2.4 GB ``frontend-ir.json`` made a compile ten times slower): per
table its stages, logical table ids and memory units (SRAM, TCAM, the spare bank of a
stateful or statistics table), per stateful table its ALU in each stage, per stage
the PHV containers and the fields they hold, and per gress the chip's stages.  The
assembler refuses a program that does not fit; this also says by how much, and
what it uses::

    python -m controller.tofino_resources p4src/build/tofino
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class GressUse:
    """One gress (ingress or egress) of one pipeline."""

    stages: int  #: MAU stages with anything of this gress placed (highest stage + 1)
    logical_tables: int
    sram_blocks: int
    tcam_blocks: int
    stateful_alus: int
    registers: tuple[str, ...]


@dataclass(frozen=True)
class PipeUse:
    """A pipeline's figures, per gress, and the chip's limits."""

    name: str
    target: str
    chip_stages: int  #: MAU stages per pipe on this chip
    ingress: GressUse
    egress: GressUse
    phv_containers: dict[str, int]  #: used containers by width ("8", "16", "32")
    phv_total: dict[str, int]  #: containers on the chip by width (normal + tagalong)

    @property
    def fits(self) -> bool:
        return max(self.ingress.stages, self.egress.stages) <= self.chip_stages

    def summary(self) -> str:
        lines = [f"{self.name} ({self.target}, {self.chip_stages} stages per pipe):"]
        for gress, use in (("ingress", self.ingress), ("egress", self.egress)):
            lines.append(
                f"  {gress:7} stages {use.stages:2}  tables {use.logical_tables:3}  "
                f"SRAM {use.sram_blocks:4}  TCAM {use.tcam_blocks:3}  "
                f"stateful ALUs {use.stateful_alus:3}"
            )
        phv = ", ".join(
            f"{self.phv_containers.get(w, 0)}/{self.phv_total.get(w, 0)} x {w}b"
            for w in ("8", "16", "32")
        )
        if not self.phv_total:  # a chip whose container numbering is not decoded here
            phv = f"{sum(self.phv_containers.values())} containers"
        lines.append(f"  PHV containers used: {phv}")
        verdict = "fits" if self.fits else "DOES NOT FIT"
        lines.append(f"  {verdict}: the chip has {self.chip_stages} stages per gress")
        return "\n".join(lines)


#: PHV containers per width (bits) of a Tofino 1 pipe: normal (MAU) and tagalong.
TOFINO1_PHV = {"8": 64 + 32, "16": 96 + 48, "32": 64 + 32}


def _tofino1_width(number: int) -> str:
    """Container width from its number (Tofino 1: 0-63 32b, 64-127 8b, 128-223 16b; the
    tagalong ones from 256 in the same order, 32 + 32 + 48)."""
    if number >= 256:
        n = number - 256
        return "32" if n < 32 else "8" if n < 64 else "16"
    return "32" if number < 64 else "8" if number < 128 else "16"


def _memory(node: Any, stage: int | None = None) -> Iterator[tuple[int | None, dict[str, Any]]]:
    """Every ``memory_resource_allocation`` under node, with its stage number."""
    if isinstance(node, dict):
        stage = node.get("stage_number", stage)
        for key, value in node.items():
            if key == "memory_resource_allocation" and value:
                yield stage, value
            else:
                yield from _memory(value, stage)
    elif isinstance(node, list):
        for item in node:
            yield from _memory(item, stage)


def _stage_tables(table: dict[str, Any]) -> list[dict[str, Any]]:
    found = table.get("match_attributes", {}).get("stage_tables", table.get("stage_tables"))
    return list(found or [])


def read_pipe(pipe_dir: Path, target: str = "tofino") -> PipeUse:
    """Read ``<pipe_dir>/context.json``."""
    context = json.loads((pipe_dir / "context.json").read_text())
    per: dict[str, dict[str, Any]] = {
        g: {"stages": 0, "ids": set(), "sram": set(), "tcam": set(), "salu": 0, "regs": set()}
        for g in ("ingress", "egress")
    }
    for table in context["tables"]:
        g = per[table["direction"]]
        for st in _stage_tables(table):
            g["stages"] = max(g["stages"], int(st["stage_number"]) + 1)
            if "logical_table_id" in st:
                g["ids"].add((st["stage_number"], st["logical_table_id"]))
        if table["table_type"] == "stateful":
            g["salu"] += len({st["stage_number"] for st in _stage_tables(table)})
            g["regs"].add(table["name"])
        for stage, alloc in _memory(table):
            kind = alloc.get("memory_type")
            units = [u for mu in alloc.get("memory_units_and_vpns", []) for u in mu["memory_units"]]
            if "spare_bank_memory_unit" in alloc:
                units.append(alloc["spare_bank_memory_unit"])
            if kind in ("sram", "tcam"):
                g[kind].update((stage, u) for u in units)
    containers: dict[str, int] = {}
    for gress in ("ingress", "egress"):
        numbers = {c["phv_number"] for stage in context["phv_allocation"] for c in stage[gress]}
        for n in numbers:
            width = _tofino1_width(n) if target == "tofino" else "?"
            containers[width] = containers.get(width, 0) + 1
    chip_stages = sum(1 for s in context["mau_stage_characteristics"] if s["gress"] == "ingress")

    def use(g: str) -> GressUse:
        p = per[g]
        regs = tuple(sorted(p["regs"]))
        return GressUse(p["stages"], len(p["ids"]), len(p["sram"]), len(p["tcam"]), p["salu"], regs)

    return PipeUse(
        pipe_dir.name,
        target,
        chip_stages,
        use("ingress"),
        use("egress"),
        containers,
        TOFINO1_PHV if target == "tofino" else {},
    )


def read_build(folder: Path) -> list[PipeUse]:
    """Every pipeline of a bf-p4c output folder."""
    manifest = json.loads((folder / "manifest.json").read_text())
    if not manifest.get("compilation_succeeded", False):
        raise ValueError(f"{folder}: the compilation did not succeed (manifest.json)")
    target = str(manifest.get("target", "tofino"))
    return [
        read_pipe(folder / Path(p["files"]["context"]["path"]).parent, target)
        for program in manifest["programs"]
        for p in program["pipes"]
    ]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m controller.tofino_resources BF_P4C_OUTPUT_FOLDER", file=sys.stderr)
        return 2
    try:
        pipes = read_build(Path(args[0]))
    except (OSError, ValueError, KeyError) as exc:
        print(f"tofino_resources: {exc}", file=sys.stderr)
        return 2
    for pipe in pipes:
        print(pipe.summary())
    return 0 if all(p.fits for p in pipes) else 1


if __name__ == "__main__":
    sys.exit(main())
