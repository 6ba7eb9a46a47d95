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
#include "testgen.p4"  // P4R_TG_* hooks: empty unless -DP4R_TESTGEN

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

// How a contribution's seq compares with the round its set holds (`rounds`).  OLDER is
// 0, what `round_check` returns by writing no constant: a Tofino 1 stateful ALU makes
// constants for its output in its two `hi` ALUs, so it can return at most two (bfas
// refused three: "instruction slot 6 used multiple times in action round_check_0").
const bit<8> ROUND_OLDER = 0;
const bit<8> ROUND_NEWER = 1;
const bit<8> ROUND_SAME = 2;

// What a contribution is (docs/protocol.md, "Switch state and state machine").
const bit<8> OP_NEWER = 1;  // first contribution of a round
const bit<8> OP_ADD = 2;  // a later contribution
const bit<8> OP_DUP = 3;  // a retransmission
const bit<8> OP_HARVEST = 5;  // second pass of a RESULT: read the high words
const bit<8> OP_STATUS = 6;  // second pass of a STATUS

// The recirculated second pass: msg_type | SECOND_PASS, and what to do with it.
const bit<8> PASS_MULTICAST = P4R_MSG_SECOND_PASS | P4R_MSG_RESULT;
const bit<8> PASS_UNICAST = P4R_MSG_SECOND_PASS | 0x40 | P4R_MSG_RESULT;
const bit<8> PASS_STATUS = P4R_MSG_SECOND_PASS | P4R_MSG_STATUS;
const bit<8> PASS_RESET = P4R_MSG_SECOND_PASS | P4R_MSG_RESET;

// What the header alone says (packet_kind): a refusal counted in meta.cnt, or a
// well-formed packet of a kind the switch takes, or a second pass.
const bit<8> KIND_REFUSED = 0;  // truncated, magic, version, type or flags
const bit<8> KIND_BAD_LENGTH = 1;  // rejected_length (NACKed to a registered sender)
const bit<8> KIND_CONTRIB = 2;
const bit<8> KIND_JOIN = 3;
const bit<8> KIND_RESET = 4;
const bit<8> KIND_HARVEST = 0x81;  // second pass of a RESULT (kinds 0x80..: second passes)
const bit<8> KIND_STATUS = 0x82;  // second pass of a STATUS
const bit<8> KIND_RESET_PASS = 0x83;  // second pass of a RESET

// What an admitted packet does to the registers (admission).
const bit<8> STATE_NONE = 0;  // refused
const bit<8> STATE_CONTRIB = 1;  // bitmap_seq, rounds, then count, exponent, flags, values
const bit<8> STATE_JOIN = 2;  // joined
const bit<8> STATE_RESET = 3;  // clear the set (first pass: set 0, second: set 1)
const bit<8> STATE_READ = 4;  // second pass: read (bitmap_seq for a STATUS)

// A set's round number after a reset (and at power-on): the round before 0, so that
// rounds 0 .. 2^31-2 are newer (Tofino has no comparison left for "empty").
const bit<32> SEQ_EMPTY = 0xFFFFFFFF;

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

struct headers_t {
    bridge_h bridge;
    P4R_TG_EGRESS_HEADER  // the egress's read-back, emitted first (testgen.p4)
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
    P4R_TG_HEADERS  // the ingress's read-back, behind the answer's headers (testgen.p4)
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
    P4R_TG_META
}

struct eg_meta_t {
    bit<16> rnd;  // egress drop simulator: a random 16-bit number
    bit<16> drawn;  // drop_egress |-| rnd: non-zero drops
}

#endif
