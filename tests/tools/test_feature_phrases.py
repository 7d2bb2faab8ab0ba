"""Two classes of feature phrase (issue 29, item 7), read by the vocabulary and checked on the shipped data.

1. "place" inside a phrase is everyday English, not OSM's place=* (towns): "places of worship", "a place to eat",
   "somewhere to stay", "a pizza place" are read by what the place is for (data/place_phrases.yaml); a bare
   "place" is no kind of place; "town", "village", "settlement" still are.
2. An attribute in the phrase is a filter, not a word dropped: "a four-star hotel" is tourism=hotel & stars=4,
   "a 24-hour pharmacy" opening_hours=24/7 (data/attribute_terms.yaml).

The counts were computed with SQL over the shipped extracts (`tags->>'stars'` etc.) and each DB test also runs
that SQL itself, so a wrong filter and a wrong expectation cannot agree by accident.
"""

from __future__ import annotations

import pytest

from georeact.reading.deterministic import read
from georeact.tools import poi_filter as pf
from georeact.reading import vocabulary as voc
from georeact.tools.base import invoke
from georeact.tools.metric import tool as cm

EATING = {("amenity", "restaurant"), ("amenity", "fast_food"), ("amenity", "cafe"), ("amenity", "food_court")}
ACCOMMODATION = {("tourism", "hotel"), ("tourism", "motel"), ("tourism", "hostel"), ("tourism", "guest_house"),
                 ("tourism", "apartment"), ("tourism", "alpine_hut"), ("tourism", "wilderness_hut"),
                 ("tourism", "chalet"), ("tourism", "camp_site")}   # (huts and camp sites are where people sleep too)
WORSHIP = {("amenity", "place_of_worship")}
H24 = {"24/7", "Mo-Su 00:00-24:00"}


def heads(phrase: str) -> set[tuple[str, str]]:
    found = pf.lookup(phrase)
    assert found is not None, phrase
    assert all(f.table == "pois" for f in found[1]), found
    return {(f.column, f.value) for f in found[1]}


def conditions(phrase: str) -> list[tuple[str, str | None, dict[str, str]]]:
    found = pf.lookup(phrase)
    assert found is not None, phrase
    return [(f.column, f.value, f.where) for f in found[1]]


# -- no database: "place" ------------------------------------------------------------------------------

def test_the_head_noun_before_a_preposition_is_made_singular():
    assert "place of worship" in voc.phrase_variants("places of worship")
    assert "place to eat" in voc.phrase_variants("Places to eat")
    assert voc.phrase_variants("bus stops") == ["bus stops", "bus stop", "busstops", "busstop"]   # as before


@pytest.mark.parametrize("phrase", ["places of worship", "a place of worship", "worship places", "houses of worship",
                                    "a place to pray", "somewhere to worship"])
def test_places_of_worship(phrase):
    assert heads(phrase) == WORSHIP


@pytest.mark.parametrize("phrase", ["a place to eat", "places to eat", "somewhere to eat", "a spot to eat",
                                    "somewhere to grab a bite", "a place where I can eat", "eating places",
                                    "a place for lunch", "somewhere to have dinner"])
def test_places_to_eat_are_every_kind_of_eating_place(phrase):
    assert heads(phrase) == EATING


@pytest.mark.parametrize("phrase", ["a place to stay", "places to stay", "somewhere to stay", "somewhere to sleep",
                                    "a place to spend the night"])
def test_places_to_stay_are_accommodation(phrase):
    assert heads(phrase) == ACCOMMODATION


@pytest.mark.parametrize("phrase, cuisine", [("pizza place", "pizza"), ("a sushi place", "sushi"),
                                             ("burger places", "burger"), ("a place for sushi", "sushi"),
                                             ("kebab joint", "kebab"), ("thai spot", "thai"),
                                             ("an Indian place", "indian")])
def test_a_cuisine_place_is_an_eating_place_with_that_cuisine(phrase, cuisine):
    found = conditions(phrase)
    assert {(column, value) for column, value, _ in found} <= EATING
    assert ("amenity", "restaurant", {"cuisine": cuisine}) in found
    assert all(where == {"cuisine": cuisine} for _, _, where in found)


def test_a_diet_place_is_an_eating_place_with_that_diet():
    found = conditions("vegan places")
    assert ("amenity", "restaurant", {"diet:vegan": "yes"}) in found
    assert all(set(where) == {"diet:vegan"} for _, _, where in found)


@pytest.mark.parametrize("phrase, expected", [
    ("a place for coffee", [("amenity", "cafe", {}), ("amenity", "restaurant", {"cuisine": "coffee_shop"})]),
    ("a place to drink", [("amenity", "bar", {}), ("amenity", "pub", {}), ("amenity", "biergarten", {})]),
    ("a place for a drink", [("amenity", "bar", {}), ("amenity", "pub", {}), ("amenity", "biergarten", {})]),
    ("somewhere to park", [("amenity", "parking", {})]),
    ("a place to swim", [("leisure", "swimming_pool", {}), ("amenity", "swimming_pool", {}),
                         ("leisure", "sports_centre", {"sport": "swimming"})]),   # (a hall round a town's pool)
])
def test_other_purposes(phrase, expected):
    assert conditions(phrase) == expected


@pytest.mark.parametrize("phrase", ["place", "places", "a place", "somewhere", "spots", "venue", "location",
                                    "place for kids", "dinosaur place"])
def test_a_bare_place_is_no_kind_of_place(phrase):
    assert pf.lookup(phrase) is None
    assert pf.lookup(phrase, weak=True) is None


@pytest.mark.parametrize("phrase, value", [("towns", {"town"}), ("a village", {"village"}), ("hamlets", {"hamlet"}),
                                           ("settlements", {"city", "town", "village", "hamlet"})])
def test_towns_and_villages_are_still_osm_places(phrase, value):
    found = pf.lookup(phrase)
    assert found is not None
    assert {(f.table, f.column) for f in found[1]} == {("regions", "place")}
    assert {f.value for f in found[1]} == value


# -- no database: attributes ---------------------------------------------------------------------------

@pytest.mark.parametrize("phrase, stars", [("four-star hotel", "4"), ("4-star hotels", "4"), ("five star hotel", "5"),
                                           ("3 star hotel", "3"), ("two-star hotels", "2"), ("hotels with 4 stars", "4"),
                                           ("a hotel rated 5 stars", "5"), ("4* hotel", "4"), ("Four Star Hotels", "4")])
def test_stars_are_a_filter(phrase, stars):
    assert conditions(phrase) == [("tourism", "hotel", {"stars": stars})]


@pytest.mark.parametrize("phrase", ["star hotel", "ten star hotel", "0 star hotel", "four-star pharmacy"])
def test_stars_need_a_number_the_tag_takes_and_a_head_that_has_them(phrase):
    assert pf.lookup(phrase) is None


@pytest.mark.parametrize("phrase", ["24-hour pharmacy", "24/7 pharmacy", "pharmacy open 24 hours",
                                    "pharmacies open around the clock", "24h pharmacy"])
def test_open_around_the_clock(phrase):
    found = conditions(phrase)
    assert {(column, value) for column, value, _ in found} == {("amenity", "pharmacy")}
    assert {where["opening_hours"] for _, _, where in found} == H24


def test_attributes_are_modifiers_the_reader_and_the_database_path_know():
    assert voc.match_modifier("four-star", {"tourism": "hotel"}) == [{"stars": "4"}]
    assert voc.match_modifier("with 5 stars", {"tourism": "hotel"}) == [{"stars": "5"}]
    assert {extra["opening_hours"] for extra in voc.match_modifier("24-hour", {"amenity": "pharmacy"})} == H24
    assert voc.match_modifier("24-hour", {"highway": "residential"}) is None   # roads have no opening hours
    assert voc.match_modifier("wheelchair accessible", {"tourism": "hotel"}) == [{"wheelchair": "yes"}]


# -- the question reader sees whole phrases -----------------------------------------------------------

@pytest.mark.parametrize("question, feature, modifier", [
    ("How many places of worship are in Vaduz?", "places of worship", None),
    ("Where is somewhere to eat near the Ateneum?", "somewhere to eat", None),
    ("Is there a sushi place near the Ateneum?", "sushi place", None),
    ("Where is a place for coffee near the Kiasma?", "place for coffee", None),
    ("What is the nearest four-star hotel to the Kiasma?", "hotel", "four-star"),
    ("How many 4-star hotels are in Helsinki?", "hotels", "4-star"),
    ("How many 3 star hotels are in Monaco?", "hotels", "3 star"),
    ("Where is the nearest 24-hour pharmacy to the Kiasma?", "pharmacy", "24-hour"),
])
def test_the_reader_keeps_the_phrase_and_its_attribute(question, feature, modifier):
    reading = read(question)
    assert (reading.feature, reading.modifier) == (feature, modifier), reading.summary()
    assert not reading.search and not reading.unread, reading.summary()


# -- on the shipped data -------------------------------------------------------------------------------

def run(ctx, feature: str) -> pf.Result:
    return invoke(pf.run, pf.Result, ctx, pf.Input(feature=feature))


def metric(ctx, **kwargs) -> cm.Result:
    return invoke(cm.run, cm.Result, ctx, cm.Input(**kwargs))


def sql_count(ctx, where: str, params: list | None = None, region: str | None = None) -> int:
    """Rows of pois matching `where`, optionally inside the named region: the test's own SQL over the tags."""
    if region is None:
        result = ctx.db.query(f"SELECT count(*) FROM pois p WHERE {where}", params or [], max_rows=1)
    else:
        result = ctx.db.query(f"SELECT count(*) FROM pois p JOIN regions r ON ST_Intersects(r.geometry, p.geometry)"
                              f" WHERE r.region_name = %s AND {where}", [region, *(params or [])], max_rows=1)
    return int(result.rows[0][0])


@pytest.mark.parametrize("phrase, stars, rows", [("four-star hotel", "4", 3), ("4-star hotels", "4", 3),
                                                 ("five star hotel", "5", 3), ("3 star hotel", "3", 5),
                                                 ("two-star hotels", "2", 2)])
def test_star_hotels_on_the_shipped_data(ctx, phrase, stars, rows):
    result = run(ctx, phrase)
    assert result.ok, result.error
    assert [(f.condition, f.rows) for f in result.filters] == [(f"tourism=hotel & stars={stars}", rows)]
    assert sql_count(ctx, "p.tourism = 'hotel' AND p.tags->>'stars' = %s", [stars]) == rows


def test_the_nearest_four_star_hotel_is_not_the_nearest_hotel(ctx):
    # SQL: the nearest hotel to the Kiasma is the Holiday Inn (150 m, no stars tag); the only four-star one in
    # Helsinki is the Hilton Helsinki Strand, 985 m away
    result = metric(ctx, metric="nearest", feature="four-star hotel", anchor="Kiasma")
    assert result.ok, result.error
    assert result.entities[0].name == "Hilton Helsinki Strand"
    assert result.entities[0].distance_m == pytest.approx(985, abs=1)
    five = metric(ctx, metric="nearest", feature="5 star hotel", anchor="Casino de Monte Carlo")
    assert five.ok and five.entities[0].name == "Cap Estel", five.error   # 4,894 m; La Chèvre d'Or 5,428 m


@pytest.mark.parametrize("feature, region, where, expected", [
    ("places of worship", "Vaduz", "p.amenity = 'place_of_worship'", 3),
    ("places of worship", "Monaco", "p.amenity = 'place_of_worship'", 12),
    ("worship places", "Monaco", "p.amenity = 'place_of_worship'", 12),
    ("place to eat", "Vaduz", "p.amenity IN ('restaurant', 'fast_food', 'cafe', 'food_court')", 10),
    ("somewhere to eat", "Monaco", "p.amenity IN ('restaurant', 'fast_food', 'cafe', 'food_court')", 65),
    ("a place to stay", "Vaduz", "p.tourism IN ('hotel', 'motel', 'hostel', 'guest_house', 'apartment')", 6),
    ("places to stay", "Monaco", "p.tourism IN ('hotel', 'motel', 'hostel', 'guest_house', 'apartment')", 16),
    ("a pizza place", "Monaco", "p.amenity IN ('restaurant', 'fast_food', 'cafe')"
                                " AND 'pizza' = ANY(string_to_array(replace(p.cuisine, ' ', ''), ';'))", 2),
    ("two-star hotels", "Cap-d'Ail", "p.tourism = 'hotel' AND p.tags->>'stars' = '2'", 2),
    ("3 star hotel", "Cap-d'Ail", "p.tourism = 'hotel' AND p.tags->>'stars' = '3'", 1),
])
def test_counts_in_a_town(ctx, feature, region, where, expected):
    result = metric(ctx, metric="count", feature=feature, region=region)
    assert result.ok, result.error
    assert result.value == expected
    assert sql_count(ctx, where, region=region) == expected


@pytest.mark.parametrize("phrase, where, rows", [
    ("places of worship", "p.amenity = 'place_of_worship'", 94),
    ("somewhere to eat", "p.amenity IN ('restaurant', 'fast_food', 'cafe', 'food_court')", 618),
    ("sushi place", "p.amenity IN ('restaurant', 'fast_food', 'cafe')"
                    " AND 'sushi' = ANY(string_to_array(replace(p.cuisine, ' ', ''), ';'))", 17),
    ("burger places", "p.amenity IN ('restaurant', 'fast_food', 'cafe')"
                      " AND 'burger' = ANY(string_to_array(replace(p.cuisine, ' ', ''), ';'))", 30),
    ("24/7 shops", "p.shop IS NOT NULL AND p.opening_hours IN ('24/7', 'Mo-Su 00:00-24:00')", 6),
    ("wheelchair accessible hotels", "p.tourism = 'hotel' AND p.wheelchair = 'yes'", 16),
])
def test_rows_on_the_shipped_data(ctx, phrase, where, rows):
    result = run(ctx, phrase)
    assert result.ok, result.error
    assert sum(f.rows for f in result.filters) == rows
    assert sql_count(ctx, where) == rows


def test_a_bare_place_says_to_name_a_kind_instead_of_counting_towns(ctx):
    for feature in ("place", "places"):
        result = metric(ctx, metric="count", feature=feature, region="Vaduz")
        assert not result.ok and "names no kind of place" in result.error, result
    villages = run(ctx, "villages")   # a question about villages still reads OSM's place=village
    assert villages.ok and [(f.table, f.condition) for f in villages.filters] == [("regions", "place=village")]
    rows = ctx.db.query("SELECT count(*) FROM regions WHERE place = 'village'", [], max_rows=1).rows[0][0]
    assert villages.filters[0].rows == rows == 6
