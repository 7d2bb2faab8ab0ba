"""The tools' own clustering stays within sql_cost.CLUSTERED_ROWS on hostile data (issue 41): ST_ClusterDBSCAN
ignores cancellation, and an extract can hold thousands of ways of one name piled within its distance of one
another. A street's whole length is measured over the ways of its name nearest it and says what it left out; two
such streets' junction is found among a bounded number of their crossings. The rows are inserted into the scratch
cluster as its owner and deleted again (other tests share it); the time taken is benchmarks/cancel_survey.py's
(--clustering), not asserted here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import psycopg
import pytest

from georeact.db.session import Database, owner_url
from georeact.tools import region_geometry
from georeact.tools.base import ToolContext, invoke
from georeact.tools.metric import tool as cm
from georeact.tools.sql_cost import CLUSTERED_ROWS

PIECES = 5_000
SIDE = 71                      # a 71 x 71 grid of ~8 m pieces 0.00004 degrees apart: all within the joining distance
LON, LAT = 9.5209, 47.1410     # a town's middle, in the scratch cluster's extract
NAME, CROSSING = "Hostile Piled Street", "Hostile Crossing Street"
TAGS = '{"highway": "residential"}'   # a tag set the extract has: the load's tag counts come back as they were


@pytest.fixture()
def piled(scratch_settings) -> Iterator[int]:
    """PIECES short ways named NAME piled near each other, and SIDE ways named CROSSING across them (thousands of
    crossings): the first piece's id."""
    with psycopg.connect(owner_url(scratch_settings), autocommit=True) as conn:
        first = conn.execute("SELECT max(id) + 1000 FROM roads").fetchone()[0]
        try:
            conn.execute(
                "INSERT INTO roads (id, geometry, osm_type, osm_id, road_name, highway, tags, source) "
                "SELECT %(first)s + i, ST_MakeLine(ST_MakePoint(x, y), ST_MakePoint(x + 0.0001, y))::geography, 'W', "
                "-(%(first)s + i), %(name)s, 'residential', %(tags)s, 'test' FROM (SELECT i, %(lon)s + (i %% %(side)s) * 0.00004 "
                "AS x, %(lat)s + (i / %(side)s) * 0.00004 AS y FROM generate_series(0, %(n)s - 1) i) p",
                {"first": first, "name": NAME, "lon": LON, "lat": LAT, "side": SIDE, "n": PIECES, "tags": TAGS})
            # SIDE ways across the grid, between its columns: each crosses two or three pieces of every row
            conn.execute(
                "INSERT INTO roads (id, geometry, osm_type, osm_id, road_name, highway, tags, source) "
                "SELECT %(first)s + j, ST_MakeLine(ST_MakePoint(x, %(lat)s - 0.0001), ST_MakePoint(x, %(lat)s + 0.004))"
                "::geography, 'W', -(%(first)s + j), %(name)s, 'residential', %(tags)s, 'test' FROM (SELECT j, %(lon)s + "
                "(j - %(n)s) * 0.00004 + 0.00002 AS x FROM generate_series(%(n)s, %(n)s + %(side)s - 1) j) p",
                {"first": first, "lon": LON, "lat": LAT, "side": SIDE, "n": PIECES, "name": CROSSING, "tags": TAGS})
            yield first
        finally:
            conn.execute("DELETE FROM roads WHERE id BETWEEN %s AND %s", (first, first + PIECES + SIDE))


@pytest.fixture()
def scratch_ctx(scratch_settings) -> Iterator[ToolContext]:
    with Database(scratch_settings) as db:
        yield ToolContext(db=db, settings=scratch_settings)


def test_a_streets_length_over_thousands_of_its_ways_says_what_it_left_out(piled, scratch_ctx) -> None:
    result = invoke(cm.run, cm.Result, scratch_ctx, cm.Input(metric="length", anchor=f"roads:{piled}"))
    assert result.ok, result.error
    added = next((int(found.group(1)) for note in result.notes
                  if (found := re.search(r"adds up the ([\d,]+) ways", note))), None)
    assert added is not None and 1 < added <= CLUSTERED_ROWS, result.notes
    assert 0 < result.value <= CLUSTERED_ROWS * 10, result.value   # pieces of about 8 m
    left = [note for note in result.notes if "not looked at" in note]
    assert left and f"{PIECES - CLUSTERED_ROWS:,} more" in left[0] and f"{CLUSTERED_ROWS:,} ways" in left[0], \
        result.notes
    assert not re.search(r"\broads\b|ST_|CLUSTERED|sql", left[0]), left[0]   # said in words, not internals


def test_a_junction_with_thousands_of_crossings_says_it_looked_at_some(piled, scratch_ctx) -> None:
    result = invoke(region_geometry.run, region_geometry.Result, scratch_ctx,
                    region_geometry.Input(street_a=NAME, street_b=CROSSING))
    assert result.ok, result.error
    assert f"cross at more than {CLUSTERED_ROWS:,} points" in (result.note or ""), result.note
