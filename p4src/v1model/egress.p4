// Egress: per-replica rewrite of multicast results (one copy per worker, addressed
// to it and carrying its rank), the egress drop simulator, packet-in for the CPU.
#ifndef P4R_V1_EGRESS_P4
#define P4R_V1_EGRESS_P4

control P4rEgress(inout headers_t hdr, inout metadata_t meta, inout standard_metadata_t std) {
    counter(P4R_NUM_COUNTERS, CounterType.packets) p4r_egress_stats;

    action set_dest(mac_addr_t dst_mac, ipv4_addr_t dst_ip, bit<16> dst_port) {
        hdr.ethernet.dst_addr = dst_mac;
        hdr.ipv4.dst_addr = dst_ip;
        hdr.udp.dst_port = dst_port;
    }
    table result_dest {
        key = {
            meta.job_id: exact @name("job_id");
            std.egress_rid: exact @name("rank");
        }
        actions = { set_dest; NoAction; }
        default_action = NoAction();
        size = P4R_WORKER_ENTRIES;
    }

    apply {
        if (meta.reply == REPLY_NONE) {
            if (meta.flood == 1 && std.egress_port == std.ingress_port) {
                mark_to_drop(std);  // no flood copy back where it came from
            }
            return;
        }
        bit<16> draw;
        random(draw, 16w0, 16w0xFFFF);
        if (draw < meta.drop_egress) {
            p4r_egress_stats.count(P4R_CNT_DROPPED_EGRESS);
            mark_to_drop(std);
            return;
        }
        if (meta.reply == REPLY_MULTICAST) {
            result_dest.apply();
            hdr.p4r.rank = std.egress_rid;
        } else if (meta.reply == REPLY_TO_CPU) {
            hdr.packet_in.setValid();
            hdr.packet_in.ingress_port = std.ingress_port;
        }
        if (hdr.p4r.msg_type == P4R_MSG_RESULT) {
            p4r_egress_stats.count(P4R_CNT_RESULTS_SENT);
        } else if (meta.reply == REPLY_UPLINK) {
            p4r_egress_stats.count(P4R_CNT_PARTIALS_SENT);
        }
    }
}

#endif
