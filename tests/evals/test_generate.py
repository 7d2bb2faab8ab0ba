"""The generator's gold answers, recomputed without the database: pyosmium reads the .osm.pbf, shapely and
pyproj measure (tests/independent.py). Every generated template is checked on its first questions.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest
import shapely
from pyproj import Transformer
from shapely.geometry import Point
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from georeact.evals import search_questions
from georeact.evals.generate import SKIPPED_TEMPLATES, generate, load_templates, vocabulary
from georeact.evals.models import Question
from tests import independent as ind

EXTRACT = {"liechtenstein-2013-08-03.osm.pbf": "liechtenstein", "monaco-2016-03.osm.pbf": "monaco",
           "neubrandenburg-2016-02.osm.pbf": "neubrandenburg", "helsinki-center.osm.pbf": "helsinki"}
PER_TEMPLATE = 2


@pytest.fixture(scope="module")
def questions(db) -> list[Question]:
    return generate(db, PER_TEMPLATE, seed=7)


def test_every_template_is_generated_or_skipped_with_a_reason(questions):
    produced = {q.template for q in questions}
    expected = {t.id for t in load_templates()} | set(search_questions.EVAL_KINDS)
    assert expected == produced, f"missing: {sorted(expected - produced)}"
    assert set(SKIPPED_TEMPLATES) == {"T7", "T8"} and not produced & set(SKIPPED_TEMPLATES)
    for question in questions:
        assert question.answers or question.no_answer, question.id
        assert question.gold_params is not None
        assert question.gold_sql or question.template in search_questions.EVAL_KINDS, question.id


def test_same_seed_same_questions(db, questions):
    again = generate(db, PER_TEMPLATE, seed=7)
    assert [q.model_dump() for q in again] == [q.model_dump() for q in questions]
    other = generate(db, PER_TEMPLATE, seed=8, templates=["T1", "T5", "T24"])
    assert [q.question for q in other] != [q.question for q in questions if q.template in ("T1", "T5", "T24")]


# ---------------------------------------------------------------- independent geometry

# every tagged feature of an extract is read once (tests/independent.py)
nodes, ways, areas = ind.nodes, ind.ways, ind.areas


@lru_cache(maxsize=None)
def features(extract: str, key: str, value: str | None) -> list[ind.Feature]:
    """Nodes, areas, and the ways that are not areas, all carrying `key` (= value), minus what the importer
    files as parks (docs/schema.md: pois take leisure "not parks")."""
    area_ids = {(f.osm_type, f.osm_id) for f in areas(extract, key, value)}
    lines = [f for f in ways(extract, key, value) if (f.osm_type, f.osm_id) not in area_ids]
    every = nodes(extract, key, value) + areas(extract, key, value) + lines
    return [f for f in every if not _is_park(f.tags)]


PARK_LEISURE = {"park", "garden", "nature_reserve", "common", "recreation_ground", "dog_park"}


def _is_park(tags: dict[str, str]) -> bool:
    return tags.get("leisure") in PARK_LEISURE or tags.get("boundary") in {"national_park", "protected_area"}


def find(extract: str, key: str, value: str | None, osm_type: str, osm_id: int) -> ind.Feature:
    for feature in features(extract, key, value):
        if feature.osm_type == osm_type and feature.osm_id == osm_id:
            return feature
    raise AssertionError(f"{osm_type}{osm_id} with {key}={value} not in {extract}")


def local(lon: float, lat: float):
    """Metres in an azimuthal equidistant projection centred on (lon, lat): exact distances from the centre."""
    proj = Transformer.from_crs("EPSG:4326", f"+proj=aeqd +lat_0={lat} +lon_0={lon} +ellps=WGS84", always_xy=True)
    return lambda geometry: shapely.transform(
        geometry, lambda xy: np.column_stack(proj.transform(xy[:, 0], xy[:, 1])))


def distance(origin: BaseGeometry, geometry: BaseGeometry) -> float:
    if isinstance(origin, Point) and isinstance(geometry, Point):
        return ind.geodesic_distance(origin.x, origin.y, geometry.x, geometry.y)
    centre = origin.centroid if isinstance(origin, Point) else origin.representative_point()
    to_metres = local(centre.x, centre.y)
    return to_metres(origin).distance(to_metres(geometry))


def bearing(origin: Point, geometry: BaseGeometry) -> float:
    centroid = geometry.centroid
    return ind.azimuth(origin.x, origin.y, centroid.x, centroid.y)


def in_sector(angle: float, centre: float, width: float) -> bool:
    return abs((angle - centre + 180) % 360 - 180) <= width / 2


COMPASS = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"]


def anchor_geometry(question: Question) -> tuple[str, BaseGeometry, tuple[str, int]]:
    anchor = question.gold_params.anchor
    extract = EXTRACT[anchor.source]
    category = anchor.category
    feature = find(extract, category.column, category.value, anchor.osm_type, anchor.osm_id)
    return extract, feature.geometry, (anchor.osm_type, anchor.osm_id)


def candidates(question: Question, extract: str, origin: BaseGeometry, exclude: tuple[str, int] | None):
    """(feature, distance, bearing) of every feature of the question's category passing its direction filter."""
    params = question.gold_params
    feature = params.feature
    out = []
    for item in features(extract, feature.column, None if feature.value == "*" else feature.value):
        if exclude and (item.osm_type, item.osm_id) == exclude:
            continue
        if feature.extra_column and feature.extra_value.lower() not in item.tags.get(feature.extra_column, "").lower():
            continue
        angle = bearing(origin, item.geometry) if isinstance(origin, Point) else None
        if params.direction and not in_sector(angle, COMPASS.index(params.direction) * 45.0, params.sector_deg):
            continue
        if params.target is not None and params.metric and "towards" in params.metric:
            target = find(extract, params.target.category.column, params.target.category.value,
                          params.target.osm_type, params.target.osm_id).geometry
            if not in_sector(angle, bearing(origin, target), 45.0):
                continue
        out.append((item, distance(origin, item.geometry), angle))
    return out


def region_geometry(question: Question) -> tuple[str, BaseGeometry]:
    region = question.gold_params.region
    extract = EXTRACT[region.source]
    for key in ("boundary", "place"):
        for feature in areas(extract, key, None):
            if feature.osm_type == region.osm_type and feature.osm_id == region.osm_id:
                return extract, feature.geometry
    raise AssertionError(f"region {region.name} not found")


def lines_or_areas(extract: str, column: str, value: str, want: str) -> list[ind.Feature]:
    if want == "area":
        return [f for f in areas(extract, column, value)]
    return [f for f in ways(extract, column, value) if f.geometry.geom_type == "LineString"
            and (f.osm_type, f.osm_id) not in {(a.osm_type, a.osm_id) for a in areas(extract, column, value)}]


def ids(rows: list[dict]) -> set[tuple[str, int]]:
    return {(row["osm_type"], row["osm_id"]) for row in rows}


def near_boundary(items, radius: float) -> set[tuple[str, int]]:
    return {(f.osm_type, f.osm_id) for f, d, _ in items if abs(d - radius) < 0.5}


# ---------------------------------------------------------------- per-kind checks

def check_range(question: Question) -> None:
    extract, origin, anchor_id = anchor_geometry(question)
    radius = question.gold_params.radius_m
    items = [c for c in candidates(question, extract, origin, anchor_id) if c[1] <= radius + 0.5]
    if question.answer_type == "count":
        assert abs(question.gold_numbers()[0] - len(items)) <= len(near_boundary(items, radius)), question.question
        return
    named = [c for c in items if c[0].name]
    # the gold names named places only: no place of the kind without a name is nearer than the first of them (else
    # 'in which direction is there one' has two answers, by convention)
    assert not named or all(d >= min(n for _, n, _ in named) - 0.5 for f, d, _ in items if not f.name), question.question
    fuzzy = near_boundary(named, radius)
    assert ids(question.answers) ^ {(f.osm_type, f.osm_id) for f, _, _ in named} <= fuzzy, question.question
    by_id = {(f.osm_type, f.osm_id): (d, a) for f, d, a in named}
    for row in question.answers:
        d, a = by_id[(row["osm_type"], row["osm_id"])]
        assert row["distance"] == pytest.approx(d, rel=2e-3, abs=0.5)
        if "angle" in row:
            assert min(abs(row["angle"] - a), 360 - abs(row["angle"] - a)) < 0.05


def check_nearest(question: Question) -> None:
    params = question.gold_params
    if question.template == "intersection":
        extract, origin, exclude = crossing(question)
    elif params.anchor.table == "pois":
        extract, origin, exclude = anchor_geometry(question)
    else:  # a park anchor (MapQA nearest_amenity)
        extract = EXTRACT[params.anchor.source]
        origin = next(f.geometry for f in areas(extract, "leisure", params.anchor.category.value)
                      if (f.osm_type, f.osm_id) == (params.anchor.osm_type, params.anchor.osm_id))
        exclude = None
    items = candidates(question, extract, origin, exclude)
    best = min(items, key=lambda c: c[1])
    top = question.answers[0]
    # MapQA files keep only name, osm_id and a point per answer (no osm_type, no distance).
    assert best[0].osm_id == top["osm_id"] and best[0].osm_type == top.get("osm_type", best[0].osm_type), question.question
    assert best[0].name == question.gold_names()[0]
    if "distance" in top:
        assert top["distance"] == pytest.approx(best[1], rel=2e-3, abs=0.5)
    if "angle" in top and best[2] is not None:
        assert min(abs(top["angle"] - best[2]), 360 - abs(top["angle"] - best[2])) < 0.05


def crossing(question: Question) -> tuple[str, Point, None]:
    roads = question.gold_params.candidates
    extract = EXTRACT[roads[0].source]
    classes = set(vocabulary()["street_classes"])
    unions = []
    for road in roads:
        parts = [f.geometry for f in ways(extract, "highway", None)
                 if f.name == road.name and f.tags.get("highway") in classes]
        unions.append(unary_union(parts))
    points = unions[0].intersection(unions[1])
    points = unary_union([g for g in getattr(points, "geoms", [points]) if g.geom_type == "Point"])
    return extract, points.centroid, None


def check_region(question: Question) -> None:
    extract, region = region_geometry(question)
    feature = question.gold_params.feature
    kind = question.type
    if kind == "intersects+count":
        inside = [f for f in features(extract, feature.column, feature.value) if f.geometry.intersects(region)]
        assert abs(question.gold_numbers()[0] - len(inside)) <= 1, question.question  # edge rounding only
        return
    if "area" in kind:
        items = [f for f in lines_or_areas(extract, feature.column, feature.value, "area") if f.geometry.intersects(region)]
        if kind.startswith("intersects:area_max"):
            best = max(items, key=lambda f: ind.geodesic_area(f.geometry))
            assert question.gold_names() == [best.name]
            assert question.answers[0]["area"] == pytest.approx(ind.geodesic_area(best.geometry), rel=1e-2)
        else:
            total = sum(ind.geodesic_area(f.geometry) for f in items)
            assert question.gold_numbers()[0] == pytest.approx(total, rel=1e-2)
        return
    items = [f for f in lines_or_areas(extract, feature.column, feature.value, "line") if f.geometry.intersects(region)]
    if kind.startswith("intersects:length_max"):
        totals: dict[str, float] = {}
        for f in items:
            if f.name:
                totals[f.name] = totals.get(f.name, 0.0) + ind.geodesic_length(f.geometry)
        best = max(totals, key=totals.get)
        assert question.gold_names() == [best]
        assert question.answers[0]["length"] == pytest.approx(totals[best], rel=1e-2)
    else:
        total = sum(ind.geodesic_length(f.geometry) for f in items)
        assert question.gold_numbers()[0] == pytest.approx(total, rel=1e-2)


def check_mapqa(question: Question) -> None:
    params = question.gold_params
    kind = question.template
    if kind in ("adjacent", "amenities-around-specific"):
        extract, origin, anchor_id = anchor_geometry(question)
        items = [c for c in candidates(question, extract, origin, anchor_id) if c[1] <= params.radius_m + 0.5 and c[0].name]
        assert set(question.gold_names()) == {f.name for f, _, _ in items}
    elif kind == "amenities_around":
        extract, origin, anchor_id = anchor_geometry(question)
        items = [c for c in candidates(question, extract, origin, anchor_id) if c[1] <= params.radius_m + 0.5]
        assert set(question.gold_names()) == {f.tags["amenity"] for f, _, _ in items}
    elif kind == "amenities":
        extract, _, _ = anchor_geometry(question)
        anchor = params.anchor
        feature = find(extract, anchor.category.column, anchor.category.value, anchor.osm_type, anchor.osm_id)
        assert question.gold_names() == [feature.tags["amenity"]]
    elif kind == "compare-closer":
        extract, origin, _ = anchor_geometry(question)
        options = [(find(extract, c.category.column, c.category.value, c.osm_type, c.osm_id), c.name)
                   for c in params.candidates]
        closer = min(options, key=lambda o: distance(origin, o[0].geometry))
        assert question.gold_names() == [closer[1]]
    elif kind == "distance":
        extract, origin, _ = anchor_geometry(question)
        target = params.target
        other = find(extract, target.category.column, target.category.value, target.osm_type, target.osm_id)
        assert question.gold_numbers()[0] == pytest.approx(distance(origin, other.geometry), rel=1e-4)
    else:  # direction_nearest, intersection, nearest_amenity
        check_nearest(question)


def _check(question: Question) -> None:
    if question.dataset == "mapqa":
        check_mapqa(question)
    elif question.type.startswith("intersects"):
        check_region(question)
    elif question.type.startswith("range"):
        check_range(question)
    else:
        check_nearest(question)


def test_gold_answers_match_independent_computation(questions):
    failures = []
    checked: dict[str, int] = {}
    for question in questions:
        if question.template in search_questions.EVAL_KINDS:
            continue   # gold from the raw tags: tests/evals/test_search_questions.py rechecks it
        try:
            _check(question)
            checked[question.template] = checked.get(question.template, 0) + 1
        except Exception as exc:  # collect every failure, not just the first
            failures.append(f"{question.id} [{question.template}] {question.question}: {exc}")
    assert not failures, "\n".join(failures)
    assert set(checked) == {t.id for t in load_templates()}


FROZEN = Path(__file__).resolve().parents[2] / "evals" / "data" / "frozen"


@pytest.mark.skipif(not FROZEN.exists(), reason="no frozen set")
def test_frozen_set_loads_and_its_gold_holds():
    from georeact.evals.datasets import load_dataset

    frozen = load_dataset(FROZEN)
    counts: dict[str, int] = {}
    for question in frozen:
        counts[question.template] = counts.get(question.template, 0) + 1
    assert counts == {t: 10 for t in [*(t.id for t in load_templates()), *search_questions.EVAL_KINDS]}
    assert len({q.id for q in frozen}) == len(frozen) == 370
    first = {}
    for question in frozen:
        first.setdefault(question.template, question)
    failures = []
    for question in first.values():  # the frozen gold, rechecked against the .osm.pbf (not the database)
        if question.template in search_questions.EVAL_KINDS:
            continue
        try:
            _check(question)
        except Exception as exc:
            failures.append(f"{question.id}: {exc}")
    assert not failures, "\n".join(failures)
