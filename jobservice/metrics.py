"""Prometheus metrics of the controller service: the switch's and the jobs' counters.

Collected on each scrape from the switch (P4Runtime counter reads) and the service's
job table, so that nothing is cached between scrapes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from prometheus_client import CollectorRegistry, start_http_server
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily
from prometheus_client.registry import Collector

from p4rproto.netio import Address

from .server import JobsService


class ServiceCollector(Collector):
    def __init__(self, service: JobsService) -> None:
        self.service = service

    def collect(self) -> Iterator[Any]:
        reply = self.service.list_jobs()
        switch = CounterMetricFamily(
            "p4reduce_switch_packets", "The switch's packet counters", labels=["counter"]
        )
        for name, value in sorted(reply.switch_counters.items()):
            switch.add_metric([name], value)
        yield switch
        watch = CounterMetricFamily(
            "p4reduce_switch_watch_errors",
            "Failed checks of the switch watch (it logs each and tries again)",
            labels=["kind"],
        )
        for kind, count in sorted(self.service.watch.errors.items()):
            watch.add_metric([kind], count)
        yield watch
        jobs = GaugeMetricFamily("p4reduce_jobs", "Jobs the service holds", labels=["state"])
        installed = [j for j in reply.jobs if j.installed]
        jobs.add_metric(["installed"], len(installed))
        jobs.add_metric(["waiting"], len(reply.jobs) - len(installed))
        yield jobs
        labels = ["job", "job_id"]
        packets = CounterMetricFamily("p4reduce_job_packets", "Packets of a job", labels=labels)
        slots = GaugeMetricFamily("p4reduce_job_slots", "A job's slot pool", labels=labels)
        lease = GaugeMetricFamily(
            "p4reduce_member_lease_age_seconds",
            "Seconds since a member's last heartbeat",
            labels=[*labels, "rank"],
        )
        for j in installed:
            key = [j.job_name, str(j.job_id)]
            packets.add_metric(key, j.packets)
            slots.add_metric(key, j.slots)
            for m in j.members:
                lease.add_metric([*key, str(m.rank)], m.lease_age_seconds)
        yield from (packets, slots, lease)


def serve_metrics(service: JobsService, listen: str) -> Callable[[], None]:
    """Serve ``/metrics`` on ``listen``; returns a function that stops it."""
    address = Address.parse(listen)
    registry = CollectorRegistry()
    registry.register(ServiceCollector(service))
    server, thread = start_http_server(address.port, addr=address.ip, registry=registry)

    def stop() -> None:
        server.shutdown()
        thread.join()

    return stop
