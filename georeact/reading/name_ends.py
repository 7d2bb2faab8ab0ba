"""A place's name ends where the loaded name ends: "dinner at Zum Seppl tonite, what's the phone of the cafe closest
to it" names Zum Seppl, not 'Zum Seppl tonite'; "the cafe closest to Waku Ghin doing takeaway" names Waku Ghin.

The reader finds where a name ends by the words that end a sentence's parts ('which', 'within', 'how far' ...), and
people in a chat run their clauses on without them. The loaded data knows its names: a place the reading took that
is no loaded name, but starts with one followed by words no loaded name goes on with, is that name, when what
follows starts a new part of the sentence (a '?', a ':', 'i', 'we' ...) or says no kind of place ('Vaduz castle'
stays whole: a castle is asked for). Every reader of places (descriptions, aggregates, tours) is covered here at
once, after the reading.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Protocol

from georeact.reading.data_scope import DATA_OF
from georeact.reading.features import KIND_SAID_SHORT
from georeact.reading.model import QuestionReading
from georeact.reading.names import everyday, reader_words

_TOKEN = re.compile(r"[^\W_]+")
# What follows a name and starts another part of the sentence, whatever its words
_NEW_PART = re.compile(r"\s*(?:[?!;:]|\.\.|[-–—]\s)|\s+(?:i|i'm|im|we|we're|you|they|he|she)\b|"
                       # a sentence ending after the name: 'I'm at Häagen-Dazs. If we meet ...' (not 'St. Georg')
                       r"\.\s+(?:if|by|on|in|at|what|which|how|is|are|can|could|do|does|and|but|so|then|i|we|my|our|"
                       r"it|its|they|there|when|where|who|will|would|please|also)\b", re.IGNORECASE)
_THE = re.compile(r"^the\s+", re.IGNORECASE)
# words after a name that go on with it: where it is ('the Casino in Monte Carlo', 'the Rathaus in Heidelberg'),
# or a word joining the parts of a longer name ('Kino Latücht u. Medienwerkstatt')
_GOES_ON = re.compile(r"\s*(?:(?:in|at|on|near|by|of|off|am|an|im|bei)\s+(?:the\s+)?(?-i:[A-Z0-9À-ÖØ-Þ])|"
                      r"(?:u\.?|und|and|&|y|et|e)\s+(?-i:[A-Z0-9À-ÖØ-Þ])|"   # ('X and' before the next ask: no name)
                      r"(?:de|du|des|da|di|del|der|la|le|von|van|zum|zur)\b)", re.IGNORECASE)


class Names(Protocol):
    def known(self, text: str) -> bool: ...           # a loaded name, or a way it is said short
    def goes_on(self, text: str) -> bool: ...         # some loaded name starts with these words


def ended_at_names(reading: QuestionReading, names: Names,
                   kind_of_place: Callable[[str], bool]) -> QuestionReading:
    """The reading with every place it names cut at the loaded name it starts with (see the module's words)."""
    def end(place: str | None) -> str | None:
        return None if place is None else _ended(place, names, kind_of_place)

    described, respanned = {}, {}
    for span, description in reading.described.items():
        ended = ended_at_names(description, names, kind_of_place)
        respanned[span] = _respanned(span, description, ended)
        described[respanned[span]] = ended
    update: dict[str, object] = {
        "anchors": [respanned[a] if a in reading.described else end(a) for a in reading.anchors],
        "region": end(reading.region), "towards": end(reading.towards),
        "candidates": [end(c) for c in reading.candidates], "stops": [end(s) for s in reading.stops],
        "described": described,
        "operands": [ended_at_names(o, names, kind_of_place) for o in reading.operands],
        "then": reading.then and ended_at_names(reading.then, names, kind_of_place),
    }
    if reading.operation == "sum" and len(update["operands"]) > 2:
        # a leg from a place to itself ('A to B by car, then B to C': 'B by car' cut to B) is no leg of the trip
        update["operands"] = [o for o in update["operands"] if not (o.metric == "distance" and len(o.anchors) == 2 and
                                                                    o.anchors[0].casefold() == o.anchors[1].casefold())]
    if reading.aggregate is not None:
        update["aggregate"] = reading.aggregate.model_copy(
            update={"anchor": end(reading.aggregate.anchor), "region": end(reading.aggregate.region)})
    changed = {key: value for key, value in update.items() if value != getattr(reading, key)}
    return reading.model_copy(update=changed) if changed else reading


def _respanned(span: str, description: QuestionReading, ended: QuestionReading) -> str:
    """The description's phrase ending where its own place now ends ('the food court nearest Super Heroes Cafe be'
    is 'the food court nearest Super Heroes Cafe')."""
    last = description.anchors[-1] if description.anchors else None
    if last is None or ended.anchors[-1] == last or not span.endswith(last):
        return span
    return span[:len(span) - len(last)] + ended.anchors[-1]


def _ended(place: str, names: Names, kind_of_place: Callable[[str], bool]) -> str:
    bare = _THE.sub("", place)
    if names.known(bare) or DATA_OF.fullmatch(place):   # 'Baltimore data' is the data, not a name to cut
        return place
    if bare != place and kind_of_place(bare.casefold()):   # 'the power generator': a kind, not 'Power' and a word
        return place
    tokens = list(_TOKEN.finditer(place))
    for count in range(len(tokens) - 1, 0, -1):
        cut = tokens[count - 1].end()
        head, rest = place[:cut], place[cut:]
        said = _THE.sub("", head)
        if not (names.known(said) or names.known(head)) or not (_NEW_PART.match(rest) or not _GOES_ON.match(rest) and
                                         _says_no_kind(rest, kind_of_place)):
            continue
        if names.goes_on(f"{said} {tokens[count].group(0)}"):
            continue   # a longer name said with a slip: left whole for the name search
        if count == 1 and not _NEW_PART.match(rest) and not ordinary(tokens[1].group(0)):
            continue   # 'schloss sanssouci' is no building 'Schloß' and chatter: a one-word name goes on in a rare word
        return head
    return place


def ordinary(word: str) -> bool:
    """A word of everyday English or of the reader's tables ('doing', 'open'), not a name's own ('sanssouci')."""
    return word.casefold() in reader_words() or everyday(word.casefold())


def _says_no_kind(rest: str, kind_of_place: Callable[[str], bool]) -> bool:
    """Lower-case words after a name that ask for no kind of place ('tonite', 'doing', 'open then')."""
    words = _TOKEN.findall(rest)
    # ('the X light' said last is the lighthouse named X; 'X light in Y' is cut at X, which the search finds in Y)
    return bool(words) and words[0][0].islower() and not (len(words) == 1 and words[0].casefold() in KIND_SAID_SHORT) and \
        not any(kind_of_place(" ".join(words[i:j])) for i in range(len(words)) for j in range(i + 1, min(i + 3, len(words)) + 1))
