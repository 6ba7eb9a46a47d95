"""Operations run one at a time in the order issued, on the reducer's thread or, when the
issuer waits for the next one at once, on the issuer's own thread.

Every rank issues the same operations in the same order, and the reducer must run them
in that order (their switch calls and Gloo rounds pair by order).  A thread of its own
runs them, so that an operation issued without waiting (DDP's buckets, ``async_op=True``)
overlaps with the caller.  But most calls are waited on at once (``dist.all_reduce(t)``):
then a hop to that thread and back costs two wake-ups, more than a small all-reduce
itself.  So :meth:`Task.run_here` lets the waiting thread run its own operation if it is
the next in line and nothing is running: the order is the same, only the thread differs
(the reducer's thread leaves a task it was just given for :data:`CLAIM_GRACE`, and finds
the queue empty when it looks again).
"""

from __future__ import annotations

import collections
import threading
import time
from collections.abc import Callable
from typing import Any

#: Seconds the runner's thread leaves a task it was just given to the issuing thread,
#: which takes it if it waits for it at once (DDP's buckets start this much later).
CLAIM_GRACE = 0.0002


class Task:
    """One operation of an :class:`OrderedRunner`."""

    def __init__(self, runner: OrderedRunner, fn: Callable[[], None]) -> None:
        self._runner = runner
        self._fn = fn
        self.issued = time.monotonic()

    def run_here(self) -> None:
        """Run this task on the calling thread now, if it is the next one and nothing runs
        (else it runs, or ran, on the runner's thread in its turn)."""
        if self._runner._claim(self):
            self._runner._run(self)


class OrderedRunner:
    """A queue of operations and one thread that runs them in order."""

    def __init__(self, name: str) -> None:
        self._lock = threading.Condition()
        self._queue: collections.deque[Task] = collections.deque()
        self._running = False
        self._closed = False
        self._thread = threading.Thread(target=self._loop, name=name, daemon=True)
        self._thread.start()

    def submit(self, fn: Callable[[], Any]) -> Task:
        """Queue ``fn`` (it must not raise: it settles a future with its outcome)."""
        task = Task(self, fn)
        with self._lock:
            if self._closed:
                raise RuntimeError("p4reduce: the group was shut down")
            self._queue.append(task)
            self._lock.notify()
        return task

    def _claim(self, task: Task) -> bool:
        with self._lock:
            if self._running or not self._queue or self._queue[0] is not task:
                return False
            self._queue.popleft()
            self._running = True
            return True

    def _run(self, task: Task) -> None:
        try:
            task._fn()
        finally:
            with self._lock:
                self._running = False
                if self._queue or self._closed:  # wake the thread only if it has work
                    self._lock.notify_all()

    def _loop(self) -> None:
        while True:
            with self._lock:
                while True:
                    if self._running or (not self._queue and not self._closed):
                        self._lock.wait()
                        continue
                    if not self._queue:
                        return  # closed, and nothing left to run
                    young = self._queue[0].issued + CLAIM_GRACE - time.monotonic()
                    if young > 0 and not self._closed:
                        self._lock.wait(young)  # the issuer may be about to wait for it
                        continue
                    break
                task = self._queue.popleft()
                self._running = True
            self._run(task)

    def shutdown(self) -> None:
        """Run what is queued, then stop the thread."""
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        self._thread.join()
