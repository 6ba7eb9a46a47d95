from __future__ import annotations

import shutil
from collections.abc import Iterator
from typing import Any

import pytest

from p4reduce.netio import Address
from softswitch.pipeline import Pipeline, SwitchConfig
from softswitch.udp import UdpSwitch
from tests.targets import vector_fabric_config


@pytest.fixture
def soft_switch() -> Iterator[UdpSwitch]:
    """A software switch serving on loopback from a thread of the test process."""
    switch = UdpSwitch(Address("127.0.0.1", 0), Pipeline(SwitchConfig(num_slots=1024)))
    switch.start_thread()
    try:
        yield switch
    finally:
        switch.close()


@pytest.fixture(scope="session")
def bmv2_fabric(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """BMv2 on veth pairs with the test vectors' jobs, shared by the BMv2 tests."""
    from tests.bmv2_fabric import Bmv2Fabric, require_root

    require_root()
    config, endpoints = vector_fabric_config()
    tmp = tmp_path_factory.mktemp("bmv2")
    fabric = Bmv2Fabric(config, endpoints, tmp / "build", tmp / "logs")
    try:
        yield fabric
    finally:
        fabric.close()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip target-marked tests, with the reason, where the target is not installed."""
    missing = [t for t in ("p4c-bm2-ss", "simple_switch_grpc") if shutil.which(t) is None]
    skip_bmv2 = (
        pytest.mark.skip(reason=f"BMv2 tests need {' and '.join(missing)} on PATH")
        if missing
        else None
    )
    skip_tofino = (
        pytest.mark.skip(reason="Tofino tests need bf-p4c on PATH")
        if shutil.which("bf-p4c") is None
        else None
    )
    for item in items:
        if skip_bmv2 and "bmv2" in item.keywords:
            item.add_marker(skip_bmv2)
        if skip_tofino and "tofino" in item.keywords:
            item.add_marker(skip_tofino)
