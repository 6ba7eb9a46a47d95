"""Joining a job's session: the JOIN exchange that opens every worker's part in a run.

A worker sends JOIN (with a random nonce, and the session it was handed or 0) until
the switch answers JOIN_ACK with the job's session, K, slot count and worker count, or
refuses with a NACK (``docs/protocol.md``, "Sessions").  The answer is checked against
the worker's configuration, so that a wrong K, pool or world size fails here, naming
the field, instead of as a timeout later.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass

from p4rproto.netio import BatchSocket
from p4rproto.wire import JOIN_ACK_WORDS, NO_SESSION, MsgType, Packet, WireError

from .config import JobConfig
from .errors import AggregationRefused, JobMismatch, JoinTimeout
from .transfer_state import JobStats


@dataclass(frozen=True)
class Membership:
    """What the switch said of the job when this worker joined."""

    session: int  #: the job's session tag: every packet of this run carries it
    elems_per_packet: int  #: the switch's K
    slot_count: int  #: the job's slot pool
    num_workers: int  #: the job's worker count
    #: the ranks the switch aggregates itself when it is a leaf of a two-level job (its
    #: JOIN_ACK's ``contributors``); 0: all of them (one switch)
    local_workers: int = 0


def join(
    cfg: JobConfig, sock: BatchSocket, nonce: int | None = None, stats: JobStats | None = None
) -> Membership:
    """Join ``cfg``'s job through the connected ``sock``; raise if the switch refuses,
    does not answer within ``cfg.timeout``, or describes another job than ``cfg``.

    Only a NACK of this JOIN (its job, rank, nonce and session, the one the JOIN sent)
    refuses it; any other packet is counted in ``stats.foreign`` and ignored."""
    stats = stats if stats is not None else JobStats()
    nonce = nonce if nonce is not None else secrets.randbits(32) | 1
    request = Packet(MsgType.JOIN, cfg.job_id, cfg.rank, 0, nonce, session=cfg.session).encode()
    start = time.monotonic()
    rto = cfg.initial_rto
    while True:
        sock.sock.send(request)
        resend_at = time.monotonic() + rto
        while (now := time.monotonic()) < resend_at:
            for i in range(sock.recv(resend_at - now)):
                answer = _decode(sock.data[i, : sock.length[i]].tobytes())
                if answer is None or (answer.job_id, answer.rank, answer.seq) != (
                    cfg.job_id,
                    cfg.rank,
                    nonce,
                ):
                    stats.foreign += 1
                    continue
                if answer.msg_type == MsgType.NACK:
                    if (answer.session, answer.slot, answer.set_bit) != (cfg.session, 0, 0):
                        # Not the refusal of this JOIN (it echoes the JOIN's session):
                        # e.g. the answer to a forger's packet from this address.
                        stats.foreign += 1
                        continue
                    reason, detail = answer.nack_reason
                    raise AggregationRefused(
                        cfg.job_id, cfg.rank, reason, detail, "its JOIN", cfg.session
                    )
                if answer.msg_type == MsgType.JOIN_ACK and len(answer.payload) == JOIN_ACK_WORDS:
                    k, slots, workers = answer.payload
                    member = Membership(answer.session, k, slots, workers, answer.contributors)
                    check(cfg, member)
                    return member
                stats.foreign += 1
        if time.monotonic() - start > cfg.timeout:
            raise JoinTimeout(cfg.job_id, cfg.rank, cfg.switch, cfg.local, time.monotonic() - start)
        rto = min(rto * 2, cfg.max_rto)


def _decode(data: bytes) -> Packet | None:
    try:
        return Packet.decode(data)
    except WireError:
        return None


def check(cfg: JobConfig, member: Membership) -> None:
    """Refuse to run with a configuration that differs from the switch's job."""
    if member.session == NO_SESSION:
        # A locked job (a session start under way or failed) on a switch that admits
        # its JOINs anyway: a program older than the locked-job rule (docs/protocol.md,
        # "Sessions"); its slots may hold an earlier run's contributions.
        raise JobMismatch(
            "session",
            f"the switch answered job {cfg.job_id}'s JOIN with session 0 (the job is locked: "
            "a session start is under way or failed, and this switch's program does not "
            "refuse it); finish the session start (`p4reduce ctl ... session JOB`) and "
            "update the switch's program",
        )
    if member.elems_per_packet != cfg.elems_per_packet:
        raise JobMismatch(
            "elems_per_packet",
            f"the switch aggregates {member.elems_per_packet} words per packet (K); this "
            f"worker is configured for {cfg.elems_per_packet}",
        )
    if member.num_workers != cfg.num_workers:
        raise JobMismatch(
            "num_workers",
            f"job {cfg.job_id} has {member.num_workers} workers on the switch; this worker "
            f"is configured for {cfg.num_workers}",
        )
    if cfg.slots > member.slot_count:
        raise JobMismatch(
            "slots",
            f"job {cfg.job_id}'s slot pool on the switch has {member.slot_count} slots; this "
            f"worker is configured to use {cfg.slots} (0 takes the whole pool)",
        )
    if cfg.session and member.session != cfg.session:  # the switch checks it; belt and braces
        raise JobMismatch("session", "the switch answered with another session")
