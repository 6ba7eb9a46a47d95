"""The device-config seam: what a target expects as ``p4_device_config``.

Everything else the controller does is the same for every target.
"""

from __future__ import annotations

import struct
from pathlib import Path

from .errors import ConfigError


def bmv2_device_config(json_path: Path) -> bytes:
    """BMv2 takes the compiler's JSON as it is."""
    return _read(json_path)


def tofino_device_config(program: str, tofino_bin: Path, context_json: Path) -> bytes:
    """bf_switchd's P4Runtime (PI) format: name, tofino.bin and context.json, each
    preceded by its length as a 32-bit little-endian integer."""
    parts = [program.encode(), _read(tofino_bin), _read(context_json)]
    return b"".join(struct.pack("<I", len(p)) + p for p in parts)


def device_config(target: str, path: Path | None, program: str = "p4reduce") -> bytes:
    """The device config for ``target`` from the build output at ``path``."""
    if target == "soft":
        return b""  # the software switch runs its own pipeline; it checks the P4Info
    if path is None:
        raise ConfigError(f"target {target} needs a device config (switch.device_config)")
    if target == "bmv2":
        return bmv2_device_config(path)
    if target == "tofino":  # path: the bf-p4c output folder
        return tofino_device_config(
            program, path / "pipe" / "tofino.bin", path / "pipe" / "context.json"
        )
    raise ConfigError(f"unknown target {target!r}")


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:
        raise ConfigError(
            f"{path}: cannot read: {exc.strerror} (build it: make -C p4src)"
        ) from None
