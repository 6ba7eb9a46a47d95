"""Read P4Testgen's PTF tests of the TNA program (``make -C p4src testgen``) as data.

A generated file is Python for the PTF framework; this reads it with :mod:`ast` and
never runs it: per test the register values, table entries and default actions it
writes, the input packet and its port, and the expected packets (port, bytes, the bits
P4Testgen cannot predict) or none (a drop).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

RegValue = int | dict[str, int]


@dataclass(frozen=True)
class TableEntry:
    table: str  #: the control-plane name without the control: "workers"
    keys: dict[str, int]  #: exact keys (the tables the controller writes are exact)
    action: str  #: "set_worker"
    params: dict[str, int]


@dataclass(frozen=True)
class Expected:
    port: int
    packet: bytes
    dont_care: tuple[tuple[int, int], ...]  #: (bit offset, bit width)


@dataclass(frozen=True)
class PtfTest:
    name: str
    registers: tuple[tuple[str, RegValue, int], ...]  #: (register, value, index)
    entries: tuple[TableEntry, ...]
    defaults: tuple[TableEntry, ...]  #: overridden default actions (keys empty)
    in_port: int
    packet: bytes
    expected: tuple[Expected, ...]  #: empty: the packet is dropped


def _short(name: str) -> str:
    return name.rsplit(".", 1)[-1]


def _tuples(node: ast.expr) -> dict[str, int]:
    """[gc.KeyTuple('name', value), ...] or [gc.DataTuple(...)] as a dict."""
    assert isinstance(node, ast.List), ast.dump(node)
    out: dict[str, int] = {}
    for elt in node.elts:
        assert isinstance(elt, ast.Call) and len(elt.args) == 2, ast.dump(elt)
        out[ast.literal_eval(elt.args[0])] = ast.literal_eval(elt.args[1])
    return out


def _calls(fn: ast.FunctionDef) -> list[ast.Call]:
    return [n for n in ast.walk(fn) if isinstance(n, ast.Call)]


def _method(call: ast.Call) -> str:
    f = call.func
    if isinstance(f, ast.Attribute):
        return f.attr
    if isinstance(f, ast.Name):
        return f.id
    return ""


def _assigned(fn: ast.FunctionDef) -> list[tuple[str, object]]:
    out = []
    for node in fn.body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            try:
                out.append((node.targets[0].id, ast.literal_eval(node.value)))
            except ValueError:
                continue
    return out


def _test(cls: ast.ClassDef) -> PtfTest:
    fns = {f.name: f for f in cls.body if isinstance(f, ast.FunctionDef)}
    registers: list[tuple[str, RegValue, int]] = []
    entries: list[TableEntry] = []
    defaults: list[TableEntry] = []
    for call in _calls(fns["setupCtrlPlane"]):
        m = _method(call)
        if m == "setRegisterValue":
            name, value, index = (ast.literal_eval(a) for a in call.args)
            if isinstance(value, list):
                value = {_short(field): v for field, v in value}
            registers.append((_short(name), value, index))
        elif m == "insertTableEntry":
            table, keys, action, params = call.args
            entries.append(
                TableEntry(
                    _short(ast.literal_eval(table)),
                    _tuples(keys),
                    _short(ast.literal_eval(action)),
                    _tuples(params),
                )
            )
        elif m == "overrideDefaultEntry":
            table, action, params = call.args
            defaults.append(
                TableEntry(
                    _short(ast.literal_eval(table)),
                    {},
                    _short(ast.literal_eval(action)),
                    _tuples(params),
                )
            )
        elif m not in ("KeyTuple", "DataTuple"):
            raise ValueError(f"{cls.name}: unknown control-plane call {m}")
    sent = dict(_assigned(fns["sendPacket"]))
    expected: list[Expected] = []
    verify = fns["verifyPackets"]
    port: int | None = None
    packet: bytes | None = None
    dont_care: list[tuple[int, int]] = []
    for node in verify.body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            target = node.targets[0].id
            if target == "eg_port":
                port = ast.literal_eval(node.value)
            elif target == "exp_pkt" and not isinstance(node.value, ast.Call):
                packet = ast.literal_eval(node.value)
                dont_care = []
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            call = node.value
            m = _method(call)
            if m == "set_do_not_care":
                off, width = (ast.literal_eval(a) for a in call.args)
                dont_care.append((off, width))
            elif m == "verify_packet":
                assert port is not None and packet is not None, cls.name
                expected.append(Expected(port, packet, tuple(dont_care)))
    in_port, data = sent["ig_port"], sent["pkt"]
    assert isinstance(in_port, int) and isinstance(data, bytes), cls.name
    return PtfTest(
        cls.name,
        tuple(registers),
        tuple(entries),
        tuple(defaults),
        in_port,
        data,
        tuple(expected),
    )


def read_tests(path: Path) -> list[PtfTest]:
    tree = ast.parse(path.read_text(), filename=str(path))
    return [
        _test(node)
        for node in tree.body
        if isinstance(node, ast.ClassDef) and node.name.startswith("Test")
    ]
