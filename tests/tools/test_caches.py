"""What the tools keep between lookups: feature counts per database while the data does not change, and one tool
call's memo of resolved phrases. Real database: a write through the owner role must show in the next count."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from pydantic import BaseModel

from georeact.db.session import recording_sql
from georeact.reading import read, vocabulary as presets
from georeact.reading.features import FeatureFilter, _parse_filter
from georeact.tools import poi_filter as pf
from georeact.tools.base import ToolResult, call_memo, invoke, memoised
from georeact.tools.metric import tool as cm
from georeact.tools import place_search
from georeact.tools.place_search import find_places, prefetch, search_terms
from georeact.tools.registry import ToolSpec
from tests import independent as ind

pytestmark = pytest.mark.changes_the_test_cluster   # loads, rebuilds or edits its data for a while: alone

PROBE_OSM_ID = -17_000_001   # no OSM object has a negative node id: the probe row cannot collide with real data


class NoArguments(BaseModel):
    pass


def cafes() -> int:
    return sum(len(ind.nodes(e, "amenity", "cafe")) + len(ind.areas(e, "amenity", "cafe")) for e in ind.EXTRACTS)


def counted(ctx, phrase: str) -> tuple[int, list[str]]:
    """Rows of the phrase's filters, and the statements counting them took."""
    with call_memo(), recording_sql() as log:
        rows = pf.resolve(ctx, phrase, "count").total_rows
    return rows, [q.sql for q in log]


@contextmanager
def probe_cafe(owner_conn) -> Iterator[None]:
    """One more café in pois while the block runs (a load would change the data the same way)."""
    owner_conn.execute("INSERT INTO public.pois (osm_type, osm_id, poi_name, amenity, tags, geometry, source) VALUES "
                       "('N', %s, 'Cache Probe', 'cafe', '{\"name:en\": \"Zyxwv Variant\"}',"
                       " 'SRID=4326;POINT(9.52 47.14)'::geography, 'test')", (PROBE_OSM_ID,))
    try:
        yield
    finally:
        owner_conn.execute("DELETE FROM public.pois WHERE osm_type = 'N' AND osm_id = %s", (PROBE_OSM_ID,))


def test_a_count_hit_is_the_count_and_costs_no_count_query(ctx):
    first, _ = counted(ctx, "cafe")
    again, statements = counted(ctx, "cafe")
    assert first == again == cafes()
    assert not any("count(*)" in sql for sql in statements)   # only the data version was asked
    assert len(statements) == 1


def test_counts_follow_a_write_to_the_data(ctx, owner_conn):
    assert counted(ctx, "cafe")[0] == cafes()   # now kept
    with probe_cafe(owner_conn):
        assert counted(ctx, "cafe")[0] == cafes() + 1
        tool = invoke(pf.run, pf.Result, ctx, pf.Input(feature="cafe", purpose="count"))
        assert tool.ok and tool.filters[0].rows == cafes() + 1
    assert counted(ctx, "cafe")[0] == cafes()


def found_by_variant(ctx, name: str) -> list[str]:
    with call_memo():
        return [m.name for m in find_places(ctx, name) if m.matched_on == "name:en"]


def test_variant_names_follow_a_write_to_the_data(ctx, owner_conn):
    assert found_by_variant(ctx, "Zyxwv Variant") == []
    with probe_cafe(owner_conn):
        assert found_by_variant(ctx, "Zyxwv Variant") == ["Cache Probe"]
    assert found_by_variant(ctx, "Zyxwv Variant") == []


def test_a_phrase_is_resolved_once_per_call_and_each_caller_gets_a_copy(ctx):
    pf.resolve(ctx, "restaurant", "count")   # the table's columns and the counts are known from here on
    with call_memo(), recording_sql() as log:
        first = pf.resolve(ctx, "restaurant", "count")
        first.notes.append("changed by its caller")
        first.filters[0].rows = -1
        second = pf.resolve(ctx, "restaurant", "count")
    assert len(log) == 1   # the data version, once
    assert "changed by its caller" not in second.notes and second.filters[0].rows > 0


def test_the_memo_lives_for_one_call(ctx):
    made: list[object] = []

    def run(_ctx, _args) -> ToolResult:
        made.append(memoised("key", object))
        return ToolResult(ok=memoised("key", object) is made[-1])

    assert invoke(run, ToolResult, ctx, NoArguments()).ok and invoke(run, ToolResult, ctx, NoArguments()).ok
    assert made[0] is not made[1]
    assert memoised("key", object) is not memoised("key", object)   # outside a call nothing is kept


def test_grounding_of_one_question_does_not_carry_into_the_next(ctx):
    """The same arguments under two questions: each call grounds its feature in its own question."""
    args = cm.Input(metric="count", feature="place", region="Vaduz")
    counts = {}
    for feature in ("cafes", "restaurants"):
        question = f"How many {feature} are there in Vaduz?"
        reading = read(question)   # the model's call reconciled with its question, as the agent does
        asked = ctx.asked(question, reading)
        result = invoke(cm.run, cm.Result, asked, args, reconcile=ToolSpec("CalculateMetric", cm).reconciler(reading))
        direct = invoke(cm.run, cm.Result, ctx, cm.Input(metric="count", feature=feature, region="Vaduz"))
        assert result.ok and direct.ok, (result.error, direct.error)
        counts[feature] = (result.value, direct.value)
    assert all(grounded == direct for grounded, direct in counts.values())
    assert counts["cafes"][0] != counts["restaurants"][0]


@pytest.mark.parametrize("names", [["Ateneum", "Kiasma"], ["Rathaus", "Vaduz", "Schaann"], ["Muru, Helsinki", "Kappeli"]])
def test_places_searched_together_are_found_as_one_by_one(ctx, names):
    alone = [find_places(ctx, name) for name in names]   # outside a call: each its own statements
    with call_memo(), recording_sql() as log:
        prefetch(ctx, [term for name in names for term in search_terms(name)])
        together = [find_places(ctx, name) for name in names]
    assert together == alone
    assert len(log) == 1   # the names, their variants and region forms


def test_variants_region_forms_and_a_context_of_no_region_are_in_the_one_search(ctx):
    """'Helsinki Cathedral' is a name:en, 'City of Vaduz' a region form, and 'Helsinki', a POI's name but no
    region's, is looked up as a context among the regions: all from the call's one search statement (a second
    statement for the variants made PlanRoute in Helsinki take 6 statements)."""
    names = ["Helsinki Cathedral", "Helsinki", "City of Vaduz"]
    with call_memo():   # the catalog lookups each process makes once
        prefetch(ctx, names)
    with call_memo(), recording_sql() as log:
        prefetch(ctx, names)
        cathedral, vaduz = find_places(ctx, "Helsinki Cathedral")[0], find_places(ctx, "City of Vaduz")[0]
        as_region = find_places(ctx, "Helsinki", tables=["regions"])
    assert (cathedral.matched_on, cathedral.match) == ("name:en", "exact")
    assert (vaduz.name, vaduz.table, vaduz.matched_on) == ("Vaduz", "regions", "name without 'City of'")
    assert not [m for m in as_region if not m.approximate]
    assert len(log) == 1


def test_a_subset_of_tables_reads_the_search_of_all(ctx):
    with call_memo(), recording_sql() as log:
        find_places(ctx, "Vaduz")
        regions = find_places(ctx, "Vaduz", tables=["regions"])
    assert len(log) == 1
    assert regions == find_places(ctx, "Vaduz", tables=["regions"]) and regions[0].table == "regions"


# -- counts kept by the data tables' triggers (georeact/db/tag_counts.py) ---------------------------------------

def vocabulary_filters(ctx) -> list:
    """Every distinct filter of the vocabulary, bound to this database (which names are tag keys)."""
    seen, filters = set(), []
    for _, phrase_filters in pf.vocabulary().values():
        for flt in phrase_filters:
            if flt.table in ctx.profile.tables and (key := flt.label()) not in seen:
                seen.add(key)
                filters.append(pf.bind(ctx, flt))
    return filters


def preset_compound_filters(ctx) -> list[FeatureFilter]:
    """The presets' filters of several conditions (natural=water & water=pond, amenity=cafe & cuisine=tea), bound."""
    found: dict[str, FeatureFilter] = {}
    for phrase in presets.phrases():
        for spec in (presets.lookup(phrase) or ("", []))[1]:
            flt = _parse_filter(spec)
            if (flt.where or flt.unset) and flt.table in ctx.profile.tables:
                found.setdefault(flt.label(), pf.bind(ctx, flt))
    return list(found.values())


def test_kept_counts_equal_a_scan_for_every_filter_of_the_vocabulary(ctx, monkeypatch):
    """Every filter of the curated vocabulary and every preset filter of several conditions: the kept counts (one
    tag from tag_counts, several conditions over tag_sets) equal a scan of the data table, by geometry kind too."""
    filters = vocabulary_filters(ctx)
    compound = preset_compound_filters(ctx)
    assert len(compound) > 100
    filters += compound + [f.model_copy(update={"geometry_kind": kind}) for f in filters[:40] + compound[:40]
                           for kind in ("point", "polygon")]
    kept = [pf._counted_tag(f, ctx.profile.table(f.table)) is not None for f in filters]
    assert sum(kept) > 200 and not all(kept), (sum(kept), len(filters))   # more conditions: tag sets
    with recording_sql() as log:
        from_table = [c for i in range(0, len(filters), 200)
                      for c in pf._count(ctx, filters[i:i + 200], [("kept", i, j) for j in range(200)])]
    assert log and not [q.sql for q in log if re.search(r"FROM (pois|roads|parks|lakes|regions) t\b", q.sql)]
    monkeypatch.setattr(pf, "relation_columns", lambda ctx, relation: {})   # as on a database without the tables
    scanned = [c for i in range(0, len(filters), 200)
               for c in pf._count(ctx, filters[i:i + 200], [("scanned", i, j) for j in range(200)])]
    assert sum(rows for _, rows in scanned) > 1000
    assert sum(rows for f, (_, rows) in zip(filters, scanned) if f.where or f.unset) > 50
    mismatched = [(f.label(), a, b) for f, a, b in zip(filters, from_table, scanned) if a != b]
    assert not mismatched


def test_a_filter_on_a_rows_own_column_is_counted_from_the_table(ctx, owner_conn):
    """`source` is the file a row came from; the tag counts hold OSM's `source` tag under that key. A filter on the
    column is counted from the table, not read from the tag's count."""
    source = owner_conn.execute("SELECT source, count(*) FROM public.pois GROUP BY 1 ORDER BY 2 DESC LIMIT 1").fetchone()
    flt = pf.bind(ctx, FeatureFilter(table="pois", column="source", value=source[0]))
    assert pf._counted_tag(flt, ctx.profile.table("pois")) is None
    with recording_sql() as log:
        (_, rows), = pf._count(ctx, [flt], [("own column", source[0])])
    assert rows == source[1] > 100 and "FROM pois t" in log[0].sql


def test_a_count_of_several_conditions_follows_a_write_to_the_data(ctx, owner_conn):
    """A restaurant whose cuisine list holds coffee_shop is a café (amenity=restaurant & cuisine=coffee_shop): the
    tag sets count it while it is there, and not once it is deleted."""
    flt = pf.bind(ctx, FeatureFilter(table="pois", column="amenity", value="restaurant", where={"cuisine": "coffee_shop"}))

    def rows(key: str) -> int:
        with recording_sql() as log:
            (_, n), = pf._count(ctx, [flt], [key])
        assert len(log) == 1 and "tag_sets" in log[0].sql and "FROM pois t" not in log[0].sql
        return n

    before = rows("before")
    owner_conn.execute("INSERT INTO public.pois (osm_type, osm_id, poi_name, amenity, cuisine, tags, geometry, source)"
                       " VALUES ('N', %s, 'Cache Probe', 'restaurant', 'bakery; coffee_shop', '{}',"
                       " 'SRID=4326;POINT(9.52 47.14)'::geography, 'test')", (PROBE_OSM_ID,))
    try:
        assert rows("with the probe") == before + 1
    finally:
        owner_conn.execute("DELETE FROM public.pois WHERE osm_type = 'N' AND osm_id = %s", (PROBE_OSM_ID,))
    assert rows("after") == before


def test_a_first_count_reads_the_kept_counts_not_the_table(ctx):
    with call_memo(), recording_sql() as log:
        filters = [pf.bind(ctx, FeatureFilter(table="pois", column="amenity", value="cafe")),
                   pf.bind(ctx, FeatureFilter(table="pois", column="cuisine", value="pizza"))]
        counts = pf._count(ctx, filters, [("first", 1), ("first", 2)])
    assert counts[0][1] == cafes() and counts[1][1] > 0
    assert len(log) == 1 and "FROM tag_counts" in log[0].sql and "FROM pois" not in log[0].sql


def test_the_extracts_described_at_load_are_what_the_data_says(ctx, monkeypatch):
    """coverage() and main_towns() read db/extracts.py's table (one small statement) instead of every geometry."""
    monkeypatch.setattr(place_search.data_cache, "cached", lambda ctx, keys: None)   # as a process's first time
    with call_memo(), recording_sql() as log:
        described = place_search._described_extracts(ctx)
    assert described and len(log) == 1 and "FROM extracts" in log[0].sql
    monkeypatch.setattr(place_search, "_described_extracts", lambda ctx: None)   # as on a database without it
    with call_memo():
        scanned, towns = place_search.coverage(ctx), place_search.main_towns(ctx)
    assert described == scanned
    assert {e.source: e.towns for e in described if e.towns} == towns
    assert {e.source for e in described} >= {path.name for path in ind.EXTRACTS.values()}
