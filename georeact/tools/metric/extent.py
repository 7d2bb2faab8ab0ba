"""A place found farther from the anchor than the loaded data around the anchor reaches is no answer (issue 44).

"The nearest Marina Bay to Marina Bay Sands Tower 1: Belvedere, 9,935 km away" was a place of another extract: the
kind is not in the area the question is about. A search for a kind of place around an anchor (nearest, in a
direction, a list, the distance to the nearest) whose answer lies beyond the extent of the extract holding the anchor
(the diagonal of its box) is refused, saying so, instead of stated. Two places the question names are measured
however far apart they are.
"""

from __future__ import annotations

from georeact.geo.units import format_distance
from georeact.tools.base import ToolContext, Unfound
from georeact.tools.metric.models import NotInData, Result
from georeact.tools.place_search import coverage, haversine_m

SEARCHES = ("nearest", "directional_nearest", "list", "distance")   # the metrics that search around an anchor


def check_within_the_data(ctx: ToolContext, result: Result, feature: str | None) -> None:
    """Raise NotInData when a kind searched around the anchor was found only beyond the anchor's extract."""
    if not feature or result.metric not in SEARCHES:
        return
    anchor = next((r for r in result.resolved if r.role == "anchor" and r.lat is not None and r.lon is not None), None)
    farthest = max((e.distance_m for e in result.entities if e.distance_m is not None), default=None)
    if result.metric == "distance" and result.value is not None:
        farthest = max(farthest or 0.0, result.value)
    if anchor is None or farthest is None:
        return
    try:
        boxes = [e for e in coverage(ctx) if e.south <= anchor.lat <= e.north and e.west <= anchor.lon <= e.east]
    except Exception:   # the coverage is a courtesy: without it the answer stands as measured
        return
    if not boxes:
        return
    reach = max(haversine_m(e.south, e.west, e.north, e.east) for e in boxes)
    if farthest <= reach:
        return
    within = [e for e in result.entities if e.distance_m is None or e.distance_m <= reach]
    if within and not (result.metric == "distance" and result.value is not None and result.value > reach):
        # the nearest is here; only the nearest *named* one, added when the nearest has no name, is in another
        # extract (an unnamed toilet 325 m away, a named one 256 km away): keep what is here, drop that one
        gone = {e.handle for e in result.entities} - {e.handle for e in within}
        result.entities = within
        result.notes = [n for n in result.notes if not any(handle in n for handle in gone)]
        return
    where = anchor.name or anchor.text
    raise NotInData(f"no {feature} in the loaded data around {where}: the nearest found is "
                    f"{format_distance(farthest)} away, beyond the {format_distance(reach)} the data around it covers "
                    "(a place of another extract). Answer that there is none in the data there.",
                    Unfound(name=feature, what="kind", near=where))
