"""Schema profiles: how the logical tables (pois, roads, parks, lakes, regions) map onto a database.

Tools never name physical tables or geometry columns directly: they ask the profile, so the same tool
runs on the GS-QA layout (five tables, geography 4326) and on other layouts.
"""

from __future__ import annotations

from pydantic import BaseModel

from georeact.errors import GeoReactError


class TableSpec(BaseModel):
    logical: str             # pois, roads, parks, lakes, regions
    relation: str            # physical table (or a subquery alias source)
    name_column: str
    geography: str = "geometry"   # SQL expression of type geography(…, 4326) over the relation's row
    category_columns: list[str] = []

    def geog(self, alias: str) -> str:
        """The geography expression for a row aliased `alias`."""
        return self.geography.replace("{t}", alias) if "{t}" in self.geography else f"{alias}.{self.geography}"


class SchemaProfile(BaseModel):
    name: str
    tables: dict[str, TableSpec]
    # Search order for place names (ResolveLocation).
    resolution_order: list[str] = ["pois", "parks", "lakes", "regions", "roads"]

    def table(self, logical: str) -> TableSpec:
        try:
            return self.tables[logical]
        except KeyError as exc:
            raise GeoReactError(f"unknown table {logical!r}; known: {', '.join(self.tables)}") from exc


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
)

PROFILES: dict[str, SchemaProfile] = {"gsqa": GSQA}


def get_profile(name: str) -> SchemaProfile:
    try:
        return PROFILES[name]
    except KeyError as exc:
        raise GeoReactError(f"unknown schema profile {name!r}; choose one of {', '.join(PROFILES)}") from exc
