"""The ``p4reduce`` command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from p4rproto.agreement import Wire
from p4rproto.frames import DEFAULT_MTU, MAX_MTU, MIN_MTU
from p4rproto.units import parse_count, parse_micros
from p4rproto.wire import UDP_PORT

from .bench import LOOPBACK_SLOTS
from .demo_config import DemoConfig, DemoError
from .stopping import Stopper

#: Seconds ``p4reduce emu`` has after SIGTERM to stop its network (hosts, links, switches)
EMU_GRACE = 4.5

if TYPE_CHECKING:
    from softswitch.tables import JobEntry


#: ``p4reduce demo`` options: flag, DemoConfig field, type, help.
_DEMO_OPTIONS: list[tuple[str, str, Callable[[str], Any], str]] = [
    ("--workers", "workers", int, "worker processes"),
    ("--size", "size", parse_count, "float32 elements per worker, e.g. 64M"),
    ("--rounds", "rounds", int, "all-reduces to run"),
    ("--loss", "loss", float, "drop probability per packet, in each direction"),
    ("--slots", "slots", int, "the job's slot pool: packets in flight per worker"),
    ("--elems", "elems_per_packet", int, "int32 elements per packet"),
    ("--seed", "seed", int, "seed of the random tensors"),
    ("--timeout", "timeout", float, "seconds without progress before a worker gives up"),
    (
        "--pipeline",
        "pipeline",
        str,
        "the switch's pipeline: auto (native when built), native, numpy",
    ),
]
#: On/off DemoConfig fields that a flag turns off.
_DEMO_SWITCHES = [
    ("--no-verify", "verify", "skip the numpy reference check"),
    ("--no-gloo", "gloo", "skip the Gloo ring comparison"),
    ("--no-progress", "progress", "no progress bar"),
    ("--udp", "lane", "UDP loopback, not shared-memory lanes, between workers and switch"),
]


#: ``--udp`` of the benches that run the software switch beside their ranks.
_UDP_HELP = "the ranks reach the switch over UDP loopback, not shared-memory lanes"

#: ``p4reduce bench torch`` options: TorchBenchConfig field -> (type, help); unset flags
#: keep the config's defaults (not repeated here, so that the CLI need not import torch).
_BENCH_TORCH_FLAGS: dict[str, tuple[Callable[[str], Any], str]] = {
    "workers": (int, "DDP processes (default 2)"),
    "mode": (str, "hook or backend: how gradients reach the switch (default hook)"),
    "hidden": (int, "MLP width (default 1024)"),
    "layers": (int, "MLP hidden layers (default 3: 3.16 M parameters)"),
    "steps": (int, "timed training steps per side (default 5)"),
    "repeat": (int, "timed all-reduces per side (default 5)"),
    "slots": (int, f"the job's slot pool: packets in flight per rank (default {LOOPBACK_SLOTS})"),
    "device": (str, "cpu or cuda: where the model and its gradients live (default cpu)"),
    "staging_chunk": (
        int,
        "elements per chunk of a GPU bucket staged through host memory (default 4194304)",
    ),
}


def _demo(args: argparse.Namespace) -> int:
    from .demo import run_demo

    fields = [name for _, name, *_ in _DEMO_OPTIONS] + [name for _, name, _ in _DEMO_SWITCHES]
    report = run_demo(DemoConfig(**{name: getattr(args, name) for name in fields}))
    return 0 if report.ok else 1


def _bench(args: argparse.Namespace) -> int:
    if args.bench == "quantize":
        from .bench import quantize

        quantize.run(args.size, args.elems, args.workers, args.repeat)
    elif args.bench == "switch":
        from .bench import switch as switch_bench

        switch_bench.run(
            switch_bench.SwitchBenchConfig(
                elems=tuple(int(k) for k in args.elems.split(",")),
                workers=args.workers,
                batch=args.batch,
                seconds=args.seconds,
                repeat=args.repeat,
                udp_seconds=args.udp_seconds,
                window=args.window,
            )
        )
    elif args.bench == "agreement":
        from .bench import agreement

        config = agreement.AgreementBenchConfig(
            workers=args.workers,
            repeat=args.repeat,
            sizes=_counts(args.sizes, "--sizes"),
            elems_per_packet=args.elems,
            slots=args.slots,
            lane=not args.udp,
            layers=args.layers,
        )
        return _spawned_ranks(lambda: agreement.run(config))
    elif args.bench == "cost":
        from .bench import cost

        if args.io == "xdp":  # SIGTERM as Ctrl-C: the run's `finally` removes its veth pair
            Stopper("bench cost").install(interrupt_main=True)
        cost.run(
            cost.CostConfig(
                ks=_ints(args.k, "--k"),
                iterations=args.iterations,
                batch=args.batch,
                workers=args.workers,
                tensor=args.tensor,
                xdp=args.io == "xdp",
            ),
            as_json=args.json,
        )
    elif args.bench == "memory":
        from .bench import memory

        mem = memory.MemoryBenchConfig(
            workers=args.workers, size=args.size, repeat=args.repeat, slots=args.slots
        )
        return _spawned_ranks(lambda: memory.run(mem))
    elif args.bench == "torch":
        from .bench import torch as torch_bench

        given = {k: getattr(args, k) for k in _BENCH_TORCH_FLAGS if getattr(args, k) is not None}
        cfg = torch_bench.TorchBenchConfig(**given, lane=not args.udp, references=args.references)
        return _spawned_ranks(lambda: torch_bench.run(cfg))
    else:
        from .bench import hostpath

        hostpath.run(args.packets, args.elems, args.batch)
    return 0


def _spawned_ranks(bench: Callable[[], object]) -> int:
    """Run a bench whose ranks are spawned processes: a rank that raised or died ends it
    with an error naming the rank and the cause (status 2), not a traceback.  (Imported
    here: :mod:`.localrun` brings torch, which the CLI does not load to start.)"""
    from .localrun import WorkerError

    try:
        bench()
    except WorkerError as exc:
        print(f"p4reduce bench: error: {exc}", file=sys.stderr)
        return 2
    return 0


def _ints(text: str, flag: str) -> tuple[int, ...]:
    """``"64,256"`` -> (64, 256); a clear error naming ``flag`` otherwise."""
    try:
        return tuple(int(v) for v in text.split(","))
    except ValueError:  # from None: int()'s complaint is about the text the message quotes
        raise ValueError(f"{flag} {text!r}: expected integers separated by commas") from None


def _counts(text: str, flag: str) -> tuple[int, ...]:
    """``"1,1K,64K"`` -> (1, 1024, 65536); a clear error naming ``flag`` otherwise."""
    try:
        return tuple(parse_count(v) for v in text.split(","))
    except ValueError as exc:
        raise ValueError(f"{flag} {text!r}: {exc}") from exc


def _emu(args: argparse.Namespace) -> int:
    from mininet_topos.emu import EmuConfig

    workers = tuple(int(w) for w in args.workers.split(","))
    sizes = [parse_count(s) for s in args.size.split(",")]
    cfg = EmuConfig(
        topo=args.topo,
        workers=workers,
        bw=args.bw,
        switch=args.switch,
        size=sizes[0],
        loss=args.loss,
        elems=args.elems,
        mtu=args.mtu,
        slots=args.slots,
        delay=parse_micros(args.delay, "--delay"),
        timeout=args.timeout,
        gloo=not args.no_gloo,
        out=Path(args.out),
        wire=Wire.parse(args.wire),
        io=args.io,
    )
    if sum(map(bool, (args.train, args.latency, args.fault))) > 1:
        raise ValueError("--train, --latency and --fault are different runs: give one")
    if (args.latency or args.fault) and cfg.wire != Wire.INT32:
        raise ValueError(
            "--wire: the all-reduce and --train runs take it, not --latency or --fault"
        )
    # Every setting is checked before anything starts (and before the signals are taken).
    if args.train:
        run = _emu_train(args, cfg)
    elif args.latency:
        run = _emu_latency(args, cfg)
    elif args.fault:
        run = _emu_fault(args, cfg)
    else:
        run = _emu_allreduce(cfg, sizes)
    # SIGTERM as Ctrl-C: the runs' `finally` stop their networks (only what they started)
    Stopper("emu", grace=EMU_GRACE).install(interrupt_main=True)
    return run()


def _emu_allreduce(emu: Any, sizes: list[int]) -> Callable[[], int]:
    """``emu``: one all-reduce per worker count (and size), through the switch and Gloo."""

    def run() -> int:
        from mininet_topos.runner import run_emu

        if len(sizes) > 1:
            from mininet_topos.scaling import run_sizes

            results = [r for _, runs in run_sizes(emu, sizes) for r in runs]
        else:
            results = run_emu(emu)
        return 0 if all(r.exact for r in results) else 1

    return run


def _emu_latency(args: argparse.Namespace, emu: Any) -> Callable[[], int]:
    """``emu --latency SIZES``: small all_reduces through the switch and with Gloo, timed."""
    from mininet_topos.latency import LatencyConfig, run_latency

    cfg = LatencyConfig(emu, _counts(args.latency, "--latency"), args.calls, args.warmup_calls)
    return lambda: 0 if all(r.exact for r in run_latency(cfg)) else 1


def _emu_fault(args: argparse.Namespace, emu: Any) -> Callable[[], int]:
    """``emu --fault KIND``: a fault under a running job; every live rank must name it."""
    from mininet_topos.faults import FaultConfig, run_fault

    cfg = FaultConfig(emu, args.fault)
    return lambda: 0 if all(r.passed() for r in run_fault(cfg)) else 1


def _emu_train(args: argparse.Namespace, emu: Any) -> Callable[[], int]:
    """``emu --train MODEL``: DDP training through the switch and with Gloo, compared."""
    from mininet_topos.models import ModelConfig
    from mininet_topos.training import TrainConfig, run_training

    model = ModelConfig(
        args.train, args.model_size, args.batch, args.seq, "auto" if args.hf else "own"
    )
    cfg = TrainConfig(
        emu=emu,
        model=model,
        steps=args.steps,
        warmup=args.warmup,
        lr=args.lr,
        bucket_mb=args.bucket_mb,
        modes=tuple(
            m.strip() for m in args.modes.split(",") if not (args.no_gloo and m.strip() == "gloo")
        ),
        fallback=args.fallback,
        trace=args.trace,
    )

    def run() -> int:
        return 0 if all(r.losses_agree() for r in run_training(cfg)) else 1

    return run


def _worker(args: argparse.Namespace) -> int:
    from .worker import WorkerRun, job_name, main

    if args.local is not None:
        if args.local < 1 or args.rank is not None:
            raise ValueError("--local N runs ranks 0..N-1 here: N >= 1, and no --rank")
        world, rank, name = args.local, 0, args.job or job_name()
    else:
        if args.world is None or args.rank is None or not args.job:
            raise ValueError("give --local N, or --job, --world and --rank for one rank")
        world, rank, name = args.world, args.rank, args.job
    run = WorkerRun(
        args.controller,
        args.token_file,
        name,
        world,
        rank,
        args.size,
        args.rounds,
        args.seed,
        args.tls_ca,
    )
    return main(run, local=args.local is not None)


def _switch(args: argparse.Namespace) -> int:
    from p4rproto.frames import check_mtu, ipv4_packet_len
    from p4rproto.netio import Address
    from softswitch.dropsim import DropRates
    from softswitch.native import make_pipeline, native_choice, pipeline_kind
    from softswitch.pipeline import SwitchConfig
    from softswitch.ports import (
        PortSwitch,
        SwitchAddressing,
        parse_port_delays,
        parse_port_rates,
        parse_ports,
    )
    from softswitch.udp import UdpSwitch

    if args.controller and args.p4runtime:
        raise ValueError(
            "--controller and --p4runtime exclude each other: a switch programmed over "
            "P4Runtime takes RESETs as packet-outs from its P4Runtime client"
        )
    controller = Address.parse(args.controller) if args.controller else None
    pipeline = make_pipeline(
        SwitchConfig(num_slots=args.slots, elems_per_packet=args.elems),
        drop=DropRates(args.drop_ingress, args.drop_egress),
        controller=controller,
        native=native_choice(args.pipeline),
    )
    for spec in args.job:
        pipeline.add_job(_parse_job(spec))
    switch: UdpSwitch | PortSwitch
    if args.port:
        check_mtu(args.mtu, "--mtu")
        if ipv4_packet_len(args.elems) > args.mtu:
            raise ValueError(
                f"--elems {args.elems}: its {ipv4_packet_len(args.elems)}-byte IPv4 packets "
                f"exceed --mtu {args.mtu}"
            )
        addressing = SwitchAddressing(args.mac, args.ip)
        ports = parse_ports(args.port)
        switch = PortSwitch(
            ports,
            pipeline,
            addressing,
            mtu=args.mtu,
            delays_us=parse_port_delays(args.port_delay, args.delay, ports),
            io=args.io,
            rates_mbit=parse_port_rates(args.port_rate, args.rate, ports),
        )
        where = f"ports {', '.join(args.port)} ({args.io}) as {args.ip}"
    elif args.delay or args.port_delay or args.rate or args.port_rate or args.io != "socket":
        raise ValueError(
            "--delay, --port-delay, --rate, --port-rate and --io are raw ports': give --port"
        )
    else:
        switch = UdpSwitch(Address.parse(args.listen), pipeline)
        where = f"{switch.address}"
    server = None
    if args.p4runtime:
        from softswitch.p4runtime import P4RuntimeServer

        server = P4RuntimeServer(
            switch,
            args.p4runtime,
            device_id=args.device_id,
            mac=args.mac,
            ip=args.ip,
            device_config_format=args.expect_device_config,
        ).start()
    print(
        f"p4reduce switch: listening on {where}, {args.slots} slots, K={args.elems}, "
        f"{len(args.job)} job(s), {pipeline_kind(pipeline)} pipeline"
        + (f", P4Runtime on {server.address}" if server else ""),
        flush=True,
    )
    stopper = Stopper("switch").install(stop=switch.stop)  # from any thread, in seconds
    try:
        switch.serve_forever()
    finally:
        if server is not None:
            server.stop()
        switch.close()
        counters = {k: v for k, v in pipeline.counters.as_dict().items() if v}
        print(
            f"p4reduce switch: stopped ({stopper.signal_name or 'done'}): the ports and the "
            f"P4Runtime server are closed; counters {counters}",
            flush=True,
        )
        stopper.done()
    return 0


def _parse_job(spec: str) -> JobEntry:
    """``ID:BASE:COUNT:HOST:PORT,HOST:PORT,...`` (workers in rank order)."""
    from p4rproto.netio import Address
    from softswitch.tables import JobEntry

    try:
        job_id, base, count, workers = spec.split(":", 3)
        return JobEntry(
            int(job_id), int(base), int(count), tuple(Address.parse(w) for w in workers.split(","))
        )
    except ValueError as exc:  # from None: the message holds the cause's text
        raise ValueError(f"--job {spec!r}: expected ID:BASE:COUNT:HOST:PORT,... ({exc})") from None


def build_parser() -> argparse.ArgumentParser:
    """``p4reduce``'s parser: one subcommand per job the toolkit does, each added by its
    own function below (``ctl`` and ``controller`` by their modules)."""
    parser = argparse.ArgumentParser(
        prog="p4reduce", description="In-network all-reduce through a P4 or software switch."
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _add_demo(sub)
    _add_switch(sub)
    _add_bench(sub)
    _add_emu(sub)
    _add_worker(sub)

    from p4reduce.ctl_cli import add_parser as add_ctl_parser
    from p4reduce.service_cli import add_parser as add_service_parser

    add_service_parser(sub)

    add_ctl_parser(sub)
    return parser


def _add_demo(sub: Any) -> None:
    """``p4reduce demo``: its options are :class:`DemoConfig`'s fields, defaults and all."""
    demo = sub.add_parser("demo", help="all-reduce through a software switch on loopback")
    defaults = DemoConfig()
    for flag, name, kind, text in _DEMO_OPTIONS:
        shown = f"{getattr(defaults, name):,}" if name == "size" else getattr(defaults, name)
        demo.add_argument(
            flag,
            dest=name,
            type=kind,
            default=getattr(defaults, name),
            help=f"{text} (default {shown})",
        )
    for flag, name, text in _DEMO_SWITCHES:
        demo.add_argument(flag, dest=name, action="store_false", help=text)
    demo.set_defaults(func=_demo)


def _add_switch(sub: Any) -> None:
    """``p4reduce switch``: what it serves (socket, slots, jobs, P4Runtime), then how
    packets pass through it (:func:`_add_switch_datapath`)."""
    switch = sub.add_parser("switch", help="run the software switch on a UDP socket")
    switch.add_argument(
        "--listen",
        default=f"127.0.0.1:{UDP_PORT}",
        help=f"HOST:PORT to serve on (default 127.0.0.1:{UDP_PORT})",
    )
    switch.add_argument(
        "--slots", type=int, default=4096, help="slots in the switch (default 4096)"
    )
    switch.add_argument(
        "--elems", type=int, default=64, help="int32 elements per packet (default 64)"
    )
    switch.add_argument(
        "--job",
        action="append",
        default=[],
        metavar="ID:BASE:COUNT:WORKERS",
        help="install a job: id, first slot, slot count, HOST:PORT of each worker "
        "in rank order, comma-separated (repeatable)",
    )
    switch.add_argument("--controller", help="HOST:PORT allowed to send RESET packets")
    switch.add_argument(
        "--p4runtime", metavar="HOST:PORT", help="serve P4Runtime here (program it with `ctl`)"
    )
    switch.add_argument("--device-id", type=int, default=0, help="P4Runtime device id (0)")
    switch.add_argument(
        "--expect-device-config",
        choices=("stratum", "pi"),
        help="refuse pushed pipelines whose device config is not a Tofino one in this format",
    )
    _add_switch_datapath(switch)
    switch.set_defaults(func=_switch)


def _add_switch_datapath(switch: argparse.ArgumentParser) -> None:
    """The switch's data path: raw Ethernet ports instead of UDP, their MTU and
    addresses, the loss to emulate each way, and the pipeline that sums the packets."""
    switch.add_argument(
        "--port",
        action="append",
        default=[],
        metavar="N@INTF",
        help="serve raw Ethernet port N on interface INTF instead of UDP (repeat), as BMv2's -i",
    )
    switch.add_argument(
        "--mtu",
        type=int,
        default=DEFAULT_MTU,
        help=f"the ports' MTU: the largest IPv4 packet taken whole ({MIN_MTU}..{MAX_MTU}, "
        f"default {DEFAULT_MTU}; 9000 for jumbo frames)",
    )
    switch.add_argument(
        "--delay",
        type=float,
        default=0.0,
        metavar="US",
        help="every port's frames leave US microseconds after they were sent: the links' "
        "propagation delay, held here where the kernel has no netem (default 0)",
    )
    switch.add_argument(
        "--port-delay",
        action="append",
        default=[],
        metavar="N=US",
        help="port N's delay instead of --delay's (repeat)",
    )
    switch.add_argument(
        "--io",
        choices=["socket", "xdp"],
        default="socket",
        help="the ports' I/O: packet sockets (default, the reference) or AF_XDP (kernel "
        "bypass: an XDP program hands each port's frames to an AF_XDP socket; root)",
    )
    switch.add_argument(
        "--rate",
        type=float,
        default=0.0,
        metavar="MBIT",
        help="pace every port's frames to MBIT Mbit/s, as a link of that rate (default 0: "
        "not paced; AF_XDP frames pass tc, so an emulated link's rate must be set here)",
    )
    switch.add_argument(
        "--port-rate",
        action="append",
        default=[],
        metavar="N=MBIT",
        help="port N's rate instead of --rate's (repeat)",
    )
    switch.add_argument("--mac", default="02:00:00:00:00:fe", help="the switch's MAC (ports)")
    switch.add_argument("--ip", default="10.0.0.254", help="the switch's IPv4 address (ports)")
    switch.add_argument("--drop-ingress", type=float, default=0.0, help="drop probability in")
    switch.add_argument("--drop-egress", type=float, default=0.0, help="drop probability out")
    switch.add_argument(
        "--pipeline",
        choices=["auto", "native", "numpy"],
        default="auto",
        help="native (C, the default when built) or numpy (the reference model)",
    )


def _add_bench(sub: Any) -> None:
    """``p4reduce bench``: one subcommand per micro-benchmark, each printing figures."""
    bench = sub.add_parser("bench", help="micro-benchmarks that print figures")
    bench_sub = bench.add_subparsers(dest="bench", required=True, metavar="BENCH")
    bq = bench_sub.add_parser("quantize", help="quantize+pack and unpack+dequantize vs memcpy")
    bq.add_argument("--size", type=parse_count, default=parse_count("16M"), help="float32 elements")
    bq.add_argument("--elems", type=int, default=64, help="elements per packet")
    bq.add_argument("--workers", type=int, default=8, help="workers (sets the scale)")
    bq.add_argument("--repeat", type=int, default=5)
    bh = bench_sub.add_parser("hostpath", help="batched host send/receive path vs per-packet loop")
    bh.add_argument("--packets", type=parse_count, default=parse_count("200K"))
    bh.add_argument("--elems", type=int, default=64, help="elements per packet")
    bh.add_argument("--batch", type=int, default=256, help="packets per syscall")
    _add_bench_switch(bench_sub)
    _add_bench_agreement(bench_sub)
    _add_bench_cost(bench_sub)
    bm = bench_sub.add_parser(
        "memory", help="memory an all-reduce needs beyond its tensor, p4reduce vs Gloo"
    )
    bm.add_argument("--workers", type=int, default=2, help="ranks (processes) (2)")
    bm.add_argument(
        "--size", type=parse_count, default=parse_count("64M"), help="float32 elements (64M)"
    )
    bm.add_argument("--repeat", type=int, default=3, help="calls of each side (3)")
    bm.add_argument(
        "--slots", type=int, default=LOOPBACK_SLOTS, help=f"the job's slot pool ({LOOPBACK_SLOTS})"
    )
    bt = bench_sub.add_parser("torch", help="DDP step and all-reduce time, p4reduce vs Gloo")
    for name, (kind, text) in _BENCH_TORCH_FLAGS.items():
        bt.add_argument(f"--{name.replace('_', '-')}", dest=name, type=kind, help=text)
    bt.add_argument("--udp", action="store_true", help=_UDP_HELP)
    bt.add_argument(
        "--references",
        action="store_true",
        help="also time Gloo with torch's allreduce_hook and the step without communication",
    )
    bench.set_defaults(func=_bench)


def _add_bench_switch(bench_sub: Any) -> None:
    """``p4reduce bench switch``: the pipelines in memory, then over UDP loopback."""
    bs = bench_sub.add_parser(
        "switch", help="contributions/s through the switch: native vs numpy pipeline"
    )
    bs.add_argument("--elems", default="64,256", help="K values, comma-separated (64,256)")
    bs.add_argument("--workers", type=int, default=4, help="workers per job (4)")
    bs.add_argument("--batch", type=int, default=256, help="datagrams per batch in memory (256)")
    bs.add_argument("--seconds", type=float, default=1.0, help="per in-memory figure (1)")
    bs.add_argument("--repeat", type=int, default=3, help="in-memory runs; the best counts (3)")
    bs.add_argument(
        "--udp-seconds", type=float, default=2.0, help="per UDP loopback figure; 0 skips (2)"
    )
    bs.add_argument("--window", type=int, default=1024, help="UDP packets in flight per worker")


def _add_bench_agreement(bench_sub: Any) -> None:
    """``p4reduce bench agreement``: the calls' time, agreement round included."""
    ba = bench_sub.add_parser(
        "agreement", help="torch all-reduce time, agreement included, p4reduce vs Gloo"
    )
    ba.add_argument("--workers", type=int, default=2, help="ranks (processes) (2)")
    ba.add_argument("--repeat", type=int, default=1000, help="timed calls per size (1000)")
    ba.add_argument("--sizes", default="1,1K,64K,1M", help="float32 elements (1,1K,64K,1M)")
    ba.add_argument("--elems", type=int, default=256, help="elements per packet (256)")
    ba.add_argument(
        "--slots", type=int, default=LOOPBACK_SLOTS, help=f"the job's slot pool ({LOOPBACK_SLOTS})"
    )
    ba.add_argument("--udp", action="store_true", help=_UDP_HELP)
    ba.add_argument(
        "--layers",
        action="store_true",
        help="also time each layer of the smallest call, from dist.all_reduce to the C loop",
    )


def _add_bench_cost(bench_sub: Any) -> None:
    """``p4reduce bench cost``: each stage's cost, and the cores line rate needs."""
    bc = bench_sub.add_parser(
        "cost", help="ns per element and µs per packet of each stage; cores for line rate"
    )
    bc.add_argument("--k", default="64,256,1024,2048", help="K values (64,256,1024,2048)")
    bc.add_argument("--iterations", type=int, default=100, help="timed runs per stage (100)")
    bc.add_argument("--batch", type=int, default=256, help="packets per socket run (256)")
    bc.add_argument("--workers", type=int, default=4, help="N: the switch's fan-out (4)")
    bc.add_argument(
        "--tensor",
        type=parse_count,
        default=parse_count("1M"),
        help="float32 elements per run of the compute stages (1M)",
    )
    bc.add_argument(
        "--io",
        choices=["socket", "xdp"],
        default="socket",
        help="xdp: also a host's send and receive over AF_XDP, on a veth pair (root)",
    )
    bc.add_argument("--json", action="store_true", help="print the figures as JSON")


def _add_emu(sub: Any) -> None:
    """``p4reduce emu``: the emulated network and the all-reduce it times, then the
    training it can run instead (:func:`_add_emu_training`)."""
    emu = sub.add_parser("emu", help="Mininet emulation: all-reduce vs Gloo on the same links")
    emu.add_argument(
        "--topo",
        default="rack",
        help="rack; two-rack (alias two-racks): two leaves under a spine, aggregated in two "
        "levels; leaf-spine:R: R racks (2..3) likewise; or a topology JSON file",
    )
    emu.add_argument("--workers", default="4", help="worker counts, e.g. 2,4,8 (default 4)")
    emu.add_argument("--bw", type=float, default=100.0, help="link Mbit/s (default 100)")
    emu.add_argument("--switch", choices=["soft", "bmv2"], default="soft")
    emu.add_argument(
        "--size",
        default="1M",
        help="float32 elements per worker (default 1M); several, e.g. 1M,4M,16M: a run per "
        "size and a plot of all (scaling.png)",
    )
    emu.add_argument("--loss", type=float, default=0.0, help="drop probability per direction")
    emu.add_argument(
        "--elems",
        type=int,
        default=0,
        help="elements per packet, K (default: the largest that fits the MTU: 256 at 1500; "
        "at 9000 2048 on the software switch, BMv2 keeps 256)",
    )
    emu.add_argument(
        "--mtu",
        type=int,
        default=DEFAULT_MTU,
        help=f"every link's and port's MTU, workers, switches and the Gloo ring alike "
        f"({MIN_MTU}..{MAX_MTU}, default {DEFAULT_MTU}; 9000: jumbo frames)",
    )
    emu.add_argument(
        "--slots",
        type=int,
        default=0,
        help="the job's slot pool (default 0: the controller service's bandwidth-delay rule)",
    )
    emu.add_argument(
        "--delay",
        default="0",
        metavar="TIME",
        help="every link's one-way delay, e.g. 50us or 0.1ms (default 0; the software switch "
        "holds the frames, as this kernel has no netem)",
    )
    emu.add_argument(
        "--io",
        choices=["socket", "xdp"],
        default="socket",
        help="the software switch's ports: packet sockets (default) or AF_XDP (kernel "
        "bypass; the switch then paces each port at --bw, as its frames pass tc)",
    )
    emu.add_argument(
        "--wire",
        default="int32",
        choices=["int32", "int16", "int8"],
        help="what p4reduce's float words carry: int32 (default), or two int16 / four int8 "
        "lanes a word, stochastically rounded (the all-reduce and --train runs; "
        "docs/protocol.md, 'Narrow lanes')",
    )
    emu.add_argument(
        "--latency",
        metavar="SIZES",
        help="time small all_reduces instead, e.g. 1,1K,64K float32: p50 and p99 through the "
        "switch and with Gloo (results.json's latency, latency.png)",
    )
    emu.add_argument("--calls", type=int, default=1000, help="--latency: timed calls a size (1000)")
    emu.add_argument(
        "--warmup-calls", type=int, default=20, help="--latency: untimed calls first (20)"
    )
    emu.add_argument(
        "--fault",
        choices=["stop", "kill", "blackhole", "switch-restart"],
        help="inject this fault under a running job (rank 1 stopped or killed, its port "
        "down, the switch restarted) and show what every live rank says (use a short "
        "--timeout, e.g. 2)",
    )
    emu.add_argument("--timeout", type=float, default=60.0)
    emu.add_argument("--no-gloo", action="store_true", help="skip the Gloo ring baseline")
    emu.add_argument("--out", default="emu-results", help="folder for results.json and ate.png")
    _add_emu_training(emu)
    emu.set_defaults(func=_emu)


def _add_emu_training(emu: argparse.ArgumentParser) -> None:
    """``p4reduce emu --train``'s options, a group of their own in the help."""
    train = emu.add_argument_group(
        "training (--train)", "DDP training on the hosts: p4reduce, then Gloo on the same links"
    )
    train.add_argument(
        "--train",
        choices=["gpt2", "resnet"],
        help="train this model instead of timing one all-reduce (results.json, train.png)",
    )
    train.add_argument(
        "--model-size",
        default="small",
        help="gpt2: tiny, small, medium, gpt2 (124 M); resnet: tiny, small, medium, "
        "resnet18 (default small)",
    )
    train.add_argument("--batch", type=int, default=4, help="samples per rank and step (4)")
    train.add_argument(
        "--seq", type=int, default=0, help="gpt2: tokens per sequence (default: its context)"
    )
    train.add_argument("--steps", type=int, default=100, help="training steps per mode (100)")
    train.add_argument("--warmup", type=int, default=5, help="first steps left out of steps/s (5)")
    train.add_argument("--lr", type=float, default=0.0, help="learning rate (0: the model's)")
    train.add_argument(
        "--bucket-mb",
        type=float,
        default=25.0,
        help="DDP's bucket_cap_mb: gradients per all-reduce call (25)",
    )
    train.add_argument(
        "--modes",
        default="backend,hook,gloo",
        help="how gradients are summed, in order: backend, hook, gloo, gloo-fp16 (Gloo with "
        "PyTorch's fp16_compress_hook: half the bytes, to compare with --wire int16); "
        "default backend,hook,gloo",
    )
    train.add_argument(
        "--fallback", choices=["gloo", "fail"], default="gloo", help="P4REDUCE_FALLBACK (gloo)"
    )
    train.add_argument(
        "--trace",
        action="store_true",
        help="record when each gradient bucket's all-reduce is issued and done, every step",
    )
    train.add_argument(
        "--no-hf",
        dest="hf",
        action="store_false",
        help="gpt2: the project's own model even where Hugging Face transformers is installed",
    )


def _add_worker(sub: Any) -> None:
    """``p4reduce worker``: a job through the controller service, checked for exactness."""
    worker = sub.add_parser(
        "worker",
        help="all-reduce through a switch via the controller service, checking exactness",
    )
    worker.add_argument("--controller", required=True, metavar="HOST:PORT", help="the service")
    worker.add_argument("--token-file", type=Path, required=True, help="its token file")
    worker.add_argument("--tls-ca", type=Path, help="its CA certificate (TLS)")
    worker.add_argument("--local", type=int, metavar="N", help="run N ranks here, as processes")
    worker.add_argument("--job", help="the job's name (default: a new one, with --local)")
    worker.add_argument("--world", type=int, help="without --local: the job's rank count")
    worker.add_argument("--rank", type=int, help="without --local: this worker's rank")
    worker.add_argument("--size", type=parse_count, default=parse_count("1M"))
    worker.add_argument("--rounds", type=int, default=3)
    worker.add_argument("--seed", type=int, default=1, help="the same on every rank")
    worker.set_defaults(func=_worker)


def main(argv: Sequence[str] | None = None) -> int:
    from hostlib.errors import HostlibError
    from mininet_topos.emu import EmuError  # Mininet itself is imported only by `emu`
    from softswitch.process import SwitchProcessError

    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        result: int = args.func(args)
    except KeyboardInterrupt:
        return 130
    except (
        OSError,
        ValueError,
        TimeoutError,
        DemoError,
        SwitchProcessError,
        EmuError,
        HostlibError,
    ) as exc:
        print(f"p4reduce {args.command}: error: {exc}", file=sys.stderr)
        return 2
    return result


if __name__ == "__main__":
    sys.exit(main())
