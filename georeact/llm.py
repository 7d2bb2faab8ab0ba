"""The embedded model as a LangChain chat model for agents other than geo-react's own.

    from langchain.agents import create_agent
    from georeact import as_langchain_tools
    from georeact.llm import chat_model

    agent = create_agent(chat_model(), as_langchain_tools())

The embedded server (Qwen2.5-Coder-1.5B on llama-server) often writes a tool call as text, in a ```json fence or
as bare JSON, which the server does not turn into a tool call: a prebuilt agent then sees a plain answer and stops
(no tool call in 59 s, issue 31). `chat_model()` reads such text the way geo-react's own loop does
(agent/text_tool_calls.py) and returns an AIMessage with real `tool_calls`, for the tools that were bound.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import AIMessage, BaseMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable, RunnableWithFallbacks
from langchain_core.tools import BaseTool
from langchain_core.utils.function_calling import convert_to_openai_tool

from georeact.agent.text_tool_calls import parse_text_tool_calls
from georeact.config import Settings, get_settings


def _repeated(message: AIMessage, earlier: list[BaseMessage]) -> str | None:
    """What an earlier identical tool call returned, when every call of `message` repeats one; else None."""
    if not message.tool_calls:
        return None
    made = {call["id"]: (call["name"], call["args"]) for m in earlier if isinstance(m, AIMessage)
            for call in m.tool_calls if call.get("id")}
    results = {m.tool_call_id: str(m.content) for m in earlier if isinstance(m, ToolMessage)}
    answers = []
    for call in message.tool_calls:
        same = next((results.get(i) for i, made_call in made.items() if made_call == (call["name"], call["args"])
                     and i in results), None)
        if same is None:
            return None
        answers.append(same)
    return "\n".join(answers)


class TextToolCallingChatModel(BaseChatModel):
    """A chat model whose tool calls written as text become real ones (native calls pass unchanged)."""

    inner: BaseChatModel | RunnableWithFallbacks   # the latter: several servers (GEOREACT_LLM_BASE_URL), failing over
    tool_names: frozenset[str] = frozenset()
    tool_params: dict[str, frozenset[str]] = {}

    @property
    def _llm_type(self) -> str:
        return "georeact-text-tool-calls"

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None,
                  run_manager: CallbackManagerForLLMRun | None = None, **kwargs: Any) -> ChatResult:
        if isinstance(self.inner, BaseChatModel):
            result = self.inner._generate(messages, stop=stop, run_manager=run_manager, **kwargs)
        else:   # a failover chain has no _generate: its call, which goes to the first server that answers
            # without callbacks of its own, as _generate above: this model's run already reports the reply
            reply = self.inner.invoke(messages, {"callbacks": []}, stop=stop, **kwargs)
            result = ChatResult(generations=[ChatGeneration(message=reply)])
        return ChatResult(generations=[self._read(generation, messages) for generation in result.generations],
                          llm_output=result.llm_output)

    def _read(self, generation: ChatGeneration, messages: list[BaseMessage]) -> ChatGeneration:
        message = generation.message
        if not isinstance(message, AIMessage) or not self.tool_names:
            return generation
        read = parse_text_tool_calls(message, set(self.tool_names), self.tool_params)
        if (again := _repeated(read, messages)) is not None:
            # the small model repeats a call it made (measured: one call five times and no answer in a prebuilt
            # agent): what that call returned stands as the answer, and the agent ends
            read = AIMessage(content=again, response_metadata=read.response_metadata)
        return ChatGeneration(message=read, generation_info=generation.generation_info)

    def bind_tools(self, tools: Sequence[dict[str, Any] | type | Callable | BaseTool], *,
                   tool_choice: str | None = None, **kwargs: Any) -> Runnable[LanguageModelInput, AIMessage]:
        """Send the tools to the server (its chat template lists them) and read their calls from the reply."""
        formatted = [convert_to_openai_tool(tool) for tool in tools]
        functions = [tool["function"] for tool in formatted]
        reading = self.model_copy(update={
            "tool_names": frozenset(f["name"] for f in functions),
            "tool_params": {f["name"]: frozenset((f.get("parameters") or {}).get("properties", {})) for f in functions}})
        if tool_choice is not None:
            kwargs["tool_choice"] = tool_choice
        return reading.bind(tools=formatted, **kwargs)


def chat_model(settings: Settings | None = None) -> TextToolCallingChatModel:
    """A LangChain chat model on geo-react's configured endpoint (by default the embedded llama-server; start it
    with `georeact llm start`) whose tool calls written as text become real tool calls."""
    from georeact.agent.llm import build_chat_model

    return TextToolCallingChatModel(inner=build_chat_model(settings or get_settings()))
