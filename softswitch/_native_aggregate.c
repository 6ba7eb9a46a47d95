/* Part of softswitch/_native.c (one compile unit, included there):
 * aggregation: the state machine of one admitted CONTRIB. */

/* The state machine of docs/protocol.md for one admitted CONTRIB, or, on a leaf, the
 * spine's RESULT ("final").  Output keys in a wave: multicast RESULTs, partials to the
 * spine, unicast RESULTs, STATUS (the numpy pipeline's order). */
static void aggregate(Core *c, Out *o, const Scratch *s, const Pkt *p, int64_t row, size_t cell) {
    const Tables *t = &c->t;
    const Hdr *h = &s->h;
    uint32_t wave;
    if (c->wave_epoch[cell] != c->epoch) {
        c->wave_epoch[cell] = c->epoch;
        c->wave_cnt[cell] = 0;
    }
    wave = c->wave_cnt[cell]++;
    if (wave > o->max_wave) o->max_wave = wave;
    uint32_t base = 2 + 4 * wave;
    enum { K_MULTICAST, K_PARTIAL, K_UNICAST, K_STATUS };
    uint64_t held = c->bitmap[cell];
    uint32_t held_seq = c->seq[cell];
    int64_t workers = t->num_workers[row];
    int leaf = t->has_uplink[row];
    int64_t K = c->elems;
    int32_t *v = c->values + cell * (size_t)K;
    const uint8_t *pl = p->data + P4R_HEADER_BYTES;
    int busy = held != 0;
    int same = busy && h->seq == held_seq;
    uint8_t poison = (h->flags & P4R_FLAG_POISON) != 0;
    uint8_t overflowed = (h->flags & P4R_FLAG_OVERFLOW) != 0; /* a leaf's partial (two levels) */
    if (h->type == P4R_MSG_RESULT) { /* a leaf: the spine's result of a round it forwarded */
        if (busy && c->count[cell] == workers && same && !c->final[cell]) {
            load_payload(v, pl, K);
            c->exponent[cell] = h->exponent;
            c->overflow[cell] = overflowed;
            c->poison[cell] = poison;
            c->final[cell] = 1;
            c->counters[P4R_CNT_FINALS_RECEIVED]++;
            multicast(c, o, base + K_MULTICAST, h, row, cell);
        } else {
            c->counters[P4R_CNT_UPLINK_IGNORED]++;
        }
        return;
    }
    uint64_t bit = 1ull << (h->rank & 63);
    if (same && (held & bit)) { /* a retransmission */
        c->worker_retransmits[s->widx]++;
        if (c->count[cell] == workers && !(leaf && !c->final[cell])) {
            c->counters[P4R_CNT_DUP_ANSWERED]++;
            int64_t off = snapshot(c, o, cell);
            if (off >= 0)
                result_to(c, o, base + K_UNICAST, h, cell, h->rank, p->ip, p->port, (uint32_t)off);
            return;
        }
        c->counters[P4R_CNT_DUP_PENDING]++;
        /* A leaf that still waits for the spine sends its partial up again. */
        if (c->count[cell] == workers) partial_up(c, o, base + K_PARTIAL, h, row, cell);
        status_to(c, o, base + K_STATUS, h, cell, p);
        return;
    }
    if (!same && busy && (uint32_t)(h->seq - held_seq) >= 0x80000000u) { /* older */
        c->counters[P4R_CNT_STALE]++;
        c->worker_retransmits[s->widx]++;
        return;
    }
    if (same) { /* a later contribution: saturating add */
        int ovf = add_saturating(v, pl, K);
        c->bitmap[cell] = held | bit;
        c->count[cell] += 1;
        if (h->exponent > c->exponent[cell]) c->exponent[cell] = h->exponent;
        c->overflow[cell] |= (uint8_t)ovf | overflowed;
        c->poison[cell] |= poison;
    } else { /* the first contribution of a round */
        load_payload(v, pl, K);
        c->bitmap[cell] = bit;
        c->count[cell] = 1;
        c->seq[cell] = h->seq;
        c->exponent[cell] = h->exponent;
        c->overflow[cell] = overflowed;
        c->poison[cell] = poison;
        c->final[cell] = 0;
    }
    c->counters[P4R_CNT_AGGREGATED]++;
    if (c->count[cell] != workers) return;
    c->counters[P4R_CNT_COMPLETED]++;
    if (leaf)
        partial_up(c, o, base + K_PARTIAL, h, row, cell);
    else
        multicast(c, o, base + K_MULTICAST, h, row, cell);
}
