/*
 * A host's UDP datagrams to and from the switch over an AF_XDP socket (included by
 * _fastpath.c; bound by hostlib/xdp.py's XdpSocket, used by the transfer loop): kernel
 * bypass for the job's socket, as a connected UDP socket behaves.
 *
 *   - send: each datagram leaves as an Ethernet/IPv4/UDP frame built from the header
 *     the Python side resolved (its MACs, addresses and ports: the same frame the
 *     kernel would send; UDP checksum 0, as IPv4 allows), queued on the TX ring and
 *     handed to the driver with one wake-up a call;
 *   - receive: the XDP program hands the socket the IPv4/UDP frames to this host's UDP
 *     port (everything else goes on to the kernel: ARP, the service's TCP); a frame from
 *     anyone but the switch's address and port is dropped and counted, as a connected
 *     socket drops it; the payloads are copied out into the caller's rows.
 *
 * The UDP socket stays bound to the port (so nothing else takes it) and connected; the
 * kernel never sees the frames the XDP program takes.
 */
#if defined(__linux__)
#include "p4r_netio.h"
#include "p4r_xsk.h"

#define P4R_FRAME_HDR 42 /* Ethernet 14, IPv4 without options 20, UDP 8 */

typedef struct {
    P4rXsk x;
    uint8_t hdr[P4R_FRAME_HDR]; /* the frame header to the switch; lengths and checksum per send */
    uint32_t peer_ip;
    uint16_t peer_port;
    int64_t foreign; /* frames dropped: not from the switch, or cut short */
    size_t hdr_for;  /* the datagram length hdr's lengths and checksum are for */
} P4rHostXsk;

static uint16_t p4r_ipv4_checksum(const uint8_t *h) {
    uint32_t sum = 0;
    for (int i = 0; i < 20; i += 2) sum += (uint32_t)p4r_get16(h + i);
    sum = (sum & 0xFFFF) + (sum >> 16);
    sum = (sum & 0xFFFF) + (sum >> 16);
    return (uint16_t)(~sum & 0xFFFF);
}

/* The socket on ``ifname`` for UDP port ``udp_port`` (this host's), sending behind
 * ``hdr`` (42 bytes: Ethernet to the switch, IPv4 from this host to the switch, UDP
 * from ``udp_port`` to the switch's).  NULL with ``why`` filled on failure. */
void *p4r_hx_open(const char *ifname, int32_t udp_port, const uint8_t *hdr, char *why,
                  int64_t why_len) {
    P4rHostXsk *h = calloc(1, sizeof *h);
    if (!h) {
        snprintf(why, (size_t)why_len, "no memory");
        return NULL;
    }
    if (p4r_xsk_open(&h->x, ifname, P4R_XDP_UDP, (uint16_t)udp_port) < 0) {
        snprintf(why, (size_t)why_len, "%s (errno %d)", h->x.why, errno);
        free(h);
        return NULL;
    }
    memcpy(h->hdr, hdr, P4R_FRAME_HDR);
    h->peer_ip = p4r_get32(hdr + 30);
    h->peer_port = p4r_get16(hdr + 36);
    return h;
}

/* Datagrams to another switch address from now on (``hdr`` as for p4r_hx_open). */
void p4r_hx_set_header(void *hv, const uint8_t *hdr) {
    P4rHostXsk *h = hv;
    memcpy(h->hdr, hdr, P4R_FRAME_HDR);
    h->peer_ip = p4r_get32(hdr + 30);
    h->peer_port = p4r_get16(hdr + 36);
    h->hdr_for = 0;
}

/* The longest frame a socket carries on this kernel (p4r_xsk.h). */
int32_t p4r_hx_max_frame(void) { return (int32_t)p4r_xsk_max_frame(); }

int32_t p4r_hx_fd(void *h) { return ((P4rHostXsk *)h)->x.fd; }

void p4r_hx_close(void *h) {
    if (!h) return;
    p4r_xsk_close(&((P4rHostXsk *)h)->x);
    free(h);
}

/* The header's lengths and IPv4 checksum for datagrams of ``len`` bytes. */
static void p4r_hx_lengths(P4rHostXsk *h, size_t len) {
    if (h->hdr_for == len) return;
    p4r_put16(h->hdr + 16, (uint32_t)(20 + 8 + len));
    p4r_put16(h->hdr + 24, 0);
    p4r_put16(h->hdr + 24, p4r_ipv4_checksum(h->hdr + 14));
    p4r_put16(h->hdr + 38, (uint32_t)(8 + len));
    p4r_put16(h->hdr + 40, 0);
    h->hdr_for = len;
}

/* Datagrams of ``len`` bytes: rows ``slots[0..n)`` of ``rows`` (``stride`` bytes apart;
 * ``slots`` NULL: rows 0..n), framed into the UMEM and queued on the TX ring, not yet
 * handed to the driver.  The count queued (the rest found the ring full and were
 * dropped, as a full socket buffer drops them). */
int64_t p4r_hx_queue(void *hv, const uint8_t *rows, int64_t stride, int64_t len, const int64_t *slots,
                     int64_t n) {
    P4rHostXsk *h = hv;
    p4r_hx_lengths(h, (size_t)len);
    int64_t queued = 0;
    for (int64_t j = 0; j < n; j++) {
        struct iovec iov[2] = {{h->hdr, P4R_FRAME_HDR},
                               {(void *)(rows + (slots ? slots[j] : j) * stride), (size_t)len}};
        if (p4r_xsk_queue(&h->x, iov, 2) == 0) queued++;
    }
    return queued;
}

/* The queued frames handed to the driver (in copy mode the kernel's whole transmit). */
void p4r_hx_kick(void *hv) { p4r_xsk_kick(&((P4rHostXsk *)hv)->x); }

/* p4r_hx_queue, then p4r_hx_kick: the datagrams sent. */
int64_t p4r_hx_send(void *hv, const uint8_t *rows, int64_t stride, int64_t len, const int64_t *slots,
                    int64_t n) {
    int64_t queued = p4r_hx_queue(hv, rows, stride, len, slots, n);
    p4r_hx_kick(hv);
    return queued;
}

/* Up to ``n`` datagrams from the switch: payloads into ``data`` (rows of ``stride``
 * bytes, cut there), their lengths, source addresses and ports.  The count. */
int64_t p4r_hx_recv(void *hv, uint8_t *data, int64_t stride, int64_t *length, uint32_t *src_ip,
                    uint16_t *src_port, int64_t n) {
    P4rHostXsk *h = hv;
    if (p4r_xsk_tx_pending(&h->x)) p4r_xsk_kick(&h->x); /* what a busy driver left */
    uint32_t first;
    unsigned avail = p4r_xsk_peek(&h->x, P4R_XSK_RING, &first), used = 0;
    int64_t kept = 0;
    while (kept < n && used < avail) {
        uint32_t flen, total;
        const uint8_t *f = p4r_xsk_frame(&h->x, first + used, &flen); /* the headers' buffer */
        unsigned nd = p4r_xsk_frame_descs(&h->x, first + used, avail - used, &total);
        uint32_t ip = flen >= P4R_FRAME_HDR ? p4r_get32(f + 26) : 0;
        uint16_t port = flen >= P4R_FRAME_HDR ? p4r_get16(f + 34) : 0;
        int64_t udp = flen >= P4R_FRAME_HDR ? (int64_t)p4r_get16(f + 38) - 8 : -1;
        if (udp < 0 || udp > (int64_t)total - P4R_FRAME_HDR || ip != h->peer_ip ||
            port != h->peer_port) {
            h->foreign++;
        } else {
            size_t take = (size_t)(udp < stride ? udp : stride);
            p4r_xsk_copy(&h->x, first + used, nd, P4R_FRAME_HDR, data + kept * stride, take);
            length[kept] = (int64_t)take; /* as recvmmsg: the bytes copied (stride: too long) */
            src_ip[kept] = ip;
            src_port[kept] = port;
            kept++;
        }
        used += nd;
    }
    p4r_xsk_release(&h->x, first, used);
    return kept;
}

/* received, sent, dropped on send, foreign, native XDP, zero-copy, dropped by the
 * kernel on receive */
void p4r_hx_stats(void *hv, int64_t *out) {
    P4rHostXsk *h = hv;
    out[0] = (int64_t)h->x.rx_frames;
    out[1] = (int64_t)h->x.tx_frames;
    out[2] = (int64_t)h->x.tx_dropped;
    out[3] = h->foreign;
    out[4] = h->x.native;
    out[5] = h->x.zerocopy;
    out[6] = (int64_t)p4r_xsk_kernel_dropped(&h->x);
}
#endif
