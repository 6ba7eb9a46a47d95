"""SIGTERM ends every long-running command within 5 s, with its switch up or down, and the
command says so (``p4reduce/stopping.py``): the switch under a P4Runtime client, the
controller service while its switch serves and while it is gone (the watch reconnecting),
a worker waiting in Join, and ``--local`` workers in their all-reduces when the switch is
gone."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

from controller.client import P4RuntimeClient, SwitchAddress
from p4rproto.netio import free_tcp_port
from tests.test_service_state import CLI, Fabric

LIMIT = 5.0


def ended_in(proc: subprocess.Popen[str], sig: int = signal.SIGTERM) -> float:
    """Send ``sig``; the seconds until the process ended (fails past LIMIT)."""
    start = time.monotonic()
    proc.send_signal(sig)
    try:
        proc.wait(LIMIT)
    except subprocess.TimeoutExpired:  # from None below: the message says the same
        proc.kill()
        proc.wait()
        raise AssertionError(f"{proc.args[3:5]} did not end within {LIMIT} s of {sig!r}") from None
    return time.monotonic() - start


def test_the_switch_ends_on_sigterm_with_a_p4runtime_client_connected(tmp_path: Path) -> None:
    fabric = Fabric(tmp_path, state="memory")
    try:
        client = P4RuntimeClient(SwitchAddress(f"127.0.0.1:{fabric.p4rt}", 0, 5)).connect()
        assert ended_in(fabric.switch) < LIMIT
        assert fabric.switch.stdout is not None
        assert "stopped (SIGTERM)" in fabric.switch.stdout.read()
        client.close()
    finally:
        fabric.close()


def test_the_controller_ends_on_sigterm_with_its_switch_up_and_down(tmp_path: Path) -> None:
    fabric = Fabric(tmp_path, state=str(tmp_path / "state.sqlite"))
    try:
        up = fabric.controller(free_tcp_port())
        assert ended_in(up) < LIMIT and up.returncode == 0
        down = fabric.controller(free_tcp_port())
        fabric.switch.kill()  # the watch finds the stream gone and reconnects, 10 s a try
        fabric.switch.wait()
        deadline = time.monotonic() + 20
        while "reconnecting" not in fabric.logs():
            assert time.monotonic() < deadline, fabric.logs()
            time.sleep(0.1)
        assert ended_in(down, signal.SIGINT) < LIMIT
        log = fabric.logs()
        assert "SIGTERM: stopping" in log and "SIGINT: stopping" in log
        assert "the state store are released" in log
    finally:
        fabric.close()


def test_workers_end_on_sigterm_in_join_and_in_their_all_reduces(tmp_path: Path) -> None:
    fabric = Fabric(tmp_path, state="memory")
    port = free_tcp_port()
    try:
        fabric.controller(port)
        service = ["--controller", f"127.0.0.1:{port}", "--token-file", str(fabric.token)]
        alone = subprocess.Popen(  # rank 0 of 2: waits in Join for rank 1
            [*CLI, "worker", *service, "--job", "alone", "--world", "2", "--rank", "0"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        busy = subprocess.Popen(  # two ranks, long all-reduces
            [*CLI, "worker", *service, "--local", "2", "--size", "1M", "--rounds", "1000"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        deadline = time.monotonic() + 30
        while "installed as job" not in fabric.logs() or "rank 0 of 2 joined" not in fabric.logs():
            assert time.monotonic() < deadline, fabric.logs()
            time.sleep(0.1)
        assert ended_in(alone) < LIMIT  # in Join, its switch up
        fabric.switch.kill()  # the ranks' all-reduces now wait for a switch that is gone
        fabric.switch.wait()
        assert ended_in(busy) < LIMIT
        assert busy.stderr is not None and "stopped 2 local rank(s)" in busy.stderr.read()
    finally:
        fabric.close()


STOPPER_CHILD = """
import os, signal, sys, time
from p4reduce.stopping import Stopper

signal.signal(signal.SIGUSR1, lambda *a: print("usr1", flush=True))
stopper = Stopper("child", grace=1.0).install()
os.kill(os.getpid(), signal.SIGUSR1)  # a signal of the program's own: not a stop
time.sleep(2.0)
print("alive", stopper.requested.is_set(), flush=True)
sys.stdout.flush()
stopper.wait(0.05)  # now SIGTERM
print("stopping on", stopper.signal_name, flush=True)
stopper.done()
"""


def test_only_sigterm_and_sigint_stop_a_command() -> None:
    """The wakeup pipe hears every signal with a Python handler: another one (a program's
    own SIGUSR1, say) neither stops the command nor ends it after the grace period."""
    proc = subprocess.Popen(
        [sys.executable, "-c", STOPPER_CHILD], stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None
    try:
        assert proc.stdout.readline().strip() == "usr1"
        assert proc.stdout.readline().strip() == "alive False"  # past the 1 s grace
        assert ended_in(proc) < LIMIT and proc.returncode == 0
        assert proc.stdout.read().strip() == "stopping on SIGTERM"
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
