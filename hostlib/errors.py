"""Errors of the host library.  Libraries raise; only the CLI turns them into exit codes."""

from __future__ import annotations

from p4rproto.counters import Counter
from p4rproto.netio import Address


class HostlibError(Exception):
    """Base class of the host library's errors."""


class ConfigError(HostlibError, ValueError):
    """A job configuration with a bad field; ``field`` names it."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")
        self.field = field


class AggregationTimeout(HostlibError, TimeoutError):
    """The switch did not complete a slot in time.

    ``missing`` lists the ranks the switch reported as not having contributed (from
    its STATUS answers); ``None`` when the switch did not answer at all.  Behind a leaf
    of a two-level job (``local_workers`` > 0: the leaf's JOIN_ACK said how many ranks
    it aggregates) the STATUS is the leaf's: ``missing`` are ranks *on that leaf*
    (0..local_workers-1), and an empty list means every one of them contributed and
    the leaf waits for the spine (``waiting_for_spine``): a rank behind another leaf
    did not contribute, or the spine does not answer.

    The job names the call that timed out (:meth:`name_call`): ``call`` is its number,
    ``collective`` what it was (None where no call of a job raised it).
    """

    call: int | None = None
    collective: str | None = None

    def __init__(
        self,
        job_id: int,
        slot: int,
        seq: int,
        waited: float,
        missing: list[int] | None,
        local_workers: int = 0,
        what: str = "slot",
    ) -> None:
        if missing is None:
            who = "the switch did not answer (is it running, is the job installed?)"
        elif not local_workers:
            who = f"workers {missing} did not contribute"
        elif missing:
            who = (
                f"ranks {missing} behind this worker's leaf switch did not contribute "
                f"(ranks on the leaf, of its {local_workers})"
            )
        else:
            who = (
                f"all {local_workers} ranks behind this worker's leaf switch contributed; the "
                "leaf waits for the spine: a rank behind another leaf did not contribute, "
                "or the spine does not answer"
            )
        where = f"slot {slot} (seq {seq})"
        if what != "slot":
            where = f"the {what} (control slot {slot}, round {seq})"
        super().__init__(f"job {job_id}: {where} made no progress for {waited:.1f} s: {who}")
        self.job_id = job_id
        self.slot = slot
        self.seq = seq
        self.missing = missing
        self.local_workers = local_workers  #: > 0: behind a leaf with this many ranks
        #: behind a leaf whose ranks all contributed: the spine's part is missing
        self.waiting_for_spine = bool(local_workers) and missing == []

    def name_call(self, call: int, collective: str) -> None:
        """Say in the message which call timed out (its number and collective): the
        loops that raise this know the slot and round, the job knows the call."""
        if self.call is not None:
            return
        self.call, self.collective = call, collective
        text = str(self.args[0]) if self.args else ""
        head, named = f"job {self.job_id}: ", f"call {call} ({collective})"
        if text.startswith(head):
            text = f"{head}{named}: {text.removeprefix(head)}"
        else:
            text = f"{named}: {text}"
        self.args = (text,)


class JoinTimeout(AggregationTimeout):
    """The switch did not answer this worker's JOIN."""

    def __init__(
        self, job_id: int, rank: int, switch: Address, local: Address, waited: float
    ) -> None:
        TimeoutError.__init__(
            self,
            f"job {job_id} rank {rank}: the switch at {switch} did not "
            f"answer JOIN for {waited:.1f} s: is it running and reachable, is job "
            f"{job_id} installed, and is this worker's address ({local}) "
            "registered for it?",
        )
        self.job_id = job_id
        self.slot = -1
        self.seq = 0
        self.missing = None
        self.local_workers = 0
        self.waiting_for_spine = False


class JobLost(AggregationTimeout):
    """The switch stopped answering because the controller service dropped the job (its
    lease expired, or the service restarted): ``reason`` says which.  The job's next call
    joins it again through the service (every rank does the same)."""

    def __init__(self, job_id: int, reason: str) -> None:
        TimeoutError.__init__(
            self,
            f"job {job_id}: the switch does not answer because {reason}; the next call "
            "joins the job again through the service",
        )
        self.job_id = job_id
        self.reason = reason
        self.slot = -1
        self.seq = 0
        self.missing = None
        self.local_workers = 0
        self.waiting_for_spine = False


class RunReplaced(HostlibError):
    """Another run of this job (a new run id under the same job name) replaced this one
    at the controller service: this run's job is gone and never comes back, so its calls
    end here.  ``replaced_by`` is the new run's id."""

    def __init__(self, job_name: str, run_id: str, replaced_by: str) -> None:
        super().__init__(
            f"job {job_name!r}: run {run_id!r} was replaced by run {replaced_by!r} at the "
            "controller service: this run ends (the new run keeps the job)"
        )
        self.job_name = job_name
        self.run_id = run_id
        self.replaced_by = replaced_by


class AggregationOverflow(HostlibError, OverflowError):
    """The switch saturated an integer sum; ``chunks`` are the affected packet chunks."""

    def __init__(self, job_id: int, chunks: list[int], elems: int) -> None:
        first = chunks[0] * elems
        super().__init__(
            f"job {job_id}: the int32 sum saturated in {len(chunks)} chunk(s), first at "
            f"elements {first}..{first + elems - 1}"
        )
        self.chunks = chunks


class BroadcastRootError(HostlibError):
    """A broadcast in the agreement packet did not have exactly one root: ``roots`` ranks
    sent their words (None: so many that a sum saturated).  Every rank reads it from the
    same sums, and raises it."""

    def __init__(self, job_id: int, call: int, roots: int | None) -> None:
        counted = "more than one rank (the sum saturated)" if roots is None else f"{roots} ranks"
        super().__init__(
            f"job {job_id}: call {call} (broadcast): {counted} sent their data as the root, "
            "not one; no rank takes the result"
        )
        self.roots = roots


class AggregationRefused(HostlibError):
    """The switch refused this worker's packets (a NACK) for a reason the worker can fix.

    ``reason`` is the switch counter of the refusal, ``detail`` its detail word
    (``docs/protocol.md``, "NACK").
    """

    def __init__(
        self,
        job_id: int,
        rank: int,
        reason: int,
        detail: int,
        sent: str,
        sent_session: int | None = None,
    ) -> None:
        super().__init__(
            f"job {job_id} rank {rank}: the switch refused {sent}: "
            + explain(job_id, rank, reason, detail, sent_session)
        )
        self.job_id = job_id
        self.rank = rank
        self.reason = reason
        self.detail = detail

    @property
    def counter(self) -> Counter | None:
        try:
            return Counter(self.reason)
        except ValueError:
            return None


def explain(
    job_id: int, rank: int, reason: int, detail: int, sent_session: int | None = None
) -> str:
    """What a NACK's reason means to the worker, and what to do; ``sent_session`` is
    the session of the refused packet (0: a JOIN that asked for the job's session)."""
    if reason == Counter.REJECTED_LENGTH:
        return (
            f"rejected_length: the switch aggregates {detail} words per packet (K); "
            "set elems_per_packet to that"
        )
    if reason == Counter.REJECTED_SLOT:
        return f"rejected_slot: the job's slot pool on the switch has {detail} slots"
    if reason == Counter.REJECTED_SPOOFED:
        return (
            f"rejected_spoofed: the switch registers this worker's address as job "
            f"{detail >> 16} rank {detail & 0xFFFF}, not job {job_id} rank {rank}: check the "
            "job id, the rank order of the workers and the local address"
        )
    if reason == Counter.REJECTED_SESSION and sent_session == 0:
        return (
            "rejected_session: the job has no open session: a session start is under way "
            f"or failed; run `p4reduce ctl --config FABRIC session {job_id}` again (or run "
            "through the controller service)"
        )
    if reason == Counter.REJECTED_SESSION:
        return (
            "rejected_session: the session is not the job's current one (the job was "
            "restarted, reinstalled or given a new session since): join the new session"
        )
    if reason == Counter.REJECTED_REJOIN:
        return (
            "rejected_rejoin: this worker already joined the job's current session (an "
            "earlier run of the job?); a session serves one run: start a new one "
            "(`p4reduce ctl --config FABRIC session JOB`, or run through the controller "
            "service) and run again"
        )
    return f"reason {reason}"


class JobMismatch(ConfigError):
    """The switch's job differs from this worker's configuration (learnt at JOIN)."""


class PeerInputError(HostlibError, ValueError):
    """Another rank refused its own input (NaN or Inf, an integer beyond int32) in this
    call: the sum lacks its data, so no rank returns it.  That rank's error names the
    element; the job stays in step and the next call is unaffected."""

    def __init__(self, job_id: int, rank: int) -> None:
        super().__init__(
            f"job {job_id} rank {rank}: another rank's input was refused in this call "
            "(NaN or Inf, or an integer beyond int32: that rank's error names the element); "
            "the result is incomplete and was discarded"
        )
        self.job_id = job_id


class WithdrawnCallError(HostlibError, RuntimeError):
    """Another rank had given this call up (its agreement round timed out there, and it
    went on to its next call) before this rank arrived: it answered the call with void
    data (zeros flagged POISON), so the sum lacks its data and no rank returns it."""

    def __init__(self, job_id: int, rank: int) -> None:
        super().__init__(
            f"job {job_id} rank {rank}: another rank had given this call up (it timed out "
            "waiting for the others and went on to its next call) and took part with void "
            "data: the result was discarded; the next call pairs with that rank's next call"
        )
        self.job_id = job_id


class PeerRefusedError(HostlibError, RuntimeError):
    """Another rank refused this call itself before it ran (its own error says why): no
    rank ran it."""

    def __init__(self, rank: int, job_id: int | None = None) -> None:
        where = f"job {job_id} rank {rank}" if job_id is not None else f"p4reduce: rank {rank}"
        super().__init__(
            f"{where}: another rank refused this call before it ran (that rank's error says "
            "why); it did not run on any rank"
        )
        self.job_id = job_id
