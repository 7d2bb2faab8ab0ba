"""Every string from the data is text, never markup, in every view a person opens (issue 41, finding 1).

A cluster of its own holds tests/security/hostile_extract.py: a town whose every name and tag is markup that runs
a script if a page reads it as HTML, with `javascript:` and `data:` websites. Three runs of the real agent loop on
it (the model's calls scripted, the tools real): a list around a place, the places in a region, and a tour. Each
view of each run is opened in headless Chromium: the `ask --map` page, the MCP map resource, the notebook's frame.
In none may a payload run, an element the data wrote appear, a request leave the page, or a link lead anywhere but
http(s); the names must still be there, as text. The page's Content-Security-Policy is checked as a second layer:
markup put into the page by hand does not run either. The evaluation report, a markdown file, escapes them.
"""

from __future__ import annotations

import io
import json
import os
from pathlib import Path
from typing import Any

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.agent.trace import Trace
from georeact.db import cluster, importer
from georeact.db.session import Database, owner_url
from georeact.mcp_server import MAP_URI, GeoReactMCP
from georeact.tools.toolbox import Toolbox
from georeact.ui.mapping import notebook_html, write_map
from tests.browser import Opened, chromium
from tests.conftest import make_settings, own_port
from tests.security import hostile_extract
from tests.security.hostile_extract import PAYLOADS

PORT = own_port(int(os.environ.get("GEOREACT_HOSTILE_DB_PORT", "5459")))
# what no view may hold: an element a payload writes, or any attribute that runs script
WRITTEN_BY_DATA = "img, iframe, details, style:not(head > style), b[style], svg:not(.leaflet-zoom-animated), script:not(head script, body > script)"
# the web page's own folds and map frame are the page's, not the data's
WEB_PAGE_WRITTEN_BY_DATA = WRITTEN_BY_DATA.replace("details", "details:not(.fold)").replace("iframe", "iframe:not(#map-frame)")
HANDLERS = "() => [...document.querySelectorAll('*')].filter(e => [...e.attributes].some(a => a.name.startsWith('on')))" \
           ".map(e => e.outerHTML.slice(0, 120))"


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    """Settings of a cluster that holds only the hostile town."""
    home = tmp_path_factory.mktemp("hostile-home")
    settings = make_settings(home=home, db_port=PORT)
    cluster.start(settings, log=lambda message: None)
    extract = hostile_extract.write(home / "hostile.osm.pbf")
    importer.load_file(extract, owner_url(settings), reader_role=cluster.READER_ROLE, log=lambda message: None)
    yield settings
    cluster.reset(settings, log=lambda message: None)


@pytest.fixture(scope="module")
def hostile_db(hostile):
    with Database(hostile) as db:
        yield db


def _handles(db: Database, sql: str) -> list[str]:
    return [row[0] for row in db.query(sql, max_rows=50).rows]


@pytest.fixture(scope="module")
def traces(hostile, hostile_db) -> dict[str, Trace]:
    museum, = _handles(hostile_db, "SELECT 'pois:' || id FROM pois WHERE tags->>'tourism' = 'museum'")
    cafes = _handles(hostile_db, "SELECT 'pois:' || id FROM pois WHERE tags->>'amenity' = 'cafe' ORDER BY id")
    town, = _handles(hostile_db, "SELECT 'regions:' || id FROM regions")
    first, = _handles(hostile_db, f"SELECT poi_name FROM pois WHERE id = {cafes[-3].split(':')[1]}")
    scripts: dict[str, tuple[str, list[Any]]] = {
        "list": (f"Which cafes are within 500 m of {PAYLOADS['img']}?",
                 [{"name": "CalculateMetric", "args": {"metric": "list", "feature": "cafe", "radius_m": 500,
                                                       "anchor": museum}}]),
        "region": (f"Which restaurants are in {PAYLOADS['svg']}?",
                   [{"name": "CalculateMetric", "args": {"metric": "list", "feature": "restaurant", "region": town}}]),
        "route": (f"Plan a walking tour of {PAYLOADS['close']}",
                  [{"name": "PlanRoute", "args": {"stops": cafes[-3:]}}, f"Answer: Start at {first}, then {PAYLOADS['details']}."]),
    }
    made = {}
    for kind, (question, script) in scripts.items():
        agent = build_agent(hostile, llm=ScriptedChatModel(script=script), db=hostile_db, model_use="always")
        trace = run_question(agent, question)
        assert trace.error is None and trace.answer is not None, (kind, trace.error)
        assert [step.ok for step in trace.steps] == [True], (kind, [step.observation_shown for step in trace.steps])
        made[kind] = trace
    return made


@pytest.fixture(scope="module")
def browser():
    with chromium() as launched:
        yield launched


def _every_popup(where: Any) -> list[str]:
    """Open each layer's popup in turn, in a page or a frame; the text of each."""
    return where.evaluate("""() => {
        const texts = [];
        window.georeact.map.eachLayer(layer => {
            if (layer.getPopup && layer.getPopup()) {
                layer.openPopup(layer.getLatLng ? layer.getLatLng() : layer.getBounds().getCenter());
                const node = document.querySelector('.leaflet-popup-content');
                if (node) texts.push(node.textContent);
            }
        });
        return texts;
    }""")


def assert_inert(opened: Opened, frame: Any = None, written: str = WRITTEN_BY_DATA) -> str:
    """No payload ran, no element or handler the data wrote, no request out, no link but http(s); the page's text."""
    where = frame or opened.page
    assert where.evaluate("() => window.__pwned || null") is None
    assert opened.page.evaluate("() => window.__pwned || null") is None
    assert where.evaluate(f"() => [...document.querySelectorAll({json.dumps(written)})].map(e => e.outerHTML)") == []
    assert where.evaluate(HANDLERS) == []
    # a link leads out over http(s), or within the page (Leaflet's buttons: '#close', '#')
    assert where.evaluate("() => [...document.querySelectorAll('a[href]')].map(a => a.getAttribute('href'))"
                          ".filter(href => !/^(https?:\\/\\/|#)/.test(href))") == []
    assert [url for url in opened.requests if not url.startswith((opened.origin, "about:"))] == [], opened.requests
    assert opened.failed == [] and opened.intercepted == []
    assert opened.errors == []
    return where.evaluate("() => document.body.textContent")


def _pages(tmp_path: Path, trace: Trace, settings) -> dict[str, Path]:
    """The run's views as files a browser opens: `ask --map`, the MCP map resource, a notebook cell."""
    pages = {"ask --map": tmp_path / "ask.html", "mcp resource": tmp_path / "mcp.html",
             "notebook": tmp_path / "notebook.html"}
    write_map(trace, settings, pages["ask --map"])
    server = GeoReactMCP(settings, toolbox=Toolbox(settings))
    server._keep(trace)
    mime, body = server.answer_resource(MAP_URI.format(id=trace.id))
    assert mime == "text/html"
    pages["mcp resource"].write_text(body, encoding="utf-8")
    pages["notebook"].write_text(f"<!DOCTYPE html><html><body>{notebook_html(trace, settings)}</body></html>",
                                 encoding="utf-8")
    return pages


@pytest.mark.parametrize("kind", ["list", "region", "route"])
def test_no_view_runs_or_renders_what_the_data_says(traces, hostile, browser, tmp_path, kind):
    trace = traces[kind]
    names = {feature_name for step in trace.steps for feature_name in _names(step.observation)}
    assert names, "the run named no hostile place"
    for view, path in _pages(tmp_path, trace, hostile).items():
        if view == "notebook":
            opened = Opened(browser, path, ready="() => window.frames.length === 1")
            frame = opened.page.frames[1]
            frame.wait_for_function("() => window.georeact !== undefined")
        else:
            opened = Opened(browser, path)
            frame = None
        shown = assert_inert(opened, frame)
        if frame is None:
            popups = _every_popup(opened.page)
            assert len(popups) >= len(names), (view, popups)
            shown += " ".join(popups)
            assert_inert(opened)
        for name in names:   # each hostile name is on the page, as the characters it is
            assert name in shown, (view, name)
        if os.environ.get("GEOREACT_KEEP_SHOTS"):
            opened.screenshot(Path(os.environ["GEOREACT_KEEP_SHOTS"]) / f"{kind}-{view.split()[0]}.png")
        opened.page.close()


def _names(observation: dict[str, Any] | None) -> list[str]:
    observation = observation or {}
    found = [entity.get("name") for entity in observation.get("entities") or []]
    found += [visit.get("name") for visit in observation.get("visits") or []]
    return [name for name in found if name and "<" in name]


def test_the_policy_stops_markup_that_gets_into_the_page(traces, hostile, browser, tmp_path):
    """A second layer: were a view to hand data to the page as HTML, the page's own policy runs none of it."""
    path = tmp_path / "policy.html"
    write_map(traces["list"], hostile, path)
    opened = Opened(browser, path)
    opened.page.evaluate("""() => {
        document.body.insertAdjacentHTML('beforeend', '<img src="data:," onerror="window.__pwned=1">');
        document.body.insertAdjacentHTML('beforeend', '<a id="evil" href="javascript:window.__pwned=2">x</a>');
        const script = document.createElement('script');
        script.textContent = 'window.__pwned = 3';
        document.body.appendChild(script);
    }""")
    opened.page.click("#evil", force=True)
    opened.page.wait_for_timeout(200)
    assert opened.page.evaluate("() => window.__pwned || null") is None
    assert any("Content Security Policy" in error for error in opened.errors), opened.errors


@pytest.mark.parametrize("kind", ["list", "route"])
def test_the_terminal_shows_names_as_characters(traces, kind):
    """`ask`, `chat` and `trace show` print names through ui/render.py: no escape sequence or markup of the data's
    reaches the terminal (styles off, so any ESC in the output came from the data). Both runs name the cafe whose
    name is a terminal's payload."""
    from rich.console import Console

    from georeact.ui import render

    trace = traces[kind]
    console = Console(file=io.StringIO(), force_terminal=True, color_system=None, width=200)
    console.print(render.trace_view(trace, show_sql=True))
    printed = console.file.getvalue()
    assert "Cafe" in printed
    assert "\x1b" not in printed and "\x9b" not in printed and "\x07" not in printed
    assert "\\x1b]0;pwned\\x07\\x1b[2J[bold red]markup[/] \\x9b31m" in printed


def test_the_web_page_shows_names_as_text(hostile, hostile_db, browser):
    """`georeact web`: the answer, its steps and its map frame hold the hostile names as characters; nothing runs."""
    import threading
    import time

    import uvicorn

    from georeact.agent.state import memory_checkpointer
    from georeact.ui.web import WebChat
    from tests.ui.conftest import free_port

    museum, = _handles(hostile_db, "SELECT 'pois:' || id FROM pois WHERE tags->>'tourism' = 'museum'")
    question = f"Which cafes are within 500 m of {PAYLOADS['img']}?"
    script = [{"name": "CalculateMetric", "args": {"metric": "list", "feature": "cafe", "radius_m": 500, "anchor": museum}}]
    agent = build_agent(hostile, llm=ScriptedChatModel(script=script), db=hostile_db, model_use="always",
                        checkpointer=memory_checkpointer())
    port = free_port()
    chat = WebChat(agent, hostile)
    server = uvicorn.Server(uvicorn.Config(chat.app(), host="127.0.0.1", port=port, log_level="warning"))
    threading.Thread(target=server.run, daemon=True).start()
    started = time.monotonic()
    while not server.started:
        assert time.monotonic() - started < 30
        time.sleep(0.05)
    try:
        opened = Opened(browser, chat.address("127.0.0.1", port), ready="() => document.getElementById('question') !== null")
        opened.page.fill("#question", question)
        opened.page.press("#question", "Enter")
        opened.page.wait_for_selector(".answer:not(.running)", timeout=60_000)
        opened.page.click("details summary")
        frame = opened.page.frames[1]
        frame.wait_for_function("() => window.georeact !== undefined")
        shown = assert_inert(opened, frame)
        page_text = assert_inert(opened, written=WEB_PAGE_WRITTEN_BY_DATA)
        assert "<img" in page_text and PAYLOADS["img"] in page_text   # the question and the steps, as written
        assert "<" in shown and any("<" in text for text in _every_popup(frame))   # names as characters
        assert_inert(opened, frame)   # and still nothing ran once every popup was open
    finally:
        server.should_exit = True
