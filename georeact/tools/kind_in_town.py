"""'Vaduz Cathedral', 'Schaan station', 'the harbour of Monaco': a kind of place named with the town it is in.

OpenStreetMap names such places in the local language ('Sankt Florin'), so the name search finds only the town,
by trigram, and a distance "from Vaduz Cathedral" would start at the town. What such a name means is the kind of
place inside that town: its largest named one.
"""

from __future__ import annotations

import re

from georeact.tools.base import ToolContext
from georeact.tools.handles import Handle
from georeact.tools.poi_filter import FeatureError, _lookup, resolve
from georeact.tools.resolve_location import PlaceMatch, find_places, squash

CANDIDATES = 20
_LINK = re.compile(r"^(?:the\s+)?(?P<kind>.+?)\s+(?:of|in)\s+(?:the\s+)?$", re.IGNORECASE)


def kind_words(name: str, town: str) -> str | None:
    """The words of `name` besides the town's ('Vaduz Cathedral' -> 'Cathedral', 'harbour of Monaco' -> 'harbour')."""
    words = name.split()
    for cut in range(1, len(words)):
        head, tail = " ".join(words[:cut]), " ".join(words[cut:])
        if squash(head) == squash(town):
            return tail
        if squash(tail) == squash(town):
            linked = _LINK.match(head + " ")
            return linked.group("kind") if linked else head
    return None


def kind_in_town(ctx: ToolContext, name: str, matches: list[PlaceMatch]) -> PlaceMatch | None:
    """The largest named place of the kind `name` names inside the town it names, when the name search found only
    that town (approximately); None otherwise."""
    from georeact.tools.metric.query import Scope, feature_query   # the metric package imports this module's caller

    town = matches[0] if matches else None
    if town is None or town.table != "regions" or town.match == "exact" or "POLYGON" not in town.geometry_type:
        return None
    kind = kind_words(name, town.name)
    if not kind or _lookup(kind) is None:
        return None
    try:
        filters = resolve(ctx, kind).filters
    except FeatureError:
        return None
    if not filters:
        return None
    rows = feature_query(ctx, filters, Scope(region=Handle.row("regions", town.id)), select="tbl, id, name, area, len",
                         order="(name IS NULL OR name = ''), area DESC NULLS LAST, len DESC NULLS LAST, id", limit=CANDIDATES)
    named = [row for row in rows if row[2]]
    if not named:
        return None
    # the one that carries the town's name ('Schaan-Vaduz' station in Schaan), else the largest
    table, row_id, found, _, _ = min(named, key=lambda row: (squash(town.name) not in squash(row[2]), rows.index(row)))
    meant = next((m for m in find_places(ctx, found, context=town.name, limit=6)
                  if m.table == table and m.id == row_id), None)
    if meant is None:
        return None
    return meant.model_copy(update={"matched_on": f"the {kind} in {town.name}", "confidence": 0.8})
