"""The `georeact` CLI on the planet_osm profile, as a user runs it: GEOREACT_SCHEMA_PROFILE picks the layout,
a database without its tables gets the load command, `db status` shows both layouts. Real subprocesses, the
test database, the fake LLM of tests/ui/conftest.py."""

from __future__ import annotations

import json

from georeact.db import cluster
from tests.ui.conftest import cli_env
from tests.ui.test_ask_cli import QUESTION, flat, run_cli


def test_ask_on_planet_osm_answers_from_the_classic_tables(settings, planet_osm_loaded, fake_llm):
    result = run_cli("ask", QUESTION, "--json", env=cli_env(settings, fake_llm.url, GEOREACT_SCHEMA_PROFILE="planet_osm"))
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    steps = [step for step in answer["evidence"] if step.get("tool") == "CalculateMetric"]
    assert steps and any("planet_osm.pois" in sql for step in steps for sql in step.get("sql", []))
    # the Ateneum as a planet_osm row: way 8033120 -> id 80331202
    assert "pois:80331202" in json.dumps(answer["evidence"])
    # the model is told which relations its own SQL may read
    assert "planet_osm_point, planet_osm_line, planet_osm_polygon" in json.dumps(fake_llm.requests[0]["tools"])


def test_a_profile_without_its_tables_names_the_load_command(settings, fake_llm):
    # a database of the cluster with none of the data tables, which the reader may connect to
    cluster._psql(settings, "DROP DATABASE IF EXISTS georeact_empty")
    cluster._psql(settings, "CREATE DATABASE georeact_empty")
    cluster._psql(settings, f"GRANT CONNECT ON DATABASE georeact_empty TO {cluster.READER_ROLE}")
    empty = cluster.connection_url(settings, cluster.READER_ROLE, "georeact_empty")
    try:
        result = run_cli("ask", QUESTION, env=cli_env(settings, fake_llm.url, GEOREACT_SCHEMA_PROFILE="planet_osm",
                                                      GEOREACT_DATABASE_URL=empty))
    finally:
        cluster._psql(settings, "DROP DATABASE IF EXISTS georeact_empty")
    assert result.returncode == 2
    assert "georeact db load --schema planet_osm" in flat(result.stderr)
    assert not fake_llm.requests   # stopped before any LLM call


def test_db_status_shows_both_layouts(settings, planet_osm_loaded):
    result = run_cli("db", "status", env=cli_env(settings, "http://127.0.0.1:9/v1"))
    assert result.returncode == 0, result.stderr
    text = flat(result.stdout)
    assert "planet_osm_point" in text and "planet_osm.regions" in text and "pois" in text
    assert f"planet_osm_point {planet_osm_loaded['rows']['planet_osm_point']}" in text
