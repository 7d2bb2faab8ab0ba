"""The structured final answer: the text, a typed value, and the evidence it rests on.

The typed value comes from the tool results the answer rests on when they carry one (a tool's Result
may define `answer_value() -> AnswerValue | None`); otherwise it is parsed from the text (numbers with
units converted to metres / square metres, compass points, coordinates).
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel

from georeact.geo.directions import CENTRES, COMPASS, sector_of
from georeact.geo.units import METRES_PER, SQUARE_METRES_PER
from georeact.values import AnswerValue, EntityRef

__all__ = ["Answer", "AnswerValue", "EntityRef", "Evidence", "contradiction", "name_handles", "names_by_handle",
           "parse_value_from_text", "value_from_result"]


class Evidence(BaseModel):
    tool: str
    handles: list[str] = []
    sql: list[str] = []


class Answer(BaseModel):
    text: str
    value: AnswerValue | None = None
    evidence: list[Evidence] = []
    stopped_early: bool = False      # the step cap was hit
    note: str | None = None
    answered: bool = True            # False: the text says why the question (or part of it) could not be answered


# Longest unit names first, so "square kilometres" wins over "m" and "miles" over "mi".
_AREA_UNITS = sorted(SQUARE_METRES_PER, key=len, reverse=True)
_LENGTH_UNITS = sorted(METRES_PER, key=len, reverse=True)
_NUMBER = r"(-?\d[\d,]*(?:\.\d+)?)"


def _to_float(text: str) -> float:
    return float(text.replace(",", ""))


def _number_with_unit(text: str, units: list[str], table: dict[str, float]) -> float | None:
    for unit in units:
        match = re.search(_NUMBER + r"\s*" + re.escape(unit) + r"(?!\w)", text)
        if match:
            return _to_float(match.group(1)) * table[unit]
    return None


def parse_value_from_text(text: str) -> AnswerValue | None:
    """Best-effort typed value from free text (used when no tool result carries one)."""
    lowered = text.lower().replace("²", "2")
    area = _number_with_unit(lowered, _AREA_UNITS, SQUARE_METRES_PER)
    if area is not None:
        return AnswerValue(kind="number", number=area, unit="m2")
    degrees = re.search(_NUMBER + r"\s*(?:°|degrees?)", lowered)
    compass = next((name for name in sorted(COMPASS, key=len, reverse=True)
                    if re.search(rf"\b{name}\b|\b{name[:5]}-{name[5:]}\b", lowered)), None)
    if degrees or (compass and re.search(r"\bdirection|bearing|azimuth|\bis (?:to the )?(north|south|east|west)", lowered)):
        value = _to_float(degrees.group(1)) % 360 if degrees else CENTRES[compass]
        return AnswerValue(kind="direction", degrees=value, compass=compass or sector_of(value))
    length = _number_with_unit(lowered, _LENGTH_UNITS, METRES_PER)
    if length is not None:
        return AnswerValue(kind="number", number=length, unit="m")
    coords = re.search(r"(-?\d{1,2}\.\d{3,})\s*,\s*(-?\d{1,3}\.\d{3,})", text)
    if coords:
        return AnswerValue(kind="location", lat=float(coords.group(1)), lon=float(coords.group(2)))
    count = re.search(r"\b(?:there (?:are|is)|count(?: is)?|total of|number of [\w\s]+ is)\s*" + _NUMBER, lowered)
    if count:
        return AnswerValue(kind="number", number=_to_float(count.group(1)), unit="count")
    return None


def value_from_result(result: Any) -> AnswerValue | None:
    """The typed value a tool result carries, if its type defines one."""
    method = getattr(result, "answer_value", None)
    if callable(method):
        try:
            value = method()
        except Exception:  # a result without enough data to type: fall back to the text
            return None
        if isinstance(value, AnswerValue):
            return value
        if isinstance(value, dict):
            return AnswerValue.model_validate(value)
    return None


def _describe(value: AnswerValue) -> str:
    if value.kind == "direction" and value.degrees is not None:
        return f"{value.degrees:.0f}° ({value.compass or sector_of(value.degrees)})"
    if value.unit == "count":
        return f"{value.number:,.0f}"
    return f"{value.number:,.1f} {'m²' if value.unit == 'm2' else value.unit or ''}".rstrip()


def contradiction(text: str, measured: AnswerValue | None) -> str | None:
    """A note when the model's text states another figure than the tool measured. Measured: the 1.5B model
    answered 'east' for an azimuth of 21° and copied 869,195.5 m² as 86,925.5 m²; the typed value (the tool's)
    stays the answer, the note tells the reader which figure to trust."""
    said = parse_value_from_text(text) if measured is not None else None
    if said is None or said.kind != measured.kind:
        return None
    if measured.kind == "direction" and measured.degrees is not None and said.degrees is not None:
        gap = abs((said.degrees - measured.degrees + 180) % 360 - 180)
        differs = gap > 22.5
    elif measured.kind == "number" and measured.number is not None and said.number is not None \
            and said.unit == measured.unit:
        differs = abs(said.number - measured.number) > 0.05 * max(abs(measured.number), 1e-9)
    else:
        return None
    return f"The text says {_describe(said)}, the tools measured {_describe(measured)}: the measured value is the answer." \
        if differs else None


def names_by_handle(observations: list[dict[str, Any]]) -> dict[str, str]:
    """handle -> name from the structured tool results (any nested object with both a handle and a name)."""
    found: dict[str, str] = {}

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("handle"), str) and isinstance(node.get("name"), str) and node["name"]:
                found.setdefault(node["handle"], node["name"])
            for child in node.values():
                walk(child)
        elif isinstance(node, list):
            for child in node:
                walk(child)

    for observation in observations:
        walk(observation)
    return found


def name_handles(text: str, names: dict[str, str], pattern: str) -> str:
    """Handles out of what a person reads: 'Target (pois:6623)' -> 'Target'; a bare 'pois:1078' -> its name
    ('Sports Bar Casino Helsinki'), or 'an unnamed place' when no result named it. Measured: the 1.5B model answered
    with the bare handle in 4 of 34 frozen questions, and copied 'Name (pois:N)' lists from PlanRoute."""
    text = re.sub(rf"\s*\(\s*(?:handle\s+)?{pattern}(?:\s*,[^)]*)?\)", "", text)
    return re.sub(pattern, lambda match: names.get(match.group(0)) or "an unnamed place", text)
