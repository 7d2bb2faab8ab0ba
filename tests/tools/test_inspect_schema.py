"""InspectSchema on the real test database."""

from __future__ import annotations

from georeact.tools import inspect_schema as tool
from georeact.tools.base import invoke
from tests import independent as ind


def call(ctx, **args) -> tool.Result:
    return invoke(tool.run, tool.Result, ctx, tool.Input(**args))


def test_overview_lists_tables_counts_and_geometry_types(ctx) -> None:
    result = call(ctx)
    assert result.ok, result.error
    tables = {t.table: t for t in result.tables}
    assert set(tables) == {"pois", "roads", "parks", "lakes", "regions"}
    assert all(t.rows == sum(t.geometry_types.values()) > 0 for t in tables.values())
    assert set(tables["regions"].geometry_types) <= {"POLYGON", "MULTIPOLYGON"}
    assert {"POLYGON", "LINESTRING"} <= set(tables["lakes"].geometry_types)   # lakes and rivers
    assert tables["roads"].geometry_types["LINESTRING"] > 1000
    assert tables["pois"].name_column == "poi_name"
    # Liechtenstein's eleven municipalities (pyosmium) are all among the regions.
    municipalities = {a.name for a in ind.areas("liechtenstein", "admin_level", "8") if a.name}
    assert len(municipalities) == 11 and tables["regions"].rows > 11
    text = result.render()
    assert "regions:" in text and "POLYGON" in text


def test_table_columns_and_statistics(ctx) -> None:
    result = call(ctx, table="regions")
    assert result.ok, result.error
    cols = {c.name: c for c in result.columns}
    assert cols["admin_level"].type == "integer" and cols["geometry"].type == "geography"
    assert "administrative" in cols["border_type"].common_values
    assert cols["region_name"].null_frac == 0
    assert cols["tags"].common_keys  # jsonb: the frequent keys instead of whole documents
    assert "border_type" in result.render()


def test_requested_columns_only(ctx) -> None:
    result = call(ctx, table="pois", columns=["amenity", "tags"])
    cols = {c.name: c for c in result.columns}
    assert "restaurant" in cols["amenity"].common_values and len(cols["amenity"].common_values) <= 8
    assert cols["shop"].common_values is None and cols["shop"].null_frac is None
    assert any(k.startswith(("name:en ", "name:sv ", "name:fi ")) for k in cols["tags"].common_keys)


def test_unknown_table_and_column_list_valid_ones(ctx, table_checksum) -> None:
    before = table_checksum()
    result = call(ctx, table="users")
    assert not result.ok and "pois, roads, parks, lakes, regions" in result.error
    result = call(ctx, table="pois", columns=["amenity", "x\"; DROP TABLE pois; --"])
    assert not result.ok and "Valid columns:" in result.error and "poi_name" in result.error
    assert result.render().startswith("ERROR:")
    assert call(ctx, table=" Regions ").ok  # case and spaces forgiven
    assert table_checksum() == before
