"""The docs' recipe for installing a job with p4runtime-shell alone (docs/controller.md,
"Installing a job with p4runtime-shell alone"), step by step with the project's own
bindings against the software switch: the names come from the docs' table, the RESET
frame is built byte by byte as the docs describe it, and the job then sums exactly."""

from __future__ import annotations

import re
import socket
import struct
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from controller.client import P4RuntimeClient
from controller.jobs import JobManager, ip_int, mac_int
from p4rproto.frames import UdpFrame, ip_checksum
from p4rproto.p4runtime.entities import MulticastGroup, TableEntry
from p4rproto.p4runtime.p4info import P4Schema
from p4rproto.p4runtime.vocab import UpdateKind
from p4rproto.wire import UDP_PORT, MsgType, Packet
from tests.test_controller_soft import P4INFO, Soft, fabric, pushed, run_workers

DOC = Path(__file__).resolve().parents[1] / "docs" / "controller.md"

#: the switch's MAC and IPv4 address as the frame carries them (any config's [switch])
SWITCH_MAC, SWITCH_IP = "02:00:00:00:00:fe", "10.0.0.254"


def recipe_rows() -> list[tuple[str, list[str], str, list[str]]]:
    """The docs' table: (table, match fields, action, action parameters), in order."""
    text = DOC.read_text()
    block = text.split("<!-- shell-recipe:", 1)[1].split("<!-- /shell-recipe -->", 1)[0]
    rows = []
    for line in block.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 4 or not cells[0].startswith("`"):
            continue
        table, fields, action, params = (re.findall(r"`([^`]+)`", c) for c in cells)
        rows.append((table[0], fields, action[0], params))
    return rows


def reset_frame(slot: int, nonce: int, *, checksum: bool = True) -> bytes:
    """The RESET packet-out's payload, field by field as the docs list them."""
    # magic, version, msg_type RESET, job_id, rank, session, slot, flags, exponent, seq,
    # elem_count, contributors
    header = struct.pack(">HBBHHIHBBIHH", 0x5034, 2, 4, 0, 0, 0, slot, 0, 0, nonce, 0, 0)
    udp = struct.pack(">HHHH", UDP_PORT, UDP_PORT, 8 + len(header), 0)
    ip = struct.pack(
        ">BBHHHBBH4s4s",
        0x45,
        0,
        20 + len(udp) + len(header),
        0,
        0x4000,  # DF
        64,
        17,
        0,
        socket.inet_aton(SWITCH_IP),
        socket.inet_aton(SWITCH_IP),
    )
    good = ip_checksum(ip)
    ip = ip[:10] + struct.pack(">H", good if checksum else good ^ 0xFFFF) + ip[12:]
    mac = bytes.fromhex(SWITCH_MAC.replace(":", ""))
    return mac + mac + b"\x08\x00" + ip + udp + header


def acks(client: P4RuntimeClient, nonce: int, wait: float) -> set[int]:
    """The slots whose RESET_ACK with ``nonce`` comes back within ``wait`` seconds."""
    got: set[int] = set()
    deadline = time.monotonic() + wait
    while (left := deadline - time.monotonic()) > 0:
        pkt = client.packet_in(left)
        if pkt is None:
            break
        frame = UdpFrame.decode(pkt.payload)
        assert frame is not None
        ack = Packet.decode(frame.payload)
        if ack.msg_type == MsgType.RESET_ACK and ack.seq == nonce:
            got.add(ack.slot)
    return got


@pytest.fixture
def soft() -> Iterator[Soft]:
    s = Soft()
    try:
        yield s
    finally:
        s.close()


def test_the_docs_table_names_the_p4infos_tables_actions_and_parameters() -> None:
    schema = P4Schema.from_file(P4INFO)
    rows = recipe_rows()
    assert [r[0].rsplit(".", 1)[1] for r in rows] == ["result_dest", "jobs", "workers"]
    for table, fields, action, params in rows:
        info = schema.tables[table]
        assert info.name == table  # the full name, as p4runtime-shell takes it
        assert sorted(info.match_fields) == sorted(fields)
        assert schema.actions[action].id in info.action_ids
        assert sorted(schema.actions[action].params) == sorted(params)


def test_the_reset_frame_is_the_controllers() -> None:
    frame = reset_frame(9, 0xC0FFEE)
    header = Packet(MsgType.RESET, 0, 0, 9, 0xC0FFEE).encode()
    assert len(header) == 24
    assert (
        frame
        == UdpFrame(
            SWITCH_MAC, SWITCH_MAC, SWITCH_IP, SWITCH_IP, UDP_PORT, UDP_PORT, header
        ).encode()
    )


def test_a_job_installed_by_the_recipe_sums_exactly(soft: Soft) -> None:
    client = pushed(soft, election_id=20)  # p4runtime-shell --election-id 0,20 --config ...
    slots, workers = range(0, 16), [("h1", 47301), ("h2", 47302), ("h3", 47303)]
    hosts = {h.name: h for h in fabric().hosts}

    # 1. RESETs: a frame with a wrong IPv4 checksum is no RESET; the right one is answered.
    client.packet_out(reset_frame(0, 1, checksum=False), egress_port=0)
    assert acks(client, 1, 0.3) == set()
    for slot in slots:
        client.packet_out(reset_frame(slot, 2), egress_port=0)
    assert acks(client, 2, 5.0) == set(slots)

    # 2. The multicast group: one replica per worker, (its port, its rank).
    group = 16
    replicas = tuple((hosts[h].port, r) for r, (h, _) in enumerate(workers))
    client.write([(UpdateKind.INSERT, MulticastGroup(group, replicas))])

    # 3. result_dest per rank, the job, its workers: names from the docs' table.
    (dest, dest_key, dest_act, _), (jobs, _, set_job, _), (wtab, wkey, set_worker, _) = (
        recipe_rows()
    )
    entries = [
        TableEntry(
            dest,
            dict(zip(dest_key, (5, r), strict=True)),
            dest_act,
            {
                "dst_mac": mac_int(hosts[h].mac),
                "dst_ip": ip_int(hosts[h].ip),
                "dst_port": port,
            },
        )
        for r, (h, port) in enumerate(workers)
    ]
    entries.append(
        TableEntry(
            jobs,
            {"job_id": 5},
            set_job,
            {
                "slot_base": slots.start,
                "slot_count": len(slots),
                "num_workers": len(workers),
                "mcast_grp": group,
                "session": 0x5EED0001,
            },
        )
    )
    entries += [
        TableEntry(
            wtab,
            dict(zip(wkey, (hosts[h].port, ip_int(hosts[h].ip), port), strict=True)),
            set_worker,
            {"job_id": 5, "rank": r, "worker_index": r},
        )
        for r, (h, port) in enumerate(workers)
    ]
    client.write([(UpdateKind.INSERT, e) for e in entries])

    run_workers(soft, seed=3)  # exact, or it fails
    survey = JobManager(client, fabric()).survey()
    assert list(survey.jobs) == [5] and survey.foreign == ()
    assert survey.jobs[5].session == 0x5EED0001
