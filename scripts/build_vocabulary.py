"""Build georeact/reading/data/osm_presets.json from the iD editor's tagging schema (npm, ISC licence).

    .venv/bin/python scripts/build_vocabulary.py [--version 7.2.0] [--out georeact/reading/data/osm_presets.json]

Runs `npm pack @openstreetmap/id-tagging-schema@VERSION` in a temporary directory (needs npm and the npm
registry; nothing is fetched at run time), reads dist/presets.json, dist/fields.json and the English strings
of dist/translations/en.json, and writes one compact file: per preset its English name, aliases, search
terms, tags, geometry kinds and the modifier fields it offers; per modifier field its key, type, label,
terms and option labels. The file carries the package version and its ISC licence notice.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import tarfile
import tempfile
from pathlib import Path
from typing import Any

PACKAGE = "@openstreetmap/id-tagging-schema"
VERSION = "7.2.0"
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "georeact" / "reading" / "data" / "osm_presets.json"

# Field types that narrow a feature by a tag value ("Greek" restaurant, "vegan", "with outdoor seating").
MODIFIER_TYPES = {"combo", "semiCombo", "multiCombo", "manyCombo", "typeCombo", "check", "defaultCheck", "radio"}
# Keys that describe the structure or the record, not a kind of place a user would name; and open-ended keys
# whose values the schema does not list (operator:type), which would otherwise take an unknown modifier.
NOT_MODIFIER_KEYS = {"building", "level", "layer", "name", "ref", "note", "fixme", "source", "check_date", "area",
                     "indoor", "location", "covered", "not:name", "operator:type", "payment:", "currency:"}
GEOMETRY = {"point": "point", "vertex": "point", "line": "line", "area": "area"}
NOISE_KEYS = ("addr", "address", "@templates")


def fetch(version: str, workdir: Path) -> Path:
    """npm pack the package into `workdir` and unpack it; returns the package directory."""
    subprocess.run(["npm", "pack", f"{PACKAGE}@{version}", "--silent"], cwd=workdir, check=True,
                   capture_output=True, text=True)
    tarball = next(workdir.glob("*.tgz"))
    with tarfile.open(tarball) as archive:
        archive.extractall(workdir, filter="data")
    return workdir / "package"


def _label(value: Any) -> str | None:
    """Option strings are either a label or {title, description}."""
    if isinstance(value, dict):
        return value.get("title")
    return value if isinstance(value, str) else None


def build_fields(fields: dict[str, Any], strings: dict[str, Any]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for field_id, field in sorted(fields.items()):
        key = field.get("key")
        if field.get("type") not in MODIFIER_TYPES or not key or key in NOT_MODIFIER_KEYS:
            continue
        text = strings.get(field_id, {})
        options = field.get("options") or []
        labels = {value: _label(text.get("options", {}).get(value)) or value.replace("_", " ") for value in options}
        entry: dict[str, Any] = {"key": key, "type": field["type"], "label": text.get("label") or key}
        if text.get("terms"):
            entry["terms"] = text["terms"]
        if labels:
            entry["options"] = labels
        out[field_id] = entry
    return out


def _tag_set(preset: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    return tuple(sorted(preset.get("tags", {}).items()))


def build_presets(presets: dict[str, Any], strings: dict[str, Any], fields: dict[str, Any]) -> list[dict[str, Any]]:
    """Searchable presets, plus unsearchable ones whose tags no searchable preset has (amenity=school: iD hides
    it behind education=school, but older data, like the shipped extracts, uses it)."""
    searchable_tags = {_tag_set(p) for p in presets.values() if p.get("searchable", True)}
    out: list[dict[str, Any]] = []
    for preset_id, preset in sorted(presets.items()):
        tags = preset.get("tags") or {}
        if not tags or preset_id.startswith(NOISE_KEYS) or any(k.startswith(NOISE_KEYS) for k in tags):
            continue
        if not preset.get("searchable", True) and _tag_set(preset) in searchable_tags:
            continue
        text = strings.get(preset_id, {})
        if not text.get("name"):
            continue
        kinds = sorted({GEOMETRY[g] for g in preset.get("geometry", []) if g in GEOMETRY})
        # iD's primary fields define the kind (cuisine, denomination); moreFields are extras (brewery, smoking)
        primary = [f for f in preset.get("fields", []) if f in fields and fields[f]["key"] not in tags]
        more = [f for f in preset.get("moreFields", []) if f in fields and fields[f]["key"] not in tags
                and f not in primary]
        entry: dict[str, Any] = {"id": preset_id, "name": text["name"], "tags": tags, "geometry": kinds}
        for key in ("aliases", "terms"):
            if text.get(key):
                entry[key] = text[key]
        if primary:
            entry["fields"] = primary
        if more:
            entry["more"] = more
        if not preset.get("searchable", True):
            entry["searchable"] = False
        out.append(entry)
    return out


def write(out: Path, version: str, licence: str, presets: list[dict[str, Any]], fields: dict[str, Any]) -> None:
    """One preset or field per line: small diffs when the package version changes."""
    used = {f for p in presets for f in p.get("fields", []) + p.get("more", [])}
    fields = {k: v for k, v in fields.items() if k in used}
    head = {"source": f"npm {PACKAGE}@{version}", "version": version, "licence": "ISC",
            "notice": licence.strip(), "generated_by": "scripts/build_vocabulary.py"}
    dump = lambda value: json.dumps(value, ensure_ascii=False, separators=(",", ":"))  # noqa: E731
    lines = ["{", *(f" {dump(k)}:{dump(v)}," for k, v in head.items()), ' "presets":[']
    lines += [f"  {dump(p)}{',' if i < len(presets) - 1 else ''}" for i, p in enumerate(presets)]
    lines += [" ],", ' "fields":{']
    items = sorted(fields.items())
    lines += [f"  {dump(k)}:{dump(v)}{',' if i < len(items) - 1 else ''}" for i, (k, v) in enumerate(items)]
    lines += [" }", "}"]
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--version", default=VERSION)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        package = fetch(args.version, Path(tmp))
        dist = package / "dist"
        presets = json.loads((dist / "presets.json").read_text(encoding="utf-8"))
        fields = json.loads((dist / "fields.json").read_text(encoding="utf-8"))
        strings = json.loads((dist / "translations" / "en.json").read_text(encoding="utf-8"))["en"]["presets"]
        licence = (package / "LICENSE.md").read_text(encoding="utf-8").replace("## ISC License", "ISC License")
    modifier_fields = build_fields(fields, strings["fields"])
    kept = build_presets(presets, strings["presets"], modifier_fields)
    write(args.out, args.version, licence, kept, modifier_fields)
    print(f"{args.out}: {len(kept)} presets, {args.out.stat().st_size / 1e6:.2f} MB ({PACKAGE}@{args.version})")


if __name__ == "__main__":
    main()
