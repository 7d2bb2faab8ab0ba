"""Loaders read the published formats as they are (fixtures mimic the official files and their quirks)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from georeact.evals.datasets import load_dataset, load_gsqa, load_mapqa, write_gsqa, write_mapqa
from georeact.evals.models import EntityParam, FeatureFilter, GoldParams, Question

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def test_gsqa_folders_with_leading_spaces_are_read():
    questions = load_gsqa(FIXTURES / "gsqa" / "benchmark")
    assert [q.template for q in questions] == ["T1", "T5", "T17", "T21", "T24"]  # numeric template order
    first = questions[0]
    assert first.dataset == "gsqa" and first.id == "2100" and first.type == "range+name"
    assert first.meta["folder"] == "  1"
    assert first.gold_names() == ["Liechtensteinisches Landesmuseum", "Postmuseum"]
    assert first.gold_params is not None and first.gold_params.radius_m == 2000
    assert "ST_DWithin" in first.gold_sql


def test_gsqa_answer_kinds():
    by_template = {q.template: q for q in load_gsqa(FIXTURES / "gsqa" / "benchmark")}
    assert by_template["T24"].answer_type == "count" and by_template["T24"].gold_numbers() == [9.0]
    assert by_template["T21"].gold_numbers() == [14.1, 242.8]
    lat, lon = by_template["T17"].gold_points()[0]
    assert lat == pytest.approx(60.16987) and lon == pytest.approx(24.94052)


def test_mapqa_csv_and_json():
    questions = {q.id: q for q in load_mapqa(FIXTURES / "mapqa")}
    adjacent = questions["adjacent-2"]
    assert adjacent.dataset == "mapqa" and adjacent.template == "adjacent" and adjacent.answer_type == "name"
    # a quoted answer holding a comma, split on "; " only
    assert adjacent.gold_names() == ["Le Vistamar", "Limùn Bar, Hermitage"]
    assert adjacent.answers[0]["lat"] == pytest.approx(43.73866)
    assert [e["name"] for e in adjacent.question_entities["entities"]] == ["Hotel Hermitage"]


def test_mapqa_distance_header_quirk_and_units():
    questions = {q.id: q for q in load_mapqa(FIXTURES / "mapqa")}
    distance = questions["distance-2"]  # the header is "Question,Answer" over ID,Question,Answer rows
    assert distance.question == "How far is Senaatintori from Ateneum?"
    assert distance.answer_type == "distance" and distance.gold_numbers() == [22872.87]
    assert len(distance.question_entities["entities"]) == 2


def test_mapqa_no_answer_and_swapped_coordinates():
    questions = {q.id: q for q in load_mapqa(FIXTURES / "mapqa")}
    empty = questions["amenities_around-2"]
    assert empty.no_answer and empty.answers == []
    # the official amenities_around JSON has latitude/longitude swapped (detected against the other files)
    anchor = questions["amenities_around-1"].question_entities["entities"][0]
    assert anchor["lat"] == pytest.approx(47.14101) and anchor["lon"] == pytest.approx(9.52103)
    kept = questions["adjacent-1"].question_entities["entities"][0]
    assert kept["lat"] == pytest.approx(47.16521) and kept["lon"] == pytest.approx(9.50951)
    assert questions["direction_nearest-2"].no_answer
    assert questions["amenities_around-1"].gold_names() == ["bank", "cafe", "pharmacy"]


def test_load_dataset_detects_format(tmp_path):
    assert {q.dataset for q in load_dataset(FIXTURES / "gsqa")} == {"gsqa"}
    assert {q.dataset for q in load_dataset(FIXTURES / "mapqa")} == {"mapqa"}
    assert len(load_dataset(FIXTURES / "mapqa" / "distance_dataset.csv")) == 2
    both = load_dataset(FIXTURES)
    assert {q.dataset for q in both} == {"gsqa", "mapqa"}
    with pytest.raises(ValueError):
        load_dataset(tmp_path)


def _sample(template: str, qid: str, dataset: str = "gsqa") -> Question:
    anchor = EntityParam(handle="pois:7", table="pois", name="Rathaus Schaan", osm_type="N", osm_id=1, lat=47.1652,
                         lon=9.5095)
    return Question(id=qid, dataset=dataset, template=template, type="knn+name" if dataset == "gsqa" else template,
                    question="What is the nearest cafe to Rathaus Schaan?", answer_type="name",
                    answers=[{"poi_name": "Café Wohlwend", "geometry": "POINT (9.5098 47.1653)", "lat": 47.1653,
                              "lon": 9.5098, "osm_id": 2}],
                    gold_sql="SELECT 1", question_entities={"entities": [{"name": "Rathaus Schaan", "osm_id": 1,
                                                                          "lat": 47.1652, "lon": 9.5095}]},
                    gold_params=GoldParams(anchor=anchor, feature=FeatureFilter(table="pois", column="amenity",
                                                                                value="cafe"), metric="knn"),
                    meta={"mapqa_id": qid.rsplit("-", 1)[-1]} if dataset == "mapqa" else {})


def test_round_trip_gsqa(tmp_path):
    questions = [_sample("T5", "5001"), _sample("T5", "5002"), _sample("T17", "17001")]
    paths = write_gsqa(questions, tmp_path)
    assert paths[0].parent.name == "  1" and paths[1].parent.name == "  2"
    loaded = load_dataset(tmp_path)
    assert [q.id for q in loaded] == ["5001", "5002", "17001"]
    assert loaded[0].gold_params.anchor.name == "Rathaus Schaan"
    assert loaded[0].gold_params.feature.value == "cafe"


def test_round_trip_mapqa(tmp_path):
    questions = [_sample("nearest_amenity", "nearest_amenity-1", "mapqa")]
    write_mapqa(questions, tmp_path)
    assert (tmp_path / "nearest_amenity_dataset.csv").read_text().splitlines()[0] == "ID,Question,Answer"
    places = json.loads((tmp_path / "nearest_amenity_dataset.json").read_text())
    assert set(places["1"]) == {"Rathaus Schaan", "Café Wohlwend"}
    loaded = load_dataset(tmp_path)
    assert loaded[0].id == "nearest_amenity-1" and loaded[0].gold_names() == ["Café Wohlwend"]
    assert loaded[0].gold_params.anchor.handle == "pois:7" and loaded[0].gold_sql == "SELECT 1"
