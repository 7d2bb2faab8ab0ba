"""How long a place is open every day (one figure when every day is alike, the day it is shut otherwise), a phone
number tagged with its digits run together said grouped, and a place mapped with only an English name found by it.
Real database, real graph, no model (a scripted model with an empty script fails if called); the expected hours,
numbers and names come from the raw tags (tests/independent.py)."""

from __future__ import annotations

import re

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.phone_said import phone_said
from georeact.agent.run import run_question
from georeact.tools.place_search import find_places
from georeact.agent.scripted import ScriptedChatModel
from tests import independent as ind


@pytest.fixture(scope="module")
def plan_only(db, settings):
    return build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")


def _one(extract: str, key: str, name: str) -> ind.Feature:
    tagged = [f for f in ind.nodes(extract, key) + ind.areas(extract, key) if f.name == name]
    assert len(tagged) == 1, tagged
    return tagged[0]


def test_hours_a_day_of_a_place_open_alike_every_day_is_one_span(plan_only) -> None:
    hours = _one("helsinki", "opening_hours", "Zucchini").tags["opening_hours"]
    opens, closes = re.fullmatch(r"Mo-Su (\d\d:\d\d)-(\d\d:\d\d)", hours).groups()
    span = int(closes[:2]) - int(opens[:2])
    trace = run_question(plan_only, "how many hours a day is Zucchini open")
    assert trace.answer.text.startswith(f"Every day, Zucchini opens at {opens.lstrip('0')} and closes at "
                                        f"{closes} ({span} h).")
    assert not trace.llm_calls


def test_a_place_shut_one_day_is_not_open_every_day(plan_only) -> None:
    hours = _one("neubrandenburg", "opening_hours", "Zur Elster").tags["opening_hours"]
    assert hours.startswith("Tu-Su ")   # (the raw tag: shut on Mondays)
    for question in ("is Zur Elster open every day?", "how long is Zur Elster open each day?"):
        trace = run_question(plan_only, question)
        assert trace.answer.text.startswith("Zur Elster is not open every day: it is closed all Monday."), question


def test_a_phone_number_run_together_is_said_grouped(plan_only) -> None:
    tagged = _one("liechtenstein", "phone", "DoMuS").tags["phone"]
    assert re.fullmatch(r"\+\d+", tagged)   # (the raw tag: no spaces)
    trace = run_question(plan_only, "what is the phone number of DoMuS?")
    said = re.search(r"The phone number of DoMuS: (\+[\d ]+)\.", trace.answer.text)[1]
    assert said.replace(" ", "") == tagged and said.count(" ") >= 2


@pytest.mark.parametrize("tagged, said", [
    ("+3544361001", "+354 436 1001"),        # digits run together: grouped by the country's plan
    ("+49 6221 54-0", "+49 6221 54-0"),      # the mapper's grouping kept
    ("06221 123456", "06221 123456"),        # no country to read it by: as tagged
    ("+3544361001;+3544361002", "+354 436 1001; +354 436 1002"),
    ("+12", "+12"),                          # no valid number: as tagged
])
def test_phone_numbers_as_people_read_them(tagged: str, said: str) -> None:
    assert phone_said(tagged) == said


def test_a_place_with_only_an_english_name_is_found_by_it(ctx) -> None:
    raw = [f for f in ind.nodes("helsinki", "amenity", "cafe") if "name" not in f.tags and f.tags.get("name:en") == "Arnold’s"]
    assert len(raw) == 1
    for said in ("Arnold’s", "Arnold’s in Helsinki"):
        best = find_places(ctx, said)[0]
        assert best.name == "Arnold’s" and not best.approximate, said
        osm_id = ctx.db.query("SELECT osm_id FROM pois WHERE id = %s", [best.id]).rows[0][0]
        assert osm_id == raw[0].osm_id


def test_a_place_said_at_its_town_by_a_variant_name(ctx) -> None:
    raw = [f for f in ind.nodes("helsinki", "amenity") + ind.areas("helsinki", "amenity")
           if f.tags.get("name:en") == "Helsinki Cathedral"]
    matches = find_places(ctx, "Helsinki Cathedral at Helsinki")
    assert raw and matches and not matches[0].approximate
    osm_id = ctx.db.query("SELECT osm_id FROM pois WHERE id = %s", [matches[0].id]).rows[0][0]
    assert osm_id in {f.osm_id for f in raw}


def test_a_number_whose_digits_the_plan_would_change_is_said_as_tagged() -> None:
    assert phone_said("+3580294500401") == "+3580294500401"   # (a trunk 0 after the country code stays)
