"""p4reduce: in-network all-reduce.  This package holds what every part shares: the wire
protocol (:mod:`p4rproto.wire`), counters, batched UDP I/O, the numpy reference, the demo,
the benchmarks and the ``p4reduce`` command line."""

__version__ = "0.1.0"
