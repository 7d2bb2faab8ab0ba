"""Towns an extract knows only by its addresses, kept as regions: the outline of the places whose address names them.

An extract cut from a town by a box (Heidelberg's old town, Baltimore's harbour, Singapore's bayfront) has no
boundary and no place node of the town it is of, so "how many restaurants in Heidelberg" found no region and "in
Baltimore" was taken for a bar named 'Smaltimore'. A town that at least MIN_PLACES of the extract's places give as
their `addr:city`, and that no feature of the data is named, becomes a row of `regions`: the convex hull of those
places widened by BUFFER_M, `place` = 'town', `osm_type` = 'A' (no OSM object is behind it). When at least
SOLE_SHARE of the extract's addresses name the one town, the box was cut from inside it, and the town is the outline
of all the extract's places and streets: a fountain or bus stop without an address, at the box's edge, is in the town
as much as the shop beside it (the hull of the addresses alone left up to three quarters of such a box out of
"in <town>"). Written by the importer in the load's transaction, after the
merge (which removes a reloaded file's rows, these among them).
"""

from __future__ import annotations

import psycopg

from georeact.db import catalog

OSM_TYPE = "A"        # no OSM object: the outline of the addresses that name the town
MIN_PLACES = 10       # fewer: a typo or a neighbouring town a few addresses name
BUFFER_M = 100.0      # the places at the edge lie inside it, not on it
SOLE_SHARE = 0.95     # of the addresses naming a town: the extract lies within that town
NAME_COLUMNS = {"pois": "poi_name", "roads": "road_name", "parks": "park_name", "lakes": "lake_name",
                "regions": "region_name"}
# (a settlement's own place node, a POI since it is found by its name, names the town it is: no rival)
_NOT_ITSELF = {"pois": " AND NOT n.tags ? 'place'"}
_NAMED = " OR ".join(f"EXISTS (SELECT 1 FROM public.{table} n WHERE n.{column} = c.city{_NOT_ITSELF.get(table, '')})"
                     for table, column in NAME_COLUMNS.items())
# The source's towns known only by their addresses, each with its outline. A town once added is named by its own
# region, so it is no longer one of them: the same statement says what to write and whether anything is left to.
_TOWNS = f"""
    SELECT c.city, ST_Buffer(ST_ConvexHull(ST_Collect(p.geometry::geometry))::geography, %(buffer)s) AS outline
    FROM (SELECT addr_city AS city, count(*) >= %(share)s * (SELECT count(*) FROM public.pois
            WHERE source = %(s)s AND addr_city ~ '[[:alpha:]]{{2}}') AS sole
          FROM public.pois WHERE source = %(s)s AND addr_city ~ '[[:alpha:]]{{2}}'
          GROUP BY 1 HAVING count(*) >= %(least)s) c
    JOIN (SELECT addr_city, geometry FROM public.pois WHERE source = %(s)s
          UNION ALL SELECT NULL, geometry FROM public.roads WHERE source = %(s)s) p
      ON p.addr_city = c.city OR (c.sole AND p.addr_city IS DISTINCT FROM c.city)
    WHERE NOT ({_NAMED})
    GROUP BY c.city
    HAVING ST_GeometryType(ST_ConvexHull(ST_Collect(p.geometry::geometry))) = 'ST_Polygon'"""


def _params(source: str) -> dict[str, object]:
    return {"type": OSM_TYPE, "s": source, "buffer": BUFFER_M, "least": MIN_PLACES, "share": SOLE_SHARE}


def refresh(conn: psycopg.Connection, source: str) -> int:
    """Write the address towns of `source` (replacing its earlier ones); returns how many. In the caller's
    transaction."""
    if not all(catalog.exists(conn, f"public.{table}") for table in NAME_COLUMNS):
        return 0
    conn.execute("DELETE FROM public.regions WHERE source = %s AND osm_type = %s", (source, OSM_TYPE))
    return conn.execute(f"""
        INSERT INTO public.regions (osm_type, osm_id, region_name, place, tags, geometry, source)
        SELECT %(type)s, abs(hashtextextended(%(s)s || '/' || t.city, 0)), t.city, 'town',
               jsonb_build_object('name', t.city, 'place', 'town'), t.outline, %(s)s
        FROM ({_TOWNS}) t
        ON CONFLICT (osm_type, osm_id) DO UPDATE SET region_name = EXCLUDED.region_name,
          geometry = EXCLUDED.geometry, source = EXCLUDED.source""", _params(source)).rowcount


def missing(conn: psycopg.Connection, sources: list[str]) -> list[str]:
    """The loaded files with a town known only by its addresses and not yet a region (a database loaded before
    they were kept). Read only: run on every start, it writes nothing when there is nothing to add."""
    if not all(catalog.exists(conn, f"public.{table}") for table in NAME_COLUMNS):
        return []
    return [source for source in sources
            if conn.execute(f"SELECT EXISTS ({_TOWNS})", _params(source)).fetchone()[0]]
