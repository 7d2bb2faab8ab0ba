"""The deterministic reader on phrasings written for these tests (places of the shipped extracts), not taken
from any benchmark: each case checks the parts a tool needs, as verbatim spans of the question."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from georeact.evals.reading import evaluate, gold_from_file, gsqa_files, score
from georeact.reading import QuestionReading, read

CASES = [
    ("How many restaurants are within 400 m of Vaduz Cathedral?",
     {"shape": "count", "metric": "count", "feature": "restaurants", "anchors": ["Vaduz Cathedral"], "radius_m": 400}),
    ("Which restaurants are within 300 m of the Rathaus Schaan?",
     {"shape": "places", "metric": "list", "feature": "restaurants", "anchors": ["Rathaus Schaan"], "radius_m": 300}),
    ("Which way is the closest pharmacy from Kiasma?",
     {"shape": "direction", "metric": "azimuth", "feature": "pharmacy", "anchors": ["Kiasma"]}),
    ("I'd like a Greek restaurant, ideally no farther than 2 km from Ateneum.",
     {"feature": "restaurant", "modifier": "Greek", "anchors": ["Ateneum"], "radius_m": 2000}),
    ("What is the total area covered by the lakes in Neubrandenburg?",
     {"shape": "number", "metric": "total_area", "feature": "lakes", "region": "Neubrandenburg"}),
    ("Name the longest river of Liechtenstein.", {"metric": "longest", "feature": "river"}),
    ("How far is Kiasma from the Ateneum?", {"shape": "number", "metric": "distance", "anchors": ["Kiasma", "Ateneum"]}),
    ("Where can I get a coffee? The nearest cafe to Helsinki Cathedral, please.",
     {"shape": "location", "metric": "nearest", "anchors": ["Helsinki Cathedral"]}),
    ("Is there a pharmacy south-east of Casino de Monte-Carlo within 1.5 km?",
     {"direction": "southeast", "radius_m": 1500, "anchors": ["Casino de Monte-Carlo"], "none_ok": True}),
    ("Walking from Kiasma towards Helsinki Cathedral, which cafe do I reach first?",
     {"metric": "nearest", "anchors": ["Kiasma"], "towards": "Helsinki Cathedral", "feature": "cafe"}),
    ("Which is closer to the Ateneum: Kiasma, Amos Rex or Helsinki Cathedral?",
     {"anchors": ["Ateneum"], "candidates": ["Kiasma", "Amos Rex", "Helsinki Cathedral"], "metric": "nearest"}),
    ("Count the schools in the municipality of Schaan.", {"shape": "count", "metric": "count", "feature": "schools"}),
    ("What kinds of amenities are there within 100 m of Monaco Cathedral?",
     {"shape": "kinds", "metric": "kinds", "anchors": ["Monaco Cathedral"], "radius_m": 100}),
    ("How many miles is it from Vaduz Castle to the nearest hotel?",
     {"shape": "number", "metric": "distance", "units": "miles", "anchors": ["Vaduz Castle"], "feature": "hotel"}),
    ("Show me a restaurant with outdoor seating near Schaan station.",
     {"feature": "restaurant", "modifier": "with outdoor seating", "anchors": ["Schaan station"]}),
    ("Which is the biggest park in North Helsinki?", {"metric": "largest", "region": "North Helsinki", "direction": None}),
    ("What is the combined length of all footways in Monaco-Ville?",
     {"metric": "total_length", "region": "Monaco-Ville", "feature": "footways"}),
    ("Find a hotel located west of Vaduz Castle.", {"direction": "west", "anchors": ["Vaduz Castle"], "feature": "hotel"}),
    ("How far would I have to walk from Kiasma to the Ateneum?",
     {"metric": "distance", "anchors": ["Kiasma", "Ateneum"], "travel_mode": "walk"}),
    ("What is the driving distance between Schaan and Vaduz Castle?", {"metric": "distance", "travel_mode": "drive"}),
    ("How long is the bike ride from Monaco Cathedral to the Casino de Monte-Carlo?",
     {"travel_mode": "bike", "metric": "distance"}),
    ("How long is the walk from Kiasma to the nearest bike rental?",
     {"metric": "distance", "travel_mode": "walk", "feature": "bike rental", "anchors": ["Kiasma"]}),
    ("How far is it from Vaduz Castle to a hotel within 1 km?",
     {"metric": "distance", "anchors": ["Vaduz Castle"], "feature": "hotel", "radius_m": 1000}),
    ("How many metres is it from the Ateneum to any pharmacy?",
     {"metric": "distance", "anchors": ["Ateneum"], "feature": "pharmacy"}),
    ("What is the distance from Kiasma to an ATM less than 500 m away?",
     {"metric": "distance", "anchors": ["Kiasma"], "feature": "ATM"}),
    ("How far do I walk from Monaco Cathedral to some bakery?",
     {"metric": "distance", "anchors": ["Monaco Cathedral"], "feature": "bakery", "travel_mode": "walk"}),
    ("How long is the drive from Schaan to Vaduz Castle?", {"metric": "distance", "travel_mode": "drive"}),
    ("Which cycle way in Vaduz is the longest?", {"metric": "longest", "feature": "cycle way", "travel_mode": None}),
    ("Where is the nearest bike shop to the Ateneum?", {"feature": "bike shop", "travel_mode": None}),
    ("What is the total length of the foot paths in Monaco-Ville?",
     {"metric": "total_length", "feature": "foot paths", "region": "Monaco-Ville"}),
    ("What are the amenities within 150 m of Kiasma?", {"shape": "kinds", "metric": "kinds", "radius_m": 150}),
    ("Name the amenities near the Landtag within 80 m.", {"shape": "kinds", "metric": "kinds", "anchors": ["Landtag"]}),
    ("Which kiosk is next to the Landtag?", {"metric": "nearest", "feature": "kiosk", "anchors": ["Landtag"]}),
    ("What bakery neighbours the Ateneum?", {"metric": "nearest", "feature": "bakery", "anchors": ["Ateneum"]}),
    ("What glazier is beside Kiasma?", {"metric": "nearest", "feature": "glazier", "anchors": ["Kiasma"]}),
    ("In which direction is Kiasma from Helsinki Central Station?",
     {"shape": "direction", "metric": "azimuth", "anchors": ["Helsinki Central Station", "Kiasma"]}),
    ("List the hotels in Monaco with wheelchair access.",
     {"feature": "hotels", "modifier": "with wheelchair access", "region": "Monaco"}),
    ("Find all supermarkets within 1.5 miles of Neubrandenburg station.",
     {"feature": "supermarkets", "anchors": ["Neubrandenburg station"], "radius_m": 2414.016}),
    ("Which cafes lie to the north-east of Senate Square within 2 km?",
     {"feature": "cafes", "anchors": ["Senate Square"], "direction": "northeast", "radius_m": 2000}),
    ("Where is the Kunstmuseum Liechtenstein?", {"shape": "location", "anchors": ["Kunstmuseum Liechtenstein"]}),
    ("How big is Schaan?", {"shape": "number", "metric": "area", "anchors": ["Schaan"]}),
    ("Where is the closest Thai restaurant to Kiasma?",
     {"metric": "nearest", "feature": "restaurant", "modifier": "Thai", "anchors": ["Kiasma"]}),
    ("Where's the closest pharmacy from the Torni hotel?",
     {"metric": "nearest", "feature": "pharmacy", "anchors": ["Torni hotel"]}),
    ("What is the distance between Vaduz Castle and the Landtag?",
     {"metric": "distance", "anchors": ["Vaduz Castle", "Landtag"], "travel_mode": None}),
    # two named places: how far apart, which side of the other (the compass word is the claim, not a filter)
    ("How far apart are Schaan and Triesen?", {"metric": "distance", "anchors": ["Schaan", "Triesen"]}),
    ("Is the Kunstmuseum Liechtenstein north or south of the Landtag?",
     {"shape": "direction", "metric": "azimuth", "anchors": ["Landtag", "Kunstmuseum Liechtenstein"], "direction": None,
      "feature": None}),
    ("Is Amos Rex west of the Ateneum?",
     {"shape": "direction", "metric": "azimuth", "anchors": ["Ateneum", "Amos Rex"], "direction": None}),
    ("Is there a cafe north of the Ateneum?", {"metric": "list", "feature": "cafe", "direction": "north"}),
    # how many places the answer lists
    ("Give me the three nearest cafes to the Ateneum.",
     {"limit": 3, "metric": "nearest", "feature": "cafes", "anchors": ["Ateneum"]}),
    ("Which 2 parks in Vaduz are the largest?", {"limit": 2, "metric": "largest", "region": "Vaduz"}),
    ("List five hotels near the Casino de Monte Carlo.", {"limit": 5, "feature": "hotels"}),
    ("How many cafes are within 3 km of the Kiasma?", {"limit": None, "radius_m": 3000, "metric": "count"}),
    # the stops of a tour, in the order given
    ("Visit Amos Rex, the Ateneum and Kiasma on foot in the best order.",
     {"shape": "route", "stops": ["Amos Rex", "Ateneum", "Kiasma"], "travel_mode": "walk", "anchors": []}),
    ("What's the quickest tour of the Landtag, the Rathaus Vaduz, then the Kunstmuseum Liechtenstein?",
     {"shape": "route", "stops": ["Landtag", "Rathaus Vaduz", "Kunstmuseum Liechtenstein"], "feature": None}),
    ("I'd like to visit a museum near the Kiasma.", {"stops": [], "metric": "nearest", "feature": "museum"}),
    # "park" as a verb is parking; as a noun, a park
    ("Where can I park near the Landtag?", {"feature": "I park", "anchors": ["Landtag"]}),
    ("Is there somewhere to park near the Kiasma?", {"feature": "somewhere to park", "anchors": ["Kiasma"]}),
    ("Which park is closest to the Ateneum?", {"feature": "park", "anchors": ["Ateneum"]}),
    ("Which way do I go from the Landtag to reach Schloss Vaduz?",
     {"metric": "azimuth", "anchors": ["Landtag", "Schloss Vaduz"], "feature": None}),
]


@pytest.mark.parametrize(("question", "expected"), CASES, ids=[c[0][:40] for c in CASES])
def test_reads_the_parts(question: str, expected: dict) -> None:
    reading = read(question)
    for field, value in expected.items():
        assert getattr(reading, field) == value, (field, reading.summary())


def test_every_span_is_a_phrase_of_the_question() -> None:
    for question, _ in CASES:
        reading = read(question)
        folded = question.casefold()
        for span in [reading.feature, reading.modifier, reading.region, reading.towards, *reading.anchors,
                     *reading.candidates]:
            assert span is None or span.casefold() in folded


def test_a_span_that_is_not_in_the_question_is_refused() -> None:
    with pytest.raises(ValidationError, match="not a phrase of the question"):
        QuestionReading(question="nearest cafe to Kiasma", feature="cafe", anchors=["Lyon"])


FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "gsqa" / "benchmark"


def test_the_grader_reads_the_annotations_and_scores_each_part() -> None:
    files = gsqa_files(FIXTURES)
    assert files
    gold = gold_from_file(files[0])
    right = score(gold, read(gold.question))
    assert right and all(right.values()), right
    wrong = QuestionReading(question=gold.question, shape="count", metric="count", direction="north")
    parts = score(gold, wrong)
    assert not parts["shape"] and not parts["metric"] and not parts["direction"]


def test_an_attribute_of_the_place_a_search_finds_is_scored_by_its_search() -> None:
    gold = gold_from_file(gsqa_files(FIXTURES)[0])
    search = read(gold.question)
    place = "the place it finds"
    multihop = QuestionReading(question=gold.question + " " + place, shape="attribute", attribute="start_date",
                               anchors=[place], described={place: search})
    assert score(gold, multihop) == score(gold, search)


def test_evaluate_counts_every_scored_part() -> None:
    files = gsqa_files(FIXTURES)
    report = evaluate(files, read)
    assert report.questions == len(files)
    nothing = evaluate(files, lambda q: QuestionReading(question=q, shape="route"))
    assert nothing.all_right == 0 and nothing.parts["shape"][0] == 0


# --- times and free-text wishes (SearchPlaces) --------------------------------------------------------------

@pytest.mark.parametrize("question, open_at, anchor", [
    ("Which pharmacies near Ateneum are open on Sunday at 10:00?", "Sunday at 10:00", "Ateneum"),
    ("Which restaurants within 300 m of the Casino de Monte Carlo are open at 22:00 on Saturday?",
     "22:00 on Saturday", "Casino de Monte Carlo"),
    ("Which supermarkets near the Kamppi are open now?", "now", "Kamppi"),
])
def test_a_time_is_open_at_and_never_a_place(question: str, open_at: str, anchor: str) -> None:
    reading = read(question)
    assert reading.open_at == open_at and reading.anchors == [anchor]


@pytest.mark.parametrize("question, search", [
    ("Is there a quiet cafe near the Helsinki Cathedral?", True),        # no tag says quiet
    ("Which restaurant near Ateneum serves sushi?", True),
    ("Which cafes near Kiasma have Espresso in their name?", True),
    ("Which vegetarian restaurants are near the Ateneum?", False),       # diet:vegetarian: an exact kind
    ("Is there a restaurant with outdoor seating near Kiasma?", False),
    ("Which cafe is nearest to the Ateneum?", False),
])
def test_free_text_wishes_are_marked_for_search(question: str, search: bool) -> None:
    assert read(question).search is search


@pytest.mark.parametrize("question, stops", [
    ("plan a tour from the Old Mill to the Harbour Gallery and the Riverside Museum",
     ["Old Mill", "Harbour Gallery", "Riverside Museum"]),
    ("a walking route starting at the Old Mill, then to the Harbour Gallery and the Riverside Museum",
     ["Old Mill", "Harbour Gallery", "Riverside Museum"]),
    ("I want to visit the Old Mill, the Harbour Gallery and the Riverside Museum, in what order?",
     ["Old Mill", "Harbour Gallery", "Riverside Museum"]),
    ("visit the Old Mill, the Harbour Gallery and the Riverside Museum in the shortest tour",
     ["Old Mill", "Harbour Gallery", "Riverside Museum"]),
    ("errands by car from the Old Mill: the Harbour Gallery and the Riverside Museum, any order, shortest?",
     ["Old Mill", "Harbour Gallery", "Riverside Museum"]),
])
def test_a_tour_lists_its_stops_and_nothing_else(question, stops):
    reading = read(question)
    assert (reading.shape, reading.stops, reading.feature, reading.unread) == ("route", stops, None, [])


def test_the_walk_between_two_places_stays_a_distance():
    reading = read("How far would I have to walk from the Old Mill to the Harbour Gallery?")
    assert reading.metric == "distance" and not reading.stops


@pytest.mark.parametrize("phrase, tag", [("car repair garage", "car_repair"), ("shoe store", "shoes")])
def test_a_shop_named_with_another_head_noun_is_the_same_shop(phrase, tag):
    from georeact.reading.features import lookup
    found = lookup(phrase)
    assert found is not None and found[1][0].value == tag


@pytest.mark.parametrize("phrase, tag", [("bike rental stations", "bicycle_rental"), ("fast food joints", "fast_food"),
                                         ("subway entrances", "subway_entrance"), ("charging station", "charging_station"),
                                         ("police station", "police")])
def test_a_kind_said_with_an_empty_head_noun_is_the_kind(phrase, tag):
    from georeact.reading.features import lookup
    found = lookup(phrase)
    assert found is not None and found[1][0].value == tag


@pytest.mark.parametrize("question, region", [("How many hotels does Eastbrook have?", "Eastbrook"),
                                              ("what kind of shops does the Old Town have?", "Old Town")])
def test_the_place_that_has_them_is_the_region(question, region):
    assert read(question).region == region



@pytest.mark.parametrize("question, anchor, open_at", [
    ("I need a convenience store within 250 m of Stockmann at 8.30 on a Sunday morning, which one is open?",
     "Stockmann", "8.30 on a Sunday morning"),
    ("at 8 pm on Saturday, is there a pharmacy open near Kiasma?", "Kiasma", "8 pm on Saturday"),
])
def test_the_moment_of_an_open_question_is_no_part_of_a_place(question, anchor, open_at):
    reading = read(question)
    assert (reading.anchors, reading.open_at) == ([anchor], open_at) and reading.complete
