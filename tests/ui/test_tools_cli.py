"""`georeact tools list|describe|call` as a user runs it: the real command in a subprocess on the test cluster,
compared with the registry and with the same tool invoked in-process (issue 16, part 3).

The LLM endpoint is unreachable: calling a tool must not need the model.
"""

from __future__ import annotations

import json
import subprocess

import pytest

from georeact.db.profiles import PLANET_OSM
from georeact.tools.base import invoke
from georeact.tools.registry import TOOL_MODULES, available_tools, load_tools
from tests.ui.conftest import cli_env
from tests.ui.test_ask_cli import TIMEOUT_S, georeact_command

NO_LLM = "http://127.0.0.1:9/v1"
VADUZ_RESTAURANTS = {"metric": "count", "feature": "restaurant", "region": "Vaduz"}


def tools(settings, *args: str, stdin: str | None = None, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*georeact_command(), "tools", *args], env=cli_env(settings, NO_LLM, **env), input=stdin,
                          capture_output=True, text=True, timeout=TIMEOUT_S)


def in_process(ctx, name: str, arguments: dict):
    [spec] = load_tools([name], profile=ctx.profile)
    return invoke(spec.run, spec.result_model, ctx, spec.input_model.model_validate(arguments))


def error_line(result: subprocess.CompletedProcess[str]) -> str:
    """The one stderr line of a refused call (nothing on stdout, no traceback)."""
    assert result.returncode == 2, (result.returncode, result.stdout, result.stderr)
    assert "Traceback" not in result.stderr and not result.stdout
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


def test_list_names_every_tool_with_one_line(settings):
    result = tools(settings, "list")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert [line.split()[0] for line in lines] == available_tools() == list(TOOL_MODULES)
    calculate = next(line for line in lines if line.startswith("CalculateMetric "))
    assert calculate.split(None, 1)[1] == "Compute the answer to a spatial question in one call."


@pytest.mark.parametrize("profile", ["gsqa", "planet_osm"])
def test_describe_prints_the_schema_the_model_sees(settings, profile):
    result = tools(settings, "describe", "GenerateSQL", GEOREACT_SCHEMA_PROFILE=profile)
    assert result.returncode == 0, result.stderr
    shown = json.loads(result.stdout)
    [spec] = load_tools(["GenerateSQL"], profile=PLANET_OSM if profile == "planet_osm" else None)
    assert shown == spec.openai_schema()
    assert ("planet_osm_point" in shown["function"]["description"]) == (profile == "planet_osm")


def test_call_gives_the_count_of_the_in_process_tool(settings, ctx):
    expected = in_process(ctx, "CalculateMetric", VADUZ_RESTAURANTS)
    assert expected.ok and expected.value and expected.value > 0
    result = tools(settings, "call", "CalculateMetric", json.dumps(VADUZ_RESTAURANTS))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == expected.render()
    assert f"answer: {expected.value:g}" in result.stdout

    structured = tools(settings, "call", "CalculateMetric", json.dumps(VADUZ_RESTAURANTS), "--json")
    assert structured.returncode == 0, structured.stderr
    shown = json.loads(structured.stdout)
    assert shown["ok"] and shown["value"] == expected.value and shown["total"] == expected.total
    assert shown["sql"] and all(query["error"] is None for query in shown["sql"])


def test_call_reads_the_arguments_from_stdin(settings, ctx):
    expected = in_process(ctx, "ResolveLocation", {"name": "Vaduz"})
    result = tools(settings, "call", "ResolveLocation", "-", stdin='{"name": "Vaduz"}\n')
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == expected.render()


def test_call_on_planet_osm_reads_the_classic_tables(settings, osm_ctx):
    expected = in_process(osm_ctx, "CalculateMetric", VADUZ_RESTAURANTS)
    result = tools(settings, "call", "CalculateMetric", json.dumps(VADUZ_RESTAURANTS), "--json",
                   GEOREACT_SCHEMA_PROFILE="planet_osm")
    assert result.returncode == 0, result.stderr
    shown = json.loads(result.stdout)
    assert shown["value"] == expected.value > 0
    assert any("planet_osm.pois" in query["sql"] for query in shown["sql"])


REFUSED = {   # arguments -> what the one line must say
    "unknown tool": (["call", "NoSuchTool", "{}"], "unknown tools ['NoSuchTool']"),
    "unknown tool to describe": (["describe", "calculatemetric"], "(did you mean CalculateMetric?); known: ParseQuestion"),
    "misspelt tool": (["call", "ResolveLocatoin", '{"name": "Vaduz"}'], "(did you mean ResolveLocation?)"),
    "malformed JSON": (["call", "CalculateMetric", '{"metric": "count",'], "the arguments are not valid JSON"),
    "not an object": (["call", "CalculateMetric", '["count"]'], "must be one JSON object, got list"),
    "schema violation": (["call", "CalculateMetric", '{"metric": "count", "feature": "cafe", "radius_m": "far"}'],
                         "invalid arguments for CalculateMetric: radius_m:"),
    "NaN number": (["call", "PlanRoute", '{"stops": ["Ateneum", "Kiasma"], "service_min": NaN}'],
                   "invalid arguments for PlanRoute: service_min: Value error, must be a finite number"),
    "tool error": (["call", "ResolveLocation", '{"name": "point:nan,nan"}'], "ResolveLocation: bad handle"),
}


@pytest.mark.parametrize("case", REFUSED)
def test_a_refused_call_is_one_line_and_exit_code_2(settings, case):
    arguments, expected = REFUSED[case]
    line = error_line(tools(settings, *arguments))
    assert line.startswith("error: ") and expected in line, line


def test_a_tool_error_with_json_still_prints_the_result(settings):
    result = tools(settings, "call", "ResolveLocation", '{"name": "point:nan,nan"}', "--json")
    assert result.returncode == 2 and len(result.stderr.splitlines()) == 1, result.stderr
    shown = json.loads(result.stdout)
    assert shown["ok"] is False and "bad handle" in shown["error"]


def test_a_tool_module_that_fails_to_import_is_an_error(monkeypatch):
    from georeact.errors import GeoReactError
    from georeact.tools import registry

    monkeypatch.setitem(registry.TOOL_MODULES, "Broken", "georeact.tools.no_such_module")
    with pytest.raises(GeoReactError, match="Broken .*cannot be loaded"):
        registry.load_tools(["Broken"])
