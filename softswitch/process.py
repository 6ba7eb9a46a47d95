"""A software switch in a child process, driven through a small command pipe.

Used by the demo, the benchmarks and the tests.  Until the P4Runtime server lands,
this is the software switch's control channel: jobs, drop rates and counters.
"""

from __future__ import annotations

import multiprocessing as mp
from multiprocessing.connection import Connection
from typing import Any

from p4rproto.netio import Address

from .dropsim import DropRates
from .native import make_pipeline, pipeline_kind
from .pipeline import SwitchConfig
from .tables import JobEntry
from .udp import UdpSwitch


class SwitchProcessError(RuntimeError):
    """The switch process refused a command or died."""


def _serve(
    conn: Connection, listen: Address, config: SwitchConfig, seed: int | None, native: bool | None
) -> None:
    try:
        pipeline = make_pipeline(config, seed=seed, native=native)
        switch = UdpSwitch(listen, pipeline)
    except Exception as exc:  # report to the parent: a missing extension, a bad address
        conn.send(("error", f"{type(exc).__name__}: {exc}"))
        return
    switch.start_thread()  # the packets; commands are served here, under the lock
    conn.send(("ok", (switch.address, pipeline_kind(pipeline))))
    while True:
        try:
            cmd, arg = conn.recv()
        except EOFError:  # the parent is gone
            switch.close()
            return
        try:
            reply: Any = None
            if cmd == "stop":
                switch.close()
                conn.send(("ok", pipeline.counters.as_dict()))
                return
            with switch.lock:
                if cmd == "add_job":
                    pipeline.add_job(arg)
                elif cmd == "remove_job":
                    pipeline.remove_job(arg)
                elif cmd == "drop":
                    pipeline.set_drop_rates(arg)
                elif cmd == "counters":
                    reply = pipeline.counters.as_dict()
            conn.send(("ok", reply))
        except Exception as exc:  # report to the parent, keep serving
            conn.send(("error", f"{type(exc).__name__}: {exc}"))


class SwitchProcess:
    """Start with ``with SwitchProcess(...) as sw:``; ``sw.address`` is where it listens."""

    def __init__(
        self,
        config: SwitchConfig = SwitchConfig(),
        listen: Address = Address("127.0.0.1", 0),
        seed: int | None = None,
        native: bool | None = None,
    ) -> None:
        """``native``: the native pipeline (None: when it is built), or numpy (False)."""
        ctx = mp.get_context("spawn")
        self._conn, child = ctx.Pipe()
        self._proc = ctx.Process(
            target=_serve,
            args=(child, listen, config, seed, native),
            name="p4r-softswitch",
            daemon=True,
        )
        self._proc.start()
        address, kind = self._reply(timeout=30.0)
        self.address: Address = address
        self.pipeline_kind: str = kind  #: native or numpy

    @property
    def pid(self) -> int | None:
        """The switch process's id (for tests that kill it)."""
        return self._proc.pid

    def _reply(self, timeout: float = 10.0) -> Any:
        if not self._conn.poll(timeout):
            raise SwitchProcessError(
                f"no answer from the switch process (exit {self._proc.exitcode})"
            )
        status, value = self._conn.recv()
        if status != "ok":
            raise SwitchProcessError(value)
        return value

    def _call(self, cmd: str, arg: Any = None) -> Any:
        self._conn.send((cmd, arg))
        return self._reply()

    def add_job(self, job: JobEntry) -> None:
        self._call("add_job", job)

    def remove_job(self, job_id: int) -> None:
        self._call("remove_job", job_id)

    def set_drop_rates(self, rates: DropRates) -> None:
        self._call("drop", rates)

    def counters(self) -> dict[str, int]:
        result: dict[str, int] = self._call("counters")
        return result

    def stop(self) -> dict[str, int]:
        """Stop the switch; returns its final counters."""
        if not self._proc.is_alive():
            return {}
        counters: dict[str, int] = self._call("stop")
        self._proc.join(5)
        return counters

    def __enter__(self) -> SwitchProcess:
        return self

    def __exit__(self, *exc: object) -> None:
        try:
            self.stop()
        finally:
            if self._proc.is_alive():
                self._proc.kill()
            self._proc.join()
