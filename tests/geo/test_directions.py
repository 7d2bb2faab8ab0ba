import pytest

from georeact.geo.directions import (
    COMPASS, angular_difference, in_sector, normalize_direction, opposite, sector_bounds, sector_of,
)


@pytest.mark.parametrize("text, expected", [
    ("north", "north"), ("N", "north"), ("n", "north"), ("NE", "northeast"), ("north-east", "northeast"),
    ("North East", "northeast"), ("northeast", "northeast"), ("northern", "north"), ("north-eastern", "northeast"),
    ("southwestern", "southwest"), ("to the south of", "south"), ("in the west", "west"), ("due east", "east"),
    ("westward", "west"), ("northwards", "north"), ("towards the south-west", "southwest"), ("SSE", "south"),
    ("on the eastern side", "east"), ("up", None), ("", None), (None, None), ("northsouth", None),
])
def test_normalize_direction(text, expected):
    assert normalize_direction(text) == expected


@pytest.mark.parametrize("azimuth, expected", [
    (0, "north"), (359.9, "north"), (337.5, "north"), (22.49, "north"), (22.5, "northeast"), (45, "northeast"),
    (67.5, "east"), (90, "east"), (135, "southeast"), (180, "south"), (202.5, "southwest"), (270, "west"),
    (315, "northwest"), (337.49, "northwest"), (-10, "north"), (-90, "west"), (450, "east"),
])
def test_sector_of(azimuth, expected):
    assert sector_of(azimuth) == expected


def test_sector_bounds():
    assert sector_bounds("north") == (337.5, 22.5)
    assert sector_bounds("NE") == (22.5, 67.5)
    assert sector_bounds("to the east of") == (67.5, 112.5)
    assert sector_bounds("northwest") == (292.5, 337.5)
    with pytest.raises(ValueError):
        sector_bounds("upwards")


def test_sectors_tile_the_circle():
    for step in range(0, 3600):
        azimuth = step / 10
        hits = [name for name in COMPASS if in_sector(azimuth, name)]
        assert hits == [sector_of(azimuth)]


def test_angular_difference_and_opposite():
    assert angular_difference(10, 350) == 20
    assert angular_difference(350, 10) == 20
    assert angular_difference(0, 180) == 180
    assert angular_difference(90, 90 + 720) == 0
    assert opposite("N") == "south"
    assert opposite("southwest") == "northeast"
