"""Loads the two adversarial corpora (hostile_sql.yaml, injections.yaml) and checks their shape."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field

HERE = Path(__file__).parent


class HostileStatement(BaseModel):
    model_config = ConfigDict(extra="forbid")

    sql: str
    why: str = Field(min_length=10)
    guard: str                                                       # a word of the guard's refusal reason
    db: Literal["refused", "timeout", "contained", "gap"]            # reader via Database.query (no guard)
    owner: Literal["refused", "timeout", "contained", "gap"]         # owner via Database.query (no guard, no role)
    role: Literal["denied", "harmless", "timeout", "gap"]            # reader, raw read-write connection
    role_error: str | None = None                                    # psycopg.errors class name the role raises
    scratch_only: bool = False                                       # never run on the shared test cluster
    fix: str | None = None                                           # what would close a gap

    def label(self) -> str:
        return " ".join(self.sql.split())[:60]


class ToolCall(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    args: dict[str, Any] = {}
    as_text: bool = False       # written as text (<tool_call>...</tool_call>), parsed by the graph


class Injection(BaseModel):
    model_config = ConfigDict(extra="forbid")

    question: str
    why: str = Field(min_length=10)
    calls: list[ToolCall] = Field(min_length=1)          # what an obedient model emits
    expect: Literal["refused", "harmless"]               # refused: the guard says no and nothing is executed;
                                                         # harmless: the tool runs with the text as a parameter


def hostile_statements() -> list[HostileStatement]:
    data = yaml.safe_load((HERE / "hostile_sql.yaml").read_text(encoding="utf-8"))
    return [HostileStatement.model_validate(item) for item in data["statements"]]


def injections() -> list[Injection]:
    data = yaml.safe_load((HERE / "injections.yaml").read_text(encoding="utf-8"))
    return [Injection.model_validate(item) for item in data["injections"]]
