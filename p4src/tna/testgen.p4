// Test-generation hooks (make -C p4src testgen): the only place that knows about
// P4Testgen.  The program uses the hooks below by name; without -DP4R_TESTGEN every one
// is empty (or, for P4R_TG_CHOSEN and P4R_COUNT, the plain expression and count), so
// the program bf-p4c compiles is the one that reads as if they were not there
// (tests/test_p4src.py checks the preprocessed program).
//
// With -DP4R_TESTGEN:
// * the random draws and the NACK clock read a value each test of kinds 44-52 chooses
//   (P4R_TG_CHOSEN: the parameter of the `draw` and `tick` actions, the defaults of
//   `ingress_random`, `egress_random` and `read_clock`, which P4Testgen overrides), and 0
//   in the other kinds: P4Testgen cannot predict Random or the timestamp, and a table
//   keyed on an unpredictable value is never taken.  Replaying a test, the drop
//   simulators draw and the clock reads what the test chose (0 where it chose none);
// * testgen_assume() narrows the input to one kind of packet (P4R_TG_KIND), so that the
//   search spends its time past admission, and to states the program reaches and
//   entries the controller writes;
// * the read-back (docs/tofino.md, "The read-back header"): every RegisterAction copies
//   the entry it leaves into the `tg` header (P4Testgen carries no register write to a
//   later access in the same pass, but predicts what an action writes into a header),
//   every counter records the index it counted, and the end of the ingress records the
//   forwarding decision there, then sends every packet out of P4R_TG_PORT through the
//   egress.  The egress runs as it ships, for one replica of a multicast (P4Testgen does
//   not replicate: `tg_replica`'s rid, which the egress reads as its egress_rid), and
//   leaves its own decision and count in `tg_eg`, in front of the frame.  So each test
//   predicts one frame: `tg_eg`, the packet's headers as the egress left them, `tg`,
//   `tg_vals`, then the tail the parser did not read.
#ifndef P4R_TNA_TESTGEN_P4
#define P4R_TNA_TESTGEN_P4

#ifdef P4R_TESTGEN
extern void testgen_assume(in bool check);

// The ingress's read-back: what a packet wrote and counted, and where it went, behind
// the packet's headers (the egress leaves it unparsed).
header p4r_tg_h {
    bit<8> wrote;  // TG_WROTE_*: the registers an action ran on
    bit<8> reply;  // bridge.reply as the ingress left it
    bit<8> drop_ctl;  // the ingress's decision, before the read-back sends it out
    bit<8> direct;  // TG_DIRECT_*: the direct counters an action counted
    bit<16> port;  // ucast_egress_port (P4R_TG_NO_PORT: never set)
    bit<16> mcast_grp;  // mcast_grp_a
    bit<16> rid;
    bit<16> stats;  // the p4r_stats index counted (TG_NOT_COUNTED: none)
    bit<16> completed;  // the p4r_completed index counted
    bit<16> retransmits;  // the worker_retransmits index counted
    bit<32> bitmap;  // bitmap_seq after the packet
    bit<32> seq;
    bit<32> rounds;
    bit<8> count;  // count_exp
    bit<8> exponent;
    bit<8> flags;  // set_flags
    bit<8> _pad;
    bit<32> join_session;  // joined
    bit<32> join_nonce;
    bit<32> nack_at;
    bit<64> pairs;  // bit i: an action ran on pair i's register (its words in tg_vals)
}

// The egress's read-back, in front of the frame: the replica it rewrote, its drop
// decision and its count.
header p4r_tg_egress_h {
    bit<16> rid;  // the replica this test follows (the egress reads it as egress_rid)
    bit<16> stats;  // the p4r_egress_stats index counted (TG_NOT_COUNTED: none)
    bit<8> drop_ctl;  // the egress's decision, before the read-back sends it out
    bit<8> _pad;
}

#define P4R_TG_HEADERS p4r_tg_h tg; p4r_values_h tg_vals;
#define P4R_TG_EGRESS_HEADER p4r_tg_egress_h tg_eg;
#define P4R_TG_META bit<32> tg_seq;  // the set's round in bitmap_seq, for `rounds`
// What P4Testgen cannot predict, the test's value instead, in the kinds about it (44-52:
// the drop simulators' draws, the NACK clock): an action's parameter (P4R_TG_PARAM) read
// in place of the expression (P4R_TG_CHOSEN), 0 by default.  Elsewhere 0, as before
// those kinds: a value to choose in every kind would branch every kind's search on it,
// and take its tests from the kind's own subject (at 40 tests, kind 18's search
// reached no unregistered sender's refusal).
#if P4R_TG_KIND >= 44 && P4R_TG_KIND <= 52
#define P4R_TG_PARAM(type, name) type name
#define P4R_TG_CHOSEN(x, name) name
#define P4R_TG_DEFAULT 0
#else
#define P4R_TG_PARAM(type, name)
#define P4R_TG_CHOSEN(x, name) 0
#define P4R_TG_DEFAULT
#endif

// -- preconditions: one kind of packet per run ---------------------------------------------
#define P4R_TG_FIRST_PASS (meta.recirc == 0 && meta.from_cpu == 0)
#define P4R_TG_HEADER(t) (hdr.p4r.isValid() && hdr.p4r.magic == P4R_MAGIC && \
    hdr.p4r.version == P4R_VERSION && hdr.p4r.msg_type == (t))
#define P4R_TG_CONTRIB_IN testgen_assume(P4R_TG_FIRST_PASS && \
    P4R_TG_HEADER(P4R_MSG_CONTRIB) && hdr.vals.isValid() && \
    hdr.udp.length == 8 + P4R_CONTRIB_BYTES);
#define P4R_TG_JOIN_IN testgen_assume(P4R_TG_FIRST_PASS && P4R_TG_HEADER(P4R_MSG_JOIN) && \
    hdr.p4r.elem_count == 0 && hdr.udp.length == 8 + P4R_HEADER_BYTES);
#define P4R_TG_RESET_IN testgen_assume(meta.from_cpu == 1 && \
    P4R_TG_HEADER(P4R_MSG_RESET) && hdr.p4r.elem_count == 0 && \
    hdr.udp.length == 8 + P4R_HEADER_BYTES);
// A RESULT's second pass to the group, its job still installed, reading non-zero
// high words and exponent that differ from what the packet holds.
#define P4R_TG_MULTICAST_PASS testgen_assume(meta.recirc == 1 && hdr.p4r.isValid() && \
    hdr.p4r.msg_type == PASS_MULTICAST && hdr.p4r.magic == P4R_MAGIC && \
    hdr.p4r.version == P4R_VERSION && hdr.p4r.elem_count == P4R_ELEMS && \
    hdr.vals.isValid());
#if P4R_TG_KIND == 1  // a first-pass CONTRIB of the right length
#define P4R_TG_ASSUME P4R_TG_CONTRIB_IN
#elif P4R_TG_KIND == 2  // a first-pass JOIN of the right length
#define P4R_TG_ASSUME P4R_TG_JOIN_IN
#elif P4R_TG_KIND == 3  // a p4reduce packet from a front-panel port (any header)
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && hdr.p4r.isValid());
#elif P4R_TG_KIND == 4  // a RESET from the controller (packet-out), as it sends them
#define P4R_TG_ASSUME P4R_TG_RESET_IN
#elif P4R_TG_KIND == 5  // a second pass (recirculated)
#define P4R_TG_ASSUME testgen_assume(meta.recirc == 1 && hdr.p4r.isValid() && \
    hdr.p4r.msg_type[7:7] == 1 && hdr.p4r.magic == P4R_MAGIC && \
    hdr.p4r.version == P4R_VERSION && (hdr.p4r.msg_type == PASS_RESET && \
    hdr.p4r.elem_count == 0 || hdr.p4r.elem_count == P4R_ELEMS && hdr.vals.isValid()));
// the job is still installed (its removal between two passes is a race not replayed)
#define P4R_TG_ADMITTED testgen_assume(meta.job_hit == 1 || meta.kind == KIND_RESET_PASS);
#elif P4R_TG_KIND == 11 || P4R_TG_KIND == 14  // a RESULT's second pass (the high words
// read, the answer): 11 to the sender (a retransmission's), 14 multicast (a completion's)
#if P4R_TG_KIND == 11
#define P4R_TG_PASS PASS_UNICAST
#else
#define P4R_TG_PASS PASS_MULTICAST
#endif
#define P4R_TG_ASSUME testgen_assume(meta.recirc == 1 && hdr.p4r.isValid() && \
    hdr.p4r.msg_type == P4R_TG_PASS && hdr.p4r.magic == P4R_MAGIC && \
    hdr.p4r.version == P4R_VERSION && hdr.p4r.elem_count == P4R_ELEMS && \
    hdr.vals.isValid());
#define P4R_TG_ADMITTED testgen_assume(meta.job_hit == 1);
// what the pass reads is non-zero and differs from what the packet already holds
#define P4R_TG_READ_HI(v, lo_word, hi_word) testgen_assume(v.hi != 0 && lo_word != 0 && \
    v.hi != (int<32>)lo_word && v.hi != (int<32>)hi_word);
#define P4R_TG_READ_EXP(v) testgen_assume(v.exponent != 0 && v.exponent != hdr.p4r.exponent);
#if P4R_TG_KIND == 11
#define P4R_TG_FORWARDED  // the answer goes out of a port the l2_forward table names
#endif
#elif P4R_TG_KIND == 12  // a STATUS's second pass (the bitmap read, the answer)
#define P4R_TG_ASSUME testgen_assume(meta.recirc == 1 && hdr.p4r.isValid() && \
    hdr.p4r.msg_type == PASS_STATUS && hdr.p4r.magic == P4R_MAGIC && \
    hdr.p4r.version == P4R_VERSION && hdr.p4r.elem_count == P4R_ELEMS && \
    hdr.vals.isValid());
#define P4R_TG_ADMITTED testgen_assume(meta.job_hit == 1);
// workers past 15 in the bitmap, an exponent to read
#define P4R_TG_READ_BITMAP(v) testgen_assume(v.bitmap[31:16] != 0 && v.bitmap[15:0] != 0);
#define P4R_TG_READ_EXP(v) testgen_assume(v.exponent != 0 && v.exponent != hdr.p4r.exponent);
#define P4R_TG_FORWARDED
#elif P4R_TG_KIND == 13 || P4R_TG_KIND == 15 || P4R_TG_KIND == 16 || P4R_TG_KIND == 20
// a refusal NACKed (the rate limit lets it out), one reason a kind: 13 rejected_session,
// 15 rejected_slot (detail: the job's slot count), 16 rejected_spoofed (detail: the
// worker table's job and rank), 20 rejected_length (detail: K); a rejoin is kind 17's
#if P4R_TG_KIND == 13
#define P4R_TG_REASON P4R_CNT_REJECTED_SESSION
#elif P4R_TG_KIND == 15
#define P4R_TG_REASON P4R_CNT_REJECTED_SLOT
#elif P4R_TG_KIND == 16
#define P4R_TG_REASON P4R_CNT_REJECTED_SPOOFED
#else
#define P4R_TG_REASON P4R_CNT_REJECTED_LENGTH
#endif
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && hdr.p4r.isValid());
#define P4R_TG_ADMITTED testgen_assume(meta.nack == 1 && meta.cnt == P4R_TG_REASON);
#if P4R_TG_KIND == 20  // with the egress drop simulator on: it never draws a NACK
#define P4R_TG_SESSIONS testgen_assume(meta.nack_ok == 1 && hdr.bridge.drop_egress != 0);
#else
#define P4R_TG_SESSIONS testgen_assume(meta.nack_ok == 1);
#endif
#elif P4R_TG_KIND == 19  // an admitted CONTRIB that starts a newer round (rare in kind 6),
// in set 1 (Z3 prefers flags 0), with non-zero high words and exponent (it prefers zeros)
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && P4R_TG_HEADER(P4R_MSG_CONTRIB) && \
    hdr.vals.isValid() && hdr.udp.length == 8 + P4R_CONTRIB_BYTES && \
    hdr.p4r.flags[0:0] == 1 && hdr.p4r.exponent != 0);
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB);
#define P4R_TG_COUNTED testgen_assume(meta.op == OP_NEWER);
#define P4R_TG_PAIR_START(hi_word) testgen_assume(hi_word != 0);
#elif P4R_TG_KIND == 18  // a CONTRIB from a sender not in the worker table, otherwise
// one the switch would take (its job, session, rank and slot): refused, nothing changes
#define P4R_TG_ASSUME P4R_TG_CONTRIB_IN
#define P4R_TG_ADMITTED testgen_assume(meta.registered == 0 && meta.job_hit == 1 && \
    meta.rank_ok == 1 && meta.session_diff == 0 && meta.slot_left != 0 && \
    meta.slot_left[15:15] == 0);
#elif P4R_TG_KIND == 17  // a JOIN with another nonce to the session the worker joined
// (a rejoin, NACKed where the rate limit lets it out)
#define P4R_TG_ASSUME P4R_TG_JOIN_IN
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_JOIN);
#define P4R_TG_JOIN_STATE(v) testgen_assume(v.session == meta.session && \
    v.nonce != hdr.p4r.seq);
#define P4R_TG_SESSIONS testgen_assume(meta.rejoin == 0 || meta.nack_ok == 1);
#elif P4R_TG_KIND == 6  // an admitted CONTRIB (the state machine)
#define P4R_TG_ASSUME P4R_TG_CONTRIB_IN
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB);
#elif P4R_TG_KIND == 7  // an admitted JOIN
#define P4R_TG_ASSUME P4R_TG_JOIN_IN
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_JOIN);
#elif P4R_TG_KIND == 8  // a retransmission: the set already holds this worker's bit
#define P4R_TG_ASSUME P4R_TG_CONTRIB_IN
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB);
#define P4R_TG_CLASSIFIED testgen_assume((meta.seen & meta.me) != 0);
#elif P4R_TG_KIND == 9  // a later contribution that completes the round (sums)
#define P4R_TG_ASSUME P4R_TG_CONTRIB_IN
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB);
#define P4R_TG_COUNTED testgen_assume(meta.op == OP_ADD && meta.count == meta.num_workers);
// the maximum is the held exponent (not the packet's); high words non-zero
#define P4R_TG_EXP_ADD(v) testgen_assume(hdr.p4r.exponent < v.exponent);
#define P4R_TG_PAIR_ADD(v, hi_word) testgen_assume(v.hi != 0 && hi_word != 0);
#elif P4R_TG_KIND == 10  // as 9, every low sum past INT32_MAX (saturation)
#define P4R_TG_ASSUME P4R_TG_CONTRIB_IN
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB);
#define P4R_TG_COUNTED testgen_assume(meta.op == OP_ADD && meta.count == meta.num_workers);
#define P4R_TG_SAT(held, word) testgen_assume(held > 32s0x40000000 && \
    (int<32>)word > 32s0x40000000);
#define P4R_TG_PAIR_ADD(v, hi_word) P4R_TG_SAT(v.hi, hi_word)
// -- the boundaries: a kind for each edge P4Testgen's solver (which prefers zeros and
// small values) would not reach
#elif P4R_TG_KIND == 21  // the highest rank: rank 31 completes a job of 32 workers
#define P4R_TG_ASSUME P4R_TG_CONTRIB_IN
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB && \
    hdr.p4r.rank == P4R_TNA_WORKERS - 1 && meta.num_workers == P4R_TNA_WORKERS);
#define P4R_TG_COUNTED testgen_assume(meta.op == OP_ADD && meta.count == meta.num_workers);
#elif P4R_TG_KIND == 22  // the last worker entry (1023) and rank 31 retransmit
#define P4R_TG_ASSUME P4R_TG_CONTRIB_IN
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB && \
    hdr.p4r.rank == P4R_TNA_WORKERS - 1 && \
    meta.worker_index == P4R_TNA_WORKER_ENTRIES - 1);
#define P4R_TG_CLASSIFIED testgen_assume((meta.seen & meta.me) != 0);
#elif P4R_TG_KIND == 23  // a JOIN from the last worker entry (joined and nack_at 1023)
#define P4R_TG_ASSUME P4R_TG_JOIN_IN
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_JOIN && \
    meta.worker_index == P4R_TNA_WORKER_ENTRIES - 1);
#elif P4R_TG_KIND == 24 || P4R_TG_KIND == 25  // a job's last slot (slot == slot count
// - 1) at the top of the switch's slots: the top entry of set 0 (24) and of set 1 (25)
#define P4R_TG_ASSUME P4R_TG_CONTRIB_IN
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB && \
    meta.slot_left == 1 && meta.slot_abs == P4R_SLOTS - 1 && \
    hdr.p4r.flags[0:0] == (bit<1>)(P4R_TG_KIND - 24));
#elif P4R_TG_KIND == 26  // slot == slot count: the first slot past the job's, NACKed
#define P4R_TG_ASSUME P4R_TG_CONTRIB_IN
#define P4R_TG_ADMITTED testgen_assume(meta.nack == 1 && \
    meta.cnt == P4R_CNT_REJECTED_SLOT && meta.slot_left == 0);
#define P4R_TG_SESSIONS testgen_assume(meta.nack_ok == 1);
#elif P4R_TG_KIND == 27  // a new round's first contribution with the maximal exponent
#define P4R_TG_ASSUME P4R_TG_CONTRIB_IN
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB && \
    hdr.p4r.exponent == 0xFF);
#define P4R_TG_COUNTED testgen_assume(meta.op == OP_NEWER);
#elif P4R_TG_KIND == 28 || P4R_TG_KIND == 29  // a session that differs from the job's
// in one 16-bit half: the high half (28, the low halves equal) or the low one (29)
#define P4R_TG_ASSUME P4R_TG_CONTRIB_IN
#if P4R_TG_KIND == 28
#define P4R_TG_HALF meta.session_diff[15:0] == 0
#else
#define P4R_TG_HALF meta.session_diff[31:16] == 0
#endif
#define P4R_TG_ADMITTED testgen_assume(meta.nack == 1 && \
    meta.cnt == P4R_CNT_REJECTED_SESSION && P4R_TG_HALF);
#define P4R_TG_SESSIONS testgen_assume(meta.nack_ok == 1);
#elif P4R_TG_KIND == 30  // a RESET's second pass as its first sends it (flags SET) for
// the switch's top slot: the top entry of set 1 cleared, the RESET_ACK
#define P4R_TG_ASSUME testgen_assume(meta.recirc == 1 && P4R_TG_HEADER(PASS_RESET) && \
    hdr.p4r.elem_count == 0 && hdr.p4r.flags == P4R_FLAG_SET && \
    hdr.p4r.slot == P4R_SLOTS - 1);
#elif P4R_TG_KIND == 31 || P4R_TG_KIND == 32  // a RESET from the controller for the
// switch's top slot (31: both sets' top entries) or the first past it (32: refused)
#define P4R_TG_ASSUME P4R_TG_RESET_IN
#define P4R_TG_ADMITTED testgen_assume(hdr.p4r.slot == P4R_SLOTS - 32 + P4R_TG_KIND);
#elif P4R_TG_KIND == 33  // the last replica: rank 31 of a job of 32 workers
#define P4R_TG_ASSUME P4R_TG_MULTICAST_PASS
#define P4R_TG_ADMITTED testgen_assume(meta.job_hit == 1 && \
    meta.num_workers == P4R_TNA_WORKERS);
#define P4R_TG_REPLICA testgen_assume(hdr.tg_eg.rid == P4R_TNA_WORKERS - 1);
#elif P4R_TG_KIND == 34  // as 9, every word held and arriving as two int16 lanes near
// their limits (hostlib.packing; docs/protocol.md, "Narrow lanes"): an arriving lane
// 2^10..2^12 in magnitude, a held lane's sum up to 3 * 2^12, either sign; the adds carry
// and borrow between the lanes, and the sums stay below saturation
#define P4R_TG_ASSUME P4R_TG_CONTRIB_IN
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB);
#define P4R_TG_COUNTED testgen_assume(meta.op == OP_ADD && meta.count == meta.num_workers);
#define P4R_TG_LO(x) ((int<32>)(int<16>)((bit<32>)(x))[15:0])
#define P4R_TG_HI(x) (((int<32>)(x) - P4R_TG_LO(x)) >> 16)
#define P4R_TG_LANE(v, least, most) ((v >= least && v <= most) || (v <= -least && v >= -most))
#define P4R_TG_LANES(x, least, most) (P4R_TG_LANE(P4R_TG_LO(x), least, most) && \
    P4R_TG_LANE(P4R_TG_HI(x), least, most))
#define P4R_TG_SAT(held, word) testgen_assume(P4R_TG_LANES(held, 32s0x400, 32s0x3000) && \
    P4R_TG_LANES(word, 32s0x400, 32s0x1000));
#define P4R_TG_PAIR_ADD(v, hi_word) P4R_TG_SAT(v.hi, hi_word)
#elif P4R_TG_KIND == 35  // as 9, every field of the CONTRIB that the program reads or its
// answer echoes non-zero in both halves (the solver leaves them at 0, where a field read
// or echoed from the wrong place, or cut short, shows nothing): the job, session, slot,
// round, exponent, rank and contributors, the addresses, ports and IPv4 identification
#define P4R_TG_HALVES(f, hi, mid) (f[hi:mid] != 0 && f[mid - 1:0] != 0)
#define P4R_TG_ASSUME P4R_TG_CONTRIB_IN testgen_assume( \
    P4R_TG_HALVES(hdr.p4r.job_id, 15, 8) && P4R_TG_HALVES(hdr.p4r.session, 31, 16) && \
    P4R_TG_HALVES(hdr.p4r.slot, 15, 8) && P4R_TG_HALVES(hdr.p4r.seq, 31, 16) && \
    hdr.p4r.exponent != 0 && hdr.p4r.rank != 0 && hdr.p4r.contributors != 0 && \
    P4R_TG_HALVES(hdr.ethernet.src_addr, 47, 24) && \
    P4R_TG_HALVES(hdr.ethernet.dst_addr, 47, 24) && \
    P4R_TG_HALVES(hdr.ipv4.src_addr, 31, 16) && P4R_TG_HALVES(hdr.ipv4.dst_addr, 31, 16) && \
    P4R_TG_HALVES(hdr.udp.src_port, 15, 8) && hdr.ipv4.identification != 0);
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB);
#define P4R_TG_COUNTED testgen_assume(meta.op == OP_ADD && meta.count == meta.num_workers);
#define P4R_TG_EXP_ADD(v) testgen_assume(hdr.p4r.exponent < v.exponent);
#define P4R_TG_PAIR_ADD(v, hi_word) testgen_assume(v.hi != 0 && hi_word != 0);
#elif P4R_TG_KIND == 36  // a locked job (its session 0: the controller is starting a
// session): a registered worker's CONTRIB or JOIN of the right length and session 0
// (equal to the job's: the locked check alone refuses it), NACKed rejected_session where
// the rate limit lets it out, nothing written
#define P4R_TG_LOCKED
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && hdr.p4r.session == 0 && \
    ((P4R_TG_HEADER(P4R_MSG_CONTRIB) && \
    hdr.vals.isValid() && hdr.udp.length == 8 + P4R_CONTRIB_BYTES) || \
    (P4R_TG_HEADER(P4R_MSG_JOIN) && hdr.p4r.elem_count == 0 && \
    hdr.udp.length == 8 + P4R_HEADER_BYTES)));
#define P4R_TG_ADMITTED testgen_assume(meta.registered == 1 && meta.job_hit == 1 && \
    meta.job_diff == 0 && meta.rank_diff == 0 && meta.rank_ok == 1);
#elif P4R_TG_KIND == 37 || P4R_TG_KIND == 39 || P4R_TG_KIND == 40  // the length checks
// at their edges, one message type a kind (magic, version and flags right): a UDP length
// a byte or a word off the type's, or the element count one off with the length right;
// 37 a CONTRIB, 39 a JOIN (or a header one byte short of the truncation check: UDP
// length 31), 40 a RESET from the controller
#define P4R_TG_EDGE(v, n) (v == n - 4 || v == n - 1 || v == n + 1 || v == n + 4)
#define P4R_TG_LENGTH(n, one_less, one_more) (P4R_TG_EDGE(hdr.udp.length, 8 + n) || \
    (hdr.udp.length == 8 + n && (hdr.p4r.elem_count == one_less || \
    hdr.p4r.elem_count == one_more)))
#if P4R_TG_KIND == 37
#define P4R_TG_EDGE_OF P4R_TG_FIRST_PASS && hdr.p4r.msg_type == P4R_MSG_CONTRIB && \
    P4R_TG_LENGTH(P4R_CONTRIB_BYTES, P4R_ELEMS - 1, P4R_ELEMS + 1)
#elif P4R_TG_KIND == 39
#define P4R_TG_EDGE_OF P4R_TG_FIRST_PASS && hdr.p4r.msg_type == P4R_MSG_JOIN && \
    (P4R_TG_LENGTH(P4R_HEADER_BYTES, 0xFFFF, 1) || hdr.udp.length == 31)
#else
#define P4R_TG_EDGE_OF meta.from_cpu == 1 && hdr.p4r.msg_type == P4R_MSG_RESET && \
    P4R_TG_LENGTH(P4R_HEADER_BYTES, 0xFFFF, 1)
#endif
#define P4R_TG_ASSUME testgen_assume(hdr.p4r.isValid() && hdr.p4r.magic == P4R_MAGIC && \
    hdr.p4r.version == P4R_VERSION && (hdr.p4r.flags & P4R_FLAGS_RESERVED) == 0 && \
    P4R_TG_EDGE_OF);
#elif P4R_TG_KIND == 38 || P4R_TG_KIND == 41 || P4R_TG_KIND == 42 || P4R_TG_KIND == 43
// a message from the wrong kind of port (magic, version and flags right), one a kind:
// 38 a second pass's type from a front-panel or the CPU port, 41 a first pass's from the
// recirculation port, 42 a RESET from a front-panel port, 43 a CONTRIB or JOIN from the
// CPU port (42 and 43 of the right length)
#define P4R_TG_RIGHT_LENGTH ((hdr.p4r.msg_type == P4R_MSG_CONTRIB && \
    hdr.p4r.elem_count == P4R_ELEMS && hdr.udp.length == 8 + P4R_CONTRIB_BYTES) || \
    (hdr.p4r.msg_type != P4R_MSG_CONTRIB && hdr.p4r.elem_count == 0 && \
    hdr.udp.length == 8 + P4R_HEADER_BYTES))
#if P4R_TG_KIND == 38
#define P4R_TG_PORT_OF meta.recirc == 0 && (hdr.p4r.msg_type == PASS_MULTICAST || \
    hdr.p4r.msg_type == PASS_UNICAST || hdr.p4r.msg_type == PASS_STATUS || \
    hdr.p4r.msg_type == PASS_RESET)
#elif P4R_TG_KIND == 41
#define P4R_TG_PORT_OF meta.recirc == 1 && hdr.p4r.msg_type[7:7] == 0
#elif P4R_TG_KIND == 42
#define P4R_TG_PORT_OF P4R_TG_FIRST_PASS && hdr.p4r.msg_type == P4R_MSG_RESET && \
    P4R_TG_RIGHT_LENGTH
#else
#define P4R_TG_PORT_OF meta.from_cpu == 1 && (hdr.p4r.msg_type == P4R_MSG_CONTRIB || \
    hdr.p4r.msg_type == P4R_MSG_JOIN) && P4R_TG_RIGHT_LENGTH
#endif
#define P4R_TG_ASSUME testgen_assume(hdr.p4r.isValid() && hdr.p4r.magic == P4R_MAGIC && \
    hdr.p4r.version == P4R_VERSION && (hdr.p4r.flags & P4R_FLAGS_RESERVED) == 0 && \
    P4R_TG_PORT_OF);
#elif P4R_TG_KIND == 44 || P4R_TG_KIND == 45 || P4R_TG_KIND == 46 || \
    P4R_TG_KIND == 47 || P4R_TG_KIND == 48 || P4R_TG_KIND == 49
// the drop simulators' draws at their thresholds: a non-zero threshold t and the draw d
// (the test's: P4Testgen chooses it as the default action's parameter that stands for
// Random) one below it (44, 47: the highest draw that drops), equal (45, 48: the lowest
// that passes) or above it (46, 49: passes, the subtraction saturating); 44-46 the
// ingress's on an admitted CONTRIB, 47-49 the egress's on the answer of a second pass
// (its job still installed)
#if P4R_TG_KIND == 44 || P4R_TG_KIND == 47
#define P4R_TG_AT(d, t) testgen_assume(t != 0 && d == t - 1);
#elif P4R_TG_KIND == 45 || P4R_TG_KIND == 48
#define P4R_TG_AT(d, t) testgen_assume(t != 0 && d == t);
#else  // 46, 49
#define P4R_TG_AT(d, t) testgen_assume(t != 0 && d > t);
#endif
#if P4R_TG_KIND == 44 || P4R_TG_KIND == 45 || P4R_TG_KIND == 46
#define P4R_TG_ASSUME P4R_TG_CONTRIB_IN
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB);
#define P4R_TG_INGRESS_DRAWN P4R_TG_AT(meta.rnd, meta.drop_ingress)
#else
#define P4R_TG_ASSUME testgen_assume(meta.recirc == 1 && hdr.p4r.isValid() && \
    hdr.p4r.msg_type[7:7] == 1 && hdr.p4r.magic == P4R_MAGIC && \
    hdr.p4r.version == P4R_VERSION && (hdr.p4r.msg_type == PASS_RESET && \
    hdr.p4r.elem_count == 0 || hdr.p4r.elem_count == P4R_ELEMS && hdr.vals.isValid()));
#define P4R_TG_ADMITTED testgen_assume(meta.job_hit == 1 || meta.kind == KIND_RESET_PASS);
// an answer the ingress sends on (so that the egress draws it)
#define P4R_TG_REPLICA testgen_assume(hdr.bridge.reply != REPLY_NONE && \
    hdr.tg.drop_ctl == 0 && (hdr.bridge.reply != REPLY_MULTICAST || \
    hdr.tg_eg.rid < (bit<16>)meta.num_workers));
#define P4R_TG_EGRESS_DRAWN P4R_TG_AT(meta.rnd, hdr.bridge.drop_egress)
#endif
#elif P4R_TG_KIND == 50 || P4R_TG_KIND == 51 || P4R_TG_KIND == 52
// the NACK rate limit at a clock set in both halves: a refusal to NACK whose worker's
// deadline (nack_at) is the clock (50: due, the edge of the first test), one past it
// (51: not yet due), or one past the deadline a NACK now would set (52: due, the wrap
// guard: it was set more than half the clock's wrap ago)
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && hdr.p4r.isValid());
#define P4R_TG_ADMITTED testgen_assume(meta.nack == 1 && meta.now[31:16] != 0 && \
    meta.now[15:0] != 0);
#if P4R_TG_KIND == 50
#define P4R_TG_NACK_STATE(v) testgen_assume(v == meta.now);
#elif P4R_TG_KIND == 51
#define P4R_TG_NACK_STATE(v) testgen_assume(v == meta.now + 1);
#else
#define P4R_TG_NACK_STATE(v) testgen_assume(v == meta.nack_next + 1);
#endif
#else  // anything
#define P4R_TG_ASSUME
#endif

// What the controller writes (controller/jobs.py, the jobs and workers tables): a
// job's slots inside the switch's, 1..32 workers; ranks with a bitmap lane, worker
// indices of the per-worker registers; a result_dest entry for every replica.
// A job's session is 0 only while the controller starts a session (locked: kind 36).
#ifdef P4R_TG_LOCKED
#define P4R_TG_SESSION_OF_JOB(session) session == 0
#else
#define P4R_TG_SESSION_OF_JOB(session) session != 0
#endif
#define P4R_TG_JOB(base, count, workers, session) testgen_assume(count >= 1 && \
    count <= P4R_SLOTS && base < P4R_SLOTS && base + count <= P4R_SLOTS && \
    P4R_TG_SESSION_OF_JOB(session) && workers >= 1 && workers <= P4R_TNA_WORKERS);
#define P4R_TG_WORKER(rank, index) testgen_assume(rank < P4R_TNA_WORKERS && \
    index < P4R_TNA_WORKER_ENTRIES);
#define P4R_TG_NOT_TAKEN testgen_assume(false);
// A state the program reaches: `rounds` holds bitmap_seq's round; an empty set (no
// contributor) holds SEQ_EMPTY and is started by the rounds hosts use, 0 .. 2^31-2
// (docs/tofino.md, "an empty set").
#define P4R_TG_SET_STATE(v) testgen_assume((v.bitmap != 0 || v.seq == SEQ_EMPTY) && \
    (v.bitmap != 0 || hdr.p4r.seq < 0x7FFFFFFF)); meta.tg_seq = v.seq;
#define P4R_TG_ROUND(v) testgen_assume(v == meta.tg_seq);
// A set's count: its contributors, at most a job's workers.
#define P4R_TG_COUNT(v) testgen_assume(v.count <= P4R_TNA_WORKERS);
// set_flags holds the first contribution's flags: its set's SET bit, no reserved bit.
// Kinds 9, 11 and 14 read or OR flags the set holds (POISON), where the packet has none.
#if P4R_TG_KIND == 9 || P4R_TG_KIND == 11 || P4R_TG_KIND == 14
#define P4R_TG_FLAGS_HELD(v) && (v & P4R_FLAG_POISON) != 0 && \
    (hdr.p4r.flags & P4R_FLAG_POISON) == 0
#else
#define P4R_TG_FLAGS_HELD(v)
#endif
#define P4R_TG_FLAGS(v) testgen_assume((v & ~(8w0 | P4R_FLAG_OVERFLOW | P4R_FLAG_POISON)) == \
    (hdr.p4r.flags & P4R_FLAG_SET) P4R_TG_FLAGS_HELD(v));
#ifndef P4R_TG_REPLICA  // a multicast's replica: a rank of the job (the group's members)
#define P4R_TG_REPLICA testgen_assume(hdr.bridge.reply != REPLY_MULTICAST || \
    hdr.tg_eg.rid < (bit<16>)meta.num_workers);
#endif

// What a kind leaves unconstrained.
#ifndef P4R_TG_INGRESS_DRAWN
#define P4R_TG_INGRESS_DRAWN
#endif
#ifndef P4R_TG_NACK_STATE
#define P4R_TG_NACK_STATE(v)
#endif
#ifndef P4R_TG_EGRESS_DRAWN
#define P4R_TG_EGRESS_DRAWN
#endif
#ifndef P4R_TG_ADMITTED
#define P4R_TG_ADMITTED
#endif
#ifndef P4R_TG_CLASSIFIED
#define P4R_TG_CLASSIFIED
#endif
#ifndef P4R_TG_COUNTED
#define P4R_TG_COUNTED
#endif
#ifndef P4R_TG_SESSIONS
#define P4R_TG_SESSIONS
#endif
#ifndef P4R_TG_EXP_ADD
#define P4R_TG_EXP_ADD(v)
#endif
#ifndef P4R_TG_PAIR_ADD
#define P4R_TG_PAIR_ADD(v, hi_word)
#endif
#ifndef P4R_TG_PAIR_START
#define P4R_TG_PAIR_START(hi_word)
#endif
#ifndef P4R_TG_SAT
#define P4R_TG_SAT(held, word)
#endif
#ifndef P4R_TG_JOIN_STATE
#define P4R_TG_JOIN_STATE(v)
#endif
#ifndef P4R_TG_READ_HI
#define P4R_TG_READ_HI(v, lo_word, hi_word)
#endif
#ifndef P4R_TG_READ_EXP
#define P4R_TG_READ_EXP(v)
#endif
#ifndef P4R_TG_READ_BITMAP
#define P4R_TG_READ_BITMAP(v)
#endif
#ifdef P4R_TG_FORWARDED
#define P4R_TG_UNFORWARDED P4R_TG_NOT_TAKEN  // l2_forward's flood and drop
#else
#define P4R_TG_UNFORWARDED
#endif

// -- the read-back -------------------------------------------------------------------------
#define P4R_TG_PORT 63  // where every packet leaves (a front-panel port P4Testgen knows)
// A unicast port never set reads this (P4Testgen cannot predict an unset port, and one
// unpredictable field of the read-back makes it mark the whole read-back so).
#define P4R_TG_NO_PORT 511
#define TG_NOT_COUNTED 0xFFFF  // a counter's read-back before (or without) a count
#define TG_WROTE_BITMAP_SEQ 0x01
#define TG_WROTE_ROUNDS 0x02
#define TG_WROTE_COUNT_EXP 0x04
#define TG_WROTE_FLAGS 0x08
#define TG_WROTE_JOINED 0x10
#define TG_WROTE_NACK_AT 0x20
#define TG_DIRECT_WORKER_PACKETS 0x01
#define TG_DIRECT_JOB_PACKETS 0x02
#define P4R_TG_WROTE(bit) hdr.tg.wrote = hdr.tg.wrote | bit;
#define P4R_TG_BITMAP_SEQ(v) hdr.tg.bitmap = v.bitmap; hdr.tg.seq = v.seq; \
    P4R_TG_WROTE(TG_WROTE_BITMAP_SEQ)
#define P4R_TG_ROUNDS(v) hdr.tg.rounds = v; P4R_TG_WROTE(TG_WROTE_ROUNDS)
#define P4R_TG_COUNT_EXP(v) hdr.tg.count = v.count; hdr.tg.exponent = v.exponent; \
    P4R_TG_WROTE(TG_WROTE_COUNT_EXP)
#define P4R_TG_SET_FLAGS(v) hdr.tg.flags = v; P4R_TG_WROTE(TG_WROTE_FLAGS)
#define P4R_TG_JOINED(v) hdr.tg.join_session = v.session; hdr.tg.join_nonce = v.nonce; \
    P4R_TG_WROTE(TG_WROTE_JOINED)
#define P4R_TG_NACK_AT(v) hdr.tg.nack_at = v; P4R_TG_WROTE(TG_WROTE_NACK_AT)
#define P4R_TG_PAIR(n, i, v) hdr.tg_vals.n##0 = (bit<32>)v.lo; \
    hdr.tg_vals.n##1 = (bit<32>)v.hi; hdr.tg.pairs = hdr.tg.pairs | (64w1 << (i));
#define P4R_TG_ZERO_WORD(n, i) hdr.tg_vals.n = 0;

// Every count records the index it counted (the expression the count itself uses).
#define P4R_COUNT(counter, index) counter.count(index); P4R_TG_COUNTED_##counter(index)
#define P4R_COUNT_DIRECT(counter) counter.count(); P4R_TG_COUNTED_##counter
#define P4R_TG_COUNTED_p4r_stats(i) hdr.tg.stats = (bit<16>)(i);
#define P4R_TG_COUNTED_p4r_completed(i) hdr.tg.completed = (bit<16>)(i);
#define P4R_TG_COUNTED_worker_retransmits(i) hdr.tg.retransmits = (bit<16>)(i);
#define P4R_TG_COUNTED_p4r_egress_stats(i) hdr.tg_eg.stats = (bit<16>)(i);
#define P4R_TG_COUNTED_worker_packets hdr.tg.direct = hdr.tg.direct | TG_DIRECT_WORKER_PACKETS;
#define P4R_TG_COUNTED_job_packets hdr.tg.direct = hdr.tg.direct | TG_DIRECT_JOB_PACKETS;

// The replica a multicast's egress rewrites: one per test, chosen by P4Testgen (the
// default action's parameter), the rank of one of the group's copies.
#define P4R_TG_INGRESS_DECLS                                                        \
    action tg_follow(bit<16> rid) { hdr.tg_eg.rid = rid; }                         \
    table tg_replica {                                                            \
        actions = { tg_follow; }                                                  \
        default_action = tg_follow(0);                                            \
        size = 1;                                                                 \
    }

// The start of the ingress: the preconditions, every read-back field at its "nothing".
#define P4R_TG_INGRESS_BEGIN                                                        \
    P4R_TG_ASSUME                                                                 \
    hdr.tg.setValid();                                                            \
    ig_tm_md.ucast_egress_port = P4R_TG_NO_PORT;  /* unset, as the read-back says */ \
    hdr.tg.wrote = 0;                                                             \
    hdr.tg.direct = 0;                                                            \
    hdr.tg.stats = TG_NOT_COUNTED;                                                \
    hdr.tg.completed = TG_NOT_COUNTED;                                            \
    hdr.tg.retransmits = TG_NOT_COUNTED;                                          \
    hdr.tg.bitmap = 0;                                                            \
    hdr.tg.seq = 0;                                                               \
    hdr.tg.rounds = 0;                                                            \
    hdr.tg.count = 0;                                                             \
    hdr.tg.exponent = 0;                                                          \
    hdr.tg.flags = 0;                                                             \
    hdr.tg._pad = 0;                                                              \
    hdr.tg.join_session = 0;                                                      \
    hdr.tg.join_nonce = 0;                                                        \
    hdr.tg.nack_at = 0;                                                           \
    hdr.tg.pairs = 0;                                                             \
    hdr.tg_vals.setValid();                                                       \
    P4R_FOR_EACH_ELEM(P4R_TG_ZERO_WORD)                                           \
    hdr.tg_eg.setValid();                                                         \
    hdr.tg_eg.stats = TG_NOT_COUNTED;                                             \
    hdr.tg_eg.drop_ctl = 0;                                                       \
    hdr.tg_eg._pad = 0;

// The end of the ingress: the decision into the read-back, then out of P4R_TG_PORT,
// the egress following one replica of a multicast.
#define P4R_TG_INGRESS_END                                                          \
    hdr.tg.reply = (bit<8>)hdr.bridge.reply;                                      \
    hdr.tg.drop_ctl = (bit<8>)ig_dprsr_md.drop_ctl;                               \
    hdr.tg.port = (bit<16>)ig_tm_md.ucast_egress_port;                            \
    hdr.tg.mcast_grp = ig_tm_md.mcast_grp_a;                                      \
    hdr.tg.rid = ig_tm_md.rid;                                                    \
    tg_replica.apply();                                                           \
    P4R_TG_REPLICA                                                                \
    ig_dprsr_md.drop_ctl = 0;                                                     \
    ig_tm_md.mcast_grp_a = 0;                                                     \
    ig_tm_md.ucast_egress_port = P4R_TG_PORT;

// The egress: its parser takes the replica from the read-back, its end records the
// drop decision (then lets the frame out), its deparser emits the read-back first.
#define P4R_TG_EGRESS_PARSE pkt.extract(hdr.tg_eg);
// Every frame's answer headers, whatever bridge.reply says (P4Testgen marks a frame whose
// egress parses no header past the bridge as unpredictable; the egress control still
// acts on bridge.reply, and leaves a recirculated or forwarded frame as it came).
#define P4R_TG_REPLY(reply) REPLY_UNICAST
// The replica's rid: the read-back's, not eg_intr_md.egress_rid (P4Testgen's model
// misplaces every header behind the egress intrinsic metadata once egress_rid is read).
#define P4R_TG_RID(egress_rid) hdr.tg_eg.rid
#define P4R_TG_EGRESS_END                                                           \
    hdr.tg_eg.drop_ctl = (bit<8>)eg_dprsr_md.drop_ctl;                            \
    eg_dprsr_md.drop_ctl = 0;
#define P4R_TG_EGRESS_EMIT pkt.emit(hdr.tg_eg);

#else  // the program that ships: every hook empty
#define P4R_TG_HEADERS
#define P4R_TG_EGRESS_HEADER
#define P4R_TG_META
#define P4R_TG_PARAM(type, name)
#define P4R_TG_CHOSEN(x, name) x
#define P4R_TG_DEFAULT
#define P4R_TG_NACK_STATE(v)
#define P4R_TG_INGRESS_DRAWN
#define P4R_TG_EGRESS_DRAWN
#define P4R_TG_RID(egress_rid) egress_rid
#define P4R_TG_REPLY(reply) reply
#define P4R_COUNT(counter, index) counter.count(index);
#define P4R_COUNT_DIRECT(counter) counter.count();
#define P4R_TG_INGRESS_DECLS
#define P4R_TG_INGRESS_BEGIN
#define P4R_TG_INGRESS_END
#define P4R_TG_EGRESS_PARSE
#define P4R_TG_EGRESS_END
#define P4R_TG_EGRESS_EMIT
#define P4R_TG_ADMITTED
#define P4R_TG_CLASSIFIED
#define P4R_TG_COUNTED
#define P4R_TG_SESSIONS
#define P4R_TG_JOB(base, count, workers, session)
#define P4R_TG_WORKER(rank, index)
#define P4R_TG_NOT_TAKEN
#define P4R_TG_UNFORWARDED
#define P4R_TG_SET_STATE(v)
#define P4R_TG_ROUND(v)
#define P4R_TG_COUNT(v)
#define P4R_TG_FLAGS(v)
#define P4R_TG_EXP_ADD(v)
#define P4R_TG_PAIR_ADD(v, hi_word)
#define P4R_TG_PAIR_START(hi_word)
#define P4R_TG_SAT(held, word)
#define P4R_TG_JOIN_STATE(v)
#define P4R_TG_READ_HI(v, lo_word, hi_word)
#define P4R_TG_READ_EXP(v)
#define P4R_TG_READ_BITMAP(v)
#define P4R_TG_BITMAP_SEQ(v)
#define P4R_TG_ROUNDS(v)
#define P4R_TG_COUNT_EXP(v)
#define P4R_TG_SET_FLAGS(v)
#define P4R_TG_JOINED(v)
#define P4R_TG_NACK_AT(v)
#define P4R_TG_PAIR(n, i, v)
#endif  // P4R_TESTGEN

#endif
