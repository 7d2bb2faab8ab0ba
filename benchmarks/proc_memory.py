"""Memory and disk of a load while it runs, sampled from /proc (Linux): cheap enough to run beside the load
(a few hundred small reads every 0.2 s) and needing nothing from the processes themselves.

What is sampled, and why these figures:
- osm2pgsql: its VmHWM (the kernel's own peak resident set of that process), found as a child of the load's process.
- the PostgreSQL server of one cluster (the postmaster and every backend: processes named postgres whose working
  directory is that cluster's data directory): the sum of their RssAnon (private memory: sorts, hash tables,
  pgRouting's in-memory graph, the merge's batches) and the largest single backend's. Shared buffers are left out:
  they are fixed by the configuration (256 MB here), not by the data, and every backend's RSS counts the pages it
  touched again.
- the data directory's size on disk (every 5th sample: a walk of its files), so a load's peak (osm2pgsql's staging
  tables beside the data tables) shows, not only the size at the end.
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path


def loadavg() -> str:
    """The 1, 5 and 15 minute load averages, as /proc/loadavg gives them: written beside every figure measured."""
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


@dataclass(frozen=True)
class Sample:
    t: float                    # seconds since the sampler started
    osm2pgsql_mb: float | None  # its peak so far (VmHWM); None: no osm2pgsql running
    server_private_mb: float    # the cluster's processes' RssAnon, summed
    backend_private_mb: float   # the largest single process's RssAnon
    disk_mb: float | None       # the data directory (None: not walked at this sample)


def _status(pid: str) -> dict[str, str]:
    try:
        text = Path(f"/proc/{pid}/status").read_text()
    except OSError:   # it ended between the listing and the read
        return {}
    return dict(line.split(":\t", 1) for line in text.splitlines() if ":\t" in line)


def _kb(value: str | None) -> float:
    return float(value.split()[0]) / 1024 if value else 0.0


def directory_mb(path: Path) -> float:
    total = 0
    for root, _, files in os.walk(path):
        for name in files:
            try:
                total += os.lstat(os.path.join(root, name)).st_blocks * 512
            except OSError:   # a file removed while walking (a dropped table, a recycled WAL segment)
                pass
    return total / 1e6


class Sampler(threading.Thread):
    """Samples until stopped; `samples` is read once it has been joined."""

    def __init__(self, data_dir: Path, parent_pid: int, interval_s: float = 0.2) -> None:
        super().__init__(daemon=True, name="proc-memory")
        self.data_dir, self.parent_pid, self.interval_s = str(data_dir), str(parent_pid), interval_s
        self.samples: list[Sample] = []
        self._halt = threading.Event()

    def stop(self) -> list[Sample]:
        self._halt.set()
        self.join(10)
        return self.samples

    def run(self) -> None:
        started = time.monotonic()
        n = 0
        while not self._halt.is_set():
            self.samples.append(self._sample(time.monotonic() - started, walk=n % 5 == 0))
            n += 1
            self._halt.wait(self.interval_s)

    def _sample(self, t: float, walk: bool) -> Sample:
        osm2pgsql, private = None, []
        for pid in filter(str.isdigit, os.listdir("/proc")):
            status = _status(pid)
            name = status.get("Name")
            if name == "osm2pgsql" and status.get("PPid") == self.parent_pid:
                osm2pgsql = max(osm2pgsql or 0.0, _kb(status.get("VmHWM")))
            elif name == "postgres" and self._in_cluster(pid):
                private.append(_kb(status.get("RssAnon")))
        disk = directory_mb(Path(self.data_dir)) if walk and os.path.isdir(self.data_dir) else None
        return Sample(t, osm2pgsql, sum(private), max(private, default=0.0), disk)

    def _in_cluster(self, pid: str) -> bool:
        try:
            return os.readlink(f"/proc/{pid}/cwd") == self.data_dir
        except OSError:
            return False
