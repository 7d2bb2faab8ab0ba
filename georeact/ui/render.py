"""Rich renderings shared by `ask -v`, `chat` and `trace show`."""

from __future__ import annotations

import json

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.syntax import Syntax
from rich.text import Text

from georeact.agent.answer import Answer
from georeact.agent.trace import LLMCall, Step, Trace

# Control characters a terminal would act on (ESC starts a sequence that can clear the screen, set the title or
# write the clipboard; C1's CSI does the same on some terminals), shown as visible marks: names come from OSM data,
# which anyone can edit, and rich's Text drops only a few of them. Newlines and tabs stay.
_CONTROLS = {code: f"\\x{code:02x}" for code in (*range(0x00, 0x20), *range(0x7F, 0xA0)) if chr(code) not in "\n\t"}


def shown(text: object) -> str:
    """`text` with every control character a terminal acts on written out visibly (ESC as '\\x1b')."""
    return str(text).translate(_CONTROLS)


def _text(value: object, style: str = "") -> Text:
    return Text(shown(value), style=style)


def step_view(step: Step, show_sql: bool = False) -> RenderableType:
    parts: list[RenderableType] = []
    if step.thought.strip():
        parts.append(_text(f"thought: {step.thought.strip()}", style="italic dim"))
    args = json.dumps(step.arguments, ensure_ascii=False)
    title = Text.assemble(("→ ", "cyan"), (step.tool, "bold cyan"), (shown(f" {args}"), "cyan"))
    if step.repeated:
        title.append("  (repeated call, answered from the earlier result)", style="yellow")
    parts.append(title)
    style = "red" if not step.ok else "default"
    observation = step.observation_shown if len(step.observation_shown) < 600 else step.observation_shown[:600] + " …"
    parts.append(_text(f"  {observation}", style=style))
    timing = f"  {step.duration_ms:.0f} ms, {len(step.sql)} SQL"
    parts.append(_text(timing, style="dim"))
    if show_sql:
        for query in step.sql:
            parts.append(Syntax(shown(query.sql.strip()), "sql", theme="ansi_dark", word_wrap=True))
    return Group(*parts)


def llm_view(call: LLMCall) -> RenderableType:
    if call.error:
        return _text(f"LLM ({call.node}) failed: {call.error}", style="red")
    return _text(f"LLM ({call.node}): {call.prompt_tokens}+{call.completion_tokens} tokens, {call.duration_ms / 1000:.1f} s",
                style="dim")


def value_text(answer: Answer) -> str:
    value = answer.value
    if value is None:
        return ""
    if value.kind == "number" and value.number is not None:
        unit = {"m": "m", "m2": "m²", "count": "", "s": "s"}.get(value.unit or "", value.unit or "")
        return f"{value.number:,.2f} {unit}".strip() if value.unit != "count" else f"{value.number:.0f}"
    if value.kind == "direction" and value.degrees is not None:
        return f"{value.degrees:.1f}° ({value.compass})"
    if value.kind == "location" and value.lat is not None:
        return f"{value.lat:.5f}, {value.lon:.5f}"
    if value.entities:
        return ", ".join(entity.name or "(no name)" for entity in value.entities[:8])   # never a handle
    return ""


def answer_view(trace: Trace) -> RenderableType:
    answer = trace.answer
    body: list[RenderableType] = []
    if trace.error:
        body.append(_text(f"error: {trace.error}", style="red"))
    if read_as := trace.meta.get("read_as"):   # a follow-up, said whole with what the conversation gave it
        body.append(_text(f"(read as: {read_as})", style="dim"))
    if answer is not None:
        body.append(_text(answer.text or "(no answer)", style="bold"))
        typed = value_text(answer)
        if typed:
            body.append(_text(f"value: {typed}", style="green"))
        # a failed question's note is the tool's error, written for the model (arguments, handles, what to call):
        # the answer says why in a person's words; the note stays in -v and the trace
        if answer.note and answer.note != trace.error and answer.answered:
            body.append(_text(answer.note, style="yellow"))
    # A line of the body, not the panel's subtitle: a subtitle wider than the terminal is cut off.
    footer = (f"{trace.duration_s:.1f} s · {len(trace.llm_calls)} LLM calls · {trace.total_tokens} tokens "
              f"({trace.prompt_tokens} prompt + {trace.completion_tokens} completion) · {len(trace.steps)} tool calls")
    body.append(_text(footer, style="dim"))
    return Panel(Group(*body), title="answer", border_style="green" if not trace.error else "red")


def trace_view(trace: Trace, show_sql: bool = True) -> RenderableType:
    parts: list[RenderableType] = [_text(f"[{trace.id}] {trace.question}", style="bold")]
    for step in trace.steps:
        parts.append(step_view(step, show_sql=show_sql))
    parts.append(answer_view(trace))
    return Group(*parts)
