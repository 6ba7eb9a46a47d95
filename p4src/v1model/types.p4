// v1model-specific types: the header stack, metadata and controller headers.
#ifndef P4R_V1_TYPES_P4
#define P4R_V1_TYPES_P4

#include <core.p4>
#include <v1model.p4>
#include "../common/headers.p4"

#ifndef P4R_SLOTS
#define P4R_SLOTS 1024  // slots in the switch; registers hold 2 sets x K words each
#endif
#ifndef P4R_CPU_PORT
#define P4R_CPU_PORT 510  // simple_switch_grpc --cpu-port (not 0, not 511)
#endif
#define P4R_WORKER_ENTRIES 1024  // worker table size (and per-worker counters, join state)
#define P4R_JOB_ENTRIES 256

typedef bit<9> port_t;
const port_t CPU_PORT = P4R_CPU_PORT;

// A leaf's STATUS to a worker while the leaf waits for the spine (docs/protocol.md, "Two
// levels"): the original packet becomes the partial out of the uplink; an I2E clone of
// the worker's CONTRIB, through clone session P4R_STATUS_CLONE_BASE + its ingress port,
// becomes the STATUS in egress, from the fields of field list P4R_FL_STATUS.  The
// controller installs one clone session per host port (controller/jobs.py,
// STATUS_CLONE_SESSION_BASE).
#define P4R_STATUS_CLONE_BASE 1
#define P4R_FL_STATUS 1
const bit<32> INSTANCE_INGRESS_CLONE = 1;  // BMv2's standard_metadata.instance_type

@controller_header("packet_in")
header packet_in_h {
    port_t ingress_port;
    bit<7> _pad;
}

@controller_header("packet_out")
header packet_out_h {
    port_t egress_port;  // unused: packet-outs are RESETs for the pipeline
    bit<7> _pad;
}

struct headers_t {
    packet_in_h packet_in;
    packet_out_h packet_out;
    ethernet_h ethernet;
    arp_h arp;
    ipv4_h ipv4;
    udp_h udp;
    p4r_h p4r;
    p4r_status_h status;
    p4r_join_ack_h join_ack;
    p4r_nack_h nack;
    p4r_values_h vals;
}

// What kind of packet leaves through egress.
typedef bit<3> reply_t;
const reply_t REPLY_NONE = 0;
const reply_t REPLY_MULTICAST = 1;  // a completed result, one copy per worker
const reply_t REPLY_UNICAST = 2;  // a RESULT, STATUS, JOIN_ACK or NACK back to its sender
const reply_t REPLY_TO_CPU = 3;  // a RESET_ACK to the controller
const reply_t REPLY_UPLINK = 4;  // a leaf's partial aggregate, out of the uplink port

struct metadata_t {
    bit<1> p4r_port;  // the parser saw UDP to P4R_UDP_PORT
    bit<1> flood;  // ordinary traffic flooded: prune the ingress port in egress
    reply_t reply;
    bit<16> job_id;  // from the worker table, never from the packet
    bit<16> rank;
    bit<16> worker_index;
    bool registered;  // the sender is in the worker table
    bit<32> session;  // the job's current session, from the jobs table
    bit<32> slot_base;
    bit<32> slot_count;
    bit<16> num_workers;
    bit<16> mcast_grp;
    @field_list(P4R_FL_STATUS)
    bit<16> drop_egress;  // drop threshold out of 65536
    // Two levels (docs/protocol.md, "Two levels"): a leaf job's uplink (uplinks table),
    // or a RESULT/STATUS admitted from the spine of a leaf job (spines table).
    bool has_uplink;
    bool from_spine;
    port_t up_port;
    mac_addr_t up_mac;
    ipv4_addr_t up_ip;
    bit<16> up_udp_port;
    bit<16> up_job;
    bit<16> up_rank;
    bit<32> up_session;
    bit<16> world_size;  // JOIN_ACK's worker count: the whole two-level job's
    // A leaf's STATUS (the I2E clone): the set's bitmap, flags, exponent and count.
    @field_list(P4R_FL_STATUS)
    bit<64> status_bitmap;
    @field_list(P4R_FL_STATUS)
    bit<8> status_flags;
    @field_list(P4R_FL_STATUS)
    bit<8> status_exponent;
    @field_list(P4R_FL_STATUS)
    bit<16> status_count;
}

// Verdicts of admission and outcomes of the state machine are p4r_stats indices.
typedef bit<8> verdict_t;
const verdict_t ADMIT = 0xFF;

#endif
