"""Place resolution makes no confident guess (issue 29, item 4): a place outside the loaded data is said to be so,
with what the data covers; a name matched only approximately is refused below the measured threshold and stated
above it; a name several places share is taken near the question's other places, else the most salient, and the
others are named; a street is measured in one town. Expected places come from the .osm.pbf extracts
(tests/independent.py), not from the tools."""

from __future__ import annotations

import re

import pytest
import shapely
from shapely.geometry import Point

from georeact.db.session import recording_sql
from georeact.reading import read
from georeact.tools import resolve_location as rl
from georeact.tools.base import call_memo, invoke
from georeact.tools.metric import tool as cm
from georeact.tools.metric.measures import TOWN_STREET_EPS_DEG
from georeact.tools.place_search import APPROXIMATE_MIN, coverage, edit_similarity, find_places
from georeact.tools.registry import ToolSpec
from tests import independent as ind

EXTRACT_FILES = {name: path.name for name, path in ind.EXTRACTS.items()}


def resolve(ctx, name: str, context: str | None = None, question: str | None = None) -> rl.Result:
    asked = ctx.asked(question) if question else ctx
    return invoke(rl.run, rl.Result, asked, rl.Input(name=name, context=context))


def metric(ctx, question: str | None = None, **kwargs) -> cm.Result:
    """The call as the agent runs a model's call: reconciled with the question's reading, then run."""
    reading = read(question) if question else None
    return invoke(cm.run, cm.Result, ctx.asked(question, reading), cm.Input(**kwargs),
                  reconcile=ToolSpec("CalculateMetric", cm).reconciler(reading))


def admin_town(extract: str, name: str):
    return next(a for a in ind.areas(extract, "boundary", "administrative")
                if a.name == name and a.tags.get("admin_level") == "8")


# -- 1. a place outside the loaded data -------------------------------------------------------------------

@pytest.mark.parametrize("name", ["Paris", "Madrid", "Lisbon"])
def test_a_place_outside_the_data_is_not_in_the_loaded_data_with_the_coverage(ctx, name):
    # measured: 'How many pharmacies are in Paris?' -> Paris was 'Fashion Paris', a clothes shop in Helsinki (0.56)
    result = resolve(ctx, name)
    assert not result.ok and result.best is None
    assert "not in the loaded data" in result.error
    for extract, file in EXTRACT_FILES.items():
        assert file in result.error, file
    assert re.search(r"\d+\.\d{3}\.\.\d+\.\d{3} N", result.error)   # bounding boxes
    assert "Liechtenstein" in result.error   # a largest region of an extract


def test_a_count_in_a_city_outside_the_data_is_an_error_never_a_namesake(ctx):
    result = metric(ctx, "How many pharmacies are in Paris?", metric="count", feature="pharmacy", region="Paris")
    assert not result.ok and "not in the loaded data" in result.error, result.error
    assert not any("Fashion Paris" in (r.name or "") for r in result.resolved)
    # the same city as an anchor with a radius, and another city not in the data
    around = metric(ctx, metric="count", feature="pharmacy", anchor="Paris", radius_m=2000)
    assert not around.ok and "not in the loaded data" in around.error
    madrid = metric(ctx, "How many cafes are in Madrid?", metric="count", feature="cafe", region="Madrid")
    assert not madrid.ok and "not in the loaded data" in madrid.error


def test_the_coverage_is_each_extract_with_its_box_and_largest_regions_kept_per_process(ctx):
    extracts = {e.source: e for e in coverage(ctx)}
    assert set(extracts) == set(EXTRACT_FILES.values())
    for name, (lon, lat) in {"helsinki": (24.9441, 60.1700), "liechtenstein": (9.5215, 47.1410),
                             "monaco": (7.4246, 43.7384), "neubrandenburg": (13.2614, 53.5620)}.items():
        box = extracts[EXTRACT_FILES[name]]
        assert box.south <= lat <= box.north and box.west <= lon <= box.east, (name, box)
    largest = max((a for a in ind.areas("liechtenstein", "boundary", "administrative") if a.name),
                  key=lambda a: ind.geodesic_area(a.geometry))
    assert extracts[EXTRACT_FILES["liechtenstein"]].regions[0] == largest.name
    assert "Helsinki" in extracts[EXTRACT_FILES["helsinki"]].towns
    with recording_sql() as log, call_memo():
        find_places(ctx, "Paris")   # a tool call's first statement tells it the data version
        coverage(ctx)
    assert not [q for q in log if "WITH boxes" in q.sql or "FROM extracts" in q.sql], [q.sql[:60] for q in log]   # kept


@pytest.mark.parametrize("name", ["xqzvbnm kplw", "Qwfpgjluy", "largest park in Vaduz"])
def test_a_random_string_or_a_description_is_refused(ctx, name):
    result = resolve(ctx, name)
    assert not result.ok and "not in the loaded data" in result.error


# -- 2. an approximate match: refused below the threshold, stated above it --------------------------------

def test_a_description_as_anchor_is_refused_with_the_near_names_never_vaduz_post(ctx):
    # measured: the anchor 'largest park in Vaduz' was matched approximately to 'Vaduz Post' (confidence 0.49)
    result = metric(ctx, metric="nearest", feature="cafe", anchor="largest park in Vaduz")
    assert not result.ok and "not in the loaded data" in result.error
    assert "Vaduz Post" in result.error or "Skaterpark Vaduz" in result.error   # the near names, as suggestions
    assert "CalculateMetric first" in result.error


@pytest.mark.parametrize("typed", ["Ateneumm", "Atenuem", "ateneum"])
def test_a_misspelling_resolves_with_the_approximate_note_or_exactly(ctx, typed):
    museum = next(a for a in ind.areas("helsinki", "tourism", "museum") if a.name == "Ateneum")
    result = resolve(ctx, typed)
    assert result.ok, result.error
    assert result.best.name == "Ateneum" and result.best.osm_id == museum.osm_id
    if result.best.approximate:
        assert result.best.closeness >= APPROXIMATE_MIN
        assert f"I took {typed!r} to be Ateneum, an approximate match" in result.note
    else:
        assert result.best.match in ("exact", "folded") and "approximate" not in (result.note or "")


def test_calculate_metric_carries_the_approximate_note_on_its_resolved_place(ctx):
    result = metric(ctx, metric="nearest", feature="cafe", anchor="Ateneumm")
    assert result.ok, result.error
    anchor = result.resolved[0]
    assert anchor.name == "Ateneum" and anchor.approximate
    assert anchor.note.startswith("I took 'Ateneumm' to be Ateneum, an approximate match")
    assert anchor.model_dump()["approximate"] is True and "note" in anchor.model_dump()   # the observation has both
    assert any("I took 'Ateneumm' to be Ateneum" in note for note in result.notes)
    exact = metric(ctx, metric="nearest", feature="cafe", anchor="Ateneum")
    assert not exact.resolved[0].approximate and exact.resolved[0].note is None


def test_a_short_name_is_the_one_place_whose_name_holds_it_stated_as_approximate(ctx):
    museum = next(a for a in ind.areas("liechtenstein", "tourism", "museum") if a.name == "Kunstmuseum Liechtenstein")
    # alone: the one place whose name holds the word, a name said short by one word ('Postmuseum' is as close by
    # letters, but does not hold it), stated as an approximate match
    alone = resolve(ctx, "Kunstmuseum")
    assert alone.ok and alone.best.osm_id == museum.osm_id and "approximate match" in alone.note
    # a short word several names hold, or one a name holds with more words around it, is still refused
    assert not resolve(ctx, "Paris").ok
    in_town = resolve(ctx, "Kunstmuseum", context="Vaduz")
    assert in_town.ok and in_town.best.osm_id == museum.osm_id and "approximate match" in in_town.note
    near = metric(ctx, metric="distance", anchor="Kunstmuseum", anchor_b="Rathaus Vaduz")
    assert near.ok and near.resolved[0].name == "Kunstmuseum Liechtenstein" and near.resolved[0].approximate


def test_edit_similarity():
    assert edit_similarity("Ateneumm", "Ateneum") == pytest.approx(0.875)
    assert edit_similarity("Vadzu", "Vaduz") == pytest.approx(0.8)            # a swap is one edit
    assert edit_similarity("Paris", "Fashion Paris") < 0.4
    assert edit_similarity("Gross Nemerow", "Groß Nemerow") >= 0.9             # folded first
    assert edit_similarity("", "Vaduz") == 0.0 and edit_similarity("Vaduz", "vaduz") == 1.0


# -- 3. a name several places share -----------------------------------------------------------------------

def townhall_of_neubrandenburg() -> ind.Feature:
    return next(a for a in ind.areas("neubrandenburg", "amenity", "townhall") if a.name == "Rathaus")


def test_an_ambiguous_name_is_taken_near_the_calls_other_place(ctx):
    # a townhall 'Rathaus' in Neubrandenburg, a car park 'Rathaus' in Schaan, ~700 km apart
    near_lake = metric(ctx, metric="distance", anchor="Rathaus", anchor_b="Tollensesee")
    assert near_lake.ok, near_lake.error
    townhall = townhall_of_neubrandenburg()
    anchor = near_lake.resolved[0]
    assert townhall.geometry.buffer(0.002).contains(Point(anchor.lon, anchor.lat)), anchor
    assert near_lake.value < 10_000
    # the car park and the town hall building of Schaan are the others
    assert any("also: 2 other places named 'Rathaus'" in note for note in near_lake.notes), near_lake.notes
    parking = next(a for a in ind.areas("liechtenstein", "amenity", "parking") if a.name == "Rathaus")
    near_museum = metric(ctx, metric="distance", anchor="Kunstmuseum Liechtenstein", anchor_b="Rathaus")
    assert near_museum.ok and parking.geometry.buffer(0.001).contains(
        Point(near_museum.resolved[1].lon, near_museum.resolved[1].lat))
    assert near_museum.value < 10_000


def test_two_ambiguous_names_are_taken_where_both_are(ctx):
    # 'Postbank': a bank in Neubrandenburg, an ATM in Vaduz; 'Rathaus' in both countries too
    result = metric(ctx, metric="distance", anchor="Postbank", anchor_b="Rathaus")
    assert result.ok and result.value < 10_000, (result.value, result.notes)


def test_an_ambiguous_candidate_or_region_follows_the_anchor(ctx):
    result = metric(ctx, metric="nearest", anchor="Tollensesee", candidates=["Rathaus", "Postbank"])
    assert result.ok, result.error
    assert all(53 < e.lat < 54 for e in result.entities + [r for r in result.resolved if r.lat])   # Neubrandenburg


def test_without_other_places_the_most_salient_namesake_is_taken_and_the_others_named(ctx):
    result = resolve(ctx, "Rathaus")
    townhall = townhall_of_neubrandenburg()
    assert result.ok and result.best.osm_id == townhall.osm_id   # a townhall polygon over a car park, larger
    assert result.best.namesakes == 2 and "also: 2 other places named 'Rathaus'" in result.note
    assert "the most salient" in result.note and result.ambiguous
    kita = resolve(ctx, "Kita")   # kindergartens, a restaurant and named buildings in three extracts: the polygon
    assert kita.best.geometry_type.endswith("POLYGON") and kita.best.namesakes >= 2


def test_resolve_location_takes_a_namesake_near_the_questions_other_places(ctx):
    townhall = townhall_of_neubrandenburg()
    result = resolve(ctx, "Rathaus", question="How far is the Rathaus from the Tollensesee?")
    assert result.ok and townhall.geometry.buffer(0.002).contains(Point(result.best.lon, result.best.lat))
    schaan = resolve(ctx, "Rathaus", question="How far is the Rathaus from the Kunstmuseum Liechtenstein?")
    assert schaan.ok and schaan.best.category == "amenity=parking"


# -- 4. a street measured in one town ---------------------------------------------------------------------

def _street_groups(extract: str, name: str, town_polygon=None, eps: float = TOWN_STREET_EPS_DEG):
    """Groups of ways of `name` (the roads table's lines: highway ways, roundabouts too, not areas) connected within
    TOWN_STREET_EPS_DEG,
    within one town: the one given (ways that meet it), else the smallest admin_level <= 8 area holding each way's
    point on it. Returns [(metres, ways, town)] largest first, and the metres of every way of the name."""
    ways = [w for w in ind.ways(extract, "highway") if w.name == name and w.tags.get("area") != "yes"]
    towns = [a for a in ind.areas(extract, "boundary", "administrative")
             if a.tags.get("admin_level", "").isdigit() and int(a.tags["admin_level"]) <= 8]

    def town_of(way):
        if town_polygon is not None:
            return "given" if way.geometry.intersects(town_polygon) else None
        point = way.geometry.representative_point()
        holding = [t for t in towns if t.geometry.intersects(point)]
        return min(holding, key=lambda t: t.geometry.area).name if holding else ""

    by_town: dict = {}
    for way in ways:
        if (town := town_of(way)) is not None:
            by_town.setdefault(town, []).append(way)
    groups = []
    for town, members in by_town.items():
        parent = list(range(len(members)))

        def find(i):
            while parent[i] != i:
                parent[i] = parent[parent[i]]
                i = parent[i]
            return i

        for i, a in enumerate(members):
            for j in range(i + 1, len(members)):
                if shapely.distance(a.geometry, members[j].geometry) <= eps:
                    parent[find(i)] = find(j)
        clusters: dict = {}
        for i, way in enumerate(members):
            clusters.setdefault(find(i), []).append(way)
        groups += [(sum(ind.geodesic_length(w.geometry) for w in c), len(c), town) for c in clusters.values()]
    return sorted(groups, key=lambda g: -g[0]), sum(ind.geodesic_length(w.geometry) for w in ways)


def test_stretches_of_one_name_apart_in_one_town_are_one_street(ctx):
    # a street interrupted for a few hundred metres (a park, a junction rebuilt as another road) is still one street
    groups, _ = _street_groups("neubrandenburg", "Neustrelitzer Straße")
    joined_close, _ = _street_groups("neubrandenburg", "Neustrelitzer Straße", eps=0.001)   # (~100 m)
    assert groups[0][0] > joined_close[0][0] + 10   # the fixture: the data holds such a gap
    result = metric(ctx, "How long is the Neustrelitzer Straße?", metric="length", anchor="Neustrelitzer Straße")
    assert result.ok, result.error
    assert result.value == pytest.approx(groups[0][0], rel=0.005)


def test_a_streets_length_is_its_longest_connected_stretch_in_one_town(ctx):
    # 'Landstrasse' runs through several towns of Liechtenstein and recurs in others
    groups, everything = _street_groups("liechtenstein", "Landstrasse")
    (expected, _ways, town), second = groups[0], groups[1]
    result = metric(ctx, "How long is Landstrasse?", metric="length", anchor="Landstrasse")
    assert result.ok, result.error
    assert result.value == pytest.approx(expected, rel=0.005) and result.value < everything - second[0]
    assert any(f"in {town}" in note and "not added" in note for note in result.notes), result.notes


def test_a_streets_length_in_the_questions_region_is_measured_there(ctx):
    schaan = admin_town("liechtenstein", "Schaan")
    groups, _ = _street_groups("liechtenstein", "Landstrasse", town_polygon=schaan.geometry)
    result = metric(ctx, "How long is Landstrasse in Schaan?", metric="length", anchor="Landstrasse", region="Schaan")
    assert result.ok, result.error
    assert result.value == pytest.approx(groups[0][0], rel=0.005)
    assert any("in Schaan" in note for note in result.notes), result.notes


def test_a_street_named_with_its_town_is_measured_in_that_town(ctx):
    # the reading's plan sends the question's words: anchor='Landstrasse in Schaan', no region
    schaan = admin_town("liechtenstein", "Schaan")
    groups, _ = _street_groups("liechtenstein", "Landstrasse", town_polygon=schaan.geometry)
    result = metric(ctx, "How long is Landstrasse in Schaan?", metric="length", anchor="Landstrasse in Schaan")
    assert result.ok, result.error
    assert result.value == pytest.approx(groups[0][0], rel=0.005)
    assert any("in Schaan" in note for note in result.notes), result.notes


def test_a_street_named_in_every_village_is_one_of_them_not_their_sum(ctx):
    groups, everything = _street_groups("neubrandenburg", "Dorfstraße")
    result = metric(ctx, metric="length", anchor="Dorfstraße")
    assert result.ok, result.error
    assert result.value == pytest.approx(groups[0][0], rel=0.005) and result.value < everything / 3
    assert any("not added" in note for note in result.notes)
    assert any("also: " in note and "other places named 'Dorfstraße'" in note for note in result.notes)


def test_a_street_as_anchor_is_its_way_in_the_questions_town(ctx):
    schaan = admin_town("liechtenstein", "Schaan")
    in_schaan = {w.osm_id for w in ind.ways("liechtenstein", "highway")
                 if w.name == "Landstrasse" and w.geometry.intersects(schaan.geometry)}
    result = metric(ctx, "Which cafe is nearest to Landstrasse in Schaan?", metric="nearest", feature="cafe",
                    anchor="Landstrasse", region="Schaan")
    assert result.ok, result.error
    table, row = result.resolved[0].handle.split(":")
    (osm_id,), = ctx.db.query(f"SELECT osm_id FROM {table} WHERE id = %s", [int(row)]).rows
    assert osm_id in in_schaan
    assert any("taken in the region" in note for note in result.notes), result.notes


def test_resolution_stays_within_the_statement_budget(ctx):
    for kwargs in ({"metric": "distance", "anchor": "Rathaus", "anchor_b": "Tollensesee"},
                   {"metric": "length", "anchor": "Landstrasse", "region": "Schaan"},
                   {"metric": "nearest", "feature": "cafe", "anchor": "Ateneumm"},
                   {"metric": "count", "feature": "pharmacy", "region": "Paris"}):
        metric(ctx, **kwargs)   # the coverage and the feature counts are kept once taken
        result = metric(ctx, **kwargs)
        assert len(result.sql) <= 4, (kwargs, [q.sql[:60] for q in result.sql])
    assert len(resolve(ctx, "Madrid").sql) <= 4
    assert find_places(ctx, "Rathaus", near=[(53.56, 13.26)])[0].lat > 53


def test_a_name_whose_place_adds_its_town_is_that_place_stated_as_approximate(ctx):
    # 'Cinestar' for 'Cinestar Neubrandenburg': the rest of the name is a town of the loaded data
    cinemas = [f for f in ind.nodes("neubrandenburg", "amenity", "cinema") if (f.name or "").endswith(" Neubrandenburg")]
    assert cinemas, "the extract has a cinema named with its town"
    short = cinemas[0].name.removesuffix(" Neubrandenburg")
    result = resolve(ctx, short)
    assert result.ok and result.best.name == cinemas[0].name
    assert f"I took {short!r} to be {cinemas[0].name}, an approximate match" in result.render()
    assert not resolve(ctx, "Paris").ok   # 'Fashion Paris': the rest, 'Fashion', is no town


def test_a_way_of_a_named_street_is_measured_as_its_whole_street(ctx, db):
    # measured: 'how far is the longest street in X from Y' measured from the one way the ranking returned
    longest = metric(ctx, metric="longest", feature="street", region="Neubrandenburg").entities[0]
    school = resolve(ctx, "Hochschule Neubrandenburg").best
    way_id, school_id = int(longest.handle.split(":")[1]), int(school.handle.split(":")[1])
    own, nearest_way = db.query(
        "SELECT ST_Distance(w.geometry, s.geometry), (SELECT min(ST_Distance(t.geometry, s.geometry)) FROM roads t"
        " WHERE t.road_name = w.road_name AND ST_DWithin(t.geometry, w.geometry, 20000)) FROM roads w, pois s"
        " WHERE w.id = %s AND s.id = %s", [way_id, school_id]).rows[0]
    measured = metric(ctx, metric="distance", anchor=longest.handle, anchor_b=school.handle).value
    assert nearest_way < own - 100   # the ranking's way is not the street's nearest part
    assert abs(measured - nearest_way) < 1.0


def test_a_town_is_the_namesake_meant_over_a_viewpoint_or_a_hut():
    """On the national extract 'Selfoss' took a viewpoint and 'Húsavík' an alpine hut over the towns (a settlement's
    polygon had no admin_level, so it ranked below a tourism point)."""
    from georeact.tools.place_search import PlaceMatch, choose_namesake

    def match(handle: str, table: str, category: str, geometry: str, salience: tuple, **extra) -> PlaceMatch:
        number = int(handle.split(":")[1])   # each in another part of the country
        return PlaceMatch(handle=handle, table=table, id=number, osm_type="N", osm_id=1,
                          name="Eastbrook", lat=64.0 + number, lon=-20.0, geometry_type=geometry, confidence=1.0,
                          match="exact", category=category, salience=salience, **extra)

    viewpoint = match("pois:1", "pois", "tourism=viewpoint", "POINT", (0, 1, 0, 0.0))
    hut = match("pois:2", "pois", "tourism=alpine_hut", "POINT", (1, 1, 0, 0.0))
    town = match("regions:3", "regions", "town", "POLYGON", (0, 0, 2, 5e6))
    chosen = choose_namesake([viewpoint, hut, town])[0]
    assert chosen.handle == "regions:3" and chosen.chosen_by == "the most salient (a town)"
    assert chosen.namesakes == 2


def test_a_trip_ends_at_the_place_of_a_name_not_the_road_named_after_it():
    """On the national extract a drive 'from Hraun ... to <farm>' ended on a service road named after another farm of
    that name, 27 km off, not at the farm itself: of namesakes a trip goes to, a road is the last choice."""
    from georeact.tools.place_search import PlaceMatch, choose_namesake, trip_ends

    def match(handle: str, table: str, lat: float, category: str | None = None) -> PlaceMatch:
        return PlaceMatch(handle=handle, table=table, id=int(handle.split(":")[1]), osm_type="N", osm_id=1,
                          name="Eastbrook", lat=lat, lon=-17.0, geometry_type="POINT", confidence=1.0, match="exact",
                          category=category)

    road = match("roads:1", "roads", 65.1, "highway=service")             # the nearer one, a road
    farmhouse = match("pois:2", "pois", 65.5, "tourism=guest_house")      # a guest house of the name farther off
    far = match("pois:3", "pois", 66.5)
    assert trip_ends([road, farmhouse, far]) == [farmhouse, far]
    assert choose_namesake([road, farmhouse, far], near=[(64.9, -17.0)])[0].handle == "pois:2"
    assert trip_ends([road]) == [road]   # only roads: a road it is


def test_a_name_said_by_a_place_that_is_no_region_is_the_namesake_nearest_it(ctx):
    """'Hraun in <a valley>' on the national extract took the most salient of twenty farms called Hraun; the valley
    is a locality's point, and none of them lies within 3 km of it. Here: two shops called Maxi, one said near a peak
    (a point: no region has its name), the nearer one 3-10 km from it, the other more than twice as far."""
    from georeact.tools.place_search import find_places

    (peak,) = ind.nodes("liechtenstein", "name", "Gafleispitz")
    shops = ind.nodes("liechtenstein", "name", "Maxi")
    apart = sorted((ind.geodesic_distance(peak.geometry.x, peak.geometry.y, f.geometry.x, f.geometry.y), f.osm_id)
                   for f in shops)
    assert len(apart) == 2 and 3000 < apart[0][0] < 10000 and apart[1][0] > 2 * apart[0][0]   # what the test means
    best = find_places(ctx, "Maxi near Gafleispitz")[0]
    assert (best.name, best.osm_id, best.in_context) == ("Maxi", apart[0][1], True)


def test_a_kind_found_only_in_another_extract_is_none_near_the_place(ctx):
    """Issue 44: 'the nearest Marina Bay to Marina Bay Sands Tower 1: Belvedere, 9,935 km away'. The nearest castle to
    the Kiasma is Vaduz's, ~1,025 km away, outside the Helsinki extract: there is none near the Kiasma in the data."""
    castles = [f for read in (ind.nodes, ind.areas) for e in ind.EXTRACTS for f in read(e, "historic", "castle")]
    assert not [f for read in (ind.nodes, ind.areas) for f in read("helsinki", "historic", "castle")] and castles
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="nearest", feature="castle", anchor="Kiasma"))
    assert not result.ok and result.unfound is not None
    assert (result.unfound.name, result.unfound.what, result.unfound.near) == ("castle", "kind", "Kiasma")
    # two places the question names are measured however far apart they are
    apart = invoke(cm.run, cm.Result, ctx, cm.Input(metric="distance", anchor="Kiasma", anchor_b="Rathaus Vaduz"))
    assert apart.ok and apart.value > 1_000_000


def test_a_name_places_in_two_extracts_share_is_said_with_the_one_taken(ctx):
    # 'Intersport': a shop in Helsinki and one in Neubrandenburg; nothing in the question says which
    where = {e for e in ind.EXTRACTS if ind.nodes(e, "name", "Intersport") + ind.areas(e, "name", "Intersport")}
    assert where == {"helsinki", "neubrandenburg"}
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="count", feature="cafe", anchor="Intersport", radius_m=300))
    assert result.ok, result.error
    note = result.resolved[0].note
    assert note.startswith("More than one place is named Intersport; I took the one in ") and ", not the one in " in note
    placed = invoke(cm.run, cm.Result, ctx, cm.Input(metric="count", feature="cafe", anchor="Intersport",
                                                     region="Helsinki", radius_m=300))
    assert placed.ok and placed.resolved[0].note is None   # the town said: no other one to speak of


def test_the_namesake_note_is_said_once_in_an_answer_of_two_figures(db, settings):
    from georeact.agent.graph import build_agent
    from georeact.agent.run import run_question
    from georeact.agent.scripted import ScriptedChatModel

    agent = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")
    trace = run_question(agent, "within 300 m of Intersport, how many more cafes are there than bars?")
    assert not trace.llm_calls and len(trace.steps) == 2
    assert trace.answer.text.count("More than one place is named Intersport") == 1
    assert trace.answer.text.startswith("More than one place is named Intersport; I took the one in ")


@pytest.mark.parametrize(("said", "name"), [("Ateneum museum", "Ateneum"), ("Kiasma museum", "Kiasma")])
def test_a_name_said_with_its_kind_after_it_is_the_place_of_that_name_never_a_near_name(ctx, said, name):
    """'the Old Mill Works pier' is the place named 'Old Mill Works': taken as written, where the whole said was found
    only approximately (the museum's name and its bistro's both look like 'Ateneum museum')."""
    found = find_places(ctx, said)
    assert found and found[0].name == name and not found[0].approximate, [(m.name, m.approximate) for m in found]


def test_a_namesake_beside_the_question_s_other_place_over_a_farm_far_off():
    """A peak and a cave share a name with a farm across the country: measured from a place beside them, the one
    beside it is meant (a town of the name stays the town)."""
    from georeact.tools.place_search import PlaceMatch, choose_namesake

    def match(handle: str, lat: float, category: str | None, table: str = "pois") -> PlaceMatch:
        return PlaceMatch(handle=handle, table=table, id=int(handle.split(":")[1]), osm_type="N", osm_id=1,
                          name="Eastbrook", lat=lat, lon=-20.0, geometry_type="POINT", confidence=1.0, match="exact",
                          category=category)

    farm = match("pois:1", 66.0, "place=farm")
    peak = match("pois:2", 64.505, None)        # ~600 m from the other place
    road = match("roads:3", 64.501, "highway=track", table="roads")
    beside = [(64.5, -20.0)]
    assert choose_namesake([farm, peak, road], near=beside)[0].handle == "pois:2"
    assert choose_namesake([farm, road], near=beside)[0].handle == "pois:1"   # (a road is no place to measure to)
    town = match("regions:4", 66.0, "town", table="regions")
    assert choose_namesake([town, peak], near=beside)[0].handle == "regions:4"


def test_a_word_said_before_a_name_is_no_part_of_it(ctx):
    """'the house X', 'the old X': the place of exactly that name (a longer name holding the phrase no better)."""
    from georeact.tools.kind_in_town import read_kind
    from georeact.tools.place_search import find_places

    rows = ctx.db.query("""SELECT p.poi_name FROM pois p WHERE p.poi_name ~ '^[A-Z][a-z]{5,8}$'
        AND (SELECT count(*) FROM pois q WHERE q.poi_name = p.poi_name) = 1 ORDER BY p.poi_name LIMIT 3""", ()).rows
    assert rows, "no uniquely named place of one word in the loaded extracts"
    for (name,) in rows:
        said = f"old house {name}"
        found = read_kind(ctx, said, find_places(ctx, said))
        assert found and (found[0].name, found[0].match) == (name, "exact"), (said, found[:2])



def test_the_one_of_a_kind_at_a_place_that_carries_the_place_s_name(ctx):
    """'the post office' in T where T has two and one of them is named T: that one (the hut at a lake named after
    it), not a refusal to choose."""
    from georeact.tools.base import invoke
    from georeact.tools.metric import tool as cm

    rows = ctx.db.query("""SELECT r.region_name FROM regions r
        JOIN pois p ON p.poi_name = r.region_name AND ST_Intersects(p.geometry, r.geometry)
        WHERE p.amenity = 'post_office'
          AND (SELECT count(*) FROM pois q WHERE q.amenity = p.amenity AND ST_Intersects(q.geometry, r.geometry)) = 2
        ORDER BY r.region_name LIMIT 1""", ()).rows
    assert rows, "no town with two post offices, one named after it, in the loaded extracts"
    town = rows[0][0]
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="distance", anchor="the post office", region=town,
                                                     anchor_b=town))
    assert result.ok, result.error
    assert result.resolved[0].name == town and result.resolved[0].handle.startswith("pois:"), result.resolved


def test_namesakes_about_as_far_from_the_other_place_are_told_apart_by_prominence():
    """A drive to a name a museum and a peak share, 43 and 44 km from the trip's start, took the peak (a kilometre
    nearer, and no car reaches it): nearness decides only between namesakes at clearly different distances."""
    from georeact.tools.place_search import NEAR_AS_FAR, PlaceMatch, choose_namesake, namesake_note

    def match(handle: str, lat: float, category: str | None, salience: tuple) -> PlaceMatch:
        return PlaceMatch(handle=handle, table="pois", id=int(handle.split(":")[1]), osm_type="N", osm_id=1,
                          name="Eastbrook", lat=lat, lon=-20.0, geometry_type="POINT", confidence=1.0, match="exact",
                          category=category, salience=salience)

    start = [(64.0, -20.0)]
    peak = match("pois:1", 64.383, "natural=peak", (0, 0, 0, 0.0))      # ~42.6 km north of the start
    museum = match("pois:2", 64.396, "tourism=museum", (0, 1, 0, 0.0))  # ~44.0 km: about as far, and more prominent
    chosen = choose_namesake([peak, museum], near=start)[0]
    assert chosen.handle == "pois:2", chosen
    assert namesake_note("Eastbrook", chosen).startswith("More than one place is named Eastbrook about as near")
    far_museum = match("pois:3", 64.0 + 0.383 * NEAR_AS_FAR * 1.2, "tourism=museum", (0, 1, 0, 0.0))
    assert choose_namesake([peak, far_museum], near=start)[0].handle == "pois:1"   # clearly farther: the nearer one
