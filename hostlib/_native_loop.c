/*
 * The transfer loop in C (included by _fastpath.c; bound by hostlib/fastpath.py's
 * TransferLoop, driven by hostlib/native_loop.py for hostlib/engine.py's Transfer): one
 * transfer, that is one all-reduce's windowed, retransmitting exchange with the switch,
 * run without the GIL (ctypes releases it) in calls of a bounded duration.
 * hostlib/engine.py's numpy loop is the reference: the same packets
 * in the same order, the same per-slot state, the same statistics (tests/test_transfer.py
 * checks both on the same traffic).  Round-trip estimates agree up to floating-point
 * rounding (sums in a different order).
 *
 * A call may start with its agreement round (docs/protocol.md, "Call agreement"): the
 * control slot's packet goes out first, and when its RESULT shows that every rank made
 * this rank's call (the summed description words are n times this rank's), the data
 * rounds start at once, in the same call, with slot 0's chunk-0 exponent from that
 * RESULT; any other verdict returns to Python, which reads it.  hostlib/agreement.py's
 * exchange() is the reference of this phase.  A small call (no data slots) is the
 * agreement round alone.
 *
 * One loop object lives as long as its job (socket buffers allocated once, for the
 * job's widest call); the settings and array pointers are read live from arrays the
 * Python side owns and updates per call (p4r_xfer_begin).  Every slot's state lives in
 * numpy arrays that the Python side allocates and reads back (for errors and
 * statistics).  It handles the case without congestion control (every slot of the
 * call in flight at once); with a congestion window the numpy loop runs.
 *
 * With an AF_XDP socket (the ``xsk`` setting, hostlib/xdp.py) the datagrams go through
 * it (_xdp_io.c) instead of the UDP socket: the same datagrams, kernel bypassed, each
 * packet quantized straight into its frame in the UMEM and each result dequantized from
 * where it arrived there (no copy either way where a frame fits a chunk).
 */
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <time.h>

/* The protocol's constants (generated from p4rproto by `python -m p4rproto.p4gen`), byte
 * order and UDP batching, as the software switch's C has them. */
#include "p4r_lane.h"
#include "p4r_netio.h"

/* Outcomes of p4r_xfer_run.  XF_VERDICT: the agreement round completed with another
 * verdict than "every rank made this call" (Python decodes it); XF_CTL_TIMEOUT: the
 * agreement round made no progress for the timeout. */
enum { XF_RUNNING = 0, XF_DONE = 1, XF_TIMEOUT = 2, XF_REFUSED = 3, XF_OSERROR = 4, XF_NOMEM = 5,
       XF_VERDICT = 6, XF_CTL_TIMEOUT = 7 };

/* The integer settings, in this order (hostlib/fastpath.py's XFER_INTS). */
enum {
    XI_FD, XI_OFFLOAD, XI_BATCH, XI_K, XI_WIDTH, XI_CHUNKS, XI_FULL, XI_PRIME, XI_IS_FLOAT,
    XI_KEEP_SUMS, XI_LANES, XI_SEED, XI_RESIDUAL, XI_JOB, XI_RANK, XI_SESSION, XI_FLAGS,
    XI_CAPACITY, XI_CTL, XI_CTL_SLOT,
    XI_CTL_ROUND, XI_RANKS, XI_DESC_WORDS, XI_EARLY, XI_EXP_WORD, XI_EXP_CHUNKS, XI_EXP_BITS,
    XI_EXP_PER_WORD, XI_EXP_WORDS, XI_LANE_BYTES, XI_XSK,
    XI_COUNT
};
/* The real settings (seconds; XR_GAP_SLACK is hostlib/transfer_state.py's GAP_SLACK). */
enum { XR_INITIAL_RTO, XR_MIN_RTO, XR_MAX_RTO, XR_TIMEOUT, XR_RTT_SLACK, XR_GAP_SLACK, XR_COUNT };
/* The arrays, in this order. */
enum {
    XP_SHIFT_TABLE, /* i32[256] */
    XP_DATA,        /* f32 or i32, full * v elements (the chunks' rows; v = k * lanes) */
    XP_TAIL,        /* v elements: the last chunk, zero-padded */
    XP_EXPONENTS,   /* u8[chunks] */
    XP_SEND,        /* width rows of 24 + 4k bytes, headers filled in */
    XP_USES,        /* u32[width] */
    XP_POS,         /* i64[width] */
    XP_TOTAL,       /* i64[width] */
    XP_AGREED,      /* u8[width] */
    XP_STATUS_BITMAP, /* u64[width] */
    XP_STATUS_KNOWN,  /* bool[width] */
    XP_SENT_AT,     /* f64[width] */
    XP_PROGRESS_AT, /* f64[width] */
    XP_RTO,         /* f64[width] */
    XP_RETRIED,     /* bool[width] */
    XP_INFLIGHT,    /* bool[width] */
    XP_OUT,         /* full * v words: float32 results, or int32 sums when keep_sums */
    XP_OUT_TAIL,    /* v words: the last, partial chunk's result (none when chunks == full) */
    XP_SHIFT,       /* i32[chunks] */
    XP_OVERFLOW,    /* bool[chunks] */
    XP_RESIDUAL,    /* f32[chunks * v]: what narrow lanes' rounding dropped (when residual) */
    XP_STATS,       /* i64: packets_sent, retransmissions, results, duplicates, foreign,
                       status, poisoned, then the outcome's slot, seq, word 0, word 1, errno,
                       then the agreement round's: agreements, waited, exponent, overflow,
                       bitmap known, bitmap, wait (ns); lane packets; early primes */
    XP_RTT,         /* f64: srtt, rttvar */
    XP_CTL_ROW,     /* the agreement packet: 24 + 4k bytes, ready to send */
    XP_CTL_MINE,    /* i32[k]: this rank's agreement words (host order) */
    XP_CTL_SUMS,    /* i32[k]: the round's summed words (host order), written here */
    XP_LANE,        /* the job's shared-memory lane (lane_bytes of it; 0: none) */
    XP_COUNT
};
enum { XS_SENT, XS_RETRANS, XS_RESULTS, XS_DUPS, XS_FOREIGN, XS_STATUS, XS_POISONED, XS_SLOT,
       XS_SEQ, XS_WORD0, XS_WORD1, XS_ERRNO, XS_AGREEMENTS, XS_CTL_WAITED, XS_CTL_EXPONENT,
       XS_CTL_OVERFLOW, XS_CTL_KNOWN, XS_CTL_BITMAP, XS_CTL_NS, XS_LANE_PACKETS, XS_EARLY,
       XS_COUNT };
/* The three lists' names, for the Python side to check its order against. */
const char *p4r_xfer_layout(void) {
    return "fd,offload,batch,k,width,chunks,full,prime,is_float,keep_sums,lanes,seed,residual,"
           "job,rank,session,"
           "flags,capacity,ctl,ctl_slot,ctl_round,ranks,desc_words,early,exp_word,exp_chunks,"
           "exp_bits,exp_per_word,exp_words,lane_bytes,xsk;"
           "initial_rto,min_rto,max_rto,timeout,rtt_slack,gap_slack;shift_table,data,tail,"
           "exponents,send,uses,pos,total,agreed,status_bitmap,status_known,sent_at,"
           "progress_at,rto,retried,inflight,out,out_tail,shift,overflow,residual,stats,rtt,ctl_row,"
           "ctl_mine,ctl_sums,lane;packets_sent,"
           "retransmissions,results,duplicates,foreign,status,poisoned,slot,seq,word0,word1,"
           "errno,agreements,ctl_waited,ctl_exponent,ctl_overflow,ctl_known,ctl_bitmap,ctl_ns,"
           "lane_packets,early_primes";
}

typedef struct {
    const int64_t *i; /* the settings, read live from the Python side's arrays */
    const double *r;
    void *const *p;
    const int32_t *shift_table;
    const uint8_t *data, *tail, *exponents;
    uint8_t *send;
    uint32_t *uses;
    int64_t *pos, *total;
    uint8_t *agreed;
    uint64_t *status_bitmap;
    uint8_t *status_known;
    double *sent_at, *progress_at, *rto;
    uint8_t *retried, *inflight;
    uint8_t *out, *out_tail;
    int32_t *shift;
    uint8_t *overflow;
    float *residual;
    int64_t *stats;
    double *rtt;
    uint8_t *ctl_row;
    const int32_t *ctl_mine;
    int32_t *ctl_sums;
    int started;
    /* The agreement round of the current call: 1 while it waits for its RESULT. */
    int ctl_waiting;
    double ctl_start, ctl_sent, ctl_rto, ctl_deadline;
    size_t row_len, msg_size;
    /* receive */
    uint8_t *rbuf, *rctl;
    struct mmsghdr *rx;
    struct iovec *riov;
    const uint8_t **pkt;
    uint32_t *plen;
    uint8_t *cur;
    size_t cappkt;
    /* send and per-batch lists */
    struct mmsghdr *tx;
    struct iovec *tiov;
    uint8_t *tctl;
    int64_t *list, *accepted, *acc_pkt;
    uint32_t *seen; /* per slot: the batch in which a result was accepted */
    uint32_t batch_no;
    /* the shared-memory lane to the switch (p4r_lane.h), if the job has one */
    p4r_lane lane;
    int has_lane;
    uint32_t lane_taken; /* datagrams of the down ring that xf_receive reads now */
    uint32_t lane_polls; /* receive rounds since the socket was last read */
} Xfer;

static double xf_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void p4r_xfer_free(Xfer *x) {
    if (!x) return;
    free(x->rbuf);
    free(x->rctl);
    free(x->rx);
    free(x->riov);
    free(x->pkt);
    free(x->plen);
    free(x->cur);
    free(x->tx);
    free(x->tiov);
    free(x->tctl);
    free(x->list);
    free(x->accepted);
    free(x->acc_pkt);
    free(x->seen);
    free(x);
}

/* A job's loop: ``ints``, ``reals`` and ``ptrs`` stay owned by the caller, who updates
 * them in place before each p4r_xfer_begin; buffers are sized for ``capacity`` slots. */
Xfer *p4r_xfer_new(const int64_t *ints, const double *reals, void *const *ptrs) {
    Xfer *x = calloc(1, sizeof(Xfer));
    if (!x) return NULL;
    x->i = ints;
    x->r = reals;
    x->p = ptrs;
    int64_t k = x->i[XI_K], cap = x->i[XI_CAPACITY], batch = x->i[XI_BATCH];
    if (cap < 1) cap = 1;
    x->row_len = P4R_HEADER_BYTES + 4 * (size_t)k;
    size_t stride = x->row_len + 1; /* one more byte exposes oversized packets */
    x->msg_size = p4r_gro_msg_size(stride, (int)x->i[XI_OFFLOAD]);
    x->msg_size = (x->msg_size + 63) & ~(size_t)63; /* payload words 4-byte aligned */
    x->rbuf = malloc((size_t)batch * x->msg_size);
    x->rctl = calloc((size_t)batch, P4R_CMSG_SPACE);
    x->rx = calloc((size_t)batch, sizeof(struct mmsghdr));
    x->riov = calloc((size_t)batch, sizeof(struct iovec));
    x->tx = calloc((size_t)cap, sizeof(struct mmsghdr));
    x->tiov = calloc((size_t)cap, sizeof(struct iovec));
    x->tctl = calloc((size_t)cap, P4R_CMSG_SPACE);
    x->list = calloc((size_t)cap, sizeof(int64_t));
    x->accepted = calloc((size_t)cap, sizeof(int64_t));
    x->acc_pkt = calloc((size_t)cap, sizeof(int64_t));
    x->seen = calloc((size_t)cap, sizeof(uint32_t));
    if (!x->rbuf || !x->rctl || !x->rx || !x->riov || !x->tx || !x->tiov || !x->tctl ||
        !x->list || !x->accepted || !x->acc_pkt || !x->seen) {
        p4r_xfer_free(x);
        return NULL;
    }
#if defined(__linux__)
    if (x->i[XI_XSK]) p4r_hx_forget_frames((void *)(intptr_t)x->i[XI_XSK]); /* a new loop's */
#endif
    for (int64_t m = 0; m < batch; m++) {
        x->riov[m].iov_base = x->rbuf + (size_t)m * x->msg_size;
        x->riov[m].iov_len = x->msg_size;
        x->rx[m].msg_hdr.msg_iov = &x->riov[m];
        x->rx[m].msg_hdr.msg_iovlen = 1;
    }
    return x;
}

/* A new call: read its arrays' pointers and settings (width <= capacity). */
int p4r_xfer_begin(Xfer *x) {
    if (x->i[XI_WIDTH] > x->i[XI_CAPACITY]) return -1;
    void *const *ptrs = x->p;
    x->shift_table = ptrs[XP_SHIFT_TABLE];
    x->data = ptrs[XP_DATA];
    x->tail = ptrs[XP_TAIL];
    x->exponents = ptrs[XP_EXPONENTS];
    x->send = ptrs[XP_SEND];
    x->uses = ptrs[XP_USES];
    x->pos = ptrs[XP_POS];
    x->total = ptrs[XP_TOTAL];
    x->agreed = ptrs[XP_AGREED];
    x->status_bitmap = ptrs[XP_STATUS_BITMAP];
    x->status_known = ptrs[XP_STATUS_KNOWN];
    x->sent_at = ptrs[XP_SENT_AT];
    x->progress_at = ptrs[XP_PROGRESS_AT];
    x->rto = ptrs[XP_RTO];
    x->retried = ptrs[XP_RETRIED];
    x->inflight = ptrs[XP_INFLIGHT];
    x->out = ptrs[XP_OUT];
    x->out_tail = ptrs[XP_OUT_TAIL];
    x->shift = ptrs[XP_SHIFT];
    x->overflow = ptrs[XP_OVERFLOW];
    x->residual = x->i[XI_RESIDUAL] ? ptrs[XP_RESIDUAL] : NULL;
    x->stats = ptrs[XP_STATS];
    x->has_lane = x->i[XI_LANE_BYTES] > 0 &&
                  p4r_lane_check(&x->lane, ptrs[XP_LANE], (size_t)x->i[XI_LANE_BYTES]);
    x->rtt = ptrs[XP_RTT];
    x->ctl_row = ptrs[XP_CTL_ROW];
    x->ctl_mine = ptrs[XP_CTL_MINE];
    x->ctl_sums = ptrs[XP_CTL_SUMS];
    x->started = 0;
    x->ctl_waiting = 0;
    return 0;
}

static double xf_base_rto(const Xfer *x) {
    double srtt = x->rtt[0], rttvar = x->rtt[1];
    if (srtt == 0.0) return x->r[XR_INITIAL_RTO];
    double slack = x->r[XR_RTT_SLACK] * srtt, var = 4 * rttvar;
    double v = srtt + (var > slack ? var : slack);
    if (v < x->r[XR_MIN_RTO]) v = x->r[XR_MIN_RTO];
    if (v > x->r[XR_MAX_RTO]) v = x->r[XR_MAX_RTO];
    return v;
}

/* An empty datagram that wakes the switch sleeping on the lane. */
static void xf_kick(Xfer *x) {
    if (!p4r_ring_wants_kick(&x->lane, P4R_RING_UP)) return;
    /* Once more after a signal, a full buffer or a pending ICMP error (which fails one
     * send without sending it): a lost kick would leave the switch asleep. */
    for (int tries = 0; tries < 2; tries++)
        if (send((int)x->i[XI_FD], "", 0, MSG_DONTWAIT) >= 0 ||
            (errno != EINTR && errno != EAGAIN && errno != ECONNREFUSED))
            break;
}

/* Sends the rows of ``slots`` (ascending) as they are: first sends into the lane while it
 * has room (``lane``), the rest and every resend by UDP, GSO runs when offload is on.
 * (A resend by UDP reaches a switch that restarted and knows no lane.) */
static int xf_send_rows(Xfer *x, const int64_t *slots, size_t n, int lane) {
#if defined(__linux__)
    if (x->i[XI_XSK]) { /* AF_XDP: a full ring drops, as a full socket buffer does */
        p4r_hx_send_slots((void *)(intptr_t)x->i[XI_XSK], x->send, (int64_t)x->row_len, slots,
                          (int64_t)n);
        return 0;
    }
#endif
    if (lane && x->has_lane) {
        size_t j = 0;
        for (; j < n; j++)
            if (p4r_ring_push(&x->lane, P4R_RING_UP, x->send + (size_t)slots[j] * x->row_len,
                              (uint32_t)x->row_len, NULL, 0))
                break;
        x->stats[XS_LANE_PACKETS] += (int64_t)j;
        if (j) xf_kick(x);
        slots += j;
        n -= j;
        if (n == 0) return 0;
    }
    size_t cap = p4r_gso_run(x->row_len, (int)x->i[XI_OFFLOAD]);
    size_t m = 0;
    for (size_t j = 0; j < n; m++) {
        struct mmsghdr *mm = &x->tx[m];
        memset(mm, 0, sizeof *mm);
        mm->msg_hdr.msg_iov = &x->tiov[j];
        size_t segs = 0;
        for (; j < n && segs < cap; j++, segs++) {
            x->tiov[j].iov_base = x->send + (size_t)slots[j] * x->row_len;
            x->tiov[j].iov_len = x->row_len;
        }
        mm->msg_hdr.msg_iovlen = segs;
        p4r_gso_mark(&mm->msg_hdr, x->tctl + m * P4R_CMSG_SPACE, segs, x->row_len);
    }
    return p4r_send_all((int)x->i[XI_FD], x->tx, m);
}

/* Words [e0, e0 + n) of the payload of slot ``s``'s packet at position ``p`` into
 * ``dst``, big-endian: zeros for a priming packet, else its chunk's quantized floats or
 * integers (narrow lanes: the whole payload, e0 = 0 and n = k). */
static void xf_payload(Xfer *x, int64_t s, int64_t p, int64_t e0, int64_t n, uint8_t *dst) {
    int64_t w = x->i[XI_WIDTH], prime = x->i[XI_PRIME], k = x->i[XI_K], full = x->i[XI_FULL];
    if (p < prime) {
        memset(dst, 0, 4 * (size_t)n);
        return;
    }
    int64_t chunk = s + (p - prime) * w, lanes = x->i[XI_LANES], v = k * lanes;
    const uint8_t *src = chunk < full ? x->data + (size_t)chunk * 4 * (size_t)v : x->tail;
    if (x->i[XI_IS_FLOAT] && lanes > 1) {
        int32_t shift = x->shift_table[x->agreed[s]];
        p4r_quantize_packed((const float *)src, 1, (int32_t)k, (int32_t)lanes, &shift, &chunk,
                            (uint64_t)x->i[XI_SEED], dst, 0,
                            x->residual ? x->residual + chunk * v : NULL);
    } else if (x->i[XI_IS_FLOAT]) { /* (the kernel built for AVX2 where the CPU has it) */
        int32_t shift = x->shift_table[x->agreed[s]];
        quantize_rows_cached((const float *)src + e0, 0, 1, (int32_t)n, &shift, dst, 0);
    } else {
        for (int64_t e = 0; e < n; e++) {
            uint32_t word;
            memcpy(&word, src + 4 * (e0 + e), 4);
            p4r_put32(dst + 4 * e, word);
        }
    }
}

#if defined(__linux__)
/* Slot ``s``'s packet (its header in its row) written straight into a frame of the
 * AF_XDP socket's UMEM, which the slot keeps for its resends.  0, or -1 where it keeps
 * none (no chunk free, or narrow lanes over several chunks): the row gets the packet. */
static int xf_emit_inplace(Xfer *x, int64_t s, int64_t p, const uint8_t *row) {
    P4rHostXsk *h = (void *)(intptr_t)x->i[XI_XSK];
    int whole = x->i[XI_IS_FLOAT] && x->i[XI_LANES] > 1 && p >= x->i[XI_PRIME];
    P4rHxFrame *f = p4r_hx_frame(h, s, x->row_len);
    if (!f) return -1;
    if (whole && f->n > 1) {
        p4r_hx_drop(h, s);
        return -1;
    }
    for (uint32_t c = 0; c < f->n; c++) {
        int64_t e0, words;
        uint8_t *at = p4r_hx_words(h, f, c, row, &e0, &words);
        xf_payload(x, s, p, e0, words, at);
    }
    return 0;
}
#endif

/* Transfer._emit: build the packet at each slot's position and send them. */
static int xf_emit(Xfer *x, const int64_t *slots, size_t n, double rto) {
    int64_t w = x->i[XI_WIDTH], prime = x->i[XI_PRIME], chunks = x->i[XI_CHUNKS];
    for (size_t j = 0; j < n; j++) {
        int64_t s = slots[j], p = x->pos[s];
        uint32_t uses = x->uses[s];
        uint8_t *row = x->send + (size_t)s * x->row_len;
        int64_t nxt = s + (p - prime + 1) * w;
        uint8_t exp = x->i[XI_IS_FLOAT] && nxt < chunks ? x->exponents[nxt] : 0;
        p4r_put32(row + P4R_OFF_SEQ, uses);
        row[P4R_OFF_FLAGS] = (uint8_t)((uses & P4R_FLAG_SET) | x->i[XI_FLAGS]);
        row[P4R_OFF_EXPONENT] = exp;
#if defined(__linux__)
        if (x->i[XI_XSK] && xf_emit_inplace(x, s, p, row) == 0) continue;
#endif
        xf_payload(x, s, p, 0, x->i[XI_K], row + P4R_HEADER_BYTES);
    }
    int err = xf_send_rows(x, slots, n, 1);
    if (err) return err;
    double now = xf_now(), r = rto > 0 ? rto : xf_base_rto(x);
    for (size_t j = 0; j < n; j++) {
        int64_t s = slots[j];
        x->inflight[s] = 1;
        x->sent_at[s] = now;
        x->progress_at[s] = now;
        x->rto[s] = r;
        x->retried[s] = 0;
        x->status_known[s] = 0;
    }
    x->stats[XS_SENT] += (int64_t)n;
    return 0;
}

static int cmp_i64(const void *a, const void *b) {
    int64_t p = *(const int64_t *)a, q = *(const int64_t *)b;
    return p < q ? -1 : p > q;
}

/* Transfer._accept over the batch's fresh results (slots ascending). */
static int xf_accept(Xfer *x, size_t n, int64_t *progress) {
    double now = xf_now();
    double *srtt = &x->rtt[0], *rttvar = &x->rtt[1];
    double sum = 0;
    size_t clean = 0;
    for (size_t j = 0; j < n; j++) {
        int64_t s = x->accepted[j];
        if (x->retried[s]) continue;
        sum += now - x->sent_at[s];
        clean++;
    }
    if (clean) {
        double mean = sum / (double)clean;
        if (*srtt == 0.0) {
            double var = 0;
            for (size_t j = 0; j < n; j++) {
                int64_t s = x->accepted[j];
                if (x->retried[s]) continue;
                double d = now - x->sent_at[s] - mean;
                var += d * d;
            }
            double sd = sqrt(var / (double)clean);
            *srtt = mean;
            *rttvar = sd > mean / 2 ? sd : mean / 2;
        } else {
            double err = 0, abs_err = 0;
            for (size_t j = 0; j < n; j++) {
                int64_t s = x->accepted[j];
                if (x->retried[s]) continue;
                double e = now - x->sent_at[s] - *srtt;
                err += e;
                abs_err += fabs(e);
            }
            *srtt += 0.125 * (err / (double)clean);
            *rttvar += 0.25 * (abs_err / (double)clean - *rttvar);
        }
    }
    int64_t w = x->i[XI_WIDTH], prime = x->i[XI_PRIME], k = x->i[XI_K];
    size_t next = 0;
    for (size_t j = 0; j < n; j++) {
        int64_t s = x->accepted[j];
        const uint8_t *pkt = x->pkt[x->acc_pkt[j]];
        uint8_t flags = pkt[P4R_OFF_FLAGS];
        x->inflight[s] = 0;
        int64_t p = x->pos[s];
        if (p >= prime) {
            int64_t chunk = s + (p - prime) * w;
            x->overflow[chunk] = (flags & P4R_FLAG_OVERFLOW) != 0;
            if (x->i[XI_IS_FLOAT]) x->shift[chunk] = x->shift_table[x->agreed[s]];
            const uint8_t *pay = pkt + P4R_HEADER_BYTES;
            int64_t lanes = x->i[XI_LANES];
            uint8_t *dst = chunk < x->i[XI_FULL] ? x->out + (size_t)chunk * 4 * (size_t)(k * lanes)
                                                 : x->out_tail;
            if (lanes > 1) {
                p4r_dequantize_packed(pay, 0, 1, (int32_t)k, (int32_t)lanes, &x->shift[chunk],
                                      (float *)dst);
            } else if (x->i[XI_KEEP_SUMS]) {
                for (int64_t e = 0; e < k; e++) {
                    uint32_t v = p4r_get32(pay + 4 * e);
                    memcpy(dst + 4 * e, &v, 4);
                }
            } else {
                p4r_dequantize_rows(pay, 0, 1, (int32_t)k, &x->shift[chunk], (float *)dst, 0);
            }
        }
        if (flags & P4R_FLAG_POISON) x->stats[XS_POISONED] = 1;
        x->agreed[s] = pkt[P4R_OFF_EXPONENT];
        x->uses[s] += 1;
        x->pos[s] += 1;
        if (x->pos[s] < x->total[s]) x->list[next++] = s;
    }
    x->stats[XS_RESULTS] += (int64_t)n;
    *progress += (int64_t)n;
    /* An early priming round can complete before the agreement round (a lost agreement
     * packet): no data leave before the call is agreed (xf_start_data sends them). */
    return next && !x->ctl_waiting ? xf_emit(x, x->list, next, 0) : 0;
}

/* The agreement packet's send (``lane``: the first, into the lane) or resend (UDP). */
static int xf_ctl_send(Xfer *x, int lane) {
    uint32_t round = (uint32_t)x->i[XI_CTL_ROUND];
    p4r_put32(x->ctl_row + P4R_OFF_SEQ, round);
    x->ctl_row[P4R_OFF_FLAGS] = (uint8_t)(round & P4R_FLAG_SET);
    if (lane && x->has_lane &&
        !p4r_ring_push(&x->lane, P4R_RING_UP, x->ctl_row, (uint32_t)x->row_len, NULL, 0)) {
        x->stats[XS_LANE_PACKETS]++;
        xf_kick(x);
#if defined(__linux__)
    } else if (x->i[XI_XSK]) {
        p4r_hx_send((void *)(intptr_t)x->i[XI_XSK], x->ctl_row, 0, (int64_t)x->row_len, NULL, 1);
#endif
    } else {
        for (;;) {
            if (send((int)x->i[XI_FD], x->ctl_row, x->row_len, 0) >= 0) break;
            if (errno == EINTR || errno == EAGAIN || errno == ENOBUFS) continue;
            if (errno == ECONNREFUSED) break; /* the switch is not listening (yet) */
            return errno;
        }
    }
    x->ctl_sent = xf_now();
    x->stats[XS_SENT]++;
    return 0;
}

/* Transfer.send_early: the priming packets of the slots still to prime (those the
 * agreement carries no exponent for) leave right behind the agreement packet, where the
 * call may send them so (XI_EARLY, TransferState.start).  They are not
 * resent while the round waits (its own resends are the call's), and give no round-trip
 * sample (their timers restart when the round completes: xf_start_data). */
static int xf_send_early(Xfer *x) {
    if (!x->i[XI_EARLY]) return 0;
    int64_t w = x->i[XI_WIDTH];
    size_t n = 0;
    for (int64_t s = 1; s < w; s++)
        if (x->pos[s] < x->i[XI_PRIME]) x->list[n++] = s;
    if (n == 0) return 0;
    int err = xf_emit(x, x->list, n, x->r[XR_INITIAL_RTO]);
    for (size_t j = 0; j < n; j++) x->retried[x->list[j]] = 1;
    x->stats[XS_EARLY] += (int64_t)n;
    return err;
}

/* exchange(): start the agreement round; its resend timer starts at twice the data
 * slots' smoothed round trip, within [min_rto, initial_rto]. */
static int xf_ctl_start(Xfer *x) {
    double rto = x->r[XR_INITIAL_RTO], srtt = x->rtt[0];
    if (srtt > 0.0) {
        rto = 2 * srtt;
        if (rto < x->r[XR_MIN_RTO]) rto = x->r[XR_MIN_RTO];
        if (rto > x->r[XR_INITIAL_RTO]) rto = x->r[XR_INITIAL_RTO];
    }
    x->ctl_rto = rto;
    x->ctl_waiting = 1;
    x->stats[XS_CTL_WAITED] = 0;
    x->stats[XS_CTL_KNOWN] = 0;
    int err = xf_ctl_send(x, 1);
    x->ctl_start = x->ctl_sent;
    x->ctl_deadline = x->ctl_start + x->r[XR_TIMEOUT];
    return err ? err : xf_send_early(x);
}

/* The first window of the data rounds (Transfer._drive's first _release): every slot
 * with a packet to send and none in flight; the timers of early priming packets still
 * in flight start now, as the window's. */
static int xf_start_data(Xfer *x) {
    int64_t w = x->i[XI_WIDTH];
    double rto = xf_base_rto(x);
    if (rto < x->r[XR_INITIAL_RTO]) rto = x->r[XR_INITIAL_RTO];
    double now = xf_now();
    size_t n = 0;
    for (int64_t s = 0; s < w; s++) {
        if (x->pos[s] >= x->total[s]) continue;
        if (!x->inflight[s]) {
            x->list[n++] = s;
            continue;
        }
        x->sent_at[s] = now;
        x->progress_at[s] = now;
        x->rto[s] = rto;
    }
    return n ? xf_emit(x, x->list, n, rto) : 0;
}

/* The first-chunk exponents of slots 1 .. exp_chunks, from the round's exponent fields
 * (p4rproto.agreement.ExponentFields.read): the highest field that counts a rank.  -1
 * where a chunk's fields count none (or a word is negative). */
static int xf_exponent_fields(Xfer *x) {
    int64_t chunks = x->i[XI_EXP_CHUNKS], bits = x->i[XI_EXP_BITS];
    int64_t per_word = x->i[XI_EXP_PER_WORD], words = x->i[XI_EXP_WORDS];
    const int32_t *f = x->ctl_sums + x->i[XI_EXP_WORD];
    for (int64_t c = 0; c < chunks; c++, f += words) {
        int64_t top = -1;
        for (int64_t w = 0; w < words; w++) {
            if (f[w] < 0) return -1;
            if (f[w]) top = w;
        }
        if (top < 0) return -1;
        int high = 31 - __builtin_clz((uint32_t)f[top]);
        x->agreed[1 + c] = (uint8_t)(top * per_word + high / bits);
    }
    return 0;
}

/* The agreement round's RESULT: every rank made this rank's call (the description's
 * sums are n times this rank's words, nobody refused) -> the data rounds start, with
 * slot 0's chunk-0 exponent from the RESULT; anything else -> XF_VERDICT. */
static int xf_ctl_result(Xfer *x, const uint8_t *h) {
    int64_t k = x->i[XI_K], n = x->i[XI_RANKS], words = x->i[XI_DESC_WORDS];
    for (int64_t e = 0; e < k; e++)
        x->ctl_sums[e] = (int32_t)p4r_get32(h + P4R_HEADER_BYTES + 4 * e);
    x->ctl_waiting = 0;
    x->stats[XS_RESULTS]++;
    x->stats[XS_AGREEMENTS]++;
    x->stats[XS_CTL_NS] = (int64_t)((xf_now() - x->ctl_start) * 1e9); /* the call's wait */
    x->stats[XS_CTL_EXPONENT] = h[P4R_OFF_EXPONENT];
    x->stats[XS_CTL_OVERFLOW] = (h[P4R_OFF_FLAGS] & P4R_FLAG_OVERFLOW) != 0;
    const int32_t *sums = x->ctl_sums;
    int mine = sums[P4R_AGREEMENT_COUNT_WORD] == n &&
               sums[P4R_AGREEMENT_MAGIC_WORD] == n * P4R_AGREEMENT_MAGIC &&
               sums[P4R_AGREEMENT_REFUSED_WORD] == 0;
    for (int64_t e = P4R_AGREEMENT_DIGIT_WORDS; mine && e < words; e++)
        mine = (int64_t)sums[e] == n * (int64_t)x->ctl_mine[e];
    if (!mine) return XF_VERDICT;
    if (x->i[XI_IS_FLOAT] && x->i[XI_WIDTH] > 0) {
        x->agreed[0] = h[P4R_OFF_EXPONENT];
        if (xf_exponent_fields(x)) return XF_VERDICT; /* no agreement of this protocol */
    }
    int err = xf_start_data(x);
    if (err) {
        x->stats[XS_ERRNO] = err;
        return XF_OSERROR;
    }
    return XF_RUNNING;
}

/* exchange()'s timer: resend, or time out on time (a wake-up well past its time is a
 * gap in this process's run: the resend then gets a round trip first). */
static int xf_ctl_timer(Xfer *x, double now) {
    if (!x->ctl_waiting) return XF_RUNNING;
    double until = x->ctl_sent + x->ctl_rto;
    if (x->ctl_deadline > x->ctl_sent && x->ctl_deadline < until) until = x->ctl_deadline;
    if (now < until) return XF_RUNNING;
    double slack = x->ctl_rto > x->r[XR_GAP_SLACK] ? x->ctl_rto : x->r[XR_GAP_SLACK];
    if (now - until > slack) {
        if (x->ctl_deadline < now + x->ctl_rto) x->ctl_deadline = now + x->ctl_rto;
    } else if (now >= x->ctl_deadline) {
        x->stats[XS_SLOT] = x->i[XI_CTL_SLOT];
        x->stats[XS_SEQ] = x->i[XI_CTL_ROUND] & 0xFFFFFFFF;
        return XF_CTL_TIMEOUT;
    }
    double r = x->ctl_rto * 2;
    x->ctl_rto = r < x->r[XR_MAX_RTO] ? r : x->r[XR_MAX_RTO];
    x->stats[XS_RETRANS]++;
    int err = xf_ctl_send(x, 0);
    if (err) {
        x->stats[XS_ERRNO] = err;
        return XF_OSERROR;
    }
    return XF_RUNNING;
}

/* Room for ``need`` packets in the batch's lists.  0 or -1. */
static int xf_room(Xfer *x, size_t need) {
    if (need <= x->cappkt) return 0;
    size_t cap = x->cappkt ? x->cappkt : 256;
    while (cap < need) cap *= 2;
    const uint8_t **pk = realloc(x->pkt, cap * sizeof *pk);
    if (pk) x->pkt = pk;
    uint32_t *pl = realloc(x->plen, cap * sizeof *pl);
    if (pl) x->plen = pl;
    uint8_t *cu = realloc(x->cur, cap);
    if (cu) x->cur = cu;
    if (!pk || !pl || !cu) return -1;
    x->cappkt = cap;
    return 0;
}

/* Splits the received messages into packets (a GRO message holds several). */
static int xf_split(Xfer *x, int m) {
    size_t total = 0, stride = x->row_len + 1;
    for (int i = 0; i < m; i++) {
        size_t size = x->rx[i].msg_len;
        size_t seg = p4r_gro_segment(&x->rx[i].msg_hdr, size, (int)x->i[XI_OFFLOAD]);
        size_t count = p4r_gro_count(size, seg);
        if (xf_room(x, total + count)) return -1;
        const uint8_t *base = x->riov[i].iov_base;
        for (size_t j = 0; j < count; j++) {
            size_t len = p4r_gro_len(size, seg, j);
            x->pkt[total] = base + j * seg;
            x->plen[total++] = (uint32_t)(len > stride ? stride : len);
        }
    }
    return (int)total;
}

/* Appends the lane's first ``n`` waiting datagrams to the batch's ``have`` packets (they
 * stay in the ring until xf_receive is done with them).  The new count, or -1. */
static int xf_lane_take(Xfer *x, int have, uint32_t n) {
    size_t stride = x->row_len + 1;
    if (xf_room(x, (size_t)have + n)) return -1;
    for (uint32_t j = 0; j < n; j++) {
        uint32_t len;
        x->pkt[have] = p4r_ring_peek(&x->lane, P4R_RING_DOWN, j, &len);
        x->plen[have++] = len > stride ? (uint32_t)stride : len;
    }
    x->lane_taken = n;
    return have;
}

/* Whether a packet's header is this rank's: its magic, version, job, rank and session. */
static inline int xf_mine(const Xfer *x, const uint8_t *h) {
    return p4r_get16(h + P4R_OFF_MAGIC) == P4R_MAGIC &&
           h[P4R_OFF_VERSION] == P4R_VERSION &&
           p4r_get16(h + P4R_OFF_JOB_ID) == x->i[XI_JOB] &&
           p4r_get16(h + P4R_OFF_RANK) == x->i[XI_RANK] &&
           p4r_get32(h + P4R_OFF_SESSION) == (uint32_t)x->i[XI_SESSION];
}

/* The 64-bit contributor bitmap in a STATUS packet's two payload words. */
static inline uint64_t xf_bitmap(const uint8_t *h) {
    const uint8_t *pay = h + P4R_HEADER_BYTES;
    return (uint64_t)p4r_get32(pay) << 32 | (uint64_t)p4r_get32(pay + 4);
}

/* The outcome of a NACK that answers a packet in flight (its slot, seq and reason). */
static int xf_refused(Xfer *x, const uint8_t *h) {
    x->stats[XS_SLOT] = p4r_get16(h + P4R_OFF_SLOT);
    x->stats[XS_SEQ] = p4r_get32(h + P4R_OFF_SEQ);
    x->stats[XS_WORD0] = p4r_get32(h + P4R_HEADER_BYTES);
    x->stats[XS_WORD1] = p4r_get32(h + P4R_HEADER_BYTES + 4);
    return XF_REFUSED;
}

/* Transfer._receive: wait up to ``wait`` seconds, then take one batch: what waits in the
 * lane, and what the socket holds (UDP carries what did not fit the lane, and the
 * switch's kicks; it is read after a wake-up, when the lane is empty, and every 16th
 * round). */
static int xf_receive_batch(Xfer *x, double wait, int64_t *progress) {
    int fd = (int)x->i[XI_FD];
    int lane = x->has_lane;
    uint32_t queued = lane ? p4r_ring_pending(&x->lane, P4R_RING_DOWN) : 0;
    int readable = 0;
    if (queued == 0 && wait != 0.0) {
        struct pollfd pfd = {fd, POLLIN, 0};
        int ms = (int)(wait * 1000 + 0.999);
        if (ms < 0) ms = 0;
        int sleep = !lane || p4r_ring_may_sleep(&x->lane, P4R_RING_DOWN);
        int r = sleep ? poll(&pfd, 1, ms) : 0;
        int e = errno;
        if (sleep && lane) p4r_ring_awake(&x->lane, P4R_RING_DOWN);
        if (r < 0) return e == EINTR ? XF_RUNNING : (x->stats[XS_ERRNO] = e, XF_OSERROR);
        if (lane) queued = p4r_ring_pending(&x->lane, P4R_RING_DOWN);
        if (r == 0 && queued == 0) return XF_RUNNING;
        readable = r > 0;
    }
    int got = 0, inplace = 0;
    if (!lane || readable || queued == 0 || ++x->lane_polls >= 16) {
        x->lane_polls = 0;
        int64_t batch = x->i[XI_BATCH];
        p4r_recv_ready(x->rx, (size_t)batch, x->rctl, (int)x->i[XI_OFFLOAD], 0);
#if defined(__linux__)
        if (x->i[XI_XSK]) { /* AF_XDP: each datagram read where it lies in the UMEM */
            if (xf_room(x, (size_t)batch)) return XF_NOMEM;
            got = (int)p4r_hx_recv_inplace((void *)(intptr_t)x->i[XI_XSK], x->pkt, x->plen,
                                           (uint32_t)x->row_len + 1, x->rbuf,
                                           (int64_t)x->msg_size, batch);
            inplace = 1;
        } else
#endif
        got = recvmmsg(fd, x->rx, (unsigned int)batch, MSG_DONTWAIT, NULL);
        if (got < 0) {
            int e = errno;
            if (e != EAGAIN && e != EWOULDBLOCK && e != EINTR && e != ECONNREFUSED) {
                x->stats[XS_ERRNO] = e;
                return XF_OSERROR;
            }
            got = 0;
        }
    }
    int n = inplace ? got : xf_split(x, got);
    if (n >= 0 && queued) n = xf_lane_take(x, n, queued);
    if (n < 0) return XF_NOMEM;
    if (n == 0) return XF_RUNNING;
    int64_t w = x->i[XI_WIDTH], k = x->i[XI_K];
    uint32_t result_len = (uint32_t)x->row_len;
    uint32_t status_len = P4R_HEADER_BYTES + 4 * P4R_STATUS_WORDS;
    uint32_t nack_len = P4R_HEADER_BYTES + 4 * P4R_NACK_WORDS;
    enum { NONE, RESULT, STATUS, NACK };
    int refused = -1; /* the first NACK of the batch that answers a packet in flight */
    int ctl_refused = -1; /* the first that answers the agreement packet: it goes first */
    int ctl_result = -1;
    int64_t dups = 0, ctl_dups = 0;
    /* Classify, as the numpy loop does for the whole batch before acting on it. */
    for (int i = 0; i < n; i++) {
        const uint8_t *h = x->pkt[i];
        uint32_t len = x->plen[i];
        x->cur[i] = NONE;
        if (len < P4R_HEADER_BYTES) {
            if (len > 0 || !lane) x->stats[XS_FOREIGN]++; /* (an empty one: a lane's kick) */
            continue;
        }
        int64_t slot = p4r_get16(h + P4R_OFF_SLOT);
        if (x->ctl_waiting && slot == x->i[XI_CTL_SLOT]) { /* exchange()'s classification */
            int mine = xf_mine(x, h);
            uint32_t round = (uint32_t)x->i[XI_CTL_ROUND];
            int ours = mine && p4r_get32(h + P4R_OFF_SEQ) == round &&
                       (h[P4R_OFF_FLAGS] & P4R_FLAG_SET) == (round & P4R_FLAG_SET);
            int type = h[P4R_OFF_MSG_TYPE];
            if (ours && type == P4R_MSG_RESULT && len == result_len) {
                if (ctl_result < 0) ctl_result = i;
            } else if (ours && type == P4R_MSG_STATUS && len == status_len) {
                x->stats[XS_CTL_WAITED] = 1;
                x->stats[XS_CTL_KNOWN] = 1;
                x->stats[XS_CTL_BITMAP] = (int64_t)xf_bitmap(h);
                x->stats[XS_STATUS]++;
            } else if (ours && type == P4R_MSG_NACK && len == nack_len) {
                if (ctl_refused < 0) ctl_refused = i;
            } else if (mine && type == P4R_MSG_RESULT) {
                ctl_dups++; /* a late result of this job's control slot */
            } else if (!(mine && type == P4R_MSG_STATUS)) {
                x->stats[XS_FOREIGN]++;
            }
            continue;
        }
        int ok = slot < w && xf_mine(x, h);
        int type = h[P4R_OFF_MSG_TYPE];
        uint16_t count = p4r_get16(h + P4R_OFF_ELEM_COUNT);
        int is_result = ok && type == P4R_MSG_RESULT && count == k && len == result_len;
        int is_status = ok && type == P4R_MSG_STATUS && count == P4R_STATUS_WORDS &&
                        len == status_len;
        int current = ok && p4r_get32(h + P4R_OFF_SEQ) == x->uses[slot] &&
                      x->pos[slot] < x->total[slot] &&
                      (h[P4R_OFF_FLAGS] & P4R_FLAG_SET) == (x->uses[slot] & P4R_FLAG_SET);
        /* A NACK counts only if it answers the packet in flight: its session (echoed
         * from the refused packet), job, rank, slot, seq and set; any other is foreign. */
        int is_nack = current && type == P4R_MSG_NACK && len == nack_len;
        if (!is_result && !is_status && !is_nack) {
            x->stats[XS_FOREIGN]++;
            continue;
        }
        if (is_nack) {
            if (refused < 0) refused = i;
            continue;
        }
        if (is_result) dups++; /* undone below for each one accepted */
        if (current) x->cur[i] = is_result ? RESULT : STATUS;
    }
    /* As the numpy loop: a NACK raises before the duplicates are counted; the agreement
     * round's first (its NACK, then its RESULT), then the data slots' (an early priming
     * round's), which count only where the round agreed on the call. */
    if (ctl_refused >= 0) return xf_refused(x, x->pkt[ctl_refused]);
    x->stats[XS_DUPS] += ctl_dups;
    if (ctl_result >= 0) {
        int rc = xf_ctl_result(x, x->pkt[ctl_result]);
        if (rc != XF_RUNNING) return rc;
    }
    if (refused >= 0) return xf_refused(x, x->pkt[refused]);
    x->stats[XS_DUPS] += dups;
    for (int i = 0; i < n; i++) {
        if (x->cur[i] != STATUS) continue;
        const uint8_t *h = x->pkt[i];
        int64_t slot = p4r_get16(h + P4R_OFF_SLOT);
        x->status_bitmap[slot] = xf_bitmap(h);
        x->status_known[slot] = 1;
        x->stats[XS_STATUS]++;
    }
    if (++x->batch_no == 0) {
        memset(x->seen, 0, (size_t)w * sizeof(uint32_t));
        x->batch_no = 1;
    }
    size_t acc = 0;
    for (int i = 0; i < n; i++) {
        if (x->cur[i] != RESULT) continue;
        int64_t slot = p4r_get16(x->pkt[i] + P4R_OFF_SLOT);
        if (x->seen[slot] == x->batch_no) continue; /* the same result twice in a batch */
        x->seen[slot] = x->batch_no;
        x->accepted[acc] = slot;
        x->acc_pkt[acc++] = i;
        x->stats[XS_DUPS]--;
    }
    if (acc == 0) return XF_RUNNING;
    /* Slots ascending, as np.unique orders them; packets follow their slots. */
    int sorted = 1;
    for (size_t j = 1; j < acc; j++) sorted &= x->accepted[j - 1] < x->accepted[j];
    if (!sorted) {
        for (size_t j = 0; j < acc; j++) x->list[j] = x->accepted[j] << 20 | x->acc_pkt[j];
        qsort(x->list, acc, sizeof(int64_t), cmp_i64);
        for (size_t j = 0; j < acc; j++) {
            x->accepted[j] = x->list[j] >> 20;
            x->acc_pkt[j] = x->list[j] & ((1 << 20) - 1);
        }
    }
    int err = xf_accept(x, acc, progress);
    if (err) {
        x->stats[XS_ERRNO] = err;
        return XF_OSERROR;
    }
    return XF_RUNNING;
}

static int xf_receive(Xfer *x, double wait, int64_t *progress) {
    int rc = xf_receive_batch(x, wait, progress);
#if defined(__linux__)
    if (x->i[XI_XSK]) p4r_hx_release_held((void *)(intptr_t)x->i[XI_XSK]); /* the batch's */
#endif
    if (x->lane_taken) {
        p4r_ring_release(&x->lane, P4R_RING_DOWN, x->lane_taken);
        x->lane_taken = 0;
    }
    return rc;
}

/* Transfer._retransmit (none while the agreement round waits: early priming packets
 * wait with it). */
static int xf_retransmit(Xfer *x, double now) {
    if (x->ctl_waiting) return XF_RUNNING;
    int64_t w = x->i[XI_WIDTH];
    size_t n = 0;
    for (int64_t s = 0; s < w; s++)
        if (x->inflight[s] && x->sent_at[s] + x->rto[s] <= now) x->list[n++] = s;
    if (n == 0) return XF_RUNNING;
    for (size_t j = 0; j < n; j++) {
        int64_t s = x->list[j];
        /* A timer that fired late by more than its own length marks a gap in this
         * process's run (transfer_state.py's GAP_SLACK): resend before timing out. */
        double late = now - (x->sent_at[s] + x->rto[s]);
        double slack = x->rto[s] > x->r[XR_GAP_SLACK] ? x->rto[s] : x->r[XR_GAP_SLACK];
        if (late <= slack && now - x->progress_at[s] > x->r[XR_TIMEOUT]) {
            x->stats[XS_SLOT] = s;
            return XF_TIMEOUT;
        }
    }
    int err = xf_send_rows(x, x->list, n, 0);
    if (err) {
        x->stats[XS_ERRNO] = err;
        return XF_OSERROR;
    }
    for (size_t j = 0; j < n; j++) {
        int64_t s = x->list[j];
        x->sent_at[s] = now;
        double r = x->rto[s] * 2;
        x->rto[s] = r < x->r[XR_MAX_RTO] ? r : x->r[XR_MAX_RTO];
        x->retried[s] = 1;
    }
    x->stats[XS_SENT] += (int64_t)n;
    x->stats[XS_RETRANS] += (int64_t)n;
    return XF_RUNNING;
}

static int xf_run(Xfer *x, int32_t budget_ms, int64_t *progress);

/* Transfer._drive for up to ``budget_ms`` (the first call sends the first window);
 * ``progress[0]`` += the results received.  Returns an XF_ outcome.  While it runs, the
 * switch puts this rank's datagrams into the lane (if any); else it sends them by UDP,
 * for the numpy loop and the session's exchanges to read. */
int p4r_xfer_run(Xfer *x, int32_t budget_ms, int64_t *progress) {
    if (!x->has_lane) return xf_run(x, budget_ms, progress);
    p4r_lane_set_reading(&x->lane, 1);
    int rc = xf_run(x, budget_ms, progress);
    p4r_lane_set_reading(&x->lane, 0);
    return rc;
}

static int xf_run(Xfer *x, int32_t budget_ms, int64_t *progress) {
    int64_t w = x->i[XI_WIDTH];
    if (!x->started) {
        x->started = 1;
        int err = x->i[XI_CTL] ? xf_ctl_start(x) : xf_start_data(x);
        if (err) {
            x->stats[XS_ERRNO] = err;
            return XF_OSERROR;
        }
    }
    double deadline = xf_now() + budget_ms * 1e-3;
    for (;;) {
        int busy = x->ctl_waiting;
        double wake = 0;
        if (x->ctl_waiting) {
            wake = x->ctl_sent + x->ctl_rto;
            if (x->ctl_deadline > x->ctl_sent && x->ctl_deadline < wake) wake = x->ctl_deadline;
        }
        for (int64_t s = 0; s < w; s++) {
            if (x->pos[s] < x->total[s]) busy = 1;
            if (x->inflight[s] && !x->ctl_waiting &&
                (wake == 0 || x->sent_at[s] + x->rto[s] < wake))
                wake = x->sent_at[s] + x->rto[s];
        }
        if (!busy) return XF_DONE;
        double now = xf_now();
        double wait = wake == 0 ? 0.05 : wake - now;
        wait = wait < 0 ? 0 : wait > 0.05 ? 0.05 : wait;
        int rc = xf_receive(x, wait, progress);
        if (rc != XF_RUNNING) return rc;
        now = xf_now();
        rc = xf_ctl_timer(x, now);
        if (rc != XF_RUNNING) return rc;
        rc = xf_retransmit(x, now);
        if (rc != XF_RUNNING) return rc;
        if (xf_now() >= deadline) return XF_RUNNING;
    }
}
