"""Running one question through the compiled graph and recording its trace.

The REPL, `georeact ask`, the evaluation runner and `as_tool()` all call `run_question`; they differ
only in how they render events and where they persist the trace.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Callable
from typing import Any

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage, HumanMessage

from georeact.agent.answer import Answer
from georeact.agent.calling import STREAM_REPLY
from georeact.agent.graph import recursion_limit
from georeact.agent.trace import LLMCall, Step, Trace
from georeact.db.replica_lag import noting_lag, trace_note

# ("llm", LLMCall) a model call ended | ("calls", [tool names]) the model chose tools, they run now |
# ("step", Step) a tool call ended | ("answer", Answer) | ("token", str) a piece of the model's reply as it streams
EventHandler = Callable[[str, Any], None]


class ReplyTokens(BaseCallbackHandler):
    """Passes each token of a streamed model reply on as a "token" event."""

    def __init__(self, on_event: EventHandler) -> None:
        self.on_event = on_event

    def on_llm_new_token(self, token: str, **kwargs: Any) -> None:
        if token:
            self.on_event("token", token)


def run_question(agent: Any, question: str, *, thread_id: str | None = None, trace_id: str | None = None,
                 on_event: EventHandler | None = None, max_steps: int = 10, system: str = "geo-react",
                 deadline: float | None = None, stream_tokens: bool = False,
                 stop: threading.Event | None = None) -> Trace:
    """Answer one question; never raises for an agent-level failure (the trace records the error).

    `deadline` (a `time.monotonic()` value): past it, the run stops after the step in progress and the trace
    keeps the steps so far, so a timed-out question neither loses its trace nor keeps the LLM busy. `stop`: set
    when whoever asked has gone (an MCP client that disconnected or cancelled): the run ends the same way.
    `stream_tokens`: also report the reasoning model's reply token by token as it is generated, as "token"
    events. It streams through a callback, not LangGraph's "messages" stream mode: that mode runs every node on
    a worker thread and waits for it on Ctrl-C, so an interrupted question would hang until the model replied.
    """
    trace = Trace(id=trace_id or uuid.uuid4().hex[:12], question=question, system=system)
    config: dict[str, Any] = {"recursion_limit": recursion_limit(max_steps), "configurable": {}}
    if thread_id:
        config["configurable"]["thread_id"] = thread_id
    if stream_tokens and on_event:
        config["configurable"][STREAM_REPLY] = True
        config["callbacks"] = [ReplyTokens(on_event)]
    started = time.perf_counter()
    seen_steps = seen_calls = 0
    announced: str | None = None    # the id of the last model message whose tool calls were reported
    state: dict[str, Any] = {}
    lagging: dict[str, float] = {}
    try:
        if not question or not question.strip():
            raise ValueError("the question is empty: ask something about a place, e.g. 'What is the largest lake in Vaduz?'")
        states = 0
        with noting_lag() as lagging:   # the replicas that served its reads while behind the primary
            for state in agent.stream({"messages": [HumanMessage(question)]}, config, stream_mode="values"):
                states += 1
                if states == 1:
                    continue  # the input merged into the thread's old state: the previous question's steps
                steps: list[Step] = state.get("steps") or []
                calls: list[LLMCall] = state.get("llm_calls") or []
                if on_event:
                    for call in calls[seen_calls:]:
                        on_event("llm", call)
                    for step in steps[seen_steps:]:
                        on_event("step", step)
                    last = (state.get("messages") or [None])[-1]
                    if isinstance(last, AIMessage) and last.tool_calls and last.id != announced:
                        announced = last.id
                        on_event("calls", [call["name"] for call in last.tool_calls])
                seen_steps, seen_calls = len(steps), len(calls)
                if deadline is not None and time.monotonic() > deadline and state.get("answer") is None:
                    trace.error = f"timed out after {time.perf_counter() - started:.0f} s, before an answer"
                    break
                if stop is not None and stop.is_set() and state.get("answer") is None:
                    trace.error = f"stopped after {time.perf_counter() - started:.0f} s: the question was withdrawn"
                    break
    except Exception as exc:  # recursion limit, a bug: the question fails, the caller carries on
        trace.error = f"{type(exc).__name__}: {exc}"
    if lagging:   # for whoever reads the trace, not in the answer's text: its data may be older than the primary's
        trace.meta["replica_lag"] = {"seconds": {url: round(s, 1) for url, s in lagging.items()},
                                     "note": trace_note(lagging)}
    if state.get("question") and state["question"].strip() != question.strip() and state.get("path") != "refused":
        trace.meta["read_as"] = state["question"]   # a follow-up said whole (reading/follow_up.py)
    if state.get("reading") is not None:   # what the question was read as: the first thing to check in a trace
        trace.meta["reading"] = state["reading"].model_dump(mode="json", exclude_defaults=True, exclude={"question"})
    for key in ("restated", "restated_refused"):   # the model's restatement, used or not and why
        if state.get(key):
            trace.meta[key] = state[key]
    plan = state.get("plan")
    if plan is not None:   # which path answered and why: the plan alone (complete reading) or the model
        trace.meta["plan"] = {"path": state.get("path") or "model", "complete": plan.complete, "why": plan.why,
                              "steps": [{"tool": s.tool, "args": s.args} for s in plan.steps]}
    trace.steps = list(state.get("steps") or [])
    trace.llm_calls = list(state.get("llm_calls") or [])
    answer: Answer | None = state.get("answer")
    trace.answer = answer
    if answer is not None and not answer.text and answer.note and not trace.error:
        trace.error = answer.note
    trace.duration_s = round(time.perf_counter() - started, 3)
    if on_event and answer is not None:
        on_event("answer", answer)
    return trace


def start_turn(agent: Any, thread_id: str) -> int:
    """Clear the last question's steps and LLM calls from a conversation's thread; return how many messages it holds.

    `run_question` reports the steps and LLM calls of each streamed state beyond those it has already reported,
    and the first state streamed is the thread's state as the last question left it (the `begin` node clears it
    only afterwards): without this, every question of a conversation (chat, the web page) would first report the
    previous question's steps again.
    """
    config = {"configurable": {"thread_id": thread_id}}
    try:
        state = agent.get_state(config).values
    except ValueError:   # an agent without a checkpointer: no memory, nothing to tidy
        return 0
    if not state:
        return 0
    if state.get("steps") or state.get("llm_calls") or state.get("values"):
        agent.update_state(config, {"steps": None, "llm_calls": None, "values": None}, as_node="finish")
    return len(state.get("messages") or [])


class Conversations:
    """Questions asked in named conversations of an agent with memory (the web page's, an MCP session's): one
    question at a time per conversation (two at once would interleave their turns in the thread), each turn started
    clean (`start_turn`)."""

    def __init__(self) -> None:
        self._locks: dict[str, threading.Lock] = {}
        self._lock = threading.Lock()

    def ask(self, agent: Any, question: str, thread: str, **options: Any) -> Trace:
        """`run_question` in the conversation `thread`; `options` as run_question takes them."""
        with self._lock:
            turn = self._locks.setdefault(thread, threading.Lock())
        with turn:
            start_turn(agent, thread)
            return run_question(agent, question, thread_id=thread, **options)

    def forget(self, agent: Any, thread: str) -> None:
        """Drop a conversation: its turns from the agent's memory, and its lock."""
        with self._lock:
            self._locks.pop(thread, None)
        if agent is not None and agent.checkpointer is not None:
            agent.checkpointer.delete_thread(thread)

    def __contains__(self, thread: str) -> bool:
        return thread in self._locks

