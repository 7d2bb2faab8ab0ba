"""GenerateSQL renders untrusted geometry without crashing the process (issue 18, item 1).

A model-written SELECT whose cell is a deeply nested GEOMETRYCOLLECTION (WKB hex or WKT) made GEOS overflow its
stack while the result was summarised: exit 139, no trace. The payloads run through the real tool on the real
database in a child process, so that a regression fails this test instead of killing pytest; also in a worker
thread with a 256 KiB stack, where GEOS crashed from ~360 levels of WKB. (The guard refuses repeat(); string_agg
over generate_series builds the same cells.)
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest
import shapely

from georeact.tools import sql
from georeact.tools.base import invoke
from tests.conftest import make_settings

ROOT = Path(__file__).resolve().parents[2]
GC_WKB = "010700000001000000"                                  # a GEOMETRYCOLLECTION of one, little-endian
POINT_WKB = "0101000000" + "000000000000F03F" + "0000000000000040"   # POINT(1 2)


def nested_wkb_sql(levels: int) -> str:
    return f"SELECT string_agg('{GC_WKB}', '') || '{POINT_WKB}' FROM generate_series(1, {levels})"


def nested_wkt_sql(levels: int) -> str:
    return ("SELECT string_agg('GEOMETRYCOLLECTION(', '') || 'POINT(1 2)' || string_agg(')', '') "
            f"FROM generate_series(1, {levels})")


def unparsed(chars: int) -> str:
    count = f"{chars:,}".replace(",", " ")
    return (f"<geometry-like value, {count} chars: too large or too deeply nested to summarise; use ST_NPoints/ST_Area "
            "in the query>")


# the tool in a process of its own: argv = query, thread stack size (0: main thread), settings as JSON
# (benchmarks/hostile.py runs it too)
CHILD = """
import json, sys, threading
from georeact.config import Settings
from georeact.db.session import Database
from georeact.tools import sql
from georeact.tools.base import ToolContext, invoke

query, stack = sys.argv[1], int(sys.argv[2])
settings = Settings.model_validate_json(sys.argv[3])
ctx = ToolContext(db=Database(settings).open(), settings=settings)
out = {}
def call():
    result = invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(sql=query))
    out.update(ok=result.ok, error=result.error, rows=result.rows)
if stack:
    threading.stack_size(stack)
    worker = threading.Thread(target=call)
    worker.start()
    worker.join()
else:
    call()
print(json.dumps(out))
"""


def run_in_child(query: str, stack: int = 0) -> dict:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.run([sys.executable, "-c", CHILD, query, str(stack), make_settings().model_dump_json()],
                           capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert child.returncode == 0, f"the tool process died (return code {child.returncode}): {child.stderr[-800:]}"
    return json.loads(child.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("stack", [0, 256 * 1024], ids=["main-thread", "256KiB-thread"])
@pytest.mark.parametrize("query, chars", [
    (nested_wkb_sql(20_000), 20_000 * 18 + 42),     # the payload: 360,042 hex chars
    (nested_wkt_sql(20_000), 20_000 * 20 + 10),
    (nested_wkb_sql(1_000), 1_000 * 18 + 42),       # crashed a 256 KiB thread (from ~360 levels)
], ids=["wkb-20000", "wkt-20000", "wkb-1000"])
def test_deeply_nested_geometry_is_summarised_without_parsing(settings, query, chars, stack) -> None:
    result = run_in_child(query, stack)
    assert result["ok"], result["error"]
    assert result["rows"] == [[unparsed(chars)]]


@pytest.mark.parametrize("make", [nested_wkb_sql, nested_wkt_sql], ids=["wkb", "wkt"])
def test_the_nesting_bound(ctx, make) -> None:
    """31 collections around a point (32 levels) are summarised as usual; one more is not parsed."""
    at_bound = invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(sql=make(sql.MAX_NESTING - 1)))
    assert at_bound.rows == [["<GEOMETRYCOLLECTION 1 parts at 1.0000,2.0000>"]], at_bound.render()
    over = invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(sql=make(sql.MAX_NESTING)))
    assert over.rows[0][0].startswith("<geometry-like value, "), over.render()


def test_normal_geometries_are_still_summarised(ctx) -> None:
    # a 40,001-point polygon (1.3 MB of EWKB hex), a little over π·5 km² around Vaduz
    buffer = "ST_Buffer(ST_SetSRID(ST_MakePoint(9.52, 47.14), 4326)::geography, 5000, 'quad_segs=10000')"
    result = invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(
        sql=f"SELECT ST_NPoints({buffer}::geometry), {buffer} AS g"))
    assert result.ok, result.error
    (points, shown), = result.rows
    assert points == "40001" and shown.startswith("<POLYGON, ") and shown.endswith(" m²>"), shown
    area = float(shown.removeprefix("<POLYGON, ").removesuffix(" m²>").replace(" ", ""))
    assert math.isclose(area, math.pi * 5000 ** 2, rel_tol=0.005), area
    # real region polygons, as WKB (the geography column) and as WKT
    regions = invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(
        sql="SELECT geometry, ST_AsText(geometry) FROM regions ORDER BY ST_NPoints(geometry::geometry) DESC LIMIT 3"))
    assert regions.ok and len(regions.rows) == 3, regions.error
    for wkb, wkt in regions.rows:
        assert wkb == wkt and "POLYGON" in wkb and wkb.endswith(" m²>"), (wkb, wkt)


def test_a_rendering_failure_is_a_summary_not_an_error(ctx, monkeypatch) -> None:
    def broken(geom, srid):
        raise RuntimeError("GEOS failed")

    monkeypatch.setattr(sql, "summarize_geometry", broken)
    result = invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(
        sql="SELECT region_name, geometry FROM regions ORDER BY id LIMIT 2"))
    assert result.ok, result.error
    assert [row[1] for row in result.rows] == ["<str value that could not be rendered (RuntimeError)>"] * 2
    assert all(row[0] and not row[0].startswith("<") for row in result.rows)


def test_cells_past_the_size_cap_are_not_parsed() -> None:
    """The database caps cells at 1 MB; what reaches rendering is bounded again (a compressed value can be larger)."""
    huge = "01" * (sql.MAX_GEOMETRY_CHARS // 2 + 1)
    assert sql.render_value(huge) == unparsed(len(huge))


@pytest.mark.parametrize("wkt, depth", [
    ("POINT(1 2)", 1), ("POINT Z (1 2 3)", 1), ("LINESTRING M (0 0 1, 1 1 2)", 1),
    ("POLYGON((0 0, 1 0, 1 1, 0 0), (0.1 0.1, 0.2 0.1, 0.2 0.2, 0.1 0.1))", 1),
    ("MULTIPOLYGON ZM (((0 0 1 2, 1 0 1 2, 1 1 1 2, 0 0 1 2)), ((5 5 1 2, 6 5 1 2, 6 6 1 2, 5 5 1 2)))", 2),
    ("GEOMETRYCOLLECTION(POINT(1 2), GEOMETRYCOLLECTION(LINESTRING(0 0, 1 1), MULTIPOINT(1 1, 2 2)))", 4),
    ("GEOMETRYCOLLECTION EMPTY", 1),
])
def test_wkb_nesting_reads_every_wkb_flavour(wkt: str, depth: int) -> None:
    geom = shapely.from_wkt(wkt)
    for flavor, srid in (("extended", True), ("extended", False), ("iso", False)):
        for byte_order in (0, 1):
            data = shapely.to_wkb(shapely.set_srid(geom, 4326), flavor=flavor, byte_order=byte_order,
                                  include_srid=srid, output_dimension=4)
            assert sql.wkb_nesting(data) == depth, (flavor, srid, byte_order)
    assert sql.wkb_nesting(shapely.to_wkb(geom)[:-1]) is None or "EMPTY" in wkt   # truncated: not WKB
