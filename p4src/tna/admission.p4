// Admission: is this p4reduce packet taken, and what does it do?  Two decision tables,
// not a chain of gateways: `packet_kind` judges the header alone (truncated, magic,
// version, type, flags, length, a RESET's sender); `verdict` takes its kind and what the
// worker and job tables found (as bits and XOR differences computed by their actions)
// and gives the first refusal of docs/protocol.md's order, or what the packet does to
// the registers (meta.state), which counter it moves (meta.cnt) and whether it is a
// refusal to NACK (meta.nack).  Lookups take stage 0, the verdict stage 1, so that the
// state starts in stage 2 (docs/tofino.md, "K = 64 on a Tofino 1").  Also here: the
// register index, the random draw and the drop simulator's verdict, the NACK clock.
#ifndef P4R_TNA_ADMISSION_P4
#define P4R_TNA_ADMISSION_P4

// A slot number at or past P4R_SLOTS: a RESET's slot out of range, or a CONTRIB's slot
// so large that slot_count - slot (16 bits) wraps to a positive number.
#define P4R_SLOT_HIGH_MASK (~((16w1 << P4R_SLOT_BITS) - 1))

control Admission(inout headers_t hdr, inout ig_meta_t meta,
                  in ingress_intrinsic_metadata_t ig_intr_md,
                  in ingress_intrinsic_metadata_from_parser_t ig_prsr_md) {
    Random<bit<16>>() rng;
    // The NACK clock: bits 41..10 of the global timestamp (ns), i.e. units of 1024 ns.
    Hash<bit<32>>(HashAlgorithm_t.IDENTITY) clock;

    // -- stage 0: lookups -----------------------------------------------------------------
    // Each action also computes what admission compares: the XOR of the packet's field
    // with the table's (0 when they agree), so that the comparisons are ternary matches.
    DirectCounter<bit<64>>(CounterType_t.PACKETS) worker_packets;
    action set_worker(bit<16> job_id, bit<16> rank, bit<16> worker_index) {
        P4R_TG_WORKER(rank, worker_index)
        meta.registered = 1;
        meta.job_id = job_id;
        meta.rank = rank;
        meta.worker_index = worker_index;
        meta.job_diff = hdr.p4r.job_id ^ job_id;
        meta.rank_diff = hdr.p4r.rank ^ rank;
        P4R_COUNT_DIRECT(worker_packets)
    }
    action unregistered() { P4R_COUNT_DIRECT(worker_packets) }
    table workers {
        key = {
            ig_intr_md.ingress_port: exact @name("ingress_port");
            hdr.ipv4.src_addr: exact @name("src_addr");
            hdr.udp.src_port: exact @name("src_port");
        }
        actions = { set_worker; unregistered; }
        default_action = unregistered();
        size = P4R_TNA_WORKER_ENTRIES;
        counters = worker_packets;
    }
    // Keyed on the packet's job_id, so that it is looked up beside `workers`: a packet
    // whose job_id differs from its worker's is refused as spoofed before this matters.
    DirectCounter<bit<64>>(CounterType_t.PACKETS) job_packets;
    action set_job(bit<32> slot_base, bit<32> slot_count, bit<16> num_workers,
                   bit<16> mcast_grp, bit<32> session) {
        P4R_TG_JOB(slot_base, slot_count, num_workers, session)
        meta.job_hit = 1;
        meta.slot_abs = (idx_t)slot_base + hdr.p4r.slot;
        meta.slot_count = (bit<16>)slot_count;
        meta.slot_left = (bit<16>)slot_count - hdr.p4r.slot;  // slots <= 8192 on Tofino
        meta.num_workers = (bit<8>)num_workers;
        meta.mcast_grp = mcast_grp;
        meta.session = session;
        meta.session_diff = hdr.p4r.session ^ session;
        P4R_COUNT_DIRECT(job_packets)
    }
    action no_job() { P4R_COUNT_DIRECT(job_packets) }
    @stage(0)  // beside `workers` (the compiler put it in stage 1 otherwise)
    table jobs {
        key = { hdr.p4r.job_id: exact @name("job_id"); }
        actions = { set_job; no_job; }
        default_action = no_job();
        size = 256;
        counters = job_packets;
    }
    action reset_index() { meta.slot_abs = hdr.p4r.slot; }  // a RESET: an absolute slot
    // This worker's bit in the contributor bitmap, from the (checked) rank.
    action set_me(bit<32> me) { meta.me = me; meta.rank_ok = 1; }
    table rank_bit {
        key = { hdr.p4r.rank: exact; }
        actions = { set_me; NoAction; }
        default_action = NoAction();
        size = P4R_TNA_WORKERS;
        const entries = {
            0: set_me(32w1 << 0);   1: set_me(32w1 << 1);   2: set_me(32w1 << 2);
            3: set_me(32w1 << 3);   4: set_me(32w1 << 4);   5: set_me(32w1 << 5);
            6: set_me(32w1 << 6);   7: set_me(32w1 << 7);   8: set_me(32w1 << 8);
            9: set_me(32w1 << 9);   10: set_me(32w1 << 10); 11: set_me(32w1 << 11);
            12: set_me(32w1 << 12); 13: set_me(32w1 << 13); 14: set_me(32w1 << 14);
            15: set_me(32w1 << 15); 16: set_me(32w1 << 16); 17: set_me(32w1 << 17);
            18: set_me(32w1 << 18); 19: set_me(32w1 << 19); 20: set_me(32w1 << 20);
            21: set_me(32w1 << 21); 22: set_me(32w1 << 22); 23: set_me(32w1 << 23);
            24: set_me(32w1 << 24); 25: set_me(32w1 << 25); 26: set_me(32w1 << 26);
            27: set_me(32w1 << 27); 28: set_me(32w1 << 28); 29: set_me(32w1 << 29);
            30: set_me(32w1 << 30); 31: set_me(32w1 << 31);
        }
    }
    action draw(P4R_TG_PARAM(bit<16>, tg_draw)) {
        meta.rnd = P4R_TG_CHOSEN(rng.get(), tg_draw);
    }
    table ingress_random {
        actions = { draw; }
        default_action = draw(P4R_TG_DEFAULT);
        size = 1;
    }
    action tick(P4R_TG_PARAM(bit<32>, tg_clock)) {
        meta.now = P4R_TG_CHOSEN(clock.get({ig_prsr_md.global_tstamp[41:10]}), tg_clock);
    }
    table read_clock {
        actions = { tick; }
        default_action = tick(P4R_TG_DEFAULT);
        size = 1;
    }
    // What the header alone says, in docs/protocol.md's order (checks 1-6, and 7's
    // sender: a RESET only from the CPU port).
    //   key: (recirc, msg_type, magic, version, flags, elem_count, udp.length,
    //         values parsed, from the CPU port); first matching entry wins.
    action refuse(bit<8> cnt) { meta.kind = KIND_REFUSED; meta.cnt = cnt; }
    action set_kind(bit<8> kind) { meta.kind = kind; }
    action bad_length() { meta.kind = KIND_BAD_LENGTH; meta.cnt = P4R_CNT_REJECTED_LENGTH; }
    @stage(0)  // beside `workers` (the compiler put it in stage 1 otherwise)
    table packet_kind {
        key = {
            meta.recirc: ternary @name("recirc");
            hdr.p4r.msg_type: ternary @name("msg_type");
            hdr.p4r.magic: ternary @name("magic");
            hdr.p4r.version: ternary @name("version");
            hdr.p4r.flags: ternary @name("flags");
            hdr.p4r.elem_count: ternary @name("elem_count");
            hdr.udp.length: ternary @name("udp_length");
            hdr.vals.isValid(): ternary @name("values");
            meta.from_cpu: ternary @name("from_cpu");
        }
        actions = { refuse; set_kind; bad_length; }
        const entries = {
            // second passes: only from the recirculation port (msg_type | SECOND_PASS)
            (1, PASS_MULTICAST, _, _, _, _, _, _, _): set_kind(KIND_HARVEST);
            (1, PASS_UNICAST, _, _, _, _, _, _, _): set_kind(KIND_HARVEST);
            (1, PASS_STATUS, _, _, _, _, _, _, _): set_kind(KIND_STATUS);
            (1, PASS_RESET, _, _, _, _, _, _, _): set_kind(KIND_RESET_PASS);
            // 1: truncated, udp.length < 8 + 24 = 32
            (_, _, _, _, _, _, 0 &&& 0xFFE0, _, _): refuse(P4R_CNT_REJECTED_TRUNCATED);
            // 6: well-formed (flags: reserved bits zero), or the wrong length
            (_, P4R_MSG_CONTRIB, P4R_MAGIC, P4R_VERSION, 0 &&& P4R_FLAGS_RESERVED,
                P4R_ELEMS, 8 + P4R_CONTRIB_BYTES, true, _): set_kind(KIND_CONTRIB);
            (_, P4R_MSG_CONTRIB, P4R_MAGIC, P4R_VERSION, 0 &&& P4R_FLAGS_RESERVED,
                _, _, _, _): bad_length();
            (_, P4R_MSG_JOIN, P4R_MAGIC, P4R_VERSION, 0 &&& P4R_FLAGS_RESERVED,
                0, 8 + P4R_HEADER_BYTES, _, _): set_kind(KIND_JOIN);
            (_, P4R_MSG_JOIN, P4R_MAGIC, P4R_VERSION, 0 &&& P4R_FLAGS_RESERVED,
                _, _, _, _): bad_length();
            (_, P4R_MSG_RESET, P4R_MAGIC, P4R_VERSION, 0 &&& P4R_FLAGS_RESERVED,
                0, 8 + P4R_HEADER_BYTES, _, 1): set_kind(KIND_RESET);
            // 7: a RESET from anywhere but the controller (packet-out)
            (_, P4R_MSG_RESET, P4R_MAGIC, P4R_VERSION, 0 &&& P4R_FLAGS_RESERVED,
                0, 8 + P4R_HEADER_BYTES, _, _): refuse(P4R_CNT_REJECTED_RESET);
            (_, P4R_MSG_RESET, P4R_MAGIC, P4R_VERSION, 0 &&& P4R_FLAGS_RESERVED,
                _, _, _, _): bad_length();
            // 5: a type the switch takes, with a reserved flag set
            (_, P4R_MSG_CONTRIB, P4R_MAGIC, P4R_VERSION, _, _, _, _, _):
                refuse(P4R_CNT_REJECTED_FLAGS);
            (_, P4R_MSG_JOIN, P4R_MAGIC, P4R_VERSION, _, _, _, _, _):
                refuse(P4R_CNT_REJECTED_FLAGS);
            (_, P4R_MSG_RESET, P4R_MAGIC, P4R_VERSION, _, _, _, _, _):
                refuse(P4R_CNT_REJECTED_FLAGS);
            // 4, 3, 2: type, version, magic
            (_, _, P4R_MAGIC, P4R_VERSION, _, _, _, _, _): refuse(P4R_CNT_REJECTED_TYPE);
            (_, _, P4R_MAGIC, _, _, _, _, _, _): refuse(P4R_CNT_REJECTED_VERSION);
            (_, _, _, _, _, _, _, _, _): refuse(P4R_CNT_REJECTED_MAGIC);
        }
        default_action = refuse(P4R_CNT_REJECTED_MAGIC);
        size = 32;
    }

    // -- stage 1: the verdict -----------------------------------------------------------
    // The drop simulator's draw: threshold |-| rnd (saturated at 0), non-zero exactly
    // when rnd is below the threshold (probability threshold / 65536): drop.
    action draw_drop() { meta.drawn = meta.drop_ingress |-| meta.rnd; }
    table drop_draw {
        actions = { draw_drop; }
        default_action = draw_drop();
        size = 1;
    }
    // A table of its own, so that the index is a PHV field when the registers use it.
    action make_index() { meta.idx = meta.set_base + meta.slot_abs; }
    table register_index {
        actions = { make_index; }
        default_action = make_index();
        size = 1;
    }
    // Checks 7-12 of docs/protocol.md's order, from the kind and what the tables found.
    // refuse_nack: a refusal the worker can fix, NACKed (the sender is registered).
    //   key: (kind, registered, job_diff, rank_diff, rank_ok, job_hit, session_diff,
    //         session, slot_left, slot, the job's session); first matching entry wins.
    action admit(bit<8> state, bit<8> cnt) { meta.state = state; meta.cnt = cnt; }
    action second_pass(bit<8> state, bit<8> pass) { meta.state = state; meta.pass = pass; }
    action refuse_nack(bit<8> cnt) { meta.cnt = cnt; meta.nack = 1; }
    action nack_length() { meta.nack = 1; }  // meta.cnt says rejected_length already
    table verdict {
        key = {
            meta.kind: ternary @name("kind");
            meta.registered: ternary @name("registered");
            meta.job_diff: ternary @name("job_diff");
            meta.rank_diff: ternary @name("rank_diff");
            meta.rank_ok: ternary @name("rank_ok");
            meta.job_hit: ternary @name("job_hit");
            meta.session_diff: ternary @name("session_diff");
            hdr.p4r.session: ternary @name("session");
            meta.slot_left: ternary @name("slot_left");
            hdr.p4r.slot: ternary @name("slot");
            meta.session: ternary @name("job_session");
        }
        actions = { admit; second_pass; refuse; refuse_nack; nack_length; NoAction; }
        const entries = {
            (KIND_HARVEST, _, _, _, _, _, _, _, _, _, _): second_pass(STATE_NONE, OP_HARVEST);
            (KIND_STATUS, _, _, _, _, _, _, _, _, _, _): second_pass(STATE_READ, OP_STATUS);
            (KIND_RESET_PASS, _, _, _, _, _, _, _, _, _, _): second_pass(STATE_RESET, 0);
            // refused by the header (meta.cnt says why); the wrong length is NACKed
            (KIND_REFUSED, _, _, _, _, _, _, _, _, _, _): NoAction();
            (KIND_BAD_LENGTH, 1, _, _, _, _, _, _, _, _, _): nack_length();
            (KIND_BAD_LENGTH, _, _, _, _, _, _, _, _, _, _): NoAction();
            // 7: a RESET (from the controller: packet_kind) for a slot of the switch
            (KIND_RESET, _, _, _, _, _, _, _, _, 0 &&& P4R_SLOT_HIGH_MASK, _):
                admit(STATE_RESET, P4R_CNT_RESETS);
            (KIND_RESET, _, _, _, _, _, _, _, _, _, _): refuse(P4R_CNT_REJECTED_SLOT);
            // 8: the sender is in the worker table
            (KIND_CONTRIB, 0, _, _, _, _, _, _, _, _, _): refuse(P4R_CNT_REJECTED_UNREGISTERED);
            (KIND_JOIN, 0, _, _, _, _, _, _, _, _, _): refuse(P4R_CNT_REJECTED_UNREGISTERED);
            // 10: (job_id and rank as the table's) the rank has a lane, the job is known
            (_, _, 0, 0, 0, _, _, _, _, _, _): refuse(P4R_CNT_REJECTED_UNREGISTERED);
            (_, _, 0, 0, _, 0, _, _, _, _, _): refuse(P4R_CNT_REJECTED_UNREGISTERED);
            // 11: a locked job (its session 0: a session start under way) takes no
            // CONTRIB and no JOIN
            (KIND_CONTRIB, _, 0, 0, _, _, _, _, _, _, 0): refuse_nack(P4R_CNT_REJECTED_SESSION);
            (KIND_JOIN, _, 0, 0, _, _, _, _, _, _, 0): refuse_nack(P4R_CNT_REJECTED_SESSION);
            // 11, 12: CONTRIB: the job's session, a slot of the job's pool
            (KIND_CONTRIB, _, 0, 0, _, _, 0, _, 0, _, _): refuse_nack(P4R_CNT_REJECTED_SLOT);
            (KIND_CONTRIB, _, 0, 0, _, _, 0, _, 0x8000 &&& 0x8000, _, _):
                refuse_nack(P4R_CNT_REJECTED_SLOT);
            (KIND_CONTRIB, _, 0, 0, _, _, 0, _, _, 0 &&& P4R_SLOT_HIGH_MASK, _):
                admit(STATE_CONTRIB, P4R_CNT_AGGREGATED);
            (KIND_CONTRIB, _, 0, 0, _, _, 0, _, _, _, _): refuse_nack(P4R_CNT_REJECTED_SLOT);
            // 11: JOIN: the job's session or 0 (then rejected_rejoin from `joined`)
            (KIND_JOIN, _, 0, 0, _, _, 0, _, _, _, _): admit(STATE_JOIN, P4R_CNT_JOINS);
            (KIND_JOIN, _, 0, 0, _, _, _, 0, _, _, _): admit(STATE_JOIN, P4R_CNT_JOINS);
            (_, _, 0, 0, _, _, _, _, _, _, _): refuse_nack(P4R_CNT_REJECTED_SESSION);
            // 9: job_id or rank differ from the worker table's
            (_, _, _, _, _, _, _, _, _, _, _): refuse_nack(P4R_CNT_REJECTED_SPOOFED);
        }
        default_action = NoAction();
        size = 32;
    }

    apply {
        ingress_random.apply();
        read_clock.apply();
        packet_kind.apply();
        if (hdr.p4r.msg_type == P4R_MSG_RESET || hdr.p4r.msg_type == PASS_RESET) {
            reset_index();
        } else {
            jobs.apply();
        }
        workers.apply();
        rank_bit.apply();
        verdict.apply();
        P4R_TG_ADMITTED
        register_index.apply();
        drop_draw.apply();
        P4R_TG_INGRESS_DRAWN
    }
}

#endif
