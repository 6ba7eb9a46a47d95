"""P4Runtime for the software switch: programmed exactly like BMv2 or a Tofino.

The server speaks the v1model program's P4Info (the committed copy, or whatever
pipeline the controller pushes, as long as it has the tables, actions and counters
below: a pipeline that lacks one is refused by name).  Writes to ``workers``,
``jobs``, ``result_dest``, multicast groups, ``drop_sim`` and ``nack_limit`` program the pipeline;
``l2_forward`` and ``arp_responder`` are stored (the UDP front end forwards nothing).
``uplinks`` (a leaf job's spine; optional, for pipelines with two-level aggregation)
programs the pipeline; ``spines`` is stored, the pipeline derives it from ``uplinks``.
Counters read back from the pipeline's counters.  Packet-outs are RESETs, answered
with RESET_ACK packet-ins; arbitration elects the highest election id as primary.

Started with ``device_config_format`` ("stratum" or "pi"), the server also checks that
a pushed ``p4_device_config`` is a Tofino device config in that format (as a Stratum or
bf_switchd switch would parse it) and refuses the pipeline otherwise; by default it
ignores the device config, as it runs its own pipeline.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator
from concurrent import futures
from dataclasses import dataclass
from typing import Any

import grpc
from finsy.proto import p4r, p4r_grpc, rpc_status
from google.protobuf import any_pb2

from p4rproto.counters import Counter
from p4rproto.frames import UdpFrame
from p4rproto.netio import Address
from p4rproto.p4runtime.devconfig import DEVICE_CONFIG_FORMATS, unpack_pi, unpack_stratum
from p4rproto.p4runtime.entities import CloneSession, MulticastGroup, TableEntry
from p4rproto.p4runtime.errors import ConfigError, SchemaError
from p4rproto.p4runtime.p4info import P4Schema
from p4rproto.wire import UDP_PORT

from .dropsim import DropRates
from .ports import PortSwitch
from .tables import Dest, JobAction, UplinkAction, WorkerAction, WorkerKey
from .udp import UdpSwitch

FrontEnd = UdpSwitch | PortSwitch

#: What a pipeline must have for this switch to run it.
REQUIRED = {
    "tables": [
        "workers",
        "jobs",
        "result_dest",
        "drop_sim",
        "nack_limit",
        "l2_forward",
        "arp_responder",
    ],
    "actions": ["set_worker", "set_job", "set_dest", "set_drop_rates", "set_nack_interval"],
    "counters": ["p4r_stats", "p4r_egress_stats", "worker_retransmits"],
    "controller_headers": ["packet_in", "packet_out"],
}


class _Status(grpc.Status):
    """A gRPC status carrying P4Runtime's per-update errors in its trailing metadata."""

    def __init__(self, details: str, status: rpc_status.Status) -> None:
        self.code = grpc.StatusCode.UNKNOWN
        self.details = details
        self.trailing_metadata = (("grpc-status-details-bin", status.SerializeToString()),)


class _Fail(Exception):
    def __init__(self, code: grpc.StatusCode, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass
class _Stream:
    election_id: int
    out: queue.Queue[p4r.StreamMessageResponse | None]


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
        self.schema: P4Schema | None = None
        self._config: p4r.ForwardingPipelineConfig | None = None
        self._entries: dict[str, dict[tuple[tuple[str, int], ...], TableEntry]] = {}
        self._defaults: dict[str, TableEntry] = {}
        self._groups: dict[int, MulticastGroup] = {}
        #: clone sessions: stored and read back, not used (this switch sends a leaf's
        #: STATUS itself; BMv2 clones it: p4src/v1model/types.p4)
        self._clones: dict[int, CloneSession] = {}
        self._streams: dict[int, _Stream] = {}
        self._next_stream = 0
        self._lock = threading.Lock()
        # RESET only as a packet-out (inject: from the CPU port), never from an address:
        # a datagram from any address, 0.0.0.0:0 included, is rejected_reset.
        switch.pipeline.controller_key = None
        switch.to_cpu = self._packet_in

    # -- arbitration and packets --------------------------------------------------------
    def _primary(self) -> int:
        return max((s.election_id for s in self._streams.values()), default=0)

    def _arbitration(self, stream: _Stream) -> p4r.StreamMessageResponse:
        msg = p4r.StreamMessageResponse()
        msg.arbitration.device_id = self.device_id
        msg.arbitration.election_id.low = self._primary()
        primary = stream.election_id == self._primary()
        msg.arbitration.status.code = 0 if primary else grpc.StatusCode.ALREADY_EXISTS.value[0]
        msg.arbitration.status.message = "primary" if primary else "backup: a higher election id"
        return msg

    def StreamChannel(
        self, request_iterator: Iterator[p4r.StreamMessageRequest], context: grpc.ServicerContext
    ) -> Iterator[p4r.StreamMessageResponse]:
        out: queue.Queue[p4r.StreamMessageResponse | None] = queue.Queue()
        with self._lock:
            ident = self._next_stream
            self._next_stream += 1

        def read() -> None:
            try:
                for req in request_iterator:
                    kind = req.WhichOneof("update")
                    if kind == "arbitration":
                        self._on_arbitration(ident, req.arbitration, out, context)
                    elif kind == "packet" and self._is_primary_stream(ident):
                        self._packet_out(req.packet)
            except grpc.RpcError:
                pass
            finally:
                self._drop_stream(ident)
                out.put(None)

        threading.Thread(target=read, daemon=True).start()
        while (msg := out.get()) is not None:
            yield msg

    def _on_arbitration(
        self,
        ident: int,
        update: p4r.MasterArbitrationUpdate,
        out: queue.Queue[p4r.StreamMessageResponse | None],
        context: grpc.ServicerContext,
    ) -> None:
        if update.device_id != self.device_id:
            context.abort(grpc.StatusCode.NOT_FOUND, f"no device {update.device_id}")
        with self._lock:
            election = update.election_id.high << 64 | update.election_id.low
            if any(s.election_id == election for i, s in self._streams.items() if i != ident):
                context.abort(grpc.StatusCode.INVALID_ARGUMENT, f"election id {election} is in use")
            old_primary = self._primary()
            self._streams[ident] = _Stream(election, out)
            for s in self._streams.values():  # tell everyone when the primary changes
                if s.out is out or self._primary() != old_primary:
                    s.out.put(self._arbitration(s))

    def _drop_stream(self, ident: int) -> None:
        with self._lock:
            old = self._primary()
            self._streams.pop(ident, None)
            if self._primary() != old:
                for s in self._streams.values():
                    s.out.put(self._arbitration(s))

    def _is_primary_stream(self, ident: int) -> bool:
        with self._lock:
            s = self._streams.get(ident)
            return s is not None and s.election_id == self._primary()

    def _packet_out(self, packet: p4r.PacketOut) -> None:
        frame = UdpFrame.decode(packet.payload)
        if frame is not None and frame.dst_port == UDP_PORT:
            self.switch.inject(frame.payload)

    def _packet_in(self, payload: bytes) -> None:
        msg = p4r.StreamMessageResponse()
        msg.packet.payload = UdpFrame(
            self.mac, self.mac, self.ip, self.ip, UDP_PORT, UDP_PORT, payload
        ).encode()
        if self.schema is not None:
            field = self.schema.controller_headers["packet_in"].fields["ingress_port"]
            msg.packet.metadata.add(metadata_id=field.id, value=self.cpu_port.to_bytes(2, "big"))
        with self._lock:
            for s in self._streams.values():
                if s.election_id == self._primary():
                    s.out.put(msg)

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
        self._check(request.device_id, request.election_id, context)
        schema = P4Schema(request.config.p4info)
        try:
            schema.require(REQUIRED)
        except SchemaError as exc:
            context.abort(
                grpc.StatusCode.INVALID_ARGUMENT, f"the software switch cannot run it: {exc}"
            )
        if self.device_config_format is not None:
            fmt = self.device_config_format
            problem = check_device_config(request.config.p4_device_config, fmt)
            if problem:
                context.abort(grpc.StatusCode.INVALID_ARGUMENT, problem)
        with self.switch.lock:
            self.schema = schema
            self._config = request.config
            self._entries = {}
            self._defaults = {}
            self._groups = {}
            self._clones = {}
            self._program()
        return p4r.SetForwardingPipelineConfigResponse()

    def GetForwardingPipelineConfig(
        self, request: p4r.GetForwardingPipelineConfigRequest, context: grpc.ServicerContext
    ) -> p4r.GetForwardingPipelineConfigResponse:
        self._check(request.device_id, None, context)
        resp = p4r.GetForwardingPipelineConfigResponse()
        if self._config is not None:
            resp.config.p4info.CopyFrom(self._config.p4info)
            resp.config.cookie.CopyFrom(self._config.cookie)
        return resp

    def Capabilities(
        self, request: p4r.CapabilitiesRequest, context: grpc.ServicerContext
    ) -> p4r.CapabilitiesResponse:
        return p4r.CapabilitiesResponse(p4runtime_api_version="1.4.0")

    # -- writes -------------------------------------------------------------------------
    def Write(self, request: p4r.WriteRequest, context: grpc.ServicerContext) -> p4r.WriteResponse:
        self._check(request.device_id, request.election_id, context)
        if self.schema is None:
            context.abort(grpc.StatusCode.FAILED_PRECONDITION, "no pipeline: push one first")
        errors: list[p4r.Error] = []
        with self.switch.lock:
            for update in request.updates:
                err = p4r.Error()
                try:
                    self._apply(update)
                except _Fail as exc:
                    err.canonical_code = exc.code.value[0]
                    err.message = str(exc)
                except SchemaError as exc:
                    err.canonical_code = grpc.StatusCode.INVALID_ARGUMENT.value[0]
                    err.message = str(exc)
                errors.append(err)
            self._program()
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

    def _apply(self, update: p4r.Update) -> None:
        assert self.schema is not None
        kind = p4r.Update.Type.Name(update.type)
        which = update.entity.WhichOneof("entity")
        if which == "table_entry":
            entry = TableEntry.decode(update.entity.table_entry, self.schema)
            table = self.schema.tables[entry.table]
            if kind != "DELETE" and entry.action:
                missing = sorted(set(self.schema.actions[entry.action].params) - set(entry.params))
                if missing:
                    raise _Fail(
                        grpc.StatusCode.INVALID_ARGUMENT,
                        f"action {entry.action} misses parameter(s) {', '.join(missing)}",
                    )
            if entry.is_default:
                if kind != "MODIFY":
                    raise _Fail(
                        grpc.StatusCode.INVALID_ARGUMENT, "a default entry can only be modified"
                    )
                self._defaults[table.name] = entry
                return
            store = self._entries.setdefault(table.name, {})
            key = tuple(sorted(entry.match.items()))
            self._change(store, key, entry, kind, f"{table.name} entry {dict(key)}")
            if kind != "DELETE" and len(store) > table.size:
                del store[key]
                raise _Fail(
                    grpc.StatusCode.RESOURCE_EXHAUSTED, f"table {table.name} is full ({table.size})"
                )
        elif which == "packet_replication_engine_entry":
            pre = update.entity.packet_replication_engine_entry
            if pre.WhichOneof("type") == "clone_session_entry":
                clone = CloneSession.decode(pre)  # a SchemaError: INVALID_ARGUMENT
                sid = clone.session_id
                self._change(self._clones, sid, clone, kind, f"clone session {sid}")
                return
            group = MulticastGroup.decode(pre)
            self._change(
                self._groups, group.group_id, group, kind, f"multicast group {group.group_id}"
            )
        else:
            raise _Fail(grpc.StatusCode.UNIMPLEMENTED, f"{which} writes are not supported")

    @staticmethod
    def _change(store: dict[Any, Any], key: Any, value: Any, kind: str, what: str) -> None:
        if kind == "INSERT":
            if key in store:
                raise _Fail(grpc.StatusCode.ALREADY_EXISTS, f"{what} exists")
            store[key] = value
        elif kind == "MODIFY":
            if key not in store:
                raise _Fail(grpc.StatusCode.NOT_FOUND, f"{what} does not exist")
            store[key] = value
        elif kind == "DELETE":
            if store.pop(key, None) is None:
                raise _Fail(grpc.StatusCode.NOT_FOUND, f"{what} does not exist")
        else:
            raise _Fail(grpc.StatusCode.INVALID_ARGUMENT, f"bad update type {kind}")

    def _program(self) -> None:
        """Rebuild the pipeline's tables from the stored entries (under switch.lock)."""
        assert self.schema is not None
        t = self.switch.pipeline.tables
        name = {
            k: self.schema.tables[k].name
            for k in ("workers", "jobs", "result_dest", "drop_sim", "nack_limit")
        }
        t.workers = {
            WorkerKey(
                e.match["ingress_port"], e.match["src_addr"], e.match["src_port"]
            ): WorkerAction(e.params["job_id"], e.params["rank"], e.params["worker_index"])
            for e in self._entries.get(name["workers"], {}).values()
        }
        t.jobs = {
            e.match["job_id"]: JobAction(
                e.params["slot_base"],
                e.params["slot_count"],
                e.params["num_workers"],
                e.params["mcast_grp"],
                e.params["session"],
            )
            for e in self._entries.get(name["jobs"], {}).values()
        }
        t.dests = {
            (e.match["job_id"], e.match["rank"]): Dest(
                e.params["dst_mac"], e.params["dst_ip"], e.params["dst_port"]
            )
            for e in self._entries.get(name["result_dest"], {}).values()
        }
        t.groups = {g.group_id: g.replicas for g in self._groups.values()}
        uplinks = None
        if "uplinks" in self.schema.tables:  # an optional table (two-level aggregation)
            uplinks = self.schema.tables["uplinks"]
        t.uplinks = {
            e.match["job_id"]: UplinkAction(
                e.params["ip"],
                e.params["udp_port"],
                e.params["job_id"],
                e.params["rank"],
                e.params["session"],
                e.params["world_size"],
                e.params["port"],
                e.params["mac"],
            )
            for e in (self._entries.get(uplinks.name, {}).values() if uplinks else ())
        }
        t.changed()
        if isinstance(self.switch, PortSwitch):
            self._program_forwarding(self.switch)
        nack = self._defaults.get(name["nack_limit"])
        if nack is not None:
            self.switch.pipeline.nack_interval_us = nack.params["interval_us"]
        drop = self._defaults.get(name["drop_sim"])
        if drop is not None:
            self.switch.pipeline.set_drop_rates(
                DropRates(
                    drop.params["ingress_threshold"] / 65536,
                    drop.params["egress_threshold"] / 65536,
                )
            )

    def _program_forwarding(self, ports: PortSwitch) -> None:
        """The port front end forwards: l2_forward, the flood group, arp_responder."""
        assert self.schema is not None
        l2 = self._entries.get(self.schema.tables["l2_forward"].name, {}).values()
        forward = self.schema.actions["forward"].name
        ports.l2 = {e.match["dst_addr"]: e.params["port"] for e in l2 if e.action == forward}
        floods = [e.params["group"] for e in l2 if e.action == self.schema.actions["flood"].name]
        group = self._groups.get(floods[0]) if floods else None
        ports.flood_ports = tuple(p for p, _ in group.replicas) if group else ()
        arp = self._entries.get(self.schema.tables["arp_responder"].name, {}).values()
        ports.arp = {e.match["target_ip"]: e.params["mac"] for e in arp}

    # -- reads --------------------------------------------------------------------------
    def Read(
        self, request: p4r.ReadRequest, context: grpc.ServicerContext
    ) -> Iterator[p4r.ReadResponse]:
        self._check(request.device_id, None, context)
        if self.schema is None:
            context.abort(grpc.StatusCode.FAILED_PRECONDITION, "no pipeline: push one first")
        resp = p4r.ReadResponse()
        with self.switch.lock:
            for entity in request.entities:
                which = entity.WhichOneof("entity")
                try:
                    if which == "table_entry":
                        self._read_table(entity.table_entry, resp)
                    elif which == "packet_replication_engine_entry":
                        self._read_groups(entity.packet_replication_engine_entry, context, resp)
                    elif which == "counter_entry":
                        self._read_counter(entity.counter_entry, resp)
                    elif which == "direct_counter_entry":
                        self._read_direct(entity.direct_counter_entry, resp)
                    else:
                        context.abort(
                            grpc.StatusCode.UNIMPLEMENTED, f"{which} reads are not supported"
                        )
                except SchemaError as exc:
                    context.abort(grpc.StatusCode.NOT_FOUND, str(exc))
        yield resp

    def _read_table(self, want: p4r.TableEntry, resp: p4r.ReadResponse) -> None:
        assert self.schema is not None
        tables = (
            [self.schema.tables.by_id(want.table_id).name] if want.table_id else list(self._entries)
        )
        for name in tables:
            if want.is_default_action:
                entry = self._defaults.get(name)
                if entry is not None:
                    resp.entities.add().table_entry.CopyFrom(entry.encode(self.schema))
                continue
            for entry in self._entries.get(name, {}).values():
                resp.entities.add().table_entry.CopyFrom(entry.encode(self.schema))

    def _read_groups(
        self,
        want: p4r.PacketReplicationEngineEntry,
        context: grpc.ServicerContext,
        resp: p4r.ReadResponse,
    ) -> None:
        if want.WhichOneof("type") == "clone_session_entry":
            sid = want.clone_session_entry.session_id
            clones = [self._clones[sid]] if sid in self._clones else []
            if sid and not clones:
                context.abort(grpc.StatusCode.NOT_FOUND, f"no clone session {sid}")
            for clone in clones or list(self._clones.values()):
                resp.entities.add().packet_replication_engine_entry.CopyFrom(clone.encode())
            return
        gid = want.multicast_group_entry.multicast_group_id
        groups = [self._groups[gid]] if gid in self._groups else []
        if gid and not groups:
            context.abort(grpc.StatusCode.NOT_FOUND, f"no multicast group {gid}")
        for group in groups or list(self._groups.values()):
            resp.entities.add().packet_replication_engine_entry.CopyFrom(group.encode())

    def _read_counter(self, want: p4r.CounterEntry, resp: p4r.ReadResponse) -> None:
        assert self.schema is not None
        info = self.schema.counters.by_id(want.counter_id)
        pipe = self.switch.pipeline
        if info.name == self.schema.counters["p4r_stats"].name:
            values = [int(v) for v in pipe.counters.values] + [0] * max(0, info.size - len(Counter))
        elif info.name == self.schema.counters["worker_retransmits"].name:
            values = [int(v) for v in pipe.worker_retransmits[: info.size]]
        else:  # p4r_egress_stats: the software switch counts everything in p4r_stats
            values = [0] * info.size
        indices = [want.index.index] if want.HasField("index") else range(len(values))
        for i in indices:
            if 0 <= i < len(values):
                e = resp.entities.add().counter_entry
                e.counter_id = info.id
                e.index.index = i
                e.data.packet_count = values[i]

    def _read_direct(self, want: p4r.DirectCounterEntry, resp: p4r.ReadResponse) -> None:
        assert self.schema is not None
        table = self.schema.tables.by_id(want.table_entry.table_id)
        pipe = self.switch.pipeline
        for entry in self._entries.get(table.name, {}).values():
            if table.name == self.schema.tables["workers"].name:
                count = pipe.worker_packets[entry.params["worker_index"]]
            elif table.name == self.schema.tables["jobs"].name:
                count = pipe.job_packets[entry.match["job_id"]]
            else:
                continue
            e = resp.entities.add().direct_counter_entry
            e.table_entry.CopyFrom(entry.encode(self.schema))
            e.data.packet_count = int(count)


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


class P4RuntimeServer:
    """A gRPC server for one software switch; ``start()``, ``stop()``."""

    def __init__(self, switch: FrontEnd, listen: str = "127.0.0.1:0", **kw: Any) -> None:
        """Bind ``listen`` (HOST:PORT, port 0: a free one); an address in use or not
        available raises :class:`OSError` naming it (no SO_REUSEPORT: a second server
        on the same port would share its clients)."""
        address = Address.parse(listen)  # ValueError for a malformed address or port
        host = listen.rpartition(":")[0]
        self._server = grpc.server(
            futures.ThreadPoolExecutor(max_workers=8),
            options=[
                ("grpc.so_reuseport", 0),
                ("grpc.max_receive_message_length", MAX_MESSAGE_BYTES),
            ],
        )
        try:
            self.port = self._server.add_insecure_port(f"{host}:{address.port}")
        except RuntimeError:
            self.port = 0
        if self.port == 0 or (address.port and self.port != address.port):
            self._server.stop(None)
            raise OSError(f"cannot serve P4Runtime on {listen}: the address is in use or not local")
        self.service = SoftP4Runtime(switch, **kw)
        p4r_grpc.add_P4RuntimeServicer_to_server(self.service, self._server)
        self.address = f"{host}:{self.port}"

    def start(self) -> P4RuntimeServer:
        self._server.start()
        return self

    def stop(self) -> None:
        self._server.stop(grace=0.5).wait()
