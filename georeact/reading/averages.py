"""The average of one measure over places the question lists: "What's the average elevation of A, B and C?",
"Take A, B and C. On average, how high above sea level do they sit?", "the three churches - A, B and C. what's their
average height above sea level?". Each place is measured by its own one-step question (a table below: the measure's
words and the question that measures one place); the answer is their mean, with each figure.

Only a question whose places are listed by name ('A, B and C', two or more) is read here: 'the average size of the
parks in X' is an aggregate over a kind (reading/aggregates.py).
"""

from __future__ import annotations

import re

from georeact.reading.measures import MEASURE_NOUNS

# the measure, by the words people use for it -> the one-step question that measures one place
MEASURES: list[tuple[str, str]] = [
    (r"elevation|altitude|height above sea level|(?:how )?high (?:up |above sea level)(?:do|does|are|is)?",
     "how high up is {place}"),
    (r"length|(?:how )?long", "how long is {place}"),
    (r"size|area|footprint|(?:how )?big", "how big is {place}"),
    (r"(?:number of )?floors|(?:number of )?storeys|(?:number of )?levels", "how many floors does {place} have"),
]
_MEASURE = "|".join(f"(?:{words})" for words, _ in MEASURES)
# 'A, B and C', 'A, B, and C', 'A and B': names, each starting with a capital or a digit
_NAME = r"(?:the\s+)?(?-i:[A-Z0-9À-ÖØ-Þ])[^,.?!;:]*?"
_LIST = rf"(?P<list>{_NAME}(?:\s*,\s*{_NAME})*\s*,?\s+and\s+{_NAME})"
FORMS: list[re.Pattern[str]] = [
    # 'what's the average elevation of A, B and C', 'average height above sea level for A, B and C?'
    re.compile(rf"\baverage\s+(?P<measure>{_MEASURE})\s+(?:of|for|across)\s+{_LIST}\s*[?.!]*\s*(?:in (?:metres|meters|m))?"
               r"\s*[?.!]*\s*$", re.IGNORECASE),
    # 'Take A, B and C. On average, how high above sea level do they sit', '... - A, B and C. what's their average
    # height above sea level?', 'my aunt taught at A, B and C. What's their average elevation?'
    re.compile(rf"(?:^\s*|[-–—:]\s+|\b(?:at|to|in|visited|visit|visiting)\s+)(?:take\s+)?{_LIST}\s*[.?!]\s+(?:(?:so\s+)?what(?:'s|s| is) their average|on average,?)\s+"
               rf"(?P<measure>{_MEASURE})\b[^?.!]*[?.!]*\s*$", re.IGNORECASE),
]


# 'which of A, B and C sits highest (and which lowest)': the places ranked by the measure the word says
# (the measure as arithmetic.MEASURE_NOUNS names it, which says the one-step question)
RANKED_BY: dict[str, str] = {"highest": "elevation", "lowest": "elevation", "highest up": "elevation",
                             "tallest": "height", "biggest": "size", "largest": "size", "smallest": "size",
                             "longest": "length", "shortest": "length", "most floors": "floors", "fewest floors": "floors"}
_EXTREME = "|".join(sorted(map(re.escape, RANKED_BY), key=len, reverse=True))
_RANK = re.compile(rf"^\s*(?:[^:?]{{2,60}}:\s*)?which\s+(?:one\s+)?of\s+{_LIST}\s*,?\s+(?:sits|is|lies|stands|has|covers|"
                   rf"comes out|ranks)?\s*(?:the\s+)?(?P<extreme>{_EXTREME})\b[^?]*\?*\s*$", re.IGNORECASE)


def ranked(question: str) -> list[str] | None:
    """The one-step questions whose answers a 'which of A, B and C is highest' question ranks; None for any other."""
    if (match := _RANK.match(question)) is None:
        return None
    places = [p.strip() for p in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", match["list"]) if p.strip()]
    asks = MEASURE_NOUNS[RANKED_BY[match["extreme"].casefold()]]
    return [asks.format(place=place) + "?" for place in places] if len(places) >= 2 else None


def averaged(question: str) -> list[str] | None:
    """The one-step questions whose answers the question averages, one per place listed; None for any other."""
    for form in FORMS:
        if (match := form.search(question)) is None:
            continue
        measure = match["measure"].casefold()
        asks = next(q for words, q in MEASURES if re.fullmatch(words, measure, re.IGNORECASE))
        places = [p.strip() for p in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", match["list"]) if p.strip()]
        if len(places) >= 2:
            return [asks.format(place=place) + "?" for place in places]
    return None
