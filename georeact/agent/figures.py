"""A figure in the model's answer that no tool result holds: "Krahnenplatz covers 2,450 m²" when no tool measured
Krahnenplatz. Measured on val4: the model's free loop stated invented distances, areas and counts as fact in
most of its wrong answers; a person cannot tell them from measured ones.

A figure is held when it is in the question, anywhere in a tool's result (a measure, a tag such as a phone
number or a start date, a row of SQL), or one step from two measured figures (their sum, difference or ratio:
"how much farther"), in any unit the tools' figures convert to, rounded as the answer rounds it.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterable
from typing import Any

_LIST_MARKER = re.compile(r"(?m)^\s*\d+[.)]\s")
_TIME = re.compile(r"\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.)", re.IGNORECASE)
_ANY_NUMBER = re.compile(r"\d+(?:\.\d+)?")
# What a figure of the tools may be said as: metres as km, m² as ha or km², seconds as minutes or hours, metres as
# miles or feet
SCALES = (1.0, 1e-3, 1e3, 1e-4, 1e-6, 1 / 60, 1 / 3600, 60, 1 / 1609.344, 3.28084)
TOLERANCE = 0.02


def _numbers(text: str) -> Iterable[float]:
    for match in _ANY_NUMBER.finditer(text.replace(",", "")):
        yield float(match.group(0))


def _said(text: str) -> list[tuple[str, float, int]]:
    """(as written, value, decimals) of each figure of the text; times and list markers are no figures."""
    blanked = _LIST_MARKER.sub(lambda m: " " * len(m.group(0)), _TIME.sub(lambda m: " " * len(m.group(0)), text))
    found = []
    for match in re.finditer(r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w,])|(?<![\w.,])\d+(?:\.\d+)?(?![\w])", blanked):
        written = match.group(0).rstrip(".")
        decimals = len(written.split(".")[1]) if "." in written else 0
        found.append((written, float(written.replace(",", "")), decimals))
    return found


def _close(said: float, decimals: int, held: float) -> bool:
    for scale in SCALES:
        value = held * scale
        if abs(said - value) <= TOLERANCE * abs(value) or round(value, decimals) == said or \
                decimals == 0 and said >= 10 and abs(said - value) < 0.5 * 10 ** (len(str(int(said))) - 2):
            return True   # '1,300 m' for 1,292 m: rounded to its leading two digits
    return False


def unheld_figures(text: str, observations: list[dict[str, Any]], shown: list[str], measured: list[float],
                   question: str) -> list[str]:
    """The figures of `text` that neither the question nor any tool result holds (`measured`: the figures the
    tools measured, whose sums, differences and ratios an answer may state)."""
    in_results = set(_numbers(" ".join([*shown, *(json.dumps(o, default=str) for o in observations)])))
    in_question = set(_numbers(question))
    derived = {f(a, b) for a, b in itertools.permutations(measured, 2)
               for f in (lambda x, y: x + y, lambda x, y: abs(x - y), lambda x, y: x / y if y else x)}
    unheld = []
    for written, value, decimals in _said(text):
        if value in in_question or value in in_results or decimals == 0 and value < 10:
            continue   # a single digit: a count of a few, a day of the month, a list's place, too often a word
        if any(_close(value, decimals, held) for held in (*measured, *derived)) or \
                any(round(held, decimals) == value for held in in_results):
            continue   # a tag or a row is said as written (rounded at most); only measures change units
        unheld.append(written)
    return unheld


_NOT_MEASURES = {"id", "osm_id", "lat", "lon", "duration_ms", "index", "rank", "rows_seen", "limit"}
MAX_MEASURED = 200   # their pairwise sums and differences: 40,000 figures at most


def measured_figures(observations: list[dict[str, Any]]) -> list[float]:
    """The figures the tools measured or counted (not ids, coordinates or timings), first found first."""
    found: list[float] = []

    def walk(item: Any, key: str = "") -> None:
        if len(found) >= MAX_MEASURED:
            return
        if isinstance(item, bool):
            return
        if isinstance(item, (int, float)):
            if key not in _NOT_MEASURES and not key.endswith("_id"):
                found.append(float(item))
        elif isinstance(item, dict):
            for k, v in item.items():
                walk(v, str(k))
        elif isinstance(item, (list, tuple)):
            for v in item:
                walk(v, key)

    for observation in observations:
        walk(observation)
    return list(dict.fromkeys(found))
