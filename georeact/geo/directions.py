"""Compass directions: the 8 GS-QA sectors, parsing of direction phrases, angle arithmetic.

Convention (GS-QA, generator.py): an azimuth is degrees clockwise from north in [0, 360) as returned by
`degrees(ST_Azimuth(a, b))`; the 8 sectors are 45 degrees wide and *centred* on N, NE, E, ... so north is
[337.5, 22.5) (it wraps around 0), northeast [22.5, 67.5), and so on. Lower bound inclusive, upper exclusive.
"""

from __future__ import annotations

import re

COMPASS: list[str] = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"]
SECTOR_WIDTH = 45.0
ABBREVIATIONS: dict[str, str] = {
    "n": "north", "ne": "northeast", "e": "east", "se": "southeast",
    "s": "south", "sw": "southwest", "w": "west", "nw": "northwest",
    "nne": "north", "ene": "east", "ese": "east", "sse": "south",   # 16-point names fold to the nearest 8-point
    "ssw": "south", "wsw": "west", "wnw": "west", "nnw": "north",
}
CENTRES: dict[str, float] = {name: index * SECTOR_WIDTH for index, name in enumerate(COMPASS)}

# Words that may surround a direction in a question ("to the south of", "north-eastern part of", "due west").
_FILLER = re.compile(r"\b(to|towards?|on|at|the|of|from|in|due|direction|part|side|ward|wards|ern|erly|bound|heading|going)\b")


def normalize_direction(text: str | None) -> str | None:
    """'N', 'north-east', 'North East', 'northern', 'to the south of', 'southwestern' -> a COMPASS name (or None)."""
    if not text:
        return None
    s = text.strip().lower()
    if s in ABBREVIATIONS:
        return ABBREVIATIONS[s]
    s = re.sub(r"[-_\s]+", " ", s)
    # adjective / adverb forms: northern, north-eastern, northerly, northward(s), eastbound
    s = re.sub(r"(north|south|east|west)(ern|erly|wards?|bound)\b", r"\1", s)
    s = _FILLER.sub(" ", s)
    s = re.sub(r"[^a-z]", "", s)
    if s in ABBREVIATIONS:
        return ABBREVIATIONS[s]
    if s in CENTRES:
        return s
    # "eastnorth" and similar permutations are not directions; reject anything else too
    return None


def _require(direction: str) -> str:
    name = normalize_direction(direction)
    if name is None:
        raise ValueError(f"unknown direction {direction!r}; use one of {', '.join(COMPASS)}")
    return name


def normalize_azimuth(degrees: float) -> float:
    return degrees % 360.0


def sector_of(azimuth_deg: float) -> str:
    """The 8-point compass name of an azimuth (degrees clockwise from north)."""
    index = int(((normalize_azimuth(azimuth_deg) + SECTOR_WIDTH / 2) % 360.0) // SECTOR_WIDTH)
    return COMPASS[index]


def sector_bounds(direction: str, width: float = SECTOR_WIDTH) -> tuple[float, float]:
    """(lo, hi) of a direction's sector in [0, 360); lo > hi for north (the sector wraps through 0).

    The default width is GS-QA's 45 degrees; MapQA's "north of" uses 90-degree sectors."""
    centre = CENTRES[_require(direction)]
    return normalize_azimuth(centre - width / 2), normalize_azimuth(centre + width / 2)


def in_sector(azimuth_deg: float, direction: str, width: float = SECTOR_WIDTH) -> bool:
    lo, hi = sector_bounds(direction, width)
    a = normalize_azimuth(azimuth_deg)
    return lo <= a < hi if lo < hi else (a >= lo or a < hi)


def angular_difference(a: float, b: float) -> float:
    """Smallest absolute difference between two bearings, in [0, 180]."""
    d = abs(normalize_azimuth(a) - normalize_azimuth(b))
    return 360.0 - d if d > 180.0 else d


def opposite(direction: str) -> str:
    return COMPASS[(COMPASS.index(_require(direction)) + 4) % 8]
