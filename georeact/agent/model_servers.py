"""Several OpenAI-compatible model servers as one chat model: the first answers; when a call to it fails because
the server is down (a refused connection, a timeout, an HTTP 5xx, after the openai client's own retries) the same
call goes to the next, by langchain-core's `Runnable.with_fallbacks`. When none answers, the call ends with
ModelServersDown, which names every server tried.

`bind_tools`, `bind` and `with_structured_output` on the result reach every server's model: RunnableWithFallbacks
applies a method that returns a runnable to each of its runnables, and a binding's arguments are passed to each
server's call.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
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

# A server that is down, not a request that is wrong: the next server may answer. (APITimeoutError is an
# APIConnectionError; InternalServerError is any HTTP status >= 500, llama-server's 503 while loading among them.)
# A 4xx (a bad request, a refused key, an unknown model) would fail the same on every server, so it is not here.
SERVER_DOWN = (openai.APIConnectionError, openai.InternalServerError)

# When the call under way must end (a time.monotonic() value; invoke_by sets it from the question's deadline). A
# server's per-call timeout is the time left when the call starts; without this, the next server of the chain would
# be given that same time again after the one before used it up.
DEADLINE: ContextVar[float | None] = ContextVar("georeact_model_call_deadline", default=None)


class ModelServersDown(GeoReactError):
    """No model server of GEOREACT_LLM_BASE_URL answered one call."""


class DeadlinePassed(GeoReactError):
    """The call's deadline (DEADLINE) passed before the next server of the chain could be asked."""


class ServerChatOpenAI(ChatOpenAI):
    """ChatOpenAI whose replies say which server wrote them (`response_metadata["endpoint"]`, its base URL masked):
    of several, the trace's LLMCall records the one that answered."""

    def _generate(self, *args: Any, **kwargs: Any) -> ChatResult:
        result = super()._generate(*args, **_within_deadline(kwargs))
        for generation in result.generations:
            generation.message.response_metadata["endpoint"] = self._endpoint()
        return result

    def _stream(self, *args: Any, **kwargs: Any) -> Iterator[ChatGenerationChunk]:
        first = True
        for chunk in super()._stream(*args, **_within_deadline(kwargs)):
            if first:   # once: the chunks' metadata is merged by concatenating strings
                chunk.message.response_metadata["endpoint"] = self._endpoint()
                first = False
            yield chunk

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
    ModelServersDown naming them (RunnableWithFallbacks itself would re-raise the first server's error alone)."""

    message: str

    @property
    def _llm_type(self) -> str:
        return "georeact-no-server-left"

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None,
                  run_manager: CallbackManagerForLLMRun | None = None, **kwargs: Any) -> ChatResult:
        raise ModelServersDown(self.message)

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> Runnable:
        return self   # RunnableWithFallbacks binds the tools to every runnable it holds; this one sends nothing


def failover(models: Sequence[Runnable], urls: Sequence[str], hint: str) -> RunnableWithFallbacks:
    """`models[0]`, falling over to the next on a server-down error; past the last, ModelServersDown naming `urls`
    (masked) and saying `hint`."""
    tried = ", ".join(masked(url) for url in urls)
    message = (f"None of the {len(urls)} model servers answered (each refused the connection, timed out or answered "
               f"HTTP 5xx): {tried}. {hint}")
    return models[0].with_fallbacks([*models[1:], NoServerLeft(message=message)], exceptions_to_handle=SERVER_DOWN)


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
