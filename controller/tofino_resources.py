"""The resources a bf-p4c build uses, from the compiler's own logs.

``make -C p4src tofino`` compiles with ``-g --verbose``, which makes bf-p4c write
``<pipe>/logs/resources.json`` (per MAU stage: logical tables, SRAM and TCAM blocks,
stateful and statistics ALUs) and ``<pipe>/logs/phv.json`` (PHV containers).  Without
the assembler nothing checks that the stages used fit the chip, so this reads the
placement back and compares it with the chip's stage count::

    python -m controller.tofino_resources p4src/build/tofino
"""

from __future__ import annotations

import json
import sys
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
        lines.append(f"  PHV containers used: {phv}")
        verdict = "fits" if self.fits else "DOES NOT FIT"
        lines.append(f"  {verdict}: the chip has {self.chip_stages} stages per gress")
        return "\n".join(lines)


def _gress_of(name: str) -> str:
    lowered = name.lower()
    return "egress" if "egress" in lowered else "ingress"


def read_pipe(pipe_dir: Path, target: str = "tofino") -> PipeUse:
    """Read ``<pipe_dir>/logs/resources.json`` and ``phv.json``."""
    resources = json.loads((pipe_dir / "logs" / "resources.json").read_text())["resources"]
    mau = resources["mau"]
    per: dict[str, dict[str, Any]] = {
        g: {"stages": 0, "tables": 0, "sram": 0, "tcam": 0, "salu": 0, "regs": set()}
        for g in ("ingress", "egress")
    }
    gress_of_table: dict[str, str] = {}
    for stage in mau["mau_stages"]:
        for usage in stage["vliw"]["instructions"]:
            for color in usage.get("color_usages", []):
                for u in color["usages"]:
                    gress_of_table[u["used_by"]] = color["gress"]
    for stage in mau["mau_stages"]:
        n = stage["stage_number"]
        used: dict[str, bool] = {"ingress": False, "egress": False}
        for t in stage["logical_tables"]["ids"]:
            g = gress_of_table.get(t["table_name"], _gress_of(t["table_name"]))
            per[g]["tables"] += 1
            used[g] = True
        for ram in stage["rams"]["srams"]:
            g = _gress_of(ram["usages"][0]["used_by"])
            per[g]["sram"] += 1
            used[g] = True
        for tcam in stage["tcams"]["tcams"]:
            g = _gress_of(tcam["usages"][0]["used_by"])
            per[g]["tcam"] += 1
            used[g] = True
        for alu in stage["meter_alus"]["meters"]:
            for u in alu["usages"]:
                if u["used_for"] == "stateful_ram":
                    g = _gress_of(u["used_by"])
                    per[g]["salu"] += 1
                    per[g]["regs"].add(u["used_by"])
        for g, any_use in used.items():
            if any_use:
                per[g]["stages"] = max(per[g]["stages"], n + 1)
    phv = json.loads((pipe_dir / "logs" / "phv.json").read_text())
    containers: dict[str, int] = {}
    for c in phv["containers"]:
        if c.get("slices"):
            key = str(c["bit_width"])
            containers[key] = containers.get(key, 0) + 1
    total: dict[str, int] = {}
    for group in phv.get("resources", []):
        key = str(group["bit_width"])
        total[key] = total.get(key, 0) + int(group["num_containers"])

    def use(g: str) -> GressUse:
        p = per[g]
        regs = tuple(sorted(p["regs"]))
        return GressUse(p["stages"], p["tables"], p["sram"], p["tcam"], p["salu"], regs)

    return PipeUse(
        pipe_dir.name,
        target,
        int(mau["nStages"]),
        use("ingress"),
        use("egress"),
        containers,
        total,
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
