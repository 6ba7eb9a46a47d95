/*
 * The port front end's loop in C (included by _native.c): the pipeline behind raw
 * Ethernet ports (AF_PACKET sockets on veth in Mininet), as softswitch/ports.py does
 * it in Python, which stays the reference.
 *
 * Each round polls every port, drains the ready ones in port order with recvmmsg and
 * sorts the frames out as ports.py's PortSwitch._parse does:
 *   - IPv4/UDP frames (no IP options) to the switch's address and the aggregation
 *     port feed the pipeline, one batch for all ports; their senders are learned
 *     (IPv4 -> MAC and ingress port);
 *   - ARP requests for an address of the arp_responder table are answered;
 *   - the rest is forwarded by the l2_forward table (never back out of its ingress
 *     port), flooded through the flood group when its destination is a group address,
 *     dropped otherwise.
 * The pipeline's outputs leave as Ethernet/IPv4/UDP frames, one sendmmsg per egress
 * port in port order, each port's frames in output order (on an AF_XDP port, ``--io
 * xdp``, queued on its socket's ring and sent with one wake-up); the destination's MAC and
 * port come from the routes Python pushes (a leaf's uplinks, then result_dest's MAC
 * through l2_forward, as PortSwitch._where resolves them) and, for the rest, from the
 * learned senders.  An
 * egress queue that is full (ENOBUFS) drops the frame, as a switch port does.
 */
#ifdef P4R_IO
#include <net/if.h>
#include <sys/prctl.h>

#include "p4r_xsk.h"
#include "_native_delay.c"

#define ETH_HLEN_ 14
#define FRAME_HDR (ETH_HLEN_ + 20 + 8) /* Ethernet + IPv4 without options + UDP */
#define MIN_PORT_STRIDE 64
#define MAX_PORT_STRIDE 65536
#define MAX_FD_PORTS 512
#define KICK_RETRY_NS 20000 /* a busy AF_XDP driver's queue: kicked again after 20 us */
#define LEARN_SLOTS 4096 /* a cache of senders; a power of two */
#define LEARN_PROBE 8

typedef struct {
    uint32_t ip;
    uint16_t udp;
    uint64_t mac;
    int32_t port; /* -1: where the IPv4 was learned (result_dest without an l2_forward
                   * entry for its MAC); -2: nowhere (an uplink without a port) */
} Route;

typedef struct {
    uint64_t mac;
    int32_t port;
} L2Ent;

typedef struct {
    uint32_t ip;
    uint64_t mac;
} ArpEnt;

typedef struct {
    uint32_t ip;
    int32_t port;
    uint64_t mac;
    uint8_t used;
} Learned;

typedef struct PortIo {
    /* forwarding state, written by set_forwarding under the core's mutex */
    Route *routes;
    size_t nroutes;
    L2Ent *l2;
    size_t nl2;
    int32_t *flood;
    size_t nflood;
    ArpEnt *arp;
    size_t narp;
    Learned learned[LEARN_SLOTS];
    /* the loop's buffers */
    int nports, batch;
    uint16_t udp_port; /* the aggregation protocol's (p4rproto/wire.py's UDP_PORT) */
    int fds[MAX_FD_PORTS];
    int nums[MAX_FD_PORTS];
    size_t stride; /* bytes per received frame: ports.py's PortSwitch.frame */
    uint8_t *rbuf; /* nports * batch frames of stride bytes */
    struct mmsghdr *rx;
    struct iovec *riov;
    Pkt *pkts;
    size_t cappkts;
    Out out;
    uint8_t *fhdr; /* FRAME_HDR bytes per output */
    int32_t *egress;
    size_t capout, capegress;
    struct mmsghdr *tx;
    struct iovec *tiov;
    size_t captx, captiov;
    /* the links: each egress port's delay and rate, and the frames it holds */
    int64_t delay_ns[MAX_FD_PORTS];
    double ns_per_byte[MAX_FD_PORTS]; /* 0: no rate (the kernel's queueing paces the port) */
    int64_t busy_until[MAX_FD_PORTS]; /* when the port's last frame is serialized */
    DelayLine lines[MAX_FD_PORTS];
    /* the links' other direction, for a port with a rate: a received frame is held until
     * the link has carried it (its sender's frames pass tc on AF_XDP as the switch's do) */
    int64_t in_busy_until[MAX_FD_PORTS];
    DelayLine in_lines[MAX_FD_PORTS];
    size_t in_taken[MAX_FD_PORTS]; /* held frames the round parsed, popped after it */
    int64_t now; /* ns: when the round's frames arrived (a held frame's delay starts) */
    int holding; /* some port has a delay or a rate */
    /* AF_XDP (--io xdp): the sockets open_xdp made, and each port's, in the order of fds */
    P4rXsk *opened;
    size_t nopened;
    char (*opened_names)[IF_NAMESIZE];
    P4rXsk *xsk[MAX_FD_PORTS];
    uint8_t kick[MAX_FD_PORTS]; /* frames queued on the port's ring since its last wake-up */
    uint32_t *rlen; /* batch frame lengths from an AF_XDP ring */
} PortIo;

static void xdp_close_all(struct PortIo *p) {
    for (size_t i = 0; i < p->nopened; i++) p4r_xsk_close(&p->opened[i]);
    free(p->opened);
    free(p->opened_names);
    p->opened = NULL;
    p->opened_names = NULL;
    p->nopened = 0;
    memset(p->xsk, 0, sizeof p->xsk);
}

static void portio_free(struct PortIo *p) {
    if (!p) return;
    free(p->routes);
    free(p->l2);
    free(p->flood);
    free(p->arp);
    free(p->rbuf);
    free(p->rx);
    free(p->riov);
    free(p->pkts);
    out_free(&p->out);
    free(p->fhdr);
    free(p->egress);
    free(p->tx);
    free(p->tiov);
    free(p->rlen);
    for (int i = 0; i < MAX_FD_PORTS; i++) {
        delay_free(&p->lines[i]);
        delay_free(&p->in_lines[i]);
    }
    xdp_close_all(p);
    free(p);
}

static inline uint64_t mac_of(const uint8_t *m) {
    uint64_t v = 0;
    for (int i = 0; i < 6; i++) v = v << 8 | m[i];
    return v;
}

static inline void put_mac(uint8_t *m, uint64_t v) {
    for (int i = 5; i >= 0; i--, v >>= 8) m[i] = (uint8_t)v;
}

static inline size_t learn_home(uint32_t ip) {
    return (size_t)((ip * 0x9E3779B1u) >> 20) & (LEARN_SLOTS - 1);
}

static void learn(PortIo *p, uint32_t ip, const uint8_t *mac, int32_t port) {
    size_t h = learn_home(ip);
    for (int i = 0; i < LEARN_PROBE; i++) {
        Learned *e = &p->learned[(h + (size_t)i) & (LEARN_SLOTS - 1)];
        if (!e->used || e->ip == ip) {
            e->used = 1;
            e->ip = ip;
            e->mac = mac_of(mac);
            e->port = port;
            return;
        }
    }
    Learned *e = &p->learned[h]; /* full: the newest sender takes the home slot */
    e->ip = ip;
    e->mac = mac_of(mac);
    e->port = port;
}

static const Learned *learned_of(const PortIo *p, uint32_t ip) {
    size_t h = learn_home(ip);
    for (int i = 0; i < LEARN_PROBE; i++) {
        const Learned *e = &p->learned[(h + (size_t)i) & (LEARN_SLOTS - 1)];
        if (!e->used) return NULL;
        if (e->ip == ip) return e;
    }
    return NULL;
}

static int port_index(const PortIo *p, int32_t num) {
    for (int i = 0; i < p->nports; i++)
        if (p->nums[i] == num) return i;
    return -1;
}

static int l2_port(const PortIo *p, uint64_t mac, int32_t *port) {
    for (size_t i = 0; i < p->nl2; i++)
        if (p->l2[i].mac == mac) {
            *port = p->l2[i].port;
            return 1;
        }
    return 0;
}

/* PortSwitch._where: the MAC and port index of an output's destination, or -1. */
static int route(const PortIo *p, uint32_t ip, uint16_t udp, uint64_t *mac) {
    const Learned *seen = learned_of(p, ip);
    for (size_t i = 0; i < p->nroutes; i++) {
        const Route *r = &p->routes[i];
        if (r->ip != ip || r->udp != udp) continue;
        int32_t port = r->port;
        if (port == -2) return -1;
        if (port < 0) {
            if (!seen) return -1;
            port = seen->port;
        }
        *mac = r->mac || !seen ? r->mac : seen->mac; /* no MAC in result_dest: learned */
        return port_index(p, port);
    }
    if (!seen) return -1;
    *mac = seen->mac;
    return port_index(p, seen->port);
}

/* One frame out of port ``idx`` now: queued on its AF_XDP ring (port_kick sends it) or
 * sent on its packet socket; a full queue drops it. */
static void port_put(PortIo *p, int idx, const struct iovec *iov, size_t niov) {
    if (p->xsk[idx]) {
        if (p4r_xsk_queue(p->xsk[idx], iov, niov) == 0) p->kick[idx] = 1;
        return;
    }
    struct msghdr mh = {.msg_iov = (struct iovec *)iov, .msg_iovlen = niov};
    (void)sendmsg(p->fds[idx], &mh, MSG_DONTWAIT); /* full: dropped */
}

static void port_kick(PortIo *p, int idx) {
    if (!p->kick[idx]) return;
    p4r_xsk_kick(p->xsk[idx]);
    p->kick[idx] = p4r_xsk_tx_pending(p->xsk[idx]) != 0; /* a busy driver: kicked again soon */
}

/* Whether an AF_XDP port has frames its driver was too busy to take. */
static int port_kick_pending(const PortIo *p) {
    for (int i = 0; i < p->nports; i++)
        if (p->xsk[i] && p->kick[i]) return 1;
    return 0;
}

/* A frame out of port ``idx``: held for the port's link (its rate, then its delay) or
 * sent now. */
static void port_send(PortIo *p, int idx, const struct iovec *iov, size_t niov) {
    if (p->ns_per_byte[idx] > 0 || p->delay_ns[idx] > 0) {
        int64_t at = p->now;
        if (p->ns_per_byte[idx] > 0) {
            size_t len = 0;
            for (size_t i = 0; i < niov; i++) len += iov[i].iov_len;
            at = link_serialize(&p->busy_until[idx], p->ns_per_byte[idx], p->now, len, p->stride);
            if (at < 0) return; /* the link's queue is full: dropped */
        }
        delay_push(&p->lines[idx], p->stride, iov, niov, at + p->delay_ns[idx]);
        return;
    }
    port_put(p, idx, iov, niov);
}

static void send_frame(PortIo *p, int idx, const uint8_t *frame, size_t len) {
    if (idx < 0) return;
    struct iovec iov = {(void *)frame, len};
    port_send(p, idx, &iov, 1);
}

/* The held frames whose time has come sent; when the next one is due (INT64_MAX: none). */
static int64_t delay_release(PortIo *p) {
    int64_t now = now_ns(), next = INT64_MAX;
    for (int i = 0; i < p->nports; i++) {
        DelayLine *d = &p->lines[i];
        while (delay_next(d) <= now) {
            struct iovec iov;
            iov.iov_base = (void *)delay_front(d, &iov.iov_len);
            port_put(p, i, &iov, 1);
            delay_pop(d);
        }
        if (p->xsk[i]) port_kick(p, i);
        int64_t at = delay_next(d);
        if (at < next) next = at;
    }
    return next;
}

/* An ARP request for an address of arp_responder: answered; 1 if so. */
static int answer_arp(PortIo *p, int idx, const uint8_t *f, size_t len) {
    if (len < ETH_HLEN_ + 28 || p4r_get16(f + 20) != 1) return 0;
    uint32_t tpa = p4r_get32(f + 38);
    for (size_t i = 0; i < p->narp; i++) {
        if (p->arp[i].ip != tpa) continue;
        uint8_t r[ETH_HLEN_ + 28];
        memcpy(r, f + 22, 6); /* to the asker's hardware address (sha) */
        put_mac(r + 6, p->arp[i].mac);
        p4r_put16(r + 12, 0x0806);
        memcpy(r + 14, f + 14, 6); /* htype, ptype, hlen, plen */
        p4r_put16(r + 20, 2);
        put_mac(r + 22, p->arp[i].mac);
        memcpy(r + 28, f + 38, 4); /* spa = the asked address */
        memcpy(r + 32, f + 22, 6); /* tha = sha */
        memcpy(r + 38, f + 28, 4); /* tpa = spa */
        send_frame(p, idx, r, sizeof r);
        return 1;
    }
    return 0;
}

/* PortSwitch._slow: ARP answers, l2_forward, flooding. */
static void slow_path(PortIo *p, int idx, const uint8_t *f, size_t len) {
    if (len >= ETH_HLEN_ && p4r_get16(f + 12) == 0x0806 && answer_arp(p, idx, f, len)) return;
    if (len < 6) return;
    int32_t out;
    if (l2_port(p, mac_of(f), &out)) {
        if (out != p->nums[idx]) send_frame(p, port_index(p, out), f, len);
    } else if (f[0] & 1) {
        for (size_t i = 0; i < p->nflood; i++)
            if (p->flood[i] != p->nums[idx]) send_frame(p, port_index(p, p->flood[i]), f, len);
    }
}

/* One port's received frames: aggregation datagrams appended to pkts, the rest sent on. */
static int port_parse_frame(PortIo *p, int idx, const uint8_t *f, size_t len, uint32_t switch_ip,
                            size_t *np) {
    {
        if (len > p->stride) len = p->stride;
        int ours = len >= FRAME_HDR && p4r_get16(f + 12) == 0x0800 && f[14] == 0x45 &&
                   f[23] == 17 && p4r_get16(f + 36) == p->udp_port &&
                   p4r_get32(f + 30) == switch_ip;
        if (!ours) {
            slow_path(p, idx, f, len);
            return 0;
        }
        if (grow((void **)&p->pkts, &p->cappkts, *np + 1, sizeof(Pkt))) return -1;
        int64_t udp_len = (int64_t)p4r_get16(f + 38) - 8, have = (int64_t)len - FRAME_HDR;
        int64_t size = udp_len < have ? udp_len : have;
        if (size < 0) size = 0;
        uint32_t src = p4r_get32(f + 26);
        learn(p, src, f + 6, p->nums[idx]);
        Pkt *pkt = &p->pkts[(*np)++];
        pkt->data = f + FRAME_HDR;
        pkt->len = (uint32_t)size;
        pkt->avail = (uint32_t)size;
        pkt->ip = src;
        pkt->port = p4r_get16(f + 34);
    }
    return 0;
}

/* Port ``idx``'s ``got`` received frames: parsed now, or, on a port with a rate, held
 * until the link has carried each (port_parse_arrived parses them then). */
static int port_parse(PortIo *p, int idx, int got, uint32_t switch_ip, size_t *np) {
    for (int i = 0; i < got; i++) {
        struct iovec iov = p->riov[(size_t)idx * (size_t)p->batch + (size_t)i];
        iov.iov_len = p->rx[(size_t)idx * (size_t)p->batch + (size_t)i].msg_len;
        if (iov.iov_len > p->stride) iov.iov_len = p->stride;
        if (p->ns_per_byte[idx] > 0) {
            int64_t at = link_serialize(&p->in_busy_until[idx], p->ns_per_byte[idx], p->now,
                                        iov.iov_len, p->stride);
            if (at >= 0) delay_push(&p->in_lines[idx], p->stride, &iov, 1, at);
            continue; /* (at < 0: the link's queue is full, the frame dropped) */
        }
        if (port_parse_frame(p, idx, iov.iov_base, iov.iov_len, switch_ip, np)) return -1;
    }
    return 0;
}

/* The held frames the links have carried by now, parsed in place (they stay in their
 * lines until port_arrived_done, after the round's batch has run). */
static int port_parse_arrived(PortIo *p, uint32_t switch_ip, size_t *np) {
    for (int i = 0; i < p->nports; i++) {
        DelayLine *d = &p->in_lines[i];
        size_t n = 0;
        for (; n < d->n && d->at[(d->head + n) % d->cap] <= p->now; n++) {
            size_t j = (d->head + n) % d->cap;
            if (port_parse_frame(p, i, d->buf + j * d->stride, d->len[j], switch_ip, np)) return -1;
        }
        p->in_taken[i] = n;
    }
    return 0;
}

static void port_arrived_done(PortIo *p) {
    for (int i = 0; i < p->nports; i++)
        for (; p->in_taken[i]; p->in_taken[i]--) delay_pop(&p->in_lines[i]);
}

/* When the next held frame has arrived (INT64_MAX: none). */
static int64_t port_next_arrival(const PortIo *p) {
    int64_t next = INT64_MAX;
    for (int i = 0; i < p->nports; i++) {
        int64_t at = delay_next(&p->in_lines[i]);
        if (at < next) next = at;
    }
    return next;
}

/* The IPv4 header checksum of 20 bytes. */
static uint16_t ip_checksum(const uint8_t *h) {
    uint32_t sum = 0;
    for (int i = 0; i < 20; i += 2) sum += (uint32_t)p4r_get16(h + i);
    sum = (sum & 0xFFFF) + (sum >> 16);
    sum = (sum & 0xFFFF) + (sum >> 16);
    return (uint16_t)(~sum & 0xFFFF);
}

/* The pipeline's outputs as frames, one sendmmsg per egress port.  0 or an errno. */
static int ports_send(Core *c, PortIo *p, uint32_t switch_ip, const uint8_t *switch_mac) {
    Out *o = &p->out;
    size_t n = o->nkept;
    if (n == 0) return 0;
    if (grow((void **)&p->fhdr, &p->capout, n, FRAME_HDR)) return ENOMEM;
    if (grow((void **)&p->egress, &p->capegress, n, sizeof(int32_t)) ||
        grow((void **)&p->tx, &p->captx, n, sizeof(struct mmsghdr)) ||
        grow((void **)&p->tiov, &p->captiov, 3 * n, sizeof(struct iovec)))
        return ENOMEM;
    for (size_t j = 0; j < n; j++) {
        const Rec *r = &o->recs[o->kept[j]];
        p->egress[j] = -1;
        if (r->ip == 0 && r->port == 0) { /* the CPU port: packet-in */
            if (cpu_push(c, r->hdr, o->pay + r->pay_off, r->pay_len)) return ENOMEM;
            continue;
        }
        uint64_t mac;
        int idx = route(p, r->ip, r->port, &mac);
        if (idx < 0) continue; /* nowhere known to send it: dropped, as ports.py does */
        p->egress[j] = idx;
        uint8_t *h = p->fhdr + j * FRAME_HDR;
        uint32_t size = P4R_HEADER_BYTES + r->pay_len;
        memset(h, 0, FRAME_HDR);
        put_mac(h, mac);
        memcpy(h + 6, switch_mac, 6);
        p4r_put16(h + 12, 0x0800);
        h[14] = 0x45;
        p4r_put16(h + 16, 20 + 8 + size);
        h[20] = 0x40; /* don't fragment */
        h[22] = 64;
        h[23] = 17;
        p4r_put32(h + 26, switch_ip);
        p4r_put32(h + 30, r->ip);
        p4r_put16(h + 24, ip_checksum(h + 14));
        p4r_put16(h + 34, p->udp_port);
        p4r_put16(h + 36, r->port);
        p4r_put16(h + 38, 8 + size);
    }
    /* Port numbers ascending (PortSwitch._emit's np.unique), output order within. */
    int order[MAX_FD_PORTS];
    for (int i = 0; i < p->nports; i++) order[i] = i;
    for (int i = 1; i < p->nports; i++)
        for (int j = i; j > 0 && p->nums[order[j - 1]] > p->nums[order[j]]; j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    for (int oi = 0; oi < p->nports; oi++) {
        int idx = order[oi];
        size_t m = 0, niov = 0;
        for (size_t j = 0; j < n; j++) {
            if (p->egress[j] != idx) continue;
            const Rec *r = &o->recs[o->kept[j]];
            struct mmsghdr *mm = &p->tx[m++];
            memset(mm, 0, sizeof *mm);
            mm->msg_hdr.msg_iov = &p->tiov[niov];
            p->tiov[niov].iov_base = p->fhdr + j * FRAME_HDR;
            p->tiov[niov++].iov_len = FRAME_HDR;
            p->tiov[niov].iov_base = (void *)r->hdr;
            p->tiov[niov++].iov_len = P4R_HEADER_BYTES;
            if (r->pay_len) {
                p->tiov[niov].iov_base = o->pay + r->pay_off;
                p->tiov[niov++].iov_len = r->pay_len;
            }
            mm->msg_hdr.msg_iovlen = (size_t)(&p->tiov[niov] - mm->msg_hdr.msg_iov);
        }
        if (p->xsk[idx] || p->ns_per_byte[idx] > 0 || p->delay_ns[idx] > 0) {
            for (size_t k = 0; k < m; k++) /* held for the link, or onto the AF_XDP ring */
                port_send(p, idx, p->tx[k].msg_hdr.msg_iov, p->tx[k].msg_hdr.msg_iovlen);
            continue;
        }
        size_t done = 0;
        while (done < m) {
            int sent = sendmmsg(p->fds[idx], p->tx + done, (unsigned int)(m - done), 0);
            if (sent < 0) {
                if (errno == EINTR || errno == EAGAIN) continue;
                if (errno == ENOBUFS || errno == ENETDOWN || errno == ENXIO) {
                    done++; /* the egress queue dropped it (or the link is down) */
                    continue;
                }
                return errno;
            }
            done += (size_t)sent;
        }
    }
    return 0;
}

static int portio_setup(PortIo *p, int nports, int batch, size_t stride) {
    if (p->rbuf && p->nports == nports && p->batch == batch && p->stride == stride) return 0;
    free(p->rbuf);
    free(p->rx);
    free(p->riov);
    free(p->rlen);
    size_t frames = (size_t)nports * (size_t)batch;
    p->rbuf = malloc(frames * stride);
    p->rx = calloc(frames, sizeof(struct mmsghdr));
    p->riov = calloc(frames, sizeof(struct iovec));
    p->rlen = calloc((size_t)batch, sizeof(uint32_t));
    if (!p->rbuf || !p->rx || !p->riov || !p->rlen) return -1;
    p->nports = nports;
    p->batch = batch;
    p->stride = stride;
    for (size_t i = 0; i < frames; i++) {
        p->riov[i].iov_base = p->rbuf + i * stride;
        p->riov[i].iov_len = stride;
        p->rx[i].msg_hdr.msg_iov = &p->riov[i];
        p->rx[i].msg_hdr.msg_iovlen = 1;
    }
    return 0;
}

/* One number per port from a sequence (None: all 0) into ``out``, each in [0, most];
 * 0, or -1 with a ValueError naming ``what``. */
static int per_port(PyObject *seq_obj, int nports, double most, double *out, const char *what) {
    for (int i = 0; i < MAX_FD_PORTS; i++) out[i] = 0;
    if (seq_obj == Py_None) return 0;
    PyObject *seq = PySequence_Fast(seq_obj, what);
    if (!seq) return -1;
    int ok = PySequence_Fast_GET_SIZE(seq) == nports;
    for (int i = 0; ok && i < nports; i++) {
        double v = PyFloat_AsDouble(PySequence_Fast_GET_ITEM(seq, i));
        ok = !PyErr_Occurred() && v >= 0 && v <= most;
        out[i] = ok ? v : 0;
    }
    Py_DECREF(seq);
    if (!ok) {
        PyErr_Clear();
        PyErr_Format(PyExc_ValueError, "serve_ports: %s: one per port, 0..%g", what, most);
        return -1;
    }
    return 0;
}

/* Each port's link: its delay in ns and its rate in bits per second (None: none).  0, or
 * -1 with an error. */
static int set_links(PortIo *p, PyObject *odelays, PyObject *orates, int nports) {
    double delays[MAX_FD_PORTS], rates[MAX_FD_PORTS];
    if (per_port(odelays, nports, 10e9, delays, "delays_ns") < 0 ||
        per_port(orates, nports, 1e12, rates, "rates_bps") < 0)
        return -1;
    p->holding = 0;
    for (int i = 0; i < MAX_FD_PORTS; i++) {
        p->delay_ns[i] = (int64_t)delays[i];
        double npb = rates[i] > 0 ? 8e9 / rates[i] : 0;
        if (npb != p->ns_per_byte[i]) p->busy_until[i] = p->in_busy_until[i] = 0;
        p->ns_per_byte[i] = npb;
        if (delays[i] > 0 || rates[i] > 0) p->holding = 1;
        if (i >= nports) {
            delay_free(&p->lines[i]);
            delay_free(&p->in_lines[i]);
        }
    }
    /* Held frames leave on time: no timer slack (50 us by default) on this thread. */
    if (p->holding) (void)prctl(PR_SET_TIMERSLACK, 1UL, 0, 0, 0);
    return 0;
}

static PortIo *portio_get(Core *c) {
    if (!c->pio) c->pio = calloc(1, sizeof(PortIo));
    return c->pio;
}

/* A buffer of ``count`` items (``count`` set from its length), copied; NULL on error. */
static void *copy_items(PyObject *obj, Py_ssize_t item, size_t *count, const char *what) {
    Py_ssize_t n;
    if (!buf_items(obj, item, &n)) return NULL;
    *count = (size_t)n;
    return copy_buf(obj, item, n, what);
}

/* set_forwarding(l2_mac u64, l2_port i32, flood i32, arp_ip u32, arp_mac u64,
 *                route_ip u32, route_udp u16, route_mac u64, route_port i32) */
static PyObject *Core_set_forwarding(Core *c, PyObject *args) {
    NEED_INIT(c);
    PyObject *a[9];
    if (!PyArg_ParseTuple(args, "OOOOOOOOO", &a[0], &a[1], &a[2], &a[3], &a[4], &a[5], &a[6],
                          &a[7], &a[8]))
        return NULL;
    size_t nl2 = 0, nl2p = 0, nflood = 0, narp = 0, narpm = 0, nr = 0, nru = 0, nrm = 0, nrp = 0;
    uint64_t *l2m = copy_items(a[0], 8, &nl2, "l2_mac");
    int32_t *l2p = l2m ? copy_items(a[1], 4, &nl2p, "l2_port") : NULL;
    int32_t *flood = l2p ? copy_items(a[2], 4, &nflood, "flood") : NULL;
    uint32_t *arpi = flood ? copy_items(a[3], 4, &narp, "arp_ip") : NULL;
    uint64_t *arpm = arpi ? copy_items(a[4], 8, &narpm, "arp_mac") : NULL;
    uint32_t *ri = arpm ? copy_items(a[5], 4, &nr, "route_ip") : NULL;
    uint16_t *ru = ri ? copy_items(a[6], 2, &nru, "route_udp") : NULL;
    uint64_t *rm = ru ? copy_items(a[7], 8, &nrm, "route_mac") : NULL;
    int32_t *rp = rm ? copy_items(a[8], 4, &nrp, "route_port") : NULL;
    PortIo *p = rp ? portio_get(c) : NULL;
    L2Ent *l2 = p ? calloc(nl2 + 1, sizeof(L2Ent)) : NULL;
    ArpEnt *arp = l2 ? calloc(narp + 1, sizeof(ArpEnt)) : NULL;
    Route *routes = arp ? calloc(nr + 1, sizeof(Route)) : NULL;
    int ok = routes != NULL;
    if (ok && (nl2 != nl2p || narp != narpm || nr != nru || nr != nrm || nr != nrp)) {
        PyErr_SetString(PyExc_ValueError, "set_forwarding: arrays of unequal length");
        ok = 0;
    }
    if (ok) {
        for (size_t i = 0; i < nl2; i++) l2[i] = (L2Ent){l2m[i], l2p[i]};
        for (size_t i = 0; i < narp; i++) arp[i] = (ArpEnt){arpi[i], arpm[i]};
        for (size_t i = 0; i < nr; i++) routes[i] = (Route){ri[i], ru[i], rm[i], rp[i]};
        lock_core(c);
        free(p->l2);
        free(p->arp);
        free(p->routes);
        free(p->flood);
        p->l2 = l2;
        p->nl2 = nl2;
        p->arp = arp;
        p->narp = narp;
        p->routes = routes;
        p->nroutes = nr;
        p->flood = flood;
        p->nflood = nflood;
        pthread_mutex_unlock(&c->mu);
        flood = NULL;
    } else {
        if (!PyErr_Occurred()) PyErr_NoMemory();
        free(l2);
        free(arp);
        free(routes);
    }
    free(l2m);
    free(l2p);
    free(flood);
    free(arpi);
    free(arpm);
    free(ri);
    free(ru);
    free(rm);
    free(rp);
    if (!ok) return NULL;
    Py_RETURN_NONE;
}

/* learned(ip) -> (mac, port number) where the sender ``ip`` was last seen, or None. */
static PyObject *Core_learned(Core *c, PyObject *args) {
    NEED_INIT(c);
    unsigned long ip;
    if (!PyArg_ParseTuple(args, "k", &ip)) return NULL;
    lock_core(c);
    const Learned *e = c->pio ? learned_of(c->pio, (uint32_t)ip) : NULL;
    Learned copy = e ? *e : (Learned){0};
    pthread_mutex_unlock(&c->mu);
    if (!e) Py_RETURN_NONE;
    return Py_BuildValue("(Ki)", (unsigned long long)copy.mac, (int)copy.port);
}

/* open_xdp(interfaces) -> fds: an AF_XDP socket on each interface's queue 0, with the XDP
 * program that hands it every frame (p4rproto/include/p4r_xsk.h); the fds go to
 * serve_ports in place of packet sockets'.  Sockets opened before are closed first.
 * OSError naming the interface and the step that failed. */
static PyObject *Core_open_xdp(Core *c, PyObject *args) {
    NEED_INIT(c);
    PyObject *onames;
    if (!PyArg_ParseTuple(args, "O", &onames)) return NULL;
    PyObject *names = PySequence_Fast(onames, "interfaces: a sequence");
    if (!names) return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(names);
    PortIo *p = portio_get(c);
    if (!p || c->serving || n < 1 || n > MAX_FD_PORTS) {
        Py_DECREF(names);
        if (!p) return PyErr_NoMemory();
        PyErr_SetString(c->serving ? PyExc_RuntimeError : PyExc_ValueError,
                        c->serving ? "open_xdp: serving" : "open_xdp: 1..512 interfaces");
        return NULL;
    }
    xdp_close_all(p);
    p->opened = calloc((size_t)n, sizeof(P4rXsk));
    p->opened_names = calloc((size_t)n, IF_NAMESIZE);
    if (!p->opened || !p->opened_names) {
        Py_DECREF(names);
        xdp_close_all(p);
        return PyErr_NoMemory();
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        const char *name = PyUnicode_AsUTF8(PySequence_Fast_GET_ITEM(names, i));
        if (!name || strlen(name) >= IF_NAMESIZE) {
            if (!PyErr_Occurred()) PyErr_Format(PyExc_ValueError, "open_xdp: %s: no such interface", name);
            break;
        }
        snprintf(p->opened_names[i], IF_NAMESIZE, "%s", name);
        if (p4r_xsk_open(&p->opened[i], name, P4R_XDP_ALL, 0, 0) < 0) {
            PyObject *e = Py_BuildValue("(iN)", errno,
                                        PyUnicode_FromFormat("AF_XDP on %s: %s", name, p->opened[i].why));
            if (e) PyErr_SetObject(PyExc_OSError, e); /* OSError(errno, message) */
            Py_XDECREF(e);
            break;
        }
        p->nopened = (size_t)i + 1;
    }
    Py_DECREF(names);
    if (PyErr_Occurred()) {
        xdp_close_all(p);
        return NULL;
    }
    PyObject *fds = PyList_New(n);
    for (Py_ssize_t i = 0; fds && i < n; i++) PyList_SET_ITEM(fds, i, PyLong_FromLong(p->opened[i].fd));
    return fds;
}

/* close_xdp(): the AF_XDP sockets closed and their XDP programs detached. */
static PyObject *Core_close_xdp(Core *c, PyObject *Py_UNUSED(args)) {
    NEED_INIT(c);
    if (c->serving) {
        PyErr_SetString(PyExc_RuntimeError, "close_xdp: serving");
        return NULL;
    }
    if (c->pio) xdp_close_all(c->pio);
    Py_RETURN_NONE;
}

/* xdp_stats() -> [{interface, native, zerocopy, received, sent, dropped,
 * receive_dropped}] per socket (dropped: on send, no chunk free; receive_dropped: by
 * the kernel on the way in, no room in the rings). */
static PyObject *Core_xdp_stats(Core *c, PyObject *Py_UNUSED(args)) {
    NEED_INIT(c);
    PyObject *out = PyList_New(0);
    lock_core(c);
    for (size_t i = 0; out && c->pio && i < c->pio->nopened; i++) {
        const P4rXsk *x = &c->pio->opened[i];
        PyObject *d = Py_BuildValue(
            "{s:s,s:O,s:O,s:K,s:K,s:K,s:K}", "interface", c->pio->opened_names[i], "native",
            x->native ? Py_True : Py_False, "zerocopy", x->zerocopy ? Py_True : Py_False,
            "received", (unsigned long long)x->rx_frames, "sent",
            (unsigned long long)x->tx_frames, "dropped", (unsigned long long)x->tx_dropped,
            "receive_dropped", (unsigned long long)p4r_xsk_kernel_dropped(x));
        if (!d || PyList_Append(out, d) < 0) Py_CLEAR(out);
        Py_XDECREF(d);
    }
    pthread_mutex_unlock(&c->mu);
    return out;
}

/* serve_ports(fds, port_numbers, switch_ip, switch_mac, udp_port, batch, frame,
 * tables_version, timeout_ms, max_batches, delays_ns=None, rates_bps=None): receive frames of up to
 * ``frame`` bytes, run and send over the ports without the GIL until ``timeout_ms`` pass
 * without a frame (and no held frame is left), ``max_batches`` rounds ran (0: no limit),
 * a CPU-port packet waits in take_cpu(), the tables changed since ``tables_version`` (the
 * routes must be pushed again), or interrupt().  ``delays_ns``: each port's egress delay
 * (its links' propagation delay, held here); a later call sends what an earlier one held.
 * ``rates_bps``: each port's link rate, paced here (for AF_XDP ports, whose frames pass the
 * kernel's queueing discipline).  An fd of open_xdp's is served on its AF_XDP socket.
 * Returns the frames received. */
static PyObject *Core_serve_ports(Core *c, PyObject *args) {
    NEED_INIT(c);
    PyObject *ofds, *onums;
    unsigned long switch_ip;
    Py_buffer mac;
    int udp_port, batch, frame, timeout_ms, max_batches;
    unsigned long long version;
    PyObject *odelays = Py_None, *orates = Py_None;
    if (!PyArg_ParseTuple(args, "OOky*iiiKii|OO", &ofds, &onums, &switch_ip, &mac, &udp_port,
                          &batch, &frame, &version, &timeout_ms, &max_batches, &odelays,
                          &orates))
        return NULL;
    uint8_t switch_mac[6];
    int bad = mac.len != 6 || udp_port < 0 || udp_port > 0xFFFF;
    if (!bad) memcpy(switch_mac, mac.buf, 6);
    PyBuffer_Release(&mac);
    PyObject *fds = PySequence_Fast(ofds, "fds: a sequence");
    if (!fds) return NULL;
    PyObject *nums = PySequence_Fast(onums, "port_numbers: a sequence");
    if (!nums) {
        Py_DECREF(fds);
        return NULL;
    }
    Py_ssize_t nports = PySequence_Fast_GET_SIZE(fds);
    if (bad || nports < 1 || nports > MAX_FD_PORTS || PySequence_Fast_GET_SIZE(nums) != nports ||
        batch < 1 || batch > 1024 || frame < MIN_PORT_STRIDE || frame > MAX_PORT_STRIDE) {
        Py_DECREF(fds);
        Py_DECREF(nums);
        PyErr_SetString(PyExc_ValueError,
                        "serve_ports: 1..512 ports with numbers, a 6-byte MAC, a UDP port, "
                        "batch 1..1024, frames of 64..65536 bytes");
        return NULL;
    }
    if (c->serving) {
        Py_DECREF(fds);
        Py_DECREF(nums);
        PyErr_SetString(PyExc_RuntimeError, "serve_ports: already serving in another thread");
        return NULL;
    }
    PortIo *p = portio_get(c);
    if (!p || portio_setup(p, (int)nports, batch, (size_t)frame) < 0) {
        Py_DECREF(fds);
        Py_DECREF(nums);
        return PyErr_NoMemory();
    }
    p->udp_port = (uint16_t)udp_port;
    struct pollfd pfd[MAX_FD_PORTS];
    for (Py_ssize_t i = 0; i < nports; i++) {
        p->fds[i] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(fds, i));
        p->nums[i] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(nums, i));
        pfd[i] = (struct pollfd){p->fds[i], POLLIN, 0};
        p->xsk[i] = NULL; /* an fd of open_xdp's: its AF_XDP socket */
        for (size_t k = 0; k < p->nopened; k++)
            if (p->opened[k].fd == p->fds[i]) p->xsk[i] = &p->opened[k];
    }
    Py_DECREF(fds);
    Py_DECREF(nums);
    if (PyErr_Occurred() || set_links(p, odelays, orates, (int)nports) < 0) return NULL;
    c->serving = 1;
    long long total = 0;
    int err = 0, rounds = 0;
    Py_BEGIN_ALLOW_THREADS;
    while (!__atomic_load_n(&c->interrupt, __ATOMIC_SEQ_CST) && !c->cpu_pending &&
           __atomic_load_n(&c->tables_version, __ATOMIC_SEQ_CST) == version) {
        int64_t wait = (int64_t)timeout_ms * 1000000, next = INT64_MAX;
        if (p->holding) {
            next = delay_release(p);
            int64_t arrival = port_next_arrival(p);
            if (arrival < next) next = arrival;
            if (next != INT64_MAX && next - now_ns() < wait) wait = next - now_ns();
        }
        if (port_kick_pending(p)) { /* frames left on an AF_XDP ring: kicked after a moment */
            for (int i = 0; i < nports; i++)
                if (p->xsk[i]) port_kick(p, i);
            if (port_kick_pending(p) && wait > KICK_RETRY_NS) {
                wait = KICK_RETRY_NS;
                next = now_ns() + KICK_RETRY_NS; /* a timer, not idleness */
            }
        }
        struct timespec ts = {wait > 0 ? wait / 1000000000 : 0, wait > 0 ? wait % 1000000000 : 0};
        int r = ppoll(pfd, (nfds_t)nports, timeout_ms < 0 && next == INT64_MAX ? NULL : &ts, NULL);
        if (r < 0) {
            if (errno == EINTR) continue;
            err = errno;
            break;
        }
        if (r == 0) {
            if (next == INT64_MAX) break;
            if (port_next_arrival(p) > now_ns()) continue; /* a held frame's time: sent at the top */
        }
        p->now = now_ns();
        size_t np = 0;
        pthread_mutex_lock(&c->mu);
        for (int i = 0; i < nports && !err; i++) {
            if (!(pfd[i].revents & POLLIN)) continue;
            struct mmsghdr *rx = p->rx + (size_t)i * (size_t)batch;
            int got;
            if (p->xsk[i]) {
                got = (int)p4r_xsk_recv(p->xsk[i], p->riov[(size_t)i * (size_t)batch].iov_base,
                                        p->stride, p->rlen, (unsigned)batch);
                for (int k = 0; k < got; k++) rx[k].msg_len = p->rlen[k];
            } else {
                got = recvmmsg(p->fds[i], rx, (unsigned int)batch, MSG_DONTWAIT, NULL);
            }
            if (got < 0) {
                if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) err = errno;
                continue;
            }
            total += got;
            if (port_parse(p, i, got, (uint32_t)switch_ip, &np) < 0) err = ENOMEM;
        }
        if (!err && p->holding && port_parse_arrived(p, (uint32_t)switch_ip, &np) < 0) err = ENOMEM;
        if (!err && np) {
            if (run_batch(c, &p->out, p->pkts, np, now_us(), 0) < 0)
                err = ENOMEM;
            else
                err = ports_send(c, p, (uint32_t)switch_ip, switch_mac);
        }
        if (p->holding) port_arrived_done(p);
        for (int i = 0; i < nports; i++) /* the round's frames on AF_XDP rings: sent */
            if (p->xsk[i]) port_kick(p, i);
        pthread_mutex_unlock(&c->mu);
        if (err) break;
        if (max_batches && ++rounds >= max_batches) break;
    }
    if (p->holding) delay_release(p);
    Py_END_ALLOW_THREADS;
    return serve_done(c, err, total);
}
#endif
