"""The latency mode (``p4reduce emu --latency``) and the links' delay (``--delay``): the
figures it derives from the ranks' reports, its settings, and (root, Mininet) a short run
over delayed links whose calls must each take at least the links' round trip."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest

from mininet_topos.emu import EmuConfig, emulated_rtt_us
from mininet_topos.latency import LatencyConfig, run_latency, summarize
from mininet_topos.latency_worker import DATA_BOUND, expected_sums, inputs
from mininet_topos.nodes import SoftSwitchNode
from p4reduce.cli import main
from p4rproto.units import parse_micros
from tests.requires import MININET, requires


def _rank(us: list[float], wrong: list[int], cpu: float) -> dict[str, Any]:
    return {"sizes": [{"elements": 1, "us": us, "cpu_us": cpu, "wrong": wrong}]}


def test_percentiles_pool_every_ranks_calls() -> None:
    cfg = LatencyConfig(EmuConfig(workers=(2,)), sizes=(1,), calls=100)
    fast, slow = list(np.arange(100.0)), list(np.arange(100.0) + 1000)
    reports = {
        "p4reduce": [_rank(fast, [], 10.0), _rank(slow, [], 30.0)],
        "gloo": [_rank(slow, [], 5.0), _rank(slow, [7], 5.0)],
    }
    (r,) = summarize(cfg, 2, reports)
    pooled = fast + slow
    assert r.p4reduce_p50_us == pytest.approx(np.percentile(pooled, 50))
    assert r.p4reduce_p99_us == pytest.approx(np.percentile(pooled, 99))
    assert r.gloo_p50_us == pytest.approx(np.percentile(slow, 50))
    assert (r.p4reduce_cpu_us, r.gloo_cpu_us) == (20.0, 5.0)
    # one wrong sum, of either backend, and the record is not exact
    assert (r.p4reduce_wrong, r.gloo_wrong, r.exact) == (0, 1, False)
    (alone,) = summarize(cfg, 2, {"p4reduce": reports["p4reduce"]})
    assert alone.exact and alone.gloo_p50_us is None


def test_the_data_sum_exactly_in_float32() -> None:
    """Integer-valued data below DATA_BOUND: the float32 of their int64 sum is their sum,
    so either backend's result is checked bit for bit."""
    data = inputs(3, 1000, 128)
    assert np.abs(data).max() <= DATA_BOUND and np.all(data == np.round(data))
    want = expected_sums(data)
    assert np.array_equal(want.astype(np.int64), data.astype(np.int64).sum(axis=1))
    assert not np.array_equal(inputs(3, 1000, 128)[0], inputs(4, 1000, 128)[0])


@pytest.mark.parametrize(
    ("text", "us"), [("50us", 50.0), ("0.1ms", 100.0), ("2", 2.0), (" 1s ", 1e6), ("0", 0.0)]
)
def test_durations_parse_to_microseconds(text: str, us: float) -> None:
    assert parse_micros(text) == us


@pytest.mark.parametrize("text", ["fast", "-5us", "us", "nan", "1e999ms"])
def test_bad_durations_name_the_flag(text: str) -> None:
    with pytest.raises(ValueError, match="--delay"):
        parse_micros(text, "--delay")


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"switch": "bmv2", "delay": 50.0}, "emu delay: the software switch holds"),
        ({"delay": -1.0}, "emu delay: 0..1e"),
    ],
)
def test_bad_delays_name_the_field(fields: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        EmuConfig(**fields)  # type: ignore[arg-type]


def test_bad_latency_settings_are_refused_before_anything_starts(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["emu", "--latency", "1,0"]) == 2
    assert "--latency '1,0'" in capsys.readouterr().err
    for other in (["--train", "gpt2"], ["--fault", "kill"]):
        assert main(["emu", "--latency", "1", *other]) == 2
        assert "--train, --latency and --fault are different runs" in capsys.readouterr().err
    with pytest.raises(ValueError, match="calls >= 1"):
        LatencyConfig(EmuConfig(), sizes=(1,), calls=0)


def test_the_slot_rule_counts_the_links_delay() -> None:
    assert emulated_rtt_us(EmuConfig(delay=50.0)) == emulated_rtt_us(EmuConfig()) + 100.0


def test_each_link_is_delayed_once_each_way() -> None:
    """Host links are held twice on the switch's way out (the host cannot hold its half);
    a link to another switch once at each end."""

    def intf(name: str, node: object) -> SimpleNamespace:
        return SimpleNamespace(name=name, node=node, link=None)

    leaf = SimpleNamespace(delay=50.0, intfs={})
    spine = SoftSwitchNode.__new__(SoftSwitchNode)
    ends = {1: intf("h1-eth0", object()), 100: intf("s0-eth1", spine)}
    for port, peer in ends.items():
        mine = intf(f"s1-eth{port}", leaf)
        mine.link = SimpleNamespace(intf1=mine, intf2=peer)
        leaf.intfs[port] = mine
    leaf.intfs[0] = intf("lo", leaf)
    assert SoftSwitchNode.port_delays(leaf) == {1: 100.0, 100: 50.0}  # type: ignore[arg-type]
    leaf.delay = 0.0
    assert SoftSwitchNode.port_delays(leaf) == {}  # type: ignore[arg-type]


@pytest.mark.mininet
@pytest.mark.torch
@pytest.mark.slow
@requires(*MININET)
def test_latency_over_delayed_links(tmp_path: Path) -> None:
    """Two ranks, 2 ms a link: every call of either backend takes at least the round trip
    to the switch and back (two links), each sum is exact, and the report holds it all.
    Through the switch, a one-element call takes one round trip (it rides in its
    agreement round) and a 300-element one two (the agreement carries the exponents of
    its two slots' first chunks, then the data): fewer than two and three."""
    delay_us = 2000.0
    emu = EmuConfig(workers=(2,), delay=delay_us, out=tmp_path, timeout=30)
    cfg = LatencyConfig(emu, sizes=(1, 300), calls=20, warmup=3)
    records = run_latency(cfg)
    assert [(r.workers, r.elements) for r in records] == [(2, 1), (2, 300)]
    for r in records:
        assert r.exact, r
        assert r.p4reduce_p50_us >= 2 * delay_us
        assert r.gloo_p50_us is not None and r.gloo_p50_us >= 2 * delay_us
        assert r.p4reduce_cpu_us > 0
    round_trip = 2 * delay_us
    assert [r.p4reduce_p50_us // round_trip for r in records] == [1, 2], records
    report = json.loads((tmp_path / "results.json").read_text())
    assert report["config"]["delay"] == delay_us
    assert report["latency"][0]["p4reduce_p50_us"] == records[0].p4reduce_p50_us
    assert (tmp_path / "latency.png").stat().st_size > 0
