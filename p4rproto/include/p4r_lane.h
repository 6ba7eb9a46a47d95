/*
 * Shared-memory lanes: the datagrams between a worker and a software switch on the same
 * host, through memory instead of the kernel's UDP path (docs/protocol.md, "Lanes").
 * The software switch's I/O loop (softswitch/_native_io.c) and the host's transfer loop
 * (hostlib/_native_loop.c) include it; hostlib/lane.py makes the file.
 *
 * A lane is one file of P4R_LANE_CTL_BYTES of control, then two rings of ``slots`` slots
 * of ``slot_bytes`` bytes: the up ring (worker -> switch), then the down ring (switch ->
 * worker).  A slot holds one datagram: its length (u32, host order), then its bytes, as
 * they would be on the wire.  Each ring has one producer and one consumer; the indices
 * run free (u32) and a ring holds tail - head datagrams.  A consumer that is about to
 * sleep in poll() sets its ring's ``waiting``; a producer that finds it set clears it
 * and sends the consumer an empty UDP datagram (a kick) to wake it.  The down ring's
 * ``reading`` says that the worker's transfer loop is running and takes datagrams from
 * it; when it is 0, the switch sends by UDP.  A full ring, or a datagram too long for a
 * slot, goes by UDP as well: a lane never loses what UDP would carry.
 */
#ifndef P4R_LANE_H
#define P4R_LANE_H

#include <stdint.h>
#include <string.h>

#include "p4r_protocol.h" /* the constants, from p4rproto/lane.py */

/* One ring's indices and flags, each on its own cache line. */
typedef struct {
    uint32_t tail; /* written by the producer */
    uint8_t pad0[60];
    uint32_t head; /* written by the consumer */
    uint8_t pad1[60];
    uint32_t waiting; /* the consumer sleeps: the producer kicks it */
    uint8_t pad2[60];
    uint32_t reading; /* (down ring) the consumer takes datagrams from the ring */
    uint8_t pad3[60];
} p4r_ring_ctl;

/* The file's first bytes. */
typedef struct {
    uint32_t magic, version, slots, slot_bytes;
    uint8_t pad[48];
    p4r_ring_ctl up, down;
} p4r_lane_ctl;

enum { P4R_RING_UP = 0, P4R_RING_DOWN = 1 };

/* A mapped lane, as this process sees it (its sizes checked once, at attach). */
typedef struct {
    uint8_t *base;
    uint32_t slots, slot_bytes;
} p4r_lane;

static inline size_t p4r_lane_bytes(uint32_t slots, uint32_t slot_bytes) {
    return P4R_LANE_CTL_BYTES + 2 * (size_t)slots * slot_bytes;
}

/* Whether the control block at ``base`` (a mapping of ``size`` bytes) describes a lane
 * of this version that fits it; fills ``lane``. */
static inline int p4r_lane_check(p4r_lane *lane, uint8_t *base, size_t size) {
    const p4r_lane_ctl *c = (const p4r_lane_ctl *)base;
    if (size < P4R_LANE_CTL_BYTES) return 0;
    uint32_t slots = c->slots, bytes = c->slot_bytes;
    if (c->magic != P4R_LANE_MAGIC || c->version != P4R_LANE_VERSION) return 0;
    if (slots < P4R_LANE_MIN_SLOTS || slots > P4R_LANE_MAX_SLOTS || (slots & (slots - 1)))
        return 0;
    if (bytes < 64 || bytes > P4R_LANE_MAX_SLOT_BYTES || bytes % 64) return 0;
    if (p4r_lane_bytes(slots, bytes) != size) return 0;
    lane->base = base;
    lane->slots = slots;
    lane->slot_bytes = bytes;
    return 1;
}

static inline p4r_ring_ctl *p4r_ring(const p4r_lane *lane, int ring) {
    p4r_lane_ctl *c = (p4r_lane_ctl *)lane->base;
    return ring == P4R_RING_UP ? &c->up : &c->down;
}

static inline uint8_t *p4r_ring_slot(const p4r_lane *lane, int ring, uint32_t index) {
    size_t first = P4R_LANE_CTL_BYTES + (size_t)ring * lane->slots * lane->slot_bytes;
    return lane->base + first + (size_t)(index & (lane->slots - 1)) * lane->slot_bytes;
}

/* The datagrams waiting in ``ring`` for its consumer (never more than the ring holds,
 * whatever the other side wrote). */
static inline uint32_t p4r_ring_pending(const p4r_lane *lane, int ring) {
    p4r_ring_ctl *r = p4r_ring(lane, ring);
    uint32_t n = __atomic_load_n(&r->tail, __ATOMIC_ACQUIRE) - r->head;
    return n > lane->slots ? lane->slots : n;
}

/* The consumer's ``i``-th waiting datagram (i < pending): its bytes and length. */
static inline const uint8_t *p4r_ring_peek(const p4r_lane *lane, int ring, uint32_t i,
                                           uint32_t *len) {
    p4r_ring_ctl *r = p4r_ring(lane, ring);
    const uint8_t *slot = p4r_ring_slot(lane, ring, r->head + i);
    uint32_t n;
    memcpy(&n, slot, 4);
    *len = n > lane->slot_bytes - 4 ? lane->slot_bytes - 4 : n;
    return slot + 4;
}

/* The consumer is done with its first ``n`` waiting datagrams. */
static inline void p4r_ring_release(const p4r_lane *lane, int ring, uint32_t n) {
    p4r_ring_ctl *r = p4r_ring(lane, ring);
    __atomic_store_n(&r->head, r->head + n, __ATOMIC_RELEASE);
}

/* The producer appends one datagram of ``a_len`` + ``b_len`` bytes (two parts: a header
 * and a payload, either may be empty).  0, or -1 when the ring is full or the datagram
 * does not fit a slot (the caller sends it by UDP). */
static inline int p4r_ring_push(const p4r_lane *lane, int ring, const void *a, uint32_t a_len,
                                const void *b, uint32_t b_len) {
    p4r_ring_ctl *r = p4r_ring(lane, ring);
    uint32_t tail = r->tail;
    if (tail - __atomic_load_n(&r->head, __ATOMIC_ACQUIRE) >= lane->slots) return -1;
    if ((size_t)a_len + b_len > lane->slot_bytes - 4) return -1;
    uint8_t *slot = p4r_ring_slot(lane, ring, tail);
    uint32_t len = a_len + b_len;
    memcpy(slot, &len, 4);
    if (a_len) memcpy(slot + 4, a, a_len);
    if (b_len) memcpy(slot + 4 + a_len, b, b_len);
    __atomic_store_n(&r->tail, tail + 1, __ATOMIC_RELEASE);
    return 0;
}

/* After pushing: whether the consumer sleeps and must be kicked (then it is the
 * caller's to kick; the flag is cleared here, so one producer kicks once). */
static inline int p4r_ring_wants_kick(const p4r_lane *lane, int ring) {
    p4r_ring_ctl *r = p4r_ring(lane, ring);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    if (!__atomic_load_n(&r->waiting, __ATOMIC_RELAXED)) return 0;
    return __atomic_exchange_n(&r->waiting, 0, __ATOMIC_SEQ_CST) != 0;
}

/* The consumer is about to sleep: 1 if the ring is still empty (sleep; a producer will
 * kick), 0 if a datagram came meanwhile (do not sleep).  ``p4r_ring_awake`` after. */
static inline int p4r_ring_may_sleep(const p4r_lane *lane, int ring) {
    p4r_ring_ctl *r = p4r_ring(lane, ring);
    __atomic_store_n(&r->waiting, 1, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&r->tail, __ATOMIC_SEQ_CST) != r->head) {
        __atomic_store_n(&r->waiting, 0, __ATOMIC_RELAXED);
        return 0;
    }
    return 1;
}

static inline void p4r_ring_awake(const p4r_lane *lane, int ring) {
    __atomic_store_n(&p4r_ring(lane, ring)->waiting, 0, __ATOMIC_RELAXED);
}

/* The down ring's ``reading`` flag (the worker's loop runs). */
static inline void p4r_lane_set_reading(const p4r_lane *lane, uint32_t on) {
    __atomic_store_n(&p4r_ring(lane, P4R_RING_DOWN)->reading, on, __ATOMIC_SEQ_CST);
}

static inline int p4r_lane_reading(const p4r_lane *lane) {
    return __atomic_load_n(&p4r_ring(lane, P4R_RING_DOWN)->reading, __ATOMIC_SEQ_CST) != 0;
}

/* -- the lane's control datagrams, on the switch's UDP port ---------------------------- */
/* P4R_LANE_MSG_BYTES: the tag (8 bytes), the version, the kind, a reason, zeros; ATTACH
 * then holds the file's path (at most P4R_LANE_MAX_PATH bytes).  They never parse as
 * the protocol's packets (whose first bytes are P4R_MAGIC, "P4"). */

/* Whether a datagram is a lane control datagram; its kind (0 if not). */
static inline int p4r_lane_msg_kind(const uint8_t *d, uint32_t len) {
    if (len < P4R_LANE_MSG_BYTES || memcmp(d, P4R_LANE_TAG, 8) != 0) return 0;
    if (d[8] != P4R_LANE_VERSION) return 0;
    return d[9];
}

#endif
