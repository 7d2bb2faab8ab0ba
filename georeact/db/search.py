"""The full-text document of a feature: a `tsvector` over its names, its kind in words and its attributes.

Both layouts get it from one SQL function, `public.georeact_search_vector(name, tags)`: the GS-QA tables keep it
in a stored generated column `search` with a GIN index; the planet_osm views compute it from their jsonb tags.
The words for tags come from the feature vocabulary (iD's presets, reading/data): a kind's name and aliases
("amenity=pharmacy" -> "Pharmacy"), field option labels ("diet:vegetarian=yes" -> "Vegetarian", "cuisine=thai"
-> "Thai") and the curated words for a field ("internet_access=wlan" -> "wifi"). They are compiled into the
function's body as a jsonb constant, so the function is truly IMMUTABLE, as a generated column needs; when the
vocabulary changes, the function's hash changes, the import style with it, and the data is reloaded.

Weights: A names (name, name:*, brand ...), B the kind, C attributes (cuisine, diet, denomination, operator,
field words), D the description and the kind's search terms.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache

import psycopg

from georeact.reading.vocabulary import YES_VALUES, _head_key, data

CONFIG = "public.georeact_search"
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


@lru_cache(maxsize=1)
def setup_sql() -> str:
    """The text search configuration and the two functions (idempotent)."""
    words = _quote(json.dumps(tag_words(), ensure_ascii=False, sort_keys=True, separators=(",", ":")))
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
-- The words the vocabulary has for an object's tags, of one weight (a multi-value 'pizza;burger' counts each).
CREATE OR REPLACE FUNCTION public.georeact_tag_words(tags jsonb, weight text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $f$
DECLARE
  vocabulary CONSTANT jsonb := {words}::jsonb;
BEGIN
  RETURN (SELECT string_agg(entry ->> 2, ' ')
          FROM jsonb_each_text(tags) e
          CROSS JOIN LATERAL regexp_split_to_table(e.value, '\\s*;\\s*') v(value)
          CROSS JOIN LATERAL jsonb_array_elements(vocabulary -> (e.key || '=' || v.value)) entry
          WHERE entry ->> 1 = weight AND tags @> (entry -> 0));
END $f$;
CREATE OR REPLACE FUNCTION public.georeact_search_vector(name text, tags jsonb) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
SELECT setweight(to_tsvector('{CONFIG}'::regconfig, concat_ws(' ', name,
           (SELECT string_agg(value, ' ') FROM jsonb_each_text(tags) WHERE key ~ '{NAME_KEYS}'))), 'A')
    || setweight(to_tsvector('{CONFIG}'::regconfig, coalesce(public.georeact_tag_words(tags, 'B'), '')), 'B')
    || setweight(to_tsvector('{CONFIG}'::regconfig, concat_ws(' ', public.georeact_tag_words(tags, 'C'),
           (SELECT string_agg(translate(value, '_;', '  '), ' ') FROM jsonb_each_text(tags)
            WHERE key ~ '{ATTRIBUTE_KEYS}' AND value NOT IN ('yes', 'no', 'only')))), 'C')
    || setweight(to_tsvector('{CONFIG}'::regconfig, concat_ws(' ', tags ->> 'description',
           public.georeact_tag_words(tags, 'D'))), 'D')
$f$;
"""


def search_sha256() -> str:
    return hashlib.sha256(setup_sql().encode()).hexdigest()


def ensure_functions(conn: psycopg.Connection) -> bool:
    """Create or replace the configuration and functions when their definition changed; True when it did."""
    current = conn.execute(
        "SELECT obj_description(p.oid, 'pg_proc') FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace "
        "WHERE n.nspname = 'public' AND p.proname = 'georeact_search_vector'").fetchone()
    if current is not None and current[0] == search_sha256():
        return False
    conn.execute(setup_sql())
    conn.execute(f"COMMENT ON FUNCTION public.georeact_search_vector(text, jsonb) IS {_quote(search_sha256())}")
    return True


def column_sql(table: str, name_column: str) -> list[str]:
    """The generated `search` column of a GS-QA table and its GIN index (idempotent)."""
    return [f"ALTER TABLE public.{table} ADD COLUMN IF NOT EXISTS search tsvector GENERATED ALWAYS AS "
            f"(public.georeact_search_vector({name_column}, tags)) STORED",
            f"CREATE INDEX IF NOT EXISTS {table}_search ON public.{table} USING gin (search)"]


def refresh(conn: psycopg.Connection, name_columns: dict[str, str]) -> None:
    """The functions as this code defines them; on a change, the stored documents of the GS-QA tables are
    computed again (dropping and adding the generated column rewrites every row)."""
    if not ensure_functions(conn):
        return
    for table in SEARCH_TABLES:
        has_tags = conn.execute("SELECT 1 FROM information_schema.columns WHERE table_schema = 'public' "
                                "AND table_name = %s AND column_name = 'tags'", (table,)).fetchone()
        if has_tags:
            conn.execute(f"ALTER TABLE public.{table} DROP COLUMN IF EXISTS search")
            for statement in column_sql(table, name_columns[table]):
                conn.execute(statement)
