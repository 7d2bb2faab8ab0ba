"""ParseQuestion: the deterministic parse, and a (fake) model whose mistakes the deterministic facts correct."""

from __future__ import annotations

import pytest
from langchain_core.language_models.fake_chat_models import FakeListChatModel

from georeact.tools import parse_question as pq
from georeact.tools.base import ToolContext, invoke

DETERMINISTIC = [
    ("How many cafes are within 500 m of Vaduz Cathedral?",
     dict(answer_type="count", feature="cafes", metric="count", anchors=["Vaduz Cathedral"], radius_m=500.0)),
    ("How many restaurants are there in Vaduz?",
     dict(answer_type="count", feature="restaurants", metric="count", region="Vaduz")),
    ("What is the distance between Helsinki Cathedral and Kiasma?",
     dict(answer_type="distance", metric="distance", anchors=["Helsinki Cathedral", "Kiasma"])),
    ("What is the area of Schaan?", dict(answer_type="area", metric="area", anchors=["Schaan"])),
    ("In which direction is Kiasma from Helsinki Central Station?",
     dict(answer_type="direction", anchors=["Kiasma", "Helsinki Central Station"])),
    ("How long is the Tollense river?", dict(answer_type="length", metric="length", anchors=["Tollense"])),
    ("Where is the Oceanographic Museum?", dict(answer_type="location", anchors=["Oceanographic Museum"])),
    ("What is the nearest pharmacy to Monaco Cathedral?",
     dict(answer_type="entity", feature="pharmacy", metric="nearest", anchors=["Monaco Cathedral"])),
    ("Which park is the largest in Neubrandenburg?",
     dict(answer_type="entity", feature="park", metric="largest", region="Neubrandenburg")),
    ("Find all supermarkets within 1.5 miles of Neubrandenburg station.",
     dict(answer_type="entity", feature="supermarkets", anchors=["Neubrandenburg"], radius_m=2414.016)),
    ("Which bus stops are north of Vaduz Castle?",
     dict(answer_type="entity", feature="bus stops", anchors=["Vaduz Castle"], direction="north")),
    ("List the hotels in Monaco with wheelchair access.",
     dict(answer_type="entity", feature="hotels", region="Monaco", filters={"wheelchair": "yes"})),
    ("Which cafes lie to the north-east of Senate Square within 2 km?",
     dict(answer_type="entity", feature="cafes", anchors=["Senate Square"], direction="northeast", radius_m=2000.0)),
    ("How big is Malliner See?", dict(answer_type="area", metric="area", anchors=["Malliner See"])),
    ("Which restaurants are near South Harbour?",
     dict(answer_type="entity", feature="restaurants", anchors=["South Harbour"])),
    ("How many meters away is the closest car wash from Poste de la Condamine?",
     dict(answer_type="distance", metric="nearest", feature="car wash", anchors=["Poste de la Condamine"])),
    ("How far is Musée de l'Océanographie from Rue de la Turbie?",
     dict(answer_type="distance", metric="distance", anchors=["Musée de l'Océanographie", "Rue de la Turbie"])),
    ("Which bank is nearest to Ciao! Caffé Urban Style?",
     dict(answer_type="entity", feature="bank", metric="nearest", anchors=["Ciao! Caffé Urban Style"])),
]


def parse(question: str, llm=None) -> pq.Result:
    ctx = ToolContext(db=None, settings=None, profile=object(), llm=llm)  # ParseQuestion needs no database
    return invoke(pq.run, pq.Result, ctx, pq.Input(question=question))


@pytest.mark.parametrize("question,expected", DETERMINISTIC, ids=[q[:40] for q, _ in DETERMINISTIC])
def test_deterministic_mode(question: str, expected: dict) -> None:
    result = parse(question)
    assert result.ok and result.source == "deterministic" and result.corrections == []
    assert result.parse == pq.QuestionParse(**expected)


def test_fake_model_partly_wrong_is_corrected() -> None:
    # realistic small-model output: prose around the JSON, km taken as metres, a wrong direction, a bad type
    reply = ('Sure! Here is the JSON:\n```json\n{"answer_type": "places", "feature": "cafes", "metric": null, '
             '"anchors": ["Senate Square"], "direction": "NW", "towards": null, "radius_m": 2, '
             '"region": "Helsinki", "filters": {"outdoor_seating": "yes"}}\n```')
    result = parse("Which cafes lie to the north-east of Senate Square within 2 km in Helsinki?",
                   FakeListChatModel(responses=[reply]))
    assert result.ok and result.source == "llm"
    assert result.parse == pq.QuestionParse(answer_type="entity", feature="cafes", metric=None,
                                            anchors=["Senate Square"], direction="northeast", radius_m=2000.0,
                                            region="Helsinki", filters={"outdoor_seating": "yes"})
    assert result.corrections == ["answer_type 'places' -> entity (keywords)",
                                  "radius_m 2 -> 2000 (from the question)",
                                  "direction 'NW' -> northeast (from the question)"]
    assert "corrections:" in result.render()


def test_fake_model_miles_and_strong_keywords() -> None:
    reply = ('{"answer_type": "entity", "feature": "pharmacies", "anchors": "Monaco Cathedral", '
             '"radius_m": "1.5 km", "direction": "north"}')
    result = parse("How many pharmacies are within 1.5 miles of Monaco Cathedral?", FakeListChatModel(responses=[reply]))
    assert result.parse.answer_type == "count"
    assert result.parse.radius_m == pytest.approx(2414.016)
    assert result.parse.anchors == ["Monaco Cathedral"]
    assert result.parse.direction is None   # no compass word in the question: the model invented it
    assert result.corrections == ["answer_type entity -> count (keywords)",
                                  "radius_m 1.5 km -> 2414.02 (from the question)",
                                  "direction 'north' -> None (from the question)"]


def test_model_values_used_when_question_has_none() -> None:
    reply = '{"answer_type": "distance", "anchors": ["Rathaus", "Marienkirche"], "radius_m": null}'
    result = parse("How far is the Rathaus from the Marienkirche?", FakeListChatModel(responses=[reply]))
    assert result.corrections == []
    assert result.parse.answer_type == "distance" and result.parse.metric == "distance"


def test_garbage_reply_falls_back_to_keywords() -> None:
    result = parse("How many cafes are in Vaduz?", FakeListChatModel(responses=["I cannot answer that."]))
    assert result.ok and result.source == "deterministic"
    assert result.parse.answer_type == "count" and result.parse.region == "Vaduz"
    assert result.corrections[0].startswith("LLM parse failed (no JSON object")


def test_one_bounded_call_without_tools() -> None:
    calls = []

    class Recording(FakeListChatModel):
        def _call(self, messages, stop=None, run_manager=None, **kwargs):
            calls.append(kwargs)
            return super()._call(messages, stop, run_manager, **kwargs)

    parse("Where is Kiasma?", Recording(responses=['{"answer_type": "location", "anchors": ["Kiasma"]}']))
    assert calls == [{"max_tokens": pq.MAX_TOKENS}]


def test_prompt_lives_in_a_file() -> None:
    from georeact import prompts
    text = prompts.render("parse_question.md", question="Where is Kiasma?")
    assert "Question: Where is Kiasma?" in text and "radius_m" in text
