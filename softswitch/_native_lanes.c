/* Part of softswitch/_native.c (one compile unit, included there):
 * the I/O loop's shared-memory lanes (p4rproto/include/p4r_lane.h, docs/protocol.md
 * "Lanes").  A worker on this host attaches a lane by sending ATTACH from its registered
 * UDP address; the lane's datagrams then enter the pipeline as if they came from that
 * address (so the pipeline's admission decides, as for UDP), and the pipeline's outputs
 * to that address go into the lane while the worker's loop reads it.  The lane's file
 * must be the switch's user's and closed to others: a process that can write it could
 * as well trace the switch. */

/* Takes at most this many datagrams from one lane per batch (a fair share per lane). */
#define LANE_TAKE_MAX 256u

static Lane *lane_find(Io *io, uint32_t ip, uint16_t port) {
    for (int i = 0; i < io->nlanes; i++)
        if (io->lanes[i].ip == ip && io->lanes[i].port == port) return &io->lanes[i];
    return NULL;
}

static void lane_drop(Io *io, Lane *ln) {
    munmap(ln->lane.base, ln->size);
    *ln = io->lanes[--io->nlanes];
}

static void lanes_free(Io *io) {
    while (io->nlanes) lane_drop(io, &io->lanes[0]);
}

/* A datagram to ip:port from the switch's socket (best effort, as UDP is). */
static void lane_sendto(int fd, uint32_t ip, uint16_t port, const void *buf, size_t len) {
    struct sockaddr_in sa = {0};
    sa.sin_family = AF_INET;
    sa.sin_addr.s_addr = htonl(ip);
    sa.sin_port = htons(port);
    (void)sendto(fd, buf, len, MSG_DONTWAIT, (struct sockaddr *)&sa, sizeof sa);
}

static void lane_reply(int fd, uint32_t ip, uint16_t port, int kind, int reason) {
    uint8_t msg[P4R_LANE_MSG_BYTES] = {0};
    memcpy(msg, P4R_LANE_TAG, 8);
    msg[8] = P4R_LANE_VERSION;
    msg[9] = (uint8_t)kind;
    msg[10] = (uint8_t)reason;
    lane_sendto(fd, ip, port, msg, sizeof msg);
}

/* An empty datagram that wakes a worker sleeping on its lane. */
static void lane_kick(Io *io, int fd, const Lane *ln) {
    lane_sendto(fd, ln->ip, ln->port, "", 0);
    io->lane_stats[LS_KICKS]++;
}

/* Whether ip:port is a worker of the tables (the pipeline's admission decides again for
 * every datagram: a worker removed later gets nothing through its lane either). */
static int lane_registered(Core *c, uint32_t ip, uint16_t port) {
    Scratch s;
    pthread_mutex_lock(&c->mu);
    lookup(&c->t, ip, port, &s);
    pthread_mutex_unlock(&c->mu);
    return s.found;
}

/* The table is full: drops the lanes of addresses that are no workers any more (their
 * jobs were removed; a worker that left without DETACH). */
static void lanes_evict(Core *c, Io *io) {
    for (int i = io->nlanes - 1; i >= 0; i--)
        if (!lane_registered(c, io->lanes[i].ip, io->lanes[i].port)) lane_drop(io, &io->lanes[i]);
}

/* Maps the lane an ATTACH names: 0 (then it is in the table), or a refusal reason. */
static int lane_open(Core *c, Io *io, const uint8_t *d, uint32_t len, uint32_t ip,
                     uint16_t port) {
    static const char prefix[] = P4R_LANE_PATH_PREFIX;
    char path[P4R_LANE_MAX_PATH + 1];
    uint32_t n = len - P4R_LANE_MSG_BYTES;
    if (n <= sizeof prefix - 1 || n > P4R_LANE_MAX_PATH) return P4R_LANE_BAD_REQUEST;
    memcpy(path, d + P4R_LANE_MSG_BYTES, n);
    path[n] = 0;
    if (strlen(path) != n || strncmp(path, prefix, sizeof prefix - 1) != 0 ||
        strchr(path + sizeof prefix - 1, '/'))
        return P4R_LANE_BAD_REQUEST;
    if (!lane_registered(c, ip, port)) return P4R_LANE_NOT_A_WORKER;
    Lane *old = lane_find(io, ip, port);
    if (!old && io->nlanes == LANES_MAX) lanes_evict(c, io);
    if (!old && io->nlanes == LANES_MAX) return P4R_LANE_TOO_MANY;
    int fd = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) return P4R_LANE_CANNOT_OPEN;
    struct stat st;
    int reason = 0;
    if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode))
        reason = P4R_LANE_CANNOT_OPEN;
    else if (st.st_uid != geteuid() || (st.st_mode & 077))
        reason = P4R_LANE_NOT_PRIVATE;
    else if (st.st_size < (off_t)P4R_LANE_CTL_BYTES ||
             st.st_size > (off_t)p4r_lane_bytes(P4R_LANE_MAX_SLOTS, P4R_LANE_MAX_SLOT_BYTES))
        reason = P4R_LANE_BAD_LAYOUT;
    void *base = MAP_FAILED;
    if (!reason) {
        base = mmap(NULL, (size_t)st.st_size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        if (base == MAP_FAILED) reason = P4R_LANE_CANNOT_OPEN;
    }
    close(fd);
    if (reason) return reason;
    p4r_lane lane;
    if (!p4r_lane_check(&lane, base, (size_t)st.st_size)) {
        munmap(base, (size_t)st.st_size);
        return P4R_LANE_BAD_LAYOUT;
    }
    if (old) lane_drop(io, old); /* the worker attached again: its new lane replaces it */
    Lane *ln = &io->lanes[io->nlanes++];
    ln->lane = lane;
    ln->size = (size_t)st.st_size;
    ln->ip = ip;
    ln->port = port;
    ln->taken = 0;
    return 0;
}

/* A lane control datagram from ip:port (ATTACH answered, DETACH done, others ignored). */
static void lane_control(Core *c, Io *io, int fd, int kind, const uint8_t *d, uint32_t len,
                         uint32_t ip, uint16_t port) {
    if (kind == P4R_LANE_ATTACH) {
        int reason = lane_open(c, io, d, len, ip, port);
        io->lane_stats[reason ? LS_REFUSED : LS_ATTACHED]++; /* (counted before it is told) */
        lane_reply(fd, ip, port, reason ? P4R_LANE_REFUSED : P4R_LANE_ACCEPTED, reason);
    } else if (kind == P4R_LANE_DETACH) {
        Lane *ln = lane_find(io, ip, port);
        if (ln) lane_drop(io, ln);
    }
}

/* Whether a received datagram is the lanes' (control, or a kick from a lane's worker),
 * handled here and not the pipeline's. */
static int lane_datagram(Core *c, Io *io, int fd, const uint8_t *d, uint32_t len, uint32_t ip,
                         uint16_t port) {
    if (len == 0 && lane_find(io, ip, port)) return 1; /* a kick */
    if (len >= P4R_HEADER_BYTES && d[P4R_OFF_MSG_TYPE] == P4R_MSG_JOIN &&
        p4r_get16(d + P4R_OFF_MAGIC) == P4R_MAGIC) {
        /* A worker joins (again) by UDP: a process that starts over at that address, or
         * a rejoin; either way its old lane is stale (it attaches a new one). */
        Lane *ln = lane_find(io, ip, port);
        if (ln) lane_drop(io, ln);
        return 0;
    }
    int kind = p4r_lane_msg_kind(d, len);
    if (!kind) return 0;
    lane_control(c, io, fd, kind, d, len, ip, port);
    return 1;
}

static int lanes_pending(Io *io) {
    for (int i = 0; i < io->nlanes; i++)
        if (p4r_ring_pending(&io->lanes[i].lane, P4R_RING_UP)) return 1;
    return 0;
}

/* About to sleep in poll(): 1 if every lane is still empty (each will be kicked). */
static int lanes_may_sleep(Io *io) {
    int i = 0;
    for (; i < io->nlanes; i++)
        if (!p4r_ring_may_sleep(&io->lanes[i].lane, P4R_RING_UP)) break;
    if (i == io->nlanes) return 1;
    for (int j = 0; j <= i; j++) p4r_ring_awake(&io->lanes[j].lane, P4R_RING_UP);
    return 0;
}

static void lanes_awake(Io *io) {
    for (int i = 0; i < io->nlanes; i++) p4r_ring_awake(&io->lanes[i].lane, P4R_RING_UP);
}

/* Appends the lanes' waiting datagrams to io->pkts[have..]; the new total, or -1. */
static int lanes_take(Io *io, int have) {
    size_t total = (size_t)have;
    for (int i = 0; i < io->nlanes; i++) {
        Lane *ln = &io->lanes[i];
        uint32_t n = p4r_ring_pending(&ln->lane, P4R_RING_UP);
        if (n > LANE_TAKE_MAX) n = LANE_TAKE_MAX;
        ln->taken = n;
        if (!n) continue;
        if (grow((void **)&io->pkts, &io->cappkts, total + n, sizeof(Pkt))) return -1;
        for (uint32_t j = 0; j < n; j++) {
            Pkt *p = &io->pkts[total++];
            uint32_t len;
            p->data = p4r_ring_peek(&ln->lane, P4R_RING_UP, j, &len);
            p->len = len;
            p->avail = len;
            p->ip = ln->ip;
            p->port = ln->port;
        }
        io->lane_stats[LS_RECEIVED] += n;
    }
    return (int)total;
}

/* The pipeline ran over what lanes_take() took (its outputs are copies): free the slots. */
static void lanes_release(Io *io) {
    for (int i = 0; i < io->nlanes; i++) {
        Lane *ln = &io->lanes[i];
        if (ln->taken) p4r_ring_release(&ln->lane, P4R_RING_UP, ln->taken);
        ln->taken = 0;
    }
}

/* lane_stats(): what the lanes did, as a dict. */
static PyObject *Core_lane_stats(Core *c, PyObject *unused) {
    Io *io = &c->io;
    return Py_BuildValue("{s:i,s:K,s:K,s:K,s:K,s:K}", "lanes", io->nlanes, "attached",
                         (unsigned long long)io->lane_stats[LS_ATTACHED], "refused",
                         (unsigned long long)io->lane_stats[LS_REFUSED], "received",
                         (unsigned long long)io->lane_stats[LS_RECEIVED], "sent",
                         (unsigned long long)io->lane_stats[LS_SENT], "kicks",
                         (unsigned long long)io->lane_stats[LS_KICKS]);
}
