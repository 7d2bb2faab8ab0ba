"""The interactive REPL: steps streamed as they happen, the answer in a panel, multi-turn memory.

Memory is the graph's checkpointer: every question of a session runs on the same thread, so a follow-up
("and which of them is closest to the station?") sees the earlier questions and answers. A named thread
(`chat --thread NAME`, kept in Postgres) resumes where it was left. On a terminal the input line is
prompt_toolkit's: line editing, ↑/↓ and Ctrl-R through the questions of earlier sessions (kept in
$GEOREACT_HOME/chat_history), and a pasted block of lines is one question.
"""

from __future__ import annotations

import shlex
import sys
import uuid
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.syntax import Syntax

from georeact.agent.run import run_question, start_turn
from georeact.agent.trace import Trace
from georeact.config import Settings
from georeact.errors import GeoReactError
from georeact.ui import render
from georeact.ui.progress import AgentStatus
from georeact.ui.tokens import TokenEcho

HELP = """commands:
  /steps        show each step as it runs (the tool, its arguments, what it returned), or stop showing them
  /trace        the last question's full trace
  /sql          the SQL the last question ran, with its values written in (paste into psql)
  /map FILE     write the last answer's map to FILE (.html, a page that works offline, or .geojson);
                /map FILE.html --open opens it, --tiles osm puts openstreetmap.org's tiles behind it
  /tools        the tools the model can call
  /reset        forget the conversation
  /help         this help
  /quit         leave (Ctrl-D works too; Ctrl-C stops the current question)
keys: ↑/↓ earlier questions (kept between sessions), Ctrl-R searches them; a pasted block of lines is one question"""


def history_path(settings: Settings) -> Path:
    return Path(settings.home) / "chat_history"


class LineReader:
    """The chat's input line: prompt_toolkit on a terminal; plain input (no editing) from a pipe."""

    def __init__(self, console: Console, history: Path) -> None:
        self.console = console
        self.session = None
        if sys.stdin.isatty() and sys.stdout.isatty():
            from prompt_toolkit import PromptSession
            from prompt_toolkit.history import FileHistory

            history.parent.mkdir(parents=True, exist_ok=True)
            self.session = PromptSession(history=FileHistory(str(history)))

    def read(self) -> str:
        """One question or command, a pasted block joined into one line; EOFError at Ctrl-D."""
        if self.session is None:
            return self.console.input("[bold green]?[/] ").strip()
        from prompt_toolkit.formatted_text import FormattedText

        text = self.session.prompt(FormattedText([("ansigreen bold", "?"), ("", " ")]))
        return " ".join(text.split())


class ChatSession:
    def __init__(self, agent: Any, settings: Settings, max_steps: int = 10, console: Console | None = None,
                 tools: list[tuple[str, str]] | None = None, thread_id: str | None = None,
                 show_steps: bool = False) -> None:
        self.agent = agent
        self.settings = settings
        self.max_steps = max_steps
        self.console = console or Console()
        self.tools = tools or []     # (name, what it does) of the tools the model can call
        self.named = thread_id is not None
        self.thread_id = thread_id or uuid.uuid4().hex
        self.last: Trace | None = None
        # the answer and a status line by default; the steps (tools, arguments, what they returned for the model)
        # with -v or /steps
        self.show_steps = show_steps

    def loop(self) -> None:
        self.console.print("[bold]geo-react[/] — ask about places; /help for commands.")
        reader = LineReader(self.console, history_path(self.settings))
        earlier = sum(1 for m in (self._state() or {}).get("messages", [])   # one answer message per question
                      if m.type == "ai" and "answer" in m.response_metadata)
        if earlier:
            self.console.print(f"resuming conversation {self.thread_id!r} ({earlier} earlier questions)")
        while True:
            try:
                line = reader.read()
            except EOFError:
                self.console.print()
                return
            except KeyboardInterrupt:
                self.console.print()
                continue
            if not line:
                continue
            if line.startswith("/"):
                try:
                    if not self.command(line):
                        return
                except KeyboardInterrupt:
                    self.console.print("[yellow]interrupted[/]")
                continue
            self.ask(line)

    def ask(self, question: str) -> None:
        asked_after = self._start_turn()
        try:
            with AgentStatus(self.console) as status:
                tokens = TokenEcho(self.console, status)   # the model's reply as it streams

                def on_event(kind: str, item: Any) -> None:
                    status.event(kind, item)
                    if not self.show_steps:
                        return
                    if kind == "token":
                        tokens.write(item)
                    elif kind == "step":
                        tokens.end()
                        self.console.print(render.step_view(item))
                    elif kind == "llm":
                        tokens.end()
                        self.console.print(render.llm_view(item))

                trace = run_question(self.agent, question, thread_id=self.thread_id, on_event=on_event,
                                     max_steps=self.max_steps, stream_tokens=self.show_steps)
                tokens.end()
        except KeyboardInterrupt:
            self._forget_turn(asked_after)
            self.console.print("[yellow]interrupted; ask again or /quit[/]")
            return
        self.last = trace
        self.console.print(render.answer_view(trace))

    # The thread's state between questions -----------------------------------------------------------

    def _config(self) -> dict[str, Any]:
        return {"configurable": {"thread_id": self.thread_id}}

    def _state(self) -> dict[str, Any] | None:
        try:
            return self.agent.get_state(self._config()).values
        except ValueError:  # an agent without a checkpointer: no memory, nothing to tidy
            return None

    def _start_turn(self) -> int:
        return start_turn(self.agent, self.thread_id)

    def _forget_turn(self, keep: int) -> None:
        """After Ctrl-C: drop the interrupted question's messages, so the next question does not carry an
        unanswered one (and half a tool exchange) in its history."""
        from langchain_core.messages import RemoveMessage

        try:
            state = self._state()
            extra = (state or {}).get("messages", [])[keep:]
            if extra:
                self.agent.update_state(self._config(), {"messages": [RemoveMessage(id=m.id) for m in extra],
                                                         "steps": None, "llm_calls": None, "values": None},
                                        as_node="finish")
        except Exception:  # the conversation cannot be tidied: start a fresh one rather than a broken one
            self.thread_id = uuid.uuid4().hex
            self.console.print("[yellow]the conversation was reset[/]")

    def command(self, line: str) -> bool:
        name, _, rest = line.partition(" ")
        if name in ("/quit", "/exit", "/q"):
            return False
        if name == "/help":
            self.console.print(HELP, markup=False)
        elif name == "/steps":
            self.show_steps = not self.show_steps
            self.console.print("showing each step" if self.show_steps else "showing the answers only (/steps again for the steps)")
        elif name == "/tools":
            width = max((len(tool) for tool, _ in self.tools), default=0)
            for tool, summary in self.tools:
                self.console.print(f"[bold]{tool:<{width}}[/]  {escape(summary)}")
        elif name == "/reset":
            if self.named:   # a named conversation is forgotten where it is kept, not only left behind
                self.agent.checkpointer.delete_thread(self.thread_id)
            else:
                self.thread_id = uuid.uuid4().hex
            self.last = None
            self.console.print("conversation forgotten")
        elif self.last is None and name in ("/trace", "/sql", "/map"):
            self.console.print("ask a question first")
        elif name == "/trace":
            self.console.print(render.trace_view(self.last))
        elif name == "/sql":
            queries = self.last.sql
            if not queries:
                self.console.print("no SQL was run")
            for query in queries:
                self.console.print(Syntax(query.pasteable().strip() + ";", "sql", theme="ansi_dark", word_wrap=True))
        elif name == "/map":
            self._map(rest)
        else:
            self.console.print(f"unknown command {name}; /help lists them")
        return True

    def _map(self, rest: str) -> None:
        """/map FILE [--open] [--tiles osm]"""
        from georeact.ui.mapping import open_map, write_map

        usage = "usage: /map FILE.html [--open] [--tiles osm], or /map FILE.geojson"
        try:
            words = shlex.split(rest)
        except ValueError:
            words = []
        opening = "--open" in words
        words = [word for word in words if word != "--open"]
        tiles = "none"
        if "--tiles" in words:
            at = words.index("--tiles")
            tiles = words[at + 1] if at + 1 < len(words) else ""
            del words[at:at + 2]
        if len(words) != 1 or tiles not in ("none", "osm"):
            self.console.print(usage)
            return
        path = Path(words[0]).expanduser()
        try:
            count = write_map(self.last, self.settings, path, tiles=tiles)   # type: ignore[arg-type]
        except (OSError, GeoReactError) as exc:
            self.console.print(f"[red]could not write the map:[/] {escape(str(exc))}")
            return
        self.console.print(f"map written to {escape(words[0])} ({count} places)")
        if opening and not open_map(path):
            self.console.print(f"[yellow]no web browser found to open it: open {escape(words[0])} yourself[/]")
