// Parser: Ethernet, then ARP or IPv4/UDP; UDP to the aggregation port carries p4r_h
// and, for K words, the values.  A parser error (packet too short) leaves later
// headers invalid and reaches ingress, which counts and drops the packet.
#ifndef P4R_V1_PARSER_P4
#define P4R_V1_PARSER_P4

parser P4rParser(packet_in pkt, out headers_t hdr, inout metadata_t meta,
                 inout standard_metadata_t std) {
    state start {
        transition select(std.ingress_port) {
            CPU_PORT: parse_packet_out;
            default: parse_ethernet;
        }
    }
    state parse_packet_out {
        pkt.extract(hdr.packet_out);
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
            (5, 0, IP_PROTO_UDP): parse_udp;  // no options, first fragment
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

#endif
