"""The chat model the agent talks to: any OpenAI-compatible endpoint, by default the embedded llama-server."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import httpx
import openai
from langchain_core.messages import AnyMessage, BaseMessage
from langchain_core.runnables import Runnable, RunnableWithFallbacks
from langchain_openai import ChatOpenAI

from georeact.agent import local_llm
from georeact.agent.model_servers import (DEADLINE, DeadlinePassed, ModelServersDown, ServerChatOpenAI, each_server,
                                          failover, servers)
from georeact.config import Settings
from georeact.errors import GeoReactError
from georeact.masking import masked

CHECK_TIMEOUT_S = 5.0


class LLMUnavailable(GeoReactError):
    """The LLM endpoint cannot be reached (or refuses us)."""


def resolve_base_urls(settings: Settings) -> list[str]:
    """The endpoints of `settings.llm_base_url` in the order they are tried, else the embedded server's URL
    (`http://127.0.0.1:<llm_port>/v1`)."""
    return [url.rstrip("/") for url in settings.llm_base_urls] or [local_llm.base_url(settings).rstrip("/")]


def resolve_base_url(settings: Settings) -> str:
    """The endpoint tried first (the only one, unless GEOREACT_LLM_BASE_URL lists several)."""
    return resolve_base_urls(settings)[0]


def _client(settings: Settings, base_url: str, several: bool = False) -> ChatOpenAI:
    # of several servers, each reply says which one wrote it (the trace's LLMCall.endpoint)
    return (ServerChatOpenAI if several else ChatOpenAI)(
        base_url=base_url,
        model=settings.llm_model,
        api_key=settings.llm_api_key or "not-needed",
        timeout=settings.llm_timeout_s,
        max_retries=settings.llm_max_retries,
        max_tokens=settings.llm_max_tokens,
        temperature=settings.llm_temperature,
        stream_usage=True,   # a streamed reply (`ask -v`) still reports its tokens, for the trace
    )


def build_chat_model(settings: Settings,
                     wrap: Callable[[ChatOpenAI], Runnable] | None = None) -> ChatOpenAI | RunnableWithFallbacks:
    """A ChatOpenAI client for the configured endpoint; for several (GEOREACT_LLM_BASE_URL), one per endpoint in a
    failover chain (model_servers.failover: the next takes a call the one before failed as down).

    The openai client retries timeouts, connection errors, 429 and 5xx with exponential backoff up to
    `llm_max_retries` times, on each server. `max_tokens` is always set so a looping small model cannot run away.
    Tools are bound by the caller (`bind_tools`, and a step schema under `llm_constrained`, see step_schema): on a
    chain they are bound to every server's model. `wrap`: applied to each server's client before the chain is made
    (a wrapper that must see every reply, such as georeact.llm's text tool-call reader).
    """
    urls = resolve_base_urls(settings)
    models = [(wrap or (lambda client: client))(_client(settings, url, len(urls) > 1)) for url in urls]
    return models[0] if len(models) == 1 else failover(models, urls, _hint(settings))


def _hint(settings: Settings) -> str:
    if len(settings.llm_base_urls) > 1:
        return ("Check that the servers behind GEOREACT_LLM_BASE_URL are up (a 503 is one still loading its model), or "
                "unset it to use the embedded model (`georeact llm start`).")
    if settings.llm_base_url:
        return (
            "Check that the server behind GEOREACT_LLM_BASE_URL is up, or unset it to use the embedded "
            "model (`georeact llm start`)."
        )
    return (
        "Start the embedded model with `georeact llm start`, or set GEOREACT_LLM_BASE_URL to another "
        "OpenAI-compatible endpoint."
    )


def check_endpoint(settings: Settings, timeout: float = CHECK_TIMEOUT_S) -> str:
    """The endpoint whose `GET {base}/models` answers; else LLMUnavailable saying which URL and what to do. Of
    several endpoints, the first that answers (the failover chain reaches it); none: the error names each."""
    urls = resolve_base_urls(settings)
    if len(urls) == 1:
        _check_one(settings, urls[0], timeout, f" {_hint(settings)}")
        return urls[0]
    problems = []
    for base in urls:
        try:
            _check_one(settings, base, timeout, "")
            return base
        except LLMUnavailable as exc:
            problems.append(str(exc).replace(base, masked(base)).rstrip("."))
    raise LLMUnavailable(f"None of the {len(urls)} LLM endpoints answers: {'; '.join(problems)}. {_hint(settings)}")


def _check_one(settings: Settings, base: str, timeout: float, hint: str) -> None:
    url = f"{base}/models"
    headers = {"Authorization": f"Bearer {settings.llm_api_key}"} if settings.llm_api_key else {}
    try:
        resp = httpx.get(url, headers=headers, timeout=timeout)
    except httpx.TimeoutException as exc:
        raise LLMUnavailable(
            f"The LLM endpoint {base} did not answer within {timeout:g}s ({exc}).{hint}"
        ) from exc
    except httpx.HTTPError as exc:
        raise LLMUnavailable(f"Cannot reach the LLM endpoint {base}: {exc}.{hint}") from exc
    if resp.status_code in (401, 403):
        raise LLMUnavailable(
            f"The LLM endpoint {base} refused the API key (HTTP {resp.status_code}). Set GEOREACT_LLM_API_KEY."
        )
    if resp.status_code == 503:
        raise LLMUnavailable(f"The LLM endpoint {base} is still loading the model (HTTP 503). Try again shortly.")
    if resp.status_code >= 400:
        raise LLMUnavailable(
            f"The LLM endpoint {base} answered HTTP {resp.status_code} to GET {url}.{hint}"
        )


def single_attempt(llm: Runnable) -> Runnable:
    """`llm` with its client's own retries off, for calls bounded by a question's time left (`invoke_by`): the
    openai client retries a timed-out request with the same timeout, so its three attempts took three times it."""
    return each_server(llm, _single_attempt)   # several servers: each one's client


def _single_attempt(llm: Any) -> Any:
    if not isinstance(llm, ChatOpenAI) or llm.root_client is None:
        return llm
    twin = llm.model_copy()
    twin.root_client = llm.root_client.with_options(max_retries=0)
    twin.client = twin.root_client.chat.completions
    return twin


def takes_timeout(llm: Runnable) -> bool:
    """Whether a per-call `timeout` can be passed to `llm`'s calls: an openai-client argument, so ChatOpenAI's, or
    every server's of a failover chain."""
    return all(isinstance(model, ChatOpenAI) for model in servers(llm))


def invoke_by(model: Runnable, messages: list[AnyMessage], deadline: float | None, *, retries: int = 0,
              timeout_s: float | None = None, timeouts: bool = True, **kwargs: Any) -> BaseMessage:
    """One model call that ends by `deadline` (a `time.monotonic()` value, or None for no bound). Each attempt
    is given the endpoint's timeout `timeout_s`, or the time left when that is shorter (`timeouts`: the model
    accepts a per-call `timeout`, as ChatOpenAI does); a timeout, a refused connection, a 429 or a 5xx is tried
    again up to `retries` times with backoff, while time is left, and so is a call every server of a failover
    chain failed (each was tried once in the attempt). Raises the last error, or `OutOfTime`.

    Of several servers, each is given the time left when it is asked (model_servers.DEADLINE): one that timed out
    at the deadline leaves none to the next, and the call ends in OutOfTime."""
    for attempt in range(retries + 1):
        left = None if deadline is None else deadline - time.monotonic()
        if left is not None and left <= 0:
            raise OutOfTime("the question's time ran out before the model answered")
        limit = min((t for t in (left, timeout_s) if t is not None), default=None)
        bound = {"timeout": limit} if timeouts and limit is not None else {}
        token = DEADLINE.set(deadline)
        try:
            return model.invoke(messages, **bound, **kwargs)
        except DeadlinePassed as exc:
            raise OutOfTime("the question's time ran out while the model servers were tried") from exc
        except (openai.APIConnectionError, openai.RateLimitError, openai.InternalServerError,
                ModelServersDown) as exc:
            # (APITimeoutError is an APIConnectionError)
            if isinstance(exc, openai.APITimeoutError) and left is not None and limit == left:   # the time left ran out
                raise OutOfTime("the question's time ran out while the model was answering") from exc
            if attempt == retries:
                raise
            pause = min(0.5 * 2 ** attempt, 8.0)
            if deadline is not None:
                pause = min(pause, max(deadline - time.monotonic(), 0))
            time.sleep(pause)
        finally:
            DEADLINE.reset(token)
    raise AssertionError("unreachable")


class OutOfTime(GeoReactError):
    """The question's time budget (`question_time_s`) ran out during a model call."""
