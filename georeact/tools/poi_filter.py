"""GetPOIFilter: turn a feature phrase ("fast food", "lakes", "history museum") into database filters.

Sources, in this order:
1. the curated overrides in `reading/data/poi_mapping.yaml` (what the presets lack: GS-QA's labels, table choices
   such as lakes/parks/roads/regions, phrases that mean several tags);
2. the iD editor's presets (`reading/vocabulary.py`, reading/data/osm_presets.json): names, aliases, multi-word search terms;
   then phrases built on "place" ("a place to eat", "somewhere to stay", "sushi place": data/place_phrases.yaml;
   a bare "place" is no kind of place, never OSM's place=*) and an attribute before or after a known phrase
   ("four-star hotel": stars=4, "24-hour pharmacy": data/attribute_terms.yaml). Steps 1-2 need no database:
   `lookup`, in reading/features.py (the question reader uses it);
3. "<modifier> <known phrase>" ("Greek restaurant" = restaurant & cuisine=greek, "vegan restaurant",
   "Lutheran church"): the modifier is an option or a field of the head's preset, else a value the database
   has for one of the preset's open fields (denomination=lutheran);
4. discovery over the profile's categorical columns: pg_stats most-common values plus an exact probe of
   the phrase's spellings, so values missing from both (shop=tea ...) still work;
5. one-word preset search terms ("firehouse"), then a close spelling of a known phrase (reported in a note).

Every filter is counted in this database per geometry kind (point / line / polygon). The purpose decides
what is usable: area needs polygons, length needs lines, count/nearest/any take everything. Filters with
0 rows, or only the wrong geometry kind, are dropped and reported, so an area question over cafés gets an
explanation instead of a silent 0.
"""

from __future__ import annotations

import difflib
import itertools
import re
from typing import Any

from pydantic import BaseModel, Field, field_validator

from georeact.reading import vocabulary as presets
from georeact.reading.features import (_IDENT, DIMENSIONS, KINDS, MULTI_VALUE, PURPOSE_ALIASES, PURPOSE_KINDS,  # noqa: F401
                                       PURPOSES, FeatureError, FeatureFilter, FeatureResolution, Kind, Purpose,
                                       _parse_filter, approximate, closest_phrases, dimension_sql, lookup,
                                       vocabulary)
from georeact.reading.attributes import asked_attribute, attributes
from georeact.reading.reconcile import PhraseLookups
from georeact.reading.vocabulary import ANY_PLACE, is_any_place  # noqa: F401 (re-exported)
from georeact.reading.vocabulary import _singular, fold, normalize_phrase, phrase_variants  # noqa: F401 (re-exported)
from georeact.db.profiles import TableSpec
from georeact.db.tag_counts import NOT_TAGS
from georeact.tools import data_cache
from georeact.tools.described import described_kind, has_rows
from georeact.tools.inspect_schema import relation_columns
from georeact.tools.base import memoised, ToolContext, ToolInput, ToolResult


NAME = "GetPOIFilter"
DESCRIPTION = (
    "Find how a kind of feature (e.g. 'cafe', 'fast food', 'lake', 'river', 'park', 'history museum') is stored: "
    "table, column=value, geometry type and row count. Purpose 'area' keeps polygons, 'length' keeps lines. "
    "CalculateMetric accepts the same phrase directly, so you rarely need this tool."
)

# The DB-free half (phrase -> filters) is the question's own vocabulary: georeact/reading/features.py.


# --------------------------------------------------------------------------------------------------
# Database side: columns, discovery, counts

_COLUMNS: dict[tuple[int, str], set[str]] = {}


def table_columns(ctx: ToolContext, logical: str) -> set[str]:
    spec = ctx.profile.table(logical)
    key = (id(ctx.db), spec.relation)
    if key not in _COLUMNS:
        schema, _, name = spec.relation.rpartition(".")
        result = ctx.db.query(
            "SELECT column_name FROM information_schema.columns WHERE table_name = %s"
            " AND table_schema = COALESCE(NULLIF(%s, ''), current_schema())", [name, schema], max_rows=500)
        _COLUMNS[key] = {row[0] for row in result.rows}
    return _COLUMNS[key]


def bind(ctx: ToolContext, flt: FeatureFilter) -> FeatureFilter:
    """Mark which names are tag keys; reject filters on tables this profile does not have."""
    columns = table_columns(ctx, flt.table)
    names = [flt.column, *flt.where, *flt.unset, *flt.present]
    return flt.model_copy(update={"tag_keys": [n for n in names if n not in columns]}, deep=True)


def count_by_kind(ctx: ToolContext, filters: list[FeatureFilter]) -> None:
    """Fill geometry_types and rows of each filter: from the counts kept while the data does not change, else
    with one UNION ALL query."""
    if not filters:
        return
    keys = [_count_key(ctx, flt) for flt in filters]
    counts = data_cache.cached(ctx, keys) or _count(ctx, filters, keys)
    for flt, (kinds, rows) in zip(filters, counts):
        flt.geometry_types, flt.rows = dict(kinds), rows


def _count_key(ctx: ToolContext, flt: FeatureFilter) -> tuple:
    """What a count depends on: the relation and the filter's SQL with its values."""
    spec = ctx.profile.table(flt.table)
    predicate, params = flt.sql_predicate("t", spec.geog("t"))
    return spec.relation, predicate, tuple(params)


def _count(ctx: ToolContext, filters: list[FeatureFilter], keys: list[tuple]) -> list[data_cache.Counts]:
    parts, params = [], []
    # the importer's layout keeps them, where the database has them (db/tag_counts.py)
    counts, sets = ctx.profile.derived.get("tag_counts"), ctx.profile.derived.get("tag_sets")
    kept = counts is not None and bool(relation_columns(ctx, counts))
    sets_kept = kept and sets is not None and bool(relation_columns(ctx, sets))
    for index, flt in enumerate(filters):
        spec = ctx.profile.table(flt.table)
        dimension = f" AND c.dim = {DIMENSIONS[flt.geometry_kind]}" if flt.geometry_kind else ""
        tag = _counted_tag(flt, spec) if kept else None
        if tag is not None:   # kept by the data tables' triggers: an index lookup
            key, value = tag
            parts.append(f"SELECT {index} AS i, c.dim::int AS d, sum(c.n) AS n FROM {counts} c"
                         f" WHERE c.tbl = %s AND c.key = %s AND c.value {'= %s' if value is not None else 'IS NULL'}"
                         f"{dimension} GROUP BY 2")
            params += [spec.relation, key] + ([value] if value is not None else [])
            continue
        if sets_kept and _in_tag_sets(flt, spec):   # several conditions: the filter's SQL over the distinct tag sets
            names = [flt.column, *flt.where, *flt.unset, *flt.present]
            predicate, p = flt.model_copy(update={"tag_keys": names, "geometry_kind": None}).sql_predicate("c")
            parts.append(f"SELECT {index} AS i, c.dim::int AS d, sum(c.n) AS n FROM {sets} c"
                         f" WHERE c.tbl = %s AND {predicate}{dimension} GROUP BY 2")
            params += [spec.relation, *p]
            continue
        predicate, p = flt.sql_predicate("t", spec.geog("t"))
        parts.append(f"SELECT {index} AS i, {dimension_sql(spec.geog('t'))} AS d, count(*) AS n"
                     f" FROM {spec.relation} t WHERE {predicate} GROUP BY 2")
        params += p
    # RIGHT JOIN: the snapshot row comes back even when no filter matches a row
    result = ctx.db.query(f"SELECT c.i, c.d, c.n, {data_cache.SNAPSHOT_COLUMNS} FROM ("
                          + " UNION ALL ".join(parts) + f") c RIGHT JOIN {data_cache.SNAPSHOT_FROM} ON true ORDER BY 1, 2",
                          params, max_rows=10_000)
    counts: list[data_cache.Counts] = [({}, 0) for _ in filters]
    for index, dimension, n, _, _ in result.rows:
        if index is None or not n:   # the counts of rows since deleted stay, at 0
            continue
        kinds, rows = counts[index]
        kind = KINDS.get(dimension, "polygon")
        kinds[kind] = kinds.get(kind, 0) + int(n)
        counts[index] = kinds, rows + int(n)
    xmin, xmax = result.rows[0][3:]
    data_cache.store(ctx, xmin, xmax, {key: (dict(kinds), rows) for key, (kinds, rows) in zip(keys, counts)})
    return counts


def _uncounted(spec: TableSpec) -> set[str]:
    """What neither the tag counts nor the tag sets hold: the name (column or tag) and the row's own columns (id,
    source …, whose namesake tags they do count)."""
    return {spec.name_column, "name", *NOT_TAGS}


def _counted_tag(flt: FeatureFilter, spec: TableSpec) -> tuple[str, str | None] | None:
    """(column or tag key, value or None for "has it") when the tag counts hold the filter's count: one tag."""
    if flt.where or flt.unset or flt.present or flt.column in _uncounted(spec):
        return None
    return flt.column, flt.value


def _in_tag_sets(flt: FeatureFilter, spec: TableSpec) -> bool:
    """Whether the tag sets hold what the filter reads: its columns and tags."""
    return not {flt.column, *flt.where, *flt.unset, *flt.present} & _uncounted(spec)


def _value_text(value: str) -> str:
    return fold(value).replace(";", " ")


def _common_values(ctx: ToolContext) -> list[tuple[str, str, str]]:
    """(table, column, value) from pg_stats most-common values of the profile's categorical columns."""
    found: list[tuple[str, str, str]] = []
    for logical, spec in ctx.profile.tables.items():
        if not spec.category_columns:
            continue
        for relation in spec.sources or [spec.relation]:   # a view has no statistics: its tables do
            schema, _, name = relation.rpartition(".")
            result = ctx.db.query(
                "SELECT attname, most_common_vals::text::text[] FROM pg_stats WHERE tablename = %s"
                " AND schemaname = COALESCE(NULLIF(%s, ''), current_schema()) AND attname = ANY(%s)",
                [name, schema, spec.category_columns], max_rows=200)
            for column, values in result.rows:
                found += [(logical, column, value) for value in values or []]
    return found


def _probe(ctx: ToolContext, spellings: list[str], tables: list[str] | None = None,
           columns: list[str] | None = None) -> list[tuple[str, str, str]]:
    """Exact values equal to one of `spellings` in the categorical columns (finds rare values pg_stats misses): one
    statement over every table, in the profile's table order."""
    parts, params = [], []
    for logical, spec in ctx.profile.tables.items():
        if tables is not None and logical not in tables:
            continue
        for column in spec.category_columns:
            if (columns is not None and column not in columns) or column not in table_columns(ctx, logical) \
                    or not _IDENT.match(column):
                continue
            multi = f" OR string_to_array(replace(lower(\"{column}\"::text), ' ', ''), ';') && %s" if column in MULTI_VALUE else ""
            parts.append(f"(SELECT %s AS t, * FROM (SELECT DISTINCT %s AS c, \"{column}\"::text AS v FROM {spec.relation}"
                         f" WHERE lower(\"{column}\"::text) = ANY(%s){multi}) d)")
            params += [logical, column, spellings] + ([spellings] if multi else [])
    if not parts:
        return []
    result = ctx.db.query(" UNION ALL ".join(parts), params, max_rows=200 * len(ctx.profile.tables))
    found: list[tuple[str, str, str]] = []
    for logical, column, value in result.rows:
        # a list value ("pizza;italian") contributes the matching element, not the whole list
        pieces = [v for v in re.split(r"\s*;\s*", value) if v.lower() in spellings] or [value]
        found += [(logical, column, piece) for piece in pieces]
    return list(dict.fromkeys(found))


def _spellings(phrase: str) -> list[str]:
    """How a phrase may be stored as a value: 'hot pot' -> hot_pot, hot pot, hotpot; two or three words also
    in the other orders ('new american' -> american_new: values often put the qualifier last)."""
    out: list[str] = []
    for variant in phrase_variants(phrase):
        out += [variant.replace(" ", "_"), variant, variant.replace(" ", "")]
        words = variant.split(" ")
        if 2 <= len(words) <= 3:
            out += ["_".join(order) for order in itertools.permutations(words)]
    return list(dict.fromkeys(out))


def shop_kind(phrase: str) -> str | None:
    """'photo shop', 'carpet stores' -> the kind of shop, OSM's shop=<kind>; None for other phrases."""
    head = re.fullmatch(r"(.+?) (?:shop|store)s?", normalize_phrase(phrase))
    return head.group(1) if head else None


def discover(ctx: ToolContext, phrase: str) -> list[FeatureFilter]:
    """Filters whose value spells the phrase (exact after folding; close matches only from pg_stats)."""
    spellings = _spellings(phrase)
    exact = _probe(ctx, spellings)
    if not exact and (kind := shop_kind(phrase)):
        exact = _probe(ctx, _spellings(kind), tables=["pois"], columns=["shop"])
    if not exact:
        targets = {_value_text(s) for s in spellings}
        texts: dict[str, list[tuple[str, str, str]]] = {}
        for table, column, value in _common_values(ctx):   # every column a value is common in ('yes': shop, emergency)
            texts.setdefault(_value_text(value), []).append((table, column, value))
        close = difflib.get_close_matches(next(iter(targets)), list(texts), n=3, cutoff=0.85)
        # all of them: keeping one (the last pg_stats listed) made the answer change with the statistics
        exact = [candidate for text in close for candidate in texts[text]]
    return [FeatureFilter(table=t, column=c, value=v, source="discovered") for t, c, v in exact]


def _probe_keys(ctx: ToolContext, flt: FeatureFilter, keys: list[str], spellings: list[str]) -> list[tuple[str, str]]:
    """(key, value) of the head's rows whose `keys` hold one of `spellings` (a column or a key of `tags`)."""
    bound = bind(ctx, flt)
    columns = table_columns(ctx, flt.table)
    spec = ctx.profile.table(flt.table)
    head, head_params = bound.sql_predicate("t")
    if (bound.value is not None and bound.column in spec.category_columns and bound.column in columns
            and bound.column not in MULTI_VALUE):   # a list's element ('pizza' of 'pizza;italian') is not its value
        # the same rows, by the column's index of folded values (the load builds one per category column): a scan
        # of the national extract's POIs took 6-7 ms a probe, the index 0.6
        head, head_params = f'lower(t."{bound.column}"::text) = %s AND {head}', [bound.value.lower(), *head_params]
    parts: list[str] = []
    params: list[Any] = []
    for key in keys:
        if key in columns and _IDENT.match(key):
            ref, ref_params = f't."{key}"::text', []
        elif "tags" in columns:
            ref, ref_params = "t.tags->>%s", [key]
        else:
            continue
        multi = f" OR string_to_array(replace(lower({ref}), ' ', ''), ';') && %s" if key in MULTI_VALUE else ""
        parts.append(f"SELECT DISTINCT %s AS k, {ref} AS v FROM {spec.relation} t WHERE {head} AND "
                     f"(lower({ref}) = ANY(%s){multi})")
        params += [key, *ref_params, *head_params, *ref_params, spellings] + ([*ref_params, spellings] if multi else [])
    if not parts:
        return []
    result = ctx.db.query(" UNION ALL ".join(parts), params, max_rows=200)
    found: list[tuple[str, str]] = []
    for key, value in result.rows:
        pieces = [v for v in re.split(r"\s*;\s*", value) if v.lower() in spellings] or [value]
        found += [(key, piece) for piece in pieces]
    return list(dict.fromkeys(found))


def _refine(ctx: ToolContext, flt: FeatureFilter, modifier: str) -> tuple[list[FeatureFilter], bool]:
    """The head filter narrowed by a modifier, and whether the narrowing is known (a field option or field of
    the head's preset, values from the schema, or a value the database has for one of its open fields) rather
    than guessed (the likeliest open field, so that a count says a real 0). Nothing when the head's preset has
    no field the modifier could be."""
    tags = {flt.column: flt.value or "*", **flt.where}
    alternatives = presets.match_modifier(modifier, tags)
    if alternatives is None and (keys := _carried(modifier)):   # 'pubs with a website': the places that carry one
        return [flt.model_copy(update={"present": [*flt.present, key]}, deep=True) for key in keys], True
    known = alternatives is not None
    if alternatives:   # the word itself as a value of the field it names ('patio': outdoor_seating=patio)
        keys = list(dict.fromkeys(key for extra in alternatives for key in extra))
        probed = [{k: v} for k, v in _probe_keys(ctx, flt, keys, _spellings(modifier))]
        alternatives = probed + [extra for extra in alternatives if extra not in probed]
    if alternatives is None:
        hits = _probe_keys(ctx, flt, presets.modifier_keys(tags), _spellings(modifier))
        known = bool(hits)
        fallback = presets.fallback_key(tags)
        alternatives = [{key: value} for key, value in hits] or (
            [{fallback: modifier.replace(" ", "_")}] if fallback else [])
    # a condition of the head stands: 'sushi' does not turn restaurant & cuisine=fast_food into cuisine=sushi
    alternatives = [extra for extra in alternatives if all(flt.where.get(k) in (None, v) for k, v in extra.items())]
    return [flt.model_copy(update={"where": {**flt.where, **extra}}, deep=True) for extra in alternatives], known


def _carried(modifier: str) -> list[str]:
    """The tags a modifier names as something a place has ('website', 'a phone number', 'opening hours'), when it
    says nothing but that attribute; a yes-or-no attribute ('wheelchair access') is a value, read by the presets. Never
    a guessed value of the head's open field: 'website' is no kind of brewery."""
    found = asked_attribute(modifier)
    if found is None or modifier[:found[1][0]].strip() not in ("", "a", "an", "its", "their") or \
            modifier[found[1][1]:].strip():
        return []
    spec = attributes()[found[0]]
    return [] if spec.answer == "yes_no" else list(spec.tags)


def _with_modifier(ctx: ToolContext, phrase: str) -> tuple[str, list[FeatureFilter], list[str]] | None:
    """'hawaiian restaurant' -> restaurant filters refined by cuisine=hawaiian. The longest known head with a
    known refinement wins, else the longest head with a guessed one ('new american restaurant': cuisine=
    new_american on restaurant, not a guess on American Restaurant). Within a head, known refinements drop the
    guessed ones of its other filters ('Lutheran church': denomination=lutheran, no guess for building=church)."""
    words = normalize_phrase(phrase).split(" ")
    guessed: tuple[str, list[FeatureFilter], list[str]] | None = None
    for start in range(1, len(words)):
        head = lookup(" ".join(words[start:]))
        if head is None:
            continue
        modifier = " ".join(words[:start])
        matched, head_filters = head
        refined = [_refine(ctx, flt, modifier) for flt in head_filters]
        known = any(k for _, k in refined)
        filters = [flt for found, k in refined if k or not known for flt in found]
        if filters and known:
            return f"{modifier} {matched}", filters, []
        if filters and guessed is None:
            guessed = f"{modifier} {matched}", filters, []
    if guessed is not None and not any(has_rows(ctx, bind(ctx, flt)) for flt in guessed[1]) and \
            (described := described_kind(ctx, phrase)) is not None:
        return described[0], described[1], []   # a guess the data holds no row of: the words on the rows' tags
    return guessed


# "burger place", "taco joint": a place that serves it.
_PLACE = re.compile(r"^(?P<food>.+) (?:place|joint)$")


# "restaurant serving sushi" is GS-QA's way of saying "sushi restaurant" (T2/T6/T14/T18 filters);
# "restaurant with outdoor seating" names a field of the head.
_SERVING = re.compile(r"^(?P<head>.+?) (?:serving|serves?|selling|sells?|(?:that|which) (?:serves?|sells?)|with an?|with|"
                      r"(?:(?:that|which) )?(?:has|have|having)(?: (?:an?|their own|its own|own))?) "
                      r"(?P<food>.+)$")


def serving_as_modifier(phrase: str) -> str:
    """'restaurant serving sushi' -> 'sushi restaurant', 'restaurant with outdoor seating' -> 'outdoor seating
    restaurant'; any other phrase unchanged."""
    match = _SERVING.match(phrase) or _PLACE.match(phrase)
    if match and "head" not in match.groupdict():
        return f"{match['food']} restaurant"
    return f"{match['food']} {match['head']}" if match else phrase


def resolve(ctx: ToolContext, feature: str, purpose: str = "any") -> FeatureResolution:
    """All filters for a phrase, counted and split by what the purpose can use. Raises FeatureError.

    The counted filters are found once per tool call, whatever the purpose (grounding compares phrases before the
    tool measures); each caller gets copies."""
    matched, filters, notes = memoised(("feature", ctx.profile.name, feature), lambda: _counted(ctx, feature))
    return _for_purpose(feature, purpose, matched, [flt.model_copy(deep=True) for flt in filters], list(notes))


def _counted(ctx: ToolContext, feature: str) -> tuple[str, list[FeatureFilter], list[str]]:
    """(what the phrase matched, its filters counted in this database, notes on how it was read)."""
    phrase = normalize_phrase(feature)
    if not phrase:
        raise FeatureError("empty feature phrase; give a kind of place such as 'cafe', 'lake' or 'river'")
    notes: list[str] = []
    reordered = serving_as_modifier(phrase)
    known = lookup(phrase) or lookup(reordered)
    if known is None and presets.generic_place(phrase):
        raise FeatureError(f"{feature!r} names no kind of place: say which kind, e.g. 'restaurant', 'place to eat', "
                           "'hotel', 'place of worship', 'museum', or 'town' / 'village' for settlements")
    if known is not None:
        matched, filters = known
    elif (modified := _with_modifier(ctx, reordered)) is not None:
        matched, filters, notes = modified
    elif discovered := discover(ctx, reordered):
        matched, filters = "discovered", discovered
    elif (described := described_kind(ctx, phrase)) is not None:   # 'the car park for hotel guests'
        matched, filters = described
    elif (found := lookup(phrase, weak=True)) is not None:
        matched, filters = found
    elif (found := approximate(phrase)) is not None:
        matched, filters = found
        notes.append(f"approximate match: {feature!r} read as {matched!r}")
    else:
        close = closest_phrases(phrase)
        hint = f" Closest known phrases: {', '.join(close)}." if close else ""
        raise FeatureError(f"unknown feature {feature!r}: no known phrase and no category value matches it.{hint}"
                           " Try a simpler or more common word (e.g. 'restaurant', 'museum', 'lake', 'road').")
    if "_" in feature.strip() and " " not in feature.strip():
        # written as a tag value ('travel_agency'): that value, not its synonyms (office=travel_agent)
        exact = [flt for flt in filters if (flt.value or "").lower() == feature.strip().lower()]
        filters = exact or filters
    filters = [bind(ctx, flt) for flt in filters]
    count_by_kind(ctx, filters)
    return matched, filters, notes


def _for_purpose(feature: str, purpose: str, matched: str, filters: list[FeatureFilter],
                 notes: list[str]) -> FeatureResolution:
    """The counted filters split by what the purpose can use, with notes on what is left out and why."""
    phrase = normalize_phrase(feature)
    resolution = FeatureResolution(feature=feature, purpose=purpose, matched=matched)
    wanted = PURPOSE_KINDS.get(purpose)
    for flt in filters:
        if flt.rows == 0:
            resolution.empty.append(flt)
        elif wanted is not None and not wanted & set(flt.geometry_types):
            resolution.mismatched.append(flt)
        elif wanted is not None:
            kind = next(iter(wanted))
            usable = flt.model_copy(update={"geometry_kind": kind, "rows": flt.geometry_types[kind]})
            resolution.filters.append(usable)
            if usable.rows < flt.rows:  # e.g. 3 café buildings among 140 café points: say what is left out
                notes.append(f"{flt.label()}: only {usable.rows} of {flt.rows} rows are {kind}s; the other "
                             f"{flt.rows - usable.rows} have no {purpose}")
        else:
            resolution.filters.append(flt)
    if resolution.filters and (resolution.empty or resolution.mismatched):
        # something usable was found: one short line about the rest is enough for a small model
        left = [f"{f.label()} (0 rows)" for f in resolution.empty]
        left += [f"{f.label()} ({'/'.join(k + 's' for k in f.geometry_types)})" for f in resolution.mismatched]
        notes.append("not used: " + "; ".join(left))
    else:
        if resolution.empty:
            notes.append("no rows in this database for: " + "; ".join(f.label() for f in resolution.empty))
        if resolution.mismatched:
            kinds = sorted({k for f in resolution.mismatched for k in f.geometry_types})
            need = "polygons" if purpose == "area" else "lines"
            notes.append(f"{phrase} are stored as {'/'.join(k + 's' for k in kinds)} "
                         f"({'; '.join(f.label() for f in resolution.mismatched)}): {purpose} is not defined for them "
                         f"({purpose} needs {need}); count or nearest work")
    resolution.notes = notes
    return resolution


def phrase_lookups(ctx: ToolContext) -> PhraseLookups:
    """What this database says of feature phrases, for reconciling a call with the question (reading/reconcile.py):
    the (table, column, value, conditions) a phrase resolves to (None when it cannot use it), and whether it can
    use a phrase with its modifier ('Greek restaurant': cuisine=greek)."""
    def tags(phrase: str) -> set[tuple[str, str, str | None, tuple]] | None:
        try:
            filters = resolve(ctx, phrase).filters
        except Exception:   # an unknown phrase
            return None
        return {(f.table, f.column, f.value, tuple(sorted(f.where.items()))) for f in filters} or None

    return PhraseLookups(tags=tags, knows=lambda phrase: tags(phrase) is not None)


def resolve_feature(ctx: ToolContext, feature: str, purpose: str = "any") -> list[FeatureFilter]:
    """The usable filters for a phrase and purpose (may be empty when the database has none). Raises FeatureError."""
    return resolve(ctx, feature, purpose).filters


# --------------------------------------------------------------------------------------------------
# The tool

class Input(ToolInput):
    feature: str = Field(description="A kind of place, e.g. 'cafe', 'fast food', 'lake', 'river', 'park', 'history museum'.")
    purpose: Purpose = Field("any", description="What you will compute: count, area (polygons), length (lines), nearest, any.")

    @field_validator("purpose", mode="before")
    @classmethod
    def _purpose_alias(cls, value: Any) -> Any:
        """'largest' means area, 'closest' nearest ...: the 1.5B model wrote purpose='largest' and looped on the
        validation error. An unknown word is 'any' (every kind of geometry), which never hides a filter."""
        if isinstance(value, str):
            key = value.strip().lower().replace(" ", "_")
            return key if key in PURPOSES else PURPOSE_ALIASES.get(key, "any")
        return value


class FilterInfo(BaseModel):
    table: str
    condition: str
    rows: int
    geometry: dict[str, int]
    sql: str


class Result(ToolResult):
    feature: str = ""
    purpose: str = "any"
    matched: str = ""
    filters: list[FilterInfo] = []
    notes: list[str] = []

    def render(self) -> str:
        if not self.ok:
            return self.render_error()
        lines = [f"'{self.feature}' (matched: {self.matched}) for {self.purpose}:"]
        for f in self.filters[:10]:
            kinds = ", ".join(f"{n} {k}s" for k, n in f.geometry.items())
            lines.append(f"- {f.table} {f.condition}: {f.rows} rows ({kinds}); SQL: {f.sql}")
        if not self.filters:
            lines.append("- no usable rows in this database")
        lines += [f"note: {note}" for note in self.notes]
        lines.append(f"Use feature='{self.feature}' in CalculateMetric.")
        return "\n".join(lines)


def run(ctx: ToolContext, args: Input) -> Result:
    try:
        resolution = resolve(ctx, args.feature, args.purpose)
    except FeatureError as exc:
        return Result(ok=False, error=str(exc), feature=args.feature, purpose=args.purpose)
    infos = [FilterInfo(table=f.table, condition=f.label().split(" ", 1)[1], rows=f.rows, geometry=f.geometry_types,
                        sql=f.display()) for f in resolution.filters]
    return Result(feature=args.feature, purpose=args.purpose, matched=resolution.matched, filters=infos,
                  notes=resolution.notes)
