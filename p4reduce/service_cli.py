"""``p4reduce controller``: run the controller service for a switch or a fabric.

    p4reduce controller --config FABRIC.toml --listen HOST:PORT --token-file FILE
        [--state FILE | etcd://HOST:PORT/PREFIX | memory] [--discard-switch-jobs]
        [--tls-cert CERT --tls-key KEY] [--metrics HOST:PORT]

It takes its state store first (``jobservice.store``; by default the SQLite file
``FABRIC.state.sqlite`` beside the config, created at the first start; with etcd, or
a SQLite file another instance holds, it waits until it is primary): a state that
cannot be read stops the start.  Then it connects to the switch (with
``[[switches]]``: to every switch, one client each) as the primary P4Runtime client,
pushes the pipeline where a switch has none, takes up the running jobs the store holds
(the switch kept them), checks the other jobs of its id range on the switch against
the store (:func:`_check_leftovers`), installs the fabric and the config's static
jobs, and serves until SIGTERM or SIGINT (``p4reduce.stopping``: it ends within
seconds whatever it waits on, the jobs staying on the switch and in the store), or
until a write to the store fails (exit 3, the store's error on stderr).  Exit codes as
``p4reduce ctl``; a store's errors exit 3.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Collection, Mapping
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from controller.client import P4RuntimeClient, SwitchAddress
from controller.config import FabricConfig
from controller.errors import ConfigError, ControllerError
from controller.fabric import l2_routes, plan, switch_view
from controller.jobs import JobManager
from controller.placement import FabricPlacer
from jobservice.etcd_store import EtcdStore
from jobservice.server import JobsService, ServiceServer, read_token
from jobservice.sqlite_store import SqliteStore
from jobservice.store import MEMORY, Store, StoreError, default_state_path

from .stopping import Stopper


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "controller",
        help="the controller service: training jobs join by name and get their slots",
    )
    p.add_argument("--config", type=Path, required=True, help="fabric TOML: switch, hosts, jobs")
    p.add_argument("--listen", required=True, metavar="HOST:PORT", help="serve the job API here")
    p.add_argument(
        "--token-file", required=True, help="the shared secret workers must present (one line)"
    )
    p.add_argument("--tls-cert", type=Path, help="serve over TLS with this certificate (PEM)")
    p.add_argument("--tls-key", type=Path, help="and this private key (PEM)")
    p.add_argument("--metrics", metavar="HOST:PORT", help="export Prometheus metrics here")
    p.add_argument(
        "--state",
        metavar="FILE|etcd://HOST:PORT/PREFIX|memory",
        help="where the jobs are kept across a restart (overrides [service] state; default: "
        "the SQLite file CONFIG-STEM.state.sqlite beside --config, created at the first "
        "start). A file that cannot be read stops the start; memory keeps nothing",
    )
    p.add_argument(
        "--discard-switch-jobs",
        action="store_true",
        help="remove the jobs of an earlier controller service that the switch holds and "
        "a new (or etcd: unused) state does not know, instead of refusing to start "
        "(their state file was lost; their workers rejoin)",
    )
    p.add_argument("--timeout", type=float, default=10.0, help="seconds to wait for the switch")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s", stream=sys.stderr
    )
    stopper = Stopper("controller")
    try:
        fabric = FabricConfig.from_toml(args.config)
        token = read_token(args.token_file)
        tls = _tls(args)
        store = _store(args, fabric)
        stopper.install()
        with ExitStack() as stack:
            if not store.acquire(stopper.requested):
                return 0  # stopped while it waited to be primary
            stack.callback(store.release)
            failed = _serve(args, fabric, token, tls, store, stopper)
        stopper.done()
        logging.info("stopped: the P4Runtime streams, the port and the state store are released")
        if failed:
            raise StoreError(failed)
        return 0
    except (ControllerError, StoreError) as exc:
        print(f"p4reduce controller: error: {exc}", file=sys.stderr)
        return exc.exit_code if isinstance(exc, ControllerError) else 3


def _store(args: argparse.Namespace, fabric: FabricConfig) -> Store:
    """The store ``--state`` names (relative to here), or ``[service] state`` (relative
    to the config file), or the default file beside the config."""
    if args.state:
        spec, base, origin = args.state, Path("."), "--state"
    elif fabric.service.state:
        spec, base, origin = fabric.service.state, fabric.base_dir, "[service] state"
    else:
        spec, base, origin = str(default_state_path(args.config)), Path("."), "the default"
    store: Store
    if spec == MEMORY:
        store = SqliteStore(MEMORY)
    elif spec.startswith("etcd://"):
        hosts, _, prefix = spec[len("etcd://") :].partition("/")
        if not hosts or not prefix.strip("/"):
            raise ConfigError(
                f"{origin}: {spec!r}: expected etcd://HOST:PORT[,HOST:PORT...]/PREFIX"
            )
        store = EtcdStore(hosts.split(","), "/" + prefix.strip("/"), fabric.service.leader_ttl)
    else:
        store = SqliteStore(os.path.abspath(base / spec))
    logging.info("state %s (%s)", store.describe, origin)
    return store


def _serve(
    args: argparse.Namespace,
    fabric: FabricConfig,
    token: str,
    tls: tuple[bytes, bytes] | None,
    store: Store,
    stopper: Stopper,
) -> str:
    """Serve with ``store`` (acquired) until ``stopper`` is told to stop; the store's
    error if a write failed ('' otherwise)."""
    snapshot = store.load()
    keep = {job.placed.job_id for job in snapshot.jobs.values() if job.placed is not None}
    logging.info(
        "state %s: %d running job(s) to take up, %d replaced run(s)",
        store.describe,
        len(snapshot.jobs),
        len(snapshot.replaced),
    )
    with ExitStack() as stack:
        clients = {}
        for sw in fabric.switches or (fabric.switch,):
            address = SwitchAddress(sw.grpc, sw.device_id, sw.election_id)
            client = stack.enter_context(P4RuntimeClient(address, timeout=args.timeout))
            client.connect()
            _push_if_missing(args, fabric, sw.name, client)
            clients[sw.name] = client
        leftovers = _leftovers(fabric, clients, keep)
        _check_leftovers(store, leftovers, args.discard_switch_jobs)
        store.mark_serving()
        _install_static(fabric, clients, remove=leftovers)

        def prepare(name: str, client: P4RuntimeClient) -> None:
            _push_if_missing(args, fabric, name, client)
            _install_static(fabric, clients, only=name)

        service = JobsService(
            clients if fabric.switches else clients[fabric.switch.name],
            fabric,
            token,
            prepare=prepare,
            store=store,
        )
        service.resume(snapshot)
        failed: list[str] = []

        def store_failed(why: str) -> None:
            logging.error("%s: stopping", why)
            failed.append(why)
            stopper.requested.set()

        service.on_store_failed = store_failed
        if isinstance(store, EtcdStore):
            store.on_lost = store_failed
        server = ServiceServer(service, args.listen, tls).start()
        stop_metrics = _metrics(service, args.metrics) if args.metrics else None
        names = ", ".join(f"{n} at {c.address.target}" for n, c in clients.items())
        print(
            f"p4reduce controller: serving jobs on {server.address} for switch(es) "
            f"{names} (data plane {':'.join(map(str, fabric.data_address))}, state "
            f"{store.describe})",
            flush=True,
        )
        why = stopper.wait()
        logging.info(
            "%s: stopping; the jobs stay on the switch and in the state store", why or "stop"
        )
        server.stop()
        if stop_metrics is not None:
            stop_metrics()
    return failed[0] if failed else ""


def _push_if_missing(
    args: argparse.Namespace, fabric: FabricConfig, name: str, client: P4RuntimeClient
) -> None:
    """Push the pipeline to switch ``name`` if it has none (a new or restarted switch)."""
    if client.get_pipeline() is not None:
        return
    from .ctl_cli import _pipeline

    view = switch_view(fabric, name) if fabric.switches else fabric
    p4info, device_config = _pipeline(args, view)
    client.set_pipeline(p4info, device_config)
    logging.info("pushed the pipeline to %s (%s)", name, client.address.target)


def _leftovers(
    fabric: FabricConfig, clients: Mapping[str, P4RuntimeClient], keep: Collection[int]
) -> dict[str, list[int]]:
    """The jobs in the service's id range on each switch that are neither the config's
    static jobs nor in ``keep`` (the running jobs the state store holds): switch name ->
    job ids, switches without any left out."""
    static = {job.id for job in fabric.jobs}
    found = {}
    for name, client in clients.items():
        view = switch_view(fabric, name) if fabric.switches else fabric
        ids = sorted(
            job_id
            for job_id in JobManager(client, view).installed()
            if job_id >= fabric.service.first_job_id and job_id not in static | set(keep)
        )
        if ids:
            found[name] = ids
    return found


def _check_leftovers(store: Store, leftovers: Mapping[str, list[int]], discard: bool) -> None:
    """Refuse to start (StoreError) where the switch holds jobs of an earlier service
    and the state is fresh: the state file that held them was deleted or moved, and
    removing them would end running jobs without a word.  Otherwise they are removed
    (ended, or their install cut off, before the last service stopped; or ``--state
    memory``, or ``--discard-switch-jobs``), each with a warning that says why."""
    if not leftovers:
        return
    unknown = store.fresh and store.durable
    if unknown and not discard:
        listed = "; ".join(
            f"switch {name}: job(s) {', '.join(map(str, ids))}" for name, ids in leftovers.items()
        )
        raise StoreError(
            f"the switch holds jobs of a controller service ({listed}) that state "
            f"{store.describe} does not hold, and no service has served from that state "
            "yet: was the state of the service that installed them deleted or moved? Put "
            "it back (or name it with --state) and start again: the jobs are taken up. To "
            "remove them instead (their workers rejoin), start with --discard-switch-jobs"
        )
    if unknown:
        why = "--discard-switch-jobs"
    elif not store.durable:
        why = f"--state {MEMORY} keeps no jobs across a restart"
    else:
        why = f"state {store.describe} does not hold it (it ended before the service stopped)"
    for name, ids in leftovers.items():
        for job_id in ids:
            logging.warning(
                "removing job %d from %s, left by an earlier controller service: %s",
                job_id,
                name,
                why,
            )


def _install_static(
    fabric: FabricConfig,
    clients: dict[str, P4RuntimeClient],
    only: str | None = None,
    remove: Mapping[str, Collection[int]] | None = None,
) -> None:
    """Forwarding on every switch, the jobs in ``remove`` removed (switch name -> job
    ids: :func:`_leftovers`), the config's static jobs installed (in two levels where
    they span leaves).  With ``only`` (a switch that restarted): its forwarding and the
    static jobs with a part on it."""
    if not fabric.switches:
        manager = JobManager(clients[fabric.switch.name], fabric)
        managers = {fabric.switch.name: manager}
        manager.install_fabric()
    else:
        coordinator = FabricPlacer(clients, fabric).coordinator
        managers = dict(coordinator.managers)
        if only is None:
            coordinator.install_fabric()
        else:
            managers[only].install_fabric(l2_routes(fabric, only))
    for name, ids in (remove or {}).items():
        for job_id in ids:
            managers[name].remove(job_id)
    for job in fabric.jobs:
        if fabric.switches:
            if only is None or any(p.switch == only for p in plan(fabric, job)):
                coordinator.add(job)
        else:
            manager.add(job)


def _tls(args: argparse.Namespace) -> tuple[bytes, bytes] | None:
    if not args.tls_cert and not args.tls_key:
        return None
    if not (args.tls_cert and args.tls_key):
        raise ControllerError("TLS needs both --tls-cert and --tls-key")
    try:
        return args.tls_cert.read_bytes(), args.tls_key.read_bytes()
    except OSError as exc:
        # from None: the message holds the OSError's text (errno, file) in full
        raise ControllerError(f"cannot read the TLS files: {exc}") from None


def _metrics(service: JobsService, listen: str) -> Any:
    from jobservice.metrics import serve_metrics

    return serve_metrics(service, listen)
