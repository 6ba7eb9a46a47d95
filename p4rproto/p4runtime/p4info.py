"""A typed view of a P4Info: every name resolved, every value encoded, here.

Lookups accept the full name (``P4rIngress.admission.workers``) or the alias
(``workers``) and fail with the closest names when there is no such thing.  Values
are encoded as P4Runtime's canonical byte strings (big-endian, no leading zeros).
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

from finsy.proto import p4i
from google.protobuf import text_format

from .errors import SchemaError


def encode_value(value: int, bitwidth: int, what: str) -> bytes:
    """The canonical P4Runtime encoding of an unsigned ``value`` of ``bitwidth`` bits."""
    if not 0 <= value < 1 << bitwidth:
        raise SchemaError(f"{what}: {value} does not fit in {bitwidth} bits")
    return value.to_bytes(max(1, (value.bit_length() + 7) // 8), "big")


def decode_value(data: bytes) -> int:
    return int.from_bytes(data, "big")


@dataclass(frozen=True)
class Field:
    """A match field, action parameter or controller-header field."""

    id: int
    name: str
    bitwidth: int
    match_type: str = ""


T = TypeVar("T")


class _Named(Generic[T]):
    """Objects of one kind, found by full name, alias or id."""

    def __init__(self, kind: str, items: list[tuple[int, str, str, T]]) -> None:
        self.kind = kind
        self._by_name: dict[str, T] = {}
        self._by_id: dict[int, T] = {}
        for ident, name, alias, obj in items:
            self._by_id[ident] = obj
            self._by_name[name] = obj
            self._by_name.setdefault(alias, obj)

    def __getitem__(self, name: str) -> T:
        try:
            return self._by_name[name]
        except KeyError:  # from None here and below: a missing key says only the key
            close = difflib.get_close_matches(name, self._by_name, n=1)
            hint = f" Did you mean {close[0]!r}?" if close else ""
            raise SchemaError(f"the P4Info has no {self.kind} named {name!r}.{hint}") from None

    def __contains__(self, name: str) -> bool:
        return name in self._by_name

    def by_id(self, ident: int) -> T:
        try:
            return self._by_id[ident]
        except KeyError:
            raise SchemaError(f"the P4Info has no {self.kind} with id {ident}") from None


def _named(kind: str, elements: Iterable[Any], make: Callable[[Any], T]) -> _Named[T]:
    """The P4Info's ``elements`` of one kind (each has a preamble: id, name, alias), each
    made into its model by ``make``."""
    return _Named(
        kind, [(e.preamble.id, e.preamble.name, e.preamble.alias, make(e)) for e in elements]
    )


@dataclass(frozen=True)
class Action:
    id: int
    name: str
    params: dict[str, Field]

    def param(self, name: str) -> Field:
        try:
            return self.params[name]
        except KeyError:
            raise SchemaError(
                f"action {self.name} has no parameter {name!r} (it has {sorted(self.params)})"
            ) from None


#: An action reference's scope (P4Info ``ActionRef.Scope``): where the action may be used.
TABLE_AND_DEFAULT, TABLE_ONLY, DEFAULT_ONLY = "TABLE_AND_DEFAULT", "TABLE_ONLY", "DEFAULT_ONLY"


@dataclass(frozen=True)
class DefaultAction:
    """A table's initial default action: the action id and its (param id, value) pairs."""

    action_id: int
    args: tuple[tuple[int, bytes], ...] = ()


@dataclass(frozen=True)
class Table:
    id: int
    name: str
    match_fields: dict[str, Field]
    action_ids: frozenset[int]
    size: int
    #: action id -> scope (TABLE_AND_DEFAULT, TABLE_ONLY or DEFAULT_ONLY)
    action_scopes: dict[int, str] = field(default_factory=dict)
    const_default: bool = False  #: the default action cannot be changed
    initial_default: DefaultAction | None = None
    direct_counter: int = 0  #: the id of its direct counter (0: none)
    direct_meter: int = 0  #: the id of its direct meter (0: none)
    implementation: int = 0  #: its action profile or selector (0: a direct table)
    idle_timeout: bool = False  #: its entries may have an idle timeout
    const_table: bool = False  #: ``const entries``: the entries cannot be changed

    @property
    def fields_by_id(self) -> dict[int, Field]:
        return {f.id: f for f in self.match_fields.values()}

    def field(self, name: str) -> Field:
        try:
            return self.match_fields[name]
        except KeyError:
            known = sorted(self.match_fields)
            raise SchemaError(
                f"table {self.name} has no match field {name!r} (has {known})"
            ) from None


@dataclass(frozen=True)
class Counter:
    id: int
    name: str
    size: int
    direct_table: int = 0  #: for a direct counter, the table it belongs to


@dataclass(frozen=True)
class ControllerHeader:
    id: int
    name: str
    fields: dict[str, Field]


class P4Schema:
    """Tables, actions, counters and controller headers of one P4Info."""

    def __init__(self, p4info: p4i.P4Info) -> None:
        self.p4info = p4info
        self.actions = _named("action", p4info.actions, _action)
        direct_counter_ids = {c.preamble.id for c in p4info.direct_counters}
        direct_meter_ids = {m.preamble.id for m in p4info.direct_meters}
        self.tables = _named(
            "table", p4info.tables, lambda t: _table(t, direct_counter_ids, direct_meter_ids)
        )
        self.counters = _named(
            "counter", p4info.counters, lambda c: Counter(c.preamble.id, c.preamble.name, c.size)
        )
        self.direct_counters = _named("direct counter", p4info.direct_counters, _direct)
        self.direct_meters = _named("direct meter", p4info.direct_meters, _direct)
        self.controller_headers = _named(
            "controller header", p4info.controller_packet_metadata, _controller_header
        )

    @classmethod
    def from_file(cls, path: str | Path) -> P4Schema:
        return cls.from_text(Path(path).read_text())

    @classmethod
    def from_text(cls, text: str) -> P4Schema:
        info = p4i.P4Info()
        text_format.Parse(text, info)
        return cls(info)

    def require(self, names: dict[str, list[str]]) -> None:
        """Check that every ``{"tables": [...], "counters": [...], ...}`` name exists."""
        missing = [
            f"{kind[:-1]} {name}"
            for kind, wanted in names.items()
            for name in wanted
            if name not in getattr(self, kind)
        ]
        if missing:
            raise SchemaError(f"the pipeline lacks {', '.join(missing)}")


def _action(a: p4i.Action) -> Action:
    return Action(
        a.preamble.id, a.preamble.name, {p.name: Field(p.id, p.name, p.bitwidth) for p in a.params}
    )


def _direct(c: p4i.DirectCounter | p4i.DirectMeter) -> Counter:
    """A direct counter or meter: one cell per entry of its table, no size of its own."""
    return Counter(c.preamble.id, c.preamble.name, 0, c.direct_table_id)


def _controller_header(h: p4i.ControllerPacketMetadata) -> ControllerHeader:
    fields = {m.name: Field(m.id, m.name, m.bitwidth) for m in h.metadata}
    return ControllerHeader(h.preamble.id, h.preamble.name, fields)


def _table(t: p4i.Table, direct_counters: set[int], direct_meters: set[int]) -> Table:
    """The typed view of one P4Info table."""
    initial = None
    if t.HasField("initial_default_action"):
        call = t.initial_default_action
        initial = DefaultAction(
            call.action_id, tuple((a.param_id, a.value) for a in call.arguments)
        )
    return Table(
        t.preamble.id,
        t.preamble.name,
        {
            m.name: Field(m.id, m.name, m.bitwidth, _name(p4i.MatchField.MatchType, m.match_type))
            for m in t.match_fields
        },
        frozenset(r.id for r in t.action_refs),
        t.size,
        action_scopes={r.id: _name(p4i.ActionRef.Scope, r.scope) for r in t.action_refs},
        const_default=t.const_default_action_id != 0,
        initial_default=initial,
        direct_counter=next((i for i in t.direct_resource_ids if i in direct_counters), 0),
        direct_meter=next((i for i in t.direct_resource_ids if i in direct_meters), 0),
        implementation=t.implementation_id,
        idle_timeout=t.idle_timeout_behavior != p4i.Table.IdleTimeoutBehavior.NO_TIMEOUT,
        const_table=t.is_const_table,
    )


def _name(enum: Any, value: int) -> str:
    """An enum value's name, or ``UNKNOWN_<value>`` for one this protobuf does not know
    (a P4Info from a newer compiler)."""
    try:
        return str(enum.Name(value))
    except ValueError:
        return f"UNKNOWN_{value}"
