// Headers shared by the v1model and TNA programs.  Byte layout: docs/protocol.md.
#ifndef P4R_HEADERS_P4
#define P4R_HEADERS_P4

#include "constants.p4"
#include "elems.p4"

typedef bit<48> mac_addr_t;
typedef bit<32> ipv4_addr_t;

const bit<16> ETHERTYPE_IPV4 = 0x0800;
const bit<16> ETHERTYPE_ARP = 0x0806;
const bit<8> IP_PROTO_UDP = 17;
const bit<16> ARP_OP_REQUEST = 1;
const bit<16> ARP_OP_REPLY = 2;

header ethernet_h {
    mac_addr_t dst_addr;
    mac_addr_t src_addr;
    bit<16> ether_type;
}

header arp_h {  // Ethernet/IPv4 ARP only
    bit<16> htype;
    bit<16> ptype;
    bit<8> hlen;
    bit<8> plen;
    bit<16> oper;
    mac_addr_t sha;
    ipv4_addr_t spa;
    mac_addr_t tha;
    ipv4_addr_t tpa;
}

header ipv4_h {
    bit<4> version;
    bit<4> ihl;
    bit<8> diffserv;
    bit<16> total_len;
    bit<16> identification;
    bit<3> flags;
    bit<13> frag_offset;
    bit<8> ttl;
    bit<8> protocol;
    bit<16> hdr_checksum;
    ipv4_addr_t src_addr;
    ipv4_addr_t dst_addr;
}

header udp_h {
    bit<16> src_port;
    bit<16> dst_port;
    bit<16> length;
    bit<16> checksum;
}

// The p4reduce header, 24 bytes.
header p4r_h {
    bit<16> magic;
    bit<8> version;
    bit<8> msg_type;
    bit<16> job_id;
    bit<16> rank;
    bit<32> session;
    bit<16> slot;
    bit<8> flags;
    bit<8> exponent;
    bit<32> seq;
    bit<16> elem_count;
    bit<16> contributors;
}

// K int32 values (two's complement, big-endian) of a CONTRIB or RESULT.
#define P4R_VALUE_FIELD(name, i) bit<32> name;
header p4r_values_h {
    P4R_FOR_EACH_ELEM(P4R_VALUE_FIELD)
}

// The payload of a STATUS: the 64-bit contributor bitmap, high word first.
header p4r_status_h {
    bit<64> bitmap;
}

// The payload of a JOIN_ACK: the switch's K, the job's slot count and worker count.
header p4r_join_ack_h {
    bit<32> elems;
    bit<32> slot_count;
    bit<32> num_workers;
}

// The payload of a NACK: the refusal's counter index and a detail word.
header p4r_nack_h {
    bit<32> reason;
    bit<32> detail;
}

// UDP payload lengths of the packets the switch accepts and sends.
#define P4R_CONTRIB_BYTES (P4R_HEADER_BYTES + 4 * P4R_ELEMS)
#define P4R_STATUS_BYTES (P4R_HEADER_BYTES + 4 * P4R_STATUS_WORDS)
#define P4R_JOIN_ACK_BYTES (P4R_HEADER_BYTES + 4 * P4R_JOIN_ACK_WORDS)
#define P4R_NACK_BYTES (P4R_HEADER_BYTES + 4 * P4R_NACK_WORDS)

#endif
