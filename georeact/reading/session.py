"""One reading of one question: what its parts have already read, how deep its descriptions nest, when it must end.

The composing reader tries phrases speculatively: every 'the ...' in a place's slot is read as a possible
description, each ending at every word where the next part may start, and a description is read by the whole
reader again. Without memory each nested level read the levels below it again for every way it might end, so
time grew by about 2.7 times a level (issue 41: 250 characters 33 s, 350 over 100 s). Within one reading every
phrase is read once (a reading depends on the text and the vocabulary only); descriptions nest at most
`MAX_NESTING` deep; and the reading stops at its deadline. Both refusals say what to do.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, TypeVar

from georeact.errors import GeoReactError

# 'the cafe nearest to the museum nearest to the park nearest to X' nests 2 deep; the GS-QA questions and every
# composed question of our sets nest at most 2. Deeper than this is refused, not guessed at.
MAX_NESTING = 4


class ReadingRefused(GeoReactError):
    """A question the reader will not read (nested too deep, or not read within its time); the message says why
    and what to do."""


@dataclass
class _Reading:
    deadline: float | None
    memo: dict[tuple[Any, ...], Any] = field(default_factory=dict)   # what each phrase read as
    depth: int = 0     # how deep the description being read is
    asked: int = 0     # how many times a phrase was asked for, read or remembered (the reading's work)


_current: ContextVar[_Reading | None] = ContextVar("georeact_reading", default=None)
Read = TypeVar("Read", bound=Callable[..., Any])


@contextmanager
def reading(deadline: float | None = None) -> Iterator[_Reading]:
    """The reading of one question (a `time.monotonic()` deadline, or none); nested calls join the open one."""
    open_one = _current.get()
    if open_one is not None:
        yield open_one
        return
    token = _current.set(_Reading(deadline))
    try:
        yield _current.get()   # type: ignore[misc]
    finally:
        _current.reset(token)


def once(reader: Read) -> Read:
    """`reader(text, known)` computed once per text and vocabulary within a reading (one is opened if none is)."""
    @functools.wraps(reader)
    def read_once(text: str, *args: Any) -> Any:
        with reading() as current:
            if current.deadline is not None and time.monotonic() > current.deadline:
                raise ReadingRefused("the question could not be read within its time budget; ask it in fewer or "
                                     "shorter parts")
            current.asked += 1
            key = (reader.__qualname__, text, *args)
            if key not in current.memo:
                current.memo[key] = reader(text, *args)
            return current.memo[key]

    return read_once   # type: ignore[return-value]


@contextmanager
def nested() -> Iterator[None]:
    """One level deeper into a description; refused past MAX_NESTING."""
    with reading() as current:
        if current.depth >= MAX_NESTING:
            raise ReadingRefused(f"the question describes a place by another place more than {MAX_NESTING} levels "
                                 "deep ('the cafe nearest to the park nearest to the ...'); ask it in parts, one "
                                 "place at a time")
        current.depth += 1
        try:
            yield
        finally:
            current.depth -= 1
