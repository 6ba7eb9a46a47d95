"""Device configs: Tofino builds packed as Stratum's BfPipelineConfig or PI's format,
unpacked byte for byte, checked by the software switch's P4Runtime server."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from controller.errors import ConfigError
from controller.targets import (
    TofinoBuild,
    device_config,
    pi_device_config,
    stratum_device_config,
)
from p4reduce.cli import main
from p4rproto.netio import Address
from p4rproto.p4runtime.devconfig import unpack_pi, unpack_stratum
from p4rproto.proto import stratum_bf_pb2
from softswitch.p4runtime import P4RuntimeServer
from softswitch.pipeline import Pipeline, SwitchConfig
from softswitch.udp import UdpSwitch

ROOT = Path(__file__).resolve().parents[1]
PROTO = ROOT / "p4rproto" / "proto" / "stratum_bf.proto"
V1_P4INFO = ROOT / "p4src" / "p4info" / "p4reduce.v1model.p4info.txtpb"


def fake_build(folder: Path, *, binary: bool = True, bfrt: bool = True) -> Path:
    """A bf-p4c output folder as the compiler lays it out, with made-up contents."""
    (folder / "pipe").mkdir(parents=True)
    manifest = {
        "target": "tofino",
        "compilation_succeeded": True,
        "programs": [
            {
                "program_name": "main.p4",
                "pipes": [
                    {
                        "pipe_id": 0,
                        "pipe_name": "pipe",
                        "files": {"context": {"path": "pipe/context.json"}},
                    }
                ],
            }
        ],
    }
    (folder / "manifest.json").write_text(json.dumps(manifest))
    (folder / "pipe" / "context.json").write_text('{"tables": [], "program_name": "main.p4"}')
    if binary:
        (folder / "pipe" / "tofino.bin").write_bytes(bytes(range(256)) * 3)
    if bfrt:
        (folder / "bfrt.json").write_text('{"schema_version": "1.0.0", "tables": []}')
    return folder


def test_stratum_pack_unpack_byte_for_byte(tmp_path: Path) -> None:
    build = fake_build(tmp_path / "out")
    data = device_config("tofino", build)  # stratum is the default
    config = unpack_stratum(data)
    assert config.p4_name == "p4reduce"
    assert config.bfruntime_info == (build / "bfrt.json").read_bytes()
    [profile] = config.profiles
    assert profile.profile_name == "pipe"
    assert profile.context == (build / "pipe" / "context.json").read_bytes()
    assert profile.binary == (build / "pipe" / "tofino.bin").read_bytes()
    assert config.SerializeToString() == data


def test_pi_pack_unpack_byte_for_byte(tmp_path: Path) -> None:
    build = fake_build(tmp_path / "out")
    data = device_config("tofino", build, tofino_format="pi")
    name, binary, context = unpack_pi(data)
    assert name == "p4reduce"
    assert binary == (build / "pipe" / "tofino.bin").read_bytes()
    assert context == (build / "pipe" / "context.json").read_bytes()


def test_missing_binary_is_named_unless_allowed(tmp_path: Path) -> None:
    build = fake_build(tmp_path / "out", binary=False, bfrt=False)
    for fmt in ("stratum", "pi"):
        with pytest.raises(ConfigError, match=r"pipe/tofino.bin: missing .*--allow-missing-binary"):
            device_config("tofino", build, tofino_format=fmt)
    config = unpack_stratum(device_config("tofino", build, allow_missing_binary=True))
    assert config.profiles[0].binary == b"" and config.bfruntime_info == b""


def test_bad_inputs_say_what_is_wrong(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="not a folder"):
        device_config("tofino", tmp_path / "nothing.bin")
    with pytest.raises(ConfigError, match=r"manifest\.json: cannot read"):
        device_config("tofino", tmp_path)
    build = fake_build(tmp_path / "out")
    with pytest.raises(ConfigError, match=r"switch\.device_config_format: stratum or pi"):
        device_config("tofino", build, tofino_format="bfrt")
    with pytest.raises(ConfigError, match="not a BfPipelineConfig"):
        unpack_stratum(b"\xff\xff\xff")
    with pytest.raises(ConfigError, match="not PI's format"):
        unpack_pi(b"\x05\x00\x00\x00ab")


def test_config_field_is_validated() -> None:
    from controller.config import FabricConfig

    with pytest.raises(
        ConfigError, match=r"switch\.device_config_format: must be 'stratum' or 'pi'"
    ):
        FabricConfig.from_dict({"switch": {"target": "tofino", "device_config_format": "bin"}})
    shipped = FabricConfig.from_toml(ROOT / "configs" / "tofino32.toml")
    assert shipped.switch.device_config_format == "stratum"


def _proto_fields(text: str) -> dict[str, list[tuple[str, str, str, int]]]:
    """message -> [(label, type, name, number)] from a .proto without nesting depth > 2."""
    out: dict[str, list[tuple[str, str, str, int]]] = {}
    stack: list[str] = []
    for line in text.splitlines():
        line = line.split("//")[0].strip()
        if m := re.match(r"message (\w+) \{", line):
            stack.append(m.group(1))
            out[".".join(stack)] = []
        elif line == "}":
            stack.pop()
        elif m := re.match(r"(repeated )?(\w+) (\w+) = (\d+);", line):
            out[".".join(stack)].append(
                ("repeated" if m.group(1) else "", m.group(2), m.group(3), int(m.group(4)))
            )
    return out


def test_generated_code_matches_the_proto() -> None:
    """The committed _pb2 declares what stratum_bf.proto declares (and, where grpcio-tools
    is installed, is exactly what protoc generates from it)."""
    kinds = {9: "string", 12: "bytes", 13: "uint32", 11: "Profile"}
    declared = _proto_fields(PROTO.read_text())
    generated: dict[str, list[tuple[str, str, str, int]]] = {}
    top = stratum_bf_pb2.BfPipelineConfig.DESCRIPTOR
    for desc, name in (
        (top, "BfPipelineConfig"),
        (top.nested_types_by_name["Profile"], "BfPipelineConfig.Profile"),
    ):
        generated[name] = [
            ("repeated" if f.is_repeated else "", kinds[f.type], f.name, f.number)
            for f in desc.fields
        ]
    assert declared == generated


def test_generated_code_is_what_protoc_writes(tmp_path: Path) -> None:
    pytest.importorskip("grpc_tools", reason="regenerating needs grpcio-tools")
    rel = PROTO.relative_to(ROOT)
    protoc = [sys.executable, "-m", "grpc_tools.protoc", "-I", str(ROOT)]
    outputs = [f"--python_out={tmp_path}", f"--pyi_out={tmp_path}", str(PROTO)]
    subprocess.run([*protoc, *outputs], check=True)
    for suffix in ("_pb2.py", "_pb2.pyi"):
        fresh = (tmp_path / rel.parent / f"{PROTO.stem}{suffix}").read_text()
        committed = (PROTO.parent / f"{PROTO.stem}{suffix}").read_text()
        assert fresh == committed, f"{PROTO.stem}{suffix} is stale: regenerate (see {rel})"


@pytest.fixture
def soft_server() -> Iterator[P4RuntimeServer]:
    switch = UdpSwitch(Address("127.0.0.1", 0), Pipeline(SwitchConfig(num_slots=64)))
    server = P4RuntimeServer(switch, "127.0.0.1:0", device_config_format="stratum").start()
    try:
        yield server
    finally:
        server.stop()
        switch.close()


def _tofino_config(tmp_path: Path, grpc: str, p4info: Path, build: Path) -> Path:
    path = tmp_path / "tofino.toml"
    path.write_text(
        f'[switch]\ngrpc = "{grpc}"\ntarget = "tofino"\nslots = 64\n'
        f'p4info = "{p4info}"\ndevice_config = "{build}"\n'
    )
    return path


def test_push_checks_the_device_config_format(
    tmp_path: Path, soft_server: P4RuntimeServer, capsys: pytest.CaptureFixture[str]
) -> None:
    build = fake_build(tmp_path / "out")
    config = _tofino_config(tmp_path, soft_server.address, V1_P4INFO, build)
    assert main(["ctl", "--config", str(config), "push"]) == 0
    pi = tmp_path / "pi.toml"
    pi.write_text(
        config.read_text().replace(
            'target = "tofino"', 'target = "tofino"\ndevice_config_format = "pi"'
        )
    )
    assert main(["ctl", "--config", str(pi), "push"]) == 7
    assert "expected the stratum format" in capsys.readouterr().err


def test_cli_switch_flag_checks_format() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "p4reduce.cli", "switch", "--expect-device-config", "bin"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 2 and "invalid choice" in result.stderr


# -- with the Tofino compiler -------------------------------------------------------------
@pytest.mark.tofino
def test_real_artifacts_round_trip_byte_for_byte(tofino_build: Path) -> None:
    """With the assembler: tofino.bin, context.json and bfrt.json packed as Stratum's
    BfPipelineConfig and as PI's blob come back unchanged."""
    build = TofinoBuild.read(tofino_build)
    binary = tofino_build / "pipe" / "tofino.bin"
    if not binary.is_file():
        pytest.skip("needs the Tofino assembler bfas (no tofino.bin)")
    raw = binary.read_bytes()
    context = (tofino_build / "pipe" / "context.json").read_bytes()
    bfrt = (tofino_build / "bfrt.json").read_bytes()
    data = stratum_device_config(build)
    config = unpack_stratum(data)
    assert config.p4_name == "p4reduce" and config.bfruntime_info == bfrt
    [profile] = config.profiles
    assert (profile.profile_name, profile.binary, profile.context) == ("pipe", raw, context)
    assert config.SerializeToString() == data
    assert unpack_pi(pi_device_config(build)) == ("p4reduce", raw, context)


@pytest.mark.tofino
def test_real_build_packs_and_pushes(
    tofino_build: Path, tmp_path: Path, soft_server: P4RuntimeServer
) -> None:
    build = TofinoBuild.read(tofino_build)
    assert build.pipes[0].name == "pipe"
    if build.pipes[0].binary is None:  # bf-p4c without bf-asm
        with pytest.raises(ConfigError, match=r"tofino\.bin: missing"):
            stratum_device_config(build)
    data = stratum_device_config(build, allow_missing_binary=True)
    config = unpack_stratum(data)
    assert config.profiles[0].context == (tofino_build / "pipe" / "context.json").read_bytes()
    assert pi_device_config(build, allow_missing_binary=True)
    toml = _tofino_config(
        tmp_path, soft_server.address, tofino_build / "p4reduce.p4info.txtpb", tofino_build
    )
    assert main(["ctl", "--config", str(toml), "push", "--allow-missing-binary"]) == 0
