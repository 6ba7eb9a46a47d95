"""The P4 programs: generated constants are current; they compile; the P4Info is current."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from p4rproto import p4gen
from tests.tna_pragmas import (
    VERBOSE_BUILD,
    conflict_problems,
    exclusion,
    header_overlays,
    overlay_problems,
    pragma_count,
    shipped_pragmas,
    skipped_conflicts,
    unproven,
)

ROOT = Path(__file__).resolve().parents[1]
P4SRC = ROOT / "p4src"


@pytest.mark.parametrize(("path", "render"), p4gen.OUTPUTS, ids=[p.name for p, _ in p4gen.OUTPUTS])
def test_generated_constants_are_current(path: Path, render: Callable[[], str]) -> None:
    """constants.p4 (the P4 programs') and p4r_protocol.h (the C of the switch and the
    host) say what p4rproto says now."""
    assert path.read_text() == render(), (
        f"{path.relative_to(ROOT)} is stale: run `python -m p4rproto.p4gen`"
    )


def compile_bmv2(out: Path, k: int = 64, slots: int = 1024) -> Path:
    subprocess.run(
        ["make", "-s", "-C", str(P4SRC), f"BUILD={out}", f"K={k}", f"SLOTS={slots}"],
        check=True,
        capture_output=True,
        text=True,
    )
    return out


@pytest.mark.bmv2
@pytest.mark.parametrize("k", [32, 64, 128, 256])
def test_v1model_compiles_for_every_supported_k(tmp_path: Path, k: int) -> None:
    build = compile_bmv2(tmp_path, k=k, slots=64)
    assert (build / "p4reduce.json").stat().st_size > 0
    assert "P4rIngress.admission.workers" in (build / "p4reduce.p4info.txtpb").read_text()


@pytest.mark.bmv2
def test_committed_p4info_is_current(tmp_path: Path) -> None:
    build = compile_bmv2(tmp_path)
    fresh = (build / "p4reduce.p4info.txtpb").read_text()
    committed = (P4SRC / "p4info" / "p4reduce.v1model.p4info.txtpb").read_text()
    assert fresh == committed, "p4src/p4info is stale: run `make -C p4src p4info`"


def test_make_says_what_is_missing_without_p4c(tmp_path: Path) -> None:
    result = subprocess.run(
        ["make", "-s", "-C", str(P4SRC), f"BUILD={tmp_path}", "P4C_BMV2=no-such-p4c"],
        capture_output=True,
        text=True,
    )
    assert result.returncode != 0
    assert "no-such-p4c not found" in result.stdout + result.stderr


def _tna_include() -> str:
    """The folder of tna.p4: $P4R_TNA_INCLUDE, else p4c's own p4include beside p4test."""
    if "P4R_TNA_INCLUDE" in os.environ:
        return os.environ["P4R_TNA_INCLUDE"]
    p4test = shutil.which("p4test")
    for folder in ("p4include", "share/p4c/p4include"):
        if p4test and Path(p4test).resolve().parent.parent.joinpath(folder, "tna.p4").is_file():
            return str(Path(p4test).resolve().parent.parent / folder)
    return ""


TNA_INCLUDE = _tna_include()


@pytest.mark.skipif(
    not (shutil.which("p4test") and Path(TNA_INCLUDE, "tna.p4").is_file()),
    reason="the TNA type check needs p4test on PATH and P4R_TNA_INCLUDE=<folder of tna.p4>",
)
@pytest.mark.skipif(
    shutil.which("bf-p4c") is not None and os.environ.get("P4REDUCE_SKIP_TOFINO") != "1",
    reason="bf-p4c compiles the TNA program at these K (the tofino tests): its frontend is this",
)
@pytest.mark.parametrize("k", [32, 64])
def test_tna_type_checks_with_the_p4c_frontend(k: int) -> None:
    subprocess.run(
        ["make", "-s", "-C", str(P4SRC), "tna-check", f"TNA_INCLUDE={TNA_INCLUDE}", f"K={k}"],
        check=True,
        capture_output=True,
        text=True,
    )


#: What the controller (controller/jobs.py, stats.py) and the software switch's
#: P4Runtime server use by name: every TNA build must name all of it in its P4Info.
CONTROLLER_NAMES = {
    "tables": [
        "workers",
        "jobs",
        "result_dest",
        "drop_sim",
        "nack_limit",
        "l2_forward",
        "arp_responder",
    ],
    "actions": [
        "set_worker",
        "set_job",
        "set_dest",
        "set_drop_rates",
        "set_nack_interval",
        "forward",
        "flood",
    ],
    "counters": ["p4r_stats", "p4r_egress_stats", "worker_retransmits"],
    "controller_headers": ["packet_in", "packet_out"],
}
TOFINO_K = [32, 64]  # the K that fit one pass of a Tofino 1 (docs/tofino.md)


@pytest.mark.tofino
@pytest.mark.parametrize("k", TOFINO_K)
def test_tna_compiles_and_names_what_the_controller_uses(
    tofino_builds: Callable[..., Path], k: int
) -> None:
    from p4rproto.p4runtime.p4info import P4Schema

    build = tofino_builds(k)
    for name in ("manifest.json", "pipe/context.json", "bfrt.json"):
        assert (build / name).is_file(), name
    P4Schema.from_file(build / "p4reduce.p4info.txtpb").require(CONTROLLER_NAMES)
    bfrt = (build / "bfrt.json").read_text()
    # what the controller uses, and the v2 state and admission tables
    names = ["admission.workers", "admission.jobs", "drop_sim", "nack_limit", "l2_forward"]
    names += ["p4r_stats", "aggregator.bitmap_seq", "aggregator.set_flags", "sessions.joined"]
    names += ["sessions.nack_at", "admission.verdict", "admission.packet_kind", "answers.outcome"]
    for name in names:
        assert f'"pipe.P4rIngress.{name}"' in bfrt, name
    assert '"pipe.P4rEgress.result_dest"' in bfrt


@pytest.mark.tofino
@pytest.mark.parametrize("k", TOFINO_K)
def test_tna_assembles_to_tofino_bin(tofino_builds: Callable[..., Path], k: int) -> None:
    """The assembler accepts the compiler's placement: bf-p4c runs bfas, and fails (the
    build fixture asserts its exit status) when bfas refuses an instruction, as it once
    refused three `rv` constants in one stateful ALU (`docs/tofino.md`)."""
    if shutil.which("bfas") is None:
        pytest.skip("needs the Tofino assembler bfas beside bf-p4c (p4tools extra archive)")
    binary = tofino_builds(k) / "pipe" / "tofino.bin"
    assert binary.is_file(), "bf-p4c wrote no tofino.bin"
    assert binary.stat().st_size > 100_000


@pytest.mark.tofino
@pytest.mark.parametrize("k", TOFINO_K)
def test_bfrt_names_what_the_controller_uses(tofino_builds: Callable[..., Path], k: int) -> None:
    """bfrt.json (what BF Runtime clients and Stratum's bfrt read) names every table,
    action, counter the controller uses and the state registers, in their gress."""
    import json

    bfrt = json.loads((tofino_builds(k) / "bfrt.json").read_text())
    tables = {t["name"]: t for t in bfrt["tables"]}

    def find(name: str, kind: str) -> dict[str, object]:
        hits = [
            t
            for n, t in tables.items()
            if n.startswith(("pipe.P4rIngress.", "pipe.P4rEgress."))
            and n.rsplit(".", 1)[-1] == name
            and t["table_type"].startswith(kind)
        ]
        assert len(hits) == 1, (name, kind)
        return hits[0]

    actions: set[str] = set()
    for name in CONTROLLER_NAMES["tables"]:
        t = find(name, "MatchAction")
        actions |= {a["name"].rsplit(".", 1)[-1] for a in t.get("action_specs", [])}
    assert set(CONTROLLER_NAMES["actions"]) <= actions, set(CONTROLLER_NAMES["actions"]) - actions
    for name in CONTROLLER_NAMES["counters"]:
        find(name, "Counter")
    for name in ("bitmap_seq", "rounds", "count_exp", "set_flags", "joined", "nack_at"):
        find(name, "Register")
    for n in range(k // 2):
        find(f"values_v{n:0{(k - 1).bit_length() - 1}b}", "Register")


#: Actions the controller writes, with parameters: the TNA program must take exactly
#: the parameters the v1model one does (its committed P4Info), e.g. set_job's session.
WRITTEN_ACTIONS = ["set_worker", "set_job", "set_dest", "set_drop_rates", "set_nack_interval"]


@pytest.mark.tofino
@pytest.mark.parametrize("k", TOFINO_K)
def test_tna_actions_take_the_v1model_parameters(
    tofino_builds: Callable[..., Path], k: int
) -> None:
    from p4rproto.p4runtime.p4info import P4Schema

    tna = P4Schema.from_file(tofino_builds(k) / "p4reduce.p4info.txtpb")
    v1 = P4Schema.from_file(P4SRC / "p4info" / "p4reduce.v1model.p4info.txtpb")
    for name in WRITTEN_ACTIONS:
        want = {p: f.bitwidth for p, f in v1.actions[name].params.items()}
        have = {p: f.bitwidth for p, f in tna.actions[name].params.items()}
        assert have == want, name


@pytest.mark.tofino
@pytest.mark.parametrize("k", TOFINO_K)
def test_tna_resources_are_read_back(tofino_builds: Callable[..., Path], k: int) -> None:
    from controller.tofino_resources import read_build

    [pipe] = read_build(tofino_builds(k))
    assert pipe.chip_stages == 12
    # value pairs + bitmap_seq, rounds, count_exp, set_flags; joined, nack_at
    assert pipe.ingress.stateful_alus == k // 2 + 6
    registers = ["aggregator.bitmap_seq", "aggregator.rounds", "aggregator.count_exp"]
    registers += ["aggregator.set_flags", "sessions.joined", "sessions.nack_at"]
    for name in registers:
        assert f"P4rIngress.{name}" in pipe.ingress.registers, name


@pytest.mark.tofino
@pytest.mark.parametrize("k", TOFINO_K)
def test_tna_fits_a_tofino_1(tofino_builds: Callable[..., Path], k: int) -> None:
    """bf-p4c without bf-asm does not check the stage count: read it back."""
    from controller.tofino_resources import read_build

    [pipe] = read_build(tofino_builds(k))
    assert pipe.fits, pipe.summary()


@pytest.mark.tofino
def test_tna_fits_and_assembles_for_tofino_2(tofino_builds: Callable[..., Path]) -> None:
    """TARGET=tofino2 (t2na, 20 stages): K = 64 compiles, fits and assembles (K = 128 does
    not fit the PHV: docs/tofino.md)."""
    from controller.tofino_resources import read_build

    build = tofino_builds(64, "tofino2")
    [pipe] = read_build(build)
    assert (pipe.target, pipe.chip_stages) == ("tofino2", 20)
    assert pipe.fits and pipe.ingress.stateful_alus == 64 // 2 + 6, pipe.summary()
    if shutil.which("bfas") is not None:
        assert (build / "pipe" / "tofino2.bin").stat().st_size > 100_000


def test_every_phv_pragma_is_placement_only_or_a_proven_exclusion() -> None:
    """bf-p4c trusts a PHV pragma and P4Testgen ignores it: the shipped program may carry
    only pragmas that cannot change what a packet does, and exclusions that
    tests/tna_pragmas.py proves (the compiler's conflicts and the packets' side)."""
    pragmas = shipped_pragmas()
    assert len(pragmas) == pragma_count(), "a @pa_ pragma the parser did not read"
    assert not unproven(pragmas), "\n".join(unproven(pragmas))
    assert any(exclusion(p) for p in pragmas), "no exclusion parsed: the check checks nothing"


@pytest.mark.parametrize(
    "pragma",
    [
        'pa_mutually_exclusive("ingress", "hdr.vals", "hdr.p4r")',  # both in every CONTRIB
        'pa_mutually_exclusive("ingress", "hdr.nack", "hdr.bridge")',
        'pa_mutually_exclusive("ingress", "meta.count", "meta.session")',
        'pa_mutually_exclusive("egress", "hdr.vals", "hdr.nack")',
        'pa_alias("ingress", "meta.rnd", "meta.now")',
        'pa_no_init("ingress", "meta.count")',
    ],
)
def test_a_pragma_no_check_proves_is_refused(tmp_path: Path, pragma: str) -> None:
    (tmp_path / "x.p4").write_text(
        f'@pa_container_size("egress", "hdr.ipv4.dst_addr", 16)\n@{pragma}\n'
        '@pa_mutually_exclusive("ingress", "hdr.vals", "hdr.nack")  // proven\n'
    )
    pragmas = shipped_pragmas(tmp_path)
    assert len(pragmas) == pragma_count(tmp_path) == 3
    [problem] = unproven(pragmas)
    assert problem.startswith("x.p4:2: @pa_"), problem


_SKIPPED = (
    "\t Skipping container conflict (container W13) between tables as ( {a} and {b} ) as "
    "fields ( 146:ingress::{f}<32> ^0 ^x deparsed exact_containers W13 and "
    "111:ingress::{g}<32> ^0 ^bit[0..927] deparsed exact_containers W13 are mutually exclusive\n"
)


def test_the_compilers_skipped_conflicts_are_read_and_judged(tmp_path: Path) -> None:
    log = tmp_path / "table_dependency_graph.log"
    log.write_text(
        "other lines\n"
        + _SKIPPED.format(a="answers_outcome", b="aggregator_pair_v1110", f="hdr.nack.reason",
                          g="hdr.vals.v11100")
        + _SKIPPED.format(a="aggregator_pair_v0000", b="answers_outcome", f="hdr.vals.v00000",
                          g="hdr.p4r.session")
        + _SKIPPED.format(a="answers_outcome", b="admission_jobs", f="hdr.nack.reason",
                          g="hdr.vals.v00000")
    )  # fmt: skip
    conflicts = skipped_conflicts(log)
    assert [c.headers() for c in conflicts] == [
        {"hdr.nack", "hdr.vals"},
        {"hdr.vals", "hdr.p4r"},
        {"hdr.nack", "hdr.vals"},
    ]
    problems = conflict_problems(conflicts, {"hdr.nack"})
    assert len(problems) == 2 and "hdr.p4r.session" in problems[0], problems  # not proven
    assert "admission_jobs" in problems[1], problems  # no value-pair table
    log.write_text(log.read_text() + "\t Skipping container conflict (container W1) ???\n")
    with pytest.raises(ValueError, match="cannot read"):
        skipped_conflicts(log)


@pytest.mark.tofino
def test_the_compiler_shares_containers_only_where_a_pragma_is_proven(
    tofino_builds: Callable[..., Path],
) -> None:
    """From bf-p4c's own log: every container conflict between two tables that it let
    pass, taking the fields for exclusive, is between a value-pair table's values and
    an answer payload a shipped pragma names (the packets' side:
    tests/test_tna_testgen.py), and there are such conflicts (the pragmas are needed:
    without them K = 64 does not fit, docs/tofino.md)."""
    allowed = {h for p in shipped_pragmas() if (h := exclusion(p)) is not None}
    logs = tofino_builds(*VERBOSE_BUILD) / "pipe" / "logs"  # (K = 64's takes 15 minutes)
    conflicts = skipped_conflicts(logs / "table_dependency_graph.log")
    assert conflicts, "bf-p4c logged no container conflict it let pass"
    problems = conflict_problems(conflicts, allowed)
    assert not problems, "\n".join(problems[:20])


@pytest.mark.tofino
@pytest.mark.parametrize(("k", "chip"), [(32, "tofino"), (64, "tofino"), (64, "tofino2")])
def test_the_allocation_overlays_headers_only_where_a_pragma_or_the_parser_says(
    tofino_builds: Callable[..., Path], k: int, chip: str
) -> None:
    """From every build's PHV allocation (context.json, each stage): two headers' fields
    share container bits only where a shipped exclusion names them (the values with an
    answer payload, in the ingress) or where the parser never extracts both (ARP against
    IPv4 and what follows it); a wrong exclusion pragma shows here as an overlay no
    check proves."""
    allowed = {h for p in shipped_pragmas() if (h := exclusion(p)) is not None}
    overlays = header_overlays(tofino_builds(k, chip) / "pipe" / "context.json")
    assert overlays, "no two headers share a container: the allocation was not read"
    problems = overlay_problems(overlays, allowed)
    assert not problems, "\n".join(problems)


def test_an_overlay_no_pragma_proves_is_found(tmp_path: Path) -> None:
    def record(name: str, lsb: int, msb: int) -> dict[str, object]:
        return {"field_name": name, "phv_lsb": lsb, "phv_msb": msb, "is_compiler_generated": False}

    containers = [
        {"records": [record("hdr.vals.v0001", 0, 31), record("hdr.nack.reason", 0, 31)]},
        {"records": [record("hdr.vals.v0010", 0, 15), record("hdr.p4r.seq", 16, 31)]},  # apart
        {"records": [record("hdr.arp.spa", 0, 31), record("hdr.ipv4.dst_addr", 0, 31)]},
        {"records": [record("meta.count", 0, 7), record("meta.op", 0, 7)]},  # the compiler's
        {"records": [record("hdr.vals.v0011", 0, 31), record("hdr.p4r.session", 8, 15)]},
    ]
    context = tmp_path / "context.json"
    context.write_text(json.dumps({"phv_allocation": [{"ingress": containers, "egress": []}]}))
    overlays = header_overlays(context)
    assert len(overlays) == 3
    assert overlay_problems(overlays, {"hdr.nack"}) == [
        "ingress: hdr.p4r and hdr.vals share container bits (1 times)"
    ]
    assert len(overlay_problems(overlays, set())) == 2  # the nack overlay unproven too


def test_make_tofino_refuses_what_cannot_fit(tmp_path: Path) -> None:
    result = subprocess.run(
        ["make", "-s", "-C", str(P4SRC), "tofino", f"BUILD={tmp_path}", "K=128", "P4C_TOFINO=true"],
        capture_output=True,
        text=True,
    )
    assert result.returncode != 0
    assert "K=128 does not fit one pass of a tofino pipe" in result.stdout + result.stderr
    make = ["make", "-s", "-C", str(P4SRC), "tofino", f"BUILD={tmp_path}", "P4C_TOFINO=true"]
    result = subprocess.run([*make, "K=128", "TARGET=tofino2"], capture_output=True, text=True)
    assert "K=128 does not fit one pass of a tofino2 pipe" in result.stdout + result.stderr


def preprocess_tna(tmp_path: Path, *defines: str) -> str:
    """The TNA program as the C preprocessor leaves it (core.p4 and tna.p4 stubbed)."""
    stubs = tmp_path / "include"
    stubs.mkdir(exist_ok=True)
    for name in ("core.p4", "tna.p4", "t2na.p4"):
        (stubs / name).write_text("")
    out = subprocess.run(
        ["cpp", "-P", "-undef", "-nostdinc", "-I", str(stubs), "-D__TARGET_TOFINO__=1",
         "-DP4R_ELEMS=64", *defines, "tna/main.p4"],
        cwd=P4SRC, check=True, capture_output=True, text=True,
    )  # fmt: skip
    return out.stdout


@pytest.mark.skipif(shutil.which("cpp") is None, reason="needs the C preprocessor (cpp)")
def test_tna_read_back_costs_the_shipped_program_nothing(tmp_path: Path) -> None:
    """The read-back header and P4Testgen's preconditions (tna/testgen.p4) exist only
    with -DP4R_TESTGEN: the program bf-p4c compiles holds none of them."""
    shipped = preprocess_tna(tmp_path)
    testgen = preprocess_tna(tmp_path, "-DP4R_TESTGEN", "-DP4R_TG_KIND=9")
    for word in ("hdr.tg", "tg_vals", "p4r_tg_h", "testgen_assume", "P4R_TG"):
        assert word not in shipped, word
    for word in ("hdr.tg.wrote", "hdr.tg_vals", "testgen_assume"):
        assert word in testgen, word


def test_tna_test_generation_is_behind_one_ifdef() -> None:
    """The instrumentation is tna/testgen.p4's, behind its one `#ifdef P4R_TESTGEN`: the
    other files name its hooks (P4R_TG_*, P4R_COUNT) and never test for a build."""
    tna = P4SRC / "tna"
    for f in sorted(tna.glob("*.p4")):
        conditions = [
            line
            for line in f.read_text().splitlines()
            if re.match(r"\s*#\s*(if|ifdef|ifndef|elif)\b.*(TESTGEN|\bP4R_TG)", line)
        ]
        if f.name == "testgen.p4":
            assert [c for c in conditions if "P4R_TESTGEN" in c] == ["#ifdef P4R_TESTGEN"]
        else:
            assert not conditions, (f.name, conditions)


#: What the test-generation build replaces in the program that ships (shipped tokens ->
#: the test build's, and how often), each a blind spot of the replay (docs/tofino.md,
#: "Blind spots"): P4Testgen cannot predict the random draws or the clock (kinds 44-52 of
#: the test build read the test's values, its `draw` and `tick` actions' parameters, the
#: others 0), misplaces every
#: header behind the egress intrinsic metadata once egress_rid is read, and marks a frame
#: whose egress parses no header past the bridge as unpredictable.  Everything else the
#: test build adds: the read-back, the preconditions, the counters' indices.
TEST_CLOCK = "clock . get ( { ig_prsr_md . global_tstamp [ 41 : 10 ] } )"
TEST_BUILD_REPLACES = {
    "rng . get ( )": ("tg_draw", 2),
    TEST_CLOCK: ("tg_clock", 1),
    "eg_intr_md . egress_rid": ("hdr . tg_eg . rid", 2),
    "transition select ( hdr . bridge . reply )": ("transition select ( REPLY_UNICAST )", 1),
}
#: The kinds that read the draws and the clock from the test (testgen.p4, P4R_TG_CHOSEN);
#: the others read 0.
CHOSEN_KINDS = range(44, 53)
READ_AS_ZERO = {"rng . get ( )": ("0", 2), TEST_CLOCK: ("0", 1)}
_TOKEN = re.compile(r"\w+|[^\s\w]")


def build_changes(
    shipped: str, test: str, replaces: dict[str, tuple[str, int]] = TEST_BUILD_REPLACES
) -> list[str]:
    """What the test build changes in the shipped program other than by adding, after
    the replacements of ``TEST_BUILD_REPLACES`` (each must occur as often as it says):
    a line-by-line diff, then token by token within the lines that differ."""
    import difflib

    def lines(text: str) -> list[str]:
        return [" ".join(_TOKEN.findall(line)) for line in text.splitlines() if line.strip()]

    problems = []
    replaced = "\n".join(lines(shipped))
    for old, (new, count) in replaces.items():
        if replaced.count(old) != count:
            problems.append(f"'{old}' occurs {replaced.count(old)} times, not {count}")
        replaced = replaced.replace(old, new)
    a, b = replaced.splitlines(), lines(test)
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag in ("equal", "insert"):
            continue
        ta, tb = (" ".join(lines).split() for lines in (a[i1:i2], b[j1:j2]))
        matcher = difflib.SequenceMatcher(None, ta, tb, autojunk=False)
        for op, k1, k2, l1, l2 in matcher.get_opcodes():
            if op not in ("equal", "insert"):
                before = " ".join(ta[max(k1 - 8, 0) : k1])
                problems.append(
                    f"{op}: ...{before} [{' '.join(ta[k1:k2])}] -> [{' '.join(tb[l1:l2])}]"
                )
    return problems


@pytest.mark.skipif(shutil.which("cpp") is None, reason="needs the C preprocessor (cpp)")
@pytest.mark.parametrize("kind", [9, 33, 44, 47, 50])
def test_the_test_build_only_adds_to_the_shipped_program(tmp_path: Path, kind: int) -> None:
    """The replay runs P4Testgen's tests of the test build: a bug in code that build
    replaces would be invisible, so it replaces nothing but what TEST_BUILD_REPLACES
    names (each a documented blind spot); the rest of the shipped program is in it, as
    it ships, token for token."""
    shipped = preprocess_tna(tmp_path)
    test = preprocess_tna(tmp_path, "-DP4R_TESTGEN", f"-DP4R_TG_KIND={kind}")
    zero = {} if kind in CHOSEN_KINDS else READ_AS_ZERO
    assert build_changes(shipped, test, {**TEST_BUILD_REPLACES, **zero}) == []


def test_a_replacement_the_test_build_does_not_name_is_found() -> None:
    shipped = (
        "action draw ( ) { meta . rnd = rng . get ( ) ; }\n"
        "action tick ( ) { meta . now = "
        "clock . get ( { ig_prsr_md . global_tstamp [ 41 : 10 ] } ) ; }\n"
        "x = rng . get ( ) ; y = eg_intr_md . egress_rid ; z = eg_intr_md . egress_rid ;\n"
        "state s { transition select ( hdr . bridge . reply ) { 1 : accept ; } }\n"
        "action a ( ) { meta . count = meta . count + 1 ; }\n"
    )
    test = (
        "action draw ( bit < 16 > tg_draw ) { meta . rnd = tg_draw ; }\n"
        "action tick ( bit < 32 > tg_clock ) { meta . now = tg_clock ; }\n"
        "x = tg_draw ; y = hdr . tg_eg . rid ; z = hdr . tg_eg . rid ;\n"
        "state s { transition select ( REPLY_UNICAST ) { 1 : accept ; } }\n"
        "action a ( ) { meta . count = meta . count + 1 ; hdr . tg . count = meta . count ; }\n"
    )
    assert build_changes(shipped, test) == []  # the named replacements and an addition
    swapped = test.replace("meta . count + 1", "meta . count + 2")
    [change] = build_changes(shipped, swapped)
    assert change.startswith("replace: ") and "+ [1] -> [2" in change, change
    assert build_changes(shipped.replace("x = rng . get ( ) ;", ""), test)[0].startswith(
        "'rng . get ( )' occurs 1 times, not 2"
    )
