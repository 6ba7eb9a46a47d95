"""Where a small torch all-reduce's time goes: each layer between ``dist.all_reduce`` and
the C loop, timed at its entry (``p4reduce bench agreement --layers``).

:class:`LayerTimer` wraps each entry of :data:`LAYERS` in a timer while it is open and
puts the original back when it closes.  The layers nest, outermost first (a small CPU
call runs inside the process group's ``allreduce``); a layer's own time is its median less
the median of the layer inside it (a difference of medians: a guide, not an exact split).
Each timer adds well under a microsecond to the layers around it.
"""

from __future__ import annotations

import functools
import importlib
import itertools
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from types import TracebackType
from typing import Any, TextIO


@dataclass(frozen=True)
class Layer:
    module: str
    qualname: str  #: ``Class.method`` or a module-level function
    label: str


#: The entries timed, outermost first.
LAYERS = (
    Layer("hostlib.torchdist.backend", "P4ReduceProcessGroup.allreduce", "process group"),
    Layer("hostlib.torchdist.reducer", "SwitchReducer.all_reduce_now", "reducer"),
    Layer("hostlib.torchdist.reducer", "SwitchReducer._switch_sum", "reducer: the switch's sum"),
    Layer("hostlib.job", "AggregationJob.all_reduce", "host library: the call"),
    Layer("hostlib.native_loop", "small_call", "host library: the C loop's settings"),
    Layer("hostlib.fastpath", "TransferLoop.small_call", "C: the call, round trip and skew"),
)


@dataclass(frozen=True)
class LayerTimes:
    """One rank's calls of one size, timed at each layer (seconds per call)."""

    total: list[float]  #: ``dist.all_reduce`` through p4reduce
    times: dict[str, list[float]]  #: per layer label, every entry's time
    alone: list[float]  #: ``AggregationJob.all_reduce`` of a numpy array, called directly
    gloo: list[float]  #: ``dist.all_reduce`` on the Gloo group


class LayerTimer:
    """Times every entry of ``layers`` while open (in this process, every thread)."""

    def __init__(self, layers: tuple[Layer, ...] = LAYERS) -> None:
        self.layers = layers
        self.times: dict[str, list[float]] = {layer.label: [] for layer in layers}
        self._undo: list[Callable[[], None]] = []

    def __enter__(self) -> LayerTimer:
        for layer in self.layers:
            owner: Any = importlib.import_module(layer.module)
            *path, name = layer.qualname.split(".")
            for part in path:
                owner = getattr(owner, part)
            original = getattr(owner, name)
            setattr(owner, name, _timed(original, self.times[layer.label]))
            self._undo.append(functools.partial(setattr, owner, name, original))
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        while self._undo:
            self._undo.pop()()


def _timed(fn: Callable[..., Any], into: list[float]) -> Callable[..., Any]:
    @functools.wraps(fn)
    def timed(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            into.append(time.perf_counter() - start)

    return timed


def print_layers(
    timed: LayerTimes, elements: int, out: TextIO, layers: tuple[Layer, ...] = LAYERS
) -> dict[str, float]:
    """The table of one rank's layer times (figures out: medians, seconds;
    ``calls/<label>``: entries per all-reduce)."""
    total, times = timed.total, timed.times
    calls = max(len(total), 1)
    figures = {"total": statistics.median(total), "alone": statistics.median(timed.alone)}
    print(
        f"  where a {elements:,}-element call's time goes (rank 0, medians of {len(total)} "
        "calls after a Gloo barrier, each layer timed at its entry):",
        file=out,
    )
    print(f"    {'layer':40s} {'inside':>9s} {'its own':>9s} {'per call':>9s}", file=out)
    med = {layer.label: _median(times[layer.label]) for layer in layers}
    chain = [layer.label for layer in layers]
    own = {outer: med[outer] - med[inner] for outer, inner in itertools.pairwise(chain)}
    own[chain[-1]] = med[chain[-1]]
    top = figures["total"] - med[chain[0]]
    total_us = figures["total"] * 1e6
    print(f"    {'dist.all_reduce':40s} {total_us:7.0f}us {top * 1e6:7.0f}us", file=out)
    for layer in layers:
        figures[layer.label] = med[layer.label]
        figures[f"calls/{layer.label}"] = len(times[layer.label]) / calls
        print(
            f"    {layer.label:40s} {med[layer.label] * 1e6:7.0f}us "
            f"{own[layer.label] * 1e6:7.0f}us {figures[f'calls/{layer.label}']:9.2f}",
            file=out,
        )
    figures["gloo"] = statistics.median(timed.gloo)
    print(
        f"    the host library alone (AggregationJob.all_reduce of a numpy array, called "
        f"directly): {figures['alone'] * 1e6:.0f}us; Gloo's dist.all_reduce: "
        f"{figures['gloo'] * 1e6:.0f}us",
        file=out,
    )
    return figures


def _median(times: list[float]) -> float:
    return statistics.median(times) if times else 0.0
