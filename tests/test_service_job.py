"""A group's join through the controller service is agreed by every rank, failures too.

A rank whose own job cannot open (its AF_XDP socket refused, say) must still take part in
the agreement before it raises: the other ranks, waiting in it, then raise too instead of
waiting for Gloo's timeout.  The group here stands in for Gloo: its MIN takes the other
ranks' answers as given.
"""

from __future__ import annotations

from typing import Any

import pytest
import torch

from hostlib.errors import HostlibError
from hostlib.torchdist import TorchSwitchSettings
from hostlib.torchdist import service_job as sj
from hostlib.xdp import XdpUnavailable

SERVICE_ENV = {"P4REDUCE_CONTROLLER": "127.0.0.1:9", "P4REDUCE_TOKEN_FILE": "token"}


class Completed:
    def wait(self) -> bool:
        return True


class OtherRanks:
    """A two-rank group whose other rank answered ``theirs`` in the join's agreement."""

    def __init__(self, theirs: int) -> None:
        self.theirs = theirs
        self.agreements = 0

    def size(self) -> int:
        return 2

    def rank(self) -> int:
        return 0

    def allreduce(self, tensors: list[torch.Tensor], opts: Any = None) -> Completed:
        self.agreements += 1
        tensors[0].clamp_(max=self.theirs)  # MIN
        return Completed()


class Joined:
    closed = False

    def close(self) -> None:
        Joined.closed = True


@pytest.fixture
def settings(monkeypatch: pytest.MonkeyPatch) -> TorchSwitchSettings:
    monkeypatch.setattr("hostlib.service.ServiceOptions.from_files", lambda *a, **k: None)
    return TorchSwitchSettings.from_env(SERVICE_ENV)


def test_a_rank_whose_job_cannot_open_agrees_before_it_raises(
    settings: TorchSwitchSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*args: Any, **kwargs: Any) -> None:
        raise XdpUnavailable("--io xdp on eth0: bind: Device or resource busy")

    monkeypatch.setattr("hostlib.service.open_job", refuse)
    group = OtherRanks(theirs=2)  # the other rank joined
    with pytest.raises(XdpUnavailable, match="resource busy"):
        sj.join_service(settings, group, "run")  # type: ignore[arg-type]
    assert group.agreements == 1  # it told the other rank first


def test_the_other_ranks_raise_naming_the_rank_that_could_not(
    settings: TorchSwitchSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("hostlib.service.open_job", lambda *a, **k: Joined())
    Joined.closed = False
    group = OtherRanks(theirs=0)  # the other rank's job did not open
    with pytest.raises(HostlibError, match="another rank could not join 'run'"):
        sj.join_service(settings, group, "run")  # type: ignore[arg-type]
    assert Joined.closed  # this rank's own job is left, not kept half-formed
