"""Common words mistyped in a chat, put right before a question is read: "cyclng from A to B" is cycling,
"how many baptist churchs" churches, "wich denomination" which, "the email adress" address.

Only a word the reader would have read is written back: a word of its own tables or a kind of place, one edit
away (pyspellchecker's edits) from a word no English text uses. Of several, a letter left out is the likeliest
slip ('wich' is 'which' before 'with'), then two letters swapped, then the commoner word. Names are never
touched: a capitalised word, a word of a loaded name, a word the dictionary knows. Chat spellings too short to
correct safely ('pls', 'wat') are a table.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container

from georeact.reading.names import EVERYDAY_FREQUENCY, reader_words, spell_checker

# Chat spellings of question words, kept as a person would say them in full
CHAT_SPELLINGS = {"wat": "what", "wut": "what", "wht": "what", "hw": "how", "whr": "where", "pls": "please",
                  "plz": "please", "thx": "thanks", "whats": "what's", "wheres": "where's", "hows": "how's",
                  "theres": "there's", "u": "you", "ur": "your", "tonite": "tonight", "nite": "night",
                  "tmrw": "tomorrow", "tmr": "tomorrow", "tomorow": "tomorrow", "tommorow": "tomorrow",
                  "thru": "through", "hrs": "hours", "hr": "hour", "rn": "right now", "ppl": "people",
                  "ppls": "people's"}
# Arrows people type between two places: 'A → B walking, how far'
ARROWS = re.compile(r"\s*(?:→|⟶|->|=>)\s*")
# an arrow before a question is a topic's colon: 'Canton Market → whats the closest bar to it'
ARROW_TOPIC = re.compile(r"\s*(?:→|⟶|->|=>)\s*(?=(?:what|whats|what's|which|where|how|is|are|do|does|can|could|who)\b)",
                         re.IGNORECASE)
# A figure asked with an equals sign: 'cafes minus bars = ?'
EQUALS_ASKED = re.compile(r"\s*=\s*\?")
# A time said roughly: '3ish pm' is around 3 pm
ROUGH_TIME = re.compile(r"\b(\d{1,2}(?:[:.]\d{2})?)-?ish\b", re.IGNORECASE)
MIN_LENGTH = 4   # shorter words have too many neighbours one edit away ('bar' / 'car' / 'far')
_WORD = re.compile(r"(?<![\w'’-])[a-z]+(?![\w'’-])")


def corrected(question: str, name_words: Container[str], kind_of_place: Callable[[str], bool]) -> str:
    """The question with its mistyped common words written as meant."""
    def fix(match: re.Match[str]) -> str:
        word = match.group(0)
        if word in CHAT_SPELLINGS and not (len(word) <= 2 and word in name_words and
                                           match.string[match.end():match.end() + 1] == "."):
            return CHAT_SPELLINGS[word]   # (but 'Kino Latücht u. Medienwerkstatt': a name's 'u.' is no 'you')
        if len(word) < MIN_LENGTH or word in name_words or word in reader_words() or kind_of_place(word):
            return word
        checker = spell_checker()
        if checker.word_usage_frequency(word) >= EVERYDAY_FREQUENCY / 10:
            return word   # a word English uses, if rarely ('closet', 'nears')
        known = checker.known(checker.edit_distance_1(word))
        if any("'" in c for c in known):
            return word   # 'thats', 'dont': a contraction without its apostrophe, which the reader reads as written
        meant = [c for c in known if (c in reader_words() or kind_of_place(c)) and
                 (len(word) > MIN_LENGTH or _slip(word, c) < 2)]   # 'meds' is no slip of 'beds'
        if not meant:
            return _shuffled(word) or word
        return min(meant, key=lambda c: (_slip(word, c), -checker.word_usage_frequency(c), c))

    return _WORD.sub(fix, ROUGH_TIME.sub(r"around \1", ARROWS.sub(" to ", ARROW_TOPIC.sub(": ", EQUALS_ASKED.sub("?", question)))))


SHUFFLED_LENGTH = 8   # a long word with its letters in a wrong order: 'restaraunt' (two edits from 'restaurant')


def _shuffled(word: str) -> str | None:
    """The one word of the reader's tables with the same letters and the same first and last letter, in a long word
    no edit puts right."""
    if len(word) < SHUFFLED_LENGTH:
        return None
    letters = sorted(word)
    meant = [w for w in reader_words() if len(w) == len(word) and w[0] == word[0] and w[-1] == word[-1] and
             sorted(w) == letters and w != word]
    return meant[0] if len(meant) == 1 else None


def _slip(typed: str, meant: str) -> int:
    """How likely the slip: 0 a letter left out, 1 two letters swapped, 2 anything else."""
    if len(meant) == len(typed) + 1:
        return 0
    if len(meant) == len(typed) and sorted(meant) == sorted(typed):
        return 1
    return 2
