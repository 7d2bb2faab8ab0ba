"""Questions scoped to a region: the region's stored planar copy (region_shapes) is only a faster way to the same
answer, and the geodesic ranking of the largest/smallest features is that of every candidate."""

from __future__ import annotations

import pytest

from georeact.db import region_pieces
from georeact.tools import handles, inspect_schema
from georeact.tools.base import invoke
from georeact.tools.metric import tool as cm
from georeact.tools.search_places import Input as SearchInput, Result as SearchResult, run as search_run

METRIC_CALLS = [
    dict(metric="count", feature="restaurant", region="Vaduz"),
    dict(metric="count", feature="restaurant", region="Kukko"),
    dict(metric="largest", feature="lakes", region="Groß Nemerow"),
    dict(metric="largest", feature="park", region="Monaco", limit=3),
    dict(metric="smallest", feature="lakes", region="Groß Nemerow", limit=3),
    dict(metric="total_area", feature="park", region="Vaduz"),
    dict(metric="list", feature="restaurant", region="Schaan"),
    dict(metric="count", feature="bench", region="Groß Nemerow"),
]


def _answers(ctx) -> tuple[list, list[bool]]:
    answers, read_shapes = [], []
    for kwargs in METRIC_CALLS:
        result = invoke(cm.run, cm.Result, ctx, cm.Input(**kwargs))
        assert result.ok, (kwargs, result.error)
        answers.append((result.value, result.total, [(e.handle, e.area_m2) for e in result.entities]))
        read_shapes.append(any(region_pieces.SHAPES in q.sql for q in result.sql))
    search = invoke(search_run, SearchResult, ctx, SearchInput(query="church", region="Vaduz", k=10))
    assert search.ok, search.error
    answers.append([c.handle for c in search.ranking])
    return answers, read_shapes


def test_region_scoped_answers_are_the_same_with_and_without_region_shapes(ctx, owner_conn, monkeypatch) -> None:
    """region_shapes is the regions' polygons stored again as geometries, not another answer: a database without
    it (loaded by an older version, someone else's GS-QA tables) gives the same counts, superlatives and totals."""
    region_pieces.refresh(owner_conn, "-")   # the shapes of any region that has none (an older test cluster)
    monkeypatch.setattr(inspect_schema, "_column_cache", {})   # the table may be new to this process
    with_shapes, read = _answers(ctx)
    assert all(read), "a question scoped to a region did not read its stored shape"
    real = handles.relation_columns
    monkeypatch.setattr(handles, "relation_columns",
                        lambda c, relation: {} if relation == region_pieces.SHAPES else real(c, relation))
    without, read = _answers(ctx)
    assert not any(read)
    assert without == with_shapes
    assert sum(total or 0 for _, total, _ in with_shapes[:-1]) > 20   # the questions found something to compare


@pytest.mark.parametrize("metric", ["largest", "smallest"])
@pytest.mark.parametrize("feature,table", [("lakes", "lakes"), ("park", "parks")])
def test_the_ranked_features_are_those_every_candidates_geodesic_area_ranks(ctx, owner_conn, metric, feature,
                                                                            table) -> None:
    """Only the candidates that can overtake the last one asked for are measured on the spheroid: the first three
    in every municipality are those a geodesic measurement of every candidate ranks first (ties by id)."""
    municipalities = owner_conn.execute("SELECT id FROM regions WHERE admin_level = 8 ORDER BY id").fetchall()
    order = "DESC" if metric == "largest" else "ASC"
    filters = {"lakes": "(t.water = 'lake' OR (t.tags->>'natural' = 'water' AND t.water IS NULL))",
               "parks": "t.leisure = 'park'"}[table]
    compared = 0
    for (region_id,) in municipalities:
        result = invoke(cm.run, cm.Result, ctx, cm.Input(metric=metric, feature=feature, region=f"regions:{region_id}",
                                                         limit=3))
        expected = owner_conn.execute(
            f"SELECT '{table}:' || t.id, ST_Area(t.geometry) FROM {table} t, regions r WHERE r.id = %s AND {filters}"
            f" AND ST_Dimension(t.geometry::geometry) = 2 AND t.geometry && r.geometry"
            f" AND ST_Intersects(t.geometry::geometry, r.geometry::geometry) ORDER BY 2 {order}, t.id LIMIT 3",
            (region_id,)).fetchall()
        if not expected:
            continue
        assert result.ok, result.error
        assert [(e.handle, e.area_m2) for e in result.entities] == [(h, round(a, 1)) for h, a in expected]
        compared += 1
    assert compared >= 3
