"""The `georeact` command: db, llm, ask, chat, trace, tools, mcp, eval.

Each subcommand is a small function; heavy imports happen inside them so `georeact --help` stays fast.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import NoReturn

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from georeact.config import Settings, get_settings
from georeact.db import roles
from georeact.services import (bring_up_to_date, check_profile, console,
                               default_extracts, ensure_database, ensure_llm, ensure_services, load_files,
                               load_planet_osm, log, unreachable_model, warm)

out = Console()


# db ------------------------------------------------------------------------------------------------

def _identifier(text: str) -> str:
    """A plain SQL name: it goes into printed SQL unquoted."""
    import re

    if not re.fullmatch(r"[a-z_][a-z0-9_]{0,62}", text):
        raise argparse.ArgumentTypeError(f"not a plain lower-case SQL name: {text[:80]!r}")
    return text


def cmd_db(args: argparse.Namespace, settings: Settings) -> int:
    from georeact.db import cluster, importer

    if args.action == "grant-stopper":   # SQL for a server geo-react does not run: printed, applied by its admin
        sql = roles.stopper_sql(args.reader, args.stopper, args.database)
        print(roles.stopper_database_sql(args.database) + f"\\connect {args.database}\n" +
              "\n".join(line.strip() for line in sql.splitlines() if line.strip()))
        return 0
    if args.action == "pool":
        return _db_pool(args, settings)
    if args.action in ("start", "stop", "reset") and not settings.embedded_db:
        console.print("[yellow]GEOREACT_DATABASE_URL is set: the embedded cluster is not used.[/]")
        return 1 if args.action != "start" else 0
    if args.action == "start":
        state = cluster.start(settings, log=log)
        if not args.no_load:
            bring_up_to_date(settings)
        console.print(f"[green]running[/] pid {state.pid}, socket {state.socket_dir}, port {state.port}")
    elif args.action == "stop":
        cluster.stop(settings, log=log)
        console.print("stopped")
    elif args.action == "reset":
        cluster.reset(settings, log=log)
        console.print("reset: the cluster is deleted; `georeact db start` makes a fresh one")
    elif args.action == "load":
        files = [Path(name) for name in args.files] or default_extracts()
        for path in files:   # a typo or a directory fails before the cluster starts
            importer.check_pbf(path)
        if settings.embedded_db:
            cluster.start(settings, log=log)
        if args.schema == "planet_osm":
            load_planet_osm(settings, files)
        else:
            load_files(settings, files)
    elif args.action == "status":
        return _db_status(settings)
    return 0


def _db_pool(args: argparse.Namespace, settings: Settings) -> int:
    """A local pool of read replicas: hot standbys of the embedded cluster behind PgBouncer (db/local_pool.py)."""
    from georeact.db import cluster, local_pool, replica_lag, session, standby

    if not settings.embedded_db:
        console.print("[yellow]GEOREACT_DATABASE_URL is set: the local pool is made of the embedded cluster, which "
                      "is not used; see docs/scale.md for a pool of your own servers.[/]")
        return 1
    if args.pool_action == "start":
        cluster.start(settings, log=log)
        state = local_pool.start(settings, replicas=args.replicas, port=args.port, log=log)
        console.print(f"[green]running[/] PgBouncer on port {state.port} in front of {len(state.replica_ports)} "
                      f"standbys (ports {', '.join(map(str, state.replica_ports))}); point the agent's reads at them:")
        print(local_pool.environment(state))
    elif args.pool_action == "stop":
        local_pool.stop(settings, log=log)
        console.print("stopped")
    else:
        current = local_pool.status(settings)
        if current.state is None:
            console.print("no pool: `georeact db pool start` makes one")
            return 1
        console.print(f"PgBouncer on port {current.state.port}: "
                      f"{'running' if current.bouncer_running else 'stopped'}")
        primary = session.reader_url(settings)
        for port, running in current.replicas_running.items():
            # its replay lag: a load in flight on the primary shows here before the standby has replayed it
            lag = f"; {replica_lag.lag_of(standby.url(settings, port), primary).describe()}" if running else ""
            console.print(f"standby on port {port}: {'running' if running else 'stopped'}{escape(lag)}")
        print(local_pool.environment(current.state))
        return 0 if current.bouncer_running and all(current.replicas_running.values()) else 1
    return 0


def _rows_table(title: str, column: str, counts: dict[str, int]) -> Table:
    table = Table(title=title)
    table.add_column(column)
    table.add_column("rows", justify="right")
    for name, count in counts.items():
        table.add_row(name, str(count))
    return table


def _db_status(settings: Settings) -> int:
    import psycopg

    from georeact.db import cluster, importer, planet_osm, session

    if settings.embedded_db:
        state = cluster.status(settings)
        console.print(f"embedded cluster: {state.message}; data {state.data_dir}")
        if not state.running:
            return 1
    url = session.reader_url(settings)
    try:
        with psycopg.connect(url, connect_timeout=10) as conn:
            counts = importer.table_counts(conn)
            classic = planet_osm.table_counts(conn)
    except psycopg.OperationalError as exc:
        console.print(f"[red]cannot connect[/] to {escape(str(url))}: {escape(str(exc))}")
        return 1
    try:  # the load records are not readable by the reader role
        with psycopg.connect(session.owner_url(settings), connect_timeout=10) as conn:
            files = importer.loaded_files(conn)
            stale = importer.stale_files(conn)
            classic_load = planet_osm.latest_load(conn)
    except (psycopg.Error, session.DatabaseError):
        files, stale, classic_load = [], [], None
    out.print(_rows_table("geo-react database", "table", counts))
    if files:
        out.print("loaded extracts: " + ", ".join(files))
    if classic:
        out.print(_rows_table("planet_osm (classic)", "table / view", classic))
    if classic_load:
        out.print(f"planet_osm last built {classic_load['loaded_at']:%Y-%m-%d %H:%M} ({classic_load['seconds']:.1f} s) "
                  f"from: {', '.join(classic_load['files'])}")
    console.print(f"schema profile: {settings.schema_profile}")
    if stale:
        console.print(f"[yellow]loaded with an older import style: {', '.join(stale)}; "
                      "`georeact db load` reloads them[/]")
    return 0


def cmd_doctor(args: argparse.Namespace, settings: Settings) -> int:
    """Exit 0 when nothing needs fixing (warnings aside), 1 otherwise."""
    import json

    from georeact.doctor import run_checks

    checks = run_checks(settings)
    if args.json:
        sys.stdout.write(json.dumps([check.model_dump() for check in checks], ensure_ascii=False, indent=2) + "\n")
    else:
        marks = {"ok": "[green]ok[/]  ", "warn": "[yellow]warn[/]", "fail": "[red]FAIL[/]"}
        for check in checks:
            out.print(f"{marks[check.state]} {check.area:<8} {check.what}: {check.detail}", highlight=False)
            if check.fix:
                out.print(f"              fix: {check.fix}", highlight=False)
    return 1 if any(check.state == "fail" for check in checks) else 0


# llm -----------------------------------------------------------------------------------------------

def cmd_llm(args: argparse.Namespace, settings: Settings) -> int:
    from georeact.agent import local_llm
    from georeact.ui.progress import ticks

    if args.action == "prepare":
        with ticks(console) as progress:
            binary = local_llm.ensure_binary(settings, log=log, progress=progress)
            model = local_llm.ensure_model(settings, log=log, progress=progress)
        console.print(f"[green]ready[/]: {binary}\n       {model}")
        return 0
    if args.action == "start":
        with ticks(console) as progress:
            state = local_llm.start(settings, log=log, progress=progress)
        if state.running and not (state.message or "").startswith("already running"):
            warm(settings)
    elif args.action == "stop":
        state = local_llm.stop(settings)
    else:
        state = local_llm.status(settings)
    console.print(state.message or str(state))
    return 0 if (state.running or args.action == "stop") else 1


# agent ---------------------------------------------------------------------------------------------

def _answered_by_its_plan(trace) -> bool:
    """Whether the question's own plan, complete, gave its answer (no model was needed): a result, or why there is
    none that a model would not change ('I could not find X: it is not in the loaded data')."""
    plan = trace.meta.get("plan") or {}
    return bool(trace.answer and (trace.answer.answered or trace.answer.text) and plan.get("complete")
                and plan.get("path") == "plan")


def _agent(settings: Settings, args: argparse.Namespace, checkpointer=None):
    from georeact.agent.graph import build_agent
    from georeact.processes import settle_heap

    agent = build_agent(settings, tools=args.tools, without=args.without or (), max_steps=args.max_steps,
                        checkpointer=checkpointer, seed_parse=args.parse)
    settle_heap()
    return agent


def cmd_ask(args: argparse.Namespace, settings: Settings) -> int:
    import json

    from georeact.agent.answer import Answer
    from georeact.agent.run import run_question
    from georeact.agent.trace import TraceWriter
    from georeact.errors import GeoReactError
    from georeact.ui import render
    from georeact.ui.tokens import TokenEcho

    if not args.question.strip():   # before starting anything
        console.print("[red]error:[/] the question is empty: ask something about a place, "
                      "e.g. georeact ask \"What is the largest lake in Vaduz?\"")
        return 2
    if args.map:
        from georeact.ui.mapping import check_map_path

        check_map_path(Path(args.map))
    elif args.open or args.tiles != "none":
        raise GeoReactError("--open and --tiles go with --map FILE.html")
    if args.trace and not Path(args.trace).parent.is_dir():   # made for the trace, and said (a typo shows)
        log(f"--trace: creating the directory {Path(args.trace).parent}")
    ensure_services(settings, llm=False)
    unreachable = None
    if settings.model_use == "always":
        ensure_llm(settings)   # the model drives every step: without it nothing is answered
    elif settings.model_use == "auto" and (unreachable := unreachable_model(settings)):
        # what the question's own plan holds needs no model: it is answered; the rest says why not
        log(f"{unreachable.rstrip('.')}. Answering only what the question's own plan holds, without the model.")
        settings = settings.model_copy(update={"model_use": "never"})
    agent = _agent(settings, args)
    from georeact.ui.progress import AgentStatus

    status = AgentStatus(console)    # one line while it runs: the step, what runs; with -v the reply as it streams
    tokens = TokenEcho(console, status)

    def on_event(kind: str, item) -> None:
        status.event(kind, item)
        if args.verbose and kind == "token":
            tokens.write(item)
        elif args.verbose and kind == "step":
            tokens.end()
            console.print(render.step_view(item, show_sql=args.verbose > 1))
        elif args.verbose and kind == "llm":
            tokens.end()
            console.print(render.llm_view(item))

    with status:
        trace = run_question(agent, args.question, on_event=on_event,
                             max_steps=args.max_steps or settings.max_steps, stream_tokens=bool(args.verbose))
        tokens.end()
    if unreachable and not _answered_by_its_plan(trace):
        trace.answer = Answer(text=f"I could not answer this: it needs the model, which is unreachable "
                                   f"({unreachable.split('. ')[0]}).", note=unreachable, answered=False)
    # a question not answered ('I could not find X') failed too: exit 1, as the README says
    failed = trace.error is not None or trace.answer is None or not trace.answer.answered
    try:
        if args.trace:
            TraceWriter(Path(args.trace)).write(trace)
        if args.map:
            from georeact.ui.mapping import open_map, write_map

            count = write_map(trace, settings, Path(args.map), tiles=args.tiles)
            console.print(f"map written to {escape(args.map)} ({count} places)")
            if args.open and not open_map(Path(args.map)):
                console.print(f"[yellow]no web browser found to open it: open {escape(args.map)} yourself[/]")
    except OSError as exc:   # the answer is still printed below
        console.print(f"[red]error:[/] could not write {escape(str(exc.filename or 'the output'))}: "
                      f"{escape(str(exc.strerror or exc))}")
        failed = True
    except GeoReactError as exc:
        console.print(f"[red]error:[/] {escape(render.shown(exc))}")
        failed = True
    if args.json:
        answer = trace.model_dump(mode="json")["answer"] or {"text": None, "value": None, "evidence": []}
        out.print_json(json.dumps(answer | {"error": trace.error, "trace_id": trace.id}))
    else:
        out.print(render.answer_view(trace))
    return 1 if failed else 0


def cmd_chat(args: argparse.Namespace, settings: Settings) -> int:
    from georeact.ui.chat import ChatSession

    from georeact import limits

    if args.thread:   # a 10 kB name failed every turn (issue 32): refused before anything starts
        limits.check("the thread name", args.thread, limits.THREAD_MAX_CHARS)
    ensure_services(settings)
    max_steps = args.max_steps or settings.max_steps
    if args.thread:   # kept in the project's Postgres: the conversation resumes after a restart
        from georeact.agent.memory import postgres_checkpointer

        with postgres_checkpointer(settings) as saver:
            ChatSession(_agent(settings, args, checkpointer=saver), settings, max_steps=max_steps,
                        thread_id=args.thread, show_steps=bool(args.verbose)).loop()
        return 0
    from georeact.agent.state import memory_checkpointer
    from georeact.tools.registry import load_tools

    agent = _agent(settings, args, checkpointer=memory_checkpointer())
    offered = {spec.name for spec in load_tools(args.tools, args.without or ())}
    tools = [(name, summary) for name, summary in _tool_summaries(settings) if name in offered]
    ChatSession(agent, settings, max_steps=max_steps, tools=tools, show_steps=bool(args.verbose)).loop()
    return 0


LOOPBACK = ("127.0.0.1", "localhost", "::1")


def cmd_web(args: argparse.Namespace, settings: Settings) -> int:
    if args.host not in LOOPBACK and not args.public:
        console.print(f"[red]error:[/] the page runs SQL and the model for whoever holds its token: it serves only "
                      f"this machine (127.0.0.1) unless you add --public to serve on {args.host}")
        return 2
    try:
        from georeact.ui.web import WebChat, serve
    except ImportError:
        console.print("[red]error:[/] the web page needs starlette and uvicorn: pip install -e '.[web]'")
        return 2
    from georeact.agent.state import memory_checkpointer

    ensure_services(settings)
    agent = _agent(settings, args, checkpointer=memory_checkpointer())
    chat = WebChat(agent, settings, max_steps=args.max_steps or settings.max_steps,
                   token=os.environ.get("GEOREACT_WEB_TOKEN") or None)
    url = chat.address("127.0.0.1" if args.host in LOOPBACK else args.host, args.port)
    console.print(f"geo-react's page (the chat beside the answer's map), with its token: {url}", markup=False,
                  soft_wrap=True)
    console.print("Ctrl-C stops it")
    if args.open:
        import webbrowser

        webbrowser.open(url)
    serve(chat, args.host, args.port)
    return 0


def cmd_trace(args: argparse.Namespace, settings: Settings) -> int:
    from georeact.agent.trace import read_traces
    from georeact.ui import render

    if not Path(args.file).is_file():
        console.print(f"[red]error:[/] no trace file {args.file} (write one with `georeact ask --trace FILE`)")
        return 2
    traces = read_traces(Path(args.file))
    if not traces:
        console.print(f"[yellow]{args.file} holds no complete trace[/]")
        return 1
    if args.id:
        traces = [trace for trace in traces if trace.id == args.id]
        if not traces:
            console.print(f"[red]no trace with id {args.id} in {args.file}[/]")
            return 1
    for trace in traces:
        out.print(render.trace_view(trace, show_sql=True))
    return 0


def cmd_eval(args: argparse.Namespace, settings: Settings) -> int:
    if args.action == "reading":   # reads files only: no database; the LLM only for --reader llm/both
        from georeact.evals.reading import report_table, run_reading_eval

        llm = None
        if args.reader != "deterministic":
            from georeact.agent.llm import build_chat_model

            ensure_services(settings)
            llm = build_chat_model(settings)
        templates = set(args.templates.split(",")) if args.templates else None
        for split in (["dev", "val"] if args.split == "both" else [args.split]):
            report = run_reading_eval(Path(args.dataset), split=split, per_template=args.per_template,
                                      templates=templates, failures=args.failures, reader=args.reader, llm=llm)
            console.print(report_table(report, f"reading ({split}, {args.reader})"))
            if report.llm_calls:
                console.print(f"LLM: {report.llm_calls} calls, {report.tokens / report.llm_calls:.0f} tokens and "
                              f"{report.seconds / report.llm_calls:.1f} s per question")
            console.print("per template (all parts right): " + "  ".join(
                f"{t} {right}/{n}" for t, (right, n) in report.per_template.items()))
            for failure in report.failures:
                console.print(f"[dim]{failure['template']} {failure['id']}[/] wrong {', '.join(failure['wrong'])}: "
                              f"{failure['question']}\n    {failure['reading']}", markup=True, highlight=False)
        return 0
    if args.action == "report":
        from georeact.evals.report import write_report

        console.print(f"report written to {write_report(Path(args.run_dir), log=log)}")
        return 0
    if args.action == "run":   # in a child process, so that a crash costs the questions in flight, not the run
        from georeact.evals import supervisor

        if supervisor.should_supervise(args, build_parser):
            return supervisor.supervise(Path(args.out))
        if supervisor.is_restart():   # restarted after a crash: go on, and leave the crashed pairs recorded
            args.resume, args.retry_failed = True, False
    from georeact.evals.systems import check_system_name, needs_llm

    systems = args.system or ["geo-react"] if args.action == "run" else []
    for name in systems:      # fail on a typo before starting any service
        check_system_name(name)
    from georeact.evals.datasets import load_dataset

    questions = load_dataset(Path(args.dataset)) if args.action == "run" else []   # a bad file: before any service
    llm_needed = any(needs_llm(name) for name in systems)
    if llm_needed:
        ensure_services(settings)
    else:   # generate and an oracle-only run need the database, not the LLM
        ensure_database(settings)
    if args.action == "run" and not llm_needed:
        check_profile(settings)
    if args.action == "generate":
        from georeact.evals.generate import main_generate

        return main_generate(argparse.Namespace(per_template=args.per_template, seed=args.seed, out=args.out,
                                                settings=settings))
    from georeact.agent.llm import build_chat_model, resolve_base_urls
    from georeact.db.replicas import reader_database
    from georeact.evals.runner import dataset_seed, run_eval
    from georeact.evals.systems import make_system

    if args.concurrency > settings.pool_max_size:   # workers would queue for connections and may time out
        console.print(f"[yellow]--concurrency {args.concurrency} exceeds the database pool "
                      f"(GEOREACT_POOL_MAX_SIZE={settings.pool_max_size}); raise it or lower the concurrency[/]")
    if args.ids:
        wanted = [name.strip() for name in args.ids.split(",") if name.strip()]
        unknown = sorted(set(wanted) - {q.id for q in questions})
        if unknown:
            console.print(f"[red]no questions with ids {', '.join(unknown)} in {args.dataset}[/]")
            return 2
        questions = [q for q in questions if q.id in set(wanted)]
    templates = [name.strip() for name in (args.templates or "").split(",") if name.strip()] or None
    llm = build_chat_model(settings) if llm_needed else None
    info = {"dataset": str(Path(args.dataset).resolve()), "seed": dataset_seed(args.dataset),
            "model": settings.llm_model if llm_needed else None,
            # several model servers: all, in failover order (each call's trace names the one that answered)
            "base_url": " ".join(resolve_base_urls(settings)) if llm_needed else None,
            "max_steps": (args.max_steps or settings.max_steps) if llm_needed else None}
    try:
        with reader_database(settings) as db:
            built = [make_system(name, settings, llm, db, max_steps=args.max_steps) for name in systems]
            summary = run_eval(questions, built, Path(args.out), concurrency=args.concurrency,
                               timeout_s=args.timeout or None, resume=args.resume, limit=args.limit,
                               per_template=args.per_template, split=args.split,
                               templates=templates, progress=not args.no_progress, retry_failed=args.retry_failed,
                               run_info=info)
    except KeyboardInterrupt:
        console.print(f"[yellow]interrupted[/]: finished answers are in {Path(args.out) / 'results.jsonl'}; "
                      "run the same command with --resume to continue")
        raise
    rate = f" in {summary.seconds:.0f} s ({60 * summary.written / summary.seconds:.1f} per minute at concurrency " \
        f"{args.concurrency})" if summary.written and summary.seconds else ""
    console.print(f"{summary.written} answers written{rate} ({summary.failed} failed), {summary.skipped} already "
                  f"there: {summary.results}")
    table = Table()
    table.add_column("system")
    table.add_column("accuracy", justify="right")
    for name, accuracy in summary.accuracy.items():
        table.add_row(name, f"{100 * accuracy:.1f}%")
    out.print(table)
    if args.report:
        from georeact.evals.report import write_report

        console.print(f"report written to {write_report(Path(args.out), log=log)}")
    return 0


# tools ---------------------------------------------------------------------------------------------

def _tool(settings: Settings, name: str):
    """The ToolSpec of `name` as the agent gets it (descriptions filled for GEOREACT_SCHEMA_PROFILE)."""
    from georeact.db.profiles import get_profile
    from georeact.errors import GeoReactError
    from georeact.tools.registry import load_tools

    specs = load_tools([name], profile=get_profile(settings.schema_profile))   # an unknown name: GeoReactError
    if not specs:
        raise GeoReactError(f"the tool {name} is not available in this installation (its module does not import)")
    return specs[0]


def _tool_arguments(text: str) -> dict:
    """The JSON object of `tools call` (from stdin when `-`); anything else is a one-line GeoReactError."""
    import json

    from georeact.errors import GeoReactError

    from georeact import limits

    raw = sys.stdin.read(limits.TOOL_ARGUMENTS_MAX_CHARS + 1) if text == "-" else text
    limits.check("the JSON of the arguments", raw, limits.TOOL_ARGUMENTS_MAX_CHARS)
    too_deep = f"the arguments nest too deeply; at most {limits.JSON_MAX_DEPTH} levels are accepted"
    try:
        value = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise GeoReactError(f"the arguments are not valid JSON ({exc.msg} at line {exc.lineno} column {exc.colno}): "
                            "give one JSON object, e.g. '{\"name\": \"Vaduz\"}'") from None
    except RecursionError:   # nested deeper than the parser's stack
        raise GeoReactError(too_deep) from None
    if limits.json_depth(value) > limits.JSON_MAX_DEPTH:
        raise GeoReactError(too_deep)
    if not isinstance(value, dict):
        raise GeoReactError(f"the arguments must be one JSON object, got {type(value).__name__} {raw.strip()[:40]}")
    return value


def _first_sentence(text: str) -> str:
    """Up to the first full stop that ends a sentence ("e.g. pois:1" does not)."""
    import re

    match = re.match(r"(.*?(?<!e\.g)(?<!i\.e)\.)(?=\s|$)", " ".join(text.split()))
    return match.group(1) if match else " ".join(text.split())


def _tool_summaries(settings: Settings) -> list[tuple[str, str]]:
    """(name, first sentence of its description) of every tool that imports."""
    from georeact.tools.registry import TOOLSETS, available_tools

    summaries = []
    for name in available_tools():
        schema = _tool(settings, name).openai_schema()["function"]
        note = "" if name in TOOLSETS["full"] else "  [pre-step, not offered to the model]"
        summaries.append((name, _first_sentence(schema["description"]) + note))
    return summaries


def _tools_list(settings: Settings) -> None:
    summaries = _tool_summaries(settings)
    width = max(len(name) for name, _ in summaries)
    for name, summary in summaries:
        sys.stdout.write(f"{name:<{width}}  {summary}\n")


def _tools_call(settings: Settings, args: argparse.Namespace) -> None:
    import json

    from pydantic import ValidationError

    from georeact.db.replicas import reader_database
    from georeact.errors import GeoReactError
    from georeact.tools.base import ToolContext, invoke, validation_problems

    spec = _tool(settings, args.name)
    arguments = _tool_arguments(args.arguments)
    try:   # validated before any service starts, as the agent does before it runs a call
        parsed = spec.input_model.model_validate(arguments)
    except ValidationError as exc:
        raise GeoReactError(f"invalid arguments for {spec.name}: {validation_problems(exc)}") from None
    ensure_database(settings)
    check_profile(settings)
    with reader_database(settings) as db:
        ctx = ToolContext(db=db, settings=settings, profile=spec.profile, question=args.question)
        result = invoke(spec.run, spec.result_model, ctx, parsed)
    if args.json:
        sys.stdout.write(json.dumps(result.model_dump(mode="json"), ensure_ascii=False, indent=2) + "\n")
    elif result.ok:
        sys.stdout.write(result.render() + "\n")
    if not result.ok:
        raise GeoReactError(f"{spec.name}: {' '.join(str(result.error).split())}")


def cmd_tools(args: argparse.Namespace, settings: Settings) -> int:
    """list / describe / call: the tools exactly as the agent has them, for debugging and scripts."""
    import json

    if args.action == "list":
        _tools_list(settings)
    elif args.action == "describe":
        sys.stdout.write(json.dumps(_tool(settings, args.name).openai_schema(), ensure_ascii=False, indent=2) + "\n")
    else:
        _tools_call(settings, args)
    return 0


def cmd_mcp(args: argparse.Namespace, settings: Settings) -> int:
    """The tools (and `ask`) as a Model Context Protocol server: stdio, or streamable HTTP on 127.0.0.1."""
    from georeact.errors import GeoReactError

    try:
        from georeact import mcp_server
    except ImportError as exc:   # the optional extra is missing
        raise GeoReactError(f"`georeact mcp` needs the mcp extra ({exc.name} is not installed): "
                            "pip install 'geo-react[mcp]'") from None

    def prepare() -> None:
        ensure_database(settings)
        check_profile(settings)
        if args.http:
            _, kept = mcp_server.http_token(settings)
            where = f"the token in {kept}" if kept else "GEOREACT_MCP_TOKEN"
            log(f"MCP server at http://127.0.0.1:{args.port}/mcp for clients that send 'Authorization: Bearer' "
                f"{where} (Ctrl-C stops it)")

    mcp_server.run(settings, http=args.http, port=args.port, prepare=prepare)
    return 0


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 1 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"must be a port number from 1 to 65535, got {text!r}")
    return value


def _steps(text: str) -> int:
    """--max-steps: a whole number >= 1 (0 used to mean the default, silently)."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number >= 1, got {text!r}")
    return value


def _did_you_mean(name: str, known: list[str]) -> str:
    import difflib

    by_lower = {k.lower(): k for k in known}
    close = difflib.get_close_matches(name.lower(), list(by_lower), n=1, cutoff=0.6)
    return f" (did you mean {by_lower[close[0]]}?)" if close else ""


def _tool_name(text: str) -> str:
    """--without: one tool's name, checked against the registry before anything starts."""
    from georeact.tools.registry import TOOL_MODULES

    name = text.strip()
    if name not in TOOL_MODULES:
        raise argparse.ArgumentTypeError(f"unknown tool {name!r}{_did_you_mean(name, list(TOOL_MODULES))}; "
                                         f"the tools: {', '.join(TOOL_MODULES)}")
    return name


def _toolset(text: str) -> str | list[str]:
    """--tools: a named set (full, sql) or comma-separated tool names, each checked."""
    from georeact.tools.registry import TOOL_MODULES, TOOLSETS

    if text.strip() in TOOLSETS:
        return text.strip()
    names = [name for name in text.split(",") if name.strip()]
    if not names:
        raise argparse.ArgumentTypeError(f"give a tool set ({', '.join(TOOLSETS)}) or comma-separated tool names: "
                                         f"{', '.join(TOOL_MODULES)}")
    return [_tool_name(name) for name in names]


def _agent_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--tools", type=_toolset, default="full", metavar="SET|TOOL,TOOL",
                        help="the tool set: full (default), sql, or comma-separated tool names (listed below)")
    parser.add_argument("--without", action="append", type=_tool_name, metavar="TOOL",
                        help="remove a tool (repeatable), for ablations")
    parser.add_argument("--max-steps", type=_steps, default=None, help="tool rounds before the agent must answer (default 10)")
    parser.add_argument("--parse", action="store_true", help="run the bounded ParseQuestion step first (off by default: it lowered accuracy with the embedded model)")


# entry point ---------------------------------------------------------------------------------------

EXAMPLES = """examples:
  georeact db start                      start the embedded database (the first time: load the shipped extracts)
  georeact ask "Which cafe is nearest to the Ateneum?" -v
  georeact ask "Which restaurants are within 300 m of the Casino de Monte Carlo?" --map casino.html --open
  georeact ask "What is the largest lake in Vaduz?" --tools CalculateMetric,ResolveLocation
  georeact ask "What is the largest lake in Vaduz?" --without GenerateSQL --without RefineSQL
  georeact chat                          a conversation; ↑ and Ctrl-R recall earlier questions
  georeact tools list                    what each tool does
  georeact doctor                        what is installed, running and loaded, and what to fix
  georeact eval run --dataset evals/data/frozen --split val --out runs/val --report
"""
ASK_EXAMPLES = """examples:
  georeact ask "Which cafe is nearest to the Ateneum?" -v
  georeact ask "Which restaurants are within 300 m of the Casino de Monte Carlo?" --map casino.html --open
  georeact ask "Plan a walking tour of the Ateneum, Kiasma and the Helsinki Cathedral." --map tour.html --tiles osm
  georeact ask "What is the largest park in Monaco?" --json --trace runs.jsonl
  georeact ask "What is the largest lake in Vaduz?" --tools sql
"""
CHAT_EXAMPLES = """examples:
  georeact chat
  georeact chat --without PlanRoute
in the chat: /map FILE.html [--open] [--tiles osm], /sql, /trace, /tools, /reset, /help, /quit
"""


def _tools_help() -> str:
    """The tools --tools and --without name, with what each does (imports them: only when help is shown)."""
    import shutil
    import textwrap

    from georeact.tools.registry import TOOL_MODULES, TOOLSETS

    width = min(shutil.get_terminal_size().columns, 120)
    try:
        summaries = _tool_summaries(get_settings())
    except Exception:   # a broken configuration must not break --help
        summaries = [(name, "") for name in TOOL_MODULES]
    lines = [textwrap.fill(summary, width, initial_indent=f"  {name:<18} ", subsequent_indent=" " * 21)
             for name, summary in summaries]
    left_out = [name for name in TOOL_MODULES if name not in TOOLSETS["full"]]
    sets = ", ".join(f"{name} (all but {', '.join(left_out)})" if name == "full" else f"{name} ({', '.join(tools)})"
                     for name, tools in TOOLSETS.items())
    return "tools (for --tools and --without):\n" + "\n".join(lines) + f"\ntool sets: {sets}\n"


class _Parser(argparse.ArgumentParser):
    list_tools = False   # ask/chat: --help ends with the tools

    def error(self, message: str) -> NoReturn:
        """A usage error is one line like every other error; the usage is one --help away."""
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")

    def format_help(self) -> str:
        return super().format_help() + ("\n" + _tools_help() if self.list_tools else "")


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("geo-react")
    except PackageNotFoundError:   # run from a source tree that is not installed
        return "unknown (not installed)"


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="georeact", description="Geospatial question answering over PostGIS + OpenStreetMap.",
                     epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.list_tools = True
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    parser.add_argument("--debug", action="store_true",
                        help="show the traceback of an error (also GEOREACT_DEBUG=1)")
    commands = parser.add_subparsers(dest="command", required=True)

    db = commands.add_parser("db", help="the embedded PostGIS database")
    db_actions = db.add_subparsers(dest="action", required=True)
    start = db_actions.add_parser("start", help="start (initialize and load the shipped extracts on first use)")
    start.add_argument("--no-load", action="store_true", help="do not load the shipped extracts into a fresh database")
    db_actions.add_parser("stop", help="stop the embedded cluster")
    db_actions.add_parser("status", help="cluster state and rows per table")
    db_actions.add_parser("reset", help="delete the embedded cluster and all its data")
    load = db_actions.add_parser(
        "load", help="load .osm.pbf files (default: the shipped extracts)",
        description="Load OpenStreetMap extracts. --schema gsqa (default): the five GS-QA tables; files are merged "
                    "one by one and loading a file again replaces its rows. --schema planet_osm: osm2pgsql's classic "
                    "layout (planet_osm_point/line/polygon/roads, `way` in EPSG:3857, tags as hstore) plus views "
                    "planet_osm.pois/roads/parks/lakes/regions for the tools; all files go into ONE osm2pgsql --create "
                    "run, because non-slim mode cannot append, so every load replaces all planet_osm rows: list every "
                    "extract you want. Both layouts live side by side; GEOREACT_SCHEMA_PROFILE picks the one the agent "
                    "uses.")
    load.add_argument("files", nargs="*", help="extracts to load (default: the four shipped ones)")
    load.add_argument("--schema", choices=["gsqa", "planet_osm"], default="gsqa",
                      help="gsqa (default): the GS-QA tables; planet_osm: osm2pgsql classic, all files in one "
                           "--create run that replaces every planet_osm row")
    stopper = db_actions.add_parser(
        "grant-stopper", help="print the SQL that makes the stop role (GEOREACT_STOP_DATABASE_URL) on another server",
        description="Print the SQL that makes a role which may end the reader's backends and do nothing else (for "
                    "GEOREACT_STOP_DATABASE_URL on an external server or a read replica). Run it as a superuser on the "
                    "primary (a database of its own, the roles and the function reach a replica by replication): "
                    "georeact db grant-stopper | psql 'postgresql://admin@primary/postgres', then "
                    "GEOREACT_STOP_DATABASE_URL=postgresql://georeact_stopper@replica/georeact_stop. The embedded "
                    "cluster makes this role itself.")
    stopper.add_argument("--reader", default=roles.READER_ROLE, type=_identifier,
                         help="the reader role whose backends it may end")
    stopper.add_argument("--stopper", default=roles.STOPPER_ROLE, type=_identifier, help="the role to make")
    stopper.add_argument("--database", default=roles.STOPPER_DATABASE, type=_identifier,
                         help="the stopper's own database, made empty (the only one it may connect to)")
    pool = db_actions.add_parser(
        "pool", help="a local pool of read replicas behind PgBouncer (to try GEOREACT_READ_URLS)",
        description="start: N hot standbys of the embedded cluster (pg_basebackup) on ports PORT+1 ... and PgBouncer "
                    "on PORT in front of them (one database per standby, session pooling), then print the "
                    "GEOREACT_READ_URLS that spreads the agent's reads over them; loads and chat memory still go to "
                    "the embedded cluster. stop: stop PgBouncer and delete the standbys. status: what runs. "
                    "docs/scale.md has the recipe for servers of your own.")
    pool_actions = pool.add_subparsers(dest="pool_action", required=True)
    pool_start = pool_actions.add_parser("start", help="make the standbys and start PgBouncer")
    pool_start.add_argument("--replicas", type=int, default=2, help="hot standbys to make (default 2)")
    pool_start.add_argument("--port", type=int, default=None,
                            help="PgBouncer's port (default: GEOREACT_DB_PORT + 10); the standbys take the next ones")
    pool_actions.add_parser("stop", help="stop PgBouncer and delete the standbys")
    pool_actions.add_parser("status", help="whether PgBouncer and each standby run; the URLs")
    db.set_defaults(func=cmd_db)

    llm = commands.add_parser("llm", help="the embedded local LLM server (llama.cpp + Qwen2.5-Coder-1.5B)")
    llm.add_argument("action", choices=["prepare", "start", "stop", "status"],
                     help="prepare: build llama-server and assemble the model (once); start/stop/status: the server")
    llm.set_defaults(func=cmd_llm)

    ask = commands.add_parser("ask", help="answer one question", epilog=ASK_EXAMPLES,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    ask.list_tools = True
    ask.add_argument("question")
    ask.add_argument("--json", action="store_true", help="print the structured answer as JSON")
    ask.add_argument("--trace", metavar="FILE", help="append the trace to this JSONL file")
    ask.add_argument("--map", metavar="FILE", help="write a map of the answer, the places it rests on, a route: .html "
                                                   "(a page that works offline) or .geojson")
    ask.add_argument("--tiles", choices=["none", "osm"], default="none",
                     help="the HTML map's background: none (default) draws it from the database, offline; osm uses "
                          "openstreetmap.org's tiles (needs the network)")
    ask.add_argument("--open", action="store_true", help="open the map in the web browser")
    ask.add_argument("-v", "--verbose", action="count", default=0, help="show the steps (-vv: with SQL)")
    _agent_options(ask)
    ask.set_defaults(func=cmd_ask)

    chat = commands.add_parser("chat", help="interactive chat (multi-turn, with history)", epilog=CHAT_EXAMPLES,
                               formatter_class=argparse.RawDescriptionHelpFormatter)
    chat.list_tools = True
    chat.add_argument("--thread", metavar="NAME",
                      help="keep the conversation in the database under NAME and resume it when it exists")
    chat.add_argument("-v", "--verbose", action="count", default=0,
                      help="show each step as it runs (off: the answer and a status line; /steps switches)")
    _agent_options(chat)
    chat.set_defaults(func=cmd_chat)

    web = commands.add_parser("web", help="a local web page: the chat beside the answer's map",
                              description="Serve a page on this machine where you chat with geo-react and see each "
                                          "answer's map (drawn from the loaded data, no network needed); the steps "
                                          "and SQL of each answer fold out under it; follow-ups see the conversation.")
    web.add_argument("--host", default="127.0.0.1", help="address to serve on (default 127.0.0.1: this machine only)")
    web.add_argument("--port", type=_port, default=8780, help="port (default 8780)")
    web.add_argument("--public", action="store_true", help="allow a --host other than this machine (anyone with the token can ask)")
    web.add_argument("--open", action="store_true", help="open the page in the default browser")
    _agent_options(web)
    web.set_defaults(func=cmd_web)

    trace = commands.add_parser("trace", help="read recorded traces")
    trace_actions = trace.add_subparsers(dest="action", required=True)
    show = trace_actions.add_parser("show", help="render traces from a JSONL file")
    show.add_argument("file")
    show.add_argument("--id", help="only the trace with this id")
    trace.set_defaults(func=cmd_trace)

    tools = commands.add_parser("tools", help="list, describe and call the agent's tools directly")
    tool_actions = tools.add_subparsers(dest="action", required=True)
    tool_actions.add_parser("list", help="every tool with its one-line description")
    describe = tool_actions.add_parser("describe", help="a tool's description and JSON schema, as the model sees them")
    describe.add_argument("name")
    call = tool_actions.add_parser(
        "call", help="run one tool on the configured database and print its observation",
        description="Run one tool as the agent does (same validation, same invoke path, read-only role) and print "
                    "the observation the model would see; --json prints the structured result. A validation or tool "
                    "error is one line on stderr and exit code 2.")
    call.add_argument("name")
    call.add_argument("arguments", nargs="?", default="{}", help="the arguments as one JSON object; - reads it from stdin")
    call.add_argument("--json", action="store_true", help="print the structured result (with its SQL) as JSON")
    call.add_argument("--question", help="the user's question, as the agent passes it (lets a tool restore dropped words)")
    tools.set_defaults(func=cmd_tools)

    mcp = commands.add_parser(
        "mcp", help="serve the tools to other assistants (Model Context Protocol)",
        description="Serve ResolveLocation, GetRegionGeometry, GetPOIFilter, CalculateMetric, PlanRoute, InspectSchema "
                    "and GenerateSQL (read-only), `ask` (the whole agent) and the resource georeact://schema to an MCP "
                    "client: over stdio (default; what a desktop assistant launches) or streamable HTTP on "
                    "127.0.0.1 (--http). Starts the embedded database when it is the configured one.")
    mcp.add_argument("--http", action="store_true", help="streamable HTTP at http://127.0.0.1:PORT/mcp instead of stdio")
    mcp.add_argument("--port", type=_port, default=8770, help="port for --http (default 8770)")
    mcp.set_defaults(func=cmd_mcp)

    doctor = commands.add_parser("doctor", help="the state of everything: versions, settings, database, extracts, "
                                                "osm2pgsql, the model (starts nothing)")
    doctor.add_argument("--json", action="store_true", help="the checks as JSON")
    doctor.set_defaults(func=cmd_doctor)

    evals = commands.add_parser("eval", help="evaluation: generate question sets, run systems, write reports")
    eval_actions = evals.add_subparsers(dest="action", required=True)
    generate = eval_actions.add_parser("generate", help="generate GS-QA/MapQA-style questions with gold answers")
    generate.add_argument("--per-template", type=int, default=10, help="questions per template (default 10)")
    generate.add_argument("--seed", type=int, default=7, help="random seed (same seed, same questions)")
    generate.add_argument("--out", required=True, help="output directory")
    run = eval_actions.add_parser("run", help="answer a dataset with one or more systems (resumable)")
    run.add_argument("--dataset", required=True, help="a GS-QA benchmark directory, a MapQA directory or CSV, or a generated set")
    run.add_argument("--system", action="append",
                     help="geo-react (default), geo-react-always, plan-only, geo-react-parse, raise, text2sql, "
                          "oracle, geo-react-no-<Tool>[-no-<Tool>...]; repeatable")   # evals/systems.py's names
    run.add_argument("--out", required=True, help="run directory (results.jsonl, run.json)")
    run.add_argument("--concurrency", type=int, default=1, help="questions answered at once (default 1)")
    run.add_argument("--resume", action="store_true", help="skip the (question, system) pairs already in results.jsonl")
    run.add_argument("--retry-failed", action="store_true", help="with --resume: run failed pairs again")
    run.add_argument("--limit", type=int, default=None, help="only the first N questions (after --templates)")
    run.add_argument("--per-template", type=int, default=None,
                     help="only the first N questions of each template (e.g. 2: a quick run over every template)")
    run.add_argument("--templates", help="comma-separated template ids, e.g. T1,T5,adjacent")
    run.add_argument("--split", choices=["all", "dev", "val"], default="all",
                     help="a generated set split by extract: val is the held-out extract (Neubrandenburg), dev the "
                          "others (default all)")
    run.add_argument("--ids", help="comma-separated question ids (e.g. 24001,distance-1): only these")
    run.add_argument("--timeout", type=float, default=300.0, help="seconds per question; past it a ReAct system stops after its current step and the question is recorded as a timeout with the steps so far (0: none)")
    run.add_argument("--max-steps", type=_steps, default=None, help="tool rounds per question for the ReAct systems")
    run.add_argument("--no-progress", action="store_true", help="no progress bar")
    run.add_argument("--report", action="store_true", help="write the report when the run is done")
    reading = eval_actions.add_parser("reading", help="score the question reading against GS-QA's annotations "
                                                      "(no database or LLM needed)")
    reading.add_argument("--dataset", required=True, help="a folder of GS-QA question.json files")
    reading.add_argument("--split", choices=["all", "dev", "val", "both"], default="both",
                         help="dev = even question ids, val = odd ids (default: both, side by side)")
    reading.add_argument("--per-template", type=int, default=None, help="only the first N questions of each template")
    reading.add_argument("--templates", help="comma-separated template ids (default: all but T8, whose anchor is a "
                                             "description only Wikipedia attributes resolve)")
    reading.add_argument("--failures", type=int, default=0, help="print the first N questions read wrong")
    reading.add_argument("--reader", choices=["deterministic", "llm", "both"], default="deterministic",
                         help="the cue tables alone (default, no LLM), the model's spans under a JSON-schema grammar "
                              "(shape and metric from the cue tables), or both merged as the agent would")
    report = eval_actions.add_parser("report", help="write report.md and plots for a run directory")
    report.add_argument("run_dir")
    evals.set_defaults(func=cmd_eval)
    return parser


def user_error(exc: Exception) -> str | None:
    """The message for an error the user can fix (bad input, configuration, files); None for a bug."""
    from georeact.errors import GeoReactError

    if isinstance(exc, GeoReactError):
        return str(exc)
    if isinstance(exc, OSError) and exc.filename:   # a path the user gave (or a disk that is full)
        return f"{exc.filename}: {exc.strerror or exc} (check the path and its permissions)"
    return None


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    debug = args.debug or os.environ.get("GEOREACT_DEBUG", "").lower() in ("1", "true", "yes")
    try:
        return args.func(args, get_settings())
    except KeyboardInterrupt:
        console.print("[yellow]interrupted[/]")
        return 130
    except Exception as exc:
        message = user_error(exc)
        if message is None or debug:   # an unexpected error is a bug: its traceback is the report
            raise
        console.print(f"[red]error:[/] {escape(message)}", soft_wrap=True)
        return 2


if __name__ == "__main__":
    sys.exit(main())
