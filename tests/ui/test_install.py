"""`pip install geo-react` against a PostGIS of one's own (issue 31 item 8): a clean virtual environment, the
package without extras and without the Debian script, pointed at the test cluster by GEOREACT_DATABASE_URL. The
tools answer; what an extra brings (PlanRoute's OR-Tools) says how to install it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from georeact.db.session import reader_url

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_pip_install_against_an_existing_postgis_works_without_the_debian_script(settings, tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check",
           "--no-compile"]   # the venv lives for one test: its packages need no .pyc
    installed = subprocess.run([*pip, "-c", str(ROOT / "constraints.txt"), str(ROOT)], capture_output=True, text=True,
                               timeout=900)
    assert installed.returncode == 0, installed.stderr[-2000:]
    env = {key: value for key, value in os.environ.items() if not key.startswith("GEOREACT_")}
    env.update({"GEOREACT_DATABASE_URL": reader_url(settings), "GEOREACT_HOME": str(tmp_path / "home")})
    georeact = str(venv / "bin" / "georeact")

    def call(tool: str, arguments: dict) -> subprocess.CompletedProcess[str]:
        return subprocess.run([georeact, "tools", "call", tool, json.dumps(arguments), "--json"], env=env,
                              capture_output=True, text=True, timeout=120)

    found = call("ResolveLocation", {"name": "Vaduz"})
    assert found.returncode == 0, found.stderr
    assert json.loads(found.stdout)["best"]["name"] == "Vaduz"
    counted = call("CalculateMetric", {"metric": "count", "feature": "restaurant", "region": "Vaduz"})
    assert counted.returncode == 0 and json.loads(counted.stdout)["value"] > 0, counted.stdout + counted.stderr
    # without the [routing] extra the tour planner is missing, and says how to get it
    tour = call("PlanRoute", {"stops": ["Kunstmuseum", "Postmuseum"], "context": "Vaduz"})
    assert "pip install 'geo-react[routing]'" in tour.stdout + tour.stderr, tour.stdout + tour.stderr
    extras = subprocess.run([str(venv / "bin" / "python"), "-c", "import ortools"], capture_output=True)
    assert extras.returncode != 0, "the base install pulled OR-Tools in"
