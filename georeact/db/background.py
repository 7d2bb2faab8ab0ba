"""The map background's own tables, kept by the importer in each load's transaction: building footprints and the sea.

Neither is a data table (importer.DATA_TABLES): the tools and the model's SQL have no use for them; the offline
map (georeact/ui/basemap.py) draws them. Each row names the file it came from (`source`), so a reload replaces its
own rows. A database loaded by an older version lacks the tables, or has rows only for the files loaded since:
the map then draws no sea and no buildings there.

The sea is computed from the file's coastline (georeact/geo/coastline.py) within the extent the file's header
declares, else the extent of its data, and stored cut into pieces of at most MAX_VERTICES vertices, so that a
town's map clips a few small pieces, not a national sea with its thousands of islands.
"""

from __future__ import annotations

import psycopg
import shapely

from georeact.geo import Bbox, coastline

BUILDINGS, SEA = "buildings", "sea"
TABLES = (BUILDINGS, SEA)
MAX_VERTICES = 256

CREATE_SQL = f"""
CREATE TABLE IF NOT EXISTS public.{BUILDINGS} (
    osm_type char(1) NOT NULL,
    osm_id bigint NOT NULL,
    source text NOT NULL,
    kind text,                                -- the building tag's value: yes, house, apartments, church ...
    geom geometry(Geometry, 4326) NOT NULL
);
CREATE TABLE IF NOT EXISTS public.{SEA} (
    source text NOT NULL,
    geom geometry(Polygon, 4326) NOT NULL
);
CREATE INDEX IF NOT EXISTS {SEA}_geom_gist ON public.{SEA} USING gist (geom);
"""
BUILDINGS_GIST = f"{BUILDINGS}_geom_gist"


def refresh(conn: psycopg.Connection, source: str, extent: Bbox | None) -> dict[str, int]:
    """Replace the rows of `source` from the staging tables of its load; `extent` is the file's header bbox (None:
    the staged data's). Returns the rows written per table. Runs in the caller's transaction."""
    conn.execute(CREATE_SQL)
    return {BUILDINGS: _buildings(conn, source), SEA: _sea(conn, source, extent)}


def _buildings(conn: psycopg.Connection, source: str) -> int:
    # One row per OSM object, as in the data tables: the file's old rows go, and so does a building another file
    # loaded before, which now comes from this one (a hash join; staging holds each object once).
    conn.execute(f"DELETE FROM public.{BUILDINGS} WHERE source = %s", (source,))
    conn.execute(f"DELETE FROM public.{BUILDINGS} b USING staging.buildings s "
                 f"WHERE s.osm_type = b.osm_type AND s.osm_id = b.osm_id")
    staged = conn.execute("SELECT count(*) FROM staging.buildings").fetchone()[0]
    held = conn.execute(f"SELECT count(*) FROM public.{BUILDINGS}").fetchone()[0]
    if 2 * staged >= held:   # as the merge does: an index built after a bulk insert costs a fraction of a kept-up one
        conn.execute(f"DROP INDEX IF EXISTS public.{BUILDINGS_GIST}")
    # no validity filter (0.2 s on a country): every staged footprint of the five extracts is valid, and the map
    # would draw one that is not
    inserted = conn.execute(f"INSERT INTO public.{BUILDINGS} (osm_type, osm_id, source, kind, geom) "
                            f"SELECT osm_type, osm_id, %s, kind, geom FROM staging.buildings", (source,)).rowcount
    conn.execute(f"CREATE INDEX IF NOT EXISTS {BUILDINGS_GIST} ON public.{BUILDINGS} USING gist (geom)")
    return inserted


def _sea(conn: psycopg.Connection, source: str, extent: Bbox | None) -> int:
    conn.execute(f"DELETE FROM public.{SEA} WHERE source = %s", (source,))
    lines = list(shapely.from_wkb([row[0] for row in conn.execute("SELECT ST_AsBinary(geom) FROM staging.coastline")]))
    if not lines:
        return 0
    pieces = coastline.sea(lines, extent or _staged_extent(conn), MAX_VERTICES)
    if not pieces:
        return 0
    return conn.execute(f"INSERT INTO public.{SEA} (source, geom) SELECT %s, ST_GeomFromWKB(g, 4326) "
                        f"FROM unnest(%s::bytea[]) g", (source, [piece.wkb for piece in pieces])).rowcount


def _staged_extent(conn: psycopg.Connection) -> Bbox:
    """The extent of everything the load staged (a file whose header has no bbox, e.g. one cut by a polygon)."""
    tables = [row[0] for row in conn.execute("SELECT table_name FROM information_schema.columns "
                                             "WHERE table_schema = 'staging' AND column_name = 'geom'")]
    union = " UNION ALL ".join(f'SELECT ST_Extent(geom)::geometry AS e FROM staging."{table}"' for table in tables)
    west, south, east, north = conn.execute(
        f"SELECT ST_XMin(b), ST_YMin(b), ST_XMax(b), ST_YMax(b) FROM (SELECT ST_Extent(e) AS b FROM ({union}) x) y"
    ).fetchone()
    return (west, south, east, north)
