/* Part of softswitch/_native.c (one compile unit, included there): the protocol as the
 * switch reads and writes it.  Its constants, counter indices and byte order come from
 * p4rproto/include (p4r_protocol.h is generated from p4rproto/wire.py and
 * p4rproto/counters.py by `python -m p4rproto.p4gen`); what is the switch's own is here:
 * its table sizes, the counters' names and the header as a struct. */
#include "p4r_netio.h"

/* softswitch/pipeline.py's WORKER_ENTRIES, and one entry per 16-bit job id. */
#define WORKER_ENTRIES (1 << 16)
#define JOB_IDS (1 << 16)

/* The counter names, in index order; native.py checks them against p4rproto/counters.py. */
#define AS_NAME(name) #name,
static const char *counter_names[] = {P4R_COUNTERS(AS_NAME)};

typedef struct {
    uint16_t magic, job, rank, slot, count;
    uint8_t version, type, flags, exponent;
    uint32_t session, seq;
} Hdr;

static inline void parse(Hdr *h, const uint8_t *p) {
    h->magic = p4r_get16(p + P4R_OFF_MAGIC);
    h->version = p[P4R_OFF_VERSION];
    h->type = p[P4R_OFF_MSG_TYPE];
    h->job = p4r_get16(p + P4R_OFF_JOB_ID);
    h->rank = p4r_get16(p + P4R_OFF_RANK);
    h->session = p4r_get32(p + P4R_OFF_SESSION);
    h->slot = p4r_get16(p + P4R_OFF_SLOT);
    h->flags = p[P4R_OFF_FLAGS];
    h->exponent = p[P4R_OFF_EXPONENT];
    h->seq = p4r_get32(p + P4R_OFF_SEQ);
    h->count = p4r_get16(p + P4R_OFF_ELEM_COUNT);
}

/* A header as the switch writes it. */
static inline void write_hdr(uint8_t *o, int type, uint32_t job, uint32_t rank, uint32_t session,
                             uint32_t slot, uint32_t flags, uint32_t exponent, uint32_t seq,
                             uint32_t count, uint32_t contributors) {
    p4r_put16(o + P4R_OFF_MAGIC, P4R_MAGIC);
    o[P4R_OFF_VERSION] = P4R_VERSION;
    o[P4R_OFF_MSG_TYPE] = (uint8_t)type;
    p4r_put16(o + P4R_OFF_JOB_ID, job);
    p4r_put16(o + P4R_OFF_RANK, rank);
    p4r_put32(o + P4R_OFF_SESSION, session);
    p4r_put16(o + P4R_OFF_SLOT, slot);
    o[P4R_OFF_FLAGS] = (uint8_t)flags;
    o[P4R_OFF_EXPONENT] = (uint8_t)exponent;
    p4r_put32(o + P4R_OFF_SEQ, seq);
    p4r_put16(o + P4R_OFF_ELEM_COUNT, count);
    p4r_put16(o + P4R_OFF_CONTRIBUTORS, contributors);
}
