"""Running the reading's plan as ReAct steps (thought = the step in words, action = its call, observation) and
writing the answer that covers every step: what each described place turned out to be, then the answer.

A step that fails, or finds no place where a later step needs one, ends the plan with an answer that says which
step and why. A one-step plan whose result does not answer the question as read is handed to the model.
"""

from __future__ import annotations

from typing import Any

from georeact.agent.answer import Answer, AnswerValue
from georeact.agent.answering import answers_reading, failure_words, last_value, operation_value, stopped
from georeact.agent.sentences import none_of_the_kind, render_plan
from georeact.agent.trace import Step
from georeact.reading.plan import Plan, resolve_refs

PlanRun = tuple[list[Step], list[AnswerValue | None], Answer | None]


def places_of(step: Step) -> list[str]:
    """The handles a step's answer names, in order: the places a later step may use."""
    observation = step.observation or {}
    handles = [e["handle"] for e in observation.get("entities") or [] if e.get("handle")]
    bearing = observation.get("bearing")
    if not handles and bearing:
        handles = [bearing["handle"]]
    place = observation.get("place")
    if not handles and isinstance(place, dict) and place.get("handle"):
        handles = [place["handle"]]
    return handles


def run_plan(plan: Plan, run_call: Any, first_index: int = 0) -> PlanRun:
    """Run every step; `run_call(tool, args)` -> (Step, value). Returns the steps, their values, and the answer
    (None when a one-step plan's result does not answer the question as read: the model takes over)."""
    steps: list[Step] = []
    values: list[AnswerValue | None] = []
    answers: list[list[str]] = []
    for number, planned in enumerate(plan.steps, 1):
        try:
            args = resolve_refs(planned.args, answers)
        except KeyError as missing:
            earlier = missing.args[0]
            phrase = plan.steps[earlier - 1].phrase
            # ('the drive to the nearest petrol station from X in T': none in T, said as such, and nothing more)
            if (none := none_of_the_kind(plan.steps[earlier - 1], steps[earlier - 1])) is not None:
                return steps, values, Answer(text=none, value=last_value(values), answered=False,
                                             note=f"step {earlier} ({plan.steps[earlier - 1].says}) found none")
            return steps, values, stopped(plan, steps, values, f"step {earlier} ({plan.steps[earlier - 1].says}) "
                                                                  f"found no place for step {number} to use",
                                          failure_words(None, phrase))
        step, value = run_call(planned.tool, args)
        step.index = first_index + len(steps)
        step.thought = f"step {number} of {len(plan.steps)}: {planned.says}"
        steps.append(step)
        values.append(value)
        answers.append(places_of(step) if step.ok else [])
        if not step.ok:
            why = (step.error or step.observation_shown).strip().splitlines()[0].removeprefix("ERROR: ")
            return steps, values, stopped(plan, steps, values, f"step {number} ({planned.says}) failed: {why}",
                                          failure_words(step, planned.phrase))
    if len(plan.steps) == 1 and plan.steps[0].tool == "CalculateMetric" and not answers_reading(
            plan.steps[0].reading, steps[0].tool, steps[0].observation, values[0]):
        return steps, values, None
    return steps, values, Answer(text=render_plan(plan, steps),
                                 value=operation_value(plan, values, steps) or last_value(values))
