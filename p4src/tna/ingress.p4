// TNA ingress: wiring.  A p4reduce packet goes through admission (admission.p4), the
// set's state machine over Register and RegisterAction (state.p4), the per-worker
// session state (sessions.p4) and the answer it becomes (answers.p4).  Here: the
// controller's configuration (drop simulator, NACK interval), the counters, and
// forwarding: other traffic and ARP, and the answers sent by MAC (a STATUS, a
// retransmission's RESULT).  Forwarding stays in this control: its ARP and packet-out
// branch must be the else of the p4reduce one (exclusive, so both take stage 0), and
// l2_forward serves both.  Lookups take stage 0, admission's verdict stage 1, the state starts in
// stage 2: so K = 64 fits the 12 stages of a Tofino 1 (placement and figures:
// docs/tofino.md).  P4R_TG_* and P4R_COUNT are testgen.p4's hooks: empty (a plain count)
// in the program that ships.
#ifndef P4R_TNA_INGRESS_P4
#define P4R_TNA_INGRESS_P4

#include "admission.p4"
#include "sessions.p4"
#include "state.p4"
#include "answers.p4"

// The answers' payloads may share PHV containers with the values: a packet that gets
// a NACK or a JOIN_ACK never touches the value registers, and a STATUS's second pass
// reads none of its values once read_bitmap has written the bitmap (and invalidates
// them).  With K = 64 the values take two thirds of the ingress PHV.
@pa_mutually_exclusive("ingress", "hdr.vals", "hdr.nack")
@pa_mutually_exclusive("ingress", "hdr.vals", "hdr.join_ack")
@pa_mutually_exclusive("ingress", "hdr.vals", "hdr.status")
control P4rIngress(inout headers_t hdr, inout ig_meta_t meta,
                   in ingress_intrinsic_metadata_t ig_intr_md,
                   in ingress_intrinsic_metadata_from_parser_t ig_prsr_md,
                   inout ingress_intrinsic_metadata_for_deparser_t ig_dprsr_md,
                   inout ingress_intrinsic_metadata_for_tm_t ig_tm_md) {
    Counter<bit<64>, bit<8>>(P4R_NUM_COUNTERS, CounterType_t.PACKETS) p4r_stats;
    Counter<bit<64>, bit<1>>(1, CounterType_t.PACKETS) p4r_completed;
    Counter<bit<64>, bit<16>>(P4R_TNA_WORKER_ENTRIES, CounterType_t.PACKETS) worker_retransmits;
    Admission() admission;
    Sessions() sessions;
    Aggregator() aggregator;
    Answers() answers;
    P4R_TG_INGRESS_DECLS

    // -- forwarding ----------------------------------------------------------------------
    action forward(PortId_t port) { ig_tm_md.ucast_egress_port = port; }
    action flood(MulticastGroupId_t group) {
        P4R_TG_UNFORWARDED
        ig_tm_md.mcast_grp_a = group;
    }
    action drop() {
        P4R_TG_UNFORWARDED
        ig_dprsr_md.drop_ctl = 1;
    }
    table l2_forward {
        key = { hdr.ethernet.dst_addr: exact @name("dst_addr"); }
        actions = { forward; flood; drop; }
        default_action = drop();
        size = 1024;
    }
    action arp_reply(mac_addr_t mac) {
        ipv4_addr_t asker = hdr.arp.spa;
        hdr.ethernet.dst_addr = hdr.ethernet.src_addr;
        hdr.ethernet.src_addr = mac;
        hdr.arp.oper = ARP_OP_REPLY;
        hdr.arp.tha = hdr.arp.sha;
        hdr.arp.sha = mac;
        hdr.arp.spa = hdr.arp.tpa;
        hdr.arp.tpa = asker;
        ig_tm_md.ucast_egress_port = ig_intr_md.ingress_port;
    }
    table arp_responder {
        key = { hdr.arp.tpa: exact @name("target_ip"); }
        actions = { arp_reply; NoAction; }
        default_action = NoAction();
        size = 64;
    }

    // -- the controller's configuration -----------------------------------------------
    // Drop thresholds out of 65536 (probability * 65536), set by the controller.
    action set_drop_rates(bit<16> ingress_threshold, bit<16> egress_threshold) {
        meta.drop_ingress = ingress_threshold;
        hdr.bridge.drop_egress = egress_threshold;
    }
    @stage(0)  // so that the draw is in stage 1 and the state starts in stage 2
    table drop_sim {
        actions = { set_drop_rates; }
        default_action = set_drop_rates(0, 0);
        size = 1;
    }
    // NACKs to one worker are at least this many microseconds apart (0: no limit); the
    // clock counts 1024 ns, so they are at least 1.024 x the interval apart.
    action set_nack_interval(bit<32> interval_us) { meta.nack_next = meta.now + interval_us; }
    table nack_limit {
        actions = { set_nack_interval; }
        default_action = set_nack_interval(P4R_DEFAULT_NACK_INTERVAL_US);
        size = 1;
    }

    apply {
        P4R_TG_INGRESS_BEGIN
        hdr.bridge.setValid();
        hdr.bridge.job_id = 0;
        hdr.bridge.reply = REPLY_NONE;
        hdr.bridge._pad = 0;
        // bridge.drop_egress: written by drop_sim on every p4reduce packet, read by the
        // egress only for them; not zeroed here, so that drop_sim shares stage 0.
        hdr.packet_out.setInvalid();

        if (!hdr.p4r.isValid()) {
            if (meta.from_cpu == 1) {
                drop();  // the controller only sends RESETs
            } else if (hdr.arp.isValid() && hdr.arp.oper == ARP_OP_REQUEST) {
                if (!arp_responder.apply().hit) {
                    meta.forward = 1;
                }
            } else if (hdr.ethernet.isValid()) {
                meta.forward = 1;
            }
        } else {
            drop_sim.apply();
            admission.apply(hdr, meta, ig_intr_md, ig_prsr_md);
            nack_limit.apply();
            aggregator.apply(hdr, meta);
            sessions.apply(hdr, meta);
            P4R_TG_SESSIONS
            answers.apply(hdr, meta, ig_intr_md, ig_dprsr_md, ig_tm_md);
            if (meta.kind[7:7] == 0) {  // a first pass
                P4R_COUNT(p4r_stats, meta.cnt)
            }
            if (meta.retransmit == 1) {
                P4R_COUNT(worker_retransmits, meta.worker_index)
            }
            if (meta.completes == 1) {
                P4R_COUNT(p4r_completed, 0)
            }
        }
        if (meta.forward == 1) {
            l2_forward.apply();
        }
        P4R_TG_INGRESS_END
    }
}

#endif
