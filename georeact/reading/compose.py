"""Questions that compose: a place described by another question, a later clause about an earlier answer, and
a comparison of two places. Each part is read by the flat reader (deterministic.py); this module only finds
where the parts are.

- A description is a phrase in a place's slot ("to the biggest park in Vaduz", "of the hotel closest to the
  Kiasma") that reads as a one-place question of its own: a superlative or a nearest with its own reference
  place. It is read recursively, so descriptions nest. The question is then read with each description masked
  by a stand-in name, and the stand-in mapped back to the phrase: the outer reading names the phrase as its
  anchor or region, and `described` holds what the phrase asks.
- A later clause ("..., then the closest restaurant to it", "... and how far is the nearest bus stop from
  there?") is read on its own; the word pointing back ('it', 'there', 'that hotel') is its reference place.
- "Which is bigger, A or B?" / "Is A or B closer to C?": the candidates, and the measure that decides.
Spans stay verbatim: every phrase of every part is a phrase of the question.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from typing import Any

from georeact.geo.hours import SEASON_UNNAMED
from georeact.reading import deterministic
from georeact.reading.arithmetic import NO_NAME, arithmetic, compared_loosely, counted_together, difference_said
from georeact.reading.kind_counts import counts_worked
from georeact.reading.pointers import THERE
from georeact.reading.aggregates import ANY_OVER, read as aggregate_read
from georeact.reading.averages import averaged, ranked
from georeact.reading.junctions import A_STREET, junctions_said
from georeact.reading.legs import legs
from georeact.reading.english import plural, singular
from georeact.reading.features import kind_word, lookup
from georeact.geo.units import NUMBER_WORDS
from georeact.reading import attribute_questions, context_clause
from georeact.reading.asked_tag import KIND_WORD_IN_NAME
from georeact.reading.tag_words import tag_words
from georeact.reading.scene import in_place_of, place_said_before
from georeact.reading.kinds import kind_modules
from georeact.reading.attribute_questions import find_when
from georeact.reading.attributes import asked_attribute
from georeact.reading.distance_limits import within_distance
from georeact.reading.data_scope import TOWN, TOWN_FIRST, in_town_data, town_said
from georeact.reading.metrics import metric_names, metric_spec
from georeact.reading.model import QuestionReading
from georeact.reading.trip_said import read_trip
from georeact.reading.session import nested, once
from georeact.reading.slashed_kinds import one_kind_slashed
from georeact.reading.tours import LEG_WORDS, TIME_AMOUNT, in_time, travel_mode_said, way_said

# The metrics a description answers with one place (or the two largest ...): "the nearest X to Y" needs its own Y.
DESCRIBING = metric_names(describes=True)
# The metrics that search the places of a kind: a town said first is where they search
SEARCHES = metric_names(needs_feature=True)
_STAND_IN = "Qzxplace{}"
# A place's slot: the words before a description. Not "is"/"are" ('what is the nearest X' is the question itself).
_SLOT = re.compile(r"(?:\b(?:to|from|of|near|nearest|closest|around|by|beside|behind|past|opposite|between|than|in|inside|at|"
                   r"next to|"
                   r"how (?:far|close|near|distant)(?: away)?(?: is| are|'s)|how far apart (?:is|are)|(?:street|road|avenue)(?: is| are|'s)|"
                   r"(?:direction|way|bearing|heading)(?: is|'s| are)|does|do|has|have|when(?: is|'s| are)|"
                   r"(?:web ?site|address|phone(?: number)?|hours|times|cuisine) for|and|or|is it)|[:,])\s+$",
                   re.IGNORECASE)
# Where a description in the middle of a question ends: the next part of the question starts.
_SOFT_END = re.compile(r"\s+(?:from|to|and|or|than|with)\s", re.IGNORECASE)
_DESCRIPTION_END = re.compile(r"\s+(?:is|are|was|has|have|got|then)\s|\s+[-–]\s|"
                              r"\s+and\s+(?=(?:can|could|would|will|what|what's|whats|which|how|where|when|give|tell|"
                              r"show)\s)|"   # '... closest restaurant to X and can you give me ...': the next ask
                              r"\s+(?:on|open|close|serve|opens|closes|serves|called|named)(?=\s*[?.!]*\s*$)|[:;?!]|"
                              r"\s+(?:open|close|opens|closes|shut|shuts)(?=\s+(?:on|at|until|till|from|this|tonight|"
                              r"tomorrow|today|every|around|about|between|in the)\b)|"   # '... open on saturdays?'

                              r",(?!\s*(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*)*\s*(?:,|[?.!]*\s*$))|"   # ', San Francisco, CA'
                              r"(?<!\b\w)(?<!\b\w\w)(?<!\b\w\w\w)\.(?:\s|$)",   # not 'St. Michael', 'u. Medienwerkstatt'
                              re.IGNORECASE)
# "Vaduz's biggest park": a description of a place in a town, the town first
_SUPERLATIVE = r"(?:largest|biggest|longest|smallest|shortest|nearest|closest|second|third)"
_POSSESSIVE = re.compile(r"\b(?P<town>[A-ZÀ-ÖØ-Þ][\w-]*?(?:\s+(?:[A-ZÀ-ÖØ-Þ][\w-]*?|am|an|der|de|la|le|du|von|van|di|del|"
                         r"(?:[A-Za-z]{1,3}\.){1,3}(?=['’]s\b)))*|[a-z][\w-]*?)"
                         rf"(?:['’]s|(?<=[a-z])s(?=\s+{_SUPERLATIVE}\b))\s+(?=\S)")   # 'neubrandenburgs largest park'
_THEN = re.compile(r"(?:,\s*|\s+)(?:and\s+)?then\s+|;\s+|(?:,|\s[-–])?\s+and\s+(?=from (?:there|it|that)\b)|"
                   r"(?:,|\s[-–])?\s+and\s+(?:(?:then\s+|after that\s+|afterwards\s+)?"
                   r"(?:tell|show|give|find|get)\s+(?:me\s+)?|after that\s+|afterwards\s+)?"
                   r"(?=(?:how|what|which|where|is there|are there|when|does|do|(?:would|will|is|are|could|can)\s+"
                   r"(?:it|they|(?:that|this)\s+(?!is\b|are\b)[a-z]+))\b)|"   # ', and is that bar open ...'
                   r"\?\s+(?=\S)|"
                   r"\.+\s+(?=(?:what|which|how|where|when|is|are|does|do|has|have|can|will|then|and|find|tell|show|give|now|also)\b)|"
                   r",\s+(?=(?:find|get|locate|look up|show me|tell me|give me)\b)|"
                   r",\s+(?=(?:can|could|will|would|does|do|has|have)\s+(?:i|we|you|it|they)\b)", re.IGNORECASE)
_BACK = re.compile(r"\b(?:from |to |near |of |around |in )?(?P<ref>it|they|them|"
                   rf"{THERE}|"   # ('are there', 'will there be': no place)
                   r"that one|that place|this place|that spot|"
                   r"the latter|(?:that|this|the same) (?!is\b|are\b|one\b)[a-z]+)\b", re.IGNORECASE)
_COMPARE_WORDS = {"longer trip": "farther", "longer drive": "farther", "longer walk": "farther", "longer ride": "farther",
                  "longer way": "farther", "longer journey": "farther", "shorter trip": "nearer", "shorter drive": "nearer",
                  "shorter walk": "nearer", "shorter ride": "nearer", "shorter way": "nearer", "shorter journey": "nearer",
                  "nearer": "nearer", "closer": "nearer", "further": "farther", "farther": "farther",
                  "bigger": "larger", "larger": "larger", "smaller": "smaller", "longer": "longer",
                  "shorter": "shorter", "covers more ground": "larger", "takes up more space": "larger",
                  "covers more area": "larger", "more extensive": "larger"}
_COMPARE = re.compile(r"\b(?P<word>" + "|".join(_COMPARE_WORDS) + r")\b", re.IGNORECASE)
# the way a trip compared by its kind is made ('the longer drive': by car)
_COMPARED_WAYS = {"drive": "drive", "walk": "walk"}
# "which is bigger, A or B" / "is A or B closer to C" / "which is nearer to C: A or B"
_ALTERNATIVES = re.compile(r"(?:^\s*(?:is|are)\s+(?P<a1>.+?)\s+or\s+(?P<b1>.+?)\s+(?:the\s+)?(?:" + "|".join(_COMPARE_WORDS) +
                           r")\b)|(?:(?:^|[:]\s*)(?P<a4>[^,:]+?)\s+(?:or|vs\.?|versus)\s+(?P<b4>[^,:]+?)\s*(?:,|\s[-–])\s*which(?: one)?"
                           r"(?:\s+is|'s|\s+are)\s+(?:" + "|".join(_COMPARE_WORDS) + r")\b)|"   # 'A or B, which is bigger?'
                           r"(?:(?:[,:]|\s[-–])\s*(?:is it\s+)?(?P<a2>(?:(?!\s[-–]\s)[^,:])+?)\s+or\s+(?P<b2>.+?)\s*[?.!]*\s*$)|"
                           r"(?:\b(?:" + "|".join(_COMPARE_WORDS) + r")\s+(?:to|from)\s+(?P<a3>(?:(?!\s[-–]\s)[^,:])+?)\s+or\s+(?:to\s+|from\s+)?"
                           r"(?P<b3>.+?)\s*[?.!]*\s*$)", re.IGNORECASE)   # 'is A closer to B or to C?': B and C
# 'not counting X itself, how many ... within 400 m of it?' (after a topic: 'my group is curious: not counting ...')
_NOT_COUNTING = re.compile(r"^(?:[^:?]{0,80}:\s*)?(?:not counting|excluding|apart from|other than|leaving out|except for|"
                           r"without counting)\s+(?P<place>[^,?]+?)\s+itself\s*,\s*(?P<rest>.+)$", re.IGNORECASE | re.DOTALL)
_ITS_PLACE = re.compile(r"\b(?:of|from|around|near|to)\s+(?P<ref>it|there|that place|that one)\b", re.IGNORECASE)
# "..., and how far?" / "and how far away is it?": the distance between the places of the clause before
_HOW_FAR = re.compile(r"(?:,\s*|\s+)and\s+(?P<tail>how far(?: away)?(?: (?:is|are) (?P<ref>it|they))?\s*[?.!]*\s*)$",
                      re.IGNORECASE)


# two counts in one scope, the second asked after it ('how many farms lie within 5 km of X and how many peaks?')
# (the first count, in its scope: 'how many farms lie within 5 km of X')
_HOW_MANY_IN_SCOPE = (r"^\s*how many\s+(?P<a>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)\s+(?:are there\s+|lie\s+|are\s+|do you have\s+)?"
                      r"(?P<scope>(?:with)?in\s+[^?,]+?|near\s+[^?,]+?|around\s+[^?,]+?)")
_TWO_COUNTS = re.compile(_HOW_MANY_IN_SCOPE + r"\s*,?\s+(?:and|&)\s+how many\s+"
                         r"(?P<b>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)(?:\s+(?:are there|lie there|are|too|also))?\s*[?.!]*\s*$",
                         re.IGNORECASE)

# two distances asked in one question ('what is the distance between A and B, and between A and C?', 'how far is A
# from B, and C from D?')
_TWO_DISTANCES = re.compile(r"^\s*(?:what(?:['’]s|s|\s+is|\s+are)\s+)?(?:the\s+)?(?:(?:straight[- ]line|crow[- ]flies)\s+)?"
                            r"(?:distances?\s+between|how far (?:apart )?(?:is|are))\s+(?:the\s+)?(?!(?:it|that|this|there|they)\b)"
                            r"(?P<a>[^,?]+?)\s+(?:and|from)\s+(?:the\s+)?(?P<b>[^,?]+?)\s*,?\s+and\s+(?:(?:also\s+)?between\s+"
                            r"(?:the\s+)?(?P<c>[^,?]+?)\s+and|(?:the\s+)?(?!(?:how|it|that|this|there|they)\b)(?P<c2>[^,?]+?)\s+from)\s+"
                            r"(?:the\s+)?(?!(?:there|it|that|here)\b)(?P<d>[^,?]+?)\s*[?.!]*\s*$", re.IGNORECASE)

# a count, then which of them is the largest, the nearest ... ('how many museums are in T, and which is the largest?';
# the highest and the tallest are GenerateSQL's, said with the count: reading/aggregates.py)
_COUNT_THEN_WHICH = re.compile(_HOW_MANY_IN_SCOPE + r"\s*(?:[,;?]\s*|\s+)(?:and\s+)?"
                               r"(?:what|which)(?:'s|s|\s+is)?\s+(?:the\s+)?(?P<most>largest|biggest|smallest|longest|shortest|"
                               r"nearest|closest)(?:\s+(?:one|of them|of those))?\s*[?.!]*\s*$", re.IGNORECASE)

# what 'within walking distance' means, in minutes on foot
WALKING_DISTANCE_MIN = 20

# how far one place lies from another along a compass way ('how far north is A from B', 'how many km further east
# than B is A')
_OFFSET = re.compile(r"^\s*how (?:far|much|many (?:km|kilometres|kilometers|metres|meters|miles))\s+(?:further\s+|farther\s+)?"
                     r"(?P<way>north|south|east|west)(?:wards?)?\s+(?:is|lies|sits|are)\s+(?:the\s+)?(?P<a>.+?)\s+"
                     r"(?:from|of|than)\s+(?:the\s+)?(?P<b>.+?)\s*[?.!]*\s*$", re.IGNORECASE)


@once
def read(question: str, known: Callable[[str], bool] | None = None) -> QuestionReading:
    """The question's reading, composed of the readings of its parts (each phrase read once: session.py)."""
    if (opener := _OPENER.match(question)) is not None and \
            (rest := _read_whole(question[opener.end():], known or deterministic._known_feature)).complete:
        reading = rest.asked_as(question)   # ('And what's the lowest peak within 8 km of X?', asked on its own)
    else:
        reading = _read_whole(question, known or deterministic._known_feature)
    figures = [(anchor, _FIGURE_IN_A_NAME.search(anchor)) for anchor in reading.anchors]
    if any(figure for _, figure in figures) and reading.operation is None:
        # 'Morsárfoss higher than 1000 m' is no place: the place is searched without the figure, which the answer
        # says it did not read (never a count of every peak stated as the count of those over it)
        return reading.model_copy(update={
            "anchors": [anchor[:figure.start()].strip() if figure else anchor for anchor, figure in figures],
            "unread": [*reading.unread, *(w.casefold() for _, figure in figures if figure
                                          for w in figure.group(0).split()[:2])]})
    if reading.shape == "attribute" and reading.operation is None and not reading.compare and \
            (difference := difference_said(question)) is not None:
        # 'at X, how many degrees hotter is the little pool than the concrete one?': one figure is no difference; the
        # answer gives it and says the rest is not read (never the one figure alone, as if it answered)
        word = difference.split()[-1].casefold()   # ('hotter', 'difference'; 'by how much' asks a difference)
        return reading.model_copy(update={"unread": [*reading.unread, "difference" if word in ("much", "many") else word]})
    return reading


# 'which cafe in X opens earliest on Saturday', 'what bakery closes last in X today': the places of the kind open
# that day (today, with no day said), which the answer ranks by when they open or close (sentences.py)
OPENS_FIRST = re.compile(r"^\s*(?:which|what)\s+(?P<kind>(?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*)?)\s+"
                         r"(?P<scope>(?:in|within|near|around|at)\s+[^?]+?\s+)?(?P<verb>opens?|closes?|shuts?)\s+"
                         r"(?P<sup>earliest|first|latest|last)\b(?P<rest>[^?]*?)\s*[?.!]*\s*$", re.IGNORECASE)
_RANK_LIMIT = 50   # the places of a kind open that day a ranking by their hours reads


def _opens_first(said: re.Match[str], known: Callable[[str], bool]) -> QuestionReading | None:
    """The places of the kind open on the day said (today, said after the question when it says none), as many as a
    ranking reads; None when that does not read whole."""
    rest = said["rest"].strip(" ,")
    today = "" if find_when(rest) else " today"
    reading = _read_or_none(f"which {said['kind']} {(said['scope'] or '').strip()} are open {rest}{today}?", known)
    if reading is None or not reading.complete or not reading.open_at or reading.metric not in ("list", "nearest"):
        return None
    asked = f"{said.string.rstrip(' ?.!')}{today}?" if today else said.string
    return reading.model_copy(update={"limit": _RANK_LIMIT, "question": asked})


# a comparison with a figure read into a place's name ('X higher than 1000 m'): no name holds it
_FIGURE_IN_A_NAME = re.compile(r"\s+(?:higher|taller|bigger|larger|longer|shorter|lower|smaller|deeper|wider|older|newer|more|less|"
                               r"fewer|over|above|under|below)\s+than\s+\d[^,;]*$", re.IGNORECASE)


# a word a question may open with that asks nothing ('And what's ...', 'So, how many ...', 'Also: is ...')
_OPENER = re.compile(r"^\s*(?:and|so|also|ok|okay|then|one more|another one)\b\s*[,:;–—-]?\s*(?=\w)",
                     re.IGNORECASE)


def _read_whole(question: str, known: Callable[[str], bool]) -> QuestionReading:
    reading = _read(question, known)
    if (lead := _TOWN_SAID_FIRST.match(question)) is not None and reading.region in (None, lead["town"]) and \
            len(reading.anchors) >= 3 and reading.anchors[0] == lead["town"]:
        # 'Heidelberg: how far is it by bike from A to B?': the town is where A and B are, no place the trip starts at
        return reading.model_copy(update={"anchors": reading.anchors[1:], "region": lead["town"]})
    topic = _TOPIC_TOWN.match(question)
    if topic is not None and reading.anchors and town_said(topic["town"]) is not None and \
            all(a.casefold().startswith(topic["town"].casefold()) for a in reading.anchors):
        # 'Singapore: what's the speed limit on the slip road?': the town is where the slip road is, not the place
        # asked about
        rest = read(question[topic.end():], known)
        if rest.complete and rest.region is None and rest.anchors and all(map(deterministic.names_a_kind, rest.anchors)) \
                and not _POINTS_BACK.search(question, topic.end()):
            said = question if rest.said_in(question) else question[:topic.end()] + rest.question   # (rewritten)
            return rest.model_copy(update={"question": said, "region": topic["town"]})
    if reading.region is None and topic is not None and re.fullmatch(r"[a-z]\S*", topic["town"]) and \
            town_said(topic["town"]) is not None and (reading.anchors or reading.feature) and \
            not any(topic["town"].casefold() in place.casefold() for place in reading.places):
        # 'heidelberg: is that one cycleway ...': a town written small, said first as the question's topic
        return reading.model_copy(update={"region": topic["town"],
                                          "unread": [w for w in reading.unread if w != topic["town"].casefold()]})
    if reading.region is None and (lead := _TOWN_SAID_FIRST.match(question)) is not None and \
            (_from_nowhere(reading) or any(deterministic.names_a_kind(anchor) for anchor in reading.anchors)):
        # 'X, just lost my wallet. how far is the walk to the nearest police station?': the kind in X; 'X: bike
        # distance from the map board to the nearest ice rink': the map board of X
        unread = [word for word in reading.unread if word != lead["town"].casefold()]
        return reading.model_copy(update={"region": lead["town"], "unread": unread})
    return reading


# ', the only one of its sort in the data': an aside that says a kind's place is unique, which reading 'the <kind>'
# checks anyway (tools/kind_in_town.py): no place, no scope
_THE_ONLY_ONE = re.compile(r"\s*,\s*the\s+only\s+one(?:\s+of\s+its\s+(?:sort|kind|type))?(?:\s+(?:there|around|in\s+"
                           r"(?:the|this|that)\s+(?:data|map|town|city|area|extract)))?(?=\s*(?:[,:?!]|\s[-–—]))",
                           re.IGNORECASE)


# "doctors' practices": a plural's possessive before a lower-case word, read as the compound it says where that is a
# kind of place ("the hotel guests' car park" stays a car park its tags describe: tools/described.py)
_PLURAL_OWNS = re.compile(r"\b(?P<owner>(?-i:[a-z])[\w-]*s)['’](?=\s+(?P<noun>(?-i:[a-z])[\w-]*))")


# 'does T have a bakery', 'does T have any pharmacies open now': whether there is one of the kind in T
_HAS_A_KIND = re.compile(r"^\s*(?:does|do)\s+(?P<place>(?-i:[A-ZÀ-ÖØ-Þ])[\w.'’-]*(?:\s+[\w.'’-]+){0,3}?)\s+"
                         r"(?:have|hold|contain|got)\s+(?P<any>a|an|any|some)\s+(?P<kind>[a-z][\w -]*?)"
                         r"(?P<rest>\s+(?:open|within|near|around|that|which|with|on|at)\b[^?]*)?\s*[?.!]*\s*$", re.IGNORECASE)


def _has_a_kind(question: str, known: Callable[[str], bool]) -> str | None:
    """'does T have a bakery?' -> 'is there a bakery in T?' (a kind of place, not a thing a place has: 'does X have
    wifi' asks X's tags)."""
    said = _HAS_A_KIND.match(question)
    if said is None or not known(said["kind"].casefold()) or asked_attribute(said["kind"]) is not None or \
            KIND_WORD_IN_NAME.search(said["place"]):   # ('does Hotel X have a restaurant': its own, asked_tag.py)
        return None
    there = "are there any" if said["any"].casefold() in ("any", "some") else f"is there {said['any']}"
    return f"{there} {said['kind']} in {said['place']}{said['rest'] or ''}?"


# 'streets in T longer than 1 km?', 'parks within 2 km of X bigger than 2 ha': those of the kind over the threshold
_KIND_OVER = re.compile(r"^\s*(?:(?:list|show|name)\s+(?:me\s+)?(?:the\s+|all\s+)?)?(?P<kind>[a-z][\w -]*?)\s+"
                        r"(?P<scope>(?:in|within|near|around)\s+[^?]+?)\s+(?:that\s+are\s+|which\s+are\s+)?"
                        r"(?P<over>(?:longer|bigger|larger|wider|taller|over|more than)\s+(?:than\s+)?\d[^?]*?)\s*[?.!]*\s*$",
                        re.IGNORECASE)


def _kind_over(question: str, known: Callable[[str], bool]) -> str | None:
    """'streets in T longer than 1 km?' -> 'which streets in T are longer than 1 km?'."""
    said = _KIND_OVER.match(question)
    if said is None or not known(said["kind"].casefold()):
        return None
    return f"which {said['kind'][:1].lower()}{said['kind'][1:]} {said['scope']} are {said['over']}?"


# the ways a trip keeps to, said after it ('how far along the roads/paths?'): how it goes, no kind of place to find
_WAY_WORDS = r"(?:roads?|streets?|paths?|footpaths?|trails?|tracks?|pavements?|sidewalks?)"
_ALONG_THE_WAYS = re.compile(rf"\s*,?\s*\b(?:along|following|using|via|on)\s+(?:the\s+)?{_WAY_WORDS}"
                             rf"(?:\s*(?:/|\band\b|\bor\b|&)\s*(?:the\s+)?{_WAY_WORDS})*\b", re.IGNORECASE)
_BY_THE_WAYS = {"drive": "by road", "walk": "on foot"}   # said with no way of travelling: roads drive, paths walk


def _along_the_ways(question: str) -> str | None:
    """'walking from A to B, how far along the roads/paths?' -> 'walking from A to B, how far?' (the way of
    travelling says it); with none said, the ways say it: 'by road' for roads and streets, 'on foot' for paths."""
    said = _ALONG_THE_WAYS.search(question)
    if said is None or not re.search(r"\b(?:how\s+(?:far|long|many)|distance|route|trip|walk|drive|ride)\b", question,
                                     re.IGNORECASE):
        return None
    rest = question[:said.start()] + question[said.end():]
    if travel_mode_said(rest) is not None:
        return rest
    by = _BY_THE_WAYS["drive" if re.search(r"\b(?:roads?|streets?)\b", said.group(0), re.IGNORECASE) else "walk"]
    return f"{question[:said.start()]} {by}{question[said.end():]}"


def _read(question: str, known: Callable[[str], bool]) -> QuestionReading:
    if (along := _along_the_ways(question)) is not None:
        return read(along, known).model_copy(update={"question": question})
    if (one := one_kind_slashed(question)) is not None:
        return read(one, known)   # 'cafes/coffee shops': one kind, said twice (read as rewritten)
    if ANY_OVER.match(question) and (asked := aggregate_read(question)) is not None:
        return asked   # 'any peaks higher than 500 m within 5 km of X? how many?': whether any is, by how many are
    for pattern, plainly, own_text in _SAID_OTHERWISE:
        if (said := pattern.search(question)) is not None:
            asked = read(plainly(said), known)
            return asked.model_copy(update={"question": question}) if own_text else asked
    if (only := _THE_ONLY_ONE.search(question)) is not None:
        return read(question[:only.start()] + question[only.end():], known)   # (read as rewritten)
    if (owns := _PLURAL_OWNS.search(question)) is not None and known(f"{owns['owner']} {owns['noun']}".casefold()):
        return read(question[:owns.end("owner")] + question[owns.end("owner") + 1:], known)   # (read as rewritten)
    if (tail := _CHAT_TAIL.search(question)) is not None and tail.start() > 0 and \
            (asked := read(question[:tail.start()].rstrip(" ,;:-–—") + "?", known)).complete:
        return asked   # 'where does the 12A start in Eastbrook, any idea?': the question before the chat
    if (over := _kind_over(question, known)) is not None and (asked := read(over, known)).aggregate is not None:
        return asked   # 'streets in T longer than 1 km?' (read as rewritten)
    if (has := _has_a_kind(question, known)) is not None:
        return read(has, known)   # 'does T have a bakery': 'is there a bakery in T' (read as rewritten)
    if (two := _which_of_two(question, known)) is not None:
        return read(two, known)   # 'which of A and B is closer to C': 'which is closer to C, A or B' (as rewritten)
    if (corner := junctions_said(question)) is not None:
        return read(corner, known)   # 'from the corner of A and B', 'A at B': 'A & B' (read as rewritten)
    if (line := attribute_questions.line_by_its_ends(question)) is not None:
        return read(line, known)   # 'the bus 14 from A to B': the route 'Bus 14: A => B' (read as rewritten)
    if (every := _EVERY_OPEN.search(question)) is not None:
        # 'is every place that lists opening hours open at 6pm on a monday? how many are open?', 'are most of the
        # cafes open then?': how many are open, said against those whose hours say (agent/sentences.py)
        kind = "places" if every["kind"] is None else \
            every["kind"] if every["kind"].endswith("s") else plural(every["kind"])
        asked = read(_HOW_MANY_AGAIN.sub("", f"{question[:every.start()]}how many {kind} are{question[every.end():]}"), known)
        if asked.metric == "count" and asked.open_at and asked.complete:
            return asked.model_copy(update={"open_share": "most" if every["most"] else "all"})
    if (has := _TOWN_HAS.match(question)) is not None and \
            (asked := read(f"In {has['town']}, {has['rest']}", known)).complete:
        return asked   # 'Eastbrook has cafes and bars. How many more cafes than bars?': asked in Eastbrook
    reading = _asked_of_the_found(question, _read_parts(question, known), known)
    if (not reading.complete or reading.shape == "attribute" and reading.operation is None and len(reading.anchors) <= 1) \
            and (operand := compared_loosely(question)) is not None:   # (an attribute of one of the two: not asked)
        # 'A above C vs B near D, difference in height?': two named places, a measure and a difference, said loosely
        return QuestionReading(question=question, shape="number", operation=operand.operation,
                               operands=[read(operand.first, known), read(operand.second, known)])
    if (here := _I_AM_IN.search(question)) is not None and (town := town_said(here["town"])) is not None and \
            (not reading.complete or not reading.places or
             any(_ASKER.search(place) or place.casefold() == town.casefold() for place in reading.places)) and \
            (asked := _town_first(read(question[:here.start()] + (here["end"].strip(" -–—") or ".") +
                                       question[here.end():], known), town)) is not None:
        return asked   # 'my tyres are low and I'm in X. does the air pump charge a fee?': the pump in X
    if (not reading.complete or _asks_nothing(reading)) and (greeted := _GREETING.match(question)) is not None and \
            (asked := read(question[greeted.end():], known)).complete:
        return asked.asked_as(question)   # 'hey how many of the X are Y'
    for said_plainly in _PLACES_SAID_PLAINLY:   # (each read as rewritten)
        if not reading.complete and (plain := said_plainly(question, known)) is not None and \
                (asked := read(plain, known)).complete:
            return asked
    if not reading.complete and (named := _named_after_kind(question, known)) is not None:
        asked = read(named, known)   # 'to the bus stop S President St & E Baltimore St': the stop of that name
        if asked.complete:
            return asked.model_copy(update={"question": question})
    for aside, first in _ASIDES:
        # tried when the question does not read whole, or, for a sentence before it, reads a place out of that
        # sentence ('Early bird here. What time does ...': 'Early bird here' read as a name for its capital)
        if (said := aside.match(question)) is not None and (not reading.complete or _asks_as_place(reading) or first
                                                          and any(p.casefold() in said["aside"].casefold()
                                                                  for p in reading.places)):
            asked = read(said["before"] + said["after"], known)
            if first and reading.complete and reading.places and not asked.places:
                continue   # ('Joe Molese... what kind of food do they do there': the sentence was the place)
            # (a sentence's first capital says nothing about a name: the aside is read without it)
            if asked.complete and not _adds_to(read(said["aside"][:1].lower() + said["aside"][1:], known), asked):
                return asked.model_copy(update={"question": question})   # its spans lie in the question
    return read_trip(question, reading, lambda plain: read(plain, known), known)   # 'A -> B by bike, metres and minutes'


# the town the asker is in, said as a clause of the scene: 'and I'm in X.', ', we're staying in X:'
_ASKER = re.compile(r"\b(?:i'?m|i’m|i am|we'?re|we’re|we are)\b", re.IGNORECASE)   # (never in a place read)
# (a word of how the asker is said between: 'and I'm starving in X', 'we're stuck in X'; the town written small only
# with no everyday word: town_said)
_I_AM_IN = re.compile(rf"(?:(?:\s*,?\s+and|\s*,)?\s+|^\s*){_ASKER.pattern}\s+(?:currently\s+|now\s+|still\s+|just\s+)?"
                      r"(?:(?-i:[a-z])[a-z]+(?<!\bnot)\s+)?"
                      r"in\s+(?P<town>[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*)?)"
                      r"(?:\s+(?:right now|today|at the moment|this week))?\s*(?P<end>[.!;:]|\s[-–—]|$)", re.IGNORECASE)
# a town said first, before a comma or a colon ('Singapore, just lost my wallet. ...')
_TOWN_SAID_FIRST = re.compile(rf"^\s*(?:in\s+)?(?P<town>{TOWN.pattern})\s*[,:]\s")
# 'X - which denomination is that church': the place said first is the one asked about ('that one cycleway' is not)
_POINTS_BACK = re.compile(r"\b(?:that|this|the same)\s+(?!one\b)(?-i:[a-z])", re.IGNORECASE)
# a town said as the question's topic: 'Singapore: ...', 'heidelberg - ...' (never 'ok, ...')
_TOPIC_TOWN = re.compile(r"^\s*(?P<town>[A-Za-zÀ-ÖØ-Þà-öø-þ][\w'’-]{2,}(?:\s+[A-ZÀ-ÖØ-Þ][\w'’-]+)?)\s*(?::|\s[-–—])\s+")


def _asks_nothing(reading: QuestionReading) -> bool:
    """A reading that found places but nothing asked of them ('hey, are there more than 10 X in Y?' read as a place
    named '10 X in Y')."""
    return reading.shape == "place" and reading.metric is None and reading.attribute is None and \
        reading.aggregate is None and reading.operation is None


def _from_nowhere(reading: QuestionReading) -> bool:
    from georeact.reading.plan import from_nowhere   # (plan reads compose's readings: imported when used)
    return from_nowhere(reading)


# a kind said before a place's name, as its apposition: 'from X to the bus stop S President St & E Baltimore St'
_KIND_THEN_NAME = re.compile(r"\b(?P<lead>from|to|and|between|of|at)\s+the\s+(?P<kind>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+"
                             r"(?=(?-i:[A-Z0-9À-ÖØ-Þ])(?![\w'’-]*\s+(?:map\s+)?data\b))")


def _named_after_kind(question: str, known: Callable[[str], bool]) -> str | None:
    """The question with the kind before each name left out, the name standing alone; None when none is so said."""
    rewritten = _KIND_THEN_NAME.sub(lambda m: f"{m['lead']} " if known(m["kind"]) else m.group(0), question)
    return rewritten if rewritten != question else None


# a greeting before the question ('hey how many of the toilets ...'): the forms that read a whole question start after it
_GREETING = re.compile(r"^\s*(?:hey|hi|hello|hiya|yo|ok(?:ay)?|so|um+|hmm+|quick question|question)\b(?:\s+there\b)?[\s,!:;.-]*",
                       re.IGNORECASE)
# a town said first, then its data as 'the data': 'Baltimore: does the data have more than 15 supermarkets?'
# ('In Eastbrook, ...' is read where a scope said first is; 'according to the data' says only where it is from)
_TOWN_THEN_ITS_DATA = re.compile(rf"^\s*(?!(?:in|at|for|from|on|near|around|within)\b)(?P<town>{TOWN.pattern})\s*"
                                 r"(?:[:,]|\s[-–—])\s*(?P<before>[^:]*?)(?<!according to )(?<!based on )\bthe\s+"
                                 r"(?P<data>(?:map\s+)?data(?:set)?|extract)\b(?P<after>.*)$", re.DOTALL | re.IGNORECASE)
# a place pointed at with 'that' or 'this' after a preposition, as if seen: 'the postcode of that empty storefront'
_THAT_KIND = re.compile(r"\b(?P<prep>of|to|from|at|near|by|about|for|in|is|was)\s+(?:that|this)(?:\s+one)?\s+(?=(?-i:[a-z]))",
                        re.IGNORECASE)   # ('is that one cycleway part of ...')
# a part of a place said before the place: 'the entrance of the underground car park', 'the entrance to the car park'
_PART_OF_THE = re.compile(r"\bthe\s+(?P<part>[a-z]+)\s+(?:of|to|for)\s+the\s+(?=[a-z])")
_KIND_WORDS = re.compile(r"[a-z][\w-]*")


# a kind said with the state it is in as a clause: 'the road that's under construction'
_THAT_IS = re.compile(r"\bthe\s+(?P<kind>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:that|which)(?:['’]s|\s+is|\s+are)\s+"
                      r"(?P<state>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\b")


def _kind_in_a_state(question: str, known: Callable[[str], bool]) -> str | None:
    """The question with 'the <kind> that's <state>' said as 'the <kind> <state>' where that is a kind ('road under
    construction'); None when no kind is so said."""
    for said in _THAT_IS.finditer(question):
        words = said["state"].split()
        for count in range(len(words), 0, -1):
            if known(f"{said['kind']} {' '.join(words[:count])}"):
                end = said.start("state") + len(" ".join(words[:count]))
                return f"{question[:said.start()]}the {said['kind']} {' '.join(words[:count])}{question[end:]}"
    return None


def _part_of_a_kind(question: str, known: Callable[[str], bool]) -> str | None:
    """The question with 'the <part> of the <kind>' said as 'the <kind> <part>', where the part of that kind is a kind
    of its own ('car park entrance'; 'the entrance of the underground car park'); None when no part is so said."""
    for said in _PART_OF_THE.finditer(question):
        words = list(itertools.islice(_KIND_WORDS.finditer(question, said.end()), 4))
        words = [w for i, w in enumerate(words) if all(words[j + 1].start() == words[j].end() + 1 for j in range(i))]
        for count in range(len(words), 0, -1):
            kind = question[said.end():words[count - 1].end()]
            tails = [" ".join(w.group(0) for w in words[start:count]) for start in range(count)]
            if any(known(tail) and known(f"{tail} {said['part']}") for tail in tails):   # (its words before: said of it)
                return f"{question[:said.start()]}the {kind} {said['part']}{question[words[count - 1].end():]}"
    return None


# a place said first as the one left out, then pointed back at ('besides X itself, any other K within 2 km of it?')
_BESIDES_ITSELF = re.compile(r"^\s*(?:besides|apart from|other than|except(?:\s+for)?|not counting|excluding)\s+"
                             r"(?P<name>(?-i:[A-ZÀ-ÖØ-Þ])[^,;:]{0,60}?)(?:\s+itself)?\s*[,;:]\s*(?P<rest>.+)$", re.IGNORECASE)
_IT = re.compile(r"\b(?P<prep>of|from|to|near|around|by)\s+it\b", re.IGNORECASE)
# a place measured from, said first with no comma before the question ('from X is A or B nearer?')
_FROM_WITHOUT_COMMA = re.compile(r"^(?P<lead>\s*from\s+(?:the\s+)?(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.&-]*(?:\s+(?:(?:of|de|la|le|am|an|der|"
                                 r"á|í|við|og|the|and|&)\s+)*(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.&-]*)*)(?=\s+(?:is|are|which)\s)",
                                 re.IGNORECASE)   # (the name alone: capitalised words and the small words between)
# two places said first, then how far apart they are ('A and B - how far apart in a straight line')
_APART_AFTER = re.compile(r"^\s*(?:the\s+)?(?P<a>[^,:;?–—]+?)\s+(?:and|&|to)\s+(?:the\s+)?(?P<b>[^,:;?–—]+?)\s*(?:[-–—:,]\s*)+"
                          r"how far apart(?:\s+are they|\s+is that)?(?P<rest>[^?]*?)\s*\?*\s*$", re.IGNORECASE)
# the top of a named hill is the hill ('the top of X', 'the summit of X': a peak is mapped as its top)
_TOP_OF = re.compile(r"\b(?:the\s+)?(?:top|summit|peak|highest point)\s+of\s+(?=(?-i:[A-ZÀ-ÖØ-Þ]))", re.IGNORECASE)
# 'how many metres above sea level is X': its elevation, a figure of its own (no distance between two places)
_UNITS_ABOVE_SEA = re.compile(r"^\s*how\s+many\s+(?:metres|meters|m|feet|ft)\s+(?:above|over)\s+(?:the\s+)?sea(?:\s*level)?\s+"
                              r"(?:is|does|are|do|lies|sits|stands)\s+(?P<place>[^?]+?)(?:\s+(?:lie|sit|stand|rise|reach))?\s*[?.!]*\s*$",
                              re.IGNORECASE)
# 'how far from A is B': the distance of B from A, said the way round the readers read ('how far is B from A')
_FROM_FIRST = re.compile(r"^\s*how\s+(?P<far>far|close|near)\s+(?:away\s+)?from\s+(?P<a>[^?,;:]+?)\s+is\s+"
                         r"(?!it\b|there\b)(?P<b>[^?,;:]+?)\s*[?.!]*\s*$", re.IGNORECASE)
_NAME_BEFORE = re.compile(r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)*")


def _same_name(said: re.Match[str]) -> str:
    """' near the hut X' for ', next to the hut of the same name', X the last name said before it (unchanged when
    none was)."""
    names = _NAME_BEFORE.findall(said.string[:said.start()])
    return f" near the {said['kind']} {names[-1]}" if names else said.group(0)


# Questions said another way than their readers read, and the question each asks (the first whose words are said);
# read as rewritten (its spans in that text), or with the question's own text kept
# 'what is X?', 'tell me about X': what kind of place X is and where (a name and nothing else after the words that ask; not a
# word pointing back, nor its stand-in: 'and what's it called' asks the name the answer says anyway)
_WHAT_IS_NAME = re.compile(r"^\s*(?:(?:what|who)(?:\s+is|['’]s|s)|tell\s+me\s+(?:something\s+)?about|what\s+do\s+you\s+know\s+"
                           r"about)\s+(?!(?:it|its|they|them|that|this|there|those|these|he|she|you|me|us)\b|qzx)"
                           r"(?P<place>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.&-]*(?<!['’]s)(?:\s+(?:(?:of|de|la|le|the|and|&|am|an|der|"
                           r"von|van|du)\s+)*(?-i:[A-ZÀ-ÖØ-Þ0-9])[\w'’.&-]*(?<!['’]s))*)\s*[?.!]*\s*$", re.IGNORECASE)
_SAID_OTHERWISE: list[tuple[re.Pattern[str], Callable[[re.Match[str]], str], bool]] = [
    # 'besides X itself, any other churches within 2 km of it?': those around X (X is never counted anyway)
    (_BESIDES_ITSELF, lambda said: _IT.sub(rf"\g<prep> {said['name']}", said["rest"], count=1), True),
    (_FROM_WITHOUT_COMMA, lambda said: f"{said['lead']},{said.string[said.end('lead'):]}", False),
    (_APART_AFTER, lambda said: f"how far apart are {said['a']} and {said['b']}{said['rest']}?", False),
    (_TOP_OF, lambda said: _TOP_OF.sub("", said.string), False),   # 'the top of X': X
    (_UNITS_ABOVE_SEA, lambda said: f"what is the elevation of {said['place']}?", False),
    (_FROM_FIRST, lambda said: f"how {said['far']} is {said['b']} from {said['a']}?", False),
    (_WHAT_IS_NAME, lambda said: f"where is {said['place']}?", True),   # (what it is, and where: agent/sentences.py)
]



def _pointed_with_that(question: str, known: Callable[[str], bool]) -> str | None:
    """The question with 'that X' after a preposition said as 'the X'; None when no place is so pointed at."""
    plain = _THAT_KIND.sub(r"\g<prep> the ", question)
    return plain if plain != question else None


# a place said by its kind with its name in brackets: 'the post office (Pósturinn)', 'the bakery (Kornhaus) in X'
_NAMED_IN_BRACKETS = re.compile(r"\b(?:the\s+)?(?P<kind>(?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*){0,2})\s*"
                                r"\((?P<name>(?-i:[^\W\d_])[^()]{0,60}?)\)", re.IGNORECASE)


_TOWN_AFTER_BRACKETS = re.compile(r"\s+in\s+(?:the\s+)?(?-i:[A-ZÀ-ÖØ-Þ])")
_TOWN_BEFORE_BRACKETS = re.compile(r"^\s*(?:in\s+)?(?-i:[A-ZÀ-ÖØ-Þ])[^:?]{1,40}:\s")


def _named_in_brackets(question: str, known: Callable[[str], bool]) -> str | None:
    """The question with a place said by its kind and its name in brackets said by its name: 'website for the post
    office (Pósturinn) in X' -> 'website for Pósturinn in X', the town said apart (after it, or first); None when it
    says none (a town in brackets, 'the webcam (Eastbrook)', 'Mill Lane (Eastbrook)', is where, no name)."""
    from georeact.reading.features import lookup

    for said in _NAMED_IN_BRACKETS.finditer(question):
        words = list(re.finditer(r"\S+", said["kind"]))
        # the kind is the longest run of its last words that names one ('for the post office': post office)
        kind = next((w for w in words if lookup(said["kind"][w.start():].casefold()) is not None), None)
        # (only with the town said apart: 'the webcam (Heidelberg)' says where the webcam is)
        town_apart = _TOWN_AFTER_BRACKETS.match(question, said.end()) or _TOWN_BEFORE_BRACKETS.match(question)
        if said["name"][:1].isupper() and kind is not None and town_apart:
            start = said.start("kind") + kind.start()
            the = re.search(r"\bthe\s+$", question[:start], re.IGNORECASE)
            return question[:the.start() if the else start] + said["name"] + question[said.end():]
    return None


# 'which of A and B is closer to C, and by how much': the comparison said with its candidates last
_WHICH_OF_TWO = re.compile(r"^\s*(?:which|what)(?:\s+one)?\s+of\s+(?:the\s+two\s*,?\s*)?(?P<a>[^,?]+?)\s+(?:and|or|vs\.?)\s+"
                           r"(?P<b>[^,?]+?)\s+(?:is|'s|lies|sits|would be)\s+(?P<asked>[^,?]+?)(?P<tail>\s*[,?].*)?$", re.IGNORECASE)


# the two said first: 'A vs B, which lake is bigger and by how much'
_TWO_THEN_WHICH = re.compile(r"^\s*(?P<a>[^,?:;]+?)\s+(?:vs\.?|versus|or)\s+(?P<b>[^,?:;]+?)\s*(?:[,;]|\s[-–—])\s*"
                             r"(?:which|what)(?P<kind>\s+(?-i:[a-z])[\w-]*)??(?:\s+one)?\s+(?:is|'s|lies|sits|would be)\s+"
                             r"(?P<asked>[^,?]+?)(?P<tail>(?:\s*[,?]|\s+and\s+(?=by\b|how\b)).*)?$", re.IGNORECASE)
# the two said after a dash: 'which is the shorter drive - A or B?'
_WHICH_DASH_TWO = re.compile(r"^(?P<asked>.*?\b(?:which|what)\b[^?]*?)\s+[-–—:]\s+(?P<two>[^?]+?\s+or\s+[^?]+\?)", re.IGNORECASE)


def _all_kinds(listed: str, known: Callable[[str], bool]) -> bool:
    """Whether each item of a list in brackets names a kind of place ('huts, hotels, camping': a word of a kind
    will do, 'camping' of 'camping site')."""
    items = [re.sub(r"^(?:and|or)\s+", "", item.strip()) for item in listed.split(",")]
    return all(item and (known(item.casefold()) or lookup(item.casefold()) is not None or
                         any(lookup(f"{item} {head}") is not None for head in ("site", "place"))) for item in items)


def _two_said_apart(question: str, known: Callable[[str], bool]) -> str | None:
    """'A vs B, which lake is bigger and by how much' -> 'A vs B: which lake is bigger, and by how much'; None when
    the question says two places no such way."""
    if (first := _TWO_THEN_WHICH.match(question)) is not None and _COMPARE.search(first["asked"]):
        tail = re.sub(r"^\s*and\s+", ", and ", first["tail"] or "")
        kind = first["kind"] or ""
        # (as the readers take it said with a colon: 'A vs B: which lake is bigger, and by how much?')
        return f"{first['a']} vs {first['b']}: which{kind} is {first['asked']}" + (tail if tail.strip(" ?") else "?")
    return None


def _which_of_two(question: str, known: Callable[[str], bool]) -> str | None:
    """'which of A and B is closer to C, and by how much?' -> 'which is closer to C, A or B, and by how much?';
    'which is the shorter drive - A or B?' -> '..., A or B?' (the dash read as no part of the first place's name)."""
    if (dashed := _WHICH_DASH_TWO.match(question)) is not None and _COMPARE.search(dashed["asked"]):
        return f"{dashed['asked']}, {dashed['two']}{question[dashed.end():]}"
    said = _WHICH_OF_TWO.match(question)
    if said is None or not _COMPARE.search(said["asked"]):
        return None
    tail = (said["tail"] or "").strip()
    return f"which is {said['asked']}, {said['a']} or {said['b']}" + (tail if tail.startswith(",") else "?")


# a place said in a way the readers take only when written plainly, tried in order where a question does not read
# whole: 'the postcode of that empty storefront', 'the road that's under construction', 'the entrance of the car park'
def _measured_by_its_noun(question: str, known: Callable[[str], bool]) -> str | None:
    """'which church has the larger footprint, A or B' -> 'which church is larger, A or B'; None when no measure is
    said as what a place has."""
    plain = _HAS_THE_MEASURE.sub(lambda m: f"{'is' if m['verb'].lower() == 'has' else 'are'} {m['comparative']}",
                                 question, count=1)
    return plain if plain != question else None


_HAS_THE_MEASURE = re.compile(r"\b(?P<verb>has|have)\s+(?:the\s+|a\s+)?(?P<comparative>larger|bigger|smaller|greater)\s+"
                              r"(?:footprint|area|surface(?:\s+area)?|floor\s+area|ground\s+area)\b", re.IGNORECASE)


def _leaving_from(question: str, known: Callable[[str], bool]) -> str | None:
    """'If I leave X, is A or B the shorter drive?' -> 'from X, is A or B the shorter drive?'; None when the question
    starts at no place so said."""
    said = _LEAVING.match(question)
    return f"from {said['place']},{question[said.end():]}" if said is not None else None


_LEAVING = re.compile(r"^\s*(?:if|when|once)\s+(?:i|we|you)\s+(?:leave|leave from|set off from|start (?:from|at|in)|"
                      r"depart(?: from)?|head out from|drive out of|go from)\s+(?P<place>[^,?]+?)\s*,", re.IGNORECASE)


def _kind_as_tagged(question: str, known: Callable[[str], bool]) -> str | None:
    """'the number of sights tagged as attractions' -> 'the number of attractions': the kind is what the map calls
    them; None when no kind is said so."""
    plain = _TAGGED_AS.sub("", question)
    return plain if plain != question else None


_TAGGED_AS = re.compile(r"\b(?-i:[a-z])[\w-]*\s+(?:tagged|marked|mapped|labell?ed|listed|classed|classified)\s+as\s+(?:an?\s+)?"
                        r"(?=(?-i:[a-z]))", re.IGNORECASE)


def _not_on_the_map(question: str, known: Callable[[str], bool]) -> str | None:
    """The question without where a person looks, said before the scope ('what is most common on the map within
    1 km of X'): every answer is from the map; None when it says no such words."""
    plain = _ON_THE_MAP.sub("", question)
    return plain if plain != question else None


_ON_THE_MAP = re.compile(r"\s+(?:on\s+the\s+map|in\s+the\s+(?:map\s+)?data)(?=\s+(?:within|near|around|close\s+to)\b)",
                         re.IGNORECASE)
_PLACES_SAID_PLAINLY: list[Callable[[str, Callable[[str], bool]], str | None]] = [
    _pointed_with_that, _kind_in_a_state, _part_of_a_kind, _named_in_brackets, _not_on_the_map, _two_said_apart,
    _measured_by_its_noun, _leaving_from, _kind_as_tagged]


_ASKING_WORDS = "what|which|where|when|who|how|is|are|do|does|did|can|could|would|will|has|have|should|tell|show|list|find"
_ASKING_FIRST = re.compile(rf"^(?:{_ASKING_WORDS})\b", re.IGNORECASE)


def _asks_as_place(reading: QuestionReading) -> bool:
    """Whether the reading took words that ask for a place ('What distance in metres' of 'we deliver pizza. What
    distance in metres ...' read as a place that delivers): not the question read whole."""
    return any(_ASKING_FIRST.match(p) for p in reading.places)
# What a person says beside the question that only says why it is asked, in the order tried: the question is read
# without it, and it is left out only when that reads whole and the aside reads as nothing the question does not
# already say (no place, kind, attribute, time, way of travel: `_adds_to`). Each shape gives `before`, `aside` and
# `after` (the question is before + after), and whether it is a sentence before the question (tried also when the
# question reads whole).
_ASIDES = [
    # after the question mark: 'can I walk from A to B in 15 minutes? my dog hates long walks'
    (re.compile(r"^(?P<before>[^?]+\?)\s+(?P<aside>(?!(?:" + _ASKING_WORDS + r"|and|or|also|plus|but|then)\b)[^?]+?)"
                r"[.!]*\s*(?P<after>)$", re.IGNORECASE | re.DOTALL), False),
    # a sentence before it: 'my knees aren't great. how many steps does X have?' (or its scope: '... within 500 m
    # of X, are there more A or B')
    (re.compile(r"^(?P<before>)(?P<aside>[^?]+?[.!])\s+(?P<after>(?:(?:" + _ASKING_WORDS + r"|within|near|around|in)\b[^?]+|"
                r"(?-i:[A-ZÀ-ÖØ-Þ])[^?.!]+)\?*)\s*$",
                re.IGNORECASE | re.DOTALL), True),
    # a clause at its end about the person asking: '..., before I commit to it?', '... so we can plan the day'
    (re.compile(r"^(?P<before>.+?)\s*,?\s+(?P<aside>(?:before|so(?: that)?|because|since|as|in case|just so|while)\s+"
                r"(?:i|we|my\s+\w+|our\s+\w+)\b[^?,;]*?)(?P<after>\s*[?.!]*)\s*$", re.IGNORECASE | re.DOTALL), False),
    # a word of emphasis: 'does X open at all in August?'
    (re.compile(r"^(?P<before>.+?)\s+(?P<aside>at\s+all)\b(?P<after>.*)$", re.IGNORECASE | re.DOTALL), False),
]


def _read_or_none(text: str, known: Callable[[str], bool]) -> QuestionReading | None:
    """The reading of a rewrite the question may be, or None when the readers cannot hold it (a phrase the rewrite
    moved, no longer a span of it): the question is then read another way, not refused."""
    try:
        return read(text, known)
    except ValueError:
        return None


def _adds_to(aside: QuestionReading, asked: QuestionReading) -> bool:
    """Whether the aside's reading says something the question's does not: a place, a kind, an attribute, a time,
    another way of travel ('I'm vegan', 'by car though')."""
    # a moment matters to hours only ('can I walk there in 10 min? dinner at 7', 'heading to X tomorrow! how many
    # viewpoints ...': no hours asked)
    if _WISH.match(aside.question) and asked.anchors and not asked.feature:
        return False   # ('craving thai food. is X open on Sunday at 1pm?': the wish, and the place named for it)
    about_hours = asked.attribute == "opening_hours" or asked.open_at or re.search(r"\b(?:open|close[sd]?|shut)\b",
                                                                                   asked.question, re.IGNORECASE)
    moment = aside.open_at and not asked.time_budget_s and about_hours
    said_again = set(re.findall(r"[\w'’-]+", asked.question.casefold()))
    places = [p for p in aside.places if re.search(r"[^\W\d_]", p)   # ('dinner at 7': no place '7')
              # ('heading to X tomorrow. how many ... in X': its name said again; 'we deliver by van. ... does the
              # van cover': a thing said again)
              and not _key_words(p) <= said_again
              # ('trying to decide where to volunteer': what the asker will do there, no place)
              and not re.search(rf"\b(?:where|what|how|when)\s+to\s+{re.escape(p)}\b", aside.question, re.IGNORECASE)]
    if asked.shape == "attribute" and asked.anchors and not asked.feature and _ASKER.search(aside.question) and \
            not any(a.split()[0].casefold() in NO_NAME for a in asked.anchors):   # ('What's ...': no name)
        places = []   # ('we are at X. how high up is Y?': where the asker is; the question names its own place)
    return bool(places or _adds_kind(aside, said_again) or aside.attribute or moment or aside.radius_m or
                aside.time_budget_s or aside.modifier or (aside.travel_mode and aside.travel_mode != asked.travel_mode))


# a wish said as the reason for asking ('craving thai food', 'in the mood for pizza')
_WISH = re.compile(r"^\s*(?:(?:i'?m|i’m|i am|we'?re|we’re|we are|so|really|kinda|kind of)\s+)*(?:craving|fancy(?:ing)?|"
                   r"in the mood for|hungry for|dying for|longing for|up for|feel(?:ing)? like)\b", re.IGNORECASE)


def _key_words(place: str) -> set[str]:
    """The words that say which place a phrase is: its capitalised words (a name), else all of them."""
    words = re.findall(r"[\w'’-]+", place)
    return {w.casefold() for w in words if w[:1].isupper()} or {w.casefold() for w in words}


def _adds_kind(aside: QuestionReading, said_again: set[str]) -> bool:
    """Whether the aside's kind of place is one the question does not say: not the asker saying who they are
    ('Photographer here, ...'), nor the kind the question asks about ('school options for my kids - how many
    schools ...')."""
    if not aside.feature:
        return False
    if re.search(rf"\b{re.escape(aside.feature)}\s+here\b", aside.question, re.IGNORECASE):
        return False
    return not {_stem(w) for w in re.findall(r"[\w'’-]+", aside.feature.casefold())} <= {_stem(w) for w in said_again}


def _stem(word: str) -> str:
    """A word without its plural ending, to compare kinds said once and again ('school', 'schools')."""
    return re.sub(r"(?<=\w\w)(?:es|s)$", "", word)


# a place and a radius as the topic: 'McElderry Garage area, 500m radius: number of ...'
_TOPIC_RADIUS = re.compile(r"^\s*(?:around\s+|near\s+)?(?P<place>(?-i:[A-ZÀ-ÖØ-Þ])[^:?,]{1,60}?)(?:\s+area)?\s*[,(]?\s*"
                           r"(?P<radius>\d+(?:\.\d+)?\s*(?:m|km|metres|meters|kilometres|kilometers))\s*(?:radius)?\)?\s*"
                           r"(?::|\s[-–—])\s*(?P<rest>(?:how many|which|what|number of|count|any|are there|is there)\b.+)$",
                           re.IGNORECASE)
# a kind of place, then 'how many' asked of it: 'restaurants with a phone number in X, how many?'
# a place of any kind said as a pronoun, or any of a kind: whether there is one is asked beside the count
_ANYTHING = re.compile(r"^any(?:thing)?\s", re.IGNORECASE)
_COUNT_LAST = re.compile(r"^\s*(?P<kind>(?!(?:how|which|what|where|when|who|is|are|do|does|can|could)\b)[a-z][^,:;?!]+?)"
                         r"\s*(?:[,:]|\s[-–—]|\?)\s*(?:how many(?:\s+(?:are there|is that|of them))?|"
                         r"(?:(?:give|tell)\s+(?:me\s+)?)?(?:the\s+)?(?:count|number)(?:\s+(?:pls|please|plz))?)"
                         r"\s*[?.!]*\s*$", re.IGNORECASE)   # ('cafes open in X at 9? count pls')
# '..., and how many underground car parks are there altogether?', '..., out of how many?': the count of the kind,
# which a count of those having an attribute says beside it (agent/sentences.py)
_OUT_OF_ALL = re.compile(r"\s*[,;]?\s*(?:(?:and\s+)?out of how many(?:\s+in (?:total|all))?|and\s+how many(?:\s+[a-z][\w' -]*?)?"
                         r"\s+(?:are there|there are|exist|in the data)\s*(?:altogether|in total|in all|overall|all told)?"
                         r"|and\s+how many (?:altogether|in total|in all))\s*[?.!]*\s*$", re.IGNORECASE)
# 'car sharing in X - how many stations are mapped?': the topic said first is what the counted noun is of
_KIND_TOPIC = re.compile(r"^\s*(?P<topic>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)\s+(?P<scope>in\s+(?:the\s+)?"
                         r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]*(?:\s+(?:map\s+)?(?:data|extract))?)\s*(?:[,:]|\s[-–—])\s*"
                         r"(?P<how>how many|number of)\s+(?P<head>[a-z]+)\b(?P<rest>[^?]*)[?.!]*\s*$", re.IGNORECASE)
# a town's kind said as the topic, then 'how many' of them ('Eastbrook florists that list hours: how many ...')
_LISTS_HOURS = r"(?:list|lists|listing|with|having|showing|show|post|posting|publish|publishes|give|gives|state|states)"   # '... that list (their) hours'
_TOWN_KINDS_TOPIC = re.compile(r"^\s*(?P<town>[^\W\d_][\w'’-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]*)?)\s+"
                               rf"(?P<kind>[a-z][\w-]*(?:\s+(?!(?:that|which|open|{_LISTS_HOURS})\b)[a-z][\w-]*)?)"
                               rf"(?:\s+(?:that\s+|which\s+)?{_LISTS_HOURS}\s+"
                               r"(?:their\s+)?(?:opening\s+)?hours(?:\s+listed)?)?"
                               # ('T pubs open on monday at 15:00 - how many': the moment said after 'open')
                               r"(?:\s*,\s*(?P<when>(?:[^,:?]|(?<=\d):(?=\d)){3,40}?)|\s+(?:(?:that|which)\s+(?:are\s+)?)?open\s+"
                               r"(?P<open_when>(?:[^,:?]|(?<=\d):(?=\d)){3,40}?))?\s*(?:[,:]|\s[-–—])\s*how many\b"
                               r"(?!\s+(?:more\s+)?(?:hours|minutes|mins|hrs)\b)"   # ('T pool - how many hours is it open')
                               r"(?P<rest>[^?]*\??.*)$", re.IGNORECASE)   # ('T fast food, thursday 7pm: how many ...')
_OPEN_AT_ALL = re.compile(r"\b(?P<verb>open|opens|opened)\s+(?:at\s+all|on\s+any\s+days?(?:\s+at\s+all)?)\b", re.IGNORECASE)
_OPEN_OR_NOT = re.compile(r"\bopen or (?:closed|shut|not)\b|\b(?:closed|shut) or open\b", re.IGNORECASE)
# 'is the pharmacy nearest X open ...', 'the pharmacy closest to X - open tuesday at 3 am?': whether that one is open
_IS_IT_OPEN = re.compile(r"(?:^|[,;:—]\s*|\.\s+|\s[-–]\s*)(?:is|are|would|will|could)\b.*\bopen\b|"
                         r"\b(?:is|are|would|will|could)\s+(?:it|they)\s+(?:still\s+)?(?:be\s+)?open\b|"
                         r"(?:[-–—:,]|\s[-–]\s)\s*(?:is it |are they |will it be |still )?open\b|"
                         r"\b(?:any chance|what are the chances|do you think|do you know if|is it likely)\b.*\b(?:is|are|will be|would be)"
                         r"\s+(?:still\s+)?open\b", re.IGNORECASE)   # 'any chance the X closest to Y is open?'
# a question, then what its place is, said after it: 'can u pay with bitcoin at su casa? the furniture shop on bond st'
_SAID_AFTER = re.compile(r"^(?P<asked>[^?]+\?)\s+(?:the|a|an|it'?s|its|that'?s|thats)\s+(?!(?:nearest|closest|one)\b)"
                         r"[^?]*?(?<!\?)[.!]*\s*$", re.IGNORECASE | re.DOTALL)
# what a place named is, said in brackets after its name: 'Same Same (the sushi place)', 'Konomi (a japanese place)'
_ASIDE = re.compile(r"(?<=[\w'’.])\s*\((?:(?:the|a|an)\s+[^()\d]{1,40}|not\s+(?:the\s+)?[^()\d]{1,40}?\s+itself|"
                    r"(?P<kinds>(?-i:[a-z])[a-z ]{1,30}(?:,\s*(?:(?:and|or)\s+)?(?-i:[a-z])[a-z ]{1,30}){1,6}))\)",
                    re.IGNORECASE)   # ('the cafe nearest X (not X itself)': the nearest never is X; '(huts, hotels, camping)':
                                     # the kinds a kind said holds, a list in lower case, each word a kind or part of one)
# the town a question is asked in, said after it in brackets: '... its postal code? (Singapore)'
# or after its question mark: '... to the nearest food court? Singapore', '...? Singapore extract.'
# (a town written small is one where no everyday word is: data_scope.town_said)
_TOWN_AFTER = re.compile(r"\s*\((?:in\s+)?(?P<town>(?:(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]+|[^\W\d_]{3,})(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]+)?)\)"
                         r"\s*(?P<end>[?.!]*)\s*$|"
                         r"(?<=\?)\s+(?:in\s+)?(?:the\s+)?(?!(?:thanks|thank|thx|please|pls|cheers|ta|ok|okay|cool|"
                         r"great|sorry|bye|cya|lol|merci|danke)\b)"
                         r"(?P<town_after>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]+)?(?:\s+(?:map\s+)?(?:data|extract))?|"
                         r"[^\W\d_]{3,}\s+(?:map\s+)?(?:data|extract))"
                         # (then maybe a sentence that asks nothing: '...? baltimore. my kid's bow needs rehairing')
                         r"(?P<end_after>)\s*[.!]*(?:(?<=[.!])\s+[^?]*?)?\s*$", re.IGNORECASE)
# the town a place is in, said in brackets after it inside the question: 'the cafe closest to X (Singapore), will it'
_TOWN_BETWEEN = re.compile(r"(?<=\w)\s*\((?:in\s+)?(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]+)?)\)"
                           r"(?=\s*(?:,|;|\s[-–—]\s))")
# 'how far is the closest water taxi stop, and which stop is it?': the place found is named in the answer anyway
_WHICH_IS_IT = re.compile(r"(?:(?:,\s*|\s+)and\s+|[?.!]\s*(?:and\s+)?)(?:which|what)\s+(?:[a-z]+\s+)?(?:one\s+)?"
                          r"(?:is it|is that|is this|would (?:it|that) be)\s*[?.!]*\s*$", re.IGNORECASE)   # ('...? Which bakery is it?')
# a weekday said short before a time of day ('Wed 21:30', 'Mon 08:00', 'sat 9pm'): in full
# ('tues', 'thurs', 'weds', 'fri' are days anywhere; 'sun', 'sat', 'wed', 'mon' only after 'on' or before a time)
_DAYS = {"mon": "Monday", "tue": "Tuesday", "tues": "Tuesday", "wed": "Wednesday", "weds": "Wednesday", "thu": "Thursday",
         "thur": "Thursday", "thurs": "Thursday", "fri": "Friday", "sat": "Saturday", "sun": "Sunday"}
_ONLY_DAYS = ("tues", "weds", "thur", "thurs", "fri")
_SHORT_DAY = re.compile(r"\b(?P<lead>(?:on|this|next|every|until|till|by)\s+)?(?P<day>" + "|".join(_DAYS) +
                        r")\b\.?(?!['’\w-])", re.IGNORECASE)
_TIME_AFTER = re.compile(r"\s+(?:at\s+)?\d{1,2}(?:[:.]\d{2}|\s*[ap]\.?m\b|\b)", re.IGNORECASE)


def _day_said(match: re.Match[str]) -> str:
    """A weekday said short, in full, where it is one ('thurs', 'on sat', 'sun 10am'); any other word as it is."""
    day = match["day"].casefold()
    if day in _ONLY_DAYS or match["lead"] or _TIME_AFTER.match(match.string, match.end()):
        return (match["lead"] or "") + _DAYS[day]
    return match.group(0)
# a time of day written with an 'h' ('23h30', 'at 19h'): with a colon, as the reader reads it ('5h' alone is a duration)
_CLOCK_WITH_H = re.compile(r"\b(?P<h>[01]?\d|2[0-3])h(?P<m>[0-5]\d)\b|\b(?P<lead>at|by|until|till|til|before|after|around|"
                           r"about|from) (?P<hour>[01]?\d|2[0-3])h\b", re.IGNORECASE)


def _clock_said(match: re.Match[str]) -> str:
    return f"{match['h']}:{match['m']}" if match["h"] else f"{match['lead']} {match['hour']}:00"


# a count asked against a number: 'are there more than 6 fast food places within 100m of X?', 'my bet is there are
# more than 10 restaurants within 300 m of X. true? how many exactly'
_THAN = {"more than": "more", "over": "more", "at least": "at_least", "fewer than": "fewer", "less than": "fewer",
         "under": "fewer", "at most": "at_most", "no more than": "at_most"}
_ORDINARY_NUMBER = r"\d+|" + "|".join(w for w in NUMBER_WORDS if not w.startswith(("a", "half")))
# The same check said another way, rewritten to 'are there <cmp> N ...' (a table: the shape, then its rewrite):
# '15 or more restaurants in the X data?', 'does X have at least 8 pubs within 100 m (of it)?'
_THAN_SAID = [
    # 'do the cafes within 200 m of X reach double figures?': ten or more
    (re.compile(r"^\s*(?:do|does|will|would|can)\s+(?:the\s+)?(?P<rest>.+?)\s+(?:reach|hit|make|get (?:in)?to|run (?:in)?to)\s+"
                r"double (?:figures|digits)\s*(?P<end>[?.!].*)?$", re.IGNORECASE),
     lambda m: f"are there at least 10 {m['rest']}{m['end'] or '?'}"),
    (re.compile(r"^\s*(?:are there\s+)?(?P<n>" + _ORDINARY_NUMBER + r")\s+or\s+(?P<more>more|fewer|less)\s+(?P<rest>.+)$",
                re.IGNORECASE),
     lambda m: f"are there {'at least' if m['more'].casefold() == 'more' else 'at most'} {m['n']} {m['rest']}"),
    (re.compile(r"^\s*(?:does|do|has)\s+(?P<place>.+?)\s+(?:have|has|got)\s+(?P<cmp>" + "|".join(_THAN) + r")\s+"
                r"(?P<n>" + _ORDINARY_NUMBER + r")\s+(?P<kind>[^?.!]+?)\s+(?P<within>within|in a radius of|inside)\s+"
                r"(?P<radius>[^?.!]+?)(?:\s+(?:of|around|from)\s+(?:it|itself|there))?\s*(?P<end>[?.!].*)?$", re.IGNORECASE),
     lambda m: f"are there {m['cmp']} {m['n']} {m['kind']} {m['within']} {m['radius']} of {m['place']}{m['end'] or '?'}"),
    # 'does X have two or more parking spots within 750 m?': at least two of them within 750 m of X
    (re.compile(r"^\s*(?:does|do|has)\s+(?P<place>.+?)\s+(?:have|has|got)\s+(?P<n>" + _ORDINARY_NUMBER + r")\s+or\s+"
                r"(?P<more>more|fewer|less)\s+(?P<kind>[^?.!]+?)\s+(?P<within>within|in a radius of|inside)\s+"
                r"(?P<radius>[^?.!]+?)(?:\s+(?:of|around|from)\s+(?:it|itself|there))?\s*(?P<end>[?.!].*)?$", re.IGNORECASE),
     lambda m: f"are there {'at least' if m['more'].casefold() == 'more' else 'at most'} {m['n']} {m['kind']} "
               f"{m['within']} {m['radius']} of {m['place']}{m['end'] or '?'}"),
    # 'within 2 km of X, do the parking spots number more than two?', 'do the cafes within 1 km of X come to over 5?'
    (re.compile(r"^\s*(?:(?P<scope>(?:within|in a radius of|around)\s+[^,?]+?)\s*,\s*)?(?:do|does|will|would)\s+(?:the\s+)?"
                r"(?P<kind>[^?,]+?)\s+(?:number|total|come to|add up to|amount to)\s+(?P<cmp>" + "|".join(_THAN) + r")\s+"
                r"(?P<n>" + _ORDINARY_NUMBER + r")\s*(?P<end>[?.!].*)?$", re.IGNORECASE),
     lambda m: f"are there {m['cmp']} {m['n']} {m['kind']}{' ' + m['scope'] if m['scope'] else ''}{m['end'] or '?'}"),
    # 'I'd say the Eastbrook map holds over 40 benches, true?': a claim about a town, or its map or data
    (re.compile(r"^\s*(?:(?:my bet(?: is)?|i bet|i think|i reckon|i guess|i'?d say|surely)\s*[:,-]?\s*(?:that\s+)?)?"
                r"(?:the\s+)?(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)?)(?:['’]s)?(?P<data>\s+(?:map|data|extract))?\s+"
                r"(?:has|holds|shows|contains|has got)\s+(?P<cmp>" + "|".join(_THAN) + r")\s+(?P<n>" + _ORDINARY_NUMBER +
                r")\s+(?P<kind>[^?.!]+?)\s*(?P<end>[?.!].*)?$", re.IGNORECASE),
     lambda m: f"are there {m['cmp']} {m['n']} {m['kind']} in {m['town']}{' data' if m['data'] else ''}{m['end'] or '?'}"),
    # 'does baltimore have more than 300 traffic signals?': the same asked of a town, written small or not (town_said)
    (re.compile(r"^\s*(?:does|do)\s+(?:the\s+)?(?P<town>[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*)?)(?:['’]s)?"
                r"(?P<data>\s+(?:map|data|extract))?\s+(?:have|hold|show|contain|list)\s+(?P<cmp>" + "|".join(_THAN) + r")\s+"
                r"(?P<n>" + _ORDINARY_NUMBER + r")\s+(?P<kind>[^?.!]+?)\s*(?P<end>[?.!].*)?$", re.IGNORECASE),
     lambda m: f"are there {m['cmp']} {m['n']} {m['kind']} in {town}{' data' if m['data'] else ''}{m['end'] or '?'}"
     if (town := town_said(m["town"])) else ""),
]
# a radius around a place said before the question ('within 2 km of X, ...', 'Within 500 m of the X: ...')
_SCOPE_FIRST = re.compile(r"^\s*(?P<scope>within\s+\d+(?:[.,]\d+)?\s*(?:m|km|metres?|meters?|kilometres?|kilometers?|miles?|mi|"
                          r"yards?|ft|feet)\s+(?:of|from|around)\s+[^,:;?]+?)\s*[,:;]\s*(?P<rest>\S.*)$",
                          re.IGNORECASE | re.DOTALL)
_FIRST_SENTENCE_END = re.compile(r"[?.!](?=\s|$)")
_COUNT_THAN = re.compile(r"^\s*(?:[^?.]*?\b(?:my (?:bet|guess|hunch)(?: is|\s*:)|i bet|i think|i reckon|i guess|surely)\s+)?"
                         # ('more than one playground within 500 m of X?': the fragment asks it too)
                         r"(?:(?:are there|is there|there are|there're|there is|there's|do you have)\s+|(?=(?:more|fewer|less|at least|at most)\s))"
                         r"(?P<cmp>" + "|".join(_THAN) + r")\s+(?P<n>" + _ORDINARY_NUMBER + r")\s+"
                         r"(?!(?:m|km|metres?|meters?|miles?|minutes?|mins?|hours?|hrs?|h|kilomet\w*|percent|per\s+cent|"
                         r"times|%)\b)"
                         r"(?P<rest>(?:[^?.!]|(?<=\d)\.(?=\d))+?)\s*(?:[?.!,]+\s*(?:(?:true|right|correct|am i right|yes or no|or not|(?:and\s+)?how many"
                         r"(?:\s+(?:exactly|are there|is it|there are))?|(?:and\s+)?(?:(?:give|tell)\s+(?:me\s+|us\s+)?|with\s+)?"
                         r"(?:what'?s\s+)?(?:the\s+)?(?:exact\s+|actual\s+)?(?:count|number)(?:\s+(?:please|pls|too))?)\s*[?.!,]*\s*)*)?$",
                         re.IGNORECASE)


def _town_between(question: str) -> re.Match[str] | None:
    """A town in brackets after a kind of place said in lower case ('the shelter (Singapore)'); after a name it may be
    part of the name ('ABQ BioPark (Aquarium)')."""
    said = _TOWN_BETWEEN.search(question)
    before = re.findall(r"[\w'’-]+", question[:said.start()]) if said else []
    return said if before and before[-1][0].islower() else None


# a trip told as where it starts and how it goes on: 'renting a bike at A and cycling (over) to B .. how long'
_TRIP_TOLD = re.compile(r"^[^,.;:?!]*?\bat\s+(?P<a>[^,.;:?!]+?)(?:\s+and|\s*,)\s+(?:then\s+)?"
                        r"(?P<verb>cycling|walking|driving|biking|riding)(?:\s+(?:her|him|them|it|us|the kids?|my \w+))?"
                        r"\s+(?:over\s+|on\s+|across\s+|back\s+)?to\s+(?P<rest>.+)$", re.IGNORECASE | re.DOTALL)
# a trip drawn as an arrow between its two ends (or 'to'): 'bike ride A -> B (baltimore), how long a ride in metres?'
_ARROW_TRIP = re.compile(r"^\s*(?P<how>(?:a\s+)?(?:bike ride|bike|ride|cycle|cycling|biking|walk|walking|drive|driving|on foot|"
                         r"by car|by bike)),?\s+(?=(?-i:[A-Z0-9À-ÖØ-Þ])|the\s)(?P<a>[^,:>→]+?)(?:\s*(?:->|→|=>)\s*|\s+to\s+)(?P<b>[^,:>→?]+?)"
                         r"(?P<rest>\s*(?:[,:?]|\s[-–—]\s).*)$", re.IGNORECASE | re.DOTALL)
# a way of travel said in words, as the verb the rewritten questions use ('by bike', 'riding': cycle)
_TRAVEL_VERB = {**{w: "walk" for w in ("walk", "walking", "on foot", "foot")},
                **{w: "drive" for w in ("drive", "driving", "by car", "car")},
                **{w: "cycle" for w in ("cycle", "cycling", "biking", "riding", "ride", "bike", "bike ride", "by bike")}}
_GERUND = {"walk": "walking", "drive": "driving", "cycle": "cycling"}
# How many of a kind are of a sort, said as a share of them: 'how many of the fast food places in T are burger places?'
# is how many burger fast food places there are in T ("how many of T's K ..." first said as 'of the K in T'). Only
# with a noun for the places after the sort: 'are wheelchair accessible' is a condition the aggregates read.
_SORT_OF_THE_KIND = [
    (re.compile(r"^\s*how many of (?P<town>(?!the\b)[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*)?)['’]s\s+(?P<kind>[a-z][\w -]*?)\s+"
                r"(?=are\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:places|ones|joints|spots|shops)\b)", re.IGNORECASE),
     r"how many of the \g<kind> in \g<town> "),
    (re.compile(r"^\s*how many of (?:the\s+)?(?P<kind>[a-z][\w -]*?)\s+(?P<where>(?:in|within|near|around)\s+[^?]+?)\s+are\s+"
                r"(?P<sort>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:places|ones|joints|spots|shops)\s*(?P<end>[?.!].*)?$",
                re.IGNORECASE), r"how many \g<sort> \g<kind> are there \g<where>?"),
]
# kinds that stand on the street ('the bus stop at A & B', 'the crossing at X'): 'at' is where on it, no town
_STREET_KEYS = frozenset({"highway", "public_transport", "railway"})


def _the_kind_in_the_town(said: re.Match[str]) -> str:
    """'the pool at T' (and what follows it) as 'the pool in T', for a kind that is no attribute and stands on no
    street; else the words as said."""
    kind, town = said["kind"], said.groupdict().get("town") or town_said(said["small"])
    if said.groupdict().get("on") and A_STREET.fullmatch(town):
        return said.group(0)   # 'the bakery on Mill Street': on that street, no town's
    if deterministic.names_a_kind(f"the {kind}") and not _on_the_street(kind) and \
            (asked_attribute(kind) is None or kind.casefold() in deterministic.ONE_PLACE_PLURALS):
        # ('the toilets at T' are the place, though 'toilets' is also what a place may have)
        return f"the {kind} in {town}" + (said.groupdict().get("rest") or "")
    return said.group(0)


def _on_the_street(kind: str) -> bool:
    """Whether a kind of place stands on a street or line (a stop, a crossing, a signal), by its filters' keys."""
    found = lookup(kind)
    return found is not None and any(f.column in _STREET_KEYS for f in found[1])


# 'yes/no +', 'yes or no, plus' said after a question: the yes asked, then what is asked beside it
_YES_NO_PLUS = r"(?:yes\s*/\s*no|yes or no|y/n)\s*,?\s*(?:\+|&|plus\b)\s*"
# a phrase said another way, as the reader reads it plainly (rules as a table): being open ('will it still be
# serving', 'could i get something there'); a comparison said of 'the ... one' ('is A or B the closer one to X')
# the way a trip said by its kind is made ('the road trip', 'the bike ride', 'the walk')
_TRIP_WAY = {"trip": "by car", "drive": "by car", "car": "by car", "walk": "on foot", "hike": "on foot", "stroll": "on foot",
             "bike": "by bike", "cycle": "by bike", "driving": "by car", "by car": "by car", "by road": "by car",
             "walking": "on foot", "on foot": "on foot", "cycling": "by bike", "by bike": "by bike"}
# a way of travelling said in a question ('if I walk in a straight line from A ...')
_TRAVEL_SAID = re.compile(r"\b(?:walk|walking|drive|driving|cycle|cycling|ride|riding|bike|biking)\b", re.IGNORECASE)
# a distance asked as a count of its units ('how many km by road'): how far
_HOW_MANY_KM = re.compile(r"^how many\s+(?:km|kms|kilomet(?:re|er)s|miles)\b", re.IGNORECASE)
_TRIP_END = re.compile(r"\b(?P<prep>from|to)\s+(?P<name>(?-i:[a-zà-þ])[\w'’]*(?:-[\w'’]+)*)(?=\s+(?:to|by|on|via|and)\b|\s*[?,.!]|\s*$)",
                       re.IGNORECASE)


def _trip_end_named(said: re.Match[str]) -> str:
    """A trip's end typed in lower case ('from thingvellir to Eastbrook'), capitalised as the readers take a name;
    an everyday word ('from here', 'to town') stays as it is."""
    name = town_said(said["name"]) if said["name"][:1].isalpha() else None
    return said.group(0) if name is None else f"{said['prep']} {name}"


# 'above 780 m' said of places of a kind: higher than it (the aggregates read a height so)
_ABOVE_A_HEIGHT = re.compile(r"^(?:above|over)(?=\s+\d)", re.IGNORECASE)


# 'of the peaks within 6 km of X, ...': the places of a kind in a scope, said first
_OF_THE_KIND_IN_A_SCOPE = (r"^\s*(?:of|among|out\s+of)\s+(?:all\s+)?the\s+(?P<kind>(?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*)?)\s+"
                           r"(?P<scope>(?:within|in|near|around)\s+[^,?]+?)\s*,\s*")


# the words that put a figure above another ('over 900 m', 'higher than 780 m')
_OVER_A_FIGURE = r"(?:over|above|higher\s+than|taller\s+than|more\s+than|at\s+least)"
# how a trip compared is said: 'longer' is further
_FURTHER_SAID = {"longer": "further", "shorter": "closer"}
_SAID_PLAINLY = (# 'standing on X, is A or B nearer?': from X (where the asker stands)
                 # (standing at, by or outside a place: the readers of a scene read it)
                 (re.compile(r"^\s*(?:(?:i'?m|we'?re|i am|we are)\s+)?(?:standing|sitting|waiting|parked)\s+(?:on\s+top\s+of|"
                             r"up\s+on|on|atop)\s+(?:the\s+)?(?P<place>[^,:?]+?)\s*[,:]\s*"
                             r"(?P<rest>is\s+[^?]+?\s+or\s+[^?]+?\s+(?:nearer|closer|further|farther)\b.*)$", re.IGNORECASE),
                  r"from \g<place>, \g<rest>"),
                 # 'how many more metres would I climb on A compared to B': how much higher A is than B
                 (re.compile(r"^\s*how\s+many\s+more\s+(?:metres|meters|m|feet|ft)\s+(?:would|will|do|did|could|should)\s+"
                             r"(?:i|we|you|one)\s+(?:climb|ascend|gain|go\s+up)(?:\s+(?:on|up))?\s+(?P<a>[^?]+?)\s+"
                             r"(?:compared\s+(?:to|with)|than(?:\s+(?:on|up))?|versus|vs\.?)\s+(?P<b>[^?]+?)\s*[?.!]*\s*$",
                             re.IGNORECASE),
                  r"how much higher is \g<a> than \g<b>?"),
                 # 'how many metres separate A and B in elevation', 'A and B, how many metres apart in height?': the
                 # difference of the two figures
                 (re.compile(r"^\s*(?:how\s+(?:many\s+(?:metres|meters|m|feet|ft)|much|far)\s+(?:separates?|lies?\s+between|"
                             r"(?:is|are)\s+there\s+between)|what\s+separates)\s+(?:the\s+)?(?P<a>[^?]+?)\s+and\s+(?:the\s+)?"
                             r"(?P<b>[^?]+?)\s+in\s+(?P<m>elevation|height|altitude)\s*[?.!]*\s*$", re.IGNORECASE),
                  r"what is the difference in \g<m> between \g<a> and \g<b>?"),
                 (re.compile(r"^\s*(?:the\s+)?(?P<a>[^,?]+?)\s+and\s+(?:the\s+)?(?P<b>[^,?]+?)\s*[,:-]?\s+how\s+(?:many\s+"
                             r"(?:metres|meters|m|feet|ft)|far)\s+apart\s+(?:are\s+they\s+)?in\s+(?P<m>elevation|height|altitude)"
                             r"\s*[?.!]*\s*$", re.IGNORECASE),
                  r"what is the difference in \g<m> between \g<a> and \g<b>?"),
                 # 'compared to B, how many more metres up is A?', 'by how much (if at all) does A top B': how much
                 # higher A is
                 (re.compile(r"^\s*(?:compared\s+(?:to|with)|next\s+to|against|versus|vs\.?)\s+(?:the\s+)?(?P<b>[^,?]+?)\s*,\s*"
                             r"how\s+(?:many\s+(?:more\s+)?(?:metres|meters|m|feet|ft)|much)\s+(?:higher|taller|more)?\s*(?:up\s+)?"
                             r"(?:is|does)\s+(?:the\s+)?(?P<a>[^?]+?)(?:\s+(?:rise|reach|go\s+up|stand))?\s*[?.!]*\s*$", re.IGNORECASE),
                  r"how much higher is \g<a> than \g<b>?"),
                 (re.compile(r"^\s*(?:by\s+)?how\s+(?:much|many\s+(?:metres|meters|m|feet|ft))\s+(?:\((?:if\s+at\s+all|if\s+any)\)\s+)?"
                             r"(?:does|do)\s+(?:the\s+)?(?P<a>[^?]+?)\s+(?:top|beat|tower\s+over|rise\s+above|outdo|exceed|"
                             r"stand\s+above|overtop)\s+(?:the\s+)?(?P<b>[^?]+?)(?:\s+by)?\s*[?.!]*\s*$", re.IGNORECASE),
                  r"how much higher is \g<a> than \g<b>?"),
                 # 'in a 6 km radius of X': within 6 km of it
                 (re.compile(r"\bin\s+an?\s+(?P<r>\d[\d.,]*\s*(?:km|kilometres?|kilometers?|m|metres?|meters?|miles?|mi))\s+"
                             r"radius\s+(?:of|around|from)\s+", re.IGNORECASE),
                  r"within \g<r> of "),
                 # 'X hut - lowest peak in an 8 km radius?': within 8 km of X
                 (re.compile(r"^\s*(?P<x>(?-i:[A-ZÀ-ÖØ-Þ])[^:?,–—]{0,60}?)\s*(?:[,:]|\s[-–—])\s*(?P<rest>[^?]*?)\s+in\s+an?\s+"
                             r"(?P<r>\d[\d.,]*\s*(?:km|kilometres?|kilometers?|m|metres?|meters?|miles?|mi))\s+radius"
                             r"(?P<end>\s*[?.!]*)\s*$", re.IGNORECASE),
                  r"\g<rest> within \g<r> of \g<x>\g<end>"),
                 # '... within 4 km of X (not counting X)': the place measured from is never among them anyway
                 (re.compile(r"\s*\((?:not\s+counting|excluding|except(?:\s+for)?|other\s+than|besides|apart\s+from|"
                             r"leaving\s+out)\s+(?:the\s+)?(?P<x>[^()]+?)(?:\s+itself)?\)", re.IGNORECASE),
                  lambda m: "" if m["x"].casefold() in ("it", "itself") or
                  m["x"].casefold() in m.string[:m.start()].casefold() else m.group(0)),
                 # 'around X, which peak within 6 km is the highest': within 6 km of X
                 (re.compile(r"^\s*(?:around|near|from)\s+(?:the\s+)?(?P<x>(?-i:[A-ZÀ-ÖØ-Þ])[^,:?]{0,60}?)\s*[,:]\s*(?P<rest>[^?]*?\bwithin\s+"
                             r"(?:\d[\d.,]*|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:km|kilometres?|kilometers?|m|"
                             r"metres?|meters?|miles?|mi)\b)(?!\s+(?:of|from|around)\b)(?P<tail>.*)$", re.IGNORECASE),
                  lambda m: m.group(0) if len(re.findall(r"\bwithin\b", m.group(0), re.IGNORECASE)) > 1 else
                  f"{m['rest']} of {m['x']}{m['tail']}"),   # (each distance of several: arithmetic._radii_of_the_lead)
                 # 'which peak is the highest within 6 km of X': which one there is the highest
                 (re.compile(r"^\s*which\s+(?P<k>(?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*)?)\s+is\s+the\s+(?P<sup>highest|lowest|"
                             r"tallest)\s+(?P<scope>within\s+[^?]+?)(?P<tail>\s*(?:,\s*and\s+how\s+high\s+is\s+it)?\s*[?.!]*)\s*$",
                             re.IGNORECASE),
                  r"which \g<k> \g<scope> is the \g<sup>\g<tail>"),
                 # 'the least high peak', 'the loftiest peak', 'top peak in ...': the lowest, the highest
                 (re.compile(r"\bleast\s+(?:high|tall)\b", re.IGNORECASE), "lowest"),
                 (re.compile(r"\bloftiest\b|^\s*top(?=\s+(?:peak|mountain|summit|hill|volcano)\b)", re.IGNORECASE), "highest"),
                 # 'do any peaks top 900 m': are any over 900 m
                 (re.compile(r"\bdo\s+any\s+(?P<k>(?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*)?)\s+(?:top|exceed|pass|go\s+over|"
                             r"rise\s+above|reach\s+above)\s+(?=\d)", re.IGNORECASE),
                  r"are any \g<k> over "),
                 # 'of the peaks within 6 km of X how many are unnamed': the scope said first ends before the question
                 (re.compile(r"^(?P<of>\s*(?:of|among|out\s+of)\s+(?:all\s+)?the\s+(?:(?!\b(?:that|which|who|what)\b)[^,?])+?"
                             r"\b(?:within|in|near|around)\s+(?:(?!\b(?:that|which|who|what)\b)[^,?])+?)"
                             r"\s+(?=(?:how\s+many|are\s+any|is\s+any)\b)", re.IGNORECASE),
                  r"\g<of>, "),
                 # 'X - how many metres above sea level?': its elevation
                 (re.compile(r"^\s*(?:the\s+)?(?P<x>[^–—:,?]+?)\s*(?:[,:]|\s[-–—])\s*how\s+(?:many\s+(?:metres|meters|m|feet|ft)|high)"
                             r"(?:\s+is\s+it)?\s+above\s+(?:the\s+)?sea\s*level\s*[?.!]*\s*$", re.IGNORECASE),
                  r"what is the elevation of \g<x>?"),
                 # 'starting at X is A or B closer by car': from X, which of A and B is closer
                 (re.compile(r"^\s*(?:starting|setting\s+off|leaving)\s+(?:at|from)\s+(?:the\s+)?(?P<x>[^,:?]+?)\s*,?\s+"
                             r"(?P<rest>is\s+[^?]+?\s+or\s+[^?]+?\s+(?:nearer|closer|further|farther)\b.*)$", re.IGNORECASE),
                  r"from \g<x>, \g<rest>"),
                 # 'difference between the number of K within R of A and the number (of L) within R2 of B': the two
                 # counts compared
                 (re.compile(r"^\s*(?:what(?:'s|\s+is)\s+)?(?:the\s+)?difference\s+between\s+the\s+(?:number|count)\s+of\s+"
                             r"(?P<k>[^?]+?)\s+(?P<s1>within\s+[^?]+?)\s+and\s+the\s+(?:number|count)(?:\s+of\s+(?P<l>[^?]+?))?\s+"
                             r"(?P<s2>within\s+[^?]+?)\s*[?.!]*\s*$", re.IGNORECASE),
                  lambda m: f"are there more {m['k']} {m['s1']} or {m['l'] or m['k']} {m['s2']}?"),
                 # 'K within R of A vs L within R2 of B - which count is bigger and by how many?': the same
                 (re.compile(r"^\s*(?P<a>[^?]+?\bwithin\s+[^?]+?)\s+(?:vs\.?|versus|compared\s+(?:to|with)|against)\s+"
                             r"(?P<b>[^?]+?\bwithin\s+[^?]+?)\s*(?:[-–—,:]\s*)(?:which\s+(?:count\s+|number\s+|one\s+)?is\s+"
                             r"(?:bigger|larger|higher|greater)|which\s+has\s+more|how\s+many\s+more|what(?:'s|\s+is)\s+the\s+"
                             r"difference|difference)\b.*$", re.IGNORECASE),
                  r"are there more \g<a> or \g<b>?"),
                 # 'total count of K within R1 and L within R2 of X': both counts around X, summed
                 (re.compile(r"^\s*(?:what(?:'s|\s+is)\s+)?(?:the\s+)?(?:total|combined|overall)\s+(?:count|number)\s+of\s+"
                             r"(?P<k>(?-i:[a-z])[\w -]*?)\s+within\s+(?P<r1>[^,?]+?)\s+(?:and|plus)\s+(?P<l>(?-i:[a-z])[\w -]*?)\s+"
                             r"within\s+(?P<r2>[^,?]+?)\s+(?:of|from|around)\s+(?:the\s+)?(?P<x>[^?]+?)\s*[?.!]*\s*$", re.IGNORECASE),
                  r"around \g<x>: \g<k> within \g<r1> plus \g<l> within \g<r2>, how many altogether?"),
                 # 'if we walk from A to B and on to C in straight lines, how far altogether': the legs as the crow flies
                 (re.compile(r"^\s*if\s+(?:we|i|you)\s+(?:walk|hike|go|walked|hiked|went)\s+from\s+(?P<a>[^?]+?)\s+to\s+"
                             r"(?P<b>[^?]+?)\s+and\s+(?:then\s+)?on\s+to\s+(?P<c>[^?]+?)\s+in\s+(?:a\s+)?straight\s+lines?\s*,?\s*"
                             r"how\s+far(?:\s+(?:altogether|in\s+total|all\s+told))?\s*[?.!]*\s*$", re.IGNORECASE),
                  r"how far is it from \g<a> to \g<b> and then on to \g<c>?"),
                 # 'driving up to A from B where we're staying - road distance?': the trip from B to A
                 (re.compile(r"^\s*(?P<way>driving|walking|cycling|biking|heading|going)\s+(?:up\s+|down\s+|over\s+|out\s+)?to\s+"
                             r"(?:the\s+)?(?P<b>[^,?]+?)\s+from\s+(?:the\s+)?(?P<a>[^,?]+?)(?:\s+where\s+(?:we|i)(?:'re|'m|\s+are|\s+am)"
                             r"\s+staying)?\s*(?:[-–—,:]\s*|\s+)(?:(?:road|driving|walking)\s+distance|how\s+far|distance)\b[^?]*\??\s*$",
                             re.IGNORECASE),
                  lambda m: f"how far is it{way_said(m['way'], otherwise='drive')} from {m['a']} to {m['b']}?"),
                 # 'leaving A by car - B or C, which one's closer to drive to?', 'A: B vs C, which is the nearer drive':
                 # from A, which of B and C
                 (re.compile(r"^\s*(?:(?:leaving|starting(?:\s+out)?|setting\s+off|heading\s+out)\s+(?:from\s+)?)?(?P<a>[^-–—,:?]+?)"
                             r"(?P<car>\s+by\s+car|\s+on\s+foot)?\s*(?:[,:]|\s[-–—])\s*(?P<b>[^,?]+?)\s+(?:or|vs\.?|versus)\s+"
                             r"(?P<c>[^,?]+?)\s*,\s*which(?:\s+one)?(?:'s|’s|\s+is)\s+(?:the\s+)?(?P<cmp>closer|nearer|further|farther)"
                             r"(?:\s+(?:to\s+)?(?P<way>drive|walk|cycle|bike)(?:\s+to)?)?\b[^?]*\??\s*$", re.IGNORECASE),
                  lambda m: m.group(0) if not (m["way"] or m["car"]) else
                  f"from {m['a']}, which is {m['cmp']} to {m['way'] or ('walk' if 'foot' in m['car'] else 'drive')}"
                  f" to: {m['b']} or {m['c']}?"),   # (no way of going said: read as it is, a straight line)
                 # 'the drive A -> B', 'the walk A - B': the trip from A to B
                 (re.compile(r"\bthe\s+(?P<way>drive|walk|ride|cycle|trip|journey)\s+(?!from\b)(?:the\s+)?(?P<a>[^?,:>→]+?)\s*"
                             r"(?:->|→|=>|\s[-–—]\s|\s+to\s+)\s*(?:the\s+)?(?P<b>[^?,:>→]+?)(?P<end>\s*[?.!]*\s*)$", re.IGNORECASE),
                  r"the \g<way> from \g<a> to \g<b>\g<end>"),
                 # 'total km by car for A -> B -> C?', 'straight-line total for A -> B -> C': the two legs, summed
                 (re.compile(r"^\s*(?P<lead>[^?>→]*?\b(?:total|far|distance|km|kilometres|kilometers|miles|metres|meters|"
                             r"altogether|combined)\b[^?>→:]*?)(?:\s+for\s+|\s*:\s*)(?:the\s+)?(?P<a>[^?:>→]+?)\s*(?:->|→|=>|\s+to\s+)\s*"
                             r"(?:the\s+)?(?P<b>(?:(?!\b(?:and|from)\b)[^?>→.])+?)\s*(?:->|→|=>|\s+to\s+)\s*(?:the\s+)?"
                             r"(?P<c>[^?>→.]+?)\s*[?.!]*\s*$", re.IGNORECASE),
                  lambda m: f"how far is it from {m['a']} to {m['b']} and then on to {m['c']}{way_said(m['lead'])}?"),
                 # 'total straight-line distance: A to B plus B to C?': the sum the rest says
                 (re.compile(r"^\s*(?:the\s+)?(?:total|combined|overall)\s+(?:straight[- ]line\s+|crow[- ]flies\s+)?"
                             r"(?:distance|km|length)\s*[:,–—-]\s*(?P<rest>[^?]+?\bplus\b[^?]+\??)\s*$", re.IGNORECASE),
                  r"\g<rest>"),
                 # 'is the highest peak within 10 km of X over 900 m?': whether any peak there is
                 (re.compile(r"^\s*is\s+the\s+(?:highest|tallest)\s+(?P<kind>(?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*)?)\s+"
                             r"(?P<scope>(?:within|in|near|around)\s+[^?]+?)\s+(?:one\s+)?(?P<over>" + _OVER_A_FIGURE +
                             r"\s+\d[\d.,]*\s*(?:m|metres|meters)\b.*)$", re.IGNORECASE),
                  lambda m: f"are any {plural(m['kind'])} {m['scope']} {m['over']}"),
                 # 'from A, which is closer to drive to: B or C?': which is closer, the trip made by car
                 (re.compile(r"^\s*from\s+(?P<a>[^,:?]+?)\s*,\s*which(?:\s+one)?\s+is\s+(?P<cmp>closer|nearer|further|farther)"
                             r"\s+to\s+(?P<way>drive|walk|cycle|bike)(?:\s+to)?(?P<rest>\s*[:,]?\s+[^?]+?\s+or\s+[^?]+\??)\s*$", re.IGNORECASE),
                  lambda m: f"from {m['a']} {_TRIP_WAY[m['way'].casefold()]}, which is {m['cmp']}{m['rest']}"),
                 # 'is it further from A to B or to C (by car)?': which of B and C is further from A
                 (re.compile(r"^\s*(?:is|would)\s+it\s+(?:be\s+)?(?P<cmp>further|farther|closer|nearer|shorter|longer)\s+"
                             r"(?:to\s+(?P<way>drive|walk|cycle|bike)\s+)?from\s+(?P<a>[^,?]+?)\s+to\s+(?P<b>[^,?]+?)\s+or\s+"
                             r"(?:(?:from\s+(?P=a)\s+)?to\s+)(?P<c>[^,?]+?)(?P<how>\s*,?\s*(?:by car|by road|on foot|by bike|"
                             r"driving|walking|cycling))?\s*[?.!]*\s*$", re.IGNORECASE),
                  lambda m: f"is {m['b']} or {m['c']} "
                            f"{_FURTHER_SAID.get(m['cmp'].casefold(), m['cmp'])} from {m['a']}"
                            f"{' ' + _TRIP_WAY.get((m['way'] or (m['how'] or '').strip(' ,')).casefold(), '')}".rstrip() + "?"),
                 # 'of the peaks within 4 km of X, which one is the highest': which peak within 4 km of X is
                 (re.compile(_OF_THE_KIND_IN_A_SCOPE + r"(?:which|what)(?:\s+one)?\s+"
                             r"(?P<rest>(?:is|sits|stands|lies)\s+(?:the\s+)?(?:highest|tallest|biggest|largest|longest|deepest|"
                             r"lowest|smallest|shortest|oldest|nearest|closest|furthest|farthest)\b[^?]*)", re.IGNORECASE),
                  lambda m: f"which {m['kind']} {m['scope']} {m['rest']}"),
                 # 'of the peaks within 6 km of X, are any above 780 m? how many': any of them over the figure
                 (re.compile(_OF_THE_KIND_IN_A_SCOPE + r"(?:are|is)\s+(?:there\s+)?any(?:\s+of\s+them)?\s+"
                             r"(?P<over>" + _OVER_A_FIGURE + r"\s+\d)", re.IGNORECASE),
                  lambda m: f"are any {m['kind']} {m['scope']} {_ABOVE_A_HEIGHT.sub('higher than', m['over'])}"),
                 # 'which is the highest, and how high': the answer says its figure
                 (re.compile(r"\b(?P<sup>highest|tallest|biggest|largest|longest|deepest)\s*,?\s+and\s+how\s+(?:high|tall|big|"
                             r"large|long|deep)(?:\s+is\s+(?:it|that|that\s+one))?(?=\s*[?.!]*\s*$)", re.IGNORECASE),
                  r"\g<sup>"),
                 # 'and how long to drive there': how long it takes (the later clause reads it so)
                 (re.compile(r"\bhow (?P<how>long|far) (?:is it |would it be |will it be )?to (?P<verb>drive|walk|cycle|bike|get|go) "
                             r"(?P<where>there|to it|to them)\b", re.IGNORECASE),
                  lambda m: f"how {m['how']} does it take to {m['verb']} {m['where']}" if m["how"].casefold() == "long" else
                  f"how far is it to {m['verb']} {m['where']}"),
# 'the quickest route by car from A to B': the trip that way (its length and time; a way of travel said)
                 (re.compile(r"^\s*(?:what(?:['’]s|s|\s+is)\s+|show\s+me\s+|give\s+me\s+)?(?:the\s+)?(?:quickest|fastest|"
                             r"shortest|best)\s+(?:route|way|road|path)\s+(?P<rest>(?=[^?]*\b(?:by car|by road|driving|on foot|"
                             r"walking|by bike|cycling)\b)(?:by car|by road|driving|on foot|walking|by bike|cycling|from|to)\b[^?]+?)"
                             r"\s*[?.!]*\s*$", re.IGNORECASE),
                  lambda m: f"how far is it {m['rest']}?"),
# 'is A within walking distance of B', 'is A walkable from B': a walk of WALKING_DISTANCE_MIN at most
                 # (the answer says the minutes it took walking distance as)
                 (re.compile(r"^\s*(?:is|are)\s+(?P<a>.+?)\s+(?:(?:with)?in\s+(?:(?:easy|a|an)\s+)?walking\s+distance|"
                             r"(?:easily\s+)?walkable)\s+(?:of|from|to)\s+(?P<b>[^?]+?)\s*[?.!]*\s*$", re.IGNORECASE),
                  lambda m: f"can I walk from {m['b']} to {m['a']} in {WALKING_DISTANCE_MIN} minutes?"),
                 # 'the peak X, next to the hut of the same name': the hut X, near which the peak X is
                 (re.compile(r"(?:\s*,\s*|\s+)(?:right\s+)?(?:next to|beside|by|near|below|above)\s+the\s+"
                             r"(?P<kind>(?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*)?)\s+(?:of|with|bearing)\s+the\s+same\s+name\b",
                             re.IGNORECASE), _same_name),
                 # 'how far apart are the two lighthouses A and B': the two named places, their kind said before them
                 (re.compile(r"\bthe\s+(?:two|2|both)\s+(?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*)?\s+"
                             r"(?=(?-i:[A-ZÀ-ÖØ-Þ])[^?]*\s(?:and|&)\s+(?:the\s+)?(?-i:[A-ZÀ-ÖØ-Þ]))", re.IGNORECASE), ""),
                 # 'how far is it from thingvellir to Eastbrook': a trip's end typed small is a name all the same
                 (re.compile(r"^(?=[^?]*\b(?:how far|how long|drive|walk|ride|trip|route|distance|directions|cycle)\b)"
                             r"[^?]*\b(?:from|to)\s+(?-i:[a-zà-þ])[^?]*", re.IGNORECASE),
                  lambda m: _TRIP_END.sub(_trip_end_named, m.group(0))),
                 # 'X, the Y centre: is it open round the clock?': a name, what it is said after it, then the question
                 # about it (the description only says what X is)
                 (re.compile(r"^\s*(?!(?:in|at|on|near|from|by|for|to|the|a|an|my|our|so|and|also|then|ok|hi|hey)\b)"
                             r"(?P<name>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*){0,3}),\s+(?:the|a|an)\s+"
                             r"(?![^,:;?]*\b(?:nearest|closest|biggest|largest|smallest|oldest|next|near|by|beside|in|at)\b)"
                             r"[^,:;?]{2,50}?\s*(?::|\s[-–—]\s)\s*(?=[^?]*\b(?:it|its)\b)", re.IGNORECASE), r"\g<name>: "),
                 # 'T has one postbox - which company runs it?': the one of that kind in T, asked about
                 (re.compile(r"^\s*(?:(?:in|on)\s+)?(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)?)\s+"
                             r"(?:has|has got|only has|has only|has just)\s+(?:one|a single|just one|only one|1)\s+"
                             r"(?P<kind>[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s*(?:[-–—,:;.!]\s*|\s+and\s+)"
                             r"(?P<before>[^?]*?\b)(?P<it>it|its)\b(?P<after>[^?]*\??)\s*$", re.IGNORECASE),
                  lambda m: (f"{m['before']}the {m['kind']} in {m['town']}{m['after']}" if m["it"].casefold() == "it" else
                             f"{m['before']}the {m['kind']} in {m['town']}'s{m['after']}")
                  if deterministic.names_a_kind(f"the {m['kind']}") else m.group(0)),
                 # 'we're leaving A for B tomorrow morning. how far by car?': the trip the sentence before says
                 (re.compile(r"^\s*(?:(?:we|i)(?:'re|’re|'m|’m|\s+are|\s+am|'ll be|’ll be|\s+will be)\s+)?(?:leaving|setting off from|"
                             r"heading out of|starting (?:out )?(?:from|in)|driving (?:out )?from)\s+(?P<a>[^.!?]+?)\s+(?:for|to|towards)\s+"
                             r"(?P<b>[^.!?]+?)(?:\s+(?:tomorrow|today|tonight|this|next|on|at|in the|early|later)\b[^.!?]*)?\s*[.!]+\s+"
                             r"(?P<rest>how (?:far|long|many\s+(?:km|kms|kilomet(?:re|er)s|miles))\b[^?]*?)\s*,?(?P<end>\s+and\s+[^?]*)?"
                             r"\?*\s*$", re.IGNORECASE),
                  lambda m: f"{_HOW_MANY_KM.sub('how far', m['rest'].rstrip())} from {m['a']} to {m['b']}"
                            f"{',' + m['end'] if m['end'] else ''}?"),
                 # 'how far is it by car from A to B, and roughly how long will it take?': the trip's time, which says
                 # its length too
                 (re.compile(r"^\s*how far(?: is it)?(?P<mode>\s+(?:by car|by road|on foot|by bike|driving|walking|cycling))?\s+"
                             r"(?:is it\s+)?from\s+(?P<a>[^?]+?)\s+to\s+(?P<b>[^?]+?)\s*,?\s+and\s+(?:roughly\s+|about\s+|"
                             r"approximately\s+)?how long (?:(?:does|will|would) (?:it|that|the (?:drive|trip|walk|ride|journey)) take"
                             r"(?:\s+(?:me|us))?|(?:should|shall|do|must|would) (?:we|i|you) (?:plan|allow|budget|reckon)(?: for)?)"
                             r"\s*\?*\s*$", re.IGNORECASE),
                  lambda m: f"how long does it take{m['mode'] or ''} from {m['a']} to {m['b']}?"),
                 # 'road distance A -> B?', 'car route A -> B, distance please', 'driving distance A to B': how far it
                 # is that way from A to B
                 (re.compile(r"^\s*(?P<how>road|driving|drive|car|walking|walk|cycling|bike)\s+(?:distance|route)(?:\s+(?:please|pls))?\s*[:,]?\s*"
                             r"(?:from\s+)?(?P<a>(?:(?!\bfrom\b)[^?>→,])+?)\s*(?:->|→|-->|—>|\s+to\s+)\s*(?P<b>[^?>→,]+?)"
                             r"(?:\s*[,:;-]\s*(?:what\s+)?(?:the\s+)?(?:distance|how far)(?:\s+(?:please|pls))?)?\s*\??\s*$", re.IGNORECASE),
                  lambda m: f"how far is it {_BY_WAY[m['how'].casefold()]} from {m['a']} to {m['b']}?"),
                 # 'A to B by car, how long does it take?', 'on foot from A to B: distance and roughly how long?': the
                 # trip that way (its answer says both the distance and the time)
                 (re.compile(r"^\s*(?:from\s+)?(?P<a>[^,?:]+?)\s+to\s+(?P<b>[^,?:]+?)\s+(?P<how>by car|by road|on foot|by bike)\s*"
                             r"[,:;-]\s*how long(?:\s+(?:does|will|would)\s+(?:it|that)\s+take)?\s*\??\s*$", re.IGNORECASE),
                  r"how long does it take \g<how> from \g<a> to \g<b>?"),
                 (re.compile(r"^\s*(?P<how>by car|by road|on foot|by bike)\s+from\s+(?P<a>[^?:]+?)\s+to\s+(?P<b>[^?:]+?)\s*[,:;-]\s*"
                             r"(?:the\s+)?(?:distance|how far)\s+and\s+(?:roughly\s+|about\s+|approximately\s+)?"
                             r"(?:how long|the time)(?:\s+(?:it\s+)?takes)?\s*\??\s*$", re.IGNORECASE),
                  r"how long does it take \g<how> from \g<a> to \g<b>?"),
                 # 'walking directions to X': how far it is that way to X (from where the question says it starts)
                 (re.compile(r"^[\s.,;:!-]*(?P<how>walking|driving|cycling)\s+(?:directions|route)\s+to\s+(?P<b>[^?]+?)\s*\??\s*$",
                             re.IGNORECASE),
                  lambda m: f"how far is it {_BY_WAY[m['how'].casefold()]} to {m['b']}?"),
                 # 'from X, is Y within a 15 minute walk?': whether Y is within that walk of X
                 (re.compile(r"^\s*(?:starting\s+)?from\s+(?P<a>[^,?]+?)\s*,\s*(?:is|are)\s+(?P<b>[^?]+?)\s+(?P<within>within\s+(?:an?\s+)?"
                             r"(?:\d+|[a-z]+)[- ]?(?:min(?:ute)?s?|hours?)\s+(?:walk|drive|ride|bike ride|cycle|stroll))\s*\?*\s*$",
                             re.IGNORECASE), r"is \g<b> \g<within> of \g<a>?"),
                 # 'around X (2.5 km), how many places have a phone number?': within that radius of X
                 (re.compile(r"^\s*(?:around|near|close to)\s+(?P<place>[^(,?]+?)\s*\(\s*(?P<r>\d+(?:[.,]\d+)?\s*(?:m|km|metres?|"
                             r"meters?|kilomet(?:re|er)s?))\s*\)\s*[,:]?\s*(?P<rest>\S[^?]*\?*)\s*$", re.IGNORECASE),
                  r"within \g<r> of \g<place>, \g<rest>"),
                 # 'anywhere to take money out within 1 km of X?': the question it is the end of
                 (re.compile(r"^\s*(?P<asked>(?:anywhere|somewhere)\s+to\s+[^?]+?\s+(?:within|near|around|close to)\s+[^?]+?)\s*\?+\s*$",
                             re.IGNORECASE), lambda m: f"is there {m['asked'][:1].lower()}{m['asked'][1:]}?"),
                 # 'can I get cash out anywhere within 1 km of X?': whether there is anywhere to do it there
                 (re.compile(r"^\s*(?:can|could)\s+(?:i|we|you|one)\s+(?P<purpose>(?-i:[a-z])[\w'-]*(?:\s+(?-i:[a-z])[\w'-]*){0,3}?)\s+"
                             r"(?:anywhere|somewhere)\s+(?P<scope>(?:within|near|around|close to|in|at)\s+[^?]+?)\s*\?*\s*$",
                             re.IGNORECASE), r"is there anywhere to \g<purpose> \g<scope>?"),
                 # 'how many km is the road trip from A to B?', 'how long is the walk from A to B': how far it is that way
                 (re.compile(r"^\s*(?:(?:roughly|about|approximately|approx\.?|around)\s+)?how (?:many\s+(?:km|kms|kilomet(?:re|er)s|miles)|far|long) is (?:the|a|our|my|that) "
                             r"(?P<trip>road trip|drive|car trip|car journey|car ride|walk|hike|stroll|bike ride|cycle|bike trip)\s+(?:from\s+)?"
                             r"(?P<a>[^?]+?)\s+(?-i:to)\s+(?P<b>[^?]+?)\s*(?P<end>\?.*)?$", re.IGNORECASE),
                  lambda m: f"how far is it {_TRIP_WAY[m['trip'].split()[-1 if m['trip'].startswith('road') else 0].casefold()]} "
                            f"from {m['a']} to {m['b']}{m['end'] or '?'}"),
                 # 'any chance the X toilets are open on the 25th?': whether they are
                 (re.compile(r"^\s*(?:(?:is there )?any|what are the|what'?s the) chances?\s+(?:that\s+)?(?P<subject>[^?]+?)\s+"
                             r"(?P<verb>is|are|will be|would be)\s+(?P<rest>[^?]+\??.*)$", re.IGNORECASE),
                  lambda m: f"{m['verb'].split()[0]} {m['subject']} {m['verb'].split()[1] + ' ' if ' ' in m['verb'] else ''}"
                            f"{m['rest']}"),
                 # 'heading up to X - if I need the toilets there at 4 am, are they open?': the toilets at X
                 # (a month or a holiday said there is no place: 'at 10pm on a friday in February, ...')
                 (re.compile(r"^\s*[^?]*?\b(?:to|at|in|near|visiting|past|by)\s+(?!" + SEASON_UNNAMED + r"\s*[-–—,:;.])(?P<place>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)*)"
                             r"\s*(?:[-–—,:;.]\s*)+(?P<before>[^?]*?\bthe\s+(?P<kind>(?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*)?))\s+there\b"
                             r"(?P<after>[^?]*\?.*)$", re.IGNORECASE),
                  lambda m: f"{m['before']} at {m['place']}{m['after']}" if deterministic.names_a_kind(f"the {m['kind']}")
                  else m.group(0)),
                 # 'do they lock up the toilets at X for the night': closed overnight
                 (re.compile(r"\b(?:lock|shut|close)(?:\s+up)?\s+(?P<what>[^?]+?)\s+(?:for|during|through|at)\s+(?:the\s+)?night\b",
                             re.IGNORECASE),
                  lambda m: f"close {m['what']} overnight"),
                 # 'toilets usable then?': open then
                 (re.compile(r"\b(?P<kind>(?-i:[a-z])[\w-]*)\s+(?:usable|available|accessible|in use|unlocked)(?=\s+(?:then|at|on|in|over|"
                             r"that|this|tonight|today|tomorrow)\b|\s*\?)", re.IGNORECASE),
                  lambda m: f"{m['kind']} open" if deterministic.names_a_kind(f"the {m['kind']}") else m.group(0)),
                 # 'where can I get cash within 1 km of X?': the places to do it there
                 (re.compile(r"^\s*where\s+(?:can|could)\s+(?:i|we|you|one)\s+(?P<purpose>(?-i:[a-z])[\w'-]*(?:\s+(?-i:[a-z])[\w'-]*){0,3}?)\s+"
                             r"(?P<scope>within\s+[^?]+?)\s*\?*\s*$", re.IGNORECASE),
                  lambda m: f"which places to {m['purpose']} are {m['scope']}?" if lookup(f"places to {m['purpose']}")
                  else m.group(0)),   # ('where can I find a hotel within ...': the hotels, read as said)
                 # 'how many hours a day is X open on a monday': how long it is open that day
                 (re.compile(r"^\s*how many hours(?:\s+a\s+day|\s+per\s+day|\s+in\s+total)?\s+is\s+(?P<place>[^?]+?)\s+open\b",
                             re.IGNORECASE), r"how long is \g<place> open"),
                 # ... and with no day said: every day ('how many hours a day is X open?')
                 (re.compile(r"^\s*how long is (?P<place>[^?]+?) open\s*(?P<end>[?.!]*)\s*$", re.IGNORECASE),
                  r"how long is \g<place> open every day\g<end>"),
                 # 'route me from A to B', 'directions from A to B on foot': how far it is that way (by road when no
                 # way of travel is said: a route follows the roads)
                 (re.compile(r"^\s*(?:please\s+)?(?:(?:can you\s+)?(?:route|navigate|direct|guide)(?:\s+me)?|(?:give|get|show)\s+me\s+"
                             r"(?:a\s+|the\s+)?(?:route|directions|the way)|(?:a\s+|the\s+)?(?:route|directions))\s+from\s+"
                             r"(?P<a>[^?]+?)\s+to\s+(?P<b>[^?]+?)(?P<mode>\s+(?:by|on|via)\s+[a-z]+)?(?P<rest>\s*[,.;:-]+\s*[^?]*)?\s*\?*\s*$",
                             re.IGNORECASE),
                  lambda m: f"how far is it {(m['mode'] or ' by road').strip()} from {m['a']} to {m['b']}"
                            f"{(m['rest'] or '').rstrip(' ?')}?"),
                 # 'the pool at T' (or on an island T): the one of its kind there, as 'the pool in T' (at a place that is no town: the one
                 # nearest it, as kind_in_town reads a place known as a point); not 'the playing surface at X' (its
                 # surface) nor a kind that stands on a street ('the bus stop at A & B')
                 (re.compile(r"\bthe\s+(?P<kind>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2})\s+(?:at|(?P<on>on))\s+(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+"
                             r"(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)?)(?![\w'’-]|\s+(?-i:[A-ZÀ-ÖØ-Þ])|\s*(?:&|/|\+|@|and\s+(?-i:[A-ZÀ-ÖØ-Þ])))"),   # (not a corner)
                  _the_kind_in_the_town),
                 # ('the football field at eastbrook': a town typed small)
                 (re.compile(r"\bthe\s+(?P<kind>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2})\s+at\s+(?P<small>[a-zà-þ][\w'’-]+)"
                             r"(?=\s*[?,.!;:]|\s*$)"),
                  lambda m: _the_kind_in_the_town(m) if town_said(m["small"]) else m.group(0)),
                 # 'pool at T - still open ...?': a fragment that starts with the kind, the same
                 (re.compile(r"^\s*(?!(?:i|we|you|they|he|she|it)\b)(?P<kind>[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s+at\s+"
                             r"(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)?)(?P<rest>\s*(?:[,:–—]|\s-)\s*\S.*)$",
                             re.IGNORECASE),
                  _the_kind_in_the_town),
                 # 'A to B on foot - a five minute stroll? how far?': whether it is that walk, and the rest asked
                 (re.compile(r"^\s*(?:from\s+)?(?P<a>[^?]+?)\s+to\s+(?P<b>[^?]+?)(?:\s+on\s+foot)?\s*(?:\s-|[–—,:])\s*(?:is\s+it\s+)?"
                             r"(?:an?\s+)?(?P<n>\d+|[a-z]+)[- ]min(?:ute)?s?\s+(?:walk|stroll)\s*\?\s*(?P<rest>[^?]*\?)?\s*$",
                             re.IGNORECASE),
                  lambda m: f"can I walk from {m['a']} to {m['b']} in {m['n']} minutes?" + (f" {m['rest']}" if m['rest'] else "")),
                 # 'tell me how many ...', 'can you tell me which ...': the question itself
                 (re.compile(r"^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:tell|show|give)\s+me\s+(?=(?:how|what|which|where|when|who)\b)"
                             r"(?P<asked>[^?]*?)\s*[.!]*\s*$", re.IGNORECASE), r"\g<asked>?"),
                 # 'X - still open at 5 on a saturday?': whether X is open then (a name in lower case too)
                 # (a place said by its kind, 'the bakery nearest X - open?', is read as it is)
                 (re.compile(r"^\s*(?!the\s)(?P<place>[^-–—:?,\s]+(?:\s+[^-–—:?,\s]+){0,4})\s*(?:\s-|[–—:])\s*"
                             r"(?P<rest>(?:still\s+)?(?:open|closed|shut)\b[^?]*\?\s*)$",
                             re.IGNORECASE), r"is \g<place> \g<rest>"),
                 # 'until what time can I sit in X on a thursday?': when X closes that day
                 (re.compile(r"^\s*(?:until|till|til)\s+what\s+time\s+(?:can|could|may)\s+(?:i|we|you)\s+(?:[a-z]+\s+){1,3}?"
                             r"(?:in|at|inside)\s+(?P<place>[^?]+?)(?P<when>\s+(?:on\s+)?(?:an?\s+)?(?:mon|tues|wednes|thurs|fri|"
                             r"satur|sun)days?)?\s*\?*\s*$", re.IGNORECASE), r"what time does \g<place> close\g<when>?"),
                 # "I'm in T and need to ring X. number?": the phone number of X (in T)
                 (re.compile(rf"^\s*(?:{_ASKER.pattern}\s+(?:staying|based|stopping|staying over|holidaying)\s+in\s+"
                             r"(?P<town>[^,.?!]+?)\s*(?:,\s*|\s+)and\s+)?(?:(?:i|we)\s+)?(?:need|want|have|got|would like)\s+to\s+"
                             r"(?:ring|call|phone|contact|give)\s+(?P<place>[^.?!,]+?)(?:\s+a\s+(?:ring|call|bell))?"
                             # (', the hotel in T': the place said again by its kind, and where it is)
                             r"(?:\s*,\s*(?:the|a|an)\s+(?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*){0,2}\s+(?:in|at)\s+(?P<where>[^.?!,]+?))?"
                             r"\s*[.?!,;:-]+\s*"
                             r"(?:(?:what(?:'s|s| is)\s+)?(?:the|their|its)\s+|(?:(?:have\s+)?(?:you\s+)?got|is\s+there|any)\s+(?:a\s+)?)?(?:phone\s+)?"
                             r"number\s*\??\s*$", re.IGNORECASE),
                  lambda m: f"what is the phone number of {m['place']}" + (f" in {m['town'] or m['where']}" if m['town'] or m['where']
                                                                         else "") + "?"),
                 # 'my guess: T has more than 100 trees. right?': a statement to confirm is the question it states
                 (re.compile(r"^\s*(?:(?:my\s+(?:guess|hunch|bet)(?:\s+is)?|i\s+(?:think|bet|reckon|guess|believe|suspect)|i'?d\s+"
                             r"(?:say|guess))\s*(?::|,|-|\s+that\b)?\s*)?(?P<said>[^?]+?)\s*[.!,;:\-–—]\s*(?:right|correct|true|"
                             r"(?:is\s+)?that\s+(?:right|correct|true|so)|am\s+i\s+right)\s*\?",
                             re.IGNORECASE), r"\g<said>?"),
                 # "I'm at X. is Y within a 20 min walk?": within that walk of where the asker is
                 (re.compile(rf"^\s*{_ASKER.pattern}\s+(?:staying\s+)?(?:at|by|outside)\s+"
                             r"(?P<place>[^.?!;]+?)\s*[.!;]\s*(?P<asked>[^?]*?\bwithin\s+(?:an?\s+)?(?:\d+|\w+)[- ]?(?:min(?:ute)?s?|"
                             r"hours?)\s+(?:walk|drive|ride|bike ride|cycle|stroll))(?P<rest>\s*[?.!].*)?$", re.IGNORECASE),
                  r"\g<asked> of \g<place>\g<rest>"),
                 # 'does S run through a tunnel at any point?': anywhere along it is what a street's tag on any way says
                 (re.compile(r"\s+(?:at any point|at some point|anywhere along (?:it|the way|its length)|"
                             r"anywhere on (?:it|its way))(?=\s*[?.!]*\s*$)", re.IGNORECASE), ""),
                 # '... ? yes/no + how many', '... ? + the count': the count asked after, said plainly
                 # ('more than 5 K? yes/no + count' is read whole: compose's _COUNT_THAN)
                 # ('is any K open then? yes or no, plus the number': how many; a count against a number said, 'more than
                 # 5 K? yes/no + count', is read whole: compose's _COUNT_THAN)
                 (re.compile(r"^(?P<asked>(?![^?]*\b(?:(?:more|fewer|less)\s+than|at\s+(?:least|most))\b)[^?]*\?)\s*"
                             rf"{_YES_NO_PLUS}(?:the\s+)?(?:count|number)\s*[?.!]*\s*$", re.IGNORECASE), r"\g<asked> how many?"),
                 (re.compile(rf"(?<=\?)\s*(?:{_YES_NO_PLUS}(?=how many\b)|"
                             r"(?:\+|&|plus\b)\s*(?=(?:how many|the count|the number|count)\b))", re.IGNORECASE), " "),
                 # 'how is S classified as a road?': what it is classified as (its kind)
                 (re.compile(r"^\s*how\s+(?:is|are)\s+(?P<place>.+?)\s+(?P<how>classified|categori[sz]ed)(?:\s+as\s+an?\s+"
                             r"(?:road|street|way|path|place|building))?\s*[?.!]*\s*$", re.IGNORECASE),
                  r"what is \g<place> \g<how> as?"),
                 # 'more than 10 cafes in X? whats the count': whether there are (a count checked against the number)
                 (re.compile(r"^\s*(?P<cmp>(?:more|fewer|less)\s+than|at\s+least|at\s+most)\s+(?=\d+\s+(?!(?:km|m|metres|meters|"
                             r"kilometres|kilometers|miles?|mi|ft|feet|ha|hectares|minutes?|mins?|hours?|seconds?|floors?|"
                             r"storeys?|stories|stars?|percent)\b)[a-z])", re.IGNORECASE),
                  r"are there \g<cmp> "),
                 # 'open (or closed) at 1 pm on a monday: the bakery closest to X?': whether that place is open then
                 (re.compile(r"^\s*(?:is it\s+|still\s+)?open\s+(?P<when>(?:at|on|by)\s[^:;–—?]{3,60}?)\s*(?:[:;–—]|\s-)\s*"
                             r"(?P<place>the\s[^?]+?)\s*[?.!]*\s*$", re.IGNORECASE),
                  r"Is \g<place> open \g<when>?"),
                 # 'does Eastbrook have more cafes than bars in the data?': the counts of the two kinds in that town (not
                 # 'more restaurants than Schaan', two towns)
                 (re.compile(rf"^\s*(?:does|do|has)\s+(?:the\s+)?(?P<town>{TOWN.pattern})\s+"
                             r"(?:have|has|got)\s+(?P<cmp>more|fewer|less)\s+(?P<a>[^?.!]+?)\s+than\s+(?!(?:the\s+)?(?-i:[A-ZÀ-ÖØ-Þ]))(?P<b>[^?.!]+?)"
                             r"(?:\s+in\s+(?:the|its)\s+(?:map\s+)?data)?(?=\s*[?.!]|\s*$)", re.IGNORECASE),
                  r"are there \g<cmp> \g<a> than \g<b> in \g<town>"),
                 # 'how far is it in a straight line from A to B', 'crow-flies distance': a distance is a straight line
                 # unless a way of travel is said, so the words say nothing more (said with one, 'if I walk in a straight
                 # line from A to B ...', they say the trip is measured straight: they stay)
                 (re.compile(r"(?:^\s*(?:as the crow flies|in a (?:straight|direct) line)\s*[,:]?\s*|"
                             r"\s*,?\s+(?:as the crow flies|in a (?:straight|direct) line)\b|"
                             # (said after the question: ', straight line?', '(as the crow flies)')
                             r"\s*,\s*(?:a\s+|in\s+a\s+)?(?:straight|direct)[- ]line(?=\s*[?.!]*\s*$)|"
                             # ('how far is it to X directly?': the last word, after a trip's end)
                             r"(?<=\w)\s*,?\s+directly(?=\s*[?.!]*\s*$)|"
                             r"\s*\(\s*(?:in\s+a\s+)?(?:(?:straight|direct)[- ]line|as the crow flies)\s*\)|"
                             r"\b(?:straight[- ]line|crow[- ]flies|direct[- ]line|bee[- ]?line)\s+(?=distance\s+(?:from|between)\b))",
                             re.IGNORECASE), lambda m: m.group(0) if _TRAVEL_SAID.search(m.string) else ""),
                 # 'is X, up by the Y, ...': the X near Y, said as the readers read it
                 (re.compile(r"(?<=[\w'’])\s*,\s+(?:(?:up|down|out|over|right)\s+)?(?:by|near|beside|next to)\s+(?:the\s+)?"
                             r"(?P<near>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]*)?)(?=\s*[?.!])", re.IGNORECASE),
                  r" near \g<near>"),
                 # 'lava fields (mapped as bare rock)': the kind as the map has it, said in the kind's place
                 (re.compile(r"\b(?P<kind>(?!(?:many|the|a|an|any|of|are|all|some|which|what)\b)[a-z][\w-]*"
                             r"(?:\s+(?!(?:many|the|a|an|any|of|are|all|some|which|what)\b)[a-z][\w-]*)?)\s*\(\s*"
                             r"(?:mapped|tagged|marked|recorded|listed)\s+(?:in\s+(?:osm|openstreetmap|the\s+map)\s+)?as\s+"
                             r"(?:an?\s+)?(?P<said>[a-z][\w -]{1,30}?)\s*\)"),
                  lambda m: m["said"] if lookup(m["said"]) is not None else m.group(0)),
                 # 'A (by X)', 'A (near X)': the A near X, said as the readers read it
                 (re.compile(r"\s*\(\s*(?:by|near|beside|next to|close to)\s+(?P<near>(?-i:[A-ZÀ-ÖØ-Þ])[^()]{0,60}?)\s*\)",
                             re.IGNORECASE), r" near \g<near>"),
                 # 'from A to B in the car', 'km from A to B on the roads', '... if I take the road': how the trip
                 # goes, said as the readers read it (never the end of B's name)
                 (re.compile(r"\s+(?:in\s+(?:the|a|my|our)\s+car|on\s+the\s+roads|(?:if|when)\s+(?:i|we|you)\s+(?:take|use|"
                             r"follow|stick to|go by)\s+the\s+roads?)(?=\s*[?.!,]*\s*$)", re.IGNORECASE),
                  " by car"),
                 # '..., and the driving time?': the trip that way (never the end of the place's name)
                 (re.compile(r"(?<=\w)\s*,?\s+and\s+(?:the|what(?:['’]s|s|\s+is)\s+the)\s+(?P<way>driving|drive|walking|walk|"
                             r"cycling|bike)\s+(?:time|distance)(?=\s*[?.!]*\s*$)", re.IGNORECASE),
                  lambda m: {"driving": " by car", "drive": " by car", "walking": " on foot", "walk": " on foot"}.get(
                      m["way"].casefold(), " by bike")),
                 # '... from X, driving': the way said last after a comma (never the end of X's name)
                 (re.compile(r"(?<=\w)\s*,\s*(?P<way>driving|by car|by road|walking|on foot|cycling|by bike)(?=\s*[?.!]*\s*$)",
                             re.IGNORECASE),
                  lambda m: {"driving": " by car", "by road": " by car", "walking": " on foot",
                             "cycling": " by bike"}.get(m["way"].casefold(), f" {m['way']}")),
                 # '(only the ones with hours)' beside a count at a moment: what it counts anyway (a place listing no
                 # hours is never open then)
                 (re.compile(r"^(?P<before>(?=.*\bopen\b).*?)\s*\((?:only|just)?\s*(?:count\s+)?(?:of\s+)?(?:the ones|those|ones|places)\s+"
                             rf"(?:that\s+|which\s+)?{_LISTS_HOURS}\s+(?:their\s+)?(?:opening\s+)?hours(?:\s+listed)?\)",
                             re.IGNORECASE | re.DOTALL), r"\g<before>"),
                 # ', going by the ones that publish hours' after a count at a moment: the same aside, said last
                 (re.compile(r"^(?P<before>(?=.*\bopen\b).*?)\s*,?\s+(?:going by|based on|counting(?:\s+only)?|judging by|"
                             r"using|from)\s+(?:only\s+)?(?:the ones|those|ones|places)\s+"
                             rf"(?:that\s+|which\s+)?{_LISTS_HOURS}\s+(?:their\s+)?(?:opening\s+)?hours(?:\s+listed)?"
                             r"(?P<after>\s*[?.!]*\s*)$", re.IGNORECASE | re.DOTALL), r"\g<before>\g<after>"),
                 # 'the places with opening hours that are open at 8': the places open then (a place listing no hours
                 # never is)
                 (re.compile(r"^(?P<before>(?=.*\bopen\b).*?\b(?:places?|ones|spots|businesses|venues|[a-z]+(?:ies|s)))\s+"
                             rf"(?:that\s+|which\s+)?{_LISTS_HOURS}\s+(?:listed\s+)?(?:their\s+)?(?:opening\s+)?hours"
                             r"(?:\s+listed)?\b", re.IGNORECASE | re.DOTALL), r"\g<before>"),
                 # 'the one cycleway in X', 'the only pier': the one of its kind there ('the one near X', 'the only
                 # one' stay)
                 (re.compile(r"\bthe\s+(?:one|only|single|sole)\s+(?=(?-i:[a-z])[\w-]+)(?!(?:one|that|which|who|where|"
                             r"when|i|you|we|they|near|nearest|closest|in|at|on|with|of|to|from|for|by|and|or|thing|"
                             r"things|way|time|person|reason|you'?re|i'?m)\b)", re.IGNORECASE), "the "),
                 # "what's the road surface like on X": the surface of X (what a street or a place has, asked by how it
                 # is)
                 (re.compile(r"\bwhat(?:'s|s|’s| is)\s+the\s+(?:road\s+|street\s+|path\s+|track\s+)?"
                             r"(?P<what>surface|parking|lighting|speed limit|wheelchair access|access)\s+like\s+"
                             r"(?:on|at|in|along|of|for)\s+", re.IGNORECASE), r"what is the \g<what> of "),
                 # 'I use a wheelchair. Is the X accessible for me?': whether X is wheelchair accessible
                 (re.compile(r"^\s*(?:i|we|my\s+\w+|he|she)(?:'m|’m| am| are| is)?\s+(?:use|uses|using|in|need|needs|"
                             r"rely on|relies on|on|have|has)\s+(?:a\s+)?wheelchairs?\b[^.?!]{0,30}?(?:[.!]+|\s+[-–—]|[,;:])\s+"
                             r"(?P<rest>(?:(?!\bwheelchair\b)[^?])*?)"
                             r"\baccessible(?:\s+(?:for|to)\s+(?:me|us|him|her|them))?(?P<end>[^?]*\?.*)$",
                             re.IGNORECASE | re.DOTALL), r"\g<rest>wheelchair accessible\g<end>"),
                 # '... open at 6? out of how many that list hours?', 'give me the total with hours too': the count at a
                 # moment says of how many that list hours anyway (agent/sentences.py)
                 (re.compile(r"^(?P<before>(?=.*\bopen\b).*?[?.!,])\s*(?:and\s+)?(?:(?:give me|tell me|what(?:'s|s| is))\s+)?"
                             r"(?:the\s+)?(?:out of how many(?:\s+(?:that|which)\s+list\s+(?:opening\s+)?hours)?|how many\s+"
                             r"(?:of them\s+|places\s+|ones\s+)?(?:list|have|show|give)\s+(?:opening\s+)?hours(?:\s+at all)?|"
                             r"(?:total|number|count)\s+(?:of\s+(?:the\s+)?(?:ones|places|those)\s+)?(?:with|that list|listing)\s+"
                             r"(?:opening\s+)?hours)(?:\s+(?:too|as well|at all))?(?:\s+(?:pls|please|plz))?\s*[?.!]*\s*$",
                             re.IGNORECASE | re.DOTALL), r"\g<before>"),
                 # '... the building passage in X (the bit of footway that runs through a building)?': an aside that
                 # explains a word, which the word's kind says already
                 (re.compile(r"\s*\((?:i\.?e\.?,?|aka|a\.k\.a\.|that is,?|meaning|the (?:bit|part|piece|stretch|section|"
                             r"kind|sort|type) (?:of|that|which|where|with)\b)[^()]*\)", re.IGNORECASE), ""),
                 # 'the bike parking for 66 bikes', 'the car park that holds 40 cars': the one with that many spaces
                 (re.compile(r"\b(?P<kind>(?:bike|bicycle|cycle|car|motorcycle)\s+(?:parking|park|rack|racks|stands?|"
                             r"shelter|garage))\s+(?:for|with room for|that (?:holds|takes|fits))\s+(?P<n>\d+)\s+"
                             r"(?:bikes|bicycles|cycles|cars|vehicles|motorcycles)\b", re.IGNORECASE),
                  r"\g<kind> with \g<n> spaces"),
                 # 'is anything in the X data open at 6': is anything open in the X data then
                 (re.compile(r"\b(?P<is>is|are)\s+(?P<what>anything|anywhere|something|any ?place|any places)\s+"
                             r"(?P<scope>(?:in|around)\s+[^?,;]+?)\s+(?P<open>(?:still\s+)?open)\b", re.IGNORECASE),
                  r"\g<is> \g<what> \g<open> \g<scope>"),
                 # 'number of bakeries open on saturday at 5': how many are open then
                 (re.compile(r"\b(?:the\s+)?number of (?P<kind>(?!(?:the|a|an)\b)[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)\s+"
                             r"(?=open\b)", re.IGNORECASE), r"how many \g<kind> are "),
                 # 'what number of pubs list a phone': how many ('what is the number of floors of X' is an attribute)
                 (re.compile(r"\bwhat number of\b", re.IGNORECASE), "how many"),
                 # 'how many of the places are open then': how many places (a kind said by its word for any place)
                 (re.compile(r"\bhow many of (?:the|all the|those)\s+(?=(?:places|spots|businesses|venues|locations)\b)",
                             re.IGNORECASE), "how many "),
                 # 'how many places of worship are tagged as baptist', 'which bays are named': the value or the name
                 # said of the kind, before it ('how many baptist places of worship'; tools/described.py reads it)
                 (re.compile(r"\b(?P<lead>how many|number of|count(?: the)?|(?:list|name|show)(?: me)?(?: all)?(?: the)?|"
                             r"which|what)\s+(?P<kind>(?!(?:of|the|a|an|all|any)\b)(?-i:[a-z])[\w'-]*(?:\s+(?!(?:within|in|near|"
                             r"around|at|by|from|of\s+(?:the|a|an|them|those))\b)(?-i:[a-z])[\w'-]*){0,3}?)\s+(?:that\s+|which\s+)?"
                             r"(?:are|is)\s+(?:(?:tagged|marked|labell?ed|listed|recorded|mapped)\s+(?:as\s+)?"
                             r"(?P<value>(?!(?:in|within|on|at|near|around|by|with|the|a|an)\b)[a-z][\w-]*)|"
                             r"(?P<named>named|with a name|with names)(?!\s+(?:after|for|by|in honou?r)\b))\b", re.IGNORECASE),
                  lambda m: f"{m['lead']} {m['value'] or 'named'} {m['kind']}"),
                 # 'how many minutes by car from A to B, and how many km?': a trip's answer gives both
                 (re.compile(r"^(?P<head>\s*how (?:many (?:minutes|mins|hours)|long)\b.+?)\s*,?\s+(?:and\s+|&\s+|\+\s+)?"
                             r"(?:also\s+)?how (?:many|much) (?:km|kilometres|kilometers|metres|meters|miles|m)\b"
                             r"(?:\s+is (?:that|it))?(?:\s+(?:in total|altogether))?\s*(?P<end>[?.!]*)\s*$", re.IGNORECASE),
                  r"\g<head>\g<end>"),
                 # 'how much meadow is there in X, in square metres': the total area of the meadows in X
                 (re.compile(r"\bhow much (?P<kind>(?!(?:area|land|ground|space|surface)\b)[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+"
                             r"(?:is|are)\s+there\b(?=[^?]*\b(?:square|m2|m²|hectares?|acres?|in area)\b)", re.IGNORECASE),
                  r"what is the total area of all the \g<kind>"),
                 # 'a fence all the way round X': around X
                 (re.compile(r"\b(?:all the way |right )?round\b(?=\s+(?:the\s+)?(?-i:[A-ZÀ-ÖØ-Þ]))", re.IGNORECASE), "around"),
                 # 'is it open now or not?': a yes-or-no question says both
                 (re.compile(r"\s*,?\s+or\s+not(?=\s*[?.!]*\s*$)", re.IGNORECASE), ""),
                 # 'driving from A to B, how many km and how many minutes?': a trip's answer gives both
                 (re.compile(r"(?:\s*,\s*|\s+)(?:what distance is (?:that|it)|how far is (?:that|it)|how far|"
                             r"how (?:many|much) (?:km|kilometres|kilometers|metres|meters|miles|m))\s*,?\s*(?:and|&|\+)\s+"
                             r"(?:roughly\s+|about\s+|approximately\s+|in\s+)?how (?:many|much|long)(?:\s+(?:minutes|mins|"
                             r"time|hours))?(?:\s+(?:does|will|would) (?:it|that) take)?(?:\s+(?:me|us))?(?=\s*[?.!]*\s*$)",
                             re.IGNORECASE), ", how far is that"),
                 # 'If I set off walking from A, will I reach B inside 25 minutes?': can I walk from A to B in 25 minutes
                 (re.compile(r"^\s*(?:if\s+)?(?:i|we)\s+(?:set off|start off|start out|start|leave|head off|head out)\s+"
                             r"(?P<verb>walking|driving|cycling|biking|riding|on foot|by car|by bike)\s+from\s+(?P<a>[^,?]+?)"
                             r"\s*,?\s*(?:will|would|can|could|do)\s+(?:i|we)\s+(?:reach|get to|make it to|arrive at|be at)\s+"
                             r"(?P<b>[^?]+?)\s+(?:in|within|inside|under|in under|in less than|inside of)\s+(?P<amount>[^?]+?)"
                             r"\s*\?*\s*$", re.IGNORECASE),
                  lambda m: f"can I {_TRAVEL_VERB[m['verb'].casefold()]} from {m['a']} to {m['b']} in {m['amount']}?"),
                 # 'I always figured A was longer than B. Which one really is, and by how many metres?': which is longer
                 (re.compile(r"^\s*(?:i\s+)?(?:always\s+|had\s+|have\s+|'d\s+|just\s+)?(?:figured|thought|assumed|reckoned|"
                             r"guessed|believed|was sure|was told|heard|bet)(?:\s+that)?\s+(?P<a>.+?)\s+(?:was|is|were|are|'s)\s+"
                             r"(?P<word>longer|bigger|larger|shorter|smaller|taller|higher|farther|further|closer|nearer)\s+"
                             r"than\s+(?P<b>[^.?!]+?)\s*[.!,;]*\s+(?:but\s+|so\s+)?(?:which(?:\s+one)?|who)\s+(?:really|actually|"
                             r"truly|in fact)\s+is(?:\s+\w+er)?(?P<rest>[^?]*)\?*\s*$", re.IGNORECASE),
                  r"which is \g<word>, \g<a> or \g<b>\g<rest>?"),
                 # 'Hypothetically, if I ...', 'Pop quiz! In which ...', 'Multiple choice: does ...': how it is asked,
                 # not what
                 (re.compile(r"^\s*(?:(?:[a-z]+ly|out of curiosity|just wondering|pop quiz|quiz time|quiz|multiple choice|"
                             r"quick one|quick question|question|riddle me this)\s*[,:!]+\s*)+(?=\w)", re.IGNORECASE), ""),
                 # 'Eastbrook question: is ...', 'straight-line distance question: A to B ...': the word says it is asked
                 (re.compile(r"^\s*(?:(?P<topic>[^:?]{1,40}?)\s+)?question\s*:\s*", re.IGNORECASE),
                  lambda m: f"{m['topic']}: " if m["topic"] else ""),
                 # 'Thanks for the tips, the walk was lovely. P.S. what number do I call ...': the question is the postscript
                 (re.compile(r"^[^?]*?\bP\.\s?S\.?\s*[:,-]?\s+(?=[^?]+\?\s*$)"), ""),
                 # 'Smoking indoors - is it allowed in any of the bars within R of X, and in how many?'
                 (re.compile(r"^\s*(?P<what>smoking|dogs|pets)(?:\s+(?:indoors|inside))?\s*(?:[-–—:,]|\s[-–—])\s*(?:is it|are they)\s+"
                             r"(?:allowed|permitted|ok|okay)\s+(?:in|at)\s+any\s+of\s+the\s+(?P<rest>[^?]+?)(?:\s*,?\s*and\s+(?:in\s+)?"
                             r"how\s+many(?:\s+of\s+them)?)?\s*\?*\s*$", re.IGNORECASE), r"how many \g<rest> allow \g<what>?"),
                 # 'do any restaurants ... cater for vegetarians': have vegetarian food
                 (re.compile(r"\bcater(?:s|ing)?\s+(?:for|to)\s+(?P<diet>vegetarian|vegan|gluten[- ]free|halal|kosher)s?\b",
                             re.IGNORECASE), r"have \g<diet> food"),
                 # '(a) steak, (b) seafood or (c) sushi': the choices, without their letters
                 (re.compile(r"\(\s*[a-e]\s*\)\s+(?=\w)", re.IGNORECASE), ""),
                 # 'the web address of Groove, that company office in Baltimore': the place, and the town it is in
                 (re.compile(r"(?<=[\w'’.])\s*,\s+(?:that|the|a|an|this)\s+(?:[a-z][\w-]*\s+){1,3}?in\s+(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)"
                             r"(?=\s*[?.!]*\s*$)"), r" in \g<town>"),
                 # 'the pharmacy - no wait, the bakery - nearest to X': the words corrected are the second ones
                 (re.compile(r"\b(?:the|a|an)\s+[^-–,?]{1,40}?\s*[-–,]\s*(?:no\s*,?\s*wait|wait|sorry|no|i mean|i meant|"
                             r"scratch that|make that|or rather|correction)\s*[,:]?\s+(?P<right>(?:the|a|an)\s+[^-–,?]{1,40}?)"
                             r"(?:\s*[-–,])?\s+(?=\w)", re.IGNORECASE), r"\g<right> "),
                 # 'wondering whether X is open at 5', 'my boss asks if X is still open': the question asked inside
                 (re.compile(r"^[^?]*?\b(?:whether|(?:wonder|wondering|asks?|asked|know|tell me|check|see|find out|curious)"
                             r"\s+if)\s+(?P<subject>(?:the\s|(?-i:[A-ZÀ-ÖØ-Þ]))[^?]+?)\s+(?P<verb>is|are)\s+(?P<rest>(?:still\s+)?"
                             r"(?:open|closed|shut)\b.*)$", re.IGNORECASE | re.DOTALL), r"\g<verb> \g<subject> \g<rest>"),
                 # 'if the restaurant nearest X is open at 7 pm, book us a table there; if not, ...': whether it is
                 # (what is to be done then is the person's; the answer names the place either way)
                 (re.compile(r"^\s*if\s+(?P<subject>(?:the\s|(?-i:[A-ZÀ-ÖØ-Þ]))[^,;?]+?)\s+(?P<verb>is|are)\s+(?P<rest>(?:still\s+)?"
                             r"open\b[^,;?]*)[,;]\s*(?!(?:what|which|how|where|who|when|whats|what's)\b).*$",
                             re.IGNORECASE | re.DOTALL), r"\g<verb> \g<subject> \g<rest>?"),
                 # 'X is on Aliceanna Street, but at which house number?': the place, then what is asked of it
                 (re.compile(r"^\s*(?P<place>(?-i:[A-Z0-9À-ÖØ-Þ])[^,?:]+?)\s+is\s+(?:on|in|at)\s+(?-i:[A-ZÀ-ÖØ-Þ])[^,?:]+?\s*,\s*"
                             r"(?:but|and|so)\s+(?P<rest>(?:at\s+)?(?:what|which)\b[^?]+)\?*\s*$", re.IGNORECASE),
                  r"\g<place>: \g<rest>?"),
                 # 'according to the history board at X, what year ...': X's own text answers (the board is X)
                 (re.compile(r"^\s*(?P<source>according\s+to\s+(?:the|his|her|its|their)\s+(?:[\w-]+\s+){0,2}?(?:stolperstein|board|"
                             r"plaque|sign|inscription|memorial|stone|panel|tablet))\s+(?:at|of|for|on|by)\s+"
                             r"(?P<place>[^,?]+?)\s*,\s*(?P<rest>[^?]+)\?*(?P<after>.*)$", re.IGNORECASE | re.DOTALL),
                  r"\g<place>: \g<rest>, \g<source>?\g<after>"),
                 # 'how high above sea level does the map data put X': how high is X (the data is all there is)
                 (re.compile(r"\b(?:does|do|would)\s+(?:the\s+)?(?:map|osm|openstreetmap)(?:\s+data)?\s+(?:put|place|have|"
                             r"give|list|show|record)\s+", re.IGNORECASE), "is "),
                 # 'how many metres of road is it by car from A to B': metres, along the road the mode says
                 (re.compile(r"\b(?P<unit>metres|meters|m|kilometres|kilometers|km|miles|feet)\s+of\s+(?:road|roads|street|"
                             r"streets|driving|walking|cycling|biking)\b", re.IGNORECASE), r"\g<unit>"),
                 # 'the walking route from A to B' (or between A and B), 'bike route from A to B': the trip's length (a
                 # route relation people ride is 'the X cycle route', said with no 'from')
                 (re.compile(r"\b(?P<the>the\s+)?(?P<mode>walking|driving|cycling|biking|bike|car|foot)\s+route\s+(?=from\b|between\b)",
                             re.IGNORECASE),
                  lambda m: f"{m['the'] or ''}{_GERUND[_TRAVEL_VERB[m['mode'].casefold()]]} distance "),
                 # 'is a walk from A to B doable in under 10 minutes?': can I walk it in that time
                 (re.compile(r"^\s*(?:is|would)\s+(?:a|the|that)\s+(?P<how>walk|drive|bike ride|ride|cycle)\s+from\s+(?P<trip>.+?)"
                             r"\s+(?:be\s+)?(?:doable|possible|feasible|manageable|ok|okay)\s+(?P<time>(?:in|within|under)\b.*)$",
                             re.IGNORECASE), lambda m: f"can I {_TRAVEL_VERB[m['how'].casefold()]} from {m['trip']} {m['time']}"),
                 # 'is it doable to walk from A to B within half an hour?': can I walk it in that time
                 (re.compile(r"^\s*(?:is|would)\s+it\s+(?:be\s+)?(?:doable|possible|feasible|manageable|realistic|ok|okay)\s+"
                             r"(?:for\s+(?:me|us)\s+)?to\s+(?P<how>walk|drive|cycle|bike|ride)\s+(?P<trip>from\s+.+?\s+"
                             r"(?:in|within|under)\b.*)$", re.IGNORECASE),
                  lambda m: f"can I {m['how']} {m['trip']}"),
                 # 'could my grandma manage the walk from A to B within 20 minutes? she's slow'
                 (re.compile(r"^\s*(?:could|can|would|will)\s+(?:my|our|your|a|an|the)\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:manage|handle|"
                             r"do|make)\s+(?:the|a|that)\s+(?P<how>walk|drive|bike ride|ride|cycle)\s+from\s+(?P<trip>[^?]+\?)"
                             r"(?:\s*(?:she|he|they|we)\s*(?:'s|’s|is|are|'re)\s+[^?]*)?$", re.IGNORECASE),
                  lambda m: f"can I {_TRAVEL_VERB[m['how'].casefold()]} from {m['trip']}"),
                 # 'walking A to B, how many metres is that?': how many metres is it walking from A to B
                 (re.compile(r"^\s*(?P<verb>walking|driving|cycling|biking)\s+(?:from\s+)?(?P<a>[^,]+?)\s+to\s+(?P<b>[^,]+?)\s*,\s*"
                             r"(?P<ask>how (?:many|much|far|long)[^?]*?)\s+is\s+(?:that|it)\s*\??\s*$", re.IGNORECASE),
                  r"\g<ask> is it \g<verb> from \g<a> to \g<b>?"),
                 # 'would the bar closest to X let us in on monday night': would it be open then
                 (re.compile(r"\blet\s+(?:us|me|them|him|her|you|anyone|people)\s+in\b", re.IGNORECASE), "be open"),
                 # 'still lets you in at 7.30', 'takes guests at 19:00', 'would it still feed us', 'would the door be
                 # unlocked': being open, said by what being open lets a person do
                 (re.compile(r"\b(?:lets|allows)\s+(?:us|me|them|you|anyone|people|guests|customers)\s+in\b", re.IGNORECASE),
                  "is open"),
                 (re.compile(r"\b(?:takes|accepts|welcomes|admits|seats)\s+(?:guests|customers|visitors|diners|people|"
                             r"walk-ins)\b", re.IGNORECASE), "is open"),
                 (re.compile(r"\b(?:be\s+)?(?:still\s+)?(?:feed|serve)\s+(?:us|me|them)\b", re.IGNORECASE), "be open"),
                 # 'if it opens its doors then', 'can we just turn up', 'worth going, or is it shut that day'
                 (re.compile(r"\bopens?\s+(?:its|their|the)\s+doors\b", re.IGNORECASE), "is open"),
                 (re.compile(r"\b(?:can|could)\s+(?:i|we)\s+(?:just\s+)?(?:turn up|show up|walk in|drop in|pop in|rock up|"
                             r"stop by|swing by)\b", re.IGNORECASE), "would it be open"),
                 (re.compile(r"\b(?:is it\s+)?worth (?:going|a visit|it|the trip|a try|a look)\s*,?\s*or\s+is\s+it\s+"
                             r"(?P<shut>shut|closed)\b", re.IGNORECASE), r"is it \g<shut>"),
                 (re.compile(r"\b(?:would|will|is|are)\s+(?:the|its|their)\s+doors?\s+(?:be\s+)?(?:unlocked|open)\b",
                             re.IGNORECASE), "would it be open"),
                 # 'at what time does X start serving': when it opens (never 'start be open')
                 (re.compile(r"\b(?:start|begin)\s+serving(?:\s+(?:food|drinks|meals|breakfast|lunch|dinner))?\b",
                             re.IGNORECASE), "open"),
                 (re.compile(r"\b(?:be\s+)?serving(?:\s+(?:food|drinks|meals|breakfast|lunch|dinner|customers|guests|people|"
                             r"patrons))?\b"
                              r"(?=\s*(?:[?.!,]|$|(?:at|on|by|then|tonight|tomorrow|early|late)\b))", re.IGNORECASE),
                 "be open"),
                 (re.compile(r"\b(?:can|could)\s+(?:i|we)\s+(?:still\s+)?(?:get|grab|book)\s+(?:a\s+)?(?:table|seat|bite)"
                             r"(?:\s+(?:there|at\s+it))?\b", re.IGNORECASE), "would it be open"),
                 (re.compile(r"\b(?:be\s+)?serving\s+late\b", re.IGNORECASE), "be open"),
                 # 'is it open yet at 7.30': open then
                 (re.compile(r"\b(?P<open>open|opened|closed|shut)\s+(?:yet|already|by then)\b", re.IGNORECASE), r"\g<open>"),
                 # 'Monday lunch at 1pm - does X serve then', 'does X serve on sundays': open then
                 (re.compile(r"(?:^|(?<=[-–—,.;:!?]\s))\s*(?:do|does)\s+(?P<place>.+?)\s+serve(?=\s+(?:then|at that (?:time|hour)|on\s|at\s\d)|"
                             r"\s*[?.!]*\s*$)", re.IGNORECASE), r"is \g<place> open"),
                 # 'still frying?', 'still pouring at 1am': the trade it does, going on then
                 (re.compile(r"\bstill\s+(?:frying|cooking|baking|pouring|brewing|trading|selling|going|running|"
                             r"doing business|taking orders)\b", re.IGNORECASE), "still open"),
                 # 'can i get diesel at X', 'can I fill up with LPG at X': whether X sells that fuel (not whether it is open)
                 (re.compile(r"\b(?:can|could)\s+(?:i|we)\s+(?:get|buy|fill\s+up\s+with|tank)\s+(?P<fuel>(?:bio-?)?diesel|lpg|autogas|"
                             r"ad ?blue)\s+(?:at|from)\s+(?P<place>(?:the\s|(?-i:[A-ZÀ-ÖØ-Þ]))[^?.!]+?)(?=\s*[?.!]*\s*$)", re.IGNORECASE),
                  r"does \g<place> sell \g<fuel>"),
                 # 'could i (probably) still grab a croissant at the bakery nearest X': would that bakery be open
                 (re.compile(r"\b(?:can|could)\s+(?:i|we)\s+(?:[a-z]+\s+)?(?:still\s+)?(?:get|grab|buy|pick up|have)\s+"
                             r"(?:(?:a|an|some|my|our)\s+)?(?:[\w-]+\s+){0,3}?(?:at|from)\s+(?P<place>(?:the\s|(?-i:[A-ZÀ-ÖØ-Þ]))[^?.!]+?)"
                             r"(?=\s*[?.!]*\s*$)", re.IGNORECASE),
                  r"is \g<place> open"),
                 # 'there used to be a bakery in X that's closed now. what was it called?': the former bakery in X
                 (re.compile(r"^\s*there\s+used\s+to\s+be\s+an?\s+(?P<kind>[a-z][\w -]{1,30}?)\s+(?P<where>in\s+(?:the\s+)?[^.?!]+?)"
                             r"(?:\s*,?\s*(?:that|which)(?:'s|’s|\s+is|\s+has)?\s+(?:closed|gone|shut)(?:\s+(?:down|now|since))*)?"
                             r"\s*[.!;]\s*(?P<rest>[^.!]*?\b(?:it|its)\b.*)$", re.IGNORECASE),
                  lambda m: re.sub(r"\bit\b", f"the former {m['kind']} {m['where']}", m["rest"], count=1)),
                 # 'what was the old cinema in X called (back then)': its former name
                 (re.compile(r"^\s*what\s+was\s+(?P<place>the\s+[^?]+?)\s+called(?:\s+(?:back\s+then|before|in\s+its\s+day|"
                             r"originally|once))?\s*\??\s*$", re.IGNORECASE), r"what was the former name of \g<place>?"),
                 # 'my dad uses a wheelchair, can he get into X?': whether X is wheelchair accessible
                 (re.compile(r"^\s*(?:i|we|my\s+\w+|our\s+\w+)\s+(?:use|uses|am in|is in|are in|need|needs)\s+a\s+wheelchair\s*"
                             r"[,.;:–—-]\s*(?:so\s+)?(?:can|could|will)\s+(?:i|we|he|she|they)\s+get\s+(?:to|into|in|inside)\s+"
                             r"(?P<place>[^?]+?)\s*\?\s*(?:(?:what\s+does\s+the\s+(?:data|map)\s+say|according\s+to\s+the\s+"
                             r"(?:data|map))\s*\??)?\s*$", re.IGNORECASE), r"is \g<place> wheelchair accessible?"),
                 # 'can i get into X or is it shut': whether X is open
                 (re.compile(r"\b(?:can|could)\s+(?:i|we)\s+get\s+(?:into|in(?:to)?|inside)\s+(?P<place>(?:the\s|(?-i:[A-ZÀ-ÖØ-Þ]))[^?]+?)"
                             r"\s+or\s+(?:is|will)\s+it\s+(?:be\s+)?(?:shut|closed)\b", re.IGNORECASE), r"is \g<place> open"),
                 # 'standing at A, which way is B (- what compass direction)?': which way B is from A
                 (re.compile(r"^\s*(?:(?:i'?m\s+|we'?re\s+)?(?:standing|sitting|waiting|parked)\s+(?:at|outside|by|in front of|next to)"
                             r"|from)\s+(?P<a>[^,?]+?)\s*,\s*(?P<ask>which way|in which direction|in what direction|what direction)\s+"
                             r"is\s+(?P<b>[^?]+?)(?:\s*[-–—,:]\s*(?:what|which)\s+(?:compass\s+)?direction)?\s*\??\s*$",
                             re.IGNORECASE), r"\g<ask> is \g<b> from \g<a>?"),
                 # 'i'm trying to count the K in T - how many does the data have?': how many K there are in T
                 (re.compile(r"^\s*(?:i'?m\s+|we'?re\s+)?trying\s+to\s+(?:count|tally)\s+(?:the\s+|all\s+the\s+)?(?P<kind>[a-z][\w' -]*?)\s+"
                             r"(?P<where>in\s+[^-–—,:?]+?)\s*[-–—,:.]\s*how\s+many\s+(?:does|do)\s+(?:the\s+(?:data|map)|it|they)\s+"
                             r"(?:have|show|hold|list)\s*\??\s*$", re.IGNORECASE), r"how many \g<kind> are there \g<where>?"),
                 # 'how many, and which are they': the list (not a later clause about 'they')
                 (re.compile(r"\bhow many\s*,?\s*(?:and\s+)?(?:which|what)\s+(?:are they|are those|are these|ones are they)\b",
                             re.IGNORECASE), "how many, and which ones"),
                 # 'does the deli nearest X do saturday lunch', 'does it trade then': whether it is open then
                 (re.compile(r"^\s*(?:does|do|will|would)\s+(?P<place>(?:the\s|(?-i:[A-ZÀ-ÖØ-Þ]))[^?]+?)\s+(?:do|trade|open)\s+"
                             r"(?P<when>(?:on\s+)?(?:an?\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b)", re.IGNORECASE),
                  r"is \g<place> open \g<when>"),
                 (re.compile(r"\b(?P<does>does|do|will|would)\s+(?P<place>(?:the\s|(?-i:[A-ZÀ-ÖØ-Þ]))[^?]+?)\s+trade\b", re.IGNORECASE),
                  r"is \g<place> open"),
                 # 'latest I can drop off a parcel on a friday at the post office nearest X': when it closes that day;
                 # 'earliest ...': when it opens
                 (re.compile(r"^\s*(?:what(?:'s|s| is)\s+the\s+)?(?P<edge>latest|earliest)(?:\s+time)?\s+(?:i|we)\s+can\s+"
                             r"(?:\w+\s+){1,4}?(?P<when>on\s+(?:an?\s+)?[a-z]+day)\s+(?:at|from|in)\s+(?P<place>[^?.!]+?)\s*[?.!]*\s*$",
                             re.IGNORECASE),
                  lambda m: f"what time does {m['place']} {'close' if m['edge'].casefold() == 'latest' else 'open'} {m['when']}?"),
                 # 'we'd like to be at X as soon as it opens on Sunday - what time is that?': when X opens that day
                 (re.compile(r"^\s*(?:i|we)(?:\s+(?:want|need|would like|wanna)|['’]d like)\s+to\s+(?:be|get|arrive)\s+(?:at|to|in)\s+"
                             r"(?P<place>[^?.!]+?)\s+(?:the\s+(?:minute|moment|second)|as\s+soon\s+as|right\s+when|just\s+as)\s+"
                             r"(?:it|they)\s+opens?\s+(?P<when>on\s+(?:an?\s+)?[a-z]+day)\s*[.,!?:;–—-]*\s*(?:when|what\s+time)"
                             r"(?:\s+is|'s|s)\s+that\s*\??\s*$", re.IGNORECASE),
                  r"what time does \g<place> open \g<when>?"),
                 # 'until what time on a thursday can I sit in X': when X closes that day
                 (re.compile(r"^\s*(?:until|till|til)\s+what\s+time\s+(?P<when>(?:on\s+)?(?:an?\s+)?[a-z]+day)\s+(?:can|could)\s+"
                             r"(?:i|we)\s+(?:\w+\s+){1,3}?(?:in|at)\s+(?P<place>[^?.!]+?)\s*[?.!]*\s*$", re.IGNORECASE),
                  r"what time does \g<place> close \g<when>?"),
                 # 'from what time on a saturday can I browse in X': when X opens that day
                 (re.compile(r"^\s*(?:from|starting)\s+what\s+time\s+(?P<when>(?:on\s+)?(?:an?\s+)?[a-z]+day)\s+(?:can|could)\s+"
                             r"(?:i|we)\s+(?:\w+\s+){1,3}?(?:in|at)\s+(?P<place>[^?.!]+?)\s*[?.!]*\s*$", re.IGNORECASE),
                  r"what time does \g<place> open \g<when>?"),
                 # 'can I drop into X around noon on a saturday': whether X is open then (a moment said after it)
                 (re.compile(r"^\s*(?:can|could|may|should)\s+(?:i|we)\s+(?:drop|pop|swing|stop|nip|call)\s+"
                             r"(?:in(?:to)?|by|round|over)\s+(?:at\s+|to\s+)?(?P<place>(?:the\s+)?(?-i:[A-ZÀ-ÖØ-Þ])[^?]*?)"
                             r"(?P<when>\s+(?:at|around|about|on|this|tomorrow|today|tonight|before|after|by)\b[^?]*)\?*\s*$",
                             re.IGNORECASE),
                  r"is \g<place> open\g<when>?"),
                 # 'any chance X is open on sunday': whether it is open then
                 (re.compile(r"^\s*(?:any chance|what are the chances|is it likely)\s+(?:that\s+)?(?P<place>(?:the\s+)?(?-i:[A-ZÀ-ÖØ-Þ])"
                             r"[^?]+?)\s+(?:is|will be|would be)\s+(?P<open>(?:still\s+)?open\b)", re.IGNORECASE),
                  r"is \g<place> \g<open>"),
                 (re.compile(r"\b(?:can|could)\s+(?:i|we)\s+(?:get|buy|grab)\s+(?:something|anything)(?:\s+to\s+(?:eat|drink))?"
                             r"\s+(?:there|from them|from it)\b", re.IGNORECASE), "would it be open"),
                 (re.compile(r"\bthe\s+(closer|nearer|further|farther|bigger|larger|smaller|longer|shorter)\s+one\b",
                             re.IGNORECASE), r"\1"))
# 'who runs the pharmacy closest to X', 'near X: what street is the closest cafe on': a wh-question whose words ask
# for an attribute of the place a nearest search finds
_WH = re.compile(r"^\s*(?:[^:?]{2,60}:\s*|[^:?.!]{2,80}[.!]\s+|the\s[^:?,]{2,100},\s+)?"
                 r"(?:(?:please\s+)?(?:check|look up|find out|tell me|can you tell me|do you know)(?:\s+for\s+me)?\s+)?"
                 r"(?:who|what|what's|whats|which|where|when|"
                 r"(?:the\s+)?(?:(?:phone|contact)\s+)?(?:number|website|e-?mail|address|opening hours|hours)\s+(?:for|of)"
                 r")\b", re.IGNORECASE)   # ('number for the bar next to X': what is its number)


# a yes-or-no question said first ('do I need to book ahead for the hut nearest X'): of the place it finds
_YES_NO_FIRST = re.compile(r"^\s*(?:do|does|did|is|are|can|could|will|would|should|must)\s+(?:i|we|you|they|it|one)\b",
                           re.IGNORECASE)


# a question that asks whether a place is shut at a moment it says, whatever it asks besides
_OR_SHUT = re.compile(r"\bor\s+(?:is|are|will|would)\s+(?:it|they)\s+(?:be\s+)?(?:shut|closed)\b", re.IGNORECASE)


def _asked_of_the_found(question: str, reading: QuestionReading, known: Callable[[str], bool]) -> QuestionReading:
    """A nearest search whose question also asks for an attribute of what it finds: the attribute of that place, the
    search as its description; 'is the pharmacy nearest X open on Tuesday at 3 am?' asks whether that one is open,
    not for the nearest one open then. Any other reading as it is."""
    if reading.metric != "nearest" or not reading.feature or reading.attribute or reading.composed or \
            reading.candidates or not (reading.anchors or reading.region):
        return reading   # (a nearest with no place of its own yet is situated first: 'I'm at X: ...')
    at = question.casefold().find(reading.feature.casefold())
    if at < 0:
        return reading
    cue, cue_at = None, -1   # the words that ask for the attribute, and where
    moment = find_when(question)
    if reading.open_at is None and moment is not None and _OR_SHUT.search(question):
        # 'can i bring my dog to the dog park closest to X at 6am on sunday or is it shut': whether it is open then
        said = question[moment[0]:moment[1]].strip(" ,.")
        reading = reading.model_copy(update={"open_at": said, "anchors": [a for a in reading.anchors if a not in said]})
    if reading.open_at and (_IS_IT_OPEN.search(_without_leading_moment(question)) or _OR_SHUT.search(question)):
        attribute = "opening_hours"
    elif not (_WH.match(question) or _YES_NO_FIRST.match(question)):
        return reading
    else:
        found = asked_attribute(question, lambda start, end: not (at <= start < at + len(reading.feature)))
        if found is None or found[0] in ("opening_hours", "open"):
            return reading
        attribute, cue, cue_at = found[0], question[found[1][0]:found[1][1]], found[1][0]
        # the words that ask for the attribute, and the kind's own words said again, are read ('the stop code of the
        # closest bus stop': 'stop', 'code')
        asking = {w.casefold() for w in re.findall(r"[\w']+", question[found[1][0]:found[1][1]] + " " + reading.feature)}
        reading = reading.model_copy(update={"unread": [w for w in reading.unread if w.casefold() not in asking]})
    start = question.casefold().rfind("the ", 0, at)
    ends = [question.find(a) + len(a) for a in reading.anchors if question.find(a) > at]
    if (start < 0 or question[start + 4:at].strip().count(" ") > 1) and cue and reading.anchors and \
            re.match(r"\s*(?:which|what)\s+$", question[:at], re.IGNORECASE) and \
            0 <= question.find(reading.anchors[0]) and \
            cue_at >= question.find(reading.anchors[0]) + len(reading.anchors[0]):   # (after its place: no modifier)
        # 'which church is nearest to X, and what is its address': the address of the church nearest to X
        return read(f"what is the {cue} of the {reading.feature} nearest to {reading.anchors[0]}?", known)
    if (start < 0 or question[start + 4:at].strip().count(" ") > 1) and \
            re.search(r"(?:^|[.!?:;,]|\s[-–—])\s*$", question[:at]):   # 'its 4am sunday. Pharmacy closest to X - open?'
        start = at
    elif start < 0 or question[start + 4:at].strip().count(" ") > 1:   # no phrase says it
        return reading
    # 'the pharmacy closest to the Schloss Filmtheater'; 'the closest cafe' (near X: ...)
    phrase = question[start:max(ends)] if ends else question[start:at + len(reading.feature)]
    return QuestionReading(question=question, shape="attribute", attribute=attribute, anchors=[phrase],
                           open_at=reading.open_at if attribute == "opening_hours" else None,
                           described={phrase: reading.model_copy(update={"open_at": None})})


def _without_leading_moment(question: str) -> str:
    """The question without a moment said first ('at 3 in the morning on a wednesday is the pharmacy ... open')."""
    when = find_when(question)
    return question[when[1]:].lstrip() if when is not None and not question[:when[0]].strip() else question


@once
def _read_parts(question: str, known: Callable[[str], bool]) -> QuestionReading:
    """The reading of the question's parts, before an attribute of a place found is asked of it."""
    if (topic := _TOWN_THEN_ITS_DATA.match(question)) is not None:
        # 'Baltimore: does the data have more than 15 supermarkets?': the Baltimore data
        return read(f"{topic['before']}the {topic['town']} {topic['data']}{topic['after']}", known)   # read as rewritten
    if (figured := _with_figures(question, known)) != question:
        # 'the 20-space bike rack or the 12-space one': the bike racks with 20 and with 12 spaces
        return read(figured, known)   # read as rewritten
    if (trip := _TRIP_TOPIC.match(question)) is not None:
        # 'car route from A to B: how long is it?': the trip is what is measured, by the way it is made
        return read(_trip_asked(trip, question), known)   # read as rewritten
    if (trip := _TRIP_TOPIC_BARE.match(question)) is not None:
        # 'walking route from A to B - how many km?': how far it is, that way
        how = _TRIP_MODES.get(trip["how"].casefold(), "")
        asked = "how long does it take" if re.match(r"how long|how many min", trip["asked"], re.IGNORECASE) else \
            "how far is it"
        return read(f"{asked} {how} from {trip['a']} to {trip['b']}?", known)   # read as rewritten
    if (last := _ASKED_LAST.search(question)) is not None and last.start() > 0:
        # 'cycling from A to B, distance please': the figure asked, said as a question
        what = "distance and how many minutes" if last["and_time"] else last["what"]
        return read(f"{question[:last.start()]}, what {what}?", known)   # read as rewritten
    if (claim := _CLAIMED.match(question)) is not None:
        # 'my friend says A to B is a 15 minute walk. true?': is A to B a 15 minute walk?
        return read(f"{claim['verb']} {claim['subject']} {claim['rest']}?", known)   # read as rewritten
    if (polite := _WONDERED.match(question)) is not None:
        # 'Any idea who runs the X?', 'I wonder where the X ends': the question itself
        return read(question[polite.end():], known)   # read as rewritten
    if (wanted := _WANTED.match(question)) is not None and (asked := _pointed_at(
            wanted["rest"], wanted["place"] + (f" in {wanted['town']}" if wanted["town"] else ""))) is not None:
        # 'I want to catch the X. Which station does it start from?': the question of X
        return read(asked, known)   # read as rewritten
    if (there := _THERE_IS.match(question)) is not None and (asked := _asked_of_what_there_is(there)) is not None:
        # 'In Eastbrook there's a staircase with 40 steps. Is it lit at night?': the question of that place
        return read(asked, known)   # read as rewritten
    if (which := _WHICH_IS_IT.search(question)) is not None:   # '..., and which stop is it?': the answer names it
        return read(question[:which.start()].rstrip(" ,-–?.!") + "?", known)   # read as rewritten
    if (spelled := _CLOCK_WITH_H.sub(_clock_said, _SHORT_DAY.sub(_day_said, question))) \
            != question:
        return read(spelled, known)   # 'Wed 21:30': Wednesday 21:30 (read as rewritten)
    if (plain := context_clause.which_one_said(question)) != question:
        return read(plain, known)   # 'at whichever café is closest to X': the café closest to X (read as rewritten)
    if (itself := _NOT_COUNTING.match(question)) is not None and \
            (pointer := _ITS_PLACE.search(itself["rest"])) is not None:
        # 'not counting X itself, how many churches are there within 400 m of it': within 400 m of X, which a
        # count around a place leaves out anyway (tools/metric/query.py)
        rest = itself["rest"]
        return read(f"{rest[:pointer.start('ref')]}{itself['place']}{rest[pointer.end('ref'):]}", known)
    for shape, said in _THAN_SAID:   # '15 or more restaurants in X?': are there at least 15 restaurants in X
        # (before a town's data is read as a scope: 'I bet the X data has more than 40 gates. Right?')
        if (other := shape.match(question)) is not None and _COUNT_THAN.match(said(other)) is not None:
            asked = read(said(other), known)   # (the question's own words kept where its phrases lie in them)
            return asked.model_copy(update={"question": question}) if asked.said_in(question) else asked
    for sort, said in _SORT_OF_THE_KIND:   # 'how many of the K in T are burger places': burger K in T
        if (plain := sort.sub(said, question)) != question:
            return read(plain, known)   # read as rewritten
    if (scoped := in_town_data(question)) is not None:   # "baltimore's data - hotel count?": in Baltimore
        return read(scoped, known)   # read as rewritten
    if (out_of := _OUT_OF_ALL.search(question)) is not None and out_of.start() > 0 and \
            (counted := read(question[:out_of.start()] + "?", known)).aggregate is not None and \
            counted.aggregate.having and counted.complete:
        return counted.model_copy(update={"question": question})   # its spans lie in the question
    if (topic := _KIND_TOPIC.match(question)) is not None and \
            known(f"{topic['topic']} {topic['head']}".casefold()):
        # 'car sharing in X - how many stations are mapped?': how many car sharing stations ... in X
        return read(f"{topic['how']} {topic['topic']} {topic['head']}{topic['rest']} {topic['scope']}?", known)
    if (topic := _TOWN_KINDS_TOPIC.match(question)) is not None and known(topic["kind"].casefold()) and \
            not known(f"{topic['town']} {topic['kind']}".casefold()) and (town := town_said(topic["town"])) and \
            not re.search(r"\b(?:it|its)\b", topic["rest"], re.IGNORECASE):   # ('X hut - how many can it sleep': X's)
        # 'eastbrook florists that list hours: how many are open on sunday at 11?': how many florists in Eastbrook
        # are (hours said by those that list them: data_scope.py)
        said_when = topic["when"] or topic["open_when"]
        if said_when is None:
            return read(f"how many {topic['kind']} in {town}{topic['rest']}", known)   # read as rewritten
        if (when := find_when(said_when)) is not None and not said_when[:when[0]].strip():
            # 'eastbrook fast food, thursday 7 in the evening: how many are open?': then
            asked = f"{topic['kind']} in {town}" + (" are open" if topic["open_when"] else "")
            return read(f"how many {asked}{topic['rest'].rstrip(' ?.!')} {_said_then(said_when)}?",
                        known)   # read as rewritten
    if (counted := _COUNT_LAST.match(question)) and re.search(r"\bnumber\b", counted.group(0)[counted.end("kind"):],
                                                                 re.IGNORECASE) and \
            not _ANYTHING.match(counted["kind"]) and attribute_questions.read(counted["kind"]) is not None:
        # 'X - can I ring them? number?': the number asked is the place's, not a count
        return read(f"{counted['kind']}?", known).model_copy(update={"question": question})
    if counted := _COUNT_LAST.match(question):   # 'restaurants with a phone in X, how many?'
        if _ANYTHING.match(counted["kind"]):   # 'anything / any cafe in X open at 6 on a sunday? count pls': whether any
            kind = counted["kind"][:1].lower() + counted["kind"][1:]   # ('Any casino ...': no name starts it)
            there = "" if kind.startswith("anything") else "there "
            return read(f"is {there}{kind}? how many?", known)
        return read(f"how many {counted['kind']}?", known)
    if said := _SAID_AFTER.match(question):   # 'can u pay with bitcoin at su casa? the furniture shop on bond st'
        return read(said["asked"], known).model_copy(update={"question": question})
    if (scope := _SCOPE_FIRST.match(question)) is not None:
        # 'within 2 km of X, are there more than two K?', 'Within 1.5 km of X, add up the A and the B. Total?': the
        # first sentence asked with its scope last, as the readers read it
        rest, end = scope["rest"], _FIRST_SENTENCE_END.search(scope["rest"])
        cut = end.start() if end is not None else len(rest)
        return read(f"{rest[:cut].rstrip()} {scope['scope'][:1].lower()}{scope['scope'][1:]}{rest[cut:]}", known)   # read as rewritten
    if (than := _COUNT_THAN.match(question)) is not None:   # 'are there more than 6 cafes within 100 m of X?'
        counted = read(f"how many {than['rest']}?", known)
        n = than["n"].casefold()
        return counted.model_copy(update={"count_than": (_THAN[than["cmp"].casefold()],
                                                         float(n) if n[:1].isdigit() else float(NUMBER_WORDS[n]))})
    if (town := _town_between(question)) is not None:   # 'the cafe closest to the shelter (Singapore), will it ...'
        return read(f"{question[:town.start()]} in {town['town']}{question[town.end():]}", known)   # read as rewritten
    if (town := _TOWN_AFTER.search(question)) is not None and \
            (said := town_said(re.sub(r"\s+(?:map\s+)?(?:data|extract)$", "",
                                      town["town"] or town["town_after"],
                                      flags=re.IGNORECASE))) is not None:   # '... its postal code? (singapore)'
        asked = _in_town(read(question[:town.start()] + (town["end"] or ""), known), said)
        # (a question read as rewritten, 'the bike parking with 66 spaces', keeps its words and says its town)
        return asked.model_copy(update={"question": question if asked.said_in(question) else
                                        f"{asked.question.rstrip()} ({said})"})
    if (when := find_when(question)) is not None and not question[:when[0]].strip() and \
            (topic := _TOWN_TOPIC_AFTER.match(question, when[1])) is not None:
        # 'sunday 7.30 in the morning, Heidelberg: is the cafe ... open yet?': the town's question at that moment
        return read(f"{topic['town']}: {topic['rest'].rstrip(' ?.!')} {_said_then(question[when[0]:when[1]])}?",
                    known)   # read as rewritten
    if (lead := _TOWN_THEN_MOMENT.match(question) or _NAMED_THEN_MOMENT.match(question)) is not None and \
            not _NOT_TOPIC.match(lead["town"]) and \
            (topic := lead["town"] if TOWN.fullmatch(lead["town"]) else _name_with_its_kind(lead["town"])) and \
            (when := find_when(question)) is not None and when[0] == lead.end() and \
            (rest := _REST_AFTER_MOMENT.match(question, when[1])) is not None:
        # 'Heidelberg, wednesday 11.30 at night: how many fast food places are open?': the town's question then
        # ('old mill cafe, sunday 8 pm - can we still eat there': the place's)
        return read(f"{topic}: {rest['rest'].rstrip(' ?.!')} {_said_then(question[when[0]:when[1]])}?",
                    known)   # read as rewritten
    if (set_in := _in_setting(question, known)) is not None:
        # 'My dog is ill. Sunday at 9 am, Eastbrook: is there a vet open?', 'Insomnia again, in Eastbrook at 3 am on a
        # Monday. Is anything still open?': the question asked where and when the sentence before says
        return read(set_in, known)   # read as rewritten
    if (aside := _DAY_ASIDE.match(question)) is not None and (clock := find_when(aside["rest"])) is not None and \
            not re.search(r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:today|tomorrow|tonight)\b", aside["rest"],
                          re.IGNORECASE) and not re.search(r"(?<!^)\b(?-i:[A-ZÀ-ÖØ-Þ])", aside["aside"].strip()):
        # 'Early start on a saturday: at 8 am will the bakery ... be open?': the day the sentence before says
        rest, end = aside["rest"], clock[1]
        return read(f"{rest[:end]} on {aside['day']}{rest[end:]}", known)   # read as rewritten (the day by the clock)
    if (town := TOWN_FIRST.match(question)) is not None and _ASKING_FIRST.match(town["rest"]) and \
            aggregate_read(question) is None and \
            (asked := _town_first(read(town["rest"], known), town["town"])) is not None:
        # 'In Heidelberg, how wide is the grade three track?': the track in Heidelberg (an aggregate reads the town as
        # its scope: 'In X, which sport are most of the pitches marked for' asks of the pitches in X, no place's)
        return asked
    if town is not None and _ASKING_FIRST.match(town["rest"]) and \
            len((between := read(town["rest"], known)).anchors) >= 2 and between.metric == "distance" and \
            between.time_budget_s is not None and between.complete and (placed := read(f"{town['rest'].rstrip(' ?.!')} in {town['town']}?", known)).complete:
        # 'In T, is A a 5 minute walk from B?': the trip between two places in T, the town said after them (a trip
        # said otherwise reads its town later, as the region)
        return placed.asked_as(question)
    if (aside := _ASIDE.search(question)) and (not aside["kinds"] or _all_kinds(aside["kinds"], known)):
        # 'near Same Same (the sushi place) - how many ...': the name says it ('(one-way, no return)' is no list of kinds)
        return read(question[:aside.start()] + question[aside.end():], known)   # read as rewritten
    if (fits := in_time(question, lambda text: read(text, known))) is not None:   # 'can i walk from A to B in 20 min'
        return fits
    if (each := _TWO_COUNTS.match(question)) is not None and \
            not re.match(r"(?:in|within|near|around|close to|at|of)\b", each["b"].strip(), re.IGNORECASE) and \
            (first := read(f"how many {each['a']} are there {each['scope']}?", known)).complete and first.metric == "count" \
            and (second := read(f"how many {each['b']} are there {each['scope']}?", known)).complete and \
            second.metric == "count":
        # 'how many farms lie within 5 km of X, and how many peaks?': each count in the one scope, both said
        return first.model_copy(update={"question": question, "then": second})
    if (two := _TWO_DISTANCES.match(question)) is not None and \
            (first := read(f"how far is {two['a']} from {two['b']}?", known)).complete and first.metric == "distance" \
            and (second := read(f"how far is {two['c'] or two['c2']} from {two['d']}?", known)).complete and \
            second.metric == "distance":
        # 'the distance between A and B, and between A and C?': both distances, said one after the other
        return first.model_copy(update={"question": question, "then": second})
    if (then := _COUNT_THEN_WHICH.match(question)) is not None and \
            (first := read(f"how many {then['a']} are there {then['scope']}?", known)).complete and \
            first.metric == "count" and \
            (second := read(f"which is the {then['most']} {singular(then['a']) or then['a']} {then['scope']}?",
                            known)).complete:
        # 'how many museums are in T, and which is the largest?': the count, then the one the word picks
        return first.model_copy(update={"question": question, "then": second})
    if (offset := _OFFSET.match(question)) is not None and \
            (direction := read(f"what direction is {offset['a']} from {offset['b']}?", known)).complete and \
            direction.shape == "direction" and len(direction.anchors) == 2:
        # 'how far north is A from B': the direction between them, said as its northward part
        return direction.model_copy(update={"question": question, "offset": offset["way"].casefold()})
    if (near := within_distance(question, lambda text: read(text, known))) is not None:   # 'is A within 2 km of B'
        return near
    if trip := _TRIP_TOLD.match(question):   # 'renting a bike at A and cycling to B.. how long': cycling from A to B
        return read(f"{trip['verb']} from {trip['a']} to {trip['rest']}", known)   # read as rewritten
    if arrow := _ARROW_TRIP.match(question):   # 'bike ride A -> B (X), how long a ride': a bike ride from A to B
        going = _GERUND[_TRAVEL_VERB[re.sub(r"^a\s+", "", arrow["how"].casefold())]]
        return read(f"{going} from {arrow['a']} to {arrow['b']}{arrow['rest']}", known)   # read as rewritten
    if (trip := _TRIP_NAMED.match(question)) is not None:   # 'A to B - is that a 5 minute walk?': from A to B
        return read(_trip_asked(trip, question), known)   # read as rewritten
    for said, meant in _SAID_PLAINLY:   # 'will it still be serving at 10pm': will it still be open then
        # (a rule may keep what it matched as it is: 'the playing surface at X' names no kind there)
        if said.search(question) and (plain := said.sub(meant, question, count=1)) != question:
            return read(plain, known)   # read as rewritten
    if (first := OPENS_FIRST.match(question)) is not None and (by_hours := _opens_first(first, known)) is not None:
        return by_hours   # 'which cafe in X opens earliest on Saturday' (with 'today' after it when it says no day)
    if at_all := _OPEN_AT_ALL.search(question):   # 'is X open at all in May': whether it opens then
        return read(question[:at_all.end("verb")] + question[at_all.end():], known)   # read as rewritten
    if either := _OPEN_OR_NOT.search(question):   # 'open or closed on monday at 4' asks whether it is open then
        return read(question[:either.start()] + "open" + question[either.end():], known)   # read as rewritten
    if around := _TOPIC_RADIUS.match(question):   # 'X area, 500m radius: number of ...': read with its scope last
        return read(f"{around['rest'].rstrip(' ?.!')} within {around['radius']} of {around['place']}?", known)
    if (by_how_much := _BY_HOW_MUCH.search(question)) and \
            ((compared := read(question[:by_how_much.start()], known)).complete or arithmetic(question) is None) and \
            (compared.compare or not (by_how_much["difference"] or by_how_much["bare"])):   # (two counts': arithmetic's)
        # 'which is bigger, A or B, and by how much?': the comparison ('does A sit higher than B? by how many
        # metres', whose first part reads as no comparison: a difference arithmetic reads)
        return compared.model_copy(update={"question": question})
    for scene in (context_clause.radius_here, context_clause.time_first, place_said_before,
                  context_clause.moment_before):
        # 'out of X. which cafes within 100 m ...', 'I have 25 min. ...', 'sunday 10:15, I want rolls. is ... open?',
        # 'friends want to stay near X. which hotels are within 200 m of it?'
        if (asked := scene(question)) is not None and (said := _read_or_none(asked, known)) is not None and \
                said.complete:
            return said   # read as rewritten, when that reads whole (else the readers below try)
    if (asked := context_clause.rewritten(question)) is not None:   # 'going to X at 9, will they be open': one question
        return read(asked, known)   # read as rewritten: its phrases are spans of that text
    if (each := averaged(question)) is not None:   # 'the average elevation of A, B and C': a question per place
        return QuestionReading(question=question, shape="number", operation="average",
                               operands=[read(asked, known) for asked in each])
    if (each := ranked(question)) is not None:   # 'which of A, B and C sits highest': a question per place, ranked
        return QuestionReading(question=question, shape="place", operation="rank",
                               operands=[read(asked, known) for asked in each])
    if (operand := arithmetic(question)) is not None:   # 'how many more X than Y ...': two questions and a sum
        first, second = read(operand.first, known), read(operand.second, known)
        return QuestionReading(question=question, shape="number", operation=operand.operation,
                               operands=[first, second], factor=operand.factor)
    if (each := counted_together(question)) is not None:   # 'add up the restaurants, cafés and bars in X': each, summed
        return QuestionReading(question=question, shape="number", operation="sum",
                               operands=[read(asked, known) for asked in each])
    if (worked := counts_worked(question)) is not None:   # 'cafes plus bars in X: the total and each count'
        operation, each = worked
        return QuestionReading(question=question, shape="number", operation=operation,
                               operands=[read(asked, known) for asked in each])
    if (each := legs(question)) is not None:   # 'A to B to C and back to A, straight lines - the total': a leg each
        return QuestionReading(question=question, shape="number", operation="sum",
                               operands=[read(asked, known) for asked in each])
    for kind in kind_modules():   # an aggregate, a tour, an attribute of a named place (reading/kinds.py)
        if (asked := kind.read(question)) is not None:
            return asked
    if (asked := _described_attribute(question, known)) is not None:   # 'is the pharmacy nearest X wheelchair ...'
        return asked
    if trailing := _TRAILING.search(question):   # "what's the cafe nearest X called?": the words ask nothing more
        return read(question[:trailing.start()], known).model_copy(update={"question": question})
    if (said := _topic_first(question, known)) is not None:   # "X: is A or B nearer to it?": "... nearer to X?"
        return said   # read as rewritten: its phrases are spans of that text ('the museum nearest to X')
    # "I'm at X. nearest pharmacy?", "from X, find the nearest Y": X is the place the rest measures from
    if here := _HERE.match(question) or _FROM_FIRST.match(question) or _FROM_LEAD.match(question):
        inside = (here.groupdict().get("prep") or "").casefold() == "in"
        rest = here.group("rest")
        if (onward := _GOING_ON.match(rest)) is not None and here.groupdict().get("prep") in ("at", "from", "in", None):
            # "I'm at X. Could I walk to Y within 15 minutes?": a trip from where the asker is
            return read(f"can I {onward['verb']} from {here.group('place')} to {onward['rest']}", known)
        # 'sitting in X - is A or B closer to me': to where the asker is
        rest = _TO_ME.sub(lambda said: f"{said['to']} {here.group('place')}", rest)
        word = _COMPARE.search(rest)
        if word and _COMPARE_WORDS[word.group("word").lower()] in ("nearer", "farther") and \
                not re.match(r"\s+(?:to|from)\b", rest[word.end():]) and _comparison(rest, known) is None:   # "I'm at X - what's nearer, A or B": nearer to X
            rest = f"{rest[:word.end()]} to {here.group('place')}{rest[word.end():]}"
        situated = _situated(here.group("place"), inside, read(rest, known), question,
                             _place_description(here.group("place"), known))
        if (verb := here.groupdict().get("verb")) and situated.travel_mode is None:
            # 'driving from X, is A or B the longer trip': each trip by car
            situated = situated.model_copy(update={"travel_mode": _MODE_OF_VERB[verb.casefold()]})
        return situated

    def owned_noun(said: re.Match[str]) -> str:   # (not "Heidelberg's street clock": a kind of place, in Heidelberg)
        after = re.match(r"\s+([a-z][\w-]*)", question[said.end():])
        if after and known(f"{said['noun']} {after.group(1)}".casefold()):
            return said.group(0)
        return f"the {said.group('noun')} of {said.group('owner')}"

    if _OWNED.search(question) and (owned := _OWNED.sub(owned_noun, question)) != question:
        # "what's Tollensesee's area?" reads as "what's the area of Tollensesee?"
        return read(owned, known).model_copy(update={"question": question})
    head, tail, back = _later_clause(question)
    chained = tail is not None and back is None and _THEN.search(question[:head]) is not None
    reading = read(question[:head].rstrip(" -–"), known) if chained else \
        _read_clause(question[:head].rstrip(" -–") if tail else question, known)
    if tail is None:
        return reading.model_copy(update={"question": question}) if reading.question != question else reading
    ref = back.group("ref") if back is not None else None
    # the words pointing back read as a place name, a later clause may itself go on ('..., find the pub closest to
    # it, then tell me how far that pub is from ...'); then the words are put back
    masked = tail if ref is None else tail[:back.start("ref")] + _BACK_STAND_IN + tail[back.end("ref"):]
    if ref is not None and (lead := _LEADING_FROM.match(masked)):   # 'from there how far is it to X': '... from there'
        masked = f"{lead['rest']} {lead['from']}"
    later = _unmasked(read(masked, known), ref, tail) if ref else read(tail, known)
    if reading.metric is None and len(reading.anchors) == 2 and not reading.feature and \
            set(re.findall(r"[a-z']+", tail.casefold())) <= LEG_WORDS:
        # 'i want to cycle from A to B. how long will it take me': the trip the first clause tells
        return QuestionReading.model_validate({**reading.model_dump(), "question": question, "shape": "number",
                                               "metric": "distance"})
    if not (later.metric or later.feature or later.attribute or later.compare):   # 'What is it?' asks nothing new
        return QuestionReading.model_validate({**reading.model_dump(), "question": question,
                                               "unread": reading.unread + later.unread})
    if ref is not None and ref.casefold() == "there" and reading.metric == "distance" and len(reading.anchors) == 2 \
            and not reading.feature and ref in later.anchors:
        # 'how far is it from A to B, and from there to C': where the trip ended, its answer being a number
        ended = read(tail[:back.start("ref")] + reading.anchors[-1] + tail[back.end("ref"):], known)
        if not ended.travel_mode and reading.travel_mode:
            ended = ended.model_copy(update={"travel_mode": reading.travel_mode})
        return QuestionReading.model_validate({**reading.model_dump(), "question": question, "then": ended})
    update: dict[str, Any] = {"refers_back": ref}
    if reading.metric in (None, "distance") and len(reading.anchors) == 2 and not reading.feature and \
            later.metric == "distance" and not later.feature and later.anchors in ([], [ref]):
        # 'i want to cycle from A to B. how far is it': the trip the first clause tells ('how long will it take to
        # walk from A to B, and how far is it': the trip the first clause measured)
        return QuestionReading.model_validate({**reading.model_dump(), "question": question, "shape": "number",
                                               "metric": "distance",
                                               "travel_mode": reading.travel_mode or later.travel_mode})
    if ref is None:   # 'and how far?': between the places of the clause before
        return _then_last(reading, later, question)
    if not later.anchors and not later.region:   # 'it' / 'there' is the place the later clause measures from
        update["anchors"] = [ref]
    elif later.metric == "distance" and not later.feature and ref not in later.anchors:
        update["anchors"] = [*later.anchors[:1], ref]   # 'how far is the Kulturpark from there': between the two
    later = QuestionReading.model_validate({**later.model_dump(), **update,
                                            "unread": [w for w in later.unread if w not in ref.casefold().split()]})
    return QuestionReading.model_validate({**reading.model_dump(), "question": question, "then": later})


# "is the pharmacy nearest to X wheelchair accessible?", "does the hotel closest to X have wifi?": a yes-or-no
# attribute of a described place, the description between the question's verb and the attribute's words
_DESCRIBED_ATTRIBUTE = re.compile(r"^\s*(?:is|are|does|do|has)\s+(?P<place>the\s+.+?)\s+(?:have|has|offer|allow|got)?\s*$",
                                  re.IGNORECASE)

# 'how high is the peak nearest to X?': the attribute's words first, then the described place
# ('what street is the closest cafe on': the attribute's question is not done before its last word)
_DESCRIBED_AFTER_ATTRIBUTE = re.compile(r"^\s*(?:is|are)\s+(?P<place>the\s+[^?!.]+?)(?<!\s(?:on|in|at|of|to|by))(?<!\sfrom|\swith)"
                                        r"\s*[?!.]*\s*$", re.IGNORECASE)


def _described_attribute(question: str, known: Callable[[str], bool]) -> QuestionReading | None:
    # (a cue is no word of a name, but the question's first word is capitalised as any first word is)
    lower = lambda start, end: question[start].islower() or not question[:start].strip()   # noqa: E731
    # a yes-or-no ('is the cafe nearest X wheelchair accessible'), or a value said as a guess ('is the church
    # closest to X catholic or something else')
    found = asked_attribute(question, lower, yes_no=True) or asked_attribute(question, lower)
    if found is None:
        return None
    frame = _DESCRIBED_ATTRIBUTE.match(question[:found[1][0]])
    if frame is None and not question[:found[1][0]].strip():   # 'how tall is the peak nearest to X?'
        frame = _DESCRIBED_AFTER_ATTRIBUTE.match(question[found[1][1]:])
    if frame is None:
        return None
    place = frame["place"]
    described = _place_description(place, known)
    if described is None:
        return None
    return QuestionReading(question=question, shape="attribute", attribute=found[0], anchors=[place],
                           described={place: described})


# "The Kiasma: which cafe is nearest to it?", "As for the biggest park in Vaduz - how far is it from X?": the
# topic comes first; the word in the question pointing back to it ('it', 'its', 'there') stands for it.
_TOPIC = re.compile(r"^\s*(?:in\s+(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[^,:;?!]{1,40}),\s*)?"   # 'In Baltimore, the cafe nearest X - has it got wifi'
                    r"(?:(?:as for|about|regarding)\s+)?(?P<topic>[^:;?!,]{2,80}?)\s*(?::|\s[-–]\s|"
                    # 'the food court closest to X, is it open ...': a comma, then a question about 'it'
                    r",(?=\s*(?:(?:do|can|could|would)\s+you\s+(?:know|tell\s+me|have)\s+)?"
                    r"(?:(?:is|are|was|does|do|did|will|would|when|what|what's|whats|has|have|can)\s+)?"
                    r"(?:it|they|its|their)\b))\s*(?P<rest>\S.*)$",
                    re.IGNORECASE | re.DOTALL)
# a sentence before the question that says only the day ('Early start on a saturday: at 8 am will ...')
_DAY_ASIDE = re.compile(r"^\s*(?P<aside>[^:;.!?]{0,60}?\b(?:on\s+)?(?:a\s+|this\s+|next\s+)?"
                        r"(?P<day>(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b[^:;.!?\d]{0,40}?)\s*(?:[:;.!?]|\s[-–—])\s+"
                        r"(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL)
# a town said as the topic after a moment said first: 'sunday 7.30 in the morning, Heidelberg: is ...'
_TOWN_TOPIC_AFTER = re.compile(rf"\s*,\s*(?:in\s+)?(?:the\s+)?(?P<town>{TOWN.pattern})(?:\s+(?:map\s+)?(?:data|extract))?\s*"
                               rf"(?::|\s[-–—]\s|[.!]\s)\s*(?P<rest>\S.*)$", re.DOTALL)   # ('friday 1pm, T. Of the ...')
# a kind said with a figure it carries before it: 'the 20-space bike rack', 'the 40-step staircase', 'the 12-space one'
_FIGURE_FIRST = re.compile(r"\bthe\s+(?P<n>\d+)[- ](?P<unit>space|seat|bed|step|spot|room|storey|story|floor)s?\s+"
                           r"(?P<kind>one|[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\b", re.IGNORECASE)


def _with_figures(question: str, known: Callable[[str], bool]) -> str:
    """The question with each such kind said as 'the <kind> with <n> <units>' (a 'one' is the kind said before it);
    the question as it is when a kind is unknown."""
    said_before: str | None = None

    def written(match: re.Match[str]) -> str:
        nonlocal said_before
        kind = match["kind"]
        if kind.casefold() == "one":
            if said_before is None:
                return match.group(0)
            kind = said_before
        elif not known(kind.casefold()):
            words = kind.split()
            if len(words) < 2 or not known(words[0].casefold()):
                return match.group(0)
            said_before = words[0]   # ('the 20-space rack or ...': the kind, then what follows it)
            return f"the {said_before} with {match['n']} {match['unit']}s {' '.join(words[1:])}"
        said_before = kind
        return f"the {kind} with {match['n']} {match['unit']}s"
    return _FIGURE_FIRST.sub(written, question)


# a trip said as the topic, then measured: 'car route from A to B: how long is it?', 'bike ride from A to B - how far?'
_TRIP_MODES = {**{w: "by car" for w in ("car", "driving", "drive")}, **{w: "by bike" for w in ("bike", "bicycle", "cycling",
                                                                                           "cycle")},
               **{w: "on foot" for w in ("walking", "walk", "foot")}}
# The question after it points back at the trip and asks a figure of it; the mode may go unsaid when the two places
# are said by their names ('Old Mill to the Eastbrook Museum - is that a 5 minute walk?', 'from A to B on foot: how
# far is it?'): never a clause that says more ('cycling from A to whatever cafe is closest to B')
_ASKED_OF_TRIP = (r"(?P<rest>(?=[^?]*\b(?:how\s+(?:long|far)|minutes?|mins?|walk|drive|ride|distance)\b)"
                  r"(?:how|is|would|will|can|could)\b[^?]*?\b(?P<back>it|that|this)\b[^?]*?)\s*[?.!]*\s*$")
_TRIP_TOPIC = re.compile(r"^\s*(?:(?:the|a|my)\s+)?(?P<how>" + "|".join(_TRIP_MODES) + r")\s+(?:route|trip|ride|journey|way)\s+"
                         r"from\s+(?P<a>.+?)\s+to\s+(?P<b>.+?)\s*(?::|,|\s[-–—]|\?)\s*(?:so\s+)?" + _ASKED_OF_TRIP,
                         re.IGNORECASE)
# the same, asked with no word pointing back: 'walking route from A to B - how many km?'
_TRIP_TOPIC_BARE = re.compile(r"^\s*(?:(?:the|a|my)\s+)?(?P<how>" + "|".join(_TRIP_MODES) + r")\s+(?:route|trip|ride|journey|way)\s+"
                              r"from\s+(?P<a>.+?)\s+to\s+(?P<b>.+?)\s*(?::|,|\s[-–—]|\?)\s*(?P<asked>how\s+(?:far|long)|"
                              r"how\s+many\s+(?:km|kilometres|kilometers|miles|metres|meters|minutes|mins)|distance)"
                              r"\s*(?:please|pls|plz)?\s*[?.!]*\s*$", re.IGNORECASE)
_NAME_SAID = (r"(?:the\s+)?(?-i:[A-Z0-9À-ÖØ-Þ])[\w'’&./-]*(?:\s+(?:(?-i:[A-Z0-9À-ÖØ-Þ&])[\w'’&./-]*|of|de|la|le|du|der|am|an|and|at|"
              r"on(?!\s+foot)))*?")
_TRIP_NAMED = re.compile(rf"^\s*(?:from\s+)?(?P<a>{_NAME_SAID})\s+to\s+(?:the\s+)?(?P<b>{_NAME_SAID})"
                         r"(?:\s+(?P<how>on foot|by car|by bike|by bicycle|walking|cycling|driving))?"
                         r"\s*(?::|,|\s[-–—]|\?)\s*(?:so\s+)?" + _ASKED_OF_TRIP, re.IGNORECASE)


def _trip_asked(trip: re.Match[str], question: str) -> str:
    """The question asked of a trip said first, asked of the trip itself: 'is it a 5 minute walk from A to B?'."""
    how = trip["how"] or ""
    how = f" {_TRIP_MODES.get(how.casefold(), how)}" if how else ""
    asked = f"{question[trip.start('rest'):trip.start('back')]}it{question[trip.end('back'):trip.end('rest')]}"
    return f"{asked}{how} from {trip['a']} to {trip['b']}?"


# the figure asked said last, alone: '..., distance please', '..., time?'
_ASKED_LAST = re.compile(r"\s*(?:,|\s[-–—])\s*(?:the\s+)?(?P<what>distance(?P<and_time>\s*(?:\+|&|and|plus)\s*(?:the\s+)?"
                         r"(?:minutes|mins|time|travel time))?|travel time|time)\s*(?:please|pls|plz)?\s*[?.!]*\s*$",
                         re.IGNORECASE)   # (', distance please', ' - distance + minutes pls')
# a place introduced by its kind, then asked about: 'In Eastbrook there's a staircase with 40 steps. Is it lit?'
# a question's chat tail: ', any idea?', ', do you know?' (never 'any' of a kind: 'any idea' is no place)
# (and 'yes or no' after a question that asks one: the answer says which anyway)
_CHAT_TAIL = re.compile(r"\s*[,;:–—-]?\s*\b(?:any idea|any clue|do you know|does anyone know|anyone know|if you know|"
                        r"by any chance|(?:just\s+)?(?:a\s+)?(?:yes or no|yes/no|y/n)(?:\s+(?:please|pls|will do))?)\s*[?.!]*\s*$",
                        re.IGNORECASE)
# 'are all the places that list hours open ...', 'is everything with hours open then'
_EVERY_OPEN = re.compile(r"\b(?:is|are)\s+(?:(?:every|each|all(?:\s+of)?(?:\s+the)?|(?P<most>most(?:\s+of)?(?:\s+the)?))\s+"
                         r"(?P<kind>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)|"
                         r"everything|everyplace)(?=\s+(?:(?:that|which|with|in|within|near|around)\b[^?]*?\s)?(?:still\s+)?open\b)",
                         re.IGNORECASE)
# the count asked again after it ('? how many are open?', '? give me the number too', '? If not, how many are?')
_HOW_MANY_AGAIN = re.compile(r"(?<=\?)\s*(?:and\s+)?(?:(?:if\s+not|otherwise)\s*,?\s*)?(?:how many(?: of them)?(?: are(?: open)?)?(?: then)?|"
                             r"(?:give me|tell me|what'?s|and)\s+(?:the\s+)?(?:number|count)(?:\s+too|\s+as well|\s+please)?)\s*[?.!]*\s*$",
                             re.IGNORECASE)
# a sentence that says what a town has, then a question that names no place of its own
_TOWN_HAS = re.compile(rf"^\s*(?P<town>{TOWN.pattern})\s+(?:has|has got|['’]s got)\s+[^.?!]+[.!]\s+"
                       r"(?P<rest>(?![^.!?]*\b(?:it|its|they|them|their|theirs)\b)[^.!?]+\?)\s*$", re.IGNORECASE)
# (said as heard from someone: 'someone told me there's a X in T - ...')
_HEARSAY = r"(?:(?:hey|hi|so|ok|okay)\s*,?\s+)?(?:(?:(?:someone|somebody|a friend|my\s+[a-z]+|people)\s+(?:told me|said|says|" \
    r"mentioned)|i\s+(?:heard|read|was told|think)|apparently|supposedly)\s*,?\s+(?:that\s+)?)?"
_THERE_IS = re.compile(rf"^\s*{_HEARSAY}(?:in\s+(?:the\s+)?(?P<town>{TOWN.pattern})(?:\s+data)?\s*,?\s*)?there(?:'s|’s|\s+is)\s+"
                       rf"(?:an?|one)\s+(?P<place>[a-z][^.?!;:]{{2,80}}?)(?:\s+(?:somewhere\s+)?in\s+(?:the\s+)?"
                       rf"(?P<town_after>{TOWN.pattern})(?:\s+(?:map\s+data|data|map|extract))?)?"
                       r"\s*(?:[.;:!]|\s[-–—])\s+(?P<rest>\S.*)$", re.DOTALL | re.IGNORECASE)
_SAID_OF_THE_DATA = re.compile(r"\b(?:single|only|mapped|tagged|recorded|listed|data|extract)\b", re.IGNORECASE)
_POINTED_BACK = re.compile(r"\b(?P<own>its|it|(?:that|this)\s+(?:one|place|line|route|bus|train|tram|service))\b",
                           re.IGNORECASE)
# a claim someone made, asked whether it holds: 'my friend says A is ..., true?', 'I heard A is ... - right?' (not
# the asker's own guess, 'my bet is there are ...': _SAID_PLAINLY's)
_CLAIMED = re.compile(r"^\s*(?:(?:my|a)\s+(?!(?:bet|guess|hunch)\b)[a-z]+|someone|people|they|he|she|i\s+(?:heard|read|was told))\s*"
                      r"(?:says?|said|told me|reckons?|claims?|thinks?|insists?)?\s+(?:that\s+)?(?P<subject>[^?]+?)\s+"
                      r"(?P<verb>is|are)\s+(?P<rest>[^?]+?)\s*[.,;:!-]*\s*(?:(?:is\s+(?:that|it|he|she)\s+)?(?:true|right|correct)"
                      r"|really)\s*[?!.]*\s*$", re.IGNORECASE)
# a question asked as a wonder: 'any idea who runs ...', 'I wonder where ...' (the question after it is asked)
_WONDERED = re.compile(r"^\s*(?:any\s+idea|no\s+idea|i\s+wonder|wondering|just\s+wondering)\s*[,:-]?\s+"
                       r"(?=(?:who|what|which|where|when|how)\b)", re.IGNORECASE)
# a place said as what the asker wants to reach, then asked about: 'I want to catch the X. Which station does it start
# from?'
# ('I'm taking Bus 12 out of Eastbrook tomorrow. Who runs that line?': Bus 12 in Eastbrook)
_WANTED = re.compile(r"^\s*(?:(?:i|we)(?:'d| would)?\s+(?:want|need|like|plan|hope|am planning|'m planning|are planning|"
                     r"'re planning)\s+to\s+(?:catch|take|ride|board|visit|see|get to|go to)|(?:i'?m|i am|we'?re|we are)\s+"
                     r"(?:taking|catching|riding|boarding))\s+(?P<place>(?:the\s+)?(?-i:[A-Z0-9À-ÖØ-Þ])[^.?!;:]{1,60}?)"
                     r"(?:\s+(?:out of|from|in|into|through)\s+(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)?))?"
                     r"(?:\s+(?:tomorrow|today|tonight|later|(?:on|this|next)\s+\w+))?"
                     r"\s*(?:[.;:!]|\s[-–—])\s+(?P<rest>\S.*)$", re.DOTALL | re.IGNORECASE)


def _pointed_at(asked: str, place: str) -> str | None:
    """The question with the first 'it' (or 'its') written as `place`; None when it points at nothing."""
    if (back := _POINTED_BACK.search(asked)) is None:
        return None
    said = f"{place}'s" if back["own"].casefold() == "its" else place
    return f"{asked[:back.start()]}{said}{asked[back.end():]}"


def _asked_of_what_there_is(there: re.Match[str]) -> str | None:
    """The later question with 'it' written as the place the first sentence introduced ('the staircase with 40
    steps'), in its town; None when the later question points at nothing."""
    if _SAID_OF_THE_DATA.search(there["place"]):
        return None   # ('there's a single cemetery mapped in the X extract': the one of its kind, read elsewhere)
    town = there["town"] or there["town_after"]
    # (the town right after the place: 'what's the bench in X made of', never '... made of in X')
    place = f"the {there['place'].strip()}" + (f" in {town}" if town else "")
    asked = _pointed_at(there["rest"], place)
    return None if asked is None else asked.rstrip()


# a sentence before the question that says no place: only the scene, the town or the moment ('My dog is ill.',
# 'Long day ahead on Tuesday, 6.45am in Eastbrook.', 'Out of milk:')
_SETTING = re.compile(r"^\s*(?P<scene>(?:[^?:;.!]|[.:](?=\d)){3,140}?)\s*(?:[.!:;]+|\s[-–—])\s+(?P<rest>\S.*\?.*)$",
                      re.DOTALL)   # (a clock's dot or colon is no sentence's end: '7.30am', '2:30 am')
_SCENE_TOWN = re.compile(rf"(?:\bin\s+(?:the\s+)?|(?:^|,\s*))(?P<town>{TOWN.pattern}(?:\s+(?:map\s+)?data)?)\s*(?:,|$)")
_SCENE_PLACE = re.compile(r"\b(?:at|near|by|from|to|outside|inside|behind|opposite)\s+(?:the|this|that)\b|\d+\s*(?:m|km|min)",
                          re.IGNORECASE)


def _in_setting(question: str, known: Callable[[str], bool]) -> str | None:
    """The question after a sentence of scene, with the town and moment that sentence says written into it; None
    when the sentence before says a place (it may be where the question starts) or there is no such sentence."""
    if (said := _SETTING.match(question)) is None:
        return None
    scene, rest = said["scene"], said["rest"]
    when = find_when(scene)
    if when is None and len(scene.split()) >= 2 and _aside(scene, known) and _SCENE_TOWN.search(scene) is None and \
            re.search(TIME_AMOUNT, scene, re.IGNORECASE) is None and \
            (_ASKING_FIRST.match(rest) or _ASKER.search(scene) and (then := find_when(rest)) is not None and
             not rest[:then[0]].strip()) and \
            arithmetic(question) is None:   # (arithmetic reads the whole: 'we're arguing - which is bigger, and by ...')
        # ('I have half an hour before ...' holds the time a trip must fit: no chat)
        # 'need to wash my clothes - is there a laundromat open ...', "I'm an early riser - at 6 on a Wednesday, is
        # ...": a scene that says no place, no moment and nothing asked is chat; the question is what follows
        return rest
    if not _ASKING_FIRST.match(rest) and not re.match(r"(?:count|tell|give|any|anything)\b", rest, re.IGNORECASE):
        # 'My dog is ill. Sunday at 9 am, Eastbrook: is there a vet open?': an aside before the setting
        # (never a town or a moment said alone: 'Eastbrook: add up the ...' is the town's question)
        return rest if _SETTING.match(rest) is not None and _aside(scene, known) and len(scene.split()) >= 2 and \
            _SCENE_TOWN.search(scene) is None and when is None else None
    if when is None:
        # (a town alone before the question is its topic, 'Eastbrook: where does bus 12 end up?', and a town after
        # other words a place in it, 'Old Mill Chapel in Eastbrook - which ...': read elsewhere)
        return None
    bare = scene[:when[0]] + " " + scene[when[1]:]
    town = _SCENE_TOWN.search(bare)
    if town is not None:
        bare = bare[:town.start("town")] + bare[town.end("town"):]
    if _POINTER.search(rest) or _NOW_SAID.search(rest) or not _aside(bare, known) or \
            re.search(r"\b(?:in|at|near|by|from|to|outside|inside)\s+(?!(?:the|a|an|around|about|at|on|by|for|in)\b)[a-z]",
                      _WISHED.sub(" ", bare), re.IGNORECASE):
        # a place said ('I'm at the Kunsthalle.', 'the biggest park in X: which pub is closest to it?', a town in lower
        # case), or a moment the question says again ('right now')
        return None
    asked = rest.rstrip()
    end = re.search(r"\?", asked)
    head, tail = asked[:end.start()], asked[end.start():]
    if town is not None and not re.search(rf"\b{re.escape(town['town'])}\b", rest):
        head += f" in {town['town']}"
    if (own := find_when(rest)) is None:
        head += " " + _said_then(scene[when[0]:when[1]])
    elif _DAY_OR_MONTH.search(scene[when[0]:when[1]]) and not _DAY_OR_MONTH.search(rest[own[0]:own[1]]):
        # 'planning a trip in March: is X open at three in the afternoon then?': that time of a day in March
        head = re.sub(r"\s+then\s*$", "", head) + " " + _said_then(scene[when[0]:when[1]])
    return head + tail


def _aside(text: str, known: Callable[[str], bool]) -> bool:
    """Whether words of a scene say nothing the question needs: no capitalised word past the first, no figure, no
    kind of place, nothing asked of a place ('My dog is ill', 'Long day ahead on', 'here, in'), no data said (a town
    in lower case before it: 'eastbrook data: ...')."""
    words = re.findall(r"[a-z][\w-]*", _WISHED.sub(" ", text.casefold()))
    return len(words) <= _ASIDE_WORDS and not re.search(r"(?<!^)(?<![.!?]\s)\b(?-i:[A-ZÀ-ÖØ-Þ])|\d", text.strip()) and \
        not re.search(r"\b(?:data|dataset|map|extract)\b", text, re.IGNORECASE) and \
        not _SCENE_PLACE.search(text) and asked_attribute(text, lambda start, end: True) is None and \
        not any(known(" ".join(words[i:j])) for i in range(len(words)) for j in range(i + 1, min(i + 4, len(words) + 1))) \
        and _name_with_its_kind(text.strip()) is None   # ('X camping: is there a fee?': a place, not a scene)


# a moment's words that say the day: a weekday, a month, a date
_DAY_OR_MONTH = re.compile(r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|today|tomorrow|tonight|weekends?|"
                           r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
                           r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|\d{1,2}(?:st|nd|rd|th))\b", re.IGNORECASE)
_ASIDE_WORDS = 10   # longer, a sentence before the question is more than a scene
# what the person wants to do, said as a verb ('I need to park', 'we want to eat'): the reason, no kind of place
_WISHED = re.compile(r"\b(?:need|needs|want|wants|have|has|got|gotta|like|going|trying|hoping|plan|planning)\s+to\s+"
                     r"[a-z]+\b")
_NOW_SAID = re.compile(r"\b(?:now|currently|tonight|today)\b", re.IGNORECASE)


def _said_then(moment: str) -> str:
    """A moment as it is said after the question: with the word that leads into it ('on wednesday 11.30 at night',
    'at 7.30 in the morning')."""
    if re.match(r"(?:on|at|in|this|next|for|around|about|by)\b", moment, re.IGNORECASE):
        return moment
    return f"on {moment}" if re.match(r"[a-z]+day\b", moment, re.IGNORECASE) else f"at {moment}"


# the town first, then the moment, then the question: 'Heidelberg, wednesday 11.30 at night: how many ... are open?'
_TOWN_THEN_MOMENT = re.compile(rf"^\s*(?:in\s+)?(?:the\s+)?(?P<town>{TOWN.pattern})(?:\s+(?:map\s+)?(?:data|extract))?"
                               r"\s*(?:[,:]|\s[-–—])\s*")
_NAMED_THEN_MOMENT = re.compile(r"^\s*(?P<town>[^,:;?!]{2,60}?)\s*(?:[,:]|\s[-–—])\s*")
_REST_AFTER_MOMENT = re.compile(r"\s*(?::|[.!]\s|\s[-–—]\s|,\s)\s*(?P<rest>\S.*)$", re.DOTALL)
_NOT_TOPIC = re.compile(r"^(?:what|which|where|when|how|who|why|is|are|do|does|can|could|would|will|tell|show|give|find|"
                        r"get|list|hi|hey|hello|ok|okay|so|quick|question|please|thanks|one more|also|and|then)\b",
                        re.IGNORECASE)
_NAME = re.compile(r"^(?:the\s+)?[A-Z0-9À-ÖØ-Þ\"'“][\w.'’&-]*(?:\s+(?:[A-Z0-9À-ÖØ-Þ\"'“][\w.'’&-]*|of|de|la|le|du|am|an|der|di|von|"
                   r"van|del|and|&|u\.))*$")   # 'the Kiasma', 'Musée Océanographique', 'Kino Latücht u. Medienwerkstatt'
# ('how long would it take me': the 'it' of a time a trip takes points at nothing)
_POINTER = re.compile(r"\b(?:its|their|it(?!\s+(?:take|takes|took|taking)\b)|they|them|that one|that place|this place|"
                      rf"{THERE})\b", re.IGNORECASE)


# a question asked as whether the system knows: 'do you know its postcode' is what its postcode is
_ASKED_POLITELY = re.compile(r"^(?:do|can|could|would)\s+you\s+(?:know|tell\s+me|have)\s+(?=(?:its|their)\b)",
                             re.IGNORECASE)
_AT_TOPIC = re.compile(r"^(?:at|from|near|by)\s+(?P<place>\S.*)$", re.IGNORECASE)
# a comparison of distance that says no place to measure from: 'which is nearer', "what's closer, A or B"
_NEARER_TO_NONE = re.compile(r"\b(?:nearer|closer|further|farther)\b(?=\s*[?.!]*\s*$|\s*,\s*[^,]+\s+or\s+|"
                             r"\s*,?\s*and\s+(?:what|by how|how)\b)", re.IGNORECASE)   # '..., and what's the gap'


def _in_town(reading: QuestionReading, town: str) -> QuestionReading:
    """A search said after its town ('Singapore - would the food court closest to Pandora be open'): the town is the
    region it searches in, and where its place is (a Pandora of another extract is not it)."""
    described = {phrase: _in_town(sub, town) for phrase, sub in reading.described.items()}
    # (a distance to the nearest of a kind from nowhere said: 'I'm in T - how far is the nearest church from here')
    searches = (reading.metric in SEARCHES and reading.feature and reading.radius_m is None or
                reading.metric == "distance" and reading.feature and not reading.anchors or
                any(deterministic.names_a_kind(a) for a in reading.anchors)) and \
        reading.region is None and town not in reading.question   # 'the tennis court': the one in the town
    said = {"region": town, "question": f"{reading.question.rstrip(' ?.!')} in {town}"} if searches else {}
    return reading.model_copy(update={"described": described, **said})




def _town_first(asked: QuestionReading, town: str) -> QuestionReading | None:
    """A question read after the town said first: searched in the town, or an attribute of a place in it; None when
    the town says nothing to it that way (a trip between named places reads the town with them)."""
    asked = _in_town(asked, town)
    if asked.attribute and asked.anchors and asked.region is None:   # 'In X, how wide is Y?': Y in X
        asked = asked.model_copy(update={"region": town, "question": f"{asked.question.rstrip(' ?.!')} in {town}"})
    return asked if asked.region == town and asked.complete else None


def _topic_first(question: str, known: Callable[[str], bool]) -> QuestionReading | None:
    """The reading of a question whose topic comes first: the first word pointing back stands for the topic; with
    none, the topic is where the rest is asked ('Vaduz: how many cafes?'). None when no topic comes first. A town
    said before the topic ('In Singapore, near X: ...') is where its places are."""
    match = _TOPIC.match(question)
    if match is None or _NOT_TOPIC.match(match.group("topic")):
        return None
    topic, town = match.group("topic").strip(), (match.group("town") or "").strip()
    if (placed := _PLACE_IN_TOWN.fullmatch(topic)) is not None and _NAME.match(placed["place"]):
        topic, town = placed["place"], town or placed["town"]   # 'Raffles Avenue in Singapore - count ... of it'
    said = _topic_read(match, topic, known)
    return _in_town(said, town) if said is not None and town and TOWN.fullmatch(town) else said


# a topic placed in its town: 'Raffles Avenue in Singapore'
_PLACE_IN_TOWN = re.compile(r"(?P<place>.+?)\s+in\s+(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]+)?)")


def _topic_read(match: re.Match[str], topic: str, known: Callable[[str], bool]) -> QuestionReading | None:
    question = match.string
    rest = _ASKED_POLITELY.sub("what is ", match.group("rest"), count=1)
    topic = re.sub(r"^The\b", "the", topic)   # 'The Kiasma: ...' -> '... to the Kiasma'
    if (at := _AT_TOPIC.match(topic)) is not None and find_when(topic) is None:
        topic = at["place"]   # 'at X: what's nearer, A or B': where the asker is ('at 9pm: ...' is a moment)
    described = _place_description(topic, known) is not None
    if described and not _POSSESSIVE.match(topic) and not re.match(r"the\s", topic, re.IGNORECASE):
        topic = f"the {topic}"   # 'car rental nearest X - when is it open': read in its slot as 'the car rental ...'
    if not described and not _NAME.match(topic) and (topic := _name_with_its_kind(topic)) is None:
        return None   # a sentence before a colon or dash ('Seeking the nearest cafe from A - B, ...'), not a topic
    pointer = _POINTER.search(rest)
    if pointer is None and not _HERE.match(rest) and (near := _NEARER_TO_NONE.search(rest)):
        # 'X: A vs B, which is nearer' (to X; not 'T: standing at X, is A or B nearer': to where the asker stands)
        return read(f"{rest[:near.end()].rstrip(' ?.!')} to {topic}{rest[near.end():]}", known)
    if pointer is None:
        if described and re.match(r"\s*(?:open|closed|shut)\b", rest, re.IGNORECASE):
            return read(f"is {topic} {rest}", known)   # 'the cafe nearest X: open on monday at 4?'
        if described:
            return None   # a description as the topic of a question that never points back to it
        reading = read(rest, known)
        placed = reading.anchors or reading.region or reading.candidates or reading.described or reading.stops
        if not placed and not described and (of_it := _asked_of_topic(rest, topic, known)) is not None:
            return of_it.asked_as(question)   # 'X camping: is there a fee?' -> 'is there a fee at X camping?'
        if not described and KIND_WORD_IN_NAME.search(topic) and (any_of := _ANY_FACILITY.fullmatch(rest)) and \
                (has := read(f"does {topic} have {_facility_noun(any_of['words'])}?", known)).shape == "attribute" and \
                has.complete:
            return has.asked_as(question)   # 'X Camp Site: any showers?' -> 'does X Camp Site have showers?'
        if not placed and (radius := _RADIUS_LAST.search(rest)) is not None and \
                (around := read(f"{rest[:radius.end()]} of {topic}?", known)).complete:
            return around.asked_as(question)   # 'X: number of lakes over 5 ha within 2.8 km?': within it of X
        if placed and TOWN.fullmatch(topic) and reading.complete and \
                not (reading.metric == "distance" and len(reading.anchors) < 2):
            # 'Vaduz: would the cafe nearest X ...' (a kind said with no 'the', 'softball field -> ...', keeps the
            # words it was read in)
            return _in_town(reading, topic).asked_as(question)
        return None if placed or not (reading.metric or reading.attribute) else _situated(topic, True, reading, question)
    if pointer.group(0).casefold() in ("its", "their"):
        # 'what's its address' -> 'the address of X'; any last noun of a description ('the hotel closest to X')
        if owned := _OWNED_NOUN.match(rest, pointer.end()) or (described and _LAST_NOUN.match(rest, pointer.end())):
            return read(f"{rest[:pointer.start()]}the {owned['noun']} of {topic}{rest[owned.end():]}", known)
        return read(f"{rest[:pointer.start()]}{topic}'s{rest[pointer.end():]}", known)
    return read(rest[:pointer.start()] + in_place_of(pointer.group(0), rest[:pointer.start()], topic) +
                rest[pointer.end():], known)


# a radius said last with no place: 'within 2.8 km?'
_RADIUS_LAST = re.compile(r"\b(?:within|in)\s+(?:a\s+|an\s+|\d+(?:[.,]\d+)?\s*)(?:km|kms|kilomet(?:re|er)s?|m|met(?:re|er)s?|"
                          r"miles?|mi)(?=[\s?.!]*$)", re.IGNORECASE)


# 'any showers?', 'any wifi there?': a facility asked of the one place the topic names
_ANY_FACILITY = re.compile(r"\s*(?:are there\s+|is there\s+|got\s+|have they got\s+)?(?:any|some)\s+"
                           r"(?P<words>[a-z][a-z-]*(?:\s+[a-z][a-z-]*)??)(?:\s+(?:facilities|there|on site|available))?\s*[?.!]*\s*",
                           re.IGNORECASE)


def _facility_noun(words: str) -> str:
    """'showering' -> 'showers': a facility said by what one does there, as the noun its tag is written with."""
    said = tag_words().said
    return " ".join(f"{said[w][0]}s" if w.endswith("ing") and w in said else w for w in words.split())


def _asked_of_topic(rest: str, topic: str, known: Callable[[str], bool]) -> QuestionReading | None:
    """A question of one place's attribute asked with no place after a named topic ('is there a fee?', 'wheelchair
    ok?'), read with the topic as its place; None when so read it is no question of that place's attribute."""
    said = read(f"{rest.rstrip(' ?.!')} at {topic}?", known)
    return said if said.shape == "attribute" and said.anchors == [topic] and said.complete else None


# a name and the kind of place it is, as typed in a hurry ('Old Mill cafe', 'old mill cafe')
_NAME_AND_KIND = re.compile(r"(?P<name>[\w'’.&-]+(?:\s+[\w'’.&-]+){0,2}?)\s+(?P<kind>[a-z][\w-]*)")


def _name_with_its_kind(topic: str) -> str | None:
    """A topic that is a name and its kind word ('geitafell restaurant'), the name capitalised as the readers take
    names; None for any other phrase (a kind said alone, a question's words)."""
    said = _NAME_AND_KIND.fullmatch(topic.strip())
    if said is None or not kind_word(said["kind"]) or any(lookup(w.casefold()) is not None or w.casefold() in
                                                               _NOT_NAME_WORDS for w in said["name"].split()):
        return None
    name = said["name"]
    if name.islower() and town_said(name) is None:
        return None   # ('low on fuel - how far ...': everyday words, no name)
    if not name.islower() and any(w[:1].islower() and w not in _SMALL_NAME_WORDS for w in name.split()):
        return None   # ('Leaving Westbrook by car: ...': a sentence, not a name)
    return f"{name[:1].upper()}{name[1:]} {said['kind']}" if name.islower() else f"{name} {said['kind']}"


# the small words inside a capitalised name ('Básar á Goðalandi', 'Bay of Kiel')
_SMALL_NAME_WORDS = frozenset({"of", "de", "la", "le", "du", "des", "am", "an", "der", "di", "von", "van", "del", "and",
                               "á", "í", "við", "og", "i", "på", "ved", "the", "on", "upon", "y", "e", "et"})
# words no name of a place is made of alone ('my cafe', 'nearest cafe', 'any cafe')
_NOT_NAME_WORDS = frozenset({"the", "a", "an", "my", "our", "your", "their", "this", "that", "any", "some", "nearest",
                             "closest", "best", "cheapest", "biggest", "largest", "local", "next", "other", "same",
                             "which", "what", "each", "every", "one", "open", "good", "nice", "new", "old", "big",
                             "small", "little", "main"})


def _place_description(phrase: str, known: Callable[[str], bool]) -> QuestionReading | None:
    """The reading of a phrase that describes a place ('the museum nearest X', "Vaduz's biggest park"), else None."""
    phrase = phrase.strip()
    if (owner := _POSSESSIVE.match(phrase)) is not None:
        return _possessive(phrase, owner, known, None, phrase)
    if re.match(r"the\s", phrase, re.IGNORECASE):
        return _description(phrase, known)
    sub = _description(phrase, known)   # without its article only when it starts with the kind ('car rental nearest X')
    starts = sub is not None and (sub.feature_phrase or sub.feature or "").casefold()
    return sub if starts and phrase.casefold().startswith(starts) else None


# "I'm at the Kiasma. nearest pharmacy?", "we're staying near X - how far is the station": where the asker is.
_HERE = re.compile(r"^\s*(?:(?:hi|hey|hello|ok|okay|so)\b[,!.]?\s*)?(?:(?:i'?m|i am|we'?re|we are)\s+"
                   r"(?:(?:currently|now|just|right|standing|sitting|staying|waiting)\s+)*|"
                   r"(?:i'?m|i am|we'?re|we are)\s+(?:a|an)\s+(?:student|teacher|guest|visitor|tourist|patient|member|"
                   r"volunteer|worker|nurse|doctor|regular|parent)s?\s+(?=at\b)|"
                   r"(?:(?:my|our)\s+(?:car|bike|bicycle|van)\s+(?:is|'s)\s+)?(?:standing|sitting|staying|waiting|parked)\s+"
                   r"(?=(?:at|near|by|outside|in)\b)|"
                   # ('we have a car at X, how far to Y by road')
                   r"(?:i|we)\s*(?:have|'ve\s+got|have\s+got|got)\s+(?:a|the|our|my)\s+(?:car|bike|bicycle|van|camper(?:van)?)\s+"
                   r"(?:parked\s+)?(?=(?:at|near|by|outside|in)\b)|(?:let'?s\s+)?"
                   r"(?:start(?:ing)?|begin(?:ning)?)\s+(?=at\b|from\b))"
                   r"(?P<prep>at|from|near|by|next to|outside|beside|in front of|on|in)\s+(?P<place>(?:[^.,;:?!]|(?<=\b\w)\.|(?<=\b\w\w)\.)+?)\s*"
                   r"(?:[,;:!?]+|\.+(?=\s|$)|\s?[-–—](?=\s)|\s+and\s+|\s+so\s+)\s*(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL)

_MODE_OF_VERB = {"driving": "drive", "walking": "walk", "cycling": "bike"}
# a distance said by its way of travelling ('road distance')
_BY_WAY = {"road": "by car", "driving": "by car", "drive": "by car", "car": "by car", "walking": "on foot",
           "walk": "on foot", "cycling": "by bike", "bike": "by bike"}

# 'closer to me', 'from here': the asker's place, said by a word for the asker
_TO_ME = re.compile(r"\b(?P<to>to|from)\s+(?:me|us|here|where (?:i|we) (?:am|are)(?: now)?)\b", re.IGNORECASE)

# 'could I walk over to Y in 5 minutes', 'can we drive to Y': a trip from a place said before (_HERE)
_GOING_ON = re.compile(r"^\s*(?:so\s+)?(?:(?:could|can|would|will|should|do you think)\s+(?:i|we|the kids?|they)\s+"
                       r"(?:(?:manage to|be able to)\s+)?|(?:(?:i|we)\s+)?(?:want|need|plan|hope|would like|'d like|am going|'m going|"
                       r"are going|'re going)\s+to\s+)(?P<verb>walk|drive|cycle|bike|ride|run|jog)\s+(?:over\s+|across\s+|back\s+)?"
                       r"to\s+(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL)
# "from X, find the nearest Y" / "from X get me ...": a place first, then what to find from it (not "from A to B")
_FROM_FIRST = re.compile(r"^\s*from\s+(?P<place>(?:(?!\s(?:to|and|or)\s)[^,;:?!])+?)\s*,?\s+"
                         r"(?P<rest>(?:find|get|show|give|tell|locate|look up|list|search for)\b.*)$",
                         re.IGNORECASE | re.DOTALL)


# "from din tai fung - is A or B closer?": the place measured from, said first, then a question (not 'from A to B')
_FROM_LEAD = re.compile(r"^\s*(?:(?P<verb>driving|walking|cycling)\s+)?from\s+(?P<place>(?:(?!\s(?:to|towards?|via|and|or)\s)[^,;:?!])+?)\s*(?:[,;:]|\s[-–])\s*"
                        r"(?P<rest>(?:is|are|which|what|what's|whats|how)\b.*)$", re.IGNORECASE | re.DOTALL)


def _situated(place: str, inside: bool, reading: QuestionReading, question: str,
              described: QuestionReading | None = None) -> QuestionReading:
    """The reading measured from where the asker is, when it names no place of its own to measure from; a town
    the asker is in (`inside`) is the region of a count or a superlative. The place may be a description."""
    kind = None if described else deterministic.kind_in_scene(place)
    if kind is not None:   # 'I'm at the tennis court with heavy bags': the one tennis court (in the town said)
        place = kind[0]
    else:
        place = place.strip() if described else re.sub(r"^the\s+", "", place.strip(), flags=re.IGNORECASE)
    if place.casefold() not in question.casefold() or not reading.said_in(question):
        # (a phrase the rewritten question holds that the question does not: the reading as rewritten)
        return reading
    update: dict[str, Any] = {"described": {**reading.described, place: described}} if described else {}
    if reading.metric == "distance" and len(reading.anchors) == 1 and not reading.feature and not reading.described:
        update["anchors"] = [place, *reading.anchors]   # "I'm at X. how far is Y?": from where the asker is
    elif not (reading.anchors or reading.region or reading.candidates or reading.described):
        if inside and not (reading.metric and metric_spec(reading.metric).needs_anchor) and reading.radius_m is None:
            update["region"] = place
        else:
            update["anchors"] = [place]
    if kind is not None and kind[1] and not reading.region:
        update["region"] = kind[1]
    return QuestionReading.model_validate({**reading.model_dump(), **update, "question": question})


# "what's Tollensesee's area?": the owner's measure or attribute, read as "the area of Tollensesee"
_OWNED_NOUNS = r"(?P<noun>area|size|length|website|web site|address|phone(?: number)?|opening hours|hours|cuisine|street)\b"
_OWNED_NOUN = re.compile(r"\s+" + _OWNED_NOUNS, re.IGNORECASE)
_LAST_NOUN = re.compile(r"\s+(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)(?=\s*[?.!]*\s*$)", re.IGNORECASE)
_OWNED = re.compile(r"\b(?P<owner>[A-ZÀ-ÖØ-Þ][\w.-]*(?:\s+(?:[A-ZÀ-ÖØ-Þ][\w.-]*|am|an|der|de|la|le|du))*)['’]s\s+" + _OWNED_NOUNS)


_BACK_STAND_IN = "Qzxback"
_LEADING_FROM = re.compile(r"^\s*(?:and\s+)?(?P<from>(?:from|to)\s+" + _BACK_STAND_IN + r")\s*,?\s+(?P<rest>.+?)\s*[?.!]*\s*$",
                           re.IGNORECASE)


def _then_last(reading: QuestionReading, later: QuestionReading, question: str) -> QuestionReading:
    """The reading with `later` as the clause after its last one."""
    last = later if reading.then is None else _then_last(reading.then, later, reading.then.question)
    return QuestionReading.model_validate({**reading.model_dump(), "question": question, "then": last})


# 'and by how much?', 'give both distances': a comparison's answer always says both figures and the difference
_BY_HOW_MUCH = re.compile(r"(?<=\w)\s*[?.,]?\s+(?:and\s+)?(?:by (?:(?:roughly|about|approximately|around)\s+)?how (?:much|many (?:square \w+|\w+))|by (?:what|which) (?:margin|amount|distance)|how many (?:metres|meters|m|km) (?:in it|"
                          r"difference|between them)|give (?:me )?both (?:distances|figures|"
                          r"numbers)|what are the (?:two|both) (?:distances|figures|numbers)|"
                          r"(?:what(?:'s|s| is)|how (?:big|large) is) the (?:gap|margin|(?P<difference>difference)(?: between them)?)|how much (?:nearer|closer|"
                          r"further|farther|bigger|larger|smaller|longer|shorter)|"
                          # ('... nearer? difference in distance roughly')
                          r"(?<=[?.!,]\s)(?:and\s+)?(?:the\s+)?(?P<bare>difference)(?:\s+in\s+(?:distance|metres|meters|km))?(?:\s*,?\s*(?:roughly|approximately|about|approx\.?))?)"
                          r"\s*[?.!]*\s*$", re.IGNORECASE)
_TRAILING = re.compile(r"(?<=\w)\s+(?:called|named|please|pls|plz|thanks|thx|thank you|"
                       r"(?:where|so(?: that)?)\s+(?:i|we)\s+(?:can|could)\s+[^?]+)\s*[?.!]*\s*$", re.IGNORECASE)
# ('... a website where i can check the menu': why it is asked)


def _unmasked(reading: QuestionReading, ref: str, text: str) -> QuestionReading:
    """The reading of a clause read with its words pointing back as a stand-in name, with those words back."""
    data = _put_back(reading.model_dump(), {_BACK_STAND_IN.casefold(): ref})
    data.update(question=text, unread=[w for w in data["unread"] if w != _BACK_STAND_IN.casefold()])
    return QuestionReading.model_validate(data)


_PLACE_FIELDS = ("anchors", "region", "towards", "candidates", "stops")


def _put_back(data: dict[str, Any], phrases: dict[str, str], swallowed: list[str] | None = None) -> dict[str, Any]:
    """A reading's places with each stand-in name (a key of `phrases`, casefolded) back as its phrase. The words a
    place name took in beside its stand-in ('Qzxplace0 and the biggest') go to `swallowed`."""
    def back(value: Any) -> Any:
        if isinstance(value, list):
            return [back(v) for v in value]
        if not isinstance(value, str):
            return value
        for stand_in, phrase in phrases.items():
            if (at := value.casefold().find(stand_in)) >= 0:
                if swallowed is not None:
                    swallowed.extend((value[:at] + " " + value[at + len(stand_in):]).casefold().split())
                return phrase
        return value

    put = {**data, **{key: back(data[key]) for key in _PLACE_FIELDS}}
    if isinstance(aggregate := data.get("aggregate"), dict):   # an aggregate's own place ('... within 1 km of it')
        put["aggregate"] = {**aggregate, **{key: back(aggregate[key]) for key in ("anchor", "region") if key in aggregate}}
    return put


# 'how far is it from there to X', 'how long does it take from there': an 'it' that stands for nothing
_EMPTY_IT = re.compile(r"\bhow\s+(?:far|long|many\s+\w+)(?:\s+away)?\s+(?:is|does|will|would)\s+$", re.IGNORECASE)


# after that 'it', the places the question measures between ('how far is it from A to B')
_PLACES_SAID = re.compile(r"\s+(?:from|between)\s+(?!(?:it|there|them|that|this)\b)\S", re.IGNORECASE)


def _pointing_back(tail: str) -> re.Match[str] | None:
    """The later clause's first word pointing back, past an 'it' that stands for nothing when another follows."""
    found = list(_BACK.finditer(tail))
    while found and found[0].group("ref").casefold() == "it" and _EMPTY_IT.search(tail[:found[0].start()]) and \
            (len(found) > 1 or _PLACES_SAID.match(tail, found[0].end())):
        found.pop(0)
    return found[0] if found else None


def _later_clause(question: str) -> tuple[int, str | None, re.Match[str] | None]:
    """(where the first clause ends, the later clause, its word pointing back) or (len, None, None)."""
    if (how_far := _HOW_FAR.search(question)) and how_far.start() > 0:
        tail = how_far.group("tail")
        return how_far.start(), tail, _pointing_back(tail)
    for split in _THEN.finditer(question):
        tail = question[split.end():]
        back = _pointing_back(tail)
        if back and split.start() > 0:
            return split.start(), tail, back
    return len(question), None, None


def _read_clause(text: str, known: Callable[[str], bool]) -> QuestionReading:
    compared = _comparison(text, known)
    if compared is not None:
        return compared
    found = _shared_region(_descriptions(text, known), text)
    if not found:
        return deterministic.read(text, known)
    masked = _mask(text, found)   # 'is <the pharmacy nearest X> wheelchair accessible': an attribute of the place
    outer = attribute_questions.read(masked) or deterministic.read(masked, known)
    places = [*outer.anchors, *([outer.region] if outer.region else []), *outer.candidates]
    after_does = any(re.search(r"\b(?:does|do|has|have)\s+$", text[:start], re.IGNORECASE) for start, _, _ in found)
    if after_does and not outer.attribute or \
            not (outer.feature or outer.attribute or len(places) >= 2 or any((d.limit or 1) >= 2 for _, _, d in found)):
        # 'does the nearest hospital have a helipad' asks about a kind near it, not an attribute the tools keep
        # 'the name of the largest park in X', 'how far is the closest zoo relative to Y': the description is
        # the question itself; read whole, unless only the description accounts for its words ('vaduzs biggest park')
        flat = deterministic.read(text, known)
        possessive = len(found) == 1 and not re.match(r"the\s", text[found[0][0]:], re.IGNORECASE)
        if possessive and flat.unread and not found[0][2].unread and not after_does:
            unread = [w for w in outer.unread if not w.startswith("qzx")]
            return QuestionReading.model_validate({**found[0][2].model_dump(), "question": text, "unread": unread})
        return flat
    return _masked(text, found, known, outer)


EXTREMES = metric_names(runner="extreme")


def _shared_region(found: list[tuple[int, int, QuestionReading]], text: str) -> list[tuple[int, int, QuestionReading]]:
    """'the largest bank or the largest restaurant in X', 'the biggest hotel from the biggest restaurant in X': a
    superlative with no place of its own is in the region its sibling names."""
    regions = {d.region for _, _, d in found if d.region and d.metric in EXTREMES}
    if len(regions) != 1:
        return found
    region = regions.pop()
    return [(s, e, QuestionReading.model_validate({**d.model_dump(), "question": text, "region": region})
             if d.metric in EXTREMES and not (d.region or d.anchors or d.described) else d) for s, e, d in found]


def _mask(text: str, found: list[tuple[int, int, QuestionReading]]) -> str:
    for i, (start, end, _) in sorted(enumerate(found), key=lambda item: -item[1][0]):
        text = text[:start] + "the " + _STAND_IN.format(i) + text[end:]   # 'nearest the X' keeps its article
    return text


def _masked(text: str, found: list[tuple[int, int, QuestionReading]], known: Callable[[str], bool],
            outer: QuestionReading) -> QuestionReading:
    """The outer reading with each stand-in name mapped back to its description's phrase."""
    phrases = {_STAND_IN.format(i).casefold(): text[start:end] for i, (start, end, _) in enumerate(found)}
    swallowed: list[str] = []   # words a place name took in with a stand-in ('Qzxplace0 and the biggest'): unread
    data = _put_back(outer.model_dump(), phrases, swallowed)
    data["unread"] = [w for w in data["unread"] if not w.startswith("qzxplace")] + \
        [w for w in swallowed if w not in ("the", "and", "or", "of")]
    data["question"] = text
    data["described"] = {text[start:end]: sub for start, end, sub in found}
    if data["feature"] is None and data["shape"] == "places":   # only descriptions: measured between them
        data["shape"] = "place"
    return QuestionReading.model_validate(data)


def _descriptions(text: str, known: Callable[[str], bool]) -> list[tuple[int, int, QuestionReading]]:
    """(start, end, reading) of each description in a place's slot, left to right, not inside another."""
    found: list[tuple[int, int, QuestionReading]] = []
    starts = [(m.start(), m.end(), None) for m in re.finditer(r"\bthe\s+", text, re.IGNORECASE)] + \
             [(m.start(), m.end(), m) for m in _POSSESSIVE.finditer(text)]
    for start, after, possessive in sorted(starts, key=lambda s: s[0]):
        if (found and start < found[-1][1]) or (possessive is None and (start == 0 or not _SLOT.search(text[:start]))):
            continue
        for end in _ends(text, after):   # the shortest phrase that reads as a description
            one = _one_means(text, found)
            sub = _possessive(text[start:end], possessive, known, _last_place(found), text) if possessive else \
                _description(text[start:end], known, one, text)
            if sub is not None:
                found.append((start, end, sub))
                break
    return found


def _ends(text: str, start: int) -> list[int]:
    """Where a description from `start` may end, shortest first: before each word that may start the next part
    ('from', 'to', 'and' ...), up to the first that must ('is', a comma, the end)."""
    hard = _DESCRIPTION_END.search(text, start)
    last = hard.start() if hard else len(text.rstrip(" ?!."))
    if (moment := find_when(text)) is not None and start < moment[0] < last:   # ('... closest to X at 6am on sunday')
        last = len(re.sub(r"\s+(?:at|on|around|by)\s*$", "", text[:moment[0]].rstrip(), flags=re.IGNORECASE))
    if (verb := deterministic.CLOSING_VERB.search(text, start, last)) is not None:
        last = verb.start()   # 'how many stars does the hotel closest to X have?': the verb is no place's
    soft = [m.start() for m in _SOFT_END.finditer(text, start, last)]
    return [*soft, last]


def _last_place(found: list[tuple[int, int, QuestionReading]]) -> str | None:
    """The place the last description is in or measured from: what 'its' points to."""
    return next((d.region or d.anchors[0] for _, _, d in reversed(found) if d.region or d.anchors), None)


def _possessive(phrase: str, match: re.Match[str], known: Callable[[str], bool], earlier: str | None,
                context: str) -> QuestionReading | None:
    """"Vaduz's biggest park": the biggest park, in Vaduz; "its largest lake": in the town named before."""
    town = match.group("town")
    if not re.search(r"['’]s$", match.group(0).rstrip()) and town.casefold() != "it" and \
            (len(town) < 3 or f"{town}s".casefold() in deterministic.cues()["function_words"]):
        return None   # 'which pharmacy is nearest ...', 'this largest ...': a word ending in s, no possessive
    if town.casefold() == "it" and earlier:   # 'its' (the apostrophe-less possessive of 'it')
        town, phrase_of = earlier, context
    elif town.casefold() in ("it", "that", "what", "who", "there", "here", "this") or \
            f"{town}'s".casefold() in deterministic.cues()["function_words"]:
        return None   # "where's the nearest ...": a question word and 'is', no owner
    else:
        phrase_of = phrase
    sub = _description(phrase[len(match.group(0)):], known)
    if sub is None:   # "the Finanzamt's closest car dealer": the nearest of a kind to the owner
        rest = phrase[len(match.group(0)):]
        near = deterministic.read(rest, known)
        if re.match(r"(?:nearest|closest)\b", rest, re.IGNORECASE) and near.metric == "nearest" and near.feature and not (near.anchors or near.region or near.unread):
            return QuestionReading.model_validate({**near.model_dump(), "question": phrase_of, "anchors": [town]})
        return None
    if sub.region or sub.anchors:
        return None
    return QuestionReading.model_validate({**sub.model_dump(), "question": phrase_of, "region": town})


def _says_which(phrase: str) -> bool:
    """Whether the phrase picks its place by a superlative or by nearness in so many words ('the Farm at Walnut
    Creek' is a name, though a farm 'at' a place reads as the nearest farm)."""
    if re.search(r"\b(?:nearest|closest|beside|next to|right next to|adjacent to)\b", phrase, re.IGNORECASE):
        return True   # ('the dog park beside X': the nearest one to it)
    return any(metric in DESCRIBING and pattern.search(phrase) for pattern, _, metric in deterministic.cues()["intents"])


def _one_means(text: str, found: list[tuple[int, int, QuestionReading]]) -> str | None:
    """The kind of place 'one' stands for: the last description's, else the one the question names."""
    if found:
        return found[-1][2].feature
    return deterministic.read(text).feature


def _description(phrase: str, known: Callable[[str], bool], one: str | None = None,
                 context: str | None = None) -> QuestionReading | None:
    """The phrase's reading when it describes one place (or a few: 'the two largest parks in X'), else None.
    'the one closest to X', 'the largest one in Y': `one` is the kind of place it stands for, a word of `context`
    (the question), which the reading's spans are then checked against."""
    if not _says_which(phrase):
        return None
    if one and context and re.search(r"\bones?\b", phrase, re.IGNORECASE) and one.casefold() in context.casefold():
        sub = _description(re.sub(r"\bones?\b", one, phrase, count=1, flags=re.IGNORECASE), known)
        return None if sub is None else QuestionReading.model_validate({**sub.model_dump(), "question": context})
    with nested():
        sub = read(phrase, known)
    if sub.metric not in DESCRIBING or not sub.feature or sub.shape not in ("place", "places") or sub.then or \
            any(w[0].isupper() for w in re.findall(r"\S+", phrase) if w.casefold() in sub.unread):
        return None   # a name the description does not place is no part of it ('the Reitbahnsee from the largest ...')
    if sub.metric == "nearest" and not (sub.anchors or sub.described):
        return None   # 'the nearest cafe' without its own place is the question's own feature, measured from its place
    return sub


def _comparison(text: str, known: Callable[[str], bool]) -> QuestionReading | None:
    """'Which is bigger, A or B?', 'Is A or B closer to C?', 'Which is nearer to C: the closest bank or the
    closest post office?': the candidates (names or descriptions), the measure that decides, and the place they are
    measured from (a name or a description too: 'closer to the biggest park in X')."""
    word = _COMPARE.search(text)
    alternatives = _ALTERNATIVES.search(text)
    if word is None or alternatives is None:
        return None
    a_key, b_key = next((f"a{i}", f"b{i}") for i in (1, 2, 3, 4) if alternatives.group(f"a{i}"))
    measured_from = _measured_from(text, alternatives, known) if a_key == "a3" else \
        _measured_after(text[alternatives.end():], known) if a_key == "a1" else None
    spans = [(s, len(text[:e].rstrip(" ?!."))) for s, e in (alternatives.span(a_key), alternatives.span(b_key))]
    compare = _COMPARE_WORDS[word.group("word").lower()]
    names = [text[s:e] for s, e in spans]
    feature = deterministic.read(text, known).feature
    found_here = [(s, e, sub) for s, e in spans
                  if (sub := _description(text[s:e], known, feature, text) or _nearest_of_kind(text[s:e], known))]
    described = {text[s:e]: sub for s, e, sub in _shared_region(found_here, text)}
    if not described and compare == "nearer" and len(deterministic.read(text, known).candidates) > 2:
        return None   # named candidates, the nearest wins: the flat reader holds it ('closer to A: B, C or D')
    rest = text   # the question with the candidates taken out: its own place, which may be a description
    for i, (s, e) in sorted(enumerate(spans), key=lambda item: -item[1][0]):
        rest = rest[:s] + f"Qzxcandidate{i}" + rest[e:]
    inner = _descriptions(rest, known)
    outer = deterministic.read(_mask(rest, inner), known)
    stand_ins = {_STAND_IN.format(i).casefold(): rest[s:e] for i, (s, e, _) in enumerate(inner)}
    anchors = [a if a in stand_ins.values() else _before_candidates(a)
               for a in _put_back(outer.model_dump(), stand_ins)["anchors"]]
    anchors = [a for a in anchors if a and "qzx" not in a.casefold()]
    if measured_from is not None:   # 'is A closer to B or to C': A is measured from, B and C compete
        phrase, sub = measured_from
        anchors = [phrase]
        if sub is not None:
            described[phrase] = sub
    if compare in ("nearer", "farther") and not anchors:
        return None   # nearer to what: not a comparison this reader can hold
    described.update({rest[s:e]: sub for s, e, sub in inner})
    data = outer.model_dump()
    if (way := _COMPARED_WAYS.get(word.group("word").split()[-1].lower())) is not None and not data.get("travel_mode"):
        data["travel_mode"] = way   # 'is A or B the longer drive from C': by car
    data.update(question=text, candidates=names, compare=compare, anchors=anchors[:1], feature=None, modifier=None,
                search=False, metric="nearest" if compare in ("nearer", "farther") else None, shape="place",
                limit=None, described=described, region=None if not outer.region or "qzx" in outer.region.casefold()
                else outer.region, unread=[w for w in outer.unread if not w.startswith("qzx") and
                                           w != word.group("word").lower()])   # the comparison's own word
    return QuestionReading.model_validate(data)


def _before_candidates(name: str) -> str:
    """'Friedenskirche: Qzxcandidate0 or ...' -> 'Friedenskirche': a name runs up to the candidates at most."""
    at = name.casefold().find("qzxcandidate")
    return name if at < 0 else name[:at].rstrip(" :,-–")


def _measured_from(text: str, alternatives: re.Match[str], known: Callable[[str], bool]
                   ) -> tuple[str, QuestionReading | None] | None:
    """'Is the hotel nearest X closer to B or to C?': the place before the comparison word (a name or a
    description) is the one measured from."""
    before = re.match(r"^\s*(?:is|are)\s+(?P<place>.+?)\s*$", text[:alternatives.start()], re.IGNORECASE)
    if before is None:
        return None
    phrase = before.group("place")
    described = _description(phrase, known)
    return (phrase, described) if described is not None else (re.sub(r"^the\s+", "", phrase, flags=re.IGNORECASE), None)


def _measured_after(after: str, known: Callable[[str], bool]) -> tuple[str, QuestionReading | None] | None:
    """'Is A or B nearer to C?': C, the words after the comparison's own word (a name or a description)."""
    place = re.match(r"^\s*(?:to|from)\s+(?P<place>.+?)\s*[?.!]*\s*$", after, re.IGNORECASE)
    if place is None:
        return None
    phrase = place.group("place")
    described = _description(phrase, known)
    return (phrase, described) if described is not None else (re.sub(r"^the\s+", "", phrase, flags=re.IGNORECASE), None)


def _nearest_of_kind(phrase: str, known: Callable[[str], bool]) -> QuestionReading | None:
    """'the closest bank' among a comparison's candidates: the nearest of a kind to the question's place."""
    sub = deterministic.read(phrase, known)
    return sub if sub.metric == "nearest" and sub.feature and not sub.anchors else None
