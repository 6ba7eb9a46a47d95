"""Jobs on a switch: slot pools, table entries, multicast groups and slot resets.

The switch itself is the state: what is installed is read back from its tables, so
every command is idempotent and two runs of the CLI need no shared file.  Another client
may have written entries too (p4runtime-shell, an operator): an entry that is not part
of a job as this module writes them is *foreign* (:class:`ForeignEntry`), listed but
never taken for a job, and its worker indices and addresses are kept clear of.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from p4rproto.frames import UdpFrame
from p4rproto.p4runtime.entities import CloneSession, MulticastGroup, TableEntry
from p4rproto.p4runtime.vocab import UpdateKind
from p4rproto.wire import NO_SESSION, UDP_PORT, MsgType, Packet, new_session

from .client import P4RuntimeClient, Update
from .config import FabricConfig, UplinkSpec
from .errors import (
    ControllerError,
    JobError,
    P4RuntimeError,
    SessionLocked,
    TableFull,
    UnknownWorker,
)
from .specs import HostSpec, JobSpec

#: Jobs' multicast groups are the lowest free ids from here (the flood group is below);
#: BMv2's replication engine has 4096 groups by default (--max-mc-groups).
FIRST_JOB_GROUP = 16
WORKER_TABLE_SIZE = 1024
#: BMv2 (v1model): the clone session of host port p is this + p; a leaf's STATUS to a
#: worker is a clone through it (p4src/v1model/types.p4, P4R_STATUS_CLONE_BASE).
STATUS_CLONE_SESSION_BASE = 1


@dataclass(frozen=True)
class InstalledWorker:
    rank: int
    port: int
    ip: str
    udp_port: int
    worker_index: int  #: index of its per-worker counters


@dataclass(frozen=True)
class InstalledJob:
    job_id: int
    slot_base: int
    slot_count: int
    workers: tuple[InstalledWorker, ...]
    mcast_grp: int = 0
    session: int = NO_SESSION  #: the job's current session tag; NO_SESSION: locked

    @property
    def locked(self) -> bool:
        """No open session: the switch refuses the job's JOINs and CONTRIBs (a session
        start is under way, or failed and waits for a retry)."""
        return self.session == NO_SESSION

    @property
    def slots(self) -> range:
        return range(self.slot_base, self.slot_base + self.slot_count)


@dataclass(frozen=True)
class ForeignEntry:
    """A ``jobs`` or ``workers`` entry that is no part of a job this controller wrote."""

    table: str
    match: tuple[tuple[str, int], ...]
    action: str  #: its action's name (alias)
    why: str  #: what makes it foreign
    params: tuple[tuple[str, int], ...] = ()

    def describe(self) -> str:
        key = ", ".join(
            f"{field}={ip_str(v) if field == 'src_addr' else v}" for field, v in self.match
        )
        return f"{self.table} {{{key}}} -> {self.action}: {self.why}"


@dataclass(frozen=True)
class Survey:
    """What the switch's ``jobs`` and ``workers`` tables hold: jobs, and the rest."""

    jobs: dict[int, InstalledJob]
    foreign: tuple[ForeignEntry, ...] = ()


#: The entries of a job as :meth:`JobManager.add` writes them: table -> (match fields,
#: action, its parameters).
_MODEL = {
    "jobs": (
        ("job_id",),
        "set_job",
        ("slot_base", "slot_count", "num_workers", "mcast_grp", "session"),
    ),
    "workers": (
        ("ingress_port", "src_addr", "src_port"),
        "set_worker",
        ("job_id", "rank", "worker_index"),
    ),
}


class SlotAllocator:
    """First-fit allocation of contiguous slot ranges out of ``capacity``."""

    def __init__(self, capacity: int, used: Iterable[tuple[int, int]] = ()) -> None:
        self.capacity = capacity
        self.used = sorted(used)

    def free_ranges(self) -> list[tuple[int, int]]:
        """(base, count) of every gap, in order."""
        gaps, at = [], 0
        for base, count in self.used:
            if base > at:
                gaps.append((at, base - at))
            at = max(at, base + count)
        if at < self.capacity:
            gaps.append((at, self.capacity - at))
        return gaps

    def allocate(self, count: int) -> int:
        for base, size in self.free_ranges():
            if size >= count:
                self.used = sorted([*self.used, (base, count)])
                return base
        largest = max((size for _, size in self.free_ranges()), default=0)
        free = sum(size for _, size in self.free_ranges())
        raise TableFull(
            f"no room for {count} slots: {free} of {self.capacity} are free, the largest "
            f"free range has {largest}; remove a job or ask for fewer slots"
        )


def ip_int(ip: str) -> int:
    a, b, c, d = (int(x) for x in ip.split("."))
    return a << 24 | b << 16 | c << 8 | d


def ip_str(value: int) -> str:
    return ".".join(str(value >> s & 0xFF) for s in (24, 16, 8, 0))


def mac_int(mac: str) -> int:
    return int(mac.replace(":", ""), 16)


class JobManager:
    """Installs and removes jobs on one switch through a connected client."""

    def __init__(self, client: P4RuntimeClient, fabric: FabricConfig) -> None:
        self.client = client
        self.fabric = fabric

    # -- fabric -------------------------------------------------------------------------
    def install_fabric(self, routes: Sequence[tuple[str, int]] = ()) -> None:
        """L2 forwarding for the hosts, the flood group, ARP for the switch, drop rates.

        ``routes`` are (MAC, port) pairs of hosts behind other switches (a fabric of
        leaves and a spine: ``controller.fabric.l2_routes``); their ports join the
        flood group, so that broadcasts (ARP) reach the other racks."""
        sw = self.fabric.switch
        l2 = [(h.mac, h.port) for h in self.fabric.hosts] + list(routes)
        entries = [
            TableEntry("l2_forward", {"dst_addr": mac_int(mac)}, "forward", {"port": port})
            for mac, port in l2
        ]
        entries.append(
            TableEntry(
                "l2_forward", {"dst_addr": 0xFFFF_FFFF_FFFF}, "flood", {"group": sw.flood_group}
            )
        )
        entries.append(
            TableEntry(
                "arp_responder", {"target_ip": ip_int(sw.ip)}, "arp_reply", {"mac": mac_int(sw.mac)}
            )
        )
        self._upsert(entries)
        flood = dict.fromkeys(port for _, port in l2)  # one copy per port, in order
        self._upsert_group(MulticastGroup(sw.flood_group, tuple((p, 0) for p in flood)))
        if sw.target == "bmv2":
            # v1model: a leaf's STATUS to a worker is an I2E clone out of its port
            # (p4src/v1model/types.p4, P4R_STATUS_CLONE_BASE)
            for port in dict.fromkeys(h.port for h in self.fabric.hosts):
                self._upsert_clone(CloneSession(STATUS_CLONE_SESSION_BASE + port, port))
        self.set_drop_rates(self.fabric.drop.ingress, self.fabric.drop.egress)
        self.set_nack_interval(sw.nack_interval_us)

    def set_nack_interval(self, interval_us: int) -> None:
        """The minimum time between two NACKs to one worker (0: answer every refusal)."""
        if not 0 <= interval_us < 1 << 32:
            raise ControllerError(f"nack interval must be 0..2^32-1 us, got {interval_us}")
        entry = TableEntry(
            "nack_limit", {}, "set_nack_interval", {"interval_us": interval_us}, is_default=True
        )
        self.client.write([(UpdateKind.MODIFY, entry)])

    def set_drop_rates(self, ingress: float, egress: float) -> None:
        """The drop simulator's probabilities (thresholds out of 65536)."""
        for name, p in (("ingress", ingress), ("egress", egress)):
            if not 0.0 <= p < 1.0:
                raise ControllerError(f"drop rate {name} must be in [0, 1), got {p}")
        params = {
            "ingress_threshold": round(ingress * 65536),
            "egress_threshold": round(egress * 65536),
        }
        self.client.write(
            [
                (
                    UpdateKind.MODIFY,
                    TableEntry("drop_sim", {}, "set_drop_rates", params, is_default=True),
                )
            ]
        )

    # -- jobs ---------------------------------------------------------------------------
    def installed(self) -> dict[int, InstalledJob]:
        """The jobs the switch holds now, read from its tables (foreign entries left
        out: :meth:`survey` has them)."""
        return self.survey().jobs

    def survey(self) -> Survey:
        """The jobs the switch holds now, and the entries of ``jobs`` and ``workers``
        that are no part of one (written by another client)."""
        foreign: list[ForeignEntry] = []
        jobs: dict[int, TableEntry] = {}
        for e in self.client.read_table("jobs"):
            why = self._unlike_model("jobs", e)
            if why:
                foreign.append(self._foreign("jobs", e, why))
            else:
                jobs[e.match["job_id"]] = e
        workers: dict[int, list[InstalledWorker]] = {j: [] for j in jobs}
        for e in self.client.read_table("workers"):
            why = self._unlike_model("workers", e)
            if not why and e.params["job_id"] not in jobs:
                why = f"a worker of job {e.params['job_id']}, which has no jobs entry"
            if why:
                foreign.append(self._foreign("workers", e, why))
                continue
            workers[e.params["job_id"]].append(
                InstalledWorker(
                    e.params["rank"],
                    e.match["ingress_port"],
                    ip_str(e.match["src_addr"]),
                    e.match["src_port"],
                    e.params["worker_index"],
                )
            )
        installed = {
            j: InstalledJob(
                j,
                e.params["slot_base"],
                e.params["slot_count"],
                tuple(sorted(workers[j], key=lambda w: w.rank)),
                e.params["mcast_grp"],
                e.params["session"],
            )
            for j, e in jobs.items()
        }
        return Survey(installed, tuple(foreign))

    def refusals(self, survey: Survey | None = None) -> list[str]:
        """What in the tables the switch will refuse or cannot deliver, for people
        (``ctl job list``): a ``worker_index`` that two workers share (the second job's
        every JOIN is refused, NACK 22), a job whose multicast group, read back from the
        replication engine, does not copy each result once to each rank, and a worker
        whose results go to a MAC the forwarding table (``l2_forward``) does not know."""
        survey = survey or self.survey()
        dests = self.client.read_table("result_dest")
        return (
            shared_indices(survey)
            + self._unreplicated(survey, dests)
            + self._unforwarded(survey, dests)
        )

    def _unreplicated(self, survey: Survey, dests: list[TableEntry]) -> list[str]:
        """Each job's multicast group as the switch's replication engine holds it, against
        its workers: one copy a rank, to its port, as replica (``egress_rid``) its rank,
        which the egress rewrites for that rank (``result_dest``).  P4Testgen does not
        model the replication engine (docs/tofino.md): its configuration is read here."""
        has_dest = {(e.match.get("job_id"), e.match.get("rank")) for e in dests}
        out = []
        for job in sorted(survey.jobs.values(), key=lambda j: j.job_id):
            name = f"job {job.job_id}"
            group = self.client.read_multicast_group(job.mcast_grp)
            if group is None:
                out.append(
                    f"{name}: its multicast group {job.mcast_grp} is not on the switch: no "
                    "rank gets its results"
                )
                continue
            copies = set(group.replicas)  # P4Runtime refuses a replica twice
            ports = {w.rank: w.port for w in job.workers}
            for rank, port in ports.items():
                if (port, rank) not in copies:
                    out.append(
                        f"{name} rank {rank}: multicast group {job.mcast_grp} sends it no copy "
                        f"(port {port}, replica {rank}): it never gets a result"
                    )
                if (job.job_id, rank) not in has_dest:
                    out.append(
                        f"{name} rank {rank}: no result_dest entry: its copy of each "
                        "result leaves with no destination written"
                    )
            for port, rid in sorted(copies - {(port, rank) for rank, port in ports.items()}):
                whose = (
                    f"rank {rid}'s worker is on port {ports[rid]}"
                    if rid in ports
                    else "no rank of the job"
                )
                out.append(
                    f"{name}: multicast group {job.mcast_grp} sends a copy of each result to "
                    f"port {port} as replica {rid}: {whose}"
                )
        return out

    def _unforwarded(self, survey: Survey, dests: list[TableEntry]) -> list[str]:
        known = {e.match["dst_addr"] for e in self.client.read_table("l2_forward")}
        out = []
        for e in dests:
            job, rank = e.match.get("job_id"), e.match.get("rank")
            mac = e.params.get("dst_mac")
            if job in survey.jobs and mac is not None and mac not in known:
                out.append(
                    f"job {job} rank {rank}: its results go to MAC {mac:012x}, which the "
                    "forwarding table (l2_forward) does not know: add the host to the config"
                )
        return out

    def _unlike_model(self, table: str, e: TableEntry) -> str:
        """Why ``e`` is not an entry of ``table`` as :meth:`add` writes it ("" if it is)."""
        schema = self.client.schema
        assert schema is not None
        fields, action, params = _MODEL[table]
        if e.action != schema.actions[action].name:
            return f"action {e.action.rpartition('.')[2] or '(none)'}, not {action}"
        missing = [f for f in fields if f not in e.match] + [p for p in params if p not in e.params]
        return f"lacks {', '.join(missing)}" if missing else ""

    @staticmethod
    def _foreign(table: str, e: TableEntry, why: str) -> ForeignEntry:
        action = e.action.rpartition(".")[2] or "(none)"
        return ForeignEntry(
            table, tuple(sorted(e.match.items())), action, why, tuple(sorted(e.params.items()))
        )

    def add(self, job: JobSpec, session: int = NO_SESSION) -> InstalledJob:
        """Install ``job`` with a new session (random unless given); if it is installed
        as specified already, start a new session of it instead.  A failed write leaves
        nothing of the job installed."""
        survey = self.survey()
        current = survey.jobs
        wanted = [(self.fabric.resolve_host(w.host), w.udp_port) for w in job.workers]
        if job.id in current:
            if self._same(current[job.id], job):
                self.start_session(job.id, session)
                return self.installed()[job.id]
            raise JobError(f"job {job.id} is installed with other settings: remove it first")
        _check_free(wanted, current, survey.foreign)
        alloc = SlotAllocator(
            self.fabric.switch.slots, [(j.slot_base, j.slot_count) for j in current.values()]
        )
        base = alloc.allocate(job.slots)
        indices = _free_worker_indices(current, survey.foreign, len(wanted))
        self.reset_slots(range(base, base + job.slots))
        used_groups = {j.mcast_grp for j in current.values()} | {self.fabric.switch.flood_group}
        group = next(g for g in range(FIRST_JOB_GROUP, 1 << 16) if g not in used_groups)
        self._upsert_group(
            MulticastGroup(group, tuple((h.port, r) for r, (h, _) in enumerate(wanted)))
        )
        entries = _job_entries(job, wanted, base, group, indices, session or new_session())
        self._insert_all_or_nothing(entries, MulticastGroup(group, ()))
        return self.installed()[job.id]

    def lock_run(self, job: JobSpec) -> bool:
        """Lock ``job`` if it is installed as specified (a new run of it is about to
        start: :meth:`add` opens its new session); returns whether it was."""
        have = self.installed().get(job.id)
        return have is not None and self._same(have, job) and self.lock(job.id)

    def _same(self, have: InstalledJob, job: JobSpec) -> bool:
        """Whether the installed ``have`` is ``job`` as specified (slots and workers)."""
        wanted = [(self.fabric.resolve_host(w.host), w.udp_port) for w in job.workers]
        return have.slot_count == job.slots and [
            (w.port, w.ip, w.udp_port) for w in have.workers
        ] == [(h.port, h.ip, port) for h, port in wanted]

    def set_uplink(self, job_id: int, up: UplinkSpec, session: int) -> None:
        """Make job ``job_id`` a leaf part of a two-level job: its ``uplinks`` entry (the
        spine, the spine job, its rank there, the spine session ``session``, the world
        size) and the ``spines`` entry that admits the spine's RESULTs (insert or modify:
        a new spine session is written the same way)."""
        self._upsert(
            [
                TableEntry(
                    "uplinks",
                    {"job_id": job_id},
                    "set_uplink",
                    {
                        "port": up.port,
                        "mac": mac_int(up.mac),
                        "ip": ip_int(up.ip),
                        "udp_port": up.udp_port,
                        "job_id": up.job_id,
                        "rank": up.rank,
                        "session": session,
                        "world_size": up.world_size,
                    },
                ),
                TableEntry(
                    "spines",
                    {
                        "ingress_port": up.port,
                        "src_addr": ip_int(up.ip),
                        "src_port": up.udp_port,
                        "job_id": up.job_id,
                    },
                    "set_spine",
                    {"local_job_id": job_id, "rank": up.rank, "session": session},
                ),
            ]
        )

    def uplink_jobs(self) -> list[int]:
        """The local jobs with an uplink (leaf parts of two-level jobs)."""
        schema = self.client.schema
        if schema is None or "uplinks" not in schema.tables:
            return []
        set_uplink = schema.actions["set_uplink"].name
        return [
            e.match["job_id"] for e in self.client.read_table("uplinks") if e.action == set_uplink
        ]

    def remove_uplink(self, job_id: int) -> None:
        """Delete job ``job_id``'s uplinks and spines entries (a leaf part whose job
        entries did not go in); nothing if it has none."""
        deletes = self._remove_uplink(job_id)
        if deletes:
            self.client.write(deletes)

    def _remove_uplink(self, job_id: int) -> list[Update]:
        """Deletes of job ``job_id``'s uplinks and spines entries, if it has them."""
        schema = self.client.schema
        if schema is None or "uplinks" not in schema.tables:
            return []
        out: list[Update] = []
        for e in self.client.read_table("uplinks"):
            if e.match["job_id"] == job_id:
                out.append((UpdateKind.DELETE, TableEntry("uplinks", {"job_id": job_id})))
        for e in self.client.read_table("spines"):
            if e.params.get("local_job_id") == job_id:
                out.append((UpdateKind.DELETE, TableEntry("spines", dict(e.match))))
        return out

    def start_session(self, job_id: int, session: int = NO_SESSION) -> int:
        """A new run of an installed job, atomically: lock the job (session
        ``NO_SESSION``: the switch refuses every JOIN and CONTRIB of it, so the earlier
        run is locked out and no worker can join yet), clear its slots and wait for every
        RESET_ACK, and only then write the new tag (random unless given); returns it.

        If the clears fail the job stays locked and :class:`SessionLocked` is raised: no
        worker can join a session whose slots are not all cleared, and calling this
        again finishes the work."""
        entry = self._jobs_entry(job_id)
        previous = entry.params["session"]
        self.lock(job_id)
        base, count = entry.params["slot_base"], entry.params["slot_count"]
        try:
            self.reset_slots(range(base, base + count))
        except ControllerError as exc:
            raise SessionLocked(
                f"job {job_id} is locked (no open session: its workers are refused) because "
                f"its slots were not all cleared: {exc}; run `p4reduce ctl ... session "
                f"{job_id}` again to finish the session start"
            ) from exc
        session = session or new_session(previous)
        params = {**entry.params, "session": session}
        self.client.write(
            [(UpdateKind.MODIFY, TableEntry("jobs", {"job_id": job_id}, "set_job", params))]
        )
        return session

    def lock(self, job_id: int) -> bool:
        """Lock job ``job_id`` (its session ``NO_SESSION``: the switch refuses its JOINs
        and CONTRIBs) if it is installed; returns whether it is."""
        entries = self._jobs_entries()
        if job_id not in entries:
            return False
        entry = entries[job_id]
        if entry.params["session"] != NO_SESSION:
            params = {**entry.params, "session": NO_SESSION}
            self.client.write(
                [(UpdateKind.MODIFY, TableEntry("jobs", {"job_id": job_id}, "set_job", params))]
            )
        return True

    def _jobs_entry(self, job_id: int) -> TableEntry:
        entries = self._jobs_entries()
        if job_id not in entries:
            raise UnknownWorker(f"no job {job_id} on switch {self.fabric.switch.name}")
        return entries[job_id]

    def _jobs_entries(self) -> dict[int, TableEntry]:
        """The ``jobs`` entries of jobs (foreign ones left out), by job id."""
        return {
            e.match["job_id"]: e
            for e in self.client.read_table("jobs")
            if not self._unlike_model("jobs", e)
        }

    def _insert_all_or_nothing(self, entries: list[TableEntry], group: MulticastGroup) -> None:
        """P4Runtime batches are not atomic (BMv2 has CONTINUE_ON_ERROR only): on a
        failed write, delete what went in (an entry whose insert failed, ALREADY_EXISTS
        say, is another client's: it stays)."""
        try:
            self.client.write([(UpdateKind.INSERT, e) for e in entries])
        except P4RuntimeError as exc:
            failed = {u.index for u in exc.updates}
            self._undo([e for i, e in enumerate(entries) if i not in failed], group)
            raise
        except ControllerError:
            self._undo(entries, group)
            raise

    def _undo(self, entries: list[TableEntry], group: MulticastGroup) -> None:
        for e in reversed(entries):
            with contextlib.suppress(ControllerError):
                self.client.write([(UpdateKind.DELETE, TableEntry(e.table, e.match))])
        with contextlib.suppress(ControllerError):
            self.client.write([(UpdateKind.DELETE, group)])

    def remove(self, job_id: int) -> InstalledJob:
        current = self.installed()
        if job_id not in current:
            raise UnknownWorker(f"no job {job_id} on switch {self.fabric.switch.name}")
        job = current[job_id]
        deletes: list[Update] = [
            (
                UpdateKind.DELETE,
                TableEntry(
                    "workers",
                    {"ingress_port": w.port, "src_addr": ip_int(w.ip), "src_port": w.udp_port},
                ),
            )
            for w in job.workers
        ]
        deletes.append((UpdateKind.DELETE, TableEntry("jobs", {"job_id": job_id})))
        deletes += [
            (UpdateKind.DELETE, TableEntry("result_dest", {"job_id": job_id, "rank": w.rank}))
            for w in job.workers
        ]
        deletes.append((UpdateKind.DELETE, MulticastGroup(job.mcast_grp, ())))
        deletes += self._remove_uplink(job_id)
        self.client.write(deletes)
        self.reset_slots(job.slots)
        return job

    # -- slot resets --------------------------------------------------------------------
    def reset_slots(self, slots: range, timeout: float | None = None, attempts: int = 24) -> None:
        """Clear ``slots`` with RESET packet-outs; resend those whose RESET_ACK does not
        come back (the drop simulator, or a lossy path, may drop either), for up to
        ``attempts`` rounds.  A round waits for the acknowledgements at least 0.25 s and
        ``timeout / attempts`` (default: 5 s plus 4 ms per slot, a packet-out each), so at
        20% loss each way (a RESET and its ACK lost with probability 0.36) 256 slots clear
        with probability 1 - 256 * 0.36^24, about 1 - 5e-9."""
        timeout = 5.0 + 0.004 * len(slots) if timeout is None else timeout
        wait = max(0.25, timeout / attempts)
        sw = self.fabric.switch
        nonce = int(time.monotonic() * 1000) & 0xFFFFFFFF
        pending = set(slots)
        for _ in range(attempts):
            for slot in sorted(pending):
                reset = Packet(MsgType.RESET, 0, 0, slot, nonce).encode()
                frame = UdpFrame(sw.mac, sw.mac, sw.ip, sw.ip, UDP_PORT, UDP_PORT, reset)
                self.client.packet_out(frame.encode(), egress_port=0)
            deadline = time.monotonic() + wait
            while pending and time.monotonic() < deadline:
                pkt = self.client.packet_in(max(0.0, deadline - time.monotonic()))
                if pkt is None:
                    break
                ack = _reset_ack(pkt.payload)
                if ack is not None and ack.seq == nonce:
                    pending.discard(ack.slot)
            if not pending:
                return
        raise ControllerError(
            f"{len(pending)} slot reset(s) were not acknowledged after {attempts} rounds "
            f"of {wait:.2f} s (first: slot {min(pending)})"
        )

    # -- helpers ------------------------------------------------------------------------
    def _upsert(self, entries: list[TableEntry]) -> None:
        """Insert or modify, so that running a command twice leaves the same state."""
        schema = self.client.schema
        assert schema is not None
        existing: dict[str, set[tuple[tuple[str, int], ...]]] = {}
        updates: list[Update] = []
        for e in entries:
            if e.table not in existing:
                existing[e.table] = {
                    tuple(sorted(x.match.items())) for x in self.client.read_table(e.table)
                }
            kind = (
                UpdateKind.MODIFY
                if tuple(sorted(e.match.items())) in existing[e.table]
                else UpdateKind.INSERT
            )
            updates.append((kind, e))
        self.client.write(updates)

    def _upsert_group(self, group: MulticastGroup) -> None:
        found = self.client.read_multicast_group(group.group_id)
        kind = UpdateKind.INSERT if found is None else UpdateKind.MODIFY
        self.client.write([(kind, group)])

    def _upsert_clone(self, session: CloneSession) -> None:
        found = self.client.read_clone_session(session.session_id)
        if found != session:
            self.client.write(
                [(UpdateKind.INSERT if found is None else UpdateKind.MODIFY, session)]
            )


def shared_indices(survey: Survey) -> list[str]:
    """Each ``worker_index`` that two ``workers`` entries share (jobs' or foreign): the
    switch counts both workers in one cell and refuses the later job's JOINs (NACK 22)."""
    users: dict[int, list[str]] = {}
    for job in survey.jobs.values():
        for w in job.workers:
            users.setdefault(w.worker_index, []).append(f"job {job.job_id} rank {w.rank}")
    for f in survey.foreign:
        params = dict(f.params)
        if f.table == "workers" and "worker_index" in params:
            users.setdefault(params["worker_index"], []).append("a foreign entry")
    return [
        f"worker_index {index} is shared by {' and '.join(who)}: it must be unique on the "
        "switch (the later job's JOINs are refused, NACK 22)"
        for index, who in sorted(users.items())
        if len(who) > 1
    ]


def _reset_ack(frame: bytes) -> Packet | None:
    udp = UdpFrame.decode(frame)
    if udp is None:
        return None
    try:
        packet = Packet.decode(udp.payload)
    except ValueError:
        return None
    return packet if packet.msg_type == MsgType.RESET_ACK else None


def _check_free(
    wanted: list[tuple[HostSpec, int]],
    current: dict[int, InstalledJob],
    foreign: Sequence[ForeignEntry],
) -> None:
    """Raise JobError if a wanted worker address is another job's or a foreign entry's."""
    taken = {
        (w.port, w.ip, w.udp_port): f"job {j}" for j, inst in current.items() for w in inst.workers
    }
    for f in foreign:
        key = dict(f.match)
        if f.table == "workers" and {"ingress_port", "src_addr", "src_port"} <= set(key):
            address = (key["ingress_port"], ip_str(key["src_addr"]), key["src_port"])
            taken[address] = f"a foreign entry ({f.describe()})"
    for h, port in wanted:
        if (h.port, h.ip, port) in taken:
            raise JobError(f"worker {h.name}:{port} belongs to {taken[(h.port, h.ip, port)]}")


def _free_worker_indices(
    current: dict[int, InstalledJob], foreign: Sequence[ForeignEntry], count: int
) -> list[int]:
    """``count`` worker indices that no job and no foreign entry uses (lowest first)."""
    used = {w.worker_index for inst in current.values() for w in inst.workers}
    params = [dict(f.params) for f in foreign]
    used |= {p["worker_index"] for p in params if "worker_index" in p}
    free = [i for i in range(WORKER_TABLE_SIZE) if i not in used][:count]
    if len(free) < count:
        raise TableFull(f"the worker table is full ({WORKER_TABLE_SIZE} entries)")
    return free


def _job_entries(
    job: JobSpec,
    wanted: list[tuple[HostSpec, int]],
    base: int,
    group: int,
    indices: list[int],
    session: int,
) -> list[TableEntry]:
    """A job's table entries in the order they are written: where results go, the job,
    then its workers (until they are in, no packet of the job enters the pipeline)."""
    entries = [
        TableEntry(
            "result_dest",
            {"job_id": job.id, "rank": r},
            "set_dest",
            {"dst_mac": mac_int(h.mac), "dst_ip": ip_int(h.ip), "dst_port": port},
        )
        for r, (h, port) in enumerate(wanted)
    ]
    entries.append(
        TableEntry(
            "jobs",
            {"job_id": job.id},
            "set_job",
            {
                "slot_base": base,
                "slot_count": job.slots,
                "num_workers": len(wanted),
                "mcast_grp": group,
                "session": session,
            },
        )
    )
    entries += [
        TableEntry(
            "workers",
            {"ingress_port": h.port, "src_addr": ip_int(h.ip), "src_port": port},
            "set_worker",
            {"job_id": job.id, "rank": r, "worker_index": idx},
        )
        for r, ((h, port), idx) in enumerate(zip(wanted, indices, strict=True))
    ]
    return entries
