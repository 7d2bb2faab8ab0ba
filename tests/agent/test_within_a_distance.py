"""Whether two places lie within a distance of each other, asked yes or no ('is A within 1 km of B', 'is A more than
500 m from B'): the answer says yes or no first, then the distance it rests on. Real database, real graph, no model;
the distance the limits are set around comes from the raw geometries (tests/independent.py)."""

from __future__ import annotations

import pytest
from shapely.ops import nearest_points

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from tests import independent as ind


@pytest.fixture(scope="module")
def plan_only(db, settings):
    return build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")


def _apart(a: str, b: str) -> float:
    one, other = (next(f for f in ind.nodes("helsinki", "name", n) + ind.areas("helsinki", "name", n)) for n in (a, b))
    p, q = nearest_points(one.geometry, other.geometry)
    return ind.geodesic_distance(p.x, p.y, q.x, q.y)


def test_within_a_distance_is_yes_or_no_before_the_distance(plan_only):
    apart = _apart("Kiasma", "Ateneum")
    above, below = int(apart) + 200, max(int(apart) - 200, 10)
    yes = run_question(plan_only, f"Is Kiasma within {above} m of the Ateneum?")
    no = run_question(plan_only, f"Is Kiasma within {below} m of the Ateneum?")
    assert yes.answer.text.startswith(f"Yes, within {above} m: Kiasma and "), yes.answer.text
    assert no.answer.text.startswith(f"No, not within {below} m: Kiasma and "), no.answer.text
    over = run_question(plan_only, f"Is Kiasma more than {below} m from the Ateneum?")
    assert over.answer.text.startswith(f"Yes, more than {below} m: "), over.answer.text
    assert not (yes.llm_calls or no.llm_calls or over.llm_calls)
