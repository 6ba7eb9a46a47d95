"""Raw P4Runtime requests, as any client (p4runtime-shell, ONOS) may send them.

The project's own client (``controller.client``) encodes only what its model allows;
these tests must also send what it would never send: a missing match field, a value
too wide, an action of another table.  :class:`RawSession` is one stream channel (the
arbitration) plus unary calls, and every call returns its outcome as a short string:
``OK``, ``OK 3`` (a read that returned 3 entities), ``NOT_FOUND`` (an RPC error) or
``UNKNOWN[OK,INVALID_ARGUMENT]`` (a batch write with its per-update codes).
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator, Sequence

import grpc
from finsy.proto import p4r, p4r_grpc, rpc_status

from p4rproto.p4runtime.p4info import P4Schema

INSERT, MODIFY, DELETE = p4r.Update.INSERT, p4r.Update.MODIFY, p4r.Update.DELETE


def b(value: int, width: int = 0) -> bytes:
    """``value`` in ``width`` bytes, or canonical (the fewest bytes) without one."""
    return value.to_bytes(width or max(1, (value.bit_length() + 7) // 8), "big")


class RawSession:
    """A client that sends messages as they are built."""

    def __init__(self, address: str, election_id: int = 1, device_id: int = 0) -> None:
        self.channel = grpc.insecure_channel(address)
        grpc.channel_ready_future(self.channel).result(timeout=10)
        self.stub = p4r_grpc.P4RuntimeStub(self.channel)
        self.election_id, self.device_id = election_id, device_id
        self._out: queue.Queue[p4r.StreamMessageRequest | None] = queue.Queue()
        self.received: queue.Queue[p4r.StreamMessageResponse | grpc.RpcError] = queue.Queue()
        self._stream = self.stub.StreamChannel(self._requests())
        threading.Thread(target=self._read, daemon=True).start()
        self.send_arbitration(device_id, election_id)
        answer = self.received.get(timeout=10)
        assert isinstance(answer, p4r.StreamMessageResponse), answer
        self.primary = answer.arbitration.status.code == 0

    def _requests(self) -> Iterator[p4r.StreamMessageRequest]:
        while (msg := self._out.get()) is not None:
            yield msg

    def _read(self) -> None:
        try:
            for msg in self._stream:
                self.received.put(msg)
        except grpc.RpcError as exc:
            self.received.put(exc)

    def send_arbitration(self, device_id: int, election_id: int) -> None:
        req = p4r.StreamMessageRequest()
        req.arbitration.device_id = device_id
        req.arbitration.election_id.low = election_id
        self._out.put(req)

    def send(self, msg: p4r.StreamMessageRequest) -> None:
        self._out.put(msg)

    def close(self) -> None:
        self._out.put(None)
        self.channel.close()

    # -- unary calls, as outcomes ---------------------------------------------------------
    def push(
        self,
        schema: P4Schema,
        device_config: bytes,
        action: int = p4r.SetForwardingPipelineConfigRequest.VERIFY_AND_COMMIT,
        cookie: int = 0,
    ) -> str:
        req = p4r.SetForwardingPipelineConfigRequest(device_id=self.device_id, action=action)
        req.election_id.low = self.election_id
        req.config.p4info.CopyFrom(schema.p4info)
        req.config.p4_device_config = device_config
        if cookie:
            req.config.cookie.cookie = cookie
        return outcome(lambda: self.stub.SetForwardingPipelineConfig(req, timeout=30))

    def get_pipeline(self, response_type: int) -> p4r.GetForwardingPipelineConfigResponse:
        req = p4r.GetForwardingPipelineConfigRequest(
            device_id=self.device_id, response_type=response_type
        )
        return self.stub.GetForwardingPipelineConfig(req, timeout=10)

    def write(self, updates: Sequence[tuple[int, p4r.Entity]], atomicity: int = 0) -> str:
        req = p4r.WriteRequest(device_id=self.device_id, atomicity=atomicity)
        req.election_id.low = self.election_id
        for kind, entity in updates:
            req.updates.add(type=kind).entity.CopyFrom(entity)
        return outcome(lambda: self.stub.Write(req, timeout=10))

    def read(self, *entities: p4r.Entity) -> list[p4r.Entity]:
        """The entities read (an RPC error raises)."""
        req = p4r.ReadRequest(device_id=self.device_id, entities=list(entities))
        return [e for resp in self.stub.Read(req, timeout=10) for e in resp.entities]

    def read_outcome(self, *entities: p4r.Entity) -> str:
        return outcome(lambda: f"OK {len(self.read(*entities))}")

    def write_errors(self, updates: Sequence[tuple[int, p4r.Entity]]) -> list[tuple[str, str]]:
        """(code, message) of each update of a batch that failed ([] if it went in)."""
        req = p4r.WriteRequest(device_id=self.device_id)
        req.election_id.low = self.election_id
        for kind, entity in updates:
            req.updates.add(type=kind).entity.CopyFrom(entity)
        try:
            self.stub.Write(req, timeout=10)
        except grpc.RpcError as exc:
            return update_errors(exc)
        return []


def outcome(call: object) -> str:
    """``call()``'s result as an outcome string (see the module's doc)."""
    assert callable(call)
    try:
        result = call()
    except grpc.RpcError as exc:
        codes = update_codes(exc)
        return f"{exc.code().name}[{','.join(codes)}]" if codes else exc.code().name
    return result if isinstance(result, str) else "OK"


def update_codes(exc: grpc.RpcError) -> list[str]:
    """The per-update codes of a failed batch write."""
    return [code for code, _ in update_errors(exc)]


def update_errors(exc: grpc.RpcError) -> list[tuple[str, str]]:
    """(code, message) of each update of a failed batch write."""
    for key, value in exc.trailing_metadata() or ():  # type: ignore[attr-defined]
        if key == "grpc-status-details-bin":
            status = rpc_status.Status.FromString(value)
            out = []
            for detail in status.details:
                err = p4r.Error()
                detail.Unpack(err)
                out.append((grpc.StatusCode(_code(err.canonical_code)).name, err.message))
            return out
    return []


def _code(value: int) -> tuple[int, str]:
    return next(c.value for c in grpc.StatusCode if c.value[0] == value)


# -- entities -----------------------------------------------------------------------------
def table_entry(
    schema: P4Schema,
    table: str,
    match: Sequence[tuple[str | int, bytes]] = (),
    action: str | int | None = None,
    params: Sequence[tuple[str | int, bytes]] = (),
    *,
    default: bool = False,
    priority: int = 0,
) -> p4r.Entity:
    """A table entry by names (or raw ids, for ids the P4Info does not have)."""
    t = schema.tables[table]
    e = p4r.Entity()
    te = e.table_entry
    te.table_id, te.is_default_action, te.priority = t.id, default, priority
    for name, value in match:
        fid = t.match_fields[name].id if isinstance(name, str) else name
        te.match.add(field_id=fid, exact=p4r.FieldMatch.Exact(value=value))
    if action is not None:
        a = schema.actions[action] if isinstance(action, str) else None
        te.action.action.action_id = a.id if a is not None else int(action)
        for pname, value in params:
            pid = a.params[pname].id if a is not None and isinstance(pname, str) else int(pname)
            te.action.action.params.add(param_id=pid, value=value)
    return e


WORKER = (("ingress_port", b(1)), ("src_addr", b(0x0A0000FE)), ("src_port", b(40000)))
SET_WORKER = (("job_id", b(900)), ("rank", b(0)), ("worker_index", b(1000)))


def worker(
    schema: P4Schema,
    *,
    port: bytes | None = b(1),
    src_port: int = 40000,
    action: str | int | None = "set_worker",
    params: Sequence[tuple[str | int, bytes]] = SET_WORKER,
) -> p4r.Entity:
    """A ``workers`` entry of a host no job uses (10.0.0.254)."""
    match = [("ingress_port", port), ("src_addr", b(0x0A0000FE)), ("src_port", b(src_port))]
    return table_entry(
        schema, "workers", [(n, v) for n, v in match if v is not None], action, params
    )


def group(group_id: int, *replicas: dict[str, object]) -> p4r.Entity:
    e = p4r.Entity()
    g = e.packet_replication_engine_entry.multicast_group_entry
    g.multicast_group_id = group_id
    for r in replicas:
        g.replicas.add(**r)  # type: ignore[arg-type]
    return e


def clone_session(session_id: int, *replicas: dict[str, object], cos: int = 0) -> p4r.Entity:
    e = p4r.Entity()
    c = e.packet_replication_engine_entry.clone_session_entry
    c.session_id, c.class_of_service = session_id, cos
    for r in replicas:
        c.replicas.add(**r)  # type: ignore[arg-type]
    return e


def counter(counter_id: int, index: int | None = None, packets: int | None = None) -> p4r.Entity:
    e = p4r.Entity()
    e.counter_entry.counter_id = counter_id
    if index is not None:
        e.counter_entry.index.index = index
    if packets is not None:
        e.counter_entry.data.packet_count = packets
    return e


def direct_counter(entry: p4r.Entity | None, packets: int | None = None) -> p4r.Entity:
    """A direct counter entry of ``entry`` (a table entry entity; None: no table_entry)."""
    e = p4r.Entity()
    d = e.direct_counter_entry
    d.SetInParent()
    if entry is not None:
        d.table_entry.CopyFrom(entry.table_entry)
        d.table_entry.ClearField("action")
    if packets is not None:
        d.data.packet_count = packets
    return e
