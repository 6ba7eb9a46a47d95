// TNA-specific types.  The wire headers are shared with v1model (common/headers.p4).
#ifndef P4R_TNA_TYPES_P4
#define P4R_TNA_TYPES_P4

#include <core.p4>
#include <tna.p4>
#include "../common/headers.p4"

#ifndef P4R_SLOTS
#define P4R_SLOTS 8192  // 2 x 8192 entries of 64 bits: one register per stage on Tofino 1
#endif
#ifndef P4R_RECIRC_PORT
#define P4R_RECIRC_PORT 68  // pipe 0's recirculation port
#endif
#ifndef P4R_CPU_PORT
#define P4R_CPU_PORT 192  // pipe 0's PCIe CPU port on a Tofino 1
#endif

typedef bit<32> idx_t;  // 2 * slot + set
typedef bit<8> verdict_t;
const verdict_t ADMIT = 0xFF;

// Two neighbouring payload words per register entry: each RegisterAction updates
// both lanes and returns one (Tofino returns one value per register per pass).
struct pair_t {
    int<32> lo;
    int<32> hi;
}

// First pass: a contribution.  Second pass (recirculated): read the hi lanes.
const bit<8> P4R_MSG_SECOND_PASS = 0x80;

typedef bit<3> reply_t;
const reply_t REPLY_NONE = 0;
const reply_t REPLY_MULTICAST = 1;
const reply_t REPLY_UNICAST = 2;
const reply_t REPLY_TO_CPU = 3;

// Ingress -> egress metadata, carried in front of the packet through the TM.
header bridge_h {
    bit<16> job_id;
    reply_t reply;
    bit<5> _pad;
    bit<16> drop_egress;
}

struct headers_t {
    bridge_h bridge;
    ethernet_h ethernet;
    arp_h arp;
    ipv4_h ipv4;
    udp_h udp;
    p4r_h p4r;
    p4r_status_h status;
    p4r_values_h vals;
}

struct ig_meta_t {
    bit<1> p4r_port;
    bit<16> rank;
    bit<16> worker_index;
    bit<32> slot_base;
    bit<32> slot_count;
    bit<8> num_workers;
    bit<16> mcast_grp;
    bit<16> drop_ingress;
    idx_t idx;
    bit<32> me;  // this worker's bit (workers 0..31 on Tofino)
    bit<32> seen;  // its bit in the bitmap before this packet
    bit<8> count;
}

struct eg_meta_t {}

#endif
