"""P4Runtime reads of the software switch's state, as the spec has them.

Table entries: every table (``table_id`` 0), one table, one entry by its full key (that
entry or none), the default entry (``is_default_action``: the one written or the P4
program's), filtered by action, priority and the client's cookies, with the direct
counter when ``counter_data`` is set.  Multicast groups and clone sessions: one by id
(NOT_FOUND if absent) or all (id 0).  Counters: one cell, a counter, or every counter
(``counter_id`` 0).  Direct counters: one entry's, a table's, or every table's
(``table_id`` 0); one entry's that is not there is NOT_FOUND.  Action profile members
and groups, and meters: the program has none, so a wildcard read (id 0) is empty, as
on BMv2, and an id the P4Info lacks is INVALID_ARGUMENT.  A malformed request answers
INVALID_ARGUMENT (an :class:`Invalid`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import grpc
from finsy.proto import p4r

from p4rproto.p4runtime.p4info import Table

from .p4rt_pipeline import PipelineView
from .p4rt_state import State, Stored
from .p4rt_validate import Invalid, check_direct_table, check_index, check_key, counter_of, table_of


def read(state: State, view: PipelineView, entity: p4r.Entity) -> list[p4r.Entity]:
    """The entities ``entity`` selects."""
    which = entity.WhichOneof("entity")
    if which == "table_entry":
        return [p4r.Entity(table_entry=e) for e in read_tables(state, view, entity.table_entry)]
    if which == "packet_replication_engine_entry":
        return read_pre(state, entity.packet_replication_engine_entry)
    if which == "counter_entry":
        return read_counters(state, view, entity.counter_entry)
    if which == "direct_counter_entry":
        return read_direct(state, view, entity.direct_counter_entry)
    if which in _NONE_HERE:
        return read_none(state, which, getattr(getattr(entity, which), _NONE_HERE[which][0]))
    if which is None:
        raise Invalid(grpc.StatusCode.INVALID_ARGUMENT, "a read of an empty entity")
    raise Invalid(grpc.StatusCode.UNIMPLEMENTED, f"{which} reads are not supported")


#: Entities the pipeline has none of: (the id field of a read, the P4Info's list).
_NONE_HERE = {
    "action_profile_member": ("action_profile_id", "action_profiles"),
    "action_profile_group": ("action_profile_id", "action_profiles"),
    "meter_entry": ("meter_id", "meters"),
}


def read_none(state: State, which: str, ident: int) -> list[p4r.Entity]:
    """A read of entities the software switch has none of: every one (id 0) is none;
    one of an id the P4Info lacks is INVALID_ARGUMENT (as BMv2 answers both); one the
    P4Info declares is UNIMPLEMENTED (the pipeline has no such extern)."""
    field, kind = _NONE_HERE[which]
    declared = {x.preamble.id for x in getattr(state.schema.p4info, kind)}
    if ident == 0:
        if declared:
            raise Invalid(grpc.StatusCode.UNIMPLEMENTED, f"the software switch has no {kind}")
        return []
    if ident not in declared:
        raise Invalid(grpc.StatusCode.INVALID_ARGUMENT, f"the P4Info has no {field} {ident}")
    raise Invalid(grpc.StatusCode.UNIMPLEMENTED, f"the software switch has no {kind}")


def _tables(state: State, table_id: int, key: bool) -> list[Table]:
    """Table ``table_id``, or every table for id 0 (which cannot have a ``key``)."""
    if table_id:
        return [table_of(state.schema, table_id)]
    if key:
        raise Invalid(
            grpc.StatusCode.INVALID_ARGUMENT, "a read of every table (table_id 0) has no key"
        )
    return [state.schema.tables.by_id(t.preamble.id) for t in state.schema.p4info.tables]


def _selected(
    state: State, table: Table, want: p4r.TableEntry, missing: grpc.StatusCode | None = None
) -> list[Stored]:
    """The default entry, the entry at ``want``'s key (none, or ``missing`` raised, when
    there is none), or every entry of ``table``."""
    if want.is_default_action:
        default = state.default_entry(table)
        return [] if default is None else [default]
    if want.match:
        one = state.find(table, check_key(table, want)[0])
        if one is None and missing is not None:
            raise Invalid(missing, f"{table.name} has no such entry")
        return [] if one is None else [one]
    return list(state.entries(table))


def read_tables(state: State, view: PipelineView, want: p4r.TableEntry) -> Iterator[p4r.TableEntry]:
    action = want.action.action.action_id if want.HasField("action") else 0
    for table in _tables(state, want.table_id, bool(want.match or want.priority)):
        for stored in _selected(state, table, want):
            msg = stored.msg
            if (
                (action and msg.action.action.action_id != action)
                or (want.priority and msg.priority != want.priority)
                or (
                    want.controller_metadata and msg.controller_metadata != want.controller_metadata
                )
                or (want.metadata and msg.metadata != want.metadata)
            ):
                continue
            out = p4r.TableEntry()
            out.CopyFrom(msg)
            if want.HasField("counter_data") and table.direct_counter:
                out.counter_data.packet_count = state.direct(stored, view.counted)
            yield out


def read_pre(state: State, want: p4r.PacketReplicationEngineEntry) -> list[p4r.Entity]:
    which = want.WhichOneof("type")
    out = []
    if which == "multicast_group_entry":
        gid = want.multicast_group_entry.multicast_group_id
        for g in _one_or_all(state.groups, gid, f"multicast group {gid}"):
            e = p4r.Entity()
            e.packet_replication_engine_entry.multicast_group_entry.CopyFrom(g)
            out.append(e)
        return out
    if which == "clone_session_entry":
        sid = want.clone_session_entry.session_id
        for c in _one_or_all(state.clones, sid, f"clone session {sid}"):
            e = p4r.Entity()
            e.packet_replication_engine_entry.clone_session_entry.CopyFrom(c)
            out.append(e)
        return out
    raise Invalid(grpc.StatusCode.INVALID_ARGUMENT, "a PRE read names a group or a session")


def _one_or_all(store: dict[int, Any], ident: int, what: str) -> list[Any]:
    """Id 0: everything (in id order); another id: that one, or NOT_FOUND."""
    if ident == 0:
        return [store[i] for i in sorted(store)]
    if ident not in store:
        raise Invalid(grpc.StatusCode.NOT_FOUND, f"{what} does not exist")
    return [store[ident]]


def read_counters(state: State, view: PipelineView, want: p4r.CounterEntry) -> list[p4r.Entity]:
    schema = state.schema
    if want.counter_id:
        infos = [counter_of(schema, want.counter_id)]
    else:
        infos = [schema.counters.by_id(c.preamble.id) for c in schema.p4info.counters]
    out = []
    for info in infos:
        cells = view.counter_cells(info.id)
        indices: Iterable[int] = range(info.size)
        if want.HasField("index"):
            indices = [check_index(want.index.index, info.size, info.name)]
        for i in indices:
            e = p4r.Entity()
            e.counter_entry.counter_id = info.id
            e.counter_entry.index.index = i
            e.counter_entry.data.packet_count = state.cell(info.id, i, cells[i])
            out.append(e)
    return out


def read_direct(state: State, view: PipelineView, want: p4r.DirectCounterEntry) -> list[p4r.Entity]:
    w = want.table_entry
    if want.HasField("table_entry") and w.table_id == 0:
        tables = [t for t in _tables(state, 0, bool(w.match or w.priority)) if t.direct_counter]
    else:
        tables = [check_direct_table(state.schema, want)]
    out = []
    for table in tables:
        for stored in _selected(state, table, w, missing=grpc.StatusCode.NOT_FOUND):
            e = p4r.Entity()
            d = e.direct_counter_entry
            d.table_entry.table_id = table.id
            d.table_entry.match.extend(stored.msg.match)
            d.table_entry.priority = stored.msg.priority
            d.table_entry.is_default_action = stored.msg.is_default_action
            d.data.packet_count = state.direct(stored, view.counted)
            out.append(e)
    return out
