"""Topologies are pure data: built and inspected without root or a network."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("mininet")

from mininet_topos.topos import (
    LeafSpineTopo,
    RackTopo,
    SwitchLink,
    TwoRackTopo,
    hosts_of,
    load_json,
    parse_leaf_spine,
    switch_address,
    switch_links,
)


def test_rack() -> None:
    topo = RackTopo(workers=3, bw=100)
    hosts = hosts_of(topo)
    assert [(h.name, h.ip, h.port) for h in hosts] == [
        ("h1", "10.0.0.1", 1),
        ("h2", "10.0.0.2", 2),
        ("h3", "10.0.0.3", 3),
    ]
    assert hosts[1].mac == "02:00:00:00:01:02"
    assert all(info["bw"] == 100 for _, _, info in topo.links(withInfo=True))


def test_two_racks_split_the_workers() -> None:
    topo = TwoRackTopo(workers=4)
    assert sorted(topo.switches()) == ["s0", "s1", "s2"]
    assert [h.name for h in hosts_of(topo, "s1")] == ["h1", "h3"]
    assert [h.name for h in hosts_of(topo, "s2")] == ["h2", "h4"]
    assert switch_links(topo) == [SwitchLink("s1", 100, "s0", 1), SwitchLink("s2", 100, "s0", 2)]
    assert switch_links(RackTopo(workers=2)) == []
    assert switch_address("s2") == ("02:00:00:00:00:f2", "10.0.0.252")


def test_leaf_spine_takes_three_racks() -> None:
    topo = LeafSpineTopo(workers=6, racks=3)
    assert sorted(topo.switches()) == ["s0", "s1", "s2", "s3"]
    assert [h.name for h in hosts_of(topo, "s3")] == ["h3", "h6"]
    assert [h.port for h in hosts_of(topo, "s3")] == [1, 2]
    assert [link.spine_port for link in switch_links(topo)] == [1, 2, 3]
    assert parse_leaf_spine("leaf-spine:3") == 3 and parse_leaf_spine("two-rack") is None
    with pytest.raises(ValueError, match=r"2\.\.3"):
        parse_leaf_spine("leaf-spine:9")


def test_tutorials_json(tmp_path: Path) -> None:
    spec = {
        "hosts": {
            "h1": {"ip": "10.0.0.1/24", "mac": "02:00:00:00:01:01"},
            "h2": {"ip": "10.0.0.2/24", "mac": "02:00:00:00:01:02"},
        },
        "switches": {"s1": {}},
        "links": [["h1", "s1-p1"], ["h2", "s1-p2", "0ms", 50]],
    }
    path = tmp_path / "topology.json"
    path.write_text(json.dumps(spec))
    topo = load_json(path)
    assert [(h.name, h.port) for h in hosts_of(topo)] == [("h1", 1), ("h2", 2)]
    bws = sorted(info.get("bw", 0) for _, _, info in topo.links(withInfo=True))
    assert bws == [0, 50]
