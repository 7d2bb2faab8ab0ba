"""A wide drive keeps the main roads only, and every road near each end: the last search round a fjord widens that
near part to the distance between the ends, so that a place at the end of a long unclassified road reaches them."""

from __future__ import annotations

import re

from georeact.db import network


def _envelopes(sql: str) -> list[tuple[float, ...]]:
    return [tuple(map(float, m)) for m in re.findall(r"ST_MakeEnvelope\(([-\d.e]+), ([-\d.e]+), ([-\d.e]+), ([-\d.e]+)", sql)]


def test_the_roads_kept_near_each_end_reach_as_far_as_asked():
    stops = [(-18.3, 63.45), (-17.99, 63.64)]
    box = network.search_box(stops, margin_m=80_000.0)
    plain, wide = network.edges_sql("drive", box, stops), network.edges_sql("drive", box, stops, local_m=25_000.0)
    assert "highway IN" in plain and "highway IN" in wide
    plain_width = _envelopes(plain)[1][2] - _envelopes(plain)[1][0]
    wide_width = _envelopes(wide)[1][2] - _envelopes(wide)[1][0]
    assert wide_width > 4 * plain_width   # 25 km on each side of the stop against 5 km
