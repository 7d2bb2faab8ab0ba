"""The `begin` node: the per-question record reset, the question read once and compiled into its plan."""

from __future__ import annotations

import logging
import time
from typing import Any

from langchain_core.messages import AIMessage, AnyMessage, HumanMessage

from georeact import limits, prompts
from georeact.agent.answer import Answer
from georeact.agent.state import AgentState
from georeact.agent.trace import LLMCall
from georeact.config import Settings
from georeact.reading import read
from georeact.reading.follow_up import Earlier, said_whole
from georeact.reading.plan import compile_plan
from georeact.reading.session import ReadingRefused, reading as reading_session
from georeact.tools.base import ToolContext, invoke
from georeact.tools.loaded_names import as_read, read_named
from georeact.tools.poi_filter import phrase_lookups

log = logging.getLogger(__name__)


def earlier_turn(messages: list[AnyMessage], asked: int | None) -> Earlier | None:
    """The conversation's last answered question before message `asked` (as it was read: a follow-up said whole),
    and the places its answer named."""
    turns: list[tuple[str, list[str]]] = []
    for index in range((asked if asked is not None else len(messages)) - 1, -1, -1):
        message = messages[index]
        answer = (message.response_metadata or {}).get("answer") if isinstance(message, AIMessage) else None
        if not answer or answer.get("answered") is False:   # a question not answered gives a follow-up nothing
            continue
        said = (message.response_metadata or {}).get("question") or next(
            (str(m.content) for m in reversed(messages[:index]) if isinstance(m, HumanMessage)), None)
        turns.append((said or "", [e["name"] for e in (answer.get("value") or {}).get("entities") or []
                                   if e.get("name")]))
        if len(turns[-1][1]) >= 2:   # what 'the second one' counts in
            break
    if not turns or not turns[0][0]:
        return None
    listed = next((places for _, places in turns if len(places) >= 2), [])
    return Earlier(question=turns[0][0], places=turns[0][1], listed=listed)


class Beginning:
    def __init__(self, settings: Settings, ctx: ToolContext, seed_parse: bool) -> None:
        self.settings = settings
        self.ctx = ctx
        self.seed_parse = seed_parse

    def begin(self, state: AgentState) -> dict[str, Any]:
        messages = state.get("messages", [])
        # the new question is the last person's message: a parent graph may have added its own after it ("Let me
        # check."), and a thread's state still holds the old question
        asked = next((i for i in range(len(messages) - 1, -1, -1) if isinstance(messages[i], HumanMessage)), None)
        question = str(messages[asked].content) if asked is not None else (state.get("question") or "")
        update: dict[str, Any] = {
            "question": question, "turn_start": asked if asked is not None else max(len(messages) - 1, 0),
            "turn_input": len(messages), "steps": None, "llm_calls": None,
            "values": None, "seen_calls": {}, "tool_rounds": 0, "answer": None, "error": None, "parsed_hint": None,
            "nudged": False, "rendered": None, "reading": None, "plan": None, "restated": None,
            "restated_refused": None,
        }
        if refused := limits.refusal("the question", question, limits.QUESTION_MAX_CHARS, "ask it in fewer words"):
            # before any reading: reading a 64 kB question took 278 s (issue 32)
            update["answer"] = Answer(text=f"I cannot answer this: {refused}.", note=refused, answered=False)
            update["path"], update["deadline"] = "refused", None
            update["question"] = question[:limits.QUESTION_MAX_CHARS].encode("utf-8", "replace").decode() + " …"
            return update
        update["path"] = None
        update["deadline"] = time.monotonic() + self.settings.question_time_s   # the reading counts against it
        if question:
            try:
                # 'montford bar open friday 11pm?', 'cyclng from ...': names in lower case and typos, read as meant
                update["question"] = question = as_read(self.ctx, question)
                with reading_session(deadline=update["deadline"]):
                    # a follow-up ('and how many cafes?') is read with what the conversation gives it
                    if whole := said_whole(question, earlier_turn(messages, asked), read):
                        update["question"] = question = whole
                    update["reading"] = read_named(self.ctx, question, read)
                update["plan"] = compile_plan(update["reading"], phrase_lookups(self.ctx).knows)
            except ReadingRefused as exc:   # nested too deep, or not read in time: said, not guessed at
                update["answer"] = Answer(text=f"I cannot answer this: {exc}.", note=str(exc), answered=False)
                update["path"], update["reading"], update["plan"] = "refused", None, None
                return update
            except ValueError as exc:   # a reading the reader could not build (a bug): the model answers alone
                log.warning("the question could not be read, the model answers it: %s", str(exc).splitlines()[0])
                update["reading"], update["plan"] = None, None
        if self.seed_parse:
            update.update(self._parse_question(question))
        return update

    def _parse_question(self, question: str) -> dict[str, Any]:
        from georeact.tools import parse_question

        started = time.perf_counter()
        result = invoke(parse_question.run, parse_question.Result, self.ctx, parse_question.Input(question=question))
        calls = [LLMCall(node="parse", duration_ms=(time.perf_counter() - started) * 1000,
                         prompt_tokens=result.prompt_tokens,
                         completion_tokens=result.completion_tokens)]
        if not result.ok:
            return {"llm_calls": calls}
        return {"parsed_hint": prompts.render("parse_hint.md", parsed=result.render()).strip(), "llm_calls": calls}
