"""What the tools keep per Database while the data does not change: the rows per geometry kind of each feature
filter, and where each variant name (name:en, alt_name …) is.

Both are the same for every question until a load writes to the tables. The signal is the snapshot's xmax, which
a read-only role can read: one past the newest transaction id that finished. Any write needs a transaction id,
so its commit moves xmax. Values are kept only when taken with no writer running (xmin = xmax): a writer running
then could commit later with an older id, which would not move xmax. So an unchanged xmax means the data the
values were taken on.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable
from typing import Any, NamedTuple
from weakref import WeakKeyDictionary

from georeact.db.session import Database
from georeact.tools.base import ToolContext, memoised

Counts = tuple[dict[str, int], int]   # rows per geometry kind, rows in all

# The snapshot of the statement that selects it: appended to a query, it dates what the query read.
SNAPSHOT_COLUMNS = "pg_snapshot_xmin(s)::text::bigint, pg_snapshot_xmax(s)::text::bigint"
SNAPSHOT_FROM = "pg_current_snapshot() s"
# A column any statement of a tool call can carry, so that the call learns the data version without asking.
VERSION_COLUMN = "pg_snapshot_xmax(pg_current_snapshot())::text::bigint"


class _Entries(NamedTuple):
    version: int
    values: dict[Hashable, Any]


_CACHES: WeakKeyDictionary[Database, _Entries] = WeakKeyDictionary()
_LOCK = threading.Lock()


def data_version(ctx: ToolContext) -> int:
    """The snapshot xmax now: what a statement of this tool call saw, else asked once."""
    return memoised(("data version", id(ctx.db)), lambda: int(ctx.db.query(
        f"SELECT {VERSION_COLUMN}", max_rows=1).rows[0][0]))


def seen_version(ctx: ToolContext, xmax: int) -> None:
    """A statement of this tool call saw the data at this version (the first one seen in the call stands)."""
    memoised(("data version", id(ctx.db)), lambda: xmax)


def cached(ctx: ToolContext, keys: list[Hashable]) -> list[Any] | None:
    """The values of every key when all were taken on the data as it is now, else None."""
    entries = _CACHES.get(ctx.db)
    if entries is None or any(key not in entries.values for key in keys):
        return None
    if data_version(ctx) != entries.version:
        return None
    return [entries.values[key] for key in keys]


def store(ctx: ToolContext, xmin: int, xmax: int, values: dict[Hashable, Any]) -> None:
    """Keep values taken at a snapshot with no writer running; a newer version replaces the older entries."""
    seen_version(ctx, xmax)
    if xmin != xmax:
        return
    with _LOCK:
        entries = _CACHES.get(ctx.db)
        kept = entries.values if entries is not None and entries.version == xmax else {}
        _CACHES[ctx.db] = _Entries(xmax, {**kept, **values})
