"""Where the CPU of an emulated all-reduce goes: ``perf`` over ``p4reduce emu``.

``sudo .venv/bin/python tools/emu_profile.py --workers 8 --size 16M --mtu 9000``
records every CPU (``perf record -a -g``) through one emulation run without the Gloo
baseline, keeps the samples of the all-reduce itself (from the latest worker's start to
the first worker's end, by the times the workers report), and sorts each sample by who
ran (the switch process, the workers, kernel threads, idle) and what its stack was in
(a send or receive syscall and the kernel path under it, waiting in ``poll``, page
faults, softirqs, or user code by library).  It prints the shares of all CPU time, the
largest first.  Needs root and ``perf`` (Debian: ``linux-perf``); not part of
``make test``.  ``docs/performance.md`` holds its figures.
"""

from __future__ import annotations

import argparse
import collections
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: (a symbol in the stack, the stage), the first match wins; syscalls by their entry
SYSCALLS = (
    ("sendmmsg", "send syscall"),
    ("sendmsg", "send syscall"),
    ("sendto", "send syscall"),
    ("recvmmsg", "receive syscall"),
    ("recvmsg", "receive syscall"),
    ("recvfrom", "receive syscall"),
    ("poll", "waiting (poll)"),
    ("futex", "waiting (futex)"),
    ("nanosleep", "sleeping"),
)
#: user code by the library it runs in
LIBRARIES = (
    ("_native", "user: switch pipeline and port loop (C)"),
    ("_fastpath", "user: host quantize, pack, transfer loop (C)"),
    ("libpython", "user: Python"),
    ("multiarray", "user: numpy"),
    ("libc", "user: libc"),
)


def stage(frames: list[tuple[str, str]]) -> str:
    """What a sample's stack (leaf first; (symbol, library) pairs) was doing."""
    symbols = [s for s, _ in frames]
    if "asm_exc_page_fault" in symbols:
        return "page faults (first writes to new memory)"
    if "entry_SYSCALL_64_after_hwframe" in symbols or "do_syscall_64" in symbols:
        for key, name in SYSCALLS:
            if any(key in s for s in symbols):
                return name
        return "other syscalls"
    if any(s in ("handle_softirqs", "net_rx_action", "net_tx_action") for s in symbols):
        return "softirq (interrupts)"
    library = frames[0][1] if frames else ""
    if "kernel" in library:
        return "kernel, other"
    for key, name in LIBRARIES:
        if key in library:
            return name
    return "user: " + Path(library.strip("()")).name


def parse_samples(text: str) -> list[tuple[str, int, list[tuple[str, str]]]]:
    """``perf script -F comm,pid,ip,sym,dso`` output: (comm, pid, frames) per sample."""
    samples = []
    for block in text.split("\n\n"):
        lines = [line.split() for line in block.strip().splitlines() if line.strip()]
        if not lines or len(lines[0]) < 2:
            continue
        comm, pid = lines[0][0], int(lines[0][1])
        frames = [(p[1], p[-1]) for p in lines[1:] if len(p) >= 3]
        samples.append((comm, pid, frames))
    return samples


def who(comm: str, pid: int, workers: set[int]) -> str:
    if pid == 0:
        return "idle"
    if pid in workers:
        return "workers"
    if comm == "python":  # the software switch (`python -m p4reduce switch`)
        return "switch"
    return "kernel threads" if comm.startswith(("ksoftirq", "kworker")) else comm


def table(samples: list[tuple[str, int, list[tuple[str, str]]]], workers: set[int]) -> list[str]:
    counts: collections.Counter[tuple[str, str]] = collections.Counter()
    for comm, pid, frames in samples:
        role = who(comm, pid, workers)
        counts[(role, "idle" if role == "idle" else stage(frames))] += 1
    total = sum(counts.values())
    lines = [f"{total} samples over all CPUs"]
    for (role, what), n in counts.most_common():
        if n / total >= 0.005:
            lines.append(f"  {100 * n / total:5.1f}%  {role:14s} {what}")
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--workers", type=int, default=8)
    ap.add_argument("--size", default="16M")
    ap.add_argument("--mtu", type=int, default=9000)
    ap.add_argument("--bw", type=float, default=100.0)
    ap.add_argument("--frequency", type=int, default=499, help="samples/s per CPU")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="p4r-profile-") as tmp:
        out, data = Path(tmp) / "emu", Path(tmp) / "perf.data"
        emu = [
            str(ROOT / ".venv/bin/p4reduce"), "emu", "--workers", str(args.workers),
            "--size", args.size, "--mtu", str(args.mtu), "--bw", str(args.bw),
            "--no-gloo", "--out", str(out),
        ]  # fmt: skip
        perf = ["perf", "record", "-a", "-g", "-F", str(args.frequency), "-k", "CLOCK_REALTIME"]
        run = subprocess.run([*perf, "-o", str(data), "--", *emu], capture_output=True, text=True)
        print("\n".join(line for line in run.stdout.splitlines() if "workers," in line))
        if run.returncode != 0:
            print(run.stderr[-2000:], file=sys.stderr)
            return 1
        reports = [json.loads(p.read_text()) for p in sorted(out.glob("run-*/worker*.result.json"))]
        start = max(r["started"] for r in reports)
        end = min(r["started"] + r["seconds"] for r in reports)
        fields = ["-F", "comm,pid,ip,sym,dso", "--time", f"{start:.6f},{end:.6f}"]
        script = subprocess.run(
            ["perf", "script", "-i", str(data), *fields],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    print(f"the all-reduce, {end - start:.2f} s (every worker running):")
    print("\n".join(table(parse_samples(script), {r["pid"] for r in reports})))
    return 0


if __name__ == "__main__":
    sys.exit(main())
