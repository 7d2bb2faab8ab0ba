"""A trip between two places said in any sentence, read as the plain question it asks: "I'm driving A to B later;
roughly how many metres of road and how many minutes behind the wheel?", "A -> B by bike. Metres and a time estimate",
"on foot, A to B comes to how many metres?", "Can I do A to B on foot in ten minutes or less?", "Is A to B walkable in
under half an hour?".

What makes it a trip: a way of travel said anywhere (a table below), two places joined by 'to' or an arrow, and a
measure asked (how far, how long, metres, minutes, or a time it must fit in). The plain question asks for the
distance and the time along the way of travel, or whether the trip fits the time said; the reader reads that whole.
Questions with more than two places (a tour) or another kind of place asked for are left to their own readers.
"""

from __future__ import annotations

import re

from georeact.reading.model import QuestionReading
from georeact.reading.tours import TIME_AMOUNT

# the way of travel, by the words people use for it: (its verb, its words)
_MODES = [
    ("walk", r"on foot|by foot|walk(?:s|ed|ing|able)?|strolling|stroll|afoot"),
    ("cycle", r"by (?:bike|bicycle)|cycl(?:e|es|ed|ing)|bik(?:e|es|ing)|in the saddle|pedal(?:s|ling|ing)?"),
    ("drive", r"by (?:car|road|taxi|van|truck|lorry)|(?:my|our|the|a) (?:van|truck|lorry)|driv(?:e|es|ing|en)|"
              r"behind the wheel|road distance|car (?:ride|trip)|"
                         r"metres of road|meters of road"),
]
# a place: capitalised words and the small words names have, or a name the question writes as the data does
_PLACE = (r"(?:the\s+)?(?-i:[A-Z0-9ÄÖÜÉ])[\w'’.&²-]*(?:\s+(?:(?:of|de|du|des|la|le|am|an|der|im|zum|zur|von|van|del|di|"
          r"und|on|by|the|für|in|&)\s+)*(?-i:[A-Z0-9ÄÖÜÉ])[\w'’.&²-]*)*"
          r"(?:(?<=['’]s)\s+(?-i:[a-z])[\w-]+)?")   # "Martha Lind's stolperstein"
_LEAD = r"(?:^\s*|[,:;.!?]\s+|\b(?:from|driving|walking|cycling|biking|riding|do|is|drive|walk|cycle|ride|get|make|going|go|" \
        r"trip|journey|commute|route|run)\s+)"   # ('car trip A -> B, how many km')
_PAIR = re.compile(rf"{_LEAD}(?!(?:is|are|can|could|would|will|how|what|which|do|does|i|i'm|im)\b)(?P<a>{_PLACE})\s+(?:(?:over|across|down|up|on|back)\s+)?(?:to|->|→|=>|–>|-->)\s+"
                   rf"(?P<b>{_PLACE})(?=\s*(?:[-–,:;?!.(]|\s(?:by|on|in|how|walking|driving|cycling|biking|riding|later|"
                   rf"comes?|is|are|was|walkable|doable|and|for|with|tomorrow|today|tonight|within|under|where|twice|once|every|daily|each)\b|$))",
                   re.IGNORECASE)
# The two ends said apart: where the trip starts ('I'm coming from Y', 'setting off from Y') and where it ends, said
# by what happens there ('meeting friends at X', 'I need to be at X', 'getting to X'): each end once.
_ORIGIN = re.compile(rf"\b(?:(?:coming|leaving|setting off|starting|setting out|heading (?:out|over)|walking|cycling|biking|"
                     rf"driving|riding)\s+(?:\w+\s+)?from|pick(?:ing)?\s+(?:\w+\s+){{0,2}}?up\s+(?:at|from)|"
                     rf"(?:i'?m|i’m|i am|we'?re|we’re|we are)\s+(?:at|outside|in front of)|"
                     rf"(?:lands?|landing|landed|touch(?:es)?\s+down)\s+at)\s+(?P<a>{_PLACE})",
                     re.IGNORECASE)   # ('picking my son up at A and dropping him off at B')
_DESTINATION = re.compile(rf"\b(?:meet(?:ing)?\s+(?:\w+\s+){{0,2}}?at|(?:be|arrive|arriving)\s+at|(?:get|getting)\s+to|"
                          rf"(?:heading|headed|going)\s+to|(?:walk|drive|cycle|bike|ride|go)\s+(?:over\s+|across\s+)?to|drop(?:ping)?\s+(?:\w+\s+){{0,2}}?(?:off\s+)?at)\s+(?P<b>{_PLACE})",
                          re.IGNORECASE)
_MEASURE = re.compile(r"\bhow (?:far|long|many|much)\b|\b(?:metres|meters|kilometres|kilometers|km|miles|minutes|mins|"
                      r"distance|time estimate|travel time|how long)\b|\bwalkable\b|\bdoable\b", re.IGNORECASE)
# the time the trip must fit: '20 minutes', 'half an hour', 'a quarter of an hour' (said as tours.py reads it)
_DURATION = re.compile(rf"\b(?:in|within)\s+(?:(?:under|less than|at most|no more than)\s+)?(?P<dur>{TIME_AMOUNT})"
                       r"(?:\s+or\s+(?:less|under))?\b", re.IGNORECASE)
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
    tonight tomorrow morning evening road roads street streets route way trip ride walk walking walks walkable
    stroll strolling on foot bike bikes biking cycle cycling cycles bicycle saddle pedal pedalling drive driving
    drives car behind wheel taxi doable under less than within or more ten five fifteen twenty thirty half quarter
    comes come total along over across down up back just going go heading headed then so ok okay hey hi are we
    talking looking expect expecting guess say i'll we'll i've we've i'd we'd be you your kids kid children family
    friends friend where parked them they needs van truck lorry coming leaving starting setting off out heading
    meeting meet arrive arriving getting
    twice once times a week weekday weekdays daily every day week month usually often always regularly
    son daughter wife husband partner mum mom dad mother father brother sister grandma grandpa
    picking pick dropping drop off up him her flight plane lands landing landed touch touches
    """.split())


def trip_said(question: str) -> str | None:
    """The plain question a trip between two places asks, or None when the question says no such trip."""
    mode = next((m for m in _MODES if re.search(rf"\b(?:{m[1]})\b", question, re.IGNORECASE)), None)
    budget = _DURATION.search(question)
    if mode is None or not (_MEASURE.search(question) or budget) or _NOT_A_TRIP.search(question):
        return None
    ends = _ends(question)
    if ends is None:
        return None
    (a, b), spans = ends
    # (an aside in brackets is chat: 'My flight lands at A (long story). Could I walk to B ...')
    rest = re.sub(r"\([^()]*\)", " ", " ".join(question[start:end] for start, end in spans))
    if any(word not in _TRIP_WORDS and not word.isdigit() for word in re.findall(r"[a-z']+", rest.casefold())):
        return None   # something else is asked besides the trip
    if budget is not None:
        return f"Can I {mode[0]} from {a} to {b} in {budget['dur']}?"
    return f"How long does it take to {mode[0]} from {a} to {b}?"   # (answered with the distance and the time)


def _ends(question: str) -> tuple[tuple[str, str], list[tuple[int, int]]] | None:
    """The trip's two places and the spans of the question around them: 'A to B', or a start and an end said
    apart; None unless exactly one trip is said."""
    pairs = list(_PAIR.finditer(question))
    if len(pairs) == 1:
        found = [pairs[0].span("a"), pairs[0].span("b")]
    elif not pairs and len(starts := list(_ORIGIN.finditer(question))) == 1 and \
            len(arrivals := list(_DESTINATION.finditer(question))) == 1:
        found = [starts[0].span("a"), arrivals[0].span("b")]
    else:
        return None
    (a_start, a_end), (b_start, b_end) = found
    a, b = question[a_start:a_end].strip(), question[b_start:b_end].strip().rstrip(".!")   # ('... to B. How far')
    first, second = sorted(found)
    return (a, b), [(0, first[0]), (first[1], second[0]), (second[1], len(question))]


def read_trip(question: str, reading: QuestionReading, read) -> QuestionReading:
    """The reading of the trip the question says, when it reads whole and the reading as said is no such trip (or
    one whose places run on past the trip's: "Martha Lind's stolperstein walkable")."""
    if (plain := trip_said(question)) is None or plain == question:   # (the plain question is read as it is)
        return reading
    trip = read(plain)
    if not trip.complete or trip.metric != "distance" or len(trip.anchors) != 2:
        return reading
    if reading.complete and reading.metric == "distance" and reading.travel_mode and len(reading.anchors) == 2 and \
            not any(said != meant and said.startswith(meant) for said, meant in zip(reading.anchors, trip.anchors)):
        return reading
    return trip.model_copy(update={"question": question})
