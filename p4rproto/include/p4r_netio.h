/*
 * The packet I/O that the C of both sides shares, written once: the software switch's
 * UDP loop (softswitch/_native_io.c) and the host's transfer loop (hostlib/_native_loop.c)
 * include it.  It is p4rproto/netio.py's BatchSocket in C, and sends the same datagrams:
 *
 *   - network byte order: the header's 16- and 32-bit fields;
 *   - sending: consecutive datagrams of one size to one destination leave as one GSO
 *     message (UDP_SEGMENT, at most P4R_MAX_SEGMENTS datagrams, P4R_MAX_UDP_PAYLOAD
 *     bytes), all messages of a batch in sendmmsg calls;
 *   - receiving: a message that the kernel coalesced (UDP_GRO) is cut back into its
 *     datagrams at the segment size its control message gives.
 *
 * The datagrams on the wire are the same with offload as without (the tests compare
 * them byte for byte); only the number of system calls and copies differs.
 */
#ifndef P4R_NETIO_H
#define P4R_NETIO_H

#include <stdint.h>
#include <string.h>

#include "p4r_protocol.h"

/* -- network byte order ------------------------------------------------------------- */
static inline uint16_t p4r_get16(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static inline uint32_t p4r_get32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return __builtin_bswap32(v);
}
static inline void p4r_put16(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 8);
    p[1] = (uint8_t)v;
}
static inline void p4r_put32(uint8_t *p, uint32_t v) {
    v = __builtin_bswap32(v);
    memcpy(p, &v, 4);
}

#if defined(__linux__)
#include <errno.h>
#include <sys/socket.h>

/* Control-message room per message: one UDP_SEGMENT (u16) or UDP_GRO (int) value. */
#define P4R_CMSG_SPACE CMSG_SPACE(sizeof(int))
/* Messages per sendmmsg call: the kernel sends at most UIO_MAXIOV (1024) per call. */
#define P4R_SENDMMSG_MAX 1024u

/* -- sending: UDP GSO ---------------------------------------------------------------- */

/* The most datagrams of ``len`` bytes that one message carries: a GSO run when ``gso``
 * is on (P4R_MAX_SEGMENTS, and no more than P4R_MAX_UDP_PAYLOAD bytes), else one. */
static inline size_t p4r_gso_run(size_t len, int gso) {
    size_t cap = gso && len ? P4R_MAX_UDP_PAYLOAD / len : 1;
    if (cap > P4R_MAX_SEGMENTS) cap = P4R_MAX_SEGMENTS;
    return cap < 1 ? 1 : cap;
}

/* Makes ``mh`` (its I/O vectors set) a GSO message of ``segs`` datagrams of ``len``
 * bytes each: the UDP_SEGMENT control message goes into ``ctl`` (P4R_CMSG_SPACE
 * bytes).  A message of one datagram is sent as it is. */
static inline void p4r_gso_mark(struct msghdr *mh, uint8_t *ctl, size_t segs, size_t len) {
    if (segs < 2) return;
    memset(ctl, 0, P4R_CMSG_SPACE);
    mh->msg_control = ctl;
    mh->msg_controllen = CMSG_SPACE(sizeof(uint16_t));
    struct cmsghdr *cm = CMSG_FIRSTHDR(mh);
    cm->cmsg_level = P4R_SOL_UDP;
    cm->cmsg_type = P4R_UDP_SEGMENT;
    cm->cmsg_len = CMSG_LEN(sizeof(uint16_t));
    uint16_t g = (uint16_t)len;
    memcpy(CMSG_DATA(cm), &g, sizeof g);
}

/* Sends all ``n`` messages.  A full socket buffer (EAGAIN, ENOBUFS) or a signal is
 * retried; a message that a peer not listening (yet) refuses (ECONNREFUSED) is skipped,
 * as the network would lose it.  0, or the errno of any other failure. */
static inline int p4r_send_all(int fd, struct mmsghdr *msgs, size_t n) {
    size_t done = 0;
    while (done < n) {
        unsigned int chunk = n - done > P4R_SENDMMSG_MAX ? P4R_SENDMMSG_MAX
                                                         : (unsigned int)(n - done);
        int k = sendmmsg(fd, msgs + done, chunk, 0);
        if (k < 0) {
            if (errno == EINTR || errno == EAGAIN || errno == ENOBUFS) continue;
            if (errno == ECONNREFUSED) {
                done++;
                continue;
            }
            return errno;
        }
        done += (size_t)k;
    }
    return 0;
}

/* -- receiving: UDP GRO ---------------------------------------------------------------- */

/* The buffer one received message needs for datagrams of up to ``stride`` bytes: with
 * ``gro``, P4R_MAX_SEGMENTS of them coalesced, within a 64 KiB message. */
static inline size_t p4r_gro_msg_size(size_t stride, int gro) {
    if (!gro) return stride;
    return P4R_MAX_SEGMENTS * stride < 65536 ? P4R_MAX_SEGMENTS * stride : 65536;
}

/* Readies ``n`` receive headers for recvmmsg: room for the sender's address
 * (``namelen`` bytes, 0 for none) and, with ``gro``, for a segment size in ``ctl``
 * (P4R_CMSG_SPACE bytes per message). */
static inline void p4r_recv_ready(struct mmsghdr *rx, size_t n, uint8_t *ctl, int gro,
                                  socklen_t namelen) {
    for (size_t i = 0; i < n; i++) {
        rx[i].msg_hdr.msg_namelen = namelen;
        rx[i].msg_hdr.msg_control = gro ? ctl + i * P4R_CMSG_SPACE : NULL;
        rx[i].msg_hdr.msg_controllen = gro ? P4R_CMSG_SPACE : 0;
        rx[i].msg_hdr.msg_flags = 0;
    }
}

/* The size of the datagrams that a received message of ``size`` bytes holds: the
 * segment size of its UDP_GRO control message (with ``gro``), else the whole message;
 * never 0. */
static inline size_t p4r_gro_segment(struct msghdr *mh, size_t size, int gro) {
    size_t seg = size;
    if (gro)
        for (struct cmsghdr *cm = CMSG_FIRSTHDR(mh); cm; cm = CMSG_NXTHDR(mh, cm))
            if (cm->cmsg_level == P4R_SOL_UDP && cm->cmsg_type == P4R_UDP_GRO) {
                int v;
                memcpy(&v, CMSG_DATA(cm), sizeof v);
                if (v > 0) seg = (size_t)v;
            }
    return seg ? seg : 1;
}

/* The datagrams in a message of ``size`` bytes cut every ``seg`` bytes (an empty
 * message is one empty datagram). */
static inline size_t p4r_gro_count(size_t size, size_t seg) {
    return size ? (size + seg - 1) / seg : 1;
}

/* The length of datagram ``j`` of such a message; it starts at byte j * seg. */
static inline size_t p4r_gro_len(size_t size, size_t seg, size_t j) {
    size_t at = j * seg;
    return size - at < seg ? size - at : seg;
}
#endif /* __linux__ */

#endif /* P4R_NETIO_H */
