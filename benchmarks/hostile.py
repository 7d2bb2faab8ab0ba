"""Hostile input, class by class (issue 18's closing note): cases tried, refused or contained, escaped, worst wall
time and memory peak, as a markdown table.

    .venv/bin/python benchmarks/hostile.py                  # the configured database (default: the embedded one)
    .venv/bin/python benchmarks/hostile.py --test-cluster   # the test cluster (GEOREACT_TEST_HOME / _DB_PORT)
    .venv/bin/python benchmarks/hostile.py --only cli --fuzz 200

The cases are the test corpora, imported: tests/security/hostile_sql.yaml (by its sections), the guard's,
fuzzer's, limits', tool-number and CLI cases. Each class runs in its own child process, so its memory peak is
its own (max RSS of the child and of anything it started) and a crash is counted, not fatal; each geometry
payload and CLI case runs in a process of its own below that. Everything runs as the read-only reader role;
the data tables are checksummed before and after. A case "escaped" when a layer did not hold (accepted by the
guard, ran past the deadline, crashed the process, a traceback or a second stderr line); the exit code is 1
then. Nothing is asserted about speed: the tests (tests/security, tests/reliability) hold the thresholds.

The 'runaway' and 'slow' classes end backends that ignore cancellation the way geo-react does on its embedded
cluster: with SIGKILL, after which the server restarts every session it has (about a second); 'runaway' and
'model-runaway' count those restarts (a concurrent session the server reset). Run them on the test cluster
(--test-cluster) or a database nobody else is using at the time. 'replica' makes a hot standby of the embedded
cluster (pg_basebackup, port 5449 or GEOREACT_TEST_REPLICA_PORT) and runs there every C function found to run on
past a cancel, through each way geo-react reaches it (model SQL, the tools' statements): held when no backend is
left within the timeout + 2 s; the ones reachable only through a hole made in the guard on purpose are said so,
with the time their backend took to end.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from georeact.config import Settings, get_settings  # noqa: E402
from georeact.db import importer  # noqa: E402
from georeact.errors import GeoReactError  # noqa: E402
from georeact.db.session import Database, DatabaseError, QueryTimeout, ResourceLimit, reader_url  # noqa: E402
from georeact.tools import sql  # noqa: E402
from georeact.tools.base import ToolContext, invoke  # noqa: E402

SHORT_TIMEOUT_MS = 1000      # the statement timeout of the slow and hostile statements (as in the tests)
CHILD_TIMEOUT_S = 300


# --------------------------------------------------------------------------------------------- bookkeeping

@dataclass
class Row:
    name: str
    tried: int = 0
    held: int = 0
    escaped: list[str] = field(default_factory=list)
    worst_s: float = 0.0
    peak_mb: float = 0.0
    note: str = ""
    slowest: str = ""
    figures: list[str] = field(default_factory=list)   # one line per case, printed below the table

    def add(self, held: bool, seconds: float, label: str) -> None:
        self.tried += 1
        label = " ".join(label.split())[:90]
        if seconds >= self.worst_s:
            self.worst_s, self.slowest = seconds, label
        if held:
            self.held += 1
        else:
            self.escaped.append(label)


@contextmanager
def timed() -> Iterator[list[float]]:
    """`with timed() as t:` ... `t[0]` is the wall time of the block."""
    box = [time.perf_counter()]
    yield box
    box[0] = time.perf_counter() - box[0]


def peak_mb() -> float:
    """This process's and its children's highest resident set size, in MB (Linux reports KiB)."""
    return max(resource.getrusage(who).ru_maxrss for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)) / 1024


def one_line_refusal(result: subprocess.CompletedProcess[str]) -> bool:
    """A refused command: exit code 2, one stderr line, no traceback (tests/ui/test_cli_errors.py's rule)."""
    return result.returncode == 2 and "Traceback" not in result.stderr and len(result.stderr.splitlines()) == 1


def settings_from(args: argparse.Namespace) -> Settings:
    if args.test_cluster:
        from tests.conftest import make_settings   # GEOREACT_TEST_HOME / GEOREACT_TEST_DB_PORT

        return make_settings()
    overrides = {key: value for key, value in (("home", args.home), ("db_port", args.port)) if value is not None}
    return get_settings().model_copy(update=overrides) if overrides else get_settings()


def short(settings: Settings, timeout_ms: int = SHORT_TIMEOUT_MS) -> Settings:
    return settings.model_copy(update={"statement_timeout_ms": timeout_ms, "pool_max_size": 2})


def generate(ctx: ToolContext, statement: str) -> sql.Result:
    """GenerateSQL as the agent calls it: arguments over their length cap are refused before the guard."""
    from pydantic import ValidationError

    from georeact.tools.base import validation_problems

    try:
        arguments = sql.GenerateInput(sql=statement)
    except ValidationError as exc:
        return sql.Result(ok=False, error=validation_problems(exc))
    return invoke(sql.run_generate, sql.Result, ctx, arguments)


def refused_by_guard(ctx: ToolContext, statement: str) -> tuple[bool, float]:
    """GenerateSQL on the statement: refused, with nothing sent to the database."""
    with timed() as t:
        result = generate(ctx, statement)
    return (not result.ok and result.sql == []), t[0]


# --------------------------------------------------------------------------------------------- the classes

def geometry_payloads(settings: Settings, row: Row) -> None:
    """Issue 18 item 1: nested GEOMETRYCOLLECTIONs (WKB hex, WKT) that made shapely segfault, each in a process of
    its own, on the main thread and on a 256 KiB thread; held = the process lived and summarised without parsing."""
    from tests.reliability.test_geometry_render import CHILD, nested_wkb_sql, nested_wkt_sql

    payloads = {"wkb-20000": nested_wkb_sql(20_000), "wkt-20000": nested_wkt_sql(20_000), "wkb-1000": nested_wkb_sql(1_000),
                f"wkb-{sql.MAX_NESTING}": nested_wkb_sql(sql.MAX_NESTING)}
    for label, query in payloads.items():
        for stack in (0, 256 * 1024):
            with timed() as t:
                child = subprocess.run([sys.executable, "-c", CHILD, query, str(stack), settings.model_dump_json()],
                                       capture_output=True, text=True, cwd=ROOT, timeout=CHILD_TIMEOUT_S)
            lines = child.stdout.strip().splitlines()
            result = json.loads(lines[-1]) if child.returncode == 0 and lines else {}
            summarised = bool(result.get("ok")) and str(result["rows"][0][0]).startswith("<")
            row.add(summarised, t[0], f"{label} stack={stack}: exit {child.returncode}")
    row.note = "each in a child process; exit 139 before the fix"


def yaml_sections() -> list[tuple[str, Any]]:
    """hostile_sql.yaml's statements with the section comment they stand under (the corpus has no class field:
    its `# ---- title` lines group it)."""
    from tests.security.corpus import HERE, hostile_statements

    titles, current = [], "other"
    for line in (HERE / "hostile_sql.yaml").read_text(encoding="utf-8").splitlines():
        heading = re.match(r"#\s*-{5,}\s*(.+)", line)
        current = heading.group(1).strip() if heading else current
        if line.startswith("- sql:"):
            titles.append(current)
    entries = hostile_statements()
    if len(titles) != len(entries):   # a multi-line layout the scan does not know: one group
        titles = ["hostile_sql.yaml"] * len(entries)
    return list(zip(titles, entries))


def below_guard(db: Database, entry: Any) -> bool:
    """Layers 2 + 3 alone (the reader through Database.query, the guard bypassed) do what the corpus's `db` says."""
    try:
        db.query(entry.sql)
        outcome = "ran"
    except QueryTimeout:
        outcome = "timeout"
    except DatabaseError:
        outcome = "refused"
    return outcome == {"refused": "refused", "timeout": "timeout", "contained": "ran", "gap": "ran"}[entry.db]


def guard_section(title: str) -> Callable[[Settings, Row], None]:
    def run(settings: Settings, row: Row) -> None:
        with Database(short(settings)) as db:
            ctx = ToolContext(db=db, settings=db.settings)
            sql.sql_columns(ctx)   # the tables' columns, read once per process: not a statement of any case
            for section, entry in yaml_sections():
                if section != title:
                    continue
                refused, guard_s = refused_by_guard(ctx, entry.sql)
                with timed() as t:   # scratch_only statements would hit other sessions: the guard only
                    below = entry.scratch_only or below_guard(db, entry)
                row.add(refused and below, max(guard_s, t[0]), entry.sql)
        row.note = "refused by the guard; below it, the reader did what the corpus's `db` field says"
    return run


def bypass_classes(settings: Settings, row: Row) -> None:
    """Issue 18 item 3 (identifier case, functions that run a SQL string, catalog set-returning functions, reg*
    casts) from the guard tests, and the fuzzer's pools of denied calls and forbidden sources, through GenerateSQL."""
    from tests.security.test_guard_fuzz import DENIED_CALLS, FORBIDDEN_SOURCES
    from tests.tools.test_sql_guard import HOSTILE

    statements = [statement for statement, word in HOSTILE if not nesting_word(word)]
    statements += [f"SELECT {call} FROM pois LIMIT 1" for call in DENIED_CALLS]
    statements += [f"SELECT * FROM {source} LIMIT 1" for source in FORBIDDEN_SOURCES]
    with Database(short(settings)) as db:
        ctx = ToolContext(db=db, settings=db.settings)
        for statement in statements:
            refused, seconds = refused_by_guard(ctx, statement)
            row.add(refused, seconds, statement)
    row.note = "tests/tools/test_sql_guard.py HOSTILE + the fuzzer's DENIED_CALLS / FORBIDDEN_SOURCES"


def nesting_word(word: str) -> bool:
    return any(key in word for key in ("nest", "subscripts"))


def deep_nesting(settings: Settings, row: Row) -> None:
    """Issue 18 item 7: nesting refused before sqlglot recurses (500 parentheses raised RecursionError)."""
    from georeact.tools.sql_guard import MAX_NESTING
    from tests.tools.test_sql_guard import HOSTILE

    statements = [statement for statement, word in HOSTILE if nesting_word(word)]
    statements += [f"SELECT {'(' * depth}1{')' * depth}" for depth in (65, 300, 5000, 100_000)]
    with Database(short(settings)) as db:
        ctx = ToolContext(db=db, settings=db.settings)
        for statement in statements:
            refused, seconds = refused_by_guard(ctx, statement)
            row.add(refused, seconds, statement[:60])
    row.note = f"parentheses > {MAX_NESTING}, 5,000 operators, 1,000 subscripts, 4,000 NOTs; up to 100,000 levels"


def slow_functions(settings: Settings, row: Row) -> None:
    """Issue 18 item 2: C code that ignores cancel requests (pgRouting all-pairs) and slow joins, against the
    wall-clock deadline (timeout + the watchdog's cut); the pool must serve the next query."""
    from georeact.db.session import CUT_AFTER_S
    from tests.reliability.test_limits import ALL_PAIRS
    from tests.reliability.test_slow_and_huge import CROSS_JOIN_COUNT

    deadline = SHORT_TIMEOUT_MS / 1000 + CUT_AFTER_S + 1.5
    with Database(short(settings)) as db:
        ctx = ToolContext(db=db, settings=db.settings)
        for statement in (ALL_PAIRS, CROSS_JOIN_COUNT, "SELECT pg_sleep(60)"):   # below the guard: the deadline
            with timed() as t:
                try:
                    db.query(statement)
                    stopped = False
                except QueryTimeout:
                    stopped = True
            alive = db.query("SELECT count(*) FROM pois").rows[0][0] > 0
            row.add(stopped and alive and t[0] < deadline, t[0], statement)
        for statement in (CROSS_JOIN_COUNT,):                                    # the model's path: told it timed out
            with timed() as t:
                result = generate(ctx, statement)
            row.add(not result.ok and "cancelled" in (result.error or "") and t[0] < deadline, t[0], statement)
        refused, seconds = refused_by_guard(ctx, ALL_PAIRS)                      # and pgRouting is not the model's
        row.add(refused, seconds, "GenerateSQL " + ALL_PAIRS)
    row.note = f"statement timeout {SHORT_TIMEOUT_MS} ms, deadline {deadline:.1f} s; held = cut in time, pool alive"


def resource_limits(settings: Settings, row: Row) -> None:
    """Issue 18 item 4: huge cells, result bytes, temp files, values too large; errors say what they are."""
    from tests.reliability.test_limits import (BIG_TRUSTED_RESULT, HUGE_CELLS, TEMP_FILES, TEMP_FILES_MODEL_SQL,
                                               TOO_LARGE)
    from tests.reliability.test_slow_and_huge import CROSS_JOIN_ROWS

    with Database(settings) as db:
        ctx = ToolContext(db=db, settings=settings)
        checks: list[tuple[str, Callable[[], bool]]] = [
            (HUGE_CELLS, lambda: all(str(r[0]).startswith("<value of ") for r in db.query(HUGE_CELLS, untrusted=True).rows)),
            (BIG_TRUSTED_RESULT, lambda: db.query(BIG_TRUSTED_RESULT).truncated),
            (TEMP_FILES, lambda: raises(ResourceLimit, lambda: db.query(TEMP_FILES), "temporary disk")),
            (TOO_LARGE, lambda: raises(ResourceLimit, lambda: db.query(TOO_LARGE), "")),
            (TEMP_FILES_MODEL_SQL, lambda: "temporary disk" in (generate(ctx, TEMP_FILES_MODEL_SQL).error or "")),
            (CROSS_JOIN_ROWS, lambda: generate(ctx, CROSS_JOIN_ROWS).more_than_total is True),
        ]
        for label, check in checks:
            with timed() as t:
                held = check()
            row.add(held, t[0], label)
    row.note = ("10 × 200 MB cells, 50 × 10 MB rows, sorts past temp_file_limit, a 1.1 GB value, a 10⁸-row join: "
                "size markers, byte and row caps, ResourceLimit errors")


class RestartWatch:
    """A concurrent reader session beside the cases: the server resets it when it restarts its sessions (after a
    backend is killed), which is what the cases must not cause (issue 41 item 3: 9 restarts in one probing session).
    `restarted()` after each case says whether that happened, and opens a new session when it did."""

    def __init__(self, settings: Settings) -> None:
        self.url, self.count = reader_url(settings), 0
        self._open()

    def _open(self) -> None:
        import psycopg

        self.conn = psycopg.connect(self.url, autocommit=True)
        self.pid = self.conn.info.backend_pid

    def restarted(self) -> bool:
        import psycopg

        try:
            same = self.conn.execute("SELECT pg_backend_pid()").fetchone()[0] == self.pid
        except psycopg.Error:
            same = False
        if not same:
            self.count += 1
            self.conn.close()
            until = time.monotonic() + 30   # the server takes about a second to accept connections again
            while True:
                try:
                    self._open()
                    break
                except psycopg.Error:
                    if time.monotonic() > until:
                        raise
                    time.sleep(0.2)
        return not same

    def close(self) -> None:
        self.conn.close()


def runaway_backends(settings: Settings, row: Row) -> None:
    """Issue 32 item 1: C code that ignores cancellation (pgRouting, PostGIS's brute-force distances), below the
    guard: held when no backend of the reader still computes once the query has returned (the time is the
    backend's end, not the client's). On the embedded cluster the last resort kills the backend, and the server
    restarts its other sessions: counted per runaway (issue 41 item 3's target is none)."""
    from tests.reliability.test_limits import IGNORES_CANCEL, busy_readers

    watch = RestartWatch(settings)
    with Database(short(settings)) as db:
        for name, statement in IGNORES_CANCEL.items():
            with timed() as t:
                try:
                    db.query(statement, untrusted=True)
                except QueryTimeout:
                    pass
                while busy_readers(settings) and time.perf_counter() - t[0] < 120:
                    time.sleep(0.1)
            ended = not busy_readers(settings)
            restart = watch.restarted()
            row.add(ended and t[0] < SHORT_TIMEOUT_MS / 1000 + 2 + 0.5, t[0],
                    f"{name}: ended after {t[0]:.2f} s{', the cluster restarted' if restart else ''}")
    watch.close()
    row.note = (f"statement timeout {SHORT_TIMEOUT_MS} ms; held = the backend ended within timeout + 2 s; "
                f"cluster restarts: {watch.count} in {len(IGNORES_CANCEL)} runaways")


def model_runaways(settings: Settings, row: Row) -> None:
    """Issue 41 item 3: model SQL whose PostGIS pairwise functions would ignore cancellation (two lines of 141,000
    vertices), or whose one big step would stop seconds after it (a quad_segs, a point count, a vertex count over
    sql_cost.SIZE_BOUNDS), through GenerateSQL: held when the statement refuses itself before the function starts,
    no reader backend computes on, and a concurrent session is not reset (no cluster restart)."""
    from tests.reliability.test_limits import MODEL_LATE_STOPS, MODEL_RUNAWAYS, busy_readers

    watch = RestartWatch(settings)
    with Database(short(settings)) as db:
        ctx = ToolContext(db=db, settings=db.settings)
        for name, statement in {**MODEL_RUNAWAYS, **MODEL_LATE_STOPS}.items():
            with timed() as t:
                result = generate(ctx, statement)
            same = not watch.restarted()
            held = not result.ok and (result.error or "").startswith("refused before it ran") and \
                not busy_readers(settings) and same
            row.add(held, t[0], f"{name}: {(result.error or 'ran')[:60]}")
    watch.close()
    row.note = (f"141,000 × 141,000 vertex pairs each, or a size over SIZE_BOUNDS; statement timeout "
                f"{SHORT_TIMEOUT_MS} ms; cluster restarts: {watch.count}")


def piled_street_sql(side: int = 316) -> str:
    """The tools' whole street (metric.query.whole_line_sql) over side x side ways of one name piled within the
    distance that joins them, a generated relation in place of the roads: what a hostile extract can make of a
    street for ST_ClusterDBSCAN, which ignores cancellation (100,000 such pieces clustered for 3-4 minutes:
    benchmarks/cancel_survey.py --clustering). The statement clusters sql_cost.CLUSTERED_ROWS of them."""
    from georeact.db.profiles import GSQA
    from georeact.tools.handles import Handle
    from georeact.tools.metric.query import whole_line_sql

    piled = (f"(SELECT a * {side} + b + 1 AS id, ST_MakeLine(ST_MakePoint(9.52 + b * 1e-6, 47.14 + a * 1e-6), "
             f"ST_MakePoint(9.5201 + b * 1e-6, 47.14 + a * 1e-6))::geography AS geometry, 'Piled Street'::text AS "
             f"road_name FROM generate_series(0, {side - 1}) a, generate_series(0, {side - 1}) b)")
    roads = GSQA.tables["roads"].model_copy(update={"relation": piled})
    profile = GSQA.model_copy(update={"tables": {**GSQA.tables, "roads": roads}})
    # whole_line_sql reads only the profile; its parameters are numbers, written in
    statement, params = whole_line_sql(ToolContext(db=None, settings=None, profile=profile),  # type: ignore[arg-type]
                                       Handle.row("roads", 1))
    return f"SELECT ST_Length({statement % tuple(params)})"


def replica_cases() -> list[tuple[str, str, str]]:
    """Every C function found to run on past a cancel (issue 41 item 2: each st_* and pgr_* function tried with big
    inputs against a 1 s timeout), as (label, path, statement). path 'model' = GenerateSQL, through the guard and
    the statement's checks; 'tools' = a statement of the tools' own shape, built by the helper they use; 'hole' =
    below the guard (Database.query), reachable only through a hole made in the guard on purpose."""
    from georeact.tools.sql_cost import pairwise_checked
    from tests.reliability.test_limits import IGNORES_CANCEL, MODEL_RUNAWAYS, ROW_CLUSTERING

    lines = [f"ST_Segmentize(ST_MakeLine(ST_MakePoint(0, {y}), ST_MakePoint(50, {50 + y})), 0.0005)::geography"
             for y in (0, 1)]
    grid = ("SELECT i AS id, i AS source, CASE WHEN i %% 1000 = 0 THEN i - 999 ELSE i + 1 END AS target, "
            "1.0::float8 AS cost, 1.0::float8 AS reverse_cost FROM generate_series(1, 2000000) i")
    return [
        *[(f"{name}, 141,000-vertex inputs", "model", statement) for name, statement in MODEL_RUNAWAYS.items()],
        *[(f"{name}, 200,000-400,000 rows", "model", statement) for name, statement in ROW_CLUSTERING.items()],
        ("pgr_floydWarshall in model SQL", "model", IGNORES_CANCEL["pgr_floydWarshall"]),
        ("the tools' distance between two places, 141,000-vertex outlines", "tools",
         f"SELECT {pairwise_checked('ST_Distance', *lines)}"),
        ("the tools' shortest line between two streets, 141,000 vertices each", "tools",
         f"SELECT ST_Length({pairwise_checked('ST_ShortestLine', *(line + '::geometry' for line in lines))})"),
        ("the tools' whole street over 99,856 ways of one name piled together (ST_ClusterDBSCAN)", "tools",
         piled_street_sql()),
        ("the tools' travel-time matrix (pgr_withPointsCostMatrix) over 2,000,000 edges", "tools",
         f"SELECT count(*) FROM pgr_withPointsCostMatrix('{grid.replace(chr(39), chr(39) * 2)}', "
         "'SELECT 1 AS pid, 5 AS edge_id, 0.5::float8 AS fraction', ARRAY[-1, 77, 1999], false)".replace("%%", "%")),
        *[(f"{name} below the guard", "hole", IGNORES_CANCEL[name]) for name in ("pgr_floydWarshall", "ST_MaxDistance")],
    ]


def replica_runaways(settings: Settings, row: Row) -> None:
    """Issue 41 items 2 and 3 on a read replica (a hot standby of the embedded cluster made with pg_basebackup, as
    tests/scale/test_read_replica.py makes it), its stop role (`georeact db grant-stopper`) as
    GEOREACT_STOP_DATABASE_URL: every runaway reachable through geo-react (model SQL through GenerateSQL, the tools'
    own statements) is held when no reader backend is active on the standby within timeout + 2 s of its start
    (refused before it starts, cancelled, or ended by pg_terminate_backend). The runaways reachable only through a
    hole made in the guard on purpose are said as such, held when the message says what pg_stat_activity shows."""
    import psycopg

    from georeact.db import cluster
    from georeact.db.session import CUT_AFTER_S
    from tests.scale.test_read_replica import active_readers, standby, stopper_on, superuser_on

    if not settings.embedded_db:
        row.add(False, 0.0, "the replica class makes a standby of the embedded cluster: run it with --test-cluster")
        return
    limit = SHORT_TIMEOUT_MS / 1000 + 2
    with standby(settings) as replica:
        on_replica = short(settings).model_copy(update={"database_url": replica, "stop_database_url": stopper_on(replica)})
        with Database(on_replica, url=replica) as db:
            ctx = ToolContext(db=db, settings=on_replica)
            for label, path, statement in replica_cases():
                settle = time.perf_counter()   # the last case's backend gone before this one starts
                while active_readers(replica) and time.perf_counter() - settle < 30:
                    time.sleep(0.1)
                started = time.perf_counter()
                if path == "model":
                    result = generate(ctx, statement)
                    said = result.error or "ran"
                else:
                    try:
                        db.query(statement, untrusted=path == "hole")
                        said = "ran to its end"
                    except QueryTimeout as exc:
                        said = f"timed out: {exc.backend or ''}"
                    except DatabaseError as exc:
                        said = str(exc).splitlines()[0]
                back = time.perf_counter() - started
                at_return = active_readers(replica)   # what the message is to say
                while active_readers(replica) and time.perf_counter() - started < (limit if path != "hole" else 30):
                    time.sleep(0.05)
                running = active_readers(replica)
                ended = time.perf_counter() - started
                if path == "hole":   # held when said as it is; its end is reported, not bounded
                    held = ("was ended" in said) == (not at_return) and all(f"process {pid} " in said for pid in at_return) \
                        and back < limit - 2 + CUT_AFTER_S + 1
                    fate = f"still running {ended:.0f} s after its start" if running else f"gone after {ended:.1f} s"
                    where = "ONLY THROUGH A HOLE MADE IN THE GUARD ON PURPOSE"
                    if running:   # C code that would run for minutes: ended with the standby's superuser
                        with psycopg.connect(superuser_on(replica), autocommit=True) as conn:
                            conn.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = %s",
                                         (cluster.READER_ROLE,))
                else:
                    held = not running and ended < limit
                    fate = f"still running {ended:.1f} s after its start" if running else f"gone after {ended:.2f} s"
                    where = f"reachable: {path}"
                label = f"[{where}] {label}: client back after {back:.2f} s, backend {fate}: {said[:90]}"
                row.add(held, ended, label)
                row.figures.append(f"{'held' if held else 'ESCAPED'} {label}")
        with psycopg.connect(superuser_on(replica), autocommit=True) as conn:   # nothing left for the next class
            conn.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = %s",
                         (cluster.READER_ROLE,))
    row.note = (f"statement timeout {SHORT_TIMEOUT_MS} ms, the stop role as GEOREACT_STOP_DATABASE_URL; held = no "
                f"reader backend on the standby {limit:.0f} s after the start (for the cases through a hole in the "
                "guard: the message says what pg_stat_activity shows; their backends are ended at the end)")


# One GenerateSQL call in a process of its own: the memory peak is what receiving that one error cost the client.
_ECHO_CHILD = """
import json, resource, sys, time
from georeact.config import Settings
from georeact.db.session import Database
from georeact.tools import sql
from georeact.tools.base import ToolContext, invoke
settings = Settings.model_validate_json(sys.argv[2])
with Database(settings) as db:
    started = time.perf_counter()
    result = invoke(sql.run_generate, sql.Result, ToolContext(db=db, settings=settings), sql.GenerateInput(sql=sys.argv[1]))
print(json.dumps({"ok": result.ok, "size": len(result.render().encode()), "error": (result.error or "")[:60],
                  "seconds": time.perf_counter() - started,
                  "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def error_size(settings: Settings, row: Row) -> None:
    """Issue 32 item 2, issue 41 item 4: errors that echo a 20 MB value (failed casts, to_tsquery's syntax error,
    ts_headline's options, encode/decode's format name, json, array and interval input), and a 200 MB one, through
    GenerateSQL, each in a client process of its own: held when the observation and the server log's growth each
    stay under 64 kB and the client's memory peak under 300 MB (the issue's target)."""
    from georeact.db import cluster
    from tests.reliability.test_bounded_errors import ECHOING, ECHOING_CALLS

    log = cluster._log_file(settings) if settings.embedded_db else None
    statements = [*ECHOING, *ECHOING_CALLS.values(), "SELECT format('%200000000s', 'x')::int AS v",
                  "SELECT to_tsquery(format('(%200000000s', 'x')) AS v", "SELECT encode(md5('a')::bytea, format('%200000000s', 'x')) AS v"]
    peaks = []
    for statement in statements:
        before = log.stat().st_size if log else 0
        child = subprocess.run([sys.executable, "-c", _ECHO_CHILD, statement, settings.model_dump_json()],
                               capture_output=True, text=True, cwd=ROOT, timeout=CHILD_TIMEOUT_S)
        grown = (log.stat().st_size - before) if log else 0
        lines = child.stdout.strip().splitlines()
        result = json.loads(lines[-1]) if child.returncode == 0 and lines else \
            {"ok": True, "size": 0, "error": f"exit {child.returncode}: {child.stderr.strip()[-60:]}", "peak_mb": 0,
             "seconds": 0.0}
        peaks.append(result["peak_mb"])
        label = (f"{statement}: client {result['peak_mb']:.0f} MB, {result['seconds']:.2f} s, observation "
                 f"{result['size']:,} B, log +{grown:,} B: {result['error']}")
        row.figures.append(label)
        row.add(not result["ok"] and result["size"] < 64_000 and grown < 64_000 and 0 < result["peak_mb"] < 300,
                result["seconds"], label)
    row.note = (f"{len(statements)} errors echoing 20 MB (200 MB for an int cast, to_tsquery and encode), each in a client of "
                f"its own: client peak {min(peaks):.0f}-{max(peaks):.0f} MB; held = observation and log growth under "
                "64 kB, client under 300 MB")


def memory_by_type(settings: Settings, row: Row) -> None:
    """Issue 32 item 3: model-written results of arrays, jsonb and geometries under the cell limit, 90 MB on the
    wire each: the byte budget counts what the server sends; the memory peak is this class's process."""
    from tests.reliability.test_limits import BIG_VALUES

    with Database(settings) as db:
        for kind, statement in BIG_VALUES.items():
            with timed() as t:
                result = db.query(statement, untrusted=True)
            row.add(result.truncated, t[0], f"{kind}: {len(result.rows)} rows kept")
    row.note = "100 rows of 0.4-0.9 MB int[], jsonb and geometry cells; held = cut at the 16 MB budget"


# Argument length (issue 32 item 7): every string argument of every tool, at 1/8, 1/4, 1/2 and all of its cap
# (lists: 8 to 60 entries at the name cap), and the question the reading reads; held when the time at the cap is
# at most linear in the length from the shortest (x 1.5, plus 50 ms of noise).
LENGTH_BASE: dict[str, dict[str, Any]] = {
    "ResolveLocation": {"name": "Rathaus"},
    "GetRegionGeometry": {"region": "Vaduz"},
    "GetPOIFilter": {"feature": "cafe"},
    "CalculateMetric": {"metric": "count", "feature": "cafe", "region": "Vaduz"},
    "SearchPlaces": {"query": "cafe", "region": "Vaduz"},
    "DescribePlace": {"place": "Rathaus Vaduz"},
    "PlanRoute": {"stops": ["Kunstmuseum", "Postmuseum"], "context": "Vaduz"},
    "InspectSchema": {"table": "pois"},
    "GenerateSQL": {"sql": "SELECT count(*) FROM pois"},
    "RefineSQL": {"sql": "SELECT count(*) FROM pois", "previous_sql": "SELECT count(*) FROM roads"},
}
FILLER = "Kunstmuseum Vaduz near the old Rathaus cafe Landstrasse "


def filler(length: int, field: str) -> str:
    if field in ("sql", "previous_sql"):   # a long query that parses: a long IN list
        head, items = "SELECT count(*) FROM pois WHERE poi_name IN (", []
        while len(head) + sum(len(i) + 2 for i in items) + 1 < length:
            items.append(f"'n{len(items)}'")
        return head + ", ".join(items) + ")"
    return (FILLER * (length // len(FILLER) + 1))[:length]


def linear(times: dict[int, float]) -> bool:
    shortest, longest = min(times), max(times)
    return times[longest] <= times[shortest] * (longest / shortest) * 1.5 + 0.05


def argument_length(settings: Settings, row: Row) -> None:
    from pydantic import ValidationError

    from georeact.limits import NAME_MAX_CHARS, QUESTION_MAX_CHARS
    from georeact.reading import read
    from georeact.tools.registry import load_tools

    per_kb: list[float] = []
    with Database(settings) as db:
        ctx = ToolContext(db=db, settings=settings)
        for spec in load_tools("full"):
            base = LENGTH_BASE[spec.name]
            for field, info in spec.input_model.model_fields.items():
                kind = str(info.annotation)
                if "str" not in kind or "Literal" in kind or "dict" in kind:
                    continue
                listed = "list" in kind
                cap = spec.input_model.TEXT_CAPS.get(field, NAME_MAX_CHARS)
                times: dict[int, float] = {}
                for share in (8, 4, 2, 1):
                    if listed:   # entries at the name cap, more of them (PlanRoute takes 60 stops)
                        length = 60 // share
                        value: Any = [filler(NAME_MAX_CHARS, field)[:-len(str(i))] + str(i) for i in range(length)]
                    else:
                        length = cap // share
                        value = filler(length, field)
                    try:
                        arguments = spec.input_model.model_validate({**base, field: value})
                    except ValidationError:   # a value the field's own check refuses (a time, a direction)
                        break
                    best = float("inf")
                    for _ in range(2):
                        with timed() as t:
                            invoke(spec.run, spec.result_model, ctx, arguments)
                        best = min(best, t[0])
                    times[length] = best
                if not times:
                    row.add(True, 0.0, f"{spec.name}.{field}: refused by its input model before any work")
                    continue
                longest = max(times)
                per_kb.append(times[longest] / (longest * (NAME_MAX_CHARS if listed else 1) / 1000))
                row.add(linear(times), times[longest], f"{spec.name}.{field} at {longest:,}"
                        f"{' entries' if listed else ' chars'}: {times[min(times)]:.3f} -> {times[longest]:.3f} s")
    times = {}
    for share in (8, 4, 2, 1):
        question = "How many cafes are there near " + filler(QUESTION_MAX_CHARS // share - 31, "question") + "?"
        with timed() as t:
            read(question)
        times[len(question)] = t[0]
    per_kb.append(times[max(times)] / (max(times) / 1000))
    row.add(linear(times), times[max(times)], f"the reading at {max(times):,} chars")
    row.note = f"held = at most linear up to the cap; worst {max(per_kb) * 1000:.1f} ms per kB of argument"


def raises(kind: type[Exception], call: Callable[[], Any], words: str) -> bool:
    try:
        call()
    except kind as exc:
        return words in str(exc)
    return False


def tool_numbers(settings: Settings, row: Row) -> None:
    """Issue 18 item 6: NaN, infinity, negative and absurd numbers in PlanRoute (and CalculateMetric,
    GetRegionGeometry): refused by the input model with the allowed range, never run."""
    from pydantic import ValidationError

    from georeact.tools.registry import load_tools
    from tests.tools.test_tool_numbers import BAD_NUMBERS

    specs = {spec.name: spec for spec in load_tools("full")}
    for tool, arguments, name, allowed in BAD_NUMBERS:
        with timed() as t:
            try:
                specs[tool].input_model.model_validate(arguments)
                held = False
            except ValidationError as exc:
                held = allowed in str(exc)
        row.add(held, t[0], f"{tool} {name}={arguments.get(name.split('.')[0])}")
    row.note = "refused by validation, with the range, before the tool runs"


def handle_strings(settings: Settings, row: Row) -> None:
    """Issue 16/18: handle-like text (NaN points, unknown ids) is an error, never a fuzzy name match."""
    from georeact.tools.registry import load_tools
    from tests.tools.test_tool_numbers import BAD_HANDLES, _calls

    with Database(settings) as db:
        ctx = ToolContext(db=db, settings=settings)
        specs = {spec.name: spec for spec in load_tools("full", profile=ctx.profile)}
        for text, problem in BAD_HANDLES:
            for tool, arguments in _calls(text).items():
                spec = specs[tool]
                with timed() as t:
                    result = invoke(spec.run, spec.result_model, ctx, spec.input_model.model_validate(arguments))
                held = not result.ok and re.search(problem, result.error or "") is not None
                row.add(held, t[0], f"{tool} {text}")
    row.note = "4 tools × tests/tools/test_tool_numbers.py BAD_HANDLES"


def cli_inputs(settings: Settings, row: Row) -> None:
    """Issue 18 item 8 (and `georeact tools call`): the real command on bad input; held = exit code 2, one line
    on stderr, no traceback."""
    from tests.ui.test_ask_cli import georeact_command
    from tests.ui.test_cli_errors import MALFORMED, offline_env
    from tests.ui.test_tools_cli import REFUSED

    with tempfile.TemporaryDirectory() as scratch:
        home = Path(scratch)
        cases: list[tuple[str, list[str], dict[str, str]]] = []
        for kind, (content, _) in MALFORMED.items():
            dataset = home / kind.replace(" ", "-")
            (dataset / "T1" / "1").mkdir(parents=True)
            (dataset / "T1" / "1" / "question.json").write_bytes(content)
            cases.append((f"question.json {kind}", ["eval", "run", "--dataset", str(dataset), "--out", str(home / "o")],
                          offline_env(home)))
        offline = offline_env(home)
        cases += [(f"--max-steps {n}", ["ask", "Where is Vaduz?", "--max-steps", n], offline) for n in ("0", "-1", "ten")]
        cases += [("GEOREACT_MAX_STEPS=ten", ["ask", "Where is Vaduz?"], offline_env(home, GEOREACT_MAX_STEPS="ten")),
                  ("db load a directory", ["db", "load", scratch], offline),
                  ("eval report missing", ["eval", "report", str(home / "nope")], offline),
                  ("empty dataset", ["eval", "run", "--dataset", str(home / "o"), "--out", str(home / "p")], offline)]
        (home / "o").mkdir(exist_ok=True)
        database = database_env(settings)
        cases += [(f"tools {kind}", ["tools", *arguments], database) for kind, (arguments, _) in REFUSED.items()]
        for label, arguments, env in cases:
            with timed() as t:
                result = subprocess.run([*georeact_command(), *arguments], env=env, cwd=home, capture_output=True,
                                        text=True, timeout=CHILD_TIMEOUT_S)
            row.add(one_line_refusal(result), t[0], f"{label}: exit {result.returncode} {result.stderr[-200:]}")
    row.note = "each a `georeact` subprocess (question.json ×10, settings, db load, eval, tools call ×7)"


def database_env(settings: Settings) -> dict[str, str]:
    """The environment of a `georeact` subprocess on this database, with an LLM that cannot be reached."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("GEOREACT_")}
    env.update({"GEOREACT_HOME": str(settings.home), "GEOREACT_DB_PORT": str(settings.db_port),
                "GEOREACT_LLM_BASE_URL": "http://127.0.0.1:9/v1", "PYTHONIOENCODING": "utf-8"})
    if settings.database_url:
        env["GEOREACT_DATABASE_URL"] = settings.database_url
    return env


def fuzz(settings: Settings, row: Row, examples: int) -> None:
    """tests/security/test_guard_fuzz.py's generator: a forbidden statement must be refused, everything must return
    within timeout + 2 s without crashing; a reader session LISTENing on the payloads' channel must hear nothing."""
    import psycopg
    from hypothesis import HealthCheck, given
    from hypothesis import settings as hypothesis_settings

    from tests.security.test_guard_fuzz import CHANNEL, TIMEOUT_MS, real_schema, statements

    counts = {"accepted": 0, "refused": 0, "forbidden": 0}
    fast = short(settings, TIMEOUT_MS)
    with Database(fast) as db, psycopg.connect(reader_url(settings), autocommit=True) as listener:
        listener.execute(f"LISTEN {CHANNEL}")
        ctx = ToolContext(db=db, settings=fast)

        @hypothesis_settings(max_examples=examples, deadline=None, derandomize=True, database=None,
                             suppress_health_check=list(HealthCheck))
        @given(statements(real_schema(db)))
        def check(case: Any) -> None:
            with timed() as t:
                result = generate(ctx, case.sql)
                result.render()
            accepted = bool(result.sql)   # it reached the database: the guard let it through
            counts["accepted" if accepted else "refused"] += 1
            counts["forbidden"] += case.forbidden
            row.add(not (case.forbidden and accepted) and t[0] < TIMEOUT_MS / 1000 + 2, t[0], case.sql)

        check()
        heard = list(listener.notifies(timeout=1.0))
    if heard:
        row.escaped.append(f"{len(heard)} NOTIFY reached the listener")
    row.note = (f"{counts['forbidden']} forbidden, {counts['refused']} refused by the guard, {counts['accepted']} "
                f"accepted and run (timeout {TIMEOUT_MS} ms); {len(heard)} notifications heard")


def reading_growth(settings: Settings, row: Row) -> None:
    """Issue 41 item 2: questions of every shape in tests/reading/growing.py, growing to the question cap; held =
    read (or refused as nested too deep) within 1 s (benchmarks/reading_time.py prints the whole curve)."""
    from georeact.limits import QUESTION_MAX_CHARS
    from tests.reading.growing import SHAPES, read_counted, up_to

    read_counted("Which cafe is nearest to the largest park in Vaduz?")   # the vocabulary loaded once
    refused = 0
    for name, shape in SHAPES.items():
        for n, question in up_to(shape, QUESTION_MAX_CHARS)[::10]:
            with timed() as t:
                refused += read_counted(question).refused
            row.add(t[0] <= 1.0, t[0], f"{name} with {n} parts, {len(question):,} chars")
    row.note = f"held = read within 1 s; {refused} refused as nested too deep"


def hostile_views(settings: Settings, row: Row) -> None:
    """Issue 41 item 1: tests/security/test_hostile_views.py (a hostile extract on a cluster of its own, every view
    in headless Chromium, the terminal), each case one row entry: held = no script ran, nothing the data wrote."""
    with timed() as t:
        child = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rA", "-p", "no:cacheprovider",
                                "tests/security/test_hostile_views.py"], capture_output=True, text=True, cwd=ROOT,
                               timeout=CHILD_TIMEOUT_S)
    cases = re.findall(r"^(PASSED|FAILED|ERROR) (\S+)", child.stdout, re.MULTILINE)
    for outcome, case in cases:
        row.add(outcome == "PASSED", t[0] / max(len(cases), 1), case.split("::")[-1])
    if not cases:
        row.add(False, t[0], "the views' tests did not run: " + " ".join(child.stdout.split()[-20:]))
    row.note = "held = no payload ran, no element or handler from the data, no request out (seconds: per case)"


def classes(fuzz_examples: int) -> dict[str, tuple[str, Callable[[Settings, Row], None]]]:
    """key -> (the row's name, runner)."""
    found: dict[str, tuple[str, Callable[[Settings, Row], None]]] = {
        "geometry": ("geometry payloads that crashed shapely", geometry_payloads)}
    for title in dict.fromkeys(title for title, _ in yaml_sections()):
        key = "guard-" + re.sub(r"[^a-z]+", "-", title.lower()).strip("-")
        found[key] = (f"guard: {title} (hostile_sql.yaml)", guard_section(title))
    found |= {
        "bypass": ("guard: bypass classes of issue 18 and the guard tests' refusals", bypass_classes),
        "nesting": ("deep nesting", deep_nesting),
        "slow": ("pgRouting / slow functions vs the deadline", slow_functions),
        "resources": ("resource limits (cells, bytes, temp files)", resource_limits),
        "runaway": ("backends that ignore cancellation (ended by timeout + 2 s)", runaway_backends),
        "model-runaway": ("model SQL that would ignore cancellation (refused in the statement)", model_runaways),
        "replica": ("runaways on a read replica (refused, or said as they are)", replica_runaways),
        "memory": ("memory by type (arrays, jsonb, geometries)", memory_by_type),
        "errors": ("errors that echo a huge value (observation, server log, client memory)", error_size),
        "length": ("argument length, every tool and the reading (linear up to the cap)", argument_length),
        "reading": ("the reading by length and nesting (within 1 s up to the cap)", reading_growth),
        "views": ("hostile data in every view (map, MCP resource, notebook, terminal)", hostile_views),
        "numbers": ("bad numbers (PlanRoute, CalculateMetric, GetRegionGeometry)", tool_numbers),
        "handles": ("handle-like strings as names", handle_strings),
        "cli": ("CLI bad inputs", cli_inputs),
    }
    if fuzz_examples:
        found["fuzz"] = ("hypothesis fuzz (guard + database)", lambda s, r: fuzz(s, r, fuzz_examples))
    return found


# --------------------------------------------------------------------------------------------- driver

def run_class(key: str, args: argparse.Namespace) -> Row:
    """In the class's own process: run it and report the row (with this process's memory peak)."""
    name, runner = classes(args.fuzz)[key]
    row = Row(name=name)
    runner(settings_from(args), row)
    row.peak_mb = peak_mb()
    return row


def spawn_class(key: str, name: str, argv: list[str]) -> Row:
    """The class in a child process; a child that dies is an escaped row, not the end of the table."""
    with timed() as t:
        child = subprocess.run([sys.executable, __file__, *argv, "--class", key], capture_output=True, text=True,
                               cwd=ROOT, timeout=CHILD_TIMEOUT_S * 4)
    lines = child.stdout.strip().splitlines()
    if child.returncode == 0 and lines:
        return Row(**json.loads(lines[-1]))
    tail = " ".join(child.stderr.split())[-300:]
    return Row(name=name, escaped=[f"the class's process died (exit {child.returncode}) after {t[0]:.0f} s: {tail}"])


def checksums(settings: Settings) -> dict[str, str]:
    from tests.conftest import TABLE_CHECKSUM

    with Database(settings) as db:
        return {table: ":".join(map(str, db.query(TABLE_CHECKSUM.format(table=table)).rows[0]))
                for table in importer.DATA_TABLES}


def table(rows: list[Row]) -> str:
    lines = ["| class | cases tried | refused / contained | escaped | worst time | memory peak | what |",
             "|---|---:|---:|---:|---:|---:|---|"]
    for row in rows:
        lines.append(f"| {row.name} | {row.tried} | {row.held} | {len(row.escaped)} | {row.worst_s:.2f} s | "
                     f"{row.peak_mb:.0f} MB | {row.note} |")
    total = Row(name="**total**", tried=sum(r.tried for r in rows), held=sum(r.held for r in rows),
                escaped=[e for r in rows for e in r.escaped], worst_s=max((r.worst_s for r in rows), default=0.0),
                peak_mb=max((r.peak_mb for r in rows), default=0.0))
    lines.append(f"| {total.name} | {total.tried} | {total.held} | {len(total.escaped)} | {total.worst_s:.2f} s | "
                 f"{total.peak_mb:.0f} MB | |")
    return "\n".join(lines)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--test-cluster", action="store_true",
                        help="the test cluster of tests/conftest.py (GEOREACT_TEST_HOME, GEOREACT_TEST_DB_PORT)")
    parser.add_argument("--home", type=Path, help="GEOREACT_HOME of the embedded cluster (default: settings)")
    parser.add_argument("--port", type=int, help="its port (default: settings)")
    parser.add_argument("--fuzz", type=int, default=1000, help="fuzzed statements (default 1000; 0: skip)")
    parser.add_argument("--only", help="comma-separated class keys (geometry, guard-…, bypass, nesting, slow, "
                                       "resources, runaway, model-runaway, replica, numbers, handles, cli, reading, views, fuzz)")
    parser.add_argument("--class", dest="one_class", help=argparse.SUPPRESS)   # the child's side
    return parser.parse_args(argv)


def main() -> None:
    args = parse_args()
    if args.one_class:
        print(json.dumps(asdict(run_class(args.one_class, args))))
        return
    settings = settings_from(args)
    # every process below imports this checkout (also the `georeact` command of an installed venv)
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    wanted = classes(args.fuzz)
    keys = [key.strip() for key in args.only.split(",")] if args.only else list(wanted)
    unknown = [key for key in keys if key not in wanted]
    if unknown:
        sys.exit(f"unknown classes {unknown}; known: {', '.join(wanted)}")
    try:
        before = checksums(settings)
    except GeoReactError as exc:   # e.g. the embedded database is not running
        sys.exit(f"error: {exc}")
    started = time.perf_counter()
    rows = []
    for key in keys:
        rows.append(spawn_class(key, wanted[key][0], sys.argv[1:]))
        print(f"· {rows[-1].name}: {rows[-1].held}/{rows[-1].tried} held in {time.perf_counter() - started:.0f} s",
              file=sys.stderr)
    unchanged = checksums(settings) == before
    print(table(rows))
    print(f"\nData tables ({', '.join(importer.DATA_TABLES)}) {'unchanged' if unchanged else 'CHANGED'} "
          f"(row count + md5 of every row, before and after); {time.perf_counter() - started:.0f} s in all.")
    for row in rows:
        if row.worst_s >= 1:
            print(f"- slowest in {row.name}: {row.slowest} ({row.worst_s:.2f} s)")
    for row in rows:
        for line in row.figures:
            print(f"- {row.name}: {line}")
    for row in rows:
        for case in row.escaped:
            print(f"- escaped in {row.name}: {case}")
    sys.exit(0 if unchanged and not any(row.escaped for row in rows) else 1)


if __name__ == "__main__":
    main()
