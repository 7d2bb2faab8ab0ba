"""English plurals and singulars, from the inflect library, loaded once (~0.1 s: only when a word needs it). On the
reading floor so both the reading and the answers' sentences (agent/sentences.py) use the one engine."""

from __future__ import annotations

from functools import lru_cache
from typing import Any


@lru_cache(maxsize=1)
def english() -> Any:
    import inflect

    return inflect.engine()


@lru_cache(maxsize=4096)
def singular(word: str) -> str | None:
    """The word's singular as English forms it ('volcanoes' -> 'volcano', 'buses' -> 'bus'); None when it is not a
    plural."""
    said = english().singular_noun(word)
    return said or None


def plural(word: str) -> str:
    if word[:1].isupper() and word[1:].islower():
        # a kind written with a capital ('Pharmacy'): inflect takes it for a family name ('the Kennedys')
        said = plural(word.lower())
        return said[:1].upper() + said[1:]
    return english().plural_noun(word) or word
