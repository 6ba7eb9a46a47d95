"""The controller service's SQLite state file is trusted whole or not at all.

Starting empty over a state that held jobs removes those jobs from the switch, so a
start refuses (exit 3, naming the file, the problem and what to do): a file that is
empty, cut short, damaged, not SQLite or of other tables; and a new file (the old one
deleted) while the switch holds jobs of a service.  A first start creates the file and
says so; a SQLite write that fails stops the service with SQLite's error, not with
etcd's words."""

from __future__ import annotations

import secrets
import sqlite3
import subprocess
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from controller.config import FabricConfig
from controller.errors import ConfigError
from hostlib.service import ServiceMembership
from jobservice.sqlite_store import BUSY_SECONDS, SCHEMA_VERSION, SqliteStore
from jobservice.store import MEMORY, StoreError, default_state_path
from p4reduce.service_cli import _check_leftovers
from p4rproto.netio import free_tcp_port, free_udp_ports
from tests.test_service import check_exact
from tests.test_service_state import CLI, Fabric, listed_job, running_job


def good_state(path: Path) -> bytes:
    """A state file a service served from, of several pages (replaced runs); its bytes."""
    store = SqliteStore(str(path))
    assert store.acquire(threading.Event())
    store.mark_serving()
    for i in range(200):
        store.put_replaced(f"job-{i}", "run-1", "run-2")
    store.release()  # the write-ahead log goes into the file
    return path.read_bytes()


def other_tables(path: Path, good: bytes) -> bytes:
    """A SQLite file, but not a state file: a table ``jobs`` of other columns."""
    path.unlink()
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE jobs (id INTEGER PRIMARY KEY, owner TEXT)")
    db.commit()
    db.close()
    return path.read_bytes()


def damaged_index(path: Path, good: bytes) -> bytes:
    """Four bytes of a key in the index of replaced runs overwritten: every row still
    reads, only SQLite's integrity check finds the index wrong."""
    db = sqlite3.connect(path)
    (root,) = db.execute(
        "SELECT rootpage FROM sqlite_master WHERE name = 'sqlite_autoindex_replaced_1'"
    ).fetchone()
    (page,) = db.execute("PRAGMA page_size").fetchone()
    db.close()
    at = root * page - 20  # the page's last cell: its first key
    return good[:at] + b"\xff" * 4 + good[at + 4 :]


DAMAGES: dict[str, tuple[Callable[[Path, bytes], bytes], str]] = {
    # name: (the damaged file's bytes from the good ones, what the start says)
    "empty": (lambda p, good: b"", "is empty (0 bytes"),
    "cut mid-page": (lambda p, good: good[:-1000], "is cut short ("),
    # whole pages: SQLite opens it, its integrity check finds the pages missing
    "cut at a page": (lambda p, good: good[: len(good) // 2 // 4096 * 4096], "is damaged ("),
    "a damaged index": (damaged_index, "is damaged (row"),
    "not SQLite": (lambda p, good: b"jobs = []\n" * 1000, "is not a SQLite file"),
    "other tables": (other_tables, "is not a p4reduce state file (schema 0): its tables are"),
}


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_state_file_that_cannot_be_the_state_stops_the_start(tmp_path: Path, damage: str) -> None:
    """The default file beside the config, damaged: ``p4reduce controller`` exits 3 before
    it connects to the switch (there is none here), naming the file, the problem and the
    ways out, and leaves the file as it was."""
    config, token = tmp_path / "rack.toml", tmp_path / "token"
    udp = free_udp_ports(1)[0]
    config.write_text(
        f'[switch]\ngrpc = "127.0.0.1:{free_tcp_port()}"\ntarget = "soft"\n'
        f'data_address = "127.0.0.1:{udp}"\n'
    )
    token.write_text(secrets.token_hex(16) + "\n")
    state = tmp_path / "rack.state.sqlite"
    make, says = DAMAGES[damage]
    state.write_bytes(make(state, good_state(state)))
    before = state.read_bytes()
    listen, flags = f"127.0.0.1:{free_tcp_port()}", ["--token-file", str(token), "--timeout", "2"]
    run = subprocess.run(
        [*CLI, "controller", "--config", str(config), "--listen", listen, *flags],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 3, (run.returncode, run.stderr)
    assert f"error: state {state}: {says}" in run.stderr, run.stderr
    for way_out in ("restore the file from a copy", "move it aside", "--state memory"):
        assert way_out in run.stderr
    assert "serving jobs" not in run.stdout
    assert state.read_bytes() == before  # never started over, never rewritten


def test_a_deleted_state_file_stops_the_start_while_the_switch_holds_its_jobs(
    tmp_path: Path,
) -> None:
    """The state file deleted while the service was down: the new file knows no job, and
    the switch holds one.  The start refuses (the job stays, exact), again on the next
    try (the file that start made is no licence), and removes the job only when told
    to with ``--discard-switch-jobs``."""
    fabric = Fabric(tmp_path, state=None)
    port = free_tcp_port()
    try:
        first = fabric.controller(port)
        jobs = running_job(fabric, port, "orphaned")
        job_id = listed_job(fabric.options(port)).job_id
        first.kill()
        first.wait()
        for f in tmp_path.glob("fabric.state.sqlite*"):  # the file, its log and index
            f.unlink()
        for attempt in range(2):
            text = fabric.refused()
            assert f"switch s1: job(s) {job_id}" in text, text
            assert f"state {fabric.state} does not hold" in text
            assert "Put it back" in text and "--discard-switch-jobs" in text
            check_exact(jobs, 2 + attempt)  # the job is still on the switch, untouched
        fabric.controller(port, flags=("--discard-switch-jobs",))
        assert (
            f"removing job {job_id} from s1, left by an earlier controller service: "
            "--discard-switch-jobs" in fabric.logs()
        )
        with ServiceMembership(fabric.options(port)) as m:
            assert not m.list_jobs(wait=True).jobs
        for j in jobs:
            j.close()
    finally:
        fabric.close()


def test_a_failed_sqlite_write_stops_the_service_and_says_it_was_sqlite(
    tmp_path: Path,
) -> None:
    """Another program holds the state file's database locked (as root, file modes
    would not stop a write): the service's next write fails after BUSY_SECONDS, and
    the service stops with exit 3 and SQLite's error and the file, not etcd's "not
    primary any more"."""
    fabric = Fabric(tmp_path, state=None)
    port = free_tcp_port()
    try:
        proc = fabric.controller(port)
        jobs = running_job(fabric, port, "written")
        holder = sqlite3.connect(fabric.state, isolation_level=None)
        try:
            holder.execute("BEGIN EXCLUSIVE")  # the database's write lock
            jobs[0].close()  # rank 0 leaves: the service writes the job down
            assert proc.wait(BUSY_SECONDS + 20) == 3
        finally:
            holder.execute("ROLLBACK")
            holder.close()
        text = fabric.logs()
        assert (
            f"p4reduce controller: error: state {fabric.state}: SQLite write failed "
            "(SQLITE_BUSY: database is locked)" in text
        ), text
        assert "not primary" not in text
        jobs[1].close()
    finally:
        fabric.close()


# -- the store and the start's rules, without processes ---------------------------------------
def acquired(path: Path | str) -> SqliteStore:
    store = SqliteStore(str(path))
    assert store.acquire(threading.Event())
    return store


def test_a_new_state_file_is_fresh_until_a_service_served_from_it(tmp_path: Path) -> None:
    path = tmp_path / "state.sqlite"
    store = acquired(path)
    assert store.fresh and path.exists()
    store.release()
    store = acquired(path)
    assert store.fresh  # a start that was refused served nothing
    store.mark_serving()
    store.release()
    assert not acquired(path).fresh
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []


def test_a_state_file_from_before_schema_1_is_taken_as_served(tmp_path: Path) -> None:
    """The layout written before ``meta`` (tables jobs and replaced, user_version 0) is
    read, and taken as a state a service served from."""
    path = tmp_path / "state.sqlite"
    db = sqlite3.connect(path)
    db.executescript(
        """CREATE TABLE jobs (name TEXT PRIMARY KEY, body TEXT NOT NULL);
        CREATE TABLE replaced (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL, run_id TEXT NOT NULL, by_run TEXT NOT NULL,
            UNIQUE (name, run_id));
        INSERT INTO replaced (name, run_id, by_run) VALUES ('train', 'r1', 'r2');"""
    )
    db.close()
    store = acquired(path)
    assert not store.fresh
    assert store.load().replaced == {("train", "r1"): "r2"}
    store.release()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    db.close()


def test_a_state_file_of_a_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "state.sqlite"
    acquired(path).release()
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    with pytest.raises(StoreError, match=r"written by a newer p4reduce \(state schema 2"):
        acquired(path)


def test_a_job_row_that_cannot_be_read_stops_the_load(tmp_path: Path) -> None:
    path = tmp_path / "state.sqlite"
    store = acquired(path)
    store._conn().execute("INSERT INTO jobs VALUES ('train', '{\"key\": ')")
    with pytest.raises(StoreError, match=rf"state {path}: job 'train' cannot be read"):
        store.load()


def test_jobs_on_the_switch_that_a_fresh_state_does_not_hold_are_refused_unless_discarded(
    tmp_path: Path,
) -> None:
    leftovers = {"s1": [1000, 1003], "s2": [1000]}
    fresh = acquired(tmp_path / "state.sqlite")
    with pytest.raises(StoreError, match=r"\(switch s1: job\(s\) 1000, 1003; switch s2: job"):
        _check_leftovers(fresh, leftovers, discard=False)
    _check_leftovers(fresh, leftovers, discard=True)  # told to: they go
    _check_leftovers(fresh, {}, discard=False)  # nothing on the switch: a first start
    fresh.mark_serving()
    _check_leftovers(fresh, leftovers, discard=False)  # ended before the last stop
    _check_leftovers(acquired(MEMORY), leftovers, discard=False)  # memory keeps nothing


def test_the_default_state_file_is_beside_the_config_and_named_after_it(tmp_path: Path) -> None:
    assert default_state_path(Path("/etc/p4reduce/rack.toml")) == Path(
        "/etc/p4reduce/rack.state.sqlite"
    )
    assert FabricConfig.from_dict({}).service.state == ""  # not given: the default
    with pytest.raises(ConfigError, match=r"state: a file, etcd://HOST:PORT/PREFIX or memory"):
        FabricConfig.from_dict({"service": {"state": ""}})
