"""The words people say of a place's tags and the words mappers write (reading/data/tag_words.yaml): read by the
description of an unnamed place (tools/described.py: 'the two-seater bench') and by a tag asked by the words of its
key (reading/asked_tag.py: 'what kind of plug does the charging station take')."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import yaml
from pydantic import BaseModel

TABLE = Path(__file__).resolve().parent / "data" / "tag_words.yaml"


class TagWords(BaseModel):
    ignored: list[str]                  # words that say nothing of the tags ('with', 'on', 'it', 'tagged')
    negations: list[str]                # 'no pram ramp': ramp:stroller=no
    unnamed: list[str]                  # a place without a name
    named: list[str]                    # a place with one
    skipped_keys: list[str]             # keys whose words describe nothing people point at (source, name, ids)
    said: dict[str, list[str]]          # an everyday word -> the tag words it may be


@cache
def tag_words() -> TagWords:
    return TagWords(**yaml.safe_load(TABLE.read_text(encoding="utf-8")))


def skipped_key(key: str) -> bool:
    """Whether a key says nothing of the place itself: its names, where the data came from, ids, editing notes."""
    return any(key == k or key.startswith(k + ":") for k in tag_words().skipped_keys)
