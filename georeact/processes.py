"""Is a pid a live process of the program we started? (pid files outlive their processes)"""

from __future__ import annotations

import os
from pathlib import Path


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
