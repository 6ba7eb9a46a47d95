/*
 * p4reduce native switch core: the pipeline of softswitch/pipeline.py in C, and a
 * recvmmsg/sendmmsg loop that runs it without the GIL.
 *
 * The numpy pipeline (softswitch/pipeline.py) is the reference model; this file must
 * produce the same packets in the same order, the same counters and the same
 * registers (tests/test_native.py checks it byte for byte).  It processes a batch in
 * arrival order, one packet at a time, in three passes that reproduce the numpy
 * model's grouping:
 *
 *   1. ingress drop, truncation, the header checks up to rejected_length, the worker
 *      table lookup (for the per-worker counter and for NACKs) and every RESET:
 *      the numpy model clears slots before it aggregates anything of the batch;
 *   2. the rest of the admission order, JOINs and the aggregation state machine;
 *   3. NACKs, rate-limited per worker (one clock reading per batch).
 *
 * Each output gets a sort key: RESET_ACKs, then JOIN_ACKs, then aggregation outputs
 * by wave (the occurrence number of the packet's (slot, set) in the batch) and, in a
 * wave, multicast RESULTs, unicast RESULTs, STATUS; then NACKs in arrival order.  A
 * stable counting sort restores that order when sequential processing did not
 * produce it already.  Then the egress drop, one draw per output in that order.
 *
 * Registers, counters and per-worker state live in numpy arrays that the Python
 * wrapper (softswitch/native.py) allocates and hands over; tables are copied in on
 * every change.  Every entry point takes the core's mutex, so that control-plane
 * calls from Python and the I/O loop (which runs without the GIL) never interleave.
 *
 * The drop simulator is the counter-based generator of softswitch/dropsim.py:
 * draw j = splitmix64_mix(key + (j + 1) * 0x9E3779B97F4A7C15); a packet is dropped
 * when its draw is below the threshold floor(rate * 2^64).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#if defined(__linux__)
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include "p4r_lane.h"
#define P4R_IO 1
#define P4R_IO_ENABLED 1
#else
#define P4R_IO_ENABLED 0
#endif

/* The pipeline, by the concerns of softswitch/pipeline.py (one compile unit). */
#include "_native_protocol.h"
#include "_native_dropsim.h"
#include "_native_batch.h"
#include "_native_arith.h"
#include "_native_core.h"
#include "_native_answers.c"
#include "_native_leaf.c"
#include "_native_aggregate.c"
#include "_native_admission.c"
#include "_native_run.c"
#include "_native_python.c"
#ifdef P4R_IO
#include "_native_lanes.c"
#endif
#include "_native_io.c"

#include "_native_ports.c"

static PyMethodDef Core_methods[] = {
    {"set_tables", (PyCFunction)Core_set_tables, METH_VARARGS, "Copy in the tables' arrays."},
    {"reset_slots", (PyCFunction)Core_reset_slots, METH_VARARGS, "Clear slots [start, stop)."},
    {"configure", (PyCFunction)Core_configure, METH_VARARGS,
     "configure(nack_interval_us, controller_key or -1)"},
    {"set_drop", (PyCFunction)Core_set_drop, METH_VARARGS,
     "set_drop(key, ingress_threshold, egress_threshold)"},
    {"drop_draws", (PyCFunction)Core_drop_draws, METH_NOARGS, "Draws taken so far."},
    {"acquire", (PyCFunction)Core_acquire, METH_NOARGS, "Take the core's mutex."},
    {"release", (PyCFunction)Core_release, METH_NOARGS, "Release the core's mutex."},
    {"process", (PyCFunction)Core_process, METH_VARARGS,
     "process(rows, n, length, src_ip, src_port, now_us, from_cpu=False) -> (rows, length, ip, "
     "port)"},
    {"serve", (PyCFunction)Core_serve, METH_VARARGS,
     "serve(fd, stride, batch, gro, gso, timeout_ms, max_batches) -> datagrams"},
    {"take_cpu", (PyCFunction)Core_take_cpu, METH_NOARGS, "CPU-port packets queued by serve."},
    {"cpu_pending", (PyCFunction)Core_cpu_pending, METH_NOARGS, "Whether take_cpu has any."},
    {"interrupt", (PyCFunction)Core_interrupt, METH_NOARGS, "Make serve() return now."},
#ifdef P4R_IO
    {"lane_stats", (PyCFunction)Core_lane_stats, METH_NOARGS,
     "What serve()'s shared-memory lanes did: lanes, attached, refused, received, sent, kicks."},
#endif
    {"tables_version", (PyCFunction)Core_tables_version, METH_NOARGS,
     "set_tables calls so far (serve_ports returns when it changes)."},
#ifdef P4R_IO
    {"set_forwarding", (PyCFunction)Core_set_forwarding, METH_VARARGS,
     "set_forwarding(l2_mac, l2_port, flood, arp_ip, arp_mac, route_ip, route_udp, route_mac, "
     "route_port)"},
    {"learned", (PyCFunction)Core_learned, METH_VARARGS,
     "learned(ip) -> (mac, port) of a sender seen by serve_ports, or None."},
    {"serve_ports", (PyCFunction)Core_serve_ports, METH_VARARGS,
     "serve_ports(fds, port_numbers, switch_ip, switch_mac, udp_port, batch, frame, "
     "tables_version, timeout_ms, max_batches, delays_ns=None, rates_bps=None) -> frames"},
    {"open_xdp", (PyCFunction)Core_open_xdp, METH_VARARGS,
     "open_xdp(interfaces) -> fds of AF_XDP sockets for serve_ports"},
    {"close_xdp", (PyCFunction)Core_close_xdp, METH_NOARGS, "Close open_xdp's sockets."},
    {"xdp_stats", (PyCFunction)Core_xdp_stats, METH_NOARGS,
     "[{interface, native, zerocopy, received, sent, dropped}] of open_xdp's sockets."},
#endif
    {NULL, NULL, 0, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "softswitch._native.Core",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The switch pipeline's state and its batch processor (see softswitch/native.py).",
    .tp_new = Core_new,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_native", "The native core of the p4reduce software switch.", -1, NULL,
};

PyMODINIT_FUNC PyInit__native(void) {
    if (PyType_Ready(&CoreType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    PyObject *names = PyTuple_New(P4R_NUM_COUNTERS);
    if (!names) goto fail;
    for (int i = 0; i < P4R_NUM_COUNTERS; i++) {
        PyObject *s = PyUnicode_FromString(counter_names[i]);
        if (!s) {
            Py_DECREF(names);
            goto fail;
        }
        PyTuple_SET_ITEM(names, i, s);
    }
    if (PyModule_AddObject(m, "COUNTER_NAMES", names) < 0) {
        Py_DECREF(names);
        goto fail;
    }
    if (PyModule_AddIntConstant(m, "IO", P4R_IO_ENABLED) < 0) goto fail;
#ifdef P4R_IO
    if (PyModule_AddIntConstant(m, "XSK_MAX_FRAME", (long)p4r_xsk_max_frame()) < 0) goto fail;
#endif
    Py_INCREF(&CoreType);
    if (PyModule_AddObject(m, "Core", (PyObject *)&CoreType) < 0) {
        Py_DECREF(&CoreType);
        goto fail;
    }
    return m;
fail:
    Py_DECREF(m);
    return NULL;
}
