// Admission: which packets the aggregation pipeline accepts.  The checks run in the
// order of docs/protocol.md (and of softswitch/pipeline.py); the first that fails
// names the p4r_stats counter of the verdict.  The sender's job and rank come from
// the worker table, keyed on where the packet came from, never from the packet.
#ifndef P4R_V1_ADMISSION_P4
#define P4R_V1_ADMISSION_P4

control Admission(inout headers_t hdr, inout metadata_t meta, in standard_metadata_t std,
                  out verdict_t verdict) {
    direct_counter(CounterType.packets) worker_packets;
    direct_counter(CounterType.packets) job_packets;

    action set_worker(bit<16> job_id, bit<16> rank, bit<16> worker_index) {
        meta.job_id = job_id;
        meta.rank = rank;
        meta.worker_index = worker_index;
    }
    action unregistered() {}
    table workers {
        key = {
            std.ingress_port: exact @name("ingress_port");
            hdr.ipv4.src_addr: exact @name("src_addr");
            hdr.udp.src_port: exact @name("src_port");
        }
        actions = { set_worker; unregistered; }
        default_action = unregistered();
        size = P4R_WORKER_ENTRIES;
        counters = worker_packets;
    }

    action set_job(bit<32> slot_base, bit<32> slot_count, bit<16> num_workers,
                   bit<16> mcast_grp, bit<32> session) {
        meta.slot_base = slot_base;
        meta.slot_count = slot_count;
        meta.num_workers = num_workers;
        meta.mcast_grp = mcast_grp;
        meta.session = session;
    }
    action no_job() {}
    table jobs {
        key = { meta.job_id: exact @name("job_id"); }
        actions = { set_job; no_job; }
        default_action = no_job();
        size = P4R_JOB_ENTRIES;
        counters = job_packets;
    }

    apply {
        verdict = ADMIT;
        bool is_contrib = hdr.p4r.msg_type == P4R_MSG_CONTRIB;
        bool is_join = hdr.p4r.msg_type == P4R_MSG_JOIN;
        bool is_reset = hdr.p4r.msg_type == P4R_MSG_RESET;
        bool truncated = !hdr.p4r.isValid() || hdr.udp.length < 8 + P4R_HEADER_BYTES;
        // The worker table first: a refusal is NACKed only to a registered sender.
        meta.registered = false;
        if (!truncated && !is_reset) {
            meta.registered = workers.apply().hit;
        }
        if (truncated) {
            verdict = P4R_CNT_REJECTED_TRUNCATED;
        } else if (hdr.p4r.magic != P4R_MAGIC) {
            verdict = P4R_CNT_REJECTED_MAGIC;
        } else if (hdr.p4r.version != P4R_VERSION) {
            verdict = P4R_CNT_REJECTED_VERSION;
        } else if (!is_contrib && !is_join && !is_reset) {
            verdict = P4R_CNT_REJECTED_TYPE;
        } else if ((hdr.p4r.flags & P4R_FLAGS_RESERVED) != 0) {
            verdict = P4R_CNT_REJECTED_FLAGS;
        } else if (is_contrib && (hdr.p4r.elem_count != P4R_ELEMS
                                  || hdr.udp.length != 8 + P4R_CONTRIB_BYTES
                                  || !hdr.vals.isValid())) {
            verdict = P4R_CNT_REJECTED_LENGTH;
        } else if (!is_contrib && (hdr.p4r.elem_count != 0
                                   || hdr.udp.length != 8 + P4R_HEADER_BYTES)) {
            verdict = P4R_CNT_REJECTED_LENGTH;
        } else if (is_reset) {
            if (!hdr.packet_out.isValid()) {
                verdict = P4R_CNT_REJECTED_RESET;  // only the controller resets slots
            }
        } else if (!meta.registered) {
            verdict = P4R_CNT_REJECTED_UNREGISTERED;
        } else if (hdr.p4r.job_id != meta.job_id || hdr.p4r.rank != meta.rank) {
            verdict = P4R_CNT_REJECTED_SPOOFED;
        } else if (!jobs.apply().hit) {
            verdict = P4R_CNT_REJECTED_UNREGISTERED;
        } else if (hdr.p4r.session != meta.session
                   && !(is_join && hdr.p4r.session == 0)) {
            verdict = P4R_CNT_REJECTED_SESSION;
        } else if (is_contrib && (bit<32>)hdr.p4r.slot >= meta.slot_count) {
            verdict = P4R_CNT_REJECTED_SLOT;
        }
    }
}

#endif
