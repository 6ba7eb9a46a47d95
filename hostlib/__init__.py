"""p4reduce host library: quantization, batched transport and the aggregation protocol."""

from .config import JobConfig
from .engine import JobStats
from .errors import AggregationOverflow, AggregationTimeout, ConfigError, HostlibError
from .job import AggregationJob
from .quantize import NonFiniteError

__all__ = [
    "AggregationJob",
    "AggregationOverflow",
    "AggregationTimeout",
    "ConfigError",
    "HostlibError",
    "JobConfig",
    "JobStats",
    "NonFiniteError",
]
