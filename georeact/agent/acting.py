"""Running the tool calls of a step: the model's own (its invented handles repaired, its arguments reconciled with
the question's reading) and the plan's (as they are). Every call becomes a `Step` with what the model is shown."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from langchain_core.messages import AIMessage
from pydantic import ValidationError

from georeact.agent.answer import AnswerValue, value_from_result
from georeact.agent.trace import Step
from georeact.db.session import within
from georeact.reading import QuestionReading
from georeact.reading.reconcile import next_call
from georeact.tools.base import ToolContext, invoke, validation_problems
from georeact.tools.handles import HANDLE_PATTERN
from georeact.tools.registry import ToolSpec

OBSERVATION_MAX_CHARS = 2500


class ToolRunner:
    """The tools of one agent, run as steps; a call the model repeats gets its earlier result back (`dedupe`). The
    plan's own calls and the answer check's always run: they need the value, and a plan restated by the model may
    repeat a call the first plan made (a repeated call's step carries no result, and its answer would be empty)."""

    def __init__(self, tools: list[ToolSpec], ctx: ToolContext, dedupe: bool) -> None:
        self.tools = {spec.name: spec for spec in tools}
        self.ctx = ctx
        self.dedupe = dedupe

    def run(self, name: str, args: dict[str, Any], seen: dict[str, str], question: str | None = None,
                  reading: QuestionReading | None = None, deadline: float | None = None,
                  reconcile: bool = False, planned: dict[str, Any] | None = None) -> tuple[Step, AnswerValue | None]:
        """One tool call as a step; its statements end by `deadline` (the question's), if given. With `reconcile`
        (a call the model wrote) the question's words put back what it dropped (reading/reconcile.py); the plan's
        calls are the reading's own. `planned`: the plan's own call, named as the next one once its place is
        resolved."""
        key = _call_key(name, args)
        if self.dedupe and reconcile and key in seen:   # `reconcile`: the model wrote this call
            shown = (f"You already made this exact call; its result was:\n{seen[key]}\n"
                     "Do not repeat it. If that result answers the question, write the final answer now.")
            return Step(index=0, tool=name, arguments=args, observation_shown=shown, repeated=True), None
        spec = self.tools.get(name)
        if spec is None:
            shown = f"ERROR: there is no tool named {name!r}. Available tools: {', '.join(self.tools)}."
            return Step(index=0, tool=name, arguments=args, observation_shown=shown, ok=False, error=shown), None
        try:
            parsed = spec.input_model.model_validate(args)
        except ValidationError as exc:
            problems = validation_problems(exc)
            shown = f"ERROR: invalid arguments for {name}: {problems}. Fix them and call {name} again."
            return Step(index=0, tool=name, arguments=args, observation_shown=shown, ok=False, error=shown), None
        # The question travels with the call: a name cut short is completed from it, a shared name taken near its
        # other places (a step of a longer plan, given no question, only its places).
        ctx = self.ctx.asked(question, reading)
        with within(deadline):   # a call in flight ends with the question's time, not a statement timeout later
            result = invoke(spec.run, spec.result_model, ctx, parsed,
                            reconcile=spec.reconciler(reading) if reconcile and question else None)
        shown = result.render()
        if result.reconciled:
            shown += "\nnote: " + "; ".join(result.reconciled)
        if planned is not None and reading is not None and result.ok:
            shown += _next_call_hint(planned, reading, result)
        if len(shown) > OBSERVATION_MAX_CHARS:
            shown = shown[:OBSERVATION_MAX_CHARS] + " …(truncated)"
        seen[key] = shown
        step = Step(index=0, tool=name, arguments=args,
                    observation=result.model_dump(mode="json", exclude={"sql"}), observation_shown=shown,
                    sql=result.sql, duration_ms=result.duration_ms, ok=result.ok, error=result.error)
        return step, value_from_result(result) if result.ok else None


def _call_key(name: str, args: dict[str, Any]) -> str:
    return name + json.dumps(args, sort_keys=True, ensure_ascii=False, default=str)


def _place_named_for(key: str, reading: QuestionReading | None) -> str | None:
    """The question's place for an argument: its first anchor for `anchor`; the place it heads towards (or else
    its second anchor) for `anchor_b`/`towards`; its region for `region`. Measured: the model sent
    anchor=pois:12345, anchor_b=pois:67890 before anything was resolved."""
    if reading is None:
        return None
    places = reading.anchors
    if key == "anchor":
        return places[0] if places else reading.region
    if key in ("anchor_b", "towards"):
        return reading.towards or (places[1] if len(places) > 1 else None)
    if key == "region":
        return reading.region
    return None


def _next_call_hint(planned: dict[str, Any], reading: QuestionReading, result: Any) -> str:
    """After a place is resolved, the plan's CalculateMetric call around it (reading/reconcile.py)."""
    if result.tool == "ResolveLocation" and result.best is not None:
        handle, is_area = result.best.handle, "POLYGON" in result.best.geometry_type.upper()
    elif result.tool == "GetRegionGeometry" and result.handle and result.mode == "region":
        handle, is_area = result.handle, True
    else:
        return ""
    call = next_call(planned, reading, handle, is_area)
    return f"\nnext: CalculateMetric {json.dumps(call, ensure_ascii=False)}" if call else ""


def seen_text(state: Mapping[str, Any]) -> str:
    """Everything the question and the tools have said so far: what the model may cite."""
    return "\n".join(str(m.content) for m in state.get("messages", []) if not isinstance(m, AIMessage))


OPTIONAL_PLACES = ("anchor_b", "towards", "region")   # place arguments a search for a kind can do without


def replace_invented_handles(args: dict[str, Any], state: Mapping[str, Any],
                             tool: str = "") -> tuple[dict[str, Any], list[str]]:
    """A handle no earlier message contains ('pois:12345') is invented; when this question resolved exactly one
    place of that table, that place is meant. Measured: the 1.5B model resolves a place, then writes a made-up
    id instead of the handle it was given (2 of the first 16 questions of the frozen-set run)."""
    cited = seen_text(state)
    resolved: dict[str, list[str]] = {}
    for step in state.get("steps") or []:
        if step.ok and step.tool in ("ResolveLocation", "GetRegionGeometry"):
            found = re.search(HANDLE_PATTERN, step.observation_shown)
            if found and found.group(0) not in resolved.setdefault(found.group(0).split(":")[0], []):
                resolved[found.group(0).split(":")[0]].append(found.group(0))
    fixed, notes = dict(args), []
    reading: QuestionReading | None = state.get("reading")
    for key, value in args.items():
        invented = [v for v in value if isinstance(v, str) and re.fullmatch(HANDLE_PATTERN, v.strip()) and
                    v not in cited] if key == "stops" and isinstance(value, list) else []
        if invented and not resolved and reading is not None and len(reading.stops) >= 2:
            # measured: PlanRoute(stops=['pois:12', 'pois:13', 'pois:14']) for a tour of three named places
            fixed[key] = list(reading.stops)
            notes.append(f"{key} {', '.join(invented)} appear in no earlier result; used the places the question "
                         f"names: {', '.join(reading.stops)}")
            continue
        if not isinstance(value, str) or not re.fullmatch(HANDLE_PATTERN, value.strip()) or value in cited:
            continue
        candidates = [h for h in resolved.get(value.split(":")[0], []) if h not in args.values()]
        if len(candidates) == 1:
            fixed[key] = candidates[0]
            notes.append(f"{key}={value} appears in no earlier result; used {candidates[0]} (resolved above)")
        elif not resolved and (named := _place_named_for(key, state.get("reading"))):
            # nothing resolved yet: the tool resolves the place the question names instead of a made-up id
            fixed[key] = named
            notes.append(f"{key}={value} appears in no earlier result; used the place the question names: {named!r}")
        elif not resolved and key in OPTIONAL_PLACES and tool == "CalculateMetric" and \
                (args.get("feature") or args.get("feature_filter")):
            # a search for a kind does without a second place, a heading or a region made up from nowhere
            # (measured: anchor_b='regions:12' on "how far is the closest museum from X?")
            del fixed[key]
            notes.append(f"{key}={value} appears in no earlier result and the question names no such place: left out")
    return fixed, notes


# 'pois:23345', 'park:monaco-largest': a table-like word, a colon, an id (not 'EPSG:4326' or a clock time)
