"""The feature of a CalculateMetric call (a phrase or an explicit 'table.column=value') -> counted filters."""

from __future__ import annotations

import re

from georeact.tools.base import ToolContext
from georeact.tools.metric.models import Input, Problem
from georeact.reading.metrics import metric_spec
from georeact.tools.poi_filter import (FeatureError, FeatureResolution, bind, _parse_filter, count_by_kind,
                                       is_any_place, resolve)


def resolve_features(ctx: ToolContext, args: Input, purpose: str) -> FeatureResolution:
    """The feature phrase or explicit filter -> counted filters usable for the purpose. Raises Problem.

    A filter that matches no rows falls back to the feature phrase (or the filter's value read as a phrase):
    'pois.amenity=park' is a wrong guess at where parks live, not a question about zero parks."""
    try:
        if not args.feature_filter and args.open_at and is_any_place(args.feature):
            # 'how many places in X are open at 2 pm': the places whose hours say, whatever their kind (a place
            # without hours is open or not unknown: the answer counts those that say), a park that keeps hours too
            places = explicit_filter(ctx, "pois.opening_hours", purpose)
            places.filters += [f for f in explicit_filter(ctx, "parks.opening_hours", purpose).filters if f.rows]
            return places
        if not args.feature_filter:
            return kinds_said(ctx, args.feature or "", purpose)
        resolution = explicit_filter(ctx, args.feature_filter, purpose)
        if resolution.filters or not resolution.empty:
            return resolution
        return _filter_fallback(ctx, args, resolution, purpose)
    except FeatureError as exc:
        raise Problem(str(exc)) from exc


def kinds_said(ctx: ToolContext, phrase: str, purpose: str) -> FeatureResolution:
    """The filters of a kind said, as a whole ('bed and breakfast'), else of each kind it joins ('bars or pubs',
    'ponds or lakes'). Raises FeatureError when neither reads."""
    try:
        whole = resolve(ctx, phrase, purpose)
    except FeatureError:   # 'bar or pub': no kind as a whole, two kinds in parts
        if (parts := _either(ctx, phrase, purpose)) is not None:
            return parts
        raise
    return whole if whole.filters else _either(ctx, phrase, purpose) or whole


_EITHER = re.compile(r"\s+or\s+|\s*/\s*|\s+and/or\s+|\s*,\s*", re.IGNORECASE)


def _either(ctx: ToolContext, phrase: str, purpose: str) -> FeatureResolution | None:
    """'bars or pubs', 'cafes/bakeries': the places of each kind, together, when each part is a kind (the phrase as a
    whole is tried first: 'bed and breakfast' is one kind). None when a part is no kind."""
    parts = [p.strip() for p in _EITHER.split(phrase) if p.strip()]
    if len(parts) < 2:
        return None
    together = FeatureResolution(feature=phrase, purpose=purpose, matched="either")
    for part in parts:
        found = resolve(ctx, part, purpose)
        if not found.filters:
            return None
        together.filters += [f for f in found.filters if f.label() not in {g.label() for g in together.filters}]
        together.notes += found.notes
    return together


def explicit_filter(ctx: ToolContext, text: str, purpose: str) -> FeatureResolution:
    """'table.column=value' as given, counted; a filter on a table or column that cannot exist raises Problem."""
    spec = text.strip()
    if "." not in spec.split("=")[0]:
        spec = "pois." + spec     # 'amenity=cafe' means the POI table
    try:
        flt = bind(ctx, _parse_filter(spec))
        count_by_kind(ctx, [flt])
    except Exception as exc:   # a bad table/column in feature_filter
        raise Problem(f"bad feature_filter {text!r} ({exc}); use 'table.column=value', e.g. 'pois.amenity=cafe', "
                      "or give feature='cafe'") from exc
    resolution = FeatureResolution(feature=text, purpose=purpose, matched="filter")
    kind = {"area": "polygon", "length": "line"}.get(purpose)
    if flt.rows == 0:
        resolution.empty.append(flt)
        resolution.notes.append(f"no rows in this database for {flt.label()}")
    elif kind and kind not in flt.geometry_types:
        resolution.mismatched.append(flt)
        resolution.notes.append(f"{flt.label()} has no {kind}s: {purpose} is not defined for it")
    else:
        resolution.filters.append(flt.model_copy(update={"geometry_kind": kind}) if kind else flt)
    return resolution


def _filter_fallback(ctx: ToolContext, args: Input, empty: FeatureResolution, purpose: str) -> FeatureResolution:
    """The phrase behind an empty filter: the feature given with it, else the filter's value ('park')."""
    flt = empty.empty[0]
    names = {spec.name_column for spec in ctx.profile.tables.values()} | {"name"}
    phrase = args.feature or (flt.value.replace("_", " ") if flt.value and flt.column not in names else None)
    if not phrase:   # a name is a place, not a kind of feature: nothing to read as a phrase
        return empty
    try:
        found = resolve(ctx, phrase, purpose)
    except FeatureError:
        return empty
    if not found.filters:
        return empty
    found.notes.insert(0, f"feature_filter {args.feature_filter!r} matches no rows in this database; used the "
                          f"phrase {phrase!r} instead: {'; '.join(f.label() for f in found.filters)}")
    return found


# --------------------------------------------------------------------------------------------------


def filter_is_usable(ctx: ToolContext, args: Input) -> bool:
    """The explicit filter matches rows of the geometry the metric needs, and it is not a name (names are places)."""
    column = args.feature_filter.split("=")[0].strip().rsplit(".", 1)[-1].lower()
    if column == "name" or column in {spec.name_column for spec in ctx.profile.tables.values()}:
        return False
    try:
        return bool(explicit_filter(ctx, args.feature_filter, metric_spec(args.metric).purpose).filters)
    except Problem:
        return False
