"""The bounding box an .osm.pbf file's header declares, if any: the extent the extract was cut to.

Read straight from the file's first block (a few hundred bytes of protocol buffers, zlib-compressed or raw), so
the import needs no OSM library for it. Format: https://wiki.openstreetmap.org/wiki/PBF_Format
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Iterator
from pathlib import Path

Bbox = tuple[float, float, float, float]   # min lon, min lat, max lon, max lat

_MAX_HEADER = 64 * 1024            # the format's limit for a BlobHeader
_MAX_BLOB = 32 * 1024 * 1024       # and for a Blob


def header_bbox(path: Path) -> Bbox | None:
    """The header's bbox; None when it declares none, is compressed some other way, or the file is no PBF."""
    try:
        with Path(path).open("rb") as handle:
            (size,) = struct.unpack(">I", handle.read(4))
            if size > _MAX_HEADER:
                return None
            header = dict(_fields(handle.read(size)))
            if header.get(1) != b"OSMHeader" or not isinstance(header.get(3), int) or header[3] > _MAX_BLOB:
                return None
            blob = dict(_fields(handle.read(header[3])))
        block = blob[1] if 1 in blob else zlib.decompress(blob[3]) if 3 in blob else None   # raw, or zlib
        if not isinstance(block, bytes):
            return None
        box = dict(_fields(dict(_fields(block)).get(1, b"")))   # HeaderBlock.bbox: HeaderBBox
    except (OSError, ValueError, KeyError, IndexError, TypeError, struct.error, zlib.error):
        return None
    if not all(isinstance(box.get(field), int) for field in (1, 2, 3, 4)):
        return None
    left, right, top, bottom = (_zigzag(box[field]) / 1e9 for field in (1, 2, 3, 4))   # sint64, nanodegrees
    return (left, bottom, right, top) if left < right and bottom < top else None


def _fields(data: bytes) -> Iterator[tuple[int, int | bytes]]:
    """(field number, value) of a protocol buffers message: varints as int, length-delimited fields as bytes."""
    at = 0
    while at < len(data):
        key, at = _varint(data, at)
        wire = key & 7
        if wire == 0:
            value, at = _varint(data, at)
            yield key >> 3, value
        elif wire == 2:
            size, at = _varint(data, at)
            if at + size > len(data):
                raise ValueError("truncated field")
            yield key >> 3, data[at:at + size]
            at += size
        elif wire in (1, 5):   # fixed 64 or 32 bits: no field read here has these
            at += 8 if wire == 1 else 4
        else:
            raise ValueError(f"wire type {wire}")


def _varint(data: bytes, at: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        byte = data[at]
        value |= (byte & 0x7F) << shift
        at += 1
        if not byte & 0x80:
            return value, at
        shift += 7
        if shift > 63:
            raise ValueError("varint too long")


def _zigzag(value: int) -> int:
    return (value >> 1) ^ -(value & 1)
