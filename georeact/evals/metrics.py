"""Accuracy@tau as in the Geo-ReAct paper, plus the aggregates the evaluation report needs.

* entities: token containment |T(a) & T(g)| / min(|T(a)|, |T(g)|) >= tau_ent against ANY gold answer
  (tokens: lower case, accents and punctuation stripped, a few English function words dropped), so
  "Yosemite Park" vs "Yosemite National Park" scores 2/2 = 1.0;
* numbers (count, distance, area, length): relative error <= tau_num against any gold value;
* locations: geodesic error <= 50 m against any gold point, or a name match;
* directions: angular error <= 22.5 degrees (wrapping around 0/360) or the same 8-point compass sector.

The agent's structured `AnswerValue` is used when present; otherwise the free text is parsed (units
converted to metres / square metres, compass words, coordinates).
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Sequence
from typing import Any

from pydantic import BaseModel
from pyproj import Geod

from georeact.values import AnswerValue
from georeact.evals.models import Question

# Compass arithmetic is kept here on purpose rather than imported from georeact.geo.directions: the tools
# use that module, and grading with the same code would hide a bug in it.
COMPASS = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"]
_GEOD = Geod(ellps="WGS84")
_STOP = {"the", "a", "an", "of", "and", "at", "in", "on", "for", "to"}
LOCATION_TOLERANCE_M = 50.0
ANGLE_TOLERANCE_DEG = 22.5

_NUM = r"(-?\d{1,3}(?:[,\u202f ]\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?)"
# Longest spellings first so "km" does not swallow "km²" and "m" does not swallow "mi".
_AREA_UNITS: list[tuple[str, float]] = [
    (r"square\s+kilomet(?:er|re)s?|sq\.?\s*km|km²|km\^?2", 1e6),
    (r"square\s+miles?|sq\.?\s*mi(?:les?)?|mi²", 2_589_988.110336),
    (r"hectares?|\bha\b", 1e4),
    (r"acres?", 4046.8564224),
    (r"square\s+met(?:er|re)s?|sq\.?\s*m\b|m²|m\^?2\b", 1.0),
]
_LENGTH_UNITS: list[tuple[str, float]] = [
    (r"kilomet(?:er|re)s?|km\b", 1000.0),
    (r"miles?\b|mi\b", 1609.344),
    (r"feet\b|foot\b|ft\b", 0.3048),
    (r"met(?:er|re)s?\b|m\b", 1.0),
]
_NO_ANSWER = re.compile(r"\b(no|none|nothing|not (?:find|found|any)|couldn't find|could not find|there are no|"
                        r"there is no|no results?)\b", re.I)


class Score(BaseModel):
    correct: bool
    detail: str = ""
    error: float | None = None       # relative error, metres or degrees, depending on the kind
    similarity: float | None = None  # best token containment (entity answers)


# ---------------------------------------------------------------- text helpers

def tokens(text: str) -> list[str]:
    """Lower case, accents removed, punctuation as spaces, function words dropped (unless that empties it)."""
    folded = unicodedata.normalize("NFKD", text or "")
    folded = "".join(ch for ch in folded if not unicodedata.combining(ch)).lower()
    folded = folded.replace("ß", "ss").replace("ø", "o").replace("æ", "ae").replace("đ", "d").replace("ł", "l")
    words = re.findall(r"[a-z0-9]+", folded)
    kept = [word for word in words if word not in _STOP]
    return kept or words


def containment(answer: str, gold: str) -> float:
    a, g = set(tokens(answer)), set(tokens(gold))
    if not a or not g:
        return 0.0
    return len(a & g) / min(len(a), len(g))


def _to_float(text: str) -> float:
    return float(re.sub(r"[,\u202f ]", "", text))


def parse_measure(text: str, kind: str) -> float | None:
    """The first quantity of the requested kind in `text`: 'area' -> m², 'length' -> m, 'count' -> a number."""
    lowered = (text or "").lower()
    if kind in ("area", "length"):
        units = _AREA_UNITS if kind == "area" else _LENGTH_UNITS
        best: tuple[int, float] | None = None
        for pattern, factor in units:
            for match in re.finditer(_NUM + r"\s*(?:" + pattern + ")", lowered):
                if kind == "length" and re.match(r"\s*(?:²|\^?2|\s*squared)", lowered[match.end():]):
                    continue  # "3 km²" is an area, not a length
                if best is None or match.start() < best[0]:
                    best = (match.start(), _to_float(match.group(1)) * factor)
        if best is not None:
            return best[1]
        if kind == "area":
            return None
    # A count: the first bare number, skipping measured ones ("within 500 m there are 3 cafés" -> 3).
    units = "|".join(pattern for pattern, _ in _AREA_UNITS + _LENGTH_UNITS)
    for match in re.finditer(_NUM, lowered):
        rest = lowered[match.end():]
        if re.match(r"\s*(?:" + units + r"|°|%|degrees?)", rest) or re.match(r"\.\d", rest):
            continue
        return _to_float(match.group(1))
    return None


def parse_degrees(text: str) -> float | None:
    match = re.search(_NUM + r"\s*(?:°|º|deg\b|degrees?)", (text or "").lower())
    return _to_float(match.group(1)) % 360 if match else None


def parse_compass(text: str) -> str | None:
    lowered = (text or "").lower().replace("-", "").replace("north east", "northeast") \
        .replace("north west", "northwest").replace("south east", "southeast").replace("south west", "southwest")
    for name in sorted(COMPASS, key=len, reverse=True):
        if re.search(rf"\b{name}(?:ern|erly|wards?)?\b", lowered):
            return name
    abbreviations = {"ne": "northeast", "nw": "northwest", "se": "southeast", "sw": "southwest", "n": "north",
                     "s": "south", "e": "east", "w": "west"}
    match = re.search(r"\b(ne|nw|se|sw|n|s|e|w)\b(?=\s*(?:\(|$|\.|,|direction|of))", lowered)
    return abbreviations[match.group(1)] if match else None


def parse_coordinates(text: str) -> tuple[float, float] | None:
    """(lat, lon) from "47.1398, 9.5216", "lat 47.14 lon 9.52", "47.14°N 9.52°E" or "POINT (lon lat)"."""
    text = text or ""
    point = re.search(r"POINT\s*\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)", text, re.I)
    if point:
        return float(point.group(2)), float(point.group(1))
    hemis = re.search(r"(\d+(?:\.\d+)?)\s*°?\s*([NS])[,\s]+(\d+(?:\.\d+)?)\s*°?\s*([EW])", text)
    if hemis:
        lat = float(hemis.group(1)) * (1 if hemis.group(2) == "N" else -1)
        lon = float(hemis.group(3)) * (1 if hemis.group(4) == "E" else -1)
        return lat, lon
    pair = re.search(r"(-?\d{1,2}\.\d{3,})\s*[,;/\s]\s*(?:lon(?:gitude)?\s*[:=]?\s*)?(-?\d{1,3}\.\d{3,})", text)
    if pair:
        return float(pair.group(1)), float(pair.group(2))
    return None


def sector(angle: float) -> str:
    """The 8-point sector (45 degrees, centred on N, NE, ...) holding `angle`."""
    return COMPASS[int(((angle % 360) + 22.5) // 45) % 8]


def angular_error(a: float, b: float) -> float:
    difference = abs((a - b) % 360)
    return min(difference, 360 - difference)


def geodesic_m(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    return _GEOD.inv(lon1, lat1, lon2, lat2)[2]


# ---------------------------------------------------------------- scoring

def _value(answer_value: AnswerValue | dict | None) -> AnswerValue | None:
    if answer_value is None or isinstance(answer_value, AnswerValue):
        return answer_value
    return AnswerValue.model_validate(answer_value)


def score(question: Question, answer_text: str | None, answer_value: AnswerValue | dict | None = None,
          tau_ent: float = 1.0, tau_num: float = 0.10) -> Score:
    value = _value(answer_value)
    text = answer_text or ""
    if not text.strip() and value is None:
        return Score(correct=False, detail="empty answer")
    if question.no_answer:
        return _score_no_answer(text, value)
    kind = question.answer_type
    if kind in ("count", "distance", "area", "length"):
        return _score_number(question, text, value, tau_num)
    if kind == "angle":
        return _score_angle(question, text, value)
    if kind == "loc":
        return _score_location(question, text, value, tau_ent)
    return _score_names(question, text, value, tau_ent)


def _score_no_answer(text: str, value: AnswerValue | None) -> Score:
    if value is not None and value.kind == "entities" and not value.entities and not text.strip():
        return Score(correct=True, detail="no entities, as the gold")
    said_none = bool(_NO_ANSWER.search(text))
    return Score(correct=said_none, detail="answer says none" if said_none else "gold is 'none'")


def _answer_names(text: str, value: AnswerValue | None) -> list[str]:
    names = [entity.name for entity in (value.entities if value else []) if entity.name]
    return names or ([text] if text.strip() else [])


def _score_names(question: Question, text: str, value: AnswerValue | None, tau_ent: float) -> Score:
    gold = question.gold_names()
    if not gold:
        return Score(correct=False, detail="question has no gold names")
    best, pair = 0.0, ("", "")
    for candidate in _answer_names(text, value):
        for name in gold:
            similarity = containment(candidate, name)
            if similarity > best:
                best, pair = similarity, (candidate, name)
    ok = best >= tau_ent - 1e-9
    return Score(correct=ok, similarity=best, detail=f"{pair[0]!r} ~ {pair[1]!r}: {best:.2f}" if pair[1] else
                 "no token overlap with any gold name")


class StrictScore(BaseModel):
    """A list question graded strictly: every gold name must be named (recall 1); precision is the share of
    the answer's entities that are gold (None when the answer is free text only)."""

    correct: bool
    recall: float
    precision: float | None = None
    detail: str = ""


def score_strict(question: Question, answer_text: str | None, answer_value: AnswerValue | dict | None = None,
                 tau_ent: float = 1.0, tau_num: float = 0.10) -> StrictScore:
    """The strict rule: a list question must name every gold entity; any other question is graded as `score`
    grades it (recall 1 or 0)."""
    value = _value(answer_value)
    text = answer_text or ""
    gold = question.gold_names()
    if not question.is_list or question.no_answer or not gold:
        ok = score(question, text, value, tau_ent, tau_num).correct
        return StrictScore(correct=ok, recall=float(ok), detail="not a list question: the paper's rule")
    names = [entity.name for entity in (value.entities if value else []) if entity.name]

    def named(gold_name: str) -> bool:
        if any(containment(name, gold_name) >= tau_ent - 1e-9 for name in names):
            return True
        wanted = set(tokens(gold_name))   # free text: every token of the gold name appears in it
        return bool(wanted) and wanted <= set(tokens(text))

    found = [name for name in gold if named(name)]
    recall = len(found) / len(gold)
    precision = None
    if names:
        precision = sum(any(containment(name, g) >= tau_ent - 1e-9 for g in gold) for name in names) / len(names)
    missing = [name for name in gold if name not in found]
    return StrictScore(correct=not missing, recall=recall, precision=precision,
                       detail=f"named {len(found)}/{len(gold)} gold" + (f"; missing {missing[:3]!r}" if missing else ""))


def _answer_number(kind: str, text: str, value: AnswerValue | None) -> float | None:
    if value is not None and value.kind == "number" and value.number is not None:
        wanted = {"count": ("count", None), "area": ("m2",), "distance": ("m",), "length": ("m",)}[kind]
        if value.unit in wanted or value.unit is None or kind == "count":
            return float(value.number)
    if value is not None and value.kind == "entities" and kind == "count" and not text.strip():
        return float(len(value.entities))
    return parse_measure(text, "length" if kind in ("distance", "length") else kind)


def _score_number(question: Question, text: str, value: AnswerValue | None, tau_num: float) -> Score:
    gold = question.gold_numbers()
    predicted = _answer_number(question.answer_type, text, value)
    if predicted is None or not gold:
        return Score(correct=False, detail="no number in the answer" if predicted is None else "no gold number")
    errors = [abs(predicted - g) / abs(g) if g else (0.0 if predicted == 0 else math.inf) for g in gold]
    error = min(errors)
    return Score(correct=error <= tau_num + 1e-12, error=error,
                 detail=f"{predicted:g} vs {gold[errors.index(error)]:g} (relative error {error:.3f})")


def _score_angle(question: Question, text: str, value: AnswerValue | None) -> Score:
    gold = question.gold_numbers()
    if not gold:
        return Score(correct=False, detail="no gold angle")
    degrees = value.degrees if value is not None and value.kind == "direction" else None
    compass = value.compass if value is not None and value.kind == "direction" else None
    degrees = degrees if degrees is not None else parse_degrees(text)
    compass = compass or parse_compass(text)
    if degrees is not None:
        error = min(angular_error(degrees, g) for g in gold)
        if error <= ANGLE_TOLERANCE_DEG + 1e-9:
            return Score(correct=True, error=error, detail=f"{degrees:g}° within {error:.1f}° of the gold")
    if compass is not None:
        sectors = {sector(g) for g in gold}
        if compass in sectors:
            return Score(correct=True, detail=f"compass {compass} matches the gold sector")
        return Score(correct=False, detail=f"compass {compass} not in {sorted(sectors)}")
    if degrees is not None:
        return Score(correct=False, error=min(angular_error(degrees, g) for g in gold), detail="angle too far off")
    return Score(correct=False, detail="no direction in the answer")


def _answer_points(text: str, value: AnswerValue | None) -> list[tuple[float, float]]:
    points = []
    if value is not None:
        if value.lat is not None and value.lon is not None:
            points.append((value.lat, value.lon))
        points += [(e.lat, e.lon) for e in value.entities if e.lat is not None and e.lon is not None]
    parsed = parse_coordinates(text)
    return points + ([parsed] if parsed else [])


def _score_location(question: Question, text: str, value: AnswerValue | None, tau_ent: float) -> Score:
    gold_points = question.gold_points()
    errors = [geodesic_m(lat, lon, glat, glon) for lat, lon in _answer_points(text, value)
              for glat, glon in gold_points]
    if errors and min(errors) <= LOCATION_TOLERANCE_M:
        return Score(correct=True, error=min(errors), detail=f"{min(errors):.1f} m from a gold location")
    names = _score_names(question, text, value, tau_ent) if question.gold_names() else None
    if names is not None and names.correct:
        return Score(correct=True, similarity=names.similarity, detail=f"name match: {names.detail}")
    error = min(errors) if errors else None
    return Score(correct=False, error=error, similarity=names.similarity if names else None,
                 detail=f"{error:.0f} m off and no name match" if error is not None else "no location or name match")


# ---------------------------------------------------------------- records and aggregates

class ResultRecord(BaseModel):
    question_id: str
    template: str
    answer_type: str
    system: str
    correct: bool | None = None
    answer: str | None = None
    value: AnswerValue | None = None
    error: str | None = None
    llm_calls: int = 0
    total_tokens: int = 0
    latency_s: float = 0.0
    tools_used: list[str] = []


def _records(records: Iterable[ResultRecord | dict[str, Any]]) -> list[ResultRecord]:
    return [r if isinstance(r, ResultRecord) else ResultRecord.model_validate(r) for r in records]


def ver(answer_text: str | None, error: str | None = None, answer_value: AnswerValue | dict | None = None) -> bool:
    """Valid execution: the run finished without an error and produced a non-empty answer."""
    if error:
        return False
    return bool((answer_text or "").strip()) or _value(answer_value) is not None


def score_record(question: Question, record: ResultRecord | dict[str, Any], tau_ent: float = 1.0,
                 tau_num: float = 0.10) -> Score:
    record = _records([record])[0]
    if record.error:
        return Score(correct=False, detail=f"run failed: {record.error}")
    return score(question, record.answer, record.value, tau_ent=tau_ent, tau_num=tau_num)


def tau_sweep(questions: Sequence[Question] | dict[str, Question], records: Iterable[ResultRecord | dict[str, Any]],
              tau_ent_values: Sequence[float] = (0.5, 0.75, 1.0),
              tau_num_values: Sequence[float] = (0.01, 0.05, 0.10, 0.25)) -> list[dict[str, Any]]:
    """Accuracy per system for every (tau_ent, tau_num) pair, rescoring each record."""
    by_id = questions if isinstance(questions, dict) else {q.id: q for q in questions}
    items = [r for r in _records(records) if r.question_id in by_id]
    rows = []
    for tau_ent in tau_ent_values:
        for tau_num in tau_num_values:
            totals: dict[str, list[int]] = defaultdict(lambda: [0, 0])
            for record in items:
                ok = score_record(by_id[record.question_id], record, tau_ent, tau_num).correct
                totals[record.system][0] += int(ok)
                totals[record.system][1] += 1
            for system, (correct, n) in sorted(totals.items()):
                rows.append({"system": system, "tau_ent": tau_ent, "tau_num": tau_num, "n": n, "correct": correct,
                             "accuracy": correct / n if n else 0.0})
    return rows


def accuracy_by(records: Iterable[ResultRecord | dict[str, Any]], key: str = "template") -> dict[str, dict[str, dict[str, Any]]]:
    """system -> group (template, answer_type ...) -> {n, correct, accuracy}; unscored records count as wrong."""
    table: dict[str, dict[str, dict[str, Any]]] = defaultdict(dict)
    for record in _records(records):
        group = str(getattr(record, key))
        cell = table[record.system].setdefault(group, {"n": 0, "correct": 0, "accuracy": 0.0})
        cell["n"] += 1
        cell["correct"] += int(bool(record.correct))
        cell["accuracy"] = cell["correct"] / cell["n"]
    return {system: dict(sorted(groups.items(), key=lambda item: _template_order(item[0])))
            for system, groups in table.items()}


def _template_order(name: str) -> tuple[int, str]:
    match = re.fullmatch(r"T(\d+)", name)
    return (int(match.group(1)), "") if match else (10**6, name)


def cost_summary(records: Iterable[ResultRecord | dict[str, Any]]) -> dict[str, dict[str, float]]:
    """system -> mean LLM calls, tokens and latency, accuracy and valid execution rate."""
    groups: dict[str, list[ResultRecord]] = defaultdict(list)
    for record in _records(records):
        groups[record.system].append(record)
    summary = {}
    for system, items in sorted(groups.items()):
        n = len(items)
        summary[system] = {
            "n": n,
            "accuracy": sum(bool(r.correct) for r in items) / n,
            "ver": sum(ver(r.answer, r.error, r.value) for r in items) / n,
            "mean_llm_calls": sum(r.llm_calls for r in items) / n,
            "mean_tokens": sum(r.total_tokens for r in items) / n,
            "mean_latency_s": sum(r.latency_s for r in items) / n,
        }
    return summary


def tool_activation(records: Iterable[ResultRecord | dict[str, Any]]) -> dict[str, dict[str, dict[str, float]]]:
    """system -> template -> tool -> share of that template's CORRECT answers whose run used the tool."""
    correct: dict[str, dict[str, list[ResultRecord]]] = defaultdict(lambda: defaultdict(list))
    for record in _records(records):
        if record.correct:
            correct[record.system][record.template].append(record)
    matrix: dict[str, dict[str, dict[str, float]]] = {}
    for system, templates in correct.items():
        matrix[system] = {}
        for template in sorted(templates, key=_template_order):
            items = templates[template]
            tools = sorted({tool for r in items for tool in r.tools_used})
            matrix[system][template] = {tool: sum(tool in r.tools_used for r in items) / len(items)
                                        for tool in tools}
    return matrix
