// TNA parsers and deparsers.
#ifndef P4R_TNA_PARSER_P4
#define P4R_TNA_PARSER_P4

parser P4rIngressParser(packet_in pkt, out headers_t hdr, out ig_meta_t meta,
                        out ingress_intrinsic_metadata_t ig_intr_md) {
    state start {
        pkt.extract(ig_intr_md);
        pkt.advance(PORT_METADATA_SIZE);
        meta = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
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
        meta.p4r_port = 1;
        pkt.extract(hdr.p4r);
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

parser P4rEgressParser(packet_in pkt, out headers_t hdr, out eg_meta_t meta,
                       out egress_intrinsic_metadata_t eg_intr_md) {
    state start {
        pkt.extract(eg_intr_md);
        pkt.extract(hdr.bridge);
        pkt.extract(hdr.ethernet);
        transition select(hdr.ethernet.ether_type) {
            ETHERTYPE_IPV4: parse_ipv4;
            default: accept;
        }
    }
    state parse_ipv4 {
        pkt.extract(hdr.ipv4);
        transition select(hdr.ipv4.protocol) {
            IP_PROTO_UDP: parse_udp;
            default: accept;
        }
    }
    state parse_udp {
        pkt.extract(hdr.udp);
        transition select(hdr.udp.dst_port, hdr.udp.src_port) {
            (_, P4R_UDP_PORT): parse_p4r;  // the switch's own answers
            default: accept;
        }
    }
    state parse_p4r {
        pkt.extract(hdr.p4r);
        transition select(hdr.p4r.msg_type) {
            P4R_MSG_STATUS: parse_status;
            P4R_MSG_RESULT: parse_values;
            default: accept;
        }
    }
    state parse_status {
        pkt.extract(hdr.status);
        transition accept;
    }
    state parse_values {
        pkt.extract(hdr.vals);
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
        pkt.emit(hdr.ethernet);
        pkt.emit(hdr.ipv4);
        pkt.emit(hdr.udp);
        pkt.emit(hdr.p4r);
        pkt.emit(hdr.status);
        pkt.emit(hdr.vals);
    }
}

#endif
