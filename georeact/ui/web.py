"""`georeact web`: a local page with the chat on one side and the answer's map on the other.

Each question is answered by the agent on the page's conversation thread (follow-ups see the earlier turns, as in
`chat`); while it runs the page gets one status line per step, streamed as server-sent events; the answer comes with
its steps and SQL folded under it and a map drawn from the loaded data (the offline page of `ask --map`, in a
sandboxed frame). Everything from the data is text on the page, never markup: the page writes it with textContent,
and a Content-Security-Policy allows only the page's own script and style, so a place named like HTML cannot run.

The page is token-protected, as the MCP server over HTTP is: loopback is every local account's, and every question
runs SQL and the model on the host. The address `georeact web` prints holds a token made at start (or
GEOREACT_WEB_TOKEN); opening it sets a cookie (HttpOnly, SameSite=Strict) and sends the browser on to the page
without the token in its address. Every other request needs that cookie (or `Authorization: Bearer <token>`). The
server binds to this machine (127.0.0.1) unless told otherwise.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import re
import secrets
import threading
from collections import OrderedDict
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response, StreamingResponse
from starlette.routing import Route

from georeact import limits
from georeact.agent.run import Conversations
from georeact.agent.trace import Step, Trace
from georeact.config import Settings
from georeact.db.replicas import reader_database
from georeact.ui.mapping import feature_collection, page_for
from georeact.ui.render import shown, value_text

STATIC = Path(__file__).parent / "static"
FILES = {"web.js": "text/javascript", "web.css": "text/css"}   # the page's own files, the only ones served
PAGE_POLICY = ("default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; frame-src 'self'; "
               "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
MAP_FRAMING = "frame-ancestors 'self'"   # the map page carries its own policy; it may be framed by this page only
MAPS_KEPT = 50                            # the maps of the last answers, for the page to show again
OBSERVATION_SHOWN = 600                   # characters of a step's result under an answer
_THREAD = re.compile(r"[A-Za-z0-9_-]{1,64}")


COOKIE = "georeact_web"


class WebChat:
    """The page's server: one agent (with memory), the maps of the last answers, one question at a time per
    conversation; every request checked for the token."""

    def __init__(self, agent: Any, settings: Settings, max_steps: int = 10, token: str | None = None) -> None:
        self.agent, self.settings, self.max_steps = agent, settings, max_steps
        self.token = token or secrets.token_urlsafe(24)
        self.maps: OrderedDict[str, str] = OrderedDict()
        self._maps_lock = threading.Lock()
        self._conversations = Conversations()

    def address(self, host: str, port: int) -> str:
        """The address to open: it holds the token."""
        return f"http://{host}:{port}/?token={self.token}"

    def app(self) -> Starlette:
        return Starlette(middleware=[Middleware(_TokenGate, token=self.token)], routes=[
            Route("/", self.page), Route("/static/{name}", self.static), Route("/api/ask", self.ask, methods=["POST"]),
            Route("/map/{trace_id}", self.map), Route("/api/forget", self.forget, methods=["POST"]),
        ])

    # pages ----------------------------------------------------------------------------------------------

    async def page(self, request: Request) -> Response:
        return HTMLResponse((STATIC / "web.html").read_text(encoding="utf-8"),
                            headers={"Content-Security-Policy": PAGE_POLICY, "X-Content-Type-Options": "nosniff"})

    async def static(self, request: Request) -> Response:
        name = request.path_params["name"]
        if name not in FILES:
            return Response("not found", status_code=404, media_type="text/plain")
        return Response((STATIC / name).read_text(encoding="utf-8"), media_type=FILES[name],
                        headers={"X-Content-Type-Options": "nosniff"})

    async def map(self, request: Request) -> Response:
        with self._maps_lock:
            page = self.maps.get(request.path_params["trace_id"])
        if page is None:
            return Response("this map is no longer kept: ask the question again", status_code=404,
                            media_type="text/plain")
        return HTMLResponse(page, headers={"Content-Security-Policy": MAP_FRAMING, "X-Content-Type-Options": "nosniff"})

    # questions ------------------------------------------------------------------------------------------

    async def ask(self, request: Request) -> Response:
        try:
            body = await request.json()
            question, thread = str(body.get("question") or ""), str(body.get("thread") or "")
        except (ValueError, AttributeError):
            return JSONResponse({"error": "send JSON: {\"question\": ..., \"thread\": ...}"}, status_code=400)
        if not _THREAD.fullmatch(thread):
            return JSONResponse({"error": "the conversation id is letters, digits, '-' and '_' (up to 64)"},
                                status_code=400)
        if refused := limits.refusal("the question", question, limits.QUESTION_MAX_CHARS, "ask it in fewer words"):
            return JSONResponse({"error": f"I cannot answer this: {refused}."}, status_code=400)
        # 'no-cache', not 'no-store': Chromium reports a no-store fetch stream read to its end as aborted
        # (microsoft/playwright#42742)
        return StreamingResponse(self._answering(question, thread), media_type="text/event-stream",
                                 headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})

    async def forget(self, request: Request) -> Response:
        """Forget a conversation (the page's 'new conversation')."""
        thread = str((await request.json()).get("thread") or "")
        if _THREAD.fullmatch(thread):
            self._conversations.forget(self.agent, thread)
        return JSONResponse({"forgotten": thread})

    async def _answering(self, question: str, thread: str) -> AsyncIterator[str]:
        loop = asyncio.get_running_loop()
        events: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()
        stop = threading.Event()
        status = _Status()

        def on_event(kind: str, item: Any) -> None:
            line = status.event(kind, item)
            if line:
                loop.call_soon_threadsafe(events.put_nowait, ("status", line))

        def work() -> None:
            try:
                trace = self._conversations.ask(self.agent, question, thread, on_event=on_event,
                                                max_steps=self.max_steps, stop=stop)
                answer = self._answer(trace)
            except Exception as exc:   # the page says so; the server goes on serving
                answer = {"text": f"I could not answer this: {exc}", "answered": False, "steps": [], "sql": []}
            loop.call_soon_threadsafe(events.put_nowait, ("answer", answer))

        worker = loop.run_in_executor(None, work)
        yield _event("status", "reading the question")
        try:
            while True:
                kind, item = await events.get()
                yield _event(kind, item)
                if kind == "answer":
                    return
        finally:   # the person left (Starlette cancels the stream): the run ends after its step in progress
            if not worker.done():
                stop.set()

    def _answer(self, trace: Trace) -> dict[str, Any]:
        """What the page shows of a run: the answer, a status line, the steps and SQL to unfold, the map's address."""
        answer = trace.answer
        text = (answer.text if answer else "") or trace.error or "I could not answer this."
        result = {
            "text": shown(text), "answered": bool(answer and answer.answered and not trace.error),
            "value": shown(value_text(answer)) if answer else "",
            "read_as": shown(trace.meta.get("read_as") or ""),
            "status": f"{trace.duration_s:.1f} s · {len(trace.llm_calls)} model calls · {len(trace.steps)} steps",
            "steps": [_step(step) for step in trace.steps],
            "sql": [shown(query.pasteable().strip()) + ";" for query in trace.sql],
            "map": None,
        }
        with reader_database(self.settings) as db:   # the map's reads: on the replicas when GEOREACT_READ_URLS
            collection = feature_collection(trace, db)
            if any(feature["properties"].get("handle") for feature in collection["features"]):
                page = page_for(collection, db)
                with self._maps_lock:
                    self.maps[trace.id] = page
                    while len(self.maps) > MAPS_KEPT:
                        self.maps.popitem(last=False)
                result["map"] = f"/map/{trace.id}"
        return result


class _TokenGate:
    """ASGI middleware: the token in the address sets the cookie and leads to the page; any other request without
    the cookie or the bearer token is answered 401 before it reaches the page."""

    def __init__(self, app: Any, token: str) -> None:
        self.app, self.token = app, token

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request = Request(scope)
        given = request.query_params.get("token")
        if given is not None and hmac.compare_digest(given, self.token):
            response: Response = RedirectResponse("/", status_code=303)
            response.set_cookie(COOKIE, self.token, httponly=True, samesite="strict", path="/")
        elif self._allowed(request):
            await self.app(scope, receive, send)
            return
        else:
            response = Response("geo-react's page needs its token: open the address `georeact web` printed "
                                "(it ends in ?token=...)", status_code=401, media_type="text/plain")
        await response(scope, receive, send)

    def _allowed(self, request: Request) -> bool:
        cookie = request.cookies.get(COOKIE) or ""
        bearer = request.headers.get("authorization", "").removeprefix("Bearer ")
        return any(hmac.compare_digest(given, self.token) for given in (cookie, bearer) if given)


def _step(step: Step) -> dict[str, Any]:
    observation = step.observation_shown
    if len(observation) > OBSERVATION_SHOWN:
        observation = observation[:OBSERVATION_SHOWN] + " …"
    return {"tool": step.tool, "arguments": shown(json.dumps(step.arguments, ensure_ascii=False)),
            "result": shown(observation), "ok": step.ok, "ms": round(step.duration_ms)}


def _event(kind: str, data: Any) -> str:
    """One server-sent event; the data is JSON on one line, so no text from the data can end the event."""
    return f"event: {kind}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


class _Status:
    """The one-line status of a running question, from run_question's events."""

    def __init__(self) -> None:
        self.rounds = self.llm_calls = 0

    def event(self, kind: str, item: Any) -> str | None:
        if kind == "llm":
            self.llm_calls += 1
            return None
        if kind == "calls":
            self.rounds += 1
            return f"step {self.rounds}: running {', '.join(item)}"
        if kind == "step":
            return f"step {self.rounds or 1} done: {item.tool} ({item.duration_ms:.0f} ms)"
        return None


def serve(chat: WebChat, host: str, port: int) -> None:
    import uvicorn

    uvicorn.run(chat.app(), host=host, port=port, log_level="warning")
