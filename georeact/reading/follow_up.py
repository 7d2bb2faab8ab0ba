"""A question that leaves part of itself to the conversation, said whole (issue 40): "and how many cafes?" after
"How many restaurants are there in Vaduz?" is "how many cafes in Vaduz?"; "how far is it from the Ateneum?" after
"Which pharmacy is nearest to Kiasma?" names the pharmacy the answer gave.

Each rule is a row: an ellipsis ("what about X?", "and X?") puts X in the earlier question in place of its kind of
place or its place; a word that points back ("it", "there", "its", "the second one") becomes the place the earlier
answer named; a question that names no place where it needs one takes the earlier question's. A question that
stands on its own is left alone: the rules run only when it has no place of its own, or points back, or begins
with "and" / "what about". The rewritten question is read as any other, so the trace shows what was answered.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from georeact.reading.features import lookup
from georeact.reading.metrics import metric_spec
from georeact.reading.model import QuestionReading


class Earlier(NamedTuple):
    """The conversation's last answered turn: its question and the places its answer named, in order; and the
    places of the last answer that listed several (what 'the second one' counts in)."""
    question: str
    places: list[str]
    listed: list[str] = []


_ON = r"(?:and|also|ok(?:ay)?|so|then)\s*,?\s+"   # words a turn goes on with
_ELLIPSIS = re.compile(rf"^\s*(?:{_ON})?(?:what|how)\s+about\s+(?:the\s+)?(?P<what>.+?)"
                       r"\s*[?.!]*\s*$|^\s*and\s+(?:the\s+)?(?P<bare>[^?!.]+?)\s*[?.!]*\s*$", re.IGNORECASE)
_ASKS = re.compile(r"\b(?:how|what|which|where|when|who|is|are|does|do|can|could|would|will|tell|show|list|find)\b",
                   re.IGNORECASE)
_AND = re.compile(rf"^\s*{_ON}", re.IGNORECASE)
_ORDINALS = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "last": -1}
# words that point back to a place the earlier answer named: (pattern, which place; None: the ordinal said)
POINTING: list[tuple[re.Pattern[str], int | None]] = [
    (re.compile(r"\bthe\s+(?P<nth>first|second|third|fourth|fifth|last)(?:\s+(?:one|place))?\b", re.IGNORECASE), None),
    (re.compile(r"\b(?:that|this)\s+(?:one|place)\b", re.IGNORECASE), 0),
    (re.compile(r"\bits\b", re.IGNORECASE), 0),
    # 'it' that is a place, not 'is it far' of two named places (the rule runs only when a place is missing)
    (re.compile(r"\bit\b", re.IGNORECASE), 0),
    (re.compile(r"(?<!\bis )(?<!\bare )(?<!\bwas )\bthere\b(?!\s+(?:is|are|was|were|any)\b)", re.IGNORECASE), 0),
]


def said_whole(question: str, earlier: Earlier | None, read: Callable[[str], QuestionReading]) -> str | None:
    """The question with what it leaves to the conversation filled in; None when it stands on its own (or nothing
    earlier fills it). `read` is the reader (the earlier question is read again: each phrase is read once)."""
    if earlier is None or not question.strip():
        return None
    if (ellipsis := _ELLIPSIS.match(question)) is not None and not _ASKS.search(ellipsis["bare"] or "") and \
            (put := _put_in(ellipsis["what"] or ellipsis["bare"], earlier, read)) is not None:
        return put
    asked = _AND.sub("", question)
    reading = read(asked)
    points = any(pattern.search(asked) for pattern, _ in POINTING)
    if not (_lacks_a_place(reading) or points and all(_pointing(place) for place in reading.places)):
        return None
    before = read(earlier.question)
    if points:
        # the places the earlier answer named, else those its question named ('how far is X from Y' -> X)
        asked = _pointed(asked, earlier.places or list(before.places), earlier.listed)
        if asked is None or not _lacks_a_place(read(asked)):
            return asked
    scope = _scope(before, read(asked))
    if scope is None:
        return None
    return f"{asked.rstrip(' ?.!')} {scope}?"


def _pointing(phrase: str) -> bool:
    """Whether a phrase read as a place is a word pointing back ('it', 'there', 'the second one')."""
    return any(pattern.fullmatch(phrase.strip()) for pattern, _ in POINTING)


def _lacks_a_place(reading: QuestionReading) -> bool:
    """Whether the question needs a place it does not name: a search with no scope, a measure from a place with
    none, a distance with one end, an attribute of no place; a place read from a word pointing back is none."""
    if any(_pointing(place) for place in reading.places):
        return True
    if reading.attribute:
        return not reading.anchors
    if reading.shape == "route":
        return False
    if reading.metric is None:
        return not reading.places and bool(reading.feature)
    spec = metric_spec(reading.metric)
    named = len(reading.anchors) + len(reading.candidates) + bool(reading.region) + len(reading.described)
    if spec.of_places == 2 and not reading.feature:
        return named < 2
    if spec.needs_anchor:
        return not reading.anchors and not reading.described
    if spec.scoped or spec.of_places:
        return named == 0 and reading.radius_m is None
    return False


def _pointed(question: str, places: list[str], listed: list[str]) -> str | None:
    """The question with its first word pointing back replaced by the place it points to: 'the second one' in the
    last answer that listed several, 'it' the first place of the last answer."""
    for pattern, index in POINTING:
        if (match := pattern.search(question)) is None:
            continue
        if index is None:
            places = listed or places
        nth = _ORDINALS[match["nth"].lower()] if index is None else index
        if not -len(places) <= nth < len(places):
            return None
        place = places[nth][:1].upper() + places[nth][1:]   # a name the data writes in lower case is read as one
        said = f"{place}'s" if match.group(0).lower() == "its" else place
        return question[:match.start()] + said + question[match.end():]
    return None


def _scope(reading: QuestionReading, asked: QuestionReading) -> str | None:
    """Where the earlier question asked, in words the reader reads back: 'in Vaduz', 'within 300 m of Kiasma';
    for a distance from the place it named ('how far is it?' after 'which pharmacy is nearest to Kiasma?')."""
    others = [place for place in reading.anchors if place not in asked.anchors]
    if asked.metric == "distance" and not asked.feature and others:
        return f"from {others[0]}"
    if reading.region:
        return f"in {reading.region}"
    if reading.anchors and reading.radius_m is not None:
        return f"within {reading.radius_m:g} m of {reading.anchors[0]}"
    if reading.anchors:
        return f"near {reading.anchors[0]}"
    return None


def _put_in(what: str, earlier: Earlier, read: Callable[[str], QuestionReading]) -> str | None:
    """'What about X?': X in the earlier question, instead of its kind of place when X is one, else its place."""
    what = what.strip()
    if _pointing(what) or _pointing(f"the {what}"):   # 'and the third one?': that place in the earlier question
        what = _pointed(f"the {what}" if _pointing(f"the {what}") else what, earlier.places, earlier.listed) or ""
        if not what:
            return None
    elif any(pattern.search(what) for pattern, _ in POINTING):
        return None   # 'and the nearest cafe to it?': a question of its own, pointing back
    before = read(earlier.question)
    if lookup(what) is not None:   # a kind of place: the earlier question about this kind
        old = before.feature_phrase if before.feature_phrase and before.feature_phrase in earlier.question else \
            before.feature
        return _replaced(earlier.question, old, _in_number_of(old, what))
    if not what[:1].isupper():   # a place is named ('what about Schaan?'); anything else is no ellipsis
        return None
    old = before.region or (before.anchors[0] if before.anchors else None)
    return _replaced(earlier.question, old, what)


def _in_number_of(old: str | None, new: str) -> str:
    """`new` singular where the kind it replaces was ('which pharmacy is nearest' -> 'which cafe', not 'cafes')."""
    if not old or old.lower().endswith("s") or not new.lower().endswith("s"):
        return new
    for plural, singular in (("ies", "y"), ("ches", "ch"), ("shes", "sh"), ("s", "")):
        if new.lower().endswith(plural) and lookup(new[:len(new) - len(plural)] + singular) is not None:
            return new[:len(new) - len(plural)] + singular
    return new


def _replaced(question: str, old: str | None, new: str) -> str | None:
    if not old or old.casefold() not in question.casefold():
        return None
    start = question.casefold().index(old.casefold())
    return question[:start] + new + question[start + len(old):]
