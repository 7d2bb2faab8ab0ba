"""A fake OpenAI-compatible LLM server for driving the real CLI (`georeact ask`, `georeact chat`) end to end.

The CLI talks to it exactly as to any endpoint (GEOREACT_LLM_BASE_URL), so no test-only code is needed in
the product. Its replies depend only on the request, never on a call counter, so retries and several
questions in one chat session behave the same:

- the last message is a tool result           -> "Answer: ..." (the final answer)
- otherwise                                   -> a tool call written as text, as the small local model does
- the question contains "slowly"              -> the reply waits `delay_s` first (to test Ctrl-C)

A streaming request (`"stream": true`, as `ask -v` sends) gets the same reply as server-sent events, a few
characters per chunk, then the usage when `stream_options.include_usage` asks for it.
"""

from __future__ import annotations

import json
import os
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from tests.conftest import make_settings

TOOL_CALL = {"name": "CalculateMetric", "arguments": {"metric": "nearest", "feature": "cafe", "anchor": "Ateneum"}}
FINAL_ANSWER = "Answer: The nearest cafe to the Ateneum is Espresso House, about 46 m away."
SLOW_WORD = "slowly"


class FakeLLM:
    def __init__(self, delay_s: float = 60.0) -> None:
        self.delay_s = delay_s
        self.requests: list[dict[str, Any]] = []
        self.slow_started = threading.Event()
        self.slow_replied = threading.Event()   # the slow reply's wait is over (set even when the client left)
        self.closing = threading.Event()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def _send(self, status: int, body: dict[str, Any]) -> None:
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                try:
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):   # the client gave up (Ctrl-C)
                    pass

            def do_GET(self) -> None:
                if self.path.rstrip("/").endswith("/models"):
                    self._send(200, {"object": "list", "data": [{"id": "fake-model", "object": "model"}]})
                else:
                    self._send(404, {"error": {"message": f"no route {self.path}"}})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                request = json.loads(self.rfile.read(length) or b"{}")
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    self._send(404, {"error": {"message": f"no route {self.path}"}})
                    return
                fake.requests.append(request)
                if request.get("stream"):
                    self._send_events(fake.chunks(request, fake.reply(request)))
                else:
                    self._send(200, fake.reply(request))

            def _send_events(self, events: list[dict[str, Any]]) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.end_headers()
                try:
                    for event in events:
                        self.wfile.write(f"data: {json.dumps(event)}\n\n".encode())
                        self.wfile.flush()
                    self.wfile.write(b"data: [DONE]\n\n")
                except (BrokenPipeError, ConnectionResetError):
                    pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/v1"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def reply(self, request: dict[str, Any]) -> dict[str, Any]:
        messages = request.get("messages") or []
        last = messages[-1] if messages else {}
        if last.get("role") == "tool":
            content = FINAL_ANSWER
        else:
            if SLOW_WORD in str(last.get("content", "")):
                self.slow_started.set()
                deadline = time.monotonic() + self.delay_s
                while time.monotonic() < deadline and not self.closing.is_set():
                    time.sleep(0.05)
                self.slow_replied.set()
            content = json.dumps(TOOL_CALL)
        prompt_tokens = sum(len(str(m.get("content", ""))) for m in messages) // 4
        return {
            "id": f"chatcmpl-{len(self.requests)}", "object": "chat.completion", "created": int(time.time()),
            "model": request.get("model", "fake-model"),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": len(content) // 4,
                      "total_tokens": prompt_tokens + len(content) // 4},
        }

    @staticmethod
    def chunks(request: dict[str, Any], reply: dict[str, Any]) -> list[dict[str, Any]]:
        """A reply as the chunks of an OpenAI chat-completion stream."""
        content = reply["choices"][0]["message"]["content"]
        base = {"id": reply["id"], "object": "chat.completion.chunk", "created": reply["created"], "model": reply["model"]}
        pieces = [content[i:i + 8] for i in range(0, len(content), 8)]
        events = [{**base, "choices": [{"index": 0, "delta": {"role": "assistant", "content": piece}, "finish_reason": None}]}
                  for piece in pieces]
        events.append({**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
        if (request.get("stream_options") or {}).get("include_usage"):
            events.append({**base, "choices": [], "usage": reply["usage"]})
        return events

    def __enter__(self) -> FakeLLM:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.closing.set()
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def fake_llm():
    with FakeLLM() as fake:
        yield fake


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cli_env(settings, llm_url: str, **extra: str) -> dict[str, str]:
    """The environment of a `georeact` subprocess: the test cluster, the given LLM endpoint, no user config."""
    env = {key: value for key, value in os.environ.items()
           if not key.startswith("GEOREACT_") and key not in ("COLUMNS", "LINES")}
    env.update({
        "GEOREACT_HOME": str(settings.home), "GEOREACT_DB_PORT": str(settings.db_port),
        "GEOREACT_LLM_BASE_URL": llm_url, "GEOREACT_LLM_MAX_RETRIES": "0", "GEOREACT_LLM_TIMEOUT_S": "120",
        "TERM": "xterm-256color", "PYTHONUNBUFFERED": "1", "PYTHONIOENCODING": "utf-8",
        "GEOREACT_MODEL_USE": "always",   # the fake model's scripted steps, not the reading's plan, are what is shown
    })
    env.update(extra)
    return env


__all__ = ["FakeLLM", "FINAL_ANSWER", "TOOL_CALL", "SLOW_WORD", "cli_env", "free_port", "make_settings"]
