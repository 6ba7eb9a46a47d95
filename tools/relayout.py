#!/usr/bin/env python3
"""Move the packages into their floors (docs/architecture.md) and rewrite every reference.

Run from anywhere, with the project's virtual environment (grpcio-tools, ruff)::

    .venv/bin/python tools/relayout.py            # moves, rewrites, regenerates, formats
    .venv/bin/python tools/relayout.py --dry-run  # only says what it would change

What it does, idempotently (a second run changes nothing):

1. rewrites, in every tracked text file, the old module paths (``p4reduce.wire``),
   file paths (``p4reduce/wire.py``, ``"p4reduce" / "proto"``) and, in Python files,
   relative imports and ``from PACKAGE import module`` forms whose target moves;
2. ``git mv``-es the files of :data:`MOVES` (a missing source that was not moved yet is
   skipped: :data:`OPTIONAL` ones, from branches that may not be merged) and creates
   the new packages' ``__init__.py`` and ``py.typed``;
3. adds the new packages where the package lists are (pyproject.toml, tests);
4. regenerates the protobuf code at the protos' new paths (grpcio-tools);
5. sorts imports (``ruff check --fix --select I``) and formats (``ruff format``) the
   Python files it changed.

``softswitch/_native.c`` is cut into its parts by concern, verbatim (``split_native``;
``--split-native-only`` does only that).  Where a merge conflicts on ``_native.c``
(another branch changed the one-file version): take that version whole (merging this
branch into main: ``git checkout --ours softswitch/_native.c``) and run
``--split-native-only``: it cuts it again and overwrites the parts.

Only mechanical changes: the code changes that break the import circles are ordinary
commits before this script (see ``git log tools/relayout.py`` and docs/architecture.md).
"""

from __future__ import annotations

import argparse
import ast
import re
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: (old path, new path): each file that changes floor.
MOVES: list[tuple[str, str]] = [
    # floor 0: the protocol and what every side shares
    ("p4reduce/wire.py", "p4rproto/wire.py"),
    ("p4reduce/frames.py", "p4rproto/frames.py"),
    ("p4reduce/counters.py", "p4rproto/counters.py"),
    ("p4reduce/units.py", "p4rproto/units.py"),
    ("p4reduce/window.py", "p4rproto/window.py"),
    ("p4reduce/netio.py", "p4rproto/netio.py"),
    ("p4reduce/p4gen.py", "p4rproto/p4gen.py"),
    ("p4reduce/proto/__init__.py", "p4rproto/proto/__init__.py"),
    ("p4reduce/proto/Makefile", "p4rproto/proto/Makefile"),
    ("p4reduce/proto/jobs.proto", "p4rproto/proto/jobs.proto"),
    ("p4reduce/proto/jobs_pb2.py", "p4rproto/proto/jobs_pb2.py"),
    ("p4reduce/proto/jobs_pb2.pyi", "p4rproto/proto/jobs_pb2.pyi"),
    ("p4reduce/proto/jobs_pb2_grpc.py", "p4rproto/proto/jobs_pb2_grpc.py"),
    ("controller/proto/stratum_bf.proto", "p4rproto/proto/stratum_bf.proto"),
    ("controller/proto/stratum_bf_pb2.py", "p4rproto/proto/stratum_bf_pb2.py"),
    ("controller/proto/stratum_bf_pb2.pyi", "p4rproto/proto/stratum_bf_pb2.pyi"),
    ("controller/p4info.py", "p4rproto/p4runtime/p4info.py"),
    ("controller/entities.py", "p4rproto/p4runtime/entities.py"),
    ("controller/devconfig.py", "p4rproto/p4runtime/devconfig.py"),
    ("controller/p4errors.py", "p4rproto/p4runtime/errors.py"),
    # floor 1: the verifier's data and reference, beside the quantization they use
    ("p4reduce/reference.py", "hostlib/reference.py"),
    ("p4reduce/datagen.py", "hostlib/datagen.py"),
    # floor 2: the controller service
    ("controller/service.py", "jobservice/server.py"),
    ("controller/metrics.py", "jobservice/metrics.py"),
    # floor 3: the emulation (and the system tools it and the tests need)
    ("p4reduce/systools.py", "mininet_topos/systools.py"),
    # floor 4: the commands a user runs
    ("controller/cli.py", "p4reduce/ctl_cli.py"),
    ("controller/service_cli.py", "p4reduce/service_cli.py"),
]
#: Moves whose source another branch adds: skipped where it was never there.
OPTIONAL = {"p4reduce/systools.py"}
#: Files removed: controller/proto's empty __init__ (p4rproto/proto has one).
REMOVE = ["controller/proto/__init__.py"]
#: Folders that move as a whole (for paths written as folders).
FOLDERS = [("p4reduce/proto", "p4rproto/proto"), ("controller/proto", "p4rproto/proto")]
Q = '"""'  # a docstring's quotes
#: The new packages' files.
NEW_FILES = {
    "p4rproto/__init__.py": Q
    + """The protocol and what every side of p4reduce shares: the packet format and its
constants (wire), frames, counter names, units, the window rule, batched socket I/O,
the P4 constants generator, the service's and Stratum's .proto files with their
generated code (proto) and the P4Runtime model (p4runtime).  It imports nothing of
the project (docs/architecture.md, floor 0)."""
    + Q
    + "\n",
    "p4rproto/py.typed": "",
    "p4rproto/p4runtime/__init__.py": Q
    + """The P4Runtime model the controller (client) and the software switch (server)
share: the P4Info schema (p4info), table entries, multicast groups and packet-io
(entities), Tofino device-config formats (devconfig) and their errors."""
    + Q
    + "\n",
    "jobservice/__init__.py": Q
    + """The controller service: workers join jobs by name over gRPC; it installs them
through the controller (server) and serves Prometheus metrics (metrics).
``p4reduce controller`` runs it (p4reduce/service_cli.py)."""
    + Q
    + "\n",
    "jobservice/py.typed": "",
}
#: Files whose package lists (those naming mininet_topos) get the new packages.
PACKAGE_LISTS = ("pyproject.toml", "tests/test_docs_commands.py")
NEW_PACKAGES = ("p4rproto", "jobservice")
#: The protos to regenerate at their new paths: (proto, protoc output flags).
PROTOS = [
    ("p4rproto/proto/jobs.proto", ["--python_out=.", "--pyi_out=.", "--grpc_python_out=."]),
    ("p4rproto/proto/stratum_bf.proto", ["--python_out=.", "--pyi_out=."]),
]
#: Never rewritten: this script (it names the old paths) and generated code (regenerated).
SKIP = re.compile(r"^tools/relayout\.py$|_pb2(_grpc)?\.pyi?$")


def module_of(path: str) -> str | None:
    p = Path(path)
    if p.suffix != ".py":
        return None
    parts = list(p.with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def module_map() -> dict[str, str]:
    out = {}
    for old, new in MOVES:
        a, b = module_of(old), module_of(new)
        if a and b:
            out[a] = b
    for old, new in FOLDERS:
        out[old.replace("/", ".")] = new.replace("/", ".")
    return out


MODULES = module_map()


def map_module(name: str) -> str:
    """``name`` after the moves (a module, or something inside one)."""
    parts = name.split(".")
    for i in range(len(parts), 0, -1):
        head = ".".join(parts[:i])
        if head in MODULES:
            return ".".join([MODULES[head], *parts[i:]])
    return name


def _alternation(names: Iterable[str]) -> str:
    return "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))


DOTTED = re.compile(rf"(?<![\w.])({_alternation(MODULES)})(?!\w)")
PATHS = {old: new for old, new in MOVES} | dict(FOLDERS)
SLASHED = re.compile(rf"(?<![\w./-])({_alternation(PATHS)})(?![\w.-]*\w)")


def _joined(path: str) -> str:
    return r"\s*/\s*".join(f'"{re.escape(p)}"' for p in path.split("/"))


JOINED = [(re.compile(_joined(old)), new) for old, new in PATHS.items()]


def _keep_column(new: str, old: str, rest: str, pad: str | None) -> str:
    """``new`` for ``old``; where the name is followed by a column gap (two spaces or
    more, as in the docs' diagrams) the gap takes up the change in length."""
    if pad is None:
        return new + rest
    return new + rest + " " * max(2, len(pad) - (len(new) - len(old)))


DOTTED_COLUMN = re.compile(rf"{DOTTED.pattern}([\w.]*)( {{2,}})?")
SLASHED_COLUMN = re.compile(rf"{SLASHED.pattern}([\w./-]*)( {{2,}})?")


def rewrite_text(text: str, columns: bool = False) -> str:
    """The old module and file paths in ``text`` replaced by the new ones; with
    ``columns`` (not Python: ruff formats it), text after a name keeps its column."""
    if columns:
        text = DOTTED_COLUMN.sub(lambda m: _keep_column(map_module(m[1]), m[1], m[2], m[3]), text)
        text = SLASHED_COLUMN.sub(lambda m: _keep_column(PATHS[m[1]], m[1], m[2], m[3]), text)
    else:
        text = DOTTED.sub(lambda m: map_module(m.group(1)), text)
        text = SLASHED.sub(lambda m: PATHS[m.group(1)], text)
    for pattern, new in JOINED:
        text = pattern.sub(" / ".join(f'"{p}"' for p in new.split("/")), text)
    return text


def _package(module: str, is_init: bool) -> list[str]:
    parts = module.split(".")
    return parts if is_init else parts[:-1]


def rewrite_imports(path: str, text: str) -> str:
    """Relative imports and ``from PACKAGE import module`` forms whose target moves,
    for ``path`` (its old place) moving to :data:`MOVES`' new place."""
    old_mod = module_of(path)
    if old_mod is None:
        return text
    new_path = PATHS.get(path, path)
    new_mod = module_of(new_path) or old_mod
    is_init = path.endswith("__init__.py")
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return text
    lines = text.splitlines(keepends=True)
    edits: list[tuple[int, str, str]] = []  # (line index, old statement head, new head)
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom):
            continue
        level = node.level
        if level:
            base = _package(old_mod, is_init)
            base = base[: len(base) - (level - 1)]
            target = ".".join([*base, *([node.module] if node.module else [])])
        else:
            target = node.module or ""
        names = [a.name for a in node.names]
        subs = [f"{target}.{n}" for n in names]
        if any(s in MODULES for s in subs):  # from PACKAGE import module, ...
            parents = {map_module(s).rpartition(".")[0] for s in subs}
            leaves = [map_module(s).rpartition(".")[2] for s in subs]
            if len(parents) != 1 or leaves != names:
                raise SystemExit(
                    f"{path}:{node.lineno}: `from {target} import {', '.join(names)}`: the "
                    "modules go to different places; split the import by hand first"
                )
            new_target = parents.pop()
        else:
            new_target = map_module(target)
        if level:
            new_base = _package(new_mod, new_path.endswith("__init__.py"))
            new_base = new_base[: len(new_base) - (level - 1)]
            prefix = ".".join(new_base)
            if new_target == prefix:
                head = "." * level
            elif new_target.startswith(prefix + "."):
                head = "." * level + new_target[len(prefix) + 1 :]
            else:
                head = new_target
            old_head = "." * level + (node.module or "")
        else:
            if new_target == target:
                continue
            head, old_head = new_target, target
        if head != old_head:
            edits.append((node.lineno - 1, old_head, head))
    for i, old_head, head in edits:
        pattern = re.compile(rf"^(\s*from\s+){re.escape(old_head)}(\s+import\b)")
        new_line, n = pattern.subn(lambda m, h=head: m.group(1) + h + m.group(2), lines[i])
        if n != 1:
            raise SystemExit(f"{path}:{i + 1}: cannot rewrite the import from {old_head}")
        lines[i] = new_line
    return "".join(lines)


def extend_package_lists(text: str) -> str:
    """Add :data:`NEW_PACKAGES` after ``mininet_topos`` in every list lacking them."""

    def add(m: re.Match[str]) -> str:
        start = max(text.rfind("[", 0, m.start()), text.rfind("(", 0, m.start()))
        ends = [i for i in (text.find("]", m.end()), text.find(")", m.end())) if i >= 0]
        listed = text[start : min(ends, default=len(text))]
        if any(f'"{p}"' in listed or f'"{p}*"' in listed for p in NEW_PACKAGES):
            return m.group(0)
        star = m.group(1)
        return m.group(0) + "".join(f', "{p}{star}"' for p in NEW_PACKAGES)

    return re.sub(r'"mininet_topos(\*?)"', add, text)


def git(*args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout


def tracked() -> list[str]:
    return [p for p in git("ls-files", "-z").split("\0") if p and (ROOT / p).is_file()]


def read_text(path: Path) -> str | None:
    data = path.read_bytes()
    if b"\0" in data:
        return None
    try:
        return data.decode()
    except UnicodeDecodeError:
        return None


NATIVE = "softswitch/_native.c"
#: The native pipeline's parts, by the concerns of softswitch/pipeline.py: (file, what
#: it holds, the markers of the slices of the one-file _native.c that go into it).  A
#: marker is a regular expression matching exactly one line, where its slice starts;
#: a slice ends where the next marker (of any part) starts.  Parts are included in this
#: order: each slice's original order inside a part, and no function used before its
#: definition (the leaf's two functions move after the answers they use).
NATIVE_PARTS: list[tuple[str, str, list[str]]] = [
    (
        "_native_protocol.h",
        "the protocol: header, constants, counter names",
        [r"^/\* -- the protocol "],
    ),
    (
        "_native_dropsim.h",
        "the drop simulator (softswitch/dropsim.py)",
        [r"^/\* -- drop simulator "],
    ),
    (
        "_native_batch.h",
        "batch helpers: packets in, records and payloads out",
        [r"^/\* -- one packet in, one packet out "],
    ),
    (
        "_native_arith.h",
        "the arithmetic of the state machine (saturating sums)",
        [r"^/\* -- the arithmetic of the state machine "],
    ),
    (
        "_native_core.h",
        "slot state: tables, registers, counters, the worker lookup",
        [r"^/\* -- the core: tables, registers, counters ", r"^/\* The worker table: "],
    ),
    (
        "_native_answers.c",
        "answers: RESULT, STATUS and multicast from a set's registers",
        [r"^/\* A RESULT or STATUS header from set k", r"^static void status_to\("],
    ),
    (
        "_native_leaf.c",
        "the leaf role: the spines table, partials up to the spine",
        [r"^/\* The spines table: ", r"^/\* A leaf's partial aggregate of set k"],
    ),
    (
        "_native_aggregate.c",
        "aggregation: the state machine of one admitted CONTRIB",
        [r"^/\* The state machine of docs/protocol.md "],
    ),
    (
        "_native_admission.c",
        "admission: the header checks, RESET, NACK",
        [r"^/\* The checks of the admission order "],
    ),
    (
        "_native_run.c",
        "a batch: the three passes and the output order",
        [r"^/\* Stable counting sort of the records "],
    ),
    (
        "_native_python.c",
        "the Python type: buffers, tables, control plane, process()",
        [r"^/\* -- Python: buffers "],
    ),
    (
        "_native_io.c",
        "the UDP I/O loop (recvmmsg/GRO, sendmmsg/GSO) and serve()",
        [r"^/\* -- the I/O loop "],
    ),
]
#: Where the slices end: what stays in _native.c after the parts' includes.
NATIVE_END = r'^#include "_native_ports.c"'
NATIVE_INCLUDES_AT = r"^/\* -- the protocol "


def split_native(root: Path, dry_run: bool = False) -> list[str]:
    """Cut the one-file ``softswitch/_native.c`` into :data:`NATIVE_PARTS`, verbatim;
    ``_native.c`` keeps its head, includes the parts and keeps its tail.  No-op where
    it is split already.  Returns the files written."""
    path = root / NATIVE
    lines = path.read_text().splitlines(keepends=True)
    if not any(re.match(NATIVE_INCLUDES_AT, line) for line in lines):
        return []  # split already
    starts: list[tuple[int, str]] = []  # (line index, part file)
    for name, _, markers in NATIVE_PARTS:
        for marker in markers:
            hits = [i for i, line in enumerate(lines) if re.match(marker, line)]
            if len(hits) != 1:
                raise SystemExit(f"{NATIVE}: marker {marker!r} matches {len(hits)} lines, not 1")
            starts.append((hits[0], name))
    end = [i for i, line in enumerate(lines) if re.match(NATIVE_END, line)]
    if len(end) != 1:
        raise SystemExit(f"{NATIVE}: {NATIVE_END!r} matches {len(end)} lines, not 1")
    starts.sort()
    bounds = [i for i, _ in starts] + end
    slices: dict[str, list[str]] = {name: [] for name, _, _ in NATIVE_PARTS}
    for (i, name), j in zip(starts, bounds[1:], strict=True):
        if j <= i:
            raise SystemExit(f"{NATIVE}: markers out of order at line {i + 1}")
        chunk = lines[i:j]
        while chunk and not chunk[-1].strip():
            chunk = chunk[:-1]
        slices[name] += [*(["\n"] if slices[name] else []), *chunk]
    # Verbatim: every line of the cut region is in exactly one part.
    region = [line for line in lines[bounds[0] : end[0]] if line.strip()]
    cut = [line for name in slices for line in slices[name] if line.strip()]
    if sorted(region) != sorted(cut):
        raise SystemExit(f"{NATIVE}: the parts do not hold the file's lines exactly")
    written = []
    includes = []
    for name, what, _ in NATIVE_PARTS:
        head = (
            f"/* Part of softswitch/_native.c (one compile unit, included there):\n * {what}. */\n"
        )
        text = head + "\n" + "".join(slices[name])
        written.append(f"softswitch/{name}")
        includes.append(f'#include "{name}"\n')
        if not dry_run:
            (root / "softswitch" / name).write_text(text)
    main_c = [
        *lines[: bounds[0]],
        "/* The pipeline, by the concerns of softswitch/pipeline.py (one compile unit). */\n",
        *includes,
        "\n",
        *lines[end[0] :],
    ]
    if not dry_run:
        path.write_text("".join(main_c))
        pyproject = root / "pyproject.toml"
        names = [*(n for n, _, _ in NATIVE_PARTS), "_native_ports.c"]
        deps = "".join(f'    "softswitch/{n}",\n' for n in names)
        text = re.sub(
            r'^depends = \["softswitch/_native_ports.c"\]  # included by _native.c\n',
            f"depends = [  # included by _native.c\n{deps}]\n",
            pyproject.read_text(),
            flags=re.M,
        )
        pyproject.write_text(text)
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dry-run", action="store_true", help="say what would change; change nothing")
    ap.add_argument("--no-format", action="store_true", help="skip ruff (import order, format)")
    ap.add_argument("--no-regen", action="store_true", help="skip regenerating the protobuf code")
    ap.add_argument(
        "--split-native-only",
        action="store_true",
        help=f"only cut {NATIVE} into its parts (no moves)",
    )
    ap.add_argument("--no-split-native", action="store_true", help=f"leave {NATIVE} whole")
    args = ap.parse_args(argv)
    if args.split_native_only:
        parts = split_native(ROOT, args.dry_run)
        print("\n".join(f"write {p}" for p in parts) or f"{NATIVE}: split already")
        if parts and not args.dry_run:
            git("add", NATIVE, "pyproject.toml", *parts)
        return 0

    files = tracked()
    present = set(files)
    for old, new in MOVES:
        if old in present and (ROOT / new).exists():
            raise SystemExit(f"{old} and {new} both exist: resolve by hand")
        if old not in present and new not in present and old not in OPTIONAL:
            print(f"warning: neither {old} nor {new} is tracked", file=sys.stderr)

    changed: list[str] = []
    for path in files:
        if SKIP.search(path):
            continue
        text = read_text(ROOT / path)
        if text is None:
            continue
        new = rewrite_text(text, columns=not path.endswith((".py", ".toml")))
        if path.endswith(".py"):
            new = rewrite_imports(path, new)
        if path in PACKAGE_LISTS:
            new = extend_package_lists(new)
        if new != text:
            changed.append(path)
            if not args.dry_run:
                (ROOT / path).write_text(new)
    moved = [(o, n) for o, n in MOVES if o in present]
    for old, new in moved:
        print(f"git mv {old} {new}")
        if not args.dry_run:
            (ROOT / new).parent.mkdir(parents=True, exist_ok=True)
            git("mv", old, new)
    for path in REMOVE:
        if path in present:
            print(f"git rm {path}")
            if not args.dry_run:
                git("rm", "-q", path)
    for path, content in NEW_FILES.items():
        if not (ROOT / path).exists():
            print(f"create {path}")
            if not args.dry_run:
                (ROOT / path).parent.mkdir(parents=True, exist_ok=True)
                (ROOT / path).write_text(content)
                git("add", path)
    for path in changed:
        print(f"rewrite {PATHS.get(path, path)}")
    if not args.no_split_native:
        parts = split_native(ROOT, args.dry_run)
        for part in parts:
            print(f"write {part}")
        if parts and not args.dry_run:
            git("add", NATIVE, "pyproject.toml", *parts)
    if args.dry_run:
        return 0
    if not args.no_regen:
        for proto, flags in PROTOS:
            cmd = [sys.executable, "-m", "grpc_tools.protoc", "-I", ".", *flags, proto]
            r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
            if r.returncode != 0:
                raise SystemExit(f"{' '.join(cmd)} failed (grpcio-tools installed?):\n{r.stderr}")
    py = sorted(
        {PATHS.get(p, p) for p in changed if p.endswith(".py")}
        | {n for _, n in moved if n.endswith(".py") and not SKIP.search(n)}
        | {p for p in NEW_FILES if p.endswith(".py")}
    )
    if py and not args.no_format:
        ruff = [sys.executable, "-m", "ruff"]
        subprocess.run([*ruff, "check", "--fix", "--select", "I", "-q", *py], cwd=ROOT)
        subprocess.run([*ruff, "format", "-q", *py], cwd=ROOT, check=True)
    git("add", "-A", *{PATHS.get(p, p) for p in changed}, *(n for _, n in moved))
    left = [p for p in tracked() if not SKIP.search(p) and p != "tools/relayout.py"]
    stale = []
    for p in left:
        text = read_text(ROOT / p)
        if text is not None and (DOTTED.search(text) or SLASHED.search(text)):
            stale.append(p)
    if stale:
        print("still naming old paths: " + ", ".join(stale), file=sys.stderr)
        return 1
    print(f"done: {len(moved)} moved, {len(changed)} rewritten")
    return 0


if __name__ == "__main__":
    sys.exit(main())
