"""A twin of an extract for measuring twice the data: the same objects under new ids, moved to land no other loaded
extract covers, in a file of its own name (so it loads as a second `source`).

Why both changes:
- new ids (every id and every reference to one offset past every real id): the merge is keyed by the OSM ids, so a
  copy with the original ids only updates the rows it finds and moves them to the copy's source: no row is added;
- moved (every node's longitude shifted): a renumbered copy in the same place shares every coordinate of every road
  with the original, and the road network is noded at shared coordinates, so every road would be cut at every one
  of its points: measured (growth.py, first run), the graph grew 8x for 2x the roads. Two countries side by side
  share no coordinate, which is what twice the data is.
Done with pyosmium alone (a dependency of the project), so the benchmark needs no osmium command-line tool.
"""

from __future__ import annotations

import sys
from pathlib import Path

import osmium

# degrees of longitude the twin moves east; the national extract (24.5 W to 13.5 W, 63 N to 67 N) lands on
# 15.5 E to 26.5 E, north of every shipped town
SHIFT_LON = 40.0


class _Twin(osmium.SimpleHandler):
    """Each object written again: its id and every id it refers to offset, each node moved east."""

    def __init__(self, writer: osmium.SimpleWriter, offset: int, degrees: float) -> None:
        super().__init__()
        self.writer, self.offset, self.degrees = writer, offset, degrees

    def node(self, n: osmium.osm.Node) -> None:
        where = n.location
        moved = osmium.osm.Location(where.lon + self.degrees, where.lat) if where.valid() else where
        self.writer.add_node(n.replace(id=n.id + self.offset, location=moved))

    def way(self, w: osmium.osm.Way) -> None:
        self.writer.add_way(w.replace(id=w.id + self.offset, nodes=[ref.ref + self.offset for ref in w.nodes]))

    def relation(self, r: osmium.osm.Relation) -> None:
        members = [(m.type, m.ref + self.offset, m.role) for m in r.members]
        self.writer.add_relation(r.replace(id=r.id + self.offset, members=members))


def make_twin(source: Path, target: Path, renumber_from: int, degrees: float = SHIFT_LON) -> Path:
    """`target`, made unless it exists: `source` with every id offset by `renumber_from` (past every real id) and
    shifted `degrees` east."""
    if target.exists():
        return target
    print(f"making {target.name}: every id + {renumber_from:,}, every node {degrees} degrees east", file=sys.stderr,
          flush=True)
    partial = target.with_name(target.name + ".partial.osm.pbf")
    partial.unlink(missing_ok=True)
    writer = osmium.SimpleWriter(str(partial))
    try:
        _Twin(writer, renumber_from, degrees).apply_file(str(source))
    finally:
        writer.close()
    partial.rename(target)   # only a whole twin is ever found under the target's name
    return target
