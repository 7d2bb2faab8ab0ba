"""Two words for one kind of place joined by a slash: 'how many cafes/coffee shops are in X', 'water taxi / ferry
stops'. People write the slash for 'or, as you may call it'; read as two kinds it would count every place twice
(a sum of two counts of the same places). Where both sides name the same tags, the question is read with the
second side alone; two different kinds ('bars/pubs') stay as they are (counted together by reading/arithmetic.py).
"""

from __future__ import annotations

import re

from georeact.reading.features import lookup

_WORD = r"[a-z][\w'-]*"
# up to three words each side of a slash, spaces around it or not
_SLASH = re.compile(rf"(?P<a>(?:{_WORD}\s+){{0,2}}{_WORD})\s*/\s*(?P<b>{_WORD}(?:\s+{_WORD}){{0,2}})", re.IGNORECASE)


def _tags(phrase: str) -> frozenset[tuple[str, str, tuple[tuple[str, str], ...]]] | None:
    found = lookup(phrase)
    if found is None:
        return None
    return frozenset((f.column, str(f.value), tuple(sorted((k, str(v)) for k, v in f.where.items()))) for f in found[1])


def one_kind_slashed(question: str) -> str | None:
    """The question with 'A / B' written as B where A and B name one kind of place (A may leave B's head noun unsaid:
    'water taxi / ferry stops'); None when it has no such slash."""
    for said in _SLASH.finditer(question):
        words_a = [(w.start() + said.start("a"), w.group(0)) for w in re.finditer(r"\S+", said["a"])]
        words_b = [(w.end() + said.start("b"), w.group(0)) for w in re.finditer(r"\S+", said["b"])]
        for take_a in range(1, len(words_a) + 1):   # the shortest kind before the slash, then longer
            a = " ".join(word for _, word in words_a[-take_a:])
            for take_b in range(len(words_b), 0, -1):
                b = " ".join(word for _, word in words_b[:take_b])
                kind_b = _tags(b)
                if kind_b is None:
                    continue
                if kind_b in (_tags(a), _tags(f"{a} {words_b[take_b - 1][1]}")):
                    start, end = words_a[-take_a][0], words_b[take_b - 1][0]
                    return f"{question[:start]}{b}{question[end:]}"
    return None
