"""An attribute of one place that no row of attributes.yaml names, asked by the words of its tag: 'what is the power
source of the generator in X' (power_source, generator:source), 'what's the roof shape of Y' (roof:shape), 'the
bridge structure of Z' (bridge:structure). Issue 44 asks for 'any tag asked by its everyday word'.

The reader takes the words in two frames, 'what/which is the <words> of <place>' and 'what (kind of) <words> does
<place> ...', and only when each word (or the word mappers write for it, tag_words.yaml) is a word of some tag key (the keys and labels of the iD presets' fields, the attribute table's tags): 'what is the
distance of ...' or 'what is the best cafe of ...' never read as a tag. DescribePlace then reads the words against
the keys of the place's own tags (`keys_for`): a key whose words hold every word said, else the one key that holds the
last (the head noun: 'power source' finds generator:source when there is no power_source); two keys as near (a
building's and its roof's colour) are both given. None found: the place has no such tag, said as 'not tagged'.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import cache

from georeact.reading.attributes import attributes
from georeact.reading.tag_words import tag_words
from georeact.reading.vocabulary import _singular, data, fold, lookup

_LEAD = r"^\s*(?:(?:hey|hi|so|ok|okay|quick question)\b[,:!]?\s*)?"
_WORDS = r"(?P<words>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)"
# 'what's the roof shape of ...', 'which is the operator ...', 'hey, what is the bridge structure for ...'
_FRAME = re.compile(_LEAD + r"(?:whats|what|which)(?:['’]s|\s+(?:is|are|was|were))?\s+(?:the\s+)?" + _WORDS +
                    r"\s+(?:of|for|on)\s+(?=the\s|(?-i:[A-Z0-9À-ÖØ-Þ]))", re.IGNORECASE)
# 'what kind of plug does the charging station take', 'what type of roof is on X', 'which fuel does X sell'
_KIND_OF = re.compile(_LEAD + r"(?:what|which)\s+(?:(?:kind|type|sort)s?\s+of\s+)?" + _WORDS +
                      r"\s+(?:does|do|did|is|are|was|were|can|will)\s+(?=the\s|(?-i:[A-Z0-9À-ÖØ-Þ]))", re.IGNORECASE)
# 'is the clock an analog one or a digital one?', 'is the track asphalt or gravel': the values offered, at the end
_EITHER = re.compile(r"(?:\b(?:an?|made of)\s+)?\b(?P<a>[a-z][a-z-]*)(?:\s+one)?\s*,?\s+or\s+(?:an?\s+|made of\s+)?"
                     r"(?P<b>[a-z][a-z-]*)(?:\s+one)?(?=\s*[?.!]*\s*$)", re.IGNORECASE)
# 'does Hotel X have a restaurant', 'does Camping Y have showers': a facility of one place, asked by the word of its tag
_HAS = re.compile(_LEAD + r"(?:does|do)\s+(?P<place>(?:the\s+)?(?-i:[A-Z0-9À-ÖØ-Þ])[^?]*?)\s+(?:have|offer|got)\s+"
                  r"(?:(?:a|an|any|its own|their own|its|their)\s+)?" + _WORDS + r"\s*[?.!]*\s*$", re.IGNORECASE)
# a name holding a kind of place ('Hotel X', 'X Guesthouse', 'Camping Y'): one place, not a town (written with capitals)
KIND_WORD_IN_NAME = re.compile(r"(?-i:\b(?:Hotel|Hótel|Hostel|Guesthouse|Guest House|Gistihús|Camping|Campsite|Camp|Inn|"
                                r"Lodge|Motel|Restaurant|Café|Cafe|Bar|Pub|Museum|Church|Chapel|Kirkja|Farm|Resort|Spa|"
                                r"Cottage|Cottages|Apartments|B&B|Hut|Skáli|Skálinn)\b|kirkja\b|skáli\b)")


_ASKS_WHICH = re.compile(r"^\s*(?:(?:hey|hi|so|ok|okay)\b[,:!]?\s*)?(?:is|are|was|were|does|do|has|have)\b", re.IGNORECASE)
_OR = re.compile(r"\s*,?\s+or\s+")
_KEY_SPLIT = re.compile(r"[:_\s-]+")
# words the frame takes that are asked of places, not of a tag: other readers' questions ('what is the distance of A
# from B', 'what is the area of the park', 'which is the nearest cafe of ...', 'what is the name of the X')
_NOT_TAG_WORDS = {"distance", "area", "size", "length", "population", "direction", "way", "route", "time", "name",
                  "number", "total", "sum", "difference", "average", "mean", "percentage", "share", "ratio", "count",
                  "nearest", "closest", "best", "biggest", "largest", "smallest", "longest", "shortest", "highest",
                  "lowest", "tallest", "oldest", "newest", "most", "least", "first", "last", "one", "location",
                  "position", "coordinate", "centre", "center", "kind", "type", "sort", "category", "point", "part",
                  "end", "start", "middle", "side", "top", "bottom", "history", "story", "meaning", "purpose", "deal",
                  "rest", "list", "map", "data", "extract", "town", "city"}

# sizes said in two words, each of which a key has ('the water surface of the pond' is its area)
_SIZES = {"water surface", "surface area", "floor area", "ground area"}


@cache
def _key_words() -> frozenset[str]:
    """Every word of a tag key people map: the iD presets' field keys and labels, the attribute table's tags."""
    fields = data().fields.values()
    keys = [field.key for field in fields if field.key]
    keys += [tag for spec in attributes().values() for tag in spec.tags]
    words = {_singular(word) for key in keys for word in _KEY_SPLIT.split(fold(key)) if len(word) > 1}
    words |= {_singular(word) for field in fields for word in re.findall(r"[a-z]+", fold(field.label)) if len(word) > 1}
    words |= {_singular(word) for written in tag_words().said.values() for word in written}   # 'socket' (plug)
    return frozenset(words - {"of", "the", "and", "or", "a", "an", "for", "in", "on", "to"})


@cache
def _field_options() -> tuple[frozenset[str], ...]:
    """The values each iD preset field offers (display: analog, digital, ...), folded, '_' as a space."""
    return tuple(frozenset(fold(value).replace("_", " ") for value in field.options)
                 for field in data().fields.values() if len(field.options) > 1)


def _value(word: str) -> str:
    return fold(word).replace("_", " ").strip()


def either(said: str) -> list[str]:
    """The values a phrase offers ('an analog one or a digital one': analog, digital); [] when it offers none."""
    parts = _OR.split(said.strip())
    if len(parts) != 2:
        return []
    return [_value(re.sub(r"^(?:an?|made of)\s+|\s+one$", "", part.strip(), flags=re.IGNORECASE)) for part in parts]


def _words(said: str) -> list[str]:
    return [_singular(word) for word in re.findall(r"[a-z]+", fold(said))]


def asked_tag(question: str, free: Callable[[int, int], bool] = lambda start, end: True) -> tuple[int, int] | None:
    """The span of the tag's words the question asks of one place ('power source'), or None."""
    if _ASKS_WHICH.match(question) and (offered := _EITHER.search(question)) is not None and \
            free(*offered.span()) and any({_value(offered["a"]), _value(offered["b"])} <= options
                                          for options in _field_options()):
        return offered.span()   # two values one field offers: which of them the place's tag holds
    for frame in (_FRAME, _KIND_OF, _HAS):
        found = frame.match(question)
        if found is None or not free(*found.span("words")):
            continue
        words = _words(found["words"])
        if frame is _HAS:
            if KIND_WORD_IN_NAME.search(found["place"]) is None or not words or \
                    not all(any(said in _key_words() or lookup(said) is not None for said in _said(word)) for word in words):
                continue   # ('does Eastbrook have a bakery': a town's places, read by the composing reader)
            return found.span("words")   # 'does Hotel X have a restaurant': its tag, if it has one
        if lookup(found["words"]) is not None:
            continue   # 'what kind of shops does the Old Town have': kinds of place, not a tag
        if words and not any(word in _NOT_TAG_WORDS for word in words) and " ".join(words) not in _SIZES and \
                all(any(said in _key_words() for said in _said(word)) for word in words):
            return found.span("words")
    return None


def _said(word: str) -> list[str]:
    """A word and the words mappers write for it ('plug': socket; reading/data/tag_words.yaml)."""
    return [word, *tag_words().said.get(word, [])]


def keys_for(said: str, tags: Mapping[str, object], skipped: Callable[[str], bool]) -> list[str]:
    """The place's tag keys the words `said` name: the shortest of those whose words hold every word said ('height',
    not 'roof:height'; 'colour' of a building with building:colour and roof:colour: both), else the one key that
    holds the last word; of values offered ('analog or digital'), the keys holding one of them. `skipped`: keys never answered (names, sources, ids)."""
    if offered := either(said):   # the keys whose value is one of the values offered
        return sorted(key for key, value in tags.items() if not skipped(key) and _value(str(value)) in offered)
    words = _words(said)
    if not words:
        return []
    keys = {key: set(_words(key)) for key in tags if not skipped(key)}   # ('generator:source': generator, source)
    every = [key for key, held in keys.items() if all(held & set(_said(word)) for word in words)]
    if every:
        fewest = min(len(keys[key]) for key in every)
        return sorted(key for key in every if len(keys[key]) == fewest)
    head = [key for key, held in keys.items() if held & set(_said(words[-1]))]
    return head if len(head) == 1 else []
