"""The ReAct loop as a LangGraph state machine, readable top to bottom.

    START → begin → plan ─────────────────────────→ finish → END   (a complete reading: no model)
              ├───→ write_plan ─────────────────────↗              (incomplete, composed: the model writes the plan)
              └───→ reason ⇄ act ───────────────────↗              (an answer, the step cap, the time, a repeat)
                      └⇄ nudge        (an answer before any tool call: told once to look it up)

begin   resets the per-question record, reads the question and compiles its plan (reading/plan.py), and
        (optionally) runs the bounded ParseQuestion step
plan    runs the plan's steps as ReAct steps without the model (agent/plan_runner.py)
write_plan  one constrained call for the plan of a question the reading holds only in part (agent/plan_writer.py);
        refused or failing, the reading's own draft, then the free loop
reason  the chat model with the tools bound; text-written tool calls are parsed into real ones
nudge   a first reply without a tool call is a guess from memory: ask once for a tool call
act     runs the tool calls: validation errors, unknown tools, repeated identical calls and tool
        failures all come back to the model as observations, never as exceptions
finish  turns the last state into a structured Answer (text + typed value + evidence) and says it as the
        thread's last message (LangGraph's convention: Studio, agent-chat-ui and a parent graph read that)

A run's context (`RunContext`: model, tools, max_steps; Studio's context form) may swap the model, the tool set or
the step cap for that run; the compiled graph carries a recursion limit that fits its step cap.
"""

from __future__ import annotations

import json
import re
import logging
import time
import uuid
from collections.abc import Callable
from typing import Annotated, Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_openai import ChatOpenAI
from langgraph.config import get_config
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import add_messages
from langgraph.runtime import Runtime
from pydantic import BaseModel, Field
from typing_extensions import TypedDict   # pydantic builds Studio's JSON schemas from it (typing's needs Python 3.12)

from georeact import limits, prompts
from georeact.agent.llm import OutOfTime, invoke_by, single_attempt
from georeact.agent import answering
from georeact.agent.answer import Answer, AnswerValue
from georeact.agent.answering import answers_reading
from georeact.agent.sentences import render_answer
from georeact.agent.step_schema import FINAL_ANSWER, step_response_format
from georeact.agent.text_tool_calls import parse_text_tool_calls
from georeact.agent.trace import LLMCall, Step
from georeact.config import Settings, get_settings
from georeact.db.session import Database
from georeact.reading import QuestionReading, read
from georeact.reading.session import ReadingRefused, reading as reading_session
from georeact.tools.base import ToolContext, invoke
from georeact.agent.acting import ToolRunner, replace_invented_handles, seen_text
from georeact.agent.plan_runner import run_plan
from georeact.agent.prompting import conversation, system_prompt
from georeact.agent.plan_writer import write_plan
from georeact.reading.plan import Plan, compile_plan, unplaced_words
from georeact.tools.poi_filter import phrase_lookups
from georeact.tools.registry import ToolSpec, load_tools

MAX_RUN_STEPS = 50   # the largest step cap a run's context may ask for

log = logging.getLogger(__name__)


def recursion_limit(max_steps: int) -> int:
    """LangGraph super-steps for `max_steps` tool rounds: begin, a reason and an act per round, nudges, finish, with
    room to spare. The graph stops itself at its step cap; this only keeps LangGraph's own limit (25) out of the way."""
    return 2 * max_steps + 12


# A run's configurable flag: the model's reply streams, so the run's callbacks see its tokens as they are written.
# Unlike LangGraph's "messages" stream mode, it keeps the node in the caller's thread, where Ctrl-C stops the call.
STREAM_REPLY = "stream_reply"


class RunContext(BaseModel):
    """Per-run choices (LangGraph Studio's context form, or `agent.invoke(input, context={...})`); unset keeps what
    the agent was built with."""

    model: str | None = Field(None, description="A model name on the configured OpenAI-compatible endpoint.")
    tools: str | None = Field(None, description="A tool set (full, sql) or comma-separated tool names.")
    max_steps: int | None = Field(None, ge=1, le=MAX_RUN_STEPS, description="Tool rounds before the agent must answer.")


def _append_or_reset(old: list | None, new: list | None) -> list:
    """Lists that grow during one question and are cleared (by sending None) when the next begins."""
    if new is None:
        return []
    return [*(old or []), *new]


class AgentInput(TypedDict):
    """What a run takes (Studio's input form): the conversation, whose last message is the question."""

    messages: Annotated[list[AnyMessage], add_messages]


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
    deadline: float | None               # time.monotonic() past which the agent answers with what it has
    nudged: bool                         # the model was told once to use a tool instead of guessing
    rendered: int | None                 # the step whose result answers the reading: the answer is written from it
    answer: Answer | None
    error: str | None


def _answered(update: dict[str, Any]) -> bool:
    """Whether a plan's run gave an answer (not a step that failed)."""
    answer = update.get("answer")
    return answer is not None and answer.answered


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


def answer_message(messages: list[AnyMessage], answer: Answer) -> AIMessage:
    """The answer as the thread's last message, the typed Answer in its `response_metadata["answer"]`. It takes the
    place (same id) of the model's own last reply, a raw 'Answer: …' or a tool call the step cap left unanswered,
    so the thread holds one answer per question and no call without a result."""
    last = messages[-1] if messages else None
    text = answer.text or f"geo-react could not answer: {answer.note or 'no answer'}"
    same = {"id": last.id} if isinstance(last, AIMessage) and last.id else {}
    return AIMessage(content=text, response_metadata={"answer": answer.model_dump(mode="json")}, **same)


def _final_text(state: AgentState) -> str:
    last = state["messages"][-1]
    return last.content if isinstance(last.content, str) else str(last.content)


_REFERENCE = re.compile(r"\b(?!epsg:|srid:)[a-z_]+:[\w-]*\d[\w-]*\b|\b[a-z_]+:[a-z]+-[\w-]+\b", re.IGNORECASE)


def invented_reference(state: AgentState) -> str | None:
    """The first 'table:id'-like reference in the model's final text that no earlier message contains."""
    last = state["messages"][-1]
    if not isinstance(last, AIMessage) or last.tool_calls or not isinstance(last.content, str):
        return None
    cited = seen_text(state)
    return next((ref for ref in _REFERENCE.findall(last.content) if ref not in cited), None)


class GraphBuilder:
    """Holds what the nodes share (model, tools, context); `build()` returns the compiled graph."""

    def __init__(self, settings: Settings, llm: BaseChatModel, tools: list[ToolSpec], ctx: ToolContext,
                 max_steps: int, seed_parse: bool, dedupe: bool, render_answers: bool = True,
                 check_answers: bool = True, model_use: str = "auto") -> None:
        self.settings = settings
        self._options = {"seed_parse": seed_parse, "dedupe": dedupe, "render_answers": render_answers,
                         "check_answers": check_answers, "model_use": model_use}
        self.model_use = model_use
        self._variants: dict[tuple[str | None, str | None, int | None], GraphBuilder] = {}
        self.tools = {spec.name: spec for spec in tools}
        self.ctx = ctx
        self.max_steps = max_steps
        self.seed_parse = seed_parse
        self.dedupe = dedupe
        self.runner = ToolRunner(tools, ctx, dedupe)
        self.render_answers = render_answers
        self.check_answers = check_answers and bool(tools)
        self.timeouts = isinstance(llm, ChatOpenAI)   # a per-call timeout is an openai-client argument
        llm = single_attempt(llm)   # the question's deadline bounds each call; invoke_by retries within it
        self.llm = llm
        self.tool_params = {spec.name: set(spec.input_model.model_fields) for spec in tools}
        schemas = [spec.openai_schema() for spec in tools]
        constrained = bool(tools) and settings.constrained_decoding
        if constrained:   # one tool call or FinalAnswer, decoded under their schemas; the prompt lists the tools
            # extra_body: langchain-openai would otherwise parse a response_format reply itself (strict tools only)
            self.llm_with_tools = llm.bind(extra_body={"response_format": step_response_format(schemas)})
        else:
            self.llm_with_tools = llm.bind_tools(schemas) if tools else llm
        self.system_prompt = system_prompt(list(self.tools), schemas, ctx.profile.name, constrained)

    def for_context(self, context: RunContext | None) -> GraphBuilder:
        """The builder a run's context asks for (another model, tool set or step cap), made once per choice."""
        key = (context.model, context.tools, context.max_steps) if context else (None, None, None)
        if key == (None, None, None):
            return self
        if key not in self._variants:
            model, tools, max_steps = key
            llm = self.llm
            if model is not None:
                from georeact.agent.llm import build_chat_model

                llm = build_chat_model(self.settings.model_copy(update={"llm_model": model}))
            specs = list(self.tools.values()) if tools is None else \
                load_tools(tools.split(",") if "," in tools else tools, (), self.ctx.profile)
            self._variants[key] = GraphBuilder(self.settings, llm, specs, self.ctx, max_steps or self.max_steps,
                                               **self._options)
        return self._variants[key]

    def _in_context(self, method: str) -> Callable[..., Any]:
        """A node or router that runs `method` on the builder the run's context asks for."""
        def run(state: AgentState, runtime: Runtime[RunContext]) -> Any:
            return getattr(self.for_context(runtime.context), method)(state)

        run.__name__ = method
        return run

    # nodes --------------------------------------------------------------------------------------

    def begin(self, state: AgentState) -> dict[str, Any]:
        messages = state.get("messages", [])
        # the new question is the last person's message: a parent graph may have added its own after it ("Let me
        # check."), and a thread's state still holds the old question
        asked = next((i for i in range(len(messages) - 1, -1, -1) if isinstance(messages[i], HumanMessage)), None)
        question = str(messages[asked].content) if asked is not None else (state.get("question") or "")
        update: dict[str, Any] = {
            "question": question, "turn_start": asked if asked is not None else max(len(messages) - 1, 0),
            "turn_input": len(messages), "steps": None, "llm_calls": None,
            "values": None, "seen_calls": {}, "tool_rounds": 0, "answer": None, "error": None, "parsed_hint": None,
            "nudged": False, "rendered": None, "reading": None, "plan": None,
        }
        if refused := limits.refusal("the question", question, limits.QUESTION_MAX_CHARS, "ask it in fewer words"):
            # before any reading: reading a 64 kB question took 278 s (issue 32)
            update["answer"] = Answer(text=f"I cannot answer this: {refused}.", note=refused, answered=False)
            update["path"], update["deadline"] = "refused", None
            update["question"] = question[:limits.QUESTION_MAX_CHARS].encode("utf-8", "replace").decode() + " …"
            return update
        update["path"] = None
        update["deadline"] = time.monotonic() + self.settings.question_time_s   # the reading counts against it
        if question:
            try:
                with reading_session(deadline=update["deadline"]):
                    update["reading"] = read(question)
                update["plan"] = compile_plan(update["reading"], phrase_lookups(self.ctx).knows)
            except ReadingRefused as exc:   # nested too deep, or not read in time: said, not guessed at
                update["answer"] = Answer(text=f"I cannot answer this: {exc}.", note=str(exc), answered=False)
                update["path"], update["reading"], update["plan"] = "refused", None, None
                return update
            except ValueError as exc:   # a reading the reader could not build (a bug): the model answers alone
                log.warning("the question could not be read, the model answers it: %s", str(exc).splitlines()[0])
                update["reading"], update["plan"] = None, None
        if self.seed_parse:
            update.update(self._parse_question(question))
        return update

    def _parse_question(self, question: str) -> dict[str, Any]:
        from georeact.tools import parse_question

        started = time.perf_counter()
        result = invoke(parse_question.run, parse_question.Result, self.ctx, parse_question.Input(question=question))
        calls = [LLMCall(node="parse", duration_ms=(time.perf_counter() - started) * 1000,
                         prompt_tokens=result.prompt_tokens,
                         completion_tokens=result.completion_tokens)]
        if not result.ok:
            return {"llm_calls": calls}
        return {"parsed_hint": prompts.render("parse_hint.md", parsed=result.render()).strip(), "llm_calls": calls}

    def run_plan(self, state: AgentState) -> dict[str, Any]:
        """The plan's steps as ReAct steps, without the model; its answer, or (a one-step plan whose result does
        not answer the question as read) the model takes over."""
        plan: Plan = state["plan"]
        seen = dict(state.get("seen_calls") or {})
        # a one-step plan is the question's own call: the tools see the question, as for the model's call
        # (grounding reads what the plan leaves implicit: 'where A meets B' is a junction)
        own = (state.get("question"), state.get("reading")) if len(plan.steps) == 1 else (None, None)
        steps, values, answer = run_plan(plan, lambda tool, args: self.runner.run(tool, args, seen, *own,
                                                                                 deadline=state.get("deadline")),
                                         first_index=len(state.get("steps") or []))
        messages: list[AnyMessage] = []
        for step in steps:   # the thread holds each call with its result, as a model's steps would
            call_id = f"plan-{uuid.uuid4().hex[:8]}"
            messages += [AIMessage(content=step.thought, tool_calls=[{"name": step.tool, "args": step.arguments,
                                                                      "id": call_id}]),
                         ToolMessage(content=step.observation_shown, tool_call_id=call_id, name=step.tool,
                                     status="success" if step.ok else "error")]
        update: dict[str, Any] = {"steps": steps, "values": values, "seen_calls": seen}
        if answer is None and self.model_use != "never":
            return {**update, "path": "plan, then model"}   # the model starts from the question itself
        if answer is None:
            answer = answering.plan_found_nothing(values)
        answer.evidence = answering.evidence(steps)
        answer.note = answer.note or f"Answered by the reading's plan ({plan.why})."
        return {**update, "messages": messages, "answer": answer, "path": "plan"}

    def write_plan(self, state: AgentState) -> dict[str, Any]:
        """An incomplete reading of a question that composes: the model writes the plan (one constrained call,
        seeded with the reading's draft); it runs as the reading's would. A plan refused or failing: the reading's
        own draft runs, and the answer says what it leaves out; if that fails too, the free loop. (Measured on the
        first composed validation runs: the free loop answered 0 of 9 such questions, in 3-8 model calls.)"""
        plan, call, why = write_plan(self.llm, state["reading"], state["plan"],
                                     lambda model, messages: self._call_model(model, messages, state))
        tried: list[Step] = []
        if plan is not None:
            update = self.run_plan({**state, "plan": plan})
            if _answered(update):
                update["answer"].note = "Answered by the plan the model wrote (the reading was incomplete: " \
                                        f"{state['plan'].why})."
                said = json.dumps([step.args for step in plan.steps], ensure_ascii=False).casefold()
                if left := [w for w in unplaced_words(state["reading"]) if w not in said]:   # never silently
                    update["answer"].text += f" (This leaves out {', '.join(repr(w) for w in left)}: the plan I " \
                                             "could make does not use it.)"
                return {**update, "llm_calls": [call], "path": "model plan"}
            tried = update["steps"]
            why = (update["answer"].note if update.get("answer") else None) or "it did not answer"
        draft = state["plan"]
        update = self.run_plan({**state, "steps": tried})
        if _answered(update):
            update["answer"].text += f" (This leaves out what I could not read in the question: {draft.why}.)"
            update["answer"].note = f"The reading's own plan, incomplete: the model's plan failed ({why})."
            return {**update, "steps": tried + update["steps"], "llm_calls": [call], "path": "draft plan"}
        return {"llm_calls": [call], "steps": tried + update["steps"], "values": update["values"],
                "path": f"model (its plan: {why})"}

    def after_begin(self, state: AgentState) -> str:
        if state.get("answer") is not None:
            return "finish"   # refused before any work
        plan = state.get("plan")
        if plan is not None and any(step.tool not in self.tools for step in plan.steps):
            plan = None   # a tool set without the plan's tools (the SQL-only baseline, an ablation): the model works
        if self.model_use == "never" or (self.model_use == "auto" and plan is not None and plan.complete):
            return "plan" if plan is not None and plan.steps else ("finish" if self.model_use == "never" else "reason")
        if self.model_use == "auto" and plan is not None and len(plan.steps) > 1 and \
                self.settings.constrained_decoding and "CalculateMetric" in self.tools:
            return "write_plan"   # a question that composes, not read whole: the model writes its plan
        return "reason"

    def after_plan(self, state: AgentState) -> str:
        return "finish" if state.get("answer") is not None else "reason"

    def reason(self, state: AgentState) -> dict[str, Any]:
        messages = self._prompt(state)
        started = time.perf_counter()
        stream = {"stream": True} if get_config().get("configurable", {}).get(STREAM_REPLY) else {}
        try:
            reply = self._call_model(self.llm_with_tools, messages, state, **stream)
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
        messages, steps, values = [], [], []
        for offset, call in enumerate(reply.tool_calls):
            args, repairs = replace_invented_handles(call.get("args") or {}, state, call["name"])
            step, value = self.runner.run(call["name"], args, seen, state.get("question"), state.get("reading"),
                                         deadline=state.get("deadline"), reconcile=True)
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
            call = self._planned_call(state)
            text = prompts.render("unsupported.md", call=f"CalculateMetric {json.dumps(call, ensure_ascii=False)}"
                                  if call else "the tool the question needs")
        else:
            text = prompts.load("nudge.md")
        return {"messages": [HumanMessage(text.strip())], "nudged": True}

    def finish(self, state: AgentState) -> dict[str, Any]:
        """The answer a person gets (the policy is answering.py): the plan's, a result that answers the question
        as read, or the model's text held to what the tools returned."""
        steps = state.get("steps") or []
        if state.get("answer") is not None:   # the plan answered
            return {"answer": state["answer"]}
        if self.model_use == "never":
            return {"answer": answering.without_model(state.get("plan")), "path": "plan"}
        if state.get("error"):
            return {"answer": Answer(text="", note=state["error"], evidence=answering.evidence(steps))}
        if state.get("rendered") is not None:
            step, value = steps[state["rendered"]], (state.get("values") or [])[state["rendered"]]
            return {"answer": Answer(text=render_answer(state["reading"], step.observation), value=value,
                                     evidence=answering.evidence(steps),
                                     note="Written from the CalculateMetric result, which answers the question "
                                          "as read.")}
        last = state["messages"][-1]
        stopped_early = isinstance(last, AIMessage) and bool(last.tool_calls) or isinstance(last, ToolMessage) or \
            self._out_of_time(state)
        update: dict[str, Any] = {}
        if stopped_early and (self._out_of_time(state) or self._repeating(state)):
            # no further model call: the best answer so far is the last result, in a person's words
            text = answering.last_result(steps, state.get("reading"))
        elif stopped_early:
            text, update = self._forced_answer(state)
        else:
            text = _final_text(state)
        text = answering.strip_answer_prefix(text)
        if answering.held_to_tools(state.get("reading"), steps, self.check_answers) and not answering.rests_on(
                state.get("reading"), text, steps, list(state.get("values") or []), state.get("question") or ""):
            return self._answer_from_reading(state, text, stopped_early, update)
        why_stopped = "the time limit" if self._out_of_time(state) else "a call repeated twice" if \
            self._repeating(state) else f"{self.max_steps} tool rounds (the step cap)"
        update["answer"] = answering.from_model(text, steps, list(state.get("values") or []), stopped_early,
                                                why_stopped)
        return update

    def conclude(self, state: AgentState) -> dict[str, Any]:
        """The `finish` node: the Answer, and the answer as the thread's last message."""
        update = self.finish(state)
        messages = state.get("messages") or []
        own = messages[state.get("turn_input", 0):]   # a parent's message is never replaced by the answer
        update["messages"] = [answer_message(own, update["answer"])]
        return update

    def _planned_call(self, state: AgentState) -> dict[str, Any] | None:
        """The plan's own call when the plan is one CalculateMetric step (what the nudge names and the fallback
        makes): the question is compiled once, in `begin`, never again here."""
        plan: Plan | None = state.get("plan")
        if plan is None or len(plan.steps) != 1 or plan.steps[0].tool != "CalculateMetric" or \
                "CalculateMetric" not in self.tools:
            return None
        return dict(plan.steps[0].args)

    def _answer_from_reading(self, state: AgentState, said: str, stopped_early: bool,
                             update: dict[str, Any]) -> dict[str, Any]:
        """The model's answer carries nothing a tool gave, even after it was sent back: make the call the reading
        implies and answer from it, or say plainly that the question could not be answered, and why."""
        steps = list(state.get("steps") or [])
        reading = state.get("reading")
        call = self._planned_call(state)
        failed = [step for step in steps if not step.ok]
        why = (failed[-1].error or failed[-1].observation_shown).strip().splitlines()[0] if failed else \
            "the question does not say clearly enough what to measure"
        new_steps: list[Step] = []
        value = None
        if call is not None:
            step, value = self.runner.run("CalculateMetric", call, dict(state.get("seen_calls") or {}),
                                         state.get("question"), reading)
            step.index, step.thought = len(steps), "the answer rested on no tool result: the reading's call"
            new_steps.append(step)
            if step.ok and value is not None and answers_reading(reading, step.tool, step.observation, value):
                text = render_answer(reading, step.observation)
                why_model = f"The model did not answer within the question's {self.settings.question_time_s:g} s " \
                    "(the time limit)" if self._out_of_time(state) else "The model's answer rested on no tool result"
                answer = Answer(text=text, value=value, evidence=answering.evidence(steps + new_steps),
                                stopped_early=stopped_early,
                                note=f"{why_model}; this one is measured by the call the question implies.")
                return {**update, "steps": new_steps, "values": [value], "answer": answer}
            why = (step.error or step.observation_shown).strip().splitlines()[0] if not step.ok else \
                "the measurement the question implies found nothing that answers it"
        answer = answering.could_not(why, steps + new_steps, stopped_early, said)
        return {**update, "steps": new_steps, "values": [value] if new_steps else [], "answer": answer}

    def _forced_answer(self, state: AgentState) -> tuple[str, dict[str, Any]]:
        """The cap was hit: one last call without tools. If even that fails, use the last observation."""
        messages = self._prompt(state, closing=True)
        started = time.perf_counter()
        try:
            reply = self._call_model(self.llm, messages, state)
        except Exception as exc:
            steps = state.get("steps") or []
            fallback = answering.last_result(steps, state.get("reading"))
            return fallback, {"llm_calls": [LLMCall(node="finish", error=str(exc))]}
        call = LLMCall.of("finish", reply, started)
        text = reply.content if isinstance(reply.content, str) else str(reply.content)
        if not text.strip() or getattr(reply, "tool_calls", None):
            steps = state.get("steps") or []
            text = answering.last_result(steps, state.get("reading")) or text
        return text, {"llm_calls": [call]}

    # helpers ------------------------------------------------------------------------------------

    def _call_model(self, model: Any, messages: list[AnyMessage], state: AgentState, **kwargs: Any) -> BaseMessage:
        """A model call that ends by the question's deadline (`question_time_s`): a slow model is cut off there."""
        return invoke_by(model, messages, state.get("deadline"), retries=self.settings.llm_max_retries,
                         timeout_s=self.settings.llm_timeout_s, timeouts=self.timeouts, **kwargs)

    def _prompt(self, state: AgentState, closing: bool = False) -> list[AnyMessage]:
        return conversation(self.system_prompt, state.get("messages", []), state.get("turn_start", 0),
                            state.get("parsed_hint"), closing)

    # routing ------------------------------------------------------------------------------------

    def after_reason(self, state: AgentState) -> str:
        if state.get("error") or self._out_of_time(state):
            return "finish"
        last = state["messages"][-1]
        if isinstance(last, AIMessage) and last.tool_calls:
            return "act" if state.get("tool_rounds", 0) < self.max_steps else "finish"
        unsupported = answering.held_to_tools(state.get("reading"), state.get("steps") or [], self.check_answers) \
            and not answering.rests_on(state.get("reading"), _final_text(state), state.get("steps") or [],
                                       list(state.get("values") or []), state.get("question") or "")
        if self.tools and not state.get("nudged") and (not state.get("steps") or invented_reference(state) or unsupported):
            return "nudge"
        return "finish"

    def after_act(self, state: AgentState) -> str:
        if state.get("rendered") is not None:
            return "finish"     # the tool's result answers the question as read: no call to restate it
        if self._out_of_time(state) or self._repeating(state):
            return "finish"
        return "reason" if state.get("tool_rounds", 0) < self.max_steps else "finish"

    @staticmethod
    def _out_of_time(state: AgentState) -> bool:
        deadline = state.get("deadline")
        return deadline is not None and time.monotonic() > deadline

    @staticmethod
    def _repeating(state: AgentState) -> bool:
        """The model made a call it had already made, twice: it is going round in circles (measured: the same call
        ten times to the step cap, 94 s)."""
        return sum(step.repeated for step in state.get("steps") or []) >= 2

    def build(self, checkpointer: Any = None, name: str = "geo-react"):
        graph = StateGraph(AgentState, context_schema=RunContext, input_schema=AgentInput)
        node = self._in_context
        graph.add_node("begin", node("begin"))
        graph.add_node("reason", node("reason"))
        graph.add_node("act", node("act"))
        graph.add_node("finish", node("conclude"))
        graph.add_edge(START, "begin")
        graph.add_node("plan", node("run_plan"))
        graph.add_node("write_plan", node("write_plan"))
        graph.add_conditional_edges("begin", node("after_begin"), {"plan": "plan", "reason": "reason",
                                                                   "finish": "finish", "write_plan": "write_plan"})
        graph.add_conditional_edges("write_plan", node("after_plan"), {"reason": "reason", "finish": "finish"})
        graph.add_conditional_edges("plan", node("after_plan"), {"reason": "reason", "finish": "finish"})
        graph.add_node("nudge", node("nudge"))
        graph.add_conditional_edges("reason", node("after_reason"), {"act": "act", "nudge": "nudge", "finish": "finish"})
        graph.add_edge("nudge", "reason")
        graph.add_conditional_edges("act", node("after_act"), {"reason": "reason", "finish": "finish"})
        graph.add_edge("finish", END)
        # bound to the graph, so a direct invoke, Studio or a subgraph need not know it (a run's config still wins)
        limit = recursion_limit(max(self.max_steps, MAX_RUN_STEPS))
        return graph.compile(checkpointer=checkpointer, name=name).with_config(recursion_limit=limit)


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


def warm_prompt_cache(settings: Settings, tools: str | list[str] = "full") -> LLMCall:
    """One request with the agent's system prompt and tool schemas (one token generated): the server's prompt
    cache then holds the prefix every question starts with, so the first question after `llm start` does not
    wait for it (~3k tokens at ~55 tokens/s on 2 cores)."""
    from georeact.agent.llm import build_chat_model

    llm = build_chat_model(settings)
    ctx = ToolContext(db=Database(settings), settings=settings, llm=llm)
    builder = GraphBuilder(settings, llm, load_tools(tools, (), ctx.profile), ctx, settings.max_steps, False, True)
    started = time.perf_counter()
    reply = builder.llm_with_tools.bind(max_tokens=1).invoke(
        [SystemMessage(builder.system_prompt), HumanMessage("Where is the nearest cafe?")])
    return LLMCall.of("warm", reply, started)


def build_agent(
    settings: Settings | None = None,
    *,
    llm: BaseChatModel | None = None,
    tools: str | list[str] = "full",
    without: list[str] | tuple[str, ...] = (),
    max_steps: int | None = None,
    checkpointer: Any = None,
    db: Database | None = None,
    seed_parse: bool = False,
    dedupe: bool = True,
    render_answers: bool = True,
    check_answers: bool = True,
    model_use: str | None = None,
    name: str = "geo-react",
):
    """The compiled geo-react graph. Usable on its own or as a subgraph of another LangGraph app.

    Invoke with `{"messages": [HumanMessage(question)]}` (and optionally `context={"model": ..., "tools": ...,
    "max_steps": ...}`, see RunContext); the final state's `answer` is an `Answer`, and its last message is the
    answer text with the same Answer as JSON in `response_metadata["answer"]`.
    `tools` is a tool-set name (`full`, `sql`) or a list of tool names; `without` removes tools (ablations).
    `model_use` (default: GEOREACT_MODEL_USE, auto): "auto" runs the reading's plan without the model when the reading is complete (every content
    word accounted for) and asks the model only otherwise; "always" has the model drive every step (strong
    hosted models); "never" answers from the plan alone (what the reading answers without a model).
    `render_answers`: when a CalculateMetric result answers the question as read, write the answer from it
    instead of asking the model to restate it (one LLM call for a one-step question). `check_answers`: an
    answer that carries nothing a tool gave is sent back once, then replaced by the reading's measurement or a
    plain "could not answer" (off: the model's text stands, as for measuring the raw model).
    """
    settings = settings or get_settings()
    if llm is None:
        from georeact.agent.llm import build_chat_model

        llm = build_chat_model(settings)
    database = db or Database(settings)
    ctx = ToolContext(db=database, settings=settings, llm=llm)
    specs = load_tools(tools, without, ctx.profile)
    builder = GraphBuilder(settings, llm, specs, ctx, max_steps or settings.max_steps, seed_parse, dedupe,
                           render_answers, check_answers, model_use or settings.model_use)
    return builder.build(checkpointer=checkpointer, name=name)
