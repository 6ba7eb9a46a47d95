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
        if (std.instance_type == INSTANCE_INGRESS_CLONE) {
            // A leaf's STATUS to a worker while the leaf waits for the spine: the I2E
            // clone of the worker's CONTRIB (ingress re-sent the partial), answered to
            // its sender (inline, not an action: the P4Info stays as it is).
            mac_addr_t mac = hdr.ethernet.dst_addr;
            ipv4_addr_t ip = hdr.ipv4.dst_addr;
            hdr.ethernet.dst_addr = hdr.ethernet.src_addr;
            hdr.ethernet.src_addr = mac;
            hdr.ipv4.dst_addr = hdr.ipv4.src_addr;
            hdr.ipv4.src_addr = ip;
            hdr.ipv4.ttl = 64;
            hdr.udp.dst_port = hdr.udp.src_port;
            hdr.udp.src_port = P4R_UDP_PORT;
            hdr.udp.checksum = 0;
            hdr.p4r.msg_type = P4R_MSG_STATUS;
            hdr.p4r.flags = meta.status_flags;
            hdr.p4r.exponent = meta.status_exponent;
            hdr.p4r.contributors = meta.status_count;
            hdr.p4r.elem_count = P4R_STATUS_WORDS;
            hdr.vals.setInvalid();
            hdr.status.setValid();
            hdr.status.bitmap = meta.status_bitmap;
            hdr.udp.length = 8 + P4R_STATUS_BYTES;
            hdr.ipv4.total_len = 20 + 8 + P4R_STATUS_BYTES;
            meta.reply = REPLY_UNICAST;
        }
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
