"""The routable network built from the real roads, checked against pyosmium + pyproj ground truth."""

from __future__ import annotations

from itertools import permutations

import pytest
from shapely.geometry import LineString

from georeact.db.network import WALK_KMH, NetworkSummary, build_network, points_sql, snap_points
from georeact.tools.plan_route import access_seconds
from georeact.tools.plan_route import network_distance
from tests import independent

pytestmark = pytest.mark.changes_the_test_cluster   # loads, rebuilds or edits its data for a while: alone

# Real named tourism nodes in and around Vaduz (2013 extract), read with pyosmium, not through our tables.
VADUZ_NAMES = ["Schloss Vaduz", "Liechtensteinisches Landesmuseum Vaduz", "Skimuseum", "Wildschloss",
               "Landhaus am Giessen", "Park-Hotel Sonnenhof"]
RUE_BOSIO = 94399437  # Monaco, highway=residential, oneway=yes (checked below from the .pbf)


@pytest.fixture(scope="module")
def summary(owner_conn) -> NetworkSummary:
    return build_network(owner_conn)


@pytest.fixture(scope="module")
def vaduz_places() -> dict[str, tuple[float, float]]:
    found = {n.name: (n.geometry.x, n.geometry.y) for n in independent.nodes("liechtenstein", "tourism")
             if n.name in VADUZ_NAMES}
    assert set(found) == set(VADUZ_NAMES)
    return found


def test_build_reports_counts_and_is_repeatable(owner_conn, summary):
    assert summary.edges > 20_000 and summary.vertices > 15_000
    assert summary.edges_by_mode["walk"] > summary.edges_by_mode["drive"] > 10_000
    assert summary.oneway_drive_edges > 1_000
    again = build_network(owner_conn)   # drop & recreate gives the same graph
    assert (again.edges, again.vertices, again.edges_by_mode) == (summary.edges, summary.vertices, summary.edges_by_mode)


def test_reader_role_can_read_the_network(db, summary):
    rows = db.query("SELECT count(*) FROM network.edges").rows
    assert rows[0][0] == summary.edges
    assert db.query("SELECT count(*) FROM network.vertices").rows[0][0] == summary.vertices


def test_edges_cover_the_roads_they_come_from(owner_conn, summary):
    # Splitting at shared nodes must neither lose nor duplicate road length.
    edge_m, road_m = owner_conn.execute("""
        SELECT (SELECT sum(length_m) FROM network.edges),
               (SELECT sum(ST_Length(CASE WHEN GeometryType(r.geometry::geometry) = 'POLYGON'
                         THEN ST_ExteriorRing(r.geometry::geometry)::geography ELSE r.geometry END))
                FROM public.roads r WHERE r.id IN (SELECT DISTINCT road_id FROM network.edges))""").fetchone()
    assert abs(edge_m - road_m) / road_m < 1e-3


def test_edges_end_at_vertices_and_costs_are_consistent(owner_conn, summary):
    bad = owner_conn.execute("""
        SELECT count(*) FROM network.edges e
        JOIN network.vertices s ON s.id = e.source JOIN network.vertices t ON t.id = e.target
        WHERE NOT ST_Equals(ST_StartPoint(e.geometry), s.geom) OR NOT ST_Equals(ST_EndPoint(e.geometry), t.geom)
           OR (e.cost_walk_s >= 0 AND abs(e.cost_walk_s - e.length_m / (5 / 3.6)) > 1e-6)
           OR (e.highway IN ('footway', 'steps', 'pedestrian', 'path', 'cycleway')
               AND (e.cost_drive_s >= 0 OR e.reverse_cost_drive_s >= 0))
           OR (e.highway IN ('motorway', 'motorway_link') AND (e.cost_walk_s >= 0 OR e.cost_bike_s >= 0))""").fetchone()[0]
    assert bad == 0


def test_junctions_are_shared_nodes(owner_conn, summary):
    # Rue Bosio's two ends are junctions in the .pbf; both are network vertices with several edges.
    (way,) = [w for w in independent.ways("monaco", "highway") if w.osm_id == RUE_BOSIO]
    for lon, lat in (way.geometry.coords[0], way.geometry.coords[-1]):
        degree = owner_conn.execute("""
            SELECT count(*) FROM network.edges e JOIN network.vertices v ON v.id IN (e.source, e.target)
            WHERE v.geom = ST_SetSRID(ST_MakePoint(%s, %s), 4326)""", (lon, lat)).fetchone()[0]
        assert degree >= 2


def test_snapping_lands_near_the_place(ctx, summary, vaduz_places):
    snaps = snap_points(ctx.db, list(vaduz_places.values()), "walk")
    assert all(snap is not None and snap.snap_m < 150 for snap in snaps)
    drive = snap_points(ctx.db, list(vaduz_places.values()), "drive")
    assert all(snap is not None for snap in drive)


@pytest.mark.parametrize("mode", ["walk", "drive"])
def test_network_distance_is_never_shorter_than_geodesic(ctx, summary, vaduz_places, mode):
    for a, b in permutations(VADUZ_NAMES, 2):
        pa, pb = vaduz_places[a], vaduz_places[b]
        leg = network_distance(ctx, pa, pb, mode)
        assert leg is not None, (a, b)
        straight = independent.geodesic_distance(*pa, *pb)
        assert leg.distance_m >= straight - 0.5, (a, b, leg.distance_m, straight)
        # no absurd detours (driving down from the castle hill takes the 2 km serpentine road)
        assert leg.distance_m < 3 * straight + 2500, (a, b, leg.distance_m, straight)
        assert leg.duration_s > 0
        coords = leg.geometry["coordinates"]
        assert coords[0] == [round(pa[0], 6), round(pa[1], 6)] and coords[-1] == [round(pb[0], 6), round(pb[1], 6)]


# The same snapped points routed here by pgRouting with costs written in this test: a car's usable edges weighed
# by their length or by their time (the road classes' guessed speeds); each step's cost is a share of its edge's
# weight, so the path's metres and seconds are those shares of the edges' lengths and times.
_DRIVE_WEIGHT = {"length": "{e}.length_m", "time": "greatest({e}.cost_drive_s, {e}.reverse_cost_drive_s)"}


def _drive_path(ctx, snaps, by: str) -> tuple[float, float]:
    """(metres, seconds) of the best drive path between two snaps when edges weigh `by`."""
    weight = _DRIVE_WEIGHT[by]
    edges = (f"SELECT id, source, target, CASE WHEN cost_drive_s >= 0 THEN {weight.format(e='n')} ELSE -1 END "
             f"AS cost, CASE WHEN reverse_cost_drive_s >= 0 THEN {weight.format(e='n')} ELSE -1 END AS reverse_cost "
             f"FROM network.edges n")
    share = f"w.cost / {weight.format(e='e')}"
    row = ctx.db.query(f"""SELECT sum({share} * e.length_m), sum({share} * {_DRIVE_WEIGHT['time'].format(e='e')})
                           FROM pgr_withPoints(%s, %s, %s, %s, true) w JOIN network.edges e ON e.id = w.edge
                           WHERE w.edge >= 0 AND e.length_m > 0""",
                       (edges, points_sql(snaps), snaps[0].node, snaps[1].node)).rows[0]
    return float(row[0] or 0.0), float(row[1] or 0.0)


def test_a_drive_takes_the_shortest_road_path_timed_along_its_roads(ctx, summary, vaduz_places):
    # The road distance is the shortest path a car may take, not the fastest under guessed speeds (which detours
    # onto main roads for seconds the guess alone gives); its time is those roads' speeds along it.
    shorter_than_fastest = 0
    for a, b in permutations(VADUZ_NAMES, 2):
        pa, pb = vaduz_places[a], vaduz_places[b]
        leg = network_distance(ctx, pa, pb, "drive")
        snaps = snap_points(ctx.db, [pa, pb], "drive")
        metres, seconds = _drive_path(ctx, snaps, "length")
        assert leg.network_m == pytest.approx(metres, abs=1.0), (a, b)
        walked = access_seconds(snaps[0]) + access_seconds(snaps[1])
        assert leg.duration_s == pytest.approx(seconds + walked, abs=1.0), (a, b)
        fastest_m, _ = _drive_path(ctx, snaps, "time")
        assert leg.network_m <= fastest_m + 1.0, (a, b)
        shorter_than_fastest += fastest_m > leg.network_m + 10
    assert shorter_than_fastest > 0   # the choice matters somewhere in Vaduz


def test_walking_is_symmetric(ctx, summary, vaduz_places):
    a, b = vaduz_places["Skimuseum"], vaduz_places["Wildschloss"]
    there, back = network_distance(ctx, a, b, "walk"), network_distance(ctx, b, a, "walk")
    assert there.distance_m == pytest.approx(back.distance_m, abs=0.5)


def test_one_way_street_makes_driving_asymmetric(ctx, summary):
    (way,) = [w for w in independent.ways("monaco", "highway") if w.osm_id == RUE_BOSIO]
    assert way.tags["oneway"] == "yes" and way.name == "Rue Bosio"
    start, end = way.geometry.coords[0], way.geometry.coords[-1]
    length = independent.geodesic_length(way.geometry)
    forward = network_distance(ctx, start, end, "drive")
    backward = network_distance(ctx, end, start, "drive")
    # With the traffic: straight along the street. Against it: a detour around the block, longer and slower.
    assert forward.network_m == pytest.approx(length, rel=0.01)
    assert backward.network_m > forward.network_m + 50
    assert backward.duration_s > forward.duration_s
    # On foot the one-way sign does not apply.
    walk_there, walk_back = network_distance(ctx, start, end, "walk"), network_distance(ctx, end, start, "walk")
    assert walk_there.network_m == pytest.approx(walk_back.network_m, abs=0.5)
    assert walk_there.network_m <= length + 0.5


def test_bike_respects_oneway_too(ctx, summary):
    """Against a one-way street the bike is pushed (walking speed), never ridden: the metres pushed are said."""
    (way,) = [w for w in independent.ways("monaco", "highway") if w.osm_id == RUE_BOSIO]
    assert "oneway:bicycle" not in way.tags and not way.tags.get("cycleway", "").startswith("opposite")
    start, end = way.geometry.coords[0], way.geometry.coords[-1]
    length = independent.geodesic_length(way.geometry)
    forward, backward = network_distance(ctx, start, end, "bike"), network_distance(ctx, end, start, "bike")
    assert backward.duration_s > forward.duration_s
    assert forward.pushed_m == pytest.approx(0.0, abs=0.5)   # ridden with the traffic
    # against it: never more than walking the whole street back, and what is walked is said as pushed
    # against it: round the block, or pushed back along it, whichever is sooner; never slower than pushing it all
    assert backward.duration_s <= length / (WALK_KMH / 3.6) + 1.0
    # a few metres back against it: pushed there, every metre said, rather than ridden round the block
    a, b = way.geometry.coords[1], way.geometry.coords[2]
    step = independent.geodesic_length(LineString([a, b]))
    back = network_distance(ctx, b, a, "bike")
    assert 0 < back.network_m <= step + 1.0   # straight back along it, no detour
    assert back.pushed_m == pytest.approx(back.network_m, abs=0.5)
    assert back.duration_s >= back.network_m / (WALK_KMH / 3.6) - 0.5   # at walking speed


def test_handles_work_and_unknown_mode_is_rejected(ctx, summary):
    landesmuseum = ctx.db.query("SELECT id FROM pois WHERE poi_name = 'Liechtensteinisches Landesmuseum Vaduz'").rows[0][0]
    kunstmuseum = ctx.db.query("SELECT id FROM pois WHERE poi_name = 'Kunstmuseum Liechtenstein'").rows[0][0]
    leg = network_distance(ctx, f"pois:{landesmuseum}", f"pois:{kunstmuseum}", "walk")
    assert leg is not None and 100 < leg.distance_m < 1000
    with pytest.raises(ValueError):
        network_distance(ctx, f"pois:{landesmuseum}", f"pois:{kunstmuseum}", "fly")  # type: ignore[arg-type]


GRAPH = {
    "edges": "SELECT road_id, ST_AsText(geometry), round(length_m::numeric, 3), round(cost_walk_s::numeric, 3),"
             " round(reverse_cost_drive_s::numeric, 3), round(cost_bike_s::numeric, 3) FROM network.edges ORDER BY 1, 2",
    "vertices": "SELECT ST_AsText(geom), walk_comp_size, bike_comp_size, drive_comp_size FROM network.vertices ORDER BY 1",
}


def test_a_file_beside_the_others_is_appended_and_gives_the_graph_a_whole_build_gives(owner_conn, summary):
    """A town loaded beside the others cannot touch their graph: its own is built and appended (ids after the
    rest), and the graph is the one a whole build makes, edge for edge and component for component."""
    from georeact.db.network import _can_append
    monaco = independent.EXTRACTS["monaco"].name
    whole = {name: owner_conn.execute(query).fetchall() for name, query in GRAPH.items()}
    assert not _can_append(owner_conn, monaco)   # its roads are in the graph: a reload rebuilds it whole
    try:
        # the graph as it was before Monaco's load: without its edges, vertices and record
        owner_conn.execute("DELETE FROM network.edges e USING public.roads r WHERE r.id = e.road_id AND r.source = %s",
                           (monaco,))
        owner_conn.execute("DELETE FROM network.vertices v WHERE NOT EXISTS (SELECT 1 FROM network.edges e "
                           "WHERE v.id IN (e.source, e.target))")
        owner_conn.execute("DELETE FROM network.built_from WHERE file = %s", (monaco,))
        last = owner_conn.execute("SELECT max(id) FROM network.edges").fetchone()[0]
        assert _can_append(owner_conn, monaco)
        built = build_network(owner_conn, source=monaco)
        appended = owner_conn.execute(
            "SELECT min(e.id) FROM network.edges e JOIN public.roads r ON r.id = e.road_id WHERE r.source = %s",
            (monaco,)).fetchone()[0]
        assert appended > last and built.appended   # appended, not rebuilt (a whole build numbers edges by road)
        assert not summary.appended
        assert (built.edges, built.vertices, built.edges_by_mode) == (summary.edges, summary.vertices,
                                                                      summary.edges_by_mode)
        assert {name: owner_conn.execute(query).fetchall() for name, query in GRAPH.items()} == whole
    finally:
        build_network(owner_conn)   # as the other tests found it
