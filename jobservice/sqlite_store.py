"""The controller service's state in one SQLite file, no server: the default store.

The file is ``--state FILE``, ``[service] state`` (relative to the config file), or by
default ``CONFIG-STEM.state.sqlite`` beside the config file
(:func:`jobservice.store.default_state_path`).  ``memory`` is the same store in
memory, kept for no restart.

A state file is trusted whole or not at all, because starting empty over a state that
held jobs removes those jobs from the switch.  At the start:

* **No file** (a first start): a new one is built under a temporary name and linked
  into place complete, so that a file at the path is never half made.  It is *fresh*
  until a service has served from it (:meth:`SqliteStore.mark_serving`, a row of
  ``meta``): a start on a fresh state refuses to remove jobs it finds on the switch
  (the file of the service that installed them was deleted or moved).
* **A file that cannot be the state** (empty, not SQLite, cut short of whole pages,
  damaged by SQLite's ``integrity_check``, tables that are not the state's, a newer
  schema): :class:`~jobservice.store.StoreError` naming the file, the problem and what
  to do; the service does not start.

One service uses a file at a time: it holds an exclusive ``flock`` on it, and a second
service on the same file waits for the lock, so a standby on the same host takes over
when the first dies.  Writes go through SQLite's write-ahead log with
``synchronous=FULL`` (a change is on disk when the write returns, a kill -9 loses
none).  A write that fails (disk full, an I/O error, another program holding the
database locked past :data:`BUSY_SECONDS`) raises a StoreError that says it is a
SQLite write and gives SQLite's error; the service then stops.
"""

from __future__ import annotations

import fcntl
import logging
import os
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

from .phases import Job
from .store import MAX_REPLACED, MEMORY, Snapshot, StoreError, job_from_json, job_to_json

log = logging.getLogger(__name__)

#: ``PRAGMA user_version`` of a state file; 0 is the layout before ``meta`` (read, and
#: brought to 1 at the start).
SCHEMA_VERSION = 1

#: How long a write waits for a database another program holds locked before it fails.
BUSY_SECONDS = 5.0

#: The first bytes of every SQLite database file.
MAGIC = b"SQLite format 3\x00"

_SCHEMA = """
CREATE TABLE jobs (name TEXT PRIMARY KEY, body TEXT NOT NULL);
CREATE TABLE replaced (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL, run_id TEXT NOT NULL, by_run TEXT NOT NULL,
    UNIQUE (name, run_id));
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""

#: The tables of a state file and their columns, as a start checks them.
TABLES = {
    "jobs": ("name", "body"),
    "replaced": ("seq", "name", "run_id", "by_run"),
    "meta": ("key", "value"),
}

#: What to do with a state file that cannot be the state.
_UNUSABLE = (
    "the service does not start over it (starting empty would remove the jobs it held "
    "from the switch): restore the file from a copy; or, to start without its jobs, move "
    "it aside (a new one is created, and --discard-switch-jobs removes jobs still on the "
    "switch), or run with --state memory"
)


class SqliteStore:
    """The state in one SQLite file (or in memory: ``path`` ``memory``), held by one
    service at a time."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.durable = path != MEMORY
        self.describe = path if self.durable else "memory (not kept across a restart)"
        self.fresh = True
        self._db: sqlite3.Connection | None = None
        self._lock_fd: int | None = None

    # -- the start ------------------------------------------------------------------------
    def acquire(self, stop: threading.Event) -> bool:
        if not self.durable:
            self._db = _connect(":memory:")
            _create_schema(self._db)
            return True
        path = Path(self.path)
        if not os.path.lexists(path):
            _create(path)
        try:
            self._lock_fd = os.open(path, os.O_RDWR)
        except OSError as exc:
            raise StoreError(f"state {path}: cannot open: {exc.strerror}") from exc
        try:
            if not self._lock(stop):
                self.release()
                return False
            self._db = _open(path)
            self.fresh = (
                self._db.execute("SELECT 1 FROM meta WHERE key = 'served'").fetchone() is None
            )
        except BaseException:
            self.release()
            raise
        return True

    def _lock(self, stop: threading.Event) -> bool:
        """Hold the file's flock: wait while another service does."""
        assert self._lock_fd is not None
        waited = False
        while True:
            try:
                fcntl.flock(self._lock_fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return True
            except BlockingIOError:
                if not waited:
                    log.info("state %s: another controller service holds it: waiting", self.path)
                    waited = True
                if stop.wait(0.2):
                    return False

    def mark_serving(self) -> None:
        self._write(
            "INSERT OR IGNORE INTO meta VALUES ('served', ?)",
            (time.strftime("%Y-%m-%dT%H:%M:%S%z"),),
        )
        self.fresh = False

    # -- the state ------------------------------------------------------------------------
    def _conn(self) -> sqlite3.Connection:
        if self._db is None:
            raise StoreError(f"state {self.path}: used before acquire()")
        return self._db

    def load(self) -> Snapshot:
        db = self._conn()
        try:
            jobs = db.execute("SELECT name, body FROM jobs").fetchall()
            replaced = db.execute("SELECT name, run_id, by_run FROM replaced ORDER BY seq")
            snap = Snapshot(replaced={(name, run): by for name, run, by in replaced})
        except sqlite3.Error as exc:
            raise StoreError(f"state {self.path}: cannot be read ({exc}): {_UNUSABLE}") from exc
        for name, body in jobs:
            try:
                snap.jobs[name] = job_from_json(body)
            except (ValueError, KeyError, TypeError, IndexError) as exc:
                raise StoreError(
                    f"state {self.path}: job {name!r} cannot be read ({exc!r}): {_UNUSABLE}"
                ) from exc
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
            code = getattr(exc, "sqlite_errorname", None) or type(exc).__name__
            raise StoreError(
                f"state {self.path}: SQLite write failed ({code}: {exc}): see that the disk "
                "has room and works and that no other program writes the file, then start "
                "the service again (the switch keeps its jobs; the service takes up those "
                "the file holds)"
            ) from exc

    def release(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None
        if self._lock_fd is not None:
            os.close(self._lock_fd)  # the flock goes with it
            self._lock_fd = None


# -- files ----------------------------------------------------------------------------------
def _connect(path: str) -> sqlite3.Connection:
    """A connection that reads nothing yet (the checks read first)."""
    return sqlite3.connect(
        path, timeout=BUSY_SECONDS, check_same_thread=False, isolation_level=None
    )


def _create_schema(db: sqlite3.Connection) -> None:
    db.executescript(
        f"PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; {_SCHEMA} "
        f"PRAGMA user_version={SCHEMA_VERSION};"
    )


def _create(path: Path) -> None:
    """A new, empty state file at ``path``, linked into place complete (a concurrent
    first start that linked its own first wins; this one then uses that file)."""
    new = path.with_name(f".{path.name}.{os.getpid()}.new")
    try:
        new.unlink(missing_ok=True)
        try:
            db = _connect(str(new))
            try:
                _create_schema(db)
            finally:
                db.close()  # the write-ahead log goes into the file
            try:
                os.link(new, path)
            except FileExistsError:
                return
            except OSError:  # a file system without hard links
                if os.path.lexists(path):
                    return
                os.replace(new, path)
            dir_fd = os.open(path.parent, os.O_RDONLY)
            try:
                os.fsync(dir_fd)  # the new name survives a power loss
            finally:
                os.close(dir_fd)
        finally:
            new.unlink(missing_ok=True)
    except (OSError, sqlite3.Error) as exc:
        raise StoreError(
            f"state {path}: there is no state file (a first start), and none can be made "
            f"there ({exc}): give --state a FILE in a writable directory, or --state memory"
        ) from exc
    log.info("state %s: there was none (a first start): created", path)


def _open(path: Path) -> sqlite3.Connection:
    """The connection to an existing state file, checked whole; StoreError naming the
    problem and what to do for one that cannot be the state."""
    problem = _header_problem(path)
    if problem:
        raise StoreError(f"state {path}: {problem}: {_UNUSABLE}")
    try:
        db = _connect(str(path))
    except sqlite3.Error as exc:
        raise StoreError(f"state {path}: cannot be opened ({exc}): {_UNUSABLE}") from exc
    try:
        problem = _content_problem(db)
    except sqlite3.Error as exc:
        problem = f"is damaged ({exc})"
    if problem:
        db.close()
        raise StoreError(f"state {path}: {problem}: {_UNUSABLE}")
    db.execute("PRAGMA synchronous=FULL")  # per connection: a write is on disk when done
    return db


def _header_problem(path: Path) -> str:
    """What is wrong with the file's size and header ('' for nothing)."""
    try:
        size = path.stat().st_size
        with path.open("rb") as f:
            head = f.read(100)
    except OSError as exc:
        return f"cannot be read ({exc.strerror})"
    if size == 0:
        return "is empty (0 bytes: cut short, or never a state file)"
    if not head.startswith(MAGIC):
        return "is not a SQLite file"
    page = int.from_bytes(head[16:18], "big")
    page = 65536 if page == 1 else page
    if len(head) < 100 or page < 512 or size % page:
        # SQLite writes whole pages; a tail that is not one was cut off (SQLite itself
        # would read the missing bytes as zeros, without a word)
        return f"is cut short ({size} bytes, not a whole number of {page}-byte pages)"
    return ""


def _content_problem(db: sqlite3.Connection) -> str:
    """What is wrong with the database's pages and tables ('' for nothing); brings a
    file of schema 0 to :data:`SCHEMA_VERSION`."""
    rows = db.execute("PRAGMA integrity_check").fetchall()
    if rows != [("ok",)]:
        return "is damaged (" + "; ".join(str(r[0]) for r in rows[:3]) + ")"
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        return (
            f"was written by a newer p4reduce (state schema {version}; this one reads "
            f"{SCHEMA_VERSION})"
        )
    names = [
        r[0]
        for r in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
    ]
    found = {
        n: tuple(c[1] for c in db.execute("SELECT * FROM pragma_table_info(?)", (n,)))
        for n in names
    }
    want = TABLES if version == SCHEMA_VERSION else {k: v for k, v in TABLES.items() if k != "meta"}
    if found != want:
        return (
            f"is not a p4reduce state file (schema {version}): its tables are "
            f"{_tables(found) or 'none'}; a state file's are {_tables(want)}"
        )
    if version < SCHEMA_VERSION:  # written before meta: a service served from it
        db.executescript(
            f"""BEGIN; CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
            INSERT INTO meta VALUES ('served', 'before schema 1');
            PRAGMA user_version={SCHEMA_VERSION}; COMMIT;"""
        )
    return ""


def _tables(tables: dict[str, tuple[str, ...]]) -> str:
    return ", ".join(f"{n}({', '.join(cols)})" for n, cols in sorted(tables.items()))
