"""Progress of a long wait, as plain data: the code that waits (a load, a build, a download) reports ticks,
the interface decides how to show them (georeact/ui/progress.py: rich bars on a terminal, lines in a log)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Tick:
    task: str                   # what is being waited for, one line per task: "load monaco.osm.pbf", "llama-server"
    done: float                 # how far it is, in `unit`s
    total: float | None = None  # None: unknown (a spinner, no bar)
    detail: str = ""            # what happens right now: "nodes 180k · ways 27k", "ggml-cpu.c"
    unit: str = ""              # "" a count, "B" bytes


Progress = Callable[[Tick], None]


def ignore(tick: Tick) -> None:
    """The default: nobody is watching."""
