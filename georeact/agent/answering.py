"""Which answer a person gets: the policy, in one place. The sentences themselves are `sentences.py`.

- The plan answered: its answer (`plan_runner`), or, when a step failed, what was found and why it stopped
  (`stopped`).
- A tool's result answers the question as read (`answers_reading`): that result, rendered; no model restates it.
- The model answered: its text holds to the tools (`held_to_tools`) when the question is spatial, so it must rest on
  what they returned (`rests_on_results`, `has_shape`); handles become names and every approximate match is said
  (`from_model`). Otherwise the reading's own call answers, or the answer says plainly that it could not.
"""

from __future__ import annotations

import re
from typing import Any

from georeact.agent.answer import (Answer, AnswerValue, Evidence, contradiction, name_handles, names_by_handle,
                                   parse_value_from_text)
from georeact.agent.figures import measured_figures, unheld_figures
from georeact.agent.sentences import approximate_notes, figure_of, render_plan, step_sentence, unfound_sentence
from georeact.agent.trace import Step
from georeact.geo.units import format_distance
from georeact.reading.features import lookup
from georeact.reading import QuestionReading
from georeact.reading.metrics import METRICS, metric_spec
from georeact.reading.plan import Plan, from_nowhere, unplaced_words
from georeact.tools.base import Unfound
from georeact.tools.handles import HANDLE_PATTERN

SHAPE_KINDS = {"place": {"entities"}, "places": {"entities"}, "count": {"number"}, "number": {"number"},
               "direction": {"direction", "entities"}, "kinds": {"entities"}, "location": {"entities"}}
_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")
_COMPASS = re.compile(r"\b(?:north|south|east|west)", re.IGNORECASE)
_SAYS_NONE = re.compile(r"\b(?:no|none|nothing|not? (?:any|found))\b", re.IGNORECASE)


def answers_reading(reading: QuestionReading | None, tool: str, observation: dict[str, Any] | None,
                    value: AnswerValue | None) -> bool:
    """Whether a successful tool result is the answer to the question as read: then it is rendered."""
    if reading is None or tool != "CalculateMetric" or not observation:
        return False
    if _none_within(reading, observation) and reading.metric == "list" and \
            (not reading.open_at or observation.get("open_at") or _none_of_a_known_kind(reading, observation)):
        # 'which cafes are within 100 m of X': none is the answer (none open then, when the time was applied, or
        # none of the kind at all: 'is there a laundromat open in X on sunday' where the data has none)
        return True
    if observation.get("metric") in ("nearest", "distance") and _none_of_a_known_kind(reading, observation):
        return True   # no place of the kind in the loaded data: that is the answer, said so
    if value is None:
        return False
    metric = observation.get("metric")
    answers = _nearest_for_how_far(reading, metric, value) or metric == "count" and from_nowhere(reading) or (
        reading.metric is not None and reading.shape in SHAPE_KINDS and value.kind in SHAPE_KINDS[reading.shape]
        and metric_spec(reading.metric).answered_with(metric))
    if not answers:
        return False
    if reading.shape == "direction" and value.degrees is None:
        return False
    if reading.shape in ("place", "places", "location") and not value.entities:
        return False
    roles = {r.get("role") for r in observation.get("resolved") or []}
    wanted = {"anchor"} if reading.anchors and metric != "count" or reading.radius_m else set()
    # (the distance between two places said in a town: the town only found them, as a town with no boundary does)
    wanted |= {"region"} if reading.region and not reading.radius_m and \
        not (metric == "distance" and len(reading.anchors) >= 2) else set()
    wanted |= {"towards"} if reading.towards else set()
    if not wanted <= roles:
        return False
    if reading.open_at and not observation.get("open_at"):
        return False    # the question's time was not applied
    if reading.radius_m is not None and metric != "distance" and \
            (observation.get("radius_m") is None or abs(observation["radius_m"] - reading.radius_m) > 1.0):
        return False    # the question's radius was not applied (nor another in its place): the result is not its answer
    if reading.feature and not observation.get("filters") and not (metric in METRICS and metric_spec(metric).of_places) \
            and not _none_of_a_known_kind(reading, observation):
        return False
    return reading.direction is None or observation.get("direction_asked") is not None or bool(observation.get("bearing"))


def _none_of_a_known_kind(reading: QuestionReading, observation: dict[str, Any]) -> bool:
    """'how many mosques does X have' where the loaded data holds no mosque at all (so no filter is left): a kind the
    vocabulary knows, counted 0, is the answer; a phrase it does not know is not."""
    none = observation.get("metric") in ("count", "list") and observation.get("total") == 0 or \
        observation.get("metric") in ("nearest", "distance") and not observation.get("entities") and \
        observation.get("value") is None   # ('the nearest ice rink to X', 'how far is the nearest ice rink')
    return none and not observation.get("filters") and lookup(reading.feature or "") is not None


def _none_within(reading: QuestionReading, observation: dict[str, Any]) -> bool:
    """'which cafes are within 100 m of X' where there are none: that none is the answer."""
    return reading.shape in ("places", "location") and observation.get("metric") == "list" and \
        observation.get("total") == 0 and \
        (observation.get("radius_m") is not None or any(r.get("role") == "region" for r in observation.get("resolved") or []))


def _nearest_for_how_far(reading: QuestionReading, metric: str | None, value: AnswerValue) -> bool:
    """"How far is the closest X from A": the nearest X, with its distance, is the answer."""
    return reading.metric == "distance" and bool(reading.feature) and metric_spec("nearest").answered_with(metric) and \
        bool(value.entities) and value.entities[0].distance_m is not None





def rests_on_results(text: str, values: list[AnswerValue | None], observations: list[dict[str, Any]],
                     question: str) -> bool:
    """Whether the final text carries something a tool gave: a name it returned, a number it measured, or 'none'
    after a tool found none. A plan in prose, a guess or an empty string does not."""
    if not text.strip():
        return False
    folded = text.casefold()
    names = _returned_names(values, observations)
    if any(len(name) >= 3 and name.casefold() in folded for name in names):
        return True
    handles = {e.handle for v in values if v is not None for e in v.entities if e.handle}
    if any(handle in text for handle in handles):
        return True
    if any(v is not None and v.compass for v in values) and _COMPASS.search(text):
        return True     # a direction answer (a wrong compass word gets the contradiction note instead)
    measured = [n for v in values if v is not None
                for n in (v.number, v.degrees, v.lat, v.lon, *(e.distance_m for e in v.entities)) if n is not None]
    measured += [o["total"] for o in observations if isinstance(o.get("total"), int)]
    measured += [float(cell) for o in observations for row in o.get("rows") or [] if isinstance(row, list)
                 for cell in row if isinstance(cell, str) and _NUMBER.fullmatch(cell.strip())
                 and cell.strip().replace(",", "").lstrip("-").replace(".", "", 1).isdigit()]
    for match in _NUMBER.finditer(text):
        said = float(match.group(0).replace(",", ""))
        if match.group(0) in question:
            continue
        if any(abs(said - m) <= max(0.5, 0.02 * abs(m)) or abs(said * 1000 - m) <= 0.02 * abs(m) for m in measured):
            return True
    found_none = any(not o.get("entities") and o.get("value") is None and not o.get("kinds") and "metric" in o
                     for o in observations)
    return found_none and bool(_SAYS_NONE.search(text))


def has_shape(reading: QuestionReading | None, text: str) -> bool:
    """Whether the answer has the shape the question asks for: a direction question a compass word or degrees, a
    count or a measure a number. Measured: 'Which way do I go from A to B?' answered with walking advice that
    named B, and accepted because B is a place a tool returned."""
    if reading is None or reading.composed:
        return True
    if reading.shape == "direction":
        return bool(_COMPASS.search(text) or re.search(r"\d\s*°|\bdegrees?\b", text))
    if reading.shape in ("count", "number"):
        return bool(_NUMBER.search(text)) or bool(_SAYS_NONE.search(text))
    return True


def _returned_names(values: list[AnswerValue | None], observations: list[dict[str, Any]]) -> set[str]:
    names = {e.name for v in values if v is not None for e in v.entities if e.name}
    for observation in observations:
        for key in ("best", "rows"):
            item = observation.get(key)
            if isinstance(item, dict) and isinstance(item.get("name"), str):
                names.add(item["name"])
        for kind in observation.get("kinds") or []:
            names.add(str(kind.get("value")))
        for visit in observation.get("visits") or []:   # a PlanRoute tour's stops
            names.add(str(visit.get("name")))
        for row in observation.get("rows") or []:
            if isinstance(row, dict):
                names |= {str(v) for v in row.values() if isinstance(v, str)}
            elif isinstance(row, (list, tuple)):
                names |= {str(v) for v in row if isinstance(v, str)}
    return {n for n in names if n}


def held_to_tools(reading: QuestionReading | None, steps: list[Step], check_answers: bool) -> bool:
    """Whether the answer must rest on a tool result: the question reads as one the tools answer (it names a
    place, a feature or something to measure), or a tool was used for it; small talk ('Say hello.') keeps the
    model's words."""
    measurable = reading is not None and bool(
        reading.metric or reading.feature or reading.anchors or reading.region or reading.candidates)
    return check_answers and (measurable or bool(steps))   # a tool was used: it is spatial


def rests_on(reading: QuestionReading | None, text: str, steps: list[Step], values: list[AnswerValue | None],
             question: str) -> bool:
    """Whether the model's text has the question's shape and carries what the tools returned."""
    return has_shape(reading, text) and rests_on_results(
        text, values, [step.observation for step in steps if step.ok and step.observation], question)


def invented_figures(text: str, steps: list[Step], question: str) -> list[str]:
    """The figures of the model's text that no tool result holds (agent/figures.py)."""
    done = [step for step in steps if step.ok and step.observation]
    observations = [step.observation for step in done]
    return unheld_figures(text, observations, [step.observation_shown for step in done],
                          measured_figures(observations), question)


def evidence(steps: list[Step]) -> list[Evidence]:
    """What each successful step rests on: its tool, the handles it returned, its SQL."""
    found = []
    for step in steps:
        if not step.ok or step.repeated:
            continue
        handles = sorted(set(re.findall(HANDLE_PATTERN, step.observation_shown)))
        found.append(Evidence(tool=step.tool, handles=handles, sql=[query.sql for query in step.sql]))
    return found


def from_model(text: str, steps: list[Step], values: list[AnswerValue | None], stopped_early: bool,
               why_stopped: str) -> Answer:
    """The model's answer (its 'Answer:' prefix stripped by the caller) as a person gets it: handles named, each
    approximate match said, its typed value (the last measured, else read from the text), and a note when it
    contradicts what was measured."""
    if (not text.strip() or copies_an_observation(text)) and steps:
        text = last_result(steps)   # an empty final message: the last result is the best answer there is
    if not text.strip():
        return could_not("no tool result answers it in words", steps, stopped_early, "")
    text = name_handles(text, names_by_handle([step.observation for step in steps]), HANDLE_PATTERN)
    text = _TOOL_NOTE.sub("", text).strip() or text   # a tool's 'note: ...' is for the model, never the person
    # a place the tools took from an approximate match is said in the answer, whoever wrote it
    text = " ".join([*approximate_notes([s.observation for s in steps if s.ok], text), text])
    measured = last_value(values)
    notes = [f"Stopped after {why_stopped}; this is the best answer so far." if stopped_early else None,
             contradiction(text, measured)]
    return Answer(text=text, value=measured or parse_value_from_text(text), evidence=evidence(steps),
                  stopped_early=stopped_early, note=" ".join(n for n in notes if n) or None)


def without_model(plan: Plan | None, reading: QuestionReading | None = None) -> Answer:
    """The plan could not hold the question and no model may be asked (plan-only): the words not read are said; the
    plan's reason (which may name tools) stays in the note."""
    why = plan.why if plan is not None else "the question could not be read"
    words = _words_not_read(reading)
    said = f": I could not read all of it {words}" if words else (f": {why}" if not _NAMES_A_TOOL.search(why) else "")
    return Answer(text=f"I could not answer this question without a model{said}.", note=why, answered=False)


def _words_not_read(reading: QuestionReading | None) -> str:
    """'(the words 'compare', 'floor')': what the reading left unread, as the person wrote it; '' for none."""
    words = [w for w in (unplaced_words(reading) if reading is not None else []) if w.isalpha()][:6]
    return f"(the words {', '.join(repr(w) for w in words)})" if words else ""


# a tool's name in a reason written for the model ('SearchPlaces', 'CalculateMetric'): never in a person's answer
_NAMES_A_TOOL = re.compile(r"\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b")


def not_read(plan: Plan | None, reading: QuestionReading | None = None) -> Answer:
    """Neither the reading nor the model's restatement held the question, and no free loop guesses at it. The person
    is told the words that were not read; the plan's reason (which names tools) stays in the note."""
    why = plan.why if plan is not None else "the question could not be read"
    words = _words_not_read(reading)
    return Answer(text=f"I could not answer this question: I could not read all of it{' ' + words if words else ''}.",
                  note=why,
                  answered=False)


def plan_found_nothing(values: list[AnswerValue | None], steps: list[Step] | None = None) -> Answer:
    """Nothing answered the plan: the kind of place a search found none of, where it looked, when that is why."""
    empty = next((step for step in reversed(steps or []) if step.ok and step.tool == "CalculateMetric" and
                  (step.arguments or {}).get("feature") and not (step.observation or {}).get("entities") and
                  not (step.observation or {}).get("total")), None)
    if empty is not None:   # 'directions to the nearest cinema in T': there is none in T
        said = empty.arguments
        where = f" in {said['region']}" if said.get("region") else \
            f" within {format_distance(said['radius_m'])} of {said['anchor']}" if said.get("radius_m") and \
            said.get("anchor") and ":" not in said["anchor"] else ""   # (a handle is no name to say)
        return Answer(text=f"I could not find any {said['feature']}{where} in the map data.",
                      value=values[-1] if values else None, answered=False)
    return Answer(text="I could not answer this question from the map data: the measurement the question implies "
                       "found nothing that answers it.", value=values[-1] if values else None, answered=False)


def could_not(why: str, steps: list[Step], stopped_early: bool, said: str) -> Answer:
    """Plainly that the question could not be answered, and why (in a person's words: `failure_words` of the last
    failed step); the tools' reason and the model's own words stay in the note."""
    failed = next((step for step in reversed(steps) if not step.ok), None)
    note = f"{why}." + (f" The model's own answer, not used: {said.strip()[:300]!r}"
                        if said.strip() else "")
    return Answer(text=failure_words(failed), value=None, evidence=evidence(steps), stopped_early=stopped_early,
                  note=note, answered=False)


def stopped(plan: Plan, steps: list[Step], values: list[AnswerValue | None], why: str, said: str) -> Answer:
    """A plan that stopped at a step: what a person is told (`said`, from `failure_words`), what the steps before it
    found, and the model-facing reason in the note."""
    done = render_plan(plan, steps, partial=True)
    text = said + (f" What I found: {done}" if done else "")
    return Answer(text=text, value=last_value(values), note=why, answered=False)


def failure_words(step: Step | None, phrase: str | None = None) -> str:
    """Why a step failed, as a person is told it: a place name the data does not have, with what it covers and the
    names like it; else plainly that this part could not be answered. The tool's own error (written for the model:
    arguments, handles, what to call next) stays in the answer's note and the trace."""
    unfound = (step.observation or {}).get("unfound") if step is not None else None
    if unfound:
        return unfound_sentence(Unfound.model_validate(unfound))
    if step is not None and (told := (step.observation or {}).get("told")):
        return told
    if phrase:
        return f"I could not find {phrase} in the map data."
    return "I could not answer this question from the map data."


# what an arithmetic plan's value is, from its two figures (a yes/no comparison has no figure of its own)
_RESULTS = {"sum": lambda a, b: a + b, "difference": lambda a, b: abs(a - b), "ratio": lambda a, b: a / b if b else None,
            "share": lambda a, b: 100 * a / b if b else None,   # a share: the part as a percentage of the whole
            "without": lambda a, b: a - b}   # all of them, less those left out


def operation_value(plan: Plan, values: list[AnswerValue | None], steps: list[Step]) -> AnswerValue | None:
    """The result of an arithmetic plan as its typed value ('4 more restaurants than bars': 4, not the last count);
    an operand's figure is its step's value, or the figure its result says (an attribute's: 'ele 31')."""
    if not plan.operands or any(i >= len(values) or i >= len(steps) for i in plan.operands):
        return None
    figures = [_operand_figure(values[i], steps[i], plan.steps[i].reading) for i in plan.operands]
    if any(f is None for f in figures):
        return None
    numbers, unit = [f[0] for f in figures], figures[0][1]   # type: ignore[index]
    if unit == "clock":   # two times of day: how far apart they are is minutes
        unit = "min"
    if plan.operation == "average":
        return AnswerValue(kind="number", number=sum(numbers) / len(numbers), unit=unit)
    if plan.operation == "sum" and len(numbers) > 2:   # the legs of a trip through three or more places
        return AnswerValue(kind="number", number=sum(numbers), unit=unit)
    if plan.operation not in _RESULTS or len(numbers) != 2:
        return None
    result = _RESULTS[plan.operation](*numbers)
    if result is None:
        return None
    return AnswerValue(kind="number", number=result, unit=None if plan.operation == "ratio" else unit)


def _operand_figure(value: AnswerValue | None, step: Step,
                    reading: QuestionReading | None = None) -> tuple[float, str | None] | None:
    if value is not None and value.number is not None:
        return value.number, value.unit
    return figure_of(step, reading) if step.ok else None


def last_value(values: list[AnswerValue | None]) -> AnswerValue | None:
    """The typed value of the last step that measured something: what the answer's value is."""
    return next((v for v in reversed(values) if v is not None), None)


def last_result(steps: list[Step], reading: QuestionReading | None = None) -> str:
    """The last result a tool call gave (not a repeat, not an error), in a person's words; '' when the last result
    has none (a search's ranking, SQL rows): the raw observation, written for the model, is never the answer."""
    last = next((step for step in reversed(steps) if step.ok and not step.repeated), None)
    return step_sentence(last, reading) if last is not None else ""


# What only a tool's observation says (its header, its notes, its ranking): a model's text that copies it is not
# an answer for a person.
_OBSERVATION_TEXT = re.compile(r"(?:^|\n)\s*(?:answer:|note:)|\bthe best \d+ by\b|\border by OR-Tools\b|\s\|\s(?:region|feature|anchor|"
                               r"open)\b|\btext \d\.\d\d\b|^search '", re.IGNORECASE | re.MULTILINE)


# a sentence of the model's answer that repeats a tool's note ('Note: the anchor was taken as ...'): the tools write
# them for the model; the approximate matches they mention are said by approximate_notes
_TOOL_NOTE = re.compile(r"(?:(?<=[.!?])|^)\s*\(?\bnote:[^.!?]*(?:[.!?]|$)\)?", re.IGNORECASE)


def copies_an_observation(text: str) -> bool:
    return bool(_OBSERVATION_TEXT.search(text))


def strip_answer_prefix(text: str) -> str:
    text = text.strip()
    return text[len("answer:"):].strip() if text.lower().startswith("answer:") else text
