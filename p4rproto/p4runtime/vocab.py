"""The words the P4Runtime client and server share: update kinds and status codes.

The controller (``controller/client.py``) writes with these kinds and reads a failed
write's per-update codes with :func:`code_of`; the software switch's server
(``softswitch/p4rt_validate.py`` and its writes) takes the same kinds from a request
and answers codes with :func:`code_value`.  One declaration here, so that the two sides
cannot drift (the kinds' values are P4Runtime's own ``p4.v1.Update.Type``, checked by
``tests/test_p4runtime.py``).
"""

from __future__ import annotations

import enum

import grpc
from finsy.proto import p4r


class UpdateKind(enum.Enum):
    """What a write does to an entity: P4Runtime's ``Update.Type`` (UNSPECIFIED is no
    kind: a server refuses it)."""

    INSERT = p4r.Update.INSERT
    MODIFY = p4r.Update.MODIFY
    DELETE = p4r.Update.DELETE

    @classmethod
    def of(cls, value: int) -> UpdateKind:
        """The kind of a request's ``Update.type``; ValueError for any other value."""
        try:
            return cls(value)
        except ValueError:  # from None: the enum's complaint says less than this one
            raise ValueError(f"update type {value} is not INSERT, MODIFY or DELETE") from None


#: The status code P4Runtime's messages carry as a number (``p4.v1.Error.canonical_code``,
#: ``MasterArbitrationUpdate.status.code``): OK.
OK = grpc.StatusCode.OK.value[0]


def code_value(code: grpc.StatusCode) -> int:
    """``code`` as the number a P4Runtime message carries."""
    value: int = code.value[0]
    return value


def code_of(value: int) -> grpc.StatusCode:
    """The status code a P4Runtime message's number stands for (UNKNOWN for a number
    gRPC does not define)."""
    return _CODES.get(value, grpc.StatusCode.UNKNOWN)


_CODES = {code.value[0]: code for code in grpc.StatusCode}
