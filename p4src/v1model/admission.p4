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

    // A leaf job's spine: where its partials go, as whom, and the whole job's size.
    action set_uplink(port_t port, mac_addr_t mac, ipv4_addr_t ip, bit<16> udp_port,
                      bit<16> job_id, bit<16> rank, bit<32> session, bit<16> world_size) {
        meta.has_uplink = true;
        meta.up_port = port;
        meta.up_mac = mac;
        meta.up_ip = ip;
        meta.up_udp_port = udp_port;
        meta.up_job = job_id;
        meta.up_rank = rank;
        meta.up_session = session;
        meta.world_size = world_size;
    }
    action no_uplink() {}
    table uplinks {
        key = { meta.job_id: exact @name("job_id"); }
        actions = { set_uplink; no_uplink; }
        default_action = no_uplink();
        size = P4R_JOB_ENTRIES;
    }

    // Who may send a leaf RESULT and STATUS: the spine of one of its jobs, for that job.
    action set_spine(bit<16> local_job_id, bit<16> rank, bit<32> session) {
        meta.from_spine = true;
        meta.job_id = local_job_id;
        meta.up_rank = rank;
        meta.up_session = session;
    }
    action not_spine() {}
    table spines {
        key = {
            std.ingress_port: exact @name("ingress_port");
            hdr.ipv4.src_addr: exact @name("src_addr");
            hdr.udp.src_port: exact @name("src_port");
            hdr.p4r.job_id: exact @name("job_id");
        }
        actions = { set_spine; not_spine; }
        default_action = not_spine();
        size = P4R_JOB_ENTRIES;
    }

    apply {
        verdict = ADMIT;
        bool is_contrib = hdr.p4r.msg_type == P4R_MSG_CONTRIB;
        bool is_join = hdr.p4r.msg_type == P4R_MSG_JOIN;
        bool is_reset = hdr.p4r.msg_type == P4R_MSG_RESET;
        bool is_result = hdr.p4r.msg_type == P4R_MSG_RESULT;
        bool is_status = hdr.p4r.msg_type == P4R_MSG_STATUS;
        bool truncated = !hdr.p4r.isValid() || hdr.udp.length < 8 + P4R_HEADER_BYTES;
        // The worker table first: a refusal is NACKed only to a registered sender.
        meta.registered = false;
        meta.has_uplink = false;
        meta.from_spine = false;
        if (!truncated && (is_result || is_status)) {
            spines.apply();  // a spine is answered by the uplink path, never NACKed
        } else if (!truncated) {
            // RESETs too: a malformed one from a worker is NACKed (rejected_length); the
            // controller's packet-outs come from the CPU port and never match.
            meta.registered = workers.apply().hit;
        }
        bool uplink = meta.from_spine;
        bool full = is_contrib || is_result;
        if (truncated) {
            verdict = P4R_CNT_REJECTED_TRUNCATED;
        } else if (hdr.p4r.magic != P4R_MAGIC) {
            verdict = P4R_CNT_REJECTED_MAGIC;
        } else if (hdr.p4r.version != P4R_VERSION) {
            verdict = P4R_CNT_REJECTED_VERSION;
        } else if (!is_contrib && !is_join && !is_reset && !uplink) {
            verdict = P4R_CNT_REJECTED_TYPE;
        } else if ((hdr.p4r.flags & P4R_FLAGS_RESERVED) != 0) {
            verdict = P4R_CNT_REJECTED_FLAGS;
        } else if (full && (hdr.p4r.elem_count != P4R_ELEMS
                            || hdr.udp.length != 8 + P4R_CONTRIB_BYTES
                            || !hdr.vals.isValid())) {
            verdict = P4R_CNT_REJECTED_LENGTH;
        } else if (is_status && (hdr.p4r.elem_count != P4R_STATUS_WORDS
                                 || hdr.udp.length != 8 + P4R_STATUS_BYTES)) {
            verdict = P4R_CNT_REJECTED_LENGTH;
        } else if (!full && !is_status && (hdr.p4r.elem_count != 0
                                           || hdr.udp.length != 8 + P4R_HEADER_BYTES)) {
            verdict = P4R_CNT_REJECTED_LENGTH;
        } else if (is_reset) {
            if (!hdr.packet_out.isValid()) {
                verdict = P4R_CNT_REJECTED_RESET;  // only the controller resets slots
            }
        } else if (!uplink && !meta.registered) {
            verdict = P4R_CNT_REJECTED_UNREGISTERED;
        } else if (uplink && hdr.p4r.rank != meta.up_rank) {
            verdict = P4R_CNT_REJECTED_SPOOFED;  // from the spine: the uplink's rank
        } else if (!uplink && (hdr.p4r.job_id != meta.job_id || hdr.p4r.rank != meta.rank)) {
            verdict = P4R_CNT_REJECTED_SPOOFED;
        } else if (!jobs.apply().hit) {  // from the spine: the leaf job it serves
            verdict = P4R_CNT_REJECTED_UNREGISTERED;
        } else if (uplink) {
            if (hdr.p4r.session != meta.up_session) {
                verdict = P4R_CNT_REJECTED_SESSION;
            } else if ((bit<32>)hdr.p4r.slot >= meta.slot_count) {
                verdict = P4R_CNT_REJECTED_SLOT;
            }
        } else if (meta.session == P4R_NO_SESSION  // a locked job: no CONTRIB, no JOIN
                   || (hdr.p4r.session != meta.session
                       && !(is_join && hdr.p4r.session == P4R_NO_SESSION))) {
            verdict = P4R_CNT_REJECTED_SESSION;
        } else if (is_contrib && (bit<32>)hdr.p4r.slot >= meta.slot_count) {
            verdict = P4R_CNT_REJECTED_SLOT;
        } else {
            meta.world_size = meta.num_workers;
            uplinks.apply();  // a leaf job: its spine, and the world size it reports
        }
    }
}

#endif
