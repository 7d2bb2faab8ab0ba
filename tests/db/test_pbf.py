"""The bbox an .osm.pbf header declares (georeact/db/pbf.py), against libosmium's reading of the same header."""

from __future__ import annotations

import osmium
import pytest

from georeact.db.pbf import header_bbox
from tests import independent


@pytest.mark.parametrize("extract", sorted(independent.EXTRACTS))
def test_the_shipped_extracts_declare_the_bbox_osmium_reads(extract):
    box = osmium.io.Reader(str(independent.EXTRACTS[extract])).header().box()
    assert box.valid()
    expected = (box.bottom_left.lon, box.bottom_left.lat, box.top_right.lon, box.top_right.lat)
    assert header_bbox(independent.EXTRACTS[extract]) == pytest.approx(expected, abs=1.1e-7)   # osmium keeps 1e-7


def test_a_header_without_a_bbox_or_a_file_that_is_no_pbf_gives_none(tmp_path):
    node = osmium.osm.mutable.Node(id=1, location=(7.0, 43.0), tags={"name": "x"})
    written = tmp_path / "nobox.osm.pbf"
    with osmium.SimpleWriter(str(written)) as writer:
        writer.add_node(node)
    assert header_bbox(written) is None
    header = osmium.io.Header()
    header.add_box(osmium.osm.Box(osmium.osm.Location(-21.5, 63.25), osmium.osm.Location(-13.75, 66.5)))
    boxed = tmp_path / "box.osm.pbf"
    with osmium.SimpleWriter(str(boxed), header=header) as writer:   # west of Greenwich: negative degrees
        writer.add_node(node)
    assert header_bbox(boxed) == (-21.5, 63.25, -13.75, 66.5)
    (tmp_path / "text.osm.pbf").write_text("not a pbf")
    assert header_bbox(tmp_path / "text.osm.pbf") is None
    assert header_bbox(tmp_path / "missing.osm.pbf") is None
