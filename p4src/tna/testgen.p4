// Preconditions and read-back for P4Testgen (make -C p4src testgen), never compiled for
// the chip: with -DP4R_TESTGEN the random draws and the clock read 0 (P4Testgen cannot
// predict Random or the timestamp, and a table keyed on an unpredictable value is never
// taken), and testgen_assume() narrows the input to one kind of packet (P4R_TG_KIND), so
// that the search spends its time past admission.  Replaying a test: the ingress drop
// simulator draws 0 (drops whenever its threshold is non-zero), the NACK clock reads 0,
// and the egress control does nothing (the egress only rewrites multicast replicas,
// counts and draws; P4Testgen does not replicate).
//
// The read-back (docs/tofino.md, "The read-back header"): every RegisterAction copies
// the entry it leaves into the `tg` header (P4Testgen carries no register write to a
// later access in the same pass, but predicts what an action writes into a header), and
// the end of the ingress records the forwarding decision there, then sends every packet
// out of P4R_TG_PORT through the egress's answer parser (P4Testgen marks a frame whose
// egress parses no header but the bridge as unpredictable).  So each test predicts one
// frame: the packet's headers as the ingress left them, `tg`, `tg_vals`, then the tail
// the parser did not read.
#ifndef P4R_TNA_TESTGEN_P4
#define P4R_TNA_TESTGEN_P4

#ifdef P4R_TESTGEN
extern void testgen_assume(in bool check);

#define P4R_TG_FIRST_PASS (meta.recirc == 0 && meta.from_cpu == 0)
#define P4R_TG_HEADER(t) (hdr.p4r.isValid() && hdr.p4r.magic == P4R_MAGIC && \
    hdr.p4r.version == P4R_VERSION && hdr.p4r.msg_type == (t))
#if P4R_TG_KIND == 1  // a first-pass CONTRIB of the right length
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && P4R_TG_HEADER(P4R_MSG_CONTRIB) && \
    hdr.vals.isValid() && hdr.udp.length == 8 + P4R_CONTRIB_BYTES);
#elif P4R_TG_KIND == 2  // a first-pass JOIN of the right length
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && P4R_TG_HEADER(P4R_MSG_JOIN) && \
    hdr.p4r.elem_count == 0 && hdr.udp.length == 8 + P4R_HEADER_BYTES);
#elif P4R_TG_KIND == 3  // a p4reduce packet from a front-panel port (any header)
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && hdr.p4r.isValid());
#elif P4R_TG_KIND == 4  // a RESET from the controller (packet-out)
#define P4R_TG_ASSUME testgen_assume(meta.from_cpu == 1 && P4R_TG_HEADER(P4R_MSG_RESET));
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
#define P4R_TG_COUNTED testgen_assume(meta.nack_ok == 1);
#elif P4R_TG_KIND == 19  // an admitted CONTRIB that starts a newer round (rare in kind 6),
// in set 1 (Z3 prefers flags 0), with non-zero high words (it prefers zeros)
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && P4R_TG_HEADER(P4R_MSG_CONTRIB) && \
    hdr.vals.isValid() && hdr.udp.length == 8 + P4R_CONTRIB_BYTES && \
    hdr.p4r.flags[0:0] == 1);
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB);
#define P4R_TG_COUNTED testgen_assume(meta.op == OP_NEWER);
#define P4R_TG_PAIR_START(hi_word) testgen_assume(hi_word != 0);
#elif P4R_TG_KIND == 18  // a CONTRIB from a sender not in the worker table, otherwise
// one the switch would take (its job, session, rank and slot): refused, nothing changes
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && P4R_TG_HEADER(P4R_MSG_CONTRIB) && \
    hdr.vals.isValid() && hdr.udp.length == 8 + P4R_CONTRIB_BYTES);
#define P4R_TG_ADMITTED testgen_assume(meta.registered == 0 && meta.job_hit == 1 && \
    meta.rank_ok == 1 && meta.session_diff == 0 && meta.slot_left != 0 && \
    meta.slot_left[15:15] == 0);
#elif P4R_TG_KIND == 17  // a JOIN with another nonce to the session the worker joined
// (a rejoin, NACKed where the rate limit lets it out)
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && P4R_TG_HEADER(P4R_MSG_JOIN) && \
    hdr.p4r.elem_count == 0 && hdr.udp.length == 8 + P4R_HEADER_BYTES);
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_JOIN);
#define P4R_TG_JOIN_STATE(v) testgen_assume(v.session == meta.session && \
    v.nonce != hdr.p4r.seq);
#define P4R_TG_COUNTED testgen_assume(meta.rejoin == 0 || meta.nack_ok == 1);
#elif P4R_TG_KIND == 6  // an admitted CONTRIB (the state machine)
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && P4R_TG_HEADER(P4R_MSG_CONTRIB) && \
    hdr.vals.isValid() && hdr.udp.length == 8 + P4R_CONTRIB_BYTES);
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB);
#elif P4R_TG_KIND == 7  // an admitted JOIN
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && P4R_TG_HEADER(P4R_MSG_JOIN) && \
    hdr.p4r.elem_count == 0 && hdr.udp.length == 8 + P4R_HEADER_BYTES);
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_JOIN);
#elif P4R_TG_KIND == 8  // a retransmission: the set already holds this worker's bit
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && P4R_TG_HEADER(P4R_MSG_CONTRIB) && \
    hdr.vals.isValid() && hdr.udp.length == 8 + P4R_CONTRIB_BYTES);
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB);
#define P4R_TG_CLASSIFIED testgen_assume((meta.seen & meta.me) != 0);
#elif P4R_TG_KIND == 9  // a later contribution that completes the round (sums)
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && P4R_TG_HEADER(P4R_MSG_CONTRIB) && \
    hdr.vals.isValid() && hdr.udp.length == 8 + P4R_CONTRIB_BYTES);
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB);
#define P4R_TG_COUNTED testgen_assume(meta.op == OP_ADD && meta.count == meta.num_workers);
// the maximum is the held exponent (not the packet's); high words non-zero
#define P4R_TG_EXP_ADD(v) testgen_assume(hdr.p4r.exponent < v.exponent);
#define P4R_TG_PAIR_ADD(v, hi_word) testgen_assume(v.hi != 0 && hi_word != 0);
#elif P4R_TG_KIND == 10  // as 9, every low sum past INT32_MAX (saturation)
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && P4R_TG_HEADER(P4R_MSG_CONTRIB) && \
    hdr.vals.isValid() && hdr.udp.length == 8 + P4R_CONTRIB_BYTES);
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB);
#define P4R_TG_COUNTED testgen_assume(meta.op == OP_ADD && meta.count == meta.num_workers);
#define P4R_TG_SAT(held, word) testgen_assume(held > 32s0x40000000 && \
    (int<32>)word > 32s0x40000000);
#define P4R_TG_PAIR_ADD(v, hi_word) P4R_TG_SAT(v.hi, hi_word)
#else  // anything
#define P4R_TG_ASSUME
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
#ifndef P4R_TG_COUNTED
#define P4R_TG_COUNTED
#endif
#ifndef P4R_TG_CLASSIFIED
#define P4R_TG_CLASSIFIED
#endif
#ifndef P4R_TG_ADMITTED
#define P4R_TG_ADMITTED
#endif
// What the controller writes (controller/tofino.py, the jobs and workers tables): a
// job's slots inside the switch's, 1..32 workers; ranks with a bitmap lane, worker
// indices of the per-worker registers.
#define P4R_TG_JOB(base, count, workers, session) testgen_assume(count >= 1 && \
    count <= P4R_SLOTS && base < P4R_SLOTS && base + count <= P4R_SLOTS && \
    session != 0 && workers >= 1 && workers <= P4R_TNA_WORKERS);
#define P4R_TG_WORKER(rank, index) testgen_assume(rank < P4R_TNA_WORKERS && \
    index < P4R_TNA_WORKER_ENTRIES);
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

// The read-back: each register's actions copy the entry they leave into `tg`.
#define P4R_TG_PORT 63  // where every packet leaves (a front-panel port P4Testgen knows)
// A unicast port never set reads this (P4Testgen cannot predict an unset port, and one
// unpredictable field of the read-back makes it mark the whole read-back so).
#define P4R_TG_NO_PORT 511
#define TG_WROTE_BITMAP_SEQ 0x01
#define TG_WROTE_ROUNDS 0x02
#define TG_WROTE_COUNT_EXP 0x04
#define TG_WROTE_FLAGS 0x08
#define TG_WROTE_JOINED 0x10
#define TG_WROTE_NACK_AT 0x20
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
#endif  // P4R_TESTGEN
#ifndef P4R_TG_BITMAP_SEQ
#define P4R_TG_BITMAP_SEQ(v)
#define P4R_TG_ROUNDS(v)
#define P4R_TG_COUNT_EXP(v)
#define P4R_TG_SET_FLAGS(v)
#define P4R_TG_JOINED(v)
#define P4R_TG_NACK_AT(v)
#define P4R_TG_PAIR(n, i, v)
#define P4R_TG_EXP_ADD(v)
#define P4R_TG_PAIR_ADD(v, hi_word)
#define P4R_TG_PAIR_START(hi_word)
#define P4R_TG_JOIN_STATE(v)
#define P4R_TG_READ_HI(v, lo_word, hi_word)
#define P4R_TG_READ_EXP(v)
#define P4R_TG_READ_BITMAP(v)
#endif
#ifndef P4R_TG_JOB
#define P4R_TG_JOB(base, count, workers, session)
#define P4R_TG_WORKER(rank, index)
#define P4R_TG_SET_STATE(v)
#define P4R_TG_ROUND(v)
#define P4R_TG_COUNT(v)
#define P4R_TG_FLAGS(v)
#endif
#ifndef P4R_TG_SAT
#define P4R_TG_SAT(held, word)
#endif

#endif
