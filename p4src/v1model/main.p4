// p4reduce for BMv2 (v1model): in-network aggregation of int32 vectors.
// Wiring only; the parts live in one file each.  Build: make -C p4src
#include "types.p4"
#include "parser.p4"
#include "ingress.p4"
#include "egress.p4"

control P4rVerifyChecksum(inout headers_t hdr, inout metadata_t meta) {
    apply {}
}

control P4rComputeChecksum(inout headers_t hdr, inout metadata_t meta) {
    apply {
        update_checksum(
            hdr.ipv4.isValid(),
            { hdr.ipv4.version, hdr.ipv4.ihl, hdr.ipv4.diffserv, hdr.ipv4.total_len,
              hdr.ipv4.identification, hdr.ipv4.flags, hdr.ipv4.frag_offset, hdr.ipv4.ttl,
              hdr.ipv4.protocol, hdr.ipv4.src_addr, hdr.ipv4.dst_addr },
            hdr.ipv4.hdr_checksum,
            HashAlgorithm.csum16);
    }
}

control P4rDeparser(packet_out pkt, in headers_t hdr) {
    apply {
        pkt.emit(hdr.packet_in);
        pkt.emit(hdr.ethernet);
        pkt.emit(hdr.arp);
        pkt.emit(hdr.ipv4);
        pkt.emit(hdr.udp);
        pkt.emit(hdr.p4r);
        pkt.emit(hdr.status);
        pkt.emit(hdr.join_ack);
        pkt.emit(hdr.nack);
        pkt.emit(hdr.vals);
    }
}

V1Switch(
    P4rParser(),
    P4rVerifyChecksum(),
    P4rIngress(),
    P4rEgress(),
    P4rComputeChecksum(),
    P4rDeparser()
) main;
