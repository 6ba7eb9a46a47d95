"""The fabric config: valid files load, bad ones name the file, key and problem."""

from __future__ import annotations

from pathlib import Path

import pytest

from controller.config import FabricConfig
from controller.errors import ConfigError

GOOD = """
[switch]
grpc = "127.0.0.1:9559"
mac = "02:00:00:00:00:FE"
ip = "10.0.0.254"
slots = 64

[[hosts]]
name = "h1"
mac = "02:00:00:00:01:01"
ip = "10.0.0.1"
port = 1

[[hosts]]
name = "h2"
mac = "02:00:00:00:01:02"
ip = "10.0.0.2"
port = 2

[[jobs]]
id = 3
slots = 16
workers = ["h1:5000", "h2:5000"]

[drop]
ingress = 0.05
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "fabric.toml"
    path.write_text(text)
    return path


def test_a_good_file_loads(tmp_path: Path) -> None:
    cfg = FabricConfig.from_toml(write(tmp_path, GOOD))
    assert cfg.switch.mac == "02:00:00:00:00:fe"
    assert [h.name for h in cfg.hosts] == ["h1", "h2"]
    assert cfg.jobs[0].id == 3 and str(cfg.jobs[0].workers[1]) == "h2:5000"
    assert cfg.drop.ingress == 0.05 and cfg.drop.egress == 0.0
    assert cfg.base_dir == tmp_path


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("slots = 64", 'slots = "many"'), "switch.slots: expected int, got 'many'"),
        (('ip = "10.0.0.254"', 'ip = "10.0.0.999"'), "switch.ip: not an IPv4 address"),
        (('mac = "02:00:00:00:01:01"', 'mac = "nope"'), "hosts[0].mac: not a MAC address"),
        (
            ('workers = ["h1:5000", "h2:5000"]', 'workers = ["h1:5000", "h9:5000"]'),
            "jobs[0].workers[1]: unknown host 'h9' (hosts are h1, h2)",
        ),
        (
            ('workers = ["h1:5000", "h2:5000"]', 'workers = ["h1:5000", "h1:5000"]'),
            "jobs[0].workers: lists a worker twice",
        ),
        (
            ('workers = ["h1:5000", "h2:5000"]', 'workers = ["h1"]'),
            "jobs[0].workers[0]: expected HOST:UDP_PORT",
        ),
        (("slots = 16", "slots = 100"), "jobs: the jobs need 100 slots, the switch has 64"),
        (("ingress = 0.05", "ingress = 1.5"), "drop.ingress: must be in [0, 1)"),
        (("port = 2", "port = 1"), "hosts[1].port: 1 is used twice"),
        (("[switch]", '[switch]\ncolour = "red"'), "switch.colour: unknown key"),
        (("[drop]", "[dorp]"), "dorp: unknown key"),
        (("id = 3", "id = 40000"), "jobs[0].id: must be 0..32767"),
        (('grpc = "127.0.0.1:9559"', 'target = "p4"'), "switch.target: must be one of"),
    ],
)
def test_bad_files_name_the_key(tmp_path: Path, change: tuple[str, str], message: str) -> None:
    path = write(tmp_path, GOOD.replace(*change))
    with pytest.raises(ConfigError) as info:
        FabricConfig.from_toml(path)
    assert str(info.value).startswith(f"{path}: ")
    assert message in str(info.value)


def test_unreadable_and_invalid_toml(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read"):
        FabricConfig.from_toml(tmp_path / "missing.toml")
    with pytest.raises(ConfigError, match="not valid TOML"):
        FabricConfig.from_toml(write(tmp_path, "[switch\n"))


def test_example_configs_load() -> None:
    root = Path(__file__).resolve().parents[1]
    configs = sorted((root / "configs").glob("*.toml"))
    assert configs, "no example configs"
    for path in configs:
        cfg = FabricConfig.from_toml(path)
        assert cfg.hosts
