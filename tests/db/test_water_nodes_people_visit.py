"""A node tagged as water (a basin, a pond) has no water to hold: one that is also a place people go to
(tourism=attraction) is loaded as that place, found by its name; a water node with nothing else stays out.

The file is two nodes written here, far out at sea (the Gulf of Guinea) and renumbered above any real OSM id, so that
no other test's place is near them."""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

import pytest

from georeact.db import importer
from georeact.db.session import owner_url
from tests.db.test_cut_outlines import _remove

pytestmark = pytest.mark.changes_the_test_cluster   # loads a file into the shared cluster for a while: alone

_ID = 9_100_000_000_000
_VISITED, _PLAIN = "Geo React Basin Attraction", "Geo React Plain Basin"


def _nodes(path: Path) -> None:
    def node(offset: int, name: str, extra: str) -> str:
        return (f'<node id="{_ID + offset}" version="1" lat="0.5{offset}" lon="0.5{offset}">'
                f'<tag k="landuse" v="basin"/><tag k="name" v={quoteattr(name)}/>{extra}</node>')
    path.write_text('<?xml version="1.0" encoding="UTF-8"?><osm version="0.6" generator="geo-react test">'
                    + node(1, _VISITED, '<tag k="tourism" v="attraction"/>') + node(2, _PLAIN, "") + "</osm>",
                    encoding="utf-8")


def test_a_water_node_people_visit_is_a_place(settings, owner_conn, tmp_path: Path) -> None:
    extract = tmp_path / "water-node-test.osm"
    _nodes(extract)
    _remove(owner_conn, extract.name)   # (a run cut short before its cleanup)
    try:
        importer.load_file(extract, owner_url(settings), log=lambda message: None, network=False)
        rows = owner_conn.execute("SELECT poi_name, tourism FROM public.pois WHERE source = %s ORDER BY poi_name",
                                  (extract.name,)).fetchall()
        assert rows == [(_VISITED, "attraction")], rows
    finally:
        _remove(owner_conn, extract.name)
