"""A value asked whether a named place has it ('is X Lutheran?', 'does X serve pizza?'): answered yes or no from
the tag, with what the tag says; a cuisine the tag does not name is 'not listed', never 'no' (a cuisine tag names
some of what a kitchen makes). Places are picked from the loaded extracts by their tags, never by a name."""

from __future__ import annotations

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.reading import read


@pytest.fixture(scope="module")
def graph(db, settings):
    return build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="never")


def _unique_named(db, where: str, column: str) -> tuple[str, str]:
    """(name, value) of a place whose name no other loaded place has, carrying the tag asked."""
    rows = db.query(f"""SELECT poi_name, max(tags->>'{column}') FROM pois WHERE {where} AND poi_name ~ '^[A-Z][a-z]+$'
        AND poi_name IN (SELECT poi_name FROM pois GROUP BY poi_name HAVING count(*) = 1)
        GROUP BY poi_name ORDER BY poi_name LIMIT 1""", ()).rows
    assert rows, f"no uniquely named place with {column} in the loaded extracts"
    return rows[0][0], rows[0][1]


def test_a_denomination_asked_by_its_value_is_yes_or_no(db, graph):
    name, value = _unique_named(db, "tags ? 'denomination' AND tags->>'denomination' ~ '^[a-z_]+$'", "denomination")
    said = value.replace("_", " ")
    reading = read(f"is {name} {said}?")
    assert (reading.attribute, reading.anchors, reading.asked_value) == ("denomination", [name], said), reading
    trace = run_question(graph, f"is {name} {said}?")
    assert not trace.llm_calls and trace.answer.text == f"Yes: the denomination of {name} is {said}.", trace.answer.text
    other = "baptist" if "baptist" not in value else "anglican"
    trace = run_question(graph, f"Is {name} a {other} church?")
    assert trace.answer.text == f"No: the denomination of {name} is {said}.", trace.answer.text


def test_a_cuisine_asked_is_yes_or_not_listed(db, graph):
    name, value = _unique_named(db, "tags->>'cuisine' ~ '^(pizza|burger|italian|chinese|thai|indian|greek|sushi)$'",
                                "cuisine")
    trace = run_question(graph, f"does {name} serve {value}?")
    assert not trace.llm_calls and trace.answer.text.startswith(f"Yes: the cuisine of {name} is "), trace.answer.text
    other = "tacos" if value != "tacos" else "ramen"
    trace = run_question(graph, f"does {name} do {other}?")
    assert trace.answer.text.endswith(f"it does not list {other}.") and "No" not in trace.answer.text, \
        trace.answer.text


@pytest.mark.parametrize("question", [
    "is there a Lutheran church in Eastbrook?",   # a kind asked for, not a value of a place
    "is Kornhaus Westbrook open on Sunday?",
])
def test_questions_that_ask_no_value_of_a_place(question):
    assert read(question).asked_value is None


def test_free_asked_after_the_place_turns_the_fee_round(db, graph):
    name = db.query("""SELECT poi_name FROM pois WHERE tags->>'fee' = 'yes' AND poi_name ~ '^[A-Z][a-z]+( [A-Z][a-z]+)?$'
        AND poi_name IN (SELECT poi_name FROM pois GROUP BY poi_name HAVING count(*) = 1) ORDER BY poi_name LIMIT 1""",
                    ()).rows[0][0]
    for question in (f"is {name} free?", f"Is entry to {name} free?"):
        trace = run_question(graph, question)
        assert trace.answer.text == f"No, it is not free: {name} charges a fee.", (question, trace.answer.text)
    trace = run_question(graph, f"is there a fee at {name} or is it free?")   # the fee asked first: yes
    assert trace.answer.text == f"Yes: {name} charges a fee.", trace.answer.text


def test_free_wifi_asked_is_its_fee_said_as_asked(db, graph):
    rows = db.query("""SELECT poi_name, tags->>'internet_access:fee' FROM pois WHERE tags->>'internet_access:fee' IN
        ('yes', 'no') AND poi_name ~ '^[A-Z][a-z]+( [A-Z][a-z]+)?$'
        AND poi_name IN (SELECT poi_name FROM pois GROUP BY poi_name HAVING count(*) = 1) ORDER BY poi_name LIMIT 1""",
                    ()).rows
    assert rows, "no uniquely named place with internet_access:fee in the loaded extracts"
    name, fee = rows[0]
    trace = run_question(graph, f"{name}: is the wifi free there or do they charge for it?")
    said = {"no": f"Yes, it is free: {name} does not charge for internet access.",
            "yes": f"No, it is not free: {name} charges for internet access."}[fee]
    assert trace.answer.text == said, trace.answer.text
    trace = run_question(graph, f"does {name} charge for wifi?")
    assert trace.answer.text.startswith("No:" if fee == "no" else "Yes:"), trace.answer.text


def test_the_most_common_kind_of_any_place_is_counted_by_each_place_s_own_kind(db, graph):
    region = "Vaduz"
    rows = db.query("""SELECT k, count(*) FROM (SELECT coalesce(nullif(nullif(p.amenity, ''), 'yes'), nullif(nullif(p.shop, ''),
        'yes'), nullif(nullif(p.tourism, ''), 'yes'), nullif(nullif(p.leisure, ''), 'yes')) AS k FROM pois p
        JOIN regions r ON r.region_name = %s AND ST_Intersects(r.geometry, p.geometry)) v WHERE k IS NOT NULL
        GROUP BY k ORDER BY 2 DESC LIMIT 2""", (region,)).rows
    assert rows[0][1] > rows[1][1], rows   # (a clear first, so that the answer can be checked)
    trace = run_question(graph, f"what kind of place is most common in {region}?")
    assert not trace.llm_calls
    assert trace.answer.text.startswith(f"The most common kind of place in {region}: {rows[0][0].replace('_', ' ')} "
                                        f"({rows[0][1]} places)"), trace.answer.text


def test_which_days_a_place_opens_are_said_as_days(db, graph):
    rows = db.query("""SELECT poi_name FROM pois WHERE tags->>'opening_hours' ~ '^Mo-Sa [0-9]{2}:[0-9]{2}-[0-9]{2}:[0-9]{2}$'
        AND poi_name ~ '^[A-Z][a-z]+$' AND poi_name IN (SELECT poi_name FROM pois GROUP BY poi_name HAVING count(*) = 1)
        ORDER BY poi_name LIMIT 1""", ()).rows
    name = rows[0][0]
    reading = read(f"Which days is {name} open?")
    assert (reading.attribute, reading.anchors) == ("opening_hours", [name]), reading
    trace = run_question(graph, f"Which days is {name} open?")
    assert not trace.llm_calls
    assert trace.answer.text.startswith(f"{name} is open Monday to Saturday; it is closed on Sunday."), trace.answer.text


def test_buildings_are_counted_over_every_footprint_named_or_not(db, graph):
    name = "Rathaus Vaduz"
    assert db.query("SELECT count(*) FROM pois WHERE poi_name = %s", (name,)).rows[0][0] >= 1
    near = """FROM buildings b WHERE ST_DWithin(b.geom::geography, (SELECT geometry FROM pois WHERE poi_name = %s
        ORDER BY id LIMIT 1), 300)"""
    total = db.query(f"SELECT count(*) {near}", (name,)).rows[0][0]
    large = db.query(f"SELECT count(*) {near} AND ST_Area(b.geom::geography) > 500", (name,)).rows[0][0]
    named = db.query("""SELECT count(*) FROM pois p WHERE tags ? 'building' AND ST_DWithin(p.geometry, (SELECT geometry
        FROM pois WHERE poi_name = %s ORDER BY id LIMIT 1), 300)""", (name,)).rows[0][0]
    assert total > named   # (the places that are buildings are a few of them)
    trace = run_question(graph, f"how many buildings are there within 300 m of {name}?")
    assert not trace.llm_calls and trace.answer.text.startswith(f"There are {total} buildings within 300 m of {name}"), \
        trace.answer.text
    trace = run_question(graph, f"how many buildings within 300 m of {name} are bigger than 500 m²?")
    assert trace.answer.text.startswith(f"{large} of the {total} buildings within 300 m of {name} are larger than 500 m²"), \
        trace.answer.text


def test_places_without_an_attribute_and_the_share_with_it(db, graph):
    rows = db.query("""SELECT count(*), count(*) FILTER (WHERE p.tags ? 'website' OR p.tags ? 'contact:website' OR p.tags ? 'url') FROM pois p
        JOIN regions r ON r.region_name = 'Schaan' AND ST_Intersects(r.geometry, p.geometry) WHERE p.amenity = 'restaurant'""",
                    ()).rows[0]
    total, with_site = int(rows[0]), int(rows[1])
    assert 0 < with_site < total
    trace = run_question(graph, "how many restaurants in Schaan don't have a website?")
    assert not trace.llm_calls
    assert trace.answer.text.startswith(f"There are {total - with_site} restaurants in Schaan that have no website in "
                                        f"OpenStreetMap ({total - with_site} of the {total} there)"), trace.answer.text
    trace = run_question(graph, "what percentage of the restaurants in Schaan have a website?")
    assert f"({with_site} of the {total} there, {100 * with_site / total:.0f} %)" in trace.answer.text, trace.answer.text


def test_a_size_threshold_counts_places_with_no_name_too(db, graph):
    unnamed = db.query("""SELECT count(*) FROM lakes l JOIN regions r ON r.region_name = 'Triesen'
        AND ST_Intersects(r.geometry, l.geometry) WHERE l.lake_name IS NULL AND ST_Area(l.geometry) > 1000""", ()).rows[0][0]
    assert unnamed >= 1
    trace = run_question(graph, "how many lakes in Triesen are bigger than 1000 m²?")
    text = trace.answer.text
    count, listed = int(text.split()[0]), text.split(": ", 1)[1].rstrip(".").split("), ")
    assert count == len(listed) and "one with no name" in text and "None" not in text, text


def test_the_nearest_of_a_kind_said_by_what_it_is_for_is_said_by_the_kind(db, graph):
    trace = run_question(graph, "Is there anywhere to buy groceries near Rathaus Vaduz?")
    assert " is the nearest supermarket to Rathaus Vaduz" in trace.answer.text, trace.answer.text


def test_a_tie_for_the_most_common_is_said_as_a_tie(db, graph):
    rows = db.query("""SELECT cuisine, count(*) FROM (SELECT trim(string_to_table(p.tags->>'cuisine', ';')) AS cuisine
        FROM pois p JOIN regions r ON r.region_name = 'Schaan' AND ST_Intersects(r.geometry, p.geometry)
        WHERE p.amenity IN ('restaurant', 'fast_food', 'cafe', 'food_court')) v WHERE cuisine <> '' GROUP BY 1
        ORDER BY 2 DESC LIMIT 2""", ()).rows
    trace = run_question(graph, "what's the most common cuisine in Schaan?")
    text = trace.answer.text
    if len(rows) > 1 and rows[0][1] == rows[1][1]:
        assert text.startswith("No single cuisine among the") and "each" in text, text
    else:
        assert text.startswith("The most common cuisine among the") and f"{rows[0][0]} ({rows[0][1]} " in text, text


def _a(kind: str) -> str:
    said = kind.replace("_", " ")
    return f"{'an' if said[0] in 'aeiou' else 'a'} {said}"


def test_a_kind_asked_of_a_place_is_yes_or_no(db, graph):
    # a place mapped as two kinds (a market that is also an attraction): asked whether it is the second as well
    rows = db.query("""SELECT poi_name, amenity, tourism FROM pois WHERE amenity IS NOT NULL AND tourism IS NOT NULL
        AND amenity <> tourism AND amenity NOT IN ('museum') AND poi_name ~ '^[A-Z][a-z]+( [A-Z][a-z]+)?$'
        AND poi_name IN (SELECT poi_name FROM pois GROUP BY poi_name HAVING count(*) = 1)
        ORDER BY poi_name LIMIT 1""", ()).rows
    assert rows, "no uniquely named place mapped as two kinds"
    name, amenity, tourism = rows[0]
    trace = run_question(graph, f"is {name} {_a(tourism)} as well, or only {_a(amenity)}?")
    assert not trace.llm_calls and trace.answer.text.startswith(f"Yes: {name} is mapped as "), trace.answer.text
    trace = run_question(graph, f"is {name} also a museum?")
    assert trace.answer.text.startswith(f"No: {name} is mapped as "), trace.answer.text
    trace = run_question(graph, f"is {name} a museum or {_a(amenity)}?")   # one of two: said, no yes or no
    assert trace.answer.text.startswith(f"{name} is mapped as "), trace.answer.text
