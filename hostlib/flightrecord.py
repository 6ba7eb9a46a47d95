"""Dumps of the calls each rank made, in the format of PyTorch's flight recorder.

A job that hangs leaves every rank waiting in some call; which one, and who did not
arrive, is in each rank's :class:`~hostlib.callrecord.CallRecord`.  This module writes
those records as PyTorch's flight recorder writes its own (``TORCH_FR_DUMP_TEMP_FILE``:
one pickle per rank, named by a common prefix and the rank), so that its analyzer reads
them across ranks::

    python -m torch.distributed.flight_recorder.fr_trace DIR

and names the first collective that not every rank joined, and the ranks missing from
it.  p4reduce's own words ride in each entry under ``"p4reduce"`` (the switch calls
and their numbers, the control round and session, the error, and for a timeout the
slot, round and ranks the switch's STATUS named), and the job's own calls in the
dump's ``"p4reduce_calls"``: keys the analyzer does not read.  Where the format and
p4reduce differ (``docs/troubleshooting.md``, "A job hangs"):

* the analyzer admits only its own libraries' names in ``profiling_name``; p4reduce
  writes ``gloo:`` (its CPU path is Gloo's drop-in) and its route in ``"p4reduce"``;
* a failed call is ``"started"`` (it never completed, as a timed-out NCCL collective
  stays), its real state ``"failed"`` under ``"p4reduce"``;
* sizes are the tensors' shapes where the call had tensors; a collective the reducer
  describes by its element count (those Gloo serves) has ``[[count]]``, and the
  all-gather and reduce-scatter kinds are named ``all_gather_v``/``reduce_scatter_v``,
  whose sizes the analyzer does not relate to the group's size;
* no stack frames, and no point-to-point operations (they are not numbered).

When: on a call's timeout or failure, where ``P4REDUCE_FR_DUMP_DIR`` names a directory
(:func:`dump_on_failure`); on request, by :func:`dump_calls`, by the controller service
at its next heartbeat (``p4reduce ctl dump JOB``, :func:`dump_requested`), or by a signal where
``P4REDUCE_FR_DUMP_SIGNAL`` names one (e.g. ``SIGUSR1``): the handler is installed only
then, and only where the signal has no handler of the application's.  Nothing is
written unless asked.

The records to dump are those of the jobs and groups alive in this process: each
registers itself (:func:`register`) and leaves at close.  That registry is this
module's one piece of process state, as a signal handler is the process's.
"""

from __future__ import annotations

import contextlib
import logging
import os
import pickle
import signal
import tempfile
import threading
import weakref
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from .callrecord import COMPLETED, FAILED, SCHEDULED, RecordedCall

log = logging.getLogger(__name__)

#: Where dumps go (a directory, made if missing); unset: no dump on failure.
DUMP_DIR_VAR = "P4REDUCE_FR_DUMP_DIR"
#: A signal that dumps every record of the process (a name, e.g. ``SIGUSR1``).
DUMP_SIGNAL_VAR = "P4REDUCE_FR_DUMP_SIGNAL"
#: The dump files' names: this prefix and the rank, as torch's ``nccl_trace_rank_``.
FILE_PREFIX = "p4reduce_trace_rank_"
#: The flight recorder format written (the analyzer compares it across ranks, and reads
#: coalesced groups differently before 2.7).
FR_VERSION = "2.10"
#: What the analyzer admits before the colon of ``profiling_name``.
FR_LIBRARY = "gloo"

#: The analyzer's name of each collective (``Collective`` member names, lower case).
_FR_NAMES = {
    "all_reduce": "all_reduce",
    "broadcast": "broadcast",
    "all_gather": "all_gather_v",
    "all_gather_into_tensor": "all_gather_v",
    "all_gather_coalesced": "all_gather_v",
    "all_gather_tensor_coalesced": "all_gather_v",
    "gather": "gather",
    "scatter": "scatter",
    "reduce": "reduce",
    "reduce_scatter": "reduce_scatter_v",
    "reduce_scatter_tensor": "reduce_scatter_v",
    "reduce_scatter_tensor_coalesced": "reduce_scatter_v",
    "all_to_all": "all_to_all",
    "all_to_all_list": "all_to_all",
    "barrier": "barrier",
}


@dataclass(frozen=True)
class GroupDump:
    """One group's (or one job's) record, for one rank's dump file."""

    rank: int  #: this process's global rank: the dump file's suffix
    name: str  #: the group's name (a flight recorder ``pg_config`` key)
    desc: str  #: what the group is, in words
    ranks: tuple[int, ...]  #: the group's global ranks
    entries: list[RecordedCall]  #: its calls, oldest first
    timeout_s: float = 0.0  #: a call's timeout
    #: the job's switch calls, oldest first (a group's record: its job's; else empty)
    calls: list[RecordedCall] = field(default_factory=list)
    #: what the group's entries' ``number`` is: ``"seq"`` (a group's operations) or
    #: ``"call"`` (a job's switch calls)
    numbering: str = "call"


class Recorded(Protocol):
    """Something whose calls are recorded: a job, a PyTorch group's reducer."""

    def flight_record(self) -> GroupDump | None: ...


_live: weakref.WeakSet[Any] = weakref.WeakSet()
_live_lock = threading.Lock()
_signal_armed = False


def register(source: Recorded) -> None:
    """Dump ``source``'s calls with this process's (until :func:`unregister`), and arm
    the dump signal if ``P4REDUCE_FR_DUMP_SIGNAL`` asks for it."""
    with _live_lock:
        _live.add(source)
    arm_from_env()


def unregister(source: Recorded) -> None:
    with _live_lock:
        _live.discard(source)


def dump_dir() -> Path | None:
    """The directory ``P4REDUCE_FR_DUMP_DIR`` names, or None."""
    value = os.environ.get(DUMP_DIR_VAR, "").strip()
    return Path(value) if value else None


def dump_calls(
    directory: str | os.PathLike[str], sources: Iterable[Recorded] | None = None
) -> list[Path]:
    """Write every rank's calls (the live jobs and groups of this process, or
    ``sources``) into ``directory``, one file per rank (:data:`FILE_PREFIX` and the
    rank); returns the files written.  A file that exists is replaced whole."""
    if sources is None:
        with _live_lock:
            sources = list(_live)
    by_rank: dict[int, list[GroupDump]] = {}
    for source in sources:
        got = source.flight_record()
        if got is not None:
            by_rank.setdefault(got.rank, []).append(got)
    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for rank, groups in sorted(by_rank.items()):
        path = folder / f"{FILE_PREFIX}{rank}"
        _write_atomically(path, pickle.dumps(rank_dump(groups)))
        written.append(path)
    return written


def dump_on_failure() -> list[Path]:
    """After a call failed: :func:`dump_calls` into ``P4REDUCE_FR_DUMP_DIR`` where it is
    set (else nothing).  Never raises: a dump that cannot be written is logged, and the
    call's own error goes on."""
    folder = dump_dir()
    if folder is None:
        return []
    try:
        written = dump_calls(folder)
    except (OSError, pickle.PicklingError) as exc:
        log.warning("p4reduce: cannot write the call record to %s: %s", folder, exc)
        return []
    log.warning("p4reduce: a call failed; each rank's last calls are in %s", folder)
    return written


def dump_requested(job_name: str) -> tuple[list[str], str]:
    """A dump the controller service asked for (``p4reduce ctl dump``): every record of
    this process into ``P4REDUCE_FR_DUMP_DIR``, or where it is unset into
    ``<tmp>/p4reduce-fr/<job name>``; the files written, or why none could be (never
    raises: the heartbeat that asks goes on)."""
    safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in job_name) or "job"
    folder = dump_dir() or Path(tempfile.gettempdir()) / "p4reduce-fr" / safe
    try:
        written = dump_calls(folder)
    except (OSError, pickle.PicklingError) as exc:
        log.warning("p4reduce: cannot write the requested dump to %s: %s", folder, exc)
        return [], f"cannot write to {folder}: {exc}"
    log.warning("p4reduce: dump requested by the controller service: %s", folder)
    return [str(p) for p in written], "" if written else "no calls recorded in this process"


def arm_from_env() -> None:
    """Install the dump signal's handler, once, where ``P4REDUCE_FR_DUMP_SIGNAL`` names a
    signal, ``P4REDUCE_FR_DUMP_DIR`` a directory, and the signal has no handler yet (an
    application's own is left alone).  Only the main thread can install one: elsewhere
    this does nothing, and a later call from the main thread installs it."""
    global _signal_armed
    name = os.environ.get(DUMP_SIGNAL_VAR, "").strip().upper()
    if _signal_armed or not name or dump_dir() is None:
        return
    if threading.current_thread() is not threading.main_thread():
        return
    signum = _signal_number(name)
    if signal.getsignal(signum) not in (signal.SIG_DFL, None):
        log.warning(
            "p4reduce: %s=%s: the signal has a handler already; not installing the dump's",
            DUMP_SIGNAL_VAR,
            name,
        )
        _signal_armed = True
        return
    signal.signal(signum, _on_signal)
    _signal_armed = True


def _signal_number(name: str) -> signal.Signals:
    full = name if name.startswith("SIG") else f"SIG{name}"
    try:
        return signal.Signals[full]
    except KeyError:
        raise ValueError(f"{DUMP_SIGNAL_VAR}: no signal named {name!r} (e.g. SIGUSR1)") from None


def _on_signal(signum: int, frame: object) -> None:
    folder = dump_dir()
    if folder is None:
        return
    try:
        written = dump_calls(folder)
    except (OSError, pickle.PicklingError) as exc:
        log.warning("p4reduce: cannot write the call record to %s: %s", folder, exc)
        return
    log.warning("p4reduce: signal %d: wrote %s", signum, ", ".join(map(str, written)))


def _write_atomically(path: Path, data: bytes) -> None:
    """Write ``path`` whole or not at all (a reader never sees half a pickle)."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


# -- the flight recorder's format ---------------------------------------------------------


def rank_dump(groups: list[GroupDump]) -> dict[str, Any]:
    """One rank's dump (the dict torch's flight recorder pickles) of ``groups``."""
    entries: list[dict[str, Any]] = []
    pg_config: dict[str, dict[str, str]] = {}
    pg_status: dict[str, dict[str, int]] = {}
    calls: dict[str, list[dict[str, Any]]] = {}
    for pg_id, g in enumerate(groups):
        pg_config[g.name] = {"name": g.name, "desc": g.desc, "ranks": str(list(g.ranks))}
        pg_status[str(pg_id)] = _status(g.entries)
        by_id = {c.record_id: c for c in g.calls}
        for e in g.entries:
            switch = [by_id[i] for i in range(e.calls_from, e.calls_to) if i in by_id]
            entries.append(fr_entry(e, pg_id, g, switch))
        if g.calls:
            calls[g.name] = [call_dict(c) for c in g.calls]
    # Oldest first, as torch dumps them.  ``record_id`` stays each group's own count of
    # calls, which is the same on every rank of the group: the analyzer aligns ranks whose
    # rings dropped their oldest entries by it.  (With several groups in one file the
    # ids of different groups coincide; the analyzer's alignment reads only the first.)
    entries.sort(key=lambda d: d["time_created_ns"])
    return {
        "version": FR_VERSION,
        "pg_config": pg_config,
        "pg_status": pg_status,
        "comm_lib_version": "p4reduce",
        "entries": entries,
        "p4reduce_calls": calls,
    }


def fr_entry(
    e: RecordedCall, pg_id: int, g: GroupDump, switch: list[RecordedCall]
) -> dict[str, Any]:
    """One flight recorder entry of recorded call ``e`` (``switch``: the job's switch
    calls it made, for a group's operation)."""
    kind = _name(e.collective)
    sizes = _sizes(e.sizes)
    dtypes = [_dtype_name(e.dtype)] * len(sizes)
    ended = e.ended_ns if e.state in (COMPLETED, FAILED) else None
    own: dict[str, Any] = {
        "state": e.state,
        "collective": kind,
        "op": _name(e.op),
        "route": _name(e.route) if e.route is not None else None,
        "ended_ns": ended,
        "error_type": e.error_type or None,
        "error": e.error or None,
    }
    if g.numbering == "call":
        own.update(call_dict(e))
    else:
        own["switch_calls"] = [call_dict(c) for c in switch]
        own["routes"] = sorted({_name(c.route) for c in switch})
    state = e.state
    if state == FAILED:
        state = "started"  # it never completed, as a timed-out NCCL collective stays
    return {
        "record_id": e.record_id,
        "pg_id": pg_id,
        "process_group": (g.name, g.desc),
        "collective_seq_id": e.number,
        "p2p_seq_id": 0,
        "op_id": e.number,
        "profiling_name": f"{FR_LIBRARY}:{_FR_NAMES.get(kind, 'all_reduce')}",
        "time_created_ns": e.issued_ns,
        "input_sizes": sizes,
        "input_dtypes": dtypes,
        "output_sizes": sizes,
        "output_dtypes": dtypes,
        "state": state,
        "time_discovered_started_ns": e.issued_ns if e.state != SCHEDULED else None,
        "time_discovered_completed_ns": e.ended_ns if e.state == COMPLETED else None,
        "retired": ended is not None,
        "timeout_ms": int(g.timeout_s * 1000),
        "is_p2p": False,
        "frames": [],
        "thread_id": "",
        "thread_name": "",
        "p4reduce": own,
    }


def call_dict(c: RecordedCall) -> dict[str, Any]:
    """A switch call, in words: its number, what it was, where the job stood, and how it
    ended (a timeout: the slot and round that stopped, and the ranks the switch's STATUS
    said it waited for; None where the switch did not answer)."""
    control_round, session = c.where
    return {
        "call": c.number,
        "collective": _name(c.collective),
        "op": _name(c.op),
        "dtype": _dtype_name(c.dtype),
        "length": c.sizes if isinstance(c.sizes, int) else None,
        "route": _name(c.route) if c.route is not None else None,
        "state": c.state,
        "issued_ns": c.issued_ns,
        "ended_ns": c.ended_ns or None,
        "control_round": control_round,
        "session": session,
        "error_type": c.error_type or None,
        "error": c.error or None,
        "slot": c.slot if c.error_type else None,
        "round": c.round if c.error_type else None,
        "missing_ranks": c.missing,
        "agreed": c.agreed,
    }


def _status(entries: list[RecordedCall]) -> dict[str, int]:
    """The flight recorder's ``pg_status``: the last operation issued, started and
    completed (-1: none)."""
    started = [e.number for e in entries if e.state != SCHEDULED]
    done = [e.number for e in entries if e.state == COMPLETED]
    return {
        "last_enqueued_collective": entries[-1].number if entries else -1,
        "last_started_collective": started[-1] if started else -1,
        "last_completed_collective": done[-1] if done else -1,
    }


def _name(value: Any) -> str:
    """An enum member's name in lower case (``ALL_REDUCE``: ``all_reduce``), else str."""
    name = getattr(value, "name", None)
    return name.lower() if isinstance(name, str) else str(value)


def _dtype_name(dtype: Any) -> str:
    """A dtype's name however the caller gave it (a Dtype code, numpy's, torch's)."""
    if isinstance(dtype, tuple):
        return ",".join(_dtype_name(d) for d in dtype)
    text = _name(dtype)
    return text.removeprefix("torch.")


def _sizes(sizes: Any) -> list[list[int]]:
    """The flight recorder's sizes: one list of dimensions per tensor."""
    if isinstance(sizes, int):
        return [[sizes]]
    return [[int(d) for d in shape] for shape in sizes]
