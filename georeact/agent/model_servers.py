"""Several OpenAI-compatible model servers as one chat model: the first answers; when a call to it fails because
the server is down or busy (a refused connection, a timeout, an HTTP 5xx or 429, after the openai client's own
retries) the same call goes to the next, by langchain-core's `Runnable.with_fallbacks`. When none answers, the call
ends with ModelServersDown, which names every server tried and what each answered.

`bind_tools`, `bind` and `with_structured_output` on the result reach every server's model: RunnableWithFallbacks
applies a method that returns a runnable to each of its runnables, and a binding's arguments are passed to each
server's call.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

import openai
from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import BaseMessage
from langchain_core.outputs import ChatGenerationChunk, ChatResult
from langchain_core.runnables import Runnable, RunnableWithFallbacks
from langchain_openai import ChatOpenAI

from georeact.errors import GeoReactError
from georeact.masking import masked

# A server that is down or busy, not a request that is wrong: the next server may answer. (APITimeoutError is an
# APIConnectionError; InternalServerError is any HTTP status >= 500, llama-server's 503 while loading among them;
# RateLimitError is a 429, a router's or a hosted endpoint's "too many requests": this server's limit, not the
# request's fault.) Any other 4xx (a bad request, a refused key, an unknown model) would fail the same on every
# server, so it is not here.
SERVER_DOWN = (openai.APIConnectionError, openai.InternalServerError, openai.RateLimitError)

# When the call under way must end (a time.monotonic() value; invoke_by sets it from the question's deadline). A
# server's per-call timeout is the time left when the call starts; without this, the next server of the chain would
# be given that same time again after the one before used it up.
DEADLINE: ContextVar[float | None] = ContextVar("georeact_model_call_deadline", default=None)


# What each server of the call under way answered when it failed, in order: (server, reason). Failover gives each
# call a fresh list; RunnableWithFallbacks runs each server in a copy of the context, and a copy holds the same
# list, so NoServerLeft reads every server's failure.
FAILURES: ContextVar[list[tuple[str, str]] | None] = ContextVar("georeact_model_server_failures", default=None)


def failure_reason(exc: BaseException) -> str:
    """A server's failure in a few words: "HTTP 429", "timed out", "connection refused"."""
    if isinstance(exc, openai.APITimeoutError):
        return "timed out"
    if isinstance(exc, openai.APIStatusError):
        return f"HTTP {exc.status_code}"
    causes = []
    cause = exc.__cause__
    while cause is not None:   # openai's error <- httpx's <- the socket's
        causes.append(cause)
        cause = cause.__cause__
    text = " ".join(str(cause) for cause in causes)
    if any(isinstance(cause, ConnectionRefusedError) for cause in causes) or "connection refused" in text.lower():
        return "connection refused"
    return f"could not connect ({text.splitlines()[0][:80]})" if text.strip() else "could not connect"


def _record_failure(server: str, exc: BaseException) -> None:
    failures = FAILURES.get()
    if failures is not None:
        failures.append((server, failure_reason(exc)))


class ModelServersDown(GeoReactError):
    """No model server of GEOREACT_LLM_BASE_URL answered one call."""


class DeadlinePassed(GeoReactError):
    """The call's deadline (DEADLINE) passed before the next server of the chain could be asked."""


class ServerChatOpenAI(ChatOpenAI):
    """ChatOpenAI whose replies say which server wrote them (`response_metadata["endpoint"]`, its base URL masked):
    of several, the trace's LLMCall records the one that answered."""

    def _generate(self, *args: Any, **kwargs: Any) -> ChatResult:
        try:
            result = super()._generate(*args, **_within_deadline(kwargs))
        except SERVER_DOWN as exc:
            _record_failure(self._endpoint(), exc)
            raise
        for generation in result.generations:
            generation.message.response_metadata["endpoint"] = self._endpoint()
        return result

    def _stream(self, *args: Any, **kwargs: Any) -> Iterator[ChatGenerationChunk]:
        first = True
        try:
            for chunk in super()._stream(*args, **_within_deadline(kwargs)):
                if first:   # once: the chunks' metadata is merged by concatenating strings
                    chunk.message.response_metadata["endpoint"] = self._endpoint()
                    first = False
                yield chunk
        except SERVER_DOWN as exc:
            _record_failure(self._endpoint(), exc)
            raise

    def _endpoint(self) -> str:
        return masked(self.openai_api_base or "")


def _within_deadline(kwargs: dict[str, Any]) -> dict[str, Any]:
    """A call's arguments with its `timeout` cut to the time DEADLINE leaves; DeadlinePassed when none is left."""
    deadline = DEADLINE.get()
    if deadline is None or kwargs.get("timeout") is None:
        return kwargs
    left = deadline - time.monotonic()
    if left <= 0:
        raise DeadlinePassed("the question's time ran out before the next model server could be asked")
    return {**kwargs, "timeout": min(float(kwargs["timeout"]), left)}


class NoServerLeft(BaseChatModel):
    """The end of the list of servers: every one before it failed with a server-down error, so this one raises
    ModelServersDown naming them and what each answered (RunnableWithFallbacks itself would re-raise the first
    server's error alone)."""

    urls: list[str]
    hint: str

    @property
    def _llm_type(self) -> str:
        return "georeact-no-server-left"

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None,
                  run_manager: CallbackManagerForLLMRun | None = None, **kwargs: Any) -> ChatResult:
        raise ModelServersDown(self.message())

    def message(self) -> str:
        failures = FAILURES.get() or []
        if failures:
            tried = "; ".join(f"{server}: {reason}" for server, reason in failures)
        else:   # a batch call (RunnableWithFallbacks.batch does not go through invoke): what each said is not known
            tried = ", ".join(masked(url) for url in self.urls)
        return (f"None of the {len(self.urls)} model servers answered (refused the connection, timed out, or "
                f"answered HTTP 5xx or 429): {tried}. {self.hint}")

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> Runnable:
        return self   # RunnableWithFallbacks binds the tools to every runnable it holds; this one sends nothing


@contextmanager
def _fresh_failures() -> Iterator[None]:
    """One call's own list of the servers' failures, for as long as the call lasts."""
    token = FAILURES.set([])
    try:
        yield
    finally:
        FAILURES.reset(token)


class Failover(RunnableWithFallbacks):
    """RunnableWithFallbacks whose every call starts a fresh list of the servers' failures (FAILURES). Its
    bind_tools, bind and with_structured_output keep the class (RunnableWithFallbacks rebuilds `self.__class__`)."""

    def invoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
        with _fresh_failures():
            return super().invoke(input, config, **kwargs)

    async def ainvoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
        with _fresh_failures():
            return await super().ainvoke(input, config, **kwargs)

    def stream(self, input: Any, config: Any = None, **kwargs: Any) -> Iterator[Any]:
        FAILURES.set([])   # not reset: a generator may be resumed in another context, where the token is not valid
        yield from super().stream(input, config, **kwargs)

    async def astream(self, input: Any, config: Any = None, **kwargs: Any) -> AsyncIterator[Any]:
        FAILURES.set([])
        async for chunk in super().astream(input, config, **kwargs):
            yield chunk


def failover(models: Sequence[Runnable], urls: Sequence[str], hint: str) -> RunnableWithFallbacks:
    """`models[0]`, falling over to the next on a server-down error; past the last, ModelServersDown naming `urls`
    (masked), what each answered, and saying `hint`."""
    return Failover(runnable=models[0], fallbacks=[*models[1:], NoServerLeft(urls=list(urls), hint=hint)],
                    exceptions_to_handle=SERVER_DOWN)


def servers(model: Runnable) -> list[Runnable]:
    """The per-server models of a failover chain (not its closing NoServerLeft); `[model]` for a single one."""
    if isinstance(model, RunnableWithFallbacks):
        return [m for m in model.runnables if not isinstance(m, NoServerLeft)]
    return [model]


def each_server(model: Runnable, change: Callable[[Runnable], Runnable]) -> Runnable:
    """`model` with `change` applied to each server's model (a single model: to it)."""
    if isinstance(model, RunnableWithFallbacks):
        return model.model_copy(update={"runnable": change(model.runnable),
                                        "fallbacks": [f if isinstance(f, NoServerLeft) else change(f)
                                                      for f in model.fallbacks]})
    return change(model)
