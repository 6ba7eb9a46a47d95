"""The device-config seam: what a target expects as ``p4_device_config``, built from
the compiler's output (the formats themselves, which the software switch also reads,
are in ``p4rproto/p4runtime/devconfig.py``).

Everything else the controller does is the same for every target.  For Tofino the
input is bf-p4c's output folder (``make -C p4src tofino``: ``manifest.json``,
``<pipe>/context.json``, ``<pipe>/tofino.bin`` from the assembler, ``bfrt.json``), packed
in one of two formats:

* ``stratum``: Stratum's ``BfPipelineConfig`` protobuf (``p4rproto/proto/stratum_bf.proto``),
  what ``stratum_bfrt`` takes;
* ``pi``: bf_switchd's PI format: the program name, ``tofino.bin`` and ``context.json``,
  each preceded by its length as a 32-bit little-endian integer.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from p4rproto.p4runtime.devconfig import DEVICE_CONFIG_FORMATS, pack_pi
from p4rproto.proto.stratum_bf_pb2 import BfPipelineConfig

from .errors import ConfigError

__all__ = [
    "BINARY_NAMES",
    "DEVICE_CONFIG_FORMATS",
    "TofinoBuild",
    "TofinoPipe",
    "bmv2_device_config",
    "device_config",
    "pi_device_config",
    "stratum_device_config",
]

BINARY_NAMES = {"tofino": "tofino.bin", "tofino2": "tofino2.bin", "tofino3": "tofino3.bin"}


@dataclass(frozen=True)
class TofinoPipe:
    """What bf-p4c wrote for one ``Pipeline`` of the program."""

    name: str  #: the pipeline's name, also its subfolder
    context: bytes  #: context.json
    binary: bytes | None  #: tofino.bin, None where the assembler did not run
    binary_path: Path  #: where the binary is (or would be)
    pipe_scope: tuple[int, ...] = ()  #: hardware pipes (empty: all)


@dataclass(frozen=True)
class TofinoBuild:
    """A bf-p4c output folder, read."""

    folder: Path
    target: str  #: tofino | tofino2 | ...
    pipes: tuple[TofinoPipe, ...]
    bfrt: bytes | None  #: bfrt.json, None where it was not written

    @classmethod
    def read(cls, folder: Path) -> TofinoBuild:
        """Read ``folder``: its ``manifest.json`` names the pipelines and their files."""
        manifest_path = folder / "manifest.json"
        try:
            manifest = json.loads(_read(manifest_path))
        except json.JSONDecodeError as exc:  # from None: the message holds its position
            raise ConfigError(f"{manifest_path}: not JSON: {exc}") from None
        if not manifest.get("compilation_succeeded", False):
            raise ConfigError(f"{manifest_path}: the compilation did not succeed")
        target = str(manifest.get("target", "tofino"))
        binary_name = BINARY_NAMES.get(target, f"{target}.bin")
        pipes = []
        for program in manifest.get("programs", []):
            for pipe in program.get("pipes", []):
                name = str(pipe["pipe_name"])
                context = folder / pipe["files"]["context"]["path"]
                binary_path = context.parent / binary_name
                binary = binary_path.read_bytes() if binary_path.is_file() else None
                pipes.append(TofinoPipe(name, _read(context), binary, binary_path))
        if not pipes:
            raise ConfigError(f"{manifest_path}: names no pipeline")
        bfrt_path = folder / "bfrt.json"
        bfrt = bfrt_path.read_bytes() if bfrt_path.is_file() else None
        return cls(folder, target, tuple(pipes), bfrt)

    def check_complete(self, allow_missing_binary: bool) -> None:
        """Fail, naming the file, where the assembler's binary is missing."""
        for pipe in self.pipes:
            if pipe.binary is None and not allow_missing_binary:
                raise ConfigError(
                    f"{pipe.binary_path}: missing (bf-p4c without the assembler bf-asm writes "
                    "no binary; a switch cannot load the program without it). Pack without it "
                    "only for tests: --allow-missing-binary"
                )


def bmv2_device_config(json_path: Path) -> bytes:
    """BMv2 takes the compiler's JSON as it is."""
    return _read(json_path)


def stratum_device_config(
    build: TofinoBuild, program: str = "p4reduce", allow_missing_binary: bool = False
) -> bytes:
    """Stratum's ``BfPipelineConfig``, serialized."""
    build.check_complete(allow_missing_binary)
    config = BfPipelineConfig(p4_name=program, bfruntime_info=build.bfrt or b"")
    for pipe in build.pipes:
        config.profiles.add(
            profile_name=pipe.name,
            context=pipe.context,
            binary=pipe.binary or b"",
            pipe_scope=pipe.pipe_scope,
        )
    return config.SerializeToString()


def pi_device_config(
    build: TofinoBuild, program: str = "p4reduce", allow_missing_binary: bool = False
) -> bytes:
    """bf_switchd's P4Runtime (PI) format: name, tofino.bin and context.json, each
    preceded by its length as a 32-bit little-endian integer.  One pipeline only."""
    build.check_complete(allow_missing_binary)
    if len(build.pipes) != 1:
        raise ConfigError(
            f"{build.folder}: PI's format holds one pipeline, the program has {len(build.pipes)}"
        )
    pipe = build.pipes[0]
    return pack_pi(program, pipe.binary or b"", pipe.context)


def device_config(
    target: str,
    path: Path | None,
    program: str = "p4reduce",
    *,
    tofino_format: str = "stratum",
    allow_missing_binary: bool = False,
) -> bytes:
    """The device config for ``target`` from the build output at ``path``."""
    if target == "soft":
        return b""  # the software switch runs its own pipeline; it checks the P4Info
    if path is None:
        raise ConfigError(f"target {target} needs a device config (switch.device_config)")
    if target == "bmv2":
        return bmv2_device_config(path)
    if target == "tofino":  # path: the bf-p4c output folder
        if not path.is_dir():
            raise ConfigError(
                f"{path}: not a folder; for Tofino, switch.device_config is bf-p4c's output "
                "folder (make -C p4src tofino)"
            )
        build = TofinoBuild.read(path)
        if tofino_format == "stratum":
            return stratum_device_config(build, program, allow_missing_binary)
        if tofino_format == "pi":
            return pi_device_config(build, program, allow_missing_binary)
        raise ConfigError(
            f"unknown Tofino device config format {tofino_format!r} "
            f"(switch.device_config_format: {' or '.join(DEVICE_CONFIG_FORMATS)})"
        )
    raise ConfigError(f"unknown target {target!r}")


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read: {exc.strerror} (build it: make -C p4src)") from exc
