"""Schema profiles: how the logical tables (pois, roads, parks, lakes, regions) map onto a database.

Tools never name physical tables or geometry columns directly: they ask the profile, so the same tool
runs on the GS-QA layout (five tables, geography 4326) and on osm2pgsql's classic layout (planet_osm_*,
`way` in EPSG:3857; the logical tables are views in schema `planet_osm`, see georeact/db/planet_osm.py).

Two views of one database:
- `tables`: the logical tables the structured tools query (rows, names, a geography per row);
- `sql_tables`: the relations the model's own SQL may read (GenerateSQL/RefineSQL, InspectSchema). For
  GS-QA they are the same five tables; for planet_osm they are the three osm2pgsql tables, as MapQA's
  systems query them.
"""

from __future__ import annotations

from collections.abc import Container

from typing import Any

from pydantic import BaseModel

from georeact.db import catalog
from georeact.errors import GeoReactError

LOGICAL_TABLES = ("pois", "roads", "parks", "lakes", "regions")


# The tags that name a place another way: searched when no name matches ('Helsinki Cathedral' is the name:en of
# Helsingin tuomiokirkko).
VARIANT_TAGS = ["name:en", "name:de", "name:fr", "name:fi", "name:sv", "alt_name", "official_name", "short_name"]


def _column(key: str, columns: Container[str]) -> bool:
    return key in columns and key.isidentifier()


def variant_values(alias: str | None, columns: Container[str]) -> list[tuple[str, str]]:
    """(tag, SQL value) of each variant name of a row `alias` (None: unqualified, as in an index): a column when the
    table has one, else a key of `tags`."""
    ref = f"{alias}." if alias else ""
    return [(key, f"{ref}{key}" if _column(key, columns) else f"({ref}tags->>'{key}')") for key in VARIANT_TAGS]


def has_variant_sql(columns: Container[str], alias: str | None = None) -> str:
    """Whether a row has a variant name at all: the predicate of the `{table}_variant_names` partial index, which
    holds the few rows that have one (2,102 of 135,000 on the national extract)."""
    ref = f"{alias}." if alias else ""
    keys = ", ".join(f"'{key}'" for key in VARIANT_TAGS if not _column(key, columns))
    return "(" + " OR ".join([f"{ref}tags ?| ARRAY[{keys}]"]
                             + [f"{ref}{key} IS NOT NULL" for key in VARIANT_TAGS if _column(key, columns)]) + ")"


def folded_variants_sql(columns: Container[str], alias: str | None = None) -> str:
    """The row's variant names folded, as an array: the expression of the `{table}_variant_names` GIN index (partial
    on has_variant_sql), so that `… @> ARRAY[folded name]` finds the rows with a variant name by index."""
    return "ARRAY[" + ", ".join(f"public.georeact_fold({value})" for _, value in variant_values(alias, columns)) + "]"


class TableSpec(BaseModel):
    logical: str             # pois, roads, parks, lakes, regions
    relation: str            # physical table or view, optionally schema-qualified
    name_column: str
    geography: str = "geometry"   # SQL expression of type geography(…, 4326) over the relation's row
    category_columns: list[str] = []
    sources: list[str] = []   # for a view: the tables it reads (pg_stats has no statistics of a view)

    def geog(self, alias: str) -> str:
        """The geography expression for a row aliased `alias`."""
        return self.geography.replace("{t}", alias) if "{t}" in self.geography else f"{alias}.{self.geography}"


class SchemaProfile(BaseModel):
    name: str
    tables: dict[str, TableSpec]
    # Search order for place names (ResolveLocation).
    resolution_order: list[str] = ["pois", "parks", "lakes", "regions", "roads"]
    # What the model's own SQL sees: relation -> name column, the geometry column and its SRID
    # (4326 = geography in metres; anything else is a projected geometry the model must transform).
    sql_tables: dict[str, str]
    sql_geometry: str = "geometry"
    sql_srid: int = 4326
    sql_geometry_note: str   # one sentence for the tool descriptions
    load_command: str = "georeact db load"
    # The importer's own tables besides the data, where this layout has them: the map's "sea" and "buildings"
    # (georeact/db/background.py), the feature counts "tag_counts" and tag sets "tag_sets" (tag_counts.py) and
    # the loaded files' "extracts" (extracts.py). The tools and the map read one when the database holds it; the
    # model's SQL never sees them.
    derived: dict[str, str] = {}

    def table(self, logical: str) -> TableSpec:
        try:
            return self.tables[logical]
        except KeyError as exc:
            raise GeoReactError(f"unknown table {logical!r}; known: {', '.join(self.tables)}") from exc

    @property
    def projected(self) -> bool:
        return self.sql_srid != 4326

    def relations(self) -> list[str]:
        """Every relation the profile reads (logical tables and SQL tables)."""
        return list(dict.fromkeys([spec.relation for spec in self.tables.values()] + list(self.sql_tables)))

    def describe(self) -> dict[str, str]:
        """Values for the `{placeholders}` in tool descriptions."""
        return {"sql_tables": ", ".join(self.sql_tables), "sql_geometry_note": self.sql_geometry_note}


GSQA = SchemaProfile(
    name="gsqa",
    tables={
        "pois": TableSpec(logical="pois", relation="pois", name_column="poi_name",
                          category_columns=["amenity", "shop", "tourism", "leisure", "historic", "healthcare",
                                            "office", "craft", "cuisine", "sport", "religion", "emergency", "railway"]),
        "roads": TableSpec(logical="roads", relation="roads", name_column="road_name", category_columns=["highway"]),
        "parks": TableSpec(logical="parks", relation="parks", name_column="park_name",
                           category_columns=["leisure", "boundary", "tourism"]),
        "lakes": TableSpec(logical="lakes", relation="lakes", name_column="lake_name",
                           category_columns=["water", "waterway", "landuse"]),
        "regions": TableSpec(logical="regions", relation="regions", name_column="region_name",
                             category_columns=["border_type", "place", "boundary"]),
    },
    sql_tables={"pois": "poi_name", "roads": "road_name", "parks": "park_name", "lakes": "lake_name",
                "regions": "region_name"},
    sql_geometry_note="The `geometry` columns are geography: ST_Area/ST_Length/ST_Distance/ST_DWithin give metres.",
    derived={"sea": "sea", "buildings": "buildings", "tag_counts": "tag_counts", "tag_sets": "tag_sets",
             "extracts": "extracts"},
)

# osm2pgsql classic: the logical tables are views (schema planet_osm) over planet_osm_point/line/polygon with
# the same columns as GS-QA's, the name in `name` and the geography in `geometry`
# (= ST_Transform(way, 4326)::geography, which the GiST expression indexes cover).
_CLASSIC_SOURCES = {
    "pois": ["planet_osm_point", "planet_osm_line", "planet_osm_polygon"],
    "roads": ["planet_osm_line", "planet_osm_polygon"],
    "parks": ["planet_osm_polygon", "planet_osm_point"],   # named park nodes too (gsqa.lua)
    "lakes": ["planet_osm_polygon", "planet_osm_line"],
    "regions": ["planet_osm_polygon"],
}
PLANET_OSM = SchemaProfile(
    name="planet_osm",
    tables={logical: spec.model_copy(update={"relation": f"planet_osm.{logical}", "name_column": "name",
                                             "sources": _CLASSIC_SOURCES[logical]})
            for logical, spec in GSQA.tables.items()},
    sql_tables={"planet_osm_point": "name", "planet_osm_line": "name", "planet_osm_polygon": "name"},
    sql_geometry="way",
    sql_srid=3857,
    sql_geometry_note=("`way` is geometry in EPSG:3857 (Mercator units, not metres): ST_Transform(way, 4326)::geography "
                       "gives metres with ST_Area/ST_Length/ST_Distance/ST_DWithin and uses the index."),
    load_command="georeact db load --schema planet_osm",
)

PROFILES: dict[str, SchemaProfile] = {"gsqa": GSQA, "planet_osm": PLANET_OSM}


def get_profile(name: str) -> SchemaProfile:
    try:
        return PROFILES[name]
    except KeyError as exc:
        raise GeoReactError(f"unknown schema profile {name!r}; choose one of {', '.join(PROFILES)}") from exc


def check_tables(profile: SchemaProfile, conn: Any) -> None:
    """Raise a GeoReactError naming the load command when a relation of `profile` is missing.

    `conn` is any psycopg connection (the reader's is enough).
    """
    missing = [relation for relation in profile.relations() if not catalog.exists(conn, relation)]
    if missing:
        raise GeoReactError(f"schema profile {profile.name!r} needs {', '.join(missing)}, which the database does not "
                            f"have: load it with `{profile.load_command}`")
