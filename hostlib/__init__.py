"""p4reduce host library: quantization, batched transport and the aggregation protocol."""

from .config import JobConfig
from .errors import (
    AggregationOverflow,
    AggregationRefused,
    AggregationTimeout,
    ConfigError,
    HostlibError,
    JobMismatch,
    JoinTimeout,
    PeerInputError,
)
from .job import AggregationJob
from .quantize import NonFiniteError
from .transfer import JobStats

__all__ = [
    "AggregationJob",
    "AggregationOverflow",
    "AggregationRefused",
    "AggregationTimeout",
    "ConfigError",
    "HostlibError",
    "JobConfig",
    "JobMismatch",
    "JobStats",
    "JoinTimeout",
    "NonFiniteError",
    "PeerInputError",
]
