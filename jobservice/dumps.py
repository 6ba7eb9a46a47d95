"""Dumps on request (``p4reduce ctl dump JOB``): the service asks a running job's ranks
to dump the record of their calls, and collects where each wrote it.

The service cannot reach a rank; a rank reaches the service at every heartbeat.  So a
request is a number per job that every heartbeat's reply carries
(``HeartbeatReply.dump_request``); a rank that sees a number it has not answered dumps
(``hostlib.flightrecord``) and reports the files on a heartbeat at once
(``MemberRef.dumped``).  This holds the numbers and the reports; the service's state
lock guards it, and its condition wakes the request's wait when a report comes in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from p4rproto.proto import jobs_pb2 as pb

from .phases import Job

#: Seconds a request waits for the ranks' reports unless it says: two heartbeats at the
#: default lease (15 s, a heartbeat every third of it), and the dumps' writing.
DEFAULT_WAIT = 15.0
#: The longest a request may wait.
MAX_WAIT = 300.0


@dataclass(frozen=True)
class DumpReport:
    """What a member said of a request: the files it wrote, or why it could not."""

    request: int
    files: tuple[str, ...]
    error: str


class DumpRequests:
    """Each job's latest request and each member's latest report."""

    def __init__(self) -> None:
        self._last = 0
        self._wanted: dict[str, int] = {}  # job name -> its latest request
        self._reports: dict[str, DumpReport] = {}  # member id -> its latest report

    def ask(self, job_name: str) -> int:
        """A new request of ``job_name``'s ranks: its number (above every earlier one)."""
        self._last += 1
        self._wanted[job_name] = self._last
        return self._last

    def wanted(self, job_name: str) -> int:
        """The request a member of ``job_name`` must answer (0: none)."""
        return self._wanted.get(job_name, 0)

    def report(self, ref: Any) -> bool:
        """Keep the report a heartbeat (``MemberRef``) carries; whether it had one."""
        if not ref.dumped:
            return False
        self._reports[ref.member_id] = DumpReport(ref.dumped, tuple(ref.dump_files), ref.dump_error)
        return True

    def answered(self, job: Job, request: int) -> list[Any]:
        """The ranks of ``job`` that answered ``request``, as ``RankDump`` messages."""
        out = []
        for rank, m in sorted(job.members.items()):
            got = self._reports.get(m.member_id)
            if got is not None and got.request == request:
                out.append(pb.RankDump(rank=rank, ip=m.ip, files=got.files, error=got.error))
        return out

    def forget(self, job: Job) -> None:
        """A job ended: its request and its members' reports go."""
        self._wanted.pop(job.name, None)
        for m in job.members.values():
            self._reports.pop(m.member_id, None)
