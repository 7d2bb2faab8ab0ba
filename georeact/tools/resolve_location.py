"""ResolveLocation: a place name -> handles of matching rows, ranked, with the ambiguity made explicit.

`find_places` is the shared search (GetRegionGeometry and others use it): per table in the profile's
resolution order, names are matched through the trigram index on `georeact_fold(name)` (exact, then
folded = case/accents/punctuation-insensitive, then trigram similarity); only when nothing matched
exactly, the cheap variants (name:en, name:de, alt_name, official_name …) are tried. Line and polygon
pieces of one road or river (same name, close together) collapse into one match.

One statement searches every table for all the names a tool call is about to look up (`prefetch`), and the
call keeps it; the variant names have no index, so where each one is is kept per database (data_cache) and a
fallback reads only the rows that have the name.
"""

from __future__ import annotations

import math
import re
import unicodedata
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, Field, field_validator

from georeact.values import AnswerValue, EntityRef
from georeact.tools import data_cache
from georeact.tools.base import ToolContext, ToolResult, memoise_all, memoised
from georeact.tools.handles import Handle, handle_or_name, no_such_handle, row_name
from georeact.tools.inspect_schema import table_columns
from georeact.tools.poi_filter import _lookup, shop_kind

NAME = "ResolveLocation"
DESCRIPTION = (
    "Find a named place (POI, park, lake/river, region, street) and return its handle (table:id) with "
    "coordinates, the region it lies in, and alternatives. Pass `context` (a city, region or "
    "nearby place) when a name may exist in several places. Use the handle in other tools, never coordinates."
)

MatchKind = Literal["exact", "folded", "trigram"]

VARIANT_TAGS = ["name:en", "name:de", "name:fr", "name:fi", "name:sv", "alt_name", "official_name", "short_name"]
COLLAPSE_TABLES = {"roads", "lakes"}   # one street / river is many ways; a POI or a region is itself
CLUSTER_EPS_DEG = 0.005                # ~350–550 m: pieces closer than this are the same street or river
CONTEXT_RADIUS_M = 3000.0              # "near" a context place that is not a region
STRONG = 0.85                          # confidence of a match that could be the one meant
SAME_PLACE_M = 150.0                   # two matches this close are one place (an entrance and a building)
CANDIDATES_PER_TABLE = 60
# The words a question wraps around a region's own name: "City of Vaduz", "Town of Schaan", "Vaduz Municipality".
# Read only when the name as written matches nothing exactly (a region literally called so wins).
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

    def short(self) -> str:
        kind = self.geometry_type.lower().replace("multi", "multi-")
        what = ", ".join(x for x in (self.category, kind, f"{self.parts} ways" if self.parts > 1 else None) if x)
        where = f" in {self.region}" if self.region else ""
        return f"{self.name} → {self.handle} ({what}) at {self.lat:.5f},{self.lon:.5f}{where}"


# -- text and geometry helpers ------------------------------------------------------------------------

def fold(text: str | None) -> str:
    """Python twin of georeact_fold for comparing context strings with addr_city/source values."""
    decomposed = unicodedata.normalize("NFKD", text or "")
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower().replace("ß", "ss").strip()


def distance_m(a: PlaceMatch, b: PlaceMatch) -> float:
    """Haversine distance; enough to tell 'same place' from 'another town'."""
    p1, p2 = math.radians(a.lat), math.radians(b.lat)
    dp, dl = p2 - p1, math.radians(b.lon - a.lon)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * 6371008.8 * math.asin(math.sqrt(min(1.0, h)))


def nested(a: PlaceMatch, b: PlaceMatch) -> bool:
    """One lies inside the other's region polygon (the post office 'Vaduz' inside the town Vaduz)."""
    return (a.table == "regions" and a.id in b.region_ids) or (b.table == "regions" and b.id in a.region_ids)


def squash(text: str | None) -> str:
    """Folded and without punctuation/spaces: 'Monaco Ville' == 'Monaco-Ville'."""
    return "".join(c for c in fold(text) if c.isalnum())


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
    spelled = next((m for m in matches if squash(m.name) == squash(text) and verbatim(m.name)), None)
    return matches if spelled is None else [spelled, *(m for m in matches if m is not spelled)]


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
            and not same_feature(best, m) and distance_m(best, m) > SAME_PLACE_M]


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


def _hits_sql(ctx: ToolContext, table: str, search: int, index: int) -> str:
    """One table's candidate rows for one pass over the `index`-th name, with what a match reports about its row.
    Identifiers come from the profile and the catalog, values are %(…)s."""
    spec = ctx.profile.table(table)
    columns = table_columns(ctx, table)
    name, q = f"t.{spec.name_column}", f"%(core{index})s" if search == FORM else f"%(q{index})s"
    geog = spec.geog("t")
    cats = ", ".join(f"'{c}', t.{c}" for c in spec.category_columns if c in columns) or "'_', NULL"
    admin = "t.admin_level" if "admin_level" in columns else "NULL::int"
    city = "t.addr_city" if "addr_city" in columns else "NULL::text"
    source = "t.source" if "source" in columns else "NULL::text"
    hours = "t.opening_hours::text" if "opening_hours" in columns else "NULL::text"
    if search == VARIANTS:
        alts = _variant_values(ctx, table)
        where = f"t.id = ANY(%(ids{index}_{table})s)"   # the rows whose variants fold to the name: _variant_index
        matched = "CASE " + " ".join(f"WHEN georeact_fold({v}) = georeact_fold({q}) THEN '{k}'" for k, v in alts) + " END"
        exact = " OR ".join(f"{v} = {q}" for _, v in alts)
        kind = f"CASE WHEN {exact} THEN 'exact' ELSE 'folded' END"
        sim = "1.0::real"
    else:
        where = f"georeact_fold({name}) %% georeact_fold({q})"
        matched = "'name'"
        kind = (f"CASE WHEN {name} = {q} THEN 'exact' WHEN regexp_replace(georeact_fold({name}), '[^[:alnum:]]+', '', 'g')"
                f" = regexp_replace(georeact_fold({q}), '[^[:alnum:]]+', '', 'g') THEN 'folded' ELSE 'trigram' END")
        sim = f"similarity(georeact_fold({name}), georeact_fold({q}))"
    return (f"(SELECT {index} AS qi, {search} AS pass, '{table}'::text AS tbl, t.id, {name}::text AS name, {geog}::geometry AS g,"
            f" {kind} AS kind, {sim} AS sim, {matched} AS matched_on, t.osm_type::text AS osm_type, t.osm_id,"
            f" jsonb_strip_nulls(jsonb_build_object({cats})) AS cats, {admin} AS admin_level, {city} AS city,"
            f" {source} AS source, {hours} AS opening_hours"
            f" FROM {spec.relation} t WHERE {name} IS NOT NULL AND ({where})"
            f" ORDER BY sim DESC, t.id LIMIT {CANDIDATES_PER_TABLE})")


def _variant_values(ctx: ToolContext, table: str) -> list[tuple[str, str]]:
    """(tag, SQL value) of each variant name of a row: a column when the table has one, else a key of `tags`."""
    columns = table_columns(ctx, table)
    return [(key, f"t.{key}" if key in columns and key.isidentifier() else f"(t.tags->>'{key}')")
            for key in VARIANT_TAGS]


def _find_sql(ctx: ToolContext, branches: list[str], names: int) -> str:
    """One statement over the candidate rows of `branches` (_hits_sql): line and polygon pieces of one name close
    together become one match, represented by the longest/largest row. Every row carries the data version and the
    `names` searched names as the database folds them (one row with no match when nothing matched)."""
    regions = ctx.profile.table("regions")
    rgeog = regions.geog("r")
    hits = " UNION ALL ".join(branches)
    folded = ", ".join(f"georeact_fold(%(q{i})s)" for i in range(names))
    collapse = ", ".join(f"'{table}'" for table in sorted(COLLAPSE_TABLES))
    return f"""
WITH hits AS MATERIALIZED ({hits}),
fam AS (
  SELECT *, CASE WHEN GeometryType(g) LIKE '%%POINT' THEN 'P' WHEN GeometryType(g) LIKE '%%POLYGON' THEN 'A' ELSE 'L' END AS family
  FROM hits
), cl AS (
  -- points never collapse; lines/polygons of one name within eps collapse in COLLAPSE_TABLES only
  SELECT *, CASE WHEN family = 'P' OR tbl NOT IN ({collapse}) THEN id END AS solo FROM fam
), grp AS (
  -- the longest or largest piece represents a collapsed group (a row alone needs no geodesic measure)
  SELECT qi, pass, tbl, (array_agg(id ORDER BY CASE WHEN solo IS NULL THEN CASE WHEN family = 'A' THEN ST_Area(g::geography)
                                            ELSE ST_Length(g::geography) END END DESC, id))[1] AS id,
         count(*) AS parts, max(sim) AS sim, min(kind) AS kind, min(matched_on) AS matched_on, family, ST_Collect(g) AS u
  FROM (SELECT *, ST_ClusterDBSCAN(g, %(eps)s, 1) OVER (PARTITION BY qi, pass, tbl, name, family, solo) AS cluster FROM cl) c
  GROUP BY qi, pass, tbl, name, family, solo, cluster
), rep AS (
  SELECT grp.*, CASE WHEN family = 'L' THEN ST_ClosestPoint(u, ST_Centroid(u)) ELSE ST_PointOnSurface(u) END AS pt FROM grp
)
SELECT m.*, v.version, v.folded FROM (
SELECT rep.qi, rep.pass, rep.tbl, rep.id, h.osm_type, h.osm_id, h.name, rep.kind, rep.sim, rep.matched_on, rep.parts,
       GeometryType(h.g), ST_X(rep.pt), ST_Y(rep.pt), ST_X(ST_Centroid(h.g)), ST_Y(ST_Centroid(h.g)), h.cats,
       h.admin_level, h.city, h.source, h.opening_hours, reg.ids, reg.names
FROM rep JOIN hits h ON h.qi = rep.qi AND h.pass = rep.pass AND h.tbl = rep.tbl AND h.id = rep.id
LEFT JOIN LATERAL (
  -- Which regions contain the point: the index finds candidates (&&); the exact test and the
  -- smallest-first order are planar, which only labels the match (geodesic tests on big polygons
  -- took most of this tool's time).
  SELECT array_agg(r.id ORDER BY ST_Area({rgeog}::geometry)) AS ids,
         array_agg(r.{regions.name_column} ORDER BY ST_Area({rgeog}::geometry)) AS names
  FROM {regions.relation} r
  WHERE {rgeog} && rep.pt::geography
    AND ST_Intersects({rgeog}::geometry, rep.pt)
    AND NOT (rep.tbl = 'regions' AND (r.id = rep.id OR ST_Area({rgeog}::geometry) <= ST_Area(h.g)))
) reg ON true
ORDER BY rep.qi, rep.pass, rep.tbl, rep.sim DESC, rep.id
) m RIGHT JOIN (SELECT {data_cache.VERSION_COLUMN} AS version, ARRAY[{folded}]::text[] AS folded) v ON true"""


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


class Search(NamedTuple):
    passes: Passes
    folded: str            # the name as the database folds it: the key of the variant names


def _query(ctx: ToolContext, branches: list[str], names: list[str], params: dict[str, Any],
           forms: list[tuple[str, str] | None]) -> list[Search]:
    """Run a search statement; each name's matches by pass, in resolution order."""
    order = ctx.profile.resolution_order
    params = {"eps": CLUSTER_EPS_DEG, **params, **{f"q{i}": name for i, name in enumerate(names)}}
    rows = ctx.db.query(_find_sql(ctx, branches, len(names)), params,
                        max_rows=CANDIDATES_PER_TABLE * (len(order) + 1) * len(names) + 1).rows
    data_cache.seen_version(ctx, rows[0][-2])   # for the feature counts and variant names kept while it holds
    found = [Search([[], [], []], folded) for folded in rows[0][-1]]
    matched = [row for row in rows if row[0] is not None]
    for row in sorted(matched, key=lambda row: (row[0], row[1], order.index(row[2]))):   # stable: tables keep order
        index, search, match = row[0], row[1], _match(row[2:-2])
        if search == FORM:
            matched_on = f"name without {forms[index][1]}"
            match = match.model_copy(update={"matched_on": matched_on,
                                              "confidence": _confidence(match.match, 1.0, matched_on)})
        found[index].passes[search].append(match)
    return found


def _names(ctx: ToolContext, names: list[str]) -> list[Search]:
    """The names pass of each name over every table, one statement."""
    order = ctx.profile.resolution_order
    branches = [_hits_sql(ctx, table, NAMES, index) for index in range(len(names)) for table in order]
    return _query(ctx, branches, names, {}, [None] * len(names))


def _fallback(ctx: ToolContext, name: str, folded: str, order: list[str]) -> Passes:
    """The variant-name and region-form passes of a name over `order`'s tables: a statement only when a row has a
    variant name that folds to it (the variant names are kept per database) or the name has a region form."""
    rows = [(table, id_) for table, id_ in _variant_index(ctx).get(folded, []) if table in order]
    form = region_form(name) if "regions" in order else None
    if not rows and form is None:
        return [[], [], []]
    tables = [table for table in order if any(t == table for t, _ in rows)]
    branches = [_hits_sql(ctx, table, VARIANTS, 0) for table in tables]
    branches += [_hits_sql(ctx, "regions", FORM, 0)] if form else []
    params = {f"ids0_{table}": sorted(id_ for t, id_ in rows if t == table) for table in tables}
    params |= {"core0": form[0]} if form else {}
    return _query(ctx, branches, [name], params, [form])[0].passes


def _variant_index(ctx: ToolContext) -> dict[str, list[tuple[str, int]]]:
    """Folded variant name -> the rows (table, id) that have it, for every table: kept per database while the data
    does not change (the variant tags have no index; scanning them took ~12 ms a search)."""
    key = ("variant names", ctx.profile.name)
    found = data_cache.cached(ctx, [key])
    if found is not None:
        return found[0]
    selects = [f"(SELECT '{table}'::text AS tbl, t.id, georeact_fold(v) AS folded FROM {ctx.profile.table(table).relation} t"
               f" CROSS JOIN LATERAL unnest(ARRAY[{', '.join(v for _, v in _variant_values(ctx, table))}]::text[]) v"
               " WHERE v IS NOT NULL)" for table in ctx.profile.resolution_order]
    rows = ctx.db.query(f"SELECT x.tbl, x.id, x.folded, {data_cache.SNAPSHOT_COLUMNS} FROM ("
                        + " UNION ALL ".join(selects) + f") x RIGHT JOIN {data_cache.SNAPSHOT_FROM} ON true",
                        max_rows=1_000_000).rows
    index: dict[str, list[tuple[str, int]]] = {}
    for table, id_, folded, _, _ in rows:
        if table is not None and (table, id_) not in index.setdefault(folded, []):
            index[folded].append((table, id_))
    data_cache.store(ctx, rows[0][3], rows[0][4], {key: index})
    return index


def _key(ctx: ToolContext, name: str, order: list[str] | None = None) -> tuple:
    """A search's key in the call's memo: the names pass is over every table (any subset reads it), the fallback
    passes over the tables asked for."""
    return "places", ctx.profile.name, name, tuple(order) if order is not None else None


def search_terms(name: str | None, context: str | None = None) -> list[str]:
    """The names find_places searches for a place: itself, its context, and for 'Muru, Helsinki' the part before
    the comma and the town after it (tried when the whole matches no name exactly)."""
    terms = [name or "", context or ""]
    head, comma, tail = (name or "").rpartition(",")
    if comma and head.strip() and tail.strip():
        terms += [head, context or tail]
    return [term.strip() for term in terms if term.strip()]


def prefetch(ctx: ToolContext, names: list[str | None]) -> None:
    """Search the names (handles aside) this tool call is about to look up, all in one statement."""
    wanted = [name.strip() for name in names if name and name.strip() and _is_name(name)]
    memoise_all([_key(ctx, name) for name in wanted],
                lambda keys: dict(zip(keys, _names(ctx, [key[2] for key in keys]))))


def _is_name(text: str) -> bool:
    try:
        return handle_or_name(text) is None
    except ValueError:   # a broken handle is no name either
        return False


def _search(ctx: ToolContext, name: str, order: list[str], fallback: bool) -> Passes:
    """The matches of each pass in `order`'s tables, searched once per tool call (copies: callers rank them)."""
    search = memoised(_key(ctx, name), lambda: _names(ctx, [name])[0])
    passes = search.passes if not fallback else memoised(_key(ctx, name, order),
                                                         lambda: _fallback(ctx, name, search.folded, order))
    return [[m.model_copy() for m in matches if m.table in order] for matches in passes]


def _match(row: tuple) -> PlaceMatch:
    (table, id_, osm_type, osm_id, found_name, kind, sim, matched_on, parts, gtype, lon, lat, centre_lon, centre_lat,
     cats, admin, city, source, hours, region_ids, region_names) = row
    return PlaceMatch(
        handle=str(Handle.row(table, id_)), table=table, id=id_, osm_type=osm_type, osm_id=osm_id, name=found_name,
        lat=round(lat, 6), lon=round(lon, 6), geometry_type=gtype, region=(region_names or [None])[0],
        confidence=_confidence(kind, float(sim), matched_on), match=kind, matched_on=matched_on,
        category=_category(table, cats or {}, admin), admin_level=admin, parts=parts,
        region_ids=region_ids or [], addr_city=city, source=source, centre_lat=centre_lat, centre_lon=centre_lon,
        opening_hours=hours)


# -- context ------------------------------------------------------------------------------------------

class _Context(BaseModel):
    text: str
    region_ids: set[int] = set()
    anchor: PlaceMatch | None = None

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


def resolve_context(ctx: ToolContext, context: str) -> _Context:
    """A context names a region (by name), else a place to be near; the extract/city name also counts."""
    info = _Context(text=context)
    regions = find_places(ctx, context, tables=["regions"], limit=6)
    info.region_ids = {m.id for m in regions if m.match != "trigram" or m.confidence >= 0.75}
    if not info.region_ids:
        others = [t for t in ctx.profile.resolution_order if t != "regions"]
        places = find_places(ctx, context, tables=others, limit=1)
        info.anchor = places[0] if places and places[0].confidence >= 0.75 else None
    return info


# -- the search ---------------------------------------------------------------------------------------

def find_places(ctx: ToolContext, name: str, context: str | None = None, limit: int = 6,
                tables: list[str] | None = None) -> list[PlaceMatch]:
    """Ranked matches for a place name (best first). With a context, matches inside it rank first."""
    name = (name or "").strip()
    if not name:
        return []
    prefetch(ctx, search_terms(name, context))
    order = [t for t in ctx.profile.resolution_order if tables is None or t in tables]
    matches = _search(ctx, name, order, fallback=False)[NAMES]
    if not any(m.match != "trigram" for m in matches):   # one more statement: the variants, then a region form
        _, variants, form = _search(ctx, name, order, fallback=True)
        matches += variants
        if not variants:
            matches += [m for m in form if m.match != "trigram"]
    best: dict[str, PlaceMatch] = {}
    for m in matches:   # one row once, as its strongest match (a variant or region-form hit over a trigram hit)
        if m.handle not in best or m.confidence > best[m.handle].confidence:
            best[m.handle] = m
    matches = list(best.values())
    if context and context.strip():
        info = memoised(("context", ctx.profile.name, context.strip()), lambda: resolve_context(ctx, context.strip()))
        for m in matches:
            m.in_context = info.contains(m)
        if any(m.in_context for m in matches):
            for m in matches:
                if not m.in_context:
                    m.confidence = round(m.confidence * 0.5, 3)
    # A typed feature before an untyped name at equal rank: the townhall 'Rathaus' over the bus stop 'Rathaus'.
    matches.sort(key=lambda m: (-m.confidence, _rank(m, order), m.category is None, m.id))
    head, comma, tail = name.rpartition(",")
    if comma and head.strip() and tail.strip() and not (matches and matches[0].match == "exact"):
        # "Muru, Helsinki": benchmark questions (and models copying them) put the city after a comma; the
        # whole string only finds a trigram match on "Helsinki". The part before the comma, in that context, wins
        # when it matches at least as well.
        split = find_places(ctx, head, context=context or tail, limit=limit, tables=tables)
        if split and (not matches or split[0].confidence >= matches[0].confidence):
            return split
    matches = _prefer_area(matches)[:limit] if matches else []
    if matches and matches[0].match == "trigram":
        from georeact.tools.kind_in_town import kind_in_town   # it searches features with the metric's queries

        if (meant := kind_in_town(ctx, name, matches)) is not None:   # "Vaduz Cathedral": a kind in the town
            return [meant, *[m for m in matches if m.handle != meant.handle]][:limit]
    return matches


def nearest_names(ctx: ToolContext, name: str, per_table: int = 3, close: bool = False) -> list[tuple[float, str, str]]:
    """For a failed search: the most similar names in every table, (similarity, table, name), best first.

    `close`: only names the trigram indexes find (similarity or word similarity at pg_trgm's thresholds, 0.3 and
    0.6) instead of scoring every name (~90 ms): the same list down to the names that score 0.6, which is all a
    caller that needs a name containing `name` reads."""
    near = " AND (georeact_fold({col}) %% georeact_fold(%(q)s) OR georeact_fold(%(q)s) <%% georeact_fold({col}))"
    selects = []
    for rank, table in enumerate(ctx.profile.resolution_order):
        spec = ctx.profile.table(table)
        col = f"t.{spec.name_column}"
        where = f"{col} IS NOT NULL" + (near.format(col=col) if close else "")
        selects.append(
            f"(SELECT {rank} AS rank, '{table}'::text AS tbl, {col}::text AS name,"
            f" max(greatest(similarity(georeact_fold({col}), georeact_fold(%(q)s)),"
            f" word_similarity(georeact_fold(%(q)s), georeact_fold({col})))) AS s"
            f" FROM {spec.relation} t WHERE {where} GROUP BY 3 ORDER BY s DESC, 3 LIMIT %(n)s)")
    rows = ctx.db.query(" UNION ALL ".join(selects) + " ORDER BY rank, s DESC, name", {"q": name, "n": per_table},
                        max_rows=per_table * len(selects), timeout_ms=5000).rows
    found = [(round(float(s), 2), table, n) for _, table, n, s in rows if s and s > 0.1]
    return sorted(found, key=lambda x: -x[0])[:6]


# -- the tool -----------------------------------------------------------------------------------------

class Input(BaseModel):
    name: str = Field(..., description="The place name as written in the question, e.g. 'Ateneum', 'Tollensesee'.")
    context: str | None = Field(None, description="Optional city/region/country or a nearby place that narrows the search.")

    @field_validator("name")
    @classmethod
    def _name(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("name must not be empty")
        if len(value) > 200:
            raise ValueError("name is too long (max 200 characters); pass just the place name")
        return value.strip()


class Result(ToolResult):
    tool = NAME
    query: str = ""
    context: str | None = None
    best: PlaceMatch | None = None
    alternatives: list[PlaceMatch] = []
    ambiguous: list[PlaceMatch] = Field([], description="Strong candidates elsewhere that could be meant instead.")
    note: str | None = None
    suggestions: list[str] = []

    def answer_value(self) -> AnswerValue | None:
        if self.best is None:
            return None
        best = self.best
        return AnswerValue(kind="location", lat=best.lat, lon=best.lon,
                           entities=[EntityRef(name=best.name, handle=best.handle, lat=best.lat, lon=best.lon)])

    def render(self) -> str:
        if not self.ok:
            return self.render_error()
        assert self.best is not None
        text = self.best.short()
        if self.best.match != "exact" or self.best.matched_on != "name":
            text += f" [{self.best.match} match on {self.best.matched_on}, confidence {self.best.confidence:.2f}]"
        if self.ambiguous:
            text += (f". '{self.query}' is ambiguous: also " + "; ".join(m.short() for m in self.ambiguous)
                     + ". Pass context=<city or region> to choose, or use the handle you mean")
        rest = [m for m in self.alternatives if m not in self.ambiguous]
        if rest:
            text += "; alternatives: " + "; ".join(f"{m.short()} ({m.match} {m.confidence:.2f})" for m in rest)
        if self.note:
            text += f". Note: {self.note}"
        return text


def run(ctx: ToolContext, args: Input) -> Result:
    result = Result(query=args.name, context=args.context)
    if (problem := _handle_problem(ctx, args.name)) is not None:
        result.ok, result.error = False, problem
        return result
    matches = find_places(ctx, args.name, args.context, limit=6)
    if not matches:
        near = nearest_names(ctx, args.name)
        result.suggestions = [f"{n} ({t}, similarity {s:.2f})" for s, t, n in near]
        hint = f" Closest names: {'; '.join(result.suggestions)}." if near else ""
        result.ok = False
        result.error = (f"No place named {args.name!r} found in pois, parks, lakes, regions or roads.{hint} "
                        "Check the spelling, try the local-language name or a shorter name, or use "
                        "GetPOIFilter for a category (e.g. 'museum') instead of a name.")
        return result
    if matches[0].match != "exact" and (kind := _kind_of_place(ctx, args.name)) is not None:
        result.ok = False
        result.error = kind
        return result
    notes = []
    if (respelled := as_the_question_spells(ctx.question, args.name, matches)) is not matches:
        notes.append(f"the question spells it {respelled[0].name!r}, not {args.name!r}")
        matches = respelled
    result.best, result.alternatives = matches[0], matches[1:]
    result.ambiguous = rivals(matches)
    if args.context and not any(m.in_context for m in matches):
        notes.append(f"no match lies in or near context {args.context!r}; showing matches anywhere")
    exact = [m for m in matches[1:] if m.match != "trigram"]
    if result.best.match == "trigram" and exact:
        # the context outranked them; still say so, a name matched exactly is rarely a coincidence
        notes.append(f"approximate match (confidence {result.best.confidence:.2f}); named exactly "
                     f"{args.name!r} but outside the context: " + "; ".join(m.short() for m in exact[:3]))
    if result.best.parts > 1:
        notes.append(f"{result.best.name} is {result.best.parts} ways; the handle is its longest way")
    result.note = "; ".join(notes) or None
    return result


def _handle_problem(ctx: ToolContext, name: str) -> str | None:
    """An error when `name` is a handle rather than a name: this tool looks names up, and a handle's text must not
    be fuzzy-matched (measured: 'point:nan,nan' and 'pois:0' both found the hairdresser 'Point')."""
    try:
        handle = handle_or_name(name)
    except ValueError as exc:
        return f"{exc}. ResolveLocation takes a place name."
    if handle is None:
        return None
    found = row_name(ctx.db, handle, ctx.profile)
    if found is None:
        return f"{no_such_handle(handle)}."
    what = f" ({found})" if found and handle.kind == "row" else ""
    return (f"{name!r} is already a handle{what}: pass it as it is to the other tools. ResolveLocation takes a "
            "place name.")


def _kind_of_place(ctx: ToolContext, name: str) -> str | None:
    """An error when `name` is a kind of place the question asks about, not a place it names. Measured: the 1.5B
    model resolved 'florist shop', got a florist 1,000 km away by trigram and answered with it."""
    kind = shop_kind(name) or name   # 'florist shop' is a florist
    if ctx.reading is None or (_lookup(name) or _lookup(kind)) is None:
        return None
    reading = ctx.reading
    places = [p for p in [*reading.anchors, reading.towards, reading.region, *reading.candidates] if p]
    if any(squash(p) == squash(name) for p in places):
        return None
    named = f" around the place the question names ({', '.join(repr(p) for p in places)})" if places else ""
    return (f"{name!r} is a kind of place, not a place name: no place is called that. Use CalculateMetric with "
            f"feature={name!r}{named}, or GetPOIFilter to see how {name!r} is stored.")

