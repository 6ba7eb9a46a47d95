"""Statistics from the switch's counters: the whole pipeline, per job, per worker."""

from __future__ import annotations

from dataclasses import dataclass

from p4rproto.counters import REJECTIONS, Counter

from .client import P4RuntimeClient
from .jobs import InstalledJob, ip_int


@dataclass(frozen=True)
class WorkerStats:
    job_id: int
    rank: int
    address: str
    packets: int  #: packets admitted from this worker
    retransmissions: int  #: duplicates and stale packets from this worker


@dataclass(frozen=True)
class SwitchStats:
    counters: dict[str, int]  #: every Counter by lower-case name
    job_packets: dict[int, int]
    workers: tuple[WorkerStats, ...]
    unreachable: str = ""  #: why the switch could not be read (then nothing else is)

    @classmethod
    def unread(cls, why: str) -> SwitchStats:
        """A switch that could not be read (restarting, unreachable): no counters."""
        return cls({}, {}, (), why)

    @property
    def rejected(self) -> int:
        return sum(self.counters[c.name.lower()] for c in REJECTIONS)

    @property
    def dropped(self) -> int:
        return self.counters["dropped_ingress"] + self.counters["dropped_egress"]


def read_stats(client: P4RuntimeClient, jobs: dict[int, InstalledJob]) -> SwitchStats:
    counters = {c.name.lower(): 0 for c in Counter}
    for name in ("p4r_stats", "p4r_egress_stats"):
        for cell in client.read_counter(name):
            if cell.index < len(Counter):
                counters[Counter(cell.index).name.lower()] += cell.packets
    job_packets = {key[0][1]: n for key, n in client.read_direct_counters("jobs").items()}
    per_worker = client.read_direct_counters("workers")
    retransmits = {c.index: c.packets for c in client.read_counter("worker_retransmits")}
    workers = []
    for job in jobs.values():
        for w in job.workers:
            key = (("ingress_port", w.port), ("src_addr", ip_int(w.ip)), ("src_port", w.udp_port))
            workers.append(
                WorkerStats(
                    job.job_id,
                    w.rank,
                    f"{w.ip}:{w.udp_port}",
                    per_worker.get(key, 0),
                    retransmits.get(w.worker_index, 0),
                )
            )
    return SwitchStats(counters, job_packets, tuple(workers))


def format_stats(stats: SwitchStats) -> str:
    """Every counter: the totals always, each rejection by reason when it moved."""
    c = stats.counters
    lines = [
        f"received {c['received']:>12,}   aggregated {c['aggregated']:>12,}   "
        f"completed {c['completed']:>10,}   results sent {c['results_sent']:>12,}",
        f"dup answered {c['dup_answered']:>8,}   dup pending {c['dup_pending']:>11,}   "
        f"stale {c['stale']:>14,}   rejected {stats.rejected:>16,}   dropped {stats.dropped:>10,}",
        f"joins {c['joins']:>15,}   nacks {c['nacks']:>17,}   resets {c['resets']:>13,}   "
        f"dropped ingress {c['dropped_ingress']:>8,}   egress {c['dropped_egress']:>11,}",
        f"partials sent {c['partials_sent']:>7,}   finals received {c['finals_received']:>7,}   "
        f"uplink ignored {c['uplink_ignored']:>5,}",
    ]
    rejected = {name: v for name, v in c.items() if name.startswith("rejected") and v}
    if rejected:
        lines.append(
            "rejected: " + ", ".join(f"{name[9:]} {v:,}" for name, v in sorted(rejected.items()))
        )
    if stats.workers:
        lines.append(
            f"{'job':>5} {'rank':>4}  {'worker':<22} {'packets':>12} {'retransmissions':>16}"
        )
        for w in sorted(stats.workers, key=lambda w: (w.job_id, w.rank)):
            lines.append(
                f"{w.job_id:>5} {w.rank:>4}  {w.address:<22} {w.packets:>12,} "
                f"{w.retransmissions:>16,}"
            )
    for job_id, n in sorted(stats.job_packets.items()):
        lines.append(f"job {job_id}: {n:,} packets")
    return "\n".join(lines)
