"""Mininet nodes: a host with offloads off, and switches programmed over P4Runtime.

A node ends only what it started (its own process), never by name.  The switch
nodes differ only in the command they run (the tutorials' thin-subclass seam).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

from mininet.node import Host, Switch

from controller.bmv2 import Bmv2Error, Bmv2Options, wait_for_server
from p4rproto.frames import DEFAULT_MTU
from p4rproto.netio import free_tcp_port


class P4Host(Host):  # type: ignore[misc]
    """A host whose checksum and segmentation offloads are off (BMv2 and raw-socket
    switches see frames as the kernel hands them over) and without IPv6 chatter; its
    interface's MTU is ``mtu`` (every link of an emulation gets the same)."""

    def config(self, mtu: int = DEFAULT_MTU, **params: Any) -> Any:
        result = super().config(**params)
        intf = self.defaultIntf()
        self.cmd(f"ip link set dev {intf} mtu {mtu}")
        for feature in ("rx", "tx", "sg", "gso", "gro", "tso"):
            self.cmd(f"ethtool --offload {intf} {feature} off")
        self.cmd("sysctl -q -w net.ipv6.conf.all.disable_ipv6=1")
        self.cmd("sysctl -q -w net.ipv6.conf.default.disable_ipv6=1")
        return result


class P4RuntimeSwitch(Switch):  # type: ignore[misc]
    """A switch process with a P4Runtime server on 127.0.0.1:``grpc_port``; its ports'
    MTU is ``mtu``."""

    def __init__(
        self,
        name: str,
        run_dir: str = "/tmp/p4reduce-emu",
        device_id: int = 0,
        cpu_port: int = 510,
        mtu: int = DEFAULT_MTU,
        **kw: Any,
    ) -> None:
        super().__init__(name, **kw)
        self.mtu = mtu
        self.run_dir = Path(run_dir)
        self.device_id = device_id
        self.cpu_port = cpu_port
        self.grpc_port = free_tcp_port()
        self.proc: subprocess.Popen[bytes] | None = None
        self.log_path = self.run_dir / f"{name}.log"

    @property
    def grpc_address(self) -> str:
        return f"127.0.0.1:{self.grpc_port}"

    def port_map(self) -> dict[int, str]:
        return {port: intf.name for port, intf in self.intfs.items() if intf.name != "lo"}

    def command(self) -> list[str]:
        raise NotImplementedError

    def start(self, controllers: list[Any]) -> None:
        self.run_dir.mkdir(parents=True, exist_ok=True)
        for intf in self.port_map().values():
            self.cmd(f"ip link set dev {intf} mtu {self.mtu}")
            self.cmd(f"ethtool --offload {intf} rx off tx off sg off")
            # No IPv6 chatter (neighbour discovery, MLD) from the kernel on switch ports:
            # the links carry what the switch sends, and their counters say so.
            self.cmd(f"sysctl -q -w net.ipv6.conf.{intf}.disable_ipv6=1")
        with self.log_path.open("wb") as log:
            self.proc = subprocess.Popen(self.command(), stdout=log, stderr=subprocess.STDOUT)
        self._wait_ready()

    def _wait_ready(self, timeout: float = 20.0) -> None:
        assert self.proc is not None
        try:
            wait_for_server(self.proc, self.grpc_port, timeout, self.log_tail)
        except Bmv2Error:
            self.stop()
            raise

    def log_tail(self, lines: int = 20) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"

    def stop(self, deleteIntfs: bool = True) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        super().stop(deleteIntfs)


class Bmv2Node(P4RuntimeSwitch):
    """BMv2 (``simple_switch_grpc``); the pipeline is pushed over P4Runtime."""

    def command(self) -> list[str]:
        options = Bmv2Options(self.port_map(), self.grpc_port, self.device_id, self.cpu_port)
        return options.command()


class SoftSwitchNode(P4RuntimeSwitch):
    """The software switch on the same ports (raw Ethernet), programmed the same way."""

    def __init__(
        self,
        name: str,
        slots: int = 1024,
        elems: int = 64,
        pipeline: str = "auto",
        switch_mac: str = "02:00:00:00:00:fe",
        switch_ip: str = "10.0.0.254",
        delay: float = 0.0,
        io: str = "socket",
        **kw: Any,
    ) -> None:
        super().__init__(name, **kw)
        self.slots, self.elems = slots, elems
        #: every link's one-way delay, microseconds (:meth:`port_delays`)
        self.delay = delay
        #: the ports' I/O: packet sockets, or AF_XDP (each port then paced at its link's
        #: rate by the switch, :meth:`port_rates`: its frames pass the tc that limits it)
        self.io = io
        self.pipeline = pipeline  #: auto (native when built), native or numpy
        #: the address workers send to (each switch of a fabric has its own)
        self.switch_mac, self.switch_ip = switch_mac, switch_ip

    def command(self) -> list[str]:
        cmd = [
            sys.executable,
            "-m",
            "p4reduce.cli",
            "switch",
            "--slots",
            str(self.slots),
            "--elems",
            str(self.elems),
            "--p4runtime",
            self.grpc_address,
            "--device-id",
            str(self.device_id),
            "--pipeline",
            self.pipeline,
            "--mac",
            self.switch_mac,
            "--ip",
            self.switch_ip,
            "--mtu",
            str(self.mtu),
        ]
        for port, intf in sorted(self.port_map().items()):
            cmd += ["--port", f"{port}@{intf}"]
        for port, us in sorted(self.port_delays().items()):
            cmd += ["--port-delay", f"{port}={us:g}"]
        if self.io != "socket":
            cmd += ["--io", self.io]
            for port, mbit in sorted(self.port_rates().items()):
                cmd += ["--port-rate", f"{port}={mbit:g}"]
        return cmd

    def port_rates(self) -> dict[int, float]:
        """Each port's link rate (Mbit/s, TCLink's ``bw``), where it has one."""
        return {
            port: float(intf.params["bw"])
            for port, intf in self.intfs.items()
            if intf.name != "lo" and intf.params.get("bw")
        }

    def port_delays(self) -> dict[int, float]:
        """What each port holds its frames for, so that every link has ``delay`` each
        way: a host cannot hold frames (no netem), so its link's two directions are held
        here, twice the delay on the way out; a link to another switch is held by each
        end on its way out, once."""
        if not self.delay:
            return {}
        delays = {}
        for port, intf in self.intfs.items():
            if intf.name == "lo" or intf.link is None:
                continue
            peer = intf.link.intf2 if intf.link.intf1 is intf else intf.link.intf1
            delays[port] = self.delay * (1 if isinstance(peer.node, Switch) else 2)
        return delays


SWITCHES = {"bmv2": Bmv2Node, "soft": SoftSwitchNode}
