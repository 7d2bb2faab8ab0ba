"""A chat model that replays a fixed script of replies, for testing the loop deterministically.

It never stands in for the agent's reasoning in the product: the tests use it to drive the real graph,
real tools and the real database through exact sequences (repeated calls, bad arguments, the step cap).
A reply is an AIMessage, a plain string (text), a dict {"name": ..., "args": ...} (one tool call), or a function
of the messages so far that returns one of those (to use what an earlier tool returned, e.g. a handle).
Streamed (as under LangGraph's "messages" stream mode), a reply comes word by word, then its tool calls.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from pydantic import PrivateAttr


class ScriptExhausted(RuntimeError):
    pass


class ScriptedChatModel(BaseChatModel):
    script: list[Any]
    _position: int = PrivateAttr(default=0)
    seen: list[list[BaseMessage]] = []

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> ScriptedChatModel:
        return self

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None,
                  run_manager: CallbackManagerForLLMRun | None = None, **kwargs: Any) -> ChatResult:
        self.seen.append(list(messages))
        if self._position >= len(self.script):
            raise ScriptExhausted(f"the script has only {len(self.script)} replies")
        item = self.script[self._position]
        self._position += 1
        if callable(item) and not isinstance(item, (BaseMessage, Exception)):
            item = item(messages)
        if isinstance(item, Exception):
            raise item
        if isinstance(item, dict):
            message = AIMessage(content="", tool_calls=[{"name": item["name"], "args": item.get("args", {}),
                                                         "id": f"call_{self._position}", "type": "tool_call"}])
        elif isinstance(item, str):
            message = AIMessage(content=item)
        else:
            message = item
        return ChatResult(generations=[ChatGeneration(message=message)])

    def _stream(self, messages: list[BaseMessage], stop: list[str] | None = None,
                run_manager: CallbackManagerForLLMRun | None = None, **kwargs: Any) -> Iterator[ChatGenerationChunk]:
        message = self._generate(messages, stop, run_manager, **kwargs).generations[0].message
        text = message.content if isinstance(message.content, str) else ""
        for word in re.findall(r"\S+\s*|\s+", text):
            yield ChatGenerationChunk(message=AIMessageChunk(content=word))
        calls = [{"name": call["name"], "args": json.dumps(call["args"]), "id": call["id"], "index": index}
                 for index, call in enumerate(getattr(message, "tool_calls", []))]
        if calls:
            yield ChatGenerationChunk(message=AIMessageChunk(content="", tool_call_chunks=calls))
