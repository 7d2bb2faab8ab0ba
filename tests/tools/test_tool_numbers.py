"""Bad numbers and handle-like strings in tool arguments: a clear observation naming the allowed range or the
problem, never "internal error", a nonsense result or a fuzzy name match (issue 18, item 6).

Through the real graph with a scripted model, the way a model's call reaches a tool: the observation checked is
the one the model is shown. NaN and infinity are what `json.loads` makes of a model's `NaN` / `Infinity`.
"""

from __future__ import annotations

import math
import re
from typing import Any

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.tools import plan_route
from georeact.tools.base import invoke
from georeact.tools.registry import load_tools

NAN, INF = math.nan, math.inf
TOUR = {"stops": ["Kunstmuseum Liechtenstein", "Landtag"], "context": "Vaduz"}
MINUTES = "(minutes; at most 7 days)"


def observe(settings, db, tool: str, **args: Any):
    """The one step of a scripted run that calls `tool` with `args`."""
    model = ScriptedChatModel(script=[{"name": tool, "args": args}, "Answer: done."])
    # the observation is under test, not the finish: the model's "done." stands as its answer
    trace = run_question(build_agent(settings, llm=model, db=db, check_answers=False), "a question")
    assert trace.error is None, trace.error
    (step,) = trace.steps
    assert "internal error" not in step.observation_shown and "Traceback" not in step.observation_shown
    return step


# (tool, arguments, the field named, the allowed range the model is told)
BAD_NUMBERS: list[tuple[str, dict[str, Any], str, str]] = [
    ("PlanRoute", {**TOUR, "time_budget_min": INF}, "time_budget_min", f"a finite number > 0 and <= 10080 {MINUTES}, got inf"),
    ("PlanRoute", {**TOUR, "time_budget_min": 1e300}, "time_budget_min", f"a finite number > 0 and <= 10080 {MINUTES}, got 1e+300"),
    ("PlanRoute", {**TOUR, "time_budget_min": 0}, "time_budget_min", f"a finite number > 0 and <= 10080 {MINUTES}"),
    ("PlanRoute", {**TOUR, "service_min": INF}, "service_min", f"a finite number >= 0 and <= 10080 {MINUTES}, got inf"),
    ("PlanRoute", {**TOUR, "service_min": -20}, "service_min", f"a finite number >= 0 and <= 10080 {MINUTES}, got -20"),
    ("PlanRoute", {**TOUR, "service_min": 1e300}, "service_min", f"a finite number >= 0 and <= 10080 {MINUTES}"),
    ("PlanRoute", {**TOUR, "service_min_per_stop": {"Landtag": NAN}}, "service_min_per_stop.Landtag",
     f"a finite number >= 0 and <= 10080 {MINUTES}, got nan"),
    ("PlanRoute", {**TOUR, "service_min_per_stop": {"Landtag": -30}}, "service_min_per_stop.Landtag",
     f"a finite number >= 0 and <= 10080 {MINUTES}, got -30"),
    ("PlanRoute", {**TOUR, "service_min": "lots"}, "service_min", f"a finite number >= 0 and <= 10080 {MINUTES}, got 'lots'"),
    ("CalculateMetric", {"metric": "nearest", "feature": "cafe", "anchor": "Ateneum", "sector_deg": NAN,
                         "direction": "north"}, "sector_deg", "a finite number > 0 and <= 180 (degrees), got nan"),
    ("CalculateMetric", {"metric": "nearest", "feature": "cafe", "anchor": "Ateneum", "sector_deg": 400,
                         "direction": "north"}, "sector_deg", "a finite number > 0 and <= 180 (degrees), got 400"),
    ("CalculateMetric", {"metric": "list", "feature": "cafe", "region": "Vaduz", "limit": 0}, "limit",
     "a whole number >= 1 and <= 50, got 0"),
    ("CalculateMetric", {"metric": "list", "feature": "cafe", "region": "Vaduz", "limit": 1e300}, "limit",
     "a whole number >= 1 and <= 50, got 1e+300"),
    ("CalculateMetric", {"metric": "list", "feature": "cafe", "region": "Vaduz", "limit": INF}, "limit",
     "a whole number >= 1 and <= 50, got inf"),
    ("CalculateMetric", {"metric": "count", "feature": "cafe", "anchor": "Ateneum", "radius_m": NAN}, "radius_m",
     "a finite number of metres, got nan"),
    ("CalculateMetric", {"metric": "count", "feature": "cafe", "anchor": "Ateneum", "radius_m": -INF}, "radius_m",
     "a finite number of metres, got -inf"),
    ("GetRegionGeometry", {"anchor": "Kiasma", "radius_m": INF}, "radius_m", "a finite number of metres, got inf"),
    ("GetRegionGeometry", {"anchor": "Kiasma", "radius_m": NAN}, "radius_m", "a finite number of metres, got nan"),
]


@pytest.mark.parametrize("tool, args, field, allowed", BAD_NUMBERS,
                         ids=[f"{case[0]}-{case[2]}-{case[1][case[2].split('.')[0]]}" for case in BAD_NUMBERS])
def test_bad_numbers_are_refused_with_the_allowed_range(settings, db, tool, args, field, allowed) -> None:
    step = observe(settings, db, tool, **args)
    shown = step.observation_shown
    assert shown.startswith(f"ERROR: invalid arguments for {tool}: {field}: "), shown
    assert f"Value error, must be {allowed}" in shown, shown
    assert not step.ok and step.sql == [], "the tool ran on a bad number"


@pytest.mark.parametrize("tool, args, allowed", [
    ("GetRegionGeometry", {"anchor": "Kiasma", "radius_m": 0}, "between 1 and 50000 metres"),
    ("GetRegionGeometry", {"anchor": "Kiasma", "radius_m": 1e300}, "between 1 and 50000 metres"),
    ("CalculateMetric", {"metric": "count", "feature": "cafe", "anchor": "Ateneum", "radius_m": -5},
     "positive number of metres (at most 20037509)"),
])
def test_radius_ranges_are_checked_by_the_tool_and_named(settings, db, tool, args, allowed) -> None:
    """A finite radius out of range reaches the tool, which answers ok=False naming the range (tests/tools/
    test_region_geometry.py and test_calculate_metric.py build Inputs with such radii and expect that)."""
    step = observe(settings, db, tool, **args)
    assert step.observation_shown.startswith("ERROR: ") and allowed in step.observation_shown, step.observation_shown


def test_the_bounds_themselves_are_accepted_and_plan_a_tour(ctx) -> None:
    budget = invoke(plan_route.run, plan_route.Result, ctx, plan_route.Input(**TOUR, time_budget_min=10080))
    assert budget.ok and not budget.left_out, budget.error or budget.left_out
    week = plan_route.Input(**TOUR, service_min=0, service_min_per_stop={"Landtag": 10080})
    stay = invoke(plan_route.run, plan_route.Result, ctx, week)
    assert stay.ok, stay.error
    assert [visit.service_min for visit in stay.visits if visit.name == "Landtag"] == [10080]
    assert 10080 * 60 < stay.total_duration_s < 10080 * 60 + 3600


def test_the_model_sees_the_ranges_in_the_tool_schemas() -> None:
    schemas = {spec.name: spec.openai_schema()["function"]["parameters"]["properties"] for spec in load_tools("full")}
    route, metric = schemas["PlanRoute"], schemas["CalculateMetric"]
    assert (route["time_budget_min"]["exclusiveMinimum"], route["time_budget_min"]["maximum"]) == (0, 10080)
    assert (route["service_min"]["minimum"], route["service_min"]["maximum"]) == (0, 10080)
    assert route["service_min_per_stop"]["additionalProperties"] == {"type": "number", "minimum": 0, "maximum": 10080}
    assert (metric["sector_deg"]["exclusiveMinimum"], metric["sector_deg"]["maximum"]) == (0, 180)
    assert (metric["limit"]["minimum"], metric["limit"]["maximum"]) == (1, 50)


# --- handle-like strings -------------------------------------------------------------------------------------

BAD_HANDLES = [
    ("point:nan,nan", "coordinates out of range"),
    ("point:inf,47.14", "coordinates out of range"),
    ("point:9.52,147.14", "coordinates out of range"),   # lat,lon swapped into lon,lat
    ("pois:0", "no such handle"),
    ("pois:-1", "no such handle"),
    ("buffer:pois:0:500", "no such handle"),
    ("pois:99999999", "no such (handle|entity)"),         # well-formed, but no such row
]


def _calls(text: str) -> dict[str, dict[str, Any]]:
    return {
        "ResolveLocation": {"name": text},
        "GetRegionGeometry": {"region": text},
        "PlanRoute": {"stops": ["Kunstmuseum Liechtenstein", text], "context": "Vaduz"},
        "CalculateMetric": {"metric": "distance", "anchor": "Ateneum", "anchor_b": text},
    }


@pytest.mark.parametrize("tool", ["ResolveLocation", "GetRegionGeometry", "PlanRoute", "CalculateMetric"])
@pytest.mark.parametrize("text, problem", BAD_HANDLES, ids=[case[0] for case in BAD_HANDLES])
def test_bad_handles_are_errors_never_fuzzy_matches(settings, db, tool, text, problem) -> None:
    step = observe(settings, db, tool, **_calls(text)[tool])
    shown = step.observation_shown
    assert not step.ok and shown.startswith("ERROR: "), shown
    assert re.search(problem, shown) and repr(text) in shown, shown
    # the trigram search of the names never ran on the handle's text (it found the hairdresser 'Point', pois:109)
    assert not any("similarity(" in query.sql and text in str(query.params) for query in step.sql), \
        [query.sql[:80] for query in step.sql]
    assert "pois:109" not in shown


def test_a_good_handle_is_used_as_it_is(settings, db) -> None:
    (region_id, region), = db.query("SELECT id, region_name FROM regions WHERE region_name IS NOT NULL "
                                     "ORDER BY id LIMIT 1").rows
    (museum,), = db.query("SELECT id FROM pois WHERE poi_name = 'Kunstmuseum Liechtenstein'").rows
    area = observe(settings, db, "GetRegionGeometry", region=f"regions:{region_id}")
    assert area.ok and area.observation_shown.startswith(f"{region} → regions:{region_id} (region, area ")
    around = observe(settings, db, "GetRegionGeometry", anchor=f"pois:{museum}", radius_m=300)
    assert around.ok and f"→ buffer:pois:{museum}:300 (buffer" in around.observation_shown, around.observation_shown
    resolve = observe(settings, db, "ResolveLocation", name=f"pois:{museum}")
    assert f"'pois:{museum}' is already a handle (Kunstmuseum Liechtenstein)" in resolve.observation_shown
