"""The model's own steps: `reason` (the model with the tools), `act` (its calls run, reconciled with the reading
once), `nudge` (an answer with nothing a tool gave, sent back once), and where each leads."""

from __future__ import annotations

import json
import re
import time
import uuid
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langgraph.config import get_config

from georeact import prompts
from georeact.agent import answering
from georeact.agent.acting import ToolRunner, replace_invented_handles, seen_text
from georeact.agent.answering import answers_reading
from georeact.agent.calling import STREAM_REPLY, ModelCaller
from georeact.agent.llm import OutOfTime
from georeact.agent.state import AgentState, final_text, out_of_time, planned_call, repeating
from georeact.agent.step_schema import FINAL_ANSWER
from georeact.agent.text_tool_calls import parse_text_tool_calls
from georeact.agent.trace import LLMCall
from georeact.tools.registry import ToolSpec

_REFERENCE = re.compile(r"\b(?!epsg:|srid:)[a-z_]+:[\w-]*\d[\w-]*\b|\b[a-z_]+:[a-z]+-[\w-]+\b", re.IGNORECASE)


def invented_reference(state: AgentState) -> str | None:
    """The first 'table:id'-like reference in the model's final text that no earlier message contains."""
    last = state["messages"][-1]
    if not isinstance(last, AIMessage) or last.tool_calls or not isinstance(last.content, str):
        return None
    cited = seen_text(state)
    return next((ref for ref in _REFERENCE.findall(last.content) if ref not in cited), None)


def _final_answer_call(reply: AIMessage) -> AIMessage:
    """Under constrained decoding the answer comes as a FinalAnswer call: it becomes the reply's text. Real tool
    calls next to it go first (the answer would be written before their results)."""
    finals = [c for c in reply.tool_calls if c["name"] == FINAL_ANSWER]
    if not finals:
        return reply
    others = [c for c in reply.tool_calls if c["name"] != FINAL_ANSWER]
    if others:
        return reply.model_copy(update={"tool_calls": others})
    answer = (finals[0].get("args") or {}).get("answer")
    return AIMessage(content=answer if isinstance(answer, str) else "", id=reply.id,
                     usage_metadata=reply.usage_metadata, response_metadata=reply.response_metadata)


class ModelSteps:
    def __init__(self, model: ModelCaller, runner: ToolRunner, tools: list[ToolSpec], max_steps: int,
                 render_answers: bool, check_answers: bool) -> None:
        self.model = model
        self.runner = runner
        self.tools = {spec.name: spec for spec in tools}
        self.tool_params = {spec.name: set(spec.input_model.model_fields) for spec in tools}
        self.max_steps = max_steps
        self.render_answers = render_answers
        self.check_answers = check_answers

    def reason(self, state: AgentState) -> dict[str, Any]:
        messages = self.model.prompt(state)
        started = time.perf_counter()
        stream = {"stream": True} if get_config().get("configurable", {}).get(STREAM_REPLY) else {}
        try:
            reply = self.model.call(self.model.with_tools, messages, state, **stream)
        except OutOfTime as exc:   # finish answers with the best so far and says the time ran out
            return {"llm_calls": [LLMCall(node="reason", duration_ms=(time.perf_counter() - started) * 1000,
                                          error=str(exc))]}
        except Exception as exc:  # endpoint down after retries, bad response...: this question fails cleanly
            call = LLMCall(node="reason", duration_ms=(time.perf_counter() - started) * 1000, error=str(exc))
            return {"error": f"LLM call failed: {type(exc).__name__}: {exc}", "llm_calls": [call]}
        call = LLMCall.of("reason", reply, started)
        reply = _final_answer_call(parse_text_tool_calls(reply, {*self.tools, FINAL_ANSWER}, self.tool_params))
        return {"messages": [reply], "llm_calls": [call]}

    def act(self, state: AgentState) -> dict[str, Any]:
        reply = state["messages"][-1]
        assert isinstance(reply, AIMessage)
        seen = dict(state.get("seen_calls") or {})
        base_index = len(state.get("steps") or [])
        thought = reply.content if isinstance(reply.content, str) else ""
        planned = planned_call(state, self.tools)
        messages, steps, values = [], [], []
        for offset, call in enumerate(reply.tool_calls):
            args, repairs = replace_invented_handles(call.get("args") or {}, state, call["name"])
            step, value = self.runner.run(call["name"], args, seen, state.get("question"), state.get("reading"),
                                         deadline=state.get("deadline"), reconcile=True, planned=planned)
            if repairs:
                step.observation_shown += "\nnote: " + "; ".join(repairs)
            step.index = base_index + offset
            step.thought = thought if offset == 0 else ""
            steps.append(step)
            values.append(value)
            messages.append(ToolMessage(content=step.observation_shown, tool_call_id=call["id"] or str(uuid.uuid4()),
                                        name=call["name"], status="success" if step.ok else "error"))
        update: dict[str, Any] = {"messages": messages, "steps": steps, "values": values, "seen_calls": seen,
                                  "tool_rounds": state.get("tool_rounds", 0) + 1}
        if self.render_answers and len(steps) == 1 and steps[0].ok and not steps[0].repeated \
                and answers_reading(state.get("reading"), steps[0].tool, steps[0].observation, values[0]):
            update["rendered"] = steps[0].index
        return update

    def nudge(self, state: AgentState) -> dict[str, Any]:
        """The model answered without any tool (small models guess from memory), or with a reference no tool gave
        (measured: the model answered 'park:monaco-largest'). Tell it once to look it up."""
        reference = invented_reference(state)
        if reference:
            text = prompts.render("invented.md", reference=reference)
        elif state.get("steps"):    # an answer that carries nothing a tool gave: back once, with the call to make
            call = planned_call(state, self.tools)
            text = prompts.render("unsupported.md", call=f"CalculateMetric {json.dumps(call, ensure_ascii=False)}"
                                  if call else "the tool the question needs")
        else:
            text = prompts.load("nudge.md")
        return {"messages": [HumanMessage(text.strip())], "nudged": True}

    # where each step leads --------------------------------------------------------------------------

    def after_reason(self, state: AgentState) -> str:
        if state.get("error") or out_of_time(state):
            return "finish"
        last = state["messages"][-1]
        if isinstance(last, AIMessage) and last.tool_calls:
            return "act" if state.get("tool_rounds", 0) < self.max_steps else "finish"
        unsupported = answering.held_to_tools(state.get("reading"), state.get("steps") or [], self.check_answers) \
            and not answering.rests_on(state.get("reading"), final_text(state), state.get("steps") or [],
                                       list(state.get("values") or []), state.get("question") or "")
        if self.tools and not state.get("nudged") and (not state.get("steps") or invented_reference(state) or unsupported):
            return "nudge"
        return "finish"

    def after_act(self, state: AgentState) -> str:
        if state.get("rendered") is not None:
            return "finish"     # the tool's result answers the question as read: no call to restate it
        if out_of_time(state) or repeating(state):
            return "finish"
        return "reason" if state.get("tool_rounds", 0) < self.max_steps else "finish"
