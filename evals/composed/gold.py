"""Gold answers of the composed evaluation sets (evals/composed/dev.tsv, val.tsv), recomputed from raw data.

Every gold answer is computed here with plain SQL over the raw OSM tags and geometries of the GS-QA tables
(pois, parks, lakes, roads, regions) of the embedded database; no georeact tool, reader or agent code is used
(only georeact.config / georeact.db.session to find the database URL). Each question is one function below;
the helpers also check that the answer is not a near-tie (see README.md, "Robustness checks") and raise
otherwise, so a data change that makes a question ambiguous shows up as an error.

    .venv/bin/python evals/composed/gold.py            # compute every gold answer and print it
    .venv/bin/python evals/composed/gold.py --check    # ... and compare with dev.tsv / val.tsv (exit 1 if different)
    .venv/bin/python evals/composed/gold.py --write    # (re)write dev.tsv and val.tsv from the functions
    .venv/bin/python evals/composed/gold.py -v -k Kiasma   # only questions containing 'Kiasma', with details

The connection is GEOREACT_OWNER_DATABASE_URL if set, else the embedded cluster's owner role; every query
runs in a READ ONLY transaction.

Definitions (the same in README.md):
- distance: ST_Distance(a.geometry, b.geometry) on geography (geodesic, between the real geometries, so 0 when
  they touch or overlap); area: ST_Area(geography); length: ST_Length(geography).
- "nearest <kind> to X": the named feature of that kind with the smallest distance to X (X itself excluded);
  the runner-up must be more than MIN_GAP_M further away.
- "biggest/largest <kind> in <town>": largest ST_Area among named features of the kind that intersect the
  town polygon (regions, admin_level 8); the runner-up must be more than 10 % smaller.
- "longest street in <town>": the road_name whose ways, clipped to the town polygon, have the largest summed
  length (all named highway=* ways); runner-up more than 10 % shorter.
- compass directions: geodesic azimuth from the centroid of A to the centroid of B, 8 sectors of 45 degrees;
  an azimuth within 5 degrees of a sector boundary is refused.
"""

from __future__ import annotations

import argparse
import os
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg

HERE = Path(__file__).resolve().parent
SPLITS = {"dev": HERE / "dev.tsv", "val": HERE / "val.tsv"}

MIN_GAP_M = 20.0          # nearest: the runner-up must be at least this much further
MIN_RATIO = 0.10          # superlatives: the runner-up must be at least 10 % smaller
RADIUS_BAND = 0.05        # within-radius counts: no candidate within 5 % (at least 10 m) of the radius
COMPASS_MARGIN_DEG = 5.0

SRC = {
    "helsinki": "helsinki-center.osm.pbf",
    "liechtenstein": "liechtenstein-2013-08-03.osm.pbf",
    "monaco": "monaco-2016-03.osm.pbf",
    "neubrandenburg": "neubrandenburg-2016-02.osm.pbf",
}

NAME_COL = {"pois": "poi_name", "parks": "park_name", "lakes": "lake_name", "roads": "road_name",
            "regions": "region_name"}

POLYGON = "GeometryType(geometry::geometry) IN ('POLYGON', 'MULTIPOLYGON')"

# Which OSM tags each feature word of the questions was taken as (table, SQL condition on that table).
KINDS: dict[str, tuple[str, str]] = {
    "park": ("parks", "leisure = 'park'"),
    "lake": ("lakes", f"(tags->>'natural' = 'water' OR water = 'lake') AND {POLYGON}"),
    "pharmacy": ("pois", "amenity = 'pharmacy'"),
    "cafe": ("pois", "amenity = 'cafe'"),
    "restaurant": ("pois", "amenity = 'restaurant'"),
    "bank": ("pois", "amenity = 'bank'"),
    "post office": ("pois", "amenity = 'post_office'"),
    "library": ("pois", "amenity = 'library'"),
    "pub": ("pois", "amenity = 'pub'"),
    "bar": ("pois", "amenity = 'bar'"),
    "fast food": ("pois", "amenity = 'fast_food'"),
    "cinema": ("pois", "amenity = 'cinema'"),
    "school": ("pois", "amenity = 'school'"),
    "church": ("pois", "amenity = 'place_of_worship' AND religion = 'christian'"),
    "hotel": ("pois", "tourism = 'hotel'"),
    "museum": ("pois", "tourism = 'museum'"),
    "bakery": ("pois", "shop = 'bakery'"),
    "supermarket": ("pois", "shop = 'supermarket'"),
    "bus stop": ("pois", "(highway = 'bus_stop' OR public_transport = 'platform')"),
}


# --------------------------------------------------------------------------------------------- database

_conn: psycopg.Connection | None = None


def _url() -> str:
    url = os.environ.get("GEOREACT_OWNER_DATABASE_URL")
    if url:
        return url
    sys.path.insert(0, str(HERE.parent.parent))
    from georeact.config import get_settings          # only to locate the embedded cluster
    from georeact.db.session import owner_url
    return owner_url(get_settings())


def conn() -> psycopg.Connection:
    global _conn
    if _conn is None:
        _conn = psycopg.connect(_url())
        _conn.read_only = True
    return _conn


def rows(sql: str, *params) -> list[tuple]:
    with conn().cursor() as cur:
        cur.execute(sql, params)
        return cur.fetchall()


def one(sql: str, *params):
    r = rows(sql, *params)
    assert len(r) == 1, (sql, params, r)
    return r[0][0] if len(r[0]) == 1 else r[0]


VERBOSE = False


def note(*args) -> None:
    if VERBOSE:
        print("    ", *args)


class Ambiguous(AssertionError):
    """The data does not give one clear answer (a near-tie): the question must not be used."""


# --------------------------------------------------------------------------------------------- features

@dataclass(frozen=True)
class F:
    """One feature: table, row id, OSM name, geometry (EWKB hex of the geography)."""
    table: str
    id: int
    name: str
    geog: str

    def __str__(self) -> str:
        return f"{self.name} ({self.table}:{self.id})"


def _feature(table: str, row: tuple) -> F:
    return F(table, row[0], row[1], row[2])


def get(table: str, name: str, src: str, where: str = "TRUE", osm: str | None = None) -> F:
    """The feature of `table` named exactly `name` in extract `src` (one row, or `osm` = 'W123' to pick)."""
    col = NAME_COL[table]
    sql = (f"SELECT id, {col}, geometry::text, osm_type || osm_id FROM {table} "
           f"WHERE {col} = %s AND source = %s AND {where}")
    r = rows(sql, name, SRC[src])
    if osm is not None:
        r = [x for x in r if x[3] == osm]
    if len(r) != 1:
        raise Ambiguous(f"{len(r)} rows named {name!r} in {table}/{src}: {[x[3] for x in r]}")
    return _feature(table, r[0])


def poi(name: str, src: str, osm: str | None = None) -> F:
    return get("pois", name, src, osm=osm)


def park(name: str, src: str, osm: str | None = None) -> F:
    return get("parks", name, src, osm=osm)


def lake(name: str, src: str, osm: str | None = None) -> F:
    return get("lakes", name, src, where=POLYGON, osm=osm)


def square(name: str) -> F:
    """A named square / place polygon of the regions table (Helsinki's Rautatientori, Senaatintori ...)."""
    return get("regions", name, "helsinki")


def street(name: str, src: str, town: str | None = None) -> F:
    """All ways named `name` (inside `town` when given, clipped to it) as one geometry."""
    if town:
        g = one("SELECT ST_Multi(ST_Union(ST_Intersection(r.geometry::geometry, t.geometry::geometry)))::geography::text "
                "FROM roads r JOIN regions t ON t.region_name = %s AND t.admin_level = 8 "
                "AND ST_Intersects(t.geometry, r.geometry) WHERE r.road_name = %s AND r.source = %s",
                town, name, SRC[src])
    else:
        g = one("SELECT ST_Multi(ST_Union(geometry::geometry))::geography::text FROM roads "
                "WHERE road_name = %s AND source = %s", name, SRC[src])
    if g is None:
        raise Ambiguous(f"no street {name!r}")
    return F("roads", 0, name, g)


# --------------------------------------------------------------------------------------------- measures

def dist(a: F, b: F) -> float:
    return one("SELECT ST_Distance(%s::geography, %s::geography)", a.geog, b.geog)


def area(a: F) -> float:
    return one("SELECT ST_Area(%s::geography)", a.geog)


def length(a: F) -> float:
    return one("SELECT ST_Length(%s::geography)", a.geog)


def attr(a: F, key: str) -> str | None:
    """A raw OSM tag of the feature (the tags jsonb plus the promoted columns)."""
    col = key.replace(":", "_")
    cols = {r[0] for r in rows("SELECT column_name FROM information_schema.columns WHERE table_name = %s", a.table)}
    if col in cols:
        v = one(f"SELECT {col} FROM {a.table} WHERE id = %s", a.id)
        if v is not None:
            return v
    return one(f"SELECT tags->>%s FROM {a.table} WHERE id = %s", key, a.id)


COMPASS = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"]


def direction(frm: F, to: F) -> str:
    """8-point compass word of `to` as seen from `frm` (azimuth between centroids)."""
    az = one("SELECT degrees(ST_Azimuth(ST_Centroid(%s::geography), ST_Centroid(%s::geography)))", frm.geog, to.geog)
    off = (az + 22.5) % 45.0
    if off < COMPASS_MARGIN_DEG or off > 45.0 - COMPASS_MARGIN_DEG:
        raise Ambiguous(f"azimuth {az:.1f} is too close to a sector boundary")
    note(f"azimuth {frm.name} -> {to.name}: {az:.1f}")
    return COMPASS[int(((az + 22.5) % 360) // 45)]


# --------------------------------------------------------------------------------------------- searches

def _kind(kind: str) -> tuple[str, str]:
    return KINDS[kind]


def ranked_near(kind: str, ref: F, limit: int = 5) -> list[tuple[F, float]]:
    table, cond = _kind(kind)
    col = NAME_COL[table]
    r = rows(f"SELECT id, {col}, geometry::text, ST_Distance(geometry, %s::geography) d FROM {table} "
             f"WHERE {cond} AND {col} IS NOT NULL AND NOT (%s = %s AND id = %s) "
             f"ORDER BY geometry <-> %s::geography, d LIMIT 50",
             ref.geog, ref.table, table, ref.id, ref.geog)
    r = sorted(r, key=lambda x: x[3])[:limit]
    return [(_feature(table, x[:3]), x[3]) for x in r]


def _no_unnamed_closer(kind: str, ref: F, d0: float) -> None:
    """An unnamed feature of the kind closer than the named answer would make 'the nearest X' ambiguous."""
    table, cond = _kind(kind)
    col = NAME_COL[table]
    k = one(f"SELECT count(*) FROM {table} WHERE {cond} AND {col} IS NULL AND NOT (%s = %s AND id = %s) "
            f"AND ST_DWithin(geometry, %s::geography, %s)", ref.table, table, ref.id, ref.geog, d0 + MIN_GAP_M)
    if k:
        raise Ambiguous(f"{k} unnamed {kind} within {d0 + MIN_GAP_M:.0f} m of {ref.name}")


def nearest(kind: str, ref: F, gap: float = MIN_GAP_M) -> tuple[F, float]:
    """The nearest named feature of `kind` to `ref` (ref itself excluded), refusing near-ties."""
    r = ranked_near(kind, ref, 6)
    note(f"nearest {kind} to {ref.name}: " + "; ".join(f"{f.name} {d:.0f} m" for f, d in r[:4]))
    best, d0 = r[0]
    _no_unnamed_closer(kind, ref, d0)
    for f, d in r[1:]:
        if d - d0 > gap:
            break
        # a namesake (a chain's other branch, a stop's second platform) gives the same name; its distance
        # must then be close enough that a distance item still matches
        if f.name != best.name or d - d0 > 10.0:
            raise Ambiguous(f"nearest {kind} to {ref.name}: {best.name} {d0:.0f} m vs {f.name} {d:.0f} m")
    return r[0]


def nearest_dist(kind: str, ref: F) -> float:
    """Distance to the nearest named feature of `kind`, for questions that ask only the distance: a tie between
    two features is harmless if their distances agree within the grader's tolerance (max(5 %, 15 m)) / 2."""
    r = ranked_near(kind, ref, 2)
    note(f"nearest {kind} to {ref.name} (distance only): " + "; ".join(f"{f.name} {d:.0f} m" for f, d in r))
    d0 = r[0][1]
    _no_unnamed_closer(kind, ref, d0)
    if len(r) > 1 and r[1][1] - d0 <= MIN_GAP_M and r[1][1] - d0 > max(0.05 * d0, 15.0) / 2:
        raise Ambiguous(f"nearest {kind} to {ref.name}: {r[0][1]:.0f} m vs {r[1][1]:.0f} m")
    return d0


def within(kind: str, ref: F, radius: float) -> list[F]:
    """Named features of `kind` within `radius` m of `ref` (ref excluded); none may sit near the boundary."""
    table, cond = _kind(kind)
    col = NAME_COL[table]
    band = max(RADIUS_BAND * radius, 10.0)
    r = rows(f"SELECT id, {col}, geometry::text, ST_Distance(geometry, %s::geography) d FROM {table} "
             f"WHERE {cond} AND {col} IS NOT NULL AND NOT (%s = %s AND id = %s) "
             f"AND ST_DWithin(geometry, %s::geography, %s) ORDER BY d",
             ref.geog, ref.table, table, ref.id, ref.geog, radius + band)
    note(f"{kind} within {radius:.0f} m of {ref.name}: " + "; ".join(f"{x[1]} {x[3]:.0f} m" for x in r))
    edge = [x for x in r if abs(x[3] - radius) < band]
    if edge:
        raise Ambiguous(f"{kind} near the {radius} m boundary of {ref.name}: {[(x[1], round(x[3])) for x in edge]}")
    return [_feature(table, x[:3]) for x in r if x[3] <= radius]


def count_within(kind: str, ref: F, radius: float) -> int:
    """len(within(...)), refusing a count that unnamed features of the kind (or same-named duplicates) would change."""
    found = within(kind, ref, radius)
    table, cond = _kind(kind)
    col = NAME_COL[table]
    unnamed = one(f"SELECT count(*) FROM {table} WHERE {cond} AND {col} IS NULL "
                  f"AND ST_DWithin(geometry, %s::geography, %s)", ref.geog, radius * (1 + RADIUS_BAND) + 10)
    if unnamed:
        raise Ambiguous(f"{unnamed} unnamed {kind} within {radius} m of {ref.name}")
    if len(names(found)) != len(found):
        raise Ambiguous(f"same-named {kind} within {radius} m of {ref.name}: {[f.name for f in found]}")
    return len(found)


def cnt(kind: str, ref: F, radius: float) -> int:
    """A count within a radius (count_within's checks); a count of 0 is not asked."""
    k = count_within(kind, ref, radius)
    if not k:
        raise Ambiguous(f"no {kind} within {radius} m of {ref.name}")
    return k


def in_town_sql(town_name: str | None, src: str) -> tuple[str, list]:
    if town_name is None:
        return "source = %s", [SRC[src]]
    return ("source = %s AND ST_Intersects(geometry, (SELECT geometry FROM regions WHERE region_name = %s "
            "AND admin_level = 8))", [SRC[src], town_name])


def ranked_by_area(kind: str, src: str, town_name: str | None = None) -> list[tuple[F, float]]:
    table, cond = _kind(kind)
    col = NAME_COL[table]
    scope, params = in_town_sql(town_name, src)
    r = rows(f"SELECT id, {col}, geometry::text, ST_Area(geometry) a FROM {table} "
             f"WHERE {cond} AND {col} IS NOT NULL AND {scope} ORDER BY a DESC", *params)
    return [(_feature(table, x[:3]), x[3]) for x in r]


def largest(kind: str, src: str, town_name: str | None = None, rank: int = 1) -> tuple[F, float]:
    """The rank-th largest named feature of `kind` in the town (or the whole extract), refusing near-ties."""
    r = ranked_by_area(kind, src, town_name)
    note(f"largest {kind} in {town_name or src}: " + "; ".join(f"{f.name} {a:.0f} m2" for f, a in r[:rank + 2]))
    # an unnamed feature larger than the answer would make "the biggest X" ambiguous
    table, cond = _kind(kind)
    scope, params = in_town_sql(town_name, src)
    big = one(f"SELECT max(ST_Area(geometry)) FROM {table} WHERE {cond} AND {NAME_COL[table]} IS NULL AND {scope}",
              *params)
    if r and big and big > (1 - MIN_RATIO) * r[rank - 1][1]:
        raise Ambiguous(f"an unnamed {kind} of {big:.0f} m2 in {town_name or src} vs {r[rank - 1][0].name}")
    # two polygons with one name (Tollensesee is mapped twice) count as one feature: keep the larger
    seen: set[str] = set()
    r = [x for x in r if not (x[0].name in seen or seen.add(x[0].name))]
    for i in range(rank):
        if i + 1 < len(r) and r[i + 1][1] > (1 - MIN_RATIO) * r[i][1]:
            raise Ambiguous(f"{kind} #{i + 1} and #{i + 2} in {town_name or src} are within 10 %: "
                            f"{r[i][0].name} {r[i][1]:.0f}, {r[i + 1][0].name} {r[i + 1][1]:.0f}")
    return r[rank - 1]


def longest_street(src: str, town_name: str) -> tuple[F, float]:
    r = rows("SELECT r.road_name, sum(ST_Length(ST_Intersection(r.geometry::geometry, t.geometry::geometry)::geography)) l "
             "FROM roads r JOIN regions t ON t.region_name = %s AND t.admin_level = 8 "
             "AND ST_Intersects(t.geometry, r.geometry) WHERE r.road_name IS NOT NULL AND r.source = %s "
             "GROUP BY 1 ORDER BY 2 DESC LIMIT 3", town_name, SRC[src])
    note(f"longest streets in {town_name}: " + "; ".join(f"{n} {l:.0f} m" for n, l in r))
    if r[1][1] > (1 - MIN_RATIO) * r[0][1]:
        raise Ambiguous(f"longest street in {town_name}: {r[0]} vs {r[1]}")
    return street(r[0][0], src, town_name), r[0][1]


# --------------------------------------------------------------------------------------------- gold items

def hours(v: str) -> list[str]:
    """An opening_hours value as gold items: its ';'-separated rules (each must appear in the answer)."""
    return [x.strip() for x in v.split(";") if x.strip()]


def m(d: float) -> str:
    return f"~{round(d)} m"


def m2(a: float) -> str:
    return f"~{round(a)} m2"


def n(k: int) -> str:
    return f"#{k}"


NOT_LOADED = "!not in the loaded data"


def absent(*words: str, tables: tuple[str, ...] = tuple(NAME_COL)) -> list[str]:
    """Check that no feature of `tables` has a name containing one of `words`; gold: not in the loaded data."""
    for w in words:
        for table in tables:
            col = NAME_COL[table]
            hit = rows(f"SELECT {col}, source FROM {table} WHERE georeact_fold({col}) LIKE '%%' || georeact_fold(%s) || '%%' "
                       f"LIMIT 3", w)
            if hit:
                raise Ambiguous(f"{w!r} is in the data: {table} {hit}")
    return [NOT_LOADED]


def closer(a: tuple[F, float], b: tuple[F, float], gap: float = MIN_GAP_M) -> F:
    """The winner of 'which is closer': refuses differences of `gap` m or less."""
    note(f"compare {a[0].name} {a[1]:.0f} m vs {b[0].name} {b[1]:.0f} m")
    if abs(a[1] - b[1]) <= gap:
        raise Ambiguous(f"{a[0].name} {a[1]:.0f} m vs {b[0].name} {b[1]:.0f} m")
    return a[0] if a[1] < b[1] else b[0]


def bigger(a: F, b: F) -> F:
    aa, ab = area(a), area(b)
    note(f"area {a.name} {aa:.0f} m2 vs {b.name} {ab:.0f} m2")
    if min(aa, ab) > (1 - MIN_RATIO) * max(aa, ab):
        raise Ambiguous(f"{a.name} {aa:.0f} vs {b.name} {ab:.0f}")
    return a if aa > ab else b


# --------------------------------------------------------------------------------------------- registry

@dataclass
class Q:
    split: str
    shape: int
    text: str
    kind: str
    fn: object


QUESTIONS: list[Q] = []

SHAPES = {1: "nested description as the reference", 2: "description with a radius", 3: "comparison",
          4: "two descriptions", 5: "sequential", 6: "attribute of a described place",
          7: "not in the loaded data / one-step"}


def q(split: str, shape: int, text: str, kind: str = "one"):
    def deco(fn):
        QUESTIONS.append(Q(split, shape, text, kind, fn))
        return fn
    return deco


class Question:
    """A question of a later held-out set (gold_val2.py ...): its shape, text, kind and gold function."""
    def __init__(self, shape: int, text: str, kind: str, fn):
        self.shape, self.text, self.kind, self.fn = shape, text, kind, fn


def collector(questions: list[Question]):
    """The @q(shape, text, kind) decorator of a later set, appending to its own list."""
    def q_(shape: int, text: str, kind: str = "one"):
        def deco(fn):
            questions.append(Question(shape, text, kind, fn))
            return fn
        return deco
    return q_


def host(url: str) -> str:
    return url.split("//")[-1].removeprefix("www.").split("/")[0]


def tag(f: F, key: str) -> str:
    v = attr(f, key)
    if not v:
        raise Ambiguous(f"{f} has no {key}")
    return v


# helpers of the later sets' gold scripts (gold_val3.py ...)

def lst(kind: str, ref: F, radius: float) -> list[str]:
    """The names within a radius as a list gold (count_within's checks: no unnamed one inside, no namesakes)."""
    count_within(kind, ref, radius)
    out = names(within(kind, ref, radius))
    if not out:
        raise Ambiguous(f"no {kind} within {radius} m of {ref.name}")
    return out


def pair(a: F, b: F, ref: F) -> F:
    """Which of the two places a and b is closer to ref (refusing near-ties)."""
    return closer((a, dist(a, ref)), (b, dist(b, ref)))


def further(a: tuple[F, float], b: tuple[F, float]) -> F:
    """The loser of closer(): the one further away (same near-tie refusal)."""
    w = closer(a, b)
    return b[0] if w is a[0] else a[0]


def more(kind: str, a: F, b: F, radius: float) -> F:
    """Which of a and b has more named `kind` within `radius` (both counts robust, and different)."""
    ka, kb = count_within(kind, a, radius), count_within(kind, b, radius)
    note(f"{kind} within {radius} m: {a.name} {ka}, {b.name} {kb}")
    if ka == kb:
        raise Ambiguous(f"same count {ka}")
    return a if ka > kb else b


def big(kind: str, rank: int = 1) -> F:
    """largest_nb, and the winner must be a real polygon (largest() does not refuse a 0-vs-0 'tie' of points)."""
    f, a = largest_nb(kind, rank)
    if a <= 0:
        raise Ambiguous(f"the biggest {kind} is a point")
    return f


# ============================================================================================= dev
# Helsinki, Liechtenstein, Monaco.

H, L, M, N = "helsinki", "liechtenstein", "monaco", "neubrandenburg"


def names(fs: list[F]) -> list[str]:
    out: list[str] = []
    for f in fs:
        if f.name not in out:
            out.append(f.name)
    return out


# ---- shape 1: a description as the reference place

@q("dev", 1, "Which pharmacy is closest to the biggest park in Helsinki?")
def _():
    p, _ = largest("park", H)
    return [nearest("pharmacy", p)[0].name]


@q("dev", 1, "whats the nearest cinema to helsinki's largest park")
def _():
    p, _ = largest("park", H)
    return [nearest("cinema", p)[0].name]


@q("dev", 1, "I need a pharmacy near the biggest park in Vaduz, which one is nearest?")
def _():
    p, _ = largest("park", L, "Vaduz")
    return [nearest("pharmacy", p)[0].name]


@q("dev", 1, "What cafe is closest to the largest lake in Schaan?")
def _():
    w, _ = largest("lake", L, "Schaan")
    return [nearest("cafe", w)[0].name]


@q("dev", 1, "Nearest hotel to the largest park in Monaco?")
def _():
    p, _ = largest("park", M, "Monaco")
    return [nearest("hotel", p)[0].name]


@q("dev", 1, "Where's the closest bakery to the hotel that's nearest to Vaduz's biggest park?")
def _():
    p, _ = largest("park", L, "Vaduz")
    h, _ = nearest("hotel", p)
    return [nearest("bakery", h)[0].name]


@q("dev", 1, "which library is closest to the museum next to Senaatintori")
def _():
    mu, _ = nearest("museum", square("Senaatintori"))
    return [nearest("library", mu)[0].name]


@q("dev", 1, "Can you tell me the pharmacy nearest to the museum closest to the Casino de Monte Carlo?")
def _():
    mu, _ = nearest("museum", poi("Casino de Monte Carlo", M))
    return [nearest("pharmacy", mu)[0].name]


# ---- shape 2: a description with a radius

@q("dev", 2, "How many pharmacies are within 300 m of the museum nearest to Rautatientori?")
def _():
    mu, _ = nearest("museum", square("Rautatientori"))
    return [n(count_within("pharmacy", mu, 300))]


@q("dev", 2, "restaurants within 300 m of the museum nearest the Casino de Monte Carlo", "list")
def _():
    mu, _ = nearest("museum", poi("Casino de Monte Carlo", M))
    return names(within("restaurant", mu, 300))


@q("dev", 2, "how many restaurants are there within 500m of the museum closest to the Rathaus Vaduz?")
def _():
    mu, _ = nearest("museum", poi("Rathaus Vaduz", L))
    return [n(count_within("restaurant", mu, 500))]


@q("dev", 2, "List the hotels within 200 m of the largest park in Helsinki.", "list")
def _():
    p, _ = largest("park", H)
    return names(within("hotel", p, 200))


@q("dev", 2, "Which restaurants are less than 250 m from the hotel closest to the largest park in Monaco?", "list")
def _():
    p, _ = largest("park", M, "Monaco")
    h, _ = nearest("hotel", p)
    return names(within("restaurant", h, 250))


@q("dev", 2, "any banks within 400 m of the museum nearest to the Casino in Monte Carlo? how many?")
def _():
    mu, _ = nearest("museum", poi("Casino de Monte Carlo", M))
    return [n(count_within("bank", mu, 400))]


@q("dev", 2, "Which hotels are within 1 km of the largest lake in Schaan?", "list")
def _():
    w, _ = largest("lake", L, "Schaan")
    return names(within("hotel", w, 1000))


@q("dev", 2, "how many cafés are there within 100 m of the pharmacy nearest Kiasma?")
def _():
    ph, _ = nearest("pharmacy", poi("Kiasma", H))
    return [n(count_within("cafe", ph, 100))]


# ---- shape 3: comparisons

@q("dev", 3, "Which is nearer to DoMuS: the closest bank or the closest post office?")
def _():
    ref = poi("DoMuS", L)
    return [closer(nearest("bank", ref), nearest("post office", ref)).name]


@q("dev", 3, "which is bigger, Vanha kirkkopuisto or Makasiinipuisto?")
def _():
    w = bigger(park("Vanha kirkkopuisto", H), park("Makasiinipuisto", H))
    return [w.name]


@q("dev", 3, "Is the Casino de Monte Carlo or the Grimaldi Forum closer to the Jardin Japonais?")
def _():
    j = park("Jardin Japonais", M)
    a, b = poi("Casino de Monte Carlo", M), poi("Grimaldi Forum", M)
    return [closer((a, dist(a, j)), (b, dist(b, j))).name]


@q("dev", 3, "Which one's larger: Parc Princesse Antoinette or the park nearest to the Grimaldi Forum?")
def _():
    p, _ = nearest("park", poi("Grimaldi Forum", M))
    w = bigger(park("Parc Princesse Antoinette", M), p)
    return [w.name]


@q("dev", 3, "is Kiasma or the Ateneum closer to the post office nearest Rautatientori?")
def _():
    po, _ = nearest("post office", square("Rautatientori"))
    a, b = poi("Kiasma", H), poi("Ateneum", H)
    return [closer((a, dist(a, po)), (b, dist(b, po))).name]


@q("dev", 3, "From Schwimmbad Mühleholz, what's closer - the nearest supermarket or the nearest bakery?")
def _():
    ref = park("Schwimmbad Mühleholz", L)
    return [closer(nearest("supermarket", ref), nearest("bakery", ref)).name]


@q("dev", 3, "Musée Océanographique: is the closest pharmacy or the closest bank nearer to it?")
def _():
    ref = poi("Musée Océanographique", M)
    return [closer(nearest("pharmacy", ref), nearest("bank", ref)).name]


@q("dev", 3, "Which lake is bigger, the largest one in Mauren or the largest one in Schaan?")
def _():
    a, _ = largest("lake", L, "Mauren")
    b, _ = largest("lake", L, "Schaan")
    w = bigger(a, b)
    return [w.name]


# ---- shape 4: two descriptions

@q("dev", 4, "What's the distance between the longest street in Vaduz and the biggest park in Vaduz?")
def _():
    st, _ = longest_street(L, "Vaduz")
    p, _ = largest("park", L, "Vaduz")
    return [m(dist(st, p))]


@q("dev", 4, "how far apart are the two largest parks in Monaco?")
def _():
    a, _ = largest("park", M, "Monaco", 1)
    b, _ = largest("park", M, "Monaco", 2)
    return [m(dist(a, b))]


@q("dev", 4, "How far is the pharmacy closest to Kiasma from the one closest to Senaatintori?")
def _():
    a, _ = nearest("pharmacy", poi("Kiasma", H))
    b, _ = nearest("pharmacy", square("Senaatintori"))
    assert a != b
    return [m(dist(a, b))]


@q("dev", 4, "How far is Vaduz's biggest park from the largest lake in Schaan?")
def _():
    a, _ = largest("park", L, "Vaduz")
    b, _ = largest("lake", L, "Schaan")
    return [m(dist(a, b))]


@q("dev", 4, "distance from the largest park in Helsinki to the museum nearest Senaatintori")
def _():
    a, _ = largest("park", H)
    b, _ = nearest("museum", square("Senaatintori"))
    return [m(dist(a, b))]


@q("dev", 4, "How far is the closest cafe to the Palais Princier de Monaco from the closest cafe to the Casino de Monte Carlo?")
def _():
    a, _ = nearest("cafe", poi("Palais Princier de Monaco", M))
    b, _ = nearest("cafe", poi("Casino de Monte Carlo", M))
    return [m(dist(a, b))]


@q("dev", 4, "In which direction is the biggest park in Monaco from the Casino de Monte Carlo, and how far away is it?")
def _():
    a = poi("Casino de Monte Carlo", M)
    b, _ = largest("park", M, "Monaco")
    return [direction(a, b), m(dist(a, b))]


@q("dev", 4, "which way is Helsinki's biggest park from the museum closest to Rautatientori, and how far?")
def _():
    a, _ = nearest("museum", square("Rautatientori"))
    b, _ = largest("park", H)
    return [direction(a, b), m(dist(a, b))]


# ---- shape 5: sequential

@q("dev", 5, "Find the museum nearest the Casino de Monte Carlo, then the closest church to it.")
def _():
    mu, _ = nearest("museum", poi("Casino de Monte Carlo", M))
    return [mu.name, nearest("church", mu)[0].name]


@q("dev", 5, "what's the nearest hotel to Esplanadinpuisto and how far is the nearest bus stop from there?")
def _():
    h, _ = nearest("hotel", park("Esplanadinpuisto", H))
    b, d = nearest("bus stop", h)
    return [h.name, m(d)]


@q("dev", 5, "First find the museum closest to the Liechtensteinisches Landesspital, then tell me which restaurant is nearest to that museum.")
def _():
    mu, _ = nearest("museum", poi("Liechtensteinisches Landesspital", L))
    return [mu.name, nearest("restaurant", mu)[0].name]


@q("dev", 5, "Look up the closest supermarket to Kiasma, then give me the pharmacy nearest to that supermarket")
def _():
    sm, _ = nearest("supermarket", poi("Kiasma", H))
    return [sm.name, nearest("pharmacy", sm)[0].name]


@q("dev", 5, "get me the hotel nearest to DoMuS, and then the supermarket that's closest to that hotel")
def _():
    h, _ = nearest("hotel", poi("DoMuS", L))
    return [h.name, nearest("supermarket", h)[0].name]


@q("dev", 5, "What's the closest post office to Stade Louis II, and which supermarket is nearest to it?")
def _():
    po, _ = nearest("post office", poi("Stade Louis II", M, osm="W49209155"))
    return [po.name, nearest("supermarket", po)[0].name]


@q("dev", 5, "Find the cinema closest to Senaatintori, then tell me how far it is from there to the nearest library.")
def _():
    c, _ = nearest("cinema", square("Senaatintori"))
    lib, d = nearest("library", c)
    return [c.name, m(d)]



@q("dev", 5, "What's the nearest restaurant to the Rheinparkstadion? And from that restaurant, how far is the closest bus stop?")
def _():
    r, _ = nearest("restaurant", poi("Rheinparkstadion", L))
    b, d = nearest("bus stop", r)
    return [r.name, m(d)]


# ---- shape 6: an attribute (OSM tag) of a described place

@q("dev", 6, "What are the opening hours of the museum closest to the Rathaus Vaduz?")
def _():
    mu, _ = nearest("museum", poi("Rathaus Vaduz", L))
    return hours(attr(mu, "opening_hours"))


@q("dev", 6, "Which street is the pharmacy nearest the biggest park in Vaduz on?")
def _():
    p, _ = largest("park", L, "Vaduz")
    ph, _ = nearest("pharmacy", p)
    return [attr(ph, "addr:street")]


@q("dev", 6, "what's the phone number of the museum nearest Rautatientori")
def _():
    mu, _ = nearest("museum", square("Rautatientori"))
    return [attr(mu, "phone")]


@q("dev", 6, "Does the hotel closest to Esplanadinpuisto have a website? What is it?")
def _():
    h, _ = nearest("hotel", park("Esplanadinpuisto", H))
    return ["hotelkamp.com"] if "hotelkamp.com" in attr(h, "website") else [attr(h, "website")]


@q("dev", 6, "What kind of food does the restaurant closest to the Grimaldi Forum serve?")
def _():
    r, _ = nearest("restaurant", poi("Grimaldi Forum", M))
    return [attr(r, "cuisine")]


@q("dev", 6, "Give me the address of the café nearest DoMuS.")
def _():
    c, _ = nearest("cafe", poi("DoMuS", L))
    return [f"{attr(c, 'addr:street')} {attr(c, 'addr:housenumber')}"]


@q("dev", 6, "When is the pharmacy nearest to Esplanadinpuisto open?")
def _():
    ph, _ = nearest("pharmacy", park("Esplanadinpuisto", H))
    return hours(attr(ph, "opening_hours"))


@q("dev", 6, "website of the pub closest to the Musée Océanographique?")
def _():
    pub, _ = nearest("pub", poi("Musée Océanographique", M))
    w = attr(pub, "website")
    return [w.split("//")[-1].removeprefix("www.").split("/")[0]]


@q("dev", 6, "what's the street address of the restaurant right next to Hotel Kämp")
def _():
    r, _ = nearest("restaurant", poi("Hotel Kämp", H))
    return [f"{attr(r, 'addr:street')} {attr(r, 'addr:housenumber')}"]


# ---- shape 7: places that are not in the loaded data; a few one-step questions

@q("dev", 7, "Which pharmacy is closest to the biggest park in Paris?")
def _():
    # no town called Paris; Monaco has a Hôtel de Paris and a Cafe de Paris (distractors, not a town)
    return absent("Paris", tables=("regions",))


@q("dev", 7, "how many cafes are within 200 m of the Brandenburg Gate?")
def _():
    return absent("Brandenburg Gate", "Brandenburger Tor")


@q("dev", 7, "What's the nearest hotel to the Glimmerbrook Fountain in Vaduz?")
def _():
    return absent("Glimmerbrook")


@q("dev", 7, "Is the Louvre closer to the Eiffel Tower or to the Arc de Triomphe?")
def _():
    return absent("Louvre", "Eiffel", "Triomphe")


@q("dev", 7, "closest bakery to the Kiasma?")
def _():
    return [nearest("bakery", poi("Kiasma", H))[0].name]


@q("dev", 7, "How big is Esplanadinpuisto?")
def _():
    return [m2(area(park("Esplanadinpuisto", H)))]



# ============================================================================================= val
# Neubrandenburg only. HELD OUT: never tune on these.
#
# The extract has no polygon for the city itself (its relation is incomplete), so "in Neubrandenburg" is the
# whole extract (Neubrandenburg and surroundings, ~25 x 25 km). Every superlative below is also checked on a
# 4 km disc around the Haus der Kultur und Bildung (Marktplatz 1), i.e. the city proper: both scopes must give
# the same answer with the same margin, so the gold does not depend on how a system bounds the city.

NB_RADIUS_M = 4000.0


def nb_centre() -> F:
    return poi("Haus der Kultur und Bildung", N)


def largest_nb(kind: str, rank: int = 1) -> tuple[F, float]:
    best, a = largest(kind, N, None, rank)
    c = nb_centre()
    table, cond = _kind(kind)
    col = NAME_COL[table]
    r = rows(f"SELECT id, {col}, ST_Area(geometry) a FROM {table} WHERE {cond} AND {col} IS NOT NULL "
             f"AND source = %s AND ST_DWithin(geometry, %s::geography, %s) ORDER BY a DESC",
             SRC[N], c.geog, NB_RADIUS_M)
    seen: set[str] = set()
    r = [x for x in r if not (x[1] in seen or seen.add(x[1]))]
    note(f"largest {kind} within {NB_RADIUS_M:.0f} m of the centre: " + "; ".join(f"{x[1]} {x[2]:.0f}" for x in r[:rank + 2]))
    if len(r) < rank or r[rank - 1][1] != best.name:
        raise Ambiguous(f"{kind} #{rank}: {best.name} in the extract, {r[rank - 1][1] if len(r) >= rank else None} near the centre")
    for i in range(rank):
        if i + 1 < len(r) and r[i + 1][2] > (1 - MIN_RATIO) * r[i][2]:
            raise Ambiguous(f"{kind} #{i + 1}/#{i + 2} near the centre within 10 %")
    return best, a


def longest_street_nb() -> F:
    c = nb_centre()
    r = rows("SELECT road_name, sum(ST_Length(geometry)) FROM roads WHERE source = %s AND road_name IS NOT NULL "
             "GROUP BY 1 ORDER BY 2 DESC LIMIT 2", SRC[N])
    r4 = rows("SELECT road_name, sum(ST_Length(ST_Intersection(geometry::geometry, "
              "ST_Buffer(%s::geography, %s)::geometry)::geography)) l FROM roads WHERE source = %s "
              "AND road_name IS NOT NULL AND ST_DWithin(geometry, %s::geography, %s) GROUP BY 1 ORDER BY 2 DESC LIMIT 2",
              c.geog, NB_RADIUS_M, SRC[N], c.geog, NB_RADIUS_M)
    note(f"longest streets: extract {r}; within {NB_RADIUS_M:.0f} m {r4}")
    for x in (r, r4):
        if x[1][1] > (1 - MIN_RATIO) * x[0][1]:
            raise Ambiguous(f"longest street: {x}")
    if r[0][0] != r4[0][0]:
        raise Ambiguous(f"longest street differs: {r[0][0]} / {r4[0][0]}")
    return street(r[0][0], N)


def tollensesee() -> F:
    """Tollensesee is mapped twice (way 201400627 and relation 216440, 0.1 % apart): use the way."""
    return lake("Tollensesee", N, osm="W201400627")


# ---- shape 1

@q("val", 1, "Which hotel is closest to the biggest park in Neubrandenburg?")
def _():
    p, _ = largest_nb("park")
    return [nearest("hotel", p)[0].name]


@q("val", 1, "whats the nearest supermarket to neubrandenburgs largest park")
def _():
    p, _ = largest_nb("park")
    return [nearest("supermarket", p)[0].name]


@q("val", 1, "Which pharmacy is nearest to the second largest park in Neubrandenburg?")
def _():
    p, _ = largest_nb("park", 2)
    return [nearest("pharmacy", p)[0].name]


@q("val", 1, "I'm looking for a bakery - which one's closest to the museum nearest the Haus der Kultur und Bildung?")
def _():
    mu, _ = nearest("museum", nb_centre())
    return [nearest("bakery", mu)[0].name]


@q("val", 1, "What cinema is closest to the hotel next to the Neues Tor?")
def _():
    h, _ = nearest("hotel", poi("Neues Tor", N))
    return [nearest("cinema", h)[0].name]


@q("val", 1, "closest restaurant to the largest lake in Neubrandenburg?")
def _():
    w, _ = largest_nb("lake")
    assert w.name == "Tollensesee"
    a = nearest("restaurant", tollensesee())[0]
    b = nearest("restaurant", lake("Tollensesee", N, osm="R216440"))[0]
    assert a.name == b.name
    return [a.name]


@q("val", 1, "Where's the nearest pharmacy to the supermarket closest to the Hochschule Neubrandenburg?")
def _():
    sm, _ = nearest("supermarket", poi("Hochschule Neubrandenburg", N))
    return [nearest("pharmacy", sm)[0].name]



# ---- shape 2

@q("val", 2, "How many restaurants are within 300 m of the cinema closest to the Neues Tor?")
def _():
    c, _ = nearest("cinema", poi("Neues Tor", N))
    return [n(count_within("restaurant", c, 300))]


@q("val", 2, "which banks are within 150m of the hotel nearest the Neues Tor", "list")
def _():
    h, _ = nearest("hotel", poi("Neues Tor", N))
    return names(within("bank", h, 150))


@q("val", 2, "How many cafés are there within 250 m of the second-biggest park in Neubrandenburg?")
def _():
    p, _ = largest_nb("park", 2)
    return [n(count_within("cafe", p, 250))]


@q("val", 2, "Supermarkets within 400 m of the library closest to the Hochschule Neubrandenburg?", "list")
def _():
    lib, _ = nearest("library", poi("Hochschule Neubrandenburg", N))
    return names(within("supermarket", lib, 400))


@q("val", 2, "how many fast food places are there within 400 m of the pharmacy nearest to the Konzertkirche (Marienkirche)?")
def _():
    ph, _ = nearest("pharmacy", poi("Konzertkirche (Marienkirche)", N))
    return [n(count_within("fast food", ph, 400))]


@q("val", 2, "List the hotels less than 200 m from the largest lake in Neubrandenburg.", "list")
def _():
    w, _ = largest_nb("lake")
    a = names(within("hotel", tollensesee(), 200))
    b = names(within("hotel", lake("Tollensesee", N, osm="R216440"), 200))
    assert w.name == "Tollensesee" and a == b, (a, b)
    return a


# ---- shape 3

@q("val", 3, "Which is closer to the Cinestar Neubrandenburg: the nearest bank or the nearest pharmacy?")
def _():
    ref = poi("Cinestar Neubrandenburg", N)
    return [closer(nearest("bank", ref), nearest("pharmacy", ref)).name]


@q("val", 3, "Which is bigger, Reitbahnsee or Kiessee?")
def _():
    w = bigger(lake("Reitbahnsee", N), lake("Kiessee", N))
    return [w.name]


@q("val", 3, "is the Treptower Tor or the Neues Tor closer to the Haus der Kultur und Bildung?")
def _():
    c = nb_centre()
    a, b = poi("Treptower Tor", N), poi("Neues Tor", N)
    return [closer((a, dist(a, c)), (b, dist(b, c))).name]


@q("val", 3, "Which is larger: the Reitbahnsee or the park closest to the Hochschule Neubrandenburg?")
def _():
    w = lake("Reitbahnsee", N)
    p, _ = nearest("park", poi("Hochschule Neubrandenburg", N))
    big = bigger(w, p)
    return [big.name]


@q("val", 3, "Is the Hochschule Neubrandenburg or the Neubrandenburg ZOB closer to the biggest park in Neubrandenburg?")
def _():
    p, _ = largest_nb("park")
    a, b = poi("Hochschule Neubrandenburg", N), poi("Neubrandenburg ZOB", N)
    return [closer((a, dist(a, p)), (b, dist(b, p))).name]


@q("val", 3, "From the Jahnsportforum, which one is nearer - the closest cafe or the closest restaurant?")
def _():
    ref = poi("Jahnsportforum", N)
    return [closer(nearest("cafe", ref), nearest("restaurant", ref)).name]


# ---- shape 4

@q("val", 4, "How far apart are the two biggest parks in Neubrandenburg?")
def _():
    a, _ = largest_nb("park", 1)
    b, _ = largest_nb("park", 2)
    return [m(dist(a, b))]


@q("val", 4, "how far is the longest street in Neubrandenburg from the Hochschule Neubrandenburg?")
def _():
    return [m(dist(longest_street_nb(), poi("Hochschule Neubrandenburg", N)))]


@q("val", 4, "What's the distance between the café nearest the Neues Tor and the café nearest the Treptower Tor?")
def _():
    a, _ = nearest("cafe", poi("Neues Tor", N))
    b, _ = nearest("cafe", poi("Treptower Tor", N))
    assert a != b
    return [m(dist(a, b))]


@q("val", 4, "How far is Neubrandenburg's biggest park from its largest lake?")
def _():
    p, _ = largest_nb("park")
    w, _ = largest_nb("lake")
    assert w.name == "Tollensesee"
    d1, d2 = dist(p, tollensesee()), dist(p, lake("Tollensesee", N, osm="R216440"))
    assert abs(d1 - d2) < 5, (d1, d2)
    return [m(d1)]


@q("val", 4, "Which direction is the Reitbahnsee from the largest park in Neubrandenburg, and how far away?")
def _():
    p, _ = largest_nb("park")
    w = lake("Reitbahnsee", N)
    return [direction(p, w), m(dist(p, w))]


@q("val", 4, "How far is the hotel nearest the Hochschule Neubrandenburg from the hotel nearest the Friedrich-Ludwig-Jahn-Stadion?")
def _():
    a, _ = nearest("hotel", poi("Hochschule Neubrandenburg", N))
    b, _ = nearest("hotel", poi("Friedrich-Ludwig-Jahn-Stadion", N))
    assert a != b
    return [m(dist(a, b))]


# ---- shape 5

@q("val", 5, "Find the museum nearest the Haus der Kultur und Bildung, then the closest café to it.")
def _():
    mu, _ = nearest("museum", nb_centre())
    return [mu.name, nearest("cafe", mu)[0].name]


@q("val", 5, "What's the nearest hotel to the Hochschule Neubrandenburg, and how far is the nearest bus stop from it?")
def _():
    h, _ = nearest("hotel", poi("Hochschule Neubrandenburg", N))
    _, d = nearest("bus stop", h)
    return [h.name, m(d)]


@q("val", 5, "first get the closest supermarket to the Dr.-Bonhoeffer-Klinikum, then the nearest pharmacy to that supermarket")
def _():
    sm, _ = nearest("supermarket", poi("Dr.-Bonhoeffer-Klinikum", N))
    return [sm.name, nearest("pharmacy", sm)[0].name]


@q("val", 5, "Look up the cinema nearest to the Konzertkirche (Marienkirche) and tell me which restaurant is closest to it")
def _():
    c, _ = nearest("cinema", poi("Konzertkirche (Marienkirche)", N))
    return [c.name, nearest("restaurant", c)[0].name]


@q("val", 5, "What's the nearest pub to the Neubrandenburg ZOB, and how far is that pub from the closest pharmacy?")
def _():
    pub, _ = nearest("pub", poi("Neubrandenburg ZOB", N))
    return [pub.name, m(nearest_dist("pharmacy", pub))]


@q("val", 5, "Which library is nearest the Webasto-Arena? Then find me the closest fast food place to that library.")
def _():
    lib, _ = nearest("library", poi("Webasto-Arena", N))
    return [lib.name, nearest("fast food", lib)[0].name]


# ---- shape 6

@q("val", 6, "What are the opening hours of the pharmacy nearest the Konzertkirche (Marienkirche)?")
def _():
    ph, _ = nearest("pharmacy", poi("Konzertkirche (Marienkirche)", N))
    return hours(attr(ph, "opening_hours"))


@q("val", 6, "what street is the pharmacy closest to the Cinestar on?")
def _():
    ph, _ = nearest("pharmacy", poi("Cinestar Neubrandenburg", N))
    return [attr(ph, "addr:street")]


@q("val", 6, "What cuisine does the restaurant nearest to the Jahnsportforum serve?")
def _():
    r, _ = nearest("restaurant", poi("Jahnsportforum", N))
    return [attr(r, "cuisine")]


@q("val", 6, "What's the phone number of the hotel nearest the Friedrich-Ludwig-Jahn-Stadion?")
def _():
    h, _ = nearest("hotel", poi("Friedrich-Ludwig-Jahn-Stadion", N))
    return [attr(h, "phone")]


@q("val", 6, "Does the restaurant closest to the Hochschule Neubrandenburg have a website?")
def _():
    r, _ = nearest("restaurant", poi("Hochschule Neubrandenburg", N))
    w = attr(r, "website")
    return [w.split("//")[-1].removeprefix("www.").split("/")[0]]


@q("val", 6, "address of the pharmacy nearest to the biggest park in Neubrandenburg?")
def _():
    p, _ = largest_nb("park")
    ph, _ = nearest("pharmacy", p)
    return [f"{attr(ph, 'addr:street')} {attr(ph, 'addr:housenumber')}"]


@q("val", 6, "When is the restaurant closest to the cinema nearest the Konzertkirche (Marienkirche) open?")
def _():
    c, _ = nearest("cinema", poi("Konzertkirche (Marienkirche)", N))
    r, _ = nearest("restaurant", c)
    return hours(attr(r, "opening_hours"))


# ---- shape 7

@q("val", 7, "Which cafe is nearest to the biggest park in Rostock?")
def _():
    # no town called Rostock (Neubrandenburg has a Rostocker Straße: a distractor, not a town)
    return absent("Rostock", tables=("regions",))


@q("val", 7, "How far is the Tollensesee from Alexanderplatz?")
def _():
    return absent("Alexanderplatz")


@q("val", 7, "nearest pharmacy to the Zwiebelturm-Klinik in Neubrandenburg?")
def _():
    return absent("Zwiebelturm")


@q("val", 7, "How big is the Reitbahnsee?")
def _():
    return [m2(area(lake("Reitbahnsee", N)))]


@q("val", 7, "closest cafe to the Treptower Tor?")
def _():
    return [nearest("cafe", poi("Treptower Tor", N))[0].name]


# ============================================================================================= main

def fold(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", s.casefold()) if not unicodedata.combining(c))


def read_tsv(path: Path) -> dict[str, tuple[str, str]]:
    out = {}
    if not path.exists():
        return out
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        question, gold, kind = line.split("\t")
        out[question] = (gold, kind)
    return out


HEADER = """\
# Composed questions over the {what} (geo-react, evals/composed; see README.md).
# {note}
# question<TAB>gold<TAB>kind. gold: "; "-separated items: a name (case/accent-insensitive substring), #N (a count),
# ~N m (distance/length, within max(5 %, 15 m)), ~N m2 (area, within 5 %), a compass word, or !phrase (literal).
# kind: one = every item required; list = any item passes the paper rule, all items the strict rule.
# Gold computed by evals/composed/gold.py (plain SQL over raw OSM tags/geometry); shape per question in gold.py.
"""

WHAT = {"dev": ("Helsinki, Liechtenstein and Monaco extracts", "Development set: tuning on it is allowed."),
        "val": ("Neubrandenburg extract only", "HELD-OUT validation set: never tune on it, never add its questions "
                                                "or fixes for them to prompts, cues or tests.")}


def main() -> int:
    global VERBOSE
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="compare with dev.tsv / val.tsv")
    ap.add_argument("--write", action="store_true", help="rewrite dev.tsv / val.tsv")
    ap.add_argument("-k", help="only questions containing this text")
    ap.add_argument("-v", action="store_true", help="print the ranked candidates behind each answer")
    args = ap.parse_args()
    VERBOSE = args.v
    failures = 0
    results: dict[str, list[tuple[Q, str]]] = {"dev": [], "val": []}
    texts = [x.text for x in QUESTIONS]
    dupes = {t for t in texts if texts.count(t) > 1}
    assert not dupes, dupes
    for x in QUESTIONS:
        if args.k and fold(args.k) not in fold(x.text):
            continue
        try:
            items = x.fn()
            assert items, "empty gold"
            gold = "; ".join(items)
        except Ambiguous as e:
            print(f"AMBIGUOUS [{x.split} {x.shape}] {x.text}: {e}")
            failures += 1
            continue
        results[x.split].append((x, gold))
        print(f"[{x.split} {x.shape} {x.kind}] {x.text}\n    => {gold}")
    if args.check:
        for split, path in SPLITS.items():
            stored = read_tsv(path)
            for x, gold in results[split]:
                if x.text not in stored:
                    print(f"MISSING in {path.name}: {x.text}")
                    failures += 1
                elif stored[x.text] != (gold, x.kind):
                    print(f"DIFFERENT in {path.name}: {x.text}\n    tsv:  {stored[x.text]}\n    now:  {(gold, x.kind)}")
                    failures += 1
            if not args.k:
                extra = set(stored) - {x.text for x, _ in results[split]}
                for t in extra:
                    print(f"EXTRA in {path.name} (no function): {t}")
                    failures += 1
    if args.write:
        if failures or args.k:
            print("not writing: ambiguous questions or a -k filter")
            return 1
        for split, path in SPLITS.items():
            what, note_ = WHAT[split]
            lines = [HEADER.format(what=what, note=note_)]
            lines += [f"{x.text}\t{gold}\t{x.kind}\n" for x, gold in results[split]]
            path.write_text("".join(lines), encoding="utf-8")
            print(f"wrote {path} ({len(results[split])} questions)")
    counts = {s: {k: sum(1 for x, _ in results[s] if x.shape == k) for k in SHAPES} for s in results}
    print("questions per shape:", counts)
    return 1 if failures else 0



def run_split(label: str, questions: list, tsv: Path, header: str, description: str | None) -> int:
    """The command line of a held-out set's gold script (gold_val2.py, gold_val3.py): print each question's gold,
    `--check` it against the .tsv, `--write` the .tsv. `questions` have .text, .kind, .shape and .fn()."""
    ap = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help=f"compare with {tsv.name}")
    ap.add_argument("--write", action="store_true", help=f"rewrite {tsv.name}")
    ap.add_argument("-k", help="only questions containing this text")
    ap.add_argument("-v", action="store_true", help="print the ranked candidates behind each answer")
    args = ap.parse_args()
    global VERBOSE
    VERBOSE = args.v
    failures = 0
    results: list[tuple[Any, str]] = []
    texts = [x.text for x in questions]
    dupes = {t for t in texts if texts.count(t) > 1}
    assert not dupes, dupes
    for x in questions:
        if args.k and fold(args.k) not in fold(x.text):
            continue
        try:
            items = x.fn()
            assert items and all(items), f"empty gold item: {items}"
            gold = "; ".join(items)
        except AssertionError as e:   # Ambiguous, or a failed assert (e.g. two descriptions giving one place)
            print(f"AMBIGUOUS [{label} {x.shape}] {x.text}: {e}")
            failures += 1
            continue
        results.append((x, gold))
        print(f"[{label} {x.shape} {x.kind}] {x.text}\n    => {gold}")
    if args.check:
        stored = read_tsv(tsv)
        for x, gold in results:
            if x.text not in stored:
                print(f"MISSING in {tsv.name}: {x.text}")
                failures += 1
            elif stored[x.text] != (gold, x.kind):
                print(f"DIFFERENT in {tsv.name}: {x.text}\n    tsv:  {stored[x.text]}\n    now:  {(gold, x.kind)}")
                failures += 1
        if not args.k:
            for t in set(stored) - {x.text for x, _ in results}:
                print(f"EXTRA in {tsv.name} (no function): {t}")
                failures += 1
    if args.write:
        if failures or args.k:
            print("not writing: ambiguous questions or a -k filter")
            return 1
        tsv.write_text(header + "".join(f"{x.text}\t{gold}\t{x.kind}\n" for x, gold in results), encoding="utf-8")
        print(f"wrote {tsv} ({len(results)} questions)")
    counts = {k: sum(1 for x, _ in results if x.shape == k) for k in SHAPES}
    print("questions per shape:", counts, "total", len(results))
    return 1 if failures else 0

if __name__ == "__main__":
    sys.exit(main())
