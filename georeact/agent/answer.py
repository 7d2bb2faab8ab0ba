"""The structured final answer: the text, a typed value, and the evidence it rests on.

The typed value comes from the tool results the answer rests on when they carry one (a tool's Result
may define `answer_value() -> AnswerValue | None`); otherwise it is parsed from the text (numbers with
units converted to metres / square metres, compass points, coordinates).
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel

from georeact.geo.directions import CENTRES, COMPASS, sector_of
from georeact.geo.units import METRES_PER, SQUARE_METRES_PER



class EntityRef(BaseModel):
    name: str | None = None
    handle: str | None = None
    lat: float | None = None
    lon: float | None = None
    distance_m: float | None = None


class AnswerValue(BaseModel):
    kind: Literal["entities", "number", "direction", "location", "route", "text"]
    entities: list[EntityRef] = []
    number: float | None = None
    unit: str | None = None          # m, m2, count, s
    degrees: float | None = None     # clockwise from north
    compass: str | None = None       # one of the 8 points
    lat: float | None = None
    lon: float | None = None


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
