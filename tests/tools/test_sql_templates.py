"""GenerateSQL's templates (issue 44): aggregates the fixed tools cannot express, written as a SELECT that is guarded
and run like the model's. Expected figures come from the .osm.pbf extracts (tests/independent.py)."""

from __future__ import annotations

from collections import Counter

import pytest
from shapely.ops import nearest_points

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.reading import read
from georeact.reading.plan import compile_plan
from georeact.tools.toolbox import Toolbox
from tests import independent as ind


def _within(a: ind.Feature, b: ind.Feature, metres: float) -> bool:
    p, q = nearest_points(a.geometry, b.geometry)
    return ind.geodesic_distance(p.x, p.y, q.x, q.y) <= metres


def _named(extract: str, name: str) -> ind.Feature:
    return next(f for f in ind.nodes(extract, "name", name) + ind.areas(extract, "name", name))


def _around(extract: str, anchor: str, key: str, value: str, metres: float) -> list[ind.Feature]:
    centre = _named(extract, anchor)
    found = {f.osm_id: f for f in ind.nodes(extract, key, value) + ind.areas(extract, key, value)
             if _within(f, centre, metres)}
    return list(found.values())


@pytest.fixture(scope="module")
def box(settings, db):
    return Toolbox(settings, db, ["GenerateSQL"])


def test_places_with_a_yes_or_no_attribute_are_counted_from_their_tags(box):
    cafes = _around("helsinki", "Ateneum", "amenity", "cafe", 500)
    expected = {f.osm_id for f in cafes if f.tags.get("wheelchair") in ("yes", "designated")}
    assert expected   # the extract has some: the count is checked, not zero against zero
    result = box.call("GenerateSQL", {"template": {"feature": "cafe", "having": "wheelchair", "anchor": "Ateneum",
                                                   "radius_m": 500}})
    assert result.ok, result.error
    assert int(result.rows[0][0]) == len(expected) and "ST_DWithin" in result.executed_sql


def _having(result) -> list:
    """The rows of the places that have the attribute (a `having` template lists the rest of the kind after them)."""
    assert result.columns[-1] == "has", result.columns
    return [row for row in result.rows if str(row[-1]).casefold() in ("true", "t")]


def _unique_name(name: str) -> bool:
    return sum(len({f.osm_id for f in ind.nodes(e, "name", name) + ind.ways(e, "name", name) + ind.areas(e, "name", name)})
               for e in ind.EXTRACTS) == 1


def test_the_place_a_radius_is_measured_from_is_not_counted_around_itself(box):
    # a restaurant with a website, asked about the restaurants with a website around it: the others (CalculateMetric's
    # radius counts leave their anchor out too)
    restaurants = {f.osm_id: f for f in ind.nodes("neubrandenburg", "amenity", "restaurant") +
                   ind.areas("neubrandenburg", "amenity", "restaurant")}.values()
    anchor = next(f for f in restaurants if f.name and f.tags.get("website") and _unique_name(f.name))
    around = [f for f in restaurants if f.osm_id != anchor.osm_id and _within(f, anchor, 300)
              and (f.tags.get("website") or f.tags.get("contact:website") or f.tags.get("url"))]
    result = box.call("GenerateSQL", {"template": {"feature": "restaurant", "having": "website", "anchor": anchor.name,
                                                   "radius_m": 300}})
    assert result.ok, result.error
    assert int(result.rows[0][0]) == len(around) and anchor.name not in [row[1] for row in result.rows]


def test_places_whose_attribute_has_a_value_are_counted_from_their_tags(box):
    restaurants = _around("helsinki", "Stockmann", "amenity", "restaurant", 500)
    expected = {f.osm_id for f in restaurants if "2" in (f.tags.get("level") or "").replace(" ", "").split(";")}
    assert expected   # the extract has some: the count is checked, not zero against zero
    result = box.call("GenerateSQL", {"template": {"feature": "restaurant", "having": "level", "equals": "2",
                                                   "anchor": "Stockmann", "radius_m": 500}})
    assert result.ok, result.error
    assert int(result.rows[0][0]) == len(expected)


def test_places_whose_figure_is_at_least_a_threshold_are_listed_from_their_tags(box):
    def figure(value: str | None) -> float:
        found = __import__("re").match(r"\s*(\d+(?:\.\d+)?)", value or "")
        return float(found.group(1)) if found else -1.0

    # (Château Eza is a hotel itself: the place measured from is not counted around itself)
    hotels = [f for f in _around("monaco", "Château Eza", "tourism", "hotel", 3000) if f.name != "Château Eza"]
    expected = sorted(f.name for f in hotels if figure(f.tags.get("stars")) >= 4 and f.name)
    assert 0 < len(expected) < len(hotels)   # some, not all: the threshold is what is checked
    result = box.call("GenerateSQL", {"template": {"feature": "hotel", "having": "stars", "at_least": 4,
                                                   "anchor": "Château Eza", "radius_m": 3000}})
    assert result.ok, result.error
    assert sorted(row[1] for row in _having(result)) == expected and int(result.rows[0][0]) == len(expected)


def test_the_name_most_places_of_a_kind_share_is_counted_from_their_tags(box):
    cafes = _around("helsinki", "Stockmann", "amenity", "cafe", 1500)
    counts = Counter(f.name for f in cafes if f.name)
    (top, n), (_, second) = counts.most_common(2)
    assert n > second   # a clear answer
    result = box.call("GenerateSQL", {"template": {"feature": "cafe", "group_by": "name",
                                                   "anchor": "Stockmann", "radius_m": 1500}})
    assert result.ok, result.error
    assert result.rows[0][:2] == [top, str(n)]


def test_the_most_common_value_counts_each_of_a_tags_values(box):
    restaurants = _around("helsinki", "Stockmann", "amenity", "restaurant", 500)
    counts = Counter(v.strip() for f in restaurants for v in (f.tags.get("cuisine") or "").split(";") if v.strip())
    (top, n), (_, second) = counts.most_common(2)
    assert n > second   # a clear answer
    result = box.call("GenerateSQL", {"template": {"feature": "restaurant", "group_by": "cuisine",
                                                   "anchor": "Stockmann", "radius_m": 500}})
    assert result.ok, result.error
    assert result.rows[0][:2] == [top, str(n)]
    # beside it: how many restaurants there are in all, a value recorded or not (as the template counts them)
    counted = box.call("GenerateSQL", {"template": {"feature": "restaurant", "anchor": "Stockmann", "radius_m": 500}})
    assert result.rows[0][2] == counted.rows[0][0] and int(counted.rows[0][0]) > n


def test_a_brand_is_counted_with_the_name_standing_in_where_no_brand_is_tagged(box):
    stations = _around("neubrandenburg", "Tollensesee", "amenity", "fuel", 20000)
    counts = Counter(f.tags.get("brand") or f.name for f in stations if f.tags.get("brand") or f.name)
    assert any(not f.tags.get("brand") and f.name for f in stations)   # some carry only a name: the fallback is checked
    (top, n), (_, second) = counts.most_common(2)
    assert n > second   # a clear answer
    result = box.call("GenerateSQL", {"template": {"feature": "fuel", "group_by": "brand", "anchor": "Tollensesee",
                                                   "radius_m": 20000}})
    assert result.ok, result.error
    assert result.rows[0][:2] == [top, str(n)]


def test_a_template_that_names_no_scope_or_an_unknown_place_says_so(box):
    unscoped = box.call("GenerateSQL", {"template": {"feature": "cafe", "having": "website"}})
    assert not unscoped.ok and "scope" in unscoped.error
    nowhere = box.call("GenerateSQL", {"template": {"feature": "cafe", "having": "website", "region": "Qwertzuiop"}})
    assert not nowhere.ok and nowhere.unfound is not None and nowhere.unfound.name == "Qwertzuiop"
    # a name matched only approximately is said with the scope ('I took ... to be ..., an approximate match')
    near = box.call("GenerateSQL", {"template": {"feature": "cafe", "having": "website", "region": "Atlantis"}})
    assert not near.ok or "approximate match" in (near.scope or "")
    both = box.call("GenerateSQL", {"sql": "SELECT 1", "template": {"feature": "cafe", "region": "Vaduz"}})
    assert not both.ok and "one of them" in both.error


@pytest.mark.parametrize("question, aggregate", [
    ("How many cafes within 300 m of the Kiasma have a website?",
     {"feature": "cafes", "having": "website", "anchor": "Kiasma", "radius_m": 300.0}),
    ("how many wheelchair accessible restaurants are there within 400 m of Stockmann",
     {"feature": "restaurants", "having": "wheelchair", "anchor": "Stockmann", "radius_m": 400.0}),
    ("what's the most common cuisine among the restaurants in Vaduz",
     {"feature": "restaurants", "group_by": "cuisine", "region": "Vaduz"}),
    ("how many streets in Schaan are longer than 2 km?",
     {"feature": "streets", "measure": "length", "above": 2000.0, "region": "Schaan"}),
    ("Which restaurants in your Vaduz data are wheelchair accessible?",
     {"feature": "restaurants", "having": "wheelchair", "region": "Vaduz data"}),
    ("near the station: which parks within 800 m of the Kiasma are bigger than one hectare?",
     {"feature": "parks", "measure": "area", "above": 10000.0, "anchor": "Kiasma", "radius_m": 800.0}),
    ("which religion has the most churches in Vaduz?", {"feature": "churches", "group_by": "religion",
                                                        "region": "Vaduz"}),
    ("do the hotels in Monaco have websites? how many do", {"feature": "hotels", "having": "website",
                                                            "region": "Monaco"}),
    # the scope said first, a verb of listing, a radius said as a radius, the kind before its threshold
    ("In Vaduz, how many restaurants have a phone number listed?", {"feature": "restaurants", "having": "phone",
                                                                   "region": "Vaduz"}),
    ("in the Monaco data how many hotels have a website", {"feature": "hotels", "having": "website",
                                                           "region": "Monaco data"}),
    ("of the restaurants in a 500 m radius around the Kiasma, how many list a website",
     {"feature": "restaurants", "having": "website", "anchor": "Kiasma", "radius_m": 500.0}),
    ("most common kind of shop within 500 m of the Kiasma?", {"feature": "shop", "group_by": "kind",
                                                              "anchor": "Kiasma", "radius_m": 500.0}),
    ("streets longer than 1 km within 300 m of Winkelgarage - how many, and which?",
     {"feature": "streets", "measure": "length", "above": 1000.0, "anchor": "Winkelgarage", "radius_m": 300.0}),
    # a town's kind of place ('among Vaduz's restaurants'), the scope first without a comma, 'whats'
    ("whats the most common cuisine among Vaduz's restaurants", {"feature": "restaurants", "group_by": "cuisine",
                                                                "region": "Vaduz"}),
    ("in the Monaco data which denomination has the most places of worship",
     {"feature": "places of worship", "group_by": "denomination", "region": "Monaco data"}),
    # the town as the topic; 'for how many ... is the cuisine known'
    ("Vaduz: how many restaurants are wheelchair accessible", {"feature": "restaurants", "having": "wheelchair",
                                                              "region": "Vaduz"}),
    ("how many hotels with a website does Monaco's data have", {"feature": "hotels", "having": "website",
                                                                "region": "Monaco data"}),   # the data said last
    ("Monaco: for how many restaurants in the data is the cuisine known",
     {"feature": "restaurants", "having": "cuisine", "region": "Monaco data"}),
    # the value the attribute must have: 'on level 2'
    ("Helsinki: how many restaurants are on level 2", {"feature": "restaurants", "having": "level", "equals": "2",
                                                      "region": "Helsinki"}),
    ("how many shops within 300 m of Stockmann are on the 3rd floor",
     {"feature": "shops", "having": "level", "equals": "3", "anchor": "Stockmann", "radius_m": 300.0}),
    # a figure's threshold; the most common value asked 'which ... shows up most often'
    ("which hotels in the Monaco data are 4 star or better?", {"feature": "hotels", "having": "stars", "at_least": 4.0,
                                                               "region": "Monaco data"}),
    ("how many hotels in Monaco have 3 stars", {"feature": "hotels", "having": "stars", "equals": "3", "region": "Monaco"}),
    # the kind said before the attribute, and the value at a place in the order
    ("In the Monaco data, what's the second most common restaurant cuisine?",
     {"feature": "restaurant", "group_by": "cuisine", "rank": 2, "region": "Monaco data"}),
    ("of the churches within 500 m of the Old Mill, how many sit more than 34 m above sea level?",
     {"feature": "churches", "having": "elevation", "more_than": 34.0, "anchor": "Old Mill", "radius_m": 500.0}),
    ("which shop brand shows up most often in the Monaco data", {"feature": "shop", "group_by": "brand",
                                                                 "region": "Monaco data"}),
    ("in the Vaduz data which restaurant name shows up the most", {"feature": "restaurant", "group_by": "name",
                                                                   "region": "Vaduz data"}),
    # the scope said first, then 'how many of them'; the town before the kind; the most common street; a yes-or-no
    # attribute's most common value
    ("bars within 400 m of the Kiasma: how many of them have a website?",
     {"feature": "bars", "having": "website", "anchor": "Kiasma", "radius_m": 400.0}),
    ("Helsinki cafes that do takeaway - list them", {"feature": "cafes", "having": "takeaway", "region": "Helsinki"}),
    ("what street in Helsinki has the most restaurants on it?", {"feature": "restaurants", "group_by": "street",
                                                                "region": "Helsinki"}),
    ("For cafés in Helsinki, what's the most common wheelchair rating: yes, limited or no?",
     {"feature": "cafés", "group_by": "wheelchair", "region": "Helsinki"}),
    # the most common value of any attribute; 'which X do most of the Y ... in Z'
    ("What is the most common level of shops in Helsinki?", {"feature": "shops", "group_by": "level",
                                                             "region": "Helsinki"}),
    ("what's the most common wheelchair access of fast food in Vaduz", {"feature": "fast food",
                                                                         "group_by": "wheelchair", "region": "Vaduz"}),
    ("which level do most of the shops sit on in Helsinki", {"feature": "shops", "group_by": "level",
                                                             "region": "Helsinki"}),
    ("names of the wheelchair accessible restaurants in Helsinki", {"feature": "restaurants", "having": "wheelchair",
                                                                    "region": "Helsinki"}),
])
def test_an_aggregate_question_is_read_as_a_template(question, aggregate):
    reading = read(question)
    assert reading.aggregate is not None and reading.aggregate.model_dump(exclude_none=True) == aggregate
    assert reading.complete


def test_a_most_common_of_no_attribute_is_no_aggregate():
    assert read("what is the most common colour of cafes in Vaduz?").aggregate is None


@pytest.mark.parametrize("question, aggregate", [
    # a kind whose modifier the database cannot use as tags but which is an attribute, however the rest is said (a
    # place written in lower case)
    ("looking for a cafe with wifi near the kiasma - how many are there within 400m",
     {"feature": "cafe", "having": "internet_access", "anchor": "kiasma", "radius_m": 400.0}),
    ("list the restaurants with a website in Vaduz", {"feature": "restaurants", "having": "website", "region": "Vaduz"}),
])
def test_a_modifier_that_is_an_attribute_is_planned_as_a_template(question, aggregate):
    plan = compile_plan(read(question))   # knows no phrase: the modifier is no tag the database can use
    assert [step.tool for step in plan.steps] == ["GenerateSQL"] and plan.complete, plan.why
    assert plan.steps[0].args["template"] == aggregate


def test_the_plan_runs_the_template_as_a_generatesql_step_and_says_the_count(settings, db):
    agent = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")
    cafes = _around("helsinki", "Ateneum", "amenity", "cafe", 500)
    expected = len({f.osm_id for f in cafes if f.tags.get("wheelchair") in ("yes", "designated")})
    trace = run_question(agent, "How many wheelchair accessible cafes are there within 500 m of the Ateneum?")
    assert not trace.llm_calls and [s.tool for s in trace.steps] == ["GenerateSQL"]
    assert trace.steps[0].sql and "SELECT" in trace.steps[0].sql[0].sql   # the SQL is in the trace
    assert trace.answer.text.startswith(f"There are {expected} cafes within 500 m of Ateneum")


def test_a_street_that_comes_within_the_scope_is_measured_whole(settings, db):
    """'Which streets within 100 m of X are longer than 1 km': Im Alten Riet passes the Winkelgarage with 859 m of
    its three ways; the street is all three (1.59 km), not the part near the garage."""
    agent = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")
    trace = run_question(agent, "which streets within 100 m of Winkelgarage are longer than 1 km?")
    street = sum(ind.geodesic_length(w.geometry) for w in ind.ways("liechtenstein", "name", "Im Alten Riet"))
    assert [s.tool for s in trace.steps] == ["GenerateSQL"]
    assert trace.answer.text.startswith("Of the streets within 100 m of Winkelgarage, 1 is longer than 1.00 km: "
                                        f"Im Alten Riet ({street / 1000:.2f} km)"), trace.answer.text


def test_a_figure_the_places_carry_is_added_up_and_the_places_without_it_counted(box):
    # 'total number of parking spaces at the car parks within 1 km of X': capacity added up from the tags
    parkings = {f.osm_id: f for f in ind.nodes("neubrandenburg", "amenity", "parking") +
                ind.areas("neubrandenburg", "amenity", "parking")}.values()
    anchor = _named("neubrandenburg", "Hotel Jahnke")
    around = [f for f in parkings if _within(f, anchor, 1000)]
    figures = [int(f.tags["capacity"]) for f in around if f.tags.get("capacity", "").strip().isdigit()]
    assert figures   # some carry it: the sum is checked, not zero against zero
    result = box.call("GenerateSQL", {"template": {"feature": "car park", "total_of": "capacity",
                                                   "anchor": anchor.name, "radius_m": 1000}})
    assert result.ok, result.error
    places, recorded, total = result.rows[0]
    assert (int(recorded), float(total)) == (len(figures), sum(figures)) and int(places) >= len(around)


def test_a_total_no_place_records_is_said_not_zero():
    from georeact.agent.sentences import _total
    said = _total("capacity", "car parks", "within 305 m of X", ["5", "0", "NULL"])
    assert said.startswith("The capacity of the 5 car parks within 305 m of X is not recorded") and " 0 " not in said


def test_a_count_of_places_having_an_attribute_says_how_many_of_the_kind_record_it_at_all(box):
    # 0 restaurants 'with vegetarian food' where no restaurant records its diet is no fact: the rows say both how many
    # of the kind there are (as the template without `having` counts them) and how many record the attribute at all
    scope = {"feature": "restaurant", "anchor": "Stockmann", "radius_m": 300}
    every = box.call("GenerateSQL", {"template": scope})
    diet = box.call("GenerateSQL", {"template": {**scope, "having": "diet_vegetarian"}})
    website = box.call("GenerateSQL", {"template": {**scope, "having": "website"}})
    assert every.ok and diet.ok and website.ok, (every.error, diet.error, website.error)
    assert diet.columns == website.columns == ["places", "name", "recorded", "of_kind", "has"]
    of_kind = int(every.rows[0][0])
    (counts,) = {(int(row[0]), int(row[2]), int(row[3])) for row in diet.rows}
    assert len(_having(diet)) == min(counts[0], 20) and counts[0] <= counts[1] <= counts[2] == of_kind > 0
    (counts,) = {(int(row[0]), int(row[2]), int(row[3])) for row in website.rows}
    assert counts[0] == counts[1] and counts[2] == of_kind   # a website had is one recorded
    assert len(_having(website)) == min(counts[0], 20)   # (the names listed: the first 20)


def test_places_whose_figure_is_more_than_a_threshold_leave_the_threshold_out(box):
    def figure(value: str | None) -> float:
        found = __import__("re").match(r"\s*(\d+(?:\.\d+)?)", value or "")
        return float(found.group(1)) if found else -1.0

    hotels = [f for f in _around("monaco", "Château Eza", "tourism", "hotel", 3000) if f.name != "Château Eza"]
    figures = sorted({figure(f.tags.get("stars")) for f in hotels} - {-1.0})
    threshold = figures[-2]   # a figure some hotels have, below the highest
    expected = sorted(f.name for f in hotels if figure(f.tags.get("stars")) > threshold and f.name)
    assert 0 < len(expected) < len([f for f in hotels if figure(f.tags.get("stars")) >= threshold])   # it is left out
    result = box.call("GenerateSQL", {"template": {"feature": "hotel", "having": "stars", "more_than": threshold,
                                                   "anchor": "Château Eza", "radius_m": 3000}})
    assert result.ok, result.error
    assert sorted(row[1] for row in _having(result)) == expected and int(result.rows[0][0]) == len(expected)


def test_the_second_most_common_value_is_the_one_after_the_first(settings, db):
    from collections import Counter

    agent = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")
    restaurants = {f.osm_id: f for f in ind.nodes("neubrandenburg", "amenity", "restaurant") +
                   ind.areas("neubrandenburg", "amenity", "restaurant")}.values()
    counts = Counter(v.strip() for f in restaurants for v in (f.tags.get("cuisine") or "").split(";") if v.strip())
    (first, n1), (second, n2), (_, n3) = counts.most_common(3)
    assert n1 > n2 > n3   # a clear second
    trace = run_question(agent, "In the Neubrandenburg data, what's the second most common restaurant cuisine?")
    assert not trace.llm_calls and trace.answer.text.startswith(
        f"The second most common cuisine among the {len(restaurants)} restaurants in the Neubrandenburg data: {second} "
        f"({n2} places), "
        f"after {first} ({n1}).")


def test_a_place_mapped_as_its_point_and_its_building_is_one_place(box):
    """A library mapped twice (a point that says its website, an area of its name that does not) is one library
    that has a website: the raw tags, merged by the rule ranked lists use (a point and an area of one name within
    100 m)."""
    libraries = _around("helsinki", "Ateneum", "amenity", "library", 1500)
    areas = [f for f in libraries if f.geometry.geom_type != "Point"]
    twins = {p.osm_id: a for p in libraries if p.geometry.geom_type == "Point" and p.name
             for a in areas if a.name == p.name and _within(p, a, 100)}
    assert any(p.tags.get("website") and not a.tags.get("website") for p in libraries
               if (a := twins.get(p.osm_id)) is not None)   # the extract holds such a pair: the merge is checked
    places = [f for f in libraries if f.osm_id not in twins]

    def site(f: ind.Feature) -> bool:   # (the keys a website is tagged with)
        return any(f.tags.get(key) for key in ("website", "contact:website", "url"))
    with_site = {f.name for f in places if site(f) or any(twins.get(p.osm_id) is f and site(p) for p in libraries)}
    result = box.call("GenerateSQL", {"template": {"feature": "library", "having": "website", "anchor": "Ateneum",
                                                   "radius_m": 1500}})
    assert result.ok, result.error
    named = [row[1] for row in _having(result)]
    assert int(result.rows[0][0]) == len(with_site) and sorted(named) == sorted(with_site), (named, with_site)


@pytest.mark.parametrize("lowest", [False, True])
def test_the_highest_and_lowest_of_a_kind_are_ranked_by_their_tags(box, lowest):
    def figure(feature: ind.Feature) -> float | None:
        found = __import__("re").match(r"\s*(\d+(?:\.\d+)?)", feature.tags.get("height") or feature.tags.get("ele") or "")
        return float(found.group(1)) if found else None

    peaks = [f for f in _around("liechtenstein", "Falknis", "natural", "peak", 8000) if figure(f) is not None]
    assert len(peaks) >= 3
    ranked = sorted(peaks, key=lambda f: (figure(f) if lowest else -figure(f), f.name or ""))
    template = {"feature": "peak", "top_by": "height", "anchor": "Falknis", "radius_m": 8000}
    result = box.call("GenerateSQL", {"template": {**template, **({"lowest": True} if lowest else {})}})
    assert result.ok, result.error
    assert [(row[0], float(row[1])) for row in result.rows[:2]] == [(f.name, figure(f)) for f in ranked[:2]]


def test_the_highest_of_a_kind_is_read_and_answered_with_its_figure(box):
    reading = read("what is the highest peak within 8 km of Falknis")
    assert (reading.aggregate.top_by, reading.aggregate.lowest) == ("height", None), reading
    reading = read("the lowest peak within 8 km of Falknis")
    assert (reading.aggregate.top_by, reading.aggregate.lowest) == ("height", True), reading
    reading = read("what's the tallest tower in Vaduz")   # (a structure's own height: never the ground's elevation)
    assert (reading.aggregate.top_by, reading.aggregate.lowest) == ("built_height", None), reading


def test_a_figure_averaged_over_a_kind_is_the_mean_of_the_raw_tags(box):
    def figure(feature: ind.Feature) -> float | None:
        found = __import__("re").match(r"\s*(\d+(?:\.\d+)?)", feature.tags.get("ele") or "")
        return float(found.group(1)) if found else None

    peaks = _around("liechtenstein", "Falknis", "natural", "peak", 8000)
    figures = [f for f in map(figure, peaks) if f is not None]
    assert len(figures) >= 3
    result = box.call("GenerateSQL", {"template": {"feature": "peak", "average_of": "elevation", "anchor": "Falknis",
                                                   "radius_m": 8000}})
    assert result.ok, result.error
    places, recorded, average, least, greatest = (float(cell) for cell in result.rows[0])
    assert (places, recorded) == (len(peaks), len(figures))
    assert abs(average - sum(figures) / len(figures)) < 0.01 and (least, greatest) == (min(figures), max(figures))


def test_the_highest_of_a_kind_none_records_says_how_many_there_are(box):
    result = box.call("GenerateSQL", {"template": {"feature": "peak", "top_by": "capacity", "anchor": "Falknis",
                                                   "radius_m": 8000}})
    assert result.ok, result.error
    (name, figure, recorded, of_kind), = result.rows
    assert (name, figure, recorded) == ("NULL", "NULL", "0") and int(of_kind) == \
        len(_around("liechtenstein", "Falknis", "natural", "peak", 8000))


def test_what_is_around_a_place_counts_the_kinds_of_the_land_too(ctx):
    from georeact.tools.sql_templates import _own_kind

    columns = {row[0] for row in ctx.db.query("SELECT column_name FROM information_schema.columns WHERE "
                                              "table_name = 'pois'", ()).rows}
    rows = ctx.db.query(f"SELECT DISTINCT {_own_kind('t', columns)} FROM pois t WHERE t.tags->>'natural' = 'peak' "
                        f"AND t.amenity IS NULL AND t.tourism IS NULL", ()).rows
    assert rows == [("peak",)], rows   # (natural=peak: no key of a place one visits, a kind all the same)
