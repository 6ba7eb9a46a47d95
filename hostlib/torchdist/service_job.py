"""A process group's switch job through the controller service: its name, and the join
that every rank agrees on (all use the switch, or all go to Gloo, or all raise)."""

from __future__ import annotations

import logging
import secrets

import grpc
import torch
import torch.distributed as dist

from ..errors import HostlibError
from ..job import AggregationJob
from .groups import AllReduceGroup, allreduce_options
from .settings import TorchSwitchSettings, drawn_job_name

log = logging.getLogger(__name__)


def service_job_name(settings: TorchSwitchSettings, group: AllReduceGroup) -> str:
    """The job's name at the service (:meth:`TorchSwitchSettings.service_job_name`), drawn
    by rank 0 under torchrun's static rendezvous, which gives every run the id "none"."""
    name = settings.service_job_name()
    return _draw_job_name(group) if name is None else name


def join_service(
    settings: TorchSwitchSettings, group: AllReduceGroup, name: str
) -> AggregationJob | None:
    """Join the run's job through the controller service.  A refusal for lack of room
    or a service that cannot be reached sends every rank to Gloo, saying why; a refusal
    of the request itself (wrong token, bad settings), or a job this rank cannot open
    (its AF_XDP socket or lane refused), raises.  The ranks agree, so that all use the
    switch or none does, and a rank that raises does so only after the others know."""
    from ..service import ServiceError, ServiceOptions, open_job

    assert settings.controller is not None and settings.token_file is not None
    options = ServiceOptions.from_files(settings.controller, settings.token_file, settings.tls_ca)
    job: AggregationJob | None = None
    refused: ServiceError | None = None
    failed: HostlibError | None = None  # this rank's own job did not open
    why = ""
    try:
        job = open_job(
            options,
            name,
            group.size(),
            group.rank(),
            slots=settings.slots or 0,
            run_id=settings.service_run_id(),
            timeout=settings.timeout,
            lane=settings.lane,
            wire=settings.wire,
            io=settings.io,
        )
    except ServiceError as exc:
        refused = exc if exc.code in _SERVICE_REFUSALS else None
        why = str(exc)
    except HostlibError as exc:
        failed = exc
    # 2: joined, 1: the service cannot be reached or has no room (Gloo), 0: refused or
    # failed here (raise).
    lost = refused or failed
    have = torch.tensor([2 if job is not None else 0 if lost else 1], dtype=torch.int32)
    group.allreduce([have], allreduce_options(dist.ReduceOp.MIN)).wait()
    if int(have[0]) == 0:
        if job is not None:
            job.close()
        if refused is not None:
            if refused.code == grpc.StatusCode.ALREADY_EXISTS:
                raise NameInUseError(name, refused) from refused
            raise refused
        if failed is not None:
            raise failed
        raise HostlibError(
            f"p4reduce: another rank could not join {name!r} (the service refused it, or "
            "its job did not open there: that rank's error says why)"
        )
    if int(have[0]) == 1:
        if job is not None:
            job.close()
            job = None
        if settings.fallback == "fail":
            raise HostlibError(
                f"p4reduce: no switch job {name!r} for this group "
                f"({why or 'another rank could not join it'}), and fallback is 'fail'"
            )
        log.warning(
            "p4reduce: no switch job for this run (%s); every all-reduce goes through Gloo",
            why or "another rank could not join it",
        )
    return job


def _draw_job_name(group: AllReduceGroup) -> str:
    """A job name two runs cannot share: rank 0 draws it, the others learn it (MAX)."""
    token = torch.zeros(1, dtype=torch.int64)
    if group.rank() == 0:
        token[0] = secrets.randbits(62) | 1 << 62  # non-zero, within int64
    group.allreduce([token], allreduce_options(dist.ReduceOp.MAX)).wait()
    return drawn_job_name(int(token[0]))


#: What the service says when the request itself is wrong: raise, do not fall back.
_SERVICE_REFUSALS = frozenset(
    {
        grpc.StatusCode.UNAUTHENTICATED,
        grpc.StatusCode.INVALID_ARGUMENT,
        grpc.StatusCode.PERMISSION_DENIED,
        grpc.StatusCode.ALREADY_EXISTS,  # the name is taken: Gloo would hide a second group
    }
)


class NameInUseError(HostlibError, RuntimeError):
    """The service refused a group's job because its name is in use by a running job."""

    def __init__(self, name: str, cause: BaseException) -> None:
        super().__init__(
            f"p4reduce: the controller service already runs a job named {name!r} ({cause}); "
            "every p4reduce group is a switch job of its own: another group of this run "
            "(the DDP hook beside the backend, a second init) or another run holds the name. "
            "Give each its own P4REDUCE_JOB_NAME, or wait for the other to end"
        )
        self.name = name
