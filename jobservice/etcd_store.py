"""The controller service's state in etcd, for several instances of one fabric.

``etcd://HOST:PORT[,HOST:PORT...]/PREFIX``: one instance is primary through an etcd
lease on ``PREFIX/leader`` (kept alive every third of its TTL), the others wait for the
key to go; every write is a transaction that holds only while this instance is the
leader (fencing: a primary that lost its lease can write nothing), as Kubernetes'
leader election and torchrun's etcd rendezvous do.  A prefix is fresh
(:attr:`jobservice.store.Store.fresh`) until an instance served from it
(``PREFIX/served``) or while it holds nothing but the leader key.  It speaks etcd's v3
JSON gateway over HTTP with the standard library: no client library to pin against
grpcio/protobuf.
"""

from __future__ import annotations

import base64
import json
import logging
import os
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Callable
from typing import Any

from .phases import Job
from .store import Snapshot, StoreError, job_from_json, job_to_json

log = logging.getLogger(__name__)


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _unb64(text: str) -> str:
    return base64.b64decode(text).decode()


def _range_end(prefix: str) -> str:
    """etcd's range_end for every key under ``prefix`` (its last byte plus one)."""
    raw = prefix.encode()
    return base64.b64encode(raw[:-1] + bytes([raw[-1] + 1])).decode()


class EtcdStore:
    """The state under ``prefix`` in etcd, written by the leader only.

    ``on_lost`` (set by the service) is called from the keep-alive thread, with a
    message that says so, when the lease cannot be renewed for a TTL: the instance must
    stop serving at once."""

    def __init__(self, endpoints: list[str], prefix: str, ttl: int = 3) -> None:
        self.endpoints = endpoints
        self.prefix = prefix
        self.ttl = max(2, ttl)
        self.describe = f"etcd {','.join(endpoints)} {prefix}"
        self.durable = True
        self.fresh = False  # known once primary
        self.me = f"{os.uname().nodename}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self.lease = 0
        self.on_lost: Callable[[str], None] = lambda why: None
        self._stop = threading.Event()
        self._keeper: threading.Thread | None = None

    # -- HTTP ----------------------------------------------------------------------------
    def _call(self, path: str, body: dict[str, Any], timeout: float = 2.0) -> dict[str, Any]:
        """POST ``body`` to the first endpoint that answers."""
        data = json.dumps(body).encode()
        last: Exception | None = None
        for host in self.endpoints:
            req = urllib.request.Request(
                f"http://{host}{path}", data, {"Content-Type": "application/json"}
            )
            try:
                with urllib.request.urlopen(req, timeout=timeout) as resp:
                    out: dict[str, Any] = json.loads(resp.read() or b"{}")
                    return out
            except (OSError, urllib.error.URLError, ValueError) as exc:
                last = exc
        raise StoreError(f"{self.describe}: no endpoint answered {path}: {last}") from last

    def _leader_key(self) -> str:
        return _b64(f"{self.prefix}/leader")

    # -- leadership ---------------------------------------------------------------------
    def acquire(self, stop: threading.Event) -> bool:
        """Wait until no other instance holds ``PREFIX/leader``, then hold it with a
        lease of ``ttl`` seconds, kept alive by a thread; then learn whether the prefix
        is fresh."""
        waited = False
        while not stop.is_set():
            try:
                granted = self._call("/v3/lease/grant", {"TTL": str(self.ttl)})
                self.lease = int(granted["ID"])
                won = self._call(
                    "/v3/kv/txn",
                    {
                        "compare": [
                            {
                                "key": self._leader_key(),
                                "target": "CREATE",
                                "result": "EQUAL",
                                "create_revision": "0",
                            }
                        ],
                        "success": [
                            {
                                "request_put": {
                                    "key": self._leader_key(),
                                    "value": _b64(self.me),
                                    "lease": str(self.lease),
                                }
                            }
                        ],
                    },
                ).get("succeeded", False)
                if won:
                    self._keeper = threading.Thread(
                        target=self._keep, name="p4r-etcd-lease", daemon=True
                    )
                    self._keeper.start()
                    log.info(
                        "%s: primary (lease %x, ttl %d s)", self.describe, self.lease, self.ttl
                    )
                    break
                self._call("/v3/lease/revoke", {"ID": str(self.lease)})
                self.lease = 0
                if not waited:
                    log.info("%s: another instance is primary: waiting", self.describe)
                    waited = True
            except StoreError as exc:
                log.warning("%s: %s (trying again)", self.describe, exc)
            stop.wait(0.5)
        else:
            return False
        self.fresh = self._unused()  # primary: a StoreError here fails the start
        return True

    def _keep(self) -> None:
        """Renew the lease every third of its TTL; give up after a TTL without one."""
        renewed = time.monotonic()
        while not self._stop.wait(self.ttl / 3):
            try:
                out = self._call("/v3/lease/keepalive", {"ID": str(self.lease)}, timeout=1.0)
                if int(out.get("result", {}).get("TTL", 0)) > 0:
                    renewed = time.monotonic()
                    continue
                why = "the etcd lease expired"
            except StoreError as exc:
                why = f"the etcd lease could not be renewed: {exc}"
            if time.monotonic() - renewed >= self.ttl or why.startswith("the etcd lease expired"):
                message = f"{self.describe}: not primary any more: {why}"
                log.error("%s", message)
                self.on_lost(message)
                return

    def _unused(self) -> bool:
        """No instance served from the prefix: it holds no key but the leader's."""
        prefix = f"{self.prefix}/"
        out = self._call(
            "/v3/kv/range",
            {"key": _b64(prefix), "range_end": _range_end(prefix), "count_only": True},
        )
        return int(out.get("count", 0)) <= 1

    def mark_serving(self) -> None:
        stamp = _b64(time.strftime("%Y-%m-%dT%H:%M:%S%z"))
        self._fenced([{"request_put": {"key": self._key("served"), "value": stamp}}])
        self.fresh = False

    # -- the state ----------------------------------------------------------------------
    def _fenced(self, ops: list[dict[str, Any]]) -> None:
        """Apply ``ops`` only while this instance is the leader."""
        out = self._call(
            "/v3/kv/txn",
            {
                "compare": [
                    {
                        "key": self._leader_key(),
                        "target": "VALUE",
                        "result": "EQUAL",
                        "value": _b64(self.me),
                    }
                ],
                "success": ops,
            },
        )
        if not out.get("succeeded", False):
            raise StoreError(f"{self.describe}: not primary any more: the write was refused")

    def load(self) -> Snapshot:
        snap = Snapshot()
        prefix = f"{self.prefix}/jobs/"
        out = self._call("/v3/kv/range", {"key": _b64(prefix), "range_end": _range_end(prefix)})
        for kv in out.get("kvs", []):
            job = job_from_json(_unb64(kv["value"]))
            snap.jobs[job.name] = job
        prefix = f"{self.prefix}/replaced/"
        out = self._call(
            "/v3/kv/range",
            {
                "key": _b64(prefix),
                "range_end": _range_end(prefix),
                "sort_order": "ASCEND",
                "sort_target": "CREATE",
            },
        )
        for kv in out.get("kvs", []):
            name, run_id, by = json.loads(_unb64(kv["value"]))
            snap.replaced[(name, run_id)] = by
        return snap

    def _key(self, *parts: str) -> str:
        return _b64("/".join([self.prefix, *(p.replace("/", "%2F") for p in parts)]))

    def put_job(self, job: Job) -> None:
        self._fenced(
            [{"request_put": {"key": self._key("jobs", job.name), "value": _b64(job_to_json(job))}}]
        )

    def delete_job(self, name: str) -> None:
        self._fenced([{"request_delete_range": {"key": self._key("jobs", name)}}])

    def put_replaced(self, name: str, run_id: str, by: str) -> None:
        value = _b64(json.dumps([name, run_id, by]))
        self._fenced(
            [{"request_put": {"key": self._key("replaced", name, run_id), "value": value}}]
        )

    def release(self) -> None:
        """Revoke the lease: the leader key goes at once and a waiting instance takes over."""
        self._stop.set()
        if self.lease:
            try:
                self._call("/v3/lease/revoke", {"ID": str(self.lease)}, timeout=1.0)
            except StoreError as exc:
                log.warning("%s: %s (the lease expires by itself)", self.describe, exc)
            self.lease = 0
