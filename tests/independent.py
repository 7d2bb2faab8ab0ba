"""Ground truth computed without the project's code: pyosmium reads the .osm.pbf, shapely + pyproj measure.

Tests compare what the database/tools say against these numbers, so a bug in the importer or in a tool's
SQL cannot hide behind the same bug in its check.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import osmium
from pyproj import Geod
from shapely import wkb
from shapely.geometry.base import BaseGeometry

DATA = Path(__file__).resolve().parent.parent / "data" / "osm"
GEOD = Geod(ellps="WGS84")

EXTRACTS = {
    "liechtenstein": DATA / "liechtenstein-2013-08-03.osm.pbf",
    "monaco": DATA / "monaco-2016-03.osm.pbf",
    "neubrandenburg": DATA / "neubrandenburg-2016-02.osm.pbf",
    "helsinki": DATA / "helsinki-center.osm.pbf",
}


class Feature:
    def __init__(self, osm_type: str, osm_id: int, tags: dict[str, str], geometry: BaseGeometry) -> None:
        self.osm_type, self.osm_id, self.tags, self.geometry = osm_type, osm_id, tags, geometry

    @property
    def name(self) -> str | None:
        # (a place mapped with an English name alone is named by it: the project's definition, styles/gsqa.lua)
        return self.tags.get("name") or self.tags.get("name:en")

    def __repr__(self) -> str:
        return f"Feature({self.osm_type}{self.osm_id} {self.name!r} {self.geometry.geom_type})"


class _Reader(osmium.SimpleHandler):
    def __init__(self, keep: Callable[[dict[str, str]], bool]) -> None:
        super().__init__()
        self.keep = keep
        self.factory = osmium.geom.WKBFactory()
        self.nodes: list[Feature] = []
        self.ways: list[Feature] = []
        self.areas: list[Feature] = []

    def node(self, n) -> None:
        tags = dict(n.tags)
        if tags and self.keep(tags):
            self.nodes.append(Feature("N", n.id, tags, wkb.loads(self.factory.create_point(n), hex=True)))

    def way(self, w) -> None:
        tags = dict(w.tags)
        if tags and self.keep(tags):
            try:
                geom = wkb.loads(self.factory.create_linestring(w), hex=True)
            except (RuntimeError, osmium.InvalidLocationError):  # missing node locations at the extract's edge
                return
            self.ways.append(Feature("W", w.id, tags, geom))

    def area(self, a) -> None:
        tags = dict(a.tags)
        if tags and self.keep(tags):
            try:
                geom = wkb.loads(self.factory.create_multipolygon(a), hex=True)
            except (RuntimeError, osmium.InvalidLocationError):
                return
            self.areas.append(Feature("W" if a.from_way() else "R", a.orig_id(), tags, geom))


@lru_cache(maxsize=None)
def _everything(extract: str) -> _Reader:
    """Every tagged feature of the extract, read once: a read costs about the same whatever it keeps (the node
    locations are most of it), and the suite asks the same four files for dozens of tags."""
    reader = _Reader(lambda tags: True)
    reader.apply_file(str(EXTRACTS[extract]), locations=True)
    return reader


class _Selection:
    def __init__(self, everything: _Reader, keep: Callable[[dict[str, str]], bool]) -> None:
        self.nodes = [f for f in everything.nodes if keep(f.tags)]
        self.ways = [f for f in everything.ways if keep(f.tags)]
        self.areas = [f for f in everything.areas if keep(f.tags)]


@lru_cache(maxsize=256)
def _read(extract: str, key: str, value: str | None = None) -> _Selection:
    return _Selection(_everything(extract), lambda tags: key in tags and (value is None or tags[key] == value))


def nodes(extract: str, key: str, value: str | None = None) -> list[Feature]:
    return _read(extract, key, value).nodes


def ways(extract: str, key: str, value: str | None = None) -> list[Feature]:
    return _read(extract, key, value).ways


def areas(extract: str, key: str, value: str | None = None) -> list[Feature]:
    return _read(extract, key, value).areas


def geodesic_area(geometry: BaseGeometry) -> float:
    return abs(GEOD.geometry_area_perimeter(geometry)[0])


def geodesic_length(geometry: BaseGeometry) -> float:
    return GEOD.geometry_length(geometry)


def geodesic_distance(lon1: float, lat1: float, lon2: float, lat2: float) -> float:
    return GEOD.inv(lon1, lat1, lon2, lat2)[2]


def azimuth(lon1: float, lat1: float, lon2: float, lat2: float) -> float:
    """Forward azimuth in degrees clockwise from north, in [0, 360)."""
    return GEOD.inv(lon1, lat1, lon2, lat2)[0] % 360


class _Routes(osmium.SimpleHandler):
    """Route relations and the ways the file holds (a relation's member may lie outside the extract)."""

    def __init__(self) -> None:
        super().__init__()
        self.way_ids: set[int] = set()
        self.routes: list[tuple[int, dict[str, str], list[int]]] = []

    def way(self, w) -> None:
        self.way_ids.add(w.id)

    def relation(self, r) -> None:
        tags = dict(r.tags)
        if tags.get("type") == "route":
            self.routes.append((r.id, tags, [m.ref for m in r.members if m.type == "w"]))


@lru_cache(maxsize=None)
def route_relations(extract: str) -> list[tuple[int, dict[str, str], int]]:
    """(relation id, tags, how many of its way members the file holds) of every type=route relation."""
    reader = _Routes()
    reader.apply_file(str(EXTRACTS[extract]))
    return [(rid, tags, sum(ref in reader.way_ids for ref in refs)) for rid, tags, refs in reader.routes]
