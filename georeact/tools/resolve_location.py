"""ResolveLocation: a place name -> handles of matching rows, ranked, with the ambiguity made explicit.

The search is place_search.find_places (every tool shares it); a name that is a kind of place in a town ('Vaduz
Cathedral') is read by kind_in_town.read_kind. No confident guess: a name matched only approximately below
APPROXIMATE_MIN is "not in the loaded data" with what the data covers; above it the result says so.
"""

from __future__ import annotations

from pydantic import Field, field_validator

from georeact.values import AnswerValue, EntityRef
from georeact.tools.base import ToolContext, ToolInput, ToolResult
from georeact.tools.handles import handle_or_name, no_such_handle, row_name
from georeact.tools.kind_in_town import read_kind
from georeact.tools.place_search import (PlaceMatch, Point, accepted, also_named, approximate_note, as_the_question_spells,
                                         find_places, is_name, near_names, not_in_data, prefetch, rivals, squash)
from georeact.tools.poi_filter import lookup, shop_kind

NAME = "ResolveLocation"
DESCRIPTION = (
    "Find a named place (POI, park, lake/river, region, street) and return its handle (table:id) with "
    "coordinates, the region it lies in, and alternatives. Pass `context` (a city, region or "
    "nearby place) when a name may exist in several places. Use the handle in other tools, never coordinates. "
    "A name no place has is an error saying it is not in the loaded data; a misspelt one is taken with a note."
)

# -- the tool -----------------------------------------------------------------------------------------

class Input(ToolInput):
    name: str = Field(..., description="The place name as written in the question, e.g. 'Harbour Gallery', 'Millpond Lake'.")
    context: str | None = Field(None, description="Optional city/region/country or a nearby place that narrows the search.")

    @field_validator("name")
    @classmethod
    def _name(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("name must not be empty")
        return value.strip()


class Result(ToolResult):
    tool = NAME
    query: str = ""
    context: str | None = None
    best: PlaceMatch | None = None
    alternatives: list[PlaceMatch] = []
    ambiguous: list[PlaceMatch] = Field([], description="Strong candidates elsewhere that could be meant instead.")
    note: str | None = None
    suggestions: list[str] = []

    def answer_value(self) -> AnswerValue | None:
        if self.best is None:
            return None
        best = self.best
        return AnswerValue(kind="location", lat=best.lat, lon=best.lon,
                           entities=[EntityRef(name=best.name, handle=best.handle, lat=best.lat, lon=best.lon)])

    def render(self) -> str:
        if not self.ok:
            return self.render_error()
        assert self.best is not None
        text = self.best.short()
        if self.best.match != "exact" or self.best.matched_on != "name":
            text += f" [{self.best.match} match on {self.best.matched_on}, confidence {self.best.confidence:.2f}]"
        if self.ambiguous:
            text += (f". '{self.query}' is ambiguous: also " + "; ".join(m.short() for m in self.ambiguous)
                     + ". Pass context=<city or region> to choose, or use the handle you mean")
        rest = [m for m in self.alternatives if m not in self.ambiguous]
        if rest:
            text += "; alternatives: " + "; ".join(f"{m.short()} ({m.match} {m.confidence:.2f})" for m in rest)
        if self.note:
            text += f". Note: {self.note}"
        return text


def run(ctx: ToolContext, args: Input) -> Result:
    result = Result(query=args.name, context=args.context)
    if (problem := _handle_problem(ctx, args.name)) is not None:
        result.ok, result.error = False, problem
        return result
    matches = find_places(ctx, args.name, args.context, limit=6, near=_question_places(ctx, args))
    matches = read_kind(ctx, args.name, matches)
    if matches and matches[0].match != "exact" and (kind := _kind_of_place(ctx, args.name)) is not None:
        result.ok = False
        result.error = kind
        return result
    notes = []
    if (respelled := as_the_question_spells(ctx.question, args.name, matches)) is not matches:
        notes.append(f"the question spells it {respelled[0].name!r}, not {args.name!r}")
        matches = respelled
    if not matches or not accepted(matches[0]):
        result.suggestions = [f"{m.name} ({m.handle}, closeness {m.closeness:.2f})" for m in near_names(args.name, matches)]
        result.ok = False
        refusal, result.unfound = not_in_data(ctx, args.name, matches, context=args.context)
        result.error = f"No place named {args.name!r}: " + refusal
        return result
    result.best, result.alternatives = matches[0], matches[1:]
    result.ambiguous = rivals(matches)
    if (note := approximate_note(args.name, result.best)) is not None:
        notes.append(note)
    if (also := also_named(result.best, result.ambiguous)) is not None:
        notes.append(also)
    if args.context and not any(m.in_context for m in matches):
        notes.append(f"no match lies in or near context {args.context!r}; showing matches anywhere")
    exact = [m for m in matches[1:] if m.match != "trigram"]
    if result.best.match == "trigram" and exact:
        # the context outranked them; still say so, a name matched exactly is rarely a coincidence
        notes.append(f"approximate match (confidence {result.best.confidence:.2f}); named exactly "
                     f"{args.name!r} but outside the context: " + "; ".join(m.short() for m in exact[:3]))
    if result.best.parts > 1:
        notes.append(f"{result.best.name} is {result.best.parts} ways; the handle is its longest way")
    result.note = "; ".join(notes) or None
    return result


def _question_places(ctx: ToolContext, args: Input) -> list[Point] | None:
    """Where the question's other places are, those that one place has the name of (as written): what a name several
    places share is taken near. Searched with this name in one statement (the call's first)."""
    others = [p for p in ctx.places if squash(p) != squash(args.name) and is_name(p)]
    if not others:
        return None
    prefetch(ctx, [args.name, *others, *([args.context] if args.context else [])])
    points = []
    for other in others:
        found = find_places(ctx, other, limit=6)
        if found and not found[0].approximate and not found[0].namesakes:
            points.append((found[0].lat, found[0].lon))
    return points or None


def _handle_problem(ctx: ToolContext, name: str) -> str | None:
    """An error when `name` is a handle rather than a name: this tool looks names up, and a handle's text must not
    be fuzzy-matched (measured: 'point:nan,nan' and 'pois:0' both found the hairdresser 'Point')."""
    try:
        handle = handle_or_name(name)
    except ValueError as exc:
        return f"{exc}. ResolveLocation takes a place name."
    if handle is None:
        return None
    found = row_name(ctx.db, handle, ctx.profile)
    if found is None:
        return f"{no_such_handle(handle)}."
    what = f" ({found})" if found and handle.kind == "row" else ""
    return (f"{name!r} is already a handle{what}: pass it as it is to the other tools. ResolveLocation takes a "
            "place name.")


def _kind_of_place(ctx: ToolContext, name: str) -> str | None:
    """An error when `name` is a kind of place the question asks about, not a place it names. Measured: the 1.5B
    model resolved 'florist shop', got a florist 1,000 km away by trigram and answered with it."""
    kind = shop_kind(name) or name   # 'florist shop' is a florist
    if not ctx.question or (lookup(name) or lookup(kind)) is None:
        return None
    places = ctx.places
    if any(squash(p) == squash(name) for p in places):
        return None
    named = f" around the place the question names ({', '.join(repr(p) for p in places)})" if places else ""
    return (f"{name!r} is a kind of place, not a place name: no place is called that. Use CalculateMetric with "
            f"feature={name!r}{named}, or GetPOIFilter to see how {name!r} is stored.")

