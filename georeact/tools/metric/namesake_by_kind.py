"""Which of several places of one name a count around it means, when nothing in the question tells them apart.

'how many places to sleep within 1 km of Ásgarður', where a score of farms, localities and houses share the name and
the most prominent has none around it: the person asks about the one that has some. A count of none around the
namesake taken first is checked against the others of exactly that name; the most salient of those with some of the kind
around it is taken, and the answer says so and how many share the name. A count that finds some, a town or area said, or a
name only one place has keeps the first."""

from __future__ import annotations

from georeact.tools.base import ToolContext
from georeact.tools.handles import Handle
from georeact.tools.metric.models import Resolved
from georeact.tools.metric.places import resolve_place
from georeact.tools.metric.query import Scope, feature_query
from georeact.tools.place_search import find_places, salience, squash, whereabouts
from georeact.tools.poi_filter import FeatureFilter

NAMESAKES_TRIED = 25   # a name many farms share: the search's first this many exact matches


def namesake_with_kind(ctx: ToolContext, anchor: str | None, radius_m: float | None, region: str | None,
                       feature: str | None, taken: tuple[Handle, Resolved] | None, filters: list[FeatureFilter],
                       counted: float | None = None) -> tuple[Handle, Resolved] | None:
    """The most salient namesake of the anchor with some of the kind within the radius, when there is none around the
    one `taken` (`counted`: that count, when known); None when there is some, the call says where (a region), or no
    namesake has any."""
    handle, ref = taken if taken is not None else (None, None)
    if not anchor or not radius_m or region or ref is None or not ref.name or handle is None or \
            handle.kind != "row" or ref.settlement or any(place != anchor for place in ctx.places):
        return None   # (a town means the town; other places said chose the namesake near them)
    if counted is None:
        counted = feature_query(ctx, filters, Scope(anchor=handle, radius_m=radius_m), select="count(*)")[0][0]
    if counted:
        return None
    same = [m for m in find_places(ctx, anchor, limit=NAMESAKES_TRIED)
            if m.match != "trigram" and squash(m.name or "") == squash(ref.name) and m.handle != ref.handle]
    # the most salient that has any (a locality or a farm before a house of the name in a town with many hotels)
    best = next((match for match in sorted(same, key=salience, reverse=True)
                 if feature_query(ctx, filters, Scope(anchor=Handle.parse(match.handle), radius_m=radius_m),
                                  select="count(*)")[0][0]), None)
    if best is None:
        return None
    found, resolved = resolve_place(ctx, best.handle, "anchor")
    note = (f"More than one place is named {ref.name}; I took the one in {whereabouts(best)}, which has "
            f"{feature or 'the kind asked'} around it: name the town or area to ask about another")
    return found, resolved.model_copy(update={"text": anchor, "name": ref.name, "note": note})
