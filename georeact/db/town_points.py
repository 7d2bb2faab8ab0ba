"""A city's or a town's node is a POI only where neither a region nor a station of its name stands for the town.

The style (styles/gsqa.lua) keeps every place node as a POI found by its name, so that a town a national extract maps
as a node alone ('drive from Eastbrook to Westbrook', 'restaurants in Eastbrook': within a radius of it) is found at
all. Where a region of the same name holds the node (the town's boundary, its place outline, the town of its
addresses), the region is the town; where the town's railway station carries its name nearby, the station is what
the name has always found and what 'nearest X to <town>' measures from (as GS-QA's layout does): the node would only
rival them. Run by the importer in the load's transaction, after the address towns are written.
"""

from __future__ import annotations

import psycopg

from georeact.db import catalog

TOWN_PLACES = ("city", "town")
NEAR_M = 5000.0   # a station of the town's name this near is the town's


def prune(conn: psycopg.Connection) -> int:
    """Drop the town and city nodes a region of their name holds, or a station of their name lies near (of any loaded
    file); returns how many."""
    if not (catalog.exists(conn, "public.pois") and catalog.exists(conn, "public.regions")):
        return 0
    return conn.execute("""
        DELETE FROM public.pois p
        WHERE p.tags->>'place' = ANY(%s) AND p.poi_name IS NOT NULL
          AND (EXISTS (SELECT 1 FROM public.regions r
                       WHERE r.region_name = p.poi_name AND ST_Covers(r.geometry, p.geometry))
               OR EXISTS (SELECT 1 FROM public.pois o
                          WHERE o.poi_name = p.poi_name AND o.id <> p.id
                            AND (o.tags->>'railway' IN ('station', 'halt') OR o.tags->>'public_transport' = 'station')
                            AND ST_DWithin(o.geometry, p.geometry, %s)))""",
                        (list(TOWN_PLACES), NEAR_M)).rowcount
