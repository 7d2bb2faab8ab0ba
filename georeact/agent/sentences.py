"""Every sentence a person reads, written from the tools' typed results (the policy of which answer is given is
`answering.py`).

When a CalculateMetric observation answers what the reading asks for (the same metric, the answer's shape,
the places the question names), the answer is rendered here from the result: no second LLM call only to
restate it (on a 2-core CPU that call costs 5-10 s), and nothing the model could misquote. A direction
answers with degrees and the compass word; a list names every match up to the listing cap, with the total.
A plan's answer covers each step (`render_plan`); a tour is said stop by stop (`tour_sentence`). No handle, tag
or note meant for the model is written here.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable
from functools import lru_cache, partial
from itertools import pairwise
from typing import Any

from georeact.agent.phone_said import phone_said
from georeact.agent.trace import Step
from georeact.geo.hours import WEEKDAYS
from georeact.geo.units import METRES_PER, format_area, format_distance
from georeact.reading import QuestionReading
from georeact.reading.vocabulary import data as presets, is_any_place, is_buildings, place_words, preset_for
from georeact.reading.attribute_questions import WHICH_DAYS
from georeact.reading.compose import OPENS_FIRST
from georeact.reading.attributes import PARTLY_VALUES, YES_VALUES, AttributeSpec, attributes, has_value, kind_choice
from georeact.reading.english import english
from georeact.reading.features import lookup
from georeact.reading.deterministic import ONE_PLACE_PLURALS
from georeact.reading.metrics import METRICS
from georeact.reading.plan import COMPARE_MEASURES, Plan, PlanStep, from_nowhere
from georeact.tools.base import Unfound
from georeact.tools.describe_place import SUBKIND_KEYS
from georeact.tools.handles import HANDLE_PATTERN
from georeact.tools.metric.tool import MAX_LISTED, Result
from georeact.tools.sql_templates import GROUPS_LISTED, STANDS_IN
from georeact.tools.plan_route import VERBS, Result as RouteResult, duration_words


def render_answer(reading: QuestionReading, observation: dict[str, Any]) -> str:
    """The answer in a sentence or a short list, from the CalculateMetric result; a place taken from an
    approximate match is said first ("I took 'Ateneumm' to be Ateneum, an approximate match.")."""
    result = Result.model_validate(observation)
    return " ".join([*approximate_notes([observation]), _rendered(reading, result)])


_THAN_WORDS = {"more": "more than", "at_least": "at least", "fewer": "fewer than", "at_most": "at most"}
_HOLDS = {"more": float.__gt__, "at_least": float.__ge__, "fewer": float.__lt__, "at_most": float.__le__}


def _against(count_than: tuple[str, float] | None, count: float | None) -> str:
    """'Yes, more than 6: ' / 'No, not more than 6: ' before a count asked against a number."""
    if count_than is None or count is None:
        return ""
    how, n = count_than
    holds = _HOLDS[how](float(count), float(n))
    return f"{'Yes' if holds else 'No'}, {'' if holds else 'not '}{_THAN_WORDS[how]} {_number(n)}: "


# a compass way, as the angle its part of a distance is measured along, and the way opposite
_WAYS = {"north": (0.0, "south"), "east": (90.0, "west"), "south": (180.0, "north"), "west": (270.0, "east")}


def _offset(way: str, result: Result) -> str:
    """'Gríma lies 133 km north of X (and 156 km east of it; 242 km apart in a straight line).' The parts of the
    distance between the two centres along the bearing's two compass ways (a plane's at the distances a country
    holds)."""
    b, distance = result.bearing, float(result.centre_distance_m or 0.0)
    along = distance * math.cos(math.radians(b.degrees - _WAYS[way][0]))
    across_way = next(w for w, (angle, _) in _WAYS.items() if w not in (way, _WAYS[way][1]) and
                      math.cos(math.radians(b.degrees - angle)) > 0) if abs(along) < distance else None
    across = distance * math.sin(math.radians(abs(b.degrees - _WAYS[way][0])))
    side = f"and {format_distance(abs(across))} {across_way} of it; " if across_way and abs(across) >= 1 else ""
    apart = f" ({side}{format_distance(distance)} apart in a straight line)"
    if along >= 0:
        return f"{b.place} lies {format_distance(along)} {way} of {b.origin}{apart}."
    return f"{b.place} is not {way} of {b.origin}: it lies {format_distance(-along)} {_WAYS[way][1]} of it{apart}."


def approximate_notes(observations: list[dict[str, Any]], said: str = "") -> list[str]:
    """What the answer must state about the places it rests on: each name taken from an approximate match ("I took
    'Ateneumm' to be Ateneum, an approximate match."), once, unless `said` states it already."""
    notes = [r["note"].rstrip(".") + "." for o in observations for r in o.get("resolved") or []
             if isinstance(r, dict) and r.get("note")]
    return [n for n in dict.fromkeys(notes) if n not in said]


def _rendered(reading: QuestionReading, result: Result) -> str:
    if result.metric == "azimuth" and result.bearing is not None and reading.offset and result.centre_distance_m:
        return _offset(reading.offset, result)
    if result.metric == "azimuth" and result.bearing is not None:
        b = result.bearing
        return f"{b.place} is {b.degrees:.0f}° ({b.compass}) from {b.origin}."
    if result.metric == "count" and reading.open_share and result.open_at:
        return _share_open(reading, result)
    if result.metric == "count":
        count = result.value if result.value is not None else result.total
        verb, what = "is" if count == 1 else "are", _what(reading, result)
        if count:
            said = f"There {verb} {_number(count)} {_counted(what, count)} {_scope(result)}".rstrip() + "."
        else:   # none found is what the map holds, said so, with the count asked for
            said = f"I could not find any {_counted(what, 2)} {_scope(result)}".rstrip() + " (0)."
        against = _against(reading.count_than, count)
        if not against and (_ASKS_WHETHER_ANY.search(reading.question) or
                            reading.open_at and _WILL_ONE_BE_OPEN.search(reading.question)):
            against = "Yes: " if count else "No: "   # 'is any bakery open on Sunday at 10? how many?': the yes asked
        if not count and not against:
            against = "None: "   # (first: an answer that opens with 'I could not' reads as no answer at all)
        if against and not said.startswith("I "):
            said = said[:1].lower() + said[1:]
        said = against + said
        if count and from_nowhere(reading):
            said += " To say how far the nearest is, I need where you start from: name a place or an address."
        return said[:-1] + _out_of_those_with_hours(result, count) + _counted_names(result, count) + "." + \
            _unreadable_hours(result)
    if result.metric == "kinds" and result.kinds:   # ('guest_house' said as words: 'guest house')
        listed = ", ".join(f"{str(k.value).replace('_', ' ')} ({k.count})" for k in result.kinds)
        return f"The kinds of {_what(reading, result)} {_scope(result)}".rstrip() + f": {listed}."
    if result.entities and (reading.shape == "places" or (reading.limit or 1) > 1 or
                            result.ranked_by is not None and reading.shape != "place"):
        return _listing(reading, result)
    if result.entities:
        return _one_place(reading, result)
    if result.value is not None:
        return _measured(reading, result)
    if result.metric == "list" and result.total == 0 and result.open_at and result.hours_unknown and \
            not result.hours_other:   # none open by hours nobody recorded: unknown, not none
        return _no_hours(reading, result)
    if result.metric == "list" and result.total == 0 and result.open_at and not result.hours_other:
        # none of the kind at all: said so, not 'none open then' (which would say there are some)
        scope, what = _scope_at_any_time(result), _what(reading, result)
        if english().singular_noun(what) is False:   # 'is there a pharmacy ...': said as asked
            return f"There is no {what} {scope} at all".rstrip() + "."
        return f"There are no {what} {scope} at all".rstrip() + "."
    if result.metric == "list" and result.total == 0 and result.open_at and result.hours_other:
        # 'is any bicycle shop open at 8:30 on Monday?': none is, of those whose hours say (how many is said)
        n, scope = result.hours_other, _scope_at_any_time(result)
        state = "closed" if result.closed_at else "open"
        said = (f"the one {_counted(_what(reading, result), 1)} {scope} with opening hours is not {state} "
                if n == 1 else f"none of the {n} {_counted(_what(reading, result), n)} {scope} with opening hours is "
                f"{state} ").replace("  ", " ") + f"{result.open_at}."
        said = f"No, {said}" if _ASKS_WHETHER_ANY.search(reading.question) else said[0].upper() + said[1:]
        return said + _unreadable_hours(result)
    if result.metric in ("nearest", "distance") and not result.entities and reading.feature:
        # none of the kind in the loaded data at all (answering.answers_reading let only that through)
        return f"I could not find any {_counted(_what(reading, result), 2)} in the loaded data."
    if result.metric == "list" and result.total == 0:
        said = f"there are no {_counted(_what(reading, result), 2)} {_scope(result)}".rstrip() + "."
        return f"No, {said}" if reading.none_ok and _ASKS_WHETHER_ANY.search(reading.question) else said[0].upper() + said[1:]
    return "None found."


def _share_open(reading: QuestionReading, result: Result) -> str:
    """'Is every place that lists hours open then?': 'Yes: all 7 places in the X data with opening hours are open
    <then>.' / 'No: 5 of the 9 ... are open <then>.'; 'are most of them open?': 'Yes: 5 of the 9 ...' / 'No: only 4 of
    the 9 ...' (those without hours cannot say, and are not counted)."""
    n, shut = int(result.value if result.value is not None else result.total), result.hours_other
    what, scope = _what(reading, result), _scope_at_any_time(result)
    state = "closed" if result.closed_at else "open"
    if not n and not shut:   # none has hours: the share cannot be said
        return f"None of the {_counted(what, 2)} {scope} has opening hours in OpenStreetMap, so I cannot tell."
    if reading.open_share == "all" and n and not shut:
        said = f"Yes: {'the one' if n == 1 else f'all {_number(n)}'} {_counted(what, n)} {scope} with opening hours " \
               f"{'is' if n == 1 else 'are'} {state} {result.open_at}."
    else:
        verdict = ("Yes:" if n > shut else "No: only") if reading.open_share == "most" else "No:"
        said = f"{verdict} {_number(n)} of the {_number(n + shut)} {_counted(what, n + shut)} {scope} with opening " \
               f"hours {'is' if n == 1 else 'are'} {state} {result.open_at}."
    return said.replace("  ", " ") + _unreadable_hours(result)


def _out_of_those_with_hours(result: Result, count: float | None) -> str:
    """', of the 8 that list opening hours': beside a count of those open (or closed) at a moment, how many could be
    judged at all (places that list no hours are never counted open, and a person asking 'how many are open' wants
    to know out of how many)."""
    if not result.open_at or result.hours_other is None or not (count or result.hours_other):
        return ""
    judged = int(count or 0) + int(result.hours_other)
    readable = " whose opening hours I can read" if result.hours_unreadable else " that list opening hours"
    return f", of the {_number(judged)}{readable}"


def _counted_names(result: Result, count: float | None) -> str:
    """': Mika, Friðheimar' after a small count whose places all have names (unnamed ones would make it a guess)."""
    names = [e.name for e in result.entities]
    if not (count and len(names) == count and all(names)):
        return ""
    said = Counter(names)   # ('2 post boxes: Post (2)', not the name twice)
    return ": " + ", ".join(name if said[name] == 1 else f"{name} ({said[name]})" for name in said)


def _scope_at_any_time(result: Result) -> str:
    """The scope of places said open or not, without the moment ('in Eastbrook'): the moment is said on its own."""
    return _scope(result.model_copy(update={"open_at": None}))


def _no_hours(reading: QuestionReading, result: Result) -> str:
    """'None of the 3 car repair places within 500 m of X has opening hours in OpenStreetMap, so I cannot tell ...'"""
    n, what = result.hours_unknown, _what(reading, result)
    scope = _scope_at_any_time(result)
    if n == 1:
        return f"The one {_counted(what, 1)} {scope} has no opening hours in OpenStreetMap, so I cannot tell whether " \
               f"it is open {result.open_at}."
    return f"None of the {n} {_counted(what, n)} {scope} has opening hours in OpenStreetMap, so I cannot tell " \
           f"which are open {result.open_at}."


def _number(value: float | None) -> str:
    return "0" if value is None else f"{value:,.0f}" if float(value).is_integer() else f"{value:,.1f}"


def _what(reading: QuestionReading, result: Result) -> str:
    """The kind of place counted or listed, in the question's words ('cafes', 'Greek restaurants'); the tags stay
    in the evidence."""
    said = reading.feature_phrase or reading.feature or "places"
    return _ANYWHERE.sub("places ", said)   # 'is anywhere to eat open': none of the 2 places to eat


# a kind said as a place of no kind with what it is for ('anywhere to eat', 'somewhere to stay'): places for it
_ANYWHERE = re.compile(r"^(?:anywhere|somewhere|anyplace|someplace)\s+(?=(?:to|for|where)\b)", re.IGNORECASE)


# A kind said with what narrows it after ('restaurants serve pizza'): the count says its head, then 'serving pizza'
_NARROWED = re.compile(r"^(?P<head>.+?) (?P<verb>serves?|sells?|serving|selling|with|having|offering|offers?|has|have|"
                       r"that|which|are|is)\b(?P<rest>.*)$")
_GERUNDS = {"serve": "serving", "serves": "serving", "sell": "selling", "sells": "selling", "have": "with",
            "has": "with", "offer": "offering", "offers": "offering",
            "are": "", "is": ""}   # ('cafes are tagged as coffee shops': 6 cafes tagged as coffee shops)


# kinds said by a word that has no plural: counted as places of that kind
_MASS_NOUNS = frozenset({"food", "seating", "housing", "shopping", "accommodation", "childcare", "daycare",
                         "fuel", "petrol", "diesel"})


@lru_cache(maxsize=1)
def _place_head() -> re.Pattern[str]:
    """A kind said as a place and what it is for ('places to eat', 'spots where you can park'): its first word is the
    noun a count agrees with."""
    words = place_words()
    nouns = "|".join(re.escape(w) for w in words.generic if w not in ("somewhere", "anywhere"))
    connectors = "|".join(re.escape(c) for c in sorted(words.connectors, key=len, reverse=True))
    return re.compile(rf"^(?P<head>(?:{nouns})(?:s|es)?) (?P<rest>(?:{connectors}) .+)$", re.IGNORECASE)


def _counted(kind: str, count: float | None) -> str:
    """The kind as a count says it: 'hotel count?' is answered '9 hotels', '1 hotel'; 'restaurants serve pizza'
    '8 restaurants serving pizza'."""
    if re.fullmatch(r"(?-i:[A-Z][a-z]+)(?: [a-z]+)*", kind):
        kind = kind[:1].lower() + kind[1:]   # ('Peaks within 6 km of X: how many?': the sentence's capital only)
    if (narrowed := _NARROWED.match(kind)) is not None:
        verb = _GERUNDS.get(narrowed["verb"].casefold(), narrowed["verb"])
        return f"{_counted(narrowed['head'], count)} {verb}{narrowed['rest']}".replace("  ", " ")
    if len(either := re.split(r"\s+or\s+", kind)) == 2:   # 'bar or pub': '0 bars or pubs'
        return " or ".join(_counted(part, count) for part in either)
    if (headed := _place_head().match(kind)) is not None:   # 'spots where you can park': the head word counts
        return f"{_counted(headed['head'], count)} {headed['rest']}"
    engine = english()
    if count != 1 and kind.split()[-1].casefold() in _MASS_NOUNS:
        return f"{kind} places"   # '11 fast food places', never '11 fast foods'
    if count == 1:
        return engine.singular_noun(kind) or kind   # '1 cafe' for 'cafes'
    if engine.singular_noun(kind) is not False:
        return kind
    if kind.split()[-1].isupper():
        return f"{kind}s"   # 'ATMs'
    return engine.plural_noun(kind) or kind


def _the_kind_said(reading: QuestionReading) -> str:
    """An unnamed place found as the nearest of the question's kind, said by that kind as the question says it ('the
    stairs with 37 steps' is never 'the stair'), else in the singular."""
    feature = reading.feature or ""
    said = f"the {feature}"
    return said if said.casefold() in reading.question.casefold() else f"the {_counted(feature, 1)}"


def _said(resolved: Any) -> str:
    """A place the tool resolved, as a person reads it: its name; a place with none is never its handle."""
    if resolved.name:
        return resolved.name
    return "a place with no name" if re.fullmatch(HANDLE_PATTERN, resolved.text.strip()) else resolved.text


def _scope(result: Result) -> str:
    """'within 400 m of City Hall' / 'in Vaduz' from what the tool resolved (its names, not the model's)."""
    names = {r.role: _said(r) for r in result.resolved}
    parts = []
    if result.radius_m is not None and ("anchor" in names or "region" in names):   # a town that is a point: around it
        parts.append(f"within {format_distance(result.radius_m)} of {names.get('anchor') or names['region']}")
    elif "region" in names:
        parts.append(f"in {names['region']}")
    elif "anchor" not in names:   # no place at all: every loaded area counts, which the person should know
        parts.append("in all the loaded data (name a town to count in one)")
    if result.direction_asked:
        parts.append(f"to the {result.direction_asked}")
    if result.open_at:
        parts.append(f"{'closed' if result.closed_at else 'open'} {result.open_at}")
    return " ".join(parts)


def _entity_line(entity: Any, with_direction: bool, unnamed: str = "(no name)") -> str:
    parts = [entity.name or unnamed]   # the handle is in the evidence, not in the sentence
    if entity.distance_m is not None:
        parts.append(format_distance(entity.distance_m))
    if with_direction and entity.azimuth_deg is not None:
        parts.append(f"{entity.azimuth_deg:.0f}° ({entity.direction})")
    if entity.area_m2 is not None:
        parts.append(format_area(entity.area_m2))
    if entity.length_m is not None:
        parts.append(format_distance(entity.length_m))
    if getattr(entity, "hours", None):
        parts.append(entity.hours)
    return ", ".join(parts)


# the nearest of a kind this far from a town is in no part of it ('the nearest cinema to X': none in X, 170 km away)
FAR_FROM_A_TOWN_M = 20_000.0


def _none_within(kind: str, of: str | None = None) -> str:
    """'There is no pharmacy within 20 km of X': said before a nearest that far away, which 'the nearest' hides."""
    return f"There is no {_counted(kind, 1)} within {FAR_FROM_A_TOWN_M / 1000:g} km" + (f" of {of}" if of else "")


# a kind said by what one does there ('where can we park', 'places to get cash'): said by the kind's own name
_SAID_BY_PURPOSE = re.compile(r"^(?:i|we|you|one|places?|somewhere|anywhere|spots?)\b", re.IGNORECASE)


def _kind_named(kind: str) -> str:
    """One place of a kind as the answer names it: 'two-seater bench' as said, 'we park' as 'parking'."""
    if _SAID_BY_PURPOSE.match(kind) and (known := lookup(kind)) is not None:
        return known[0]
    return _counted(kind, 1)


def _one_place(reading: QuestionReading, result: Result) -> str:
    entity = result.entities[0]
    # 'which cafe' wants a name: an unnamed nearest is said as unnamed, and the nearest with one after it
    named = next((e for e in result.entities[1:] if e.name), None) if not entity.name else None
    # (a wish the kind's tags may not say is not said of it: 'the velvet bench' is the nearest bench)
    kind = reading.feature if reading.search else reading.feature_phrase or reading.feature
    line = _entity_line(entity, with_direction=reading.shape == "direction" or reading.direction is not None,
                        unnamed=f"The {_kind_named(kind)}" if kind and named is None else "(no name)")   # 'The two-seater bench, ...'
    origin = next((_said(r) for r in result.resolved if r.role == "anchor"), None)
    if reading.shape == "direction" and result.bearing is not None:
        b = result.bearing
        line = f"{entity.name or '(no name)'}, {b.degrees:.0f}° ({b.compass})"
        line += f" from {b.origin}" + (f", {format_distance(entity.distance_m)} away" if entity.distance_m is not None else "")
    elif origin and entity.distance_m is not None and entity.name and reading.feature and \
            result.metric in METRICS and METRICS[result.metric].runner == "nearest" and \
            METRICS[result.metric].answer != "direction":   # its figure is the distance from the origin
        hours = getattr(entity, "hours", None)
        said = _entity_line(entity.model_copy(update={"hours": None}) if hours else entity,
                            with_direction=reading.shape == "direction" or reading.direction is not None)
        rest = said[len(entity.name) + 2:] + _in_units(entity.distance_m, reading.units)
        kind_said = reading.feature_phrase or reading.feature
        if _SAID_BY_PURPOSE.match(kind_said):   # ('anywhere to buy groceries', 'I buy groceries': the kind it reads as)
            known = lookup(kind_said) or (lookup(reading.feature) if reading.feature else None)
            kind_said = known[0] if known is not None else _counted(reading.feature or "place", 1)
        line = f"{entity.name} is the nearest {kind_said} to {origin}, {rest} away" + \
            (f" ({hours})" if hours else "")   # '..., 257 m away (open 24/7)'
        if entity.distance_m > FAR_FROM_A_TOWN_M and any(r.settlement for r in result.resolved if r.role == "anchor"):
            line = f"There is no {kind_said} in {origin}; the nearest is {entity.name}, {rest} away"
        elif entity.distance_m > FAR_FROM_A_TOWN_M:   # (a place: none anywhere near it, which 'the nearest' hides)
            line = f"{_none_within(kind_said, origin)}; the nearest is {entity.name}, {rest} away"
    elif result.metric in METRICS and METRICS[result.metric].runner == "extreme" and kind and \
            (entity.area_m2 is not None or entity.length_m is not None):
        # 'the longest river within 10 km of X': what it is the most of, its size, then how far it lies (never two
        # bare figures in a row)
        size = format_area(entity.area_m2) if entity.area_m2 is not None else f"{format_distance(entity.length_m)} long"
        away = "" if not origin or entity.distance_m is None else f", touching {origin}" if entity.distance_m < 1 else \
            f", {format_distance(entity.distance_m)} from {origin}"
        scope = _scope(result)
        line = f"The {result.metric} {_counted(kind, 1)}{' ' + scope if scope else ''}: " \
               f"{entity.name or 'one with no name'} ({size}){away}"
    elif origin and entity.distance_m is not None:
        line += f" from {origin}" + _in_units(entity.distance_m, reading.units)
        if entity.distance_m > FAR_FROM_A_TOWN_M and reading.feature and result.metric in METRICS and \
                METRICS[result.metric].runner == "nearest":   # ('any bakeries around X?': none near it, unnamed)
            nearest = f"{entity.name}, " if entity.name else ""
            line = f"{_none_within(reading.feature_phrase or reading.feature, origin)}; the nearest is {nearest}" \
                   f"{format_distance(entity.distance_m)} away"
    if named is not None:
        line += f"; it has no name in OpenStreetMap. The nearest with a name: {_entity_line(named, False)}"
    return line + "."


# 'is there a pharmacy open ...', 'is any bakery open ...', 'can I get ... anywhere': asked whether there is one
_ASKS_WHETHER_ANY = re.compile(r"^\s*(?:[^?!]*?(?:[.!?:]|\s[-–—])\s+|(?:hey|hi|hello|ok|okay|so|um|quick question)\b[,!]?\s+)?(?:(?:is|are)\s+(?:there\s+)?|(?=any\s+(?:[\w-]+\s+){1,6}open\b|anything\s+(?:[\w-]+\s+){0,6}open\b)|"
                               r"(?:(?:can|could|will|would|do|shall)\s+(?:i|we|you)|am\s+i|are\s+we)\s+(?:still\s+)?(?:be\s+able\s+to\s+)?"
                               r"(?:get\s+to|find|reach|go\s+to|see|come\s+across|locate)\s+)"
                               r"(?:(?:still\s+)?(?:an?|any)\b|anything\b|anywhere\b|somewhere\b)",
                               re.IGNORECASE)


# 'need a pharmacy on Saturday at 3 pm. will one be open?', 'would a bakery be open then? how many?': whether any is
_WILL_ONE_BE_OPEN = re.compile(r"\b(?:will|would|could|might|is)\s+(?:one|any(?:one)?|any of them|anything|some(?:one|where)?|"
                               r"an?(?:\s+[\w'-]+){1,3}?|any(?:\s+[\w'-]+){1,5}?)\s+(?:still\s+)?be\s+open\b", re.IGNORECASE)   # ('would a bakery be open')


# a superlative said as a list's modifier that no tool ranks by ('the two oldest churches', 'the deepest lakes')
# (a listing is by distance: the nearest are ranked)
_UNRANKED_SUPERLATIVE = re.compile(r"(?:the\s+)?(?!(?:nearest|closest)\b)[a-z]{2,}est", re.IGNORECASE)


def _listing(reading: QuestionReading, result: Result) -> str:
    if result.open_at and (asked := OPENS_FIRST.match(reading.question)) is not None and \
            (ranked := _by_their_hours(reading, result, asked)) is not None:
        return ranked   # 'which cafe in X opens earliest on Saturday'
    total = result.total if result.total is not None else len(result.entities)
    shown = result.entities[:MAX_LISTED]
    unranked = _UNRANKED_SUPERLATIVE.fullmatch(reading.modifier or "") if reading.search else None
    what = reading.feature if unranked and reading.feature else _what(reading, result)   # ('the oldest churches')
    head = f"{total} {_counted(what, total)} {_scope(result)}".rstrip() + ":"
    if unranked:   # never a list by distance said to be the oldest or the deepest
        most = unranked[0].casefold().removeprefix("the ").strip()
        head = f"I cannot rank them as the {most} from the map data; here they are by distance. {head}"
    if total and (reading.none_ok and _ASKS_WHETHER_ANY.search(reading.question) or
                  reading.open_at and _WILL_ONE_BE_OPEN.search(reading.question)):
        head = f"Yes: {head}"   # the yes the question asks for, then which
    lines = [head, *(f"{i}. {_entity_line(e, reading.direction is not None)}" for i, e in enumerate(shown, 1))]
    if total > len(shown):
        lines.append(f"... and {total - len(shown)} more ({total} in all).")
    if unreadable := _unreadable_hours(result).strip():
        lines.append(unreadable)
    return "\n".join(lines)


def _by_their_hours(reading: QuestionReading, result: Result, asked: re.Match[str]) -> str | None:
    """'Of the 24 cafes in X open Saturday ..., Y opens earliest, at 07:00; then Z (09:00), W (10:00).': the places
    open that day ranked by when they open (or close); None when no place's hours say a time."""
    closes = asked["verb"].casefold().startswith(("close", "shut"))
    latest = asked["sup"].casefold() in ("latest", "last")
    timed = [(max(end for _, end in spans) if closes else min(start for start, _ in spans), entity)
             for entity in result.entities if (spans := _intervals(entity.hours or ""))]
    if not timed:
        return None
    timed.sort(key=lambda pair: (-pair[0] if latest else pair[0], pair[1].name or ""))
    best = timed[0][0]
    first = [entity.name or "one with no name" for when, entity in timed if when == best]
    total = result.total if result.total is not None else len(result.entities)
    read = f" (of the first {len(result.entities)} read)" if total > len(result.entities) else ""
    verb = ("close" if closes else "open") + ("s" if len(first) == 1 else "")
    then = ", ".join(f"{entity.name or 'one with no name'} ({_clock_of(when)})" for when, entity in timed[len(first):][:3])
    said = f"Of the {_number(total)} {_counted(_what(reading, result), total)} {_scope(result)}{read}, " \
           f"{_spoken_list(first)} {verb} {'latest' if latest else 'earliest'}, at {_clock_of(best)}" + \
           (f"; then {then}." if then else ".")
    if result.hours_unknown:
        n = result.hours_unknown
        said += f" {_number(n)} more {'has' if n == 1 else 'have'} no opening hours I can read, so I cannot rank " \
                f"{'it' if n == 1 else 'them'}."
    return said


def _clock_of(minutes: int) -> str:
    """'07:00'; past midnight, '02:00 the next morning'."""
    day, minute = divmod(int(minutes), 24 * 60)
    clock = f"{minute // 60:02d}:{minute % 60:02d}"
    return "24:00" if day and minute == 0 else f"{clock} the next morning" if day else clock


def _unreadable_hours(result: Result) -> str:
    """' 3 more list opening hours written in a way I cannot read, ...': free text ('Weekdays 7-3') is never guessed,
    but said, after what was open then (nothing when every place's hours were read)."""
    if not (result.open_at and result.hours_unreadable):
        return ""
    n = result.hours_unreadable
    return f" {_number(n)} more {'lists' if n == 1 else 'list'} opening hours written in a way I cannot read, so " \
           f"{'it' if n == 1 else 'they'} may be {'closed' if result.closed_at else 'open'} then too."


def _in_time(reading: QuestionReading, result: Result) -> str:
    """'Yes, within 20 min: ' when the trip asked whether it fits a time does ('No, not within 20 min: ' when not)."""
    if reading.time_budget_s is None or result.travel_time_s is None:
        return ""
    fits = result.travel_time_s <= reading.time_budget_s
    if reading.time_over:   # 'is B more than an hour's drive from A': yes when it does not fit
        return f"{'No' if fits else 'Yes'}, {'not ' if fits else ''}more than {duration_words(reading.time_budget_s)}: "
    return f"{'Yes' if fits else 'No'}, {'' if fits else 'not '}within {duration_words(reading.time_budget_s)}: "


def _within(reading: QuestionReading, result: Result) -> str:
    """'Yes, within 2.00 km: ' when two places asked whether they lie within a distance do ('No, not more than ...'
    when asked beyond it and they do not)."""
    if reading.distance_limit_m is None or result.unit != "m" or result.value is None:
        return ""
    over = float(result.value) > reading.distance_limit_m
    limit = reading.distance_limit_m   # (as it was said: '30 km', '500 m')
    limit_said = f"{limit / 1000:g} km" if limit >= 1000 else f"{limit:g} m"
    said = f"more than {limit_said}" if reading.distance_over else f"within {limit_said}"
    yes = over if reading.distance_over else not over
    return f"{'Yes' if yes else 'No'}, {'' if yes else 'not '}{said}: "


def _measured(reading: QuestionReading, result: Result) -> str:
    value = float(result.value or 0.0)
    if result.unit == "m2":
        text = _area(value)
    elif result.unit == "m":
        said = format_distance(value)
        in_units = _in_units(value, reading.units)
        text = said + (f" ({value:,.0f} m)" if value >= 1000 else "") + \
            (in_units if in_units.strip(" ()") != said else "")   # 'how many km': '1.31 km' says it already
        if result.mode and result.geodesic_m is not None:
            took = f", about {duration_words(result.travel_time_s)} {VERBS[result.mode]}" \
                if result.travel_time_s is not None and result.mode in VERBS else ""
            if took and result.pushed_m:   # the fastest way by bike walks it where no cycling is allowed: said
                took += f" (pushing the bike for {format_distance(result.pushed_m)} where cycling is not allowed)"
            text += f" along the streets{took}; {format_distance(result.geodesic_m)} in a straight line"
    else:
        text = _number(value) + (f" {result.unit}" if result.unit else "")
    if result.clipped is not None and abs(result.clipped - value) > 1:
        # a total over features that cross the region's edge: the part inside it is the other honest answer
        inside = format_area(result.clipped) if result.unit == "m2" else format_distance(result.clipped)
        text += f", {inside} of it inside the region"
    if result.metric in ("total_area", "total_length") and reading.feature and result.total == 0:
        return f"There are no {_counted(_what(reading, result), 2)} {_scope(result)}".rstrip() + " to add up."
    if result.metric in ("total_area", "total_length") and reading.feature and result.total:
        # 'the total area of the parks in X': what was summed, how many, where; never the town's own size
        # (lines are counted by the pieces they are mapped in: a path of many ways is one path, so no count)
        what, n = _counted(_what(reading, result), result.total), result.total
        how_many = ("one " if n == 1 else f"{_number(n)} ") if result.unit == "m2" else ""
        verb = ("cover" if result.unit == "m2" else "measure") if n > 1 or not how_many else \
            ("covers" if result.unit == "m2" else "measures")
        together = "together " if n > 1 else ""
        return f"The {how_many}{what} {_scope(result)}".rstrip() + f" {together}{verb} {text}."
    places = [_said(r) for r in result.resolved if r.role in ("anchor", "anchor_b", "region")]
    if result.unit == "m" and value == 0 and result.centre_distance_m and len(places) == 2:
        # two towns that border each other: 0 m between the areas says little on its own
        return f"{places[0]} and {places[1]} touch or overlap (0 m apart); between their centres: " \
               f"{format_distance(result.centre_distance_m)}{_in_units(result.centre_distance_m, reading.units)}."
    # the two places measured between, not the town they were found in ('the public building' in Singapore)
    # (an unnamed place an earlier step found is said by the kind asked: 'from the railroad crossing to X')
    ends = [_said(r) if r.name or not reading.feature or not re.fullmatch(HANDLE_PATTERN, r.text.strip()) else
            _the_kind_said(reading) for r in result.resolved if r.role in ("anchor", "anchor_b")]
    if result.unit == "m" and len(ends) == 2:
        if result.mode and result.geodesic_m is not None:   # a route: from one to the other
            fits = _in_time(reading, result) or _within(reading, result)
            return f"{fits}{'f' if fits else 'F'}rom {ends[0]} to {ends[1]} is {text}."
        said = f"{ends[0]} and {ends[1]} are {text} apart."
        fits = _within(reading, result)   # ('the police and X': an unnamed place said by its kind)
        return fits + (said[:1].lower() if fits and said.startswith("The ") else said[:1].upper()) + said[1:]
    if result.unit == "m2" and len(places) == 1:
        return f"{places[0]} covers {text}."
    if result.metric == "perimeter" and len(places) == 1:
        return f"The perimeter of {places[0]} is {text}."
    if result.route_length == "stated" and len(places) == 1:
        return f"{places[0]}: {text}, the length the route states of itself " \
               f"({format_distance(result.in_data_m or 0)} of it lie in the loaded data)."
    if result.route_length == "in_data" and len(places) == 1:
        return f"{places[0]}: {text} of it lie in the loaded data; its whole length is not recorded there (the " \
               "route may run on beyond the map's edge)."
    if result.unit == "m" and len(places) == 1:
        return f"{places[0]}: {text}."
    return f"{text}" + (f" ({', '.join(places)})" if places else "") + "."


def _in_units(metres: float | None, units: str | None) -> str:
    """' (0.77 miles)' when the question asks for a unit other than metres."""
    if metres is None or not units:
        return ""
    key = units.strip().lower()
    factor = METRES_PER.get(key) or METRES_PER.get(key.rstrip("s"))
    if not factor or factor == 1.0:
        return ""
    return f" ({metres / factor:,.2f} {units})"


# ------------------------------------------------------------------------------------------------ plans

# How a successful step is said to a person, by the tool that made it; a step of any other tool (SearchPlaces'
# ranking, GenerateSQL's rows, a resolved handle) has no sentence of its own: the answer says what it found otherwise.
STEP_SENTENCES: dict[str, Any] = {
    "CalculateMetric": lambda observation, reading: render_answer(reading, observation) if reading else
    _rendered_plainly(observation),
    "DescribePlace": lambda observation, reading: _attributes(observation, reading),
    "PlanRoute": lambda observation, reading: tour_sentence(RouteResult.model_validate(observation)),
    "ResolveLocation": lambda observation, reading: _located(observation.get("best")),
    "GenerateSQL": lambda observation, reading: _aggregated(observation, reading),
}


def _buildings_said(row: list[Any], scope: str, asked: Any) -> str:
    """'There are 17 buildings within 500 m of X.' / '3 of the 17 buildings within 500 m of X are larger than
    100 m² (the largest 412 m²).' (every footprint in the data, named or not)."""
    count = int(_cell_number(row[0]))
    if asked.measure and asked.above is not None:
        of_all, largest = int(_cell_number(row[1])), row[2]
        most = f" (the largest {format_area(float(largest))})" if count and largest is not None else ""
        one = "building" if of_all == 1 else "buildings"
        verb = "is" if count == 1 else "are"
        return f"{count} of the {of_all} {one} {scope} {verb} larger than {format_area(asked.above)}{most}."
    return f"There {'is 1 building' if count == 1 else f'are {count} buildings'} {scope} (every building mapped, " \
           f"named or not)."


def _aggregated(observation: dict[str, Any], reading: QuestionReading | None) -> str:
    """A template's rows in words: 'There are 5 restaurants within 150 m of Senaatintori with a website: A, B, ...'
    / 'The most common cuisine ...: sushi (13 places), then asian (8).' / '2 streets in Ruggell are longer than
    1.50 km: Ruggeller Strasse (2.39 km), Noflerstraße (1.76 km).' A model's own SQL has no sentence: ''."""
    asked = reading.aggregate if reading is not None else None
    if asked is None:
        return ""
    rows, scope = observation.get("rows") or [], observation.get("scope") or ""
    kind = reading.feature_phrase or asked.feature
    if (observation.get("columns") or [])[:1] == ["buildings"] and rows:   # every building footprint in the scope
        said = _buildings_said(rows[0], scope, asked)
        against = _against(reading.count_than, float(_cell_number(rows[0][0]))) if reading is not None else ""
        return against + said[:1].lower() + said[1:] if against else said
    if asked.group_by:
        if asked.group_by == "kind":
            what = f"kind of {kind}"
        else:
            spoken = "name" if asked.group_by == "name" else attributes()[asked.group_by].spoken
            if asked.group_by in STANDS_IN:   # 'brand (or the name where no brand is tagged)'
                spoken += f" (or the {' or '.join(STANDS_IN[asked.group_by])} where no {spoken} is tagged)"
            of_kind = rows[0][2] if rows and len(rows[0]) > 2 else None
            what = f"{spoken} among the {f'{of_kind} ' if of_kind else ''}{_counted(kind, None)}"
        # a tag's value said as words ('wall_loops' is wall loops, 'car_repair' car repair)
        rows = [(value.replace("_", " ") if isinstance(value, str) else value, count) for value, count, *_ in rows]
        if not rows and asked.group_by == "kind" and is_any_place(asked.feature):   # ('what's around X')
            return f"I found nothing mapped {scope} in OpenStreetMap (besides the place itself)." if asked.anchor \
                else f"I found nothing mapped {scope} in OpenStreetMap."
        if not rows:
            return f"I found no {what} {scope} in OpenStreetMap."
        if asked.group_by == "kind" and reading is not None and not re.search(r"\bmost\b", reading.question, re.I):
            # 'what kinds of places are within 2 km of X': the kinds there, the most common first (no 'most' asked)
            listed = ", ".join(f"{value} ({count})" for value, count in rows)
            more = " (among others)" if len(rows) == GROUPS_LISTED else ""
            return f"The kinds of {_counted(kind, 2)} {scope}: {listed}{more}."
        if (rank := asked.rank or 1) > 1:   # 'the second most common': that one, after the ones before it
            if len(rows) < rank:
                return f"There are only {len(rows)} {what} {scope} in OpenStreetMap: " + \
                    ", ".join(f"{value} ({count})" for value, count in rows) + "."
            value, count = rows[rank - 1]
            before = ", ".join(f"{v} ({c})" for v, c in rows[:rank - 1])
            return f"The {_ORDINAL_WORDS[rank]} most common {what} {scope}: {value} ({count} " \
                   f"{'place' if str(count) == '1' else 'places'}), after {before}."
        rest = ", ".join(f"{value} ({count})" for value, count in rows[1:4])
        places = ("building" if is_buildings(asked.feature) else "place") + ("" if str(rows[0][1]) == "1" else "s")
        tied = [value for value, count in rows if str(count) == str(rows[0][1])]
        if len(tied) > 1:   # no one value is the most common: those that share the top, said as a tie
            others = [f"{value} ({count})" for value, count in rows if value not in tied][:3]
            more = " (among others)" if len(tied) == len(rows) == GROUPS_LISTED else ""
            return f"No single {what} {scope} is the most common: {', '.join(tied[:-1])} and {tied[-1]}{more} have " \
                   f"{rows[0][1]} {places} each" + (f", then {', '.join(others)}." if others else ".")
        return f"The most common {what} {scope}: {rows[0][0]} ({rows[0][1]} {places})" + (f", then {rest}." if rest else ".")
    if asked.total_of:
        return _total(asked.total_of, kind, scope, rows[0] if rows else None)
    if asked.top_by:
        return _top(asked, kind, scope, rows, feet=reading is not None and _IN_FEET.search(reading.question) is not None)
    if asked.average_of:
        return _average_of(asked.average_of, kind, scope, rows[0] if rows else None)
    if asked.measure:
        said = format_distance if asked.measure == "length" else format_area
        more = "longer" if asked.measure == "length" else "larger"
        listed = ", ".join(f"{name if name not in (None, '', 'NULL') else 'one with no name'} ({said(float(size))})"
                           for name, size in rows[:LISTED_NAMES])
        if len(rows) == 1:
            return f"Of the {kind} {scope}, 1 is {more} than {said(asked.above or 0)}: {listed}."
        return f"{len(rows)} {kind} {scope} are {more} than {said(asked.above or 0)}" + (f": {listed}." if rows else ".")
    recorded = of_kind = None
    if asked.having and observation.get("columns", [])[2:5] == ["recorded", "of_kind", "has"]:
        # the places of the kind, those that have it first; how many record it at all, and how many there are
        recorded, of_kind = (_cell_number(rows[0][2]), _cell_number(rows[0][3])) if rows else (0.0, 0.0)
        rows = [row for row in rows if str(row[4]).casefold() in ("true", "t", "1")]
    count = int(_cell_number(rows[0][0])) if rows else 0
    spec = attributes().get(asked.having or "")
    word = spec.spoken if spec else str(asked.having)
    says = spec.says if spec and spec.says else f"has {word if word.endswith('s') else english().a(word)}"
    if asked.equals is not None and spec is not None and spec.answer == "yes_no" and spec.says and \
            asked.equals.casefold() in ("no", "yes"):   # 'non-smoking': smoking=no, 'does not allow smoking'
        says = spec.says if asked.equals.casefold() == "yes" else _negated(spec.says)
    elif asked.equals is not None:   # 'on level 2'
        says = (spec.says_value if spec and spec.says_value else "has {word} {value}").format(word=word, value=asked.equals)
    if asked.at_least is not None:   # '4 stars or more'
        says = (spec.says_at_least if spec and spec.says_at_least else "has a {word} of {value} or more").format(
            word=word, value=f"{asked.at_least:g}")
    for than, figure in (("more", asked.more_than), ("less", asked.less_than)):
        if figure is not None:   # 'sits more than 34 m above sea level', 'has a height of less than 20 m'
            unit = " m" if FIGURE_ATTRIBUTES.get(asked.having or "") == "m" else ""
            says = f"sits {than} than {figure:g} m above sea level" if asked.having == "elevation" else \
                f"has a {word} of {than} than {figure:g}{unit}"
    if asked.lacking:   # 'restaurants that don't have a phone number': those that list none
        says = f"has no {word} in OpenStreetMap"
    # never '0' where the data does not say: a yes or no, or a value, that no place records is unknown (a phone
    # number none lists is none listed)
    if not count and of_kind is not None and not recorded and not asked.lacking and (spec is None or spec.answer == "yes_no" or asked.equals
                                                                 is not None or asked.at_least is not None or
                                                                 asked.more_than is not None or
                                                                 asked.less_than is not None):
        if not of_kind:
            return f"I found no {_counted(kind, 0)} {scope} in the map data to look at."
        kind = re.sub(r"^(?:any|some|all|the)\s+", "", kind, flags=re.IGNORECASE)   # ('do any restaurants ...')
        asked_which = re.match(r"\s*which\b", reading.question if reading else "", re.IGNORECASE)
        which = "which do" if asked_which else "how many do"
        places = f"the one {_counted(kind, 1)} {scope}" if int(of_kind) == 1 else \
            f"any of the {int(of_kind)} {_counted(kind, int(of_kind))} {scope}"
        return f"It is not recorded in OpenStreetMap whether {places} {says}, so I cannot tell" + \
            ("." if int(of_kind) == 1 else f" {which}.")
    named = [row[1] for row in rows if len(row) > 1 and row[1] and row[1] != "NULL"]   # a cell without a name: NULL
    unnamed = sum(1 for row in rows if len(row) > 1) - len(named)
    names = ", ".join(named) + (f" and {unnamed} without a name" if named and unnamed else "")
    # 'are most of them ...?': yes when more than half of all of the kind are (those that record nothing are not)
    most = ("Yes: " if 2 * count > int(of_kind) else "No: ") if of_kind and reading is not None and \
        _ASKS_MOST.match(reading.question) else ""
    # the count of the kind beside it, as people ask 'how many ..., out of how many?' (always, when asked of most)
    share = reading is not None and _ASKS_SHARE.search(reading.question) is not None   # 'what percentage of ...'
    part = f", {100 * count / int(of_kind):.0f} %" if share and of_kind else ""
    of_all = f" ({count} of the {int(of_kind)} there{part})" if of_kind and (int(of_kind) > count or most or share) else ""
    # 'more than one place with a website ...?': the yes or no first ('Yes, more than 1: there are 2 ...')
    most = most or (_against(reading.count_than, count) if reading is not None else "")
    if not most and reading is not None and (reading.none_ok and (asked.more_than is not None or asked.at_least is not None
                                                                  or asked.less_than is not None) or
                                             _ANY_OF_A_KIND.match(reading.question)):
        # ('any peaks over 500 m within 5 km of X?', 'are there any camp sites ... that allow dogs': whether any is, first)
        most = "Yes: " if count else "No: "
    if count == 1 and not most:   # 'Of the cafes within 400 m of X, 1 has internet access (wifi): Y.'
        return f"Of the {kind} {scope}, 1 {says}{of_all}" + (f": {names}." if names else ".")
    verb, _, rest = says.partition(" ")   # 'offers takeaway' -> 'offer takeaway'
    having = f"{english().plural_verb(verb) or verb} {rest}".strip()
    if count == 0 and of_kind:   # '0 of the 24 places within 2.50 km of X have a phone number ...'
        where = "" if having.endswith("in OpenStreetMap") else " in OpenStreetMap"
        return most + f"0 of the {int(of_kind)} {_counted(kind, int(of_kind))} {scope} {having}{where}."
    said = f"There {'is' if count == 1 else 'are'} {count} {_counted(kind, count)} {scope} that " \
        f"{having if count != 1 else says}{of_all}" + (f": {names}." if names else ".")
    return most + (said[:1].lower() + said[1:] if most else said)


# 'any camp sites within 20 km of X that allow dogs?', 'are there any ...': whether any is
_ANY_OF_A_KIND = re.compile(r"^\s*(?:(?:are|is)\s+there\s+)?any\s", re.IGNORECASE)
_ASKS_SHARE = re.compile(r"\b(?:percentage|percent|share|proportion|fraction)\b|%", re.IGNORECASE)
LISTED_NAMES = 20


def _cell_number(cell: Any) -> float:
    """A count from a result cell (a number, its text, or NULL: 0)."""
    try:
        return float(cell) if cell not in (None, "NULL", "") else 0.0
    except (TypeError, ValueError):
        return 0.0


def _average_of(averaged: str, kind: str, scope: str, row: list[Any] | None) -> str:
    """'The average elevation of the 8 peaks within 10 km of X: 271 m (from 120 m to 353 m).' Said of those that
    record it, and how many do; none recorded is said, never a mean of nothing."""
    places, recorded = (int(_cell_number(row[0])), int(_cell_number(row[1]))) if row else (0, 0)
    spec = attributes().get(averaged)
    word = "area" if averaged == "area" else "length" if averaged == "length" else spec.spoken if spec else averaged
    if not places:
        return f"I found no {_counted(kind, 0)} {scope} in the map data to average."
    if not recorded:
        return f"None of the {places} {_counted(kind, places)} {scope} records its {word} in the map data, so I " \
               f"cannot give an average."
    said = format_area if averaged == "area" else format_distance if averaged == "length" else \
        _metres if FIGURE_ATTRIBUTES.get(averaged) == "m" else _number
    average, least, greatest = (_cell_number(cell) for cell in row[2:5])
    spread = [f"from {said(least)} to {said(greatest)}"] if recorded > 1 else []
    record = [f"{recorded} of them record{'s' if recorded == 1 else ''} it"] if recorded < places else []
    told = f" ({'; '.join(spread + record)})" if spread or record else ""
    return f"The average {word} of the {places} {_counted(kind, places)} {scope}: {said(average)}{told}."


_ORDINALS = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}


def _top(asked: Any, kind: str, scope: str, rows: list[list[Any]], feet: bool = False) -> str:
    """'The highest peak within 10 km of X: A (852 m); then B (801 m), C (790 m) (of the 20 peaks there, 14 record a
    height).' None recorded is said, never a place picked without its figure."""
    word = attributes()[asked.top_by].spoken if asked.top_by in attributes() else str(asked.top_by)
    unit = " m" if FIGURE_ATTRIBUTES.get(asked.top_by) == "m" else ""
    most = ("lowest" if asked.lowest else "tallest" if asked.top_by == "built_height" else "highest") \
        if asked.top_by in ("height", "built_height") else \
        f"{'least' if asked.lowest else 'greatest'} {word} of any"
    of_kind = int(_cell_number(rows[0][3])) if rows and len(rows[0]) > 3 else 0
    rows = [row for row in rows if row[1] not in (None, "", "NULL")]
    if not rows and of_kind:   # (none with its figure recorded: no place is the answer)
        return f"None of the {of_kind} {_counted(kind, of_kind)} {scope} records its {word} in the map data, so I " \
               f"cannot tell which is the {most}."
    if not rows:
        return f"I found no {_counted(kind, 0)} {scope} in the map data."
    recorded = int(_cell_number(rows[0][2]))

    def said(row: list[Any]) -> str:
        name = row[0] if row[0] not in (None, "", "NULL") else "one with no name"
        in_feet = f", {_feet(float(row[1]))}" if feet and unit == " m" else ""   # ('in feet')
        return f"{name} ({_number(float(row[1]))}{unit}{in_feet})"

    if asked.rank and asked.rank > 1:   # 'the second highest peak': the one after those above it
        if len(rows) < asked.rank:
            return f"Only {len(rows)} of the {of_kind} {_counted(kind, of_kind)} {scope} record a {word}, so none is " \
                   f"the {_ORDINALS[asked.rank]} {most}."
        above = ", ".join(said(row) for row in rows[:asked.rank - 1])
        return f"The {_ORDINALS[asked.rank]} {most} of the {of_kind} {_counted(kind, of_kind)} {scope}: " \
               f"{said(rows[asked.rank - 1])}, after {above}."
    rest = f"; then {', '.join(said(row) for row in rows[1:])}" if len(rows) > 1 else ""
    rest += f", and {recorded - len(rows)} more" if recorded > len(rows) else ""   # (the first TOP_LISTED said)
    if of_kind == 1:
        return f"The only {_counted(kind, 1)} {scope} is {said(rows[0])}."
    # (how many there are, beside which is the highest: 'how many peaks ..., and which is the highest')
    record = f" ({recorded} of them record a {word})" if recorded < of_kind else ""
    return f"The {most} of the {of_kind} {_counted(kind, of_kind)} {scope}: {said(rows[0])}{rest}{record}."


def _total(attribute: str, kind: str, scope: str, row: list[Any] | None) -> str:
    """'The 5 car parks within 305 m of X have 240 in total by their capacity (3 of them give it; ...).' A total the
    data cannot give is said, never 0: 'The capacity of the 5 car parks ... is not recorded in the map data'."""
    places, recorded, total = (int(row[0]), int(row[1]), row[2]) if row else (0, 0, None)
    word = attributes()[attribute].spoken if attribute in attributes() else attribute
    if not places:
        return f"I found no {kind} {scope}."
    counted = _counted(kind, places)
    if not recorded:   # said as the other figures the data lacks are ('... is not recorded in the map data')
        return f"The {word} of the {places} {counted} {scope} is not recorded in the map data, so I cannot give a " \
               "total." if places > 1 else f"The {word} of the one {counted} {scope} is not recorded in the map data."
    said = _number(float(total))
    missing = places - recorded
    rest = (f" ({recorded} of them give{'s' if recorded == 1 else ''} it; {missing} {'does' if missing == 1 else 'do'} "
            "not say, so the real total is higher)") if missing else ""
    return f"The {places} {counted} {scope} have {said} in total by their {word}{rest}."


def _located(best: dict[str, Any] | None) -> str:
    """'Vaduz is at 47.14101, 9.52093 (latitude, longitude).'"""
    if not best or best.get("lat") is None:
        return ""
    return f"{best.get('name') or 'It'} is at {best['lat']:.5f}, {best['lon']:.5f} (latitude, longitude)."


def step_sentence(step: Step, reading: QuestionReading | None) -> str:
    """A successful step's result in a person's words, or '' when its tool has none."""
    said = STEP_SENTENCES.get(step.tool)
    return said(step.observation or {}, reading) if said is not None and step.ok and step.observation else ""


def _facts_looked_up(step: Step) -> set[tuple[Any, ...]]:
    """The (place, tag, value) a DescribePlace step found: two attribute words read from one tag say one fact."""
    observation = step.observation or {}
    if step.tool != "DescribePlace" or observation.get("taken_as"):
        return set()
    handle = (observation.get("place") or {}).get("handle")
    items = observation.get("attributes") or []
    if handle is None or not items or any(item.get("state") or item.get("value") is None for item in items):
        return set()
    return {(handle, item.get("source"), str(item.get("value"))) for item in items}


def _rendered_plainly(observation: dict[str, Any]) -> str:
    return render_answer(QuestionReading(question="", shape="places"), observation)


def render_plan(plan: Plan, steps: list[Step], partial: bool = False) -> str:
    """The answer that covers every step: each described place named, then the answer, or the comparison."""
    sentences: list[str] = []
    measured: list[tuple[PlanStep, Step]] = []
    facts_said: set[tuple[Any, ...]] = set()
    for index, (planned, step) in enumerate(zip(plan.steps, steps)):
        if not step.ok or index == plan.union:   # (the count of either kind is said in the sum)
            continue
        facts = _facts_looked_up(step)
        if facts and facts <= facts_said:   # 'the height of X above sea level': height and elevation are one tag
            continue
        facts_said |= facts
        if planned.candidate is not None:
            measured.append((planned, step))
        elif planned.tool == "CalculateMetric" and (planned.phrase is not None or planned.reading.rank):
            sentences.append(_described(planned, step))
        else:
            sentences.append(step_sentence(step, planned.reading))
    if measured and len(measured) == len([s for s in plan.steps if s.candidate is not None]) and not partial:
        sentences.append(_compared(plan, measured))
    if plan.operation and not partial:   # the result first, then each figure it is made of
        result = _arithmetic(plan, steps)
        sentences.insert(0, result[:1].upper() + result[1:])   # ('lake X has 4 more peaks ...': a sentence's start)
    said = " ".join(s for s in sentences if s)
    notes = approximate_notes([s.observation for s in steps if s.ok])
    for note in notes:   # each once, first: every step's sentence said it again
        said = said.replace(f"{note} ", "").replace(note, "").strip()
    return " ".join([*_one_per_place(notes), said])


# what a namesake's note says of the kind counted around it ('which has bays around it'): the same choice of place
_KIND_AROUND = re.compile(r", which has .+? around it(?=:)")


def _one_per_place(notes: list[str]) -> list[str]:
    """The notes, one per choice of a place: steps counting different kinds around one namesake say it once, in the
    last step's words (the total's 'bays or peaks')."""
    last = {_KIND_AROUND.sub("", note): note for note in notes}
    return list(dict.fromkeys(last[_KIND_AROUND.sub("", note)] for note in notes))


_ORDINAL_WORDS = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}


# 'does X have a website? if so whats the url': a yes-or-no question answered with the value says yes first
# (asked after 'open ... or', the first asked is being open: 'does X open at all in May, or is it shut?')
_ASKS_SHUT = re.compile(r"(?<!\bor )\b(?:(?:is|are|will|would|was)\b(?:(?!\b(?:open|or)\b)[^?.!])*\b(?:closed|shut|locked)|"
                        r"(?:do|does|did)\b(?:(?!\b(?:open|or)\b)[^?.!])*\b(?:close|shut|lock))\b"
                        r"(?![^?.!]*\bopen\b)", re.IGNORECASE)
# a question a yes or a no answers, asked in any of its forms ('can you park on S', 'tell me if I'm allowed to ...')
_ASKS_WHETHER = re.compile(r"^\s*(?:[^:?]{2,40}[:\-–]\s*)?(?:(?:hey|hi|ok|so|quick q|pls|please|plz)[\s,]+)*"
                           r"(?:can|may|could|is|are|am|do|does|will|would|tell me (?:if|whether)|i wonder (?:if|whether)|"
                           r"is it (?:ok|okay|possible|allowed))\b", re.IGNORECASE)
# whether a place is open, asked after a sentence that sets the scene ('we're there in June, is X open?')
_ASKS_IF_OPEN = re.compile(r"(?:^|[.!?,;:]\s*|\s[-–—]\s*)(?:is|are|will|would|could|was)\s+[^.!?]*?\bopen\b",
                           re.IGNORECASE)
# being open or shut asked in one word after the place ('toilets at X: locked on Christmas Day?'), no 'or' beside it
_ASKED_BARE = re.compile(r"(?:^|[:,;]\s*|\s[-–—]\s*)(?P<word>open|closed|shut|locked)\b(?![^?]*\bor\b)[^?.!]*\?\s*$",
                         re.IGNORECASE)
_ASKS_WHEN = re.compile(r"\b(?:when|what time|how long|how many hours|until when|till when|which hours)\b", re.IGNORECASE)
_ASKS_YES_NO = re.compile(r"^\s*(?:does|do|has|have|is there|are there|got)\b", re.IGNORECASE)
_ASKS_MOST = re.compile(r"^\s*(?:[^:?]{2,60}:\s*)?(?:are|is|do|does)\s+most\b", re.IGNORECASE)
# 'can I drive it both ways or is it one way only?': one of two asked, which a yes or a no does not answer (not 'or
# not', 'or what')
_ASKS_WHICH_OF_TWO = re.compile(r"\bor\s+(?!(?:not|no|nah|nope|isn'?t|aren'?t|doesn'?t|don'?t|what|something|anything)\b)\w",
                                re.IGNORECASE)


def _asked_second(question: str, spec: AttributeSpec) -> bool:
    """Whether the attribute is the second of two things asked ('both ways or is it one way only?'): a yes would
    answer the first. Asked first ('can I smoke there or is it non-smoking'), the yes or no is its answer."""
    other, asked = _ASKS_WHICH_OF_TWO.search(question), spec.cue.search(question)
    return other is not None and asked is not None and asked.start() > other.start()
_ASKS_OF_THE_ASKER = re.compile(r"^\s*(?:do|does|did)\s+(?:i|we|you|one|people|drivers)\b", re.IGNORECASE)


# how a tagged value is said, by its attribute (any other: its words, '_' read as spaces)
def _wikipedia_address(value: str) -> str:
    """'is:Eastfell' said as Wikipedia writes a link to another language's article, then its address (a value
    without its language, as it is)."""
    said = re.fullmatch(r"(?P<language>[a-z]{2,3}(?:-[a-z]+)?):(?P<title>.+)", value.strip())
    if said is None:
        return value
    return f"{value.strip()}, https://{said['language']}.wikipedia.org/wiki/{said['title'].strip().replace(' ', '_')}"


# a figure asked in feet ('how many feet high is X', 'how tall is X in feet'): the map's metres, and the feet
_IN_FEET = re.compile(r"\b(?:in\s+(?:feet|ft)|how\s+many\s+(?:feet|ft))\b", re.IGNORECASE)
_METRES_PER_FOOT = 0.3048


def _feet(metres: float) -> str:
    """A figure in metres said in feet ('2,969 ft'), beside the metres when asked in feet."""
    return f"{metres / _METRES_PER_FOOT:,.0f} ft"


# a volcano's type as OSM writes it ('strato'), in the words of geology
_VOLCANO_TYPES = {"strato": "stratovolcano", "shield": "shield volcano", "scoria": "scoria cone",
                  "caldera": "caldera", "fissure": "fissure vent", "lava_dome": "lava dome", "maar": "maar",
                  "cinder_cone": "cinder cone", "subglacial": "subglacial volcano", "tuya": "tuya"}
_VALUE_SAID: dict[str, Callable[[str], str]] = {
    "phone": phone_said, "wikipedia": _wikipedia_address,
    "volcano_type": lambda value: _VOLCANO_TYPES.get(value.strip().casefold(), _value_words(value))}


def _attributes(observation: dict[str, Any], reading: QuestionReading | None = None) -> str:
    """'Café Guflina is on Rotenbodenstrasse (the nearest street, 8 m: it has no address tag).' / 'The opening
    hours of X: Mo-Fr 08:00-18:00.' / 'Yes: X has outdoor seating.' / 'No, X is closed on Monday at 12:00 (it
    opens Tue 10:00).' / 'OpenStreetMap has no information on the website of X: it is not tagged.'"""
    found = observation.get("place") or {}
    place = found.get("name") or f"the unnamed {str(found.get('kind') or 'place').lower()}"   # 'the unnamed bench'
    table = attributes()
    sentences = [observation["taken_as"]] if observation.get("taken_as") else []
    for item in observation.get("attributes") or []:
        attribute, value = item.get("attribute"), item.get("value")
        spec = table.get(attribute)
        word = spec.spoken if spec else str(attribute).replace("_", " ")
        if item.get("state") and attribute == "collection_times":
            sentences.append(_collected_then(place, item, reading.question if reading is not None else ""))
        elif item.get("state"):
            said = _open_then(place, item)
            if reading is not None and item.get("at") == "every day" and WHICH_DAYS.search(reading.question):
                said = _days_open(place, item) or said
            if place.split()[-1].casefold() in ONE_PLACE_PLURALS:   # 'the unnamed toilets are open'
                said = said.replace(f"{place} is ", f"{place} are ").replace(" Its opening hours", " Their opening hours")
            if reading is not None and item.get("state") in ("open", "closed") and not said.startswith(("Yes", "No")) \
                    and (_ASKS_WHETHER.match(reading.question) or _ASKS_IF_OPEN.search(reading.question) or
                         _ASKED_BARE.search(reading.question)) \
                    and not _ASKS_WHEN.search(reading.question):
                # 'is it open in early June': a whole day asked whether, answered yes or no first
                said = f"{'Yes' if item['state'] == 'open' else 'No'}: {said[:1].lower() if said.startswith(('On ', 'Every day')) else said[:1]}{said[1:]}"
            bare = _ASKED_BARE.search(reading.question) if reading is not None else None
            if reading is not None and (_ASKS_SHUT.search(reading.question) or
                                        (bare is not None and bare["word"].casefold() != "open")) and \
                    item.get("state") in ("open", "closed"):
                # 'is it shut then?': the yes or no answers that question ('Yes, X is closed ...')
                said = re.sub(r"^(Yes|No)([,:]) ", lambda m: ("No" if m[1] == "Yes" else "Yes") + m[2] + " ", said)
            sentences.append(said)
        elif value is None and spec is not None and spec.answer == "yes_no":
            sentences.append(f"OpenStreetMap has no information on whether {place} {spec.says}: it is not tagged.")
        elif value is None:
            # (not 'X has no denomination', which reads as a fact about the place, not about the map)
            sentences.append(f"OpenStreetMap has no information on the {word} of {place}: it is not tagged.")
        elif attribute == "kind":   # 'shop=furniture' -> 'a furniture shop': what it is, in words
            mapped = f"{place} is mapped as {' and as '.join(_kinds_said(str(value).split(', ')))}."
            verdict = None if reading is None else _kind_verdict(reading.question, str(value), reading.asked_value)
            sentences.append(mapped if verdict is None else f"{'Yes' if verdict else 'No'}: {mapped}")
        elif spec is not None and spec.answer == "yes_no":
            said = _INVERTED.get(str(value).strip().casefold(), value) if spec.inverted else value
            said = _yes_no(place, spec.says or f"has {word}", said)
            if reading is not None and _asked_opposite(reading.question, spec):
                # 'is it free': 'Yes, it is free: X does not charge a fee' (the word asked, said back)
                asked = spec.opposite.search(reading.question)[0].casefold()
                said = re.sub(r"^(Yes|No):", lambda m: f"No, it is not {asked}:" if m[1] == "Yes" else
                              f"Yes, it is {asked}:", said)
            if item.get("parts"):   # a street asked as a whole: how many of its ways say it
                # (and what its parts do say, when none says yes: 'shared_lane', bikes share the lane with cars)
                seen = "; ".join(spec.values.get(v) or _value_words(v) for v in item.get("seen") or [])
                said = f"{said[:-1]} ({_parts_said(*item['parts'], seen)})."
            if item.get("implied_by"):   # the kind says it, no tag does
                said = f"{said[:-1]} (it is mapped as {_kind_said(item['implied_by'])}, and no tag says otherwise)."
            if reading is not None and _asked_second(reading.question, spec):   # 'both ways or one way only?'
                said = re.sub(r"^(?:Yes|No): (.)", lambda m: m[1].upper(), said)   # no yes answers it: what is said
            sentences.append(said)
        elif reading is not None and reading.asked_value and spec is not None and spec.value_asked is not None:
            sentences.append(_value_verdict(place, word, str(value), reading.asked_value, spec))
        elif attribute == "street":
            how = f" (the nearest street, {format_distance(item['distance_m'])} away: it has no address tag)" \
                if item.get("inferred") and item.get("distance_m") is not None else ""
            sentences.append(f"{place} is on {value}{how}.")
        elif attribute == "region":   # the regions holding it, smallest first, and what it is
            kind = str(found.get("kind") or "").strip()
            what = f" ({english().a(kind.lower())})" if kind and found.get("name") and \
                not str(found.get("handle") or "").startswith("regions:") else ""   # (a region's kind: its boundary)
            sentences.append(f"{place}{what} is in {value}.")
        else:   # a bare figure of a measured attribute has its unit ('height=193' is 193 m)
            unit = FIGURE_ATTRIBUTES.get(str(attribute))
            figure = float(str(value).strip().replace(",", ".")) if re.fullmatch(r"\d+(?:[.,]\d+)?", str(value).strip()) \
                else None   # (a bare figure, no words with it)
            said = _per_sector(str(value), unit, reading.question if reading is not None else "") if unit and _SECTOR_FIGURE.match(str(value)) else \
                _SAID[unit](figure) if unit == "nmi" and figure is not None else \
                f"{value} {unit}" if unit in ("m", "t", "s") and figure is not None \
                else _VALUE_SAID.get(str(attribute), _value_words)(str(value))
            if unit == "m" and reading is not None and _IN_FEET.search(reading.question) and figure is not None:
                said = f"{said} ({_feet(figure)})"   # ('how many feet high': both)
            if str(value).strip().casefold() in ("yes", "no") and reading is not None and \
                    _ASKS_YES_NO.match(reading.question) and not _ASKS_OF_THE_ASKER.match(reading.question):
                # 'does Hotel X have a restaurant?' with restaurant=no: the tag's yes or no is the answer
                thing = word if word.endswith("s") else english().a(word)
                sentences.append(_yes_no(place, f"has {thing}", str(value)))
                continue
            # ('does X have a website?': yes, and the value; 'do I have to pay to park on X?' asks of the asker, whose
            # answer the value is: 'free' is no yes)
            yes = "Yes. " if reading is not None and _ASKS_YES_NO.match(reading.question) and \
                not _ASKS_OF_THE_ASKER.match(reading.question) else ""
            if spec is not None and (verdict := spec.verdict.get(str(value).strip())) and reading is not None and \
                    _ASKS_WHETHER.match(reading.question) and not re.search(r"\bor\b", reading.question, re.IGNORECASE):
                # 'can I park on S': parallel parking is a yes ('is S public or private': no yes answers it)
                yes = f"{verdict.capitalize()}: "
            if spec is not None and str(value).strip() in spec.values:   # 'permissive': what it means, and the tag
                sentences.append(f"{yes}{place} {spec.values[str(value).strip()]} ({word}: {_value_words(str(value))}).")
            else:
                sentences.append(f"{yes}The {word} of {place}: {said}" + ("" if said.endswith((".", "!", "?")) else "."))
    elsewhere = [where for where in observation.get("elsewhere") or [] if where != observation.get("here")]
    if elsewhere:   # a name several places share: which one this is, and how to ask about another
        here = f"This is the one in {observation['here']}; t" if observation.get("here") else "T"
        towns = elsewhere[0] if len(elsewhere) == 1 else f"{', '.join(elsewhere[:-1])} and {elsewhere[-1]}"
        also = "is also a place" if len(elsewhere) == 1 else "are also places"
        sentences.append(f"({here}here {also} named {place} in {towns}: name the town to ask about it.)")
    return " ".join(sentence[:1].upper() + sentence[1:] for sentence in sentences)


def _value_verdict(place: str, word: str, value: str, asked: str, spec: AttributeSpec) -> str:
    """'is X Lutheran?': yes or no by the tag, and what it says; of a tag that names only some of what the place has
    (its cuisine), a value it does not name is not listed, no 'no'."""
    said = _value_words(value).replace(";", ", ")
    if has_value(spec, value, asked):
        return f"Yes: the {word} of {place} is {said}."
    if spec.lists_some:
        return f"The {word} of {place} is recorded as {said}; it does not list {asked.casefold()}."
    return f"No: the {word} of {place} is {said}."


def _value_words(value: str) -> str:
    """A tag's keyword value in words ('roman_catholic' -> 'roman catholic'); a name, a number or an address as it
    is."""
    if re.fullmatch(r"[a-z]+(?:_[a-z]+)+(?:;[a-z_]+)*", value):
        return value.replace("_", " ").replace(";", ", ")
    return value


def _parts_said(carrying: int, total: int, seen: str) -> str:
    """How many of a street's mapped parts carry the tag asked, or, of none, what they say instead."""
    if carrying:
        return f"{carrying} of its {total} mapped parts"
    if total == 1:
        return f"its tag says: {seen}" if seen else "no tag on it says so"
    return f"none of its {total} mapped parts says so" + (f"; they say: {seen}" if seen else "")


_ARTICLE = re.compile(r"^(?:a|an)\s+")


def _negated(says: str) -> str:
    """'is wheelchair accessible' -> 'is not wheelchair accessible', 'has outdoor seating' -> 'has no outdoor
    seating', 'offers takeaway' -> 'does not offer takeaway'."""
    verb, _, rest = says.partition(" ")
    if verb == "is":
        return f"is not {rest}"
    if verb == "has":
        return f"has no {_ARTICLE.sub('', rest)}"   # ('has a bike lane': has no bike lane)
    base = verb[:-2] if verb.endswith(("sses", "shes", "ches", "xes", "oes")) else \
        f"{verb[:-3]}y" if verb.endswith("ies") else verb.removesuffix("s")   # 'goes': go, 'passes': pass
    return f"does not {base} {rest}".rstrip()


# how a kind tag is said: the value in words, and what the key adds to it ('shop=furniture': a furniture shop)
_KIND_SAID = {"shop": "{value} shop", "office": "{value} office", "craft": "{value} workshop", "club": "{value} club",
              "historic": "historic {value}", "building": "{value} building"}


_SPELLED = {"foot path": "footpath"}   # (iD's names as people write them)
_KIND_BY_PRESET = {"highway"}   # a way's values say little alone ('pedestrian', 'footway'): iD's name for it does
# where a road's class stands among the others, for a person who does not know the classes by name
_ROAD_CLASS_PLACE = {"motorway": "the largest class, for fast motor traffic only",
                     "trunk": "a major through road, one class below a motorway",
                     "primary": "a main road", "secondary": "a main road, one class below primary",
                     "tertiary": "between the main roads and residential streets",
                     "unclassified": "a minor road, above a residential street",
                     "residential": "a local street where people live", "living_street": "a street where people on "
                     "foot have priority", "service": "an access road to a building, a car park or the like"}


def _kind_said(tag: str) -> str:
    key, _, value = tag.partition("=")
    # a way's preset first: 'pedestrian' is a pedestrian street as a line, a pedestrian area as an area
    named = sorted((p for p in presets().presets if p.tags == {key: value}),
                   key=lambda p: "line" not in p.geometry) if key in _KIND_BY_PRESET else []
    if named:
        said = _SPELLED.get(named[0].name.lower(), named[0].name.lower())   # 'a pedestrian street', 'a footpath'
        place = f" ({_ROAD_CLASS_PLACE[value]})" if key == "highway" and value in _ROAD_CLASS_PLACE else ""
        return ("an " if said[:1] in "aeiou" else "a ") + said + place
    value = key if value in ("", "yes") else value.replace("_", " ").replace(";", " and ")
    said = _KIND_SAID.get(key, "{value}").format(value=value)
    return ("an " if said[:1].lower() in "aeiou" else "a ") + said


def _kinds_said(tags: list[str]) -> list[str]:
    """Each kind in words; a way's kind and the tag that says which of it ('highway=service', 'service=parking_aisle')
    together: 'a parking aisle, a kind of service road (an access road to ...)'."""
    said: list[str] = []
    for previous, tag in zip([None, *tags], tags):
        key, _, value = tag.partition("=")
        if previous is not None and previous.startswith("highway=") and key == previous.partition("=")[2]:
            pair = preset_for({"highway": key, key: value})
            name = pair.name.lower() if pair is not None and pair.tags == {"highway": key, key: value} else \
                value.replace("_", " ")   # ('service=alley_street', no preset's: 'an alley street')
            said[-1] = f"{'an' if name[:1] in 'aeiou' else 'a'} {name}, a kind of {said[-1].split(' ', 1)[1]}"
        elif previous is not None and SUBKIND_KEYS.get(previous) == key:   # 'a public bath (hot spring)'
            said[-1] = f"{said[-1]} ({value.replace('_', ' ')})"
        else:
            said.append(_kind_said(tag))
    return said


# 'is S a normal residential street?': one kind asked of the place, yes or no (not 'a road or just a footpath?')
_KIND_ASKED = re.compile(r"^(?:[^?:]*[:\-–]\s+)?(?:is|isn't)\b(?![^?]*\bor\b)[^?]*?\ban?\s+"
                         r"(?:(?:just|really|actually|normal|regular|ordinary|proper|plain|typical)\s+)*"
                         r"(?P<kind>[a-z][\w -]*?)\s*[?.!]*\s*$", re.IGNORECASE)


def _kind_verdict(question: str, value: str, said: str | None = None) -> bool | None:
    """Whether the place's kind tags ('highway=residential') are among the kind asked ('a residential street', or
    the kind the reading holds as asked: 'a restaurant as well'); None when no one kind is asked or its words name
    no kind."""
    if said is not None:
        found = None if kind_choice(question) else lookup(said)
    else:
        asked = _KIND_ASKED.match(question)
        found = lookup(asked["kind"]) if asked else None
    if found is None:
        return None
    tags = {tuple(tag.partition("=")[::2]) for tag in value.split(", ")}
    return any((flt.column, flt.value) in tags for flt in found[1])


_INVERTED = {"no": "yes", "yes": "no"}   # an inverted tag's values, as yes-or-no answers say them


def _asked_opposite(question: str, spec: AttributeSpec) -> bool:
    """Whether the question asks the opposite of what the tag says, first ('is it free' of a fee; not 'is there an
    entry fee or is it free')."""
    opposite = spec.opposite.search(question) if spec.opposite is not None else None
    cue = spec.cue.search(question)
    return opposite is not None and (cue is None or cue.start() <= opposite.start() < cue.end() or
                                     opposite.start() < cue.start() or
                                     # ('is camping at X free?': said after what is asked of it, with no 'or')
                                     not re.search(r"\bor\b", question[cue.end():opposite.start()], re.IGNORECASE))


def _yes_no(place: str, says: str, value: str) -> str:
    said = value.strip().casefold()
    if said in YES_VALUES:
        return f"Yes: {place} {says}" + ("" if said == "yes" else f" ({value})") + "."
    if said == "no":
        return f"No: {place} {_negated(says)}."
    if said in PARTLY_VALUES:
        return f"Partly: {place} {says} only in part ({value})."
    return f"{place} {says}: OpenStreetMap says {value!r}."


_WEEK = [day.capitalize() for day in WEEKDAYS]


def _days_open(place: str, item: dict[str, Any]) -> str | None:
    """'which days is X open': the days it opens, and those it does not ('X is open on Saturday and Sunday, not on
    Monday to Friday'); None when the hours do not say (unknown on some day)."""
    state, then, hours = item.get("state"), item.get("hours_then") or "", item.get("value")
    known = f" Its opening hours: {hours}." if hours else ""
    if state == "open":
        return f"{place} is open every day.{known}"
    if state == "closed":
        return f"{place} is not open on any day this week.{known}"
    shut = set(_CLOSED_ALL.findall(then))
    if state != "unknown" or not shut or re.search(r"\bunknown\b", then):
        return None
    opened = [day for day in _WEEK if day not in shut]   # (some: a week shut every day is 'closed', above)
    closed = [day for day in _WEEK if day in shut]
    return f"{place} is open {_days_said(opened)}; it is closed {_days_said(closed)}.{known}"


def _days_said(days: list[str]) -> str:
    """'Monday to Friday' for a run of three days or more, else 'on Saturday and Sunday'."""
    at = [_WEEK.index(day) for day in days]
    if len(days) >= 3 and at == list(range(at[0], at[0] + len(at))):
        return f"{days[0]} to {days[-1]}"
    return "on " + (", ".join(days[:-1]) + f" and {days[-1]}" if len(days) > 1 else days[0])


# the days of a set whose hours differ ('the hours differ from day to day: open Mon 9:30-21:00; ...'), and one day's
# opening and closing
_DIFFER = re.compile(r"the hours differ from day to day: (?P<days>.+)$")
_SPAN = re.compile(r"^open \w+ (\d{1,2}:\d{2})-(\d{1,2}:\d{2})$")


def _open_then(place: str, item: dict[str, Any]) -> str:
    """Open or not at the moment asked (or on the day asked), with the hours it rests on."""
    at, state, then, hours = item.get("at") or "then", item.get("state"), item.get("hours_then") or "", item.get("value")
    at = re.sub(r" (?=\d{1,2}:\d{2}$)", " at ", at) if " from " not in at else at   # ('Tuesday 20 July at 15:00')
    at, then = _clock(at), _UNTIL_MIDNIGHT.sub("until midnight", _clock(then))   # (not 'until Sat 0:00')
    known = f" Its opening hours: {hours}." if hours else ""
    if state == "unknown" and not hours:
        on = "" if at in ("around the clock", "every day") else "in " if at.startswith("all of ") else "on "
        return f"OpenStreetMap has no information on the opening hours of {place}, so I cannot tell whether it is " \
               f"open {on}{at.removeprefix('all of ')}."
    if at == "every day" and state == "unknown":   # days unlike: no one day's hours answer (a day shut says no)
        shut = _CLOSED_ALL.findall(then)
        if shut:
            return f"{place} is not open every day: it is closed all {' and '.join(shut)}.{known}"
        return f"{place} is open every day, but not the same hours each day.{known}"
    if state == "unknown" and (differ := _DIFFER.match(then)) is not None:
        # ('when does X open on weekdays'): each day's hours, and the time they share when they share one
        days = differ["days"].split("; ")
        spans = [_SPAN.search(day) for day in days]
        shared = [f"opens at {opens.pop()}" for opens in [{m[1] for m in spans if m}] if len(opens) == 1] + \
            [f"closes at {closes.pop()}" for closes in [{m[2] for m in spans if m}] if len(closes) == 1]
        alike = f" It {' and '.join(shared)} on each of them." if shared and all(spans) else ""
        return f"On {at}, the hours of {place} differ from day to day: {'; '.join(days)}.{alike}{known}"
    if state == "unknown":
        return f"I cannot tell whether {place} is open on {at}: {then}.{known}"
    if at == "around the clock":   # ('is X open 24/7'): open the whole week, or the first time it closes
        closes = re.search(r"\bcloses at (\d{1,2}:\d{2})", then)
        return (f"Yes, {place} is open around the clock.{known}" if state == "open" else
                f"No, {place} is not open around the clock" + (f" (it closes at {closes[1]})" if closes else "") +
                f".{known}")
    if at.startswith("all of "):   # a month asked ('does X open at all in August'): any day of it
        month = at.removeprefix("all of ")
        if state == "open" and then.startswith("open every day"):   # ('which days is X open in June': all)
            return f"{place} is {then}.{known}"
        return (f"Yes: {place} is {then}.{known}" if state == "open" else
                f"No: {place} is not open on any day of {month}.{known}")
    if ":" not in at and state == "open" and (span := _ONE_SPAN.match(then)) is not None:
        # a whole day open once: the times asked ('what time does X open on Sunday', 'when does it close')
        closes = "midnight" if span["closes"] == "24:00" else span["closes"]
        minutes = sum(end - start for start, end in _intervals(then))   # ('how many hours is it open': said too)
        said = "Every day" if at == "every day" else f"On {at}"
        if minutes >= 24 * 60:   # ('Jun-Sep' tagged with no clock: the whole day)
            return f"{said}, {place} is open all day.{known}"
        return f"{said}, {place} opens at {span['opens']} and closes at {closes} ({_duration(minutes)}).{known}"
    if ":" not in at and state == "open" and len(spans := _intervals(then)) > 1 and \
            all(a[1] < b[0] for a, b in pairwise(spans)) and spans[-1][1] <= 24 * 60:
        # open twice a day, with a break between ('12:00-14:30, 18:00-23:00'): the first opening, the last closing
        # and the breaks, which answer 'when does X open / close on a day' alike
        breaks = ", ".join(f"from {_time_said(a[1])} to {_time_said(b[0])}" for a, b in pairwise(spans))
        said = "Every day" if at == "every day" else f"On {at}"
        return (f"{said}, {place} opens at {_time_said(spans[0][0])} and closes at {_time_said(spans[-1][1])}, with a "
                f"break {breaks}.{known}")
    if at == "every day" and state == "closed":   # no day of the week asked about (a season's hours, say)
        return f"No, {place} is not open on any day this week.{known}"
    if ":" not in at:   # a whole day
        return (f"On {at}, {place} is {then.replace('open ' + at[:3] + ' ', 'open ')}." if state == "open" else
                f"{place} is closed all {at}.") + known
    if state == "open":
        return f"Yes, {place} is open on {at} ({then.replace('open ', '', 1)}).{known}"
    return f"No, {place} is closed on {at}" + (f" ({then.replace('closed; ', 'it ')})" if "; " in then else "") + \
        f".{known}"


# whether the day's collection has already been, asked at a moment ('has the pickup already happened', 'have I
# missed the post'); any other moment asks whether one is still to come ('will it still be collected that day')
_ASKS_ALREADY = re.compile(r"\b(?:already|happened|been\s+(?:collected|picked up|emptied)|missed|too late|gone)\b",
                           re.IGNORECASE)


def _collected_then(place: str, item: dict[str, Any], question: str) -> str:
    """A post box's collections on the day asked: the times; at a moment, whether one is still to come (or already
    past, when that is asked); on a day asked whether, yes or no first."""
    at, state, times, value = item.get("at") or "that day", item.get("state"), item.get("collected_at") or [], \
        item.get("value")
    tagged = f" (its collection times: {value})" if value else ""
    if state == "unknown" and not value:
        return f"OpenStreetMap has no information on when {place} is emptied: its collection times are not tagged."
    if state == "unknown":
        return f"I cannot tell when {place} is emptied on {at}: {item.get('hours_then') or 'the tag does not say'}" \
               f"{tagged}."
    clock = re.search(r" (\d{1,2}:\d\d)$", at)
    day = at[:clock.start()] if clock else at
    on = "" if day in ("every day",) else "on "
    emptied = " and ".join(_clock(t) for t in times)
    if clock is not None:
        moment = clock.group(1)
        side = "before" if _ASKS_ALREADY.search(question) else "after"
        those = [t for t in times if (t <= moment if side == "before" else t >= moment)]
        if those:
            return f"Yes: on {day}, {place} is emptied at {' and '.join(_clock(t) for t in those)}, {side} {_clock(moment)}."
        return f"No: on {day}, {place} is not emptied {side} {_clock(moment)}" + \
            (f" (it is emptied at {emptied})." if times else f"{tagged}.")
    if not times:
        return f"No: {place} is not emptied {on}{day}{tagged}."
    said = f"{place[:1].upper()}{place[1:]} is emptied {on}{day} at {emptied}."
    return said if _ASKS_WHEN.search(question) else f"Yes: {said[:1].lower() if said.startswith('The ') else said[:1]}{said[1:]}"


# a day's hours when the place opens once that day ('open Sun 8:00-12:00')
_UNTIL_MIDNIGHT = re.compile(r"\buntil (?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) )?0:00\b")
_CLOSED_ALL = re.compile(r"\bclosed all (\w+day)\b")
_ONE_SPAN = re.compile(r"^open (?:\w{3}|every day|on weekdays|on weekends) (?P<opens>\d{1,2}:\d\d)-(?P<closes>\d{1,2}:\d\d)$")


def _clock(text: str) -> str:
    """Times as people write them, '8:00' for the tag's '08:00' (the hours quoted from the tag stay as tagged)."""
    return re.sub(r"(?<![\d:])0(\d:\d\d)", r"\1", text)


def none_of_the_kind(planned: PlanStep, step: Step) -> str | None:
    """'I could not find any petrol station in Heidelberg: the map data has none there.': a step that looked for a kind
    of place in a town and found none, which the steps after it needed; None for any other step."""
    if not step.ok or planned.tool != "CalculateMetric" or not planned.reading.feature:
        return None
    result = Result.model_validate(step.observation)
    region = next((r.name for r in result.resolved if r.role == "region" and r.name), None)
    if result.entities or region is None:
        return None
    return f"I could not find any {_counted(planned.reading.feature, 1)} in {region}: the map data has none there."


def _described(planned: PlanStep, step: Step) -> str:
    """'The biggest park in Vaduz is Schwimmbad Mühleholz (3.4 ha).'"""
    result = Result.model_validate(step.observation)
    asked = planned.reading
    phrase = planned.phrase or " ".join(w for w in ("the", _ORDINAL_WORDS.get(asked.rank or 1), asked.metric,
                                                     asked.feature, f"in {asked.region}" if asked.region else None) if w)
    if asked.feature and asked.metric and re.sub(r"^the\s+", "", phrase, flags=re.IGNORECASE).casefold() == \
            asked.feature.casefold():   # 'the nearest of the bars' said as 'the bars': the nearest bar
        phrase = f"the {asked.metric} {_counted(asked.feature, 1)}"
    first = phrase.split()[0] if phrase.split() else ""
    if asked.feature and first.casefold() == asked.feature.split()[0].casefold():   # 'Pharmacy closest to X - open?'
        phrase = f"the {first.lower() if first[1:].islower() else first}{phrase[len(first):]}"
    phrase = phrase[0].upper() + phrase[1:]
    if not result.entities:
        return f"{phrase}: none found."
    rank = planned.reading.rank
    chosen = result.entities[rank - 1:rank] if rank else result.entities[:planned.reading.limit or 1]
    if not chosen:
        return f"{phrase}: there are only {len(result.entities)}."
    named = [f"{e.name or 'one with no name in the map'}{_entity_figure(e)}" for e in chosen]
    verb = "are" if len(named) > 1 else "is"
    if asked.metric == "nearest" and asked.feature and len(chosen) == 1 and not asked.region and \
            (chosen[0].distance_m or 0) > FAR_FROM_A_TOWN_M:   # (none anywhere near, which 'the nearest' hides; a
        # place said in a town or by a lake is that one, however far the other end)
        return f"{_none_within(asked.feature_phrase or asked.feature)}; {phrase[0].lower()}{phrase[1:]} {verb} {named[0]}."
    return f"{phrase} {verb} {' and '.join(named)}."


def _entity_figure(entity: Any) -> str:
    if entity.area_m2 is not None:
        return f" ({format_area(entity.area_m2)})"
    if entity.length_m is not None:
        return f" ({format_distance(entity.length_m)})"
    if entity.distance_m is not None:
        return f" ({format_distance(entity.distance_m)} away)"
    return ""


# How a figure of each unit is said, and the word for the larger of two (said first).
def _area(square_metres: float) -> str:
    """An area as said, with its square metres when said in hectares or km² ('4.03 ha (40,289 m²)')."""
    said = format_area(square_metres)
    return said if "m²" in said else f"{said} ({square_metres:,.0f} m²)"


_SAID: dict[str | None, Any] = {None: lambda v: _number(v), "m": format_distance, "m2": _area,
                                "year": lambda v: f"{_number(v)} year{'' if abs(v) == 1 else 's'}",
                                "nmi": lambda v: f"{_number(v)} nautical mile{'' if abs(v) == 1 else 's'}"}
# measures said in metres however large (a mountain's height is never said in km)
_IN_METRES = frozenset({"height", "built_height", "elevation", "width", "maxheight", "light_height"})


def _metres(value: float) -> str:
    return f"{_number(round(value))} m"


_MORE: dict[str | None, str] = {None: "more", "m2": "larger", "m": "longer", "year": "later"}
_FIGURE_NOUNS = {"levels": "floors", "rooms": "rooms", "beds": "beds", "capacity": "places", "stars": "stars"}   # a count a place carries
_MORE_BY_ATTRIBUTE = {"height": "taller", "elevation": "higher up", "width": "wider", "light_height": "higher"}


# Attributes that are figures, and their unit: 'how much taller is A than B' subtracts two heights
FIGURE_ATTRIBUTES: dict[str, str | None] = {"height": "m", "built_height": "m", "capacity": None, "stars": None, "levels": None,
                                            "rooms": None, "beds": None, "elevation": "m", "birth_year": "year", "start_date": "year",
                                            "width": "m", "maxheight": "m", "women_spaces": None,
                                            "disabled_spaces": None, "weight_limit": "t", "light_height": "m",
                                            "light_range": "nmi", "light_period": "s"}
_FIGURE = re.compile(r"^\s*(\d+(?:[.,]\d+)?)\s*(?:m|metres|meters|people|persons|guests|beds|places|spaces|seats)?\s*$")


# a light's figure per sector, as DescribePlace gives it where the sectors differ ('11 (white sector); 8 (red sector)')
_SECTOR_FIGURE = re.compile(r"^\d+(?:[.,]\d+)? \((?:\w+ sector|sector \d+)\)(?:; \d+(?:[.,]\d+)? \((?:\w+ sector|sector \d+)\))+$")


def _per_sector(value: str, unit: str, question: str = "") -> str:
    """'8 nautical miles in its red sector, 11 nautical miles in its white sector'; the sectors of the colour the
    question names alone ('the range of its white light': 11 nautical miles in its white sector)."""
    sectors = re.findall(r"(\d+(?:[.,]\d+)?) \(([^)]*)\)", value)
    asked = [(figure, where) for figure, where in sectors
             if (colour := re.fullmatch(r"(\w+) sector", where)) and re.search(rf"\b{colour[1]}\b", question, re.I)]
    said = [f"{_SAID[unit](float(figure.replace(',', '.'))) if unit in _SAID else f'{figure} {unit}'} in its {where}"
            for figure, where in asked or sectors]
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + f" and {said[-1]}"


def _said_figure(observation: dict[str, Any]) -> tuple[float, str | None] | None:
    """The figure of an attribute DescribePlace read ('193' for height=193), and its unit."""
    for said in observation.get("attributes") or []:
        if said.get("attribute") in FIGURE_ATTRIBUTES and (found := _FIGURE.match(str(said.get("value") or ""))):
            return float(found.group(1).replace(",", ".")), FIGURE_ATTRIBUTES[said["attribute"]]
    return None


# an interval of a day's opening hours as DescribePlace says them ('open Sun 11:30-21:00')
_INTERVAL = re.compile(r"\b(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\b")


def _intervals(hours_then: str) -> list[tuple[int, int]]:
    """A day's open intervals in minutes after midnight ('open Sun 11:30-21:00'); one that ends at or before its start
    runs past midnight ('22:00-02:00', '0:00-24:00' is all day)."""
    spans = [(int(h1) * 60 + int(m1), int(h2) * 60 + int(m2)) for h1, m1, h2, m2 in _INTERVAL.findall(hours_then)]
    return [(start, end if end > start else end + 24 * 60) for start, end in spans]


def _hours_figure(observation: dict[str, Any], reading: QuestionReading | None) -> tuple[float, str] | None:
    """The figure a day's opening hours give the operand asked ('what time does A open on sunday': the first opening,
    minutes after midnight; 'close': the last closing; 'how long is A open': the minutes open that day)."""
    if reading is None or reading.attribute != "opening_hours" or not reading.open_at:
        return None
    said = next((a for a in observation.get("attributes") or [] if a.get("attribute") == "opening_hours"), None)
    if said is None or said.get("state") not in ("open", "closed") or not said.get("hours_then"):
        return None   # (no hours, or hours that do not say that day: no figure, never 0)
    spans = _intervals(said["hours_then"])
    asked = reading.question.casefold()
    if re.search(r"\bhow long\b|\bhow many hours\b", asked):
        return float(sum(end - start for start, end in spans)), "min"
    if not spans:
        return None   # closed all day: no time it opens or closes
    if re.search(r"\b(?:close|closes|shut|shuts)\b", asked):
        return float(max(end for _, end in spans)), "clock"
    return float(min(start for start, _ in spans)), "clock"


def figure_of(step: Step, reading: QuestionReading | None = None) -> tuple[float, str | None] | None:
    """The number a step measured (a count, an area, a length, a distance, an attribute's figure, a time the
    operand's opening hours give) and its unit."""
    observation = step.observation or {}
    if (hours := _hours_figure(observation, reading)) is not None:
        return hours
    value = observation.get("value")
    if value is None and observation.get("metric") == "count":
        value = observation.get("total")
    if value is None and len(observation.get("columns") or []) == 1 and len(observation.get("rows") or []) == 1:
        # a count by a template ('how many toilets have wheelchair access': places; 'buildings within 1 km': buildings)
        value = _count_cell(observation["rows"][0][0])
    return (float(value), observation.get("unit")) if isinstance(value, (int, float)) else _said_figure(observation)


def _count_cell(cell: Any) -> int | None:
    return int(cell) if isinstance(cell, int) or isinstance(cell, str) and cell.isdigit() else None


def _unmeasured(plan: Plan, steps: dict[int, Step]) -> str:
    """Why the two figures are not both there: the place whose attribute the data does not record, when that is it."""
    for index in plan.operands:
        step = steps.get(index)
        observation = (step.observation or {}) if step else {}
        place = (observation.get("place") or {}).get("name")
        for said in observation.get("attributes") or []:
            if place and said.get("attribute") in FIGURE_ATTRIBUTES and not said.get("value"):
                word = attributes()[said["attribute"]].spoken if said["attribute"] in attributes() else said["attribute"]
                doing = "add the two up" if plan.operation == "sum" else "compare the two"
                return f"The {word} of {place} is not recorded in the map data, so I cannot {doing}."
    return "I could not measure both figures the question needs."


def _label(reading: QuestionReading, other: QuestionReading) -> str:
    """What tells an operand from the other: its kind of place when the kinds differ, else its place."""
    mine, theirs = reading.feature_phrase or reading.feature, other.feature_phrase or other.feature
    if mine and mine != theirs:
        return mine
    places = [p for p in [*reading.anchors, reading.region] if p and p not in [*other.anchors, other.region]]
    return places[0] if places else (reading.anchors[0] if reading.anchors else reading.region or "the first")


_RATIO_OF = {"m2": "the size", "m": "the length"}   # what a ratio of two measures compares
# (in metres, a place's own figure: 'twice as high', never 'the length')
_RATIO_OF_ATTRIBUTE = {"height": "the height", "elevation": "the elevation", "light_height": "the height",
                       "maxheight": "the height", "width": "the width"}


def _ratio_of(unit: str | None, reading: QuestionReading) -> str:
    return _RATIO_OF_ATTRIBUTE.get(reading.attribute or "") or _RATIO_OF.get(unit or "", "the measure")
_SUMMED = ("total_length", "total_area")   # a figure of every place of a kind, added up ('the footways together')


def _with_feet(said: Callable[[float], str], metres: float) -> str:
    return f"{said(metres)} ({_feet(metres)})"


def _arithmetic(plan: Plan, steps: list[Step]) -> str:
    """'That is 6 more banks than supermarkets.' / 'Together: 3.48 ha.' / 'Yes: 220 m against 514 m.'"""
    done = {index: step for index, step in enumerate(steps) if step.ok}
    figures = [figure_of(done[i], plan.steps[i].reading) if i in done else None for i in plan.operands]
    if plan.operation == "average" and None not in figures:
        return _average(plan, figures, done)   # type: ignore[arg-type]
    if plan.operation == "rank" and None not in figures:
        return _ranking(plan, figures, done)   # type: ignore[arg-type]
    if plan.operation == "sum" and len(figures) > 2 and None not in figures:
        return _legs(plan, figures)   # type: ignore[arg-type]
    if len(figures) != 2 or None in figures:
        return _unmeasured(plan, done)
    (a, unit), (b, _) = figures   # type: ignore[misc]
    said = _SAID.get(unit, _SAID[None])
    first, second = (plan.steps[i].reading for i in plan.operands)
    if unit == "m" and first.attribute in _IN_METRES:   # ('add up the heights of A and B': 1,086 m, not 1.09 km)
        said = _metres
    if unit == "m" and any(_IN_FEET.search(reading.question) for reading in (first, second)):
        said = partial(_with_feet, said)   # ('how much higher is A than B, in feet': the result in both units)
    if unit in ("clock", "min") and plan.operation in ("difference", "more"):
        said = _hours_apart(plan, (a, b), unit, first, done)   # ('A closes later than B, right?': yes or no first)
        # ('The pool closes ...': a place said by its kind starts the sentence)
        return said[:1].upper() + said[1:] if plan.operation == "difference" else f"{'Yes' if a > b else 'No'}: {said}"
    other_kinds = (first.feature_phrase or first.feature) != (second.feature_phrase or second.feature)
    if plan.operation == "sum":   # ('more than 2 hotels or guesthouses?': 'Yes, more than 2: together 3.')
        either = figure_of(done[plan.union], None) if plan.union in done else None   # (each place once)
        total = either[0] if either is not None and unit is None and either[0] < a + b else a + b
        against = _against(plan.count_than, total)
        twice = " (both words name the same places here, each counted once)" if total == a == b else \
            f" ({_number(a + b - total)} of them counted under both)" if total < a + b else ""
        return f"{against}{said(total)} together{twice}." if against else f"Together: {said(total)}{twice}."
    if plan.operation == "share":   # '3 of the 8 places of worship within 400 m of X (38 %)'
        whole = _counted(second.feature_phrase or second.feature or "places", b)
        return f"{_number(a)} of the {_number(b)} {whole} ({100 * a / b:.0f} %)." if b else \
            f"There are none to take a share of ({_number(a)} of 0)."
    if plan.operation == "without":   # '9 places of worship within 400 m of X, leaving out the 2 catholic ones (11 in all)'
        kept = _counted(first.feature_phrase or first.feature or "places", a - b)
        where = _scope(Result.model_validate(done[plan.operands[0]].observation))
        return f"{_number(a - b)} {kept} {where}, leaving out the {_number(b)} " \
               f"{second.modifier or 'other'} {'one' if b == 1 else 'ones'} ({_number(a)} in all)."
    if plan.operation == "ratio" and unit == "m" and first.metric == second.metric == "distance" and \
            (shared := [p for p in first.anchors if p in second.anchors]) and b:
        # two distances from one place: 'A is 8.1 times as far from C as B (17.59 km against 2.17 km)'
        a_end = next((p for p in first.anchors if p not in shared), _label(first, second))
        b_end = next((p for p in second.anchors if p not in shared), _label(second, first))
        return f"{a_end} is {a / b:.1f} times as far from {shared[0]} as {b_end} ({said(a)} against {said(b)})."
    if plan.operation == "ratio" and unit is not None:   # two measures: 'the size', 'the length' of the other
        if not b:
            return f"{_label(second, first)} measures 0, so there is no ratio ({said(a)} against 0)."
        more = f", {abs(a / b - 1) * 100:.0f} % {'more' if a >= b else 'less'}" if a != b else ""   # (asked as a percentage)
        return f"{_label(first, second)} is {a / b:.1f} times {_ratio_of(unit, first)} of " \
               f"{_label(second, first)} ({said(a)} against {said(b)}{more})."
    if plan.operation == "ratio":
        return f"That is {a / b:.1f} times as many ({_number(a)} against {_number(b)})." if b else \
            f"There are none of the second to compare with ({_number(a)} against 0)."
    if plan.operation in ("less", "more"):
        yes = a < b if plan.operation == "less" else a > b
        if unit is None and other_kinds:
            return f"{'Yes' if yes else 'No'}: {_number(a)} {_counted(_label(first, second), a)} against {_number(b)} " \
                   f"{_counted(_label(second, first), b)}, a difference of {_number(abs(a - b))}."
        return f"{'Yes' if yes else 'No'}: {said(a)} against {said(b)}, a difference of {said(abs(a - b))}."
    if plan.operation == "times" and plan.factor and unit is not None:   # 'is A twice as long as B': two measures
        ratio = f"{a / b:.1f} times {_ratio_of(unit, first)} of {_label(second, first)}" if b else \
            f"{_label(second, first)} measures 0"
        return f"{'Yes' if a >= plan.factor * b else 'No'}: {_label(first, second)} is {ratio} ({said(a)} against " \
               f"{said(b)})."
    if plan.operation == "times" and plan.factor:
        ratio = f"{a / b:.1f} times as many" if b else "none of the second"
        return f"{'Yes' if a >= plan.factor * b else 'No'}: {_number(a)} against {_number(b)}, {ratio}."
    if plan.operation == "nearer":
        near, far = ((first, a), (second, b)) if a <= b else ((second, b), (first, a))
        return f"{_label(near[0], far[0])} is nearer: {said(near[1])}, against {said(far[1])} for " \
               f"{_label(far[0], near[0])}."
    more = _MORE.get(unit, "more")
    measured = _measured_attributes(plan, done)
    if unit == "m" and (word := next((_MORE_BY_ATTRIBUTE[a] for a in measured if a in _MORE_BY_ATTRIBUTE), None)):
        more = word   # two heights are taller, two elevations higher up
    if unit == "m" and first.metric == second.metric == "distance" and set(first.anchors) & set(second.anchors):
        more = "farther"   # two distances from one place (to another place, or to the nearest of a kind)
    counted = next((_FIGURE_NOUNS[a] for a in measured if a in _FIGURE_NOUNS), None)
    if a == b and (unit is not None or counted):
        return f"They are the same: {said(a)}{' ' + counted if counted else ''} each."
    if a == b and other_kinds:
        return f"There are as many {_label(first, second)} as {_label(second, first)}: {_number(a)} each."
    big, small = (first, second) if a >= b else (second, first)
    if unit == "year":   # two years: how far apart, and each ('born 1863' and 'born 1910')
        return f"They are {said(abs(a - b))} apart: {_label(big, small)} {max(a, b):.0f}, {_label(small, big)} " \
               f"{min(a, b):.0f}."
    if unit is None and other_kinds:
        return f"That is {_number(abs(a - b))} {more} {_counted(_label(big, small), abs(a - b))} than " \
               f"{_label(small, big)}."
    if unit is not None and first.metric in _SUMMED and second.metric in _SUMMED and other_kinds:
        return f"The {_label(big, small)} together are {said(abs(a - b))} {more} than the {_label(small, big)}."
    if unit is None and counted:   # 'has 2 more floors than'
        return f"{_label(big, small)} has {_number(abs(a - b))} more {counted} than {_label(small, big)}."
    if unit is None and first.metric == second.metric == "count" and (kind := first.feature_phrase or first.feature):
        # ('A has 2 more peaks than B')
        return f"{_label(big, small)} has {_number(abs(a - b))} {more} {_counted(kind, abs(a - b))} than " \
               f"{_label(small, big)}."
    if unit is None:
        return f"{_label(big, small)} has {_number(abs(a - b))} {more} than {_label(small, big)}."
    if first.metric == second.metric == "distance" and len(first.anchors) == len(second.anchors) == 2 and \
            not set(first.anchors) & set(second.anchors):   # two trips with no end in common: each by its ends
        return f"The trip from {' to '.join(big.anchors)} is {said(abs(a - b))} longer than from " \
               f"{' to '.join(small.anchors)}."
    if measured and measured <= set(_LIGHT_MORE) and \
            (light := next((_LIGHT_MORE[a] for a in measured if a in _LIGHT_MORE), None)) is not None:
        return f"The light of {_label(big, small)} {light.format(said(abs(a - b)))} than that of {_label(small, big)}."
    said_big = f"{_one_of_kind(big, small)} is {said(abs(a - b))} {more} than {_one_of_kind(small, big)}."
    return said_big[:1].upper() + said_big[1:]


# two lights compared: the lights themselves, not the towers ('the light of A is 9 m higher than that of B')
_LIGHT_MORE = {"light_height": "is {} higher", "light_range": "reaches {} further"}


def _one_of_kind(reading: QuestionReading, other: QuestionReading) -> str:
    """An operand's label, with 'the' where it is a kind of place ('the bell tower is 150 m farther than the ...')."""
    label = _label(reading, other)
    return f"the {label}" if label == (reading.feature_phrase or reading.feature) else label


def _average(plan: Plan, figures: list[tuple[float, str | None]], done: dict[int, Step]) -> str:
    """'On average: 24 m (Old Mill 31 m, Town Hall 19 m, Kornhaus 22 m).'"""
    unit = figures[0][1]
    said = _plain(unit) if unit in (None, "m") else _SAID.get(unit, _SAID[None])   # (a mean to 0.1)
    each = ", ".join(f"{_operand_place(plan, i, done)} {said(value)}" for i, (value, _) in zip(plan.operands, figures))
    return f"On average: {said(sum(value for value, _ in figures) / len(figures))} ({each})."


def _plain(unit: str | None) -> Callable[[float], str]:
    """Heights, elevations, counts in plain figures (2,123 m, not 2.12 km), to 0.1."""
    return lambda value: f"{value:,.1f}".removesuffix(".0") + (f" {unit}" if unit else "")


def _measured_attributes(plan: Plan, done: dict[int, Step]) -> set[str | None]:
    """The attributes the operands' steps read ('elevation', 'levels'): what their figures are."""
    return {said.get("attribute") for i in plan.operands for said in (done[i].observation or {}).get("attributes") or []}


# the top and the bottom of a ranking, by what each place's step measured
_ENDS_OF_RANKING = {"elevation": ("highest up", "lowest"), "height": ("tallest", "shortest"), "levels": ("most floors", "fewest floors"),
                    "m2": ("largest", "smallest"), "m": ("longest", "shortest")}


def _minutes_as_clock(minutes: float) -> str:
    return f"{int(minutes) // 60 % 24:02d}:{int(minutes) % 60:02d}"


def _time_said(minutes: int) -> str:
    """Minutes after midnight as a person says the time ('8:00'; the day's end is midnight)."""
    return "midnight" if minutes == 24 * 60 else _clock(_minutes_as_clock(minutes))


def _duration(minutes: float) -> str:
    hours, left = divmod(int(round(minutes)), 60)
    return f"{hours} h {left} min" if hours and left else f"{hours} h" if hours else f"{left} min"


def _hours_apart(plan: Plan, figures: tuple[float, float], unit: str, first: QuestionReading,
                 done: dict[int, Step]) -> str:
    """'Bjarnabúð opens 30 min earlier than Mika on Sunday: at 11:00, against 11:30.' / 'Mika is open 5 h 30 min
    longer than Friðheimar on Monday: 9 h 30 min, against 4 h.'"""
    (a, b), names = figures, [_operand_place(plan, i, done) for i in plan.operands]
    day = re.sub(r"^(?:on\s+)?(?:an?\s+)?", "", first.open_at or "", flags=re.IGNORECASE).strip()
    day = f" {day.casefold()}" if day.casefold() in ("today", "tomorrow", "tonight") else \
        f" on {day[:1].upper()}{day[1:].rstrip('s') if day.casefold().endswith('days') else day[1:]}" if day else ""
    read_at = next((a.get("at") for a in (done[plan.operands[0]].observation or {}).get("attributes") or []
                    if a.get("at")), None) if plan.operands[0] in done else None
    if read_at and re.search(r"\d [A-Z][a-z]+$", read_at):   # a time of year said: the day it was read on
        day = f" on {read_at}"
    (big, many), (small, few) = sorted(zip(names, (a, b)), key=lambda item: -item[1])
    if unit == "min":
        if a == b:
            return f"{names[0]} and {names[1]} are open as long as each other{day}: {_duration(a)} each."
        return f"{big} is open {_duration(many - few)} longer than {small}{day}: {_duration(many)}, against " \
               f"{_duration(few)}."
    verb = "closes" if re.search(r"\b(?:close|shut)", first.question, re.IGNORECASE) else "opens"
    if a == b:
        return f"{names[0]} and {names[1]} {verb[:-1]} at the same time{day}: {_minutes_as_clock(a)}."
    return f"{small} {verb} {_duration(many - few)} earlier than {big}{day}: at {_minutes_as_clock(few)}, against " \
           f"{_minutes_as_clock(many)}."


def _operand_place(plan: Plan, index: int, done: dict[int, Step]) -> str:
    """The place an operand's step measured, by the name it was found as (the question's words otherwise)."""
    observation = done[index].observation or {} if index in done else {}
    found = (observation.get("place") or {}).get("name") or \
        next((r.get("name") for r in observation.get("resolved") or [] if r.get("name")), None)
    return found or next(iter(plan.steps[index].reading.places), "?")


def _ranking(plan: Plan, figures: list[tuple[float, str | None]], done: dict[int, Step]) -> str:
    """'Old Mill is the highest up (31 m), Town Hall the lowest (11 m): Old Mill 31 m, Kornhaus 20 m, Town Hall 11 m.'"""
    measured = _measured_attributes(plan, done)
    unit = figures[0][1]
    top, bottom = next((_ENDS_OF_RANKING[a] for a in measured if a in _ENDS_OF_RANKING), None) or \
        _ENDS_OF_RANKING.get(unit or "", ("first", "last"))
    said = _plain(unit) if unit in (None, "m") and measured else _SAID.get(unit, _SAID[None])
    order = sorted(zip(plan.operands, figures), key=lambda item: -item[1][0])
    name = lambda i: _operand_place(plan, i, done)   # noqa: E731
    (first, (high, _)), (last, (low, _)) = order[0], order[-1]
    each = ", ".join(f"{name(i)} {said(value)}" for i, (value, _) in order)
    return f"{name(first)} is the {top} ({said(high)}), {name(last)} the {bottom} ({said(low)}): {each}."


def _legs(plan: Plan, figures: list[tuple[float, str | None]]) -> str:
    """'Together: 1.21 km (Old Mill to Town Hall 420 m, Town Hall to Kornhaus 390 m, Kornhaus to Old Mill 400 m).',
    'Together: 31 (17 restaurants, 10 cafes, 4 bars).'"""
    said = _SAID.get(figures[0][1], _SAID[None])

    def part(reading: QuestionReading, value: float) -> str:
        if reading.metric == "count" and (kind := reading.feature_phrase or reading.feature):
            return f"{_number(value)} {_counted(kind, value)}"
        return f"{' to '.join(reading.places[:2]) or '?'} {said(value)}"

    each = ", ".join(part(plan.steps[i].reading, value) for i, (value, _) in zip(plan.operands, figures))
    return f"Together: {said(sum(value for value, _ in figures))} ({each})."


def _compared(plan: Plan, measured: list[tuple[PlanStep, Step]]) -> str:
    """'Esplanadinpuisto is larger: 1.80 ha, against 0.95 ha for Kaisaniemi park.'"""
    measure, smaller_wins = COMPARE_MEASURES[plan.compare or "nearer"]
    figures: list[tuple[float, str]] = []
    for planned, step in measured:
        result = Result.model_validate(step.observation)
        value = result.value if result.value is not None else (
            result.entities[0].distance_m if result.entities else None)
        names = {r.role: _said(r) for r in result.resolved}
        name = names.get("anchor") or planned.candidate or "?"
        if planned.candidate and planned.candidate != name and planned.candidate.casefold().startswith("the "):
            # (found unnamed, as 'the letterbox': said as the question says it)
            name = planned.candidate if name.casefold().startswith("the ") else \
                name if name.casefold() in planned.candidate.casefold() else f"{planned.candidate} ({name})"
        if value is not None:
            figures.append((float(value), name))
    if len(figures) < 2:
        return "I could not measure every place to compare."
    figures.sort(key=lambda f: f[0], reverse=not smaller_wins)
    said = _area if measure == "area" else format_distance   # (an area in hectares with its square metres too)
    word = plan.compare or "nearer"
    anchor = plan.steps[-1].reading.anchor if measure == "distance" else None
    target = f" {'to' if word == 'nearer' else 'from'} {anchor}" if anchor and word in ("nearer", "farther") else ""
    others = ", ".join(f"{said(v)} for {n}" for v, n in figures[1:])
    by = f" by {said(abs(figures[0][0] - figures[1][0]))}" if len(figures) == 2 else ""
    first = figures[0][1][:1].upper() + figures[0][1][1:]   # ('the webcam' starts the sentence)
    return f"{first} is {word}{target}{by}: {said(figures[0][0])}, against {others}."


def tour_sentence(result: RouteResult) -> str:
    """The tour as a person reads it, without handles: 'Walking tour of 3 places (...): A → B (281 m, 3 min) → C
    (197 m, 2 min). Total: 796 m, 10 min walking.'"""
    verb = VERBS[result.mode]
    parts = [result.visits[0].name] if result.visits else []
    for visit, leg in zip(result.visits[1:], result.legs):
        estimate = "" if leg.on_network else ", straight-line estimate"
        parts.append(f"{visit.name} ({format_distance(leg.distance_m)}, {duration_words(leg.duration_s)}{estimate})")
    stops = len({visit.handle for visit in result.visits})
    text = (f"{verb.capitalize()} tour of {stops} places, in the order of the shortest travel time: "
            f"{' → '.join(parts)}. Total: {format_distance(result.total_distance_m)}, "
            f"{duration_words(result.total_travel_s)} {verb}.")
    text += "".join(f" Left out: {item.name} ({item.reason})." for item in result.left_out)
    return text + "".join(f" {note.rstrip('.')}." for note in result.notes)


def _spoken_list(items: list[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def unfound_sentence(unfound: Unfound) -> str:
    """A name the data does not have, as a person is told it: 'I could not find 'Alexanderplatz': it is not in the
    loaded data, which covers places such as Helsinki, Vaduz and Monaco. Names there that look a little like it:
    Alexandria.'"""
    if unfound.what == "kind_none":   # 'the tennis court' where there is none
        kind = unfound.name.removeprefix('the ')
        return f"There is no {kind} in {unfound.near} in the map data." if unfound.near else \
            f"There is no {kind} in the loaded data."
    if unfound.what == "kind_several":   # 'the tennis court' where there are several: which one is not said
        kind, some = unfound.name.removeprefix("the "), _spoken_list(unfound.like) if unfound.like else ""
        return (f"There are {unfound.count or 'several'} {_counted(kind, 2)} in {unfound.near or 'the loaded data'}, "
                f"so I cannot tell which one {unfound.name!r} means" + (f" (among them {some})" if some else "")
                + (". Name it." if unfound.near else ". Name it, or say the town it is in."))
    if unfound.what == "kind" and unfound.near:   # found only in another extract, far from the place asked about
        return f"I found no {unfound.name} near {unfound.near} in the loaded data: the nearest one is in another area."
    if unfound.what == "place_in" and unfound.near:   # asked in a town: not there (names like it may be elsewhere)
        return f"I could not find {unfound.name!r} in {unfound.near}." + \
            (f" Names in the data that look a little like it: {', '.join(unfound.like)}." if unfound.like else "")
    covers = f", which covers places such as {_spoken_list(unfound.covers)}" if unfound.covers else ""
    text = f"I could not find {unfound.name!r}: it is not in the loaded data{covers}."
    return text + (f" Names there that look a little like it: {', '.join(unfound.like)}." if unfound.like else "")
