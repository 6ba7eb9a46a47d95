/* Part of softswitch/_native.c (one compile unit, included there):
 * a batch: the three passes and the output order. */

/* Stable counting sort of the records by key into o->order. */
static int order_records(Out *o) {
    size_t n = o->nrec;
    if (grow((void **)&o->order, &o->caporder, n ? n : 1, sizeof(uint32_t)) ||
        grow((void **)&o->kept, &o->capkept, n ? n : 1, sizeof(uint32_t)))
        return -1;
    if (o->sorted) {
        for (size_t i = 0; i < n; i++) o->order[i] = (uint32_t)i;
        return 0;
    }
    uint32_t maxkey = 0;
    for (size_t i = 0; i < n; i++)
        if (o->recs[i].key > maxkey) maxkey = o->recs[i].key;
    if (grow((void **)&o->cnt, &o->capcnt, (size_t)maxkey + 2, sizeof(uint32_t))) return -1;
    memset(o->cnt, 0, ((size_t)maxkey + 2) * sizeof(uint32_t));
    for (size_t i = 0; i < n; i++) o->cnt[o->recs[i].key + 1]++;
    for (size_t j = 1; j <= (size_t)maxkey + 1; j++) o->cnt[j] += o->cnt[j - 1];
    for (size_t i = 0; i < n; i++) o->order[o->cnt[o->recs[i].key]++] = (uint32_t)i;
    return 0;
}

/* Runs a batch; the kept outputs are o->recs[o->kept[0..nkept)].  0, or -1: no memory. */
static int run_batch(Core *c, Out *o, const Pkt *p, size_t n, int64_t now, int from_cpu) {
    const Tables *t = &c->t;
    o->nrec = o->npay = o->nkept = 0;
    o->last_key = 0;
    o->max_wave = 0;
    o->sorted = 1;
    o->oom = 0;
    if (grow((void **)&o->sc, &o->capsc, n ? n : 1, sizeof(Scratch))) return -1;
    c->counters[P4R_CNT_RECEIVED] += n;
    if (++c->epoch == 0) {
        memset(c->wave_epoch, 0, (size_t)c->num_slots * 2 * sizeof(uint32_t));
        c->epoch = 1;
    }
    /* Pass 1: ingress, header checks, worker lookup, RESETs. */
    for (size_t i = 0; i < n; i++) {
        Scratch *s = &o->sc[i];
        s->refused = -1;
        s->found = s->alive = 0;
        if (c->thr_in && draw(c) < c->thr_in) {
            c->counters[P4R_CNT_DROPPED_INGRESS]++;
            continue;
        }
        if (p[i].len < P4R_HEADER_BYTES) {
            c->counters[P4R_CNT_REJECTED_TRUNCATED]++;
            s->refused = P4R_CNT_REJECTED_TRUNCATED;
            continue;
        }
        parse(&s->h, p[i].data);
        lookup(t, p[i].ip, p[i].port, s);
        s->uplink = (s->h.type == P4R_MSG_RESULT || s->h.type == P4R_MSG_STATUS) &&
                    lookup_spine(t, p[i].ip, p[i].port, s->h.job, &s->local_job);
        if (s->uplink) s->found = 0; /* a spine is answered by the uplink path, never NACKed */
        int is_reset = s->h.type == P4R_MSG_RESET;
        /* What reaches the worker table, as in the P4 program: all but RESULT and STATUS
         * (the spines table examines those). */
        if (s->found && s->h.type != P4R_MSG_RESULT && s->h.type != P4R_MSG_STATUS)
            c->worker_packets[s->widx]++;
        int bad = header_checks(c, &s->h, &p[i], s->uplink);
        if (bad >= 0) {
            c->counters[bad]++;
            s->refused = (int8_t)bad;
            continue;
        }
        if (is_reset)
            do_reset(c, o, s, &p[i], from_cpu);
        else
            s->alive = 1;
    }
    /* Pass 2: the worker and job tables, sessions, JOINs, the state machine. */
    for (size_t i = 0; i < n; i++) {
        Scratch *s = &o->sc[i];
        if (!s->alive) continue;
        Hdr *h = &s->h;
        int bad = -1;
        int64_t job = s->uplink ? s->local_job : h->job;
        int64_t row = t->job_row[job];
        if (!s->found && !s->uplink) {
            bad = P4R_CNT_REJECTED_UNREGISTERED;
        } else if (s->uplink ? h->rank != t->up_rank[row]
                             : (h->job != s->job || h->rank != s->rank)) {
            bad = P4R_CNT_REJECTED_SPOOFED;
        } else if (row == 0) {
            bad = P4R_CNT_REJECTED_UNREGISTERED;
        } else {
            c->job_packets[job]++;
            uint32_t S = t->session[row];
            /* A locked job (session 0) refuses every CONTRIB and JOIN. */
            int wrong = (!s->uplink && S == 0) ||
                        (h->type == P4R_MSG_JOIN ? (h->session != 0 && h->session != S)
                                           : h->session != (s->uplink ? t->up_session[row] : S));
            if (wrong)
                bad = P4R_CNT_REJECTED_SESSION;
            else if ((h->type == P4R_MSG_CONTRIB || s->uplink) &&
                     (h->slot >= t->slot_count[row] || t->slot_base[row] + h->slot >= c->num_slots))
                bad = P4R_CNT_REJECTED_SLOT;
        }
        if (bad < 0 && h->type == P4R_MSG_JOIN) {
            uint32_t w = (uint32_t)s->widx;
            if (c->joined_session[w] == t->session[row] && c->joined_nonce[w] != h->seq) {
                bad = P4R_CNT_REJECTED_REJOIN;
            } else {
                c->joined_session[w] = t->session[row];
                c->joined_nonce[w] = h->seq;
                c->counters[P4R_CNT_JOINS]++;
                Rec *r = emit(o, 1, P4R_MSG_JOIN_ACK, p[i].ip, p[i].port);
                uint32_t off;
                uint8_t *pw = r ? pay_alloc(o, 4 * P4R_JOIN_ACK_WORDS, &off) : NULL;
                if (pw) {
                    /* A leaf says how many ranks it aggregates itself (its STATUS
                     * bitmaps hold those); the worker count is the whole job's. */
                    uint32_t local = t->has_uplink[row] ? (uint32_t)t->num_workers[row] : 0;
                    write_hdr(r->hdr, P4R_MSG_JOIN_ACK, h->job, h->rank, t->session[row],
                              h->slot, 0, 0, h->seq, P4R_JOIN_ACK_WORDS, local);
                    p4r_put32(pw, (uint32_t)c->elems);
                    p4r_put32(pw + 4, (uint32_t)t->slot_count[row]);
                    p4r_put32(pw + 8, (uint32_t)t->world_size[row]);
                    r->pay_off = off;
                    r->pay_len = 4 * P4R_JOIN_ACK_WORDS;
                }
            }
        }
        if (bad >= 0) {
            c->counters[bad]++;
            s->refused = (int8_t)bad;
            continue;
        }
        if (s->uplink && h->type == P4R_MSG_STATUS) { /* the spine waits: nothing to do */
            c->counters[P4R_CNT_UPLINK_IGNORED]++;
            continue;
        }
        if (s->uplink) { /* the spine's RESULT: what the workers get names the local job */
            h->job = (uint16_t)job;
            h->session = t->session[row];
        }
        if (h->type == P4R_MSG_CONTRIB || s->uplink) {
            int64_t slot = t->slot_base[row] + h->slot;
            aggregate(c, o, s, &p[i], row, (size_t)(slot * 2 + (h->flags & P4R_FLAG_SET)));
        }
    }
    /* Pass 3: NACKs to registered senders, at most one per worker per interval. */
    uint32_t nack_base = 2 + 4 * (o->max_wave + 1);
    for (size_t i = 0; i < n; i++) {
        Scratch *s = &o->sc[i];
        if (s->refused < 0 || !s->found || !p4r_nacked(s->refused)) continue;
        if (c->nack_interval_us > 0) {
            int64_t *at = &c->nack_at[s->widx];
            if (now - *at < c->nack_interval_us) continue;
            *at = now;
        }
        nack(c, o, s, &p[i], nack_base + (uint32_t)i);
    }
    if (o->oom || order_records(o)) return -1;
    /* Egress: one draw per output, in output order. */
    for (size_t j = 0; j < o->nrec; j++) {
        uint32_t i = o->order[j];
        if (c->thr_eg && draw(c) < c->thr_eg) {
            c->counters[P4R_CNT_DROPPED_EGRESS]++;
            continue;
        }
        if (o->recs[i].type == P4R_MSG_RESULT) c->counters[P4R_CNT_RESULTS_SENT]++;
        if (o->recs[i].type == P4R_MSG_CONTRIB) c->counters[P4R_CNT_PARTIALS_SENT]++;
        o->kept[o->nkept++] = i;
    }
    return 0;
}
