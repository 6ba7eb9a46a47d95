// TNA ingress: admission, the state machine over Register/RegisterAction, JOIN, NACK,
// forwarding.
//
// Tofino allows one access per register per pass, two comparisons per stateful ALU
// and returns one 32-bit value per access.  So, as in SwitchML, each value register
// holds two neighbouring words (pair_t); a contribution updates both and returns the
// low one, and a packet that must carry a whole result (completion, cached answer) is
// recirculated once to read the high ones.  A STATUS (retransmission of an unfinished
// round) and a RESET (two sets) also take a second pass.  Workers per job: 32.
//
// Admission is two decision tables, not a chain of gateways: `packet_kind` judges the
// header alone (truncated, magic, version, type, flags, length, a RESET's sender);
// `admission` takes its kind and what the worker and job tables found (as bits and XOR
// differences computed by their actions) and gives the first refusal of
// docs/protocol.md's order, or what the packet does.  Lookups take stage 0, admission
// stage 1, the state starts in stage 2, and the outcome is one decision table too: so
// K = 64 fits the 12 stages of a Tofino 1.  Placement and figures: docs/tofino.md.
#ifndef P4R_TNA_INGRESS_P4
#define P4R_TNA_INGRESS_P4
#include "testgen.p4"

// How a contribution's seq compares with the round its set holds (`rounds`).  OLDER is
// 0, what `round_check` returns by writing no constant: a Tofino 1 stateful ALU makes
// constants for its output in its two `hi` ALUs, so it can return at most two (bfas
// refused three: "instruction slot 6 used multiple times in action round_check_0").
const bit<8> ROUND_OLDER = 0;
const bit<8> ROUND_NEWER = 1;
const bit<8> ROUND_SAME = 2;

// What a contribution is (docs/protocol.md, "Switch state and state machine").
const bit<8> OP_NEWER = 1;  // first contribution of a round
const bit<8> OP_ADD = 2;  // a later contribution
const bit<8> OP_DUP = 3;  // a retransmission
const bit<8> OP_HARVEST = 5;  // second pass of a RESULT: read the high words
const bit<8> OP_STATUS = 6;  // second pass of a STATUS

// The recirculated second pass: msg_type | SECOND_PASS, and what to do with it.
const bit<8> PASS_MULTICAST = P4R_MSG_SECOND_PASS | P4R_MSG_RESULT;
const bit<8> PASS_UNICAST = P4R_MSG_SECOND_PASS | 0x40 | P4R_MSG_RESULT;
const bit<8> PASS_STATUS = P4R_MSG_SECOND_PASS | P4R_MSG_STATUS;
const bit<8> PASS_RESET = P4R_MSG_SECOND_PASS | P4R_MSG_RESET;

// What the header alone says (packet_kind): a refusal counted in meta.cnt, or a
// well-formed packet of a kind the switch takes, or a second pass.
const bit<8> KIND_REFUSED = 0;  // truncated, magic, version, type or flags
const bit<8> KIND_BAD_LENGTH = 1;  // rejected_length (NACKed to a registered sender)
const bit<8> KIND_CONTRIB = 2;
const bit<8> KIND_JOIN = 3;
const bit<8> KIND_RESET = 4;
const bit<8> KIND_HARVEST = 0x81;  // second pass of a RESULT (kinds 0x80..: second passes)
const bit<8> KIND_STATUS = 0x82;  // second pass of a STATUS
const bit<8> KIND_RESET_PASS = 0x83;  // second pass of a RESET

// What an admitted packet does to the registers (admission).
const bit<8> STATE_NONE = 0;  // refused
const bit<8> STATE_CONTRIB = 1;  // bitmap_seq, rounds, then count, exponent, flags, values
const bit<8> STATE_JOIN = 2;  // joined
const bit<8> STATE_RESET = 3;  // clear the set (first pass: set 0, second: set 1)
const bit<8> STATE_READ = 4;  // second pass: read (bitmap_seq for a STATUS)

// A set's round number after a reset (and at power-on): the round before 0, so that
// rounds 0 .. 2^31-2 are newer (Tofino has no comparison left for "empty").
const bit<32> SEQ_EMPTY = 0xFFFFFFFF;

// Per word pair: one register and its four actions.
#define P4R_PAIR_REG(n, i)                                                          \
    Register<pair_t, idx_t>(2 * P4R_SLOTS) values_##n;                            \
    RegisterAction<pair_t, idx_t, bit<32>>(values_##n) start_##n = {             \
        void apply(inout pair_t v, out bit<32> rv) {                              \
            P4R_TG_PAIR_START(hdr.vals.n##1)                                        \
            v.lo = (int<32>)hdr.vals.n##0; v.hi = (int<32>)hdr.vals.n##1;           \
            rv = (bit<32>)v.lo; P4R_TG_PAIR(n, i, v) } };                         \
    RegisterAction<pair_t, idx_t, bit<32>>(values_##n) add_##n = {               \
        void apply(inout pair_t v, out bit<32> rv) {                              \
            P4R_TG_SAT(v.lo, hdr.vals.n##0)                                         \
            P4R_TG_PAIR_ADD(v, hdr.vals.n##1)                                       \
            v.lo = v.lo |+| (int<32>)hdr.vals.n##0;                                \
            v.hi = v.hi |+| (int<32>)hdr.vals.n##1;                                \
            rv = (bit<32>)v.lo; P4R_TG_PAIR(n, i, v) } };                         \
    RegisterAction<pair_t, idx_t, bit<32>>(values_##n) read_lo_##n = {           \
        void apply(inout pair_t v, out bit<32> rv) {                              \
            rv = (bit<32>)v.lo; P4R_TG_PAIR(n, i, v) } };                         \
    RegisterAction<pair_t, idx_t, bit<32>>(values_##n) read_hi_##n = {           \
        void apply(inout pair_t v, out bit<32> rv) {                              \
            P4R_TG_READ_HI(v, hdr.vals.n##0, hdr.vals.n##1)                         \
            rv = (bit<32>)v.hi; P4R_TG_PAIR(n, i, v) } };

// The tables of count, exponent and the value pairs decide from the `rounds` and
// `bitmap_seq` results themselves (round; the set's bitmap before the packet, tested
// against the sender's rank bit by ternary entries), not from an `op` computed in a
// stage of its own: one stage less between bitmap_seq and the values.
//   key: (op, round, bitmap before, rank); first matching entry wins.
#define P4R_DUP(a, r) (0, ROUND_SAME, 32w1 << r &&& 32w1 << r, r): a();
#define P4R_DUP_ENTRIES(a)                                                          \
    P4R_DUP(a, 0) P4R_DUP(a, 1) P4R_DUP(a, 2) P4R_DUP(a, 3) P4R_DUP(a, 4)            \
    P4R_DUP(a, 5) P4R_DUP(a, 6) P4R_DUP(a, 7) P4R_DUP(a, 8) P4R_DUP(a, 9)            \
    P4R_DUP(a, 10) P4R_DUP(a, 11) P4R_DUP(a, 12) P4R_DUP(a, 13) P4R_DUP(a, 14)       \
    P4R_DUP(a, 15) P4R_DUP(a, 16) P4R_DUP(a, 17) P4R_DUP(a, 18) P4R_DUP(a, 19)       \
    P4R_DUP(a, 20) P4R_DUP(a, 21) P4R_DUP(a, 22) P4R_DUP(a, 23) P4R_DUP(a, 24)       \
    P4R_DUP(a, 25) P4R_DUP(a, 26) P4R_DUP(a, 27) P4R_DUP(a, 28) P4R_DUP(a, 29)       \
    P4R_DUP(a, 30) P4R_DUP(a, 31)
#define P4R_STATE_KEY                                                               \
    key = {                                                                       \
        meta.pass: ternary @name("pass");                                         \
        meta.round: ternary @name("round");                                       \
        meta.seen: ternary @name("bitmap_before");                                \
        meta.rank: ternary @name("rank");                                         \
    }

// Per word pair: one table, so that all of a register's uses sit in one stage.
#define P4R_PAIR_TABLE(n, i)                                                        \
    action do_start_##n() { hdr.vals.n##0 = start_##n.execute(meta.idx); }          \
    action do_add_##n() { hdr.vals.n##0 = add_##n.execute(meta.idx); }              \
    action do_read_lo_##n() { hdr.vals.n##0 = read_lo_##n.execute(meta.idx); }      \
    action do_read_hi_##n() { hdr.vals.n##1 = read_hi_##n.execute(meta.idx); }      \
    @stage(P4R_PAIR_STAGE(i))                                                       \
    table pair_##n {                                                              \
        P4R_STATE_KEY                                                             \
        actions = { do_start_##n; do_add_##n; do_read_lo_##n; do_read_hi_##n; NoAction; } \
        const entries = {                                                         \
            (OP_HARVEST, _, _, _): do_read_hi_##n();                              \
            (0, ROUND_NEWER, _, _): do_start_##n();                               \
            P4R_DUP_ENTRIES(do_read_lo_##n)                                       \
            (0, ROUND_SAME, _, _): do_add_##n();                                  \
        }                                                                         \
        default_action = NoAction();                                              \
        size = 64;                                                                \
    }

// The stage of pair i: four stateful ALUs a stage; pair 0 beside count, nack_at and
// set_flags in the first stage after bitmap_seq and rounds (stage 3), the others four
// a stage from stage 4, so that the outcome's tables take the room left beside them.
#define P4R_PAIR_STAGE(i) ((i) + 3) / 4 + 3

#define P4R_PAIR_APPLY(n, i) pair_##n.apply();

// A slot number at or past P4R_SLOTS: a RESET's slot out of range, or a CONTRIB's slot
// so large that slot_count - slot (16 bits) wraps to a positive number.
#define P4R_SLOT_HIGH_MASK (~((16w1 << P4R_SLOT_BITS) - 1))

// The answers' payloads may share PHV containers with the values: a packet that gets
// a NACK or a JOIN_ACK never touches the value registers, and a STATUS's second pass
// reads none of its values once read_bitmap has written the bitmap (and invalidates
// them).  With K = 64 the values take two thirds of the ingress PHV.
@pa_mutually_exclusive("ingress", "hdr.vals", "hdr.nack")
@pa_mutually_exclusive("ingress", "hdr.vals", "hdr.join_ack")
@pa_mutually_exclusive("ingress", "hdr.vals", "hdr.status")
control P4rIngress(inout headers_t hdr, inout ig_meta_t meta,
                   in ingress_intrinsic_metadata_t ig_intr_md,
                   in ingress_intrinsic_metadata_from_parser_t ig_prsr_md,
                   inout ingress_intrinsic_metadata_for_deparser_t ig_dprsr_md,
                   inout ingress_intrinsic_metadata_for_tm_t ig_tm_md) {
    Counter<bit<64>, bit<8>>(P4R_NUM_COUNTERS, CounterType_t.PACKETS) p4r_stats;
    Counter<bit<64>, bit<1>>(1, CounterType_t.PACKETS) p4r_completed;
    Counter<bit<64>, bit<16>>(P4R_TNA_WORKER_ENTRIES, CounterType_t.PACKETS) worker_retransmits;
    Random<bit<16>>() rng;
    // The NACK clock: bits 41..10 of the global timestamp (ns), i.e. units of 1024 ns.
    Hash<bit<32>>(HashAlgorithm_t.IDENTITY) clock;

    // -- forwarding (ordinary traffic) ---------------------------------------------------
    action forward(PortId_t port) { ig_tm_md.ucast_egress_port = port; }
    action flood(MulticastGroupId_t group) { ig_tm_md.mcast_grp_a = group; }
    action drop() { ig_dprsr_md.drop_ctl = 1; }
    table l2_forward {
        key = { hdr.ethernet.dst_addr: exact @name("dst_addr"); }
        actions = { forward; flood; drop; }
        default_action = drop();
        size = 1024;
    }
    action arp_reply(mac_addr_t mac) {
        ipv4_addr_t asker = hdr.arp.spa;
        hdr.ethernet.dst_addr = hdr.ethernet.src_addr;
        hdr.ethernet.src_addr = mac;
        hdr.arp.oper = ARP_OP_REPLY;
        hdr.arp.tha = hdr.arp.sha;
        hdr.arp.sha = mac;
        hdr.arp.spa = hdr.arp.tpa;
        hdr.arp.tpa = asker;
        ig_tm_md.ucast_egress_port = ig_intr_md.ingress_port;
    }
    table arp_responder {
        key = { hdr.arp.tpa: exact @name("target_ip"); }
        actions = { arp_reply; NoAction; }
        default_action = NoAction();
        size = 64;
    }

    // -- admission, stage 0: lookups ------------------------------------------------------
    // Each action also computes what admission compares: the XOR of the packet's field
    // with the table's (0 when they agree), so that the comparisons are ternary matches.
    DirectCounter<bit<64>>(CounterType_t.PACKETS) worker_packets;
    action set_worker(bit<16> job_id, bit<16> rank, bit<16> worker_index) {
        P4R_TG_WORKER(rank, worker_index)
        meta.registered = 1;
        meta.job_id = job_id;
        meta.rank = rank;
        meta.worker_index = worker_index;
        meta.job_diff = hdr.p4r.job_id ^ job_id;
        meta.rank_diff = hdr.p4r.rank ^ rank;
        worker_packets.count();
    }
    action unregistered() { worker_packets.count(); }
    table workers {
        key = {
            ig_intr_md.ingress_port: exact @name("ingress_port");
            hdr.ipv4.src_addr: exact @name("src_addr");
            hdr.udp.src_port: exact @name("src_port");
        }
        actions = { set_worker; unregistered; }
        default_action = unregistered();
        size = P4R_TNA_WORKER_ENTRIES;
        counters = worker_packets;
    }
    // Keyed on the packet's job_id, so that it is looked up beside `workers`: a packet
    // whose job_id differs from its worker's is refused as spoofed before this matters.
    DirectCounter<bit<64>>(CounterType_t.PACKETS) job_packets;
    action set_job(bit<32> slot_base, bit<32> slot_count, bit<16> num_workers,
                   bit<16> mcast_grp, bit<32> session) {
        P4R_TG_JOB(slot_base, slot_count, num_workers, session)
        meta.job_hit = 1;
        meta.slot_abs = (idx_t)slot_base + hdr.p4r.slot;
        meta.slot_count = (bit<16>)slot_count;
        meta.slot_left = (bit<16>)slot_count - hdr.p4r.slot;  // slots <= 8192 on Tofino
        meta.num_workers = (bit<8>)num_workers;
        meta.mcast_grp = mcast_grp;
        meta.session = session;
        meta.session_diff = hdr.p4r.session ^ session;
        job_packets.count();
    }
    action no_job() { job_packets.count(); }
    @stage(0)  // beside `workers` (the compiler put it in stage 1 otherwise)
    table jobs {
        key = { hdr.p4r.job_id: exact @name("job_id"); }
        actions = { set_job; no_job; }
        default_action = no_job();
        size = 256;
        counters = job_packets;
    }
    action reset_index() { meta.slot_abs = hdr.p4r.slot; }  // a RESET: an absolute slot
    // This worker's bit in the contributor bitmap, from the (checked) rank.
    action set_me(bit<32> me) { meta.me = me; meta.rank_ok = 1; }
    table rank_bit {
        key = { hdr.p4r.rank: exact; }
        actions = { set_me; NoAction; }
        default_action = NoAction();
        size = P4R_TNA_WORKERS;
        const entries = {
            0: set_me(32w1 << 0);   1: set_me(32w1 << 1);   2: set_me(32w1 << 2);
            3: set_me(32w1 << 3);   4: set_me(32w1 << 4);   5: set_me(32w1 << 5);
            6: set_me(32w1 << 6);   7: set_me(32w1 << 7);   8: set_me(32w1 << 8);
            9: set_me(32w1 << 9);   10: set_me(32w1 << 10); 11: set_me(32w1 << 11);
            12: set_me(32w1 << 12); 13: set_me(32w1 << 13); 14: set_me(32w1 << 14);
            15: set_me(32w1 << 15); 16: set_me(32w1 << 16); 17: set_me(32w1 << 17);
            18: set_me(32w1 << 18); 19: set_me(32w1 << 19); 20: set_me(32w1 << 20);
            21: set_me(32w1 << 21); 22: set_me(32w1 << 22); 23: set_me(32w1 << 23);
            24: set_me(32w1 << 24); 25: set_me(32w1 << 25); 26: set_me(32w1 << 26);
            27: set_me(32w1 << 27); 28: set_me(32w1 << 28); 29: set_me(32w1 << 29);
            30: set_me(32w1 << 30); 31: set_me(32w1 << 31);
        }
    }
#ifdef P4R_TESTGEN
    action draw() { meta.rnd = 0; }  // testgen.p4
#else
    action draw() { meta.rnd = rng.get(); }
#endif
    table draw_random {
        actions = { draw; }
        default_action = draw();
        size = 1;
    }
#ifdef P4R_TESTGEN
    action tick() { meta.now = 0; }  // testgen.p4
#else
    action tick() { meta.now = clock.get({ig_prsr_md.global_tstamp[41:10]}); }
#endif
    table read_clock {
        actions = { tick; }
        default_action = tick();
        size = 1;
    }
    // Drop thresholds out of 65536 (probability * 65536), set by the controller.
    action set_drop_rates(bit<16> ingress_threshold, bit<16> egress_threshold) {
        meta.drop_ingress = ingress_threshold;
        hdr.bridge.drop_egress = egress_threshold;
    }
    @stage(0)  // so that the draw is in stage 1 and the state starts in stage 2
    table drop_sim {
        actions = { set_drop_rates; }
        default_action = set_drop_rates(0, 0);
        size = 1;
    }

    // What the header alone says, in docs/protocol.md's order (checks 1-6, and 7's
    // sender: a RESET only from the CPU port).
    //   key: (recirc, msg_type, magic, version, flags, elem_count, udp.length,
    //         values parsed, from the CPU port); first matching entry wins.
    action refuse(bit<8> cnt) { meta.kind = KIND_REFUSED; meta.cnt = cnt; }
    action set_kind(bit<8> kind) { meta.kind = kind; }
    action bad_length() { meta.kind = KIND_BAD_LENGTH; meta.cnt = P4R_CNT_REJECTED_LENGTH; }
    @stage(0)  // beside `workers` (the compiler put it in stage 1 otherwise)
    table packet_kind {
        key = {
            meta.recirc: ternary @name("recirc");
            hdr.p4r.msg_type: ternary @name("msg_type");
            hdr.p4r.magic: ternary @name("magic");
            hdr.p4r.version: ternary @name("version");
            hdr.p4r.flags: ternary @name("flags");
            hdr.p4r.elem_count: ternary @name("elem_count");
            hdr.udp.length: ternary @name("udp_length");
            hdr.vals.isValid(): ternary @name("values");
            meta.from_cpu: ternary @name("from_cpu");
        }
        actions = { refuse; set_kind; bad_length; }
        const entries = {
            // second passes: only from the recirculation port (msg_type | SECOND_PASS)
            (1, PASS_MULTICAST, _, _, _, _, _, _, _): set_kind(KIND_HARVEST);
            (1, PASS_UNICAST, _, _, _, _, _, _, _): set_kind(KIND_HARVEST);
            (1, PASS_STATUS, _, _, _, _, _, _, _): set_kind(KIND_STATUS);
            (1, PASS_RESET, _, _, _, _, _, _, _): set_kind(KIND_RESET_PASS);
            // 1: truncated, udp.length < 8 + 24 = 32
            (_, _, _, _, _, _, 0 &&& 0xFFE0, _, _): refuse(P4R_CNT_REJECTED_TRUNCATED);
            // 6: well-formed (flags: reserved bits zero), or the wrong length
            (_, P4R_MSG_CONTRIB, P4R_MAGIC, P4R_VERSION, 0 &&& P4R_FLAGS_RESERVED,
                P4R_ELEMS, 8 + P4R_CONTRIB_BYTES, true, _): set_kind(KIND_CONTRIB);
            (_, P4R_MSG_CONTRIB, P4R_MAGIC, P4R_VERSION, 0 &&& P4R_FLAGS_RESERVED,
                _, _, _, _): bad_length();
            (_, P4R_MSG_JOIN, P4R_MAGIC, P4R_VERSION, 0 &&& P4R_FLAGS_RESERVED,
                0, 8 + P4R_HEADER_BYTES, _, _): set_kind(KIND_JOIN);
            (_, P4R_MSG_JOIN, P4R_MAGIC, P4R_VERSION, 0 &&& P4R_FLAGS_RESERVED,
                _, _, _, _): bad_length();
            (_, P4R_MSG_RESET, P4R_MAGIC, P4R_VERSION, 0 &&& P4R_FLAGS_RESERVED,
                0, 8 + P4R_HEADER_BYTES, _, 1): set_kind(KIND_RESET);
            // 7: a RESET from anywhere but the controller (packet-out)
            (_, P4R_MSG_RESET, P4R_MAGIC, P4R_VERSION, 0 &&& P4R_FLAGS_RESERVED,
                0, 8 + P4R_HEADER_BYTES, _, _): refuse(P4R_CNT_REJECTED_RESET);
            (_, P4R_MSG_RESET, P4R_MAGIC, P4R_VERSION, 0 &&& P4R_FLAGS_RESERVED,
                _, _, _, _): bad_length();
            // 5: a type the switch takes, with a reserved flag set
            (_, P4R_MSG_CONTRIB, P4R_MAGIC, P4R_VERSION, _, _, _, _, _):
                refuse(P4R_CNT_REJECTED_FLAGS);
            (_, P4R_MSG_JOIN, P4R_MAGIC, P4R_VERSION, _, _, _, _, _):
                refuse(P4R_CNT_REJECTED_FLAGS);
            (_, P4R_MSG_RESET, P4R_MAGIC, P4R_VERSION, _, _, _, _, _):
                refuse(P4R_CNT_REJECTED_FLAGS);
            // 4, 3, 2: type, version, magic
            (_, _, P4R_MAGIC, P4R_VERSION, _, _, _, _, _): refuse(P4R_CNT_REJECTED_TYPE);
            (_, _, P4R_MAGIC, _, _, _, _, _, _): refuse(P4R_CNT_REJECTED_VERSION);
            (_, _, _, _, _, _, _, _, _): refuse(P4R_CNT_REJECTED_MAGIC);
        }
        default_action = refuse(P4R_CNT_REJECTED_MAGIC);
        size = 32;
    }

    // -- admission, stage 1: the verdict ------------------------------------------------
    // NACKs to one worker are at least this many microseconds apart (0: no limit); the
    // clock counts 1024 ns, so they are at least 1.024 x the interval apart.
    action set_nack_interval(bit<32> interval_us) { meta.nack_next = meta.now + interval_us; }
    table nack_limit {
        actions = { set_nack_interval; }
        default_action = set_nack_interval(P4R_DEFAULT_NACK_INTERVAL_US);
        size = 1;
    }
    // The drop simulator's draw: threshold |-| rnd (saturated at 0), non-zero exactly
    // when rnd is below the threshold (probability threshold / 65536): drop.
    action draw_drop() { meta.drawn = meta.drop_ingress |-| meta.rnd; }
    table drop_draw {
        actions = { draw_drop; }
        default_action = draw_drop();
        size = 1;
    }
    // A table of its own, so that the index is a PHV field when the registers use it.
    action make_index() { meta.idx = meta.set_base + meta.slot_abs; }
    table register_index {
        actions = { make_index; }
        default_action = make_index();
        size = 1;
    }
    // Checks 7-12 of docs/protocol.md's order, from the kind and what the tables found.
    // refuse_nack: a refusal the worker can fix, NACKed (the sender is registered).
    //   key: (kind, registered, job_diff, rank_diff, rank_ok, job_hit, session_diff,
    //         session, slot_left, slot, the job's session); first matching entry wins.
    action admit(bit<8> state, bit<8> cnt) { meta.state = state; meta.cnt = cnt; }
    action second_pass(bit<8> state, bit<8> pass) { meta.state = state; meta.pass = pass; }
    action refuse_nack(bit<8> cnt) { meta.cnt = cnt; meta.nack = 1; }
    action nack_length() { meta.nack = 1; }  // meta.cnt says rejected_length already
    table admission {
        key = {
            meta.kind: ternary @name("kind");
            meta.registered: ternary @name("registered");
            meta.job_diff: ternary @name("job_diff");
            meta.rank_diff: ternary @name("rank_diff");
            meta.rank_ok: ternary @name("rank_ok");
            meta.job_hit: ternary @name("job_hit");
            meta.session_diff: ternary @name("session_diff");
            hdr.p4r.session: ternary @name("session");
            meta.slot_left: ternary @name("slot_left");
            hdr.p4r.slot: ternary @name("slot");
            meta.session: ternary @name("job_session");
        }
        actions = { admit; second_pass; refuse; refuse_nack; nack_length; NoAction; }
        const entries = {
            (KIND_HARVEST, _, _, _, _, _, _, _, _, _, _): second_pass(STATE_NONE, OP_HARVEST);
            (KIND_STATUS, _, _, _, _, _, _, _, _, _, _): second_pass(STATE_READ, OP_STATUS);
            (KIND_RESET_PASS, _, _, _, _, _, _, _, _, _, _): second_pass(STATE_RESET, 0);
            // refused by the header (meta.cnt says why); the wrong length is NACKed
            (KIND_REFUSED, _, _, _, _, _, _, _, _, _, _): NoAction();
            (KIND_BAD_LENGTH, 1, _, _, _, _, _, _, _, _, _): nack_length();
            (KIND_BAD_LENGTH, _, _, _, _, _, _, _, _, _, _): NoAction();
            // 7: a RESET (from the controller: packet_kind) for a slot of the switch
            (KIND_RESET, _, _, _, _, _, _, _, _, 0 &&& P4R_SLOT_HIGH_MASK, _):
                admit(STATE_RESET, P4R_CNT_RESETS);
            (KIND_RESET, _, _, _, _, _, _, _, _, _, _): refuse(P4R_CNT_REJECTED_SLOT);
            // 8: the sender is in the worker table
            (KIND_CONTRIB, 0, _, _, _, _, _, _, _, _, _): refuse(P4R_CNT_REJECTED_UNREGISTERED);
            (KIND_JOIN, 0, _, _, _, _, _, _, _, _, _): refuse(P4R_CNT_REJECTED_UNREGISTERED);
            // 10: (job_id and rank as the table's) the rank has a lane, the job is known
            (_, _, 0, 0, 0, _, _, _, _, _, _): refuse(P4R_CNT_REJECTED_UNREGISTERED);
            (_, _, 0, 0, _, 0, _, _, _, _, _): refuse(P4R_CNT_REJECTED_UNREGISTERED);
            // 11: a locked job (its session 0: a session start under way) takes no
            // CONTRIB and no JOIN
            (KIND_CONTRIB, _, 0, 0, _, _, _, _, _, _, 0): refuse_nack(P4R_CNT_REJECTED_SESSION);
            (KIND_JOIN, _, 0, 0, _, _, _, _, _, _, 0): refuse_nack(P4R_CNT_REJECTED_SESSION);
            // 11, 12: CONTRIB: the job's session, a slot of the job's pool
            (KIND_CONTRIB, _, 0, 0, _, _, 0, _, 0, _, _): refuse_nack(P4R_CNT_REJECTED_SLOT);
            (KIND_CONTRIB, _, 0, 0, _, _, 0, _, 0x8000 &&& 0x8000, _, _):
                refuse_nack(P4R_CNT_REJECTED_SLOT);
            (KIND_CONTRIB, _, 0, 0, _, _, 0, _, _, 0 &&& P4R_SLOT_HIGH_MASK, _):
                admit(STATE_CONTRIB, P4R_CNT_AGGREGATED);
            (KIND_CONTRIB, _, 0, 0, _, _, 0, _, _, _, _): refuse_nack(P4R_CNT_REJECTED_SLOT);
            // 11: JOIN: the job's session or 0 (then rejected_rejoin from `joined`)
            (KIND_JOIN, _, 0, 0, _, _, 0, _, _, _, _): admit(STATE_JOIN, P4R_CNT_JOINS);
            (KIND_JOIN, _, 0, 0, _, _, _, 0, _, _, _): admit(STATE_JOIN, P4R_CNT_JOINS);
            (_, _, 0, 0, _, _, _, _, _, _, _): refuse_nack(P4R_CNT_REJECTED_SESSION);
            // 9: job_id or rank differ from the worker table's
            (_, _, _, _, _, _, _, _, _, _, _): refuse_nack(P4R_CNT_REJECTED_SPOOFED);
        }
        default_action = NoAction();
        size = 32;
    }

    // -- state ---------------------------------------------------------------------------
    // The set's contributors and round: a newer round restarts the set with this
    // worker; the same round adds its bit.  Returns the bitmap before this packet
    // (0 for a newer round), from which `seen` is taken.
    Register<bitmap_seq_t, idx_t>(2 * P4R_SLOTS, {0, SEQ_EMPTY}) bitmap_seq;
    RegisterAction<bitmap_seq_t, idx_t, bit<32>>(bitmap_seq) classify = {
        void apply(inout bitmap_seq_t v, out bit<32> rv) {
            rv = 0;
            P4R_TG_SET_STATE(v)
            if ((int<32>)(hdr.p4r.seq - v.seq) > 0) {
                v.bitmap = meta.me;
                v.seq = hdr.p4r.seq;
            } else if (hdr.p4r.seq == v.seq) {
                rv = v.bitmap;
                v.bitmap = v.bitmap | meta.me;
            }
            P4R_TG_BITMAP_SEQ(v)
        }
    };
    RegisterAction<bitmap_seq_t, idx_t, bit<32>>(bitmap_seq) read_bitmap = {
        void apply(inout bitmap_seq_t v, out bit<32> rv) {
            P4R_TG_READ_BITMAP(v)
            rv = v.bitmap;
            P4R_TG_BITMAP_SEQ(v)
        }
    };
    RegisterAction<bitmap_seq_t, idx_t, bit<32>>(bitmap_seq) clear = {
        void apply(inout bitmap_seq_t v, out bit<32> rv) {
            v.bitmap = 0;
            v.seq = SEQ_EMPTY;
            rv = 0;
            P4R_TG_BITMAP_SEQ(v)
        }
    };
    // The same round comparison, kept beside bitmap_seq to say which case it was
    // (one stateful ALU cannot return both the old bitmap and the case).
    Register<bit<32>, idx_t>(2 * P4R_SLOTS, SEQ_EMPTY) rounds;
    RegisterAction<bit<32>, idx_t, bit<8>>(rounds) round_check = {
        void apply(inout bit<32> v, out bit<8> rv) {
            P4R_TG_ROUND(v)
            if ((int<32>)(hdr.p4r.seq - v) > 0) {
                v = hdr.p4r.seq;
                rv = ROUND_NEWER;
            } else if (hdr.p4r.seq == v) {
                rv = ROUND_SAME;
            } else {
                rv = ROUND_OLDER;
            }
            P4R_TG_ROUNDS(v)
        }
    };
    RegisterAction<bit<32>, idx_t, bit<8>>(rounds) round_clear = {
        void apply(inout bit<32> v, out bit<8> rv) { v = SEQ_EMPTY; rv = 0; P4R_TG_ROUNDS(v) }
    };
    // The set's count and maximum exponent.  A retransmission carries its original's
    // exponent, so it leaves both as they are; the second passes read the exponent.
    Register<count_exp_t, idx_t>(2 * P4R_SLOTS) count_exp;
    RegisterAction<count_exp_t, idx_t, bit<8>>(count_exp) count_start = {
        void apply(inout count_exp_t v, out bit<8> rv) {
            v.count = 1;
            v.exponent = hdr.p4r.exponent;
            rv = v.count;
            P4R_TG_COUNT_EXP(v)
        }
    };
    RegisterAction<count_exp_t, idx_t, bit<8>>(count_exp) count_add = {
        void apply(inout count_exp_t v, out bit<8> rv) {
            P4R_TG_EXP_ADD(v)
            P4R_TG_COUNT(v)
            v.count = v.count + 1;
            v.exponent = max(v.exponent, hdr.p4r.exponent);
            rv = v.count;
            P4R_TG_COUNT_EXP(v)
        }
    };
    RegisterAction<count_exp_t, idx_t, bit<8>>(count_exp) count_read = {
        void apply(inout count_exp_t v, out bit<8> rv) {
            P4R_TG_COUNT(v)
            rv = v.count;
            P4R_TG_COUNT_EXP(v)
        }
    };
    RegisterAction<count_exp_t, idx_t, bit<8>>(count_exp) exp_read = {
        void apply(inout count_exp_t v, out bit<8> rv) {
            P4R_TG_READ_EXP(v)
            rv = v.exponent;
            P4R_TG_COUNT_EXP(v)
        }
    };
    // The flags a RESULT or STATUS carries: SET, and the OR of the contributions'
    // OVERFLOW and POISON (reserved bits are zero in an admitted CONTRIB).  A
    // retransmission carries its original's flags: ORing them again is harmless.
    Register<bit<8>, idx_t>(2 * P4R_SLOTS) set_flags;
    RegisterAction<bit<8>, idx_t, bit<8>>(set_flags) flags_start = {
        void apply(inout bit<8> v) { v = hdr.p4r.flags; P4R_TG_SET_FLAGS(v) }
    };
    RegisterAction<bit<8>, idx_t, bit<8>>(set_flags) flags_or = {
        void apply(inout bit<8> v) { P4R_TG_FLAGS(v) v = v | hdr.p4r.flags; P4R_TG_SET_FLAGS(v) }
    };
    RegisterAction<bit<8>, idx_t, bit<8>>(set_flags) flags_read = {
        void apply(inout bit<8> v, out bit<8> rv) { P4R_TG_FLAGS(v) rv = v; P4R_TG_SET_FLAGS(v) }
    };
    P4R_FOR_EACH_PAIR(P4R_PAIR_REG)

    // Per worker table entry: the session it joined and its nonce (docs/protocol.md,
    // "JOIN makes a session single-use").  Returns 1 for a rejoin (refused, unchanged).
    Register<join_t, bit<16>>(P4R_TNA_WORKER_ENTRIES) joined;
    RegisterAction<join_t, bit<16>, bit<8>>(joined) join = {
        void apply(inout join_t v, out bit<8> rv) {
            P4R_TG_JOIN_STATE(v)
            if (v.session == meta.session && v.nonce != hdr.p4r.seq) {
                rv = 1;
            } else {
                v.session = meta.session;
                v.nonce = hdr.p4r.seq;
                rv = 0;
            }
            P4R_TG_JOINED(v)
        }
    };
    // Per worker table entry: when it may get its next NACK (clock units).  Due when
    // that time has come, or when it lies further ahead than a NACK now would set it
    // (it was set more than half the clock's wrap ago); then set again.  Returns 1 if
    // a NACK goes out.
    Register<bit<32>, bit<16>>(P4R_TNA_WORKER_ENTRIES) nack_at;
    RegisterAction<bit<32>, bit<16>, bit<8>>(nack_at) nack_check = {
        void apply(inout bit<32> v, out bit<8> rv) {
            if ((int<32>)(meta.now - v) >= 0 || (int<32>)(v - meta.nack_next) > 0) {
                v = meta.nack_next;
                rv = 1;
            } else {
                rv = 0;
            }
            P4R_TG_NACK_AT(v)
        }
    };

    // One table per register, keyed on what the packet does, so that each register has
    // one table (Tofino places all of a register's uses in one stage).  A packet the
    // drop simulator draws (drawn non-zero) touches no state.
    action do_classify() { meta.seen = classify.execute(meta.idx); }
    action do_read_bitmap() { hdr.status.bitmap_lo = read_bitmap.execute(meta.idx); }
    action do_clear_bitmap() { clear.execute(meta.idx); }
    table bitmap_seq_op {
        key = { meta.state: exact @name("state"); meta.drawn: ternary @name("drawn"); }
        actions = { do_classify; do_read_bitmap; do_clear_bitmap; NoAction; }
        const entries = {
            (STATE_CONTRIB, 0): do_classify();
            (STATE_READ, _): do_read_bitmap();
            (STATE_RESET, _): do_clear_bitmap();
        }
        default_action = NoAction();
        size = 4;
    }
    action do_round_check() { meta.round = round_check.execute(meta.idx); }
    action do_round_clear() { round_clear.execute(meta.idx); }
    table rounds_op {
        key = { meta.state: exact @name("state"); meta.drawn: ternary @name("drawn"); }
        actions = { do_round_check; do_round_clear; NoAction; }
        const entries = {
            (STATE_CONTRIB, 0): do_round_check();
            (STATE_RESET, _): do_round_clear();
        }
        default_action = NoAction();
        size = 4;
    }
    action do_join() { meta.rejoin = join.execute(meta.worker_index); }
    table joined_op {
        key = { meta.state: exact @name("state"); meta.drawn: exact @name("drawn"); }
        actions = { do_join; NoAction; }
        const entries = {
            (STATE_JOIN, 0): do_join();
        }
        default_action = NoAction();
        size = 2;
    }
    // A refusal to NACK (admission), or a rejoin (`joined`), asks the rate limit.
    action do_nack_check() { meta.nack_ok = nack_check.execute(meta.worker_index); }
    action do_nack_rejoin() {
        meta.nack_ok = nack_check.execute(meta.worker_index);
        meta.cnt = P4R_CNT_REJECTED_REJOIN;
    }
    table nack_op {
        key = { meta.nack: exact @name("nack"); meta.rejoin: exact @name("rejoin"); }
        actions = { do_nack_check; do_nack_rejoin; NoAction; }
        const entries = {
            (1, 0): do_nack_check();
            (0, 1): do_nack_rejoin();
        }
        default_action = NoAction();
        size = 2;
    }
    // The count's table also says what the contribution was (meta.op), for the outcome;
    // on a second pass it reads the exponent.
    action do_count_start() { meta.count = count_start.execute(meta.idx); meta.op = OP_NEWER; }
    action do_count_add() { meta.count = count_add.execute(meta.idx); meta.op = OP_ADD; }
    action do_count_read() { meta.count = count_read.execute(meta.idx); meta.op = OP_DUP; }
    action do_exp_read() { hdr.p4r.exponent = exp_read.execute(meta.idx); }
    table count_op {
        P4R_STATE_KEY
        actions = { do_count_start; do_count_add; do_count_read; do_exp_read; NoAction; }
        const entries = {
            (OP_HARVEST, _, _, _): do_exp_read();
            (OP_STATUS, _, _, _): do_exp_read();
            (0, ROUND_NEWER, _, _): do_count_start();
            P4R_DUP_ENTRIES(do_count_read)
            (0, ROUND_SAME, _, _): do_count_add();
        }
        default_action = NoAction();
        size = 64;
    }
    action do_flags_start() { flags_start.execute(meta.idx); }
    action do_flags_or() { flags_or.execute(meta.idx); }
    action do_flags_read() { hdr.p4r.flags = flags_read.execute(meta.idx); }
    table flags_op {
        key = { meta.pass: ternary @name("pass"); meta.round: ternary @name("round"); }
        actions = { do_flags_start; do_flags_or; do_flags_read; NoAction; }
        const entries = {
            (OP_HARVEST, _): do_flags_read();
            (OP_STATUS, _): do_flags_read();
            (0, ROUND_NEWER): do_flags_start();
            (0, ROUND_SAME): do_flags_or();
        }
        default_action = NoAction();
        size = 8;
    }
    P4R_FOR_EACH_PAIR(P4R_PAIR_TABLE)


    action reply_to_sender() {
        mac_addr_t mac = hdr.ethernet.dst_addr;
        ipv4_addr_t ip = hdr.ipv4.dst_addr;
        hdr.ethernet.dst_addr = hdr.ethernet.src_addr;
        hdr.ethernet.src_addr = mac;
        hdr.ipv4.dst_addr = hdr.ipv4.src_addr;
        hdr.ipv4.src_addr = ip;
        hdr.udp.dst_port = hdr.udp.src_port;
        hdr.udp.src_port = P4R_UDP_PORT;
        hdr.udp.checksum = 0;
        hdr.ipv4.ttl = 64;
    }
    action recirculate(bit<8> pass) {
        hdr.p4r.msg_type = pass;
        ig_tm_md.ucast_egress_port = P4R_RECIRC_PORT;
    }
    // A header-only answer on the first pass, back out of the ingress port: job_id,
    // rank, slot and seq echoed.  (Tofino 1 cannot cut a packet in ingress: what the
    // parser left of a malformed packet follows the answer, past the IP length.)
    action answer(bit<8> msg_type, bit<16> words) {
        reply_to_sender();
        hdr.vals.setInvalid();
        hdr.p4r.msg_type = msg_type;
        hdr.p4r.exponent = 0;
        hdr.p4r.contributors = 0;
        hdr.p4r.elem_count = words;
        hdr.udp.length = 8 + P4R_HEADER_BYTES + 4 * words;
        hdr.ipv4.total_len = 20 + 8 + P4R_HEADER_BYTES + 4 * words;
        ig_tm_md.ucast_egress_port = ig_intr_md.ingress_port;
        hdr.bridge.reply = REPLY_UNICAST;
    }

    // -- the outcome ---------------------------------------------------------------------
    // Whether this packet completes the round, as a field the outcome can match.
    action count_missing() { meta.missing = meta.num_workers - meta.count; }
    table completion {
        actions = { count_missing; }
        default_action = count_missing();
        size = 1;
    }

    // Second passes (the answer), docs/protocol.md's outcome of a first pass.
    action reset_ack() {  // set 1 cleared: to the controller
        hdr.bridge.job_id = hdr.p4r.job_id;
        hdr.p4r.msg_type = P4R_MSG_RESET_ACK;
        hdr.p4r.flags = 0;
        ig_tm_md.ucast_egress_port = P4R_CPU_PORT;
        hdr.bridge.reply = REPLY_TO_CPU;
    }
    action status() {  // the bitmap (read_bitmap) back to the sender, by its MAC
        hdr.bridge.job_id = hdr.p4r.job_id;
        hdr.status.setValid();
        hdr.status.bitmap_hi = 0;
        hdr.p4r.msg_type = P4R_MSG_STATUS;
        hdr.p4r.elem_count = P4R_STATUS_WORDS;
        hdr.vals.setInvalid();
        hdr.udp.length = 8 + P4R_STATUS_BYTES;
        hdr.ipv4.total_len = 20 + 8 + P4R_STATUS_BYTES;
        meta.forward = 1;
        hdr.bridge.reply = REPLY_UNICAST;
    }
    action result_multicast() {
        hdr.bridge.job_id = hdr.p4r.job_id;
        ig_tm_md.mcast_grp_a = meta.mcast_grp;
        ig_tm_md.rid = 0xFFFF;  // no replica is the ingress copy
        hdr.bridge.reply = REPLY_MULTICAST;
        hdr.p4r.msg_type = P4R_MSG_RESULT;
    }
    action result_unicast() {  // a retransmission's answer, by the sender's MAC
        hdr.bridge.job_id = hdr.p4r.job_id;
        meta.forward = 1;
        hdr.bridge.reply = REPLY_UNICAST;
        hdr.p4r.msg_type = P4R_MSG_RESULT;
    }
    // First passes.  A refusal the worker can fix: reason and detail (NACK).
    action nack(bit<16> detail_hi, bit<16> detail_lo) {
        answer(P4R_MSG_NACK, P4R_NACK_WORDS);  // session echoed
        hdr.p4r.flags = hdr.p4r.flags & P4R_FLAG_SET;
        hdr.nack.setValid();
        hdr.nack.reason = (bit<32>)meta.cnt;
        hdr.nack.detail_hi = detail_hi;
        hdr.nack.detail_lo = detail_lo;
    }
    action nack_slot() {  // detail: the job's slot count
        nack(0, 0);
        hdr.nack.detail_lo = meta.slot_count;
    }
    action nack_spoofed() {  // detail: the worker table's job and rank
        nack(0, 0);
        hdr.nack.detail_hi = meta.job_id;
        hdr.nack.detail_lo = meta.rank;
    }
    action join_ack() {
        answer(P4R_MSG_JOIN_ACK, P4R_JOIN_ACK_WORDS);
        hdr.p4r.session = meta.session;
        hdr.p4r.flags = 0;
        hdr.join_ack.setValid();
        hdr.join_ack.elems = P4R_ELEMS;
        hdr.join_ack.slot_count = (bit<32>)meta.slot_count;
        hdr.join_ack.num_workers = (bit<32>)meta.num_workers;
    }
    action reset_first_pass() {  // set 0 cleared; set 1 on the second pass
        hdr.p4r.flags = P4R_FLAG_SET;
        recirculate(PASS_RESET);
    }
    action drop_counted(bit<8> cnt) { meta.cnt = cnt; drop(); }
    action stale() {
        meta.retransmit = 1;
        drop_counted(P4R_CNT_STALE);
    }
    // A contribution that leaves with the result (its first pass to the recirculation
    // port: the second pass reads the high words, the exponent and the flags).
    action result_pass(bit<8> pass) {
        hdr.p4r.flags = hdr.p4r.flags & P4R_FLAG_SET;
        hdr.p4r.contributors = (bit<16>)meta.count;
        reply_to_sender();
        recirculate(pass);
    }
    action completed() {
        meta.completes = 1;
        result_pass(PASS_MULTICAST);
    }
    action retransmission(bit<8> cnt, bit<8> pass) {
        meta.retransmit = 1;
        meta.cnt = cnt;
        result_pass(pass);
    }
    // The counters are counted after it (Tofino addresses an indirect counter the same
    // way in every action of a table).
    // One decision table, not a chain of conditions (a Tofino stage holds 16 tables,
    // and a chain of ifs took about 36 of them in stages 4-6, where K = 64 needs the
    // value pairs).  In docs/protocol.md's order; first matching entry wins.
    //   key: (kind, msg_type, nack_ok, cnt, state, drawn, rejoin, round, op, missing)
    table outcome {
        key = {
            meta.kind: ternary @name("kind");
            hdr.p4r.msg_type: ternary @name("msg_type");
            meta.nack_ok: ternary @name("nack_ok");
            meta.cnt: ternary @name("cnt");
            meta.state: ternary @name("state");
            meta.drawn: ternary @name("drawn");
            meta.rejoin: ternary @name("rejoin");
            meta.round: ternary @name("round");
            meta.op: ternary @name("op");
            meta.missing: ternary @name("missing");
        }
        actions = {
            reset_ack; status; result_multicast; result_unicast; nack; nack_slot;
            nack_spoofed; join_ack; reset_first_pass; drop; drop_counted; stale;
            completed; retransmission; NoAction;
        }
        const entries = {
            // second passes
            (KIND_RESET_PASS, _, _, _, _, _, _, _, _, _): reset_ack();
            (KIND_STATUS, _, _, _, _, _, _, _, _, _): status();
            (KIND_HARVEST, PASS_MULTICAST, _, _, _, _, _, _, _, _): result_multicast();
            (KIND_HARVEST, _, _, _, _, _, _, _, _, _): result_unicast();
            // a refusal the rate limit lets through: NACK, with the reason's detail
            (_, _, 1, P4R_CNT_REJECTED_LENGTH, _, _, _, _, _, _): nack(0, P4R_ELEMS);
            (_, _, 1, P4R_CNT_REJECTED_SLOT, _, _, _, _, _, _): nack_slot();
            (_, _, 1, P4R_CNT_REJECTED_SPOOFED, _, _, _, _, _, _): nack_spoofed();
            (_, _, 1, _, _, _, _, _, _, _): nack(0, 0);
            // refused (meta.cnt says why)
            (_, _, _, _, STATE_NONE, _, _, _, _, _): drop();
            (_, _, _, _, STATE_RESET, _, _, _, _, _): reset_first_pass();
            // not drawn by the drop simulator (drawn 0): a JOIN, a rejoin NACK-limited away
            (_, _, _, _, STATE_JOIN, 0, 1, _, _, _): drop();
            (_, _, _, _, STATE_JOIN, 0, _, _, _, _): join_ack();
            // a CONTRIB: older than the set's round, a retransmission (answered or
            // pending), the completing one, or one more
            (_, _, _, _, STATE_CONTRIB, 0, _, ROUND_OLDER, _, _): stale();
            (_, _, _, _, STATE_CONTRIB, 0, _, _, OP_DUP, 0):
                retransmission(P4R_CNT_DUP_ANSWERED, PASS_UNICAST);
            (_, _, _, _, STATE_CONTRIB, 0, _, _, OP_DUP, _):
                retransmission(P4R_CNT_DUP_PENDING, PASS_STATUS);
            (_, _, _, _, STATE_CONTRIB, 0, _, _, _, 0): completed();
            (_, _, _, _, STATE_CONTRIB, 0, _, _, _, _): drop();
            // drawn by the ingress drop simulator (after the checks)
            (_, _, _, _, _, _, _, _, _, _): drop_counted(P4R_CNT_DROPPED_INGRESS);
        }
        default_action = NoAction();
        size = 32;
    }

    apply {
#ifdef P4R_TESTGEN
        P4R_TG_ASSUME
        hdr.tg.setValid();  // the read-back (testgen.p4)
        ig_tm_md.ucast_egress_port = P4R_TG_NO_PORT;  // unset, as the read-back says it
        hdr.tg.wrote = 0;
        hdr.tg._pad0 = 0;
        hdr.tg._pad1 = 0;
        hdr.tg.bitmap = 0;
        hdr.tg.seq = 0;
        hdr.tg.rounds = 0;
        hdr.tg.count = 0;
        hdr.tg.exponent = 0;
        hdr.tg.flags = 0;
        hdr.tg._pad2 = 0;
        hdr.tg.join_session = 0;
        hdr.tg.join_nonce = 0;
        hdr.tg.nack_at = 0;
        hdr.tg.pairs = 0;
        hdr.tg_vals.setValid();
        P4R_FOR_EACH_ELEM(P4R_TG_ZERO_WORD)
#endif
        hdr.bridge.setValid();
        hdr.bridge.job_id = 0;
        hdr.bridge.reply = REPLY_NONE;
        hdr.bridge._pad = 0;
        // bridge.drop_egress: written by drop_sim on every p4reduce packet, read by the
        // egress only for them; not zeroed here, so that drop_sim shares stage 0.
        hdr.packet_out.setInvalid();

        if (!hdr.p4r.isValid()) {
            if (meta.from_cpu == 1) {
                drop();  // the controller only sends RESETs
            } else if (hdr.arp.isValid() && hdr.arp.oper == ARP_OP_REQUEST) {
                if (!arp_responder.apply().hit) {
                    meta.forward = 1;
                }
            } else if (hdr.ethernet.isValid()) {
                meta.forward = 1;
            }
        } else {
        // -- admission: stage 0 lookups, stage 1 the verdict -------------------------------
        draw_random.apply();
        read_clock.apply();
        packet_kind.apply();
        if (hdr.p4r.msg_type == P4R_MSG_RESET || hdr.p4r.msg_type == PASS_RESET) {
            reset_index();
        } else {
            jobs.apply();
        }
        workers.apply();
        rank_bit.apply();
        drop_sim.apply();
        admission.apply();
#ifdef P4R_TESTGEN
        P4R_TG_ADMITTED
#endif
        register_index.apply();
        drop_draw.apply();
        nack_limit.apply();

        // -- state ---------------------------------------------------------------------
        bitmap_seq_op.apply();
#ifdef P4R_TESTGEN
        P4R_TG_CLASSIFIED
#endif
        rounds_op.apply();
        joined_op.apply();
        nack_op.apply();
        count_op.apply();
#ifdef P4R_TESTGEN
        P4R_TG_COUNTED
#endif
        flags_op.apply();
        // No gateway on hdr.vals.isValid(): the pair tables act only on an admitted
        // CONTRIB or a RESULT's second pass (both carry the values), and a gateway read
        // of the values' validity would order them before `answer` (which invalidates
        // it), i.e. before the whole outcome: with K = 64 one stage too many.
        P4R_FOR_EACH_PAIR(P4R_PAIR_APPLY)

        completion.apply();
        outcome.apply();
        if (meta.kind[7:7] == 0) {
            p4r_stats.count(meta.cnt);
        }
        if (meta.retransmit == 1) {
            worker_retransmits.count(meta.worker_index);
        }
        if (meta.completes == 1) {
            p4r_completed.count(0);
        }
        }
        if (meta.forward == 1) {
#ifdef P4R_TG_FORWARDED
            switch (l2_forward.apply().action_run) {
                forward: {}
                default: { testgen_assume(false); }
            }
#else
            l2_forward.apply();
#endif
        }
#ifdef P4R_TESTGEN
        // the decision into the read-back, then out of P4R_TG_PORT (testgen.p4)
        hdr.tg.reply = (bit<8>)hdr.bridge.reply;
        hdr.tg.drop_ctl = (bit<8>)ig_dprsr_md.drop_ctl;
        hdr.tg.port = (bit<16>)ig_tm_md.ucast_egress_port;
        hdr.tg.mcast_grp = ig_tm_md.mcast_grp_a;
        hdr.tg.rid = ig_tm_md.rid;
        hdr.tg.idx = meta.idx;
        hdr.tg.worker_index = meta.worker_index;
        ig_dprsr_md.drop_ctl = 0;
        ig_tm_md.mcast_grp_a = 0;
        ig_tm_md.ucast_egress_port = P4R_TG_PORT;
        if (hdr.p4r.isValid()) {
            hdr.bridge.reply = REPLY_UNICAST;  // the egress parses the answer's headers
        }
#endif
    }
}

#endif
