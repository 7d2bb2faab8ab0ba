"""`georeact mcp`: geo-react's spatial tools as a Model Context Protocol server (the official `mcp` SDK).

A desktop assistant, an IDE agent or any MCP client attaches it over stdio (default) or streamable HTTP on
127.0.0.1. It serves:
- the `host` tools (ResolveLocation … GenerateSQL) with the registry's descriptions and JSON schemas, the same
  ones geo-react's own model sees; each result is MCP structured content (the tool's pydantic Result as JSON,
  its SQL included) plus the text observation; a failed call is `isError` with the observation that says what
  to fix; GenerateSQL runs behind the same guard and read-only role as in the agent;
- `ask`: the whole geo-react agent (its model from GEOREACT_LLM_*), built on first use;
- the resource `georeact://schema`: InspectSchema's summary of the tables.

One Toolbox (one ToolContext) serves every call of the process, so handles from one call work in the next.
The tools block (psycopg, the agent loop): they run in worker threads, so one slow call does not stall others.
"""

from __future__ import annotations

import hmac
import json
import os
import re
import secrets
import socket
import threading
import uuid
import weakref
from pathlib import Path
from collections import OrderedDict
from collections.abc import Callable
from importlib.metadata import version
from typing import Any

import anyio
import mcp_types as types
from mcp.server.lowlevel import Server
from mcp.server.context import ServerRequestContext
from mcp.shared.exceptions import MCPError
from pydantic import ValidationError

from georeact import limits
from georeact.agent.run import Conversations
from georeact.agent.answer import Answer
from georeact.agent.embed import GeoQuestion
from georeact.config import Settings
from georeact.errors import GeoReactError
from georeact.tools.base import validation_problems
from georeact.tools.toolbox import Toolbox, UnknownTool, result_json

DEFAULT_PORT = 8770
ASK = "ask"
SCHEMA_URI = "georeact://schema"
COVERAGE_URI = "georeact://coverage"
ANSWER_URI = "georeact://answer/{id}.geojson"   # an `ask` answer's places, routes and scopes
MAP_URI = "georeact://map/{id}"                 # the same on an offline HTML map
APP_URI = "ui://georeact/map/{id}"              # that map as an MCP App view, which hosts that render them show inline
VIEW_URI = "ui://georeact/answer-map"           # `ask`'s MCP App view: draws the map data its result embeds
MAP_DATA_URI = "georeact://answer/{id}/map.json"  # that data: the places and the offline background
APP_MIME = "text/html;profile=mcp-app"
ANSWERS_KEPT = 20                               # the latest answers whose GeoJSON and map can be read back
READ_ONLY = types.ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True,
                                  open_world_hint=False)
INSTRUCTIONS = (
    "Spatial tools over a local PostGIS database of OpenStreetMap data. Resolve places to handles "
    "(pois:12, regions:3) with ResolveLocation, then measure with CalculateMetric (counts, nearest, distances, "
    "areas, directions) or plan tours with PlanRoute; handles stay valid across calls. `ask` answers a whole "
    "question with geo-react's own agent. The resource georeact://schema summarises the tables.")


class AskResult(Answer):
    """What `ask` returns: the structured answer, plus the error when the question failed."""

    error: str | None = None
    trace_id: str


class GeoReactMCP:
    """The tools, the lazily built agent, and the MCP handlers that serve them."""

    def __init__(self, settings: Settings, toolbox: Toolbox | None = None) -> None:
        self.settings = settings
        self.toolbox = toolbox or Toolbox(settings)
        self._agent: Any = None
        self._agent_lock = threading.Lock()
        self._answers: OrderedDict[str, Any] = OrderedDict()   # trace id -> Trace, the latest ANSWERS_KEPT
        self._sessions: weakref.WeakKeyDictionary[Any, str] = weakref.WeakKeyDictionary()   # session -> conversation
        self._conversations = Conversations()

    # tools --------------------------------------------------------------------------------------

    def tool_list(self) -> list[types.Tool]:
        tools = []
        for name in self.toolbox.names:
            schema = self.toolbox.describe(name)
            tools.append(types.Tool(name=name, title=title(name), description=schema["description"],
                                    input_schema=schema["parameters"], output_schema=self.toolbox.output_schema(name),
                                    annotations=READ_ONLY))
        tools.append(types.Tool(
            name=ASK, title="Ask geo-react", input_schema=GeoQuestion.model_json_schema(),
            description="Answer a whole geospatial question with geo-react's own agent (its model plans the tool "
                        "calls; slower than calling the tools yourself). Returns the answer text, a typed value and "
                        "the evidence (tools, handles, SQL).",
            output_schema=AskResult.model_json_schema(mode="serialization"), annotations=READ_ONLY,
            meta={"ui": {"resourceUri": VIEW_URI}}))   # MCP Apps: hosts that render views show the map inline
        return tools

    def call(self, name: str, arguments: dict[str, Any] | None, progress: Callable[[str], None] | None = None,
             stop: threading.Event | None = None, conversation: str | None = None) -> types.CallToolResult:
        """One tools/call, synchronously (run in a worker thread). Never raises: an unknown tool or bad arguments
        come back as an error result the client's model can read. `progress` hears each step of an `ask`; `stop`,
        set when the client has gone, ends it after the step in progress."""
        if name == ASK:
            return self._ask(arguments or {}, progress, stop, conversation)
        try:
            result = self.toolbox.call(name, arguments)
        except UnknownTool as exc:
            return _error(f"ERROR: {exc} (and {ASK})")
        return types.CallToolResult(content=[types.TextContent(text=result.render())],
                                    structured_content=result_json(result), is_error=not result.ok)

    # the whole agent ----------------------------------------------------------------------------

    def agent(self) -> Any:
        """geo-react's graph, built on the first `ask` (it needs the LLM, which the tools alone do not)."""
        with self._agent_lock:
            if self._agent is None:
                from georeact.agent.graph import build_agent
                from georeact.processes import settle_heap
                from georeact.services import ensure_services

                from georeact.agent.state import memory_checkpointer

                ensure_services(self.settings)   # the embedded LLM when it is the configured one; or the endpoint
                # each MCP session is one conversation: a follow-up ('and how many cafes?') sees the earlier turns
                self._agent = build_agent(self.settings, db=self.toolbox.db, checkpointer=memory_checkpointer())
                settle_heap()
            return self._agent

    def _ask(self, arguments: dict[str, Any], progress: Callable[[str], None] | None = None,
             stop: threading.Event | None = None, conversation: str | None = None) -> types.CallToolResult:

        try:
            question = GeoQuestion.model_validate(arguments).question
        except ValidationError as exc:
            return _error(f"ERROR: invalid arguments for {ASK}: {validation_problems(exc)}")
        try:
            agent = self.agent()
        except GeoReactError as exc:
            return _error(f"ERROR: geo-react's agent cannot start: {exc}")
        thread = conversation or uuid.uuid4().hex   # without a session, a question alone
        trace = self._conversations.ask(agent, question, thread, max_steps=self.settings.max_steps,
                                        on_event=_progress_events(progress) if progress else None, stop=stop)
        if conversation is None:
            self._conversations.forget(agent, thread)   # nothing will follow it
        answer = trace.answer or Answer(text="")
        result = AskResult(**answer.model_dump(), error=trace.error, trace_id=trace.id)
        text = answer.text if not trace.error else f"geo-react could not answer: {trace.error}"
        content: list[types.ContentBlock] = [types.TextContent(text=text)]
        failed = bool(trace.error) or not answer.answered   # 'I could not find X': an error result, with no map
        if not failed and trace.steps:
            self._keep(trace)
            collection = self._geojson(trace)   # once: the GeoJSON and the view's data both hold it
            content += [
                types.EmbeddedResource(resource=types.TextResourceContents(
                    uri=ANSWER_URI.format(id=trace.id), mime_type="application/geo+json",
                    text=json.dumps(collection, ensure_ascii=False))),
                types.EmbeddedResource(resource=types.TextResourceContents(   # what the view (VIEW_URI) draws
                    uri=MAP_DATA_URI.format(id=trace.id), mime_type="application/json",
                    text=json.dumps(self.map_data(collection), ensure_ascii=False))),
                types.ResourceLink(uri=MAP_URI.format(id=trace.id), name="map", mime_type="text/html",
                                   description="The answer's places on a map: an HTML page that works offline."),
                types.ResourceLink(uri=APP_URI.format(id=trace.id), name="map view", mime_type=APP_MIME,
                                   description="The same map as an MCP App view, for hosts that show ui:// "
                                               "resources inline.")]
        return types.CallToolResult(content=content, structured_content=result.model_dump(mode="json"),
                                    is_error=failed)

    def _keep(self, trace: Any) -> None:
        with self._agent_lock:
            self._answers[trace.id] = trace
            while len(self._answers) > ANSWERS_KEPT:
                self._answers.popitem(last=False)

    def _geojson(self, trace: Any) -> dict[str, Any]:
        from georeact.ui.mapping import feature_collection

        return feature_collection(trace, self.toolbox.db)

    def map_data(self, collection: dict[str, Any]) -> dict[str, Any]:
        from georeact.ui.mapping import answer_map_data

        return answer_map_data(collection, self.toolbox.db)

    def map_html(self, trace: Any) -> str:
        from georeact.ui.mapping import page_for

        return page_for(self._geojson(trace), self.toolbox.db)

    def view_html(self) -> str:
        """The MCP App view of `ask`: the offline map page holding no data, which the host sends it."""
        from georeact.ui.mapping import html_page

        return html_page(None, None, "none")

    def answer_resource(self, uri: str) -> tuple[str, str] | None:
        """(MIME type, text) of an answer's GeoJSON or map, None when `uri` names no answer kept."""
        for template, mime in ((ANSWER_URI, "application/geo+json"), (MAP_URI, "text/html"), (APP_URI, APP_MIME)):
            head, tail = template.split("{id}")
            if uri.startswith(head) and uri.endswith(tail):
                trace = self._answers.get(uri[len(head):len(uri) - len(tail)])
                if trace is None:
                    return None
                body = self.map_html(trace) if mime.startswith("text/html") else json.dumps(self._geojson(trace),
                                                                                             ensure_ascii=False)
                return mime, body
        return None

    def _session_conversation(self, session: Any) -> str:
        """The conversation an MCP session's `ask` calls share, named once per session (kept while it lives)."""
        with self._agent_lock:
            if session not in self._sessions:
                self._sessions[session] = thread = uuid.uuid4().hex
                weakref.finalize(session, self._forget, thread)   # a closed session's conversation is not kept
            return self._sessions[session]

    def _forget(self, thread: str) -> None:
        """Drop a conversation whose session has gone (a long-running HTTP server would otherwise keep them all)."""
        self._conversations.forget(self._agent, thread)

    # the schema resource ------------------------------------------------------------------------

    def schema_summary(self) -> str:
        result = self.toolbox.call("InspectSchema", {})
        return result.render()

    def coverage_text(self) -> str:
        """The loaded extracts, one line each: its extent, main towns and largest regions."""
        from georeact.tools.place_search import coverage

        return "\n".join(extract.text() for extract in coverage(self.toolbox.ctx)) or "no data loaded"

    def instructions(self) -> str:
        """INSTRUCTIONS, and what the loaded data covers (a host's model then knows which places to ask about)."""
        try:
            covered = self.coverage_text()
        except GeoReactError:   # the database is not up: the tools will say so themselves
            return INSTRUCTIONS
        return f"{INSTRUCTIONS} The loaded data covers: {covered.replace(chr(10), '; ')}."

    # the MCP server -----------------------------------------------------------------------------

    def server(self) -> Server[Any]:
        async def list_tools(ctx: ServerRequestContext[Any], params: types.PaginatedRequestParams | None
                             ) -> types.ListToolsResult:
            return types.ListToolsResult(tools=self.tool_list())

        async def call_tool(ctx: ServerRequestContext[Any], params: types.CallToolRequestParams
                            ) -> types.CallToolResult:
            reported = 0

            withdrawn = threading.Event()

            def progress(message: str) -> None:   # from the worker thread: a notification per step of an `ask`
                nonlocal reported
                reported += 1
                if not withdrawn.is_set():
                    try:
                        anyio.from_thread.run(ctx.session.report_progress, reported, None, message)
                    except RuntimeError:   # the request was withdrawn meanwhile: nobody to tell
                        pass

            conversation = self._session_conversation(ctx.session)
            try:   # abandon_on_cancel: a withdrawn request returns at once; the worker then stops at its next step
                return await anyio.to_thread.run_sync(self.call, params.name, params.arguments, progress, withdrawn,
                                                      conversation, abandon_on_cancel=True)
            finally:   # cancelled (the client sent notifications/cancelled or went away): the run ends at its next step
                withdrawn.set()

        async def list_resources(ctx: ServerRequestContext[Any], params: types.PaginatedRequestParams | None
                                 ) -> types.ListResourcesResult:
            return types.ListResourcesResult(resources=[
                types.Resource(uri=SCHEMA_URI, name="schema", mime_type="text/plain",
                               description="The data tables: rows, name column, geometry types (InspectSchema's "
                                           "summary)."),
                types.Resource(uri=COVERAGE_URI, name="coverage", mime_type="text/plain",
                               description="The loaded extracts: each one's extent, main towns and largest regions."),
                types.Resource(uri=VIEW_URI, name="answer map view", mime_type=APP_MIME,
                               description="`ask`'s MCP App view: the answer's places on the offline map, drawn from "
                                           "the data its result embeds.")])

        async def read_resource(ctx: ServerRequestContext[Any], params: types.ReadResourceRequestParams
                                ) -> types.ReadResourceResult:
            uri = str(params.uri)
            if uri in (SCHEMA_URI, COVERAGE_URI):
                text = await anyio.to_thread.run_sync(self.schema_summary if uri == SCHEMA_URI else self.coverage_text)
                return types.ReadResourceResult(contents=[types.TextResourceContents(uri=uri, mime_type="text/plain",
                                                                                     text=text)])
            if uri == VIEW_URI:
                return types.ReadResourceResult(contents=[types.TextResourceContents(uri=uri, mime_type=APP_MIME,
                                                                                     text=self.view_html())])
            found = await anyio.to_thread.run_sync(self.answer_resource, uri)
            if found is None:
                raise MCPError(types.INVALID_PARAMS, f"no resource {_shown(uri)}; resources: {SCHEMA_URI}, {COVERAGE_URI}, "
                                                     f"and the GeoJSON and map of the latest {ANSWERS_KEPT} answers "
                                                     "of `ask` (their links are in its result)")
            mime, text = found
            return types.ReadResourceResult(contents=[types.TextResourceContents(uri=uri, mime_type=mime, text=text)])

        return Server("geo-react", version=version("geo-react"), instructions=self.instructions(),
                      on_list_tools=list_tools, on_call_tool=call_tool, on_list_resources=list_resources,
                      on_read_resource=read_resource)


def _shown(uri: str) -> str:
    """A URI a client sent, as an error repeats it: cut at the cap of a name (a 5 MB URI came back whole)."""
    if len(uri) <= limits.NAME_MAX_CHARS:
        return repr(uri)
    return f"{uri[:limits.NAME_MAX_CHARS]!r} … ({len(uri):,} characters)"


def title(name: str) -> str:
    """A tool's name in words, for hosts that show titles: 'GetPOIFilter' -> 'Get POI Filter'."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ", name)


def _progress_events(progress: Callable[[str], None]) -> Callable[[str, Any], None]:
    """run_question's events as progress messages a host shows while `ask` runs (hosts time out at 60 s by
    default and a question on the embedded model takes 8-60 s)."""
    def on_event(kind: str, item: Any) -> None:
        if kind == "calls":
            progress(f"calling {', '.join(item)}")
        elif kind == "step":
            outcome = "ok" if item.ok else f"failed: {(item.error or '')[:120]}"
            progress(f"step {item.index + 1}: {item.tool} {outcome} ({item.duration_ms:.0f} ms)")
        elif kind == "llm":
            progress(f"model call ({item.node}, {item.duration_ms / 1000:.1f} s)")
    return on_event


def _error(text: str) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(text=text)], is_error=True)


async def serve_stdio(app: GeoReactMCP, prepare: Callable[[], None]) -> None:
    from mcp.server.stdio import stdio_server

    async with stdio_server() as (read_stream, write_stream):
        # inside: stdout is the wire, and stdio_server points fd 1 at stderr, so nothing `prepare` starts can write on it
        await anyio.to_thread.run_sync(prepare)
        server = await anyio.to_thread.run_sync(app.server)   # after prepare: its instructions read the coverage
        await server.run(read_stream, write_stream, server.create_initialization_options())


TOKEN_FILE = "mcp-token"


def http_token(settings: Settings) -> tuple[str, Path | None]:
    """The bearer token the HTTP server requires, and the file it is kept in: GEOREACT_MCP_TOKEN, else the token
    in $GEOREACT_HOME/mcp-token, made on first use and readable by its owner only (loopback is every local user's:
    without a token, any account on the machine could run the agent and its SQL as the reader role)."""
    if settings.mcp_token:
        return settings.mcp_token, None
    path = Path(settings.home) / TOKEN_FILE
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "w") as file:
            file.write(secrets.token_urlsafe(32) + "\n")
    if path.stat().st_mode & 0o077:
        raise GeoReactError(f"{path} is readable by other users: chmod 600 {path} (or delete it for a new token)")
    return path.read_text().strip(), path


class RequireToken:
    """ASGI middleware: an HTTP request without `Authorization: Bearer <token>` is answered 401, before the MCP app
    sees it (the lifespan events pass through)."""

    def __init__(self, app: Any, token: str) -> None:
        self.app, self.expected = app, f"Bearer {token}".encode()

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            given = dict(scope.get("headers") or []).get(b"authorization", b"")
            if not hmac.compare_digest(given, self.expected):
                await send({"type": "http.response.start", "status": 401,
                            "headers": [(b"content-type", b"application/json"), (b"www-authenticate", b"Bearer")]})
                await send({"type": "http.response.body",
                            "body": b'{"error": "geo-react MCP needs Authorization: Bearer <token> (GEOREACT_MCP_TOKEN '
                                    b'or $GEOREACT_HOME/mcp-token)"}'})
                return
        await self.app(scope, receive, send)


async def serve_http(app: GeoReactMCP, prepare: Callable[[], None], port: int, host: str = "127.0.0.1") -> None:
    """Streamable HTTP at http://127.0.0.1:PORT/mcp (loopback only; the SDK's DNS-rebinding protection is on), for
    the clients that send the token (`http_token`)."""
    import uvicorn

    with socket.socket() as probe:   # a taken port is the user's to fix: say so before anything starts
        try:
            probe.bind((host, port))
        except OSError as exc:
            raise GeoReactError(f"cannot serve on {host}:{port} ({exc.strerror}): choose another port with --port")
    await anyio.to_thread.run_sync(prepare)
    token, _ = http_token(app.settings)
    server = await anyio.to_thread.run_sync(app.server)   # after prepare: its instructions read the coverage
    # a server for the one user who started it: a few sessions, closed when idle (each holds ~36 kB; the SDK's
    # defaults, 10,000 sessions and 30 minutes, are a shared service's)
    starlette_app = RequireToken(server.streamable_http_app(
        host=host, max_sessions=app.settings.mcp_max_sessions,
        session_idle_timeout=app.settings.mcp_session_idle_s), token)
    await uvicorn.Server(uvicorn.Config(starlette_app, host=host, port=port, log_level="warning")).serve()


def run(settings: Settings, *, http: bool = False, port: int = DEFAULT_PORT,
        prepare: Callable[[], None] = lambda: None) -> None:
    """Serve until the client closes stdin (stdio) or the process is interrupted (HTTP). `prepare` runs first
    (the CLI starts the embedded database there)."""
    app = GeoReactMCP(settings)
    try:
        if http:
            anyio.run(serve_http, app, prepare, port)
        else:
            anyio.run(serve_stdio, app, prepare)
    finally:
        app.toolbox.close()
