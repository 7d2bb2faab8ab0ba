"""Question kinds the plan compiles without a model: each is one module, named by the reading's field it fills.

A kind's field in `QuestionReading` carries `Kind("georeact.reading.<module>")` in its annotation; the module has
`read(question) -> QuestionReading | None` (the whole question read as this kind, or None) and
`steps(reading) -> list[Call] | None` (the calls that answer such a reading, or None when it is not one).
`compose.read` tries the kinds' readers in the order of their fields, and `plan.compile_plan` asks each kind for
its steps, so adding a kind touches three files: its field, its module, and its sentence in `agent/sentences.py`.
Composition (a described place, a later clause, a comparison, arithmetic over two answers) is the plan's own.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Any, NamedTuple


@dataclass(frozen=True)
class Kind:
    """Annotation of a reading's field: the module that reads questions of this kind and compiles their steps."""
    module: str


class Call(NamedTuple):
    """A plan step before the plan names earlier answers: the tool, its arguments, the step in words."""
    tool: str
    args: dict[str, Any]
    says: str


class NoCall(Exception):
    """A reading of this kind that no call answers (its message says what is missing)."""


@cache
def kind_modules() -> tuple[ModuleType, ...]:
    """The kinds' modules, in the order of their fields in `QuestionReading` (the order their readers are tried)."""
    from georeact.reading.model import QuestionReading

    named = [meta.module for field in QuestionReading.model_fields.values() for meta in field.metadata
             if isinstance(meta, Kind)]
    return tuple(importlib.import_module(name) for name in named)
