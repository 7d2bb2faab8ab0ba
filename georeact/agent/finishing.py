"""The `finish` node: which answer a person gets (the policy is agent/answering.py, the words agent/sentences.py),
said as the thread's last message."""

from __future__ import annotations

import time
from typing import Any

from langchain_core.messages import AIMessage, AnyMessage, RemoveMessage, ToolMessage

from georeact.agent import answering
from georeact.agent.acting import ToolRunner
from georeact.agent.answer import Answer
from georeact.agent.answering import answers_reading
from georeact.agent.calling import ModelCaller
from georeact.agent.sentences import render_answer
from georeact.agent.state import AgentState, final_text, out_of_time, planned_call, repeating
from georeact.agent.trace import LLMCall, Step


def answer_message(messages: list[AnyMessage], answer: Answer, question: str | None = None) -> AIMessage:
    """The answer as the thread's last message, the typed Answer in its `response_metadata["answer"]`. It takes the
    place (same id) of the model's own last reply, a raw 'Answer: …' or a tool call the step cap left unanswered,
    so the thread holds one answer per question and no call without a result."""
    last = messages[-1] if messages else None
    text = answer.text or f"geo-react could not answer: {answer.note or 'no answer'}"
    same = {"id": last.id} if isinstance(last, AIMessage) and last.id else {}
    metadata = {"answer": answer.model_dump(mode="json"), **({"question": question} if question else {})}
    return AIMessage(content=text, response_metadata=metadata, **same)


class Finisher:
    def __init__(self, model: ModelCaller, runner: ToolRunner, model_use: str, max_steps: int,
                 check_answers: bool, question_time_s: float, free_loop: bool = True) -> None:
        self.model = model
        self.runner = runner
        self.model_use = model_use
        self.free_loop = free_loop
        self.max_steps = max_steps
        self.check_answers = check_answers
        self.question_time_s = question_time_s

    def conclude(self, state: AgentState) -> dict[str, Any]:
        """The `finish` node: the Answer, and the answer as the thread's one message for this turn. The turn's tool
        calls and results leave the thread (they stay in `steps` and the trace): a parent graph, Studio or a chat UI
        shows the person's question and the answer, and the next turn's prompt never held them anyway."""
        update = self.finish(state)
        messages = state.get("messages") or []
        own = messages[state.get("turn_input", 0):]   # a parent's message is never replaced by the answer
        # the question as it was read (a follow-up said whole): the next turn's follow-up reads on from it
        answer = answer_message(own, update["answer"], state.get("question"))
        update["messages"] = [*(RemoveMessage(id=m.id) for m in own if m.id and m.id != answer.id), answer]
        return update

    def finish(self, state: AgentState) -> dict[str, Any]:
        """The answer a person gets: the plan's, a result that answers the question as read, or the model's text
        held to what the tools returned."""
        steps = state.get("steps") or []
        if state.get("answer") is not None:   # the plan answered
            return {"answer": state["answer"]}
        if self.model_use == "never":
            return {"answer": answering.without_model(state.get("plan"), state.get("reading")), "path": "plan"}
        if not self.free_loop:   # no model loop ran: what the reading could not hold is said, not guessed at
            return {"answer": answering.not_read(state.get("plan"), state.get("reading")), "path": "plan"}
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
            out_of_time(state)
        update: dict[str, Any] = {}
        if stopped_early and (out_of_time(state) or repeating(state)):
            # no further model call: the best answer so far is the last result, in a person's words
            text = answering.last_result(steps, state.get("reading"))
        elif stopped_early:
            text, update = self._forced_answer(state)
        else:
            text = final_text(state)
        text = answering.strip_answer_prefix(text)
        if answering.held_to_tools(state.get("reading"), steps, self.check_answers):
            if not answering.rests_on(state.get("reading"), text, steps, list(state.get("values") or []),
                                      state.get("question") or ""):
                return self._answer_from_reading(state, text, stopped_early, update)
            if invented := answering.invented_figures(text, steps, state.get("question") or ""):
                # a figure stated as fact must be one the tools gave (val4: invented areas and distances)
                return self._answer_from_reading(state, text, stopped_early, update,
                                                 f"the model's answer states {', '.join(invented)}, which no tool "
                                                 "result holds")
        why_stopped = "the time limit" if out_of_time(state) else "a call repeated twice" if \
            repeating(state) else f"{self.max_steps} tool rounds (the step cap)"
        update["answer"] = answering.from_model(text, steps, list(state.get("values") or []), stopped_early,
                                                why_stopped)
        return update

    def _answer_from_reading(self, state: AgentState, said: str, stopped_early: bool,
                             update: dict[str, Any], unheld: str | None = None) -> dict[str, Any]:
        """The model's answer carries nothing a tool gave, even after it was sent back: make the call the reading
        implies and answer from it, or say plainly that the question could not be answered, and why."""
        steps = list(state.get("steps") or [])
        reading = state.get("reading")
        call = planned_call(state, self.runner.tools)
        failed = [step for step in steps if not step.ok]
        why = unheld or ((failed[-1].error or failed[-1].observation_shown).strip().splitlines()[0] if failed else
                         "the question does not say clearly enough what to measure")
        new_steps: list[Step] = []
        value = None
        if call is not None:
            step, value = self.runner.run("CalculateMetric", call, dict(state.get("seen_calls") or {}),
                                         state.get("question"), reading)
            step.index, step.thought = len(steps), "the answer rested on no tool result: the reading's call"
            new_steps.append(step)
            if step.ok and value is not None and answers_reading(reading, step.tool, step.observation, value):
                text = render_answer(reading, step.observation)
                why_model = f"The model did not answer within the question's {self.question_time_s:g} s " \
                    "(the time limit)" if out_of_time(state) else f"The model's answer was not used: {unheld}" if \
                    unheld else "The model's answer rested on no tool result"
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
        messages = self.model.prompt(state, closing=True)
        started = time.perf_counter()
        try:
            reply = self.model.call(self.model.llm, messages, state)
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
