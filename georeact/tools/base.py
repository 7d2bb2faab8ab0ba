"""What every tool shares: the context it runs in, the result contract, and the LangChain wrapper.

Contract: a tool module defines `NAME`, `DESCRIPTION`, an `Input` pydantic model
(field descriptions are what the LLM sees), a `Result` model subclassing `ToolResult` with a `render()`
that writes a compact observation, and `run(ctx, args: Input) -> Result`. `run` never raises for
expected failures (unknown place, empty result, bad SQL, timeout): it returns `ok=False` and an
`error` that says what to try next. Unexpected exceptions are caught by `invoke` and reported the same way.
"""

from __future__ import annotations

import contextvars
import dataclasses
import math
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Annotated, Any, ClassVar, Self

from pydantic import (BaseModel, Field, ValidationError, ValidatorFunctionWrapHandler, WithJsonSchema, WrapValidator,
                      model_validator)

from georeact import limits
from georeact.config import Settings
from georeact.db.profiles import SchemaProfile, get_profile
from georeact.db.replicas import ReplicaPool
from georeact.db.session import Database, DatabaseError, ExecutedQuery, recording_sql
from georeact.tools.sql_cost import REFUSED
from georeact.errors import GeoReactError
from georeact.reading import QuestionReading, read


def bounded(kind: type[int] | type[float], lo: float | None = None, hi: float | None = None, unit: str = "",
            *, above: bool = False) -> Any:
    """A number type for tool inputs: finite (no NaN or infinity, which the model can write as JSON) and in
    [lo, hi] ((lo, hi] with above=True; None = unbounded). Every failure, a wrong type included, gets one
    message naming the allowed range, so the model can fix its call; the JSON schema shows the same range."""
    noun = "a whole number" if kind is int else "a finite number"
    span = " and ".join([*([f"{'>' if above else '>='} {lo:g}"] if lo is not None else []),
                         *([f"<= {hi:g}"] if hi is not None else [])])
    message = " ".join(part for part in ("must be", noun, span, unit) if part)

    def check(value: Any, handler: ValidatorFunctionWrapHandler) -> int | float:
        try:
            number = handler(value)
        except ValidationError:
            number = math.nan
        finite = not isinstance(number, float) or math.isfinite(number)   # a huge int overflows isfinite
        if not (finite and (lo is None or number > lo or (number == lo and not above)) and (hi is None or number <= hi)):
            raise ValueError(f"{message}, got {repr(value)[:40]}")
        return number

    schema: dict[str, Any] = {"type": "integer" if kind is int else "number"}
    if lo is not None:
        schema["exclusiveMinimum" if above else "minimum"] = lo
    if hi is not None:
        schema["maximum"] = hi
    return Annotated[kind, WrapValidator(check), WithJsonSchema(schema)]


@dataclass
class ToolContext:
    """What a tool may use: the read-only database, the settings, the schema profile."""

    db: Database | ReplicaPool   # one server, or several read replicas (GEOREACT_READ_URLS)
    settings: Settings
    profile: SchemaProfile = field(default=None)  # type: ignore[assignment]
    llm: Any = None  # a chat model, for tools that make one bounded LLM call (ParseQuestion)
    # The question a call answers, when there is one: a name the model cut short is completed from its words, and a
    # name several places share is taken near the question's other places. What the question asks of the call's
    # arguments is reconciled before the call (`invoke(..., reconcile=)`), not inside the tool.
    question: str | None = None
    places: tuple[str, ...] = ()   # the places the question names, as written (QuestionReading.places)

    def __post_init__(self) -> None:
        if self.profile is None:
            self.profile = get_profile(self.settings.schema_profile)

    def asked(self, question: str | None, reading: QuestionReading | None = None) -> ToolContext:
        """This context for a call made to answer `question` (read here unless the caller has its reading); without
        the question (one step of a longer plan answers part of it), only the places of its `reading`, if given (a
        shared name is taken near them)."""
        if not question:
            return dataclasses.replace(self, question=None, places=_places_of(reading) if reading else ())
        return dataclasses.replace(self, question=question, places=_places_of(reading or read(question)))


def _places_of(reading: QuestionReading) -> tuple[str, ...]:
    """The places a question names, its operands' too ('is A bigger than B': A is taken near B)."""
    places = [*reading.places, *(place for operand in reading.operands for place in operand.places)]
    return tuple(dict.fromkeys(places))


# What the current tool call has looked up already (None outside `invoke`): a call that resolves the same phrase
# or place several times (grounding, then the measure) asks the database once, and nothing outlives the call.
_CALL_MEMO: contextvars.ContextVar[dict[Any, Any] | None] = contextvars.ContextVar("georeact_call_memo", default=None)


@dataclass(frozen=True)
class _Failure:
    error: ValueError


def memoised(key: Any, compute: Callable[[], Any]) -> Any:
    """compute() the first time `key` is asked for in this tool call, the same object after that (outside a call:
    every time). A ValueError (an unknown phrase, as costly to find again) is raised again. Callers that change
    what they get must copy it."""
    memo = _CALL_MEMO.get()
    if memo is None:
        return compute()
    if key not in memo:
        try:
            memo[key] = compute()
        except ValueError as exc:
            memo[key] = _Failure(exc)
    found = memo[key]
    if isinstance(found, _Failure):
        raise found.error
    return found


def memoise_all(keys: list[Any], compute: Callable[[list[Any]], dict[Any, Any]]) -> None:
    """Compute, all at once, the values of the keys this tool call has not memoised yet (several lookups in one
    statement); outside a call nothing is kept, so nothing is computed."""
    memo = _CALL_MEMO.get()
    missing = [key for key in dict.fromkeys(keys) if memo is not None and key not in memo]
    if missing:
        memo.update(compute(missing))


@contextmanager
def call_memo() -> Iterator[dict[Any, Any]]:
    """The memo of one tool call."""
    token = _CALL_MEMO.set({})
    try:
        yield _CALL_MEMO.get()
    finally:
        _CALL_MEMO.reset(token)


class ToolInput(BaseModel):
    """A tool's arguments. Every string in them (also in lists and objects) is capped before anything is parsed:
    limits.NAME_MAX_CHARS, or the field's own cap in `TEXT_CAPS` (SQL, a question). Measured before the caps: a
    30 kB region took 230 s of name search, an 80 kB SQL pair 144 s of diffing."""
    TEXT_CAPS: ClassVar[dict[str, int]] = {}

    @model_validator(mode="before")
    @classmethod
    def _capped(cls, data: Any) -> Any:
        if isinstance(data, dict):
            for key, value in data.items():
                if message := limits.refusal("an argument's name", str(key), limits.NAME_MAX_CHARS):
                    raise ValueError(message)   # an unknown name is echoed by the error that refuses it
                cap = cls.TEXT_CAPS.get(key, limits.NAME_MAX_CHARS)
                pending, seen = [value], 0
                while pending:   # strings in lists and objects too, without recursion
                    item, seen = pending.pop(), seen + 1
                    if seen > limits.ARGUMENT_ITEMS_MAX:   # every item is checked or the whole is refused
                        raise ValueError(f"{key} holds more than {limits.ARGUMENT_ITEMS_MAX:,} values; pass fewer")
                    if isinstance(item, str):
                        what = str(key) if item is value else f"a value in {key}"
                        if message := limits.refusal(what, item, cap, "pass just the name or phrase"
                                                     if cap == limits.NAME_MAX_CHARS else ""):
                            raise ValueError(message)
                    elif isinstance(item, dict):
                        pending += [*item.keys(), *item.values()]
                    elif isinstance(item, list):
                        pending += item
        return data


class Unfound(BaseModel):
    """A place name the loaded data does not have, as a person is told it: no handle, no instruction for a model."""
    name: str
    what: str = "place"
    like: list[str] = Field([], description="Names in the data that look a little like it.")
    covers: list[str] = Field([], description="The towns or areas the loaded data covers.")
    near: str | None = Field(None, description="For a kind of place: the place it was searched around.")
    count: int | None = Field(None, description="'the X' where the scope holds several places of the kind: how many.")


class ToolResult(BaseModel):
    ok: bool = True
    error: str | None = Field(None, description="What went wrong and what to try next (when ok is false).")
    reconciled: list[str] = Field([], description="What the question's own words changed in the call's arguments.")
    unfound: Unfound | None = Field(None, description="The place name the data does not have, when that is why it "
                                                      "failed.")
    told: str | None = Field(None, description="Why it failed in a person's words, when the tool knows it better than "
                                               "'could not answer' (no handle, argument or tool name).")
    sql: list[ExecutedQuery] = []
    duration_ms: float = 0.0

    tool: ClassVar[str] = ""

    @classmethod
    def failed(cls, exc: Exception, **fields: Any) -> Self:
        """The result of a call an expected failure stopped: its message for the model, and the place name the data
        lacks or the reason in a person's words when the failure carries them."""
        return cls(ok=False, error=str(exc), unfound=getattr(exc, "unfound", None), told=getattr(exc, "told", None),
                   **fields)

    def render(self) -> str:
        """The observation shown to the LLM. Subclasses render their data; errors render the same way."""
        return self.render_error() if not self.ok else \
            self.model_dump_json(exclude={"sql", "duration_ms", "reconciled", "unfound", "told"})

    def render_error(self) -> str:
        return f"ERROR: {self.error}"


def validation_problems(exc: ValidationError) -> str:
    """A pydantic validation error as one line, field by field ("radius_m: must be ...; metric: ...")."""
    return "; ".join(f"{'.'.join(str(p) for p in err['loc']) or 'arguments'}: {err['msg']}" for err in exc.errors())


Reconcile = Callable[[ToolContext, Any], tuple[Any, list[str]]]


def invoke(run: Callable[[ToolContext, Any], ToolResult], result_type: type[ToolResult],
           ctx: ToolContext, args: BaseModel, reconcile: Reconcile | None = None) -> ToolResult:
    """Run a tool, record its SQL and duration, and turn any exception into an error result. `reconcile`: the
    question's words put back into a call a model wrote (ToolSpec.reconciler), in the same call's memo, its notes
    in `reconciled`."""
    started = time.perf_counter()
    notes: list[str] = []
    with recording_sql() as log, call_memo():
        try:
            if reconcile is not None:
                args, notes = reconcile(ctx, args)
            result = run(ctx, args)
        except DatabaseError as exc:
            said = str(exc)
            if (at := said.find(REFUSED)) >= 0:   # a statement that refused itself (sql_cost.py): its own words
                result = result_type(ok=False, error=said[at:].split('"')[0].rstrip(".") + ".")
            else:
                result = result_type(ok=False, error=f"{exc} Try a simpler request or check the database.")
        except GeoReactError as exc:   # said for the user ('planning a tour needs OR-Tools: pip install ...'): no bug
            result = result_type.failed(exc)
        except Exception as exc:  # a tool bug must not kill the agent loop; the trace keeps the details
            detail = traceback.format_exception_only(type(exc), exc)[-1].strip()
            result = result_type(ok=False, error=f"internal error in the tool ({detail}). Try different arguments.")
    result.reconciled = notes + result.reconciled
    result.sql = list(log)
    result.duration_ms = round((time.perf_counter() - started) * 1000, 2)
    return result
