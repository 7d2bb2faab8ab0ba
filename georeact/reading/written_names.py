"""A question's runs written exactly as loaded names are read as names, whatever their words say in a sentence:
"road distance for a drive from The Can Works over to ..." names The Can Works ('Can' is no verb there), "I start
at Dr. med Lorenz and ..." names Dr. med Lorenz (its dot ends no sentence).

The reader finds names by the shape of a sentence; a name written as the data writes it, two words or more with their
capitals, is surer evidence than that shape. Each such run is read as one unmistakable name-like word and given back
in the reading afterwards, so every part of the reader (descriptions, tours, arithmetic, aggregates) sees it whole.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

from georeact.reading.model import QuestionReading

# A word no table, name or kind holds, capitalised like a name: 'Xqzjwa', 'Xqzjwb', ...
_STAND_IN = "Xqzjw"
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_STAND_INS = re.compile(rf"\b{_STAND_IN}([a-z]{{1,2}})\b", re.IGNORECASE)


def is_stand_in(text: str) -> bool:
    """Whether the text is one loaded name read as one word (a street said after 'on' may be one)."""
    return _STAND_INS.fullmatch(text.strip()) is not None


def _stand_in(index: int) -> str:
    return _STAND_IN + (_LETTERS[index] if index < 26 else _LETTERS[index // 26 - 1] + _LETTERS[index % 26])


def read_with_names(question: str, spans: list[tuple[int, int]],
                    read: Callable[[str], QuestionReading]) -> QuestionReading:
    """The question read with each span (a loaded name as written) as one name, the names given back after."""
    if not spans or _STAND_INS.search(question):
        return read(question)
    names: dict[str, str] = {}
    pieces, last = [], 0
    for index, (start, end) in enumerate(sorted(spans)):
        stand_in = _stand_in(index)
        names[stand_in.casefold()] = question[start:end]
        pieces += [question[last:start], stand_in]
        last = end
    reading = read("".join(pieces + [question[last:]]))
    said = _STAND_INS.sub(lambda m: json.dumps(names.get(m.group(0).casefold(), m.group(0)))[1:-1],
                          reading.model_dump_json())
    # (the reading's own question comes back with its names too: the question as read, or as the reader rewrote it)
    return QuestionReading.model_validate_json(said)
