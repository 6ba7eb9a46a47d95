"""Parsing and printing of sizes and rates."""

from __future__ import annotations

_SUFFIX = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30}


def parse_count(text: str) -> int:
    """``"64M"`` -> 67108864 (binary multiples), ``"1000"`` -> 1000."""
    t = text.strip().upper()
    suffix = t[-1] if t and t[-1] in _SUFFIX else ""
    number = t[: len(t) - len(suffix)]
    try:
        value = float(number) * _SUFFIX[suffix]
    except ValueError:  # from None: float()'s complaint is about the text quoted here
        raise ValueError(f"not a count: {text!r} (use e.g. 1000, 64K, 64M)") from None
    if value < 1 or value != int(value):
        raise ValueError(f"not a positive whole count: {text!r}")
    return int(value)


def si(value: float, unit: str = "") -> str:
    """``2.41e9`` -> ``"2.41 G"`` + unit."""
    for factor, prefix in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(value) >= factor:
            return f"{value / factor:.3g} {prefix}{unit}"
    return f"{value:.3g} {unit}".rstrip()
