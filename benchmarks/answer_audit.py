"""What a person reads, audited: machinery in the answer's text, and wrong answers stated without a hedge.

Used by benchmarks/phrasings.py over every set it runs (issue 44: 0 answers with internal terms; confidently wrong
at most 3 % of answers). Nothing here grades right or wrong: the caller says whether an answer was right.

    .venv/bin/python benchmarks/answer_audit.py "text of an answer"    # the internal terms it carries, and a hedge
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from georeact.tools.handles import HANDLE_PATTERN  # noqa: E402
from georeact.tools.registry import TOOL_MODULES  # noqa: E402

# Each kind of internal term, by what it looks like; a person never needs any of them.
INTERNAL: dict[str, re.Pattern[str]] = {
    "handle": re.compile(HANDLE_PATTERN),
    "tag": re.compile(r"\b(?:amenity|shop|tourism|leisure|highway|natural|historic|cuisine|opening_hours|"
                      r"wheelchair|addr:[a-z]+|contact:[a-z]+)\s*=\s*\S+"),
    "tool name": re.compile(r"\b(?:" + "|".join(TOOL_MODULES) + r")\b"),
    "argument name": re.compile(r"\b(?:anchor_b|feature_filter|radius_m|open_at|attributes)\b|"
                                r"\b(?:anchor|metric|feature|region|candidates|towards)\s*="),
    "step text": re.compile(r"\bstep \d+ of \d+\b|^\s*answer:|\| (?:region|feature|anchor):", re.IGNORECASE | re.MULTILINE),
    "note for the model": re.compile(r"\bcheck the spelling\b|\bpass (?:the )?handles?\b|\btry different arguments\b|"
                                     r"\bfix them and call\b|\bERROR:|\bnote: |\binternal error\b|\bthe best \d+ by\b",
                                     re.IGNORECASE),
}
# Words by which an answer says it is unsure, partial or could not answer: a wrong answer that says one of them
# is hedged, not confidently wrong.
HEDGES = re.compile(r"\bcould not\b|\bcouldn'?t\b|\bcannot\b|\bcan'?t\b|\bnot (?:in|part of) the (?:map )?data\b|"
                    r"\bno \w+(?: \w+)? in openstreetmap\b|\bnot tagged\b|\bunknown\b|\bnot sure\b|\bI took\b|"
                    r"\bapproximate\b|\bleaves out\b|\bnot answered\b|\bno such\b|\bnot found\b|\bestimate\b",
                    re.IGNORECASE)


def internal_terms(text: str) -> list[str]:
    """'kind: what' for every internal term in the text."""
    return [f"{kind}: {match.group(0).strip()}" for kind, pattern in INTERNAL.items() for match in pattern.finditer(text)]


def hedged(text: str) -> bool:
    return bool(HEDGES.search(text))


if __name__ == "__main__":
    said = " ".join(sys.argv[1:])
    print("\n".join(internal_terms(said)) or "no internal terms")
    print("hedged" if hedged(said) else "not hedged")
