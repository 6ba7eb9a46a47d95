"""What P4Runtime clients wrote to the software switch, after validation.

Table entries (canonical, by table and key), default entries, multicast groups, clone
sessions and counter cells.  Every write is checked first (``p4rt_validate``) and
applied in one step, so a refused update leaves nothing behind; :meth:`State.copy`
is the snapshot a batch with ``ROLLBACK_ON_ERROR`` returns to.

Counters are the pipeline's, which only count up: a written value is kept as a base
added to what the pipeline counts (read = counted + base), so an INSERT starts an
entry's direct counter at 0 (or at the value written with it) and a MODIFY sets a
cell, as the spec has it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import TypeVar

import grpc
from finsy.proto import p4r

from p4rproto.p4runtime.entities import TableEntry
from p4rproto.p4runtime.p4info import P4Schema, Table
from p4rproto.p4runtime.vocab import UpdateKind

from .p4rt_validate import CheckedEntry, Invalid, Key, canonical

T = TypeVar("T")

#: What the pipeline counted for a table entry (its direct counter, before any base).
Counted = Callable[[Table, TableEntry], int]


@dataclass(frozen=True)
class Stored:
    """A table entry as stored: the canonical message, its by-name view, its counter."""

    msg: p4r.TableEntry
    entry: TableEntry
    counter_base: int = 0  #: its direct counter reads counted + this


class State:
    """The switch's P4Runtime state under one pipeline (schema)."""

    def __init__(self, schema: P4Schema) -> None:
        self.schema = schema
        self.tables: dict[int, dict[Key, Stored]] = {}
        #: default entries written since the pipeline push; None: reset to the initial one
        self.defaults: dict[int, Stored | None] = {}
        self.groups: dict[int, p4r.MulticastGroupEntry] = {}
        self.clones: dict[int, p4r.CloneSessionEntry] = {}
        #: (counter id, index) -> base of an indirect counter cell
        self.counter_base: dict[tuple[int, int], int] = {}

    def copy(self) -> State:
        """A snapshot (stored values are immutable: copying the dicts is enough)."""
        other = State(self.schema)
        other.tables = {t: dict(entries) for t, entries in self.tables.items()}
        other.defaults = dict(self.defaults)
        other.groups = dict(self.groups)
        other.clones = dict(self.clones)
        other.counter_base = dict(self.counter_base)
        return other

    # -- table entries --------------------------------------------------------------------
    def entries(self, table: Table) -> Iterator[Stored]:
        yield from self.tables.get(table.id, {}).values()

    def find(self, table: Table, key: Key) -> Stored | None:
        return self.tables.get(table.id, {}).get(key)

    def write_entry(self, kind: UpdateKind, checked: CheckedEntry, counted: Counted) -> None:
        """Apply a checked INSERT, MODIFY or DELETE of a table entry."""
        table = checked.table
        if checked.msg.is_default_action:
            self._write_default(checked, counted)
            return
        store = self.tables.setdefault(table.id, {})
        old = store.get(checked.key)
        what = f"{table.name} entry {describe(table, checked.key)}"
        if kind is UpdateKind.INSERT:
            if old is not None:
                raise Invalid(grpc.StatusCode.ALREADY_EXISTS, f"{what} exists: MODIFY it")
            if len(store) >= table.size:
                raise Invalid(
                    grpc.StatusCode.RESOURCE_EXHAUSTED, f"table {table.name} is full ({table.size})"
                )
            store[checked.key] = self._stored(checked, counted, start=0)
        elif old is None:
            raise Invalid(grpc.StatusCode.NOT_FOUND, f"{what} does not exist")
        elif kind is UpdateKind.MODIFY:
            store[checked.key] = self._stored(checked, counted, start=self.direct(old, counted))
        else:
            del store[checked.key]

    def _write_default(self, checked: CheckedEntry, counted: Counted) -> None:
        if not checked.has_action:  # a reset to the P4 program's default
            self.defaults[checked.table.id] = None
            return
        old = self.defaults.get(checked.table.id)
        start = 0 if old is None else self.direct(old, counted)
        self.defaults[checked.table.id] = self._stored(checked, counted, start)

    def _stored(self, checked: CheckedEntry, counted: Counted, start: int) -> Stored:
        entry = TableEntry.decode(checked.msg, self.schema)
        value = start if checked.counter is None else checked.counter.packet_count
        return Stored(checked.msg, entry, value - counted(checked.table, entry))

    def default_entry(self, table: Table) -> Stored | None:
        """The default entry: the one written, or the P4Info's initial default action
        (None if the P4Info names none)."""
        written = self.defaults.get(table.id)
        if written is not None:
            return written
        initial = table.initial_default
        if initial is None:
            return None
        msg = p4r.TableEntry(table_id=table.id, is_default_action=True)
        msg.action.action.action_id = initial.action_id
        for pid, value in sorted(initial.args):
            msg.action.action.params.add(
                param_id=pid, value=canonical(int.from_bytes(value, "big"))
            )
        return Stored(msg, TableEntry.decode(msg, self.schema))

    # -- the packet replication engine ----------------------------------------------------
    def write_pre(self, kind: UpdateKind, pre: p4r.PacketReplicationEngineEntry) -> None:
        """Apply a checked INSERT, MODIFY or DELETE of a multicast group or clone session."""
        if pre.WhichOneof("type") == "multicast_group_entry":
            g = pre.multicast_group_entry
            _change(self.groups, g.multicast_group_id, g, kind, "multicast group")
        else:
            c = pre.clone_session_entry
            _change(self.clones, c.session_id, c, kind, "clone session")

    # -- counters -------------------------------------------------------------------------
    def direct(self, stored: Stored, counted: Counted) -> int:
        """The direct counter value of a stored entry."""
        table = self.schema.tables.by_id(stored.msg.table_id)
        return counted(table, stored.entry) + stored.counter_base

    def set_direct(self, table: Table, key: Key | None, value: int, counted: Counted) -> None:
        """Set the direct counter of the entry at ``key`` (None: the default entry)."""
        if key is None:
            stored = self.default_entry(table)
            if stored is None:
                raise Invalid(grpc.StatusCode.NOT_FOUND, f"{table.name} has no default entry")
            base = value - counted(table, stored.entry)
            self.defaults[table.id] = replace(stored, counter_base=base)
            return
        stored = self.find(table, key)
        if stored is None:
            raise Invalid(
                grpc.StatusCode.NOT_FOUND, f"{table.name}: no entry {describe(table, key)}"
            )
        base = value - counted(table, stored.entry)
        self.tables[table.id][key] = replace(stored, counter_base=base)

    def cell(self, counter_id: int, index: int, counted: int) -> int:
        """An indirect counter cell: what the pipeline counted plus its base."""
        return counted + self.counter_base.get((counter_id, index), 0)


def _change(store: dict[int, T], ident: int, value: T, kind: UpdateKind, what: str) -> None:
    if kind is UpdateKind.INSERT:
        if ident in store:
            raise Invalid(grpc.StatusCode.ALREADY_EXISTS, f"{what} {ident} exists: MODIFY it")
        store[ident] = value
    elif ident not in store:
        raise Invalid(grpc.StatusCode.NOT_FOUND, f"{what} {ident} does not exist")
    elif kind is UpdateKind.MODIFY:
        store[ident] = value
    else:
        del store[ident]


def describe(table: Table, key: Key) -> str:
    """A key as messages show it: ``{ingress_port=1, src_addr=2130706433, ...}``."""
    names = {f.id: f.name for f in table.match_fields.values()}
    parts = []
    for fid, kind, a, b in key[1]:
        value = {"lpm": f"{a}/{b}", "ternary": f"{a}&&&{b}", "range": f"{a}..{b}"}
        parts.append(f"{names.get(fid, fid)}={value.get(kind, a)}")
    if key[0]:
        parts.append(f"priority={key[0]}")
    return "{" + ", ".join(parts) + "}"
