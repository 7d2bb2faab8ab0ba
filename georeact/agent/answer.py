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


_UNITS_TO_METRES = {"km": 1000.0, "kilometres": 1000.0, "kilometers": 1000.0, "m": 1.0, "metres": 1.0,
                    "meters": 1.0, "mi": 1609.344, "miles": 1609.344}
_AREA_UNITS = {"km²": 1e6, "km2": 1e6, "square kilometres": 1e6, "square kilometers": 1e6, "m²": 1.0, "m2": 1.0,
               "square metres": 1.0, "square meters": 1.0, "ha": 1e4, "hectares": 1e4}
_NUMBER = r"(-?\d[\d,]*(?:\.\d+)?)"


def _to_float(text: str) -> float:
    return float(text.replace(",", ""))


def parse_value_from_text(text: str) -> AnswerValue | None:
    """Best-effort typed value from free text (used when no tool result carries one)."""
    lowered = text.lower()
    for unit, factor in sorted(_AREA_UNITS.items(), key=lambda item: -len(item[0])):
        match = re.search(_NUMBER + r"\s*" + re.escape(unit), lowered)
        if match:
            return AnswerValue(kind="number", number=_to_float(match.group(1)) * factor, unit="m2")
    degrees = re.search(_NUMBER + r"\s*(?:°|degrees?)", lowered)
    compass = next((name for name in sorted(COMPASS, key=len, reverse=True)
                    if re.search(rf"\b{name}\b|\b{name[:5]}-{name[5:]}\b", lowered)), None)
    if degrees or (compass and re.search(r"\bdirection|bearing|azimuth|\bis (?:to the )?(north|south|east|west)", lowered)):
        value = _to_float(degrees.group(1)) % 360 if degrees else CENTRES[compass]
        return AnswerValue(kind="direction", degrees=value, compass=compass or sector_of(value))
    for unit, factor in sorted(_UNITS_TO_METRES.items(), key=lambda item: -len(item[0])):
        match = re.search(_NUMBER + r"\s*" + re.escape(unit) + r"\b", lowered)
        if match:
            return AnswerValue(kind="number", number=_to_float(match.group(1)) * factor, unit="m")
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
