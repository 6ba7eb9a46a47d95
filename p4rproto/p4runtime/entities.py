"""P4Runtime entities as small frozen dataclasses that encode and decode themselves.

Names, not ids: a table entry says ``TableEntry("workers", {"src_addr": ...},
"set_worker", {"rank": 3})`` and the schema turns it into a ``p4.v1.TableEntry``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from finsy.proto import p4r

from .errors import SchemaError
from .p4info import P4Schema, decode_value, encode_value

Values = dict[str, int]


@dataclass(frozen=True)
class TableEntry:
    """An exact-match entry (the pipeline's tables are exact) or a table's default action."""

    table: str
    match: Values = field(default_factory=dict)
    action: str = ""
    params: Values = field(default_factory=dict)
    is_default: bool = False

    def encode(self, schema: P4Schema) -> p4r.TableEntry:
        table = schema.tables[self.table]
        msg = p4r.TableEntry(table_id=table.id, is_default_action=self.is_default)
        for name, value in sorted(self.match.items()):
            f = table.field(name)
            if f.match_type != "EXACT":
                raise SchemaError(f"{table.name}.{name} is {f.match_type}, only EXACT is supported")
            msg.match.add(
                field_id=f.id,
                exact=p4r.FieldMatch.Exact(
                    value=encode_value(value, f.bitwidth, f"{table.name}.{name}")
                ),
            )
        if self.action:
            action = schema.actions[self.action]
            if action.id not in table.action_ids:
                raise SchemaError(f"table {table.name} has no action {action.name}")
            msg.action.action.action_id = action.id
            for name, value in sorted(self.params.items()):
                p = action.param(name)
                msg.action.action.params.add(
                    param_id=p.id, value=encode_value(value, p.bitwidth, f"{action.name}({name})")
                )
        return msg

    @classmethod
    def decode(cls, msg: p4r.TableEntry, schema: P4Schema) -> TableEntry:
        table = schema.tables.by_id(msg.table_id)
        by_id = {f.id: f.name for f in table.match_fields.values()}
        match = {by_id[m.field_id]: decode_value(m.exact.value) for m in msg.match}
        action_name, params = "", {}
        if msg.action.HasField("action"):
            action = schema.actions.by_id(msg.action.action.action_id)
            pid = {p.id: p.name for p in action.params.values()}
            action_name = action.name
            params = {pid[p.param_id]: decode_value(p.value) for p in msg.action.action.params}
        return cls(table.name, match, action_name, params, msg.is_default_action)

    def key(self, schema: P4Schema) -> tuple[str, tuple[tuple[str, int], ...]]:
        """What identifies the entry in its table (for idempotent writes)."""
        return (schema.tables[self.table].name, tuple(sorted(self.match.items())))


@dataclass(frozen=True)
class MulticastGroup:
    """A PRE multicast group: ``replicas`` are (egress port, instance) pairs."""

    group_id: int
    replicas: tuple[tuple[int, int], ...]

    def encode(self, schema: P4Schema | None = None) -> p4r.PacketReplicationEngineEntry:
        entry = p4r.PacketReplicationEngineEntry()
        entry.multicast_group_entry.multicast_group_id = self.group_id
        for port, instance in self.replicas:
            entry.multicast_group_entry.replicas.add(
                port=encode_value(port, 32, "replica port"), instance=instance
            )
        return entry

    @classmethod
    def decode(cls, msg: p4r.PacketReplicationEngineEntry) -> MulticastGroup:
        group = msg.multicast_group_entry
        replicas = tuple(
            (decode_value(r.port) if r.port else r.egress_port, r.instance) for r in group.replicas
        )
        return cls(group.multicast_group_id, replicas)


@dataclass(frozen=True)
class CloneSession:
    """A PRE clone session: a packet cloned to ``session_id`` leaves on ``port``."""

    session_id: int
    port: int

    def encode(self, schema: P4Schema | None = None) -> p4r.PacketReplicationEngineEntry:
        entry = p4r.PacketReplicationEngineEntry()
        entry.clone_session_entry.session_id = self.session_id
        entry.clone_session_entry.replicas.add(
            port=encode_value(self.port, 32, "replica port"), instance=0
        )
        return entry

    @classmethod
    def decode(cls, msg: p4r.PacketReplicationEngineEntry) -> CloneSession:
        session = msg.clone_session_entry
        ports = [decode_value(r.port) if r.port else r.egress_port for r in session.replicas]
        if len(ports) != 1:
            raise SchemaError(f"clone session {session.session_id} has {len(ports)} replicas")
        return cls(session.session_id, ports[0])


@dataclass(frozen=True)
class CounterValue:
    counter: str
    index: int
    packets: int
    bytes: int = 0


@dataclass(frozen=True)
class PacketIn:
    payload: bytes
    metadata: Values


def encode_packet_out(schema: P4Schema, payload: bytes, metadata: Values) -> p4r.PacketOut:
    header = schema.controller_headers["packet_out"]
    msg = p4r.PacketOut(payload=payload)
    for name, value in metadata.items():
        f = header.fields.get(name)
        if f is None:
            raise SchemaError(f"packet_out has no field {name!r} (it has {sorted(header.fields)})")
        msg.metadata.add(
            metadata_id=f.id, value=encode_value(value, f.bitwidth, f"packet_out.{name}")
        )
    return msg


def decode_packet_in(schema: P4Schema, msg: p4r.PacketIn) -> PacketIn:
    header = schema.controller_headers["packet_in"]
    names = {f.id: f.name for f in header.fields.values()}
    return PacketIn(
        msg.payload, {names[m.metadata_id]: decode_value(m.value) for m in msg.metadata}
    )
