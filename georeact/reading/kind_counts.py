"""Counts of two or more kinds of place in one scope, worked together, in whatever words the question uses: 'how many
cafes and bars are there in X', 'cafes plus bars in X: the total and each count', "what's the gap between the number of
restaurants and the number of cafes in X", 'restaurants or cafes in X - which are there more of?'.

The arithmetic table (reading/arithmetic.py) holds the sentence shapes it knows; this reader holds none: it finds the
parts a count question is made of wherever they stand - the kinds (each a kind the vocabulary knows, said in the
plural), one scope (in a town, within a distance of a place, a town said first) and the word that says what is done
with the counts (`OPERATIONS`). It is tried after the table, and reads nothing unless every part is there once.
"""

from __future__ import annotations

import re

from georeact.geo.units import SPELLED_AMOUNTS
from georeact.reading.aggregates import FIGURE_WORDS
from georeact.reading.data_scope import TOWN, TOWN_FIRST
from georeact.reading.features import lookup
from georeact.reading.vocabulary import place_phrase
from georeact.reading.model import Operation

# what is done with the counts, by the words that say it, in the order tried (a question asking for the gap and for
# both counts is a difference; one asking for a total is a sum)
OPERATIONS: list[tuple[Operation, re.Pattern[str]]] = [(operation, re.compile(words, re.IGNORECASE)) for operation, words in [
    ("difference", r"\b(?:difference|gap|how many (?:more|fewer|less)|more of|fewer of|outnumbers?|how far apart|"
                   r"by how many|which (?:is|are|one is|kind is|side is) (?:more|bigger|larger|ahead)|"
                   r"(?:more|fewer) \w+(?: \w+)? than)\b"),
    ("ratio", r"\b(?:ratio|times as many|for every)\b"),
    ("sum", r"(?:\b(?:total|totals|plus|sum|altogether|combined|together|add(?:ed)? up|in all)\b|\+)"),
]]
# a question that counts at all
_COUNTING = re.compile(r"\b(?:how many|number|numbers|count|counts|tally|total|gap|difference|ratio|more|fewer)\b|"
                       r"\s\+\s|^\s*(?:the\s+)?(?-i:[a-z])[\w -]*?s\s+plus\s+", re.IGNORECASE)
# ('cafes + bars in X = ?': a sum written as one; 'restaurants plus cafes within 300 m of X?': said first, kinds summed)
# the scope: within a distance of a place, in a town (a capitalised name, or its data), near a place; it ends where the
# sentence or the clause does
# (an amount in figures or in words: 'within 2 km of', 'within three kilometres of', 'within a kilometre of')
_AMOUNT = r"(?:\d[\d.,]*\s*|(?:" + "|".join(sorted(map(re.escape, SPELLED_AMOUNTS), key=len, reverse=True)) + r")\s+)"
# a distance said without its place ('within 4.5 km'), the place being said apart ('around X, ...')
_BARE_RADIUS = re.compile(rf"\b(?:with)?in\s+{_AMOUNT}(?:m|km|metres|meters|kilometres|kilometers|kilometre|kilometer|"
                          r"metre|meter|miles?)\b(?!\s+(?:of|from|around)\b)", re.IGNORECASE)
_SCOPE = re.compile(rf"\b(?:(?:with)?in\s+{_AMOUNT}[a-z]+\s+(?:of|from|around)\s+|in\s+(?:the\s+)?(?=(?-i:[A-ZÀ-ÖØ-Þ]))|"
                    r"(?P<near>near|around|close to)\s+(?:the\s+)?(?=(?-i:[A-ZÀ-ÖØ-Þ])))"
                    r"(?P<place>[^,?!:;–—()=]+?)(?=\s*(?:[,?!:;–—.()=]|$)|\s+[-–—]\s|"
                    r"\s+(?:in total|in all|altogether|combined|together|are there|is there|and|plus|vs|versus|or|have|has)\b)"
                    # ('near X (within 2 km)': the radius said after the place)
                    rf"(?:\s*\(\s*(?:within\s+)?(?P<radius>{_AMOUNT}(?:m|km|metres|meters|kilometres|kilometers|"
                    r"kilometre|kilometer|metre|meter|miles?))\s*\))?",
                    re.IGNORECASE)
# a threshold over a number ('more than 30 steps', 'at least 20 spaces'): no count of a kind worked with another's
_THRESHOLD = re.compile(r"\b(?:(?:more|fewer|less) than|over|under|at least|at most)\s+\d", re.IGNORECASE)
# a town said first as the question's topic: 'Singapore: cafes plus bars, what's the total?'
_TOPIC_TOWN = re.compile(rf"^\s*(?P<town>{TOWN.pattern})\s*(?::|\s[-–—])\s*")
# words that are never part of a kind's phrase
_NOT_KIND_WORDS = frozenset("""the a an of and or plus vs versus than more fewer less number numbers count counts total
how many much what whats what's is are there do does many each both which in within near around between gap
difference ratio sum together combined altogether all""".split())
_WORD = re.compile(r"[a-zäöüéè][\w'’-]*", re.IGNORECASE)
_LONGEST_KIND = 5   # words (deterministic.MAX_FEATURE_WORDS)


def _kinds_said(text: str) -> list[str]:
    """The kinds of place the text names in the plural, left to right, each its longest phrase the vocabulary knows."""
    words = [w for w in _WORD.finditer(text)]
    kinds, i = [], 0
    while i < len(words):
        for n in range(min(_LONGEST_KIND, len(words) - i), 0, -1):
            span = words[i:i + n]
            said = [w.group(0).casefold() for w in span]
            adjoining = all(text[a.end():b.start()].strip() in ("", "-") for a, b in zip(span, span[1:]))
            # ('places of worship': 'of' inside a kind's phrase, its head in the plural first)
            inner_of = len(said) > 2 and "of" in said[1:-1]
            blocked = _NOT_KIND_WORDS & (set(said) - ({"of"} if inner_of else set()))
            # ('places you can park': a place phrase, its generic head in the plural first)
            plural = said[-1].endswith("s") or said[0].endswith("s") and (
                inner_of or len(said) > 2 and place_phrase(" ".join(said)) is not None)
            if adjoining and not blocked and plural and lookup(" ".join(said)) is not None:
                kinds.append(" ".join(said))
                i += n
                break
        else:
            i += 1
    return kinds


# a kind said only to be left out ('..., not old city gates', 'except the chapels')
_EXCLUDED = re.compile(r"(?:,|\s[-–—])\s*(?:but\s+)?not\s|\b(?:except|excluding|other than|rather than|instead of)\b",
                       re.IGNORECASE)


def counts_worked(question: str) -> tuple[Operation, list[str]] | None:
    """The operation and the count question of each kind (in the order said) of a question that works the counts of
    two or more kinds in one scope; None for any other question."""
    if not _COUNTING.search(question):
        return None
    text, scope, topic_place = question, None, None
    if (first := TOWN_FIRST.match(question)) is not None:
        text, scope = first["rest"], f"in {first['town']}"
    elif (topic := _TOPIC_TOWN.match(question)) is not None and lookup(topic["town"].casefold()) is None:
        text, scope, topic_place = question[topic.end():], f"in {topic['town']}", topic["town"]
    scopes = list(_SCOPE.finditer(text))
    if len(scopes) > 1 or (scopes and scope is not None):
        return None   # two scopes: counts in two places (the arithmetic table's), or a scope it cannot tell
    if scopes:
        found = scopes[0]
        scope = f"within {found['radius']} of {found['place']}" if found["radius"] else found.group(0)
        text = text[:scopes[0].start()] + " , " + text[scopes[0].end():]
    if scope is None:
        return None
    kinds = _kinds_said(text)
    radii = [m.group(0) for m in _BARE_RADIUS.finditer(text)]
    if radii:
        # 'around X, how many more bays within 4.5 km than piers within 5 km': each kind within its own distance of
        # the place said (one distance: both); a distance no kind or place takes is never dropped
        # ('X: farms within 6 km plus peaks within 2.5 km': the place said first, before a colon)
        place = topic_place if not scopes else found["place"] if found["near"] and not found["radius"] else None
        if place is None or len(radii) not in (1, len(kinds)):
            return None
        own = radii * len(kinds) if len(radii) == 1 else radii
        scoped = [f"{radius} of {place}" for radius in own]
    else:
        scoped = [scope] * len(kinds)
    if len(kinds) < 2 or len(set(kinds)) != len(kinds) or any(kind in FIGURE_WORDS for kind in kinds):
        return None   # ('the total number of parking spaces at the car parks': a figure the places carry, added up)
    if _THRESHOLD.search(text):
        return None   # 'staircases ... have more than 30 steps': a figure the places carry, over a threshold
    if _EXCLUDED.search(text):
        return None   # 'the gates - barrier gates, not old city gates': a kind said to leave out, and what is meant
    operation = next((operation for operation, words in OPERATIONS if words.search(text)), None)
    if operation is None and re.search(rf"\b{re.escape(kinds[0])}\s*(?:,|\band\b|&)\s*", question, re.IGNORECASE):
        operation = "sum"   # 'how many cafes and bars are there in X': each, and together
    if operation is None or (operation != "sum" and len(kinds) != 2):
        return None
    return operation, [f"how many {kind} are there {where}?" for kind, where in zip(kinds, scoped)]
