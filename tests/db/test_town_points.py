"""A city's or a town's node is a POI only where neither a region nor a station of its name stands for the town
(db/town_points.py): a national extract maps most towns as a node alone, and each shipped town has its boundary or a
station of its name, which the name has always found (GS-QA's 'nearest X to <town>' measures from it)."""

from __future__ import annotations

import json

import pytest

from georeact.db import town_points
from tests import independent as ind

pytestmark = pytest.mark.changes_the_test_cluster   # edits its data for a while: alone


def test_every_shipped_town_node_stands_behind_its_region_or_station(owner_conn):
    shipped = [n.name for e in ind.EXTRACTS for n in ind.nodes(e, "place") if n.tags.get("place") in ("city", "town")]
    assert shipped   # (the extracts do map towns as nodes: the test means it)
    kept = owner_conn.execute("SELECT poi_name FROM public.pois WHERE tags->>'place' IN ('city', 'town')").fetchall()
    assert kept == []


@pytest.fixture
def two_towns(owner_conn):
    """Eastbrook, a town mapped as a node alone, and Westbrook, whose station carries its name 800 m from its node
    (far out at sea, where no shipped place is)."""
    rows = [("Eastbrook", {"place": "town"}, 0.0), ("Westbrook", {"place": "town"}, 0.2),
            ("Westbrook", {"railway": "station"}, 0.2072)]
    ids = []
    for i, (name, tags, lon) in enumerate(rows):
        (row_id,), = owner_conn.execute(
            "INSERT INTO public.pois (geometry, source, osm_type, osm_id, poi_name, tags) VALUES "
            "(ST_SetSRID(ST_MakePoint(%s, -40.0), 4326)::geography, 'test', 'N', %s, %s, %s::jsonb) RETURNING id",
            (lon, 9_000_000_000 + i, name, json.dumps({"name": name, **tags}))).fetchall()
        ids.append(row_id)
    try:
        yield ids
    finally:
        owner_conn.execute("DELETE FROM public.pois WHERE id = ANY(%s)", (ids,))


def test_a_town_known_only_by_its_node_is_kept_and_one_beside_its_station_is_dropped(two_towns, owner_conn):
    assert town_points.prune(owner_conn) == 1
    left = owner_conn.execute("SELECT poi_name, tags->>'place', tags->>'railway' FROM public.pois WHERE id = ANY(%s) "
                              "ORDER BY id", (two_towns,)).fetchall()
    assert left == [("Eastbrook", "town", None), ("Westbrook", None, "station")]
