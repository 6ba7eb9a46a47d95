"""The ``p4reduce`` command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .units import parse_count


def _demo(args: argparse.Namespace) -> int:
    from .demo import DemoConfig, run_demo

    cfg = DemoConfig(
        workers=args.workers, size=args.size, rounds=args.rounds, loss=args.loss,
        slots=args.slots, elems_per_packet=args.elems, seed=args.seed,
        verify=not args.no_verify, gloo=not args.no_gloo, timeout=args.timeout,
        progress=not args.no_progress,
    )
    report = run_demo(cfg)
    return 0 if report.ok else 1


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="p4reduce", description="In-network all-reduce through a P4 or software switch."
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    demo = sub.add_parser("demo", help="all-reduce through a software switch on loopback")
    demo.add_argument("--workers", type=int, default=4, help="worker processes (default 4)")
    demo.add_argument("--size", type=parse_count, default=parse_count("4M"),
                      help="float32 elements per worker, e.g. 64M (default 4M)")
    demo.add_argument("--rounds", type=int, default=3, help="all-reduces to run (default 3)")
    demo.add_argument("--loss", type=float, default=0.0,
                      help="drop probability per packet in each direction (default 0)")
    demo.add_argument("--slots", type=int, default=256, help="the job's slot pool (default 256)")
    demo.add_argument("--elems", type=int, default=64, help="int32 elements per packet (default 64)")
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--timeout", type=float, default=30.0,
                      help="seconds without progress before a worker gives up")
    demo.add_argument("--no-verify", action="store_true", help="skip the numpy reference check")
    demo.add_argument("--no-gloo", action="store_true", help="skip the Gloo ring comparison")
    demo.add_argument("--no-progress", action="store_true", help="no progress bar")
    demo.set_defaults(func=_demo)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        result: int = args.func(args)
    except KeyboardInterrupt:
        return 130
    except (OSError, ValueError, RuntimeError, TimeoutError) as exc:
        print(f"p4reduce {args.command}: error: {exc}", file=sys.stderr)
        return 2
    return result


if __name__ == "__main__":
    sys.exit(main())
