"""The merge of a load into the data tables (issue 30): set-wise, with its own progress, the same documents.

Real osm2pgsql and the shared test cluster. A reload of the smallest shipped extract keeps its rows and ids
(test_data.py), so these tests leave the data as they found it.
"""

from __future__ import annotations

import re

import psycopg
import pytest

from georeact import services
from georeact.db import importer, region_pieces, search, tag_counts
from georeact.db.profiles import GSQA
from georeact.db.session import recording_sql
from georeact.tools.base import call_memo
from georeact.tools import poi_filter
from georeact.db.session import owner_url
from georeact.progress import Tick
from tests import independent

pytestmark = pytest.mark.changes_the_test_cluster   # loads, rebuilds or edits its data for a while: alone


def test_a_load_reports_the_merge_per_table_with_counts_and_rate(settings) -> None:
    ticks: list[Tick] = []
    extract = independent.EXTRACTS["liechtenstein"]
    summary = importer.load_file(extract, owner_url(settings), reader_role="georeact_reader",
                                 log=lambda message: None, network=False, progress=ticks.append)

    merge = [tick for tick in ticks if tick.task == f"merge {extract.name}"]
    total = sum(summary.rows_loaded.values()) + summary.invalid_geometries
    assert merge and all(tick.total == total for tick in merge)
    assert [tick.done for tick in merge] == sorted(tick.done for tick in merge), "the merged rows never go back"
    for table, rows in summary.rows_loaded.items():   # each table: its rows when it starts, its rate when it ends
        details = [tick.detail for tick in merge if tick.detail.startswith(f"{table}: ")]
        assert details[0] == f"{table}: {rows:,} rows", details
        assert re.fullmatch(rf"{table}: {rows:,} rows in \d+\.\d s, [\d,]+ rows/s", details[-1]), details
        if rows:   # and a tick per batch of rows in between
            assert any(re.fullmatch(rf"{table}: [\d,]+ of {rows:,} rows, [\d,]+ rows/s", d) for d in details), details
    assert merge[-1].done == total and re.fullmatch(rf"done: {total:,} rows in \d+\.\d s, [\d,]+ rows/s",
                                                    merge[-1].detail)
    # the load's own stages are still there, the merge among them
    assert any(tick.task == f"load {extract.name}" and tick.detail.startswith("merging") for tick in ticks)
    assert list(summary.merge_seconds) == list(importer.DATA_TABLES)
    assert summary.osm2pgsql_seconds > 0


def test_the_stored_documents_are_the_per_row_function(owner_conn) -> None:
    """The merge computes the documents set-wise; georeact_search_vector (the planet_osm views) one row at a
    time from the same SQL: they agree on every row of the four extracts."""
    for table in search.SEARCH_TABLES:
        name = importer.DATA_TABLES[table]
        rows, differ, empty = owner_conn.execute(
            f"SELECT count(*), count(*) FILTER (WHERE search IS DISTINCT FROM georeact_search_vector({name}, tags)), "
            f"count(*) FILTER (WHERE search IS NULL) FROM public.{table}").fetchone()
        assert rows > 0 and differ == 0 and empty == 0, (table, rows, differ, empty)


def test_a_document_has_its_words_in_order_and_weight(owner_conn) -> None:
    """A multi-value tag gives the words of each value, in the tag's order, with the kind's weight B and the
    attribute words C (checked on an object built here, not on the loaded data)."""
    document = owner_conn.execute(
        "SELECT georeact_search_vector('Chez Test', '{\"amenity\": \"restaurant\", \"cuisine\": \"pizza;thai\", "
        "\"diet:vegetarian\": \"yes\", \"name\": \"Chez Test\"}'::jsonb)::text").fetchone()[0]
    lexemes = dict(re.findall(r"'([^']+)':([\d,A-D]+)", document))
    assert lexemes["chez"].endswith("A") and lexemes["restaur"].endswith("B")
    for word in ("pizza", "thai", "vegetarian"):
        assert lexemes[word].endswith("C"), document
    # words of the first cuisine value come before those of the second
    assert int(lexemes["pizza"].split(",")[0].rstrip("ABCD")) < int(lexemes["thai"].split(",")[0].rstrip("ABCD"))


def test_refresh_computes_every_document_again(settings) -> None:
    """When the document's definition changes, refresh() writes every stored document again, set-wise (in a
    transaction rolled back here)."""
    with psycopg.connect(owner_url(settings)) as conn:
        before = dict(conn.execute("SELECT id, search::text FROM public.lakes").fetchall())
        conn.execute("UPDATE public.lakes SET search = NULL")
        conn.execute("COMMENT ON FUNCTION public.georeact_search_vector(text, jsonb) IS 'an older definition'")
        search.refresh(conn, importer.DATA_TABLES)
        after = dict(conn.execute("SELECT id, search::text FROM public.lakes").fetchall())
        index = conn.execute("SELECT 1 FROM pg_indexes WHERE indexname = 'lakes_search'").fetchone()
        conn.rollback()
    assert after == before and index


def test_every_data_table_has_its_indexes(owner_conn) -> None:
    """A bulk merge drops the search indexes and builds them after the rows: they are all there after loads."""
    indexes = {row[0] for row in owner_conn.execute(
        "SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND tablename = ANY(%s)",
        (list(importer.DATA_TABLES),)).fetchall()}
    for table in importer.DATA_TABLES:
        expected = {f"{table}_pkey", f"{table}_osm_key", f"{table}_geometry_gist", f"{table}_name_trgm"}
        expected |= {f"{table}_search"} if table in search.SEARCH_TABLES else set()
        assert expected <= indexes, (table, expected - indexes)


def test_a_phrase_is_probed_for_in_the_categorical_values_by_index(ctx, owner_conn) -> None:
    """Is 'photo' a value here (poi_filter's probe for a phrase it does not know): each categorical column's
    folded values are indexed, so the probe reads indexes, not the tables (86-233 ms a phrase on a country)."""
    with recording_sql() as log:
        poi_filter._probe(ctx, ["cafe", "hot_pot"])
    (probe,) = [q for q in log if "SELECT DISTINCT" in q.sql]
    plan = "\n".join(row[0] for row in owner_conn.execute("EXPLAIN (FORMAT TEXT) " + probe.pasteable()).fetchall())
    assert "Seq Scan" not in plan, plan
    for table in importer.DATA_TABLES:
        for column in GSQA.table(table).category_columns:
            assert f"{table}_{column}_lower" in plan, (table, column)
    assert "pois_cuisine_values" in plan   # 'pizza;italian' lists


def test_a_variant_name_is_looked_up_in_each_tables_variant_index(ctx, owner_conn) -> None:
    """The name search's variant pass (name:en, alt_name …) reads the `{table}_variant_names` GIN indexes (2,102 of
    135,000 rows on the national extract have a variant), not every row, and keeps nothing per process."""
    from georeact.tools import place_search
    importer.build_search_indexes(owner_conn)   # a test cluster loaded before the indexes existed
    with call_memo(), recording_sql() as log:
        names = [m.name for m in place_search.find_places(ctx, "Helsinki Cathedral") if m.matched_on == "name:en"]
    assert names == ["Helsingin tuomiokirkko"]
    (variants,) = [q for q in log if "@> ARRAY[" in q.sql]
    with owner_conn.transaction():   # the towns' tables are small enough to scan: may the index serve each?
        owner_conn.execute("SET LOCAL enable_seqscan = off")
        plan = "\n".join(row[0] for row in owner_conn.execute("EXPLAIN " + variants.pasteable()).fetchall())
    for table in importer.DATA_TABLES:
        assert f"{table}_variant_names" in plan, (table, [line for line in plan.splitlines() if table in line])


def test_a_database_loaded_before_the_value_indexes_gets_them_at_start(settings, owner_conn) -> None:
    owner_conn.execute("DROP INDEX public.pois_shop_lower, public.lakes_water_lower")
    assert importer.missing_search_indexes(owner_conn) == ["pois_shop_lower", "lakes_water_lower"]
    services.bring_up_to_date(settings)
    assert importer.missing_search_indexes(owner_conn) == []


def test_a_load_cuts_every_region_into_small_indexed_pieces(settings, owner_conn) -> None:
    """region_pieces (the name search's 'which regions hold this point'): kept in the load's transaction."""
    extract = independent.EXTRACTS["liechtenstein"]
    importer.load_file(extract, owner_url(settings), reader_role="georeact_reader", log=lambda message: None,
                       network=False)
    rows = owner_conn.execute(
        "SELECT r.id, r.source, count(p.*), max(ST_NPoints(p.piece)),"
        " abs(ST_Area(ST_Union(p.piece)) - ST_Area(r.geometry::geometry)) <= 1e-9 + 1e-6 * ST_Area(r.geometry::geometry)"
        " FROM regions r LEFT JOIN region_pieces p ON p.region_id = r.id GROUP BY r.id").fetchall()
    assert rows and {source for _, source, *_ in rows} >= {extract.name}
    assert all(pieces >= 1 for _, _, pieces, _, _ in rows), "a region without pieces"
    assert all(points <= region_pieces.MAX_VERTICES + 1 for *_, points, _ in rows if points)
    assert all(same_area for *_, same_area in rows), "the pieces do not cover their region exactly"
    orphans = owner_conn.execute("SELECT count(*) FROM region_pieces p WHERE NOT EXISTS "
                                 "(SELECT 1 FROM regions r WHERE r.id = p.region_id)").fetchone()[0]
    assert orphans == 0
    granted = owner_conn.execute("SELECT has_table_privilege('georeact_reader', 'region_pieces', 'SELECT')").fetchone()
    assert granted[0]


def test_a_load_keeps_each_region_whole_as_a_geometry_stored_out_of_line(settings, owner_conn) -> None:
    """region_shapes: every region's polygon as the geometry it is (the same coordinates), none for a region that
    is gone, stored uncompressed out of line (the TOAST pointer PostGIS's cache recognises), readable by the agent."""
    importer.load_file(independent.EXTRACTS["liechtenstein"], owner_url(settings), reader_role="georeact_reader",
                       log=lambda message: None, network=False)
    rows = owner_conn.execute(
        f"SELECT r.id, s.shape IS NOT NULL AND ST_AsBinary(s.shape) = ST_AsBinary(r.geometry::geometry),"
        f" pg_column_compression(s.shape) IS NULL"
        f" FROM regions r LEFT JOIN {region_pieces.SHAPES} s ON s.region_id = r.id").fetchall()
    assert rows and all(same for _, same, _ in rows), "a region without its shape, or with another one"
    assert all(uncompressed for *_, uncompressed in rows)
    storage, toast = owner_conn.execute(
        f"SELECT a.attstorage, pg_relation_size(c.reltoastrelid) FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid"
        f" WHERE a.attrelid = 'public.{region_pieces.SHAPES}'::regclass AND a.attname = 'shape'").fetchone()
    assert storage == "e"   # external: out of line, never compressed
    # the large regions' polygons are in the TOAST table, not in their rows
    assert toast > 0
    orphans = owner_conn.execute(f"SELECT count(*) FROM {region_pieces.SHAPES} s WHERE NOT EXISTS "
                                 "(SELECT 1 FROM regions r WHERE r.id = s.region_id)").fetchone()[0]
    assert orphans == 0
    assert owner_conn.execute(f"SELECT has_table_privilege('georeact_reader', '{region_pieces.SHAPES}', 'SELECT')"
                              ).fetchone()[0]


def test_the_tag_counts_kept_through_a_reload_equal_a_count_from_scratch(settings) -> None:
    """A reload updates every row of the file and deletes none: the triggers take away each row's old pairs and
    add its new ones (the tools read these counts instead of scanning; tests/tools/test_caches.py)."""
    importer.load_file(independent.EXTRACTS["liechtenstein"], owner_url(settings), reader_role="georeact_reader",
                       log=lambda message: None, network=False)
    counts = "SELECT tbl, key, value, dim, n FROM public.tag_counts WHERE n <> 0 ORDER BY 1, 2, 3, 4"
    with psycopg.connect(owner_url(settings)) as conn:
        kept = conn.execute(counts).fetchall()
        for table in importer.DATA_TABLES:   # without its function a table is counted whole again
            conn.execute(f"DROP FUNCTION public.georeact_count_tags_{table} CASCADE")
        assert tag_counts.ensure(conn, importer.DATA_TABLES) == list(importer.DATA_TABLES)
        scratch = conn.execute(counts).fetchall()
        conn.rollback()
    assert len(kept) > 1000 and kept == scratch
    assert not [row for row in kept if row[4] < 0]


def test_db_start_adds_what_a_database_loaded_by_an_older_version_lacks(settings) -> None:
    """Without region_pieces and region_shapes, the tag counts' triggers and the extracts' descriptions (an older
    version's load), add_derived_tables (db start) builds them again from the data: the same pieces, shapes, counts
    and descriptions."""
    tables = ("region_pieces", "region_shapes", "tag_counts", "tag_sets", "extracts")
    snapshot = {"region_pieces": "SELECT region_id, count(*) FROM region_pieces GROUP BY 1 ORDER BY 1",
                "region_shapes": "SELECT region_id, md5(ST_AsBinary(shape)) FROM region_shapes ORDER BY 1",
                "tag_counts": "SELECT tbl, key, value, dim, n FROM tag_counts WHERE n <> 0 ORDER BY 1, 2, 3, 4",
                "tag_sets": "SELECT tbl, digest, dim, n FROM tag_sets WHERE n <> 0 ORDER BY 1, 2, 3",
                "extracts": "SELECT * FROM extracts ORDER BY source"}
    with psycopg.connect(owner_url(settings)) as conn:
        before = {table: conn.execute(query).fetchall() for table, query in snapshot.items()}
        for table in tables:
            conn.execute(f"DROP TABLE public.{table}")
        for table in importer.DATA_TABLES:
            conn.execute(f"DROP FUNCTION public.georeact_count_tags_{table} CASCADE")
        added = importer.add_derived_tables(conn, "georeact_reader")
        after = {table: conn.execute(query).fetchall() for table, query in snapshot.items()}
        readable = [conn.execute("SELECT has_table_privilege('georeact_reader', %s, 'SELECT')", (table,)).fetchone()[0]
                    for table in tables]
        conn.rollback()
    assert "the regions' planar copies (whole and cut into indexed pieces)" in added and len(added) == len(importer.DATA_TABLES) + 1 + len(
        independent.EXTRACTS)
    assert after == before and all(readable)


def test_db_start_replaces_the_region_pieces_gist_index_by_sp_gist(settings) -> None:
    """An older load indexed the pieces with GiST (22 µs a point's lookup on the national extract, SP-GiST 5 µs):
    db start builds the SP-GiST index instead, and which regions hold a point does not change."""
    # (a sample spread over the four towns: the lowest ids are one town's, most of them outside any region)
    held = ("SELECT r.id, array_agg(p.region_id ORDER BY p.region_id) FROM (SELECT id, ST_PointOnSurface("
            "geometry::geometry) AS pt FROM pois ORDER BY md5(id::text) LIMIT 600) r JOIN region_pieces p"
            " ON p.piece && r.pt AND ST_Intersects(p.piece, r.pt) GROUP BY r.id ORDER BY r.id")
    methods = ("SELECT i.relname, a.amname FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid"
               " JOIN pg_am a ON a.oid = i.relam WHERE x.indrelid = 'public.region_pieces'::regclass ORDER BY 1")
    with psycopg.connect(owner_url(settings)) as conn:
        before = conn.execute(held).fetchall()
        conn.execute("DROP INDEX public.region_pieces_piece_spgist")
        conn.execute("CREATE INDEX region_pieces_piece_gist ON public.region_pieces USING gist (piece)")
        assert region_pieces.missing(conn)
        importer.add_derived_tables(conn, "georeact_reader")
        indexes = conn.execute(methods).fetchall()
        after = conn.execute(held).fetchall()
        conn.rollback()
    assert ("region_pieces_piece_spgist", "spgist") in indexes and "region_pieces_piece_gist" not in dict(indexes)
    assert len(before) > 100 and after == before
