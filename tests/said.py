"""The sentences answers state, as a person reads them, for the tests that check an answer's whole text."""

from __future__ import annotations


def count_said(n: int, plural: str, scope: str) -> str:
    """A count's answer (georeact/agent/sentences.py): 'There are 9 restaurants in Vaduz.'; a count of none says that
    none was found, with the count: 'None: I could not find any cafes in Vaduz (0).'"""
    assert n != 1, "one place is said in the singular: give the test its own sentence"
    return f"None: I could not find any {plural} {scope} (0)." if n == 0 else f"There are {n} {plural} {scope}."
