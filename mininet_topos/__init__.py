"""Mininet topologies, switch nodes (BMv2 and the software switch) and the ``emu`` runner."""
