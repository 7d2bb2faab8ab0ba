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
    # the CalculateMetric result answers the question as read: the answer is written from it, the handle stays
    # in the evidence
    assert "Espresso House is the nearest cafe to Ateneum, 46 m away" in answer["text"] and "pois:" not in answer["text"]
    value = answer["value"]
    assert value["kind"] == "entities"
    names = [entity["name"] for entity in value["entities"]]
    assert "Espresso House" in names
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
    assert "Espresso House" in flat(result.stdout)
    assert f"creating the directory {trace_file.parent}" in flat(result.stderr)   # not silently (issue 32)

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
    assert "Espresso House is the nearest cafe to Ateneum, 46 m away" in text

    only = run_cli("trace", "show", str(trace_file), "--id", record["id"], env=env)
    assert only.returncode == 0 and QUESTION in flat(only.stdout)
    missing = run_cli("trace", "show", str(tmp_path / "nope.jsonl"), env=env)
    assert missing.returncode != 0
    assert "no trace file" in flat(missing.stderr) and "Traceback" not in missing.stderr


def test_ask_html_map_is_a_self_contained_page_with_the_places(settings, fake_llm, tmp_path):
    """What the page draws is checked in a browser (test_map_browser.py); here: `ask --map --open` writes it and
    hands it to the user's browser ($BROWSER, here a script that records what it was given)."""
    env = cli_env(settings, fake_llm.url)
    html = tmp_path / "answer.html"
    opened = tmp_path / "opened.txt"
    browser = tmp_path / "browser.sh"
    browser.write_text(f"#!/bin/sh\necho \"$1\" > {opened}\n")
    browser.chmod(0o755)
    result = run_cli("ask", QUESTION, "--map", str(html), "--open", env=env | {"BROWSER": str(browser)})
    assert result.returncode == 0, result.stderr
    assert "map written to" in flat(result.stderr) and "(2 places)" in flat(result.stderr)   # the Ateneum and the cafe
    page = html.read_text(encoding="utf-8")
    assert page.lstrip().lower().startswith("<!doctype html>")
    assert "Leaflet 1.9.4" in page                                  # Leaflet inlined
    assert not re.findall(r"<(?:script|link|img)\b[^>]*\b(?:src|href)=", page), "the page loads something from outside"
    assert '"FeatureCollection"' in page and "Ateneum" in page and "Espresso House" in page
    assert '"role":"answer"' in page and '"role":"anchor"' in page
    assert '"roads":{"type":"FeatureCollection"' in page            # the offline background
    assert opened.read_text().strip() == html.resolve().as_uri()


def test_ask_map_options_are_checked_before_the_question_runs(settings, fake_llm, tmp_path):
    env = cli_env(settings, fake_llm.url)
    for args, message in [(["--map", str(tmp_path / "answer.png")], "not 'answer.png'"),
                          (["--map", str(tmp_path / "no" / "dir" / "a.html")], "does not exist"),
                          (["--open"], "--open and --tiles go with --map"),
                          (["--map", "a.html", "--tiles", "google"], "invalid choice: 'google'")]:
        result = run_cli("ask", QUESTION, *args, env=env)
        assert result.returncode == 2, (args, result.stderr)
        assert message in flat(result.stderr) and "Traceback" not in result.stderr, (args, result.stderr)
    assert fake_llm.requests == []                                  # nothing was asked of the model


def test_ask_empty_question_is_a_clear_error(settings, fake_llm):
    result = run_cli("ask", "  ", env=cli_env(settings, fake_llm.url))
    assert result.returncode != 0
    assert "question is empty" in flat(result.stderr)
    assert "Traceback" not in result.stdout + result.stderr
    assert fake_llm.requests == []      # nothing was asked of the model


def test_an_unreachable_model_that_drives_every_step_is_said_before_anything_runs(settings, tmp_path):
    dead = f"http://127.0.0.1:{free_port()}/v1"
    result = run_cli("ask", QUESTION, env=cli_env(settings, dead))   # GEOREACT_MODEL_USE=always
    assert result.returncode == 2
    message = flat(result.stderr)
    assert "Cannot reach the LLM endpoint" in message and dead in message
    assert "GEOREACT_LLM_BASE_URL" in message           # says what to do
    assert "Traceback" not in result.stdout + result.stderr


def test_with_the_model_unreachable_a_question_its_plan_holds_is_answered(settings, tmp_path):
    """Issue 41: the model server down made `ask` refuse even a question the plan answers without a model."""
    dead = f"http://127.0.0.1:{free_port()}/v1"
    result = run_cli("ask", QUESTION, env=cli_env(settings, dead, GEOREACT_MODEL_USE="auto"))
    assert result.returncode == 0, result.stderr
    warning = flat(result.stderr)
    assert "Cannot reach the LLM endpoint" in warning and dead in warning and "GEOREACT_LLM_BASE_URL" in warning
    assert "without the model" in warning
    assert "nearest to the Ateneum" in flat(result.stdout) or "Ateneum" in flat(result.stdout), result.stdout
    assert "Traceback" not in result.stdout + result.stderr


def test_with_the_model_unreachable_a_question_that_needs_it_says_so(settings, tmp_path):
    dead = f"http://127.0.0.1:{free_port()}/v1"
    result = run_cli("ask", "Which museum in Vaduz would a child enjoy most?",
                     env=cli_env(settings, dead, GEOREACT_MODEL_USE="auto"))
    assert result.returncode == 1, result.stdout + result.stderr
    answer = flat(result.stdout)
    assert "it needs the model, which is unreachable" in answer and dead in answer
    assert "Traceback" not in result.stdout + result.stderr


def test_ask_map_to_an_unwritable_place_still_prints_the_answer(settings, fake_llm, tmp_path):
    target = tmp_path / "m.geojson"
    target.mkdir()                                                  # a folder where the file should go
    result = run_cli("ask", QUESTION, "--map", str(target), env=cli_env(settings, fake_llm.url))
    assert result.returncode != 0
    assert "could not write" in flat(result.stderr)
    assert "Traceback" not in result.stdout + result.stderr
    assert "Espresso House" in flat(result.stdout)


def test_ask_in_a_terminal_shows_which_step_runs(settings, fake_llm, tmp_path):
    """While it waits, a person sees the step and what runs: the model, then which tool (a status line that
    is cleared once the answer is there); -v adds each step's call and result."""
    import pexpect

    command, *args = georeact_command()
    child = pexpect.spawn(command, [*args, "ask", QUESTION, "-v"], env=cli_env(settings, fake_llm.url), cwd=str(tmp_path),
                          encoding="utf-8", codec_errors="replace", timeout=TIMEOUT_S, dimensions=(40, 160))
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, child.before
    text = flat(re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", child.before))
    thinking = text.index("step 1: the model reads the question and picks a tool (LLM call 1)")
    running = text.index("step 1: running CalculateMetric")
    assert thinking < running < text.index("→ CalculateMetric") < text.index("Espresso House")


def test_a_place_the_data_lacks_is_said_once_in_a_persons_words_and_exits_1(settings, tmp_path):
    """Issue 40: a tour with a stop the data lacks printed the tool's error, written for the model ('pass handles
    from ResolveLocation (e.g. pois:123)', the coverage of every file), and exited 0."""
    dead = f"http://127.0.0.1:{free_port()}/v1"
    result = run_cli("ask", "shortest walking tour of the Kunstmuseum, the Qwertzy Palace and the Postmuseum",
                     env=cli_env(settings, dead, GEOREACT_MODEL_USE="auto"))
    shown = flat(result.stdout)
    assert result.returncode == 1, result.stdout + result.stderr
    assert shown.count("I could not find 'Qwertzy Palace': it is not in the loaded data") == 1, shown
    for internal in ("ResolveLocation", "pois:", "`context`", ".osm.pbf", "handles"):
        assert internal not in shown, internal
