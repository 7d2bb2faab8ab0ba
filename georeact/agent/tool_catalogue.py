"""The tools as a few lines of the system prompt, for a model whose every step is decoded under the step schema.

Under constrained decoding (`step_schema.py`) the grammar already holds each tool's argument names, types, enums
and bounds, so the prompt need not repeat them as JSON schemas (measured: 2,821 tokens of the 3,582-token prefix).
It only has to say what each tool is for and which arguments it takes: one signature line per tool and its
description, inside the tool preamble the chat template would write. The tools are then not bound on the request.
Measured on the dev split (35 questions, first of each template): the bare list without the system prompt's call
example cost 5 questions, mostly arguments filled from nowhere (candidates, open_at, anchor_b).
"""

from __future__ import annotations

from typing import Any

from georeact.agent.step_schema import FINAL_ANSWER_TOOL

MAIN_TOOL = "CalculateMetric"


def _argument(name: str, schema: dict[str, Any], required: bool) -> str:
    """`name`, `name?` when optional, with the enum's values (`mode?: walk|bike|drive`) or `[...]` for a list."""
    text = name if required else f"{name}?"
    if "enum" in schema:
        return f"{text}: {'|'.join(str(value) for value in schema['enum'])}"
    if schema.get("type") == "array":
        return f"{text}: [...]"
    if schema.get("type") == "object":
        return f"{text}: {{...}}"
    return text


def signature(tool: dict[str, Any]) -> str:
    """`Name(arg, arg?: a|b, ...)` of one OpenAI function schema."""
    function = tool["function"]
    parameters = function.get("parameters") or {}
    required = set(parameters.get("required") or ())
    arguments = ", ".join(_argument(name, schema, name in required)
                          for name, schema in (parameters.get("properties") or {}).items())
    return f"{function['name']}({arguments})"


def catalogue(tools: list[dict[str, Any]]) -> str:
    """The tools section of the system prompt: per tool its signature and description, FinalAnswer last, then the
    shape of a reply."""
    # in the words of the chat template's own tool preamble, which the model was tuned on
    lines = ["# Tools", "",
             "You are provided with function signatures within <tools></tools> XML tags (arguments marked ? are optional):",
             "<tools>"]
    main = [tool for tool in tools if tool["function"]["name"] == MAIN_TOOL]   # first, as the prompt prefers it
    for tool in [*main, *(tool for tool in tools if tool not in main), FINAL_ANSWER_TOOL]:
        lines.append(f"{signature(tool)}: {tool['function'].get('description', '').strip()}")
    lines += ["</tools>", "", "For each function call, return a json object with function name and arguments:",
              '{"name": <function-name>, "arguments": <args-json-object>}']
    return "\n".join(lines)
