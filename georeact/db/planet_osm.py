"""Load .osm.pbf files in osm2pgsql's classic layout, and derive the logical tables the tools read.

osm2pgsql 1.8 (`--output=pgsql`, Debian's default.style, `--hstore`, EPSG:3857) writes planet_osm_point,
planet_osm_line, planet_osm_polygon and planet_osm_roads into `public`, next to the GS-QA tables. This is
the layout MapQA's database uses, and the one the model's own SQL reads under the `planet_osm` profile.

Non-slim mode cannot append: one `--create` run imports every requested file together and replaces every
planet_osm row, so a reload must list all the extracts it wants. The run writes into schema
`planet_osm_staging`; the tables replace the public ones in the transaction that rebuilds the views, so a
failed load leaves the previous tables and views in place.

The logical tables (pois, roads, parks, lakes, regions) are views in schema `planet_osm` that classify
features the way styles/gsqa.lua does, with GS-QA's column names, a stable id from (osm type, osm id), the
full tag set as jsonb and `geometry` = ST_Transform(way, 4326)::geography. The views are plain enough for
the planner to inline them, so the GiST expression indexes on that same expression serve KNN, ST_DWithin and
ST_Intersects through the views as well as in the model's own SQL.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Literal

import psycopg
from psycopg import sql
from pydantic import BaseModel

from georeact.db import catalog, osm2pgsql, search
from georeact.db.importer import DATA_TABLES, LOAD_LOCK, SETUP_SQL, LoadError, check_pbf, file_sha256
from georeact.db.osm2pgsql import LoadStages
from georeact.db.osm2pgsql_middle import Middle, MiddleChoice, choose, middle_flags
from georeact.reading.lifecycle import LIFECYCLE_PREFIXES
from georeact.reading.pointed_at import HIGHWAY_POINTS, POINTED_AT, WATERWAY_POINTS
from georeact.db.profiles import LOGICAL_TABLES, PLANET_OSM
from georeact.progress import Progress, ignore

STYLE = Path("/usr/share/osm2pgsql/default.style")
SCHEMA = "planet_osm"
STAGING = "planet_osm_staging"   # osm2pgsql's output, moved to public once the import succeeded
BASE_TABLES = ("planet_osm_point", "planet_osm_line", "planet_osm_polygon")
ALL_TABLES = (*BASE_TABLES, "planet_osm_roads")
# -G keeps a multipolygon one row (one stable id); without it classic writes one row per part.
OSM2PGSQL_FLAGS = ["--output=pgsql", "--create", f"--style={STYLE}", "--hstore", "--multi-geometry"]
GEOGRAPHY = "ST_Transform(way, 4326)::geography"

# The columns of the GS-QA tables (styles/gsqa.lua COLUMNS; ':' becomes '_'), so a filter or a tool written
# for one layout reads the other. A key that is no classic column comes from the hstore.
_ADDR = ["addr:housenumber", "addr:street", "addr:city", "addr:postcode", "addr:state", "addr:country"]
COLUMNS: dict[str, list[str]] = {
    "pois": ["amenity", "shop", "tourism", "leisure", "cuisine", "historic", "healthcare", "sport", "office", "craft",
             "religion", "museum", "building", "opening_hours", "operator", "wheelchair", "website", "phone",
             "wikidata", "official_name", "emergency", "railway", "public_transport", "highway", *_ADDR],
    "roads": ["highway", "oneway", "maxspeed", "lanes", "access", "foot", "bicycle", "sidewalk", "cycleway", "bridge",
              "tunnel", "surface", "junction", "ref", "wikidata"],
    "parks": ["leisure", "boundary", "tourism", "landuse", "operator", "access", "wikidata", "wikipedia", *_ADDR],
    "lakes": ["water", "waterway", "landuse", "intermittent", "wikidata", "wikipedia", "official_name", *_ADDR],
    "regions": ["boundary", "place", "population", "wikidata", "wikipedia", "official_name", "postal_code", "is_in",
                "capital"],
}
TYPE_CODE = {"N": 1, "W": 2, "R": 3}


class PlanetOsmSummary(BaseModel):
    files: list[str]
    seconds: float
    import_seconds: float
    rows: dict[str, int]


# --- SQL ------------------------------------------------------------------------------------------------

def _id_sql(table: str) -> str:
    """A stable bigint per OSM object: osm id * 10 + 1 (node), 2 (way), 3 (relation: negative osm_id in classic)."""
    if table == "planet_osm_point":
        return f"(osm_id * 10 + {TYPE_CODE['N']})"
    return f"(CASE WHEN osm_id < 0 THEN -osm_id * 10 + {TYPE_CODE['R']} ELSE osm_id * 10 + {TYPE_CODE['W']} END)"


def _type_sql(table: str) -> str:
    return "'N'::char(1)" if table == "planet_osm_point" else "(CASE WHEN osm_id < 0 THEN 'R' ELSE 'W' END)::char(1)"


def _quote(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _tag(key: str, columns: set[str]) -> str:
    """A tag's value: its classic column when the style has one, else the hstore."""
    return f'"{key}"' if key in columns else f"tags -> {_quote(key)}"


def _one_of(key: str, values: Iterable[str], columns: set[str]) -> str:
    """`key IN (...)` written as one array constant: the classification is an index expression, and each constant of
    an IN list takes its own node in the stored expression (past 8 kB of catalog row it cannot be indexed)."""
    elements = ",".join('"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"' for v in sorted(values))
    return f"{_tag(key, columns)} = ANY({_quote('{' + elements + '}')}::text[])"


def _classify(columns: set[str]) -> str:
    """SQL twin of classify() in styles/gsqa.lua: which logical table an object belongs to (first rule wins).

    'lakes' are water areas, 'waterways' the waterway lines (also stored in lakes).
    """
    def t(key: str) -> str:
        return _tag(key, columns)

    def one_of(key: str, values: Iterable[str]) -> str:
        return _one_of(key, values, columns)

    named = " OR ".join([f"coalesce({t(key)}, 'no') <> 'no'" for key in NAMED_PLACE_KEYS] +
                        [one_of("landuse", NAMED_LANDUSE)])
    # the keys the hstore holds asked at once (an index expression is stored as a node tree: one term per key would
    # pass the size of a catalog row)
    stored = [key for key in NOT_A_PLACE_KEYS if key not in columns]
    not_a_place = " OR ".join([f"{t(key)} IS NOT NULL" for key in NOT_A_PLACE_KEYS if key in columns] +
                              [f"coalesce(tags ?| ARRAY[{', '.join(map(_quote, stored))}], false)"])
    # a key starting with a prefix, on the hstore's text ('"key"=>"value", ...'; a quote inside a value is escaped,
    # so '(^|, )"' starts a key): an index expression may hold no subquery over skeys()
    key_starts = _quote('(^|, )"(' + "|".join(NOT_A_PLACE_PREFIXES) + ")")
    not_a_place += f" OR coalesce(tags::text ~ {key_starts}, false)"
    return f"""CASE
    WHEN {one_of('leisure', ['park', 'garden', 'nature_reserve', 'common', 'recreation_ground', 'dog_park'])}
      OR {one_of('boundary', ['national_park', 'protected_area'])} THEN 'parks'
    WHEN {one_of('waterway', WATERWAY_POINTS)} THEN 'pois'
    WHEN {t('natural')} = 'water' OR {t('water')} IS NOT NULL OR {one_of('landuse', ['reservoir', 'basin'])}
      OR {one_of('waterway', ['riverbank', 'dock'])} THEN 'lakes'
    WHEN {t('waterway')} IS NOT NULL THEN 'waterways'
    WHEN {t('boundary')} = 'administrative' AND {t('admin_level')} IS NOT NULL AND name IS NOT NULL THEN 'regions'
    WHEN {t('place')} IS NOT NULL AND name IS NOT NULL THEN 'regions'
    WHEN {one_of('highway', HIGHWAY_POINTS)} THEN 'pois'
    WHEN {t('highway')} IS NOT NULL THEN 'roads'
    WHEN {_typed_poi(columns)} THEN 'pois'
    WHEN name IS NOT NULL AND ({named}) THEN 'pois'
    WHEN name IS NOT NULL AND NOT ({not_a_place}) THEN 'untyped'
    WHEN coalesce({t('building')}, 'no') <> 'no' AND ({t('addr:housename')} IS NOT NULL OR {t('description')} IS NOT NULL)
      THEN 'pois'
  END"""


# styles/gsqa.lua's POI_KEYS and POI_RAILWAY, and NAMED_PLACE_KEYS: a named object no other rule takes
POI_KEYS = ["amenity", "shop", "tourism", "leisure", "historic", "healthcare", "office", "craft", "emergency"]
POI_RAILWAY = ["station", "halt", "tram_stop", "subway_entrance"]
NAMED_PLACE_KEYS = ["building", "man_made", "club", "natural", "aeroway"]
# gsqa.lua's NOT_A_PLACE_KEYS/_PREFIXES and POINT_PLACES: named nodes with no kind, and place nodes naming a spot
NOT_A_PLACE_KEYS = ["railway", "public_transport", "route", "power", "barrier", "network", "bus", "tram", "train",
                    "subway", "light_rail", "boundary", "building:part", "entrance", "indoor", "proposed",
                    "construction", "disused", "abandoned", "demolished", "razed", "removed", "was", "closed",
                    "traffic_sign", "destination", "is_in"]
NOT_A_PLACE_PREFIXES = ["proposed:", "construction:", "disused:", "abandoned:", "demolished:", "razed:", "removed:",
                        "was:", "closed:", "traffic_sign:", "destination:", "is_in:", "openGeoDB:", "opengeodb:"]
POINT_PLACES = ["locality", "square", "isolated_dwelling", "farm", "plot", "village", "hamlet", "suburb", "borough",
                "quarter", "neighbourhood", "city_block", "island", "islet"]
NAMED_LANDUSE = ["retail", "commercial", "industrial", "railway", "military", "religious", "allotments", "quarry",
                 "landfill", "prison"]   # gsqa.lua's


def _typed_poi(columns: set[str]) -> str:
    """A POI by its kind's tags (not only by its name), objects people point at too: the rows whose `building`
    column kinds of place read."""
    def one_of(key: str, values: Iterable[str]) -> str:
        return _one_of(key, values, columns)

    keys = " OR ".join(f"{_tag(key, columns)} IS NOT NULL" for key in POI_KEYS)
    pointed_at = " OR ".join(one_of(key, values) for key, values in POINTED_AT.items())
    former = ", ".join(_quote(f"{prefix}:{key}") for prefix in LIFECYCLE_PREFIXES for key in POI_KEYS)
    return (f"({keys} OR {one_of('railway', POI_RAILWAY)} OR {one_of('highway', HIGHWAY_POINTS)} OR {pointed_at}"
            f" OR coalesce(tags ?| ARRAY[{former}], false))")


def logical_sql(table: str, columns: set[str]) -> str:
    """The logical table a row of `table` belongs to, or NULL: the class, restricted to the geometry kinds
    styles/gsqa.lua writes (nodes become POIs, those with no kind and place nodes naming a spot too, or named parks; water
    areas are polygons, waterways lines). Relation rows of the line table are route/boundary relations, split into
    pieces sharing an id, which gsqa.lua skips too (classic writes no waterway relations)."""
    cls = _classify(columns)
    if table == "planet_osm_point":
        point_place = _one_of("place", POINT_PLACES, columns)
        return (f"(CASE ({cls}) WHEN 'pois' THEN 'pois' WHEN 'untyped' THEN 'pois' "
                f"WHEN 'regions' THEN (CASE WHEN {point_place} THEN 'pois' END) "
                f"WHEN 'parks' THEN (CASE WHEN name IS NOT NULL THEN 'parks' END) END)")
    if table == "planet_osm_line":
        return (f"(CASE WHEN osm_id > 0 THEN (CASE ({cls}) WHEN 'pois' THEN 'pois' WHEN 'roads' THEN 'roads' "
                "WHEN 'waterways' THEN 'lakes' END) END)")
    return f"nullif(nullif({cls}, 'waterways'), 'untyped')"


def _all_tags(columns: set[str]) -> str:
    """Every tag as jsonb: the hstore plus the classic columns (name stays in its own column)."""
    keys = sorted(columns - {"osm_id", "name", "tags", "way", "z_order", "way_area"})
    # jsonb_build_object takes at most 100 arguments; hstore(text[], text[]) has no such limit
    key_array = "ARRAY[" + ", ".join(map(_quote, keys)) + "]::text[]"
    value_array = "ARRAY[" + ", ".join(f'"{key}"' for key in keys) + "]::text[]"
    return f"jsonb_strip_nulls(hstore_to_jsonb(coalesce(tags, ''::hstore) || hstore({key_array}, {value_array})))"


# A place's name: its `name`, else its English one (styles/gsqa.lua's name_of: a place mapped with name:en alone is
# named so). The name index is on this expression, so the views' name search reads it.
NAME = "coalesce(name, tags -> 'name:en')"


def _branch(logical: str, table: str, columns: set[str]) -> str:
    select = [f"{_id_sql(table)} AS id", f"{_type_sql(table)} AS osm_type", "abs(osm_id) AS osm_id", f"{NAME} AS name"]
    for key in COLUMNS[logical]:
        value = _tag(key, columns)
        if logical == "pois" and key == "building":   # a named building alone is found by name, never counted
            value = f"(CASE WHEN {_typed_poi(columns)} THEN {value} END)"
        select.append(f"{value} AS {key.replace(':', '_')}")
    if logical == "regions":
        level = _tag("admin_level", columns)
        select.append(f"(CASE WHEN {level} ~ '^[0-9]{{1,2}}$' THEN ({level})::int END) AS admin_level")
        select.append(f"coalesce({_tag('boundary', columns)}, {_tag('place', columns)}) AS border_type")
    select += [f"{_all_tags(columns)} AS tags", f"{GEOGRAPHY} AS geometry", f"{logical_sql(table, columns)} AS logical"]
    if logical in search.SEARCH_TABLES:   # the full-text document, computed when a query reads it
        select.append(f"public.georeact_search_vector({NAME}, {_all_tags(columns)}) AS search")
    return f"SELECT {', '.join(select)}\n  FROM public.{table}"


def views_sql(columns: dict[str, set[str]]) -> str:
    """CREATE VIEW statements for the logical tables, given each base table's columns.

    The filter sits outside the UNION ALL on purpose: PostgreSQL only flattens UNION ALL members without a WHERE
    clause, and only flattened members take join parameters (t.id = x.id through the id index) and ordered
    (KNN) index scans; the outer filter still reaches every member as its own logical_sql expression, which
    the `_logical` index covers.
    """
    statements = [f"CREATE SCHEMA {SCHEMA}"]
    for logical in LOGICAL_TABLES:
        sources = PLANET_OSM.table(logical).sources
        body = "\nUNION ALL\n".join(_branch(logical, table, columns[table]) for table in sources)
        outputs = ["id", "osm_type", "osm_id", "name", *(key.replace(":", "_") for key in COLUMNS[logical])]
        outputs += ["admin_level", "border_type"] if logical == "regions" else []
        outputs += ["tags", "geometry"] + (["search"] if logical in search.SEARCH_TABLES else [])
        statements.append(f"CREATE VIEW {SCHEMA}.{logical} AS\nSELECT {', '.join(outputs)} "
                          f"FROM (\n{body}\n) f WHERE logical = {_quote(logical)}")
    return ";\n".join(statements)


def indexes_sql(columns: dict[str, set[str]]) -> list[str]:
    """Indexes the tools and the model's SQL need on the base tables.

    The `_logical` index also gives the planner statistics on the classification (without them it guesses
    0.5 % of the rows per view member and sorts instead of using the KNN index).
    """
    out = []
    for table in BASE_TABLES:
        out += [
            f"CREATE INDEX {table}_geog_gist ON public.{table} USING gist (({GEOGRAPHY}))",
            f"CREATE INDEX {table}_name_trgm ON public.{table} USING gin (public.georeact_fold({NAME}) gin_trgm_ops)",
            f"CREATE INDEX {table}_id ON public.{table} ({_id_sql(table)})",
            f"CREATE INDEX {table}_logical ON public.{table} ({logical_sql(table, columns[table])})",
        ]
    return out


# --- state ----------------------------------------------------------------------------------------------

_META_SQL = """
CREATE TABLE IF NOT EXISTS georeact_meta.planet_osm_loads (
    files text[] NOT NULL,
    sha256 text[] NOT NULL,
    loaded_at timestamptz NOT NULL DEFAULT now(),
    seconds double precision,
    rows jsonb,
    import_key text,     -- osm2pgsql flags + style: another key means the tables need a new import
    views_sha256 text    -- the view definitions: another one means only the views need rebuilding
)"""


def import_key() -> str:
    digest = hashlib.sha256(" ".join(OSM2PGSQL_FLAGS).encode())
    if STYLE.exists():
        digest.update(STYLE.read_bytes())
    return digest.hexdigest()


def _base_columns(conn: psycopg.Connection) -> dict[str, set[str]]:
    rows = conn.execute("SELECT table_name, column_name FROM information_schema.columns "
                        "WHERE table_schema = 'public' AND table_name = ANY(%s)", (list(BASE_TABLES),)).fetchall()
    columns: dict[str, set[str]] = {table: set() for table in BASE_TABLES}
    for table, column in rows:
        columns[table].add(column)
    return columns


def views_sha256(conn: psycopg.Connection) -> str:
    columns = _base_columns(conn)
    return hashlib.sha256((views_sql(columns) + ";".join(indexes_sql(columns))).encode()).hexdigest()


def present(conn: psycopg.Connection) -> bool:
    return all(catalog.exists(conn, f"public.{t}") for t in BASE_TABLES)


def latest_load(conn: psycopg.Connection) -> dict | None:
    """The last recorded planet_osm load (files, sha256, rows, keys), or None."""
    if not catalog.exists(conn, "georeact_meta.planet_osm_loads"):
        return None
    row = conn.execute("SELECT files, sha256, loaded_at, seconds, rows, import_key, views_sha256 "
                       "FROM georeact_meta.planet_osm_loads ORDER BY loaded_at DESC LIMIT 1").fetchone()
    if row is None:
        return None
    return dict(zip(("files", "sha256", "loaded_at", "seconds", "rows", "import_key", "views_sha256"), row))


def needed(conn: psycopg.Connection, files: list[Path]) -> Literal["nothing", "views", "import"]:
    """'nothing', 'views' (tables current, view definitions changed) or 'import' for these files."""
    last = latest_load(conn)
    if last is None or not present(conn) or last["import_key"] != import_key() \
            or sorted(last["sha256"]) != sorted(file_sha256(Path(f)) for f in files):
        return "import"
    return "nothing" if last["views_sha256"] == views_sha256(conn) else "views"


def table_counts(conn: psycopg.Connection) -> dict[str, int]:
    """Rows per planet_osm table and per logical view; empty when nothing is loaded."""
    counts: dict[str, int] = {}
    for table in ALL_TABLES:
        if catalog.exists(conn, f"public.{table}"):
            counts[table] = conn.execute(sql.SQL("SELECT count(*) FROM public.{}").format(sql.Identifier(table))).fetchone()[0]
    for logical in LOGICAL_TABLES:
        if catalog.exists(conn, f"{SCHEMA}.{logical}"):
            counts[f"{SCHEMA}.{logical}"] = conn.execute(
                sql.SQL("SELECT count(*) FROM {}.{}").format(sql.Identifier(SCHEMA), sql.Identifier(logical))).fetchone()[0]
    return counts


# --- load -----------------------------------------------------------------------------------------------

def _run_osm2pgsql(files: list[Path], owner_url: str, stages: LoadStages, middle: MiddleChoice,
                   scratch: Path | None) -> None:
    if not STYLE.exists():
        raise LoadError(f"{STYLE} is missing (it ships with Debian's osm2pgsql package)")
    with middle_flags(middle, STAGING, scratch) as flags:
        command = [osm2pgsql.binary(), *OSM2PGSQL_FLAGS, *flags, f"--output-pgsql-schema={STAGING}",
                   "--database", owner_url, "--cache=500", "--number-processes=2", "--log-progress=true",
                   *map(str, files)]
        osm2pgsql.run(command, ", ".join(f.name for f in files), stages.osm2pgsql_line)


def _replace_tables(conn: psycopg.Connection) -> None:
    """The imported tables (with osm2pgsql's indexes) take the place of the public ones and their views."""
    for table in ALL_TABLES:
        conn.execute(sql.SQL("DROP TABLE IF EXISTS public.{} CASCADE").format(sql.Identifier(table)))
        conn.execute(sql.SQL("ALTER TABLE {}.{} SET SCHEMA public").format(sql.Identifier(STAGING), sql.Identifier(table)))


def prepare(conn: psycopg.Connection, reader_role: str | None) -> dict[str, int]:
    """(Re)build indexes and views over the imported tables, grant them to the reader, analyze; returns counts."""
    conn.execute(f"DROP SCHEMA IF EXISTS {SCHEMA} CASCADE")
    search.refresh(conn, DATA_TABLES)
    columns = _base_columns(conn)
    for table in BASE_TABLES:   # ours, rebuilt so that changed definitions take effect
        for suffix in ("geog_gist", "name_trgm", "id", "logical"):
            conn.execute(sql.SQL("DROP INDEX IF EXISTS public.{}").format(sql.Identifier(f"{table}_{suffix}")))
    for statement in indexes_sql(columns):
        conn.execute(statement)
    conn.execute(views_sql(columns))
    if reader_role:
        reader = sql.Identifier(reader_role)
        conn.execute(sql.SQL("GRANT USAGE ON SCHEMA {} TO {}").format(sql.Identifier(SCHEMA), reader))
        conn.execute(sql.SQL("GRANT SELECT ON ALL TABLES IN SCHEMA {} TO {}").format(sql.Identifier(SCHEMA), reader))
        for table in ALL_TABLES:
            conn.execute(sql.SQL("GRANT SELECT ON public.{} TO {}").format(sql.Identifier(table), reader))
    for table in BASE_TABLES:   # statistics for the new expression indexes
        conn.execute(sql.SQL("ANALYZE public.{}").format(sql.Identifier(table)))
    return table_counts(conn)


def _record(conn: psycopg.Connection, files: list[Path], seconds: float, rows: dict[str, int]) -> None:
    conn.execute(_META_SQL)
    conn.execute("INSERT INTO georeact_meta.planet_osm_loads (files, sha256, seconds, rows, import_key, views_sha256) "
                 "VALUES (%s, %s, %s, %s, %s, %s)",
                 ([f.name for f in files], [file_sha256(f) for f in files], seconds, psycopg.types.json.Jsonb(rows),
                  import_key(), views_sha256(conn)))


def load(files: list[Path], owner_url: str, reader_role: str | None = None, log: Callable[[str], None] = print,
         views_only: bool = False, progress: Progress = ignore, middle: Middle = "auto",
         scratch: Path | None = None) -> PlanetOsmSummary:
    """Import `files` with osm2pgsql classic in one --create run (replacing all planet_osm rows), then the views.

    `views_only=True` keeps the imported tables and rebuilds only the views (after a geo-react upgrade). `middle`
    and `scratch`: as importer.load_file's.
    """
    files = [Path(f) for f in files]
    if not files:
        raise LoadError("no files to load")
    for path in files:
        check_pbf(path)
    started = time.monotonic()
    with psycopg.connect(owner_url, autocommit=True) as lock:
        lock.execute("SELECT pg_advisory_lock(%s)", (LOAD_LOCK,))   # held until this connection closes
        lock.execute(SETUP_SQL)
        try:   # trusted since PostgreSQL 13: the database owner may create it
            lock.execute("CREATE EXTENSION IF NOT EXISTS hstore")
        except psycopg.Error as exc:
            raise LoadError(f"the planet_osm schema needs the hstore extension ({str(exc).strip()}); "
                            "a superuser can run CREATE EXTENSION hstore") from exc
        import_seconds = 0.0
        stages = LoadStages("load planet_osm", ["views"], progress)
        try:
            if not views_only:
                lock.execute(f"DROP SCHEMA IF EXISTS {STAGING} CASCADE")
                lock.execute(f"CREATE SCHEMA {STAGING}")
                chosen = choose(middle, files)
                log(f"osm2pgsql classic: importing {', '.join(f.name for f in files)} in one --create run "
                    "(replaces every planet_osm row; list all extracts you want to keep); "
                    f"middle {chosen.middle} ({chosen.why})")
                _run_osm2pgsql(files, owner_url, stages, chosen, scratch)
                import_seconds = time.monotonic() - started
            stages.enter("views", "indexes and the views the tools read")
            log("planet_osm: indexes on ST_Transform(way, 4326)::geography, views planet_osm.pois/roads/parks/lakes/regions")
            with psycopg.connect(owner_url) as conn:   # one transaction: the old tables and views stay until it commits
                if not views_only:
                    _replace_tables(conn)
                rows = prepare(conn, reader_role)
                seconds = round(time.monotonic() - started, 2)
                _record(conn, files, seconds, rows)
            stages.finish()
        except psycopg.Error as exc:
            raise LoadError(f"the planet_osm load failed in the database ({' '.join(str(exc).split())}); "
                            "the planet_osm tables are unchanged") from exc
        finally:   # done or rolled back: the staging schema must not outlive the load
            try:
                lock.execute(f"DROP SCHEMA IF EXISTS {STAGING} CASCADE")
            except psycopg.Error as exc:   # keep the load's own error
                log(f"could not drop schema {STAGING}: {str(exc).strip()}")
    return PlanetOsmSummary(files=[f.name for f in files], seconds=seconds, import_seconds=round(import_seconds, 2),
                            rows=rows)
