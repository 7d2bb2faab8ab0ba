"""Several model servers (issue 42 item 3): a server that answers HTTP 429 ("too many requests": a router's or a
hosted endpoint's limit, not the request's fault) is failed over like one that is down, and when none answers the
error says what each server answered, through `invoke`, `bind_tools` and `stream` alike.

Real HTTP servers on loopback: one that answers every completion with 429 (as a rate-limiting proxy does), the
OpenAI-compatible fake of tests/ui, and a port nothing listens on. The embedded model's own failover, with
llama-server killed mid-run, is tests/agent/test_model_servers.py."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from langchain_core.messages import HumanMessage

from georeact.agent.llm import build_chat_model
from georeact.agent.model_servers import ModelServersDown
from georeact.config import Settings
from tests.ui.conftest import FakeLLM, free_port


class RateLimited:
    """An endpoint that refuses every completion with HTTP 429 and counts them."""

    def __init__(self) -> None:
        self.refused = 0
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                self.rfile.read(int(self.headers.get("Content-Length") or 0))
                owner.refused += 1
                body = json.dumps({"error": {"message": "rate limit reached", "type": "rate_limit"}}).encode()
                self.send_response(429)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def limited() -> Iterator[RateLimited]:
    server = RateLimited()
    yield server
    server.close()


def _model(*urls: str):
    # no client retries: each server is asked once, so the counts below are exact
    return build_chat_model(Settings(llm_base_url=" ".join(urls), llm_max_retries=0, llm_timeout_s=30.0))


def test_a_server_at_its_rate_limit_hands_the_call_to_the_next(limited):
    with FakeLLM() as answering:
        reply = _model(limited.url, answering.url).invoke([HumanMessage("Say yes.")])
        assert reply.content and reply.response_metadata["endpoint"] == answering.url
        assert limited.refused == 1 and len(answering.requests) == 1


def test_with_none_answering_the_error_says_what_each_server_answered(limited):
    nobody = f"http://127.0.0.1:{free_port()}/v1"
    model = _model(limited.url, nobody)
    with pytest.raises(ModelServersDown) as err:
        model.invoke([HumanMessage("Say yes.")])
    message = str(err.value)
    assert f"{limited.url}: HTTP 429" in message and f"{nobody}: connection refused" in message, message
    assert message.startswith("None of the 2 model servers answered")

    # the same through the tools' binding and a stream; and a second call lists only its own failures
    bound = model.bind_tools([{"type": "function", "function": {"name": "ParseQuestion", "parameters": {}}}])
    with pytest.raises(ModelServersDown) as err:
        bound.invoke([HumanMessage("Say yes.")])
    assert str(err.value).count(": HTTP 429") == 1 and f"{nobody}: connection refused" in str(err.value)
    with pytest.raises(ModelServersDown) as err:
        list(model.stream([HumanMessage("Say yes.")]))
    assert f"{limited.url}: HTTP 429" in str(err.value) and f"{nobody}: connection refused" in str(err.value)
    assert limited.refused == 3
