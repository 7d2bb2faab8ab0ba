"""Prompt templates live here as text files; code only fills in `{placeholders}`."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=None)
def load(name: str) -> str:
    return (resources.files("georeact.prompts") / name).read_text(encoding="utf-8")


def render(name: str, **values: str) -> str:
    """Fill `{key}` placeholders; other braces (JSON examples) are left alone."""
    text = load(name)
    for key, value in values.items():
        text = text.replace("{" + key + "}", value)
    return text


def for_profile(kind: str, profile: str) -> str:
    """A prompt part written per schema profile: `{kind}.{profile}.md` (schema_summary, sql_rules)."""
    return load(f"{kind}.{profile}.md").strip()
