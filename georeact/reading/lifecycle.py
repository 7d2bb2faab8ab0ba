"""Places that were of a kind and closed: 'the disused bakery', 'the former post office', 'the closed-down bank'.

OpenStreetMap keeps such a place under a lifecycle prefix of its kind's key (disused:shop=bakery,
was:amenity=bank), so that no map shows it as open. The loader stores those as POIs (the twin of LIFECYCLE_PREFIXES in
db/styles/gsqa.lua; tests/db/test_pointed_at.py compares them), where no kind of place counts them: their kind's own
key is empty. A lifecycle word in front of a kind reads that kind's tags under every prefix: a person does not know
which one a mapper chose.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

LIFECYCLE_PREFIXES = ("disused", "abandoned", "was", "closed", "demolished")

# Words that say a place is no longer what it was; 'old' and 'now' only beside one of them ('the old bakery' may be
# open, 'the old disused bakery' is not), and not 'closed' alone at the end ('the bakery closed' is a verb).
_WORDS = {"disused", "closed", "closed down", "shut", "shut down", "shuttered", "defunct",
          "former", "abandoned", "derelict", "demolished", "ex", "permanently closed", "no longer open"}
_FILLERS = {"old", "now", "long"}


def former_kind(phrase: str) -> str | None:
    """The kind a phrase says a place was ('disused bakery', 'closed-down old bakery' -> 'bakery'), or None when no
    lifecycle word stands in front of it."""
    words = phrase.lower().replace("-", " ").split()
    said, at = False, 0
    while at < len(words) - 1:
        length = next((n for n in (3, 2, 1) if " ".join(words[at:at + n]) in _WORDS), 0)
        if not length and words[at] not in _FILLERS:
            break
        said, at = said or bool(length), at + max(length, 1)
    return " ".join(words[at:]) if said and at < len(words) else None


def lifecycle_keys(key: str) -> list[str]:
    """The keys a place of a kind keyed `key` may carry once closed."""
    return [f"{prefix}:{key}" for prefix in LIFECYCLE_PREFIXES]


def is_former(tags: Mapping[str, str], keys: Collection[str]) -> bool:
    """Whether the tags say a place was of a kind keyed by one of `keys` (a POI's)."""
    return any(f"{prefix}:{key}" in tags for prefix in LIFECYCLE_PREFIXES for key in keys)
