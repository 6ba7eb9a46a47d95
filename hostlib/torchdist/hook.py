"""A DDP communication hook that sends each gradient bucket through the switch.

For a model whose process group is Gloo (or NCCL): everything else stays on that group,
only the gradient all-reduce goes to the switch::

    model = DistributedDataParallel(net)                  # process group: gloo
    state = P4ReduceHookState.from_settings()             # every rank, same order
    model.register_comm_hook(state, p4reduce_hook)

On narrow lanes (``wire="int16"`` or ``P4REDUCE_WIRE``: half the bytes of int32 words,
stochastically rounded) the hook keeps each bucket's rounding error and adds it to the
bucket's next gradient (error feedback, :mod:`.feedback`), as PyTorch's PowerSGD hook
keeps its error per bucket::

    state = P4ReduceHookState.from_settings(wire="int16")

The hook averages (it divides the switch's sum by the world size itself, as DDP expects
of a hook) and uses the reducer's Gloo fallback (see :mod:`.reducer`).  It runs outside
``torch.compile``, as Gloo's C++ all-reduce does (:mod:`.compiling`).  CUDA buckets take
the same way, staged through host memory (:mod:`.staging`); a bucket's future is done
once the stream DDP issued it on waits for the result.
"""

# No ``from __future__ import annotations`` here: DDP compares the hook's annotations
# with the real ``dist.GradBucket`` and ``torch.futures.Future[torch.Tensor]`` objects.
from dataclasses import replace

import torch
import torch.distributed as dist

# dist.GradBucket itself, imported from where it is defined (torch does not re-export it).
from torch._C._distributed_c10d import GradBucket

from p4rproto.agreement import Wire

from .compiling import outside_compile
from .futures import Outcome
from .reducer import ReducerCounters, SwitchReducer
from .settings import TorchSwitchSettings


class P4ReduceHookState:
    """The hook's state: a :class:`SwitchReducer` for this rank's switch job, and
    whether each bucket's rounding error on narrow lanes feeds its next gradient."""

    def __init__(self, reducer: SwitchReducer, error_feedback: bool = True) -> None:
        self.reducer = reducer
        self.error_feedback = error_feedback
        #: backward passes seen; error feedback starts at the second, once DDP rebuilt its
        #: buckets (after the first, as PowerSGD's hook waits for it)
        self.iteration = 0

    @classmethod
    def from_settings(
        cls,
        settings: TorchSwitchSettings | None = None,
        process_group: dist.ProcessGroup | None = None,
        *,
        wire: Wire | str | None = None,
        error_feedback: bool = True,
    ) -> "P4ReduceHookState":
        """Open the switch job for the ranks of ``process_group`` (default: the world).

        Creates the reducer's own Gloo group with ``dist.new_group``, which every rank
        of the default group must call, in the same order as its other ``new_group``
        calls.  ``settings`` default to :meth:`TorchSwitchSettings.from_env`; ``wire``
        overrides theirs (every rank the same); ``error_feedback``: on narrow lanes, add
        each bucket's rounding error to its next gradient.
        """
        settings = TorchSwitchSettings.from_env() if settings is None else settings
        if wire is not None:
            settings = replace(settings, wire=Wire.of(wire))
        ranks = None if process_group is None else dist.get_process_group_ranks(process_group)
        group = dist.new_group(ranks=ranks, backend="gloo")
        if group is None or group == dist.GroupMember.NON_GROUP_MEMBER:
            raise ValueError("this rank is not in the process group the hook serves")
        # Its own job at the service, beside the backend's (or another hook's): the
        # group's name is the same on every rank (new_group runs in the same order).
        suffix = f"/hook-{group.group_name}"
        reducer = SwitchReducer.from_settings(settings, group, job_suffix=suffix)
        return cls(reducer, error_feedback)

    @property
    def counters(self) -> ReducerCounters:
        return self.reducer.counters

    def close(self) -> None:
        """Finish queued all-reduces and close the switch job."""
        self.reducer.close()


@outside_compile  # DDP calls it from C++, also inside a compiled step (its backward)
def p4reduce_hook(
    state: P4ReduceHookState, bucket: GradBucket
) -> torch.futures.Future[torch.Tensor]:
    """All-reduce (average) ``bucket`` through the switch; the future holds the buffer."""
    fed = state.error_feedback and state.iteration > 0
    feedback = ("bucket", bucket.index()) if fed else None
    if bucket.is_last():
        state.iteration += 1
    issued = state.reducer.all_reduce_issue([bucket.buffer()], dist.ReduceOp.AVG, feedback=feedback)
    return issued.future.then(_first)


def _first(fut: torch.futures.Future[Outcome[list[torch.Tensor]]]) -> torch.Tensor:
    """The bucket's buffer, or the all-reduce's error raised (DDP then raises it)."""
    return fut.value().unwrap()[0]
