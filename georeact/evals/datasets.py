"""Read (and write) the two benchmarks' files exactly as they are published.

GS-QA: `benchmark/T<k>/<n>/question.json`; the question folders are right-aligned numbers ("  1", " 10",
"100"), so folder names carry leading spaces. MapQA: one CSV per question type (`ID,Question,Answer`; list
answers joined with "; ", distances as "22872.87 meters") and a JSON per type mapping ID -> {entity name:
{osm_id, latitude, longitude}}. Quirks of the published files handled here: `distance_dataset.csv` has the
header `Question,Answer` over three-column rows; `amenities_around_dataset.json` has latitude and longitude
swapped; some answers are empty or "No amenities found" (a gold "nothing").

Generated sets add what the official formats cannot hold: GS-QA question.json gets an extra `gold_params`
key; MapQA gets a sidecar `<stem>.gold_params.json` (ID -> {gold_params, gold_sql}). Both are optional.
"""

from __future__ import annotations

import csv
import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from georeact.errors import GeoReactError
from georeact.evals.models import NAME_COLUMNS, AnswerType, GoldParams, Question

MAPQA_FILES: dict[str, str] = {
    "adjacent": "adjacent_dataset",
    "amenities-around-specific": "amenities-around-specific",
    "amenities_around": "amenities_around_dataset",
    "amenities": "amenities_dataset",
    "compare-closer": "compare-closer",
    "direction_nearest": "direction_nearest_dataset",
    "distance": "distance_dataset",
    "intersection": "intersection_dataset",
    "nearest_amenity": "nearest_amenity_dataset",
    # geo-react's own list questions in MapQA's format (georeact/evals/search_questions.py)
    "search-attribute": "search-attribute",
    "open-at": "open-at",
}
_MAPQA_TYPES = {stem: kind for kind, stem in MAPQA_FILES.items()}
SIDECAR_SUFFIX = ".gold_params.json"
NO_ANSWER_TEXTS = {"", "no amenities found", "none", "no answer"}
_GSQA_TEMPLATE = re.compile(r"^T(\d+)$")
_DISTANCE = re.compile(r"(-?\d[\d,]*(?:\.\d+)?)\s*(meters|metres|m|km|kilometers|kilometres)\b", re.I)
EXPECTED = ("GS-QA question.json files (<T1..T28>/<n>/question.json) or MapQA CSVs named by question type "
            "(adjacent_dataset.csv, distance_dataset.csv, ...)")


class DatasetError(GeoReactError, ValueError):
    """A dataset file that cannot be read as a benchmark question; the message names the file."""


def _json_file(path: Path, expected: str) -> Any:
    """A JSON document, or a DatasetError saying what is wrong with the file and what it should hold."""
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DatasetError(f"{path} is not UTF-8 text (byte {exc.start}): save it as UTF-8 JSON") from exc
    if not text.strip():
        raise DatasetError(f"{path} is empty: it should hold {expected}")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise DatasetError(f"{path} is not valid JSON ({exc.msg}, line {exc.lineno} column {exc.colno}): "
                           f"it should hold {expected}") from exc


def json_object(path: Path, expected: str) -> dict[str, Any]:
    data = _json_file(path, expected)
    if not isinstance(data, dict):
        kind = "null" if data is None else {list: "list", str: "string", bool: "boolean"}.get(type(data), "number")
        raise DatasetError(f"{path} holds a JSON {kind}: it should hold {expected}")
    return data


# ---------------------------------------------------------------- GS-QA

def load_gsqa(root: Path) -> list[Question]:
    root = Path(root)
    questions: list[Question] = []
    for path in sorted(root.rglob("question.json"), key=gsqa_sort_key):
        questions.append(_gsqa_question(path))
    return questions


def gsqa_sort_key(path: Path) -> tuple[int, int, str]:
    template = _GSQA_TEMPLATE.match(path.parent.parent.name.strip())
    number = path.parent.name.strip()
    return (int(template.group(1)) if template else 10**6, int(number) if number.isdigit() else 10**6, str(path))


class GsqaFile(BaseModel):
    """A GS-QA question.json as published, plus the generator's `gold_params`; other keys are ignored."""

    question: str
    answers: list[dict[str, Any]] | None    # required; [] or null is a gold "nothing"
    answer_type: AnswerType = "name"
    sql: str | None = None
    question_entities: dict[str, Any] | None = None
    id: int | str | None = None
    type: str = ""
    template: str | None = None
    gold_params: GoldParams | None = None


_GSQA_EXPECTED = 'one JSON object with at least "question" (text) and "answers" (a list of objects)'


def _gsqa_file(path: Path) -> GsqaFile:
    data = json_object(path, _GSQA_EXPECTED)
    try:
        return GsqaFile.model_validate(data)
    except ValidationError as exc:
        problems = []
        for error in exc.errors()[:3]:
            field = ".".join(str(part) for part in error["loc"])
            problems.append(f'"{field}" is missing' if error["type"] == "missing"
                            else f'"{field}" {error["msg"].replace("Input should be", "must be")}')
        raise DatasetError(f"{path}: {'; '.join(problems)} (a GS-QA question.json holds {_GSQA_EXPECTED})") from exc


def _gsqa_question(path: Path) -> Question:
    data = _gsqa_file(path)
    folder = path.parent.name.strip()
    template = path.parent.parent.name.strip()
    if not _GSQA_TEMPLATE.match(template):
        template = data.template or data.type or template
    entities = data.question_entities or {}
    return Question(
        id=str(data.id) if data.id is not None else f"{template}-{folder}",
        dataset="gsqa",
        template=template,
        type=data.type,
        question=data.question,
        answer_type=data.answer_type,
        answers=data.answers or [],
        gold_sql=data.sql,
        question_entities=entities,
        gold_params=data.gold_params or _params_from_entities(data.type, entities),
        no_answer=not data.answers,
        meta={"path": str(path), "folder": path.parent.name},
    )


def _params_from_entities(kind: str, entities: dict[str, Any]) -> GoldParams | None:
    """Best-effort oracle parameters from an official question's `question_entities`."""
    params = GoldParams(metric=kind or None)
    for value in entities.values():
        if not isinstance(value, dict):
            continue
        if value.get("distance") is not None and params.radius_m is None:
            try:
                params.radius_m = float(value["distance"])
            except (TypeError, ValueError):   # best effort: an unreadable distance gives no radius
                pass
        if "direction_desc" in value:
            params.direction = value["direction_desc"]
            params.sector_deg = 45.0
    return params


def write_gsqa(questions: Iterable[Question], root: Path) -> list[Path]:
    """Write GS-QA questions as `root/T<k>/<n right-aligned to 3>/question.json` (numbered per template)."""
    root = Path(root)
    written: list[Path] = []
    counters: dict[str, int] = {}
    for question in questions:
        counters[question.template] = counters.get(question.template, 0) + 1
        folder = root / question.template / f"{counters[question.template]:>3}"
        folder.mkdir(parents=True, exist_ok=True)
        payload = {
            "question": question.question,
            "sql": question.gold_sql,
            "answers": question.answers,
            "answer_type": question.answer_type,
            "question_entities": question.question_entities,
            "id": int(question.id) if question.id.isdigit() else question.id,
            "type": question.type,
            "gold_params": question.gold_params.model_dump(exclude_none=True) if question.gold_params else None,
        }
        path = folder / "question.json"
        path.write_text(json.dumps(payload, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(path)
    return written


# ---------------------------------------------------------------- MapQA

def load_mapqa(path: Path) -> list[Question]:
    """A MapQA question-answer directory (every known CSV in it) or one CSV file."""
    path = Path(path)
    files = [path] if path.is_file() else sorted(p for p in path.glob("*.csv") if p.stem in _MAPQA_TYPES)
    directory = path.parent if path.is_file() else path
    references = {p.stem: _points(_read_json(p)) for p in directory.glob("*.json")
                  if p.stem in _MAPQA_TYPES}
    questions: list[Question] = []
    for csv_path in files:
        others = [point for stem, points in references.items() if stem != csv_path.stem for point in points]
        questions.extend(_mapqa_file(csv_path, others))
    return questions


def _mapqa_file(csv_path: Path, reference: list[tuple[float, float]]) -> list[Question]:
    kind = _MAPQA_TYPES.get(csv_path.stem, csv_path.stem)
    entities = _read_json(csv_path.with_suffix(".json"))
    swapped = _looks_swapped(_points(entities), reference)
    sidecar = _read_json(csv_path.with_name(csv_path.stem + SIDECAR_SUFFIX))
    questions = []
    for qid, text, answer in _mapqa_rows(csv_path):
        places = {name: _fix_point(info, swapped) for name, info in (entities.get(qid) or {}).items()}
        extra = sidecar.get(qid) or {}
        questions.append(_mapqa_question(kind, qid, text, answer, places, extra))
    return questions


def _points(entities: dict[str, Any]) -> list[tuple[float, float]]:
    points = []
    for places in entities.values():
        for info in (places or {}).values():
            lat, lon = info.get("latitude"), info.get("longitude")
            if isinstance(lat, int | float) and isinstance(lon, int | float):
                points.append((float(lat), float(lon)))
    return points


def _looks_swapped(points: list[tuple[float, float]], reference: list[tuple[float, float]]) -> bool:
    """A whole file with latitude/longitude exchanged (the official amenities_around JSON).

    Out-of-range latitudes prove it; otherwise compare with the other files of the same study region: the
    file's median "latitude" sits near their median longitude and vice versa.
    """
    if not points:
        return False
    if all(abs(lat) > 90 >= abs(lon) for lat, lon in points):
        return True
    if not reference:
        return False
    lat, lon = _median([p[0] for p in points]), _median([p[1] for p in points])
    ref_lat, ref_lon = _median([p[0] for p in reference]), _median([p[1] for p in reference])
    direct = abs(lat - ref_lat) + abs(lon - ref_lon)
    crossed = abs(lat - ref_lon) + abs(lon - ref_lat)
    return crossed < 10 and crossed < direct


def _median(values: list[float]) -> float:
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def _mapqa_rows(csv_path: Path) -> list[tuple[str, str, str]]:
    try:
        with csv_path.open(newline="", encoding="utf-8") as handle:
            rows = list(csv.reader(handle))
    except (UnicodeDecodeError, csv.Error) as exc:
        raise DatasetError(f"{csv_path} is not a readable UTF-8 CSV ({exc}): a MapQA CSV has rows "
                           "ID,Question,Answer") from exc
    if not rows:
        return []
    header = [cell.strip().lower() for cell in rows[0]]
    out = []
    for row in rows[1:]:
        if not row or not any(cell.strip() for cell in row):
            continue
        # distance_dataset.csv: header "Question,Answer" but every row is "ID,Question,Answer".
        if len(row) >= 3:
            qid, text, answer = row[0], row[1], ",".join(row[2:]) if len(row) > 3 else row[2]
        elif header[:1] == ["question"] and len(row) == 2:
            qid, text, answer = str(len(out) + 1), row[0], row[1]
        else:
            qid, text, answer = row[0], row[1] if len(row) > 1 else "", ""
        out.append((qid.strip(), text.strip(), answer.strip()))
    return out


def _read_json(path: Path) -> dict[str, Any]:
    """A MapQA JSON (question ID -> object); {} when the optional file is absent."""
    if not path.exists():
        return {}
    data = json_object(path, "one JSON object keyed by question ID")
    return {str(key): value for key, value in data.items()}


def _fix_point(info: dict[str, Any], swapped: bool) -> dict[str, Any]:
    lat, lon = info.get("latitude"), info.get("longitude")
    if swapped or (isinstance(lat, int | float) and isinstance(lon, int | float) and abs(lat) > 90 >= abs(lon)):
        lat, lon = lon, lat
    return {"osm_id": info.get("osm_id"), "lat": lat, "lon": lon}


def _mapqa_question(kind: str, qid: str, text: str, answer: str, places: dict[str, dict[str, Any]],
                    extra: dict[str, Any]) -> Question:
    answers: list[dict[str, Any]] = []
    answer_type = "distance" if kind == "distance" else "name"
    no_answer = answer.strip().lower() in NO_ANSWER_TEXTS
    if not no_answer and kind == "distance":
        match = _DISTANCE.search(answer)
        if match:
            value = float(match.group(1).replace(",", ""))
            answers.append({"distance": value * (1000.0 if match.group(2).lower().startswith("k") else 1.0)})
    elif not no_answer:
        for name in (part.strip() for part in answer.split("; ")):
            if not name:
                continue
            row: dict[str, Any] = {"name": name}
            place = places.get(name)
            if place:
                row.update({key: value for key, value in place.items() if value is not None})
                if place.get("lat") is not None and place.get("lon") is not None:
                    row["geometry"] = f"POINT ({place['lon']} {place['lat']})"
            answers.append(row)
    answer_names = {row.get("name") for row in answers}
    mentioned = [{"name": name, **place} for name, place in places.items() if name not in answer_names]
    params = extra.get("gold_params")
    return Question(
        id=f"{kind}-{qid}",
        dataset="mapqa",
        template=kind,
        type=kind,
        question=text,
        answer_type=answer_type,
        answers=answers,
        gold_sql=extra.get("gold_sql"),
        question_entities={"entities": mentioned, "raw_answer": answer},
        gold_params=GoldParams.model_validate(params) if params else None,
        no_answer=no_answer,
        meta={"mapqa_id": qid},
    )


def write_mapqa(questions: Iterable[Question], directory: Path) -> list[Path]:
    """Write MapQA questions as the official CSV + JSON per type, plus the gold_params sidecar."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    by_kind: dict[str, list[Question]] = {}
    for question in questions:
        by_kind.setdefault(question.template, []).append(question)
    written: list[Path] = []
    for kind, items in by_kind.items():
        stem = MAPQA_FILES.get(kind, kind)
        csv_path = directory / f"{stem}.csv"
        places: dict[str, Any] = {}
        sidecar: dict[str, Any] = {}
        with csv_path.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow(["ID", "Question", "Answer"])
            for question in items:
                qid = question.meta.get("mapqa_id") or question.id.rsplit("-", 1)[-1]
                writer.writerow([qid, question.question, mapqa_answer_text(question)])
                places[qid] = {entity["name"]: {"osm_id": entity.get("osm_id"), "latitude": entity.get("lat"),
                                                "longitude": entity.get("lon")}
                               for entity in _mapqa_places(question)}
                sidecar[qid] = {"gold_params": question.gold_params.model_dump(exclude_none=True)
                                if question.gold_params else None, "gold_sql": question.gold_sql}
        json_path = csv_path.with_suffix(".json")
        json_path.write_text(json.dumps(places, indent=4, ensure_ascii=False) + "\n", encoding="utf-8")
        side_path = directory / f"{stem}{SIDECAR_SUFFIX}"
        side_path.write_text(json.dumps(sidecar, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        written += [csv_path, json_path, side_path]
    return written


def mapqa_answer_text(question: Question) -> str:
    if question.no_answer:
        return "No amenities found" if question.template == "amenities_around" else ""
    if question.answer_type == "distance":
        return f"{question.gold_numbers()[0]:.2f} meters"
    return "; ".join(question.gold_names())


def _mapqa_places(question: Question) -> list[dict[str, Any]]:
    """The entities the MapQA JSON lists: the question's places, then the answers that are places."""
    places = list(question.question_entities.get("entities") or [])
    for answer in question.answers:
        name = next((answer[c] for c in NAME_COLUMNS if isinstance(answer.get(c), str)), None)
        if answer.get("lat") is not None and name:
            places.append({"name": name, "osm_id": answer.get("osm_id"), "lat": answer["lat"], "lon": answer["lon"]})
    return places


# ---------------------------------------------------------------- detection

def load_dataset(path: Path | str) -> list[Question]:
    """GS-QA or MapQA, detected from the layout: question.json files -> GS-QA; MapQA CSVs -> MapQA.

    A directory holding both (a generated set: `gsqa/` and `mapqa/`) loads both.
    """
    path = Path(path)
    if not path.exists():
        raise DatasetError(f"no dataset at {path}: give a folder of {EXPECTED}, or one such file")
    if path.is_file():
        if path.name == "question.json":
            return [_gsqa_question(path)]
        if path.suffix == ".csv":
            return load_mapqa(path)
        raise DatasetError(f"{path} is not a GS-QA question.json or a MapQA CSV")
    questions: list[Question] = []
    if any(path.rglob("question.json")):
        questions += load_gsqa(path)
    mapqa_dirs = sorted({csv_path.parent for csv_path in path.rglob("*.csv") if csv_path.stem in _MAPQA_TYPES})
    for directory in mapqa_dirs:
        questions += load_mapqa(directory)
    if not questions:
        raise DatasetError(f"no questions found in {path}: expected {EXPECTED}")
    return questions
