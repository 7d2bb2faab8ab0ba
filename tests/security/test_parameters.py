"""Parameters only: hostile text in every name-taking argument of the spatial tools is data, never SQL.

Each string goes through ResolveLocation, GetRegionGeometry, GetPOIFilter, CalculateMetric and PlanRoute
(every argument that takes a name, a feature, a filter value or a context). Each call must end in a result
or a clear error, with no SQL error (every executed query succeeded: the text was a bound parameter, not
spliced into the statement), no internal error, in bounded time; afterwards no table has changed.
(tests/tools/test_resolve_location.py and test_region_geometry.py try a few of these strings on their own
tool; this is the whole matrix, PlanRoute and GetPOIFilter included.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from georeact.tools import plan_route, poi_filter, region_geometry, resolve_location
from georeact.tools.metric import tool as calculate_metric
from georeact.tools.base import invoke

EVIL = [
    "O'Brien'; DROP TABLE pois; --",
    'Robert"); DELETE FROM regions;--',
    "back\\slash\\'; SELECT pg_sleep(5); --",
    "%s %(x)s %% {0} {name}",
    "$$; DROP TABLE roads; $$",
    "' OR '1'='1",
    "*/ DROP TABLE lakes; /*",
    "line\nbreak; DELETE FROM pois",
    "%_\\",                        # LIKE wildcards and the escape character
    "Vаduz",                         # Cyrillic а
    "Zürich-Straße ✓ 東京 🚲 ١٢٣",
    "\u202eRTL override\u200b",
]

TOOLS = {
    "ResolveLocation": resolve_location,
    "GetRegionGeometry": region_geometry,
    "GetPOIFilter": poi_filter,
    "CalculateMetric": calculate_metric,
    "PlanRoute": plan_route,
}

# Every argument that takes text, per tool. A string goes through one shape of each tool (rotating with its
# index), so every shape sees several strings and the whole matrix stays a few seconds.
SHAPES: dict[str, list[Callable[[str], dict[str, Any]]]] = {
    "ResolveLocation": [lambda e: {"name": e}, lambda e: {"name": "Vaduz", "context": e}],
    "GetRegionGeometry": [lambda e: {"region": e}, lambda e: {"region": "Vaduz", "context": e},
                          lambda e: {"anchor": e, "radius_m": 100}, lambda e: {"street_a": e, "street_b": "Städtle"}],
    "GetPOIFilter": [lambda e: {"feature": e}, lambda e: {"feature": e, "purpose": "count"}],
    "CalculateMetric": [lambda e: {"metric": "count", "feature": e, "region": "Vaduz"},
                        lambda e: {"metric": "count", "feature": "cafe", "anchor": e, "radius_m": 500},
                        lambda e: {"metric": "distance", "anchor": "Vaduz", "anchor_b": e},
                        lambda e: {"metric": "count", "feature": "cafe", "region": e}],
    "PlanRoute": [lambda e: {"stops": [e, "Vaduz"]}, lambda e: {"stops": ["Vaduz"], "start": e},
                  lambda e: {"stops": ["Kunstmuseum Liechtenstein"], "context": e, "service_min_per_stop": {e: 5}}],
}


def calls(index: int, evil: str) -> list[tuple[str, dict[str, Any]]]:
    chosen = [(name, shapes[index % len(shapes)](evil)) for name, shapes in SHAPES.items()]
    # A category value is always bound, never spliced: checked for every string (it is cheap).
    chosen.append(("CalculateMetric", {"metric": "count", "feature_filter": f"pois.amenity={evil}", "region": "Vaduz"}))
    return chosen


def test_every_shape_sees_several_strings() -> None:
    for shapes in SHAPES.values():
        assert len(EVIL) >= 2 * len(shapes)


@pytest.fixture(scope="module")
def baseline(table_checksum):
    return table_checksum()


@pytest.mark.parametrize("index", range(len(EVIL)), ids=[f"{i:02d}" for i in range(len(EVIL))])
def test_hostile_text_is_only_ever_a_parameter(index: int, ctx, baseline) -> None:
    for name, args in calls(index, EVIL[index]):
        module = TOOLS[name]
        try:
            parsed = module.Input(**args)
        except ValueError as exc:          # refused by validation: the graph shows this message to the model
            assert "Traceback" not in str(exc)
            continue
        result = invoke(module.run, module.Result, ctx, parsed)
        where = f"{name}({args!r})"
        assert result.error is None or "internal error" not in result.error, f"{where}: {result.error}"
        failed = [query.error for query in result.sql if query.error]
        assert not failed, f"{where} ran SQL that failed: {failed}"
        assert result.duration_ms < 8000, f"{where} took {result.duration_ms:.0f} ms"
        shown = result.render()
        assert shown and "syntax error" not in shown.lower(), f"{where}: {shown}"
        if not result.ok:
            assert shown.startswith("ERROR: ") and len(shown) > 20, f"{where}: unclear error {shown!r}"


def test_tables_unchanged(baseline, table_checksum) -> None:
    assert table_checksum() == baseline
