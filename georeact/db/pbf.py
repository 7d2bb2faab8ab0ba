"""The bounding box an .osm.pbf file's header declares, if any: the extent the extract was cut to (libosmium reads
the header only)."""

from __future__ import annotations

from pathlib import Path

import osmium

from georeact.geo import Bbox



def header_bbox(path: Path) -> Bbox | None:
    """The header's bbox; None when it declares none (an extract cut by a polygon) or the file is no readable PBF."""
    try:
        reader = osmium.io.Reader(str(path), osmium.osm.osm_entity_bits.NOTHING)
        try:
            box = reader.header().box()
        finally:
            reader.close()
    except (OSError, RuntimeError):   # libosmium's errors: no such file, not a PBF
        return None
    if not box.valid():
        return None
    return (box.bottom_left.lon, box.bottom_left.lat, box.top_right.lon, box.top_right.lat)
