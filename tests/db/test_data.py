"""The loaded data, checked against independent computation (pyosmium + shapely + pyproj)."""

from __future__ import annotations

import psycopg
import pytest
from shapely import wkt

from georeact.db import importer
from georeact.reading.pointed_at import is_pointed_at
from georeact.db.session import owner_url
from tests import independent

pytestmark = pytest.mark.changes_the_test_cluster   # loads, rebuilds or edits its data for a while: alone


def test_row_counts_are_plausible(db):
    counts = {table: db.query(f"SELECT count(*) FROM {table}").rows[0][0] for table in importer.DATA_TABLES}
    assert 4_000 < counts["pois"] < 14_000   # (9,529 with the gates, the bollards and the settlement nodes; 12,307
                                             # with single trees and street lamps)
    assert 12_000 < counts["roads"] < 20_000
    assert 40 < counts["parks"] < 120
    assert 500 < counts["lakes"] < 900
    assert 60 < counts["regions"] < 150


def test_liechtenstein_has_eleven_municipalities(db):
    rows = db.query(
        "SELECT r.region_name FROM regions r, regions li WHERE li.region_name = 'Liechtenstein' "
        "AND li.admin_level = 2 AND r.admin_level = 8 "
        "AND ST_Covers(li.geometry::geometry, ST_PointOnSurface(r.geometry::geometry))"
    ).rows
    names = sorted(row[0] for row in rows)
    assert len(names) == 11
    assert "Vaduz" in names and "Schaan" in names and "Balzers" in names


def test_area_of_vaduz_matches_independent_reader(db):
    (from_db,) = db.query("SELECT ST_Area(geometry) FROM regions WHERE region_name = 'Vaduz' AND admin_level = 8").rows[0]
    (vaduz,) = [a for a in independent.areas("liechtenstein", "boundary", "administrative") if a.name == "Vaduz"]
    expected = independent.geodesic_area(vaduz.geometry)
    assert vaduz.geometry.geom_type == "MultiPolygon"  # Vaduz has exclaves
    assert abs(from_db - expected) / expected < 0.005


def test_length_of_a_waterway_matches_independent_reader(db):
    rows = db.query("SELECT osm_id, ST_Length(geometry), ST_AsText(geometry) FROM lakes "
                    "WHERE osm_type = 'W' AND waterway = 'river' AND source LIKE 'neubrandenburg%' "
                    "ORDER BY ST_Length(geometry) DESC LIMIT 3").rows
    assert rows
    truth = {w.osm_id: w for w in independent.ways("neubrandenburg", "waterway", "river")}
    for osm_id, length, _ in rows:
        expected = independent.geodesic_length(truth[osm_id].geometry)
        assert abs(length - expected) / expected < 0.001


def test_a_named_building_or_structure_is_a_place_found_by_its_name(db):
    """People name a building ('Lasipalatsi'), a pier or a peak as they name a cafe: each is a POI though no amenity
    or shop tag makes it one, and the kind stays in its tags."""
    poi_keys = ("amenity", "shop", "tourism", "leisure", "historic", "healthcare", "office", "craft", "emergency",
                "highway", "place", "boundary", "landuse", "waterway", "water", "public_transport", "railway")
    named = [f for key in ("building", "man_made", "natural") for read in (independent.nodes, independent.areas)
             for f in read("helsinki", key) if f.name and not any(k in f.tags for k in poi_keys) and
             f.tags.get("natural") not in ("water", "coastline")]
    assert len(named) >= 20
    found = {row[0] for row in db.query("SELECT osm_id FROM pois WHERE poi_name = ANY(%s)",
                                        ([f.name for f in named],)).rows}
    missing = [f for f in named if f.osm_id not in found]
    assert not missing, missing[:5]
    power = [f for read in (independent.nodes, independent.areas) for f in read("neubrandenburg", "power")
             if f.name and f.tags["power"] in ("plant", "generator", "substation")]
    found = {(row[0], row[1]) for row in db.query("SELECT osm_id, coalesce(tags->>'power', '') FROM pois "
                                                 "WHERE poi_name = ANY(%s)", ([f.name for f in power],)).rows}
    # a power station is a place people name; a substation is most often named after its street or village
    assert {f.osm_id for f in power if f.tags["power"] != "substation"} == {i for i, p in found if p in ("plant", "generator")}
    substations = {f.osm_id for f in power if f.tags["power"] == "substation" and not any(
        key in f.tags for key in ("building", "man_made", "amenity"))}
    assert substations and not substations & {i for i, p in found if p == "substation"}
    building = next(f for f in named if "building" in f.tags and not is_pointed_at(f.tags))
    kind, column = db.query("SELECT tags->>'building', building FROM pois WHERE osm_id = %s", (building.osm_id,)).rows[0]
    # its kind in its tags, not in the column kinds of place read: found by its name, never counted as a kind
    assert (kind, column) == (building.tags["building"], None)


def test_a_named_node_with_no_kind_is_a_place_unless_it_says_it_is_something_else(db):
    """A gallery tagged with only its name and address, a bar with only its cuisine: people name them as they name a
    cafe, so they are POIs found by their name. A town's name on its city-limit signs or on an old settlement import,
    a stop, a planned or closed place are not. Place nodes are POIs too: a spot (a square, a locality) and a
    village or district mapped only as a node (a suburb, a neighbourhood), which people go from and to; a city's or a
    town's node is not (its name is a region's, or a station's)."""
    kinds = ("amenity", "shop", "tourism", "leisure", "historic", "healthcare", "office", "craft", "emergency",
             "highway", "place", "boundary", "landuse", "waterway", "water", "railway", "public_transport",
             "building", "man_made", "club", "natural", "aeroway")
    untyped = [f for extract in independent.EXTRACTS for f in independent.nodes(extract, "name")
               if not any(k in f.tags for k in kinds)]
    signs = [f for f in untyped if "traffic_sign" in f.tags or "is_in" in f.tags]
    something_else = ("network", "bus", "tram", "train", "subway", "barrier", "power", "route", "entrance", "indoor",
                      "building:part", "proposed", "construction", "disused", "abandoned", "demolished", "was",
                      "closed", "destination")
    plain = [f for f in untyped if f not in signs and not any(k in f.tags for k in something_else)
             and not any(key.split(":")[0] in something_else or key.startswith(("openGeoDB:", "opengeodb:"))
                         for key in f.tags if ":" in key)]
    spots = [f for extract in independent.EXTRACTS for f in independent.nodes(extract, "place")
             if f.name and f.tags["place"] in ("locality", "square")]
    settlements = [f for extract in independent.EXTRACTS for f in independent.nodes(extract, "place")
                   if f.name and f.tags["place"] in ("village", "hamlet", "suburb", "neighbourhood")]
    towns = [f for extract in independent.EXTRACTS for f in independent.nodes(extract, "place")
             if f.name and f.tags["place"] in ("town", "city")]
    assert len(plain) >= 30 and len(signs) >= 5 and len(spots) >= 5 and len(settlements) >= 20 and len(towns) >= 3
    loaded = {(t, i) for t, i in db.query("SELECT osm_type, osm_id FROM pois WHERE osm_type = 'N'",
                                          max_rows=50_000).rows}
    assert not [f for f in plain + spots + settlements if ("N", f.osm_id) not in loaded][:5]
    assert not [f for f in signs + towns if ("N", f.osm_id) in loaded][:5]
    # a shop tagged as the land use it is in ('landuse=retail' on a node, with its website)
    shops = [f for f in independent.nodes("neubrandenburg", "landuse")
             if f.name and not any(k in f.tags for k in kinds if k != "landuse")]
    assert shops and all(("N", f.osm_id) in loaded for f in shops)
    # found by its name, counted as no kind of place
    gallery = next(f for f in plain if "addr:street" in f.tags)
    assert db.query("SELECT amenity, shop, building FROM pois WHERE osm_type = 'N' AND osm_id = %s",
                    (gallery.osm_id,)).rows == [(None, None, None)]


def test_pois_keep_their_real_geometry(db):
    kinds = dict(db.query("SELECT GeometryType(geometry), count(*) FROM pois GROUP BY 1").rows)
    assert kinds["POINT"] > 1000
    assert kinds.get("POLYGON", 0) + kinds.get("MULTIPOLYGON", 0) > 100
    (geom,) = db.query("SELECT ST_AsText(geometry) FROM pois WHERE poi_name = 'Ateneum'").rows[0]
    assert wkt.loads(geom).geom_type in ("Polygon", "MultiPolygon", "Point")


def test_names_are_trigram_indexed_and_folded(db):
    rows = db.query("SELECT region_name FROM regions WHERE georeact_fold(region_name) = georeact_fold('MONACO-VILLE')").rows
    assert rows
    plan = "\n".join(row[0] for row in db.query(
        "EXPLAIN SELECT * FROM pois WHERE georeact_fold(poi_name) % 'ateneum'").rows)
    assert "pois_name_trgm" in plan


def test_skipped_relations_are_counted(owner_conn):
    rows = dict(owner_conn.execute("SELECT file, max(skipped) FROM georeact_meta.loads GROUP BY file").fetchall())
    # Neubrandenburg's city relation is cut at the extract's edge and cannot be assembled.
    assert rows["neubrandenburg-2016-02.osm.pbf"] > 0


def test_loading_twice_does_not_duplicate(settings, db):
    before = {t: db.query(f"SELECT count(*) FROM {t}").rows[0][0] for t in importer.DATA_TABLES}
    vaduz_id = db.query("SELECT id FROM regions WHERE region_name = 'Vaduz'").rows[0][0]
    summary = importer.load_file(independent.EXTRACTS["liechtenstein"], owner_url(settings),
                                 reader_role="georeact_reader", log=lambda message: None)
    after = {t: db.query(f"SELECT count(*) FROM {t}").rows[0][0] for t in importer.DATA_TABLES}
    assert summary.already_loaded
    assert before == after
    # Row ids survive a reload, so handles such as regions:<id> stay valid.
    assert db.query("SELECT id FROM regions WHERE region_name = 'Vaduz'").rows[0][0] == vaduz_id


@pytest.mark.parametrize("statement", [
    "INSERT INTO pois (osm_type, osm_id, geometry) VALUES ('N', 1, 'POINT(0 0)')",
    "UPDATE pois SET poi_name = 'x'",
    "DELETE FROM roads",
    "CREATE TABLE evil (a int)",
    "CREATE TEMP TABLE evil (a int)",
    "DROP TABLE lakes",
])
def test_reader_role_cannot_write(settings, statement, table_checksum):
    before = table_checksum()
    reader = settings.database_url or __import__("georeact.db.session", fromlist=["reader_url"]).reader_url(settings)
    with psycopg.connect(reader, autocommit=True) as conn:
        # Even after switching its own session out of read-only mode, privileges still refuse.
        conn.execute("SET default_transaction_read_only = off")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(statement)
    assert table_checksum() == before


def test_traffic_lights_and_speed_cameras_are_places_to_count(db):
    """Points on a road people count ('how many traffic lights does X have'): POIs by their highway tag."""
    for kind in ("traffic_signals", "speed_camera"):
        expected = {f.osm_id for extract in independent.EXTRACTS for f in independent.nodes(extract, "highway", kind)}
        found = {row[0] for row in db.query("SELECT osm_id FROM pois WHERE osm_type = 'N' AND highway = %s", (kind,),
                                            max_rows=5_000).rows}
        assert expected and found == expected, kind


def test_a_named_cemetery_or_shopping_area_is_a_place_found_by_its_name(db):
    """'How big is X Cemetery', 'who operates X Yard': a named area whose land use is a place people go to is a POI
    (not residential land, named after its district)."""
    areas = [f for kind in ("cemetery", "construction") for f in independent.areas("monaco", "landuse", kind) if f.name]
    assert {f.tags["landuse"] for f in areas} == {"cemetery", "construction"}   # (a building site: a development)
    loaded = {(t, i) for t, i in db.query("SELECT osm_type, osm_id FROM pois", max_rows=50_000).rows}
    assert all((f.osm_type, f.osm_id) in loaded for f in areas)
    residential = [f for f in independent.areas("neubrandenburg", "landuse", "residential")
                   if f.name and not any(k in f.tags for k in ("amenity", "shop", "building", "leisure", "tourism"))]
    assert residential and not any((f.osm_type, f.osm_id) in loaded for f in residential)


def test_a_named_park_mapped_as_a_point_is_a_park(db):
    """A park some import mapped as a node (leisure=park from a gazetteer, often a recreation centre's) is a park
    to count, find and measure to, with no area: it is in parks as a point; an unnamed one is no place to name."""
    nodes = [f for extract in independent.EXTRACTS for f in independent.nodes(extract, "leisure", "park")]
    named = {f.osm_id for f in nodes if f.name}
    assert named
    found = {row[0] for row in db.query("SELECT osm_id FROM parks WHERE osm_type = 'N' "
                                        "AND GeometryType(geometry::geometry) = 'POINT'", max_rows=5_000).rows}
    assert found == named
    assert not db.query("SELECT 1 FROM pois WHERE osm_type = 'N' AND osm_id = ANY(%s)", ([*named],)).rows
