"""A line said by its number ('bus 616', 'the 616 bus'), a number that names (Bus 15 is never Bus 13), counts of
routes by where they start, totals of lines and patches people measure (tree rows, grass), places said as those that
list hours, and hours written in ways the tag does not allow. Expected figures come from the .osm.pbf extracts
(tests/independent.py), not from the tools."""

from __future__ import annotations

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.geo.hours import hours_at, parse_open_at
from georeact.reading.travelled_routes import is_travelled_route
from georeact.tools.place_search import accepted, find_places
from tests import independent as ind


@pytest.fixture(scope="module")
def agent(settings):
    return build_agent(settings, model_use="never")


def _routes(extract: str) -> list[dict[str, str]]:
    return [tags for _, tags, ways in ind.route_relations(extract) if is_travelled_route(tags) and ways]


def _one_line(extract: str) -> dict[str, str]:
    """A bus line whose number one route alone carries, whose name is more than 'Bus <number>', and which says
    where it ends."""
    routes = _routes(extract)
    refs = [tags.get("ref") for tags in routes]
    return next(tags for tags in routes if tags.get("route") == "bus" and tags.get("ref") and tags.get("to") and
                tags.get("name") and refs.count(tags["ref"]) == 1 and tags["name"] != f"Bus {tags['ref']}" and
                any(c.isdigit() for c in tags["ref"]))


def test_a_line_said_by_its_number_and_kind_is_the_route_carrying_that_number(agent):
    line = _one_line("helsinki")
    for question in (f"where does bus {line['ref']} end up?", f"Where does the {line['ref']} bus end?"):
        text = run_question(agent, question).answer.text
        assert line["name"] in text and line["to"] in text, (question, text)


def test_a_number_that_names_a_place_is_never_taken_for_another_number(ctx, agent):
    numbers = {tags.get("ref") for tags in _routes("liechtenstein")}
    unused = next(f"Bus {n}" for n in range(15, 99) if str(n) not in numbers)
    assert not any(accepted(m) for m in find_places(ctx, unused))   # 'Bus 15' is not Bus 13 nor Bus 51
    text = run_question(agent, f"Where does {unused} start?").answer.text
    assert "approximate match" not in text and "could not find" in text, text


def test_routes_counted_by_where_they_start(agent):
    buses = [tags for tags in _routes("liechtenstein") if tags.get("route") in ("bus", "trolleybus")]
    start = max(sorted({tags["from"] for tags in buses if tags.get("from")}),
                key=lambda where: sum(tags.get("from") == where for tags in buses))
    expected = sum(tags.get("from") == start for tags in buses)
    assert expected >= 2
    text = run_question(agent, f"How many bus lines in the Liechtenstein data start at {start}?").answer.text
    assert f"There are {expected} bus lines in the Liechtenstein data that start at {start}" in text, text


@pytest.mark.parametrize("extract, town, key, value, said", [
    ("neubrandenburg", "Neubrandenburg", "natural", "tree_row", "what is the combined length of the tree rows?"),
    ("helsinki", "Helsinki", "landuse", "grass", "how much area do the lawns cover together, in square metres?"),
])
def test_lines_and_patches_people_measure_are_summed(agent, extract, town, key, value, said):
    if key == "landuse":
        expected = sum(ind.geodesic_area(f.geometry) for f in ind.areas(extract, key, value))
    else:
        expected = sum(ind.geodesic_length(f.geometry) for f in ind.ways(extract, key, value))
    assert expected > 0
    trace = run_question(agent, f"{town} data: {said}")
    assert trace.answer is not None and trace.answer.value.number == pytest.approx(expected, rel=0.02), \
        trace.answer.text
    assert "together" in trace.answer.text and town not in trace.answer.text.split(" together")[1], trace.answer.text


def test_whether_anything_listing_hours_is_open_is_said_yes_with_how_many_and_what_cannot_be_read(agent):
    listed = ind.nodes("liechtenstein", "opening_hours") + ind.areas("liechtenstein", "opening_hours")
    point = listed[0].geometry.centroid
    when = parse_open_at("Saturday at 10 am", point.x, point.y)
    states = [hours_at(f.tags["opening_hours"], when, f.geometry.centroid.y, f.geometry.centroid.x).state
              for f in listed]
    opened, unreadable = states.count("open"), states.count("unknown")
    assert opened > 0
    trace = run_question(agent, "Busy morning ahead on a Saturday at 10 am in the Liechtenstein data. Is anything "
                                "with posted opening hours open yet? how many?")
    text = trace.answer.text
    assert text.startswith("Yes: ") and trace.answer.value.number == opened, text
    assert (f"{unreadable} more" in text) == (unreadable > 0), text


def test_a_name_with_a_colon_is_read_whole(agent):
    """'Bus 6: Larvotto ... - where does it start?': the route's whole name, not the words before its colon."""
    route = next(tags for extract in ind.EXTRACTS for tags in _routes(extract)
                 if ": " in tags.get("name", "") and tags.get("from") and "(" not in tags["name"].split(": ")[0])
    text = run_question(agent, f"{route['name']} - where does it start?").answer.text
    assert route["from"] in text and "approximate" not in text, (route["name"], text)
