"""PlanRoute on the real extracts: optimal orders (vs brute force), time windows, budgets, unknown names,
and the two product questions (Vaduz museums; Monaco in 3 hours)."""

from __future__ import annotations

from itertools import permutations

import pytest
from pydantic import ValidationError

from georeact.db import network
from georeact.db.network import build_network
from georeact.tools import plan_route as pr
from georeact.tools.base import invoke
from tests import independent


@pytest.fixture(scope="module")
def routable(owner_conn) -> None:
    if owner_conn.execute("SELECT to_regclass('network.edges')").fetchone()[0] is None:
        build_network(owner_conn)


def plan(ctx, **kwargs) -> pr.Result:
    return invoke(pr.run, pr.Result, ctx, pr.Input(**kwargs))


def poi(ctx, name: str, source: str) -> str:
    rows = ctx.db.query("SELECT id FROM pois WHERE poi_name = %s AND source LIKE %s ORDER BY id",
                        (name, f"{source}%")).rows
    assert rows, name
    return f"pois:{rows[0][0]}"


def pois_around(ctx, source: str, center: str, radius_m: float, count: int) -> list[str]:
    """`count` named POIs near a named one, spread over the osm_id order (deterministic, data-driven)."""
    rows = ctx.db.query("""
        SELECT p.id FROM pois p, pois c
        WHERE c.poi_name = %s AND c.source LIKE %s AND p.source = c.source AND p.poi_name IS NOT NULL
          AND p.id <> c.id AND ST_DWithin(p.geometry, c.geometry, %s)
        ORDER BY p.osm_type, p.osm_id""", (center, f"{source}%", radius_m)).rows
    step = max(1, len(rows) // count)
    return [f"pois:{row[0]}" for row in rows[::step][:count]]


def brute_force(problem: pr.TourProblem) -> int:
    free = [i for i in range(problem.size) if i not in (problem.start, problem.end)]
    tail = [problem.end] if problem.end is not None else []
    return min(pr.tour_cost(problem, [problem.start, *perm, *tail]) for perm in permutations(free))


def matrix_problem(ctx, handles: list[str], mode: str, end: int | None) -> pr.TourProblem:
    places = [pr.pick(pr.candidates(ctx, h, None), None, set()).place for h in handles]
    matrix = pr.build_matrix(ctx, [(p.lon, p.lat) for p in places], mode)
    assert not matrix.fallback  # all on the network: the comparison is about the solver
    return pr.TourProblem(seconds=[[round(s) for s in row] for row in matrix.seconds], start=0, end=end)


# -- the solver against brute force on real matrices ---------------------------------------------------

@pytest.mark.parametrize("source, center, mode, end", [
    ("liechtenstein", "Rathaus Vaduz", "walk", 0),          # round trip, symmetric
    ("neubrandenburg", "Friedländer Tor", "drive", None),   # open tour, one-way streets: asymmetric
    ("monaco", "Musée Océanographique", "bike", 6),         # fixed, different end
])
def test_solver_matches_brute_force_optimum(ctx, routable, source, center, mode, end):
    handles = [poi(ctx, center, source), *pois_around(ctx, source, center, 2500, 6)]
    assert len(handles) == 7
    problem = matrix_problem(ctx, handles, mode, end)
    order = pr.solve_tour(problem)
    assert order is not None and order[0] == 0 and sorted(set(order)) == list(range(7))
    if end is not None:
        assert order[-1] == end
    assert pr.tour_cost(problem, order) == brute_force(problem)


def test_drive_matrix_is_asymmetric_somewhere(ctx, routable):
    handles = [poi(ctx, "Friedländer Tor", "neubrandenburg"), *pois_around(ctx, "neubrandenburg", "Friedländer Tor", 2500, 6)]
    problem = matrix_problem(ctx, handles, "drive", None)
    assert any(problem.seconds[i][j] != problem.seconds[j][i] for i in range(7) for j in range(i))


# -- the two product questions -----------------------------------------------------------------------

def test_vaduz_museums_walking_tour_from_the_town_hall(ctx, routable):
    result = plan(ctx, stops=["Kunstmuseum", "Postmuseum", "Landesmuseum"], start="Rathaus", context="Vaduz")
    assert result.ok, result.error
    assert result.order[0] == result.order[-1] == "Rathaus Vaduz"
    assert set(result.order[1:-1]) == {"Kunstmuseum Liechtenstein", "Postmuseum",
                                       "Liechtensteinisches Landesmuseum Vaduz"}
    # the order is the best of the 6 possible ones, measured with network_distance leg by leg
    handles = {v.name: v.handle for v in result.visits}
    museums = [handles[name] for name in result.order[1:-1]]

    def walk_time(order: list[str]) -> float:
        stops = [handles["Rathaus Vaduz"], *order, handles["Rathaus Vaduz"]]
        return sum(pr.network_distance(ctx, a, b, "walk").duration_s for a, b in zip(stops, stops[1:]))

    best = min(walk_time(list(p)) for p in permutations(museums))
    assert walk_time(museums) == pytest.approx(best, abs=2)
    # the legs follow the streets: at least the straight line, and they join up for the map
    assert len(result.legs) == 4
    for leg in result.legs:
        coords = leg.geometry["coordinates"]
        (ax, ay), (bx, by) = coords[0], coords[-1]
        assert leg.on_network and leg.distance_m >= independent.geodesic_distance(ax, ay, bx, by) - 0.5
    for first, second in zip(result.legs, result.legs[1:]):
        assert first.geometry["coordinates"][-1] == second.geometry["coordinates"][0]
    assert 500 < result.total_distance_m < 3000
    text = result.render()
    assert "Kunstmuseum Liechtenstein" in text and "coordinates" not in text and "47.1" not in text
    assert result.feature_collection()["features"][0]["geometry"]["type"] == "LineString"


MONACO = ["Musée Océanographique", "Palais Princier de Monaco", "Casino de Monte Carlo", "Jardin Exotique",
          "Cathédrale Notre-Dame-Immaculée"]


def test_monaco_three_hours_from_ten(ctx, routable):
    result = plan(ctx, stops=MONACO, context="Monaco", start_time="10:00", time_budget_min=180, service_min=45,
                  round_trip=False)
    assert result.ok, result.error
    visited = [v.name for v in result.visits]
    assert visited[0] == "Musée Océanographique" and result.start_time == "10:00"
    assert result.end_time <= "13:00" and result.total_duration_s <= 180 * 60
    # 5 × 45 min cannot fit in 3 hours: some places are left out, each named with a reason
    assert result.left_out and len(visited) + len(result.left_out) == 5
    assert {item.name for item in result.left_out}.isdisjoint(visited)
    assert all("budget" in item.reason for item in result.left_out)
    assert "partial" in result.method
    text = result.render()
    assert all(f"Left out: {item.name}" in text for item in result.left_out)


def test_monaco_everything_fits_with_short_visits(ctx, routable):
    result = plan(ctx, stops=MONACO, context="Monaco", start_time="10:00", time_budget_min=180, service_min=15,
                  round_trip=False)
    assert result.ok and not result.left_out and len(result.visits) == 5
    assert result.end_time <= "13:00"


# -- constraints ------------------------------------------------------------------------------------

def test_time_windows_are_respected(ctx, routable):
    # Without windows the walk goes Kunstmuseum → Postmuseum → Landesmuseum (or reverse); a window that
    # opens late at the Kunstmuseum and closes early at the Landesmuseum forces Landesmuseum first.
    windows = {"Kunstmuseum": "11:00-17:00", "Landesmuseum": "09:00-10:00"}
    result = plan(ctx, stops=["Kunstmuseum", "Postmuseum", "Landesmuseum"], start="Rathaus", context="Vaduz",
                  start_time="09:00", service_min=30, time_windows=windows)
    assert result.ok, result.error
    assert "time constraints" in result.method and not result.left_out
    by_name = {v.name: v for v in result.visits}
    kunst, landes = by_name["Kunstmuseum Liechtenstein"], by_name["Liechtensteinisches Landesmuseum Vaduz"]
    assert "11:00" <= kunst.start and kunst.leave <= "17:00"
    assert landes.leave <= "10:00"
    assert result.order.index(landes.name) < result.order.index(kunst.name)
    assert kunst.wait_min >= 0 and landes.window == "09:00-10:00"


def test_infeasible_budget_falls_back_to_a_greedy_partial_tour(ctx, routable):
    result = plan(ctx, stops=["Kunstmuseum", "Postmuseum", "Landesmuseum", "Skimuseum"], start="Rathaus",
                  context="Vaduz", start_time="10:00", service_min=20, time_budget_min=50)
    assert result.ok, result.error
    assert "partial" in result.method and result.left_out
    assert result.visits[-1].name == "Rathaus Vaduz" and result.end_time <= "10:50"
    names = {item.name for item in result.left_out}
    assert "Skimuseum" in names  # the far one (1.5 km away) goes first
    assert all(f"Left out: {name}" in result.render() for name in names)


def test_greedy_partial_never_breaks_the_budget():
    # A synthetic matrix: the greedy tour always fits, and says why the rest does not.
    seconds = [[0, 600, 600, 3000], [600, 0, 300, 3000], [600, 300, 0, 3000], [3000, 3000, 3000, 0]]
    problem = pr.TourProblem(seconds=seconds, start=0, end=0, service_s=[0, 600, 600, 600], budget_s=3000)
    assert pr.solve_tour(problem) is None
    order = pr.greedy_partial(problem)
    assert order == [0, 1, 2, 0] and pr.schedule(problem, order).feasible
    reasons = pr.explain_left_out(problem, order, ["S", "A", "B", "Far"], lambda s: f"{s / 60:.0f}min")
    assert list(reasons) == [3] and "even as the first stop" in reasons[3]


def test_window_closed_before_start_is_explained(ctx, routable):
    result = plan(ctx, stops=["Kunstmuseum", "Postmuseum"], start="Rathaus", context="Vaduz", start_time="18:00",
                  time_windows={"Postmuseum": "10:00-17:00"})
    assert result.ok and [item.name for item in result.left_out] == ["Postmuseum"]
    assert "10:00-17:00" in result.left_out[0].reason


# -- names, inputs, fallbacks -------------------------------------------------------------------------

def test_unknown_stop_names_give_a_clear_observation(ctx, routable):
    result = plan(ctx, stops=["Kunstmuseum", "Xyzzy Museum of Nothing", "Postmuseum"], context="Vaduz")
    assert not result.ok
    assert [u.name for u in result.unresolved] == ["Xyzzy Museum of Nothing"]
    text = result.render()
    assert "Could not find 'Xyzzy Museum of Nothing'" in text and "'Kunstmuseum'" not in text
    # no name in the data is like it (suggestions are names the trigram index finds), and how to pass handles
    assert "no similar name" in text and "pois:123" in text
    # what a person is told comes from the typed refusal, not from this text written for the model
    assert result.unfound is not None and result.unfound.name == "Xyzzy Museum of Nothing" and result.unfound.covers


def test_a_stop_matched_approximately_is_said_or_refused_as_every_tool_does(ctx, routable):
    typed = plan(ctx, stops=["Kunstmuseum Liechtensten", "Postmuseum"], start="Rathaus", context="Vaduz")
    assert typed.ok, typed.error
    assert any("I took 'Kunstmuseum Liechtensten' to be Kunstmuseum Liechtenstein, an approximate match" in note
               for note in typed.notes), typed.notes
    unlike = plan(ctx, stops=["Kunstmuseum", "Museum of Vadz Trains"], start="Rathaus", context="Vaduz")
    assert not unlike.ok and "in the loaded data (it covers:" in unlike.error


def test_bad_inputs_are_rejected(ctx, routable):
    with pytest.raises(ValidationError):
        pr.Input(stops=["a"], time_windows={"a": "17:00-10:00"})
    with pytest.raises(ValidationError):
        pr.Input(stops=["a"], start_time="quarter past ten")
    result = plan(ctx, stops=["Kunstmuseum", "Postmuseum"], context="Vaduz", time_windows={"Louvre": "10:00-17:00"})
    assert not result.ok and "'Louvre'" in result.error
    assert not plan(ctx, stops=["Postmuseum"], context="Vaduz").ok   # nothing to plan


def test_a_stop_off_the_network_uses_a_reported_straight_line_estimate(ctx, routable):
    sea = "point:7.43,43.70"  # in the Mediterranean, ~4 km off Monaco
    result = plan(ctx, stops=[poi(ctx, "Musée Océanographique", "monaco"), poi(ctx, "Casino de Monte Carlo", "monaco"), sea])
    assert result.ok
    off = [leg for leg in result.legs if not leg.on_network]
    assert off and all("point" in leg.from_stop or "point" in leg.to_stop for leg in off)
    assert any("straight-line" in note and "point 7.43" in note for note in result.notes)


def test_clock_and_window_parsing():
    assert pr.parse_clock("10:00") == 36000 and pr.parse_clock("2pm") == 14 * 3600 and pr.parse_clock("9") == 9 * 3600
    assert pr.parse_window("10:00 – 17:30") == (36000, 17 * 3600 + 1800)
    assert pr.clock(36000, 5400) == "11:30" and pr.clock(None, 5400) == "+1:30"


def test_a_long_drive_keeps_to_classified_roads_away_from_its_stops(ctx, routable, monkeypatch):
    """A country-wide drive gives pgRouting the classified roads and only the streets near its stops: a subgraph,
    so never a faster route than the whole box's, and still connected (here a drive across Liechtenstein, with
    the threshold and margin shrunk to the extract's size)."""
    from georeact.db import network

    stops = [poi(ctx, "Rathaus Vaduz", "liechtenstein"), poi(ctx, "Feuerwehr Balzers", "liechtenstein")]
    places = [pr.pick(pr.candidates(ctx, h, None), None, set()).place for h in stops]
    points = [(p.lon, p.lat) for p in places]
    whole = pr.build_matrix(ctx, points, "drive")
    monkeypatch.setattr(network, "LONG_DRIVE_M", 1_000.0)
    monkeypatch.setattr(network, "LOCAL_MARGIN_M", 400.0)
    sql = network.edges_sql("drive", network.search_box(points), points)
    assert "highway IN ('motorway'" in sql and sql.count("ST_MakeEnvelope") == 3
    assert "highway IN" not in network.edges_sql("walk", network.search_box(points), points)
    major = pr.build_matrix(ctx, points, "drive")
    assert not whole.fallback and not major.fallback, "the classified roads do not connect the two"
    assert major.seconds[0][1] >= whole.seconds[0][1] - 1e-6 and major.seconds[1][0] >= whole.seconds[1][0] - 1e-6
    assert major.seconds[0][1] <= 1.5 * whole.seconds[0][1]   # the main road is the way there


def test_paths_searched_with_the_costs_give_the_same_tour_as_the_matrix_then_the_legs(ctx, routable, monkeypatch):
    # Up to PATHS_WITH_COSTS places, one pgr_withPoints gives the travel times and the legs; past it, the cost
    # matrix and then the legs' paths: the same tour, legs and times either way.
    args = dict(stops=["Kunstmuseum", "Postmuseum", "Landesmuseum"], start="Rathaus", context="Vaduz")
    one = plan(ctx, **args)
    monkeypatch.setattr(pr, "PATHS_WITH_COSTS", 1)
    two = plan(ctx, **args)
    together, apart = one.sql, two.sql
    assert one.ok and two.ok and one.order == two.order
    assert [(leg.distance_m, leg.duration_s, leg.geometry) for leg in one.legs] == \
           [(leg.distance_m, leg.duration_s, leg.geometry) for leg in two.legs]
    assert sum("pgr_withPoints(" in q.sql for q in together) == 1 and not any("CostMatrix" in q.sql for q in together)
    assert sum("pgr_withPointsCostMatrix" in q.sql for q in apart) == 1 and sum("pgr_withPoints(" in q.sql for q in apart) == 1


def test_two_stops_on_one_spot_keep_a_leg_on_the_network(ctx, routable):
    """Stops that snap to the same spot of a street share its node and have a leg of no length on the network,
    whichever way the legs' paths were found (with the costs, or afterwards): none may fall back to the
    straight-line estimate; the paths found either way are the same."""
    kunst, post = (pr.candidates(ctx, name, "Vaduz")[0] for name in ("Kunstmuseum", "Postmuseum"))
    here = (kunst.place.lon, kunst.place.lat)
    matrix = pr.build_matrix(ctx, [here, (post.place.lon, post.place.lat), here], "walk")
    a, b, again = (snap.node for snap in matrix.snaps)
    assert again == a != b and not matrix.fallback
    assert matrix.seconds[0][2] == pytest.approx(2 * pr.access_seconds(matrix.snaps[0]))   # to the street and back
    assert matrix.steps and (a, b) in matrix.steps
    snaps = [snap for snap in matrix.snaps if snap]
    along = network.paths_along(ctx.db, [(a, b), (a, a)], matrix.steps, snaps)
    searched = network.shortest_paths(ctx.db, [(a, b), (a, a)], "walk", snaps, matrix.bbox, matrix.stops)
    assert along.keys() == searched.keys() == {(a, b), (a, a)}
    assert along[(a, a)] == searched[(a, a)] and along[(a, a)].length_m == 0
    assert along[(a, b)].length_m == pytest.approx(searched[(a, b)].length_m, rel=1e-9)
    assert along[(a, b)].coordinates == searched[(a, b)].coordinates