"""The floors of docs/architecture.md hold, read from the sources with ``ast``.

Every import counts: module level, under ``if TYPE_CHECKING:`` and inside functions.
A module may import its own package's modules and those of any package on a lower
floor; never one on a higher floor, nor a peer on its own floor.  No two modules import
each other, directly or round a circle, and no two top-level packages do.  The floors
are declared once, in the diagram that opens docs/architecture.md.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "architecture.md"
#: Top-level folders that are not the project's packages: they may import anything.
OUTSIDE = {"tests", "tools", "examples", "docs", "configs", "p4src", "build"}


@cache
def floors() -> dict[str, int]:
    """Package -> floor, from the diagram's rows ``  N  │ pkg pkg │ ...``."""
    text = DOC.read_text()
    block = re.search(r"```text\n(.*?)```", text, flags=re.S)
    assert block, f"{DOC}: no ```text diagram of the floors"
    out: dict[str, int] = {}
    for row in block.group(1).splitlines():
        cells = [c.strip() for c in row.split("│")]
        if len(cells) < 3 or not cells[0].isdigit():
            continue
        for name in cells[1].split():
            assert name not in out, f"{DOC}: {name} is on two floors"
            out[name] = int(cells[0])
    assert out, f"{DOC}: the diagram names no package"
    return out


def packages() -> list[str]:
    return sorted(
        p.name
        for p in ROOT.iterdir()
        if (p / "__init__.py").is_file() and p.name not in OUTSIDE and not p.name.startswith(".")
    )


@dataclass(frozen=True)
class Import:
    source: str  #: the importing module
    target: str  #: the imported module
    where: str  #: file:line
    kind: str  #: module | type-checking | local


@cache
def modules() -> dict[str, Path]:
    out = {}
    for pkg in packages():
        for path in sorted((ROOT / pkg).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def _resolve(name: str) -> str | None:
    """The project module that ``name`` is or is in, or None (not the project's)."""
    mods = modules()
    while name and name not in mods:
        name = name.rpartition(".")[0]
    return name or None


def _is_type_checking(test: ast.expr) -> bool:
    return "TYPE_CHECKING" in ast.unparse(test)


def _walk(node: ast.AST, kind: str) -> Iterator[tuple[ast.Import | ast.ImportFrom, str]]:
    for child in ast.iter_child_nodes(node):
        inner = kind
        if isinstance(child, ast.If) and _is_type_checking(child.test):
            inner = "type-checking"
        elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
            inner = "local" if kind == "module" else kind
        if isinstance(child, (ast.Import, ast.ImportFrom)):
            yield child, inner
        yield from _walk(child, inner)


@cache
def imports() -> tuple[Import, ...]:
    mods = modules()
    out = []
    for mod, path in mods.items():
        package = mod.split(".") if path.name == "__init__.py" else mod.split(".")[:-1]
        tree = ast.parse(path.read_text(), str(path))
        for node, kind in _walk(tree, "module"):
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                if node.level:
                    base = package[: len(package) - (node.level - 1)]
                    frm = ".".join([*base, *([node.module] if node.module else [])])
                else:
                    frm = node.module or ""
                # ``from pkg import module`` imports the module; else the names are in frm
                subs = [f"{frm}.{a.name}" for a in node.names]
                names = [s if s in mods else frm for s in subs]
            for name in names:
                target = _resolve(name)
                if target and target != mod:
                    out.append(Import(mod, target, where, kind))
    return tuple(dict.fromkeys(out))


def _circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def _package(module: str) -> str:
    return module.split(".")[0]


def test_every_package_has_a_floor() -> None:
    declared = floors()
    assert sorted(declared) == packages(), (
        f"{DOC}'s floors name {sorted(declared)}; the packages are {packages()}"
    )


def test_the_graph_sees_every_kind_of_import() -> None:
    """A guard on the test itself: it reads the project, including type-checking and
    function-local imports (the project has both)."""
    kinds = {i.kind for i in imports()}
    assert len(modules()) > 50
    assert {"module", "type-checking", "local"} <= kinds, kinds


def test_no_circle_between_modules() -> None:
    edges: dict[str, set[str]] = {}
    for i in imports():
        edges.setdefault(i.source, set()).add(i.target)
    circles = _circles(edges)
    detail = [
        f"{i.where}: {i.source} -> {i.target} ({i.kind})"
        for c in circles
        for i in imports()
        if i.source in c and i.target in c
    ]
    assert not circles, "import circles:\n" + "\n".join(detail)


def test_no_circle_between_packages() -> None:
    edges: dict[str, set[str]] = {}
    for i in imports():
        a, b = _package(i.source), _package(i.target)
        if a != b:
            edges.setdefault(a, set()).add(b)
    assert not _circles(edges)


def test_imports_go_down_the_floors() -> None:
    floor = floors()
    wrong = [
        f"{i.where}: {i.source} (floor {floor[_package(i.source)]}) imports {i.target} "
        f"(floor {floor[_package(i.target)]}, {i.kind})"
        for i in imports()
        if _package(i.source) != _package(i.target)
        and floor[_package(i.target)] >= floor[_package(i.source)]
    ]
    assert not wrong, "imports up the floors or between peers:\n" + "\n".join(wrong)


def test_the_ground_floor_imports_nothing_of_the_project() -> None:
    floor = floors()
    ground = {p for p, f in floor.items() if f == 0}
    assert ground, f"{DOC}: no package on floor 0"
    up = [i for i in imports() if _package(i.source) in ground and _package(i.target) not in ground]
    assert not up, up
