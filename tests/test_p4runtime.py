"""The software switch's P4Runtime server takes what any client sends, as BMv2 does.

A write the P4Info does not allow is refused with its status code and a message per
update, and nothing of it is stored: a job installed afterwards sums exactly.  The
list of requests in ``tests/p4rt_cases.py`` runs against the software switch and, where
it is installed, BMv2; every answer that differs is one the list names, with the spec
section that makes the software switch's answer right (docs/controller.md has them).
"""

# ruff: noqa: F811  (tests take the imported fixture as a parameter of the same name)
from __future__ import annotations

import queue
import re
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from finsy.proto import p4i, p4r, p4r_grpc

from controller.jobs import JobManager
from p4rproto.p4runtime.p4info import P4Schema
from softswitch.pipeline import DEFAULT_NACK_INTERVAL_US
from tests.p4rt_cases import NOT_COMPARED, SAME, cases
from tests.p4rt_requests import (
    DELETE,
    INSERT,
    MODIFY,
    RawSession,
    b,
    direct_counter,
    table_entry,
    worker,
)
from tests.test_controller_soft import (  # noqa: F401 (soft: a fixture)
    P4INFO,
    Bmv2,
    Soft,
    fabric,
    pushed,
    run_workers,
    soft,
)

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = P4Schema.from_file(P4INFO)
#: The job a controller installs after other clients' writes (run_workers sums it).
JOB = {"id": 5, "slots": 16, "workers": ["h1:47301", "h2:47302", "h3:47303"]}


@pytest.fixture
def raw(soft: Soft) -> Iterator[RawSession]:
    """Another client (election id 1) that pushed the pipeline."""
    session = RawSession(soft.address, election_id=1)
    assert session.push(SCHEMA, b"") == "OK"
    try:
        yield session
    finally:
        session.close()


def install_and_sum(soft: Soft, seed: int = 3) -> JobManager:
    """The project's controller (a higher election id) installs a job; it sums exactly."""
    client = soft.client(election_id=9)
    assert client.get_pipeline() is not None
    cfg = fabric(jobs=[JOB])
    manager = JobManager(client, cfg)
    manager.install_fabric()
    manager.add(cfg.jobs[0])
    run_workers(soft, seed)
    return manager


def test_a_worker_without_its_port_another_tables_action_and_a_wide_value_are_refused(
    soft: Soft, raw: RawSession
) -> None:
    s = SCHEMA
    set_job = [(n, b(1)) for n in ("slot_base", "slot_count", "num_workers", "mcast_grp")]
    refused = {
        "no ingress_port": (worker(s, port=None), r"the EXACT field ingress_port is missing"),
        "another table's action": (
            worker(s, action="set_job", params=[*set_job, ("session", b(1))]),
            r"table P4rIngress\.admission\.workers has no action P4rIngress\.admission\.set_job",
        ),
        "port 512": (worker(s, port=b(512)), r"ingress_port: 512 does not fit in 9 bits"),
    }
    for what, (entity, message) in refused.items():
        ((code, text),) = raw.write_errors([(INSERT, entity)])
        assert code == "INVALID_ARGUMENT", what
        assert re.search(message, text), text
    assert raw.read(table_entry(s, "workers")) == []  # nothing of them was stored
    # The switch is as usable as before: reads of every kind, and a job that sums.
    assert raw.read_outcome(p4r.Entity(table_entry=p4r.TableEntry())) == "OK 0"
    manager = install_and_sum(soft)
    assert list(manager.installed()) == [5]


@pytest.fixture(scope="module")
def bmv2_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from tests.bmv2_fabric import compile_program

    build = tmp_path_factory.mktemp("build")
    compile_program(build)
    return build


@pytest.mark.parametrize("target", ["soft", pytest.param("bmv2", marks=pytest.mark.bmv2)])
def test_every_answer_is_bmv2s_or_a_documented_difference(
    target: str, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    switch: Soft | Bmv2 = (
        Soft() if target == "soft" else Bmv2(request.getfixturevalue("bmv2_build"), tmp_path)
    )
    session = RawSession(switch.address)
    try:
        device_config = switch.device_config or b"{}"
        assert session.push(SCHEMA, device_config, cookie=42) == "OK"
        wrong = []
        for case in cases(SCHEMA, device_config):
            got = case.run(session)
            want = case.bmv2 if target == "bmv2" and case.bmv2 != SAME else case.soft
            if want not in (got, NOT_COMPARED):
                wrong.append(f"{case.name}: {got}, expected {want}")
        assert not wrong, "\n".join(wrong)
    finally:
        session.close()
        switch.close()


def test_the_docs_list_every_difference_from_bmv2() -> None:
    doc = (ROOT / "docs" / "controller.md").read_text()
    differences = [c for c in cases(SCHEMA, b"") if c.bmv2 not in (SAME, NOT_COMPARED)]
    assert len(differences) >= 10
    for case in differences:
        assert case.why, case.name
        assert f"| {case.name} |" in doc, f"docs/controller.md does not list {case.name!r}"


def test_reads_return_canonical_entries_defaults_and_counters(soft: Soft, raw: RawSession) -> None:
    s = SCHEMA
    w = worker(s, port=b"\0\0\2")  # ingress port 2 with leading zero bytes
    w.table_entry.counter_data.packet_count = 7
    assert raw.write([(INSERT, w)]) == "OK"
    (read,) = raw.read(_with_counter_data(worker(s, port=b(2), action=None)))
    assert read.table_entry.match[0].exact.value == b"\x02"  # canonical
    assert read.table_entry.counter_data.packet_count == 7  # set with the entry
    (entry,) = raw.read(table_entry(s, "workers"))
    assert not entry.table_entry.HasField("counter_data")  # not asked for
    assert raw.write([(MODIFY, direct_counter(worker(s, port=b(2)), 0))]) == "OK"
    (d,) = raw.read(direct_counter(worker(s, port=b(2))))
    assert d.direct_counter_entry.data.packet_count == 0
    # The default entry: the P4 program's until written, and again after a reset.
    nack = table_entry(s, "nack_limit", default=True)
    (initial,) = raw.read(nack)
    assert int.from_bytes(initial.table_entry.action.action.params[0].value, "big") == 1000
    set_nack = table_entry(s, "nack_limit", (), "set_nack_interval", [("interval_us", b(7))])
    set_nack.table_entry.is_default_action = True
    assert raw.write([(MODIFY, set_nack)]) == "OK"
    assert soft.switch.pipeline.nack_interval_us == 7
    assert raw.write([(MODIFY, nack)]) == "OK"  # no action: reset
    assert soft.switch.pipeline.nack_interval_us == DEFAULT_NACK_INTERVAL_US == 1000
    (again,) = raw.read(nack)
    assert again == initial


def _with_counter_data(entity: p4r.Entity) -> p4r.Entity:
    entity.table_entry.counter_data.SetInParent()
    return entity


def test_a_failed_atomic_batch_changes_nothing(soft: Soft, raw: RawSession) -> None:
    s = SCHEMA
    assert raw.write([(INSERT, worker(s, src_port=1))]) == "OK"
    every = p4r.Entity(table_entry=p4r.TableEntry())
    before = raw.read(every)
    batch = [
        (MODIFY, worker(s, src_port=1, action="unregistered", params=[])),
        (INSERT, worker(s, src_port=2)),
        (DELETE, worker(s, src_port=3, action=None)),  # not there: NOT_FOUND
        (INSERT, worker(s, src_port=4)),
    ]
    rollback = p4r.WriteRequest.ROLLBACK_ON_ERROR
    assert raw.write(batch, rollback) == "UNKNOWN[ABORTED,ABORTED,NOT_FOUND,ABORTED]"
    assert raw.read(every) == before
    assert raw.write(batch[:2], p4r.WriteRequest.DATAPLANE_ATOMIC) == "OK"
    assert len(raw.read(every)) == 2


def test_pipeline_actions(soft: Soft, raw: RawSession) -> None:
    action = p4r.SetForwardingPipelineConfigRequest
    for unsupported in (action.VERIFY_AND_SAVE, action.COMMIT):
        assert raw.push(SCHEMA, b"", unsupported) == "UNIMPLEMENTED"
    other = P4Schema.from_file(P4INFO)
    other.p4info.tables[0].size = 7
    assert raw.push(other, b"", action.RECONCILE_AND_COMMIT) == "UNIMPLEMENTED"
    del other.p4info.tables[:]
    assert raw.push(other, b"", action.VERIFY) == "INVALID_ARGUMENT"  # cannot run it
    assert raw.get_pipeline(0).config.p4info == SCHEMA.p4info  # nothing changed


SET_JOB = {"slot_base": 60, "slot_count": 5, "num_workers": 1, "mcast_grp": 1, "session": 1}


def test_values_the_pipeline_cannot_hold_are_refused(soft: Soft, raw: RawSession) -> None:
    s = SCHEMA
    job = table_entry(
        s,
        "jobs",
        [("job_id", b(9))],
        "set_job",
        [(n, b(v)) for n, v in SET_JOB.items()],
    )
    ((code, text),) = raw.write_errors([(INSERT, job)])
    assert code == "OUT_OF_RANGE" and "slots 60..64 are beyond the switch's 0..63" in text
    rank = worker(s, params=[("job_id", b(9)), ("rank", b(64)), ("worker_index", b(0))])
    assert raw.write([(INSERT, rank)]) == "UNKNOWN[OUT_OF_RANGE]"
    install_and_sum(soft)


def test_stream_errors_are_answered_and_never_a_traceback(
    soft: Soft, raw: RawSession, capfd: pytest.CaptureFixture[str]
) -> None:
    backup = RawSession(soft.address, election_id=0)  # below the primary's 1
    try:
        assert not backup.primary
        packet = p4r.StreamMessageRequest()
        packet.packet.payload = b"\0" * 64
        backup.send(packet)
        msg = _next(backup)
        assert msg.error.canonical_code == grpc.StatusCode.PERMISSION_DENIED.value[0]
        packet.packet.metadata.add(metadata_id=77, value=b(1))
        raw.send(packet)
        msg = _next(raw)
        assert msg.error.canonical_code == grpc.StatusCode.INVALID_ARGUMENT.value[0]
        assert msg.error.packet_out.packet_out == packet.packet
        # A stream serves the device it arbitrated for: another one ends it.
        backup.send_arbitration(device_id=3, election_id=0)
        ended = backup.received.get(timeout=5)
        assert isinstance(ended, grpc.RpcError)
        assert ended.code() == grpc.StatusCode.FAILED_PRECONDITION, ended
    finally:
        backup.close()
    with pytest.raises(AssertionError, match="NOT_FOUND"):  # a first arbitration: no device 3
        RawSession(soft.address, election_id=4, device_id=3)
    install_and_sum(soft)
    assert "Traceback" not in capfd.readouterr().err


def _next(session: RawSession) -> p4r.StreamMessageResponse:
    while True:
        msg = session.received.get(timeout=5)
        assert isinstance(msg, p4r.StreamMessageResponse), msg
        if msg.WhichOneof("update") != "arbitration":
            return msg


def test_get_pipeline_before_a_push_has_no_config(soft: Soft) -> None:
    session = RawSession(soft.address)
    try:
        assert not session.get_pipeline(0).HasField("config")
        assert session.write([(INSERT, worker(SCHEMA))]) == "FAILED_PRECONDITION"
    finally:
        session.close()


def _pushed_variant(soft: Soft, change: object) -> tuple[RawSession, P4Schema]:
    """A client that pushed a variant of the P4Info (``change(p4info)`` made it)."""
    schema = P4Schema.from_file(P4INFO)
    assert callable(change)
    change(schema.p4info)
    schema = P4Schema(schema.p4info)
    session = RawSession(soft.address)
    assert session.push(schema, b"") == "OK"
    return session, schema


def test_action_scopes_and_a_const_default_are_permission_denied(soft: Soft) -> None:
    def scoped(info: p4i.P4Info) -> None:
        workers = next(t for t in info.tables if t.preamble.alias == "workers")
        for ref in workers.action_refs:
            is_set_worker = ref.id == SCHEMA.actions["set_worker"].id
            ref.scope = p4i.ActionRef.TABLE_ONLY if is_set_worker else p4i.ActionRef.DEFAULT_ONLY
        jobs = next(t for t in info.tables if t.preamble.alias == "jobs")
        jobs.const_default_action_id = SCHEMA.actions["no_job"].id

    session, s = _pushed_variant(soft, scoped)
    try:
        params = [("job_id", b(1)), ("rank", b(0)), ("worker_index", b(0))]
        as_default = table_entry(s, "workers", (), "set_worker", params, default=True)
        assert session.write([(MODIFY, as_default)]) == "UNKNOWN[PERMISSION_DENIED]"
        unregistered = worker(s, action="unregistered", params=[])
        assert session.write([(INSERT, unregistered)]) == "UNKNOWN[PERMISSION_DENIED]"
        assert session.write([(INSERT, worker(s))]) == "OK"
        no_job = table_entry(s, "jobs", (), "no_job", default=True)
        assert session.write([(MODIFY, no_job)]) == "UNKNOWN[PERMISSION_DENIED]"
    finally:
        session.close()


def test_ternary_lpm_range_and_optional_fields_are_checked(soft: Soft) -> None:
    """A table of the pipeline's P4Info that the pipeline does not run (``spines``) with
    a field of every other match kind: each kind's rules, and a priority."""

    def kinds(info: p4i.P4Info) -> None:
        spines = next(t for t in info.tables if t.preamble.alias == "spines")
        for fid, name, width, kind in [
            (5, "t", 8, p4i.MatchField.TERNARY),
            (6, "l", 16, p4i.MatchField.LPM),
            (7, "r", 8, p4i.MatchField.RANGE),
            (8, "o", 8, p4i.MatchField.OPTIONAL),
        ]:
            spines.match_fields.add(id=fid, name=name, bitwidth=width, match_type=kind)

    session, s = _pushed_variant(soft, kinds)
    try:
        key = [("ingress_port", b(1)), ("src_addr", b(1)), ("src_port", b(1)), ("job_id", b(1))]
        params = [("local_job_id", b(1)), ("rank", b(0)), ("session", b(1))]

        def spine(priority: int = 1, **fields: p4r.FieldMatch) -> p4r.Entity:
            e = table_entry(s, "spines", key, "set_spine", params, priority=priority)
            for f in fields.values():
                e.table_entry.match.append(f)
            return e

        t = p4r.FieldMatch(field_id=5, ternary=p4r.FieldMatch.Ternary(value=b(1), mask=b(3)))
        lpm = p4r.FieldMatch(field_id=6, lpm=p4r.FieldMatch.LPM(value=b(0x100, 2), prefix_len=8))
        r = p4r.FieldMatch(field_id=7, range=p4r.FieldMatch.Range(low=b(2), high=b(9)))
        o = p4r.FieldMatch(field_id=8, optional=p4r.FieldMatch.Optional(value=b(7)))
        assert session.write([(INSERT, spine(t=t, lpm=lpm, r=r, o=o))]) == "OK"
        assert session.write([(INSERT, spine(priority=2))]) == "OK"  # all four: don't care
        assert session.write([(INSERT, spine(priority=2))]) == "UNKNOWN[ALREADY_EXISTS]"
        assert session.write([(INSERT, spine(priority=0))]) == "UNKNOWN[INVALID_ARGUMENT]"
        bad = {
            "a zero mask": p4r.FieldMatch(
                field_id=5, ternary=p4r.FieldMatch.Ternary(value=b(0), mask=b(0))
            ),
            "bits outside the mask": p4r.FieldMatch(
                field_id=5, ternary=p4r.FieldMatch.Ternary(value=b(4), mask=b(3))
            ),
            "prefix 0": p4r.FieldMatch(
                field_id=6, lpm=p4r.FieldMatch.LPM(value=b(0), prefix_len=0)
            ),
            "bits beyond the prefix": p4r.FieldMatch(
                field_id=6, lpm=p4r.FieldMatch.LPM(value=b(0x101, 2), prefix_len=8)
            ),
            "a prefix too long": p4r.FieldMatch(
                field_id=6, lpm=p4r.FieldMatch.LPM(value=b(1), prefix_len=17)
            ),
            "low > high": p4r.FieldMatch(
                field_id=7, range=p4r.FieldMatch.Range(low=b(9), high=b(2))
            ),
            "the full range": p4r.FieldMatch(
                field_id=7, range=p4r.FieldMatch.Range(low=b(0), high=b(255))
            ),
            "an optional too wide": p4r.FieldMatch(
                field_id=8, optional=p4r.FieldMatch.Optional(value=b(256))
            ),
            "an exact match of a ternary field": p4r.FieldMatch(
                field_id=5, exact=p4r.FieldMatch.Exact(value=b(1))
            ),
        }
        for what, field in bad.items():
            assert session.write([(INSERT, spine(priority=3, f=field))]) == (
                "UNKNOWN[INVALID_ARGUMENT]"
            ), what
        read = session.read(spine(t=t, lpm=lpm, r=r, o=o))
        assert len(read) == 1 and read[0].table_entry.priority == 1
    finally:
        session.close()


def test_streams_past_the_bound_are_refused_and_unary_calls_always_answered() -> None:
    """The controller holds a stream; 50 more clients open one each (backups), half of
    them never reading a message: the switch holds streams up to MAX_STREAMS, less the
    seats kept for a client that would be primary, and refuses the rest
    RESOURCE_EXHAUSTED; every unary call a ``ctl`` makes meanwhile is answered within 2 s,
    and a job installed meanwhile sums exactly."""
    from softswitch.p4rt_streams import MAX_STREAMS, PRIMARY_SEATS

    soft = Soft()
    channels: list[grpc.Channel] = []
    streams: list[Any] = []
    try:
        client = pushed(soft, election_id=1000)  # the controller (primary): one stream
        answers: queue.Queue[str] = queue.Queue()
        done = threading.Event()

        def open_stream(i: int, reads: bool) -> None:
            channel = grpc.insecure_channel(soft.address)
            channels.append(channel)
            req = p4r.StreamMessageRequest()
            req.arbitration.device_id = 0
            req.arbitration.election_id.low = 100 + i
            stream = p4r_grpc.P4RuntimeStub(channel).StreamChannel(_held_open(req, done))
            streams.append(stream)  # a dropped call object would cancel its stream
            if reads:
                try:
                    answers.put(next(stream).WhichOneof("update"))
                except grpc.RpcError as exc:
                    answers.put(exc.code().name)

        openers = [
            threading.Thread(target=open_stream, args=(i, i % 2 == 0), daemon=True)
            for i in range(50)
        ]
        slowest = 0.0
        cfg = fabric(jobs=[JOB])
        manager = JobManager(client, cfg)
        for t in openers:
            t.start()
        for _ in range(20):  # ctl's calls, while the streams open: job list, stats
            start = time.monotonic()
            manager.survey()
            client.read_counter("p4r_stats")
            slowest = max(slowest, time.monotonic() - start)
        for t in openers:
            t.join(10)
        got = [answers.get(timeout=10) for _ in range(25)]
        assert set(got) <= {"arbitration", "RESOURCE_EXHAUSTED"}, got
        backups = MAX_STREAMS - PRIMARY_SEATS - 1  # beside the controller
        assert got.count("RESOURCE_EXHAUSTED") >= 50 - backups - 25
        assert len(soft.server.service._arbitrated()) == backups + 1
        assert slowest < 2.0, f"a unary call took {slowest:.2f} s with 50 streams opening"
        manager.install_fabric()  # with every stream still open: the data path is exact
        manager.add(cfg.jobs[0])
        run_workers(soft, seed=4)
    finally:
        done.set()
        for channel in channels:
            channel.close()
        soft.close()


def _held_open(first: p4r.StreamMessageRequest, done: threading.Event) -> Iterator[Any]:
    """A stream's requests: ``first``, then nothing until ``done`` (the stream stays open)."""
    yield first
    done.wait()


def test_a_client_that_never_reads_loses_packet_ins_and_blocks_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import softswitch.p4runtime as p4rt

    monkeypatch.setattr(p4rt, "STREAM_BACKLOG", 4)
    soft = Soft()
    try:
        channel = grpc.insecure_channel(soft.address)
        req = p4r.StreamMessageRequest()
        req.arbitration.election_id.low = 1
        done = threading.Event()
        stream = p4r_grpc.P4RuntimeStub(channel).StreamChannel(_held_open(req, done))  # unread
        service = soft.server.service
        deadline = time.monotonic() + 5
        while not service._streams or next(iter(service._streams.values())).device_id is None:
            assert time.monotonic() < deadline, "the stream did not arbitrate"
            time.sleep(0.01)
        push = RawSession(soft.address, election_id=2)
        assert push.push(SCHEMA, b"") == "OK"
        push.close()  # the non-reading client (1) is primary again
        start = time.monotonic()
        for _ in range(100):  # far more packet-ins than its queue holds
            service._packet_in(b"\0" * 24)
        assert time.monotonic() - start < 1.0
        assert service.packet_ins_dropped > 0
        done.set()
        stream.cancel()
        channel.close()
    finally:
        soft.close()
