"""The mutants of ``make -C p4src mutants`` (tools/tna_mutants.py) stay runnable: each
patch applies to the sources as they are, names kinds testgen.p4 defines, and is in
docs/tofino.md's table.  (Running them takes P4Testgen and hours: not here.)"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.tna_constants import makefile_defaults
from tools.tna_mutants import Mutant, mutants

ROOT = Path(__file__).resolve().parents[1]
ALL = mutants([])


def test_there_are_mutants() -> None:
    assert len(ALL) >= 40, [m.name for m in ALL]


@pytest.mark.skipif(shutil.which("patch") is None, reason="needs patch(1)")
@pytest.mark.parametrize("mutant", ALL, ids=[m.name for m in ALL])
def test_the_patch_applies_to_the_sources(mutant: Mutant) -> None:
    """A source change that moves a mutant's context away breaks the mutation run hours
    in; this finds it in seconds (patch's own offset and fuzz rules, as the harness)."""
    done = subprocess.run(
        ["patch", "-p1", "--dry-run", "--quiet", "-d", str(ROOT), "-i", str(mutant.patch)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_mutant_names_generated_kinds() -> None:
    """The kinds a mutant regenerates are the Makefile's (which testgen.p4 defines:
    test_tna_testgen)."""
    kinds = {int(n) for n in makefile_defaults()["TG_KINDS"].split()}
    for m in ALL:
        assert set(m.kinds) <= kinds, (m.name, sorted(set(m.kinds) - kinds))


def test_every_mutant_is_in_the_docs_table() -> None:
    docs = (ROOT / "docs" / "tofino.md").read_text()
    missing = [m.name for m in ALL if f"| `{m.name}` |" not in docs]
    assert not missing, f"docs/tofino.md's mutant table lacks {missing}"
