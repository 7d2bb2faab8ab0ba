"""'Vaduz Cathedral', 'Schaan station', 'the church of Triesen': a kind of place named with the town it is in.

OpenStreetMap names such places in the local language ('Sankt Florin'), so the name search finds only the town,
by trigram, and a distance "from Vaduz Cathedral" would start at the town. What such a name means is the kind of
place in that town: its largest named one inside a town with a boundary, the nearest to a town known as a point.
"""

from __future__ import annotations

import re

from georeact.tools.base import ToolContext
from georeact.tools.handles import Handle
from georeact.tools.poi_filter import FeatureError, lookup, resolve
from georeact.tools.place_search import PlaceMatch, find_places, squash

CANDIDATES = 20
_LINK = re.compile(r"^(?:the\s+)?(?P<kind>.+?)\s+(?:of|in)\s+(?:the\s+)?$", re.IGNORECASE)


def splits(name: str) -> list[tuple[str, str]]:
    """(town, kind) readings of a name: 'Vaduz Cathedral' -> ('Vaduz', 'Cathedral'), 'the church of Triesen' ->
    ('Triesen', 'church'); only where the kind is a kind of place the vocabulary knows."""
    words = name.split()
    found = []
    for cut in range(1, len(words)):
        head, tail = " ".join(words[:cut]), " ".join(words[cut:])
        linked = _LINK.match(head + " ")
        for town, kind in ((head, tail), (tail, linked.group("kind") if linked else head)):
            if lookup(kind) is not None and lookup(town) is None:
                found.append((town, kind))
    return found


def read_kind(ctx: ToolContext, name: str, matches: list[PlaceMatch], limit: int = 6) -> list[PlaceMatch]:
    """The matches of a name search, with the place of the kind the name names in its town first when the search
    found only approximate matches ('Vaduz Cathedral': the cathedral in Vaduz, then the town, then the rest)."""
    if not matches or matches[0].match != "trigram" or (found := kind_in_town(ctx, name, matches)) is None:
        return matches
    meant, town = found   # the town stays on offer
    return [meant, town, *[m for m in matches if m.handle not in (meant.handle, town.handle)]][:limit]


def kind_in_town(ctx: ToolContext, name: str, matches: list[PlaceMatch]) -> tuple[PlaceMatch, PlaceMatch] | None:
    """(the place, the town): the place of the kind `name` names in the town it names, when the name search found
    nothing better than an approximate match: the largest named one inside a town with a boundary, the nearest named
    one to a town known only as a point (its station or centre node, within POINT_AS_AREA_RADIUS_M). None otherwise."""
    from georeact.tools.metric.query import Scope, feature_query   # the metric package imports this module's caller
    from georeact.reading.metrics import POINT_AS_AREA_RADIUS_M

    if not matches or matches[0].match != "trigram":
        return None
    for town_name, kind in splits(name):
        town = next((m for m in find_places(ctx, town_name, limit=3) if m.match != "trigram"), None)
        if town is None:
            continue
        try:
            filters = resolve(ctx, kind).filters
        except FeatureError:
            continue
        area = town.table == "regions" and "POLYGON" in town.geometry_type
        if not filters or not (area or "POINT" in town.geometry_type):
            continue
        where = Handle.parse(town.handle)
        # a town known as a point may be that very place: 'Helsinki station' is the station named Helsinki
        scope = Scope(region=where) if area else Scope(anchor=where, radius_m=POINT_AS_AREA_RADIUS_M, include_anchor=True)
        order = "area DESC NULLS LAST, len DESC NULLS LAST, id" if area else "dist, id"
        rows = feature_query(ctx, filters, scope, select="tbl, id, name", order=f"(name IS NULL OR name = ''), {order}",
                             limit=CANDIDATES)
        named = [row for row in rows if row[2]]
        if not named:
            continue
        # the one that carries the town's name ('Schaan-Vaduz' station in Schaan), else the first in order
        table, row_id, found = min(named, key=lambda row: (squash(town.name) not in squash(row[2]), rows.index(row)))
        meant = next((m for m in find_places(ctx, found, context=town.name, limit=6)
                      if m.table == table and m.id == row_id), None)
        if meant is not None:
            # a reading of the name, not a spelling near it: no approximate match to refuse or state
            return meant.model_copy(update={"matched_on": f"the {kind} in {town.name}", "confidence": 0.8,
                                            "approximate": False, "closeness": 1.0}), town
    return None
