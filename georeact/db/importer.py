"""Load .osm.pbf files into the GS-QA schema: osm2pgsql (flex style) into `staging`, then a merge.

The merge replaces rows of the same OSM object, so loading a file twice never duplicates rows, and
several extracts live side by side in one database. Each load is recorded in `georeact_meta.loads`.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from importlib import resources
from pathlib import Path

import psycopg
from psycopg import sql
from pydantic import BaseModel

from georeact.db import osm2pgsql, search
from georeact.db.network import build_network
from georeact.db.osm2pgsql import LoadError, LoadStages
from georeact.progress import Progress, ignore

DATA_TABLES: dict[str, str] = {
    "pois": "poi_name",
    "roads": "road_name",
    "parks": "park_name",
    "lakes": "lake_name",
    "regions": "region_name",
}


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


def _run_osm2pgsql(pbf: Path, owner_url: str, stages: LoadStages) -> None:
    command = [osm2pgsql.binary(), "--output=flex", f"--style={style_path()}", "--create", "--database", owner_url,
               "--cache=500", "--number-processes=2", "--log-progress=true", str(pbf)]
    osm2pgsql.run(command, pbf.name, stages.osm2pgsql_line)


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
    conn.execute(sql.SQL(
        "CREATE UNIQUE INDEX IF NOT EXISTS {} ON public.{} (osm_type, osm_id)"
    ).format(sql.Identifier(f"{table}_osm_key"), ident))
    conn.execute(sql.SQL("CREATE INDEX IF NOT EXISTS {} ON public.{} USING gist (geometry)").format(
        sql.Identifier(f"{table}_geometry_gist"), ident))
    conn.execute(sql.SQL("CREATE INDEX IF NOT EXISTS {} ON public.{} USING gin (public.georeact_fold({}) gin_trgm_ops)").format(
        sql.Identifier(f"{table}_name_trgm"), ident, sql.Identifier(DATA_TABLES[table])))
    if table in search.SEARCH_TABLES:
        for statement in search.column_sql(table, DATA_TABLES[table]):
            conn.execute(statement)


def _merge_table(conn: psycopg.Connection, table: str, source: str) -> tuple[int, int]:
    """Move staging rows into the public table; returns (rows inserted, invalid geometries dropped)."""
    columns = _staging_columns(conn, table)
    _ensure_public_table(conn, table, columns)
    ident = sql.Identifier(table)
    names = sql.SQL(", ").join(sql.Identifier(name) for name, _ in columns)
    # Upsert keyed by the OSM object, so a reload keeps row ids (handles like pois:12 stay valid);
    # rows this file loaded before but no longer contains are removed.
    conn.execute(sql.SQL(
        "DELETE FROM public.{t} p WHERE p.source = %s AND NOT EXISTS "
        "(SELECT 1 FROM staging.{t} s WHERE s.osm_type = p.osm_type AND s.osm_id = p.osm_id)"
    ).format(t=ident), (source,))
    updates = sql.SQL(", ").join(
        sql.SQL("{c} = EXCLUDED.{c}").format(c=sql.Identifier(name)) for name, _ in columns + [("geometry", ""), ("source", "")]
    )
    inserted = conn.execute(sql.SQL(
        "INSERT INTO public.{t} ({names}, geometry, source) "
        "SELECT {names}, geom::geography, %s FROM staging.{t} WHERE ST_IsValid(geom) AND NOT ST_IsEmpty(geom) "
        "ON CONFLICT (osm_type, osm_id) DO UPDATE SET {updates}"
    ).format(t=ident, names=names, updates=updates), (source,)).rowcount
    invalid = conn.execute(sql.SQL(
        "SELECT count(*) FROM staging.{t} WHERE NOT ST_IsValid(geom) OR ST_IsEmpty(geom)"
    ).format(t=ident)).fetchone()[0]
    return inserted, invalid


def table_counts(conn: psycopg.Connection) -> dict[str, int]:
    counts = {}
    for table in DATA_TABLES:
        exists = conn.execute("SELECT to_regclass(%s)", (f"public.{table}",)).fetchone()[0]
        counts[table] = conn.execute(sql.SQL("SELECT count(*) FROM public.{}").format(sql.Identifier(table))).fetchone()[0] if exists else 0
    return counts


def style_sha256() -> str:
    """The import style: the Lua file and the full-text document's definition (a change to either reloads)."""
    return hashlib.sha256((file_sha256(style_path()) + search.search_sha256()).encode()).hexdigest()


def stale_files(conn: psycopg.Connection) -> list[str]:
    """Files whose latest load used a different import style than the current one (reload them)."""
    if not conn.execute("SELECT to_regclass('georeact_meta.loads')").fetchone()[0]:
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
    exists = conn.execute("SELECT to_regclass('georeact_meta.loads')").fetchone()[0]
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
              log: Callable[[str], None] = print, network: bool = True, progress: Progress = ignore) -> LoadSummary:
    """Import one extract. Safe to repeat: rows of the same OSM objects are replaced, not duplicated.

    `network=False` skips rebuilding the routable graph (when more files follow, build it after the last).
    `progress` gets the stages as they pass (osm2pgsql's counts while it reads).
    """
    pbf = Path(pbf)
    check_pbf(pbf)
    started = time.monotonic()
    digest = file_sha256(pbf)
    with psycopg.connect(owner_url, autocommit=True) as lock:
        lock.execute("SELECT pg_advisory_lock(%s)", (LOAD_LOCK,))   # held until this connection closes
        lock.execute(SETUP_SQL)
        previous = lock.execute("SELECT 1 FROM georeact_meta.loads WHERE sha256 = %s", (digest,)).fetchone()
        log(f"osm2pgsql: importing {pbf.name}" + (" (loaded before: its rows will be replaced)" if previous else ""))
        stages = LoadStages(f"load {pbf.name}", ["merging", "network"] if network else ["merging"], progress)
        try:
            _run_osm2pgsql(pbf, owner_url, stages)
            stages.enter("merging", "into the data tables")
            rows_loaded: dict[str, int] = {}
            invalid_total = 0
            with psycopg.connect(owner_url) as conn:   # one transaction: a failure leaves the data tables as they were
                search.refresh(conn, DATA_TABLES)
                for table in DATA_TABLES:
                    rows_loaded[table], invalid = _merge_table(conn, table, pbf.name)
                    invalid_total += invalid
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
        for table in DATA_TABLES:
            lock.execute(sql.SQL("ANALYZE public.{}").format(sql.Identifier(table)))
        built = None
        if network:
            stages.enter("network", "the routable graph from all roads (pgRouting)")
            built = build_network(lock, reader_role=reader_role)
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
    )
