"""The chat's input line in tmux, a real terminal emulator: ↑ recalls the last question, also in the next session
(the history file under GEOREACT_HOME), Ctrl-R finds an older one, and a pasted block of lines is one question.

tmux runs on its own socket; the screen is read with capture-pane, as a person would see it. The LLM is the fake
endpoint of conftest.py; the database is the test cluster.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import pytest

from georeact.ui.chat import history_path
from tests.ui.conftest import cli_env
from tests.ui.test_ask_cli import georeact_command

pytestmark = pytest.mark.uses_alone("chat history")   # the test home's history file, read back by the next chat

QUESTION = "Which cafe is nearest to the Ateneum?"
ANSWER = "Espresso House"
WAIT_S = 120     # start-up or an answer on a busy 2-core machine: a bound on waiting, not a measurement


class Tmux:
    """One `georeact chat` in a detached tmux session of its own server."""

    def __init__(self, env: dict[str, str], cwd: Path) -> None:
        if shutil.which("tmux") is None:
            pytest.fail("tmux is needed for the terminal tests: bash scripts/install.sh")
        self.socket = f"georeact-test-{uuid.uuid4().hex[:8]}"
        # the pane stays after the chat ends, showing its exit code
        command = " ".join(["env", *(shlex.quote(f"{k}={v}") for k, v in env.items()),
                            *map(shlex.quote, georeact_command()), "chat;", 'echo "[exited $?]";', "sleep 600"])
        self.tmux("new-session", "-d", "-s", "chat", "-x", "160", "-y", "50", "-c", str(cwd), command)
        self.wait(lambda screen: "/help for commands" in screen and self.input_line() == "?")

    def tmux(self, *args: str) -> str:
        return subprocess.run(["tmux", "-L", self.socket, *args], check=True, capture_output=True, text=True,
                              timeout=30).stdout

    def screen(self) -> str:
        return self.tmux("capture-pane", "-p", "-t", "chat")

    def input_line(self) -> str:
        """The last line with text on the screen: the prompt and what is typed at it."""
        lines = [line.rstrip() for line in self.screen().splitlines() if line.strip()]
        return lines[-1] if lines else ""

    def wait(self, done: Callable[[str], bool]) -> str:
        deadline = time.monotonic() + WAIT_S
        while True:
            screen = self.screen()
            if done(screen):
                return screen
            if time.monotonic() > deadline:
                pytest.fail(f"the terminal never showed what was expected; the screen:\n{screen}")
            time.sleep(0.2)

    def keys(self, *keys: str) -> None:
        self.tmux("send-keys", "-t", "chat", *keys)

    def type(self, text: str) -> None:
        self.tmux("send-keys", "-t", "chat", "-l", text)

    def paste(self, text: str) -> None:
        """As a terminal pastes: bracketed, since the input line asked for bracketed paste."""
        self.tmux("set-buffer", "-b", "paste", text)
        self.tmux("paste-buffer", "-p", "-d", "-b", "paste", "-t", "chat")

    def ask(self, answers_before: int) -> str:
        """Enter, then wait for one more answer panel and the next empty prompt."""
        self.keys("Enter")
        return self.wait(lambda screen: screen.count("tool calls") > answers_before and self.input_line() == "?")

    def close(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True, timeout=30)


@pytest.fixture
def terminal(settings, fake_llm, tmp_path):
    history = history_path(settings)
    history.unlink(missing_ok=True)     # the test cluster's home: only tests keep a chat history there
    opened: list[Tmux] = []

    def start() -> Tmux:
        opened.append(Tmux(cli_env(settings, fake_llm.url), tmp_path))
        return opened[-1]

    yield start
    for session in opened:
        session.close()


def test_up_arrow_recalls_the_last_question_in_this_and_the_next_session(terminal, settings, fake_llm):
    chat = terminal()
    chat.type(QUESTION)
    screen = chat.ask(answers_before=0)
    assert ANSWER in screen

    chat.keys("Up")                                             # ↑ at an empty prompt: the last question
    chat.wait(lambda screen: chat.input_line() == f"? {QUESTION}")
    chat.keys("C-u")                                            # line editing: Ctrl-U clears the line
    chat.wait(lambda screen: chat.input_line() == "?")
    chat.type("/quit")
    chat.keys("Enter")
    chat.wait(lambda screen: chat.input_line() == "[exited 0]")

    assert QUESTION in history_path(settings).read_text(encoding="utf-8")
    again = terminal()                                          # a new session reads the history file
    again.keys("Up")
    again.wait(lambda screen: again.input_line() == "? /quit")
    again.keys("Up")
    again.wait(lambda screen: again.input_line() == f"? {QUESTION}")
    screen = again.ask(answers_before=0)                        # the recalled question is asked again
    assert ANSWER in screen
    assert fake_llm.requests[-1]["messages"][-1]["content"] == QUESTION


def test_ctrl_r_finds_an_older_question(terminal, fake_llm):
    chat = terminal()
    chat.type(QUESTION)
    chat.ask(answers_before=0)
    chat.type("/help")
    chat.keys("Enter")
    chat.wait(lambda screen: "Ctrl-R searches them" in screen and chat.input_line() == "?")
    chat.keys("C-r")
    chat.type("Ateneum")
    chat.wait(lambda screen: "Ateneum" in chat.input_line() and "search" in screen.lower())
    chat.keys("Enter")                                          # leave the search with the line it found
    chat.wait(lambda screen: chat.input_line() == f"? {QUESTION}")
    screen = chat.ask(answers_before=1)
    assert screen.count(ANSWER) >= 2
    assert fake_llm.requests[-1]["messages"][-1]["content"] == QUESTION


def test_a_pasted_block_of_lines_is_one_question(terminal, fake_llm):
    chat = terminal()
    chat.paste("Which cafe is nearest\nto the Ateneum?")
    chat.wait(lambda screen: "to the Ateneum?" in chat.input_line())   # pasted, not sent line by line
    assert fake_llm.requests == []
    screen = chat.ask(answers_before=0)
    assert screen.count("tool calls") == 1 and ANSWER in screen
    assert fake_llm.requests[-1]["messages"][-1]["content"] == QUESTION
    assert os.linesep not in fake_llm.requests[-1]["messages"][-1]["content"]
