"""When the reading is not complete, the model writes the plan: one call under a JSON-schema grammar of the plan
(llama-server turns `response_format` into constrained decoding), seeded with the reading's own draft and the
words it left out. Every name and kind of place in the model's plan must be a phrase of the question, and every
`$N` an earlier step: a plan that is not is refused, and the model works in the free loop instead.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AnyMessage, BaseMessage, HumanMessage, SystemMessage
from pydantic import BaseModel, Field, ValidationError

from georeact.agent.trace import LLMCall
from georeact.tools.base import validation_problems
from georeact.reading.model import QuestionReading
from georeact.reading.plan import STEP_REF, Plan, PlanStep
from georeact.reading.metrics import METRICS, metric_spec

MAX_STEPS = 4
MAX_TOKENS = 300
ATTRIBUTES = ["street", "address", "opening_hours", "website", "phone", "cuisine", "wheelchair", "operator"]
_PHRASE = {"type": ["string", "null"], "maxLength": 80}
MODES = ["walk", "bike", "drive"]
MAX_STOPS = 8
STEP_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "tool": {"enum": ["CalculateMetric", "DescribePlace", "PlanRoute"]},
        "metric": {"enum": [*METRICS, None]},
        "feature": _PHRASE, "anchor": _PHRASE, "anchor_b": _PHRASE, "region": _PHRASE,
        "radius_m": {"type": ["number", "null"]}, "limit": {"type": ["integer", "null"]},
        "attribute": {"enum": [*ATTRIBUTES, None]},
        "mode": {"enum": [*MODES, None]},   # a distance or a tour along the streets
        "stops": {"type": ["array", "null"], "items": _PHRASE, "maxItems": MAX_STOPS},
        "round_trip": {"type": ["boolean", "null"]},
    },
    "required": ["tool"],   # only what a step needs: a small model fills every required field, sense or not
    "additionalProperties": False,
}
SCHEMA: dict[str, Any] = {"type": "object", "additionalProperties": False, "required": ["steps"],
                          "properties": {"steps": {"type": "array", "minItems": 1, "maxItems": MAX_STEPS,
                                                   "items": STEP_SCHEMA}}}
RESPONSE_FORMAT = {"type": "json_schema", "json_schema": {"name": "plan", "schema": SCHEMA}}
# The worked example names no place of the shipped data: a copied name must not answer another question.
SYSTEM = """Write the plan of tool calls that answers the geospatial question. Each step is one call:
- CalculateMetric: metric (nearest, largest, longest, count, list, distance, azimuth, area, length ...), feature
  (the kind of place), anchor (the place measured from), anchor_b (a second place), region (searched in),
  radius_m, limit;
- DescribePlace: anchor (the place), attribute (street, address, opening_hours, website, phone, cuisine ...);
- PlanRoute: stops (the places of a tour, the start first), mode (walk, bike, drive), round_trip.
A distance along the streets is CalculateMetric distance with a mode.
Copy names and kinds of place exactly as the question writes them. A place may be "$N": the place step N found.
Example: "Which cafe is nearest to the largest lake in Eastbrook?" ->
{"steps": [{"tool": "CalculateMetric", "metric": "largest", "feature": "lake", "region": "Eastbrook"},
{"tool": "CalculateMetric", "metric": "nearest", "feature": "cafe", "anchor": "$1"}]}
A draft from the question's reading comes with it; keep what is right, fix what it misses."""


def _draft(plan: Plan) -> str:
    steps = []
    for step in plan.steps:
        args = dict(step.args)
        if step.tool == "DescribePlace":
            args = {"anchor": args.get("place"), "attribute": (args.get("attributes") or [None])[0]}
        steps.append({"tool": step.tool, **{k: v for k, v in args.items() if k in STEP_SCHEMA["properties"]}})
    return json.dumps({"steps": steps}, ensure_ascii=False)


def write_plan(llm: BaseChatModel, reading: QuestionReading, draft: Plan,
               call_model: Callable[[Any, list[AnyMessage]], BaseMessage]) -> tuple[Plan | None, LLMCall, str]:
    """(the model's plan, or None with why; the call). The plan's phrases are checked against the question.
    `call_model(model, messages)` makes the call (the graph's bounds it by the question's deadline)."""
    message = f"Question: {reading.question}\nDraft plan ({draft.why}): {_draft(draft)}"
    started = time.perf_counter()
    try:
        model = llm.bind(response_format=RESPONSE_FORMAT, max_tokens=MAX_TOKENS, temperature=0)
        messages: list[AnyMessage] = [SystemMessage(SYSTEM), HumanMessage(message)]
        reply = call_model(model, messages)
    except Exception as exc:   # the endpoint is down or refuses the grammar: the free loop will say so
        return None, LLMCall(node="plan", duration_ms=(time.perf_counter() - started) * 1000, error=str(exc)), str(exc)
    call = LLMCall.of("plan", reply, started)
    try:
        raw = _RawPlan.model_validate_json(reply.content if isinstance(reply.content, str) else "")
        return checked_plan(reading, raw.steps), call, ""
    except ValidationError as exc:   # not JSON, nested past the parser's limit, steps not a list of objects
        return None, call, f"the model's plan was refused: {validation_problems(exc)}"
    except (ValueError, KeyError, TypeError) as exc:
        return None, call, f"the model's plan was refused: {exc}"


class _RawPlan(BaseModel):
    """The model's reply as a plan's shape: a list of objects (each checked by `checked_plan`). Measured: a reply
    whose steps were a string or numbers was an internal error (AttributeError), one nested thousands of levels deep
    a RecursionError; pydantic's JSON parser refuses both as a ValidationError."""
    steps: list[dict[str, Any]] = Field(min_length=1)


def checked_plan(reading: QuestionReading, raw_steps: list[dict[str, Any]]) -> Plan:
    """The model's steps as a Plan; ValueError when a phrase is not the question's or a `$N` is not earlier."""
    steps: list[PlanStep] = []
    for number, raw in enumerate(raw_steps[:MAX_STEPS], 1):
        args: dict[str, Any] = {}
        for key in ("feature", "anchor", "anchor_b", "region"):
            value = raw.get(key)
            if value is None or not str(value).strip():
                continue
            value = str(value).strip()
            ref = STEP_REF.match(value)
            if ref and not 1 <= int(ref.group(1)) < number:
                raise ValueError(f"step {number}: {value} names no earlier step")
            if not ref and value.casefold() not in reading.question.casefold():
                raise ValueError(f"step {number}: {key} {value!r} is not a phrase of the question")
            args[key] = value
        if raw.get("tool") == "PlanRoute":   # a tour: every stop a phrase of the question
            stops = [str(stop).strip() for stop in raw.get("stops") or [] if stop and str(stop).strip()]
            if len(stops) < 2:
                raise ValueError(f"step {number}: PlanRoute needs two stops at least")
            if missing := [stop for stop in stops if stop.casefold() not in reading.question.casefold()]:
                raise ValueError(f"step {number}: stop {missing[0]!r} is not a phrase of the question")
            route: dict[str, Any] = {"stops": stops, **({"mode": raw["mode"]} if raw.get("mode") in MODES else {})}
            if raw.get("round_trip") is False:
                route["round_trip"] = False
            steps.append(PlanStep(tool="PlanRoute", args=route, reading=reading, says="the shortest tour of the stops"))
            continue
        if raw.get("tool") == "DescribePlace":
            if "anchor" not in args or raw.get("attribute") not in ATTRIBUTES:
                raise ValueError(f"step {number}: DescribePlace needs a place and an attribute")
            steps.append(PlanStep(tool="DescribePlace", args={"place": args["anchor"], "attributes": [raw["attribute"]]},
                                  reading=reading, says=f"the {raw['attribute'].replace('_', ' ')} of {args['anchor']}"))
            continue
        metric = raw.get("metric")
        if metric not in METRICS:
            raise ValueError(f"step {number}: CalculateMetric needs a metric")
        if isinstance(raw.get("radius_m"), (int, float)) and raw["radius_m"] > 0:
            args["radius_m"] = float(raw["radius_m"])
        if isinstance(raw.get("limit"), int) and 1 < raw["limit"] <= 20:
            args["limit"] = raw["limit"]
        if metric == "distance" and raw.get("mode") in MODES:   # along the streets, as the question travels
            args["mode"] = raw["mode"]
        later = number < len(raw_steps)
        phrase = " ".join(p for p in (f"the {metric.replace('_', ' ')}", args.get("feature"),
                                      f"in {args['region']}" if args.get("region") else None,
                                      f"to {args['anchor']}" if args.get("anchor") and metric == "nearest" and
                                      not STEP_REF.match(args["anchor"]) else None) if p)
        step_reading = QuestionReading(question=reading.question, metric=metric, shape=_shape(metric),
                                       limit=args.get("limit"), units=reading.units)
        steps.append(PlanStep(tool="CalculateMetric", args={"metric": metric, **args}, reading=step_reading,
                              phrase=phrase if later else None, says=phrase if later else "answer the question"))
    if not steps:
        raise ValueError("no steps")
    used = {int(m.group(1)) for step in steps for v in step.args.values() if isinstance(v, str)
            for m in [STEP_REF.match(v)] if m}
    if unused := [n for n in range(1, len(steps)) if n not in used]:
        raise ValueError(f"step {unused[0]}'s place is used by no later step")   # not one question's plan
    return Plan(steps=steps, complete=False, why="written by the model")


def _shape(metric: str) -> str:
    answer = metric_spec(metric).answer
    if metric == "count":
        return "count"
    if metric == "list":
        return "places"
    return {"number": "number", "direction": "direction"}.get(answer, "place")
