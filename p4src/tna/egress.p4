// TNA egress: per-replica rewrite of multicast results, the egress drop simulator, the
// counts of what leaves (NACKs, RESULTs, drops).
#ifndef P4R_TNA_EGRESS_P4
#define P4R_TNA_EGRESS_P4

// No 32-bit PHV container in the egress: a Tofino 1 gives containers to a gress in
// groups, and a single 32-bit one here would keep 16 from the ingress, which needs
// every one of them for K = 64 (docs/tofino.md, "PHV").
@pa_container_size("egress", "hdr.ethernet.dst_addr", 16)
@pa_container_size("egress", "hdr.ipv4.dst_addr", 16)
@pa_container_size("egress", "hdr.bridge.job_id", 16)
@pa_container_size("egress", "hdr.bridge.reply", 8)
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
    action no_dest() { P4R_TG_NOT_TAKEN }  // none: the controller writes every rank's
    table result_dest {
        key = {
            hdr.bridge.job_id: exact @name("job_id");
            P4R_TG_RID(eg_intr_md.egress_rid): exact @name("rank");
        }
        actions = { set_dest; no_dest; }
        default_action = no_dest();
        size = 1024;
    }

    // Drop with probability drop_egress / 65536: the threshold less a uniform 16-bit
    // number, saturated at 0, is non-zero exactly when the number is below it.  Two
    // tables, so that the number is a PHV field when it is subtracted, and the result
    // one when the condition below reads it.
    action draw(P4R_TG_PARAM(bit<16>, tg_draw)) {
        meta.rnd = P4R_TG_CHOSEN(rng.get(), tg_draw);
    }
    table egress_random {
        actions = { draw; }
        default_action = draw(P4R_TG_DEFAULT);
        size = 1;
    }
    action draw_drop() { meta.drawn = hdr.bridge.drop_egress |-| meta.rnd; }
    table drop_draw {
        actions = { draw_drop; }
        default_action = draw_drop();
        size = 1;
    }

    // A RESET_ACK's packet-in header: where its RESET came from, the CPU port.  A
    // table's action, not assignments of constants: bf-p4c 9.13.4 for Tofino 2 puts a
    // constant header in the deparser, in a container the assembler refuses
    // ("Invalid register slice - B16[15:7]").
    action add_packet_in(PortId_t port) {
        hdr.packet_in.setValid();
        hdr.packet_in.ingress_port = port;
        hdr.packet_in._pad = 0;
    }
    table packet_in_header {
        actions = { add_packet_in; }
        default_action = add_packet_in(P4R_CPU_PORT);
        size = 1;
    }

    apply {
        if (hdr.bridge.reply == REPLY_UNICAST && hdr.p4r.msg_type == P4R_MSG_NACK) {
            // Counted here (p4r_stats counted the refusal) and never drawn by the drop
            // simulator: one count per packet and gress.
            P4R_COUNT(p4r_egress_stats, P4R_CNT_NACKS)
        } else if (hdr.bridge.reply != REPLY_NONE) {  // the switch's own answers
            egress_random.apply();
            drop_draw.apply();
            P4R_TG_EGRESS_DRAWN
            if (meta.drawn != 0) {
                P4R_COUNT(p4r_egress_stats, P4R_CNT_DROPPED_EGRESS)
                eg_dprsr_md.drop_ctl = 1;
            } else {
                if (hdr.bridge.reply == REPLY_TO_CPU) {  // a RESET_ACK: a packet-in
                    packet_in_header.apply();
                }
                if (hdr.bridge.reply == REPLY_MULTICAST) {
                    result_dest.apply();
                    hdr.p4r.rank = P4R_TG_RID(eg_intr_md.egress_rid);
                }
                if (hdr.p4r.isValid() && hdr.p4r.msg_type == P4R_MSG_RESULT) {
                    P4R_COUNT(p4r_egress_stats, P4R_CNT_RESULTS_SENT)
                }
            }
        }
        P4R_TG_EGRESS_END
    }
}

#endif
