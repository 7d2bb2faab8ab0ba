"""The typed value an answer carries: below the tools (which produce it), the agent and the grader (which read it)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel


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
