"""The reading compiled to a plan: ordered tool calls, each of which may name an earlier step's answer.

A described place ("the biggest park in Vaduz") is a step of its own, before the step that uses it; its answer
is referred to as `$N` (step N's first place) or `$N.k` (its k-th place: "the two largest parks"). A later clause
("..., then the closest restaurant to it") follows the clause it points back to. A comparison measures each
candidate and the answer compares the figures. The agent runs the steps as ReAct steps
(agent/plan_runner.py); the plan is computed once in `begin` and kept in the state.

The plan is complete when the reading is (every content word accounted for) and each step has a call: then it
is answered without a model. Otherwise the model works, and the trace says why.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, Field

from georeact.reading import aggregates, deterministic
from georeact.reading.attributes import asked_attribute
from georeact.reading.features import lookup, normalize_phrase
from georeact.reading.vocabulary import is_any_place
from georeact.reading.kinds import Call, NoCall, kind_modules
from georeact.reading.model import QuestionReading
from georeact.reading.metrics import metric_spec

STEP_REF = re.compile(r"^\$(\d+)(?:\.(\d+))?$")
# The measure each comparison compares, and whether the smaller figure wins.
COMPARE_MEASURES: dict[str, tuple[str, bool]] = {"nearer": ("distance", True), "farther": ("distance", False),
                                                 "larger": ("area", False), "smaller": ("area", True),
                                                 "longer": ("length", False), "shorter": ("length", True)}
PLACE_ARGS = ("anchor", "anchor_b", "region", "towards", "place")


class PlanStep(BaseModel):
    tool: str
    args: dict[str, Any] = Field(description="The call's arguments; '$N' / '$N.k' is step N's (k-th) place.")
    says: str = Field(description="The step in words: the ReAct thought.")
    phrase: str | None = Field(None, description="The question's phrase this step answers (a described place).")
    reading: QuestionReading = Field(description="The part of the question it answers (to render its answer).")
    candidate: str | None = Field(None, description="In a comparison: the candidate this step measures.")


class Gap(str):
    """Why a plan is not complete; `said`: the words of the question it leaves out, when it names them."""
    said: str | None = None


def _gap(why: str, said: str | None = None) -> Gap:
    gap = Gap(why)
    gap.said = said
    return gap


class Plan(BaseModel):
    steps: list[PlanStep] = []
    compare: str | None = None          # the last len(candidates) steps measure the candidates
    operation: str | None = None        # arithmetic over the answers of the steps in `operands` (reading.operation)
    operands: list[int] = []            # the index of the step that answers each operand
    factor: float | None = None         # 'twice as many': the factor a 'times' question asks about
    count_than: tuple[str, float] | None = None   # 'more than 2 hotels or guesthouses?': the number a sum is held against
    union: int | None = None            # a sum of two counts in one scope: the step counting either kind, each place once
    complete: bool = False
    why: str = ""
    left_out: list[str] = []            # words of the question no step holds ('with a roof': no tag the data has)

    def summary(self) -> str:
        lines = [f"{i + 1}. {s.tool} {s.args}" for i, s in enumerate(self.steps)]
        return "\n".join(lines) or "(no steps)"


def category_word(reading: QuestionReading) -> str | None:
    """The first word of the question that names a whole category of tags ('amenity', 'shop': any value)."""
    for word in normalize_phrase(reading.question).split():
        found = lookup(word)
        if found and found[1] and all(f.value is None for f in found[1]):
            return word
    return None


def usable_phrase(reading: QuestionReading, knows: Callable[[str], bool]) -> str | None:
    """The feature with its modifier when `knows` it ('Greek restaurant': cuisine=greek), else the feature alone."""
    phrase = reading.feature_phrase
    return phrase if phrase != reading.feature and phrase and knows(phrase) else reading.feature


def _having_attribute(reading: QuestionReading, knows: Callable[[str], bool]) -> QuestionReading | None:
    """A count, or a list the database cannot filter by the modifier, whose modifier names an attribute the places
    carry ('a cafe with wifi near X - how many within 400 m'): the aggregate of the places having it, which counts
    every value that means having it (reading/data/attributes.yaml: 'yes', 'wlan', 'designated' ...) where a kind's
    tag says one ('wlan'). A list the database can filter keeps its distances."""
    if (buildings := aggregates.buildings_counted(reading)) is not None:   # every footprint, named or not
        return buildings
    if not reading.modifier or (reading.metric == "list" and usable_phrase(reading, knows) != reading.feature):
        return None
    counted = aggregates.with_attribute(reading)
    return counted if counted.aggregate is not None else None


def from_nowhere(reading: QuestionReading) -> bool:
    """'how far is the walk to the nearest police station?' with no place to start from: answered with how many there
    are where the question is, said with what the distance needs (agent/sentences.py), never a guess at the start."""
    return bool(reading.metric and reading.feature and not reading.anchors and not reading.refers_back and
                metric_spec(reading.metric).needs_anchor and reading.radius_m is None and reading.direction is None
                and not reading.candidates)


def reading_call(reading: QuestionReading, knows: Callable[[str], bool] = lambda phrase: False) -> dict[str, Any] | None:
    """The CalculateMetric call the reading asks for, with the question's own place names; None when the reading
    names no metric, or no feature for a metric that needs one. `knows(phrase)`: the database can use the feature
    with its modifier ('Greek restaurant'), else the feature alone is sent."""
    metric = reading.metric
    if metric is None and (reading.radius_m is not None or reading.direction is not None):
        metric = "nearest"   # "is there a pharmacy within 500 m / southwest of X": the nearest answers it
    if metric is None:
        return None
    if reading.candidates:
        return {"metric": "nearest", "anchor": reading.anchor, "candidates": list(reading.candidates)}
    places = [*reading.anchors, *([reading.region] if reading.region else [])]
    if metric == "kinds" and not reading.feature and (category := category_word(reading)) and places:
        # "What amenity is in X?": every kind of that category at the place (around it, with a radius)
        call = {"metric": "kinds", "feature": category, "anchor": places[0]}
        return {**call, "radius_m": reading.radius_m} if reading.radius_m is not None else call
    between_places = metric_spec(metric).of_places > 0 and not reading.feature
    if not reading.feature and not (between_places and (reading.anchors or reading.region)):
        return None
    if reading.feature:
        metric = "azimuth" if reading.shape == "direction" else metric_spec(metric).with_feature or metric
    call: dict[str, Any] = {"metric": metric}
    if reading.feature:
        call["feature"] = usable_phrase(reading, knows)
    if reading.anchors:
        call["anchor"] = reading.anchors[0]
        if between_places and len(reading.anchors) > 1:
            call["anchor_b"] = reading.anchors[1]
    elif between_places:    # 'how big is Schaan?': the area of the place itself
        return {**call, "anchor": reading.region}
    for key in ("region", "radius_m", "direction", "towards", "open_at"):
        if getattr(reading, key) is not None:
            call[key] = getattr(reading, key)
    if reading.open_at and reading.closed_then:
        call["closed"] = True
    if (reading.limit or reading.rank) and metric_spec(metric).answer == "entities":
        call["limit"] = max(reading.limit or 1, reading.rank or 1)
    if metric == "distance" and "anchor_b" in call and reading.travel_mode:
        call["mode"] = reading.travel_mode
    return call


def _left_out(gaps: list[str]) -> list[str]:
    return [gap.said for gap in gaps if isinstance(gap, Gap) and gap.said]


# what two counts may differ by and still count in one scope
_KIND_ONLY = ("question", "feature", "feature_phrase", "modifier")


def _either_kind(reading: QuestionReading) -> QuestionReading | None:
    """For 'how many A and B are there around X', the count of places of either kind there: a place of both (a hot
    pool that is a bathing spot) is one place. None for any other arithmetic."""
    if reading.operation != "sum" or len(reading.operands) != 2:
        return None
    first, second = reading.operands
    if first.metric != "count" or second.metric != "count" or not first.feature or not second.feature or \
            first.feature == second.feature or first.modifier or second.modifier or \
            first.model_dump(exclude=set(_KIND_ONLY)) != second.model_dump(exclude=set(_KIND_ONLY)):
        return None
    if first.feature not in first.question:
        return None
    either = f"{first.feature} or {second.feature}"   # (said in the operand's question, where its words are checked)
    return first.model_copy(update={"feature": either, "feature_phrase": None,
                                    "question": first.question.replace(first.feature, either, 1)})


def _near_each_other(steps: list[PlanStep], operands: list[int]) -> None:
    """Two places described apart ('how much higher is A than B'): each is the one of its name nearest the other
    (the peak of a name next to the other peak asked, not its namesake across the country)."""
    described = [steps[i] for i in operands if steps[i].tool == "DescribePlace" and
                 not str(steps[i].args.get("place", "")).startswith("$")]
    if len(described) != 2 or len(operands) != 2:
        return
    first, second = described
    if str(first.args["place"]).casefold() != str(second.args["place"]).casefold():
        first.args.setdefault("near", second.args["place"])
        second.args.setdefault("near", first.args["place"])


def _emit_operand(operand: QuestionReading, steps: list[PlanStep], knows: Callable[[str], bool], gaps: list[str]) -> int:
    """The step that answers one operand of arithmetic. An operand that is itself two kinds counted in one scope ('how
    many more lakes and ponds within 12 km of A than ...') is the count of either kind there, each place once (its
    parts are what the vocabulary must know, checked as the two counts would be)."""
    if (either := _either_kind(operand)) is None:
        return _emit(operand, steps, None, None, knows, gaps)
    for part in operand.operands:
        _emit(part, [], None, None, knows, gaps)
    return _emit(either, steps, None, None, knows, [])


def compile_plan(reading: QuestionReading, knows: Callable[[str], bool] = lambda phrase: False) -> Plan:
    """The plan of the reading; `complete` says whether it answers the whole question without a model."""
    steps: list[PlanStep] = []
    gaps: list[str] = []
    operands: list[int] = []
    try:
        if reading.operands:   # arithmetic: each operand's steps, then the answer does the sum
            operands = [_emit_operand(operand, steps, knows, gaps) for operand in reading.operands]
        else:
            _emit(reading, steps, None, None, knows, gaps)
    except NoCall as missing:
        return Plan(steps=[], complete=False, why=f"no tool call answers {missing}")
    if operands:
        _near_each_other(steps, operands)
        # (either kind is no one phrase the vocabulary knows: its parts are, which is what the tool reads)
        union = _emit(either, steps, None, None, knows, []) if (either := _either_kind(reading)) is not None else None
        return Plan(steps=steps, operation=reading.operation, operands=operands, factor=reading.factor,
                    count_than=reading.count_than, union=union,
                    complete=not gaps and reading.complete, left_out=_left_out(gaps),
                    why="; ".join(gaps) or (f"the {reading.operation} of {len(operands)} answers" if reading.complete else
                                            f"words the reading does not account for: {all_unread(reading)}"))
    if not steps:
        return Plan(complete=False, why="the reading names nothing to measure")
    compare = reading.compare
    if not reading.complete and not _places_said(reading) and (names := _names_unread(reading)):
        # ('which church does X belong to': every church in the data, X never looked at): no answer at all
        return Plan(complete=False, why=f"a name the reading places nowhere: {', '.join(repr(w) for w in names)}")
    if gaps:
        return Plan(steps=steps, compare=compare, complete=False, why="; ".join(gaps), left_out=_left_out(gaps))
    if not reading.complete:
        unread = all_unread(reading)
        return Plan(steps=steps, compare=compare, complete=False,
                    why=f"words the reading does not account for: {', '.join(repr(w) for w in unread)}")
    return Plan(steps=steps, compare=compare, complete=True, why="every word of the question is accounted for")


def _places_said(reading: QuestionReading) -> bool:
    return any(clause.places or clause.stops or clause.region for clause in reading.clauses())


# a word written with a capital inside a sentence (not its first word): a name
_NAME_WORD = re.compile(r"(?<![.?!:;\-–—]\s)(?<![.?!:;\-–—])(?<=\s)(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+")


def _names_unread(reading: QuestionReading) -> list[str]:
    """The unread words the question writes as names ('Húsafellskirkja' in 'which church does Húsafellskirkja
    belong to'): a plan that reads none of the question's places would answer of somewhere else."""
    unread = {w.casefold() for w in all_unread(reading)} - deterministic._FUNCTION_WORDS
    return list(dict.fromkeys(m.group(0) for m in _NAME_WORD.finditer(reading.question)
                              if m.group(0).casefold() in unread))


def _known(feature: str) -> bool:
    return lookup(feature) is not None


def _kind_calls(reading: QuestionReading) -> list[Call] | None:
    """The calls of the first kind that compiles the reading (reading/kinds.py), or None."""
    return next((calls for kind in kind_modules() if (calls := kind.steps(reading)) is not None), None)


def all_unread(reading: QuestionReading) -> list[str]:
    return [word for clause in reading.clauses() for word in clause.unread]


# Words that ask for a measure or a combination of measures: left unread, the answer misses what was asked
MEASURE_WORDS = {"difference", "total", "sum", "ratio", "times", "more", "fewer", "less", "area", "size", "footprint",
                 "length", "distance", "far", "long", "bigger", "larger", "smaller", "longer", "shorter", "per",
                 "average", "open", "closed", "walk", "drive", "cycle", "route", "higher", "lower", "taller", "hotter",
                 "warmer", "colder", "cooler", "gap", "margin"}


def asking_words(reading: QuestionReading) -> list[str]:
    """The words the reading left unread that ask for something: a measure, a kind of place, or the rest of a
    place's name ('sanssouci' of 'schloss sanssouci' read as the place 'Schloß': another place than the one asked)."""
    question = reading.question.casefold()
    features = [c.feature.casefold() for c in reading.clauses() if c.feature]
    places = [p.casefold() for c in reading.clauses() for p in (*c.places, *c.stops)]
    return [w for w in dict.fromkeys(all_unread(reading))
            if (w.casefold() in MEASURE_WORDS or w.isalpha() and w.casefold() not in deterministic._FUNCTION_WORDS and
                (deterministic._known_feature(w) or asked_attribute(w) is not None)) and
            not any(f"{f} {w.casefold()}" in question for f in features)   # 'fast food restaurant': one kind
            or w.isalpha() and w.casefold() not in deterministic._FUNCTION_WORDS and
            any(f"{p} {w.casefold()}" in question for p in places)]



def unplaced_words(reading: QuestionReading) -> list[str]:
    """The words no plan of the reading holds: those it does not account for, and a wish no kind of place says
    ('drinks' in 'drinks shop'). A plan written for the question that uses none of them leaves them out."""
    words = list(reading.unread)
    if reading.search and reading.modifier:
        words += reading.modifier.casefold().split()
    for sub in [*reading.described.values(), *([reading.then] if reading.then else [])]:
        words += unplaced_words(sub)
    return list(dict.fromkeys(words))


_IN_TOWN = re.compile(r"\s+in\s+(?:the\s+)?(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)?)(?:\s+(?:data|extract))?$",
                      re.IGNORECASE)


def _town_said_of(place: str | None) -> str | None:
    """The town a place is said in ('Old Mill in Eastbrook'): where a place said by its kind beside it is."""
    said = _IN_TOWN.search(place or "")
    return said["town"] if said else None


def _emit(reading: QuestionReading, steps: list[PlanStep], back: str | None, inherited: str | None,
          knows: Callable[[str], bool], gaps: list[str], phrase: str | None = None) -> int:
    """Append the steps that answer `reading` (its described places first); the index of the last. What a step
    cannot hold (a wish no kind of place says, a modifier the database cannot use) is added to `gaps`."""
    refs: dict[str, str] = {}
    own_anchor = reading.anchor if reading.anchor not in reading.described else None
    if reading.open_at and reading.modifier and (said := asked_attribute(reading.modifier)) and \
            said[0] == "opening_hours":   # 'the cafes with opening hours open at 8': a place listing none is never open
        reading = reading.model_copy(update={"modifier": None, "search": False})
    for span, sub in reading.described.items():
        # 'the closest bank' among a comparison's candidates is the nearest to the question's place
        place = inherited or own_anchor if sub.metric == "nearest" and not sub.anchors else None
        step = _emit(sub, steps, None, place, knows, gaps, phrase=span) + 1
        refs[span] = f"${step}.{sub.rank}" if sub.rank else f"${step}"   # 'the second largest': its 2nd place
    if back and reading.refers_back:
        refs[reading.refers_back] = back

    def ref(value: Any) -> Any:
        if isinstance(value, dict):
            return {key: ref(v) for key, v in value.items()}
        if isinstance(value, list):
            return [ref(v) for v in value]
        return refs.get(value, value) if isinstance(value, str) else value

    if reading.compare:
        measure, _ = COMPARE_MEASURES[reading.compare]
        for candidate in reading.candidates:
            named = ref(candidate)
            kind_only = named == candidate and deterministic.names_a_kind(candidate)   # 'the webcam': the one where the question is
            named = re.sub(r"^the\s+", "", named, flags=re.IGNORECASE) if named == candidate and not kind_only else named
            args: dict[str, Any] = {"metric": measure, "anchor": named}
            if kind_only and (town := reading.region or _town_said_of(reading.anchor)):
                args["region"] = town
            if measure == "distance":
                args["anchor_b"] = ref(reading.anchor)
                if reading.region and reading.anchor and args["anchor_b"] == reading.anchor and \
                        deterministic.names_a_kind(reading.anchor):   # 'from the guesthouse at X': X's guesthouse
                    args["region"] = reading.region
                if reading.travel_mode:   # 'which is further by road, A or B': each trip that way
                    args["mode"] = reading.travel_mode
            steps.append(PlanStep(tool="CalculateMetric", args=args, reading=reading, candidate=candidate,
                                  says=f"the {measure} of {candidate}" + (f" from {reading.anchor}"
                                                                          if measure == "distance" else "")))
        last = len(steps) - 1
    elif (calls := _kind_calls(reading)) is not None:   # an aggregate, a tour, an attribute: reading/kinds.py
        for call in calls:
            steps.append(PlanStep(tool=call.tool, args=ref(call.args), reading=reading, says=call.says, phrase=phrase))
        last = len(steps) - 1
    elif (counted := _having_attribute(reading, knows)) is not None:   # 'cafes with wifi': places carrying it
        for call in aggregates.steps(counted) or []:
            steps.append(PlanStep(tool=call.tool, args=ref(call.args), reading=counted, says=call.says, phrase=phrase))
        last = len(steps) - 1
    else:
        call = reading_call(reading, knows)
        if call is None:
            raise NoCall(repr(phrase or reading.question))
        stated = reading
        if reading.feature and not _known(reading.feature) and not (reading.open_at and is_any_place(reading.feature)):
            # (places of any kind are counted or listed at a moment by their hours: tools/metric/features.py)
            gaps.append(f"{reading.feature!r} is no kind of place the vocabulary knows")
        elif reading.search and call.get("feature") == reading.feature:   # 'florist shop' known whole: held
            gaps.append(f"a wish no kind of place says ({reading.modifier or reading.feature!r}): SearchPlaces")
        elif reading.modifier and call.get("feature") == reading.feature:
            gaps.append(_gap(f"the modifier {reading.modifier!r} is no tag the database has", reading.modifier))
            stated = reading.model_copy(update={"modifier": None})   # the answer says what was counted: the kind
        if inherited and "anchor" not in call:
            call["anchor"] = inherited
        if "anchor" not in call and from_nowhere(reading):
            call["metric"] = "count"   # no place to start from: how many there are (from_nowhere)
        for key in PLACE_ARGS:
            if key in call:
                call[key] = ref(call[key])
        if "candidates" in call:
            call["candidates"] = ref(call["candidates"])
        _two_places(reading, call, steps)
        call = _trip_to_the_nearest(reading, call, steps)
        steps.append(PlanStep(tool="CalculateMetric", args=call, reading=stated, phrase=phrase,
                              says=_says(reading, phrase)))
        last = len(steps) - 1
    if reading.then is not None:
        later = reading.then
        if later.metric == "distance" and not later.feature and len(later.anchors) <= 1 and reading.anchors:
            # 'which way is X from Y, and how far (is it)?': between the same two places, or from the earlier
            # clause's answer to its own place
            before = steps[last].args
            ends = (before["anchor"], before["anchor_b"]) if "anchor_b" in before else (f"${last + 1}", before.get("anchor"))
            mode = {"mode": later.travel_mode} if later.travel_mode else {}
            if mode and "anchor_b" not in before:   # 'and how do I get there on foot': from the place asked from
                ends = ends[::-1]
            steps.append(PlanStep(tool="CalculateMetric", reading=later, says="how far apart they are",
                                  args={"metric": "distance", "anchor": ends[0], "anchor_b": ends[1], **mode}))
        else:
            _emit(later, steps, f"${last + 1}", None, knows, gaps)
    return last


def _trip_to_the_nearest(reading: QuestionReading, call: dict[str, Any], steps: list[PlanStep]) -> dict[str, Any]:
    """'How long does it take to walk to the nearest pharmacy from X': the nearest one found first (as the crow
    flies), then the trip to it in the question's mode; a distance to a kind of place has no mode of its own."""
    if call["metric"] not in ("distance", "nearest") or "feature" not in call or "anchor_b" in call or \
            not reading.travel_mode or "anchor" not in call or \
            call["metric"] == "nearest" and ((reading.limit or 1) > 1 or reading.radius_m or reading.open_at):
        return call   # ('the nearest supermarket to X by car': the nearest, then the drive to it)
    nearest = reading.model_copy(update={"metric": "nearest", "shape": "place", "travel_mode": None})
    found = {key: value for key, value in call.items() if key != "metric"}
    steps.append(PlanStep(tool="CalculateMetric", args={"metric": "nearest", **found}, reading=nearest,
                          phrase=f"the nearest {reading.feature_phrase or reading.feature} to {call['anchor']}",
                          says=f"find the nearest {reading.feature}"))
    # the region stays: it places the start as it did the search ('the tennis court' in Singapore); the trip runs the
    # way the question says ('drive from the railroad crossing to X': from the one found; one-way streets differ)
    ends = (f"${len(steps)}", call["anchor"]) if _said_from_the_kind(reading, call["anchor"]) else \
        (call["anchor"], f"${len(steps)}")
    return {"metric": "distance", "anchor": ends[0], "anchor_b": ends[1], "mode": reading.travel_mode,
            **({"region": call["region"]} if "region" in call else {})}


def _said_from_the_kind(reading: QuestionReading, anchor: str) -> bool:
    """Whether the trip starts at the kind of place: 'from the (nearest) <kind> to <anchor>'."""
    text, kind = reading.question.casefold(), (reading.feature or "").casefold()
    at, there = text.find(kind), text.find(anchor.casefold())
    return bool(kind) and 0 <= at < there and re.search(r"\bfrom\s+(?:the\s+|a\s+)?(?:nearest\s+|closest\s+)?"
                                                     r"(?:[\w'-]+\s+){0,2}$", text[:at]) is not None


def _two_places(reading: QuestionReading, call: dict[str, Any], steps: list[PlanStep]) -> None:
    """'How far apart are the two largest parks in X': one description of two places is both ends."""
    anchor = call.get("anchor")
    if metric_spec(call["metric"]).of_places == 2 and "anchor_b" not in call and isinstance(anchor, str) and \
            STEP_REF.match(anchor):
        described = steps[int(anchor[1:]) - 1].reading
        if (described.limit or 1) >= 2:
            call["anchor"], call["anchor_b"] = f"{anchor}.1", f"{anchor}.2"


def _says(reading: QuestionReading, phrase: str | None) -> str:
    if phrase:
        return f"find {phrase}"
    return f"answer: {reading.question.strip()}"


def resolve_refs(args: dict[str, Any], answers: list[list[str]]) -> dict[str, Any]:
    """The step's arguments with '$N' / '$N.k' replaced by the handles of step N's places. KeyError names a step
    whose answer has no such place."""
    def one(value: Any) -> Any:
        if isinstance(value, list):
            return [one(v) for v in value]
        if isinstance(value, dict):   # a GenerateSQL template's own place ('the parks within 1 km of it')
            return {key: one(v) for key, v in value.items()}
        if not isinstance(value, str) or not (match := STEP_REF.match(value)):
            return value
        step, k = int(match.group(1)), int(match.group(2) or 1)
        places = answers[step - 1] if step - 1 < len(answers) else []
        if len(places) < k:
            raise KeyError(step)
        return places[k - 1]

    return {key: one(value) for key, value in args.items()}
