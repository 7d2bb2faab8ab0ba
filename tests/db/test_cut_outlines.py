"""A lake or a park whose outline the extract's edge cuts (a multipolygon with some of its ways missing) is loaded as
the lines it has: found by its name and located, its area refused in a person's words, never 0 m² and never left out.

The extract is a real lake of the shipped Neubrandenburg file with one of its two outer ways left out, as a cut at
the edge leaves it; moved to the Gulf of Guinea and renumbered, so that no other test's place is near it."""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

import osmium
import pytest

from georeact.db import importer
from georeact.db.session import owner_url
from georeact.tools.base import invoke
from georeact.tools.metric import tool as cm
from tests.independent import EXTRACTS

pytestmark = pytest.mark.changes_the_test_cluster   # loads a file into the shared cluster for a while: alone

_SHIFT = 9_000_000_000_000   # above any real OSM id
_NAME = "Geo React Cut Test Lake"


def _cut_lake(path: Path) -> None:
    """A real two-way lake relation with its second outer way left out, written as .osm XML."""
    relation: dict = {}

    class Relations(osmium.SimpleHandler):
        def relation(self, r) -> None:
            outer = [m.ref for m in r.members if m.type == "w" and m.role in ("outer", "")]
            if not relation and r.tags.get("type") == "multipolygon" and r.tags.get("natural") == "water" and \
                    len(outer) == 2:
                relation.update(id=r.id, outer=outer)

    Relations().apply_file(str(EXTRACTS["neubrandenburg"]))
    assert relation, "the shipped extract holds a lake of two outer ways"
    kept = relation["outer"][0]
    way_nodes: list[int] = []
    points: dict[int, tuple[float, float]] = {}

    class Ways(osmium.SimpleHandler):
        def way(self, w) -> None:
            if w.id == kept:
                for n in w.nodes:
                    way_nodes.append(n.ref)
                    points[n.ref] = (n.lon - 13.0, n.lat - 53.0)

    Ways().apply_file(str(EXTRACTS["neubrandenburg"]), locations=True)
    assert len(way_nodes) >= 2 and way_nodes[0] != way_nodes[-1], "the way kept does not close on its own"
    nodes = "".join(f'<node id="{_SHIFT + ref}" version="1" lat="{lat:.7f}" lon="{lon:.7f}"/>'
                    for ref, (lon, lat) in sorted(points.items()))
    refs = "".join(f'<nd ref="{_SHIFT + ref}"/>' for ref in way_nodes)
    members = "".join(f'<member type="way" ref="{_SHIFT + ref}" role="outer"/>' for ref in relation["outer"])
    path.write_text(f'<?xml version="1.0" encoding="UTF-8"?><osm version="0.6" generator="geo-react test">{nodes}'
                    f'<way id="{_SHIFT + kept}" version="1">{refs}</way>'
                    f'<relation id="{_SHIFT + relation["id"]}" version="1">{members}'
                    f'<tag k="type" v="multipolygon"/><tag k="natural" v="water"/><tag k="water" v="lake"/>'
                    f'<tag k="name" v={quoteattr(_NAME)}/></relation></osm>', encoding="utf-8")


def _remove(owner_conn, name: str) -> None:
    """Every row the test file left, in each table that says where its rows came from (other tests read them)."""
    tables = [row[0] for row in owner_conn.execute(
        "SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'source'"
        " AND table_name IN (SELECT tablename FROM pg_tables WHERE schemaname = 'public')")]
    for table in tables:
        owner_conn.execute(f"DELETE FROM public.{table} WHERE source = %s", (name,))
    owner_conn.execute("DELETE FROM georeact_meta.loads WHERE file = %s", (name,))


def test_a_lake_the_edge_cuts_is_its_lines_and_its_area_is_refused_in_words(settings, owner_conn, ctx,
                                                                          tmp_path: Path) -> None:
    extract = tmp_path / "cut-outline-test.osm"
    _cut_lake(extract)
    _remove(owner_conn, extract.name)   # (a run cut short before its cleanup)
    try:
        importer.load_file(extract, owner_url(settings), log=lambda message: None, network=False)
        rows = owner_conn.execute("SELECT GeometryType(geometry::geometry), tags->>'type' FROM public.lakes"
                                  " WHERE source = %s AND lake_name = %s", (extract.name, _NAME)).fetchall()
        assert rows == [("LINESTRING", "multipolygon")]
        result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="area", anchor=_NAME))
        assert not result.ok and result.told is not None, result
        assert result.told.startswith(f"The loaded map data holds only part of {_NAME}'s outline"), result.told
        assert "multilinestring" not in result.told and "linestring" not in result.told
    finally:
        _remove(owner_conn, extract.name)
