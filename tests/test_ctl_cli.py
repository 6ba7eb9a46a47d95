"""``p4reduce ctl`` end to end: a software switch process programmed by the CLI."""

from __future__ import annotations

import re
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from hostlib import AggregationJob, JobConfig
from p4reduce.cli import main
from p4rproto.netio import Address, free_tcp_port, free_udp_ports
from p4rproto.wire import MsgType, Packet
from tests.workers import all_reduce

CONFIG = """
[switch]
grpc = "127.0.0.1:{grpc}"
target = "soft"
slots = 256

[[hosts]]
name = "h1"
mac = "02:00:00:00:01:01"
ip = "127.0.0.1"
port = 1

[[hosts]]
name = "h2"
mac = "02:00:00:00:01:02"
ip = "127.0.0.2"
port = 2

[[jobs]]
id = 2
slots = 32
workers = ["h1:{p1}", "h2:{p2}"]
"""


@pytest.fixture
def switch_process(tmp_path: Path) -> Iterator[tuple[int, Path, list[int]]]:
    udp, *ports = free_udp_ports(3)
    grpc = free_tcp_port()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "p4reduce.cli",
            "switch",
            "--listen",
            f"127.0.0.1:{udp}",
            "--slots",
            "256",
            "--p4runtime",
            f"127.0.0.1:{grpc}",
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    assert "P4Runtime on" in proc.stdout.readline()
    config = tmp_path / "soft.toml"
    config.write_text(CONFIG.format(grpc=grpc, p1=ports[0], p2=ports[1]))
    try:
        yield udp, config, ports
    finally:
        proc.send_signal(signal.SIGINT)
        out, _ = proc.communicate(timeout=10)
        assert proc.returncode == 0
        assert "p4reduce switch: stopped (SIGINT)" in out and "counters" in out


def test_apply_all_reduce_stats_remove(
    switch_process: tuple[int, Path, list[int]], capsys: pytest.CaptureFixture[str]
) -> None:
    udp, config, ports = switch_process
    ctl = ["ctl", "--config", str(config)]
    assert main([*ctl, "job", "list"]) == 5  # no pipeline yet: a pipeline mismatch
    assert "has no pipeline: run `ctl push`" in capsys.readouterr().err
    assert main([*ctl, "apply", "--push"]) == 0
    assert main([*ctl, "apply"]) == 0  # the same jobs again: each starts a new session
    assert main([*ctl, "job", "list"]) == 0
    out = capsys.readouterr().out
    sessions = re.findall(r"job 2: 2 workers, slots 0\.\.31, session (0x[0-9a-f]{8})", out)
    assert len(sessions) == 2 and sessions[0] != sessions[1]
    assert f"job 2: slots 0..31, session {sessions[1]}  0=127.0.0.1:" in out

    jobs = [
        AggregationJob(
            JobConfig(
                Address("127.0.0.1", udp), Address(f"127.0.0.{r + 1}", ports[r]), 2, r, 2, slots=32
            )
        )
        for r in range(2)
    ]
    x = [np.arange(10_000, dtype=np.int32) * (r + 1) for r in range(2)]
    for result in all_reduce(jobs, x):
        np.testing.assert_array_equal(result, x[0] * 3)
    for j in jobs:
        j.close()

    # A second run needs a new session: `ctl session` starts one, and it is exact.
    assert main([*ctl, "session", "2"]) == 0
    assert re.search(r"job 2: new session 0x[0-9a-f]{8} \(slots cleared\)", capsys.readouterr().out)
    jobs = [
        AggregationJob(
            JobConfig(Address("127.0.0.1", udp), Address(f"127.0.0.{r + 1}", ports[r]), 2, r, 2)
        )
        for r in range(2)
    ]
    x = [np.arange(7_000, dtype=np.int32) * (5 - r) for r in range(2)]
    for result in all_reduce(jobs, x):
        np.testing.assert_array_equal(result, x[0] + x[1])
    for j in jobs:
        j.close()

    # A CONTRIB of another session from rank 0's address: refused and NACKed.
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", ports[0]))
        s.settimeout(5.0)
        stale = Packet(MsgType.CONTRIB, 2, 0, 0, 0, session=1, payload=(0,) * 64).encode()
        s.sendto(stale, ("127.0.0.1", udp))
        assert Packet.decode(s.recv(4096)).msg_type == MsgType.NACK

    assert main([*ctl, "stats"]) == 0
    stats = capsys.readouterr().out
    assert "aggregated" in stats and f"127.0.0.2:{ports[1]}" in stats
    # Every counter is printed: joins (2 runs of 2 ranks) and nacks among them.
    assert re.search(r"joins +4 ", stats) and re.search(r"nacks +1 ", stats), stats
    assert "rejected: session 1" in stats
    assert "partials sent" in stats and "dropped ingress" in stats
    assert main([*ctl, "drop-sim", "set", "--ingress", "0.1"]) == 0
    assert main([*ctl, "drop-sim", "set", "--ingress", "1.5"]) == 2
    assert "a drop probability is in [0, 1)" in capsys.readouterr().err
    assert main([*ctl, "drop-sim", "set", "--ingress", "0"]) == 0
    assert main([*ctl, "reset", "--slots", "0-31"]) == 0
    # A slot beyond the switch: refused before a RESET leaves (the switch would drop it).
    assert main([*ctl, "reset", "--slots", "250-300"]) == 2
    assert "the switch has slots 0..255" in capsys.readouterr().err
    assert main([*ctl, "job", "remove", "2"]) == 0
    assert main([*ctl, "job", "remove", "2"]) == 6
    assert "no job 2" in capsys.readouterr().err
    assert main([*ctl, "job", "add", "--id", "3", "--slots", "300", "--worker", "h1:1"]) == 2
    assert "the jobs need 300 slots, the switch has 256" in capsys.readouterr().err

    # What the data plane cannot run is refused before anything is written (exit 2).
    add = [*ctl, "job", "add", "--id"]
    for args, problem in [
        (["3", *["--worker", "h1:1"] * 65], "a job has 1..64 workers"),
        (["40000", "--worker", "h1:1"], "id: must be 0..32767"),
        (["3", "--worker", "h1:1", "--worker", "h1:1"], "lists a worker twice"),
        (["3", "--worker", "h9:1"], "unknown host 'h9'"),
        (["3", "--worker", "h1:70000"], "bad UDP port"),
        (["3", "--slots", "0", "--worker", "h1:1"], "slots: must be 1..65536"),
    ]:
        assert main([*add, *args]) == 2, args
        assert problem in capsys.readouterr().err
    assert main([*ctl, "job", "list"]) == 0
    assert capsys.readouterr().out == "no jobs\n"


def test_unreachable_switch_exit_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ctl", "--switch", "127.0.0.1:1", "--timeout", "0.5", "job", "list"]) == 3
    assert "no P4Runtime server answers" in capsys.readouterr().err


def test_bad_config_exit_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[switch]\nslots = -1\n")
    assert main(["ctl", "--config", str(bad), "job", "list"]) == 2
    assert "switch.slots: must be 1..65536" in capsys.readouterr().err
