"""Operations run one at a time in the order issued, on the reducer's thread or, when the
issuer waits for the next one at once, on the issuer's own thread.

Every rank issues the same operations in the same order, and the reducer must run them
in that order (their switch calls and Gloo rounds pair by order).  A thread of its own
runs them, so that an operation issued without waiting (DDP's buckets, whose futures DDP
asks for at once) overlaps with the caller.  But most calls are waited on at once
(``dist.all_reduce(t)``): then a hop to that thread and back costs two wake-ups, more
than a small all-reduce itself.  So :meth:`Task.run_here` lets the waiting thread run
its own operation if it is the next in line and nothing is running: the order is the
same, only the thread differs.
The process group's operations are queued *lazy*: the reducer's thread is not woken for
one (a wake-up and a hand-over of the GIL cost more than a small call) until the issuer
asks for its future (DDP does at once), polls it, waits for it or issues another
operation: an ``async_op=True`` call that the caller neither polls nor follows starts
when it is waited for.
An operation on small CPU tensors (an all-reduce, a collective that Gloo serves) does
not even queue: where nothing is queued or running, the issuer takes the turn
(:meth:`OrderedRunner.claim`) and runs it before the process group's call returns; its
``Work`` is done, and keeps its error for ``wait()``.
"""

from __future__ import annotations

import collections
import threading
from collections.abc import Callable
from typing import Any


class Task:
    """One operation of an :class:`OrderedRunner`."""

    def __init__(self, runner: OrderedRunner, fn: Callable[[], None]) -> None:
        self._runner = runner
        self._fn = fn
        self.done = False

    def start(self) -> None:
        """Let the runner's thread run it in its turn (a task queued ``lazy``)."""
        self._runner._wake()

    def run_here(self) -> None:
        """Run the queue up to this task on the calling thread, in order, while nothing
        else runs them; if the runner's thread is running one, leave the rest to it."""
        while not self.done:
            head = self._runner._claim_head()
            if head is None:  # the runner's thread is on it, or the queue is empty
                self._runner._wake()
                return
            self._runner._run(head)


class OrderedRunner:
    """A queue of operations and one thread that runs them in order."""

    def __init__(self, name: str) -> None:
        self._lock = threading.Condition()
        self._queue: collections.deque[Task] = collections.deque()
        self._running = False
        self._closed = False
        self._thread = threading.Thread(target=self._loop, name=name, daemon=True)
        self._thread.start()

    def submit(self, fn: Callable[[], Any], *, lazy: bool = False) -> Task:
        """Queue ``fn`` (it must not raise: it settles a future with its outcome).
        ``lazy``: do not wake the runner's thread for it: the issuer waits for it at once
        (it runs on the issuer's thread, :meth:`Task.run_here`) or starts it
        (:meth:`Task.start`); any later task wakes the thread, which runs the queue in
        order, this one included."""
        task = Task(self, fn)
        with self._lock:
            if self._closed:
                raise RuntimeError("p4reduce: the group was shut down")
            self._queue.append(task)
            if not lazy:
                self._lock.notify()
        return task

    def claim(self) -> bool:
        """Take the turn for an operation the caller runs at once, outside the queue,
        where nothing is queued or running (True; then :meth:`release` it)."""
        with self._lock:
            if self._running or self._queue or self._closed:
                return False
            self._running = True
            return True

    def release(self) -> None:
        """End the turn :meth:`claim` took."""
        with self._lock:
            self._running = False
            if self._queue or self._closed:
                self._lock.notify_all()

    def _wake(self) -> None:
        with self._lock:
            self._lock.notify()

    def _claim_head(self) -> Task | None:
        with self._lock:
            if self._running or not self._queue:
                return None
            self._running = True
            return self._queue.popleft()

    def _run(self, task: Task) -> None:
        # The task lets go of its operation (and the tensors it holds) once run: the
        # runner's thread keeps the last task until the next one comes.
        fn, task._fn = task._fn, _ran
        try:
            fn()
        finally:
            task.done = True
            with self._lock:
                self._running = False
                if self._queue or self._closed:  # wake the thread only if it has work
                    self._lock.notify_all()

    def _loop(self) -> None:
        while True:
            with self._lock:
                while self._running or (not self._queue and not self._closed):
                    self._lock.wait()
                if not self._queue:
                    return  # closed, and nothing left to run
                task = self._queue.popleft()
                self._running = True
            self._run(task)

    def shutdown(self) -> None:
        """Run what is queued, then stop the thread."""
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        self._thread.join()


def _ran() -> None:
    """What a task holds once it has run."""
