"""Settings of ``p4reduce demo``."""

from __future__ import annotations

from dataclasses import dataclass

from p4rproto.wire import MAX_WORKERS


class DemoError(RuntimeError):
    """A worker of the demo failed; the message says which and why."""


@dataclass(frozen=True)
class DemoConfig:
    workers: int = 4  #: worker processes
    size: int = 1 << 22  #: float32 elements per worker
    rounds: int = 3  #: all-reduces, each checked
    loss: float = 0.0  #: drop probability per packet, in each direction
    slots: int = 1024  #: the job's slot pool (packets in flight per worker)
    elems_per_packet: int = 256  #: int32 words per packet (the software switch's K)
    seed: int = 1  #: seed of the random tensors
    verify: bool = True  #: check every round against the numpy reference
    gloo: bool = True  #: run the Gloo ring on the same loopback for comparison
    timeout: float = 30.0  #: seconds without progress before a worker gives up
    progress: bool = True  #: show a progress bar
    pipeline: str = "auto"  #: the switch's pipeline: auto (native when built), native, numpy
    #: the workers reach the switch through shared-memory lanes (they share its host);
    #: off: UDP loopback.  The numpy pipeline gives none: UDP.
    lane: bool = True

    def __post_init__(self) -> None:
        checks = [
            ("workers", 1 <= self.workers <= MAX_WORKERS, f"must be 1..{MAX_WORKERS}"),
            ("size", self.size >= 1, "must be positive"),
            ("rounds", self.rounds >= 1, "must be positive"),
            ("loss", 0.0 <= self.loss < 1.0, "must be in [0, 1)"),
            ("slots", 1 <= self.slots <= 1 << 15, "must be 1..32768"),
            ("elems_per_packet", 1 <= self.elems_per_packet <= 4096, "must be 1..4096"),
            ("timeout", self.timeout > 0, "must be positive"),
            ("pipeline", self.pipeline in ("auto", "native", "numpy"), "must be auto|native|numpy"),
        ]
        for name, ok, problem in checks:
            if not ok:
                raise ValueError(f"demo {name}: {problem}, got {getattr(self, name)!r}")
