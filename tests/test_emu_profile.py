"""tools/emu_profile.py sorts perf samples by who ran and what the stack was in."""

from __future__ import annotations

from tools.emu_profile import parse_samples, table

SCRIPT = """\
python 101
\tffffffff8a000001 _raw_spin_unlock_irqrestore ([kernel.kallsyms])
\tffffffff8a000002 __sys_sendmmsg ([kernel.kallsyms])
\tffffffff8a000003 entry_SYSCALL_64_after_hwframe ([kernel.kallsyms])
\t          10a0 __sendmmsg (/usr/lib/x86_64-linux-gnu/libc.so.6)

python 101
\tffffffff8a000004 clear_page_erms ([kernel.kallsyms])
\tffffffff8a000005 asm_exc_page_fault ([kernel.kallsyms])
\t          2e36 p4r_dequantize_rows.avx2 (/src/hostlib/_fastpath.cpython-311-x86_64-linux-gnu.so)

python 101
\t          2e36 p4r_dequantize_rows.avx2 (/src/hostlib/_fastpath.cpython-311-x86_64-linux-gnu.so)

python 7
\tffffffff8a000006 packet_recvmsg ([kernel.kallsyms])
\tffffffff8a000007 do_syscall_64 ([kernel.kallsyms])
\t          3000 __recvmmsg (/usr/lib/x86_64-linux-gnu/libc.so.6)

swapper 0
\tffffffff8a000008 pv_native_safe_halt ([kernel.kallsyms])

"""


def test_samples_are_sorted_by_role_and_stage() -> None:
    samples = parse_samples(SCRIPT)
    assert [(c, p, len(f)) for c, p, f in samples] == [
        ("python", 101, 4),
        ("python", 101, 3),
        ("python", 101, 1),
        ("python", 7, 3),
        ("swapper", 0, 1),
    ]
    lines = table(samples, workers={101})
    assert lines[0] == "5 samples over all CPUs"
    shares = {" ".join(line.split()[1:]): line.split()[0] for line in lines[1:]}
    assert shares == {
        "workers send syscall": "20.0%",
        "workers page faults (first writes to new memory)": "20.0%",
        "workers user: host quantize, pack, transfer loop (C)": "20.0%",
        "switch receive syscall": "20.0%",
        "idle idle": "20.0%",
    }
