"""The typed value read from a free-text answer (when no tool result carries one)."""

from __future__ import annotations

import pytest

from georeact.agent.answer import parse_value_from_text


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
