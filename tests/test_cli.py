from __future__ import annotations

import pytest

from p4reduce.cli import main
from p4rproto.units import parse_count, si
from softswitch import native


@pytest.mark.parametrize(
    "argv",
    [
        ["--help"],
        ["demo", "--help"],
        ["switch", "--help"],
        ["bench", "quantize", "--help"],
        ["bench", "hostpath", "--help"],
        ["bench", "switch", "--help"],
    ],
)
def test_help(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 0
    assert "usage: p4reduce" in capsys.readouterr().out


@pytest.mark.slow
def test_demo_runs_and_verifies(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "demo",
            "--workers",
            "3",
            "--size",
            "20000",
            "--rounds",
            "2",
            "--loss",
            "0.01",
            "--no-gloo",
            "--no-progress",
            "--timeout",
            "20",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0, out
    assert out.count("[exact, within bound") == 2
    assert "result: all rounds exact" in out


def test_bad_job_spec_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["switch", "--job", "1:0:8"]) == 2
    assert "--job '1:0:8'" in capsys.readouterr().err


def test_bench_quantize_prints_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "quantize", "--size", "64K", "--repeat", "1"]) == 0
    out = capsys.readouterr().out
    assert "GB/s" in out and "of memcpy" in out
    assert "int16 lanes: round stochastically + pack" in out and "int8 lanes: unpack" in out


def test_bench_hostpath_prints_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "hostpath", "--packets", "2000"]) == 0
    assert "speed-up" in capsys.readouterr().out


def test_bench_switch_prints_figures(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["bench", "switch", "--elems", "64", "--seconds", "0.05", "--repeat", "1"]
    assert main([*argv, "--udp-seconds", "0.2", "--window", "64"]) == 0
    out = capsys.readouterr().out
    assert "in memory   K=64" in out and "UDP         K=64" in out
    if native.available():
        assert "native/numpy" in out and "goal K=64" in out


@pytest.mark.torch
def test_bench_agreement_prints_the_calls_beside_gloo(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("torch")
    assert main(["bench", "agreement", "--repeat", "3", "--sizes", "1,1K", "--slots", "32"]) == 0
    out = capsys.readouterr().out
    assert "p4reduce/gloo" in out and "agreement share" in out and "32 slots" in out
    # one agreement round per all-reduce, and no Gloo round beside it
    assert "1 agreement round(s) through the switch, 0 Gloo round(s)" in out
    assert "3 of 3 rode in their agreement round" in out  # a one-element broadcast
    # one packet for a call that rides in its agreement; four chunks of K = 256 over four
    # slots take the agreement (all four first exponents in it) and a data packet each
    assert "1 (1 element), 5 (1,024 elements)" in out


@pytest.mark.torch
def test_bench_agreement_times_each_layer_once_per_call(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--layers``: every layer from the process group to the host library is entered
    once per one-element all-reduce (a second entry would be a second call or round)."""
    pytest.importorskip("torch")
    argv = ["bench", "agreement", "--repeat", "20", "--sizes", "1,1K", "--slots", "32"]
    assert main([*argv, "--layers"]) == 0
    out = capsys.readouterr().out
    assert "where a 1-element call's time goes" in out
    rows = {
        line[:44].strip(): line[44:].split()
        for line in out.splitlines()
        if line.startswith("    ") and "us" in line and "alone" not in line
    }
    from p4reduce.bench.layers import LAYERS

    for label in [layer.label for layer in LAYERS]:
        inside, _, per_call = rows[label]
        assert float(inside.removesuffix("us")) > 0 and per_call == "1.00", (label, rows[label])
    assert "the host library alone" in out and "Gloo's dist.all_reduce" in out


@pytest.mark.torch
def test_bench_memory_sums_without_a_buffer_the_size_of_the_tensor(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A 4M float32 all-reduce (16 MiB) is summed in place: its extra peak and what it
    keeps stay far below the tensor's size (a result buffer would be 16 MiB of both)."""
    pytest.importorskip("torch")
    from p4reduce.bench import memory

    figures = memory.run(memory.MemoryBenchConfig(size=4 << 20, repeat=2, slots=32))
    out = capsys.readouterr().out
    assert "p4reduce/gloo extra peak" in out and "gloo      later" in out
    assert figures["p4reduce_later_peak"] < 4 and figures["p4reduce_later_kept"] < 4, figures
    assert figures["p4reduce_first_kept"] < 8, figures


@pytest.mark.parametrize("slots", ["0", "65537"])
def test_bench_agreement_refuses_a_slot_pool_out_of_range(
    slots: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["bench", "agreement", "--slots", slots]) == 2
    assert f"slots must be 1..65536, got {slots}" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("text", "value"), [("1000", 1000), ("64K", 65536), ("64M", 1 << 26), ("1.5K", 1536)]
)
def test_parse_count(text: str, value: int) -> None:
    assert parse_count(text) == value


@pytest.mark.parametrize("text", ["", "x", "0", "1.3", "-4K"])
def test_parse_count_rejects(text: str) -> None:
    with pytest.raises(ValueError):
        parse_count(text)


def test_si() -> None:
    assert si(2.41e9, "ATE/s") == "2.41 GATE/s"


@pytest.mark.parametrize(
    ("argv", "problem"),
    [
        (["--listen", "127.0.0.1:99999"], "port 99999 is not 0..65535"),
        (["--p4runtime", "127.0.0.1:99999"], "port 99999 is not 0..65535"),
        (["--listen", "127.0.0.1:x"], "expected HOST:PORT"),
        (
            ["--p4runtime", "127.0.0.1:0", "--controller", "127.0.0.1:5"],
            "--controller and --p4runtime exclude each other",
        ),
    ],
)
def test_switch_refuses_bad_addresses(
    argv: list[str], problem: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["switch", *argv]) == 2
    assert problem in capsys.readouterr().err


def test_switch_refuses_ports_in_use(capsys: pytest.CaptureFixture[str]) -> None:
    """No SO_REUSEPORT: a second P4Runtime server on a port fails, naming the address."""
    from p4rproto.netio import Address
    from softswitch.p4runtime import P4RuntimeServer
    from softswitch.pipeline import Pipeline
    from softswitch.udp import UdpSwitch

    switch = UdpSwitch(Address("127.0.0.1", 0), Pipeline())
    server = P4RuntimeServer(switch, "127.0.0.1:0").start()
    try:
        assert main(["switch", "--listen", "127.0.0.1:0", "--p4runtime", server.address]) == 2
        assert f"cannot serve P4Runtime on {server.address}" in capsys.readouterr().err
        assert main(["switch", "--listen", str(switch.address)]) == 2
        assert f"cannot bind UDP {switch.address}" in capsys.readouterr().err
    finally:
        server.stop()
        switch.close()
