"""Questions that do arithmetic over two answers: "how many more cafes than bars within 400 m of X", "how much
bigger is A than B", "the combined area of A and B", "is A closer to B than to C".

Each row of `FORMS` is one way people ask it: a pattern, the operation, and the two questions it is made of
(written as plain one-step questions, each read by the ordinary reader). The plan measures both and the answer
gives both figures and the result (agent/sentences.py). Nothing here reads a database.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from georeact.geo.hours import SEASON_UNNAMED as _SEASON
from georeact.geo.units import SPELLED_AMOUNTS
from georeact.reading.data_scope import TOWN, TOWN_FIRST, town_said
from georeact.reading.deterministic import names_a_kind
from georeact.reading.features import lookup
from georeact.reading.legs import leg_place
from georeact.reading.measures import COMPARED_BY, MEASURE_NOUNS, MEASURE_WORDS, MEASURES
from georeact.reading.model import Operation

# 'twice as many', 'three times as many': the factor a 'times' question asks about
FACTORS = {"twice": 2.0, "two times": 2.0, "double": 2.0, "three times": 3.0, "thrice": 3.0, "four times": 4.0,
           "half": 0.5, "2 to 1": 2.0, "two to one": 2.0, "2:1": 2.0, "3 to 1": 3.0, "three to one": 3.0, "3:1": 3.0}

# The measure a comparative word asks about, and the one-step question that measures one place by it.
_MEASURE = "|".join(MEASURE_WORDS)
# the comparatives of what a place's tags say (its height, its elevation, its age), not its shape: 'which is bigger,
# A or B' measures the two (compose.py's comparison)
_TAGGED_MEASURE = "|".join(word for word, (measure, _) in MEASURE_WORDS.items()
                           if measure not in ("area", "length", "distance"))
# 'twice as long as': the comparative of the measure said
_AS_ADJECTIVE = {"long": "longer", "big": "bigger", "large": "larger", "tall": "taller", "high": "taller", "old": "older"}
# 'which covers more ground, A or B': the measure said as what one has more of, by its comparative word
_MORE_OF = {"covers more ground": "bigger", "covers more area": "bigger", "takes up more space": "bigger",
            "takes up more ground": "bigger", "takes up more room": "bigger", "occupies more ground": "bigger",
            "is bigger": "bigger", "is larger": "larger", "is longer": "longer", "is smaller": "smaller",
            "is shorter": "shorter", "is taller": "taller", "is older": "older", "is newer": "newer",
            "is younger": "younger", "stands on higher ground": "higher up",
            "sits on higher ground": "higher up", "is on higher ground": "higher up", "lies higher": "higher up",
            "sits higher": "higher up", "stands higher": "higher up"}
_MORE_OF_WORDS = "|".join(_MORE_OF)
# Words after a question that add nothing to what is measured ('as the crow flies' is the straight line it is).
_TAIL = r"(?:[\s,?.]*+(?:as the crow flies|in a straight line|(?:in )?straight[- ]line|\((?:in a )?straight line\)|\(as the crow flies\)|in area|" \
        r"in size|in length|in total|combined|altogether|together|(?:and )?by how (?:much|many(?: \w+)?)|(?:and )?by (?:what|which) (?:margin|amount)|and how many more|" \
        r"how many more|(?:and )?how many of each|(?:(?:give|tell) (?:me )?)?(?:the )?(?:both|two) (?:distances|figures|numbers|counts)|" \
        r"(?:and )?(?:(?:give|tell) (?:me )?)?(?:the )?(?:counts|numbers|figures)(?: too| as well)?|pls|please|plz|thanks|for me|" \
        r"(?:and )?(?:(?:give|tell) (?:me )?)?(?:the )?(?:both|two|each) (?:distances|figures|numbers|counts)(?: too| as well)?|" \
        r"(?:and )?how many (?:does|do) (?:each|they each|both) (?:have|has)|(?:and )?how many each|" \
        r"(?:and )?how (?:many|much) (?:m2|m²|square (?:metres|meters)|sq\.? ?m|hectares|ha|metres|meters|m|km) (?:is )?(?:each|for each|apiece)|" \
        r"(?:and )?(?:what(?:'s|s| is)|how (?:big|large|much) is) the (?:difference|gap)(?: in (?:metres|meters|m|km|square metres|m2|m²))?|(?:and )?the (?:difference|gap)(?: between them)?|(?:the )?(?:numbers|figures|counts) for (?:both|each)|(?:the )?(?:lengths|figures|numbers|counts|areas|sizes|distances) of (?:both|each|the two|them)(?: (?:please|pls|too|as well))?|" \
        r"(?:with|and) (?:the )?(?:two|both) (?:counts|numbers|figures|totals)|\((?:both |the )?(?:totals|counts|numbers|figures)(?: pls| please| too)?\)|" \
        r"(?:also\s+)?(?:tell|give|show) me (?:each|both|the) (?:count|number|figure)s?(?: too| as well)?|\((?:give|tell|show|list)\b[^()]{0,60}\)|" \
        r"(?:going )?by (?:floor |footprint |ground )?(?:area|size|footprint)|in (?:floor |footprint )area|" \
        r"(?:one|two|1|2) decimals?(?: places?)? (?:is|are) (?:fine|ok|okay|enough)|(?:the )?result in (?:metres|meters|m)|" \
        r"(?:and )?(?:(?:give|tell|show) (?:me )?)?each (?:number|count|figure|total|tally)(?: too| as well)?|(?:and )?(?:give me )?both numbers too|" \
        r"(?:and )?(?:give|tell|show) me (?:each|both)(?: one| of them)?(?: too| as well)?|" \
        r"(?:and )?(?:show|give|tell)(?: me)? both (?:counts|tallies|numbers|figures)(?: as well| too)?|" \
        r"(?:and )?(?:give me )?both tallies(?: as well| too)?|(?:and )?how many of each(?: are there| there are)?|(?:and )?split it up(?: for me)?(?: too| as well)?|(?:and )?each one separately|(?:and )?each separately|" \
        r"area[- ]wise|size[- ]wise|(?:and )?how much (?:more|farther|further|nearer|closer)|in (?:metres|meters)|" \
        r"(?:and )?by what margin(?: in (?:metres|meters))?|straight line|(?:and )?how (?:do|does) (?:they|it|that|those) split(?: up)?|[-–—]|(?:in\s+)?(?:square metres|m2|m²)|" \
        r"(?:i'?d like|i want|include|with|plus) (?:the |both |each |the two )?(?:counts|numbers|figures|tallies)(?: too| as well)?|" \
        r"(?:and )?how far apart are (?:the two (?:numbers|counts)|the (?:numbers|counts)|they|them)|" \
        r"(?:i need |i want |with |and |give (?:me )?)?(?:both|the two) (?:driving |walking |road |cycling )?distances(?: too| as well)?(?: please| pls)?|" \
        r"as the crow flies|crow[- ]flies|in a straight line|" \
        r"(?:and )?out of how many(?: (?:in total|in all|altogether))?|=\s*\??|what do (?:you|i|we) get|" \
        r"\((?:with|and|plus|incl\.?|including|include)\b[^()]{0,60}\)|" \
        r"(?:the\s+)?(?:total|sum) and (?:each|both)(?: (?:one|count|number|figure)s?)?|each and the (?:total|sum)|" \
        r"(?:with |and |plus |give me )?(?:both|the two|each) (?:heights|elevations|altitudes|capacities|temperatures)" \
        r"(?: too| as well| please| pls)?))*"
# possessive: a run of spaces or marks is taken whole, never split again (measured before: 1,900 spaces after 'how
# much bigger is A than B' took 218 s)
_END = _TAIL + r"[\s?.!]*+$"
# a claim the asker makes, to be checked: "I'd guess ...", 'pretty sure ...', 'my bet is ...'
_CLAIMED = (r"^\s*(?:(?:i(?:'d|’d| would)?\s+(?:reckon|think|bet|guess|believe|suspect|say)|(?:i(?:'m|’m| am)\s+)?(?:pretty|fairly|"
            r"quite|almost|dead)?\s*sure|my\s+(?:guess|bet|hunch)(?:\s+is)?)\s*(?:that\s+|[:,]\s*)?)?")
# the unit a difference of areas is asked in ('what's the difference in square metres')
_IN_UNITS = r"(?:\s+in\s+(?:floor area|area|size|footprint|m2|m²|sq\.?\s*m|square\s+met(?:re|er)s))?"
_KIND = r"(?P<a>(?:\d[-\s]star\s+)?[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)"   # ('3-star hotels')
_OTHER_KIND = r"(?P<b>(?:\d[-\s]star\s+)?[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)"   # ('other places of worship')
_UNIT = r"(?:square |sq\.? ?)?(?:metres|meters|m2|m²|m|hectares|ha|kilometres|kilometers|km|miles|feet|ft|years)"
# ('within three km': a number said as a word, which the count's own reader reads too)
_LENGTH = (r"(?:\d+(?:[.,]\d+)?|" + "|".join(sorted((w for w in SPELLED_AMOUNTS if " " not in w), key=len, reverse=True)) +
           r")\s*(?:m|km|metres|meters|kilometres|kilometers|miles?)")
# kinds said together as one ('lakes and ponds', 'lakes/ponds', 'huts or shelters'): counted as the sum of each
_JOINS_KINDS = r"(?:\s*/\s*|\s+(?:and|or|&)\s+)"
_KIND_GROUP = rf"(?P<a>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){{0,2}}?(?:{_JOINS_KINDS}[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)?)"
_OTHER_KIND_GROUP = _KIND_GROUP.replace("?P<a>", "?P<b>")
_SCOPE = r"(?P<scope>(?:in|within|inside|near|around|at|close to)\s+.+?)"
# the town that has what is counted: 'how many more A than B does Eastbrook have (in the data)'
_OWNER = r"(?:does|do)\s+(?P<owner>[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*)?)\s+have"   # (written small: town_said)


class Operand(NamedTuple):
    first: str
    second: str
    operation: Operation
    factor: float | None = None


class Form(NamedTuple):
    pattern: re.Pattern[str]
    operation: Operation
    operands: Callable[[re.Match[str]], tuple[str, str] | None]   # None: not this form after all (the next is tried)


# 'near X (300 m radius)', 'around X, 300m radius': the radius said after the place
_RADIUS_AFTER = re.compile(r"^(?:near|around|at|close to)\s+(?P<place>.+?)\s*(?:\(|,\s*)(?:within\s+)?(?P<radius>\d+(?:\.\d+)?\s*(?:m|km|"
                           r"metres|meters|kilometres|kilometers))(?:\s+radius)?\)?$", re.IGNORECASE)
# a topic that is a town's data: 'singapore data', "the Heidelberg data"
_TOPIC_DATA = re.compile(r"^(?:the\s+)?(?P<place>.+?)(?:['’]s)?(?:\s+(?:map\s+)?data)?$", re.IGNORECASE)


def _scope(match: re.Match[str]) -> str:
    """The place words of a count, wherever the question put them ('within 400 m of X, how many more ...')."""
    parts = [(match.groupdict().get(key) or "").strip(" ,") for key in ("lead", "scope")]
    if (said := match.groupdict().get("owner")) and (owner := town_said(said)) is not None:
        # its data is the town's: 'in the data' says no more
        parts = [part for part in parts if not re.fullmatch(r"in\s+(?:the\s+)?(?:map\s+)?data", part, re.IGNORECASE)]
        parts.append(f"in {owner}")
    parts = [f"within {said['radius']} of {said['place']}" if (said := _RADIUS_AFTER.match(part)) else part
             for part in parts]
    topic = (match.groupdict().get("topic") or "").strip()
    if not any(parts) and topic and not _NOT_A_PLACE.search(topic):   # 'singapore data: how many ...': in it
        parts = [f"in {_TOPIC_DATA.match(topic)['place']}"]
    elif topic and ((where := _AT_TOPIC.match(topic)) is not None or not _NOT_A_PLACE.search(topic)):
        # 'standing outside X: within 100m, ...', 'X: how many lakes or ponds within 5 km': of X
        place = where["place"] if where is not None else topic
        parts = [f"{part} of {place}" if _BARE_RADIUS.fullmatch(part) else part for part in parts]
    return " ".join(part[:1].lower() + part[1:] for part in parts if part)


# a radius said without its place ('within 100m'), and a topic that says where the asker is ('standing outside X')
_BARE_RADIUS = re.compile(r"within\s+\d+(?:\.\d+)?\s*(?:m|km|metres|meters|kilometres|kilometers)", re.IGNORECASE)
_AT_TOPIC = re.compile(r"^(?:(?:i'?m|i am|we'?re|we are)\s+)?(?:standing|sitting|waiting|staying|parked|hanging out)?\s*"
                       r"(?:outside|at|near|by|in front of|next to|beside)\s+(?:the\s+)?(?P<place>.+)$", re.IGNORECASE)
# a topic that is no place: the question's own words ('quick question: ...', 'counts pls: ...')
_NOT_A_PLACE = re.compile(r"\b(?:question|quick|hey|hi|hello|ok|okay|so|please|pls|counts?|numbers?|btw|also)\b",
                          re.IGNORECASE)


# a second count's own scope ('... minus buildings within 1 km of it')
_SCOPE_B = r"(?:\s+(?P<scope_b>(?:within|in|inside|near|around|at|close to)\s+[^?,]+?))"
# the place a scope is around, and the word that points back at it ('within 1 km of it')
_SCOPE_PLACE = re.compile(r"\b(?:of|from|around|near|at|in|to)\s+(?P<place>.+)$", re.IGNORECASE)
_POINTS_BACK = re.compile(r"\b(?:it|there|that(?: place| one)?|the same place)$", re.IGNORECASE)


def _counts_own_scopes(match: re.Match[str], second_kind: str | None = None) -> tuple[str, str]:
    """Two counts, each in the scope said with it (the second's 'it' is the first's place); the first's scope for
    both when the second says none. `second_kind`: the second's kind when it is said as the first's ('the ones')."""
    first, second, scope = _counted(match, second_kind)
    scope_b = scope
    if match["scope_b"]:
        place = _SCOPE_PLACE.search(match["scope"])
        scope_b = _POINTS_BACK.sub(place["place"], match["scope_b"].strip()) if place else match["scope_b"].strip()
    return f"how many {first} are there {scope}".strip(), f"how many {second} are there {scope_b}".strip()


def _counts(match: re.Match[str]) -> tuple[str, str]:
    first, second, scope = _counted(match)
    return f"how many {first} are there {scope}".strip(), f"how many {second} are there {scope}".strip()


def _counted(match: re.Match[str], second_kind: str | None = None) -> tuple[str, str, str]:
    """(the first kind, the second, the scope of both) of a question that works two counts."""
    scope = _scope(match)
    first, second = match["a"], second_kind or match["b"]
    if not scope and (town := _IN_TOWN.search(second)) is not None:
        # 'divide the number of A by the number of B in X': the town said last is the scope of both
        second, scope = second[:town.start()], town.group(0).strip()
    if first[:1].isupper() and lookup(first.lower()) is not None:
        first = first.lower()   # 'Traffic lights per bus stop ...': a kind, capitalised as the sentence's first word
    if not scope and (town := _town_before_kind(first)) is not None:
        first, scope = first.split(maxsplit=1)[1], f"in {town}"   # 'Eastbrook cafes minus bars': both in Eastbrook
    if (said := second.split())[-1].casefold() in ("ones", "one") and len(said) > 1:
        second = " ".join(said[:-1] + first.split()[-1:])   # 'than lutheran ones': lutheran churches
    head = second.split()[-1]
    if len(second.split()) > 1 and first.split()[-1] != head and lookup(first) is None and lookup(head) is not None:
        first = f"{first} {head}"   # 'more lutheran or presbyterian churches': lutheran churches
    return first, second, scope


def _town_before_kind(said: str) -> str | None:
    """The town a kind is said after ('Eastbrook cafes'): its first word, when the rest is a kind and the whole is
    none."""
    from georeact.reading.deterministic import option_of   # (it reads arithmetic)

    words = said.split(maxsplit=1)
    if len(words) < 2 or not words[0][:1].isupper() or lookup(said.lower()) is not None or \
            lookup(words[1].lower()) is None or option_of(words[0], words[1]):
        return None   # (a town is capitalised, as the reader reads one before a kind: 'how many Eastbrook cafes')
    return town_said(words[0])


def _kinds_counted(match: re.Match[str]) -> tuple[str, str] | None:
    """Two counts, when both words are kinds of place ('cafes per pharmacy'; 'benches per person' is no ratio of
    two counts)."""
    first, second, _ = _counted(match)
    return _counts(match) if lookup(first.lower()) is not None and lookup(second.lower()) is not None else None


def _all_and_those(match: re.Match[str]) -> tuple[str, str]:
    """'of the places of worship within 400 m of X, the baptist ones': all of them, and those."""
    scope = _scope(match)
    return f"how many {match['a']} are there {scope}", f"how many {match['which']} {match['a']} are there {scope}"


_GERUND = {"take": "taking", "accept": "accepting", "have": "having", "offer": "offering"}


def _those_doing(match: re.Match[str]) -> tuple[str, str] | None:
    """'how many parking meters does X have, and how many of them accept coins': those accepting coins, and all;
    None when what they do is no attribute of the kind."""
    verb, said = match["which"].split(maxsplit=1)
    those = f"{said} {match['a']}" if verb in ("are", "is") else f"{match['a']} {_GERUND[verb]} {said}"
    if lookup(those) is None:
        return None
    place = match["place"] or match["town"]
    return f"how many {those} are there in {place}", f"how many {match['a']} are there in {place}"


# where a count is taken: in a town, within a distance of a place, near it
_PLACE_PREP = r"in|within\s+\S+(?:\s*(?:m|km|metres|meters|kilometres|kilometers))?\s+(?:of|from)|near|around|close to"


def _counts_in_two_places(match: re.Match[str]) -> tuple[str, str]:
    """The kind counted around each place, the second in its own scope when it says one ('... or within 15 km of B')."""
    kind, prep = match["kind"], match["prep"]
    prep_b = (match.groupdict().get("prep2") or "").strip() or prep
    return f"how many {kind} are there {prep} {match['a']}", f"how many {kind} are there {prep_b} {match['b']}"


# a place said by the part of it that is measured: "the Alte Universität's footprint", "the building of the X"
_MEASURED_PART = r"(?:footprint|building|grounds|site|outline|area|size)"
_PART_OF = re.compile(rf"^(?:the\s+)?{_MEASURED_PART}\s+of\s+|['’]s?\s+{_MEASURED_PART}$|"
                      r"(?<=\w)\s+(?-i:building|footprint|grounds|site|outline)$",
                      re.IGNORECASE)   # ('the Kiasma building'; 'Ross Research Building' is a name)


def place_itself(said: str) -> str:
    """The place of a phrase that names a part of it by which it is measured; a place said by its kind keeps its
    'the' (the forms read past it: 'than the pool in T' is the one pool there, not pools)."""
    place = _PART_OF.sub("", said.strip())
    kind = _TOWN_AFTER.sub("", place)
    return f"the {place}" if kind[:1].islower() and not kind.startswith("the ") and names_a_kind(f"the {kind}") \
        else place


# a lighthouse's light said as the place ('A's light', 'the light of A'; the second 'B's' after it): its height is
# the light's height above the sea, not the tower's
_LIGHT_OF = re.compile(r"^\s*(?:the\s+)?(?:light|lamp|beacon)\s+(?:of|at|on)\s+(?:the\s+)?(?P<of>.+?)\s*$|"
                       r"^\s*(?:the\s+)?(?P<owner>.+?)(?:['’]s?\s+|\s+)(?:light|lamp|beacon)\s*$", re.IGNORECASE)
_OWNER_ALONE = re.compile(r"^\s*(?:the\s+)?(?P<owner>.+?)['’]s?\s*$")
_LIGHT_HEIGHT = next(m.asks for m in MEASURES if m.name == "light_height")


def _lights(first: str, second: str) -> tuple[str, str] | None:
    """The two places whose lights are compared ('A's light than B's', 'the light of A than that of B'); None when
    the first is no light."""
    said = _LIGHT_OF.match(first)
    # ('the light on the X lighthouse' is X's light; 'the X lighthouse' alone is the tower, no light)
    if said is None or re.search(r"house\s*$", first, re.IGNORECASE) and not said["of"]:
        return None
    other = _LIGHT_OF.match(second) or _OWNER_ALONE.match(second)
    second = re.sub(r"^\s*(?:that|the\s+one)\s+(?:of|at|on)\s+", "", second) if other is None else \
        other.groupdict().get("of") or other["owner"]
    return said["of"] or said["owner"], second


def _measures(match: re.Match[str] | dict[str, str]) -> tuple[str, str]:
    # 'how much taller is A than B in T': both in T
    groups = _in_one_town(match) if isinstance(match, re.Match) else match
    name, question = MEASURE_WORDS[groups["word"].casefold()]
    if name == "height" and (lights := _lights(groups["a"], groups["b"])) is not None:
        groups, question = {**groups, "a": lights[0], "b": lights[1]}, _LIGHT_HEIGHT
    elif name == "height" and (light := _LIGHT_OF.match(groups["b"])) is not None and \
            not re.search(r"house\s*$", groups["b"], re.IGNORECASE):
        # 'how much higher is the waterfall A than B lighthouse's light': each its own height, the second its light's
        other = question.format(place=place_itself(groups["a"]), other="")
        return other, _LIGHT_HEIGHT.format(place=place_itself(light["of"] or light["owner"]))
    said = groups.get("c") or groups.get("c2") or ""
    other = re.sub(r"\s*\((?:in\s+)?[A-ZÀ-ÖØ-Þ][^()]*\)$", "", said)   # 'X (Singapore)': X
    return (question.format(place=place_itself(groups["a"]), other=other),
            question.format(place=place_itself(groups["b"]), other=other))


_TOWN_AFTER = re.compile(r"\s+in\s+(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w.-]*)?)\s*$", re.IGNORECASE)
# the same written small ('... and Hamburg Street in baltimore'): a town only with no everyday word (town_said)
_SMALL_TOWN_AFTER = re.compile(r"\s+in\s+(?P<town>[^\W\d_][\w.-]*(?:\s+[^\W\d_][\w.-]*)?)\s*$", re.IGNORECASE)


def _town_after(place: str) -> str | None:
    if (said := _TOWN_AFTER.search(place)) is not None:
        return said["town"]
    small = _SMALL_TOWN_AFTER.search(place)
    return town_said(small["town"]) if small is not None else None


def _in_one_town(match: re.Match[str] | dict[str, str]) -> dict[str, str]:
    """The match's groups with the town said after the second place said after the first too ('A vs. B in T')."""
    said = match.groupdict() if isinstance(match, re.Match) else match
    groups = {key: value for key, value in said.items() if value is not None}
    if "town" in groups and not _TOWN_AFTER.search(groups["b"]):   # 'which one is longer in T': both are in T
        groups["b"] = f"{groups['b']} in {groups.pop('town')}"
    town = _town_after(groups["b"])
    if town is not None and not _town_after(groups["a"]):
        groups["a"] = f"{groups['a']} in {town}"
    elif (near := _NEAR_AFTER.search(groups["b"])) and groups["a"][:1].isupper() and not _PLACED.search(groups["a"]):
        # 'how much higher is A than B near C': both are the ones near C (a place said by its kind keeps its own)
        groups["a"] = f"{groups['a']}{near[0]}"
    return groups


# a place the first is said beside or above ('A above C'): placed already
_BESIDE_WORDS = r"near|by|around|close to|next to|above|below|beside|over|outside"
_PLACED = re.compile(rf"\s(?:{_BESIDE_WORDS})\s+(?-i:[A-ZÀ-ÖØ-Þ])", re.IGNORECASE)
# a named place after the second place ('... than B near C'): where both are
_NEAR_AFTER = re.compile(r"\s+(?:near|by|around|close to|next to)\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*)?\s*$",
                         re.IGNORECASE)


# a day said with opening times ('on a sunday', 'on Mondays', 'saturday')
# (and a time of year: 'an August Thursday', 'on a Sunday in July', 'on a day in July')
_SEASON_OR_DAY = re.compile(rf"(?:{_SEASON})|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|today|tomorrow|tonight",
                            re.IGNORECASE)
_DAY = (rf"(?:on\s+)?(?:an?\s+)?(?:(?:(?:{_SEASON})\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?:\s*,?\s+{_SEASON})?|"
        rf"(?:(?:any|a|one)\s+day\s+)?{_SEASON})")
# 'both in T', 'in T' after the question: where both places are
# ('(both around T)': near a hamlet is what its name places)
_BOTH_IN = r"(?:[\s,.?;:(-]+(?:both|they(?:'re| are)(?: both)?)\s+(?:in|around|near|at)\s+(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*" \
           r"(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*)?)\)?)?"


def _on_day(groups: dict[str, str]) -> str:
    """'on sunday': the day the question said, wherever it said it ('today' when it said none)."""
    said = groups.get("when") or groups.get("when2") or groups.get("when3")
    if said and re.fullmatch(_SEASON, said.strip(), re.IGNORECASE):
        return f"on a day {said.strip()}"   # ('in July': an hour's count or a time is of one day of it, not the month)
    return re.sub(r"^(?:on\s+)?", "on ", said, flags=re.IGNORECASE) if said else "today"


def _times(match: re.Match[str]) -> tuple[str, str]:
    """'how much earlier does A open than B on sunday': when each opens (or closes) that day."""
    groups = _in_one_town(match)
    verb = "close" if groups["verb"].casefold().startswith(("clos", "shut")) else "open"
    day = _on_day(groups)
    return (f"what time does {place_itself(groups['a'])} {verb} {day}",
            f"what time does {place_itself(groups['b'])} {verb} {day}")


def _hours_open(match: re.Match[str] | dict[str, str]) -> tuple[str, str]:
    """'how many more hours a day is A open than B on monday': how long each is open that day."""
    groups = _in_one_town(match)
    day = _on_day(groups)
    return f"how long is {place_itself(groups['a'])} open {day}", f"how long is {place_itself(groups['b'])} open {day}"


def _other_of_two(match: re.Match[str]) -> dict[str, str]:
    """'A vs B, how many more hours is A open': B is the one of the two said first that is not A."""
    groups = {k: v for k, v in match.groupdict().items() if v is not None}
    if "b" not in groups:
        pair = [groups.get("b1", ""), groups.get("b2", "")]
        others = [p for p in pair if p and p.strip().casefold() != groups["a"].strip().casefold()]
        groups["b"] = others[0] if len(others) == 1 else ""
    if "town" not in groups and TOWN.fullmatch(groups.get("topic", "").strip()):   # 'T: A vs B, ...': both in T
        groups["town"] = groups["topic"].strip()
    return groups


def _nearer_from(match: re.Match[str]) -> tuple[str, str]:
    """'from C, is A or B the shorter hop': how far A and B are from C."""
    a, b = (_DESCRIBED_NAME.sub("", match[x].strip()) for x in "ab")
    return f"how far is {a} from {match['c']}", f"how far is {b} from {match['c']}"


# a name said after words that describe it ('the horse history centre Eastbrook Hestar'): the name
_DESCRIBED_NAME = re.compile(r"^the\s+(?:[a-z][\w-]*\s+){1,4}(?=(?-i:[A-ZÀ-ÖØ-Þ])\S*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])\S*)*$)")


def _kind_group(said: str) -> bool:
    """Whether the words name a kind of place, or kinds said together ('lakes and ponds', 'lakes/ponds')."""
    return all(lookup(part) is not None for part in re.split(_JOINS_KINDS, said.strip()))


def _kinds(*said: str) -> bool:
    """Whether each phrase is a kind of place said in the plural ('traffic lights', 'bus stops in X')."""
    def plural_kind(text: str) -> bool:
        words = re.sub(r"\s+(?:in|within|near|around|inside)\s.*$", "", text.strip(), flags=re.IGNORECASE).split()
        return bool(words) and words[-1].casefold().endswith("s") and lookup(" ".join(words)) is not None
    return all(map(plural_kind, said))


def _sizes(match: re.Match[str]) -> tuple[str, str]:
    return f"how big is {place_itself(match['a'])}", f"how big is {place_itself(match['b'])}"


def _from_one_place(match: re.Match[str]) -> tuple[str, str]:
    """'is A closer to B than to C': how far A is from B, and from C."""
    return f"how far is {match['a']} from {match['b']}", f"how far is {match['a']} from {match['c']}"


def _both_from(match: re.Match[str]) -> tuple[str, str]:
    """'is A closer to C than B is': how far A is from C, and how far B is."""
    return f"how far is {match['a']} from {match['c']}", f"how far is {match['b']} from {match['c']}"


_IN_TOWN = re.compile(r"\s+in\s+[A-ZÀ-ÖØ-Þ][^,]*$")


def _kind_totals(match: re.Match[str]) -> tuple[str, str]:
    """'the total length of the footways minus the total length of the paths in X': each kind's total, in X."""
    scope, measure = _scope(match), match["measure"].casefold()
    return (f"what is the total {measure} of the {match['a']} {scope}".strip(),
            f"what is the total {measure} of the {match['b']} {scope}".strip())


def _totals(match: re.Match[str]) -> tuple[str, str]:
    """'the total length of A and B in X': both in X."""
    question = {"area": "how big is {place}", "size": "how big is {place}", "footprint": "how big is {place}",
                "length": "how long is {place}"}[match["measure"].casefold()]
    first, second = match["a"], match["b"]
    if (town := _IN_TOWN.search(second)) is not None and not _IN_TOWN.search(first):
        first += town.group(0)
    return question.format(place=first), question.format(place=second)


_MEASURE_NOUN = "(?P<measure>" + "|".join(sorted(map(re.escape, MEASURE_NOUNS), key=len, reverse=True)) + ")"


def _near_the_topic(match: re.Match[str]) -> dict[str, str]:
    """The match's groups with a topic that places them ('near X: A minus B ...') said after each place."""
    groups = {key: value for key, value in match.groupdict().items() if value is not None}
    near = re.match(r"\s*(?:near|by|around|close to|next to|at)\s+\S", groups.get("topic", ""), re.IGNORECASE)
    if near is None:
        return groups
    # (the place's name, without the kind said after it: 'near X hut' is near X)
    topic = re.sub(r"(?<=[^\W\d_])(?:\s+(?-i:[a-z])[\w-]*){1,2}$", "", groups["topic"].strip())
    return {**groups, "a": f"{groups['a']} {topic}", "b": f"{groups['b']} {topic}"}


def _by_noun(match: re.Match[str] | dict[str, str]) -> tuple[str, str]:
    match = _in_one_town(match)   # ('A vs B near C, difference in height': both near C)
    asks = MEASURE_NOUNS[(match.get("measure") or match.get("measure2") or "").casefold()]
    return asks.format(place=place_itself(match["a"])), asks.format(place=place_itself(match["b"]))


def _form(pattern: str, operation: Operation, operands: Callable[[re.Match[str]], tuple[str, str] | None]) -> Form:
    return Form(re.compile(pattern, re.IGNORECASE), operation, operands)


def _distances_on(match: re.Match[str]) -> tuple[str, str]:
    """'how far from A to B and then on to C': the two legs ('... if I go from A to B ...': from A)."""
    first = leg_place(re.sub(r"^.*?\bfrom\s+", "", match["a"], flags=re.IGNORECASE))
    second, third = leg_place(match["b"]), leg_place(match["c"])
    return f"how far is {first} from {second}", f"how far is {second} from {third}"


# figures a place's tags give, asked 'how many ... does X have': their sums and differences ask about two places
_FIGURES = r"(?P<what>rooms|hotel rooms|floors|storeys|stories|levels|seats|beds|bunks|stars|(?:parking |car )?spaces|(?:parking )?spots|" \
           r"lanes)"
_TOGETHER = r"(?:\s+(?:between them|together|in total|altogether|combined|all together))?"
_HOW_MEASURED = {"widths": "wide", "heights": "tall", "lengths": "long"}   # (a measure's plural -> its 'how' word)
_FIGURES_AGAIN = _FIGURES.replace("(?P<what>", "(?:")
# a figure each of two places has, said in the plural, and the question that asks it of one ('the speed limits on A
# and B': what is the speed limit on A)
_FIGURE_ASKED = {"speed limits": "what is the speed limit on {place}", "max speeds": "what is the speed limit on {place}",
                 "maximum speeds": "what is the speed limit on {place}", "widths": "how wide is {place}",
                 "heights": "how tall is {place}", "lengths": "how long is {place}", "areas": "how big is {place}",
                 "sizes": "how big is {place}", "elevations": "how high up is {place}"}


# who or what a place holds, said with 'how many ... does X sleep' (its capacity)
_HOLDS = r"(?:people|persons|guests|visitors|campers|hikers|beds|cars|vehicles)\s+(?:(?:does|do|can|could)\s+)?"


def _held(match: re.Match[str]) -> tuple[str, str]:
    groups = _in_one_town(match)
    return tuple(f"what is the capacity of {place_itself(groups[end])}" for end in "ab")


def _one_of_two_measured(match: re.Match[str]) -> tuple[str, str] | None:
    """'A or B - how much higher is A?': A against B (None when the place asked is neither of the two said)."""
    asked = match["asked"].casefold()
    said = [match["x"], match["y"]]
    first = next((i for i, place in enumerate(said) if place.casefold().startswith(asked)), None)
    if first is None:
        return None
    return _measures({"a": said[first], "b": said[1 - first], "word": match["word"]})


def _elided(first: str, second: str) -> str:
    """The second of two names, with the words it leaves to the first: 'Marina Bay Sands Tower 2 and tower 3' is
    Marina Bay Sands Tower 3 (the second starts with a word the first has after its own start)."""
    words, lead = first.split(), second.split()[:1]
    at = next((i for i in range(1, len(words)) if lead and words[i].casefold() == lead[0].casefold()), None)
    return second if at is None else " ".join(words[:at] + [second])


def _figures(match: re.Match[str]) -> tuple[str, str]:
    groups = _in_one_town(match)
    second = _elided(groups["a"], groups["b"])
    return f"how many {groups['what'].lower()} does {groups['a']} have", f"how many {groups['what'].lower()} does {second} have"


# a scope said first ('within 500 m of X, ...'); a topic before a colon ('baltimore: how many more ...') is context
# the topic ('singapore data: how many fewer ...') is the scope of counts that name none; a lead may end in a radius
# in brackets and no comma ('around X (300 m) are there twice as many ...')
_TOPIC = r"(?:(?P<topic>[^:?,]{2,40}):\s*)?"
_LEAD_PLACE = r"(?P<lead>(?:in|within|inside|near|around|at|close to)\s+[^,?(]+?(?:\s*\([^)]*\))?)"
_LEAD_ENDS = r"(?:\s*,\s*|\s+[-–—:]\s+|\s+(?=(?:are there|is there|how many|do you have)\b))"
_LEAD = rf"^\s*{_TOPIC}(?:{_LEAD_PLACE}{_LEAD_ENDS})?"
_LEAD_SAID = rf"^\s*{_TOPIC}{_LEAD_PLACE}{_LEAD_ENDS}"
_FACTOR = r"(?P<factor>" + "|".join(FACTORS) + r")"
FORMS: list[Form] = [
    # (before counts said 'A minus B in T') 'A minus B in height', 'A minus B, elevation': the first's measure less the second's
    _form(rf"^\s*(?:(?P<topic>[^:?]{{2,60}}):\s*)?(?:the\s+)?(?P<a>[^,:;?]+?)\s+(?:minus|less|take away)\s+(?:the\s+)?"
          rf"(?P<b>[^,:;?]+?)\s*(?:,\s*|\s+in\s+|\s+by\s+)(?:(?:their|the)\s+)?(?:(?:metres|meters|feet)\s+of\s+)?"
          rf"{_MEASURE_NOUN}" + _END, "difference",
          lambda m: _by_noun(_near_the_topic(m))),
    # "A's elevation minus B's", "A's height plus B's height": each one's measure
    *(_form(rf"^\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?(?P<a>[^,:;?]+?)['’]s?\s+{_MEASURE_NOUN}\s+(?:{words})\s+(?:the\s+)?"
            rf"(?P<b>[^,:;?]+?)['’]s?(?:\s+(?P=measure))?" + _END, operation, _by_noun)
      for words, operation in (("minus|less|take away", "difference"), ("plus|and", "sum"))),
    # 'light height of A minus that of B', 'the elevation of A minus the elevation of B': each one's measure
    _form(rf"^\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?{_MEASURE_NOUN}\s+(?:of|at)\s+(?:the\s+)?(?P<a>[^,:;?]+?)\s+"
          rf"(?:minus|less|take away)\s+(?:that|(?:the\s+|its\s+)?(?P=measure))\s+(?:of|at)\s+(?:the\s+)?"
          rf"(?P<b>[^,:;?]+?)" + _END, "difference", _by_noun),
    # 'A sleeps how many more people than B', 'add the capacities of A and B': each one's capacity
    _form(rf"^\s*(?:the\s+)?(?P<a>[^,?]+?)\s+(?:sleeps|holds|takes|fits|accommodates|houses)\s+how many (?:more|fewer) "
          rf"{_HOLDS}than\s+(?:the\s+)?(?P<b>[^,?]+?)(?:\s+(?:does|do|can))?" + _END, "difference", _held),
    _form(r"^\s*(?:(?:please|pls|can you|could you)\s+)?(?:add up|add|sum up|sum|total up|total|combine)\s+(?:the\s+)?"
          r"capacit(?:y|ies)\s+of\s+(?:the\s+)?(?P<a>.+?)\s+and\s+(?:of\s+)?(?:the\s+)?(?P<b>.+?)" + _END, "sum", _held),
    # 'how many vehicles fit at A and B combined', 'how many guests can sleep at A and B together': each one's capacity
    _form(r"^\s*(?P<lead>how many\s+(?:cars|vehicles|bikes|bicycles|people|persons|guests|visitors)\s+(?:can\s+|could\s+)?"
          r"(?:fit|park|sleep|stay)\s+(?:at|in)\s+)(?:the\s+)?(?P<a>[^,?]+?)\s+and\s+(?:at\s+|in\s+)?(?:the\s+)?(?P<b>[^,?]+?)"
          r"\s+(?:combined|together|altogether|in total|between them)" + _END, "sum",
          lambda m: (f"{m['lead']}{m['a']}", f"{m['lead']}{_elided(m['a'], m['b'])}")),
    # 'A plus B - total surface area?', 'A and B: combined area?'
    _form(r"^\s*(?:the\s+)?(?P<a>[^,:;?]+?)\s+(?:plus|\+|and)\s+(?:the\s+)?(?P<b>[^,:;?]+?)\s*(?:[-–:,]|\s[-–]\s)\s*"
          r"(?:what(?:'s|s| is)\s+)?(?:the\s+|their\s+)?(?:total|combined|joint)\s+(?:surface\s+)?(?:area|size|footprint)"
          + _END, "sum", lambda m: (f"how big is {m['a']}", f"how big is {_elided(m['a'], m['b'])}")),
    # 'the capacity of A and B combined', 'beds at A and B together': each one's, added up
    _form(r"^\s*(?:what(?:'s|s| is)\s+)?the\s+(?P<what>capacity|number of beds|number of rooms)\s+(?:of|at|for)\s+(?:the\s+)?"
          r"(?P<a>[^,?]+?)\s+and\s+(?:the\s+)?(?P<b>[^,?]+?)\s+(?:combined|together|in total|altogether|between them)"
          + _END, "sum", lambda m: (f"what is the {m['what']} of {m['a']}", f"what is the {m['what']} of {_elided(m['a'], m['b'])}")),
    # 'which hut sleeps more, A or B?': each one's capacity, and which is the greater
    _form(r"^\s*which(?:\s+(?:one|[a-z]+))?\s+(?:sleeps|holds|takes|fits|accommodates|has room for)\s+more(?:\s+(?:people|guests|"
          r"persons|hikers|campers|visitors))?\s*(?:[,:–—-]\s*|\s+)(?:the\s+)?(?P<a>[^,?]+?)\s+or\s+(?:the\s+)?(?P<b>[^,?]+?)"
          + _END, "difference", _held),
    # 'what is the combined capacity of A and B'
    _form(r"^\s*(?:what(?:'s|s| is)\s+)?the\s+(?:combined|total|joint)\s+(?P<what>capacity|number of beds|number of rooms)\s+"
          r"(?:of|at|for)\s+(?:the\s+)?(?P<a>[^,?]+?)\s+and\s+(?:the\s+)?(?P<b>[^,?]+?)" + _END, "sum",
          lambda m: (f"what is the {m['what']} of {m['a']}", f"what is the {m['what']} of {_elided(m['a'], m['b'])}")),
    # 'how many rooms do A and B have between them', 'A and B - how many rooms do they have together'
    _form(rf"^\s*(?:[^:?]{{2,60}}:\s*)?how many {_FIGURES} (?:do|are there in) (?P<a>.+?) and (?P<b>.+?) have{_TOGETHER}"
          + _END, "sum", _figures),
    _form(rf"^\s*(?P<a>[^,:;?]+?) and (?P<b>[^,:;?]+?)\s*(?:[-–:,]|\s[-–]\s)\s*how many {_FIGURES}(?: do they have)?"
          rf"{_TOGETHER}" + _END, "sum", _figures),
    # 'add up the floors of A and B'
    _form(rf"^\s*(?:(?:please|pls|can you|could you)\s+)?(?:add up|sum up|sum|total up|total)\s+(?:the\s+)?"
          rf"(?:(?:number|count)\s+of\s+)?{_FIGURES}\s+(?:of|in|for|at)\s+(?:the\s+)?(?P<a>.+?)\s+and\s+(?:(?:of|in|for|at)\s+)?"
          rf"(?:the\s+)?(?P<b>.+?)" + _END, "sum", _figures),
    # 'add up the widths of A and B': each one's measure, asked of it
    _form(r"^\s*(?:(?:please|pls|can you|could you)\s+)?(?:add up|sum up|sum|total up|total|add)\s+(?:the\s+)?"
          r"(?P<what>widths|heights|lengths)\s+of\s+(?:the\s+)?(?P<a>.+?)\s+and\s+(?:of\s+)?(?:the\s+)?(?P<b>.+?)" + _END,
          "sum", lambda m: tuple(f"how {_HOW_MEASURED[m['what'].casefold()]} is {place}"
                                 for place in (m["a"], _elided(m["a"], m["b"])))),
    # 'combined height of A and B', 'what's the total elevation of A and B': each one's measure, added up
    _form(rf"^\s*(?:(?:what(?:'s|s| is)|give me|tell me)\s+)?(?:the\s+)?(?:combined|total|summed|added|(?:sum|total)\s+of\s+(?:the\s+|their\s+)?)\s*{_MEASURE_NOUN}s?\s+"
          r"of\s+(?:the\s+)?(?P<a>[^,:;?]+?)\s+(?:and|&|plus)\s+(?:the\s+)?(?P<b>[^,:;?]+?)" + _END, "sum", _by_noun),
    # 'A and B - if you stack their floors together, how many floors is that?'
    _form(rf"^\s*(?P<a>[^,:;?]+?) and (?P<b>[^,:;?]+?)\s*(?:[-–:,]|\s[-–]\s)\s*(?:if (?:you|i|we) )?"
          rf"(?:stack|add|put|combine|count|pile)\b[^?]*?\b(?:their|the) {_FIGURES}\b[^?]*?,?\s*how many"
          rf"(?: {_FIGURES_AGAIN})? (?:is that|would that be|do (?:i|we|you) get|(?:are there )?(?:in total|altogether))"
          + _END, "sum", _figures),
    # 'add the floors of A to the floors of B. what do you get?', 'what is the sum of the floors of A and those of B'
    _form(rf"^\s*(?:(?:please|pls|can you|could you|if (?:you|i|we))\s+)?(?:add(?:\s+up)?|(?:what(?:'s|\s+is)\s+)?(?:the\s+)?(?:sum|total)\s+of)"
          rf"\s+(?:the\s+)?{_FIGURES}\s+(?:of|in|at|for)\s+(?:the\s+)?(?P<a>.+?)\s+(?:to|and|plus)\s+"
          rf"(?:(?:the\s+)?(?:(?P=what)|those|the ones?)\s+(?:of|in|at|for)\s+)?(?:the\s+)?(?P<b>[^.?!]+?)"
          rf"(?:\s*[.?!,]\s*(?:what do (?:you|i|we) get|what(?:'s|\s+is) the (?:total|sum|result|answer)|"
          rf"how many(?: is that| in total| altogether)?))?" + _END, "sum", _figures),
    # 'rooms at A plus rooms at B (both in T): what's the total?'
    _form(rf"^\s*(?:the\s+)?(?:number\s+of\s+)?{_FIGURES}\s+(?:at|of|in)\s+(?:the\s+)?(?P<a>[^?:()]+?)\s+(?:plus|\+)\s+"
          rf"(?:the\s+)?(?:number\s+of\s+)?{_FIGURES_AGAIN}\s+(?:at|of|in)\s+(?:the\s+)?(?P<b>[^?:()]+?){_BOTH_IN}\s*[:,-]?\s*"
          r"(?:what(?:'s|s| is) the (?:total|sum)|how many(?: is that)?(?: in total| altogether)?|(?:the\s+)?total)?" + _END,
          "sum", _figures),
    # 'if I subtract the number of jewellery shops in X from the number of convenience stores, what's left?'
    _form(r"^\s*(?:(?:if|when)\s+(?:i|we|you)\s+)?(?:subtract|take away|deduct)\s+the\s+(?:number|count)\s+of\s+"
          r"(?P<b>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)\s+(?P<scope>(?:in|within|inside|near|around)\s+.+?)\s+from\s+the\s+"
          r"(?:number|count)(?:\s+of)?\s+(?P<a>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)\s*[,.]?\s*(?:what(?:'s|s| is)\s+"
          r"(?:left|the result|the answer)|what do (?:i|we|you) get|how many (?:are|is) left)?" + _END, "difference", _counts),
    # 'if I walk the whole Mill Road and then the whole Town Road, how many metres is that altogether?'
    _form(r"^\s*(?:[^:]{2,40}:\s*)?(?:if\s+(?:i|we)\s+)?(?:(?:walk|cycle|bike|drive|run|jog|stroll|go|went)\s+)?(?:down\s+|along\s+)?(?:the\s+)?"
          r"(?:whole|entire|full|all\s+of)\s+(?:length\s+of\s+)?(?:the\s+)?(?P<a>.+?)\s+and\s+(?:then\s+)?(?:down\s+|along\s+)?"
          r"(?:the\s+)?(?:whole|entire|full|all\s+of)\s+(?:length\s+of\s+)?(?:the\s+)?(?P<b>[^,?.]+?)\s*[,:.;-]?\s*"
          r"(?:(?:roughly|about|approximately|approx\.?)\s+)?"
          r"(?:how (?:many (?:metres|meters|km|kilometres|kilometers|miles)|far|long) (?:is|would) (?:that|it)(?: be)?"
          r"(?:\s+(?:in total|altogether|combined|all together))?|"
          r"what(?:'s|s| is) the total(?: length| distance)?)" + _END,
          "sum", lambda m: (f"how long is {m['a']}", f"how long is {m['b']}")),
    # 'how many schools are there within 700 m of X, how many within 400 m, and what is the difference'
    _form(r"^\s*how many (?P<kind>[a-z][\w' -]*?) (?:are there |do you have |lie |are )?within (?P<r1>[\d.,]+\s*(?:m|km|metres|"
          r"meters|kilometres|kilometers)) (?:of|from|around) (?P<place>.+?)\s*,\s*(?:and\s+)?how many (?:are there )?"
          r"(?:within|in) (?P<r2>[\d.,]+\s*(?:m|km|metres|meters|kilometres|kilometers))\s*,?\s*(?:and\s+)?"
          r"(?:what(?:'s|s| is) the difference(?: between (?:the two|them|those|the two counts))?|how many more(?: is that)?|"
          r"the difference)" + _END,
          "difference", lambda m: (f"how many {m['kind']} are there within {m['r1']} of {m['place']}",
                                   f"how many {m['kind']} are there within {m['r2']} of {m['place']}")),
    # 'A vs B - how many more floors does one have than the other?'
    _form(rf"^\s*(?P<a>[^,:;?]+?)\s+(?:vs\.?|versus|or)\s+(?P<b>[^,:;?]+?)\s*(?:[-–:,]|\s[-–]\s)\s*how many (?:more|fewer) "
          rf"{_FIGURES} (?:does|has) (?:one|the one) (?:have |got )?(?:than|over) the other" + _END, "difference", _figures),
    # 'difference in bed count between A and B', "what's the difference in rooms between A and B"
    _form(rf"^\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?difference\s+in\s+(?:the\s+)?(?:number of\s+)?"
          rf"{_FIGURES.replace('beds|', 'beds|bed|')}(?:\s+count)?\s+between\s+(?P<a>[^?]+?)\s+and\s+(?P<b>[^?]+?)" + _END,
          "difference", lambda m: _figures({**m.groupdict(), "what": "beds" if m["what"] == "bed" else m["what"]})),
    # 'A has how many more rooms than B?'
    _form(rf"^\s*(?P<a>[^,:;?]+?)\s+(?:has|have|has got|offers?)\s+how many (?:more|fewer) {_FIGURES}\s+than\s+"
          rf"(?:the\s+)?(?P<b>[^,:;?]+?)(?:\s+(?:has|does|have|do))?" + _END, "difference", _figures),
    # 'which has more lanes, A or B (and by how many)?': the two figures against each other
    _form(rf"^\s*which(?: one)? (?:has|have|has got|got) (?:the\s+)?more {_FIGURES}\s*[,:]?\s*(?P<a>[^,:;?]+?)\s+or\s+"
          rf"(?P<b>[^,:;?]+?)" + _END, "difference", _figures),
    # 'A vs B - how many more floors does the first building have?': the first against the second
    _form(rf"^\s*(?P<a>[^,:;?]+?)\s+(?:vs\.?|versus)\s+(?P<b>[^,:;?]+?)\s*(?:[-–:,]|\s[-–]\s)\s*how many more "
          rf"{_FIGURES} (?:(?:does|has) the first(?: one| building| place| hotel)? (?:have|got)|(?:are there )?(?:at|in) "
          rf"the first(?: one| building| place| hotel)?)(?: than (?:at |in )?the (?:second|other)(?: one)?)?" + _END,
          "difference", _figures),
    # 'by how many metres does A top B': A's height over B's
    _form(rf"^\s*by how (?:much|many {_UNIT}) (?:does|do) (?P<a>.+?) (?:top|tower over|rise above|stand above) "
          rf"(?:the\s+)?(?P<b>.+?)" + _END, "difference", lambda m: _measures({**m.groupdict(), "word": "taller"})),
    # 'how many metres higher does A sit than B', 'how much lower does A lie than B'
    _form(rf"^\s*how (?:much|many {_UNIT}) (?P<word>higher|lower)(?: up| down)? (?:does|do) (?P<a>.+?) (?:sit|lie|stand|rise|"
          rf"sit up|lie up|stand up)(?: up)? than (?:the\s+)?(?P<b>.+?)" + _END, "difference",
          lambda m: (f"how high up is {m['a']}", f"how high up is {m['b']}")),
    # 'what percentage of the places of worship within 400 m of X are baptist': those, as a share of all of them
    _form(_LEAD + r"(?:what|which)\s+(?:percentage|percent|share|proportion|fraction|part)\s+of\s+(?:the\s+|all\s+(?:the\s+)?)?"
          rf"{_KIND}\s+{_SCOPE}\s+(?:are|is)\s+(?P<which>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)(?:\s+ones)?" + _END, "share",
          lambda m: _all_and_those(m)[::-1]),
    # 'of the churches within 800 m of X, how many are tagged catholic': those, among all of them (a kind so narrowed)
    _form(_LEAD + rf"(?:of|among)\s+(?:the\s+|all\s+(?:the\s+)?)?{_KIND}\s+{_SCOPE}\s*,\s*how many(?:\s+of them)?\s+"
          r"(?:are|is)\s+(?:(?:tagged|marked|listed|mapped)\s+(?:as\s+)?)?(?P<which>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)"
          r"(?:\s+ones)?" + _END, "share",
          lambda m: _all_and_those(m)[::-1] if lookup(f"{m['which']} {m['a']}") is not None else None),
    # 'how many parking meters are there in X, and how many of them accept coins?': those, among all of them
    _form(_LEAD + rf"how many\s+{_KIND}\s+(?:(?:does|do)\s+(?:the\s+)?(?P<place>[^,?]+?)\s+have|(?:are\s+there\s+)?in\s+"
          rf"(?:the\s+)?(?P<town>[^,?]+?))\s*[,?]?\s*(?:and\s+)?how many"
          r"(?:\s+of\s+(?:them|those))?\s+(?P<which>(?:take|accept|have|are|offer)\s+[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)" + _END,
          "share", lambda m: _those_doing(m)),
    # 'leaving out the Catholic ones, how many other places of worship are there within 400 m of X': all of them, less
    # those ('how many places of worship within 400 m of X are not catholic')
    _form(r"^\s*(?:leaving out|not counting|excluding|except(?: for)?|apart from|other than|ignoring|without)\s+(?:the\s+|any\s+)?"
          r"(?P<which>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+ones\s*,\s*how many\s+(?:other\s+)?"
          rf"{_KIND}\s+(?:are there\s+|is there\s+|there are\s+)?{_SCOPE}" + _END, "without",
          _all_and_those),
    _form(_LEAD + rf"how many\s+(?:other\s+)?{_KIND}\s+(?:are there\s+)?{_SCOPE}\s+(?:are|is)\s+(?:not|n't)\s+"
          r"(?P<which>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)(?:\s+ones)?" + _END, "without",
          _all_and_those),
    # 'rank A and B by elevation above sea level, and give the gap', 'compare the floor counts of A and B - how many
    # more does the first have': the measure said by its noun, and the difference
    _form(rf"^\s*(?:rank|compare|order|sort|put)\s+(?:the\s+)?(?P<a>[^,?]+?)\s+and\s+(?:the\s+)?(?P<b>[^,?]+?)\s+by\s+(?:their\s+)?"
          rf"{_MEASURE_NOUN}\b[^?]*?(?:gap|difference|how (?:much|many)\b[^?]*)" + _END, "difference", _by_noun),
    _form(rf"^\s*compare\s+(?:the\s+)?{_MEASURE_NOUN}\s+of\s+(?:the\s+)?(?P<a>[^,?]+?)\s+and\s+(?:the\s+)?(?P<b>[^,?]+?)"
          rf"(?:\s+for me)?\s*(?:[-–—,:]|\s[-–—])\s*(?:how (?:much|many)\b[^?]*|(?:what(?:'s|s| is) )?the (?:gap|difference)\b[^?]*)"
          + _END, "difference", _by_noun),
    # 'if you put the footprints of A and the B building together, how many square metres is that'
    _form(rf"^\s*(?:if\s+(?:you|we|i)\s+)?(?:put|add|take)\s+(?:the\s+)?{_MEASURE_NOUN}\s+of\s+(?:the\s+)?(?P<a>[^,?]+?)\s+"
          rf"and\s+(?:of\s+)?(?:the\s+)?(?P<b>[^,?]+?)\s+together\s*,?\s*(?:how (?:much|many)\b[^?]*|what do (?:you|we|i) get)"
          + _END, "sum", _by_noun),
    # 'A sits higher than B, doesn't it? how many metres higher': a guess, checked, and by how much
    *(_form(rf"^\s*(?:the\s+)?(?P<a>[^,?]+?)\s+(?:sits|lies|stands|is)\s+{word}(?:\s+up|\s+down)?\s+than\s+(?:the\s+)?"
            rf"(?P<b>[^,?]+?)\s*,?\s*(?:doesn'?t it|isn'?t it|right|correct|no|yes)\s*\?\s*(?:and\s+)?(?:by\s+)?how (?:much|many {_UNIT})"
            rf"(?:\s+{word})?\b[^?]*" + _END, operation, lambda m: (f"how high up is {m['a']}", f"how high up is {m['b']}"))
      for word, operation in (("higher", "more"), ("lower", "less"))),
    # 'does A sit higher than B? by how many metres': where each stands (the elevation), yes or no and by how much
    *(_form(rf"^\s*(?:does|do) (?:the\s+)?(?P<a>.+?) (?:sit|lie|stand|rise|sits|lies|stands) {word}(?: up| down)? "
            rf"than (?:the\s+)?(?P<b>.+?)\s*[?.!,]?\s*(?:and\s+)?by how (?:much|many {_UNIT})" + _END, operation,
            lambda m: (f"how high up is {m['a']}", f"how high up is {m['b']}"))
      for word, operation in (("higher", "more"), ("lower", "less"))),
    # 'how many more floors does A have than B', '... does A have compared with B'
    _form(rf"^\s*how many (?:more|fewer|less) {_FIGURES} (?:does|do|has|have) (?P<a>.+?) (?:have |got )?"
          rf"(?:than|compared (?:with|to)|versus|vs\.?|over) "
          rf"(?:the\s+)?(?P<b>.+?)(?: (?:has|have|does))?" + _END, "difference", _figures),
    # 'twice as many farms as peaks within 5 km of X?' (the question's verb left out)
    _form(_LEAD + rf"(?:(?:are there|is there|do you have)\s+)?(?:more than |at least |over )?{_FACTOR} as many {_KIND}\s+as\s+"
          rf"{_OTHER_KIND}\s+{_SCOPE}" + _END, "times", _counts),
    # 'add up the distances from A to B and from B to C', 'A to B plus B to C, in km?': the two legs, added up
    _form(r"^\s*(?:(?:please|pls|can you|could you)\s+)?(?:add(?:\s+up)?|sum(?:\s+up)?|total(?:\s+up)?|(?:what(?:'s|s| is)\s+)?the\s+"
          r"(?:sum|total)\s+of)\s+(?:the\s+)?(?:(?:straight[- ]line|crow[- ]flies|road|driving)\s+)?distances?\s+(?:from\s+)?"
          r"(?P<a>[^,?]+?)\s+to\s+(?P<b>[^,?]+?)\s+and\s+(?:then\s+)?(?:the\s+one\s+|that\s+)?(?:from\s+)?(?P<b2>[^,?]+?)\s+"
          r"(?:on\s+)?to\s+(?P<c>[^,?]+?)"
          + _END, "sum", lambda m: (f"how far is {m['a']} from {m['b']}", f"how far is {m['b2']} from {m['c']}")),
    _form(r"^\s*(?:from\s+)?(?P<a>[^,?+]+?)\s+to\s+(?P<b>[^,?+]+?)\s+(?:plus|\+)\s+(?:from\s+)?(?P<b2>[^,?+]+?)\s+"
          r"to\s+(?P<c>[^,?+]+?)\s*(?:[,:–—-]\s*)?(?:in\s+(?:km|kilomet(?:re|er)s|metres|meters|miles)|(?:what(?:'s|s| is)\s+)?"
          r"(?:the\s+)?total(?:\s+distance)?|how far(?:\s+altogether|\s+in total)?)?" + _END, "sum",
          lambda m: (f"how far is {m['a']} from {m['b']}", f"how far is {m['b2']} from {m['c']}")),
    # 'by how many metres is A closer to C than B?': how far each is from C
    _form(r"^\s*by how (?:much|many (?:metres|meters|m|km|kilomet(?:re|er)s|miles))\s+is\s+(?P<a>[^,?]+?)\s+(?:closer|nearer|"
          r"farther|further(?:\s+away)?)\s+(?:to|from)\s+(?P<c>[^,?]+?)\s+than\s+(?:is\s+)?(?P<b>[^,?]+?)(?:\s+is)?" + _END,
          "difference", _nearer_from),
    # 'how many times further is A than B from C': how far each is from C, one over the other
    _form(r"^\s*how many times (?:further|farther)(?:\s+away)?\s+is\s+(?P<a>[^,?]+?)\s+than\s+(?:is\s+)?(?P<b>[^,?]+?)\s+from\s+"
          r"(?P<c>[^,?]+?)" + _END, "ratio", _nearer_from),
    # 'are there twice as many cafes as restaurants within 250 m of X'
    _form(_LEAD + rf"(?:are there|is there|do you have) (?:more than |at least |over )?{_FACTOR} as many {_KIND}\s+as\s+{_OTHER_KIND}"
          rf"(?:\s+{_SCOPE})?" + _END, "times", _counts),
    # 'is A (more than) twice as long as B', 'is A at least three times as big as B': the two measures, against the factor
    _form(rf"^\s*(?:is|are)\s+(?:the\s+)?(?P<a>[^?,]+?)\s+(?:more than |at least |over |about |roughly |nearly |almost )?"
          rf"{_FACTOR}\s+as\s+(?P<adj>long|big|large|tall|high|old)\s+as\s+(?:the\s+)?(?P<b>[^?,]+?)" + _END, "times",
          lambda m: _measures({**m.groupdict(), "word": _AS_ADJECTIVE[m["adj"].casefold()]})),
    # 'cafes + fast food places within 250m of X, how many altogether'
    _form(_LEAD + rf"{_KIND}\s*(?:\+|\bplus\b|\band\b)\s*{_OTHER_KIND}\s+{_SCOPE}\s*(?:[-–—:,]\s*)?how many"
          rf"(?:\s+(?:are there|is that))?\s+(?:altogether|in total|together|combined|all together)" + _END, "sum", _counts),
    # 'footprint of A vs B - how many times bigger is the first?'
    _form(rf"^\s*(?:(?:the\s+)?{_MEASURED_PART}\s+of\s+)?(?P<a>[^:]+?)\s+(?:vs\.?|versus)\s+(?P<b>[^:]+?)\s*(?:[:,]|\s[-–—])\s*"
          rf"how many times (?:bigger|larger) is the first(?: one)?(?:['’]s\s+(?:building\s+)?{_MEASURED_PART})?" + _END,
          "ratio", _sizes),
    # 'A compared with B - what's the size ratio?', 'the ratio of A's area to B's area', 'A to B: area ratio?'
    _form(r"^\s*(?:[^:]{2,80}:\s*)?(?:the\s+)?(?P<a>[^:]+?)\s+(?:compared (?:with|to)|vs\.?|versus|against|to)\s+"
          r"(?P<b>[^:]+?)\s*(?:[:,]|\s[-–—])\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?(?:size|area|footprint)\s+ratio" + _END,
          "ratio", _sizes),
    _form(r"^\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?ratio\s+of\s+(?:the\s+)?(?P<a>.+?)(?:['’]s?\s+(?:area|size|footprint)"
          r")?\s+to\s+(?:the\s+|that of\s+(?:the\s+)?)?(?P<b>.+?)(?:['’]s?\s+(?:area|size|footprint))?" + _END,
          "ratio", lambda m: None if _kinds(m["a"], m["b"]) else _sizes(m)),   # (of kinds: their counts, below)
    # 'total length of footways minus total length of paths in X': a figure of each kind, summed over it, then the
    # difference (not two counts)
    _form(_LEAD + r"(?:what(?:'s|s| is)\s+)?(?:the\s+)?total\s+(?P<measure>length|area)\s+of\s+(?:all\s+)?(?:the\s+)?"
          rf"{_KIND}\s+minus\s+(?:the\s+)?(?:total\s+(?P=measure)\s+of\s+(?:all\s+)?(?:the\s+)?|that of\s+(?:the\s+)?)"
          rf"{_OTHER_KIND}(?:\s+{_SCOPE})?" + _END, "difference", _kind_totals),
    # 'number of restaurants minus number of bars in X', 'cafes minus bars within 200 m of X'
    _form(_LEAD + rf"(?:what(?:'s|s| is)\s+)?(?:the\s+)?(?:(?:number|count) of\s+)?{_KIND}\s+minus\s+(?:the\s+)?"
          rf"(?:(?:number|count) of\s+)?{_OTHER_KIND}(?:\s+{_SCOPE})?" + _END, "difference", _counts),
    # 'T data, cafes vs bars - how many of each, and how far apart are the counts?', 'hotels and hostels in X -
    # the count of each and the gap'
    _form(rf"^\s*(?:(?P<topic>[^:?,]{{2,40}}?\s+(?:data|extract|map))\s*[,:]\s*)?(?:the\s+)?{_KIND}\s+(?:vs\.?|versus|and|or)\s+"
          rf"(?:the\s+)?{_OTHER_KIND}(?:\s+{_SCOPE})?\s*(?:[-–—:,]|\s[-–—]\s)\s*(?:(?:give|tell|show) (?:me )?)?(?:the )?"
          r"(?:count of each|counts of each|number of each|how many of each|how many each|both counts)"
          r"(?:\s+(?P<lead>in\s+[^,?]+?))?\s*,?\s*(?:and\s+)?"   # (a town said last is moved here: context_clause)
          r"(?:(?:what(?:'s|s| is)\s+)?the (?:difference|gap)(?: between them)?|how far apart are (?:the two (?:numbers|counts)|"
          r"the (?:numbers|counts)|they|them))" + _END, "difference", _counts),
    # 'divide the number of cafes in X by the number of bakeries: what do you get?'
    _form(r"^\s*(?:(?:if|when)\s+(?:you|i|we)\s+)?divide\s+the\s+(?:number|count)\s+of\s+" + _KIND + rf"(?:\s+{_SCOPE})?\s+by\s+"
          rf"the\s+(?:number|count)\s+of\s+{_OTHER_KIND}\s*[,.:;–—-]?\s*(?:what (?:comes out|do (?:you|i|we) get)|"
          r"what(?:'s|s| is) the (?:result|answer|ratio))?" + _END, "ratio", _counts),
    # 'cafes outnumber pubs in X by how many?'
    _form(_LEAD + rf"(?:the )?{_KIND}\s+outnumber\s+(?:the )?{_OTHER_KIND}(?:\s+{_SCOPE})?\s+by\s+how\s+many" + _END,
          "difference", _counts),
    # 'is the number of restaurants in X at least double the number of cafes'
    _form(r"^\s*is\s+the\s+(?:number|count)\s+of\s+" + _KIND + rf"(?:\s+{_SCOPE})?\s+(?:at least\s+)?{_FACTOR}\s+"
          rf"(?:the\s+(?:number|count)\s+of\s+)?{_OTHER_KIND}" + _END, "times", _counts),
    # 'do restaurants outnumber cafes 2 to 1 within 300 m of X', 'do the bars outnumber the cafes in X'
    _form(_LEAD + rf"(?:do|does) (?:the )?{_KIND}\s+outnumber (?:the )?{_OTHER_KIND}\s+(?:by\s+)?"
          rf"(?:(?:more than|at least|over)\s+)?{_FACTOR}"
          rf"(?:\s+{_SCOPE})?" + _END, "times", _counts),
    _form(_LEAD + rf"(?:do|does) (?:the )?{_KIND}\s+outnumber (?:the )?{_OTHER_KIND}(?:\s+{_SCOPE})?" + _END, "more",
          _counts),
    # 'if I count the restaurants and the bars within 200 m of X, how many is that altogether'
    _form(_LEAD + rf"(?:if (?:i|we|you) (?:count|add up)|counting|how many) (?:the )?{_KIND} and (?:the )?{_OTHER_KIND}"
          rf"(?:\s+(?:are there|there are))?\s+{_SCOPE}\s*,?\s*(?:how many (?:is that|are there|do (?:i|we) get)\s*)?"
          rf"(?:altogether|in total|together|combined)" + _END, "sum", _counts),
    # 'if I wanted to visit every hotel and every museum in X, how many stops would that be': one stop a place
    _form(_LEAD + r"(?:if|when|say)\s+(?:i|we)\s+(?:wanted|want|were|was|planned|plan|tried|try|decided|decide)\s+"
          r"(?:going\s+)?to\s+(?:visit|see|go\s+to|stop\s+at|check\s+out|tour)\s+(?:every|each|all(?:\s+of)?(?:\s+the)?)\s+"
          rf"{_KIND}\s+(?:and|plus)\s+(?:every|each|all(?:\s+of)?(?:\s+the)?)\s+{_OTHER_KIND}\s+{_SCOPE}\s*,?\s*"
          r"how many\s+(?:stops|places|visits|places to visit)\s+(?:(?:would|will|does)\s+(?:that|it|this)\s+(?:be|make|come to)|"
          r"(?:is|are)\s+(?:that|it|this|there))"
          r"(?:\s+(?:altogether|in total|together|combined))?" + _END, "sum", _counts),
    # 'how many cafes or restaurants are there in X', 'how many ferry terminals / water taxi stops are there in X':
    # places of either kind, counted together
    _form(_LEAD + rf"how many (?!(?:more|fewer|less)\s)(?:the )?{_KIND}\s*(?:\bor\b|/|\band/or\b)\s*{_OTHER_KIND}(?:\s+(?:are there|there are|are))?"
          rf"(?:\s+{_SCOPE})?" + _END, "sum", _counts),
    # 'how many restaurants and cafes are there altogether in X': the scope said last
    _form(_LEAD + rf"how many (?:the )?{_KIND} and (?:the )?{_OTHER_KIND}(?:\s+(?:are there|there are))?\s+"
          rf"(?:altogether|in total|together|combined|all together)\s+{_SCOPE}" + _END, "sum", _counts),
    # 'within 200 m of X, how many cafes and bars are there altogether': the scope said first only
    _form(_LEAD_SAID + rf"how many (?:the )?{_KIND} and (?:the )?{_OTHER_KIND}(?:\s+(?:are there|there are))?\s*,?\s*"
          rf"(?:altogether|in total|together|combined)" + _END, "sum", _counts),
    # 'how far is A from B, and from C? which one's closer'
    _form(r"^\s*how far is (?P<a>.+?) from (?P<b>.+?),? and (?:how far )?from (?P<c>.+?)\s*[?.]?\s*(?:which(?: one)?(?:'s| is) "
          r"(?:closer|nearer)|which is (?:closer|nearer))" + _END, "nearer", _from_one_place),
    # 'how far is it from A to B and then on to C, in total'
    _form(r"^\s*(?:(?:as the crow flies|in a straight line)\s*,\s*)?how far (?:is it )?from (?P<a>.+?) to (?P<b>.+?),? "
          r"and (?:then )?(?:on )?to (?P<c>.+?)(?:,? in total)?" + _END, "sum", _distances_on),
    # 'straight-line distance from A to B, then from B on to C - total?'
    _form(r"^\s*(?:(?:the )?(?:straight[- ]line|crow[- ]flies) )?(?:distance )?from (?P<a>[^,]+?) to (?P<b>[^,]+?),? (?:and )?then "
          r"(?:from (?P=b) )?(?:on )?to (?P<c>.+?)\s*(?:[-–—:,]|\s[-–—])?\s*(?:what(?:'s|s| is) the )?total(?: distance)?" + _END,
          "sum", _distances_on),
    # 'From A I walk to B and then on to C. Add up both legs in straight lines - how far is that?': the legs said in a
    # sentence of their own, then summed
    _form(r"^\s*from\s+(?P<a>[^,:]+?)\s+(?:i|we|you)(?:'ll|\s+will)?\s+(?:go|walk|hike|drive|head|travel|cycle|wander)\s+"
          r"(?:(?:on|over|across)\s+)?to\s+(?P<b>[^,:]+?),?\s+and\s+(?:then\s+)?(?:(?:on|over|across|back)\s+)?to\s+"
          r"(?P<c>[^,:?]+?)\s*[.,;:–—-]\s*(?=[^?]*\b(?:add|sum|total|both legs|altogether|combined|in all)\b)"
          r"[^?]*?\b(?:how far|distance|total)\b[^?]*" + _END, "sum", _distances_on),
    # 'add up the crow-flies distance A to B and then B on to C', 'straight line A -> B, plus B -> C. total?',
    # 'as the crow flies, A to B, then from there to C - how far in total': two legs told with a word of a sum
    _form(r"^\s*(?=.*\b(?:add up|add (?:them|those|these|the two|both)|sum up|total|plus|altogether|combined)\b)(?:(?:add up|sum up|sum)\s+)?(?:the\s+)?"
          r"(?:(?:as the crow flies|in a straight line|straight[- ]line|crow[- ]flies)\s*(?:distances?\s*)?[,:]?\s*)?"
          r"(?:distances?\s*[,:]?\s+)?(?:from\s+)?(?P<a>[^,:]+?)\s*(?:\bto\b|->|→)\s*(?P<b>[^,:]+?)\s*[,.]?\s*(?:and\s+)?"
          r"(?:then|plus)\s+(?:(?:from\s+)?(?:there|here|[^,:]+?)\s*(?:\bon\b\s*)?)?(?:\bto\b|->|→|\bon to\b)\s*"
          r"(?P<c>[^,:]+?)\s*(?:[-–—:,.]\s*|\s)?(?:(?:how far|what(?:'s|s| is) the)\s+)?"
          r"(?:(?:in\s+)?total|altogether|added (?:together|up)|summed(?: up)?|combined|"
          r"(?:add|sum|total) (?:them|those|these|the two|both)(?: up| together)?)?"
          r"(?:\s+distance)?\s*[?.!]*\s*$", "sum", _distances_on),
    # 'if I go from A to B and then over to C, how far is that in straight lines': the two legs, added up
    _form(r"^\s*(?:if\s+(?:i|we|you)\s+(?:go|walk|hike|drive|head|travel|fly)\s+)?(?:from\s+)?(?P<a>[^,:]+?)\s+to\s+(?P<b>[^,:]+?)"
          r",?\s+and\s+(?:then\s+)?(?:(?:on|over|across|back)\s+)?to\s+(?P<c>[^,:?]+?)\s*[,:–—-]?\s*how far (?:is|would) (?:that|it)"
          r"(?:\s+be)?(?:\s+(?:in total|altogether|all together|combined))?(?:\s+in\s+(?:a\s+)?straight\s+lines?)?" + _END, "sum",
          _distances_on),
    # 'as the crow flies, A to B and then on to C - total distance?'
    _form(r"^\s*(?:(?:as the crow flies|in a straight line)\s*,\s*)?(?:from\s+)?(?P<a>[^,]+?) to (?P<b>.+?),? and (?:then )?"
          r"(?:on )?to (?P<c>.+?)\s*[-–:,]?\s*(?:what(?:'s|s| is) the )?total (?:distance|length)" + _END, "sum", _distances_on),
    # 'A is how many times the size of B', 'how many times bigger is A than B'
    _form(r"^\s*(?:(?:in|within|near)\s+[^,]+,\s*)?(?P<a>.+?) is how many times (?:the size of|as (?:big|large) as|"
          r"(?:bigger|larger) than) (?P<b>.+?)" + _END, "ratio", _sizes),
    _form(r"^\s*how many times (?:bigger|larger) is (?P<a>.+?) than (?P<b>.+?)" + _END, "ratio", _sizes),
    _form(rf"^\s*how many times (?P<word>{_TAGGED_MEASURE}) is (?P<a>.+?) than (?P<b>.+?)" + _END, "ratio", _measures),
    # 'is A bigger than B? by what factor?': the ratio; 'is A longer than B': which is
    _form(r"^\s*is (?P<a>.+?) (?P<word>bigger|larger|longer|taller|higher|smaller|shorter) than (?P<b>.+?)[\s,?.]*"
          r"(?:and\s+)?(?:(?:by\s+)?(?:what|which|how big a|how large a) (?:factor|multiple)|how many times(?: over)?)"
          + _END, "ratio", _measures),
    # 'is A closer to C than B (is)?': how far each is from C, which is the nearer, and by how much
    # ('than to C' is another form's: A measured from two places)
    _form(r"^\s*is (?P<a>.+?) (?:closer|nearer) (?:to|from) (?P<c>.+?) than (?!(?:to|from)\s)(?:the\s+)?(?P<b>.+?)(?:\s+is)?"
          + _END, "less", _both_from),
    _form(r"^\s*is (?P<a>.+?) (?:farther|further) (?:away )?from (?P<c>.+?) than (?!(?:to|from)\s)(?:the\s+)?(?P<b>.+?)"
          r"(?:\s+is)?" + _END, "more", _both_from),
    _form(r"^\s*is (?P<a>.+?) (?P<word>bigger|larger|longer|taller|higher) than (?P<b>.+?)" + _END, "more", _measures),
    _form(r"^\s*is (?P<a>.+?) (?P<word>smaller|shorter) than (?P<b>.+?)" + _END, "less", _measures),
    # 'A vs B: what's the difference in footprint area'
    _form(r"^\s*(?P<a>.+?)\s+(?:vs\.?|versus)\s+(?P<b>.+?)\s*[:,–—-]\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?difference in "
          r"(?:\w+\s+)?(?P<measure>area|size|length|footprint)(?:\s+in\s+(?:km|kilomet(?:re|er)s|m|metres|meters|miles|m2|m²|"
          r"square met(?:re|er)s|hectares|ha))?" + _END, "difference", _totals),
    # 'difference in footprint between A and B, in m2?', 'what's the difference in length between A and B'
    _form(rf"^\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?difference in (?:(?:the|their)\s+)?(?:\w+\s+)?(?P<measure>area|size|length|footprint)"
          rf"(?:\s*,?\s*in {_UNIT}\s*,?)?\s+between (?:the\s+)?(?P<a>.+?) and (?:the\s+)?(?P<b>.+?)" + _END,
          "difference", _totals),
    # 'what's the area difference, in m2, between A and the smaller B'
    _form(rf"^\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?(?P<measure>area|size|length) difference(?:\s*,?\s*in {_UNIT}\s*,?)?\s+"
          r"between (?:the\s+)?(?P<a>.+?) and (?:the\s+)?(?:(?:smaller|bigger|larger|shorter|longer)\s+)?(?P<b>.+?)" + _END,
          "difference", _totals),
    # 'how many times does A fit the area of B': how many of B's area A holds
    _form(r"^\s*how many times (?:does|would) (?:the\s+)?(?P<a>.+?) fit (?:the (?:area|size|footprint) of) (?:the\s+)?(?P<b>.+?)"
          + _END, "ratio", _sizes),
    # 'out of A and B, which one lies nearer to C (in a straight line), and by how many metres?'
    _form(r"^\s*(?:out of|of|between)\s+(?:the\s+)?(?P<a>[^,]+?)\s+and\s+(?:the\s+)?(?P<b>[^,]+?)\s*,\s*which(?: one)?"
          r"(?:'s|\s+(?:is|lies|sits|are|one is))\s+(?:closer|nearer|farther|further)\s+(?:to|from)\s+(?P<c>.+?)" + _END,
          "difference", _nearer_from),
    # 'take the crow-flies distance from A to B, subtract the one from A to C'
    _form(r"^\s*(?:(?:take|get|use)\s+)?(?:the\s+)?(?:(?:crow[- ]flies|straight[- ]line|direct)\s+)?distance\s+from\s+"
          r"(?P<a>[^,]+?)\s+to\s+(?P<b>[^,]+?)\s*[,.;]?\s*(?:and\s+|then\s+)*(?:subtract|minus|take away|deduct)\s+"
          r"(?:the one|the distance|that|the one measured)\s+from\s+(?P<a2>[^,]+?)\s+to\s+(?P<c>[^,.?]+?)" + _END,
          "difference", lambda m: (f"how far is {m['a']} from {m['b']}", f"how far is {m['a2']} from {m['c']}")),
    # 'within 100 m of X, how many restaurants are there? how about cafes? and what's the difference'
    _form(_LEAD + rf"how many {_KIND}\s+(?:are there|there are)(?:\s+{_SCOPE})?\s*[?.]\s*(?:and\s+)?(?:how about|what about)\s+"
          rf"{_OTHER_KIND}\s*[?.]\s*(?:and\s+)?(?:what(?:'s|s| is)\s+)?the difference(?: between (?:the )?(?:two|both) "
          r"(?:numbers|counts|figures))?" + _END, "difference", _counts),
    # 'bars within 1000 feet of X plus restaurants within 1000 feet of it makes how many places in total?'
    _form(_LEAD + rf"{_KIND}\s+{_SCOPE}\s+(?:\+|plus|and)\s+(?:the\s+)?{_OTHER_KIND}{_SCOPE_B}?\s*,?\s+(?:makes?|gives?|is|are|comes? to)\s+how many(?:\s+(?:places|in all|in total|altogether|"
          r"all together|total))*" + _END, "sum", _counts_own_scopes),
    # 'peaks within 4 km of X plus glaciers within 4 km of it, total?': the same, the total asked last
    _form(_LEAD + rf"{_KIND}\s+{_SCOPE}\s+(?:\+|plus)\s+(?:the\s+)?{_OTHER_KIND}{_SCOPE_B}?\s*[,:;-]?\s*(?:(?:what(?:'s|s| is)\s+)?"
          r"(?:the\s+)?(?:total|sum)|in total|altogether|all together|how many(?:\s+(?:in total|altogether|all together))?)"
          + _END, "sum", _counts_own_scopes),
    # 'are there more peaks within 8 km of A or more lakes within 8 km of B? how many more': each in its own scope
    _form(rf"^\s*(?:are there|is there) more {_KIND}\s+{_SCOPE}\s+or\s+(?:more\s+)?(?:the\s+)?{_OTHER_KIND}{_SCOPE_B}"
          r"(?:\s*[?.,;:-]?\s*(?:and\s+)?(?:how many more|by how many|by how much|what(?:'s|s| is) the difference))?" + _END,
          "difference", _counts_own_scopes),
    # 'count the peaks within 6 km of A and the ones within 5 km of B. difference?': one kind, each place's count
    _form(rf"^\s*(?:(?:please|pls|can you|could you)\s+)?count\s+(?:up\s+)?(?:the\s+)?{_KIND}\s+{_SCOPE}\s+and\s+(?:the\s+ones|"
          rf"those|the\s+same){_SCOPE_B}\s*[.,;:?-]?\s*(?:and\s+)?(?:what(?:'s|s| is)\s+)?(?:the\s+)?difference"
          r"(?:\s+between\s+them)?" + _END, "difference", lambda m: _counts_own_scopes(m, second_kind=m["a"])),
    # 'add up the peaks within 3 km of X and the cliffs within 10 km of it - what do you get?': each in its own scope
    _form(rf"^\s*(?:(?:please|pls|can you|could you)\s+)?(?:add(?:\s+up)?|sum(?:\s+up)?|total(?:\s+up)?|count(?:\s+up)?)\s+"
          rf"(?:the\s+)?{_KIND}\s+{_SCOPE}\s+(?:and|plus|\+)\s+(?:the\s+)?{_OTHER_KIND}{_SCOPE_B}\s*(?:[-–—,:;]\s*)?"
          r"(?:(?:so\s+)?what do (?:i|we|you) get|what(?:'s|s| is) the (?:total|sum)|how many(?: is that| in total| altogether)?|"
          r"(?:in total|altogether|together))?" + _END, "sum", _counts_own_scopes),
    # 'peaks within 2 km of X minus buildings within 1 km of it, what do I get?': each count in its own scope
    _form(_LEAD + rf"(?:the\s+)?(?:(?:number|count) of\s+)?{_KIND}\s+{_SCOPE}\s+(?:minus|less|take away)\s+(?:the\s+)?"
          rf"(?:(?:number|count) of\s+)?{_OTHER_KIND}{_SCOPE_B}\s*(?:[,:;-]\s*)?(?:(?:so\s+)?what do (?:i|we|you) get|"
          r"what(?:'s|s| is) (?:left|the (?:result|answer|difference))|how many(?: is that)?|which makes how many)?" + _END,
          "difference", _counts_own_scopes),
    # 'the churches-to-schools ratio within 300 yards of X', 'ratio of cafes to bars in X': counts, one per the other
    _form(_LEAD + r"(?:what(?:'s|s| is)\s+)?(?:the\s+)?(?P<a>[a-z]+(?:\s+[a-z]+)?)(?:-to-|\s+to\s+|\s*:\s*)"
          r"(?P<b>[a-z]+(?:\s+[a-z]+)?)\s+ratio(?:\s+" + _SCOPE + r")?" + _END, "ratio", _counts),
    _form(_LEAD + rf"(?:what(?:'s|s| is)\s+)?(?:the\s+)?ratio\s+of\s+(?:the\s+)?{_KIND}\s+to\s+(?:the\s+)?{_OTHER_KIND}"
          rf"\s+{_SCOPE}" + _END, "ratio", _counts),
    # 'express the footprint of A as a multiple of B's footprint', 'A's area as a multiple of B's'
    _form(rf"^\s*(?:express|give|state|put)\s+(?:the\s+)?(?:{_MEASURED_PART}\s+of\s+)?(?P<a>.+?)\s+as\s+a\s+"
          rf"(?:multiple|ratio|factor)\s+of\s+(?:that of\s+)?(?:the\s+)?(?P<b>.+?)" + _END, "ratio", _sizes),
    # 'by what percentage is A bigger than B, area-wise?': the ratio, said with its percentage too
    _form(r"^\s*by\s+(?:what|how much of a|which)\s+(?:percentage|percent|%)\s+is\s+(?P<a>.+?)\s+(?:bigger|larger)\s+than\s+"
          r"(?P<b>.+?)" + _END, "ratio", _sizes),
    # 'which wins on closeness to X, A or B - and by what margin', 'starting at X, which one is more of a trek: A or B'
    _form(r"^\s*which(?:\s+one)?\s+(?:wins|comes out ahead|is ahead)\s+on\s+(?:closeness|nearness|proximity|distance)\s+"
          r"to\s+(?P<c>[^,]+?)\s*[,:]\s*(?P<a>[^,?]+?)\s+or\s+(?P<b>[^,?]+?)" + _END, "difference", _nearer_from),
    _form(r"^\s*(?:starting (?:at|from)|from|leaving)\s+(?P<c>[^,:]+?)\s*,\s*which(?:\s+one)?\s+is\s+(?:more of a trek|"
          r"farther|further|a longer (?:walk|trip|hop|way)|farther away|further away)(?:\s+(?:as the crow flies|in a "
          r"straight line))?\s*[:,]?\s*(?P<a>[^,?]+?)\s+or\s+(?P<b>[^,?]+?)" + _END, "difference", _nearer_from),
    # 'from C, which is nearer as the crow flies - A or B? and by how many metres': the difference asked too (asked
    # alone, which is nearer is a comparison: compose.py)
    _form(r"^(?=.*\b(?:by how (?:much|many|far)|difference|margin)\b)\s*(?:starting (?:at|from)|from|leaving)\s+"
          r"(?P<c>[^,:]+?)\s*,\s*which(?:\s+one)?\s+is\s+(?:nearer|closer|less of a trek|a shorter (?:walk|trip|hop|way))"
          r"(?:\s+(?:as the crow flies|in a straight line))?\s*(?:[:,–—-]\s*)?(?P<a>[^,?]+?)\s+or\s+(?P<b>[^,?]+?)" + _END,
          "difference", _nearer_from),
    # 'do more peaks or farms lie within 5 km of X?', 'are there more cafes or bars in T': which of the two counts is
    # the larger, and both
    _form(_LEAD + rf"(?:are there|do|does|will (?:i|we|you) find)\s+more\s+{_KIND}\s+or\s+(?:more\s+)?{_OTHER_KIND}"
          rf"(?:\s+(?:lie|stand|sit|exist|are there|there are))?\s+{_SCOPE}" + _END, "difference", _kinds_counted),
    # 'which side wins within 100 m of X, fast food places or bars, and by how many?'
    _form(_LEAD + rf"which(?:\s+(?:side|one|kind|group))?\s+wins(?:\s+{_SCOPE})?\s*[,:]\s*{_KIND}\s+or\s+{_OTHER_KIND}"
          + _END, "difference", _counts),
    # 'restaurants plus cafes in the X data - whats the total, and how does it split?'
    _form(_LEAD + rf"{_KIND}\s+(?:plus|and|\+)\s+(?:the\s+)?{_OTHER_KIND}(?:\s+(?:together|combined))?\s+{_SCOPE}\s*"
          r"(?:[-–—,:]\s*)?(?:what(?:'s|s| is)\s+(?:the\s+)?total|how many (?:in total|altogether|together|in all))"
          r"(?:,?\s*and\s+how does (?:it|that) (?:split|break down))?" + _END, "sum", _counts),
    # 'bars and food courts together in the X data come to how many? and each one separately'
    _form(_LEAD + rf"{_KIND}\s+and\s+{_OTHER_KIND}(?:\s+(?:together|combined))?\s+{_SCOPE}\s+(?:come to|make|add up to|"
          r"total|amount to)\s+how many" + _END, "sum", _counts),
    # 'how many years apart were A and B born', 'A and B both have stolpersteine. how many years apart were they born?'
    _form(r"^\s*(?:(?P<a1>[^.?!]+?)\s+and\s+(?P<b1>[^.?!]+?)\s+(?:both\s+)?(?:have|has|are)\b[^.?!]*[.?!]\s*)?"
          r"(?:and\s+)?how many years apart (?:were|are) (?:they|(?P<a2>.+?) and (?P<b2>.+?)) born" + _END,
          "difference", lambda m: (f"what is the birth year of {m['a1'] or m['a2']}",
                                   f"what is the birth year of {m['b1'] or m['b2']}")),
    # 'what's the difference in area between A and B', 'the difference in size between A and B in X'
    _form(r"^\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?difference in (?:\w+\s+)?(?P<measure>area|size|length) between "
          r"(?P<a>.+?) and (?P<b>.+?)" + _END, "difference", _totals),
    # 'count the restaurants and the cafes within 200 m of X, what's the difference'
    _form(_LEAD + rf"(?:count|counting) (?:the )?{_KIND} and (?:the )?{_OTHER_KIND}\s+{_SCOPE}\s*[,:;-]?\s*"
          rf"(?:and\s+)?(?:what(?:'s|s| is)\s+)?the difference" + _END, "difference", _counts),
    # 'traffic lights per bus stop in X - what's the ratio?', 'cafes per pharmacy in X?'
    _form(_LEAD + rf"{_KIND}\s+(?:per|for each|for every)\s+{_OTHER_KIND}(?:\s+{_SCOPE})?\s*(?:[-–—,:]\s*)?"
          r"(?:(?:what(?:'s|s| is)\s+)?(?:the\s+)?ratio)?" + _END, "ratio", _kinds_counted),
    # 'roughly how many restaurants are there per cafe within 500 m of X', 'how many cafes per bakery does t have'
    _form(_LEAD + rf"(?:roughly |about )?how many {_KIND}\s+(?:are there\s+|there are\s+)?(?:per|for each|for every) "
          rf"{_OTHER_KIND}(?:\s+{_OWNER})?(?:\s+{_SCOPE})?(?:[\s?.,]*(?:tell|give) me both (?:counts|numbers|figures))?" + _END,
          "ratio", _counts),
    # 'how many artworks does the X data have for each casino' (read as '... are there in X data for each casino'): the
    # same, its scope said before the kind it is counted by
    _form(rf"^\s*(?:roughly |about )?how many {_KIND}\s+are there\s+(?P<scope>(?:in|within|near|around)\s+[^?,]+?)\s+"
          rf"(?:per|for each|for every)\s+{_OTHER_KIND}" + _END, "ratio", _counts),
    # 'for every grit bin in X, how many waste baskets are there?': the same, the kind counted by said first
    _form(rf"^\s*(?:for (?:every|each)|per)\s+(?:single\s+)?{_OTHER_KIND}(?:\s+{_SCOPE})?\s*[,:]\s*(?:roughly |about )?"
          rf"how many {_KIND}(?:\s+(?:are there|there are|do you have|are mapped))?" + _END, "ratio", _counts),
    # 'how many times more hotels than pharmacies are there within 400 m of X'
    _form(_LEAD + rf"how many times (?:more|as many) {_KIND}\s+(?:are there\s+|there are\s+)?(?:than|as)\s+{_OTHER_KIND}"
          rf"(?:\s+(?:are there|there are|do you have|exist))?(?:\s+{_SCOPE})?" + _END, "ratio", _counts),
    # 'how many more waterfalls within 7 km of X than viewpoints within 2 km': each kind within its own distance of X
    _form(rf"^\s*how many (?:more|fewer|less) {_KIND_GROUP}\s+(?:are there\s+|there are\s+|lie\s+)?(?P<r1>within\s+{_LENGTH})\s+"
          rf"(?:of|from|around)\s+(?P<place>[^?,]+?)\s+than\s+{_OTHER_KIND_GROUP}\s+(?P<r2>within\s+{_LENGTH})"
          r"(?:\s+(?:of|from|around)\s+(?:it|there|that place|the same place))?" + _END, "difference",
          lambda m: (f"how many {m['a']} are there {m['r1']} of {m['place']}",
                     f"how many {m['b']} are there {m['r2']} of {m['place']}")),
    # 'within 6 km of X, how many more farms than there are peaks within 5 km': the first's distance said first
    _form(rf"^\s*(?P<r1>within\s+{_LENGTH})\s+(?:of|from|around)\s+(?P<place>[^?,]+?)\s*,\s*how many (?:more|fewer|less) "
          rf"{_KIND}\s+(?:are there\s+|there are\s+)?than\s+(?:there are\s+)?{_OTHER_KIND}\s+(?:(?:are there|there are)\s+)?"
          rf"(?P<r2>within\s+{_LENGTH})(?:\s+(?:of|from|around)\s+(?:it|there|that place|the same place))?" + _END,
          "difference", lambda m: (f"how many {m['a']} are there {m['r1']} of {m['place']}",
                                   f"how many {m['b']} are there {m['r2']} of {m['place']}")),
    # (the same, its first distance moved last as the question is read: '... than there are peaks within 5 km within
    # 6 km of X')
    _form(rf"^\s*how many (?:more|fewer|less) {_KIND}\s+(?:are there\s+|there are\s+)?than\s+(?:there are\s+)?{_OTHER_KIND}\s+"
          rf"(?:(?:are there|there are)\s+)?(?P<r2>within\s+{_LENGTH})\s+(?P<r1>within\s+{_LENGTH})\s+(?:of|from|around)\s+"
          r"(?P<place>[^?,]+?)" + _END,
          "difference", lambda m: (f"how many {m['a']} are there {m['r1']} of {m['place']}",
                                   f"how many {m['b']} are there {m['r2']} of {m['place']}")),
    # 'how many more banks than supermarkets are there in Monaco'
    _form(_LEAD + rf"how many (?:more|fewer|less) {_KIND}\s+(?:are there\s+|there are\s+)?than\s+{_OTHER_KIND}"
          rf"(?:\s+(?:are there|there are|do you have|exist|{_OWNER}))?(?:\s+{_SCOPE})?" + _END, "difference", _counts),
    # 'how many more places to leave a car are there than toilets': a kind said in more words, a kind all the same
    _form(_LEAD + r"how many (?:more|fewer|less) (?P<a>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){3,5}?)\s+(?:are there\s+|there are\s+)?"
          rf"than\s+{_OTHER_KIND}(?:\s+(?:are there|there are|do you have|exist))?(?:\s+{_SCOPE})?" + _END, "difference",
          _kinds_counted),
    # 'are there more car parks within 5 km of A than within 5 km of B', 'more cafes in A than in B': the counts in each
    _form(rf"^\s*(?:are there|is there|does \S+ have|do you have) more (?P<kind>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?) "
          rf"(?P<prep>{_PLACE_PREP}) (?P<a>.+?) than (?:(?P<prep2>{_PLACE_PREP}) )?(?:there are )?(?P<b>.+?)"
          r"(?:\s+(?:has|does|have))?" + _END, "more",
          lambda m: (f"how many {m['kind']} are there {m['prep']} {m['a']}",
                     f"how many {m['kind']} are there {m['prep2'] or m['prep']} {m['b']}")),
    # 'lakes within 5 km: A vs B, what is the difference?': the kind and its distance said first, then the two places
    _form(r"^\s*(?:(?:the\s+)?(?:number|count)\s+of\s+)?(?P<kind>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)\s+"
          r"(?P<prep>within\s+\d+(?:[.,]\d+)?\s*(?:m|km|metres|meters|kilometres|kilometers|miles?))\s*[:,–—-]\s*"
          r"(?:the\s+)?(?P<a>(?-i:[A-ZÀ-ÖØ-Þ])[^,:;?]*?)\s+(?:vs\.?|versus|or|and|compared to)\s+(?:the\s+)?(?P<b>[^,:;?]+?)\s*"
          r"[,:;?–—-]+\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?(?:difference|gap|how many more|which has more)\b[^?]*" + _END,
          "difference", lambda m: (f"how many {m['kind']} are there {m['prep']} of {m['a']}",
                                   f"how many {m['kind']} are there {m['prep']} of {m['b']}")),
    # 'which has more peaks within 5 km, A or B?', 'A or B - which has more peaks within 5 km?': the counts around each
    _form(rf"^\s*which(?: one| place)?(?: of the two)? (?:has|have|has got|got) more (?P<kind>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){{0,2}}?)\s+"
          rf"(?P<prep>within\s+{_LENGTH})(?:\s+(?:of it|around it|of them))?\s*(?:[:,–—-]\s*)?(?:the\s+)?(?P<a>[^?,]+?),?\s+or\s+"
          r"(?:the\s+)?(?P<b>[^?,]+?)" + _END, "difference",
          lambda m: (f"how many {m['kind']} are there {m['prep']} of {m['a']}",
                     f"how many {m['kind']} are there {m['prep']} of {m['b']}") if lookup(m["kind"]) is not None else None),
    _form(rf"^\s*(?:the\s+)?(?P<a>[^?,:]+?)\s+(?:or|vs\.?|versus)\s+(?:the\s+)?(?P<b>[^?,:]+?)\s*(?:[:,]|\s[-–—])\s*which"
          rf"(?: one)?(?: of the two)? (?:has|have|has got|got) more (?P<kind>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){{0,2}}?)\s+"
          rf"(?P<prep>within\s+{_LENGTH})(?:\s+(?:of it|around it|of them))?" + _END, "difference",
          lambda m: (f"how many {m['kind']} are there {m['prep']} of {m['a']}",
                     f"how many {m['kind']} are there {m['prep']} of {m['b']}") if lookup(m["kind"]) is not None else None),
    # 'churches in A vs churches in B - which has more?', 'cafes in A or in B: which are more?': the counts in each
    _form(r"^\s*(?:the\s+)?(?:number\s+of\s+)?(?P<kind>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)\s+in\s+(?P<a>(?-i:[A-ZÀ-ÖØ-Þ])[^,:;?]*?)\s+"
          r"(?:vs\.?|versus|or|compared (?:to|with))\s+(?:(?P=kind)\s+)?(?:in\s+)?(?P<b>(?-i:[A-ZÀ-ÖØ-Þ])[^,:;?]*?)\s*[,:;?–—-]+\s*"
          r"(?:which(?: one)? (?:has|have) more|which (?:is|are) (?:more|bigger|larger)|(?:what(?:'s|s| is)\s+)?(?:the\s+)?"
          r"difference|how many more)\b[^?]*" + _END, "difference",
          lambda m: (f"how many {m['kind']} are there in {m['a']}", f"how many {m['kind']} are there in {m['b']}")
          if lookup(m["kind"]) is not None else None),
    # 'compare: peaks within 7 km of A vs within 5 km of B. what is the difference?': each place within its own distance
    _form(r"^\s*(?:compare\s*[:,–—-]?\s*)?(?:(?:the\s+)?(?:number|count)\s+of\s+)?(?P<kind>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)\s+"
          rf"(?P<r1>within\s+{_LENGTH})\s+(?:of|from|around)\s+(?P<a>(?-i:[A-ZÀ-ÖØ-Þ])[^,:;?]*?)\s+(?:vs\.?|versus|or|and|"
          rf"compared (?:to|with)|against)\s+(?:(?:the\s+)?(?:number\s+of\s+)?(?P=kind)\s+)?(?P<r2>within\s+{_LENGTH})\s+(?:of|from|around)\s+(?P<b>[^,:;?]+?)\s*"
          r"[,:;?.–—-]+\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?(?:difference|gap|how many more|which has more)\b[^?]*" + _END,
          "difference", lambda m: (f"how many {m['kind']} are there {m['r1']} of {m['a']}",
                                   f"how many {m['kind']} are there {m['r2']} of {m['b']}")),
    # 'how many more peaks are within 2 km of A than of B': the counts around each, within the same distance
    _form(rf"^\s*how many (?:more|fewer|less) (?P<kind>[a-z][\w'-]*(?:\s+(?!(?:are|there|lie|do)\b)[a-z][\w'-]*)?"
          rf"(?:{_JOINS_KINDS}[a-z][\w'-]*(?:\s+(?!(?:are|there|lie|do)\b)[a-z][\w'-]*)?)?) "
          rf"(?:are there |are |lie |do you have )?(?P<prep>{_PLACE_PREP}) (?P<a>.+?) than (?:(?:there are\s+)?(?P<prep2>{_PLACE_PREP}|of|from|around)\s+)?"
          rf"(?P<b>.+?)(?:\s+(?:has|does|have|are there))?" + _END, "difference",
          lambda m: (f"how many {m['kind']} are there {m['prep']} {m['a']}",
                     f"how many {m['kind']} are there "
                     f"{m['prep'] if (m['prep2'] or 'of').casefold() in ('of', 'from') else m['prep2']} {m['b']}")
          if _kind_group(m["kind"]) else None),
    # 'are there more hotels in Vaduz or in Triesenberg, and how many more'
    _form(r"^\s*(?:are there|is there|does \S+ have) more (?P<kind>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?) "
          rf"(?P<prep>in|within \S+ (?:m|km|metres|meters) of|near|around) (?P<a>.+?) or (?:(?P<prep2>{_PLACE_PREP})\s+)?(?P<b>.+?)"
          + _END, "difference", _counts_in_two_places),
    # 'how many waterfalls within 20 km of A compared to (within 20 km of) B', '..., and how many within 20 km of B?':
    # each count, and how far apart they are
    _form(rf"^\s*how many (?P<kind>[a-z][\w'-]*(?:\s+(?!(?:are|there|lie|do)\b)[a-z][\w'-]*)?) "
          rf"(?:are there |are |lie |do you have )?"
          rf"(?P<prep>{_PLACE_PREP}) (?P<a>[^,?]+?)\s*,?\s+(?:compared (?:to|with)|as against|against|vs\.?|versus|"
          rf"(?P<again>and how many)(?: are there)?)\s+"
          rf"(?:(?:the same )?(?:radius|distance) (?:of|from|around)\s+)?"
          rf"(?:(?P<prep2>{_PLACE_PREP})\s+)?(?P<b>[^,?]+?)" + _END, "difference",
          # ('and how many churches within 5 km of B': another kind, no second place of the same count)
          lambda m: None if m["again"] and not m["prep2"] else _counts_in_two_places(m)),
    # 'Eastbrook has more football pitches than basketball ones(, right? how many of each)': the town's two counts
    _form(r"^\s*(?P<owner>[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*)?)\s+(?:has|have)\s+(?:got\s+)?more\s+" + _KIND +
          r"\s+than\s+" + _OTHER_KIND + _END, "more", _counts),
    _form(r"^\s*(?P<owner>[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*)?)\s+(?:has|have)\s+(?:got\s+)?(?:fewer|less)\s+" +
          _KIND + r"\s+than\s+" + _OTHER_KIND + _END, "less", _counts),
    # 'within 300 m of X, are there more cafes than restaurants?', 'are there fewer banks than bars in Vaduz'
    _form(_LEAD + rf"(?:are there|is there|do you have) more {_KIND}\s+than\s+{_OTHER_KIND}(?:\s+{_SCOPE})?" + _END,
          "more", _counts),
    _form(_LEAD + rf"(?:are there|is there|do you have) (?:fewer|less) {_KIND}\s+than\s+{_OTHER_KIND}(?:\s+{_SCOPE})?"
          + _END, "less", _counts),
    # 'baltimore data: fire stations or police stations, which are there more of?'
    _form(_LEAD + rf"(?:more )?{_KIND} (?:or|vs\.?|versus) {_OTHER_KIND}(?:\s+{_SCOPE})?\s*(?:[,:;.?]|\s[-–—])\s*which (?:are there more of|"
          rf"is there more of|(?:are|is) (?:more common|more numerous)|(?:are|is) there more)" + _END, "difference", _counts),
    # 'within 500 m of X, are there more pharmacies or banks? how many more?'
    _form(_LEAD + rf"(?:are there|is there) more {_KIND} or (?:more )?{_OTHER_KIND}(?:\s+{_SCOPE})?" + _END, "difference",
          _counts),
    # "baltimore's data - more cafes or more pubs?"
    _form(_LEAD + rf"more {_KIND} or (?:more )?{_OTHER_KIND}(?:\s+{_SCOPE})?" + _END, "difference", _counts),
    # 'how much farther from C is A than B'
    _form(r"^\s*how much (?P<word>farther|further|closer|nearer) from (?P<c>.+?) is (?P<a>.+?) than (?:is )?(?P<b>.+?)"
          + _END, "difference", _measures),
    # 'which is the longer drive, A to B or C to D? by how many km?': each trip, and how far apart
    _form(r"^\s*which (?:one )?is (?:the )?(?:longer|shorter|further|farther) (?P<how>drive|walk|bike ride|ride|cycle|trip|"
          r"journey)\s*[,:]?\s*(?:from\s+)?(?P<a1>[^?,]+?) to (?P<a2>[^?,]+?),? or (?:from\s+)?(?P<b1>[^?,]+?) to (?P<b2>[^?,]+?)"
          + _END, "difference",
          lambda m: tuple(f"how far is it{_WAY_OF.get(m['how'].casefold(), '')} from {m[f'{x}1']} to {m[f'{x}2']}"
                          for x in "ab")),
    # 'from C, which is the longer drive: to A or to B?': both trips from C, and how far apart
    # ('from C, is it a longer drive to A or to B?')
    _form(r"^\s*(?:(?:driving|walking|cycling|going|starting)\s+)?(?:from|leaving) (?P<c>[^,:?]+?)(?:\s+(?:by car|by road|on foot|"
          r"by bike))?\s*[,:]?\s+(?:which (?:one )?is (?:the )?|"
          r"is it (?:an?\s+)?)(?:longer|shorter|further|farther) (?P<how>drive|walk|bike ride|ride|cycle|trip|journey)"
          r"(?P<by>\s+(?:by car|by road|on foot|by bike))?\s*[,:]?\s*"
          r"(?:to\s+)?(?P<a>[^?,]+?),? or (?:to\s+)?(?P<b>[^?,]+?)" + _END, "difference",
          lambda m: tuple(f"how far is it{_way_said(m)} from {m['c']} to {m[x]}" for x in "ab")),
    # 'from C, A is further away than B in a straight line - by how many metres?': both from C, and how far apart
    _form(r"^\s*(?:(?:starting|standing|measured)\s+)?from (?P<c>[^,:?]+?)\s*[,:]\s*(?P<a>[^?,]+?) is (?:a (?:bit|lot) )?"
          r"(?:further|farther|closer|nearer)(?: away| off| out)? than (?P<b>[^?,]+?)" + _END, "difference", _nearer_from),
    # 'A to B vs A to C - how many metres farther is the first?': each trip, and how far apart
    _form(r"^\s*(?:from\s+)?(?P<a1>[^?,]+?) to (?P<a2>[^?,]+?)\s+(?:vs\.?|versus|or|compared (?:to|with))\s+(?:from\s+)?"
          r"(?P<b1>[^?,]+?) to (?P<b2>[^?,]+?)\s*[-–—,:;]\s*how (?:many (?:metres|meters|m|km|kilomet(?:re|er)s|miles)|much|far) "
          r"(?:further|farther|longer|shorter|closer|nearer) is the (?:first|second|former|latter)(?: one| trip| leg)?" + _END,
          "difference", lambda m: tuple(f"how far is it from {m[f'{x}1']} to {m[f'{x}2']}" for x in "ab")),
    # 'which is the longer trip by car to C, from A or from B?': both trips to C, and how far apart
    _form(r"^\s*which (?:one )?is (?:the )?(?:longer|shorter|further|farther) (?P<how>drive|walk|bike ride|ride|cycle|trip|journey)"
          r"(?P<by>\s+(?:by car|by road|on foot|by bike))?\s+(?:to|into|in to) (?P<c>[^?,]+?)\s*[,:]?\s*from (?P<a>[^?,]+?),? or "
          r"(?:from\s+)?(?P<b>[^?,]+?)" + _END, "difference",
          lambda m: tuple(f"how far is it{m['by'] or _WAY_OF.get(m['how'].casefold(), '')} from {m[x]} to {m['c']}"
                          for x in "ab")),
    # 'add the distances A–B and C–D', 'sum of the distances A - B and B - C': each pair's distance, added
    _form(r"^\s*(?:(?:please|pls|can you|could you)\s+)?(?:add(?:\s+up)?|sum(?:\s+up)?|total(?:\s+up)?|(?:what(?:'s|s| is)\s+)?"
          r"(?:the\s+)?(?:sum|total)\s+of)\s+(?:the\s+)?(?:(?:straight[- ]line|crow[- ]flies)\s+)?distances?\s+(?:of\s+|between\s+)?"
          r"(?P<a>[^,?]+?)(?:\s*[–—]\s*|\s+-\s+)(?P<b>[^,?]+?)\s+(?:and|plus|\+)\s+(?P<c>[^,?]+?)(?:\s*[–—]\s*|\s+-\s+)"
          r"(?P<d>[^,?]+?)" + _END, "sum",
          lambda m: (f"how far is {m['a']} from {m['b']}", f"how far is {m['c']} from {m['d']}")),
    # 'how much farther is A from C than from B': A's distance from each
    _form(r"^\s*(?:(?:by road|by car|on foot|by bike|driving|walking|cycling)\s*[,:]?\s+)?how (?:much|many \w+) (?P<word>farther|"
          r"further|closer|nearer) (?:away )?is (?P<a>.+?) from (?P<c>.+?) than (?:it is )?from (?P<b>.+?)" + _END, "difference",
          lambda m: (f"how far is {m['a']} from {m['c']}", f"how far is {m['a']} from {m['b']}")),
    # 'by road, how much further is A from C than B is from C': both from C
    _form(r"^\s*(?:(?:by road|by car|on foot|by bike|driving|walking|cycling)\s*[,:]?\s+)?how much (?P<word>farther|further|"
          r"closer|nearer) (?:away )?is (?P<a>.+?) from (?P<c>.+?) than (?:is )?(?P<b>.+?)(?:\s+is)?(?:\s+from\s+(?:it|(?P=c)))?"
          + _END, "difference", _measures),
    # 'from C, how much further is it to A than to B'
    _form(r"^\s*(?:(?:driving|walking|cycling|going|travelling|traveling)\s+)?from (?P<c>[^,:]+?)\s*[,:]?\s+how much "
          r"(?P<word>farther|further|closer|nearer) (?:away )?is it to (?P<a>.+?) than (?:it is )?to (?P<b>.+?)" + _END,
          "difference", _nearer_from),
    # 'from C, how much further is A than B', 'driving from C: how much further is A than B'
    # ('standing at C: how much further away is A than B': from where the asker stands)
    # ('starting at C, how much farther off is A than B')
    _form(r"^\s*(?:(?:(?:driving|walking|cycling|going|travelling|traveling)\s+)?from|(?:(?:standing|sitting|waiting|parked|"
          r"i'?m|we'?re|i am|we are|starting(?: out)?|setting off)\s+)?at) (?P<c>[^,:]+?)\s*[,:]?\s+how much (?P<word>farther|further|closer|nearer) (?:away |off |out )?is (?P<a>.+?) than "
          r"(?:is )?(?P<b>.+?)" + _END, "difference", _measures),
    # 'C: how much further is it to A than to B'
    _form(r"^\s*(?P<c>[^:]+?)\s*:\s*how much (?P<word>farther|further|closer|nearer) (?:away )?is it to (?P<a>.+?) than "
          r"(?:it is )?to (?P<b>.+?)" + _END, "difference", _measures),
    # 'which is taller, A or B?', 'A or B - which one sits higher up?': each one's figure, and how far apart (the answer
    # names the one that is)
    _form(rf"^\s*which(?: one| (?!(?:is|sits|stands|lies|was|would)\b)[a-z]+)?(?: of the two)? (?:is|sits|stands|lies|was|would be)\s+(?:the\s+)?(?P<word>{_TAGGED_MEASURE})"
          r"\s*(?:[:,–—-]\s*)?(?:the\s+)?(?P<a>[^?]+?),?\s+or\s+(?:the\s+)?(?P<b>[^?]+?)" + _END, "difference", _measures),
    _form(rf"^\s*(?:the\s+)?(?P<a>[^?,:]+?)\s+(?:or|vs\.?|versus)\s+(?:the\s+)?(?P<b>[^?,:]+?)\s*(?:[:,]|\s[-–—])\s*which"
          rf"(?: one)?(?: of the two)? (?:is|sits|stands|lies|was|would be)\s+(?:the\s+)?(?P<word>{_TAGGED_MEASURE})" + _END,
          "difference", _measures),
    # 'how much further is A than B from C, driving?': both trips that way
    _form(r"^\s*how much (?:farther|further|closer|nearer) (?:away )?is (?P<a>.+?) than (?:is )?(?P<b>.+?) from "
          r"(?P<c>[^,]+?)\s*,?\s+(?P<by>by car|by road|driving|on foot|walking|by bike|cycling)" + _END, "difference",
          lambda m: tuple(f"how far is it{_way_said(m)} from {m['c']} to {m[x]}" for x in "ab")),
    # 'how much further away is A than B from C'
    _form(r"^\s*how much (?P<word>farther|further|closer|nearer) (?:away )?is (?P<a>.+?) than (?:is )?(?P<b>.+?) from "
          r"(?P<c>[^,]+?)" + _END, "difference", _measures),
    # 'how much bigger is A than B', 'how much longer is A than B', 'how many square metres bigger is A than B'
    _form(rf"^\s*how (?:much|many {_UNIT}) (?P<word>{_MEASURE}) is (?P<a>.+?) (?:than|compared (?:to|with)) (?P<b>.+?)" + _END,
          "difference", _measures),
    # 'A vs. B in T - how much longer is the first one?' ('walking A vs. B': the two themselves)
    _form(rf"^\s*(?:(?:walking|cycling|biking|driving|comparing)\s+)?(?P<a>[^,:;?]+?)\s+(?:vs\.?|versus)\s+(?P<b>[^,:;?]+?)"
          rf"\s*(?:[:,]|\s[-–—])\s*how (?:much|many {_UNIT}) (?P<word>{_MEASURE}) is the first(?: one)?"
          rf"(?: than the (?:second|other)(?: one)?)?" + _END, "difference", lambda m: _measures(_in_one_town(m))),
    # 'which covers more ground, A or B, and by how many square metres?' (after a sentence that only says why)
    # ('which is larger in area, A or B, and what's the difference in square metres')
    _form(rf"^(?:[^?]{{0,80}}?\s[-–—:]\s+)?which(?: one| [a-z]+)? (?P<word>{_MORE_OF_WORDS})(?: in (?:area|size|length|height))?,?\s+(?P<a>[^?]+?),?\s+or\s+"
          rf"(?P<b>[^?]+?)(?:,?\s+and by how (?:much|many {_UNIT})|\s*(?:[-–—,]\s*)?(?:and\s+)?what(?:'s|s| is) the "
          rf"(?:area |size )?difference(?: in {_UNIT})?)" + _END, "difference",
          lambda m: _measures({**m.groupdict(), "word": _MORE_OF.get(m["word"].casefold(), m["word"])})),
    # 'compare the footprints of A and B - which building is larger, and by how many square metres'
    _form(rf"^\s*compare\s+(?:the\s+)?(?:footprints?|sizes?|areas?|lengths?|heights?)\s+(?:of\s+)?(?P<a>[^?]+?)"
          rf"\s+(?:and|with|to)\s+(?P<b>[^?]+?)\s*(?:[:,;]|\s[-–—])\s*which(?: one| \w+)? (?P<word>{_MORE_OF_WORDS}),?\s+"
          rf"(?:and\s+)?by how (?:much|many {_UNIT})" + _END, "difference",
          lambda m: _measures({**m.groupdict(), "word": _MORE_OF.get(m["word"].casefold(), m["word"])})),
    # 'A or B in T: which square covers more area, and by how many square metres?', 'A vs B: which sits on higher
    # ground, and what's the difference'
    _form(rf"^\s*(?P<a>[^:,?]+?)\s+(?:or|vs\.?|versus)\s+(?P<b>[^:,?]+?)\s*(?::|\s[-–—])\s*which(?: one| \w+(?: \w+)?)? "
          rf"(?P<word>{_MORE_OF_WORDS})(?:\s+(?:in|by)\s+(?:area|size|length|height|footprint)|\s+on the ground)?(?:\s+in\s+(?:the\s+)?(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w.-]*)?)"
          rf"(?:\s+(?:map\s+)?data)?)?,?\s+(?:and\s+)?(?:by how (?:much|many {_UNIT})|(?:what(?:'s|s| is) )?the "
          rf"(?:height |size |area |elevation )?difference(?: in {_UNIT})?)" + _END, "difference",
          lambda m: _measures({**_in_one_town(m), "word": _MORE_OF.get(m["word"].casefold(), m["word"])})),
    # 'A and B are both parks in T. which covers more ground, and by how much?'
    _form(rf"^\s*(?P<a>[^.?!,]+?)\s+and\s+(?P<b>[^.?!,]+?)\s+are\s+(?:both\s+)?(?:[a-z]+\s+){{0,2}}?in\s+(?P<town>[^.?!,]+?)"
          rf"\s*[.,;:!]\s*which(?: one| of (?:them|the two))? (?P<word>{_MORE_OF_WORDS}),?\s+(?:and\s+)?"
          rf"(?:how many {_UNIT} (?:more|bigger|larger)|by how (?:much|many {_UNIT}))" + _END, "difference",
          lambda m: _measures({"a": f"{m['a']} in {m['town']}", "b": f"{m['b']} in {m['town']}",
                               "word": _MORE_OF.get(m["word"].casefold(), m["word"])})),
    # 'what's the ratio between the area of A and the area of B?'
    _form(r"^\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?ratio\s+between\s+(?:the\s+)?(?:area|size|footprint)\s+of\s+(?:the\s+)?"
          r"(?P<a>.+?)\s+and\s+(?:that of\s+|the\s+(?:area|size|footprint)\s+of\s+)?(?:the\s+)?(?P<b>.+?)" + _END, "ratio",
          _sizes),
    # 'C to A, C to B: which of the two is shorter, and by how much?'
    _form(rf"^\s*(?P<c>[^,]+?)\s+to\s+(?P<a>[^,]+?)\s*,\s*(?P=c)\s+to\s+(?P<b>[^,?]+?)\s*(?:[-–—:,]\s*)?"
          rf"(?:(?:crow[- ]flies|as the crow flies|straight[- ]line)\s*,?\s*)?which(?: of the two| one)? is (?:the )?"
          rf"(?:shorter|closer|nearer)\s*,?\s*(?:and\s+)?by how (?:much|many {_UNIT})" + _END, "difference", _nearer_from),
    # 'how many years older is A than B'
    _form(r"^\s*how (?:many years|much) (?P<word>older|newer|younger) is (?P<a>.+?) than (?P<b>.+?)" + _END, "difference",
          _measures),
    # 'by how many square metres is A bigger than B', 'by how much is A longer than B'; 'by how many metres does A's
    # light sit higher than B's' (a verb of where it stands: the same measure)
    _form(rf"^\s*by how (?:much|many {_UNIT}) (?:does|do) (?P<a>.+?) (?:sit|sits|stand|stands|rise|rises|lie|lies|shine|shines) "
          rf"(?P<word>{_MEASURE}) than (?P<b>.+?)(?:\s+(?:does|do))?" + _END, "difference", _measures),
    _form(rf"^\s*by how (?:much|many {_UNIT}) is (?P<a>.+?) (?P<word>{_MEASURE}) than (?P<b>.+?)" + _END, "difference",
          _measures),
    # 'from C, is A or B the shorter hop? and what's the difference': the nearer, and by how much
    # ('driving from C, is A or B further by road?': the way said travels both; 'the longer trip' is a comparison,
    # compose.py)
    _form(r"^\s*(?:(?:driving|walking|cycling|going|starting)\s+)?from (?P<c>[^,]+?)\s*,\s*(?:is|are) (?P<a>.+?) or (?P<b>.+?) "
          r"(?:the )?(?P<word>closer|nearer|shorter|further|farther)(?: (?:hop|walk|trip|one|distance|way))?"
          r"(?: away)?(?: (?:by road|by car|on foot|by bike|to drive|to walk|to cycle))?" + _END, "difference", _nearer_from),
    # 'driving to C: shorter from A or from B? give me both': how far C is from each
    _form(r"^\s*(?:(?:driving|walking|cycling|biking|going|getting)\s+)?to\s+(?P<c>[^:,?]+?)\s*(?:[:,]|\s[-–—])\s*"
          r"(?:is\s+it\s+|which\s+is\s+)?(?:the\s+)?(?:shorter|closer|nearer|quicker|faster)(?:\s+(?:drive|walk|ride|trip))?\s+"
          r"from\s+(?P<a>[^?]+?)\s+or\s+(?:from\s+)?(?P<b>[^?]+?)\s*\??\s*(?:(?:give|tell|show)\s+(?:me\s+)?(?:both|the two|each)"
          r"(?:\s+(?:distances|figures|numbers))?)?" + _END, "difference", _nearer_from),
    # "I'm camping at the campsite in T. A or B - which one's nearer, and how much nearer?": from where the asker is
    _form(r"^[^.?!]*?\b(?:at|by|near|outside|in front of)\s+(?P<c>(?:the\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:in|at)\s+)?"
          r"(?-i:[A-ZÀ-ÖØ-Þ])[^.?!,;]*?)\s*[.!]\s+(?P<a>[^?.!]+?)\s+or\s+(?P<b>[^?.!]+?)\s*(?:[-–—:,]|\s[-–—])\s*"
          r"which(?: one)?(?:'s|’s|\s+is)\s+(?:nearer|closer)(?:\s+to\s+(?:me|us|here))?\s*,?\s*(?:and\s+)?"
          rf"(?:how much (?:nearer|closer)|by how (?:much|many {_UNIT}))?" + _END, "difference", _nearer_from),
    # 'A sits farther away than B - by how many metres' (from the place the question is at: '... at C. ...')
    _form(r"^(?:[^.?!]*?\bat\s+(?P<c>[A-ZÀ-ÖØ-Þ][^.?!,;]*?)(?:\s+(?:i|we)\s[^.?!]*)?[.!]\s+)?(?P<a>[^.?!]+?) (?:is|sits|lies|must be)"
          r" (?P<word>farther|further|closer|nearer) (?:away )?than (?P<b>.+?)(?: from (?P<c2>[^,]+?))?\s*(?:[-–—,:]\s*)?"
          rf"(?:and\s+)?by how (?:much|many {_UNIT}|far)" + _END, "difference", _measures),
    # 'how much earlier does A open than B on a sunday? both in T', 'how many minutes later does A close than B'
    _form(rf"^\s*(?:(?P<when2>{_DAY})\s*[,:]?\s+)?how (?:much|many (?:minutes|mins|hours))\s+(?P<word>earlier|later|sooner)\s+"
          rf"(?:does|do|will)\s+(?:the\s+)?(?P<a>[^?]+?)\s+(?P<verb>open|close|shut)\s+than\s+(?:the\s+)?(?P<b>[^?]+?)"
          rf"(?:\s+(?:does|do))?(?:\s+(?P<when>{_DAY}))?{_BOTH_IN}" + _END, "difference", _times),
    # 'on a monday, how many hours after A does B close? both in T': when each closes, and how far apart
    _form(rf"^\s*(?:(?P<when2>{_DAY})\s*[,:]?\s+)?how (?:much|many (?:minutes|mins|hours))\s+(?P<word>after|before|later than|"
          rf"earlier than)\s+(?:the\s+)?(?P<b>[^?]+?)\s+(?:does|do|will)\s+(?:the\s+)?(?P<a>[^?]+?)\s+(?P<verb>open|close|shut)"
          rf"(?:\s+(?P<when>{_DAY}))?{_BOTH_IN}" + _END, "difference", _times),
    # 'A opens at what time, and B? How far apart are their opening times?'
    _form(rf"^\s*(?:the\s+)?(?P<a>[^?,]+?)\s+(?P<verb>opens|closes|shuts)\s+at\s+what\s+time(?:\s+(?P<when>{_DAY}))?\s*,?\s+"
          r"and\s+(?:the\s+)?(?P<b>[^?]+?)\s*\?\s*(?:how far apart are|what(?:'s|s| is) the (?:gap|difference) between|how "
          r"much do) (?:their|the(?: two)?) (?:opening|closing) times(?: differ| apart)?" + _END, "difference", _times),
    # 'on a thursday, how far apart are the opening times of A and B?': when each opens that day, and how far apart
    _form(rf"^\s*(?:(?P<when2>{_DAY})\s*[,:]?\s+)?(?:how far apart are|what(?:'s|s| is) the (?:gap|difference) between|"
          rf"how much do)\s+(?:the\s+)?(?P<verb>opening|closing)\s+times\s+of\s+(?:the\s+)?(?P<a>[^?]+?)\s+and\s+(?:the\s+)?"
          rf"(?P<b>[^?]+?)(?:\s+differ)?(?:\s+(?P<when>{_DAY}))?{_BOTH_IN}" + _END, "difference", _times),
    # 'which closes later on a friday night, A or B': when each closes that day, and how far apart
    _form(rf"^\s*which(?: one| of (?:them|the two))?\s+(?P<verb>opens|closes|shuts)\s+(?P<word>earlier|later|first|last)"
          rf"(?:\s+(?P<when>{_DAY})(?:\s+(?:night|evening|morning|afternoon))?)?(?:\s+in the (?:morning|evening))?\s*[,:–—-]?\s*"
          rf"(?:the\s+)?(?P<a>[^?]+?)\s+or\s+(?:the\s+)?(?P<b>[^?]+?)(?:\s+(?P<when2>{_DAY}))?{_BOTH_IN}"
          r"(?:[\s?.!,]*(?:and\s+)?(?:(?:at\s+)?what times?(?:\s+(?:do|does)\s+(?:they|each(?: one)?)\s+(?:open|close))?|"
          r"(?:give|tell)\s+me\s+(?:both|the(?:\s+two)?|their)\s+(?:opening|closing)\s+times)\s*[?.!]?)?"
          + _END, "difference", _times),
    # 'thursday: what time do A and B each open, and how many hours apart is that?': when each opens, how far apart
    _form(rf"^\s*(?:(?P<when2>{_DAY})\s*[,:]?\s+)?what\s+time\s+do\s+(?P<a>[^?]+?)\s+and\s+(?P<b>[^?]+?)"
          rf"\s+(?:each\s+|both\s+)?(?P<verb>open|close|shut)(?:\s+(?P<when3>{_DAY}))?{_BOTH_IN}\s*[,;]?\s*(?:and\s+)?"
          r"(?:how many (?:hours|minutes) apart (?:is (?:that|it)|are (?:they|those|the two(?: times)?))|"
          r"how far apart are (?:they|those|the two)|"
          rf"what(?:'s|s| is) the (?:gap|difference))(?:\s+(?P<when>{_DAY}))?" + _END, "difference", _times),
    # 'I think A closes later than B on saturdays - right? what time does each one shut?': yes or no, and both times
    _form(_CLAIMED + rf"(?:the\s+)?(?P<a>[^?.!]+?)\s+(?P<verb>opens|closes|shuts)\s+"
          rf"(?P<word>later|earlier)\s+than\s+(?:the\s+)?(?P<b>[^?.!]+?)(?:\s+(?P<when>{_DAY}))?"
          r"(?:\s*[-–—,.?!]+\s*(?:right|correct|true|am i right|yes or no|is that right)\s*\??)?"
          r"(?:[\s?.!,]*(?:and\s+)?what time does each(?: one)? (?:shut|close|open)\s*\??)?" + _END,
          "more", lambda m: _times(m) if m["word"].casefold() == "later" else _times(m)[::-1]),
    # 'A vs B, how many more hours a day is A open on a monday', 'how many more hours is A open than B on monday'
    _form(rf"^\s*(?:(?P<topic>[^:,]{{2,40}}):\s*)?(?:(?P<b1>[^,:?]+?)\s+(?:vs\.?|versus|or)\s+(?P<b2>[^,:?]+?)\s*[,:]\s*)?"
          rf"how many (?:more|fewer|extra) hours(?: a day| per day| daily)? is (?:the\s+)?(?P<a>[^?]+?) open"
          rf"(?:\s+than\s+(?:the\s+)?(?P<b>[^?]+?))?(?:\s+(?P<when>{_DAY}))?{_BOTH_IN}" + _END, "difference",
          lambda m: _hours_open(_other_of_two(m))),
    # "I'd guess A covers more ground than B - am I right? and by how much": yes or no, the larger and both areas
    _form(_CLAIMED + r"(?:the\s+)?(?P<a>[^.?!]+?)\s+"
          r"(?:covers|takes up|occupies)\s+more\s+(?:ground|area|space|land)\s+than\s+(?:the\s+)?(?P<b>[^.?!]+?)\s*[-–—.?!,]*\s*"
          rf"(?:am i right|right|correct|true|yes or no)?[\s,?.]*(?:and\s+)?(?:(?:what(?:'s|s| is) )?(?:the )?(?:difference|gap){_IN_UNITS}|by how much)?"
          + _END, "more", lambda m: _measures({**m.groupdict(), "word": "bigger"})),
    # 'does A cover more ground than B? how many m2 each': the larger, both areas said
    _form(r"^\s*(?:does|do)\s+(?:the\s+)?(?P<a>[^.?!]+?)\s+(?:cover|take up|occupy)\s+more\s+(?:ground|area|space|land)\s+"
          r"than\s+(?:the\s+)?(?P<b>[^.?!]+?)" + _END, "more", lambda m: _measures({**m.groupdict(), "word": "bigger"})),
    # 'I think the A building is bigger than B. True? What's the difference in floor area?'
    # ("pretty sure A's building is bigger than B's. am I right? what's the gap in m2")
    _form(_CLAIMED + r"(?:the\s+)?(?P<a>[^.?!]+?)(?:['’]s)?(?:\s+building)? is "
          r"(?P<word>bigger|larger|smaller) than (?:the\s+)?(?P<b>[^.?!]+?)(?:['’]s)?(?:\s+(?:building|one))?\s*[.?!,]\s*"
          r"(?:am i right|right|correct|true|yes or no)?[\s,?.]*(?:and\s+)?"
          rf"(?:what(?:'s|s| is) the (?:difference|gap){_IN_UNITS}|by how much)?" + _END, "more", _sizes),
    # 'I reckon A has a bigger footprint than B. Am I right, and what's the difference in m2?'
    _form(_CLAIMED + r"(?:the\s+)?(?P<a>[^.?!]+?) (?:has|covers) "
          r"(?:a |the )?(?P<word>bigger|larger|smaller) (?:footprint|area|size|floor area) than (?:the\s+)?(?P<b>[^.?!]+?)"
          r"\s*[.?!,]\s*(?:am i right|right|correct|true|yes or no)?[\s,?.]*(?:and\s+)?(?:what(?:'s|s| is) the difference"
          r"(?: in \w+)?|by how much)?" + _END, "more", _measures),
    # 'A is about three times the size of B, I'd say. What's the actual ratio of their areas?'
    _form(r"^\s*(?:the\s+)?(?P<a>[^.?!,]+?) is (?:about |roughly |around |maybe )?(?:\w+ times|twice|half) (?:the size of|as "
          r"(?:big|large) as) (?:the\s+)?(?P<b>[^.?!,]+?)(?:,\s*i'?d say|,\s*i think|,\s*i guess)?\s*[.?!]\s*(?:what(?:'s|s| is)"
          r"|tell me|give me) (?:the )?(?:actual |real |exact )?ratio(?: of (?:their|the) (?:areas|sizes))?" + _END, "ratio", _sizes),
    # 'A vs B - how many more rooms does the bigger one have?': each one's figure, and how far apart
    _form(rf"^\s*(?:the\s+)?(?P<a>[^?]+?)\s+(?:vs\.?|versus|or)\s+(?:the\s+)?(?P<b>[^?]+?)\s*(?:[-–—:,]\s*)+how many more {_FIGURES}"
          r" (?:does|do) (?:the )?(?:bigger|larger|biggest|largest|taller|higher)(?: one| of them| of the two)? have" + _END,
          "difference", _figures),
    # 'A vs B - how many more people does the bigger hut sleep?', 'how many more guests does A take than B':
    # each one's capacity
    _form(rf"^\s*(?:the\s+)?(?P<a>[^?]+?)\s+(?:vs\.?|versus|or)\s+(?:the\s+)?(?P<b>[^?]+?)\s*(?:[-–—:,]\s*)+how many more "
          rf"{_HOLDS}(?:the\s+)?(?:bigger|larger|biggest|largest|one)(?:\s+[a-z]+)?\s+"
          rf"(?:sleep|hold|take|fit|accommodate|house)" + _END, "difference", _held),
    _form(rf"^\s*how many (?:more|fewer) {_HOLDS}(?:the\s+)?(?P<a>.+?)\s+(?:sleep|hold|take|fit|accommodate|house)\s+"
          rf"(?:than|compared (?:with|to)|versus|vs\.?)\s+(?:the\s+)?(?P<b>.+?)(?: (?:does|do|can))?" + _END, "difference", _held),
    # 'A vs B, difference in height?', 'A or B - elevation gap?': the measure said by its noun, and the difference
    _form(rf"^\s*(?:the\s+)?(?P<a>[^,:;?]+?)\s+(?:vs\.?|versus|or)\s+(?:the\s+)?(?P<b>[^,:;?]+?)\s*(?:[-–—:,]\s*)+"
          rf"(?:what(?:'s|s| is)\s+)?(?:the\s+|their\s+)?(?:{_MEASURE_NOUN}\s+(?:difference|gap)|(?:difference|gap)\s+in\s+"
          rf"(?:their\s+)?{_MEASURE_NOUN.replace('?P<measure>', '?P<measure2>')})" + _END, "difference", _by_noun),
    # 'A sits at what elevation, and how much higher is it than B?': where each stands, and the difference
    _form(rf"^\s*(?:the\s+)?(?P<a>[^,?]+?)\s+(?:sits|lies|stands|is)\s+at\s+what\s+(?:elevation|height|altitude)\s*,?\s*"
          rf"and\s+how (?:much|many {_UNIT}) (?:higher|lower)(?: up| down)? (?:is|does) it(?: sit| lie| stand)? than "
          rf"(?:the\s+)?(?P<b>[^,?]+?)" + _END, "difference",
          lambda m: tuple(f"how high up is {place}" for place in map(_in_one_town(m).get, "ab"))),
    # 'A or B - how much higher is A?': the one asked about against the other of the two said
    _form(rf"^\s*(?:the\s+)?(?P<x>[^,:;?]+?)\s+(?:vs\.?|versus|or)\s+(?:the\s+)?(?P<y>[^,:;?]+?)\s*(?:[-–—:,]\s*)+"
          rf"how (?:much|many {_UNIT}) (?P<word>{_MEASURE}) is (?:the\s+)?(?P<asked>[^,:;?]+?)" + _END, "difference",
          lambda m: _one_of_two_measured(m)),
    # 'by how many floors does A outdo B'
    _form(rf"^\s*by how many {_FIGURES} (?:does|do) (?:the\s+)?(?P<a>.+?) (?:outdo|beat|exceed|top|outnumber|have more than) "
          rf"(?:the\s+)?(?P<b>.+?)" + _END, "difference", _figures),
    # "what's the difference between the speed limits on A and B (in T)": each one's figure, asked of it
    _form(r"^\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?(?:difference|gap)\s+(?:between|in)\s+(?:the\s+)?"
          rf"(?P<what>{'|'.join(map(re.escape, _FIGURE_ASKED))})\s+(?:of|on|at|for|along)\s+(?:the\s+)?(?P<a>.+?)\s+and\s+"
          r"(?:(?:of|on|at|for|along)\s+)?(?:the\s+)?(?P<b>.+?)" + _END, "difference",
          lambda m: tuple(_FIGURE_ASKED[m["what"].casefold()].format(place=place)
                          for place in map(_in_one_town(m).get, "ab"))),
    # 'elevation difference between A and B', 'the difference in height between A and B, the two hills by C?'
    _form(rf"^\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?(?:{_MEASURE_NOUN}\s+(?:difference|gap)|(?:difference|gap)\s+in\s+"
          rf"{_MEASURE_NOUN.replace('?P<measure>', '?P<measure2>')})\s+(?:between|of)\s+(?:the\s+)?(?P<a>[^,?]+?)\s+and\s+(?:the\s+)?(?P<b>[^,?]+?)"
          r"(?:\s*,\s*(?:the|both)\s+(?:two|2)\s+[a-z]+(?:\s+(?:by|near|at|in|around|on|above|over)\s+[^,?]+?)?)?" + _END,
          "difference", _by_noun),
    # "what's the difference between how far A and B are from C"
    _form(r"^\s*(?:what(?:'s|s| is)\s+)?the difference between how far (?P<a>.+?) and (?P<b>.+?) (?:are|lie|sit) from "
          r"(?P<c>.+?)" + _END, "difference", lambda m: (f"how far is {m['a']} from {m['c']}",
                                                          f"how far is {m['b']} from {m['c']}")),
    # 'measure from C to A and to B: which one is nearer, and what's the difference?'
    _form(r"^\s*(?:measure|measured|measuring)\s+from\s+(?P<c>.+?)\s+to\s+(?P<a>.+?)\s+and\s+(?:to\s+)?(?P<b>.+?)"
          r"(?:\s+as the crow flies|\s+in a straight line)?\s*[:,-]\s*which(?: one)? is (?:nearer|closer)(?:,?\s*and\s+"
          r"what(?:'s|s| is) the difference)?" + _END, "difference", lambda m: (f"how far is {m['a']} from {m['c']}",
                                                                               f"how far is {m['b']} from {m['c']}")),
    # 'A first, then B, then C. Straight-line distance for the whole thing, added up?'
    _form(r"^\s*(?:[^:]{2,40}:\s*)?(?P<a>[^,.:]+?)\s+first,\s+then\s+(?P<b>[^,.]+?),\s+then\s+(?P<c>[^,.]+?)\s*[.!]\s*"
          r"(?:the\s+)?(?:straight[- ]line |crow[- ]flies )?distance (?:for|of) the whole (?:thing|trip|day|route)"
          r"(?:,?\s*(?:added up|in total|altogether|summed up))?" + _END, "sum", _distances_on),
    # 'add up the baptist and the methodist churches within 1 km of X - what's the total, and how does it split?'
    _form(_LEAD + rf"(?:add up|count up|total up)\s+(?:the\s+)?{_KIND}\s+and\s+(?:the\s+)?{_OTHER_KIND}\s+{_SCOPE}"
          rf"\s*(?:[-–—,:.]\s*)?(?:(?:what(?:'s|s| is) the )?total)?(?:,?\s*and\s+how does it split)?" + _END, "sum", _counts),
    # 'A vs B: which building has the bigger footprint, and by how much?'
    _form(rf"^\s*(?:[^:?]{{2,40}}:\s*)?(?P<a>[^:,]+?)\s+(?:vs\.?|versus)\s+(?P<b>[^:,]+?)\s*(?:[:,]|\s[-–—])\s*which(?: one| \w+)? (?:has|covers)"
          rf" (?:the )?(?P<word>{_MEASURE})(?: footprint| area| size)?" + _END, "difference", _measures),
    # 'is A closer to B than to C'
    _form(r"^\s*is (?P<a>.+?) (?:closer|nearer) to (?P<b>.+?) than (?:it is )?to (?P<c>.+?)" + _END, "less",
          _from_one_place),
    # 'the combined area of A and B', 'what is the total length of A and B'
    _form(r"^\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?(?:combined|total|joint) (?:(?:floor|ground)\s+)?(?P<measure>area|size|length|footprint) of (?P<a>.+?) "
          r"and (?P<b>.+?)" + _END, "sum", _totals),
    # 'how many schools do A and B have in total'
    _form(r"^\s*how many (?P<kind>[a-z][\w'-]*(?:\s+(?!(?:are|is)\b)[a-z][\w'-]*)?) (?:do|(?:are there )?in) "
          r"(?P<a>(?-i:[A-ZÀ-ÖØ-Þ])[^?]*?) and (?:in )?(?P<b>(?-i:[A-ZÀ-ÖØ-Þ])[^?]*?)(?: have)?" + _END, "sum",
          lambda m: (f"how many {m['kind']} are there in {m['a']}", f"how many {m['kind']} are there in {m['b']}")),
]


# the town a question says first ('In T, how much longer is A than B'): each operand is asked in it
# a way of travelling said anywhere in the question ('by road, how much further ...'): a distance is a trip that way
# (lower case: 'the Mist Walk' is a name; a straight line said is no trip)
_TRAVELLED = ((re.compile(r"\b(?:by road|by car|driving|drive)\b"), "by car"),
              (re.compile(r"\b(?:on foot|walking|walk)\b"), "on foot"),
              (re.compile(r"\b(?:by bike|cycling|by bicycle)\b"), "by bike"))
_STRAIGHT = re.compile(r"\b(?:as the crow flies|straight[- ]lines?|in (?:a )?straight lines?|crow[- ]flies)\b", re.IGNORECASE)
_DISTANCE_ASKED = re.compile(r"^how far is (?!it\b)(?P<a>.+?) from (?P<b>.+)$", re.IGNORECASE)


# a trip said by its kind ('the longer drive'): the way it travels
_WAY_OF = {"drive": " by car", "walk": " on foot", "bike ride": " by bike", "ride": " by bike", "cycle": " by bike"}


def _way_said(m: re.Match[str]) -> str:
    """' by car' for 'the longer drive', 'the longer trip by road', 'driving from C, which is the longer trip'."""
    said = (m.groupdict().get("by") or "").strip().casefold()
    if not said and (way := _WAY_OF.get(m["how"].casefold())) is not None:
        return way
    if not said and (verb := re.match(r"\s*(driving|walking|cycling)\b", m.string, re.IGNORECASE)) is not None:
        said = verb[1].casefold()
    return next((f" {way}" for cue, way in _TRAVELLED if cue.search(said)), "")   # (the words the question's cues read)


def _travelled(asked: str, question: str) -> str:
    """'how far is A from C' as a trip from C to A the way the question says one travels, when it says one."""
    # (the sentence's first word is written with a capital: 'Driving to C: ...' says the way all the same)
    sentence = question[:1].lower() + question[1:]
    way = None if _STRAIGHT.search(question) else next((said for cue, said in _TRAVELLED if cue.search(sentence)), None)
    if way is None or (distance := _DISTANCE_ASKED.match(asked.strip())) is None:
        return asked
    return f"how far is it {way} from {distance['b']} to {distance['a']}"


# the town said first as the question's topic: 'grimsey: the difference between ...', 'Eastbrook - how much ...'
# (or on an island: 'On Eastbrook Island, add up ...'; never a day, 'On Monday, ...')
_TOWN_TOPIC = re.compile(r"^\s*(?:(?P<town>[\w'’-]+(?:\s+[\w'’-]+)?)\s*(?::|\s[-–—]\s)|[Oo]n\s+(?P<island>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+"
                         r"(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)?)\s*,)\s*(?P<rest>\S.*)$", re.DOTALL)


# the difference asked after its first place: 'the light on A sits how much higher than the one on B?'
_ASKED_AFTER_ITS_SUBJECT = re.compile(r"^\s*(?P<a>(?!how\b)[^?]+?)\s+(?:sits|stands|is|lies|shines|rises)\s+how\s+"
                                      r"(?P<much>much|many\s+\w+)\s+(?P<more>higher|taller|lower|further|farther|longer|"
                                      r"bigger|larger|deeper|wider)\s+(?:up\s+)?than\s+(?P<b>[^?]+?)\s*[?.!]*\s*$", re.IGNORECASE)
# 'how many metres further', 'how many km closer': the forms read 'how much' (the answer says the unit it is in)
_HOW_MANY_UNITS_MORE = re.compile(r"\bhow many (?:metres|meters|m|kms?|kilomet(?:re|er)s|miles|mi|feet|ft|yards)\s+"
                                  r"(?=(?:farther|further|closer|nearer)\b)", re.IGNORECASE)


_SCENE_LEAD = re.compile(r"^\s*(?:(?:i'?m|we'?re|i am|we are)\s+)?(?:standing|sitting|waiting|staying|parked|hanging out)\b",
                         re.IGNORECASE)


def arithmetic(question: str) -> Operand | None:
    """The two one-step questions an arithmetic question is made of, and the operation; None for any other."""
    question = _HOW_MANY_UNITS_MORE.sub("how much ", question)
    if (after := _ASKED_AFTER_ITS_SUBJECT.match(question)) is not None:   # 'A sits how much higher than B?'
        question = f"how {after['much']} {after['more']} is {after['a']} than {after['b']}?"
    # 'Around X, peaks within 6 km plus huts within 5 km': each within its distance of X (a scene said first,
    # 'standing outside X: within 300m, ...', is the forms' topic)
    if not _SCENE_LEAD.match(question) and (said := _radii_of_the_lead(question)) is not None and \
            (operand := arithmetic(said)) is not None:
        return operand
    for form in FORMS:
        if (match := form.pattern.search(question)) is not None and (pair := form.operands(match)) is not None:
            first, second = (_travelled(asked, question) for asked in pair)
            second = _those_of_the_first(first, second)
            factor = FACTORS.get((match.groupdict().get("factor") or "").casefold())
            return Operand(" ".join(first.split()) + "?", " ".join(second.split()) + "?", form.operation, factor)
    if (said := _radii_of_the_lead(question)) is not None and (operand := arithmetic(said)) is not None:
        return operand   # 'Around X, add up the peaks within 2 km and the farms within 10 km': each within its distance of X
    if (town := TOWN_FIRST.match(question) or _TOWN_TOPIC.match(question)) is not None and \
            (name := town_said(town["town"] or town.groupdict().get("island") or "")) is not None and \
            not _SEASON_OR_DAY.fullmatch(name) and (said := arithmetic(town["rest"])) is not None:
        # 'In T data, ...', 'T: the difference between ...': the whole extract of T, as each operand says it
        scope = name + (" data" if town.groupdict().get("data") else "")

        def there(asked: str) -> str:
            return asked if re.search(rf"\bin\s+{re.escape(name)}\b", asked, re.IGNORECASE) else \
                f"{asked.rstrip(' ?')} in {scope}?"
        return said._replace(first=there(said.first), second=there(said.second))
    if (lead := _NEAR_LEAD.match(question)) is not None and (said := arithmetic(lead["rest"])) is not None and \
            not any(_SCOPED.search(asked) for asked in (said.first, said.second)):
        # 'near C: how much higher is A than B?': where A and B are, which the plan's steps read from each other
        # (a name two places share is taken near the question's other places); C itself is measured by neither
        return said
    return None


# the second count said by a word standing for the first's kind ('lakes within 4 km of A minus those within 15 km of B')
_THOSE = re.compile(r"^\s*(?P<how>how many\s+)(?:those|the ones|ones|them)\b", re.IGNORECASE)
_KIND_COUNTED = re.compile(r"^\s*how many\s+(?P<kind>.+?)\s+(?:are|is)\s+there\b", re.IGNORECASE)


def _those_of_the_first(first: str, second: str) -> str:
    """The second question with the first's kind where it says 'those': 'how many lakes are there within 15 km of B'."""
    if (those := _THOSE.match(second)) is None or (kind := _KIND_COUNTED.match(first)) is None:
        return second
    return f"{those['how']}{kind['kind']}{second[those.end():]}"


# a place said first, and distances said later without it ('At X, how many more lakes within 10 km than peaks within
# 6 km?'): each distance is from that place
_PLACE_LEAD = re.compile(r"^\s*(?:(?:around|at|near|from|close to|by|starting (?:at|from))\s+)?(?:the\s+)?"
                         r"(?P<place>(?-i:[A-ZÀ-ÖØ-Þ])[^:,?]{1,60}?)\s*(?::|,|\s[-–—]\s)\s*(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL)
_DISTANCE_ALONE = re.compile(rf"\bwithin\s+{_LENGTH}\b(?!\s+(?:of|from|around|to)\b)", re.IGNORECASE)


def _radii_of_the_lead(question: str) -> str | None:
    """The question with the place said first put after each distance said without one (the first 'of X', later
    ones 'of it', as a question says them); None when it has no such lead or no such distance."""
    if (lead := _PLACE_LEAD.match(question)) is None or _NOT_A_PLACE.search(lead["place"]) or \
            not _DISTANCE_ALONE.search(lead["rest"]):
        return None
    said = iter([f" of {lead['place'].strip()}"])
    return _DISTANCE_ALONE.sub(lambda m: m.group(0) + next(said, " of it"), lead["rest"])


# a place said first that the rest is near ('near X: how much higher is A than B?')
_NEAR_LEAD = re.compile(r"^\s*(?:near|by|around|close to|next to)\s+(?-i:[A-ZÀ-ÖØ-Þ])[^:,?]{1,60}?\s*"
                        r"(?::|,|\s[-–—]\s)\s*(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL)
# an operand with a place or scope of its own
_SCOPED = re.compile(r"\b(?:near|within|around|close to|next to|in)\s", re.IGNORECASE)


# 'add up the restaurants, cafés and bars in X - the total, and how it splits': three kinds or more, counted in one
# scope and summed (two kinds are FORMS' 'how many A and B ... altogether'). Read in plain steps, not one pattern: a
# pattern of lists within lists took seconds on a long tour (the reading must stay linear: tests/reading/growing.py)
_LIST_LEAD = re.compile(r"^\s*(?:(?:add up|count up|tally up|sum up|total(?: up)?|how many|number of|count)\s+)?"
                        r"(?:all\s+)?(?:the\s+)?", re.IGNORECASE)
_SCOPE_START = re.compile(r"\s+(?:are there\s+|is there\s+|do you have\s+)?(?=(?:in|within|inside|near|around)\s)", re.IGNORECASE)
_SCOPE_SAID = re.compile(r"(?:in|within|inside|near|around)\s+[^,?!:;–—]+?(?=\s*(?:[,?!:;–—]|$)|\s+[-–—]\s|"
                         r"\s+(?:in total|altogether|combined|together)\b)", re.IGNORECASE)
_LIST_SEPARATOR = re.compile(r"\s*,\s*(?:and\s+|&\s+|plus\s+)?(?:the\s+)?|\s+(?:and|&|plus)\s+(?:the\s+)?", re.IGNORECASE)
_TOTAL_ASKED = re.compile(r"\b(?:add up|count up|tally up|sum up|total|altogether|in all|combined|together|split)\b", re.IGNORECASE)


# a count of a list of kinds asked plainly ('how many restaurants and cafes within 600 m of X?', after a town said
# first): their total, the question asking nothing after the scope
_COUNT_OF_LIST = re.compile(r"^\s*(?:[^:?]{2,40}:\s*)?(?:how many|number of|count(?: the)?)\s", re.IGNORECASE)
_SAYS_MORE = re.compile(r"\b(?:have|has|had|are|is|with|that|which|who|serve|serves|offer|offers|sell|sells|open|"
                        r"accept|accepts|allow|allows|list|show)\b", re.IGNORECASE)
_NOTHING_AFTER = re.compile(r"\s*(?:in total|altogether|combined|together|all together)?\s*[?.!]*\s*$", re.IGNORECASE)


def counted_together(question: str) -> list[str] | None:
    """The count of each kind a question lists in one scope, when it asks for their total (three or more kinds), or
    asks how many of two or more plainly: one question per kind; None otherwise (a word of the list that is no kind
    of place reads nothing)."""
    plainly = _COUNT_OF_LIST.match(question)
    totalled = question.count(",") >= 1 and _TOTAL_ASKED.search(question) is not None
    if not totalled and plainly is None:
        return None
    rest = question[plainly.end():] if plainly else question[_LIST_LEAD.match(question).end():]
    rest = rest[_LIST_LEAD.match(rest).end():]
    if (at := _SCOPE_START.search(rest)) is None or (scope := _SCOPE_SAID.match(rest, at.end())) is None:
        return None
    kinds = [kind for kind in _LIST_SEPARATOR.split(rest[:at.start()]) if kind.strip()]
    least = 3 if plainly is None else 2
    if plainly is not None and not totalled and \
            (not _NOTHING_AFTER.fullmatch(rest[scope.end():]) or _SAYS_MORE.search(scope.group(0))):
        return None   # ('how many bars and cafes within 1 km of X have a website': no plain count)
    if not least <= len(kinds) <= 8 or any(lookup(kind.strip().casefold()) is None for kind in kinds):
        return None
    return [f"how many {kind.strip()} are there {scope.group(0).strip()}?" for kind in kinds]


# Two named places compared by a measure, said in words no form above holds ('Kroppstaðafjall above the farm vs the
# hill near the lake, difference in height?'): a difference asked, a measure said by any of its words, and exactly two
# places named (a name after 'near', 'by', 'above' ... places the name before it, and stays with it). The first row
# whose words the question says is the measure (the more particular words first: 'higher up' is the elevation, 'higher'
# alone the height).
_DIFFERENCE_SAID = re.compile(r"\b(?:how (?:much|many)\s+(?:\w+\s+)?(?:more|fewer|less|higher|lower|taller|shorter|bigger|"
                              r"larger|smaller|longer|hotter|warmer|colder|cooler)|difference|gap|by how (?:much|many)|"
                              r"margin)\b", re.IGNORECASE)
_NAME_SAID = re.compile(r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*(?:\s+(?:(?:of|de|la|le|am|an|der|á|í|við|og|the)\s+)*"
                        r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*)*")
# a name that places the name before it ('A near C', 'A above C', 'A in C')
_PLACING = re.compile(rf"\b(?:{_BESIDE_WORDS}|at|in|on)\s+(?:the\s+)?$",
                      re.IGNORECASE)
# words a sentence starts with, capitalised, that name nothing
NO_NAME = frozenset("what which where when who how is are do does did can could would will has have should tell show "
                     "list find at in near by the a an and or but so if quick hey hi ok okay please compare "
                     "between from to for of i we my our vs versus".split())


def compared_loosely(question: str) -> Operand | None:
    """The two measures of a comparison no form reads, and their difference; None unless the question asks a difference
    by a measure of exactly two named places."""
    if _DIFFERENCE_SAID.search(question) is None:
        return None
    asked = next((asked for words, asked in COMPARED_BY if words.search(question)), None)
    if asked is None:
        return None
    places: list[str] = []
    placed: dict[int, str] = {}   # the place said after each one that places it ('near C')
    for name in _NAME_SAID.finditer(question):
        if name[0].split()[0].casefold() in NO_NAME:
            continue
        if places and (placing := _PLACING.search(question[:name.start()])) is not None:
            placed[len(places) - 1] = question[placing.start():name.end()]   # ('A near C': A, the one near C)
        elif not any(place.casefold().startswith(name[0].casefold()) for place in places):   # (said again: the same)
            places.append(name[0])
    if len(places) != 2:
        return None
    if 1 in placed and 0 not in placed:
        placed[0] = placed[1]   # 'A vs B near C': both near C
    places = [f"{place} {placed[i]}" if i in placed else place for i, place in enumerate(places)]
    first, second = (asked.format(place=place) + "?" for place in places)
    return Operand(first, second, "difference", None)


def difference_said(question: str) -> str | None:
    """The words that ask a difference ('how many degrees hotter', 'difference'), or None."""
    said = _DIFFERENCE_SAID.search(question)
    return None if said is None else said[0]
