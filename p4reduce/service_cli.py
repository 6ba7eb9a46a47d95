"""``p4reduce controller``: run the controller service for a switch or a fabric.

    p4reduce controller --config FABRIC.toml --listen HOST:PORT --token-file FILE
        [--state FILE | etcd://HOST:PORT/PREFIX | memory]
        [--tls-cert CERT --tls-key KEY] [--metrics HOST:PORT]

It takes its state store first (``jobservice.store``: with etcd, or a SQLite file
another instance holds, it waits until it is primary), then connects to the switch
(with ``[[switches]]``: to every switch, one client each) as the primary P4Runtime
client, pushes the pipeline where a switch has none, installs the fabric and the
config's static jobs, takes up the running jobs the store holds (the switch kept them),
removes other jobs an earlier instance left, and serves until SIGTERM or SIGINT
(``p4reduce.stopping``: it ends within seconds whatever it waits on, the jobs staying
on the switch and in the store).  Exit codes as ``p4reduce ctl``.
"""

from __future__ import annotations

import argparse
import logging
import sys
import threading
from collections.abc import Collection
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from controller.client import P4RuntimeClient, SwitchAddress
from controller.config import FabricConfig
from controller.errors import ConfigError, ControllerError
from controller.fabric import l2_routes, plan, switch_view
from controller.jobs import JobManager
from controller.placement import FabricPlacer
from jobservice.server import JobsService, ServiceServer, read_token
from jobservice.store import EtcdStore, Store, StoreError, open_store

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
        help="where the jobs are kept across a restart (overrides [service] state)",
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
        spec = args.state or fabric.service.state
        try:
            store = open_store(
                spec, fabric.base_dir if not args.state else Path("."), fabric.service.leader_ttl
            )
        except ValueError as exc:
            raise ConfigError(f"--state: {exc}") from exc
        stopper.install()
        with ExitStack() as stack:
            if not store.acquire(stopper.requested):
                return 0  # stopped while it waited to be primary
            stack.callback(store.release)
            result = _serve(args, fabric, token, tls, store, stopper)
        stopper.done()
        logging.info("stopped: the P4Runtime streams, the port and the state store are released")
        return result
    except (ControllerError, StoreError) as exc:
        print(f"p4reduce controller: error: {exc}", file=sys.stderr)
        return exc.exit_code if isinstance(exc, ControllerError) else 3


def _serve(
    args: argparse.Namespace,
    fabric: FabricConfig,
    token: str,
    tls: tuple[bytes, bytes] | None,
    store: Store,
    stopper: Stopper,
) -> int:
    """Serve with ``store`` (acquired) until ``stopper`` is told to stop."""
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
        _install_static(fabric, clients, keep=keep)

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
        lost = threading.Event()

        def store_lost(why: str) -> None:
            logging.error("not primary any more (%s): stopping", why)
            lost.set()
            stopper.requested.set()

        service.on_store_lost = store_lost
        if isinstance(store, EtcdStore):
            store.on_lost = store_lost
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
    return 3 if lost.is_set() else 0


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


def _install_static(
    fabric: FabricConfig,
    clients: dict[str, P4RuntimeClient],
    only: str | None = None,
    keep: Collection[int] = (),
) -> None:
    """Forwarding on every switch, the jobs an earlier instance left in the service's id
    range removed (but those in ``keep``: the running jobs the state store holds), the
    config's static jobs installed (in two levels where they span leaves).  With
    ``only`` (a switch that restarted): its forwarding and the static jobs with a part
    on it, nothing removed."""
    static = {job.id for job in fabric.jobs}
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
    for name, manager in managers.items():
        if only is not None:
            break
        for job_id in manager.installed():
            if job_id >= fabric.service.first_job_id and job_id not in static | set(keep):
                logging.info("removing job %d from %s, left by an earlier controller", job_id, name)
                manager.remove(job_id)
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
