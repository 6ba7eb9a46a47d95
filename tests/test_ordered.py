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


def test_lazy_tasks_run_when_waited_started_or_followed() -> None:
    """A lazy task wakes nobody: waiting for a later one runs the queue in order on the
    waiting thread; starting it, or queuing another task, lets the runner's thread run
    it."""
    runner = OrderedRunner("lazy")
    ran: list[int] = []
    first = runner.submit(lambda: ran.append(1), lazy=True)
    second = runner.submit(lambda: ran.append(2), lazy=True)
    time.sleep(0.05)
    assert ran == []  # nobody woke the runner's thread
    second.run_here()  # runs the first, then the second, here
    assert ran == [1, 2] and first.done and second.done
    done = threading.Event()
    third = runner.submit(lambda: (ran.append(3), done.set()), lazy=True)
    third.start()
    assert done.wait(5)
    fourth = runner.submit(lambda: ran.append(4), lazy=True)
    runner.submit(lambda: ran.append(5))  # a task that is not lazy wakes the thread
    runner.shutdown()
    assert ran == [1, 2, 3, 4, 5] and fourth.done


def test_a_claimed_turn_runs_nothing_else_and_is_refused_while_the_queue_has_work() -> None:
    """An operation run at once, outside the queue (:meth:`OrderedRunner.claim`), takes the
    turn only when nothing is queued or running, and nothing queued meanwhile runs before
    it is released."""
    runner = OrderedRunner("claim")
    assert runner.claim()
    ran: list[int] = []
    done = threading.Event()
    task = runner.submit(lambda: (ran.append(1), done.set()))
    assert not runner.claim()  # one turn at a time
    time.sleep(0.05)
    assert ran == []  # the runner's thread waits for the turn
    runner.release()
    assert done.wait(5) and task.done and ran == [1]
    lazy = runner.submit(lambda: ran.append(2), lazy=True)
    assert not runner.claim()  # a queued operation goes first
    lazy.run_here()
    assert runner.claim()
    runner.release()
    runner.shutdown()
    assert ran == [1, 2]
