"""Targets the state-machine vectors run against; each maps endpoint names to ports.

A target is built with the vectors' jobs installed and offers
``exchange(who, data) -> [(to, data), ...]``: send one datagram from an endpoint and
return what the switch sent back.  New targets (BMv2 over veth) plug in here.
"""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Protocol

import numpy as np
import pytest

from p4rproto.netio import Address, ip_to_int
from p4rproto.p4runtime.vocab import UpdateKind
from p4rproto.wire import NO_SESSION, MsgType, Packet, as_u8, packet_len
from softswitch.counters import Counter
from softswitch.native import io_available, make_pipeline
from softswitch.pipeline import SwitchConfig
from softswitch.tables import JobEntry, Uplink
from softswitch.udp import UdpSwitch
from tests import vectors

#: Marks a test that needs the native pipeline and its I/O loop: it skips, saying why,
#: where softswitch._native is not built.
needs_native = pytest.mark.skipif(
    not io_available(),
    reason="softswitch._native is not built (pip install -e . with a C compiler) "
    "or is turned off (P4REDUCE_NO_NATIVE=1)",
)
#: Parameters for a test or fixture that runs on both pipelines.
PIPELINES = ["numpy", pytest.param("native", marks=needs_native)]


class Target(Protocol):
    elems: int
    sessions: dict[int, int]  #: each job's current session

    def exchange(self, who: str, data: bytes, expect: int = 0) -> list[tuple[str, bytes]]:
        """Send ``data`` from ``who``; the answers (``expect``: how many the caller awaits
        at least, so that a target answering late under load is waited for)."""
        ...

    def counters(self) -> dict[str, int]: ...

    def lock(self, job_id: int) -> None:
        """Lock a job: session NO_SESSION in its jobs entry (``sessions`` follows)."""


def _jobs(addr: dict[str, Address], sessions: dict[int, int] | None) -> list[JobEntry]:
    return [
        JobEntry(
            job_id,
            j["slot_base"],  # type: ignore[arg-type]
            j["slot_count"],  # type: ignore[arg-type]
            tuple(addr[w] for w in j["workers"]),  # type: ignore[attr-defined]
            (sessions or {}).get(job_id, 0),
            _uplink(addr, job_id),
        )
        for job_id, j in vectors.JOBS.items()
    ]


def _uplink(addr: dict[str, Address], job_id: int) -> Uplink | None:
    up = vectors.UPLINKS.get(job_id)
    if up is None:
        return None
    return Uplink(
        addr[up["spine"]],  # type: ignore[index]
        up["job"],  # type: ignore[arg-type]
        up["rank"],  # type: ignore[arg-type]
        up["session"],  # type: ignore[arg-type]
        up["world"],  # type: ignore[arg-type]
    )


class PipelineTarget:
    """The pipeline called directly, one packet per batch (numpy, or native)."""

    def __init__(
        self, elems: int, sessions: dict[int, int] | None = None, native: bool = False
    ) -> None:
        self.elems = elems
        self.addr = {
            w: Address(f"10.0.0.{i + 1}", 4000 + i) for i, w in enumerate(vectors.ENDPOINTS)
        }
        self.pipeline = make_pipeline(
            SwitchConfig(num_slots=vectors.NUM_SLOTS, elems_per_packet=elems, nack_interval_us=0),
            controller=self.addr["ctl"],
            native=native,
        )
        jobs = _jobs(self.addr, sessions)
        self.sessions = {j.job_id: self.pipeline.add_job(j) for j in jobs}
        self._names = {(ip_to_int(a.ip), a.port): w for w, a in self.addr.items()}

    def exchange(self, who: str, data: bytes, expect: int = 0) -> list[tuple[str, bytes]]:
        stride = packet_len(self.elems) + 1
        buf = np.zeros((1, stride), dtype=np.uint8)
        buf[0, : min(len(data), stride)] = np.frombuffer(data[:stride], dtype=np.uint8)
        a = self.addr[who]
        out = self.pipeline.process(
            buf,
            np.array([len(data)]),
            np.array([ip_to_int(a.ip)], dtype=np.uint32),
            np.array([a.port], dtype=np.uint16),
        )
        raw = as_u8(out.packets)
        return [
            (self._names[(int(ip), int(port))], raw[i, : out.length[i]].tobytes())
            for i, (ip, port) in enumerate(zip(out.dst_ip, out.dst_port, strict=True))
        ]

    def counters(self) -> dict[str, int]:
        return self.pipeline.counters.as_dict()

    def lock(self, job_id: int) -> None:
        self.pipeline.lock_job(job_id)
        self.sessions[job_id] = NO_SESSION


class UdpTarget:
    """The software switch's UDP front end, with a real socket per endpoint (the numpy
    pipeline under Python I/O, or the native pipeline under the native loop)."""

    def __init__(self, elems: int, settle: float = 0.03, native: bool = False) -> None:
        self.elems = elems
        self.settle = settle
        self.socks = {}
        for w in vectors.ENDPOINTS:
            s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            s.bind(("127.0.0.1", 0))
            s.setblocking(False)
            self.socks[w] = s
        self.addr = {w: Address("127.0.0.1", s.getsockname()[1]) for w, s in self.socks.items()}
        self.pipeline = make_pipeline(
            SwitchConfig(num_slots=vectors.NUM_SLOTS, elems_per_packet=elems, nack_interval_us=0),
            controller=self.addr["ctl"],
            native=native,
        )
        self.sessions = {j.job_id: self.pipeline.add_job(j) for j in _jobs(self.addr, None)}
        self.switch = UdpSwitch(Address("127.0.0.1", 0), self.pipeline)
        assert self.switch.native_io == native
        self.switch.start_thread()

    def exchange(self, who: str, data: bytes, expect: int = 0) -> list[tuple[str, bytes]]:
        before = self.pipeline.counters[Counter.RECEIVED]
        self.socks[who].sendto(data, (self.switch.address.ip, self.switch.address.port))
        deadline = time.monotonic() + 2.0
        while self.pipeline.counters[Counter.RECEIVED] == before and time.monotonic() < deadline:
            time.sleep(0.001)
        time.sleep(self.settle)
        got = []
        for w, s in self.socks.items():
            while True:
                try:
                    got.append((w, s.recv(65536)))
                except BlockingIOError:
                    break
        return got

    def counters(self) -> dict[str, int]:
        return self.pipeline.counters.as_dict()

    def lock(self, job_id: int) -> None:
        with self.switch.lock:
            self.pipeline.lock_job(job_id)
        self.sessions[job_id] = NO_SESSION

    def close(self) -> None:
        self.switch.close()
        for s in self.socks.values():
            s.close()


#: The software switch's targets: numpy or native pipeline, called or behind UDP.
SOFT_KINDS = ("pipeline", "udp", "native", "native-udp")


@contextmanager
def open_target(kind: str, elems: int) -> Iterator[Target]:
    """``pipeline``/``udp``: the numpy pipeline; ``native``/``native-udp``: the native one."""
    native = kind.startswith("native")
    if kind in ("pipeline", "native"):
        yield PipelineTarget(elems, native=native)
    elif kind in ("udp", "native-udp"):
        t = UdpTarget(elems, native=native)
        try:
            yield t
        finally:
            t.close()
    else:
        raise ValueError(kind)


def describe(who: str, data: bytes) -> str:
    try:
        p = Packet.decode(data)
    except ValueError as exc:
        return f"{who}: undecodable ({exc})"
    words = p.payload if len(p.payload) <= 4 else (*p.payload[:3], "...")
    return (
        f"{who}: {MsgType(p.msg_type).name} job={p.job_id} rank={p.rank} slot={p.slot} "
        f"seq={p.seq} set={p.set_bit} exp={p.exponent} ovf={p.overflow} n={p.contributors} {words}"
    )


def check_case(target: Target, case: vectors.Case) -> None:
    """Play ``case`` on ``target``; assert byte-identical answers and the counters."""
    for job_id in case.locked:
        target.lock(job_id)
    k = target.elems
    for i, step in enumerate(case.steps):
        sessions = target.sessions
        want = [(m.who, m.encode(k, sessions)) for m in step.expect]
        got = target.exchange(step.send.who, step.send.encode(k, sessions), len(want))
        if sorted(got) != sorted(want):
            lines = [f"case {case.name!r}, step {i}: answers differ", "  expected:"]
            lines += [f"    {describe(w, d)}" for w, d in sorted(want)]
            lines += ["  got:"] + [f"    {describe(w, d)}" for w, d in sorted(got)]
            raise AssertionError("\n".join(lines))
    counters = target.counters()
    for name, value in case.counters.items():
        assert counters[name] == value, (
            f"case {case.name!r}: counter {name} = {counters[name]}, expected {value}"
        )


class Bmv2Target:
    """BMv2 on veth pairs, programmed over P4Runtime; reused across cases.

    Each case starts a new session of every job (new tags, cleared slots, no worker
    joined) and counts from a baseline.
    """

    def __init__(
        self, fabric: Any, elems: int, settle: float = 0.15, sessions: dict[int, int] | None = None
    ) -> None:
        self.fabric = fabric
        self.elems = elems
        self.settle = settle  #: seconds of silence that end an exchange
        self.sessions = {
            job_id: fabric.jobs.start_session(job_id, (sessions or {}).get(job_id, 0))
            for job_id in vectors.JOBS
        }
        self.base = fabric.counters()

    def exchange(self, who: str, data: bytes, expect: int = 0) -> list[tuple[str, bytes]]:
        self.fabric.send_frame(who, self.fabric.frame_from(who, data))
        out = []
        for to, frame in self.fabric.collect(settle=self.settle, at_least=expect):
            e = self.fabric.endpoints.get(to)
            if e is not None and (frame.dst_ip, frame.dst_port, frame.dst_mac) != (
                e.ip,
                e.udp_port,
                e.mac,
            ):
                to = f"{to} (misaddressed to {frame.dst_ip}:{frame.dst_port} {frame.dst_mac})"
            out.append((to, frame.payload))
        return out

    def counters(self) -> dict[str, int]:
        now = self.fabric.counters()
        return {name: v - self.base[name] for name, v in now.items()}

    def lock(self, job_id: int) -> None:
        """Write session NO_SESSION into the job's jobs entry over P4Runtime (what the
        controller does before it clears a job's slots)."""
        from p4rproto.p4runtime.entities import TableEntry

        client = self.fabric.client
        entry = next(e for e in client.read_table("jobs") if e.match["job_id"] == job_id)
        params = {**entry.params, "session": NO_SESSION}
        client.write(
            [(UpdateKind.MODIFY, TableEntry("jobs", {"job_id": job_id}, "set_job", params))]
        )
        self.sessions[job_id] = NO_SESSION


def vector_uplinks(endpoints: list[Any]) -> dict[int, tuple[Any, int]]:
    """The vectors' leaf jobs' uplinks for a P4 switch: job -> (UplinkSpec, spine
    session), towards the endpoint that plays the spine."""
    from controller.config import UplinkSpec

    by_name = {e.name: e for e in endpoints}
    out = {}
    for job_id, up in vectors.UPLINKS.items():
        spine = by_name[up["spine"]]  # type: ignore[index]
        spec = UplinkSpec(
            spine=spine.name,
            job_id=up["job"],  # type: ignore[arg-type]
            rank=up["rank"],  # type: ignore[arg-type]
            world_size=up["world"],  # type: ignore[arg-type]
            ip=spine.ip,
            udp_port=spine.udp_port,
            mac=spine.mac,
            port=spine.port,
        )
        out[job_id] = (spec, up["session"])
    return out  # type: ignore[return-value]


def vector_fabric_config() -> tuple[Any, list[Any]]:
    """The FabricConfig and endpoints of the vectors' jobs, for a P4 switch."""
    from controller.config import FabricConfig
    from tests.bmv2_fabric import Endpoint

    endpoints = [
        Endpoint(
            w,
            i + 1,
            f"02:00:00:00:01:{i + 1:02x}",
            f"10.0.0.{i + 1}",
            4000 + vectors.ENDPOINTS.index(w),
        )
        for i, w in enumerate(e for e in vectors.ENDPOINTS if e != "ctl")
    ]
    data = {
        "switch": {
            "mac": "02:00:00:00:00:fe",
            "ip": "10.0.0.254",
            "slots": 1024,
            "nack_interval_us": 0,
        },
        "hosts": [{"name": e.name, "mac": e.mac, "ip": e.ip, "port": e.port} for e in endpoints],
        "jobs": [
            {
                "id": job_id,
                "slots": j["slot_count"],
                "workers": [f"{w}:{4000 + vectors.ENDPOINTS.index(w)}" for w in j["workers"]],
            }
            for job_id, j in vectors.JOBS.items()
        ],
    }
    return FabricConfig.from_dict(data, "vectors"), endpoints
