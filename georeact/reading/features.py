"""The feature vocabulary without a database: a phrase ("fast food", "Greek restaurant", "four-star hotel", "a
place to eat") -> the OSM tag filters it means.

Sources, in this order: the curated overrides (data/poi_mapping.yaml: GS-QA's labels, table choices such as
lakes/parks/roads/regions, phrases that mean several tags); the iD editor's presets (vocabulary.py,
data/osm_presets.json): names, aliases, multi-word search terms; phrases built on "place" (data/place_phrases.yaml;
a bare "place" is no kind of place, never OSM's place=*); an attribute before or after a known phrase ("four-star
hotel": stars=4; data/attribute_terms.yaml). The question reader uses it to find the feature; GetPOIFilter adds
what needs the database (a modifier's values, discovery, counts) on top (tools/poi_filter.py).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal, get_args

import yaml
from pydantic import BaseModel

from georeact.reading import vocabulary as presets
from georeact.reading.lifecycle import former_kind, lifecycle_keys
from georeact.reading.vocabulary import _singular, fold, normalize_phrase, phrase_variants

Purpose = Literal["count", "area", "length", "nearest", "any"]
PURPOSES = set(get_args(Purpose))
PURPOSE_ALIASES = {"largest": "area", "biggest": "area", "smallest": "area", "total_area": "area",
                   "longest": "length", "shortest": "length", "total_length": "length",
                   "closest": "nearest", "distance": "nearest", "directional_nearest": "nearest", "azimuth": "nearest",
                   "number": "count", "how_many": "count"}
Kind = Literal["point", "line", "polygon"]
KINDS: dict[int, Kind] = {0: "point", 1: "line", 2: "polygon"}   # ST_Dimension -> kind
DIMENSIONS: dict[Kind, int] = {kind: dimension for dimension, kind in KINDS.items()}


def dimension_sql(geog: str) -> str:
    """ST_Dimension of a geography (or geometry) expression, from its type where the type says it: GeometryType
    reads only the value's header, while the cast to geometry ST_Dimension needs copies the whole value (a count of
    the national extract's 58,645 water rows: 50 -> 32 ms)."""
    return (f"CASE GeometryType({geog}) WHEN 'POINT' THEN 0 WHEN 'MULTIPOINT' THEN 0 WHEN 'LINESTRING' THEN 1"
            f" WHEN 'MULTILINESTRING' THEN 1 WHEN 'POLYGON' THEN 2 WHEN 'MULTIPOLYGON' THEN 2"
            f" ELSE ST_Dimension(({geog})::geometry) END")

PURPOSE_KINDS: dict[str, set[str]] = {"area": {"polygon"}, "length": {"line"}}
# Columns whose values are often ';'-separated lists in OSM (cuisine=pizza;italian).
MULTI_VALUE = {"cuisine", "sport", "religion", "museum", "denomination"}
_IDENT = re.compile(r"^[a-z_][a-z0-9_]*$")
APPROXIMATE_CUTOFF = 0.88   # difflib ratio for taking a close spelling ("restaurnt"); lower ones are only suggested
MAPPING_FILE = Path(__file__).resolve().parent / "data" / "poi_mapping.yaml"


class FeatureError(ValueError):
    """No usable filter for a phrase; the message says why and what to try."""


# --------------------------------------------------------------------------------------------------
# Filters

class FeatureFilter(BaseModel):
    table: str
    column: str
    value: str | None = None          # None: the column is present (IS NOT NULL)
    where: dict[str, str] = {}        # more equalities on the same row (cuisine=hawaiian)
    unset: list[str] = []             # columns that must be NULL (natural=water without water=*)
    present: list[str] = []           # columns that must be set ('the named bays': name)
    tag_keys: list[str] = []          # which of the names above live in the `tags` jsonb
    geometry_types: dict[str, int] = {}   # kind -> rows in this database
    rows: int = 0
    geometry_kind: Kind | None = None     # restrict to one kind (set by the purpose)
    source: Literal["curated", "preset", "discovered"] = "curated"

    def label(self) -> str:
        parts = [f"{self.column}={self.value}" if self.value is not None else f"{self.column}=*"]
        parts += [f"{key}={value}" for key, value in self.where.items()] + [f"no {key}" for key in self.unset]
        parts += [f"{key}=*" for key in self.present]
        return f"{self.table} " + " & ".join(parts) + (f" ({self.geometry_kind}s)" if self.geometry_kind else "")

    def _ref(self, alias: str, column: str) -> tuple[str, list[Any]]:
        if column in self.tag_keys:
            return f"{alias}.tags->>%s", [column]
        if not _IDENT.match(column):
            raise ValueError(f"bad column name {column!r}")
        return f'{alias}."{column}"::text', []

    def _equals(self, alias: str, column: str, value: str) -> tuple[str, list[Any]]:
        ref, params = self._ref(alias, column)
        if column in MULTI_VALUE:   # 'italian;pizza', 'Italian, Pizza': one of its values, as mappers list them
            return (f"({ref} = %s OR %s = ANY(regexp_split_to_array(lower({ref}), '\\s*[;,]\\s*')))",
                    [*params, value, value.lower(), *params])
        return f"{ref} = %s", [*params, value]

    def sql_predicate(self, alias: str, geography: str | None = None) -> tuple[str, list[Any]]:
        """SQL condition on a row aliased `alias` (values bound as parameters)."""
        clauses: list[str] = []
        params: list[Any] = []
        if self.value is None:
            ref, p = self._ref(alias, self.column)
            clauses.append(f"{ref} IS NOT NULL")
            params += p
        else:
            sql, p = self._equals(alias, self.column, self.value)
            clauses.append(sql)
            params += p
        for key, value in self.where.items():
            sql, p = self._equals(alias, key, value)
            clauses.append(sql)
            params += p
        for key in self.unset:
            ref, p = self._ref(alias, key)
            clauses.append(f"{ref} IS NULL")
            params += p
        for key in self.present:
            ref, p = self._ref(alias, key)
            clauses.append(f"{ref} IS NOT NULL")
            params += p
        if self.geometry_kind is not None:
            geog = geography or f"{alias}.geometry"
            clauses.append(f"{dimension_sql(geog)} = {DIMENSIONS[self.geometry_kind]}")
        return "(" + " AND ".join(clauses) + ")", params

    def display(self) -> str:
        """The predicate with literal values, for showing the LLM (GenerateSQL users)."""
        sql, params = self.sql_predicate(self.table)
        return sql.replace("%s", "{}").format(*("'" + str(p).replace("'", "''") + "'" for p in params))


class FeatureResolution(BaseModel):
    feature: str
    purpose: str
    matched: str                       # the curated phrase, or "discovered"
    filters: list[FeatureFilter] = []  # usable for the purpose (rows > 0, right geometry kind)
    empty: list[FeatureFilter] = []    # 0 rows in this database
    mismatched: list[FeatureFilter] = []   # rows exist, but not of the kind the purpose needs
    notes: list[str] = []

    @property
    def total_rows(self) -> int:
        return sum(f.rows for f in self.filters)


# --------------------------------------------------------------------------------------------------
# Phrase handling and the curated vocabulary

def _parse_filter(spec: str) -> FeatureFilter:
    head, *rest = [part.strip() for part in spec.split("&")]
    table, _, condition = head.partition(".")
    column, _, value = condition.partition("=")
    flt = FeatureFilter(table=table.strip(), column=column.strip(), value=value.strip() or None)
    for part in rest:
        if part.startswith("!"):
            flt.unset.append(part[1:].strip())
        else:
            key, _, val = part.partition("=")
            flt.where[key.strip()] = val.strip()
    return flt


@lru_cache(maxsize=1)
def vocabulary() -> dict[str, tuple[str, list[FeatureFilter]]]:
    """Every curated synonym -> (the entry's first phrase, its filters). The presets come after it (lookup)."""
    raw = yaml.safe_load(MAPPING_FILE.read_text(encoding="utf-8"))
    table: dict[str, tuple[str, list[FeatureFilter]]] = {}
    for key, specs in raw.items():
        synonyms = list(dict.fromkeys(normalize_phrase(s) for s in str(key).split("|")))
        filters = [_parse_filter(spec) for spec in specs]
        for synonym in synonyms:
            if synonym in table:
                raise ValueError(f"{MAPPING_FILE.name}: phrase {synonym!r} is listed twice")
            table[synonym] = (synonyms[0], filters)
    return table


# a kind said in a word of its own after a name, as seafarers say it ('the X light': the lighthouse named X); no kind
# of place alone ('lights' are a street's lamps)
KIND_SAID_SHORT = {"light": "lighthouse", "beacon": "lighthouse"}


def lookup(phrase: str, weak: bool = False) -> tuple[str, list[FeatureFilter]] | None:
    """(canonical phrase, filters) without the database: the curated overrides first, then the presets' names and
    multi-word terms (`weak`: also their one-word terms), then a phrase built on 'place' ('a place to eat',
    'somewhere to stay', 'sushi place': vocabulary.place_phrase), then an attribute before or after a known phrase
    ('four-star hotel': stars=4, 'pharmacy open 24/7': vocabulary.attribute_modifier). Plural/singular, case and
    accents do not matter. A bare 'place' is no kind of place (None)."""
    found = _lookup_cached(phrase, weak)
    return None if found is None else (found[0], [f.model_copy(deep=True) for f in found[1]])


def kind_word(word: str) -> bool:
    """A kind of place, or what one does at it ('camping': a camp site, as in 'X camping')."""
    return lookup(word) is not None or word.endswith("ing") and lookup(f"place for {word}") is not None


@lru_cache(maxsize=4096)
def _lookup_cached(phrase: str, weak: bool) -> tuple[str, tuple[FeatureFilter, ...]] | None:
    found = (_known(phrase, weak) or _place(phrase, weak) or _former(phrase, weak) or _attributed(phrase, weak)
             or _other_head(phrase, weak) or _run_together(phrase, weak))
    return None if found is None else (found[0], tuple(found[1]))


def _former(phrase: str, weak: bool) -> tuple[str, list[FeatureFilter]] | None:
    """'the disused bakery', 'a former bank': the kind's tags under every lifecycle prefix (reading/lifecycle.py);
    None when the phrase has no lifecycle word in front or its kind is no kind of POI."""
    kind = former_kind(phrase)
    found = lookup(kind, weak) if kind else None
    if found is None:
        return None
    filters = [flt.model_copy(update={"column": key}, deep=True)
               for flt in found[1] if flt.table == "pois" and flt.value is not None and flt.column in presets.POI_KEYS
               for key in lifecycle_keys(flt.column)]
    return (f"former {found[0]}", filters) if filters else None


_SHOP_HEADS = ("shop", "store", "garage")   # 'car repair garage' is the preset's 'car repair shop'
# Nouns said after a kind that add nothing to it: 'bike rental station', 'fast food joint', 'atm spot'
_EMPTY_HEADS = ("station", "joint", "spot", "place", "outlet", "location", "point", "facility", "site", "venue")


def _other_head(phrase: str, weak: bool) -> tuple[str, list[FeatureFilter]] | None:
    """An unknown '<kind> shop/store/garage' as a known one with another of these head nouns; an unknown '<kind>
    station/joint/spot ...' as the known kind."""
    words = normalize_phrase(phrase).split()
    if len(words) < 2:
        return None
    if _singular(words[-1]) in _EMPTY_HEADS:
        return _known(" ".join(words[:-1]), weak)
    if _singular(words[-1]) not in _SHOP_HEADS:
        return None
    return next((found for head in _SHOP_HEADS if head != _singular(words[-1])
                 if (found := _known(" ".join([*words[:-1], head]), weak))), None)


_SHORTEST_PART = 3   # letters: 'postoffice' is 'post office', 'carpark' 'car park'; no split leaves a scrap


def _run_together(phrase: str, weak: bool) -> tuple[str, list[FeatureFilter]] | None:
    """A kind of two words written as one ('postoffice', 'carpark', 'busstop'): the one split that is a kind the
    vocabulary knows by its multi-word name (a one-word term split in two is no reading of it)."""
    words = normalize_phrase(phrase).split()
    if not words or len(words[-1]) < 2 * _SHORTEST_PART:
        return None
    last = words[-1]
    found = [hit for cut in range(_SHORTEST_PART, len(last) - _SHORTEST_PART + 1)
             if (hit := _known(" ".join([*words[:-1], last[:cut], last[cut:]]), weak)) is not None]
    return found[0] if len(found) == 1 else None


def _known(phrase: str, weak: bool) -> tuple[str, list[FeatureFilter]] | None:
    """A curated phrase, else a preset's name or term."""
    vocab = vocabulary()
    for variant in phrase_variants(phrase):
        if variant in vocab:
            matched, filters = vocab[variant]
            return matched, [f.model_copy(deep=True) for f in filters]
    found = presets.lookup(phrase, weak=weak)
    if found is None:
        return None
    matched, specs = found
    return matched, [_parse_filter(spec).model_copy(update={"source": "preset"}) for spec in specs]


def _narrowed(filters: list[FeatureFilter],
              conditions: Callable[[dict[str, str]], list[dict[str, str]] | None]) -> list[FeatureFilter]:
    """Each filter narrowed by each alternative `conditions` gives for its tags; filters it says nothing of drop."""
    out: list[FeatureFilter] = []
    for flt in filters:
        for extra in conditions({flt.column: flt.value or "*", **flt.where}) or []:
            if all(flt.where.get(k) in (None, v) for k, v in extra.items()):
                out.append(flt.model_copy(update={"where": {**flt.where, **extra}}, deep=True))
    return out


def _place(phrase: str, weak: bool, depth: int = 0) -> tuple[str, list[FeatureFilter]] | None:
    """A phrase built on 'place' (vocabulary.place_phrase): by what the place is for, or the eating places whose
    cuisine or diet says the food in front ('pizza place': restaurant/fast food/cafe & cuisine=pizza)."""
    read = presets.place_phrase(phrase)
    if read is None or depth > 1:
        return None
    target, food = read
    if food is None:   # 'a place to stay' -> accommodation; 'a place for pizza' -> 'pizza place'
        return _known(target, weak) or _place(target, weak, depth + 1)
    head = _known(target, weak)
    if head is None:
        return None
    filters = _narrowed(head[1], lambda tags: presets.food_modifier(food, tags))
    return (f"{food} {head[0]}", filters) if filters else None


def _attributed(phrase: str, weak: bool) -> tuple[str, list[FeatureFilter]] | None:
    """A known phrase with an attribute in front of it or after it: 'four-star hotels', '4 star hotel', 'hotel with
    5 stars', '24-hour pharmacy', 'pharmacy open 24/7' (vocabulary.attribute_modifier: counted fields and fixed
    phrases). Other modifiers need the database (_with_modifier)."""
    words = normalize_phrase(phrase).split(" ")
    splits = [(" ".join(words[:k]), " ".join(words[k:]), True) for k in range(1, len(words))]
    splits += [(" ".join(words[k:]), " ".join(words[:k]), False) for k in range(len(words) - 1, 0, -1)]
    for attribute, head_phrase, first in splits:
        head = _known(head_phrase, weak) or _place(head_phrase, weak)
        if head is None:
            continue
        filters = _narrowed(head[1], lambda tags: presets.attribute_modifier(attribute, tags, after=not first))
        if filters:
            return (f"{attribute} {head[0]}" if first else f"{head[0]} {attribute}"), filters
    return None


@lru_cache(maxsize=1)
def _known_phrases() -> list[str]:
    return list(dict.fromkeys([*vocabulary(), *presets.phrases()]))


def closest_phrases(phrase: str, n: int = 5) -> list[str]:
    """Known phrases spelled like `phrase`, and what a search term shared by several presets could mean."""
    shared = [fold(name) for name in presets.ambiguous(phrase)]
    close = difflib.get_close_matches(normalize_phrase(phrase), _known_phrases(), n=n, cutoff=0.6)
    return list(dict.fromkeys(shared + close))[:max(n, len(shared))]


def approximate(phrase: str) -> tuple[str, list[FeatureFilter]] | None:
    """The known phrase closest in spelling when it is very close ("restaurnts"), else None."""
    close = difflib.get_close_matches(normalize_phrase(phrase), _known_phrases(), n=1, cutoff=APPROXIMATE_CUTOFF)
    return lookup(close[0], weak=True) if close else None
