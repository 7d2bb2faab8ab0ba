"""Planar copies of the regions, kept by the importer in the load's transaction beside the data:

- `region_pieces`: the regions cut into small pieces (ST_Subdivide), indexed: which regions hold a point is then an
  index lookup and a test on a piece of at most MAX_VERTICES vertices, not on a national region's polygon of up to
  a megabyte (the name search labels every match with the regions that hold it: on the national extract that test
  took about half of each search).
- `region_shapes`: each region whole, as a geometry stored out of line. "Every lake in this municipality" tests
  each candidate against one polygon, and PostGIS keeps that polygon prepared between calls only cheaply when it
  arrives as a stored (TOAST) value: a polygon cast from the geography in the statement is compared byte by byte
  with the cached one on every call (the largest municipality of the national extract, 14,153 vertices: 3 µs a
  call, the lakes of its box 16 -> 10 ms).

A database without them (loaded by an older version, the planet_osm layout, someone else's GS-QA tables) is
searched the slower way."""

from __future__ import annotations

import psycopg

from georeact.db import catalog

TABLE = "region_pieces"
SHAPES = "region_shapes"
MAX_VERTICES = 256

CREATE_SQL = f"""
CREATE TABLE IF NOT EXISTS public.{TABLE} (
    region_id bigint NOT NULL,
    area float8 NOT NULL,                     -- the whole region's planar area (degrees²): smallest first
    piece geometry(Geometry, 4326) NOT NULL
);
-- SP-GiST: which pieces' boxes hold a point, 5 µs a lookup where the GiST index (kept up by load after load) took
-- 22 µs on the national extract's 3,701 pieces, whose boxes overlap
DROP INDEX IF EXISTS public.{TABLE}_piece_gist;
CREATE INDEX IF NOT EXISTS {TABLE}_piece_spgist ON public.{TABLE} USING spgist (piece);
CREATE INDEX IF NOT EXISTS {TABLE}_region_id ON public.{TABLE} (region_id);
CREATE TABLE IF NOT EXISTS public.{SHAPES} (
    region_id bigint PRIMARY KEY,
    shape geometry(Geometry, 4326) NOT NULL
);
-- out of line and uncompressed: read as a TOAST pointer, which PostGIS's cache recognises in O(1)
ALTER TABLE public.{SHAPES} ALTER COLUMN shape SET STORAGE EXTERNAL;
"""


def refresh(conn: psycopg.Connection, source: str) -> int:
    """Cut and copy the regions `source` brought (and any region without pieces or shape yet); drop those of regions
    that are gone or were reloaded. Returns the pieces written. Runs in the caller's transaction."""
    conn.execute(CREATE_SQL)
    stale = "region_id IN (SELECT id FROM public.regions WHERE source = %(source)s)" \
            " OR NOT EXISTS (SELECT 1 FROM public.regions r WHERE r.id = region_id)"
    missing = "r.source = %(source)s OR NOT EXISTS (SELECT 1 FROM public.{table} p WHERE p.region_id = r.id)"
    conn.execute(f"DELETE FROM public.{SHAPES} WHERE {stale}", {"source": source})
    conn.execute(f"INSERT INTO public.{SHAPES} (region_id, shape) SELECT r.id, r.geometry::geometry "
                 f"FROM public.regions r WHERE {missing.format(table=SHAPES)}", {"source": source})
    conn.execute(f"DELETE FROM public.{TABLE} WHERE {stale}", {"source": source})
    return conn.execute(
        f"INSERT INTO public.{TABLE} (region_id, area, piece) "
        f"SELECT r.id, ST_Area(r.geometry::geometry), ST_Subdivide(r.geometry::geometry, {MAX_VERTICES}) "
        f"FROM public.regions r WHERE {missing.format(table=TABLE)}", {"source": source}).rowcount


def missing(conn: psycopg.Connection) -> bool:
    """Whether a database lacks either table or the pieces' index (loaded before they existed)."""
    return not all(catalog.exists(conn, f"public.{name}") for name in (TABLE, SHAPES, f"{TABLE}_piece_spgist"))
