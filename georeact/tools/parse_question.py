"""ParseQuestion: the question's reading (georeact.reading) as a tool.

The cue tables read the question; when a chat model is at hand, its phrases under a JSON-schema grammar fill a
feature or anchor the tables left empty (georeact.reading.llm_reader: one bounded call, every phrase checked to
be one of the question's). No second parser: the agent's own reading is the same `read(question)`.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from georeact.reading import QuestionReading, read
from georeact.reading.llm_reader import llm_spans, merge
from georeact import limits
from georeact.tools.base import ToolContext, ToolInput, ToolResult

NAME = "ParseQuestion"
DESCRIPTION = ("Read a geographic question: the answer shape, the metric, the feature and its modifier, the named "
               "places (anchors, region, towards), radius, direction and units, each a phrase of the question.")


class Input(ToolInput):
    TEXT_CAPS = {"question": limits.QUESTION_MAX_CHARS}
    question: str = Field(description="The user's question, verbatim.")


class Result(ToolResult):
    reading: QuestionReading | None = None
    source: Literal["deterministic", "llm", "merged"] = "deterministic"
    notes: list[str] = []
    prompt_tokens: int = 0        # of the one LLM call, for the trace's cost accounting
    completion_tokens: int = 0

    def render(self) -> str:
        if not self.ok:
            return self.render_error()
        text = self.reading.summary() if self.reading else "{}"
        return text + "".join(f"\nnote: {note}" for note in self.notes)


def run(ctx: ToolContext, args: Input) -> Result:
    base = read(args.question)
    if ctx.llm is None:
        return Result(reading=base)
    try:
        spans = llm_spans(args.question, ctx.llm)
    except Exception as exc:  # the model is down or refuses the grammar: the cue tables' reading stands
        return Result(reading=base, notes=[f"LLM reading failed ({type(exc).__name__}); the cue tables' reading"])
    reading = merge(base, spans)
    return Result(reading=reading, source=reading.source, prompt_tokens=spans["prompt_tokens"],
                  completion_tokens=spans["completion_tokens"])
