"""The sea inside an extract's extent, from its OpenStreetMap coastline ways.

OSM draws every coastline way with the land on its left and the water on its right. Inside the extent, the
clipped ways and the extent's outline are noded together and polygonized; each face is then sea or land by a vote:
points a hair to the right of the coastline's longest segments say sea, points to their left say land. A face no
coastline borders gets no vote and stays land, so an extent without coastline gets no sea at all (never a map
painted blue everywhere).

An extract cut by a polygon, or a way it holds only part of, leaves coastline ends inside the extent; a face
would then leak from the sea into the land. Each such end is closed with a straight segment to the nearest
thing it can join: a loose start of the coastline (across the hole in the data) or the extent's outline (where the
extract's own cut stopped the way), the shortest joins first.

Pure geometry (shapely), in degrees; distances are compared with longitude scaled by cos(latitude).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon, box

from georeact.geo import Bbox


SAMPLES_PER_PIECE = 4       # votes from each coastline piece: its longest segments, where a step aside is safest
STEP = 1e-6                 # degrees (~0.1 m) aside of a segment's middle; less on a shorter segment
ON_EDGE = 1e-9              # an end this close to the extent's outline reaches it
VERTICES_PER_CELL = 4096    # the faces are cut along a grid of about this much coastline per cell (see sea)


def sea(lines: Sequence[LineString], extent: Bbox, max_vertices: int = 256) -> list[Polygon]:
    """The sea within `extent` as polygons of at most `max_vertices` vertices ([] without coastline inside)."""
    west, south, east, north = extent
    pieces = [part for part in shapely.get_parts(shapely.clip_by_rect(np.asarray(lines, dtype=object),
                                                                     west, south, east, north))
              if isinstance(part, LineString) and len(part.coords) >= 2]
    if not pieces:
        return []
    outline = box(*extent).exterior
    edges = shapely.unary_union([*pieces, *_joins(pieces, extent), outline])   # noded: crossings become vertices
    faces = shapely.get_parts(shapely.polygonize(shapely.get_parts(edges)))
    water = faces[_votes(pieces, faces, extent) > 0]
    if not len(water):
        return []
    # A national extract's sea is one face with thousands of islands as holes: cutting that into small pieces
    # costs seconds (every cut re-assigns every hole). Cut along a grid while polygonizing instead, and keep the
    # cells' faces that lie in the sea.
    cuts = _grid(extent, shapely.get_num_coordinates(edges))
    if cuts:
        cells = shapely.get_parts(shapely.polygonize(shapely.get_parts(shapely.unary_union([edges, *cuts]))))
        _, inside = shapely.STRtree(shapely.point_on_surface(cells)).query(water, predicate="contains")
        water = cells[np.unique(inside)]
    return subdivide(list(water), max_vertices)


def _scale(extent: Bbox) -> float:
    """Metres east per metre north of a degree, in the middle of `extent`."""
    return max(math.cos(math.radians((extent[1] + extent[3]) / 2)), 0.01)


def _joins(pieces: list[LineString], extent: Bbox) -> list[LineString]:
    """Straight segments closing the coastline's loose ends: each end to a loose start or to the outline, shortest
    first (an end continues into a start, so the joined coastline keeps its direction)."""
    west, south, east, north = extent
    kx = _scale(extent)
    starts, ends = Counter(), Counter()
    for piece in pieces:
        starts[piece.coords[0]] += 1
        ends[piece.coords[-1]] += 1

    def loose(mine: Counter, theirs: Counter) -> list[tuple[float, float]]:
        return [point for point, count in mine.items() for _ in range(count - theirs[point])
                if min(point[0] - west, east - point[0], point[1] - south, north - point[1]) > ON_EDGE]

    open_ends, open_starts = loose(ends, starts), loose(starts, ends)

    def to_outline(point: tuple[float, float]) -> tuple[float, tuple[float, float]]:
        x, y = point
        return min(((x - west) * kx, (west, y)), ((east - x) * kx, (east, y)),
                   (y - south, (x, south)), (north - y, (x, north)))

    candidates: list[tuple[float, tuple[str, int], tuple[str, int] | None, tuple[tuple[float, float], ...]]] = []
    for i, end in enumerate(open_ends):
        for j, start in enumerate(open_starts):
            distance = math.hypot((end[0] - start[0]) * kx, end[1] - start[1])
            candidates.append((distance, ("end", i), ("start", j), (end, start)))
        distance, edge = to_outline(end)
        candidates.append((distance, ("end", i), None, (end, edge)))
    for j, start in enumerate(open_starts):
        distance, edge = to_outline(start)
        candidates.append((distance, ("start", j), None, (edge, start)))
    candidates.sort(key=lambda candidate: candidate[0])
    joined: set[tuple[str, int]] = set()
    joins = []
    for _, one, other, segment in candidates:
        if one in joined or other in joined:
            continue
        joined.update(key for key in (one, other) if key)
        if segment[0] != segment[1]:
            joins.append(LineString(segment))
    return joins


def _votes(pieces: list[LineString], faces: np.ndarray, extent: Bbox) -> np.ndarray:
    """Per face: points to the right of the coastline in it minus points to its left (> 0: sea)."""
    coords, owner = shapely.get_coordinates(np.asarray(pieces, dtype=object), return_index=True)
    segment = owner[:-1] == owner[1:]
    start, end, piece = coords[:-1][segment], coords[1:][segment], owner[:-1][segment]
    delta = end - start
    length = np.hypot(delta[:, 0] * _scale(extent), delta[:, 1])
    order = np.lexsort((-length, piece))                      # by piece, the longest segment first
    first = np.searchsorted(piece[order], piece[order], side="left")
    chosen = order[(np.arange(len(order)) - first < SAMPLES_PER_PIECE) & (length[order] > 0)]
    middle = (start[chosen] + end[chosen]) / 2
    degrees = np.hypot(delta[chosen, 0], delta[chosen, 1])
    right = np.column_stack([delta[chosen, 1], -delta[chosen, 0]]) / degrees[:, None]
    step = np.minimum(STEP, degrees / 10)[:, None]
    points = shapely.points(np.concatenate([middle + right * step, middle - right * step]))
    side = np.concatenate([np.ones(len(chosen)), -np.ones(len(chosen))])
    # the points in a tree, each face asking which it contains: a face with thousands of holes is tested once
    face, point = shapely.STRtree(points).query(faces, predicate="contains")
    votes = np.zeros(len(faces))
    np.add.at(votes, face, side[point])
    return votes


def _grid(extent: Bbox, vertices: int) -> list[LineString]:
    """Lines cutting `extent` into about vertices / VERTICES_PER_CELL cells (none for a town)."""
    west, south, east, north = extent
    cells = math.ceil(math.sqrt(vertices / VERTICES_PER_CELL))
    if cells <= 1:
        return []
    return ([LineString([(x, south), (x, north)]) for x in np.linspace(west, east, cells + 1)[1:-1]]
            + [LineString([(west, y), (east, y)]) for y in np.linspace(south, north, cells + 1)[1:-1]])


def subdivide(polygons: list[Polygon], max_vertices: int) -> list[Polygon]:
    """The polygons halved across their longer side until each piece has at most `max_vertices` vertices (as
    PostGIS's ST_Subdivide, which took seconds on a national sea where this takes a tenth of one)."""
    done: list[Polygon] = []
    todo = [polygon for polygon in polygons if not polygon.is_empty]
    for _ in range(64):   # halvings: far more than a piece of 1e-7 degrees would need
        if not todo:
            break
        halves = []
        for polygon in todo:
            if shapely.get_num_coordinates(polygon) <= max_vertices:
                done.append(polygon)
                continue
            west, south, east, north = polygon.bounds
            if east - west >= north - south:
                middle = (west + east) / 2
                halves += [shapely.clip_by_rect(polygon, west, south, middle, north),
                           shapely.clip_by_rect(polygon, middle, south, east, north)]
            else:
                middle = (south + north) / 2
                halves += [shapely.clip_by_rect(polygon, west, south, east, middle),
                           shapely.clip_by_rect(polygon, west, middle, east, north)]
        todo = [part for part in shapely.get_parts(np.asarray(halves, dtype=object))
                if isinstance(part, Polygon) and not part.is_empty]
    pieces = np.asarray(done + todo, dtype=object)
    invalid = ~shapely.is_valid(pieces)   # a rectangle's cut is fast and almost always clean; repair the rest
    if invalid.any():
        pieces[invalid] = shapely.make_valid(pieces[invalid])   # a collection, perhaps of multipolygons and lines
        pieces = np.asarray([part for part in shapely.get_parts(shapely.get_parts(pieces))
                             if isinstance(part, Polygon) and not part.is_empty], dtype=object)
    return list(pieces)
