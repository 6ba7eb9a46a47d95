"""A worker's view of one aggregation job."""

from __future__ import annotations

from dataclasses import dataclass

from p4rproto.agreement import Wire
from p4rproto.netio import Address
from p4rproto.wire import MAX_JOB_ID, MAX_SLOTS, MAX_WORKERS, MAX_WORLD_SIZE, NO_SESSION

from .errors import ConfigError

#: How a job's datagrams travel: the kernel's UDP socket, or AF_XDP (hostlib/xdp.py).
JOB_IO = ("socket", "xdp")


@dataclass(frozen=True)
class JobConfig:
    """Everything a worker needs to all-reduce through a switch.

    The switch recognises the worker by ``local`` (its address table), so the socket
    is bound there; ``slots`` is the window of packets in flight, at most the job's
    slot pool (0: the whole pool).  ``session`` is the job's current session as the
    controller handed it out, or 0 to learn it when joining.
    """

    switch: Address  #: the switch's aggregation endpoint
    local: Address  #: this worker's endpoint, as registered with the switch
    job_id: int  #: 16-bit job id
    rank: int  #: this worker's rank on its switch, 0..num_workers-1 (and below 64)
    #: workers in the job: all ranks on all leaves of a two-level job (the world size
    #: that quantization scales for; the switch's JOIN_ACK reports it)
    num_workers: int
    slots: int = 0  #: slots used (packets in flight per worker); 0: the job's whole pool
    session: int = NO_SESSION  #: the session to join; 0: the job's current one
    elems_per_packet: int = 64  #: int32 words per packet (the switch's K)
    timeout: float = 10.0  #: seconds without progress on a slot before AggregationTimeout
    initial_rto: float = 0.2  #: first retransmission timeout, before RTT samples
    min_rto: float = 0.02  #: floor of the adaptive retransmission timeout
    max_rto: float = 0.5  #: ceiling of the retransmission timeout after backoff
    batch: int = 256  #: datagrams per send/receive syscall
    #: AIMD congestion control of the slots in flight (``hostlib.congestion``).  Off by
    #: default: the pool sized by the bandwidth-delay rule is the window, as in SwitchML;
    #: on a jittery path spurious timeouts cut the window (measured in docs/hostlib.md)
    congestion_control: bool = False
    #: slots in flight at the start; 0: the whole pool, as SwitchML sends its first batch
    #: (the window then only shrinks on loss, and grows back by AIMD)
    initial_window: int = 0
    #: UDP segmentation offload (GSO/GRO): 64 packets per skb.  Safe on loopback and
    #: real NICs; turn it off where a veth hands GSO packets to a switch unsegmented
    #: and the hosts cannot turn off its offloads (the Mininet hosts do: ethtool).
    offload: bool = True
    #: a shared-memory lane to a software switch on this host (``docs/protocol.md``,
    #: "Lanes"): the C loop's packets through memory, not the kernel's UDP path.  A
    #: switch that gives none (BMv2, Tofino, the numpy pipeline) leaves the job on UDP.
    lane: bool = False
    #: what a float call's data rounds carry per 32-bit word (``hostlib.packing``): one
    #: int32 value, or two int16 / four int8 lanes (stochastically rounded: fewer bits
    #: per value, 2x / 4x the values per packet); a call may choose its own
    wire: Wire = Wire.INT32  #: (its name, e.g. "int16", is taken too)
    #: the job's datagrams: through the kernel's UDP socket, or an AF_XDP socket on the
    #: interface to the switch (``hostlib/xdp.py``: kernel bypass; root, one job per
    #: interface)
    io: str = "socket"

    def __post_init__(self) -> None:
        checks = [
            ("job_id", 0 <= self.job_id <= MAX_JOB_ID, f"must be 0..{MAX_JOB_ID}"),
            ("session", 0 <= self.session < 1 << 32, "must be a 32-bit tag (0: learn it)"),
            # A two-level job's world spans several leaves; a rank is local to its leaf.
            (
                "num_workers",
                1 <= self.num_workers <= MAX_WORLD_SIZE,
                f"must be 1..{MAX_WORLD_SIZE}",
            ),
            (
                "rank",
                0 <= self.rank < min(self.num_workers, MAX_WORKERS),
                f"must be in 0..num_workers-1 and below {MAX_WORKERS}",
            ),
            ("slots", 0 <= self.slots <= MAX_SLOTS, f"must be 0..{MAX_SLOTS} (0: the pool)"),
            ("elems_per_packet", 1 <= self.elems_per_packet <= 4096, "must be 1..4096"),
            ("timeout", self.timeout > 0, "must be positive"),
            ("min_rto", 0 < self.min_rto <= self.max_rto, "must be positive and <= max_rto"),
            ("initial_rto", self.initial_rto > 0, "must be positive"),
            ("batch", self.batch >= 1, "must be positive"),
            ("initial_window", self.initial_window >= 0, "must be 0 (the pool) or more"),
            ("io", self.io in JOB_IO, f"must be one of {', '.join(JOB_IO)}"),
            ("io", not (self.io == "xdp" and self.lane), "xdp excludes a lane (lane=True)"),
        ]
        try:
            object.__setattr__(self, "wire", Wire.of(self.wire))  # ("int16" as a Wire)
        except ValueError as exc:
            raise ConfigError("wire", str(exc)) from None
        for name, ok, problem in checks:
            if not ok:
                raise ConfigError(name, f"{problem}, got {getattr(self, name)!r}")
