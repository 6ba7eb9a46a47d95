// Preconditions for P4Testgen (make -C p4src testgen), never compiled for the chip:
// with -DP4R_TESTGEN the random draws and the clock read 0 (P4Testgen cannot predict
// Random or the timestamp, and a table keyed on an unpredictable value is never taken),
// and testgen_assume() narrows the input to one kind of packet (P4R_TG_KIND), so that
// the search spends its time past admission.  Replaying a test: the ingress drop
// simulator draws 0 (drops whenever its threshold is non-zero), the NACK clock reads 0,
// and the egress control does nothing (P4Testgen's Tofino model misreads the bridged
// header in the egress: measured, it takes `reply` from bits 8..6 of `drop_egress`; on
// a first pass the egress only counts and draws, so nothing replayed is lost).
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
#elif P4R_TG_KIND == 12  // a STATUS's second pass (the bitmap read, the answer)
#define P4R_TG_ASSUME testgen_assume(meta.recirc == 1 && hdr.p4r.isValid() && \
    hdr.p4r.msg_type == PASS_STATUS && hdr.p4r.magic == P4R_MAGIC && \
    hdr.p4r.version == P4R_VERSION && hdr.p4r.elem_count == P4R_ELEMS && \
    hdr.vals.isValid());
#define P4R_TG_ADMITTED testgen_assume(meta.job_hit == 1);
#elif P4R_TG_KIND == 13  // a refusal that is NACKed (each reason's detail)
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && hdr.p4r.isValid());
#define P4R_TG_ADMITTED testgen_assume(meta.nack == 1);
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
#elif P4R_TG_KIND == 10  // as 9, every low sum past INT32_MAX (saturation)
#define P4R_TG_ASSUME testgen_assume(P4R_TG_FIRST_PASS && P4R_TG_HEADER(P4R_MSG_CONTRIB) && \
    hdr.vals.isValid() && hdr.udp.length == 8 + P4R_CONTRIB_BYTES);
#define P4R_TG_ADMITTED testgen_assume(meta.state == STATE_CONTRIB);
#define P4R_TG_COUNTED testgen_assume(meta.op == OP_ADD && meta.count == meta.num_workers);
#define P4R_TG_SAT(held, word) testgen_assume(held > 32s0x40000000 && \
    (int<32>)word > 32s0x40000000);
#else  // anything
#define P4R_TG_ASSUME
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
// set_flags holds the first contribution's flags: its set's SET bit, no reserved bit.
#define P4R_TG_FLAGS(v) testgen_assume((v & ~(8w0 | P4R_FLAG_OVERFLOW | P4R_FLAG_POISON)) == \
    (hdr.p4r.flags & P4R_FLAG_SET));
#endif  // P4R_TESTGEN
#ifndef P4R_TG_JOB
#define P4R_TG_JOB(base, count, workers, session)
#define P4R_TG_WORKER(rank, index)
#define P4R_TG_SET_STATE(v)
#define P4R_TG_ROUND(v)
#define P4R_TG_FLAGS(v)
#endif
#ifndef P4R_TG_SAT
#define P4R_TG_SAT(held, word)
#endif

#endif
