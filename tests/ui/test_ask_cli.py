"""`georeact ask` and `georeact trace show` as a user runs them: real subprocesses, the test database,
and a fake OpenAI-compatible LLM server (see conftest.py) behind GEOREACT_LLM_BASE_URL."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from tests.ui.conftest import TOOL_CALL, cli_env, free_port

QUESTION = "Which cafe is nearest to the Ateneum?"
TIMEOUT_S = 240


def georeact_command() -> list[str]:
    script = Path(sys.executable).with_name("georeact")
    return [str(script)] if script.exists() else [sys.executable, "-m", "georeact.cli"]


def run_cli(*args: str, env: dict[str, str], cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*georeact_command(), *args], env=env, cwd=cwd, capture_output=True, text=True,
                          timeout=TIMEOUT_S)


def flat(text: str) -> str:
    """Output with Rich's line wrapping and panel borders undone, for phrase checks."""
    return re.sub(r"\s+", " ", re.sub(r"[│╭╮╰╯─]", " ", text))


def test_ask_json_prints_text_value_and_evidence(settings, fake_llm):
    result = run_cli("ask", QUESTION, "--json", env=cli_env(settings, fake_llm.url))
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert answer["error"] is None and answer["trace_id"]
    # the CalculateMetric result answers the question as read: the answer is written from it, with the handle
    assert "robert's coffee gelato factory (pois:" in answer["text"] and "49 m" in answer["text"]
    value = answer["value"]
    assert value["kind"] == "entities"
    names = [entity["name"] for entity in value["entities"]]
    assert "robert's coffee gelato factory" in names
    assert all(entity["handle"].startswith("pois:") and entity["distance_m"] > 0 for entity in value["entities"])
    [evidence] = answer["evidence"]
    assert evidence["tool"] == "CalculateMetric"
    assert evidence["handles"] and evidence["sql"]
    # One LLM request: the tool call; no second one only to restate the result.
    assert len(fake_llm.requests) == 1


def test_ask_trace_file_is_rendered_by_trace_show(settings, fake_llm, tmp_path):
    env = cli_env(settings, fake_llm.url)
    trace_file = tmp_path / "traces" / "run.jsonl"
    result = run_cli("ask", QUESTION, "--trace", str(trace_file), env=env)
    assert result.returncode == 0, result.stderr
    assert "robert's coffee gelato factory" in flat(result.stdout)

    lines = trace_file.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1
    record = json.loads(lines[0])
    assert record["question"] == QUESTION
    assert record["steps"][0]["tool"] == "CalculateMetric"
    assert record["steps"][0]["arguments"] == TOOL_CALL["arguments"]

    shown = run_cli("trace", "show", str(trace_file), env=env)
    assert shown.returncode == 0, shown.stderr
    text = flat(shown.stdout)
    assert QUESTION in text and record["id"] in text
    assert "CalculateMetric" in text and "SELECT" in text
    assert "robert's coffee gelato factory (pois:" in text and "49 m" in text

    only = run_cli("trace", "show", str(trace_file), "--id", record["id"], env=env)
    assert only.returncode == 0 and QUESTION in flat(only.stdout)
    missing = run_cli("trace", "show", str(tmp_path / "nope.jsonl"), env=env)
    assert missing.returncode != 0
    assert "no trace file" in flat(missing.stderr) and "Traceback" not in missing.stderr


def test_ask_html_map_is_a_self_contained_folium_page_with_the_places(settings, fake_llm, tmp_path):
    env = cli_env(settings, fake_llm.url)
    html = tmp_path / "answer.html"
    result = run_cli("ask", QUESTION, "--map", str(html), env=env)
    assert result.returncode == 0, result.stderr
    assert "map written to" in flat(result.stderr)
    page = html.read_text(encoding="utf-8")
    assert page.lstrip().lower().startswith("<!doctype html>")
    assert "L.map(" in page                                         # folium's Leaflet page ...
    assert "Leaflet 1.9.4" in page                                  # ... with Leaflet inlined
    assert not re.findall(r"<(?:script|link)\b[^>]*\b(?:src|href)=", page), "the page loads something from outside"
    assert '"FeatureCollection"' in page
    assert "Ateneum" in page                                        # the anchor
    assert "coffee gelato factory" in page                          # the answer (' is JSON-escaped)
    assert '"role": "answer"' in page


def test_ask_empty_question_is_a_clear_error(settings, fake_llm):
    result = run_cli("ask", "  ", env=cli_env(settings, fake_llm.url))
    assert result.returncode != 0
    assert "question is empty" in flat(result.stderr)
    assert "Traceback" not in result.stdout + result.stderr
    assert fake_llm.requests == []      # nothing was asked of the model


def test_ask_with_an_unreachable_llm_says_so(settings, tmp_path):
    dead = f"http://127.0.0.1:{free_port()}/v1"
    result = run_cli("ask", QUESTION, env=cli_env(settings, dead))
    assert result.returncode != 0
    message = flat(result.stderr)
    assert "Cannot reach the LLM endpoint" in message and dead in message
    assert "GEOREACT_LLM_BASE_URL" in message           # says what to do
    assert "Traceback" not in result.stdout + result.stderr


def test_ask_map_to_an_unwritable_place_still_prints_the_answer(settings, fake_llm, tmp_path):
    result = run_cli("ask", QUESTION, "--map", str(tmp_path / "no" / "such" / "dir" / "m.geojson"),
                     env=cli_env(settings, fake_llm.url))
    assert result.returncode != 0
    assert "could not write" in flat(result.stderr)
    assert "Traceback" not in result.stdout + result.stderr
    assert "robert's coffee gelato factory" in flat(result.stdout)
