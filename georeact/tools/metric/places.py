"""Places named in a CalculateMetric call: a handle or a name -> the row it means, never silently approximate."""

from __future__ import annotations

import contextlib
import re
from typing import Any

from georeact.reading.data_scope import DATA_OF
from georeact.reading.features import dimension_sql
from georeact.tools.base import ToolContext
from georeact.tools.handles import EXTRACT_TABLES, Handle
from georeact.tools.kind_in_town import read_kind, read_the_only
from georeact.tools.metric.models import NotInData, Problem, Resolved
from georeact.tools.poi_filter import fold, table_columns
from georeact.tools.place_search import (COLLAPSE_TABLES, Point, PlaceMatch, accepted, also_named, destinations, approximate_note, untagged_note,
                                             as_the_question_spells, coverage, find_places, haversine_m, is_name, namesake_note,
                                             is_settlement, nearest_names, not_in_data, rivals, squash, trip_ends, words_within,
                                             NEAR_AS_FAR, salience)

REGION_TABLES = ("regions", "parks", "lakes")
# "Kapellenweg and Klosterstraße", "A & B", "A / B": two streets, read as the point where they meet
JUNCTION = re.compile(r"^(?P<a>.+?)\s+(?:and|&|/|x|×|meets?|crosses|intersects)\s+(?P<b>.+)$", re.IGNORECASE)



def _told_apart_by_its_kind(ctx: ToolContext, asked: str, best: PlaceMatch) -> bool:
    """Whether the words after the name say the kind of the place taken ('Vattarnes lighthouse', 'the Haukafell camp
    site'): the question told the namesakes apart itself, so no note says which was taken."""
    rest = asked.strip()
    at = rest.casefold().find(best.name.casefold()) if best.name else -1
    kind = rest[at + len(best.name):].strip() if at >= 0 and best.name else ""
    if not kind or not re.fullmatch(r"(?-i:[a-z][\w-]*)(?:\s+(?-i:[a-z][\w-]*)){0,2}", kind):
        return False
    from georeact.tools.kind_in_town import of_the_kind   # (it searches names with place_search)
    return bool(of_the_kind(ctx, [best], kind))

def _find_places(ctx: ToolContext, name: str, context: str | None, tables: list[str] | None = None,
                 near: list[Point] | None = None) -> list[Any]:
    return read_kind(ctx, name, find_places(ctx, name, context=context, tables=tables, near=near))


def _describe_row(ctx: ToolContext, handle: Handle) -> tuple[str | None, str, float, float] | None:
    """(name, geometry type, lat, lon of the centroid) of an unbuffered handle, or None when it does not exist."""
    if handle.kind == "point":
        return None, "POINT", handle.lat, handle.lon
    if handle.kind == "extract":   # 'extract:baltimore-2015.osm.pbf': the loaded extract, when it is one
        found = next((e for e in coverage(ctx) if e.source == handle.source), None)
        return None if found is None else (f"the data of {found.source}", "POLYGON", (found.south + found.north) / 2,
                                           (found.west + found.east) / 2)
    spec = ctx.profile.table(handle.table)
    geog = spec.geog("h")
    rows = ctx.db.query(
        f"SELECT h.{spec.name_column}::text, GeometryType(({geog})::geometry), ST_Y(ST_Centroid(({geog})::geometry)),"
        f" ST_X(ST_Centroid(({geog})::geometry)) FROM {spec.relation} h WHERE h.id = %s", [handle.id], max_rows=1).rows
    return rows[0] if rows else None


Role = tuple[str, str | None, str | None, bool]   # role, text (a name or handle), context, polygons only


def near_places(ctx: ToolContext, roles: list[Role]) -> dict[str, list[Point]]:
    """Where to look for each place of the call that several places are named (a museum in one town, a laundry in
    another), or that only a longer name holds ('Kunstmuseum'): near the call's other places. Those with one place
    of their name are fixed first; when every place of the call has namesakes, the first is the one of its
    namesakes nearest the others' (ties: the most salient). Reads the call's name searches (no statement of its
    own once prefetched, but for a handle's point)."""
    fixed: dict[str, Point] = {}
    handles: dict[str, Handle] = {}
    shared: dict[str, list[PlaceMatch]] = {}
    pending: list[str] = []
    for role, text, context, polygons_only in roles:
        if not text or not text.strip():
            continue
        if not is_name(text):   # a handle (a broken one is resolve_place's error to report)
            with contextlib.suppress(ValueError):
                handles[role] = Handle.parse(text.strip())
            continue
        found = find_places(ctx, text, context=context, tables=list(REGION_TABLES) if polygons_only else None)
        if found and found[0].match == "trigram" and not polygons_only and \
                (kinded := read_kind(ctx, text, found)) and kinded[0].matched_on.startswith("the "):
            fixed[role] = (kinded[0].lat, kinded[0].lon)   # 'the Eastbrook Cathedral': the one of its kind there
            continue
        holders = sum(words_within(text, m.name) for m in found)
        if found and (not accepted(found[0]) and holders or found[0].match == "trigram" and holders > 1):
            # 'Kunstmuseum': a place whose name holds it may be the one near the others; 'Louis Vuitton': two longer
            # names hold it ('Louis Vuitton Helsinki', '... Louis Vuitton Singapore'), the one near the call's other
            # places, not the first of the search, which may be in another extract
            pending.append(role)
            continue
        if not found or not accepted(found[0]):
            continue
        if found[0].in_context and not any(m.in_context for m in rivals(found)):
            # 'Hraun in <a valley>': the place it is said at fixed it (several there: chosen near the others below)
            fixed[role] = (found[0].lat, found[0].lon)
            continue
        named = [found[0], *rivals(found)]
        group = trip_ends(named)   # (choose_namesake's rule: the town of the name, else the farm, ...)
        if len(group) == 1 and (len(named) == 1 or is_settlement(group[0])):
            fixed[role] = (group[0].lat, group[0].lon)
        else:   # (one farm of the name may still give way to the peak of that name beside the others: choose_namesake)
            shared[role] = named if len(group) == 1 else group
    if not shared and not pending:
        return {}
    for role, handle in handles.items():
        if (row := _describe_row(ctx, Handle(**{**handle.model_dump(), "radius_m": None}))) is not None:
            fixed[role] = (row[2], row[3])
    near = {role: [point for other, point in fixed.items() if other != role] for role in [*shared, *pending]}
    if not fixed and len(shared) > 1:
        first, *rest = shared

        def apart(m: PlaceMatch) -> float:
            return sum(min(haversine_m(m.lat, m.lon, o.lat, o.lon) for o in shared[other]) for other in rest)

        # (of the first's namesakes, a place, not the road or the river of its name that runs nearer the others)
        ends = destinations(shared[first]) or shared[first]
        chosen = min(ends, key=lambda m: (round(apart(m)), ends.index(m)))
        # (of those about as near the others, the salient: the volcano, not the map board of its name 4 km off it)
        alike = [m for m in ends if apart(m) <= apart(chosen) * NEAR_AS_FAR]
        chosen = max(alike, key=lambda m: (salience(m), -round(apart(m))))
        near = {role: [(chosen.lat, chosen.lon)] for role in [*shared, *pending]}
    return {role: points for role, points in near.items() if points}


def street_in_town(ctx: ToolContext, way: Handle, ref: Resolved, region: Handle | None,
                   near: list[Point] | None) -> Handle:
    """The way of a street (or river) found by name that lies in the question's region, else nearest its other
    places: the name search stands for a street by its longest way, which may be in the next town (a main road
    keeps its name across towns). One statement, only for a name that is several ways and a call that places it."""
    regional = region is not None and region.kind == "row" and region.radius_m is None
    if ref.parts < 2 or way.kind != "row" or way.radius_m is not None or way.table not in COLLAPSE_TABLES or \
            not (regional or near):
        return way
    spec = ctx.profile.table(way.table)
    name, geog = f"t.{spec.name_column}", spec.geog("t")
    if regional:
        rspec = ctx.profile.table(region.table)
        rgeog = rspec.geog("h")
        where = (f" AND EXISTS (SELECT 1 FROM {rspec.relation} h WHERE h.id = %(region)s AND ({rgeog})::geometry && g"
                 f" AND ST_Intersects(({rgeog})::geometry, g))")
        order = "ST_Length(geog) DESC"
    else:
        where = ""
        order = "ST_Distance(geog, ST_Collect(ARRAY[" + ", ".join(
            f"ST_MakePoint({lon:.7f}, {lat:.7f})" for lat, lon in near) + "])::geography), ST_Length(geog) DESC"
    rows = ctx.db.query(
        f"""WITH way AS (SELECT {name} AS name, ({geog})::geometry AS g FROM {spec.relation} t WHERE t.id = %(id)s)
        SELECT id, ST_Y(ST_Centroid(g)), ST_X(ST_Centroid(g)) FROM (SELECT t.id, ({geog}) AS geog, ({geog})::geometry AS g FROM {spec.relation} t, way
                        WHERE ({geog}) && ST_Expand(way.g, %(reach)s)::geography AND {name} = way.name
                          AND {dimension_sql(geog)} = 1) n
        WHERE true{where} ORDER BY {order}, id LIMIT 1""",
        {"id": way.id, "region": region.id if regional else None, "reach": 0.1}, max_rows=1).rows
    if not rows or rows[0][0] == way.id:
        return way
    moved = Handle.row(way.table, rows[0][0])
    where_to = "in the region" if regional else "nearest the question's other places"
    ref.reading.append(f"{ref.name!r} taken {where_to}: its way {moved} (the name search's {ref.handle} is elsewhere "
                       "on a road of that name)")
    ref.handle, ref.lat, ref.lon = str(moved), rows[0][1], rows[0][2]
    return moved


def _a_whole_place_of(places: tuple[str, ...], text: str) -> bool:
    """Whether `text` is one of the places the question names, whole ('Galleria Esplanad' for 'Galleria Esplanad,
    Helsinki': the town after a comma is context)."""
    return any(squash(text) in (squash(place), squash(place.split(",")[0])) for place in places)


def _name_in_question(ctx: ToolContext, text: str) -> str | None:
    """The full name the question spells out when the model cut it short ('SIS' for 'SIS. Deli + Café').

    Only a known place name that starts with the model's text and appears verbatim in the question counts.
    """
    if not ctx.question or len(text.strip()) < 2:
        return None
    question, given = fold(ctx.question), fold(text)
    if not re.search(rf"(?<!\w){re.escape(given)}(?!\w)", question):
        return None    # the model's text is not from the question: nothing to complete
    if _a_whole_place_of(ctx.places, text):
        return None    # the reading's own place, not cut short: no name search (9-12 ms a call)
    try:
        names = [name for _, _, name in nearest_names(ctx, text)]   # a longer name scores >= 0.67
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
                  polygons_only: bool = False, prefer: str | None = None,
                  near: list[Point] | None = None, within: str | None = None) -> tuple[Handle, Resolved]:
    """A handle or a name -> (Handle, what it resolved to). Raises Problem. `prefer` ('LINE' or 'POLYGON'): of places
    with the best match's name, one of that shape (the length of 'Aleksanterinkatu' is the street's, not the bus
    stop's). `near`: where the call's other places are, to choose among places that share the name. A name no place
    has, or has only approximately below APPROXIMATE_MIN, is not in the loaded data: a Problem, never a namesake."""
    text = (text or "").strip()
    if not text:
        raise Problem(f"{role} is empty")
    if (said := DATA_OF.fullmatch(text)) is not None:   # 'Baltimore data': the extract, else the town it names
        if (extract := extract_of(ctx, said["town"], text, role)) is not None:
            return extract
        text = said["town"].strip()
    handle: Handle | None = None
    try:
        handle = Handle.parse(text)
    except ValueError as bad:
        if re.match(r"^(point|buffer|pois|roads|parks|lakes|regions):", text.strip(), re.I):
            raise Problem(f"{role} {text!r} is not a valid handle: {bad}") from None  # never fuzzy-match a handle
        handle = None
    reading: list[str] = []
    alternatives: list[str] = []
    approximate, note, asked, parts, settlement = False, None, text, 1, False
    if handle is None:
        best, text, reading, alternatives = _match_name(ctx, text, role, context, polygons_only, prefer, near, within)
        approximate, parts, settlement = best.approximate, best.parts, is_settlement(best)
        note = approximate_note(asked, best) or untagged_note(asked, best) or \
            (namesake_note(asked, best) if not _told_apart_by_its_kind(ctx, asked, best) else None)
        handle = Handle.parse(best.handle)
        # the search read its row (a place found another way, 'the only signpost in X', has its point only)
        described = best.name, best.geometry_type, best.centre_lat if best.centre_lat is not None else best.lat, \
            best.centre_lon if best.centre_lon is not None else best.lon
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
                            approximate=approximate, note=note, parts=parts, settlement=settlement)


def extract_of(ctx: ToolContext, town: str, text: str, role: str) -> tuple[Handle, Resolved] | None:
    """The one loaded extract whose file names the town, as a region (None when none or several do, or when the
    tables do not say their rows' extract)."""
    key = fold(town).strip().replace(" ", "-")
    sources = [e for e in coverage(ctx) if key and key in fold(e.source)]
    if len(sources) != 1 or not all("source" in table_columns(ctx, t) for t in EXTRACT_TABLES):
        return None
    extract, handle = sources[0], Handle.extract(sources[0].source)
    said = town.strip()
    return handle, Resolved(role=role, text=text, handle=str(handle), name=f"the {said[:1].upper()}{said[1:]} data",
                            lat=(extract.south + extract.north) / 2, lon=(extract.west + extract.east) / 2,
                            geometry_type="POLYGON")


def _match_name(ctx: ToolContext, text: str, role: str, context: str | None, polygons_only: bool,
                prefer: str | None = None, near: list[Point] | None = None,
                within: str | None = None) -> tuple[Any, str, list[str], list[str]]:
    """The best match for a name -> (match, the name as searched, how it was read, other places). Raises Problem."""
    tables = list(REGION_TABLES) if polygons_only else None
    matches = _find_places(ctx, text, context, tables, near)
    if not polygons_only:   # 'the tennis court': the one of its kind in the question's scope
        matches = read_the_only(ctx, text, matches, within or context)
    reading = []
    if spelled := _name_in_question(ctx, text):
        # the model cut a name short ('SIS' for 'SIS. Deli + Café'; 'Ciao!', another café, for 'Ciao! Caffé
        # Urban Style'): the question has it in full
        reading.append(f"the question names it in full: {text!r} -> {spelled!r}")
        text, matches = spelled, _find_places(ctx, spelled, context, tables, near)
    elif (respelled := as_the_question_spells(ctx.question, text, matches)) is not matches:
        reading.append(f"the question spells it {respelled[0].name!r}, not {text!r}")
        text, matches = respelled[0].name, respelled
    if not polygons_only and (not matches or matches[0].match == "trigram") and \
            (meeting := _junction(ctx, text, context)) is not None:
        return meeting, text, reading + _reading(text, meeting, []), []
    wrong_kind = [m for m in matches if polygons_only and "POLYGON" not in (m.geometry_type or "").upper()]
    matches = [m for m in matches if m not in wrong_kind]
    if polygons_only and (not matches or matches[0].approximate):   # the exact name may be a place that is not an area
        others = [t for t in ctx.profile.resolution_order if t not in REGION_TABLES]
        wrong_kind += [m for m in _find_places(ctx, text, context, others) if not m.approximate]
        if matches and any(is_settlement(m) for m in wrong_kind):
            # an area only spelt like it (an island 'Eastbrook' for the village 'Eastbrooke') is not the settlement
            # of the very name: the caller searches around the settlement's point instead
            raise Problem(f"{role} {text!r} is a settlement's point, not an area; {_not_areas(wrong_kind)}")
    if not matches or not accepted(matches[0]):
        if polygons_only and any(not m.approximate for m in wrong_kind):
            raise Problem(f"unknown {role} {text!r}: no region (a regions/parks/lakes polygon) with that name; "
                          f"{_not_areas(wrong_kind)}. Check the spelling or resolve it first with ResolveLocation "
                          "and pass its handle.")
        refusal, unfound = not_in_data(ctx, text, matches, "region" if polygons_only else "place", context)
        raise NotInData(f"unknown {role} {text!r}: {refusal} ResolveLocation lists the names near it.", unfound)
    best = matches[0]
    if prefer and prefer not in best.geometry_type.upper():
        shaped = next((m for m in matches if prefer in m.geometry_type.upper() and squash(m.name) == squash(best.name)),
                      None)
        if shaped is not None:
            reading.append(f"{best.name!r} read as the {shaped.geometry_type.lower()} {shaped.handle}, not the "
                           f"{best.geometry_type.lower()} {best.handle} of the same name")
            matches, best = [shaped, *[m for m in matches if m is not shaped]], shaped
    return best, text, reading + _reading(text, best, rivals(matches)), _alternatives(best, matches[1:], wrong_kind)


def _not_areas(places: list[Any]) -> str:
    found = [m for m in places if not m.approximate][:3]
    return "; ".join(f"{m.name!r} is {m.handle}, a {m.geometry_type.lower()}" for m in found)


def _reading(text: str, best: Any, others: list[Any]) -> list[str]:
    """How a name was read when not exactly as written, or when other places have it: never silent."""
    read = []
    if best.approximate:
        read.append(f"{approximate_note(text, best)} (closeness {best.closeness:.2f}): say so in the answer")
    elif best.matched_on != "name":
        read.append(f"read {text!r} as {best.name!r} ({best.matched_on})")
    if (also := also_named(best, others)) is not None:
        read.append(also)
    return read


def _alternatives(best: Any, others: list[Any], wrong_kind: list[Any]) -> list[str]:
    """Other places worth naming: after an approximate match every exact one it passed over (elsewhere, or not an
    area); otherwise only strong rivals, since weak trigram hits are noise for a small model."""
    if best.approximate:
        exact = [m for m in [*others, *wrong_kind] if not m.approximate]
        return [f"{m.name} ({m.handle}, exact name{', not an area' if m in wrong_kind else ''})" for m in exact[:3]]
    return [f"{m.name} ({m.handle})" for m in others[:2] if m.confidence >= 0.85]


def _junction(ctx: ToolContext, text: str, context: str | None) -> PlaceMatch | None:
    """The point where the two streets a name joins meet ('A and B'), when both are streets that meet."""
    parts = JUNCTION.match(text.strip())
    if parts is None:
        return None
    from georeact.tools import region_geometry   # a sibling tool, loaded when used
    found = region_geometry.run(ctx, region_geometry.Input(street_a=parts["a"], street_b=parts["b"], context=context))
    if not found.ok and found.error and " do not meet" in found.error:
        raise Problem(found.error)   # two streets of the data that do not meet: no approximate name stands for them
    if not found.ok or found.handle is None or found.lat is None or found.lon is None:
        return None
    return PlaceMatch(handle=found.handle, table="roads", id=0, osm_type="W", osm_id=0, name=found.name,
                      lat=found.lat, lon=found.lon, geometry_type="POINT", confidence=1.0, match="exact",
                      matched_on="junction", category="junction", source=None)
