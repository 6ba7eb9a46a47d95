/* Part of softswitch/_native.c (one compile unit, included there):
 * the protocol: header, constants, counter names. */

/* -- the protocol (p4rproto/wire.py) ------------------------------------------------ */
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

/* The counter indices of p4rproto/counters.py, in order; native.py checks the names. */
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
