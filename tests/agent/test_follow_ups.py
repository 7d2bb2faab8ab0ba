"""Follow-ups (issue 40 item 1): a turn that leaves its place, its kind or the place it means to the conversation is
read with what the earlier turns give it, in a thread of the real graph over the real database.

Each conversation runs five turns in one thread. A turn's expected reading names the places earlier answers gave
(`{prev}`: the first place of the last answer; `{listed[k]}`: the k-th place of the last answer that listed
several), and its answer must be the answer the whole question gets in a new thread: the follow-up is that question.
"""

from __future__ import annotations

import uuid

import pytest
from langchain_core.messages import HumanMessage

from georeact.agent.graph import build_agent
from georeact.agent.scripted import ScriptedChatModel
from georeact.agent.state import memory_checkpointer

CONVERSATIONS = {
    "a kind or a place left out": [
        ("How many restaurants are there in Vaduz?", None),
        ("And how many cafes?", "how many cafes in Vaduz?"),
        ("what about Schaan?", "how many cafes in Schaan?"),
        ("and hotels?", "how many hotels in Schaan?"),
        ("Which cafe is nearest to the Kiasma?", None),   # a question of its own: left alone
    ],
    "it, its, there": [
        ("Which pharmacy is nearest to Kiasma?", None),
        ("how far is it from the Ateneum?", "how far is {prev} from the Ateneum?"),
        ("is it open on Sunday at 10:00?", "is {prev0} open on Sunday at 10:00?"),   # the earlier question's place
        ("And the nearest cafe to it?", "the nearest cafe to {prev0}?"),
        ("is there a museum within 300 m of there?", "is there a museum within 300 m of {prev}?"),
    ],
    "the second one": [
        ("Which restaurants are within 200 m of the Kiasma?", None),
        ("how far is the second one from the Ateneum?", "how far is {listed[1]} from the Ateneum?"),
        ("which cafe is nearest to the first one?", "which cafe is nearest to {listed[0]}?"),
        ("how far is it from Kiasma?", "how far is {prev} from Kiasma?"),
        ("How many cafes are there within 300 m of Stockmann?", None),
    ],
}


@pytest.fixture(scope="module")
def agent(settings, db):
    return build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, checkpointer=memory_checkpointer(),
                       model_use="auto")


def ask(agent, question: str, thread: str) -> dict:
    # the whole state, the reading and the model calls with it (invoke gives back the output schema's keys only)
    *_, state = agent.stream({"messages": [HumanMessage(question)]}, {"configurable": {"thread_id": thread}},
                             stream_mode="values")
    return state


@pytest.mark.parametrize("name", CONVERSATIONS)
def test_a_five_turn_conversation_reads_each_turn_with_the_earlier_ones(agent, name):
    thread, places, first_places, listed = f"follow-{uuid.uuid4().hex[:6]}", [], [], []
    for turn, (question, expected) in enumerate(CONVERSATIONS[name], 1):
        said = expected.format(prev=(places or [""])[0], prev0=(first_places or [""])[0], listed=listed + [""] * 3) \
            if expected else question
        state = ask(agent, question, thread)
        assert state["question"] == said, f"turn {turn}"
        assert not state["llm_calls"], f"turn {turn}: answered by the plan"
        alone = ask(agent, said, f"alone-{uuid.uuid4().hex[:6]}")
        assert state["answer"].text == alone["answer"].text and state["answer"].answered, f"turn {turn}"
        named = [e.name for e in (state["answer"].value.entities if state["answer"].value else []) if e.name]
        if named:
            places = named
            listed = named if len(named) >= 2 else listed
        if turn == 1:
            first_places = named
        elif turn == 2 and name == "it, its, there":
            first_places = [said.split(" is ", 1)[1].split(" from ")[0]]   # the place 'it' became


def test_a_question_alone_in_a_new_thread_is_never_rewritten(agent):
    state = ask(agent, "how many cafes are there?", f"new-{uuid.uuid4().hex[:6]}")
    assert state["question"] == "how many cafes are there?"
