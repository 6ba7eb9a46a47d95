"""One way to serve gRPC on an address: the P4Runtime server and the controller service.

gRPC's server sets SO_REUSEPORT on its sockets unless told not to, so a second server
on a port in use would bind beside the first and take some of its clients: every server
here is made with ``grpc.so_reuseport`` 0.  When gRPC cannot bind it raises a bare
RuntimeError (or returns port 0) without saying why; :func:`bind` then binds the
address with a plain socket to learn the operating system's reason (in use, not a local
address) and raises :class:`OSError` with that errno, naming the address, instead of
guessing.
"""

from __future__ import annotations

import errno
import os
import socket
from collections.abc import Sequence
from concurrent import futures
from typing import Any

import grpc

from .netio import Address

#: How a Unix socket's address starts (gRPC's form: ``unix:PATH``).
UNIX_PREFIX = "unix:"

#: Options every server here is made with (no SO_REUSEPORT: see the module docstring).
SERVER_OPTIONS: tuple[tuple[str, Any], ...] = (("grpc.so_reuseport", 0),)


def make_server(threads: int, prefix: str, options: Sequence[tuple[str, Any]] = ()) -> grpc.Server:
    """A gRPC server with ``threads`` handler threads (named ``prefix``) and no SO_REUSEPORT."""
    return grpc.server(
        futures.ThreadPoolExecutor(max_workers=threads, thread_name_prefix=prefix),
        options=[*SERVER_OPTIONS, *options],
    )


def bind(
    server: grpc.Server,
    listen: str,
    what: str,
    credentials: grpc.ServerCredentials | None = None,
) -> str:
    """Bind ``server`` to ``listen`` (HOST:PORT, port 0: a free one; or ``unix:PATH``, a
    Unix socket) and return the address it serves (HOST:PORT with the port bound, or
    ``listen``).  Raises :class:`ValueError` for a malformed address and
    :class:`OSError` (with the operating system's errno) naming ``what`` and the address
    when it cannot be bound."""
    if listen.startswith(UNIX_PREFIX):
        return _bind_unix(server, listen, what, credentials)
    address = Address.parse(listen)
    host = listen.rpartition(":")[0]
    target = f"{host}:{address.port}"
    try:
        if credentials is None:
            port = server.add_insecure_port(target)
        else:
            port = server.add_secure_port(target, credentials)
    except RuntimeError as exc:
        raise _why(address, what, listen) from exc
    if port == 0 or (address.port and port != address.port):
        raise _why(address, what, listen)
    return f"{host}:{port}"


def _bind_unix(
    server: grpc.Server, listen: str, what: str, credentials: grpc.ServerCredentials | None
) -> str:
    """Bind ``server`` to the Unix socket ``listen`` (``unix:PATH``).  gRPC replaces a
    file already there, so one that exists is refused first: it may be another
    server's."""
    path = listen[len(UNIX_PREFIX) :]
    if not path:
        raise ValueError(f"expected unix:PATH, got {listen!r}")
    if os.path.exists(path):
        raise OSError(errno.EADDRINUSE, f"cannot serve {what} on {listen}: the file exists")
    try:
        if credentials is None:
            bound = server.add_insecure_port(listen)
        else:
            bound = server.add_secure_port(listen, credentials)
    except RuntimeError as exc:
        raise OSError(errno.EADDRNOTAVAIL, f"cannot serve {what} on {listen}") from exc
    if bound == 0:
        raise OSError(errno.EADDRNOTAVAIL, f"cannot serve {what} on {listen}")
    return listen


def _why(address: Address, what: str, listen: str) -> OSError:
    """The operating system's reason why ``address`` cannot be bound, as an OSError."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
            probe.bind((address.ip, address.port))
    except OSError as exc:
        reason = exc.strerror or str(exc)
        return OSError(exc.errno, f"cannot serve {what} on {listen}: {reason}")
    return OSError(errno.EADDRNOTAVAIL, f"cannot serve {what} on {listen}: gRPC could not bind it")
