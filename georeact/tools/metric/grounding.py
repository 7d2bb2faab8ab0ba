"""Grounding CalculateMetric's arguments in the user's question: what a small model drops, the words restore.

Measured on the embedded 1.5B model: it shortens "Greek restaurant" to "restaurant", writes "road" for "city
gate" or "park" for "nature reserves", and asks for metric=length when the question says "longest". The agent
passes the question to the tools (ToolContext.question), and this module compares the arguments with it:

- feature: the question's own feature phrase wins when the model's phrase is not in the question at all and
  the question names exactly one known kind of place, or when the question puts a modifier in front of the
  model's phrase that the database knows (cuisine=greek exists; "restaurant serving sushi" too), or narrows the
  model's own feature_filter. Place names given as anchor/region are not feature words ("Kaisaniemi park" is a
  place, not a park).
- metric: a superlative in the question turns a total into the extreme ("longest" + length -> longest); a
  question asking "in which direction" turns the nearest/distance into the azimuth of the nearest feature;
  "which amenities are within 100 m" is metric=kinds, "what restaurants are within" a list, not a measure.
- candidates: "which is closer to A, B or C?" measured as one distance becomes the nearest of B and C from A.
- towards: "from A in the direction of B" sent as a distance A -> B (anchor_b) becomes a search from A towards B.
- direction: the question's compass word wins over another one ("southeast" sent as "southwest"), fills a
  missing one for a search from an anchor, and a direction the question never names is dropped.

Every change is reported as a note; without a question (direct tool calls, the oracle) nothing changes.

`suggest_next_call` serves the agent: after the model resolved a place, the observation ends with the
CalculateMetric call the question asks for (the 1.5B model often stopped after ResolveLocation/GetRegionGeometry
and answered with the place itself).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from georeact.geo.directions import normalize_direction
from georeact.tools.base import ToolContext
from georeact.reading.metrics import MAX_RADIUS_M, metric_spec
from georeact.reading import QuestionReading, plan
from georeact.reading.plan import category_word
from georeact.tools.poi_filter import _parse_filter, _singular, normalize_phrase, resolve
from georeact.tools.place_search import squash

def _tags(ctx: ToolContext, phrase: str) -> set[tuple[str, str, str | None, tuple]] | None:
    """The (table, column, value, conditions) a phrase resolves to; None when the database cannot use it."""
    try:
        filters = resolve(ctx, phrase).filters
    except Exception:   # an unknown phrase
        return None
    return {(f.table, f.column, f.value, tuple(sorted(f.where.items()))) for f in filters} or None


def _within(given: str, meant: str) -> bool:
    """Whether the model's words are part of the question's longer phrase (singular or plural alike)."""
    inner = [_singular(w) for w in normalize_phrase(given).split()]
    outer = [_singular(w) for w in normalize_phrase(meant).split()]
    return len(inner) < len(outer) and any(outer[i:i + len(inner)] == inner for i in range(len(outer) - len(inner) + 1))


def _phrase_of_question(reading: QuestionReading, phrase: str) -> bool:
    folded = f" {normalize_phrase(reading.question)} "
    return f" {normalize_phrase(phrase)} " in folded or \
        f" {' '.join(_singular(w) for w in normalize_phrase(phrase).split())} " in folded


def ground_feature(ctx: ToolContext, reading: QuestionReading, args: Any,
                   needs_feature: bool = False) -> tuple[str, str] | None:
    """(new feature, note) when the call's feature is not what the question asks for; None when it stands.

    The reading's feature phrase (with its modifier when the database knows that combination: 'Greek
    restaurant', 'fast food restaurant serving sushi') replaces a feature that is missing (when the metric needs
    one), that is no phrase of the question ('road' for 'tracks', 'restaurant' for 'ticket'), that drops the
    question's modifier ('restaurant' for 'Italian restaurant'), or a feature_filter naming other tags. The
    model's feature stands when the question names none the database can use.
    """
    if reading.candidates or not reading.feature:
        return None
    given = normalize_phrase(args.feature or "")
    if given and " or " in f" {normalize_phrase(reading.question)} " and not _phrase_of_question(reading, given):
        return None   # "the museum or the library": a choice the reading does not hold, no guess
    meant = normalize_phrase(plan.usable_phrase(reading, knows_phrase(ctx)) or "")
    wanted = _tags(ctx, meant) if meant else None
    if wanted is None:
        return None
    if args.feature_filter:
        try:
            written = _parse_filter(args.feature_filter)
        except Exception:
            return meant, f"feature_filter {args.feature_filter!r} -> feature {meant!r}: the question asks for {meant}"
        if (written.table, written.column, written.value, tuple(sorted(written.where.items()))) in wanted:
            return None
        return meant, f"feature_filter {args.feature_filter!r} -> feature {meant!r}: the question asks for {meant}"
    if not given:
        return (meant, f"feature {meant!r} taken from the question (none was given)") if needs_feature else None
    if given == normalize_phrase(meant) or _tags(ctx, given) == wanted:
        return None
    narrower = _within(given, meant)   # "shop" for "bicycle shop", "restaurant" for "Italian restaurant"
    if _phrase_of_question(reading, given) and not narrower:
        return None   # the model's words are the question's own (another kind it names): they stand
    why = f"{args.feature!r} is not in the question, {meant!r} is" if not _phrase_of_question(reading, given) \
        else f"the question asks for {meant}"
    return meant, f"feature {args.feature!r} -> {meant!r}: {why}"


AIMED_METRICS = {"nearest", "distance", "directional_nearest"}
_MEASURES = {"length", "area", "total_length", "total_area"}
SUPERLATIVES = {  # the reading's metric -> the metrics of a call it corrects
    "longest": {"length", "total_length"}, "shortest": {"length", "total_length"},
    "largest": {"area", "total_area"}, "smallest": {"area", "total_area"},
}


def _asks_for_the_nearest(reading: QuestionReading) -> bool:
    """One place, the closest, with no radius to search within."""
    return reading.metric in ("nearest", "directional_nearest") and reading.shape in ("place", "location") and \
        reading.radius_m is None and not reading.candidates


def _asks_which(reading: QuestionReading) -> bool:
    """'What museums are there', 'which two hotels': the question itself asks which ones (a list is otherwise only
    the reading's default, e.g. for a question in a language the cues do not know)."""
    return bool(reading.feature) and re.search(rf"\b(?:which|what)\s+(?:[\w-]+\s+)?{re.escape(reading.feature)}",
                                               reading.question, re.IGNORECASE) is not None


def ground_metric(reading: QuestionReading, args: Any) -> tuple[str, str] | None:
    """(new metric, note) when the call measures something other than what the reading asks for: the kinds of
    place around, a direction, a superlative, every match (a list or a count) rather than one measure."""
    if reading.metric == "kinds" and args.metric != "kinds":
        return "kinds", f"metric {args.metric} -> kinds: the question asks which kinds of place are there"
    if not (args.feature or args.feature_filter) or args.anchor_b:
        return None
    if args.metric in AIMED_METRICS and args.anchor and not args.towards and reading.shape == "direction":
        # "In which direction is the closest photo shop?": the model measured the distance and then guessed "east"
        return "azimuth", f"metric {args.metric} -> azimuth: the question asks for a direction"
    if args.metric in SUPERLATIVES.get(reading.metric or "", set()):
        return reading.metric, f"metric {args.metric} -> {reading.metric}: the question asks for the {reading.metric}"
    if reading.shape == "count" and args.metric not in ("count", "kinds"):
        # "How many benches are within 200 m of X?" sent as metric=area (the area of the benches around X)
        return "count", f"metric {args.metric} -> count: the question asks how many"
    if reading.shape == "places" and reading.metric == "list" and args.metric == "count" and _asks_which(reading):
        # "What museums are there in Monaco?" sent as a count: the question asks which ones
        return "list", "metric count -> list: the question asks which ones, not how many"
    if args.metric == "list" and _asks_for_the_nearest(reading):
        # "Which optician is closest to X?" sent as a list within 1 km: none there, though one is 2.9 km away
        return "nearest", "metric list -> nearest: the question asks for the closest one"
    if reading.shape == "places" and args.metric == "nearest" and args.radius_m is not None:
        return "list", f"metric nearest -> list: the question asks for every match within {args.radius_m:g} m"
    if args.metric == "distance" and reading.shape in ("place", "places", "location") and \
            reading.metric in ("nearest", "directional_nearest", "list"):
        # "Is there a hairdresser within 750 m?" sent as the distance to the nearest one
        return reading.metric, f"metric distance -> {reading.metric}: the question asks which ones, not how far"
    if args.metric in _MEASURES and reading.shape in ("place", "places"):
        # "What tracks exist within 100m of Start?" sent as metric=length
        return "list", f"metric {args.metric} -> list: the question asks which ones, not how long or large"
    return None


def _names(place: str | None, meant: str) -> bool:
    """'Muru, Helsinki' names 'Muru' (the city after a comma is context)."""
    return bool(place) and ":" not in place and squash(place.split(",")[0]) == squash(meant.split(",")[0])


def ground_candidates(reading: QuestionReading, args: Any) -> tuple[dict[str, Any], str] | None:
    """(changes, note) for 'Which is closer to A, B or C?' measured as one distance (the 1.5B model sent
    anchor=A, anchor_b=C and answered with that distance), or with the anchor among the candidates (it is
    0 m from itself)."""
    if args.candidates and not reading.candidates and len(_offered(reading, args)) < 2:
        # places to choose from that the question never offers (a handle from nowhere, the feature, the anchor)
        return {"candidates": None}, f"ignored candidates {args.candidates}: the question offers no places to choose from"
    if args.candidates and args.anchor:
        others = [c for c in args.candidates if not _names(c, args.anchor) and c != args.anchor]
        if len(others) == len(args.candidates):
            return None
        if len(others) >= 2 or len(reading.candidates) < 2:
            return {"candidates": others}, f"dropped the anchor {args.anchor!r} from the candidates"
    elif not reading.candidates or args.candidates:
        return None
    anchor = args.anchor if args.anchor and ":" in args.anchor else reading.anchor
    changes = {"metric": "nearest", "anchor": anchor, "candidates": list(reading.candidates),
               "anchor_b": None, "feature": None, "feature_filter": None}
    named = " and ".join(repr(c) for c in reading.candidates)
    return changes, f"the question asks which of {named} is closer to {anchor!r}"


def _offered(reading: QuestionReading, args: Any) -> set[str]:
    """The distinct candidates that are places of the question in their own right, not words of its anchor, the place
    it heads towards or its region (measured: candidates=['La Taverne', 'Èze'] for 'in the direction of La Taverne,
    Èze', and one word of the anchor repeated until the list bound)."""
    own = [squash(place) for place in (args.anchor, *reading.anchors, reading.towards, reading.region) if place]
    return {squash(c) for c in args.candidates if ":" not in c and _in_question(reading, c)
            and not any(squash(c) in place for place in own)}


def ground_context(reading: QuestionReading, args: Any) -> tuple[dict[str, Any], str] | None:
    """(changes, note) when anchor_b is only the town a place of the question is given in ('X, Vaduz' read as anchor X,
    anchor_b Vaduz): no second place, and the anchor is the question's whole name. Measured: the distance to Helsinki
    answered 'how far is the closest museum from X, Helsinki?'."""
    if not (args.anchor and args.anchor_b) or ":" in args.anchor + args.anchor_b:
        return None
    for place in reading.anchors:
        _, _, town = place.partition(",")
        if town.strip() and _names(args.anchor, place) and squash(args.anchor_b) == squash(town) and \
                not any(_names(args.anchor_b, other) for other in reading.anchors if other != place):
            return {"anchor": place, "anchor_b": None}, \
                f"ignored anchor_b {args.anchor_b!r}: it is the town of {place!r}, not a second place"
    return None


PLACE_MEASURES = {"distance": 2, "azimuth": 2, "area": 1, "length": 1}   # how many named places each one measures


def ground_between_places(reading: QuestionReading, args: Any) -> tuple[dict[str, Any], str] | None:
    """(changes, note) when the question measures its own named places (how far apart two are, which way one lies
    from the other, how long or large one is) and names no kind of place, but the call searches for a kind or
    measures something else. Measured on the 1.5B model: directional_nearest of 'cafe' with candidates=['Kiasma']
    for "In which direction is the Kiasma from the Ateneum?", the length of every 'street' for "How long is
    Aleksanterinkatu?", the area of feature='esplanadinpuisto', the second place sent as the feature."""
    wanted = PLACE_MEASURES.get(reading.metric or "")
    places = reading.anchors or ([reading.region] if reading.region else [])
    if wanted is None or reading.feature or reading.candidates or len(places) != wanted:
        return None
    changes: dict[str, Any] = {key: None for key in ("feature", "feature_filter", "candidates", "direction",
                                                      "towards", "radius_m") if getattr(args, key)}
    if args.metric != reading.metric:
        changes["metric"] = reading.metric
    given = [args.anchor, args.anchor_b]
    if wanted == 1 and not (_is_handle(args.anchor) or _names(args.anchor, places[0])) or wanted == 1 and args.anchor_b:
        changes.update(anchor=places[0], anchor_b=None)
    elif wanted == 2 and not all(_is_handle(g) or any(_names(g, p) for p in places) for g in given):
        changes.update(anchor=places[0], anchor_b=places[1])
    elif wanted == 2 and _names(args.anchor, places[1]) and _names(args.anchor_b, places[0]):
        changes.update(anchor=places[0], anchor_b=places[1])   # a bearing is from the first place to the second
    if not changes:
        return None
    moved = ", ".join(f"{key}={value!r}" for key, value in changes.items())
    return changes, f"{moved}: the question measures {' and '.join(repr(p) for p in places)} themselves"


def _is_handle(value: str | None) -> bool:
    return bool(value) and ":" in value


def ground_open_at(reading: QuestionReading, args: Any) -> tuple[dict[str, Any], str] | None:
    """(changes, note) for a time the question never gives: opening hours would filter the places it asks about."""
    if args.open_at and reading.open_at is None:
        return {"open_at": None}, f"ignored open_at {args.open_at!r}: the question gives no time"
    return None


def ground_towards(reading: QuestionReading, args: Any) -> tuple[dict[str, Any], str] | None:
    """(changes, note) when the question searches towards a place and the call measured a point-to-point distance
    to it instead. Measured: on 'a pharmacy from A in the direction of B' the 1.5B model sent anchor_b=B, or
    swapped the two places, or sent towards='west'."""
    meant = reading.towards
    if meant is None or _names(args.towards, meant) or args.towards and ":" in args.towards:
        return None
    if _names(args.anchor_b, meant):
        changes = {"towards": args.anchor_b, "anchor_b": None}
    elif _names(args.anchor, meant) and args.anchor_b:
        changes = {"anchor": args.anchor_b, "towards": args.anchor, "anchor_b": None}
    elif _names(args.anchor, meant) and reading.anchors and not _names(reading.anchors[0], meant) and \
            args.metric in HEADED_METRICS:
        # the place headed for as the anchor, the start left out: the search runs from the question's start
        changes = {"anchor": reading.anchors[0], "towards": meant}
    elif args.anchor and not _names(args.anchor, meant) and args.metric in HEADED_METRICS:
        # missing, a compass word, the anchor itself or a place the question never names: the question's
        changes = {"towards": meant}
    else:
        return None
    if args.metric == "distance" and reading.metric != "distance":
        changes["metric"] = "nearest"   # the question asks which feature, not how far
    moved = ", ".join(f"{key}={value!r}" for key, value in changes.items() if value is not None)
    return changes, f"{moved}: the question searches in the direction of {meant!r}"


HEADED_METRICS = {"nearest", "directional_nearest", "list", "distance"}


def _in_question(reading: QuestionReading, place: str) -> bool:
    """Whether a place name (not a handle) is one the question names: a phrase of it, or one of its places."""
    return squash(place.split(",")[0]) in squash(reading.question) or any(
        _names(place, named) for named in [*reading.anchors, reading.region, reading.towards, *reading.candidates]
        if named)


def ground_junction(reading: QuestionReading, args: Any) -> tuple[dict[str, Any], str] | None:
    """(changes, note) when a search from one place of the question came as anchor and anchor_b, the two streets of
    the junction it names ('nearest to the junction of A and B'): the anchor is 'A and B', their meeting point.
    Measured: under constrained decoding the model split the junction, and the search ran from street A alone."""
    if not (args.anchor and args.anchor_b) or ":" in args.anchor + args.anchor_b or args.metric == "distance" or \
            not (args.feature or args.feature_filter) or len(reading.anchors) != 1:
        return None
    meant = reading.anchors[0]
    whole, first, second = squash(meant), squash(args.anchor), squash(args.anchor_b)
    if first == whole or first not in whole or second not in whole:
        return None   # the anchor already names the junction, or the two are not its streets
    return {"anchor": f"{args.anchor} and {args.anchor_b}", "anchor_b": None}, \
        f"anchor {args.anchor!r} and anchor_b {args.anchor_b!r} -> where they meet: the question names one place, {meant!r}"


def ground_anchor(reading: QuestionReading, args: Any) -> tuple[dict[str, Any], str] | None:
    """(changes, note) when the call's anchor is a place the question never names (a name copied from an example
    or from memory) and the question names one: the question's place."""
    if not args.anchor or ":" in args.anchor or not reading.anchors or _in_question(reading, args.anchor):
        return None
    meant = reading.anchors[0]
    return {"anchor": meant}, f"anchor {args.anchor!r} -> {meant!r}: the question names no {args.anchor!r}"


def ground_scope(reading: QuestionReading, args: Any) -> tuple[dict[str, Any], str] | None:
    """(changes, note) for a scope the question does not set: a radius it never states (the model added 10 km to
    'the biggest garden in X') is dropped, one it states wins; a region it never names ('Vaduz' for a Monaco
    question) is dropped, the region it names is used when the call has no scope at all."""
    changes: dict[str, Any] = {}
    notes: list[str] = []
    if args.radius_m is not None and not 0 < args.radius_m <= MAX_RADIUS_M:
        return None   # a bad number is refused by the tool, not repaired
    if args.radius_m is not None and reading.radius_m is None and \
            (args.metric != "list" or _asks_for_the_nearest(reading)):
        changes["radius_m"] = None
        notes.append(f"ignored radius_m={args.radius_m:g}: the question states no radius")
    elif reading.radius_m is not None and args.radius_m is not None and \
            abs(args.radius_m - reading.radius_m) > 0.01 * reading.radius_m:
        changes["radius_m"] = reading.radius_m
        notes.append(f"radius_m={args.radius_m:g} -> {reading.radius_m:g}: the question says so")
    elif reading.radius_m is not None and args.radius_m is None and args.anchor and not args.anchor_b and \
            not args.region and args.metric in ("count", "list", "nearest", "directional_nearest", "kinds"):
        changes["radius_m"] = reading.radius_m
        notes.append(f"radius_m={reading.radius_m:g} taken from the question")
    if args.region and ":" not in args.region and reading.region is None and not _in_question(reading, args.region):
        changes["region"] = None
        notes.append(f"ignored region {args.region!r}: the question names no such place")
    elif reading.region and not (args.region or args.anchor or args.candidates) and \
            metric_spec(args.metric).in_region:
        changes["region"] = reading.region
        notes.append(f"region {reading.region!r} taken from the question")
    return (changes, "; ".join(notes)) if changes else None


def ground_own_kind(reading: QuestionReading, args: Any) -> tuple[dict[str, Any], str] | None:
    """(changes, note) when the question asks what kind of place a named place is (kinds of no named feature,
    one place, no radius): metric=kinds at the place itself. Measured: the 1.5B model counted 3,050 amenities
    'at Kotipizza' and listed the nearest one within 1 km."""
    places = [*reading.anchors, *([reading.region] if reading.region else [])]
    if reading.metric != "kinds" or reading.radius_m is not None or reading.feature or len(places) != 1 or \
            args.candidates:
        return None
    place = places[0]
    wanted = {"metric": "kinds", "radius_m": None, "direction": None, "towards": None, "anchor_b": None}
    if not (args.feature and _phrase_of_question(reading, args.feature)):
        # 'cafe' sent for "What amenity is at X?": the category the question names ('amenity'), all its kinds
        wanted.update(feature=category_word(reading) or args.feature, feature_filter=None)
    if not (_names(args.anchor, place) or args.anchor and ":" in args.anchor):
        wanted["anchor"] = place
    changes = {key: value for key, value in wanted.items() if getattr(args, key) != value}
    if not changes:
        return None
    moved = ", ".join(f"{key}={value!r}" for key, value in changes.items())
    return changes, f"{moved}: the question asks what kind of place {place!r} itself is"




def ground_direction(reading: QuestionReading, args: Any) -> tuple[str | None, str] | None:
    """(direction, note) when the reading's compass direction differs from (or is missing in) a search's
    arguments; (None, note) when the question names no direction (the model sent direction='north' for 'the
    bearing to a fitness centre' and found none)."""
    if args.direction and reading.direction is None:
        return None, f"ignored direction {args.direction!r}: the question names no direction"
    meant = reading.direction
    if meant is None or not metric_spec(args.metric).by_direction or args.anchor_b or not args.anchor:
        return None
    given = normalize_direction(args.direction) if args.direction else None
    if given == meant or (given is None and args.towards):
        return None
    if given is None:
        return meant, f"direction {meant} taken from the question"
    return meant, f"direction {args.direction!r} -> {meant}: the question says {meant}"


def ground_mode(reading: QuestionReading, args: Any) -> tuple[str | None, str] | None:
    """(mode, note) when the travel mode differs from the question's: a route the question never asks for is
    dropped (a distance is a straight line unless it says walking, cycling or driving), one it asks for is set."""
    if args.metric != "distance":
        return None
    if args.mode and reading.travel_mode is None:
        return None, f"ignored mode {args.mode!r}: the question asks for no route, so the distance is a straight line"
    if reading.travel_mode and args.mode != reading.travel_mode and args.anchor_b:
        return reading.travel_mode, f"mode {reading.travel_mode} taken from the question"
    return None




def knows_phrase(ctx: ToolContext) -> Callable[[str], bool]:
    """Whether the database can use a feature phrase with its modifier ('Greek restaurant': cuisine=greek)."""
    def knows(phrase: str) -> bool:
        try:
            return bool(resolve(ctx, phrase).filters)
        except Exception:   # an unknown modifier is simply not used
            return False
    return knows


def reading_call(ctx: ToolContext, reading: QuestionReading) -> dict[str, Any] | None:
    """The CalculateMetric call the reading asks for (reading/plan.py), the modifier checked against the database."""
    return plan.reading_call(reading, knows_phrase(ctx))


def suggest_next_call(ctx: ToolContext, reading: QuestionReading, handle: str, is_area: bool) -> dict | None:
    """CalculateMetric arguments for the reading around the resolved place, or None when its feature or metric
    is not clear."""
    if reading.towards or reading.candidates or not reading.feature:
        return None
    call = reading_call(ctx, reading)
    if call is None:
        return None
    call.pop("region", None)
    if metric_spec(call["metric"]).in_region and is_area and reading.radius_m is None and reading.direction is None:
        call.pop("anchor", None)
        call["region"] = handle
        return call
    call["anchor"] = handle
    return call
