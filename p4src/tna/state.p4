// The state machine of a set (docs/protocol.md, "Switch state and state machine") over
// Register and RegisterAction: the contributors and round (`bitmap_seq`, `rounds`),
// the count and maximum exponent (`count_exp`), the flags (`set_flags`) and the values,
// two neighbouring words per register (`values_*`).
//
// Tofino allows one access per register per pass, two comparisons per stateful ALU
// and returns one 32-bit value per access.  So, as in SwitchML, each value register
// holds two neighbouring words (pair_t); a contribution updates both and returns the
// low one, and a packet that must carry a whole result (completion, cached answer) is
// recirculated once to read the high ones (answers.p4).  One table per register, keyed
// on what the packet does, so that all of a register's uses sit in one stage.
#ifndef P4R_TNA_STATE_P4
#define P4R_TNA_STATE_P4

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

control Aggregator(inout headers_t hdr, inout ig_meta_t meta) {
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

    // A packet the drop simulator draws (drawn non-zero) touches no state.
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

    apply {
        bitmap_seq_op.apply();
        P4R_TG_CLASSIFIED
        rounds_op.apply();
        count_op.apply();
        P4R_TG_COUNTED
        flags_op.apply();
        // No gateway on hdr.vals.isValid(): the pair tables act only on an admitted
        // CONTRIB or a RESULT's second pass (both carry the values), and a gateway read
        // of the values' validity would order them before `answer` (which invalidates
        // it), i.e. before the whole outcome: with K = 64 one stage too many.
        P4R_FOR_EACH_PAIR(P4R_PAIR_APPLY)
    }
}

#endif
