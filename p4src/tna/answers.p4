// Answers: what a p4reduce packet becomes once admission and the state have spoken.
// One decision table, `outcome`, not a chain of conditions (a Tofino stage holds 16
// tables, and a chain of ifs took about 36 of them in stages 4-6, where K = 64 needs the
// value pairs): a second pass's answer (RESULT to the group or the sender, STATUS,
// RESET_ACK), a NACK with its reason's detail, a JOIN_ACK, a RESET's recirculation, a
// retransmission answered or pending, the completion, or a drop, in docs/protocol.md's
// order.  Also what it counts (meta.cnt, meta.retransmit, meta.completes): the ingress
// counts them after it (Tofino addresses an indirect counter the same way in every
// action of a table).
#ifndef P4R_TNA_ANSWERS_P4
#define P4R_TNA_ANSWERS_P4

control Answers(inout headers_t hdr, inout ig_meta_t meta,
                in ingress_intrinsic_metadata_t ig_intr_md,
                inout ingress_intrinsic_metadata_for_deparser_t ig_dprsr_md,
                inout ingress_intrinsic_metadata_for_tm_t ig_tm_md) {
    action drop() { ig_dprsr_md.drop_ctl = 1; }
    action reply_to_sender() {
        mac_addr_t mac = hdr.ethernet.dst_addr;
        ipv4_addr_t ip = hdr.ipv4.dst_addr;
        hdr.ethernet.dst_addr = hdr.ethernet.src_addr;
        hdr.ethernet.src_addr = mac;
        hdr.ipv4.dst_addr = hdr.ipv4.src_addr;
        hdr.ipv4.src_addr = ip;
        hdr.udp.dst_port = hdr.udp.src_port;
        hdr.udp.src_port = P4R_UDP_PORT;
        hdr.udp.checksum = 0;
        hdr.ipv4.ttl = 64;
    }
    action recirculate(bit<8> pass) {
        hdr.p4r.msg_type = pass;
        ig_tm_md.ucast_egress_port = P4R_RECIRC_PORT;
    }
    // A header-only answer on the first pass, back out of the ingress port: job_id,
    // rank, slot and seq echoed.  (Tofino 1 cannot cut a packet in ingress: what the
    // parser left of a malformed packet follows the answer, past the IP length.)
    action answer(bit<8> msg_type, bit<16> words) {
        reply_to_sender();
        hdr.vals.setInvalid();
        hdr.p4r.msg_type = msg_type;
        hdr.p4r.exponent = 0;
        hdr.p4r.contributors = 0;
        hdr.p4r.elem_count = words;
        hdr.udp.length = 8 + P4R_HEADER_BYTES + 4 * words;
        hdr.ipv4.total_len = 20 + 8 + P4R_HEADER_BYTES + 4 * words;
        ig_tm_md.ucast_egress_port = ig_intr_md.ingress_port;
        hdr.bridge.reply = REPLY_UNICAST;
    }

    // -- the outcome ---------------------------------------------------------------------
    // Whether this packet completes the round, as a field the outcome can match.
    action count_missing() { meta.missing = meta.num_workers - meta.count; }
    table completion {
        actions = { count_missing; }
        default_action = count_missing();
        size = 1;
    }

    // Second passes (the answer), docs/protocol.md's outcome of a first pass.
    action reset_ack() {  // set 1 cleared: to the controller
        hdr.bridge.job_id = hdr.p4r.job_id;
        hdr.p4r.msg_type = P4R_MSG_RESET_ACK;
        hdr.p4r.flags = 0;
        ig_tm_md.ucast_egress_port = P4R_CPU_PORT;
        hdr.bridge.reply = REPLY_TO_CPU;
    }
    action status() {  // the bitmap (read_bitmap) back to the sender, by its MAC
        hdr.bridge.job_id = hdr.p4r.job_id;
        hdr.status.setValid();
        hdr.status.bitmap_hi = 0;
        hdr.p4r.msg_type = P4R_MSG_STATUS;
        hdr.p4r.elem_count = P4R_STATUS_WORDS;
        hdr.vals.setInvalid();
        hdr.udp.length = 8 + P4R_STATUS_BYTES;
        hdr.ipv4.total_len = 20 + 8 + P4R_STATUS_BYTES;
        meta.forward = 1;
        hdr.bridge.reply = REPLY_UNICAST;
    }
    action result_multicast() {
        hdr.bridge.job_id = hdr.p4r.job_id;
        ig_tm_md.mcast_grp_a = meta.mcast_grp;
        ig_tm_md.rid = 0xFFFF;  // no replica is the ingress copy
        hdr.bridge.reply = REPLY_MULTICAST;
        hdr.p4r.msg_type = P4R_MSG_RESULT;
    }
    action result_unicast() {  // a retransmission's answer, by the sender's MAC
        hdr.bridge.job_id = hdr.p4r.job_id;
        meta.forward = 1;
        hdr.bridge.reply = REPLY_UNICAST;
        hdr.p4r.msg_type = P4R_MSG_RESULT;
    }
    // First passes.  A refusal the worker can fix: reason and detail (NACK).
    action nack(bit<16> detail_hi, bit<16> detail_lo) {
        answer(P4R_MSG_NACK, P4R_NACK_WORDS);  // session echoed
        hdr.p4r.flags = hdr.p4r.flags & P4R_FLAG_SET;
        hdr.nack.setValid();
        hdr.nack.reason = (bit<32>)meta.cnt;
        hdr.nack.detail_hi = detail_hi;
        hdr.nack.detail_lo = detail_lo;
    }
    action nack_slot() {  // detail: the job's slot count
        nack(0, 0);
        hdr.nack.detail_lo = meta.slot_count;
    }
    action nack_spoofed() {  // detail: the worker table's job and rank
        nack(0, 0);
        hdr.nack.detail_hi = meta.job_id;
        hdr.nack.detail_lo = meta.rank;
    }
    action join_ack() {
        answer(P4R_MSG_JOIN_ACK, P4R_JOIN_ACK_WORDS);
        hdr.p4r.session = meta.session;
        hdr.p4r.flags = 0;
        hdr.join_ack.setValid();
        hdr.join_ack.elems = P4R_ELEMS;
        hdr.join_ack.slot_count = (bit<32>)meta.slot_count;
        hdr.join_ack.num_workers = (bit<32>)meta.num_workers;
    }
    action reset_first_pass() {  // set 0 cleared; set 1 on the second pass
        hdr.p4r.flags = P4R_FLAG_SET;
        recirculate(PASS_RESET);
    }
    action drop_counted(bit<8> cnt) { meta.cnt = cnt; drop(); }
    action stale() {
        meta.retransmit = 1;
        drop_counted(P4R_CNT_STALE);
    }
    // A contribution that leaves with the result (its first pass to the recirculation
    // port: the second pass reads the high words, the exponent and the flags).
    action result_pass(bit<8> pass) {
        hdr.p4r.flags = hdr.p4r.flags & P4R_FLAG_SET;
        hdr.p4r.contributors = (bit<16>)meta.count;
        reply_to_sender();
        recirculate(pass);
    }
    action completed() {
        meta.completes = 1;
        result_pass(PASS_MULTICAST);
    }
    action retransmission(bit<8> cnt, bit<8> pass) {
        meta.retransmit = 1;
        meta.cnt = cnt;
        result_pass(pass);
    }
    // In docs/protocol.md's order; first matching entry wins.
    //   key: (kind, msg_type, nack_ok, cnt, state, drawn, rejoin, round, op, missing)
    table outcome {
        key = {
            meta.kind: ternary @name("kind");
            hdr.p4r.msg_type: ternary @name("msg_type");
            meta.nack_ok: ternary @name("nack_ok");
            meta.cnt: ternary @name("cnt");
            meta.state: ternary @name("state");
            meta.drawn: ternary @name("drawn");
            meta.rejoin: ternary @name("rejoin");
            meta.round: ternary @name("round");
            meta.op: ternary @name("op");
            meta.missing: ternary @name("missing");
        }
        actions = {
            reset_ack; status; result_multicast; result_unicast; nack; nack_slot;
            nack_spoofed; join_ack; reset_first_pass; drop; drop_counted; stale;
            completed; retransmission; NoAction;
        }
        const entries = {
            // second passes
            (KIND_RESET_PASS, _, _, _, _, _, _, _, _, _): reset_ack();
            (KIND_STATUS, _, _, _, _, _, _, _, _, _): status();
            (KIND_HARVEST, PASS_MULTICAST, _, _, _, _, _, _, _, _): result_multicast();
            (KIND_HARVEST, _, _, _, _, _, _, _, _, _): result_unicast();
            // a refusal the rate limit lets through: NACK, with the reason's detail
            (_, _, 1, P4R_CNT_REJECTED_LENGTH, _, _, _, _, _, _): nack(0, P4R_ELEMS);
            (_, _, 1, P4R_CNT_REJECTED_SLOT, _, _, _, _, _, _): nack_slot();
            (_, _, 1, P4R_CNT_REJECTED_SPOOFED, _, _, _, _, _, _): nack_spoofed();
            (_, _, 1, _, _, _, _, _, _, _): nack(0, 0);
            // refused (meta.cnt says why)
            (_, _, _, _, STATE_NONE, _, _, _, _, _): drop();
            (_, _, _, _, STATE_RESET, _, _, _, _, _): reset_first_pass();
            // not drawn by the drop simulator (drawn 0): a JOIN, a rejoin NACK-limited away
            (_, _, _, _, STATE_JOIN, 0, 1, _, _, _): drop();
            (_, _, _, _, STATE_JOIN, 0, _, _, _, _): join_ack();
            // a CONTRIB: older than the set's round, a retransmission (answered or
            // pending), the completing one, or one more
            (_, _, _, _, STATE_CONTRIB, 0, _, ROUND_OLDER, _, _): stale();
            (_, _, _, _, STATE_CONTRIB, 0, _, _, OP_DUP, 0):
                retransmission(P4R_CNT_DUP_ANSWERED, PASS_UNICAST);
            (_, _, _, _, STATE_CONTRIB, 0, _, _, OP_DUP, _):
                retransmission(P4R_CNT_DUP_PENDING, PASS_STATUS);
            (_, _, _, _, STATE_CONTRIB, 0, _, _, _, 0): completed();
            (_, _, _, _, STATE_CONTRIB, 0, _, _, _, _): drop();
            // drawn by the ingress drop simulator (after the checks)
            (_, _, _, _, _, _, _, _, _, _): drop_counted(P4R_CNT_DROPPED_INGRESS);
        }
        default_action = NoAction();
        size = 32;
    }

    apply {
        completion.apply();
        outcome.apply();
    }
}

#endif
