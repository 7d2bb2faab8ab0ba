"""The LLM reader: the question's phrases copied by the model under a JSON-schema grammar.

llama-server (and OpenAI-compatible hosted endpoints) turn `response_format={"type": "json_schema", ...}` into
constrained decoding, so the reply is always this object. A small model copies spans well and classifies badly
(../shared/notes/constrained-reading-probe.md: spans right in 88.5 % of real questions, the shape/metric enums
mostly wrong), so the schema asks only for spans and numbers; every span is checked against the question and
dropped when it is not one of its phrases. `merge` decides which reader fills which field (see its docstring;
measured with `georeact eval reading --reader llm|both`).
"""

from __future__ import annotations

import json
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage, SystemMessage

from georeact.geo.directions import normalize_direction
from georeact.reading.model import QuestionReading

MAX_TOKENS = 120
SYSTEM = ("Copy phrases of the geospatial question exactly as written. feature: the kind of place asked for "
          "(e.g. 'pharmacy'), without adjectives; modifier: a word narrowing it (e.g. 'Greek', 'emergency'); "
          "anchor: the named place distances are measured from; anchor2: a second named place; region: the named "
          "area searched in; towards: the named place the search heads towards. null when the question has none.")
_SPAN = {"type": ["string", "null"]}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"feature": _SPAN, "modifier": _SPAN, "anchor": _SPAN, "anchor2": _SPAN, "region": _SPAN,
                   "towards": _SPAN, "radius_m": {"type": ["number", "null"]},
                   "direction": {"enum": ["north", "northeast", "east", "southeast", "south", "southwest", "west",
                                          "northwest", None]}},
    "required": ["feature", "modifier", "anchor", "anchor2", "region", "towards", "radius_m", "direction"],
    "additionalProperties": False,
}
RESPONSE_FORMAT = {"type": "json_schema", "json_schema": {"name": "reading", "schema": SCHEMA, "strict": True}}


def _span(question: str, value: Any) -> str | None:
    """The value when it is a phrase of the question (case aside), else None: nothing invented passes."""
    if not isinstance(value, str):
        return None
    text = value.strip().strip(".,;:?!\"'")
    if not text or text.lower() == "null" or text.casefold() not in question.casefold():
        return None
    start = question.casefold().index(text.casefold())
    return question[start:start + len(text)]


def llm_spans(question: str, llm: BaseChatModel) -> dict[str, Any]:
    """The model's spans for the question under the grammar, each checked to be a phrase of it."""
    bound = llm.bind(response_format=RESPONSE_FORMAT, max_tokens=MAX_TOKENS, temperature=0)
    reply = bound.invoke([SystemMessage(SYSTEM), HumanMessage(question)])
    try:
        raw = json.loads(reply.content if isinstance(reply.content, str) else "")
    except json.JSONDecodeError:
        raw = {}
    usage = getattr(reply, "usage_metadata", None) or {}
    spans = {key: _span(question, raw.get(key)) for key in ("feature", "modifier", "anchor", "anchor2", "region",
                                                              "towards")}
    radius = raw.get("radius_m")
    direction = raw.get("direction")
    return {**spans, "radius_m": float(radius) if isinstance(radius, (int, float)) and radius > 0 else None,
            "direction": normalize_direction(direction) if isinstance(direction, str) else None,
            "prompt_tokens": int(usage.get("input_tokens", 0)), "completion_tokens": int(usage.get("output_tokens", 0))}


def from_spans(question: str, spans: dict[str, Any], base: QuestionReading) -> QuestionReading:
    """A reading whose places, feature, radius and direction are the model's; shape and metric stay `base`'s."""
    anchors = [s for s in (spans.get("anchor"), spans.get("anchor2")) if s]
    return base.model_copy(update={
        "feature": spans.get("feature"), "modifier": spans.get("modifier") if spans.get("feature") else None,
        "anchors": anchors if not base.candidates else base.anchors, "region": spans.get("region"),
        "towards": spans.get("towards"), "radius_m": spans.get("radius_m"), "direction": spans.get("direction"),
        "source": "llm"})


def merge(deterministic: QuestionReading, spans: dict[str, Any]) -> QuestionReading:
    """Both readers: the deterministic one's fields stand; the model fills only the feature and the anchor when
    the cue tables found none, each a verbatim span of the question that no other field holds. Region, towards,
    radius, direction and modifier stay the cue tables': the model fills them whether or not the question has
    one ('Walking' as a region, 'north' for no direction), where the tables are right on nearly every question."""
    update: dict[str, Any] = {}
    taken = {s.casefold() for s in (deterministic.region, deterministic.towards, *deterministic.anchors) if s}
    feature = spans.get("feature")
    if not deterministic.feature and feature and feature.casefold() not in taken:
        update["feature"] = feature
    if not (deterministic.anchors or deterministic.candidates or deterministic.region):   # 'in X' needs no anchor
        anchors = [s for s in (spans.get("anchor"), spans.get("anchor2")) if s and s.casefold() not in taken]
        if anchors:
            update["anchors"] = anchors
    if not update:
        return deterministic
    try:
        return QuestionReading.model_validate({**deterministic.model_dump(), **update, "source": "merged"})
    except ValueError:   # a fill that contradicts the question's spans: keep the deterministic reading
        return deterministic
