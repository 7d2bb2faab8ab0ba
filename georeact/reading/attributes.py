"""The attributes a named place is asked about: one table (reading/data/attributes.yaml) read by the question's
reader (the cue words), DescribePlace (the tags) and the answer (how it is said)."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel

TABLE = Path(__file__).resolve().parent / "data" / "attributes.yaml"


class AttributeSpec(BaseModel):
    name: str
    tags: list[str]
    cue: re.Pattern[str]
    answer: Literal["value", "yes_no", "hours"] = "value"
    says: str | None = None
    says_value: str | None = None   # how a place with one value is said ('is on level {value}')
    says_at_least: str | None = None   # how a place with a figure at least this is said ('has {value} stars or more')
    word: str | None = None
    flat: bool = False
    alone: bool = False   # asked, it answers the question whole: no second attribute is asked beside it
    inverted: bool = False   # a yes-or-no tag that says the opposite ('oneway:bicycle=no': bikes may go both ways)
    implied: dict[str, str] = {}   # the value a kind tag implies when no tag says it ('highway=footway': no cars)
    values: dict[str, str] = {}   # a value in words, what the place then is ('private': 'is private ...')
    # asked of a whole street ('does S go over a bridge anywhere'): the tag, on any of its ways, with the values that
    # mean yes (none listed: any value but 'no')
    along: dict[str, list[str]] = {}
    # another attribute asked beside this one that means an attribute of its own here ('can you park along S, and is
    # it free': the fee of the parking, not of the street)
    beside: dict[str, str] = {}
    verdict: dict[str, Literal["yes", "no"]] = {}   # a value's yes or no, when the question asks one ('can I park')
    at_a_moment: bool = False   # read at the moment the question says ('open on Sunday', 'emptied on Saturday')
    # words that ask the opposite of what the tag says ('is it free' of a fee): the yes or no is turned round
    opposite: re.Pattern[str] | None = None
    # a value asked whether the place has ('is X Lutheran?', 'does X serve pizza?'): the question's shape, its `value`
    # group the value and its `said` group what is no part of the place's name; a value it asks is also said by the
    # narrower values `value_kin` lists ('protestant': a lutheran church is one); `lists_some`: the tag names some of
    # what the place has, so a value it does not name is not listed, no 'no' (a pizzeria's cuisine may say 'italian')
    value_asked: re.Pattern[str] | None = None
    value_kin: dict[str, list[str]] = {}
    lists_some: bool = False

    @property
    def spoken(self) -> str:
        return self.word or self.name.replace("_", " ")


def _per_language(name: str, row: dict) -> dict[str, dict]:
    """A row with `languages` ({language: code}) as one row per language, its text filled in ('name_in' is
    'name_in_german', read from name:de); any other row as it is."""
    if "languages" not in row:
        return {name: row}
    template = {key: value for key, value in row.items() if key != "languages"}

    def filled(value: object, language: str, code: str) -> object:
        if isinstance(value, str):
            return value.format(language=language, Language=language.capitalize(), code=code)
        return [filled(item, language, code) for item in value] if isinstance(value, list) else value

    return {f"{name}_{language}": {key: filled(value, language, code) for key, value in template.items()}
            for language, code in row["languages"].items()}


@cache
def attributes() -> dict[str, AttributeSpec]:
    raw = yaml.safe_load(TABLE.read_text(encoding="utf-8"))
    rows = {name: row for table_name, table_row in raw.items() for name, row in _per_language(table_name, table_row).items()}
    return {name: AttributeSpec(name=name, **{**row, "cue": re.compile(row["cue"], re.IGNORECASE),
                                              **{key: re.compile(row[key], re.IGNORECASE) if row.get(key) else None
                                                 for key in ("opposite", "value_asked")}})
            for name, row in rows.items()}


ATTRIBUTE_NAMES: tuple[str, ...] = tuple(attributes())
# the languages a name is asked in ('the German name of X'), as the table lists them
LANGUAGES: frozenset[str] = frozenset(language for row in yaml.safe_load(TABLE.read_text(encoding="utf-8")).values()
                                      for language in row.get("languages", {}))
# Tag values that say yes for a yes-or-no attribute (wheelchair=designated, internet_access=wlan), and those that say
# 'in part' (wheelchair=limited): the answer's words and GenerateSQL's template read the same sets.
YES_VALUES: tuple[str, ...] = ("yes", "designated", "only", "wlan", "wifi", "wired", "terminal", "public", "customers",
                               "permissive", "true", "-1")   # (oneway=-1: one way, against the way's drawing)
PARTLY_VALUES: tuple[str, ...] = ("limited", "partial", "some", "seasonal", "partly", "outside", "separated",
                                  "isolated")   # smoking=outside: only outside


def asked_attribute(question: str, free: Callable[[int, int], bool] = lambda start, end: True,
                    flat: bool = False, yes_no: bool = False) -> tuple[str, tuple[int, int]] | None:
    """The first attribute (in the table's order; with `flat`, of those the flat reader takes; with `yes_no`, of the
    yes-or-no ones) whose cue the question says, where `free(start, end)`; its span."""
    for spec in attributes().values():
        if (flat and not spec.flat) or (yes_no and spec.answer != "yes_no"):
            continue
        if match := next((m for m in spec.cue.finditer(question) if free(*m.span()) and
                          not _in_a_kind(question, *m.span())), None):
            return spec.name, match.span()
    return None


def cue_parts(question: str, attribute: str, span: tuple[int, int]) -> list[tuple[int, int]]:
    """The spans of the words that ask an attribute, found at `span`: without the gap between a cue's two parts,
    where the place may be said ('is the wifi at X free': 'wifi' and 'free')."""
    match = attributes()[attribute].cue.match(question, span[0])
    # (a cue of several forms names each form's gap 'gap', 'gap2', ...: a name is one group's only)
    gap = next((match.span(name) for name in match.re.groupindex if name.startswith("gap") and match[name]), None) \
        if match is not None else None
    return [span] if gap is None else [(span[0], gap[0]), (gap[1], span[1])]


def asked_value(question: str) -> tuple[str, str, tuple[int, int]] | None:
    """(attribute, the value as said, the span of the words that ask it) of a question asking whether a place has
    a value ('is X Lutheran?'); None for any other question."""
    for spec in attributes().values():
        if spec.value_asked is not None and (match := spec.value_asked.search(question)) is not None:
            return spec.name, match["value"], match.span("said")
    return kind_asked(question)


# 'is X a restaurant as well (or only a guest house)?', 'is X also a museum': whether a named place is of a kind, said
# last; the kind's words must name a kind of place, so 'is X a long way from Y' asks nothing of the sort
_KIND_ASKED = re.compile(r"^\s*(?:is|was|isn't)\s+(?!(?:there|it|this|that|here)\b)\S.*?(?P<said>\s+(?:(?:also|really|"
                         r"actually|still|just|in fact)\s+)?an?\s+(?P<value>[a-z][\w'’ -]*?)(?:,?\s+(?:as well|too|also|"
                         r"at the same time))?(?:,?\s+or\s+(?:is it\s+)?(?P<only>just|only|merely|simply|solely)?\s*"
                         r"(?:an?\s+)?[a-z][\w'’ -]*?)?)\s*(?:,?\s*(?:or not|right|yes or no))?\s*[?.!]*\s*$", re.IGNORECASE)


def kind_asked(question: str) -> tuple[str, str, tuple[int, int]] | None:
    """('kind', the kind as said, the span of the words that ask it) of a question asking whether a named place is of
    a kind; None when the words name no kind of place."""
    from georeact.reading.features import lookup   # (the vocabulary loads the attributes' table)

    match = _KIND_ASKED.match(question)
    if match is None or lookup(match["value"]) is None:
        return None
    return "kind", match["value"], match.span("said")


def kind_choice(question: str) -> bool:
    """Whether a kind asked of a place is one of two offered ('is X a cafe or a bar?'): no yes or no answers it;
    'a restaurant as well, or only a guest house' still asks about the first."""
    match = _KIND_ASKED.match(question)
    return match is not None and re.search(r"\bor\b", match["said"], re.IGNORECASE) is not None and not match["only"]


def has_value(spec: AttributeSpec, value: str, asked: str) -> bool:
    """Whether a tag's value says the value asked ('roman_catholic' says 'catholic'; 'lutheran' says
    'protestant' when the spec lists it as kin)."""
    def words(text: str) -> str:
        return " ".join(re.split(r"[\s_-]+", text.casefold().strip()))

    from georeact.reading.english import singular   # (inflect loads only when a value is asked)

    asked = re.sub(r" food$", "", words(asked))   # ('thai food': cuisine=thai)
    *first, last = asked.split(" ")
    forms = {asked, " ".join([*first, singular(last) or last])}   # ('burgers': cuisine=burger)
    said = [words(part) for part in re.split(r"[;,]", value) if part.strip()]
    kin = {words(k) for form in forms for k in spec.value_kin.get(form, [])}
    return any(re.search(rf"(?:^| ){re.escape(form)}(?: |$)", part) for form in forms for part in said) or \
        any(part in kin for part in said)


_WORD = re.compile(r"[\w'’&]+(?:-[\w'’&]+)*")
# 'is the museum ' before a cue that ends the question: the cue is what is asked of the place, no word of its kind
_ASKED_LAST = re.compile(r"(?:\s+[\w-]+){0,2}(?:\s+in\s+(?:the\s+)?[\w-]+(?:\s+(?:data|extract|map))?)?[\s?.!]*")
_SAID_OF_IT = re.compile(r"\b(?:is|are|was|were)\s+(?:(?P<the>the|this|that)\s+(?:[\w'’-]+\s+){1,4}|"
                         r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]*\s+(?:[\w'’-]+\s+){0,3})$", re.IGNORECASE)   # ('is X guest house ...')
_KIND_WORDS = 4   # the longest kind of place said in words ('place of worship')


def _in_a_kind(question: str, start: int, end: int) -> bool:
    """Whether an attribute's cue is a word of a kind of place said there: 'the smoking area' asks no smoking
    policy."""
    from georeact.reading.features import lookup   # the vocabulary loads the attributes' table

    words = list(_WORD.finditer(question))
    at = [i for i, w in enumerate(words) if w.start() < end and w.end() > start]
    if not at:
        return False
    if (said := _SAID_OF_IT.search(question[:start])) is not None and _ASKED_LAST.fullmatch(question[end:]) and \
            (said["the"] or re.fullmatch(r"(?:\s+accessible)?[\s?.!]*", question[end:])):
        # 'is the museum wheelchair accessible?', 'is X guest house wheelchair accessible' (a name: the cue ends the
        # question): said of the place, at the question's end
        return False
    first, last = at[0], at[-1]
    def describes(i: int, j: int) -> bool:
        # words around the cue that make a kind of it: not only an article ('a drive-through'), and none a name's
        # ('Old Mill Chapel wheelchair accessible' is no kind of chapel)
        around = [w.group() for w in words[i:j + 1] if w.end() <= start or w.start() >= end]
        return any(w.casefold() not in _DETERMINERS for w in around) and not any(w[:1].isupper() for w in around)

    # a kind that goes past the cue's words ('smoking area'), not one the cue is made of ('which bank')
    return any(lookup(question[words[i].start():words[j].end()].lower()) is not None
               for i in range(max(0, last - _KIND_WORDS + 1), first + 1)
               for j in range(max(last, i + 1), min(len(words), i + _KIND_WORDS))
               if (words[i].start() < start or words[j].end() > end) and describes(i, j)) \
        or _the_place_said(question, words, first, last)


# 'the pay toilet', 'the lit staircase': the place pointed at, said with 'the' and up to two describing words
_THE_DESCRIBED = re.compile(r"\bthe\s+(?:(?-i:[a-z])[\w-]*\s+){0,2}$", re.IGNORECASE)


def _the_place_said(question: str, words: list[re.Match[str]], first: int, last: int) -> bool:
    """Whether the cue's words are the place pointed at with 'the' ('who runs the toilet in X' asks no toilets, 'the
    lit staircase' no lighting): the cue is a kind of place itself, or a describing word its kind after it has."""
    from georeact.reading.deterministic import option_of
    from georeact.reading.features import lookup

    before = _THE_DESCRIBED.search(question[:words[first].start()])
    if before is None or any(lookup(w.lower()) is not None or w.lower() in _NOT_DESCRIBING
                             for w in question[before.start():words[first].start()].split()[1:]):
        return False   # ('does the museum have toilets': a kind, then a verb, before the cue)
    if re.match(r"\s+(?:of|for)\s", question[words[last].end():], re.IGNORECASE):
        return False   # 'what the trail marker of X looks like': X's, asked
    cue = question[words[first].start():words[last].end()].lower()
    if lookup(cue) is not None:
        return True
    return any(option_of(cue, question[words[last + 1].start():words[j].end()].lower())
               for j in range(last + 1, min(len(words), last + 1 + _KIND_WORDS)))


# words between 'the' and a cue that make it no description of a place ('the museum have toilets')
_NOT_DESCRIBING = {"have", "has", "had", "got", "offer", "offers", "provide", "provides", "is", "are", "there", "any",
                   "with", "and", "or", "of", "in", "at", "on"}


# words before a cue that make no kind of it: 'a drive-through' is the cue said with its article
_DETERMINERS = {"a", "an", "the", "any", "some", "its", "their", "own"}
