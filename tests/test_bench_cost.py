"""``p4reduce bench cost``: the table's shape, and cores that follow from the measured
costs per packet (recomputed here from the JSON, not from timings)."""

from __future__ import annotations

import json

import pytest

from hostlib import xdp
from p4reduce.bench.cost import STAGES, CostConfig, cores_needed, wire_bytes
from p4reduce.cli import main
from p4rproto.wire import packet_len
from tests.requires import xdp_missing

TINY = ["--iterations", "2", "--batch", "8", "--workers", "2", "--tensor", "4K"]


def test_the_table_names_every_stage_and_the_cores_for_100g(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["bench", "cost", "--k", "64,256", *TINY]) == 0
    out = capsys.readouterr().out
    head = out.splitlines()[1]
    assert head.split() == ["stage", "K=64", "K=256"]
    assert out.splitlines()[2].split() == ["ns/elem", "µs/pkt"] * 2
    rows = out.splitlines()[3:]
    for stage in STAGES:
        row = next(line for line in rows if f"{stage.side:7s}{stage.label} " in line)
        figures = row[len(f"  {stage.side:7s}{stage.label}") :].split()
        assert len(figures) == 4 and all(float(f) >= 0 for f in figures)  # two per K
    assert "100G" in out and "100 GbE, with GSO/GRO:" in out
    assert "K=256   a host needs" in out and "SwitchML: 8 DPDK cores per host" in out


def test_cores_follow_from_the_costs_per_packet(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "cost", "--k", "64,2048", *TINY, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    ks, rates = ["64", "2048"], report["line_rates_gbps"]
    assert rates == [10, 25, 100, 400]
    assert set(report["stages"]) == {s.key for s in STAGES}
    for stage in report["stages"].values():
        for k in ks:
            cell = stage["by_k"][k]
            assert cell["us_per_packet"] > 0
            assert cell["ns_per_element"] * int(k) / 1e3 == pytest.approx(cell["us_per_packet"])
    # 64 words + the 24-byte header + UDP/IPv4 28 + Ethernet's 38 on the wire
    assert report["wire_bytes"] == {"64": 346, "2048": 8282}
    workers = report["config"]["workers"]
    for variant, host_stages in report["host_stages"].items():
        for k in ks:
            host = sum(report["stages"][s]["by_k"][k]["us_per_packet"] for s in host_stages)
            port = sum(
                report["stages"][s]["by_k"][k]["us_per_packet"]
                for s in report["switch_stages"][variant]
            )
            for g in rates:
                pps = g * 1e9 / 8 / report["wire_bytes"][k]
                got = report["cores"][variant]
                assert got["host"][k][str(g)] == pytest.approx(pps * host * 1e-6)
                assert got["switch_per_port"][k][str(g)] == pytest.approx(pps * port * 1e-6)
                assert got["switch"][k][str(g)] == pytest.approx(workers * pps * port * 1e-6)
    assert report["switchml"]["host_cores_100g"] == 8


def test_the_arithmetic() -> None:
    assert wire_bytes(256) == 4 * 256 + 24 + 28 + 38
    # 100 Gbit/s of 1114-byte packets is 11.2 Mpps; at 1 µs each that is 11.2 cores
    assert cores_needed(1.0, 100, 256) == pytest.approx(100e9 / 8 / 1114 * 1e-6)


@pytest.mark.parametrize(
    ("fields", "flag"),
    [({"ks": (64, 8192)}, "--k"), ({"iterations": 0}, "--iterations"), ({"batch": 2}, "--batch")],
)
def test_bad_settings_name_the_flag(fields: dict[str, object], flag: str) -> None:
    with pytest.raises(ValueError, match=f"bench cost {flag}:"):
        CostConfig(**fields)  # type: ignore[arg-type]


def test_a_bad_k_list_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "cost", "--k", "64,x"]) == 2
    assert "--k '64,x': expected integers" in capsys.readouterr().err


def test_over_af_xdp_the_host_stages_add_its_send_and_receive(
    capsys: pytest.CaptureFixture[str],
) -> None:
    reason = xdp_missing()
    if reason is not None:
        pytest.skip(reason)
    # a jumbo K where AF_XDP's multi-buffer mode carries its frames over several chunks
    big = 2048 if xdp.max_frame() >= 14 + 28 + packet_len(2048) else 256
    ks = ("64", str(big))
    assert main(["bench", "cost", "--k", ",".join(ks), *TINY, "--io", "xdp", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    in_place = {"build_xdp", "recv_inplace_xdp"}
    cold = {f"{s}_cold" for s in in_place}
    assert {"queue_xdp", "kick_xdp", "recv_xdp", *in_place, *cold} <= set(report["stages"])
    assert report["host_stages"]["xdp"] == [
        "scan",
        "quantize",
        "queue_xdp",
        "kick_xdp",
        "recv_xdp",
        "dequantize",
    ]
    # the host's own work: every stage but the kernel's copy-mode transmit
    assert report["host_stages"]["xdp_own"] == [
        s for s in report["host_stages"]["xdp"] if s != "kick_xdp"
    ]
    # the transfer loop's way: quantized into the UMEM, dequantized from it (the run
    # raises if a result read in place differs from the reference quantization)
    assert report["host_stages"]["xdp_inplace"] == [
        "scan",
        "build_xdp",
        "kick_xdp",
        "recv_inplace_xdp",
    ]
    assert report["host_stages"]["xdp_inplace_own"] == ["scan", "build_xdp", "recv_inplace_xdp"]
    # the same stages with the caches flushed (from memory: a bound from above)
    assert report["host_stages"]["xdp_inplace_own_cold"] == [
        "scan",
        "build_xdp_cold",
        "recv_inplace_xdp_cold",
    ]
    for k in ks:
        pps = 100e9 / 8 / report["wire_bytes"][k]
        for variant in ("xdp", "xdp_own", "xdp_inplace", "xdp_inplace_own", "xdp_inplace_own_cold"):
            us = sum(
                report["stages"][s]["by_k"][k]["us_per_packet"]
                for s in report["host_stages"][variant]
            )
            assert report["cores"][variant]["host"][k]["100"] == pytest.approx(pps * us * 1e-6)
            assert set(report["cores"][variant]) == {"host"}  # the switch's ports: not measured
    assert main(["bench", "cost", "--k", "64", *TINY, "--io", "xdp"]) == 0
    printed = capsys.readouterr().out
    assert "100 GbE, over AF_XDP" in printed and "its own work" in printed
    assert "in place (the transfer loop)" in printed and "with the caches flushed" in printed


def test_over_af_xdp_a_k_whose_frames_do_not_fit_is_refused(
    capsys: pytest.CaptureFixture[str],
) -> None:
    if not xdp.available():
        pytest.skip("needs the host's C kernels (Linux)")
    assert main(["bench", "cost", "--k", "4096", *TINY, "--io", "xdp"]) == 2
    assert "K=4096 makes 16,450-byte frames; AF_XDP carries up to" in capsys.readouterr().err
