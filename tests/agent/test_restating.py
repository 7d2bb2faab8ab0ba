"""The model's restatement of a question the reading does not hold whole: every form of the table reads back whole,
the grammar's slots are the question's phrases, an unfaithful restatement is refused, and through the real graph
and database a restatement's plan answers (a scripted model gives the restatement: the loop, not the model, is
tested here; tests/agent/test_live_agent.py restates with the embedded model)."""

from __future__ import annotations

import re
import socket

import pytest

from georeact.agent import restating
from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.reading import read
from georeact.reading.plan import compile_plan

# Invented names: what is tested is the form, not a place of the data
FILL = {"place": ["Hotel Zur Post", "Cafe Linde", "the Stadtmuseum", "Bakery Roth", "Villa Berg"],
        "kind": ["pharmacies", "cafes"], "time": ["Sunday at 4am"], "num": ["70 m"], "dur": ["25 minutes"]}


def filled(form: str, **words: str) -> str:
    used = dict.fromkeys(FILL, 0)

    def slot(match: re.Match[str]) -> str:
        name = match.group(1)
        if name in FILL:
            used[name] += 1
            return FILL[name][(used[name] - 1) % len(FILL[name])]
        return words.get(name) or restating.forms().words(name)[0]

    return restating.SLOT.sub(slot, form)


def sentences() -> list[str]:
    table = restating.forms()
    out = [filled(form, attr="cuisine") for form in table.forms]
    for slot in table.word_slots:
        for word in table.words(slot):
            out += [filled(form, **{slot: word}) for form in table.forms if f"{{{slot}}}" in form and
                    not (slot == "attr" and "most common" in form)]
    return out + [example["restated"] for example in table.examples]


@pytest.mark.parametrize("sentence", sentences())
def test_every_form_and_word_reads_whole_into_a_plan(sentence):
    reading = read(sentence)
    plan = compile_plan(reading, lambda phrase: True)
    assert reading.complete, (sentence, reading.unread)
    assert plan.complete and plan.steps, (sentence, plan.why)


def test_a_moment_the_reading_read_whole_is_the_only_time_the_restatement_may_copy():
    question = "Picking up papers at Lindenhof on saturday, 2pm. Is the nearest cafe still open by then?"
    assert 'time ::= "saturday, 2pm"\n' in restating.grammar(question, ["saturday, 2pm"]) + "\n"
    assert '"2pm"' in restating.grammar(question)   # without the reading's moment, any phrase with a time in it


def test_the_grammar_offers_only_the_questions_phrases_in_each_slot():
    question = "got half an hour, can i walk from Orla Books -> the Tanner Museum within 700 m?"
    slots = restating.slot_phrases(question)
    assert "Orla Books" in slots["place"] and "the Tanner Museum" in slots["place"]
    assert "can i walk" not in slots["place"] and "from Orla Books" not in slots["place"]
    assert "half an hour" in slots["dur"] and "700 m" in slots["num"]
    assert all(p.casefold() in question.casefold() for values in slots.values() for p in values)
    grammar = restating.grammar(question)
    assert grammar.startswith("root ::= ") and '"Orla Books"' in grammar
    timeless = restating.grammar("bike ride from Orla Books to the Tanner Museum, how far")
    assert '" open on "' not in timeless and "dur" not in timeless   # no time said: no form that needs one
    quoted = restating.grammar('is "Cafe Miro" open at 9?')   # a phrase's quotes: stripped, never left open
    assert '"Cafe Miro"' in quoted and '\\"' not in quoted


@pytest.mark.parametrize(("question", "restated", "why"), [
    ("cycling from Orla Books to Lindenhof, how far", "What is the walking distance from Orla Books to Lindenhof?",
     "changes how the question travels"),
    ("cafes within 70 m of Orla Books?", "How many cafes are there in Orla Books?", "drops the number 70"),
    ("is orla books open saturday 9.30", "What is the opening hours of orla books?", "drops the number 9.30"),
    ("is orla books open saturday at noon", "What is the website of orla books?", "drops or changes the time"),
    ("after lunch at Orla Books on a Monday, 5.30pm, is the closest bakery still open?",
     "Is the bakery nearest to Orla Books open at 5.30pm?", "drops or changes the time"),   # the day lost
    ("Eastbrook data: number of restaurants minus number of bars? both counts pls",
     "How many restaurants are there in Eastbrook?", "leaves out"),
    ("Who runs the pub near Lindenhof?", "What is the operator of the pub nearest to Tanner Museum?",
     "'Tanner Museum' is not a phrase of the question"),
    ("Which pubs in Eastbrook do a happy hour?", "What is the pub nearest to Eastbrook?",
     "which the question says things are in"),
    ("the old bridge by Lindenhof - how long is that thing end to end?",
     "What is the straight-line distance from Lindenhof to Lindenhof?", "from a place to itself"),
    ("how far on foot, Elm Street & Oak Street to Birch Street & Pine Street? thx",
     "What is the walking distance from Elm Street to Oak Street?", "it drops 'Birch'"),
    ("How many times bigger is the Tanner Museum's footprint than the Lindenhof?",
     "What is the number of floors of the Tanner Museum?", "does not ask for the number of floors"),
])
def test_an_unfaithful_restatement_is_refused(question, restated, why):
    assert why in (restating.unfaithful(question, read(question), read(restated)) or "")


def test_a_faithful_restatement_passes():
    question = "Staying near Lindenhof. Who runs the pub thats closest to it?"
    assert restating.unfaithful(question, read(question),
                                read("What is the operator of the pub nearest to Lindenhof?")) is None


def agent(db, settings, script):
    model = ScriptedChatModel(script=list(script))
    return build_agent(settings.model_copy(update={"restate": True}), llm=model, db=db), model


def test_a_restatement_that_reads_whole_is_answered_by_its_plan(db, settings):
    question = "Staying near the Ateneum for a week. Who could i look up online, the restaurant thats closest to it?"
    graph, model = agent(db, settings, ["What is the website of the restaurant nearest to the Ateneum?"])
    trace = run_question(graph, question)
    assert [c.node for c in trace.llm_calls] == ["restate"], trace.llm_calls
    assert trace.meta["restated"] == "What is the website of the restaurant nearest to the Ateneum?"
    assert [s.tool for s in trace.steps] == ["CalculateMetric", "DescribePlace"]
    # independent of the tools: the restaurant nearest the Ateneum's own outline, and its website tag
    name, website = db.query("""SELECT p.poi_name, p.tags->>'website' FROM pois p,
        (SELECT geometry FROM pois WHERE poi_name = 'Ateneum' ORDER BY ST_Area(geometry) DESC LIMIT 1) a
        WHERE p.amenity = 'restaurant' AND p.poi_name IS NOT NULL
        ORDER BY ST_Distance(p.geometry, a.geometry) LIMIT 1""").rows[0]
    assert name in trace.answer.text and website in trace.answer.text
    assert "restate" not in trace.answer.text.casefold()
    # the restatement reaches the model with the question, nothing else of the conversation
    assert model.seen[0][-1].content == question


def test_an_unfaithful_restatement_leaves_the_question_to_the_model(db, settings):
    question = "Staying near the Ateneum for a week. Who could i call at the cafe thats closest to it?"
    graph, _ = agent(db, settings, ["What is the phone number of the cafe nearest to Kiasma?",
                                    *["I could not find a phone number."] * 3])
    trace = run_question(graph, question)
    assert "'Kiasma' is not a phrase of the question" in trace.meta["restated_refused"]
    assert [c.node for c in trace.llm_calls][0] == "restate" and len(trace.llm_calls) >= 2
    assert "Kiasma" not in trace.answer.text


def test_without_the_free_loop_a_refused_restatement_leaves_the_answer_to_the_reading(db, settings):
    """The embedded model's default: no free loop. The reading's own plan answers what it read and the answer says
    what it could not read; a question with no plan at all is said not to be read, never guessed at."""
    question = "Staying near the Ateneum for a week. Who could i call at the cafe thats closest to it?"
    model = ScriptedChatModel(script=["What is the phone number of the cafe nearest to Kiasma?"])
    graph = build_agent(settings.model_copy(update={"restate": True, "free_loop": False}), llm=model, db=db)
    trace = run_question(graph, question)
    assert [c.node for c in trace.llm_calls] == ["restate"]   # an empty script past the restatement: no loop ran
    assert "Kiasma" not in trace.answer.text and [s.tool for s in trace.steps] == ["CalculateMetric"]
    assert "I could not read 'call'" in trace.answer.text   # the part answered, and the words it did not read
    unread = build_agent(settings.model_copy(update={"restate": True, "free_loop": False}), db=db,
                         llm=ScriptedChatModel(script=["What is the vibe nearest to the quietest cafe?"]))
    vague = run_question(unread, "whats the vibe like at the quietest cafe in Vaduz")
    assert vague.answer.answered is False and vague.answer.text.startswith("I could not answer this question")
    assert not vague.steps and [c.node for c in vague.llm_calls] == ["restate"]


def test_a_question_read_whole_whose_plan_finds_nothing_is_restated_once(db, settings):
    """Read whole but misread ('Ateneum on my bike for Kiasma' taken for one place): the plan finds nothing, so the
    model restates the question once and its plan answers; a restatement that does not answer leaves the refusal."""
    question = "leaving the Ateneum on my bike for Kiasma, how far is that"
    graph, _ = agent(db, settings, ["What is the cycling distance from the Ateneum to Kiasma?"])
    trace = run_question(graph, question)
    assert [c.node for c in trace.llm_calls] == ["restate"]
    assert trace.meta["plan"]["path"] == "restated" and trace.answer.answered is not False
    (measured,) = [s for s in trace.steps if s.tool == "CalculateMetric" and s.ok and s.arguments.get("anchor_b")]
    assert measured.arguments.get("mode") == "bike" and "cycling" in trace.answer.text
    refused, _ = agent(db, settings, ["What is the cycling distance from the Ateneum to the Esplanadi?"])
    kept = run_question(refused, question)   # unfaithful (a place not said): the plan's own refusal stands
    assert kept.answer.answered is False and [c.node for c in kept.llm_calls] == ["restate"]


def test_a_restatement_that_repeats_the_plans_own_call_never_answers_with_nothing(db, settings):
    """The plan found no such place; the model restated the question into one whose plan makes the very same call.
    That call runs again (a plan's call is never answered with 'you already made this call': it needs the result),
    so the person reads that the place was not found, not an empty answer or a note about the restatement."""
    question = "Is room Zq909 wheelchair accessible?"   # no place of any shipped town is named Zq909
    assert not db.query("SELECT 1 FROM pois WHERE poi_name ILIKE '%Zq909%' OR tags::text ILIKE '%Zq909%'").rows
    graph, _ = agent(db, settings, ["Is room Zq909 wheelchair accessible?"])
    trace = run_question(graph, question)
    assert [c.node for c in trace.llm_calls] == ["restate"]
    assert trace.answer.text.startswith("I could not find 'Zq909'"), trace.answer.text
    assert "restated" not in trace.answer.text and not any(s.repeated for s in trace.steps)
    assert trace.answer.answered is False


def test_a_model_that_never_answers_leaves_the_reading_its_time(db, settings):
    """The model server takes the connection and never answers (hung, or busy with a long prompt): the restatement
    is cut off early enough that the reading's own plan still runs within the question's time, and the person gets
    what the plan alone gives (it used to take the whole time, and the plan's query had none left: 'I could not
    answer')."""
    question = "sunday 8am in Vaduz, how many cafes are already serving"
    alone = run_question(build_agent(settings, db=db, model_use="never"), question)   # also warms the reader
    assert alone.answer.answered is not False and "I could not read 'already'" in alone.answer.text
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)   # connections are queued by the kernel; nothing ever reads them
        port = silent.getsockname()[1]
        hung = settings.model_copy(update={"restate": True, "free_loop": False, "llm_base_url": None,
                                           "llm_port": port, "question_time_s": 12.0, "llm_max_retries": 0})
        trace = run_question(build_agent(hung, db=db), question)
    assert [c.node for c in trace.llm_calls] == ["restate"] and trace.llm_calls[0].error   # asked once, no answer
    assert trace.answer.text == alone.answer.text
    (step,) = trace.steps
    assert step.ok and step.arguments["open_at"] == "sunday 8am" and step.arguments["region"] == "Vaduz"
