"""`georeact chat` driven in a real pseudo-terminal (pexpect): prompts, streamed steps, the answer panel,
the slash commands, Ctrl-C during a question and leaving. The LLM is the fake OpenAI-compatible server of
conftest.py behind GEOREACT_LLM_BASE_URL; the database is the test cluster.

pexpect's terminal answers no cursor-position request (CPR); PROMPT_TOOLKIT_NO_CPR tells the chat's input line
so, as a terminal without CPR would. The history keys are tested in tmux, a terminal that answers them
(test_chat_history.py)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pexpect
import pytest

from tests.ui.conftest import SLOW_WORD, TOOL_CALL, cli_env

pytestmark = pytest.mark.uses_alone("chat history")   # the test home's history file, read back by the next chat

QUESTION = "Which cafe is nearest to the Ateneum?"
ANSWER = "Espresso House"     # written from the CalculateMetric result
# the input line's "?" drawn at the start of a new line (prompt_toolkit moves the cursor and sets colours first)
PROMPT = r"\n(?:\x1b\[[0-9;?]*[A-Za-z]|[\r\x08])*\x1b\[0;32;1m\?"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\x08")
STARTUP_S = 120     # imports, the database check and the endpoint check on a busy 2-core machine
ANSWER_S = 120


def clean(text: str) -> str:
    """Terminal output as a reader sees it, on one line: no colours, wrapping or panel borders."""
    return re.sub(r"\s+", " ", re.sub(r"[│╭╮╰╯─]", " ", ANSI.sub("", text).replace("\r", "")))


class Repl:
    def __init__(self, env: dict[str, str], cwd: Path, *options: str) -> None:
        script = Path(sys.executable).with_name("georeact")
        command, args = (str(script), ["chat"]) if script.exists() else (sys.executable, ["-m", "georeact.cli", "chat"])
        args += list(options)
        self.child = pexpect.spawn(command, args, env=env, cwd=str(cwd), encoding="utf-8", codec_errors="replace",
                                   timeout=ANSWER_S, dimensions=(40, 160))
        self.transcript = ""
        self.prompt(timeout=STARTUP_S)

    def prompt(self, timeout: float = ANSWER_S) -> str:
        """Wait for the next prompt; return what was printed since the last one (cleaned)."""
        self.child.expect(PROMPT, timeout=timeout)
        chunk = self.child.before
        self.transcript += chunk
        return clean(chunk)

    def send(self, line: str, timeout: float = ANSWER_S) -> str:
        self.child.sendline(line)
        return self.prompt(timeout)

    def finish(self) -> int:
        self.child.expect(pexpect.EOF, timeout=30)
        self.child.close()
        return self.child.exitstatus

    def kill(self) -> None:
        if self.child.isalive():
            self.child.terminate(force=True)


@pytest.fixture
def repl(settings, fake_llm, tmp_path):
    browser = tmp_path / "browser.sh"          # the user's browser ($BROWSER): records what /map --open gave it
    browser.write_text(f"#!/bin/sh\necho \"$1\" >> {tmp_path / 'opened.txt'}\n")
    browser.chmod(0o755)
    session = Repl(cli_env(settings, fake_llm.url, PROMPT_TOOLKIT_NO_CPR="1", BROWSER=str(browser)), tmp_path, "-v")
    yield session
    session.kill()


def test_by_default_the_chat_shows_the_answer_and_steps_on_request(settings, fake_llm, tmp_path):
    """Issue 40: every step's observation (tags, handles, notes for the model) was printed to the person."""
    quiet = Repl(cli_env(settings, fake_llm.url, PROMPT_TOOLKIT_NO_CPR="1"), tmp_path)
    try:
        first = quiet.send(QUESTION)
        assert ANSWER.lower() in first.lower() and "→ CalculateMetric" not in first and "amenity=cafe" not in first
        assert "showing each step" in quiet.send("/steps")
        second = quiet.send(QUESTION)
        assert "→ CalculateMetric" in second and ANSWER.lower() in second.lower()
        quiet.child.sendline("/quit")
        assert quiet.finish() == 0
    finally:
        quiet.kill()


def test_question_commands_and_quit(repl, fake_llm):
    assert "/help for commands" in clean(repl.transcript)

    shown = repl.send(QUESTION)
    # The step is streamed with the tool's name and arguments, then the answer panel.
    step = "→ CalculateMetric " + json.dumps(TOOL_CALL["arguments"])
    assert step in shown
    assert "nearest | anchor: Ateneum (pois:" in shown                     # the observation
    assert "LLM (reason)" in shown
    assert "answer" in shown and ANSWER in shown
    assert shown.index(step) < shown.index(ANSWER)
    # the status line while it ran (drawn, then cleared): which step, what runs
    assert "step 1: the model reads the question and picks a tool (LLM call 1)" in shown
    assert "step 1: running CalculateMetric" in shown
    assert "1 LLM calls" in shown and "1 tool calls" in shown      # the result answers it: no call to restate it
    assert len(fake_llm.requests) == 1
    # the model's reply streamed (shown on the status line while it came), then printed whole before the step
    assert fake_llm.requests[0]["stream"] is True
    assert "model: " in shown and shown.index("model: ") < shown.index(step)

    sql = repl.send("/sql")
    assert "SELECT" in sql and "FROM pois" in sql
    assert "%s" not in sql and "%(" not in sql   # the values written in: pasteable into psql

    trace = repl.send("/trace")
    assert QUESTION in trace and "CalculateMetric" in trace and ANSWER in trace

    help_text = repl.send("/help")
    for command in ("/trace", "/sql", "/map FILE", "/tools", "/reset", "/help", "/quit"):
        assert command in help_text

    tools = repl.send("/tools")                                            # the tools the model can call
    assert "CalculateMetric Compute the answer" in tools and "PlanRoute" in tools
    assert "ParseQuestion" not in tools                                    # a pre-step, not offered

    assert "unknown command /nope" in repl.send("/nope")

    repl.child.sendline("/quit")
    assert repl.finish() == 0


def test_follow_up_shows_only_its_own_steps(repl, fake_llm):
    first = repl.send(QUESTION)
    assert first.count("→ CalculateMetric") == 1 and first.count("LLM (reason)") == 1
    second = repl.send("And which cafe is nearest to the Ateneum now?")
    # Before the fix the previous question's steps and LLM calls were streamed again first.
    assert second.count("→ CalculateMetric") == 1 and second.count("LLM (reason)") == 1
    assert ANSWER in second
    # Multi-turn memory: the follow-up request carries the first question and its answer.
    contents = [str(message.get("content")) for message in fake_llm.requests[-1]["messages"]]
    assert QUESTION in contents and any(ANSWER in content for content in contents)
    repl.child.sendline("/quit")
    assert repl.finish() == 0


def test_a_follow_up_says_how_it_was_read(repl, fake_llm):
    """'how far is it from Kiasma?' after the nearest cafe: 'it' is the cafe the answer named, and the chat says so."""
    assert ANSWER.lower() in repl.send(QUESTION).lower()
    second = repl.send("how far is it from Kiasma?").lower()
    assert f"(read as: how far is {ANSWER.lower()} from kiasma?)" in second, second
    repl.child.sendline("/quit")
    assert repl.finish() == 0


def test_ctrl_c_stops_the_question_and_keeps_the_session(repl, fake_llm):
    repl.child.sendline(f"Which cafe is nearest to the Ateneum, {SLOW_WORD}?")
    assert fake_llm.slow_started.wait(ANSWER_S), "the question never reached the LLM"
    repl.child.expect("step 1: the model reads the question and picks a tool")   # while the model "thinks"
    repl.child.sendintr()                                   # Ctrl-C while the model "thinks"
    interrupted = repl.prompt()
    # The prompt is back while the model is still "thinking": Ctrl-C does not wait for the reply.
    assert not fake_llm.slow_replied.is_set()
    assert "interrupted; ask again or /quit" in interrupted
    assert "answer" not in interrupted.replace("ask again", "")
    assert "Traceback" not in interrupted
    assert repl.child.isalive()

    shown = repl.send(QUESTION)                             # the session goes on
    assert shown.count("→ CalculateMetric") == 1 and ANSWER in shown
    # The interrupted question was dropped from the conversation: the next request does not carry it.
    first_request = fake_llm.requests[-1]
    assert not any(SLOW_WORD in str(message.get("content")) for message in first_request["messages"])

    repl.child.sendintr()                                   # Ctrl-C at the prompt: a fresh prompt, no exit
    repl.prompt()
    assert repl.child.isalive()
    repl.child.sendeof()                                    # Ctrl-D leaves
    assert repl.finish() == 0


def test_map_writes_geojson_with_the_ateneum(repl, tmp_path):
    assert "ask a question first" in repl.send("/map out.geojson")
    assert not (tmp_path / "out.geojson").exists()
    repl.send(QUESTION)

    written = repl.send("/map out.geojson")
    assert "map written to out.geojson (2 places)" in written
    collection = json.loads((tmp_path / "out.geojson").read_text(encoding="utf-8"))
    assert collection["type"] == "FeatureCollection"
    assert collection["properties"]["question"] == QUESTION
    by_name = {feature["properties"].get("name"): feature for feature in collection["features"]
               if feature["properties"].get("handle")}
    ateneum = by_name["Ateneum"]
    assert ateneum["properties"]["role"] == "anchor"
    assert ateneum["geometry"]["type"] in ("Polygon", "MultiPolygon")
    lon, lat = ateneum["geometry"]["coordinates"][0][0] if ateneum["geometry"]["type"] == "Polygon" \
        else ateneum["geometry"]["coordinates"][0][0][0]
    assert 24.93 < lon < 24.96 and 60.16 < lat < 60.18                  # central Helsinki
    answer = by_name["Espresso House"]["properties"]
    assert answer["role"] == "answer" and round(answer["distance_m"]) == 46    # what the tool measured, for the popup

    failed = repl.send("/map no/such/dir/out.geojson")                   # an error, not a crash
    assert "could not write the map" in failed and "Traceback" not in failed
    assert "not 'out.txt'" in repl.send("/map out.txt") and not (tmp_path / "out.txt").exists()
    assert "map written to out.html (2 places)" in repl.send("/map out.html --open --tiles osm")
    assert "tile.openstreetmap.org" in (tmp_path / "out.html").read_text(encoding="utf-8")
    assert (tmp_path / "opened.txt").read_text().split() == [(tmp_path / "out.html").as_uri()]
    assert "usage: /map" in repl.send("/map out.html --tiles nowhere")
    assert "usage: /map" in repl.send("/map")
    assert repl.child.isalive()
    repl.child.sendline("/quit")
    assert repl.finish() == 0
