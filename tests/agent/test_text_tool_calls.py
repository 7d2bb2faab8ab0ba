"""parse_text_tool_calls on real outputs of the embedded model, plus hand-made edge cases.

REAL fixtures (tests/fixtures/llm_outputs/real_*.txt) are the raw `content` strings that the embedded
Qwen2.5-Coder-1.5B-Instruct Q4_K_M returned from llama-server (`--jinja`, temperature 0, the repaired
template georeact/agent/templates/qwen25_tools.jinja unless noted), with toy tools bound:
resolve_location(name), calculate_metric(metric, feature, anchor) and, for the raw-HTTP requests,
run_sql(query). Nothing in them is edited. How each was obtained:

  01-05      single question, system "You are a geospatial assistant. Use the tools ...", raw HTTP
  06, 08     after a tool result, system prompt says to answer in plain text once it has the data
  07         after a tool result WITHOUT that instruction: the model writes the call again
  09, 14     follow-up question after a completed call/answer turn (no tool call; 14 invents a distance)
  10, 11     through LangChain: build_chat_model(...).bind_tools([...]).invoke(...)
  12, 13     system prompt asking for several calls in <tool_call> tags; the model used <tools> instead
  15         the GGUF's own (unrepaired) chat template

The HAND-MADE cases further below are NOT model output; they pin down the tolerant parsing rules.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from langchain_core.messages import AIMessage
from langchain_core.messages.tool import tool_call

from georeact.agent.text_tool_calls import param_names, parse_text_tool_calls

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "llm_outputs"
TOOLS = {"resolve_location", "calculate_metric", "run_sql"}
PARAMS = {
    "resolve_location": {"name"},
    "calculate_metric": {"metric", "feature", "anchor"},
    "run_sql": {"query"},
}


def fixture(name: str) -> str:
    return (FIXTURES / f"{name}.txt").read_text()


def parse(text: str, tools: set[str] = TOOLS, params=None) -> AIMessage:
    return parse_text_tool_calls(AIMessage(content=text), tools, params)


def calls(msg: AIMessage) -> list[tuple[str, dict]]:
    return [(c["name"], c["args"]) for c in msg.tool_calls]


# --- real outputs: tool calls -----------------------------------------------------------------

REAL_CALLS = {
    "real_01_prose_fenced_call_prose": (
        [("resolve_location", {"name": "Brandenburg Gate"})],
        (
            "To find the Brandenburg Gate, you can use the `resolve_location` function. Here's how you can do it:\n\n"
            "This will return the OSM id and coordinates of the Brandenburg Gate."
        ),
    ),
    "real_02_fenced_call": (
        [("calculate_metric", {"metric": "distance", "feature": "hospital", "anchor": "munich central station"})],
        "",
    ),
    "real_04_fenced_call_sql_argument": (
        [
            (
                "run_sql",
                {
                    "query": "SELECT T1.name, T1.osm_id, T1.geometry FROM planet_osm_point AS T1 "
                    "INNER JOIN planet_osm_polygon AS T2 ON ST_Intersects(T1.geometry, T2.geometry) "
                    "WHERE T2.name = 'Piccadilly Circus' AND T1.user_tags LIKE '%restaurant%'"
                },
            )
        ],
        "",
    ),
    "real_05_prose_then_fenced_call": (
        [("resolve_location", {"name": "Paris"})],
        "To find the capital of France, I will use the `resolve_location` function.",
    ),
    "real_10_bare_json_one_line": (
        [("calculate_metric", {"metric": "count", "feature": "pharmacy", "anchor": "Alexanderplatz"})],
        "",
    ),
    # Quirk: the model sometimes copies the parameter schema instead of values. It is still returned as a
    # call so that the tool's argument validation tells the model what is wrong.
    "real_11_schema_echoed_as_arguments": (
        [
            (
                "resolve_location",
                {"properties": {"name": {"type": "string"}}, "required": ["name"], "type": "object"},
            )
        ],
        "",
    ),
    "real_12_two_calls_in_tools_tags": (
        [("resolve_location", {"name": "Hamburg"}), ("resolve_location", {"name": "Cologne"})],
        "",
    ),
    "real_13_four_calls_in_tools_tags": (
        [
            ("resolve_location", {"name": "Hamburg"}),
            ("resolve_location", {"name": "Cologne"}),
            ("calculate_metric", {"metric": "count", "feature": "school", "anchor": "Hamburg"}),
            ("calculate_metric", {"metric": "count", "feature": "school", "anchor": "Cologne"}),
        ],
        "",
    ),
    "real_15_gguf_template_fenced_call": ([("resolve_location", {"name": "Eiffel Tower"})], ""),
}


@pytest.mark.parametrize("name", sorted(REAL_CALLS))
def test_real_output_tool_calls(name):
    expected_calls, expected_thought = REAL_CALLS[name]
    msg = parse(fixture(name))
    assert calls(msg) == expected_calls
    assert msg.content == expected_thought
    ids = [c["id"] for c in msg.tool_calls]
    assert all(i and i.startswith("call_") for i in ids)
    assert len(set(ids)) == len(ids)


# --- real outputs: arguments written without the tool's name ----------------------------------


def test_real_arguments_without_name_need_tool_params():
    text = fixture("real_03_fenced_arguments_without_name")
    plain = parse(text)
    assert plain.tool_calls == [] and plain.content == text  # no name: not a call by itself

    msg = parse(text, params=PARAMS)
    assert calls(msg) == [("calculate_metric", {"metric": "area", "feature": "park", "anchor": "Vienna"})]
    assert msg.content == (
        "To find the total area of parks in Vienna, you can use the `calculate_metric` function with the "
        "following parameters:\n\nThis will return the total area of parks in Vienna in square kilometers."
    )


def test_real_repeated_call_after_tool_result():
    """Without "answer once you have the data" in the prompt, the model repeats the call it just made."""
    msg = parse(fixture("real_07_repeats_call_after_tool_result"), params=PARAMS)
    assert calls(msg) == [("calculate_metric", {"metric": "count", "feature": "cafe", "anchor": "Central Park"})]


# --- real outputs: plain answers stay unchanged -----------------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "real_06_answer_after_tool_result",
        "real_08_short_answer",
        "real_09_sql_fence_not_a_call",
        "real_14_unfounded_answer_without_call",
    ],
)
def test_real_plain_answers_unchanged(name):
    original = AIMessage(content=fixture(name), id="run-1")
    assert parse_text_tool_calls(original, TOOLS, PARAMS) is original
    assert original.tool_calls == []


# --- HAND-MADE edge cases (not model output) --------------------------------------------------

HANDMADE = {
    "tagged": (
        (
            'I need the coordinates first.\n<tool_call>\n{"name": "resolve_location", "arguments": {"name": "Rome"}}\n'
            "</tool_call>"
        ),
        [("resolve_location", {"name": "Rome"})],
        "I need the coordinates first.",
    ),
    "double_braces_from_gguf_template_typo": (
        '<tool_call>\n{{"name": "resolve_location", "arguments": {"name": "Rome"}}}\n</tool_call>',
        [("resolve_location", {"name": "Rome"})],
        "",
    ),
    "stray_extra_closing_brace": (
        '{"name": "resolve_location", "arguments": {"name": "Rome"}}}',
        [("resolve_location", {"name": "Rome"})],
        "",
    ),
    "missing_closing_brace_in_tags": (
        '<tool_call>\n{"name": "resolve_location", "arguments": {"name": "Rome"}\n</tool_call>',
        [("resolve_location", {"name": "Rome"})],
        "",
    ),
    "trailing_commas": (
        (
            '```json\n{"name": "calculate_metric", "arguments": {"metric": "area", "feature": "park", '
            '"anchor": "Oslo",},}\n```'
        ),
        [("calculate_metric", {"metric": "area", "feature": "park", "anchor": "Oslo"})],
        "",
    ),
    "plain_fence_and_parameters_alias": (
        (
            'Computing.\n```\n{"name": "calculate_metric", "parameters": {"metric": "count", "feature": "cafe", '
            '"anchor": "Oslo"}}\n```'
        ),
        [("calculate_metric", {"metric": "count", "feature": "cafe", "anchor": "Oslo"})],
        "Computing.",
    ),
    "arguments_as_json_string": (
        '{"name": "resolve_location", "arguments": "{\\"name\\": \\"Rome\\"}"}',
        [("resolve_location", {"name": "Rome"})],
        "",
    ),
    "several_tagged_calls": (
        (
            'Two places.\n<tool_call>\n{"name": "resolve_location", "arguments": {"name": "A"}}\n</tool_call>\n'
            '<tool_call>\n{"name": "resolve_location", "arguments": {"name": "B"}}\n</tool_call>'
        ),
        [("resolve_location", {"name": "A"}), ("resolve_location", {"name": "B"})],
        "Two places.",
    ),
    "json_list_of_calls": (
        (
            '[{"name": "resolve_location", "arguments": {"name": "A"}}, '
            '{"name": "run_sql", "arguments": {"query": "SELECT 1"}}]'
        ),
        [("resolve_location", {"name": "A"}), ("run_sql", {"query": "SELECT 1"})],
        "",
    ),
    "openai_function_wrapper": (
        '{"type": "function", "function": {"name": "run_sql", "arguments": "{\\"query\\": \\"SELECT 1\\"}"}}',
        [("run_sql", {"query": "SELECT 1"})],
        "",
    ),
    "braces_inside_string_argument": (
        '{"name": "run_sql", "arguments": {"query": "SELECT \'{a}\' AS x -- }"}}',
        [("run_sql", {"query": "SELECT '{a}' AS x -- }"})],
        "",
    ),
    "no_arguments_key": (
        '{"name": "resolve_location"}',
        [("resolve_location", {})],
        "",
    ),
    "unknown_tool_is_ignored_known_one_kept": (
        '{"name": "delete_everything", "arguments": {}}\n{"name": "resolve_location", "arguments": {"name": "A"}}',
        [("resolve_location", {"name": "A"})],
        '{"name": "delete_everything", "arguments": {}}',
    ),
}


@pytest.mark.parametrize("case", sorted(HANDMADE))
def test_handmade_edge_cases(case):
    text, expected_calls, expected_thought = HANDMADE[case]
    msg = parse(text)
    assert calls(msg) == expected_calls
    assert msg.content == expected_thought


@pytest.mark.parametrize(
    "text",
    [
        "The park covers 3.4 km².",
        '{"name": "delete_everything", "arguments": {}}',  # unknown tool
        'Result: {"count": 12, "unit": "features"}',  # data, not a call
        "Use `{` and `}` carefully: {not json}",
        "",
    ],
)
def test_handmade_plain_answers_unchanged(text):
    original = AIMessage(content=text)
    assert parse_text_tool_calls(original, TOOLS, PARAMS) is original


def test_handmade_native_tool_calls_win():
    native = AIMessage(
        content='{"name": "run_sql", "arguments": {"query": "SELECT 2"}}',
        tool_calls=[tool_call(name="resolve_location", args={"name": "X"}, id="abc")],
    )
    assert parse_text_tool_calls(native, TOOLS) is native


def test_handmade_metadata_is_kept():
    original = AIMessage(
        content='{"name": "resolve_location", "arguments": {"name": "A"}}',
        id="run-7",
        response_metadata={"finish_reason": "stop", "model_name": "qwen"},
        usage_metadata={"input_tokens": 10, "output_tokens": 5, "total_tokens": 15},
    )
    msg = parse_text_tool_calls(original, TOOLS)
    assert msg.id == "run-7"
    assert msg.response_metadata["finish_reason"] == "stop"
    assert msg.usage_metadata["total_tokens"] == 15
    assert original.tool_calls == []  # the input is not mutated


def test_handmade_list_content_blocks():
    msg = parse_text_tool_calls(
        AIMessage(content=[{"type": "text", "text": '{"name": "resolve_location", "arguments": {"name": "A"}}'}]),
        TOOLS,
    )
    assert calls(msg) == [("resolve_location", {"name": "A"})]


def test_handmade_inference_is_unambiguous_only():
    params = {"a_tool": {"x", "y"}, "b_tool": {"x", "y", "z"}}
    tools = set(params)
    assert parse('{"x": 1, "y": 2}', tools, params).tool_calls == []  # fits both tools
    assert calls(parse('{"x": 1, "z": 2}', tools, params)) == [("b_tool", {"x": 1, "z": 2})]
    assert parse('{"x": 1}', tools, params).tool_calls == []  # one key of a two-parameter tool


def test_param_names_from_langchain_tools():
    from langchain_core.tools import tool

    @tool
    def calculate_metric(metric: str, feature: str, anchor: str) -> str:
        """Compute a metric."""
        return ""

    assert param_names([calculate_metric]) == {"calculate_metric": {"metric", "feature", "anchor"}}
