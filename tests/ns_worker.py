"""The BMv2 end-to-end tests' worker: the emulation's worker (mininet_topos.worker)."""

from __future__ import annotations

import sys
from pathlib import Path

from mininet_topos.worker import run

if __name__ == "__main__":
    run(Path(sys.argv[1]))
    sys.exit(0)
