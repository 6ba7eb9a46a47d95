"""A worker's standing in its job's session (hostlib/standing.py), without sockets."""

from __future__ import annotations

import pytest

from hostlib.session import Membership
from hostlib.standing import FirstStep, SessionState, Standing

MEMBER = Membership(session=0x1234, elems_per_packet=64, slot_count=8, num_workers=2)


def test_a_new_job_joins_first_then_calls_go_straight() -> None:
    state = SessionState()
    assert (state.standing, state.first_step()) == (Standing.NOT_JOINED, FirstStep.JOIN)
    state.joined(MEMBER)
    assert (state.standing, state.first_step(), state.membership) == (
        Standing.JOINED,
        FirstStep.NONE,
        MEMBER,
    )


@pytest.mark.parametrize("joined_first", [True, False])
def test_a_refused_session_rejoins_keeping_what_the_switch_said(joined_first: bool) -> None:
    state = SessionState()
    if joined_first:
        state.joined(MEMBER)
    state.session_refused()
    assert state.first_step() is FirstStep.REJOIN
    assert state.membership == (MEMBER if joined_first else None)  # the slots stay
    state.joined(MEMBER)
    assert state.first_step() is FirstStep.NONE


def test_a_lost_job_reopens_and_stays_lost_whatever_the_switch_refuses() -> None:
    state = SessionState()
    state.joined(MEMBER)
    state.job_lost("the service dropped it")
    state.session_refused()  # reopening joins anyway: the loss is what counts
    assert (state.first_step(), state.lost_reason) == (FirstStep.REOPEN, "the service dropped it")
    state.reopened()
    assert (state.standing, state.membership, state.lost_reason) == (
        Standing.NOT_JOINED,
        None,
        None,
    )
    assert state.first_step() is FirstStep.JOIN


def test_every_standing_has_a_first_step() -> None:
    steps = set()
    for standing in Standing:
        steps.add(SessionState(standing=standing).first_step())
    assert steps == set(FirstStep)
