"""The same tool calls on both schema profiles (GS-QA tables vs osm2pgsql classic) agree on real places.

`ctx` reads the GS-QA tables, `osm_ctx` the planet_osm views and tables of the same four extracts
(tests/conftest.py loads both). Row ids differ between the layouts; OSM identities, names, coordinates and
measures must not. The one place where the layouts differ in these calls (classic has no waterway relations)
is asserted as such.
"""

from __future__ import annotations

import pytest

from georeact.db.profiles import PLANET_OSM
from georeact.tools.metric import tool as cm
from georeact.tools import inspect_schema, poi_filter
from georeact.tools import region_geometry as rg
from georeact.tools import resolve_location as rl
from georeact.tools import sql
from georeact.tools.base import invoke
from georeact.tools.registry import load_tools
from tests import independent as ind


def both(module, ctx, osm_ctx, **args):
    results = [invoke(module.run, module.Result, c, module.Input(**args)) for c in (ctx, osm_ctx)]
    for result in results:
        assert result.ok, result.error
    return results


@pytest.mark.parametrize("name", ["Vaduz", "Ateneum", "Tollensesee", "Parc de la Roseraie"])
def test_resolve_location_finds_the_same_object(ctx, osm_ctx, name) -> None:
    gsqa, classic = both(rl, ctx, osm_ctx, name=name)
    a, b = gsqa.best, classic.best
    assert (a.table, a.osm_type, a.osm_id, a.name, a.geometry_type) == (b.table, b.osm_type, b.osm_id, b.name, b.geometry_type)
    assert ind.geodesic_distance(a.lon, a.lat, b.lon, b.lat) < 50
    assert a.region == b.region and a.match == b.match == "exact"
    assert b.handle.startswith(f"{b.table}:") and b.id != a.id   # handles are per layout


def test_resolve_location_tollense_differs_as_documented(ctx, osm_ctx) -> None:
    """gsqa.lua merges the waterway relation into one line; classic writes no waterway relations, so the river is
    its member ways there (same name, same place)."""
    gsqa, classic = both(rl, ctx, osm_ctx, name="Tollense")
    a, b = gsqa.best, classic.best
    assert (a.osm_type, a.geometry_type) == ("R", "MULTILINESTRING")
    assert (b.osm_type, b.geometry_type, b.table, b.name) == ("W", "LINESTRING", "lakes", "Tollense")
    assert ind.geodesic_distance(a.lon, a.lat, b.lon, b.lat) < 50


def test_region_geometry_of_vaduz(ctx, osm_ctx) -> None:
    gsqa, classic = both(rg, ctx, osm_ctx, region="Vaduz")
    assert gsqa.mode == classic.mode == "region" and gsqa.admin_level == classic.admin_level == 8
    assert classic.area_m2 == pytest.approx(gsqa.area_m2, rel=0.01)
    assert classic.bbox == pytest.approx(gsqa.bbox, abs=1e-4)
    assert "planet_osm.regions" in classic.predicate


def test_junction_of_two_streets(ctx, osm_ctx) -> None:
    gsqa, classic = both(rg, ctx, osm_ctx, street_a="Mannerheimintie", street_b="Kaivokatu")
    assert gsqa.mode == classic.mode == "junction"
    assert ind.geodesic_distance(gsqa.lon, gsqa.lat, classic.lon, classic.lat) < 5


def metric(ctx, osm_ctx, **args) -> tuple[cm.Result, cm.Result]:
    return both(cm, ctx, osm_ctx, **args)


def test_count_of_pharmacies_in_vaduz(ctx, osm_ctx) -> None:
    gsqa, classic = metric(ctx, osm_ctx, metric="count", feature="pharmacy", region="Vaduz")
    assert classic.value == gsqa.value >= 1
    gsqa, classic = metric(ctx, osm_ctx, metric="count", feature="restaurant", anchor="Ateneum", radius_m=500)
    assert classic.value == gsqa.value > 100


def test_nearest_cafe_to_the_ateneum(ctx, osm_ctx) -> None:
    gsqa, classic = metric(ctx, osm_ctx, metric="nearest", feature="cafe", anchor="Ateneum", limit=3)
    assert [e.name for e in classic.entities] == [e.name for e in gsqa.entities]
    for a, b in zip(gsqa.entities, classic.entities):
        assert b.distance_m == pytest.approx(a.distance_m, abs=5)
    named = [e for e in classic.entities if e.name]
    assert named and named[0].distance_m < 200


def test_directional_nearest(ctx, osm_ctx) -> None:
    gsqa, classic = metric(ctx, osm_ctx, metric="directional_nearest", feature="restaurant", anchor="Ateneum",
                           direction="north")
    (a,), (b,) = gsqa.entities, classic.entities
    assert b.name == a.name and b.direction == a.direction == "north"
    assert b.distance_m == pytest.approx(a.distance_m, abs=5)
    assert b.azimuth_deg == pytest.approx(a.azimuth_deg, abs=0.5)


@pytest.mark.parametrize(("feature", "region", "expected"), [
    ("park", "Monaco", "Parc de la Roseraie"),
    ("lake", "Groß Nemerow", "Tollensesee"),
])
def test_largest_in_a_region(ctx, osm_ctx, feature, region, expected) -> None:
    gsqa, classic = metric(ctx, osm_ctx, metric="largest", feature=feature, region=region)
    assert gsqa.entities[0].name == classic.entities[0].name == expected
    assert classic.value == pytest.approx(gsqa.value, rel=0.01)
    assert classic.total == gsqa.total


def test_length_of_named_roads_and_rivers(ctx, osm_ctx) -> None:
    gsqa, classic = metric(ctx, osm_ctx, metric="length", anchor="Mannerheimintie")
    assert classic.resolved[0].name == gsqa.resolved[0].name == "Mannerheimintie"
    assert classic.value == pytest.approx(gsqa.value, rel=0.01)
    gsqa, classic = metric(ctx, osm_ctx, metric="longest", feature="road", region="Vaduz")
    assert classic.entities[0].name == gsqa.entities[0].name
    assert classic.value == pytest.approx(gsqa.value, rel=0.01)
    # the Rhine: summed member ways on both (gsqa's relation line only counts when alone); one feature fewer
    # in classic, which has no waterway relations
    gsqa, classic = metric(ctx, osm_ctx, metric="longest", feature="river", region="Liechtenstein")
    assert classic.entities[0].name == gsqa.entities[0].name == "Rhein"
    assert classic.value == pytest.approx(gsqa.value, rel=0.01)
    assert classic.total == gsqa.total - 1


def test_distance_and_walking_route_between_two_museums(ctx, osm_ctx) -> None:
    gsqa, classic = metric(ctx, osm_ctx, metric="distance", anchor="Ateneum", anchor_b="Kiasma")
    assert classic.value == pytest.approx(gsqa.value, abs=1)
    # the street network is built from the GS-QA roads; planet_osm places snap onto it by their coordinates
    gsqa, classic = metric(ctx, osm_ctx, metric="distance", anchor="Ateneum", anchor_b="Kiasma", mode="walk")
    assert classic.value == pytest.approx(gsqa.value, abs=5)


@pytest.mark.parametrize("phrase", ["pharmacy", "fast food", "hawaiian restaurant", "kindergarden", "recyling",
                                    "tea", "photo shop", "lake", "river"])
def test_poi_filter_gives_the_same_filters_and_counts(ctx, osm_ctx, phrase) -> None:
    """Curated phrases, refinements, exact probes and typo discovery (pg_stats of the views' base tables)."""
    gsqa, classic = both(poi_filter, ctx, osm_ctx, feature=phrase)
    assert classic.matched == gsqa.matched
    counts = {(f.table, f.condition): (f.rows, f.geometry) for f in gsqa.filters}
    if phrase == "river":   # classic has no waterway relations: gsqa.lua's three merged river lines are missing
        rows, kinds = counts[("lakes", "waterway=river")]
        counts[("lakes", "waterway=river")] = (rows - 3, {**kinds, "line": kinds["line"] - 3})
    assert {(f.table, f.condition): (f.rows, f.geometry) for f in classic.filters} == counts


# --- the model's own SQL on planet_osm ----------------------------------------------------------------------

def generate(ctx, statement: str) -> sql.Result:
    return invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(sql=statement))


def test_generate_sql_reads_planet_osm_point(ctx, osm_ctx) -> None:
    classic = generate(osm_ctx, "SELECT count(*) FROM planet_osm_point WHERE amenity = 'pharmacy'")
    gsqa = generate(ctx, "SELECT count(*) FROM pois WHERE amenity = 'pharmacy' AND GeometryType(geometry) = 'POINT'")
    assert classic.ok and gsqa.ok, (classic.error, gsqa.error)
    assert classic.rows == gsqa.rows and int(classic.rows[0][0]) > 10
    # the guard keeps function names as written (normalize_functions=False), so compare case-insensitively
    assert classic.executed_sql.upper().startswith("SELECT COUNT(*) FROM PLANET_OSM_POINT")


def test_generate_sql_measures_way_in_metres(ctx, osm_ctx) -> None:
    """ST_Area(way) on EPSG:3857 would be Mercator units (x2.2 at Vaduz' latitude): the repair transforms it."""
    classic = generate(osm_ctx, "SELECT ST_Area(way) FROM planet_osm_polygon WHERE name = 'Vaduz' AND admin_level = '8'")
    gsqa = generate(ctx, "SELECT ST_Area(geometry) FROM regions WHERE region_name = 'Vaduz' AND admin_level = 8")
    assert classic.ok, classic.error
    assert "ST_Transform(way, 4326)::geography" in " ".join(classic.fixes)
    assert float(classic.rows[0][0]) == pytest.approx(float(gsqa.rows[0][0]), rel=1e-4)


@pytest.mark.parametrize("statement", [
    "DELETE FROM planet_osm_point",
    "UPDATE planet_osm_polygon SET name = 'x'",
    "SELECT * FROM pois",                      # the GS-QA tables are not this profile's
    "SELECT * FROM planet_osm.pois",           # nor the tools' views
    "SELECT * FROM planet_osm_roads",          # nor osm2pgsql's low-zoom copy
])
def test_generate_sql_refuses_writes_and_other_relations(osm_ctx, owner_conn, statement) -> None:
    before = owner_conn.execute("SELECT count(*), max(osm_id) FROM planet_osm_point").fetchone()
    result = generate(osm_ctx, statement)
    assert not result.ok and result.error.startswith("query refused")
    assert "planet_osm_point" in result.error or "SELECT" in result.error
    assert owner_conn.execute("SELECT count(*), max(osm_id) FROM planet_osm_point").fetchone() == before


def test_inspect_schema_lists_the_classic_tables(osm_ctx) -> None:
    result = invoke(inspect_schema.run, inspect_schema.Result, osm_ctx, inspect_schema.Input())
    assert result.ok, result.error
    tables = {t.table: t for t in result.tables}
    assert list(tables) == ["planet_osm_point", "planet_osm_line", "planet_osm_polygon"]
    for name, info in tables.items():
        (rows,) = osm_ctx.db.query(f"SELECT count(*) FROM {name}").rows[0]
        assert info.rows == rows > 0 and info.name_column == "name"
    assert set(tables["planet_osm_point"].geometry_types) == {"POINT"}
    assert "`way`" in result.render() and "EPSG:3857" in result.render()
    detail = invoke(inspect_schema.run, inspect_schema.Result, osm_ctx,
                    inspect_schema.Input(table="planet_osm_point", columns=["amenity", "tags"]))
    columns = {c.name: c for c in detail.columns}
    assert columns["way"].type == "geometry" and columns["tags"].type == "hstore"
    assert "restaurant" in columns["amenity"].common_values and columns["tags"].common_keys
    assert "tags->'key'" in detail.render()   # hstore has no ->>
    refused = invoke(inspect_schema.run, inspect_schema.Result, osm_ctx, inspect_schema.Input(table="pois"))
    assert not refused.ok and "planet_osm_point" in refused.error


def test_tool_descriptions_name_the_profiles_tables() -> None:
    specs = {spec.name: spec.openai_schema()["function"] for spec in load_tools("sql", (), PLANET_OSM)}
    assert "planet_osm_point, planet_osm_line, planet_osm_polygon" in specs["GenerateSQL"]["parameters"]["properties"]["sql"]["description"]
    assert "EPSG:3857" in specs["GenerateSQL"]["parameters"]["properties"]["sql"]["description"]
    assert "planet_osm_polygon" in specs["InspectSchema"]["parameters"]["properties"]["table"]["description"]
    assert "{sql_" not in str(specs)   # every placeholder filled
