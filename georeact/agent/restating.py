"""When the reading does not hold a question whole, the model restates it in one of the sentence forms the reader
reads (reading/data/restatements.yaml), copying the question's own phrases into the form's slots; the reader then
reads the restatement and its plan answers. On the embedded llama-server the reply is decoded under a grammar whose
slots are the question's phrases, so nothing can be invented; on any endpoint the restatement is checked again
here: its places are the question's phrases, and it keeps every number, time and way of travel the question says.

Why a sentence and not the plan's fields: a 1.5B model picks from enums badly but paraphrases well
(shared/notes/constrained-reading-probe.md); the reader, which reads these forms whole, does the classifying.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from datetime import datetime, timezone
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AnyMessage, BaseMessage, HumanMessage, SystemMessage
from pydantic import BaseModel, ConfigDict

from georeact.agent.trace import LLMCall
from georeact.geo.hours import in_figures, parse_open_at
from georeact.reading.measures import MEASURE_WORDS
from georeact.reading.attributes import asked_attribute, attributes
from georeact.reading.features import lookup
from georeact.reading.model import QuestionReading
from georeact.reading.plan import asking_words

TABLE = Path(__file__).resolve().parents[1] / "reading" / "data" / "restatements.yaml"
MAX_TOKENS = 90
MAX_PLACE_WORDS = 7
MAX_KIND_WORDS = 3
# Words that make a question's sentence, not a place or a kind: a slot holding one is not a phrase that names
QUESTION_WORDS = frozenset(
    "how many much what which whats what's is are does do have has there can could will would i me my you u in of "
    "to from for at on by with and or than vs the a an near nearest closest next then that thats that's who which "
    "whose where when it its it's they them their there".split())
PLACE_INNER_WORDS = frozenset("of the and am an on at de a".split())   # 'Museum of Art', 'Zum Roten Ochsen am Markt'
TIME_WORDS = frozenset("monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun noon "
                       "midnight morning evening night afternoon tonight today tomorrow now am pm".split())
CLOCK_FILLER = frozenset("in the at on a of o'clock oclock quarter half past to around about".split())
DURATION_WORDS = frozenset("min mins minute minutes hour hours half quarter".split())
DISTANCE = re.compile(r"\d+(?:[.,]\d+)? ?(?:m|km|metres|meters|miles|mi|ft|feet|yards|yds)?", re.IGNORECASE)
NUMBER = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?(?![\w.,]*\w)")   # '25', '4.5'; not 'p8', 'steingasse14'
SLOT = re.compile(r"\{(\w+)\}")
# Words that combine two answers: a restatement of a question that says one answers with an operation or a
# comparison, or not at all ('opening times' and 'less than 500 m' are no combination: not here)
MEASURE_WORD = re.compile(rf"\b(?:{'|'.join(MEASURE_WORDS)})\b", re.IGNORECASE)
FACTOR_WORD = re.compile(r"\b(?:twice|double|triple|thrice|(?:two|three|four|\d+) times) (?:as many|as much|the number)\b|"
                         r"\bat least (?:double|twice)\b", re.IGNORECASE)
COMBINING_WORDS = frozenset("difference total sum add minus plus combined altogether more fewer twice ratio versus vs"
                            .split())


class Forms(BaseModel):
    """The table: its word slots (each a list of the words it may hold), the forms and the worked examples."""
    model_config = ConfigDict(extra="allow")   # every other key of the table is a word slot
    forms: list[str]
    examples: list[dict[str, str]]

    @property
    def word_slots(self) -> dict[str, list[str]]:
        return dict(self.model_extra or {})

    def words(self, slot: str) -> list[str] | None:
        return self.word_slots.get(slot)


@cache
def forms() -> Forms:
    return Forms.model_validate(yaml.safe_load(TABLE.read_text(encoding="utf-8")))


@cache
def system_prompt() -> str:
    table = forms()
    return ("Restate the geospatial question as one of these sentence forms, copying place names, kinds of place, "
            "times and numbers exactly as the question writes them:\n" + "\n".join(table.forms) +
            "\nExamples:\n" + "\n".join(f"{e['said']} -> {e['restated']}" for e in table.examples))


# Where a phrase ends: punctuation between phrases, an arrow, a dash between words, a sentence's full stop (not
# the one of 'St.'); a comma too, but a moment is said across one ('saturday, 2pm')
_SENTENCE_STOPS = r"[;:?!()\[\]\"“”]|->|→|\s[-–—]\s|(?<!\bSt)(?<!\bDr)(?<!\bMt)(?<=\w{2})\.(?:\s|$)"
BETWEEN_MOMENTS = re.compile(_SENTENCE_STOPS)
BETWEEN_PHRASES = re.compile(r",|" + _SENTENCE_STOPS)


def phrases(question: str, between: re.Pattern[str] = BETWEEN_PHRASES) -> list[str]:
    """Every run of up to MAX_PLACE_WORDS words within one piece of the question, its edge quotes stripped."""
    found: list[str] = []
    for piece in between.split(question):
        words = [w.strip(".'‘’~") for w in piece.split()]
        words = [w for w in words if w]
        found += [" ".join(words[i:j]) for i in range(len(words))
                  for j in range(i + 1, min(len(words), i + MAX_PLACE_WORDS) + 1)]
    return list(dict.fromkeys(found))


def _folded(phrase: str) -> list[str]:
    return phrase.casefold().split()


def slot_phrases(question: str) -> dict[str, list[str]]:
    """The question's phrases each free slot may hold."""
    found = phrases(question)
    sentence_words = QUESTION_WORDS - PLACE_INNER_WORDS - {"the"}
    return {
        "place": [p for p in found if _folded(p)[0] not in QUESTION_WORDS - {"the"} and
                  not set(_folded(p)[1:]) & (QUESTION_WORDS - PLACE_INNER_WORDS) and
                  _folded(p)[-1] not in sentence_words | {"the", "of", "and"}],
        "kind": [p for p in found if len(p.split()) <= MAX_KIND_WORDS and not set(_folded(p)) & QUESTION_WORDS and
                 not re.search(r"\d", p)],
        "time": list(dict.fromkeys(
            p.rstrip(",") for p in phrases(question, BETWEEN_MOMENTS) if _folded(p)[0] not in QUESTION_WORDS and
            all(w.strip(",~") in TIME_WORDS | CLOCK_FILLER or re.search(r"\d", w) for w in _folded(p)))),
        "num": [p for p in found if len(p.split()) <= 2 and DISTANCE.fullmatch(p)],
        "dur": [p for p in found if len(p.split()) <= 3 and set(_folded(p)) & DURATION_WORDS and
                _folded(p)[0] not in QUESTION_WORDS - {"a", "an"}],
    }


def _literal(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)   # a GBNF string literal: JSON's escapes


def grammar(question: str, moments: list[str] | None = None) -> str:
    """A GBNF grammar (llama.cpp) of the forms, each free slot one of the question's phrases for it; the time slot
    only the `moments` the reading read whole, when it read any ('saturday, 2pm', never '2pm' alone)."""
    table = forms()
    free = slot_phrases(question)
    if moments:
        free["time"] = list(dict.fromkeys(moments))
    rules = [f"{slot} ::= " + " | ".join(_literal(p) for p in free[slot]) for slot in free if free[slot]]
    rules += [f"{slot} ::= " + " | ".join(_literal(w) for w in words) for slot, words in table.word_slots.items()]
    alternatives = []
    for form in table.forms:
        names = set(SLOT.findall(form))
        if any(name in free and not free[name] for name in names):
            continue   # a form whose slot the question has no phrase for ('open on {time}' without a time)
        parts = [part for part in SLOT.split(form) if part]
        alternatives.append(" ".join(part if part in names else _literal(part) for part in parts))
    return "root ::= " + " | ".join(f"( {a} )" for a in alternatives) + "\n" + "\n".join(rules)


def restate(llm: BaseChatModel, question: str, grammar_allowed: bool,
            call_model: Callable[[Any, list[AnyMessage]], BaseMessage],
            reading: QuestionReading | None = None) -> tuple[str | None, LLMCall]:
    """(the model's restatement, or None when the call failed; the call). `reading`: the question's own reading,
    whose moments the time slot holds."""
    started = time.perf_counter()
    moments = [r.open_at for r in reading.clauses() if r.open_at and r.open_at.casefold() in question.casefold()] \
        if reading is not None else []
    body: dict[str, Any] = {"grammar": grammar(question, moments)} if grammar_allowed else {}
    try:
        model = llm.bind(max_tokens=MAX_TOKENS, temperature=0, **({"extra_body": body} if body else {}))
        reply = call_model(model, [SystemMessage(system_prompt()), HumanMessage(question)])
    except Exception as exc:   # the endpoint is down or refuses the grammar: the model's other paths will say so
        return None, LLMCall(node="restate", duration_ms=(time.perf_counter() - started) * 1000, error=str(exc))
    text = reply.content.strip() if isinstance(reply.content, str) else ""
    return text or None, LLMCall.of("restate", reply, started)


def unfaithful(question: str, original: QuestionReading | None, restated: QuestionReading) -> str | None:
    """Why the restated reading is not the question's, or None: a place that is not one of its phrases, a number it
    says that the restatement drops, or a time or a way of travel it read that the restatement loses or changes."""
    folded = question.casefold()
    for sub in restated.clauses():
        for place in [*sub.places, *sub.stops]:
            if place not in sub.described and place.casefold() not in folded:   # a description: its own reading
                return f"{place!r} is not a phrase of the question"
    for sub in restated.clauses():
        folded_places = [p.casefold() for p in sub.places]
        if any(a == b for a, b in zip(folded_places, folded_places[1:])):
            return "it measures from a place to itself"   # 'how long is the X' -> 'the distance from X to X'
    for sub in restated.clauses():
        if sub.metric == "nearest" and (town := next((a for a in sub.anchors if _only_in(a, question)), None)):
            return f"it measures from {town!r}, which the question says things are in"   # 'the pub nearest Heidelberg'
    said = restated.question.casefold()
    if missing := [n for n in NUMBER.findall(question) if n.casefold() not in said]:
        return f"it drops the number {missing[0]}"
    if original is None:
        return None
    before, after = list(original.clauses()), list(restated.clauses())
    asked = [moment(r.open_at) for r in before if r.open_at]
    if asked and not any(moment(r.open_at) in asked for r in after if r.open_at):
        return "it drops or changes the time the question asks about"
    modes = {r.travel_mode for r in before if r.travel_mode}
    if modes and not modes & {r.travel_mode for r in after if r.travel_mode}:
        return "it changes how the question travels"
    if any(r.time_budget_s for r in before) and not any(r.time_budget_s for r in after):
        return "it drops the time the trip must fit in"
    restated_words = set(re.findall(r"\w+", said))
    kept = set(asked_attributes(restated))   # ('look up online' restated as 'the website': the word's attribute)
    if left := [w for w in asking_words(original) if w.casefold() not in restated_words and
                (asked_attribute(w) or ("",))[0] not in kept]:
        return f"it leaves out {left[0]!r}, which the question asks with"   # 'more cafes or fast food'
    asked_about = set(asked_attributes(restated)) | ({"opening_hours"} if any(r.open_at for r in after) else set())
    cued = [name for name, spec in attributes().items() if spec.cue.search(question)]
    if lost := [name for name in [*asked_attributes(original), *cued] if name not in asked_about]:
        return f"it no longer asks for the {attributes()[lost[0]].spoken}"   # 'who runs the X' -> 'the X'
    if lost := [r.feature for r in before if r.feature and r.feature.casefold() not in said and lookup(r.feature)]:
        return f"it leaves out the kind of place {lost[0]!r}"   # 'is the nearest cafe open' -> 'is X open'
    if (word := next((w for w in re.findall(r"\w+", folded) if w in COMBINING_WORDS), None)) and \
            not any(r.operation or r.compare for r in after):
        return f"it drops the '{word}' of the question"   # 'A -> B, plus B -> C. total?' as one distance
    if (factor := FACTOR_WORD.search(question)) and not any(r.operation == "times" for r in after):
        return f"it drops the '{factor.group(0)}' of the question"   # 'twice as many' answered as a difference
    # an attribute the question never cues: a yes/no one is a guess; any one is, where the question compares by a
    # measure ('how many times bigger is A than B' -> 'the number of floors of A')
    compares = MEASURE_WORD.search(question) is not None
    if invented := [a for a in asked_attributes(restated) if a not in asked_attributes(original) and
                    (compares or attributes()[a].answer == "yes_no") and not attributes()[a].cue.search(question)]:
        return f"the question does not ask for the {attributes()[invented[0]].spoken}"
    if dropped := _dropped_name(question, original, said):
        return f"it drops {dropped!r}, a name the question says"   # 'A & B to C & D' restated 'from A to B'
    return None


def _dropped_name(question: str, original: QuestionReading, said: str) -> str | None:
    """A word written with a capital in the question, inside a place the question was read to name, that the
    restatement no longer says (the question's first word aside: it is capitalised as a sentence's). The reading
    may have cut the place wrong ('Pine Street, thx bro'): only its capitalised words are kept to."""
    restated_words = set(re.findall(r"\w+", said))
    first = re.match(r"\W*(\w+)", question)
    for place in [p for r in original.clauses() for p in (*r.places, *r.stops) if p not in r.described]:
        for word in re.findall(r"\w+", place):
            if word[0].isupper() and word.casefold() not in restated_words and \
                    re.search(rf"\b{re.escape(word)}\b", question) and not (first and first.group(1) == word):
                return word
    return None


def _only_in(place: str, question: str) -> bool:
    """Whether the question says the place only as where things are ('in Baltimore'), never as a place to measure
    from or to."""
    said = rf"(?:the\s+)?{re.escape(place)}\b"
    return re.search(rf"\bin\s+{said}", question, re.IGNORECASE) is not None and \
        re.search(rf"\b(?:near|to|from|of|at|by|around|outside|beside)\s+{said}", question, re.IGNORECASE) is None


def asked_attributes(reading: QuestionReading) -> list[str]:
    """The attributes a reading asks about, filters by or groups by ('have wheelchair access')."""
    return [name for r in reading.clauses()
            for name in (r.attribute, r.aggregate.having if r.aggregate else None, r.aggregate.group_by
                         if r.aggregate else None) if name and name in attributes()]


# Two days to read moments at: a phrase that names no day reads as a different weekday on each
_REFERENCES = (datetime(2024, 1, 1, 12, 0, tzinfo=timezone.utc), datetime(2024, 1, 4, 12, 0, tzinfo=timezone.utc))


def moment(open_at: str) -> tuple[int | None, str, bool] | str:
    """(weekday or None when it names none, clock, whole day) of an open-at phrase, or the phrase itself when it is
    not one a tool reads: two phrases mean the same moment when these are equal."""
    spoken = re.sub(r"^(?:(?:around|about|approx\.?|like|at|on)\s+)+|[~≈]", "", open_at.strip(), flags=re.IGNORECASE)
    try:
        first, second = (parse_open_at(in_figures(spoken), 0.0, 0.0, now=now) for now in _REFERENCES)
    except ValueError:
        return open_at.casefold()
    day = first.start.weekday() if first.start.weekday() == second.start.weekday() else None
    return day, first.start.strftime("%H:%M"), first.whole_day
