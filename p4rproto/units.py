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


#: Microseconds per unit of a duration (:func:`parse_micros`).
_TIME_UNITS = {"us": 1.0, "ms": 1e3, "s": 1e6}


def parse_micros(text: str, flag: str = "duration") -> float:
    """``"50us"`` -> 50.0, ``"0.1ms"`` -> 100.0, ``"50"`` -> 50.0 (microseconds); a clear
    error naming ``flag`` otherwise."""
    t = text.strip().lower()
    unit = next((u for u in ("us", "ms", "s") if t.endswith(u)), "")
    try:
        value = float(t[: len(t) - len(unit)]) * _TIME_UNITS.get(unit, 1.0)
    except ValueError:  # from None: float()'s complaint is about the text quoted here
        raise ValueError(f"{flag} {text!r}: not a duration (use e.g. 50us, 0.1ms)") from None
    if not value >= 0 or value == float("inf"):
        raise ValueError(f"{flag} {text!r}: a duration of 0 or more")
    return value


def si(value: float, unit: str = "") -> str:
    """``2.41e9`` -> ``"2.41 G"`` + unit."""
    for factor, prefix in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(value) >= factor:
            return f"{value / factor:.3g} {prefix}{unit}"
    return f"{value:.3g} {unit}".rstrip()
