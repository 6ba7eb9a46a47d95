// Per worker table entry: the session it joined (docs/protocol.md, "JOIN makes a
// session single-use") and when it may get its next NACK (the rate limit).  Indexed by
// the worker table's worker_index, never by anything the packet says.
#ifndef P4R_TNA_SESSIONS_P4
#define P4R_TNA_SESSIONS_P4

control Sessions(inout headers_t hdr, inout ig_meta_t meta) {
    // The session a worker joined and its nonce.  Returns 1 for a rejoin (refused,
    // unchanged).
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
    // When a worker may get its next NACK (clock units).  Due when that time has come,
    // or when it lies further ahead than a NACK now would set it (it was set more than
    // half the clock's wrap ago); then set again.  Returns 1 if a NACK goes out.
    Register<bit<32>, bit<16>>(P4R_TNA_WORKER_ENTRIES) nack_at;
    RegisterAction<bit<32>, bit<16>, bit<8>>(nack_at) nack_check = {
        void apply(inout bit<32> v, out bit<8> rv) {
            P4R_TG_NACK_STATE(v)
            if ((int<32>)(meta.now - v) >= 0 || (int<32>)(v - meta.nack_next) > 0) {
                v = meta.nack_next;
                rv = 1;
            } else {
                rv = 0;
            }
            P4R_TG_NACK_AT(v)
        }
    };

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

    apply {
        joined_op.apply();
        nack_op.apply();
    }
}

#endif
