"""A town an extract knows only by its addresses is a region (db/address_towns.py).

None of the shipped extracts lacks its main town's boundary, so Schaan's region is renamed for the test: Schaan is
then known only by the 15 places whose `addr:city` says Schaan, as in the Heidelberg, Baltimore and Singapore
extracts (cut from their towns by a box). Restored afterwards.
"""

from __future__ import annotations

import pytest

from georeact.db import address_towns, region_pieces
from georeact.tools.toolbox import Toolbox

pytestmark = pytest.mark.changes_the_test_cluster   # loads, rebuilds or edits its data for a while: alone

SOURCE = "liechtenstein-2013-08-03.osm.pbf"


@pytest.fixture
def schaan_by_addresses_only(owner_conn):
    owner_conn.execute("UPDATE public.regions SET region_name = 'Schaan (renamed for a test)' "
                       "WHERE region_name = 'Schaan'")
    try:
        assert address_towns.missing(owner_conn, [SOURCE]) == [SOURCE]
        added = address_towns.refresh(owner_conn, SOURCE)
        region_pieces.refresh(owner_conn, "")
        yield added
    finally:
        owner_conn.execute("DELETE FROM public.regions WHERE osm_type = %s", (address_towns.OSM_TYPE,))
        owner_conn.execute("UPDATE public.regions SET region_name = 'Schaan' "
                           "WHERE region_name = 'Schaan (renamed for a test)'")
        region_pieces.refresh(owner_conn, "")


def test_the_town_is_the_outline_of_the_places_its_addresses_name(schaan_by_addresses_only, owner_conn):
    assert schaan_by_addresses_only == 1   # Schaan (15 addresses); Vaduz and the others keep their regions
    (name, place, outside), = owner_conn.execute(
        "SELECT r.region_name, r.place, (SELECT count(*) FROM public.pois p WHERE p.source = r.source "
        "AND p.addr_city = 'Schaan' AND NOT ST_Covers(r.geometry, p.geometry)) "
        "FROM public.regions r WHERE r.osm_type = %s", (address_towns.OSM_TYPE,)).fetchall()
    assert (name, place, outside) == ("Schaan", "town", 0)
    assert address_towns.missing(owner_conn, [SOURCE]) == []   # once added, the town is named by its own region


def test_a_question_about_the_town_counts_inside_it(schaan_by_addresses_only, owner_conn, settings, db):
    box = Toolbox(settings, db)
    found = box.call("ResolveLocation", {"name": "Schaan"})
    assert found.ok and found.best.handle.startswith("regions:") and found.best.name == "Schaan"
    counted = box.call("CalculateMetric", {"metric": "count", "feature": "restaurant", "region": "Schaan"})
    (inside,), = owner_conn.execute(
        "SELECT count(*) FROM public.pois p JOIN public.regions r ON r.osm_type = %s "
        "AND ST_Intersects(p.geometry, r.geometry) WHERE p.amenity = 'restaurant'", (address_towns.OSM_TYPE,)
    ).fetchall()
    assert counted.ok and counted.value == inside > 0


def test_a_town_a_feature_is_named_after_is_left_to_that_feature(owner_conn):
    """Schaan with its region: nothing is added (the boundary is the town), and nothing is left to add on a start."""
    assert address_towns.missing(owner_conn, [SOURCE]) == []
    assert address_towns.refresh(owner_conn, SOURCE) == 0


def test_a_town_nearly_every_address_names_is_the_whole_extract(owner_conn, monkeypatch):
    """An extract cut by a box from inside one town: a place without an address at the box's edge is in the town as
    much as the shop beside it. Schaan is named by well over a third of the addresses; with the share lowered to
    that, it is such a town, and its outline holds every place and street of the extract."""
    (share,), = owner_conn.execute(
        "SELECT count(*) FILTER (WHERE addr_city = 'Schaan')::float / count(*) FROM public.pois "
        "WHERE source = %s AND addr_city ~ '[[:alpha:]]{2}'", (SOURCE,)).fetchall()
    assert 0.3 < share < address_towns.SOLE_SHARE   # as loaded, the outline of its addresses only
    monkeypatch.setattr(address_towns, "SOLE_SHARE", share - 0.01)
    owner_conn.execute("UPDATE public.regions SET region_name = 'Schaan (renamed for a test)' "
                       "WHERE region_name = 'Schaan'")
    try:
        assert address_towns.refresh(owner_conn, SOURCE) == 1
        (outside,), = owner_conn.execute(
            "SELECT count(*) FROM public.pois p, public.regions r WHERE r.osm_type = %s AND p.source = %s "
            # (planar: the hull is drawn on the plane; over this 60 km extract a geodesic edge bows past its buffer)
            "AND NOT ST_Covers(r.geometry::geometry, p.geometry::geometry)", (address_towns.OSM_TYPE, SOURCE)).fetchall()
        (without_address,), = owner_conn.execute(
            "SELECT count(*) FROM public.pois WHERE source = %s AND addr_city IS NULL", (SOURCE,)).fetchall()
        assert outside == 0 and without_address > 100
    finally:
        owner_conn.execute("DELETE FROM public.regions WHERE osm_type = %s", (address_towns.OSM_TYPE,))
        owner_conn.execute("UPDATE public.regions SET region_name = 'Schaan' "
                           "WHERE region_name = 'Schaan (renamed for a test)'")
