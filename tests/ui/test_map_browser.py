"""HTML maps opened in a real browser (Debian's headless Chromium, driven by Playwright over its DevTools pipe).

Three runs of the real agent loop on the test database, the model's replies scripted: a list question, a
planned tour and a question about a region. What each map must draw comes from the trace's own tool results
(the answer's handles, the tour's stops and legs, the region searched), not from the map code. The page may
load nothing but itself; every place must be drawn inside the map, in its role's colour where it is on top
(pixels of a screenshot); popups, the legend and the header must say what the run found.

Screenshots are kept in pytest's temporary directory (printed with -s) for a person to look at.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PIL import Image

import georeact

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.agent.trace import Trace
from georeact.config import get_settings
from georeact.ui.mapping import ROLES, write_map
from tests.browser import Opened, chromium

InteractiveShell = pytest.importorskip("IPython.core.interactiveshell", reason="pip install -e '.[test]'").InteractiveShell

LIST_Q = "Which restaurants are within 300 m of the Casino de Monte Carlo?"
ROUTE_Q = "Plan a walking tour of the Ateneum, Kiasma and the Helsinki Cathedral."
AREA_Q = "What is the largest park in Monaco?"
SCRIPTS: dict[str, tuple[str, list[Any]]] = {
    "list": (LIST_Q, [{"name": "CalculateMetric", "args": {"metric": "list", "feature": "restaurant", "radius_m": 300,
                                                            "anchor": "Casino de Monte-Carlo"}}]),
    "route": (ROUTE_Q, [{"name": "PlanRoute", "args": {"stops": ["Ateneum", "Kiasma", "Helsinki Cathedral"]}},
                        "Answer: Walk from the Ateneum to Helsingin tuomiokirkko, then to Kiasma and back."]),
    "area": (AREA_Q, [{"name": "CalculateMetric", "args": {"metric": "largest", "feature": "park", "region": "Monaco"}}]),
}


@pytest.fixture(scope="module")
def traces(db, settings) -> dict[str, Trace]:
    made = {}
    for kind, (question, script) in SCRIPTS.items():
        agent = build_agent(settings, llm=ScriptedChatModel(script=script), db=db, model_use="always")
        trace = run_question(agent, question)
        assert trace.error is None and trace.answer is not None, (kind, trace.error)
        assert [step.tool for step in trace.steps] == [script[0]["name"]], kind
        made[kind] = trace
    return made


@pytest.fixture(scope="module")
def shots(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("map-screenshots")
    print(f"\nmap screenshots: {folder}")
    return folder


@pytest.fixture(scope="module")
def browser():
    with chromium() as launched:
        yield launched


def hex_rgb(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]


def close(pixel: tuple[int, ...], colour: str, tolerance: int = 12) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, hex_rgb(colour)))


def assert_markers_in_colour(opened: Opened, image: Image.Image, role: str, expected: int) -> None:
    """`expected` circle markers of `role` inside the map; where one is on top, its centre has the role's colour."""
    selector = f"path.gr-role-{role}"
    boxes = opened.inside_map(selector)
    assert len(boxes) == expected, (role, len(boxes), expected)
    sampled = 0
    for box in boxes:
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        if opened.on_top(x, y, selector):
            sampled += 1
            assert close(image.getpixel((int(x), int(y))), ROLES[role][0]), (role, image.getpixel((int(x), int(y))))
    assert sampled >= 1, f"no {role} marker is visible on top"


def assert_self_contained(opened: Opened) -> None:
    assert opened.failed == [] and opened.intercepted == [], (opened.failed, opened.intercepted)
    assert [url for url in opened.requests if not url.startswith("file:")] == []
    assert opened.errors == []


def result_of(trace: Trace) -> dict[str, Any]:
    [step] = trace.steps
    return step.observation


def test_list_question_map(traces, browser, settings, tmp_path, shots):
    trace = traces["list"]
    result = result_of(trace)
    answers = {entity["handle"] for entity in result["entities"]}
    assert answers and answers == {entity.handle for entity in trace.answer.value.entities}
    page_file = tmp_path / "list.html"
    assert write_map(trace, settings, page_file) == len(answers) + 1          # the answers and the casino
    opened = Opened(browser, page_file)
    image = opened.screenshot(shots / "list.png")
    assert_self_contained(opened)

    assert_markers_in_colour(opened, image, "answer", len(answers))
    assert_markers_in_colour(opened, image, "anchor", 1)                     # the casino
    assert opened.count("path.gr-shape-anchor") == 1                         # and its outline (a building)
    assert len(opened.inside_map("path.gr-scope")) == 1                     # the 300 m circle
    assert opened.count("path.gr-role-match, path.gr-role-region, .gr-role-stop, path.gr-route") == 0

    header = opened.page.locator("#header").inner_text()
    assert LIST_Q in header and trace.answer.text.splitlines()[0] in header
    legend = opened.page.locator(".gr-legend").inner_text()
    assert f"answer ({len(answers)})" in legend and "reference place" in legend
    assert "search radius, 300 m around Casino de Monte Carlo" in legend
    assert "Offline map" in opened.page.locator(".gr-notice").inner_text()

    nearest = min(result["entities"], key=lambda entity: entity["distance_m"])
    named = [entity for entity in result["entities"] if entity["name"]]
    for entity in named:                                                     # named answers are labelled
        assert opened.page.locator(".gr-label", has_text=entity["name"]).count() == 1
    index = [e["handle"] for e in result["entities"]].index(nearest["handle"])
    opened.page.locator("path.gr-role-answer").nth(_drawn_index(opened, nearest["handle"])).click(force=True)
    popup = opened.page.locator(".leaflet-popup-content").inner_text()
    assert f"{round(nearest['distance_m'])} m" in popup, (index, popup)
    assert nearest["handle"] not in popup and "pois:" not in popup   # issue 40: no handle in what a person reads
    if nearest["name"]:
        assert nearest["name"] in popup


def _drawn_index(opened: Opened, handle: str) -> int:
    """The position among the answer markers of the one drawn for `handle` (they follow the data's order)."""
    handles = opened.page.evaluate("() => window.georeact.data.collection.features"
                                   ".filter(f => f.properties.role === 'answer' && f.geometry.type === 'Point')"
                                   ".map(f => f.properties.handle)")
    return handles.index(handle)


def test_route_map_numbers_the_stops_and_draws_every_leg(traces, browser, settings, tmp_path, shots):
    trace = traces["route"]
    result = result_of(trace)
    visits = [visit["handle"] for visit in result["visits"]]                  # a round trip: the start again last
    assert visits[0] == visits[-1] and len(set(visits)) == 3
    page_file = tmp_path / "route.html"
    assert write_map(trace, settings, page_file) == 3
    opened = Opened(browser, page_file)
    image = opened.screenshot(shots / "route.png")
    assert_self_contained(opened)

    stops = opened.page.locator(".gr-role-stop")
    assert len(opened.inside_map(".gr-role-stop")) == 3
    numbers = sorted(stops.nth(i).inner_text() for i in range(3))
    assert numbers == ["1·4", "2", "3"]                                      # the start is also the end
    for i in range(3):
        box = stops.nth(i).bounding_box()
        x, y = box["x"] + 5, box["y"] + box["height"] / 2                    # beside the number, inside the border
        if opened.on_top(x, y, ".gr-role-stop"):
            assert close(image.getpixel((int(x), int(y))), ROLES["stop"][0]), image.getpixel((int(x), int(y)))

    legs = [leg for leg in result["legs"] if leg["geometry"]]
    assert len(legs) == len(visits) - 1
    assert len(opened.inside_map("path.gr-route")) == len(legs)
    # a point in the middle of each leg, on the screen: the route's colour where the leg is on top
    on_legs = opened.page.evaluate(
        "() => window.georeact.data.collection.features.filter(f => f.properties.role === 'route').map(f => {"
        " const c = f.geometry.coordinates[Math.floor(f.geometry.coordinates.length / 2)];"
        " const p = window.georeact.map.latLngToContainerPoint([c[1], c[0]]);"
        " const m = document.getElementById('map').getBoundingClientRect(); return [p.x + m.left, p.y + m.top]; })")
    seen = [(number, x, y) for number, (x, y) in enumerate(on_legs, start=1)
            if opened.on_top(x, y, f"path.gr-leg-{number}")]
    assert seen, "no leg is on top at its middle"
    for _, x, y in seen:
        assert close(image.getpixel((int(x), int(y))), "#ff7f00"), image.getpixel((int(x), int(y)))

    number, x, y = seen[0]
    opened.page.mouse.click(x, y)                                            # on the leg itself
    popup = opened.page.locator(".leaflet-popup-content").inner_text()
    leg = legs[number - 1]
    assert f"leg {number}: {leg['from_stop']} → {leg['to_stop']}" in popup
    assert f"{round(leg['duration_s'] / 60)} min" in popup
    legend = opened.page.locator(".gr-legend").inner_text()
    assert "route stop (in visiting order)" in legend and "route along the streets" in legend


def test_area_question_map_shows_the_region_and_the_answer(traces, browser, settings, tmp_path, shots):
    trace = traces["area"]
    result = result_of(trace)
    [region] = [r for r in result["resolved"] if r["table"] == "regions"]
    [park] = result["entities"]
    page_file = tmp_path / "area.html"
    assert write_map(trace, settings, page_file) == 2
    opened = Opened(browser, page_file)
    image = opened.screenshot(shots / "area.png")
    assert_self_contained(opened)

    assert len(opened.inside_map("path.gr-shape-region")) == 1               # Monaco's outline, no marker
    assert opened.count("path.gr-role-region") == 0
    assert opened.page.locator(".gr-label-region").inner_text() == region["name"]
    assert_markers_in_colour(opened, image, "answer", 1)
    assert len(opened.inside_map("path.gr-shape-answer")) == 1               # the park's polygon
    opened.page.locator("path.gr-role-answer").click(force=True)
    popup = opened.page.locator(".leaflet-popup-content").inner_text()
    assert park["name"] in popup and park["handle"] not in popup and f"{park['area_m2'] / 1e4:.2f} ha" in popup
    legend = opened.page.locator(".gr-legend").inner_text()
    assert "region searched" in legend and "park" in legend and "water" in legend


def test_the_offline_background_is_drawn_from_the_database(traces, browser, settings, tmp_path):
    """Around the casino there are streets: the background canvas is not blank where the map has no feature."""
    page_file = tmp_path / "list.html"
    write_map(traces["list"], settings, page_file)
    opened = Opened(browser, page_file)
    background = opened.page.evaluate("() => window.georeact.data.background")
    assert len(background["roads"]["features"]) > 50
    assert opened.count(".leaflet-background-pane canvas") == 1
    image = opened.screenshot(tmp_path / "shot.png")
    map_box = opened.page.locator("#map").bounding_box()
    land = hex_rgb("#f2efe9")
    colours = {image.getpixel((x, y)) for x in range(int(map_box["x"]) + 60, int(map_box["x"] + map_box["width"]) - 300, 7)
               for y in range(int(map_box["y"]) + 60, int(map_box["y"] + map_box["height"]) - 60, 7)}
    assert len(colours - {land}) > 20, "the background looks empty"


def test_osm_tiles_say_they_need_the_network(traces, browser, settings, tmp_path, shots):
    page_file = tmp_path / "tiles.html"
    write_map(traces["list"], settings, page_file, tiles="osm")
    opened = Opened(browser, page_file)
    opened.page.wait_for_function("() => document.querySelectorAll('img.leaflet-tile').length > 0")
    opened.screenshot(shots / "list-osm-tiles.png")
    assert opened.intercepted and all(url.startswith("https://tile.openstreetmap.org/") for url in opened.intercepted)
    assert "need the network" in opened.page.locator(".gr-notice").inner_text()
    assert opened.page.evaluate("() => window.georeact.data.background") is None
    assert opened.count("path.gr-role-answer") == len(result_of(traces["list"])["entities"])


def test_text_in_the_data_cannot_write_html(traces, browser, settings, tmp_path):
    """A question is user input: written into the page, it stays text (no element, no request, no script)."""
    hostile = "Which restaurants are near </script><img src=x onerror=\"window.pwned=1\"><b>the casino</b>?"
    trace = traces["list"].model_copy(update={"question": hostile})
    page_file = tmp_path / "hostile.html"
    write_map(trace, settings, page_file)
    opened = Opened(browser, page_file)
    assert_self_contained(opened)
    assert opened.page.locator("#header .question").inner_text() == hostile
    assert opened.page.evaluate("() => window.pwned === undefined && document.querySelectorAll('img, b').length === 0")
    assert opened.page.title() == hostile


def test_a_run_that_named_no_place_says_so(browser, settings, tmp_path):
    from georeact.agent.answer import Answer

    page_file = tmp_path / "empty.html"
    trace = Trace(id="small-talk", question="Say hello.", answer=Answer(text="Hello!"))
    assert write_map(trace, settings, page_file) == 0
    opened = Opened(browser, page_file)
    assert_self_contained(opened)
    assert opened.page.locator(".gr-empty").inner_text() == "The run named no place to show."
    assert opened.count(".gr-legend") == 0 and opened.count(".gr-notice") == 0   # nothing to explain
    assert "Hello!" in opened.page.locator("#header").inner_text()


def test_a_popup_says_what_the_data_says_of_the_place(traces, browser, settings, tmp_path, shots):
    """Kind, cuisine, opening hours with whether open now, website and the OSM object's page, from the raw tags
    (read independently from the extract); the links are links, and only to http(s)."""
    from tests import independent as ind

    trace = traces["list"]
    result = result_of(trace)
    page_file = tmp_path / "popups.html"
    write_map(trace, settings, page_file)
    opened = Opened(browser, page_file)
    raw = {f.name: f for read in (ind.nodes, ind.ways, ind.areas) for f in read("monaco", "amenity", "restaurant")}
    named = [e for e in result["entities"] if e["name"] in raw]
    assert named, "no answer of the list run is a named restaurant of the extract"
    # the one the data says most of
    entity = max(named, key=lambda e: sum(key in raw[e["name"]].tags for key in ("cuisine", "opening_hours", "website")))
    opened.page.locator("path.gr-role-answer").nth(_drawn_index(opened, entity["handle"])).click(force=True)
    popup = opened.page.locator(".leaflet-popup-content")
    text = popup.inner_text()
    tags = raw[entity["name"]].tags
    assert "restaurant" in text and "amenity=" not in text, text   # the kind as a word, not a tag
    if tags.get("cuisine"):
        assert tags["cuisine"] in text
    if tags.get("opening_hours"):
        assert tags["opening_hours"] in text and "(now: " in text
    links = popup.locator("a").evaluate_all("links => links.map(a => a.href)")
    assert any(link.startswith("https://www.openstreetmap.org/") for link in links), links
    if tags.get("website", "").startswith(("http://", "https://")):
        assert tags["website"].rstrip("/") in " ".join(links)
    opened.page.wait_for_timeout(400)   # the popup fades in
    opened.screenshot(shots / "popup.png")


def test_street_names_show_from_close_zoom_on(traces, browser, settings, tmp_path, shots):
    trace = traces["list"]
    page_file = tmp_path / "streets.html"
    write_map(trace, settings, page_file)
    opened = Opened(browser, page_file)
    names = opened.page.locator(".gr-street")
    assert names.count() > 5   # the streets around the casino, named in the data
    opened.page.evaluate("() => { window.georeact.map.setZoom(17, {animate: false}); }")
    assert names.first.is_visible() or any(names.nth(i).is_visible() for i in range(min(names.count(), 30)))
    opened.screenshot(shots / "streets-close.png")
    opened.page.evaluate("() => { window.georeact.map.setZoom(16, {animate: false}); }")
    assert not any(names.nth(i).is_visible() for i in range(min(names.count(), 30)))


def test_a_run_shows_its_map_in_a_notebook(traces, settings, monkeypatch):
    # a notebook has only the environment to say which database draws the map
    monkeypatch.setenv("GEOREACT_HOME", str(settings.home))
    monkeypatch.setenv("GEOREACT_DB_PORT", str(settings.db_port))
    monkeypatch.delenv("GEOREACT_DATABASE_URL", raising=False)
    monkeypatch.delenv("GEOREACT_CONFIG", raising=False)
    get_settings.cache_clear()   # a process reads its settings once: this one may have read them before
    trace = traces["area"]
    shell = InteractiveShell.instance()   # a real IPython shell, as a notebook's kernel runs one
    try:
        assert georeact.show_runs_in_notebooks()
        shown, _ = shell.display_formatter.format(trace)
    finally:
        get_settings.cache_clear()
        InteractiveShell.clear_instance()
    html_text = shown["text/html"]
    assert html_text.startswith("<iframe sandbox=\"allow-scripts\" srcdoc=")
    park = result_of(trace)["entities"][0]
    assert park["handle"] in html_text and "leaflet" in html_text.lower()


WATER, BUILDING = "#aad3df", "#d9d0c9"   # OSM's carto colours, as map.js draws them


def on_screen(opened: Opened, points: list[tuple[float, float]]) -> list[tuple[float, float] | None]:
    """Where each (lon, lat) is on the page, or None where the background is not what shows there (outside the
    map, under the legend, a marker or a label)."""
    spots = opened.page.evaluate(
        "(points) => { const m = document.getElementById('map').getBoundingClientRect();"
        " return points.map(([lon, lat]) => { const p = window.georeact.map.latLngToContainerPoint([lat, lon]);"
        " return [p.x + m.left, p.y + m.top]; }); }", [list(point) for point in points])
    box = opened.page.locator("#map").bounding_box()
    return [(x, y) if box["x"] + 5 < x < box["x"] + box["width"] - 5 and box["y"] + 5 < y < box["y"] + box["height"] - 5
            and opened.on_top(x, y, ".leaflet-background-pane canvas") else None for x, y in spots]


def colours_at(opened: Opened, image: Image.Image, points: list[tuple[float, float]]) -> list[tuple[int, ...]]:
    return [image.getpixel((int(spot[0]), int(spot[1]))) for spot in on_screen(opened, points) if spot]


def test_the_sea_is_drawn_from_the_coastline(traces, browser, settings, tmp_path, shots):
    """Next to the casino: points 60 m right of Monaco's coastline ways (read from the file by pyosmium) are the
    water's colour on the page, points 60 m left of them are not (before issue 31 both were land)."""
    from tests.db.test_background import beside_the_coast

    page_file = tmp_path / "sea.html"
    write_map(traces["list"], settings, page_file)
    opened = Opened(browser, page_file)
    image = opened.screenshot(tmp_path / "sea.png")
    pairs = beside_the_coast("monaco", 60.0)
    sea = colours_at(opened, image, [(right.x, right.y) for right, _ in pairs])
    land = colours_at(opened, image, [(left.x, left.y) for _, left in pairs])
    assert len(sea) >= 5 and len(land) >= 5, (len(sea), len(land))
    assert all(close(pixel, WATER) for pixel in sea), sea
    assert not any(close(pixel, WATER) for pixel in land), land


def test_buildings_are_drawn_from_close_zoom_on(traces, browser, settings, tmp_path, shots):
    """The large footprints around the casino (pyosmium's reading of the file): in the buildings' colour at zoom
    17, and not drawn at zoom 15, where each would still be several pixels wide."""
    from shapely.geometry import box as rectangle

    from tests import independent

    page_file = tmp_path / "buildings.html"
    write_map(traces["list"], settings, page_file)
    opened = Opened(browser, page_file)
    window = rectangle(*opened.page.evaluate("() => window.georeact.data.background.bbox"))
    large = [footprint.geometry.representative_point() for footprint in independent.areas("monaco", "building")
             if footprint.tags["building"] != "no" and window.contains(footprint.geometry)
             and independent.geodesic_area(footprint.geometry) > 2000]
    points = [(point.x, point.y) for point in large]
    opened.page.evaluate("() => { window.georeact.map.setZoom(17, {animate: false}); }")
    close_up = colours_at(opened, opened.screenshot(shots / "sea-buildings.png"), points)
    assert len(close_up) >= 3, len(close_up)
    # closer than other colours' tolerance: a road's anti-aliased edge can come within 12 of the buildings' grey
    assert sum(close(pixel, BUILDING, 8) for pixel in close_up) >= 0.8 * len(close_up), close_up
    legend = opened.page.locator(".gr-legend").inner_text()
    assert "building (from close zoom on)" in legend and "water" in legend
    opened.page.evaluate("() => { window.georeact.map.setZoom(15, {animate: false}); }")
    far = colours_at(opened, opened.screenshot(tmp_path / "far.png"), points)
    assert len(far) >= 3 and not any(close(pixel, BUILDING, 8) for pixel in far), far
