/* Part of softswitch/_native.c (one compile unit, included there):
 * slot state: tables, registers, counters, the worker lookup. */

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
/* A worker's shared-memory lane (_native_lanes.c). */
typedef struct {
    p4r_lane lane;
    size_t size;    /* of the mapping */
    uint32_t ip;    /* the worker's registered address: its datagrams' source */
    uint16_t port;
    uint32_t taken; /* datagrams of the batch that runs now, freed after it */
} Lane;
#define LANES_MAX 64
enum { LS_ATTACHED, LS_REFUSED, LS_RECEIVED, LS_SENT, LS_KICKS, LS_COUNT };

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
    Lane lanes[LANES_MAX];
    int nlanes;
    uint64_t lane_stats[LS_COUNT];
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
