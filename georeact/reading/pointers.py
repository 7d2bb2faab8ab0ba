"""Words that point back at a place said before: the one 'there' that does ('walk there', 'is it open there'), shared
by the readers of follow-ups (compose), of scenes (scene) and of clauses said before the question (context_clause)."""

from __future__ import annotations

# 'there' that points at a place; not the 'there' of being ('are there', 'will there be', 'there is', "there's")
THERE = (r"(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )(?<!\bwill )(?<!\bwould )(?<!\bcould )(?<!\bmight )"
         r"there(?!\s+(?:is|are|was|were|be|'s)\b)")
