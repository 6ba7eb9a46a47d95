// TNA ingress: admission, the state machine over Register/RegisterAction, forwarding.
//
// Tofino allows one access per register per pass and returns one 32-bit value per
// access.  So, as in SwitchML, each value register holds two neighbouring words
// (pair_t); a contribution updates both and returns the low one, and a packet that
// must carry a whole result (completion, cached answer) is recirculated once to read
// the high ones.  A STATUS (rare: retransmission of an unfinished round) and a RESET
// (two sets) also take a second pass.  Workers per job: 32 (one 32-bit lane).
#ifndef P4R_TNA_INGRESS_P4
#define P4R_TNA_INGRESS_P4

// Outcomes of the bitmap/seq register: what a contribution is.
const bit<8> OP_NEWER = 1;  // first contribution of a round
const bit<8> OP_ADD = 2;  // a later contribution
const bit<8> OP_DUP = 3;  // a retransmission
const bit<8> OP_OLDER = 4;  // older than the round the set holds

// The recirculated second pass: msg_type | SECOND_PASS, and what to do with it.
const bit<8> PASS_MULTICAST = P4R_MSG_SECOND_PASS | P4R_MSG_RESULT;
const bit<8> PASS_UNICAST = P4R_MSG_SECOND_PASS | 0x40 | P4R_MSG_RESULT;
const bit<8> PASS_STATUS = P4R_MSG_SECOND_PASS | P4R_MSG_STATUS;
const bit<8> PASS_RESET = P4R_MSG_SECOND_PASS | P4R_MSG_RESET;

struct bitmap_seq_t {
    bit<32> bitmap;  // contributors of the round (bit = rank)
    bit<32> seq;  // the round
}

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

#define P4R_PAIR_FIRST_PASS(n, i)                                                   \
    if (op == OP_NEWER) { hdr.vals.n##0 = start_##n.execute(meta.idx); }            \
    else if (op == OP_ADD) { hdr.vals.n##0 = add_##n.execute(meta.idx); }          \
    else if (op == OP_DUP) { hdr.vals.n##0 = read_lo_##n.execute(meta.idx); }

#define P4R_PAIR_SECOND_PASS(n, i)                                                  \
    hdr.vals.n##1 = read_hi_##n.execute(meta.idx);

control P4rIngress(inout headers_t hdr, inout ig_meta_t meta,
                   in ingress_intrinsic_metadata_t ig_intr_md,
                   in ingress_intrinsic_metadata_from_parser_t ig_prsr_md,
                   inout ingress_intrinsic_metadata_for_deparser_t ig_dprsr_md,
                   inout ingress_intrinsic_metadata_for_tm_t ig_tm_md) {
    Counter<bit<64>, bit<8>>(P4R_NUM_COUNTERS, CounterType_t.PACKETS) p4r_stats;
    Counter<bit<64>, bit<1>>(1, CounterType_t.PACKETS) p4r_completed;
    Counter<bit<64>, bit<16>>(1024, CounterType_t.PACKETS) worker_retransmits;
    Random<bit<16>>() rng;
    verdict_t verdict = ADMIT;
    bit<8> op = 0;

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
        hdr.bridge.job_id = job_id;
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
        meta.slot_base = slot_base;
        meta.slot_count = slot_count;
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
    action set_drop_rates(bit<16> ingress_threshold, bit<16> egress_threshold) {
        meta.drop_ingress = ingress_threshold;
        hdr.bridge.drop_egress = egress_threshold;
    }
    table drop_sim {
        actions = { set_drop_rates; }
        default_action = set_drop_rates(0, 0);
        size = 1;
    }

    // -- state ---------------------------------------------------------------------------
    Register<bitmap_seq_t, idx_t>(2 * P4R_SLOTS) bitmap_seq;
    RegisterAction<bitmap_seq_t, idx_t, bit<8>>(bitmap_seq) classify = {
        void apply(inout bitmap_seq_t v, out bit<8> rv) {
            bit<32> age = hdr.p4r.seq - v.seq;
            if (v.bitmap == 0 || (age != 0 && age[31:31] == 0)) {
                v.bitmap = meta.me;
                v.seq = hdr.p4r.seq;
                rv = OP_NEWER;
            } else if (age != 0) {
                rv = OP_OLDER;
            } else if (v.bitmap & meta.me != 0) {
                rv = OP_DUP;
            } else {
                v.bitmap = v.bitmap | meta.me;
                rv = OP_ADD;
            }
        }
    };
    RegisterAction<bitmap_seq_t, idx_t, bit<32>>(bitmap_seq) read_bitmap = {
        void apply(inout bitmap_seq_t v, out bit<32> rv) { rv = v.bitmap; }
    };
    RegisterAction<bitmap_seq_t, idx_t, bit<32>>(bitmap_seq) clear = {
        void apply(inout bitmap_seq_t v, out bit<32> rv) { v.bitmap = 0; rv = 0; }
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
    Register<bit<8>, idx_t>(2 * P4R_SLOTS) exponent;
    RegisterAction<bit<8>, idx_t, bit<8>>(exponent) exp_start = {
        void apply(inout bit<8> v, out bit<8> rv) { v = hdr.p4r.exponent; rv = v; }
    };
    RegisterAction<bit<8>, idx_t, bit<8>>(exponent) exp_max = {
        void apply(inout bit<8> v, out bit<8> rv) { v = max(v, hdr.p4r.exponent); rv = v; }
    };
    RegisterAction<bit<8>, idx_t, bit<8>>(exponent) exp_read = {
        void apply(inout bit<8> v, out bit<8> rv) { rv = v; }
    };
    P4R_FOR_EACH_PAIR(P4R_PAIR_REG)

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
        hdr.bridge.reply = REPLY_NONE;
    }

    apply {
        hdr.bridge.setValid();
        if (meta.p4r_port == 0) {
            if (hdr.arp.isValid() && hdr.arp.oper == ARP_OP_REQUEST && arp_responder.apply().hit) {
                // answered
            } else if (hdr.ethernet.isValid()) {
                l2_forward.apply();
            }
            return;
        }
        bool second = ig_intr_md.ingress_port == P4R_RECIRC_PORT
                      && (hdr.p4r.msg_type & P4R_MSG_SECOND_PASS) != 0;
        if (second) {
            jobs.apply();
            meta.idx = (meta.slot_base + (bit<32>)hdr.p4r.slot) * 2 + (bit<32>)(hdr.p4r.flags & 1);
            if (hdr.p4r.msg_type == PASS_RESET) {
                meta.idx = (bit<32>)hdr.p4r.slot * 2 + 1;
                clear.execute(meta.idx);
                hdr.p4r.msg_type = P4R_MSG_RESET_ACK;
                ig_tm_md.ucast_egress_port = P4R_CPU_PORT;
                hdr.bridge.reply = REPLY_TO_CPU;
            } else if (hdr.p4r.msg_type == PASS_STATUS) {
                hdr.status.setValid();
                hdr.status.bitmap = (bit<64>)read_bitmap.execute(meta.idx);
                hdr.p4r.msg_type = P4R_MSG_STATUS;
                hdr.p4r.elem_count = P4R_STATUS_WORDS;
                hdr.vals.setInvalid();
                hdr.udp.length = 8 + P4R_STATUS_BYTES;
                hdr.ipv4.total_len = 20 + 8 + P4R_STATUS_BYTES;
                l2_forward.apply();  // back to the sender, by its MAC
                hdr.bridge.reply = REPLY_UNICAST;
            } else {
                P4R_FOR_EACH_PAIR(P4R_PAIR_SECOND_PASS)
                if (hdr.p4r.msg_type == PASS_MULTICAST) {
                    ig_tm_md.mcast_grp_a = meta.mcast_grp;
                    hdr.bridge.reply = REPLY_MULTICAST;
                } else {
                    l2_forward.apply();
                    hdr.bridge.reply = REPLY_UNICAST;
                }
                hdr.p4r.msg_type = P4R_MSG_RESULT;
            }
            return;
        }

        drop_sim.apply();
        if (rng.get() < meta.drop_ingress) {
            verdict = P4R_CNT_DROPPED_INGRESS;
        } else if (!hdr.p4r.isValid() || hdr.udp.length < 8 + P4R_HEADER_BYTES) {
            verdict = P4R_CNT_REJECTED_TRUNCATED;
        } else if (hdr.p4r.magic != P4R_MAGIC) {
            verdict = P4R_CNT_REJECTED_MAGIC;
        } else if (hdr.p4r.version != P4R_VERSION) {
            verdict = P4R_CNT_REJECTED_VERSION;
        } else if (hdr.p4r.msg_type != P4R_MSG_CONTRIB && hdr.p4r.msg_type != P4R_MSG_RESET) {
            verdict = P4R_CNT_REJECTED_TYPE;
        } else if (hdr.p4r.flags & P4R_FLAGS_RESERVED != 0) {
            verdict = P4R_CNT_REJECTED_FLAGS;
        } else if (hdr.p4r.msg_type == P4R_MSG_CONTRIB
                   && (hdr.p4r.elem_count != P4R_ELEMS || !hdr.vals.isValid()
                       || hdr.udp.length != 8 + P4R_CONTRIB_BYTES)) {
            verdict = P4R_CNT_REJECTED_LENGTH;
        } else if (hdr.p4r.msg_type == P4R_MSG_RESET) {
            if (ig_intr_md.ingress_port != P4R_CPU_PORT) {
                verdict = P4R_CNT_REJECTED_RESET;
            } else {  // clear set 0 now, set 1 on the second pass
                meta.idx = (bit<32>)hdr.p4r.slot * 2;
                clear.execute(meta.idx);
                p4r_stats.count(P4R_CNT_RESETS);
                recirculate(PASS_RESET);
                return;
            }
        } else if (!workers.apply().hit) {
            verdict = P4R_CNT_REJECTED_UNREGISTERED;
        } else if (hdr.p4r.job_id != hdr.bridge.job_id || hdr.p4r.rank != meta.rank) {
            verdict = P4R_CNT_REJECTED_SPOOFED;
        } else if (!jobs.apply().hit) {
            verdict = P4R_CNT_REJECTED_UNREGISTERED;
        } else if ((bit<32>)hdr.p4r.slot >= meta.slot_count) {
            verdict = P4R_CNT_REJECTED_SLOT;
        }
        if (verdict != ADMIT) {
            p4r_stats.count(verdict);
            ig_dprsr_md.drop_ctl = 1;
            return;
        }

        bit<8> set = hdr.p4r.flags & P4R_FLAG_SET;
        meta.idx = (meta.slot_base + (bit<32>)hdr.p4r.slot) * 2 + (bit<32>)set;
        meta.me = (bit<32>)1 << (bit<8>)meta.rank;
        op = classify.execute(meta.idx);
        if (op == OP_NEWER) {
            meta.count = count_start.execute(meta.idx);
            hdr.p4r.exponent = exp_start.execute(meta.idx);
        } else if (op == OP_ADD) {
            meta.count = count_add.execute(meta.idx);
            hdr.p4r.exponent = exp_max.execute(meta.idx);
        } else if (op == OP_DUP) {
            meta.count = count_read.execute(meta.idx);
            hdr.p4r.exponent = exp_read.execute(meta.idx);
        }
        P4R_FOR_EACH_PAIR(P4R_PAIR_FIRST_PASS)
        hdr.p4r.flags = set;  // the TNA program saturates but does not flag OVERFLOW
        hdr.p4r.contributors = (bit<16>)meta.count;
        reply_to_sender();

        if (op == OP_OLDER) {
            p4r_stats.count(P4R_CNT_STALE);
            worker_retransmits.count(meta.worker_index);
            ig_dprsr_md.drop_ctl = 1;
        } else if (op == OP_DUP) {
            worker_retransmits.count(meta.worker_index);
            if (meta.count == meta.num_workers) {
                p4r_stats.count(P4R_CNT_DUP_ANSWERED);
                recirculate(PASS_UNICAST);
            } else {
                p4r_stats.count(P4R_CNT_DUP_PENDING);
                recirculate(PASS_STATUS);
            }
        } else {
            p4r_stats.count(P4R_CNT_AGGREGATED);
            if (meta.count == meta.num_workers) {
                p4r_completed.count(0);
                recirculate(PASS_MULTICAST);
            } else {
                ig_dprsr_md.drop_ctl = 1;
            }
        }
    }
}

#endif
