"""When a CalculateMetric result is the answer to the question as read, and how that answer is written: real
tool results on the real database (no grounding: the calls are made without a question)."""

from __future__ import annotations

import pytest

from georeact.agent.answer import value_from_result
from georeact.agent.answering import answers_reading
from georeact.agent.sentences import render_answer
from georeact.reading import read
from georeact.tools.metric import tool as cm
from georeact.tools.base import invoke
from tests import independent as ind


def measured(ctx, **args):
    result = invoke(cm.run, cm.Result, ctx, cm.Input(**args))
    assert result.ok, result.error
    return result.model_dump(mode="json", exclude={"sql"}), value_from_result(result)


def test_a_listing_without_the_questions_radius_is_not_its_answer(ctx):
    reading = read("Which cafes are within 150 m of the Ateneum?")
    everywhere, value = measured(ctx, metric="list", feature="cafe", anchor="Ateneum")
    assert not answers_reading(reading, "CalculateMetric", everywhere, value)
    inside, value = measured(ctx, metric="list", feature="cafe", anchor="Ateneum", radius_m=150)
    assert answers_reading(reading, "CalculateMetric", inside, value)
    text = render_answer(reading, inside)
    assert text.startswith(f"{inside['total']} cafes within 150 m of Ateneum:") and "pois" not in text


def test_a_direction_is_written_in_degrees_and_compass_word(ctx):
    reading = read("In which direction is the Kiasma from the Ateneum?")
    observation, value = measured(ctx, metric="azimuth", anchor="Ateneum", anchor_b="Kiasma")
    assert answers_reading(reading, "CalculateMetric", observation, value)
    bearing = observation["bearing"]
    assert render_answer(reading, observation) == \
        f"{bearing['place']} is {bearing['degrees']:.0f}° ({bearing['compass']}) from {bearing['origin']}."


def test_a_count_is_not_the_answer_to_a_distance_question(ctx):
    reading = read("How far is the Kiasma from the Ateneum?")
    observation, value = measured(ctx, metric="count", feature="cafe", anchor="Ateneum", radius_m=100)
    assert not answers_reading(reading, "CalculateMetric", observation, value)


def test_the_nearest_one_answers_how_far_the_closest_one_is(ctx):
    reading = read("How many metres away is the closest museum from Kunstmuseum Liechtenstein?")
    observation, value = measured(ctx, metric="nearest", feature="museum", anchor="Kunstmuseum Liechtenstein")
    assert answers_reading(reading, "CalculateMetric", observation, value)
    nearest = observation["entities"][0]
    text = render_answer(reading, observation)
    assert text.startswith(nearest["name"]) and f"{nearest['distance_m']:.0f} m" in text
    # how far two named places are is not answered by the nearest of a kind
    between = read("How far is the Kiasma from the Ateneum?")
    assert not answers_reading(between, "CalculateMetric", *measured(ctx, metric="nearest", feature="museum",
                                                                     anchor="Ateneum"))


def test_two_towns_that_border_each_other_are_as_far_apart_as_their_centres(ctx):
    reading = read("How far apart are Vaduz and Schaan?")
    observation, value = measured(ctx, metric="distance", anchor="Vaduz", anchor_b="Schaan")
    assert observation["value"] == 0 and observation["centre_distance_m"] > 1000   # the two municipalities touch
    text = render_answer(reading, observation)
    assert text.startswith("Vaduz and Schaan touch or overlap (0 m apart); between their centres: ")
    assert f"{observation['centre_distance_m'] / 1000:.2f} km" in text
    # two places that do not touch: the distance between them, as before
    apart, _ = measured(ctx, metric="distance", anchor="Kiasma", anchor_b="Ateneum")
    assert render_answer(read("How far is the Kiasma from the Ateneum?"), apart) == \
        f"Kiasma and Ateneum are {apart['value']:,.0f} m apart."


def test_a_total_over_features_that_cross_the_regions_edge_also_says_the_part_inside(ctx):
    reading = read("What's the total length of the footpaths in Vaduz?")
    observation, value = measured(ctx, metric="total_length", feature="footway", region="Vaduz")
    assert observation["clipped"] < observation["value"]
    text = render_answer(reading, observation)
    assert f"{observation['clipped'] / 1000:.2f} km of it inside the region" in text, text


def test_is_every_one_open_is_answered_with_those_open_of_those_whose_hours_say(ctx):
    """'Is every cafe in Helsinki open ...?': yes only when none whose hours say is closed; both figures are said."""
    reading = read("Is every cafe in Helsinki open on Monday at 8:00?")
    assert reading.open_share == "all" and reading.metric == "count", reading
    observation, _ = measured(ctx, metric="count", feature="cafe", region="Helsinki", open_at="Monday 08:00")
    n, shut = int(observation["value"]), observation["hours_other"]
    assert shut > 0 and n > 0, observation   # a Monday morning: some cafes open, some not yet
    text = render_answer(reading, observation)
    assert text.startswith(f"No: {n} of the {n + shut} cafes ") and " Helsinki with opening hours are open Monday" in text, \
        text


def test_are_most_open_is_answered_yes_only_when_more_are_open_than_not(ctx):
    """'Are most of the cafes in Helsinki open ...?': yes when those open outnumber those whose hours say closed."""
    reading = read("Are most of the cafes in Helsinki open on Monday at 8:00?")
    assert reading.open_share == "most" and reading.metric == "count", reading
    observation, _ = measured(ctx, metric="count", feature="cafe", region="Helsinki", open_at="Monday 08:00")
    n, shut = int(observation["value"]), observation["hours_other"]
    text = render_answer(reading, observation)
    verdict = "Yes:" if n > shut else "No: only"
    assert text.startswith(f"{verdict} {n} of the {n + shut} cafes ") and "with opening hours" in text, text


@pytest.mark.parametrize("question", ["Is any museum in Helsinki open on Sunday at 4:00?",
                                      "hey, is there any museum open in Helsinki on Sunday at 4:00?"])   # (a greeting first)
def test_none_open_of_those_whose_hours_say_is_said_with_how_many_they_are(ctx, question):
    """'Is any museum in Helsinki open at 4 am on a Sunday?': no, and how many whose hours say were looked at."""
    reading = read(question)
    observation, _ = measured(ctx, metric="list", feature="museum", region="Helsinki", open_at="Sunday 04:00")
    assert observation["total"] == 0 and observation["hours_other"] > 1, observation
    text = render_answer(reading, observation)
    assert text.startswith(f"No, none of the {observation['hours_other']} museums within 5.00 km of Helsinki with opening hours is "
                           f"open Sunday"), text


def test_will_i_find_one_open_is_answered_yes_or_no(ctx):
    reading = read("Will I find a cafe open in Helsinki on Monday at 12:00?")
    observation, _ = measured(ctx, metric="count", feature="cafe", region="Helsinki", open_at="Monday 12:00")
    assert observation["value"] > 0, observation
    assert render_answer(reading, observation).startswith("Yes: there are"), render_answer(reading, observation)


def test_the_nearest_of_a_kind_the_data_has_none_of_says_so(ctx):
    """'how far is the nearest ice rink from X' where the loaded data holds none: said, not 'nothing answers it'."""
    assert not _loaded_anywhere("leisure", "ice_rink")
    reading = read("how far is the nearest ice rink from the Kiasma?")
    observation, _ = measured(ctx, metric="nearest", feature="ice rink", anchor="Kiasma")
    assert answers_reading(reading, "CalculateMetric", observation, value_from_result(observation))
    assert render_answer(reading, observation) == "I could not find any ice rinks in the loaded data."


def _loaded_anywhere(key: str, value: str) -> bool:
    return any(ind.nodes(extract, key, value) + ind.areas(extract, key, value)
               for extract in ("helsinki", "liechtenstein", "monaco", "neubrandenburg"))
