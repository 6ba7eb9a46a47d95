"""``p4reduce bench agreement``: what a call costs, agreement included, beside Gloo.

Every call is agreed once, in the switch's agreement round (``docs/protocol.md``, "Call
agreement"): a small call rides inside that round (one round trip), a larger one starts
its data rounds as soon as the round's RESULT arrives.  This runs N spawned ranks with
the ``p4reduce`` backend against a software switch on loopback, and a Gloo group over
the same ranks, and times ``dist.all_reduce`` of float32 tensors of several sizes on
both, one call of each in turn, each call after a barrier on the Gloo group (the median
of the slowest rank's times).  The agreement's share of a call is how long the call waited for
its agreement round, from the round's first send to its RESULT
(``JobStats.agreement_wait``), on the rank whose packet came last (the others wait for
it too, as they would for its data), over the call's time: the data rounds start then.
It also times the agreement round alone (an agreement without data, as a collective that
Gloo serves makes, Python included), counts, per p4reduce all-reduce, the agreement
rounds through the switch and the Gloo rounds: one and none, and times a broadcast of
the smallest size from rank 0 on both (a small one rides in its agreement round).

On loopback the switch is a process sharing the cores with the ranks: small calls
measure the round trip and the host's per-call cost; large calls measure the switch
process, not a network (those are judged over links, ``p4reduce emu``).
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TextIO

import numpy as np

from p4reduce.bench import LOOPBACK_SLOTS, check_slot_pool, start_rank
from p4reduce.bench.layers import LayerTimer, LayerTimes, print_layers

SIZES = (1, 1024, 64 * 1024, 1024 * 1024)


@dataclass(frozen=True)
class AgreementBenchConfig:
    workers: int = 2
    repeat: int = 1000  #: timed calls per size and side (median)
    sizes: tuple[int, ...] = SIZES
    elems_per_packet: int = 256  #: the software switch's K
    slots: int = LOOPBACK_SLOTS  #: the job's slot pool: packets in flight per rank
    lane: bool = True  #: the ranks reach the switch through shared-memory lanes, else UDP
    #: also time each layer of the smallest size's call (:mod:`p4reduce.bench.layers`)
    layers: bool = False

    def __post_init__(self) -> None:
        if self.workers < 2 or self.repeat < 1 or not self.sizes or min(self.sizes) < 1:
            raise ValueError("workers >= 2, repeat >= 1 and sizes >= 1 element")
        check_slot_pool(self.slots)


@dataclass(frozen=True)
class RankTimes:
    p4reduce: dict[int, list[float]]
    gloo: dict[int, list[float]]
    #: per p4reduce call, how long it waited for its agreement round (first send to RESULT)
    waits: dict[int, list[float]]
    agreement: list[float]  #: the agreement round alone
    agreements_per_call: float  #: switch agreement rounds per p4reduce all-reduce
    gloo_rounds_per_call: float  #: Gloo rounds per p4reduce all-reduce
    #: a broadcast of the smallest size from rank 0, p4reduce's and Gloo's, and how many
    #: of p4reduce's the switch carried in their agreement round
    broadcast: tuple[list[float], list[float], int]
    #: per size, the packets a p4reduce call sent (resends aside): its agreement packet,
    #: then its data and priming packets (docs/protocol.md, "Exponents in the agreement")
    packets: dict[int, float]
    layers: LayerTimes | None = None  #: with ``layers``


def _worker(
    rank: int, init_method: str, cfg: AgreementBenchConfig, env: dict[str, str]
) -> RankTimes:
    import torch
    import torch.distributed as dist

    import hostlib.torchdist as p4t
    from p4rproto.agreement import Collective

    start_rank(rank, init_method, cfg.workers, env, timeout_s=120)
    try:
        world = dist.group.WORLD
        assert isinstance(world, p4t.P4ReduceProcessGroup)
        gloo = dist.new_group(backend="gloo")
        job = world.reducer.job
        assert job is not None

        def timed(
            fn: object, repeat: int, x: torch.Tensor | None = None, waits: list[float] | None = None
        ) -> list[float]:
            out = []
            for _ in range(repeat):
                if x is not None:
                    x.fill_(1.0)  # summed in place: keep the values small
                dist.barrier(group=gloo)
                waited = job.stats.agreement_wait
                t0 = time.perf_counter()
                fn()  # type: ignore[operator]
                out.append(time.perf_counter() - t0)
                if waits is not None:
                    waits.append(job.stats.agreement_wait - waited)
            return out

        p4: dict[int, list[float]] = {}
        gl: dict[int, list[float]] = {}
        waits: dict[int, list[float]] = {}
        packets: dict[int, float] = {}
        before = (job.stats.agreements, world.counters.gloo_rounds, world.counters.switch)
        for n in cfg.sizes:
            x = torch.ones(n)
            for _ in range(3):  # warm up both
                dist.all_reduce(x)
                dist.all_reduce(x, group=gloo)
            repeat = cfg.repeat if n < (1 << 20) else max(cfg.repeat // 10, 1)
            p4[n], gl[n], waits[n] = [], [], []
            sent = job.stats.packets_sent - job.stats.retransmissions
            for _ in range(repeat):  # one call of each side in turn: both see the same host
                p4[n] += timed(lambda x=x: dist.all_reduce(x), 1, x, waits[n])
                gl[n] += timed(lambda x=x: dist.all_reduce(x, group=gloo), 1, x)
            packets[n] = (job.stats.packets_sent - job.stats.retransmissions - sent) / repeat
        calls = world.counters.switch - before[2]
        agreements = (job.stats.agreements - before[0]) / max(calls, 1)
        gloo_rounds = (world.counters.gloo_rounds - before[1]) / max(calls, 1)
        alone = timed(lambda: job.agree(Collective.BARRIER), cfg.repeat)
        b = torch.full((min(cfg.sizes),), float(rank))
        carried = world.counters.broadcasts
        bp4: list[float] = []
        bgl: list[float] = []
        for _ in range(cfg.repeat):
            bp4 += timed(lambda: dist.broadcast(b, 0), 1)
            bgl += timed(lambda: dist.broadcast(b, 0, group=gloo), 1)
        broadcast = (bp4, bgl, world.counters.broadcasts - carried)
        layers = None
        if cfg.layers:
            n = min(cfg.sizes)
            x, a = torch.ones(n), np.ones(n, dtype=np.float32)
            with LayerTimer() as timer:
                total = timed(lambda: dist.all_reduce(x), cfg.repeat, x)
            layers = LayerTimes(
                total,
                timer.times,
                timed(lambda: job.all_reduce(a), cfg.repeat),
                timed(lambda: dist.all_reduce(x, group=gloo), cfg.repeat, x),
            )
        return RankTimes(p4, gl, waits, alone, agreements, gloo_rounds, broadcast, packets, layers)
    finally:
        dist.destroy_process_group()


def _slowest_median(per_rank: Sequence[list[float]]) -> float:
    """The median over calls of the slowest rank's time (the ranks start each together)."""
    return float(statistics.median(max(ts) for ts in zip(*per_rank, strict=True)))


def _last_arrival_median(per_rank: Sequence[list[float]]) -> float:
    """The median over calls of the shortest wait: the wait of the rank whose agreement
    packet came last.  The others' longer waits are for that rank, as its data would
    have kept them waiting without an agreement; its own wait is what agreeing adds."""
    return float(statistics.median(min(ts) for ts in zip(*per_rank, strict=True)))


def run(
    cfg: AgreementBenchConfig = AgreementBenchConfig(), out: TextIO | None = None
) -> dict[str, float]:
    """Print the figures; return them (seconds, ratios, rounds per call)."""
    from p4reduce.localrun import local_switch_job, run_workers

    out = sys.stdout if out is None else out  # bound per call, not at import
    with local_switch_job(
        cfg.workers,
        slots=cfg.slots,
        elems_per_packet=cfg.elems_per_packet,
        fallback="fail",
        lane=cfg.lane,
    ) as local:
        ranks: list[RankTimes] = run_workers(
            _worker, cfg.workers, (cfg, local.settings.to_env()), timeout=1800
        )
    figures: dict[str, float] = {}
    agree = _slowest_median([r.agreement for r in ranks])
    figures["agreement"] = agree
    print(
        f"p4reduce bench agreement: {cfg.workers} ranks (processes), torch all_reduce of "
        f"float32, p4reduce backend through the software switch on this host (K = "
        f"{cfg.elems_per_packet}, {cfg.slots} slots, "
        f"{'shared-memory lanes' if cfg.lane else 'UDP loopback'}) "
        f"against Gloo in the same run, one call of each in turn; median of {cfg.repeat} calls "
        "(a tenth of that from 1M elements), slowest rank",
        file=out,
    )
    print(
        f"  {'elements':>10} {'gloo':>10} {'p4reduce':>10} {'p4reduce/gloo':>14} "
        f"{'agreement wait':>15} {'agreement share':>16} {'round alone / call':>19}",
        file=out,
    )
    for n in cfg.sizes:
        p = _slowest_median([r.p4reduce[n] for r in ranks])
        g = _slowest_median([r.gloo[n] for r in ranks])
        wait = _last_arrival_median([r.waits[n] for r in ranks])
        figures[f"p4reduce_{n}"], figures[f"gloo_{n}"], figures[f"ratio_{n}"] = p, g, p / g
        figures[f"wait_{n}"], figures[f"share_{n}"] = wait, wait / p
        figures[f"alone_share_{n}"] = agree / p
        print(
            f"  {n:>10,} {g * 1e6:8.0f}us {p * 1e6:8.0f}us {p / g:13.2f}x "
            f"{wait * 1e6:13.0f}us {wait / p:15.1%} {agree / p:18.1%}",
            file=out,
        )
    per_call = {n: max(r.packets[n] for r in ranks) for n in cfg.sizes}
    figures.update({f"packets_{n}": v for n, v in per_call.items()})
    print(
        "  packets a p4reduce call sent, each rank (resends aside): "
        + ", ".join(f"{v:g} ({n:,} element{'s' * (n > 1)})" for n, v in per_call.items())
        + "; a RESULT comes back for each",
        file=out,
    )
    figures["agreements_per_call"] = max(r.agreements_per_call for r in ranks)
    figures["gloo_rounds_per_call"] = max(r.gloo_rounds_per_call for r in ranks)
    print(
        "  agreement wait: how long the call waited for its agreement round, from its first "
        "send to the RESULT, on the rank whose packet came last (a small call's data ride in "
        "it: the round is the call); round alone: an agreement without data, timed from Python",
        file=out,
    )
    print(
        f"  agreement round alone: {agree * 1e6:.0f} us; per p4reduce all-reduce: "
        f"{figures['agreements_per_call']:g} agreement round(s) through the switch, "
        f"{figures['gloo_rounds_per_call']:g} Gloo round(s)",
        file=out,
    )
    n = min(cfg.sizes)
    bp = _slowest_median([r.broadcast[0] for r in ranks])
    bg = _slowest_median([r.broadcast[1] for r in ranks])
    carried = min(r.broadcast[2] for r in ranks)
    figures["broadcast_p4reduce"], figures["broadcast_gloo"] = bp, bg
    figures["broadcast_ratio"], figures["broadcasts_carried"] = bp / bg, carried
    print(
        f"  broadcast of {n:,} float32 from rank 0: p4reduce {bp * 1e6:.0f} us, Gloo "
        f"{bg * 1e6:.0f} us ({bp / bg:.2f}x); {carried} of {cfg.repeat} rode in their "
        "agreement round (the rest: the agreement, then Gloo's broadcast)",
        file=out,
    )
    layer_times = ranks[0].layers
    if layer_times is not None:
        layer_figures = print_layers(layer_times, min(cfg.sizes), out)
        figures.update({f"layers/{k}": v for k, v in layer_figures.items()})
    return figures
