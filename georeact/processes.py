"""Is a pid a live process of the program we started? (pid files outlive their processes) And the heap of ours."""

from __future__ import annotations

import gc
import os
from pathlib import Path


def settle_heap() -> None:
    """Take what this process has built so far (modules, vocabulary, the graph: ~220,000 objects) out of the
    cyclic collector's full collections, which walk every tracked object: each took 22-39 ms, 18 times in 60 route
    plannings on the national extract, and made their slowest third (max 107 ms, 65 ms after). Objects made later
    are collected as before. Called by geo-react's own entry points once the agent is built, never by the library
    (a host's objects frozen with ours would never be freed)."""
    gc.collect()
    gc.freeze()


def process_alive(pid: int, program: str) -> bool:
    """True if `pid` runs and is not a zombie, and its command line mentions `program`
    (a stale pid file may name a pid since reused by something else)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass  # alive, owned by another user (the postgres server when we are root)
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        if stat.rsplit(")", 1)[1].split()[0] == "Z":
            return False
        return program.encode() in Path(f"/proc/{pid}/cmdline").read_bytes()
    except (FileNotFoundError, IndexError):
        return False
    except OSError:
        return True
