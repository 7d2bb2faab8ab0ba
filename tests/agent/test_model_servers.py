"""Several model servers (GEOREACT_LLM_BASE_URL listing more than one; issue 42 item 3): two real llama-server
processes of the embedded model, the real agent graph and the test database. A question whose reading needs the
model is answered through the first; the first is killed with SIGKILL and the same question is answered through
the second; with both down the call ends in an error naming both. A request a server refuses as wrong (HTTP 400)
is not sent to the next.

Each model call is seconds on two cores: the questions make one short call each (the restatement).
"""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import openai
import pytest
from langchain_core.messages import HumanMessage

from georeact.agent import local_llm
from georeact.agent.graph import build_agent
from georeact.agent.llm import LLMUnavailable, OutOfTime, build_chat_model, check_endpoint, invoke_by, single_attempt
from georeact.agent.model_servers import ModelServersDown
from georeact.masking import masked
from georeact.agent.run import run_question
from georeact.config import ConfigError, Settings, get_settings
from georeact.llm import chat_model
from tests.conftest import own_port

# two servers of the embedded model, started and stopped here: no other model test at the same time
pytestmark = pytest.mark.uses_alone("embedded model server")

# not read whole by the reader: the model restates it (tests/agent/test_live_agent.py), one short call
QUESTION = "the Ateneum first, Kiasma after, on my bike: how far is that"


def _installed() -> bool:
    settings = Settings()
    return local_llm.binary_path(settings).is_file() and local_llm.model_path(settings).is_file()


# --- the setting ---------------------------------------------------------------------------------------------


def test_one_url_is_todays_setting(monkeypatch):
    monkeypatch.setenv("GEOREACT_LLM_BASE_URL", "http://127.0.0.1:8801/v1/")
    settings = Settings()
    assert settings.llm_base_url == "http://127.0.0.1:8801/v1/"
    assert settings.llm_base_urls == ["http://127.0.0.1:8801/v1/"]
    assert type(build_chat_model(settings)).__name__ == "ChatOpenAI"   # no chain around a single server


def test_several_urls_from_the_environment_spaces_or_json(monkeypatch):
    urls = ["http://127.0.0.1:8801/v1", "http://10.0.0.2:8000/v1"]
    monkeypatch.setenv("GEOREACT_LLM_BASE_URL", "  ".join(urls))
    assert Settings().llm_base_urls == urls
    monkeypatch.setenv("GEOREACT_LLM_BASE_URL", '["http://127.0.0.1:8801/v1", "http://10.0.0.2:8000/v1"]')
    assert Settings().llm_base_urls == urls
    assert Settings().constrained_decoding is False   # still an endpoint of one's own, as with one URL


def test_several_urls_as_a_toml_list(monkeypatch, tmp_path: Path):
    config = tmp_path / "config.toml"
    config.write_text('llm_base_url = ["http://127.0.0.1:8801/v1", "http://10.0.0.2:8000/v1"]\n')
    monkeypatch.delenv("GEOREACT_LLM_BASE_URL", raising=False)
    monkeypatch.setenv("GEOREACT_CONFIG", str(config))
    get_settings.cache_clear()
    try:
        assert get_settings().llm_base_urls == ["http://127.0.0.1:8801/v1", "http://10.0.0.2:8000/v1"]
        config.write_text('llm_base_url = "[not json"\n')
        get_settings.cache_clear()
        with pytest.raises((ConfigError, ValueError)):
            get_settings().llm_base_urls
    finally:
        get_settings.cache_clear()


def test_a_url_is_masked_in_errors():
    assert masked("https://user:s3cret@llm.example/v1?api-key=abc&x=1") == \
        "https://user:***@llm.example/v1?api-key=***&x=1"
    assert masked("http://127.0.0.1:8801/v1") == "http://127.0.0.1:8801/v1"
    assert masked("postgresql://reader:pw@db:5432/osm?password=pw2&sslmode=require") == \
        "postgresql://reader:***@db:5432/osm?password=***&sslmode=require"   # a read replica's URL
    assert masked("host=db password='s e cret' dbname=osm") == "host=db password=*** dbname=osm"   # libpq conninfo


# --- two real servers ----------------------------------------------------------------------------------------


def _server_settings(home: Path, port: int) -> Settings:
    installed = Settings()
    home.mkdir(parents=True, exist_ok=True)
    for directory in ("bin", "models"):   # the built binary and the downloaded model, shared
        (home / directory).symlink_to(Path(installed.home) / directory)
    return Settings(home=home, llm_port=port, llm_base_url=None, llm_context=4096, llm_slots=1)


@pytest.fixture(scope="module")
def servers(tmp_path_factory) -> Iterator[list[Settings]]:
    started = []
    try:
        for name, port in (("first", own_port(8801)), ("second", own_port(8802))):
            settings = _server_settings(tmp_path_factory.mktemp(name), port)
            state = local_llm.start(settings, log=lambda _message: None)
            started.append(settings)
            assert state.running, state.message
        yield started
    finally:
        for settings in started:
            local_llm.stop(settings)


def _agent_settings(settings: Settings, servers: list[Settings]) -> Settings:
    """The test database's settings with both servers, first to last; decoded as the embedded server is (a grammar
    for the restatement, no free loop), so a question makes the one call the embedded model would."""
    urls = " ".join(local_llm.base_url(server) for server in servers)
    return settings.model_copy(update={"llm_base_url": urls, "llm_constrained": True, "free_loop": False,
                                       "restate": True, "llm_timeout_s": 600.0, "llm_max_retries": 1,
                                       "question_time_s": 900.0})


def _completions(server: Settings) -> int:
    """How many completions a server has finished, from its log (llama-server prints each one's timing). The
    server writes its log from a thread of its own, after the reply may have gone out: the count is read once the
    log has stopped growing for a second (up to 15 s), or a completion just answered is counted in the next read."""
    log = local_llm.log_file(server)
    if not log.exists():
        return 0
    size, waited = log.stat().st_size, 0.0
    while waited < 15.0:
        time.sleep(1.0)
        waited += 1.0
        now = log.stat().st_size
        if now == size:
            break
        size = now
    return log.read_text(errors="replace").count("total time =")


def _ask(settings: Settings, db) -> object:
    agent = build_agent(settings, llm=build_chat_model(settings), db=db)
    trace = run_question(agent, QUESTION)
    print(f"\n{QUESTION!r}: calls {[(c.node, c.endpoint, c.completion_tokens, c.error) for c in trace.llm_calls]}; "
          f"restated {trace.meta.get('restated') or trace.meta.get('restated_refused')!r}; "
          f"answer {trace.answer.text if trace.answer else None!r}")
    return trace


def _answered_by_the_model(trace) -> None:
    assert trace.error is None, trace.error
    assert trace.llm_calls and trace.llm_calls[0].node == "restate"
    call = trace.llm_calls[0]
    assert call.error is None and call.completion_tokens > 0, call   # the model wrote the restatement
    assert trace.answer is not None and trace.answer.text


@pytest.mark.llm
@pytest.mark.slow
@pytest.mark.skipif(not _installed(), reason="embedded llama-server or model not installed (`georeact llm prepare`)")
def test_a_wrong_request_is_not_sent_to_the_next_server(servers):
    """HTTP 400 says the request is wrong: it would be wrong everywhere, so it is raised, not failed over."""
    first, second = servers
    settings = Settings(llm_base_url=" ".join(local_llm.base_url(s) for s in servers), llm_max_retries=0)
    check_endpoint(settings)
    before = _completions(second)
    # a grammar llama-server cannot parse: refused at once (HTTP 400), before any token is decoded
    wrong = build_chat_model(settings).bind(max_tokens=4, extra_body={"grammar": "root ::= ( unclosed"})
    with pytest.raises(openai.BadRequestError):
        wrong.invoke([HumanMessage("Say yes.")])
    assert _completions(second) == before   # the second server was not asked


@pytest.mark.llm
@pytest.mark.slow
@pytest.mark.skipif(not _installed(), reason="embedded llama-server or model not installed (`georeact llm prepare`)")
def test_a_server_that_hangs_is_left_at_its_timeout_but_not_past_the_deadline(servers):
    first, second = servers
    urls = " ".join(local_llm.base_url(s) for s in servers)
    pid = local_llm.status(first).pid
    assert pid is not None
    os.kill(pid, signal.SIGSTOP)   # it still accepts connections, and answers none
    try:
        # the first's call times out (GEOREACT_LLM_TIMEOUT_S) and the same call goes to the second, which has as
        # long for four tokens (generous: the two cores are shared; 3 s was too short for it once under load)
        quick = Settings(llm_base_url=urls, llm_timeout_s=30.0, llm_max_retries=0, llm_max_tokens=4)
        reply = build_chat_model(quick).invoke([HumanMessage("Say yes.")])
        assert reply.response_metadata["endpoint"] == local_llm.base_url(second) and reply.content

        # a question's deadline shorter than the timeout: the first uses the time up; the second is not asked
        # with the same time again, the call ends OutOfTime (the question then answers with what it has)
        before = _completions(second)
        model = single_attempt(build_chat_model(quick.model_copy(update={"llm_timeout_s": 600.0})))
        with pytest.raises(OutOfTime):
            invoke_by(model, [HumanMessage("Say yes.")], time.monotonic() + 3.0, timeout_s=600.0)
        assert _completions(second) == before
    finally:
        os.kill(pid, signal.SIGCONT)


@pytest.mark.llm
@pytest.mark.slow
@pytest.mark.skipif(not _installed(), reason="embedded llama-server or model not installed (`georeact llm prepare`)")
def test_the_first_server_answers_then_the_second_when_the_first_is_killed(servers, settings, db):
    first, second = servers
    asked = _agent_settings(settings, servers)

    done = (_completions(first), _completions(second))
    trace = _ask(asked, db)
    _answered_by_the_model(trace)
    assert _completions(first) > done[0] and _completions(second) == done[1]   # through the first
    assert trace.llm_calls[0].endpoint == local_llm.base_url(first)   # and the trace says so

    pid = local_llm.status(first).pid
    assert pid is not None
    os.kill(pid, signal.SIGKILL)   # no goodbye: the port refuses connections from now on
    while local_llm.status(first).running:
        time.sleep(0.2)
    done = _completions(second)
    trace = _ask(asked, db)
    _answered_by_the_model(trace)
    assert _completions(second) > done   # through the second
    assert trace.llm_calls[0].endpoint == local_llm.base_url(second)

    # georeact.llm.chat_model (a LangChain model for someone else's agent) fails over the same way
    reply = chat_model(asked).bind(max_tokens=4).invoke([HumanMessage("Say yes.")])
    assert reply.response_metadata.get("endpoint") == local_llm.base_url(second) and reply.content


@pytest.mark.llm
@pytest.mark.slow
@pytest.mark.skipif(not _installed(), reason="embedded llama-server or model not installed (`georeact llm prepare`)")
def test_with_every_server_down_the_error_names_each(servers, settings, db):
    for server in servers:
        local_llm.stop(server)
    asked = _agent_settings(settings, servers).model_copy(update={"llm_max_retries": 0})
    with pytest.raises(ModelServersDown) as err:
        build_chat_model(asked).invoke([HumanMessage("Say yes.")])
    message = str(err.value)
    for server in servers:
        assert local_llm.base_url(server) in message
    assert "GEOREACT_LLM_BASE_URL" in message and "georeact llm start" in message

    with pytest.raises(LLMUnavailable) as down:   # what `georeact doctor` and the start of `ask` say
        check_endpoint(asked)
    assert all(local_llm.base_url(server) in str(down.value) for server in servers)

    trace = _ask(asked, db)   # a question still ends: answered by its plan, or failed with the message
    errors = [call.error for call in trace.llm_calls if call.error]
    assert errors and all("None of the 2 model servers answered" in error for error in errors), errors
