/* Part of softswitch/_native.c (one compile unit, included there):
 * the UDP I/O loop (recvmmsg/GRO, sendmmsg/GSO) and serve().  The batching itself (GSO
 * runs, GRO splits, the send loop) is p4rproto/include/p4r_netio.h, shared with the host. */

/* -- the I/O loop -------------------------------------------------------------------- */
static PyObject *Core_take_cpu(Core *c, PyObject *unused) {
    PyObject *list = PyList_New(0);
    if (!list) return NULL;
    pthread_mutex_lock(&c->cpu_mu);
    CpuPkt *q = c->cpu_head;
    c->cpu_head = c->cpu_tail = NULL;
    c->cpu_pending = 0;
    pthread_mutex_unlock(&c->cpu_mu);
    int failed = 0;
    while (q) {
        CpuPkt *next = q->next;
        if (!failed) {
            PyObject *b = PyBytes_FromStringAndSize((const char *)q->data, (Py_ssize_t)q->len);
            if (!b || PyList_Append(list, b) < 0) failed = 1;
            Py_XDECREF(b);
        }
        free(q);
        q = next;
    }
    if (failed) {
        Py_DECREF(list);
        return NULL;
    }
    return list;
}

static PyObject *Core_interrupt(Core *c, PyObject *unused) {
    __atomic_store_n(&c->interrupt, 1, __ATOMIC_SEQ_CST);
    Py_RETURN_NONE;
}

#ifdef P4R_IO
static int64_t now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static int io_setup(Io *io, int batch, int msg_size) {
    if (io->rbuf && io->batch == batch && io->msg_size == msg_size) return 0;
    free(io->rbuf);
    free(io->rx);
    free(io->riov);
    free(io->raddr);
    free(io->rctl);
    io->rbuf = malloc((size_t)batch * (size_t)msg_size);
    io->rx = calloc((size_t)batch, sizeof(struct mmsghdr));
    io->riov = calloc((size_t)batch, sizeof(struct iovec));
    io->raddr = calloc((size_t)batch, sizeof(struct sockaddr_in));
    io->rctl = calloc((size_t)batch, P4R_CMSG_SPACE);
    if (!io->rbuf || !io->rx || !io->riov || !io->raddr || !io->rctl) return -1;
    io->batch = batch;
    io->msg_size = msg_size;
    for (int i = 0; i < batch; i++) {
        io->riov[i].iov_base = io->rbuf + (size_t)i * (size_t)msg_size;
        io->riov[i].iov_len = (size_t)msg_size;
        io->rx[i].msg_hdr.msg_iov = &io->riov[i];
        io->rx[i].msg_hdr.msg_iovlen = 1;
        io->rx[i].msg_hdr.msg_name = &io->raddr[i];
    }
    return 0;
}

/* Received messages -> packets (a GRO message holds several equal-size segments); the
 * lanes' own datagrams (_native_lanes.c) are handled here and left out. */
static int io_split(Core *c, Io *io, int fd, int m, int gro) {
    size_t total = 0;
    for (int i = 0; i < m; i++) {
        size_t size = io->rx[i].msg_len;
        size_t seg = p4r_gro_segment(&io->rx[i].msg_hdr, size, gro);
        size_t count = p4r_gro_count(size, seg);
        if (grow((void **)&io->pkts, &io->cappkts, total + count, sizeof(Pkt))) return -1;
        const uint8_t *base = io->riov[i].iov_base;
        uint32_t ip = ntohl(io->raddr[i].sin_addr.s_addr);
        uint16_t port = ntohs(io->raddr[i].sin_port);
        for (size_t j = 0; j < count; j++) {
            size_t len = p4r_gro_len(size, seg, j);
            if ((len == 0 || len >= P4R_LANE_MSG_BYTES) &&
                lane_datagram(c, io, fd, base + j * seg, (uint32_t)len, ip, port))
                continue;
            Pkt *p = &io->pkts[total++];
            p->data = base + j * seg;
            p->len = (uint32_t)len;
            p->avail = (uint32_t)len;
            p->ip = ip;
            p->port = port;
        }
    }
    return (int)total;
}

static int cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Queues a packet for the CPU port (packet-in): take_cpu() hands it to Python.  0 or -1. */
static int cpu_push(Core *c, const uint8_t *hdr, const uint8_t *pay, uint32_t pay_len) {
    CpuPkt *q = malloc(sizeof(CpuPkt) + P4R_HEADER_BYTES + pay_len);
    if (!q) return -1;
    q->next = NULL;
    q->len = P4R_HEADER_BYTES + pay_len;
    memcpy(q->data, hdr, P4R_HEADER_BYTES);
    memcpy(q->data + P4R_HEADER_BYTES, pay, pay_len);
    pthread_mutex_lock(&c->cpu_mu);
    if (c->cpu_tail)
        c->cpu_tail->next = q;
    else
        c->cpu_head = q;
    c->cpu_tail = q;
    c->cpu_pending = 1;
    pthread_mutex_unlock(&c->cpu_mu);
    return 0;
}

/* Sends the kept outputs grouped by destination (stable), GSO runs of one destination
 * and one size; CPU-port packets (0.0.0.0:0) go to the CPU queue.  0 or an errno. */
static int io_send(Core *c, Io *io, int fd, int gso) {
    Out *o = &io->out;
    size_t n = o->nkept;
    if (n == 0) return 0;
    if (grow((void **)&io->sortbuf, &io->capsort, n, sizeof(uint64_t))) return ENOMEM;
    /* key: destination (48 bits) above the output position (16 bits): stable. */
    size_t m = 0;
    int big = n > 0xFFFF;
    for (size_t j = 0; j < n; j++) {
        const Rec *r = &o->recs[o->kept[j]];
        if (r->ip == 0 && r->port == 0) { /* the CPU port: packet-in */
            if (cpu_push(c, r->hdr, o->pay + r->pay_off, r->pay_len)) return ENOMEM;
            continue;
        }
        io->sortbuf[m++] = big ? j : ((uint64_t)r->ip << 32 | (uint64_t)r->port << 16 | j);
    }
    if (!big) qsort(io->sortbuf, m, sizeof(uint64_t), cmp_u64);
    if (m == 0) return 0;
    if (grow((void **)&io->tx, &io->captx, m, sizeof(struct mmsghdr)) ||
        grow((void **)&io->taddr, &io->capaddr, m, sizeof(struct sockaddr_in)) ||
        grow((void **)&io->tctl, &io->capctl, m, P4R_CMSG_SPACE) ||
        grow((void **)&io->tiov, &io->captiov, 2 * m, sizeof(struct iovec)))
        return ENOMEM;
    size_t nmsg = 0, niov = 0;
    for (size_t j = 0; j < m;) {
        const Rec *r = &o->recs[o->kept[io->sortbuf[j] & (big ? ~0ull : 0xFFFF)]];
        Lane *ln = io->nlanes ? lane_find(io, r->ip, r->port) : NULL;
        if (ln && p4r_lane_reading(&ln->lane)) { /* into its lane; what does not fit: UDP */
            size_t pushed = 0;
            for (; j < m; j++, pushed++) {
                const Rec *q = &o->recs[o->kept[io->sortbuf[j] & (big ? ~0ull : 0xFFFF)]];
                if (q->ip != r->ip || q->port != r->port ||
                    p4r_ring_push(&ln->lane, P4R_RING_DOWN, q->hdr, P4R_HEADER_BYTES,
                                  o->pay + q->pay_off, q->pay_len))
                    break;
            }
            io->lane_stats[LS_SENT] += pushed;
            if (pushed && p4r_ring_wants_kick(&ln->lane, P4R_RING_DOWN)) lane_kick(io, fd, ln);
            if (j == m) break;
            const Rec *q = &o->recs[o->kept[io->sortbuf[j] & (big ? ~0ull : 0xFFFF)]];
            if (q->ip != r->ip || q->port != r->port) continue;
            r = q; /* the ring is full: the rest of this destination's by UDP */
        }
        uint32_t len = P4R_HEADER_BYTES + r->pay_len;
        size_t cap = p4r_gso_run(len, gso);
        struct mmsghdr *mm = &io->tx[nmsg];
        memset(mm, 0, sizeof *mm);
        struct sockaddr_in *sa = &io->taddr[nmsg];
        memset(sa, 0, sizeof *sa);
        sa->sin_family = AF_INET;
        sa->sin_addr.s_addr = htonl(r->ip);
        sa->sin_port = htons(r->port);
        mm->msg_hdr.msg_name = sa;
        mm->msg_hdr.msg_namelen = sizeof *sa;
        mm->msg_hdr.msg_iov = &io->tiov[niov];
        size_t segs = 0;
        while (j < m && segs < cap) {
            const Rec *q = &o->recs[o->kept[io->sortbuf[j] & (big ? ~0ull : 0xFFFF)]];
            if (q->ip != r->ip || q->port != r->port || P4R_HEADER_BYTES + q->pay_len != len) break;
            io->tiov[niov].iov_base = (void *)q->hdr;
            io->tiov[niov++].iov_len = P4R_HEADER_BYTES;
            if (q->pay_len) {
                io->tiov[niov].iov_base = o->pay + q->pay_off;
                io->tiov[niov++].iov_len = q->pay_len;
            }
            segs++;
            j++;
        }
        mm->msg_hdr.msg_iovlen = (size_t)(&io->tiov[niov] - mm->msg_hdr.msg_iov);
        p4r_gso_mark(&mm->msg_hdr, io->tctl + nmsg * P4R_CMSG_SPACE, segs, len);
        nmsg++;
    }
    return nmsg ? p4r_send_all(fd, io->tx, nmsg) : 0;
}
#endif

/* What serve() and serve_ports() return: the datagrams received, or OSError(err). */
static PyObject *serve_done(Core *c, int err, long long total) {
    __atomic_store_n(&c->interrupt, 0, __ATOMIC_SEQ_CST);
    c->serving = 0;
    if (err) {
        errno = err;
        return PyErr_SetFromErrno(PyExc_OSError);
    }
    return PyLong_FromLongLong(total);
}

/* serve(fd, stride, batch, gro, gso, timeout_ms, max_batches): receive, run and send
 * batches without the GIL until ``timeout_ms`` pass without a datagram, ``max_batches``
 * batches ran (0: no limit), a CPU-port packet waits in take_cpu(), or interrupt().
 * Returns the datagrams received. */
static PyObject *Core_serve(Core *c, PyObject *args) {
    NEED_INIT(c);
#ifdef P4R_IO
    int fd, stride, batch, gro, gso, timeout_ms, max_batches;
    if (!PyArg_ParseTuple(args, "iiiiiii", &fd, &stride, &batch, &gro, &gso, &timeout_ms,
                          &max_batches))
        return NULL;
    if (stride < P4R_HEADER_BYTES || batch < 1 || batch > 4096) {
        PyErr_SetString(PyExc_ValueError, "serve: stride >= 24 and batch 1..4096");
        return NULL;
    }
    if (c->serving) {
        PyErr_SetString(PyExc_RuntimeError, "serve: already serving in another thread");
        return NULL;
    }
    int msg_size = (int)p4r_gro_msg_size((size_t)stride, gro);
    if (io_setup(&c->io, batch, msg_size) < 0) return PyErr_NoMemory();
    c->serving = 1;
    Io *io = &c->io;
    long long total = 0;
    int err = 0, batches = 0;
    Py_BEGIN_ALLOW_THREADS;
    while (!__atomic_load_n(&c->interrupt, __ATOMIC_SEQ_CST) && !c->cpu_pending) {
        /* Sleep only when no lane holds a datagram (and each lane will kick). */
        int ready = 1;
        if (!io->nlanes || !lanes_pending(io)) {
            int sleep = !io->nlanes || lanes_may_sleep(io);
            struct pollfd pfd = {fd, POLLIN, 0};
            int r = sleep ? poll(&pfd, 1, timeout_ms) : 0;
            int e = errno;
            if (sleep && io->nlanes) lanes_awake(io);
            if (r < 0) {
                if (e == EINTR) continue;
                err = e;
                break;
            }
            if (sleep && r == 0 && !(io->nlanes && lanes_pending(io))) break;
            ready = r > 0;
        }
        int got = 0;
        if (ready) {
            p4r_recv_ready(io->rx, (size_t)batch, io->rctl, gro, sizeof(struct sockaddr_in));
            got = recvmmsg(fd, io->rx, (unsigned int)batch, MSG_DONTWAIT, NULL);
            if (got < 0) {
                if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR &&
                    errno != ECONNREFUSED) {
                    err = errno;
                    break;
                }
                got = 0;
            }
        }
        int np = io_split(c, io, fd, got, gro);
        if (np >= 0 && io->nlanes) np = lanes_take(io, np);
        if (np < 0) {
            err = ENOMEM;
            break;
        }
        if (np == 0) continue;
        pthread_mutex_lock(&c->mu);
        int rc = run_batch(c, &io->out, io->pkts, (size_t)np, now_us(), 0);
        pthread_mutex_unlock(&c->mu);
        lanes_release(io);
        if (rc < 0) {
            err = ENOMEM;
            break;
        }
        total += np;
        if ((err = io_send(c, io, fd, gso)) != 0) break;
        if (max_batches && ++batches >= max_batches) break;
    }
    Py_END_ALLOW_THREADS;
    return serve_done(c, err, total);
#else
    PyErr_SetString(PyExc_NotImplementedError, "the native I/O loop needs Linux");
    return NULL;
#endif
}

static PyObject *Core_cpu_pending(Core *c, PyObject *unused) {
    return PyBool_FromLong(c->cpu_pending);
}

static PyObject *Core_tables_version(Core *c, PyObject *unused) {
    return PyLong_FromUnsignedLongLong(__atomic_load_n(&c->tables_version, __ATOMIC_SEQ_CST));
}
