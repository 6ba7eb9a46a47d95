/* Part of softswitch/_native.c (included by _native_ports.c): a link's propagation
 * delay, held by the switch (this kernel has no netem).
 *
 * Each egress port has a FIFO of frames copied out with the time each may leave: the
 * moment it was sent plus the port's delay.  One delay per port keeps the times in FIFO
 * order, as a link never reorders.  A full line (more frames than its bytes' cap) drops
 * the frame, as a full egress queue does (ENOBUFS).  A port with a rate holds its frames
 * the same way until each has been serialized (link_serialize).
 */
#ifdef P4R_IO
#include <sys/uio.h>

#define DELAY_LINE_BYTES (64u << 20) /* per port: 64 MiB of frames */

typedef struct {
    uint8_t *buf; /* cap frames of stride bytes */
    uint32_t *len;
    int64_t *at; /* CLOCK_MONOTONIC ns */
    size_t cap, head, n, stride;
} DelayLine;

static int64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void delay_free(DelayLine *d) {
    free(d->buf);
    free(d->len);
    free(d->at);
    *d = (DelayLine){0};
}

/* Room for one more frame: the ring doubled and made linear.  0, or -1: full or no memory. */
static int delay_grow(DelayLine *d, size_t stride) {
    if (d->stride != stride) { /* frames of another size: only when empty (a new serve) */
        if (d->n) return -1;
        delay_free(d);
        d->stride = stride;
    }
    if (d->n < d->cap) return 0;
    size_t cap = d->cap ? 2 * d->cap : 64, most = DELAY_LINE_BYTES / stride;
    if (cap > most) cap = most;
    if (cap <= d->cap) return -1;
    uint8_t *buf = malloc(cap * stride);
    uint32_t *len = malloc(cap * sizeof *len);
    int64_t *at = malloc(cap * sizeof *at);
    if (!buf || !len || !at) {
        free(buf);
        free(len);
        free(at);
        return -1;
    }
    for (size_t i = 0; i < d->n; i++) {
        size_t j = (d->head + i) % d->cap;
        memcpy(buf + i * stride, d->buf + j * stride, d->len[j]);
        len[i] = d->len[j];
        at[i] = d->at[j];
    }
    free(d->buf);
    free(d->len);
    free(d->at);
    d->buf = buf;
    d->len = len;
    d->at = at;
    d->cap = cap;
    d->head = 0;
    return 0;
}

/* The frame of ``niov`` parts queued to leave at ``at``; dropped when the line is full or
 * the frame is longer than ``stride``. */
static void delay_push(DelayLine *d, size_t stride, const struct iovec *iov, size_t niov,
                       int64_t at) {
    size_t total = 0;
    for (size_t i = 0; i < niov; i++) total += iov[i].iov_len;
    if (total > stride || delay_grow(d, stride)) return;
    size_t j = (d->head + d->n) % d->cap;
    uint8_t *slot = d->buf + j * stride;
    for (size_t i = 0, off = 0; i < niov; off += iov[i].iov_len, i++)
        memcpy(slot + off, iov[i].iov_base, iov[i].iov_len);
    d->len[j] = (uint32_t)total;
    d->at[j] = at;
    d->n++;
}

/* When the line's first frame may leave, or INT64_MAX when it is empty. */
static int64_t delay_next(const DelayLine *d) {
    return d->n ? d->at[d->head] : INT64_MAX;
}

/* The line's first frame and its length (the line must not be empty). */
static const uint8_t *delay_front(const DelayLine *d, size_t *len) {
    *len = d->len[d->head];
    return d->buf + d->head * d->stride;
}

static void delay_pop(DelayLine *d) {
    d->head = (d->head + 1) % d->cap;
    d->n--;
}

/* A link's rate, for a port whose frames leave past the kernel's queueing discipline
 * (AF_XDP): each frame is serialized after the port's earlier ones, and a frame that
 * would wait behind more than LINK_QUEUE_FRAMES full frames is dropped, as a full
 * transmit queue (txqueuelen 1000) drops it. */
#define LINK_QUEUE_FRAMES 1000

/* When a frame of ``len`` bytes sent at ``now`` has left the port (``*busy_until``
 * moved there), or -1: the queue is full and the frame dropped.  ``stride``: the
 * longest frame, for the queue's size. */
static int64_t link_serialize(int64_t *busy_until, double ns_per_byte, int64_t now, size_t len,
                              size_t stride) {
    int64_t start = *busy_until > now ? *busy_until : now;
    if (start - now > (int64_t)(LINK_QUEUE_FRAMES * (double)stride * ns_per_byte)) return -1;
    *busy_until = start + (int64_t)((double)len * ns_per_byte + 0.5);
    return *busy_until;
}
#endif
