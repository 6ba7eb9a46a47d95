"""Fuzz the switch's packet handling: nothing a packet holds may crash it."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from p4rproto.netio import Address, ip_to_int
from p4rproto.wire import HEADER_LEN, MsgType, Packet, as_u8, packet_len
from softswitch.counters import REJECTIONS, Counter
from softswitch.pipeline import Pipeline, SwitchConfig
from softswitch.tables import JobEntry

K = 16
WORKERS = [Address("10.0.0.1", 5000), Address("10.0.0.2", 5000), Address("10.0.0.3", 6000)]
OTHER = Address("10.9.9.9", 1)
SENDERS = [*WORKERS, OTHER]
SESSION = 0x5EED0003


def make_pipeline() -> Pipeline:
    p = Pipeline(SwitchConfig(num_slots=8, elems_per_packet=K), controller=Address("10.0.0.254", 1))
    p.add_job(JobEntry(3, 2, 4, tuple(WORKERS), SESSION))
    return p


def process(p: Pipeline, datagrams: list[tuple[int, bytes]]) -> int:
    stride = packet_len(K) + 1
    buf = np.zeros((len(datagrams), stride), dtype=np.uint8)
    for i, (_, d) in enumerate(datagrams):
        buf[i, : min(len(d), stride)] = np.frombuffer(d[:stride], dtype=np.uint8)
    sender = [SENDERS[s % len(SENDERS)] for s, _ in datagrams]
    out = p.process(
        buf,
        np.array([len(d) for _, d in datagrams], dtype=np.int64),
        np.array([ip_to_int(a.ip) for a in sender], dtype=np.uint32),
        np.array([a.port for a in sender], dtype=np.uint16),
    )
    for row, length in zip(as_u8(out.packets), out.length, strict=True):
        Packet.decode(row[:length].tobytes())  # everything the switch sends is well formed
    return len(out)


def check_outcomes_add_up(p: Pipeline) -> None:
    """Each received datagram ends in exactly one terminal counter."""
    c = p.counters
    terminal = (
        c[Counter.DROPPED_INGRESS]
        + sum(c[r] for r in REJECTIONS)
        + c[Counter.RESETS]
        + c[Counter.JOINS]
        + c[Counter.AGGREGATED]
        + c[Counter.DUP_ANSWERED]
        + c[Counter.DUP_PENDING]
        + c[Counter.STALE]
    )
    assert terminal == c[Counter.RECEIVED]


def valid(rank: int, slot: int, seq: int, set_bit: int) -> bytes:
    return Packet(
        MsgType.CONTRIB,
        3,
        rank,
        slot,
        seq,
        session=SESSION,
        set_bit=set_bit,
        payload=(rank + 1,) * K,
    ).encode()


@settings(max_examples=200)
@given(
    st.lists(
        st.tuples(st.integers(0, 3), st.binary(max_size=packet_len(K) + 8)), min_size=1, max_size=40
    )
)
def test_random_bytes(datagrams: list[tuple[int, bytes]]) -> None:
    p = make_pipeline()
    process(p, datagrams)
    check_outcomes_add_up(p)


mutation = st.one_of(
    st.tuples(st.just("flip"), st.integers(0, packet_len(K) - 1), st.integers(1, 255)),
    st.tuples(st.just("cut"), st.integers(0, packet_len(K) - 1), st.just(0)),
    st.tuples(st.just("grow"), st.integers(1, 8), st.just(0)),
)


def mutate(data: bytes, how: tuple[str, int, int]) -> bytes:
    kind, a, b = how
    if kind == "flip":
        return data[:a] + bytes([data[a] ^ b]) + data[a + 1 :]
    if kind == "cut":
        return data[:a]
    return data + bytes(a)


@settings(max_examples=300)
@given(
    st.lists(
        st.tuples(
            st.integers(0, 2),
            st.integers(0, 5),
            st.integers(0, 3),
            st.integers(0, 1),
            st.one_of(st.none(), mutation),
        ),
        min_size=1,
        max_size=60,
    )
)
def test_mutated_valid_packets(
    spec: list[tuple[int, int, int, int, tuple[str, int, int] | None]],
) -> None:
    p = make_pipeline()
    datagrams = []
    for rank, slot, seq, set_bit, how in spec:
        data = valid(rank, slot, seq, set_bit)
        datagrams.append((rank, data if how is None else mutate(data, how)))
    process(p, datagrams)
    check_outcomes_add_up(p)
    # Clean packets from registered workers are never rejected.
    clean = sum(1 for r, s, *_rest, how in spec if how is None and s < 4)
    assert p.counters[Counter.RECEIVED] - p.counters.rejected >= clean


def test_batch_equals_one_at_a_time() -> None:
    """The vectorized waves give the same result as sequential processing."""
    rng = np.random.default_rng(0)
    spec = [
        (int(rng.integers(3)), int(rng.integers(4)), int(rng.integers(3)), 0) for _ in range(300)
    ]
    spec = [(r, s, q, q & 1) for r, s, q, _ in spec]
    a, b = make_pipeline(), make_pipeline()
    outs_a = sum(process(a, [(r, valid(r, s, q, b_))]) for r, s, q, b_ in spec)
    outs_b = process(b, [(r, valid(r, s, q, b_)) for r, s, q, b_ in spec])
    assert outs_a == outs_b
    assert a.counters.as_dict() == b.counters.as_dict()
    for name in ("bitmap", "count", "seq", "exponent", "overflow", "poison", "values"):
        np.testing.assert_array_equal(getattr(a.registers, name), getattr(b.registers, name))
    assert HEADER_LEN == 24
