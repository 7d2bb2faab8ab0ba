"""The regions cut into small pieces (ST_Subdivide), indexed: which regions hold a point is then an index lookup
and a test on a piece of at most MAX_VERTICES vertices, not on a national region's polygon of up to a megabyte
(the name search labels every match with the regions that hold it: on the national extract that test took about
half of each search). Kept by the importer in the load's transaction; a database without the table (loaded by an
older version, the planet_osm layout, someone else's GS-QA tables) is searched the slower way."""

from __future__ import annotations

import psycopg

TABLE = "region_pieces"
MAX_VERTICES = 256

CREATE_SQL = f"""
CREATE TABLE IF NOT EXISTS public.{TABLE} (
    region_id bigint NOT NULL,
    area float8 NOT NULL,                     -- the whole region's planar area (degrees²): smallest first
    piece geometry(Geometry, 4326) NOT NULL
);
CREATE INDEX IF NOT EXISTS {TABLE}_piece_gist ON public.{TABLE} USING gist (piece);
CREATE INDEX IF NOT EXISTS {TABLE}_region_id ON public.{TABLE} (region_id);
"""


def refresh(conn: psycopg.Connection, source: str) -> int:
    """Cut the regions `source` brought (and any region without pieces yet); drop the pieces of regions that are
    gone or were reloaded. Returns the pieces written. Runs in the caller's transaction."""
    conn.execute(CREATE_SQL)
    conn.execute(f"DELETE FROM public.{TABLE} p WHERE p.region_id IN (SELECT id FROM public.regions WHERE source = %s)"
                 f" OR NOT EXISTS (SELECT 1 FROM public.regions r WHERE r.id = p.region_id)", (source,))
    return conn.execute(
        f"INSERT INTO public.{TABLE} (region_id, area, piece) "
        f"SELECT r.id, ST_Area(r.geometry::geometry), ST_Subdivide(r.geometry::geometry, {MAX_VERTICES}) "
        f"FROM public.regions r WHERE r.source = %s "
        f"OR NOT EXISTS (SELECT 1 FROM public.{TABLE} p WHERE p.region_id = r.id)", (source,)).rowcount
