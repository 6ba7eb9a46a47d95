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

The API is ``p4rproto/proto/jobs.proto``; docs/service.md has the threat model.
"""

from __future__ import annotations

import hmac
import ipaddress
import logging
import threading
import time
import uuid
from collections.abc import Callable, Iterator, Mapping
from concurrent import futures
from dataclasses import dataclass, field
from typing import Any

import grpc

from controller.client import P4RuntimeClient
from controller.config import FabricConfig
from controller.errors import ControllerError, TableFull
from controller.placement import FabricPlacer, Placed, Placer, SwitchPlacer, role
from controller.specs import JobSpec, WorkerSpec
from controller.stats import SwitchStats
from p4rproto.proto import jobs_pb2 as pb
from p4rproto.proto import jobs_pb2_grpc as pb_grpc
from p4rproto.window import MIN_SLOTS, slots_for_link
from p4rproto.wire import MAX_JOB_ID, MAX_WORKERS, MAX_WORLD_SIZE

from .watch import SwitchWatch

log = logging.getLogger(__name__)


@dataclass
class _Member:
    member_id: str
    rank: int
    ip: str
    udp_port: int
    seen: float  #: monotonic time of its join or last heartbeat
    left: bool = False  #: it called Leave


@dataclass
class _Job:
    name: str
    world: int
    slots_wanted: int
    created: float
    run_id: str = ""  #: which run of the job (JoinRequest.run_id)
    members: dict[int, _Member] = field(default_factory=dict)
    installing: bool = False  #: every rank joined; its entries are going in
    installed: Placed | None = None
    failure: tuple[grpc.StatusCode, str] | None = None  #: why the job was refused

    @property
    def run(self) -> str:
        return f"run {self.run_id!r}" if self.run_id else "no run id"


class _Refused(Exception):
    """A join refused on its own: the job (and the ranks waiting in it) stay as they are."""

    def __init__(self, code: grpc.StatusCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


#: Switches' preparation after a restart: (switch name, its client) -> pipeline pushed
#: where missing, forwarding and the config's static jobs installed.
Prepare = Callable[[str, P4RuntimeClient], None]


class JobsService(pb_grpc.JobsServicer):
    """The service's state and RPCs.  ``client`` is the switch's P4Runtime client, or
    for a ``[[switches]]`` fabric one client per switch by name; the clients are used
    under ``self._p4``."""

    def __init__(
        self,
        client: P4RuntimeClient | Mapping[str, P4RuntimeClient],
        fabric: FabricConfig,
        token: str,
        clock: Callable[[], float] = time.monotonic,
        prepare: Prepare | None = None,
    ) -> None:
        self._placer: Placer = (
            FabricPlacer(client, fabric)
            if isinstance(client, Mapping)
            else SwitchPlacer(client, fabric)
        )
        #: Serializes the P4Runtime clients: installs (under the state lock) and removals
        #: (on the remover thread, so that Leave and expiry answer at once).
        self._p4 = threading.Lock()
        self._remover = futures.ThreadPoolExecutor(1, thread_name_prefix="p4r-remove")
        self._fabric = fabric
        self._spec = fabric.service
        self._token = token
        self._clock = clock
        self._lock = threading.Condition()
        self._jobs: dict[str, _Job] = {}
        self._members: dict[str, str] = {}  # member id -> job name
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
    def start(self) -> JobsService:
        self._reaper.start()
        if self._prepare is not None:
            self.watch.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self.watch.stop()
        with self._lock:
            for job in list(self._jobs.values()):
                self._drop(job, "the controller service stopped")
        self._remover.shutdown(wait=True)

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
        deadline = self._clock() + self._spec.join_timeout
        with self._lock:
            try:
                job, member = self._admit(request)
            except _Refused as refused:
                log.warning("refused a join to %r: %s", request.job_name, refused.message)
                context.abort(refused.code, refused.message)
            complete = len(job.members) == job.world and not job.installing
            if complete:
                job.installing = True
        if complete:
            self._install(job)  # outside the state lock: heartbeats go on meanwhile
        with self._lock:
            while job.installed is None and job.failure is None:
                left = deadline - self._clock()
                gone = not context.is_active() and job.members.get(member.rank) is member
                if (left <= 0 and not job.installing) or gone:
                    why = (
                        f"rank {member.rank} went away before the job formed"
                        if gone
                        else f"not every rank joined within {self._spec.join_timeout:.0f} s"
                    )
                    self._drop(job, why)
                    break
                self._lock.wait(min(max(left, 0.05), 1.0))
            if job.failure is not None:
                context.abort(*job.failure)
            assert job.installed is not None
            seat = job.installed.seats[member.rank]
            return pb.JoinReply(
                switch_ip=seat.address[0],
                switch_port=seat.address[1],
                job_id=job.installed.job_id,
                session=seat.session,
                slots=job.installed.slot_count,
                elems_per_packet=self._fabric.switch.elems_per_packet,
                member_id=member.member_id,
                lease_seconds=self._spec.lease_seconds,
                switch_name=seat.switch,
                local_rank=seat.rank,
                local_workers=seat.local_workers,
            )

    def Heartbeat(self, request: Any, context: grpc.ServicerContext) -> Any:
        self._authorize(context)
        with self._lock:
            member = self._member(request.member_id)
            if member is not None:
                member.seen = self._clock()
            return pb.HeartbeatReply(alive=member is not None)

    def Leave(self, request: Any, context: grpc.ServicerContext) -> Any:
        self._authorize(context)
        with self._lock:
            member = self._member(request.member_id)
            job = self._jobs.get(self._members.get(request.member_id, ""))
            if member is not None and job is not None:
                # The job stays until every member has left (or the rest expire): a rank
                # that finished first must not take the job from one still retransmitting.
                member.left = True
                log.info("job %r: rank %d left", job.name, member.rank)
                if job.installed is None:
                    self._drop(job, f"rank {member.rank} left before the job formed")
                elif all(m.left for m in job.members.values()):
                    self._drop(job, "every rank left")
        return pb.LeaveReply()

    def ListJobs(self, request: Any, context: grpc.ServicerContext) -> Any:
        self._authorize(context)
        return self.list_jobs()

    # -- what the RPCs do ---------------------------------------------------------------
    def list_jobs(self) -> Any:
        """The jobs with their members, leases, sessions and per-job packet counts.  The
        switches are read first, without the state lock, so that joins and heartbeats
        never wait on a switch."""
        with self._p4:
            stats = self._placer.stats()
        with self._lock:
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
                inst = job.installed
                parts = _parts(inst, stats) if inst else []
                reply.jobs.append(
                    pb.JobInfo(
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
                                lease_age_seconds=now - m.seen,
                            )
                            for m in sorted(job.members.values(), key=lambda m: m.rank)
                        ],
                        packets=sum(p.packets for p in parts),
                        parts=parts,
                        run_id=job.run_id,
                    )
                )
            return reply

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

    def _admit(self, r: Any) -> tuple[_Job, _Member]:
        """Add the joining rank to its job (under the lock), or raise :class:`_Refused`:
        one run per job name at a time, and the first join of each rank is kept."""
        job = self._jobs.get(r.job_name)
        if job is not None and (job.installed is not None or job.installing):
            if not r.run_id or r.run_id == job.run_id:
                raise _Refused(
                    grpc.StatusCode.ALREADY_EXISTS,
                    f"job {r.job_name!r} is running ({job.run}): a second run under its "
                    "name is refused; give the new run a new run id, or another job name, "
                    f"or wait until this one ends (its lease is {self._spec.lease_seconds:.0f} s)",
                )
            self._drop(job, f"a new run (run {r.run_id!r}) of the job joined")
            job = None
        if job is not None:
            self._check_forming(job, r)
        if self._pending_joins() >= self._spec.max_pending_joins:
            raise _Refused(
                grpc.StatusCode.RESOURCE_EXHAUSTED,
                f"the service holds {self._spec.max_pending_joins} joins waiting for their "
                "jobs' other ranks, its limit ([service] max_pending_joins): retry later",
            )
        if job is None:
            job = _Job(r.job_name, r.world_size, r.slots, self._clock(), r.run_id)
            self._jobs[r.job_name] = job
        old = job.members.get(r.rank)
        if old is not None:  # the same worker again (its earlier call was cut off)
            self._members.pop(old.member_id, None)
        member = _Member(uuid.uuid4().hex, r.rank, r.ip, r.udp_port, self._clock())
        job.members[r.rank] = member
        self._members[member.member_id] = job.name
        log.info(
            "job %r (%s): rank %d of %d joined from %s:%d",
            job.name,
            job.run,
            r.rank,
            job.world,
            r.ip,
            r.udp_port,
        )
        return job, member

    def _check_forming(self, job: _Job, r: Any) -> None:
        """A join to a job that waits for ranks must be of the same run, agree on the
        world size and be a rank not there yet (or the same worker, retrying)."""
        ranks = sorted(job.members)
        if r.run_id != job.run_id:
            raise _Refused(
                grpc.StatusCode.ALREADY_EXISTS,
                f"job {r.job_name!r} is forming as {job.run} (ranks {ranks} joined); this "
                f"join names {'run ' + repr(r.run_id) if r.run_id else 'no run id'}: "
                "the first run is kept",
            )
        if r.world_size != job.world:
            raise _Refused(
                grpc.StatusCode.FAILED_PRECONDITION,
                f"job {r.job_name!r} is forming with world size {job.world} (ranks {ranks} "
                f"joined); this join says {r.world_size}: every rank must give the same",
            )
        old = job.members.get(r.rank)
        if old is not None and (old.ip, old.udp_port) != (r.ip, r.udp_port):
            raise _Refused(
                grpc.StatusCode.ALREADY_EXISTS,
                f"job {r.job_name!r}: rank {r.rank} joined already from "
                f"{old.ip}:{old.udp_port} (this join is from {r.ip}:{r.udp_port}); the "
                "first join is kept: two runs under one job name?",
            )

    def _pending_joins(self) -> int:
        return sum(len(j.members) for j in self._jobs.values() if j.installed is None)

    def _install(self, job: _Job) -> None:
        """Install a job whose ranks all joined (outside the state lock); a job dropped
        meanwhile is removed again."""
        # Removals queued before run on the remover thread, in order: wait for them, so
        # that this job finds their slots, ids and (two levels) leaves free.
        self._remover.submit(lambda: None).result()
        with self._p4:
            outcome = self._place(job)
        with self._lock:
            job.installing = False
            if isinstance(outcome, Placed):
                if self._jobs.get(job.name) is job and job.failure is None:
                    self._installed(job, outcome)
                else:
                    self._remover.submit(self._remove, job.name, outcome.spec)
            elif job.failure is None:
                self._fail(job, *outcome)
            self._lock.notify_all()

    def _place(self, job: _Job) -> Placed | tuple[grpc.StatusCode, str]:
        """The job's parts on the switches (under ``self._p4``), or why not."""
        taken = self._placer.taken_ids() | {j.id for j in self._fabric.jobs}
        job_id = next(
            (i for i in range(self._spec.first_job_id, MAX_JOB_ID + 1) if i not in taken), None
        )
        workers = tuple(
            WorkerSpec(m.ip, m.udp_port) for m in sorted(job.members.values(), key=lambda m: m.rank)
        )
        if job_id is None:
            return grpc.StatusCode.RESOURCE_EXHAUSTED, "no free job id"
        try:
            slots = job.slots_wanted or self._default_slots(JobSpec(job_id, workers))
            return self._placer.add(JobSpec(job_id, workers, slots))
        except TableFull as exc:
            return grpc.StatusCode.RESOURCE_EXHAUSTED, f"job {job.name!r} does not fit: {exc}"
        except ControllerError as exc:
            return grpc.StatusCode.FAILED_PRECONDITION, f"job {job.name!r}: {exc}"

    def _installed(self, job: _Job, placed: Placed) -> None:
        job.installed = placed
        # The lease runs from now: the ranks waited in Join (no heartbeats yet) while the
        # parts went in, which takes seconds where slot resets are lost and resent.
        now = self._clock()
        for m in job.members.values():
            m.seen = now
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

    def _fail(self, job: _Job, code: grpc.StatusCode, message: str) -> None:
        log.warning("refused job %r: %s", job.name, message)
        job.failure = (code, message)
        self._forget(job)
        self._lock.notify_all()

    def _drop(self, job: _Job, why: str) -> None:
        """Remove ``job`` (and its entries on the switch), telling waiters why."""
        if job.installed is not None:
            log.info("job %r (job %d): removed: %s", job.name, job.installed.job_id, why)
            self._remover.submit(self._remove, job.name, job.installed.spec)
        else:
            log.info("job %r: dropped before it formed: %s", job.name, why)
        if job.failure is None and job.installed is None:
            job.failure = (grpc.StatusCode.DEADLINE_EXCEEDED, f"job {job.name!r}: {why}")
        self._forget(job)
        self._lock.notify_all()

    def _remove(self, name: str, spec: JobSpec) -> None:
        """Delete a job's entries on every switch and reset its slots (on the remover
        thread)."""
        with self._p4:
            try:
                self._placer.remove(spec)
            except ControllerError as exc:
                log.error("job %r (job %d): removing it failed: %s", name, spec.id, exc)

    def _forget(self, job: _Job) -> None:
        if self._jobs.get(job.name) is job:
            del self._jobs[job.name]
        for m in job.members.values():
            self._members.pop(m.member_id, None)

    def _member(self, member_id: str) -> _Member | None:
        job = self._jobs.get(self._members.get(member_id, ""))
        if job is None:
            return None
        return next((m for m in job.members.values() if m.member_id == member_id), None)

    def _reap(self) -> None:
        """Expire jobs whose members stopped heartbeating."""
        period = max(0.05, self._spec.lease_seconds / 4)
        while not self._stop.wait(period):
            with self._lock:
                now = self._clock()
                for job in list(self._jobs.values()):
                    if job.installed is None:
                        continue
                    silent = [
                        m.rank
                        for m in job.members.values()
                        if not m.left and now - m.seen > self._spec.lease_seconds
                    ]
                    if silent:
                        self._drop(
                            job,
                            f"lease expired: rank(s) {silent} silent for "
                            f"{self._spec.lease_seconds:.0f} s",
                        )

    def _check_switch(self, name: str, client: P4RuntimeClient) -> None:
        """Bring a restarted switch back (the watch calls this every
        ``switch_poll_seconds``): a switch whose stream ended, that has no pipeline, or
        that lost a job's entries gets its pipeline, forwarding and static jobs again
        (``prepare``), and the running jobs placed on it are installed again with new
        sessions: their workers' packets of the old session are refused (NACK
        ``rejected_session``) and they rejoin."""
        with self._lock:
            placed = [j.installed for j in self._jobs.values() if j.installed is not None]
        mine = [p for p in placed if any(part.switch == name for part in p.parts)]
        with self._p4:
            if client.stream_lost:
                log.warning("switch %s: the P4Runtime stream ended; reconnecting", name)
                client.reconnect()
            elif client.get_pipeline() is not None and not self._placer.lost(name, mine):
                return
            log.warning("switch %s: restarted (no pipeline or jobs missing): restoring", name)
            assert self._prepare is not None
            self._prepare(name, client)
            again = [(p, self._placer.reinstall(p.spec)) for p in mine]
        with self._lock:
            for old, new in again:
                job = next((j for j in self._jobs.values() if j.installed is old), None)
                if job is None:  # removed meanwhile
                    self._remover.submit(self._remove, "(removed)", new.spec)
                    continue
                job.installed = new
                log.info(
                    "job %r (job %d): installed again on %s, session 0x%08x",
                    job.name,
                    new.job_id,
                    name,
                    new.session,
                )


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
        threads = service.max_pending_joins + 32
        self._server = grpc.server(
            futures.ThreadPoolExecutor(max_workers=threads, thread_name_prefix="p4r-rpc"),
            options=[("grpc.so_reuseport", 0)],
        )
        pb_grpc.add_JobsServicer_to_server(service, self._server)  # type: ignore[no-untyped-call]
        host = listen.rpartition(":")[0]
        try:
            if tls is None:
                self.port = self._server.add_insecure_port(listen)
            else:
                creds = grpc.ssl_server_credentials([(tls[1], tls[0])])
                self.port = self._server.add_secure_port(listen, creds)
        except RuntimeError:
            self.port = 0
        if self.port == 0:
            raise OSError(f"cannot serve the controller service on {listen}: address in use?")
        self.address = f"{host}:{self.port}"

    def start(self) -> ServiceServer:
        self.service.start()
        self._server.start()
        return self

    def stop(self) -> None:
        self.service.stop()
        self._server.stop(grace=1.0).wait()


def read_token(path: str) -> str:
    """The shared secret from ``path`` (first line, stripped); refuses an empty one."""
    try:
        with open(path) as f:
            token = f.readline().strip()
    except OSError as exc:
        raise ControllerError(f"{path}: cannot read the token file: {exc.strerror}") from None
    if len(token) < 16:
        raise ControllerError(f"{path}: the token must have at least 16 characters")
    return token


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
