"""A local OpenAI-compatible chat-completions server that misbehaves on a fixed share of calls.

Call n (counted from 0, over all requests) misbehaves when n % every == offset, cycling through the faults:
    500        HTTP 500 with an OpenAI-style error body (the client retries it)
    delay      sleeps past the client timeout before answering (the client times out, then retries)
    truncated  HTTP 200 with the first half of a valid JSON body
    garbage    HTTP 200, JSON content type, a body that is not JSON at all
A transient fault (500, delay) is not repeated for the same request body: the client's retry of it is answered,
so whether a retried fault costs a question does not depend on how concurrent calls interleave.
Every other call is a valid answer, the way a small local model gives it: for a question "Where is X?" a
ResolveLocation call (natively in `tool_calls` on even questions, written as <tool_call> text on odd ones),
then "Answer: X." once the tool result is in; a question "Say X." is answered at once.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

FAULTS = ("500", "delay", "truncated", "garbage")


class FlakyLLM:
    def __init__(self, every: int = 5, offset: int = 2, delay_s: float = 1.6) -> None:
        self.every, self.offset, self.delay_s = every, offset, delay_s
        self.calls = 0
        self.served: Counter[str] = Counter()
        self._lock = threading.Lock()
        self._transient: set[str] = set()     # bodies that got a 500 or a delay
        owner = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:   # quiet
                pass

            def do_GET(self) -> None:   # GET /v1/models
                self._send(200, json.dumps({"object": "list", "data": [{"id": "flaky", "object": "model"}]}).encode())

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                owner._handle(self, json.loads(body or b"{}"))

            def _send(self, status: int, payload: bytes, content_type: str = "application/json") -> None:
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __enter__(self) -> FlakyLLM:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()

    @property
    def faults(self) -> int:
        return sum(count for kind, count in self.served.items() if kind in FAULTS)

    def _kind(self, request: dict[str, Any]) -> str:
        key = json.dumps(request, sort_keys=True)
        with self._lock:
            n = self.calls
            self.calls += 1
            kind = FAULTS[(n // self.every) % len(FAULTS)] if n % self.every == self.offset else "ok"
            if kind in ("500", "delay"):
                if key in self._transient:
                    kind = "ok"          # the retry of a transient fault
                else:
                    self._transient.add(key)
            self.served[kind] += 1
        return kind

    def _handle(self, handler: Any, request: dict[str, Any]) -> None:
        kind = self._kind(request)
        try:
            if kind == "500":
                handler._send(500, b'{"error": {"message": "internal server error", "type": "server_error"}}')
                return
            if kind == "delay":
                time.sleep(self.delay_s)   # the client gave up already; the write below may fail
            payload = json.dumps(completion(request)).encode()
            if kind == "truncated":
                handler._send(200, payload[: len(payload) // 2])
            elif kind == "garbage":
                handler._send(200, b"\x00\xffnot json at all <html>502 Bad Gateway</html>")
            else:
                handler._send(200, payload)
        except (BrokenPipeError, ConnectionResetError):
            pass


_WHERE = re.compile(r"^Where is (.+)\?$")
_SAY = re.compile(r"^Say (.+)\.$")


def completion(request: dict[str, Any]) -> dict[str, Any]:
    messages = request.get("messages") or []
    question = next((m.get("content") for m in messages if m.get("role") == "user"), "") or ""
    had_tool = any(m.get("role") == "tool" for m in messages)
    where, say = _WHERE.match(question), _SAY.match(question)
    message: dict[str, Any] = {"role": "assistant", "content": ""}
    if where and not had_tool:
        place = where.group(1)
        index = sum(map(ord, question))
        args = {"name": place}
        if index % 2 == 0:
            message["tool_calls"] = [{"id": f"call_{index}", "type": "function",
                                      "function": {"name": "ResolveLocation", "arguments": json.dumps(args)}}]
        else:
            message["content"] = ("<tool_call>\n" + json.dumps({"name": "ResolveLocation", "arguments": args})
                                  + "\n</tool_call>")
    else:
        name = where.group(1) if where else say.group(1) if say else "I do not know"
        message["content"] = f"Answer: {name}."
    finish = "tool_calls" if message.get("tool_calls") else "stop"
    return {
        "id": "chatcmpl-flaky", "object": "chat.completion", "created": int(time.time()), "model": "flaky",
        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
        "usage": {"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110},
    }
