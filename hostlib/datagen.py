"""Deterministic test data, so that a verifier can regenerate every worker's input."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt


def demo_data(seed: int, round_: int, rank: int, size: int) -> npt.NDArray[np.float32]:
    """Gradient-like float32 data: normal values whose scale varies from block to block."""
    rng = np.random.default_rng([seed, round_, rank])
    x = rng.standard_normal(size, dtype=np.float32)
    # Scales from 2**-8 to 2**8 in runs of 4096 elements, as layers of a model differ.
    scale = np.exp2(rng.integers(-8, 9, size=-(-size // 4096))).astype(np.float32)
    x *= np.repeat(scale, 4096)[:size]
    return x
