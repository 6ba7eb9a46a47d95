"""Random P4Runtime writes, valid and invalid, to the software switch; then a job.

Hypothesis writes batches of entries of every table (valid ones with values anywhere in
their bitwidths and with leading zero bytes; invalid ones made from valid ones by one
mistake a client can make), multicast groups, clone sessions, counter cells and default
entries, in all three atomicity modes.  After every batch: each invalid update was
refused INVALID_ARGUMENT, an atomic batch that failed changed nothing, and everything
reads back, also through the controller.  At the end the controller installs a job next
to whatever went in, and it sums exactly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from finsy.proto import p4r
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from controller.client import P4RuntimeClient, SwitchAddress
from controller.jobs import JobManager
from p4rproto.p4runtime.entities import TableEntry
from p4rproto.p4runtime.p4info import P4Schema
from tests.p4rt_requests import DELETE, INSERT, MODIFY, RawSession, update_errors
from tests.test_controller_soft import P4INFO, Soft, fabric
from tests.test_p4runtime import install_and_sum

SCHEMA = P4Schema.from_file(P4INFO)
INVALID = "INVALID_ARGUMENT"
#: What a valid update may answer, depending on what is there already.
VALID = {"OK", "ALREADY_EXISTS", "NOT_FOUND", "RESOURCE_EXHAUSTED"}

#: Job ids, ports and addresses of the random entries: never the job installed at the
#: end (job 5 of 127.0.0.1-3), so that whatever goes in can stay beside it.
JOB_IDS = st.sampled_from([900, 901, 902])
#: Values of fields the pipeline bounds: (minimum, maximum) of each.
BOUNDED = {
    ("set_job", "slot_base"): (32, 40),
    ("set_job", "slot_count"): (1, 16),
    ("set_job", "num_workers"): (1, 64),
    ("set_worker", "rank"): (0, 63),
    ("set_uplink", "rank"): (0, 63),
    ("set_uplink", "world_size"): (1, 4096),
}
#: Match fields drawn from a few values, so that updates meet earlier entries.
POOLS: dict[str, list[int]] = {
    "job_id": [900, 901, 902],
    "rank": [0, 1, 2],
    "ingress_port": [1, 2],
    "src_addr": [0x0A000001, 0x0A000002],
    "src_port": [40000, 40001],
    "dst_addr": [0x0200000000FE, 0xFFFFFFFFFFFF],
    "target_ip": [0x0A0000FE],
}


def encoded(draw: Callable[..., Any], value: int) -> bytes:
    """``value`` with 0 to 2 leading zero bytes (all accepted, stored canonical)."""
    pad = draw(st.integers(0, 2))
    return b"\0" * pad + value.to_bytes(max(1, (value.bit_length() + 7) // 8), "big")


@st.composite
def valid_entry(draw: Callable[..., Any]) -> p4r.TableEntry:
    table = SCHEMA.tables[
        draw(
            st.sampled_from(
                [
                    "workers",
                    "jobs",
                    "result_dest",
                    "uplinks",
                    "spines",
                    "l2_forward",
                    "arp_responder",
                ]
            )
        )
    ]
    msg = p4r.TableEntry(table_id=table.id)
    for f in sorted(table.match_fields.values(), key=lambda f: f.id):
        value = draw(st.sampled_from(POOLS.get(f.name, [0, 1])))
        msg.match.add(field_id=f.id, exact=p4r.FieldMatch.Exact(value=encoded(draw, value)))
    action = SCHEMA.actions.by_id(draw(st.sampled_from(sorted(table.action_ids))))
    alias = action.name.rpartition(".")[2]
    msg.action.action.action_id = action.id
    for p in sorted(action.params.values(), key=lambda p: p.id):
        low, high = BOUNDED.get((alias, p.name), (0, (1 << p.bitwidth) - 1))
        value = draw(JOB_IDS) if p.name == "job_id" else draw(st.integers(low, high))
        msg.action.action.params.add(param_id=p.id, value=encoded(draw, value))
    return msg


def _drop_field(m: p4r.TableEntry, draw: Callable[..., Any]) -> None:
    del m.match[draw(st.integers(0, len(m.match) - 1))]


def _wide_field(m: p4r.TableEntry, draw: Callable[..., Any]) -> None:
    f = m.match[draw(st.integers(0, len(m.match) - 1))]
    width = SCHEMA.tables.by_id(m.table_id).fields_by_id[f.field_id].bitwidth
    f.exact.value = (1 << width).to_bytes(width // 8 + 1, "big")


def _wide_param(m: p4r.TableEntry, draw: Callable[..., Any]) -> None:
    params = m.action.action.params
    if not params:
        m.action.action.action_id = 1  # no such action
        return
    p = params[draw(st.integers(0, len(params) - 1))]
    width = SCHEMA.actions.by_id(m.action.action.action_id).params
    bits = next(x.bitwidth for x in width.values() if x.id == p.param_id)
    p.value = (1 << bits).to_bytes(bits // 8 + 1, "big")


def _param_missing_or_twice(m: p4r.TableEntry, draw: Callable[..., Any]) -> None:
    params = m.action.action.params
    if not params or draw(st.booleans()):
        params.add(param_id=params[0].param_id if params else 99, value=b"\0")
    else:
        del params[draw(st.integers(0, len(params) - 1))]


def _other_action(m: p4r.TableEntry, draw: Callable[..., Any]) -> None:
    table = SCHEMA.tables.by_id(m.table_id)
    others = sorted(
        a.preamble.id for a in SCHEMA.p4info.actions if a.preamble.id not in table.action_ids
    )
    m.action.action.action_id = draw(st.sampled_from(others))


def _no_action(m: p4r.TableEntry, draw: Callable[..., Any]) -> None:
    m.ClearField("action")  # an INSERT or MODIFY without an action


def _idle_timeout(m: p4r.TableEntry, draw: Callable[..., Any]) -> None:
    m.idle_timeout_ns = draw(st.integers(1, 10**9))  # the tables have no idle timeout


MISTAKES: list[Callable[[p4r.TableEntry, Callable[..., Any]], None]] = [
    _drop_field,
    _wide_field,
    _wide_param,
    _param_missing_or_twice,
    _other_action,
    _no_action,
    _idle_timeout,
    lambda m, draw: setattr(m, "table_id", draw(st.sampled_from([0, 1, 12345]))),
    lambda m, draw: setattr(m, "priority", draw(st.integers(1, 10))),
    lambda m, draw: m.match.add(field_id=99, exact=p4r.FieldMatch.Exact(value=b"\1")),
    lambda m, draw: setattr(m, "is_default_action", True),  # with a key
]
#: Mistakes a DELETE does not look at (it needs the key alone, as on BMv2).
BEYOND_THE_KEY = (_wide_param, _param_missing_or_twice, _other_action, _no_action, _idle_timeout)


@st.composite
def update(draw: Callable[..., Any]) -> tuple[int, p4r.Entity, str]:
    """(type, entity, INVALID if it must be refused so, else "")."""
    kind = draw(st.sampled_from([INSERT, INSERT, MODIFY, DELETE]))
    entity = p4r.Entity()
    roll = draw(st.integers(0, 9))
    if roll < 6:
        msg = draw(valid_entry())
        if draw(st.booleans()):
            mistake = draw(st.sampled_from(MISTAKES))
            if kind == DELETE and mistake in BEYOND_THE_KEY:
                kind = MODIFY
            mistake(msg, draw)
            entity.table_entry.CopyFrom(msg)
            return kind, entity, INVALID
        entity.table_entry.CopyFrom(msg)
        return kind, entity, ""
    if roll == 6:  # a default entry: the two the pipeline runs
        table = draw(st.sampled_from(["nack_limit", "drop_sim"]))
        t = SCHEMA.tables[table]
        entity.table_entry.table_id, entity.table_entry.is_default_action = t.id, True
        if draw(st.booleans()):  # else no action: a reset
            action = SCHEMA.actions.by_id(next(iter(t.action_ids)))
            entity.table_entry.action.action.action_id = action.id
            for p in action.params.values():
                value = draw(st.integers(0, min((1 << p.bitwidth) - 1, 60000)))
                entity.table_entry.action.action.params.add(
                    param_id=p.id, value=encoded(draw, value)
                )
        return MODIFY, entity, ""
    if roll == 7:  # a multicast group or clone session (id 0: refused)
        ident = draw(st.sampled_from([0, 100, 101, 1]))
        replicas = draw(
            st.lists(st.tuples(st.integers(0, 511), st.integers(0, 3)), max_size=3, unique=True)
        )
        pre = entity.packet_replication_engine_entry
        entry = pre.clone_session_entry if draw(st.booleans()) else pre.multicast_group_entry
        if entry is pre.clone_session_entry:
            entry.session_id = ident
        else:
            entry.multicast_group_id = ident
        for port, instance in replicas:
            entry.replicas.add(port=encoded(draw, port), instance=instance)
        return kind, entity, INVALID if ident == 0 else ""
    if roll == 8:  # a counter cell, or every cell (only MODIFY writes counters)
        info = SCHEMA.counters[draw(st.sampled_from(["p4r_stats", "worker_retransmits"]))]
        entity.counter_entry.counter_id = info.id
        if draw(st.integers(0, 4)):
            entity.counter_entry.index.index = draw(st.integers(0, info.size - 1))
        entity.counter_entry.data.packet_count = draw(st.integers(0, 10**6))
        kind = draw(st.sampled_from([MODIFY, MODIFY, DELETE]))
        return kind, entity, "" if kind == MODIFY else INVALID
    # an entry's direct counter (NOT_FOUND when the entry is not there)
    msg = draw(valid_entry())
    entity.direct_counter_entry.table_entry.CopyFrom(msg)
    entity.direct_counter_entry.table_entry.ClearField("action")
    entity.direct_counter_entry.data.packet_count = draw(st.integers(0, 10**6))
    has = SCHEMA.tables.by_id(msg.table_id).direct_counter
    kind = draw(st.sampled_from([MODIFY, MODIFY, MODIFY, INSERT, DELETE]))
    return kind, entity, "" if has and kind == MODIFY else INVALID


def everything(raw: RawSession) -> list[p4r.Entity]:
    """Every entry, group, session and counter cell (the switch's whole state)."""
    pre_groups, pre_clones = p4r.Entity(), p4r.Entity()
    pre_groups.packet_replication_engine_entry.multicast_group_entry.SetInParent()
    pre_clones.packet_replication_engine_entry.clone_session_entry.SetInParent()
    tables, counters, direct = p4r.Entity(), p4r.Entity(), p4r.Entity()
    tables.table_entry.SetInParent()
    counters.counter_entry.SetInParent()
    direct.direct_counter_entry.table_entry.SetInParent()
    defaults = []
    for name in ("nack_limit", "drop_sim", "workers"):
        d = p4r.Entity()
        d.table_entry.table_id, d.table_entry.is_default_action = SCHEMA.tables[name].id, True
        defaults.append(d)
    return raw.read(tables, pre_groups, pre_clones, counters, direct, *defaults)


def test_random_writes_leave_the_switch_usable_and_a_job_exact() -> None:
    soft = Soft()
    raw = RawSession(soft.address, election_id=2)
    reader = P4RuntimeClient(SwitchAddress(soft.address, 0, 1), timeout=5)
    try:
        assert raw.push(SCHEMA, b"") == "OK"
        reader.connect(require_primary=False)
        reader.schema = SCHEMA
        manager = JobManager(reader, fabric())

        @settings(
            max_examples=100,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        )
        @given(st.lists(update(), max_size=8), st.sampled_from([0, 0, 1, 2]))
        def batch(updates: list[tuple[int, p4r.Entity, str]], atomicity: int) -> None:
            before = everything(raw)
            req = p4r.WriteRequest(device_id=0, atomicity=atomicity)
            req.election_id.low = 2
            for kind, entity, _ in updates:
                req.updates.add(type=kind).entity.CopyFrom(entity)
            try:
                raw.stub.Write(req, timeout=10)
                codes = ["OK"] * len(updates)
            except Exception as exc:  # a failed batch: its per-update codes
                codes = [code for code, _ in update_errors(exc)]  # type: ignore[arg-type]
            assert len(codes) == len(updates), codes
            failed = any(c != "OK" for c in codes)
            for (_, entity, must), code in zip(updates, codes, strict=True):
                if atomicity and failed and code == "ABORTED":
                    continue
                if must:
                    assert code == must, (code, entity)
                else:
                    assert code in VALID, (code, entity)
            after = everything(raw)
            if atomicity and failed:
                assert after == before  # all or nothing
            # The controller reads it all back: entries of other clients are foreign.
            for name in ("workers", "jobs", "result_dest", "uplinks", "spines", "l2_forward"):
                reader.read_table(name)
            manager.survey()

        batch()
        assert all(isinstance(e, TableEntry) for e in reader.read_table("workers"))
        install_and_sum(soft)
    finally:
        reader.close()
        raw.close()
        soft.close()
