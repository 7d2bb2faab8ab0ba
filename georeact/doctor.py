"""`georeact doctor`: the state of everything geo-react needs, in one look, without starting or changing anything:
versions, the configuration, the database (server, extensions, loaded extracts, the derived tables), osm2pgsql,
and the model endpoint. Each check says what is wrong and the command that fixes it."""

from __future__ import annotations

import platform
import shutil
import subprocess
from collections.abc import Callable
from importlib import metadata
from typing import Literal

import psycopg
from pydantic import BaseModel

from georeact.config import Settings

State = Literal["ok", "warn", "fail"]


class Check(BaseModel):
    area: str
    what: str
    state: State
    detail: str
    fix: str | None = None


# The optional extras (pyproject.toml): what each one's package gives, and the extra that installs it
EXTRAS: dict[str, tuple[str, str]] = {"ortools": ("routing", "tours (PlanRoute)"),
                                      "langgraph-checkpoint-postgres": ("memory", "chat memory (chat --thread)"),
                                      "mcp": ("mcp", "georeact mcp"), "starlette": ("web", "georeact web"),
                                      "langchain": ("agents", "LangChain's create_agent over the tools"),
                                      "matplotlib": ("report", "the report's plots")}


def _version(name: str) -> str | None:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def _versions() -> list[Check]:
    packages = ("geo-react", "langgraph", "langchain-openai", "psycopg", "shapely", "sqlglot")
    found = [f"{name} {_version(name) or 'missing'}" for name in packages]
    missing = [item for item in found if item.endswith(" missing")]
    checks = [Check(area="python", what=f"Python {platform.python_version()}", state="fail" if missing else "ok",
                    detail=", ".join(found), fix="pip install -e . (see the README's quick start)" if missing else None)]
    for name, (extra, gives) in EXTRAS.items():   # optional: said, never a failure
        version = _version(name)
        checks.append(Check(area="python", what=f"optional: {gives}", state="ok" if version else "warn",
                            detail=f"{name} {version}" if version else f"{name} not installed",
                            fix=None if version else f"pip install 'geo-react[{extra}]'"))
    return checks


def _configuration(settings: Settings) -> list[Check]:
    database = f"embedded cluster (port {settings.db_port})" if settings.embedded_db else \
        "external: " + (settings.database_url or "").split("@")[-1].split("?")[0]
    from georeact.masking import masked

    model = ", then ".join(masked(url) for url in settings.llm_base_urls) or \
        f"embedded llama-server (port {settings.llm_port}, {settings.llm_slots} slot(s))"   # several: in failover order
    return [Check(area="config", what="settings", state="ok",
                  detail=f"home {settings.home}; profile {settings.schema_profile}; database {database}; "
                         f"model {settings.llm_model} at {model}")]


def _database(settings: Settings) -> list[Check]:
    from georeact.db import catalog, cluster, importer, region_pieces, session

    checks: list[Check] = []
    if settings.embedded_db:
        state = cluster.status(settings)
        checks.append(Check(area="database", what="embedded cluster", state="ok" if state.running else "fail",
                            detail=state.message, fix=None if state.running else "georeact db start"))
        if not state.running:
            return checks
    try:
        with psycopg.connect(session.reader_url(settings), connect_timeout=5) as conn:
            server = conn.execute("SHOW server_version").fetchone()[0]
            extensions = dict(conn.execute("SELECT extname, extversion FROM pg_extension").fetchall())
            counts = importer.table_counts(conn)
            pieces = not region_pieces.missing(conn)
            edges = catalog.exists(conn, "network.edges")
            # a load stopped while the graph was rebuilt leaves edges of roads the data no longer has
            network = conn.execute("SELECT count(*), count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM public.roads r "
                                   "WHERE r.id = e.road_id)) FROM network.edges e").fetchone() if edges else None
    except psycopg.Error as exc:
        return [*checks, Check(area="database", what="connection", state="fail", detail=" ".join(str(exc).split())[:300],
                               fix="georeact db start, or check GEOREACT_DATABASE_URL")]
    needed = ("postgis", "pg_trgm", "unaccent", "pgrouting")
    absent = [name for name in needed if name not in extensions]
    checks.append(Check(area="database", what=f"PostgreSQL {server}", state="fail" if absent else "ok",
                        detail=", ".join(f"{name} {extensions[name]}" for name in needed if name in extensions)
                        + (f"; missing {', '.join(absent)}" if absent else ""),
                        fix=f"CREATE EXTENSION {absent[0]}; (as a superuser)" if absent else None))
    rows = sum(counts.values())
    checks.append(Check(area="database", what="data", state="ok" if rows else "fail",
                        detail=", ".join(f"{table} {count:,}" for table, count in counts.items()),
                        fix=None if rows else "georeact db load FILE.osm.pbf"))
    checks.append(Check(area="database", what="derived tables", state="ok" if pieces and edges else "warn",
                        detail=f"region_pieces and region_shapes {'yes' if pieces else 'no'}, "
                               f"road network {'yes' if edges else 'no'}",
                        fix=None if pieces and edges else "georeact db start (cuts the regions); georeact db load FILE (builds both)"))
    if network is not None:
        total, dangling = network
        checks.append(Check(area="database", what="road network", state="warn" if dangling else "ok",
                            detail=f"{total:,} edges" + (f", {dangling:,} of them on roads the data no longer has "
                                                         "(routes may run along them)" if dangling else ""),
                            fix="georeact db load FILE.osm.pbf (any loaded extract: the road network is rebuilt "
                                "after it)" if dangling else None))
    try:   # the load records: the owner's to read
        with psycopg.connect(session.owner_url(settings), connect_timeout=5) as conn:
            files, stale = importer.loaded_files(conn), importer.stale_files(conn)
    except (psycopg.Error, session.DatabaseError):
        return checks
    checks.append(Check(area="database", what="extracts", state="warn" if stale else "ok",
                        detail=", ".join(files) or "none recorded",
                        fix=f"georeact db load (reloads {', '.join(stale)}, loaded with an older import style)"
                        if stale else None))
    return checks


def _osm2pgsql() -> list[Check]:
    binary = shutil.which("osm2pgsql")
    if binary is None:
        return [Check(area="tools", what="osm2pgsql", state="fail", detail="not on PATH",
                      fix="apt-get install -y osm2pgsql")]
    shown = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=10)
    lines = (shown.stdout + shown.stderr).strip().splitlines()
    version = next((line.split("osm2pgsql ", 1)[-1] for line in lines if "version" in line), lines[0] if lines else "?")
    return [Check(area="tools", what="osm2pgsql", state="ok", detail=version)]


def _model(settings: Settings) -> list[Check]:
    from georeact.agent import local_llm
    from georeact.agent.llm import LLMUnavailable, check_endpoint
    from georeact.masking import masked

    checks: list[Check] = []
    if not settings.llm_base_url:
        built = local_llm.binary_path(settings).is_file() and local_llm.model_path(settings).is_file()
        state = local_llm.status(settings)
        checks.append(Check(area="model", what="embedded llama-server", state="ok" if state.running else "warn",
                            detail=("built; " if built else "not built; ") + (state.message or ""),
                            fix=None if state.running else
                            "georeact llm start" + ("" if built else " (builds llama.cpp once, ~9 min)")))
        if not state.running:
            return checks
    try:
        answering = check_endpoint(settings)   # of several servers, the first that answers
        checks.append(Check(area="model", what="endpoint", state="ok", detail=f"{masked(answering)} answers"))
    except LLMUnavailable as exc:
        checks.append(Check(area="model", what="endpoint", state="fail", detail=str(exc)[:300],
                            fix="georeact llm start, or check GEOREACT_LLM_BASE_URL"))
    return checks


def _replicas(settings: Settings) -> list[Check]:
    """Each read replica of GEOREACT_READ_URLS: whether it answers, and how far behind the primary it is (a load in
    flight shows here before the replicas have replayed it)."""
    from georeact.db import replica_lag, session
    from georeact.masking import masked

    checks = []
    for url in settings.read_urls:
        lag = replica_lag.lag_of(url, session.reader_url(settings))
        state: State = "fail" if lag.error else "warn" if lag.over(settings.replica_lag_note_s) else "ok"
        checks.append(Check(area="database", what=f"read replica {masked(url)}", state=state, detail=lag.describe(),
                            fix="check that it is up and streaming from the primary, or fix GEOREACT_READ_URLS"
                            if lag.error else None))
    return checks


SECTIONS: list[Callable[[Settings], list[Check]]] = [
    lambda settings: _versions(), _configuration, _database, _replicas, lambda settings: _osm2pgsql(), _model]


def run_checks(settings: Settings) -> list[Check]:
    """Every check, in order; a section that fails unexpectedly is a failed check, not a crash."""
    checks: list[Check] = []
    for section in SECTIONS:
        try:
            checks += section(settings)
        except Exception as exc:   # a broken section must not hide the others
            checks.append(Check(area="doctor", what=getattr(section, "__name__", "a check"), state="fail",
                                detail=f"{type(exc).__name__}: {' '.join(str(exc).split())[:200]}"))
    return checks
