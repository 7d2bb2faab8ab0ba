"""ParseQuestion: the structure of a question (answer type, feature, anchors, radius, direction, region).

One bounded LLM call (prompt: georeact/prompts/parse_question.md) asks for JSON in the text, because
small local models are poor at JSON mode. The reply is parsed leniently (first JSON object), validated
with pydantic, then corrected deterministically: numbers with units and compass words are read from the
question itself (`georeact.geo.units`, `georeact.geo.directions`) and always win over the model; the
answer type falls back to keywords. Without a model (or when the call fails) the deterministic parse is
the answer.
"""

from __future__ import annotations

import json
import re
from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator

from georeact import prompts
from georeact.geo.directions import normalize_direction
from georeact.geo.units import parse_distance
from georeact.tools.base import ToolContext, ToolResult

NAME = "ParseQuestion"
DESCRIPTION = "Parse a geographic question into answer type, feature, named places, radius, direction and region."

AnswerType = Literal["entity", "location", "direction", "count", "distance", "area", "length"]
ANSWER_TYPES: tuple[str, ...] = AnswerType.__args__  # type: ignore[attr-defined]
MAX_TOKENS = 256   # the JSON answer is ~80 tokens; the bound keeps a rambling model cheap


class Input(BaseModel):
    question: str = Field(description="The user's question, verbatim.")


class QuestionParse(BaseModel):
    answer_type: AnswerType = "entity"
    feature: str | None = None
    metric: str | None = None
    anchors: list[str] = []
    direction: str | None = None
    towards: str | None = None
    radius_m: float | None = None
    region: str | None = None
    filters: dict[str, str] = {}


class LLMParse(BaseModel):
    """What the model may send: everything optional, loosely typed; corrected afterwards."""

    answer_type: str | None = None
    feature: str | None = None
    metric: str | None = None
    anchors: list[str] | str | None = None
    direction: str | None = None
    towards: str | None = None
    radius_m: float | str | None = None
    region: str | None = None
    filters: dict[str, Any] | None = None

    @field_validator("feature", "metric", "direction", "towards", "region", mode="before")
    @classmethod
    def _text(cls, value: Any) -> Any:
        return str(value) if isinstance(value, int | float) else value


class Result(ToolResult):
    parse: QuestionParse = QuestionParse()
    source: Literal["llm", "deterministic"] = "deterministic"
    corrections: list[str] = []
    prompt_tokens: int = 0        # of the one LLM call, for the trace's cost accounting
    completion_tokens: int = 0

    def render(self) -> str:
        if not self.ok:
            return self.render_error()
        text = self.parse.model_dump_json(exclude_defaults=True, exclude={"answer_type"})
        head = f'{{"answer_type":"{self.parse.answer_type}"' + ("," + text[1:] if text != "{}" else "}")
        return head + ("\ncorrections: " + "; ".join(self.corrections) if self.corrections else "")


# --- deterministic parse ----------------------------------------------------------------------------------

_UNITS = r"(?:met(?:er|re)s|kilomet(?:er|re)s|km|miles|feet|yards)"
_TYPE_KEYWORDS: list[tuple[str, str]] = [
    (rf"\bhow many square {_UNITS}\b", "area"),
    (rf"\bhow many {_UNITS}\b", "distance"),   # 'how many meters away is ...' is a distance, not a count
    (r"\bhow many\b|\bnumber of\b|\bcount\b", "count"),
    (r"\b(?:which|what) direction\b|\bdirection of travel\b|\bwhich way\b|\bbearing\b", "direction"),
    (r"\bhow far\b|\bdistance\b", "distance"),
    (r"\barea\b|\bhow big\b|\bhow large\b|\bsquare (?:kilo)?met", "area"),
    (r"\bhow long\b|\blength\b", "length"),
    (r"\bwhere (?:is|are)\b|\bcoordinates\b|\blocation of\b", "location"),
]
_STRONG_TYPES = {"count", "direction"}   # keywords unambiguous enough to override the model
_METRICS = [(r"\b(?:nearest|closest)\b", "nearest"), (r"\b(?:largest|biggest)\b", "largest"),
            (r"\bsmallest\b", "smallest"), (r"\blongest\b", "longest"), (r"\bshortest\b", "shortest")]
_COMPASS = re.compile(r"\b(north|south)[\s-]?(east|west)(?:ern|erly|wards?)?\b|\b(north|south|east|west)(?:ern|erly|wards?)?\b",
                      re.IGNORECASE)
_LEADING = {"how", "what", "which", "where", "is", "are", "find", "list", "show", "in", "name", "give", "count",
            "does", "do", "tell", "within", "from", "starting", "walking", "compute", "calculate", "get"}
_CONNECTORS = {"of", "de", "la", "le", "am", "an", "der", "di", "du", "von", "van", "del", "des"}
_REGION_WORDS = {"in", "inside", "within", "across"}
_TOWARDS = re.compile(r"\b(?:towards?|in the direction of|on the way to|heading (?:to|for))\s+$", re.IGNORECASE)
_FEATURE_PATTERNS = [
    rf"\bhow many (?!(?:square )?{_UNITS}\b)([\w\s'-]+?) (?:are|is|were|exist|lie|can|located|there)\b",
    r"\b(?:nearest|closest) ([\w\s'-]+?) (?:to|from)\b",
    r"^(?:which|what) ([\w\s'-]+?) (?:is|are|lies|lie|has|have)\b",
    r"\b(?:find|list|show)(?: me)?(?: all)?(?: the)? ([\w\s'-]+?) (?:within|in|near|inside|around|that|which|with|north|south|east|west)\b",
]


def answer_type_from_keywords(question: str) -> str:
    lower = question.lower()
    return next((kind for pattern, kind in _TYPE_KEYWORDS if re.search(pattern, lower)), "entity")


def direction_from_question(question: str) -> str | None:
    """The first compass word used as a filter; capitalised ones mid-sentence are names ('South Harbour')."""
    for match in _COMPASS.finditer(question):
        if match.start() > 0 and match.group(0)[0].isupper():
            continue
        return normalize_direction(match.group(0))
    return None


def _capitalised(token: str) -> bool:
    """'Vaduz', and the elided French article too: "l'Océanographie"."""
    return token[:1].isupper() or (token[1:2] in ("'", "’") and token[:1].lower() in "ld" and token[2:3].isupper())


def _place_phrases(question: str) -> list[tuple[str, str]]:
    """Capitalised phrases with the word before each: [('in', 'Vaduz'), ('of', 'Helsinki Cathedral')]."""
    # '!' inside a token: "Ciao! Caffé Urban Style" is one name (the model cut it at the '!')
    tokens = re.findall(r"[\w'’.!-]+|[^\w\s]", question)
    phrases: list[tuple[str, str]] = []
    current: list[str] = []
    before = ""
    for index, token in enumerate(tokens):
        capital = _capitalised(token) and not (index == 0 and token.lower() in _LEADING)
        # 'Poste de la Condamine': a run of connectors joins two capitalised words
        after = next((t for t in tokens[index + 1:] if t.lower() not in _CONNECTORS), "")
        connector = token.lower() in _CONNECTORS and current and _capitalised(after)
        if capital or connector:
            if not current:
                before = tokens[index - 1].lower() if index else ""
            current.append(token)
            continue
        if current:
            phrases.append((before, " ".join(current)))
            current = []
    if current:
        phrases.append((before, " ".join(current)))
    return [(b, p.rstrip(".!")) for b, p in phrases if normalize_direction(p) is None]


def deterministic_parse(question: str) -> QuestionParse:
    question = question.strip()
    answer_type = answer_type_from_keywords(question)
    lower = question.lower()
    metric = next((name for pattern, name in _METRICS if re.search(pattern, lower)), None)
    if metric is None and answer_type in ("count", "distance", "area", "length"):
        metric = answer_type
    feature = None
    for pattern in _FEATURE_PATTERNS:
        match = re.search(pattern, lower)
        if match:
            feature = re.sub(r"^(?:the|all|of)\s+", "", match.group(1).strip()) or None
            break
    anchors: list[str] = []
    region = towards = None
    for before, phrase in _place_phrases(question):
        prefix = question[:question.find(phrase)]
        if _TOWARDS.search(prefix):
            towards = phrase
        elif before in _REGION_WORDS:
            region = phrase
        else:
            anchors.append(phrase)
    filters = {"wheelchair": "yes"} if "wheelchair" in lower else {}
    return QuestionParse(answer_type=answer_type, feature=feature, metric=metric, anchors=anchors,
                         direction=None if answer_type == "direction" and not _COMPASS.search(question)
                         else direction_from_question(question),
                         towards=towards, radius_m=parse_distance(question), region=region, filters=filters)


# --- the LLM call -----------------------------------------------------------------------------------------

def first_json_object(text: str) -> dict[str, Any] | None:
    """The first JSON object anywhere in `text` (models wrap it in prose or fences)."""
    decoder = json.JSONDecoder()
    for match in re.finditer(r"\{", text):
        try:
            value, _ = decoder.raw_decode(text, match.start())
        except json.JSONDecodeError:
            continue
        if isinstance(value, dict):
            return value
    return None


def _ask_model(llm: Any, question: str) -> tuple[LLMParse, int, int]:
    from langchain_core.messages import HumanMessage

    # one call, bounded output, no tools (never tool_choice="required": small models loop on it)
    reply = llm.bind(max_tokens=MAX_TOKENS).invoke([HumanMessage(prompts.render("parse_question.md", question=question))])
    content = reply.content if isinstance(reply.content, str) else " ".join(
        part.get("text", "") if isinstance(part, dict) else str(part) for part in reply.content)
    data = first_json_object(content)
    if data is None:
        raise ValueError("no JSON object in the model's reply")
    usage = getattr(reply, "usage_metadata", None) or {}
    return LLMParse.model_validate(data), int(usage.get("input_tokens", 0)), int(usage.get("output_tokens", 0))


def merge(question: str, model: LLMParse, base: QuestionParse) -> tuple[QuestionParse, list[str]]:
    """The model's parse, with the deterministic facts of the question winning where they exist."""
    notes: list[str] = []
    answer_type = (model.answer_type or "").strip().lower()
    if answer_type not in ANSWER_TYPES:
        notes.append(f"answer_type {model.answer_type!r} -> {base.answer_type} (keywords)")
        answer_type = base.answer_type
    elif base.answer_type in _STRONG_TYPES and answer_type != base.answer_type:
        notes.append(f"answer_type {answer_type} -> {base.answer_type} (keywords)")
        answer_type = base.answer_type

    radius = base.radius_m
    model_radius = parse_distance(model.radius_m) if isinstance(model.radius_m, str) else model.radius_m
    if isinstance(model.radius_m, str) and model_radius is None:
        try:
            model_radius = float(model.radius_m)
        except ValueError:
            model_radius = None
    if radius is not None:
        if model_radius is None or abs(model_radius - radius) > 0.01 * radius:
            said = model.radius_m if not isinstance(model.radius_m, float) else f"{model.radius_m:g}"
            notes.append(f"radius_m {said} -> {radius:g} (from the question)")
    elif model_radius is not None and model_radius > 0:
        radius = float(model_radius)

    direction = base.direction
    model_direction = normalize_direction(model.direction)
    if model.direction and model_direction != direction:
        notes.append(f"direction {model.direction!r} -> {direction} (from the question)")

    anchors = [model.anchors] if isinstance(model.anchors, str) else [a for a in model.anchors or [] if a]
    filters = {**base.filters, **{str(k): str(v) for k, v in (model.filters or {}).items() if v is not None}}
    parse = QuestionParse(answer_type=answer_type, feature=model.feature or base.feature,
                          metric=model.metric or base.metric, anchors=anchors or base.anchors, direction=direction,
                          towards=model.towards or base.towards, radius_m=radius,
                          region=model.region or base.region, filters=filters)
    return parse, notes


def run(ctx: ToolContext, args: Input) -> Result:
    base = deterministic_parse(args.question)
    if ctx.llm is None:
        return Result(parse=base, source="deterministic")
    try:
        model, prompt_tokens, completion_tokens = _ask_model(ctx.llm, args.question)
    except Exception as exc:  # bad JSON, validation, transport: the deterministic parse still answers
        reason = str(exc).strip().splitlines()[0][:120] if str(exc).strip() else type(exc).__name__
        return Result(parse=base, source="deterministic", corrections=[f"LLM parse failed ({reason}); keyword parse used"])
    parse, notes = merge(args.question, model, base)
    return Result(parse=parse, source="llm", corrections=notes, prompt_tokens=prompt_tokens,
                  completion_tokens=completion_tokens)
