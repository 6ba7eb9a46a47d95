"""Mutation check of the TNA replay: does it catch plausible bugs in ``p4src/tna``?

``make -C p4src mutants`` runs this.  Each mutant is a small patch in
``p4src/tna/mutants/`` (a header says what it breaks and which P4Testgen kinds reach
it).  Per mutant: the P4 sources are copied, patched, P4Testgen regenerates the kinds
it names (``make -C p4src testgen``), and ``tests/test_tna_testgen.py`` replays them.  A
mutant is killed when some replayed test fails; a survivor must be explained as
equivalent (``# equivalent:`` in its header) or the run fails.

A mutant may name what alone kills it (``# only: check <name>`` for one of the replay's
checks, ``tests/tna_replay.py`` CHECKS; ``# only: kind <N> ...`` for kinds of its own),
and the class of blind spot it stands for (``# class:``): then its tests are replayed a
second time without that check (``P4REDUCE_TNA_WITHOUT``) or without those kinds, and
the mutant must survive that replay: the proof that nothing else kills it.  First of
all a control: the sources as they are, every kind the mutants name regenerated the same
way, must pass every test, or a kill may be the replay's own error.  It takes
long (about a minute per kind and mutant), so it is not part of ``make test``;
docs/tofino.md keeps its table.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MUTANTS = ROOT / "p4src" / "tna" / "mutants"


@dataclass(frozen=True)
class Only:
    """What alone kills a mutant: one check of the replay, or kinds of its own."""

    check: str | None
    kinds: tuple[int, ...]

    @staticmethod
    def parse(text: str, where: str) -> Only:
        words = text.split()
        if len(words) == 2 and words[0] == "check":
            return Only(words[1], ())
        if len(words) >= 2 and words[0] == "kind" and all(w.isdigit() for w in words[1:]):
            return Only(None, tuple(int(w) for w in words[1:]))
        raise ValueError(f"{where}: '# only: {text}': expected 'check NAME' or 'kind N ...'")

    def __str__(self) -> str:
        if self.check:
            return f"check {self.check}"
        return "kind " + " ".join(map(str, self.kinds))


@dataclass(frozen=True)
class Mutant:
    name: str
    what: str  #: the bug, in a line
    kinds: tuple[int, ...]  #: the P4Testgen kinds (p4src/tna/testgen.p4) that reach it
    patch: Path | None  #: None: the control (the sources as they are)
    equivalent: str | None  #: why no test can tell it from the program, if so
    cls: str = ""  #: the class of blind spot it stands for
    only: Only | None = None  #: what alone kills it


@dataclass(frozen=True)
class Outcome:
    mutant: Mutant
    failed: int
    passed: int
    seconds: float
    error: str | None = None
    first_failure: str = ""  #: the first failing test's assertion, shortened
    without: tuple[int, int] | None = None  #: (failed, passed) without mutant.only

    @property
    def proven(self) -> str:
        """What the replay without ``only`` says: survives (the proof) or killed."""
        if self.mutant.only is None or self.without is None:
            return "-"
        failed, passed = self.without
        verdict = "survives" if failed == 0 else f"KILLED ({failed} fail)"
        return f"{verdict} without {self.mutant.only} ({passed} pass)"

    @property
    def verdict(self) -> str:
        if self.error:
            return "error"
        if self.failed:
            return "killed"
        return "equivalent" if self.mutant.equivalent else "SURVIVED"


def read_mutant(path: Path) -> Mutant:
    header = {}
    for line in path.read_text().splitlines():
        m = re.match(r"# (\w+): (.*)", line)
        if not m:
            break
        header[m.group(1)] = m.group(2).strip()
    for field in ("what", "kinds"):
        if field not in header:
            raise ValueError(f"{path.name}: no '# {field}:' line in its header")
    kinds = tuple(int(kind) for kind in header["kinds"].split())
    only = Only.parse(header["only"], path.name) if "only" in header else None
    if only is not None and not set(only.kinds) <= set(kinds):
        raise ValueError(f"{path.name}: '# only: {only}' names kinds it does not generate")
    return Mutant(
        path.stem, header["what"], kinds, path, header.get("equivalent"),
        header.get("class", ""), only,
    )  # fmt: skip


def mutants(only: list[str]) -> list[Mutant]:
    found = [read_mutant(p) for p in sorted(MUTANTS.glob("*.patch"))]
    if only:
        found = [m for m in found if any(m.name.startswith(o) for o in only)]
    return found


def _run(cmd: list[str], log: Path, **kw: object) -> int:
    with log.open("a") as out:
        out.write(f"$ {' '.join(cmd)}\n")
        out.flush()
        return subprocess.run(cmd, stdout=out, stderr=subprocess.STDOUT, **kw).returncode  # type: ignore[call-overload]


def run_one(m: Mutant, k: int, tests: int, seed: int, work: Path) -> Outcome:
    start = time.monotonic()
    tmp = work / m.name
    shutil.rmtree(tmp, ignore_errors=True)
    (tmp / "p4src").mkdir(parents=True)
    for part in ("tna", "common", "Makefile"):
        src = ROOT / "p4src" / part
        if src.is_dir():
            shutil.copytree(src, tmp / "p4src" / part, ignore=shutil.ignore_patterns("mutants"))
        else:
            shutil.copy(src, tmp / "p4src" / part)
    log = tmp / "log"
    patch = ["patch", "-p1", "--quiet", "-d", str(tmp), "-i", str(m.patch)]
    if m.patch is not None and _run(patch, log):
        return Outcome(m, 0, 0, time.monotonic() - start, f"the patch does not apply ({log})")
    make = [
        "make", "-C", str(tmp / "p4src"), "testgen", f"TG_K={k}",
        f"TG_KINDS={' '.join(map(str, m.kinds))}", f"TG_TESTS={tests}", f"TG_SEED={seed}",
        f"TG_OUT={tmp / 'out'}", f"TG_WORK={tmp / 'work'}", "TG_FEW_KINDS=",
    ]  # fmt: skip
    if _run(make, log):
        return Outcome(m, 0, 0, time.monotonic() - start, f"P4Testgen failed ({log})")
    sources = {"P4REDUCE_P4SRC": str(tmp / "p4src")}  # the checksum's: the mutant's
    counts, first = _replay(tmp / "out", log, sources)
    if counts is None:
        return Outcome(m, 0, 0, time.monotonic() - start, f"no pytest summary ({log})")
    without = None
    if m.only is not None:  # the proof: the same tests without the check, or the kinds
        out = tmp / "out"
        env = dict(sources)
        if m.only.check:
            env["P4REDUCE_TNA_WITHOUT"] = m.only.check
        else:
            out = tmp / "without"
            shutil.copytree(tmp / "out", out)
            for kind in m.only.kinds:
                for f in out.glob(f"k*/kind{kind}.*"):
                    f.unlink()
        proof, _ = _replay(out, log, env)
        if proof is None:
            return Outcome(m, 0, 0, time.monotonic() - start, f"no pytest summary ({log})")
        without = (proof.get("failed", 0), proof.get("passed", 0))
    return Outcome(
        m,
        counts.get("failed", 0),
        counts.get("passed", 0),
        time.monotonic() - start,
        first_failure=first,
        without=without,
    )


def _replay(out: Path, log: Path, env: dict[str, str]) -> tuple[dict[str, int] | None, str]:
    """Replay the tests in ``out``: pytest's counts and the first failure, shortened."""
    start = log.stat().st_size if log.exists() else 0
    pytest = [
        sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
        str(ROOT / "tests" / "test_tna_testgen.py"), "-k", "test_replay",
    ]  # fmt: skip
    env = {**os.environ, "P4REDUCE_TESTGEN_DIR": str(out), **env}
    _run(pytest, log, cwd=ROOT, env=env)
    text = log.read_text()[start:]
    lines = text.splitlines()
    counts = {
        w: int(n) for n, w in re.findall(r"(\d+) (failed|passed)", lines[-1] if lines else "")
    }
    if not counts:
        return None, ""
    first = re.search(r"^E +AssertionError: (.*)$", text, re.M)
    return counts, first.group(1)[:90] if first else ""


def table(outcomes: list[Outcome]) -> str:
    lines = [
        "| mutant | what it breaks | kinds | tests failing | verdict | first failure |",
        "|---|---|---|---|---|---|",
    ]
    proofs = [o for o in outcomes if o.mutant.only is not None]
    for o in outcomes:
        m = o.mutant
        failing = "-" if o.error else f"{o.failed}/{o.failed + o.passed}"
        verdict = o.verdict if not m.equivalent or o.failed else f"equivalent: {m.equivalent}"
        kinds = " ".join(map(str, m.kinds))
        why = o.first_failure.replace("|", "/")
        lines.append(f"| `{m.name}` | {m.what} | {kinds} | {failing} | {verdict} | {why} |")
    killed = sum(o.verdict == "killed" for o in outcomes)
    lines.append("")
    lines.append(f"{killed} of {len(outcomes)} mutants killed")
    if proofs:
        lines += [
            "",
            "| mutant | class | killed only by | replayed without it |",
            "|---|---|---|---|",
        ]
        for o in proofs:
            m = o.mutant
            lines.append(f"| `{m.name}` | {m.cls} | {m.only} | {o.proven} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--k", type=int, default=32, help="elements per packet (default 32)")
    ap.add_argument("--tests", type=int, default=40, help="P4Testgen tests per kind")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--work", type=Path, help="keep the mutants' builds and logs here")
    ap.add_argument("only", nargs="*", help="run the mutants whose names start so (e.g. 05)")
    args = ap.parse_args(argv)
    chosen = mutants(args.only)
    if not chosen:
        print(f"no mutant in {MUTANTS} matches {args.only}", file=sys.stderr)
        return 2
    if shutil.which("p4testgen") is None:
        print("p4testgen is not on PATH (. /opt/p4tools/env.sh)", file=sys.stderr)
        return 2
    work = args.work or Path(tempfile.mkdtemp(prefix="p4r-mutants-"))
    print(f"{len(chosen)} mutants, K = {args.k}, {args.tests} tests per kind, {args.jobs} at "
          f"a time; builds and logs in {work}", flush=True)  # fmt: skip
    kinds = tuple(sorted({kind for m in chosen for kind in m.kinds}))
    control = Mutant("control", "nothing: the sources as they are", kinds, None, None)
    outcomes: list[Outcome] = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        checked = pool.submit(run_one, control, args.k, args.tests, args.seed, work)
        futures = [pool.submit(run_one, m, args.k, args.tests, args.seed, work) for m in chosen]
        for f in concurrent.futures.as_completed(futures):
            o = f.result()
            outcomes.append(o)
            detail = o.error or f"{o.failed} of {o.failed + o.passed} tests fail"
            if o.without is not None:
                detail += f"; {o.proven}"
            print(f"[{len(outcomes)}/{len(chosen)}] {o.mutant.name}: {o.verdict} ({detail}, "
                  f"{o.seconds:.0f} s)", flush=True)  # fmt: skip
        c = checked.result()
    clean = not c.error and c.failed == 0 and c.passed > 0
    print(f"control (the sources as they are, kinds {' '.join(map(str, kinds))}): "
          f"{c.error or f'{c.failed} of {c.failed + c.passed} tests fail'}"
          f"{'' if clean else ': the replay is wrong, the kills prove nothing'}")  # fmt: skip
    outcomes.sort(key=lambda o: o.mutant.name)
    print()
    print(table(outcomes))
    if not args.work:
        shutil.rmtree(work, ignore_errors=True)
    proven = all(o.without is None or o.without[0] == 0 for o in outcomes)
    killed = all(o.verdict in ("killed", "equivalent") for o in outcomes)
    return 0 if clean and proven and killed else 1


if __name__ == "__main__":
    sys.exit(main())
