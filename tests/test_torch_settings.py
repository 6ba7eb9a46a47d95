"""The PyTorch integration's settings: environment variables, TOML file, errors."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("torch")

from hostlib.torchdist import NoSwitchJobError, SettingsError, TorchSwitchSettings
from hostlib.torchdist.staging import DEFAULT_CHUNK
from p4rproto.netio import Address

pytestmark = pytest.mark.torch

BASE_ENV = {"P4REDUCE_SWITCH": "127.0.0.1:48879", "P4REDUCE_JOB_ID": "7"}


def test_from_env_reads_every_variable() -> None:
    s = TorchSwitchSettings.from_env(
        {
            **BASE_ENV,
            "P4REDUCE_WORKERS": "127.0.0.1:5000, 127.0.0.1:5001",
            "P4REDUCE_SLOTS": "64",
            "P4REDUCE_ELEMS": "256",
            "P4REDUCE_TIMEOUT": "2.5",
            "P4REDUCE_FALLBACK": "FAIL",
            "P4REDUCE_RETRY_AFTER": "3",
            "P4REDUCE_STAGING_CHUNK": "65536",
            "P4REDUCE_IO": "XDP",
        }
    )
    assert s == TorchSwitchSettings(
        switch=Address("127.0.0.1", 48879),
        job_id=7,
        workers=(Address("127.0.0.1", 5000), Address("127.0.0.1", 5001)),
        slots=64,
        elems_per_packet=256,
        timeout=2.5,
        fallback="fail",
        retry_after=3,
        staging_chunk=65536,
        io="xdp",
    )
    config = s.job_config(rank=1, world_size=2)
    assert (config.local, config.rank, config.num_workers) == (s.workers[1], 1, 2)
    assert config.io == "xdp"
    assert (config.slots, config.elems_per_packet, config.timeout) == (64, 256, 2.5)


def test_local_port_base_gives_each_rank_its_port() -> None:
    s = TorchSwitchSettings.from_env({**BASE_ENV, "P4REDUCE_LOCAL_PORT_BASE": "6000"})
    assert s.local_address(3, 4) == Address("0.0.0.0", 6003)
    assert s.fallback == "gloo" and s.slot_pool == 128  # the defaults
    assert s.staging_chunk == DEFAULT_CHUNK


def test_to_env_round_trips() -> None:
    s = TorchSwitchSettings(
        Address("10.0.0.1", 9000), 3, workers=(Address("10.0.0.2", 1),), timeout=1.5
    )
    assert TorchSwitchSettings.from_env(s.to_env()) == s


def test_toml_file_then_environment_overrides(tmp_path: Path) -> None:
    path = tmp_path / "p4reduce.toml"
    path.write_text(
        "[p4reduce]\n"
        'switch = "127.0.0.1:48879"\n'
        "job_id = 5\n"
        'workers = ["127.0.0.1:7000", "127.0.0.1:7001"]\n'
        "timeout = 4\n"
        'fallback = "fail"\n'
    )
    from_file = TorchSwitchSettings.from_toml(path)
    assert from_file.job_id == 5 and from_file.timeout == 4.0 and len(from_file.workers) == 2
    s = TorchSwitchSettings.from_env({"P4REDUCE_CONFIG": str(path), "P4REDUCE_JOB_ID": "9"})
    assert s.job_id == 9 and s.fallback == "fail"


def test_no_job_configured_is_a_clear_error() -> None:
    with pytest.raises(NoSwitchJobError, match="no p4reduce switch job is configured") as exc:
        TorchSwitchSettings.from_env({})
    assert exc.value.field == "P4REDUCE_SWITCH and P4REDUCE_JOB_ID"
    with pytest.raises(NoSwitchJobError) as exc:
        TorchSwitchSettings.from_env({"P4REDUCE_SWITCH": "127.0.0.1:1"})
    assert exc.value.field == "P4REDUCE_JOB_ID"


@pytest.mark.parametrize(
    ("env", "field", "problem"),
    [
        ({"P4REDUCE_JOB_ID": "seven"}, "P4REDUCE_JOB_ID", "expected an integer"),
        ({"P4REDUCE_JOB_ID": "70000"}, "P4REDUCE_JOB_ID", "0..32767"),
        ({"P4REDUCE_SWITCH": "nohostport"}, "P4REDUCE_SWITCH", "HOST:PORT"),
        ({"P4REDUCE_TIMEOUT": "0"}, "P4REDUCE_TIMEOUT", "must be positive"),
        ({"P4REDUCE_FALLBACK": "retry"}, "P4REDUCE_FALLBACK", "gloo, fail"),
        ({"P4REDUCE_ELEMS": "2048"}, "P4REDUCE_ELEMS", "1..1024"),
        ({"P4REDUCE_LOCAL_PORT_BASE": "70000"}, "P4REDUCE_LOCAL_PORT_BASE", "1..65535"),
        ({"P4REDUCE_WORKERS": "1.2.3.4:5,1.2.3.4:5"}, "P4REDUCE_WORKERS", "twice"),
        ({"P4REDUCE_SLOTS": "0", "P4REDUCE_FALLBACK": "fail"}, "P4REDUCE_SLOTS", "needs"),
        ({"P4REDUCE_STAGING_CHUNK": "0"}, "P4REDUCE_STAGING_CHUNK", "1 or more"),
        ({"P4REDUCE_STAGING_CHUNK": "1M"}, "P4REDUCE_STAGING_CHUNK", "expected an integer"),
        ({"P4REDUCE_IO": "dpdk"}, "P4REDUCE_IO", "socket, xdp"),
    ],
)
def test_bad_values_name_the_variable(env: dict[str, str], field: str, problem: str) -> None:
    full = {**BASE_ENV, "P4REDUCE_LOCAL_PORT_BASE": "6000", **env}
    if "P4REDUCE_WORKERS" in env:
        del full["P4REDUCE_LOCAL_PORT_BASE"]
    with pytest.raises(SettingsError, match=problem) as exc:
        TorchSwitchSettings.from_env(full)
    assert exc.value.field == field


def test_workers_or_port_base_exactly_one() -> None:
    with pytest.raises(SettingsError, match="not both and not neither") as exc:
        TorchSwitchSettings.from_env(BASE_ENV)
    assert exc.value.field == "P4REDUCE_WORKERS"
    both = {**BASE_ENV, "P4REDUCE_WORKERS": "127.0.0.1:1", "P4REDUCE_LOCAL_PORT_BASE": "9"}
    with pytest.raises(SettingsError, match="not both"):
        TorchSwitchSettings.from_env(both)


def test_worker_list_must_match_the_world() -> None:
    s = TorchSwitchSettings.from_env({**BASE_ENV, "P4REDUCE_WORKERS": "127.0.0.1:1"})
    with pytest.raises(SettingsError, match="lists 1 addresses but the world has 2 ranks"):
        s.job_config(0, 2)


def test_toml_errors_name_file_and_key(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('[p4reduce]\nswitch = "127.0.0.1:1"\njob_id = 1\nslot = 4\n')
    with pytest.raises(SettingsError, match="unknown key") as exc:
        TorchSwitchSettings.from_toml(path)
    assert exc.value.field == f"{path}: [p4reduce] slot"
    path.write_text('[p4reduce]\nswitch = "127.0.0.1:1"\njob_id = -1\nlocal_port_base = 9\n')
    with pytest.raises(SettingsError, match=r"0\.\.32767") as exc:
        TorchSwitchSettings.from_toml(path)
    assert exc.value.field == f"{path}: [p4reduce] job_id"
    path.write_text("[other]\n")
    with pytest.raises(SettingsError, match=r"has no \[p4reduce\] table"):
        TorchSwitchSettings.from_toml(path)
    path.write_text("[p4reduce\n")
    with pytest.raises(SettingsError, match="not valid TOML"):
        TorchSwitchSettings.from_toml(path)
    with pytest.raises(SettingsError, match="cannot read") as exc:
        TorchSwitchSettings.from_env({"P4REDUCE_CONFIG": str(tmp_path / "missing.toml")})
    assert exc.value.field == "P4REDUCE_CONFIG"


SERVICE_ENV = {"P4REDUCE_CONTROLLER": "127.0.0.1:50051", "P4REDUCE_TOKEN_FILE": "token"}


@pytest.mark.parametrize(
    ("env", "name", "run_id"),
    [
        # torchrun with an elastic (c10d) rendezvous: its run id names the job; a restart
        # after a failure is a new run of it
        ({"TORCHELASTIC_RUN_ID": "7f3a", "TORCHELASTIC_RESTART_COUNT": "2"}, "7f3a", "7f3a/2"),
        ({"TORCHELASTIC_RUN_ID": "7f3a"}, "7f3a", "7f3a/0"),
        # static rendezvous: every torchrun has run id "none": the ranks draw a name
        ({"TORCHELASTIC_RUN_ID": "none", "TORCHELASTIC_RESTART_COUNT": "0"}, None, "none/0"),
        ({"TORCHELASTIC_RUN_ID": ""}, None, "none/0"),
        # a name given wins; under torchrun the run id still says which run
        ({"P4REDUCE_JOB_NAME": "mine", "TORCHELASTIC_RUN_ID": "none"}, "mine", "none/0"),
        ({"P4REDUCE_JOB_NAME": "mine"}, "mine", ""),  # outside torchrun: no run id
    ],
)
def test_the_service_job_name_and_run_id(
    env: dict[str, str], name: str | None, run_id: str
) -> None:
    full = {**SERVICE_ENV, **env}
    s = TorchSwitchSettings.from_env(full)
    assert s.service_job_name(full) == name
    assert s.service_run_id(full) == run_id


def test_no_service_job_name_outside_torchrun_is_a_clear_error() -> None:
    s = TorchSwitchSettings.from_env(SERVICE_ENV)
    with pytest.raises(SettingsError, match="set P4REDUCE_JOB_NAME") as exc:
        s.service_job_name(SERVICE_ENV)
    assert exc.value.field == "P4REDUCE_JOB_NAME"


def test_drawn_job_names_are_distinct_and_fixed_width() -> None:
    from hostlib.torchdist.settings import drawn_job_name

    assert drawn_job_name(1 << 62 | 0xABC) == "torchrun-4000000000000abc"
    assert drawn_job_name(1 << 62) != drawn_job_name(1 << 62 | 1)


def test_the_staging_chunk_is_checked_under_the_service_too() -> None:
    with pytest.raises(SettingsError, match="1 or more") as exc:
        TorchSwitchSettings.from_env({**SERVICE_ENV, "P4REDUCE_STAGING_CHUNK": "0"})
    assert exc.value.field == "P4REDUCE_STAGING_CHUNK"
    ok = TorchSwitchSettings.from_env({**SERVICE_ENV, "P4REDUCE_STAGING_CHUNK": "4096"})
    assert ok.staging_chunk == 4096
