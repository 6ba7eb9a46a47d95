"""The fabric and job configuration: a TOML file, validated into frozen dataclasses.

Every error names the file, the key and the problem, e.g.
``rack.toml: jobs[0].workers[2]: unknown host 'h9' (hosts are h1, h2, h3)``.
"""

from __future__ import annotations

import ipaddress
import re
import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from p4reduce.wire import MAX_WORKERS, SUPPORTED_ELEMS_PER_PACKET

from .errors import ConfigError
from .targets import DEVICE_CONFIG_FORMATS

_MAC = re.compile(r"^([0-9a-fA-F]{2}:){5}[0-9a-fA-F]{2}$")
TARGETS = ("bmv2", "tofino", "soft")


class _Where:
    """Where in which file a value sits, for error messages."""

    def __init__(self, source: str, path: str = "") -> None:
        self.source, self.path = source, path

    def at(self, key: str | int) -> _Where:
        step = f"[{key}]" if isinstance(key, int) else (f".{key}" if self.path else key)
        return _Where(self.source, self.path + step)

    def fail(self, problem: str) -> ConfigError:
        return ConfigError(f"{self.source}: {self.path or '(top)'}: {problem}")


def _table(data: Any, where: _Where, cls: type) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise where.fail(f"expected a table, got {type(data).__name__}")
    known = {f.name for f in fields(cls)}
    unknown = sorted(set(data) - known)
    if unknown:
        raise where.at(unknown[0]).fail(f"unknown key (known: {', '.join(sorted(known))})")
    return data


def _get(data: dict[str, Any], key: str, kind: type, where: _Where, default: Any = ...) -> Any:
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


def _check(ok: bool, where: _Where, problem: str) -> None:
    if not ok:
        raise where.fail(problem)


def _mac(value: str, where: _Where) -> str:
    _check(bool(_MAC.match(value)), where, f"not a MAC address: {value!r}")
    return value.lower()


def _ip(value: str, where: _Where) -> str:
    try:
        return str(ipaddress.IPv4Address(value))
    except ValueError:
        raise where.fail(f"not an IPv4 address: {value!r}") from None


@dataclass(frozen=True)
class SwitchSpec:
    """One switch and how to reach it."""

    name: str = "s1"  #: a name for messages
    grpc: str = "127.0.0.1:9559"  #: its P4Runtime server, HOST:PORT
    device_id: int = 0
    election_id: int = 1  #: this controller's election id (higher wins primary)
    target: str = "bmv2"  #: bmv2 | tofino | soft: what the pipeline config is
    mac: str = "02:00:00:00:00:fe"  #: the switch's MAC: workers send to it
    ip: str = "10.0.0.254"  #: the switch's IPv4 address: workers send to it
    cpu_port: int = 510  #: the port of packet-in/out (BMv2 --cpu-port)
    slots: int = 1024  #: slots in the program (P4R_SLOTS)
    elems_per_packet: int = 64  #: the program's K (P4R_ELEMS)
    flood_group: int = 1  #: multicast group for broadcast and unknown MACs
    p4info: str = ""  #: P4Info file, relative to the config file ("" = the committed one)
    device_config: str = ""  #: BMv2 JSON / bf-p4c output folder, relative to the config file
    device_config_format: str = "stratum"  #: Tofino: stratum (BfPipelineConfig) | pi (bf_switchd)

    @classmethod
    def parse(cls, data: Any, where: _Where) -> SwitchSpec:
        d = _table(data, where, cls)
        spec = cls(
            **{
                f.name: _get(d, f.name, type(getattr(cls, f.name)), where, getattr(cls, f.name))
                for f in fields(cls)
            }
        )
        _check(spec.target in TARGETS, where.at("target"), f"must be one of {', '.join(TARGETS)}")
        spec = replace(spec, mac=_mac(spec.mac, where.at("mac")), ip=_ip(spec.ip, where.at("ip")))
        _check(0 < spec.cpu_port < 511, where.at("cpu_port"), "must be 1..510 (9-bit, not 511)")
        _check(0 < spec.slots <= 1 << 16, where.at("slots"), "must be 1..65536")
        _check(
            spec.elems_per_packet in SUPPORTED_ELEMS_PER_PACKET or spec.target == "soft",
            where.at("elems_per_packet"),
            f"P4 targets support {SUPPORTED_ELEMS_PER_PACKET}",
        )
        _check(":" in spec.grpc, where.at("grpc"), f"expected HOST:PORT, got {spec.grpc!r}")
        _check(
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

    @classmethod
    def parse(cls, data: Any, where: _Where) -> HostSpec:
        d = _table(data, where, cls)
        port = _get(d, "port", int, where)
        _check(0 <= port < 511, where.at("port"), "must be a switch port 0..510")
        return cls(
            _get(d, "name", str, where),
            _mac(_get(d, "mac", str, where), where.at("mac")),
            _ip(_get(d, "ip", str, where), where.at("ip")),
            port,
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
    def parse(cls, data: Any, where: _Where) -> JobSpec:
        d = _table(data, where, cls)
        job_id = _get(d, "id", int, where)
        _check(0 <= job_id < 0x8000, where.at("id"), "must be 0..32767")
        raw = _get(d, "workers", list, where)
        _check(
            1 <= len(raw) <= MAX_WORKERS, where.at("workers"), f"a job has 1..{MAX_WORKERS} workers"
        )
        workers = []
        for i, text in enumerate(raw):
            w = where.at("workers").at(i)
            _check(
                isinstance(text, str) and text.count(":") == 1,
                w,
                f"expected HOST:UDP_PORT, got {text!r}",
            )
            host, port = text.split(":")
            _check(port.isdigit() and 0 < int(port) < 65536, w, f"bad UDP port in {text!r}")
            workers.append(WorkerSpec(host, int(port)))
        _check(len(set(workers)) == len(workers), where.at("workers"), "lists a worker twice")
        slots = _get(d, "slots", int, where, 128)
        _check(slots >= 1, where.at("slots"), "must be positive")
        return cls(job_id, tuple(workers), slots)


@dataclass(frozen=True)
class DropSpec:
    """The drop simulator: probabilities in [0, 1) per direction."""

    ingress: float = 0.0
    egress: float = 0.0

    @classmethod
    def parse(cls, data: Any, where: _Where) -> DropSpec:
        d = _table(data, where, cls)
        spec = cls(_get(d, "ingress", float, where, 0.0), _get(d, "egress", float, where, 0.0))
        for name in ("ingress", "egress"):
            _check(0.0 <= getattr(spec, name) < 1.0, where.at(name), "must be in [0, 1)")
        return spec


@dataclass(frozen=True)
class FabricConfig:
    """A switch, its hosts and the jobs to run on it."""

    switch: SwitchSpec = field(default_factory=SwitchSpec)
    hosts: tuple[HostSpec, ...] = ()
    jobs: tuple[JobSpec, ...] = ()
    drop: DropSpec = field(default_factory=DropSpec)
    base_dir: Path = Path(".")  #: where relative paths in the file start

    @classmethod
    def from_toml(cls, path: str | Path) -> FabricConfig:
        path = Path(path)
        try:
            data = tomllib.loads(path.read_text())
        except OSError as exc:
            raise ConfigError(f"{path}: cannot read: {exc.strerror}") from None
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"{path}: not valid TOML: {exc}") from None
        return cls.from_dict(data, str(path), path.parent)

    @classmethod
    def from_dict(
        cls, data: dict[str, Any], source: str = "<config>", base_dir: Path = Path(".")
    ) -> FabricConfig:
        top = _Where(source)
        unknown = sorted(set(data) - {"switch", "hosts", "jobs", "drop"})
        if unknown:
            raise top.at(unknown[0]).fail("unknown key (known: drop, hosts, jobs, switch)")
        switch = SwitchSpec.parse(data.get("switch", {}), top.at("switch"))
        hosts = tuple(
            HostSpec.parse(h, top.at("hosts").at(i))
            for i, h in enumerate(_list(data, "hosts", top))
        )
        jobs = tuple(
            JobSpec.parse(j, top.at("jobs").at(i)) for i, j in enumerate(_list(data, "jobs", top))
        )
        drop = DropSpec.parse(data.get("drop", {}), top.at("drop"))
        cfg = cls(switch, hosts, jobs, drop, base_dir)
        cfg._validate(top)
        return cfg

    def _validate(self, top: _Where) -> None:
        names = [h.name for h in self.hosts]
        for kind, values in (
            ("name", names),
            ("ip", [h.ip for h in self.hosts]),
            ("mac", [h.mac for h in self.hosts]),
            ("port", [h.port for h in self.hosts]),
        ):
            seen: set[object] = set()
            for i, v in enumerate(values):
                _check(v not in seen, top.at("hosts").at(i).at(kind), f"{v!r} is used twice")
                seen.add(v)
        for i, h in enumerate(self.hosts):
            _check(
                h.port != self.switch.cpu_port, top.at("hosts").at(i).at("port"), "is the CPU port"
            )
        ids: set[int] = set()
        used: set[WorkerSpec] = set()
        total = 0
        for i, job in enumerate(self.jobs):
            w = top.at("jobs").at(i)
            _check(job.id not in ids, w.at("id"), f"job {job.id} is defined twice")
            ids.add(job.id)
            for r, worker in enumerate(job.workers):
                _check(
                    worker.host in names,
                    w.at("workers").at(r),
                    f"unknown host {worker.host!r} (hosts are {', '.join(names) or 'none'})",
                )
                _check(worker not in used, w.at("workers").at(r), f"{worker} is in another job")
                used.add(worker)
            total += job.slots
        _check(
            total <= self.switch.slots,
            top.at("jobs"),
            f"the jobs need {total} slots, the switch has {self.switch.slots}",
        )

    def host(self, name: str) -> HostSpec:
        for h in self.hosts:
            if h.name == name:
                return h
        raise ConfigError(f"unknown host {name!r}")

    def path(self, relative: str) -> Path:
        return (self.base_dir / relative).resolve()


def _list(data: dict[str, Any], key: str, top: _Where) -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise top.at(key).fail(
            f"expected an array of tables ([[{key}]]), got {type(value).__name__}"
        )
    return value
