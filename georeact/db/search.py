"""The full-text document of a feature: a `tsvector` over its names, its kind in words and its attributes.

The words for tags come from the feature vocabulary (iD's presets, reading/data): a kind's name and aliases
("amenity=pharmacy" -> "Pharmacy"), field option labels ("diet:vegetarian=yes" -> "Vegetarian", "cuisine=thai"
-> "Thai") and the curated words for a field ("internet_access=wlan" -> "wifi"). They live in a table,
`public.georeact_search_words` (one row per tag and entry), filled from the vocabulary whenever its definition
changes; the definition's hash is part of the import style, so a changed vocabulary reloads the data.

One SQL definition, two ways to run it:
- set-wise, for the GS-QA tables: the importer's merge computes the documents of all staged rows at once (the
  tags of all rows exploded and hash-joined with the words table, then one aggregate and one document per
  distinct tag set) and stores them in the plain column `search` with a GIN index (`documents`);
- per row, `public.georeact_search_vector(name, tags)`, for the planet_osm views: the same SQL over one row, with
  an index lookup per tag in place of the hash join.
(Until issue 30 the document was a stored generated column whose function carried the whole vocabulary as one
jsonb constant, re-read for every row: 9 ms a row, 17 minutes for a country's 60 k water features.)

Weights: A names (name, name:*, brand ...), B the kind, C attributes (cuisine, diet, denomination, operator,
field words), D the description and the kind's search terms. Within a weight the words come in the order of the
tags in the jsonb (its key order), of the values of a multi-value tag ('pizza;burger') and of the vocabulary's
entries for a tag, so that positions, and with them ts_rank_cd, are those of the per-row definition.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache

import psycopg

from georeact.reading.vocabulary import YES_VALUES, _head_key, data

CONFIG = "public.georeact_search"
WORDS_TABLE = "public.georeact_search_words"
SEARCH_TABLES = ("pois", "parks", "lakes")
# Tags whose values are names (weight A) and free-text attributes (weight C)
NAME_KEYS = r"^(name:.*|alt_name|official_name|old_name|short_name|brand|brand:.*)$"
ATTRIBUTE_KEYS = r"^(cuisine|denomination|operator|diet:.*)$"
_SKIP_LABELS = {"yes", "no"}


@lru_cache(maxsize=1)
def tag_words() -> dict[str, list[list]]:
    """'key=value' -> [[tags the object must also have, weight, words], ...] from the vocabulary."""
    words: dict[str, list[list]] = {}

    def add(tag: str, extra: dict[str, str], weight: str, text: str) -> None:
        entry = [extra, weight, text]
        if text and entry not in words.setdefault(tag, []):
            words[tag].append(entry)

    for preset in data().presets:
        head = _head_key(preset)
        value = preset.tags[head]
        if value == "*":
            continue
        extra = {k: v for k, v in preset.tags.items() if k != head and v != "*"}
        add(f"{head}={value}", extra, "B", " ".join([preset.name, *preset.aliases]))
        add(f"{head}={value}", extra, "D", " ".join(preset.terms))
    for field in data().fields.values():
        if field.key.endswith(":"):   # multiCombo of keys: diet:vegetarian=yes|only
            for value, label in field.options.items():
                for yes in YES_VALUES:
                    add(f"{field.key}{value}={yes}", {}, "C", label)
            continue
        terms = " ".join([field.label, *field.terms])
        if field.type in ("check", "defaultCheck"):
            add(f"{field.key}=yes", {}, "C", terms)
            continue
        for value, label in field.options.items():
            if value == "no":
                continue
            # 'Yes' says nothing: internet_access=yes is the field's own words ('Internet Connection wifi ...')
            add(f"{field.key}={value}", {}, "C", terms if label.lower() in _SKIP_LABELS else label)
    return words


def _quote(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def word_rows() -> list[tuple[str, int, str, str, str]]:
    """The words table's rows: (tag, its entry's place, weight, tags the object must also have, words)."""
    return [(tag, ord_, weight, json.dumps(extra, sort_keys=True), text)
            for tag, entries in sorted(tag_words().items())
            for ord_, (extra, weight, text) in enumerate(entries, start=1)]


def _exploded(source: str, tags: str, columns: str = "") -> str:
    """A subquery x over `source`: each tag of `tags` and each value of a multi-value one as x.tag 'key=value',
    with its place (x.tag_ord: the jsonb's key order, x.value_ord), after `columns` of the source row. Kept apart
    (OFFSET 0) so that the planner joins all of it to the words table at once (one hash join) rather than row by
    row."""
    return (f"(SELECT {columns + ', ' if columns else ''}e.key || '=' || v.value AS tag, e.ord AS tag_ord, "
            f"v.ord AS value_ord FROM {source} CROSS JOIN jsonb_each_text({tags}) WITH ORDINALITY e(key, value, ord) "
            r"CROSS JOIN LATERAL unnest(regexp_split_to_array(e.value, '\s*;\s*')) WITH ORDINALITY v(value, ord) "
            "OFFSET 0) x")


# The vocabulary's words of one row, per weight, in the order of its tags, their values and the entries.
_WORDS = ", ".join(f"string_agg(w.words, ' ' ORDER BY x.tag_ord, x.value_ord, w.ord) FILTER (WHERE w.weight = "
                   f"'{weight}') AS {weight.lower()}" for weight in "BCD")


def _document(name: str, tags: str, words: str) -> str:
    """The tsvector of one row from its name, its tags and its vocabulary words (`words`.b, .c, .d)."""
    config = f"'{CONFIG}'::regconfig"
    return f"""setweight(to_tsvector({config}, concat_ws(' ', {name},
           (SELECT string_agg(value, ' ') FROM jsonb_each_text({tags}) WHERE key ~ '{NAME_KEYS}'))), 'A')
    || setweight(to_tsvector({config}, coalesce({words}.b, '')), 'B')
    || setweight(to_tsvector({config}, concat_ws(' ', {words}.c,
           (SELECT string_agg(translate(value, '_;', '  '), ' ') FROM jsonb_each_text({tags})
            WHERE key ~ '{ATTRIBUTE_KEYS}' AND value NOT IN ('yes', 'no', 'only')))), 'C')
    || setweight(to_tsvector({config}, concat_ws(' ', {tags} ->> 'description', {words}.d)), 'D')"""


def documents(relation: str, name_column: str, where: str = "TRUE") -> str:
    """SELECT name, tags, search: the document of each distinct (name, tags) among the rows of `relation` (alias
    s) that `where` picks, computed set-wise: the words of all of them in one hash join and one aggregate, and
    each document once however many rows share it (58 k water features have 3 k distinct tag sets)."""
    return f"""WITH u AS (SELECT DISTINCT s.{name_column} AS name, s.tags FROM {relation} s WHERE {where})
SELECT u.name, u.tags, {_document('u.name', 'u.tags', 'd')} AS search
FROM u LEFT JOIN (SELECT x.name, x.tags, {_WORDS}
                  FROM {_exploded('u', 'u.tags', 'u.name, u.tags')}
                  JOIN {WORDS_TABLE} w ON w.tag = x.tag AND x.tags @> w.extra
                  GROUP BY x.name, x.tags) d ON d.tags = u.tags AND d.name IS NOT DISTINCT FROM u.name"""


@lru_cache(maxsize=1)
def setup_sql() -> str:
    """The text search configuration, the words table's definition and the per-row function (idempotent)."""
    return f"""
DO $$ BEGIN
  IF to_regnamespace('public') IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM pg_ts_config WHERE cfgname = 'georeact_search' AND cfgnamespace = 'public'::regnamespace) THEN
    -- English stemming with accents folded ('Café' = 'cafe', 'pharmacies' = 'pharmacy'); English stop words
    CREATE TEXT SEARCH CONFIGURATION {CONFIG} (COPY = pg_catalog.english);
    ALTER TEXT SEARCH CONFIGURATION {CONFIG} ALTER MAPPING FOR hword, hword_part, word
      WITH public.unaccent, pg_catalog.english_stem;
  END IF;
END $$;
DROP FUNCTION IF EXISTS public.georeact_tag_words(jsonb, text);
-- The vocabulary's words for a tag 'key=value', of one weight, for objects that also have `extra`
CREATE TABLE IF NOT EXISTS {WORDS_TABLE} (
    tag text NOT NULL,
    ord integer NOT NULL,
    weight "char" NOT NULL,
    extra jsonb NOT NULL,
    words text NOT NULL,
    PRIMARY KEY (tag, ord)
);
-- jit off: a plan of milliseconds, estimated high (jsonb_each_text is guessed at 100 rows), would be compiled at
-- every call
CREATE OR REPLACE FUNCTION public.georeact_search_vector(name text, tags jsonb) RETURNS tsvector
LANGUAGE sql STABLE PARALLEL SAFE SET jit = off AS $f$
SELECT {_document('$1', '$2', 'd')}
FROM (SELECT {_WORDS} FROM {_exploded('(SELECT) s', '$2')}
      -- one row: an index lookup per tag (kept apart, OFFSET 0), not a hash of the whole table per call
      CROSS JOIN LATERAL (SELECT * FROM {WORDS_TABLE} w WHERE w.tag = x.tag AND $2 @> w.extra OFFSET 0) w) d
$f$;
"""


def search_sha256() -> str:
    """The document's definition: its SQL and the vocabulary's words."""
    return hashlib.sha256((setup_sql() + json.dumps(word_rows(), ensure_ascii=False)).encode()).hexdigest()


def ensure_functions(conn: psycopg.Connection) -> bool:
    """Create or replace the configuration, the function and the words when their definition changed; True
    when it did."""
    current = conn.execute(
        "SELECT obj_description(p.oid, 'pg_proc') FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace "
        "WHERE n.nspname = 'public' AND p.proname = 'georeact_search_vector'").fetchone()
    if current is not None and current[0] == search_sha256():
        return False
    conn.execute(setup_sql())
    conn.execute(f"TRUNCATE {WORDS_TABLE}")
    with conn.cursor().copy(f"COPY {WORDS_TABLE} (tag, ord, weight, extra, words) FROM STDIN") as copy:
        for row in word_rows():
            copy.write_row(row)
    conn.execute(f"ANALYZE {WORDS_TABLE}")
    conn.execute(f"COMMENT ON FUNCTION public.georeact_search_vector(text, jsonb) IS {_quote(search_sha256())}")
    return True


def column_sql(table: str) -> str:
    """The `search` column of a GS-QA table, written by the merge (idempotent)."""
    return f"ALTER TABLE public.{table} ADD COLUMN IF NOT EXISTS search tsvector"


def index_sql(table: str) -> str:
    """Its GIN index (idempotent)."""
    return f"CREATE INDEX IF NOT EXISTS {table}_search ON public.{table} USING gin (search)"


def refresh(conn: psycopg.Connection, name_columns: dict[str, str]) -> None:
    """The function and words as this code defines them; on a change, the stored documents of the GS-QA tables
    are computed again, set-wise (a `search` generated by an older version becomes a plain column first)."""
    if not ensure_functions(conn):
        return
    for table in SEARCH_TABLES:
        has_tags = conn.execute("SELECT 1 FROM information_schema.columns WHERE table_schema = 'public' "
                                "AND table_name = %s AND column_name = 'tags'", (table,)).fetchone()
        if not has_tags:
            continue
        generated = conn.execute("SELECT attgenerated <> '' FROM pg_attribute WHERE attrelid = %s::regclass "
                                 "AND attname = 'search' AND NOT attisdropped", (f"public.{table}",)).fetchone()
        if generated and generated[0]:
            conn.execute(f"ALTER TABLE public.{table} DROP COLUMN search")
        conn.execute(column_sql(table))
        conn.execute(f"DROP INDEX IF EXISTS public.{table}_search")   # built again after the update
        name = name_columns[table]
        conn.execute(f"UPDATE public.{table} t SET search = d.search FROM ({documents(f'public.{table}', name)}) d "
                     f"WHERE d.tags = t.tags AND d.name IS NOT DISTINCT FROM t.{name}")
        conn.execute(index_sql(table))
