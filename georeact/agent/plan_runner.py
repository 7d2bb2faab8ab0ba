"""Running the reading's plan as ReAct steps (thought = the step in words, action = its call, observation) and
writing the answer that covers every step: what each described place turned out to be, then the answer.

A step that fails, or finds no place where a later step needs one, ends the plan with an answer that says which
step and why. A one-step plan whose result does not answer the question as read is handed to the model.
"""

from __future__ import annotations

from typing import Any

from georeact.agent.answer import Answer, AnswerValue
from georeact.agent.render import answers_reading, approximate_notes, render_answer
from georeact.agent.trace import Step
from georeact.geo.units import format_area, format_distance
from georeact.reading.plan import COMPARE_MEASURES, Plan, PlanStep, resolve_refs
from georeact.tools.metric.models import Result as MetricResult
from georeact.tools.plan_route import Result as RouteResult

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
            return steps, values, _stopped(plan, steps, values, f"step {earlier} ({plan.steps[earlier - 1].says}) "
                                                                  f"found no place for step {number} to use")
        step, value = run_call(planned.tool, args)
        step.index = first_index + len(steps)
        step.thought = f"step {number} of {len(plan.steps)}: {planned.says}"
        steps.append(step)
        values.append(value)
        answers.append(places_of(step) if step.ok else [])
        if not step.ok:
            why = (step.error or step.observation_shown).strip().splitlines()[0].removeprefix("ERROR: ")
            return steps, values, _stopped(plan, steps, values, f"step {number} ({planned.says}) failed: {why}")
    if len(plan.steps) == 1 and plan.steps[0].tool == "CalculateMetric" and not answers_reading(
            plan.steps[0].reading, steps[0].tool, steps[0].observation, values[0]):
        return steps, values, None
    return steps, values, Answer(text=render_plan(plan, steps), value=_last_value(values))


def _stopped(plan: Plan, steps: list[Step], values: list[AnswerValue | None], why: str) -> Answer:
    done = render_plan(plan, steps, partial=True)
    text = f"I could not answer the whole question: {why}." + (f" What I found: {done}" if done else "")
    return Answer(text=text, value=_last_value(values), note=why, answered=False)


def _last_value(values: list[AnswerValue | None]) -> AnswerValue | None:
    """The typed value of the last step that measured something: what the answer's value is."""
    return next((v for v in reversed(values) if v is not None), None)


def render_plan(plan: Plan, steps: list[Step], partial: bool = False) -> str:
    """The answer that covers every step: each described place named, then the answer, or the comparison."""
    sentences: list[str] = []
    measured: list[tuple[PlanStep, Step]] = []
    for planned, step in zip(plan.steps, steps):
        if not step.ok:
            continue
        if planned.candidate is not None:
            measured.append((planned, step))
        elif planned.tool == "CalculateMetric" and (planned.phrase is not None or planned.reading.rank):
            sentences.append(_described(planned, step))
        elif planned.tool == "CalculateMetric":
            sentences.append(render_answer(planned.reading, step.observation))
        elif planned.tool == "DescribePlace":
            sentences.append(_attributes(step.observation))
        elif planned.tool == "PlanRoute":
            sentences.append(RouteResult.model_validate(step.observation).sentence())
        else:
            sentences.append(step.observation_shown.strip().splitlines()[0])
    if measured and len(measured) == len([s for s in plan.steps if s.candidate is not None]) and not partial:
        sentences.append(_compared(plan, measured))
    said = " ".join(s for s in sentences if s)
    return " ".join([*approximate_notes([s.observation for s in steps if s.ok], said), said])


_ORDINAL_WORDS = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}
ATTRIBUTE_WORDS = {"opening_hours": "opening hours", "phone": "phone number", "wheelchair": "wheelchair access"}


def _attributes(observation: dict[str, Any]) -> str:
    """'Café Guflina is on Rotenbodenstrasse (the nearest street, 8 m: it has no addr:street tag).' / 'The opening
    hours of X: Mo-Fr 08:00-18:00.' / 'X has no website in OpenStreetMap.'"""
    place = (observation.get("place") or {}).get("name") or "The place"
    sentences = []
    for item in observation.get("attributes") or []:
        attribute, value = item.get("attribute"), item.get("value")
        word = ATTRIBUTE_WORDS.get(attribute, attribute)
        if value is None:
            sentences.append(f"{place} has no {word} in OpenStreetMap.")
        elif attribute == "street":
            how = f" (the nearest street, {format_distance(item['distance_m'])} away: it has no address tag)" \
                if item.get("inferred") and item.get("distance_m") is not None else ""
            sentences.append(f"{place} is on {value}{how}.")
        else:
            sentences.append(f"The {word} of {place}: {value}.")
    return " ".join(sentences)


def _described(planned: PlanStep, step: Step) -> str:
    """'The biggest park in Vaduz is Schwimmbad Mühleholz (3.4 ha).'"""
    result = MetricResult.model_validate(step.observation)
    asked = planned.reading
    phrase = planned.phrase or " ".join(w for w in ("the", _ORDINAL_WORDS.get(asked.rank or 1), asked.metric,
                                                     asked.feature, f"in {asked.region}" if asked.region else None) if w)
    phrase = phrase[0].upper() + phrase[1:]
    if not result.entities:
        return f"{phrase}: none found."
    rank = planned.reading.rank
    chosen = result.entities[rank - 1:rank] if rank else result.entities[:planned.reading.limit or 1]
    if not chosen:
        return f"{phrase}: there are only {len(result.entities)}."
    named = [f"{e.name or '(no name)'}{_measure(e)}" for e in chosen]
    verb = "are" if len(named) > 1 else "is"
    return f"{phrase} {verb} {' and '.join(named)}."


def _measure(entity: Any) -> str:
    if entity.area_m2 is not None:
        return f" ({format_area(entity.area_m2)})"
    if entity.length_m is not None:
        return f" ({format_distance(entity.length_m)})"
    if entity.distance_m is not None:
        return f" ({format_distance(entity.distance_m)} away)"
    return ""


def _compared(plan: Plan, measured: list[tuple[PlanStep, Step]]) -> str:
    """'Esplanadinpuisto is larger: 1.80 ha, against 0.95 ha for Kaisaniemi park.'"""
    measure, smaller_wins = COMPARE_MEASURES[plan.compare or "nearer"]
    figures: list[tuple[float, str]] = []
    for planned, step in measured:
        result = MetricResult.model_validate(step.observation)
        value = result.value if result.value is not None else (
            result.entities[0].distance_m if result.entities else None)
        names = {r.role: r.name or r.text for r in result.resolved}
        name = names.get("anchor") or planned.candidate or "?"
        if planned.candidate and planned.candidate != name and planned.candidate.casefold().startswith("the "):
            name = f"{planned.candidate} ({name})" if not name.casefold() in planned.candidate.casefold() else name
        if value is not None:
            figures.append((float(value), name))
    if len(figures) < 2:
        return "I could not measure every place to compare."
    figures.sort(key=lambda f: f[0], reverse=not smaller_wins)
    said = format_area if measure == "area" else format_distance
    word = plan.compare or "nearer"
    anchor = plan.steps[-1].reading.anchor if measure == "distance" else None
    target = f" to {anchor}" if anchor and word in ("nearer", "farther") else ""
    others = ", ".join(f"{said(v)} for {n}" for v, n in figures[1:])
    return f"{figures[0][1]} is {word}{target}: {said(figures[0][0])}, against {others}."
