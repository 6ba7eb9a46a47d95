"""Keep ``torch.compile`` out of the Python that torch calls on this package's objects.

Gloo's collectives are C++: when a compiled model runs, DDP's forward calls its group
(a ``broadcast`` of the rebuilt buckets on the second step, of the module's buffers)
and no Python frame runs.  The ``p4reduce`` group, its works and the DDP hook are
Python, entered from torch's C++ (DDP's reducer, the autograd engine) while Dynamo
watches every frame the compiled model's thread enters: it would trace them, and it
cannot trace into a process group (``InternalTorchDynamoError``: a process group is an
opaque object to it).  A collective is not graph material anyway: it runs eagerly, as
Gloo's does.

:func:`outside_compile` marks such an entry point with ``torch.compiler.disable``
(recursive: nothing the call runs is traced either).  The marked function is torch's
own wrapper, which Dynamo skips without looking at it, so a marked call costs no graph
break and no compilation, and under no ``torch.compile`` about half a microsecond.
Applying it imports ``torch._dynamo`` with this package (about 0.7 s once; DDP imports
it on its first step anyway): done at import, not at a collective's first call, so that
no rank's first call is late by an import.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

import torch

F = TypeVar("F", bound=Callable[..., Any])

_REASON = "p4reduce: a collective runs eagerly, as Gloo's C++ does"


def outside_compile(fn: F) -> F:
    """``fn``, run outside ``torch.compile`` (Dynamo neither traces it nor what it calls)."""
    disabled = torch.compiler.disable(fn, recursive=True, reason=_REASON)  # type: ignore[no-untyped-call]
    return cast(F, disabled)
