"""PyTorch integration: a ``torch.distributed`` backend and a DDP comm hook via the switch.

Importing this package registers the ``p4reduce`` backend::

    import hostlib.torchdist                      # registers "p4reduce"
    dist.init_process_group("p4reduce")           # all_reduce through the switch

or keep Gloo/NCCL and send only DDP's gradient buckets through the switch::

    model.register_comm_hook(P4ReduceHookState.from_settings(), p4reduce_hook)

The switch job comes from ``P4REDUCE_*`` environment variables or a TOML file
(:mod:`.settings`); :mod:`.reducer` says how a failing switch falls back to Gloo.
"""

from p4rproto.netio import free_tcp_port, free_udp_ports

from ..flightrecord import dump_calls
from .backend import BACKEND_NAME, FutureWork, P4ReduceProcessGroup, register
from .devices import SWITCH_DTYPES
from .hook import P4ReduceHookState, p4reduce_hook
from .reducer import ReducerCounters, SwitchReducer
from .settings import NoSwitchJobError, SettingsError, TorchSwitchSettings

register()

__all__ = [
    "BACKEND_NAME",
    "SWITCH_DTYPES",
    "FutureWork",
    "NoSwitchJobError",
    "P4ReduceHookState",
    "P4ReduceProcessGroup",
    "ReducerCounters",
    "SettingsError",
    "SwitchReducer",
    "TorchSwitchSettings",
    "dump_calls",
    "free_tcp_port",
    "free_udp_ports",
    "p4reduce_hook",
    "register",
]
