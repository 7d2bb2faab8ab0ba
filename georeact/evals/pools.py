"""What the generator may pick from: unambiguous named anchors, regions, categories, filters.

Everything is read once, ordered by id, so a seed always sees the same lists. "Unambiguous" means the
folded name occurs once in its table (a name shared by two rows cannot anchor a question).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pyproj import Geod

from georeact.db.session import Database

GEOD = Geod(ellps="WGS84")
POI_CATEGORY_COLUMNS = ("amenity", "tourism", "shop", "leisure", "historic")
# Every key that puts a row in pois (docs/schema.md): an anchor's own category is the first one it has.
ANCHOR_CATEGORY_COLUMNS = POI_CATEGORY_COLUMNS + ("healthcare", "office", "craft", "emergency", "railway",
                                                 "public_transport")


@dataclass(frozen=True)
class Place:
    table: str
    id: int
    osm_type: str
    osm_id: int
    name: str
    lat: float
    lon: float
    source: str
    column: str | None = None        # its own category, e.g. amenity
    value: str | None = None         # e.g. cafe
    city: str | None = None
    is_point: bool = True

    @property
    def handle(self) -> str:
        return f"{self.table}:{self.id}"


@dataclass(frozen=True)
class Category:
    table: str
    column: str
    value: str
    named: int
    total: int


@dataclass
class Pools:
    anchors: list[Place] = field(default_factory=list)          # point POIs with a unique name
    parks: list[Place] = field(default_factory=list)            # parks with a unique name
    regions: list[Place] = field(default_factory=list)          # regions with a unique name
    categories: list[Category] = field(default_factory=list)    # POI categories with enough named rows
    filters: list[tuple[Category, str]] = field(default_factory=list)  # (category, cuisine)
    columns: dict[str, set[str]] = field(default_factory=dict)  # real columns per table

    def by_source(self, source: str) -> list[Place]:
        return [place for place in self.anchors if place.source == source]


def distance_m(a: Place, b: Place) -> float:
    return GEOD.inv(a.lon, a.lat, b.lon, b.lat)[2]


def azimuth(a: Place, b: Place) -> float:
    return GEOD.inv(a.lon, a.lat, b.lon, b.lat)[0] % 360


def _rows(db: Database, sql: str) -> list[dict[str, Any]]:
    result = db.query(sql, max_rows=100_000)
    return [dict(zip(result.columns, row)) for row in result.rows]


def load_pools(db: Database, vocabulary: dict[str, Any]) -> Pools:
    pools = Pools()
    for row in _rows(db, "SELECT table_name, column_name FROM information_schema.columns "
                         "WHERE table_schema = 'public' AND table_name IN ('pois','roads','parks','lakes','regions')"):
        pools.columns.setdefault(row["table_name"], set()).add(row["column_name"])
    columns = [c for c in ANCHOR_CATEGORY_COLUMNS if c in pools.columns.get("pois", set())]
    category = "COALESCE(" + ", ".join(f"CASE WHEN {c} IS NOT NULL THEN '{c}' END" for c in columns) + ")"
    value = "COALESCE(" + ", ".join(columns) + ")"
    # Names counted once per table with hash joins (a correlated count per row took minutes on a busy machine).
    unique = """
        WITH poi_names AS (SELECT georeact_fold(poi_name) AS f, count(*) AS n FROM pois GROUP BY 1),
             park_names AS (SELECT georeact_fold(park_name) AS f, count(*) AS n FROM parks GROUP BY 1),
             region_names AS (SELECT georeact_fold(region_name) AS f, count(*) AS n FROM regions GROUP BY 1),
             road_names AS (SELECT DISTINCT georeact_fold(road_name) AS f FROM roads)
    """
    for row in _rows(db, f"""{unique}
        SELECT id, osm_type, osm_id, poi_name AS name, addr_city AS city, source, {category} AS column, {value} AS value,
               ST_Y(geometry::geometry) AS lat, ST_X(geometry::geometry) AS lon
        FROM pois p JOIN poi_names u ON u.f = georeact_fold(p.poi_name) AND u.n = 1
        WHERE poi_name IS NOT NULL AND GeometryType(geometry::geometry) = 'POINT' AND {value} IS NOT NULL
          AND poi_name !~ '[;|]' AND length(poi_name) >= 3
          -- a POI named like a street, park or region ("Bulevardi" the tram stop) is not a clear anchor
          AND NOT EXISTS (SELECT 1 FROM road_names q WHERE q.f = georeact_fold(p.poi_name))
          AND NOT EXISTS (SELECT 1 FROM park_names q WHERE q.f = georeact_fold(p.poi_name))
          AND NOT EXISTS (SELECT 1 FROM region_names q WHERE q.f = georeact_fold(p.poi_name))
        ORDER BY id"""):
        pools.anchors.append(Place(table="pois", **row))
    for row in _rows(db, f"""{unique}
        SELECT id, osm_type, osm_id, park_name AS name, source, 'leisure' AS column, leisure AS value,
               ST_Y(ST_Centroid(geometry::geometry)) AS lat, ST_X(ST_Centroid(geometry::geometry)) AS lon
        FROM parks p JOIN park_names u ON u.f = georeact_fold(p.park_name) AND u.n = 1
        WHERE park_name IS NOT NULL AND leisure IS NOT NULL AND ST_Dimension(geometry::geometry) = 2
          AND NOT EXISTS (SELECT 1 FROM poi_names q WHERE q.f = georeact_fold(p.park_name))
        ORDER BY id"""):
        pools.parks.append(Place(table="parks", is_point=False, **row))
    # Helsinki's city blocks are cadastral units nobody asks about, and a town known only by its addresses
    # (db/address_towns.py) has no OSM object a gold could be computed from; everything else named once may be one.
    for row in _rows(db, f"""{unique}
        SELECT id, osm_type, osm_id, region_name AS name, source, 'admin_level' AS column,
               coalesce(admin_level::text, border_type) AS value,
               ST_Y(ST_PointOnSurface(geometry::geometry)) AS lat, ST_X(ST_PointOnSurface(geometry::geometry)) AS lon
        FROM regions r JOIN region_names u ON u.f = georeact_fold(r.region_name) AND u.n = 1
        WHERE region_name IS NOT NULL AND coalesce(border_type, '') <> 'city_block' AND osm_type <> 'A'
        ORDER BY id"""):
        pools.regions.append(Place(table="regions", is_point=False, **row))
    excluded = set(vocabulary.get("poi_excluded_values") or [])
    for column in vocabulary.get("poi_columns") or POI_CATEGORY_COLUMNS:
        for row in _rows(db, f"""
            SELECT {column} AS value, count(poi_name) AS named, count(*) AS total FROM pois
            WHERE {column} IS NOT NULL GROUP BY {column} HAVING count(poi_name) >= 3 ORDER BY {column}"""):
            if row["value"] not in excluded and ";" not in row["value"]:
                pools.categories.append(Category("pois", column, row["value"], row["named"], row["total"]))
    cuisines = tuple(vocabulary.get("cuisine_values") or [])
    for row in _rows(db, """
        SELECT amenity, cuisine, count(*) AS n FROM pois
        WHERE amenity IN ('restaurant', 'cafe', 'fast_food') AND cuisine IS NOT NULL AND poi_name IS NOT NULL
        GROUP BY amenity, cuisine ORDER BY amenity, cuisine"""):
        for cuisine in cuisines:
            if cuisine in row["cuisine"].split(";") and row["n"] >= 1:
                base = next((c for c in pools.categories if c.column == "amenity" and c.value == row["amenity"]), None)
                if base is not None and (base, cuisine) not in pools.filters:
                    pools.filters.append((base, cuisine))
    return pools
