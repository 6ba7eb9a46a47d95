// TNA ingress: admission, the state machine over Register/RegisterAction, forwarding.
//
// Tofino allows one access per register per pass, two comparisons per stateful ALU
// and returns one 32-bit value per access.  So, as in SwitchML, each value register
// holds two neighbouring words (pair_t); a contribution updates both and returns the
// low one, and a packet that must carry a whole result (completion, cached answer) is
// recirculated once to read the high ones.  A STATUS (retransmission of an unfinished
// round) and a RESET (two sets) also take a second pass.  Workers per job: 32.
//
// Placement (K = 32, Tofino 1: all 12 stages; `docs/tofino.md` has the figures):
// 0-1 tables (jobs, workers, rank bits, drop simulator, register index), 2-3 admission
// checks, 4 `bitmap_seq` and `rounds` side by side, 5-9 `count` and the 16 value pairs
// (4 stateful ALUs a stage), 9-11 the outcome, `exponent` and `l2_forward`.
#ifndef P4R_TNA_INGRESS_P4
#define P4R_TNA_INGRESS_P4

// How a contribution's seq compares with the round its set holds (`rounds`).
const bit<8> ROUND_NEWER = 1;
const bit<8> ROUND_SAME = 2;
const bit<8> ROUND_OLDER = 3;

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

// A recirculated second pass: in on the recirculation port, msg_type | SECOND_PASS.
#define P4R_IS_SECOND_PASS (meta.recirc == 1 && hdr.p4r.msg_type[7:7] == 1)

// A set's round number after a reset (and at power-on): the round before 0, so that
// rounds 0 .. 2^31-2 are newer (Tofino has no comparison left for "empty").
const bit<32> SEQ_EMPTY = 0xFFFFFFFF;

// Per word pair: one register and its four actions.
#define P4R_PAIR_REG(n, i)                                                          \
    Register<pair_t, idx_t>(2 * P4R_SLOTS) values_##n;                            \
    RegisterAction<pair_t, idx_t, bit<32>>(values_##n) start_##n = {             \
        void apply(inout pair_t v, out bit<32> rv) {                              \
            v.lo = (int<32>)hdr.vals.n##0; v.hi = (int<32>)hdr.vals.n##1;           \
            rv = (bit<32>)v.lo; } };                                              \
    RegisterAction<pair_t, idx_t, bit<32>>(values_##n) add_##n = {               \
        void apply(inout pair_t v, out bit<32> rv) {                              \
            v.lo = v.lo |+| (int<32>)hdr.vals.n##0;                                \
            v.hi = v.hi |+| (int<32>)hdr.vals.n##1;                                \
            rv = (bit<32>)v.lo; } };                                              \
    RegisterAction<pair_t, idx_t, bit<32>>(values_##n) read_lo_##n = {           \
        void apply(inout pair_t v, out bit<32> rv) { rv = (bit<32>)v.lo; } };      \
    RegisterAction<pair_t, idx_t, bit<32>>(values_##n) read_hi_##n = {           \
        void apply(inout pair_t v, out bit<32> rv) { rv = (bit<32>)v.hi; } };

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

#define P4R_PAIR_APPLY(n, i) pair_##n.apply();

control P4rIngress(inout headers_t hdr, inout ig_meta_t meta,
                   in ingress_intrinsic_metadata_t ig_intr_md,
                   in ingress_intrinsic_metadata_from_parser_t ig_prsr_md,
                   inout ingress_intrinsic_metadata_for_deparser_t ig_dprsr_md,
                   inout ingress_intrinsic_metadata_for_tm_t ig_tm_md) {
    Counter<bit<64>, bit<8>>(P4R_NUM_COUNTERS, CounterType_t.PACKETS) p4r_stats;
    Counter<bit<64>, bit<1>>(1, CounterType_t.PACKETS) p4r_completed;
    Counter<bit<64>, bit<16>>(1024, CounterType_t.PACKETS) worker_retransmits;
    Random<bit<16>>() rng;

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

    // -- admission -----------------------------------------------------------------------
    DirectCounter<bit<64>>(CounterType_t.PACKETS) worker_packets;
    action set_worker(bit<16> job_id, bit<16> rank, bit<16> worker_index) {
        meta.job_id = job_id;
        meta.rank = rank;
        meta.worker_index = worker_index;
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
        size = 1024;
        counters = worker_packets;
    }
    DirectCounter<bit<64>>(CounterType_t.PACKETS) job_packets;
    action set_job(bit<32> slot_base, bit<32> slot_count, bit<16> num_workers,
                   bit<16> mcast_grp) {
        meta.slot_abs = (idx_t)slot_base + hdr.p4r.slot;
        meta.slot_left = (bit<16>)slot_count - hdr.p4r.slot;  // slots <= 8192 on Tofino
        meta.num_workers = (bit<8>)num_workers;
        meta.mcast_grp = mcast_grp;
        job_packets.count();
    }
    action no_job() { job_packets.count(); }
    table jobs {
        key = { hdr.p4r.job_id: exact @name("job_id"); }
        actions = { set_job; no_job; }
        default_action = no_job();
        size = 256;
        counters = job_packets;
    }
    // A table of its own, so that the index is a PHV field when the registers use it.
    action make_index() { meta.idx = meta.set_base + meta.slot_abs; }
    table register_index {
        actions = { make_index; }
        default_action = make_index();
        size = 1;
    }
    action reset_index() { meta.slot_abs = hdr.p4r.slot; }  // a RESET: an absolute slot
    action set_drop_rates(bit<16> ingress_threshold, bit<16> egress_threshold) {
        meta.drop_ingress = (bit<32>)ingress_threshold;
        hdr.bridge.drop_egress = egress_threshold;
    }
    table drop_sim {
        actions = { set_drop_rates; }
        default_action = set_drop_rates(0, 0);
        size = 1;
    }
    // This worker's bit in the contributor bitmap, from the (checked) rank.
    action set_me(bit<32> me) { meta.me = me; }
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

    // -- state ---------------------------------------------------------------------------
    // The set's contributors and round: a newer round restarts the set with this
    // worker; the same round adds its bit.  Returns the bitmap before this packet
    // (0 for a newer round), from which `seen` is taken.
    Register<bitmap_seq_t, idx_t>(2 * P4R_SLOTS, {0, SEQ_EMPTY}) bitmap_seq;
    RegisterAction<bitmap_seq_t, idx_t, bit<32>>(bitmap_seq) classify = {
        void apply(inout bitmap_seq_t v, out bit<32> rv) {
            rv = 0;
            if ((int<32>)(hdr.p4r.seq - v.seq) > 0) {
                v.bitmap = meta.me;
                v.seq = hdr.p4r.seq;
            } else if (hdr.p4r.seq == v.seq) {
                rv = v.bitmap;
                v.bitmap = v.bitmap | meta.me;
            }
        }
    };
    RegisterAction<bitmap_seq_t, idx_t, bit<32>>(bitmap_seq) read_bitmap = {
        void apply(inout bitmap_seq_t v, out bit<32> rv) { rv = v.bitmap; }
    };
    RegisterAction<bitmap_seq_t, idx_t, bit<32>>(bitmap_seq) clear = {
        void apply(inout bitmap_seq_t v, out bit<32> rv) {
            v.bitmap = 0;
            v.seq = SEQ_EMPTY;
            rv = 0;
        }
    };
    // The same round comparison, kept beside bitmap_seq to say which case it was
    // (one stateful ALU cannot return both the old bitmap and the case).
    Register<bit<32>, idx_t>(2 * P4R_SLOTS, SEQ_EMPTY) rounds;
    RegisterAction<bit<32>, idx_t, bit<8>>(rounds) round_check = {
        void apply(inout bit<32> v, out bit<8> rv) {
            if ((int<32>)(hdr.p4r.seq - v) > 0) {
                v = hdr.p4r.seq;
                rv = ROUND_NEWER;
            } else if (hdr.p4r.seq == v) {
                rv = ROUND_SAME;
            } else {
                rv = ROUND_OLDER;
            }
        }
    };
    RegisterAction<bit<32>, idx_t, bit<8>>(rounds) round_clear = {
        void apply(inout bit<32> v, out bit<8> rv) { v = SEQ_EMPTY; rv = 0; }
    };
    Register<bit<8>, idx_t>(2 * P4R_SLOTS) count;
    RegisterAction<bit<8>, idx_t, bit<8>>(count) count_start = {
        void apply(inout bit<8> v, out bit<8> rv) { v = 1; rv = v; }
    };
    RegisterAction<bit<8>, idx_t, bit<8>>(count) count_add = {
        void apply(inout bit<8> v, out bit<8> rv) { v = v + 1; rv = v; }
    };
    RegisterAction<bit<8>, idx_t, bit<8>>(count) count_read = {
        void apply(inout bit<8> v, out bit<8> rv) { rv = v; }
    };
    // Max exponent.  A retransmission carries its original's exponent, so taking the
    // max again is harmless: this register needs only the round, not `seen`.
    Register<bit<8>, idx_t>(2 * P4R_SLOTS) exponent;
    RegisterAction<bit<8>, idx_t, bit<8>>(exponent) exp_start = {
        void apply(inout bit<8> v) { v = hdr.p4r.exponent; }
    };
    RegisterAction<bit<8>, idx_t, bit<8>>(exponent) exp_max = {
        void apply(inout bit<8> v) { v = max(v, hdr.p4r.exponent); }
    };
    RegisterAction<bit<8>, idx_t, bit<8>>(exponent) exp_read = {
        void apply(inout bit<8> v, out bit<8> rv) { rv = v; }
    };
    P4R_FOR_EACH_PAIR(P4R_PAIR_REG)

    // One table per register, keyed on what the packet is, so that each register has
    // one table (Tofino places all of a register's uses in one stage).
    action do_classify() { meta.seen = classify.execute(meta.idx); }
    action do_read_bitmap() { hdr.status.bitmap_lo = read_bitmap.execute(meta.idx); }
    action do_clear_bitmap() { clear.execute(meta.idx); }
    table bitmap_seq_op {
        key = { hdr.p4r.msg_type: exact; }
        actions = { do_classify; do_read_bitmap; do_clear_bitmap; NoAction; }
        const entries = {
            P4R_MSG_CONTRIB: do_classify();
            PASS_STATUS: do_read_bitmap();
            P4R_MSG_RESET: do_clear_bitmap();
            PASS_RESET: do_clear_bitmap();
        }
        default_action = NoAction();
        size = 4;
    }
    action do_round_check() { meta.round = round_check.execute(meta.idx); }
    action do_round_clear() { round_clear.execute(meta.idx); }
    table rounds_op {
        key = { hdr.p4r.msg_type: exact; }
        actions = { do_round_check; do_round_clear; NoAction; }
        const entries = {
            P4R_MSG_CONTRIB: do_round_check();
            P4R_MSG_RESET: do_round_clear();
            PASS_RESET: do_round_clear();
        }
        default_action = NoAction();
        size = 4;
    }
    // The count's table also says what the contribution was (meta.op), for the outcome.
    action do_count_start() { meta.count = count_start.execute(meta.idx); meta.op = OP_NEWER; }
    action do_count_add() { meta.count = count_add.execute(meta.idx); meta.op = OP_ADD; }
    action do_count_read() { meta.count = count_read.execute(meta.idx); meta.op = OP_DUP; }
    table count_op {
        P4R_STATE_KEY
        actions = { do_count_start; do_count_add; do_count_read; NoAction; }
        const entries = {
            (0, ROUND_NEWER, _, _): do_count_start();
            P4R_DUP_ENTRIES(do_count_read)
            (0, ROUND_SAME, _, _): do_count_add();
        }
        default_action = NoAction();
        size = 64;
    }
    action do_exp_start() { exp_start.execute(meta.idx); }
    action do_exp_max() { exp_max.execute(meta.idx); }
    action do_exp_read() { hdr.p4r.exponent = exp_read.execute(meta.idx); }
    // A retransmission carries its original's exponent: max again is harmless, so the
    // exponent needs only the round.
    table exponent_op {
        key = { meta.pass: ternary @name("pass"); meta.round: ternary @name("round"); }
        actions = { do_exp_start; do_exp_max; do_exp_read; NoAction; }
        const entries = {
            (OP_HARVEST, _): do_exp_read();
            (OP_STATUS, _): do_exp_read();
            (0, ROUND_NEWER): do_exp_start();
            (0, ROUND_SAME): do_exp_max();
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

    apply {
        hdr.bridge.setValid();
        hdr.bridge.job_id = 0;
        hdr.bridge.reply = REPLY_NONE;
        hdr.bridge._pad = 0;
        hdr.bridge.drop_egress = 0;
        bool from_cpu = hdr.packet_out.isValid();
        hdr.packet_out.setInvalid();

        if (!hdr.p4r.isValid()) {
            if (from_cpu) {
                drop();  // the controller only sends RESETs
            } else if (hdr.arp.isValid() && hdr.arp.oper == ARP_OP_REQUEST) {
                if (!arp_responder.apply().hit) {
                    meta.forward = 1;
                }
            } else if (hdr.ethernet.isValid()) {
                meta.forward = 1;
            }
        } else {
        meta.rnd = (bit<32>)rng.get();
        // The register index, for both passes: a RESET names an absolute slot.
        bool job_hit = false;
        if (hdr.p4r.msg_type == P4R_MSG_RESET || hdr.p4r.msg_type == PASS_RESET) {
            reset_index();
        } else {
            job_hit = jobs.apply().hit;
        }
        register_index.apply();
        if (P4R_IS_SECOND_PASS) {  // what the second pass reads
            if (hdr.p4r.msg_type == PASS_STATUS) {
                meta.pass = OP_STATUS;
            } else if (hdr.p4r.msg_type != PASS_RESET) {
                meta.pass = OP_HARVEST;
            }
        }
        if (!P4R_IS_SECOND_PASS) {
            // -- first pass: admission -------------------------------------------------
            bool is_contrib = hdr.p4r.msg_type == P4R_MSG_CONTRIB;
            bool is_reset = hdr.p4r.msg_type == P4R_MSG_RESET;
            drop_sim.apply();
            bool worker_hit = workers.apply().hit;
            bool rank_hit = rank_bit.apply().hit;
            meta.rnd = meta.rnd - meta.drop_ingress;  // negative: drop
            // udp.length < 8 + 20 = 28 as masked compares (a range is too wide for a gateway)
            if (hdr.udp.length[15:5] == 0 && hdr.udp.length[4:2] != 7) {
                meta.cnt = P4R_CNT_REJECTED_TRUNCATED;
            } else if (hdr.p4r.magic != P4R_MAGIC) {
                meta.cnt = P4R_CNT_REJECTED_MAGIC;
            } else if (hdr.p4r.version != P4R_VERSION) {
                meta.cnt = P4R_CNT_REJECTED_VERSION;
            } else if (!is_contrib && !is_reset) {
                meta.cnt = P4R_CNT_REJECTED_TYPE;
            } else if (hdr.p4r.flags & P4R_FLAGS_RESERVED != 0) {
                meta.cnt = P4R_CNT_REJECTED_FLAGS;
            } else if (is_contrib && (hdr.p4r.elem_count != P4R_ELEMS || !hdr.vals.isValid()
                                      || hdr.udp.length != 8 + P4R_CONTRIB_BYTES)) {
                meta.cnt = P4R_CNT_REJECTED_LENGTH;
            } else if (is_reset && (hdr.p4r.elem_count != 0
                                    || hdr.udp.length != 8 + P4R_HEADER_BYTES)) {
                meta.cnt = P4R_CNT_REJECTED_LENGTH;
            } else if (is_reset && !from_cpu) {
                meta.cnt = P4R_CNT_REJECTED_RESET;  // only the controller resets slots
            } else if (is_reset) {
                meta.cnt = P4R_CNT_RESETS;
                meta.state = 1;
            } else if (!worker_hit || !rank_hit) {  // rank_hit: ranks 0..31 on Tofino
                meta.cnt = P4R_CNT_REJECTED_UNREGISTERED;
            } else if (hdr.p4r.job_id != meta.job_id || hdr.p4r.rank != meta.rank) {
                meta.cnt = P4R_CNT_REJECTED_SPOOFED;
            } else if (!job_hit) {
                meta.cnt = P4R_CNT_REJECTED_UNREGISTERED;
            } else if (hdr.p4r.slot[15:P4R_SLOT_BITS] != 0 || meta.slot_left == 0
                       || meta.slot_left[15:15] == 1) {
                meta.cnt = P4R_CNT_REJECTED_SLOT;
            } else if (meta.rnd[31:31] == 1) {  // after the checks: one gateway fewer
                meta.cnt = P4R_CNT_DROPPED_INGRESS;
            } else {
                meta.state = 1;  // admitted
            }
        }
        if (P4R_IS_SECOND_PASS || meta.state == 1) {
            bitmap_seq_op.apply();
            rounds_op.apply();
        }
        count_op.apply();
        exponent_op.apply();
        if (hdr.vals.isValid()) {
            P4R_FOR_EACH_PAIR(P4R_PAIR_APPLY)
        }

        if (P4R_IS_SECOND_PASS) {
            // -- second pass: the answer ---------------------------------------------
            hdr.bridge.job_id = hdr.p4r.job_id;
            if (hdr.p4r.msg_type == PASS_RESET) {
                hdr.p4r.msg_type = P4R_MSG_RESET_ACK;
                hdr.p4r.flags = 0;
                ig_tm_md.ucast_egress_port = P4R_CPU_PORT;
                hdr.bridge.reply = REPLY_TO_CPU;
            } else if (hdr.p4r.msg_type == PASS_STATUS) {
                hdr.status.setValid();
                hdr.status.bitmap_hi = 0;
                hdr.p4r.msg_type = P4R_MSG_STATUS;
                hdr.p4r.elem_count = P4R_STATUS_WORDS;
                hdr.vals.setInvalid();
                hdr.udp.length = 8 + P4R_STATUS_BYTES;
                hdr.ipv4.total_len = 20 + 8 + P4R_STATUS_BYTES;
                meta.forward = 1;  // back to the sender, by its MAC
                hdr.bridge.reply = REPLY_UNICAST;
            } else if (hdr.p4r.msg_type == PASS_MULTICAST) {
                ig_tm_md.mcast_grp_a = meta.mcast_grp;
                ig_tm_md.rid = 0xFFFF;  // no replica is the ingress copy
                hdr.bridge.reply = REPLY_MULTICAST;
                hdr.p4r.msg_type = P4R_MSG_RESULT;
            } else {
                meta.forward = 1;
                hdr.bridge.reply = REPLY_UNICAST;
                hdr.p4r.msg_type = P4R_MSG_RESULT;
            }
        } else {
            // -- first pass: the outcome ---------------------------------------------
            if (meta.cnt == P4R_CNT_RESETS) {  // set 0 cleared; set 1 on the second pass
                hdr.p4r.flags = P4R_FLAG_SET;
                recirculate(PASS_RESET);
            } else if (meta.round == ROUND_OLDER) {
                meta.cnt = P4R_CNT_STALE;
                worker_retransmits.count(meta.worker_index);
                drop();
            } else if (meta.op == 0) {  // refused
                drop();
            } else {
                hdr.p4r.flags = hdr.p4r.flags & P4R_FLAG_SET;  // saturates, never flags OVERFLOW
                hdr.p4r.contributors = (bit<16>)meta.count;
                reply_to_sender();
                if (meta.op == OP_DUP) {
                    worker_retransmits.count(meta.worker_index);
                    if (meta.count == meta.num_workers) {
                        meta.cnt = P4R_CNT_DUP_ANSWERED;
                        recirculate(PASS_UNICAST);
                    } else {
                        meta.cnt = P4R_CNT_DUP_PENDING;
                        recirculate(PASS_STATUS);
                    }
                } else {
                    meta.cnt = P4R_CNT_AGGREGATED;
                    if (meta.count == meta.num_workers) {
                        p4r_completed.count(0);
                        recirculate(PASS_MULTICAST);
                    } else {
                        drop();
                    }
                }
            }
            p4r_stats.count(meta.cnt);
        }
        }
        if (meta.forward == 1) {
            l2_forward.apply();
        }
    }
}

#endif
