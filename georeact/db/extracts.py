"""What each loaded extract covers: its bounding box, the towns its addresses name most and its largest regions,
written by the importer in the load's transaction. The tools say this when a place is not in the data, and the
name search uses the towns on approximate matches; read from here they cost an index lookup, not a read of every
geometry on a process's first such answer (136 ms on a national extract)."""

from __future__ import annotations

import psycopg

from georeact.db import catalog

TABLE = "extracts"
NAMED = 5   # towns and regions kept per extract, most first

CREATE_SQL = f"""
CREATE TABLE IF NOT EXISTS public.{TABLE} (
    source text PRIMARY KEY,      -- the extract's file, as in the data tables' `source`
    south float8, west float8, north float8, east float8,
    towns text[] NOT NULL,        -- addr:city of its POIs, most often named first
    regions text[] NOT NULL       -- its largest named regions, largest first
)"""


def refresh(conn: psycopg.Connection, source: str, tables: list[str]) -> None:
    """Describe `source` from its rows in `tables` (the data tables, regions and pois among them), in the caller's
    transaction."""
    conn.execute(CREATE_SQL)
    boxes = " UNION ALL ".join(f"SELECT ST_Extent(geometry::geometry) AS box FROM public.{table} WHERE source = %(s)s"
                               for table in tables)
    conn.execute(f"""
        INSERT INTO public.{TABLE} (source, south, west, north, east, towns, regions)
        SELECT %(s)s, ST_YMin(b.box), ST_XMin(b.box), ST_YMax(b.box), ST_XMax(b.box),
          coalesce((SELECT array_agg(city ORDER BY n DESC, city) FROM (
                      SELECT addr_city AS city, count(*) AS n FROM public.pois
                      WHERE source = %(s)s AND addr_city ~ '[[:alpha:]]{{2}}'
                      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT {NAMED}) c), '{{}}'),
          coalesce((SELECT array_agg(name ORDER BY area DESC, name) FROM (
                      SELECT region_name AS name, max(ST_Area(geometry::geometry)) AS area FROM public.regions
                      WHERE source = %(s)s AND region_name IS NOT NULL
                      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT {NAMED}) r), '{{}}')
        FROM (SELECT ST_Extent(box) AS box FROM ({boxes}) u) b
        ON CONFLICT (source) DO UPDATE SET south = EXCLUDED.south, west = EXCLUDED.west, north = EXCLUDED.north,
          east = EXCLUDED.east, towns = EXCLUDED.towns, regions = EXCLUDED.regions""", {"s": source})


def missing(conn: psycopg.Connection, sources: list[str]) -> list[str]:
    """The loaded files not described yet (a database loaded before this table existed)."""
    if not catalog.exists(conn, f"public.{TABLE}"):
        return list(sources)
    described = {row[0] for row in conn.execute(f"SELECT source FROM public.{TABLE}").fetchall()}
    return [source for source in sources if source not in described]
