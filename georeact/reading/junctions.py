"""Where two streets meet, said the ways people say it: 'the corner of A and B', 'A at B', 'a street & b avenue' written
small. Each is rewritten as 'A & B', the form the tools read as the point where the two meet (tools/metric/places.py
JUNCTION). Only when both sides end in a word for a street: 'A and B' alone may be two places (a list, a sum)."""

from __future__ import annotations

import re

# the last word of a street's name, as written in the towns' names (English, German; abbreviated or not)
STREET_WORDS = ("street", "st", "avenue", "ave", "av", "road", "rd", "lane", "ln", "drive", "dr", "boulevard", "blvd",
                "way", "place", "pl", "court", "ct", "terrace", "ter", "alley", "parkway", "pkwy", "highway", "hwy",
                "square", "sq", "row", "crescent", "close", "walk", "circle", "cir", "straße", "strasse", "str",
                "gasse", "weg", "platz", "allee", "ring", "ufer")
_STREET_WORD = "(?:" + "|".join(sorted(STREET_WORDS, key=len, reverse=True)) + r")\.?"
# words no street's name holds: where the name said before a street word starts ('distance from moyer street')
_NOT_IN_NAME = ("from", "to", "at", "between", "and", "or", "the", "of", "in", "on", "by", "near", "for", "with", "is",
                "are", "was", "how", "what", "which", "where", "distance", "drive", "driving", "walk", "walking", "bike",
                "cycle", "cycling", "route", "get", "go", "going", "me", "i", "it", "that", "this", "far", "long")
_WORD = r"(?!(?:" + "|".join(_NOT_IN_NAME) + r")\b)(?:[^\W\d_][\w'.-]*|\d+(?:st|nd|rd|th))"   # ('2nd avenue')
# a street's name: up to four words before its street word, or one word with the street word joined ('Hauptstraße')
# a street's name that is one word, its kind at its end ('Hauptstrasse', 'Laugavegur', 'Mannerheimintie')
STREET_ENDINGS = ("straße", "strasse", "gasse", "weg", "platz", "allee", "gata", "vegur", "braut", "stræti", "stígur",
                  "katu", "kuja", "tie", "gatan", "vägen", "veien", "gade", "vej")
_STREET = rf"(?:{_WORD}\s+){{1,4}}{_STREET_WORD}|{_WORD}(?:straße|strasse|gasse|weg|platz|allee)"
A_STREET = re.compile(rf"(?:[\w'’.-]+\s+)*(?:{_STREET_WORD}|[\w'’-]*(?:{'|'.join(STREET_ENDINGS)}))", re.IGNORECASE)
_SIDE = rf"(?:the\s+)?(?:{_STREET})"

# (pattern, how the two streets are joined) - a table: each row one way of saying it
_SAID: list[re.Pattern[str]] = [
    # 'the corner of A and B', 'the intersection of A & B', 'the junction of A with B'
    re.compile(rf"\b(?:the\s+)?(?:(?:street\s+)?corner|intersection|junction|crossing|crossroads)\s+(?:of|at|between)\s+"
               rf"(?P<a>{_SIDE})\s+(?:and|&|with|/)\s+(?P<b>{_SIDE})\b", re.IGNORECASE),
    # 'where A meets B', 'where A crosses B', 'where A and B meet'
    re.compile(rf"\bwhere\s+(?P<a>{_SIDE})\s+(?:meets|crosses|joins|hits|intersects(?:\s+with)?)\s+(?P<b>{_SIDE})\b",
               re.IGNORECASE),
    re.compile(rf"\bwhere\s+(?P<a>{_SIDE})\s+and\s+(?P<b>{_SIDE})\s+(?:meet|cross|join|intersect)\b", re.IGNORECASE),
    # 'A at B', 'A & B', 'A / B', 'A/B', 'A x B' between two streets
    re.compile(rf"(?<![\w'])(?P<a>{_STREET})(?:\s+(?:at|&|x|×)\s+|\s*/\s*)(?P<b>{_SIDE})\b", re.IGNORECASE),
]


def _named(street: str) -> str:
    """The street as its name is written: each word capitalised when it was written all small ('north duncan
    street' -> 'North Duncan Street'); as written otherwise."""
    street = re.sub(r"^the\s+", "", street.strip(), flags=re.IGNORECASE)
    if street != street.casefold():
        return street
    return " ".join(word[:1].upper() + word[1:] for word in street.split())


def junctions_said(question: str) -> str | None:
    """The question with each place where two streets meet said as 'A & B'; None when it says none otherwise."""
    rewritten = question
    for said in _SAID:
        rewritten = said.sub(lambda match: f"{_named(match['a'])} & {_named(match['b'])}", rewritten)
    return rewritten if rewritten != question else None
