"""Bringing up what a command needs: the embedded database (started, the shipped extracts loaded and kept up to
date) and the LLM (the embedded server started and its prompt cache warmed, or the configured endpoint checked).

The CLI, the MCP server and the benchmarks call `ensure_services`; none of them imports the CLI for it.
"""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from rich.markup import escape

from georeact.config import Settings
from georeact.errors import GeoReactError

console = Console(stderr=True)


def log(message: str) -> None:
    console.print(f"[dim]·[/] {escape(message)}", soft_wrap=True)   # brackets in a message are text


def default_extracts() -> list[Path]:
    """The OSM extracts shipped with the repository (loaded into a fresh embedded database)."""
    return sorted((Path(__file__).resolve().parent.parent / "data" / "osm").glob("*.osm.pbf"))


def _print_summary(summary) -> None:
    rows = ", ".join(f"{table} {count}" for table, count in summary.rows_loaded.items())
    note = " (reloaded: rows replaced)" if summary.already_loaded else ""
    console.print(f"[green]loaded[/] {summary.file}{note} in {summary.seconds:.1f} s: {rows}; "
                  f"skipped {summary.skipped} objects that build no valid geometry"
                  + (f"; road network {summary.network_edges} edges in {summary.network_seconds:.1f} s"
                     + (" (this file's graph appended)" if summary.network_appended else "") if summary.network_edges else ""))
    for example in summary.skipped_examples[:3]:
        console.print(f"    [dim]skipped {example}[/]")


def load_files(settings: Settings, files: list[Path]) -> None:
    from georeact.db import cluster, importer, session
    from georeact.ui.progress import ticks

    url = session.owner_url(settings)
    reader = None if settings.database_url else cluster.READER_ROLE
    for index, path in enumerate(files):
        last = index == len(files) - 1
        with ticks(console) as progress:
            summary = importer.load_file(path, url, reader_role=reader, log=log, network=last, progress=progress,
                                         middle=settings.osm2pgsql_middle, scratch=settings.home / "tmp")
        _print_summary(summary)


def load_planet_osm(settings: Settings, files: list[Path]) -> None:
    from georeact.db import cluster, planet_osm, session
    from georeact.ui.progress import ticks

    reader = None if settings.database_url else cluster.READER_ROLE
    with ticks(console) as progress:
        summary = planet_osm.load(files, session.owner_url(settings), reader_role=reader, log=log, progress=progress,
                                  middle=settings.osm2pgsql_middle, scratch=settings.home / "tmp")
    rows = ", ".join(f"{table} {count}" for table, count in summary.rows.items())
    console.print(f"[green]loaded[/] planet_osm (classic) from {', '.join(summary.files)} in {summary.seconds:.1f} s "
                  f"(osm2pgsql {summary.import_seconds:.1f} s): {rows}")


def check_profile(settings: Settings) -> None:
    """The tables of GEOREACT_SCHEMA_PROFILE exist; else a GeoReactError names the load command."""
    import psycopg

    from georeact.db import profiles, session

    profile = profiles.get_profile(settings.schema_profile)
    try:
        with psycopg.connect(session.reader_url(settings), connect_timeout=10) as conn:
            profiles.check_tables(profile, conn)
    except psycopg.OperationalError:
        return   # unreachable: the tools report that with the right hint


def ensure_database(settings: Settings) -> None:
    """Start the embedded database when it is the configured one and not running."""
    if settings.embedded_db:
        from georeact.db import cluster

        if not cluster.status(settings).running:
            state = cluster.start(settings, log=log)
            console.print(f"[green]running[/] pid {state.pid}, socket {state.socket_dir}, port {state.port}")
        elif (port := cluster.running_port(settings)) not in (None, settings.db_port):
            raise GeoReactError(f"the embedded database in {settings.home} runs on port {port}, but GEOREACT_DB_PORT "
                                f"is {settings.db_port}: unset it, or restart the database on the new port "
                                "(`georeact db stop`, then `georeact db start`)")
        import psycopg

        from georeact.db.session import first_line

        try:
            bring_up_to_date(settings)   # fresh: the shipped extracts; running since an upgrade: reload stale ones
        except psycopg.OperationalError as exc:
            raise GeoReactError(f"cannot connect to the embedded database ({first_line(exc)}); `georeact doctor` "
                                "shows what is wrong") from None


def bring_up_to_date(settings: Settings) -> None:
    """Load the shipped extracts into an empty embedded database, and reload those an upgrade's import style left
    stale (new columns: without them opening hours and text search would silently find nothing)."""
    import psycopg

    from georeact.db import cluster, importer, session

    with psycopg.connect(session.owner_url(settings)) as conn:
        loaded, stale = importer.loaded_files(conn), importer.stale_files(conn)
        if loaded and importer.missing_search_indexes(conn):   # loaded by an older version: seconds, once
            log("building the search indexes this version adds")
            importer.build_search_indexes(conn)
        if loaded and (added := importer.add_derived_tables(conn, None if settings.database_url else cluster.READER_ROLE)):
            log(f"added what this version keeps besides the data: {', '.join(added)}")
    if not loaded:
        log("fresh database: loading the shipped OpenStreetMap extracts")
        load_files(settings, default_extracts())
        return
    shipped = [path for path in default_extracts() if path.name in stale]
    if shipped:
        log(f"loaded with an older import style: reloading {', '.join(p.name for p in shipped)}")
        load_files(settings, shipped)
    if others := sorted(set(stale) - {p.name for p in shipped}):
        log(f"also loaded with an older import style: {', '.join(others)}; `georeact db load FILE` reloads them")


def ensure_services(settings: Settings, llm: bool = True) -> None:
    """Start the embedded database and LLM when they are the configured ones and not running (`llm=False`: only
    the database, for what runs without a model)."""
    ensure_database(settings)
    check_profile(settings)
    if llm:
        ensure_llm(settings)


def ensure_llm(settings: Settings) -> None:
    """Start the embedded LLM when it is the configured one and not running; LLMUnavailable when the endpoint does
    not answer."""
    if not settings.llm_base_url:
        from georeact.agent import local_llm
        from georeact.ui.progress import ticks

        if not local_llm.status(settings).running:
            with ticks(console) as progress:
                started = local_llm.start(settings, log=log, progress=progress).running
            if started:
                warm(settings)
    from georeact.agent.llm import check_endpoint

    check_endpoint(settings)


def unreachable_model(settings: Settings) -> str | None:
    """None when the model answers (started if it is the embedded one); else why not, for a run that can answer
    what the question's own plan holds without it."""
    from georeact.agent.llm import LLMUnavailable

    try:
        ensure_llm(settings)
    except LLMUnavailable as exc:
        return str(exc)
    return None


def warm(settings: Settings) -> None:
    """Fill the new server's prompt cache with the agent's system prompt and tools (see warm_prompt_cache)."""
    from georeact.agent.graph import warm_prompt_cache

    try:
        with console.status("warming the model's prompt cache with the system prompt and tools "
                            "(about a minute on 2 cores, once per server start) ..."):
            call = warm_prompt_cache(settings)
    except Exception as exc:   # a cold cache only costs time: say so and go on
        log(f"could not warm the prompt cache: {type(exc).__name__}: {exc}")
        return
    log(f"prompt cache warmed: {call.prompt_tokens} tokens of system prompt and tools in {call.duration_ms / 1000:.1f} s")
