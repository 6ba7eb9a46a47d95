"""The Vagrantfile is valid where vagrant is installed."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(shutil.which("vagrant") is None, reason="vagrant is not installed")
def test_vagrant_validate() -> None:
    result = subprocess.run(
        ["vagrant", "validate", "--ignore-provider"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Vagrantfile validated successfully" in result.stdout


def test_vagrantfile_provisions_what_the_docs_promise() -> None:
    text = (ROOT / "Vagrantfile").read_text()
    for needed in (
        "p4lang-p4c",
        "p4lang-bmv2",
        "mininet",
        "make -C p4src",
        "-m bmv2",
        '"virtualbox"',
        '"libvirt"',
        "vb.memory",
        "lv.cpus",
    ):
        assert needed in text, needed
