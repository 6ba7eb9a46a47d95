"""The controller service: training jobs join by name and get their slots.

``p4reduce controller --config FABRIC.toml --listen HOST:PORT --token-file FILE`` runs
it.  It is the switch's primary P4Runtime client: it pushes the pipeline if the switch
has none, installs the fabric and the config's static jobs, and then owns the tables.
A worker calls ``Join(job_name, world_size, rank, ip, udp_port)``; when every rank of
the job has joined, the service allocates a slot pool (what the job asks, or the
bandwidth-delay rule of ``[service]``, at most ``max_job_slots``), installs the
worker, job and multicast entries with a new session (``controller.jobs``) and answers
every rank with what it needs.  With a ``[[switches]]`` fabric (one P4Runtime client
per switch) a job whose workers sit behind several leaves is installed in two levels
(``controller.placement``, ``controller.fabric``), and each rank is told its leaf, its
rank there and the leaf part's session.  Members keep the job's lease with heartbeats; a job
whose member leaves or falls silent is removed and its slots return to the pool.

The job phases and the admission rules are ``jobservice.phases`` (pure); this class is
the glue: the RPCs, the waits, the switches, the store (``jobservice.store``: every
change is written, so a restarted service takes the running jobs up) and two locks,
each named for what it guards.

The API is ``p4rproto/proto/jobs.proto``; docs/service.md has the threat model.
"""

from __future__ import annotations

import hmac
import ipaddress
import logging
import threading
import time
import uuid
from collections import OrderedDict
from collections.abc import Callable, Iterator, Mapping
from concurrent import futures
from typing import Any

import grpc

from controller.client import P4RuntimeClient
from controller.config import FabricConfig
from controller.errors import ControllerError, TableFull
from controller.placement import FabricPlacer, Placed, Placer, SwitchPlacer, role
from controller.specs import JobSpec, WorkerSpec
from controller.stats import SwitchStats
from p4rproto.grpcbind import UNIX_PREFIX, bind, make_server
from p4rproto.proto import jobs_pb2 as pb
from p4rproto.proto import jobs_pb2_grpc as pb_grpc
from p4rproto.window import MIN_SLOTS, slots_for_link
from p4rproto.wire import MAX_JOB_ID, MAX_WORKERS, MAX_WORLD_SIZE

from .dumps import DEFAULT_WAIT, MAX_WAIT, DumpRequests
from .phases import (
    Admitted,
    Ending,
    Job,
    JoinSpec,
    Phase,
    Refused,
    admit,
    dropped,
    end,
    formed,
    installing,
    leave,
    running,
    silent,
)
from .sqlite_store import SqliteStore
from .store import MEMORY, Snapshot, Store, StoreError
from .watch import SwitchWatch

log = logging.getLogger(__name__)

#: Ended jobs and departed members remembered, so that a join still waiting and a
#: heartbeat that comes late learn why (the oldest are forgotten first).
REMEMBERED = 4096

#: Switches' preparation after a restart: (switch name, its client) -> pipeline pushed
#: where missing, forwarding and the config's static jobs installed.
Prepare = Callable[[str, P4RuntimeClient], None]


class JobsService(pb_grpc.JobsServicer):
    """The service's RPCs around its jobs.  ``client`` is the switch's P4Runtime client,
    or for a ``[[switches]]`` fabric one client per switch by name.  ``store`` keeps the
    state (acquired by the caller; default: SQLite in memory, kept for no restart)."""

    def __init__(
        self,
        client: P4RuntimeClient | Mapping[str, P4RuntimeClient],
        fabric: FabricConfig,
        token: str,
        clock: Callable[[], float] = time.monotonic,
        prepare: Prepare | None = None,
        store: Store | None = None,
    ) -> None:
        self._placer: Placer = (
            FabricPlacer(client, fabric)
            if isinstance(client, Mapping)
            else SwitchPlacer(client, fabric)
        )
        #: Guards the P4Runtime clients: installs, removals, reads and the watch's
        #: restores take it; never held while waiting for the state lock's waiters.
        self._switches = threading.Lock()
        #: Guards the jobs, the leases, the replaced runs and the store's writes; joins
        #: wait on it (a Condition) until their job runs or ends.
        self._state = threading.Condition()
        self._remover = futures.ThreadPoolExecutor(1, thread_name_prefix="p4r-remove")
        self._fabric = fabric
        self._spec = fabric.service
        self._token = token
        self._clock = clock
        if store is None:
            store = SqliteStore(MEMORY)
            store.acquire(threading.Event())
        self._store = store
        self._jobs: dict[str, Job] = {}
        self._member_job: dict[str, str] = {}  # member id -> job name
        self._seen: dict[str, float] = {}  # member id -> its last join or heartbeat
        self._replaced: dict[tuple[str, str], str] = {}  # (name, run) -> the run after it
        self._ended: OrderedDict[str, Job] = OrderedDict()  # job key -> how it ended
        self._gone: OrderedDict[str, Ending] = OrderedDict()  # member id -> why
        self._dumps = DumpRequests()  # dumps asked of the jobs' ranks, and their reports
        #: called with the store's message when a write fails (a SQLite file that
        #: cannot be written, an etcd instance that is not primary any more): the
        #: instance must stop serving (``p4reduce controller`` exits 3)
        self.on_store_failed: Callable[[str], None] = lambda why: None
        self._stop = threading.Event()
        self._reaper = threading.Thread(target=self._reap, name="p4r-lease-reaper", daemon=True)
        self._prepare = prepare
        #: restores restarted switches (when ``prepare`` is given); survives any error
        self.watch = SwitchWatch(
            self._placer.clients, self._check_switch, self._spec.switch_poll_seconds
        )

    @property
    def max_pending_joins(self) -> int:
        return self._spec.max_pending_joins

    # -- life cycle --------------------------------------------------------------------
    def resume(self, snapshot: Snapshot) -> None:
        """Take up the running jobs and replaced runs a store held (before ``start``):
        each member's lease starts now."""
        now = self._clock()
        with self._state:
            self._replaced.update(snapshot.replaced)
            for job in snapshot.jobs.values():
                self._jobs[job.name] = job
                for m in job.members.values():
                    self._member_job[m.member_id] = job.name
                    self._seen[m.member_id] = now
                log.info(
                    "job %r (%s): taken up from the store, job %d",
                    job.name,
                    job.run,
                    job.placed.job_id if job.placed else -1,
                )

    def start(self) -> JobsService:
        self._reaper.start()
        if self._prepare is not None:
            self.watch.start()
        return self

    def stop(self) -> None:
        """Stop serving: the jobs stay on the switches and in the store (a restarted
        service takes them up; with the memory store the next service removes them)."""
        self._stop.set()
        self.watch.stop()
        with self._state:
            self._state.notify_all()
        self._remover.shutdown(wait=False, cancel_futures=True)

    def wait_removals(self, timeout: float | None) -> bool:
        """Wait up to ``timeout`` seconds (None: as long as it takes) for the removals
        queued so far (a job that ended leaves its switches on the remover thread);
        whether they finished."""
        try:
            self._remover.submit(lambda: None).result(timeout)
        except (RuntimeError, futures.TimeoutError):  # stopped, or still removing
            return False
        return True

    @property
    def running_job_ids(self) -> set[int]:
        """The job ids of the jobs this service holds installed."""
        with self._state:
            return {j.placed.job_id for j in self._jobs.values() if j.placed is not None}

    # -- RPCs --------------------------------------------------------------------------
    def Describe(self, request: Any, context: grpc.ServicerContext) -> Any:
        self._authorize(context)
        ip, port = self._fabric.data_address
        return pb.DescribeReply(
            switch_ip=ip, switch_port=port, elems_per_packet=self._fabric.switch.elems_per_packet
        )

    def Join(self, request: Any, context: grpc.ServicerContext) -> Any:
        self._authorize(context)
        problem = self._check_join(request)
        if problem:
            log.warning("refused a join to %r: %s", request.job_name, problem)
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, problem)
        spec = JoinSpec(
            request.job_name,
            request.world_size,
            request.rank,
            request.ip,
            request.udp_port,
            request.slots,
            request.run_id,
        )
        deadline = self._clock() + self._spec.join_timeout
        with self._state:
            decision = admit(
                self._jobs,
                self._replaced,
                spec,
                member_id=uuid.uuid4().hex,
                key=uuid.uuid4().hex,
                max_pending=self._spec.max_pending_joins,
                lease_seconds=self._spec.lease_seconds,
            )
            if isinstance(decision, Refused):
                log.warning("refused a join to %r: %s", spec.job_name, decision.message)
                context.abort(decision.code, decision.message)
            job = self._admitted(decision)
            if formed(job):
                job = self._jobs[job.name] = installing(job)
        if job.phase is Phase.INSTALLING:
            self._install(job)  # outside the state lock: heartbeats go on meanwhile
        return self._wait_joined(job.key, decision.member, deadline, context)

    def _admitted(self, decision: Admitted) -> Job:
        """Apply an admission (under the state lock): the job it replaces ends, the
        member it succeeds goes, the new member is in."""
        if decision.ended is not None:
            self._finish(decision.ended)
        if decision.dropped:
            self._member_job.pop(decision.dropped, None)
            self._seen.pop(decision.dropped, None)
        job, member = decision.job, decision.member
        self._jobs[job.name] = job
        self._member_job[member.member_id] = job.name
        self._seen[member.member_id] = self._clock()
        log.info(
            "job %r (%s): rank %d of %d joined from %s:%d",
            job.name,
            job.run,
            member.rank,
            job.world,
            member.ip,
            member.udp_port,
        )
        return job

    def _wait_joined(self, key: str, member: Any, deadline: float, context: Any) -> Any:
        """Wait (on the state lock) until the join's job runs, and answer with its seat;
        or abort with why it ended."""
        with self._state:
            while True:
                job = self._job(key)
                if job.phase is Phase.RUNNING or self._stop.is_set():
                    break
                if job.phase is Phase.ENDED:
                    assert job.ending is not None
                    context.abort(job.ending.code, job.ending.message)
                left = deadline - self._clock()
                gone = (
                    not context.is_active() and self._member_job.get(member.member_id) == job.name
                )
                if (left <= 0 and job.phase is Phase.FORMING) or gone:
                    why = (
                        f"rank {member.rank} went away before the job formed"
                        if gone
                        else f"not every rank joined within {self._spec.join_timeout:.0f} s"
                    )
                    self._finish(end(job, dropped(job, why)))
                    continue
                self._state.wait(min(max(left, 0.05), 1.0))
            if job.placed is None:
                context.abort(grpc.StatusCode.UNAVAILABLE, "the controller service stopped")
            assert job.placed is not None
            seat = job.placed.seats[member.rank]
            return pb.JoinReply(
                switch_ip=seat.address[0],
                switch_port=seat.address[1],
                job_id=job.placed.job_id,
                session=seat.session,
                slots=job.placed.slot_count,
                elems_per_packet=self._fabric.switch.elems_per_packet,
                member_id=member.member_id,
                lease_seconds=self._spec.lease_seconds,
                switch_name=seat.switch,
                local_rank=seat.rank,
                local_workers=seat.local_workers,
            )

    def _job(self, key: str) -> Job:
        """The job formed as ``key``: in the table, or how it ended."""
        job = next((j for j in self._jobs.values() if j.key == key), None)
        return job if job is not None else self._ended[key]

    def Heartbeat(self, request: Any, context: grpc.ServicerContext) -> Any:
        self._authorize(context)
        with self._state:
            name = self._member_job.get(request.member_id)
            if name is not None:
                self._seen[request.member_id] = self._clock()
                if self._dumps.report(request):
                    self._state.notify_all()  # a dump request waits for the reports
                return pb.HeartbeatReply(alive=True, dump_request=self._dumps.wanted(name))
            ending = self._gone.get(request.member_id)
        if ending is None:
            return pb.HeartbeatReply(alive=False)
        return pb.HeartbeatReply(alive=False, reason=ending.message, replaced_by=ending.replaced_by)

    def Leave(self, request: Any, context: grpc.ServicerContext) -> Any:
        self._authorize(context)
        with self._state:
            job = self._jobs.get(self._member_job.get(request.member_id, ""))
            if job is not None:
                job, why = leave(job, request.member_id)
                self._jobs[job.name] = job
                rank = next(
                    m.rank for m in job.members.values() if m.member_id == request.member_id
                )
                log.info("job %r: rank %d left", job.name, rank)
                if why is not None:
                    self._finish(end(job, dropped(job, why)))
                elif job.phase is Phase.RUNNING:
                    self._persist(lambda: self._store.put_job(job))
        return pb.LeaveReply()

    def ListJobs(self, request: Any, context: grpc.ServicerContext) -> Any:
        self._authorize(context)
        return self.list_jobs()

    def RequestDump(self, request: Any, context: grpc.ServicerContext) -> Any:
        """Ask a running job's ranks for a dump of their calls (at their next heartbeat)
        and wait for their reports (:mod:`jobservice.dumps`)."""
        self._authorize(context)
        wait = request.wait_seconds or DEFAULT_WAIT
        if not 0 < wait <= MAX_WAIT:
            context.abort(
                grpc.StatusCode.INVALID_ARGUMENT,
                f"wait_seconds: 0 (the default) or up to {MAX_WAIT:.0f}, got {wait}",
            )
        deadline = time.monotonic() + wait
        with self._state:
            job = self._jobs.get(request.job_name)
            if job is None or job.phase is not Phase.RUNNING:
                context.abort(grpc.StatusCode.NOT_FOUND, f"no running job {request.job_name!r}")
            number = self._dumps.ask(job.name)
            log.info("job %r: dump %d requested", job.name, number)
            while True:
                current = self._jobs.get(job.name)
                if current is not None and current.key == job.key:
                    job = current
                ranks = self._dumps.answered(job, number)
                left = deadline - time.monotonic()
                if len(ranks) == job.world or current is None or left <= 0 or self._stop.is_set():
                    break
                self._state.wait(left)
        return pb.DumpReply(
            request=number,
            world_size=job.world,
            ranks=ranks,
            heartbeat_seconds=self._spec.lease_seconds / 3,
        )

    # -- what the RPCs do ---------------------------------------------------------------
    def list_jobs(self) -> Any:
        """The jobs with their members, leases, sessions and per-job packet counts.  The
        switches are read first, without the state lock, so that joins and heartbeats
        never wait on a switch."""
        with self._switches:
            stats = self._placer.stats()
        with self._state:
            now = self._clock()
            reply = pb.ListJobsReply(
                switch_counters=stats[self._placer.clients[0][0]].counters,
                switches=[
                    pb.SwitchCounters(
                        switch_name=name,
                        counters=stats[name].counters,
                        unreachable=stats[name].unreachable,
                    )
                    for name, _ in self._placer.clients
                ],
            )
            for job in self._jobs.values():
                reply.jobs.append(self._job_info(job, stats, now))
            return reply

    def _job_info(self, job: Job, stats: dict[str, SwitchStats], now: float) -> Any:
        inst = job.placed if job.phase is Phase.RUNNING else None
        parts = _parts(inst, stats) if inst else []
        return pb.JobInfo(
            job_name=job.name,
            job_id=inst.job_id if inst else 0,
            world_size=job.world,
            installed=inst is not None,
            session=inst.session if inst else 0,
            slot_base=inst.slot_base if inst else 0,
            slots=inst.slot_count if inst else 0,
            members=[
                pb.Member(
                    rank=m.rank,
                    ip=m.ip,
                    udp_port=m.udp_port,
                    lease_age_seconds=now - self._seen.get(m.member_id, now),
                )
                for m in sorted(job.members.values(), key=lambda m: m.rank)
            ],
            packets=sum(p.packets for p in parts),
            parts=parts,
            run_id=job.run_id,
        )

    def _authorize(self, context: grpc.ServicerContext) -> None:
        sent = dict(context.invocation_metadata()).get("authorization", "")
        if not hmac.compare_digest(str(sent).encode(), f"Bearer {self._token}".encode()):
            log.warning("refused a call from %s: wrong or missing token", context.peer())
            context.abort(
                grpc.StatusCode.UNAUTHENTICATED,
                "wrong or missing token: give the service's token file (P4REDUCE_TOKEN_FILE)",
            )

    def _check_join(self, r: Any) -> str:
        if not r.job_name:
            return "job_name is empty"
        most = MAX_WORLD_SIZE if self._fabric.switches else MAX_WORKERS
        if not 1 <= r.world_size <= most:
            return f"world_size must be 1..{most}, got {r.world_size}"
        if not r.rank < r.world_size:
            return f"rank must be 0..{r.world_size - 1}, got {r.rank}"
        try:
            ip = ipaddress.IPv4Address(r.ip)
        except ValueError:
            return f"ip: not an IPv4 address: {r.ip!r}"
        if ip.is_unspecified or ip.is_multicast or ip.is_reserved:
            return f"ip: {r.ip} cannot be a worker's address (unspecified, multicast or broadcast)"
        where = self._placer.check_worker(r.ip)
        if where:
            return where
        if not 0 < r.udp_port < 1 << 16:
            return f"udp_port must be 1..65535, got {r.udp_port}"
        if r.slots > self._spec.max_job_slots:
            return f"slots: at most {self._spec.max_job_slots} per job, asked {r.slots}"
        k = self._fabric.switch.elems_per_packet
        if r.elems_per_packet not in (0, k):
            return (
                f"elems_per_packet: the switch aggregates {k} words per packet, "
                f"not {r.elems_per_packet}"
            )
        return ""

    # -- installs and removals ----------------------------------------------------------
    def _install(self, job: Job) -> None:
        """Install a job whose ranks all joined (outside the state lock); a job that
        ended meanwhile is removed again."""
        # Removals queued before run on the remover thread, in order: wait for them, so
        # that this job finds their slots, ids and (two levels) leaves free.
        if not self.wait_removals(None):  # the service stopped
            return
        with self._switches:
            outcome = self._place(job)
        with self._state:
            current = self._jobs.get(job.name)
            if current is None or current.key != job.key or current.phase is not Phase.INSTALLING:
                if isinstance(outcome, Placed):  # it ended while it went in
                    self._remove_later(job.name, outcome.spec)
            elif isinstance(outcome, Placed):
                self._installed(current, outcome)
            else:
                log.warning("refused job %r: %s", job.name, outcome.message)
                self._finish(end(current, Ending(outcome.code, outcome.message)))
            self._state.notify_all()

    def _place(self, job: Job) -> Placed | Refused:
        """The job's parts on the switches (under the switches' lock), or why not."""
        taken = self._placer.taken_ids() | {j.id for j in self._fabric.jobs}
        job_id = next(
            (i for i in range(self._spec.first_job_id, MAX_JOB_ID + 1) if i not in taken), None
        )
        workers = tuple(
            WorkerSpec(m.ip, m.udp_port) for m in sorted(job.members.values(), key=lambda m: m.rank)
        )
        if job_id is None:
            return Refused(grpc.StatusCode.RESOURCE_EXHAUSTED, "no free job id")
        try:
            slots = job.slots_wanted or self._default_slots(JobSpec(job_id, workers))
            return self._placer.add(JobSpec(job_id, workers, slots))
        except TableFull as exc:
            return Refused(
                grpc.StatusCode.RESOURCE_EXHAUSTED, f"job {job.name!r} does not fit: {exc}"
            )
        except ControllerError as exc:
            return Refused(grpc.StatusCode.FAILED_PRECONDITION, f"job {job.name!r}: {exc}")

    def _installed(self, job: Job, placed: Placed) -> None:
        job = self._jobs[job.name] = running(job, placed)
        self._persist(lambda: self._store.put_job(job))
        # The lease runs from now: the ranks waited in Join (no heartbeats yet) while the
        # parts went in, which takes seconds where slot resets are lost and resent.
        now = self._clock()
        for m in job.members.values():
            self._seen[m.member_id] = now
        for p in placed.parts:
            log.info(
                "job %r: installed as job %d on %s (%s), %d workers, slots %d..%d, session 0x%08x",
                job.name,
                placed.job_id,
                p.switch,
                role(p, placed),
                job.world,
                p.slot_base,
                p.slot_base + placed.slot_count - 1,
                p.session,
            )

    def _default_slots(self, spec: JobSpec) -> int:
        """The bandwidth-delay rule, within the per-job cap and the largest free range
        of the switches the job uses (a job that did not ask for slots takes what fits,
        down to MIN_SLOTS).  In two levels a slot's round trip crosses the leaf, the
        spine link and the spine: the rule takes twice ``rtt_us``."""
        largest, levels = self._placer.room(spec)
        rule = slots_for_link(
            self._spec.link_gbps, levels * self._spec.rtt_us, self._fabric.switch.elems_per_packet
        )
        return min(rule, self._spec.max_job_slots, max(largest, MIN_SLOTS))

    def _finish(self, job: Job) -> None:
        """A job ended (under the state lock): it leaves the table and the store, its
        entries are removed, its members and waiting joins learn why."""
        assert job.phase is Phase.ENDED and job.ending is not None, job
        ending = job.ending
        current = self._jobs.get(job.name)
        if current is not None and current.key == job.key:
            del self._jobs[job.name]
            self._dumps.forget(job)
        for m in job.members.values():
            if self._member_job.get(m.member_id) == job.name:
                del self._member_job[m.member_id]
            self._seen.pop(m.member_id, None)
            _remember(self._gone, m.member_id, ending)
        _remember(self._ended, job.key, job)
        if job.placed is not None:
            log.info("job %r (job %d): removed: %s", job.name, job.placed.job_id, ending.message)
            self._remove_later(job.name, job.placed.spec)
            self._persist(lambda: self._store.delete_job(job.name))
        else:
            log.info("job %r: ended before it ran: %s", job.name, ending.message)
        if ending.replaced_by and job.run_id:
            self._replaced[(job.name, job.run_id)] = ending.replaced_by
            while len(self._replaced) > REMEMBERED:
                del self._replaced[next(iter(self._replaced))]
            self._persist(
                lambda: self._store.put_replaced(job.name, job.run_id, ending.replaced_by)
            )
        self._state.notify_all()

    def _persist(self, write: Callable[[], None]) -> None:
        """Write a change to the store; a failed write stops this instance from serving
        (the store's error says which store failed and why)."""
        try:
            write()
        except StoreError as exc:
            log.error("the state store failed a write: %s", exc)
            self.on_store_failed(str(exc))

    def _remove_later(self, name: str, spec: JobSpec) -> None:
        try:
            self._remover.submit(self._remove, name, spec)
        except RuntimeError:  # stopped: the next service removes what is left
            log.info("job %r (job %d): left on the switch (the service stops)", name, spec.id)

    def _remove(self, name: str, spec: JobSpec) -> None:
        """Delete a job's entries on every switch and reset its slots (on the remover
        thread)."""
        with self._switches:
            try:
                self._placer.remove(spec)
            except ControllerError as exc:
                log.error("job %r (job %d): removing it failed: %s", name, spec.id, exc)

    def _reap(self) -> None:
        """End jobs whose members stopped heartbeating."""
        period = max(0.05, self._spec.lease_seconds / 4)
        while not self._stop.wait(period):
            with self._state:
                now = self._clock()
                for job in list(self._jobs.values()):
                    ranks = silent(job, self._seen, now, self._spec.lease_seconds)
                    if ranks:
                        why = (
                            f"lease expired: rank(s) {ranks} silent for "
                            f"{self._spec.lease_seconds:.0f} s"
                        )
                        self._finish(end(job, dropped(job, why)))

    def _check_switch(self, name: str, client: P4RuntimeClient) -> None:
        """Bring a restarted switch back (the watch calls this every
        ``switch_poll_seconds``): a switch whose stream ended, that has no pipeline, or
        that lost a job's entries gets its pipeline, forwarding and static jobs again
        (``prepare``), and the running jobs placed on it are installed again with new
        sessions: their workers' packets of the old session are refused (NACK
        ``rejected_session``) and they rejoin."""
        with self._state:
            placed = [j.placed for j in self._jobs.values() if j.placed is not None]
        mine = [p for p in placed if any(part.switch == name for part in p.parts)]
        with self._switches:
            if client.stream_lost:
                log.warning("switch %s: the P4Runtime stream ended; reconnecting", name)
                client.reconnect()
            elif client.get_pipeline() is not None and not self._placer.lost(name, mine):
                return
            log.warning("switch %s: restarted (no pipeline or jobs missing): restoring", name)
            assert self._prepare is not None
            self._prepare(name, client)
            again = [(p, self._placer.reinstall(p.spec)) for p in mine]
        with self._state:
            for old, new in again:
                job = next((j for j in self._jobs.values() if j.placed is old), None)
                if job is None:  # removed meanwhile
                    self._remove_later("(removed)", new.spec)
                    continue
                job = self._jobs[job.name] = running(job, new)
                self._persist(lambda job=job: self._store.put_job(job))  # type: ignore[misc]
                log.info(
                    "job %r (job %d): installed again on %s, session 0x%08x",
                    job.name,
                    new.job_id,
                    name,
                    new.session,
                )


def _remember(table: OrderedDict[str, Any], key: str, value: Any) -> None:
    table[key] = value
    table.move_to_end(key)
    while len(table) > REMEMBERED:
        table.popitem(last=False)


def _parts(placed: Placed, stats: dict[str, SwitchStats]) -> list[Any]:
    """A job's parts as ``JobPart`` messages, with each switch's packets of the job."""
    return [
        pb.JobPart(
            switch_name=p.switch,
            role=role(p, placed),
            session=p.session,
            slot_base=p.slot_base,
            workers=placed.part_workers(p),
            packets=stats[p.switch].job_packets.get(p.job_id, 0),
        )
        for p in placed.parts
    ]


class ServiceServer:
    """The gRPC server around a :class:`JobsService`; ``start()``, ``stop()``."""

    def __init__(
        self,
        service: JobsService,
        listen: str,
        tls: tuple[bytes, bytes] | None = None,
    ) -> None:
        self.service = service
        # Every waiting join holds a thread: room for the most that may wait and for
        # the heartbeats, leaves and listings besides, which are never starved.
        self._server = make_server(service.max_pending_joins + 32, "p4r-rpc")
        pb_grpc.add_JobsServicer_to_server(service, self._server)  # type: ignore[no-untyped-call]
        creds = None if tls is None else grpc.ssl_server_credentials([(tls[1], tls[0])])
        try:
            self.address = bind(self._server, listen, "the controller service", creds)
        except BaseException:
            self._server.stop(None)
            raise
        #: the TCP port served (0 on a Unix socket)
        self.port = (
            0 if self.address.startswith(UNIX_PREFIX) else int(self.address.rpartition(":")[2])
        )

    def start(self) -> ServiceServer:
        self.service.start()
        self._server.start()
        return self

    def stop(self) -> None:
        self.service.stop()  # joins still waiting are answered UNAVAILABLE at once
        self._server.stop(grace=1.0).wait()


def read_token(path: str) -> str:
    """The shared secret from ``path`` (first line, stripped); refuses an empty one."""
    try:
        with open(path) as f:
            token = f.readline().strip()
    except OSError as exc:
        raise ControllerError(f"{path}: cannot read the token file: {exc.strerror}") from exc
    if len(token) < 16:
        raise ControllerError(f"{path}: the token must have at least 16 characters")
    return token


def dump_table(job_name: str, reply: Any) -> Iterator[str]:
    """``RequestDump``'s answer as lines for people (``p4reduce ctl dump``)."""
    yield (
        f"job {job_name!r}: dump {reply.request}: {len(reply.ranks)} of "
        f"{reply.world_size} ranks answered"
    )
    answered = {r.rank for r in reply.ranks}
    for r in reply.ranks:
        where = ", ".join(r.files) if r.files else f"nothing written: {r.error}"
        yield f"  rank {r.rank} ({r.ip}): {where}"
    missing = sorted(set(range(reply.world_size)) - answered)
    if missing:
        yield (
            f"  ranks {missing} did not answer (a rank answers at its heartbeat, every "
            f"{reply.heartbeat_seconds:.0f} s; a stopped or dead one does not)"
        )
    yield "read them together: python -m torch.distributed.flight_recorder.fr_trace DIR"


def jobs_table(reply: Any) -> Iterator[str]:
    """``ListJobs`` as lines for people (``p4reduce ctl jobs``)."""
    if not reply.jobs:
        yield "no jobs"
    for j in sorted(reply.jobs, key=lambda j: j.job_name):
        if j.installed:
            yield (
                f"{j.job_name}: job {j.job_id}, {j.world_size} workers, slots "
                f"{j.slot_base}..{j.slot_base + j.slots - 1}, session 0x{j.session:08x}, "
                f"{j.packets} packets"
            )
            if len(j.parts) > 1:
                for p in j.parts:
                    yield (
                        f"  {p.role} {p.switch_name}: {p.workers} workers, slots "
                        f"{p.slot_base}..{p.slot_base + j.slots - 1}, session "
                        f"0x{p.session:08x}, {p.packets} packets"
                    )
        else:
            yield f"{j.job_name}: waiting, {len(j.members)} of {j.world_size} ranks joined"
        for m in j.members:
            yield f"  rank {m.rank}: {m.ip}:{m.udp_port}, lease age {m.lease_age_seconds:.1f} s"
    for sw in reply.switches:
        if sw.unreachable:
            yield f"switch {sw.switch_name}: not read ({sw.unreachable})"
