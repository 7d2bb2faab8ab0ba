"""'the <kind> in T' where T has none of the kind and a place elsewhere is named like the kind: no such place in T
(never the namesake elsewhere); a name whose own last word is a kind, said with its town ('X cafe in T'), found
whole; a name said with its kind and town ('Kinopalatsi cinema in Helsinki') found without the kind. Real
database, real graph, no model (a scripted model with an empty script fails if called); the names come from the raw
tags (tests/independent.py)."""

from __future__ import annotations

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from tests import independent as ind


@pytest.fixture(scope="module")
def plan_only(db, settings):
    return build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")


def test_the_kind_in_a_town_without_one_is_not_a_place_named_like_the_kind_elsewhere(plan_only) -> None:
    named_like_the_kind = [f for f in ind.nodes("liechtenstein", "amenity") + ind.areas("liechtenstein", "amenity")
                           if f.name == "Kiosk"]
    assert named_like_the_kind and named_like_the_kind[0].tags.get("shop") != "kiosk"   # (a fast food place)
    trace = run_question(plan_only, "how far is it on foot to the kiosk in Schaan?")
    assert trace.answer.text == "There is no kiosk in Schaan in the map data."
    assert not trace.llm_calls


def test_a_name_ending_in_a_kind_word_said_with_its_town_is_found_whole(plan_only) -> None:
    cafe = [f for f in ind.nodes("helsinki", "amenity", "cafe") + ind.areas("helsinki", "amenity", "cafe")
            if f.name == "Amin's cafe"]
    assert len(cafe) == 1
    trace = run_question(plan_only, "what's the postcode of Amin's cafe in Helsinki?")
    assert trace.answer.text.startswith(f"The postcode of Amin's cafe: {cafe[0].tags['addr:postcode']}.")
    assert "approximate" not in trace.answer.text


def test_a_name_said_with_its_kind_and_town_is_found_without_the_kind(plan_only) -> None:
    cinema = [f for f in ind.nodes("helsinki", "amenity", "cinema") + ind.areas("helsinki", "amenity", "cinema")
              if f.name == "Kinopalatsi"]
    assert len(cinema) == 1
    trace = run_question(plan_only, "what's the phone number of Kinopalatsi cinema in Helsinki?")
    assert "Kinopalatsi" in trace.answer.text and "could not find" not in trace.answer.text


def test_a_count_of_places_listing_a_phone_number_none_lists_is_zero_not_unknown(plan_only) -> None:
    # (a yes or no that no place records stays unknown; a number no place lists is listed by none)
    church = [f for f in ind.nodes("liechtenstein", "amenity", "place_of_worship") +
              ind.areas("liechtenstein", "amenity", "place_of_worship") if f.name == "Jubiläumskirche"]
    assert len(church) == 1
    at = church[0].geometry.centroid
    for key in ("phone", "contact:phone", "contact:mobile"):   # (the raw tags: no place near it lists one)
        assert not [f for f in ind.nodes("liechtenstein", key) + ind.areas("liechtenstein", key)
                    if ind.geodesic_distance(at.x, at.y, f.geometry.centroid.x, f.geometry.centroid.y) < 400]
    trace = run_question(plan_only, "how many places within 150 m of Jubiläumskirche have a phone number?")
    assert trace.answer.text.startswith("0 of the ") and "have a phone number in OpenStreetMap" in trace.answer.text
    assert not trace.llm_calls


def test_a_kind_said_after_a_locality_is_the_one_of_its_kind_there_not_a_namesake_of_the_locality(plan_only) -> None:
    # 'the Golfe Bleu cinema': Golfe Bleu is a locality node (and the name of another place too); its cinema is the
    # only one within the reach of a place known as a point (5 km)
    locality = [f for f in ind.nodes("monaco", "place", "locality") if f.name == "Golfe Bleu"]
    assert len(locality) == 1
    at = locality[0].geometry
    cinemas = [f for f in ind.nodes("monaco", "amenity", "cinema") + ind.areas("monaco", "amenity", "cinema")
               if ind.geodesic_distance(at.x, at.y, f.geometry.centroid.x, f.geometry.centroid.y) < 5000]
    assert len(cinemas) == 1 and cinemas[0].name
    trace = run_question(plan_only, "what's the website of the Golfe Bleu cinema?")
    assert cinemas[0].name in trace.answer.text and "Golfe Bleu" not in trace.answer.text
