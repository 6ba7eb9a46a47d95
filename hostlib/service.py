"""Joining a job through the controller service (``p4reduce controller``).

A worker binds its data-plane socket on the address it has toward the switch, joins
the job by name with its rank, waits until every rank has joined, and gets the job's
place on the switch (job id, session, slots, K): in a two-level job, its leaf switch,
the leaf part's session and its rank there (quantization still scales for the world).
A thread keeps the job's lease with heartbeats until :meth:`ServiceMembership.close`,
which leaves the job.  A run that another run of the job replaced (a new run id under
the same name) ends with :class:`~hostlib.errors.RunReplaced`: at the heartbeat that
finds out, and at any attempt to join again; it never comes back to evict its
replacement.

This module depends on the wire protocol and the service API (``p4rproto/proto``) only.
"""

from __future__ import annotations

import logging
import socket
import threading
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import grpc

from p4rproto.agreement import Wire
from p4rproto.netio import Address, open_udp
from p4rproto.proto import jobs_pb2 as pb
from p4rproto.proto import jobs_pb2_grpc as pb_grpc

from . import flightrecord
from .config import JobConfig
from .errors import HostlibError, RunReplaced
from .job import AggregationJob

log = logging.getLogger(__name__)


class ServiceError(HostlibError):
    """The controller service refused or failed a call; ``code`` is the gRPC status."""

    def __init__(self, what: str, code: grpc.StatusCode, details: str) -> None:
        super().__init__(f"p4reduce controller service: {what}: {details} ({code.name})")
        self.code = code
        self.details = details

    @property
    def is_refusal(self) -> bool:
        """The service answered and said no (bad token, no room, bad request), as
        opposed to being unreachable or timing out."""
        return self.code not in (
            grpc.StatusCode.UNAVAILABLE,
            grpc.StatusCode.DEADLINE_EXCEEDED,
            grpc.StatusCode.CANCELLED,
        )


@dataclass(frozen=True)
class ServiceOptions:
    """How to reach the controller service."""

    #: HOST:PORT, or IP:PORT,IP:PORT,... for several service instances (one primary
    #: serves; calls go to whichever answers)
    address: str
    token: str  #: the shared secret
    tls_ca: bytes | None = None  #: PEM root certificate(s): use TLS
    timeout: float = 120.0  #: seconds to wait for all ranks to join

    @classmethod
    def from_files(
        cls, address: str, token_file: str | Path, tls_ca_file: str | Path | None = None
    ) -> ServiceOptions:
        try:
            token = Path(token_file).read_text().splitlines()[0].strip()
        except (OSError, IndexError) as exc:  # from None: the message holds the cause
            raise HostlibError(f"{token_file}: cannot read the service token: {exc}") from None
        ca = Path(tls_ca_file).read_bytes() if tls_ca_file else None
        return cls(address, token, ca)


def service_target(address: str) -> str:
    """The gRPC target of ``address``: HOST:PORT as it is; several IPv4 addresses
    (``IP:PORT,IP:PORT``: the instances of one service, only the primary listening) as
    one channel that connects to whichever listens, and to another when it goes."""
    return f"ipv4:{address}" if "," in address else address


def local_ip_toward(switch: Address) -> str:
    """The local IPv4 address the kernel would send from to reach ``switch``."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect((switch.ip, switch.port))  # no packet leaves: UDP connect only routes
        return str(s.getsockname()[0])


#: gRPC backs off up to 120 s between reconnects to a server that refused one, and every
#: channel of the process to that address shares the backoff: heartbeats to a service
#: that restarts (or fails over) would miss its return past the lease.  A second at most.
CHANNEL_OPTIONS = (
    ("grpc.initial_reconnect_backoff_ms", 100),
    ("grpc.min_reconnect_backoff_ms", 100),
    ("grpc.max_reconnect_backoff_ms", 1000),
)


class ServiceMembership:
    """This worker's membership of a job on the service: join, heartbeats, leave."""

    def __init__(self, options: ServiceOptions) -> None:
        self.options = options
        target = service_target(options.address)
        if options.tls_ca is not None:
            creds = grpc.ssl_channel_credentials(options.tls_ca)
            channel = grpc.secure_channel(target, creds, options=CHANNEL_OPTIONS)
        else:
            channel = grpc.insecure_channel(target, options=CHANNEL_OPTIONS)
        self._channel = channel
        self._stub = pb_grpc.JobsStub(channel)  # type: ignore[no-untyped-call]
        self._metadata = (("authorization", f"Bearer {options.token}"),)
        self.member_id = ""
        self._stop = threading.Event()
        self._heartbeat: threading.Thread | None = None
        self._request: pb.JoinRequest | None = None  # the join, to join again
        #: why the service no longer holds this worker's job, once a heartbeat found out
        self.lost: str | None = None
        #: the run that replaced this one, once the service said so
        self.replaced_by = ""
        self._dumped = 0  #: the last dump request of the service this worker answered

    def _call(
        self, what: str, method: str, request: Any, timeout: float, wait: bool = False
    ) -> Any:
        """One call; ``wait``: wait for the service (a restart, a fail-over) up to
        ``timeout`` instead of failing at once while it is unreachable."""
        try:
            return getattr(self._stub, method)(
                request, timeout=timeout, metadata=self._metadata, wait_for_ready=wait
            )
        except grpc.RpcError as exc:
            raise ServiceError(what, exc.code(), exc.details() or "") from exc

    def switch(self) -> tuple[Address, int]:
        """The switch's aggregation endpoint and K, as the service knows them."""
        reply = self._call("describe", "Describe", pb.DescribeRequest(), 10.0)
        return Address(reply.switch_ip, reply.switch_port), reply.elems_per_packet

    def list_jobs(self, wait: bool = False) -> Any:
        """The service's jobs (``ListJobsReply``); ``wait``: for a service that is
        restarting, up to 10 s."""
        return self._call("list jobs", "ListJobs", pb.ListJobsRequest(), 10.0, wait)

    def request_dump(self, job_name: str, wait: float = 0.0) -> Any:
        """Ask the ranks of ``job_name`` for a dump of their calls (``DumpReply``: where
        each wrote it); ``wait``: seconds for their reports (0: the service's default)."""
        request = pb.DumpRequest(job_name=job_name, wait_seconds=wait)
        return self._call(f"dump {job_name!r}", "RequestDump", request, (wait or 15.0) + 10.0)

    def join(
        self,
        job_name: str,
        world_size: int,
        rank: int,
        local: Address,
        slots: int = 0,
        run_id: str = "",
    ) -> JobConfig:
        """Join and wait for every rank; the :class:`JobConfig` this worker runs with.
        ``run_id`` names this run of the job (the same on every rank; docs/service.md)."""
        request = pb.JoinRequest(
            job_name=job_name,
            world_size=world_size,
            rank=rank,
            ip=local.ip,
            udp_port=local.port,
            slots=slots,
            run_id=run_id,
        )
        self._request = request
        return self._join(request)

    def _join(self, request: pb.JoinRequest) -> JobConfig:
        try:
            reply = self._call(f"join {request.job_name!r}", "Join", request, self.options.timeout)
        except ServiceError as exc:
            if exc.code == grpc.StatusCode.ABORTED:  # Join's one use of ABORTED: replaced
                raise RunReplaced(request.job_name, request.run_id, _run_in(exc.details)) from exc
            raise
        self.member_id = reply.member_id
        self.lost = None
        self._start_heartbeats(reply.lease_seconds)
        local = Address(request.ip, request.udp_port)
        world_size, rank = request.world_size, request.rank
        return JobConfig(
            switch=Address(reply.switch_ip, reply.switch_port),
            local=local,
            job_id=reply.job_id,
            # In a two-level job the switch is this worker's leaf, and the rank the
            # one there; an older service leaves local_workers unset.
            rank=reply.local_rank if reply.local_workers else rank,
            num_workers=world_size,
            slots=reply.slots,
            elems_per_packet=reply.elems_per_packet,
            session=reply.session,
        )

    def _start_heartbeats(self, lease: float) -> None:
        stop = self._stop = threading.Event()

        def beat() -> None:
            while not stop.wait(lease / 3):
                try:
                    if not self.check():
                        log.warning("p4reduce: %s", self.lost)
                        return
                except RunReplaced as exc:
                    log.warning("p4reduce: %s", exc)
                    return
                except ServiceError as exc:
                    log.warning("p4reduce: heartbeat failed: %s", exc)

        self._heartbeat = threading.Thread(target=beat, name="p4r-heartbeat", daemon=True)
        self._heartbeat.start()

    def check(self) -> bool:
        """Whether the service still holds this worker's job (a heartbeat, now); when it
        does not, :attr:`lost` says why (as the service says it).  Raises
        :class:`~hostlib.errors.RunReplaced` when another run replaced this one, and
        :class:`ServiceError` when the service cannot be asked."""
        ref = pb.MemberRef(member_id=self.member_id)
        reply = self._call("heartbeat", "Heartbeat", ref, 10.0, wait=True)
        if reply.alive and reply.dump_request and reply.dump_request != self._dumped:
            self._dumped = reply.dump_request
            reply = self._call("heartbeat", "Heartbeat", self._dump(reply.dump_request), 10.0)
        if not reply.alive and self.lost is None:
            name = self._request.job_name if self._request is not None else "(this job)"
            self.lost = f"the controller service no longer holds job {name!r}: " + (
                reply.reason
                or "its lease expired (a rank was silent for longer than the lease), or the "
                "service restarted without its state"
            )
            self.replaced_by = reply.replaced_by
        self._raise_if_replaced()
        return bool(reply.alive)

    def _dump(self, request: int) -> Any:
        """The heartbeat that answers dump request ``request``: this process's records
        written (:func:`~hostlib.flightrecord.dump_requested`), and where."""
        name = self._request.job_name if self._request is not None else ""
        files, error = flightrecord.dump_requested(name)
        return pb.MemberRef(
            member_id=self.member_id, dumped=request, dump_files=files, dump_error=error
        )

    def _raise_if_replaced(self) -> None:
        if self.replaced_by and self._request is not None:
            raise RunReplaced(self._request.job_name, self._request.run_id, self.replaced_by)

    def rejoin(self) -> JobConfig:
        """Join the same job again (same name, rank, address, slots and run) after the
        service dropped it; waits for every rank, as the first join did."""
        if self._request is None:
            raise HostlibError("rejoin before join")
        self._raise_if_replaced()
        self._stop.set()
        if self._heartbeat is not None:
            self._heartbeat.join(timeout=1.0)
        return self._join(self._request)

    def close(self) -> None:
        """Leave the job (its slots return to the pool) and stop the heartbeats."""
        self._stop.set()
        if self.member_id:
            try:
                self._call("leave", "Leave", pb.MemberRef(member_id=self.member_id), 5.0)
            except ServiceError as exc:
                log.warning("p4reduce: leaving the job failed: %s", exc)
            self.member_id = ""
        if self._heartbeat is not None:
            self._heartbeat.join(timeout=1.0)
        self._channel.close()

    def __enter__(self) -> ServiceMembership:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _run_in(details: str) -> str:
    """The replacing run's id in the service's ABORTED message ("... replaced by run 'X'")."""
    _, sep, rest = details.partition("replaced by run ")
    return rest.split("'")[1] if sep and rest.count("'") >= 2 else ""


def open_job(
    options: ServiceOptions,
    job_name: str,
    world_size: int,
    rank: int,
    *,
    local_ip: str | None = None,
    slots: int = 0,
    run_id: str = "",
    timeout: float | None = None,
    lane: bool = False,
    wire: Wire = Wire.INT32,
    io: str = "socket",
) -> AggregationJob:
    """Join ``job_name`` through the service and open this worker's job on the switch.

    Binds an ephemeral UDP port on ``local_ip`` (default: the local address toward the
    switch), joins, waits for every rank, and returns the :class:`AggregationJob`;
    closing it leaves the service's job.  ``run_id`` names this run (the same on every
    rank): a new id replaces a running job of the same name, the same or none is refused
    while it runs.  ``timeout``: the job's seconds without progress before a call fails
    (``JobConfig.timeout``; None: its default).  ``lane``: ask a software switch on this
    host for a shared-memory lane (``JobConfig.lane``).  ``wire``: what the job's float
    calls carry per word (``JobConfig.wire``).  ``io``: how its datagrams travel
    (``JobConfig.io``: the UDP socket, or AF_XDP).
    """
    membership = ServiceMembership(options)
    try:
        switch, _ = membership.switch()
        sock = open_udp(Address(local_ip or local_ip_toward(switch), 0))
    except BaseException:
        membership.close()
        raise
    try:
        local = Address(*sock.getsockname())
        config = replace(
            membership.join(job_name, world_size, rank, local, slots, run_id),
            lane=lane,
            wire=wire,
            io=io,
        )
        if timeout is not None:
            config = replace(config, timeout=timeout)
        job = AggregationJob(config, sock=sock)
    except BaseException:
        sock.close()
        membership.close()
        raise
    job.on_close(membership.close)
    job.attach_service(membership, timeout)
    return job
