"""A small OSM extract whose every string is an attack on the pages that show it (issue 41, finding 1).

Anyone can edit OpenStreetMap, so every loaded name and tag is untrusted. The extract is a town: a boundary, a
park, a grid of streets and a few cafes and a museum, each named and tagged with markup that runs a script if
any page reads it as HTML (each payload records its own tag in `window.__pwned`), websites that are `javascript:`
and `data:` addresses, and names that try to close the page's script element or its template. Written as a real
.osm.pbf by pyosmium, loaded by the real importer (tests/security/test_hostile_views.py,
benchmarks/hostile.py --only views).
"""

from __future__ import annotations

from pathlib import Path

import osmium
from osmium.osm.mutable import Node, Relation, Way

# Each payload, when it runs, adds its tag to window.__pwned; a page that shows data as text never runs one.
def _run(tag: str) -> str:
    return f"(window.__pwned=window.__pwned||[]).push('{tag}')"


PAYLOADS = {
    "img": f'"><img src=x onerror="{_run("img")}">',
    "svg": f"<svg onload=\"{_run('svg')}\"></svg>",
    "script": f"<script>{_run('script')}</script>",
    "close": f"</script><script>{_run('close')}</script>",
    "iframe": "<iframe srcdoc=\"<script>top.__pwned=['iframe']</script>\"></iframe>",
    "style": "<style>body{display:none}</style><b style=\"position:fixed\">bold</b>",
    "template": "{{map_js}}{{data}}",
    "details": f"<details open ontoggle=\"{_run('details')}\">x</details>",
    # for a terminal: set the title, clear the screen, rich's markup, a C1 control sequence
    "terminal": "\x1b]0;pwned\x07\x1b[2J[bold red]markup[/] \u009b31m",
}
JAVASCRIPT_URL = f"javascript:{_run('website')}"
DATA_URL = f"data:text/html,<script>{_run('data-url')}</script>"

# a town of 600 x 600 m in a place no shipped extract covers (the Faroe Islands' sea: nobody's streets)
WEST, SOUTH = -7.30, 62.30
STEP = 0.0025   # degrees between the grid's streets (about 120 m east-west, 280 m north-south)
GRID = 4        # streets each way


def _node(node_id: int, lon: float, lat: float, **tags: str) -> Node:
    return Node(id=node_id, location=(lon, lat), tags=tags, version=1, changeset=1, uid=1, user="hostile",
                timestamp="2026-01-01T00:00:00Z")


def _way(way_id: int, nodes: list[int], **tags: str) -> Way:
    return Way(id=way_id, nodes=nodes, tags=tags, version=1, changeset=1, uid=1, user="hostile",
               timestamp="2026-01-01T00:00:00Z")


def places() -> list[tuple[str, dict[str, str]]]:
    """(what it is, its tags) of each hostile point of interest, in the order they are written."""
    names = list(PAYLOADS.values())
    return [
        ("cafe", {"amenity": "cafe", "name": f"Cafe {names[0]}", "website": JAVASCRIPT_URL,
                  "cuisine": PAYLOADS["svg"], "opening_hours": PAYLOADS["script"]}),
        ("cafe", {"amenity": "cafe", "name": f"Cafe {names[1]}", "website": DATA_URL, "cuisine": "coffee_shop",
                  "opening_hours": "Mo-Su 08:00-20:00"}),
        ("cafe", {"amenity": "cafe", "name": f"Cafe {names[3]}", "contact:website": PAYLOADS["img"],
                  "opening_hours": f"Mo-Fr 08:00-18:00 {PAYLOADS['details']}"}),
        ("cafe", {"amenity": "cafe", "name": f"Cafe {names[6]}", "website": "https://example.org/\"><script>"}),
        ("cafe", {"amenity": "cafe", "name": f"Cafe {names[8]}", "opening_hours": PAYLOADS["terminal"]}),
        ("museum", {"tourism": "museum", "name": f"Museum {names[2]}", "website": JAVASCRIPT_URL}),
        ("restaurant", {"amenity": "restaurant", "name": f"Restaurant {names[4]}", "cuisine": PAYLOADS["close"]}),
        ("restaurant", {"amenity": "restaurant", "name": f"Restaurant {names[7]}", "cuisine": PAYLOADS["style"]}),
    ]


PARK_NAME = f"Park {PAYLOADS['svg']}"
TOWN_NAME = f"Town {PAYLOADS['details']}"
STREET_NAMES = [f"Street {name}" for name in PAYLOADS.values()]


def write(path: Path) -> Path:
    """The extract as a real .osm.pbf at `path` (overwritten)."""
    if path.exists():
        path.unlink()
    writer = osmium.SimpleWriter(str(path))
    try:
        node_id = 1
        grid: dict[tuple[int, int], int] = {}
        for i in range(GRID):
            for j in range(GRID):
                writer.add_node(_node(node_id, WEST + i * STEP, SOUTH + j * STEP))
                grid[i, j] = node_id
                node_id += 1
        outline = []   # the town's boundary, a little outside the grid
        for lon, lat in ((-1, -1), (GRID, -1), (GRID, GRID), (-1, GRID)):
            writer.add_node(_node(node_id, WEST + lon * STEP, SOUTH + lat * STEP))
            outline.append(node_id)
            node_id += 1
        park = []      # the park: the middle of the grid's first cell
        for lon, lat in ((0.2, 0.2), (0.8, 0.2), (0.8, 0.8), (0.2, 0.8)):
            writer.add_node(_node(node_id, WEST + lon * STEP, SOUTH + lat * STEP))
            park.append(node_id)
            node_id += 1
        for index, (_, tags) in enumerate(places()):   # beside the streets, spread over the grid
            i, j = index % (GRID - 1), index // (GRID - 1)
            writer.add_node(_node(node_id, WEST + (i + 0.5) * STEP, SOUTH + (j + 0.1) * STEP, **tags))
            node_id += 1
        way_id = 1
        for i in range(GRID):   # the streets: north-south, then east-west, every one named with a payload
            writer.add_way(_way(way_id, [grid[i, j] for j in range(GRID)], highway="residential",
                                name=STREET_NAMES[way_id % len(STREET_NAMES)]))
            way_id += 1
        for j in range(GRID):
            writer.add_way(_way(way_id, [grid[i, j] for i in range(GRID)], highway="residential",
                                name=STREET_NAMES[way_id % len(STREET_NAMES)]))
            way_id += 1
        writer.add_way(_way(way_id, [*park, park[0]], leisure="park", name=PARK_NAME, website=JAVASCRIPT_URL))
        way_id += 1
        writer.add_way(_way(way_id, [*outline, outline[0]]))
        writer.add_relation(Relation(id=1, members=[("w", way_id, "outer")], version=1, changeset=1, uid=1,
                                     user="hostile", timestamp="2026-01-01T00:00:00Z",
                                     tags={"type": "boundary", "boundary": "administrative", "admin_level": "8",
                                           "name": TOWN_NAME}))
    finally:
        writer.close()
    return path
