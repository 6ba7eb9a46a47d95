"""Faults under a running job (``p4reduce emu --fault``): a rank stopped or killed, its
port blackholed, the switch restarted.  Every live rank must raise within twice the
timeout, naming the call (the same on every rank) and the rank the switch waits for, or
that the switch did not answer; nothing summed before was wrong; the ranks' flight
recorder dumps load in torch's analyzer."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mininet_topos.emu import EmuConfig
from mininet_topos.faults import FAULTS, FaultConfig, run_fault
from tests.requires import MININET, requires

TIMEOUT = 2.0

#: What the live ranks' errors say is missing, by fault.
MISSING = {
    "stop": "workers [1] did not contribute",
    "kill": "workers [1] did not contribute",
    "blackhole": "workers [1] did not contribute",
    "switch-restart": "the switch did not answer",
}

#: What torch's analyzer must say over the dumps, by fault: a killed rank left none.  It
#: may say nothing where every rank is stuck in the same call (it cannot see a network:
#: a blackholed port, a restarted switch, or a stopped rank resumed in its call), and
#: where a stopped rank resumed and completed the call the others gave up, it names it.
ANALYZER = {"kill": "missed FR dumps from ranks ({1})"}


@pytest.mark.mininet
@pytest.mark.slow
@requires(*MININET)
@pytest.mark.parametrize("fault", FAULTS)
def test_every_live_rank_names_the_fault(tmp_path: Path, fault: str) -> None:
    emu = EmuConfig(workers=(3,), timeout=TIMEOUT, out=tmp_path, gloo=False)
    (result,) = run_fault(FaultConfig(emu, fault))
    assert [r.rank for r in result.live] == [0, 2]
    calls = set()
    for r in result.live:
        assert r.error is not None and r.seconds is not None, r
        assert r.error_type == "AggregationTimeout", r
        assert r.calls > 0 and r.wrong == 0, r
        assert r.seconds <= 2 * TIMEOUT, r
        assert MISSING[fault] in r.error, r.error
        found = re.match(r"job \d+: call (\d+) \(all_reduce\): ", r.error)
        assert found, r.error
        calls.add(int(found[1]))
    if fault == "switch-restart" and len(calls) == 2:
        # The switch died as a call's last RESULTs left it, one rank's out, another's
        # not: the rank whose came through finished that call and waits in the next
        # one's agreement round, the other in that call's data rounds.
        done, waiting = sorted(calls)
        assert waiting == done + 1, calls
        ahead = [r for r in result.live if f"call {waiting} " in r.error]
        assert ahead and all("agreement round" in r.error for r in ahead), ahead
    else:
        assert len(calls) == 1  # every live rank names the same call
    assert result.passed()
    assert {"p4reduce_trace_rank_0", "p4reduce_trace_rank_2"} <= set(result.dumps)
    assert ANALYZER.get(fault, "") in result.analyzer
    assert "Traceback" not in result.analyzer
    assert re.findall(r"Culprit rank (\d+)", result.analyzer) in ([], ["1"])


def test_bad_fault_settings_name_the_field() -> None:
    with pytest.raises(ValueError, match="emu fault: one of stop"):
        FaultConfig(EmuConfig(), "unplug")
    with pytest.raises(ValueError, match="rack topology"):
        FaultConfig(EmuConfig(topo="two-rack"), "kill")
    with pytest.raises(ValueError, match=r"victim rank in 0\.\.1"):
        FaultConfig(EmuConfig(workers=(2, 4)), "kill", victim=2)
