"""What the TNA replay shares with the P4 program and its Makefile, read from them.

One source of truth, no copy by hand: the ports and pass codes come from
``p4src/tna/types.p4`` (the Tofino 1 branch) and ``p4src/common/constants.p4``; the
slot count, ports and test counts P4Testgen's tests were generated with are in each
kind's ``kind<N>.params``, which ``make -C p4src testgen`` writes from the Makefile's
``TG_*`` variables (``tests/test_tna_testgen.py`` fails while a committed ``.params``
says something the Makefile no longer does, i.e. while the tests are stale).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

#: The program the replayed tests came from: the repository's, or P4REDUCE_P4SRC's (the
#: mutation harness replays a mutant's tests against the mutant's sources).
P4SRC = Path(os.environ.get("P4REDUCE_P4SRC", Path(__file__).resolve().parents[1] / "p4src"))


def makefile_defaults(path: Path = P4SRC / "Makefile") -> dict[str, str]:
    """The Makefile's ``NAME ?= value`` defaults (the first of each, as make takes it)."""
    out: dict[str, str] = {}
    for m in re.finditer(r"^(\w+) \?= ?(.*)$", path.read_text(), re.M):
        out.setdefault(m.group(1), m.group(2).strip())
    return out


def _eval(expr: str, names: dict[str, int]) -> int:
    """A C or P4 constant expression of literals (0x.., 8w1), names, | & << + - ~ ()."""
    py = re.sub(r"\b\d+w(0x[0-9a-fA-F]+|\d+)", r"\1", expr.strip())
    value = eval(py, {"__builtins__": {}}, names)  # our own sources, no builtins
    assert isinstance(value, int), expr
    return value


def preprocessor_defines(text: str, defined: dict[str, int], target: int = 1) -> dict[str, int]:
    """The integer ``#define``s of a P4 source as the C preprocessor leaves them for a
    Tofino ``target`` (``#if __TARGET_TOFINO__ == 2``, ``#ifdef``, ``#ifndef``, ``#else``,
    ``#endif``; other conditions count as false)."""
    out = dict(defined)
    active: list[bool] = []
    for line in text.splitlines():
        d = re.match(r"\s*#\s*(\w+)\s*(.*?)\s*(//.*)?$", line)
        if not d:
            continue
        word, rest = d.group(1), d.group(2)
        here = all(active)
        if word == "if":
            m = re.fullmatch(r"__TARGET_TOFINO__ == (\d+)", rest)
            active.append(bool(m) and int(m.group(1)) == target)
        elif word in ("ifdef", "ifndef"):
            active.append((rest in out) == (word == "ifdef"))
        elif word == "elif":
            active[-1] = False
        elif word == "else":
            active[-1] = not active[-1]
        elif word == "endif":
            active.pop()
        elif word == "define" and here:
            m = re.fullmatch(r"(\w+)\s+(.+)", rest)
            if m:
                try:
                    out[m.group(1)] = _eval(m.group(2), out)
                except (NameError, SyntaxError, TypeError):
                    continue  # not an integer (a macro with arguments, a type)
    return out


def p4_consts(text: str, names: dict[str, int]) -> dict[str, int]:
    """``const bit<N> NAME = EXPR;`` of a P4 source, in order."""
    out = dict(names)
    for name, expr in re.findall(r"const bit<\d+> (\w+) = ([^;]+);", text):
        out[name] = _eval(expr, out)
    return out


_COMMON = preprocessor_defines((P4SRC / "common" / "constants.p4").read_text(), {})
_TYPES_TEXT = (P4SRC / "tna" / "types.p4").read_text()
_TYPES = p4_consts(_TYPES_TEXT, preprocessor_defines(_TYPES_TEXT, _COMMON))

RECIRC_PORT = _TYPES["P4R_RECIRC_PORT"]  #: pipe 0's recirculation port (Tofino 1)
CPU_PORT = _TYPES["P4R_CPU_PORT"]  #: the PCIe CPU port (Tofino 1, 2-pipe parts)
SECOND_PASS = _TYPES["P4R_MSG_SECOND_PASS"]
PASS_MULTICAST = _TYPES["PASS_MULTICAST"]
PASS_UNICAST = _TYPES["PASS_UNICAST"]
PASS_STATUS = _TYPES["PASS_STATUS"]
PASS_RESET = _TYPES["PASS_RESET"]
SEQ_EMPTY = _TYPES["SEQ_EMPTY"]
WORKERS = _TYPES["P4R_TNA_WORKERS"]  #: bitmap lanes: ranks 0 .. WORKERS - 1
WORKER_ENTRIES = _TYPES["P4R_TNA_WORKER_ENTRIES"]


def read_params(path: Path) -> dict[str, str]:
    """A kind's ``.params`` (``NAME=value`` lines), as ``make -C p4src testgen`` wrote it."""
    out = {}
    for line in path.read_text().splitlines():
        if line.strip():
            name, _, value = line.partition("=")
            out[name.strip()] = value.strip()
    return out
