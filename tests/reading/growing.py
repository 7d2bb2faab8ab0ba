"""Questions that grow: the same question shape with n parts, for the reading's cost by length and nesting
(tests/reading/test_reading_cost.py counts its reads, benchmarks/reading_time.py times them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

KINDS = ["park", "cafe", "pharmacy", "museum", "restaurant", "school", "bank", "hotel", "library", "bakery",
         "church", "pub", "cinema", "theatre", "hospital", "supermarket"]
TOWNS = ["Vaduz", "Schaan", "Monaco", "Helsinki", "Neubrandenburg", "Triesen", "Balzers", "Eschen"]


def _kind(i: int) -> str:
    return KINDS[i % len(KINDS)]


def nested(n: int) -> str:
    """'Which park is nearest to the cafe nearest to the pharmacy nearest to ... the Kiasma?': n - 1 levels."""
    return "Which " + " nearest to the ".join(_kind(i) for i in range(n)) + " nearest to the Kiasma?"


def siblings(n: int) -> str:
    """'Which is closer to the Kiasma: the largest park in Vaduz, the largest cafe in Schaan, ... or ...?'"""
    parts = [f"the largest {_kind(i)} in {TOWNS[i % len(TOWNS)]}" for i in range(n)]
    return "Which is closer to the Kiasma: " + ", ".join(parts[:-1]) + " or " + parts[-1] + "?"


def then_chain(n: int) -> str:
    """'Find the largest park in Vaduz, then the cafe nearest to it, then the pharmacy nearest to it, ...'"""
    return "Find the largest park in Vaduz" + "".join(f", then the {_kind(i + 1)} nearest to it" for i in range(n - 1)) + "."


def tour(n: int) -> str:
    """'Plan a walking tour visiting the Ateneum, the Kiasma, ... and the ...'"""
    stops = [f"the {town} {kind}" for town, kind in ((TOWNS[i % len(TOWNS)], _kind(i)) for i in range(n))]
    return "Plan a walking tour visiting " + ", ".join(stops[:-1]) + " and " + stops[-1] + "."


def chatty(n: int) -> str:
    """A question after n sentences of talk with place names and superlatives in them."""
    talk = " ".join(f"We saw the biggest {_kind(i)} and the nearest {_kind(i + 1)} to the {TOWNS[i % len(TOWNS)]} "
                    "station yesterday." for i in range(n))
    return f"{talk} Which cafe is nearest to the Kiasma?"


def and_places(n: int) -> str:
    """'How far is the largest park in Vaduz from the largest lake in Schaan and the longest ... and ...?'"""
    parts = [f"the largest {_kind(i)} in {TOWNS[i % len(TOWNS)]}" for i in range(n)]
    return "How far is " + parts[0] + " from " + " and ".join(parts[1:]) + "?"


SHAPES: dict[str, Callable[[int], str]] = {"nested": nested, "siblings": siblings, "then": then_chain, "tour": tour,
                                           "chatty": chatty, "and": and_places}


def up_to(shape: Callable[[int], str], max_chars: int) -> list[tuple[int, str]]:
    """(n, question) for n = 2, 3, ... while the question is at most `max_chars` long."""
    questions, n = [], 2
    while len(question := shape(n)) <= max_chars:
        questions.append((n, question))
        n += 1
    return questions


def alternatives(n: int) -> str:
    """'Is the park in Vaduz or the cafe in Schaan or ... closer to the Kiasma?': a comparison of n places."""
    parts = [f"the {_kind(i)} in {TOWNS[i % len(TOWNS)]}" for i in range(n)]
    return "Is " + " or ".join(parts) + " closer to the Kiasma?"


def dashes(n: int) -> str:
    """Topics and asides: 'The Kiasma - the big one - the one near the station - ... : which cafe is nearest to it?'"""
    asides = " - ".join(f"the {_kind(i)} near the {TOWNS[i % len(TOWNS)]} station" for i in range(n))
    return f"The Kiasma - {asides}: which cafe is nearest to it or to them or to there?"


def padded(n: int) -> str:
    """Arithmetic, aggregate and attribute questions with runs of spaces, commas and place-like words in them (their
    readers' patterns; measured before possessive runs: 1,900 spaces after 'how much bigger is A than B' took 218 s)."""
    pad = (" ,  in total" * n)
    return (f"how much bigger is the Kiasma than{pad} the Ateneum{pad}? how many restaurants within 150 m of{pad} "
            f"Stockmann have a website{pad}; is Kiasma open on monday at noon{pad}")


SHAPES.update(alternatives=alternatives, dashes=dashes, padded=padded)


class Work(NamedTuple):
    asked: int      # phrases asked for, read or remembered
    read: int       # phrases read
    refused: bool   # nested deeper than MAX_NESTING


def read_counted(question: str) -> Work:
    """The question read once, with the reader's work counted."""
    from georeact.reading import read
    from georeact.reading.session import ReadingRefused, reading

    with reading() as session:
        try:
            read(question)
            refused = False
        except ReadingRefused:
            refused = True
        return Work(session.asked, len(session.memo), refused)
