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
from georeact.tools.place_search import PlaceMatch, _letters, find_places

# the keys whose value people say as if it were the place's name, and how the answer says the match
VALUE_KEYS = {"description": "the place the map describes as {value!r}",
              "addr:housename": "the building whose house name is {value!r}"}
TABLES = ("pois", "parks", "lakes")   # the tables that keep their rows' tags
_MIN_LETTERS = 6   # shorter phrases are words many descriptions share ('Bar', 'Haus')
_REST_WORDS = 2   # the lower-case words after the capitalised ones: what the place is ('fraternity house')
_LEADING_THE = re.compile(r"^the\s+", re.IGNORECASE)


def known_by_value(ctx: ToolContext, name: str) -> PlaceMatch | None:
    """The one feature whose description or house name carries the words of `name` in a row; None otherwise."""
    said = _LEADING_THE.sub("", name.strip())
    core = _capitalised_core(said)
    if core is not None and any(not m.approximate for m in find_places(ctx, core, limit=3)):
        core = None   # a name of its own ('Singapore data ...'): no place described by it
    for words in (said, core):   # 'the Afrania fraternity house': the words only a name has
        if words and len(_letters(words).replace(" ", "")) >= _MIN_LETTERS and \
                (found := memoised(("known by value", ctx.profile.name, _letters(words)),
                                   lambda: _the_one(ctx, words, _letters(words)))) is not None:
            return found
    return None


def _capitalised_core(said: str) -> str | None:
    """The capitalised words of a name followed only by lower-case ones ('Afrania' of 'Afrania fraternity house');
    None when there is no such split."""
    words = said.split()
    core = [w for w in words if w[:1].isupper()]
    if not core or len(core) == len(words) or words[:len(core)] != core or len(words) - len(core) > _REST_WORDS:
        return None
    return " ".join(core)


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
