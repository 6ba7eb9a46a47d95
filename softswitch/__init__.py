"""The software switch: the P4 programs' pipeline in numpy (the reference model they are
tested against) and in C (the same packets, faster), behind a UDP socket or raw Ethernet
ports, programmed over P4Runtime."""

from .dropsim import DropRates
from .native import NativePipeline, make_pipeline
from .pipeline import Pipeline, SwitchConfig
from .tables import JobEntry, TableError
from .udp import UdpSwitch

__all__ = [
    "DropRates",
    "JobEntry",
    "NativePipeline",
    "Pipeline",
    "SwitchConfig",
    "TableError",
    "UdpSwitch",
    "make_pipeline",
]
