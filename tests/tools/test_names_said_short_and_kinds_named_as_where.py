"""A name said by its first word and its kind ('the Landhaus hotel' for 'Landhaus am Giessen') or by its last ('the
Weinert hotel' for 'Hotel Weinert', a name that says its kind first), a name with small
words of its sort before its kind ('the X organic farm'), and 'the K at X' where a place of kind K is named X itself
(the hotel named Badehaus, not another Badehaus). Places are picked from the database by their tags, checked
against the raw extract's tags where the test depends on them."""

from __future__ import annotations

from georeact.tools.kind_in_town import the_only
from georeact.tools.place_search import find_places
from tests import independent as ind


def _one_tagged(extract: str, key: str, value: str, name: str) -> ind.Feature:
    found = [f for f in ind.nodes(extract, key, value) + ind.areas(extract, key, value) if f.name == name]
    assert found, (key, value, name)
    return found[0]


def test_a_name_said_by_its_first_word_and_its_kind(ctx):
    hotel = _one_tagged("liechtenstein", "tourism", "hotel", "Landhaus am Giessen")
    found = find_places(ctx, "the Landhaus hotel")
    assert found and found[0].name == hotel.name and found[0].approximate, found[:3]


def test_a_first_word_that_starts_no_name_of_the_kind_is_no_match(ctx):
    found = find_places(ctx, "the Qwertzy hotel")
    assert not found or found[0].name != "Landhaus am Giessen"


def test_small_words_between_a_name_and_its_kind(ctx):
    hotel = _one_tagged("liechtenstein", "tourism", "hotel", "Landhaus am Giessen")
    found = find_places(ctx, "Landhaus am Giessen lovely little hotel")
    assert found and found[0].name == hotel.name, found[:3]


def test_the_kind_at_a_place_of_that_name_is_the_one_so_named(ctx):
    rows = ctx.db.query("SELECT tourism, amenity FROM pois WHERE poi_name = 'Badehaus'").rows
    assert {("hotel", None), (None, "restaurant")} <= set(rows), rows   # two places so named, of two kinds
    hotel = the_only(ctx, "the hotel", "Badehaus")
    restaurant = the_only(ctx, "the restaurant", "Badehaus")
    assert hotel is not None and restaurant is not None
    assert hotel.name == restaurant.name == "Badehaus" and hotel.handle != restaurant.handle


def test_a_name_said_by_its_last_word_and_its_kind(ctx):
    from georeact.tools.place_search import _named_part_of_kind
    hotel = _one_tagged("neubrandenburg", "tourism", "hotel", "Hotel Weinert")
    found = _named_part_of_kind(ctx, "Weinert", "hotel", None)
    assert [m.name for m in found] == [hotel.name] and found[0].approximate, found
    assert _named_part_of_kind(ctx, "Weinert", "restaurant", None) == []   # (a name of another kind is no match)
