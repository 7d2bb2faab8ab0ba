"""'the Ehemaliges Jesuitenkolleg', 'the Anglistisches Seminar': an unnamed place said by what the map writes of it
where a name would stand - its description or its house name.

The name search finds no place of that name. When exactly one feature carries every word said, in a row, in one of
`VALUE_KEYS`, that feature is the place meant; several, or none, and the name stays unfound (a guess among them would
be a confident wrong answer).
"""

from __future__ import annotations

import re

from georeact.tools.base import ToolContext, memoised
from georeact.tools.handles import Handle
from georeact.tools.place_search import PlaceMatch, _letters

# the keys whose value people say as if it were the place's name, and how the answer says the match
VALUE_KEYS = {"description": "the place the map describes as {value!r}",
              "addr:housename": "the building whose house name is {value!r}"}
TABLES = ("pois", "parks", "lakes")   # the tables that keep their rows' tags
_MIN_LETTERS = 6   # shorter phrases are words many descriptions share ('Bar', 'Haus')
_LEADING_THE = re.compile(r"^the\s+", re.IGNORECASE)


def known_by_value(ctx: ToolContext, name: str) -> PlaceMatch | None:
    """The one feature whose description or house name carries the words of `name` in a row; None otherwise."""
    said = _LEADING_THE.sub("", name.strip())
    words = _letters(said)
    if len(words.replace(" ", "")) < _MIN_LETTERS:
        return None
    return memoised(("known by value", ctx.profile.name, words), lambda: _the_one(ctx, said, words))


def _the_one(ctx: ToolContext, said: str, words: str) -> PlaceMatch | None:
    found: list[tuple[str, str, tuple]] = []
    for table in TABLES:
        if table not in ctx.profile.tables:
            continue
        spec = ctx.profile.table(table)
        geog = spec.geography
        for key in VALUE_KEYS:
            rows = ctx.db.query(
                f"SELECT t.id, t.{spec.name_column}::text, GeometryType(({geog})::geometry), "
                f"ST_Y(ST_Centroid(({geog})::geometry)), ST_X(ST_Centroid(({geog})::geometry)), t.osm_type, t.osm_id, "
                f"t.tags->>%s FROM {spec.relation} t WHERE t.tags->>%s ILIKE %s LIMIT 20",
                [key, key, f"%{said}%"], max_rows=20).rows
            found += [(table, key, row) for row in rows if f" {words} " in f" {_letters(row[-1])} "]
    if len(found) != 1:
        return None
    table, key, (row_id, row_name, gtype, lat, lon, osm_type, osm_id, value) = found[0]
    return PlaceMatch(handle=str(Handle.row(table, row_id)), table=table, id=row_id, osm_type=str(osm_type),
                      osm_id=int(osm_id), name=row_name or value, lat=lat, lon=lon, geometry_type=gtype,
                      confidence=0.9, match="exact", matched_on=VALUE_KEYS[key].format(value=value))
