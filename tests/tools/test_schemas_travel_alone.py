"""Every tool's schema travels alone: inside the step grammar's oneOf, an MCP listing, a LangChain tool. A `$ref` to
`$defs` left behind cannot be resolved there (measured: llama-server refused every model step with 'Error resolving
ref #/$defs/Aggregate' once GenerateSQL took a nested template)."""

from __future__ import annotations

import json

from georeact.agent.step_schema import step_response_format
from georeact.tools.registry import TOOL_MODULES, load_tools


def test_no_tool_schema_refers_to_definitions_elsewhere():
    specs = load_tools(list(TOOL_MODULES), ())
    for spec in specs:
        text = json.dumps(spec.openai_schema())
        assert "$ref" not in text and "$defs" not in text, spec.name
    grammar = json.dumps(step_response_format([spec.openai_schema() for spec in specs]))
    assert "$ref" not in grammar
    generate = next(spec for spec in specs if spec.name == "GenerateSQL").openai_schema()["function"]["parameters"]
    assert "template" not in generate["properties"]   # the plan's, not shown to a model
