"""An island mapped as a node (a skerry, a holm) is a place found by its name, and a landform people count around a
place (a peak, a hot spring) is loaded whether it is named or not: 'how many peaks within 8 km of X' counts the
unnamed summit with its elevation too.

The file is three nodes written here, far out at sea (the Gulf of Guinea) and renumbered above any real OSM id, so
that no other test's place is near them."""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

import pytest

from georeact.db import importer
from georeact.db.session import owner_url
from tests.db.test_cut_outlines import _remove

pytestmark = pytest.mark.changes_the_test_cluster   # loads a file into the shared cluster for a while: alone

_ID = 9_100_000_000_100
_ISLET = "Geo React Holm"


def _nodes(path: Path) -> None:
    def node(offset: int, tags: dict[str, str]) -> str:
        said = "".join(f"<tag k={quoteattr(k)} v={quoteattr(v)}/>" for k, v in tags.items())
        return f'<node id="{_ID + offset}" version="1" lat="0.6{offset}" lon="0.6{offset}">{said}</node>'
    path.write_text('<?xml version="1.0" encoding="UTF-8"?><osm version="0.6" generator="geo-react test">'
                    + node(1, {"place": "islet", "name": _ISLET}) + node(2, {"natural": "peak", "ele": "1182"})
                    + node(3, {"natural": "hot_spring", "temperature": "40"}) + "</osm>", encoding="utf-8")


def test_an_island_node_and_unnamed_landforms_are_places(settings, owner_conn, tmp_path: Path) -> None:
    extract = tmp_path / "island-node-test.osm"
    _nodes(extract)
    _remove(owner_conn, extract.name)   # (a run cut short before its cleanup)
    try:
        importer.load_file(extract, owner_url(settings), log=lambda message: None, network=False)
        rows = owner_conn.execute("SELECT poi_name, tags->>'place', tags->>'natural' FROM public.pois WHERE source = %s "
                                  "ORDER BY osm_id", (extract.name,)).fetchall()
        assert rows == [(_ISLET, "islet", None), (None, None, "peak"), (None, None, "hot_spring")], rows
    finally:
        _remove(owner_conn, extract.name)
