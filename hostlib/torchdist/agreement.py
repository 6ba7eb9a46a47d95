"""The PyTorch layer's Gloo rounds: agreeing where no switch does, and recovering after a
switch call failed.

Every collective of a ``p4reduce`` group is agreed once, before it runs: in the switch's
agreement round (``p4rproto.agreement``: the host library's ``all_reduce`` and ``agree``)
whenever the group has a switch job in use.  Two moments need the ranks to agree
without the switch, and each is one all-reduce of one row of integers per rank over the
internal Gloo group (:func:`exchange`):

* **No switch in use** (no job, or a cool-down after the switch failed): the row
  describes the call (:class:`~.calls.TorchCall`) and whether the rank refuses it
  (:func:`agree_on_gloo`); every rank checks every row.
* **A switch call failed on this rank** (a timeout, a refusal, a lost session, void
  data from a rank that gave the call up; anything but a verdict every rank read in the
  same agreement round): the row reports how (:class:`Failure`), where the rank's job
  stands (its control round and next call number) and which operation it is at
  (:func:`recover`).  Every rank whose call failed comes here; a rank whose call
  succeeded comes at its next switch call, which cannot complete without the others.
  So the ranks decide together: redo the call through Gloo, rejoin the switch's session,
  or raise; and their jobs continue in step (``AggregationJob.resync``).

Rows of both kinds have the same shape, and say which kind and which operation they are,
so that a round can never pair with a round of another kind or operation unnoticed:
the ranks then raise :class:`GroupOutOfStep`.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import astuple, dataclass, fields

import torch
import torch.distributed as dist

from p4rproto.agreement import Collective, Dtype, ReduceOp, Route, member

from ..agreement import CallMismatch
from ..errors import HostlibError, PeerRefusedError
from .calls import TorchCall
from .groups import AllReduceGroup, allreduce_options


class RoundKind(enum.IntEnum):
    AGREE = 1  #: a call's agreement, without a switch
    RECOVER = 2  #: after a failed switch call


class Failure(enum.IntEnum):
    """How a switch call failed on a rank (the worst over the ranks decides)."""

    OK = 0
    BAD_INPUT = 1  #: input the switch cannot carry (NaN/Inf, beyond int32, saturated)
    SWITCH_FAILED = 2  #: a timeout, a socket error, a rank that gave the call up
    SESSION_LOST = 3  #: the switch refused the session (it restarted, or a new session)
    JOB_LOST = 4  #: the controller service dropped the job
    MISCONFIGURED = 5  #: the switch refused the job as configured


@dataclass(frozen=True)
class Row:
    """One rank's row of a Gloo round."""

    kind: int
    seq: int  #: the operation's number in the group (the same on every rank)
    collective: int = 0
    route: int = 0
    op: int = 0
    dtype: int = 0
    length: int = 0
    detail: int = 0
    refused: int = 0
    outcome: int = 0
    round: int = 0  #: the job's next control round
    next_call: int = 0  #: the job's next call number


COLUMNS = tuple(f.name for f in fields(Row))
_CALL_FIELDS = ("collective", "route", "op", "dtype", "length", "detail")


class PeerLostError(HostlibError, RuntimeError):
    """The ranks could not agree on a call: a peer is gone (its process exited or its
    connections closed) or did not come within the group's timeout."""

    def __init__(self, rank: int, cause: BaseException) -> None:
        super().__init__(
            f"p4reduce: rank {rank}: the ranks could not agree on this call: a peer rank is "
            f"gone or did not come within the group's timeout ({cause}); the call did not run"
        )


class GroupOutOfStep(HostlibError, RuntimeError):
    """The ranks are at different operations after a failure (a rank's switch call
    completed where another's failed, and the switch lost what the other needed): the
    group cannot go on in step, on any rank."""

    def __init__(self, rank: int, seqs: list[int], kinds: list[int]) -> None:
        super().__init__(
            f"p4reduce: rank {rank}: after a failed switch call the ranks are at different "
            f"operations ({', '.join(f'rank {r}: {s}' for r, s in enumerate(seqs))}; round "
            f"kinds {kinds}): a rank completed a call that another lost; this group cannot "
            "continue in step (restart the run, e.g. with torchrun --max-restarts)"
        )


#: The error of a collective whose ranks' calls differ (the host library's: the same
#: whether the switch's agreement round or a Gloo round found it).
CollectiveMismatch = CallMismatch


def exchange(group: AllReduceGroup, rank: int, size: int, row: Row) -> list[Row]:
    """Every rank's row, the same list on every rank (one Gloo all-reduce)."""
    return [Row(*values) for values in exchange_rows(group, rank, size, astuple(row))]


def exchange_rows(
    group: AllReduceGroup, rank: int, size: int, row: Sequence[int]
) -> list[list[int]]:
    """Every rank's row of integers (each as long as ``row``), the same table on every
    rank (one Gloo all-reduce)."""
    table = torch.zeros(size, len(row), dtype=torch.int64)
    table[rank] = torch.tensor(row, dtype=torch.int64)
    try:
        group.allreduce([table], allreduce_options(dist.ReduceOp.SUM)).wait()
    except RuntimeError as exc:  # Gloo: a peer closed its connection, or timed out
        raise PeerLostError(rank, exc) from exc
    rows: list[list[int]] = table.tolist()
    return rows


def _check_step(rank: int, rows: list[Row]) -> None:
    if len({(r.kind, r.seq) for r in rows}) > 1:
        raise GroupOutOfStep(rank, [r.seq for r in rows], [r.kind for r in rows])


def _describe(name: str, value: int) -> str:
    enums: dict[str, type[enum.IntEnum]] = {
        "collective": Collective,
        "route": Route,
        "op": ReduceOp,
        "dtype": Dtype,
    }
    if name in enums:
        found = member(enums[name], value)
        return found.name.lower() if found is not None else str(value)
    if name == "detail":
        return f"{value & 0xFF} tensor(s), digest {value >> 8}"
    return str(value)


def agree_on_gloo(
    group: AllReduceGroup,
    rank: int,
    size: int,
    seq: int,
    call: TorchCall,
    refused: BaseException | None = None,
) -> None:
    """Agree on ``call`` (operation ``seq``) over ``group``; raise unless every rank made
    the same call and none refused it (``refused``: why this rank refuses it, raised here
    then; the others raise :class:`~hostlib.errors.PeerRefusedError`)."""
    mine = Row(
        RoundKind.AGREE,
        seq,
        call.collective,
        call.route,
        call.op,
        call.dtype,
        call.length,
        call.detail,
        int(refused is not None),
    )
    rows = exchange(group, rank, size, mine)
    _check_step(rank, rows)
    differing = tuple(f for f in _CALL_FIELDS if len({getattr(r, f) for r in rows}) > 1)
    if differing:
        values = {f: tuple(_describe(f, getattr(r, f)) for r in rows) for f in differing}
        per_rank = "; ".join(
            f"{f}: " + ", ".join(f"rank {r}: {v}" for r, v in enumerate(values[f]))
            for f in differing
        )
        raise CallMismatch(
            f"p4reduce: rank {rank}: the ranks' collective calls differ ({per_rank}); the "
            "call did not run on any rank, and the next one is unaffected",
            differing,
            values,
        )
    if refused is not None:
        raise refused
    if any(r.refused for r in rows):
        raise PeerRefusedError(rank)


@dataclass(frozen=True)
class Recovery:
    """What the ranks decided together after a failed switch call."""

    outcomes: tuple[Failure, ...]  #: each rank's
    round: int  #: the control round every job continues at (past every rank's)
    next_call: int  #: the call number every job continues at

    @property
    def worst(self) -> Failure:
        return max(self.outcomes)

    def failed(self) -> list[int]:
        return [r for r, o in enumerate(self.outcomes) if o != Failure.OK]


def recover(
    group: AllReduceGroup,
    rank: int,
    size: int,
    seq: int,
    outcome: Failure,
    control_round: int,
    next_call: int,
) -> Recovery:
    """Report how operation ``seq`` failed here, and where this rank's job stands; every
    rank's reports decide (:class:`Recovery`).  :class:`GroupOutOfStep` when the ranks are
    at different operations."""
    rows = exchange(
        group,
        rank,
        size,
        Row(RoundKind.RECOVER, seq, outcome=outcome, round=control_round, next_call=next_call),
    )
    _check_step(rank, rows)
    return Recovery(
        tuple(Failure(r.outcome) for r in rows),
        max(r.round for r in rows) + 1,
        max(r.next_call for r in rows),
    )
