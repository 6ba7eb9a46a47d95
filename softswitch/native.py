"""The native pipeline: ``softswitch/_native.c`` behind the numpy pipeline's interface.

:class:`NativePipeline` has the public API of :class:`~softswitch.pipeline.Pipeline`
(the reference model) and gives the same packets, in the same order, with the same
counters and registers; ``tests/test_native.py`` checks both side by side.  Its state
lives in numpy arrays that the C core updates in place, so ``registers``,
``counters``, ``worker_packets`` and the rest read like the numpy pipeline's.  The
tables are :class:`~softswitch.tables.Tables` whose every change is copied into the
core.  The C core has a mutex of its own: control-plane calls (table pushes, resets,
drop rates, counter snapshots) synchronize with the native I/O loop through it,
which runs without the GIL (:class:`~softswitch.udp.UdpSwitch`).

The extension is optional (built like ``hostlib._fastpath``): without a compiler the
project installs and runs on the numpy pipeline.  ``P4REDUCE_NO_NATIVE=1`` turns the
native pipeline off.  :func:`make_pipeline` picks one.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Any

import numpy as np
import numpy.typing as npt

from p4rproto.netio import Address
from p4rproto.wire import packet_dtype

from .counters import Counter, Counters
from .dropsim import DropRates, DropSimulator, threshold
from .pipeline import (
    _NEVER,
    I64,
    WORKER_ENTRIES,
    Emitted,
    JobControl,
    Pipeline,
    Registers,
    SwitchConfig,
    monotonic_us,
)
from .tables import Tables


class NativeUnavailable(RuntimeError):
    """The native pipeline was asked for, but ``softswitch._native`` is not built."""


def _load() -> ModuleType | None:
    if os.environ.get("P4REDUCE_NO_NATIVE"):
        return None
    try:
        mod = importlib.import_module("softswitch._native")
    except ImportError:
        return None
    names = tuple(c.name for c in Counter)
    if tuple(mod.COUNTER_NAMES) != names:  # a drift guard: C and Python share the indices
        raise RuntimeError(f"softswitch._native counts {mod.COUNTER_NAMES}, not {names}")
    return mod


_NATIVE = _load()


def available() -> bool:
    """Whether the native pipeline is built (and not turned off)."""
    return _NATIVE is not None


def io_available() -> bool:
    """Whether the native recvmmsg/sendmmsg loop is there too (Linux)."""
    return _NATIVE is not None and bool(_NATIVE.IO)


def xsk_max_frame() -> int:
    """The longest Ethernet frame an AF_XDP port carries on this kernel (any MTU the
    project takes, over several UMEM chunks, from Linux 6.6; one chunk less the kernel's
    headroom and tailroom before: p4rproto/include/p4r_xsk.h), 0 without the loop."""
    return int(getattr(_NATIVE, "XSK_MAX_FRAME", 0))


class _PushedTables(Tables):
    """Tables that hand every rebuild of their lookup arrays to ``push``."""

    def __init__(self, num_slots: int, max_jobs: int, push: Callable[[Tables], None]) -> None:
        self._push: Callable[[Tables], None] | None = None
        super().__init__(num_slots, max_jobs)
        self._push = push
        push(self)

    def _rebuild(self) -> None:
        super()._rebuild()
        if self._push is not None:
            self._push(self)


class NativeCounters(Counters):
    """The counter vector the C core writes; reads take the core's mutex."""

    def __init__(self, locked: Callable[[], Any]) -> None:
        super().__init__()
        self._locked = locked

    def as_dict(self) -> dict[str, int]:
        with self._locked():
            return super().as_dict()

    @property
    def rejected(self) -> int:
        with self._locked():
            return super().rejected


class NativePipeline(JobControl):
    """The pipeline in C: same constructor, methods and attributes as :class:`Pipeline`,
    the leaf and spine roles of two-level aggregation included."""

    def __init__(
        self,
        config: SwitchConfig = SwitchConfig(),
        drop: DropRates = DropRates(),
        seed: int | None = None,
        controller: Address | None = None,
        clock_us: Callable[[], int] = monotonic_us,
    ) -> None:
        if _NATIVE is None:
            raise NativeUnavailable(
                "the native pipeline is not built (softswitch._native); "
                "reinstall with a C compiler, or use the numpy pipeline"
            )
        self.config = config
        self.elems = config.elems_per_packet
        self.registers = Registers(config.num_slots, self.elems)
        self.counters = NativeCounters(self.locked)
        self.worker_packets = np.zeros(WORKER_ENTRIES, dtype=np.uint64)
        self.worker_retransmits = np.zeros(WORKER_ENTRIES, dtype=np.uint64)
        self.job_packets = np.zeros(1 << 16, dtype=np.uint64)
        self.joined_session = np.zeros(WORKER_ENTRIES, dtype=np.uint32)
        self.joined_nonce = np.zeros(WORKER_ENTRIES, dtype=np.uint32)
        self.nack_at = np.full(WORKER_ENTRIES, _NEVER, dtype=np.int64)
        self.clock_us = clock_us
        reg = self.registers
        buffers = (
            reg.bitmap,
            reg.count,
            reg.seq,
            reg.exponent,
            reg.overflow,
            reg.poison,
            reg.values,
            self.counters.values,
            self.worker_packets,
            self.worker_retransmits,
            self.job_packets,
            self.joined_session,
            self.joined_nonce,
            self.nack_at,
            reg.final,
        )
        self.core: Any = _NATIVE.Core(config.num_slots, self.elems, buffers)
        self.dropsim = DropSimulator(drop, seed)
        self._nack_interval_us = config.nack_interval_us
        self._controller_key = None if controller is None else controller.key
        self._configure()
        self.set_drop_rates(drop)
        self.tables: Tables = _PushedTables(config.num_slots, config.max_jobs, self._push_tables)
        self._dtype = packet_dtype(self.elems)

    # -- settings the C core holds --------------------------------------------------------
    @property
    def nack_interval_us(self) -> int:
        """Minimum microseconds between two NACKs to one worker (0: every refusal)."""
        return self._nack_interval_us

    @nack_interval_us.setter
    def nack_interval_us(self, value: int) -> None:
        self._nack_interval_us = int(value)
        self._configure()

    @property
    def controller_key(self) -> int | None:
        """``ip << 16 | port`` of the one sender whose RESETs count (None: nobody's)."""
        return self._controller_key

    @controller_key.setter
    def controller_key(self, value: int | None) -> None:
        self._controller_key = value
        self._configure()

    def _configure(self) -> None:
        key = -1 if self._controller_key is None else self._controller_key
        self.core.configure(self._nack_interval_us, key)

    @contextmanager
    def locked(self) -> Iterator[None]:
        """Hold the core's mutex: the native I/O loop waits meanwhile."""
        self.core.acquire()
        try:
            yield
        finally:
            self.core.release()

    def _push_tables(self, t: Tables) -> None:
        self.core.set_tables(
            np.ascontiguousarray(t.worker_key, dtype=np.uint64),
            np.ascontiguousarray(t.worker_job, dtype=np.int64),
            np.ascontiguousarray(t.worker_rank, dtype=np.int64),
            np.ascontiguousarray(t.worker_index, dtype=np.int64),
            np.ascontiguousarray(t.job_row, dtype=np.int32),
            np.ascontiguousarray(t.slot_base, dtype=np.int64),
            np.ascontiguousarray(t.slot_count, dtype=np.int64),
            np.ascontiguousarray(t.num_workers, dtype=np.int64),
            np.ascontiguousarray(t.session, dtype=np.uint32),
            np.ascontiguousarray(t.fanout, dtype=np.int64),
            np.ascontiguousarray(t.dest_rank, dtype=np.int64),
            np.ascontiguousarray(t.dest_ip, dtype=np.uint32),
            np.ascontiguousarray(t.dest_port, dtype=np.uint16),
            np.ascontiguousarray(t.has_uplink, dtype=np.bool_),
            np.ascontiguousarray(t.up_ip, dtype=np.uint32),
            np.ascontiguousarray(t.up_port, dtype=np.uint16),
            np.ascontiguousarray(t.up_job, dtype=np.uint16),
            np.ascontiguousarray(t.up_rank, dtype=np.uint16),
            np.ascontiguousarray(t.up_session, dtype=np.uint32),
            np.ascontiguousarray(t.world_size, dtype=np.int64),
            np.ascontiguousarray(t.spine_key, dtype=np.uint64),
            np.ascontiguousarray(t.spine_job, dtype=np.int64),
        )

    # -- control plane (as Pipeline) ------------------------------------------------------
    def reset_slots(self, slots: range) -> None:
        self.core.reset_slots(slots.start, slots.stop)

    def set_drop_rates(self, rates: DropRates) -> None:
        self.dropsim.rates = rates
        self.core.set_drop(self.dropsim.key, threshold(rates.ingress), threshold(rates.egress))

    @property
    def drop_draws(self) -> int:
        """Random draws the drop simulator took so far (the numpy one's ``counter``)."""
        return int(self.core.drop_draws())

    # -- data plane -----------------------------------------------------------------------
    def process(
        self,
        data: npt.NDArray[np.uint8],
        length: I64,
        src_ip: npt.NDArray[np.uint32],
        src_port: npt.NDArray[np.uint16],
        from_cpu: bool = False,
    ) -> Emitted:
        """Run a batch of datagrams (``data`` rows, first ``length`` bytes valid);
        ``from_cpu``: the batch came from the CPU port (a packet-out), whose RESETs count."""
        n = len(length)
        rows = np.ascontiguousarray(data[:n], dtype=np.uint8)
        if n and rows.ndim != 2:
            raise ValueError("data: one row per datagram")
        packets, lens, ips, ports = self.core.process(
            rows,
            n,
            np.ascontiguousarray(length[:n], dtype=np.int64),
            np.ascontiguousarray(src_ip[:n], dtype=np.uint32),
            np.ascontiguousarray(src_port[:n], dtype=np.uint16),
            self.clock_us(),
            from_cpu,
        )
        return Emitted(
            np.frombuffer(packets, dtype=self._dtype),
            np.frombuffer(lens, dtype=np.int64),
            np.frombuffer(ips, dtype=np.uint32),
            np.frombuffer(ports, dtype=np.uint16),
        )


#: Either pipeline: the front ends, the P4Runtime server and the CLI take both.
AnyPipeline = Pipeline | NativePipeline


def make_pipeline(
    config: SwitchConfig = SwitchConfig(),
    drop: DropRates = DropRates(),
    seed: int | None = None,
    controller: Address | None = None,
    clock_us: Callable[[], int] = monotonic_us,
    *,
    native: bool | None = None,
) -> AnyPipeline:
    """The native pipeline when built (``native=None``), or the one asked for;
    ``native=True`` without the extension raises :class:`NativeUnavailable`."""
    if native is None:
        native = available()
    cls = NativePipeline if native else Pipeline
    return cls(config, drop, seed, controller, clock_us)


#: What ``--pipeline`` accepts, and what make_pipeline's ``native`` makes of it.
PIPELINE_CHOICES: dict[str, bool | None] = {"auto": None, "native": True, "numpy": False}


def native_choice(name: str) -> bool | None:
    """``auto`` (native when built), ``native`` (required) or ``numpy``."""
    if name not in PIPELINE_CHOICES:
        raise ValueError(f"pipeline must be one of {', '.join(PIPELINE_CHOICES)}, got {name!r}")
    return PIPELINE_CHOICES[name]


def pipeline_kind(pipeline: AnyPipeline) -> str:
    """``native`` or ``numpy``, for messages."""
    return "native" if isinstance(pipeline, NativePipeline) else "numpy"


__all__ = [
    "PIPELINE_CHOICES",
    "AnyPipeline",
    "NativePipeline",
    "NativeUnavailable",
    "available",
    "make_pipeline",
    "native_choice",
    "pipeline_kind",
]
