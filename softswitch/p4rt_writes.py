"""A P4Runtime write batch applied to the software switch's state.

Each update is checked (``p4rt_validate``, then the pipeline's limits) and applied in
one step, or refused with its status code and nothing changed.  The pipeline is
programmed once, after the batch, so packets see the tables before or after it: every
batch is data-plane atomic, and a ``ROLLBACK_ON_ERROR`` or ``DATAPLANE_ATOMIC`` batch
that fails is undone whole (its other updates answer ABORTED).
"""

from __future__ import annotations

import logging

import grpc
from finsy.proto import p4r

from p4rproto.p4runtime.vocab import UpdateKind, code_value

from .p4rt_pipeline import PipelineView
from .p4rt_state import State
from .p4rt_validate import (
    Invalid,
    check_counter_write,
    check_direct_table,
    check_key,
    check_pre,
    check_table_entry,
    update_kind,
)

log = logging.getLogger(__name__)

#: The atomicity modes (all three are implemented).
ATOMICITY = (
    p4r.WriteRequest.CONTINUE_ON_ERROR,
    p4r.WriteRequest.ROLLBACK_ON_ERROR,
    p4r.WriteRequest.DATAPLANE_ATOMIC,
)


def error(code: grpc.StatusCode, message: str = "") -> p4r.Error:
    """One update's outcome as the batch's status details carry it."""
    return p4r.Error(canonical_code=code_value(code), message=message)


def write_batch(
    state: State, view: PipelineView, request: p4r.WriteRequest
) -> tuple[State, list[p4r.Error]]:
    """Apply ``request``'s updates to ``state`` and program the pipeline (under the
    switch's lock); returns the state now in force and one error per update (OK for
    those that went in)."""
    atomic = request.atomicity != p4r.WriteRequest.CONTINUE_ON_ERROR
    before = state.copy()
    errors: list[p4r.Error] = []
    failed = -1
    for i, update in enumerate(request.updates):
        if atomic and failed >= 0:
            errors.append(error(grpc.StatusCode.ABORTED, f"not applied: update {failed} failed"))
            continue
        try:
            apply(state, view, update)
            errors.append(error(grpc.StatusCode.OK))
        except Invalid as exc:
            errors.append(error(exc.code, str(exc)))
            failed = i
        except Exception as exc:  # a bug: this update fails, the switch goes on
            log.error("update %d of a write failed: %s", i, exc, exc_info=True)
            errors.append(error(grpc.StatusCode.INTERNAL, f"the switch failed: {exc}"))
            failed = i
    if atomic and failed >= 0:
        state = before
        for j in range(failed):
            errors[j] = error(grpc.StatusCode.ABORTED, f"rolled back: update {failed} failed")
    try:
        view.program(state)
    except Exception as exc:  # a bug: back to the state before the batch
        log.error("programming the pipeline failed: %s", exc, exc_info=True)
        view.program(before)
        return before, [error(grpc.StatusCode.INTERNAL, f"the switch failed: {exc}")] * len(errors)
    return state, errors


def apply(state: State, view: PipelineView, update: p4r.Update) -> None:
    """Check and apply one update; :class:`Invalid` leaves ``state`` as it was."""
    kind = update_kind(update.type)
    which = update.entity.WhichOneof("entity")
    schema = state.schema
    if which == "table_entry":
        checked = check_table_entry(schema, update.entity.table_entry, kind)
        view.check_limits(checked, state)
        state.write_entry(kind, checked, view.counted)
    elif which == "packet_replication_engine_entry":
        state.write_pre(kind, check_pre(update.entity.packet_replication_engine_entry, kind))
    elif which == "counter_entry":
        entry = update.entity.counter_entry
        cid, cells = check_counter_write(schema, entry, kind)
        if entry.HasField("data"):  # without data: unchanged
            counted = view.counter_cells(cid)
            for i in cells:
                state.counter_base[cid, i] = entry.data.packet_count - counted[i]
    elif which == "direct_counter_entry":
        write_direct(state, view, kind, update.entity.direct_counter_entry)
    elif which is None:
        raise Invalid(grpc.StatusCode.INVALID_ARGUMENT, "an update without an entity")
    else:
        raise Invalid(grpc.StatusCode.UNIMPLEMENTED, f"{which} writes are not supported")


def write_direct(
    state: State, view: PipelineView, kind: UpdateKind, entry: p4r.DirectCounterEntry
) -> None:
    """A MODIFY sets an entry's direct counter (without data: unchanged); the entry
    must exist (NOT_FOUND).  INSERT and DELETE are refused: the counter comes and goes
    with its entry."""
    table = check_direct_table(state.schema, entry)
    if kind is not UpdateKind.MODIFY:
        raise Invalid(
            grpc.StatusCode.INVALID_ARGUMENT, "a direct counter comes with its entry: MODIFY it"
        )
    want = entry.table_entry
    key = None if want.is_default_action else check_key(table, want)[0]
    if entry.HasField("data"):
        state.set_direct(table, key, entry.data.packet_count, view.counted)
    elif key is not None and state.find(table, key) is None:
        raise Invalid(grpc.StatusCode.NOT_FOUND, f"{table.name}: no such entry")
