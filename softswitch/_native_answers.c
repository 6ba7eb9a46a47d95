/* Part of softswitch/_native.c (one compile unit, included there):
 * answers: RESULT, STATUS and multicast from a set's registers. */

/* A RESULT or STATUS header from a register cell (slot * 2 + set). */
static void set_hdr(Core *c, uint8_t *o, int type, const Hdr *h, size_t cell, uint32_t rank,
                    uint32_t words) {
    uint32_t flags = (uint32_t)(cell & 1) | (c->overflow[cell] ? P4R_FLAG_OVERFLOW : 0) |
                     (c->poison[cell] ? P4R_FLAG_POISON : 0);
    write_hdr(o, type, h->job, rank, h->session, h->slot, flags, c->exponent[cell], c->seq[cell],
              words, (uint32_t)c->count[cell]);
}

/* The values of a cell as a big-endian payload; returns its offset, or -1. */
static int64_t snapshot(Core *c, Out *o, size_t cell) {
    uint32_t off;
    uint8_t *p = pay_alloc(o, (size_t)c->elems * 4, &off);
    if (!p) return -1;
    store_payload(p, c->values + cell * (size_t)c->elems, c->elems);
    return off;
}

static void result_to(Core *c, Out *o, uint32_t key, const Hdr *h, size_t cell, uint32_t rank,
                      uint32_t ip, uint16_t port, uint32_t off) {
    Rec *r = emit(o, key, P4R_MSG_RESULT, ip, port);
    if (!r) return;
    set_hdr(c, r->hdr, P4R_MSG_RESULT, h, cell, rank, (uint32_t)c->elems);
    r->pay_off = off;
    r->pay_len = (uint32_t)c->elems * 4;
}

static void status_to(Core *c, Out *o, uint32_t key, const Hdr *h, size_t cell, const Pkt *p) {
    Rec *r = emit(o, key, P4R_MSG_STATUS, p->ip, p->port);
    uint32_t off;
    uint8_t *w = r ? pay_alloc(o, 4 * P4R_STATUS_WORDS, &off) : NULL;
    if (!w) return;
    set_hdr(c, r->hdr, P4R_MSG_STATUS, h, cell, h->rank, P4R_STATUS_WORDS);
    p4r_put32(w, (uint32_t)(c->bitmap[cell] >> 32));
    p4r_put32(w + 4, (uint32_t)c->bitmap[cell]);
    r->pay_off = off;
    r->pay_len = 4 * P4R_STATUS_WORDS;
}

/* Multicast a cell: one payload, one header per replica (rank and destination). */
static void multicast(Core *c, Out *o, uint32_t key, const Hdr *h, int64_t row, size_t cell) {
    const Tables *t = &c->t;
    int64_t off = snapshot(c, o, cell);
    if (off < 0) return;
    for (int64_t j = 0; j < t->fanout[row]; j++) {
        size_t d = (size_t)row * P4R_MAX_WORKERS + (size_t)j;
        result_to(c, o, key, h, cell, (uint32_t)t->dest_rank[d], t->dest_ip[d], t->dest_port[d],
                  (uint32_t)off);
    }
}
