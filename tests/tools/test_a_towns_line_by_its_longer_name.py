"""A line said with its town is that town's line when another country has a line named exactly so and the town's
own lines are named by their ends ('Bus 11: A => B') with another number in their `ref`: found by the longer names
that start with what was said, in the town (tools/place_search.py). The shipped data has no such pair, so one of
Neubrandenburg's lines is named so for the module's run and restored after it."""

from __future__ import annotations

import pytest
from psycopg.types.json import Jsonb

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question

pytestmark = pytest.mark.changes_the_test_cluster


@pytest.fixture(scope="module")
def renamed_line(settings, owner_conn):
    """Neubrandenburg's line 11, named 'Bus 11: <its ends>' with the ref 'N11' (Liechtenstein has a 'Bus 11')."""
    row = owner_conn.execute(
        "SELECT id, poi_name, tags FROM pois WHERE source LIKE 'neubrandenburg%' AND tags->>'type' = 'route' "
        "AND tags->>'ref' = '11' AND tags->>'route' = 'bus' ORDER BY id LIMIT 1").fetchone()
    assert row is not None
    exact = owner_conn.execute("SELECT count(*) FROM pois WHERE poi_name = 'Bus 11' AND source NOT LIKE "
                               "'neubrandenburg%'").fetchone()[0]
    assert exact >= 1   # the namesake elsewhere, named exactly so
    pid, name, tags = row
    ends = name.replace(" - ", " => ")
    owner_conn.execute("UPDATE pois SET poi_name = %s, tags = %s WHERE id = %s",
                       [f"Bus 11: {ends}", Jsonb({**tags, "ref": "N11", "name": f"Bus 11: {ends}"}), pid])
    try:
        yield tags
    finally:
        owner_conn.execute("UPDATE pois SET poi_name = %s, tags = %s WHERE id = %s", [name, Jsonb(tags), pid])


def test_a_line_said_with_its_town_is_found_by_its_longer_name_there(settings, renamed_line):
    agent = build_agent(settings, model_use="never")
    text = run_question(agent, "who operates Bus 11 in Neubrandenburg?").answer.text
    assert renamed_line["operator"] in text, text
