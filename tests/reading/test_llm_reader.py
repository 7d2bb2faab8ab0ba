"""The LLM reader's contract, driven by a scripted model that returns the grammar's JSON object: only phrases
of the question pass, and the merge lets the model fill only what the cue tables left empty."""

from __future__ import annotations

import json

from georeact.agent.scripted import ScriptedChatModel
from georeact.reading import QuestionReading, read
from georeact.reading.llm_reader import RESPONSE_FORMAT, from_spans, llm_spans, merge

QUESTION = "Which bakery lies closest to the old water tower of Schaan, walking south?"


def spans_from(reply: dict) -> dict:
    return llm_spans(QUESTION, ScriptedChatModel(script=[json.dumps(reply)]))


def test_only_phrases_of_the_question_pass():
    spans = spans_from({"feature": "bakery", "modifier": "fresh", "anchor": "old water tower of Schaan",
                        "anchor2": "Vaduz", "region": "null", "towards": None, "radius_m": -5, "direction": "south"})
    assert spans["feature"] == "bakery" and spans["anchor"] == "old water tower of Schaan"
    assert spans["modifier"] is None and spans["anchor2"] is None      # not in the question: invented
    assert spans["region"] is None and spans["radius_m"] is None and spans["direction"] == "south"


def test_a_reply_that_is_not_json_reads_as_nothing():
    spans = llm_spans(QUESTION, ScriptedChatModel(script=["I think the bakery is near the tower."]))
    assert all(spans[key] is None for key in ("feature", "anchor", "region", "towards", "direction"))


def test_the_merge_fills_only_what_the_cue_tables_left_empty():
    spans = {"feature": "bakery", "modifier": None, "anchor": "old water tower of Schaan", "anchor2": None,
             "region": "Schaan", "towards": "south", "radius_m": None, "direction": "north"}
    missed = QuestionReading(question=QUESTION, shape="place", metric="nearest", direction="south")
    merged = merge(missed, spans)
    assert merged.feature == "bakery" and merged.anchors == ["old water tower of Schaan"] and merged.source == "merged"
    assert merged.direction == "south" and merged.towards is None and merged.region is None
    complete = missed.model_copy(update={"feature": "bakery", "anchors": ["water tower"]})
    assert merge(complete, spans) is complete                     # nothing left empty: the cue tables' reading
    alone = from_spans(QUESTION, spans, read(QUESTION))
    assert alone.metric == read(QUESTION).metric and alone.direction == "north" and alone.source == "llm"


def test_the_schema_is_strict_and_names_every_field():
    schema = RESPONSE_FORMAT["json_schema"]["schema"]
    assert set(schema["required"]) == set(schema["properties"]) and schema["additionalProperties"] is False
