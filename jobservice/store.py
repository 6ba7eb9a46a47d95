"""Where the controller service keeps its jobs, so that a restarted service takes them up.

The service's state is the running jobs (name, run, members, where they are installed:
job id, slots, sessions, seats) and the runs that were replaced (a replaced run never
comes back, across a restart too).  Each change is written as it happens, under the
service's state lock; a restarted (or failed-over) service loads it and serves the
same jobs: the switch keeps forwarding them meanwhile, the workers' heartbeats find
their member ids again, nothing rejoins.  Leases restart at the load: a member that
died while no service ran is found one lease later.

Two stores, one protocol (:class:`Store`), chosen by ``--state`` / ``[service] state``:

* :class:`SqliteStore`: one file, no server (the default kind; ``memory`` is SQLite in
  memory, kept for no restart).  One service uses a file at a time: it holds an
  exclusive ``flock`` on it, and a second service on the same file waits for the lock,
  so a standby on the same host takes over when the first dies.
* :class:`EtcdStore` (``etcd://HOST:PORT[,HOST:PORT...]/PREFIX``): for several service
  instances of one fabric on several hosts.  One is primary through an etcd lease on
  ``PREFIX/leader`` (kept alive every third of its TTL), the others wait for the key to
  go; every write is a transaction that holds only while this instance is the leader
  (fencing: a primary that lost its lease can write nothing), as Kubernetes' leader
  election and torchrun's etcd rendezvous do.  It speaks etcd's v3 JSON gateway over
  HTTP with the standard library: no client library to pin against grpcio/protobuf.
"""

from __future__ import annotations

import base64
import fcntl
import json
import logging
import os
import sqlite3
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import grpc

from controller.config import UplinkSpec
from controller.fabric import InstalledPart
from controller.placement import Placed, Seat
from controller.specs import JobSpec, WorkerSpec

from .phases import Ending, Job, Member, Phase

log = logging.getLogger(__name__)

#: Replaced runs remembered (the oldest are forgotten first).
MAX_REPLACED = 4096


class StoreError(Exception):
    """The state store cannot be opened, read or written (or leadership was lost)."""


@dataclass
class Snapshot:
    """What a store holds: the running jobs by name, and the replaced runs."""

    jobs: dict[str, Job] = field(default_factory=dict)
    replaced: dict[tuple[str, str], str] = field(default_factory=dict)


class Store(Protocol):
    """A place for the service's state; :meth:`acquire` first (it may wait)."""

    describe: str  #: for logs: "sqlite /var/lib/p4reduce/state.sqlite", "etcd ..."

    def acquire(self, stop: threading.Event) -> bool:
        """Become the one service that uses this state: wait while another does (False
        when ``stop`` is set before)."""

    def load(self) -> Snapshot: ...

    def put_job(self, job: Job) -> None: ...

    def delete_job(self, name: str) -> None: ...

    def put_replaced(self, name: str, run_id: str, by: str) -> None: ...

    def release(self) -> None:
        """Stop using the state (another instance may take it at once)."""


def open_store(spec: str, base: Path = Path("."), lease_ttl: int = 3) -> Store:
    """The store ``spec`` names: ``memory``, ``etcd://...``, or a file path (relative
    to ``base``); ValueError for a malformed one."""
    if spec == "memory":
        return SqliteStore(":memory:")
    if spec.startswith("etcd://"):
        hosts, _, prefix = spec[len("etcd://") :].partition("/")
        if not hosts or not prefix:
            raise ValueError(f"state {spec!r}: expected etcd://HOST:PORT[,HOST:PORT...]/PREFIX")
        return EtcdStore(hosts.split(","), "/" + prefix.strip("/"), lease_ttl)
    return SqliteStore(str(base / spec))


# -- jobs as JSON -------------------------------------------------------------------------
def job_to_json(job: Job) -> str:
    assert job.phase is Phase.RUNNING and job.placed is not None, job
    p = job.placed
    return json.dumps(
        {
            "key": job.key,
            "name": job.name,
            "world": job.world,
            "slots_wanted": job.slots_wanted,
            "run_id": job.run_id,
            "members": [
                [m.member_id, m.rank, m.ip, m.udp_port, m.left] for m in job.members.values()
            ],
            "spec": [p.spec.id, [[w.host, w.udp_port] for w in p.spec.workers], p.spec.slots],
            "parts": [
                [x.switch, x.job_id, x.session, x.slot_base, _uplink(x.uplink)] for x in p.parts
            ],
            "seats": [
                [s.switch, list(s.address), s.session, s.rank, s.local_workers] for s in p.seats
            ],
        },
        sort_keys=True,
    )


def _uplink(up: UplinkSpec | None) -> list[Any] | None:
    if up is None:
        return None
    return [up.spine, up.job_id, up.rank, up.world_size, up.ip, up.udp_port, up.mac, up.port]


def job_from_json(text: str) -> Job:
    d = json.loads(text)
    spec_id, workers, slots = d["spec"]
    spec = JobSpec(spec_id, tuple(WorkerSpec(h, p) for h, p in workers), slots)
    parts = tuple(
        InstalledPart(sw, job_id, session, base, UplinkSpec(*up) if up else None)
        for sw, job_id, session, base, up in d["parts"]
    )
    seats = tuple(Seat(sw, (a[0], a[1]), session, r, n) for sw, a, session, r, n in d["seats"])
    members = {r: Member(mid, r, ip, port, left) for mid, r, ip, port, left in d["members"]}
    return Job(
        d["key"],
        d["name"],
        d["world"],
        d["slots_wanted"],
        d["run_id"],
        Phase.RUNNING,
        members,
        Placed(spec, parts, seats),
    )


def replaced_ending(name: str, run_id: str, by: str) -> Ending:
    return Ending(grpc.StatusCode.ABORTED, f"job {name!r}: replaced by run {by!r}", by)


# -- SQLite -------------------------------------------------------------------------------
class SqliteStore:
    """The state in one SQLite file (or in memory), held by one service at a time."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.describe = "memory (not kept across a restart)" if path == ":memory:" else path
        self._db: sqlite3.Connection | None = None
        self._lock_fd: int | None = None

    def acquire(self, stop: threading.Event) -> bool:
        if self.path != ":memory:":
            try:
                self._lock_fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
            except OSError as exc:
                raise StoreError(f"state {self.path}: cannot open: {exc.strerror}") from exc
            waited = False
            while True:
                try:
                    fcntl.flock(self._lock_fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if not waited:
                        log.info(
                            "state %s: another controller service holds it: waiting", self.path
                        )
                        waited = True
                    if stop.wait(0.2):
                        return False
        try:
            self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
            self._db.executescript(
                """
                PRAGMA journal_mode=WAL;
                PRAGMA synchronous=FULL;
                CREATE TABLE IF NOT EXISTS jobs (name TEXT PRIMARY KEY, body TEXT NOT NULL);
                CREATE TABLE IF NOT EXISTS replaced (
                    seq INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL, run_id TEXT NOT NULL, by_run TEXT NOT NULL,
                    UNIQUE (name, run_id));
                """
            )
        except sqlite3.Error as exc:
            raise StoreError(f"state {self.path}: not a usable SQLite file: {exc}") from exc
        return True

    def _conn(self) -> sqlite3.Connection:
        if self._db is None:
            raise StoreError(f"state {self.path}: used before acquire()")
        return self._db

    def load(self) -> Snapshot:
        db = self._conn()
        snap = Snapshot()
        for name, body in db.execute("SELECT name, body FROM jobs"):
            snap.jobs[name] = job_from_json(body)
        for name, run_id, by in db.execute(
            "SELECT name, run_id, by_run FROM replaced ORDER BY seq"
        ):
            snap.replaced[(name, run_id)] = by
        return snap

    def put_job(self, job: Job) -> None:
        self._write("INSERT OR REPLACE INTO jobs VALUES (?, ?)", (job.name, job_to_json(job)))

    def delete_job(self, name: str) -> None:
        self._write("DELETE FROM jobs WHERE name = ?", (name,))

    def put_replaced(self, name: str, run_id: str, by: str) -> None:
        self._write(
            "INSERT OR REPLACE INTO replaced (name, run_id, by_run) VALUES (?, ?, ?)",
            (name, run_id, by),
        )
        self._write(
            "DELETE FROM replaced WHERE seq <= (SELECT MAX(seq) FROM replaced) - ?",
            (MAX_REPLACED,),
        )

    def _write(self, sql: str, args: tuple[Any, ...]) -> None:
        try:
            self._conn().execute(sql, args)
        except sqlite3.Error as exc:
            raise StoreError(f"state {self.path}: write failed: {exc}") from exc

    def release(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None
        if self._lock_fd is not None:
            os.close(self._lock_fd)  # the flock goes with it
            self._lock_fd = None


# -- etcd ---------------------------------------------------------------------------------
def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _unb64(text: str) -> str:
    return base64.b64decode(text).decode()


def _range_end(prefix: str) -> str:
    """etcd's range_end for every key under ``prefix`` (its last byte plus one)."""
    raw = prefix.encode()
    return base64.b64encode(raw[:-1] + bytes([raw[-1] + 1])).decode()


class EtcdStore:
    """The state under ``prefix`` in etcd, written by the leader only.

    ``on_lost`` (set by the service) is called from the keep-alive thread when the lease
    cannot be renewed for a TTL: the instance must stop serving at once."""

    def __init__(self, endpoints: list[str], prefix: str, ttl: int = 3) -> None:
        self.endpoints = endpoints
        self.prefix = prefix
        self.ttl = max(2, ttl)
        self.describe = f"etcd {','.join(endpoints)} {prefix}"
        self.me = f"{os.uname().nodename}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self.lease = 0
        self.on_lost: Callable[[str], None] = lambda why: None
        self._stop = threading.Event()
        self._keeper: threading.Thread | None = None

    # -- HTTP ----------------------------------------------------------------------------
    def _call(self, path: str, body: dict[str, Any], timeout: float = 2.0) -> dict[str, Any]:
        """POST ``body`` to the first endpoint that answers."""
        data = json.dumps(body).encode()
        last: Exception | None = None
        for host in self.endpoints:
            req = urllib.request.Request(
                f"http://{host}{path}", data, {"Content-Type": "application/json"}
            )
            try:
                with urllib.request.urlopen(req, timeout=timeout) as resp:
                    out: dict[str, Any] = json.loads(resp.read() or b"{}")
                    return out
            except (OSError, urllib.error.URLError, ValueError) as exc:
                last = exc
        raise StoreError(f"{self.describe}: no endpoint answered {path}: {last}") from last

    def _leader_key(self) -> str:
        return _b64(f"{self.prefix}/leader")

    # -- leadership ---------------------------------------------------------------------
    def acquire(self, stop: threading.Event) -> bool:
        """Wait until no other instance holds ``PREFIX/leader``, then hold it with a
        lease of ``ttl`` seconds, kept alive by a thread."""
        waited = False
        while not stop.is_set():
            try:
                granted = self._call("/v3/lease/grant", {"TTL": str(self.ttl)})
                self.lease = int(granted["ID"])
                won = self._call(
                    "/v3/kv/txn",
                    {
                        "compare": [
                            {
                                "key": self._leader_key(),
                                "target": "CREATE",
                                "result": "EQUAL",
                                "create_revision": "0",
                            }
                        ],
                        "success": [
                            {
                                "request_put": {
                                    "key": self._leader_key(),
                                    "value": _b64(self.me),
                                    "lease": str(self.lease),
                                }
                            }
                        ],
                    },
                ).get("succeeded", False)
                if won:
                    self._keeper = threading.Thread(
                        target=self._keep, name="p4r-etcd-lease", daemon=True
                    )
                    self._keeper.start()
                    log.info(
                        "%s: primary (lease %x, ttl %d s)", self.describe, self.lease, self.ttl
                    )
                    return True
                self._call("/v3/lease/revoke", {"ID": str(self.lease)})
                self.lease = 0
                if not waited:
                    log.info("%s: another instance is primary: waiting", self.describe)
                    waited = True
            except StoreError as exc:
                log.warning("%s: %s (trying again)", self.describe, exc)
            stop.wait(0.5)
        return False

    def _keep(self) -> None:
        """Renew the lease every third of its TTL; give up after a TTL without one."""
        renewed = time.monotonic()
        while not self._stop.wait(self.ttl / 3):
            try:
                out = self._call("/v3/lease/keepalive", {"ID": str(self.lease)}, timeout=1.0)
                if int(out.get("result", {}).get("TTL", 0)) > 0:
                    renewed = time.monotonic()
                    continue
                why = "the etcd lease expired"
            except StoreError as exc:
                why = f"the etcd lease could not be renewed: {exc}"
            if time.monotonic() - renewed >= self.ttl or why.startswith("the etcd lease expired"):
                log.error("%s: no longer primary: %s", self.describe, why)
                self.on_lost(why)
                return

    # -- the state ----------------------------------------------------------------------
    def _fenced(self, ops: list[dict[str, Any]]) -> None:
        """Apply ``ops`` only while this instance is the leader."""
        out = self._call(
            "/v3/kv/txn",
            {
                "compare": [
                    {
                        "key": self._leader_key(),
                        "target": "VALUE",
                        "result": "EQUAL",
                        "value": _b64(self.me),
                    }
                ],
                "success": ops,
            },
        )
        if not out.get("succeeded", False):
            raise StoreError(f"{self.describe}: not primary any more: the write was refused")

    def load(self) -> Snapshot:
        snap = Snapshot()
        prefix = f"{self.prefix}/jobs/"
        out = self._call("/v3/kv/range", {"key": _b64(prefix), "range_end": _range_end(prefix)})
        for kv in out.get("kvs", []):
            job = job_from_json(_unb64(kv["value"]))
            snap.jobs[job.name] = job
        prefix = f"{self.prefix}/replaced/"
        out = self._call(
            "/v3/kv/range",
            {
                "key": _b64(prefix),
                "range_end": _range_end(prefix),
                "sort_order": "ASCEND",
                "sort_target": "CREATE",
            },
        )
        for kv in out.get("kvs", []):
            name, run_id, by = json.loads(_unb64(kv["value"]))
            snap.replaced[(name, run_id)] = by
        return snap

    def _key(self, *parts: str) -> str:
        return _b64("/".join([self.prefix, *(p.replace("/", "%2F") for p in parts)]))

    def put_job(self, job: Job) -> None:
        self._fenced(
            [{"request_put": {"key": self._key("jobs", job.name), "value": _b64(job_to_json(job))}}]
        )

    def delete_job(self, name: str) -> None:
        self._fenced([{"request_delete_range": {"key": self._key("jobs", name)}}])

    def put_replaced(self, name: str, run_id: str, by: str) -> None:
        value = _b64(json.dumps([name, run_id, by]))
        self._fenced(
            [{"request_put": {"key": self._key("replaced", name, run_id), "value": value}}]
        )

    def release(self) -> None:
        """Revoke the lease: the leader key goes at once and a waiting instance takes over."""
        self._stop.set()
        if self.lease:
            try:
                self._call("/v3/lease/revoke", {"ID": str(self.lease)}, timeout=1.0)
            except StoreError as exc:
                log.warning("%s: %s (the lease expires by itself)", self.describe, exc)
            self.lease = 0
