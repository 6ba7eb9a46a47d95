"""The P4Runtime controller: one client per switch, jobs and slot pools, statistics."""

from p4rproto.p4runtime.entities import MulticastGroup, TableEntry
from p4rproto.p4runtime.p4info import P4Schema

from .client import P4RuntimeClient, SwitchAddress
from .config import FabricConfig
from .errors import (
    ConfigError,
    ControllerError,
    JobError,
    NotPrimary,
    P4RuntimeError,
    SchemaError,
    SwitchUnreachable,
    TableFull,
)
from .jobs import InstalledJob, JobManager, SlotAllocator
from .specs import HostSpec, JobSpec, SwitchSpec, WorkerSpec
from .stats import SwitchStats, read_stats

__all__ = [
    "ConfigError",
    "ControllerError",
    "FabricConfig",
    "HostSpec",
    "InstalledJob",
    "JobError",
    "JobManager",
    "JobSpec",
    "MulticastGroup",
    "NotPrimary",
    "P4RuntimeClient",
    "P4RuntimeError",
    "P4Schema",
    "SchemaError",
    "SlotAllocator",
    "SwitchAddress",
    "SwitchSpec",
    "SwitchStats",
    "SwitchUnreachable",
    "TableEntry",
    "TableFull",
    "WorkerSpec",
    "read_stats",
]
