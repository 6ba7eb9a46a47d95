"""Docs that cannot drift: every file of the repository that the README, the docs and the
code name exists, and they say the rule a change decided, not the number of the issue
that asked for it (a reader sees the files, never the issues).

A path counts where it starts at one of the repository's top folders and ends in a
file suffix (``hostlib/_native_loop.c``, ``docs/protocol.md``); a moved or renamed file
must take every mention with it.  An upstream project's issue is cited by its address.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: The folders whose files are named from elsewhere.
TOP = (
    "p4rproto", "hostlib", "softswitch", "controller", "jobservice", "mininet_topos",
    "p4reduce", "p4src", "tests", "tools", "docs", "configs", "examples",
)  # fmt: skip
SUFFIXES = ("py", "p4", "c", "h", "md", "toml", "proto", "json", "sh")
_TOPS, _SUFFIXES = "|".join(TOP), "|".join(SUFFIXES)
PATH = re.compile(rf"(?<![\w./-])((?:{_TOPS})/[\w./-]*\.(?:{_SUFFIXES}))\b")
ISSUE = re.compile(r"\bissues? #?\d+\b", re.IGNORECASE)
#: Where the names are read: the prose, and the code (comments, docstrings, messages).
CODE = ("*.py", "*.c", "*.h", "*.p4")
#: Not read: P4Testgen's generated tests, the P4 compilers' output.
SKIP = ("tests/testgen/", "p4src/build/")


def sources() -> Iterator[Path]:
    """README.md, docs/*.md and the code of every top folder."""
    yield ROOT / "README.md"
    yield from sorted((ROOT / "docs").glob("*.md"))
    for top in TOP:
        for pattern in CODE:
            for path in sorted((ROOT / top).rglob(pattern)):
                name = path.relative_to(ROOT).as_posix()
                # This file names a stale path and an issue on purpose, as examples.
                if not name.startswith(SKIP) and path != Path(__file__).resolve():
                    yield path


def named_paths(text: str) -> set[str]:
    """The repository paths a text names (globs and placeholders are not paths)."""
    return {m for m in PATH.findall(text) if not any(c in m for c in "*{<")}


def stale(path: Path) -> list[str]:
    """What ``path`` names that does not exist, and the issue numbers it cites."""
    text = path.read_text(errors="replace")
    missing = sorted(p for p in named_paths(text) if not (ROOT / p).exists())
    return missing + [m.group(0) for m in ISSUE.finditer(text)]


def test_every_named_file_exists_and_no_issue_is_cited() -> None:
    found = {}
    for path in sources():
        name = path.relative_to(ROOT).as_posix()
        if bad := stale(path):
            found[name] = bad
    assert not found, "\n".join(f"{name}: {', '.join(bad)}" for name, bad in found.items())


def test_the_check_finds_a_moved_file_and_an_issue_number() -> None:
    # The stale name and the issue number are put together here, so that this file
    # itself names neither (a check over the repository would report them).
    moved, cited = "controller/" + "tofino.py", "issue" + " 19"
    text = f"see hostlib/_native_loop.c and {moved} ({cited}); configs/*.toml"
    assert named_paths(text) == {"hostlib/_native_loop.c", moved}
    assert not (ROOT / moved).exists()
    assert ISSUE.findall(text) == [cited]
    assert ISSUE.findall("https://github.com/p4lang/p4app-switchML/issues/18") == []
