"""What the model is shown: the system prompt of a tool set, and the conversation of a step."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage, AnyMessage, HumanMessage, SystemMessage

from georeact import prompts
from georeact.agent.tool_catalogue import catalogue


def system_prompt(tools: list[str], schemas: list[dict[str, Any]], profile: str, constrained: bool) -> str:
    """The system prompt for these tools on this schema profile; under constrained decoding, short, with the tools'
    catalogue (a short prompt is prompt time on a CPU; InspectSchema lists the tables and columns)."""
    # Without CalculateMetric but with GenerateSQL (the RAISE baseline, or that ablation) the model
    # must write SQL: it gets the SQL prompt instead of one that recommends a tool it does not have.
    sql_only = "GenerateSQL" in tools and "CalculateMetric" not in tools
    schema_summary = prompts.for_profile("schema_summary", profile)
    if constrained:
        schema_summary = schema_summary.split("\n- ")[0]
    text = prompts.render("system_sql.md" if sql_only else "system.md", schema_summary=schema_summary,
                          sql_rules=prompts.for_profile("sql_rules", profile),
                          conventions=prompts.load("conventions.md").strip())
    return text + "\n\n" + catalogue(schemas) if constrained else text


def conversation(system: str, messages: list[AnyMessage], turn_start: int, parsed_hint: str | None,
                 closing: bool = False) -> list[AnyMessage]:
    """System prompt + earlier turns (question and final answer only) + this turn in full; `closing` asks for the
    answer."""
    history: list[AnyMessage] = [m for m in messages[:turn_start] if isinstance(m, HumanMessage) or (
        isinstance(m, AIMessage) and not m.tool_calls and m.content)]
    current = list(messages[turn_start:])
    while len(current) > 1 and isinstance(current[-1], AIMessage) and not current[-1].tool_calls:
        current.pop()   # a parent graph's own words after the question: a prompt must not end on them (HTTP 400)
    if parsed_hint and current:
        # After the question, not in the system prompt: the shared prefix stays in the server's prompt cache.
        current.insert(1, HumanMessage(parsed_hint))
    if closing:
        # Drop a dangling tool call (no observation will come) and ask for the answer.
        if current and isinstance(current[-1], AIMessage) and current[-1].tool_calls:
            current = current[:-1]
        current.append(HumanMessage(prompts.load("finish.md").strip()))
    return [SystemMessage(system), *history, *current]
