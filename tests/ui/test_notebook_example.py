"""examples/quickstart.ipynb runs top to bottom in a real Jupyter kernel (nbclient + ipykernel) against the test
database, with no model server: every answer it prints is checked against the database, the map shows as HTML."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

nbclient = pytest.importorskip("nbclient")
nbformat = pytest.importorskip("nbformat")

from tests.ui.conftest import cli_env   # noqa: E402

NOTEBOOK = Path(__file__).resolve().parents[2] / "examples" / "quickstart.ipynb"


def _text(cell) -> str:
    return "".join(output.get("text", "") for output in cell.get("outputs", []) if output.get("output_type") == "stream")


def test_the_quickstart_notebook_runs_top_to_bottom(settings, db, monkeypatch):
    # the kernel is a child process: the test cluster and an endpoint where nothing listens, through its environment
    env = cli_env(settings, "http://127.0.0.1:9/v1", GEOREACT_MODEL_USE="auto")
    for key in [k for k in os.environ if k.startswith("GEOREACT_")]:
        monkeypatch.delenv(key)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    nbclient.NotebookClient(notebook, timeout=300, kernel_name="python3",
                            resources={"metadata": {"path": str(NOTEBOOK.parent)}}).execute()
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    restaurants = db.query("""SELECT count(*) FROM pois p JOIN regions r ON r.region_name = 'Vaduz'
        AND r.admin_level = 8 WHERE p.amenity = 'restaurant'
        AND ST_Intersects(p.geometry::geometry, r.geometry::geometry)""").rows[0][0]
    assert _text(code[0]).strip() == f"There are {restaurants} restaurants in Vaduz."
    shown = next(output for output in code[1]["outputs"] if output.get("output_type") == "execute_result")
    assert "text/html" in shown["data"] and "iframe" in shown["data"]["text/html"]   # the run's map
    assert "is the nearest cafe to Kiasma" in _text(code[2])
    assert "CalculateMetric" in _text(code[3])
    assert "Walking tour of 3 places" in _text(code[4])
    tools = next(output for output in code[5]["outputs"] if output.get("output_type") == "execute_result")
    assert "CalculateMetric" in tools["data"]["text/plain"]
