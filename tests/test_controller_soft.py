"""The controller against the software switch over real gRPC (P4Runtime)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from google.protobuf import text_format

from controller.client import P4RuntimeClient, SwitchAddress
from controller.config import FabricConfig
from controller.errors import JobError, NotPrimary, P4RuntimeError, SwitchUnreachable, TableFull
from controller.jobs import STATUS_CLONE_SESSION_BASE, JobManager
from controller.stats import format_stats, read_stats
from hostlib import AggregationJob, AggregationRefused, JobConfig
from hostlib.datagen import demo_data
from hostlib.reference import float_reference
from p4rproto.agreement import ExponentFields, Layout
from p4rproto.counters import Counter
from p4rproto.netio import Address
from p4rproto.p4runtime.entities import CloneSession, MulticastGroup, TableEntry
from p4rproto.p4runtime.p4info import P4Schema
from p4rproto.p4runtime.vocab import UpdateKind
from softswitch.native import make_pipeline
from softswitch.p4runtime import P4RuntimeServer
from softswitch.pipeline import SwitchConfig
from softswitch.udp import UdpSwitch
from tests.targets import PIPELINES, needs_native
from tests.workers import all_reduce, run_all

P4INFO = Path(__file__).resolve().parents[1] / "p4src" / "p4info" / "p4reduce.v1model.p4info.txtpb"


def fabric(
    n_hosts: int = 4, slots: int = 64, jobs: list[dict[str, object]] | None = None
) -> FabricConfig:
    hosts = [
        {
            "name": f"h{i + 1}",
            "mac": f"02:00:00:00:01:{i + 1:02x}",
            "ip": f"127.0.0.{i + 1}",
            "port": i + 1,
        }
        for i in range(n_hosts)
    ]
    return FabricConfig.from_dict(
        {"switch": {"target": "soft", "slots": slots}, "hosts": hosts, "jobs": jobs or []}
    )


class Target:
    """A switch the controller talks to over gRPC: the software switch or BMv2."""

    address = ""
    p4info = P4INFO
    device_config = b""

    def __init__(self) -> None:
        self.clients: list[P4RuntimeClient] = []

    def client(self, election_id: int = 1, *, require_primary: bool = True) -> P4RuntimeClient:
        c = P4RuntimeClient(SwitchAddress(self.address, 0, election_id), timeout=5)
        self.clients.append(c)
        return c.connect(require_primary=require_primary)

    def close(self) -> None:
        for c in self.clients:
            c.close()


class Soft(Target):
    def __init__(self, slots: int = 64, native: bool = False) -> None:
        super().__init__()
        pipeline = make_pipeline(SwitchConfig(num_slots=slots), native=native)
        self.switch = UdpSwitch(Address("127.0.0.1", 0), pipeline)
        self.switch.start_thread()
        self.server = P4RuntimeServer(self.switch).start()
        self.address = self.server.address

    def close(self) -> None:
        super().close()
        self.server.stop()
        self.switch.close()


class Bmv2(Target):
    """BMv2 without ports: the control plane alone (RESETs go through the CPU port)."""

    def __init__(self, build: Path, logs: Path) -> None:
        super().__init__()
        from controller.bmv2 import Bmv2Options, Bmv2Switch
        from p4rproto.netio import free_tcp_port

        self.p4info = build / "p4reduce.p4info.txtpb"
        self.device_config = (build / "p4reduce.json").read_bytes()
        self.bmv2 = Bmv2Switch(Bmv2Options({}, grpc_port=free_tcp_port(), log_dir=logs))
        self.address = self.bmv2.grpc_address

    def close(self) -> None:
        super().close()
        self.bmv2.stop()


@pytest.fixture(params=PIPELINES)
def soft(request: pytest.FixtureRequest) -> Iterator[Soft]:
    s = Soft(native=request.param == "native")
    try:
        yield s
    finally:
        s.close()


@pytest.fixture(scope="module")
def bmv2_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from tests.bmv2_fabric import compile_program

    build = tmp_path_factory.mktemp("build")
    compile_program(build)
    return build


@pytest.fixture(
    params=[
        "soft",
        pytest.param("soft-native", marks=needs_native),
        pytest.param("bmv2", marks=pytest.mark.bmv2),
    ]
)
def target(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Target]:
    """The same controller tests against the software switch (numpy and native pipelines)
    and, where it exists, BMv2."""
    factories: dict[str, Callable[[], Target]] = {
        "soft": Soft,
        "soft-native": lambda: Soft(native=True),
        "bmv2": lambda: Bmv2(request.getfixturevalue("bmv2_build"), tmp_path),
    }
    t = factories[request.param]()
    try:
        yield t
    finally:
        t.close()


def pushed(target: Target, election_id: int = 1) -> P4RuntimeClient:
    client = target.client(election_id)
    client.set_pipeline(P4Schema.from_file(target.p4info).p4info, target.device_config)
    return client


def run_workers(soft: Soft, seed: int) -> None:
    """Job 5's three workers all-reduce once through ``soft``; exact or it fails."""
    workers = [
        AggregationJob(
            JobConfig(
                soft.switch.address, Address(f"127.0.0.{r + 1}", 47301 + r), 5, r, 3, slots=16
            )
        )
        for r in range(3)
    ]
    inputs = [demo_data(seed, 0, r, 5000) for r in range(3)]
    expected = float_reference(inputs, 64).floats(5000)
    try:
        for out in all_reduce(workers, inputs):
            np.testing.assert_array_equal(out, expected)
    finally:
        for w in workers:
            w.close()


def test_push_add_all_reduce_stats_remove(soft: Soft) -> None:
    cfg = fabric(jobs=[{"id": 5, "slots": 16, "workers": ["h1:47301", "h2:47302", "h3:47303"]}])
    client = pushed(soft)
    manager = JobManager(client, cfg)
    manager.install_fabric()
    job = manager.add(cfg.jobs[0])
    assert (job.slot_base, job.slot_count) == (0, 16)
    assert [(w.ip, w.udp_port, w.rank) for w in job.workers] == [
        ("127.0.0.1", 47301, 0),
        ("127.0.0.2", 47302, 1),
        ("127.0.0.3", 47303, 2),
    ]
    again = manager.add(cfg.jobs[0])  # the same job again: a new session of it
    assert again.session != job.session and replace(again, session=job.session) == job
    assert client.get_pipeline() is not None

    run_workers(soft, seed=11)

    # A rerun on the same session is refused at JOIN, on every rank, naming the fix.
    again_workers = [
        AggregationJob(
            JobConfig(soft.switch.address, Address(f"127.0.0.{r + 1}", 47301 + r), 5, r, 3)
        )
        for r in range(3)
    ]
    for out in run_all([w.join for w in again_workers]):
        assert isinstance(out, AggregationRefused) and "ctl --config FABRIC session" in str(out)
        assert out.counter == Counter.REJECTED_REJOIN
    for w in again_workers:
        w.close()
    # After a new session the rerun is exact with other data, not the first run's sums.
    session = manager.start_session(5)
    assert manager.installed()[5].session == session
    run_workers(soft, seed=12)

    stats = read_stats(client, manager.installed())
    chunks = -(-5000 // 64)
    # Per run: the data, priming on the data slots but slot 0 and those whose exponents
    # ride in the agreement round (docs/protocol.md, "Exponents in the agreement"), and
    # the agreement round.
    priming = 14 - ExponentFields.of(Layout(64, 3), 15).chunks
    assert stats.counters["aggregated"] == 2 * 3 * (chunks + priming + 1)
    assert stats.counters["completed"] == 2 * (chunks + priming + 1)
    assert stats.counters["joins"] == 6 and stats.counters["rejected_rejoin"] == 3
    assert (
        stats.job_packets[5]
        == stats.counters["aggregated"]
        + stats.counters["dup_answered"]
        + stats.counters["dup_pending"]
        + stats.counters["stale"]
        + stats.counters["joins"]
        + stats.counters["rejected_rejoin"]
    )
    assert sum(w.packets for w in stats.workers) == stats.job_packets[5]
    assert "aggregated" in format_stats(stats)

    manager.remove(5)
    assert manager.installed() == {}
    assert client.read_table("workers") == []
    with pytest.raises(JobError, match="no job 5"):
        manager.remove(5)


def test_slots_are_allocated_without_overlap_and_freed(target: Target) -> None:
    cfg = fabric(
        jobs=[
            {"id": 1, "slots": 32, "workers": ["h1:1", "h2:1"]},
            {"id": 2, "slots": 16, "workers": ["h3:1"]},
            {"id": 3, "slots": 16, "workers": ["h4:1"]},
        ]
    )
    manager = JobManager(pushed(target), cfg)
    assert [manager.add(j).slot_base for j in cfg.jobs] == [0, 32, 48]
    manager.remove(1)
    big = fabric(jobs=[{"id": 4, "slots": 40, "workers": ["h1:2"]}]).jobs[0]
    with pytest.raises(TableFull, match="32 of 64 are free"):
        manager.add(big)
    small = fabric(jobs=[{"id": 4, "slots": 20, "workers": ["h1:2"]}]).jobs[0]
    assert manager.add(small).slot_base == 0


def test_a_bmv2_fabric_gets_a_status_clone_session_per_host_port(target: Target) -> None:
    """v1model: a leaf's STATUS to a worker is an I2E clone out of the worker's port,
    through session STATUS_CLONE_SESSION_BASE + port; install_fabric writes one per host
    port of a BMv2 switch (again: nothing changes) and none for another target."""
    client = pushed(target)
    bmv2 = replace(fabric(), switch=replace(fabric().switch, target="bmv2"))
    for _ in range(2):
        JobManager(client, bmv2).install_fabric()
        for port in (1, 2, 3, 4):
            session = client.read_clone_session(STATUS_CLONE_SESSION_BASE + port)
            assert session == CloneSession(STATUS_CLONE_SESSION_BASE + port, port)
    assert client.read_clone_session(STATUS_CLONE_SESSION_BASE + 5) is None
    if isinstance(target, Soft):
        fresh = pushed(target, election_id=2)
        JobManager(fresh, fabric()).install_fabric()  # target "soft": no clone sessions
        assert fresh.read_clone_session(STATUS_CLONE_SESSION_BASE + 1) is None


def test_a_changed_job_must_be_removed_first(target: Target) -> None:
    cfg = fabric(jobs=[{"id": 1, "slots": 8, "workers": ["h1:1", "h2:1"]}])
    manager = JobManager(pushed(target), cfg)
    manager.add(cfg.jobs[0])
    other = fabric(jobs=[{"id": 1, "slots": 9, "workers": ["h1:1", "h2:1"]}]).jobs[0]
    with pytest.raises(JobError, match="remove it first"):
        manager.add(other)


def test_a_job_group_that_does_not_copy_each_result_once_to_each_rank_is_named(
    target: Target,
) -> None:
    """The replication engine's configuration, read back: a job's group must copy each
    result once to each rank's port as replica (egress_rid) that rank, and each rank
    needs a result_dest entry.  Another client's edits are named rank by rank."""
    cfg = fabric(jobs=[{"id": 1, "slots": 8, "workers": ["h1:1", "h2:1", "h3:1"]}])
    client = pushed(target)
    manager = JobManager(client, cfg)
    manager.install_fabric()
    job = manager.add(cfg.jobs[0])
    assert manager.refusals() == []
    group = job.mcast_grp
    # rank 0 lost, rank 2 to another port (rank 1's), a copy to no rank
    edited = MulticastGroup(group, ((2, 1), (2, 2), (4, 7)))
    client.write([(UpdateKind.MODIFY, edited)])
    client.write([(UpdateKind.DELETE, TableEntry("result_dest", {"job_id": 1, "rank": 1}))])
    sends = f"multicast group {group} sends"
    assert manager.refusals() == [
        f"job 1 rank 0: {sends} it no copy (port 1, replica 0): it never gets a result",
        "job 1 rank 1: no result_dest entry: its copy of each result leaves with no "
        "destination written",
        f"job 1 rank 2: {sends} it no copy (port 3, replica 2): it never gets a result",
        f"job 1: {sends} a copy of each result to port 2 as replica 2: rank 2's worker is "
        "on port 3",
        f"job 1: {sends} a copy of each result to port 4 as replica 7: no rank of the job",
    ]
    client.write([(UpdateKind.DELETE, MulticastGroup(group, ()))])
    assert manager.refusals()[0] == (
        f"job 1: its multicast group {group} is not on the switch: no rank gets its results"
    )


def test_a_pipeline_without_the_tables_is_refused_by_name(soft: Soft) -> None:
    client = soft.client()
    info = P4Schema.from_file(P4INFO).p4info
    del info.tables[2]  # the workers table
    with pytest.raises(P4RuntimeError, match="lacks table workers"):
        client.set_pipeline(info, b"")


def test_writes_before_a_pipeline_fail_clearly(soft: Soft) -> None:
    client = soft.client()
    client.schema = P4Schema.from_file(P4INFO)
    manager = JobManager(client, fabric())
    with pytest.raises(P4RuntimeError, match="no pipeline"):
        manager.set_drop_rates(0.1, 0.0)


def test_unreachable_switch() -> None:
    client = P4RuntimeClient(SwitchAddress("127.0.0.1:1"), timeout=0.5)
    with pytest.raises(SwitchUnreachable, match=r"no P4Runtime server answers at 127\.0\.0\.1:1"):
        client.connect()


def test_two_controllers_compete_for_primary(target: Target) -> None:
    first = pushed(target, election_id=5)
    with pytest.raises(NotPrimary, match="another controller is primary"):
        target.client(election_id=3)
    backup = target.client(election_id=4, require_primary=False)
    assert not backup.primary
    second = target.client(election_id=9)  # a higher id takes over
    assert second.primary
    manager = JobManager(first, fabric())
    with pytest.raises(NotPrimary, match="not primary"):
        manager.set_drop_rates(0.5, 0.0)
    second.schema = first.schema
    JobManager(second, fabric()).set_drop_rates(0.25, 0.0)
    assert second.read_default("drop_sim").params["ingress_threshold"] == 16384
    if isinstance(target, Soft):
        assert target.switch.pipeline.dropsim.rates.ingress == 0.25


def test_a_demoted_controller_fails_not_primary_at_once(target: Target) -> None:
    """A second client takes primary with a higher election id: the first one's next job
    install fails NotPrimary naming that id within 1 s, not after its slot resets go
    unanswered for 24 rounds (a backup's packet-outs are dropped without a word)."""
    first = pushed(target, election_id=5)
    manager = JobManager(first, fabric(jobs=[{"id": 3, "slots": 8, "workers": ["h1:5000"]}]))
    manager.install_fabric()
    second = target.client(election_id=9)
    assert second.primary
    start = time.monotonic()
    with pytest.raises(NotPrimary, match="election id 9 is") as raised:
        manager.add(manager.fabric.jobs[0])
    assert time.monotonic() - start < 1.0
    assert raised.value.primary_election_id == 9
    assert not first.primary and first.primary_election_id == 9
    with pytest.raises(NotPrimary, match="election id 9 is"):  # writes too
        manager.set_drop_rates(0.5, 0.0)
    second.close()  # the switch tells the first one that it is primary again
    deadline = time.monotonic() + 5
    while not first.primary and time.monotonic() < deadline:
        time.sleep(0.01)
    assert first.primary
    assert manager.add(manager.fabric.jobs[0]).job_id == 3


def test_ctl_reads_beside_the_service_and_refuses_writes_with_exit_4(
    soft: Soft, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The service's client holds primary with the config's election id; ctl's default is
    another, lower one: stats and job list read as a backup, a write exits 4."""
    from p4reduce.cli import main

    hosts = "".join(
        f'[[hosts]]\nname = "h{i}"\nmac = "02:00:00:00:01:0{i}"\nip = "127.0.0.{i}"\nport = {i}\n'
        for i in (1, 2)
    )
    config = tmp_path / "soft.toml"
    config.write_text(
        f'[switch]\ngrpc = "{soft.address}"\ntarget = "soft"\nslots = 64\n{hosts}'
        '[[jobs]]\nid = 4\nslots = 8\nworkers = ["h1:5000", "h2:5000"]\n'
    )
    cfg = FabricConfig.from_toml(config)
    service = pushed(soft, election_id=cfg.switch.election_id)
    manager = JobManager(service, cfg)
    manager.install_fabric()
    manager.add(cfg.jobs[0])
    capsys.readouterr()
    assert main(["ctl", "--config", str(config), "job", "list"]) == 0
    assert capsys.readouterr().out.startswith("job 4: slots 0..7, session 0x")
    assert main(["ctl", "--config", str(config), "stats"]) == 0
    assert "job 4" in capsys.readouterr().out
    assert main(["ctl", "--config", str(config), "drop-sim", "set", "--ingress", "0.1"]) == 4
    err = capsys.readouterr().err
    assert "another controller is primary" in err and "(election id 10 >= 1)" in err
    assert f"--election-id {cfg.switch.election_id + 1} would take the switch over" in err
    assert service.primary  # ctl took nothing from the service
    assert service.read_default("drop_sim").params["ingress_threshold"] == 0


def test_batch_write_errors_name_each_update(target: Target) -> None:
    client = pushed(target)
    entry = TableEntry(
        "jobs",
        {"job_id": 1},
        "set_job",
        {"slot_base": 0, "slot_count": 1, "num_workers": 1, "mcast_grp": 1, "session": 7},
    )
    client.write([(UpdateKind.INSERT, entry)])
    with pytest.raises(P4RuntimeError) as info:
        client.write(
            [
                (UpdateKind.INSERT, TableEntry("jobs", {"job_id": 2}, "set_job", entry.params)),
                (UpdateKind.INSERT, entry),
            ]
        )
    assert [u.code for u in info.value.updates] == ["ALREADY_EXISTS"]
    assert info.value.updates[0].index == 1


def test_text_p4info_round_trip() -> None:
    schema = P4Schema.from_file(P4INFO)
    again = P4Schema.from_text(text_format.MessageToString(schema.p4info))
    assert again.tables["jobs"].id == schema.tables["jobs"].id


#: Entries another client (p4runtime-shell, an operator) may write: a worker with the
#: unregistered action, a worker of a job that is not there, a job with no_job.
FOREIGN = [
    TableEntry(
        "workers", {"ingress_port": 1, "src_addr": 0x0A000009, "src_port": 5000}, "unregistered"
    ),
    TableEntry(
        "workers",
        {"ingress_port": 2, "src_addr": 0x0A000009, "src_port": 5001},
        "set_worker",
        {"job_id": 77, "rank": 0, "worker_index": 0},
    ),
    TableEntry("jobs", {"job_id": 78}, "no_job"),
]


def test_entries_of_other_clients_are_foreign_and_a_job_goes_in_beside_them(
    target: Target,
) -> None:
    client = pushed(target)
    client.write([(UpdateKind.INSERT, e) for e in FOREIGN])
    cfg = fabric(jobs=[{"id": 1, "slots": 8, "workers": ["h1:1", "h2:1"]}])
    manager = JobManager(client, cfg)
    survey = manager.survey()
    assert survey.jobs == {} == manager.installed()
    assert sorted((f.table, f.action, f.why) for f in survey.foreign) == [
        ("jobs", "no_job", "action no_job, not set_job"),
        ("workers", "set_worker", "a worker of job 77, which has no jobs entry"),
        ("workers", "unregistered", "action unregistered, not set_worker"),
    ]
    job = manager.add(cfg.jobs[0])
    assert 0 not in {w.worker_index for w in job.workers}  # the foreign worker's index
    assert list(manager.installed()) == [1]
    assert not manager.lock(78)  # a foreign jobs entry is no job
    manager.remove(1)
    assert len(manager.survey().foreign) == 3  # what others wrote stays


def test_ctl_job_list_lists_foreign_entries(
    soft: Soft, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from p4reduce.cli import main

    pushed(soft, election_id=5).write([(UpdateKind.INSERT, FOREIGN[0])])
    config = tmp_path / "soft.toml"
    config.write_text(f'[switch]\ngrpc = "{soft.address}"\ntarget = "soft"\nslots = 64\n')
    assert main(["ctl", "--config", str(config), "--election-id", "9", "job", "list"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "no jobs",
        "foreign (not written by p4reduce): workers {ingress_port=1, src_addr=10.0.0.9, "
        "src_port=5000} -> unregistered: action unregistered, not set_worker",
    ]


def test_ctl_job_list_flags_a_shared_worker_index_and_unforwarded_workers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """What the switch will refuse: job 2 written by hand with job 1's worker_index (its
    JOINs would be refused, NACK 22), its rank 0's results to a MAC nobody forwards."""
    from p4reduce.cli import main

    soft = Soft()
    try:
        client = pushed(soft, election_id=5)
        cfg = fabric(jobs=[{"id": 1, "slots": 8, "workers": ["h1:1", "h2:1"]}])
        manager = JobManager(client, cfg)
        manager.install_fabric()
        index = manager.add(cfg.jobs[0]).workers[0].worker_index
        params = {"slot_base": 8, "slot_count": 8, "num_workers": 1, "mcast_grp": 30}
        client.write(
            [
                (
                    UpdateKind.INSERT,
                    TableEntry("jobs", {"job_id": 2}, "set_job", {**params, "session": 9}),
                ),
                (
                    UpdateKind.INSERT,
                    TableEntry(
                        "result_dest",
                        {"job_id": 2, "rank": 0},
                        "set_dest",
                        {"dst_mac": 0x020000000999, "dst_ip": 0x0A000009, "dst_port": 7},
                    ),
                ),
                (
                    UpdateKind.INSERT,
                    TableEntry(
                        "workers",
                        {"ingress_port": 3, "src_addr": 0x0A000009, "src_port": 7},
                        "set_worker",
                        {"job_id": 2, "rank": 0, "worker_index": index},
                    ),
                ),
            ]
        )
        config = tmp_path / "soft.toml"
        config.write_text(f'[switch]\ngrpc = "{soft.address}"\ntarget = "soft"\nslots = 64\n')
        assert main(["ctl", "--config", str(config), "--election-id", "1", "job", "list"]) == 0
        problems = [ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("problem")]
        assert problems == [
            f"problem: worker_index {index} is shared by job 1 rank 0 and job 2 rank 0: it "
            "must be unique on the switch (the later job's JOINs are refused, NACK 22)",
            "problem: job 2: its multicast group 30 is not on the switch: no rank gets its results",
            "problem: job 2 rank 0: its results go to MAC 020000000999, which the forwarding "
            "table (l2_forward) does not know: add the host to the config",
        ]
    finally:
        soft.close()
