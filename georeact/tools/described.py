"""'the two-seater bench', 'the grade three track', 'the grit bin with the note on it', 'the nameless hotel': a kind
of place said with words its tags carry, where no preset field or option says them.

People point at an unnamed place by what the map says of it. The words said beside the kind are matched against
the words of each row's tags (keys and values, split at '_', ':' and between letters and digits; a number said as a
word is its digits; reading/data/tag_words.yaml turns everyday words into the words mappers use), and the kind is
narrowed to the rows that carry every one of them. A word no row carries leaves the phrase unread (None), never a
guess: 'the Old Mill hotel' is a name, not a hotel whose tags say 'old' and 'mill'.
"""

from __future__ import annotations

import re

from pydantic import BaseModel

from georeact.geo.units import NUMBER_WORDS
from georeact.reading.deterministic import option_of
from georeact.reading.features import FeatureFilter, lookup
from georeact.reading.tag_words import skipped_key, tag_words
from georeact.reading.vocabulary import _singular, fold, normalize_phrase
from georeact.tools.base import ToolContext, memoised

ROWS = 20_000          # the rows of a kind read at most (the national extract's benches are a few thousand)
ALTERNATIVES = 12      # more sets of matched tags than this: the words narrow nothing a person could mean
_DENYING_VALUES = {"no", "none", "false"}   # the values that say a thing is not there
_MIN_PREFIX = 4        # 'seat' in 'seater', 'hotel' in 'hotelgäste': a word and a tag word this long may share a start


class Described(BaseModel):
    groups: list[list[str]]   # each group's words are carried by one tag of every row: ['2', 'seater'], ['no', 'pram', 'ramp']
    unnamed: bool = False
    named: bool = False


_WORD = re.compile(r"[a-z]+|\d+(?:\.\d+)?")


def read_words(said: str) -> Described | None:
    """The tag words a phrase says, grouped by the tag that must carry them (None when it says none): 'with the note
    on it' -> [['note']], 'two-seater' -> [['2', 'seater']] (a number and the word it counts are one tag's:
    seats=2), 'no pram ramp' -> [['no', 'pram', 'ramp']] (a negation and what it denies), 'nameless' -> unnamed."""
    table = tag_words()
    text = " " + fold(said).replace("'s ", " ").replace("’s ", " ") + " "
    unnamed = named = False
    for phrase in sorted(table.unnamed, key=len, reverse=True):
        if f" {phrase} " in text:
            unnamed, text = True, text.replace(f" {phrase} ", " ")
    for phrase in sorted(table.named, key=len, reverse=True):
        if not unnamed and f" {phrase} " in text:
            named, text = True, text.replace(f" {phrase} ", " ")
    words = []
    for word in _WORD.findall(text):
        if word in table.ignored:
            continue
        if word in table.negations:
            word = "no"
        elif word in NUMBER_WORDS:
            word = str(NUMBER_WORDS[word])
        words.append(_singular(word))
    groups: list[list[str]] = []
    i = 0
    while i < len(words):
        if words[i] == "no":   # the rest is what is denied
            groups.append(words[i:])
            break
        if words[i][:1].isdigit() and i + 1 < len(words):   # 'two seater': the word after the number
            groups.append(words[i:i + 2])
            i += 2
            continue
        if words[i][:1].isdigit() and groups and len(groups[-1]) == 1:   # 'grade three': the word before it
            groups[-1].append(words[i])
        else:
            groups.append([words[i]])
        i += 1
    return Described(groups=groups, unnamed=unnamed, named=named) if groups or unnamed or named else None


def _tag_words(key: str, value: str) -> set[str]:
    text = f"{fold(key.replace(':', ' '))} {fold(value)}"
    return {_singular(w) for w in _WORD.findall(re.sub(r"(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])", " ", text))}


def _carries(word: str, tag: set[str]) -> bool:
    options = [word, *tag_words().said.get(word, [])]
    return any(o in tag or len(o) >= _MIN_PREFIX and any(len(t) >= _MIN_PREFIX and (t.startswith(o) or o.startswith(t))
                                                           for t in tag if not t.isdigit())
               for o in options)


def _choices(carrying: list[list[tuple[str, str]]]) -> list[list[tuple[str, str]]]:
    """One tag per group, no key twice with two values: every way the groups' words can be carried."""
    choices: list[list[tuple[str, str]]] = [[]]
    for options in carrying:
        choices = [[*chosen, pair] for chosen in choices for pair in options
                   if all(k != pair[0] or v == pair[1] for k, v in chosen)]
        if len(choices) > ALTERNATIVES * 8:
            return []
    return choices


def has_rows(ctx: ToolContext, flt: FeatureFilter) -> bool:
    spec = ctx.profile.table(flt.table)
    where, params = flt.sql_predicate("t")
    return bool(ctx.db.query(f"SELECT 1 FROM {spec.relation} t WHERE {where} LIMIT 1", params, max_rows=1).rows)


# what joins a kind to the words said after it: 'the car park for hotel guests', 'the grit bin with a note on it'
_AFTER_KIND = ("with", "without", "are", "is", "for", "that", "which", "where", "whose", "tagged", "marked", "having", "carrying",
               "have", "has", "offer", "offering", "sell", "selling", "serve", "serving",
               "on", "up")   # ('the viewpoint (up) on level 57': the level it is mapped on)


def described_kind(ctx: ToolContext, phrase: str) -> tuple[str, list[FeatureFilter]] | None:
    """(how it is said, filters) for a known kind with words its tags carry before it ('two-seater bench') or after
    it, joined by 'with', 'for', 'that' ... ('the grit bin with the note on it'); None otherwise. Found once per
    tool call: 'the two-seater bench' is asked whether it is such a kind, then resolved as one."""
    words = normalize_phrase(phrase).split()
    found = memoised(("described kind", ctx.profile.name, " ".join(words)), lambda: _described_kind(ctx, words))
    return None if found is None else (found[0], [flt.model_copy(deep=True) for flt in found[1]])


def _described_kind(ctx: ToolContext, words: list[str]) -> tuple[str, list[FeatureFilter]] | None:
    from georeact.tools.poi_filter import FeatureError, resolve   # it reads kinds through this module


    # words after it, where a word joins them ('the car park for hotel guests', 'hotels with a restaurant': hotels,
    # never restaurants whose tags say 'hotel'), then words before it
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(len(words) - 1, 0, -1) if words[k] in _AFTER_KIND]
    splits += [(" ".join(words[k:]), " ".join(words[:k])) for k in range(1, len(words))]
    for kind, said in splits:
        head = kind.split()
        if lookup(kind) is None and not any(lookup(" ".join(head[j:])) and option_of(" ".join(head[:j]), " ".join(head[j:]))
                                            for j in range(1, len(head))):
            continue   # no kind, nor a kind with an option of its own before it ('underground car park')
        try:
            filters = resolve(ctx, kind).filters
        except FeatureError:
            continue
        if (found := narrowed(ctx, filters, said)) is not None:
            return " ".join(words), found
    return None


def narrowed(ctx: ToolContext, filters: list[FeatureFilter], said: str) -> list[FeatureFilter] | None:
    """`filters` narrowed to the rows whose tags carry every word `said` holds, one filter per set of tags the
    words matched (its values, so that the filter selects those rows and no others that miss a word); None when
    the phrase holds no tag word, a word is carried by no row, or the matches are too many to mean one thing."""
    from georeact.tools.poi_filter import bind   # it reads kinds through this module

    read = read_words(said)
    if read is None:
        return None
    out: list[FeatureFilter] = []
    tag_sets: set[tuple] = set()   # the sets of tags matched, over every head value of the kind
    for flt in filters:
        spec = ctx.profile.table(flt.table)
        flt = bind(ctx, flt.model_copy(update={
            "unset": list(dict.fromkeys([*flt.unset, *(["name"] if read.unnamed else [])])),
            "present": list(dict.fromkeys([*flt.present, *(["name"] if read.named else [])]))}, deep=True))
        where, params = flt.sql_predicate("t")
        # the tags of the kind's rows, each pair once: a word no pair carries ends it before any row is read
        pairs = ctx.db.query(f"SELECT DISTINCT e.key, e.value FROM (SELECT t.tags FROM {spec.relation} t WHERE {where} "
                             f"LIMIT {ROWS}) r, jsonb_each_text(r.tags) e", params, max_rows=ROWS * 4).rows
        # (a tag that says no carries only a denial: covered=no is no bike rack 'with a roof')
        def carried(groups: list[list[str]]) -> list[list[tuple[str, str]]]:
            return [[(k, v) for k, v in pairs if k != flt.column and not skipped_key(k) and
                     ("no" in group) == (fold(v) in _DENYING_VALUES) and
                     all(_carries(word, _tag_words(k, v)) for word in group)] for group in groups]

        # the words one tag carries all of are that tag's ('residents-only parking': parking:condition=residents),
        # before each word's own tag
        whole = [[word for group in read.groups for word in group]]
        groups = whole if len(read.groups) > 1 and all(carried(whole)) else read.groups
        carrying = carried(groups)
        if not all(carrying):
            continue
        # a key some rows answer yes or no by (shelter=yes, shelter=no) says it by that value, whatever odd value
        # another row gives it: never by the key alone, which would count the rows that say no
        answering = {k for k, v in pairs if fold(v) in _SAYING_VALUES}
        for choice in _choices(carrying):
            # a key whose own words carry the group's is said by the key whatever its value ('residents' parking
            # zones: parking:condition:both:residents=A, =B ...): the key set, once
            by_key = [k not in answering and _key_carries(k, v, group) for (k, v), group in zip(choice, groups)]
            where = {k: v for ((k, v), keyed) in zip(choice, by_key) if not keyed}
            present = sorted({k for ((k, _), keyed) in zip(choice, by_key) if keyed})
            candidate = bind(ctx, flt.model_copy(update={"where": {**flt.where, **where},
                                                         "present": list(dict.fromkeys([*flt.present, *present]))},
                                                 deep=True))
            if candidate not in out and has_rows(ctx, candidate):
                out.append(candidate)
                tag_sets.add((tuple(sorted(where.items())), tuple(present)))
            if len(tag_sets) > ALTERNATIVES:
                return None
    return out or None


_SAYING_VALUES = _DENYING_VALUES | {"yes", "true", "only", "limited", "designated", "permissive", "private"}


def _key_carries(key: str, value: str, group: list[str]) -> bool:
    """Whether the key's own words carry the group's and its value only qualifies them (a zone, a count): a value
    that says yes or no is what the words mean, and stays."""
    return fold(value) not in _SAYING_VALUES and all(_carries(word, _tag_words(key, "")) for word in group)
