"""How a long-running command ends on SIGTERM and SIGINT: within seconds, whatever it waits on.

``p4reduce switch``, ``controller``, ``emu`` and ``worker`` run until they are told to
stop.  A Python signal handler runs only in the main thread and only when that thread
executes Python code: a main thread parked in an untimed wait, or in C code that does
not return (a switch loop under traffic, an all-reduce), may never run it, and a
signal the kernel hands to another thread wakes nobody.  So this module does not rely
on the main thread:

* the signals are written to a wakeup pipe by the C-level handler (``signal.set_wakeup_fd``),
  whichever thread the kernel interrupts, and a watcher thread reads the pipe;
* the watcher logs the signal and what the command releases, and calls the command's
  ``stop`` (set an event, interrupt a loop) from its own thread;
* if the command has not ended ``grace`` seconds later (or a second signal comes), the
  watcher logs what was still running and ends the process with ``os._exit``: the
  kernel then closes every socket (P4Runtime streams, the service's port, an etcd
  lease's connection), and the state store keeps what was written.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Callable
from types import FrameType

#: Seconds a command has to end after the first signal before the process is ended.
GRACE = 4.0
#: The exit status of a command that a signal ended without a clean stop.
FORCED = 128 + signal.SIGTERM


class Stopper:
    """Install with :meth:`install` (from the main thread) before starting threads;
    ``requested`` is set by the first SIGTERM or SIGINT."""

    def __init__(self, command: str, grace: float = GRACE) -> None:
        self.command = command
        self.grace = grace
        self.requested = threading.Event()
        self.signal_name = ""
        self._stop: Callable[[], None] = lambda: None
        self._done = threading.Event()

    def install(
        self, stop: Callable[[], None] = lambda: None, *, interrupt_main: bool = False
    ) -> Stopper:
        """Catch SIGTERM and SIGINT; on the first, ``stop()`` runs on the watcher thread.
        ``interrupt_main``: the main thread also gets a KeyboardInterrupt when it next
        runs Python code (a command whose ``finally`` blocks release what it holds)."""
        self._stop = stop
        read_fd, write_fd = os.pipe()
        os.set_blocking(write_fd, False)
        handler = signal.default_int_handler if interrupt_main else _noop
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, handler)  # a Python handler: the C handler writes the fd
        signal.set_wakeup_fd(write_fd, warn_on_full_buffer=False)
        threading.Thread(
            target=self._watch, args=(read_fd,), name="p4r-signals", daemon=True
        ).start()
        return self

    def wait(self, poll: float = 0.5) -> str:
        """Park the main thread until a signal came (a timed wait: never stuck); its name."""
        while not self.requested.wait(poll):
            pass
        return self.signal_name

    def done(self) -> None:
        """The command ended cleanly: the deadline no longer applies."""
        self._done.set()

    def _watch(self, read_fd: int) -> None:
        first = True
        while True:
            data = os.read(read_fd, 64)
            for number in data:
                if number not in (signal.SIGTERM, signal.SIGINT):
                    continue  # the wakeup fd hears every signal with a Python handler
                name = signal.Signals(number).name
                if first:
                    first = False
                    self.signal_name = name
                    self._say(f"{name}: stopping (within {self.grace:.0f} s)")
                    self.requested.set()
                    threading.Thread(target=self._deadline, daemon=True).start()
                    try:
                        self._stop()
                    except Exception as exc:  # the deadline still ends the process
                        self._say(f"stopping failed: {exc}")
                else:
                    self._say(f"{name} again: exiting now")
                    os._exit(FORCED)

    def _deadline(self) -> None:
        if self._done.wait(self.grace):
            return
        running = sorted(
            t.name for t in threading.enumerate() if t is not threading.current_thread()
        )
        self._say(
            f"did not stop within {self.grace:.0f} s (threads: {', '.join(running)}): "
            "exiting; the kernel closes its sockets"
        )
        os._exit(FORCED)

    def _say(self, text: str) -> None:
        print(f"p4reduce {self.command}: {text}", file=sys.stderr, flush=True)


def _noop(signum: int, frame: FrameType | None) -> None:
    """The Python-level handler: the work is the watcher thread's."""
