"""Where osm2pgsql keeps node locations and ways while it builds geometries (its "middle"), chosen by the input's size.

Without `--slim` every node location sits in osm2pgsql's memory: measured at 7.8 MB of RSS per MB of .osm.pbf
(docs/scale.md, "Growth"), so a 4 GB country needs ~33 GB, more than this project's 24 GiB machines. `--slim` puts
the middle in PostgreSQL tables instead, its memory bounded by `--cache` (`--drop` removes the tables when the
import ends: the loaders always `--create` and never `--append`). `auto` (GEOREACT_OSM2PGSQL_MIDDLE) keeps the
faster in-memory middle while the estimate fits in half the memory available now, slim beyond.

`flat-nodes` (slim, node locations in one file) is only ever chosen by hand: osm2pgsql allocates the file at once,
8 bytes for every node id up to the highest in the input (52 GB for a 2019 extract, ~100 GB for a current one,
measured by benchmarks/load.py --middle flat-nodes), which pays only for a whole planet, as osm2pgsql's own help says.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

Middle = Literal["auto", "ram", "slim", "flat-nodes"]

RAM_PER_INPUT_BYTE = 8           # osm2pgsql's RSS per byte of .osm.pbf with the middle in memory (measured 7.8)
RAM_SHARE = 0.5                  # of the memory available now, what the in-memory middle may take
NODES_FILE = "nodes.flat"

# The flags of each middle; {schema} is the loader's staging schema, {nodes} the flat file's path.
MIDDLE_FLAGS: dict[str, tuple[str, ...]] = {
    "ram": (),
    "slim": ("--slim", "--drop", "--middle-schema={schema}"),
    "flat-nodes": ("--slim", "--drop", "--middle-schema={schema}", "--flat-nodes={nodes}"),
}


@dataclass(frozen=True)
class MiddleChoice:
    middle: str
    why: str


def available_memory() -> int:
    """Bytes of memory available now (MemAvailable: free plus what the page cache would give back)."""
    try:
        with open("/proc/meminfo", encoding="ascii") as meminfo:
            for line in meminfo:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")


def choose(middle: Middle, inputs: Sequence[Path], available: int | None = None) -> MiddleChoice:
    """The middle for `inputs`: `middle` itself unless it is `auto`; then by the inputs' size and the memory: the
    in-memory middle or slim, never flat nodes (their file's size depends on node ids, not on the input)."""
    if middle != "auto":
        return MiddleChoice(middle, "as GEOREACT_OSM2PGSQL_MIDDLE says")
    size = sum(Path(path).stat().st_size for path in inputs)
    need = RAM_PER_INPUT_BYTE * size
    available = available_memory() if available is None else available
    gib = 1024 ** 3
    if need <= RAM_SHARE * available:
        return MiddleChoice("ram", f"~{need / gib:.1f} GiB in memory fits in {available / gib:.1f} GiB available")
    return MiddleChoice("slim", f"~{need / gib:.1f} GiB in memory would not fit in half of "
                                f"{available / gib:.1f} GiB available")


@contextmanager
def middle_flags(choice: MiddleChoice, schema: str, scratch: Path | None) -> Iterator[list[str]]:
    """osm2pgsql's flags for `choice`; a flat nodes file lives in a folder of its own under `scratch` (the data's
    disk; None: the temp dir) and is removed when the import ends, whether it succeeded or not."""
    if choice.middle not in MIDDLE_FLAGS:
        raise ValueError(f"unknown osm2pgsql middle {choice.middle!r}: one of {', '.join(MIDDLE_FLAGS)} or auto")
    folder: Path | None = None
    if choice.middle == "flat-nodes":
        scratch = scratch or Path(tempfile.gettempdir())
        scratch.mkdir(parents=True, exist_ok=True)
        folder = Path(tempfile.mkdtemp(prefix="osm2pgsql-", dir=scratch))
    try:
        nodes = str(folder / NODES_FILE) if folder else ""
        yield [flag.format(schema=schema, nodes=nodes) for flag in MIDDLE_FLAGS[choice.middle]]
    finally:
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)
