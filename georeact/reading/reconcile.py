"""Reconciling a model's call with the question's reading: what a small model drops, the question's words restore.
One table, one row per argument it owns, for CalculateMetric (and SearchPlaces' time). The agent applies it once,
to the calls the model writes (ToolSpec.reconciler, in `act`); the plan's own calls are the reading's already.

Measured on the embedded 1.5B model: it shortens "Greek restaurant" to "restaurant", writes "road" for "city gate"
or "park" for "nature reserves", asks for metric=length when the question says "longest", splits a junction into
two places, adds a radius or a region the question never states, and measures a distance where the question asks
which place. Each row compares one argument (or a shape of the call) with the reading and returns the changes
with a note the model sees:

- the call's shape, in order: a junction split in two, a town sent as a second place, the question's own places
  measured, an anchor the question never names, candidates ('which is closer to A, B or C?'), the place searched
  towards, what kind of place a named place is, the scope (radius, region), a time the question never gives;
- then each argument against the call so reshaped: the feature (the question's phrase with its modifier when the
  database knows it), the compass direction, the metric, how many places, the time, the travel mode.

The database's phrase lookups are passed in (`PhraseLookups`), as `plan.reading_call` takes `knows`: this floor
reads no database. Without a reading nothing changes (direct tool calls, the oracle).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, NamedTuple

from georeact.geo.directions import normalize_direction
from georeact.reading.features import _parse_filter
from georeact.reading.metrics import MAX_RADIUS_M, metric_names, metric_spec
from georeact.reading.model import QuestionReading
from georeact.reading.plan import category_word, usable_phrase
from georeact.reading.vocabulary import _singular, normalize_phrase, squash


class PhraseLookups(NamedTuple):
    """What the database says of a feature phrase: the (table, column, value, conditions) it resolves to (None when
    it cannot use it), and whether it can use it with its modifier ('Greek restaurant': cuisine=greek)."""
    tags: Callable[[str], Any]
    knows: Callable[[str], bool]


def _within(given: str, meant: str) -> bool:
    """Whether the model's words are part of the question's longer phrase (singular or plural alike)."""
    inner = [_singular(w) for w in normalize_phrase(given).split()]
    outer = [_singular(w) for w in normalize_phrase(meant).split()]
    return len(inner) < len(outer) and any(outer[i:i + len(inner)] == inner for i in range(len(outer) - len(inner) + 1))


def _phrase_of_question(reading: QuestionReading, phrase: str) -> bool:
    folded = f" {normalize_phrase(reading.question)} "
    return f" {normalize_phrase(phrase)} " in folded or \
        f" {' '.join(_singular(w) for w in normalize_phrase(phrase).split())} " in folded


def ground_feature(lookups: PhraseLookups, reading: QuestionReading, args: Any,
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
    meant = normalize_phrase(usable_phrase(reading, lookups.knows) or "")
    wanted = lookups.tags(meant) if meant else None
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
    if given == normalize_phrase(meant) or lookups.tags(given) == wanted:
        return None
    narrower = _within(given, meant)   # "shop" for "bicycle shop", "restaurant" for "Italian restaurant"
    if _phrase_of_question(reading, given) and not narrower:
        return None   # the model's words are the question's own (another kind it names): they stand
    why = f"{args.feature!r} is not in the question, {meant!r} is" if not _phrase_of_question(reading, given) \
        else f"the question asks for {meant}"
    return meant, f"feature {args.feature!r} -> {meant!r}: {why}"


def _measures_for(metric: str | None) -> set[str]:
    """The measures a superlative corrects: 'the longest' sent as a length or a total length."""
    spec = metric_spec(metric) if metric else None
    return metric_names(runner="total", purpose=spec.purpose) if spec and spec.runner == "extreme" else set()


def _asks_for_the_nearest(reading: QuestionReading) -> bool:
    """One place, the closest, with no radius to search within."""
    spec = metric_spec(reading.metric) if reading.metric else None
    return bool(spec) and spec.runner == "nearest" and spec.answer == "entities" and \
        reading.shape in ("place", "location") and \
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
    if metric_spec(args.metric).aimed and args.anchor and not args.towards and reading.shape == "direction":
        # "In which direction is the closest photo shop?": the model measured the distance and then guessed "east"
        return "azimuth", f"metric {args.metric} -> azimuth: the question asks for a direction"
    if args.metric in _measures_for(reading.metric):
        return reading.metric, f"metric {args.metric} -> {reading.metric}: the question asks for the {reading.metric}"
    if reading.shape == "count" and not metric_spec(args.metric).counts:
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
            reading.metric is not None and metric_spec(reading.metric).finds:
        # "Is there a hairdresser within 750 m?" sent as the distance to the nearest one
        return reading.metric, f"metric distance -> {reading.metric}: the question asks which ones, not how far"
    if metric_spec(args.metric).runner == "total" and reading.shape in ("place", "places"):
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


def ground_between_places(reading: QuestionReading, args: Any) -> tuple[dict[str, Any], str] | None:
    """(changes, note) when the question measures its own named places (how far apart two are, which way one lies
    from the other, how long or large one is) and names no kind of place, but the call searches for a kind or
    measures something else. Measured on the 1.5B model: directional_nearest of 'cafe' with candidates=['Kiasma']
    for "In which direction is the Kiasma from the Ateneum?", the length of every 'street' for "How long is
    Aleksanterinkatu?", the area of feature='esplanadinpuisto', the second place sent as the feature."""
    wanted = metric_spec(reading.metric).of_places if reading.metric else 0   # how many named places it measures
    places = reading.anchors or ([reading.region] if reading.region else [])
    if not wanted or reading.feature or reading.candidates or len(places) != wanted:
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
            metric_spec(args.metric).headed:
        # the place headed for as the anchor, the start left out: the search runs from the question's start
        changes = {"anchor": reading.anchors[0], "towards": meant}
    elif args.anchor and not _names(args.anchor, meant) and metric_spec(args.metric).headed:
        # missing, a compass word, the anchor itself or a place the question never names: the question's
        changes = {"towards": meant}
    else:
        return None
    if args.metric == "distance" and reading.metric != "distance":
        changes["metric"] = "nearest"   # the question asks which feature, not how far
    moved = ", ".join(f"{key}={value!r}" for key, value in changes.items() if value is not None)
    return changes, f"{moved}: the question searches in the direction of {meant!r}"


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
            not args.region and metric_spec(args.metric).takes_radius:
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


# The rows. A reshaping row returns (changes, note) from the call as the rows before it left it; an argument row
# returns (changes, note) from the reshaped call and the changes the argument rows before it made.
Changes = tuple[dict[str, Any], str] | None
RESHAPING: list[tuple[str, Callable[[QuestionReading, Any], Changes]]] = [
    ("a junction split into two places", ground_junction),
    ("a place's town sent as a second place", ground_context),
    ("the question's own places measured", ground_between_places),
    ("an anchor the question never names", ground_anchor),
    ("the candidates to choose from", ground_candidates),
    ("the place searched towards", ground_towards),
    ("what kind of place a named place is", ground_own_kind),
    ("the scope: radius and region", ground_scope),
    ("a time the question never gives", ground_open_at),
]


def _feature_row(lookups: PhraseLookups, reading: QuestionReading, args: Any, changes: dict[str, Any]) -> Changes:
    spec = metric_spec(args.metric)
    needs_feature = spec.needs_feature or (spec.of_places == 2 and not args.anchor_b)
    found = ground_feature(lookups, reading, args, needs_feature)
    return None if found is None else ({"feature": found[0], "feature_filter": None}, found[1])


def _direction_row(lookups: PhraseLookups, reading: QuestionReading, args: Any, changes: dict[str, Any]) -> Changes:
    found = ground_direction(reading, args)
    return None if found is None else ({"direction": found[0]}, found[1])


def _metric_row(lookups: PhraseLookups, reading: QuestionReading, args: Any, changes: dict[str, Any]) -> Changes:
    found = ground_metric(reading, args)
    return None if found is None else ({"metric": found[0]}, found[1])


def _limit_row(lookups: PhraseLookups, reading: QuestionReading, args: Any, changes: dict[str, Any]) -> Changes:
    # "the three nearest": a small model leaves the count at its default
    if reading.limit and args.limit == 1 and metric_spec(changes.get("metric", args.metric)).ranked:
        return {"limit": reading.limit}, f"limit {reading.limit} from the question"
    return None


def _open_at_row(lookups: PhraseLookups, reading: QuestionReading, args: Any, changes: dict[str, Any]) -> Changes:
    # a small model drops the optional time the question asks about
    if reading.open_at and not args.open_at and (args.feature or args.feature_filter or changes.get("feature")):
        return {"open_at": reading.open_at}, f"open_at {reading.open_at!r} from the question"
    return None


def _mode_row(lookups: PhraseLookups, reading: QuestionReading, args: Any, changes: dict[str, Any]) -> Changes:
    found = ground_mode(reading, args)
    return None if found is None else ({"mode": found[0]}, found[1])


ARGUMENTS: list[tuple[str, Callable[[PhraseLookups, QuestionReading, Any, dict[str, Any]], Changes]]] = [
    ("feature", _feature_row), ("direction", _direction_row), ("metric", _metric_row), ("limit", _limit_row),
    ("open_at", _open_at_row), ("mode", _mode_row),
]


def reconcile(args: Any, reading: QuestionReading, lookups: PhraseLookups) -> tuple[Any, list[str]]:
    """The call (a pydantic model with CalculateMetric's fields) as the question asks for it, and a note per change."""
    notes: list[str] = []
    for _, row in RESHAPING:
        if (found := row(reading, args)) is not None:
            args = args.model_copy(update=found[0])
            notes.append(found[1])
    changes: dict[str, Any] = {}
    for _, argument_row in ARGUMENTS:
        if (found := argument_row(lookups, reading, args, changes)) is not None:
            changes.update(found[0])
            notes.append(found[1])
    return (args.model_copy(update=changes) if changes else args), notes


def reconcile_search(args: Any, reading: QuestionReading) -> tuple[Any, list[str]]:
    """A SearchPlaces call with the question's time, place, area and radius when the model dropped them (a small
    model forgets optional arguments: 'a quiet cafe near the Kiasma' searched everywhere gave one 1,000 km away)."""
    update: dict[str, Any] = {}
    notes: list[str] = []
    if reading.open_at and not args.open_at:
        update["open_at"] = reading.open_at
    if not args.anchor and not args.region:   # searched nowhere in particular: where the question searches
        if reading.anchors:
            update["anchor"] = reading.anchors[0]
        elif reading.region:
            update["region"] = reading.region
    if reading.radius_m is not None and args.radius_m is None and (args.anchor or update.get("anchor")):
        update["radius_m"] = reading.radius_m
    notes = [f"{key} {value!r} from the question" for key, value in update.items()]
    return (args.model_copy(update=update), notes) if update else (args, [])


def next_call(planned: dict[str, Any], reading: QuestionReading, handle: str, is_area: bool) -> dict | None:
    """After the model resolved a place: the plan's CalculateMetric call around it (the 1.5B model often stopped
    after ResolveLocation and answered with the place itself); None when its feature or metric is not clear."""
    if reading.towards or reading.candidates or not reading.feature:
        return None
    call = dict(planned)
    call.pop("region", None)
    if metric_spec(call["metric"]).in_region and is_area and reading.radius_m is None and reading.direction is None:
        call.pop("anchor", None)
        call["region"] = handle
        return call
    call["anchor"] = handle
    return call
