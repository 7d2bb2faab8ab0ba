"""CalculateMetric's open_at: the features in scope open at a time, evaluated from their OSM opening_hours."""

from __future__ import annotations

from georeact.geo.hours import hours_at, parse_open_at
from georeact.tools.base import ToolContext
from georeact.tools.metric.models import Input, Problem, Result
from georeact.tools.metric.query import Scope, feature_query
from georeact.tools.poi_filter import FeatureFilter

MAX_ROWS = 5000   # features in scope whose hours are read (the extracts hold a few hundred of any kind)


def open_features(ctx: ToolContext, args: Input, scope: Scope, filters: list[FeatureFilter],
                  result: Result) -> dict[str, str]:
    """Narrow `scope` to the features open at args.open_at (closed then, with args.closed); returns handle -> when
    that changes. Places whose hours are missing or do not parse are left out and counted in a note (unknown, never
    guessed)."""
    rows = feature_query(ctx, filters, scope, select="tbl, id, lat, lon, hours", limit=MAX_ROWS)
    origin = next(((r.lon, r.lat) for r in result.resolved if r.lat is not None), None) or \
        next(((row[3], row[2]) for row in rows), None)
    if origin is None:
        scope.only = {}
        return {}
    try:
        when = parse_open_at(args.open_at or "", *origin)
    except ValueError as exc:
        raise Problem(str(exc)) from None
    result.open_at, result.closed_at = when.label(), args.closed
    wanted, other = ("closed", "open") if args.closed else ("open", "closed")
    only: dict[str, list[int]] = {}
    notes: dict[str, str] = {}
    left = unknown = unreadable = 0
    for table, id_, lat, lon, value in rows:
        state = hours_at(value, when, lat, lon)
        if state.state == wanted:
            only.setdefault(table, []).append(id_)
            notes[f"{table}:{id_}"] = state.note
        left += state.state == other
        unknown += state.state == "unknown"
        unreadable += state.state == "unknown" and bool(value and value.strip())
    scope.only = only
    result.hours_unknown, result.hours_other, result.hours_unreadable = unknown, left, unreadable
    if left or unknown:
        result.notes.append(f"open_at left out {left} {other} then and {unknown} with unknown or unparseable hours")
    return notes
