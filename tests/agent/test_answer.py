"""The typed value read from a free-text answer, and the note when the text contradicts the measured value."""

from __future__ import annotations

import pytest

from georeact.agent.answer import AnswerValue, contradiction, name_handles, names_by_handle, parse_value_from_text


@pytest.mark.parametrize("text, number, unit", [
    ("The longest road is 2.59 km long.", 2590.0, "m"),
    ("It is 1,234 m away.", 1234.0, "m"),
    ("About 2 miles from the station.", 3218.688, "m"),
    ("The park covers 138836.1 square metres.", 138836.1, "m2"),
    ("Combined area: 3.5 ha", 35000.0, "m2"),
    ("Vaduz has an area of 17.3 km²", 17.3e6, "m2"),
    ("There are 12 cafes in Vaduz.", 12.0, "count"),
])
def test_numbers_with_units_become_metres_or_square_metres(text, number, unit):
    value = parse_value_from_text(text)
    assert value is not None and value.kind == "number"
    assert value.number == pytest.approx(number) and value.unit == unit


def test_directions_and_coordinates():
    direction = parse_value_from_text("The museum is to the northeast, at a bearing of 47°.")
    assert direction.kind == "direction" and direction.degrees == pytest.approx(47.0) and direction.compass == "northeast"
    location = parse_value_from_text("Kiasma is at 60.17194, 24.93667.")
    assert location.kind == "location" and (location.lat, location.lon) == pytest.approx((60.17194, 24.93667))


def test_unit_letters_inside_words_are_not_units():
    assert parse_value_from_text("5 hats and 3 mice") is None
    assert parse_value_from_text("It takes 12 minutes.") is None


@pytest.mark.parametrize("text,measured,note", [
    ("The combined area is approximately 86,925.5 square metres.", AnswerValue(kind="number", number=869195.48, unit="m2"),
     "The text says 86,925.5 m², the tools measured 869,195.5 m²: the measured value is the answer."),
    ("There are 3 of them.", AnswerValue(kind="number", number=4, unit="count"),
     "The text says 3, the tools measured 4: the measured value is the answer."),
    ("It is 382 meters away.", AnswerValue(kind="number", number=382.5, unit="m"), None),       # rounding is fine
    ("It is 1.2 km away.", AnswerValue(kind="number", number=382.5, unit="m"),
     "The text says 1,200.0 m, the tools measured 382.5 m: the measured value is the answer."),
    ("Head 350 degrees.", AnswerValue(kind="direction", degrees=10.0, compass="north"), None),  # 20° apart, across 0°
    ("Treptower Tor", AnswerValue(kind="entities"), None),
    ("It is 382 meters away.", None, None),
])
def test_a_text_contradicting_the_measured_value_gets_a_note(text, measured, note):
    assert contradiction(text, measured) == note


def test_handles_are_named_from_the_tool_results():
    observations = [{"best": {"handle": "pois:7", "name": "Kiasma"}, "entities": [{"handle": "pois:8", "name": None}]}]
    names = names_by_handle(observations)
    assert names == {"pois:7": "Kiasma"}
    pattern = r"\bpois:\d+\b"
    # a person reads names, never handles (they stay in the evidence and the trace)
    assert name_handles("It is pois:7.", names, pattern) == "It is Kiasma."
    assert name_handles("Kiasma (pois:7) and pois:8.", names, pattern) == "Kiasma and an unnamed place."
    assert name_handles("1. Target (pois:7, point) 2. Safeway", names, pattern) == "1. Target 2. Safeway"


def test_a_tool_note_the_model_repeats_is_not_in_the_answer():
    from georeact.agent.answering import from_model

    said = "Patisserie Poupon is the closest bakery, 312 m away. Note: the anchor was taken as the Jewish Museum."
    assert from_model(said, [], [], False, "").text == "Patisserie Poupon is the closest bakery, 312 m away."


def test_a_template_row_without_a_name_is_said_without_one():
    from georeact.agent.sentences import _aggregated
    from georeact.reading import read

    reading = read("how many restaurants in Vaduz are wheelchair accessible?")
    said = _aggregated({"rows": [[2, "NULL"], [2, "Engel"]], "scope": "in Vaduz"}, reading)
    assert said == "There are 2 restaurants in Vaduz that are wheelchair accessible: Engel and 1 without a name."


@pytest.mark.parametrize("kind, count, said", [("restaurants serve pizza", 8, "restaurants serving pizza"),
                                               ("shop selling shoes", 3, "shops selling shoes"),
                                               ("cafe with wifi", 1, "cafe with wifi"), ("ATM", 2, "ATMs"),
                                               ("fast food", 11, "fast food places"), ("fast food", 1, "fast food")])
def test_a_count_says_the_kind_with_what_narrows_it(kind, count, said):
    from georeact.agent.sentences import _counted
    assert _counted(kind, count) == said


def test_a_total_some_places_do_not_give_says_so_and_that_the_real_one_is_higher():
    from georeact.agent.sentences import _total
    said = _total("capacity", "bicycle parking", "in the Old Mill data", [2, 1, 28])
    assert said == ("The 2 bicycle parkings in the Old Mill data have 28 in total by their capacity (1 of them gives "
                    "it; 1 does not say, so the real total is higher).")
    assert "3 of them give it; 2 do not say" in _total("capacity", "car park", "in Eastbrook", [5, 3, 240])
