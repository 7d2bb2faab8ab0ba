"""One reasoning step as a JSON schema: a call of one tool with valid arguments, or the final answer.

Sent as `response_format` (`json_schema`), which llama-server compiles into a grammar and hosted OpenAI-compatible
endpoints honour as structured output. The reply is then exactly one object in the shape the model already
writes a tool call in, `{"name": ..., "arguments": {...}}`, which `parse_text_tool_calls` reads. This replaces
`tool_choice="required"`: with the embedded model's template llama-server's tool-call grammar let the model pad
the call with newlines up to max_tokens (measured: 512 tokens, 30-50 s per step).

Strings are bounded so that no step writes a paragraph: a small model under a grammar otherwise repeats itself
inside an open string until max_tokens.
"""

from __future__ import annotations

import copy
from typing import Any

FINAL_ANSWER = "FinalAnswer"
ANSWER_MAX_CHARS = 600      # a list answer names up to ~10 places with their figures
ARGUMENT_MAX_CHARS = 160    # a place or feature phrase, a handle, a context; SQL has its own bound
SQL_MAX_CHARS = 1200
ARRAY_MAX_ITEMS = 12        # candidates to choose from, columns to describe; PlanRoute's stops bring their own bound

FINAL_ANSWER_TOOL: dict[str, Any] = {"type": "function", "function": {
    "name": FINAL_ANSWER,
    "description": "Give the final answer: the names, figures (with units) and directions the tools returned.",
    "parameters": {"type": "object", "properties": {"answer": {"type": "string"}}, "required": ["answer"]}}}


def _bound_string(prop: dict[str, Any], limit: int) -> None:
    if prop.get("type") == "string" and "enum" not in prop and "maxLength" not in prop:
        prop["maxLength"] = limit


def _bounded(schema: dict[str, Any], limit: int) -> dict[str, Any]:
    """`schema` with every free string property given a maxLength (enums and consts are bounded already), and every
    list a maxItems with bounded items. Measured: an unbounded `candidates` list repeated one name to max_tokens."""
    schema = copy.deepcopy(schema)
    for name, prop in (schema.get("properties") or {}).items():
        _bound_string(prop, SQL_MAX_CHARS if name == "sql" else limit)
        if prop.get("type") == "array":
            prop.setdefault("maxItems", ARRAY_MAX_ITEMS)
            _bound_string(prop.setdefault("items", {"type": "string"}), limit)
    return schema


def _step(name: str, parameters: dict[str, Any], limit: int) -> dict[str, Any]:
    return {"type": "object",
            "properties": {"name": {"const": name}, "arguments": _bounded(parameters, limit)},
            "required": ["name", "arguments"]}


def step_response_format(tool_schemas: list[dict[str, Any]]) -> dict[str, Any]:
    """The `response_format` admitting one call of any of `tool_schemas` (OpenAI function schemas) or FinalAnswer."""
    steps = [_step(t["function"]["name"], t["function"].get("parameters") or {"type": "object"}, ARGUMENT_MAX_CHARS)
             for t in tool_schemas]
    steps.append(_step(FINAL_ANSWER, FINAL_ANSWER_TOOL["function"]["parameters"], ANSWER_MAX_CHARS))
    return {"type": "json_schema", "json_schema": {"name": "step", "schema": {"oneOf": steps}}}
