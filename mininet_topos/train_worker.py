"""One rank of the emulated DDP training, run inside its host's namespace:
``python -m mininet_topos.train_worker SPEC``.

Launched as torchrun launches a rank: ``MASTER_ADDR``, ``MASTER_PORT``, ``RANK``,
``WORLD_SIZE``, ``LOCAL_RANK`` in the environment (``init_process_group``'s ``env://``),
``GLOO_SOCKET_IFNAME`` the host's interface, and for the switch only what a user sets:
``P4REDUCE_CONTROLLER``, ``P4REDUCE_TOKEN_FILE`` and ``P4REDUCE_JOB_NAME``.  SPEC (JSON)
says the model, the mode and the steps; the report goes next to it as ``.out.json``.

The mode is how gradients are summed: ``backend`` (``init_process_group("p4reduce")``,
DDP on it), ``hook`` (DDP on Gloo, ``register_comm_hook`` with the switch hook),
``gloo`` (the baseline) or ``gloo-fp16`` (Gloo with PyTorch's ``fp16_compress_hook``:
half the bytes, the fair comparison for narrow lanes, ``P4REDUCE_WIRE``).  Three
phases, each started after a barrier:

1. compute alone: ``compute_steps`` steps of forward, backward and the optimizer on a
   copy of the model without DDP (what a step costs with no communication, with every
   rank computing at once, as in training);
2. communication alone: ``comm_repeat`` all-reduces (AVG) of one tensor as large as the
   gradients, through the mode's path;
3. training: ``steps`` DDP steps on this rank's synthetic batches (drawn beforehand),
   each timed, with its loss.
"""

from __future__ import annotations

import copy
import json
import os
import sys
import time
import traceback
from dataclasses import asdict, dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any, NoReturn

from .models import ModelConfig, ModelKind


class TrainMode:
    BACKEND = "backend"
    HOOK = "hook"
    GLOO = "gloo"
    GLOO_FP16 = "gloo-fp16"


#: Every mode, p4reduce's first: the order a run trains in.
MODES = (TrainMode.BACKEND, TrainMode.HOOK, TrainMode.GLOO, TrainMode.GLOO_FP16)
#: The modes whose all-reduces go through the switch.
SWITCH_MODES = (TrainMode.BACKEND, TrainMode.HOOK)


@dataclass(frozen=True)
class TrainSpec:
    """What one rank runs (the same on every rank of a launch)."""

    kind: str
    size: str
    batch: int
    seq: int
    impl: str
    mode: str
    steps: int
    lr: float
    seed: int
    bucket_mb: float  #: DDP's bucket_cap_mb
    compute_steps: int
    comm_repeat: int
    timeout: float  #: the process group's timeout, seconds
    #: record when each gradient bucket's all-reduce was issued and done, in every step
    #: (through a comm hook of the same effect, also for Gloo and the backend)
    trace: bool = False

    @property
    def model(self) -> ModelConfig:
        return ModelConfig(ModelKind(self.kind), self.size, self.batch, self.seq, self.impl)

    def write(self, path: Path) -> Path:
        path.write_text(json.dumps(asdict(self)))
        return path

    @classmethod
    def read(cls, path: Path) -> TrainSpec:
        return cls(**json.loads(path.read_text()))


def run(spec_path: Path) -> NoReturn:
    """Train as ``spec_path`` says, write the report beside it and end the process."""
    import torch
    import torch.distributed as dist
    from torch.nn.parallel import DistributedDataParallel

    import hostlib.torchdist as p4t

    from . import zoo

    spec = TrainSpec.read(spec_path)
    cfg = spec.model
    torch.set_num_threads(1)  # deterministic steps; the emulation's cores are shared
    backend = p4t.BACKEND_NAME if spec.mode == TrainMode.BACKEND else "gloo"
    dist.init_process_group(backend, timeout=timedelta(seconds=spec.timeout))
    rank, world = dist.get_rank(), dist.get_world_size()
    state = None
    try:
        model, impl = zoo.build(cfg, spec.seed)
        data = zoo.SyntheticData(cfg, spec.seed)
        count = max(spec.steps, spec.compute_steps + 1)
        batches = [data.batch(rank, step) for step in range(count)]
        if spec.mode == TrainMode.HOOK:  # a collective: before anything is timed
            state = p4t.P4ReduceHookState.from_settings()

        compute = _time_compute(spec, cfg, copy.deepcopy(model), batches)

        g = torch.Generator().manual_seed(spec.seed + rank)
        flat = torch.randn(zoo.parameter_count(model), generator=g) * 1e-3  # gradient-like
        comm = []
        for i in range(spec.comm_repeat + 1):  # the first warms the path up: not counted
            dist.barrier()
            t0 = time.perf_counter()
            if state is not None:
                state.reducer.all_reduce([flat], dist.ReduceOp.AVG).wait()
            elif spec.mode == TrainMode.GLOO_FP16:
                dist.all_reduce(flat.half())  # what fp16_compress_hook sends
            else:
                dist.all_reduce(flat)  # SUM (Gloo has no AVG); the same bytes
            if i:
                comm.append(time.perf_counter() - t0)

        ddp = DistributedDataParallel(model, bucket_cap_mb=spec.bucket_mb)
        tracer = BucketTracer(state) if spec.trace else None
        if tracer is not None:
            # a lambda: DDP refuses a hook whose annotations are not its own types
            ddp.register_comm_hook(tracer, lambda t, bucket: t.issue(bucket))
        elif state is not None:
            ddp.register_comm_hook(state, p4t.p4reduce_hook)
        elif spec.mode == TrainMode.GLOO_FP16:
            from torch.distributed.algorithms.ddp_comm_hooks import default_hooks

            ddp.register_comm_hook(None, default_hooks.fp16_compress_hook)
        opt = zoo.optimizer(cfg, ddp, spec.lr)
        steps = []
        dist.barrier()
        start = time.time()
        t_start = time.perf_counter()
        for step in range(spec.steps):
            x, y = batches[step]
            t0 = time.perf_counter()
            if tracer is not None:
                tracer.start_step(t0)
            loss, forward, backward = zoo.train_step(cfg, ddp, opt, x, y)
            value = loss.item()
            t1 = time.perf_counter()
            # start, seconds, loss, forward's and backward's seconds (backward's with the
            # wait for the last bucket)
            steps.append((t0 - t_start, t1 - t0, value, forward - t0, backward - forward))
        counters = None
        if state is not None:
            counters = asdict(state.counters)
        elif isinstance(dist.group.WORLD, p4t.P4ReduceProcessGroup):
            counters = asdict(dist.group.WORLD.counters)
        report = {
            "rank": rank,
            "world": world,
            "mode": spec.mode,
            "impl": impl,
            "params": zoo.parameter_count(model),
            "compute_s": compute,
            "allreduce_s": comm,
            "started": start,
            "steps": steps,
            "counters": counters,
            "buckets": tracer.steps if tracer is not None else None,
            "pid": os.getpid(),
        }
    finally:
        if state is not None:
            state.close()
        dist.destroy_process_group()
    spec_path.with_suffix(".out.json").write_text(json.dumps(report))
    _exit_now(0)


def _exit_now(code: int) -> NoReturn:
    """End the process without freeing torch's objects.  Freeing DDP frees its Gloo
    group, whose destructor joins Gloo's run-loop thread while this thread holds the
    GIL; that thread may still be releasing a Python callback of an all-reduce's future
    (``fp16_compress_hook``'s ``then``, the tracer's) and waits for the GIL: a deadlock
    seen after the report was written (torch 2.13, one run in a few)."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def _time_compute(
    spec: TrainSpec, cfg: ModelConfig, model: Any, batches: list[Any]
) -> list[tuple[float, float, float]]:
    """(step, forward, backward) seconds of each of ``compute_steps`` steps without
    communication (after one untimed step), every rank at once."""
    import torch.distributed as dist

    from . import zoo

    opt = zoo.optimizer(cfg, model, spec.lr)
    times = []
    dist.barrier()
    for step in range(spec.compute_steps + 1):
        x, y = batches[step]
        t0 = time.perf_counter()
        _, forward, backward = zoo.train_step(cfg, model, opt, x, y)
        if step:
            times.append((time.perf_counter() - t0, forward - t0, backward - forward))
    return times


class BucketTracer:
    """A comm hook's state that times each bucket's all-reduce: through the p4reduce
    hook's reducer when given one, else through the default group as DDP's own
    all-reduce does it (divide by the world size, sum)."""

    def __init__(self, hook_state: Any) -> None:
        self.hook_state = hook_state
        self.steps: list[list[tuple[int, float, float]]] = []  #: per step (numel, issued, done)
        self._t0 = 0.0

    def start_step(self, t0: float) -> None:
        self._t0 = t0
        self.steps.append([])

    def issue(self, bucket: Any) -> Any:
        import torch.distributed as dist

        import hostlib.torchdist as p4t

        issued = time.perf_counter() - self._t0
        row = self.steps[-1]
        buf = bucket.buffer()
        if self.hook_state is not None:
            fut = p4t.p4reduce_hook(self.hook_state, bucket)
        else:
            buf.div_(dist.get_world_size())
            fut = dist.all_reduce(buf, async_op=True).get_future()

        def done(f: Any) -> Any:
            row.append((buf.numel(), issued, time.perf_counter() - self._t0))
            value = f.value()
            return value[0] if isinstance(value, list) else value

        return fut.then(done)


if __name__ == "__main__":
    try:
        run(Path(sys.argv[1]))
    except BaseException:  # the traceback to the log; the frames are never freed
        traceback.print_exc()
        _exit_now(1)
