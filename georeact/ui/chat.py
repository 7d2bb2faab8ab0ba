"""The interactive REPL: steps streamed as they happen, the answer in a panel, multi-turn memory.

Memory is the graph's checkpointer: every question of a session runs on the same thread, so a follow-up
("and which of them is closest to the station?") sees the earlier questions and answers.
"""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.syntax import Syntax

from georeact.agent.run import run_question
from georeact.agent.trace import Trace
from georeact.config import Settings
from georeact.ui import render

HELP = """commands:
  /trace        the last question's full trace
  /sql          the SQL the last question ran
  /map FILE     write the last answer's places to FILE (.geojson or .html)
  /reset        forget the conversation
  /help         this help
  /quit         leave (Ctrl-D works too; Ctrl-C stops the current question)"""


class ChatSession:
    def __init__(self, agent: Any, settings: Settings, max_steps: int = 10, console: Console | None = None) -> None:
        self.agent = agent
        self.settings = settings
        self.max_steps = max_steps
        self.console = console or Console()
        self.thread_id = uuid.uuid4().hex
        self.last: Trace | None = None

    def loop(self) -> None:
        self.console.print("[bold]geo-react[/] — ask about places; /help for commands.")
        while True:
            try:
                line = self.console.input("[bold green]?[/] ").strip()
            except EOFError:
                self.console.print()
                return
            except KeyboardInterrupt:
                self.console.print()
                continue
            if not line:
                continue
            if line.startswith("/"):
                if not self.command(line):
                    return
                continue
            self.ask(line)

    def ask(self, question: str) -> None:
        def on_event(kind: str, item: Any) -> None:
            if kind == "step":
                self.console.print(render.step_view(item))
            elif kind == "llm":
                self.console.print(render.llm_view(item))

        try:
            with self.console.status("thinking…", spinner="dots"):
                trace = run_question(self.agent, question, thread_id=self.thread_id, on_event=on_event,
                                     max_steps=self.max_steps)
        except KeyboardInterrupt:
            self.console.print("[yellow]interrupted; ask again or /quit[/]")
            return
        self.last = trace
        self.console.print(render.answer_view(trace))

    def command(self, line: str) -> bool:
        name, _, rest = line.partition(" ")
        if name in ("/quit", "/exit", "/q"):
            return False
        if name == "/help":
            self.console.print(HELP)
        elif name == "/reset":
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
                self.console.print(Syntax(query.sql.strip(), "sql", theme="ansi_dark", word_wrap=True))
        elif name == "/map":
            if not rest.strip():
                self.console.print("usage: /map FILE.html or /map FILE.geojson")
            else:
                from georeact.ui.mapping import write_map

                write_map(self.last, self.settings, Path(rest.strip()))
                self.console.print(f"map written to {rest.strip()}")
        else:
            self.console.print(f"unknown command {name}; /help lists them")
        return True
