"""The TNA program's PHV pragmas, and what proves each (docs/tofino.md, "PHV pragmas").

P4Testgen ignores pragmas, so no packet test sees one; bf-p4c trusts them.  A
``@pa_mutually_exclusive`` tells it two headers are never live in one packet, and it
then lets them share PHV containers: a wrong one makes a packet's fields overwrite each
other on hardware while every replayed test passes.  So each pragma here is either
placement only (it cannot change what a packet does) or an exclusion this module
names, with a proof in two parts:

* the compiler's side: in every build's PHV allocation (``context.json``) the fields of
  two headers share container bits only where an exclusion names them or the parser
  makes them exclusive (``header_overlays``), and every container conflict bf-p4c let
  pass because it took two fields for exclusive (its ``table_dependency_graph.log``) is
  between a value-pair table's values and a header an exclusion names
  (``skipped_conflicts``);
* the packets' side (``tests/test_tna_testgen.py``): no P4Testgen test whose answer
  carries that header's payload ran a value-pair action.
"""

from __future__ import annotations

import collections
import json
import re
from dataclasses import dataclass
from pathlib import Path

from p4rproto.wire import MsgType

ROOT = Path(__file__).resolve().parents[1]
TNA = ROOT / "p4src" / "tna"

#: Pragmas that only say where a field may go (sizes, stages): every field keeps bits of
#: its own, so what a packet does cannot change; a wrong one fails the compile.
PLACEMENT = frozenset({"pa_container_size"})

#: The headers the values (``hdr.vals``) may share containers with in the ingress, and
#: the answer whose payload each is: a packet that gets one runs no value-pair action.
VALUES = "hdr.vals"
ANSWER_PAYLOADS = {
    "hdr.nack": MsgType.NACK,
    "hdr.join_ack": MsgType.JOIN_ACK,
    "hdr.status": MsgType.STATUS,
}
#: The tables of the value pairs (one per pair: ``aggregator_pair_v<i>``).
PAIR_TABLE = re.compile(r"aggregator_pair_v\d+$")

#: The bf-p4c build compiled with its summary logs (``pipe/logs``, ``--verbose 1``), (K,
#: chip): K = 32 for a Tofino 1 takes twice as long so (40 s), K = 64 over ten times (15
#: minutes of one core); the program and its pragmas are the same.
VERBOSE_BUILD = (32, "tofino")

_PRAGMA = re.compile(r"@(pa_\w+)\s*\(([^)]*)\)")


@dataclass(frozen=True)
class Pragma:
    name: str  #: e.g. pa_mutually_exclusive
    args: tuple[str, ...]  #: its string arguments, unquoted
    where: str  #: file:line

    def __str__(self) -> str:
        return f"{self.where}: @{self.name}({', '.join(self.args)})"


def shipped_pragmas(folder: Path = TNA) -> list[Pragma]:
    """Every ``@pa_*`` pragma of the program that ships (testgen.p4 is the test build's)."""
    found = []
    for path in sorted(folder.glob("*.p4")):
        if path.name == "testgen.p4":
            continue
        for n, line in enumerate(path.read_text().splitlines(), start=1):
            code = line.split("//", 1)[0]
            for m in _PRAGMA.finditer(code):
                args = tuple(a.strip().strip('"') for a in m.group(2).split(","))
                found.append(Pragma(m.group(1), args, f"{path.name}:{n}"))
    return found


def pragma_count(folder: Path = TNA) -> int:
    """``@pa_`` as it occurs in the shipped sources' code (what ``shipped_pragmas`` must
    have parsed, every one)."""
    return sum(
        line.split("//", 1)[0].count("@pa_")
        for path in folder.glob("*.p4")
        if path.name != "testgen.p4"
        for line in path.read_text().splitlines()
    )


def exclusion(p: Pragma) -> str | None:
    """The answer payload header a ``@pa_mutually_exclusive`` lets share the values'
    containers, or None where it is not one this module proves."""
    if p.name != "pa_mutually_exclusive" or len(p.args) != 3 or p.args[0] != "ingress":
        return None
    pair = set(p.args[1:])
    if VALUES not in pair or len(pair) != 2:
        return None
    (other,) = pair - {VALUES}
    return other if other in ANSWER_PAYLOADS else None


def unproven(pragmas: list[Pragma]) -> list[str]:
    """Each pragma that is neither placement only nor a proven exclusion, and why."""
    out = []
    for p in pragmas:
        if p.name in PLACEMENT:
            continue
        if p.name == "pa_mutually_exclusive" and exclusion(p) is None:
            out.append(
                f"{p}: no check proves these never live in one packet (only the values "
                f"against an answer's payload in the ingress: {sorted(ANSWER_PAYLOADS)})"
            )
        elif p.name != "pa_mutually_exclusive":
            out.append(f"{p}: a pragma no check covers (placement only: {sorted(PLACEMENT)})")
    return out


@dataclass(frozen=True)
class Conflict:
    """A container conflict between two tables bf-p4c let pass, taking the two fields
    for mutually exclusive."""

    tables: tuple[str, str]
    fields: tuple[str, str]  #: gress::name

    def headers(self) -> frozenset[str]:
        return frozenset(_header(f) for f in self.fields)


_CONFLICT = re.compile(
    r"Skipping container conflict \(container \w+\) between tables as \( (\S+) and (\S+) \) "
    r"as fields \( \d+:(\w+::[\w.$]+)<.*? and \d+:(\w+::[\w.$]+)<.*are mutually exclusive"
)


def skipped_conflicts(log: Path) -> list[Conflict]:
    """The conflicts of bf-p4c's ``table_dependency_graph.log`` it let pass as exclusive."""
    out = []
    for line in log.read_text(errors="replace").splitlines():
        if "Skipping container conflict" not in line:
            continue
        m = _CONFLICT.search(line)
        if m is None:
            raise ValueError(f"{log.name}: a skipped conflict this parser cannot read: {line}")
        out.append(Conflict((m.group(1), m.group(2)), (m.group(3), m.group(4))))
    return out


def _header(field: str) -> str:
    """``ingress::hdr.vals.v0001`` -> ``hdr.vals``."""
    name = field.split("::", 1)[1]
    return ".".join(name.split(".")[:2])


def conflict_problems(conflicts: list[Conflict], allowed: set[str]) -> list[str]:
    """Each conflict that is not between a value-pair table's values and a header of
    ``allowed`` (the exclusions of the shipped pragmas)."""
    out = []
    for c in conflicts:
        other = c.headers() - {VALUES}
        pairs = [t for t in c.tables if PAIR_TABLE.search(t)]
        if VALUES not in c.headers() or len(other) != 1 or not other <= allowed or not pairs:
            out.append(f"tables {c.tables}, fields {c.fields}")
    return out


#: Headers the ingress parser never extracts together (its EtherType select: ARP, or IPv4
#: and what follows it), which bf-p4c overlays by its own analysis.
PARSER_EXCLUSIVE = frozenset(
    frozenset({"hdr.arp", h}) for h in ("hdr.ipv4", "hdr.udp", "hdr.p4r", "hdr.vals")
)


def header_overlays(context: Path) -> collections.Counter[tuple[str, frozenset[str]]]:
    """(gress, the two headers) of every two fields of different headers that share bits
    of a container in some stage of a build's PHV allocation (its ``context.json``)."""
    out: collections.Counter[tuple[str, frozenset[str]]] = collections.Counter()
    for stage in json.loads(context.read_text())["phv_allocation"]:
        for gress in ("ingress", "egress"):
            for container in stage.get(gress, []):
                # not the compiler's own fields (a $ in the name: the egress parser's
                # minimum-depth padding, which it never deparses)
                records = [
                    r
                    for r in container["records"]
                    if not r["is_compiler_generated"] and "$" not in r["field_name"]
                ]
                for i, a in enumerate(records):
                    for b in records[i + 1 :]:
                        if a["phv_lsb"] > b["phv_msb"] or b["phv_lsb"] > a["phv_msb"]:
                            continue
                        pair = frozenset(_owner(r["field_name"]) for r in (a, b))
                        if len(pair) == 2 and all(h.startswith("hdr.") for h in pair):
                            out[(gress, pair)] += 1
    return out


def _owner(field: str) -> str:
    """``hdr.vals.v0001`` -> ``hdr.vals``; metadata and intrinsic fields as they are."""
    return ".".join(field.split(".")[:2]) if field.startswith("hdr.") else field


def overlay_problems(
    overlays: collections.Counter[tuple[str, frozenset[str]]], allowed: set[str]
) -> list[str]:
    """Each header pair sharing container bits that neither an exclusion of ``allowed``
    (the values with that payload, in the ingress) nor the parser accounts for."""
    proven = {frozenset({VALUES, h}) for h in allowed}
    return [
        f"{gress}: {' and '.join(sorted(pair))} share container bits ({n} times)"
        for (gress, pair), n in sorted(overlays.items(), key=str)
        if pair not in PARSER_EXCLUSIVE and not (gress == "ingress" and pair in proven)
    ]
