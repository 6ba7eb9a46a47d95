// TNA egress: per-replica rewrite of multicast results, egress drop simulator, the
// NACK count.
#ifndef P4R_TNA_EGRESS_P4
#define P4R_TNA_EGRESS_P4

control P4rEgress(inout headers_t hdr, inout eg_meta_t meta,
                  in egress_intrinsic_metadata_t eg_intr_md,
                  in egress_intrinsic_metadata_from_parser_t eg_prsr_md,
                  inout egress_intrinsic_metadata_for_deparser_t eg_dprsr_md,
                  inout egress_intrinsic_metadata_for_output_port_t eg_oport_md) {
    Counter<bit<64>, bit<8>>(P4R_NUM_COUNTERS, CounterType_t.PACKETS) p4r_egress_stats;
    Random<bit<16>>() rng;

    action set_dest(mac_addr_t dst_mac, ipv4_addr_t dst_ip, bit<16> dst_port) {
        hdr.ethernet.dst_addr = dst_mac;
        hdr.ipv4.dst_addr = dst_ip;
        hdr.udp.dst_port = dst_port;
    }
    table result_dest {
        key = {
            hdr.bridge.job_id: exact @name("job_id");
            eg_intr_md.egress_rid: exact @name("rank");
        }
        actions = { set_dest; NoAction; }
        default_action = NoAction();
        size = 1024;
    }

    apply {
#ifdef P4R_TESTGEN
        return;  // testgen.p4: P4Testgen's model misreads the bridged header in the egress
#endif
        if (hdr.bridge.reply == REPLY_NONE) {
            return;
        }
        if (hdr.bridge.reply == REPLY_UNICAST && hdr.p4r.msg_type == P4R_MSG_NACK) {
            // Counted here (p4r_stats counted the refusal) and never drawn by the drop
            // simulator: one count per packet and gress.
            p4r_egress_stats.count(P4R_CNT_NACKS);
            return;
        }
        meta.rnd = (bit<32>)rng.get();
        meta.rnd = meta.rnd - (bit<32>)hdr.bridge.drop_egress;  // negative: drop
        if (meta.rnd[31:31] == 1) {
            p4r_egress_stats.count(P4R_CNT_DROPPED_EGRESS);
            eg_dprsr_md.drop_ctl = 1;
            return;
        }
        if (hdr.bridge.reply == REPLY_TO_CPU) {  // a RESET_ACK: packet-in to the controller
            hdr.packet_in.setValid();
            hdr.packet_in.ingress_port = P4R_CPU_PORT;  // where its RESET came from
            hdr.packet_in._pad = 0;
        }
        if (hdr.bridge.reply == REPLY_MULTICAST) {
            result_dest.apply();
            hdr.p4r.rank = eg_intr_md.egress_rid;
        }
        if (hdr.p4r.isValid() && hdr.p4r.msg_type == P4R_MSG_RESULT) {
            p4r_egress_stats.count(P4R_CNT_RESULTS_SENT);
        }
    }
}

#endif
