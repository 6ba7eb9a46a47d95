"""The service's switch watch: a thread that looks at every switch, forever.

Every ``period`` seconds it calls ``check(name, client)`` for each switch (the service
restores a switch that restarted).  Nothing ends it but :meth:`SwitchWatch.stop`: a
switch that is not back yet (a :class:`ControllerError`) is logged and tried again at
the next poll, and so is anything unexpected (a bug, an entry another client wrote that
nobody foresaw), logged with its traceback.  Both are counted by kind, for the metrics.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence

from controller.client import P4RuntimeClient
from controller.errors import ControllerError

log = logging.getLogger(__name__)

#: What the watch does with one switch: (switch name, its client).
Check = Callable[[str, P4RuntimeClient], None]

#: Kinds of failed checks: the switch could not be brought back yet (unreachable,
#: restarting), or the check failed in a way nobody foresaw.
SWITCH, UNEXPECTED = "switch", "unexpected"


class SwitchWatch:
    """Calls ``check`` for every switch every ``period`` seconds until :meth:`stop`."""

    def __init__(
        self,
        clients: Sequence[tuple[str, P4RuntimeClient]],
        check: Check,
        period: float,
    ) -> None:
        self.clients = clients
        self.check = check
        self.period = period
        #: failed checks so far, by kind (SWITCH, UNEXPECTED)
        self.errors = {SWITCH: 0, UNEXPECTED: 0}
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="p4r-switch-watch", daemon=True)

    def start(self) -> SwitchWatch:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()

    def _run(self) -> None:
        while not self._stop.wait(self.period):
            self.poll()

    def poll(self) -> None:
        """Check every switch once; a failure is logged and counted, never raised."""
        for name, client in self.clients:
            try:
                self.check(name, client)
            except ControllerError as exc:
                self._count(SWITCH)
                log.warning("switch %s: not back yet: %s", name, exc)
            except Exception as exc:  # anything else: logged, counted, tried again
                self._count(UNEXPECTED)
                log.error(
                    "switch %s: the watch failed (tried again in %.1f s): %s",
                    name,
                    self.period,
                    exc,
                    exc_info=True,
                )

    def _count(self, kind: str) -> None:
        with self._lock:
            self.errors[kind] += 1
