"""The parts of a fabric config, each parsed and checked from its TOML table: a switch,
a host, a job and its workers, the drop simulator, the controller service; and the
helpers that say where a bad value sits (``rack.toml: jobs[0].workers[2]: ...``).
``controller.config`` puts them together into a ``FabricConfig``.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass, fields, replace
from typing import Any, TypeVar

from p4rproto.p4runtime.devconfig import DEVICE_CONFIG_FORMATS
from p4rproto.wire import (
    DEFAULT_NACK_INTERVAL_US,
    MAX_JOB_ID,
    MAX_SLOTS,
    MAX_WORKERS,
    SUPPORTED_ELEMS_PER_PACKET,
)

from .errors import ConfigError

_MAC = re.compile(r"^([0-9a-fA-F]{2}:){5}[0-9a-fA-F]{2}$")
TARGETS = ("bmv2", "tofino", "soft")
T = TypeVar("T")


class Where:
    """Where in which file a value sits, for error messages."""

    def __init__(self, source: str, path: str = "") -> None:
        self.source, self.path = source, path

    def at(self, key: str | int) -> Where:
        step = f"[{key}]" if isinstance(key, int) else (f".{key}" if self.path else key)
        return Where(self.source, self.path + step)

    def fail(self, problem: str) -> ConfigError:
        return ConfigError(f"{self.source}: {self.path or '(top)'}: {problem}")


def table_of(data: Any, where: Where, cls: type) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise where.fail(f"expected a table, got {type(data).__name__}")
    known = {f.name for f in fields(cls)}
    unknown = sorted(set(data) - known)
    if unknown:
        raise where.at(unknown[0]).fail(f"unknown key (known: {', '.join(sorted(known))})")
    return data


def get_field(data: dict[str, Any], key: str, kind: type, where: Where, default: Any = ...) -> Any:
    if key not in data:
        if default is ...:
            raise where.at(key).fail("missing")
        return default
    value = data[key]
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise where.at(key).fail(f"expected {kind.__name__}, got {value!r}")
    return value


def with_defaults(cls: type[T], data: Any, where: Where) -> T:
    """A config dataclass from a table: each field from its key, typed like its default."""
    d = table_of(data, where, cls)
    return cls(
        **{
            f.name: get_field(d, f.name, type(getattr(cls, f.name)), where, getattr(cls, f.name))
            for f in fields(cls)  # type: ignore[arg-type]
        }
    )


def check(ok: bool, where: Where, problem: str) -> None:
    if not ok:
        raise where.fail(problem)


def check_host_port(text: str, where: Where) -> None:
    host, sep, port = text.rpartition(":")
    check(
        bool(sep and host) and port.isdigit() and 0 < int(port) < 65536,
        where,
        f"expected HOST:PORT with a port 1..65535, got {text!r}",
    )


def mac_address(value: str, where: Where) -> str:
    check(bool(_MAC.match(value)), where, f"not a MAC address: {value!r}")
    return value.lower()


def ipv4_address(value: str, where: Where) -> str:
    try:
        return str(ipaddress.IPv4Address(value))
    except ValueError:  # from None: ipaddress's complaint says what this one says
        raise where.fail(f"not an IPv4 address: {value!r}") from None


#: The controller service's default election id: above ``p4reduce ctl``'s (1), so a ctl
#: run beside the service reads as a backup and never takes the switch by default.
SERVICE_ELECTION_ID = 10


@dataclass(frozen=True)
class SwitchSpec:
    """One switch and how to reach it."""

    name: str = "s1"  #: a name for messages
    grpc: str = "127.0.0.1:9559"  #: its P4Runtime server, HOST:PORT
    device_id: int = 0
    #: the controller service's election id (higher wins primary); above `p4reduce ctl`'s
    #: (1, its --election-id) so that ctl beside the service is a backup, not a collision
    election_id: int = SERVICE_ELECTION_ID
    target: str = "bmv2"  #: bmv2 | tofino | soft: what the pipeline config is
    mac: str = "02:00:00:00:00:fe"  #: the switch's MAC: workers send to it
    ip: str = "10.0.0.254"  #: the switch's IPv4 address: workers send to it
    cpu_port: int = 510  #: the port of packet-in/out (BMv2 --cpu-port)
    slots: int = 1024  #: slots in the program (P4R_SLOTS)
    elems_per_packet: int = 64  #: the program's K (P4R_ELEMS)
    flood_group: int = 1  #: multicast group for broadcast and unknown MACs
    #: minimum microseconds between two NACKs to one worker (0: answer every refusal)
    nack_interval_us: int = DEFAULT_NACK_INTERVAL_US
    #: the aggregation endpoint workers send to, HOST:PORT ("" = ip:48879); the software
    #: switch's UDP front end listens where `p4reduce switch --listen` says
    data_address: str = ""
    p4info: str = ""  #: P4Info file, relative to the config file ("" = the committed one)
    device_config: str = ""  #: BMv2 JSON / bf-p4c output folder, relative to the config file
    device_config_format: str = "stratum"  #: Tofino: stratum (BfPipelineConfig) | pi (bf_switchd)
    #: two levels ([[switches]]): the name of this switch's spine ("" = none: a spine or
    #: a single switch), this switch's port towards it and the spine's port towards this
    #: switch (the P4 targets' worker table and forwarding need both; 0 on "soft")
    uplink: str = ""
    uplink_port: int = 0
    spine_port: int = 0

    @classmethod
    def parse(cls, data: Any, where: Where) -> SwitchSpec:
        spec = with_defaults(cls, data, where)
        check(spec.target in TARGETS, where.at("target"), f"must be one of {', '.join(TARGETS)}")
        spec = replace(
            spec,
            mac=mac_address(spec.mac, where.at("mac")),
            ip=ipv4_address(spec.ip, where.at("ip")),
        )
        check(0 < spec.cpu_port < 511, where.at("cpu_port"), "must be 1..510 (9-bit, not 511)")
        check(0 < spec.slots <= 1 << 16, where.at("slots"), "must be 1..65536")
        check(
            spec.elems_per_packet in SUPPORTED_ELEMS_PER_PACKET or spec.target == "soft",
            where.at("elems_per_packet"),
            f"P4 targets support {SUPPORTED_ELEMS_PER_PACKET}",
        )
        check_host_port(spec.grpc, where.at("grpc"))
        if spec.data_address:
            check_host_port(spec.data_address, where.at("data_address"))
        check(
            0 <= spec.nack_interval_us < 1 << 32,
            where.at("nack_interval_us"),
            "must be 0..4294967295 microseconds",
        )
        check(0 < spec.flood_group < 1 << 16, where.at("flood_group"), "must be 1..65535")
        for name in ("uplink_port", "spine_port"):
            check(0 <= getattr(spec, name) < 511, where.at(name), "must be a switch port 0..510")
        check(
            spec.device_config_format in DEVICE_CONFIG_FORMATS,
            where.at("device_config_format"),
            f"must be {' or '.join(repr(f) for f in DEVICE_CONFIG_FORMATS)}, "
            f"got {spec.device_config_format!r}",
        )
        return spec


@dataclass(frozen=True)
class HostSpec:
    """A host attached to the switch."""

    name: str
    mac: str
    ip: str
    port: int  #: the switch port it is attached to
    switch: str = ""  #: the switch it is attached to, by name ([[switches]]; "" = the one)

    @classmethod
    def parse(cls, data: Any, where: Where) -> HostSpec:
        d = table_of(data, where, cls)
        port = get_field(d, "port", int, where)
        check(0 <= port < 511, where.at("port"), "must be a switch port 0..510")
        return cls(
            get_field(d, "name", str, where),
            mac_address(get_field(d, "mac", str, where), where.at("mac")),
            ipv4_address(get_field(d, "ip", str, where), where.at("ip")),
            port,
            get_field(d, "switch", str, where, ""),
        )


@dataclass(frozen=True)
class WorkerSpec:
    """A worker: a host and the UDP port its aggregation socket is bound to."""

    host: str
    udp_port: int

    def __str__(self) -> str:
        return f"{self.host}:{self.udp_port}"


@dataclass(frozen=True)
class JobSpec:
    """A job: id, workers in rank order, and how many slots it gets."""

    id: int
    workers: tuple[WorkerSpec, ...]
    slots: int = 128

    @classmethod
    def parse(cls, data: Any, where: Where | str) -> JobSpec:
        """Validate one job (``FabricConfig.parse_job`` also against a fabric)."""
        if isinstance(where, str):
            where = Where(where)
        d = table_of(data, where, cls)
        job_id = get_field(d, "id", int, where)
        check(0 <= job_id <= MAX_JOB_ID, where.at("id"), f"must be 0..{MAX_JOB_ID}")
        raw = get_field(d, "workers", list, where)
        check(
            1 <= len(raw) <= MAX_WORKERS, where.at("workers"), f"a job has 1..{MAX_WORKERS} workers"
        )
        workers = []
        for i, text in enumerate(raw):
            w = where.at("workers").at(i)
            check(
                isinstance(text, str) and text.count(":") == 1,
                w,
                f"expected HOST:UDP_PORT, got {text!r}",
            )
            host, port = text.split(":")
            check(port.isdigit() and 0 < int(port) < 65536, w, f"bad UDP port in {text!r}")
            check(bool(host), w, f"no host in {text!r}")
            workers.append(WorkerSpec(host, int(port)))
        check(len(set(workers)) == len(workers), where.at("workers"), "lists a worker twice")
        slots = get_field(d, "slots", int, where, 128)
        check(1 <= slots <= 1 << 16, where.at("slots"), "must be 1..65536")
        return cls(job_id, tuple(workers), slots)


@dataclass(frozen=True)
class DropSpec:
    """The drop simulator: probabilities in [0, 1) per direction."""

    ingress: float = 0.0
    egress: float = 0.0

    @classmethod
    def parse(cls, data: Any, where: Where) -> DropSpec:
        d = table_of(data, where, cls)
        spec = cls(
            get_field(d, "ingress", float, where, 0.0), get_field(d, "egress", float, where, 0.0)
        )
        for name in ("ingress", "egress"):
            check(0.0 <= getattr(spec, name) < 1.0, where.at(name), "must be in [0, 1)")
        return spec


@dataclass(frozen=True)
class ServiceSpec:
    """The controller service (`p4reduce controller`): leases, joins and slot pools."""

    lease_seconds: float = 15.0  #: a member silent this long expires its job
    join_timeout: float = 120.0  #: a job whose ranks do not all join in time is dropped
    first_job_id: int = 1000  #: job ids the service hands out: first_job_id..MAX_JOB_ID
    max_job_slots: int = 4096  #: the most slots one job gets
    #: the bandwidth-delay rule that sizes a job's slot pool when it does not ask:
    #: the workers' link rate and the round-trip time through the switch
    link_gbps: float = 100.0
    rtt_us: float = 20.0
    #: joins that may wait for their job's other ranks at once; more are refused
    #: (RESOURCE_EXHAUSTED) so that heartbeats and running jobs are always served
    max_pending_joins: int = 256
    #: how often the service checks that each switch still holds its pipeline and jobs
    #: (a restarted switch gets both again, the jobs with new sessions)
    switch_poll_seconds: float = 2.0
    #: where the service keeps its jobs across a restart (docs/service.md): a SQLite
    #: file (relative to the config file), ``etcd://HOST:PORT[,...]/PREFIX`` for several
    #: instances of one fabric, or ``memory`` (kept for no restart); not given: the
    #: SQLite file ``CONFIG-STEM.state.sqlite`` beside the config file
    state: str = ""
    #: seconds of the etcd lease that makes one instance primary (etcd state only)
    leader_ttl: int = 3

    @classmethod
    def parse(cls, data: Any, where: Where) -> ServiceSpec:
        spec = with_defaults(cls, data, where)
        check(spec.lease_seconds > 0, where.at("lease_seconds"), "must be positive")
        check(spec.join_timeout > 0, where.at("join_timeout"), "must be positive")
        check(
            0 <= spec.first_job_id <= MAX_JOB_ID,
            where.at("first_job_id"),
            f"must be 0..{MAX_JOB_ID}",
        )
        check(
            1 <= spec.max_job_slots <= MAX_SLOTS,
            where.at("max_job_slots"),
            f"must be 1..{MAX_SLOTS}",
        )
        check(spec.link_gbps > 0, where.at("link_gbps"), "must be positive")
        check(spec.rtt_us > 0, where.at("rtt_us"), "must be positive")
        check(
            1 <= spec.max_pending_joins <= 4096,
            where.at("max_pending_joins"),
            "must be 1..4096",
        )
        check(spec.switch_poll_seconds > 0, where.at("switch_poll_seconds"), "must be positive")
        check(
            bool(spec.state) or "state" not in data,
            where.at("state"),
            "a file, etcd://HOST:PORT/PREFIX or memory",
        )
        if spec.state.startswith("etcd://"):
            hosts, _, prefix = spec.state[len("etcd://") :].partition("/")
            check(
                bool(hosts) and bool(prefix.strip("/")),
                where.at("state"),
                f"expected etcd://HOST:PORT[,HOST:PORT...]/PREFIX, got {spec.state!r}",
            )
        check(2 <= spec.leader_ttl <= 60, where.at("leader_ttl"), "must be 2..60 seconds")
        return spec
