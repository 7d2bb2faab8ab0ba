"""sql_repair: realistic small-model mistakes, the exact fixes, and the repaired SQL run on the real data."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from georeact.tools.sql_guard import validate
from georeact.tools.sql_repair import function_specs, preprocess, repair

VADUZ = "r.region_name = 'Vaduz' AND r.admin_level = 8"


def scalar(db, sql: str) -> float:
    return float(db.query(sql).rows[0][0])


@dataclass
class Case:
    id: str
    sql: str
    fixes: list[str]
    check: Callable[..., None]   # check(db, rows)


def close_to(reference_sql: str, tolerance: float = 0.005) -> Callable[..., None]:
    def check(db, rows):
        expected = scalar(db, reference_sql)
        assert rows[0][-1] == pytest.approx(expected, rel=tolerance)
    return check


def between(low: float, high: float, column: int = -1) -> Callable[..., None]:
    def check(db, rows):
        assert rows, "no rows"
        assert low <= float(rows[0][column]) <= high, rows[0]
    return check


def vaduz_centroid(db, rows):
    x, y = rows[0]
    assert 9.45 < x < 9.65 and 47.05 < y < 47.2


def mercator_inflated(db, rows):
    true_area = scalar(db, f"SELECT ST_Area(geometry) FROM regions r WHERE {VADUZ}")
    # EPSG:3857 inflates areas by 1/cos²(latitude): about 2.16 at 47.1° N. Valid SQL, and a warning says so.
    assert rows[0][0] / true_area == pytest.approx(1 / math.cos(math.radians(47.14)) ** 2, rel=0.02)


def buffer_circle(db, rows):
    assert rows[0][0] == pytest.approx(math.pi * 100 ** 2, rel=0.02)


def nonzero_rows(db, rows):
    assert len(rows) > 10


CASES = [
    Case("area-of-geometry-cast",
         f"SELECT ST_Area(geometry::geometry) FROM regions r WHERE {VADUZ}",
         ["ST_Area arg 1: removed ::geometry"],
         close_to(f"SELECT ST_Area(geometry) FROM regions r WHERE {VADUZ}")),
    Case("transform-3857-then-geography",
         f"SELECT ST_Area(ST_Transform(geometry::geometry, 3857)::geography) FROM regions r WHERE {VADUZ}",
         ["removed ST_Transform(…, 3857) before ::geography (geography is lon/lat)"],
         close_to(f"SELECT ST_Area(geometry) FROM regions r WHERE {VADUZ}")),
    Case("transform-of-geography",
         f"SELECT ST_Area(ST_Transform(geometry, 3857)) FROM regions r WHERE {VADUZ}",
         ["ST_Transform arg 1: added ::geometry",
          "warning: ST_Area on a projected geometry; ST_Area(geometry) on the geography column gives true metres"],
         mercator_inflated),
    Case("centroid-of-geography",
         f"SELECT ST_X(ST_Centroid(geometry)), ST_Y(ST_Centroid(geometry)) FROM regions r WHERE {VADUZ}",
         ["ST_Centroid arg 1: added ::geometry"],
         vaduz_centroid),
    Case("x-y-of-geography",
         "SELECT ST_X(geometry), ST_Y(geometry) FROM pois WHERE poi_name = 'Kiinteistömaailma' ORDER BY id LIMIT 1",
         ["ST_X arg 1: added ::geometry", "ST_Y arg 1: added ::geometry"],
         lambda db, rows: (pytest.approx(24.9377, abs=1e-3) == rows[0][0]) or pytest.fail(str(rows))),
    Case("distance-centroid-to-geography",
         "SELECT ST_Distance(ST_Centroid(a.geometry::geometry), b.geometry) FROM regions a, regions b "
         "WHERE a.region_name = 'Vaduz' AND a.admin_level = 8 AND b.region_name = 'Triesen' AND b.admin_level = 8",
         ["ST_Distance arg 1: added ::geography"],
         between(500, 10_000)),
    Case("distance-both-cast-to-geometry",
         "SELECT ST_Distance(a.geometry::geometry, b.geometry::geometry) FROM pois a, pois b "
         "WHERE a.poi_name = 'Feuerwehr Balzers' AND b.poi_name = 'Mariahilfkapelle'",
         ["ST_Distance arg 1: removed ::geometry", "ST_Distance arg 2: removed ::geometry"],
         between(1, 20_000)),
    Case("dwithin-mixed",
         "SELECT count(*) FROM pois a, pois b WHERE a.poi_name = 'Feuerwehr Balzers' "
         "AND ST_DWithin(a.geometry, b.geometry::geometry, 500)",
         ["ST_DWithin arg 2: removed ::geometry"],
         close_to("SELECT count(*) FROM pois a, pois b WHERE a.poi_name = 'Feuerwehr Balzers' "
                  "AND ST_DWithin(a.geometry, b.geometry, 500)", 0)),
    Case("dwithin-degrees-point",
         "SELECT count(*) FROM pois WHERE ST_DWithin(geometry, ST_SetSRID(ST_MakePoint(9.52, 47.14), 4326), 0.01)",
         ["warning: ST_DWithin distance 0.01 is metres on geography, not degrees",
          "ST_DWithin arg 2: added ::geography"],
         between(0, 0)),
    Case("buffer-degrees",
         f"SELECT count(*) FROM pois p, regions r WHERE {VADUZ} AND ST_Intersects(p.geometry, ST_Buffer(r.geometry, 0.01))",
         ["ST_Buffer arg 1: added ::geometry (radius 0.01 is in degrees)", "ST_Intersects arg 2: added ::geography"],
         lambda db, rows: rows[0][0] >= scalar(db, f"SELECT count(*) FROM pois p, regions r WHERE {VADUZ} "
                                                   "AND ST_Intersects(p.geometry, r.geometry)") > 0 or pytest.fail()),
    Case("buffer-metres-on-geometry",
         "SELECT ST_Area(ST_Buffer(geometry::geometry, 100)) FROM pois WHERE poi_name = 'Feuerwehr Balzers'",
         ["ST_Buffer arg 1: removed ::geometry (radius 100 is in metres)"],
         buffer_circle),
    Case("union-length",
         "SELECT ST_Length(ST_Union(geometry)) FROM roads WHERE road_name = 'Städtle'",
         ["ST_Union arg 1: added ::geometry", "ST_Length arg 1: added ::geography"],
         close_to("SELECT sum(ST_Length(geometry)) FROM roads WHERE road_name = 'Städtle'", 0.01)),
    Case("contains-geography",
         f"SELECT count(*) FROM pois p JOIN regions r ON ST_Contains(r.geometry, p.geometry) WHERE {VADUZ}",
         ["ST_Contains arg 1: added ::geometry", "ST_Contains arg 2: added ::geometry"],
         close_to(f"SELECT count(*) FROM pois p JOIN regions r ON ST_Covers(r.geometry, p.geometry) WHERE {VADUZ}", 0.05)),
    Case("within-scalar-subquery",
         "SELECT poi_name FROM pois WHERE ST_Within(geometry, "
         "(SELECT geometry FROM regions WHERE region_name = 'Vaduz' AND admin_level = 8))",
         ["ST_Within arg 1: added ::geometry", "ST_Within arg 2: added ::geometry"],
         nonzero_rows),
    Case("cte-centroid-distance",
         "WITH c AS (SELECT ST_Centroid(geometry) AS geom FROM regions WHERE region_name = 'Vaduz' AND admin_level = 8) "
         "SELECT p.poi_name, ST_Distance(c.geom, p.geometry) AS d FROM pois p, c WHERE p.poi_name IS NOT NULL "
         "ORDER BY d LIMIT 1",
         ["ST_Centroid arg 1: added ::geometry", "ST_Distance arg 1: added ::geography"],
         between(0, 2_000)),
    Case("azimuth-mixed",
         "SELECT degrees(ST_Azimuth(ST_Centroid(r.geometry), p.geometry)) FROM regions r, pois p "
         "WHERE r.region_name = 'Vaduz' AND r.admin_level = 8 AND p.poi_name = 'Feuerwehr Balzers'",
         ["ST_Centroid arg 1: added ::geometry", "ST_Azimuth arg 1: added ::geography"],
         between(135, 225)),   # Balzers lies south of Vaduz
    Case("geom-and-name-typos",
         "SELECT name, ST_Area(geom) FROM lakes WHERE name = 'Malliner See'",
         ["column name -> lake_name", "column geom -> geometry"],
         close_to("SELECT ST_Area(geometry) FROM lakes WHERE lake_name = 'Malliner See'")),
    Case("double-quoted-value-and-double-equals",
         "SELECT count(*) FROM pois WHERE amenity == \"restaurant\" AND source = 'monaco-2016-03.osm.pbf'",
         ["== -> =", "\"restaurant\" -> 'restaurant' (a value, not a column)"],
         close_to("SELECT count(*) FROM pois WHERE amenity = 'restaurant' AND source = 'monaco-2016-03.osm.pbf'", 0)),
    Case("fenced-perimeter",
         "Here is the query:\n```sql\nSELECT ST_Perimeter(geometry::geometry) FROM regions "
         "WHERE region_name = 'Monaco';\n```",
         ["removed markdown fence", "removed trailing semicolon", "ST_Perimeter arg 1: removed ::geometry"],
         between(1_000, 50_000)),
    Case("qualified-name-and-the-geom",
         "SELECT p.name, ST_Distance(p.the_geom, r.geometry) FROM pois p, regions r "
         f"WHERE {VADUZ} AND p.name = 'Feuerwehr Balzers'",
         ["column name -> poi_name", "column the_geom -> geometry"],
         between(1_000, 20_000)),
]


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_repair_fixes_and_runs(case: Case, db) -> None:
    result = repair(case.sql)
    assert result.parsed
    assert result.fixes == case.fixes, result.sql
    verdict = validate(result.sql)
    assert verdict.ok, verdict.reason
    rows = db.query(verdict.sql).rows
    case.check(db, rows)


def test_original_mistakes_really_fail_or_mislead(db) -> None:
    """The cases are real mistakes: unrepaired, Postgres refuses them or answers in degrees."""
    from georeact.db.session import DatabaseError
    with pytest.raises(DatabaseError):
        db.query("SELECT ST_X(geometry) FROM pois LIMIT 1")
    with pytest.raises(DatabaseError):
        db.query("SELECT ST_Area(ST_Transform(geometry::geometry, 3857)::geography) FROM regions LIMIT 1")
    assert scalar(db, f"SELECT ST_Area(geometry::geometry) FROM regions r WHERE {VADUZ}") < 1   # square degrees


def test_correct_sql_is_left_alone() -> None:
    sql = ("SELECT p.poi_name, ST_Distance(p.geometry, r.geometry) AS d FROM pois AS p, regions AS r "
           "WHERE ST_DWithin(p.geometry, r.geometry, 500) AND ST_Intersects(p.geometry, r.geometry)")
    result = repair(sql)
    assert result.fixes == []
    assert result.sql == sql


def test_aliases_named_like_typos_are_not_renamed() -> None:
    result = repair("WITH c AS (SELECT ST_Centroid(geometry::geometry) AS geom FROM regions) SELECT ST_X(geom) FROM c")
    assert result.fixes == []


def test_makepoint_keeps_its_name() -> None:
    # stock sqlglot turns ST_MakePoint(x, y, z) into ST_POINT(x, y, z), where z becomes an SRID on PostGIS 3.2+
    assert "ST_MakePoint(1, 2, 3)" in repair("SELECT ST_MakePoint(1, 2, 3)").sql


def test_preprocess_keeps_hostile_prefixes() -> None:
    sql, fixes = preprocess("DROP TABLE pois; SELECT 1")
    assert sql == "DROP TABLE pois; SELECT 1" and fixes == []
    sql, fixes = preprocess("SQL: SELECT ‘a’ == 'x==y';")
    assert sql == "SELECT 'a' = 'x==y'"
    assert fixes == ["removed leading prose", "replaced smart quotes", "== -> =", "removed trailing semicolon"]


def test_unparseable_sql_comes_back_unchanged() -> None:
    result = repair("SELEC poi_name FROM pois WHERE (")
    assert not result.parsed and result.sql == "SELEC poi_name FROM pois WHERE ("


def test_yaml_table_covers_the_brief() -> None:
    specs = function_specs()
    for name in ["st_area", "st_length", "st_perimeter", "st_distance", "st_dwithin"]:
        assert specs[name].args[0] == "geography"
    for name in ["st_transform", "st_centroid", "st_pointonsurface", "st_union", "st_x", "st_y", "st_makevalid",
                 "st_simplify", "st_convexhull", "st_envelope", "st_intersection", "st_contains", "st_within",
                 "st_touches"]:
        assert specs[name].args[0] == "geometry"
    for name in ["st_intersects", "st_covers", "st_azimuth"]:
        assert specs[name].args[:2] == ["spatial", "spatial"]
    assert specs["st_centroid"].returns == "geometry"
