"""The loaded data's place names, for giving a question written in lower case its names back before it is read
(reading/names.py) and for never taking a name's word for a typo (reading/spelling.py): one statement over the
name columns of every table the name search reads, kept per database while the data does not change
(tools/data_cache.py)."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable

from georeact.db.session import DatabaseError
from georeact.reading import deterministic
from georeact.reading.model import QuestionReading
from georeact.reading.name_ends import ended_at_names
from georeact.reading.names import LoadedNames, reader_words
from georeact.reading.spelling import corrected
from georeact.reading.written_names import read_with_names
from georeact.tools import data_cache
from georeact.tools.base import ToolContext

log = logging.getLogger(__name__)

MAX_NAMES = 2_000_000   # a continent's distinct names; past this only the first ones read are known
_EMPTY = LoadedNames([], lambda word: True, lambda phrase: True)


def loaded_names(ctx: ToolContext) -> LoadedNames:
    """The names of the loaded data (none when the database cannot be read: the question is then read as written)."""
    key = ("loaded names", ctx.profile.name)
    try:
        found = data_cache.cached(ctx, [key])
        if found is not None:
            return found[0]
        names = " UNION ".join(
            f"SELECT t.{spec.name_column}::text FROM {spec.relation} t WHERE t.{spec.name_column} IS NOT NULL"
            for spec in (ctx.profile.table(table) for table in ctx.profile.resolution_order))
        result = ctx.db.query(f"SELECT n.*, {data_cache.SNAPSHOT_COLUMNS} FROM ({names}) n, {data_cache.SNAPSHOT_FROM}",
                              max_rows=MAX_NAMES, timeout_ms=30_000)
    except DatabaseError as exc:
        log.warning("the loaded names could not be read, the question is read as written: %s", exc)
        return _EMPTY
    words = reader_words()
    loaded = LoadedNames((row[0] for row in result.rows), words.__contains__, deterministic._known_feature)
    if result.rows:
        data_cache.store(ctx, result.rows[0][-2], result.rows[0][-1], {key: loaded})
    return loaded


# A name said short, then in full in brackets: 'the NTU Alumni House (Nanyang Technological University Alumni House)'
_FULL_IN_BRACKETS = re.compile(r"(?P<short>(?:[\w'’&.-]+\s+){0,5}[\w'’&.-]+)\s*\((?P<full>[^()]{3,120})\)")


def _full_names(question: str, names: LoadedNames) -> str:
    """A loaded name said short by its initials, then in full in brackets, said once, in full: the full name is the
    data's, the short one nobody's ('NTU Alumni House (Nanyang Technological University Alumni House)')."""
    def full(match: re.Match[str]) -> str:
        said, whole = match["short"], match["full"].strip()
        if not names.known(whole) or names.known(said):
            return match.group(0)
        words, full_words = said.split(), whole.split()
        for start in range(len(words)):
            initials, rest = words[start], words[start + 1:]
            lead = full_words[:len(full_words) - len(rest)]
            if [w.casefold() for w in full_words[len(lead):]] != [w.casefold() for w in rest] or not lead:
                continue
            if initials.isupper() and len(initials) >= 2 and initials == "".join(w[0] for w in lead).upper():
                return " ".join([*words[:start], whole])
        return match.group(0)
    return _FULL_IN_BRACKETS.sub(full, question)


def as_read(ctx: ToolContext, question: str) -> str:
    """The question as the reader takes it: a name said short with its full name in brackets said in full, the
    loaded names it writes in lower case written as the data writes them, then its mistyped common words put right
    (reading/spelling.py)."""
    names = loaded_names(ctx)
    return corrected(names.recased(_full_names(question, names)), names.words, deterministic._known_feature)


def names_ended(ctx: ToolContext, reading: QuestionReading) -> QuestionReading:
    """The reading with each place cut where the loaded name it starts with ends (reading/name_ends.py)."""
    return ended_at_names(reading, loaded_names(ctx), deterministic._known_feature)


def _streets_known(names: LoadedNames, place: str) -> bool:
    """Whether the place is where two loaded names meet ('Moyer Street & North Duncan Street')."""
    from georeact.tools.metric.places import JUNCTION   # (the tools' own reading of two streets that meet)

    return (streets := JUNCTION.match(place)) is not None and names.known(streets["a"]) and names.known(streets["b"])


def read_named(ctx: ToolContext, question: str, read: Callable[[str], QuestionReading]) -> QuestionReading:
    """The question's reading, each place cut where its loaded name ends; read again with every loaded name it writes
    as the data does read as that name (reading/written_names.py) when that reads it better: whole where the other
    does not, or with fewer places that are no loaded name ('The Can Works' for 'The' and 'Can Works'). A name's words
    also help the reader ('the Harbour Inn & Suites on X': an inn), so the plain reading stays unless bettered."""
    names = loaded_names(ctx)
    plain = names_ended(ctx, read(question))
    if not (spans := names.written_names(question)):
        return plain
    named = names_ended(ctx, read_with_names(question, spans, read))

    def fit(reading: QuestionReading) -> tuple[bool, int, int, int]:
        # whole; fewest places no name; most names; then the longest names ('Bus 6: Eastbrook', of which 'Bus 6' is
        # a known start too)
        places = [re.sub(r"^the\s+", "", place, flags=re.IGNORECASE)
                  for clause in reading.clauses() for place in (*clause.places, *clause.stops)]
        known = [names.known(place) or _streets_known(names, place) for place in places]
        return reading.complete, -known.count(False), known.count(True), \
            sum(len(place) for place, is_name in zip(places, known) if is_name)

    return named if fit(named) > fit(plain) else plain
