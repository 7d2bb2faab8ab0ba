"""Opening times of two places compared on a day ('how much earlier does A open than B on a saturday', 'how many
more hours is A open', 'which closes later'), a small count that names its places, and a name said with its town
after it and no 'in'. Real database, real graph, no model (a scripted model with an empty script fails if called);
expected times come from the raw opening_hours tags (tests/independent.py), expected places from the raw tags and
geometries."""

from __future__ import annotations

import re

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.tools.metric import tool as cm
from georeact.tools.base import invoke
from georeact.tools.place_search import find_places
from tests import independent as ind


@pytest.fixture(scope="module")
def plan_only(db, settings):
    return build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")


def saturday(name: str) -> tuple[int, int]:
    """(opens, closes) on Saturday in minutes after midnight, read from the one shop of that name's raw tag."""
    tagged = [f for f in ind.nodes("helsinki", "opening_hours", None) + ind.areas("helsinki", "opening_hours", None)
              if f.name == name]
    assert len(tagged) == 1, tagged
    h1, m1, h2, m2 = map(int, re.search(r"\bSa (\d{1,2}):(\d\d)-(\d{1,2}):(\d\d)", tagged[0].tags["opening_hours"]).groups())
    return h1 * 60 + m1, h2 * 60 + m2


def clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def test_how_much_earlier_one_place_opens_than_another_on_a_day(plan_only):
    (opens_a, _), (opens_b, _) = saturday("Ruslania"), saturday("Le Bunnell")
    assert opens_a < opens_b   # (the data's own order: Ruslania opens first)
    trace = run_question(plan_only, "how much earlier does Ruslania open than Le Bunnell on a saturday?")
    assert trace.answer.text.startswith(f"Ruslania opens {opens_b - opens_a} min earlier than Le Bunnell on Saturday: "
                                        f"at {clock(opens_a)}, against {clock(opens_b)}.")
    assert trace.answer.value.number == opens_b - opens_a and trace.answer.value.unit == "min"
    assert not trace.llm_calls


def test_how_many_more_hours_a_place_is_open_and_which_closes_later(plan_only):
    (opens_a, closes_a), (opens_b, closes_b) = saturday("Ruslania"), saturday("Le Bunnell")
    longer = (closes_a - opens_a) - (closes_b - opens_b)
    trace = run_question(plan_only, "how many more hours is Ruslania open than Le Bunnell on a saturday?")
    hours, minutes = divmod(longer, 60)
    assert trace.answer.text.startswith(f"Ruslania is open {hours} h {minutes} min longer than Le Bunnell on Saturday")
    later = run_question(plan_only, "which closes later on a saturday, Ruslania or Le Bunnell?")
    assert later.answer.text.startswith(f"Le Bunnell closes {(closes_a - closes_b) // 60} h earlier than Ruslania "
                                        f"on Saturday: at {clock(closes_b)}, against {clock(closes_a)}.")
    claim = run_question(plan_only, "I think Le Bunnell closes later than Ruslania on Saturdays - right?")
    assert claim.answer.text.startswith("No: Le Bunnell closes")


def test_a_small_count_names_its_places(ctx):
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="count", feature="pharmacy", anchor="Kunstmuseum Liechtenstein",
                                                     radius_m=1000))
    assert result.ok and 0 < result.total <= 5
    pharmacies = {f.name for f in ind.nodes("liechtenstein", "amenity", "pharmacy") +
                  ind.areas("liechtenstein", "amenity", "pharmacy")}
    assert len(result.entities) == result.total and {e.name for e in result.entities} <= pharmacies
    assert all(e.distance_m is not None and e.distance_m <= 1000 for e in result.entities)


def test_a_name_with_its_town_after_it_is_the_place_in_that_town(ctx):
    found = find_places(ctx, "Ruslania Helsinki")
    assert found and found[0].name == "Ruslania" and found[0].table == "pois"


def test_the_nearest_of_a_kind_nobody_names_is_found_within_the_widest_radius(ctx):
    # unnamed vending machines: past the last radius only an unbounded nearest-neighbour search is left, which
    # measured 30 s from a town's outline; the rows the widest radius holds are the answer
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="nearest", feature="vending machine", anchor="Vaduz"))
    assert result.ok and result.entities
    assert not any("<->" in q.sql for q in result.sql)
    table, row = result.entities[0].handle.split(":")
    assert table == "pois" and ctx.db.query("SELECT amenity FROM pois WHERE id = %s", [int(row)]).rows == [("vending_machine",)]
    assert result.entities[0].distance_m is not None and result.entities[0].distance_m < 1_000_000


@pytest.mark.parametrize("asked", ["is {} open 24/7?", "Is {} open around the clock?"])
def test_open_around_the_clock_is_yes_only_for_hours_that_never_close(plan_only, asked):
    """'24/7' tagged: yes; hours that close on some day: no, with the hours it rests on (the raw tags decide which
    shops are asked)."""
    tagged = [f for f in ind.nodes("helsinki", "opening_hours", None) + ind.areas("helsinki", "opening_hours", None)
              if f.name]
    names = [f.name for f in tagged]
    always = next(f for f in tagged if f.tags["opening_hours"].strip() == "24/7" and names.count(f.name) == 1)
    closes = next(f for f in tagged if re.fullmatch(r"Mo-Sa \d\d:\d\d-\d\d:\d\d", f.tags["opening_hours"].strip())
                  and names.count(f.name) == 1)
    yes = run_question(plan_only, asked.format(always.name)).answer.text
    no = run_question(plan_only, asked.format(closes.name)).answer.text
    assert yes.startswith(f"Yes, {always.name} is open around the clock."), yes
    assert no.startswith(f"No, {closes.name} is not open around the clock"), no
    assert closes.tags["opening_hours"].strip() in no
