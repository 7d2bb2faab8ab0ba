"""The systems an evaluation run compares; each answers one `Question` and returns a `SystemOutput`.

    geo-react              the ReAct agent with the full spatial toolset
    geo-react-always       the same with the model driving every step (no plan run without it: strong hosted models)
    plan-only              no LLM: the reading's plan alone (what the question's reading answers without a model)
    geo-react-parse        the same, seeded with ParseQuestion's parse of the question (measures the seed)
    geo-react-no-<Tool>    the same without one or more tools (ablations: geo-react-no-CalculateMetric-no-PlanRoute)
    raise                  ReAct with only InspectSchema/GenerateSQL/RefineSQL, the schema in the prompt (RAISE-style)
    text2sql               one LLM call writes SQL, the SQL tool's path runs it, one LLM call phrases the answer
    oracle                 no LLM: the question's gold parameters go straight into the spatial tools (the ceiling
                           the tools alone reach)

A system never raises for a question it cannot answer: failures come back in `SystemOutput.error`.
"""

from __future__ import annotations

import importlib
import re
import time
from abc import ABC, abstractmethod
from functools import lru_cache
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, HumanMessage
from pydantic import BaseModel, ValidationError

from georeact import prompts
from georeact.agent.acting import OBSERVATION_MAX_CHARS
from georeact.agent.answer import Answer, AnswerValue, EntityRef, Evidence, parse_value_from_text
from georeact.agent.trace import LLMCall, Step, Trace
from georeact.config import Settings
from georeact.db.session import Database
from georeact.errors import GeoReactError
from georeact.evals.models import EntityParam, FeatureFilter, GoldParams, Question
from georeact.tools.base import ToolContext, invoke
from georeact.reading.metrics import METRICS, metric_spec
from georeact.tools.registry import TOOL_MODULES, ToolSpec

ABLATION_PREFIX = "geo-react-no-"


class SystemOutput(BaseModel):
    answer_text: str = ""
    answer_value: AnswerValue | None = None
    trace: Trace | dict[str, Any] | None = None
    error: str | None = None

    def trace_dict(self) -> dict[str, Any]:
        if self.trace is None:
            return {}
        return self.trace.model_dump(mode="json") if isinstance(self.trace, Trace) else dict(self.trace)


class System(ABC):
    """One way of answering questions; `answer` must be safe to call from several threads at once."""

    name: str
    needs_llm: bool = True

    @abstractmethod
    def answer(self, question: Question, deadline: float | None = None) -> SystemOutput:
        """`deadline` (`time.monotonic()`): an LLM system stops at its next step past it and returns what it has."""


def output_from_trace(trace: Trace) -> SystemOutput:
    answer = trace.answer
    return SystemOutput(answer_text=answer.text if answer else "", answer_value=answer.value if answer else None,
                        trace=trace, error=trace.error)


# ---------------------------------------------------------------------------------------------------- ReAct

class ReactSystem(System):
    """geo-react, its ablations and raise: the same compiled graph with different tool sets."""

    def __init__(self, name: str, settings: Settings, llm: BaseChatModel, db: Database, *,
                 tools: str | list[str] = "full", without: list[str] | tuple[str, ...] = (),
                 max_steps: int | None = None, seed_parse: bool = False, model_use: str | None = None) -> None:
        from georeact.agent.graph import build_agent

        self.name = name
        self.max_steps = max_steps or settings.max_steps
        # No checkpointer: every question is a fresh single-turn thread, so one graph serves all workers.
        self.agent = build_agent(settings, llm=llm, tools=tools, without=list(without), max_steps=self.max_steps,
                                 db=db, name=name, seed_parse=seed_parse, model_use=model_use)

    def answer(self, question: Question, deadline: float | None = None) -> SystemOutput:
        from georeact.agent.run import run_question

        trace = run_question(self.agent, question.question, trace_id=f"{question.id}@{self.name}",
                             max_steps=self.max_steps, system=self.name, deadline=deadline)
        return output_from_trace(trace)


# ---------------------------------------------------------------------------------------------------- text2sql

_SQL_BLOCK = re.compile(r"```(?:sql|postgresql|postgres)?\s*\n?(.*?)```", re.S | re.I)
_SQL_START = re.compile(r"\b(WITH|SELECT)\b", re.I)


def extract_sql(text: str) -> str | None:
    """The SQL in a model reply: a fenced block, else everything from the first SELECT/WITH."""
    match = _SQL_BLOCK.search(text or "")
    if match and match.group(1).strip():
        return match.group(1).strip()
    start = _SQL_START.search(text or "")
    return text[start.start():].strip() if start else None


def _content(message: Any) -> str:
    content = getattr(message, "content", message)
    return content if isinstance(content, str) else str(content)


class Text2SQLSystem(System):
    """Two LLM calls around one query: write SQL from the question + schema, phrase the answer from the rows."""

    name = "text2sql"

    def __init__(self, settings: Settings, llm: BaseChatModel, db: Database) -> None:
        self.llm = llm
        self.ctx = ToolContext(db=db, settings=settings, llm=llm)
        self.conventions = prompts.load("conventions.md").strip()
        self.schema = prompts.for_profile("schema_summary", self.ctx.profile.name)
        self.sql_rules = prompts.for_profile("sql_rules", self.ctx.profile.name)

    def _call(self, trace: Trace, node: str, prompt: str) -> str:
        started = time.perf_counter()
        try:
            reply: AIMessage = self.llm.invoke([HumanMessage(prompt)])
        except Exception as exc:  # endpoint down after the client's retries: this question fails cleanly
            trace.llm_calls.append(LLMCall(node=node, duration_ms=(time.perf_counter() - started) * 1000,
                                           error=str(exc)))
            raise _Failed(f"LLM call failed: {type(exc).__name__}: {exc}") from exc
        trace.llm_calls.append(LLMCall.of(node, reply, started))
        return _content(reply)

    def answer(self, question: Question, deadline: float | None = None) -> SystemOutput:
        from georeact.tools import sql as sql_tool

        trace = Trace(id=f"{question.id}@{self.name}", question=question.question, system=self.name)
        started = time.perf_counter()
        try:
            reply = self._call(trace, "sql", prompts.render("text2sql.md", schema_summary=self.schema,
                                                            sql_rules=self.sql_rules, conventions=self.conventions,
                                                            question=question.question))
            sql = extract_sql(reply)
            if not sql:
                raise _Failed("the model wrote no SQL")
            # The SQL tool's own path: repair + guard + read-only execution with the statement timeout.
            result = invoke(sql_tool.run_generate, sql_tool.Result, self.ctx, sql_tool.GenerateInput(sql=sql))
            shown = result.render()[:OBSERVATION_MAX_CHARS]
            trace.steps.append(Step(index=0, tool="GenerateSQL", arguments={"sql": sql},
                                    observation=result.model_dump(mode="json", exclude={"sql"}),
                                    observation_shown=shown, sql=result.sql, duration_ms=result.duration_ms,
                                    ok=result.ok, error=result.error))
            if deadline is not None and time.monotonic() > deadline:
                raise _Failed(f"timed out after {time.perf_counter() - started:.0f} s, before the answer call")
            text = self._call(trace, "answer", prompts.render(
                "text2sql_answer.md", conventions=self.conventions, question=question.question,
                sql=result.executed_sql or sql, rows=shown))
            text = text.strip()
            text = text[len("answer:"):].strip() if text.lower().startswith("answer:") else text
            trace.answer = Answer(text=text, value=parse_value_from_text(text),
                                  evidence=[Evidence(tool="GenerateSQL", sql=[q.sql for q in result.sql])])
        except _Failed as exc:
            trace.error = str(exc)
        except Exception as exc:  # a bug here must fail the question, not the batch
            trace.error = f"{type(exc).__name__}: {exc}"
        trace.duration_s = round(time.perf_counter() - started, 3)
        return output_from_trace(trace)


class _Failed(Exception):
    pass


# ---------------------------------------------------------------------------------------------------- oracle

LIST_LIMIT = 50                 # range questions: every feature in the radius (the generator keeps <= 25)
REGION_METRICS = {"area_max": "largest", "length_max": "longest", "area_total": "total_area",
                  "length_total": "total_length"}


@lru_cache(maxsize=None)
def _tool_spec(name: str) -> ToolSpec:
    return ToolSpec(name, importlib.import_module(TOOL_MODULES[name]))


def filter_spec(feature: FeatureFilter) -> str:
    """GoldParams' feature -> CalculateMetric's `feature_filter` ('pois.amenity=restaurant&cuisine=sushi').

    A value of '*' (MapQA "amenities") means "any value": the bare column, which the tool reads as IS NOT NULL.
    """
    spec = f"{feature.table}.{feature.column}" + ("" if feature.value in (None, "", "*") else f"={feature.value}")
    if feature.extra_column and feature.extra_value:
        spec += f"&{feature.extra_column}={feature.extra_value}"
    return spec


def _parse_metric(question: Question) -> tuple[str, str]:
    """GS-QA 'knn:direction+name' -> ('knn', 'direction'); MapQA 'direction_nearest' -> ('direction_nearest', '')."""
    metric = (question.gold_params.metric if question.gold_params else None) or question.type or question.template
    head = metric.partition("+")[0]
    base, _, modifier = head.partition(":")
    return base, modifier


class OracleSystem(System):
    """Gold parameters -> tool calls, no LLM. Which call answers which template:

    range+name/loc -> CalculateMetric list (radius, direction/towards); range+angle/distance -> the same list,
    measured to its nearest named entity (the gold lists the named ones); range+count -> count;
    knn+name/loc -> nearest (directional_nearest with a direction or towards); knn+angle/distance ->
    azimuth / distance; intersects -> count / largest / longest / total_area / total_length in the region.
    MapQA: adjacent / amenities-around-specific -> list in 50 / 100 m;
    direction_nearest -> directional_nearest; nearest_amenity -> nearest; intersection -> nearest from the
    crossing point; distance -> distance between the two places; compare-closer -> one distance per option;
    amenities -> ResolveLocation's category of the place; amenities_around -> list of amenity POIs in 100 m,
    then ResolveLocation's category of each named one. No template needs PlanRoute.

    Gold entities carry their stable OSM id: the row id (the handle) is looked up again in this database, so a
    reloaded database with other row ids still gets the right places.
    """

    name = "oracle"
    needs_llm = False

    def __init__(self, settings: Settings, db: Database) -> None:
        self.ctx = ToolContext(db=db, settings=settings)

    def answer(self, question: Question, deadline: float | None = None) -> SystemOutput:   # no LLM: milliseconds
        trace = Trace(id=f"{question.id}@{self.name}", question=question.question, system=self.name)
        started = time.perf_counter()
        try:
            text, value = self._solve(question, trace)
            trace.answer = Answer(text=text, value=value, evidence=[
                Evidence(tool=step.tool, sql=[q.sql for q in step.sql]) for step in trace.steps if step.ok])
        except _Failed as exc:
            trace.error = str(exc)
        except Exception as exc:  # an oracle bug fails this question only
            trace.error = f"{type(exc).__name__}: {exc}"
        trace.duration_s = round(time.perf_counter() - started, 3)
        return output_from_trace(trace)

    # tools ------------------------------------------------------------------------------------------------

    def _tool(self, trace: Trace, name: str, args: dict[str, Any]) -> Any:
        spec = _tool_spec(name)
        try:
            parsed = spec.input_model.model_validate(args)
        except ValidationError as exc:
            raise _Failed(f"{name} refused the gold arguments {args}: {exc.errors()[0]['msg']}") from exc
        result = invoke(spec.run, spec.result_model, self.ctx, parsed)
        trace.steps.append(Step(index=len(trace.steps), tool=name, arguments=args,
                                observation=result.model_dump(mode="json", exclude={"sql"}),
                                observation_shown=result.render()[:OBSERVATION_MAX_CHARS], sql=result.sql,
                                duration_ms=result.duration_ms, ok=result.ok, error=result.error))
        if not result.ok:
            raise _Failed(f"{name} failed: {result.error}")
        return result

    def _handle(self, trace: Trace, entity: EntityParam) -> str:
        """The entity's handle in THIS database (found again by OSM type and id when the gold has them)."""
        profile = self.ctx.profile
        if entity.osm_type and entity.osm_id is not None and entity.table in profile.tables:
            spec = profile.table(entity.table)
            rows = self.ctx.db.query(f"SELECT id FROM {spec.relation} WHERE osm_type = %s AND osm_id = %s ORDER BY id",
                                     [entity.osm_type, entity.osm_id], max_rows=20).rows
            ids = [row[0] for row in rows]
            if ids:
                gold_id = entity.handle.partition(":")[2]
                handle = entity.handle if gold_id.isdigit() and int(gold_id) in ids else f"{entity.table}:{ids[0]}"
                if handle != entity.handle:
                    trace.meta.setdefault("rehandled", {})[entity.handle] = handle
                return handle
            raise _Failed(f"gold entity {entity.name!r} ({entity.osm_type}{entity.osm_id}) is not in this database")
        return entity.handle

    # the mapping ------------------------------------------------------------------------------------------

    def _solve(self, question: Question, trace: Trace) -> tuple[str, AnswerValue]:
        gold = question.gold_params
        if gold is None:
            raise _Failed("the question has no gold parameters")
        base, modifier = _parse_metric(question)
        answer_type = question.answer_type
        if base == "compare-closer":
            return self._compare(trace, gold)
        if base == "amenities":
            return self._own_category(trace, gold)
        if base == "distance" and gold.target is not None:
            return self._measure(trace, {"metric": "distance", "anchor": self._handle(trace, gold.anchor),
                                         "anchor_b": self._handle(trace, gold.target)})
        args = self._scope(trace, gold)
        if base in ("search-attribute", "open-at"):   # every match of the kind (its words), open then
            if base == "search-attribute" and gold.feature is not None:
                args = {**{k: v for k, v in args.items() if k != "feature_filter"}, "feature": gold.feature.label}
            args.update(metric="list", limit=LIST_LIMIT, **({"open_at": gold.open_at} if gold.open_at else {}))
            return self._measure(trace, args)
        if base == "amenities_around":
            metric = "kinds"
        elif base in ("range", "adjacent", "amenities-around-specific"):
            # range+angle / range+distance ask about "a <feature> within r": any one in the radius will do, and
            # the gold lists the named ones, so list them and measure to the nearest named one.
            metric = "count" if answer_type == "count" else "list"
            if metric == "list":
                args["limit"] = LIST_LIMIT
        elif base in ("knn", "direction_nearest", "nearest_amenity", "intersection"):
            directed = "direction" in args or "towards" in args
            metric = {"angle": "azimuth", "distance": "distance"}.get(
                answer_type, "directional_nearest" if directed else "nearest")
        elif base == "intersects":
            metric = REGION_METRICS.get(modifier, "count")
        else:
            raise _Failed(f"the oracle has no mapping for {base!r} (template {question.template})")
        args["metric"] = metric
        if metric == "list" and answer_type in ("angle", "distance"):
            return nearest_named_measure(self._tool(trace, "CalculateMetric", args), answer_type)
        return self._measure(trace, args)

    def _scope(self, trace: Trace, gold: GoldParams) -> dict[str, Any]:
        if gold.feature is None:
            raise _Failed("the gold parameters have no feature filter")
        args: dict[str, Any] = {"feature_filter": filter_spec(gold.feature)}
        if gold.anchor is not None:
            args["anchor"] = self._handle(trace, gold.anchor)
        elif gold.point is not None:        # MapQA intersection: the crossing point of the two streets
            lat, lon = gold.point
            args["anchor"] = f"point:{lon!r},{lat!r}"
        if gold.region is not None:
            args["region"] = self._handle(trace, gold.region)
        if gold.radius_m is not None:
            args["radius_m"] = gold.radius_m
        if gold.target is not None:
            args["towards"] = self._handle(trace, gold.target)
        elif gold.direction:
            args["direction"] = gold.direction
            if gold.sector_deg:
                args["sector_deg"] = gold.sector_deg
        return args

    def _measure(self, trace: Trace, args: dict[str, Any]) -> tuple[str, AnswerValue]:
        return metric_answer(self._tool(trace, "CalculateMetric", args))

    def _compare(self, trace: Trace, gold: GoldParams) -> tuple[str, AnswerValue]:
        if gold.anchor is None or len(gold.candidates) < 2:
            raise _Failed("compare-closer needs an anchor and two candidates")
        return self._measure(trace, {"metric": "nearest", "anchor": self._handle(trace, gold.anchor),
                                     "candidates": [self._handle(trace, c) for c in gold.candidates]})

    def _category(self, trace: Trace, name: str, handle: str) -> str | None:
        """The `amenity` value ResolveLocation reports for the row `handle` found by its name."""
        result = self._tool(trace, "ResolveLocation", {"name": name})
        matches = [m for m in [result.best, *result.ambiguous, *result.alternatives] if m is not None]
        match = next((m for m in matches if m.handle == handle), None)
        if match is None or not match.category:
            return None
        key, _, value = match.category.partition("=")
        return value if key == "amenity" and value else None

    def _own_category(self, trace: Trace, gold: GoldParams) -> tuple[str, AnswerValue]:
        if gold.anchor is None:
            raise _Failed("amenities needs an anchor")
        handle = self._handle(trace, gold.anchor)
        value = self._category(trace, gold.anchor.name, handle)
        if value is None:
            raise _Failed(f"ResolveLocation({gold.anchor.name!r}) did not report an amenity for {handle}")
        return value, AnswerValue(kind="entities", entities=[EntityRef(name=value, handle=handle)])


def _metric_failed(what: str, result: Any) -> _Failed:
    return _Failed(f"CalculateMetric {what}" + (f" ({'; '.join(result.notes)})" if result.notes else ""))


def nearest_named_measure(result: Any, answer_type: str) -> tuple[str, AnswerValue]:
    """Azimuth or distance to the nearest named entity of a `list` result (the first entity when none is named)."""
    if not result.entities:
        raise _metric_failed("found none", result)
    entity = next((e for e in result.entities if e.name), result.entities[0])
    if answer_type == "angle":
        if entity.azimuth_deg is None:
            raise _Failed(f"no azimuth to {entity.name or entity.handle}")
        return (f"{entity.azimuth_deg:.1f}° ({entity.direction}) to {entity.name}",
                AnswerValue(kind="direction", degrees=entity.azimuth_deg, compass=entity.direction))
    if entity.distance_m is None:
        raise _Failed(f"no distance to {entity.name or entity.handle}")
    return (f"{entity.distance_m:.1f} m to {entity.name}",
            AnswerValue(kind="number", number=entity.distance_m, unit="m"))


def metric_answer(result: Any) -> tuple[str, AnswerValue]:
    """A CalculateMetric result -> (answer text, typed value) as a grader reads them."""
    if result.metric == "kinds":
        if not result.kinds:
            raise _metric_failed("found none", result)
        return "; ".join(k.value for k in result.kinds), result.answer_value()
    if result.metric in METRICS and metric_spec(result.metric).answer == "entities":
        if not result.entities:
            raise _metric_failed("found none", result)
        refs = [EntityRef(name=e.name, handle=e.handle, lat=e.lat, lon=e.lon, distance_m=e.distance_m)
                for e in result.entities]
        return "; ".join(e.name or e.handle for e in result.entities), AnswerValue(kind="entities", entities=refs)
    if result.value is None:
        raise _metric_failed("gave no value", result)
    value = float(result.value)
    if result.unit == "deg":
        return f"{value:.1f}° ({result.direction})", AnswerValue(kind="direction", degrees=value,
                                                                  compass=result.direction)
    if result.unit in ("m", "m2"):
        return f"{value:.1f} {'m²' if result.unit == 'm2' else 'm'}", AnswerValue(kind="number", number=value,
                                                                                  unit=result.unit)
    return f"{value:g}", AnswerValue(kind="number", number=value, unit="count")


# ---------------------------------------------------------------------------------------------------- factory

def system_names_help() -> str:
    return "geo-react, geo-react-always, plan-only, geo-react-parse, raise, text2sql, oracle, " \
           "geo-react-no-<Tool>[-no-<Tool>...]"


def needs_llm(name: str) -> bool:
    return name not in ("oracle", "plan-only")


def ablated_tools(name: str) -> list[str]:
    """`geo-react-no-CalculateMetric-no-PlanRoute` -> ['CalculateMetric', 'PlanRoute'] (validated)."""
    tools = [part for part in name[len(ABLATION_PREFIX):].split("-no-") if part]
    unknown = [tool for tool in tools if tool not in TOOL_MODULES]
    if not tools or unknown:
        raise GeoReactError(f"unknown tool(s) {unknown or '(none)'} in system {name!r}; "
                            f"known tools: {', '.join(TOOL_MODULES)}")
    return tools


def check_system_name(name: str) -> None:
    """Raise GeoReactError unless `name` is a system `make_system` knows."""
    if name in ("geo-react", "geo-react-always", "plan-only", "geo-react-parse", "raise", "text2sql", "oracle"):
        return
    if name.startswith(ABLATION_PREFIX):
        ablated_tools(name)
        return
    raise GeoReactError(f"unknown system {name!r}; choose {system_names_help()}")


def make_system(name: str, settings: Settings, llm: BaseChatModel | None, db: Database, *,
                max_steps: int | None = None) -> System:
    """A system by name (see the module docstring). `llm` may be None for the oracle (and is built otherwise)."""
    if name == "oracle":
        return OracleSystem(settings, db)
    check_system_name(name)
    if name == "plan-only":   # the model is never called: a client for the configured endpoint is only built
        from georeact.agent.llm import build_chat_model

        return ReactSystem(name, settings, llm or build_chat_model(settings), db, tools="full", max_steps=max_steps,
                           model_use="never")
    if llm is None:
        from georeact.agent.llm import build_chat_model

        llm = build_chat_model(settings)
    if name == "geo-react":
        return ReactSystem(name, settings, llm, db, tools="full", max_steps=max_steps)
    if name == "geo-react-always":
        return ReactSystem(name, settings, llm, db, tools="full", max_steps=max_steps, model_use="always")
    if name == "geo-react-parse":
        return ReactSystem(name, settings, llm, db, tools="full", max_steps=max_steps, seed_parse=True)
    if name == "raise":
        return ReactSystem(name, settings, llm, db, tools="sql", max_steps=max_steps)
    if name == "text2sql":
        return Text2SQLSystem(settings, llm, db)
    if name.startswith(ABLATION_PREFIX):
        return ReactSystem(name, settings, llm, db, tools="full", without=ablated_tools(name), max_steps=max_steps)
    raise GeoReactError(f"unknown system {name!r}; choose {system_names_help()}")
