"""`georeact eval reading`: how well the question is read, scored against GS-QA's own annotations.

Each GS-QA `question.json` annotates what its question asks: `type` (range / knn / intersects, with direction,
towards, non_spat_filter; answer name, loc, angle, count, distance, area, length) and `question_entities`
(the feature as main_category/sub_category, a non-spatial filter, the anchor place, the radius, the direction,
the region). The towards place is the second point of the gold SQL's azimuth. A part is scored on every
question where the annotation has it or the reading filled it (a spurious direction is as wrong as a missing
one); "all" needs every scored part of a question right.

Split: questions with an even id are `dev` (read them when changing the reader), odd ids are `val` (report
only). Phrasings repeat within a template, so the split guards against fitting single questions, not against
fitting a template; the frozen set's held-out extract and new phrasings are the wider check.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from georeact.evals.datasets import gsqa_sort_key, json_object
from georeact.reading import QuestionReading
from georeact.tools.poi_filter import lookup, _singular, fold, shop_kind

PARTS = ("shape", "metric", "feature", "feature_tag", "modifier", "anchor", "towards", "region", "radius", "direction")
# GS-QA's type -> the metrics that answer it (a radius search is answered by a list or its nearest match).
TYPE_METRICS: dict[str, set[str]] = {
    "range": {"list", "nearest"}, "knn": {"nearest"}, "intersects": {"count"},
    "area_max": {"largest"}, "length_max": {"longest"}, "area_total": {"total_area"},
    "length_total": {"total_length"},
}
ANSWER_SHAPES: dict[str, set[str]] = {
    "name": {"place", "places"}, "loc": {"location"}, "angle": {"direction"}, "count": {"count"},
    "distance": {"number"}, "area": {"number"}, "length": {"number"},
}
ANSWER_METRICS = {"angle": {"azimuth"}, "count": {"count"}, "distance": {"distance"}}
_AZIMUTH_PAIR = re.compile(r"ST_Azimuth\(\s*ST_GeomFromText\('POINT \(([^)]*)\)'.*?ST_GeomFromText\('POINT \(([^)]*)\)'",
                           re.DOTALL)


class Gold(BaseModel):
    """What a GS-QA file says its question asks, in the reading's terms."""

    path: str
    id: int
    template: str
    question: str
    shapes: set[str]
    metrics: set[str]
    feature: str | None = None            # sub_category as words ("fast food")
    feature_tag: tuple[str, str] | None = None
    modifier: str | None = None           # poi_filter_desc ("emergency hospital")
    anchors: list[list[str]] = []         # each anchor: its accepted spellings (display name, name)
    towards: list[str] | None = None
    region: str | None = None
    radius_m: float | None = None
    direction: str | None = None


def gold_id(path: Path) -> int:
    """The question's id (its split: even ids are dev, odd ids val)."""
    return int(json_object(path, "a GS-QA question").get("id", 0))


def gold_from_file(path: Path) -> Gold:
    data = json_object(path, "a GS-QA question (question, type, question_entities)")
    kind, answer = str(data.get("type", "")).split("+")[:2]
    search, _, qualifier = kind.partition(":")
    metrics = set(ANSWER_METRICS.get(answer) or TYPE_METRICS.get(qualifier if qualifier in TYPE_METRICS else search, set()))
    if answer in ("area", "length") and qualifier in TYPE_METRICS:
        metrics = TYPE_METRICS[qualifier]
    towards_point = None
    entities = data.get("question_entities") or {}
    if "towards" in qualifier and "target" not in entities and (pair := _AZIMUTH_PAIR.search(str(data.get("sql", "")))):
        towards_point = pair.group(2).split()
    gold = Gold(path=str(path), id=int(data.get("id", 0)), template=path.parent.parent.name,
                question=str(data["question"]), shapes=ANSWER_SHAPES.get(answer, set()), metrics=metrics)
    for key, entity in entities.items():
        if key == "target" and "towards" in qualifier:   # the project's generator names its entities
            gold.towards = [str(entity["display_name"]), str(entity.get("name") or entity["display_name"])]
            continue
        if "distance" in entity:
            gold.radius_m = float(entity["distance"])
        elif "direction_desc" in entity:
            gold.direction = str(entity["direction_desc"])
        elif "region_name" in entity:
            gold.region = str(entity["region_name"])
        elif "display_name" in entity:
            spellings = [str(entity["display_name"])] + ([str(entity["poi"]["poi_name"])]
                                                         if isinstance(entity.get("poi"), dict) else [])
            point = re.findall(r"-?\d+\.?\d*", str(entity.get("geo_wkt", "")))
            if towards_point and point == towards_point:
                gold.towards = spellings
            else:
                gold.anchors.append(spellings)
        elif "sub_category" in entity:
            gold.feature = str(entity["sub_category"]).replace("_", " ")
            key = str(entity["main_category"])
            written = re.search(rf"\b{re.escape(key)}\s*=\s*'([^']+)'", str(data.get("sql", "")))   # the tag queried
            gold.feature_tag = (key, written.group(1) if written else str(entity["sub_category"]).replace(" ", "_"))
            gold.modifier = entity.get("poi_filter_desc")
    return gold


def _singular_words(text: str | None) -> list[str]:
    return [_singular(w) for w in re.findall(r"[\w']+", fold(text or ""))]


def _contains_words(outer: str | None, inner: str | None) -> bool:
    have = _singular_words(outer)
    return bool(inner) and all(w in have for w in _singular_words(inner))


def _place_key(name: str) -> str:
    return re.sub(r"^the ", "", fold(name).strip(" .,"))   # "the Grove" and "Grove" name the same place


def _same_place(said: str | None, spellings: list[str]) -> bool:
    return said is not None and _place_key(said) in {_place_key(s) for s in spellings}


def _maps_to(phrase: str | None, tag: tuple[str, str]) -> bool:
    if phrase and tag[0] == "shop" and (kind := shop_kind(phrase)) and kind.replace(" ", "_") == tag[1]:
        return True   # "shoes shop" is shop=shoes, as GetPOIFilter reads it
    found = lookup(phrase) if phrase else None
    return found is not None and any((f.column, f.value) == tag or f.where.get(tag[0]) == tag[1] for f in found[1])


def score(gold: Gold, reading: QuestionReading) -> dict[str, bool]:
    """Part -> right, for the parts this question has (or the reading invented)."""
    if reading.shape == "attribute" and reading.anchors and reading.anchors[0] in reading.described:
        # an attribute of a place found by a search ('when was the nearest university from X established', GS-QA
        # T7's multi-hop): the search is what the annotation describes
        reading = reading.described[reading.anchors[0]]
    parts: dict[str, bool] = {"shape": reading.shape in gold.shapes, "metric": reading.metric in gold.metrics}
    phrase = reading.feature_phrase
    if gold.feature or reading.feature:
        parts["feature"] = _contains_words(phrase, gold.feature)
    if gold.feature_tag:
        parts["feature_tag"] = _maps_to(phrase, gold.feature_tag) or _maps_to(reading.feature, gold.feature_tag)
    if gold.modifier:
        parts["modifier"] = _contains_words(phrase, gold.modifier)
    if gold.anchors or reading.anchors:
        parts["anchor"] = len(gold.anchors) == len(reading.anchors) and all(
            _same_place(said, spellings) for said, spellings in zip(reading.anchors, gold.anchors))
    if gold.towards or reading.towards:
        parts["towards"] = gold.towards is not None and _same_place(reading.towards, gold.towards)
    if gold.region or reading.region:
        parts["region"] = gold.region is not None and _same_place(reading.region, [gold.region])
    if gold.radius_m is not None or reading.radius_m is not None:
        parts["radius"] = gold.radius_m is not None and reading.radius_m is not None and \
            abs(gold.radius_m - reading.radius_m) <= 0.01 * gold.radius_m
    if gold.direction or reading.direction:
        parts["direction"] = gold.direction == reading.direction
    return parts


class Report(BaseModel):
    questions: int
    parts: dict[str, tuple[int, int]]            # part -> (right, scored)
    all_right: int
    per_template: dict[str, tuple[int, int]]     # template -> (all right, questions)
    failures: list[dict[str, Any]] = []
    llm_calls: int = 0
    tokens: int = 0
    seconds: float = 0.0


def gsqa_files(root: Path, per_template: int | None = None, split: str = "all") -> list[Path]:
    """The question files in GS-QA order; with a split, its files only (so --per-template counts within it)."""
    files = sorted(root.rglob("question.json"), key=gsqa_sort_key)
    if split != "all":
        files = [f for f in files if (gold_id(f) % 2 == 0) == (split == "dev")]
    if per_template:
        kept: dict[str, int] = Counter()
        files = [f for f in files if (kept.update([f.parent.parent.name]) or kept[f.parent.parent.name] <= per_template)]
    return files


# T8 names its anchor by a description to look up in Wikipedia attributes ("the museum built in 1830 in
# Arlington, MA"): no reading of the words alone can name that place, so it is reported only when asked for.
UNREADABLE_TEMPLATES = frozenset({"T8"})


def evaluate(files: list[Path], reader: Callable[[str], QuestionReading], split: str = "all",
             keep_failures: int = 0, templates: set[str] | None = None) -> Report:
    parts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    per_template: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    all_right, count, failures = 0, 0, []
    for path in files:
        gold = gold_from_file(path)
        if split != "all" and (gold.id % 2 == 0) != (split == "dev"):
            continue
        if gold.template not in templates if templates else gold.template in UNREADABLE_TEMPLATES:
            continue
        reading = reader(gold.question)
        scored = score(gold, reading)
        for part, right in scored.items():
            parts[part][0] += right
            parts[part][1] += 1
        ok = all(scored.values())
        all_right += ok
        count += 1
        per_template[gold.template][0] += ok
        per_template[gold.template][1] += 1
        if not ok and len(failures) < keep_failures:
            failures.append({"template": gold.template, "id": gold.id, "question": gold.question,
                             "wrong": [p for p, r in scored.items() if not r], "reading": reading.summary()})
    return Report(questions=count, parts={p: tuple(parts[p]) for p in PARTS if p in parts}, all_right=all_right,
                  per_template={t: tuple(v) for t, v in sorted(per_template.items(), key=lambda kv: int(kv[0][1:]))},
                  failures=failures)


def run_reading_eval(dataset: Path, *, split: str = "all", per_template: int | None = None,
                     templates: set[str] | None = None, failures: int = 0, reader: str = "deterministic",
                     llm: Any = None) -> Report:
    """`georeact eval reading`: a reader (deterministic | llm | both) over a GS-QA-format folder."""
    import time

    from georeact.evals.datasets import DatasetError
    from georeact.reading import read
    from georeact.reading.llm_reader import from_spans, llm_spans, merge

    files = gsqa_files(dataset, per_template, split)
    if not files:
        raise DatasetError(f"{dataset} holds no GS-QA question.json files (<T1..T28>/<n>/question.json)")
    cost = {"calls": 0, "tokens": 0, "seconds": 0.0}

    def chosen(question: str) -> QuestionReading:
        base = read(question)
        if reader == "deterministic":
            return base
        started = time.perf_counter()
        spans = llm_spans(question, llm)
        cost["calls"] += 1
        cost["tokens"] += spans["prompt_tokens"] + spans["completion_tokens"]
        cost["seconds"] += time.perf_counter() - started
        return from_spans(question, spans, base) if reader == "llm" else merge(base, spans)

    report = evaluate(files, chosen, split=split, keep_failures=failures, templates=templates)
    return report.model_copy(update={"llm_calls": cost["calls"], "tokens": cost["tokens"],
                                     "seconds": round(cost["seconds"], 1)})


def report_table(report: Report, title: str) -> Any:
    from rich.table import Table

    table = Table(title=f"{title}: {report.questions} questions, all parts right "
                        f"{report.all_right}/{report.questions} = {100 * report.all_right / max(report.questions, 1):.1f} %")
    table.add_column("part")
    table.add_column("right", justify="right")
    table.add_column("%", justify="right")
    for part, (right, scored) in report.parts.items():
        table.add_row(part, f"{right}/{scored}", f"{100 * right / max(scored, 1):.1f}")
    return table
