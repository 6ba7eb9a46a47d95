"""HSDP through the switch: FSDP2 over a 2-D mesh (shard within a replica group,
replicate across), four ranks, on the ``p4reduce`` backend behind the controller service,
then the same training on Gloo; prints how many all-reduces each replica group sent
through the switch and the largest parameter difference against Gloo.

    .venv/bin/python tools/hsdp_probe.py --steps 100 --width 2048     # 12.6 M parameters

Each ``new_group`` of the mesh is a p4reduce group with a switch job of its own at the
service: the shard groups' reduce-scatters and all-gathers go to Gloo (a switch saves
nothing there), the replica groups' all-reduces to the switch.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from datetime import timedelta
from pathlib import Path
from typing import Any


def _train(rank: int, init_method: str, env: dict[str, str], cfg: dict[str, Any]) -> dict[str, Any]:
    import torch
    import torch.distributed as dist
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard

    import hostlib.torchdist as p4t

    os.environ.update(env)
    torch.set_num_threads(1)
    out: dict[str, Any] = {}
    for backend, init in (("p4reduce", init_method), ("gloo", cfg["gloo_init"])):
        dist.init_process_group(
            backend, init_method=init, rank=rank, world_size=4, timeout=timedelta(seconds=300)
        )
        try:
            mesh = init_device_mesh("cpu", (2, 2), mesh_dim_names=("replicate", "shard"))
            torch.manual_seed(0)
            w = cfg["width"]
            model = torch.nn.Sequential(
                torch.nn.Linear(w, w),
                torch.nn.ReLU(),
                torch.nn.Linear(w, w),
                torch.nn.ReLU(),
                torch.nn.Linear(w, w),
                torch.nn.ReLU(),
                torch.nn.Linear(w, 16),
            )
            for layer in model:
                if isinstance(layer, torch.nn.Linear):
                    fully_shard(layer, mesh=mesh)
            fully_shard(model, mesh=mesh)
            opt = torch.optim.SGD(model.parameters(), lr=cfg["lr"])
            g = torch.Generator().manual_seed(rank)
            for _ in range(cfg["steps"]):
                x = torch.randn(cfg["batch"], w, generator=g)
                opt.zero_grad()
                model(x).pow(2).mean().backward()
                opt.step()
            state = {name: v.full_tensor() for name, v in model.state_dict().items()}
            out[backend] = state
            if backend == "p4reduce":
                rep = mesh.get_group("replicate")
                out["params"] = sum(v.numel() for v in state.values())
                out["replica_switch_calls"] = rep.counters.switch  # type: ignore[attr-defined]
                out["replica_fallbacks"] = rep.counters.fallbacks  # type: ignore[attr-defined]
                out["shard_gloo_ops"] = mesh.get_group("shard").counters.gloo  # type: ignore[attr-defined]
                assert isinstance(rep, p4t.P4ReduceProcessGroup)
        finally:
            dist.destroy_process_group()
    diff = max(float((out["p4reduce"][p] - out["gloo"][p]).abs().max()) for p in out["gloo"])
    return {
        key: out[key]
        for key in ("params", "replica_switch_calls", "replica_fallbacks", "shard_gloo_ops")
    } | {"max_diff": diff}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--steps", type=int, default=100)
    ap.add_argument("--width", type=int, default=2048)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--lr", type=float, default=0.01)
    args = ap.parse_args(argv)
    from p4reduce.localrun import local_controller, run_workers
    from p4rproto.netio import free_tcp_port

    with (
        tempfile.TemporaryDirectory() as tmp,
        local_controller(Path(tmp), elems_per_packet=256, slots=4096) as c,
    ):
        env = {**c.env(), "P4REDUCE_JOB_NAME": "hsdp-probe"}
        cfg = vars(args) | {"gloo_init": f"tcp://127.0.0.1:{free_tcp_port()}"}
        results = run_workers(_train, 4, (env, cfg), timeout=7200)
    print(
        f"HSDP probe: 4 ranks, 2 x 2 mesh, {results[0]['params']:,} parameters, "
        f"{args.steps} SGD steps (lr {args.lr}), p4reduce behind the service against Gloo"
    )
    for r, res in enumerate(results):
        print(
            f"  rank {r}: replica all-reduces through the switch {res['replica_switch_calls']}, "
            f"fallbacks {res['replica_fallbacks']}, shard-group Gloo collectives "
            f"{res['shard_gloo_ops']}; largest parameter difference {res['max_diff']:.2e}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
