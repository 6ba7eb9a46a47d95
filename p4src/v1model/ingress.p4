// Ingress: ordinary traffic to the forwarder; aggregation packets through the drop
// simulator, admission and the state machine, then out as a multicast result, a
// unicast answer to the sender, a RESET_ACK to the controller, or nowhere.
#ifndef P4R_V1_INGRESS_P4
#define P4R_V1_INGRESS_P4

#include "forward.p4"
#include "admission.p4"
#include "aggregate.p4"

control P4rIngress(inout headers_t hdr, inout metadata_t meta, inout standard_metadata_t std) {
    counter(P4R_NUM_COUNTERS, CounterType.packets) p4r_stats;
    counter(P4R_WORKER_ENTRIES, CounterType.packets) worker_retransmits;
    Forwarder() forwarder;
    Admission() admission;
    Aggregator() aggregator;
    bit<16> drop_ingress = 0;

    // Drop thresholds out of 65536 (probability * 65536), set by the controller.
    action set_drop_rates(bit<16> ingress_threshold, bit<16> egress_threshold) {
        drop_ingress = ingress_threshold;
        meta.drop_egress = egress_threshold;
    }
    table drop_sim {
        actions = { set_drop_rates; }
        default_action = set_drop_rates(0, 0);
        size = 1;
    }

    // NACKs to one worker are at least this many microseconds apart (0: no limit).
    bit<48> nack_interval = P4R_DEFAULT_NACK_INTERVAL_US;
    action set_nack_interval(bit<32> interval_us) {
        nack_interval = (bit<48>)interval_us;
    }
    table nack_limit {
        actions = { set_nack_interval; }
        default_action = set_nack_interval(P4R_DEFAULT_NACK_INTERVAL_US);
        size = 1;
    }
    register<bit<48>>(P4R_WORKER_ENTRIES) reg_nack_at;  // 0: never NACKed

    // Answer the sender: swap addresses, send back out of the ingress port.
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

    // Rewrite the packet into a header-only answer of `words` payload words; what the
    // parser left unparsed (a malformed packet's tail) is cut off.
    action answer_with(bit<8> msg_type, bit<16> words) {
        reply_to_sender();
        hdr.packet_out.setInvalid();
        hdr.vals.setInvalid();
        hdr.status.setInvalid();
        hdr.p4r.msg_type = msg_type;
        hdr.p4r.flags = hdr.p4r.flags & P4R_FLAG_SET;
        hdr.p4r.exponent = 0;
        hdr.p4r.contributors = 0;
        hdr.p4r.elem_count = words;
        hdr.udp.length = 8 + P4R_HEADER_BYTES + 4 * words;
        hdr.ipv4.total_len = 20 + 8 + P4R_HEADER_BYTES + 4 * words;
        truncate((bit<32>)(14 + 20 + 8 + P4R_HEADER_BYTES) + 4 * (bit<32>)words);
        meta.reply = REPLY_UNICAST;
        std.egress_spec = std.ingress_port;
    }

    apply {
        if (meta.p4r_port == 0) {
            forwarder.apply(hdr, meta, std);
            return;
        }
        p4r_stats.count(P4R_CNT_RECEIVED);
        drop_sim.apply();
        nack_limit.apply();
        bit<16> draw;
        random(draw, 16w0, 16w0xFFFF);
        if (draw < drop_ingress) {
            p4r_stats.count(P4R_CNT_DROPPED_INGRESS);
            mark_to_drop(std);
            return;
        }
        verdict_t verdict;
        admission.apply(hdr, meta, std, verdict);
        verdict_t outcome = verdict;
        bool completed = false;
        bool resend = false;
        bit<64> bitmap = 0;
        if (verdict == ADMIT) {
            aggregator.apply(hdr, meta, outcome, completed, resend, bitmap);
        }
        p4r_stats.count((bit<32>)outcome);

        // Refusals the worker can fix are NACKed to a registered sender, rate-limited.
        bool fixable = outcome == P4R_CNT_REJECTED_LENGTH || outcome == P4R_CNT_REJECTED_SPOOFED
            || outcome == P4R_CNT_REJECTED_SESSION || outcome == P4R_CNT_REJECTED_SLOT
            || outcome == P4R_CNT_REJECTED_REJOIN;
        if (fixable && meta.registered) {
            bit<32> w = (bit<32>)meta.worker_index;
            bit<48> last;
            reg_nack_at.read(last, w);
            bit<48> now = std.ingress_global_timestamp;
            if (nack_interval == 0 || last == 0 || now - last >= nack_interval) {
                reg_nack_at.write(w, now);
                p4r_stats.count(P4R_CNT_NACKS);
                bit<32> detail = 0;
                if (outcome == P4R_CNT_REJECTED_LENGTH) {
                    detail = P4R_ELEMS;
                } else if (outcome == P4R_CNT_REJECTED_SLOT) {
                    detail = meta.slot_count;
                } else if (outcome == P4R_CNT_REJECTED_SPOOFED) {
                    detail = meta.job_id ++ meta.rank;
                }
                // job_id, rank, session, slot, seq and the set bit echoed (the refused
                // packet's); exponent, OVERFLOW, POISON and contributors zero.
                answer_with(P4R_MSG_NACK, P4R_NACK_WORDS);
                hdr.nack.setValid();
                hdr.nack.reason = (bit<32>)outcome;
                hdr.nack.detail = detail;
                return;
            }
        }
        if (verdict != ADMIT) {
            mark_to_drop(std);
            return;
        }
        if (outcome == P4R_CNT_JOINS) {
            answer_with(P4R_MSG_JOIN_ACK, P4R_JOIN_ACK_WORDS);
            hdr.p4r.flags = 0;
            hdr.p4r.session = meta.session;
            hdr.join_ack.setValid();
            hdr.join_ack.elems = P4R_ELEMS;
            hdr.join_ack.slot_count = meta.slot_count;
            hdr.join_ack.num_workers = (bit<32>)meta.world_size;
            if (meta.has_uplink) {
                // A leaf: the ranks it aggregates itself (its STATUS bitmaps hold those).
                hdr.p4r.contributors = meta.num_workers;
            }
            return;
        }
        reply_to_sender();
        hdr.packet_out.setInvalid();
        if (outcome == P4R_CNT_RESETS) {
            hdr.p4r.msg_type = P4R_MSG_RESET_ACK;
            hdr.p4r.flags = 0;
            hdr.p4r.exponent = 0;
            hdr.p4r.contributors = 0;
            meta.reply = REPLY_TO_CPU;
            std.egress_spec = CPU_PORT;
        } else if (outcome == P4R_CNT_FINALS_RECEIVED) {
            // A leaf: the spine's result, to the local job's workers.
            hdr.p4r.job_id = meta.job_id;
            hdr.p4r.session = meta.session;
            meta.reply = REPLY_MULTICAST;
            std.mcast_grp = meta.mcast_grp;
        } else if ((completed || resend) && meta.has_uplink) {
            // A leaf: its partial sum, a CONTRIB of the spine job, out of the uplink.
            if (completed) {
                p4r_stats.count(P4R_CNT_COMPLETED);
            } else {
                worker_retransmits.count((bit<32>)meta.worker_index);
                // and STATUS to the worker: a clone of its CONTRIB, rewritten in egress
                meta.status_bitmap = bitmap;
                meta.status_flags = hdr.p4r.flags;
                meta.status_exponent = hdr.p4r.exponent;
                meta.status_count = hdr.p4r.contributors;
                clone_preserving_field_list(CloneType.I2E,
                    P4R_STATUS_CLONE_BASE + (bit<32>)std.ingress_port, P4R_FL_STATUS);
            }
            hdr.p4r.msg_type = P4R_MSG_CONTRIB;
            hdr.p4r.job_id = meta.up_job;
            hdr.p4r.rank = meta.up_rank;
            hdr.p4r.session = meta.up_session;
            hdr.ethernet.dst_addr = meta.up_mac;
            hdr.ipv4.dst_addr = meta.up_ip;
            hdr.udp.dst_port = meta.up_udp_port;
            meta.reply = REPLY_UPLINK;
            std.egress_spec = meta.up_port;
        } else if (completed) {
            p4r_stats.count(P4R_CNT_COMPLETED);
            hdr.p4r.msg_type = P4R_MSG_RESULT;
            meta.reply = REPLY_MULTICAST;
            std.mcast_grp = meta.mcast_grp;
        } else if (outcome == P4R_CNT_DUP_ANSWERED) {
            worker_retransmits.count((bit<32>)meta.worker_index);
            hdr.p4r.msg_type = P4R_MSG_RESULT;
            meta.reply = REPLY_UNICAST;
            std.egress_spec = std.ingress_port;
        } else if (outcome == P4R_CNT_DUP_PENDING) {
            worker_retransmits.count((bit<32>)meta.worker_index);
            hdr.p4r.msg_type = P4R_MSG_STATUS;
            hdr.p4r.elem_count = P4R_STATUS_WORDS;
            hdr.vals.setInvalid();
            hdr.udp.length = 8 + P4R_STATUS_BYTES;
            hdr.ipv4.total_len = 20 + 8 + P4R_STATUS_BYTES;
            meta.reply = REPLY_UNICAST;
            std.egress_spec = std.ingress_port;
        } else {
            if (outcome == P4R_CNT_STALE) {
                worker_retransmits.count((bit<32>)meta.worker_index);
            }
            mark_to_drop(std);  // absorbed, stale, or a rejected reset
        }
    }
}

#endif
