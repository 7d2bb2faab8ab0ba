"""Vocabulary coverage: how many GS-QA feature phrases GetPOIFilter maps to the tag the benchmark names, and how
many of the (key, value) pairs in the shipped extracts some phrase of the vocabulary reaches.

    .venv/bin/python benchmarks/vocabulary_coverage.py DATASET [--home DIR] [--port N] [--profile gsqa]
                     [--before REV] [--list-misses]

DATASET is a GS-QA folder (`benchmark/T*/*/question.json`; the files stay where they are). `--before REV` also
measures the code of git revision REV (exported with `git archive` into a temporary folder, run in a child
process) and prints both. Needs the loaded database (the test cluster: --home ~/.cache/georeact-test --port 5441).

(a) phrases: every distinct feature entity of `question_entities` (main_category / sub_category, `table` when
    given, and the non-spatial filter `poi_filter_desc` + `poi_filter_sql` when there is one). The phrase is
    poi_filter_desc, else sub_category; the target is the tag main_category=value (+ the filter's key=value), the
    value being sub_category in OSM spelling as the benchmark's own SQL writes it. A phrase counts when any
    filter of resolve() (usable, empty or of the wrong geometry kind) is the target. The table is not compared:
    it is where this project's import stores the tag (GS-QA keeps parks in pois, golf courses in parks).
(b) pairs: (table, key, value) with at least --min-rows rows in the profile's category columns (list values
    split on ';'); one counts when a phrase of the vocabulary (curated phrases, preset names and terms, and
    "<option> <preset>" modifier phrases) resolves to a filter with it, without the database's discovery.
"""

from __future__ import annotations

import argparse
import glob
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
_EQUALITY = re.compile(r"\b(\w+)\s*=\s*'([^']+)'")
_ILIKE = re.compile(r"^\s*(\w+)\s+I?LIKE\s+'%?(.*?)%?'\s*$", re.IGNORECASE)


# --- (a) GS-QA phrases ------------------------------------------------------------------------------------

def entities(dataset: Path) -> tuple[list[dict[str, Any]], set[tuple[str, str]]]:
    files = sorted(glob.glob(str(dataset / "**" / "question.json"), recursive=True))
    if not files:
        raise SystemExit(f"{dataset}: no */question.json files (give the GS-QA folder)")
    found: dict[tuple, dict[str, Any]] = {}
    equalities: set[tuple[str, str]] = set()
    for name in files:
        data = json.loads(Path(name).read_text(encoding="utf-8"))
        equalities |= set(_EQUALITY.findall(data.get("sql") or ""))
        for entity in (data.get("question_entities") or {}).values():
            if isinstance(entity, dict) and entity.get("sub_category"):
                key = tuple(entity.get(k) for k in ("main_category", "sub_category", "table", "poi_filter_desc",
                                                    "poi_filter_sql"))
                found.setdefault(key, entity)
    return list(found.values()), equalities


def target_value(key: str, sub: str, equalities: set[tuple[str, str]]) -> str:
    """'theme park' -> theme_park; 'fast food restaurant' -> fast_food (the longest prefix the SQL uses)."""
    words = sub.strip().lower().replace("_", " ").split(" ")
    for end in range(len(words), 0, -1):
        value = "_".join(words[:end])
        if (key, value) in equalities:
            return value
    return "_".join(words)


def hits(resolution: Any, key: str, value: str, extra: tuple[str, str] | None) -> bool:
    for flt in [*resolution.filters, *resolution.empty, *resolution.mismatched]:
        if (flt.column, (flt.value or "").lower()) != (key, value):
            continue
        if extra is None or (flt.where.get(extra[0]) or "").lower() == extra[1]:
            return True
    return False


def measure_phrases(pf: Any, ctx: Any, dataset: Path) -> tuple[int, int, list[str]]:
    found, equalities = entities(dataset)
    ok, misses = 0, []
    for entity in found:
        key, sub = entity["main_category"], entity["sub_category"]
        table = entity.get("table") or "pois"
        value = target_value(key, sub, equalities)
        phrase, extra = sub, None
        if entity.get("poi_filter_desc"):
            phrase = entity["poi_filter_desc"]
            match = _ILIKE.match(entity.get("poi_filter_sql") or "")
            if match:
                extra = (match[1].lower(), match[2].strip("%_").lower())
        try:
            good = hits(pf.resolve(ctx, phrase, "any"), key, value, extra)
        except pf.FeatureError:
            good = False
        ok += good
        if not good:
            misses.append(f"{phrase!r} -> {table}.{key}={value}" + (f" & {extra[0]}={extra[1]}" if extra else ""))
    return ok, len(found), misses


# --- (b) pairs in the extracts ----------------------------------------------------------------------------

def pairs(ctx: Any, min_rows: int) -> dict[tuple[str, str, str], int]:
    multi = {"cuisine", "sport", "religion", "museum"}
    out: dict[tuple[str, str, str], int] = {}
    for logical, spec in ctx.profile.tables.items():
        for column in spec.category_columns:
            if column == "border_type":   # derived from boundary/place, not a tag
                continue
            values = (f"unnest(string_to_array(replace(\"{column}\"::text, ' ', ''), ';'))" if column in multi
                      else f"\"{column}\"::text")
            rows = ctx.db.query(f"SELECT v, count(*) FROM (SELECT {values} AS v FROM {spec.relation}) s "
                                f"WHERE v IS NOT NULL GROUP BY v HAVING count(*) >= %s", [min_rows], max_rows=5000).rows
            out |= {(logical, column, value): int(n) for value, n in rows}
    return out


def reachable(pf: Any) -> set[tuple[str, str, str]]:
    """(table, key, value) some vocabulary phrase resolves to, as head or as a narrowing condition."""
    found: set[tuple[str, str, str]] = set()

    def add(filters: list[Any]) -> None:
        for flt in filters:
            if flt.value is not None:
                found.add((flt.table, flt.column, flt.value))
            found.update((flt.table, k, v) for k, v in flt.where.items())

    for phrase in pf.vocabulary():
        add(pf.lookup(phrase)[1])
    presets = getattr(pf, "presets", None)
    if presets is None:   # the code before the presets
        return found
    for phrase in presets.phrases():
        if (match := pf.lookup(phrase, weak=True)) is not None:
            add(match[1])
    for preset in presets.data().presets:   # "<option label> <preset name>": greek restaurant, tennis pitch
        spec = presets.preset_spec(preset)
        if spec is None:
            continue
        table = spec.split(".", 1)[0]
        for field_id in preset.fields:
            field = presets.data().fields[field_id]
            for value, label in field.options.items():
                for extra in presets.match_modifier(label, preset.tags) or []:
                    found.update((table, k, v) for k, v in extra.items())
    return found


# --- running ----------------------------------------------------------------------------------------------

def measure(args: argparse.Namespace) -> dict[str, Any]:
    sys.path.insert(0, str(args.code))
    from georeact.config import Settings
    from georeact.db.profiles import get_profile
    from georeact.db.session import Database
    from georeact.tools import poi_filter as pf
    from georeact.tools.base import ToolContext

    settings = Settings(home=args.home, db_port=args.port, database_url=None, owner_database_url=None)
    db = Database(settings).open()
    try:
        ctx = ToolContext(db=db, settings=settings, profile=get_profile(args.profile))
        ok, total, misses = measure_phrases(pf, ctx, args.dataset)
        counted = pairs(ctx, args.min_rows)
        reach = reachable(pf)
        unreached = sorted((n, f"{t}.{k}={v}") for (t, k, v), n in counted.items() if (t, k, v) not in reach)
    finally:
        db.close()
    return {"phrases_ok": ok, "phrases": total, "phrase_misses": misses, "pairs": len(counted),
            "pairs_ok": len(counted) - len(unreached), "pair_misses": [f"{p} ({n} rows)" for n, p in unreached[::-1]]}


def report(label: str, result: dict[str, Any], list_misses: bool) -> None:
    a = result["phrases_ok"] / result["phrases"] if result["phrases"] else 0.0
    b = result["pairs_ok"] / result["pairs"] if result["pairs"] else 0.0
    print(f"{label}: (a) GS-QA phrases mapped to their tag {result['phrases_ok']}/{result['phrases']} = {a:.1%};"
          f" (b) extract (key, value) pairs reachable {result['pairs_ok']}/{result['pairs']} = {b:.1%}")
    if list_misses:
        print("  (a) misses: " + "; ".join(result["phrase_misses"]))
        print("  (b) misses: " + "; ".join(result["pair_misses"]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dataset", type=Path)
    parser.add_argument("--home", type=Path, default=Path.home() / ".cache/georeact-test")
    parser.add_argument("--port", type=int, default=5441)
    parser.add_argument("--profile", default="gsqa")
    parser.add_argument("--min-rows", type=int, default=5)
    parser.add_argument("--before", metavar="REV", help="also measure the code of this git revision")
    parser.add_argument("--list-misses", action="store_true")
    parser.add_argument("--code", type=Path, default=ROOT, help=argparse.SUPPRESS)
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.json:   # the child process of --before
        print(json.dumps(measure(args)))
        return
    if args.before:
        with tempfile.TemporaryDirectory() as tmp:
            archive = subprocess.run(["git", "-C", str(ROOT), "archive", args.before, "georeact"], check=True,
                                     capture_output=True).stdout
            subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
            child = [sys.executable, __file__, str(args.dataset), "--home", str(args.home), "--port", str(args.port),
                     "--profile", args.profile, "--min-rows", str(args.min_rows), "--code", tmp, "--json"]
            output = subprocess.run(child, check=True, capture_output=True, text=True).stdout
        report(f"before ({args.before})", json.loads(output.strip().splitlines()[-1]), args.list_misses)
    report("now", measure(args), args.list_misses)


if __name__ == "__main__":
    main()
