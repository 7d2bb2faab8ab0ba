"""Places named in a CalculateMetric call: a handle or a name -> the row it means, never silently approximate."""

from __future__ import annotations

import re
from typing import Any

from georeact.reading import QuestionReading
from georeact.tools.base import ToolContext
from georeact.tools.handles import Handle
from georeact.tools.metric.models import Problem, Resolved
from georeact.tools.poi_filter import fold
from georeact.tools.resolve_location import PlaceMatch, as_the_question_spells, find_places, nearest_names, squash

REGION_TABLES = ("regions", "parks", "lakes")
# "Kapellenweg and Klosterstraße", "A & B", "A / B": two streets, read as the point where they meet
JUNCTION = re.compile(r"^(?P<a>.+?)\s+(?:and|&|/|x|×)\s+(?P<b>.+)$", re.IGNORECASE)


def _find_places(ctx: ToolContext, name: str, context: str | None, tables: list[str] | None = None) -> list[Any]:
    return find_places(ctx, name, context=context, tables=tables)


def _suggestions(ctx: ToolContext, name: str) -> str:
    try:
        names = [n for _, _, n in nearest_names(ctx, name)][:4]
    except Exception:   # suggestions are a courtesy; the error message stands without them
        return ""
    return f" Similar names: {', '.join(dict.fromkeys(names))}." if names else ""


def _describe_row(ctx: ToolContext, handle: Handle) -> tuple[str | None, str, float, float] | None:
    """(name, geometry type, lat, lon of the centroid) of an unbuffered handle, or None when it does not exist."""
    if handle.kind == "point":
        return None, "POINT", handle.lat, handle.lon
    spec = ctx.profile.table(handle.table)
    geog = spec.geog("h")
    rows = ctx.db.query(
        f"SELECT h.{spec.name_column}::text, GeometryType(({geog})::geometry), ST_Y(ST_Centroid(({geog})::geometry)),"
        f" ST_X(ST_Centroid(({geog})::geometry)) FROM {spec.relation} h WHERE h.id = %s", [handle.id], max_rows=1).rows
    return rows[0] if rows else None


def _a_whole_place_of(reading: QuestionReading | None, text: str) -> bool:
    """Whether `text` is one of the places the question names, whole ('Galleria Esplanad' for 'Galleria Esplanad,
    Helsinki': the town after a comma is context)."""
    if reading is None:
        return False
    places = [*reading.anchors, reading.region, reading.towards, *reading.candidates]
    return any(squash(text) in (squash(place), squash(place.split(",")[0])) for place in places if place)


def _name_in_question(ctx: ToolContext, text: str) -> str | None:
    """The full name the question spells out when the model cut it short ('SIS' for 'SIS. Deli + Café').

    Only a known place name that starts with the model's text and appears verbatim in the question counts.
    """
    if not ctx.question or len(text.strip()) < 2:
        return None
    question, given = fold(ctx.question), fold(text)
    if not re.search(rf"(?<!\w){re.escape(given)}(?!\w)", question):
        return None    # the model's text is not from the question: nothing to complete
    if _a_whole_place_of(ctx.reading, text):
        return None    # the reading's own place, not cut short: no name search (9-12 ms a call)
    try:
        names = [name for _, _, name in nearest_names(ctx, text, close=True)]   # a longer name scores >= 0.67
    except Exception:   # grounding is a courtesy; plain resolution follows
        return None
    longer = [name for name in dict.fromkeys(names)
              if (folded := fold(name)) != given and folded.startswith(given) and folded in question]
    if not longer:
        return None
    spelled = max(longer, key=len)
    if re.search(rf"(?<!\w){re.escape(given)}(?!\w)", question.replace(fold(spelled), " ")):
        return None    # the short name is also a place of its own in the question ('Helsinki' next to 'Helsinki Cathedral')
    return spelled


def resolve_place(ctx: ToolContext, text: str, role: str, context: str | None = None,
                  polygons_only: bool = False, prefer: str | None = None) -> tuple[Handle, Resolved]:
    """A handle or a name -> (Handle, what it resolved to). Raises Problem. `prefer` ('LINE' or 'POLYGON'): of places
    with the best match's name, one of that shape (the length of 'Aleksanterinkatu' is the street's, not the bus
    stop's)."""
    text = (text or "").strip()
    if not text:
        raise Problem(f"{role} is empty")
    handle: Handle | None = None
    try:
        handle = Handle.parse(text)
    except ValueError as bad:
        if re.match(r"^(point|buffer|pois|roads|parks|lakes|regions):", text.strip(), re.I):
            raise Problem(f"{role} {text!r} is not a valid handle: {bad}") from None  # never fuzzy-match a handle
        handle = None
    reading: list[str] = []
    alternatives: list[str] = []
    approximate = False
    if handle is None:
        best, text, reading, alternatives = _match_name(ctx, text, role, context, polygons_only, prefer)
        approximate = best.match == "trigram"
        handle = Handle.parse(best.handle)
        described = best.name, best.geometry_type, best.centre_lat, best.centre_lon   # the search read its row
    else:
        if polygons_only and handle.radius_m is None and handle.kind == "point":
            raise Problem(f"{role} {text!r} is a point; a region needs an area (a region handle or "
                          "buffer:point:lon,lat:r)")
        described = _describe_row(ctx, Handle(**{**handle.model_dump(), "radius_m": None}))
    if described is None:
        raise Problem(f"{role} {text!r}: no such entity in the database")
    name, gtype, lat, lon = described
    if polygons_only and handle.radius_m is None and "POLYGON" not in (gtype or ""):
        raise Problem(f"{role} {text!r} is a {gtype.lower()}, not an area; use a region, park or lake polygon")
    return handle, Resolved(role=role, text=text, handle=str(handle), name=name, table=handle.table, lat=lat,
                            lon=lon, geometry_type=gtype, reading=reading, alternatives=alternatives,
                            approximate=approximate)


def _match_name(ctx: ToolContext, text: str, role: str, context: str | None,
                polygons_only: bool, prefer: str | None = None) -> tuple[Any, str, list[str], list[str]]:
    """The best match for a name -> (match, the name as searched, how it was read, other places). Raises Problem."""
    tables = list(REGION_TABLES) if polygons_only else None
    matches = _find_places(ctx, text, context, tables)
    reading = []
    if spelled := _name_in_question(ctx, text):
        # the model cut a name short ('SIS' for 'SIS. Deli + Café'; 'Ciao!', another café, for 'Ciao! Caffé
        # Urban Style'): the question has it in full
        reading.append(f"the question names it in full: {text!r} -> {spelled!r}")
        text, matches = spelled, _find_places(ctx, spelled, context, tables)
    elif (respelled := as_the_question_spells(ctx.question, text, matches)) is not matches:
        reading.append(f"the question spells it {respelled[0].name!r}, not {text!r}")
        text, matches = respelled[0].name, respelled
    if not polygons_only and (not matches or matches[0].match == "trigram") and \
            (meeting := _junction(ctx, text, context)) is not None:
        return meeting, text, reading + _reading(text, meeting), []
    wrong_kind = [m for m in matches if polygons_only and "POLYGON" not in (m.geometry_type or "").upper()]
    matches = [m for m in matches if m not in wrong_kind]
    if not matches:
        what = "region (a regions/parks/lakes polygon)" if polygons_only else "place"
        raise Problem(f"unknown {role} {text!r}: no {what} with that name.{_suggestions(ctx, text)} Check the "
                      "spelling or resolve it first with ResolveLocation and pass its handle.")
    best = matches[0]
    if prefer and prefer not in best.geometry_type.upper():
        shaped = next((m for m in matches if prefer in m.geometry_type.upper() and squash(m.name) == squash(best.name)),
                      None)
        if shaped is not None:
            reading.append(f"{best.name!r} read as the {shaped.geometry_type.lower()} {shaped.handle}, not the "
                           f"{best.geometry_type.lower()} {best.handle} of the same name")
            matches, best = [shaped, *[m for m in matches if m is not shaped]], shaped
    if polygons_only and best.match == "trigram":   # the exact name may be a place that is not an area
        others = [t for t in ctx.profile.resolution_order if t not in REGION_TABLES]
        wrong_kind += [m for m in _find_places(ctx, text, context, others) if m.match != "trigram"]
    return best, text, reading + _reading(text, best), _alternatives(best, matches[1:], wrong_kind)


def _reading(text: str, best: Any) -> list[str]:
    """How a name was read when not exactly as written: never silent, with the confidence of an approximate match."""
    if best.match == "trigram":
        return [f"approximate match: {text!r} -> {best.name!r}, confidence {best.confidence:.2f}"]
    return [f"read {text!r} as {best.name!r} ({best.matched_on})"] if best.matched_on != "name" else []


def _alternatives(best: Any, others: list[Any], wrong_kind: list[Any]) -> list[str]:
    """Other places worth naming: after an approximate match every exact one it passed over (elsewhere, or not an
    area); otherwise only strong rivals, since weak trigram hits are noise for a small model."""
    if best.match == "trigram":
        exact = [m for m in [*others, *wrong_kind] if m.match != "trigram"]
        return [f"{m.name} ({m.handle}, exact name{', not an area' if m in wrong_kind else ''})" for m in exact[:3]]
    return [f"{m.name} ({m.handle})" for m in others[:2] if m.confidence >= 0.85]


def _junction(ctx: ToolContext, text: str, context: str | None) -> PlaceMatch | None:
    """The point where the two streets a name joins meet ('A and B'), when both are streets that meet."""
    parts = JUNCTION.match(text.strip())
    if parts is None:
        return None
    from georeact.tools import region_geometry   # a sibling tool, loaded when used
    found = region_geometry.run(ctx, region_geometry.Input(street_a=parts["a"], street_b=parts["b"], context=context))
    if not found.ok or found.handle is None or found.lat is None or found.lon is None:
        return None
    return PlaceMatch(handle=found.handle, table="roads", id=0, osm_type="W", osm_id=0, name=found.name,
                      lat=found.lat, lon=found.lon, geometry_type="POINT", confidence=1.0, match="exact",
                      matched_on="junction", category="junction", source=None)
