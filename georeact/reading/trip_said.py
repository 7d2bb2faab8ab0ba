"""A trip between two places said in any sentence, read as the plain question it asks: "I'm driving A to B later;
roughly how many metres of road and how many minutes behind the wheel?", "A -> B by bike. Metres and a time estimate",
"on foot, A to B comes to how many metres?", "Can I do A to B on foot in ten minutes or less?", "Is A to B walkable in
under half an hour?".

What makes it a trip: a way of travel said anywhere (a table below), two places joined by 'to' or an arrow, and
nothing asked but a measure of it (how far, how long, metres, minutes, a time it must fit in, or none: 'A to B by
car?'). A place is a name, or a kind of place
said in small letters where the town has one ('on foot, smokestack to chess tables in X'); the town or its data
said anywhere ('from the air pump in X to the water tower', 'in the X data') is the trip's scope. The plain question
asks for the distance and the time along the way of travel, or whether the trip fits the time said; the reader reads
that whole.
Questions with more than two places (a tour) or another kind of place asked for are left to their own readers.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from georeact.reading.data_scope import town_said
from georeact.reading.features import kind_word
from georeact.reading.model import QuestionReading
from georeact.reading.tours import TIME_AMOUNT

# the way of travel, by the words people use for it: (its verb, its words)
_MODES = [
    ("walk", r"on foot|by foot|walk(?:s|ed|ing|able)?|strolling|stroll|afoot"),
    ("cycle", r"by (?:bike|bicycle)|cycl(?:e|es|ed|ing)|bik(?:e|es|ing)|in the saddle|pedal(?:s|ling|ing)?"),
    ("drive", r"by (?:car|road|taxi|van|truck|lorry)|(?:my|our|the|a) (?:van|truck|lorry)|driv(?:e|es|ing|en)|"
              r"behind the wheel|road distance|car (?:ride|trip|distance)|"
                         r"metres of road|meters of road"),
    # no way of travel: a line, said only when none is ('walk in a straight line from A to B' is a walk)
    ("straight", r"straight[- ]line|in a straight line|as the crow flies|crow[- ]flies|straight distance|"
                 r"straight(?=\s*[?.!]*\s*$)"),   # ('A to B, how many km straight?')
]
# a place: capitalised words and the small words names have, or a name the question writes as the data does (a
# word of three small letters and a full stop ends a sentence, not a name: 'We're up on X. How ...')
_PLACE = (r"(?:the\s+(?:(?-i:[a-z])[\w-]+\s+)?)?(?-i:[A-Z0-9À-ÖØ-Þ])[\w'’.&²-]*(?:(?<![a-zß-ÿ]{3}\.)\s+(?:(?:of|de|du|des|la|le|am|an|der|im|zum|zur|von|van|del|di|"
          r"und|on|by|the|für|in|&)\s+)*(?-i:[A-Z0-9À-ÖØ-Þ])[\w'’.&²-]*)*"
          r"(?:(?<=['’]s)(?:\s+(?-i:[a-z])[\w-]+){1,3}?)?")   # "Martha Lind's stolperstein", "X's chain barrier"
# a place said by its kind ('the water tower', 'chess tables'): small words, none a word of the trip's sentence; a
# kind of place only where the vocabulary knows it as one (checked by trip_said's `known`)
_SMALL_WORD = r"(?!(?:from|to|in|on|at|by|and|or|is|it|its|it's|a|an|i|my|me|how|what|the|then|there|that|this|some|any|" \
              r"every|each|one|another|nearest|closest|our|your|walk|" \
              r"walking|drive|driving|cycle|cycling|bike|biking|ride|riding|foot|route|trip|way|distance)\b)" \
              r"(?-i:[a-z])[\w'’-]*"
_DESCRIBED = rf"(?:the\s+)?{_SMALL_WORD}(?:\s+{_SMALL_WORD}){{0,3}}"
_END = rf"(?:{_PLACE}|{_DESCRIBED})"
_LEAD = r"(?:^\s*|[,:;.!?]\s+|\b(?:from|driving|walking|cycling|biking|riding|do|is|drive|walk|cycle|ride|get|make|going|go|" \
        r"trip|journey|commute|route|run|distance)\s+|\b(?:distance|route|trip|journey)\s+(?:by\s+(?:road|car|bike|" \
        r"bicycle|foot)|on\s+foot)\s+)"   # ('car trip A -> B, how many km', 'walking distance A -> B', 'distance by road A–B')
_B_ENDS = (r"(?=\s*(?:[-–—,:;?!.(]|\s(?:as\s+the\s+crow|by|on|in|how|walking|driving|cycling|biking|riding|later|comes?|is|are|was|"
           r"walkable|doable|enough|and|for|with|distance|drive|walk|ride|time|takes?|tomorrow|today|tonight|within|under|where|twice|once|every|daily|each)\b|$))")
_PAIR_SAID = (rf"{_LEAD}(?!(?:is|are|can|could|would|will|how|what|which|do|does|i|i'm|im|from)\b)(?P<a>{{end}})(?:\s+(?:(?:over|across|down|up|on|back)\s+)?(?:to|->|→|=>|–>|-->)\s+|"
              rf"[–—](?=(?-i:[A-ZÀ-ÖØ-Þ])))(?P<b>{{end}}){_B_ENDS}")   # ('Westbrook–Eastbrook': a dash, no space)
_PAIR = re.compile(_PAIR_SAID.format(end=_END), re.IGNORECASE)
# the same with a name said with its kind after it ('the X hotel to Y': the kind checked by `_pairs`), tried first
_PAIR_KINDED = re.compile(_PAIR_SAID.format(end=rf"(?:{_PLACE}(?:\s+(?-i:[a-z])[\w-]+){{0,2}}?|{_DESCRIBED})"),
                          re.IGNORECASE)
# the same said 'between A and B' ('the car distance between the chimney stack and the football field')
_BETWEEN = re.compile(rf"\bbetween\s+(?P<a>{_END})\s+and\s+(?P<b>{_END}){_B_ENDS}", re.IGNORECASE)
# The two ends said apart: where the trip starts ('I'm coming from Y', 'setting off from Y') and where it ends, said
# by what happens there ('meeting friends at X', 'I need to be at X', 'getting to X'): each end once.
_ORIGIN = re.compile(rf"\b(?:(?:coming|leaving|setting off|starting|setting out|heading (?:out|over)|walking|cycling|biking|"
                     rf"driving|riding)\s+(?:\w+\s+)?from|pick(?:ing)?\s+(?:\w+\s+){{0,2}}?up\s+(?:at|from)|"
                     rf"(?:i'?m|i’m|i am|we'?re|we’re|we are)\s+(?:(?:staying|based|camping|sleeping)\s+(?:at|in)|"
                     rf"(?:(?:standing|sitting|parked)\s+)?(?:at|outside|in front of|up\s+on|on\s+top\s+of|on))|"
                     rf"(?:lands?|landing|landed|touch(?:es)?\s+down)\s+at|"
                     rf"(?:after|once\s+(?:we'?ve|i'?ve|we\s+have|i\s+have))\s+(?:seeing|visiting|leaving|seen|visited|left|"
                     rf"(?:a\s+)?(?:stop|visit)\s+at))\s+(?P<a>{_PLACE})",
                     re.IGNORECASE)   # ('picking my son up at A and dropping him off at B')
_DESTINATION = re.compile(rf"\b(?:meet(?:ing)?\s+(?:\w+\s+){{0,2}}?at|(?:be|arrive|arriving)\s+at|(?:get|getting)\s+to|"
                          rf"(?:heading|headed|going)\s+to|catch(?:ing)?\s+(?:the|a|my|our)\s+(?:ferry|bus|train|boat|"
                          rf"flight|plane)\s+(?:at|from|in)|(?:is\s+it|is\s+that)(?:\s+in\s+a\s+straight\s+line|\s+as\s+the\s+crow\s+"
                          rf"flies|\s+by\s+(?:car|road|bike)|\s+on\s+foot)?\s+to|(?:walk|drive|cycle|bike|ride|go)\s+(?:over\s+|across\s+|up\s+|down\s+|out\s+|back\s+)?to|drop(?:ping)?\s+(?:\w+\s+){{0,2}}?(?:off\s+)?at)\s+(?P<b>{_PLACE})",
                          re.IGNORECASE)
# or said 'leaving A for B', 'setting off from A for B' (the place left, and the one it is left for)
_LEFT_FOR = re.compile(rf"\b(?:leaving|departing(?:\s+from)?|setting\s+(?:off|out)\s+from|heading\s+out\s+from|"
                       rf"start(?:ing)?\s+out\s+from)\s+(?P<a>{_PLACE})\s+for\s+(?P<b>{_PLACE}){_B_ENDS}", re.IGNORECASE)
# the time the trip must fit: '20 minutes', 'half an hour', 'a quarter of an hour' (said as tours.py reads it)
_DURATION = re.compile(rf"\b(?:in|within)\s+(?:(?:under|less than|at most|no more than)\s+)?(?P<dur>{TIME_AMOUNT})"
                       r"(?:\s+or\s+(?:less|under))?\b|"
                       rf"\b(?:is|are|would|will)\s+(?:be\s+)?(?P<enough>{TIME_AMOUNT})\s+(?:[\w']+\s+){{0,3}}?enough\b",
                       re.IGNORECASE)   # ('is 20 minutes on foot enough to get from A to B')
# the town or its data, said anywhere: 'in X', 'in the X data' (the trip's scope, said after its places or before:
# 'the driving distance in X from A to B')
_SCOPE = re.compile(r"\s*\b(?:in|around)\s+(?:the\s+)?(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w-]*){0,2}?)(?:['’]s)?"
                    r"(?P<data>\s+(?:map\s+)?data(?:set)?)?(?=\s*(?:[-–,:;?!.]|\s+(?:to|from|between)\b|$))")
# or last, after a comma: '..., baltimore', ', in the eastbrook data'
_SCOPE_LAST = re.compile(r"\s*,\s*(?:in\s+)?(?:the\s+)?(?P<small>[^\W\d_][\w'’-]*(?:\s+(?!(?:map|data)\b)[^\W\d_][\w'’-]*)?)"
                         r"(?P<data>\s+(?:map\s+)?data)?\s*[?.!]*\s*$")
# or first, as the question's topic: 'X: bike distance from A to B', 'the X data - ...'
_SCOPE_FIRST = re.compile(r"^\s*(?:the\s+)?(?:(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w-]*){0,2}?)|"
                          r"(?P<small>[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*)?))"
                          r"(?P<data>\s+(?:map\s+)?data)?\s*(?::|\s[-–—])\s+", re.IGNORECASE)   # ('In X, ...' is read whole)
# or as an aside: '(X data)', '(in X)', '(x data)' (written small only with 'data')
_SCOPE_ASIDE = re.compile(r"\s*\(\s*(?:in\s+)?(?:the\s+)?(?:(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w-]*){0,2})|"
                          r"(?P<small>[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*)?)(?=\s+(?:map\s+)?data\b))"
                          r"(?P<data>\s+(?:map\s+)?data)?\s*\)")
# a tour or a kind of place asked for: not a trip between two places
_NOT_A_TRIP = re.compile(r"\b(?:order|sequence|visit(?:ing)?|stops?|stopping|errands?|tour|nearest|closest|any|which)\b",
                         re.IGNORECASE)


# Words a trip's question may hold besides its two places: how it is travelled, what is measured, when, and chat.
# Any other word may ask for something else ('how many metres does the ground rise between them', 'if we meet
# halfway'): such a question is left to the other readers, never answered as a plain trip.
_TRIP_WORDS = frozenset("""
    how far long many much is it a an the from to of in on by at and or for with me us my our i i'm im we we're it's
    its that this there what what's whats s m km metres meters kilometres kilometers miles minutes minute mins min
    hours hour time distance roughly about approx approximately around estimate rough number numbers two both give
    tell please pls thx thanks would will does do can could should take takes get make need want like be later today
    tonight tomorrow morning evening enough between road roads street streets route way trip ride walk walking walks walkable
    stroll strolling on foot bike bikes biking cycle cycling cycles bicycle saddle pedal pedalling drive driving
    drives car behind wheel taxi doable under less than within or more ten five fifteen twenty thirty half quarter
    comes come total along over across down up back just going go heading headed then so ok okay hey hi are we
    talking looking expect expecting guess say i'll we'll i've we've i'd we'd be you your kids kid children family
    friends friend where parked them they needs van truck lorry coming leaving starting setting off out heading
    meeting meet arrive arriving getting next afterwards after like wise takes straight line crow flies as
    twice once times a week weekday weekdays daily every day week month usually often always regularly
    son daughter wife husband partner mum mom dad mother father brother sister grandma grandpa
    picking pick dropping drop off up him her flight plane lands landing landed touch touches
    seeing visiting seen visited once plan allow budget reckon catch catching ferry bus train boat staying based
    camping sleeping
    """.split())


def trip_said(question: str, known: Callable[[str], bool] | None = None) -> str | None:
    """The plain question a trip between two places asks, or None when the question says no such trip. `known`
    tells a kind of place (the vocabulary's): without it, only named places are a trip's ends."""
    if (aside := _SCOPE_ASIDE.search(question)) is not None:   # '(X data)': always the scope
        return _in_scope(question, aside, known)
    if (plain := _trip_said(question, known)) is not None:
        return plain
    scope = _SCOPE.search(question)   # 'in X' said: the trip read without it, and asked in it
    if scope is not None and (plain := _in_scope(question, scope, known)) is not None:
        return plain
    first = _SCOPE_FIRST.match(question)   # 'X: bike distance from A to B': the town said first, as the topic
    if first is not None and (first["town"] or town_said(first["small"])) and \
            (plain := _in_scope(question, first, known)) is not None:   # (written small: no everyday word)
        return plain
    last = _SCOPE_LAST.search(question)   # '..., baltimore': a town's name said last, in small letters too
    return None if last is None or town_said(last["small"]) is None else _in_scope(question, last, known)


def _in_scope(question: str, scope: re.Match[str], known: Callable[[str], bool] | None) -> str | None:
    said = scope.groupdict()
    town = (town_said(said["small"]) if said.get("small") else said["town"]) + (" data" if said["data"] else "")
    # (said first: 'to the Old Mill in X' would read as a name 'Old Mill in X')
    plain = _trip_said(question[:scope.start()] + question[scope.end():], known)
    return None if plain is None else f"In {town}, {plain[0].lower()}{plain[1:]}"


def _trip_said(question: str, known: Callable[[str], bool] | None) -> str | None:
    mode = next((m for m in _MODES if re.search(rf"\b(?:{m[1]})\b", question, re.IGNORECASE)), None)
    budget = _DURATION.search(question)
    if mode is None or _NOT_A_TRIP.search(question):   # (no measure said, 'A to B by car?', asks the trip's own)
        return None
    ends = _ends(question, known)
    if ends is None:
        return None
    (a, b), spans = ends
    # (an aside in brackets is chat: 'My flight lands at A (long story). Could I walk to B ...')
    rest = re.sub(r"\([^()]*\)", " ", " ".join(question[start:end] for start, end in spans))
    if any(word not in _TRIP_WORDS and not word.isdigit() for word in re.findall(r"[a-z']+", rest.casefold())):
        return None   # something else is asked besides the trip
    if mode[0] == "straight":
        return None if budget is not None else f"How far is {a} from {b} in a straight line?"
    if budget is not None:
        return f"Can I {mode[0]} from {a} to {b} in {budget['dur'] or budget['enough']}?"
    return f"How long does it take to {mode[0]} from {a} to {b}?"   # (answered with the distance and the time)


def _ends(question: str, known: Callable[[str], bool] | None) -> tuple[tuple[str, str], list[tuple[int, int]]] | None:
    """The trip's two places and the spans of the question around them: 'A to B', or a start and an end said
    apart; None unless exactly one trip is said."""
    pairs = _pairs(question, known)
    if not pairs and len(left := [m for m in _LEFT_FOR.finditer(question) if _named(m["a"], known) and
                                  _named(m["b"], known)]) == 1:
        pairs = left
    if len(pairs) == 1:
        found = [pairs[0].span("a"), pairs[0].span("b")]
    elif not pairs and len(starts := list(_ORIGIN.finditer(question))) == 1 and \
            len(arrivals := list(_DESTINATION.finditer(question))) == 1:
        found = [starts[0].span("a"), arrivals[0].span("b")]
    else:
        return None
    a, b = (_the(question[start:end].strip().rstrip(".!"), known) for start, end in found)   # ('... to B. How far')
    first, second = sorted(found)
    return (a, b), [(0, first[0]), (first[1], second[0]), (second[1], len(question))]


def _pairs(question: str, known: Callable[[str], bool] | None) -> list[re.Match[str]]:
    """Every 'A to B' ('between A and B') of the question whose ends are places: a name, or a kind `known` knows. A pair whose end is
    no place is passed over, and the search goes on inside it ('route from the turnstile to ...': not 'from the
    turnstile', but 'the turnstile')."""
    def places(pair: re.Match[str]) -> bool:
        return all(_named(pair[end], known) or known is not None and _a_kind(_KIND_THE.sub("", pair[end]), known)
                   for end in "ab")

    pairs = []
    for said, plainly in ((_PAIR_KINDED, _PAIR), (_BETWEEN, None)):
        at = 0
        while (pair := said.search(question, at)) is not None:
            if not places(pair) and plainly is not None:   # ('... to X in 5 minutes': no kind after X)
                pair = plainly.match(question, pair.start()) or pair
            if places(pair):
                pairs.append(pair)
                at = pair.end()
            else:
                at = pair.start() + 1
    return pairs


_KIND_THE = re.compile(r"^the\s+", re.IGNORECASE)


def _a_kind(said: str, known: Callable[[str], bool]) -> bool:
    """A kind of place, said alone or after a word that describes it ('the disused railroad crossing', 'the old water
    tower': the reader reads the word as the kind's modifier)."""
    words = said.split()
    return known(said) or len(words) >= 2 and known(" ".join(words[1:]))


# the small words after a name's last capitalised word ('the X hotel': 'hotel')
_KIND_AFTER_NAME = re.compile(r"(?<!['’]s)(?<=[\w.&²'’-])(?P<kind>(?:\s+(?-i:[a-z])[\w-]+)+)$")


def _named(place: str, known: Callable[[str], bool] | None = None) -> bool:
    """A name, or a name with its kind after it ('the Leirubakki hotel': the kind must be one `known` knows)."""
    if re.search(r"(?-i:[A-Z0-9À-ÖØ-Þ])", place) is None:
        return False
    tail = _KIND_AFTER_NAME.search(place)
    return tail is None or "'" in place or "’" in place or known is not None and \
        (known(kind := tail["kind"].strip()) or kind_word(kind) or   # ('X camping': what one does there)
         re.match(r"the\s", place, re.IGNORECASE) is not None and len(kind.split()) <= 2)   # ('the X turf house':
    # what the place named X is, in words the vocabulary need not know)


def _the(place: str, known: Callable[[str], bool] | None = None) -> str:
    """A kind of place said without 'the' ('smokestack'), said with it: the one of its kind the trip starts at. Two
    kinds said together that make no kind ('hotel glacier') are a name in lower case, left as said."""
    words = place.casefold().split()
    if known is not None and len(words) == 2 and known(words[0]) and known(words[1]) and not known(" ".join(words)):
        return place
    return place if _named(place) or _KIND_THE.match(place) else f"the {place}"


def read_trip(question: str, reading: QuestionReading, read, known: Callable[[str], bool] | None = None) -> QuestionReading:
    """The reading of the trip the question says, when it reads whole and the reading as said is no such trip (or
    one whose places run on past the trip's: "Martha Lind's stolperstein walkable")."""
    if (plain := trip_said(question, known)) is None or plain == question:   # (the plain question is read as it is)
        return reading
    if reading.complete and reading.operands:   # 'A to B and back by car - total': the legs, summed
        return reading
    trip = read(plain)
    # (an end said as a kind in the plural is the nearest of them: 'to the chess tables')
    if not trip.complete or trip.metric != "distance" or len(trip.anchors) + bool(trip.feature) != 2:
        return reading
    if reading.complete and reading.metric == "distance" and reading.travel_mode and len(reading.anchors) == 2 and \
            not any(said != meant and said.startswith(meant) for said, meant in zip(reading.anchors, trip.anchors)):
        return reading
    folded = question.casefold()
    if not all(place.casefold() in folded for place in trip.places):
        return trip   # an end said with no 'the' ('smokestack to chess tables'): read as the plain question says it
    return trip.model_copy(update={"question": question})
