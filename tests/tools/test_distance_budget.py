"""The tools' own geodesic distances between two whole places hold the vertex-pair budget of model SQL (issue 41):
PostGIS compares the outlines' vertex pairs in C code that neither a cancel nor pg_terminate_backend stops, so on a
read replica a pair of huge outlines (a hostile or a country's extract) would run on past every timeout. Over the
budget the statement fails before the distance starts, with its reason; under it the answers are as before (the
shipped extracts' largest outline has 786 vertices: 617,796 pairs at most against a budget of 25,000,000)."""

from __future__ import annotations

import pytest

from georeact.tools import describe_place, sql_cost
from georeact.tools.base import invoke
from georeact.tools.metric import tool as metric

# each measures a geodesic distance between two whole geometries once: a lake and a park, a park and the streets
# near it. (Many rows measured from one anchor are not checked: PostGIS measures them from a tree of the anchor it
# caches for the statement, not pair by pair; metric/query.py.)
CALLS = {
    "distance between two places": (metric, {"metric": "distance", "anchor": "Tollensesee",
                                             "anchor_b": "Schlosspark Hohenzieritz"}),
    "the street beside an area": (describe_place, {"place": "Kaisaniemen puisto"}),
}


@pytest.mark.parametrize("call", CALLS)
def test_a_distance_over_its_budget_is_refused_before_it_runs(ctx, monkeypatch, call):
    tool, arguments = CALLS[call]
    assert invoke(tool.run, tool.Result, ctx, tool.Input(**arguments)).ok   # under the budget: answered
    monkeypatch.setitem(sql_cost.BUDGETS, "st_distance", 2)   # the real outlines are far over 2 pairs
    result = invoke(tool.run, tool.Result, ctx, tool.Input(**arguments))
    assert not result.ok
    assert result.error.startswith("refused before it ran: ST_Distance of two places would compare more than 2 "), \
        result.error
