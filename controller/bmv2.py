"""Run ``simple_switch_grpc`` (BMv2 with P4Runtime) as a child process.

Used by the tests, the Mininet switch node and ``p4reduce ctl``'s users: start it on
a set of interfaces, wait until its gRPC port answers, stop it; if it dies, the error
carries the tail of its log.  The pipeline is pushed afterwards over P4Runtime
(``--no-p4``), as on a hardware switch.
"""

from __future__ import annotations

import functools
import shutil
import socket
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from p4rproto.netio import free_tcp_port

from .errors import ControllerError

BINARY = "simple_switch_grpc"


class Bmv2Error(ControllerError):
    pass


@dataclass(frozen=True)
class Bmv2Options:
    """How to start one BMv2 switch."""

    ports: dict[int, str]  #: switch port -> interface name
    grpc_port: int = 9559
    device_id: int = 0
    cpu_port: int = 510
    log_dir: Path = Path(".")
    name: str = "s1"
    pcap: bool = False
    #: The Thrift runtime's port, for builds that have it.  It listens on all interfaces
    #: and defaults to 9090 for every instance, so a second switch would fail to start:
    #: None picks a free port where the binary has Thrift.
    thrift_port: int | None = None
    extra_args: tuple[str, ...] = field(default_factory=tuple)

    def command(self) -> list[str]:
        cmd = [BINARY, "--no-p4", "--device-id", str(self.device_id)]
        for port, intf in sorted(self.ports.items()):
            cmd += ["-i", f"{port}@{intf}"]
        if self.pcap:
            cmd += ["--pcap", str(self.log_dir)]
        if self.thrift_port is not None:
            cmd += ["--thrift-port", str(self.thrift_port)]
        elif has_thrift():
            cmd += ["--thrift-port", str(free_tcp_port())]
        cmd += [
            *self.extra_args,
            "--",
            "--grpc-server-addr",
            f"127.0.0.1:{self.grpc_port}",
            "--cpu-port",
            str(self.cpu_port),
        ]
        return cmd


@functools.cache
def has_thrift() -> bool:
    """Whether this simple_switch_grpc was built with the Thrift runtime."""
    try:
        out = subprocess.run([BINARY, "--help"], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return "--thrift-port" in out.stdout + out.stderr


def wait_for_server(
    process: subprocess.Popen[bytes], port: int, timeout: float, log_tail: Callable[[], str]
) -> None:
    """Wait until ``process`` listens on 127.0.0.1:``port``; if it exits or the time runs
    out, raise with the tail of its log."""
    name = Path(str(process.args[0] if isinstance(process.args, list) else process.args)).name
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise Bmv2Error(f"{name} exited with {process.returncode}:\n{log_tail()}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.1)
    raise Bmv2Error(f"{name} did not open port {port} in {timeout:.0f} s:\n{log_tail()}")


class Bmv2Switch:
    """One running ``simple_switch_grpc``; ``with Bmv2Switch(opts) as sw: ...``."""

    def __init__(self, options: Bmv2Options, *, start_timeout: float = 15.0) -> None:
        if shutil.which(BINARY) is None:
            raise Bmv2Error(f"{BINARY} is not on PATH: install BMv2 (see docs/p4.md)")
        self.options = options
        self.log_path = options.log_dir / f"{options.name}.log"
        options.log_dir.mkdir(parents=True, exist_ok=True)
        self._log = self.log_path.open("wb")
        self.process = subprocess.Popen(
            options.command(), stdout=self._log, stderr=subprocess.STDOUT, start_new_session=True
        )
        self._wait_ready(start_timeout)

    @property
    def grpc_address(self) -> str:
        return f"127.0.0.1:{self.options.grpc_port}"

    def _wait_ready(self, timeout: float) -> None:
        try:
            wait_for_server(self.process, self.options.grpc_port, timeout, self.log_tail)
        except Bmv2Error:
            self.stop()
            raise

    def log_tail(self, lines: int = 20) -> str:
        try:
            text = self.log_path.read_text(errors="replace")
        except OSError:
            return "(no log)"
        return "\n".join(text.splitlines()[-lines:])

    def alive(self) -> bool:
        return self.process.poll() is None

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self._log.close()

    def __enter__(self) -> Bmv2Switch:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
