"""`georeact doctor` as a user runs it: the real command on the test cluster; every area is checked, a model
endpoint that does not answer is a failure with the command that fixes it, and nothing is started."""

from __future__ import annotations

import json
import os
import subprocess

from tests.ui.conftest import cli_env
from tests.ui.test_ask_cli import TIMEOUT_S, georeact_command

NO_LLM = "http://127.0.0.1:9/v1"


def doctor(settings, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*georeact_command(), "doctor", *args], env=cli_env(settings, NO_LLM, **env),
                          capture_output=True, text=True, timeout=TIMEOUT_S)


def test_doctor_checks_every_area_and_says_what_to_fix(settings):
    result = doctor(settings, "--json")
    checks = json.loads(result.stdout)
    by_what = {check["what"]: check for check in checks}
    assert {check["area"] for check in checks} >= {"python", "config", "database", "tools", "model"}
    assert by_what["embedded cluster"]["state"] == "ok"
    assert "postgis" in next(c for c in checks if c["what"].startswith("PostgreSQL"))["detail"]
    assert "pois" in by_what["data"]["detail"] and by_what["data"]["state"] == "ok"
    assert "neubrandenburg-2016-02.osm.pbf" in by_what["extracts"]["detail"]
    assert by_what["osm2pgsql"]["state"] == "ok" and "1." in by_what["osm2pgsql"]["detail"]
    endpoint = by_what["endpoint"]   # GEOREACT_LLM_BASE_URL points at a port where nothing listens
    assert endpoint["state"] == "fail" and "127.0.0.1:9" in endpoint["detail"] and endpoint["fix"]
    assert result.returncode == 1   # something needs fixing


def test_doctor_prints_one_line_per_check_with_its_fix(settings):
    result = doctor(settings)
    lines = result.stdout.splitlines()
    assert any(line.startswith("FAIL model") or "FAIL" in line and "endpoint" in line for line in lines), result.stdout
    assert any("fix: georeact llm start" in line for line in lines), result.stdout
    assert "Traceback" not in result.stderr


def test_doctor_says_when_the_road_network_has_edges_of_roads_the_data_no_longer_has(tmp_path):
    """Issue 41: a load killed while the road network was rebuilt left 6,144 edges on deleted roads, and doctor
    said ok. A cluster of its own with a small real extract; a road deleted as the owner does what that load did."""
    import psycopg

    from georeact.db import cluster, importer
    from georeact.db.session import owner_url
    from tests.conftest import make_settings, own_port
    from tests.security import hostile_extract

    settings = make_settings(home=tmp_path / "home", db_port=own_port(int(os.environ.get("GEOREACT_DOCTOR_DB_PORT", "5469"))))
    cluster.start(settings, log=lambda message: None)
    try:
        extract = hostile_extract.write(tmp_path / "town.osm.pbf")
        importer.load_file(extract, owner_url(settings), reader_role=cluster.READER_ROLE, log=lambda message: None)
        before = {c["what"]: c for c in json.loads(doctor(settings, "--json").stdout)}["road network"]
        assert before["state"] == "ok" and before["detail"].endswith(" edges") and before["fix"] is None
        with psycopg.connect(owner_url(settings), autocommit=True) as conn:
            road, edges = conn.execute("SELECT road_id, count(*) FROM network.edges GROUP BY road_id LIMIT 1").fetchone()
            conn.execute("DELETE FROM public.roads WHERE id = %s", (road,))
        after = {c["what"]: c for c in json.loads(doctor(settings, "--json").stdout)}["road network"]
        assert after["state"] == "warn" and f"{edges:,} of them on roads the data no longer has" in after["detail"]
        assert "georeact db load" in after["fix"]
    finally:
        cluster.reset(settings, log=lambda message: None)


def test_a_missing_extra_is_optional_with_the_command_that_installs_it(monkeypatch):
    from georeact import doctor as doctor_module

    real = doctor_module._version
    monkeypatch.setattr(doctor_module, "_version", lambda name: None if name == "ortools" else real(name))
    checks = doctor_module._versions()
    core = next(c for c in checks if c.what.startswith("Python "))
    tours = next(c for c in checks if "ortools" in c.detail)
    assert core.state == "ok" and "ortools" not in core.detail   # the core install does not fail for an extra
    assert tours.state == "warn" and tours.what.startswith("optional") and \
        tours.fix == "pip install 'geo-react[routing]'"
