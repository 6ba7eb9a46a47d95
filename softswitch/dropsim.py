"""Drop simulator: random loss per direction, as SwitchML's and the P4 program's."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt


@dataclass(frozen=True)
class DropRates:
    """Probabilities that a packet is dropped on the way in and on the way out."""

    ingress: float = 0.0
    egress: float = 0.0

    def __post_init__(self) -> None:
        for name in ("ingress", "egress"):
            p = getattr(self, name)
            if not 0.0 <= p < 1.0:
                raise ValueError(f"drop rate {name} must be in [0, 1), got {p}")


class DropSimulator:
    def __init__(self, rates: DropRates = DropRates(), seed: int | None = None) -> None:
        self.rates = rates
        self._rng = np.random.default_rng(seed)

    def keep(self, n: int, rate: float) -> npt.NDArray[np.bool_]:
        if rate <= 0.0:
            return np.ones(n, dtype=bool)
        return self._rng.random(n) >= rate
