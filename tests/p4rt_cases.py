"""One list of P4Runtime requests, valid and invalid, with what the software switch and
BMv2 answer to each.

The requests run in order on one freshly pushed switch (the state carries over: an
entry inserted early is read, modified and deleted later).  Each answer is an outcome
string (``tests/p4rt_requests.py``).  Where BMv2 answers otherwise, :data:`Case.bmv2`
says what it answers, and ``why`` names the P4Runtime spec section (v1.4) or the reason
that makes the software switch's answer right; docs/controller.md lists the same.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import grpc
from finsy.proto import p4r

from p4rproto.p4runtime.p4info import P4Schema
from tests.p4rt_requests import (
    DELETE,
    INSERT,
    MODIFY,
    RawSession,
    b,
    clone_session,
    counter,
    direct_counter,
    group,
    table_entry,
    worker,
)

INVALID = "UNKNOWN[INVALID_ARGUMENT]"
SAME = "same"  #: BMv2 answers as the software switch
NOT_COMPARED = "not compared"  #: a clean-up after a difference: whatever it answers


@dataclass(frozen=True)
class Case:
    name: str
    run: Callable[[RawSession], str]
    soft: str  #: what the software switch answers
    bmv2: str = SAME  #: what BMv2 answers where it differs
    why: str = ""  #: why the software switch's answer is right where they differ


def _with(entity: p4r.Entity, change: Callable[[p4r.TableEntry], object]) -> p4r.Entity:
    change(entity.table_entry)
    return entity


def _getter(response_type: int) -> Callable[[RawSession], str]:
    def run(s: RawSession) -> str:
        try:
            config = s.get_pipeline(response_type).config
        except grpc.RpcError as exc:
            return str(exc.code().name)
        parts = [
            "p4info" if config.HasField("p4info") else "",
            "device_config" if config.p4_device_config else "",
            "cookie" if config.HasField("cookie") else "",
        ]
        return "OK " + "+".join(p for p in parts if p)

    return run


def cases(schema: P4Schema, device_config: bytes) -> list[Case]:
    s = schema
    out: list[Case] = []

    def case(
        name: str, run: Callable[[RawSession], str], soft: str, bmv2: str = SAME, why: str = ""
    ) -> None:
        out.append(Case(name, run, soft, bmv2, why))

    def write(*updates: tuple[int, p4r.Entity], atomicity: int = 0) -> Callable[[RawSession], str]:
        return lambda c: c.write(list(updates), atomicity)

    def read(*entities: p4r.Entity) -> Callable[[RawSession], str]:
        return lambda c: c.read_outcome(*entities)

    set_job = [
        (n, b(1)) for n in ("slot_base", "slot_count", "num_workers", "mcast_grp", "session")
    ]
    workers_table = table_entry(s, "workers")

    # -- table entries: what is refused, and what goes in --------------------------------
    case("insert a worker", write((INSERT, worker(s))), "OK")
    case("insert it again", write((INSERT, worker(s))), "UNKNOWN[ALREADY_EXISTS]")
    case(
        "a worker without its ingress_port",
        write((INSERT, worker(s, port=None, src_port=40001))),
        INVALID,
    )
    case(
        "an action of another table",
        write((INSERT, worker(s, src_port=40002, action="set_job", params=set_job))),
        INVALID,
    )
    case("port 512 in 9 bits", write((INSERT, worker(s, port=b(512), src_port=40003))), INVALID)
    case("leading zero bytes", write((INSERT, worker(s, port=b"\0\0\2", src_port=40004))), "OK")
    case("an empty value (zero)", write((INSERT, worker(s, port=b"", src_port=40005))), "OK")
    case(
        "an insert without an action",
        write((INSERT, worker(s, src_port=40006, action=None))),
        INVALID,
    )
    unknown_table = worker(s, src_port=40007)
    unknown_table.table_entry.table_id = 12345
    case("an unknown table id", write((INSERT, unknown_table)), INVALID)
    case(
        "an unknown action id",
        write((INSERT, worker(s, src_port=40008, action=999, params=[]))),
        INVALID,
    )
    case(
        "a parameter missing",
        write((INSERT, worker(s, src_port=40009, params=[("job_id", b(1)), ("rank", b(0))]))),
        INVALID,
    )
    params = [("job_id", b(1)), ("rank", b(0)), ("worker_index", b(0))]
    case(
        "an unknown parameter id",
        write((INSERT, worker(s, src_port=40010, params=[*params, (9, b(1))]))),
        INVALID,
    )
    case(
        "a parameter twice",
        write((INSERT, worker(s, src_port=40011, params=[*params[:2], ("rank", b(0))]))),
        INVALID,
        "OK",
        "P4Runtime 1.4, Action Specification: a missing parameter id is INVALID_ARGUMENT (this "
        "gives rank twice and no worker_index; BMv2 counts the parameters only)",
    )
    case("(clean-up)", write((DELETE, worker(s, src_port=40011, action=None))), NOT_COMPARED)
    case(
        "a parameter too wide",
        write((INSERT, worker(s, src_port=40012, params=[("job_id", b(1 << 16)), *params[1:]]))),
        INVALID,
    )
    case(
        "a priority on an exact table",
        write((INSERT, _with(worker(s, src_port=40013), lambda t: setattr(t, "priority", 5)))),
        INVALID,
    )
    case(
        "an unknown match field",
        write(
            (
                INSERT,
                _with(
                    worker(s, src_port=40014),
                    lambda t: t.match.add(field_id=9, exact=p4r.FieldMatch.Exact(value=b(1))),
                ),
            )
        ),
        INVALID,
    )
    case(
        "a match field twice",
        write(
            (
                INSERT,
                _with(
                    worker(s, src_port=40015),
                    lambda t: t.match.add(field_id=1, exact=p4r.FieldMatch.Exact(value=b(1))),
                ),
            )
        ),
        INVALID,
    )

    def ternary(t: p4r.TableEntry) -> None:
        t.match[0].ternary.value, t.match[0].ternary.mask = b(1), b(1)

    case(
        "a ternary match of an exact field",
        write((INSERT, _with(worker(s, src_port=40016), ternary))),
        INVALID,
    )
    case(
        "update type UNSPECIFIED",
        write((p4r.Update.UNSPECIFIED, worker(s, src_port=40017))),
        INVALID,
    )
    case(
        "MODIFY of a missing entry",
        write((MODIFY, worker(s, src_port=40018))),
        "UNKNOWN[NOT_FOUND]",
    )
    case(
        "DELETE of a missing entry",
        write((DELETE, worker(s, src_port=40019))),
        "UNKNOWN[NOT_FOUND]",
    )
    case(
        "MODIFY to another action",
        write((MODIFY, worker(s, action="unregistered", params=[]))),
        "OK",
    )
    case("DELETE by the key alone", write((DELETE, worker(s, action=None))), "OK")
    case(
        "insert the unregistered action",
        write((INSERT, worker(s, action="unregistered", params=[]))),
        "OK",
    )

    # -- default entries ------------------------------------------------------------------
    nack = [("interval_us", b(5))]
    case(
        "INSERT a default entry",
        write((INSERT, table_entry(s, "nack_limit", (), "set_nack_interval", nack, default=True))),
        INVALID,
    )
    case(
        "DELETE a default entry",
        write((DELETE, table_entry(s, "nack_limit", (), "set_nack_interval", nack, default=True))),
        INVALID,
    )
    case(
        "MODIFY a default entry",
        write((MODIFY, table_entry(s, "nack_limit", (), "set_nack_interval", nack, default=True))),
        "OK",
    )
    case("read the default entry", read(table_entry(s, "nack_limit", default=True)), "OK 1")
    case(
        "a default entry with a key",
        write(
            (
                MODIFY,
                table_entry(s, "workers", [("ingress_port", b(1))], "unregistered", default=True),
            )
        ),
        INVALID,
    )
    case(
        "a default entry with a priority",
        write(
            (
                MODIFY,
                table_entry(
                    s, "nack_limit", (), "set_nack_interval", nack, default=True, priority=1
                ),
            )
        ),
        INVALID,
    )
    case("reset a default entry", write((MODIFY, table_entry(s, "nack_limit", default=True))), "OK")
    case(
        "a hit action as the workers' default",
        write((MODIFY, table_entry(s, "workers", (), "set_worker", params, default=True))),
        "UNKNOWN[UNIMPLEMENTED]",
        "OK",
        "the pipeline runs a miss as the P4 program's default action: anything else is a "
        "feature it lacks (UNIMPLEMENTED)",
    )
    case("(clean-up)", write((MODIFY, table_entry(s, "workers", default=True))), NOT_COMPARED)
    case(
        "an entry of a keyless table",
        write((INSERT, table_entry(s, "nack_limit", (), "set_nack_interval", nack))),
        INVALID,
        "UNKNOWN[UNKNOWN]",
        "P4Runtime 1.4, Default Entry: a table without match fields has its default entry "
        "only (BMv2 fails in the target: UNKNOWN)",
    )

    # -- direct resources and idle timeout ------------------------------------------------
    case(
        "counter_data with a direct counter",
        write(
            (
                INSERT,
                _with(
                    worker(s, src_port=40021), lambda t: setattr(t.counter_data, "packet_count", 7)
                ),
            )
        ),
        "OK",
    )
    dest = table_entry(
        s,
        "result_dest",
        [("job_id", b(1)), ("rank", b(0))],
        "set_dest",
        [("dst_mac", b(1)), ("dst_ip", b(1)), ("dst_port", b(1))],
    )
    case(
        "counter_data without a direct counter",
        write((INSERT, _with(dest, lambda t: setattr(t.counter_data, "packet_count", 7)))),
        INVALID,
    )
    case(
        "meter_config without a direct meter",
        write(
            (INSERT, _with(worker(s, src_port=40022), lambda t: setattr(t.meter_config, "cir", 7)))
        ),
        INVALID,
    )
    case(
        "an idle timeout without support",
        write(
            (INSERT, _with(worker(s, src_port=40023), lambda t: setattr(t, "idle_timeout_ns", 7)))
        ),
        INVALID,
    )

    # -- batches ------------------------------------------------------------------------------
    bad = worker(s, port=b(512), src_port=40031)
    case(
        "a batch with one bad update",
        write(
            (INSERT, worker(s, src_port=40030)), (INSERT, bad), (INSERT, worker(s, src_port=40032))
        ),
        "UNKNOWN[OK,INVALID_ARGUMENT,OK]",
    )
    rollback = p4r.WriteRequest.ROLLBACK_ON_ERROR
    case(
        "ROLLBACK_ON_ERROR",
        write((INSERT, worker(s, src_port=40040)), (INSERT, bad), atomicity=rollback),
        "UNKNOWN[ABORTED,INVALID_ARGUMENT]",
        "UNIMPLEMENTED",
        "P4Runtime 1.4, Batch Atomicity: optional; implemented (all or nothing)",
    )
    case("ROLLBACK_ON_ERROR left nothing", read(worker(s, src_port=40040, action=None)), "OK 0")
    case(
        "DATAPLANE_ATOMIC",
        write((INSERT, worker(s, src_port=40041)), atomicity=p4r.WriteRequest.DATAPLANE_ATOMIC),
        "OK",
        "UNIMPLEMENTED",
        "P4Runtime 1.4, Batch Atomicity: optional; the pipeline is programmed once per batch",
    )
    case("(clean-up)", write((DELETE, worker(s, src_port=40041, action=None))), NOT_COMPARED)
    case(
        "an update without an entity",
        write((INSERT, p4r.Entity())),
        INVALID,
        "UNKNOWN[UNKNOWN]",
        "P4Runtime 1.4, Wildcard Reads (of the Read RPC): an Entity without its oneof is "
        "INVALID_ARGUMENT; so for a write",
    )
    register = p4r.Entity()
    register.register_entry.register_id = s.p4info.registers[0].preamble.id
    case("a register write", write((MODIFY, register)), "UNKNOWN[UNIMPLEMENTED]")
    case("an empty batch", write(), "OK")

    # -- reads ------------------------------------------------------------------------------
    case("read one entry by its key", read(worker(s, action=None)), "OK 1")
    case("read a missing key", read(worker(s, src_port=39999, action=None)), "OK 0")
    case("read by a partial key", read(worker(s, port=None, action=None)), "INVALID_ARGUMENT")
    case("read by a key too wide", read(worker(s, port=b(512), action=None)), "INVALID_ARGUMENT")
    case("read a table", read(workers_table), "OK 6")
    case(
        "read a table with counter_data",
        read(_with(table_entry(s, "workers"), lambda t: t.counter_data.SetInParent())),
        "OK 6",
    )
    case("read every table", read(p4r.Entity(table_entry=p4r.TableEntry())), "OK 6")
    case(
        "read an unknown table",
        read(p4r.Entity(table_entry=p4r.TableEntry(table_id=5))),
        "INVALID_ARGUMENT",
    )
    case(
        "read by action",
        read(table_entry(s, "workers", (), "unregistered")),
        "OK 1",
        "OK 6",
        "P4Runtime 1.4, Wildcard Reads (TableEntry): the action_id filters the entries (BMv2 "
        "ignores it)",
    )
    case(
        "read an empty entity",
        read(p4r.Entity()),
        "INVALID_ARGUMENT",
        "UNKNOWN",
        "P4Runtime 1.4, Wildcard Reads (of the Read RPC): an Entity without its oneof is "
        "INVALID_ARGUMENT",
    )
    case("read nothing", read(), "OK 0")
    # The program has no action profiles and no meters: a wildcard read finds none.
    case(
        "read every action profile member",
        read(p4r.Entity(action_profile_member=p4r.ActionProfileMember())),
        "OK 0",
    )
    case(
        "read every action profile group",
        read(p4r.Entity(action_profile_group=p4r.ActionProfileGroup())),
        "OK 0",
    )
    case("read every meter", read(p4r.Entity(meter_entry=p4r.MeterEntry())), "OK 0")
    case(
        "read an unknown action profile's members",
        read(p4r.Entity(action_profile_member=p4r.ActionProfileMember(action_profile_id=5))),
        "INVALID_ARGUMENT",
    )
    case(
        "read an unknown meter",
        read(p4r.Entity(meter_entry=p4r.MeterEntry(meter_id=5))),
        "INVALID_ARGUMENT",
    )

    # -- counters -------------------------------------------------------------------------
    stats = s.counters["p4r_stats"].id
    case("every counter (counter_id 0)", read(counter(0)), "OK 1078")
    case("an unknown counter", read(counter(5)), "INVALID_ARGUMENT")
    case("one counter cell", read(counter(stats, 3)), "OK 1")
    case(
        "a cell out of range",
        read(counter(stats, 300)),
        "OUT_OF_RANGE",
        "UNKNOWN",
        "P4Runtime 1.4, CounterEntry: an index beyond the counter's size is OUT_OF_RANGE",
    )
    case(
        "a direct counter's id",
        read(counter(s.direct_counters["worker_packets"].id)),
        "INVALID_ARGUMENT",
    )
    case("set a counter cell", write((MODIFY, counter(stats, 3, 5))), "OK")
    case("INSERT a counter cell", write((INSERT, counter(stats, 3))), INVALID)
    case(
        "DELETE a counter cell",
        write((DELETE, counter(stats, 3))),
        INVALID,
        "OK",
        "P4Runtime 1.4, CounterEntry: DELETE is INVALID_ARGUMENT (BMv2 clears the cell)",
    )
    case(
        "a counter write without an index",
        write((MODIFY, counter(stats, None, 0))),
        "OK",
        "UNKNOWN[UNIMPLEMENTED]",
        "P4Runtime 1.4, CounterEntry: a MODIFY without an index sets every cell",
    )
    case(
        "a counter write out of range",
        write((MODIFY, counter(stats, 3000))),
        "UNKNOWN[OUT_OF_RANGE]",
        "UNKNOWN[UNKNOWN]",
        "P4Runtime 1.4, CounterEntry: an index beyond the counter's size is OUT_OF_RANGE",
    )
    w = worker(s)
    case(
        "every table's direct counters (table_id 0)",
        lambda c: c.read_outcome(_direct_all()),
        "OK 6",
        "UNIMPLEMENTED",
        "P4Runtime 1.4, Wildcard Reads: a default (0) id reads every instance",
    )
    case("a table's direct counters", read(direct_counter(table_entry(s, "workers"))), "OK 6")
    case(
        "a table without direct counters",
        read(direct_counter(table_entry(s, "result_dest"))),
        "INVALID_ARGUMENT",
    )
    case("a direct counter without its table_entry", read(direct_counter(None)), "INVALID_ARGUMENT")
    case("one entry's direct counter", read(direct_counter(w)), "OK 1")
    case("set one entry's direct counter", write((MODIFY, direct_counter(w, 9))), "OK")
    case("INSERT a direct counter", write((INSERT, direct_counter(w, 9))), INVALID)
    case(
        "DELETE a direct counter",
        write((DELETE, direct_counter(w))),
        INVALID,
        "OK",
        "P4Runtime 1.4, DirectCounterEntry: INSERT and DELETE are INVALID_ARGUMENT (BMv2 "
        "clears the counter)",
    )
    missing = worker(s, src_port=39999)
    case(
        "a missing entry's direct counter",
        read(direct_counter(missing)),
        "NOT_FOUND",
        "INVALID_ARGUMENT",
        "P4Runtime 1.4, DirectCounterEntry: no such entry is NOT_FOUND",
    )
    case(
        "set a missing entry's direct counter",
        write((MODIFY, direct_counter(missing, 1))),
        "UNKNOWN[NOT_FOUND]",
        "UNKNOWN[INVALID_ARGUMENT]",
        "P4Runtime 1.4, DirectCounterEntry: no matching TableEntry is NOT_FOUND",
    )

    # -- the packet replication engine ----------------------------------------------------
    case(
        "a multicast group",
        write((INSERT, group(5, {"port": b(1)}, {"port": b(2), "instance": 1}))),
        "OK",
    )
    case("group 0", write((INSERT, group(0, {"port": b(1)}))), INVALID)
    case(
        "group 32768",
        write((INSERT, group(32768, {"port": b(1)}))),
        "OK",
        "UNKNOWN[OUT_OF_RANGE]",
        "BMv2 (PI) keeps groups from 32768 for its clone sessions; the jobs table's mcast_grp "
        "is 16 bits, as a Tofino's groups",
    )
    case("(clean-up)", write((DELETE, group(32768))), NOT_COMPARED)
    case(
        "a replica on port 0",
        write((INSERT, group(6, {"port": b(0)}))),
        "OK",
        INVALID,
        "P4Runtime 1.4, Replica.port is a bytestring: port 0 is a port (a Tofino's first); "
        "PI refuses it as 'negative'",
    )
    case("(clean-up)", write((DELETE, group(6))), NOT_COMPARED)
    case("an empty port", write((INSERT, group(7, {"port": b""}))), INVALID)
    case("a replica without a port", write((INSERT, group(8, {"instance": 1}))), INVALID)
    case("egress_port 0", write((INSERT, group(9, {"egress_port": 0}))), "OK")
    case("a replica twice", write((INSERT, group(10, {"port": b(1)}, {"port": b(1)}))), INVALID)
    case(
        "a port of 5 bytes",
        write((INSERT, group(11, {"port": b"\0\0\0\0\1"}))),
        "OK",
        "UNKNOWN[UNIMPLEMENTED]",
        "P4Runtime 1.4, Bytestrings: a receiver takes leading zero bytes of any length",
    )
    case("(clean-up)", write((DELETE, group(11))), NOT_COMPARED)
    case("a group without replicas", write((INSERT, group(13))), "OK")
    case("read every group", read(group(0)), "OK 3")
    case("read a missing group", read(group(99)), "NOT_FOUND")
    case("read one group", read(group(5)), "OK 1")
    case("MODIFY a missing group", write((MODIFY, group(98, {"port": b(1)}))), "UNKNOWN[NOT_FOUND]")
    case("DELETE a missing group", write((DELETE, group(98))), "UNKNOWN[NOT_FOUND]")
    case("a clone session", write((INSERT, clone_session(5, {"port": b(1)}))), "OK")
    case("clone session 0", write((INSERT, clone_session(0, {"port": b(1)}))), INVALID)
    case("clone session 32768", write((INSERT, clone_session(32768, {"port": b(1)}))), INVALID)
    case(
        "a class of service",
        write((INSERT, clone_session(6, {"port": b(1)}, cos=1))),
        "UNKNOWN[UNIMPLEMENTED]",
    )
    case(
        "a clone session of two ports",
        write((INSERT, clone_session(7, {"port": b(1)}, {"port": b(2)}))),
        "OK",
    )
    case("a clone session without replicas", write((INSERT, clone_session(8))), "OK")
    case("read a missing clone session", read(clone_session(99)), "NOT_FOUND")
    case("read every clone session", read(clone_session(0)), "OK 3")

    # -- the pipeline ---------------------------------------------------------------------
    get = p4r.GetForwardingPipelineConfigRequest
    case("get ALL", _getter(get.ALL), "OK p4info+device_config+cookie")
    case("get COOKIE_ONLY", _getter(get.COOKIE_ONLY), "OK cookie")
    case("get P4INFO_AND_COOKIE", _getter(get.P4INFO_AND_COOKIE), "OK p4info+cookie")
    case(
        "get DEVICE_CONFIG_AND_COOKIE",
        _getter(get.DEVICE_CONFIG_AND_COOKIE),
        "OK device_config+cookie",
    )
    case("get response_type 7", _getter(7), "INVALID_ARGUMENT")
    action = p4r.SetForwardingPipelineConfigRequest
    case(
        "push UNSPECIFIED",
        lambda c: c.push(s, device_config, action.UNSPECIFIED, 42),
        "INVALID_ARGUMENT",
    )
    case("push VERIFY", lambda c: c.push(s, device_config, action.VERIFY, 42), "OK")
    case("VERIFY kept every entry", read(workers_table), "OK 6")
    case(
        "push VERIFY_AND_COMMIT",
        lambda c: c.push(s, device_config, action.VERIFY_AND_COMMIT, 42),
        "OK",
    )
    case("VERIFY_AND_COMMIT cleared the entries", read(workers_table), "OK 0")
    case("insert a worker again", write((INSERT, worker(s))), "OK")
    case(
        "push RECONCILE_AND_COMMIT, the same P4Info",
        lambda c: c.push(s, device_config, action.RECONCILE_AND_COMMIT, 42),
        "OK",
        "UNKNOWN",
        "P4Runtime 1.4, SetForwardingPipelineConfig RPC: reconciling keeps the forwarding "
        "state, as it can for the P4Info that runs (BMv2 fails, and every later push too)",
    )
    case("RECONCILE_AND_COMMIT kept every entry", read(workers_table), "OK 1")
    return out


def _direct_all() -> p4r.Entity:
    e = p4r.Entity()
    e.direct_counter_entry.table_entry.table_id = 0
    return e
