"""SearchPlaces: places by what they are or have in free text ('vegetarian restaurant', 'cafe with wifi'), near a
place or in a region, optionally open at a time.

Candidates come from one statement: the full-text match (`search @@ query`, GIN) under the spatial constraint
(a radius or a region: GiST; an anchor alone: the nearest matches by KNN). Each gets two scores: text relevance,
half the share of the query's words a place has, half PostgreSQL's cover-density rank `ts_rank_cd` over the document
of db/search.py (names weigh most, then the kind and the attributes, the description) divided by the best in the
pool; and nearness 1/(1+d/d0). The ranking is their
weighted sum; the Pareto front lists the candidates no other beats on both (nearer and more relevant). Query words
are ORed, so a place matching some of them still ranks, below those matching all. Opening hours are evaluated in
Python (geo/hours.py) after the statement.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, Field

from georeact.db.search import CONFIG, SEARCH_TABLES
from georeact.geo.hours import OpenAt, hours_at, parse_open_at
from georeact.reading.model import QuestionReading
from georeact.reading.reconcile import reconcile_search
from georeact.tools.base import bounded, ToolContext, ToolInput, ToolResult
from georeact.tools.handles import MAX_RADIUS_M, Handle, RadiusM, intersects_sql, region_cte
from georeact.tools.metric.models import Problem, Resolved
from georeact.tools.metric.places import resolve_place
from georeact.tools.place_search import prefetch, search_terms

NAME = "SearchPlaces"
DESCRIPTION = (
    "Find places by a free-text wish rather than one exact kind ('vegetarian restaurant', 'cafe with wifi', a word "
    "of a name) or open at a time (open_at). Ranked by text relevance and nearness to the anchor."
)
POOL = 200              # candidates per table and in all: the ranking and the front are over these
DEFAULT_D0_M = 500.0    # nearness 1/(1+d/d0) halves at d0; with a radius, d0 is half of it
WEIGHTS = {"text": 0.85, "space": 0.15}   # tuned on the dev extracts (benchmarks/search.py), never on val
RANK_WEIGHTS = (0.2, 0.8, 0.8, 1.0)   # ts_rank_cd's weights of D (description), C (attributes), B (kind), A (names)
FIELDS = {"A": "name", "B": "kind", "C": "attribute", "D": "description"}
Ranker = Literal["hybrid", "text", "space"]


class Input(ToolInput):
    query: str = Field(description="What the place is or has, in the question's words.")
    anchor: str | None = Field(None, description="Place to search near: a name or handle.")
    region: str | None = Field(None, description="Region to search in: a name or handle.")
    radius_m: RadiusM | None = Field(None, description="Only within this many metres of the anchor.")
    open_at: str | None = Field(None, description="Only places open then: 'now', 'Sunday 10:00', an ISO time.")
    k: bounded(int, 1, 50) = Field(5, description="How many to return.")  # type: ignore[valid-type]


class Candidate(BaseModel):
    handle: str
    name: str | None = None
    lat: float
    lon: float
    distance_m: float | None = None
    text_score: float = Field(description="half the share of query words matched, half ts_rank_cd over the pool's best.")
    spatial_score: float | None = Field(None, description="1/(1+d/d0); None without an anchor.")
    score: float
    matched: dict[str, list[str]] = Field(default_factory=dict, description="query word -> fields it matched")
    hours: str | None = None

    def why(self) -> str:
        return ", ".join(f"{word} ({'/'.join(fields)})" for word, fields in self.matched.items())


class Result(ToolResult):
    tool = NAME
    query: str = ""
    resolved: list[Resolved] = []
    radius_m: float | None = None
    d0_m: float | None = None
    open_at: str | None = None          # the moment, as evaluated ('Sunday 2026-11-29 10:00 (Europe/Berlin)')
    total: int = 0                      # candidates after the filters (the pool the scores are over)
    ranking: list[Candidate] = []
    pareto: list[Candidate] = []
    notes: list[str] = []

    def render(self) -> str:
        if not self.ok:
            return self.render_error()
        head = [f"search {self.query!r}"] + [f"{r.role}: {r.name or r.text} ({r.handle})" for r in self.resolved]
        if self.radius_m is not None:
            head.append(f"within {self.radius_m:g} m")
        if self.open_at:
            head.append(f"open {self.open_at}")
        lines = [" | ".join(head)]
        if not self.ranking:
            lines.append("answer: none found")
        else:
            weighting = f"{WEIGHTS['text']:g} text + {WEIGHTS['space']:g} nearness" if self.d0_m else "text relevance"
            lines.append(f"answer: {self.total} matches; the best {len(self.ranking)} by {weighting}:")
            lines += [f"{i}. {_line(c)}" for i, c in enumerate(self.ranking, 1)]
            if self.d0_m and self.pareto:
                lines.append("pareto front (none both nearer and more relevant): "
                             + "; ".join(f"{c.name or '(no name)'} ({c.handle}, {c.distance_m:.0f} m, text {c.text_score:.2f})"
                                         for c in self.pareto))
        lines += [f"note: {note}" for note in self.notes]
        return "\n".join(lines)


def _line(c: Candidate) -> str:
    parts = [f"{c.name or '(no name)'} ({c.handle})"]
    if c.distance_m is not None:
        parts.append(f"{c.distance_m:.0f} m")
    parts.append(f"text {c.text_score:.2f}" + (f", near {c.spatial_score:.2f}" if c.spatial_score is not None else ""))
    parts.append(f"matched {c.why()}")
    if c.hours:
        parts.append(c.hours)
    return ", ".join(parts)


# --------------------------------------------------------------------------------------------------


def run(ctx: ToolContext, args: Input) -> Result:
    return search(ctx, args)


def reconcile(ctx: ToolContext, args: Input, reading: QuestionReading) -> tuple[Input, list[str]]:
    """A model's call as its question asks for it (reading/reconcile.py)."""
    return reconcile_search(args, reading)


def search(ctx: ToolContext, args: Input, ranker: Ranker = "hybrid") -> Result:
    """The tool; `ranker` orders by one signal alone (benchmarks/search.py compares them)."""
    result = Result(query=args.query, radius_m=args.radius_m)
    try:
        _validate(args)
        anchor, region = _places(ctx, args, result)
        rows = _candidates(ctx, args, anchor, region)
        when = _open_at(ctx, args, anchor, rows, result)
        _rank(args, rows, when, anchor is not None, ranker, result)
    except Problem as exc:
        return Result(ok=False, error=str(exc), query=args.query, resolved=result.resolved, told=exc.told)
    return result


def _validate(args: Input) -> None:
    if not re.search(r"\w", args.query or ""):
        raise Problem("query is empty: give what the place is or has, e.g. 'vegetarian restaurant'")
    if args.radius_m is not None:
        if args.radius_m <= 0 or args.radius_m > MAX_RADIUS_M:
            raise Problem(f"radius_m must be > 0 and at most {MAX_RADIUS_M:g} metres, got {args.radius_m:g}")
        if not args.anchor:
            raise Problem("radius_m needs an anchor (the place it is measured from)")


def _places(ctx: ToolContext, args: Input, result: Result) -> tuple[Handle | None, Handle | None]:
    context = args.region if args.region and ":" not in args.region else None
    prefetch(ctx, [*search_terms(args.anchor, context), *search_terms(args.region)])
    anchor = region = None
    if args.anchor:
        anchor, ref = resolve_place(ctx, args.anchor, "anchor", context=context)
        result.resolved.append(ref)
    if args.region:
        region, ref = resolve_place(ctx, args.region, "region", polygons_only=True)
        result.resolved.append(ref)
    return anchor, region


def _candidates(ctx: ToolContext, args: Input, anchor: Handle | None, region: Handle | None) -> list[tuple]:
    """(tbl, id, name, lat, lon, distance, rank, opening_hours, matched) of the pool, in one statement."""
    ctes = [f"q AS (SELECT replace(plainto_tsquery('{CONFIG}', %s)::text, ' & ', ' | ')::tsquery AS q)",
            # each query word with its stems, to say which word matched which field
            f"w AS (SELECT w, array(SELECT lexeme FROM unnest(to_tsvector('{CONFIG}', w))) AS lx"
            " FROM regexp_split_to_table(%s, '[^[:alnum:]]+') w WHERE w <> '')"]
    params: list = [args.query, args.query]
    if anchor is not None:
        sql, p = anchor.anchor_sql(ctx.profile)
        ctes.append(f"anchor AS (SELECT {sql} AS g)")
        params += p
    if region is not None:
        sql, p = region_cte(ctx, region)
        ctes.append(sql)
        params += p
    selects = []
    for table in SEARCH_TABLES:
        spec = ctx.profile.table(table)
        geog = spec.geog("t")
        where, where_params = ["t.search @@ (SELECT q FROM q)"], []
        if region is not None:
            where.append(intersects_sql(geog, "(SELECT g FROM region)", "(SELECT gm FROM region)"))
        if anchor is not None and args.radius_m is not None:
            where.append(f"ST_DWithin({geog}, (SELECT g FROM anchor), %s)")
            where_params.append(args.radius_m)
        if anchor is not None and anchor.kind == "row" and anchor.table == table:
            where.append("t.id <> %s")   # the anchor is not a result of its own search
            where_params.append(anchor.id)
        rank = f"ts_rank_cd('{{{', '.join(map(str, RANK_WEIGHTS))}}}', t.search, (SELECT q FROM q))"
        order = f"{geog} <-> (SELECT g FROM anchor)" if anchor is not None and args.radius_m is None else f"{rank} DESC"
        # (the anchor repeats on every row: measured from PostGIS's cached tree of it, not pair by pair; see
        # metric/query.py)
        distance = f"ST_Distance({geog}, (SELECT g FROM anchor))" if anchor is not None else "NULL::float8"
        selects.append(
            f"(SELECT %s::text AS tbl, t.id, t.{spec.name_column}::text AS name,"
            f" ST_Y(ST_Centroid(({geog})::geometry)) AS lat, ST_X(ST_Centroid(({geog})::geometry)) AS lon,"
            f" {distance} AS dist, {rank} AS rank, t.tags->>'opening_hours' AS hours,"
            " (SELECT json_object_agg(w, fields) FROM (SELECT w.w, array_agg(DISTINCT wt ORDER BY wt) AS fields"
            "   FROM unnest(t.search) s CROSS JOIN LATERAL unnest(s.weights) wt JOIN w ON s.lexeme = ANY(w.lx)"
            "   GROUP BY w.w) m) AS matched, (SELECT count(DISTINCT w) FROM w WHERE cardinality(lx) > 0) AS words"
            f" FROM {spec.relation} t WHERE {' AND '.join(where)} ORDER BY {order}, t.id LIMIT {POOL})")
        params += [table, *where_params]
    sql = f"WITH {', '.join(ctes)} " + " UNION ALL ".join(selects)
    try:
        return ctx.db.query(sql, params, max_rows=POOL * len(SEARCH_TABLES)).rows
    except Exception as exc:
        if "search" in str(exc) and "does not exist" in str(exc):
            raise Problem("this database has no full-text documents yet (loaded by an older geo-react): run "
                          f"`georeact db start` or `{ctx.profile.load_command}` to reload it") from exc
        raise


def _open_at(ctx: ToolContext, args: Input, anchor: Handle | None, rows: list[tuple], result: Result) -> OpenAt | None:
    if not args.open_at:
        return None
    where = next(((r.lon, r.lat) for r in result.resolved if r.lat is not None), None) or \
        next(((row[4], row[3]) for row in rows), None)
    if where is None:
        return None
    try:
        when = parse_open_at(args.open_at, *where)
    except ValueError as exc:
        raise Problem(str(exc)) from None
    result.open_at = when.label()
    return when


def _rank(args: Input, rows: list[tuple], when: OpenAt | None, near: bool, ranker: Ranker, result: Result) -> None:
    d0 = (args.radius_m / 2 if args.radius_m else DEFAULT_D0_M) if near else None
    result.d0_m = d0
    pool: list[Candidate] = []
    unknown = closed = 0
    best = max((row[6] for row in rows), default=0.0) or 1.0
    for tbl, id_, name, lat, lon, dist, rank, hours, matched, words in rows:
        note = None
        if when is not None:
            state = hours_at(hours, when, lat, lon)
            if state.state != "open":
                unknown += state.state == "unknown"
                closed += state.state == "closed"
                continue
            note = state.note
        # half how many of the query's words it has, half the rank: 'restaurant' twice is no 'vegetarian restaurant'
        text = 0.5 * len(matched or {}) / max(words, 1) + 0.5 * rank / best
        space = 1 / (1 + dist / d0) if d0 and dist is not None else None
        score = {"text": text, "space": space or 0.0}.get(ranker) if ranker != "hybrid" else \
            (WEIGHTS["text"] * text + WEIGHTS["space"] * space if space is not None else text)
        pool.append(Candidate(handle=f"{tbl}:{id_}", name=name, lat=round(lat, 7), lon=round(lon, 7),
                              distance_m=None if dist is None else round(dist, 1), text_score=round(text, 3),
                              spatial_score=None if space is None else round(space, 3), score=round(score, 4),
                              matched={w: [FIELDS[f] for f in fs] for w, fs in (matched or {}).items()}, hours=note))
    # ties (same score) go to the nearer, then the lower id: a stable order
    pool.sort(key=lambda c: (-c.score, c.distance_m if c.distance_m is not None else 0.0, c.handle))
    result.total = len(pool)
    result.ranking = pool[:args.k]
    result.pareto = pareto_front(pool) if near else []
    if when is not None and (unknown or closed):
        result.notes.append(f"left out: {closed} closed then" + (f", {unknown} with unknown or unparseable hours"
                                                                 if unknown else ""))
    if len(rows) >= POOL:
        result.notes.append(f"ranked the {POOL} nearest matches per table" if near and not args.radius_m
                            else f"ranked the {POOL} most relevant matches per table")


def pareto_front(pool: list[Candidate], limit: int = 8) -> list[Candidate]:
    """Candidates no other is both at most as far and at least as relevant as (and better in one), nearest first."""
    front: list[Candidate] = []
    best_text = -1.0
    for c in sorted(pool, key=lambda c: (c.distance_m or 0.0, -c.text_score)):
        if c.text_score > best_text:   # nearer ones all had less text relevance
            front.append(c)
            best_text = c.text_score
    return front[:limit]

