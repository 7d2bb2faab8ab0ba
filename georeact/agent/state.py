"""The graph's state: what one question's run records, how its lists grow and reset, and what it says of itself."""

from __future__ import annotations

import time
from typing import Annotated, Any

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict   # pydantic builds Studio's JSON schemas from it (typing's needs Python 3.12)

from georeact.agent.answer import Answer, AnswerValue
from georeact.agent.trace import LLMCall, Step
from georeact.reading import QuestionReading
from georeact.reading.plan import Plan


def _append_or_reset(old: list | None, new: list | None) -> list:
    """Lists that grow during one question and are cleared (by sending None) when the next begins."""
    if new is None:
        return []
    return [*(old or []), *new]


class AgentInput(TypedDict):
    """What a run takes (Studio's input form): the conversation, whose last message is the question."""

    messages: Annotated[list[AnyMessage], add_messages]


class AgentOutput(TypedDict, total=False):
    """What a run gives back (invoke's result, Studio's output, a parent graph's update): the conversation, whose last
    message is the answer, the question as it was read, and the typed answer with its evidence. The steps, the model
    calls and the reading stay in the graph's own state and in the trace (run_question)."""

    messages: Annotated[list[AnyMessage], add_messages]
    question: str
    answer: Answer | None


class AgentState(TypedDict, total=False):
    messages: Annotated[list[AnyMessage], add_messages]
    question: str
    turn_start: int                      # index in messages where this question's turn begins
    turn_input: int                      # messages there were when the turn began: later ones are this graph's
    steps: Annotated[list[Step], _append_or_reset]
    llm_calls: Annotated[list[LLMCall], _append_or_reset]
    values: Annotated[list[AnswerValue | None], _append_or_reset]   # typed value per step
    seen_calls: dict[str, str]           # call key -> observation, to answer repeated calls
    tool_rounds: int
    parsed_hint: str | None
    reading: QuestionReading | None      # what the question asks, read once in `begin` (georeact.reading)
    plan: Plan | None                    # the reading compiled to tool calls, once in `begin` (reading/plan.py)
    path: str | None                     # who answered: "plan" (no model), "model", or "plan, then model"
    restated: str | None                 # the question as the model restated it, when its plan answered
    restated_refused: str | None         # a restatement not used, and why
    deadline: float | None               # time.monotonic() past which the agent answers with what it has
    nudged: bool                         # the model was told once to use a tool instead of guessing
    rendered: int | None                 # the step whose result answers the reading: the answer is written from it
    answer: Answer | None
    error: str | None


# The pydantic models kept in the graph state, allowed through the checkpointer's serializer.
STATE_TYPES = [("georeact.agent.trace", "Step"), ("georeact.agent.trace", "LLMCall"),
               ("georeact.agent.answer", "Answer"), ("georeact.values", "AnswerValue"),
               ("georeact.agent.answer", "Evidence"), ("georeact.values", "EntityRef"),
               ("georeact.db.session", "ExecutedQuery"), ("georeact.reading.model", "QuestionReading"),
               ("georeact.reading.plan", "Plan"), ("georeact.reading.plan", "PlanStep")]


def memory_checkpointer():
    """An in-memory checkpointer (multi-turn chat) that restores geo-react's state types."""
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer

    return InMemorySaver(serde=JsonPlusSerializer(allowed_msgpack_modules=STATE_TYPES))


def answered(update: dict[str, Any]) -> bool:
    """Whether a plan's run gave an answer (not a step that failed, nor a text with nothing in it)."""
    answer = update.get("answer")
    return answer is not None and answer.answered and bool(answer.text.strip())


def final_text(state: AgentState) -> str:
    last = state["messages"][-1]
    return last.content if isinstance(last.content, str) else str(last.content)


def out_of_time(state: AgentState) -> bool:
    deadline = state.get("deadline")
    return deadline is not None and time.monotonic() > deadline


def repeating(state: AgentState) -> bool:
    """The model made a call it had already made, twice: it is going round in circles (measured: the same call
    ten times to the step cap, 94 s)."""
    return sum(step.repeated for step in state.get("steps") or []) >= 2


def planned_call(state: AgentState, tools: dict[str, Any]) -> dict[str, Any] | None:
    """The plan's own call when the plan is one CalculateMetric step (what the hint and the nudge name and the
    fallback makes): the question is compiled once, in `begin`, never again."""
    plan: Plan | None = state.get("plan")
    if plan is None or len(plan.steps) != 1 or plan.steps[0].tool != "CalculateMetric" or \
            "CalculateMetric" not in tools:
        return None
    return dict(plan.steps[0].args)
