"""The sea from coastline ways (georeact/geo/coastline.py) on shapes whose sea is known: land on a way's left."""

from __future__ import annotations

import math

import pytest
import shapely
from shapely.geometry import LineString, Point, Polygon, box

from georeact.geo import coastline

EXTENT = (0.0, 0.0, 1.0, 1.0)


def sea_of(lines: list[LineString], extent=EXTENT, max_vertices: int = 256):
    pieces = coastline.sea(lines, extent, max_vertices)
    assert all(shapely.get_num_coordinates(piece) <= max_vertices for piece in pieces)
    assert all(piece.is_valid for piece in pieces)
    return shapely.union_all(pieces) if pieces else Polygon()


def ring(centre: tuple[float, float], radius: float, points: int = 32, clockwise: bool = False) -> LineString:
    angles = [2 * math.pi * i / points for i in range(points)]
    if clockwise:
        angles.reverse()
    coords = [(centre[0] + radius * math.cos(a), centre[1] + radius * math.sin(a)) for a in angles]
    return LineString([*coords, coords[0]])


def test_an_island_is_land_in_the_sea():
    island = ring((0.5, 0.5), 0.2)                              # anticlockwise: land inside, on the left
    sea = sea_of([island])
    assert sea.area == pytest.approx(1 - Polygon(island.coords).area, rel=1e-9)
    assert not sea.contains(Point(0.5, 0.5)) and sea.contains(Point(0.05, 0.05))


def test_a_clockwise_ring_is_water_in_the_land():
    lagoon = ring((0.5, 0.5), 0.2, clockwise=True)             # land outside, on the left
    sea = sea_of([lagoon])
    assert sea.area == pytest.approx(Polygon(lagoon.coords).area, rel=1e-9)
    assert sea.contains(Point(0.5, 0.5)) and not sea.contains(Point(0.05, 0.05))


@pytest.mark.parametrize("eastward", [True, False])
def test_a_coast_across_the_extent_has_the_sea_on_its_right(eastward):
    coast = LineString([(-0.5, 0.4), (0.3, 0.45), (0.7, 0.55), (1.5, 0.6)])   # reaches beyond the extent
    if not eastward:
        coast = coast.reverse()
    sea = sea_of([coast])
    south = box(*EXTENT).intersection(Polygon([(-0.5, 0.4), (0.3, 0.45), (0.7, 0.55), (1.5, 0.6), (1.5, -1), (-0.5, -1)]))
    expected = south if eastward else box(*EXTENT).difference(south)
    assert sea.symmetric_difference(expected).area < 1e-12


def test_a_coast_the_extract_cut_short_of_its_edge_is_continued_to_the_edge():
    """A town's extract ends its ways at the last node inside its bbox, a little short of the bbox."""
    coast = LineString([(0.001, 0.5), (0.5, 0.4), (0.998, 0.5)])
    sea = sea_of([coast])
    assert sea.contains(Point(0.5, 0.1)) and not sea.contains(Point(0.5, 0.9))
    assert sea.area == pytest.approx(0.5 - 0.05, abs=0.002)


def test_a_hole_in_the_data_is_bridged_from_end_to_start():
    """An extract cut by a polygon: the coast stops at the hole and goes on past it; the bridge keeps the land."""
    west = LineString([(-0.1, 0.5), (0.4, 0.5)])
    east = LineString([(0.6, 0.5), (1.1, 0.5)])
    sea = sea_of([east, west])
    assert sea.area == pytest.approx(0.5, rel=1e-9)
    assert sea.contains(Point(0.5, 0.25)) and not sea.contains(Point(0.5, 0.75))


def test_no_coastline_inside_the_extent_is_no_sea():
    assert coastline.sea([], EXTENT) == []
    assert coastline.sea([LineString([(2, 2), (3, 3)])], EXTENT) == []


def test_a_national_coast_is_cut_along_a_grid_into_small_pieces():
    """Enough coastline for the grid: many islands, each a hole in one sea face; the pieces tile that sea."""
    islands = [ring((0.05 + 0.1 * i, 0.05 + 0.1 * j), 0.03, points=200) for i in range(10) for j in range(10)]
    assert sum(len(island.coords) for island in islands) > 4 * coastline.VERTICES_PER_CELL    # a 3 x 3 grid
    pieces = coastline.sea(islands, EXTENT, 256)
    assert all(shapely.get_num_coordinates(piece) <= 256 for piece in pieces)
    for cut in (1 / 3, 2 / 3):     # the grid's lines cross islands: no piece straddles one
        assert not any(piece.bounds[0] < cut - 1e-9 and piece.bounds[2] > cut + 1e-9 for piece in pieces)
        assert not any(piece.bounds[1] < cut - 1e-9 and piece.bounds[3] > cut + 1e-9 for piece in pieces)
    land = sum(Polygon(island.coords).area for island in islands)
    assert sum(piece.area for piece in pieces) == pytest.approx(1 - land, rel=1e-9)    # no overlaps
    assert shapely.union_all(pieces).area == pytest.approx(1 - land, rel=1e-9)         # no gaps
    assert not any(piece.contains(Point(0.05, 0.05)) for piece in pieces)


def test_subdivide_keeps_the_area_in_pieces_of_bounded_size():
    wiggly = Polygon([(i / 1000, 0.5 + 0.1 * math.sin(i / 7)) for i in range(1001)] + [(1, 0), (0, 0)])
    pieces = coastline.subdivide([wiggly], 64)
    assert len(pieces) > 1000 / 64
    assert all(shapely.get_num_coordinates(piece) <= 64 for piece in pieces)
    assert sum(piece.area for piece in pieces) == pytest.approx(wiggly.area, rel=1e-9)
