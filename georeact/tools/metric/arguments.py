"""CalculateMetric's arguments checked, reconciled with the question's reading, and forgiven where harmless."""

from __future__ import annotations

import re
from typing import Any

from georeact.geo.directions import COMPASS, normalize_direction
from georeact.tools.base import ToolContext
from georeact.tools.metric.features import filter_is_usable
from georeact.reading.model import QuestionReading
from georeact.reading.reconcile import reconcile
from georeact.tools.poi_filter import phrase_lookups
from georeact.tools.metric.models import Input, Problem, Resolved, Result
from georeact.tools.metric.places import REGION_TABLES
from georeact.reading.metrics import MAX_RADIUS_M, metric_spec


def validate(args: Input) -> None:
    if args.radius_m is not None:
        if args.radius_m <= 0:   # finite: the Input type checks that
            raise Problem(f"radius_m must be a positive number of metres (at most {MAX_RADIUS_M:.0f}), "
                          f"got {args.radius_m:g}")
        if args.radius_m > MAX_RADIUS_M:
            raise Problem(f"radius_m {args.radius_m:g} m is larger than half the Earth's circumference; "
                          "give a real distance in metres (e.g. 2000 for 2 km)")
    needs = [name for name, given in (("radius_m", args.radius_m), ("direction", args.direction),
                                      ("towards", args.towards)) if given is not None]
    if needs and not args.anchor:
        raise Problem(f"{', '.join(needs)} need an anchor (the place they are measured from)")
    if args.candidates is not None and (len(args.candidates) < 2 or not args.anchor):
        raise Problem("candidates need an anchor and at least two places to compare")
    if metric_spec(args.metric).needs_anchor and not args.anchor:
        raise Problem(f"metric {args.metric} needs an anchor (a place name or handle to measure from)")
    if metric_spec(args.metric).needs_feature and not (args.feature or args.feature_filter or args.candidates):
        raise Problem(f"metric {args.metric} needs a feature (e.g. feature='cafe')")
    if args.metric == "directional_nearest" and not (args.direction or args.towards):
        raise Problem("directional_nearest needs a direction (north, east, ...) or towards (a place)")
    if metric_spec(args.metric).of_places == 1 and not (args.feature or args.feature_filter or args.anchor or args.region):
        raise Problem(f"metric {args.metric} needs a feature (to sum) or an anchor/region (to measure)")
    if args.direction is not None and normalize_direction(args.direction) is None:
        raise Problem(f"unknown direction {args.direction!r}; use one of {', '.join(COMPASS)}")
    if metric_spec(args.metric).of_places == 2 and not (args.anchor_b or args.feature or args.feature_filter):
        raise Problem(f"metric {args.metric} needs anchor_b (a second place) or a feature (to the nearest one)")
    if args.metric == "perimeter" and (args.feature or args.feature_filter):
        raise Problem("metric perimeter measures one place: give it as anchor (a name or a handle), not a feature")
    if args.open_at and not (args.feature or args.feature_filter):
        raise Problem("open_at filters features: give a feature (e.g. feature='pharmacy')")
    if args.mode and not (args.metric == "distance" and args.anchor_b):
        raise Problem(f"mode={args.mode} (a route along the streets) works only with metric=distance between anchor "
                      "and anchor_b; for a feature, find the nearest one first and pass its handle as anchor_b")


FILTER_SYNTAX = re.compile(r"^\s*(pois|roads|parks|lakes|regions)\.\w+\s*=\s*[^=;'\"]+$")


def unbounded_search(args: Input) -> bool:
    """A search over every place of a kind (a count, a superlative, a list, a total) that nothing but its anchor
    bounds: no region, radius, direction or heading."""
    # area/length of a kind of feature is a total too ("length of the secondary roads in Schaan")
    scoped = metric_spec(args.metric).scoped or (metric_spec(args.metric).of_places == 1 and bool(args.feature or args.feature_filter))
    return scoped and not args.region and args.radius_m is None and not args.direction and not args.towards


def anchor_means_region(args: Input, ref: Resolved) -> bool:
    return unbounded_search(args) and ref.table in REGION_TABLES and "POLYGON" in (ref.geometry_type or "")


def reconciled(ctx: ToolContext, args: Input, reading: QuestionReading) -> tuple[Input, list[str]]:
    """The question's own words for what a small model dropped (reading/reconcile.py), once the filter it wrote is
    checked against the database."""
    notes = []
    if args.feature and args.feature_filter and not filter_is_usable(ctx, args):
        # Measured: 'pois.name=La Turbie' (the region itself) or 'pois.amenity=park' next to feature='park'.
        notes.append(f"ignored feature_filter {args.feature_filter!r} (no usable rows); used feature")
        args = args.model_copy(update={"feature_filter": None})
    args, changed = reconcile(args, reading, phrase_lookups(ctx))
    return args, notes + changed


def forgive(args: Input, result: Result) -> Input:
    """Arguments a small model adds by mistake are dropped with a note rather than failing the call."""
    changes: dict[str, Any] = {}
    if args.mode and not (args.metric == "distance" and args.anchor_b):
        changes["mode"] = None
        result.notes.append(f"ignored mode={args.mode}: a route along the streets is only for metric=distance "
                            "between anchor and anchor_b")
    if args.anchor_b and normalize_direction(args.anchor_b) in COMPASS:
        # "anchor_b": "south" -- a direction written where a second place goes
        changes.update(anchor_b=None, direction=args.direction or normalize_direction(args.anchor_b))
        result.notes.append(f"anchor_b {args.anchor_b!r} is a direction, not a place: used direction="
                            f"{changes['direction']}")
    if metric_spec(args.metric).of_places == 2 and changes.get("anchor_b", args.anchor_b) and \
            (args.feature or args.feature_filter):
        # "How far is A from B?" with a feature copied from an example: the two places are the question.
        changes.update(feature=None, feature_filter=None)
        result.notes.append(f"ignored feature {args.feature or args.feature_filter!r}: measured anchor -> anchor_b")
    if args.radius_m is not None and args.radius_m == 0:
        changes["radius_m"] = None   # a placeholder 0, not a search around a single point
        result.notes.append("ignored radius_m=0 (no radius)")
    if args.feature and args.feature_filter and not FILTER_SYNTAX.match(args.feature_filter):
        changes["feature_filter"] = None
        result.notes.append(f"ignored feature_filter {args.feature_filter!r} (not table.column=value); used feature")
    return args.model_copy(update=changes) if changes else args


def specialise(args: Input) -> Input:
    """The specific metric a general one means with more arguments (a small model writes the general one): the
    area of a kind of feature is their total area, the nearest in a direction is the directional nearest."""
    spec = metric_spec(args.metric)
    if spec.with_feature and (args.feature or args.feature_filter) and not args.anchor_b:
        return args.model_copy(update={"metric": spec.with_feature})
    if spec.with_direction and (args.direction or args.towards):
        return args.model_copy(update={"metric": spec.with_direction})
    return args
