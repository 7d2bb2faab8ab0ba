"""Load .osm.pbf files into the GS-QA schema: osm2pgsql (flex style) into `staging`, then a merge.

The merge replaces rows of the same OSM object, so loading a file twice never duplicates rows, and
several extracts live side by side in one database. Each load is recorded in `georeact_meta.loads`.
The merge is one transaction (a failure leaves the data tables as they were), set-wise (the full-text documents
of a batch of rows in one statement, search.documents; the search indexes built after a bulk insert) and reports
its rows per table as it goes (MergeProgress): a national extract merges in about the time osm2pgsql takes.
"""

from __future__ import annotations

import hashlib
import math
import time
from collections.abc import Callable, Container
from importlib import resources
from pathlib import Path

import psycopg
from psycopg import sql
from pydantic import BaseModel

from georeact.db import (address_towns, background, catalog, extracts, osm2pgsql, region_pieces, search, tag_counts,
                         town_points)
from georeact.db.network import build_network
from georeact.db.osm2pgsql import LoadError, LoadStages
from georeact.db.osm2pgsql_middle import Middle, MiddleChoice, choose, middle_flags
from georeact.db.pbf import header_bbox
from georeact.db.profiles import GSQA, folded_variants_sql, has_variant_sql
from georeact.reading.features import MULTI_VALUE
from georeact.progress import Progress, Tick, ignore

DATA_TABLES: dict[str, str] = {
    "pois": "poi_name",
    "roads": "road_name",
    "parks": "park_name",
    "lakes": "lake_name",
    "regions": "region_name",
}


BATCH_ROWS = 25_000     # staged rows merged per statement: a progress tick each
LOAD_LOCK = 5_418_871   # pg_advisory_lock key: one load at a time per database (all loads share `staging`)


class LoadSummary(BaseModel):
    file: str
    seconds: float
    rows_loaded: dict[str, int]
    rows_total: dict[str, int]
    skipped: int
    skipped_examples: list[str] = []
    invalid_geometries: int = 0
    already_loaded: bool = False
    network_seconds: float = 0.0
    network_edges: int = 0
    network_appended: bool = False                 # this file's graph appended to the rest, not all rebuilt
    osm2pgsql_seconds: float = 0.0                 # osm2pgsql's own run (reading, its indexes)
    merge_seconds: dict[str, float] = {}           # the merge of each data table, in order
    finish_seconds: float = 0.0                    # after the merge: skipped rows, grants, counts, commit, ANALYZE
    background_rows: dict[str, int] = {}           # the map's buildings and sea pieces this file brought
    background_seconds: float = 0.0                # their refresh (part of finish_seconds)


def check_pbf(path: Path) -> None:
    """A LoadError unless `path` is a readable file (osm2pgsql says little about a directory or a typo)."""
    if not path.exists():
        raise LoadError(f"{path} does not exist: give an .osm.pbf file")
    if not path.is_file():
        raise LoadError(f"{path} is not a file: give .osm.pbf files (e.g. {path}/*.osm.pbf)")


def style_path() -> Path:
    return Path(str(resources.files("georeact.db") / "styles" / "gsqa.lua"))


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


SETUP_SQL = """
CREATE SCHEMA IF NOT EXISTS staging;
CREATE SCHEMA IF NOT EXISTS georeact_meta;
CREATE TABLE IF NOT EXISTS georeact_meta.loads (
    file text NOT NULL,
    sha256 text NOT NULL,
    loaded_at timestamptz NOT NULL DEFAULT now(),
    seconds double precision,
    rows jsonb,
    skipped integer
);
ALTER TABLE georeact_meta.loads ADD COLUMN IF NOT EXISTS style_sha256 text;
-- Case- and accent-insensitive name folding; IMMUTABLE so that trigram indexes can use it.
CREATE OR REPLACE FUNCTION public.georeact_fold(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
"""


def _run_osm2pgsql(pbf: Path, owner_url: str, stages: LoadStages, middle: MiddleChoice,
                   scratch: Path | None) -> None:
    with middle_flags(middle, "staging", scratch) as flags:
        command = [osm2pgsql.binary(), "--output=flex", f"--style={style_path()}", "--create", *flags,
                   "--database", owner_url, "--cache=500", "--number-processes=2", "--log-progress=true", str(pbf)]
        osm2pgsql.run(command, pbf.name, stages.osm2pgsql_line)


class MergeProgress:
    """The merge's own line of progress (a task next to the load's stages): the rows moved into the data tables
    out of all staged, with the table, its counts and the rate, a tick per batch."""

    def __init__(self, task: str, staged: dict[str, int], progress: Progress) -> None:
        self.task, self.staged, self.progress = task, staged, progress
        self.total = sum(staged.values())
        self.merged = 0                  # rows of the tables done
        self.table, self.started, self.clock = "", time.monotonic(), time.monotonic()

    def begin(self, table: str) -> None:
        self.table, self.clock = table, time.monotonic()
        self._tick(0, f"{table}: {self.staged[table]:,} rows")

    def rows(self, done: int) -> None:
        """`done` rows of the current table merged so far."""
        rate = done / max(time.monotonic() - self.clock, 1e-3)
        self._tick(done, f"{self.table}: {done:,} of {self.staged[self.table]:,} rows, {rate:,.0f} rows/s")

    def end(self) -> None:
        rows, seconds = self.staged[self.table], time.monotonic() - self.clock
        self.merged += rows
        self._tick(0, f"{self.table}: {rows:,} rows in {seconds:.1f} s, {rows / max(seconds, 1e-3):,.0f} rows/s")

    def finish(self) -> None:
        seconds = time.monotonic() - self.started
        rate = self.total / max(seconds, 1e-3)
        detail = f"done: {self.total:,} rows in {seconds:.1f} s, {rate:,.0f} rows/s"
        self.progress(Tick(self.task, self.total, self.total, detail))

    def _tick(self, done: int, detail: str) -> None:
        self.progress(Tick(self.task, min(self.merged + done, self.total), self.total, detail))


def _staging_columns(conn: psycopg.Connection, table: str) -> list[tuple[str, str]]:
    rows = conn.execute(
        """SELECT column_name, format_type(a.atttypid, a.atttypmod)
           FROM information_schema.columns c
           JOIN pg_attribute a ON a.attrelid = ('staging.' || c.table_name)::regclass AND a.attname = c.column_name
           WHERE c.table_schema = 'staging' AND c.table_name = %s ORDER BY c.ordinal_position""",
        (table,),
    ).fetchall()
    return [(name, type_) for name, type_ in rows if name != "geom"]


def _ensure_public_table(conn: psycopg.Connection, table: str, columns: list[tuple[str, str]]) -> None:
    ident = sql.Identifier(table)
    conn.execute(sql.SQL(
        "CREATE TABLE IF NOT EXISTS public.{} (id bigserial PRIMARY KEY, "
        "geometry geography(Geometry, 4326) NOT NULL, source text)"
    ).format(ident))
    for name, type_ in columns:
        conn.execute(sql.SQL("ALTER TABLE public.{} ADD COLUMN IF NOT EXISTS {} {}").format(
            ident, sql.Identifier(name), sql.SQL(type_.replace("character(1)", "char(1)"))))
    if table in search.SEARCH_TABLES:
        conn.execute(search.column_sql(table))
    # the key the upsert needs: kept through the merge (a btree, cheap to keep up)
    conn.execute(sql.SQL(
        "CREATE UNIQUE INDEX IF NOT EXISTS {} ON public.{} (osm_type, osm_id)"
    ).format(sql.Identifier(f"{table}_osm_key"), ident))


def _search_indexes(table: str, columns: Container[str]) -> dict[str, sql.Composable]:
    """The indexes the tools search by (geometry, folded name, full text, the values of the categorical columns,
    the folded variant names): built after a bulk insert."""
    ident = sql.Identifier(table)
    indexes = {
        f"{table}_geometry_gist": sql.SQL("USING gist (geometry)"),
        f"{table}_name_trgm": sql.SQL("USING gin (public.georeact_fold({}) gin_trgm_ops)").format(
            sql.Identifier(DATA_TABLES[table])),
        # the name as written: a street's ways by its name (a junction, a street's whole line), not a scan
        f"{table}_name": sql.SQL("({})").format(sql.Identifier(DATA_TABLES[table])),
    }
    # Is 'photo' a value of any categorical column here (poi_filter's probe, once per new phrase)? Without these,
    # 23 scans of the tables: 86-233 ms a phrase on the national extract, 1 ms with them (0.2 s to build, 3.5 MB).
    for column in GSQA.table(table).category_columns:
        folded = sql.SQL("lower({}::text)").format(sql.Identifier(column))
        indexes[f"{table}_{column}_lower"] = sql.SQL("({})").format(folded)
        if column in MULTI_VALUE:   # 'pizza;italian': one of the list's values
            indexes[f"{table}_{column}_values"] = sql.SQL("USING gin (string_to_array(replace({}, ' ', ''), ';'))").format(folded)
    # a name:en, alt_name … that folds to the name asked: the name search's variant pass, by index
    indexes[f"{table}_variant_names"] = sql.SQL(
        f"USING gin (({folded_variants_sql(columns)})) WHERE {has_variant_sql(columns)}")
    statements: dict[str, sql.Composable] = {
        name: sql.SQL("CREATE INDEX IF NOT EXISTS {} ON public.{} {}").format(sql.Identifier(name), ident, body)
        for name, body in indexes.items()}
    if table in search.SEARCH_TABLES:
        statements[f"{table}_search"] = sql.SQL(search.index_sql(table))
    return statements


def missing_search_indexes(conn: psycopg.Connection) -> list[str]:
    """The search indexes a database loaded by an older version lacks (it answers without them, more slowly)."""
    wanted = [(table, name) for table in DATA_TABLES for name in _search_indexes(table, _columns(conn, table))]
    return [row[0] for row in conn.execute(
        "SELECT i FROM unnest(%s::text[], %s::text[]) w(t, i) "
        "WHERE to_regclass('public.' || t) IS NOT NULL AND to_regclass('public.' || i) IS NULL",
        ([t for t, _ in wanted], [i for _, i in wanted])).fetchall()]


def build_search_indexes(conn: psycopg.Connection) -> None:
    for table in DATA_TABLES:
        if catalog.exists(conn, f"public.{table}"):
            for statement in _search_indexes(table, _columns(conn, table)).values():
                conn.execute(statement)


def add_derived_tables(conn: psycopg.Connection, reader_role: str | None) -> list[str]:
    """What a load keeps besides the data, for a database loaded before it existed (the tools work without it, more
    slowly): the regions' planar copies, the tag counts and the extracts' descriptions. Returns what was added,
    for the log."""
    added = [f"tag counts and sets of {table}" for table in tag_counts.ensure(conn, DATA_TABLES)]
    if all(catalog.exists(conn, f"public.{table}") for table in DATA_TABLES):
        if sources := address_towns.missing(conn, loaded_files(conn)):
            towns = sum(address_towns.refresh(conn, source) for source in sources)
            added.append(f"{towns} towns known by their addresses only, as regions")
            region_pieces.refresh(conn, "")   # their planar copies
        if region_pieces.missing(conn):
            region_pieces.refresh(conn, "")
            added.append("the regions' planar copies (whole and cut into indexed pieces)")
        for source in extracts.missing(conn, loaded_files(conn)):
            extracts.refresh(conn, source, list(DATA_TABLES))
            added.append(f"the description of {source}")
    if added and reader_role:
        conn.execute(sql.SQL("GRANT SELECT ON ALL TABLES IN SCHEMA public TO {}").format(sql.Identifier(reader_role)))
    return added


def _columns(conn: psycopg.Connection, table: str) -> set[str]:
    return {row[0] for row in conn.execute("SELECT column_name FROM information_schema.columns "
                                           "WHERE table_schema = 'public' AND table_name = %s", (table,)).fetchall()}


# Two rows with one OSM id are one object in two extracts (a reload, an overlapping area) unless they lie this far
# apart: then one file's ids were renumbered (osmium renumber makes small ids from 1 up) and the merge, keyed by the
# id, would put one object in place of another in a town the file does not cover.
SAME_OBJECT_WITHIN_M = 1_000


def check_id_collisions(conn: psycopg.Connection, source: str) -> None:
    """A LoadError, before anything is merged, when the staged file reuses another loaded file's OSM ids for other
    objects (rows with the same id from a different file, SAME_OBJECT_WITHIN_M apart or more)."""
    for table in DATA_TABLES:
        if not catalog.exists(conn, f"public.{table}") or not catalog.exists(conn, f"staging.{table}"):
            continue
        name = sql.Identifier(DATA_TABLES[table])
        row = conn.execute(sql.SQL(
            "SELECT count(*) OVER (), p.source, s.osm_type, s.osm_id, s.{n}, p.{n},"
            " round(ST_Distance(p.geometry, s.geom::geography)) FROM staging.{t} s"
            " JOIN public.{t} p USING (osm_type, osm_id)"
            " WHERE p.source IS DISTINCT FROM %(source)s AND NOT ST_DWithin(p.geometry, s.geom::geography, %(m)s)"
            " LIMIT 1").format(t=sql.Identifier(table), n=name),
            {"source": source, "m": SAME_OBJECT_WITHIN_M}).fetchone()
        if row is None:
            continue
        count, other, osm_type, osm_id, here, there, metres = row
        kind = {"N": "node", "W": "way", "R": "relation"}.get(osm_type, osm_type)
        raise LoadError(
            f"{source} reuses the OSM ids of other objects in {other} ({count} in {table} alone: {kind} {osm_id} is "
            f"{_called(here)} here and {_called(there)} there, {metres / 1000:,.0f} km apart). One of the two files "
            f"has renumbered ids, and loading it would replace those objects. Renumber it past every real id first, "
            f"e.g. `osmium renumber --start-id={RENUMBER_FROM} -o renumbered.osm.pbf {source}` (Debian's "
            f"osmium-tool), and load that; the data tables are unchanged")


RENUMBER_FROM = 20_000_000_000   # far above any id OpenStreetMap has given so far


def _called(name: str | None) -> str:
    return f"'{name}'" if name else "an unnamed object"


def _merge_table(conn: psycopg.Connection, table: str, source: str,
                 report: Callable[[int], None] = lambda rows: None) -> tuple[int, int]:
    """Move staging rows into the public table; returns (rows inserted, invalid geometries dropped).

    Set-wise, in batches of about BATCH_ROWS staged rows (`report` gets the rows merged so far after each):
    the full-text documents of a batch in one statement, one per distinct tag set (search.documents). When the
    file brings at least half as many rows as the table holds (a first load, a country into a few towns), the
    search indexes are dropped before and built after, which is several times cheaper than keeping them up row
    by row; a town into a country keeps them. Everything stays in the caller's transaction."""
    columns = _staging_columns(conn, table)
    _ensure_public_table(conn, table, columns)
    tag_counts.ensure(conn, {table: DATA_TABLES[table]})   # before the rows go in: its triggers count them
    ident = sql.Identifier(table)
    names = [name for name, _ in columns]
    # Upsert keyed by the OSM object, so a reload keeps row ids (handles like pois:12 stay valid);
    # rows this file loaded before but no longer contains are removed.
    conn.execute(sql.SQL(
        "DELETE FROM public.{t} p WHERE p.source = %s AND NOT EXISTS "
        "(SELECT 1 FROM staging.{t} s WHERE s.osm_type = p.osm_type AND s.osm_id = p.osm_id)"
    ).format(t=ident), (source,))
    staged, pages = conn.execute(sql.SQL(
        "SELECT count(*), pg_relation_size('staging.{t}') / current_setting('block_size')::int FROM staging.{t}"
    ).format(t=ident)).fetchone()
    held = conn.execute("SELECT greatest(reltuples, 0) FROM pg_class WHERE oid = %s::regclass",
                        (f"public.{table}",)).fetchone()[0]
    if 2 * staged >= held:   # bulk: build the search indexes after the rows are in
        for name in _search_indexes(table, names):
            conn.execute(sql.SQL("DROP INDEX IF EXISTS public.{}").format(sql.Identifier(name)))

    targets = names + ["geometry", "source"] + (["search"] if table in search.SEARCH_TABLES else [])
    updates = sql.SQL(", ").join(sql.SQL("{c} = EXCLUDED.{c}").format(c=sql.Identifier(name)) for name in targets)
    # Rows of objects the table already holds are updated in place (their ids stay); when it holds none of them
    # (a first load, a new area), a plain insert: the upsert's speculative insertion cost ~10 % of the lakes' insert
    replacing = conn.execute(sql.SQL(
        "SELECT EXISTS (SELECT 1 FROM staging.{t} s JOIN public.{t} p USING (osm_type, osm_id))").format(t=ident)
    ).fetchone()[0]
    conflict = sql.SQL(" ON CONFLICT (osm_type, osm_id) DO UPDATE SET {}").format(updates) if replacing else sql.SQL("")
    ordered = ["osm_type", "osm_id"] + [name for name in targets if name not in ("osm_type", "osm_id")]
    values = ", ".join(f's."{name}"' for name in names if name not in ("osm_type", "osm_id"))
    values += ", s.geom::geography, %(source)s"
    valid = "ST_IsValid(s.geom) AND NOT ST_IsEmpty(s.geom)"
    # batches by ranges of the staging table's pages (a TID range scan each, PostgreSQL 14+)
    step = max(1, math.ceil(pages * BATCH_ROWS / max(staged, 1))) if conn.info.server_version >= 140000 else pages
    inserted = 0
    for first in range(0, pages, max(step, 1)):
        batch = f"s.ctid >= '({first},0)'::tid"
        if first + step < pages:
            batch += f" AND s.ctid < '({first + step},0)'::tid"
        if table in search.SEARCH_TABLES:   # the documents of the batch at once, one per distinct tag set
            select = (f"SELECT s.osm_type, s.osm_id, {values}, d.search FROM staging.{table} s "
                      f"LEFT JOIN ({search.documents(f'staging.{table}', DATA_TABLES[table], batch)}) d "
                      f'ON d.tags = s.tags AND d.name IS NOT DISTINCT FROM s."{DATA_TABLES[table]}" '
                      f"WHERE {batch} AND {valid}")
        else:
            select = f"SELECT s.osm_type, s.osm_id, {values} FROM staging.{table} s WHERE {batch} AND {valid}"
        inserted += conn.execute(sql.SQL("INSERT INTO public.{t} ({targets}) {select}{conflict}").format(
            t=ident, targets=sql.SQL(", ").join(map(sql.Identifier, ordered)), select=sql.SQL(select),
            conflict=conflict), {"source": source}).rowcount
        report(inserted)
    for statement in _search_indexes(table, names).values():   # after a bulk insert, built now; otherwise there
        conn.execute(statement)
    return inserted, staged - inserted


def table_counts(conn: psycopg.Connection) -> dict[str, int]:
    counts = {}
    for table in DATA_TABLES:
        exists = catalog.exists(conn, f"public.{table}")
        counts[table] = conn.execute(sql.SQL("SELECT count(*) FROM public.{}").format(sql.Identifier(table))).fetchone()[0] if exists else 0
    return counts


def style_sha256() -> str:
    """The import style: the Lua file and the full-text document's definition (a change to either reloads)."""
    return hashlib.sha256((file_sha256(style_path()) + search.search_sha256()).encode()).hexdigest()


def stale_files(conn: psycopg.Connection) -> list[str]:
    """Files whose latest load used a different import style than the current one (reload them)."""
    if not catalog.exists(conn, "georeact_meta.loads"):
        return []
    tracked = conn.execute("SELECT 1 FROM information_schema.columns WHERE table_schema = 'georeact_meta' "
                           "AND table_name = 'loads' AND column_name = 'style_sha256'").fetchone()
    if not tracked:  # loaded before styles were recorded: all of it is of an older style
        return loaded_files(conn)
    rows = conn.execute(
        "SELECT DISTINCT ON (file) file, style_sha256 FROM georeact_meta.loads ORDER BY file, loaded_at DESC").fetchall()
    current = style_sha256()
    return [file for file, sha in rows if sha != current]


def loaded_files(conn: psycopg.Connection) -> list[str]:
    exists = catalog.exists(conn, "georeact_meta.loads")
    if not exists:
        return []
    return [row[0] for row in conn.execute("SELECT DISTINCT file FROM georeact_meta.loads ORDER BY 1")]


def _drop_staging(conn: psycopg.Connection, log: Callable[[str], None]) -> None:
    try:
        conn.execute("DROP SCHEMA IF EXISTS staging CASCADE")
        conn.execute("CREATE SCHEMA staging")
    except psycopg.Error as exc:   # keep the load's own error; the next load replaces the tables anyway
        log(f"could not drop the staging tables: {str(exc).strip()}")


def load_file(pbf: Path, owner_url: str, reader_role: str | None = None,
              log: Callable[[str], None] = print, network: bool = True, progress: Progress = ignore,
              middle: Middle = "auto", scratch: Path | None = None) -> LoadSummary:
    """Import one extract. Safe to repeat: rows of the same OSM objects are replaced, not duplicated.

    `network=False` skips rebuilding the routable graph (when more files follow, build it after the last).
    `progress` gets the stages as they pass (osm2pgsql's counts while it reads). `middle` is where osm2pgsql keeps
    node locations meanwhile (osm2pgsql_middle.py); a flat nodes file goes under `scratch` (default: the temp dir).
    """
    pbf = Path(pbf)
    check_pbf(pbf)
    chosen = choose(middle, [pbf])
    started = time.monotonic()
    digest = file_sha256(pbf)
    with psycopg.connect(owner_url, autocommit=True) as lock:
        lock.execute("SELECT pg_advisory_lock(%s)", (LOAD_LOCK,))   # held until this connection closes
        lock.execute(SETUP_SQL)
        previous = lock.execute("SELECT 1 FROM georeact_meta.loads WHERE sha256 = %s", (digest,)).fetchone()
        log(f"osm2pgsql: importing {pbf.name}" + (" (loaded before: its rows will be replaced)" if previous else "")
            + f"; middle {chosen.middle} ({chosen.why})")
        stages = LoadStages(f"load {pbf.name}", ["merging", "network"] if network else ["merging"], progress)
        merge_seconds: dict[str, float] = {}
        try:
            clock = time.monotonic()
            _run_osm2pgsql(pbf, owner_url, stages, chosen, scratch)
            osm2pgsql_seconds = time.monotonic() - clock
            stages.enter("merging", "into the data tables")
            rows_loaded: dict[str, int] = {}
            invalid_total = 0
            with psycopg.connect(owner_url) as conn:   # one transaction: a failure leaves the data tables as they were
                # the document's queries are estimated at millions of rows per jsonb_each_text: JIT would spend
                # most of a second compiling each statement of a merge that takes a fraction of that
                conn.execute("SET LOCAL jit = off")
                # new geographies compressed with lz4 where the server has it: ~10 % of the merge with pglz
                conn.execute("SELECT set_config('default_toast_compression', 'lz4', true) FROM pg_settings "
                             "WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)")
                search.refresh(conn, DATA_TABLES)
                check_id_collisions(conn, pbf.name)
                merge = MergeProgress(f"merge {pbf.name}", {table: conn.execute(sql.SQL(
                    "SELECT count(*) FROM staging.{}").format(sql.Identifier(table))).fetchone()[0]
                    for table in DATA_TABLES}, progress)
                for table in DATA_TABLES:
                    clock = time.monotonic()
                    merge.begin(table)
                    rows_loaded[table], invalid = _merge_table(conn, table, pbf.name, merge.rows)
                    merge_seconds[table] = round(time.monotonic() - clock, 2)
                    merge.end()
                    invalid_total += invalid
                merge.finish()
                clock = time.monotonic()
                address_towns.refresh(conn, pbf.name)
                town_points.prune(conn)
                region_pieces.refresh(conn, pbf.name)
                extracts.refresh(conn, pbf.name, list(DATA_TABLES))
                background_clock = time.monotonic()
                background_rows = background.refresh(conn, pbf.name, header_bbox(pbf))
                background_seconds = time.monotonic() - background_clock
                skipped_rows = conn.execute(
                    "SELECT osm_type || osm_id || coalesce(' ' || name, '') || ' (' || target || ': ' || reason || ')' "
                    "FROM staging.skipped ORDER BY osm_type DESC, osm_id").fetchall()
                if reader_role:
                    conn.execute(sql.SQL("GRANT SELECT ON ALL TABLES IN SCHEMA public TO {}").format(
                        sql.Identifier(reader_role)))
                counts = table_counts(conn)
                conn.execute(
                    "INSERT INTO georeact_meta.loads (file, sha256, seconds, rows, skipped, style_sha256) "
                    "VALUES (%s, %s, %s, %s, %s, %s)",
                    (pbf.name, digest, time.monotonic() - started, psycopg.types.json.Jsonb(rows_loaded),
                     len(skipped_rows) + invalid_total, style_sha256()),
                )
        except psycopg.Error as exc:
            raise LoadError(f"loading {pbf.name} failed in the database ({' '.join(str(exc).split())}); "
                            "the data tables are unchanged") from exc
        finally:   # the merge is done or rolled back: osm2pgsql's staging tables must not outlive the load
            _drop_staging(lock, log)
        # VACUUM, not only ANALYZE: the new rows' visibility is settled now, not by the first queries (setting hint
        # bits) and an autovacuum a minute later (the tools' calls on a freshly loaded country ran 1.5-2x slower
        # until it had passed); 1.4 s on the national extract
        for table in [*DATA_TABLES, region_pieces.TABLE, region_pieces.SHAPES, *background.TABLES, tag_counts.TABLE,
                      tag_counts.SETS]:
            if catalog.exists(lock, f"public.{table}"):   # counts: PostgreSQL 15+
                lock.execute(sql.SQL("VACUUM (ANALYZE) public.{}").format(sql.Identifier(table)))
        finish_seconds = time.monotonic() - clock
        built = None
        if network:
            stages.enter("network", "the routable graph (pgRouting): appended, or rebuilt from all roads")
            built = build_network(lock, reader_role=reader_role, source=pbf.name)
        stages.finish()
    return LoadSummary(
        file=pbf.name,
        seconds=round(time.monotonic() - started, 2),
        rows_loaded=rows_loaded,
        rows_total=counts,
        skipped=len(skipped_rows) + invalid_total,
        skipped_examples=[row[0] for row in skipped_rows[:5]],
        invalid_geometries=invalid_total,
        already_loaded=previous is not None,
        network_seconds=round(built.seconds, 2) if built else 0.0,
        network_edges=built.edges if built else 0,
        network_appended=built.appended if built else False,
        osm2pgsql_seconds=round(osm2pgsql_seconds, 2),
        merge_seconds=merge_seconds,
        finish_seconds=round(finish_seconds, 2),
        background_rows=background_rows,
        background_seconds=round(background_seconds, 2),
    )
