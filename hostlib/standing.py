"""A worker's standing in its job's session, one state machine: what the next call must do
before it sends a packet.

::

    NOT_JOINED --joined--> JOINED --session_refused--> SESSION_REFUSED --joined--> JOINED
      ^   |                                                  ^
      |   +------------------session_refused-----------------+
      +--reopened-- JOB_LOST <--job_lost-- (any)

``NOT_JOINED``: no JOIN yet (a new job, or one the controller service handed out again):
the call joins first.  ``SESSION_REFUSED``: the switch refused this worker's session
(``rejected_session``: it restarted, or the job got a new session): the call joins the
current session again, keeping its slots.  ``JOB_LOST``: the controller service dropped
the job: the call joins it again through the service (a new job id, session and slots),
then the switch.  Pure: no sockets; :class:`hostlib.job.AggregationJob` acts on it.

The PyTorch layer keeps a decision of its own beside this one (the reducer's
``_rejoin_pending``): that every rank rejoins before the next call, agreed in a Gloo
round, where this state is one rank's and may differ between ranks.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .session import Membership


class Standing(enum.Enum):
    NOT_JOINED = "not joined"
    JOINED = "joined"
    SESSION_REFUSED = "session refused"
    JOB_LOST = "job lost"


class FirstStep(enum.Enum):
    """What a call does before its agreement."""

    NONE = "none"
    JOIN = "join"  #: JOIN the switch's session (the first time)
    REJOIN = "rejoin"  #: JOIN again: the same slots, the switch's current session
    REOPEN = "reopen"  #: join the job again through the controller service


_FIRST_STEP = {
    Standing.NOT_JOINED: FirstStep.JOIN,
    Standing.JOINED: FirstStep.NONE,
    Standing.SESSION_REFUSED: FirstStep.REJOIN,
    Standing.JOB_LOST: FirstStep.REOPEN,
}


@dataclass
class SessionState:
    """One worker's standing, what the switch said at its last JOIN, and why the job was
    lost (when it was)."""

    standing: Standing = Standing.NOT_JOINED
    #: what the switch said at the last JOIN; kept while the session is refused (a
    #: rejoin keeps the slots), cleared when the service hands the job out again
    membership: Membership | None = None
    lost_reason: str | None = None

    def first_step(self) -> FirstStep:
        return _FIRST_STEP[self.standing]

    def joined(self, membership: Membership) -> None:
        self.standing, self.membership = Standing.JOINED, membership

    def session_refused(self) -> None:
        """The switch refused the session, the first JOIN's too (a job lost stays lost:
        reopening it joins as well)."""
        if self.standing is not Standing.JOB_LOST:
            self.standing = Standing.SESSION_REFUSED

    def job_lost(self, reason: str) -> None:
        self.standing, self.lost_reason = Standing.JOB_LOST, reason

    def reopened(self) -> None:
        """The service handed the job out again: a new job, not joined yet."""
        self.standing, self.membership, self.lost_reason = Standing.NOT_JOINED, None, None
