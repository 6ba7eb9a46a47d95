"""One all-reduce worker, run inside an emulated host: ``python -m mininet_topos.worker SPEC``.

SPEC is a JSON file (written by the runner or a test); the result goes next to it as
``.npy`` (the float32 output) and ``.json`` (seconds, job statistics).
"""

from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from hostlib import AggregationJob, JobConfig
from hostlib.datagen import demo_data
from p4rproto.agreement import Wire
from p4rproto.netio import Address

#: Slot rounds the start barrier completes on every switch of the job: one, its call's
#: agreement round, which carries its one int32 element (a small call).
BARRIER_ROUNDS = 1


@dataclass(frozen=True)
class WorkerSpec:
    """One worker's part of an all-reduce, as the runner (or a test) hands it over."""

    switch_ip: str
    switch_port: int
    ip: str  #: the worker's address, as installed in the switch
    udp_port: int
    job_id: int
    rank: int
    workers: int
    slots: int
    elems: int
    timeout: float
    seed: int
    size: int  #: float32 elements (demo_data of seed, round 0, data_rank)
    session: int = 0  #: as the controller service handed it out; 0: learn it at JOIN
    #: which rank's data this worker holds; -1: ``rank``.  Two levels need it: ``rank``
    #: is the rank on the worker's leaf, the data differs across the whole job
    data_rank: int = -1
    min_rto: float = 0.02
    initial_rto: float = 0.2
    wire: str = "int32"  #: what the float words carry (``Wire``'s name)
    io: str = "socket"  #: the job's datagrams: the UDP socket or AF_XDP (``JobConfig.io``)

    def write(self, path: Path) -> Path:
        path.write_text(json.dumps(asdict(self)))
        return path

    @classmethod
    def read(cls, path: Path) -> WorkerSpec:
        return cls(**json.loads(path.read_text()))

    def job_config(self) -> JobConfig:
        return JobConfig(
            switch=Address(self.switch_ip, self.switch_port),
            local=Address(self.ip, self.udp_port),
            job_id=self.job_id,
            rank=self.rank,
            num_workers=self.workers,
            slots=self.slots,
            elems_per_packet=self.elems,
            timeout=self.timeout,
            min_rto=self.min_rto,
            initial_rto=self.initial_rto,
            session=self.session,
            offload=False,  # emulated links: the switch reads raw frames
            wire=Wire.parse(self.wire),
            io=self.io,
        )


def run(spec_path: Path) -> dict[str, object]:
    spec = WorkerSpec.read(spec_path)
    cfg = spec.job_config()
    x = demo_data(spec.seed, 0, spec.rank if spec.data_rank < 0 else spec.data_rank, spec.size)
    # The result goes into memory already written once, as a training loop's would be
    # after its first step (and as Gloo's in-place sum is): a new array's pages cost the
    # kernel as much again as dequantizing them (docs/performance.md).
    result = np.ones_like(x)
    with AggregationJob(cfg) as job:
        # Start the clock once every worker is ready, as the Gloo baseline does with
        # dist.barrier(): a one-element all-reduce completes only when all ranks send.
        # Without it the first worker's time held the start-up of the last (eight
        # Python processes on two cores start up to a second apart).
        job.all_reduce(np.zeros(1, np.int32))  # BARRIER_ROUNDS on the switch
        started, t0 = time.time(), time.perf_counter()
        out = job.all_reduce(x, out=result)
        seconds = time.perf_counter() - t0
        np.save(spec_path.with_suffix(".npy"), out)
        # started (Unix time) and pid: for profiles (tools/emu_profile.py)
        report = {
            "seconds": seconds,
            "started": started,
            "pid": os.getpid(),
            "stats": vars(job.stats),
        }
    spec_path.with_suffix(".result.json").write_text(json.dumps(report))
    return report


if __name__ == "__main__":
    run(Path(sys.argv[1]))
    sys.exit(0)
