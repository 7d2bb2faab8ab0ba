"""The CLI end to end (real processes, the test cluster, the fake OpenAI-compatible endpoint of conftest.py):
`chat --thread NAME` resumes a conversation after the process ends, and `ask -v` shows the model's reply as it
streams."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import uuid
from pathlib import Path

import pexpect

from tests.ui.conftest import TOOL_CALL, cli_env

GEOREACT = str(Path(sys.executable).with_name("georeact"))
PROMPT = r"\n(?:\x1b\[[0-9;?]*[A-Za-z]|[\r\x08])*\x1b\[0;32;1m\?"    # the input line's "?" at the start of a line (prompt_toolkit)
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")
WAIT_S = 120     # a guard against a hung process on a busy machine, not a measurement
FIRST = "Which cafe is nearest to the Ateneum?"
FOLLOW_UP = "And which cafe is nearest to the Ateneum now?"


def clean(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"[│╭╮╰╯─]", " ", ANSI.sub("", text).replace("\r", "")))


def chat(env: dict[str, str], cwd: Path, *args: str) -> tuple[pexpect.spawn, str]:
    child = pexpect.spawn(GEOREACT, ["chat", *args], env=env, cwd=str(cwd), encoding="utf-8", timeout=WAIT_S,
                          dimensions=(40, 160))
    child.expect(PROMPT)
    return child, clean(child.before)


def ask(child: pexpect.spawn, line: str) -> str:
    child.sendline(line)
    child.expect(PROMPT)
    return clean(child.before)


def leave(child: pexpect.spawn) -> int:
    child.sendline("/quit")
    child.expect(pexpect.EOF)
    child.close()
    return child.exitstatus


def user_turns(request: dict) -> list[str]:
    return [m["content"] for m in request["messages"] if m["role"] == "user"]


def test_a_named_chat_resumes_in_a_new_process(settings, fake_llm, tmp_path):
    env, thread = cli_env(settings, fake_llm.url, PROMPT_TOOLKIT_NO_CPR="1"), f"cli-{uuid.uuid4().hex[:8]}"
    first, banner = chat(env, tmp_path, "--thread", thread)
    assert "resuming" not in banner
    assert "Espresso House" in ask(first, FIRST)
    assert leave(first) == 0

    second, banner = chat(env, tmp_path, "--thread", thread)   # a new process: only Postgres remembers
    assert f"resuming conversation '{thread}' (1 earlier questions)" in banner
    ask(second, FOLLOW_UP)
    # the model saw the first question (and geo-react's answer to it) before the new one
    assert user_turns(fake_llm.requests[-1]) == [FIRST, FOLLOW_UP]
    assert "Espresso House" in fake_llm.requests[-1]["messages"][2]["content"]
    assert "conversation forgotten" in ask(second, "/reset")
    assert leave(second) == 0

    third, banner = chat(env, tmp_path, "--thread", thread)   # /reset deleted the stored conversation
    assert "resuming" not in banner
    ask(third, FIRST)
    assert user_turns(fake_llm.requests[-1]) == [FIRST]
    assert leave(third) == 0

    anonymous, banner = chat(env, tmp_path)   # without --thread nothing is kept
    ask(anonymous, FOLLOW_UP)
    assert user_turns(fake_llm.requests[-1]) == [FOLLOW_UP]
    assert leave(anonymous) == 0


def test_ask_verbose_streams_the_models_reply(settings, fake_llm, tmp_path):
    trace = tmp_path / "trace.jsonl"
    result = subprocess.run([GEOREACT, "ask", FIRST, "-v", "--trace", str(trace)], env=cli_env(settings, fake_llm.url),
                            capture_output=True, text=True, timeout=WAIT_S, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert fake_llm.requests[0]["stream"] is True   # the request asked for a stream
    shown = clean(result.stderr)
    streamed = "model: " + json.dumps(TOOL_CALL)   # the reply as it came, before the step it asked for
    assert streamed in shown and shown.index(streamed) < shown.index("→ CalculateMetric")
    # the streamed reply still reports its tokens (stream_options.include_usage), for the trace
    call = json.loads(trace.read_text().splitlines()[-1])["llm_calls"][0]
    assert call["prompt_tokens"] > 0 and call["completion_tokens"] > 0

    quiet = subprocess.run([GEOREACT, "ask", FIRST], env=cli_env(settings, fake_llm.url), capture_output=True,
                           text=True, timeout=WAIT_S, cwd=tmp_path)
    assert quiet.returncode == 0 and "model:" not in quiet.stderr and fake_llm.requests[-1].get("stream") is not True
