"""What one place is measured by, one row per measure: the one-step question that measures it, the comparatives that
compare two places by it ('which is taller'), the nouns that name it ('rank A and B by elevation') and the other
words that say it when two places are compared loosely ('A vs B, difference in height?'). The arithmetic forms and
the averages read their measure words from here.

The order is the order the words are tried: the ground's height ('higher up', 'lower') before a structure's
('higher'), temperature and capacity before height ('how many people does the higher hut sleep')."""

from __future__ import annotations

import re
from typing import NamedTuple


class Measure(NamedTuple):
    name: str
    asks: str                            # one place's question ('{other}': measured from another place)
    comparatives: tuple[str, ...] = ()
    nouns: tuple[str, ...] = ()
    loose: tuple[str, ...] = ()          # regular expressions, said only in a loose comparison of two places


MEASURES: tuple[Measure, ...] = (
    # (a lighthouse's light, before any height: 'light height' says which)
    Measure("light_height", "how high is the light of {place}", (),
            ("light height", "light heights", "height of the light", "height of the lights"), (r"light height",)),
    Measure("light_range", "what is the range of the light of {place}", (),
            ("light range", "light ranges", "range of the light", "range of the lights"), (r"light range",)),
    Measure("elevation", "how high up is {place}",
            ("higher above sea level", "lower above sea level", "higher up", "lower down", "lower"),
            ("elevation", "altitude", "height above sea level", "elevation above sea level"),
            (r"above sea level", r"(?:sits?|lies?|stands?) (?:higher|lower)")),
    Measure("temperature", "what is the water temperature of {place}", (), ("temperature",),
            (r"degrees", r"hotter", r"warmer", r"colder", r"cooler")),
    Measure("capacity", "what is the capacity of {place}", (), ("capacity",),
            (r"(?:people|persons|guests|visitors|campers|hikers)\b[^?]*\b(?:sleeps?|holds?|takes?|fits?|accommodates?)",
             r"sleeps?")),
    Measure("beds", "how many beds does {place} have", (), ("beds",)),
    Measure("rooms", "how many rooms does {place} have", (), ("rooms",)),
    Measure("floors", "how many floors does {place} have", (),
            ("floors", "floor count", "floor counts", "number of floors"), (r"storeys", r"stories")),
    Measure("height", "how tall is {place}", ("taller", "higher"), ("height",), (r"tall", r"high")),
    Measure("area", "how big is {place}", ("bigger", "larger", "smaller"), ("area", "size", "footprint", "footprints")),
    Measure("length", "how long is {place}", ("longer", "shorter"), ("length",)),
    Measure("width", "how wide is {place}", ("wider", "narrower")),
    # (how old: the year it was built or opened)
    Measure("age", "how old is {place}", ("older", "newer", "younger")),
    Measure("distance", "how far is {place} from {other}", ("farther", "further", "closer", "nearer")),
)

# a comparative -> (the measure, one place's question): 'taller' -> ('height', 'how tall is {place}')
MEASURE_WORDS: dict[str, tuple[str, str]] = {word: (m.name, m.asks) for m in MEASURES for word in m.comparatives}
# a measure said by its noun -> one place's question: 'elevation' -> 'how high up is {place}'
MEASURE_NOUNS: dict[str, str] = {noun: m.asks for m in MEASURES for noun in m.nouns}
# a loose comparison's words -> one place's question, in the table's order (no measure taken from another place)
COMPARED_BY: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(r"\b(?:" + "|".join([*map(re.escape, m.comparatives + m.nouns), *m.loose]) + r")\b", re.IGNORECASE), m.asks)
    for m in MEASURES if "{other}" not in m.asks)
