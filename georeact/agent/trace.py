"""Traces: what happened while answering one question, recorded for grading and debugging.

One `Trace` per question, written as one JSON line, flushed and fsynced as it is written, so a crash
loses at most the question in flight. `read_traces` discards a truncated last line.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, field_validator

from georeact.agent.answer import Answer
from georeact.db.session import ExecutedQuery


class LLMCall(BaseModel):
    node: str                      # reason | finish | parse
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0         # of the prompt tokens, those the server's prompt cache already held
    duration_ms: float = 0.0
    error: str | None = None
    endpoint: str | None = None    # of several model servers (GEOREACT_LLM_BASE_URL), the one that answered

    @classmethod
    def of(cls, node: str, reply: Any, started: float) -> LLMCall:
        """The call that produced `reply` (an AIMessage), timed from `started` (time.perf_counter())."""
        usage = getattr(reply, "usage_metadata", None) or {}
        details = usage.get("input_token_details") or {}
        return cls(node=node, prompt_tokens=int(usage.get("input_tokens", 0)),
                   completion_tokens=int(usage.get("output_tokens", 0)),
                   cached_tokens=int(details.get("cache_read", 0) or 0),
                   duration_ms=round((time.perf_counter() - started) * 1000, 1),
                   endpoint=(getattr(reply, "response_metadata", None) or {}).get("endpoint"))


class Step(BaseModel):
    index: int
    thought: str = ""
    tool: str
    arguments: dict[str, Any] = {}
    observation: dict[str, Any] = {}      # the full structured result
    observation_shown: str = ""           # what the model saw
    sql: list[ExecutedQuery] = []
    duration_ms: float = 0.0
    ok: bool = True
    error: str | None = None
    repeated: bool = False                # answered from an identical earlier call


class Trace(BaseModel):
    id: str
    question: str
    system: str = "geo-react"
    started_at: str = Field(default_factory=lambda: datetime.now(timezone.utc).isoformat())
    steps: list[Step] = []
    llm_calls: list[LLMCall] = []
    answer: Answer | None = None
    error: str | None = None
    duration_s: float = 0.0
    meta: dict[str, Any] = {}

    @field_validator("question")
    @classmethod
    def _writable(cls, question: str) -> str:
        """A question with a lone surrogate (refused unread) is kept with '?' in its place: the trace is JSON."""
        return question.encode("utf-8", "replace").decode("utf-8")

    @property
    def prompt_tokens(self) -> int:
        return sum(call.prompt_tokens for call in self.llm_calls)

    @property
    def completion_tokens(self) -> int:
        return sum(call.completion_tokens for call in self.llm_calls)

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    @property
    def sql(self) -> list[ExecutedQuery]:
        return [query for step in self.steps for query in step.sql]


class TraceWriter:
    """Appends traces to a JSONL file; safe to share between threads."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        _drop_truncated_tail(self.path)
        self._lock = threading.Lock()

    def write(self, trace: Trace | BaseModel | dict[str, Any]) -> None:
        record = trace.model_dump(mode="json") if isinstance(trace, BaseModel) else trace
        line = json.dumps(record, ensure_ascii=False) + "\n"
        with self._lock, self.path.open("a", encoding="utf-8") as handle:
            handle.write(line)
            handle.flush()
            os.fsync(handle.fileno())


def _drop_truncated_tail(path: Path) -> None:
    """A crash mid-write leaves a last line without its newline: cut it off before appending."""
    if not path.exists() or path.stat().st_size == 0:
        return
    with path.open("rb+") as handle:
        handle.seek(-1, os.SEEK_END)
        if handle.read(1) == b"\n":
            return
        data = path.read_bytes()
        keep = data.rfind(b"\n") + 1
        handle.truncate(keep)


def read_records(path: Path) -> Iterator[dict[str, Any]]:
    """Every complete JSON line of a JSONL file (a truncated or corrupt line is skipped)."""
    with Path(path).open(encoding="utf-8") as handle:
        for line in handle:
            if not line.endswith("\n"):
                break
            try:
                yield json.loads(line)
            except json.JSONDecodeError:
                continue


def read_traces(path: Path) -> list[Trace]:
    return [Trace.model_validate(record.get("trace", record)) for record in read_records(path)]
