/* Part of softswitch/_native.c (one compile unit, included there):
 * the Python type: buffers, tables, control plane, process(). */

/* -- Python: buffers ----------------------------------------------------------------- */
static void lock_core(Core *c) {
    if (pthread_mutex_trylock(&c->mu) != 0) {
        Py_BEGIN_ALLOW_THREADS pthread_mutex_lock(&c->mu);
        Py_END_ALLOW_THREADS
    }
}

static int get_buf(PyObject *obj, Py_buffer *view, Py_ssize_t itemsize, Py_ssize_t count,
                   int writable, const char *what) {
    int flags = PyBUF_C_CONTIGUOUS | (writable ? PyBUF_WRITABLE : 0);
    if (PyObject_GetBuffer(obj, view, flags) < 0) return -1;
    if (view->len != itemsize * count) {
        PyErr_Format(PyExc_ValueError, "%s: expected %zd bytes, got %zd", what, itemsize * count,
                     view->len);
        PyBuffer_Release(view);
        return -1;
    }
    return 0;
}

#ifdef P4R_IO
static void portio_free(struct PortIo *p); /* _native_ports.c */
static void lanes_free(Io *io);            /* _native_lanes.c */
#endif

static void Core_dealloc(Core *c) {
    if (c->have_bufs)
        for (int i = 0; i < B_COUNT_BUFS; i++) PyBuffer_Release(&c->bufs[i]);
    tables_free(&c->t);
    out_free(&c->pyout);
#ifdef P4R_IO
    Io *io = &c->io;
    free(io->rbuf);
    free(io->rx);
    free(io->riov);
    free(io->raddr);
    free(io->rctl);
    free(io->pkts);
    out_free(&io->out);
    free(io->tx);
    free(io->tiov);
    free(io->taddr);
    free(io->tctl);
    free(io->sortbuf);
    lanes_free(io);
    portio_free(c->pio);
#endif
    for (CpuPkt *q = c->cpu_head; q;) {
        CpuPkt *next = q->next;
        free(q);
        q = next;
    }
    free(c->wave_epoch);
    free(c->wave_cnt);
    pthread_mutex_destroy(&c->mu);
    pthread_mutex_destroy(&c->cpu_mu);
    Py_TYPE(c)->tp_free((PyObject *)c);
}

/* Core(num_slots, elems, buffers): buffers in the order of the B_* enum. */
static int Core_init(Core *c, PyObject *args, PyObject *kw) {
    PyObject *seq;
    long long slots, elems;
    static char *names[] = {"num_slots", "elems", "buffers", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kw, "LLO", names, &slots, &elems, &seq)) return -1;
    if (c->have_bufs) {
        PyErr_SetString(PyExc_RuntimeError, "Core is initialized once");
        return -1;
    }
    /* Rows are 24 + 4K bytes and hold every answer: a JOIN_ACK's 3 words need K >= 3. */
    if (slots < 1 || slots > (1 << 16) || elems < P4R_JOIN_ACK_WORDS || elems > 16384) {
        PyErr_SetString(PyExc_ValueError, "num_slots must be 1..65536 and elems 3..16384");
        return -1;
    }
    PyObject *fast = PySequence_Fast(seq, "buffers must be a sequence");
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != B_COUNT_BUFS) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "expected %d buffers", B_COUNT_BUFS);
        return -1;
    }
    Py_ssize_t sets = (Py_ssize_t)slots * 2;
    const struct {
        Py_ssize_t item, count;
        const char *what;
    } spec[B_COUNT_BUFS] = {
        {8, sets, "bitmap"},
        {8, sets, "count"},
        {4, sets, "seq"},
        {1, sets, "exponent"},
        {1, sets, "overflow"},
        {1, sets, "poison"},
        {4, sets * (Py_ssize_t)elems, "values"},
        {8, P4R_NUM_COUNTERS, "counters"},
        {8, WORKER_ENTRIES, "worker_packets"},
        {8, WORKER_ENTRIES, "worker_retransmits"},
        {8, JOB_IDS, "job_packets"},
        {4, WORKER_ENTRIES, "joined_session"},
        {4, WORKER_ENTRIES, "joined_nonce"},
        {8, WORKER_ENTRIES, "nack_at"},
        {1, sets, "final"},
    };
    int i;
    for (i = 0; i < B_COUNT_BUFS; i++) {
        if (get_buf(PySequence_Fast_GET_ITEM(fast, i), &c->bufs[i], spec[i].item, spec[i].count, 1,
                    spec[i].what) < 0)
            break;
    }
    Py_DECREF(fast);
    if (i < B_COUNT_BUFS) {
        while (i-- > 0) PyBuffer_Release(&c->bufs[i]);
        return -1;
    }
    c->have_bufs = 1;
    c->num_slots = slots;
    c->elems = elems;
    c->bitmap = c->bufs[B_BITMAP].buf;
    c->count = c->bufs[B_COUNT].buf;
    c->seq = c->bufs[B_SEQ].buf;
    c->exponent = c->bufs[B_EXPONENT].buf;
    c->overflow = c->bufs[B_OVERFLOW].buf;
    c->poison = c->bufs[B_POISON].buf;
    c->values = c->bufs[B_VALUES].buf;
    c->counters = c->bufs[B_COUNTERS].buf;
    c->worker_packets = c->bufs[B_WORKER_PACKETS].buf;
    c->worker_retransmits = c->bufs[B_WORKER_RETRANSMITS].buf;
    c->job_packets = c->bufs[B_JOB_PACKETS].buf;
    c->joined_session = c->bufs[B_JOINED_SESSION].buf;
    c->joined_nonce = c->bufs[B_JOINED_NONCE].buf;
    c->nack_at = c->bufs[B_NACK_AT].buf;
    c->final = c->bufs[B_FINAL].buf;
    c->wave_epoch = calloc((size_t)sets, sizeof(uint32_t));
    c->wave_cnt = calloc((size_t)sets, sizeof(uint32_t));
    c->t.job_row = calloc(JOB_IDS, sizeof(int32_t));
    c->t.rows = 1;
    c->t.slot_base = calloc(1, sizeof(int64_t));
    c->t.slot_count = calloc(1, sizeof(int64_t));
    c->t.num_workers = calloc(1, sizeof(int64_t));
    c->t.fanout = calloc(1, sizeof(int64_t));
    c->t.session = calloc(1, sizeof(uint32_t));
    c->t.dest_rank = calloc(P4R_MAX_WORKERS, sizeof(int64_t));
    c->t.dest_ip = calloc(P4R_MAX_WORKERS, sizeof(uint32_t));
    c->t.dest_port = calloc(P4R_MAX_WORKERS, sizeof(uint16_t));
    c->t.has_uplink = calloc(1, 1);
    c->t.up_ip = calloc(1, sizeof(uint32_t));
    c->t.up_session = calloc(1, sizeof(uint32_t));
    c->t.up_port = calloc(1, sizeof(uint16_t));
    c->t.up_job = calloc(1, sizeof(uint16_t));
    c->t.up_rank = calloc(1, sizeof(uint16_t));
    c->t.world_size = calloc(1, sizeof(int64_t));
    c->t.spine_key = calloc(1, sizeof(uint64_t));
    c->t.spine_job = calloc(1, sizeof(int64_t));
    if (!c->wave_epoch || !c->wave_cnt || !c->t.job_row || !c->t.slot_base || !c->t.slot_count ||
        !c->t.num_workers || !c->t.fanout || !c->t.session || !c->t.dest_rank || !c->t.dest_ip ||
        !c->t.dest_port || !c->t.has_uplink || !c->t.up_ip || !c->t.up_session || !c->t.up_port ||
        !c->t.up_job || !c->t.up_rank || !c->t.world_size || !c->t.spine_key || !c->t.spine_job) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static PyObject *Core_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
    Core *c = (Core *)type->tp_alloc(type, 0);
    if (!c) return NULL;
    pthread_mutex_init(&c->mu, NULL);
    pthread_mutex_init(&c->cpu_mu, NULL);
    c->nack_interval_us = 1000;
    return (PyObject *)c;
}

#define NEED_INIT(c)                                                        \
    if (!(c)->have_bufs) {                                                  \
        PyErr_SetString(PyExc_RuntimeError, "Core.__init__ was not called"); \
        return NULL;                                                        \
    }

/* A copy of a C-contiguous buffer of ``count`` items, or NULL with an exception. */
static void *copy_buf(PyObject *obj, Py_ssize_t item, Py_ssize_t count, const char *what) {
    Py_buffer v;
    if (get_buf(obj, &v, item, count, 0, what) < 0) return NULL;
    void *p = malloc((size_t)(item * count) + 1);
    if (!p) {
        PyBuffer_Release(&v);
        PyErr_NoMemory();
        return NULL;
    }
    memcpy(p, v.buf, (size_t)(item * count));
    PyBuffer_Release(&v);
    return p;
}

static int buf_items(PyObject *obj, Py_ssize_t item, Py_ssize_t *count) {
    Py_buffer v;
    if (PyObject_GetBuffer(obj, &v, PyBUF_C_CONTIGUOUS) < 0) return 0;
    *count = v.len / item;
    PyBuffer_Release(&v);
    return 1;
}

/* set_tables(worker_key u64, worker_job i64, worker_rank i64, worker_index i64,
 *            job_row i32[65536], slot_base i64, slot_count i64, num_workers i64,
 *            session u32, fanout i64, dest_rank i64[rows*64], dest_ip u32, dest_port u16,
 *            has_uplink bool, up_ip u32, up_port u16, up_job u16, up_rank u16,
 *            up_session u32, world_size i64, spine_key u64, spine_job i64):
 * the arrays of Tables._rebuild, copied in. */
static PyObject *Core_set_tables(Core *c, PyObject *args) {
    NEED_INIT(c);
    PyObject *a[22];
    if (!PyArg_ParseTuple(args, "OOOOOOOOOOOOOOOOOOOOOO", &a[0], &a[1], &a[2], &a[3], &a[4],
                          &a[5], &a[6], &a[7], &a[8], &a[9], &a[10], &a[11], &a[12], &a[13],
                          &a[14], &a[15], &a[16], &a[17], &a[18], &a[19], &a[20], &a[21]))
        return NULL;
    Py_ssize_t nw, rows, nsp;
    if (!buf_items(a[0], 8, &nw) || !buf_items(a[5], 8, &rows) || !buf_items(a[20], 8, &nsp))
        return NULL;
    if (rows < 1) {
        PyErr_SetString(PyExc_ValueError, "tables need row 0");
        return NULL;
    }
    Tables t = {0};
    t.nw = (size_t)nw;
    t.rows = (size_t)rows;
    Py_ssize_t dests = rows * P4R_MAX_WORKERS;
    if (!(t.wkey = copy_buf(a[0], 8, nw, "worker_key")) ||
        !(t.wjob = copy_buf(a[1], 8, nw, "worker_job")) ||
        !(t.wrank = copy_buf(a[2], 8, nw, "worker_rank")) ||
        !(t.widx = copy_buf(a[3], 8, nw, "worker_index")) ||
        !(t.job_row = copy_buf(a[4], 4, JOB_IDS, "job_row")) ||
        !(t.slot_base = copy_buf(a[5], 8, rows, "slot_base")) ||
        !(t.slot_count = copy_buf(a[6], 8, rows, "slot_count")) ||
        !(t.num_workers = copy_buf(a[7], 8, rows, "num_workers")) ||
        !(t.session = copy_buf(a[8], 4, rows, "session")) ||
        !(t.fanout = copy_buf(a[9], 8, rows, "fanout")) ||
        !(t.dest_rank = copy_buf(a[10], 8, dests, "dest_rank")) ||
        !(t.dest_ip = copy_buf(a[11], 4, dests, "dest_ip")) ||
        !(t.dest_port = copy_buf(a[12], 2, dests, "dest_port")) ||
        !(t.has_uplink = copy_buf(a[13], 1, rows, "has_uplink")) ||
        !(t.up_ip = copy_buf(a[14], 4, rows, "up_ip")) ||
        !(t.up_port = copy_buf(a[15], 2, rows, "up_port")) ||
        !(t.up_job = copy_buf(a[16], 2, rows, "up_job")) ||
        !(t.up_rank = copy_buf(a[17], 2, rows, "up_rank")) ||
        !(t.up_session = copy_buf(a[18], 4, rows, "up_session")) ||
        !(t.world_size = copy_buf(a[19], 8, rows, "world_size")) ||
        !(t.spine_key = copy_buf(a[20], 8, nsp, "spine_key")) ||
        !(t.spine_job = copy_buf(a[21], 8, nsp, "spine_job"))) {
        tables_free(&t);
        return NULL;
    }
    t.nsp = (size_t)nsp;
    for (size_t j = 0; j < t.nsp; j++)
        if (t.spine_job[j] < 0 || t.spine_job[j] >= JOB_IDS) {
            tables_free(&t);
            PyErr_SetString(PyExc_ValueError, "spines table: a job id out of range");
            return NULL;
        }
    /* What the lookups index with must stay in bounds, whatever was written. */
    for (size_t i = 0; i < t.nw; i++)
        if (t.widx[i] < 0 || t.widx[i] >= WORKER_ENTRIES || t.wjob[i] < 0 || t.wrank[i] < 0) {
            tables_free(&t);
            PyErr_SetString(PyExc_ValueError, "worker table: index, job or rank out of range");
            return NULL;
        }
    for (size_t j = 0; j < JOB_IDS; j++)
        if (t.job_row[j] < 0 || (size_t)t.job_row[j] >= t.rows) {
            tables_free(&t);
            PyErr_SetString(PyExc_ValueError, "job_row points past the job rows");
            return NULL;
        }
    for (size_t r = 0; r < t.rows; r++)
        if (t.fanout[r] < 0 || t.fanout[r] > P4R_MAX_WORKERS || t.slot_base[r] < 0) {
            tables_free(&t);
            PyErr_SetString(PyExc_ValueError, "job rows: fanout or slot base out of range");
            return NULL;
        }
    lock_core(c);
    Tables old = c->t;
    c->t = t;
    __atomic_add_fetch(&c->tables_version, 1, __ATOMIC_SEQ_CST);
    pthread_mutex_unlock(&c->mu);
    tables_free(&old);
    Py_RETURN_NONE;
}

static PyObject *Core_reset_slots(Core *c, PyObject *args) {
    NEED_INIT(c);
    long long start, stop;
    if (!PyArg_ParseTuple(args, "LL", &start, &stop)) return NULL;
    if (start < 0) start = 0;
    if (stop > c->num_slots) stop = c->num_slots;
    lock_core(c);
    for (long long s = start; s < stop; s++) reset_slot(c, s);
    pthread_mutex_unlock(&c->mu);
    Py_RETURN_NONE;
}

/* configure(nack_interval_us, controller_key or -1) */
static PyObject *Core_configure(Core *c, PyObject *args) {
    NEED_INIT(c);
    long long interval, key;
    if (!PyArg_ParseTuple(args, "LL", &interval, &key)) return NULL;
    lock_core(c);
    c->nack_interval_us = interval;
    c->has_controller = key >= 0;
    c->controller_key = key >= 0 ? (uint64_t)key : 0;
    pthread_mutex_unlock(&c->mu);
    Py_RETURN_NONE;
}

/* set_drop(key, ingress_threshold, egress_threshold): thresholds out of 2^64. */
static PyObject *Core_set_drop(Core *c, PyObject *args) {
    NEED_INIT(c);
    unsigned long long key, tin, teg;
    if (!PyArg_ParseTuple(args, "KKK", &key, &tin, &teg)) return NULL;
    lock_core(c);
    c->drop_key = key;
    c->thr_in = tin;
    c->thr_eg = teg;
    pthread_mutex_unlock(&c->mu);
    Py_RETURN_NONE;
}

static PyObject *Core_drop_draws(Core *c, PyObject *unused) {
    return PyLong_FromUnsignedLongLong(c->drop_counter);
}

static PyObject *Core_acquire(Core *c, PyObject *unused) {
    lock_core(c);
    Py_RETURN_NONE;
}

static PyObject *Core_release(Core *c, PyObject *unused) {
    pthread_mutex_unlock(&c->mu);
    Py_RETURN_NONE;
}

/* The kept outputs as (rows, lengths i64, dst_ip u32, dst_port u16) bytearrays; rows
 * are ``row_len`` bytes, zero past the packet. */
static PyObject *outputs(Core *c, Out *o) {
    size_t row_len = P4R_HEADER_BYTES + 4 * (size_t)c->elems, n = o->nkept;
    PyObject *rows = PyByteArray_FromStringAndSize(NULL, (Py_ssize_t)(n * row_len));
    PyObject *lens = PyByteArray_FromStringAndSize(NULL, (Py_ssize_t)(n * 8));
    PyObject *ips = PyByteArray_FromStringAndSize(NULL, (Py_ssize_t)(n * 4));
    PyObject *ports = PyByteArray_FromStringAndSize(NULL, (Py_ssize_t)(n * 2));
    if (!rows || !lens || !ips || !ports) {
        Py_XDECREF(rows);
        Py_XDECREF(lens);
        Py_XDECREF(ips);
        Py_XDECREF(ports);
        return NULL;
    }
    uint8_t *r = (uint8_t *)PyByteArray_AS_STRING(rows);
    int64_t *l = (int64_t *)PyByteArray_AS_STRING(lens);
    uint32_t *ip = (uint32_t *)PyByteArray_AS_STRING(ips);
    uint16_t *pt = (uint16_t *)PyByteArray_AS_STRING(ports);
    for (size_t j = 0; j < n; j++, r += row_len) {
        const Rec *rec = &o->recs[o->kept[j]];
        memcpy(r, rec->hdr, P4R_HEADER_BYTES);
        memcpy(r + P4R_HEADER_BYTES, o->pay + rec->pay_off, rec->pay_len);
        memset(r + P4R_HEADER_BYTES + rec->pay_len, 0, row_len - P4R_HEADER_BYTES - rec->pay_len);
        l[j] = P4R_HEADER_BYTES + rec->pay_len;
        ip[j] = rec->ip;
        pt[j] = rec->port;
    }
    return Py_BuildValue("(NNNN)", rows, lens, ips, ports);
}

/* process(rows, n, length i64[n], src_ip u32[n], src_port u16[n], now_us):
 * rows is a C-contiguous buffer of n rows of equal size. */
static PyObject *Core_process(Core *c, PyObject *args) {
    NEED_INIT(c);
    PyObject *orows, *olen, *oip, *oport;
    Py_ssize_t n;
    long long now;
    int from_cpu = 0;
    if (!PyArg_ParseTuple(args, "OnOOOL|p", &orows, &n, &olen, &oip, &oport, &now, &from_cpu))
        return NULL;
    if (n < 0) {
        PyErr_SetString(PyExc_ValueError, "negative batch");
        return NULL;
    }
    Py_buffer rows, len, ip, port;
    if (PyObject_GetBuffer(orows, &rows, PyBUF_C_CONTIGUOUS) < 0) return NULL;
    size_t stride = n ? (size_t)rows.len / (size_t)n : 0;
    if (n && (stride * (size_t)n != (size_t)rows.len || stride < P4R_HEADER_BYTES)) {
        PyBuffer_Release(&rows);
        PyErr_SetString(PyExc_ValueError, "rows: n rows of at least 24 bytes");
        return NULL;
    }
    if (get_buf(olen, &len, 8, n, 0, "length") < 0) {
        PyBuffer_Release(&rows);
        return NULL;
    }
    if (get_buf(oip, &ip, 4, n, 0, "src_ip") < 0) {
        PyBuffer_Release(&rows);
        PyBuffer_Release(&len);
        return NULL;
    }
    if (get_buf(oport, &port, 2, n, 0, "src_port") < 0) {
        PyBuffer_Release(&rows);
        PyBuffer_Release(&len);
        PyBuffer_Release(&ip);
        return NULL;
    }
    Pkt *pk = malloc(sizeof(Pkt) * (size_t)(n ? n : 1));
    PyObject *result = NULL;
    if (!pk) {
        PyErr_NoMemory();
    } else {
        const int64_t *l = len.buf;
        const uint32_t *sip = ip.buf;
        const uint16_t *sport = port.buf;
        for (Py_ssize_t i = 0; i < n; i++) {
            pk[i].data = (const uint8_t *)rows.buf + (size_t)i * stride;
            pk[i].len = l[i] < 0 ? 0 : l[i] > UINT32_MAX ? UINT32_MAX : (uint32_t)l[i];
            pk[i].avail = (uint32_t)stride;
            pk[i].ip = sip[i];
            pk[i].port = sport[i];
        }
        lock_core(c);
        if (run_batch(c, &c->pyout, pk, (size_t)n, now, from_cpu) < 0)
            PyErr_NoMemory();
        else
            result = outputs(c, &c->pyout);
        pthread_mutex_unlock(&c->mu);
        free(pk);
    }
    PyBuffer_Release(&rows);
    PyBuffer_Release(&len);
    PyBuffer_Release(&ip);
    PyBuffer_Release(&port);
    return result;
}
