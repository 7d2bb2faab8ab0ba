"""The deterministic reader: the question's parts from cue tables (data/cues.yaml) and the feature vocabulary.

It works on character spans of the question, in the order that makes each step easy for the next:
the radius and the compass direction first (numbers with units, compass words), then the place names (a name
starts after a preposition that says its role: from/of/near -> anchor, in/within -> region, towards -> towards,
and ends where another part of the question starts), then the feature (the known kind of place among the words
left, with the modifier in front of it or after it), and finally what kind of answer the cue words ask for.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from georeact.geo.directions import normalize_direction
from georeact.geo.hours import SEASON_UNNAMED
from georeact.geo.units import NUMBER_WORDS, find_distance
from georeact.reading.attributes import asked_attribute
from georeact.reading.data_scope import DATA_OF
from georeact.reading.features import lookup
from georeact.reading.metrics import metric_spec
from georeact.reading.model import QuestionReading
from georeact.reading.session import once
from georeact.reading.vocabulary import _singular, match_modifier

CUES_FILE = Path(__file__).resolve().parent / "data" / "cues.yaml"
MAX_FEATURE_WORDS = 5   # ("place to pitch a tent", "spot to leave the car")
_WORD = re.compile(r"[\w'’&]+(?:-[\w'’&]+)*")
_COMPASS = re.compile(r"\b(?:north|south)[\s-]?(?:east|west)(?:ern|erly|wards?)?\b|\b(?:north|south|east|west)(?:ern|erly|wards?)?\b",
                      re.IGNORECASE)
# The words around a compass word that belong to it: "to the north-east of", "in the west direction of".
_DIRECTION_BEFORE = re.compile(r"(?:\b(?:to|towards?|in|on|at|heading|going|due)\s+)?(?:\bthe\s+)?$", re.IGNORECASE)
_DIRECTION_AFTER = re.compile(r"^(?:\s+(?:direction|side|part|area))?(?:\s+(?:of|from))?", re.IGNORECASE)
Span = tuple[int, int]


# 'how do I get to X', 'how can we go there': the way there (a route when a way of travelling is said)
_HOW_TO_GET = re.compile(r"\bhow (?:do|can|could|should|would) (?:i|we|you) (?:get|go)\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def cues() -> dict[str, Any]:
    raw = yaml.safe_load(CUES_FILE.read_text(encoding="utf-8"))
    compiled: dict[str, Any] = {key: re.compile(value, re.IGNORECASE) for key, value in raw.items()
                                if isinstance(value, str)}
    compiled["intents"] = [(re.compile(i["cue"], re.IGNORECASE), i["shape"], i["metric"]) for i in raw["intents"]]
    compiled["travel_modes"] = {mode: re.compile(cue, re.IGNORECASE) for mode, cue in raw["travel_mode_cues"].items()}
    compiled["not_modifiers"] = set(raw["not_modifiers"])
    compiled["determiners"] = set(raw["determiners"])
    compiled["function_words"] = set(raw["function_words"].split())
    return compiled


def _known_feature(phrase: str) -> bool:
    return lookup(phrase) is not None


def _refines(phrase: str, head: str) -> bool:
    """Whether `phrase` is `head` narrowed by a modifier: the same tags plus conditions ('Greek restaurant' is
    restaurant + cuisine=greek; 'car park' is no kind of park)."""
    whole, base = lookup(phrase), lookup(head)
    if whole is None or base is None:
        return False
    heads = {(f.table, f.column, f.value) for f in base[1]}
    return all((f.table, f.column, f.value) in heads and f.where for f in whole[1])


def _free(taken: list[Span], start: int, end: int) -> bool:
    return all(end <= a or start >= b for a, b in taken)


# --- radius, direction, units ----------------------------------------------------------------------------

def _radius(question: str, taken: list[Span]) -> float | None:
    found = find_distance(question)
    if found is None:
        return None
    metres, start, end = found
    # "how many km away" asks for a distance; it is no radius
    if re.search(r"\bhow (?:many|much)\s+$", question[:start], re.IGNORECASE):
        return None
    # the words that say it is a radius ('no more than 5 km', 'in a 5 km circle')
    if (before := _RADIUS_BEFORE.search(question[:start])) is not None:
        start = before.start()
    if (after := _RADIUS_AFTER.match(question, end)) is not None:
        end = after.end()
    taken.append((start, end))
    return metres


_RADIUS_BEFORE = re.compile(r"\b(?:no|not)\s+(?:more|farther|further)\s+than\s+$", re.IGNORECASE)
_RADIUS_AFTER = re.compile(r"[\s-]*(?:radius|circle|ring|range)\b", re.IGNORECASE)


def _direction(question: str, taken: list[Span]) -> str | None:
    """The first compass word used as a filter; capitalised ones mid-sentence are names ('South Harbour')."""
    for match in _COMPASS.finditer(question):
        if match.start() > 0 and match.group(0)[0].isupper() or not _free(taken, match.start(), match.end()):
            continue
        before = _DIRECTION_BEFORE.search(question[:match.start()])
        after = _DIRECTION_AFTER.match(question[match.end():])
        start = before.start() if before else match.start()
        taken.append((start, match.end() + (after.end() if after else 0)))
        return normalize_direction(match.group(0))
    return None


# --- place names ----------------------------------------------------------------------------------------

def _name_start(question: str, index: int) -> bool:
    """A capital, a digit or a quote starts a name; so does a lower-case word in a name written in mixed case
    ('calvART Gallery', 'old MKT Depot') or before a comma and a capitalised place ('turtle studios, Newton')."""
    if cues()["not_name_starts"].match(question, index) and (index == 0 or not question[index].isupper()):
        return False   # 'the', 'any' ... start no name; 'An der Marienkirche' or 'The Hague' mid-sentence do
    first = question[index:index + 1]
    if first.isupper() or first.isdigit() or first in "\"'“‘":
        return True
    word = _WORD.match(question, index)
    following = _WORD.search(question, word.end()) if word else None
    if word is None or word.group(0).lower() in _FUNCTION_WORDS:
        return False
    if any(ch.isupper() for ch in word.group(0)) or \
            following is not None and question[word.end():following.start()] == " " and following.group(0)[0].isupper():
        return True
    # at most three lower-case words, none of them a preposition or article, then ", Capitalised", 'in Town', a break
    # in the sentence or the end of the question ("What amenity is present within lo stretto?", "a cafe near the
    # heiliggeistkirche - how many ..."), and not a kind of place
    lowered = re.match(r"((?:[a-z][\w'-]*\s?){1,3})(?:,\s+[A-Z]|\s*[,;:?!]\s|\s[-–—]\s|\s*[?.!]*\s*$|"
                       r"(?<=\s)in\s+(?-i:[A-ZÀ-ÖØ-Þ])|(?<=\s)(?:that|which)\s+(?:are|is|have|has|do|does|serve|sell)\b)",
                       question[index:])   # ('the jewish museum in Baltimore', 'of fielmann that are open')
    if lowered is None:
        return False
    said = set(lowered.group(1).split())
    before = re.findall(r"[\w'-]+", question[:index])[-3:]   # 'places of worship in Vaduz': the end of a kind
    if len(before) >= 2 and before[-1].casefold() == "to" and before[-2].casefold() in _WANTING:
        return False   # 'how long should I expect to pedal': a verb, no place
    return not said & (_FUNCTION_WORDS | _ASKED | cues()["not_modifiers"] | cues()["determiners"]) and \
        not _known_feature(lowered.group(1).strip()) and \
        not any(_known_feature(" ".join([*before[-k:], lowered.group(1).strip()])) for k in range(1, len(before) + 1))


# verbs an infinitive follows ('expect to pedal'), and the words a question asks with ('distance and minutes')
_WANTING = {"expect", "want", "need", "have", "like", "love", "going", "able", "plan", "hope", "try", "wish", "decide",
            "intend", "prefer", "hate", "got"}
_ASKED = {"minutes", "mins", "minute", "hours", "metres", "meters", "kilometres", "kilometers", "km", "miles",
          "distance", "time", "approximately", "roughly", "about", "approx"}
_FUNCTION_WORDS = {"in", "of", "to", "from", "near", "towards", "toward", "at", "by", "within", "the", "a", "an",
                   "and", "or", "direction", "for", "with", "is", "are", "head", "go", "move", "travel", "heading",
                   "going", "moving", "travelling", "traveling", "walk", "drive", "progress", "proceed", "here", "there",
                   "distance", "reach", "range", "radius", "me", "us", "town", "city", "area", "location", "place",
                   "reference", "spot", "point"}


_CONNECTORS = {"of", "de", "des", "la", "le", "les", "du", "and", "the", "am", "an", "der", "di", "von", "van", "del",
               "for", "on", "at", "upon", "in", "y", "e", "et", "&", "or",
               "á", "í", "við", "undir", "og", "på", "ved"}   # (Nordic: 'Básar á Goðalandi', 'Hotel i Tromsø')


# a verb that closes a question after its place ('how many stars has the hotel closest to X got?'): no word of it
CLOSING_VERB = re.compile(r"\s+(?-i:got|have|has)$")


def _place_end(question: str, start: int) -> int:
    match = cues()["place_ends"].search(question, start + 1)
    end = len(question[:match.start() if match else len(question)].rstrip(" ,;:"))
    # a yes-or-no attribute asked in lower case at the question's end ('... in Heidelberg wheelchair accessible?')
    # is no word of the name
    asked = asked_attribute(question, lambda s, e: start < s < end and question[s].islower() and
                            re.fullmatch(r"(?:\s*[\w-]+){0,2}\s*[?.!]*\s*", question[e:]) is not None, yes_no=True)
    if asked is not None:
        end = len(question[:asked[1][0]].rstrip(" ,;:"))
    if (verb := CLOSING_VERB.search(question, start, end)) is not None:
        end = verb.start()   # 'how many stars has the hotel closest to X got?': the verb ends the question
    # "Art Loft, Zanesville, OH established": after the last comma, a lower-case word that follows capitalised
    # ones is the sentence going on, not the name
    comma = question.rfind(",", start, end)
    tail = list(_WORD.finditer(question, comma + 1, end)) if comma >= 0 else []
    for before, word in zip(tail, tail[1:]):
        text = word.group(0)
        if text[0].islower() and text.lower() not in _CONNECTORS and before.group(0)[0].isupper():
            return len(question[:word.start()].rstrip(" ,;:"))
    return end


def _ends_in_feature(name: str) -> bool:
    """Whether a kind of place is among the words ('Korean restaurant available')."""
    words = name.lower().split()
    return any(_known_feature(" ".join(words[i:j])) for i in range(len(words))
               for j in range(i + 1, min(len(words), i + MAX_FEATURE_WORDS) + 1))


# the words before a kind that is counted ('how many toilets', 'count of ATMs'): what follows is a kind, not a name
COUNTED_BEFORE = re.compile(r"\b(?:how many|count the|(?:count|number|total|tally|amount)\s+of(?:\s+the)?)\s+$",
                            re.IGNORECASE)
_BETWEEN = re.compile(r"\b(?:between|apart (?:is|are))\s+(?:the\s+)?$", re.IGNORECASE)   # two places: "A and B"
# "from Vaduz to Schaan": 'to' before a capitalised word ends the first place ('to the Kiasma' ends it anyway)
_FROM = re.compile(r"\bfrom\s+(?:the\s+)?$", re.IGNORECASE)
_TO_NAME = re.compile(r"\s+to\s+(?:the\s+)?(?=[A-Z0-9ÀÁÂÄÅÆÇÉÈÊËÍÎÏÑÓÔÖØÚÜÞÐ])")


def _places(question: str, taken: list[Span]) -> list[tuple[str, str, Span]]:
    """(role, name, span) for every place name, role anchor | region | towards."""
    found: list[tuple[str, str, Span]] = []
    for word in _WORD.finditer(question):
        start = word.start()
        if start == 0 or not _free(taken, start, word.end()) or any(a <= start < b for _, _, (a, b) in found):
            continue
        prefix = question[:start]
        role = next((name for name, key in (("towards", "towards_cues"), ("region", "region_cues"),
                                            ("anchor", "anchor_cues")) if cues()[key].search(prefix)), None)
        subject = role is None and word.group(0)[0].isupper() and bool(cues()["subject_cues"].search(prefix))
        role = "subject" if subject else role
        if role == "anchor" and (only := _the_only_kind(question, start, prefix)) is not None:
            found.append((role, "the " + only[0], (start - len("the "), only[1])))
            continue
        if role in (None, "anchor") and (only := _the_only_kind(question, start, prefix, _HOW_FAR_THE)) is not None and \
                lookup(only[0].lower()) is None:
            # 'how far is the bank on level 6 from X': a place said by words its tags carry is that place, where
            # the kind alone asks for the nearest one ('how far is the bank from X')
            found.append(("anchor", "the " + only[0], (start - len("the "), only[1])))
            continue
        if role is None or not _name_start(question, start) or _A_MONTH.match(question, start):
            continue   # ('in July': a time of year, no place)
        end = _place_end(question, start)
        end = next((a for a, _ in sorted(taken) if start < a < end), end)   # a radius or direction ends it too
        name = question[start:end].rstrip(" ,;:.?!-–—")
        if re.fullmatch(r"\d{1,2}", name):
            continue   # 'around 4, how many bars are open': an hour of the clock, no place
        if role == "anchor" and re.search(r"(?:^\s*|\b(?:the|a|an|my|our|your|its|their|this|that|any|what's|whats)\s+)"
                                          r"(?:nearest|closest)\s+$", prefix, re.IGNORECASE) and _ends_in_feature(name):
            continue   # 'the nearest Korean restaurant': a kind of place, not a place named after 'nearest'
        if role in ("subject", "anchor") and _ends_in_feature(name) and \
                re.match(r"\s+(?:nearest|closest)\b", question[start + len(name):], re.IGNORECASE):
            continue   # 'the location of the German restaurant nearest to X': a kind said in capitals, not a place
        if (said := re.match(r"(?:nearest|closest)\s+(?P<kind>.+)$", name, re.IGNORECASE)) and \
                _known_feature(said["kind"].lower()):
            continue   # 'how far is the nearest ATM': a kind written in capitals, not a name
        if role == "anchor" and COUNTED_BEFORE.search(prefix) and _known_feature(word.group(0).lower()):
            continue   # 'count of ATMs in X': a kind of place written in capitals, not a place
            # ('the food court nearest Super Heroes Cafe' names its place: a kind comes before 'nearest')

        pair = re.search(r"\s+and\s+(?:the\s+)?", name) if _BETWEEN.search(prefix) else \
            _TO_NAME.search(name) if _FROM.search(prefix) else None
        if pair:   # "between A and the B", "from Vaduz to Schaan": two places
            found.append((role, name[:pair.start()], (start, start + pair.start())))
            start, name = start + pair.end(), name[pair.end():]
        if name:
            found.append((role, name, (start, start + len(name))))
    taken.extend(span for _, _, span in found)
    return found


# a time of year, not the start of a name that goes on ('to September 11 Memorial')
_A_MONTH = re.compile(SEASON_UNNAMED + r"(?![\w'’-]|\s+(?-i:[A-ZÀ-ÖØ-Þ])|\s+\d+\s+(?-i:[A-ZÀ-ÖØ-Þ]))", re.IGNORECASE)
_HOW_FAR_THE = re.compile(r"\bhow\s+far\s+(?:away\s+)?is\s+the\s+$", re.IGNORECASE)


# 'within 300 m of the tennis court', 'the bar nearest the elevator': a kind of place said with 'the' in a place's
# slot is the one place of that kind there (the tools find it, or say there are several). Not after 'how far is'
# ('how far is the pharmacy from X' asks for the nearest pharmacy) nor in a region's slot.
_KIND_SLOT = re.compile(r"\b(?:of|to|from|near|nearest|closest|around|beside|behind|by|at|next to|between|and|than|"
                        r"past|opposite)\s+the\s+$|"
                        # 'how many square metres is the car park for hotel guests': the one place measured
                        r"\bhow\s+(?:big|large|long|tall|high|many\s+(?:square\s+)?(?:metres|meters|hectares|acres|m2|m²|km2))\s+"
                        r"(?:is|are)\s+the\s+$", re.IGNORECASE)


_THE_BEFORE = re.compile(r"\bthe\s+$", re.IGNORECASE)   # 'who runs the power generator in X': an attribute's place
_STRANDED = re.compile(r"\s+(?:on|in|at)\s*")   # 'what floor is the bar nearest to the elevator on?'
# 'the tennis court in Singapore', 'the generator that's mapped in the X data': a region follows
_IN_TOWN_AFTER = re.compile(r"\s+(?:(?:(?:that|which)(?:['’]s|\s+is)\s+)?(?:mapped|shown|recorded|listed|tagged)\s+)?"
                            r"in\s+(?:the\s+)?(?-i:[A-ZÀ-ÖØ-Þ])", re.IGNORECASE)


_ACRONYM_KIND = re.compile(r"[A-Z]{2,4}\s+(?-i:[a-z])")   # 'EV charger', 'ATM machine'


# kinds said in the plural of one place ('the toilets at the car park', 'the showers'): one of its kind all the same
ONE_PLACE_PLURALS = frozenset({"toilets", "restrooms", "washrooms", "loos", "lavatories", "showers", "baths", "stables",
                                "barracks", "waterworks", "gasworks"})


def _one_of_a_kind(phrase: str) -> bool:
    """A known kind of place said in the singular ('tennis court'; 'the lakes' are all of them)."""
    last = phrase.split()[-1].lower() if phrase.split() else ""
    return (_singular(last) == last or last in ONE_PLACE_PLURALS) and _known_feature(phrase.lower())


def names_a_kind(place: str) -> bool:
    """'the tennis court', 'the two-seater bench', 'the grit bin with a note on it': a place said by its kind (and
    words its tags may carry), the one of its kind where the question is."""
    if not place.startswith("the ") or not (place[4:5].islower() or _ACRONYM_KIND.match(place, 4)):
        return False
    if _one_of_a_kind(re.sub(r"^only\s+", "", place[4:])):
        return True
    said = f"of {place}"   # read in an anchor's slot: the kind and its words must be all of it
    found = _the_only_kind(said, len("of the "), "of the ")
    return found is not None and found[1] == len(said.rstrip(" ?.!"))


_SCENE_KIND = re.compile(r"^the\s+(?P<kind>[a-z][a-z' -]*?)(?:\s+(?:with|for|and)\s+[^,;]*?)?"
                         r"(?:\s+in\s+(?:the\s+)?(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]*)?)"
                         r"(?:\s+(?:map\s+)?(?:data|extract))?)?\s*$")


def kind_in_scene(place: str) -> tuple[str, str | None] | None:
    """'the tennis court with heavy bags', 'the tennis court in Singapore data' (where the asker is): ('the tennis
    court', the town or None); None when the words do not start with a kind of place said with 'the'."""
    said = _SCENE_KIND.match(place.strip())
    if said is None or not _one_of_a_kind(said["kind"]):
        return None
    town = said["town"]
    return f"the {said['kind']}", (place[said.start("town"):].strip() if town else None)


# 'the pharmacy nearest to X': a kind said with what picks one, a description (compose.py), not the only one
_DESCRIBED_ON = re.compile(r"\s+(?:nearest|closest|near|next|close|beside|behind|opposite|furthest|farthest|"
                           r"biggest|largest|smallest|longest|that|which|where)\b", re.IGNORECASE)


# words before a kind that pick nothing by its tags: 'the only hospital', 'the little hut' (a size said of the one place)
BEFORE_THE_KIND = r"(?:only\s+)?(?:(?:little|small|tiny|wee|big|large|old)\s+)?"   # ("the old chimney": no tag says old)
_BEFORE_THE_KIND = re.compile(BEFORE_THE_KIND + r"(?=[a-z])")


def _the_only_kind(question: str, start: int, prefix: str, slot: re.Pattern[str] = _KIND_SLOT) -> tuple[str, int] | None:
    """('the tennis court', where its words end) when the words from `start` up to where a place ends are exactly a
    known kind of place and 'the' ('the only') stands right before them in an anchor's slot; else None."""
    if not slot.search(prefix) or not (question[start].islower() or _ACRONYM_KIND.match(question, start)):
        return None   # (a name starts with a capital; an acronym may start a kind: 'the EV charger')
    said = start   # (the phrase as written, 'only' and all)
    if only := _BEFORE_THE_KIND.match(question[start:]):   # 'the only hospital in X', 'the little hut': the kind
        start += only.end()
    end = _place_end(question, start)
    # a kind whose own words run past where a place would end ('the road under construction')
    after = list(itertools.islice(_WORD.finditer(question, end), 3))
    end = next((word.end() for word in reversed(after) if re.fullmatch(r"[a-z\s-]+", question[end:word.end()]) and
                _one_of_a_kind(question[start:word.end()])), end)
    words = [m for m in _WORD.finditer(question, start, end)]
    for count in range(min(len(words), MAX_FEATURE_WORDS), 0, -1):
        phrase = question[start:words[count - 1].end()]
        kind_end = words[count - 1].end()
        if (said_of := _SAID_OF_TAGS.match(question, kind_end)) is not None:
            kind_end = said_of.end()   # 'the grit bin with the note on it': words its tags may carry
        rest = question[kind_end:end]
        in_town = _IN_TOWN_AFTER.match(question, kind_end)
        if (_one_of_a_kind(phrase) or _described_kind(phrase)) and \
                (not re.search(r"\w", rest) or in_town or _STRANDED.fullmatch(rest)) and \
                (in_town or not _DESCRIBED_ON.match(question, kind_end)):
            return question[said:kind_end], kind_end
    return None


# 'the grit bin with the note on it', 'the car park for hotel guests': words said after a kind that its tags may
# carry (tools/described.py reads them), up to a town, a place's end or words that place it ('nearest', 'near')
_SAID_OF_TAGS = re.compile(r"\s+(?:with|without|for|having|whose|that|which)(?:\s+(?!(?:nearest|closest|near|next|beside|"
                           r"behind|opposite|around|within|from|to|and|or|but|in|at|my|our|your|me|us|on\s+(?:the\s+)?(?-i:[A-ZÀ-ÖØ-Þ]))\b)[\w'’-]+){1,6}"
                           r"(?:\s+(?:on|to)\s+it)?(?=\s*(?:$|[,;:?!.]|\s+in\s|\s+-|\s+to\s+(?:the\s|(?-i:[A-ZÀ-ÖØ-Þ]))))|"
                           # 'the viewpoint on level 57', 'the shop on floor 2': the level it is mapped on
                           r"\s+(?:up\s+|down\s+)?(?:on|at)\s+(?:the\s+)?(?:level|floor|storey)\s+-?\d+\b", re.IGNORECASE)


def _described_kind(phrase: str) -> bool:
    """'two-seater bench', 'grade three track', "hotel guests' car park": a kind of place said in the singular
    after up to three lower-case words that are no function, asking or cue words, one of them a count, a compound
    or a possessive (tools/described.py reads them against the tags). A plain adjective is not enough: 'the jewish
    museum' is as likely a name written in lower case."""
    words = phrase.split()
    return any(_one_of_a_kind(" ".join(words[k:])) and
               all(w[:1].islower() or w[:1].isdigit() for w in words[:k]) and
               (any(re.search(r"\d|-|['’]$|['’]s$", w) or w.lower() in NUMBER_WORDS for w in words[:k]) or
                option_of(" ".join(words[:k]), " ".join(words[k:]))) and   # ('the underground car park')
               not {w.lower().strip("'’") for w in words[:k]} - set(NUMBER_WORDS) &   # ('grade three', 'two-seater')
               (_FUNCTION_WORDS | _ASKED | cues()["not_modifiers"] | cues()["determiners"])
               for k in range(1, min(len(words), 4)))


def option_of(modifier: str, kind: str) -> bool:
    """Whether the words are an option of a field of the kind ('underground' of a car park: parking=underground)."""
    found = lookup(kind.lower())
    return found is not None and any(flt.value and match_modifier(modifier.lower(), {flt.column: flt.value, **flt.where})
                                     for flt in found[1])


# "visiting the Ateneum, Kiasma and Amos Rex", "a tour of A, B and C": the stops follow, up to where the list ends
_TOUR = re.compile(r"\b(?:(?P<from>(?:tour|route|trip|loop|itinerary)\s+(?:starting\s+)?(?:from|at))|"
                   r"visit(?:ing|s)?|tour(?:ing)?(?:\s+(?:of|through|round|around))?|route\s+(?:through|via|between)|"
                   r"stops?\s+at|(?:walk|drive|ride|cycle)(?:ing)?\s+(?:through|past|between))\s+(?:the\s+)?", re.IGNORECASE)
_LIST_SEPARATOR = re.compile(r"\s*,\s*(?:and\s+|then\s+)?(?:the\s+)?|\s+(?:and|then|&)\s+(?:then\s+)?(?:the\s+)?",
                             re.IGNORECASE)


_FROM_TO = re.compile(r",?\s+(?:and\s+)?(?:then\s+)?(?:on\s+)?to\s+(?:the\s+)?", re.IGNORECASE)


def _stops(question: str) -> tuple[list[str], tuple[int, int] | None]:
    """The named places of a tour in the order given, and the tour cue's span; ([], None) unless the question lists
    at least two after a tour cue. 'a tour from A to B and C': A is the first stop (the start)."""
    for cue in _TOUR.finditer(question):
        if not _name_start(question, cue.end()):
            continue
        end = _place_end(question, cue.end())
        parts = [question[cue.end():end]]
        if cue.group("from"):   # the start, then the rest of the tour after 'to'
            onward = _FROM_TO.search(question, cue.end())
            if onward is None or onward.start() > end or not _name_start(question, onward.end()):
                continue
            parts = [question[cue.end():onward.start()], question[onward.end():_place_end(question, onward.end())]]
        stops = [part.strip(" .?!") for chunk in parts for part in _LIST_SEPARATOR.split(chunk) if part.strip(" .?!")]
        if len(stops) >= (3 if cue.group("from") else 2) and all(_name_start(stop, 0) for stop in stops):
            return stops, cue.span()   # 'the route from A to B' is a distance; 'a tour from A to B and C' a tour
    return [], None


def _split_candidates(anchor: str) -> list[str]:
    """'Kiasma, Ateneum or Amos Rex' -> ['Kiasma', 'Ateneum', 'Amos Rex']."""
    return [part.strip() for part in re.split(r"\s*[:,]\s*|\s+or\s+", anchor) if part.strip()]


# --- the feature ----------------------------------------------------------------------------------------

def _words(question: str, taken: list[Span]) -> list[tuple[str, int, int]]:
    return [(m.group(0).lower(), m.start(), m.end()) for m in _WORD.finditer(question)
            if _free(taken, m.start(), m.end())]


def _adjacent(question: str, a: tuple[str, int, int], b: tuple[str, int, int]) -> bool:
    return question[a[2]:b[1]].strip() == ""


def _feature(question: str, taken: list[Span], known: Callable[[str], bool]) -> tuple[str | None, str | None]:
    """(feature span, modifier span): the first known kind of place among the free words, else the noun
    phrase after an article or quantifier; the modifier is the word(s) in front of it or a 'with ...' after it."""
    words = _words(question, taken)
    spans = _known_spans(question, words, known)
    if not spans:
        return _unknown_feature(question, words), None
    # a noun phrase starts after a determiner ("a", "the nearest", "how many"): "able to track down a takeaway
    # restaurant" asks for the restaurant, not the track
    chosen = next((k for k, span in enumerate(spans) if _after_determiner(question, words, span[0])), 0)
    i, j = spans[chosen]
    if known is _known_feature:   # "Greek restaurant" is known as a whole: the feature and its modifier apart
        phrase = " ".join(w for w, _, _ in words[i:j])
        split = next((k for k in range(i + 1, j)
                      if _refines(phrase, " ".join(w for w, _, _ in words[k:j]))), None)
        if split is not None:
            return _unless_a_name(question, question[words[split][1]:words[j - 1][2]],
                                  question[words[i][1]:words[split - 1][2]])
    # English compounds end in their head noun: in "sports bar restaurant" the restaurant is meant
    for later in spans[chosen + 1:]:
        if later[0] != j or not _adjacent(question, words[j - 1], words[later[0]]):
            break
        i, j = later
    # 'bars or pubs', 'cafes/bakeries': places of either kind (CalculateMetric reads the phrase as both); 'more cafes
    # or bars' compares the two (reading/arithmetic.py), it asks for neither
    compared = re.search(r"\b(?:more|fewer|less|most|fewest|least)\s+$", question[:words[i][1]], re.IGNORECASE)
    for later in [] if compared else spans[chosen + 1:]:
        if later[0] < j or not _EITHER.fullmatch(question[words[j - 1][2]:words[later[0]][1]]):
            break
        j = later[1]
    feature = question[words[i][1]:words[j - 1][2]]
    return _unless_a_name(question, feature, _modifier(question, words, i, j))


def _unless_a_name(question: str, feature: str, modifier: str | None) -> tuple[str | None, str | None]:
    """(feature, modifier), or none when the two are a name said in lower case: two kinds with no article after
    'from' or 'to' ('cycling from hotel glacier to ...')."""
    if modifier and _known_feature(modifier.casefold()) and _BARE_END_BEFORE.search(question[:question.find(modifier)]):
        return None, None
    return feature, modifier


# a trip's end said with no article: what follows is a name ('cycling from hotel glacier to ...')
_BARE_END_BEFORE = re.compile(r"\b(?:from|to)\s+$", re.IGNORECASE)


_EITHER = re.compile(r"\s+or\s+|\s*/\s*|\s+and/or\s+", re.IGNORECASE)   # between two kinds: either


def _known_spans(question: str, words: list[tuple[str, int, int]], known: Callable[[str], bool]) -> list[Span]:
    """(i, j) word ranges that are known kinds of place, longest at each start, not inside another."""
    skip = cues()["not_modifiers"]
    spans: list[Span] = []
    for i in range(len(words)):
        if words[i][0] in skip or (spans and i < spans[-1][1]):
            continue
        for j in range(min(len(words), i + MAX_FEATURE_WORDS), i, -1):
            run = words[i:j]
            if all(_adjacent(question, a, b) for a, b in zip(run, run[1:])) and known(" ".join(w for w, _, _ in run)):
                spans.append((i, j))
                break
    return spans


def _after_determiner(question: str, words: list[tuple[str, int, int]], i: int) -> bool:
    """Whether a determiner or quantifier comes before word i, with at most two modifier words between."""
    before = re.findall(r"[\w']+", question[:words[i][1]].lower())[-3:]
    return any(word in cues()["determiners"] for word in before)


def _modifier(question: str, words: list[tuple[str, int, int]], i: int, j: int) -> str | None:
    skip = cues()["not_modifiers"]
    start = i
    while start > 0 and i - start < 2 and _adjacent(question, words[start - 1], words[start]) and \
            words[start - 1][0] not in skip and words[start - 1][0].replace("-", "").isalpha():
        start -= 1
    if start < i:
        return question[words[start][1]:words[i - 1][2]]
    after = cues()["post_modifiers"].match(question, words[j - 1][2])
    return after.group(1).strip() if after else None


_QUANTIFIED = re.compile(r"\b(?i:a|an|any|the nearest|the closest|nearest|closest|many|all(?: the)?|of(?: the)?|"
                         r"which|what)\s+([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)(?=\s+(?:is|are|within|to|from|near|in|"
                         r"located|situated|positioned|can|could|that|which|relative|around|close|nearby|available|"
                         r"exist|towards?|heading|as|when|while|inside|on|at|for|along|by|there|"
                         r"stand|stands|standing|sit|sits|sitting|lie|lies|lying)\b|\s*[?,.]|$)")   # ('how many buildings stand within')


def _unknown_feature(question: str, words: list[tuple[str, int, int]]) -> str | None:
    """A noun phrase the vocabulary does not know: 'a <phrase> within', 'how many <phrase> are'."""
    free = {start for _, start, _ in words}
    skip = cues()["not_modifiers"]
    for match in _QUANTIFIED.finditer(question):
        phrase = match.group(1)
        if match.start(1) in free and phrase.split()[0] not in skip:
            return phrase
    return None


def _late_modifier(question: str, after: int, taken: list[Span]) -> str | None:
    """A post-modifier ('with wheelchair access') that follows a place name rather than the feature itself."""
    for match in re.finditer(r"\s+(?=(?:with|having|offering|serving)\s)", question[after:]):
        start = after + match.start()
        found = cues()["post_modifiers"].match(question, start)
        if found and _free(taken, found.start(1), found.end(1)):
            return found.group(1).strip()
    return None


# --- the answer it asks for -----------------------------------------------------------------------------

# "the three nearest", "2 closest", "name five", "give me four": how many places the answer lists
_COUNT = "|".join(word for word, n in NUMBER_WORDS.items() if 2 <= n <= 10) + r"|\d{1,2}"
_HOW_MANY_PLACES = re.compile(rf"\b(?:(?P<n>{_COUNT})\s+(?=(?:nearest|closest|largest|biggest|longest|smallest|shortest)\b)|"
                              rf"(?:name|list|give me|show me|suggest|which|what|recommend|find me)\s+(?:the\s+)?"
                              rf"(?P<m>{_COUNT})\s+(?=[a-z])(?!stars?\b))", re.IGNORECASE)   # not 'which five star hotel'


_ORDINALS = {"second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5}
_RANK = re.compile(r"\b(" + "|".join(_ORDINALS) + r")[\s-]+(?=(?:nearest|closest|largest|biggest|longest|smallest|"
                   r"shortest)\b)", re.IGNORECASE)


def _rank(question: str, taken: list[Span]) -> int | None:
    """'the second largest', 'third-closest': which place of the ranking (its word is taken)."""
    match = _RANK.search(question)
    if match is None:
        return None
    taken.append(match.span())
    return _ORDINALS[match.group(1).lower()]


def _limit(question: str, taken: list[Span]) -> int | None:
    match = next((m for m in _HOW_MANY_PLACES.finditer(question) if _free(taken, *m.span())), None)
    if match is None:
        return None
    word = (match.group("n") or match.group("m")).lower()
    count = NUMBER_WORDS.get(word) or int(word)
    if not 1 <= count <= 50:
        return None
    taken.append(match.span("n") if match.group("n") else match.span("m"))
    return count


def _intent(question: str, taken: list[Span]) -> tuple[str | None, str | None]:
    """The first intent whose cue is in the question outside the place names ("World's Largest Round Barn"
    asks for nothing); its words are taken ("which path points towards" asks for a direction, names no path)."""
    for pattern, shape, metric in cues()["intents"]:
        if match := next((m for m in pattern.finditer(question) if _free(taken, *m.span())), None):
            taken.append(match.span())
            return shape, metric
    return None, None


def _attribute(question: str, taken: list[Span]) -> tuple[str, Span] | None:
    """What the question asks about its named place ('What street is X on?' -> street) and its cue's span, which is
    taken (given back when the reading drops the attribute)."""
    found = asked_attribute(question, lambda start, end: _free(taken, start, end), flat=True)
    if found is not None:
        taken.append(found[1])
    return found


def _attribute_place(question: str, taken: list[Span]) -> tuple[str, Span] | None:
    """The named place an attribute is asked about: after 'of', 'does', 'is' ..., or before "'s"."""
    for word in _WORD.finditer(question):
        start = word.start()
        if not _free(taken, start, word.end()) or not question[start].isupper():
            continue
        possessive = re.match(r"[^?,;]*?['’]s\b", question[start:])
        if start == 0 and not possessive:
            continue
        if cues()["attribute_place_cues"].search(question[:start]) or possessive:
            end = _place_end(question, start)
            name = question[start:end].rstrip(" ,;:.?!")
            name = re.sub(r"['’]s\b.*$", "", name) if possessive else name
            name = re.sub(r"\s+(?:on|open|close|shut|serve)$", "", name)
            return name, (start, start + len(name))
    return None


# 'which X ... are NOT open at 10 pm', "aren't open yet on sunday": the places closed then
_NOT_OPEN = re.compile(r"(?:\bnot|n't|\bnever)\s+(?:be\s+)?(?:yet\s+|still\s+)?open(?:ed)?(?:\s+yet)?\b", re.IGNORECASE)


# the moment 'now' said apart from 'open' ('open cafes in X right now?')
_NOW_SAID = re.compile(r"\b(?:right now|now|currently|at the moment|at this moment)\b", re.IGNORECASE)


def _open_at(question: str, taken: list[Span]) -> str | None:
    """When the places must be open ('open on Sunday at 10:00' -> 'Sunday at 10:00'); its words are no place. A
    question that asks what is open may say the moment anywhere ('... of Stockmann at 8.30 on a Sunday morning,
    which one is open?')."""
    match = cues()["open_at_cues"].search(question)
    if match is not None and match.group("now") and match.group("now").casefold() == "still open":
        match = None   # 'on a sunday at 10 at night, which pubs ... are still open': at the moment said, if one is
    if match is None and re.search(r"\b(?:open|opened)\b", question, re.IGNORECASE):
        from georeact.reading.attribute_questions import find_when, said_when   # the moment, wherever it is

        if (when := find_when(question, lambda start, end: _free(taken, start, end))) is not None:
            taken.append(when)
            return said_when(question, when) or None
    if match is None:
        match = cues()["open_at_cues"].search(question)   # 'still open' and no moment said: now
    if match is None and (opened := re.search(r"\bopen\b", question, re.IGNORECASE)) is not None and \
            (now := _NOW_SAID.search(question)) is not None and _free(taken, *opened.span()) and _free(taken, *now.span()):
        taken.extend([opened.span(), now.span()])   # 'open cafes in X now?', 'now open cafes in X': open now
        return "now"
    if match is None:
        return None
    taken.append(match.span())
    group = "when" if match.group("when") else "now"
    start, end = match.span(group)
    from georeact.reading.attribute_questions import find_when, said_when

    fuller = find_when(question) if group == "when" else None
    if fuller is not None and fuller[0] <= start and end <= fuller[1] and fuller != (start, end):
        taken.append(fuller)   # 'open at 3 in the afternoon on a tuesday': the moment as said, not its first words
        return said_when(question, fuller)
    if lead := re.match(r"(?:on|at)\s+", question[start:end], re.IGNORECASE):
        start += lead.end()
    return question[start:end]


def _modifier_known(feature: str, modifier: str) -> bool:
    """Whether the vocabulary reads the modifier as tags of the feature ('vegan' restaurant: diet:vegan=yes, 'with
    outdoor seating': outdoor_seating=yes), so the kind is exact."""

    head = lookup(feature)
    words = re.sub(r"^(?:with|having|offering|serving|serves?|selling|sells?|(?:that|which) (?:has|have|offers?|serves?|sells?))\s+(?:(?:a|an|some)\s+)?",
                   "", modifier.strip(), flags=re.IGNORECASE)
    return head is not None and any(match_modifier(words, {f.column: f.value or "*", **f.where}) for f in head[1])


def _wish(question: str, feature: str | None, modifier: str | None) -> bool:
    """A free-text wish: a cue ('serves', 'in their name') or a modifier the vocabulary cannot read ('quiet')."""
    if cues()["wish_cues"].search(question):
        return True
    return bool(feature and modifier) and not _modifier_known(feature, modifier)


SUPERLATIVES = {"nearest", "closest", "largest", "biggest", "smallest", "longest", "shortest"}


def _unread(question: str, taken: list[Span], phrases: list[str | None]) -> list[str]:
    """The content words outside every part of the reading: no name, feature, cue, unit or function word."""
    spans = list(taken)
    folded = question.casefold()
    for phrase in phrases:
        if phrase:
            at = folded.find(phrase.casefold())
            if at >= 0:
                spans.append((at, at + len(phrase)))
    # a superlative is a cue only where it was read as one: a second one ('from its largest lake') is unread
    skip = (cues()["function_words"] | cues()["determiners"] | set(cues()["not_modifiers"])) - SUPERLATIVES
    cue_spans = [m.span() for key in ("location_cues", "none_ok_cues", "list_cues", "units_cues", "subject_cues")
                 for m in cues()[key].finditer(question)]
    return [w for w, a, b in _words(question, spans) if _named(question, a) or
            w not in skip and not w.isdigit() and not any(x <= a and b <= y for x, y in cue_spans) and
            not _cue_word(question, a)]


def _named(question: str, start: int) -> bool:
    """A capitalised word inside the sentence is part of a name: no cue or function word excuses it ('How many
    hotels does Monaco have?' names a place the reading does not place)."""
    word = _WORD.match(question, start).group(0)
    return start > 0 and word[0].isupper() and word not in ("I", "I'm", "I'd") and \
        not re.search(r"[.?!]\s+$", question[:start])


def _cue_word(question: str, start: int) -> bool:
    """Whether the word at `start` ends a role cue ('next to', 'in the vicinity of'): the cue says the place's role."""
    end = _WORD.match(question, start).end()
    prefix = question[:end] + " "
    return any(cues()[key].search(prefix) for key in ("anchor_cues", "region_cues", "towards_cues"))


# the purpose of a trip, said after its place: asks nothing ('from A to B for dinner')
_PURPOSE = re.compile(r"\bfor (?:dinner|lunch|breakfast|brunch|a drink|drinks|coffee|a coffee|a meal|a bite|a haircut)\b|"
                      r"\bwhere (?:i|we|my \w+|our \w+|they) (?:could|can|might|would) (?:stay|sleep|eat|sit|go)\b",
                      re.IGNORECASE)   # ('any hotel within 100 m of X where my parents could stay')
_BY_MODE = re.compile(r"\b(?:(?:by|via)\s+(?:road|car|bike|bicycle|foot|taxi|cab)|on the road(?=\s*[?.!]*\s*$))\b", re.IGNORECASE)


@once
def read(question: str, known: Callable[[str], bool] = _known_feature) -> QuestionReading:
    taken: list[Span] = []
    radius = _radius(question, taken)
    direction = _direction(question, taken)
    open_at = _open_at(question, taken)
    closed_then = open_at is not None and (negated := _NOT_OPEN.search(question)) is not None
    if closed_then:
        taken.append(negated.span())   # ('yet' is read with it)
    limit = _limit(question, taken)
    rank = _rank(question, taken)
    units = cues()["units_cues"].search(question)
    if units and not units.group(0).lower().startswith("how"):   # 'in miles' is the unit asked for, no place
        taken.append(units.span())   # ('how many miles' stays the intent's cue)
    taken.extend(m.span() for m in _PURPOSE.finditer(question)   # 'to Talara for dinner': why, not what or where
                 if (before := _WORD.findall(question[:m.start()])) and before[-1][0].isupper())   # (a place for coffee)
    # 'by road', 'by car': how the trip is made, never a place it is near ('how far is A from B by car') nor the kind
    # of place asked for ('how far is it by road from A')
    taken.extend(m.span() for m in _BY_MODE.finditer(question))
    attribute, attribute_span = _attribute(question, taken) or (None, None)
    places = _places(question, taken)
    stops, tour_cue = _stops(question)
    taken.extend((question.find(stop), question.find(stop) + len(stop)) for stop in stops)   # no feature words
    taken.extend([tour_cue] if tour_cue else [])   # 'a tour from A to B': 'tour' is no kind of place
    # the question's subject ("where is X", "in which direction is X from Y") is the place measured to: after
    # the place measured from
    anchors = [name for role, name, _ in places if role == "anchor"] + \
        [name for role, name, _ in places if role == "subject"]
    regions = [name for role, name, _ in places if role == "region"]
    towards = next((name for role, name, _ in places if role == "towards"), None)
    if attribute and not anchors and not regions:
        named = _attribute_place(question, taken)
        if named is None:
            attribute = None
            taken.remove(attribute_span)   # its words are read by no part of the reading: said unread, never dropped
        else:
            anchors = [named[0]]
            taken.append(named[1])
    shape, metric = _intent(question, taken) if not attribute else ("attribute", None)
    feature, modifier = _feature(question, taken, known)
    if attribute and feature and not anchors and modifier is None and \
            (at := question.casefold().find(feature.casefold())) > 0 and \
            (only := _the_only_kind(question, at, question[:at], _THE_BEFORE)) is not None:
        anchors, feature = ["the " + only[0]], None   # 'who runs the power generator in X': the one of its kind there
    if attribute and feature:   # 'the website of the nearest cafe to X' is composed; a kind asked for is no attribute
        taken.remove(attribute_span)   # ('how many pubs have a website': not a count of the pubs, said unread)
        attribute, shape, metric = None, *_intent(question, taken)
    if feature and modifier is None:   # "hotels in Monaco with wheelchair access": the 'with ...' after the place
        modifier = _late_modifier(question, question.find(feature) + len(feature), taken)

    candidates: list[str] = []
    if feature is None and anchors and re.search(r"\b(?:closer|nearer|closest|nearest|further|farther)\b", question,
                                                 re.IGNORECASE):
        parts = [p for anchor in anchors for p in _split_candidates(anchor)]
        if len(parts) >= 3:   # "closer to A, B or C": A is the anchor, B and C the candidates
            anchors, candidates = parts[:1], parts[1:]
            shape, metric = "place", "nearest"

    if stops and (not feature or not known(feature)):   # a tour of named places ('a walking route ...'): PlanRoute
        shape, metric, anchors, feature, modifier = "route", None, [], None, None
    if attribute:   # ('the website of the zoo in Vaduz': the one zoo there, its town kept as where it is found)
        kept = regions[:1] if anchors and names_a_kind(anchors[0]) else []
        # (a town's data is a scope, never the place asked about: 'who runs the generator mapped in the X data')
        anchors, regions = anchors[:1] or [r for r in regions[:1] if not DATA_OF.fullmatch(r.strip())], kept
    elif shape is None:
        if feature and (radius is not None or regions or direction or towards):
            shape, metric = "places", "list"
        elif feature and anchors:
            shape, metric = "place", "nearest"
        else:
            shape = "places" if feature else "place"
            metric = "list" if feature else None
    if metric == "nearest" and radius is not None and shape == "place" and not direction and not towards and \
            not re.search(r"\b(?:nearest|closest)\b", question, re.IGNORECASE):
        shape, metric = "places", "list"   # "near X within 500 m" lists what is within the radius
    if metric and metric_spec(metric).of_places == 1 and feature and (regions or radius is not None):
        metric = "total_" + metric   # "the area of the parks in X" is their total
    if metric == "azimuth" and not feature and len(anchors) > 1:
        direction = None   # "Is A north or south of B?": the compass word is what to check, not a search sector
    if shape in ("place", "places") and cues()["location_cues"].search(question):
        shape = "location"
    if shape == "place" and metric == "list":
        shape = "places"
    # a cue inside the feature ("the longest cycle way", "a bike shop") or after a name's first word ("the Mist Walk",
    # "Harbour Drive") names the kind of place or the place, not the travel ('car though', a phrase ended too late,
    # keeps its first word)
    outside = question.replace(feature, " ") if feature else question
    for said in [*anchors, *regions]:
        outside = re.sub(re.escape(said), said.split()[0] if said.split() else " ", outside, flags=re.IGNORECASE)
    travel_mode, travel_words = next(((mode, [m.group(0) for m in cue.finditer(outside)])   # 'driving ... by road'
                                      for mode, cue in cues()["travel_modes"].items() if cue.search(outside)),
                                     (None, []))
    if metric == "azimuth" and travel_mode and not feature and _HOW_TO_GET.search(question):
        shape, metric = "number", "distance"   # 'how do I get there on foot': the way there on foot, not a bearing
    return QuestionReading(
        question=question, shape=shape, metric=metric,
        none_ok=bool(cues()["none_ok_cues"].search(question)) and shape in ("place", "places", "location"),
        feature=feature, modifier=modifier, anchors=anchors, region=regions[0] if regions else None,
        radius_m=radius, direction=direction, towards=towards, candidates=candidates,
        units=(" ".join(units.group(0).split()[-2:]) if units.group(0).lower().endswith("nautical miles") else
               units.group(0).split()[-1]).lower() if units else None, travel_mode=travel_mode, open_at=open_at, closed_then=closed_then,
        limit=limit, rank=rank, stops=stops, attribute=attribute,
        search=not attribute and _wish(question, feature, modifier),
        unread=_unread(question, taken, [feature, modifier, towards, open_at, *travel_words, *anchors, *regions, *candidates,
                                         *stops]))
