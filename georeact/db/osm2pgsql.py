"""Running osm2pgsql and reading its progress from stderr, for both importers (importer.py, planet_osm.py).

osm2pgsql 1.8 rewrites one line in place (carriage returns) while it reads the file, about once a second
(not at all when the reading takes less):

    Processing: Node(180k 180.0k/s) Way(27k 27.00k/s) Relation(0 0.0/s)

then sums up ("Processed 65733 nodes in 0s - 66k/s", the same for ways and relations) and logs one
timestamped line per post-processing step ("Clustering table 'pois' by geometry...", "All postprocessing on
table 'pois' done in 0s."). A country extract spends minutes in each part.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Callable, Iterator
from typing import IO

from georeact.errors import GeoReactError
from georeact.progress import Progress, Tick

_READING = re.compile(r"Processing: Node\((?P<nodes>[\d.]+k?)\b.*?Way\((?P<ways>[\d.]+k?)\b.*?"
                      r"Relation\((?P<relations>[\d.]+k?)\b")
_READ = re.compile(r"Processed (\d+) (nodes|ways|relations) in")
_TIMESTAMP = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\s+")
_BEFORE_READING = ("osm2pgsql version", "Database version", "PostGIS version", "Reading input files done")


class LoadError(GeoReactError):
    """A load failed; the message says what to do."""


def binary() -> str:
    found = shutil.which("osm2pgsql")
    if found is None:
        raise LoadError("osm2pgsql is not installed: apt-get install -y osm2pgsql")
    return found


def read_counts(line: str) -> dict[str, str]:
    """{'nodes': '180k', ...} from the progress line, {'nodes': '65,733'} from a summary line, {} from others."""
    if match := _READING.search(line):
        return match.groupdict()
    if match := _READ.match(line):
        return {match.group(2): f"{int(match.group(1)):,}"}
    return {}


def _lines(stream: IO[bytes]) -> Iterator[str]:
    """The stream's lines, split at newlines and at the carriage returns of the in-place progress line."""
    pending = b""
    while chunk := stream.read1(4096):   # type: ignore[attr-defined]  (a BufferedReader: what has come so far)
        pending += chunk
        *complete, pending = re.split(rb"[\r\n]", pending)
        for raw in complete:
            if raw.strip():
                yield raw.decode("utf-8", "replace").rstrip()
    if pending.strip():
        yield pending.decode("utf-8", "replace").rstrip()


class LoadStages:
    """One load as the ticks of one task: osm2pgsql reads the file, builds its indexes, then the caller's own
    stages (the merge into the data tables, the road network, the views). The bar counts finished stages; the
    detail says what happens now (the node/way/relation counts while reading), since osm2pgsql knows no total."""

    def __init__(self, task: str, stages: list[str], progress: Progress) -> None:
        self.task, self.stages, self.progress = task, ["reading", "indexing", *stages], progress
        self.current = 0
        self.counts = {"nodes": "0", "ways": "0", "relations": "0"}
        self.enter("reading", "starting osm2pgsql")

    def enter(self, stage: str, detail: str = "") -> None:
        self.current = self.stages.index(stage)
        self._tick(detail)

    def osm2pgsql_line(self, line: str) -> None:
        """Reading lasts until the first line that is neither a count nor a preamble; then the indexes."""
        counts = read_counts(line)
        stage = self.stages[self.current]
        if counts and stage == "reading":
            self.counts.update(counts)
            self._tick(" · ".join(f"{kind} {count}" for kind, count in self.counts.items()))
        elif stage == "reading" and not line.startswith(_BEFORE_READING):
            self.enter("indexing", line.rstrip(".")[:80])
        elif stage == "indexing":
            self._tick(line.rstrip(".")[:80])

    def finish(self) -> None:
        self.progress(Tick(self.task, len(self.stages), len(self.stages), "done"))

    def _tick(self, detail: str) -> None:
        stage = self.stages[self.current]
        self.progress(Tick(self.task, self.current, len(self.stages), f"{stage}: {detail}" if detail else stage))


def run(command: list[str], files: str, on_line: Callable[[str], None]) -> None:
    """Run osm2pgsql; each line of its stderr (timestamps removed) goes to `on_line` as it comes.

    A LoadError naming osm2pgsql's own ERROR lines when it fails.
    """
    seen: list[str] = []
    with subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) as process:
        assert process.stderr is not None
        for line in _lines(process.stderr):
            line = _TIMESTAMP.sub("", line)
            seen.append(line)
            on_line(line)
        code = process.wait()
    if code != 0:
        raise failure(files, "\n".join(seen[-200:]))


def failure(files: str, stderr: str) -> LoadError:
    """One line: osm2pgsql's ERROR messages without their timestamps (e.g. "PBF error: unexpected EOF")."""
    errors = [line.split("ERROR:", 1)[1].strip() for line in stderr.splitlines() if "ERROR:" in line]
    reason = "; ".join(errors) or " ".join(stderr.split()[-30:]) or "no message"
    return LoadError(f"osm2pgsql failed on {files}: {reason} (is it a complete .osm.pbf extract?); "
                     "the data tables are unchanged")
