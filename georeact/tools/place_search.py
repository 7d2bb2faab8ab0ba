"""The name search every tool shares: a place name -> the rows it may mean, ranked, with the ambiguity made explicit.

`find_places`: per table in the profile's
resolution order, names are matched through the trigram index on `georeact_fold(name)` (exact, then
folded = case/accents/punctuation-insensitive, then trigram similarity); only when nothing matched
exactly, the variants (name:en, name:de, alt_name, official_name …) are read. Line and polygon
pieces of one road or river (same name, close together) collapse into one match.

One statement searches every table for all the names a tool call is about to look up (`prefetch`), and the
call keeps it: the names, their variant names through the GIN index (`{table}_variant_names`, where the load
made one) and the regions of a region form ('City of Vaduz').

No confident guess: a name matched only approximately ranks and is judged by its closeness (the better of trigram
and edit similarity); below APPROXIMATE_MIN (measured: benchmarks/name_matching.py) it is not taken for the name
asked, which is then "not in the loaded data" with what the data covers (`coverage`); above it the result says "I
took 'X' to be Y, an approximate match". Of places elsewhere that share a name, the one nearest the question's
other places is taken, else the most salient (`choose_namesake`), and the others are named.
"""

from __future__ import annotations

import functools
import math
import re
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, Field

from georeact.db import region_pieces
from georeact.db.profiles import folded_variants_sql, has_variant_sql, variant_values
from georeact.reading.deterministic import _known_feature
from georeact.reading.features import KIND_SAID_SHORT
from georeact.reading.travelled_routes import LINE_KINDS
from georeact.reading.vocabulary import fold_as_database as fold, squash
from georeact.tools import data_cache
from georeact.tools.base import ToolContext, Unfound, memoise_all, memoised
from georeact.tools.handles import PLANAR_AREA, PLANAR_LENGTH, Handle, handle_or_name
from georeact.tools.inspect_schema import relation_columns, table_columns

MatchKind = Literal["exact", "folded", "trigram"]

COLLAPSE_TABLES = {"roads", "lakes"}   # one street / river is many ways; a POI or a region is itself
CLUSTER_EPS_DEG = 0.005                # ~350–550 m: pieces closer than this are the same street or river
CONTEXT_RADIUS_M = 3000.0              # "near" a context place that is not a region
ANOTHER_AREA_M = 50_000.0              # a place this far from the question's other ones is in another area
PLACED_NEAR_M = 15_000.0               # 'X in <a valley>': the namesake of X this near the valley's point is there
STRONG = 0.85                          # confidence of a match that could be the one meant
SAME_PLACE_M = 150.0                   # two matches this close are one place (an entrance and a building)
CANDIDATES_PER_TABLE = 60
# The words a question wraps around a region's own name: "City of Vaduz", "Town of Schaan", "Vaduz Municipality".
# Read only when the name as written matches nothing exactly (a region literally called so wins).
# 'Landstrasse in Schaan', 'the Art Science Museum at Marina Bay': a name and where it is
# ('the church up in Eastbrook', 'the farm out at Westbrook': where it is, said with an adverb of place)
# ('the guesthouse out by Westbrook', '22 Kornhaus by Westbrook': a place by the one said; 'by' only said with a capital)
IN_TOWN = re.compile(r"^(?P<name>.+?)\s+(?:(?:up|down|over|out|back)\s+)?(?:in|(?:at|by|near)(?=\s+(?:the\s+)?(?-i:[A-ZÀ-ÖØ-Þ])))\s+"
                     r"(?:the\s+)?(?P<town>[^,]+)$", re.I)
# Words said around a name that are no part of it, tried in order when the whole is no name as written: the name
# alone, taken in the place the words give when they give one ('town'). Only a match of the name as written stands.
SAID_AROUND: list[re.Pattern[str]] = [
    IN_TOWN,                                                                   # 'Landstrasse in Schaan'
    ON_STREET := re.compile(r"^(?:the\s+)?(?P<name>.+?)\s+on\s+(?P<town>(?:the\s+)?[A-ZÀ-ÖØ-Þ][^,]*)$"),   # 'Whole Foods on Fleet Street'
    re.compile(r"^(?:the\s+)?(?P<name>.+?)\s+(?:building|store|shop|branch|outlet|premises|site|complex)$", re.I),
    re.compile(r"^(?:the\s+)?(?P<name>.+?)(?:['’]s)?\s+(?:map\s+)?(?:data|extract|dataset)$", re.I),   # 'the Singapore data'
    # a town of the data said first ('the Eastbrook Marktplatz', "Eastbrook's Mill Library"): `data_town` must be one
    # the addresses name, or any two capitalised words would split
    re.compile(r"^(?:the\s+)?(?P<data_town>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]+?)(?:['’]s)?\s+(?P<name>(?-i:[A-ZÀ-ÖØ-Þ]).+)$"),
]
REGION_FORM = re.compile(r"^(?:the\s+)?(?P<pre>city|town|village|municipality|county|district|borough|commune)\s+of\s+(?P<a>.+)$"
                         r"|^(?P<b>.+?)\s+(?P<post>county|municipality|district|borough|commune)$", re.I)


class PlaceMatch(BaseModel):
    handle: str
    table: str
    id: int
    osm_type: str
    osm_id: int
    name: str
    lat: float
    lon: float
    geometry_type: str
    region: str | None = Field(None, description="The smallest `regions` polygon containing the point.")
    confidence: float
    match: MatchKind
    matched_on: str = Field("name", description="name, or the variant tag that matched (name:en …).")
    category: str | None = None
    admin_level: int | None = None
    parts: int = Field(1, description="Ways collapsed into this match (a street is many ways); handle = the longest.")
    region_ids: list[int] = Field([], exclude=True)
    addr_city: str | None = Field(None, exclude=True)
    source: str | None = Field(None, exclude=True)
    in_context: bool | None = Field(None, exclude=True)
    centre_lat: float | None = Field(None, exclude=True)   # the handle row's centroid (CalculateMetric's point)
    centre_lon: float | None = Field(None, exclude=True)
    opening_hours: str | None = Field(None, exclude=True)
    similarity: float = Field(1.0, exclude=True)           # the trigram similarity of the names as folded
    closeness: float = Field(1.0, description="How closely the name matches what was asked, 0..1: 1 for the name as "
                                              "written (or a variant of it), else the better of trigram and edit "
                                              "similarity.")
    approximate: bool = Field(False, description="Matched only approximately (a misspelling?), not as written.")
    untagged: str | None = Field(None, description="Words of the description its tags do not say: the only place of "
                                                   "the kind there, taken for the one described.")
    salience: tuple[int, int, int, float] = Field((0, 0, 0, 0.0), exclude=True)   # see `choose_namesake`
    namesakes: int = Field(0, description="Other places elsewhere with this name, as strong a match.")
    kind_said: bool = Field(False, exclude=True)   # found as the place of the kind said beside its name ('X grocery')
    chosen_by: str | None = Field(None, exclude=True)   # why this one of its namesakes
    elsewhere: list[str] = Field([], exclude=True)   # where namesakes in other extracts are, when none was asked
    where_sets_apart: bool = Field(False, exclude=True)   # its region (or town) is none of its namesakes'

    def short(self) -> str:
        kind = self.geometry_type.lower().replace("multi", "multi-")
        what = ", ".join(x for x in (self.category, kind, f"{self.parts} ways" if self.parts > 1 else None) if x)
        where = f" in {self.region}" if self.region else ""
        return f"{self.name} → {self.handle} ({what}) at {self.lat:.5f},{self.lon:.5f}{where}"


# -- text and geometry helpers ------------------------------------------------------------------------

def distance_m(a: PlaceMatch, b: PlaceMatch) -> float:
    """Haversine distance; enough to tell 'same place' from 'another town'."""
    return haversine_m(a.lat, a.lon, b.lat, b.lon)


def haversine_m(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * 6371008.8 * math.asin(math.sqrt(min(1.0, h)))


def nested(a: PlaceMatch, b: PlaceMatch) -> bool:
    """One lies inside the other's region polygon (the post office 'Vaduz' inside the town Vaduz)."""
    return (a.table == "regions" and a.id in b.region_ids) or (b.table == "regions" and b.id in a.region_ids)


@functools.lru_cache(maxsize=16384)
def _letters(text: str | None) -> str:
    """Folded, punctuation as spaces, one space between words: what a spelling is compared on."""
    return " ".join(re.sub(r"[^\w]+", " ", fold(text)).split())


def edit_similarity(a: str | None, b: str | None, at_least: float = 0.0) -> float:
    """`_edit_similarity`, or 0.0 when the lengths alone keep it below `at_least` (no need to compute it)."""
    a, b = _letters(a), _letters(b)
    if not a or not b:
        return 0.0
    if 1 - abs(len(a) - len(b)) / max(len(a), len(b)) <= at_least:
        return 0.0
    return _edit_similarity(a, b)


@functools.lru_cache(maxsize=65536)
def _edit_similarity(a: str, b: str) -> float:
    """1 - the edit distance (insertions, deletions, substitutions, swaps of neighbours) over the longer length,
    on folded text: 'Ateneumm' ~ 'Ateneum' 0.88, 'Vadzu' ~ 'Vaduz' 0.8, 'Paris' ~ 'Fashion Paris' 0.38. Trigrams
    alone score a short name's typo low ('Vadzu' 0.33) and a longer name that contains the word high. Kept per
    process: a question's names are compared with the same candidates call after call."""
    if a == b:
        return 1.0
    before: list[int] | None = None
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, y in enumerate(b, 1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y))
            if before is not None and i > 1 and j > 1 and x == b[j - 2] and a[i - 2] == y:
                current[j] = min(current[j], before[j - 2] + 1)
        before, previous = previous, current
    return round(1 - previous[-1] / max(len(a), len(b)), 3)


def words_within(asked: str, name: str | None) -> bool:
    """Every word of `asked` (4 letters at least in all) is a word of `name`: 'Kunstmuseum' of 'Kunstmuseum
    Liechtenstein'."""
    words, within = _letters(asked).split(), set(_letters(name).split())
    return sum(len(w) for w in words) >= 4 and all(w in within for w in words)


# Words that join a name to the town it carries ('Palais Princier de Monaco', 'Museum of Tallinn'): no part of
# what is left of a name said short
_JOINING = {"de", "du", "des", "of", "the", "la", "le", "les", "von", "am", "im", "in", "at", "di", "del", "della"}


def _rest(asked: str, name: str | None) -> str:
    """The words of `name` that are not words of `asked`, in order (words that join a town to a name left out)."""
    words = set(_letters(asked).split()) | _JOINING
    return " ".join(w for w in _letters(name).split() if w not in words)


def _short_by_one_word(asked: str, name: str | None) -> bool:
    """The name said without one of its words: a long word ('Landesspital' of 'Liechtensteinisches Landesspital',
    not 'Paris' of 'Fashion Paris') or the kind it leaves out ('Latte Da' of 'Cafe Latte Da')."""
    rest = _rest(asked, name)
    return words_within(asked, name) and len(rest.split()) == 1 and \
        (len(_letters(asked).replace(" ", "")) >= SHORT_NAME_MIN or _known_feature(rest))


def short_by_its_ends(asked: str, name: str | None) -> bool:
    """The name said by its first or last words, two at least or one long ('First United Evangelical' of 'First
    United Evangelical and Reformed Church', 'Gluttons Bay', 'Studentenmuseum')."""
    words, whole = _letters(asked).split(), _letters(name).split()
    return 0 < len(words) < len(whole) and (whole[:len(words)] == words or whole[-len(words):] == words) and \
        (len(words) >= 2 or len(_letters(asked)) >= SHORT_NAME_MIN)


def _rate(match: PlaceMatch, closeness: float) -> None:
    """A match's closeness to the name asked, and the confidence that follows from it."""
    match.closeness = closeness
    match.confidence = _confidence("trigram", closeness, "name")


def _town_names(ctx: ToolContext) -> set[str]:
    """The towns the loaded extracts' addresses name most (coverage's), folded to their letters."""
    try:
        return {_letters(town) for towns in main_towns(ctx).values() for town in towns}
    except Exception:   # an empty database: no town to read a name by
        return set()


def closeness(asked: str, match: PlaceMatch) -> float:
    """How closely a match's name is the name asked for: 1 when matched as written (exactly, folded, a variant
    name); for a trigram match the better of its trigram and edit similarity."""
    if match.match != "trigram" or match.matched_on != "name":
        return 1.0
    near = max(match.similarity, edit_similarity(asked, match.name, at_least=match.similarity))
    if numbers_differ(asked, match.name):
        return min(near, NUMBER_DIFFERS)   # 'Bus 17' is not Bus 11: a number names, it is never a slip of spelling
    return near


_NUMBER = re.compile(r"[^\W_]*\d[^\W_]*")
NUMBER_DIFFERS = 0.5   # below APPROXIMATE_MIN: suggested, never taken


def numbers_differ(asked: str, name: str | None) -> bool:
    """Whether the name asked holds a number ('Bus 17', 'Line 12A') that the name found does not hold as such."""
    numbers = [n.casefold() for n in _NUMBER.findall(asked)]
    return bool(numbers) and numbers != [n.casefold() for n in _NUMBER.findall(name or "")]


def as_the_question_spells(question: str | None, text: str, matches: list[PlaceMatch]) -> list[PlaceMatch]:
    """The matches with the one the question spells first, when the model respelled the name ('POP Pankki' for
    'POPPankki', 'H&M' for 'H & M'): places that share the letters are different places, and the question means
    the one it writes."""
    if not question or not matches:
        return matches
    question = question.casefold()   # not fold(): it reads '-' as ' ', and the spelling is the point here

    def verbatim(name: str | None) -> bool:
        return bool(name) and bool(re.search(rf"(?<!\w){re.escape(name.casefold())}(?!\w)", question))

    if verbatim(matches[0].name):
        return matches
    spelled = next((m for m in matches if squash(m.name) == squash(text) and verbatim(m.name)
                    and (m.in_context or not matches[0].in_context)), None)   # (never out of the town said)
    if spelled is None or is_settlement(matches[0]) and not is_settlement(spelled):
        return matches   # ('Husavik': the town typed without its accents, not a hut spelt so)
    return [spelled, *(m for m in matches if m is not spelled)]


def same_feature(a: PlaceMatch, b: PlaceMatch) -> bool:
    """A river's line and its riverbank polygons are one feature seen twice, not two candidates."""
    return (a.table == b.table and a.table in COLLAPSE_TABLES and squash(a.name) == squash(b.name)
            and ("POLYGON" in a.geometry_type) != ("POLYGON" in b.geometry_type))


def rivals(matches: list[PlaceMatch]) -> list[PlaceMatch]:
    """Matches that compete with the first one: as strong, elsewhere, and not containing each other."""
    if not matches:
        return []
    best = matches[0]
    floor = max(STRONG, best.confidence - 0.05)
    return [m for m in matches[1:] if m.confidence >= floor and not nested(best, m)
            and not same_feature(best, m) and distance_m(best, m) > SAME_PLACE_M
            and not _its_road(best, m)]


def _its_road(place: PlaceMatch, road: PlaceMatch) -> bool:
    """A road named like a place beside it (the track to a camp site, the lane to a farm): the way to it, no other
    place of the name."""
    return road.table == "roads" and place.table != "roads" and distance_m(place, road) <= ONE_SIGHT_M


def _prefer_area(matches: list[PlaceMatch]) -> list[PlaceMatch]:
    """A name shared by a region and something inside it (the post office 'Monaco Ville') means the region."""
    best = matches[0]
    for m in matches[1:]:
        if (best.table != "regions" and m.table == "regions" and m.match != "trigram" and nested(best, m)
                and squash(m.name) == squash(best.name) and m.confidence >= best.confidence - 0.05):
            matches.remove(m)
            return [m, *matches]
    return matches


# -- SQL ----------------------------------------------------------------------------------------------

# The passes of a search, in the order find_places reads them: names; the variant tags (name:en …) only when
# no name matched exactly or folded; a region form's core name ('City of Vaduz') only when neither did.
NAMES, VARIANTS, FORM = 0, 1, 2


HIT_COLUMNS = ("qi, pass, tbl, id, name, g, kind, sim, matched_on, osm_type, osm_id, cats, admin_level, city, source,"
               " opening_hours, wiki, notable")


def _hit_columns(ctx: ToolContext, table: str, qi: str, search: int, kind: str, sim: str, matched: str) -> str:
    """The columns of one table's candidate row (HIT_COLUMNS): what a match reports about its row."""
    spec = ctx.profile.table(table)
    columns = table_columns(ctx, table)
    cats = ", ".join(f"'{c}', t.{c}" for c in spec.category_columns if c in columns) or "'_', NULL"
    if table != "regions" and "tags" in columns:   # a settlement's node ('place=town'): the town a name may mean
        cats += ", 'place', t.tags->>'place'"
    admin = "t.admin_level" if "admin_level" in columns else "NULL::int"
    city = "t.addr_city" if "addr_city" in columns else "NULL::text"
    source = "t.source" if "source" in columns else "NULL::text"
    hours = "t.opening_hours::text" if "opening_hours" in columns else "NULL::text"
    wiki = " OR ".join([f"t.{c} IS NOT NULL" for c in ("wikidata", "wikipedia") if c in columns]
                       + (["t.tags ?| array['wikidata', 'wikipedia']"] if "tags" in columns else [])) or "false"
    notable = " OR ".join(f"t.{c} IS NOT NULL" for c in ("tourism", "historic") if c in columns) or "false"
    return (f"{qi} AS qi, {search} AS pass, '{table}'::text AS tbl, t.id, t.{spec.name_column}::text AS name,"
            f" {spec.geog('t')}::geometry AS g, {kind} AS kind, {sim} AS sim, {matched} AS matched_on,"
            f" t.osm_type::text AS osm_type, t.osm_id, jsonb_strip_nulls(jsonb_build_object({cats})) AS cats,"
            f" {admin} AS admin_level, {city} AS city, {source} AS source, {hours} AS opening_hours, ({wiki}) AS wiki,"
            f" ({notable}) AS notable")


def _hits_sql(ctx: ToolContext, table: str, search: int, index: int, within: bool = False,
              starting: bool = False, ending: bool = False) -> str:
    """One table's candidate rows for the names pass (or the region-form pass) over the `index`-th name; `within`:
    the rows whose name holds it among other words (pg_trgm's word similarity, by the same index); `starting`: the
    rows whose name starts with its words and goes on (a LIKE the same index serves); `ending`: those whose name ends
    with its words after others ('Tjaldsvæði Látrum' for 'Látrum').
    Identifiers come from the profile and the catalog, values are %(…)s."""
    spec, key = ctx.profile.table(table), f"core{index}" if search == FORM else f"q{index}"
    name, q, folded = f"t.{spec.name_column}", f"%({key})s", f"(SELECT {key}_folded FROM asked)"
    # no `name IS NOT NULL` beside it (a NULL name is no match anyway): the planner ANDed the bitmap of every
    # named row into the trigram index's (26,101 roads: 0.85 ms of the search)
    kind = (f"CASE WHEN {name} = {q} THEN 'exact' WHEN {_SQUASH.format(f'georeact_fold({name})')}"
            f" = (SELECT {key}_squashed FROM asked) THEN 'folded' ELSE 'trigram' END")
    sim = f"similarity(georeact_fold({name}), {folded})"
    columns = _hit_columns(ctx, table, str(index), search, kind, sim, matched="'name'")
    return (f"(SELECT {columns}"
            f" FROM {spec.relation} t WHERE "
            + (f"georeact_fold({name}) LIKE {folded} || ' %%'" if starting else
               f"georeact_fold({name}) LIKE '%% ' || {folded}" if ending else
               f"{folded} <%% georeact_fold({name})" if within else f"georeact_fold({name}) %% {folded}") +
            f" ORDER BY sim DESC, t.id LIMIT {CANDIDATES_PER_TABLE})")


def _variant_hits_sql(ctx: ToolContext, table: str, count: int) -> str:
    """One table's rows whose variant names (name:en, alt_name …) fold to one of the `count` names asked, through
    the load's `{table}_variant_names` index: one branch for all the names (a branch per name doubled the time
    PostgreSQL took to plan a five-name search), at most CANDIDATES_PER_TABLE for each."""
    spec, columns = ctx.profile.table(table), table_columns(ctx, table)
    alts = _variant_values(ctx, table)
    asked = " UNION ALL ".join(f"SELECT {i} AS qi, %(q{i})s::text AS q, q{i}_folded AS f FROM asked" for i in range(count))
    matched = "CASE " + " ".join(f"WHEN georeact_fold({v}) = a.f THEN '{k}'" for k, v in alts) + " END"
    kind = "CASE WHEN " + " OR ".join(f"{v} = a.q" for _, v in alts) + " THEN 'exact' ELSE 'folded' END"
    return (f"(SELECT {HIT_COLUMNS} FROM (SELECT {_hit_columns(ctx, table, 'a.qi', VARIANTS, kind, '1.0::real', matched)},"
            f" row_number() OVER (PARTITION BY a.qi ORDER BY t.id) AS rank"
            f" FROM ({asked}) a JOIN {spec.relation} t ON {folded_variants_sql(columns, 't')} @> ARRAY[a.f]"
            f" AND {has_variant_sql(columns, 't')}) v"
            # a nameless row is no match; tested here, above the scan, the test cannot send the planner to the
            # index of names (a few lakes of the towns are named) instead of the variant index
            f" WHERE rank <= {CANDIDATES_PER_TABLE} AND name IS NOT NULL)")


def _variant_values(ctx: ToolContext, table: str) -> list[tuple[str, str]]:
    return variant_values("t", table_columns(ctx, table))


def regions_holding_sql(ctx: ToolContext) -> tuple[str, str]:
    """(CTEs to add after `rep`, a subquery of the regions (id, area, name) that hold rep.pt). With region_pieces
    (the GS-QA layout it is built for; planet_osm's regions are views over other ids): its index, then a test on
    pieces of a few hundred vertices. Without: the regions whose box holds a match's point (the index: &&), each
    read, cast and measured once in `regs` (a national region's polygon is up to a megabyte, and reading it per
    match took most of the statement's time), then the box on their stored bounds and the polygon."""
    regions = ctx.profile.table("regions")
    if regions.relation == "regions" and relation_columns(ctx, region_pieces.TABLE):
        return "", (f"(SELECT p.region_id AS id, min(p.area) AS area, min(r.{regions.name_column}) AS name"
                    f" FROM {region_pieces.TABLE} p JOIN {regions.relation} r ON r.id = p.region_id"
                    f" WHERE p.piece && rep.pt AND ST_Intersects(p.piece, rep.pt) GROUP BY p.region_id)")
    regs = f""", regs AS MATERIALIZED (
  SELECT id, name, g, ST_Area(g) AS area, ST_XMin(g) AS xmin, ST_XMax(g) AS xmax, ST_YMin(g) AS ymin, ST_YMax(g) AS ymax FROM (
    SELECT r.id, r.{regions.name_column} AS name, ({regions.geog("r")})::geometry AS g FROM {regions.relation} r
    WHERE r.id IN (SELECT r2.id FROM rep JOIN {regions.relation} r2 ON {regions.geog("r2")} && rep.pt::geography)
    OFFSET 0) r
)"""
    return regs, ("(SELECT id, area, name FROM regs WHERE ST_X(rep.pt) BETWEEN xmin AND xmax"
                  " AND ST_Y(rep.pt) BETWEEN ymin AND ymax AND ST_Intersects(g, rep.pt))")


# a folded name without a leading 'the', spaces and punctuation: 'Esplanade' is 'The Esplanade' folded alike (the
# reader drops the article a question says before a name)
_SQUASH = "regexp_replace(regexp_replace({}, '^the\\s+', ''), '[^[:alnum:]]+', '', 'g')"


def _find_sql(ctx: ToolContext, branches: list[str], keys: list[str]) -> str:
    """One statement over the candidate rows of `branches` (_hits_sql): line and polygon pieces of one name close
    together become one match, represented by the longest/largest row. Every row carries the data version (one
    row with no match when nothing matched).

    `asked` folds each name asked (the parameters `keys`) once. Read from it, a name is the same for every plan:
    PostgreSQL then keeps one generic plan of the statement instead of planning it for every name (about 3 ms
    on the national extract), while a name inside the expressions made the generic plan fold it per candidate."""
    holding_ctes, holding = regions_holding_sql(ctx)
    hits = " UNION ALL ".join(branches)
    collapse = ", ".join(f"'{table}'" for table in sorted(COLLAPSE_TABLES))
    asked = ", ".join(f"georeact_fold(%({key})s) AS {key}_folded, {_SQUASH.format(f'georeact_fold(%({key})s)')}"
                      f" AS {key}_squashed" for key in keys)
    return f"""
WITH asked AS (SELECT {asked}),
hits AS MATERIALIZED ({hits}),
fam AS (
  SELECT *, CASE WHEN GeometryType(g) LIKE '%%POINT' THEN 'P' WHEN GeometryType(g) LIKE '%%POLYGON' THEN 'A' ELSE 'L' END AS family
  FROM hits
), cl AS (
  -- points never collapse; lines/polygons of one name within eps collapse in COLLAPSE_TABLES only
  SELECT *, CASE WHEN family = 'P' OR tbl NOT IN ({collapse}) THEN id END AS solo FROM fam
), sized AS (
  -- a piece's size (m² of an area, m of a line: planar, scaled to the latitude), where it is read: the longest
  -- or largest piece represents a collapsed group, and the larger of namesakes matched as written is the salient one
  SELECT *, CASE WHEN solo IS NULL OR kind <> 'trigram' THEN CASE family
              WHEN 'A' THEN {PLANAR_AREA.format(g="g")}
              WHEN 'L' THEN {PLANAR_LENGTH.format(g="g")} END END AS size
  FROM cl
), grp AS (
  SELECT qi, pass, tbl, (array_agg(id ORDER BY CASE WHEN solo IS NULL THEN size END DESC, id))[1] AS id,
         count(*) AS parts, max(sim) AS sim, min(kind) AS kind, min(matched_on) AS matched_on, family, ST_Collect(g) AS u,
         sum(size) FILTER (WHERE kind <> 'trigram') AS size, bool_or(wiki) AS wiki, bool_or(notable) AS notable
  -- clustered on the pieces simplified within eps/4 (shape kept): the pairwise distances between a national
  -- river's full-resolution pieces took 44 of a 55 ms search, and the clusters are the same. A solo row is a
  -- group of its own: nothing to simplify (a municipality's polygon took a millisecond). ST_ClusterDBSCAN ignores
  -- cancellation (sql_cost.CLUSTERED_ROWS): each partition is bounded already, since every branch of hits is one
  -- table's candidates for one name and pass, at most CANDIDATES_PER_TABLE (60) rows
  FROM (SELECT *, ST_ClusterDBSCAN(CASE WHEN solo IS NULL THEN ST_Simplify(g, %(eps)s / 4, true) END, %(eps)s, 1)
                    OVER (PARTITION BY qi, pass, tbl, name, family, solo) AS cluster FROM sized) c
  GROUP BY qi, pass, tbl, name, family, solo, cluster
), rep AS MATERIALIZED (
  -- materialized: inlined, a match's point (a polygon's point on surface) was computed again in every test below
  SELECT grp.*, CASE WHEN family = 'L' THEN ST_ClosestPoint(u, ST_Centroid(u)) ELSE ST_PointOnSurface(u) END AS pt FROM grp
){holding_ctes}
SELECT m.*, v.version FROM (
SELECT rep.qi, rep.pass, rep.tbl, rep.id, h.osm_type, h.osm_id, h.name, rep.kind, rep.sim, rep.matched_on, rep.parts,
       GeometryType(h.g), ST_X(rep.pt), ST_Y(rep.pt), ST_X(ST_Centroid(h.g)), ST_Y(ST_Centroid(h.g)), h.cats,
       h.admin_level, h.city, h.source, h.opening_hours, reg.ids, reg.names, rep.wiki, rep.notable, rep.size
FROM rep JOIN hits h ON h.qi = rep.qi AND h.pass = rep.pass AND h.tbl = rep.tbl AND h.id = rep.id
LEFT JOIN LATERAL (
  -- Which regions contain the point, smallest first: planar tests, which only label the match (geodesic tests
  -- on big polygons took most of this tool's time)
  SELECT array_agg(r.id ORDER BY r.area) AS ids, array_agg(r.name ORDER BY r.area) AS names
  FROM {holding} r
  WHERE NOT (rep.tbl = 'regions' AND (r.id = rep.id OR r.area <= ST_Area(h.g)))
) reg ON true
ORDER BY rep.qi, rep.pass, rep.tbl, rep.sim DESC, rep.id
) m RIGHT JOIN (SELECT {data_cache.VERSION_COLUMN} AS version) v ON true"""


def region_form(name: str) -> tuple[str, str] | None:
    """'City of Vaduz' -> ('Vaduz', "'City of'"); 'Vaduz Municipality' -> ('Vaduz', "'Municipality'"); else None."""
    found = REGION_FORM.match(name.strip())
    if found is None:
        return None
    if found.group("a"):
        return found.group("a").strip(), f"'{found.group('pre')} of'"
    return found.group("b").strip(), f"'{found.group('post')}'"


def _confidence(kind: str, sim: float, matched_on: str) -> float:
    if kind == "trigram":
        return round(min(0.9, 0.3 + 0.6 * sim), 3)
    base = 1.0 if kind == "exact" else 0.97
    return base if matched_on == "name" else base - 0.04


def _rank(match: PlaceMatch, order: list[str]) -> int:
    """Tie-break after confidence: administrative areas first (a town over its post office), then table order."""
    if match.table == "regions" and match.admin_level is not None:
        return -1
    return order.index(match.table) if match.table in order else len(order)


def _category(table: str, cats: dict[str, str], admin_level: int | None) -> str | None:
    if table == "regions":
        kind = cats.get("border_type") or cats.get("place") or cats.get("boundary")
        return f"{kind} level {admin_level}" if admin_level is not None else kind
    return next((f"{k}={v}" for k, v in cats.items()), None)


Passes = list[list[PlaceMatch]]   # the matches of each pass (NAMES, VARIANTS, FORM), in resolution order


def _query(ctx: ToolContext, branches: list[str], names: list[str], params: dict[str, Any],
           forms: list[tuple[str, str] | None]) -> list[Passes]:
    """Run a search statement; each name's matches by pass, in resolution order."""
    order = ctx.profile.resolution_order
    params = {"eps": CLUSTER_EPS_DEG, **params, **{f"q{i}": name for i, name in enumerate(names)}}
    keys = [f"q{i}" for i in range(len(names))] + [f"core{i}" for i, form in enumerate(forms) if form]
    rows = ctx.db.query(_find_sql(ctx, branches, keys), params,
                        max_rows=CANDIDATES_PER_TABLE * (2 * len(order) + 1) * len(names) + 1).rows
    data_cache.seen_version(ctx, rows[0][-1])   # for the feature counts kept while it holds
    found: list[Passes] = [[[], [], []] for _ in names]
    matched = [row for row in rows if row[0] is not None]
    for row in sorted(matched, key=lambda row: (row[0], row[1], order.index(row[2]))):   # stable: tables keep order
        index, search, match = row[0], row[1], _match(row[2:-1])
        if search == FORM:
            matched_on = f"name without {forms[index][1]}"
            match = match.model_copy(update={"matched_on": matched_on,
                                              "confidence": _confidence(match.match, 1.0, matched_on)})
        found[index][search].append(match)
    return found


def _names(ctx: ToolContext, names: list[str]) -> list[Passes]:
    """Every pass of each name over every table, in one statement: the rows named so, folded alike or close
    (trigram); the rows with a variant name (name:en, alt_name …) that folds to it, by the variant index; and for a
    region form ('City of Vaduz') the regions of its core name. find_places reads the variants only when no name
    matched as written or folded, and the region form only when no variant did either. (A second statement for
    those, only when needed, made a context such as 'Helsinki', a POI's name but no region's, two more: PlanRoute
    in Helsinki took 6 statements, now 3.)"""
    order, forms = ctx.profile.resolution_order, [region_form(name) for name in names]
    branches, params = [], {}
    for index, form in enumerate(forms):
        branches += [_hits_sql(ctx, table, NAMES, index) for table in order]
        if form:
            branches.append(_hits_sql(ctx, "regions", FORM, index))
            params[f"core{index}"] = form[0]
    branches += [_variant_hits_sql(ctx, table, len(names)) for table in order]
    return _query(ctx, branches, names, params, forms)


def _key(ctx: ToolContext, name: str) -> tuple:
    """A search's key in the call's memo: each pass is over every table (any subset reads it)."""
    return "places", ctx.profile.name, name


def search_terms(name: str | None, context: str | None = None) -> list[str]:
    """The names find_places searches for a place: itself, its context, and for 'Muru, Helsinki' the part before
    the comma and the town after it, for 'Landstrasse in Schaan' the name and the town (tried when the whole
    matches no name exactly)."""
    terms = [name or "", context or ""]
    head, comma, tail = (name or "").rpartition(",")
    if comma and head.strip() and tail.strip():
        terms += [head, context or tail]
    if (town := IN_TOWN.match(name or "")) is not None:   # 'Landstrasse in Schaan'
        terms += [town["name"], context or town["town"]]
    return [term.strip() for term in terms if term.strip()]


def prefetch(ctx: ToolContext, names: list[str | None]) -> None:
    """Search the names (handles aside) this tool call is about to look up, all in one statement."""
    wanted = [name.strip() for name in names if name and name.strip() and is_name(name)]
    memoise_all([_key(ctx, name) for name in wanted],
                lambda keys: dict(zip(keys, _names(ctx, [key[2] for key in keys]))))


def is_name(text: str) -> bool:
    try:
        return handle_or_name(text) is None
    except ValueError:   # a broken handle is no name either
        return False


def _search(ctx: ToolContext, name: str, order: list[str]) -> Passes:
    """The matches of each pass in `order`'s tables, searched once per tool call (copies: callers rank them)."""
    passes = memoised(_key(ctx, name), lambda: _names(ctx, [name])[0])
    return [[m.model_copy() for m in matches if m.table in order] for matches in passes]


def _matched(matches: list[PlaceMatch]) -> bool:
    """Whether a name matched as written or folded: then its variants and region form are not asked."""
    return any(m.match != "trigram" for m in matches)


def _match(row: tuple) -> PlaceMatch:
    (table, id_, osm_type, osm_id, found_name, kind, sim, matched_on, parts, gtype, lon, lat, centre_lon, centre_lat,
     cats, admin, city, source, hours, region_ids, region_names, wiki, notable, size) = row
    family = 2 if "POLYGON" in gtype else 1 if "LINE" in gtype else 0
    return PlaceMatch(
        handle=str(Handle.row(table, id_)), table=table, id=id_, osm_type=osm_type, osm_id=osm_id, name=found_name,
        lat=round(lat, 6), lon=round(lon, 6), geometry_type=gtype, region=(region_names or [None])[0],
        confidence=_confidence(kind, float(sim), matched_on), match=kind, matched_on=matched_on,
        category=_category(table, cats or {}, admin), admin_level=admin, parts=parts,
        region_ids=region_ids or [], addr_city=city, source=source, centre_lat=centre_lat, centre_lon=centre_lon,
        opening_hours=hours, similarity=float(sim), closeness=1.0 if kind != "trigram" else float(sim),
        approximate=kind == "trigram", salience=(int(bool(wiki)), int(bool(notable)), family, float(size or 0.0)))


# -- context ------------------------------------------------------------------------------------------

class _Context(BaseModel):
    text: str
    region_ids: set[int] = set()
    anchor: PlaceMatch | None = None
    sources: set[str] = set()   # the extracts its regions or its place come from

    def elsewhere(self, m: PlaceMatch) -> bool:
        """Whether a match lies in another extract than the context ('The Castle' in Iceland for 'in Heidelberg')."""
        return bool(self.sources) and m.source is not None and m.source not in self.sources

    @property
    def resolved(self) -> bool:
        return bool(self.region_ids) or self.anchor is not None

    def contains(self, m: PlaceMatch) -> bool:
        key = fold(self.text)
        if self.region_ids & set(m.region_ids) or (m.table == "regions" and m.id in self.region_ids):
            return True
        if m.addr_city and fold(m.addr_city) == key:
            return True
        # The extract's name (helsinki-center.osm.pbf) stands in for a city without a region polygon only.
        if not self.region_ids and len(key) >= 4 and m.source and key.replace(" ", "-") in fold(m.source):
            return True
        return self.anchor is not None and distance_m(self.anchor, m) <= CONTEXT_RADIUS_M

    def describe(self) -> str:
        if self.region_ids:
            return f"region(s) {', '.join(f'regions:{i}' for i in sorted(self.region_ids))}"
        return self.anchor.short() if self.anchor else "nothing"


def in_another_extract(ctx: ToolContext, m: PlaceMatch, context: str) -> bool:
    """Whether a match lies in another extract than the context it is asked in ('Heidelberg Castle' is no 'The Castle'
    in Iceland); never for a context that names nothing ('in sq m')."""
    return memoised(("context", ctx.profile.name, context.strip()),
                    lambda: resolve_context(ctx, context.strip())).elsewhere(m)


def resolve_context(ctx: ToolContext, context: str) -> _Context:
    """A context names a region (by name), else a place to be near; the extract/city name also counts."""
    info = _Context(text=context)
    regions = find_places(ctx, context, tables=["regions"], limit=6)
    taken = [m for m in regions if m.match != "trigram" or m.confidence >= 0.75]
    info.region_ids = {m.id for m in taken}
    others = [t for t in ctx.profile.resolution_order if t != "regions"]
    if taken and all(m.match == "trigram" for m in taken):
        # a region only spelt like it ('Eastbrook' for 'Eastbrooke', an island) loses to a settlement of the very name
        if (settlement := _settlement_named(ctx, context)) is not None:
            info.region_ids, info.anchor = set(), settlement
            return info
    if not info.region_ids:
        places = find_places(ctx, context, tables=others, limit=1)
        info.anchor = places[0] if places and places[0].confidence >= 0.75 else None
    elif not any(m.admin_level is not None for m in taken):
        # a town's outline drawn by hand may miss the town (one lay 14 km off its village node): near its node too
        info.anchor = _settlement_named(ctx, context, others)
    info.sources = {m.source for m in ([m for m in taken if m.id in info.region_ids] +
                                       ([info.anchor] if info.anchor is not None else [])) if m.source}
    return info


# -- the search ---------------------------------------------------------------------------------------

SETTLEMENTS = {"city", "town", "village", "hamlet", "suburb", "borough", "quarter", "neighbourhood"}


def salience(match: PlaceMatch) -> tuple[int, int, int, int, int, float]:
    """What makes one of several places of a name the one meant when nothing else tells: a town (an administrative
    region or a settlement's polygon: on the national extract 'Selfoss' took a viewpoint and 'Húsavík' an alpine
    hut over the towns), a wikidata/wikipedia tag, a tourism or historic kind, a polygon over a line over a point,
    a larger area or a longer line."""
    wiki, notable, family, size = match.salience
    # (then a place known beyond the map, a lighthouse or a waterfall with a wikidata entry, over a house or a farm of
    # its name; then a place of the map's, a farm or a locality, over a road named after it: 'the toilets at
    # Hvítanes')
    placed = int((match.category or "").startswith("place="))
    return int(is_settlement(match)), wiki, placed, int(bool(notable)), family, size


def trip_ends(group: list[PlaceMatch]) -> list[PlaceMatch]:
    """Of namesakes, those a question measured to or from means: the towns, else the places of the map (a farm, a
    locality) and those known beyond it (a lighthouse with a wikidata entry), else what is no road nor river (a road
    named after a farm leads to it), else all of them: never the hut or the road of the name beside another place's
    namesake."""
    return [m for m in group if is_settlement(m)] or \
        [m for m in group if (m.category or "").startswith("place=") or m.salience and m.salience[0]] \
        or destinations(group) or [m for m in group if m.table != "roads"] or group   # (known beyond the map: a wikidata entry)


def destinations(group: list[PlaceMatch]) -> list[PlaceMatch]:
    """Of namesakes, the places one goes to: not a road, nor a river or a stream (a line of water, which a trip
    reaches nowhere in particular: the guest house named after it is where one drives)."""
    return [m for m in group if m.table != "roads" and not (m.table == "lakes" and "LINE" in (m.geometry_type or ""))]


def is_settlement(match: PlaceMatch) -> bool:
    """A town: an administrative region, a settlement's polygon, or a settlement's node ('place=town')."""
    if match.table == "regions":
        return match.admin_level is not None or match.category in SETTLEMENTS
    return (match.category or "").startswith("place=") and match.category.split("=", 1)[1] in SETTLEMENTS


Point = tuple[float, float]   # lat, lon


def _distance_to(match: PlaceMatch, points: list[Point]) -> float:
    return min(haversine_m(match.lat, match.lon, lat, lon) for lat, lon in points)


# how near the question's other places a namesake that is no town or farm must lie to be the one meant
BESIDE_M = 3000.0

# namesakes at most this many times as far from the question's other places as the nearest are about as far: where
# they lie does not tell them apart
NEAR_AS_FAR = 1.25

# namesakes this close to each other are one sight (a waterfall, the viewpoints over it, the trail to it)
ONE_SIGHT_M = 3000.0

# how far a street may run from the place it is named after ('Friðheimar' the road, and the restaurant at its end)
STREET_OF_ITS_NAME_M = 1000.0


def _sort_of(match: PlaceMatch) -> tuple[str | None, str]:
    """What a namesake is, as far as telling pieces of one place from other places goes: its kind and its shape."""
    shape = (match.geometry_type or "").upper()
    return match.category, "point" if "POINT" in shape else "line" if "LINE" in shape else "area"


def choose_namesake(matches: list[PlaceMatch], near: list[Point] | None = None) -> list[PlaceMatch]:
    """Of places elsewhere that share the best match's name (as strong a match: `rivals`), the one nearest the
    question's other places (`near`), else the most salient; first, with how many others there are."""
    if not matches:
        return matches
    others = rivals(matches)
    if not others:
        return matches
    group = [matches[0], *others]
    if near:
        # a name a town carries means the town, when the question's places are measured from it or to it ('drive
        # from X to Y'), not the fjord or the hut of that name that happens to lie nearer the other place
        # (a farm or a locality of the name, over a street named after it in another town: a trip goes to a place)
        within = trip_ends(group)
        if not any(is_settlement(m) for m in within):
            # a farm's name is also the peak or the cave beside the question's other place: that one is meant, not
            # the farm across the country (a town of the name stays the town)
            within = [*within, *(m for m in group if m not in within and m.table != "roads" and
                                 _distance_to(m, near) <= BESIDE_M)]
        nearest = min(within, key=lambda m: (round(_distance_to(m, near)), group.index(m)))
        reason = "the one nearest the question's other places"
        nearest_m = _distance_to(nearest, near)
        if nearest_m > BESIDE_M and len(alike := [m for m in within if _distance_to(m, near) <= nearest_m * NEAR_AS_FAR]) > 1:
            # far from every other place, nearness tells apart only namesakes at clearly different distances: of
            # those about as far (a museum and a peak of one name, 43 and 44 km from the trip's start), the salient
            nearest = max(alike, key=lambda m: (salience(m), -group.index(m)))
            reason = "the most prominent of those about as near the question's other places"
        if nearest.table == "roads":   # a street named after the place beside it: the place is the trip's end
            nearest = min((m for m in within if m.table != "roads" and distance_m(m, nearest) <= STREET_OF_ITS_NAME_M),
                          key=lambda m: (round(_distance_to(m, near)), group.index(m)), default=nearest)
        # an entrance node and its building are one place; so are a waterfall, the viewpoints over it and the trail
        # to it that carry its name: of those, the salient one (nearness to the other places cannot tell them apart)
        # (pieces of one kind are pieces of one place, the one nearest meant: a park mapped in parts)
        sight = ONE_SIGHT_M if nearest.table not in ("roads", "regions") and not is_settlement(nearest) else 0.0
        chosen = max([m for m in group if distance_m(m, nearest) <= SAME_PLACE_M or
                      distance_m(m, nearest) <= sight and _sort_of(m) != _sort_of(nearest) and
                      m.table not in ("roads", "regions") and not is_settlement(m)],
                     key=lambda m: (salience(m), -group.index(m)))
        if chosen is not nearest and distance_m(chosen, nearest) > SAME_PLACE_M:
            reason = "the most prominent of those side by side"
    else:
        chosen = max(group, key=lambda m: (salience(m), -group.index(m)))
        reason = "the most salient (" + _salient_because(chosen, group) + ")"
    ranked = [chosen, *(m for m in matches if m.handle != chosen.handle)]
    # namesakes in another extract, when nothing in the question placed it: the answer says which one it took
    elsewhere = [] if near else list(dict.fromkeys(whereabouts(m) for m in group if m.source != chosen.source))
    # (where it is tells it apart only when no namesake is there too: 'in <the country>' says nothing of two farms there)
    apart = whereabouts(chosen) not in {whereabouts(m) for m in group if m.handle != chosen.handle}
    ranked[0] = chosen.model_copy(update={"namesakes": len(rivals(ranked)), "chosen_by": reason,
                                          "elsewhere": elsewhere, "where_sets_apart": apart})
    return ranked


def namesake_note(asked: str, match: PlaceMatch) -> str | None:
    """The sentence an answer about one of several places of a name states: in different extracts, which one it took;
    in one, that it took the one nearest the question's other places (a farm's name many farms share), unless the
    question said where it is."""
    if not match.elsewhere and match.namesakes and not match.in_context and \
            (match.chosen_by or "").startswith("the one nearest"):
        return (f"More than one place is named {match.name}; I took the one nearest the other places of the question"
                f"{' (in ' + whereabouts(match) + ')' if match.where_sets_apart else ''}")
    if not match.elsewhere and match.namesakes and not match.in_context and \
            (match.chosen_by or "").startswith("the most prominent of those about as near"):
        return (f"More than one place is named {match.name} about as near the other places of the question; I took "
                f"the most prominent one{' (in ' + whereabouts(match) + ')' if match.where_sets_apart else ''}")
    if (match.chosen_by or "").startswith("the most prominent of those side by side"):
        return None   # the viewpoints over a waterfall, the stops named after a park: the place they are named after
    if not match.elsewhere and match.namesakes and not match.in_context and \
            (match.chosen_by or "").startswith("the most salient") and match.chosen_by != "the most salient (a town)":
        # (a town is what its name means beside a farm or a street named after it)
        # nothing in the question told them apart: the person learns there are others, and how to ask of one
        where = f" (in {whereabouts(match)})" if match.where_sets_apart else ""
        return (f"{match.namesakes + 1} places are named {match.name}; I took the most prominent one{where}: "
                "name the town or area to ask about another")
    if not match.elsewhere:
        return None
    others = " and ".join(match.elsewhere[:2])
    return f"More than one place is named {match.name}; I took the one in {whereabouts(match)}, not the one in {others}"


def _salient_because(chosen: PlaceMatch, group: list[PlaceMatch]) -> str:
    """The part of its salience that set the chosen match above the next most salient one."""
    mine = salience(chosen)
    runner_up = max(salience(m) for m in group if m.handle != chosen.handle)
    decisive = next((i for i, (a, b) in enumerate(zip(mine, runner_up)) if a != b), None)
    family = mine[4]
    said = {0: "a town", 1: "it has a wikidata/wikipedia entry",
            2: "a place on the map, the others are roads or features", 3: "a tourism or historic place",
            4: "an area, the others are points or lines" if family == 2 else "a line, the others are points",
            5: "the largest" if family == 2 else "the longest"}
    return said.get(decisive, "the first found")


def also_named(match: PlaceMatch, others: list[PlaceMatch]) -> str | None:
    """'also: 2 other places named 'Rathaus' (in Schaan; ...)' when the match was one of several namesakes."""
    if not match.namesakes:
        return None
    where = "; ".join(dict.fromkeys(f"{m.handle} in {whereabouts(m)}" for m in others[:3]))
    return (f"also: {match.namesakes} other place{'s' if match.namesakes > 1 else ''} named {match.name!r}"
            + (f" ({where})" if where else "") + f"; took {match.handle}, {match.chosen_by}")


def whereabouts(m: PlaceMatch) -> str:
    """Where a match is, in words: its region, else its address's town, else its extract."""
    return m.region or m.addr_city or _extract_words(m.source) or f"{m.lat:.3f},{m.lon:.3f}"


def _extract_words(source: str | None) -> str:
    """An extract's file as words: 'neubrandenburg-2016-02.osm.pbf' -> 'Neubrandenburg'."""
    stem = re.sub(r"[-_]\d{4}(?:[-_]\d{1,2})*$", "", (source or "").split(".osm")[0])
    return stem.replace("-", " ").replace("_", " ").title()


_TOWN_IN_BRACKETS = re.compile(r"(?P<name>[^()]+?)\s*\((?:in\s+)?(?P<town>[^()]+)\)")


def find_places(ctx: ToolContext, name: str, context: str | None = None, limit: int = 6,
                tables: list[str] | None = None, near: list[Point] | None = None) -> list[PlaceMatch]:
    """Ranked matches for a place name (best first). With a context, matches inside it rank first; of places
    elsewhere with the same name, the one nearest `near` (the question's other places), else the most salient.
    'Vaduz Cathedral' (a kind of place in a town) is kind_in_town.read_kind's, after this search."""
    name = (name or "").strip()
    if not name:
        return []
    found = _ranked(ctx, name, context, limit, tables, near)
    if context is None and not _matched(found) and (bracketed := _TOWN_IN_BRACKETS.fullmatch(name)) is not None:
        # 'The Gunther (Baltimore)': the name, in the town the brackets say, unless the brackets are the name's own
        # ('ABQ BioPark (Aquarium)' is a loaded name as written)
        return _ranked(ctx, bracketed["name"], bracketed["town"], limit, tables, near)
    for town_said in (_town_said_in, _town_said_last) if context is None and not _matched(found) else ():
        # 'The Old Mill Museum at Eastbrook', 'New Hope Circle Baltimore': the name, in the loaded town said
        if (cut := town_said(ctx, name)) is None:
            continue
        inside = [m for m in _ranked(ctx, cut[0], cut[1], limit, tables, near) if m.in_context]
        if any(accepted(m) and not m.approximate for m in inside):   # (a name like the rest is no reason to cut it)
            return inside
        # 'Kinopalatsi cinema in Helsinki': the name said with its kind, in the town
        if kinded := [m for m in _said_with_its_kind(ctx, cut[0], cut[1], limit, tables, near) if m.in_context]:
            return kinded
    if not any(accepted(m) and not m.approximate for m in found) and \
            (after_kind := _said_after_its_kind(ctx, name, context, limit, tables, near)):
        return after_kind + [m for m in found if m.handle not in {k.handle for k in after_kind}]
    if any(accepted(m) for m in found) and all(m.approximate for m in found if accepted(m)) and \
            (kinded := [m for m in _said_with_its_kind(ctx, name, context, limit, tables, near) if not m.approximate]):
        # 'Dalshöfdi guesthouse': the guest house named Dalshöfdi, over a 'Höfdi Guesthouse' only spelled like it
        return kinded + [m for m in found if m.handle not in {k.handle for k in kinded}]
    if not any(accepted(m) for m in found):
        headed = _said_by_its_head(ctx, name, tables) or _said_by_its_ref(ctx, name, context, limit, tables, near) or \
            _said_with_its_kind(ctx, name, context, limit, tables, near)
        if headed:
            return headed + found
    elif context and not any(accepted(m) and m.in_context for m in found):
        # 'Bus 12 in Eastbrook' where only another town has a line named exactly 'Bus 12': the town's own line, found
        # by its number, or by its longer names that start so ('Bus 12: A => B', whose number may be another)
        if inside := [m for m in _said_by_its_ref(ctx, name, context, limit, tables, near) if m.in_context] or \
                _said_longer_in(ctx, name, context, limit, tables, near):
            return inside + found
        if all(m.approximate and m.in_context is False for m in found if accepted(m)):
            # only names like it, each outside the town said: none is the place ('the Nest guesthouse' in T is no
            # 'Kast Guesthouse' 378 km away); said as not found, with the names like it
            return [m for m in found if not m.approximate]
    return found


def _town_said_last(ctx: ToolContext, name: str) -> tuple[str, str] | None:
    """(the name, the town) of a name said with a loaded town's name after it and no comma ('New Hope Circle
    Baltimore'); None when its last words name no such town, or nothing is left before them."""
    words, towns = name.split(), _town_names(ctx)
    prefetch(ctx, [" ".join(words[-cut:]) for cut in (1, 2) if len(words) > cut])   # (both ends in one statement)
    for cut in (1, 2):
        tail = " ".join(words[-cut:])
        if len(words) > cut and (_letters(tail) in towns or _a_settlement(ctx, tail)):
            return " ".join(words[:-cut]), tail
    return None


def _town_said_in(ctx: ToolContext, name: str) -> tuple[str, str] | None:
    """(the name, the town) of a name said 'in' or 'at' a loaded town ('The Old Mill Museum at Eastbrook', whose
    first words only a variant name holds: the search by name never cut it); None otherwise."""
    said = IN_TOWN.match(name)
    if said is None or said["town"].casefold() in ("the", ""):
        return None
    town = said["town"].strip()
    return (said["name"], town) if _letters(town) in _town_names(ctx) or _a_settlement(ctx, town) else None


def _a_named_place(match: PlaceMatch) -> bool:
    """A town, or any place named where there is no town: a locality, a farm, an islet ('place=locality')."""
    return is_settlement(match) or (match.category or "").startswith("place=")


def _a_settlement(ctx: ToolContext, name: str) -> bool:
    return _settlement_named(ctx, name) is not None


def _settlement_named(ctx: ToolContext, name: str, tables: list[str] | None = None) -> PlaceMatch | None:
    """The loaded town or village of exactly this name (one of many a national extract holds, beyond the few its
    addresses name most), in `tables` if given, or None."""
    return next((m for m in _ranked(ctx, name, None, 3, tables, None)
                 if is_settlement(m) and accepted(m) and not m.approximate), None)


def _said_longer_in(ctx: ToolContext, name: str, context: str, limit: int, tables: list[str] | None,
                    near: list[Point] | None) -> list[PlaceMatch]:
    """The places in the town said whose names start with the name asked ('Bus 14' of 'Bus 14: A => B' and 'Bus 14:
    B => A'), each found by its whole name; none when the town has none."""
    names = sorted({m.name for m in _heads(ctx, name, tables) if m.name})
    return [m for n in names for m in _ranked(ctx, n, context, limit, tables, near)[:1]
            if not m.approximate and m.in_context][:limit]


# the words a line is said by, with the `route` values they may mean (None: any travelled route): the reader's kinds,
# and the words said only in a name
ROUTE_WORDS: dict[str, tuple[str, ...] | None] = {
    **LINE_KINDS, "night bus": ("bus", "trolleybus"), "bus line": ("bus", "trolleybus"),
    "bus route": ("bus", "trolleybus"), "bus service": ("bus",), "svc": ("bus",), "service": ("bus",),
    "light rail": ("light_rail",), "line": None, "route": None, "number": None, "no": None, "no.": None}
_ROUTE_WORD = "|".join(sorted(map(re.escape, ROUTE_WORDS), key=len, reverse=True))
_ROUTE_SAID = re.compile(rf"^(?:the\s+)?(?:(?P<before>{_ROUTE_WORD})\s+)?(?P<ref>[\w-]+)(?:\s+(?P<after>{_ROUTE_WORD}))?$",
                         re.IGNORECASE)
_ROUTES_BY_REF = """SELECT DISTINCT t.{name} FROM {relation} t
    WHERE t.tags->>'type' = 'route' AND lower(t.tags->>'ref') = lower(%(ref)s) AND t.{name} IS NOT NULL
      AND (%(kinds)s::text[] IS NULL OR t.tags->>'route' = ANY(%(kinds)s::text[]))
    LIMIT 10"""


def _said_by_its_ref(ctx: ToolContext, name: str, context: str | None, limit: int, tables: list[str] | None,
                     near: list[Point] | None) -> list[PlaceMatch]:
    """A line said by its number and what it is ('bus 12A', 'the 7N night bus', 'the Eastbrook Flyer train', '12A'):
    the route whose `ref` it is, found by its full name ('Line 12A (Old Mill => ...)'). Only when one route
    carries it (two directions of a line are two routes: which one is meant is not said); a bare word only when it
    holds a digit."""
    said = _ROUTE_SAID.match(name.strip())
    if said is None or (tables is not None and "pois" not in tables) or "pois" not in ctx.profile.resolution_order:
        return []
    word = (said["before"] or said["after"] or "").casefold()
    if (not word and not re.search(r"\d", said["ref"])) or (said["before"] and said["after"]) or \
            "tags" not in table_columns(ctx, "pois"):
        return []
    spec = ctx.profile.table("pois")
    statement = _ROUTES_BY_REF.format(name=spec.name_column, relation=spec.relation)
    kinds = list(ROUTE_WORDS[word] or ()) or None if word else None   # ("line": a route of any kind)
    names = memoised(("by ref", ctx.profile.name, said["ref"].casefold(), word), lambda: [
        row[0] for row in ctx.db.query(statement, {"ref": said["ref"], "kinds": kinds}, max_rows=10).rows])
    if len(names) != 1 and context:
        # several routes carry it: in the town said, they are the line's directions and variants ('Bus 12: A => B',
        # 'Bus 12: B => A'), each described by its own name; elsewhere as well, which is meant is not said
        inside = [m for n in sorted(names) for m in _ranked(ctx, n, context, limit, tables, near)[:1]
                  if not m.approximate and m.in_context]
        return inside[:limit]
    if len(names) != 1:
        return []
    return [m for m in _ranked(ctx, names[0], context, limit, tables, near) if not m.approximate][:1]


def _said_by_its_head(ctx: ToolContext, name: str, tables: list[str] | None) -> list[PlaceMatch]:
    """A long name said by its first words, when nothing else matched: a route ('Odenwaldklub HW 73' of
    'Odenwaldklub HW 73, Burgensteig ..., A - B - C', 'Bus 35' of 'Bus 35: A => B'), whose whole name is too long for
    the trigram similarity to find. Only one name may start so (else it is no name of one place); stated as an
    approximate match. Searched only then: the names pass finds every other name."""
    matches = _heads(ctx, name, tables)
    if len({fold(m.name or "") for m in matches}) != 1:
        return []
    for m in matches:
        _rate(m, APPROXIMATE_MIN)
    return choose_namesake(matches)


# kinds said after another kind as the whole of it ('the X pool building', 'the X school grounds'): the sort word
# before them may be a kind itself
_WHOLE_OF_A_KIND = frozenset({"building", "buildings", "complex", "site", "grounds", "premises"})


def _said_with_its_kind(ctx: ToolContext, name: str, context: str | None, limit: int, tables: list[str] | None,
                        near: list[Point] | None) -> list[PlaceMatch]:
    """A name said with its kind after it in small letters, when nothing else matched: 'the Old Mill Works pier' is the
    place named 'Old Mill Works' (a name found as written only; the kind is the reader's word for one)."""
    words = name.split()
    if _known_feature(re.sub(r"^the\s+", "", name, flags=re.IGNORECASE).casefold()):
        return []   # 'the power generator' is a kind whole, not a place named 'power' said with its kind
    # the kind in one or two words; before it, up to two small words that say what sort ('the X organic farm')
    for cut, sort in ((1, 0), (2, 0), (1, 1), (2, 1), (1, 2)):
        kind, said = " ".join(words[-cut:]), words[-cut - sort:len(words) - cut]
        kind = KIND_SAID_SHORT.get(kind, kind)
        if len(words) <= cut + sort or not kind.islower() or \
                not (_known_feature(kind.casefold()) or kind in _WHOLE_OF_A_KIND) or \
                any(not w.islower() or _known_feature(w.casefold()) and kind not in _WHOLE_OF_A_KIND for w in said):
            continue
        # (a town before a kind is a kind in that town, 'the Eastbrook chess table': kind_in_town's, never the town
        # nor anything else named like it, its station or its post code area)
        named = " ".join(words[:-cut - sort])
        head = _ranked(ctx, named, context, limit, tables, near)
        from georeact.tools.kind_in_town import of_the_kind   # (it searches names with this module)
        if kind not in _WHOLE_OF_A_KIND and (itself := of_the_kind(
                ctx, [m for m in head if accepted(m) and not m.approximate and m.match != "trigram"], kind)):
            # ('the Eastbrook lighthouse' where the lighthouse is named Eastbrook: that one, before a lighthouse in the
            # hamlet Eastbrook)
            return [m.model_copy(update={"matched_on": f"the {kind} named {m.name}", "kind_said": True}) for m in itself]
        if any(m.table == "regions" or _a_named_place(m) and not m.approximate for m in head) or \
                _letters(named) in _town_names(ctx):
            return []   # ('the Eastbrook cafe', Eastbrook a hamlet's node: the cafe there)
        if found := [m for m in head if accepted(m)]:
            # 'the Old Mill Works pier' is the pier of that name; 'the Eastbrook Falls letterbox' no waterfall but
            # the letterbox there (kind_in_town's)
            of_kind = None if kind in _WHOLE_OF_A_KIND else of_the_kind(ctx, found, kind)   # (a building is any)
            return found if of_kind is None else of_kind
        if part := _named_part_of_kind(ctx, named, kind, tables):
            return part
    return []


# a kind said before a name in small letters ('the lake X', 'the peak X'): the name, of that kind if one such is
# (one or two words in small letters, as kind_in_town's kind before a house name reads them)
KIND_WORDS_BEFORE = r"(?P<kind>(?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*)?)\s+"
_KIND_FIRST = re.compile(rf"^(?:the\s+)?{KIND_WORDS_BEFORE}(?P<name>(?-i:[A-ZÀ-ÖØ-Þ]).*)$", re.IGNORECASE)


def _said_after_its_kind(ctx: ToolContext, name: str, context: str | None, limit: int, tables: list[str] | None,
                         near: list[Point] | None) -> list[PlaceMatch]:
    """'the lake X', 'the peak X, next to the hut': the place named X as written, of the kind said when one of its
    namesakes is (else any), the one nearest the question's other places; none when the words before the name are no
    kind, or nothing carries the name."""
    said = _KIND_FIRST.match(name)
    if said is None or not _known_feature(said["kind"].casefold()):
        return []
    named = [m for m in _ranked(ctx, said["name"], context, limit, tables, near) if not m.approximate]
    if not named:
        return []
    from georeact.tools.kind_in_town import of_the_kind   # (it searches names with this module)
    kinded = of_the_kind(ctx, named, said["kind"]) or named
    # (those in the context said first: 'the peak X near the hut X' is the peak beside that hut)
    return choose_namesake([m for m in kinded if m.in_context] or kinded, near)


def _named_part_of_kind(ctx: ToolContext, said: str, kind: str, tables: list[str] | None) -> list[PlaceMatch]:
    """'the Ion hotel', 'the Látrum camp site': the one place of the kind whose name starts with the words said and
    goes on ('Ion Luxury Adventure Hotel'), else the one whose name ends with them after others ('Tjaldsvæði
    Látrum', a name that says its kind in the local language first), stated as an approximate match; none when no
    such name, or several, do."""
    from georeact.tools.kind_in_town import of_the_kind
    said = re.sub(r"^the\s+", "", said.strip(), flags=re.IGNORECASE)
    if not said or said.islower() or re.search(r"[%_\\]", said):
        return []   # (a name is said with a capital; LIKE's own characters are no name's)
    order = [t for t in ctx.profile.resolution_order if tables is None or t in tables]
    for part in ("started", "ended"):
        def search() -> list[PlaceMatch]:
            branches = [_hits_sql(ctx, table, NAMES, 0, starting=part == "started", ending=part == "ended")
                        for table in order]
            return _query(ctx, branches, [said], {}, [None])[0][NAMES]

        found = [m.model_copy() for m in memoised((part, ctx.profile.name, said, tuple(order)), search)]
        of_kind = of_the_kind(ctx, found, kind) if found else None
        if not of_kind:
            continue
        if len({fold(m.name or "") for m in of_kind}) != 1:
            return []
        for m in of_kind:
            _rate(m, APPROXIMATE_MIN)
        return choose_namesake(of_kind)
    return []


def _heads(ctx: ToolContext, name: str, tables: list[str] | None) -> list[PlaceMatch]:
    """The places whose names start with the words of `name` (two at least) and go on (copies)."""
    if len(_letters(name).split()) < 2:
        return []
    order = [t for t in ctx.profile.resolution_order if tables is None or t in tables]

    def search() -> list[PlaceMatch]:
        branches = [_hits_sql(ctx, table, NAMES, 0, within=True) for table in order]
        return _query(ctx, branches, [name], {}, [None])[0][NAMES]

    found = memoised(("head", ctx.profile.name, name, tuple(order)), search)
    return [m.model_copy() for m in found if _starts(name, m.name)]


def _starts(asked: str, name: str | None) -> bool:
    """The name's first words are the words asked, two at least, and more words follow."""
    words, whole = _letters(asked).split(), _letters(name).split()
    return 2 <= len(words) < len(whole) and whole[:len(words)] == words


def _ranked(ctx: ToolContext, name: str, context: str | None, limit: int, tables: list[str] | None,
            near: list[Point] | None) -> list[PlaceMatch]:
    prefetch(ctx, search_terms(name, context))
    order = [t for t in ctx.profile.resolution_order if tables is None or t in tables]
    matches, variants, form = _search(ctx, name, order)
    if not _matched(matches):   # the variants, then a region form ('City of Vaduz')
        matches += variants
        if not variants:
            matches += [m for m in form if m.match != "trigram"]
    best: dict[str, PlaceMatch] = {}
    for m in matches:   # one row once, as its strongest match (a variant or region-form hit over a trigram hit)
        if m.handle not in best or m.confidence > best[m.handle].confidence:
            best[m.handle] = m
    matches = list(best.values())
    # an approximate match ranks by how close its name is to the name asked, or to the name with its context
    # ('Rathaus Vaduz' for 'Rathaus' in Vaduz)
    spellings = [name] + ([f"{name} {context.strip()}", f"{context.strip()} {name}"] if context and context.strip() else [])
    for m in matches:
        if m.approximate:
            _rate(m, max(closeness(spelled, m) for spelled in spellings))
    if context and context.strip():
        info = memoised(("context", ctx.profile.name, context.strip()), lambda: resolve_context(ctx, context.strip()))
        for m in matches:
            m.in_context = info.contains(m)
            if m.approximate and m.in_context and words_within(name, m.name):
                # 'Kunstmuseum' in Vaduz: the name is words of a place's name in the town the question names; alone
                # that is a namesake ('Paris' ~ 'Fashion Paris'), with the town it is the place meant
                _rate(m, max(m.closeness, APPROXIMATE_MIN))
    if near:
        for m in matches:   # the same near the question's other places ('the Kunstmuseum' asked with Rathaus Vaduz)
            if m.approximate and words_within(name, m.name) and _distance_to(m, near) <= CONTEXT_RADIUS_M:
                _rate(m, max(m.closeness, APPROXIMATE_MIN))
    for m in matches:   # 'Cinestar' for 'Cinestar Neubrandenburg': the rest of its name is a town of the data
        if m.approximate and m.closeness < APPROXIMATE_MIN and words_within(name, m.name) and \
                _rest(name, m.name) in _town_names(ctx):
            _rate(m, APPROXIMATE_MIN)
    holders = {fold(m.name or "") for m in matches if m.approximate and words_within(name, m.name)}
    for m in matches:   # the words of one place's name only, said short; stated as approximate
        if m.approximate and m.closeness < APPROXIMATE_MIN and len(holders) == 1 and \
                (_short_by_one_word(name, m.name) or short_by_its_ends(name, m.name)):
            _rate(m, APPROXIMATE_MIN)
    if len(holders) == 1 and len(_letters(name).split()) >= 2:
        # 'Marina Bay Sands Expo' for 'Marina Bay Sands Expo and Convention Centre': the one name holding every word
        # asked outranks a name closer in letters that lacks one ('Marina Bay Sands')
        lacking = max((m.closeness for m in matches if m.approximate and not words_within(name, m.name)), default=0.0)
        for m in matches:
            if m.approximate and fold(m.name or "") in holders and APPROXIMATE_MIN <= lacking and m.closeness <= lacking:
                _rate(m, min(lacking + 0.01, 1.0))
    if _letters(name) in _town_names(ctx):
        for m in matches:   # a town the data's addresses name is that town, never a lookalike of it (measured:
            # 'Baltimore', which the extract knows by its addresses only, taken to be the bar 'Smaltimore')
            if m.approximate and not words_within(name, m.name):
                _rate(m, min(m.closeness, APPROXIMATE_MIN - 0.01))
    placed = False
    if context and context.strip():
        # a name matched as written outside the context outranks one merely like it inside
        tier = [m for m in matches if accepted(m)] or matches
        if any(m.in_context for m in tier):
            for m in matches:
                if not m.in_context:
                    m.confidence = round(m.confidence * 0.5, 3)
        elif info.anchor is not None and not info.region_ids:
            # 'Hraun in <a valley>': the place said is a point (a locality, a farm) none of the namesakes lies
            # within reach of: the one nearest it, never the most salient across the country (and so said placed)
            near, placed = [(info.anchor.lat, info.anchor.lon)], True
    if near:
        # (last, once every other rating is made: 'Louis Vuitton Helsinki' is raised above for its town's name)
        # of longer names holding the words, one near the question's other places outranks one in another area,
        # however closer in letters ('Louis Vuitton' asked with a Singapore café: not 'Louis Vuitton Helsinki')
        holding = [(m, _distance_to(m, near)) for m in matches if m.approximate and words_within(name, m.name)]
        far = [m.closeness for m, apart in holding if apart > ANOTHER_AREA_M]
        for m, apart in holding:
            if far and apart <= CONTEXT_RADIUS_M:
                _rate(m, max(m.closeness, min(max(far) + 0.01, 1.0)))
    # A typed feature before an untyped name at equal rank: the townhall 'Rathaus' over the bus stop 'Rathaus'.
    matches.sort(key=lambda m: (-m.confidence, _rank(m, order), m.category is None, m.id))
    head, comma, tail = name.rpartition(",")
    if comma and head.strip() and tail.strip() and not (matches and matches[0].match == "exact"):
        # "Muru, Helsinki": benchmark questions (and models copying them) put the city after a comma; the
        # whole string only finds a trigram match on "Helsinki". The part before the comma, in that context, wins
        # when it matches at least as well.
        split = find_places(ctx, head, context=context or tail, limit=limit, tables=tables, near=near)
        if split and (not matches or split[0].confidence >= matches[0].confidence):
            return split
    on_its_street: list[PlaceMatch] = []   # the name said before the street it is on, however near its match
    for form in SAID_AROUND if not (matches and not matches[0].approximate) else []:
        # "Landstrasse in Schaan", "Whole Foods on Fleet Street": a name and where it is, when the whole is no name;
        # the name as written in that context, never an approximate match of it ("largest park in Vaduz" stays
        # unknown)
        if (said := form.match(name)) is None or \
                said.groupdict().get("data_town") and _letters(said["data_town"]) not in _town_names(ctx):
            continue
        town = said.groupdict().get("town") or said.groupdict().get("data_town")
        if form is ON_STREET:   # (a street is no town to search in: the name anywhere, those on the street first)
            split = _on_the_street(ctx, find_places(ctx, said["name"], context=context, limit=limit, tables=tables,
                                                    near=near), said["town"])
        else:
            split = find_places(ctx, said["name"], context=context or town, limit=limit, tables=tables, near=near)
        if split and (not split[0].approximate and split[0].matched_on == "name" and
                      not ((context or town) and in_another_extract(ctx, split[0], context or town))
                      or accepted(split[0]) and split[0].in_context and words_within(said["name"], split[0].name)):
            # as written, and there ('Heidelberg Castle' is no guest house 'The Castle' in another country); or its
            # words are those of a place's name in that town ('Landesmuseum in Vaduz' is the Liechtensteinisches
            # Landesmuseum Vaduz), which the answer states as an approximate match
            return split
        if form is ON_STREET and split and accepted(split[0]):
            on_its_street = split
    if on_its_street and not any(accepted(m) and not m.approximate for m in matches):
        # ('Fairfield Inn on President St': the Fairfield Inn & Suites, an approximate match the answer states; the
        # street said is no town to search in)
        return on_its_street
    matches = choose_namesake(_prefer_area(matches), near)[:limit] if matches else []
    if matches and placed and _distance_to(matches[0], near) <= PLACED_NEAR_M:
        matches[0].in_context = True   # (a 'Pharmacy' 100 km off is no pharmacy at the farm said)
    return matches


ON_STREET_M = 200.0   # a place this near a street of the name said is the one 'on' it


def _on_the_street(ctx: ToolContext, matches: list[PlaceMatch], street: str) -> list[PlaceMatch]:
    """The matches of a name said on a street ('the Starbucks on Boston Street'), the ones on a street of that name
    first (its last word may be said short: 'President St'), marked as in the place said; unchanged when no street
    of the name is loaded or none is on it."""
    words = fold(re.sub(r"^the\s+", "", street.strip(), flags=re.IGNORECASE)).split()
    if not words or not matches:
        return matches
    roads = ctx.profile.table("roads")
    road, name = roads.geog("r"), f"georeact_fold(r.{roads.name_column}::text)"
    rows = ctx.db.query(f"""
        SELECT m.i, min(ST_Distance({road}, m.g)) FROM (
          SELECT i, ST_SetSRID(ST_MakePoint(lon, lat), 4326)::geography AS g
          FROM unnest(%(lons)s::float8[], %(lats)s::float8[]) WITH ORDINALITY AS p(lon, lat, i)) m
        JOIN {roads.relation} r ON ({name} = %(whole)s OR {name} LIKE %(stem)s) AND ST_DWithin({road}, m.g, %(near)s)
        GROUP BY m.i""", {"lons": [m.lon for m in matches], "lats": [m.lat for m in matches], "whole": " ".join(words),
                          "stem": " ".join(words[:-1]) + " %" if len(words) > 1 else " ".join(words),
                          "near": ON_STREET_M}).rows
    on_it = {int(i) - 1: float(d) for i, d in rows}
    if not on_it:
        return matches
    first = sorted(on_it, key=on_it.get)
    return [matches[i].model_copy(update={"in_context": True}) for i in first] + \
        [m for i, m in enumerate(matches) if i not in on_it]


def nearest_names(ctx: ToolContext, name: str, per_table: int = 3) -> list[tuple[float, str, str]]:
    """For a failed search: the most similar names in every table, (similarity, table, name), best first. Only
    names the trigram indexes find (similarity or word similarity at pg_trgm's thresholds, 0.3 and 0.6): scoring
    every name took 48-196 ms on the towns and 144-555 ms on the national extract per failed name (the longer the
    name, the longer), and what it added below those thresholds was rarely a name anyone meant."""
    near = " AND (georeact_fold({col}) %% georeact_fold(%(q)s) OR georeact_fold(%(q)s) <%% georeact_fold({col}))"
    selects = []
    for rank, table in enumerate(ctx.profile.resolution_order):
        spec = ctx.profile.table(table)
        col = f"t.{spec.name_column}"
        where = f"{col} IS NOT NULL" + near.format(col=col)
        selects.append(
            f"(SELECT {rank} AS rank, '{table}'::text AS tbl, {col}::text AS name,"
            f" max(greatest(similarity(georeact_fold({col}), georeact_fold(%(q)s)),"
            f" word_similarity(georeact_fold(%(q)s), georeact_fold({col})))) AS s"
            f" FROM {spec.relation} t WHERE {where} GROUP BY 3 ORDER BY s DESC, 3 LIMIT %(n)s)")
    rows = ctx.db.query(" UNION ALL ".join(selects) + " ORDER BY rank, s DESC, name", {"q": name, "n": per_table},
                        max_rows=per_table * len(selects), timeout_ms=5000).rows
    found = [(round(float(s), 2), table, n) for _, table, n, s in rows if s and s > 0.1]
    return sorted(found, key=lambda x: -x[0])[:6]


# -- what the loaded data covers, for a name it does not have -----------------------------------------

class Extract(NamedTuple):
    source: str           # the extract's file (the rows' `source`); 'the loaded data' where rows do not say
    south: float
    west: float
    north: float
    east: float
    towns: list[str]      # the towns its addresses name most often (addr:city)
    regions: list[str]    # its largest regions, largest first

    def text(self) -> str:
        where = [f"{self.south:.3f}..{self.north:.3f} N, {self.west:.3f}..{self.east:.3f} E"]
        where += [f"towns: {', '.join(self.towns)}"] if self.towns else []
        where += [f"largest regions: {', '.join(self.regions)}"] if self.regions else []
        return f"{self.source} ({'; '.join(where)})"


COVERAGE_REGIONS = 3   # the largest regions named per extract
COVERAGE_TOWNS = 3     # the towns (addr:city) named per extract


def _column_or_null(ctx: ToolContext, table: str, column: str) -> str:
    """`t.column` when the table has it (GS-QA's loads do; someone else's tables may not), else a text NULL."""
    return f"t.{column}" if column in table_columns(ctx, table) else "NULL::text"


def main_towns(ctx: ToolContext) -> dict[str | None, list[str]]:
    """Per extract (`source`), the towns its addresses name most (addr:city), most first: one statement over the
    POIs, kept per database while the data does not change. Apart from coverage's extents, which read every
    geometry (136 ms on the national extract), because the name search asks for it on every approximate match."""
    key = ("main towns", ctx.profile.name)
    found = data_cache.cached(ctx, [key])
    if found is not None:
        return found[0]
    if described := _described_extracts(ctx):
        return {extract.source: extract.towns for extract in described if extract.towns}
    pois = ctx.profile.table("pois")
    source, city = _column_or_null(ctx, "pois", "source"), _column_or_null(ctx, "pois", "addr_city")
    rows = ctx.db.query(f"""
SELECT t.source, t.towns, {data_cache.SNAPSHOT_COLUMNS} FROM (
  SELECT source, array_agg(city ORDER BY n DESC, city) FILTER (WHERE rank <= {COVERAGE_TOWNS}) AS towns FROM (
    SELECT source, city, count(*) AS n, row_number() OVER (PARTITION BY source ORDER BY count(*) DESC, city) AS rank
    FROM (SELECT {source} AS source, {city} AS city FROM {pois.relation} t) p
    WHERE city ~ '[[:alpha:]]{{2}}' GROUP BY source, city) c
  GROUP BY source) t RIGHT JOIN {data_cache.SNAPSHOT_FROM} ON true""", max_rows=1000, timeout_ms=10000).rows
    towns = {source: names for source, names, _, _ in rows if names}
    data_cache.store(ctx, rows[0][-2], rows[0][-1], {key: towns})
    return towns


def coverage(ctx: ToolContext) -> list[Extract]:
    """The loaded extracts by `source`, each with its bounding box, the towns its addresses name and its largest
    regions: one statement (~40 ms on the towns, 136 ms on a country: the extents read every geometry), kept per
    database while the data does not change."""
    key = ("coverage", ctx.profile.name)
    found = data_cache.cached(ctx, [key])
    if found is not None:
        return found[0]
    if described := _described_extracts(ctx):
        return described

    boxes = " UNION ALL ".join(
        f"(SELECT {_column_or_null(ctx, table, 'source')} AS source, ST_Extent(({ctx.profile.table(table).geog('t')})::geometry) AS box"
        f" FROM {ctx.profile.table(table).relation} t GROUP BY 1)" for table in ctx.profile.resolution_order)
    regions = ctx.profile.table("regions")
    rows = ctx.db.query(f"""
WITH boxes AS (SELECT source, ST_Extent(box) AS box FROM ({boxes}) b GROUP BY source),
big AS (SELECT source, name, row_number() OVER (PARTITION BY source ORDER BY area DESC, name) AS n
        FROM (SELECT {_column_or_null(ctx, "regions", "source")} AS source, t.{regions.name_column}::text AS name,
                     max(ST_Area(({regions.geog("t")})::geometry)) AS area
              FROM {regions.relation} t WHERE t.{regions.name_column} IS NOT NULL GROUP BY 1, 2) r)
SELECT b.source, ST_YMin(b.box), ST_XMin(b.box), ST_YMax(b.box), ST_XMax(b.box),
       (SELECT array_agg(name ORDER BY n) FROM big WHERE big.source IS NOT DISTINCT FROM b.source
          AND n <= {COVERAGE_REGIONS}),
       {data_cache.SNAPSHOT_COLUMNS}
FROM boxes b RIGHT JOIN {data_cache.SNAPSHOT_FROM} ON true ORDER BY b.source""", max_rows=1000, timeout_ms=10000).rows
    towns = main_towns(ctx)
    extracts = [Extract(source or "the loaded data", south, west, north, east, towns.get(source, []), names or [])
                for source, south, west, north, east, names, _, _ in rows if south is not None]
    data_cache.store(ctx, rows[0][-2], rows[0][-1], {key: extracts})
    return extracts


def _described_extracts(ctx: ToolContext) -> list[Extract] | None:
    """The extracts as the importer described them at load (db/extracts.py), kept while the data does not change;
    None where this database has no such table (then they are read from the data)."""
    table = ctx.profile.derived.get("extracts")
    if table is None or not relation_columns(ctx, table):
        return None
    key = ("described extracts", ctx.profile.name)
    found = data_cache.cached(ctx, [key])
    if found is not None:
        return found[0]
    rows = ctx.db.query(f"""
SELECT e.source, e.south, e.west, e.north, e.east, e.towns[1:{COVERAGE_TOWNS}], e.regions[1:{COVERAGE_REGIONS}],
       {data_cache.SNAPSHOT_COLUMNS}
FROM {table} e RIGHT JOIN {data_cache.SNAPSHOT_FROM} ON true ORDER BY e.source""", max_rows=1000).rows
    described = [Extract(source, south, west, north, east, towns, regions)
                 for source, south, west, north, east, towns, regions, _, _ in rows if south is not None]
    data_cache.store(ctx, rows[0][-2], rows[0][-1], {key: described})
    return described


# The least closeness (trigram or edit similarity) at which a name matched only approximately is taken for the
# name asked: measured by benchmarks/name_matching.py over the shipped names, one or two typing errors each
# (97.9 % of them resolve to the right place at 0.75, all that the search finds at all), against places no extract
# covers, descriptions and random strings (1.1 % of them match something at 0.75: 'Bangkok' ~ 'Bangkok9', 'Krakow'
# ~ 'Krukow'; 3.3 % at 0.65, 16 % at 0.55: 'Paris' ~ 'Fashion Paris' is 0.43).
APPROXIMATE_MIN = 0.75
SHORT_NAME_MIN = 8   # letters of a name said short by a word that one place's name alone holds ('Landesspital')


def accepted(match: PlaceMatch | None) -> bool:
    """Whether a match may stand for the name asked: as written, or approximately at APPROXIMATE_MIN or more."""
    return match is not None and (not match.approximate or match.closeness >= APPROXIMATE_MIN)


def approximate_note(asked: str, match: PlaceMatch) -> str | None:
    """The sentence an answer resting on an approximate match states."""
    if not match.approximate:
        return None
    return f"I took {asked!r} to be {match.name}, an approximate match"


def untagged_note(asked: str, match: PlaceMatch) -> str | None:
    """The sentence an answer resting on the only place of a kind, taken for one described with more words, states."""
    if not match.untagged:
        return None
    return f"I took {asked!r} to be {match.matched_on}, which the map does not tag as {match.untagged}"


def near_names(name: str, matches: list[PlaceMatch], n: int = 4) -> list[PlaceMatch]:
    """The approximate matches to suggest for a refused name: places whose name holds it first, then the closest."""
    return sorted((m for m in matches if m.approximate), key=lambda m: (not words_within(name, m.name), -m.closeness))[:n]


def unfound_place(ctx: ToolContext, name: str, matches: list[PlaceMatch], what: str = "place") -> Unfound:
    """A name no place in the loaded data has (nothing found, or only names too far from it): the nearest names as
    suggestions and what the data covers. Never a namesake taken for it."""
    like = list(dict.fromkeys(m.name for m in near_names(name, matches)))[:4]
    if not like:
        try:   # names that share words or letters with it
            like = list(dict.fromkeys(n for _, _, n in nearest_names(ctx, name)))[:4]
        except Exception:   # suggestions are a courtesy; the refusal stands without them
            like = []
    try:
        covers = [town for e in coverage(ctx) for town in (e.towns[:2] or e.regions[:1] or [e.source])]
    except Exception:
        covers = []
    return Unfound(name=name, what=what, like=like, covers=list(dict.fromkeys(covers)))


def not_in_data(ctx: ToolContext, name: str, matches: list[PlaceMatch], what: str = "place",
                context: str | None = None) -> tuple[str, Unfound]:
    """Why a name is refused, for the model (what the data covers, the nearest names with their closeness, what to
    do), and the same for a person (`Unfound`); with the town it was asked in, said as not found there (names like
    it may be places elsewhere)."""
    unfound = unfound_place(ctx, name, matches, what)
    if context and context.strip() and what == "place":
        unfound = unfound.model_copy(update={"what": "place_in", "near": context.strip()})
    suggestions = list(dict.fromkeys(f"{m.name} ({m.closeness:.2f})" for m in near_names(name, matches)))[:4] \
        or unfound.like
    try:
        covers = "; ".join(extract.text() for extract in coverage(ctx))
    except Exception:
        covers = ""
    close = (f" The nearest names are only like it (closeness below {APPROXIMATE_MIN:.2f}): "
             f"{', '.join(suggestions)}; use one only if it is the place meant." if suggestions else "")
    there = f"{context.strip()} in the loaded data" if context and context.strip() else "the loaded data"
    return (f"{name!r} is not in {there} (no {what} there has that name).{close}"
            + (f" The loaded data covers: {covers}." if covers else "")
            + " Check the spelling; if it is right, answer that it is not in the data. A place described by a question"
              " ('the largest park in X') is found with CalculateMetric first; a kind of place ('pharmacy') is a "
              "feature, not a name."), unfound
