/*
 * AF_XDP sockets with nothing but the kernel's system calls (no libbpf, libxdp or clang):
 * the kernel-bypass port I/O that the software switch's port loop
 * (softswitch/_native_ports.c) uses with ``--io xdp``.
 *
 * One socket per interface, bound to its receive queue 0, with its own UMEM: half of the
 * UMEM's chunks wait in the fill ring for received frames, half carry frames to send.
 * A small XDP program, attached with a BPF link (detached when the process ends, however
 * it ends), sends every frame of the queue to the socket (``P4R_XDP_ALL``) or only the
 * IPv4/UDP frames to one destination port, passing the rest to the kernel
 * (``P4R_XDP_UDP``).  The program is six or twenty-six BPF instructions, written out below
 * with their C meaning, and the kernel's verifier checks it at load.
 *
 * Native XDP where the driver has it (veth does), the generic hook elsewhere; zero-copy
 * where the driver has it, copy mode elsewhere.  The frames on the wire are the same as
 * a packet socket's; receive copies a frame out of the UMEM (the port loop parses it
 * in place of a recvmmsg buffer) and hands its chunk straight back to the fill ring.
 *
 * Frames longer than a chunk (jumbo frames, up to an MTU of 9216) span several chunks:
 * AF_XDP's multi-buffer mode (``XDP_USE_SG``, Linux 6.6), each descriptor but a frame's
 * last marked ``XDP_PKT_CONTD``, with a program that says it takes such frames
 * (``BPF_F_XDP_HAS_FRAGS``: it reads only the headers, in the first buffer).  On older
 * kernels a frame fits one chunk (``p4r_xsk_max_frame``).
 *
 * What it costs the emulation: a frame sent on an AF_XDP socket in copy mode leaves by
 * the driver's transmit directly, past the interface's queueing discipline, so a link's
 * rate set with tc does not hold it; the port loop paces each port itself
 * (``rates_bps``).
 */
#ifndef P4R_XSK_H
#define P4R_XSK_H

#if defined(__linux__)
#include <errno.h>
#include <linux/bpf.h>
#include <linux/if_link.h>
#include <linux/if_xdp.h>
#include <net/if.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/utsname.h>
#include <unistd.h>

#ifndef AF_XDP
#define AF_XDP 44
#endif
#ifndef SOL_XDP
#define SOL_XDP 283
#endif
#ifndef XDP_USE_SG /* Linux 6.6's uapi, where the headers are older */
#define XDP_USE_SG (1 << 4)
#endif
#ifndef XDP_PKT_CONTD
#define XDP_PKT_CONTD (1 << 0)
#endif
#ifndef BPF_F_XDP_HAS_FRAGS
#define BPF_F_XDP_HAS_FRAGS (1U << 5)
#endif

#define P4R_XSK_CHUNK 4096u   /* bytes per UMEM chunk: a page, the most an aligned chunk holds */
#define P4R_XSK_RING 2048u    /* descriptors per ring (a power of two) */
#define P4R_XSK_CHUNKS (2u * P4R_XSK_RING) /* RX half, TX half */
/* The longest frame a chunk carries: the kernel keeps XDP_PACKET_HEADROOM (256) and room
 * for skb_shared_info (320) in copy mode's receive. */
#define P4R_XSK_MAX_FRAME 3498u
/* The longest frame over several chunks (multi-buffer): Ethernet's 14 bytes and the
 * largest MTU the project takes (p4rproto.frames.MAX_MTU). */
#define P4R_XSK_MAX_FRAME_SG (14u + 9216u)

enum { P4R_XDP_ALL = 0, P4R_XDP_UDP = 1 };

typedef struct {
    uint32_t *producer, *consumer, *flags;
    void *desc;
    uint32_t mask, cached;
    void *map;
    size_t map_len;
} P4rRing;

typedef struct {
    int fd, map_fd, prog_fd, link_fd, ifindex;
    int native;    /* the program runs in the driver (1) or at the generic hook (0) */
    int zerocopy;  /* the socket is bound zero-copy (1) or copies (0) */
    int sg;        /* multi-buffer: a frame may span chunks */
    uint32_t max_frame; /* the longest frame it sends and receives */
    uint8_t *umem;
    P4rRing rx, tx, fill, comp;
    uint64_t *free_tx; /* the TX half's chunks that no one holds */
    uint32_t nfree;
    /* per TX chunk: its holders, each descriptor on the TX ring or not yet completed and
     * each owner outside (a host's frame kept for resending, _xdp_io.c); free at 0 */
    uint16_t *tx_refs;
    uint64_t rx_frames, tx_frames, tx_dropped;
    char why[160]; /* why opening failed */
} P4rXsk;

/* -- the bpf system call -------------------------------------------------------------- */
static inline int p4r_bpf(int cmd, union bpf_attr *attr) {
    return (int)syscall(__NR_bpf, cmd, attr, sizeof *attr);
}

#define P4R_INSN(c, d, s, o, i) ((struct bpf_insn){(c), (d), (s), (o), (i)})
#define P4R_LDX(size, d, s, o) P4R_INSN(BPF_LDX | BPF_MEM | (size), d, s, o, 0)
#define P4R_MOV_REG(d, s) P4R_INSN(BPF_ALU64 | BPF_MOV | BPF_X, d, s, 0, 0)
#define P4R_MOV_IMM(d, i) P4R_INSN(BPF_ALU64 | BPF_MOV | BPF_K, d, 0, 0, i)
#define P4R_ADD_IMM(d, i) P4R_INSN(BPF_ALU64 | BPF_ADD | BPF_K, d, 0, 0, i)
#define P4R_AND_IMM(d, i) P4R_INSN(BPF_ALU64 | BPF_AND | BPF_K, d, 0, 0, i)
#define P4R_JNE_IMM(d, i, off) P4R_INSN(BPF_JMP | BPF_JNE | BPF_K, d, 0, off, i)
#define P4R_JGT_REG(d, s, off) P4R_INSN(BPF_JMP | BPF_JGT | BPF_X, d, s, off, 0)
#define P4R_CALL(f) P4R_INSN(BPF_JMP | BPF_CALL, 0, 0, 0, f)
#define P4R_EXIT() P4R_INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0)
/* A map's file descriptor as a 64-bit immediate (two instructions). */
#define P4R_LD_MAP_FD(d, fd) \
    P4R_INSN(BPF_LD | BPF_DW | BPF_IMM, d, BPF_PSEUDO_MAP_FD, 0, fd), P4R_INSN(0, 0, 0, 0, 0)

/* The XDP program: ``match`` P4R_XDP_ALL or P4R_XDP_UDP (then ``udp_port`` is the
 * destination port taken).  Its file descriptor, or -1 with errno. */
static int p4r_xdp_load(int map_fd, int match, uint16_t udp_port, int frags, char *log,
                        size_t log_len) {
    /* The 16-bit loads read network-order bytes on a little-endian CPU: constants swapped. */
    const int32_t ipv4 = 0x0008, udp_be = (int32_t)__builtin_bswap16(udp_port);
    struct bpf_insn udp[] = {
        P4R_MOV_REG(BPF_REG_6, BPF_REG_1),           /* r6 = ctx */
        P4R_LDX(BPF_W, BPF_REG_2, BPF_REG_1, 0),     /* r2 = ctx->data */
        P4R_LDX(BPF_W, BPF_REG_3, BPF_REG_1, 4),     /* r3 = ctx->data_end */
        P4R_MOV_REG(BPF_REG_4, BPF_REG_2),           /* if (data + 42 > data_end) pass */
        P4R_ADD_IMM(BPF_REG_4, 42),
        P4R_JGT_REG(BPF_REG_4, BPF_REG_3, 18),
        P4R_LDX(BPF_H, BPF_REG_5, BPF_REG_2, 12),    /* EtherType != IPv4: pass */
        P4R_JNE_IMM(BPF_REG_5, ipv4, 16),
        P4R_LDX(BPF_B, BPF_REG_5, BPF_REG_2, 14),    /* IPv4 with options: pass */
        P4R_JNE_IMM(BPF_REG_5, 0x45, 14),
        P4R_LDX(BPF_B, BPF_REG_5, BPF_REG_2, 23),    /* not UDP: pass */
        P4R_JNE_IMM(BPF_REG_5, 17, 12),
        P4R_LDX(BPF_H, BPF_REG_5, BPF_REG_2, 20),    /* a fragment (MF or offset): pass */
        P4R_AND_IMM(BPF_REG_5, 0xFF3F),
        P4R_JNE_IMM(BPF_REG_5, 0, 9),
        P4R_LDX(BPF_H, BPF_REG_5, BPF_REG_2, 36),    /* another UDP port: pass */
        P4R_JNE_IMM(BPF_REG_5, udp_be, 7),
        P4R_MOV_REG(BPF_REG_1, BPF_REG_6),           /* fall through to the redirect */
        /* the redirect (index 18), then "pass" (index 24), the jumps' target */
    };
    struct bpf_insn redirect[] = {
        P4R_LDX(BPF_W, BPF_REG_2, BPF_REG_1, 16),    /* r2 = ctx->rx_queue_index */
        P4R_LD_MAP_FD(BPF_REG_1, map_fd),            /* r1 = &xsks */
        P4R_MOV_IMM(BPF_REG_3, XDP_PASS),            /* no socket on the queue: pass */
        P4R_CALL(BPF_FUNC_redirect_map),             /* return bpf_redirect_map(...) */
        P4R_EXIT(),
    };
    struct bpf_insn pass[] = {
        P4R_MOV_IMM(BPF_REG_0, XDP_PASS),            /* pass: return XDP_PASS */
        P4R_EXIT(),
    };
    struct bpf_insn prog[sizeof udp / sizeof udp[0] + sizeof redirect / sizeof redirect[0] +
                         sizeof pass / sizeof pass[0]];
    size_t n = 0;
#define P4R_APPEND(part) (memcpy(prog + n, (part), sizeof(part)), n += sizeof(part) / sizeof((part)[0]))
    if (match == P4R_XDP_UDP) P4R_APPEND(udp);
    P4R_APPEND(redirect);
    if (match == P4R_XDP_UDP) P4R_APPEND(pass); /* unreachable in the other: the verifier refuses it */
#undef P4R_APPEND
    union bpf_attr a;
    memset(&a, 0, sizeof a);
    a.prog_type = BPF_PROG_TYPE_XDP;
    a.prog_flags = frags ? BPF_F_XDP_HAS_FRAGS : 0; /* it reads the first buffer only */
    a.insns = (uint64_t)(uintptr_t)prog;
    a.insn_cnt = (uint32_t)n;
    a.license = (uint64_t)(uintptr_t) "Dual MIT/GPL";
    a.log_buf = (uint64_t)(uintptr_t)log;
    a.log_size = (uint32_t)log_len;
    a.log_level = log_len ? 1 : 0;
    snprintf(a.prog_name, sizeof a.prog_name, "p4r_xsk");
    return p4r_bpf(BPF_PROG_LOAD, &a);
}

/* -- rings ------------------------------------------------------------------------------ */
static inline uint32_t p4r_ring_load(const uint32_t *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
static inline void p4r_ring_store(uint32_t *p, uint32_t v) { __atomic_store_n(p, v, __ATOMIC_RELEASE); }

static int p4r_ring_map(P4rRing *r, int fd, const struct xdp_ring_offset *off, size_t desc_size,
                        off_t pgoff) {
    r->map_len = off->desc + P4R_XSK_RING * desc_size;
    r->map = mmap(NULL, r->map_len, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE, fd, pgoff);
    if (r->map == MAP_FAILED) {
        r->map = NULL;
        return -1;
    }
    uint8_t *m = r->map;
    r->producer = (uint32_t *)(m + off->producer);
    r->consumer = (uint32_t *)(m + off->consumer);
    r->flags = (uint32_t *)(m + off->flags);
    r->desc = m + off->desc;
    r->mask = P4R_XSK_RING - 1;
    r->cached = 0;
    return 0;
}

static void p4r_xsk_close(P4rXsk *x) {
    P4rRing *rings[] = {&x->rx, &x->tx, &x->fill, &x->comp};
    for (int i = 0; i < 4; i++)
        if (rings[i]->map) munmap(rings[i]->map, rings[i]->map_len);
    if (x->link_fd >= 0) close(x->link_fd);
    if (x->prog_fd >= 0) close(x->prog_fd);
    if (x->map_fd >= 0) close(x->map_fd);
    if (x->fd >= 0) close(x->fd);
    if (x->umem) munmap(x->umem, (size_t)P4R_XSK_CHUNKS * P4R_XSK_CHUNK);
    free(x->free_tx);
    free(x->tx_refs);
    char why[sizeof x->why];
    memcpy(why, x->why, sizeof why);
    memset(x, 0, sizeof *x);
    memcpy(x->why, why, sizeof why);
    x->fd = x->map_fd = x->prog_fd = x->link_fd = -1;
}

static int p4r_xsk_fail(P4rXsk *x, const char *step, int err) {
    snprintf(x->why, sizeof x->why, "%s: %s", step, strerror(err));
    p4r_xsk_close(x);
    errno = err;
    return -1;
}

/* Whether this kernel has AF_XDP's multi-buffer mode (Linux 6.6 and later). */
static int p4r_xsk_sg_kernel(void) {
    struct utsname u;
    int major = 0, minor = 0;
    if (uname(&u) || sscanf(u.release, "%d.%d", &major, &minor) != 2) return 0;
    return major > 6 || (major == 6 && minor >= 6);
}

/* The longest frame a socket of this kernel carries. */
static inline uint32_t p4r_xsk_max_frame(void) {
    return p4r_xsk_sg_kernel() ? P4R_XSK_MAX_FRAME_SG : P4R_XSK_MAX_FRAME;
}

/* The socket of ``ifname``'s queue 0 and its XDP program, each received frame
 * ``headroom`` bytes past where the kernel would put it (the UMEM's headroom).  0, or -1
 * with errno and x->why naming the step that failed. */
static int p4r_xsk_open(P4rXsk *x, const char *ifname, int match, uint16_t udp_port,
                        uint32_t headroom) {
    memset(x, 0, sizeof *x);
    x->fd = x->map_fd = x->prog_fd = x->link_fd = -1;
    x->ifindex = (int)if_nametoindex(ifname);
    if (!x->ifindex) return p4r_xsk_fail(x, "no such interface", errno);
    size_t umem_len = (size_t)P4R_XSK_CHUNKS * P4R_XSK_CHUNK;
    x->umem = mmap(NULL, umem_len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE,
                   -1, 0);
    if (x->umem == MAP_FAILED) {
        x->umem = NULL;
        return p4r_xsk_fail(x, "UMEM", errno);
    }
    x->free_tx = malloc(P4R_XSK_RING * sizeof *x->free_tx);
    x->tx_refs = calloc(P4R_XSK_RING, sizeof *x->tx_refs);
    if (!x->free_tx || !x->tx_refs) return p4r_xsk_fail(x, "UMEM", ENOMEM);
    x->fd = socket(AF_XDP, SOCK_RAW | SOCK_CLOEXEC, 0);
    if (x->fd < 0) return p4r_xsk_fail(x, "socket(AF_XDP)", errno);
    struct xdp_umem_reg reg = {(uint64_t)(uintptr_t)x->umem, umem_len, P4R_XSK_CHUNK, headroom, 0};
    unsigned ring = P4R_XSK_RING;
    if (setsockopt(x->fd, SOL_XDP, XDP_UMEM_REG, &reg, sizeof reg) ||
        setsockopt(x->fd, SOL_XDP, XDP_UMEM_FILL_RING, &ring, sizeof ring) ||
        setsockopt(x->fd, SOL_XDP, XDP_UMEM_COMPLETION_RING, &ring, sizeof ring) ||
        setsockopt(x->fd, SOL_XDP, XDP_RX_RING, &ring, sizeof ring) ||
        setsockopt(x->fd, SOL_XDP, XDP_TX_RING, &ring, sizeof ring))
        return p4r_xsk_fail(x, "the UMEM and its rings", errno);
    struct xdp_mmap_offsets off;
    socklen_t olen = sizeof off;
    if (getsockopt(x->fd, SOL_XDP, XDP_MMAP_OFFSETS, &off, &olen) ||
        p4r_ring_map(&x->rx, x->fd, &off.rx, sizeof(struct xdp_desc), XDP_PGOFF_RX_RING) ||
        p4r_ring_map(&x->tx, x->fd, &off.tx, sizeof(struct xdp_desc), XDP_PGOFF_TX_RING) ||
        p4r_ring_map(&x->fill, x->fd, &off.fr, sizeof(uint64_t), XDP_UMEM_PGOFF_FILL_RING) ||
        p4r_ring_map(&x->comp, x->fd, &off.cr, sizeof(uint64_t), XDP_UMEM_PGOFF_COMPLETION_RING))
        return p4r_xsk_fail(x, "mapping the rings", errno);
    /* The RX half waits in the fill ring; the TX half is free. */
    uint64_t *fill = x->fill.desc;
    for (uint32_t i = 0; i < P4R_XSK_RING; i++) fill[i] = (uint64_t)i * P4R_XSK_CHUNK;
    p4r_ring_store(x->fill.producer, P4R_XSK_RING);
    for (uint32_t i = 0; i < P4R_XSK_RING; i++)
        x->free_tx[i] = (uint64_t)(P4R_XSK_RING + i) * P4R_XSK_CHUNK;
    x->nfree = P4R_XSK_RING;
    /* zero-copy, then copy mode; multi-buffer where the kernel has it */
    const uint16_t modes[] = {XDP_ZEROCOPY, XDP_COPY};
    int bound = -1, err = 0;
    for (int sg = p4r_xsk_sg_kernel(); sg >= 0 && bound; sg--)
        for (int m = 0; m < 2 && bound; m++) {
            struct sockaddr_xdp sa = {
                .sxdp_family = AF_XDP, .sxdp_ifindex = (uint32_t)x->ifindex, .sxdp_queue_id = 0,
                .sxdp_flags = (uint16_t)(modes[m] | XDP_USE_NEED_WAKEUP | (sg ? XDP_USE_SG : 0))};
            bound = bind(x->fd, (struct sockaddr *)&sa, sizeof sa);
            if (bound) {
                if (!err || errno != EINVAL) err = errno; /* the first refusal that says why */
                continue;
            }
            x->zerocopy = modes[m] == XDP_ZEROCOPY;
            x->sg = sg;
        }
    if (bound) return p4r_xsk_fail(x, "bind", err);
    x->max_frame = x->sg ? P4R_XSK_MAX_FRAME_SG : P4R_XSK_MAX_FRAME - headroom;
    union bpf_attr a;
    memset(&a, 0, sizeof a);
    a.map_type = BPF_MAP_TYPE_XSKMAP;
    a.key_size = 4;
    a.value_size = 4;
    a.max_entries = 1;
    x->map_fd = p4r_bpf(BPF_MAP_CREATE, &a);
    if (x->map_fd < 0) return p4r_xsk_fail(x, "the socket map (bpf)", errno);
    uint32_t key = 0, value = (uint32_t)x->fd;
    memset(&a, 0, sizeof a);
    a.map_fd = (uint32_t)x->map_fd;
    a.key = (uint64_t)(uintptr_t)&key;
    a.value = (uint64_t)(uintptr_t)&value;
    if (p4r_bpf(BPF_MAP_UPDATE_ELEM, &a)) return p4r_xsk_fail(x, "the socket map (bpf)", errno);
    x->prog_fd = p4r_xdp_load(x->map_fd, match, udp_port, x->sg, NULL, 0);
    if (x->prog_fd < 0) return p4r_xsk_fail(x, "loading the XDP program", errno);
    for (int native = 1; native >= 0; native--) {
        memset(&a, 0, sizeof a);
        a.link_create.prog_fd = (uint32_t)x->prog_fd;
        a.link_create.target_ifindex = (uint32_t)x->ifindex;
        a.link_create.attach_type = BPF_XDP;
        a.link_create.flags = native ? XDP_FLAGS_DRV_MODE : XDP_FLAGS_SKB_MODE;
        x->link_fd = p4r_bpf(BPF_LINK_CREATE, &a);
        if (x->link_fd >= 0) {
            x->native = native;
            break;
        }
    }
    if (x->link_fd < 0) return p4r_xsk_fail(x, "attaching the XDP program", errno);
    return 0;
}

/* -- receive and send ------------------------------------------------------------------- */

/* The received descriptors waiting: up to ``n``, from the ring's position ``*first``;
 * a frame whose last descriptor has not arrived yet is left for later. */
static inline unsigned p4r_xsk_peek(const P4rXsk *x, unsigned n, uint32_t *first) {
    uint32_t cons = *x->rx.consumer, prod = p4r_ring_load(x->rx.producer);
    const struct xdp_desc *d = x->rx.desc;
    *first = cons;
    unsigned got = prod - cons < n ? prod - cons : n;
    while (got && (d[(cons + got - 1) & x->rx.mask].options & XDP_PKT_CONTD)) got--;
    return got;
}

/* The first buffer of the frame received at ``at`` (a position from p4r_xsk_peek) and
 * its length: a whole frame unless the frame spans chunks (p4r_xsk_frame_descs). */
static inline const uint8_t *p4r_xsk_frame(const P4rXsk *x, uint32_t at, uint32_t *len) {
    const struct xdp_desc *e = &((const struct xdp_desc *)x->rx.desc)[at & x->rx.mask];
    *len = e->len;
    return x->umem + e->addr;
}

/* The descriptors of the frame received at ``at`` (of ``avail`` peeked from there) and
 * its whole length in ``*total``. */
static inline unsigned p4r_xsk_frame_descs(const P4rXsk *x, uint32_t at, unsigned avail,
                                           uint32_t *total) {
    const struct xdp_desc *d = x->rx.desc;
    unsigned n = 0;
    uint32_t len = 0;
    while (n < avail) {
        const struct xdp_desc *e = &d[(at + n++) & x->rx.mask];
        len += e->len;
        if (!(e->options & XDP_PKT_CONTD)) break;
    }
    *total = len;
    return n;
}

/* Bytes ``off`` up to ``off + cap`` of the frame at ``at`` (``ndesc`` descriptors) copied
 * to ``dst``; the count copied. */
static inline size_t p4r_xsk_copy(const P4rXsk *x, uint32_t at, unsigned ndesc, size_t off,
                                  uint8_t *dst, size_t cap) {
    const struct xdp_desc *d = x->rx.desc;
    size_t copied = 0;
    for (unsigned i = 0; i < ndesc && copied < cap; i++) {
        const struct xdp_desc *e = &d[(at + i) & x->rx.mask];
        if (off >= e->len) {
            off -= e->len;
            continue;
        }
        size_t take = e->len - off < cap - copied ? e->len - off : cap - copied;
        memcpy(dst + copied, x->umem + e->addr + off, take);
        copied += take;
        off = 0;
    }
    return copied;
}

/* The ``n`` peeked descriptors done with: their chunks back to the fill ring. */
static void p4r_xsk_release(P4rXsk *x, uint32_t first, unsigned n) {
    uint64_t *fill = x->fill.desc;
    const struct xdp_desc *d = x->rx.desc;
    uint32_t fprod = *x->fill.producer;
    for (unsigned i = 0; i < n; i++) {
        const struct xdp_desc *e = &d[(first + i) & x->rx.mask];
        fill[(fprod + i) & x->fill.mask] = e->addr & ~(uint64_t)(P4R_XSK_CHUNK - 1);
        x->rx_frames += !(e->options & XDP_PKT_CONTD);
    }
    if (n) {
        p4r_ring_store(x->rx.consumer, first + n);
        p4r_ring_store(x->fill.producer, fprod + n);
    }
    if (p4r_ring_load(x->fill.flags) & XDP_RING_NEED_WAKEUP)
        (void)recvfrom(x->fd, NULL, 0, MSG_DONTWAIT, NULL, NULL);
}

/* Up to ``n`` received frames copied into ``bufs`` (``stride`` bytes each; longer frames
 * cut there), their lengths in ``lens``; their chunks go back to the fill ring.  The count. */
static inline unsigned p4r_xsk_recv(P4rXsk *x, uint8_t *bufs, size_t stride, uint32_t *lens, unsigned n) {
    uint32_t first;
    unsigned avail = p4r_xsk_peek(x, P4R_XSK_RING, &first), used = 0, got = 0;
    while (got < n && used < avail) {
        uint32_t total;
        unsigned nd = p4r_xsk_frame_descs(x, first + used, avail - used, &total);
        lens[got] = (uint32_t)p4r_xsk_copy(x, first + used, nd, 0, bufs + got * stride, stride);
        used += nd;
        got++;
    }
    p4r_xsk_release(x, first, used);
    return got;
}

/* Frames the kernel dropped on their way into the socket: no room in the RX ring, no
 * chunk in the fill ring, longer than the socket takes, or an invalid descriptor
 * (XDP_STATISTICS); 0 where the kernel does not say. */
static uint64_t p4r_xsk_kernel_dropped(const P4rXsk *x) {
    struct xdp_statistics st;
    socklen_t len = sizeof st;
    memset(&st, 0, sizeof st);
    if (getsockopt(x->fd, SOL_XDP, XDP_STATISTICS, &st, &len)) return 0;
    return st.rx_dropped + st.rx_invalid_descs + st.rx_ring_full;
}

/* One holder of the TX chunk at ``addr`` (any offset in it) fewer: free when none is left. */
static inline void p4r_xsk_put(P4rXsk *x, uint64_t addr) {
    uint64_t chunk = addr & ~(uint64_t)(P4R_XSK_CHUNK - 1);
    if (--x->tx_refs[chunk / P4R_XSK_CHUNK - P4R_XSK_RING] == 0) x->free_tx[x->nfree++] = chunk;
}

/* The descriptors whose frames have left: their chunks' holds released. */
static void p4r_xsk_reclaim(P4rXsk *x) {
    uint32_t cons = *x->comp.consumer, prod = p4r_ring_load(x->comp.producer);
    const uint64_t *c = x->comp.desc;
    for (uint32_t i = cons; i != prod; i++) p4r_xsk_put(x, c[i & x->comp.mask]);
    if (prod != cons) p4r_ring_store(x->comp.consumer, prod);
}

/* ``need`` free TX chunks into ``addr``, each with one holder (the caller); 0, or -1 when
 * too few are free (none taken). */
static int p4r_xsk_take(P4rXsk *x, uint64_t *addr, uint32_t need) {
    if (x->nfree < need) p4r_xsk_reclaim(x);
    if (x->nfree < need) return -1;
    for (uint32_t c = 0; c < need; c++) {
        addr[c] = x->free_tx[--x->nfree];
        x->tx_refs[addr[c] / P4R_XSK_CHUNK - P4R_XSK_RING] = 1;
    }
    return 0;
}

/* Room on the TX ring for ``need`` more descriptors (a chunk may be on it more than once:
 * a frame resent before its first send completed). */
static inline int p4r_xsk_tx_room(const P4rXsk *x, uint32_t need) {
    return P4R_XSK_RING - (*x->tx.producer - p4r_ring_load(x->tx.consumer)) >= need;
}

/* A frame in TX chunks (``n`` descriptors: chunk + offset, length) queued to send, each
 * chunk held while its descriptor is out; 0, or -1: the ring is full (dropped, as a full
 * queue drops it). */
static int p4r_xsk_queue_descs(P4rXsk *x, const uint64_t *addr, const uint32_t *len, uint32_t n) {
    if (!p4r_xsk_tx_room(x, n)) {
        x->tx_dropped++;
        return -1;
    }
    uint32_t prod = *x->tx.producer;
    struct xdp_desc *d = x->tx.desc;
    for (uint32_t c = 0; c < n; c++) {
        x->tx_refs[addr[c] / P4R_XSK_CHUNK - P4R_XSK_RING]++;
        d[(prod + c) & x->tx.mask] =
            (struct xdp_desc){addr[c], len[c], c + 1 < n ? XDP_PKT_CONTD : 0};
    }
    p4r_ring_store(x->tx.producer, prod + n);
    x->tx_frames++;
    return 0;
}

/* One frame of ``niov`` parts copied into free chunks and queued to send (p4r_xsk_kick
 * sends the queue), over as many chunks as it needs (multi-buffer); 0, or -1 when too
 * few chunks are free, the ring is full or the frame is longer than the socket carries:
 * dropped, as a full queue drops it. */
#define P4R_XSK_MAX_DESCS (P4R_XSK_MAX_FRAME_SG / P4R_XSK_CHUNK + 1)
static int p4r_xsk_queue(P4rXsk *x, const struct iovec *iov, size_t niov) {
    size_t total = 0;
    for (size_t i = 0; i < niov; i++) total += iov[i].iov_len;
    uint32_t need = total ? (uint32_t)((total + P4R_XSK_CHUNK - 1) / P4R_XSK_CHUNK) : 1;
    uint64_t addr[P4R_XSK_MAX_DESCS];
    uint32_t lens[P4R_XSK_MAX_DESCS];
    if (total > x->max_frame || !p4r_xsk_tx_room(x, need) || p4r_xsk_take(x, addr, need)) {
        x->tx_dropped++;
        return -1;
    }
    size_t part = 0, at = 0; /* the position in iov */
    for (uint32_t c = 0; c < need; c++) {
        size_t len = 0;
        while (len < P4R_XSK_CHUNK && part < niov) {
            size_t take = iov[part].iov_len - at;
            if (take > P4R_XSK_CHUNK - len) take = P4R_XSK_CHUNK - len;
            memcpy(x->umem + addr[c] + len, (const uint8_t *)iov[part].iov_base + at, take);
            len += take;
            at += take;
            if (at == iov[part].iov_len) part++, at = 0;
        }
        lens[c] = (uint32_t)len;
    }
    p4r_xsk_queue_descs(x, addr, lens, need);
    for (uint32_t c = 0; c < need; c++) p4r_xsk_put(x, addr[c]); /* the ring's hold alone */
    return 0;
}

/* Frames queued on the TX ring that the kernel has not taken yet. */
static inline uint32_t p4r_xsk_tx_pending(const P4rXsk *x) {
    return *x->tx.producer - p4r_ring_load(x->tx.consumer);
}

/* The queued frames handed to the driver.  In copy mode a wake-up sends at most 32 (and
 * says EAGAIN when more wait): wake it while it takes frames; one that took none finds
 * the driver's queue full, and the next kick sends the rest. */
static void p4r_xsk_kick(P4rXsk *x) {
    while (p4r_xsk_tx_pending(x) && (p4r_ring_load(x->tx.flags) & XDP_RING_NEED_WAKEUP)) {
        uint32_t before = p4r_xsk_tx_pending(x);
        if (sendto(x->fd, NULL, 0, MSG_DONTWAIT, NULL, 0) < 0 && errno != EAGAIN &&
            errno != EINTR && errno != EBUSY)
            break;
        if (p4r_xsk_tx_pending(x) == before) break;
    }
    p4r_xsk_reclaim(x);
}
#endif /* __linux__ */
#endif /* P4R_XSK_H */
