"""Where the switch is and which job to use: the settings of the PyTorch integration.

A worker learns its switch job from environment variables, from a TOML file, or both
(the variables override the file, key by key):

=============================  ==================  ==============================================
variable                       ``[p4reduce]`` key  meaning
=============================  ==================  ==============================================
``P4REDUCE_CONFIG``            (none)              path of the TOML file to read first
``P4REDUCE_CONTROLLER``        ``controller``      the controller service, HOST:PORT: each rank
                                                   joins the job named after the run and gets
                                                   its switch, job, session and slots from it
``P4REDUCE_TOKEN_FILE``        ``token_file``      the service's shared secret (a file)
``P4REDUCE_TLS_CA``            ``tls_ca``          the service's CA certificate: use TLS
``P4REDUCE_JOB_NAME``          ``job_name``        the job's name at the service (default:
                                                   torchrun's run id, TORCHELASTIC_RUN_ID;
                                                   with static rendezvous, run id ``none``:
                                                   ``torchrun-<random>``, drawn by rank 0)
``P4REDUCE_SWITCH``            ``switch``          without a service: the switch's aggregation
                                                   endpoint, HOST:PORT
``P4REDUCE_JOB_ID``            ``job_id``          the job the controller set up (16 bits)
``P4REDUCE_WORKERS``           ``workers``         every rank's HOST:PORT, in rank order
                                                   (comma-separated; a list in TOML)
``P4REDUCE_LOCAL_PORT_BASE``   ``local_port_base`` instead of ``workers``: rank r binds port
                                                   base + r on all interfaces
``P4REDUCE_SLOTS``             ``slots``           the job's slot pool (default 128; with a
                                                   service: its bandwidth-delay rule); 0: no
                                                   slots, every all-reduce goes through Gloo
``P4REDUCE_ELEMS``             ``elems``           int32 elements per packet (the switch's K)
``P4REDUCE_TIMEOUT``           ``timeout``         seconds without progress before a call fails
``P4REDUCE_FALLBACK``          ``fallback``        ``gloo`` (redo a failed call through Gloo) or
                                                   ``fail`` (raise)
``P4REDUCE_RETRY_AFTER``       ``retry_after``     after a fallback, all-reduces that go straight
                                                   through Gloo before the switch is tried again
``P4REDUCE_STAGING_CHUNK``     ``staging_chunk``   elements per chunk of a CUDA bucket staged
                                                   through host memory, each chunk one switch
                                                   call (default 1M; the same on every rank)
``P4REDUCE_LANE``              ``lane``            ``1``: a shared-memory lane to a software
                                                   switch on this host (default 0; a switch
                                                   that gives none: UDP)
``P4REDUCE_WIRE``              ``wire``            what float all-reduces carry per 32-bit word:
                                                   ``int32`` (default), ``int16`` or ``int8``
                                                   lanes (hostlib.packing: 2x / 4x the values
                                                   a packet, stochastically rounded)
``P4REDUCE_ERROR_FEEDBACK``    ``error_feedback``  ``1``: on narrow lanes, each all-reduce of a
                                                   buffer adds what rounding dropped from it
                                                   the last time (DDP's bucket buffers: the
                                                   same memory every step); default 0
``P4REDUCE_IO``                ``io``              ``xdp``: the job's datagrams over an AF_XDP
                                                   socket (kernel bypass; root, one job per
                                                   interface); default ``socket``
=============================  ==================  ==============================================

With ``P4REDUCE_CONTROLLER`` (and ``P4REDUCE_TOKEN_FILE``) that is all a rank needs:
it finds its own address toward the switch, binds a port and joins.  Without a service
the switch recognises a worker by its source address, so the job's entry in the switch
lists every worker's address and these settings must name the same addresses.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Literal

from p4rproto.agreement import Wire
from p4rproto.netio import Address
from p4rproto.wire import MAX_JOB_ID, MAX_SLOTS, MAX_WORKERS

from ..config import JOB_IO, JobConfig
from ..errors import ConfigError
from .staging import DEFAULT_CHUNK

Fallback = Literal["gloo", "fail"]
FALLBACKS: tuple[Fallback, ...] = ("gloo", "fail")
ENV_PREFIX = "P4REDUCE_"
CONFIG_VAR = "P4REDUCE_CONFIG"
TOML_TABLE = "p4reduce"
#: The slot pool of a job without a service, unless the settings say otherwise.
DEFAULT_SLOTS = 128
#: torchrun's run id and restart count (the service's job name and run id).
RUN_ID_VAR, RESTART_COUNT_VAR = "TORCHELASTIC_RUN_ID", "TORCHELASTIC_RESTART_COUNT"
#: The run id of every torchrun with static rendezvous (``--master-addr``/``--master-port``).
STATIC_RUN_ID = "none"


def drawn_job_name(token: int) -> str:
    """The job name of a torchrun with static rendezvous, from rank 0's random ``token``."""
    return f"torchrun-{token:016x}"


class SettingsError(ConfigError):
    """A bad setting: ``field`` names the variable or file key, ``problem`` says why."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(field, problem)
        self.problem = problem


class NoSwitchJobError(SettingsError):
    """Neither the environment nor a config file says which switch job to use."""


@dataclass(frozen=True)
class TorchSwitchSettings:
    """A worker's switch job, as the PyTorch backend and comm hook need it.

    The world size and this worker's rank come from ``torch.distributed``; the rest is
    here.  Either ``workers`` lists every rank's address, or ``local_port_base`` says that
    rank ``r`` uses port ``local_port_base + r`` on whatever address reaches the switch.
    """

    switch: Address | None = None  #: the switch's aggregation endpoint (no service)
    job_id: int | None = None  #: the job's id, as installed in the switch (no service)
    workers: tuple[Address, ...] = ()  #: every rank's endpoint, in rank order
    local_port_base: int | None = None  #: instead of ``workers``: rank r binds base + r
    #: the job's slot pool (None: 128, or the service's rule); 0: every call goes to Gloo
    slots: int | None = None
    elems_per_packet: int = 64  #: int32 elements per packet (the switch's K)
    timeout: float = 10.0  #: seconds without progress before a switch call fails
    fallback: Fallback = "gloo"  #: on switch failure, redo the call through Gloo or raise
    retry_after: int = 16  #: after a fallback, calls sent straight to Gloo before a retry
    controller: str | None = None  #: the controller service, HOST:PORT
    token_file: str | None = None  #: the service's shared secret
    tls_ca: str | None = None  #: the service's CA certificate (PEM file): TLS
    job_name: str | None = None  #: the job's name at the service (default: the run id)
    #: elements per chunk of a CUDA bucket staged through host memory (one switch call)
    staging_chunk: int = DEFAULT_CHUNK
    #: a shared-memory lane to a software switch on this host (``JobConfig.lane``)
    lane: bool = False
    #: what float all-reduces carry per word (``JobConfig.wire``)
    wire: Wire = Wire.INT32
    #: on narrow lanes, feed each buffer's rounding error into its next all-reduce
    error_feedback: bool = False
    #: how the job's datagrams travel: the UDP socket or AF_XDP (``JobConfig.io``)
    io: str = "socket"

    def __post_init__(self) -> None:
        if self.controller is not None:
            self._check_service()
            return
        if self.switch is None or self.job_id is None:
            raise NoSwitchJobError(
                "switch" if self.switch is None else "job_id", "needed without a controller"
            )
        base = self.local_port_base
        slots = self.slot_pool
        checks = [
            ("job_id", 0 <= self.job_id <= MAX_JOB_ID, f"must be 0..{MAX_JOB_ID}"),
            ("slots", 0 <= slots <= MAX_SLOTS, f"must be 0..{MAX_SLOTS}"),
            ("elems_per_packet", 1 <= self.elems_per_packet <= 1024, "must be 1..1024"),
            ("timeout", self.timeout > 0, "must be positive"),
            ("fallback", self.fallback in FALLBACKS, f"must be one of {', '.join(FALLBACKS)}"),
            ("retry_after", self.retry_after >= 0, "must be 0 or more"),
            ("staging_chunk", self.staging_chunk >= 1, "must be 1 or more"),
            ("workers", len(self.workers) <= MAX_WORKERS, f"a job has 1..{MAX_WORKERS} workers"),
            ("workers", len(set(self.workers)) == len(self.workers), "lists an address twice"),
            ("local_port_base", base is None or 1 <= base <= 65535, "must be a port, 1..65535"),
        ]
        for name, ok, problem in checks:
            if not ok:
                raise SettingsError(name, f"{problem}, got {getattr(self, name)!r}")
        if bool(self.workers) == (base is not None):
            raise SettingsError(
                "workers",
                "give either the workers' addresses (rank order) or a local port base, "
                "not both and not neither: the switch knows its workers by address",
            )
        if slots == 0 and self.fallback != "gloo":
            raise SettingsError("slots", "0 (a job without switch slots) needs fallback 'gloo'")

    def _check_service(self) -> None:
        checks = [
            ("controller", ":" in (self.controller or ""), "expected HOST:PORT"),
            ("token_file", bool(self.token_file), "the service needs its token file"),
            ("slots", self.slots is None or 0 < self.slots <= MAX_SLOTS, f"must be 1..{MAX_SLOTS}"),
            ("fallback", self.fallback in FALLBACKS, f"must be one of {', '.join(FALLBACKS)}"),
            ("timeout", self.timeout > 0, "must be positive"),
            ("retry_after", self.retry_after >= 0, "must be 0 or more"),
            ("staging_chunk", self.staging_chunk >= 1, "must be 1 or more"),
        ]
        for name, ok, problem in checks:
            if not ok:
                raise SettingsError(name, f"{problem}, got {getattr(self, name)!r}")

    @property
    def slot_pool(self) -> int:
        """The slots of a job without a service: ``slots``, 128 by default."""
        return DEFAULT_SLOTS if self.slots is None else self.slots

    def service_job_name(self, environ: Mapping[str, str] | None = None) -> str | None:
        """The job's name at the service: ``job_name``, else torchrun's run id.

        None under torchrun's static rendezvous (run id ``none``): every such torchrun
        has that id, so the ranks draw a name instead (:func:`drawn_job_name`, rank 0's
        draw shared over the process group), which two runs cannot share.
        """
        env = os.environ if environ is None else environ
        if self.job_name:
            return self.job_name
        if RUN_ID_VAR in env:
            run = env[RUN_ID_VAR].strip()
            return None if run in ("", STATIC_RUN_ID) else run
        raise SettingsError(
            "P4REDUCE_JOB_NAME",
            "no job name for the controller service: run under torchrun (its run id "
            "names the job) or set P4REDUCE_JOB_NAME, the same on every rank",
        )

    @staticmethod
    def service_run_id(environ: Mapping[str, str] | None = None) -> str:
        """Which run of the job this is, for the service: under torchrun its run id and
        restart count (``RUN/RESTART``: a restart after a failure is a new run, which
        replaces the failed one's job); outside torchrun none (empty)."""
        env = os.environ if environ is None else environ
        if RUN_ID_VAR not in env:
            return ""
        run = env[RUN_ID_VAR].strip() or STATIC_RUN_ID
        return f"{run}/{env.get(RESTART_COUNT_VAR, '').strip() or '0'}"

    # -- what one rank needs -------------------------------------------------------------
    def local_address(self, rank: int, world_size: int) -> Address:
        """The address that rank ``rank`` of ``world_size`` binds (the switch knows it)."""
        if not 0 <= rank < world_size:
            raise SettingsError("rank", f"must be 0..{world_size - 1}, got {rank}")
        if self.workers:
            if len(self.workers) != world_size:
                raise SettingsError(
                    "workers",
                    f"lists {len(self.workers)} addresses but the world has {world_size} ranks",
                )
            return self.workers[rank]
        assert self.local_port_base is not None  # __post_init__: one of the two is set
        port = self.local_port_base + rank
        if port > 65535:
            raise SettingsError("local_port_base", f"{self.local_port_base} + rank {rank} > 65535")
        return Address("0.0.0.0", port)

    def job_config(self, rank: int, world_size: int) -> JobConfig:
        """The host library's configuration for rank ``rank`` of ``world_size`` (no service)."""
        if self.switch is None or self.job_id is None:
            raise SettingsError(
                "switch", "a job configured through the service has no static config"
            )
        return JobConfig(
            switch=self.switch,
            local=self.local_address(rank, world_size),
            job_id=self.job_id,
            rank=rank,
            num_workers=world_size,
            slots=self.slot_pool,
            elems_per_packet=self.elems_per_packet,
            timeout=self.timeout,
            lane=self.lane,
            wire=self.wire,
            io=self.io,
        )

    # -- sources -------------------------------------------------------------------------
    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> TorchSwitchSettings:
        """Read ``P4REDUCE_CONFIG`` (if set), then let the other variables override it.

        Raises :class:`NoSwitchJobError` when no switch or job id is given anywhere, and
        :class:`SettingsError` naming the variable or file key of a bad value.
        """
        env = os.environ if environ is None else environ
        values: dict[str, object] = {}
        sources: dict[str, str] = {}
        path = env.get(CONFIG_VAR, "").strip()
        if path:
            values, sources = _read_toml(Path(path))
        for key in _KEYS:
            text = env.get(key.env, "").strip()
            if text:
                values[key.field] = key.parse(text, key.env)
                sources[key.field] = key.env
        return _build(values, sources)

    @classmethod
    def from_toml(cls, path: Path | str) -> TorchSwitchSettings:
        """Read the ``[p4reduce]`` table of a TOML file (keys as in the module docstring)."""
        return _build(*_read_toml(Path(path)))

    def to_env(self) -> dict[str, str]:
        """These settings as environment variables, for a launcher to hand to its workers."""
        env: dict[str, str] = {}
        for key in _KEYS:
            value = getattr(self, key.field)
            if value is None or value == ():
                continue
            if key.field == "workers":
                env[key.env] = ",".join(str(a) for a in value)
            elif isinstance(value, bool):
                env[key.env] = str(int(value))
            elif isinstance(value, Wire):
                env[key.env] = value.name.lower()
            else:
                env[key.env] = str(value)
        return env


# -- the variable / key table ---------------------------------------------------------------
def _parse_int(value: object, where: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str):
        try:
            return int(value.strip())
        except ValueError:
            pass
    raise SettingsError(where, f"expected an integer, got {value!r}")


def _parse_bool(value: object, where: str) -> bool:
    if isinstance(value, bool):
        return value
    text = value.strip().lower() if isinstance(value, str) else None
    if text in ("1", "true", "yes", "on"):
        return True
    if text in ("0", "false", "no", "off"):
        return False
    raise SettingsError(where, f"expected 1 or 0 (true or false), got {value!r}")


def _parse_float(value: object, where: str) -> float:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    if isinstance(value, str):
        try:
            return float(value.strip())
        except ValueError:
            pass
    raise SettingsError(where, f"expected a number, got {value!r}")


def _parse_address(value: object, where: str) -> Address:
    if not isinstance(value, str):
        raise SettingsError(where, f"expected HOST:PORT, got {value!r}")
    try:
        return Address.parse(value.strip())
    except (ValueError, OSError) as exc:  # OSError: the host name does not resolve
        raise SettingsError(where, f"{value!r} is not a reachable HOST:PORT ({exc})") from None


def _parse_addresses(value: object, where: str) -> tuple[Address, ...]:
    items: list[object]
    if isinstance(value, str):
        items = [part for part in value.split(",") if part.strip()]
    elif isinstance(value, list):
        items = value
    else:
        raise SettingsError(where, f"expected HOST:PORT,HOST:PORT,..., got {value!r}")
    return tuple(_parse_address(item, where) for item in items)


def _parse_text(value: object, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise SettingsError(where, f"expected a non-empty string, got {value!r}")
    return value.strip()


def _parse_fallback(value: object, where: str) -> Fallback:
    text = value.strip().lower() if isinstance(value, str) else value
    if text not in FALLBACKS:
        raise SettingsError(where, f"must be one of {', '.join(FALLBACKS)}, got {value!r}")
    return text


def _parse_wire(value: object, where: str) -> Wire:
    try:
        return Wire.of(value)
    except ValueError as exc:
        raise SettingsError(where, str(exc)) from None


def _parse_io(value: object, where: str) -> str:
    text = value.strip().lower() if isinstance(value, str) else value
    if text not in JOB_IO:
        raise SettingsError(where, f"must be one of {', '.join(JOB_IO)}, got {value!r}")
    return str(text)


@dataclass(frozen=True)
class _Key:
    """One setting: its dataclass field, its environment variable and its parser.

    The TOML key is the variable's name without the prefix, in lower case.
    """

    field: str
    env: str
    parse: Callable[[object, str], object]

    @property
    def toml(self) -> str:
        return self.env.removeprefix(ENV_PREFIX).lower()


_KEYS = (
    _Key("switch", "P4REDUCE_SWITCH", _parse_address),
    _Key("job_id", "P4REDUCE_JOB_ID", _parse_int),
    _Key("workers", "P4REDUCE_WORKERS", _parse_addresses),
    _Key("local_port_base", "P4REDUCE_LOCAL_PORT_BASE", _parse_int),
    _Key("slots", "P4REDUCE_SLOTS", _parse_int),
    _Key("elems_per_packet", "P4REDUCE_ELEMS", _parse_int),
    _Key("timeout", "P4REDUCE_TIMEOUT", _parse_float),
    _Key("fallback", "P4REDUCE_FALLBACK", _parse_fallback),
    _Key("retry_after", "P4REDUCE_RETRY_AFTER", _parse_int),
    _Key("controller", "P4REDUCE_CONTROLLER", _parse_text),
    _Key("token_file", "P4REDUCE_TOKEN_FILE", _parse_text),
    _Key("tls_ca", "P4REDUCE_TLS_CA", _parse_text),
    _Key("job_name", "P4REDUCE_JOB_NAME", _parse_text),
    _Key("staging_chunk", "P4REDUCE_STAGING_CHUNK", _parse_int),
    _Key("lane", "P4REDUCE_LANE", _parse_bool),
    _Key("wire", "P4REDUCE_WIRE", _parse_wire),
    _Key("error_feedback", "P4REDUCE_ERROR_FEEDBACK", _parse_bool),
    _Key("io", "P4REDUCE_IO", _parse_io),
)
assert {key.field for key in _KEYS} == {f.name for f in fields(TorchSwitchSettings)}


def _read_toml(path: Path) -> tuple[dict[str, object], dict[str, str]]:
    """The parsed ``[p4reduce]`` table of ``path`` and, per field, where it came from."""
    try:
        with path.open("rb") as f:
            doc = tomllib.load(f)
    except OSError as exc:  # from None here and below: the message carries the cause's words
        raise SettingsError(CONFIG_VAR, f"cannot read {path}: {exc.strerror or exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise SettingsError(str(path), f"not valid TOML: {exc}") from None
    table = doc.get(TOML_TABLE)
    if not isinstance(table, dict):
        raise SettingsError(str(path), f"has no [{TOML_TABLE}] table")
    by_toml = {key.toml: key for key in _KEYS}
    values: dict[str, object] = {}
    sources: dict[str, str] = {}
    for name, value in table.items():
        where = f"{path}: [{TOML_TABLE}] {name}"
        key = by_toml.get(name)
        if key is None:
            raise SettingsError(where, f"unknown key; known keys: {', '.join(by_toml)}")
        values[key.field] = key.parse(value, where)
        sources[key.field] = where
    return values, sources


def _build(values: dict[str, object], sources: dict[str, str]) -> TorchSwitchSettings:
    missing = [
        key.env for key in _KEYS if key.field in ("switch", "job_id") and key.field not in values
    ]
    if missing and "controller" not in values:
        raise NoSwitchJobError(
            " and ".join(missing),
            "no p4reduce switch job is configured: set P4REDUCE_CONTROLLER=HOST:PORT and "
            "P4REDUCE_TOKEN_FILE (the controller service), or P4REDUCE_SWITCH=HOST:PORT, "
            "P4REDUCE_JOB_ID and P4REDUCE_WORKERS (or P4REDUCE_LOCAL_PORT_BASE), or point "
            f"{CONFIG_VAR} at a TOML file with a [{TOML_TABLE}] table",
        )
    try:
        return TorchSwitchSettings(**values)  # type: ignore[arg-type]
    except SettingsError as exc:
        where = sources.get(exc.field)
        if where is None:  # a field nobody set: say which variable would set it
            where = next((key.env for key in _KEYS if key.field == exc.field), exc.field)
        raise SettingsError(where, exc.problem) from None
