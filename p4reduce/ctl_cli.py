"""``p4reduce ctl``: the controller's command line, for BMv2, Tofino and the software switch.

Exit codes (``docs/controller.md``): 0 ok, 1 the switch did not complete the work (slot
resets not acknowledged), 2 bad config or arguments, 3 switch unreachable, 4 not primary
(another controller, e.g. the controller service, holds a higher election id: give
``--election-id`` above it to take over), 5 pipeline mismatch or none pushed, 6 job error
(e.g. slots exhausted, no such job), 7 other P4Runtime failure.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from controller.client import P4RuntimeClient, SwitchAddress
from controller.config import FabricConfig
from controller.errors import ConfigError, ControllerError, NotPrimary, P4InfoMismatch
from controller.fabric import FabricCoordinator, switch_view
from controller.jobs import JobManager
from controller.stats import format_stats, read_stats
from controller.targets import device_config
from p4rproto.p4runtime.p4info import P4Schema

#: ctl's election id unless ``--election-id`` says otherwise.  The config's
#: ``[switch] election_id`` is the controller service's (default
#: :data:`controller.specs.SERVICE_ELECTION_ID`, above this one): beside a running service
#: ctl is a backup, so its reads work and its writes exit 4 (not primary) instead of
#: colliding with the service's id or taking the switch from it.
CTL_ELECTION_ID = 1

#: Commands that only read: they open the switch as a backup (P4Runtime lets backups read)
READ_ONLY = frozenset({"stats", "job list"})

COMMITTED_P4INFO = (
    Path(__file__).resolve().parents[1] / "p4src" / "p4info" / "p4reduce.v1model.p4info.txtpb"
)


def add_parser(sub: Any) -> None:
    ctl = sub.add_parser("ctl", help="control a switch over P4Runtime (BMv2, Tofino, software)")
    ctl.add_argument(
        "--switch", help="HOST:PORT of the switch's P4Runtime server (overrides config)"
    )
    ctl.add_argument("--device-id", type=int, help="P4Runtime device id (overrides config)")
    ctl.add_argument(
        "--election-id",
        type=int,
        default=CTL_ELECTION_ID,
        help=f"ctl's election id (default {CTL_ELECTION_ID}, below the service's: give a "
        "higher one than the config's election_id to take the switch over from the service)",
    )
    ctl.add_argument("--config", type=Path, help="fabric TOML: switch, hosts, jobs")
    ctl.add_argument("--timeout", type=float, default=10.0, help="seconds to wait for the switch")
    cmds = ctl.add_subparsers(dest="ctl_command", required=True, metavar="COMMAND")

    push = cmds.add_parser("push", help="push the pipeline (P4Info + device config)")
    push.add_argument("--p4info", type=Path, help="P4Info text file (default: config or committed)")
    push.add_argument("--device-config", type=Path, help="BMv2 JSON or bf-p4c output folder")
    push.add_argument(
        "--allow-missing-binary",
        action="store_true",
        help="Tofino: pack a build without the assembler's tofino.bin (for tests)",
    )
    push.set_defaults(ctl_func=_push)

    apply = cmds.add_parser(
        "apply",
        help="install the config: forwarding, drop rates, every job; installed jobs start a "
        "new session",
    )
    apply.add_argument("--push", action="store_true", help="push the pipeline first")
    apply.add_argument(
        "--allow-missing-binary",
        action="store_true",
        help="with --push, Tofino: pack a build without tofino.bin (for tests)",
    )
    apply.set_defaults(ctl_func=_apply)

    job = cmds.add_parser("job", help="add, remove or list jobs").add_subparsers(
        dest="job_command", required=True, metavar="ACTION"
    )
    add = job.add_parser("add", help="install a job (workers are HOST:UDP_PORT of config hosts)")
    add.add_argument("--id", type=int, required=True)
    add.add_argument("--slots", type=int, default=128)
    add.add_argument(
        "--worker",
        action="append",
        required=True,
        metavar="HOST:PORT",
        help="a worker, in rank order (repeat)",
    )
    add.set_defaults(ctl_func=_job_add)
    rm = job.add_parser("remove", help="remove a job and reset its slots")
    rm.add_argument("id", type=int)
    rm.set_defaults(ctl_func=_job_remove)
    job.add_parser("list", help="the jobs the switch holds").set_defaults(ctl_func=_job_list)

    session = cmds.add_parser(
        "session", help="start a new session (run) of an installed job: new tag, slots cleared"
    )
    session.add_argument("id", type=int)
    session.set_defaults(ctl_func=_session)

    stats = cmds.add_parser("stats", help="counters: pipeline, per job, per worker")
    stats.add_argument("--watch", type=float, metavar="SECONDS", help="refresh every SECONDS")
    stats.add_argument("--count", type=int, default=0, help="with --watch: stop after N updates")
    stats.set_defaults(ctl_func=_stats)

    drop = cmds.add_parser("drop-sim", help="the drop simulator").add_subparsers(
        dest="drop_command", required=True, metavar="ACTION"
    )
    ds = drop.add_parser("set", help="set drop probabilities")
    ds.add_argument("--ingress", type=float, default=0.0)
    ds.add_argument("--egress", type=float, default=0.0)
    ds.set_defaults(ctl_func=_drop_set)

    jobs = cmds.add_parser(
        "jobs", help="the controller service's jobs: members, leases, sessions, slots, packets"
    )
    _add_service_options(jobs)
    dump = cmds.add_parser(
        "dump",
        help="ask a running job's ranks (through the controller service, at their next "
        "heartbeat) to dump their last calls in the flight recorder's format; says where",
    )
    dump.add_argument("job", help="the job's name")
    dump.add_argument(
        "--wait", type=float, default=0.0, help="seconds for the ranks' answers (default 15)"
    )
    _add_service_options(dump)

    reset = cmds.add_parser("reset", help="clear slots with RESET packets")
    reset.add_argument("--slots", required=True, metavar="A-B", help="first-last slot, e.g. 0-255")
    reset.set_defaults(ctl_func=_reset)
    ctl.set_defaults(func=run)


def _add_service_options(cmd: argparse.ArgumentParser) -> None:
    """Where the controller service is and how to talk to it."""
    cmd.add_argument("--service", required=True, metavar="HOST:PORT", help="the service")
    cmd.add_argument("--token-file", required=True, help="the service's token file")
    cmd.add_argument("--tls-ca", type=Path, help="the service's CA certificate (TLS)")


def run(args: argparse.Namespace) -> int:
    if args.ctl_command in ("jobs", "dump"):
        return _service_jobs(args)
    try:
        fabric = FabricConfig.from_toml(args.config) if args.config else FabricConfig()
        if fabric.switches:
            return _multi(args, fabric)
        sw = fabric.switch
        address = SwitchAddress(
            args.switch or sw.grpc,
            sw.device_id if args.device_id is None else args.device_id,
            args.election_id,
        )
        with P4RuntimeClient(address, timeout=args.timeout) as client:
            client.connect(require_primary=_command(args) not in READ_ONLY)
            pushes = args.ctl_command == "push" or (args.ctl_command == "apply" and args.push)
            if not pushes and client.get_pipeline() is None:
                raise P4InfoMismatch(f"switch {address.target} has no pipeline: run `ctl push`")
            result: int = args.ctl_func(args, client, fabric)
            return result
    except NotPrimary as exc:
        print(f"p4reduce ctl: error: {exc}", file=sys.stderr)
        above = max(exc.primary_election_id, args.election_id) + 1
        print(
            "p4reduce ctl: another controller (the controller service?) holds the switch; "
            f"the read-only commands ({', '.join(sorted(READ_ONLY))}) work beside it, and "
            f"--election-id {above} would take the switch over",
            file=sys.stderr,
        )
        return exc.exit_code
    except ControllerError as exc:
        print(f"p4reduce ctl: error: {exc}", file=sys.stderr)
        return exc.exit_code


def _command(args: argparse.Namespace) -> str:
    """The command as typed: "stats", "job list", ..."""
    sub = getattr(args, f"{args.ctl_command}_command", None)
    return f"{args.ctl_command} {sub}" if sub else str(args.ctl_command)


def _pipeline(args: argparse.Namespace, fabric: FabricConfig) -> tuple[Any, bytes]:
    sw = fabric.switch
    p4info = getattr(args, "p4info", None) or (
        fabric.path(sw.p4info) if sw.p4info else COMMITTED_P4INFO
    )
    config_path = getattr(args, "device_config", None) or (
        fabric.path(sw.device_config) if sw.device_config else None
    )
    try:
        schema = P4Schema.from_file(p4info)
    except OSError as exc:
        raise ConfigError(f"{p4info}: cannot read: {exc.strerror}") from exc
    config = device_config(
        sw.target,
        config_path,
        tofino_format=sw.device_config_format,
        allow_missing_binary=getattr(args, "allow_missing_binary", False),
    )
    return schema.p4info, config


def _push(args: argparse.Namespace, client: P4RuntimeClient, fabric: FabricConfig) -> int:
    p4info, config = _pipeline(args, fabric)
    client.set_pipeline(p4info, config)
    print(f"pushed the pipeline ({len(p4info.tables)} tables) to {client.address.target}")
    return 0


def _apply(args: argparse.Namespace, client: P4RuntimeClient, fabric: FabricConfig) -> int:
    if not args.config:
        raise ConfigError("apply needs --config")
    if args.push:
        _push(args, client, fabric)
    manager = JobManager(client, fabric)
    manager.install_fabric()
    for job in fabric.jobs:
        inst = manager.add(job)
        print(
            f"job {job.id}: {len(job.workers)} workers, slots {_span(inst.slots)}, "
            f"session 0x{inst.session:08x}"
        )
    return 0


def _multi(args: argparse.Namespace, fabric: FabricConfig) -> int:
    """A config with [[switches]]: ``push`` and ``apply`` on every switch, through one
    client each; jobs that span leaves are installed in two levels (spine first)."""
    if args.ctl_command not in ("push", "apply") or args.switch:
        raise ConfigError(
            f"{args.config}: a multi-switch config supports `ctl push` and `ctl apply` "
            "(without --switch); for other commands give one switch's [switch] config"
        )
    clients: dict[str, P4RuntimeClient] = {}
    try:
        for sw in fabric.switches:
            address = SwitchAddress(sw.grpc, sw.device_id, args.election_id)
            clients[sw.name] = P4RuntimeClient(address, timeout=args.timeout)
            clients[sw.name].connect()
        managers = {}
        for sw in fabric.switches:
            view = switch_view(fabric, sw.name)
            if args.ctl_command == "push" or args.push:
                _push(args, clients[sw.name], view)
            elif clients[sw.name].get_pipeline() is None:
                raise P4InfoMismatch(f"switch {sw.name} has no pipeline: run `ctl push`")
            managers[sw.name] = JobManager(clients[sw.name], view)
        if args.ctl_command == "apply":
            for part in FabricCoordinator(fabric, managers).apply():
                role = f"leaf of {part.uplink.spine}" if part.uplink else "switch/spine"
                print(
                    f"job {part.job_id} on {part.switch} ({role}): slot base {part.slot_base}, "
                    f"session 0x{part.session:08x}"
                )
        return 0
    finally:
        for c in clients.values():
            c.close()


def _job_add(args: argparse.Namespace, client: P4RuntimeClient, fabric: FabricConfig) -> int:
    if not fabric.hosts:
        raise ConfigError("job add needs --config: the hosts' MAC, IP and switch port")
    # The same validation as a [[jobs]] table of the config file.
    spec = {"id": args.id, "slots": args.slots, "workers": args.worker}
    job = fabric.parse_job(spec, "job add")
    inst = JobManager(client, fabric).add(job)
    print(f"job {inst.job_id}: slots {_span(inst.slots)}, session 0x{inst.session:08x}")
    return 0


def _session(args: argparse.Namespace, client: P4RuntimeClient, fabric: FabricConfig) -> int:
    session = JobManager(client, fabric).start_session(args.id)
    print(f"job {args.id}: new session 0x{session:08x} (slots cleared)")
    return 0


def _job_remove(args: argparse.Namespace, client: P4RuntimeClient, fabric: FabricConfig) -> int:
    job = JobManager(client, fabric).remove(args.id)
    print(f"removed job {job.job_id} and reset slots {_span(job.slots)}")
    return 0


def _job_list(args: argparse.Namespace, client: P4RuntimeClient, fabric: FabricConfig) -> int:
    manager = JobManager(client, fabric)
    survey = manager.survey()
    if not survey.jobs:
        print("no jobs")
    for job in sorted(survey.jobs.values(), key=lambda j: j.job_id):
        workers = ", ".join(f"{w.rank}={w.ip}:{w.udp_port}@{w.port}" for w in job.workers)
        session = "locked (no open session)" if job.locked else f"session 0x{job.session:08x}"
        print(f"job {job.job_id}: slots {_span(job.slots)}, {session}  {workers}")
    for entry in survey.foreign:
        print(f"foreign (not written by p4reduce): {entry.describe()}")
    for problem in manager.refusals(survey):
        print(f"problem: {problem}")
    return 0


def _stats(args: argparse.Namespace, client: P4RuntimeClient, fabric: FabricConfig) -> int:
    manager = JobManager(client, fabric)
    shown = 0
    while True:
        stats = read_stats(client, manager.installed())
        if args.watch:
            print(time.strftime("%H:%M:%S"))
        print(format_stats(stats), flush=True)
        shown += 1
        if not args.watch or (args.count and shown >= args.count):
            return 0
        time.sleep(args.watch)


def _drop_set(args: argparse.Namespace, client: P4RuntimeClient, fabric: FabricConfig) -> int:
    for name, p in (("--ingress", args.ingress), ("--egress", args.egress)):
        if not 0.0 <= p < 1.0:
            raise ConfigError(f"drop-sim set {name} {p}: a drop probability is in [0, 1)")
    JobManager(client, fabric).set_drop_rates(args.ingress, args.egress)
    print(f"drop simulator: ingress {args.ingress:.2%}, egress {args.egress:.2%}")
    return 0


def _reset(args: argparse.Namespace, client: P4RuntimeClient, fabric: FabricConfig) -> int:
    first, sep, last = args.slots.partition("-")
    if not (first.isdigit() and (not sep or last.isdigit())):
        raise ConfigError(f"--slots {args.slots!r}: expected A-B")
    slots = range(int(first), int(last or first) + 1)
    have = fabric.switch.slots
    if not slots or slots.stop > have:
        # Refused here: the switch would drop the RESETs (rejected_slot) and never answer.
        raise ConfigError(
            f"--slots {args.slots}: the switch has slots 0..{have - 1} (switch.slots"
            f"{' of ' + str(args.config) if args.config else ', default'})"
        )
    JobManager(client, fabric).reset_slots(slots)
    print(f"reset slots {_span(slots)}")
    return 0


def _span(slots: range) -> str:
    return f"{slots.start}..{slots.stop - 1}"


def _service_jobs(args: argparse.Namespace) -> int:
    """``ctl jobs`` and ``ctl dump``: ask the controller service (not the switch)."""
    from hostlib.service import ServiceError, ServiceMembership, ServiceOptions
    from jobservice.server import dump_table, jobs_table

    try:
        options = ServiceOptions.from_files(args.service, args.token_file, args.tls_ca)
        with ServiceMembership(options) as service:
            if args.ctl_command == "dump":
                reply = service.request_dump(args.job, args.wait)
                lines = dump_table(args.job, reply)
            else:
                lines = jobs_table(service.list_jobs())
            for line in lines:
                print(line)
    except ServiceError as exc:
        print(f"p4reduce ctl: error: {exc}", file=sys.stderr)
        return 3 if not exc.is_refusal else 2
    if args.ctl_command == "dump":
        return (
            0
            if len(reply.ranks) == reply.world_size and not any(r.error for r in reply.ranks)
            else 1
        )
    return 0
