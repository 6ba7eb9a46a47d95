"""The software switch's P4Runtime server keeps room for its primary.

Each stream channel holds a thread, so the server holds at most ``MAX_STREAMS``; those
who open them first must not keep the controller out, or it could neither start nor
restart.  Backups leave ``PRIMARY_SEATS`` free; a client that would be primary (its
election id above every held one's) always gets in, ending the lowest backup's stream
where every seat is held; and a stream whose client died without closing its
connection gives back its seat and its election id (the server's keepalive), so that
the controller, restarted with the same election id, gets in again.
"""

from __future__ import annotations

import queue
import select
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from finsy.proto import p4r, p4r_grpc

from controller.client import P4RuntimeClient, SwitchAddress
from controller.errors import SwitchUnreachable
from controller.jobs import JobManager
from p4rproto.p4runtime.p4info import P4Schema
from softswitch.p4rt_streams import MAX_STREAMS, PRIMARY_SEATS, Admit, Refuse, admit
from tests.test_controller_soft import P4INFO, Soft, fabric, run_workers

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = P4Schema.from_file(P4INFO)
#: The controller's election id: above every other client's here, as the service's is
#: above ctl's.
CONTROLLER = 1000
#: The job the controller installs once it got in (run_workers sums it).
JOB = {"id": 5, "slots": 16, "workers": ["h1:47301", "h2:47302", "h3:47303"]}
#: The most a backup holds seats: the others are kept for a would-be primary.
BACKUP_SEATS = MAX_STREAMS - PRIMARY_SEATS


class Held:
    """A client's stream channel, held open until :meth:`close`."""

    def __init__(self, address: str, election_id: int | None) -> None:
        """Open a stream and arbitrate with ``election_id`` (None: send nothing)."""
        self.channel = grpc.insecure_channel(address)
        self._out: queue.Queue[p4r.StreamMessageRequest | None] = queue.Queue()
        self._received: queue.Queue[p4r.StreamMessageResponse | grpc.RpcError] = queue.Queue()
        stub = p4r_grpc.P4RuntimeStub(self.channel)
        self._call = stub.StreamChannel(iter(self._out.get, None))
        self.ended: Any = None  #: the status the stream ended with (a grpc.RpcError)
        threading.Thread(target=self._read, daemon=True).start()
        if election_id is not None:
            req = p4r.StreamMessageRequest()
            req.arbitration.device_id = 0
            req.arbitration.election_id.low = election_id
            self._out.put(req)

    def _read(self) -> None:
        try:
            for msg in self._call:
                self._received.put(msg)
        except grpc.RpcError as exc:
            self._received.put(exc)

    def next(self, timeout: float = 10.0) -> str:
        """What the switch says next: "primary" or "backup" (an arbitration update), or
        the status code the stream ended with."""
        msg = self._received.get(timeout=timeout)
        if isinstance(msg, grpc.RpcError):
            self.ended = msg
            return str(msg.code().name)  # type: ignore[attr-defined]
        return "primary" if msg.arbitration.status.code == 0 else "backup"

    def until(self, word: str) -> str:
        """What the switch says, read until it says ``word`` or ends the stream."""
        while (said := self.next()) != word and said in ("primary", "backup"):
            pass
        return said

    def close(self) -> None:
        self._out.put(None)
        self.channel.close()


@pytest.fixture
def soft() -> Iterator[Soft]:
    s = Soft()
    try:
        yield s
    finally:
        s.close()


@pytest.fixture
def streams() -> Iterator[list[Held]]:
    """Streams a test opens: closed after it."""
    opened: list[Held] = []
    try:
        yield opened
    finally:
        for s in opened:
            s.close()


def open_streams(soft: Soft, streams: list[Held], election_ids: Any) -> list[str]:
    """Open a stream for each of ``election_ids`` in turn; how each was taken."""
    answers = []
    for election_id in election_ids:
        streams.append(Held(soft.address, election_id))
        answers.append(streams[-1].next())
    return answers


def held(soft: Soft) -> int:
    """Streams the server holds (that arbitrated)."""
    return len(soft.server.service._arbitrated())


def install_and_sum(client: P4RuntimeClient, soft: Soft) -> None:
    """The controller pushes the pipeline, installs a job, and the job sums exactly."""
    client.set_pipeline(SCHEMA.p4info, b"")
    cfg = fabric(jobs=[JOB])
    manager = JobManager(client, cfg)
    manager.install_fabric()
    manager.add(cfg.jobs[0])
    run_workers(soft, seed=6)
    assert list(manager.installed()) == [5]


def test_the_rule_keeps_seats_for_a_would_be_primary() -> None:
    """``admit`` alone: backups up to BACKUP_SEATS, a would-be primary past them, and
    one that finds every seat held takes the lowest backup's."""
    backups = {i: 100 + i for i in range(BACKUP_SEATS)}  # stream -> its election id
    highest = 100 + BACKUP_SEATS - 1
    assert admit(50, {}) == Admit()  # alone: primary
    assert admit(50, {i: backups[i] for i in range(BACKUP_SEATS - 1)}) == Admit()
    refused = admit(50, backups)  # it would take a kept seat
    assert isinstance(refused, Refuse)
    assert f"an election id above {highest}): election id 50 would be" in refused.message
    assert isinstance(admit(highest, backups), Refuse)  # equal is not above
    assert admit(highest + 1, backups) == Admit()  # above every one: a kept seat
    full = {**backups, **{BACKUP_SEATS + i: 900 + i for i in range(PRIMARY_SEATS)}}
    assert len(full) == MAX_STREAMS
    assert isinstance(admit(50, full), Refuse)
    assert admit(CONTROLLER, full) == Admit(evict=0)  # stream 0 holds the lowest id, 100


def test_backups_leave_a_seat_and_the_controller_gets_in_and_installs_a_job(
    soft: Soft, streams: list[Held]
) -> None:
    """MAX_STREAMS clients arbitrate as backups (each below the first); the last
    PRIMARY_SEATS are refused, naming the seat kept.  The controller then connects,
    is primary and installs a job that sums; a backup after it is refused too."""
    first = 100 + MAX_STREAMS
    answers = open_streams(soft, streams, range(first, first - MAX_STREAMS, -1))
    refused = ["RESOURCE_EXHAUSTED"] * PRIMARY_SEATS
    assert answers == ["primary"] + ["backup"] * (BACKUP_SEATS - 1) + refused
    message = streams[-1].ended.details()
    assert f"kept for a client that would be primary (an election id above {first})" in message
    assert held(soft) == BACKUP_SEATS

    controller = soft.client(election_id=CONTROLLER)  # raises NotPrimary unless primary
    assert controller.primary
    install_and_sum(controller, soft)
    assert open_streams(soft, streams, [1]) == ["RESOURCE_EXHAUSTED"]
    assert held(soft) == MAX_STREAMS
    assert all(s.ended is None for s in streams[:BACKUP_SEATS])  # no backup was ended


def test_a_would_be_primary_takes_the_lowest_backups_seat_when_every_seat_is_held(
    soft: Soft, streams: list[Held]
) -> None:
    """Clients each above the last fill every seat (each would be primary when it
    arbitrates, so the kept seats too); the controller still gets in: the lowest
    backup's stream ends RESOURCE_EXHAUSTED, saying why, and no other."""
    answers = open_streams(soft, streams, range(101, 101 + MAX_STREAMS))
    assert answers == ["primary"] * MAX_STREAMS
    assert held(soft) == MAX_STREAMS

    controller = soft.client(election_id=CONTROLLER)
    assert controller.primary
    assert streams[0].until("RESOURCE_EXHAUSTED") == "RESOURCE_EXHAUSTED"
    assert "took the seat of this backup, the lowest election id held (101)" in (
        streams[0].ended.details()
    )
    install_and_sum(controller, soft)
    assert held(soft) == MAX_STREAMS
    assert all(s.ended is None for s in streams[1:])


#: The controller as a process of its own: it connects, says so, and waits to be killed.
CONTROLLER_PROCESS = """
import sys, time
from controller.client import P4RuntimeClient, SwitchAddress
client = P4RuntimeClient(SwitchAddress(sys.argv[1], 0, int(sys.argv[2])), timeout=30)
client.connect()
print("primary" if client.primary else "backup", flush=True)
time.sleep(600)
"""


def test_the_controller_killed_and_restarted_gets_back_in_past_held_streams(
    soft: Soft, streams: list[Held]
) -> None:
    """Backups, then the controller (a process), hold every seat.  The controller is
    killed with SIGKILL: while it is away its seat stays kept (a backup is refused), and
    the controller started again with the same election id gets in and installs a job."""
    top = 100 + MAX_STREAMS
    answers = open_streams(soft, streams, range(top, top - BACKUP_SEATS, -1))
    assert answers == ["primary"] + ["backup"] * (BACKUP_SEATS - 1)
    ctl = subprocess.Popen(
        [sys.executable, "-c", CONTROLLER_PROCESS, soft.address, str(CONTROLLER)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": ""},
    )
    try:
        assert ctl.stdout is not None
        ready, _, _ = select.select([ctl.stdout], [], [], 60)
        assert ready, "the controller process did not connect"
        assert ctl.stdout.readline() == "primary\n"
        assert held(soft) == MAX_STREAMS
        assert streams[0].next() == "backup"  # the controller took over
        ctl.kill()
        ctl.wait(10)
        assert streams[0].until("primary") == "primary"  # the switch saw the controller go
        assert open_streams(soft, streams, [1]) == ["RESOURCE_EXHAUSTED"]
        controller = soft.client(election_id=CONTROLLER)
        assert controller.primary
        install_and_sum(controller, soft)
        assert all(s.ended is None for s in streams[:BACKUP_SEATS])
    finally:
        if ctl.poll() is None:
            ctl.kill()
            ctl.wait(10)


class Blackhole:
    """A TCP relay to ``target`` that can :meth:`freeze`: it then forwards nothing and
    closes nothing, as a host that lost power (no FIN, no RST)."""

    def __init__(self, target: str) -> None:
        host, _, port = target.rpartition(":")
        self._target = (host, int(port))
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.address = f"127.0.0.1:{self._listener.getsockname()[1]}"
        self._frozen = threading.Event()
        self._sockets: list[socket.socket] = [self._listener]
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:  # closed
                return
            server = socket.create_connection(self._target)
            self._sockets += [client, server]
            for a, b in ((client, server), (server, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, src: socket.socket, dst: socket.socket) -> None:
        try:
            while (data := src.recv(1 << 16)) and not self._frozen.is_set():
                dst.sendall(data)
        except OSError:
            pass

    def freeze(self) -> None:
        self._frozen.set()

    def close(self) -> None:
        for s in self._sockets:
            s.close()


def test_a_dead_hosts_stream_gives_back_its_seat_and_election_id(
    streams: list[Held], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The controller's host dies (its connection goes silent, never closed) while
    backups hold every other seat.  The controller started elsewhere with the same
    election id is refused at first (the spec: an election id in use), and gets in,
    installing a job, once the server's keepalive pings have gone unanswered."""
    import softswitch.p4runtime as p4rt

    monkeypatch.setattr(p4rt, "KEEPALIVE_S", 1.0)
    monkeypatch.setattr(p4rt, "KEEPALIVE_TIMEOUT_S", 2.0)
    soft = Soft()
    relay = Blackhole(soft.address)
    dead = P4RuntimeClient(SwitchAddress(relay.address, 0, CONTROLLER), timeout=10)
    try:
        top = 100 + MAX_STREAMS
        answers = open_streams(soft, streams, range(top, top - BACKUP_SEATS, -1))
        assert answers == ["primary"] + ["backup"] * (BACKUP_SEATS - 1)
        assert dead.connect().primary
        assert held(soft) == MAX_STREAMS
        relay.freeze()
        # Each try is a new client, as a controller process started again makes.
        with pytest.raises(SwitchUnreachable, match=f"election id {CONTROLLER} is in use"):
            soft.client(election_id=CONTROLLER)
        deadline = time.monotonic() + 20
        while True:
            try:
                again = soft.client(election_id=CONTROLLER)
                break
            except SwitchUnreachable as exc:
                assert time.monotonic() < deadline, f"the dead stream is still held: {exc}"
                time.sleep(0.2)
        assert again.primary
        install_and_sum(again, soft)
        assert held(soft) == MAX_STREAMS
    finally:
        relay.close()
        dead.close()
        soft.close()


def test_a_stream_that_never_arbitrates_gives_back_its_seat(
    streams: list[Held], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A client that opens a stream and never arbitrates has it ended
    FAILED_PRECONDITION after ARBITRATION_WAIT, saying why: its seat goes back."""
    import softswitch.p4runtime as p4rt

    monkeypatch.setattr(p4rt, "ARBITRATION_WAIT", 0.5)
    soft = Soft()
    try:
        silent = Held(soft.address, None)
        streams.append(silent)
        start = time.monotonic()
        assert silent.next() == "FAILED_PRECONDITION"
        assert 0.4 < time.monotonic() - start < 5
        assert "no MasterArbitrationUpdate within" in silent.ended.details()
        deadline = time.monotonic() + 5
        while soft.server.service._streams:
            assert time.monotonic() < deadline, "the silent stream is still open"
            time.sleep(0.01)
    finally:
        soft.close()
