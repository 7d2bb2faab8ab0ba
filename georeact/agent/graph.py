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

import time
from collections.abc import Callable
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage, SystemMessage
from langgraph.graph import END, START, StateGraph
from langgraph.runtime import Runtime
from pydantic import BaseModel, Field

from georeact.agent.acting import ToolRunner
from georeact.agent.beginning import Beginning
from georeact.agent.calling import ModelCaller
from georeact.agent.finishing import Finisher
from georeact.agent.model_steps import ModelSteps
from georeact.agent.plan_nodes import PlanNodes
from georeact.agent.state import AgentInput, AgentOutput, AgentState
from georeact.agent.trace import LLMCall
from georeact.config import Settings, get_settings
from georeact.db.replicas import ReplicaPool, reader_database
from georeact.db.session import Database
from georeact.reading.plan import Plan
from georeact.tools.base import ToolContext
from georeact.tools.registry import ToolSpec, load_tools

MAX_RUN_STEPS = 50   # the largest step cap a run's context may ask for


def recursion_limit(max_steps: int) -> int:
    """LangGraph super-steps for `max_steps` tool rounds: begin, a reason and an act per round, nudges, finish, with
    room to spare. The graph stops itself at its step cap; this only keeps LangGraph's own limit (25) out of the way."""
    return 2 * max_steps + 12


class RunContext(BaseModel):
    """Per-run choices (LangGraph Studio's context form, or `agent.invoke(input, context={...})`); unset keeps what
    the agent was built with."""

    model: str | None = Field(None, description="A model name on the configured OpenAI-compatible endpoint.")
    tools: str | None = Field(None, description="A tool set (full, sql) or comma-separated tool names.")
    max_steps: int | None = Field(None, ge=1, le=MAX_RUN_STEPS, description="Tool rounds before the agent must answer.")


class GraphBuilder:
    """Wires the nodes (each part one job: beginning.py, plan_nodes.py, model_steps.py, finishing.py) into the
    graph, and makes the variant a run's context asks for; `build()` returns the compiled graph."""

    def __init__(self, settings: Settings, llm: BaseChatModel, tools: list[ToolSpec], ctx: ToolContext,
                 max_steps: int, seed_parse: bool, dedupe: bool, render_answers: bool = True,
                 check_answers: bool = True, model_use: str = "auto") -> None:
        self.settings = settings
        self._options = {"seed_parse": seed_parse, "dedupe": dedupe, "render_answers": render_answers,
                         "check_answers": check_answers, "model_use": model_use}
        self._variants: dict[tuple[str | None, str | None, int | None], GraphBuilder] = {}
        self.tools = {spec.name: spec for spec in tools}
        self.ctx = ctx
        self.max_steps = max_steps
        self.model_use = model_use
        self.model = ModelCaller(settings, llm, tools, ctx.profile.name)
        runner = ToolRunner(tools, ctx, dedupe)
        check_answers = check_answers and bool(tools)
        self.beginning = Beginning(settings, ctx, seed_parse)
        # the free loop: the model's own ReAct steps, when neither the reading nor the restatement holds a question
        self.free_loop = model_use == "always" or (model_use == "auto" and settings.free_loop_on)
        self.plan_nodes = PlanNodes(runner, self.model, model_use, grammar_allowed=settings.grammar_decoding,
                                    free_loop=self.free_loop)
        self.model_steps = ModelSteps(self.model, runner, tools, max_steps, render_answers, check_answers)
        self.finisher = Finisher(self.model, runner, model_use, max_steps, check_answers, settings.question_time_s,
                                 free_loop=self.free_loop)

    @property
    def system_prompt(self) -> str:
        return self.model.system_prompt

    @property
    def llm_with_tools(self) -> Any:
        return self.model.with_tools

    def for_context(self, context: RunContext | None) -> GraphBuilder:
        """The builder a run's context asks for (another model, tool set or step cap), made once per choice."""
        key = (context.model, context.tools, context.max_steps) if context else (None, None, None)
        if key == (None, None, None):
            return self
        if key not in self._variants:
            model, tools, max_steps = key
            llm = self.model.llm
            if model is not None:
                from georeact.agent.llm import build_chat_model

                llm = build_chat_model(self.settings.model_copy(update={"llm_model": model}))
            specs = list(self.tools.values()) if tools is None else \
                load_tools(tools.split(",") if "," in tools else tools, (), self.ctx.profile)
            self._variants[key] = GraphBuilder(self.settings, llm, specs, self.ctx, max_steps or self.max_steps,
                                               **self._options)
        return self._variants[key]

    def _in_context(self, method: str, part: str | None = None) -> Callable[..., Any]:
        """A node or router that runs `method` of the builder the run's context asks for (of its `part`)."""
        def run(state: AgentState, runtime: Runtime[RunContext]) -> Any:
            builder = self.for_context(runtime.context)
            return getattr(getattr(builder, part) if part else builder, method)(state)

        run.__name__ = method
        return run

    def _plan(self, state: AgentState) -> Plan | None:
        """The reading's plan, if this agent has its tools (not the SQL-only baseline or an ablation: the model
        works there)."""
        plan = state.get("plan")
        return None if plan is not None and any(step.tool not in self.tools for step in plan.steps) else plan

    def after_begin(self, state: AgentState) -> str:
        if state.get("answer") is not None:
            return "finish"   # refused before any work
        plan = self._plan(state)
        if self.model_use == "never" or (self.model_use == "auto" and plan is not None and plan.complete):
            return "plan" if plan is not None and plan.steps else ("finish" if self.model_use == "never" else
                                                                   "reason" if self.free_loop else "finish")
        if self._may_restate(state):
            return "restate"   # a question not read whole: restated in a form the reader reads, if the model can
        return self.without_restating(state)

    def _may_restate(self, state: AgentState) -> bool:
        """Whether the model may restate the question in a form the reader reads (and this agent has its tools)."""
        return self.model_use == "auto" and self.settings.restate and state.get("reading") is not None and \
            "CalculateMetric" in self.tools

    def after_restate(self, state: AgentState) -> str:
        return "finish" if state.get("answer") is not None else self.without_restating(state)

    def without_restating(self, state: AgentState) -> str:
        plan = self._plan(state)
        if self.model_use == "auto" and plan is not None and len(plan.steps) > 1 and \
                self.settings.constrained_decoding and "CalculateMetric" in self.tools:
            return "write_plan"   # a question that composes, not read whole: the model writes its plan
        if not self.free_loop:   # the reading's own plan answers what it read, and says what it could not
            return "plan" if plan is not None and plan.steps else "finish"
        return "reason"

    def after_plan(self, state: AgentState) -> str:
        answer = state.get("answer")
        if answer is not None and answer.answered is False and state.get("path") == "plan" and \
                self._may_restate(state) and not state.get("restated_refused"):
            # the reading held the question but its plan found nothing ('I could not find "X called"'): a misread
            # as often as an absent place, so the model restates it once; its plan's answer replaces the refusal
            # only when it answers (the refusal stands otherwise)
            return "restate"
        return "finish" if answer is not None or not self.free_loop else "reason"

    def build(self, checkpointer: Any = None, name: str = "geo-react"):
        graph = StateGraph(AgentState, context_schema=RunContext, input_schema=AgentInput, output_schema=AgentOutput)
        node = self._in_context
        graph.add_node("begin", node("begin", "beginning"))
        graph.add_node("plan", node("run_plan", "plan_nodes"))
        graph.add_node("write_plan", node("write_plan", "plan_nodes"))
        graph.add_node("restate", node("restate", "plan_nodes"))
        graph.add_node("reason", node("reason", "model_steps"))
        graph.add_node("act", node("act", "model_steps"))
        graph.add_node("nudge", node("nudge", "model_steps"))
        graph.add_node("finish", node("conclude", "finisher"))
        graph.add_edge(START, "begin")
        graph.add_conditional_edges("begin", node("after_begin"), {
            "plan": "plan", "reason": "reason", "finish": "finish", "write_plan": "write_plan", "restate": "restate"})
        graph.add_conditional_edges("restate", node("after_restate"), {
            "reason": "reason", "finish": "finish", "write_plan": "write_plan", "plan": "plan"})
        graph.add_conditional_edges("write_plan", node("after_plan"), {"reason": "reason", "finish": "finish"})
        graph.add_conditional_edges("plan", node("after_plan"), {"reason": "reason", "finish": "finish",
                                                                 "restate": "restate"})
        graph.add_conditional_edges("reason", node("after_reason", "model_steps"),
                                    {"act": "act", "nudge": "nudge", "finish": "finish"})
        graph.add_edge("nudge", "reason")
        graph.add_conditional_edges("act", node("after_act", "model_steps"), {"reason": "reason", "finish": "finish"})
        graph.add_edge("finish", END)
        # bound to the graph, so a direct invoke, Studio or a subgraph need not know it (a run's config still wins)
        limit = recursion_limit(max(self.max_steps, MAX_RUN_STEPS))
        return graph.compile(checkpointer=checkpointer, name=name).with_config(recursion_limit=limit)


def warm_prompt_cache(settings: Settings, tools: str | list[str] = "full") -> LLMCall:
    """One request with the agent's system prompt and tool schemas (one token generated): the server's prompt
    cache then holds the prefix every question starts with, so the first question after `llm start` does not
    wait for it (~3k tokens at ~55 tokens/s on 2 cores)."""
    from georeact.agent.llm import build_chat_model
    from georeact.agent.restating import system_prompt as restating_prompt

    llm = build_chat_model(settings)
    ctx = ToolContext(db=reader_database(settings), settings=settings, llm=llm)
    builder = GraphBuilder(settings, llm, load_tools(tools, (), ctx.profile), ctx, settings.max_steps, False, True)
    started = time.perf_counter()
    agent_prompt = (builder.llm_with_tools, builder.system_prompt)
    restatement = (llm, restating_prompt())
    # a slot keeps the prefix it saw last: the one the first call of a question uses (the restatement, unless the
    # free loop is on)
    order = [agent_prompt] + ([restatement] if settings.restate else [])
    calls = [LLMCall.of("warm", model.bind(max_tokens=1).invoke(
        [SystemMessage(system), HumanMessage("Where is the nearest cafe?")]), started)
        for model, system in (order if not settings.free_loop_on else order[::-1])]
    return calls[-1].model_copy(update={"prompt_tokens": sum(call.prompt_tokens for call in calls)})


def build_agent(
    settings: Settings | None = None,
    *,
    llm: BaseChatModel | None = None,
    tools: str | list[str] = "full",
    without: list[str] | tuple[str, ...] = (),
    max_steps: int | None = None,
    checkpointer: Any = None,
    db: Database | ReplicaPool | None = None,
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
    database = db or reader_database(settings)
    ctx = ToolContext(db=database, settings=settings, llm=llm)
    specs = load_tools(tools, without, ctx.profile)
    builder = GraphBuilder(settings, llm, specs, ctx, max_steps or settings.max_steps, seed_parse, dedupe,
                           render_answers, check_answers, model_use or settings.model_use)
    return builder.build(checkpointer=checkpointer, name=name)
