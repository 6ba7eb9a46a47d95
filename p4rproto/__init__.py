"""The protocol and what every side of p4reduce shares: the packet format and its
constants (wire), frames, counter names, units, the window rule, batched socket I/O,
the P4 constants generator, the service's and Stratum's .proto files with their
generated code (proto) and the P4Runtime model (p4runtime).  It imports nothing of
the project (docs/architecture.md, floor 0)."""
