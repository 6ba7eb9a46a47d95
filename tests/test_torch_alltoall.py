"""All-to-all with uneven splits through the ``p4reduce`` process group
(``hostlib/torchdist/alltoall.py``): the counts each rank derives from its arguments,
the check that they fit together, and three ranks as threads against Gloo's groups in
the same ranks, with the switch agreeing on the calls and without a switch.

Splits that differ per rank are a mixture-of-experts layer's token dispatch; they run
exactly as on Gloo.  Splits that do not fit raise on every rank, before any data moves,
where Gloo writes part of the output silently or aborts the process."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

pytest.importorskip("torch")

import torch
import torch.distributed as dist

from hostlib.agreement import CallMismatch
from hostlib.errors import PeerRefusedError
from hostlib.torchdist.alltoall import Counts, list_counts, mismatches, single_counts
from tests.test_torch_backend import ThreadWorld, switch_world
from tests.workers import run_all

pytestmark = pytest.mark.torch

N = 3
#: ``SPLITS[i][j]``: rows rank i sends to rank j (0 included: an expert with no token).
SPLITS = [[1, 2, 0], [3, 1, 2], [0, 4, 1]]
WIDTH = 2  #: elements of a row


# -- the counts, without a process group -----------------------------------------------------
def test_counts_are_splits_times_the_elements_of_a_row() -> None:
    out, inp = torch.empty(4, 3, 2), torch.empty(5, 3, 2)
    assert single_counts(out, inp, [1, 3], [5, 0], 2) == Counts((30, 0), (6, 18))
    assert single_counts(out, out, [], [], 2) == Counts((12, 12), (12, 12))  # even parts
    assert single_counts(out, inp, [], [2, 3], 2) == Counts((12, 18), (12, 12))  # mixed
    empty = torch.empty(0, 7)
    assert single_counts(empty, empty, [0, 0], [], 2) == Counts((0, 0), (0, 0))
    lists = list_counts([torch.empty(2, 2), torch.empty(0)], [torch.empty(3), torch.empty(1, 4)])
    assert lists == Counts((3, 4), (4, 0))


@pytest.mark.parametrize(
    ("shape", "splits", "words"),
    [
        ((4,), [1, 2], "Split sizes doesn't match total dim 0 size"),
        ((4,), [4], "Number of tensor splits not equal to group size"),
        ((3,), [], "Tensor's dim 0 does not divide equally across group size"),
        ((4,), [5, -1], "negative split size"),
        ((), [], "0-dimensional"),
    ],
)
def test_splits_that_do_not_fit_the_rank_s_own_tensor_raise_as_gloo(
    shape: tuple[int, ...], splits: list[int], words: str
) -> None:
    t = torch.empty(shape)
    with pytest.raises(RuntimeError, match=f"p4reduce::alltoall_base: .*{words}"):
        single_counts(torch.empty(4), t, [], splits, 2)


def test_mismatches_name_each_pair_whose_counts_differ() -> None:
    fitting = [Counts(tuple(SPLITS[i]), tuple(SPLITS[j][i] for j in range(N))) for i in range(N)]
    assert mismatches(fitting) == []
    # rank 2 expects 1 element from rank 0, which sends it none; and its own count to
    # itself is off: both pairs named, from the sender's side
    wrong = [*fitting[:2], Counts(fitting[2].send, (1, 2, 2))]
    assert mismatches(wrong) == [(0, 2, 0, 1), (2, 2, 1, 2)]


# -- three ranks -----------------------------------------------------------------------------
@pytest.fixture(scope="module", params=["switch", "no switch"])
def world(request: pytest.FixtureRequest) -> Iterator[ThreadWorld]:
    """The calls agreed in the switch's agreement round, or (no job) in a Gloo round."""
    switch = request.param == "switch"
    fallback = "fail" if switch else "gloo"  # (a job without slots takes "gloo" only)
    with switch_world(N, fallback=fallback, timeout=5.0, slots=32 if switch else 0) as w:
        yield w


def on_every_rank(fn: Callable[[int], Any]) -> list[Any]:
    """``fn(rank)`` on every rank at once; each rank's result or exception."""
    return run_all([lambda r=r: fn(r) for r in range(N)])


def dispatch(w: ThreadWorld, rank: int, group: Any, splits: list[list[int]]) -> torch.Tensor:
    """Rank ``rank``'s tokens sent with ``splits``, rows numbered by sender."""
    ins = splits[rank]
    outs = [splits[j][rank] for j in range(N)]
    x = torch.arange(sum(ins) * WIDTH, dtype=torch.float32).view(-1, WIDTH) + 100 * rank
    y = torch.full((sum(outs), WIDTH), -1.0)
    group.alltoall_base(y, x, outs, ins, dist.AllToAllOptions()).wait()
    return y


def test_uneven_splits_give_gloo_s_result(world: ThreadWorld) -> None:
    mine = on_every_rank(lambda r: dispatch(world, r, world.pgs[r], SPLITS))
    gloo = on_every_rank(lambda r: dispatch(world, r, world.gloo[r], SPLITS))
    for a, b in zip(mine, gloo, strict=True):
        assert torch.equal(a, b), (a, b)
    # rank 2: rows 4 and 5 of rank 1 (after its 1 + 3 rows for ranks 0 and 1), its own row 4
    assert mine[2][:, 0].tolist() == [108.0, 110.0, 208.0]


def test_even_and_explicit_splits_mix_as_on_gloo(world: ThreadWorld) -> None:
    """Rank 0 passes no splits (equal parts), the others pass them: the same call."""

    def call(r: int, group: Any) -> torch.Tensor:
        x = torch.arange(6, dtype=torch.float32) + 10 * r
        y = torch.zeros(6)
        splits = [] if r == 0 else [2, 2, 2]
        group.alltoall_base(y, x, splits, splits, dist.AllToAllOptions()).wait()
        return y

    mine = on_every_rank(lambda r: call(r, world.pgs[r]))
    gloo = on_every_rank(lambda r: call(r, world.gloo[r]))
    assert all(torch.equal(a, b) for a, b in zip(mine, gloo, strict=True)), (mine, gloo)


@pytest.mark.parametrize(
    ("receives", "pair"),
    [
        # rank 2 expects a row from rank 0, which sends it none: Gloo leaves it unwritten
        ([1, 2, 1], "rank 0 sends 0 elements to rank 2, which expects 1"),
        # rank 2 expects one row of rank 1's two: Gloo aborts the process
        ([0, 1, 1], "rank 1 sends 2 elements to rank 2, which expects 1"),
    ],
)
def test_splits_that_do_not_fit_raise_on_every_rank_and_spoil_nothing(
    world: ThreadWorld, receives: list[int], pair: str
) -> None:
    def call(r: int) -> Any:
        ins = SPLITS[r]
        outs = receives if r == 2 else [SPLITS[j][r] for j in range(N)]
        x, y = torch.zeros(sum(ins)), torch.zeros(sum(outs))
        return world.pgs[r].alltoall_base(y, x, outs, ins, dist.AllToAllOptions()).wait()

    for result in on_every_rank(call):
        assert isinstance(result, CallMismatch), result
        assert result.differing == ("splits",)
        assert pair in str(result) and "did not run on any rank" in str(result)
        assert result.values["splits"][2] == f"sends [0, 4, 1], receives {receives}"
    test_uneven_splits_give_gloo_s_result(world)  # the next call runs


def test_a_rank_whose_splits_do_not_fit_its_tensor_refuses_the_call(world: ThreadWorld) -> None:
    def call(r: int) -> Any:
        ins = [2, 2, 2] if r != 1 else [2, 2, 1]  # 6 rows, splits for 5
        return (
            world.pgs[r]
            .alltoall_base(torch.zeros(6), torch.zeros(6), [2, 2, 2], ins, dist.AllToAllOptions())
            .wait()
        )

    results = on_every_rank(call)
    assert isinstance(results[1], RuntimeError) and "Split sizes" in str(results[1])
    assert isinstance(results[0], PeerRefusedError) and isinstance(results[2], PeerRefusedError)
    test_uneven_splits_give_gloo_s_result(world)


def test_lists_of_uneven_tensors_go_to_their_ranks(world: ThreadWorld) -> None:
    """``all_to_all`` with lists: tensor j to rank j, any sizes (Gloo's takes one size:
    the reference is Gloo's ``all_to_all_single`` of the same elements)."""

    def call(r: int) -> list[torch.Tensor]:
        ins = [torch.full((SPLITS[r][j], WIDTH), 10.0 * r + j) for j in range(N)]
        outs = [torch.full((SPLITS[j][r], WIDTH), -1.0) for j in range(N)]
        world.pgs[r].alltoall(outs, ins, dist.AllToAllOptions()).wait()
        return outs

    mine = on_every_rank(call)
    flat = on_every_rank(lambda r: dispatch(world, r, world.gloo[r], SPLITS))
    for r in range(N):
        assert [t.shape[0] for t in mine[r]] == [SPLITS[j][r] for j in range(N)]
        for j, t in enumerate(mine[r]):
            assert torch.equal(t, torch.full_like(t, 10.0 * j + r))
        assert torch.cat(mine[r]).shape == flat[r].shape


def test_lists_that_do_not_fit_raise_on_every_rank(world: ThreadWorld) -> None:
    def call(r: int) -> Any:
        ins = [torch.zeros(2) for _ in range(N)]
        outs = [torch.zeros(3 if r == 1 else 2) for _ in range(N)]
        return world.pgs[r].alltoall(outs, ins, dist.AllToAllOptions()).wait()

    for result in on_every_rank(call):
        assert isinstance(result, CallMismatch) and result.differing == ("splits",), result


def test_list_arguments_gloo_refuses_at_the_call_are_refused_there(world: ThreadWorld) -> None:
    pg, o = world.pgs[0], dist.AllToAllOptions()
    with pytest.raises(RuntimeError, match="input tensor list size 2 does not match world size 3"):
        pg.alltoall([torch.zeros(1)] * 3, [torch.zeros(1)] * 2, o)
    wider = [torch.zeros(1), torch.zeros(1), torch.zeros(1, dtype=torch.float64)]
    with pytest.raises(RuntimeError, match="invalid tensor type at index 5"):
        pg.alltoall(wider, [torch.zeros(1)] * 3, o)
