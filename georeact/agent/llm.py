"""The chat model the agent talks to: any OpenAI-compatible endpoint, by default the embedded llama-server."""

from __future__ import annotations

import time
from typing import Any

import httpx
import openai
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AnyMessage, BaseMessage
from langchain_core.runnables import Runnable
from langchain_openai import ChatOpenAI

from georeact.agent import local_llm
from georeact.config import Settings
from georeact.errors import GeoReactError

CHECK_TIMEOUT_S = 5.0


class LLMUnavailable(GeoReactError):
    """The LLM endpoint cannot be reached (or refuses us)."""


def resolve_base_url(settings: Settings) -> str:
    """`settings.llm_base_url`, else the embedded server's URL (`http://127.0.0.1:<llm_port>/v1`)."""
    return (settings.llm_base_url or local_llm.base_url(settings)).rstrip("/")


def build_chat_model(settings: Settings) -> ChatOpenAI:
    """A ChatOpenAI client for the configured endpoint.

    The openai client retries timeouts, connection errors, 429 and 5xx with exponential backoff up to
    `llm_max_retries` times. `max_tokens` is always set so a looping small model cannot run away.
    Tools are bound by the caller (`bind_tools`, and a step schema under `llm_constrained`, see step_schema).
    """
    return ChatOpenAI(
        base_url=resolve_base_url(settings),
        model=settings.llm_model,
        api_key=settings.llm_api_key or "not-needed",
        timeout=settings.llm_timeout_s,
        max_retries=settings.llm_max_retries,
        max_tokens=settings.llm_max_tokens,
        temperature=settings.llm_temperature,
        stream_usage=True,   # a streamed reply (`ask -v`) still reports its tokens, for the trace
    )


def _hint(settings: Settings) -> str:
    if settings.llm_base_url:
        return (
            "Check that the server behind GEOREACT_LLM_BASE_URL is up, or unset it to use the embedded "
            "model (`georeact llm start`)."
        )
    return (
        "Start the embedded model with `georeact llm start`, or set GEOREACT_LLM_BASE_URL to another "
        "OpenAI-compatible endpoint."
    )


def check_endpoint(settings: Settings, timeout: float = CHECK_TIMEOUT_S) -> None:
    """Raise LLMUnavailable (saying which URL and what to do) unless `GET {base}/models` answers."""
    base = resolve_base_url(settings)
    url = f"{base}/models"
    headers = {"Authorization": f"Bearer {settings.llm_api_key}"} if settings.llm_api_key else {}
    try:
        resp = httpx.get(url, headers=headers, timeout=timeout)
    except httpx.TimeoutException as exc:
        raise LLMUnavailable(
            f"The LLM endpoint {base} did not answer within {timeout:g}s ({exc}). {_hint(settings)}"
        ) from exc
    except httpx.HTTPError as exc:
        raise LLMUnavailable(f"Cannot reach the LLM endpoint {base}: {exc}. {_hint(settings)}") from exc
    if resp.status_code in (401, 403):
        raise LLMUnavailable(
            f"The LLM endpoint {base} refused the API key (HTTP {resp.status_code}). Set GEOREACT_LLM_API_KEY."
        )
    if resp.status_code == 503:
        raise LLMUnavailable(f"The LLM endpoint {base} is still loading the model (HTTP 503). Try again shortly.")
    if resp.status_code >= 400:
        raise LLMUnavailable(
            f"The LLM endpoint {base} answered HTTP {resp.status_code} to GET {url}. {_hint(settings)}"
        )


def single_attempt(llm: BaseChatModel) -> BaseChatModel:
    """`llm` with its client's own retries off, for calls bounded by a question's time left (`invoke_by`): the
    openai client retries a timed-out request with the same timeout, so its three attempts took three times it."""
    if not isinstance(llm, ChatOpenAI) or llm.root_client is None:
        return llm
    twin = llm.model_copy()
    twin.root_client = llm.root_client.with_options(max_retries=0)
    twin.client = twin.root_client.chat.completions
    return twin


def invoke_by(model: Runnable, messages: list[AnyMessage], deadline: float | None, *, retries: int = 0,
              timeout_s: float | None = None, timeouts: bool = True, **kwargs: Any) -> BaseMessage:
    """One model call that ends by `deadline` (a `time.monotonic()` value, or None for no bound). Each attempt
    is given the endpoint's timeout `timeout_s`, or the time left when that is shorter (`timeouts`: the model
    accepts a per-call `timeout`, as ChatOpenAI does); a timeout, a refused connection, a 429 or a 5xx is tried
    again up to `retries` times with backoff, while time is left. Raises the last error, or `OutOfTime`."""
    for attempt in range(retries + 1):
        left = None if deadline is None else deadline - time.monotonic()
        if left is not None and left <= 0:
            raise OutOfTime("the question's time ran out before the model answered")
        limit = min((t for t in (left, timeout_s) if t is not None), default=None)
        bound = {"timeout": limit} if timeouts and limit is not None else {}
        try:
            return model.invoke(messages, **bound, **kwargs)
        except (openai.APIConnectionError, openai.RateLimitError, openai.InternalServerError) as exc:
            # (APITimeoutError is an APIConnectionError)
            if isinstance(exc, openai.APITimeoutError) and left is not None and limit == left:   # the time left ran out
                raise OutOfTime("the question's time ran out while the model was answering") from exc
            if attempt == retries:
                raise
            pause = min(0.5 * 2 ** attempt, 8.0)
            if deadline is not None:
                pause = min(pause, max(deadline - time.monotonic(), 0))
            time.sleep(pause)
    raise AssertionError("unreachable")


class OutOfTime(GeoReactError):
    """The question's time budget (`question_time_s`) ran out during a model call."""
