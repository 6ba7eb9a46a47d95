/* Part of softswitch/_native.c (one compile unit, included there):
 * batch helpers: packets in, records and payloads out. */

/* -- one packet in, one packet out --------------------------------------------------- */
typedef struct {
    const uint8_t *data;
    uint32_t len;   /* the datagram's length */
    uint32_t avail; /* bytes readable at data (the row or the segment) */
    uint32_t ip;
    uint16_t port;
} Pkt;

typedef struct {
    Hdr h;
    int8_t refused; /* counter index of the refusal, -1 if none */
    uint8_t found, alive;
    uint8_t uplink; /* a RESULT or STATUS from a leaf job's spine (the spines table) */
    int64_t job, rank, widx;
    int64_t local_job; /* the leaf job of an uplink packet */
} Scratch;

typedef struct {
    uint8_t hdr[P4R_HEADER_BYTES];
    uint8_t type;
    uint16_t port;
    uint32_t ip;
    uint32_t key;     /* output order (see the top of the file) */
    uint32_t pay_off; /* into Out.pay */
    uint32_t pay_len;
} Rec;

/* Everything one caller of the pipeline produces; the I/O loop and process() each have
 * their own, so that the loop can send outside the mutex. */
typedef struct {
    Rec *recs;
    size_t nrec, caprec;
    uint8_t *pay;
    size_t npay, cappay;
    Scratch *sc;
    size_t capsc;
    uint32_t *order, *kept;
    size_t caporder, capkept, nkept;
    uint32_t *cnt;
    size_t capcnt;
    uint32_t last_key, max_wave;
    int sorted, oom;
} Out;

static int grow(void **p, size_t *cap, size_t need, size_t item) {
    if (need <= *cap) return 0;
    size_t n = *cap ? *cap : 64;
    while (n < need) n *= 2;
    void *q = realloc(*p, n * item);
    if (!q) return -1;
    *p = q;
    *cap = n;
    return 0;
}

static void out_free(Out *o) {
    free(o->recs);
    free(o->pay);
    free(o->sc);
    free(o->order);
    free(o->kept);
    free(o->cnt);
    memset(o, 0, sizeof *o);
}

static Rec *emit(Out *o, uint32_t key, int type, uint32_t ip, uint16_t port) {
    if (grow((void **)&o->recs, &o->caprec, o->nrec + 1, sizeof(Rec))) {
        o->oom = 1;
        return NULL;
    }
    Rec *r = &o->recs[o->nrec++];
    if (key < o->last_key) o->sorted = 0;
    o->last_key = key;
    r->key = key;
    r->type = (uint8_t)type;
    r->ip = ip;
    r->port = port;
    r->pay_off = 0;
    r->pay_len = 0;
    return r;
}

static uint8_t *pay_alloc(Out *o, size_t bytes, uint32_t *off) {
    if (grow((void **)&o->pay, &o->cappay, o->npay + bytes, 1)) {
        o->oom = 1;
        return NULL;
    }
    *off = (uint32_t)o->npay;
    o->npay += bytes;
    return o->pay + *off;
}
