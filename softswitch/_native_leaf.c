/* Part of softswitch/_native.c (one compile unit, included there):
 * the leaf role: the spines table, partials up to the spine. */

/* The spines table: the leaf job that a RESULT or STATUS from (ip, port) for ``job`` of
 * the spine belongs to; 1 if found. */
static inline int lookup_spine(const Tables *t, uint32_t ip, uint16_t port, uint16_t job,
                               int64_t *local_job) {
    uint64_t key = (uint64_t)ip << 32 | (uint64_t)port << 16 | job;
    size_t lo = 0, hi = t->nsp;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (t->spine_key[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo >= t->nsp || t->spine_key[lo] != key) return 0;
    *local_job = t->spine_job[lo];
    return 1;
}

/* A leaf's partial aggregate of a cell: a CONTRIB of the spine job, to the spine. */
static void partial_up(Core *c, Out *o, uint32_t key, const Hdr *h, int64_t row, size_t cell) {
    const Tables *t = &c->t;
    int64_t off = snapshot(c, o, cell);
    if (off < 0) return;
    Rec *r = emit(o, key, P4R_MSG_CONTRIB, t->up_ip[row], t->up_port[row]);
    if (!r) return;
    uint32_t flags = (uint32_t)(cell & 1) | (c->overflow[cell] ? P4R_FLAG_OVERFLOW : 0) |
                     (c->poison[cell] ? P4R_FLAG_POISON : 0);
    write_hdr(r->hdr, P4R_MSG_CONTRIB, t->up_job[row], t->up_rank[row], t->up_session[row], h->slot,
              flags, c->exponent[cell], c->seq[cell], (uint32_t)c->elems, (uint32_t)c->count[cell]);
    r->pay_off = (uint32_t)off;
    r->pay_len = (uint32_t)c->elems * 4;
}
