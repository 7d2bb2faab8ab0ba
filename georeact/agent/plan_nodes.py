"""The `plan`, `restate` and `write_plan` nodes: the reading's plan run as ReAct steps without the model; for a
question the reading holds only in part, the model's restatement in a form the reader reads whole, or the plan the
model writes in one constrained call."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from typing import Any

from langchain_core.messages import AIMessage, AnyMessage, ToolMessage

from georeact.agent import answering
from georeact.agent.acting import ToolRunner
from georeact.agent.calling import ModelCaller
from georeact.agent.plan_runner import run_plan
from georeact.agent.plan_writer import write_plan
from georeact.agent.restating import restate, unfaithful
from georeact.agent.state import AgentState, answered
from georeact.agent.trace import Step
from georeact.reading import deterministic, read
from georeact.reading.plan import Plan, all_unread, asking_words, compile_plan, unplaced_words
from georeact.reading.session import ReadingRefused, reading as reading_session
from georeact.tools.loaded_names import as_read, read_named
from georeact.tools.poi_filter import phrase_lookups


def unread_caveat(reading: Any, every_word: bool = False, left_out: list[str] | None = None) -> str:
    """What an answer from an incomplete reading adds when the words it could not read ask for something (a kind
    of place, a measure): those words, as the person wrote them. Filler left unread ('in town', 'list them') adds
    nothing. `every_word`: every content word it could not read (the model was asked and could not say it either:
    'who could i call at the cafe' answered with the cafe says it did not read 'call')."""
    words = asking_words(reading) if reading is not None else []
    if every_word and reading is not None:
        words = list(dict.fromkeys([*words, *(w for w in all_unread(reading) if w.isalpha() and
                                              w.casefold() not in deterministic._FUNCTION_WORDS)]))
    if left_out:   # words read, that no step could use ('with a roof': no tag of the data says it)
        words = [w for w in words if not any(w.casefold() in said.casefold().split() for said in left_out)]
        words = [*left_out, *words]
    if not words:
        return ""
    said = ", ".join(f"'{w}'" for w in words[:6])
    return f" (I could not read {said} in the question, so this may not be all it asks.)"


class PlanNodes:
    def __init__(self, runner: ToolRunner, model: ModelCaller, model_use: str, grammar_allowed: bool = False,
                 free_loop: bool = True) -> None:
        self.runner = runner
        self.model = model
        self.model_use = model_use
        self.free_loop = free_loop   # a plan's result that does not answer goes to the model's free loop
        self.grammar_allowed = grammar_allowed   # the endpoint decodes under a GBNF grammar (llama-server)

    def run_plan(self, state: AgentState) -> dict[str, Any]:
        """The plan's steps as ReAct steps, without the model; its answer, or (a one-step plan whose result does
        not answer the question as read) the model takes over."""
        plan: Plan = state["plan"]
        seen = dict(state.get("seen_calls") or {})
        # a one-step plan is the question's own call: the tools see the question, as for the model's call
        # (grounding reads what the plan leaves implicit: 'where A meets B' is a junction); a step of a longer plan
        # sees only the question's places (a name several places share is taken near the others)
        own = (state.get("question") if len(plan.steps) == 1 else None, state.get("reading"))
        run: Callable = lambda tool, args: self.runner.run(tool, args, seen, *own, deadline=state.get("deadline"))
        steps, values, answer = run_plan(plan, run, first_index=len(state.get("steps") or []))
        messages: list[AnyMessage] = []
        for step in steps:   # the thread holds each call with its result, as a model's steps would
            call_id = f"plan-{uuid.uuid4().hex[:8]}"
            messages += [AIMessage(content=step.thought, tool_calls=[{"name": step.tool, "args": step.arguments,
                                                                      "id": call_id}]),
                         ToolMessage(content=step.observation_shown, tool_call_id=call_id, name=step.tool,
                                     status="success" if step.ok else "error")]
        update: dict[str, Any] = {"steps": steps, "values": values, "seen_calls": seen}
        if answer is None and self.model_use != "never" and self.free_loop:
            return {**update, "path": "plan, then model"}   # the model starts from the question itself
        if answer is None:
            answer = answering.plan_found_nothing(values, steps)
        elif not plan.complete and answer.answered is not False and not state.get("model_planned"):
            # no model to read the rest: never stated as the whole answer, and every word not read is said (without a
            # model, 'other places of worship' read as 'more schools' is a list stated as fact otherwise)
            answer.text += unread_caveat(state["reading"], every_word=True, left_out=plan.left_out)
        answer.evidence = answering.evidence(steps)
        answer.note = answer.note or f"Answered by the reading's plan ({plan.why})."
        return {**update, "messages": messages, "answer": answer, "path": "plan"}

    def restate(self, state: AgentState) -> dict[str, Any]:
        """A question the reading holds only in part: the model restates it in a form the reader reads whole (one
        call, ~1-3 s on 2 cores), the reader reads that, and its plan runs. Refused when the restatement does not
        read whole, is not faithful to the question (restating.unfaithful) or its plan finds no answer: then the
        question goes on without it (the model's plan, the reading's own plan, or the free loop: graph.py)."""
        question = state.get("question") or ""
        text, call = restate(self.model.llm, question, self.grammar_allowed,
                             lambda model, messages: self.model.call_before_plan(model, messages, state),
                             state.get("reading"))
        update: dict[str, Any] = {"llm_calls": [call]}
        if text is None:   # the model did not answer (down, out of time): not asked again after the plan
            return {**update, "restated": None, "restated_refused": f"(the model gave no restatement: {call.error})"}
        ctx = self.runner.ctx
        try:
            said = as_read(ctx, text)
            with reading_session(deadline=state.get("deadline")):
                reading = read_named(ctx, said, read)
            plan = compile_plan(reading, phrase_lookups(ctx).knows)
        except (ReadingRefused, ValueError):
            return {**update, "restated": None}
        why = None if reading.complete and plan.complete and plan.steps else "it is not read whole"
        why = why or unfaithful(question, state.get("reading"), reading)
        if why:
            return {**update, "restated": None, "restated_refused": f"{text} ({why})"}
        ran = self.run_plan({**state, "question": said, "reading": reading, "plan": plan})
        if not answered(ran):
            return {**update, "restated": None, "restated_refused": f"{text} (its plan found no answer)"}
        ran["answer"].note = f"Answered by the plan of the question as the model restated it: {said!r}."
        return {**ran, **update, "restated": said, "path": "restated"}

    def write_plan(self, state: AgentState) -> dict[str, Any]:
        """An incomplete reading of a question that composes: the model writes the plan (one constrained call,
        seeded with the reading's draft); it runs as the reading's would. A plan refused or failing: the reading's
        own draft runs, and the answer says what it leaves out; if that fails too, the free loop. (Measured on the
        first composed validation runs: the free loop answered 0 of 9 such questions, in 3-8 model calls.)"""
        plan, call, why = write_plan(self.model.llm, state["reading"], state["plan"],
                                     lambda model, messages: self.model.call_before_plan(model, messages, state))
        tried: list[Step] = []
        if plan is not None:
            update = self.run_plan({**state, "plan": plan, "model_planned": True})
            if answered(update):
                update["answer"].note = "Answered by the plan the model wrote (the reading was incomplete: " \
                                        f"{state['plan'].why})."
                said = json.dumps([step.args for step in plan.steps], ensure_ascii=False).casefold()
                if left := [w for w in unplaced_words(state["reading"]) if w not in said]:   # never silently
                    update["answer"].text += f" (This leaves out {', '.join(repr(w) for w in left)}: the plan I " \
                                             "could make does not use it.)"
                return {**update, "llm_calls": [call], "path": "model plan"}
            tried = update["steps"]
            why = (update["answer"].note if update.get("answer") else None) or "it did not answer"
        update = self.run_plan({**state, "steps": tried})
        if answered(update) or (update.get("answer") is not None and not self.free_loop):
            # (without the free loop, what the reading's plan says is the answer, as without a model: 'no petrol
            # station near X in the data' is worth more than 'I could not read all of it')
            update["answer"].note = f"The reading's own plan, incomplete: the model's plan failed ({why})."
            return {**update, "steps": tried + update["steps"], "llm_calls": [call], "path": "draft plan"}
        return {"llm_calls": [call], "steps": tried + update["steps"], "values": update["values"],
                "path": f"model (its plan: {why})"}
