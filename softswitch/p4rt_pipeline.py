"""What the P4Runtime tables mean to the software switch's pipeline.

The pipeline is not generated from the P4 program: it runs the v1model program's
tables, so a pushed pipeline must have them (exact match fields and actions with the
parameters used here, checked by name at the push), and the P4Runtime state is
programmed into the pipeline's tables after every write:

* ``workers`` (set_worker), ``jobs`` (set_job), ``result_dest`` (set_dest), multicast
  groups and, where the pipeline has it, ``uplinks`` (set_uplink) program the pipeline;
  an entry with the table's miss action (unregistered, no_job, NoAction, ...) is stored
  and read back and admits nothing, as a miss.  ``spines`` is derived from ``uplinks``.
* the default entries of ``nack_limit`` and ``drop_sim`` set the NACK interval and the
  drop simulator; another table's default can only be its miss action (the pipeline
  has no other behaviour on a miss: anything else is UNIMPLEMENTED).
* ``l2_forward`` and ``arp_responder`` drive the port front end's forwarding.

Values the P4Info allows but the pipeline cannot hold (a slot range beyond its slots,
a rank beyond its bitmap) are refused OUT_OF_RANGE, where BMv2 would take them and
fail on the data path.
"""

from __future__ import annotations

import grpc

from p4rproto.netio import int_to_ip
from p4rproto.p4runtime.entities import TableEntry
from p4rproto.p4runtime.errors import SchemaError
from p4rproto.p4runtime.p4info import P4Schema, Table
from p4rproto.wire import MAX_WORKERS, MAX_WORLD_SIZE

from .dropsim import DropRates
from .native import AnyPipeline
from .p4rt_state import State
from .p4rt_validate import CheckedEntry, Invalid
from .ports import PortSwitch
from .tables import Dest, JobAction, UplinkAction, WorkerAction, WorkerKey
from .udp import UdpSwitch

FrontEnd = UdpSwitch | PortSwitch

#: Table -> (its exact match fields, {action: its parameters}) as the pipeline reads them.
TABLES: dict[str, tuple[tuple[str, ...], dict[str, tuple[str, ...]]]] = {
    "workers": (
        ("ingress_port", "src_addr", "src_port"),
        {"set_worker": ("job_id", "rank", "worker_index")},
    ),
    "jobs": (
        ("job_id",),
        {"set_job": ("slot_base", "slot_count", "num_workers", "mcast_grp", "session")},
    ),
    "result_dest": (("job_id", "rank"), {"set_dest": ("dst_mac", "dst_ip", "dst_port")}),
    "drop_sim": ((), {"set_drop_rates": ("ingress_threshold", "egress_threshold")}),
    "nack_limit": ((), {"set_nack_interval": ("interval_us",)}),
    "l2_forward": (("dst_addr",), {"forward": ("port",), "flood": ("group",)}),
    "arp_responder": (("target_ip",), {"arp_reply": ("mac",)}),
}
#: Tables the pipeline uses where the P4 program has them (two-level aggregation).
OPTIONAL_TABLES: dict[str, tuple[tuple[str, ...], dict[str, tuple[str, ...]]]] = {
    "uplinks": (
        ("job_id",),
        {
            "set_uplink": (
                "ip",
                "udp_port",
                "job_id",
                "rank",
                "session",
                "world_size",
                "port",
                "mac",
            )
        },
    ),
}
COUNTERS = ("p4r_stats", "p4r_egress_stats", "worker_retransmits")
DIRECT_COUNTERS = {"workers", "jobs"}  #: tables whose direct counters the pipeline keeps
#: Tables whose default entry programs the pipeline (any action of theirs).
DEFAULT_TABLES = ("nack_limit", "drop_sim")


def check_runnable(schema: P4Schema) -> None:
    """Raise :class:`SchemaError` naming what ``schema`` lacks for this pipeline."""
    problems = [f"table {name}" for name in TABLES if name not in schema.tables]
    problems += [f"counter {name}" for name in COUNTERS if name not in schema.counters]
    problems += [
        f"controller header {name}"
        for name in ("packet_in", "packet_out")
        if name not in schema.controller_headers
    ]
    for kind, name in (("direct counter", "workers"), ("direct counter", "jobs")):
        if name in schema.tables and not schema.tables[name].direct_counter:
            problems.append(f"{kind} on table {name}")
    tables = dict(TABLES)
    tables.update({t: spec for t, spec in OPTIONAL_TABLES.items() if t in schema.tables})
    for name, (fields, actions) in tables.items():
        if name not in schema.tables:
            continue
        table = schema.tables[name]
        for f in fields:
            have = table.match_fields.get(f)
            if have is None or have.match_type != "EXACT":
                problems.append(f"exact match field {name}.{f}")
        for action, params in actions.items():
            if action not in schema.actions or schema.actions[action].id not in table.action_ids:
                problems.append(f"action {action} of table {name}")
                continue
            missing = [p for p in params if p not in schema.actions[action].params]
            problems += [f"parameter {action}({p})" for p in missing]
    if problems:
        raise SchemaError(f"the pipeline lacks {', '.join(problems)}")


class PipelineView:
    """The pipeline behind one schema: limits of its writes, its counters, and its
    programming from the P4Runtime state."""

    def __init__(self, switch: FrontEnd, schema: P4Schema) -> None:
        self.switch = switch
        self.schema = schema
        self.pipeline: AnyPipeline = switch.pipeline
        names = dict(TABLES)
        names.update({t: s for t, s in OPTIONAL_TABLES.items() if t in schema.tables})
        self.table_ids = {schema.tables[t].id: t for t in names}
        self.action = {a: schema.actions[a].name for _, acts in names.values() for a in acts}

    # -- limits ---------------------------------------------------------------------------
    def check_limits(self, checked: CheckedEntry, state: State) -> None:
        """Refuse what the pipeline cannot hold (OUT_OF_RANGE, ALREADY_EXISTS) or do
        (UNIMPLEMENTED)."""
        role = self.table_ids.get(checked.table.id)
        if role is None or not checked.has_action:
            return
        entry = TableEntry.decode(checked.msg, self.schema)
        if checked.msg.is_default_action:
            self._check_default(role, checked.table, entry)
            return
        p = entry.params
        slots = self.pipeline.config.num_slots
        if entry.action == self.action.get("set_job"):
            end = p["slot_base"] + p["slot_count"]
            if end > slots:
                raise Invalid(
                    grpc.StatusCode.OUT_OF_RANGE,
                    f"set_job: slots {p['slot_base']}..{end - 1} are beyond the switch's "
                    f"0..{slots - 1}",
                )
            _at_most("set_job(num_workers)", p["num_workers"], MAX_WORKERS)
        elif entry.action == self.action.get("set_worker"):
            _at_most("set_worker(rank)", p["rank"], MAX_WORKERS - 1)
            self._check_address(checked, entry, state)
        elif entry.action == self.action.get("set_uplink"):
            _at_most("set_uplink(rank)", p["rank"], MAX_WORKERS - 1)
            _at_most("set_uplink(world_size)", p["world_size"], MAX_WORLD_SIZE)

    def _check_address(self, checked: CheckedEntry, entry: TableEntry, state: State) -> None:
        """The pipeline looks workers up by source address and port alone (a UDP front
        end has no ports): two workers at one address on different ports cannot be."""
        address = (entry.match["src_addr"], entry.match["src_port"])
        for other in state.entries(checked.table):
            e = other.entry
            if (
                e.action == entry.action
                and (e.match["src_addr"], e.match["src_port"]) == address
                and e.match != entry.match
            ):
                raise Invalid(
                    grpc.StatusCode.ALREADY_EXISTS,
                    f"the software switch matches workers by source address and port alone: "
                    f"{int_to_ip(address[0])}:{address[1]} is the worker on ingress port "
                    f"{e.match['ingress_port']}",
                )

    def _check_default(self, role: str, table: Table, entry: TableEntry) -> None:
        if role in DEFAULT_TABLES:
            return
        initial = table.initial_default
        if initial is None or self.schema.actions.by_id(initial.action_id).name != entry.action:
            raise Invalid(
                grpc.StatusCode.UNIMPLEMENTED,
                f"the software switch runs {table.name}'s miss as the P4 program's "
                f"default action; {entry.action} as its default is not supported",
            )

    # -- counters -------------------------------------------------------------------------
    def counted(self, table: Table, entry: TableEntry) -> int:
        """What the pipeline counted for an entry (its direct counter, before a base)."""
        role = self.table_ids.get(table.id)
        pipe = self.pipeline
        if role == "workers" and entry.action == self.action["set_worker"]:
            return int(pipe.worker_packets[entry.params["worker_index"]])
        if role == "jobs" and entry.action == self.action["set_job"] and not entry.is_default:
            return int(pipe.job_packets[entry.match["job_id"]])
        return 0

    def counter_cells(self, counter_id: int) -> list[int]:
        """An indirect counter's cells as the pipeline counted them."""
        info = self.schema.counters.by_id(counter_id)
        pipe = self.pipeline
        if info.name == self.schema.counters["p4r_stats"].name:
            values = [int(v) for v in pipe.counters.values[: info.size]]
        elif info.name == self.schema.counters["worker_retransmits"].name:
            values = [int(v) for v in pipe.worker_retransmits[: info.size]]
        else:  # p4r_egress_stats, or one it does not have: it counts all in p4r_stats
            values = []
        return values + [0] * (info.size - len(values))

    # -- programming ----------------------------------------------------------------------
    def program(self, state: State, defaults: bool = True) -> None:
        """Rebuild the pipeline's tables from ``state`` (under the switch's lock)."""
        t = self.pipeline.tables
        a = self.action
        t.workers = {
            WorkerKey(e.match["ingress_port"], e.match["src_addr"], e.match["src_port"]): (
                WorkerAction(e.params["job_id"], e.params["rank"], e.params["worker_index"])
            )
            for e in self._entries(state, "workers", a["set_worker"])
        }
        t.jobs = {
            e.match["job_id"]: JobAction(
                e.params["slot_base"],
                e.params["slot_count"],
                e.params["num_workers"],
                e.params["mcast_grp"],
                e.params["session"],
            )
            for e in self._entries(state, "jobs", a["set_job"])
        }
        t.dests = {
            (e.match["job_id"], e.match["rank"]): Dest(
                e.params["dst_mac"], e.params["dst_ip"], e.params["dst_port"]
            )
            for e in self._entries(state, "result_dest", a["set_dest"])
        }
        t.groups = {gid: replicas(g) for gid, g in state.groups.items()}
        t.uplinks = {
            e.match["job_id"]: UplinkAction(
                e.params["ip"],
                e.params["udp_port"],
                e.params["job_id"],
                e.params["rank"],
                e.params["session"],
                e.params["world_size"],
                e.params["port"],
                e.params["mac"],
            )
            for e in self._entries(state, "uplinks", a.get("set_uplink", ""))
        }
        t.changed()
        if isinstance(self.switch, PortSwitch):
            self._program_forwarding(state, self.switch)
        if defaults:
            self._program_defaults(state)

    def _entries(self, state: State, role: str, action: str) -> list[TableEntry]:
        if role not in self.schema.tables or not action:
            return []
        table = self.schema.tables[role]
        return [s.entry for s in state.entries(table) if s.entry.action == action]

    def _program_defaults(self, state: State) -> None:
        """The default entries written since the push (a reset: the P4 program's)."""
        for role in DEFAULT_TABLES:
            table = self.schema.tables[role]
            if table.id not in state.defaults:
                continue
            stored = state.default_entry(table)
            if stored is None or not stored.entry.action:
                continue
            p = stored.entry.params
            if role == "nack_limit":
                self.pipeline.nack_interval_us = p["interval_us"]
            else:
                rates = DropRates(p["ingress_threshold"] / 65536, p["egress_threshold"] / 65536)
                self.pipeline.set_drop_rates(rates)

    def _program_forwarding(self, state: State, ports: PortSwitch) -> None:
        """The port front end forwards: l2_forward, the flood group, arp_responder."""
        a = self.action
        ports.l2 = {
            e.match["dst_addr"]: e.params["port"]
            for e in self._entries(state, "l2_forward", a["forward"])
        }
        floods = [e.params["group"] for e in self._entries(state, "l2_forward", a["flood"])]
        group = state.groups.get(floods[0]) if floods else None
        ports.flood_ports = tuple(p for p, _ in replicas(group)) if group else ()
        ports.arp = {
            e.match["target_ip"]: e.params["mac"]
            for e in self._entries(state, "arp_responder", a["arp_reply"])
        }


def replicas(group: object) -> tuple[tuple[int, int], ...]:
    """(port, instance) of each replica of a stored multicast group or clone session."""
    return tuple(
        (
            int.from_bytes(r.port, "big") if r.WhichOneof("port_kind") == "port" else r.egress_port,
            r.instance,
        )
        for r in getattr(group, "replicas", ())
    )


def _at_most(what: str, value: int, limit: int) -> None:
    if value > limit:
        raise Invalid(
            grpc.StatusCode.OUT_OF_RANGE, f"{what} {value}: the pipeline holds at most {limit}"
        )
