"""SearchPlaces over the real extracts, checked against pyosmium's reading of the .osm.pbf files and the
opening-hours parser applied to the raw tags (tests/independent.py), never against the tool's own SQL."""

from __future__ import annotations

import opening_hours
import pytest

from georeact.geo.hours import parse_open_at, zone_at
from georeact.tools import search_places as sp
from georeact.tools.base import invoke
from tests import independent as ind

ATENEUM = (24.9441, 60.1700)   # lon, lat of the Ateneum (Helsinki)


def call(ctx, **args) -> sp.Result:
    return invoke(sp.run, sp.Result, ctx, sp.Input(**args))


def _within(features, lon: float, lat: float, radius: float) -> dict[int, ind.Feature]:
    return {f.osm_id: f for f in features
            if ind.geodesic_distance(lon, lat, f.geometry.x, f.geometry.y) <= radius}


def test_a_wish_ranks_the_places_that_have_it_first(ctx) -> None:
    anchor = call(ctx, query="art museum", anchor="Ateneum").resolved[0]
    result = call(ctx, query="vegetarian restaurant", anchor=anchor.handle, radius_m=400, k=50)
    assert result.ok, result.error
    # every vegetarian restaurant node within 400 m (pyosmium) is in the pool, above every plain restaurant
    gold = set(_within([f for f in ind.nodes("helsinki", "amenity", "restaurant")
                        if f.tags.get("diet:vegetarian") in ("yes", "only")], anchor.lon, anchor.lat, 399))
    assert gold
    ids = dict(ctx.db.query("SELECT id, osm_id FROM pois WHERE osm_type = 'N' AND id = ANY(%s)",
                            [[int(c.handle.split(":")[1]) for c in result.ranking]], max_rows=100).rows)
    ranked = [ids.get(int(c.handle.split(":")[1])) for c in result.ranking]
    assert gold <= set(ranked)
    both = [c for c in result.ranking if {"vegetarian", "restaurant"} <= set(c.matched)]
    assert {ids.get(int(c.handle.split(":")[1])) for c in both} >= gold
    assert all(c.distance_m <= 400 for c in result.ranking)
    assert "vegetarian (attribute)" in result.render()


def test_the_pareto_front_is_what_nothing_beats_on_both(ctx) -> None:
    result = call(ctx, query="pizza", anchor="Ateneum", k=50)
    assert result.ok and result.pareto
    pool = result.ranking
    for c in result.pareto:   # no candidate both nearer and more relevant
        assert not any(o.distance_m < c.distance_m and o.text_score > c.text_score for o in pool)
    assert [c.distance_m for c in result.pareto] == sorted(c.distance_m for c in result.pareto)
    assert [c.text_score for c in result.pareto] == sorted(c.text_score for c in result.pareto)
    for c in pool:   # both scores, and the weighted sum of them
        assert c.score == pytest.approx(sp.WEIGHTS["text"] * c.text_score + sp.WEIGHTS["space"] * c.spatial_score,
                                        abs=2e-3)
        assert c.spatial_score == pytest.approx(1 / (1 + c.distance_m / sp.DEFAULT_D0_M), abs=2e-3)


def test_open_at_keeps_exactly_the_places_the_parser_says_are_open(ctx) -> None:
    result = call(ctx, query="pharmacy", anchor="Ateneum", radius_m=1500, open_at="Sunday 10:00", k=50)
    assert result.ok, result.error
    anchor = result.resolved[0]
    when = parse_open_at("Sunday 10:00", anchor.lon, anchor.lat)
    assert result.open_at == when.label() and when.start.weekday() == 6 and when.zone == "Europe/Helsinki"
    expected = set()
    for f in _within(ind.nodes("helsinki", "amenity", "pharmacy"), anchor.lon, anchor.lat, 1499).values():
        try:
            hours = opening_hours.OpeningHours(f.tags.get("opening_hours", ""), coords=(f.geometry.y, f.geometry.x))
        except Exception:
            continue   # unparseable: unknown, never counted as open
        if str(hours.state(when.start.replace(tzinfo=None))[0]).lower().endswith("open"):
            expected.add(f.tags.get("name"))
    assert {c.name for c in result.ranking} == expected
    assert all(c.hours and c.hours.startswith("open") for c in result.ranking)
    assert zone_at(anchor.lon, anchor.lat) == "Europe/Helsinki"


@pytest.mark.parametrize("args, message", [
    ({"query": "  "}, "query is empty"),
    ({"query": "cafe", "radius_m": 300}, "radius_m needs an anchor"),
    ({"query": "cafe", "anchor": "Ateneum", "open_at": "whenever"}, "is not a time I can read"),
    ({"query": "cafe", "anchor": "Nowhere Place Xyzzy"}, "unknown anchor"),
])
def test_bad_input_is_an_error_that_says_what_to_fix(ctx, args, message) -> None:
    result = call(ctx, **args)
    assert not result.ok and message in result.error
    assert result.render().startswith("ERROR:")


def test_both_layouts_find_the_same_places(ctx, osm_ctx) -> None:
    def found(c) -> list[tuple[str, int]]:
        result = call(c, query="sushi restaurant", anchor="Ateneum", radius_m=800, k=10)
        assert result.ok, result.error
        ids = [int(x.handle.split(":")[1]) for x in result.ranking]
        spec = c.profile.table("pois")
        rows = dict(c.db.query(f"SELECT id, osm_type || osm_id FROM {spec.relation} WHERE id = ANY(%s)", [ids],
                               max_rows=20).rows)
        return [(rows[i], round(x.distance_m)) for i, x in zip(ids, result.ranking)]

    gsqa, classic = found(ctx), found(osm_ctx)
    assert gsqa and sorted(gsqa) == sorted(classic)
