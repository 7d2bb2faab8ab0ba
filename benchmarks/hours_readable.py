"""How many opening-hours values of the loaded data the reader can read: as tagged, after the tag's common slips,
as a sign is written (georeact/geo/loose_hours.py), or not at all (listed, so a person sees what stays unknown).

    .venv/bin/python benchmarks/hours_readable.py            # the database GEOREACT_HOME / GEOREACT_DB_PORT name
"""

from __future__ import annotations

import collections

import opening_hours

from georeact.config import get_settings
from georeact.db.session import Database
from georeact.geo.hours import readings

_VALUES = """SELECT source, tags->>'opening_hours' FROM pois WHERE tags ? 'opening_hours'
             UNION ALL SELECT source, tags->>'opening_hours' FROM parks WHERE tags ? 'opening_hours'"""


def _parses(value: str) -> bool:
    try:
        opening_hours.OpeningHours(value)
        return True
    except Exception:   # the parser's errors, and anything a malformed value raises
        return False


def how_read(value: str) -> str:
    """The first of the reader's ways (georeact/geo/hours.readings) that parses, else 'unread'."""
    return next((way for way, written in readings(value.strip()) if _parses(written)), "unread")


def main() -> None:
    with Database(get_settings()) as db:
        rows = db.query(_VALUES, max_rows=1_000_000).rows
    ways = collections.Counter()
    unread = []
    for source, value in rows:
        way = how_read(value)
        ways[way] += 1
        if way == "unread":
            unread.append((source, value))
    print(f"{len(rows)} opening-hours values: " + ", ".join(f"{ways[w]} {w}" for w in
                                                           ("as tagged", "after a slip", "as a sign", "unread")))
    for source, value in unread:
        print(f"  unread  {source}: {value!r}")


if __name__ == "__main__":
    main()
