"""The shared state-machine vectors against the software switch (pipeline and UDP)."""

from __future__ import annotations

from typing import Any

import pytest

from p4rproto.wire import DEFAULT_ELEMS_PER_PACKET
from tests import vectors
from tests.targets import SOFT_KINDS, Bmv2Target, check_case, needs_native, open_target

KINDS = [pytest.param(k, marks=needs_native) if k.startswith("native") else k for k in SOFT_KINDS]


@pytest.mark.parametrize("case", vectors.CASES, ids=lambda c: c.name)
@pytest.mark.parametrize("kind", KINDS)
def test_vector(kind: str, case: vectors.Case) -> None:
    with open_target(kind, DEFAULT_ELEMS_PER_PACKET) as target:
        check_case(target, case)


@pytest.mark.parametrize("kind", [KINDS[0], KINDS[2]])
@pytest.mark.parametrize("elems", [32, 128, 256])
def test_vectors_hold_for_every_supported_packet_size(kind: str, elems: int) -> None:
    for case in vectors.CASES:
        with open_target(kind, elems) as target:
            check_case(target, case)


def test_a_wrong_answer_is_caught() -> None:
    """The harness itself fails when the switch answers differently."""
    case = vectors.CASES[2]
    bad = vectors.Case(
        case.name,
        (*case.steps[:-1], vectors.Step(case.steps[-1].send, case.steps[-1].expect[:-1])),
    )
    with (
        open_target("pipeline", 64) as target,
        pytest.raises(AssertionError, match="answers differ"),
    ):
        check_case(target, bad)


@pytest.mark.bmv2
@pytest.mark.parametrize("case", vectors.CASES, ids=lambda c: c.name)
def test_vector_on_bmv2(bmv2_fabric: Any, case: vectors.Case) -> None:
    check_case(Bmv2Target(bmv2_fabric, DEFAULT_ELEMS_PER_PACKET), case)
