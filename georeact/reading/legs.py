"""The straight-line length of a trip through three or more places said in a row: "Walking a triangle - A to B to C
and back to A - what's the perimeter if every side were a straight line?", "as the crow flies, A -> B -> C. Total
distance please.". Each leg is its own one-step distance question; the answer is their sum, with each leg.

Two places (one leg) are a distance; two legs are read by reading/arithmetic.py. Nothing here reads a database.
"""

from __future__ import annotations

import re

from georeact.reading.features import lookup

# a leg's mark between two places: 'to', an arrow, 'then'
_STEP = r"\s*(?:->|→|—>|-->|>)\s*|\s+(?:and\s+)?(?:then\s+)?(?:on\s+)?to\s+|\s*,?\s+(?:and\s+)?then\s+(?:on\s+|back\s+|across\s+|over\s+)?(?:to\s+)?|" \
        r"\s+and\s+(?:then\s+)?another(?:\s+(?:one|line))?\s+(?:on\s+)?to\s+|" \
        r"\s+and\s+(?:then\s+)?from\s+there\s+(?:on\s+)?to\s+"   # ('A to B and another one on to C', '... and from there to C')
_WORD = r"(?:&|\w(?:[\w'’&-]|\.(?=\w))*)"   # ('St.Paul' is a word; 'shelter. Total' ends one; 'Elm & Fifth')
_PLACE = rf"(?:the\s+)?{_WORD}(?:\s+{_WORD}){{0,6}}?"
# a chain of at least three places, or two and back to the first ('A to B and back')
_CHAIN = re.compile(rf"(?P<chain>{_PLACE}(?:(?:{_STEP}){_PLACE}){{2,}}|{_PLACE}(?:{_STEP}){_PLACE}(?=\s+and\s+back\b))(?P<back>\s+and\s+back(?:\s+(?:to\s+(?P<first>{_PLACE})|again))?)?"
                    r"(?:\s+(?:by\s+(?:car|road|bike|bicycle)|on\s+foot|driving|walking|cycling))?"
                    r"(?=\s*(?:[-–—.:;,?!]|$))", re.IGNORECASE)
# the words that ask for the sum of the legs, each a straight line
_TOTAL = re.compile(r"\b(?:total|perimeter|altogether|in all|combined|added up|adding up|add up|summed|sum|all together|together|"
                    r"whole (?:thing|trip|loop))\b",
                    re.IGNORECASE)
_STRAIGHT = re.compile(r"\b(?:straight(?:[- ]line)?|as the crow flies|crow[- ]flies|direct line|bee ?line)\b", re.IGNORECASE)
# a way of travelling said: each leg is a route that way ('drive A to B and then on to C: how many km in total?')
_TRAVELLED = {"drive": re.compile(r"\b(?:drive|driving|drove|by car|by road|road trip)\b", re.IGNORECASE),
              "walk": re.compile(r"\b(?:walk|walking|on foot)\b", re.IGNORECASE),
              "cycle": re.compile(r"\b(?:cycle|cycling|bike|biking|by bicycle)\b", re.IGNORECASE)}
_BY = {"drive": "by car", "walk": "on foot", "cycle": "by bike"}
_MODE_AFTER = re.compile(r"\s+(?:by (?:car|road|bike|bicycle)|on foot|driving|walking|cycling)$", re.IGNORECASE)
_ROUND_TRIP = re.compile(r"\b(?:an?\s+|the\s+)?(?:round|return)[- ]trip\s+(?P<by>(?:by (?:car|road|bike|bicycle)|on foot|"
                         r"driving|walking|cycling)\s+)?(?:from\s+)?(?P<a>[^,?.;:]+?)\s+(?:to|[-–—]|->|→)\s+"
                         r"(?P<b>[^,?.;:]+?)(?:\s+and\s+back(?:\s+again)?)?"   # ('round trip A to B and back': said twice)
                         r"(?=\s*(?:[-–—,?.;:]|$)|\s+(?:by|on|driving|walking|cycling)\b)", re.IGNORECASE)
_THERE_AND_BACK = re.compile(r",?\s+there and back(?: again)?\b|(?<=\w)\s+and\s+back\s+to\s+[^,?.;:()]+?(?=\s*(?:[-–—,?.;:]|$))",
                             re.IGNORECASE)   # ('A to B and back to A': back to where it started)
# a trip said first ('day trip A - B - back to A'), and a dash between two of its places (a capital, or 'back to')
_TRIP_SAID = re.compile(r"^\s*(?:(?:a|the|my|our)\s+)?(?:(?:day|road|round|return|car|bike|walking)[- ])?"
                        r"(?:trip|tour|loop|drive|walk|ride|hike)\s*[:,]?\s+", re.IGNORECASE)
_DASHED_LEG = re.compile(r"\s+[-–—]\s+(?=(?-i:[A-Z0-9À-ÖØ-Þ])|(?P<back>back\s+to\s+))(?:back\s+to\s+)?", re.IGNORECASE)
_KIND_AT = re.compile(r"(?-i:[A-Z])[a-z]+\s+(?:at|in|by|near|on)\s+(?-i:[A-ZÀ-ÖØ-Þ])")
_TOP_OF = re.compile(r"^(?:the\s+)?(?:top|summit|peak)\s+of\s+(?=(?-i:[A-ZÀ-ÖØ-Þ]))", re.IGNORECASE)
# a tour asks for its order; a stop is no list ('A and B') and no 'back'
_ORDER_ASKED = re.compile(r"\b(?:order|sequence)\b", re.IGNORECASE)
_NO_STOP = re.compile(r"\sand\s|^back$", re.IGNORECASE)


def legs(question: str) -> list[str] | None:
    """The one-step distance questions of the legs, in order; None when the question is not a chain with a total
    (a trip there and back is one)."""
    # ('a round trip from A to B', 'A to B, there and back': A to B and back)
    question = _THERE_AND_BACK.sub(" and back", _ROUND_TRIP.sub(
        lambda m: f"{m['by'] or ''}from {m['a']} to {m['b']} and back", question))
    if (trip := _TRIP_SAID.match(question)) is not None:
        # 'day trip A - B - back to A': the dashes between the places of a trip said as one are its legs
        question = trip[0] + _DASHED_LEG.sub(lambda m: " and then back to " if m["back"] else " to ",
                                                           question[trip.end():])
    # (a distance is a straight line unless a way of travelling is said: 'as the crow flies' may be read away already)
    straight = _STRAIGHT.search(question) is not None
    mode = None if straight else next((mode for mode, said in _TRAVELLED.items() if said.search(question)), None)
    total = _TOTAL.search(question) is not None
    if _ORDER_ASKED.search(question):
        return None   # ('best order + total distance': a tour, PlanRoute's)
    for start in _starts(question):
        said = _CHAIN.match(question, start)
        if said is None or not (total or said["back"]):
            continue
        places = [re.sub(r"^from\s+", "", p.strip(), flags=re.IGNORECASE)
                  for p in re.split(_STEP, said["chain"], flags=re.IGNORECASE) if p.strip()]
        if places:   # 'I go from A to B ...', 'straight-line distance A -> B -> C': the trip starts at A
            places[0] = _TRIP_SAID.sub("", re.sub(r"^.*?\b(?:from|(?-i:distance))\s+", "", places[0], flags=re.IGNORECASE))
        if said["back"]:
            places.append(places[0])
        # 'A -> B -> C by car', 'A to B by car and then on to C': the way of travelling said after a stop is no part of it
        places = [leg_place(_MODE_AFTER.sub("", place)) for place in places]
        # 'A -> toilets at B -> C': a stop said by its kind is that one place ('the toilets at B')
        places = [f"the {p}" if re.match(r"(?-i:[a-z])", p) and lookup(p.split()[0].casefold()) is not None else p
                  for p in places]
        # 'A to B and then B on to C': a place said again where a leg starts is one stop
        places = [p for i, p in enumerate(places) if i == 0 or p.casefold() != places[i - 1].casefold()]
        if len(places) >= 3 and not any(_TOTAL.search(p) or _STRAIGHT.search(p) or _NO_STOP.search(p) or
                                        any(t.search(p) for t in _TRAVELLED.values()) for p in places):
            by = f" {_BY[mode]}" if mode else ""
            return [f"how far is it{by} from {a} to {b}?" if mode else f"how far is {a} from {b}?"
                    for a, b in zip(places, places[1:])]
    return None


def _starts(question: str) -> list[int]:
    """Where a chain may start: the question's start, and after each break that sets it up."""
    return [0, *(m.end() for m in re.finditer(r"\s[-–—]\s|:\s|,\s|\.\s|\bfrom\s+|\b(?:go|goes|going|walk|walking|drive|driving|"
                                              r"cycle|cycling|start|starting|head|heading)\s+(?:from\s)?", question)),
            *(m.end() + 1 for m in _STRAIGHT.finditer(question))]


def leg_place(said: str) -> str:
    """A place a leg ends at, as the readers take it: 'the top of B' is B (a peak's top is the peak); 'Hut at X',
    a kind said first in the sentence at a place, is the one there ('the hut at X')."""
    said = _TOP_OF.sub("", said.strip())
    if _KIND_AT.match(said) and lookup(said.split()[0].casefold()) is not None:
        return f"the {said[:1].lower()}{said[1:]}"
    return said
