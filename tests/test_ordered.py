"""The reducer's ordered runner (hostlib/torchdist/ordered.py): operations run one at a
time in issue order, on its thread or on the thread that waits for one at once."""

from __future__ import annotations

import threading
import time

from hostlib.torchdist.ordered import OrderedRunner


def test_tasks_run_in_order_whoever_runs_them() -> None:
    runner = OrderedRunner("test")
    ran: list[tuple[int, str]] = []
    running = threading.Lock()

    def op(i: int) -> None:
        assert running.acquire(blocking=False), "two operations ran at once"
        ran.append((i, threading.current_thread().name))
        time.sleep(0.001)
        running.release()

    tasks = [runner.submit(lambda i=i: op(i)) for i in range(50)]
    for t in tasks[::3]:
        t.run_here()  # runs it here only if it is next and nothing runs
    runner.shutdown()
    assert [i for i, _ in ran] == list(range(50))


def test_a_caller_that_waits_at_once_runs_its_own_operation() -> None:
    runner = OrderedRunner("test")
    where: list[str] = []
    task = runner.submit(lambda: where.append(threading.current_thread().name))
    task.run_here()
    runner.shutdown()
    assert where == [threading.current_thread().name]


def test_an_operation_nobody_waits_for_runs_on_the_runner_thread() -> None:
    runner = OrderedRunner("runner-thread")
    done = threading.Event()
    where: list[str] = []

    def op() -> None:
        where.append(threading.current_thread().name)
        done.set()

    runner.submit(op)
    assert done.wait(5)
    assert where == ["runner-thread"]
    runner.shutdown()
