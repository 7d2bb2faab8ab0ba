"""Length caps at every boundary, checked before any work (issue 32: a 30 kB region took 230 s, a 64 kB question
278 s, an 80 kB SQL pair 144 s, all before anything refused them). One place so that the CLI, MCP, the
LangChain tools and the agent refuse the same things with the same words."""

from __future__ import annotations

from georeact.errors import GeoReactError

QUESTION_MAX_CHARS = 2_000      # a question, however chatty, is a few sentences
NAME_MAX_CHARS = 200            # a place, region, context, feature phrase or handle
THREAD_MAX_CHARS = 128          # a chat thread's name
TOOL_ARGUMENTS_MAX_CHARS = 65_536   # a tool call's JSON (`tools call`, MCP)
JSON_MAX_DEPTH = 20             # nesting of a tool call's JSON (a deeper one is refused, not a RecursionError)
ARGUMENT_ITEMS_MAX = 10_000     # strings, lists and objects in one argument (PlanRoute takes 60 stops)


class TooLong(GeoReactError, ValueError):
    """An input over its cap; the message says which, how long, and the cap."""


def too_long(what: str, value: str, cap: int, hint: str = "") -> str | None:
    """The message for `value` when it is over `cap` characters, else None."""
    if len(value) <= cap:
        return None
    return f"{what} is {len(value):,} characters long; at most {cap:,} are accepted" + (f" ({hint})" if hint else "")


def not_unicode(what: str, value: str) -> str | None:
    """The message for text that cannot be written as UTF-8 (a lone surrogate, from a broken client or a JSON
    escape like \\ud800), else None: it used to reach the database driver and come back as an internal error."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        return f"{what} has a character that is not valid Unicode at position {exc.start} (a lone surrogate)"
    return None


def refusal(what: str, value: str, cap: int, hint: str = "") -> str | None:
    """Why `value` is refused (over `cap` characters, or not valid Unicode), else None."""
    return too_long(what, value, cap, hint) or not_unicode(what, value)


def check(what: str, value: str, cap: int, hint: str = "") -> str:
    """`value`, or TooLong."""
    if message := too_long(what, value, cap, hint):
        raise TooLong(message)
    return value


def json_depth(value: object, limit: int = JSON_MAX_DEPTH) -> int:
    """How many levels of lists and objects `value` nests, counted without recursion up to `limit` + 1."""
    depth, level = 0, [value]
    while depth <= limit:
        containers = [node for node in level if isinstance(node, (list, dict))]
        if not containers:
            break
        depth += 1
        level = [item for node in containers for item in (node.values() if isinstance(node, dict) else node)]
    return depth
