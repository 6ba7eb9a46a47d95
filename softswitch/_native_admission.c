/* Part of softswitch/_native.c (one compile unit, included there):
 * admission: the header checks, RESET, NACK. */

/* The checks of the admission order that need no table but the spines one: 1-6;
 * returns a counter or -1.  ``uplink``: a RESULT or STATUS from a leaf job's spine. */
static inline int header_checks(const Core *c, const Hdr *h, const Pkt *p, int uplink) {
    if (h->magic != P4R_MAGIC) return P4R_CNT_REJECTED_MAGIC;
    if (h->version != P4R_VERSION) return P4R_CNT_REJECTED_VERSION;
    if (h->type != P4R_MSG_CONTRIB && h->type != P4R_MSG_JOIN && h->type != P4R_MSG_RESET &&
        !uplink)
        return P4R_CNT_REJECTED_TYPE;
    if (h->flags & P4R_FLAGS_RESERVED) return P4R_CNT_REJECTED_FLAGS;
    if (h->type == P4R_MSG_CONTRIB || h->type == P4R_MSG_RESULT) {
        uint32_t want = P4R_HEADER_BYTES + 4 * (uint32_t)c->elems;
        if (h->count != c->elems || p->len != want || p->avail < want)
            return P4R_CNT_REJECTED_LENGTH;
    } else if (h->type == P4R_MSG_STATUS) {
        if (h->count != P4R_STATUS_WORDS || p->len != P4R_HEADER_BYTES + 4 * P4R_STATUS_WORDS)
            return P4R_CNT_REJECTED_LENGTH;
    } else if (h->count != 0 || p->len != P4R_HEADER_BYTES) {
        return P4R_CNT_REJECTED_LENGTH;
    }
    return -1;
}

/* A RESET counts from the CPU port (a packet-out: from_cpu) or from the configured
 * controller address. */
static void do_reset(Core *c, Out *o, const Scratch *s, const Pkt *p, int from_cpu) {
    uint64_t key = (uint64_t)p->ip << 16 | p->port;
    if (!from_cpu && (!c->has_controller || key != c->controller_key)) {
        c->counters[P4R_CNT_REJECTED_RESET]++;
        return;
    }
    if (s->h.slot >= c->num_slots) {
        c->counters[P4R_CNT_REJECTED_SLOT]++;
        return;
    }
    reset_slot(c, s->h.slot);
    c->counters[P4R_CNT_RESETS]++;
    Rec *r = emit(o, 0, P4R_MSG_RESET_ACK, p->ip, p->port);
    if (r)
        write_hdr(r->hdr, P4R_MSG_RESET_ACK, s->h.job, s->h.rank, s->h.session, s->h.slot, 0, 0,
                  s->h.seq, 0, 0);
}

static void nack(Core *c, Out *o, const Scratch *s, const Pkt *p, uint32_t key) {
    uint32_t detail = 0;
    int reason = s->refused;
    if (reason == P4R_CNT_REJECTED_LENGTH)
        detail = (uint32_t)c->elems;
    else if (reason == P4R_CNT_REJECTED_SLOT)
        detail = (uint32_t)c->t.slot_count[c->t.job_row[s->h.job]];
    else if (reason == P4R_CNT_REJECTED_SPOOFED)
        detail = (uint32_t)(s->job << 16 | s->rank);
    Rec *r = emit(o, key, P4R_MSG_NACK, p->ip, p->port);
    uint32_t off;
    uint8_t *w = r ? pay_alloc(o, 4 * P4R_NACK_WORDS, &off) : NULL;
    if (!w) return;
    /* The refused packet's session echoed: a worker acts only on a NACK of its own. */
    write_hdr(r->hdr, P4R_MSG_NACK, s->h.job, s->h.rank, s->h.session, s->h.slot,
              s->h.flags & P4R_FLAG_SET, 0, s->h.seq, P4R_NACK_WORDS, 0);
    p4r_put32(w, (uint32_t)reason);
    p4r_put32(w + 4, detail);
    r->pay_off = off;
    r->pay_len = 4 * P4R_NACK_WORDS;
    c->counters[P4R_CNT_NACKS]++;
}
