"""Length and area units: conversions to metres / square metres and parsing of distance phrases."""

from __future__ import annotations

import re

METRES_PER: dict[str, float] = {
    "m": 1.0, "metre": 1.0, "meter": 1.0, "metres": 1.0, "meters": 1.0,
    "km": 1000.0, "kilometre": 1000.0, "kilometer": 1000.0, "kilometres": 1000.0, "kilometers": 1000.0, "kms": 1000.0,
    "mi": 1609.344, "mile": 1609.344, "miles": 1609.344,
    "ft": 0.3048, "foot": 0.3048, "feet": 0.3048,
    "yd": 0.9144, "yard": 0.9144, "yards": 0.9144,
    "nmi": 1852.0, "nautical mile": 1852.0, "nautical miles": 1852.0,
}

SQUARE_METRES_PER: dict[str, float] = {
    "m2": 1.0, "sq m": 1.0, "square metre": 1.0, "square meter": 1.0, "square metres": 1.0, "square meters": 1.0,
    "km2": 1e6, "sq km": 1e6, "square kilometre": 1e6, "square kilometer": 1e6,
    "square kilometres": 1e6, "square kilometers": 1e6,
    "ha": 1e4, "hectare": 1e4, "hectares": 1e4,
    "acre": 4046.8564224, "acres": 4046.8564224, "ac": 4046.8564224,
    "sq mi": 2589988.110336, "mi2": 2589988.110336, "square mile": 2589988.110336, "square miles": 2589988.110336,
    "sq ft": 0.09290304, "ft2": 0.09290304, "square foot": 0.09290304, "square feet": 0.09290304,
}


def _unit_key(unit: str) -> str:
    u = unit.strip().lower().replace("²", "2").replace("^2", "2").replace(".", "")
    u = re.sub(r"\s+", " ", u)
    u = re.sub(r"^(square|sq)\b\s*", "sq ", u)
    return re.sub(r"^(k?m|mi|ft)2$", r"sq \1", u)   # km2 -> sq km


_AREA_KEYS: dict[str, float] = {_unit_key(name): factor for name, factor in SQUARE_METRES_PER.items()}


def to_metres(value: float, unit: str) -> float:
    """`value` in `unit` (m, km, mi, ft, yd, nmi and their spelled-out forms) as metres."""
    key = _unit_key(unit)
    if key not in METRES_PER:
        raise ValueError(f"unknown length unit {unit!r}; use m, km or mi")
    return float(value) * METRES_PER[key]


def to_square_metres(value: float, unit: str) -> float:
    """`value` in `unit` (m², km², ha, acres, sq mi, sq ft) as square metres."""
    key = _unit_key(unit)
    if key not in _AREA_KEYS:
        raise ValueError(f"unknown area unit {unit!r}; use m2, km2, ha, acres or sq mi")
    return float(value) * _AREA_KEYS[key]


def from_metres(metres: float, unit: str) -> float:
    return metres / to_metres(1.0, unit)


def from_square_metres(square_metres: float, unit: str) -> float:
    return square_metres / to_square_metres(1.0, unit)


_LENGTH_UNITS = sorted(METRES_PER, key=len, reverse=True)  # longest first so "miles" wins over "mi"
_DISTANCE = re.compile(
    r"(?<![\w.,])(\d+(?:[.,]\d+)?|\.\d+)\s*(" + "|".join(re.escape(u) for u in _LENGTH_UNITS) + r")\b",
    re.IGNORECASE,
)


# Spelled-out amounts, only before a spelled-out unit ("half a kilometre", "five hundred metres", "a mile"): an
# abbreviation after a word ("a m") is no distance.
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                "ten": 10, "fifteen": 15, "twenty": 20, "fifty": 50}
SPELLED_AMOUNTS = {"half a": 0.5, "half an": 0.5, "a half": 0.5, "a quarter of a": 0.25, "quarter of a": 0.25,
                    "a quarter of an": 0.25, "quarter of an": 0.25, "three quarters of a": 0.75,
                    "three quarters of an": 0.75, "a quarter": 0.25, "a": 1, "an": 1, **NUMBER_WORDS,
                    **{f"{word} and a half": n + 0.5 for word, n in NUMBER_WORDS.items()}}   # ('three and a half km')
# ('a km', 'half a km': a kilometre's abbreviation is no word of its own, unlike 'a m' or 'a mi')
_SPELLED_UNITS = [u for u in _LENGTH_UNITS if len(u) > 3 or u in ("km", "kms")]
_SPELLED = re.compile(
    r"\b(?:(?P<hundreds>a|one|two|three|four|five|six|seven|eight|nine)\s+hundred|(?P<digits>\d+)\s+and\s+a\s+half|(?P<amount>"
    + "|".join(sorted((re.escape(a) for a in SPELLED_AMOUNTS), key=len, reverse=True))
    + r"))\s+(?P<unit>" + "|".join(re.escape(u) for u in _SPELLED_UNITS) + r")\b(?!-)", re.IGNORECASE)


def _spelled_distance(text: str) -> tuple[float, int, int] | None:
    # a capitalised unit is a name ("Four Mile Old West Town")
    match = next((m for m in _SPELLED.finditer(text) if m.group("unit").islower()), None)
    if not match:
        return None
    if match.group("hundreds"):
        amount = 100.0 * SPELLED_AMOUNTS[match.group("hundreds").lower()]
    elif match.group("digits"):   # '2 and a half km'
        amount = int(match.group("digits")) + 0.5
    else:
        amount = float(SPELLED_AMOUNTS[re.sub(r"\s+", " ", match.group("amount").lower())])
    return to_metres(amount, match.group("unit")), match.start(), match.end()


def find_distance(text: str | None) -> tuple[float, int, int] | None:
    """The first distance in `text` as (metres, start, end of its span), else None."""
    match = _DISTANCE.search(text) if text else None
    spelled = _spelled_distance(text) if text else None
    if spelled and (not match or spelled[1] <= match.start()):
        return spelled
    if not match:
        return None
    number, unit = match.groups()
    # A comma is a decimal separator here ("2,5 km"); thousands separators ("1,000 m") are rare in questions
    # and a three-digit group after the comma is treated as thousands.
    if "," in number:
        whole, frac = number.split(",")
        number = whole + frac if len(frac) == 3 else f"{whole}.{frac}"
    return to_metres(float(number), unit), match.start(), match.end()


def parse_distance(text: str | None) -> float | None:
    """The first distance in `text` as metres: '2 km', '1.5 miles', '500m', '2,5 km', '0.5 mi' (else None)."""
    found = find_distance(text)
    return found[0] if found else None


def format_distance(metres: float) -> str:
    return f"{metres / 1000:.2f} km" if metres >= 1000 else f"{metres:.0f} m"


def format_area(square_metres: float) -> str:
    if square_metres >= 1e6:
        return f"{square_metres / 1e6:.3f} km²"
    if square_metres >= 1e4:
        return f"{square_metres / 1e4:.2f} ha"
    return f"{square_metres:,.0f} m²"
