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
 * The transfer loop (_native_loop.c) skips both copies where a frame fits its chunks:
 *
 *   - it writes each slot's packet straight into a frame in TX chunks (quantizing into
 *     the UMEM: p4r_hx_frame, p4r_hx_piece), which the slot keeps while it may resend it;
 *     a resend queues the same chunks again (p4r_hx_send_slots).  A chunk is written only
 *     while no one else holds it (no descriptor of it on the ring or not yet completed:
 *     p4r_xsk.h's tx_refs), so what a descriptor carries never changes under the kernel
 *     or a NIC's DMA;
 *   - it reads each result where the kernel put it in the RX chunk (p4r_hx_recv_inplace),
 *     the chunks going back to the fill ring at the next receive.  A frame over several
 *     chunks (multi-buffer) is copied out, as before.
 *
 * Frames are laid out so that the packets' words are 4-byte aligned in the UMEM: a
 * frame built here starts P4R_HX_OFFSET bytes into its chunk, the UMEM's headroom puts a
 * received one P4R_HX_HEADROOM bytes further than the kernel would.
 *
 * The UDP socket stays bound to the port (so nothing else takes it) and connected; the
 * kernel never sees the frames the XDP program takes.
 */
#if defined(__linux__)
#include "p4r_netio.h"
#include "p4r_xsk.h"

#define P4R_FRAME_HDR 42 /* Ethernet 14, IPv4 without options 20, UDP 8 */
#define P4R_HX_OFFSET 2   /* a built frame's start in its first chunk: 42 + 2 bytes of headers */
#define P4R_HX_HEADROOM 2 /* the UMEM's headroom: the kernel's 256 + 2 + 42 bytes of headers */
#define P4R_HX_PIECES 3   /* the chunks of the longest frame (14 + 9216 bytes from offset 2) */
/* TX chunks that slots' frames leave to copies: however wide a call's window, the rows
 * that find no frame still go out copied (their chunks come back as they complete). */
#define P4R_HX_RESERVE (P4R_XSK_RING / 4)

/* A frame built in TX chunks, kept by its slot: chunk + offset and length of each. */
typedef struct {
    uint64_t addr[P4R_HX_PIECES];
    uint32_t len[P4R_HX_PIECES];
    uint32_t n; /* 0: the slot keeps none */
} P4rHxFrame;

typedef struct {
    P4rXsk x;
    uint8_t hdr[P4R_FRAME_HDR]; /* the frame header to the switch; lengths and checksum per send */
    uint32_t peer_ip;
    uint16_t peer_port;
    int64_t foreign; /* frames dropped: not from the switch, or cut short */
    size_t hdr_for;  /* the datagram length hdr's lengths and checksum are for */
    P4rHxFrame *frames; /* per slot of the transfer loop: the frame it keeps */
    int64_t nframes;
    uint32_t held_first; /* RX descriptors read in place, released at the next receive */
    unsigned held;
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
    if (p4r_xsk_open(&h->x, ifname, P4R_XDP_UDP, (uint16_t)udp_port, P4R_HX_HEADROOM) < 0) {
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

/* The longest frame a socket carries on this kernel (p4r_xsk.h; its headroom aside). */
int32_t p4r_hx_max_frame(void) {
    uint32_t one_chunk = P4R_XSK_MAX_FRAME - P4R_HX_HEADROOM;
    return (int32_t)(p4r_xsk_sg_kernel() ? P4R_XSK_MAX_FRAME_SG : one_chunk);
}

int32_t p4r_hx_fd(void *h) { return ((P4rHostXsk *)h)->x.fd; }

void p4r_hx_close(void *hv) {
    P4rHostXsk *h = hv;
    if (!h) return;
    p4r_xsk_close(&h->x);
    free(h->frames);
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

/* The UDP payload's length of a received frame (its first buffer ``f`` of ``flen`` bytes,
 * ``total`` in all) where it is a datagram from the switch's address and port, else -1
 * (a connected socket drops it; counted as foreign). */
static int64_t p4r_hx_from_switch(P4rHostXsk *h, const uint8_t *f, uint32_t flen,
                                  uint32_t total) {
    int64_t udp = flen >= P4R_FRAME_HDR ? (int64_t)p4r_get16(f + 38) - 8 : -1;
    if (udp < 0 || udp > (int64_t)total - P4R_FRAME_HDR || p4r_get32(f + 26) != h->peer_ip ||
        p4r_get16(f + 34) != h->peer_port) {
        h->foreign++;
        return -1;
    }
    return udp;
}

/* The RX descriptors the last in-place receive read, back to the fill ring (once its
 * datagrams are done with: the kernel fills their chunks again). */
static void p4r_hx_release_held(P4rHostXsk *h) {
    if (!h->held) return;
    p4r_xsk_release(&h->x, h->held_first, h->held);
    h->held = 0;
}

/* Up to ``n`` datagrams from the switch: payloads into ``data`` (rows of ``stride``
 * bytes, cut there), their lengths, source addresses and ports.  The count. */
int64_t p4r_hx_recv(void *hv, uint8_t *data, int64_t stride, int64_t *length, uint32_t *src_ip,
                    uint16_t *src_port, int64_t n) {
    P4rHostXsk *h = hv;
    p4r_hx_release_held(h);
    if (p4r_xsk_tx_pending(&h->x)) p4r_xsk_kick(&h->x); /* what a busy driver left */
    uint32_t first;
    unsigned avail = p4r_xsk_peek(&h->x, P4R_XSK_RING, &first), used = 0;
    int64_t kept = 0;
    while (kept < n && used < avail) {
        uint32_t flen, total;
        const uint8_t *f = p4r_xsk_frame(&h->x, first + used, &flen); /* the headers' buffer */
        unsigned nd = p4r_xsk_frame_descs(&h->x, first + used, avail - used, &total);
        int64_t udp = p4r_hx_from_switch(h, f, flen, total);
        if (udp >= 0) {
            size_t take = (size_t)(udp < stride ? udp : stride);
            p4r_xsk_copy(&h->x, first + used, nd, P4R_FRAME_HDR, data + kept * stride, take);
            length[kept] = (int64_t)take; /* as recvmmsg: the bytes copied (stride: too long) */
            src_ip[kept] = h->peer_ip;
            src_port[kept] = h->peer_port;
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

/* -- frames built in place, kept by the transfer loop's slots ------------------------- */

/* Slot ``slot``'s frame released, if it keeps one. */
static void p4r_hx_drop(P4rHostXsk *h, int64_t slot) {
    if (slot >= h->nframes) return;
    P4rHxFrame *f = &h->frames[slot];
    for (uint32_t c = 0; c < f->n; c++) p4r_xsk_put(&h->x, f->addr[c]);
    f->n = 0;
}

/* Every slot's frame released (a new transfer loop on this socket). */
void p4r_hx_forget_frames(void *hv) {
    P4rHostXsk *h = hv;
    for (int64_t s = 0; s < h->nframes; s++) p4r_hx_drop(h, s);
}

/* Slot ``slot``'s frame, for a datagram of ``len`` bytes, or NULL where it keeps none. */
static inline P4rHxFrame *p4r_hx_kept(P4rHostXsk *h, int64_t slot) {
    return slot < h->nframes && h->frames[slot].n ? &h->frames[slot] : NULL;
}

/* Slot ``slot``'s next frame, for a datagram of ``len`` bytes: the slot's previous frame
 * released, fresh chunks taken and the frame header written; the caller writes the
 * datagram into its pieces (p4r_hx_piece).  NULL (the slot keeps no frame) where the
 * frame is longer than the socket carries or taking its chunks would leave fewer than
 * P4R_HX_RESERVE free: the caller sends a copy of its row instead. */
static P4rHxFrame *p4r_hx_frame(P4rHostXsk *h, int64_t slot, size_t len) {
    if (slot >= h->nframes) {
        int64_t n = h->nframes ? h->nframes : 64;
        while (n <= slot) n *= 2;
        P4rHxFrame *grown = realloc(h->frames, (size_t)n * sizeof *grown);
        if (!grown) return NULL;
        memset(grown + h->nframes, 0, (size_t)(n - h->nframes) * sizeof *grown);
        h->frames = grown;
        h->nframes = n;
    }
    P4rHxFrame *f = &h->frames[slot];
    p4r_hx_drop(h, slot);
    size_t rest = P4R_FRAME_HDR + len; /* the frame's bytes */
    uint32_t need = (uint32_t)((P4R_HX_OFFSET + rest + P4R_XSK_CHUNK - 1) / P4R_XSK_CHUNK);
    if (h->x.nfree < need + P4R_HX_RESERVE) p4r_xsk_reclaim(&h->x);
    if (rest > h->x.max_frame || need > P4R_HX_PIECES || h->x.nfree < need + P4R_HX_RESERVE ||
        p4r_xsk_take(&h->x, f->addr, need))
        return NULL;
    f->addr[0] += P4R_HX_OFFSET;
    for (uint32_t c = 0; c < need; c++) {
        size_t room = P4R_XSK_CHUNK - (c ? 0 : P4R_HX_OFFSET);
        f->len[c] = (uint32_t)(rest < room ? rest : room);
        rest -= f->len[c];
    }
    f->n = need;
    p4r_hx_lengths(h, len);
    memcpy(h->x.umem + f->addr[0], h->hdr, P4R_FRAME_HDR);
    return f;
}

/* Piece ``i`` of frame ``f``'s datagram: its bytes from ``*from`` (of the datagram) on,
 * ``*len`` of them.  A piece after the first starts on a multiple of 4 bytes past the
 * first's start, so a packet's 4-byte words never straddle two pieces. */
static inline uint8_t *p4r_hx_piece(const P4rHostXsk *h, const P4rHxFrame *f, uint32_t i,
                                    size_t *from, size_t *len) {
    size_t at = 0;
    for (uint32_t c = 0; c < i; c++) at += f->len[c] - (c ? 0 : P4R_FRAME_HDR);
    *from = at;
    *len = f->len[i] - (i ? 0 : P4R_FRAME_HDR);
    return h->x.umem + f->addr[i] + (i ? 0 : P4R_FRAME_HDR);
}

/* Piece ``c`` of frame ``f``'s packet, for the caller to write its payload words:
 * ``header`` (the protocol header) written at the start of piece 0; where piece c's
 * words start, the index of its first word in ``*e0`` and their count in ``*n``. */
static inline uint8_t *p4r_hx_words(const P4rHostXsk *h, const P4rHxFrame *f, uint32_t c,
                                    const uint8_t *header, int64_t *e0, int64_t *n) {
    size_t from, len;
    uint8_t *at = p4r_hx_piece(h, f, c, &from, &len);
    if (c == 0) {
        memcpy(at, header, P4R_HEADER_BYTES);
        at += P4R_HEADER_BYTES, from += P4R_HEADER_BYTES, len -= P4R_HEADER_BYTES;
    }
    *e0 = (int64_t)(from - P4R_HEADER_BYTES) / 4;
    *n = (int64_t)len / 4;
    return at;
}

/* The datagrams of ``slots[0..n)``, ``len`` bytes each: a slot's kept frame where it
 * holds the packet of its row (the same protocol header: the row's payload was written
 * into the frame alone), queued again without a copy; else a copy of its row (``rows``,
 * ``len`` bytes apart).  A kept frame behind an older frame header (the switch's address
 * changed) goes out copied behind the current one.  Then the queue handed to the
 * driver.  The count queued (the rest found the ring full: dropped). */
int64_t p4r_hx_send_slots(void *hv, const uint8_t *rows, int64_t len, const int64_t *slots,
                          int64_t n) {
    P4rHostXsk *h = hv;
    p4r_hx_lengths(h, (size_t)len);
    int64_t queued = 0;
    for (int64_t j = 0; j < n; j++) {
        const uint8_t *row = rows + slots[j] * len;
        P4rHxFrame *f = p4r_hx_kept(h, slots[j]);
        const uint8_t *frame = f ? h->x.umem + f->addr[0] : NULL;
        if (f && !memcmp(frame + P4R_FRAME_HDR, row, P4R_HEADER_BYTES)) {
            if (!memcmp(frame, h->hdr, P4R_FRAME_HDR)) {
                queued += p4r_xsk_queue_descs(&h->x, f->addr, f->len, f->n) == 0;
                continue;
            }
            struct iovec iov[1 + P4R_HX_PIECES] = {{h->hdr, P4R_FRAME_HDR}};
            for (uint32_t c = 0; c < f->n; c++) {
                size_t from, plen;
                iov[1 + c] = (struct iovec){p4r_hx_piece(h, f, c, &from, &plen), plen};
            }
            queued += p4r_xsk_queue(&h->x, iov, 1 + f->n) == 0;
            continue;
        }
        struct iovec iov[2] = {{h->hdr, P4R_FRAME_HDR}, {(void *)row, (size_t)len}};
        queued += p4r_xsk_queue(&h->x, iov, 2) == 0;
    }
    p4r_xsk_kick(&h->x);
    return queued;
}

/* Up to ``n`` datagrams from the switch, read where they lie: ``pkt[i]`` points at the
 * i-th's payload in its RX chunk (valid until p4r_hx_release_held, or the next receive
 * on this socket, hands the chunks back to the fill ring), ``plen[i]`` its length cut at
 * ``cap``; a frame over several chunks (or one whose words a driver left unaligned) is
 * copied into row i of ``spill`` (``stride`` bytes apart, cut there) and points there.
 * Frames from anyone but the switch are dropped and counted.  The count. */
int64_t p4r_hx_recv_inplace(void *hv, const uint8_t **pkt, uint32_t *plen, uint32_t cap,
                            uint8_t *spill, int64_t stride, int64_t n) {
    P4rHostXsk *h = hv;
    p4r_hx_release_held(h);
    if (p4r_xsk_tx_pending(&h->x)) p4r_xsk_kick(&h->x); /* what a busy driver left */
    uint32_t first;
    unsigned most = n * 4 < (int64_t)P4R_XSK_RING ? (unsigned)n * 4 : P4R_XSK_RING;
    unsigned avail = p4r_xsk_peek(&h->x, most, &first), used = 0;
    int64_t kept = 0;
    while (kept < n && used < avail) {
        uint32_t flen, total;
        const uint8_t *f = p4r_xsk_frame(&h->x, first + used, &flen);
        unsigned nd = p4r_xsk_frame_descs(&h->x, first + used, avail - used, &total);
        int64_t udp = p4r_hx_from_switch(h, f, flen, total);
        if (udp >= 0 && nd == 1 && !((uintptr_t)(f + P4R_FRAME_HDR + P4R_HEADER_BYTES) & 3)) {
            pkt[kept] = f + P4R_FRAME_HDR; /* (its words aligned: where the headroom puts it) */
            plen[kept++] = (uint32_t)(udp < cap ? udp : cap);
        } else if (udp >= 0) {
            uint8_t *row = spill + kept * stride;
            size_t take = (size_t)(udp < stride ? udp : stride);
            p4r_xsk_copy(&h->x, first + used, nd, P4R_FRAME_HDR, row, take);
            pkt[kept] = row;
            plen[kept++] = (uint32_t)(take < cap ? take : cap);
        }
        used += nd;
    }
    h->held_first = first;
    h->held = used;
    return kept;
}

/* bench cost --io xdp: the frames waiting on the RX ring, whole (past those an in-place
 * receive still holds). */
int64_t p4r_hx_waiting(void *hv) {
    P4rHostXsk *h = hv;
    uint32_t first;
    unsigned avail = p4r_xsk_peek(&h->x, P4R_XSK_RING, &first);
    const struct xdp_desc *d = h->x.rx.desc;
    int64_t frames = 0;
    for (unsigned i = h->held; i < avail; i++)
        frames += !(d[(first + i) & h->x.rx.mask].options & XDP_PKT_CONTD);
    return frames;
}

/* bench cost --io xdp (and the tests): ``n`` packets of ``k`` floats of ``src`` (row
 * after row) quantized at ``shift`` straight into the frames of slots ``first`` on,
 * behind the protocol header ``header`` (24 bytes), and queued as the transfer loop
 * queues them: the host's send without its copies.  The count queued. */
int64_t p4r_hx_queue_quantized(void *hv, const uint8_t *header, const float *src, int64_t k,
                               int32_t shift, int64_t first, int64_t n) {
    P4rHostXsk *h = hv;
    size_t len = P4R_HEADER_BYTES + 4 * (size_t)k;
    int64_t queued = 0;
    for (int64_t s = 0; s < n; s++) {
        P4rHxFrame *f = p4r_hx_frame(h, first + s, len);
        if (!f) continue;
        for (uint32_t c = 0; c < f->n; c++) {
            int64_t e0, words;
            uint8_t *at = p4r_hx_words(h, f, c, header, &e0, &words);
            quantize_rows_cached(src + s * k + e0, 0, 1, (int32_t)words, &shift, at, 0);
        }
        queued += p4r_xsk_queue_descs(&h->x, f->addr, f->len, f->n) == 0;
    }
    return queued;
}

/* bench cost --io xdp: up to ``n`` results of ``k`` words received in place and
 * dequantized at ``shift`` into ``out`` (k floats a row), as the transfer loop takes
 * them; ``pkt``, ``plen``: room for n; ``spill``: n rows of ``stride`` bytes.  The count. */
int64_t p4r_hx_recv_dequantized(void *hv, int64_t k, int32_t shift, float *out,
                                const uint8_t **pkt, uint32_t *plen, uint8_t *spill,
                                int64_t stride, int64_t n) {
    uint32_t len = P4R_HEADER_BYTES + 4 * (uint32_t)k;
    int64_t got = p4r_hx_recv_inplace(hv, pkt, plen, len + 1, spill, stride, n), kept = 0;
    for (int64_t i = 0; i < got; i++)
        if (plen[i] == len)
            p4r_dequantize_rows(pkt[i] + P4R_HEADER_BYTES, 0, 1, (int32_t)k, &shift,
                                out + kept++ * k, 0);
    p4r_hx_release_held(hv);
    return kept;
}
#endif

