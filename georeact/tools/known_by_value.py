"""'the Ehemaliges Jesuitenkolleg', 'the Anglistisches Seminar': an unnamed place said by what the map writes of it
where a name would stand - its description or its house name.

Tried only when the name search found nothing that may stand for the name (not even an approximate match). When
exactly one feature carries every word said, in a row, in one of `VALUE_KEYS`, that feature is the place meant;
several, or none, and the name stays unfound (a guess among them would be a confident wrong answer). The name's
capitalised words before a lower-case kind ('the Afrania fraternity house') are tried too, unless they are a name of
their own. One statement over every table that keeps its rows' tags, for the name and those words at once.
"""

from __future__ import annotations

import re

from georeact.reading.features import lookup
from georeact.tools.base import ToolContext, memoised
from georeact.tools.handles import Handle
from georeact.tools.place_search import PlaceMatch, _letters, find_places

# the keys whose value people say as if it were the place's name, and how the answer says the match
VALUE_KEYS = {"description": "the place the map describes as {value!r}",
              "addr:housename": "the building whose house name is {value!r}"}
TABLES = ("pois", "parks", "lakes")   # the tables that keep their rows' tags
HOLDERS = 20       # rows read per phrase: more than one is already no answer
_MIN_LETTERS = 6   # shorter phrases are words many descriptions share ('Bar', 'Haus')
_REST_WORDS = 2    # the lower-case words after the capitalised ones: what the place is ('fraternity house')
_LEADING_THE = re.compile(r"^the\s+", re.IGNORECASE)


def known_by_value(ctx: ToolContext, name: str) -> PlaceMatch | None:
    """The one feature whose description or house name carries the words of `name` in a row (or of its capitalised
    words before a lower-case kind); None otherwise."""
    said = _LEADING_THE.sub("", name.strip())
    if not any(word[:1].isupper() for word in said.split()) or lookup(said) is not None:
        return None   # 'the museum': a kind of place (the_only's), never a description's word
    phrases = [p for p in dict.fromkeys([said, _capitalised_core(said)])
               if p and len(_letters(p).replace(" ", "")) >= _MIN_LETTERS]
    if not phrases:
        return None
    holders = memoised(("known by value", ctx.profile.name, tuple(phrases)), lambda: _holders(ctx, phrases))
    for phrase in phrases:
        found = holders.get(phrase, [])
        if len(found) != 1:
            continue
        if phrase != said and any(not m.approximate for m in find_places(ctx, phrase, limit=3)):
            continue   # a name of its own ('Singapore data ...'): no place described by it
        return found[0]
    return None


def _capitalised_core(said: str) -> str | None:
    """The capitalised words of a name followed only by a few lower-case ones ('Afrania' of 'Afrania fraternity
    house'); None when there is no such split."""
    words = said.split()
    core = [w for w in words if w[:1].isupper()]
    if not core or len(core) == len(words) or words[:len(core)] != core or len(words) - len(core) > _REST_WORDS:
        return None
    return " ".join(core)


def _holders(ctx: ToolContext, phrases: list[str]) -> dict[str, list[PlaceMatch]]:
    """For each phrase, the features whose value carries its words in a row (up to HOLDERS read)."""
    branches, params = [], []
    for table in TABLES:
        if table not in ctx.profile.tables:
            continue
        spec = ctx.profile.table(table)
        geog = spec.geography
        for key in VALUE_KEYS:
            for i, phrase in enumerate(phrases):
                branches.append(
                    f"(SELECT {i} AS phrase, %s::text AS tbl, %s::text AS key, t.id, t.{spec.name_column}::text, "
                    f"GeometryType(({geog})::geometry), ST_Y(ST_Centroid(({geog})::geometry)), "
                    f"ST_X(ST_Centroid(({geog})::geometry)), t.osm_type, t.osm_id, t.tags->>%s "
                    f"FROM {spec.relation} t WHERE t.tags->>%s ILIKE %s LIMIT {HOLDERS})")
                params += [table, key, key, key, f"%{phrase}%"]
    if not branches:
        return {}
    rows = ctx.db.query(" UNION ALL ".join(branches), params, max_rows=HOLDERS * len(branches)).rows
    holders: dict[str, list[PlaceMatch]] = {}
    for index, table, key, row_id, row_name, gtype, lat, lon, osm_type, osm_id, value in rows:
        phrase = phrases[index]
        if f" {_letters(phrase)} " not in f" {_letters(value)} ":
            continue
        holders.setdefault(phrase, []).append(PlaceMatch(
            handle=str(Handle.row(table, row_id)), table=table, id=row_id, osm_type=str(osm_type),
            osm_id=int(osm_id), name=row_name or value, lat=lat, lon=lon, geometry_type=gtype, confidence=0.9,
            match="exact", matched_on=VALUE_KEYS[key].format(value=value)))
    return holders
