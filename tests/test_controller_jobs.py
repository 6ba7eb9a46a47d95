"""Slot allocation and the P4Info model (no switch needed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from controller.errors import SchemaError, TableFull
from controller.jobs import STATUS_CLONE_SESSION_BASE, SlotAllocator
from p4rproto.p4runtime.entities import CloneSession, MulticastGroup, TableEntry
from p4rproto.p4runtime.p4info import P4Schema, encode_value

P4INFO = Path(__file__).resolve().parents[1] / "p4src" / "p4info" / "p4reduce.v1model.p4info.txtpb"


def test_first_fit_and_fragmentation() -> None:
    alloc = SlotAllocator(100)
    assert alloc.allocate(30) == 0
    assert alloc.allocate(30) == 30
    assert alloc.allocate(40) == 60
    with pytest.raises(TableFull, match="0 of 100 are free"):
        alloc.allocate(1)
    alloc = SlotAllocator(100, [(0, 30), (60, 40)])  # a job in the middle was removed
    assert alloc.free_ranges() == [(30, 30)]
    with pytest.raises(TableFull, match="largest free range has 30"):
        alloc.allocate(31)
    assert alloc.allocate(30) == 30


def test_free_ranges_with_gaps() -> None:
    alloc = SlotAllocator(50, [(10, 5), (30, 10)])
    assert alloc.free_ranges() == [(0, 10), (15, 15), (40, 10)]
    assert alloc.allocate(12) == 15


@pytest.fixture(scope="module")
def schema() -> P4Schema:
    return P4Schema.from_file(P4INFO)


def test_names_and_aliases(schema: P4Schema) -> None:
    assert schema.tables["workers"] is schema.tables["P4rIngress.admission.workers"]
    assert schema.tables["workers"].field("src_port").bitwidth == 16
    assert schema.counters["p4r_stats"].size > 0
    assert "packet_out" in schema.controller_headers


def test_unknown_names_suggest(schema: P4Schema) -> None:
    with pytest.raises(SchemaError, match=r"no table named 'worker'\. Did you mean 'workers'"):
        schema.tables["worker"]
    with pytest.raises(SchemaError, match="has no parameter 'rnak'"):
        TableEntry(
            "workers", {"ingress_port": 1, "src_addr": 1, "src_port": 1}, "set_worker", {"rnak": 1}
        ).encode(schema)


def test_entry_round_trip(schema: P4Schema) -> None:
    entry = TableEntry(
        "P4rIngress.admission.workers",
        {"ingress_port": 3, "src_addr": 0x0A000001, "src_port": 5000},
        "P4rIngress.admission.set_worker",
        {"job_id": 7, "rank": 2, "worker_index": 0},
    )
    assert TableEntry.decode(entry.encode(schema), schema) == entry


def test_values_are_canonical_and_checked() -> None:
    assert encode_value(0, 9, "x") == b"\x00"
    assert encode_value(0x1FF, 9, "x") == b"\x01\xff"
    with pytest.raises(SchemaError, match="does not fit in 9 bits"):
        encode_value(512, 9, "port")


def test_multicast_group_round_trip() -> None:
    group = MulticastGroup(0x8001, ((1, 0), (2, 1), (5, 2)))
    assert MulticastGroup.decode(group.encode()) == group


def test_clone_session_round_trip() -> None:
    session = CloneSession(4, 3)
    assert CloneSession.decode(session.encode()) == session


def test_the_status_clone_sessions_are_the_v1model_programs() -> None:
    """The controller's clone session base is the one p4src/v1model/types.p4 clones to."""
    types = (Path(__file__).resolve().parents[1] / "p4src" / "v1model" / "types.p4").read_text()
    assert f"#define P4R_STATUS_CLONE_BASE {STATUS_CLONE_SESSION_BASE}\n" in types


def test_pipeline_requirements(schema: P4Schema) -> None:
    schema.require({"tables": ["workers", "jobs", "result_dest"], "counters": ["p4r_stats"]})
    with pytest.raises(SchemaError, match="lacks table nope"):
        schema.require({"tables": ["workers", "nope"]})
