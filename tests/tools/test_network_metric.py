"""CalculateMetric distance with a travel mode: the route along the streets (pgRouting) next to the geodesic.

Places are real OSM nodes read with pyosmium (tests/independent.py), looked up in the database by their OSM id,
so the straight-line check does not rely on the project's own import or SQL.
"""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from georeact.db.network import build_network
from georeact.geo.units import format_distance
from georeact.tools.metric import tool as cm
from georeact.tools.base import invoke
from georeact.tools.plan_route import network_distance
from tests import independent as ind

RUE_BOSIO = 94399437  # Monaco, highway=residential, oneway=yes (see tests/tools/test_network.py)

# (extract, OSM key of the nodes, from, to): named nodes in the four extracts, a few hundred metres to ~2 km apart
PAIRS = [
    ("liechtenstein", "tourism", "Skimuseum", "Wildschloss"),
    ("liechtenstein", "tourism", "Liechtensteinisches Landesmuseum Vaduz", "Park-Hotel Sonnenhof"),
    ("monaco", "tourism", "Jardin Exotique", "Grimaldi Forum"),
    ("helsinki", "tourism", "Havis Amanda", "Hotel Kämp"),
    ("neubrandenburg", "tourism", "Treptower-Tor-Turm", "Museum Stadtgeschichte"),
]


@pytest.fixture(scope="module")
def routable(owner_conn) -> None:
    if owner_conn.execute("SELECT to_regclass('network.edges')").fetchone()[0] is None:
        build_network(owner_conn)


def metric(ctx, **kwargs) -> cm.Result:
    return invoke(cm.run, cm.Result, ctx, cm.Input(**kwargs))


def node(extract: str, key: str, name: str) -> ind.Feature:
    found = [n for n in ind.nodes(extract, key) if n.name == name]
    assert len(found) == 1, (name, found)
    return found[0]


def handle_of(ctx, feature: ind.Feature) -> str:
    rows = ctx.db.query("SELECT id FROM pois WHERE osm_type = 'N' AND osm_id = %s", (feature.osm_id,)).rows
    assert len(rows) == 1, feature
    return f"pois:{rows[0][0]}"


def bosio_ends() -> tuple[str, str, float]:
    (way,) = [w for w in ind.ways("monaco", "highway") if w.osm_id == RUE_BOSIO]
    assert way.tags["oneway"] == "yes" and way.name == "Rue Bosio"
    (x0, y0), (x1, y1) = way.geometry.coords[0], way.geometry.coords[-1]
    return f"point:{x0},{y0}", f"point:{x1},{y1}", ind.geodesic_length(way.geometry)


@pytest.mark.parametrize("mode", ["walk", "drive"])
@pytest.mark.parametrize("extract, key, a, b", PAIRS)
def test_route_is_never_shorter_than_the_geodesic(ctx, routable, extract, key, a, b, mode):
    fa, fb = node(extract, key, a), node(extract, key, b)
    straight = ind.geodesic_distance(fa.geometry.x, fa.geometry.y, fb.geometry.x, fb.geometry.y)
    ha, hb = handle_of(ctx, fa), handle_of(ctx, fb)

    result = metric(ctx, metric="distance", anchor=ha, anchor_b=hb, mode=mode)
    assert result.ok, result.error
    assert result.mode == mode and result.unit == "m"
    assert result.geodesic_m == pytest.approx(straight, rel=1e-3, abs=0.5)   # both are points: node to node
    assert result.value >= straight - 0.5
    assert result.value < 3 * straight + 2500                                # a route, not an absurd detour
    # the typed answer is the route, the same leg plan_route computes
    leg = network_distance(ctx, ha, hb, mode)
    assert result.value == pytest.approx(leg.distance_m, abs=0.01)
    assert result.travel_time_s == pytest.approx(leg.duration_s, abs=0.1) and result.travel_time_s > 0
    answer = result.answer_value()
    assert answer.kind == "number" and answer.number == result.value and answer.unit == "m"
    verb = {"walk": "walking", "drive": "driving"}[mode]
    text = result.render()
    assert f"geodesic {format_distance(result.geodesic_m)}; {verb} route {format_distance(result.value)}, " in text
    assert "min (the answer is the route)" in text


def test_walking_takes_longer_than_driving_the_same_pair(ctx, routable):
    fa, fb = node("liechtenstein", "tourism", "Skimuseum"), node("liechtenstein", "tourism", "Wildschloss")
    ha, hb = handle_of(ctx, fa), handle_of(ctx, fb)
    walk = metric(ctx, metric="distance", anchor=ha, anchor_b=hb, mode="walk")
    drive = metric(ctx, metric="distance", anchor=ha, anchor_b=hb, mode="drive")
    assert walk.travel_time_s > drive.travel_time_s
    # on foot at 5 km/h: the time follows from the length
    assert walk.travel_time_s == pytest.approx(walk.value / (5 / 3.6), rel=0.01)


def test_names_resolve_and_polygons_use_a_point_on_them(ctx, routable):
    result = metric(ctx, metric="distance", anchor="Kunstmuseum Liechtenstein", anchor_b="Rathaus Vaduz", mode="walk")
    assert result.ok, result.error
    assert [r.name for r in result.resolved] == ["Kunstmuseum Liechtenstein", "Rathaus Vaduz"]
    assert 100 < result.value < 1500 and result.value >= result.geodesic_m
    assert any("a point on each place" in note for note in result.notes)   # the museum is a building polygon


def test_one_way_street_makes_the_driving_distance_depend_on_the_direction(ctx, routable):
    start, end, length = bosio_ends()
    forward = metric(ctx, metric="distance", anchor=start, anchor_b=end, mode="drive")
    backward = metric(ctx, metric="distance", anchor=end, anchor_b=start, mode="drive")
    assert forward.ok and backward.ok, (forward.error, backward.error)
    # the geodesic is the same both ways, the drive is not: with the traffic along the street, against it around the block
    assert forward.geodesic_m == pytest.approx(backward.geodesic_m, abs=0.01)
    assert forward.value == pytest.approx(length, rel=0.02)
    assert backward.value > forward.value + 50 and backward.travel_time_s > forward.travel_time_s
    assert "one-way" in forward.render()
    # on foot the one-way sign does not apply
    walk_there = metric(ctx, metric="distance", anchor=start, anchor_b=end, mode="walk")
    walk_back = metric(ctx, metric="distance", anchor=end, anchor_b=start, mode="walk")
    assert walk_there.value == pytest.approx(walk_back.value, abs=0.5)


def test_without_mode_the_answer_stays_geodesic(ctx, routable):
    start, end, _ = bosio_ends()
    result = metric(ctx, metric="distance", anchor=start, anchor_b=end)
    assert result.ok and result.mode is None and result.travel_time_s is None
    assert "route" not in result.render()


def test_unknown_place_is_a_clear_error(ctx, routable):
    result = metric(ctx, metric="distance", anchor="Ateneum", anchor_b="Xyzzy Qwertyplatz", mode="walk")
    assert not result.ok
    assert "unknown anchor_b 'Xyzzy Qwertyplatz'" in result.error and "ResolveLocation" in result.error
    assert result.render().startswith("ERROR: ")


def test_places_without_a_connecting_route_are_a_clear_error(ctx, routable):
    # Helsinki and Neubrandenburg: both on the network, but no street joins the two extracts
    havis = handle_of(ctx, node("helsinki", "tourism", "Havis Amanda"))
    tor = handle_of(ctx, node("neubrandenburg", "tourism", "Treptower-Tor-Turm"))
    result = metric(ctx, metric="distance", anchor=havis, anchor_b=tor, mode="walk")
    assert not result.ok
    assert "no walking route" in result.error and "straight-line (geodesic) distance is" in result.error
    assert "km" in result.error
    # the person is told why, without the model's instructions ('ask without mode')
    assert result.told.startswith("I found no walking route from ") and "do not join up" in result.told
    assert "In a straight line they are " in result.told and "mode" not in result.told


def test_a_place_far_from_any_road_is_named_as_why_there_is_no_drive(ctx, routable):
    # a summit of the Alps: the nearest road a car may use is more than MAX_SNAP_M away
    peaks = [n for n in ind.nodes("liechtenstein", "natural") if n.tags.get("natural") == "peak" and n.name]
    far = [peak for peak in peaks if ctx.db.query(
        "SELECT min(ST_Distance(e.geometry::geography, ST_SetSRID(ST_MakePoint(%s, %s), 4326)::geography)) "
        "FROM network.edges e WHERE e.cost_drive_s >= 0 OR e.reverse_cost_drive_s >= 0",
        (peak.geometry.x, peak.geometry.y)).rows[0][0] > 1500]
    assert far, "no Liechtenstein summit lies 1.5 km from a road"
    summit = far[0]
    town = handle_of(ctx, node("liechtenstein", "tourism", "Skimuseum"))
    result = metric(ctx, metric="distance", anchor=handle_of(ctx, summit), anchor_b=town, mode="drive")
    assert not result.ok
    assert f"{summit.name} is more than 1 km from a road a car can use" in result.told


def test_a_shorter_path_outside_the_first_box_is_searched_for():
    # every point from which the two ends are at most L apart in all lies inside the detour box
    from georeact.db.network import box_holds, detour_box, search_box
    from georeact.geo.geodesy import GEOD
    ends = [(-20.8, 64.75), (-20.0, 64.0)]
    straight = GEOD.inv(*ends[0], *ends[1])[2]
    length = 2.2 * straight
    box = detour_box(ends, length)
    assert not box_holds(search_box(ends), box)   # the first box cannot rule out a shorter path
    mid_lon, mid_lat = (ends[0][0] + ends[1][0]) / 2, (ends[0][1] + ends[1][1]) / 2
    azimuth = GEOD.inv(*ends[0], *ends[1])[0]
    for side in (azimuth - 90, azimuth + 90):
        # the widest point of the ellipse beside the line's middle: sum of distances = length
        lo, hi = 0.0, length
        for _ in range(60):
            reach = (lo + hi) / 2
            x, y, _ = GEOD.fwd(mid_lon, mid_lat, side, reach)
            total = GEOD.inv(*ends[0], x, y)[2] + GEOD.inv(x, y, *ends[1])[2]
            lo, hi = (reach, hi) if total < length else (lo, reach)
        x, y, _ = GEOD.fwd(mid_lon, mid_lat, side, lo * 0.999)
        assert box[0] <= x <= box[2] and box[1] <= y <= box[3]
    assert box_holds(search_box(ends, margin_m=straight), detour_box(ends, 1.3 * straight))


def test_a_mode_without_two_places_is_ignored_with_a_note(ctx):
    # Small models add mode= to any call: the metric still answers, and the note says the mode was dropped.
    result = metric(ctx, metric="nearest", feature="cafe", anchor="Ateneum", mode="walk")
    assert result.ok and result.mode is None and result.entities
    assert any("ignored mode=walk" in note for note in result.notes)
    result = metric(ctx, metric="distance", feature="cafe", anchor="Ateneum", mode="walk")
    assert result.ok and result.unit == "m" and result.geodesic_m is None
    assert any("ignored mode=walk" in note for note in result.notes)


def test_route_metric_words_and_modes():
    assert cm.Input(metric="network_distance", anchor="a", anchor_b="b").mode == "walk"
    args = cm.Input(metric="Driving distance", anchor="a", anchor_b="b")
    assert args.metric == "distance" and args.mode == "drive"
    assert cm.Input(metric="walking_distance", anchor="a", anchor_b="b", mode="bike").mode == "bike"
    assert cm.Input(metric="distance", anchor="a", anchor_b="b").mode is None
    with pytest.raises(ValidationError):
        cm.Input(metric="distance", anchor="a", anchor_b="b", mode="fly")


def test_a_bike_route_says_how_far_the_bike_is_pushed(ctx, routable):
    # between these two, the fastest way by bike crosses ways where cycling is not allowed (footways, a pedestrian
    # square, none tagged bicycle=yes in the extract): walked at walking speed, and said
    bike = metric(ctx, metric="distance", anchor="Kunstmuseum Liechtenstein", anchor_b="Rathaus Vaduz", mode="bike")
    assert bike.ok, bike.error
    assert bike.pushed_m is not None and 0 < bike.pushed_m < bike.value
    pushable = [w for w in ind.ways("liechtenstein", "highway")
                if w.tags["highway"] in ("footway", "pedestrian", "steps", "corridor", "platform")
                and w.tags.get("bicycle") not in ("yes", "designated", "permissive")]
    assert pushable   # the extract has such ways; the pushed metres lie on them
    for mode in ("walk", "drive"):   # only a cyclist pushes
        assert metric(ctx, metric="distance", anchor="Kunstmuseum Liechtenstein", anchor_b="Rathaus Vaduz",
                      mode=mode).pushed_m is None


def test_the_answer_says_the_bike_is_pushed(ctx, routable):
    from georeact.agent.sentences import _measured
    from georeact.reading import read

    reading = read("how far is it by bike from Kunstmuseum Liechtenstein to Rathaus Vaduz?")
    bike = metric(ctx, metric="distance", anchor="Kunstmuseum Liechtenstein", anchor_b="Rathaus Vaduz", mode="bike")
    said = _measured(reading, bike)
    assert f"pushing the bike for {format_distance(bike.pushed_m)} where cycling is not allowed" in said, said


def test_a_route_from_a_town_to_a_place_in_it_has_a_straight_line_between_its_ends(ctx, routable):
    """A town holds the museum: 0 m between the shapes says nothing of the trip; the straight line is the one between
    the two points the route joins, which is never longer than the route."""
    from tests.tools.test_the_only_kind import _in_vaduz

    assert any(f.name == "Kunstmuseum Liechtenstein" for f in _in_vaduz("tourism", "museum"))   # inside: the test means it
    result = metric(ctx, metric="distance", anchor="Vaduz", anchor_b="Kunstmuseum Liechtenstein", mode="walk")
    assert result.ok, result.error
    assert 1 < result.geodesic_m <= result.value
