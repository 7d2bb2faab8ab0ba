"""The embedded llama-server: a live smoke test (skipped unless built) and the endpoint check."""

from __future__ import annotations

import socket
import sys
from pathlib import Path

import httpx
import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool

from georeact.agent import local_llm
from georeact.agent.llm import LLMUnavailable, build_chat_model, check_endpoint
from georeact.agent.text_tool_calls import parse_text_tool_calls
from georeact.config import Settings

# the embedded model's server on its default port, started and stopped here: one test process at a time
pytestmark = pytest.mark.uses_alone("embedded model server")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_check_endpoint_unreachable_names_url_and_remedy():
    port = _free_port()
    settings = Settings(llm_port=port, llm_base_url=None)
    with pytest.raises(LLMUnavailable) as err:
        check_endpoint(settings, timeout=2.0)
    msg = str(err.value)
    assert f"http://127.0.0.1:{port}/v1" in msg
    assert "georeact llm start" in msg


def test_check_endpoint_explicit_base_url_unreachable():
    port = _free_port()
    settings = Settings(llm_base_url=f"http://127.0.0.1:{port}/v1/")
    with pytest.raises(LLMUnavailable) as err:
        check_endpoint(settings, timeout=2.0)
    assert f"http://127.0.0.1:{port}/v1" in str(err.value)
    assert "GEOREACT_LLM_BASE_URL" in str(err.value)


def test_build_chat_model_uses_settings():
    settings = Settings(llm_port=9999, llm_max_tokens=77, llm_temperature=0.0, llm_max_retries=2, llm_timeout_s=30)
    model = build_chat_model(settings)
    assert str(model.openai_api_base).rstrip("/") == "http://127.0.0.1:9999/v1"
    assert model.max_tokens == 77
    assert model.max_retries == 2
    assert model.temperature == 0.0
    assert model.model_name == settings.llm_model
    explicit = build_chat_model(Settings(llm_base_url="http://example.invalid:1234/v1"))
    assert str(explicit.openai_api_base).rstrip("/") == "http://example.invalid:1234/v1"


def test_template_fixes_double_brace_typo():
    text = local_llm.TEMPLATE_PATH.read_text()
    assert '<tool_call>\\n{\\"name\\": <function-name>, \\"arguments\\": <args-json-object>}\\n</tool_call>' in text
    assert '{{\\"name\\"' not in text


def _installed() -> bool:
    settings = Settings()
    return local_llm.binary_path(settings).is_file() and local_llm.model_path(settings).is_file()


@tool
def resolve_location(name: str) -> str:
    """Find a named place (city, park, street) and return its id and coordinates."""
    return name


@pytest.mark.llm
@pytest.mark.slow
@pytest.mark.skipif(not _installed(), reason="embedded llama-server or model not installed (`georeact llm start`)")
def test_live_server_answers_with_a_parsable_tool_call():
    settings = Settings()
    was_running = local_llm.status(settings).running
    st = local_llm.start(settings, log=lambda _msg: None)
    try:
        assert st.running, st.message
        assert local_llm.status(settings).running
        check_endpoint(settings)

        model = build_chat_model(settings).bind_tools([resolve_location])
        reply = model.invoke(
            [
                SystemMessage("You answer geospatial questions. Use the tools to look places up."),
                HumanMessage("Where is the Eiffel Tower? Look it up."),
            ]
        )
    finally:
        if not was_running:  # leave a server someone else started alone
            local_llm.stop(settings)
    parsed = parse_text_tool_calls(reply, {"resolve_location"})
    assert parsed.tool_calls, f"no tool call in: {reply.content!r}"
    call = parsed.tool_calls[0]
    assert call["name"] == "resolve_location"
    assert "eiffel" in str(call["args"]).lower()


def _fake_install(settings: Settings, script: str) -> None:
    """`script` as the built llama-server, and a sparse model file of the right size marked verified."""
    binary = local_llm.binary_path(settings)
    binary.parent.mkdir(parents=True)
    binary.write_text(script)
    binary.chmod(0o755)
    model = local_llm.model_path(settings)
    model.parent.mkdir(parents=True)
    with open(model, "wb") as fh:
        fh.truncate(local_llm.MODEL_SIZE)
    model.with_name(model.name + ".verified").write_text(local_llm.MODEL_SHA256 + "\n")


def test_start_reports_a_server_that_dies(tmp_path):
    """A fake llama-server that dies of SIGILL at once: start() says so, cleans its pid file, shows the log."""
    settings = Settings(home=tmp_path, llm_port=_free_port())
    _fake_install(settings, '#!/bin/sh\necho "fake server starting"\nkill -ILL $$\n')

    messages: list[str] = []
    st = local_llm.start(settings, log=messages.append)
    assert not st.running
    assert "exited during start-up" in st.message and "SIGILL" in st.message
    assert "fake server starting" in st.message
    assert "GEOREACT_LLM_BASE_URL" in st.message
    assert not local_llm.pid_file(settings).exists()
    assert local_llm.stop(settings).message == "llama-server was not running."


# a stand-in llama-server: answers /health on the port it is given, after a moment of loading
_SERVER_THAT_LOADS = f"""#!{sys.executable}
import http.server, sys, time
time.sleep(1.0)
class Health(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200 if self.path == "/health" else 404)
        self.end_headers()
    def log_message(self, *args):
        pass
http.server.HTTPServer(("127.0.0.1", int(sys.argv[sys.argv.index("--port") + 1])), Health).serve_forever()
"""


def test_a_server_still_finishing_its_exec_is_not_taken_for_dead(tmp_path, monkeypatch):
    """Just after exec a child's /proc cmdline can still be empty, so it does not look like llama-server yet: start()
    asks its own child whether it exited instead, and waits for it to answer (CI once saw start() give up at once and
    leave the server running with no pid file)."""
    settings = Settings(home=tmp_path, llm_port=_free_port(), llm_base_url=None)
    _fake_install(settings, _SERVER_THAT_LOADS)
    real_alive = local_llm._alive

    def alive(pid: int) -> bool:   # the child shows no 'llama-server' in its cmdline until it answers
        return local_llm._healthy(settings) and real_alive(pid)

    monkeypatch.setattr(local_llm, "_alive", alive)
    try:
        st = local_llm.start(settings, log=lambda _msg: None)
        assert st.running, st.message
        assert "healthy" in st.message
        assert local_llm.pid_file(settings).exists()
    finally:
        stopped = local_llm.stop(settings)
    assert not stopped.running and not local_llm.pid_file(settings).exists()


@pytest.mark.llm
@pytest.mark.slow
@pytest.mark.skipif(not _installed(), reason="embedded llama-server or model not installed (`georeact llm start`)")
def test_the_embedded_server_has_as_many_slots_as_asked(tmp_path):
    """GEOREACT_LLM_SLOTS: a batch answering N questions at once gets N conversations, each its own context."""
    installed = Settings()
    for directory in ("bin", "models"):
        (tmp_path / directory).symlink_to(Path(installed.home) / directory)
    settings = Settings(home=tmp_path, llm_port=_free_port(), llm_slots=2, llm_context=2048, llm_base_url=None)
    st = local_llm.start(settings, log=lambda _msg: None)
    try:
        assert st.running, st.message
        props = httpx.get(f"http://127.0.0.1:{settings.llm_port}/props", timeout=10).json()
    finally:
        local_llm.stop(settings)
    assert props["total_slots"] == 2
    assert props["default_generation_settings"]["n_ctx"] == 2048   # the context is per slot
