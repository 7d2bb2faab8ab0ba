"""The model as the agent calls it: bound to the tools (or constrained to their schemas), shown the system prompt
and the conversation, and cut off at the question's deadline."""

from __future__ import annotations

from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AnyMessage, BaseMessage

from georeact.agent.llm import invoke_by, single_attempt, takes_timeout
from georeact.agent.prompting import conversation, system_prompt
from georeact.agent.state import AgentState
from georeact.agent.step_schema import step_response_format
from georeact.config import Settings
from georeact.tools.registry import ToolSpec

# A run's configurable flag: the model's reply streams, so the run's callbacks see its tokens as they are written.
# Unlike LangGraph's "messages" stream mode, it keeps the node in the caller's thread, where Ctrl-C stops the call.
STREAM_REPLY = "stream_reply"
# The time a call before the plan leaves for the reading's own plan: its steps take milliseconds to a few seconds
# (a route over a country's roads); the model gets the rest of the question's time
PLAN_RESERVE_S = 10.0
PLAN_RESERVE_SHARE = 0.25


class ModelCaller:
    """One agent's model: `llm` alone (the closing answer, a plan) or `with_tools` (a ReAct step)."""

    def __init__(self, settings: Settings, llm: BaseChatModel, tools: list[ToolSpec], profile: str) -> None:
        self.settings = settings
        self.timeouts = takes_timeout(llm)   # a per-call timeout is an openai-client argument
        self.llm = single_attempt(llm)   # the question's deadline bounds each call; invoke_by retries within it
        schemas = [spec.openai_schema() for spec in tools]
        constrained = bool(tools) and settings.constrained_decoding
        if constrained:   # one tool call or FinalAnswer, decoded under their schemas; the prompt lists the tools
            # extra_body: langchain-openai would otherwise parse a response_format reply itself (strict tools only)
            self.with_tools = self.llm.bind(extra_body={"response_format": step_response_format(schemas)})
        else:
            self.with_tools = self.llm.bind_tools(schemas) if tools else self.llm
        self.system_prompt = system_prompt([spec.name for spec in tools], schemas, profile, constrained)

    def call(self, model: Any, messages: list[AnyMessage], state: AgentState, **kwargs: Any) -> BaseMessage:
        """A model call that ends by the question's deadline (`question_time_s`): a slow model is cut off there."""
        return invoke_by(model, messages, state.get("deadline"), retries=self.settings.llm_max_retries,
                         timeout_s=self.settings.llm_timeout_s, timeouts=self.timeouts, **kwargs)

    def call_before_plan(self, model: Any, messages: list[AnyMessage], state: AgentState) -> BaseMessage:
        """A call made before the reading's own plan has run (a restatement, a plan the model writes): it ends
        early enough to leave that plan its time, so a slow or hung model never costs the answer the reading could
        give alone (a restatement that took the whole 60 s left the plan's query no time: 'I could not answer')."""
        deadline = state.get("deadline")
        reserve = min(PLAN_RESERVE_S, PLAN_RESERVE_SHARE * self.settings.question_time_s)
        return self.call(model, messages, {**state, "deadline": None if deadline is None else deadline - reserve})

    def prompt(self, state: AgentState, closing: bool = False) -> list[AnyMessage]:
        return conversation(self.system_prompt, state.get("messages", []), state.get("turn_start", 0),
                            state.get("parsed_hint"), closing)
