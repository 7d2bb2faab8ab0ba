"""accuracy@tau on hand-made cases: the paper's examples, wrap-around angles, units, empty answers."""

from __future__ import annotations

import pytest

from georeact.agent.answer import AnswerValue, EntityRef
from georeact.evals.metrics import (ResultRecord, accuracy_by, containment, cost_summary, parse_coordinates,
                                    parse_measure, score, score_record, sector, tau_sweep, tokens, tool_activation,
                                    ver)
from georeact.evals.models import Question


def q(answer_type: str, answers: list[dict], **extra) -> Question:
    return Question(id=extra.pop("id", "1"), dataset="gsqa", template=extra.pop("template", "T1"), type="x",
                    question="?", answer_type=answer_type, answers=answers, **extra)


def test_tokens_fold_accents_and_punctuation():
    assert tokens("Café Wohlwend-Bäckerei!") == ["cafe", "wohlwend", "backerei"]
    assert tokens("The Park") == ["park"]
    assert tokens("The") == ["the"]  # only function words: keep them rather than return nothing


def test_yosemite_example_from_the_paper():
    assert containment("Yosemite Park", "Yosemite National Park") == 1.0
    question = q("name", [{"park_name": "Yosemite National Park"}])
    assert score(question, "Yosemite Park").correct
    assert not score(question, "Yellowstone Park").correct                    # 1/2
    assert score(question, "Yellowstone Park", tau_ent=0.5).correct


def test_entities_any_gold_and_structured_value():
    question = q("name", [{"poi_name": "Café Wohlwend"}, {"poi_name": "Café Risch"}])
    value = AnswerValue(kind="entities", entities=[EntityRef(name="Cafe Risch")])
    assert score(question, "I found Café Risch.", value).correct
    assert score(question, "The nearest café is Cafe Wohlwend, 120 m away.").correct
    assert not score(question, "Hotel Schatzmann").correct


def test_numbers_with_units():
    distance = q("distance", [{"distance": 1520.0}])
    assert score(distance, "It is 1.5 km away.").correct
    assert score(distance, "about 0.95 miles").correct                         # 1528.9 m
    assert not score(distance, "1.2 km").correct
    assert score(distance, "", AnswerValue(kind="number", number=1600, unit="m")).correct
    assert not score(distance, "1.7 km").correct
    assert score(distance, "1.7 km", tau_num=0.15).correct

    area = q("area", [{"area": 2_500_000.0}])
    assert score(area, "The parks cover 2.4 km² in total").correct
    assert score(area, "250 hectares").correct
    assert score(area, "2,500,000 square meters").correct
    assert not score(area, "2.5 km").correct                                   # a length is not an area

    count = q("count", [{"count": 3}])
    assert score(count, "Within 500 m there are 3 cafés.").correct
    assert not score(count, "There are 5 cafés.").correct
    assert score(count, "", AnswerValue(kind="number", number=3, unit="count")).correct
    zero = q("count", [{"count": 0}])
    assert score(zero, "There are 0 museums.").correct and not score(zero, "1 museum").correct


def test_parse_measure_units():
    assert parse_measure("3 km", "length") == 3000
    assert parse_measure("2 mi", "length") == pytest.approx(3218.688)
    assert parse_measure("12 ha", "area") == 120_000
    assert parse_measure("0.5 sq km", "area") == 500_000
    assert parse_measure("1,234.5 m", "length") == 1234.5


def test_angles_wrap_around():
    question = q("angle", [{"angle": 355.0}])
    assert score(question, "Head 5° (north).").correct                        # 10° apart across 0
    assert score(question, "", AnswerValue(kind="direction", degrees=12.0, compass="north")).correct
    assert not score(question, "Bearing 40 degrees").correct                   # 45° off, sector NE
    assert score(question, "It lies to the north.").correct                   # compass match
    assert not score(question, "It lies to the south-east.").correct
    assert sector(355) == "north" and sector(22.4) == "north" and sector(22.5) == "northeast"
    assert score(q("angle", [{"angle": 100.0}, {"angle": 200.0}]), "head south").correct  # any gold


def test_locations():
    question = q("loc", [{"poi_name": "Postmuseum", "geometry": "POINT (9.522905 47.140514)"}])
    assert score(question, "It is at 47.1407, 9.5231.").correct                # ~25 m
    assert not score(question, "It is at 47.1450, 9.5231.").correct            # ~500 m
    assert score(question, "The Postmuseum, in Vaduz.").correct                # name match
    value = AnswerValue(kind="location", lat=47.14055, lon=9.52295)
    assert score(question, "", value).correct
    assert parse_coordinates("POINT (9.52 47.14)") == (47.14, 9.52)
    assert parse_coordinates("47.14°N, 9.52°E") == (47.14, 9.52)


def test_empty_answers_and_no_answer_gold():
    question = q("name", [{"poi_name": "Postmuseum"}])
    assert not score(question, "").correct and score(question, "").detail == "empty answer"
    assert not score(question, None).correct
    nothing = q("name", [], no_answer=True)
    assert score(nothing, "There are no amenities within 100 m.").correct
    assert not score(nothing, "bank; cafe").correct


def test_ver_and_records():
    assert ver("Postmuseum") and not ver("") and not ver("x", error="timeout") and ver("", answer_value={"kind": "text"})
    question = q("name", [{"poi_name": "Postmuseum"}], id="7")
    assert score_record(question, {"question_id": "7", "template": "T1", "answer_type": "name", "system": "a",
                                   "answer": "Postmuseum"}).correct
    assert not score_record(question, {"question_id": "7", "template": "T1", "answer_type": "name", "system": "a",
                                       "answer": "Postmuseum", "error": "boom"}).correct


def _records() -> list[ResultRecord]:
    def rec(qid, template, system, correct, tools, answer="", calls=2, tokens=100, latency=1.0):
        return ResultRecord(question_id=qid, template=template, answer_type="name", system=system, correct=correct,
                            answer=answer, llm_calls=calls, total_tokens=tokens, latency_s=latency, tools_used=tools)
    return [rec("1", "T1", "geo-react", True, ["poi_filter", "calculate_metric"], "Postmuseum"),
            rec("2", "T1", "geo-react", False, ["sql"], "Hotel"),
            rec("3", "T5", "geo-react", True, ["poi_filter"], "Café Risch", calls=4, tokens=300, latency=3.0),
            rec("1", "T1", "text2sql", True, ["sql"], "Postmuseum", calls=1, tokens=50, latency=0.5)]


def test_aggregates():
    records = _records()
    table = accuracy_by(records, "template")
    assert table["geo-react"]["T1"] == {"n": 2, "correct": 1, "accuracy": 0.5}
    assert list(table["geo-react"]) == ["T1", "T5"]
    assert accuracy_by(records, "answer_type")["text2sql"]["name"]["accuracy"] == 1.0
    costs = cost_summary(records)
    assert costs["geo-react"]["mean_llm_calls"] == pytest.approx(8 / 3)
    assert costs["geo-react"]["mean_tokens"] == pytest.approx(500 / 3)
    assert costs["text2sql"]["mean_latency_s"] == 0.5 and costs["geo-react"]["ver"] == 1.0
    matrix = tool_activation(records)
    assert matrix["geo-react"]["T1"] == {"poi_filter": 1.0, "calculate_metric": 1.0}   # only correct answers
    assert matrix["geo-react"]["T5"] == {"poi_filter": 1.0}


def test_tau_sweep_rescores():
    questions = [q("name", [{"poi_name": "Liechtensteinisches Landesmuseum"}], id="1"),
                 q("distance", [{"distance": 1000.0}], id="2")]
    records = [{"question_id": "1", "template": "T1", "answer_type": "name", "system": "s",
                "answer": "Landesmuseum Vaduz"},
               {"question_id": "2", "template": "T25", "answer_type": "distance", "system": "s", "answer": "1.08 km"}]
    rows = {(r["tau_ent"], r["tau_num"]): r["accuracy"] for r in tau_sweep(questions, records, (0.5, 1.0), (0.05, 0.1))}
    assert rows[(1.0, 0.05)] == 0.0 and rows[(0.5, 0.1)] == 1.0 and rows[(0.5, 0.05)] == 0.5
