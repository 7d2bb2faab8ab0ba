"""GenerateSQL / RefineSQL on the real data: rows, caps, geometry summaries, errors, timeouts, diffs."""

from __future__ import annotations

import re

import pytest
import shapely

from georeact.tools import sql
from georeact.tools.base import ToolContext, invoke
from georeact.tools.registry import ToolSpec


def generate(ctx: ToolContext, statement: str) -> sql.Result:
    return invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(sql=statement))


def refine(ctx: ToolContext, statement: str, previous: str | None) -> sql.Result:
    return invoke(sql.run_refine, sql.Result, ctx, sql.RefineInput(sql=statement, previous_sql=previous))


def test_executes_and_renders_values(ctx) -> None:
    result = generate(ctx, "SELECT region_name, admin_level, ST_Area(geometry) AS m2 FROM regions "
                           "WHERE region_name = 'Vaduz' AND admin_level = 8")
    assert result.ok, result.error
    assert result.columns == ["region_name", "admin_level", "m2"]
    assert result.rows[0][:2] == ["Vaduz", "8"]
    assert float(result.rows[0][2]) == pytest.approx(17_284_456, rel=0.001)
    assert result.total_rows == 1
    assert result.render().splitlines() == ["1 rows; columns: region_name | admin_level | m2",
                                            f"Vaduz | 8 | {result.rows[0][2]}"]
    assert len(result.sql) == 1 and result.sql[0].error is None   # recorded by invoke


def test_row_cap_and_total_count(ctx) -> None:
    result = generate(ctx, "SELECT id FROM roads WHERE source = 'monaco-2016-03.osm.pbf'")
    assert result.ok
    expected = ctx.db.query("SELECT count(*) FROM roads WHERE source = 'monaco-2016-03.osm.pbf'").rows[0][0]
    assert len(result.rows) == ctx.settings.row_cap == 50
    assert result.total_rows == expected and not result.more_than_total
    assert result.render().startswith(f"50 of {expected} rows")


def test_fetch_cap_makes_total_a_lower_bound(db, settings) -> None:
    small = ToolContext(db=db, settings=settings.model_copy(update={"fetch_cap": 100, "row_cap": 5}))
    result = generate(small, "SELECT id FROM pois")
    assert len(result.rows) == 5 and result.total_rows == 100 and result.more_than_total
    assert "5 of more than 100 rows" in result.render()


def test_geometry_values_are_summarised(ctx) -> None:
    result = generate(ctx, "SELECT region_name, geometry, ST_Centroid(geometry) AS c, ST_AsText(ST_Centroid(geometry)) AS t "
                           "FROM regions WHERE region_name = 'Monaco'")
    assert result.ok, result.error
    name, polygon, centroid, wkt = result.rows[0]
    assert re.fullmatch(r"<(MULTI)?POLYGON( \d+ parts)?, [\d ]+ m²>", polygon), polygon
    area = float(re.search(r", ([\d ]+) m²", polygon).group(1).replace(" ", ""))
    reference = ctx.db.query("SELECT ST_Area(geometry) FROM regions WHERE region_name = 'Monaco'").rows[0][0]
    assert area == pytest.approx(reference, rel=0.005)
    assert re.fullmatch(r"<POINT 7\.4\d{3},43\.7\d{3}>", centroid), centroid
    assert wkt == centroid
    assert "0101" not in result.render() and "ST_Centroid arg 1: added ::geometry" in result.render()


def test_line_and_projected_summaries() -> None:
    line = shapely.LineString([(9.5, 47.1), (9.5, 47.2)])
    assert sql.summarize_geometry(line, 4326) == "<LINESTRING, 11 117 m>"
    assert sql.summarize_geometry(shapely.Point(1000.0, 2000.0), 3857) == "<POINT 1000.0,2000.0 (SRID 3857)>"
    assert sql.render_value("x" * 500).endswith("… (500 chars)")


def test_sql_error_becomes_observation_with_hint(ctx) -> None:
    result = generate(ctx, "SELECT poi_nme FROM pois LIMIT 1")
    assert not result.ok
    assert 'column "poi_nme" does not exist' in result.error
    assert "InspectSchema" in result.error
    assert result.sql and result.sql[0].error   # it did reach the database


def test_refusal_becomes_observation(ctx) -> None:
    result = generate(ctx, "DELETE FROM pois")
    assert result.render() == "ERROR: query refused: only SELECT queries are allowed, got DELETE"


def test_timeout(db, settings) -> None:
    quick = ToolContext(db=db, settings=settings.model_copy(update={"statement_timeout_ms": 200}))
    result = generate(quick, "SELECT count(*) FROM roads a, roads b WHERE ST_Distance(a.geometry, b.geometry) < 10")
    assert not result.ok
    assert result.error.startswith("the query was cancelled at its 0.2 s statement timeout; add a LIMIT or a "
                                    "spatial filter")
    # the pooled connection is fine afterwards, with the normal timeout back
    assert generate(ToolContext(db=db, settings=settings), "SELECT 1 AS one").rows == [["1"]]


def test_refine_shows_diff_and_fixes(ctx) -> None:
    previous = "SELECT poi_name FROM pois WHERE amenity = 'cafe' AND source LIKE 'monaco%'"
    result = refine(ctx, "SELECT count(*) FROM pois WHERE amenity = 'restaurant' AND source LIKE 'monaco%'", previous)
    assert result.ok
    assert result.changes == ["poi_name -> count(*)", "'cafe' -> 'restaurant'"]
    assert result.render().splitlines()[0] == "changes vs previous: poi_name -> count(*); 'cafe' -> 'restaurant'"
    same = refine(ctx, previous, previous)
    assert same.changes == ["no change"]
    without = refine(ctx, "SELECT ST_Centroid(geometry) FROM regions LIMIT 1", None)
    assert without.ok and without.changes == [] and without.fixes == ["ST_Centroid arg 1: added ::geometry"]


def test_refine_diff_is_shown_on_errors_too(ctx) -> None:
    result = refine(ctx, "SELECT poi_nam FROM pois", "SELECT poi_nme FROM pois")
    assert not result.ok
    assert "changes vs previous: poi_nme -> poi_nam" in result.render()


def test_registry_sees_both_tools() -> None:
    import importlib
    module = importlib.import_module("georeact.tools.sql")
    generate_spec, refine_spec = ToolSpec("GenerateSQL", module), ToolSpec("RefineSQL", module)
    assert generate_spec.input_model is sql.GenerateInput and refine_spec.input_model is sql.RefineInput
    assert "previous_sql" in refine_spec.openai_schema()["function"]["parameters"]["properties"]
