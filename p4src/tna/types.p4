// TNA-specific types and sizing.  The wire headers are shared with v1model
// (common/headers.p4).
#ifndef P4R_TNA_TYPES_P4
#define P4R_TNA_TYPES_P4

#include <core.p4>
#if __TARGET_TOFINO__ == 2
#include <t2na.p4>
#else
#include <tna.p4>
#endif
#include "../common/headers.p4"

// Slots per pipe.  Each state register holds 2 sets x P4R_SLOTS entries; 2 x 8192
// entries of 64 bits (a value pair) is the largest power of two one stage's stateful
// ALU can address on a Tofino 1 (SwitchML's figure too).
#ifndef P4R_SLOTS
#define P4R_SLOTS 8192
#endif
#if P4R_SLOTS == 1024
#define P4R_SLOT_BITS 10
#elif P4R_SLOTS == 2048
#define P4R_SLOT_BITS 11
#elif P4R_SLOTS == 4096
#define P4R_SLOT_BITS 12
#elif P4R_SLOTS == 8192
#define P4R_SLOT_BITS 13
#else
#error "P4R_SLOTS must be 1024, 2048, 4096 or 8192 on Tofino"
#endif
// Pipe 0's recirculation port and the PCIe CPU port: Tofino 1 68 and 192 (a 2-pipe
// part; 320 on 4-pipe parts: -DP4R_CPU_PORT=320), Tofino 2 6 and 0.
#if __TARGET_TOFINO__ == 2
#define P4R_DEFAULT_RECIRC_PORT 6
#define P4R_DEFAULT_CPU_PORT 0
#else
#define P4R_DEFAULT_RECIRC_PORT 68
#define P4R_DEFAULT_CPU_PORT 192
#endif
#ifndef P4R_RECIRC_PORT
#define P4R_RECIRC_PORT P4R_DEFAULT_RECIRC_PORT
#endif
#ifndef P4R_CPU_PORT
#define P4R_CPU_PORT P4R_DEFAULT_CPU_PORT
#endif
#define P4R_TNA_WORKERS 32  // contributor bitmap lanes: ranks 0..31
#define P4R_TNA_WORKER_ENTRIES 1024  // worker table entries (and per-worker registers)

// A register index: set * P4R_SLOTS + absolute slot.
typedef bit<16> idx_t;
const bit<8> NO_COUNT = 0xFF;  // p4r_stats index meaning "count nothing"

// Two neighbouring payload words per register entry: each RegisterAction updates
// both lanes and returns one (Tofino returns one value per register per pass).
struct pair_t {
    int<32> lo;
    int<32> hi;
}

// A set's contributors (bit = rank) and the round it holds.
struct bitmap_seq_t {
    bit<32> bitmap;
    bit<32> seq;
}

// A set's contribution count and the maximum exponent, in one register (one stateful
// ALU for both: with K = 64 a Tofino 1 has none to spare).
struct count_exp_t {
    bit<8> count;
    bit<8> exponent;
}

// A worker's JOIN state: the session it joined and its nonce.
struct join_t {
    bit<32> session;
    bit<32> nonce;
}

// First pass: a contribution.  Second pass (recirculated): msg_type | SECOND_PASS.
const bit<8> P4R_MSG_SECOND_PASS = 0x80;

typedef bit<3> reply_t;
const reply_t REPLY_NONE = 0;
const reply_t REPLY_MULTICAST = 1;
const reply_t REPLY_UNICAST = 2;
const reply_t REPLY_TO_CPU = 3;

@controller_header("packet_in")
header packet_in_h {
    bit<9> ingress_port;
    bit<7> _pad;
}

@controller_header("packet_out")
header packet_out_h {
    bit<9> egress_port;  // unused: packet-outs are RESETs for the pipeline
    bit<7> _pad;
}

// Ingress -> egress metadata, carried in front of the packet through the TM.
header bridge_h {
    bit<16> job_id;
    reply_t reply;
    bit<5> _pad;
    bit<16> drop_egress;
}

// The STATUS payload (common/headers.p4's p4r_status_h) as two words: Tofino fills
// the low one (workers 0..31) from a 32-bit register.
header p4r_status_words_h {
    bit<32> bitmap_hi;
    bit<32> bitmap_lo;
}

// The NACK payload (common/headers.p4's p4r_nack_h) with the detail word in halves:
// a spoofed sender's detail is the table's job and rank (job_id << 16 | rank), written
// from two 16-bit fields (one instruction per PHV container and action).
header p4r_nack_words_h {
    bit<32> reason;
    bit<16> detail_hi;
    bit<16> detail_lo;
}

#ifdef P4R_TESTGEN
// Test-generation builds only (testgen.p4): what a packet wrote and where it went,
// behind the packet's headers, so that P4Testgen predicts it and the replay compares it with the
// reference model's state after the packet (docs/tofino.md, "The read-back header").
header p4r_tg_h {
    bit<8> wrote;  // TG_WROTE_*: the registers an action ran on
    bit<8> reply;  // bridge.reply as the ingress left it
    bit<8> drop_ctl;  // the ingress's decision, before the read-back sends it out
    bit<8> _pad0;
    bit<16> port;  // ucast_egress_port (P4R_TG_NO_PORT: never set)
    bit<16> mcast_grp;  // mcast_grp_a
    bit<16> rid;
    bit<16> idx;  // the set's register index (meta.idx)
    bit<16> worker_index;  // the per-worker registers' index
    bit<16> _pad1;
    bit<32> bitmap;  // bitmap_seq after the packet
    bit<32> seq;
    bit<32> rounds;
    bit<8> count;  // count_exp
    bit<8> exponent;
    bit<8> flags;  // set_flags
    bit<8> _pad2;
    bit<32> join_session;  // joined
    bit<32> join_nonce;
    bit<32> nack_at;
    bit<64> pairs;  // bit i: an action ran on pair i's register (its words in tg_vals)
}
#endif

struct headers_t {
    bridge_h bridge;
    packet_in_h packet_in;
    packet_out_h packet_out;
    ethernet_h ethernet;
    arp_h arp;
    ipv4_h ipv4;
    udp_h udp;
    p4r_h p4r;
    p4r_status_words_h status;
    p4r_join_ack_h join_ack;
    p4r_nack_words_h nack;
    p4r_values_h vals;
#ifdef P4R_TESTGEN
    p4r_tg_h tg;  // after the answer's headers: the egress leaves it unparsed
    p4r_values_h tg_vals;  // both words of every pair register, after the packet
#endif
}

struct ig_meta_t {
    bit<1> forward;  // look the destination MAC up in l2_forward
    bit<1> recirc;  // came in on the recirculation port (parser)
    bit<1> from_cpu;  // came in as a packet-out from the controller (parser)
    bit<1> registered;  // the sender is in the worker table
    bit<1> job_hit;  // the packet's job is in the job table
    bit<1> rank_ok;  // the rank has a bitmap lane (0..31)
    bit<1> nack;  // a refusal to answer with a NACK, if the rate limit allows
    bit<8> kind;  // KIND_*: what the header says the packet is (packet_kind)
    bit<8> state;  // STATE_*: what the admitted packet does to the registers
    idx_t set_base;  // 0 or P4R_SLOTS: the set's half of the registers (parser)
    idx_t slot_abs;  // the absolute slot: job's base + slot
    idx_t idx;  // the register index: set_base + slot_abs
    bit<16> job_id;  // from the worker table, never from the packet
    bit<16> rank;
    bit<16> worker_index;
    bit<16> job_diff;  // packet's job_id ^ the worker table's: 0 unless spoofed
    bit<16> rank_diff;  // packet's rank ^ the worker table's
    bit<32> session;  // the job's session (jobs table)
    bit<32> session_diff;  // packet's session ^ the job's: 0 for the current session
    bit<16> slot_count;  // the job's slot count
    bit<16> slot_left;  // slot_count - slot: in range if positive
    bit<8> num_workers;
    bit<16> mcast_grp;
    bit<16> rnd;  // a random 16-bit number
    bit<16> drop_ingress;  // drop if rnd < drop_ingress (out of 65536)
    bit<16> drawn;  // drop_ingress |-| rnd: non-zero drops (16-bit: no 32-bit container)
    bit<32> now;  // ingress time in units of 1024 ns (wraps after 73 minutes)
    bit<32> nack_next;  // now + the NACK interval: a worker's next NACK after a NACK now
    bit<8> rejoin;  // 1: a JOIN to the session this worker joined with another nonce
    bit<8> nack_ok;  // 1: the rate limit lets this refusal be NACKed
    bit<32> me;  // this worker's bit
    bit<32> seen;  // the set's bitmap before this packet (0 for a newer round)
    bit<8> round;  // ROUND_*: how the packet's seq compares with the set's
    bit<8> pass;  // second pass: OP_HARVEST or OP_STATUS (0 on a first pass)
    bit<8> op;  // OP_*: what the contribution was, for the outcome
    bit<8> count;  // contributors after this packet
    bit<8> missing;  // num_workers - count: 0 when this packet completes the round
    bit<1> retransmit;  // count in worker_retransmits (the outcome says)
    bit<1> completes;  // count in p4r_completed (the outcome says)
    bit<8> cnt;  // the p4r_stats index to count, or NO_COUNT
#ifdef P4R_TESTGEN
    bit<32> tg_seq;  // testgen.p4: the set's round in bitmap_seq, for `rounds`
#endif
}

struct eg_meta_t {
    bit<16> rnd;  // egress drop simulator: a random 16-bit number
    bit<16> drawn;  // drop_egress |-| rnd: non-zero drops
}

#endif
