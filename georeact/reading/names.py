"""Names written in lower case, given back their case: "wat kind of food does ozra serve" reads as "... does Ozra
serve", "montford bar open friday 11pm?" as "Montford Bar open ...".

The reader finds a place's name by its capital letters, and people in a chat do not type them. The loaded data
knows its names, so a run of the question's words that is a loaded name, folded (case, accents, punctuation),
is written as the data writes it before the question is read. What is never re-cased, because people use
these words for other things: a name that is a kind of place ('Bakery', 'The Park'), a one-word name that is
an everyday English word ('Family', 'Crown': pyspellchecker's word frequencies) or a word the reader itself
reads ('Sunday', 'Total'), and a name of everyday words after 'a'/'any'/'some' ('a light show').
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any

from georeact.reading.vocabulary import fold_as_database as _fold

DATA = Path(__file__).resolve().parent / "data"

# A word of an English text this frequent (share of all words, pyspellchecker's list from OpenSubtitles) is
# everyday: 'family' 2.9e-4, 'crown' 1.2e-5, 'loft' 2.2e-6, 'david' 1.3e-6; a place's own word is rarer:
# 'starbucks' 2.6e-7, 'baltimore' 4e-7, 'ozra' and 'hamleys' 0.
EVERYDAY_FREQUENCY = 1e-6
LONG_WORD = 8      # a name's first word this long is a way to say the name on its own
MIN_ONE_WORD = 4   # 'Ozra' is a name; 'Lo', 'Mia' or 'Bar' in lower case are too short to tell
_TOKEN = re.compile(r"[^\W_]+")
# Between two words of one name as written: a space, a hyphen, an apostrophe, a dot ('St. Georg')
_JOINER = re.compile(r"[\s,'’.\-&]{0,3}")
# An indefinite word before a name of everyday words asks for a kind of thing: 'a light show', 'any fast food'
_DEFINITE = re.compile(r"\bthe\s+$", re.IGNORECASE)
MIN_DEFINITE_WORDS = 3
_INDEFINITE = re.compile(r"\b(?:a|an|any|some|no|every|many|few|several)\s+$", re.IGNORECASE)


@lru_cache(maxsize=1)
def spell_checker() -> Any:
    """pyspellchecker's English list (loads in ~0.4 s: once, and only when a question needs it)."""
    from spellchecker import SpellChecker

    return SpellChecker()


@lru_cache(maxsize=1)
def reader_words() -> frozenset[str]:
    """The words of the reader's own tables (cues, attributes, kinds' phrases, the forms of arithmetic, aggregates
    and tours), the weekdays and the clock words: a one-word name spelt like one of them is read as the word."""
    from georeact.geo.hours import CLOCK_WORDS, WEEKDAYS
    from georeact.reading import aggregates, arithmetic, tours

    tables = [path.read_text(encoding="utf-8") for path in DATA.glob("*.yaml")]
    tables += [form.pattern.pattern for form in arithmetic.FORMS]
    tables += [form[0].pattern for form in aggregates.FORMS] + [form.pattern for form in tours.FORMS]
    # (not the letters after a backslash or '?' in a pattern: '\b', '(?P<name>')
    words = {w for table in tables for w in re.findall(r"(?<![\\?])[a-z]{2,}", table.lower())}
    return frozenset(words | set(WEEKDAYS) | set(CLOCK_WORDS))


def everyday(word: str) -> bool:
    """Whether a (folded) word is common in English text."""
    return spell_checker().word_usage_frequency(word) >= EVERYDAY_FREQUENCY


def unheard(word: str) -> bool:
    """Whether a (folded) word never occurs in the English word list: 'zkb' is a name's own, 'bar' or 'mia' not."""
    return not any(ch.isdigit() for ch in word) and spell_checker().word_usage_frequency(word) == 0


# Words that never begin or end a name said short: 'and Convention Centre' is no way to say it
_JOINING = {"and", "of", "the", "de", "du", "des", "la", "le", "am", "an", "im", "in", "at", "von", "zum", "zur", "&"}


def _said_short(words: tuple[str, ...]) -> list[tuple[int, int]]:
    """(start, end) of the ways a name of three words or more is said short: its first or last words, two at least
    ('Marina Bay Sands Expo' of 'Marina Bay Sands Expo and Convention Centre', 'Gluttons Bay'), or its first word
    alone when that is long."""
    n = len(words)
    spans = [(0, k) for k in range(2, n)] + [(n - k, n) for k in range(2, n)]
    if n >= 2 and len(words[0]) >= LONG_WORD:   # 'studentenmuseum' of 'Studentenmuseum mit Karzer'
        spans.append((0, 1))
    # (nor 'It's' of "It's Coffee": a word and its contraction's letter are one word said)
    return [(a, b) for a, b in spans if words[a] not in _JOINING and words[b - 1] not in _JOINING and
            len(words[b - 1]) > 1 and len(words[a]) > 1]


def _written_length(question: str, start: int, name: str, words: int) -> int:
    """How many characters of the question at `start` write `name` (of `words` words) as the data writes it (0: not
    so written); the last dot of a name of two words or more may be left out ('Entität e.V' for 'Entität e.V.')."""
    for said in (name, name[:-1] if name.endswith(".") and words >= 2 else None):
        if said and question.startswith(said, start) and not question[start + len(said):start + len(said) + 1].isalnum():
            return len(said)
    return 0


class LoadedNames:
    """The names of the loaded data, by their first folded word, for re-casing a question."""

    def __init__(self, names: Iterable[str], reader_word: Callable[[str], bool],
                 kind_of_place: Callable[[str], bool]) -> None:
        self._reader_word, self._kind_of_place = reader_word, kind_of_place
        self._by_first: dict[str, list[tuple[tuple[str, ...], str]]] = defaultdict(list)
        self._judged: dict[tuple[str, ...], bool] = {}   # whether a name may be re-cased, judged when first met
        self.words: set[str] = set()   # every word of every name, folded: never a typo to put right
        seen: set[tuple[str, ...]] = set()
        parts: list[tuple[tuple[str, ...], str]] = []
        self._written: set[str] = set()   # every name as the data writes it
        self._whole: set[tuple[str, ...]] = set()   # every whole name, folded (not the ways one is said short)
        for name in names:
            self._written.add(name)
            tokens = list(_TOKEN.finditer(name))
            words = tuple(_fold(t.group(0)) for t in tokens)
            if not words or words in seen:
                continue
            seen.add(words)
            self._whole.add(words)
            self.words.update(words)
            self._by_first[words[0]].append((words, name))
            parts += [(words[a:b], name[tokens[a].start():tokens[b - 1].end()]) for a, b in _said_short(words)]
        for words, part in parts:   # 'gluttons bay' of 'Makansutra Gluttons Bay': after every whole name
            if words not in seen:
                seen.add(words)
                self._by_first[words[0]].append((words, part))
        for entries in self._by_first.values():
            entries.sort(key=lambda entry: -len(entry[0]))   # the longest name first

    def _entries(self, text: str) -> tuple[tuple[str, ...], list[tuple[tuple[str, ...], str]]]:
        words = tuple(_fold(t) for t in _TOKEN.findall(text))
        return words, self._by_first.get(words[0], []) if words else []

    def known(self, text: str) -> bool:
        """Whether the text, folded, is a loaded name or a way one is said short."""
        words, entries = self._entries(text)
        return any(entry == words for entry, _ in entries)

    def goes_on(self, text: str) -> bool:
        """Whether some loaded name starts with the text's words."""
        words, entries = self._entries(text)
        return any(entry[:len(words)] == words for entry, _ in entries)

    def written_names(self, question: str) -> list[tuple[int, int]]:
        """(start, end) of each run of the question written exactly as a loaded name of two words or more, or of one
        word ending in a dot, is written (capitals, dots and apostrophes too: 'The Can Works', 'Dr. med Lorenz',
        'Atelier.'), longest first, none a kind of
        place ('The Park'). Written so, it names that place whatever its words say in a sentence ('Can', 'by the',
        'on the', a dot that would end a sentence)."""
        tokens = list(_TOKEN.finditer(question))
        folded = [_fold(t.group(0)) for t in tokens]
        spans: list[tuple[int, int]] = []
        i = 0
        while i < len(tokens):
            start = tokens[i].start()
            found = next(((len(words), length) for words, name in self._by_first.get(folded[i], ())
                          if (len(words) >= 2 or name.endswith(".") and len(name) > 3) and words in self._whole
                          and tuple(folded[i:i + len(words)]) == words
                          and (length := _written_length(question, start, name, len(words)))), None)
            bare = folded[i + (folded[i] == "the"):i + found[0]] if found else []
            if found and not self._kind_of_place(" ".join(bare)):
                spans.append((start, start + found[1]))
                i += found[0]
            else:
                i += 1
        return spans

    def _may_recase(self, words: tuple[str, ...]) -> bool:
        """Judged only for a name a question writes (a kind-of-place lookup takes ~0.5 ms: a country has 10^5 names)."""
        if words not in self._judged:
            bare = words[1:] if words[0] == "the" and len(words) > 1 else words
            if self._kind_of_place(" ".join(bare)):
                self._judged[words] = False
            elif len(bare) == 1:
                word = bare[0]
                self._judged[words] = (len(word) >= MIN_ONE_WORD or len(word) == 3 and unheard(word)) and \
                    not word.isdigit() and not self._reader_word(word) and not everyday(word)
            else:
                self._judged[words] = not all(self._reader_word(w) for w in bare)
        return self._judged[words]

    def _ordinary(self, words: tuple[str, ...]) -> bool:
        """A name of everyday words only ('Light Show Viewing Point'): after 'a' or 'any' it is a kind of thing."""
        return all(everyday(w) or self._reader_word(w) for w in words)

    def recased(self, question: str) -> str:
        """The question with every loaded name written in lower case written as the data writes it."""
        tokens = list(_TOKEN.finditer(question))
        folded = [_fold(t.group(0)) for t in tokens]
        pieces: list[str] = []
        last, i = 0, 0
        while i < len(tokens):
            found = self._name_at(question, tokens, folded, i)
            if found is None:
                i += 1
                continue
            length, name = found
            start, end = tokens[i].start(), tokens[i + length - 1].end()
            pieces += [question[last:start], name]
            last, i = end, i + length
        return "".join(pieces + [question[last:]]) if pieces else question

    def _name_at(self, question: str, tokens: list[re.Match[str]], folded: list[str],
                 i: int) -> tuple[int, str] | None:
        for words, name in self._by_first.get(folded[i], ()):
            n = len(words)
            if tuple(folded[i:i + n]) != words or not all(
                    _JOINER.fullmatch(question[a.end():b.start()]) for a, b in zip(tokens[i:i + n - 1], tokens[i + 1:i + n])):
                continue
            written = question[tokens[i].start():tokens[i + n - 1].end()]
            own = list(_TOKEN.finditer(name))
            name = name[own[0].start():own[-1].end()]   # 'Entität e.V.' for 'Entität e.V': the question's '.' stays
            if written[:1].isupper() and written in self._written:
                return n, written   # exactly as the data writes one ('Arion-banki', not another's 'Arion Banki')
            if not any(t.group(0)[0].islower() for t in tokens[i:i + n]):
                return None   # written with its capitals (or as the data writes it): the reader sees the name
            if i > 0 and tokens[i - 1].group(0)[0].isupper() and tokens[i].group(0)[0].islower() and \
                    question[tokens[i - 1].end():tokens[i].start()].isspace() and \
                    not (i == 1 and self._reader_word(folded[0])):   # (not 'Is' of 'Is kornhaus ... walkable')
                return None   # 'Ansgarkapelle am Oberbach': the lower-case words of a name being written
            if not self._may_recase(words) and not (
                    n >= MIN_DEFINITE_WORDS and _DEFINITE.search(question[:tokens[i].start()]) and
                    not self._kind_of_place(" ".join(words))):
                continue   # (but 'the old bay garage': three words or more after 'the' name the one place)
            if self._ordinary(words) and _INDEFINITE.search(question[:tokens[i].start()]):
                return n, written   # 'a light show viewing point': a kind of thing, none of its words a name
            # a name the data writes in lower case ('bamboos') is written with its capital: the reader finds
            # names by their capitals, and the name search folds case (unless another place is named so:
            # 'fielmann' in one town, 'Fielmann' in another)
            capital = name[:1].upper() + name[1:]
            return n, capital if name[:1].islower() and capital not in self._written else name
        return None
