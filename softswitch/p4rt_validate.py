"""Every P4Runtime write checked against the P4Info before anything is stored.

The rules are BMv2's (PI's ``DeviceMgr``), which follow the P4Runtime specification in most points:
ids the P4Info has, an action the table lists (in its scope), every match field present
or legally omitted by its match kind, values within their bitwidth, priority iff the
table has ternary, range or optional fields, every action parameter exactly once, valid
replicas.  A refusal is an :class:`Invalid` with the spec's status code and a message
that names the field; the caller stores nothing of that update.

Values are accepted with leading zero bytes (any number, as the spec and BMv2 allow)
and stored in canonical form (the shortest byte string): reads return that.  Where BMv2
departs from the spec, this module follows BMv2 (docs/controller.md lists each point):
an empty bytestring is taken as 0, and a value too wide for its bitwidth is
INVALID_ARGUMENT (the spec: OUT_OF_RANGE).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import grpc
from finsy.proto import p4r

from p4rproto.p4runtime.errors import SchemaError
from p4rproto.p4runtime.p4info import (
    DEFAULT_ONLY,
    TABLE_ONLY,
    Action,
    Counter,
    Field,
    P4Schema,
    Table,
)
from p4rproto.p4runtime.vocab import UpdateKind

INVALID = grpc.StatusCode.INVALID_ARGUMENT

#: One match field of a key, canonical: (field id, kind, value, prefix length / mask /
#: high end / 0).  A key is (priority, its fields by id); omitted fields are absent.
FieldKey = tuple[int, str, int, int]
Key = tuple[int, tuple[FieldKey, ...]]

#: The match kinds that make a table's entries need a priority (and may be omitted).
_PRIORITIZED = ("TERNARY", "RANGE", "OPTIONAL")
_KINDS = {"EXACT": "exact", "LPM": "lpm", "TERNARY": "ternary", "RANGE": "range"}
_KINDS["OPTIONAL"] = "optional"

#: Clone session ids the v1model target has (BMv2: 1..32767).
MAX_CLONE_SESSION = 32767
#: Multicast group ids: the jobs table's ``mcast_grp`` is 16 bits.
MAX_GROUP = 65535


class Invalid(Exception):
    """An update or read the switch refuses: ``code`` is the P4Runtime status code."""

    def __init__(self, code: grpc.StatusCode, message: str) -> None:
        super().__init__(message)
        self.code = code


# -- values -----------------------------------------------------------------------------
def canonical(value: int) -> bytes:
    """The shortest byte string of an unsigned ``value`` (P4Runtime's canonical form)."""
    return value.to_bytes(max(1, (value.bit_length() + 7) // 8), "big")


def check_value(data: bytes, bitwidth: int, what: str) -> int:
    """The unsigned value of ``data``, which must fit in ``bitwidth`` bits (any number of
    leading zero bytes, none at all included, as BMv2 takes them)."""
    value = int.from_bytes(data, "big")
    if value >> bitwidth:
        raise Invalid(INVALID, f"{what}: {value} does not fit in {bitwidth} bits")
    return value


def update_kind(value: int) -> UpdateKind:
    """INSERT, MODIFY or DELETE; anything else is refused."""
    try:
        return UpdateKind.of(value)
    except ValueError as exc:
        raise Invalid(INVALID, str(exc)) from exc


def table_of(schema: P4Schema, table_id: int) -> Table:
    try:
        return schema.tables.by_id(table_id)
    except SchemaError as exc:
        raise Invalid(INVALID, str(exc)) from exc


# -- table entries ----------------------------------------------------------------------
@dataclass(frozen=True)
class CheckedEntry:
    """A table entry update that passed every check."""

    table: Table
    key: Key  #: identifies the entry in its table (the default entry: (0, ()))
    msg: p4r.TableEntry  #: canonical, as a read returns it (no counter_data)
    counter: p4r.CounterData | None  #: the direct counter value written with it
    has_action: bool  #: False: a DELETE, or a MODIFY that resets the default entry


def check_table_entry(schema: P4Schema, msg: p4r.TableEntry, kind: UpdateKind) -> CheckedEntry:
    """Check a table entry of an INSERT, MODIFY or DELETE (``kind``)."""
    table = table_of(schema, msg.table_id)
    if msg.HasField("time_since_last_hit"):
        raise Invalid(INVALID, "time_since_last_hit is read-only: do not set it in a write")
    if msg.is_default_action:
        return _check_default(schema, table, msg, kind)
    if table.const_table:
        raise Invalid(
            grpc.StatusCode.PERMISSION_DENIED, f"table {table.name} is const: its entries are fixed"
        )
    if not table.match_fields:
        raise Invalid(
            INVALID, f"table {table.name} has no match fields: only its default entry can be set"
        )
    key, match = check_key(table, msg)
    out = p4r.TableEntry(table_id=table.id, priority=msg.priority)
    out.match.extend(match)
    if kind is UpdateKind.DELETE:  # the key identifies the entry: nothing else is looked at
        return CheckedEntry(table, key, out, None, False)
    if not msg.HasField("action"):
        raise Invalid(INVALID, f"{table.name}: an {kind.name} needs an action")
    out.action.CopyFrom(check_action(schema, table, msg.action, default=False))
    return _with_resources(table, msg, out, key)


def _check_default(
    schema: P4Schema, table: Table, msg: p4r.TableEntry, kind: UpdateKind
) -> CheckedEntry:
    if kind is not UpdateKind.MODIFY:
        raise Invalid(
            INVALID, f"{table.name}: the default entry is always there: MODIFY it, not {kind.name}"
        )
    if msg.match or msg.priority:
        raise Invalid(INVALID, f"{table.name}: a default entry has no match fields and priority 0")
    if table.const_default:
        raise Invalid(
            grpc.StatusCode.PERMISSION_DENIED, f"table {table.name}'s default action is const"
        )
    if table.implementation:
        raise Invalid(INVALID, f"table {table.name} has an action profile: its default is fixed")
    out = p4r.TableEntry(table_id=table.id, is_default_action=True)
    if msg.HasField("action"):
        out.action.CopyFrom(check_action(schema, table, msg.action, default=True))
    return _with_resources(table, msg, out, (0, ()))


def _with_resources(
    table: Table, msg: p4r.TableEntry, out: p4r.TableEntry, key: Key
) -> CheckedEntry:
    """Direct resources, idle timeout and the client's cookies of an entry."""
    if msg.HasField("counter_data") and not table.direct_counter:
        raise Invalid(INVALID, f"table {table.name} has no direct counter (counter_data)")
    for name in ("meter_config", "meter_counter_data"):
        if msg.HasField(name) and not table.direct_meter:
            raise Invalid(INVALID, f"table {table.name} has no direct meter ({name})")
    if msg.HasField("meter_config"):
        out.meter_config.CopyFrom(msg.meter_config)
    if msg.idle_timeout_ns < 0 or (msg.idle_timeout_ns and not table.idle_timeout):
        raise Invalid(
            INVALID,
            f"idle_timeout_ns {msg.idle_timeout_ns}: table {table.name} has no idle timeout",
        )
    out.idle_timeout_ns = msg.idle_timeout_ns
    out.controller_metadata = msg.controller_metadata
    out.metadata = msg.metadata
    counter = msg.counter_data if msg.HasField("counter_data") else None
    return CheckedEntry(table, key, out, counter, out.HasField("action"))


def check_key(table: Table, msg: p4r.TableEntry) -> tuple[Key, list[p4r.FieldMatch]]:
    """The canonical key of ``msg`` in ``table`` and its canonical match fields: every
    EXACT field present, the others present or omitted (don't care), no field twice or
    unknown, each value within its bitwidth; a priority iff the table needs one."""
    fields = table.fields_by_id
    given: dict[int, p4r.FieldMatch] = {}
    for m in msg.match:
        if m.field_id not in fields:
            raise Invalid(INVALID, f"table {table.name} has no match field with id {m.field_id}")
        if m.field_id in given:
            raise Invalid(INVALID, f"{table.name}: match field {fields[m.field_id].name} twice")
        given[m.field_id] = m
    keys: list[FieldKey] = []
    match: list[p4r.FieldMatch] = []
    for fid in sorted(fields):
        f = fields[fid]
        if fid not in given:
            if f.match_type in (*_PRIORITIZED, "LPM"):
                continue  # omitted: don't care
            raise Invalid(INVALID, f"{table.name}: the {f.match_type} field {f.name} is missing")
        fk, canon = _check_field(table, f, given[fid])
        keys.append(fk)
        match.append(canon)
    prioritized = any(f.match_type in _PRIORITIZED for f in fields.values())
    if prioritized and msg.priority <= 0:
        raise Invalid(INVALID, f"{table.name} has ternary, range or optional fields: priority > 0")
    if not prioritized and msg.priority:
        raise Invalid(INVALID, f"{table.name}'s entries have no priority (got {msg.priority})")
    return (msg.priority, tuple(keys)), match


def _check_field(table: Table, f: Field, m: p4r.FieldMatch) -> tuple[FieldKey, p4r.FieldMatch]:
    what = f"{table.name}.{f.name}"
    kind = _KINDS.get(f.match_type)
    if kind is None:
        raise Invalid(grpc.StatusCode.UNIMPLEMENTED, f"{what}: match type {f.match_type}")
    if m.WhichOneof("field_match_type") != kind:
        got = m.WhichOneof("field_match_type")
        raise Invalid(INVALID, f"{what} is {f.match_type}, the match gives {got}")
    out = p4r.FieldMatch(field_id=f.id)
    w = f.bitwidth
    if kind == "exact":
        v = check_value(m.exact.value, w, what)
        out.exact.value = canonical(v)
        return (f.id, kind, v, 0), out
    if kind == "optional":
        v = check_value(m.optional.value, w, what)
        out.optional.value = canonical(v)
        return (f.id, kind, v, 0), out
    if kind == "lpm":
        v, plen = check_value(m.lpm.value, w, what), m.lpm.prefix_len
        if not 0 < plen <= w:
            raise Invalid(INVALID, f"{what}: prefix length {plen} is not 1..{w} (omit for 0)")
        if v & ((1 << (w - plen)) - 1):
            raise Invalid(INVALID, f"{what}: bits beyond the /{plen} prefix are set")
        out.lpm.value, out.lpm.prefix_len = canonical(v), plen
        return (f.id, kind, v, plen), out
    if kind == "ternary":
        v = check_value(m.ternary.value, w, what)
        mask = check_value(m.ternary.mask, w, f"{what} mask")
        if mask == 0:
            raise Invalid(INVALID, f"{what}: a zero mask is 'don't care': omit the field")
        if v & ~mask:
            raise Invalid(INVALID, f"{what}: the value has bits outside the mask")
        out.ternary.value, out.ternary.mask = canonical(v), canonical(mask)
        return (f.id, kind, v, mask), out
    low = check_value(m.range.low, w, f"{what} low")
    high = check_value(m.range.high, w, f"{what} high")
    if low == 0 and high == (1 << w) - 1:
        raise Invalid(INVALID, f"{what}: the full range is 'don't care': omit the field")
    if low > high:
        raise Invalid(INVALID, f"{what}: low {low} > high {high}")
    out.range.low, out.range.high = canonical(low), canonical(high)
    return (f.id, "range", low, high), out


def check_action(
    schema: P4Schema, table: Table, action: p4r.TableAction, *, default: bool
) -> p4r.TableAction:
    """A direct action of ``table`` (in its scope) with every parameter exactly once,
    canonical."""
    which = action.WhichOneof("type")
    if table.implementation:
        raise Invalid(
            grpc.StatusCode.UNIMPLEMENTED,
            f"table {table.name} has an action profile: the software switch has none",
        )
    if which != "action":
        raise Invalid(INVALID, f"table {table.name} takes a direct action, not {which}")
    try:
        info = schema.actions.by_id(action.action.action_id)
    except SchemaError as exc:
        raise Invalid(INVALID, str(exc)) from exc
    if info.id not in table.action_ids:
        raise Invalid(INVALID, f"table {table.name} has no action {info.name}")
    scope = table.action_scopes.get(info.id)
    if default and scope == TABLE_ONLY:
        raise Invalid(
            grpc.StatusCode.PERMISSION_DENIED, f"{info.name} is TABLE_ONLY: not a default action"
        )
    if not default and scope == DEFAULT_ONLY:
        raise Invalid(
            grpc.StatusCode.PERMISSION_DENIED, f"{info.name} is DEFAULT_ONLY: not for an entry"
        )
    out = p4r.TableAction()
    out.action.action_id = info.id
    out.action.params.extend(check_params(info, action.action.params))
    return out


def check_params(info: Action, params: Iterable[p4r.Action.Param]) -> list[p4r.Action.Param]:
    """Every parameter of ``info`` exactly once, each within its bitwidth; canonical."""
    by_id = {p.id: p for p in info.params.values()}
    values: dict[int, int] = {}
    for p in params:
        f = by_id.get(p.param_id)
        if f is None:
            raise Invalid(INVALID, f"action {info.name} has no parameter with id {p.param_id}")
        if p.param_id in values:
            raise Invalid(INVALID, f"action {info.name}: parameter {f.name} twice")
        values[p.param_id] = check_value(p.value, f.bitwidth, f"{info.name}({f.name})")
    missing = sorted(f.name for i, f in by_id.items() if i not in values)
    if missing:
        raise Invalid(INVALID, f"action {info.name} misses parameter(s) {', '.join(missing)}")
    return [p4r.Action.Param(param_id=i, value=canonical(v)) for i, v in sorted(values.items())]


# -- the packet replication engine ------------------------------------------------------
def check_replicas(replicas: Iterable[p4r.Replica], what: str) -> list[p4r.Replica]:
    """Replicas with a port each (canonical), none twice."""
    seen: set[tuple[int, int]] = set()
    out = []
    for r in replicas:
        which = r.WhichOneof("port_kind")
        if r.backup_replicas:
            raise Invalid(grpc.StatusCode.UNIMPLEMENTED, f"{what}: backup replicas")
        if which is None:
            raise Invalid(INVALID, f"{what}: a replica without a port")
        if which == "port":
            if not r.port:
                raise Invalid(INVALID, f"{what}: a replica's port is the empty string")
            port = check_value(r.port, 32, f"{what} replica port")
            canon = p4r.Replica(port=canonical(port), instance=r.instance)
        else:
            port = r.egress_port
            canon = p4r.Replica(egress_port=port, instance=r.instance)
        if (port, r.instance) in seen:
            raise Invalid(INVALID, f"{what}: replica (port {port}, instance {r.instance}) twice")
        seen.add((port, r.instance))
        out.append(canon)
    return out


def check_pre(
    pre: p4r.PacketReplicationEngineEntry, kind: UpdateKind
) -> p4r.PacketReplicationEngineEntry:
    """A multicast group or clone session, canonical (a DELETE needs only its id)."""
    which = pre.WhichOneof("type")
    out = p4r.PacketReplicationEngineEntry()
    if which == "multicast_group_entry":
        g = pre.multicast_group_entry
        if not 0 < g.multicast_group_id <= MAX_GROUP:
            raise Invalid(
                INVALID, f"multicast group id {g.multicast_group_id} is not 1..{MAX_GROUP}"
            )
        what = f"multicast group {g.multicast_group_id}"
        o = out.multicast_group_entry
        o.multicast_group_id, o.metadata = g.multicast_group_id, g.metadata
        if kind is not UpdateKind.DELETE:
            o.replicas.extend(check_replicas(g.replicas, what))
        return out
    if which == "clone_session_entry":
        c = pre.clone_session_entry
        if not 0 < c.session_id <= MAX_CLONE_SESSION:
            raise Invalid(INVALID, f"clone session id {c.session_id} is not 1..{MAX_CLONE_SESSION}")
        if c.class_of_service and kind is not UpdateKind.DELETE:
            raise Invalid(grpc.StatusCode.UNIMPLEMENTED, "clone sessions have class of service 0")
        o2 = out.clone_session_entry
        o2.session_id, o2.packet_length_bytes = c.session_id, c.packet_length_bytes
        if kind is not UpdateKind.DELETE:
            o2.replicas.extend(check_replicas(c.replicas, f"clone session {c.session_id}"))
        return out
    raise Invalid(INVALID, "a packet replication engine entry without a group or session")


# -- counters ---------------------------------------------------------------------------
def check_counter_write(
    schema: P4Schema, entry: p4r.CounterEntry, kind: UpdateKind
) -> tuple[int, range]:
    """(counter id, the cells) of a counter write: a MODIFY of one cell, or of every
    cell when the index is left out; INSERT and DELETE are refused."""
    info = counter_of(schema, entry.counter_id)
    if kind is not UpdateKind.MODIFY:
        raise Invalid(INVALID, f"counter {info.name}: its cells are always there: MODIFY one")
    if not entry.HasField("index"):
        return info.id, range(info.size)
    index = check_index(entry.index.index, info.size, info.name)
    return info.id, range(index, index + 1)


def counter_of(schema: P4Schema, counter_id: int) -> Counter:
    try:
        return schema.counters.by_id(counter_id)
    except SchemaError as exc:
        hint = ""
        if is_direct_counter(schema, counter_id):
            hint = " (a direct counter: use a DirectCounterEntry)"
        raise Invalid(INVALID, f"the P4Info has no counter with id {counter_id}{hint}") from exc


def is_direct_counter(schema: P4Schema, counter_id: int) -> bool:
    try:
        schema.direct_counters.by_id(counter_id)
    except SchemaError:
        return False
    return True


def check_index(index: int, size: int, name: str) -> int:
    if index < 0:
        raise Invalid(INVALID, f"counter {name}: index {index} is negative")
    if index >= size:
        raise Invalid(grpc.StatusCode.OUT_OF_RANGE, f"counter {name} has indices 0..{size - 1}")
    return index


def check_direct_table(schema: P4Schema, entry: p4r.DirectCounterEntry) -> Table:
    """The table of a DirectCounterEntry, which must have a direct counter."""
    if not entry.HasField("table_entry"):
        raise Invalid(INVALID, "a DirectCounterEntry needs its table_entry")
    table = table_of(schema, entry.table_entry.table_id)
    if not table.direct_counter:
        raise Invalid(INVALID, f"table {table.name} has no direct counter")
    return table
