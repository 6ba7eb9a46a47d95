// Ordinary traffic: L2 forwarding on the destination MAC (flood through a multicast
// group for broadcast and unknown addresses) and ARP answers for the switch's address.
#ifndef P4R_V1_FORWARD_P4
#define P4R_V1_FORWARD_P4

control Forwarder(inout headers_t hdr, inout metadata_t meta, inout standard_metadata_t std) {
    action forward(port_t port) {
        std.egress_spec = port;
    }
    action flood(bit<16> group) {
        std.mcast_grp = group;
        meta.flood = 1;
    }
    action drop() {
        mark_to_drop(std);
    }
    table l2_forward {
        key = { hdr.ethernet.dst_addr: exact @name("dst_addr"); }
        actions = { forward; flood; drop; }
        default_action = drop();
        size = 1024;
    }

    // Answer "who has <switch IP>" with the switch's MAC, out of the ingress port.
    action arp_reply(mac_addr_t mac) {
        ipv4_addr_t asker = hdr.arp.spa;
        hdr.ethernet.dst_addr = hdr.ethernet.src_addr;
        hdr.ethernet.src_addr = mac;
        hdr.arp.oper = ARP_OP_REPLY;
        hdr.arp.tha = hdr.arp.sha;
        hdr.arp.sha = mac;
        hdr.arp.spa = hdr.arp.tpa;
        hdr.arp.tpa = asker;
        std.egress_spec = std.ingress_port;
    }
    table arp_responder {
        key = { hdr.arp.tpa: exact @name("target_ip"); }
        actions = { arp_reply; NoAction; }
        default_action = NoAction();
        size = 64;
    }

    apply {
        if (hdr.packet_out.isValid()) {
            mark_to_drop(std);  // the controller only sends RESETs
        } else if (hdr.arp.isValid() && hdr.arp.oper == ARP_OP_REQUEST
                   && arp_responder.apply().hit) {
            // answered
        } else if (hdr.ethernet.isValid()) {
            l2_forward.apply();
        }
    }
}

#endif
