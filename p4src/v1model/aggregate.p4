// The aggregation state machine of docs/protocol.md over per (slot, set) registers.
// Register index of (absolute slot i, set b): 2*i + b; values: (2*i + b)*K + word.
// BMv2's P4Runtime cannot write registers: slots are cleared by RESET packets.
// Per worker table entry: the session it joined and its join nonce (JOIN).
// A leaf job (docs/protocol.md, "Two levels"): a completed set is a partial sum that
// goes to the spine (`completed`, ingress sends it); the spine's RESULT overwrites the
// set and marks it final (`final_in`); a retransmission to a complete set that is not
// final yet re-sends the partial (`resend`).
#ifndef P4R_V1_AGGREGATE_P4
#define P4R_V1_AGGREGATE_P4

// One payload word of a contribution: start the sum over, or add with saturation.
#define P4R_ACCUMULATE(name, i)                                                   \
    reg_values.read(old, vbase + (i));                                           \
    if (fresh) {                                                                 \
        sum = hdr.vals.name;                                                     \
    } else {                                                                     \
        sum = (bit<32>)((int<32>)old |+| (int<32>)hdr.vals.name);                \
        saturated = saturated || sum != old + hdr.vals.name;                     \
    }                                                                            \
    reg_values.write(vbase + (i), sum);                                          \
    hdr.vals.name = sum;

// One payload word of a cached result, for a retransmission.
#define P4R_LOAD(name, i)                                                         \
    reg_values.read(old, vbase + (i));                                           \
    hdr.vals.name = old;

// One payload word of the spine's result, stored as the set's final result (a leaf).
#define P4R_STORE(name, i)                                                        \
    reg_values.write(vbase + (i), hdr.vals.name);

control Aggregator(inout headers_t hdr, in metadata_t meta, out verdict_t outcome,
                   out bool completed, out bool resend, out bit<64> bitmap) {
    register<bit<64>>(2 * P4R_SLOTS) reg_bitmap;
    register<bit<8>>(2 * P4R_SLOTS) reg_count;
    register<bit<32>>(2 * P4R_SLOTS) reg_seq;
    register<bit<8>>(2 * P4R_SLOTS) reg_exponent;
    register<bit<1>>(2 * P4R_SLOTS) reg_overflow;
    register<bit<1>>(2 * P4R_SLOTS) reg_poison;
    register<bit<1>>(2 * P4R_SLOTS) reg_final;  // a leaf's set holds the spine's result
    register<bit<32>>(P4R_WORKER_ENTRIES) reg_joined_session;
    register<bit<32>>(P4R_WORKER_ENTRIES) reg_joined_nonce;
    register<bit<32>>(2 * P4R_SLOTS * P4R_ELEMS) reg_values;

    apply {
        completed = false;
        resend = false;
        bitmap = 0;
        if (hdr.p4r.msg_type == P4R_MSG_RESET) {
            // Clear both sets of an absolute slot; values need no clearing.
            bit<32> slot = (bit<32>)hdr.p4r.slot;
            if (slot >= P4R_SLOTS) {
                outcome = P4R_CNT_REJECTED_SLOT;
            } else {
                reg_bitmap.write(2 * slot, 0);
                reg_bitmap.write(2 * slot + 1, 0);
                reg_count.write(2 * slot, 0);
                reg_count.write(2 * slot + 1, 0);
                reg_final.write(2 * slot, 0);
                reg_final.write(2 * slot + 1, 0);
                outcome = P4R_CNT_RESETS;
            }
            return;
        }
        if (hdr.p4r.msg_type == P4R_MSG_JOIN) {
            // A session serves one run: a second JOIN of this worker to the same
            // session is a second run, unless it repeats the first one's nonce.
            bit<32> w = (bit<32>)meta.worker_index;
            bit<32> joined;
            bit<32> nonce;
            reg_joined_session.read(joined, w);
            reg_joined_nonce.read(nonce, w);
            if (joined == meta.session && nonce != hdr.p4r.seq) {
                outcome = P4R_CNT_REJECTED_REJOIN;
            } else {
                reg_joined_session.write(w, meta.session);
                reg_joined_nonce.write(w, hdr.p4r.seq);
                outcome = P4R_CNT_JOINS;
            }
            return;
        }

        bit<32> set = (bit<32>)(hdr.p4r.flags & P4R_FLAG_SET);
        bit<32> idx = (meta.slot_base + (bit<32>)hdr.p4r.slot) * 2 + set;
        bit<32> vbase = idx * P4R_ELEMS;
        bit<64> held;
        bit<32> held_seq;
        bit<8> count;
        bit<8> exponent;
        bit<1> overflow;
        bit<1> poison;
        bit<1> final;
        bit<1> poisoned = (bit<1>)((hdr.p4r.flags & P4R_FLAG_POISON) != 0);
        bit<1> overflowed = (bit<1>)((hdr.p4r.flags & P4R_FLAG_OVERFLOW) != 0);
        reg_bitmap.read(held, idx);
        reg_seq.read(held_seq, idx);
        reg_count.read(count, idx);
        reg_exponent.read(exponent, idx);
        reg_overflow.read(overflow, idx);
        reg_poison.read(poison, idx);
        reg_final.read(final, idx);
        bit<64> me = (bit<64>)1 << (bit<8>)meta.rank;
        bool busy = held != 0;
        bool same = busy && hdr.p4r.seq == held_seq;
        bit<32> age = hdr.p4r.seq - held_seq;
        bit<32> old;
        bit<32> sum;

        if (meta.from_spine) {
            // A leaf: the spine's STATUS changes nothing; its RESULT of the round this
            // set completed and forwarded becomes the set's final result.
            if (hdr.p4r.msg_type == P4R_MSG_RESULT && same && count == (bit<8>)meta.num_workers
                    && final == 0) {
                P4R_FOR_EACH_ELEM(P4R_STORE)
                reg_exponent.write(idx, hdr.p4r.exponent);
                reg_overflow.write(idx, overflowed);
                reg_poison.write(idx, poisoned);
                reg_final.write(idx, 1);
                outcome = P4R_CNT_FINALS_RECEIVED;
                hdr.p4r.flags = (bit<8>)set | ((bit<8>)overflowed << 1) | ((bit<8>)poisoned << 2);
                hdr.p4r.contributors = (bit<16>)count;
            } else {
                outcome = P4R_CNT_UPLINK_IGNORED;
            }
            return;
        }
        if (busy && !same && age[31:31] == 1) {
            outcome = P4R_CNT_STALE;  // older than the round the set holds
            return;
        }
        if (same && (held & me) != 0) {  // a retransmission
            if (count == (bit<8>)meta.num_workers && meta.has_uplink && final == 0) {
                outcome = P4R_CNT_DUP_PENDING;  // a leaf waits for the spine: resend
                resend = true;
                bitmap = held;  // and STATUS to the worker (ingress clones it)
                P4R_FOR_EACH_ELEM(P4R_LOAD)
            } else if (count == (bit<8>)meta.num_workers) {
                outcome = P4R_CNT_DUP_ANSWERED;
                P4R_FOR_EACH_ELEM(P4R_LOAD)
            } else {
                outcome = P4R_CNT_DUP_PENDING;
                hdr.status.setValid();
                hdr.status.bitmap = held;
            }
        } else {  // a new contribution: the first of a round, or a later one
            bool fresh = !same;
            bool saturated = false;
            P4R_FOR_EACH_ELEM(P4R_ACCUMULATE)
            if (fresh) {
                held = me;
                count = 1;
                held_seq = hdr.p4r.seq;
                exponent = hdr.p4r.exponent;
                overflow = overflowed;
                poison = poisoned;
                reg_final.write(idx, 0);
            } else {
                held = held | me;
                count = count + 1;
                if (hdr.p4r.exponent > exponent) {
                    exponent = hdr.p4r.exponent;
                }
                if (saturated) {
                    overflow = 1;
                }
                overflow = overflow | overflowed;
                poison = poison | poisoned;
            }
            reg_bitmap.write(idx, held);
            reg_count.write(idx, count);
            reg_seq.write(idx, held_seq);
            reg_exponent.write(idx, exponent);
            reg_overflow.write(idx, overflow);
            reg_poison.write(idx, poison);
            outcome = P4R_CNT_AGGREGATED;
            completed = count == (bit<8>)meta.num_workers;
        }
        // What a RESULT or STATUS from this (slot, set) says.
        hdr.p4r.flags = (bit<8>)set | ((bit<8>)overflow << 1) | ((bit<8>)poison << 2);
        hdr.p4r.exponent = exponent;
        hdr.p4r.seq = held_seq;
        hdr.p4r.contributors = (bit<16>)count;
    }
}

#endif
