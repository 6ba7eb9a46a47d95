"""Device-config formats of Tofino targets, packed by the controller and unpacked by
the software switch's P4Runtime server:

* ``stratum``: Stratum's ``BfPipelineConfig`` protobuf (``p4rproto/proto/stratum_bf.proto``),
  what ``stratum_bfrt`` takes;
* ``pi``: bf_switchd's PI format: the program name, ``tofino.bin`` and ``context.json``,
  each preceded by its length as a 32-bit little-endian integer.
"""

from __future__ import annotations

import json
import struct

from p4rproto.proto.stratum_bf_pb2 import BfPipelineConfig

from .errors import ConfigError

DEVICE_CONFIG_FORMATS = ("stratum", "pi")  #: Tofino device-config formats, default first


def pack_pi(program: str, binary: bytes, context: bytes) -> bytes:
    """PI's format: each part preceded by its length (32-bit little-endian)."""
    parts = [program.encode(), binary, context]
    return b"".join(struct.pack("<I", len(p)) + p for p in parts)


def unpack_stratum(data: bytes) -> BfPipelineConfig:
    """Parse a ``BfPipelineConfig``; fail where ``data`` is not one."""
    config = BfPipelineConfig()
    try:
        config.ParseFromString(data)
    except Exception as exc:  # protobuf raises DecodeError, or others on bad input
        raise ConfigError(f"not a BfPipelineConfig: {exc}") from exc
    if not config.p4_name or not config.profiles:
        raise ConfigError("not a BfPipelineConfig: no p4_name or no profile")
    for p in config.profiles:
        _require_json(p.context, f"profile {p.profile_name!r}: context")
    if config.bfruntime_info:
        _require_json(config.bfruntime_info, "bfruntime_info")
    return config


def unpack_pi(data: bytes) -> tuple[str, bytes, bytes]:
    """Split PI's format into (program name, tofino.bin, context.json)."""
    parts = []
    at = 0
    for what in ("program name", "tofino.bin", "context.json"):
        if at + 4 > len(data):
            raise ConfigError(f"not PI's format: ends before the length of the {what}")
        (n,) = struct.unpack_from("<I", data, at)
        at += 4
        if at + n > len(data):
            raise ConfigError(f"not PI's format: the {what} runs past the end")
        parts.append(data[at : at + n])
        at += n
    if at != len(data):
        raise ConfigError(f"not PI's format: {len(data) - at} bytes after context.json")
    _require_json(parts[2], "context.json")
    return parts[0].decode(errors="replace"), parts[1], parts[2]


def _require_json(data: bytes, what: str) -> None:
    try:
        json.loads(data)
    except ValueError as exc:  # the decoder's error says where the JSON breaks
        raise ConfigError(f"{what} is not JSON") from exc
