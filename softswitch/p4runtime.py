"""P4Runtime for the software switch: programmed exactly like BMv2 or a Tofino.

The server speaks the v1model program's P4Info (the committed copy, or whatever
pipeline the controller pushes, as long as it has the tables, actions and counters the
pipeline reads: a pipeline that lacks one is refused by name, ``p4rt_pipeline``).
Every write is checked against the P4Info as BMv2 checks it (``p4rt_validate``) before
anything is stored (``p4rt_state``): a refused update answers its status code in the
batch's per-update details and changes nothing, so the switch stays usable whatever a
client sends.  After each write the pipeline is programmed from the stored state, once
per batch: every batch is data-plane atomic, and ``ROLLBACK_ON_ERROR`` and
``DATAPLANE_ATOMIC`` batches are all or nothing.  Packet-outs are RESETs, answered
with RESET_ACK packet-ins; arbitration elects the highest election id as primary.

One kind of client never starves another.  Each open stream channel holds a handler
thread for as long as it is open, so at most :data:`MAX_STREAMS` are held (BMv2's
number) and the rest are refused RESOURCE_EXHAUSTED, as the spec allows; room is kept
for the primary, so that the controller gets in whatever other clients hold
(``p4rt_streams``).  The server has :data:`UNARY_THREADS` more threads than the streams
can take, so Capabilities, Read, Write and the pipeline calls are answered whatever the
streams do, and it pings its clients (:data:`KEEPALIVE_S`), so that a stream whose
client died without closing its connection frees its seat and its election id.  What
the switch sends a stream (packet-ins, arbitration updates) waits in a queue of at most
:data:`STREAM_BACKLOG` messages: a client that never reads loses the packet-ins past it
(counted in ``packet_ins_dropped``), and its stream is cancelled if an arbitration
update does not fit, so that nothing the switch does ever waits for a client.

Started with ``device_config_format`` ("stratum" or "pi"), the server also checks that
a pushed ``p4_device_config`` is a Tofino device config in that format (as a Stratum or
bf_switchd switch would parse it) and refuses the pipeline otherwise; by default it
ignores the device config, as it runs its own pipeline.

Where this server answers otherwise than BMv2, and why: docs/controller.md.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import grpc
from finsy.proto import p4r, p4r_grpc, rpc_status
from google.protobuf import any_pb2

from p4rproto.frames import UdpFrame
from p4rproto.grpcbind import bind, make_server
from p4rproto.p4runtime.devconfig import DEVICE_CONFIG_FORMATS, unpack_pi, unpack_stratum
from p4rproto.p4runtime.errors import ConfigError, SchemaError
from p4rproto.p4runtime.p4info import P4Schema
from p4rproto.p4runtime.vocab import OK, code_value
from p4rproto.wire import UDP_PORT

from .p4rt_pipeline import PipelineView, check_runnable
from .p4rt_reads import read
from .p4rt_state import State
from .p4rt_streams import ARBITRATING_STREAMS, ARBITRATION_WAIT, MAX_STREAMS, Refuse, admit
from .p4rt_validate import Invalid, check_value
from .p4rt_writes import ATOMICITY, write_batch
from .ports import PortSwitch
from .udp import UdpSwitch

FrontEnd = UdpSwitch | PortSwitch
log = logging.getLogger(__name__)

_Config = p4r.SetForwardingPipelineConfigRequest
_Get = p4r.GetForwardingPipelineConfigRequest

#: Handler threads beyond the streams': unary calls never wait for a stream to end.
UNARY_THREADS = 8
#: Messages waiting for one stream's client before the switch stops waiting for it.
STREAM_BACKLOG = 1024

Outbox = queue.Queue["p4r.StreamMessageResponse | _Abort | None"]


class _Status(grpc.Status):
    """A gRPC status carrying P4Runtime's per-update errors in its trailing metadata."""

    def __init__(self, details: str, status: rpc_status.Status) -> None:
        self.code = grpc.StatusCode.UNKNOWN
        self.details = details
        self.trailing_metadata = (("grpc-status-details-bin", status.SerializeToString()),)


@dataclass(frozen=True)
class _Abort:
    """Ends a stream channel with a status (sent from the reader thread to the handler)."""

    code: grpc.StatusCode
    message: str


@dataclass
class _Stream:
    """An open stream channel: its queue toward the client and, once it arbitrated (was
    admitted), its device and election id."""

    ident: int
    out: Outbox
    context: grpc.ServicerContext
    opened: float  #: time.monotonic() when it opened: it arbitrates within ARBITRATION_WAIT
    device_id: int | None = None  #: None until its first arbitration
    election_id: int = 0


class SoftP4Runtime(p4r_grpc.P4RuntimeServicer):
    """The P4Runtime service of one software switch (one device)."""

    def __init__(
        self,
        switch: FrontEnd,
        *,
        device_id: int = 0,
        cpu_port: int = 510,
        mac: str = "02:00:00:00:00:fe",
        ip: str = "10.0.0.254",
        device_config_format: str | None = None,
    ) -> None:
        if device_config_format not in (None, *DEVICE_CONFIG_FORMATS):
            raise ValueError(
                f"device_config_format must be one of {DEVICE_CONFIG_FORMATS} or None, "
                f"got {device_config_format!r}"
            )
        self.switch = switch
        self.device_config_format = device_config_format
        self.device_id = device_id
        self.cpu_port = cpu_port
        self.mac, self.ip = mac, ip
        self._config: p4r.ForwardingPipelineConfig | None = None
        self._state: State | None = None
        self._view: PipelineView | None = None
        #: every open stream: at most MAX_STREAMS arbitrated, the others arbitrating
        self._streams: dict[int, _Stream] = {}
        self._next_stream = 0
        self._lock = threading.Lock()
        #: packet-ins dropped because a primary's client did not read its stream
        self.packet_ins_dropped = 0
        # RESET only as a packet-out (inject: from the CPU port), never from an address:
        # a datagram from any address, 0.0.0.0:0 included, is rejected_reset.
        switch.pipeline.controller_key = None
        switch.to_cpu = self._packet_in

    @property
    def schema(self) -> P4Schema | None:
        """The running pipeline's P4Info (None before a push)."""
        return None if self._state is None else self._state.schema

    # -- arbitration and packets --------------------------------------------------------
    def _arbitrated(self) -> list[_Stream]:
        return [s for s in self._streams.values() if s.device_id is not None]

    def _primary(self) -> int:
        return max((s.election_id for s in self._arbitrated()), default=0)

    def _arbitration(self, stream: _Stream) -> p4r.StreamMessageResponse:
        msg = p4r.StreamMessageResponse()
        msg.arbitration.device_id = self.device_id
        msg.arbitration.election_id.low = self._primary()
        primary = stream.election_id == self._primary()
        msg.arbitration.status.code = OK if primary else code_value(grpc.StatusCode.ALREADY_EXISTS)
        msg.arbitration.status.message = "primary" if primary else "backup: a higher election id"
        return msg

    def _tell(self, stream: _Stream, msg: p4r.StreamMessageResponse | _Abort | None) -> bool:
        """Queue ``msg`` for ``stream``'s client; a client whose queue is full does not
        read: its stream is cancelled (False), so that the switch never waits for it."""
        try:
            stream.out.put_nowait(msg)
        except queue.Full:
            log.warning(
                "a stream's client reads nothing (%d messages wait): cancelled", STREAM_BACKLOG
            )
            stream.context.cancel()
            return False
        return True

    def StreamChannel(
        self, request_iterator: Iterator[p4r.StreamMessageRequest], context: grpc.ServicerContext
    ) -> Iterator[p4r.StreamMessageResponse]:
        """Open a stream; it is held (or refused) at its first arbitration."""
        with self._lock:
            full = len(self._streams) >= MAX_STREAMS + ARBITRATING_STREAMS
            if not full:
                stream = _Stream(
                    self._next_stream, queue.Queue(STREAM_BACKLOG), context, time.monotonic()
                )
                self._streams[stream.ident] = stream
                self._next_stream += 1
        if full:
            context.abort(
                grpc.StatusCode.RESOURCE_EXHAUSTED,
                f"{MAX_STREAMS} stream channels are held and {ARBITRATING_STREAMS} more are "
                "arbitrating, the most this switch serves: close one (reads and writes need "
                "no stream)",
            )
        threading.Thread(
            target=self._read_stream, args=(stream, request_iterator), daemon=True
        ).start()
        while (msg := self._next_message(stream)) is not None:
            if isinstance(msg, _Abort):  # here, in the handler: the reader cannot abort
                log.info("stream %d ended: %s %s", stream.ident, msg.code.name, msg.message)
                context.abort(msg.code, msg.message)
            yield msg

    @staticmethod
    def _next_message(stream: _Stream) -> p4r.StreamMessageResponse | _Abort | None:
        """What the handler sends ``stream``'s client next; an ``_Abort`` when the
        client has not arbitrated within ARBITRATION_WAIT (its seat goes back)."""
        while stream.device_id is None:
            left = stream.opened + ARBITRATION_WAIT - time.monotonic()
            try:
                return stream.out.get(timeout=max(left, 0.0))
            except queue.Empty:
                if stream.device_id is None:
                    return _Abort(
                        grpc.StatusCode.FAILED_PRECONDITION,
                        f"no MasterArbitrationUpdate within {ARBITRATION_WAIT:g} s: a "
                        "stream's first message arbitrates",
                    )
        return stream.out.get()

    def _read_stream(self, stream: _Stream, requests: Iterator[p4r.StreamMessageRequest]) -> None:
        """The stream's requests, until the client ends it or an arbitration is refused.
        A bad packet-out is answered with a StreamError; nothing here raises."""
        ident = stream.ident
        try:
            for req in requests:
                kind = req.WhichOneof("update")
                if kind == "arbitration":
                    refused = self._on_arbitration(stream, req.arbitration)
                    if refused is not None:
                        self._tell(stream, refused)
                        return
                elif kind == "packet":
                    self._on_packet_out(stream, req.packet)
                else:
                    err = p4r.StreamMessageResponse()
                    err.error.canonical_code = code_value(grpc.StatusCode.UNIMPLEMENTED)
                    err.error.message = f"{kind} stream messages are not supported"
                    err.error.other.SetInParent()
                    self._tell(stream, err)
        except grpc.RpcError:
            pass  # the client went away
        except Exception as exc:  # a bug: logged, and the stream ends with INTERNAL
            log.error("stream %d: %s", ident, exc, exc_info=True)
            self._tell(stream, _Abort(grpc.StatusCode.INTERNAL, f"the switch failed: {exc}"))
        finally:
            self._drop_stream(ident)
            self._tell(stream, None)

    def _on_arbitration(
        self, stream: _Stream, update: p4r.MasterArbitrationUpdate
    ) -> _Abort | None:
        """Take a stream's arbitration (its first, or a new election id later); an
        ``_Abort`` when it is refused.  The spec's order: a stream that arbitrated names
        its device for good (another is FAILED_PRECONDITION); an unknown device is
        NOT_FOUND; an election id another stream holds is INVALID_ARGUMENT.  Then a first
        arbitration is admitted or refused RESOURCE_EXHAUSTED (``p4rt_streams.admit``)."""
        ident = stream.ident
        with self._lock:
            if self._streams.get(ident) is not stream:
                return _Abort(grpc.StatusCode.RESOURCE_EXHAUSTED, "this stream was ended")
            if stream.device_id is not None and update.device_id != stream.device_id:
                return _Abort(
                    grpc.StatusCode.FAILED_PRECONDITION,
                    f"this stream arbitrated for device {stream.device_id}: a stream serves "
                    f"one device (not {update.device_id})",
                )
            if update.device_id != self.device_id:
                return _Abort(grpc.StatusCode.NOT_FOUND, f"no device {update.device_id}")
            election = update.election_id.high << 64 | update.election_id.low
            others = (s for i, s in self._streams.items() if i != ident and s.device_id is not None)
            if any(s.election_id == election for s in others):
                return _Abort(grpc.StatusCode.INVALID_ARGUMENT, f"election id {election} is in use")
            if stream.device_id is None:
                refused = self._admit(election)
                if refused is not None:
                    return refused
            old_primary = self._primary()
            stream.device_id, stream.election_id = update.device_id, election
            for s in self._arbitrated():  # tell everyone when the primary changes
                if s is stream or self._primary() != old_primary:
                    self._tell(s, self._arbitration(s))
        return None

    def _admit(self, election: int) -> _Abort | None:
        """Make room for a first arbitration with ``election`` (under the lock): None
        when it is held, an ``_Abort`` when it is refused.  A would-be primary that finds
        every seat held ends the lowest backup's stream to take its seat."""
        verdict = admit(election, {s.ident: s.election_id for s in self._arbitrated()})
        if isinstance(verdict, Refuse):
            log.info("stream refused: %s", verdict.message)
            return _Abort(grpc.StatusCode.RESOURCE_EXHAUSTED, verdict.message)
        if verdict.evict is not None:
            evicted = self._streams.pop(verdict.evict)
            why = (
                f"all {MAX_STREAMS} stream channels were held: a client that would be "
                f"primary (election id {election}) took the seat of this backup, the lowest "
                f"election id held ({evicted.election_id})"
            )
            log.warning("stream %d ended: %s", evicted.ident, why)
            self._tell(evicted, _Abort(grpc.StatusCode.RESOURCE_EXHAUSTED, why))
        return None

    def _drop_stream(self, ident: int) -> None:
        with self._lock:
            old = self._primary()
            self._streams.pop(ident, None)
            if self._primary() != old:
                for s in self._arbitrated():
                    self._tell(s, self._arbitration(s))

    def _is_primary_stream(self, ident: int) -> bool:
        with self._lock:
            s = self._streams.get(ident)
            return s is not None and s.device_id is not None and s.election_id == self._primary()

    def _on_packet_out(self, stream: _Stream, packet: p4r.PacketOut) -> None:
        """Inject a packet-out from the primary; anything else gets a StreamError."""
        problem = self._packet_out_problem(stream.ident, packet)
        if problem is not None:
            err = p4r.StreamMessageResponse()
            err.error.canonical_code = code_value(problem[0])
            err.error.message = problem[1]
            err.error.packet_out.packet_out.CopyFrom(packet)
            self._tell(stream, err)
            return
        frame = UdpFrame.decode(packet.payload)
        if frame is not None and frame.dst_port == UDP_PORT:
            self.switch.inject(frame.payload)

    def _packet_out_problem(
        self, ident: int, packet: p4r.PacketOut
    ) -> tuple[grpc.StatusCode, str] | None:
        if not self._is_primary_stream(ident):
            return grpc.StatusCode.PERMISSION_DENIED, "only the primary may send packet-outs"
        schema = self.schema
        if schema is None:
            return grpc.StatusCode.FAILED_PRECONDITION, "no pipeline: push one first"
        fields = {f.id: f for f in schema.controller_headers["packet_out"].fields.values()}
        for m in packet.metadata:
            f = fields.get(m.metadata_id)
            if f is None:
                return grpc.StatusCode.INVALID_ARGUMENT, f"packet_out has no field {m.metadata_id}"
            try:
                check_value(m.value, f.bitwidth, f"packet_out.{f.name}")
            except Invalid as exc:
                return exc.code, str(exc)
        return None

    def _packet_in(self, payload: bytes) -> None:
        """A packet to the CPU port, as a packet-in to the primary: every metadata field
        the P4Info's ``packet_in`` header declares (as BMv2 sends them), ``ingress_port``
        the CPU port and the others (``_pad``) zero, each in its bitwidth's bytes."""
        msg = p4r.StreamMessageResponse()
        msg.packet.payload = UdpFrame(
            self.mac, self.mac, self.ip, self.ip, UDP_PORT, UDP_PORT, payload
        ).encode()
        schema = self.schema
        headers = None if schema is None else schema.controller_headers
        header = headers["packet_in"] if headers and "packet_in" in headers else None
        for f in sorted(header.fields.values(), key=lambda f: f.id) if header else ():
            value = self.cpu_port if f.name == "ingress_port" else 0
            msg.packet.metadata.add(metadata_id=f.id, value=value.to_bytes((f.bitwidth + 7) // 8))
        with self._lock:
            for s in self._arbitrated():
                if s.election_id == self._primary():
                    try:
                        s.out.put_nowait(msg)
                    except queue.Full:  # its client does not read: the packet is lost
                        self.packet_ins_dropped += 1

    # -- pipeline -----------------------------------------------------------------------
    def _check(self, device_id: int, election: Any | None, context: grpc.ServicerContext) -> None:
        if device_id != self.device_id:
            context.abort(grpc.StatusCode.NOT_FOUND, f"no device {device_id}")
        if election is not None:
            eid = election.high << 64 | election.low
            with self._lock:
                if not self._streams or eid != self._primary():
                    context.abort(
                        grpc.StatusCode.PERMISSION_DENIED, f"election id {eid} is not the primary's"
                    )

    def SetForwardingPipelineConfig(
        self, request: p4r.SetForwardingPipelineConfigRequest, context: grpc.ServicerContext
    ) -> p4r.SetForwardingPipelineConfigResponse:
        """VERIFY checks, VERIFY_AND_COMMIT checks and runs the pipeline (every entry
        cleared), RECONCILE_AND_COMMIT keeps the entries when the P4Info is the one
        running; saving a config for a later COMMIT is not supported."""
        self._check(request.device_id, request.election_id, context)
        action = request.action
        if action in (_Config.VERIFY_AND_SAVE, _Config.COMMIT):
            context.abort(
                grpc.StatusCode.UNIMPLEMENTED,
                f"{_Config.Action.Name(action)}: the software switch does not save a config "
                f"for later: use VERIFY_AND_COMMIT",
            )
        if action not in (_Config.VERIFY, _Config.VERIFY_AND_COMMIT, _Config.RECONCILE_AND_COMMIT):
            context.abort(
                grpc.StatusCode.INVALID_ARGUMENT, f"pipeline action {action} is not valid"
            )
        problem = self._config_problem(request.config)
        if problem:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, problem)
        if action == _Config.VERIFY:
            return p4r.SetForwardingPipelineConfigResponse()
        schema = P4Schema(request.config.p4info)
        with self.switch.lock:
            if action == _Config.RECONCILE_AND_COMMIT and self._config is not None:
                if request.config.p4info != self._config.p4info:
                    context.abort(
                        grpc.StatusCode.UNIMPLEMENTED,
                        "RECONCILE_AND_COMMIT keeps the entries only for the P4Info that runs "
                        "now: use VERIFY_AND_COMMIT for another one (every entry is cleared)",
                    )
                self._config = request.config
                return p4r.SetForwardingPipelineConfigResponse()
            self._config = request.config
            self._state = State(schema)
            self._view = PipelineView(self.switch, schema)
            self._view.program(self._state)
        return p4r.SetForwardingPipelineConfigResponse()

    def _config_problem(self, config: p4r.ForwardingPipelineConfig) -> str:
        """Why ``config`` cannot run here ("" if it can)."""
        try:
            check_runnable(P4Schema(config.p4info))
        except SchemaError as exc:
            return f"the software switch cannot run it: {exc}"
        if self.device_config_format is not None:
            return check_device_config(config.p4_device_config, self.device_config_format)
        return ""

    def GetForwardingPipelineConfig(
        self, request: p4r.GetForwardingPipelineConfigRequest, context: grpc.ServicerContext
    ) -> p4r.GetForwardingPipelineConfigResponse:
        self._check(request.device_id, None, context)
        kind = request.response_type
        if kind not in (
            _Get.ALL,
            _Get.COOKIE_ONLY,
            _Get.P4INFO_AND_COOKIE,
            _Get.DEVICE_CONFIG_AND_COOKIE,
        ):
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, f"response_type {kind} is not valid")
        resp = p4r.GetForwardingPipelineConfigResponse()
        config = self._config
        if config is None:
            return resp  # no pipeline: the config is unset
        resp.config.SetInParent()
        if kind in (_Get.ALL, _Get.P4INFO_AND_COOKIE):
            resp.config.p4info.CopyFrom(config.p4info)
        if kind in (_Get.ALL, _Get.DEVICE_CONFIG_AND_COOKIE):
            resp.config.p4_device_config = config.p4_device_config
        if config.HasField("cookie"):
            resp.config.cookie.CopyFrom(config.cookie)
        return resp

    def Capabilities(
        self, request: p4r.CapabilitiesRequest, context: grpc.ServicerContext
    ) -> p4r.CapabilitiesResponse:
        return p4r.CapabilitiesResponse(p4runtime_api_version="1.4.0")

    # -- writes -------------------------------------------------------------------------
    def Write(self, request: p4r.WriteRequest, context: grpc.ServicerContext) -> p4r.WriteResponse:
        self._check(request.device_id, request.election_id, context)
        if request.atomicity not in ATOMICITY:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, f"atomicity {request.atomicity}")
        with self.switch.lock:
            if self._state is None or self._view is None:
                context.abort(grpc.StatusCode.FAILED_PRECONDITION, "no pipeline: push one first")
            self._state, errors = write_batch(self._state, self._view, request)
        if any(e.canonical_code for e in errors):
            status = rpc_status.Status(
                code=grpc.StatusCode.UNKNOWN.value[0], message="write failed"
            )
            for e in errors:
                detail = any_pb2.Any()
                detail.Pack(e)
                status.details.append(detail)
            context.abort_with_status(_Status("write failed", status))
        return p4r.WriteResponse()

    # -- reads --------------------------------------------------------------------------
    def Read(
        self, request: p4r.ReadRequest, context: grpc.ServicerContext
    ) -> Iterator[p4r.ReadResponse]:
        self._check(request.device_id, None, context)
        resp = p4r.ReadResponse()
        with self.switch.lock:
            state, view = self._state, self._view
            if state is None or view is None:
                context.abort(grpc.StatusCode.FAILED_PRECONDITION, "no pipeline: push one first")
            try:
                for entity in request.entities:
                    resp.entities.extend(read(state, view, entity))
            except Invalid as exc:
                context.abort(exc.code, str(exc))
            except SchemaError as exc:  # a P4Info that contradicts itself
                context.abort(grpc.StatusCode.INVALID_ARGUMENT, str(exc))
        yield resp


def check_device_config(data: bytes, fmt: str) -> str:
    """What is wrong with ``data`` as a Tofino device config in format ``fmt`` ("" if
    nothing): it must parse, and its context.json must be JSON."""
    try:
        if fmt == "stratum":
            unpack_stratum(data)
        else:
            unpack_pi(data)
    except ConfigError as exc:
        return f"p4_device_config: expected the {fmt} format: {exc}"
    return ""


#: The largest request taken: a Tofino pipeline config (tofino.bin, context.json and
#: bfrt.json of the K = 32 program) is about 7.4 MB, over gRPC's default of 4 MB.
MAX_MESSAGE_BYTES = 256 << 20
#: Seconds between the server's pings of a client's connection, and how long an answer
#: may take before the connection is dropped.  A client that died without closing its
#: connection (its host lost power or its network) leaves no FIN or RST behind: its
#: stream would hold its seat and its election id until gRPC's default keepalive of two
#: hours, and a controller restarted elsewhere with the same election id would be
#: refused (an id in use) all that time.  With these it is dropped within 15 s.
KEEPALIVE_S = 10.0
KEEPALIVE_TIMEOUT_S = 5.0


class P4RuntimeServer:
    """A gRPC server for one software switch; ``start()``, ``stop()``."""

    def __init__(self, switch: FrontEnd, listen: str = "127.0.0.1:0", **kw: Any) -> None:
        """Bind ``listen`` (HOST:PORT, port 0: a free one); a malformed address raises
        :class:`ValueError`, one that cannot be bound :class:`OSError` naming it and the
        system's reason (``p4rproto.grpcbind``: no SO_REUSEPORT, so a second server on
        the port is refused instead of sharing its clients)."""
        self._server = make_server(
            MAX_STREAMS + ARBITRATING_STREAMS + UNARY_THREADS,
            "p4rt",
            [
                ("grpc.max_receive_message_length", MAX_MESSAGE_BYTES),
                ("grpc.keepalive_time_ms", int(KEEPALIVE_S * 1000)),
                # the unanswered ping's limit: gRPC 1.7x times keepalive pings out by
                # ping_timeout_ms; keepalive_timeout_ms alone no longer drops the client
                ("grpc.keepalive_timeout_ms", int(KEEPALIVE_TIMEOUT_S * 1000)),
                ("grpc.http2.ping_timeout_ms", int(KEEPALIVE_TIMEOUT_S * 1000)),
                # pings go on while a stream sends nothing (gRPC stops after 2 by default)
                ("grpc.http2.max_pings_without_data", 0),
            ],
        )
        try:
            self.address = bind(self._server, listen, "P4Runtime")
        except BaseException:
            self._server.stop(None)
            raise
        self.port = int(self.address.rpartition(":")[2])
        self.service = SoftP4Runtime(switch, **kw)
        p4r_grpc.add_P4RuntimeServicer_to_server(self.service, self._server)

    def start(self) -> P4RuntimeServer:
        self._server.start()
        return self

    def stop(self) -> None:
        self._server.stop(grace=0.5).wait()
