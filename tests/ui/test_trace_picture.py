"""The README's picture of a trace: `georeact ask -v`'s rendering (ui/render.py) of a real run on the test database,
recorded by rich as SVG. Kept in pytest's temporary folder, or in $GEOREACT_KEEP_SHOTS for the README."""

from __future__ import annotations

import os
import re
from pathlib import Path

from rich.console import Console

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.tools.handles import HANDLE_PATTERN
from georeact.ui import render

QUESTION = "Which cafe is nearest to the Ateneum, and how far is the walk?"


def test_a_trace_as_the_terminal_shows_it(db, settings, tmp_path):
    agent = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="never")
    trace = run_question(agent, QUESTION)
    assert trace.answer is not None and trace.answer.answered and len(trace.steps) >= 2, trace.answer
    # the nearest cafe has no name: the walk to it is said without its handle
    assert not re.search(HANDLE_PATTERN, trace.answer.text), trace.answer.text
    console = Console(record=True, width=110, force_terminal=True, color_system="truecolor")
    console.print(render.trace_view(trace, show_sql=False))
    folder = Path(os.environ.get("GEOREACT_KEEP_SHOTS") or tmp_path)
    console.save_svg(str(folder / "trace.svg"), title=f"georeact ask -v \"{QUESTION}\"")
    picture = (folder / "trace.svg").read_text(encoding="utf-8")
    for said in ("CalculateMetric", "answer", trace.steps[0].tool):
        assert said in picture
