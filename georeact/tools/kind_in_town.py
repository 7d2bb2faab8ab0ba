"""'Vaduz Cathedral', 'Schaan station', 'the church of Triesen': a kind of place named with the town it is in.

OpenStreetMap names such places in the local language ('Sankt Florin'), so the name search finds only the town,
by trigram, and a distance "from Vaduz Cathedral" would start at the town. What such a name means is the kind of
place in that town: its largest named one inside a town with a boundary, the nearest to a town known as a point.
"""

from __future__ import annotations

import re
from typing import Any

from georeact.errors import GeoReactError
from georeact.reading.data_scope import DATA_OF
from georeact.reading.deterministic import BEFORE_THE_KIND
from georeact.tools.base import ToolContext, Unfound, memoised
from georeact.tools.described import described_kind
from georeact.tools.handles import Handle, row_name
from georeact.tools.known_by_value import known_by_value
from georeact.tools.poi_filter import FeatureError, lookup, resolve
from georeact.tools.place_search import (KIND_WORDS_BEFORE, PlaceMatch, _letters, accepted, find_places, haversine_m, short_by_its_ends,
                                        squash)

CANDIDATES = 20
_LINK = re.compile(r"^(?:the\s+)?(?P<kind>.+?)\s+(?:of|in)\s+(?:the\s+)?$", re.IGNORECASE)


def splits(name: str) -> list[tuple[str, str]]:
    """(town, kind) readings of a name: 'Vaduz Cathedral' -> ('Vaduz', 'Cathedral'), 'the church of Triesen' ->
    ('Triesen', 'church'), "Vaduz's cathedral" -> ('Vaduz', 'cathedral'); only where the kind is a kind of place the
    vocabulary knows."""
    words = name.split()
    found = []
    for cut in range(1, len(words)):
        head, tail = " ".join(words[:cut]), " ".join(words[cut:])
        linked = _LINK.match(head + " ")
        for town, kind in ((head, tail), (tail, linked.group("kind") if linked else head)):
            town = re.sub(r"['’]s$", "", town)   # "Heidelberg's street clock": the street clock in Heidelberg
            if lookup(kind) is not None and lookup(town) is None:
                found.append((town, kind))
    return found


def read_kind(ctx: ToolContext, name: str, matches: list[PlaceMatch], limit: int = 6) -> list[PlaceMatch]:
    """The matches of a name search, with the place of the kind the name names in its town first when the search
    found only approximate matches or none ('Vaduz Cathedral': the cathedral in Vaduz, then the town, then the rest;
    'the Shell station': the station of that brand)."""
    if matches and matches[0].match != "trigram":
        return matches
    if (honoured := kind_for_name(ctx, name)) is not None:   # 'the Stolperstein for Heinrich Fehrentz'
        return [honoured, *[m for m in matches if m.handle != honoured.handle]][:limit]
    if (carrying := kind_named(ctx, name)) is not None:   # 'the Sparkasse ATM': the ATM named Sparkasse
        return [carrying, *[m for m in matches if m.handle != carrying.handle]][:limit]
    if (found := kind_in_town(ctx, name, matches)) is None:
        if any(accepted(m) for m in matches):
            return matches   # a spelling near the name: that place, stated as approximate
        if (part := _PART_SAID.search(name.strip())) is not None and \
                (whole := [m for m in find_places(ctx, name.strip()[:part.start()], limit=limit) if not m.approximate]):
            return whole   # 'the X grounds', 'the X building': X, measured whole
        if (put := _KIND_BEFORE_NAME.match(name.strip())) is not None and \
                (named := [m for m in find_places(ctx, put["name"], limit=limit) if m.match == "exact"]):
            # 'the house X 1', 'the old chapel X': the place of exactly that name (its tags may call it otherwise)
            return [*named, *[m for m in matches if m.handle not in {n.handle for n in named}]][:limit]
        # 'the Ehemaliges Jesuitenkolleg': an unnamed place said by its description or house name
        said = _IN_TOWN.match(name.strip())
        known = known_by_value(ctx, said["name"] if said else name)
        return [known, *[m for m in matches if m.handle != known.handle]][:limit] if known else matches
    meant, town = found   # the town stays on offer
    return [meant, town, *[m for m in matches if m.handle not in (meant.handle, town.handle)]][:limit]


# a kind or a word describing it said before a name ('the house Eastbrook 1'): small words, then the capitalised name
_KIND_BEFORE_NAME = re.compile(r"^(?:the\s+)?(?!.*\b(?:for|to|of|in|at|on|near|by|from|with|and|or|behind|beside|"
                               r"opposite|next|across|past|after|before|around)\s)"   # ('the church for X': another place)
                               rf"{KIND_WORDS_BEFORE}(?P<name>(?-i:[A-Z0-9À-ÖØ-Þ]).*)$")
# a part of a place said after its name, which is the place itself when measured ('the X grounds')
_PART_SAID = re.compile(r"\s+(?-i:grounds|building|site|premises|campus|compound|footprint)$")
# 'the Stolperstein for Heinrich Fehrentz', 'the memorial to X': a kind, then the name the place carries
_FOR_NAME = re.compile(r"^(?:the\s+)?(?P<kind>[^\W\d][\w'’ -]*?)\s+(?:for|to|in memory of|honou?ring)\s+(?P<name>\S.*)$",
                       re.IGNORECASE)

# "Anna Lind's stolperstein", "Captain Smith's memorial": the same, said with the name first
_OWNED = re.compile(r"^(?:the\s+)?(?P<name>[^\W\d].*?)['’]s\s+(?P<kind>[^\W\d][\w'’ -]*)$", re.IGNORECASE)


def kind_for_name(ctx: ToolContext, name: str) -> PlaceMatch | None:
    """The place of the kind said that carries the name said after 'for' or 'to' (or before "'s"), when one place
    of that kind does (as written, or folded); None otherwise."""
    said = _FOR_NAME.match(name.strip()) or _OWNED.match(name.strip())
    if said is None or lookup(said["kind"]) is None:
        return None
    return _the_one_of_kind(ctx, said["name"].strip(), said["kind"].strip(), said_short=True)


def kind_named(ctx: ToolContext, name: str) -> PlaceMatch | None:
    """'the Sparkasse ATM', 'Rite Aid pharmacy', 'the Shell station in Vaduz': the one place of the kind said that
    carries the rest of the name (as written, or folded), else that carries it as its brand or operator (in the town
    said after 'in', if one is); None when no reading of the name has exactly one. Tried before a town's place of a
    kind: 'Sparkasse' is no town, and the ATM nearest a bank named Sparkasse is no answer."""
    said = _IN_TOWN.match(name.strip())
    whole, within = (said["name"], said["town"]) if said else (name, None)
    for carried, kind in splits(re.sub(r"^the\s+", "", whole.strip(), flags=re.IGNORECASE)):
        if (found := _the_one_of_kind(ctx, carried, kind)) is not None or \
                (found := _the_one_carrying(ctx, carried, kind, within)) is not None:
            return found
    return None


# 'the Shell station in Vaduz', 'the DHL parcel box in the Monaco data': the town that scopes a brand
_IN_TOWN = re.compile(r"^(?P<name>.+?)\s+in\s+(?P<town>(?:the\s+)?[^\W\d][\w' -]*)$", re.IGNORECASE)
# the keys a place carries a chain's or an owner's name in ('the Shell station', 'the DHL parcel box')
CARRIER_KEYS = ("brand", "operator")


def _the_one_carrying(ctx: ToolContext, carried: str, kind: str, within: str | None) -> PlaceMatch | None:
    """The one place of `kind` (in `within`, else anywhere loaded) whose brand or operator has the words of `carried`
    in a row; None when none does or several do (a guess among them would be a confident wrong answer)."""
    from georeact.tools.metric.query import feature_query   # the metric package imports this module's caller
    from georeact.tools.poi_filter import bind

    try:
        filters = resolve(ctx, kind).filters
    except FeatureError:
        return None
    words = _letters(carried)
    if not filters or len(words.replace(" ", "")) < 2:
        return None
    carrying: dict[tuple[str, str], list[str]] = {}   # (table, key) -> the values carrying the words, asked once
    for table in dict.fromkeys(flt.table for flt in filters):
        relation = ctx.profile.table(table).relation
        for key in CARRIER_KEYS:
            values = ctx.db.query(f"SELECT DISTINCT tags->>%s FROM {relation} WHERE tags->>%s ILIKE %s",
                                  [key, key, f"%{carried.strip()}%"], max_rows=50).rows
            carrying[(table, key)] = [value for (value,) in values if f" {words} " in f" {_letters(value)} "]
    narrowed = [bind(ctx, flt.model_copy(update={"where": {**flt.where, key: value}}, deep=True))
                for flt in filters for key in CARRIER_KEYS for value in carrying[(flt.table, key)]]
    if not narrowed:
        return None
    scope, where = _scope_of(ctx, within)
    rows = list(dict.fromkeys(feature_query(ctx, narrowed, scope, select="tbl, id, name, gtype, lat, lon",
                                            order="id", limit=CANDIDATES)))
    if len(rows) != 1:
        return None
    return _match_of_row(ctx, rows[0], kind, f"the {kind} of {carried}" + (f" in {where}" if where else ""))


def _the_one_of_kind(ctx: ToolContext, carried: str, kind: str, said_short: bool = False) -> PlaceMatch | None:
    """The place of `kind` named `carried`, when exactly one is; `said_short`: or carrying a name `carried` says by
    its first or last words (a person's: "Anna Lind's stolperstein" of the one for 'Anna Lind geb. Berg')."""
    try:
        filters = resolve(ctx, kind).filters
    except FeatureError:
        return None
    named = [m for m in find_places(ctx, carried, limit=20)
             if m.match != "trigram" and not m.approximate or said_short and short_by_its_ends(carried, m.name)]
    if not filters or not named:
        return None
    of_kind = _of_kind(ctx, named, filters)
    if len(of_kind) != 1:
        return None
    # a reading of the name, not a spelling near it: no approximate match to state
    return of_kind[0].model_copy(update={"matched_on": f"the {kind} named {carried}", "approximate": False,
                                         "closeness": max(of_kind[0].closeness or 0.0, 0.8)})


def _of_kind(ctx: ToolContext, matches: list[PlaceMatch], filters: list[Any]) -> list[PlaceMatch]:
    """The matches that are places of the kind the filters say (each row among the places of the kind at its spot)."""
    from georeact.tools.metric.query import Scope, feature_query   # the metric package imports this module's caller

    def is_of_kind(m: PlaceMatch) -> bool:
        at = Scope(anchor=Handle.parse(m.handle), radius_m=0.0, include_anchor=True)
        return (m.table, m.id) in {tuple(row) for row in feature_query(ctx, filters, at, select="tbl, id", limit=50)}

    return [m for m in matches if is_of_kind(m)]


def of_the_kind(ctx: ToolContext, matches: list[PlaceMatch], kind: str) -> list[PlaceMatch] | None:
    """The matches that are of the kind said ('the Old Mill Works pier': the pier of that name, not the mill); None
    when the words are no kind the tags can say."""
    try:
        filters = resolve(ctx, kind).filters
    except FeatureError:
        return None
    return _of_kind(ctx, matches, filters) if filters else None


def kind_in_town(ctx: ToolContext, name: str, matches: list[PlaceMatch]) -> tuple[PlaceMatch, PlaceMatch] | None:
    """(the place, the town): the place of the kind `name` names in the town it names, when the name search found
    nothing better than an approximate match: the largest named one inside a town with a boundary, the nearest named
    one to a town known only as a point (its station or centre node, within POINT_AS_AREA_RADIUS_M). None otherwise."""
    if not matches or matches[0].match != "trigram":
        return None
    # (once per tool call: the call's places are looked at first to choose among namesakes, metric/places.py)
    return memoised(("kind in town", ctx.profile.name, name), lambda: _kind_in_town(ctx, name))


def _kind_in_town(ctx: ToolContext, name: str) -> tuple[PlaceMatch, PlaceMatch] | None:
    for town_name, kind in splits(name):
        try:
            filters = resolve(ctx, kind).filters
        except FeatureError:
            continue
        if not filters:
            continue
        # of places named like the town ('Eastbrook' the hamlet, the bay, the farm), the first that has one of the kind
        for town in _far_apart([m for m in find_places(ctx, town_name, limit=6) if m.match != "trigram" and _a_town(m)]):
            if (found := _kind_in_one_town(ctx, kind, filters, town)) is not None:
                return found
    return None


def _kind_in_one_town(ctx: ToolContext, kind: str, filters: list[Any],
                      town: PlaceMatch) -> tuple[PlaceMatch, PlaceMatch] | None:
    """(the place, the town): the named one of the kind in the town (inside an outline, nearest to a point), else
    the only unnamed one; None when it has none."""
    from georeact.tools.metric.query import Scope, feature_query   # the metric package imports this module's caller
    from georeact.reading.metrics import POINT_AS_AREA_RADIUS_M

    area = town.table == "regions" and "POLYGON" in town.geometry_type
    where = Handle.parse(town.handle)
    # a town known as a point may be that very place: 'Helsinki station' is the station named Helsinki
    scope = Scope(region=where) if area else Scope(anchor=where, radius_m=POINT_AS_AREA_RADIUS_M, include_anchor=True)
    order = "area DESC NULLS LAST, len DESC NULLS LAST, id" if area else "dist, id"
    rows = feature_query(ctx, filters, scope, select="tbl, id, name", order=f"(name IS NULL OR name = ''), {order}",
                         limit=CANDIDATES)
    named = [row for row in rows if row[2]]
    if not named and rows:   # 'the Heidelberg fire station', unnamed: the one of its kind there (several: said)
        if (only := the_only(ctx, f"the {kind}", town.name)) is not None:
            return only, town
    if not named:
        return None
    # the one that carries the town's name ('Schaan-Vaduz' station in Schaan), else the first in order
    table, row_id, found = min(named, key=lambda row: (squash(town.name) not in squash(row[2]), rows.index(row)))
    meant = next((m for m in find_places(ctx, found, context=town.name, limit=6)
                  if m.table == table and m.id == row_id), None)
    if meant is not None:
        # a reading of the name, not a spelling near it: no approximate match to refuse or state
        return meant.model_copy(update={"matched_on": f"the {kind} in {town.name}", "confidence": 0.8,
                                        "approximate": False, "closeness": 1.0}), town
    return None


# 'the tennis court', 'the smoking area': a kind of place said as if there were one
THE_KIND = re.compile(rf"^the\s+{BEFORE_THE_KIND}(?P<kind>[^\W\d][\w\s'’-]*)$", re.IGNORECASE)   # ('the only hospital')
_SHOWN = 3   # the names said when 'the X' could be several places


class NotTheOnly(GeoReactError):
    """'the tennis court' where the scope holds none or several: said to the person, with what there is."""

    def __init__(self, message: str, unfound: Unfound) -> None:
        super().__init__(message)
        self.unfound = unfound


def town_said_first(ctx: ToolContext, name: str) -> str | None:
    """The town of a name said as a kind in a town the loaded data names ('the Eastbrook give-way sign', "Eastbrook's
    bell tower"): where another place of the same question said by its kind is looked for; None otherwise."""
    from georeact.tools.place_search import coverage

    towns = {squash(town) for extract in coverage(ctx) for town in extract.towns}
    return next((town for town, _ in splits(re.sub(r"^the\s+", "", name.strip(), flags=re.IGNORECASE))
                 if squash(town) in towns), None)


def read_the_only(ctx: ToolContext, name: str, matches: list[PlaceMatch], within: str | None) -> list[PlaceMatch]:
    """The matches of a name search, or the one place 'the <kind>' means when no place is named so ('The Elevator',
    a bar of that name, stays itself)."""
    if matches and matches[0].match != "trigram" and not matches[0].approximate and \
            not (within and matches[0].in_context is False):
        return matches   # (a place named 'Pharmacy' in another town is not 'the pharmacy in T')
    meant = the_only(ctx, name, within)
    return matches if meant is None else [meant]


def the_only(ctx: ToolContext, name: str, within: str | None) -> PlaceMatch | None:
    """The one place of the kind 'the <kind>' names, in `within` (a town's name or a region handle; every loaded
    place without it): None when the words are no kind of place. Raises NotTheOnly when the scope holds none of
    that kind, or several (a guess among them would be a confident wrong answer)."""
    from georeact.tools.metric.query import feature_query   # the metric package imports this module's caller

    said = THE_KIND.match(name.strip())
    # a kind, or a kind said with words its tags carry ('the two-seater bench', 'the grit bin with a note on it')
    if said is None or lookup(said["kind"]) is None and described_kind(ctx, said["kind"]) is None:
        return None
    kind = said["kind"].strip()
    if lookup(whole := re.sub(r"^the\s+(?:only\s+)?", "", name.strip(), flags=re.IGNORECASE)) is not None:
        kind = whole   # 'the old railway line' is a kind whole (abandoned), not an old one of 'railway line'
    try:
        filters = resolve(ctx, kind).filters
    except FeatureError:
        return None
    if not filters:
        return None
    def rows_in(scope: Any) -> list[tuple]:   # the named ones first, by name
        return feature_query(ctx, filters, scope, select="tbl, id, name, gtype, lat, lon",
                             order="(name IS NULL OR name = ''), name, id", limit=CANDIDATES)

    if within and ":" not in within and (own := _named_as_where(ctx, within, kind)) is not None:
        return own   # 'the guesthouse at X' where a guesthouse is named X: that one, wherever X's namesakes lie
    scope, where = _scope_of(ctx, within)
    rows = rows_in(scope)
    for other in _namesakes_of(ctx, within) if not rows else ():
        # 'the pool in T' where several places are called T: the one that has a pool
        if other_rows := rows_in(other):
            scope, rows = other, other_rows
            break
    if not rows and (around := _around_the_feature(ctx, within)) is not None:
        if near := rows_in(around):
            scope, rows = around, near   # 'the toilets at the lagoon', 'the letter box at the falls': by it, not in it
        elif (alone := _the_one_within_reach(ctx, filters, around)) is not None:
            scope, rows = around, [alone]   # 'the toilets by the lake', the only ones for kilometres 1.3 km off
    if not rows and within and DATA_OF.fullmatch(within.strip()) is None and ":" not in within:
        # none in the town's own outline (a town known by its centre has a small one): the data named after it
        wider, said_wider = _scope_of(ctx, f"{within.strip()} data")
        if said_wider != where:
            where, rows = said_wider, rows_in(wider)
    there = f" in {where}" if where else " in the loaded data"
    if not rows and (loose := _the_only_untagged(ctx, kind, filters, scope, there)) is not None:
        return loose
    if not rows:
        raise NotTheOnly(f"there is no {kind}{there}: 'the {kind}' names no place. Name the place instead.",
                         Unfound(name=f"the {kind}", what="kind_none", near=where))
    if len(rows) > 1 and (right_by := _the_one_right_by(ctx, filters, scope, within)) is not None:
        rows = [right_by]   # 'the car park at the power station': the one beside it, not the one 4 km off
    if len(rows) > 1 and within and len(named := [row for row in rows if row[2] and
                                                  squash(row[2]) == squash(within.strip())]) == 1:
        rows = named   # 'the hut at X', where X is a lake and the hut on its shore is named after it
    if len(rows) > 1:
        names = list(dict.fromkeys(row[2] for row in rows if row[2]))[:_SHOWN]
        count = f"{len(rows)}" if len(rows) < CANDIDATES else f"at least {CANDIDATES}"
        raise NotTheOnly(f"there are {count} places of the kind {kind!r}{there}, so 'the {kind}' does not say which; "
                         f"name it{' (e.g. ' + ', '.join(names) + ')' if names else ''}.",
                         Unfound(name=f"the {kind}", what="kind_several", near=where, like=names,
                                 count=len(rows) if len(rows) < CANDIDATES else None))   # (capped: 'several')
    return _match_of_row(ctx, rows[0], kind, f"the only {kind}{there}").model_copy(update={"in_context": bool(where)})


def _named_as_where(ctx: ToolContext, within: str, kind: str) -> PlaceMatch | None:
    """The one place of the kind whose name is the place said ('the guesthouse at X', the guesthouse named X), when
    no place of that name is a town (in a town, 'the hotel in T' is one of its hotels); None otherwise."""
    from georeact.tools.place_search import find_places, is_settlement

    named = [m for m in find_places(ctx, within.strip()) if not m.approximate]
    if not named or any(is_settlement(m) for m in named):
        return None
    of_kind = of_the_kind(ctx, named, kind) or []
    return of_kind[0] if len(of_kind) == 1 else None


# 'the K at X', X a place that is no town: the one beside X when every other one of the kind lies far off
RIGHT_BY_M = 250.0
OTHERS_FAR_M = 1000.0


def _the_one_right_by(ctx: ToolContext, filters: list[Any], scope: Any, within: str | None) -> tuple | None:
    """The one place of the kind within RIGHT_BY_M of a place that is no town (a power station, a waterfall), when
    the next nearest lies OTHERS_FAR_M farther; None otherwise (around a town, several near it are several)."""
    from georeact.tools.place_search import is_settlement

    if scope.anchor is None or scope.region is not None or not within or ":" in within:
        return None
    said = _said_place(ctx, within)
    if said is None or is_settlement(said) or (said.category or "").startswith("place="):
        return None
    return _nearest_alone(ctx, filters, scope, RIGHT_BY_M)


def _nearest_alone(ctx: ToolContext, filters: list[Any], scope: Any, reach_m: float) -> tuple | None:
    """The nearest place of the kind to the scope's anchor, when it lies within `reach_m` and the next nearest (if
    any) OTHERS_FAR_M farther; None otherwise."""
    from georeact.tools.metric.query import feature_query

    nearest = feature_query(ctx, filters, scope, select="tbl, id, name, gtype, lat, lon, dist", order="dist, id", limit=2)
    if nearest and nearest[0][6] <= reach_m and (len(nearest) == 1 or nearest[1][6] - nearest[0][6] >= OTHERS_FAR_M):
        return tuple(nearest[0][:6])
    return None


# 'the K by <lake>' with none by its edge: the nearest within reach, when every other one lies far beyond it
WITHIN_REACH_M = 3000.0


def _the_one_within_reach(ctx: ToolContext, filters: list[Any], around: Any) -> tuple | None:
    """The nearest place of the kind within WITHIN_REACH_M of a lake's or park's outline, when the next nearest lies
    OTHERS_FAR_M farther; None otherwise."""
    return _nearest_alone(ctx, filters, around.model_copy(update={"radius_m": WITHIN_REACH_M}), WITHIN_REACH_M)


def _the_only_untagged(ctx: ToolContext, kind: str, filters: list[Any], scope: Any, there: str) -> PlaceMatch | None:
    """'the underground car park entrance' where the scope has no entrance tagged underground but exactly one car park
    entrance, whose tags say nothing of its level: that one, with the words its tags do not say (the answer states
    them). None when the words are no tag condition, when several or none of the bare kind are there, or when the one
    there says otherwise (a surface car park is no underground one)."""
    from georeact.tools.metric.query import feature_query
    from georeact.tools.poi_filter import table_columns

    words = kind.split()
    for start in range(1, len(words)):
        head = " ".join(words[start:])
        if lookup(head) is None:
            continue
        try:
            head_filters = resolve(ctx, head).filters
        except FeatureError:
            return None
        added = sorted({key for flt in filters for key in flt.where} - {key for flt in head_filters for key in flt.where})
        if not added or not head_filters:
            return None
        rows = feature_query(ctx, head_filters, scope, select="tbl, id, name, gtype, lat, lon", order="id", limit=2)
        if len(rows) != 1:
            return None
        columns = table_columns(ctx, rows[0][0])
        in_tags = [key for key in added if key not in columns] if "tags" in columns else []
        said = [f't."{key}" IS NOT NULL' for key in added if key in columns] + (["t.tags ?| %s"] if in_tags else [])
        if not said or ctx.db.query(f"SELECT {' OR '.join(said)} FROM {ctx.profile.table(rows[0][0]).relation} t "
                                    "WHERE t.id = %s", [*([in_tags] if in_tags else []), rows[0][1]],
                                    max_rows=1).rows[0][0]:
            return None   # its tags say what it is: not the one described
        match = _match_of_row(ctx, rows[0], head, f"the only {head}{there}")
        return match.model_copy(update={"untagged": " ".join(words[:start])})
    return None


def _match_of_row(ctx: ToolContext, row: tuple, kind: str, matched_on: str) -> PlaceMatch:
    """The match for a feature row (tbl, id, name, gtype, lat, lon) found as a kind: unnamed, it is 'the <kind>'."""
    table, row_id, row_name_, gtype, lat, lon = row
    spec = ctx.profile.table(table)
    osm = ctx.db.query(f"SELECT osm_type, osm_id FROM {spec.relation} WHERE id = %s", [row_id], max_rows=1).rows
    osm_type, osm_id = osm[0] if osm else ("?", 0)
    return PlaceMatch(handle=str(Handle.row(table, row_id)), table=table, id=row_id, osm_type=str(osm_type),
                      osm_id=int(osm_id), name=row_name_ or f"the {kind}", lat=lat, lon=lon, geometry_type=gtype,
                      confidence=0.9, match="exact", matched_on=matched_on, category=kind)


def _a_town(match: PlaceMatch) -> bool:
    """Whether a match can hold places of a kind: a region's outline, or a point (a town known by its node)."""
    return match.table == "regions" and "POLYGON" in match.geometry_type or "POINT" in match.geometry_type


# how far apart two places of one name must lie to be two places: a town's node, station and outline are one town
NAMESAKES_APART_M = 10_000.0


def _far_apart(matches: list[PlaceMatch]) -> list[PlaceMatch]:
    """The first of the matches, then those that lie far from every one kept before them: places of the name, each
    once ('Vaduz' the town, not again as its own node or its bus stop)."""
    kept: list[PlaceMatch] = []
    for m in matches:
        if all(haversine_m(m.lat, m.lon, k.lat, k.lon) > NAMESAKES_APART_M for k in kept):
            kept.append(m)
    return kept


def _namesakes_of(ctx: ToolContext, within: str | None) -> list[Any]:
    """The scopes of the other places named exactly like the town said, far from the first (_scope_of's), each a
    town known as a point or an outline; none for a handle, a data scope or a unique name."""
    if not within or ":" in within or DATA_OF.fullmatch(within.strip()) is not None:
        return []
    found = [m for m in find_places(ctx, within, limit=6) if m.match != "trigram"]
    return [_scope_around(m) for m in _far_apart(found[:1] + [m for m in found[1:] if not m.approximate])[1:]]


def _scope_of(ctx: ToolContext, within: str | None) -> tuple[Any, str | None]:
    """(the Scope a kind is searched in, how it is said): a region handle, a town with a boundary (inside it), a
    town known as a point (around it), else every loaded place."""
    from georeact.tools.metric.query import Scope

    if not within or not within.strip():
        return Scope(), None
    try:
        handle = Handle.parse(within.strip())
    except ValueError:
        handle = None
    if handle is None and (data := DATA_OF.fullmatch(within.strip())) is not None:   # 'the Singapore data'
        from georeact.tools.metric.places import extract_of
        if (extract := extract_of(ctx, data["town"], within, "region")) is not None:
            return Scope(region=extract[0]), extract[1].name
        within = data["town"]
    if handle is not None:
        said = f"the data of {handle.source}" if handle.kind == "extract" else None
        return Scope(region=handle), said or row_name(ctx.db, handle, ctx.profile) or within
    town = _said_place(ctx, within)
    return (_scope_around(town), town.name) if town is not None else (Scope(), None)


# the tables of features that are no settlement: what is 'at' a lake or a park is by it, seldom inside its outline
_FEATURE_TABLES = ("lakes", "parks")
# how far from its outline (a lagoon's toilets and car park, a reserve's letter box at its gate)
BY_ITS_EDGE_M = 1000.0


def _around_the_feature(ctx: ToolContext, within: str | None) -> Any:
    """The Scope around a lake or a park said as where a kind is ('the toilets at <lagoon>'): within BY_ITS_EDGE_M of
    its outline. None for a town, a building, a handle or a data scope."""
    from georeact.tools.metric.query import Scope

    if not within or ":" in within or DATA_OF.fullmatch(within.strip()) is not None:
        return None
    feature = _said_place(ctx, within)
    if feature is None or feature.table not in _FEATURE_TABLES or "POLYGON" not in feature.geometry_type:
        return None
    return Scope(anchor=Handle.parse(feature.handle), radius_m=BY_ITS_EDGE_M, include_anchor=True)


def _said_place(ctx: ToolContext, name: str) -> PlaceMatch | None:
    """The first place a name matches as written or folded (never a spelling near it)."""
    return next((m for m in find_places(ctx, name, limit=3) if m.match != "trigram"), None)


def _scope_around(town: PlaceMatch) -> Any:
    """The Scope of a place a kind is searched in: inside its outline, else around it (a town known as a point)."""
    from georeact.tools.metric.query import Scope
    from georeact.reading.metrics import POINT_AS_AREA_RADIUS_M

    where = Handle.parse(town.handle)
    if town.table in ("regions", "parks", "lakes") and "POLYGON" in town.geometry_type:
        return Scope(region=where)
    return Scope(anchor=where, radius_m=POINT_AS_AREA_RADIUS_M, include_anchor=True)
