"""Benchmarks behind ``p4reduce bench``: they print figures, they assert nothing."""
