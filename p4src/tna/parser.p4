// TNA parsers and deparsers.
#ifndef P4R_TNA_PARSER_P4
#define P4R_TNA_PARSER_P4

parser P4rIngressParser(packet_in pkt, out headers_t hdr, out ig_meta_t meta,
                        out ingress_intrinsic_metadata_t ig_intr_md) {
    state start {
        pkt.extract(ig_intr_md);
        pkt.advance(PORT_METADATA_SIZE);
        meta.forward = 0;
        meta.registered = 0;
        meta.job_hit = 0;
        meta.rank_ok = 0;
        meta.nack = 0;
        meta.kind = 0;
        meta.state = 0;
        meta.idx = 0;
        meta.job_id = 0;
        meta.rank = 0;
        meta.worker_index = 0;
        meta.job_diff = 0;
        meta.rank_diff = 0;
        meta.session = 0;
        meta.session_diff = 0;
        meta.slot_count = 0;
        meta.slot_left = 0;
        meta.num_workers = 0;
        meta.mcast_grp = 0;
        meta.rnd = 0;
        meta.drop_ingress = 0;
        meta.drawn = 0;
        meta.now = 0;
        meta.nack_next = 0;
        meta.rejoin = 0;
        meta.nack_ok = 0;
        meta.me = 0;
        meta.seen = 0;
        meta.round = 0;
        meta.op = 0;
        meta.pass = 0;
        meta.count = 0;
        meta.missing = 0;
        meta.retransmit = 0;
        meta.completes = 0;
        meta.cnt = NO_COUNT;
        transition select(ig_intr_md.ingress_port) {
            P4R_CPU_PORT: parse_packet_out;
            P4R_RECIRC_PORT: from_recirculation;
            default: from_port;
        }
    }
    state parse_packet_out {
        meta.recirc = 0;
        meta.from_cpu = 1;
        pkt.extract(hdr.packet_out);
        transition parse_ethernet;
    }
    state from_recirculation {  // a second pass, if msg_type says so (P4R_SECOND_PASS)
        meta.recirc = 1;
        meta.from_cpu = 0;
        transition parse_ethernet;
    }
    state from_port {
        meta.recirc = 0;
        meta.from_cpu = 0;
        transition parse_ethernet;
    }
    state parse_ethernet {
        pkt.extract(hdr.ethernet);
        transition select(hdr.ethernet.ether_type) {
            ETHERTYPE_IPV4: parse_ipv4;
            ETHERTYPE_ARP: parse_arp;
            default: accept;
        }
    }
    state parse_arp {
        pkt.extract(hdr.arp);
        transition accept;
    }
    state parse_ipv4 {
        pkt.extract(hdr.ipv4);
        transition select(hdr.ipv4.ihl, hdr.ipv4.frag_offset, hdr.ipv4.protocol) {
            (5, 0, IP_PROTO_UDP): parse_udp;
            default: accept;
        }
    }
    state parse_udp {
        pkt.extract(hdr.udp);
        transition select(hdr.udp.dst_port) {
            P4R_UDP_PORT: parse_p4r;
            default: accept;
        }
    }
    state parse_p4r {
        pkt.extract(hdr.p4r);
        // The set's half of the registers.  A RESET clears both sets of its slot: set 0
        // on its first pass, whatever its SET flag, set 1 on its second (flags SET).
        transition select(hdr.p4r.msg_type, hdr.p4r.flags[0:0]) {
            (P4R_MSG_RESET, _): parse_set0;
            (_, 1): parse_set1;
            default: parse_set0;
        }
    }
    state parse_set0 {
        meta.set_base = 0;
        transition parse_payload;
    }
    state parse_set1 {
        meta.set_base = P4R_SLOTS;
        transition parse_payload;
    }
    state parse_payload {
        transition select(hdr.p4r.elem_count) {
            P4R_ELEMS: parse_values;
            default: accept;
        }
    }
    state parse_values {
        pkt.extract(hdr.vals);
        transition accept;
    }
}

control P4rIngressDeparser(packet_out pkt, inout headers_t hdr, in ig_meta_t meta,
                           in ingress_intrinsic_metadata_for_deparser_t ig_dprsr_md) {
    Checksum() ipv4_checksum;
    apply {
        if (hdr.ipv4.isValid()) {
            hdr.ipv4.hdr_checksum = ipv4_checksum.update({
                hdr.ipv4.version, hdr.ipv4.ihl, hdr.ipv4.diffserv, hdr.ipv4.total_len,
                hdr.ipv4.identification, hdr.ipv4.flags, hdr.ipv4.frag_offset, hdr.ipv4.ttl,
                hdr.ipv4.protocol, hdr.ipv4.src_addr, hdr.ipv4.dst_addr});
        }
        pkt.emit(hdr);
    }
}

// The egress parser reads headers only: the bridge and, for the switch's own answers
// (bridge.reply != REPLY_NONE, always Ethernet/IPv4/UDP/p4reduce), the four headers the
// egress rewrites.  The payload (values, STATUS bitmap) is not parsed: the deparser
// emits the headers and the rest of the packet follows unchanged.  So the longest
// path is 5 + 14 + 20 + 8 + 24 bytes, well within Tofino 1's egress parse depth
// (160 bytes), and the egress needs no PHV for the K payload words.
parser P4rEgressParser(packet_in pkt, out headers_t hdr, out eg_meta_t meta,
                       out egress_intrinsic_metadata_t eg_intr_md) {
    state start {
        pkt.extract(eg_intr_md);
        pkt.extract(hdr.bridge);
        P4R_TG_EGRESS_PARSE
        transition select(P4R_TG_REPLY(hdr.bridge.reply)) {
            REPLY_NONE: accept;  // forwarded traffic, recirculation: carried through
            default: parse_answer;
        }
    }
    state parse_answer {
        pkt.extract(hdr.ethernet);
        pkt.extract(hdr.ipv4);
        pkt.extract(hdr.udp);
        pkt.extract(hdr.p4r);
        transition accept;
    }
}

control P4rEgressDeparser(packet_out pkt, inout headers_t hdr, in eg_meta_t meta,
                          in egress_intrinsic_metadata_for_deparser_t eg_dprsr_md) {
    Checksum() ipv4_checksum;
    apply {
        if (hdr.ipv4.isValid()) {
            hdr.ipv4.hdr_checksum = ipv4_checksum.update({
                hdr.ipv4.version, hdr.ipv4.ihl, hdr.ipv4.diffserv, hdr.ipv4.total_len,
                hdr.ipv4.identification, hdr.ipv4.flags, hdr.ipv4.frag_offset, hdr.ipv4.ttl,
                hdr.ipv4.protocol, hdr.ipv4.src_addr, hdr.ipv4.dst_addr});
        }
        P4R_TG_EGRESS_EMIT
        pkt.emit(hdr.packet_in);
        pkt.emit(hdr.ethernet);
        pkt.emit(hdr.ipv4);
        pkt.emit(hdr.udp);
        pkt.emit(hdr.p4r);
    }
}

#endif
