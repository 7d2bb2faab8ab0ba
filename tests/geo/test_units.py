import pytest

from georeact.geo.units import format_area, format_distance, from_metres, parse_distance, to_metres, to_square_metres


@pytest.mark.parametrize("text, metres", [
    ("2 km", 2000), ("1.5 miles", 2414.016), ("500m", 500), ("300 metres", 300), ("0.5 mi", 804.672),
    ("2,5 km", 2500), ("within 3 kilometers of the station", 3000), ("1 mile", 1609.344), ("100 ft", 30.48),
    ("1,000 m", 1000), (".5 km", 500), ("12 KM", 12000), ("250 meters", 250),
    # spelled out, before a spelled-out unit
    ("within half a kilometre of the Kiasma", 500), ("five hundred metres", 500), ("a mile away", 1609.344),
    ("a quarter of a mile", 402.336), ("within two kilometers", 2000), ("a hundred meters", 100),
])
def test_parse_distance(text, metres):
    assert parse_distance(text) == pytest.approx(metres)


@pytest.mark.parametrize("text", ["", None, "near the station", "5 minutes", "2 kmph", "route 66", "a m",
                                  "a mile-long list of meters",
                                  "the museum at Four Mile Old West Town"])
def test_parse_distance_none(text):
    assert parse_distance(text) is None


def test_to_metres():
    assert to_metres(3, "km") == 3000
    assert to_metres(1, "Miles") == pytest.approx(1609.344)
    assert from_metres(1609.344, "mi") == pytest.approx(1)
    with pytest.raises(ValueError):
        to_metres(1, "parsec")


@pytest.mark.parametrize("value, unit, m2", [
    (1, "km²", 1e6), (1, "km2", 1e6), (2, "sq km", 2e6), (1, "square kilometres", 1e6), (3, "ha", 3e4),
    (1, "hectares", 1e4), (1, "acre", 4046.8564224), (2, "acres", 8093.7128448), (5, "m²", 5),
    (1, "sq mi", 2589988.110336), (1, "square miles", 2589988.110336),
])
def test_to_square_metres(value, unit, m2):
    assert to_square_metres(value, unit) == pytest.approx(m2)


def test_formatting():
    assert format_distance(512.4) == "512 m"
    assert format_distance(2500) == "2.50 km"
    assert format_area(2_500_000) == "2.500 km²"
    assert format_area(25_000) == "2.50 ha"
    assert format_area(250) == "250 m²"
    assert format_area(9_693) == "9,693 m²"
