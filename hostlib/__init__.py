"""p4reduce host library: quantization, batched transport and the aggregation protocol."""

from .agreement import CallMismatch
from .config import JobConfig
from .errors import (
    AggregationOverflow,
    AggregationRefused,
    AggregationTimeout,
    ConfigError,
    HostlibError,
    JobLost,
    JobMismatch,
    JoinTimeout,
    PeerInputError,
    RunReplaced,
)
from .job import AggregationJob
from .quantize import NonFiniteError
from .transfer_state import JobStats

__all__ = [
    "AggregationJob",
    "AggregationOverflow",
    "AggregationRefused",
    "AggregationTimeout",
    "CallMismatch",
    "ConfigError",
    "HostlibError",
    "JobConfig",
    "JobLost",
    "JobMismatch",
    "JobStats",
    "JoinTimeout",
    "NonFiniteError",
    "PeerInputError",
    "RunReplaced",
]
