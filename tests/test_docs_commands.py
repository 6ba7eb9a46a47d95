"""Every command shown in the README and docs/ still parses: the docs cannot drift.

``p4reduce ...`` lines are parsed by the real argument parser (an unknown option or
subcommand fails), ``make`` targets must exist in the Makefile they name, ``python -m``
modules must be importable, and files the commands name must exist.
"""

from __future__ import annotations

import importlib.util
import re
import shlex
from pathlib import Path

import pytest

from p4reduce.cli import build_parser

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def code_lines() -> list[tuple[str, str]]:
    out = []
    for doc in DOCS:
        for block in re.findall(r"```[a-z]*\n(.*?)```", doc.read_text(), flags=re.S):
            text = block.replace("\\\n", " ")
            for line in text.splitlines():
                line = re.sub(r"<[^>]*>", "X", line.split(" # ")[0]).strip()
                line = re.sub(r"^(sudo )?(\S*/)?(?=p4reduce |python |make )", "", line)
                words = line.split()
                if len(words) > 1 and words[1].endswith(":"):
                    continue  # program output, not a command
                if line.startswith(("p4reduce ", "make ", "python -m ")):
                    out.append((doc.name, line))
    return out


LINES = code_lines()


def test_the_docs_show_commands() -> None:
    assert sum(1 for _, line in LINES if line.startswith("p4reduce ")) >= 10


@pytest.mark.parametrize(("doc", "line"), [x for x in LINES if x[1].startswith("p4reduce ")])
def test_p4reduce_commands_parse(doc: str, line: str) -> None:
    argv = shlex.split(line)[1:]
    # a placeholder is a word in capitals (FILE, N...); "4M" or "1M,4M" is a size
    if "..." in argv or any(re.fullmatch(r"[A-Z][A-Z_]+", a) for a in argv):
        pytest.skip("a usage synopsis, not a command")
    build_parser().parse_args(argv)
    for arg in argv:
        if arg.endswith((".toml", ".json")) and "/" in arg:
            assert (ROOT / arg).exists(), f"{doc}: {line}: no file {arg}"


@pytest.mark.parametrize(("doc", "line"), [x for x in LINES if x[1].startswith("make ")])
def test_make_targets_exist(doc: str, line: str) -> None:
    argv = shlex.split(line)[1:]
    makefile = ROOT / "Makefile"
    if argv[:1] == ["-C"]:
        makefile = ROOT / argv[1] / "Makefile"
        argv = argv[2:]
    targets = [a for a in argv if "=" not in a and not a.startswith("-")]
    text = makefile.read_text()
    for t in targets:
        assert re.search(rf"^{re.escape(t)}:", text, flags=re.M), (
            f"{doc}: no target {t} in {makefile}"
        )


@pytest.mark.parametrize(("doc", "line"), [x for x in LINES if x[1].startswith("python -m ")])
def test_python_modules_exist(doc: str, line: str) -> None:
    module = shlex.split(line)[2]
    if module.split(".")[0] not in (
        "p4reduce",
        "hostlib",
        "softswitch",
        "controller",
        "mininet_topos",
        "p4rproto",
        "jobservice",
        "tests",  # the project's test drivers (tests/torch_suite.py)
    ):
        pytest.skip(f"{module} is not this project's (another environment)")
    assert importlib.util.find_spec(module) is not None, f"{doc}: no module {module}"
