/*
 * p4reduce native switch core: the pipeline of softswitch/pipeline.py in C, and a
 * recvmmsg/sendmmsg loop that runs it without the GIL.
 *
 * The numpy pipeline (softswitch/pipeline.py) is the reference model; this file must
 * produce the same packets in the same order, the same counters and the same
 * registers (tests/test_native.py checks it byte for byte).  It processes a batch in
 * arrival order, one packet at a time, in three passes that reproduce the numpy
 * model's grouping:
 *
 *   1. ingress drop, truncation, the header checks up to rejected_length, the worker
 *      table lookup (for the per-worker counter and for NACKs) and every RESET:
 *      the numpy model clears slots before it aggregates anything of the batch;
 *   2. the rest of the admission order, JOINs and the aggregation state machine;
 *   3. NACKs, rate-limited per worker (one clock reading per batch).
 *
 * Each output gets a sort key: RESET_ACKs, then JOIN_ACKs, then aggregation outputs
 * by wave (the occurrence number of the packet's (slot, set) in the batch) and, in a
 * wave, multicast RESULTs, unicast RESULTs, STATUS; then NACKs in arrival order.  A
 * stable counting sort restores that order when sequential processing did not
 * produce it already.  Then the egress drop, one draw per output in that order.
 *
 * Registers, counters and per-worker state live in numpy arrays that the Python
 * wrapper (softswitch/native.py) allocates and hands over; tables are copied in on
 * every change.  Every entry point takes the core's mutex, so that control-plane
 * calls from Python and the I/O loop (which runs without the GIL) never interleave.
 *
 * The drop simulator is the counter-based generator of softswitch/dropsim.py:
 * draw j = splitmix64_mix(key + (j + 1) * 0x9E3779B97F4A7C15); a packet is dropped
 * when its draw is below the threshold floor(rate * 2^64).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#if defined(__linux__)
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#define P4R_IO 1
#define P4R_IO_ENABLED 1
#ifndef SOL_UDP
#define SOL_UDP 17
#endif
#ifndef UDP_SEGMENT
#define UDP_SEGMENT 103
#endif
#ifndef UDP_GRO
#define UDP_GRO 104
#endif
#else
#define P4R_IO_ENABLED 0
#endif

/* -- the protocol (p4reduce/wire.py) ------------------------------------------------ */
#define HEADER_LEN 24
#define MAGIC 0x5034
#define VERSION 2
enum { T_CONTRIB = 1, T_RESULT, T_STATUS, T_RESET, T_RESET_ACK, T_JOIN, T_JOIN_ACK, T_NACK };
#define F_SET 0x01
#define F_OVERFLOW 0x02
#define F_POISON 0x04
#define F_RESERVED 0xF8
#define STATUS_WORDS 2
#define JOIN_ACK_WORDS 3
#define NACK_WORDS 2
#define MAX_WORKERS 64
#define WORKER_ENTRIES (1 << 16)
#define JOB_IDS (1 << 16)
#define MAX_SEGMENTS 64
#define MAX_UDP_PAYLOAD 65507

/* The counter indices of p4reduce/counters.py, in order; native.py checks the names. */
#define COUNTERS(X)                                                                       \
    X(RECEIVED) X(AGGREGATED) X(COMPLETED) X(RESULTS_SENT) X(DUP_ANSWERED) X(DUP_PENDING) \
    X(STALE) X(DROPPED_INGRESS) X(DROPPED_EGRESS) X(REJECTED_TRUNCATED) X(REJECTED_MAGIC) \
    X(REJECTED_VERSION) X(REJECTED_TYPE) X(REJECTED_LENGTH) X(REJECTED_FLAGS)             \
    X(REJECTED_UNREGISTERED) X(REJECTED_SPOOFED) X(REJECTED_SLOT) X(RESETS)               \
    X(REJECTED_RESET) X(JOINS) X(REJECTED_SESSION) X(REJECTED_REJOIN) X(NACKS)            \
    X(PARTIALS_SENT) X(FINALS_RECEIVED) X(UPLINK_IGNORED) /* a leaf's: numpy pipeline */
#define AS_ENUM(name) C_##name,
#define AS_NAME(name) #name,
enum { COUNTERS(AS_ENUM) C_COUNT };
static const char *counter_names[] = {COUNTERS(AS_NAME)};

static inline int nacked(int reason) {
    return reason == C_REJECTED_LENGTH || reason == C_REJECTED_SPOOFED ||
           reason == C_REJECTED_SESSION || reason == C_REJECTED_SLOT ||
           reason == C_REJECTED_REJOIN;
}

static inline uint16_t get16(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static inline uint32_t get32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return __builtin_bswap32(v);
}
static inline void put16(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 8);
    p[1] = (uint8_t)v;
}
static inline void put32(uint8_t *p, uint32_t v) {
    v = __builtin_bswap32(v);
    memcpy(p, &v, 4);
}

typedef struct {
    uint16_t magic, job, rank, slot, count;
    uint8_t version, type, flags, exponent;
    uint32_t session, seq;
} Hdr;

static inline void parse(Hdr *h, const uint8_t *p) {
    h->magic = get16(p);
    h->version = p[2];
    h->type = p[3];
    h->job = get16(p + 4);
    h->rank = get16(p + 6);
    h->session = get32(p + 8);
    h->slot = get16(p + 12);
    h->flags = p[14];
    h->exponent = p[15];
    h->seq = get32(p + 16);
    h->count = get16(p + 20);
}

/* A header as the switch writes it. */
static inline void write_hdr(uint8_t *o, int type, uint32_t job, uint32_t rank, uint32_t session,
                             uint32_t slot, uint32_t flags, uint32_t exponent, uint32_t seq,
                             uint32_t count, uint32_t contributors) {
    put16(o, MAGIC);
    o[2] = VERSION;
    o[3] = (uint8_t)type;
    put16(o + 4, job);
    put16(o + 6, rank);
    put32(o + 8, session);
    put16(o + 12, slot);
    o[14] = (uint8_t)flags;
    o[15] = (uint8_t)exponent;
    put32(o + 16, seq);
    put16(o + 20, count);
    put16(o + 22, contributors);
}

/* -- drop simulator (softswitch/dropsim.py) ----------------------------------------- */
#define GOLDEN 0x9E3779B97F4A7C15ull
static inline uint64_t mix64(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

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
    uint8_t hdr[HEADER_LEN];
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

/* -- the arithmetic of the state machine -------------------------------------------- */
#if defined(__GNUC__) && defined(__x86_64__) && !defined(__clang__)
#define P4R_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define P4R_CLONES
#endif

/* v[j] = saturate(v[j] + big-endian p[j]) in 32-bit lanes (vectorizes); returns 1 if
 * any add saturated.  An add overflows exactly when both operands have the sign the
 * wrapped sum lacks; it then saturates towards the operands' sign. */
P4R_CLONES
static int add_saturating(int32_t *restrict v, const uint8_t *restrict p, int64_t k) {
    uint32_t any = 0;
    for (int64_t j = 0; j < k; j++) {
        uint32_t w;
        memcpy(&w, p + 4 * j, 4);
        uint32_t a = (uint32_t)v[j], b = __builtin_bswap32(w), s = a + b;
        uint32_t over = ((a ^ s) & (b ^ s)) >> 31;               /* 1 if it wrapped */
        uint32_t sat = (uint32_t)((int32_t)a >> 31) ^ 0x7FFFFFFFu; /* INT32_MAX or MIN */
        v[j] = (int32_t)(over ? sat : s);
        any |= over;
    }
    return any != 0;
}

P4R_CLONES
static void load_payload(int32_t *restrict v, const uint8_t *restrict p, int64_t k) {
    for (int64_t j = 0; j < k; j++) {
        uint32_t w;
        memcpy(&w, p + 4 * j, 4);
        v[j] = (int32_t)__builtin_bswap32(w);
    }
}

P4R_CLONES
static void store_payload(uint8_t *restrict p, const int32_t *restrict v, int64_t k) {
    for (int64_t j = 0; j < k; j++) {
        uint32_t w = __builtin_bswap32((uint32_t)v[j]);
        memcpy(p + 4 * j, &w, 4);
    }
}

/* -- the core: tables, registers, counters ------------------------------------------ */
enum {
    B_BITMAP,
    B_COUNT,
    B_SEQ,
    B_EXPONENT,
    B_OVERFLOW,
    B_POISON,
    B_VALUES,
    B_COUNTERS,
    B_WORKER_PACKETS,
    B_WORKER_RETRANSMITS,
    B_JOB_PACKETS,
    B_JOINED_SESSION,
    B_JOINED_NONCE,
    B_NACK_AT,
    B_FINAL,
    B_COUNT_BUFS
};

typedef struct {
    size_t nw, rows, nsp;
    uint64_t *wkey;
    int64_t *wjob, *wrank, *widx;
    int32_t *job_row; /* JOB_IDS entries */
    int64_t *slot_base, *slot_count, *num_workers, *fanout, *dest_rank;
    uint32_t *session, *dest_ip;
    uint16_t *dest_port;
    /* a leaf job's uplink (two levels), by row, and the spines table (sorted keys) */
    uint8_t *has_uplink;
    uint32_t *up_ip, *up_session;
    uint16_t *up_port, *up_job, *up_rank;
    int64_t *world_size;
    uint64_t *spine_key;
    int64_t *spine_job;
} Tables;

#ifdef P4R_IO
typedef struct {
    int batch, msg_size;
    uint8_t *rbuf;
    struct mmsghdr *rx;
    struct iovec *riov;
    struct sockaddr_in *raddr;
    uint8_t *rctl;
    Pkt *pkts;
    size_t cappkts;
    Out out;
    /* send side */
    struct mmsghdr *tx;
    struct iovec *tiov;
    struct sockaddr_in *taddr;
    uint8_t *tctl;
    size_t captx, capaddr, capctl, captiov;
    uint64_t *sortbuf;
    size_t capsort;
} Io;
#endif

typedef struct CpuPkt {
    struct CpuPkt *next;
    size_t len;
    uint8_t data[];
} CpuPkt;

typedef struct {
    PyObject_HEAD
    pthread_mutex_t mu;
    int64_t num_slots, elems;
    Py_buffer bufs[B_COUNT_BUFS];
    int have_bufs;
    uint64_t *bitmap;
    int64_t *count;
    uint32_t *seq;
    uint8_t *exponent, *overflow, *poison, *final;
    int32_t *values;
    uint64_t *counters, *worker_packets, *worker_retransmits, *job_packets;
    uint32_t *joined_session, *joined_nonce;
    int64_t *nack_at;
    Tables t;
    int64_t nack_interval_us;
    int has_controller;
    uint64_t controller_key;
    uint64_t drop_key, drop_counter, thr_in, thr_eg;
    uint32_t *wave_epoch, *wave_cnt, epoch;
    Out pyout;
#ifdef P4R_IO
    Io io;
    struct PortIo *pio; /* the port front end's loop (_native_ports.c), made on first use */
#endif
    uint64_t tables_version; /* set_tables calls so far: serve_ports re-reads routes */
    int serving;
    volatile int interrupt;
    pthread_mutex_t cpu_mu;
    CpuPkt *cpu_head, *cpu_tail;
    volatile int cpu_pending;
} Core;

static inline uint64_t draw(Core *c) {
    c->drop_counter++;
    return mix64(c->drop_key + c->drop_counter * GOLDEN);
}

static void tables_free(Tables *t) {
    free(t->wkey);
    free(t->wjob);
    free(t->wrank);
    free(t->widx);
    free(t->job_row);
    free(t->slot_base);
    free(t->slot_count);
    free(t->num_workers);
    free(t->fanout);
    free(t->dest_rank);
    free(t->session);
    free(t->dest_ip);
    free(t->dest_port);
    free(t->has_uplink);
    free(t->up_ip);
    free(t->up_session);
    free(t->up_port);
    free(t->up_job);
    free(t->up_rank);
    free(t->world_size);
    free(t->spine_key);
    free(t->spine_job);
    memset(t, 0, sizeof *t);
}

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

/* The worker table: the first entry whose key is >= ip << 16 | port (searchsorted). */
static inline void lookup(const Tables *t, uint32_t ip, uint16_t port, Scratch *s) {
    uint64_t key = (uint64_t)ip << 16 | port;
    s->found = 0;
    s->job = s->rank = s->widx = 0;
    if (t->nw == 0) return;
    size_t lo = 0, hi = t->nw;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (t->wkey[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo >= t->nw) lo = t->nw - 1;
    s->found = t->wkey[lo] == key;
    s->job = t->wjob[lo];
    s->rank = t->wrank[lo];
    s->widx = t->widx[lo];
}

static void reset_slot(Core *c, int64_t slot) {
    c->bitmap[2 * slot] = c->bitmap[2 * slot + 1] = 0;
    c->count[2 * slot] = c->count[2 * slot + 1] = 0;
    c->final[2 * slot] = c->final[2 * slot + 1] = 0;
}

/* A RESULT or STATUS header from set k's registers. */
static void set_hdr(Core *c, uint8_t *o, int type, const Hdr *h, size_t k, uint32_t rank,
                    uint32_t words) {
    uint32_t flags = (uint32_t)(k & 1) | (c->overflow[k] ? F_OVERFLOW : 0) |
                     (c->poison[k] ? F_POISON : 0);
    write_hdr(o, type, h->job, rank, h->session, h->slot, flags, c->exponent[k], c->seq[k], words,
              (uint32_t)c->count[k]);
}

/* The values of set k as a big-endian payload; returns its offset, or -1. */
static int64_t snapshot(Core *c, Out *o, size_t k) {
    uint32_t off;
    uint8_t *p = pay_alloc(o, (size_t)c->elems * 4, &off);
    if (!p) return -1;
    store_payload(p, c->values + k * (size_t)c->elems, c->elems);
    return off;
}

static void result_to(Core *c, Out *o, uint32_t key, const Hdr *h, size_t k, uint32_t rank,
                      uint32_t ip, uint16_t port, uint32_t off) {
    Rec *r = emit(o, key, T_RESULT, ip, port);
    if (!r) return;
    set_hdr(c, r->hdr, T_RESULT, h, k, rank, (uint32_t)c->elems);
    r->pay_off = off;
    r->pay_len = (uint32_t)c->elems * 4;
}

/* A leaf's partial aggregate of set k: a CONTRIB of the spine job, to the spine. */
static void partial_up(Core *c, Out *o, uint32_t key, const Hdr *h, int64_t row, size_t k) {
    const Tables *t = &c->t;
    int64_t off = snapshot(c, o, k);
    if (off < 0) return;
    Rec *r = emit(o, key, T_CONTRIB, t->up_ip[row], t->up_port[row]);
    if (!r) return;
    uint32_t flags = (uint32_t)(k & 1) | (c->overflow[k] ? F_OVERFLOW : 0) |
                     (c->poison[k] ? F_POISON : 0);
    write_hdr(r->hdr, T_CONTRIB, t->up_job[row], t->up_rank[row], t->up_session[row], h->slot,
              flags, c->exponent[k], c->seq[k], (uint32_t)c->elems, (uint32_t)c->count[k]);
    r->pay_off = (uint32_t)off;
    r->pay_len = (uint32_t)c->elems * 4;
}

static void status_to(Core *c, Out *o, uint32_t key, const Hdr *h, size_t k, const Pkt *p) {
    Rec *r = emit(o, key, T_STATUS, p->ip, p->port);
    uint32_t off;
    uint8_t *w = r ? pay_alloc(o, 4 * STATUS_WORDS, &off) : NULL;
    if (!w) return;
    set_hdr(c, r->hdr, T_STATUS, h, k, h->rank, STATUS_WORDS);
    put32(w, (uint32_t)(c->bitmap[k] >> 32));
    put32(w + 4, (uint32_t)c->bitmap[k]);
    r->pay_off = off;
    r->pay_len = 4 * STATUS_WORDS;
}

/* Multicast set k: one payload, one header per replica (rank and destination). */
static void multicast(Core *c, Out *o, uint32_t key, const Hdr *h, int64_t row, size_t k) {
    const Tables *t = &c->t;
    int64_t off = snapshot(c, o, k);
    if (off < 0) return;
    for (int64_t j = 0; j < t->fanout[row]; j++) {
        size_t d = (size_t)row * MAX_WORKERS + (size_t)j;
        result_to(c, o, key, h, k, (uint32_t)t->dest_rank[d], t->dest_ip[d], t->dest_port[d],
                  (uint32_t)off);
    }
}

/* The state machine of docs/protocol.md for one admitted CONTRIB, or, on a leaf, the
 * spine's RESULT ("final").  Output keys in a wave: multicast RESULTs, partials to the
 * spine, unicast RESULTs, STATUS (the numpy pipeline's order). */
static void aggregate(Core *c, Out *o, const Scratch *s, const Pkt *p, int64_t row, size_t k) {
    const Tables *t = &c->t;
    const Hdr *h = &s->h;
    uint32_t wave;
    if (c->wave_epoch[k] != c->epoch) {
        c->wave_epoch[k] = c->epoch;
        c->wave_cnt[k] = 0;
    }
    wave = c->wave_cnt[k]++;
    if (wave > o->max_wave) o->max_wave = wave;
    uint32_t base = 2 + 4 * wave;
    enum { K_MULTICAST, K_PARTIAL, K_UNICAST, K_STATUS };
    uint64_t held = c->bitmap[k];
    uint32_t held_seq = c->seq[k];
    int64_t workers = t->num_workers[row];
    int leaf = t->has_uplink[row];
    int64_t K = c->elems;
    int32_t *v = c->values + k * (size_t)K;
    const uint8_t *pl = p->data + HEADER_LEN;
    int busy = held != 0;
    int same = busy && h->seq == held_seq;
    uint8_t poison = (h->flags & F_POISON) != 0;
    uint8_t overflowed = (h->flags & F_OVERFLOW) != 0; /* a leaf's partial (two levels) */
    if (h->type == T_RESULT) { /* a leaf: the spine's result of a round it forwarded */
        if (busy && c->count[k] == workers && same && !c->final[k]) {
            load_payload(v, pl, K);
            c->exponent[k] = h->exponent;
            c->overflow[k] = overflowed;
            c->poison[k] = poison;
            c->final[k] = 1;
            c->counters[C_FINALS_RECEIVED]++;
            multicast(c, o, base + K_MULTICAST, h, row, k);
        } else {
            c->counters[C_UPLINK_IGNORED]++;
        }
        return;
    }
    uint64_t bit = 1ull << (h->rank & 63);
    if (same && (held & bit)) { /* a retransmission */
        c->worker_retransmits[s->widx]++;
        if (c->count[k] == workers && !(leaf && !c->final[k])) {
            c->counters[C_DUP_ANSWERED]++;
            int64_t off = snapshot(c, o, k);
            if (off >= 0)
                result_to(c, o, base + K_UNICAST, h, k, h->rank, p->ip, p->port, (uint32_t)off);
            return;
        }
        c->counters[C_DUP_PENDING]++;
        /* A leaf that still waits for the spine sends its partial up again. */
        if (c->count[k] == workers) partial_up(c, o, base + K_PARTIAL, h, row, k);
        status_to(c, o, base + K_STATUS, h, k, p);
        return;
    }
    if (!same && busy && (uint32_t)(h->seq - held_seq) >= 0x80000000u) { /* older */
        c->counters[C_STALE]++;
        c->worker_retransmits[s->widx]++;
        return;
    }
    if (same) { /* a later contribution: saturating add */
        int ovf = add_saturating(v, pl, K);
        c->bitmap[k] = held | bit;
        c->count[k] += 1;
        if (h->exponent > c->exponent[k]) c->exponent[k] = h->exponent;
        c->overflow[k] |= (uint8_t)ovf | overflowed;
        c->poison[k] |= poison;
    } else { /* the first contribution of a round */
        load_payload(v, pl, K);
        c->bitmap[k] = bit;
        c->count[k] = 1;
        c->seq[k] = h->seq;
        c->exponent[k] = h->exponent;
        c->overflow[k] = overflowed;
        c->poison[k] = poison;
        c->final[k] = 0;
    }
    c->counters[C_AGGREGATED]++;
    if (c->count[k] != workers) return;
    c->counters[C_COMPLETED]++;
    if (leaf)
        partial_up(c, o, base + K_PARTIAL, h, row, k);
    else
        multicast(c, o, base + K_MULTICAST, h, row, k);
}

/* The checks of the admission order that need no table but the spines one: 1-6;
 * returns a counter or -1.  ``uplink``: a RESULT or STATUS from a leaf job's spine. */
static inline int header_checks(const Core *c, const Hdr *h, const Pkt *p, int uplink) {
    if (h->magic != MAGIC) return C_REJECTED_MAGIC;
    if (h->version != VERSION) return C_REJECTED_VERSION;
    if (h->type != T_CONTRIB && h->type != T_JOIN && h->type != T_RESET && !uplink)
        return C_REJECTED_TYPE;
    if (h->flags & F_RESERVED) return C_REJECTED_FLAGS;
    if (h->type == T_CONTRIB || h->type == T_RESULT) {
        uint32_t want = HEADER_LEN + 4 * (uint32_t)c->elems;
        if (h->count != c->elems || p->len != want || p->avail < want) return C_REJECTED_LENGTH;
    } else if (h->type == T_STATUS) {
        if (h->count != STATUS_WORDS || p->len != HEADER_LEN + 4 * STATUS_WORDS)
            return C_REJECTED_LENGTH;
    } else if (h->count != 0 || p->len != HEADER_LEN) {
        return C_REJECTED_LENGTH;
    }
    return -1;
}

/* A RESET counts from the CPU port (a packet-out: from_cpu) or from the configured
 * controller address. */
static void do_reset(Core *c, Out *o, const Scratch *s, const Pkt *p, int from_cpu) {
    uint64_t key = (uint64_t)p->ip << 16 | p->port;
    if (!from_cpu && (!c->has_controller || key != c->controller_key)) {
        c->counters[C_REJECTED_RESET]++;
        return;
    }
    if (s->h.slot >= c->num_slots) {
        c->counters[C_REJECTED_SLOT]++;
        return;
    }
    reset_slot(c, s->h.slot);
    c->counters[C_RESETS]++;
    Rec *r = emit(o, 0, T_RESET_ACK, p->ip, p->port);
    if (r)
        write_hdr(r->hdr, T_RESET_ACK, s->h.job, s->h.rank, s->h.session, s->h.slot, 0, 0,
                  s->h.seq, 0, 0);
}

static void nack(Core *c, Out *o, const Scratch *s, const Pkt *p, uint32_t key) {
    uint32_t detail = 0;
    int reason = s->refused;
    if (reason == C_REJECTED_LENGTH)
        detail = (uint32_t)c->elems;
    else if (reason == C_REJECTED_SLOT)
        detail = (uint32_t)c->t.slot_count[c->t.job_row[s->h.job]];
    else if (reason == C_REJECTED_SPOOFED)
        detail = (uint32_t)(s->job << 16 | s->rank);
    Rec *r = emit(o, key, T_NACK, p->ip, p->port);
    uint32_t off;
    uint8_t *w = r ? pay_alloc(o, 4 * NACK_WORDS, &off) : NULL;
    if (!w) return;
    /* The refused packet's session echoed: a worker acts only on a NACK of its own. */
    write_hdr(r->hdr, T_NACK, s->h.job, s->h.rank, s->h.session, s->h.slot, s->h.flags & F_SET, 0,
              s->h.seq, NACK_WORDS, 0);
    put32(w, (uint32_t)reason);
    put32(w + 4, detail);
    r->pay_off = off;
    r->pay_len = 4 * NACK_WORDS;
    c->counters[C_NACKS]++;
}

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
    c->counters[C_RECEIVED] += n;
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
            c->counters[C_DROPPED_INGRESS]++;
            continue;
        }
        if (p[i].len < HEADER_LEN) {
            c->counters[C_REJECTED_TRUNCATED]++;
            s->refused = C_REJECTED_TRUNCATED;
            continue;
        }
        parse(&s->h, p[i].data);
        lookup(t, p[i].ip, p[i].port, s);
        s->uplink = (s->h.type == T_RESULT || s->h.type == T_STATUS) &&
                    lookup_spine(t, p[i].ip, p[i].port, s->h.job, &s->local_job);
        if (s->uplink) s->found = 0; /* a spine is answered by the uplink path, never NACKed */
        int is_reset = s->h.type == T_RESET;
        /* What reaches the worker table, as in the P4 program: all but RESULT and STATUS
         * (the spines table examines those). */
        if (s->found && s->h.type != T_RESULT && s->h.type != T_STATUS)
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
            bad = C_REJECTED_UNREGISTERED;
        } else if (s->uplink ? h->rank != t->up_rank[row]
                             : (h->job != s->job || h->rank != s->rank)) {
            bad = C_REJECTED_SPOOFED;
        } else if (row == 0) {
            bad = C_REJECTED_UNREGISTERED;
        } else {
            c->job_packets[job]++;
            uint32_t S = t->session[row];
            /* A locked job (session 0) refuses every CONTRIB and JOIN. */
            int wrong = (!s->uplink && S == 0) ||
                        (h->type == T_JOIN ? (h->session != 0 && h->session != S)
                                           : h->session != (s->uplink ? t->up_session[row] : S));
            if (wrong)
                bad = C_REJECTED_SESSION;
            else if ((h->type == T_CONTRIB || s->uplink) &&
                     (h->slot >= t->slot_count[row] || t->slot_base[row] + h->slot >= c->num_slots))
                bad = C_REJECTED_SLOT;
        }
        if (bad < 0 && h->type == T_JOIN) {
            uint32_t w = (uint32_t)s->widx;
            if (c->joined_session[w] == t->session[row] && c->joined_nonce[w] != h->seq) {
                bad = C_REJECTED_REJOIN;
            } else {
                c->joined_session[w] = t->session[row];
                c->joined_nonce[w] = h->seq;
                c->counters[C_JOINS]++;
                Rec *r = emit(o, 1, T_JOIN_ACK, p[i].ip, p[i].port);
                uint32_t off;
                uint8_t *pw = r ? pay_alloc(o, 4 * JOIN_ACK_WORDS, &off) : NULL;
                if (pw) {
                    /* A leaf says how many ranks it aggregates itself (its STATUS
                     * bitmaps hold those); the worker count is the whole job's. */
                    uint32_t local = t->has_uplink[row] ? (uint32_t)t->num_workers[row] : 0;
                    write_hdr(r->hdr, T_JOIN_ACK, h->job, h->rank, t->session[row], h->slot, 0, 0,
                              h->seq, JOIN_ACK_WORDS, local);
                    put32(pw, (uint32_t)c->elems);
                    put32(pw + 4, (uint32_t)t->slot_count[row]);
                    put32(pw + 8, (uint32_t)t->world_size[row]);
                    r->pay_off = off;
                    r->pay_len = 4 * JOIN_ACK_WORDS;
                }
            }
        }
        if (bad >= 0) {
            c->counters[bad]++;
            s->refused = (int8_t)bad;
            continue;
        }
        if (s->uplink && h->type == T_STATUS) { /* the spine waits: nothing to do */
            c->counters[C_UPLINK_IGNORED]++;
            continue;
        }
        if (s->uplink) { /* the spine's RESULT: what the workers get names the local job */
            h->job = (uint16_t)job;
            h->session = t->session[row];
        }
        if (h->type == T_CONTRIB || s->uplink) {
            int64_t slot = t->slot_base[row] + h->slot;
            aggregate(c, o, s, &p[i], row, (size_t)(slot * 2 + (h->flags & F_SET)));
        }
    }
    /* Pass 3: NACKs to registered senders, at most one per worker per interval. */
    uint32_t nack_base = 2 + 4 * (o->max_wave + 1);
    for (size_t i = 0; i < n; i++) {
        Scratch *s = &o->sc[i];
        if (s->refused < 0 || !s->found || !nacked(s->refused)) continue;
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
            c->counters[C_DROPPED_EGRESS]++;
            continue;
        }
        if (o->recs[i].type == T_RESULT) c->counters[C_RESULTS_SENT]++;
        if (o->recs[i].type == T_CONTRIB) c->counters[C_PARTIALS_SENT]++;
        o->kept[o->nkept++] = i;
    }
    return 0;
}

/* -- Python: buffers ----------------------------------------------------------------- */
static void lock_core(Core *c) {
    if (pthread_mutex_trylock(&c->mu) != 0) {
        Py_BEGIN_ALLOW_THREADS pthread_mutex_lock(&c->mu);
        Py_END_ALLOW_THREADS
    }
}

static int get_buf(PyObject *obj, Py_buffer *view, Py_ssize_t itemsize, Py_ssize_t count,
                   int writable, const char *what) {
    int flags = PyBUF_C_CONTIGUOUS | (writable ? PyBUF_WRITABLE : 0);
    if (PyObject_GetBuffer(obj, view, flags) < 0) return -1;
    if (view->len != itemsize * count) {
        PyErr_Format(PyExc_ValueError, "%s: expected %zd bytes, got %zd", what, itemsize * count,
                     view->len);
        PyBuffer_Release(view);
        return -1;
    }
    return 0;
}

#ifdef P4R_IO
static void portio_free(struct PortIo *p); /* _native_ports.c */
#endif

static void Core_dealloc(Core *c) {
    if (c->have_bufs)
        for (int i = 0; i < B_COUNT_BUFS; i++) PyBuffer_Release(&c->bufs[i]);
    tables_free(&c->t);
    out_free(&c->pyout);
#ifdef P4R_IO
    Io *io = &c->io;
    free(io->rbuf);
    free(io->rx);
    free(io->riov);
    free(io->raddr);
    free(io->rctl);
    free(io->pkts);
    out_free(&io->out);
    free(io->tx);
    free(io->tiov);
    free(io->taddr);
    free(io->tctl);
    free(io->sortbuf);
    portio_free(c->pio);
#endif
    for (CpuPkt *q = c->cpu_head; q;) {
        CpuPkt *next = q->next;
        free(q);
        q = next;
    }
    free(c->wave_epoch);
    free(c->wave_cnt);
    pthread_mutex_destroy(&c->mu);
    pthread_mutex_destroy(&c->cpu_mu);
    Py_TYPE(c)->tp_free((PyObject *)c);
}

/* Core(num_slots, elems, buffers): buffers in the order of the B_* enum. */
static int Core_init(Core *c, PyObject *args, PyObject *kw) {
    PyObject *seq;
    long long slots, elems;
    static char *names[] = {"num_slots", "elems", "buffers", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kw, "LLO", names, &slots, &elems, &seq)) return -1;
    if (c->have_bufs) {
        PyErr_SetString(PyExc_RuntimeError, "Core is initialized once");
        return -1;
    }
    /* Rows are 24 + 4K bytes and hold every answer: a JOIN_ACK's 3 words need K >= 3. */
    if (slots < 1 || slots > (1 << 16) || elems < JOIN_ACK_WORDS || elems > 16384) {
        PyErr_SetString(PyExc_ValueError, "num_slots must be 1..65536 and elems 3..16384");
        return -1;
    }
    PyObject *fast = PySequence_Fast(seq, "buffers must be a sequence");
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != B_COUNT_BUFS) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "expected %d buffers", B_COUNT_BUFS);
        return -1;
    }
    Py_ssize_t sets = (Py_ssize_t)slots * 2;
    const struct {
        Py_ssize_t item, count;
        const char *what;
    } spec[B_COUNT_BUFS] = {
        {8, sets, "bitmap"},
        {8, sets, "count"},
        {4, sets, "seq"},
        {1, sets, "exponent"},
        {1, sets, "overflow"},
        {1, sets, "poison"},
        {4, sets * (Py_ssize_t)elems, "values"},
        {8, C_COUNT, "counters"},
        {8, WORKER_ENTRIES, "worker_packets"},
        {8, WORKER_ENTRIES, "worker_retransmits"},
        {8, JOB_IDS, "job_packets"},
        {4, WORKER_ENTRIES, "joined_session"},
        {4, WORKER_ENTRIES, "joined_nonce"},
        {8, WORKER_ENTRIES, "nack_at"},
        {1, sets, "final"},
    };
    int i;
    for (i = 0; i < B_COUNT_BUFS; i++) {
        if (get_buf(PySequence_Fast_GET_ITEM(fast, i), &c->bufs[i], spec[i].item, spec[i].count, 1,
                    spec[i].what) < 0)
            break;
    }
    Py_DECREF(fast);
    if (i < B_COUNT_BUFS) {
        while (i-- > 0) PyBuffer_Release(&c->bufs[i]);
        return -1;
    }
    c->have_bufs = 1;
    c->num_slots = slots;
    c->elems = elems;
    c->bitmap = c->bufs[B_BITMAP].buf;
    c->count = c->bufs[B_COUNT].buf;
    c->seq = c->bufs[B_SEQ].buf;
    c->exponent = c->bufs[B_EXPONENT].buf;
    c->overflow = c->bufs[B_OVERFLOW].buf;
    c->poison = c->bufs[B_POISON].buf;
    c->values = c->bufs[B_VALUES].buf;
    c->counters = c->bufs[B_COUNTERS].buf;
    c->worker_packets = c->bufs[B_WORKER_PACKETS].buf;
    c->worker_retransmits = c->bufs[B_WORKER_RETRANSMITS].buf;
    c->job_packets = c->bufs[B_JOB_PACKETS].buf;
    c->joined_session = c->bufs[B_JOINED_SESSION].buf;
    c->joined_nonce = c->bufs[B_JOINED_NONCE].buf;
    c->nack_at = c->bufs[B_NACK_AT].buf;
    c->final = c->bufs[B_FINAL].buf;
    c->wave_epoch = calloc((size_t)sets, sizeof(uint32_t));
    c->wave_cnt = calloc((size_t)sets, sizeof(uint32_t));
    c->t.job_row = calloc(JOB_IDS, sizeof(int32_t));
    c->t.rows = 1;
    c->t.slot_base = calloc(1, sizeof(int64_t));
    c->t.slot_count = calloc(1, sizeof(int64_t));
    c->t.num_workers = calloc(1, sizeof(int64_t));
    c->t.fanout = calloc(1, sizeof(int64_t));
    c->t.session = calloc(1, sizeof(uint32_t));
    c->t.dest_rank = calloc(MAX_WORKERS, sizeof(int64_t));
    c->t.dest_ip = calloc(MAX_WORKERS, sizeof(uint32_t));
    c->t.dest_port = calloc(MAX_WORKERS, sizeof(uint16_t));
    c->t.has_uplink = calloc(1, 1);
    c->t.up_ip = calloc(1, sizeof(uint32_t));
    c->t.up_session = calloc(1, sizeof(uint32_t));
    c->t.up_port = calloc(1, sizeof(uint16_t));
    c->t.up_job = calloc(1, sizeof(uint16_t));
    c->t.up_rank = calloc(1, sizeof(uint16_t));
    c->t.world_size = calloc(1, sizeof(int64_t));
    c->t.spine_key = calloc(1, sizeof(uint64_t));
    c->t.spine_job = calloc(1, sizeof(int64_t));
    if (!c->wave_epoch || !c->wave_cnt || !c->t.job_row || !c->t.slot_base || !c->t.slot_count ||
        !c->t.num_workers || !c->t.fanout || !c->t.session || !c->t.dest_rank || !c->t.dest_ip ||
        !c->t.dest_port || !c->t.has_uplink || !c->t.up_ip || !c->t.up_session || !c->t.up_port ||
        !c->t.up_job || !c->t.up_rank || !c->t.world_size || !c->t.spine_key || !c->t.spine_job) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static PyObject *Core_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
    Core *c = (Core *)type->tp_alloc(type, 0);
    if (!c) return NULL;
    pthread_mutex_init(&c->mu, NULL);
    pthread_mutex_init(&c->cpu_mu, NULL);
    c->nack_interval_us = 1000;
    return (PyObject *)c;
}

#define NEED_INIT(c)                                                        \
    if (!(c)->have_bufs) {                                                  \
        PyErr_SetString(PyExc_RuntimeError, "Core.__init__ was not called"); \
        return NULL;                                                        \
    }

/* A copy of a C-contiguous buffer of ``count`` items, or NULL with an exception. */
static void *copy_buf(PyObject *obj, Py_ssize_t item, Py_ssize_t count, const char *what) {
    Py_buffer v;
    if (get_buf(obj, &v, item, count, 0, what) < 0) return NULL;
    void *p = malloc((size_t)(item * count) + 1);
    if (!p) {
        PyBuffer_Release(&v);
        PyErr_NoMemory();
        return NULL;
    }
    memcpy(p, v.buf, (size_t)(item * count));
    PyBuffer_Release(&v);
    return p;
}

static int buf_items(PyObject *obj, Py_ssize_t item, Py_ssize_t *count) {
    Py_buffer v;
    if (PyObject_GetBuffer(obj, &v, PyBUF_C_CONTIGUOUS) < 0) return 0;
    *count = v.len / item;
    PyBuffer_Release(&v);
    return 1;
}

/* set_tables(worker_key u64, worker_job i64, worker_rank i64, worker_index i64,
 *            job_row i32[65536], slot_base i64, slot_count i64, num_workers i64,
 *            session u32, fanout i64, dest_rank i64[rows*64], dest_ip u32, dest_port u16,
 *            has_uplink bool, up_ip u32, up_port u16, up_job u16, up_rank u16,
 *            up_session u32, world_size i64, spine_key u64, spine_job i64):
 * the arrays of Tables._rebuild, copied in. */
static PyObject *Core_set_tables(Core *c, PyObject *args) {
    NEED_INIT(c);
    PyObject *a[22];
    if (!PyArg_ParseTuple(args, "OOOOOOOOOOOOOOOOOOOOOO", &a[0], &a[1], &a[2], &a[3], &a[4],
                          &a[5], &a[6], &a[7], &a[8], &a[9], &a[10], &a[11], &a[12], &a[13],
                          &a[14], &a[15], &a[16], &a[17], &a[18], &a[19], &a[20], &a[21]))
        return NULL;
    Py_ssize_t nw, rows, nsp;
    if (!buf_items(a[0], 8, &nw) || !buf_items(a[5], 8, &rows) || !buf_items(a[20], 8, &nsp))
        return NULL;
    if (rows < 1) {
        PyErr_SetString(PyExc_ValueError, "tables need row 0");
        return NULL;
    }
    Tables t = {0};
    t.nw = (size_t)nw;
    t.rows = (size_t)rows;
    Py_ssize_t dests = rows * MAX_WORKERS;
    if (!(t.wkey = copy_buf(a[0], 8, nw, "worker_key")) ||
        !(t.wjob = copy_buf(a[1], 8, nw, "worker_job")) ||
        !(t.wrank = copy_buf(a[2], 8, nw, "worker_rank")) ||
        !(t.widx = copy_buf(a[3], 8, nw, "worker_index")) ||
        !(t.job_row = copy_buf(a[4], 4, JOB_IDS, "job_row")) ||
        !(t.slot_base = copy_buf(a[5], 8, rows, "slot_base")) ||
        !(t.slot_count = copy_buf(a[6], 8, rows, "slot_count")) ||
        !(t.num_workers = copy_buf(a[7], 8, rows, "num_workers")) ||
        !(t.session = copy_buf(a[8], 4, rows, "session")) ||
        !(t.fanout = copy_buf(a[9], 8, rows, "fanout")) ||
        !(t.dest_rank = copy_buf(a[10], 8, dests, "dest_rank")) ||
        !(t.dest_ip = copy_buf(a[11], 4, dests, "dest_ip")) ||
        !(t.dest_port = copy_buf(a[12], 2, dests, "dest_port")) ||
        !(t.has_uplink = copy_buf(a[13], 1, rows, "has_uplink")) ||
        !(t.up_ip = copy_buf(a[14], 4, rows, "up_ip")) ||
        !(t.up_port = copy_buf(a[15], 2, rows, "up_port")) ||
        !(t.up_job = copy_buf(a[16], 2, rows, "up_job")) ||
        !(t.up_rank = copy_buf(a[17], 2, rows, "up_rank")) ||
        !(t.up_session = copy_buf(a[18], 4, rows, "up_session")) ||
        !(t.world_size = copy_buf(a[19], 8, rows, "world_size")) ||
        !(t.spine_key = copy_buf(a[20], 8, nsp, "spine_key")) ||
        !(t.spine_job = copy_buf(a[21], 8, nsp, "spine_job"))) {
        tables_free(&t);
        return NULL;
    }
    t.nsp = (size_t)nsp;
    for (size_t j = 0; j < t.nsp; j++)
        if (t.spine_job[j] < 0 || t.spine_job[j] >= JOB_IDS) {
            tables_free(&t);
            PyErr_SetString(PyExc_ValueError, "spines table: a job id out of range");
            return NULL;
        }
    /* What the lookups index with must stay in bounds, whatever was written. */
    for (size_t i = 0; i < t.nw; i++)
        if (t.widx[i] < 0 || t.widx[i] >= WORKER_ENTRIES || t.wjob[i] < 0 || t.wrank[i] < 0) {
            tables_free(&t);
            PyErr_SetString(PyExc_ValueError, "worker table: index, job or rank out of range");
            return NULL;
        }
    for (size_t j = 0; j < JOB_IDS; j++)
        if (t.job_row[j] < 0 || (size_t)t.job_row[j] >= t.rows) {
            tables_free(&t);
            PyErr_SetString(PyExc_ValueError, "job_row points past the job rows");
            return NULL;
        }
    for (size_t r = 0; r < t.rows; r++)
        if (t.fanout[r] < 0 || t.fanout[r] > MAX_WORKERS || t.slot_base[r] < 0) {
            tables_free(&t);
            PyErr_SetString(PyExc_ValueError, "job rows: fanout or slot base out of range");
            return NULL;
        }
    lock_core(c);
    Tables old = c->t;
    c->t = t;
    __atomic_add_fetch(&c->tables_version, 1, __ATOMIC_SEQ_CST);
    pthread_mutex_unlock(&c->mu);
    tables_free(&old);
    Py_RETURN_NONE;
}

static PyObject *Core_reset_slots(Core *c, PyObject *args) {
    NEED_INIT(c);
    long long start, stop;
    if (!PyArg_ParseTuple(args, "LL", &start, &stop)) return NULL;
    if (start < 0) start = 0;
    if (stop > c->num_slots) stop = c->num_slots;
    lock_core(c);
    for (long long s = start; s < stop; s++) reset_slot(c, s);
    pthread_mutex_unlock(&c->mu);
    Py_RETURN_NONE;
}

/* configure(nack_interval_us, controller_key or -1) */
static PyObject *Core_configure(Core *c, PyObject *args) {
    NEED_INIT(c);
    long long interval, key;
    if (!PyArg_ParseTuple(args, "LL", &interval, &key)) return NULL;
    lock_core(c);
    c->nack_interval_us = interval;
    c->has_controller = key >= 0;
    c->controller_key = key >= 0 ? (uint64_t)key : 0;
    pthread_mutex_unlock(&c->mu);
    Py_RETURN_NONE;
}

/* set_drop(key, ingress_threshold, egress_threshold): thresholds out of 2^64. */
static PyObject *Core_set_drop(Core *c, PyObject *args) {
    NEED_INIT(c);
    unsigned long long key, tin, teg;
    if (!PyArg_ParseTuple(args, "KKK", &key, &tin, &teg)) return NULL;
    lock_core(c);
    c->drop_key = key;
    c->thr_in = tin;
    c->thr_eg = teg;
    pthread_mutex_unlock(&c->mu);
    Py_RETURN_NONE;
}

static PyObject *Core_drop_draws(Core *c, PyObject *unused) {
    return PyLong_FromUnsignedLongLong(c->drop_counter);
}

static PyObject *Core_acquire(Core *c, PyObject *unused) {
    lock_core(c);
    Py_RETURN_NONE;
}

static PyObject *Core_release(Core *c, PyObject *unused) {
    pthread_mutex_unlock(&c->mu);
    Py_RETURN_NONE;
}

/* The kept outputs as (rows, lengths i64, dst_ip u32, dst_port u16) bytearrays; rows
 * are ``row_len`` bytes, zero past the packet. */
static PyObject *outputs(Core *c, Out *o) {
    size_t row_len = HEADER_LEN + 4 * (size_t)c->elems, n = o->nkept;
    PyObject *rows = PyByteArray_FromStringAndSize(NULL, (Py_ssize_t)(n * row_len));
    PyObject *lens = PyByteArray_FromStringAndSize(NULL, (Py_ssize_t)(n * 8));
    PyObject *ips = PyByteArray_FromStringAndSize(NULL, (Py_ssize_t)(n * 4));
    PyObject *ports = PyByteArray_FromStringAndSize(NULL, (Py_ssize_t)(n * 2));
    if (!rows || !lens || !ips || !ports) {
        Py_XDECREF(rows);
        Py_XDECREF(lens);
        Py_XDECREF(ips);
        Py_XDECREF(ports);
        return NULL;
    }
    uint8_t *r = (uint8_t *)PyByteArray_AS_STRING(rows);
    int64_t *l = (int64_t *)PyByteArray_AS_STRING(lens);
    uint32_t *ip = (uint32_t *)PyByteArray_AS_STRING(ips);
    uint16_t *pt = (uint16_t *)PyByteArray_AS_STRING(ports);
    for (size_t j = 0; j < n; j++, r += row_len) {
        const Rec *rec = &o->recs[o->kept[j]];
        memcpy(r, rec->hdr, HEADER_LEN);
        memcpy(r + HEADER_LEN, o->pay + rec->pay_off, rec->pay_len);
        memset(r + HEADER_LEN + rec->pay_len, 0, row_len - HEADER_LEN - rec->pay_len);
        l[j] = HEADER_LEN + rec->pay_len;
        ip[j] = rec->ip;
        pt[j] = rec->port;
    }
    return Py_BuildValue("(NNNN)", rows, lens, ips, ports);
}

/* process(rows, n, length i64[n], src_ip u32[n], src_port u16[n], now_us):
 * rows is a C-contiguous buffer of n rows of equal size. */
static PyObject *Core_process(Core *c, PyObject *args) {
    NEED_INIT(c);
    PyObject *orows, *olen, *oip, *oport;
    Py_ssize_t n;
    long long now;
    int from_cpu = 0;
    if (!PyArg_ParseTuple(args, "OnOOOL|p", &orows, &n, &olen, &oip, &oport, &now, &from_cpu))
        return NULL;
    if (n < 0) {
        PyErr_SetString(PyExc_ValueError, "negative batch");
        return NULL;
    }
    Py_buffer rows, len, ip, port;
    if (PyObject_GetBuffer(orows, &rows, PyBUF_C_CONTIGUOUS) < 0) return NULL;
    size_t stride = n ? (size_t)rows.len / (size_t)n : 0;
    if (n && (stride * (size_t)n != (size_t)rows.len || stride < HEADER_LEN)) {
        PyBuffer_Release(&rows);
        PyErr_SetString(PyExc_ValueError, "rows: n rows of at least 24 bytes");
        return NULL;
    }
    if (get_buf(olen, &len, 8, n, 0, "length") < 0) {
        PyBuffer_Release(&rows);
        return NULL;
    }
    if (get_buf(oip, &ip, 4, n, 0, "src_ip") < 0) {
        PyBuffer_Release(&rows);
        PyBuffer_Release(&len);
        return NULL;
    }
    if (get_buf(oport, &port, 2, n, 0, "src_port") < 0) {
        PyBuffer_Release(&rows);
        PyBuffer_Release(&len);
        PyBuffer_Release(&ip);
        return NULL;
    }
    Pkt *pk = malloc(sizeof(Pkt) * (size_t)(n ? n : 1));
    PyObject *result = NULL;
    if (!pk) {
        PyErr_NoMemory();
    } else {
        const int64_t *l = len.buf;
        const uint32_t *sip = ip.buf;
        const uint16_t *sport = port.buf;
        for (Py_ssize_t i = 0; i < n; i++) {
            pk[i].data = (const uint8_t *)rows.buf + (size_t)i * stride;
            pk[i].len = l[i] < 0 ? 0 : l[i] > UINT32_MAX ? UINT32_MAX : (uint32_t)l[i];
            pk[i].avail = (uint32_t)stride;
            pk[i].ip = sip[i];
            pk[i].port = sport[i];
        }
        lock_core(c);
        if (run_batch(c, &c->pyout, pk, (size_t)n, now, from_cpu) < 0)
            PyErr_NoMemory();
        else
            result = outputs(c, &c->pyout);
        pthread_mutex_unlock(&c->mu);
        free(pk);
    }
    PyBuffer_Release(&rows);
    PyBuffer_Release(&len);
    PyBuffer_Release(&ip);
    PyBuffer_Release(&port);
    return result;
}

/* -- the I/O loop -------------------------------------------------------------------- */
static PyObject *Core_take_cpu(Core *c, PyObject *unused) {
    PyObject *list = PyList_New(0);
    if (!list) return NULL;
    pthread_mutex_lock(&c->cpu_mu);
    CpuPkt *q = c->cpu_head;
    c->cpu_head = c->cpu_tail = NULL;
    c->cpu_pending = 0;
    pthread_mutex_unlock(&c->cpu_mu);
    int failed = 0;
    while (q) {
        CpuPkt *next = q->next;
        if (!failed) {
            PyObject *b = PyBytes_FromStringAndSize((const char *)q->data, (Py_ssize_t)q->len);
            if (!b || PyList_Append(list, b) < 0) failed = 1;
            Py_XDECREF(b);
        }
        free(q);
        q = next;
    }
    if (failed) {
        Py_DECREF(list);
        return NULL;
    }
    return list;
}

static PyObject *Core_interrupt(Core *c, PyObject *unused) {
    __atomic_store_n(&c->interrupt, 1, __ATOMIC_SEQ_CST);
    Py_RETURN_NONE;
}

#ifdef P4R_IO
#define CTL_SPACE CMSG_SPACE(sizeof(int))

static int64_t now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static int io_setup(Io *io, int batch, int msg_size) {
    if (io->rbuf && io->batch == batch && io->msg_size == msg_size) return 0;
    free(io->rbuf);
    free(io->rx);
    free(io->riov);
    free(io->raddr);
    free(io->rctl);
    io->rbuf = malloc((size_t)batch * (size_t)msg_size);
    io->rx = calloc((size_t)batch, sizeof(struct mmsghdr));
    io->riov = calloc((size_t)batch, sizeof(struct iovec));
    io->raddr = calloc((size_t)batch, sizeof(struct sockaddr_in));
    io->rctl = calloc((size_t)batch, CTL_SPACE);
    if (!io->rbuf || !io->rx || !io->riov || !io->raddr || !io->rctl) return -1;
    io->batch = batch;
    io->msg_size = msg_size;
    for (int i = 0; i < batch; i++) {
        io->riov[i].iov_base = io->rbuf + (size_t)i * (size_t)msg_size;
        io->riov[i].iov_len = (size_t)msg_size;
        io->rx[i].msg_hdr.msg_iov = &io->riov[i];
        io->rx[i].msg_hdr.msg_iovlen = 1;
        io->rx[i].msg_hdr.msg_name = &io->raddr[i];
    }
    return 0;
}

/* Received messages -> packets (a GRO message holds several equal-size segments). */
static int io_split(Io *io, int m, int gro) {
    size_t total = 0;
    for (int i = 0; i < m; i++) {
        struct msghdr *mh = &io->rx[i].msg_hdr;
        size_t size = io->rx[i].msg_len, seg = size;
        if (gro) {
            for (struct cmsghdr *cm = CMSG_FIRSTHDR(mh); cm; cm = CMSG_NXTHDR(mh, cm))
                if (cm->cmsg_level == SOL_UDP && cm->cmsg_type == UDP_GRO) {
                    int v;
                    memcpy(&v, CMSG_DATA(cm), sizeof v);
                    if (v > 0) seg = (size_t)v;
                }
        }
        if (seg == 0) seg = 1;
        size_t count = size ? (size + seg - 1) / seg : 1;
        if (grow((void **)&io->pkts, &io->cappkts, total + count, sizeof(Pkt))) return -1;
        const uint8_t *base = io->riov[i].iov_base;
        uint32_t ip = ntohl(io->raddr[i].sin_addr.s_addr);
        uint16_t port = ntohs(io->raddr[i].sin_port);
        for (size_t j = 0; j < count; j++) {
            Pkt *p = &io->pkts[total++];
            size_t at = j * seg, len = size - at < seg ? size - at : seg;
            if (size == 0) len = 0;
            p->data = base + at;
            p->len = (uint32_t)len;
            p->avail = (uint32_t)len;
            p->ip = ip;
            p->port = port;
        }
    }
    return (int)total;
}

static int cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Queues a packet for the CPU port (packet-in): take_cpu() hands it to Python.  0 or -1. */
static int cpu_push(Core *c, const uint8_t *hdr, const uint8_t *pay, uint32_t pay_len) {
    CpuPkt *q = malloc(sizeof(CpuPkt) + HEADER_LEN + pay_len);
    if (!q) return -1;
    q->next = NULL;
    q->len = HEADER_LEN + pay_len;
    memcpy(q->data, hdr, HEADER_LEN);
    memcpy(q->data + HEADER_LEN, pay, pay_len);
    pthread_mutex_lock(&c->cpu_mu);
    if (c->cpu_tail)
        c->cpu_tail->next = q;
    else
        c->cpu_head = q;
    c->cpu_tail = q;
    c->cpu_pending = 1;
    pthread_mutex_unlock(&c->cpu_mu);
    return 0;
}

/* Sends the kept outputs grouped by destination (stable), GSO runs of one destination
 * and one size; CPU-port packets (0.0.0.0:0) go to the CPU queue.  0 or an errno. */
static int io_send(Core *c, Io *io, int fd, int gso) {
    Out *o = &io->out;
    size_t n = o->nkept;
    if (n == 0) return 0;
    if (grow((void **)&io->sortbuf, &io->capsort, n, sizeof(uint64_t))) return ENOMEM;
    /* key: destination (48 bits) above the output position (16 bits): stable. */
    size_t m = 0;
    int big = n > 0xFFFF;
    for (size_t j = 0; j < n; j++) {
        const Rec *r = &o->recs[o->kept[j]];
        if (r->ip == 0 && r->port == 0) { /* the CPU port: packet-in */
            if (cpu_push(c, r->hdr, o->pay + r->pay_off, r->pay_len)) return ENOMEM;
            continue;
        }
        io->sortbuf[m++] = big ? j : ((uint64_t)r->ip << 32 | (uint64_t)r->port << 16 | j);
    }
    if (!big) qsort(io->sortbuf, m, sizeof(uint64_t), cmp_u64);
    if (m == 0) return 0;
    if (grow((void **)&io->tx, &io->captx, m, sizeof(struct mmsghdr)) ||
        grow((void **)&io->taddr, &io->capaddr, m, sizeof(struct sockaddr_in)) ||
        grow((void **)&io->tctl, &io->capctl, m, CTL_SPACE) ||
        grow((void **)&io->tiov, &io->captiov, 2 * m, sizeof(struct iovec)))
        return ENOMEM;
    size_t nmsg = 0, niov = 0;
    for (size_t j = 0; j < m;) {
        const Rec *r = &o->recs[o->kept[io->sortbuf[j] & (big ? ~0ull : 0xFFFF)]];
        uint32_t len = HEADER_LEN + r->pay_len;
        size_t cap = gso ? MAX_UDP_PAYLOAD / len : 1;
        if (cap > MAX_SEGMENTS) cap = MAX_SEGMENTS;
        if (cap < 1) cap = 1;
        struct mmsghdr *mm = &io->tx[nmsg];
        memset(mm, 0, sizeof *mm);
        struct sockaddr_in *sa = &io->taddr[nmsg];
        memset(sa, 0, sizeof *sa);
        sa->sin_family = AF_INET;
        sa->sin_addr.s_addr = htonl(r->ip);
        sa->sin_port = htons(r->port);
        mm->msg_hdr.msg_name = sa;
        mm->msg_hdr.msg_namelen = sizeof *sa;
        mm->msg_hdr.msg_iov = &io->tiov[niov];
        size_t segs = 0;
        while (j < m && segs < cap) {
            const Rec *q = &o->recs[o->kept[io->sortbuf[j] & (big ? ~0ull : 0xFFFF)]];
            if (q->ip != r->ip || q->port != r->port || HEADER_LEN + q->pay_len != len) break;
            io->tiov[niov].iov_base = (void *)q->hdr;
            io->tiov[niov++].iov_len = HEADER_LEN;
            if (q->pay_len) {
                io->tiov[niov].iov_base = o->pay + q->pay_off;
                io->tiov[niov++].iov_len = q->pay_len;
            }
            segs++;
            j++;
        }
        mm->msg_hdr.msg_iovlen = (size_t)(&io->tiov[niov] - mm->msg_hdr.msg_iov);
        if (segs > 1) {
            uint8_t *ctl = io->tctl + nmsg * CTL_SPACE;
            memset(ctl, 0, CTL_SPACE);
            mm->msg_hdr.msg_control = ctl;
            mm->msg_hdr.msg_controllen = CMSG_SPACE(sizeof(uint16_t));
            struct cmsghdr *cm = CMSG_FIRSTHDR(&mm->msg_hdr);
            cm->cmsg_level = SOL_UDP;
            cm->cmsg_type = UDP_SEGMENT;
            cm->cmsg_len = CMSG_LEN(sizeof(uint16_t));
            uint16_t g = (uint16_t)len;
            memcpy(CMSG_DATA(cm), &g, sizeof g);
        }
        nmsg++;
    }
    size_t done = 0;
    while (done < nmsg) {
        unsigned int chunk = nmsg - done > 1024 ? 1024 : (unsigned int)(nmsg - done);
        int k = sendmmsg(fd, io->tx + done, chunk, 0);
        if (k < 0) {
            if (errno == EINTR || errno == EAGAIN || errno == ENOBUFS) continue;
            if (errno == ECONNREFUSED) { /* a peer that is not listening (yet) */
                done++;
                continue;
            }
            return errno;
        }
        done += (size_t)k;
    }
    return 0;
}
#endif

/* What serve() and serve_ports() return: the datagrams received, or OSError(err). */
static PyObject *serve_done(Core *c, int err, long long total) {
    __atomic_store_n(&c->interrupt, 0, __ATOMIC_SEQ_CST);
    c->serving = 0;
    if (err) {
        errno = err;
        return PyErr_SetFromErrno(PyExc_OSError);
    }
    return PyLong_FromLongLong(total);
}

/* serve(fd, stride, batch, gro, gso, timeout_ms, max_batches): receive, run and send
 * batches without the GIL until ``timeout_ms`` pass without a datagram, ``max_batches``
 * batches ran (0: no limit), a CPU-port packet waits in take_cpu(), or interrupt().
 * Returns the datagrams received. */
static PyObject *Core_serve(Core *c, PyObject *args) {
    NEED_INIT(c);
#ifdef P4R_IO
    int fd, stride, batch, gro, gso, timeout_ms, max_batches;
    if (!PyArg_ParseTuple(args, "iiiiiii", &fd, &stride, &batch, &gro, &gso, &timeout_ms,
                          &max_batches))
        return NULL;
    if (stride < HEADER_LEN || batch < 1 || batch > 4096) {
        PyErr_SetString(PyExc_ValueError, "serve: stride >= 24 and batch 1..4096");
        return NULL;
    }
    if (c->serving) {
        PyErr_SetString(PyExc_RuntimeError, "serve: already serving in another thread");
        return NULL;
    }
    int msg_size = gro ? (MAX_SEGMENTS * stride < 65536 ? MAX_SEGMENTS * stride : 65536) : stride;
    if (io_setup(&c->io, batch, msg_size) < 0) return PyErr_NoMemory();
    c->serving = 1;
    Io *io = &c->io;
    long long total = 0;
    int err = 0, batches = 0;
    Py_BEGIN_ALLOW_THREADS;
    while (!__atomic_load_n(&c->interrupt, __ATOMIC_SEQ_CST) && !c->cpu_pending) {
        struct pollfd pfd = {fd, POLLIN, 0};
        int r = poll(&pfd, 1, timeout_ms);
        if (r < 0) {
            if (errno == EINTR) continue;
            err = errno;
            break;
        }
        if (r == 0) break;
        for (int i = 0; i < batch; i++) {
            io->rx[i].msg_hdr.msg_namelen = sizeof(struct sockaddr_in);
            io->rx[i].msg_hdr.msg_control = gro ? io->rctl + (size_t)i * CTL_SPACE : NULL;
            io->rx[i].msg_hdr.msg_controllen = gro ? CTL_SPACE : 0;
            io->rx[i].msg_hdr.msg_flags = 0;
        }
        int got = recvmmsg(fd, io->rx, (unsigned int)batch, MSG_DONTWAIT, NULL);
        if (got < 0) {
            if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR || errno == ECONNREFUSED)
                continue;
            err = errno;
            break;
        }
        int np = io_split(io, got, gro);
        if (np < 0) {
            err = ENOMEM;
            break;
        }
        pthread_mutex_lock(&c->mu);
        int rc = run_batch(c, &io->out, io->pkts, (size_t)np, now_us(), 0);
        pthread_mutex_unlock(&c->mu);
        if (rc < 0) {
            err = ENOMEM;
            break;
        }
        total += np;
        if ((err = io_send(c, io, fd, gso)) != 0) break;
        if (max_batches && ++batches >= max_batches) break;
    }
    Py_END_ALLOW_THREADS;
    return serve_done(c, err, total);
#else
    PyErr_SetString(PyExc_NotImplementedError, "the native I/O loop needs Linux");
    return NULL;
#endif
}

static PyObject *Core_cpu_pending(Core *c, PyObject *unused) {
    return PyBool_FromLong(c->cpu_pending);
}

static PyObject *Core_tables_version(Core *c, PyObject *unused) {
    return PyLong_FromUnsignedLongLong(__atomic_load_n(&c->tables_version, __ATOMIC_SEQ_CST));
}

#include "_native_ports.c"

static PyMethodDef Core_methods[] = {
    {"set_tables", (PyCFunction)Core_set_tables, METH_VARARGS, "Copy in the tables' arrays."},
    {"reset_slots", (PyCFunction)Core_reset_slots, METH_VARARGS, "Clear slots [start, stop)."},
    {"configure", (PyCFunction)Core_configure, METH_VARARGS,
     "configure(nack_interval_us, controller_key or -1)"},
    {"set_drop", (PyCFunction)Core_set_drop, METH_VARARGS,
     "set_drop(key, ingress_threshold, egress_threshold)"},
    {"drop_draws", (PyCFunction)Core_drop_draws, METH_NOARGS, "Draws taken so far."},
    {"acquire", (PyCFunction)Core_acquire, METH_NOARGS, "Take the core's mutex."},
    {"release", (PyCFunction)Core_release, METH_NOARGS, "Release the core's mutex."},
    {"process", (PyCFunction)Core_process, METH_VARARGS,
     "process(rows, n, length, src_ip, src_port, now_us, from_cpu=False) -> (rows, length, ip, "
     "port)"},
    {"serve", (PyCFunction)Core_serve, METH_VARARGS,
     "serve(fd, stride, batch, gro, gso, timeout_ms, max_batches) -> datagrams"},
    {"take_cpu", (PyCFunction)Core_take_cpu, METH_NOARGS, "CPU-port packets queued by serve."},
    {"cpu_pending", (PyCFunction)Core_cpu_pending, METH_NOARGS, "Whether take_cpu has any."},
    {"interrupt", (PyCFunction)Core_interrupt, METH_NOARGS, "Make serve() return now."},
    {"tables_version", (PyCFunction)Core_tables_version, METH_NOARGS,
     "set_tables calls so far (serve_ports returns when it changes)."},
#ifdef P4R_IO
    {"set_forwarding", (PyCFunction)Core_set_forwarding, METH_VARARGS,
     "set_forwarding(l2_mac, l2_port, flood, arp_ip, arp_mac, route_ip, route_udp, route_mac, "
     "route_port)"},
    {"learned", (PyCFunction)Core_learned, METH_VARARGS,
     "learned(ip) -> (mac, port) of a sender seen by serve_ports, or None."},
    {"serve_ports", (PyCFunction)Core_serve_ports, METH_VARARGS,
     "serve_ports(fds, port_numbers, switch_ip, switch_mac, udp_port, batch, tables_version, "
     "timeout_ms, max_batches) -> frames"},
#endif
    {NULL, NULL, 0, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "softswitch._native.Core",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The switch pipeline's state and its batch processor (see softswitch/native.py).",
    .tp_new = Core_new,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_native", "The native core of the p4reduce software switch.", -1, NULL,
};

PyMODINIT_FUNC PyInit__native(void) {
    if (PyType_Ready(&CoreType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    PyObject *names = PyTuple_New(C_COUNT);
    if (!names) goto fail;
    for (int i = 0; i < C_COUNT; i++) {
        PyObject *s = PyUnicode_FromString(counter_names[i]);
        if (!s) {
            Py_DECREF(names);
            goto fail;
        }
        PyTuple_SET_ITEM(names, i, s);
    }
    if (PyModule_AddObject(m, "COUNTER_NAMES", names) < 0) {
        Py_DECREF(names);
        goto fail;
    }
    if (PyModule_AddIntConstant(m, "IO", P4R_IO_ENABLED) < 0) goto fail;
    Py_INCREF(&CoreType);
    if (PyModule_AddObject(m, "Core", (PyObject *)&CoreType) < 0) {
        Py_DECREF(&CoreType);
        goto fail;
    }
    return m;
fail:
    Py_DECREF(m);
    return NULL;
}
