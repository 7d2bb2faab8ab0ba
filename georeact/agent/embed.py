"""Embedding geo-react in another assistant: a LangChain tool that answers one geospatial question."""

from __future__ import annotations

import uuid
from typing import Any

from langchain_core.tools import BaseTool, StructuredTool
from pydantic import BaseModel, Field

from georeact import limits
from georeact.agent.answer import Answer
from georeact.agent.run import run_question


class GeoQuestion(BaseModel):
    question: str = Field(description="A question about places, distances, areas, directions or routes, "
                                      "in plain language, with the place names it is about.",
                          max_length=limits.QUESTION_MAX_CHARS)


def as_tool(agent: Any = None, *, name: str = "geo_react",
            description: str = "Answers geospatial questions about places from OpenStreetMap data "
                                "(nearest, counts, areas, lengths, distances, directions, routes).",
            max_steps: int = 10, **build_kwargs: Any) -> BaseTool:
    """A tool whose content is the answer text and whose artifact is the structured `Answer`."""
    if agent is None:
        from georeact.agent.graph import build_agent

        agent = build_agent(max_steps=max_steps, **build_kwargs)

    def answer(question: str) -> tuple[str, Answer | None]:
        trace = run_question(agent, question, trace_id=uuid.uuid4().hex[:12], max_steps=max_steps)
        if trace.error or trace.answer is None:
            return f"geo-react could not answer: {trace.error or 'no answer'}", trace.answer
        return trace.answer.text, trace.answer

    return StructuredTool.from_function(func=answer, name=name, description=description, args_schema=GeoQuestion,
                                        response_format="content_and_artifact")
