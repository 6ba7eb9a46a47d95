"""A synchronous P4Runtime client: one object per switch, no global state.

The stream channel runs in a background thread that sorts what the switch sends
into queues (arbitration answers, packet-ins, stream errors); every other call is
a plain unary RPC.  gRPC failures become the controller's typed errors.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import grpc
from finsy.proto import p4i, p4r, p4r_grpc, rpc_status
from google.protobuf import any_pb2

from p4rproto.p4runtime.entities import (
    CloneSession,
    CounterValue,
    MulticastGroup,
    PacketIn,
    TableEntry,
    decode_packet_in,
    encode_packet_out,
)
from p4rproto.p4runtime.p4info import P4Schema
from p4rproto.p4runtime.vocab import OK, UpdateKind, code_of

from .errors import NotPrimary, P4RuntimeError, SwitchUnreachable, UpdateError

#: (what the write does, the entity)
Update = tuple[UpdateKind, TableEntry | MulticastGroup | CloneSession]


@dataclass(frozen=True)
class SwitchAddress:
    """Where a switch's P4Runtime server is, and which device it is."""

    target: str  #: HOST:PORT of the gRPC server
    device_id: int = 0
    election_id: int = 1


class _Requests:
    """The outgoing half of the stream channel: an iterator fed from a queue."""

    def __init__(self) -> None:
        self._q: queue.Queue[p4r.StreamMessageRequest | None] = queue.Queue()

    def put(self, msg: p4r.StreamMessageRequest) -> None:
        self._q.put(msg)

    def close(self) -> None:
        self._q.put(None)

    def __iter__(self) -> Iterator[p4r.StreamMessageRequest]:
        while (msg := self._q.get()) is not None:
            yield msg


class P4RuntimeClient:
    """A primary (or backup) connection to one switch's P4Runtime server."""

    def __init__(self, address: SwitchAddress, *, timeout: float = 10.0) -> None:
        self.address = address
        self.timeout = timeout
        self.schema: P4Schema | None = None
        self._channel = grpc.insecure_channel(address.target)
        self._stub = p4r_grpc.P4RuntimeStub(self._channel)
        self._requests = _Requests()
        #: arbitration answers; None when the stream ended (connect() stops waiting)
        self._arbitration: queue.Queue[p4r.MasterArbitrationUpdate | None] = queue.Queue()
        self._packets: queue.Queue[p4r.PacketIn | None] = queue.Queue()
        self._stream_error: grpc.RpcError | None = None
        self._reader: threading.Thread | None = None
        #: this client is primary: kept current by the stream's arbitration updates
        self.primary = False
        #: the primary's election id, as the last arbitration update named it
        self.primary_election_id = 0

    # -- connection ---------------------------------------------------------------------
    def connect(self, *, require_primary: bool = True) -> P4RuntimeClient:
        """Open the stream and ask to be primary (election id ``address.election_id``)."""
        try:
            grpc.channel_ready_future(self._channel).result(timeout=self.timeout)
        except grpc.FutureTimeoutError:
            # from None: a timeout's traceback says nothing the message does not
            raise SwitchUnreachable(
                f"no P4Runtime server answers at {self.address.target} "
                f"(waited {self.timeout:.0f} s): is the switch running?"
            ) from None
        stream = self._stub.StreamChannel(iter(self._requests))
        self._reader = threading.Thread(target=self._read_stream, args=(stream,), daemon=True)
        self._reader.start()
        req = p4r.StreamMessageRequest()
        req.arbitration.device_id = self.address.device_id
        req.arbitration.election_id.low = self.address.election_id
        self._requests.put(req)
        try:
            answer = self._arbitration.get(timeout=self.timeout)
        except queue.Empty:
            answer = None
        if answer is None:
            raise self._stream_failure("no arbitration answer") from self._stream_error
        if require_primary and answer.status.code != OK:
            raise NotPrimary(
                f"another controller is primary for device {self.address.device_id} at "
                f"{self.address.target} (election id {_election(answer)} >= "
                f"{self.address.election_id})",
                _election(answer),
            )
        return self

    @property
    def stream_lost(self) -> bool:
        """The stream channel ended (the switch restarted or went away): this client is
        no longer primary until :meth:`reconnect`."""
        return self._stream_error is not None or (
            self._reader is not None and not self._reader.is_alive()
        )

    def reconnect(self, *, require_primary: bool = True) -> P4RuntimeClient:
        """A new stream channel and arbitration, after :attr:`stream_lost`."""
        self._requests.close()
        self._requests = _Requests()
        self._arbitration = queue.Queue()
        self._packets = queue.Queue()
        self._stream_error = None
        self.primary = False
        return self.connect(require_primary=require_primary)

    def _read_stream(self, stream: Iterator[p4r.StreamMessageResponse]) -> None:
        try:
            for msg in stream:
                kind = msg.WhichOneof("update")
                if kind == "arbitration":
                    self._on_arbitration(msg.arbitration)
                elif kind == "packet":
                    self._packets.put(msg.packet)
        except grpc.RpcError as exc:
            self._stream_error = exc
            self.primary = False
            self._packets.put(None)  # a packet_in() waiting raises SwitchUnreachable
            self._arbitration.put(None)  # and so does a connect() waiting for its answer

    def _on_arbitration(self, update: p4r.MasterArbitrationUpdate) -> None:
        """The switch answers our arbitration and tells every stream when the primary
        changes (P4Runtime 1.4, Mastership Arbitration): the update's status says whether
        this client is primary now, its election id is the primary's."""
        was_primary = self.primary
        self.primary_election_id = _election(update)
        self.primary = update.status.code == OK
        if was_primary and not self.primary:
            self._packets.put(None)  # wake a packet_in() waiting for acknowledgements
        self._arbitration.put(update)

    def require_primary(self, what: str) -> None:
        """Raise :class:`NotPrimary` unless this client is primary now (its stream's last
        arbitration update said so).  A backup's packet-outs are dropped without an
        answer (P4Runtime 1.4, PacketOut), so this is the only way to hear of it."""
        if self.primary:
            return
        if self.stream_lost:
            raise self._stream_failure(
                f"{what}: the P4Runtime stream ended"
            ) from self._stream_error
        raise NotPrimary(self._demoted(what), self.primary_election_id)

    def _demoted(self, what: str) -> str:
        return (
            f"{what}: this controller (election id {self.address.election_id}) is not primary "
            f"for device {self.address.device_id} at {self.address.target}: election id "
            f"{self.primary_election_id} is"
        )

    def _stream_failure(self, what: str) -> SwitchUnreachable:
        """The stream's end as an error, with its gRPC status where it ended with one."""
        err = self._stream_error
        if err is None:
            return SwitchUnreachable(what)
        return SwitchUnreachable(f"{what}: {err.details()}", err.code(), err.details() or "")

    def close(self) -> None:
        self._requests.close()
        self._channel.close()

    def __enter__(self) -> P4RuntimeClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- pipeline -----------------------------------------------------------------------
    def set_pipeline(self, p4info: p4i.P4Info, device_config: bytes) -> None:
        """Push a pipeline (VERIFY_AND_COMMIT); the device config is target-specific."""
        req = p4r.SetForwardingPipelineConfigRequest(
            device_id=self.address.device_id,
            action=p4r.SetForwardingPipelineConfigRequest.VERIFY_AND_COMMIT,
        )
        req.election_id.low = self.address.election_id
        req.config.p4info.CopyFrom(p4info)
        req.config.p4_device_config = device_config
        self._call("SetForwardingPipelineConfig", req)
        self.schema = P4Schema(p4info)

    def get_pipeline(self) -> P4Schema | None:
        """The P4Info the switch runs now (None before a pipeline was pushed)."""
        req = p4r.GetForwardingPipelineConfigRequest(
            device_id=self.address.device_id,
            response_type=p4r.GetForwardingPipelineConfigRequest.P4INFO_AND_COOKIE,
        )
        resp = self._call("GetForwardingPipelineConfig", req)
        if not resp.config.HasField("p4info") or not resp.config.p4info.tables:
            return None
        self.schema = P4Schema(resp.config.p4info)
        return self.schema

    def _schema(self) -> P4Schema:
        if self.schema is None:
            raise P4RuntimeError("no pipeline: push one or read it with get_pipeline()")
        return self.schema

    # -- writes and reads ---------------------------------------------------------------
    def write(self, updates: Sequence[Update]) -> None:
        if not updates:
            return
        schema = self._schema()
        req = p4r.WriteRequest(device_id=self.address.device_id)
        req.election_id.low = self.address.election_id
        for kind, entity in updates:
            upd = req.updates.add(type=kind.value)
            if isinstance(entity, TableEntry):
                upd.entity.table_entry.CopyFrom(entity.encode(schema))
            else:
                upd.entity.packet_replication_engine_entry.CopyFrom(entity.encode(schema))
        self._call("Write", req)

    def read_table(self, table: str) -> list[TableEntry]:
        schema = self._schema()
        entity = p4r.Entity()
        entity.table_entry.table_id = schema.tables[table].id
        return [TableEntry.decode(e.table_entry, schema) for e in self._read([entity])]

    def read_default(self, table: str) -> TableEntry:
        schema = self._schema()
        entity = p4r.Entity()
        entity.table_entry.table_id = schema.tables[table].id
        entity.table_entry.is_default_action = True
        found = [TableEntry.decode(e.table_entry, schema) for e in self._read([entity])]
        if not found:
            raise P4RuntimeError(f"the switch returned no default entry for {table}")
        return found[0]

    def read_multicast_group(self, group_id: int) -> MulticastGroup | None:
        entity = p4r.Entity()
        entity.packet_replication_engine_entry.multicast_group_entry.multicast_group_id = group_id
        try:
            found = list(self._read([entity]))
        except P4RuntimeError as exc:
            if exc.code == "NOT_FOUND":
                return None
            raise
        return MulticastGroup.decode(found[0].packet_replication_engine_entry) if found else None

    def read_clone_session(self, session_id: int) -> CloneSession | None:
        entity = p4r.Entity()
        entity.packet_replication_engine_entry.clone_session_entry.session_id = session_id
        try:
            found = list(self._read([entity]))
        except P4RuntimeError as exc:
            if exc.code == "NOT_FOUND":
                return None
            raise
        return CloneSession.decode(found[0].packet_replication_engine_entry) if found else None

    def read_counter(self, counter: str, index: int | None = None) -> list[CounterValue]:
        schema = self._schema()
        info = schema.counters[counter]
        entity = p4r.Entity()
        entity.counter_entry.counter_id = info.id
        if index is not None:
            entity.counter_entry.index.index = index
        return [
            CounterValue(
                info.name,
                e.counter_entry.index.index,
                e.counter_entry.data.packet_count,
                e.counter_entry.data.byte_count,
            )
            for e in self._read([entity])
        ]

    def read_direct_counters(self, table: str) -> dict[tuple[tuple[str, int], ...], int]:
        """Packets counted per entry of ``table``, keyed by the entry's match."""
        schema = self._schema()
        entity = p4r.Entity()
        entity.direct_counter_entry.table_entry.table_id = schema.tables[table].id
        out = {}
        for e in self._read([entity]):
            entry = TableEntry.decode(e.direct_counter_entry.table_entry, schema)
            out[tuple(sorted(entry.match.items()))] = e.direct_counter_entry.data.packet_count
        return out

    def _read(self, entities: Iterable[p4r.Entity]) -> Iterator[p4r.Entity]:
        req = p4r.ReadRequest(device_id=self.address.device_id, entities=list(entities))
        try:
            for resp in self._stub.Read(req, timeout=self.timeout):
                yield from resp.entities
        except grpc.RpcError as exc:
            raise self._error("Read", exc) from exc

    # -- packets ------------------------------------------------------------------------
    def packet_out(self, payload: bytes, **metadata: int) -> None:
        """Send a packet-out; :class:`NotPrimary` at once if this client is not primary."""
        self.require_primary("packet-out")
        req = p4r.StreamMessageRequest()
        req.packet.CopyFrom(encode_packet_out(self._schema(), payload, metadata))
        self._requests.put(req)

    def packet_in(self, timeout: float) -> PacketIn | None:
        """The next packet-in, or None after ``timeout`` s; :class:`NotPrimary` as soon as
        this client is demoted (packet-ins go to the primary only)."""
        try:
            msg = self._packets.get(timeout=timeout)
        except queue.Empty:
            return None
        if msg is None:
            self.require_primary("waiting for packet-ins")
            return self.packet_in(timeout)  # demoted and promoted again meanwhile
        return decode_packet_in(self._schema(), msg)

    # -- errors -------------------------------------------------------------------------
    def _call(self, method: str, req: object) -> Any:
        try:
            return getattr(self._stub, method)(req, timeout=self.timeout)
        except grpc.RpcError as exc:
            raise self._error(method, exc) from exc

    def _error(self, method: str, exc: grpc.RpcError) -> Exception:
        code = exc.code()
        if code == grpc.StatusCode.UNAVAILABLE:
            return SwitchUnreachable(
                f"{method}: the switch at {self.address.target} is unreachable ({exc.details()})",
                code,
                exc.details() or "",
            )
        if code == grpc.StatusCode.PERMISSION_DENIED:
            return NotPrimary(
                f"{self._demoted(method)} ({exc.details()})", self.primary_election_id
            )
        return P4RuntimeError(
            f"{method} failed: {exc.details()}",
            code.name,
            _update_errors(exc),
        )


def _election(update: p4r.MasterArbitrationUpdate) -> int:
    return int(update.election_id.high) << 64 | int(update.election_id.low)


def _update_errors(exc: grpc.RpcError) -> tuple[UpdateError, ...]:
    """The per-update p4.v1.Error details that P4Runtime packs into a failed Write."""
    for item in exc.trailing_metadata() or ():
        key, value = item.key, item.value
        if key != "grpc-status-details-bin" or not isinstance(value, bytes):
            continue
        status = rpc_status.Status.FromString(value)
        out = []
        for i, detail in enumerate(status.details):
            err = p4r.Error()
            if isinstance(detail, any_pb2.Any) and detail.Unpack(err) and err.canonical_code != OK:
                out.append(UpdateError(i, code_of(err.canonical_code).name, err.message))
        return tuple(out)
    return ()
