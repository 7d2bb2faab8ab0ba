"""Turn tool calls that a small model wrote as text into real `tool_calls`.

Small local models (Qwen2.5-Coder-1.5B among them) rarely produce native tool calls; they write
JSON such as

    <tool_call>
    {"name": "resolve_location", "arguments": {"name": "Paris"}}
    </tool_call>

or the same object bare, in a ```json fence, several in a row, with `parameters` instead of
`arguments`, with arguments as a JSON string, with a trailing comma or a stray extra `}`.
`parse_text_tool_calls` finds those, keeps only calls of known tools, and returns a new AIMessage
with `tool_calls` filled and the remaining free text (the model's "thought") as content.
"""

from __future__ import annotations

import ast
import json
import re
import uuid
from collections.abc import Collection, Iterable, Mapping
from typing import Any

from langchain_core.messages import AIMessage
from langchain_core.messages.tool import tool_call as make_tool_call

NAME_KEYS = ("name", "tool", "tool_name", "function")
ARG_KEYS = ("arguments", "parameters", "args", "input", "tool_input")

_OPENERS = {"{": "}", "[": "]"}
_CLOSERS = {"}", "]"}
_TAG_RE = re.compile(r"</?(?:tool_calls?|tools)>", re.IGNORECASE)  # the model also wraps calls in <tools>
_EMPTY_FENCE_RE = re.compile(r"```[A-Za-z0-9_-]*\s*```")
_PUNCT_LINE_RE = re.compile(r"^[\s\[\]{},]*$")


def parse_text_tool_calls(
    message: AIMessage,
    tool_names: set[str],
    tool_params: Mapping[str, Collection[str]] | None = None,
) -> AIMessage:
    """Return `message` with tool calls parsed from its text, or `message` itself if there are none.

    Native tool calls win: a message that already has `tool_calls` is returned unchanged.

    `tool_params` (tool name -> its parameter names, see `param_names`) is optional. With it, a JSON
    object that has no tool name but whose keys are the arguments of exactly one tool is taken as a
    call of that tool: the model often writes just `{"metric": "area", "feature": "park", ...}`.
    """
    if message.tool_calls:
        return message
    text = _text_of(message.content)
    if not text or not tool_names:
        return message
    calls, spans = find_tool_calls(text, tool_names, tool_params)
    if not calls:
        return message
    tool_calls = [make_tool_call(name=name, args=args, id=f"call_{uuid.uuid4().hex[:12]}") for name, args in calls]
    return AIMessage(
        content=_remaining_text(text, spans),
        tool_calls=tool_calls,
        id=message.id,
        name=message.name,
        additional_kwargs=dict(message.additional_kwargs),
        response_metadata=dict(message.response_metadata),
        usage_metadata=message.usage_metadata,
    )


def param_names(tools: Iterable[Any]) -> dict[str, set[str]]:
    """`{tool name: parameter names}` for LangChain tools (or anything with `.name` and `.args`)."""
    return {t.name: set(getattr(t, "args", {}) or {}) for t in tools}


def find_tool_calls(
    text: str,
    tool_names: set[str],
    tool_params: Mapping[str, Collection[str]] | None = None,
) -> tuple[list[tuple[str, dict[str, Any]]], list[tuple[int, int]]]:
    """All (name, args) calls of known tools written in `text`, in order, and the text spans they occupy."""
    calls: list[tuple[str, dict[str, Any]]] = []
    spans: list[tuple[int, int]] = []
    i = 0
    n = len(text)
    while i < n:
        if text[i] != "{":
            i += 1
            continue
        end = _balanced_end(text, i)
        candidate = text[i:end] if end is not None else _close_truncated(text, i)
        value = _loads(candidate) if candidate is not None else None
        if value is None:
            i += 1  # not parseable from here: maybe an inner object is (e.g. "{{...}}")
            continue
        found = list(_calls_in(value, tool_names))
        if not found and tool_params:
            inferred = _infer_call(value, tool_names, tool_params)
            found = [inferred] if inferred else []
        stop = end if end is not None else _truncated_stop(text, i)
        if found:
            calls.extend(found)
            spans.append(_widen(text, i, stop))
            i = stop
        elif isinstance(value, dict):
            i = stop  # some other JSON object (data, an answer): leave it in the text
        else:
            i += 1
    return calls, spans


# --- JSON scanning ----------------------------------------------------------------------------


def _scan_brackets(text: str, start: int, end: int) -> tuple[int | None, list[str], bool, bool]:
    """Walk JSON brackets from `start` (skipping strings) until the first one closes.

    Returns (index just past the closing bracket or None, the closers still expected, still inside a
    string, broken: a mismatched bracket or the call's closing tag came first)."""
    stack: list[str] = []
    in_str = False
    esc = False
    for j in range(start, end):
        c = text[j]
        if in_str:
            if esc:
                esc = False
            elif c == "\\":
                esc = True
            elif c == '"':
                in_str = False
            continue
        if c == '"':
            in_str = True
        elif c in _OPENERS:
            stack.append(_OPENERS[c])
        elif c in _CLOSERS:
            if not stack or stack[-1] != c:
                return None, stack, in_str, True
            stack.pop()
            if not stack:
                return j + 1, stack, in_str, False
        elif c == "<" and text.startswith("</tool_call>", j):
            return None, stack, in_str, True  # the call's tag closed before the object did
    return None, stack, in_str, False


def _balanced_end(text: str, start: int) -> int | None:
    """Index just past the bracket that closes the one at `start`, or None if it never closes."""
    return _scan_brackets(text, start, len(text))[0]


def _truncated_stop(text: str, start: int) -> int:
    tag = text.find("</tool_call>", start)
    fence = text.find("```", start)
    ends = [p for p in (tag, fence) if p != -1]
    return min(ends) if ends else len(text)


def _close_truncated(text: str, start: int) -> str | None:
    """An object that never closes (missing `}`; output cut by max_tokens): close it and try."""
    chunk = text[start : _truncated_stop(text, start)].rstrip().rstrip(",")
    closed_at, missing, in_str, broken = _scan_brackets(chunk, 0, len(chunk))
    if closed_at is not None or broken or in_str or not missing:
        return None
    return chunk + "".join(reversed(missing))


_TRAILING_COMMA_RE = re.compile(r",(\s*[}\]])")


def _loads(candidate: str) -> Any | None:
    """json.loads, tolerating trailing commas and Python-literal style (single quotes, True/None)."""
    for attempt in (candidate, _TRAILING_COMMA_RE.sub(r"\1", candidate)):
        try:
            return json.loads(attempt)
        except ValueError:
            pass
    try:
        return ast.literal_eval(_TRAILING_COMMA_RE.sub(r"\1", candidate))
    except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
        pass
    pythonish = re.sub(r"\btrue\b", "True", candidate)
    pythonish = re.sub(r"\bfalse\b", "False", pythonish)
    pythonish = re.sub(r"\bnull\b", "None", pythonish)
    try:
        return ast.literal_eval(_TRAILING_COMMA_RE.sub(r"\1", pythonish))
    except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
        return None


# --- recognising calls ------------------------------------------------------------------------


def _calls_in(value: Any, tool_names: set[str], depth: int = 0):
    """Yield (name, args) for every call-shaped dict in `value` (a call, a list of calls, a wrapper)."""
    if depth > 4:
        return
    if isinstance(value, list):
        for item in value:
            yield from _calls_in(item, tool_names, depth + 1)
        return
    if not isinstance(value, dict):
        return
    call = _as_call(value, tool_names)
    if call is not None:
        yield call
        return
    for key in ("tool_calls", "function_call", "function", "tool_call", "calls", "actions", "action"):
        if key in value:
            yield from _calls_in(value[key], tool_names, depth + 1)


def _as_call(obj: dict[str, Any], tool_names: set[str]) -> tuple[str, dict[str, Any]] | None:
    name = next((obj[k] for k in NAME_KEYS if isinstance(obj.get(k), str)), None)
    if name is None or name.strip() not in tool_names:
        return None
    raw = next((obj[k] for k in ARG_KEYS if k in obj), {})
    args = _as_args(raw)
    if args is None:
        return None
    return name.strip(), args


def _infer_call(
    value: Any, tool_names: set[str], tool_params: Mapping[str, Collection[str]]
) -> tuple[str, dict[str, Any]] | None:
    """A bare arguments object: the one tool whose parameters cover all its keys (>= 2 keys, or all params)."""
    if not isinstance(value, dict) or not value or any(k in value for k in ARG_KEYS):
        return None
    keys = set(value)
    matches = [
        name
        for name, params in tool_params.items()
        if name in tool_names and keys <= set(params) and (len(keys) >= 2 or keys == set(params))
    ]
    return (matches[0], dict(value)) if len(matches) == 1 else None


def _as_args(raw: Any) -> dict[str, Any] | None:
    if raw is None:
        return {}
    if isinstance(raw, dict):
        return raw
    if isinstance(raw, str):
        if not raw.strip():
            return {}
        parsed = _loads(raw)
        if isinstance(parsed, dict):
            return parsed
        end = _balanced_end(raw, raw.find("{")) if "{" in raw else None
        if end is not None:  # e.g. a stray "}" after the JSON in the string
            parsed = _loads(raw[raw.find("{") : end])
            if isinstance(parsed, dict):
                return parsed
    return None


# --- what is left: the thought ----------------------------------------------------------------


def _widen(text: str, start: int, end: int) -> tuple[int, int]:
    """Grow a call's span over stray braces around it (`{{...}}`, `...}}}` from a template typo)."""
    j = end
    while True:
        k = j
        while k < len(text) and text[k] in " \t\r\n":
            k += 1
        if k < len(text) and text[k] == "}":
            j = k + 1
        else:
            break
    i = start
    while True:
        k = i
        while k > 0 and text[k - 1] in " \t\r\n":
            k -= 1
        if k > 0 and text[k - 1] == "{":
            i = k - 1
        else:
            break
    return i, j


def _remaining_text(text: str, spans: list[tuple[int, int]]) -> str:
    pieces = []
    last = 0
    for start, end in spans:
        pieces.append(text[last:start])
        last = end
    pieces.append(text[last:])
    rest = "\n".join(p for p in pieces)
    rest = _TAG_RE.sub("", rest)
    rest = _EMPTY_FENCE_RE.sub("", rest)
    lines = [ln.rstrip() for ln in rest.splitlines() if not _PUNCT_LINE_RE.match(ln) or not ln.strip()]
    rest = "\n".join(lines)
    rest = re.sub(r"\n{3,}", "\n\n", rest)
    return rest.strip()


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for block in content:
            if isinstance(block, str):
                parts.append(block)
            elif isinstance(block, dict) and block.get("type") == "text":
                parts.append(str(block.get("text", "")))
        return "\n".join(parts)
    return ""
