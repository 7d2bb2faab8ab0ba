"""The bbox an .osm.pbf header declares (georeact/db/pbf.py): the shipped extracts', none, and files that are no PBF."""

from __future__ import annotations

import osmium

from georeact.db.pbf import header_bbox
from tests import independent


def test_each_shipped_extract_declares_a_bbox_around_its_town():
    towns = {"helsinki": (24.9441, 60.1700), "liechtenstein": (9.5215, 47.1410), "monaco": (7.4246, 43.7384),
             "neubrandenburg": (13.2614, 53.5620)}
    for extract, (lon, lat) in towns.items():
        west, south, east, north = header_bbox(independent.EXTRACTS[extract])
        assert west < lon < east and south < lat < north and east - west < 1 and north - south < 1, extract


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
