"""Gold answers of the "beyond" development sets (evals/beyond/dev-*.tsv), recomputed from the raw OSM extracts.

Self-contained: reads the four .osm.pbf files in data/osm/ with pyosmium (multipolygons assembled by osmium's
area handler), measures with pyproj.Geod (WGS84 geodesic distances, lengths, areas) and routes with networkx.
No georeact code is imported. Every question is one small function below (registered with @q); the helpers
raise when a question would be ambiguous (near ties, candidates within 5 % of a radius, thresholds within 5 % of
a street length or park area, opening hours that do not parse, routes that change by more than 5 % under the
variants listed in README-dev.md), so a data change that makes a question unsafe shows up as an error.

    python evals/beyond/gold_dev.py             # compute every gold answer and print it
    python evals/beyond/gold_dev.py --check     # ... and compare with the dev-*.tsv files (exit 1 if different)
    python evals/beyond/gold_dev.py --write     # (re)write the dev-*.tsv files from the functions
    python evals/beyond/gold_dev.py -v -k Kiasma   # only questions containing 'Kiasma', with details

Needs: pip install osmium shapely pyproj networkx   (e.g. in a throwaway venv)
"""

from __future__ import annotations

import argparse
import math
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import networkx as nx
import osmium
import shapely.wkb
from pyproj import Geod
from shapely.geometry import LineString, MultiLineString, Point
from shapely.strtree import STRtree

HERE = Path(__file__).resolve().parent
DATA = Path(__file__).resolve().parents[2] / "data/osm"
FILES = {
    "helsinki": "helsinki-center.osm.pbf",
    "liechtenstein": "liechtenstein-2013-08-03.osm.pbf",
    "monaco": "monaco-2016-03.osm.pbf",
    "neubrandenburg": "neubrandenburg-2016-02.osm.pbf",
}
GEOD = Geod(ellps="WGS84")
VERBOSE = False


def log(*a):
    if VERBOSE:
        print("   ", *a)


class Unsafe(Exception):
    """The question would be ambiguous on this data (near tie, boundary case, unparsable tag ...)."""


# ----------------------------------------------------------------------------------------------------------------
# loading

POI_KEYS = ("amenity", "shop", "tourism", "leisure", "historic", "office", "craft", "healthcare", "place")


@dataclass
class Feature:
    osm: str                      # 'n123', 'w123' (closed way / area from a way), 'r123' (multipolygon relation)
    tags: dict
    geom: object                  # shapely geometry (lon/lat)
    pt: Point = field(init=False)  # the node itself or the centroid

    def __post_init__(self):
        self.pt = self.geom if isinstance(self.geom, Point) else self.geom.centroid

    @property
    def name(self):
        return self.tags.get("name", "")

    def __repr__(self):
        return f"<{self.osm} {self.name!r}>"


@dataclass
class Way:
    id: int
    tags: dict
    refs: list                    # node ids
    locs: list                    # (lon, lat) or None where the node is missing from the extract


@dataclass
class Region:
    name: str
    features: list                # nodes with tags, areas, open ways with POI tags
    ways: list                    # every way (Way)
    areas: list                   # every assembled area (Feature)


class _Loader(osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.wkb = osmium.geom.WKBFactory()
        self.features, self.ways, self.areas = [], [], []
        self.area_way_ids = set()

    def node(self, n):
        if len(n.tags):
            self.features.append(Feature(f"n{n.id}", dict(n.tags), Point(n.location.lon, n.location.lat)))

    def way(self, w):
        locs = []
        for nd in w.nodes:
            try:
                locs.append((nd.lon, nd.lat) if nd.location.valid() else None)
            except osmium.InvalidLocationError:
                locs.append(None)
        self.ways.append(Way(w.id, dict(w.tags), [nd.ref for nd in w.nodes], locs))

    def area(self, a):
        try:
            g = shapely.wkb.loads(self.wkb.create_multipolygon(a), hex=True)
        except Exception:  # noqa: BLE001 - broken (clipped) relations do not assemble: skipped
            return
        f = Feature(("w" if a.from_way() else "r") + str(a.orig_id()), dict(a.tags), g)
        self.areas.append(f)
        if a.from_way():
            self.area_way_ids.add(a.orig_id())


@lru_cache(maxsize=None)
def region(name: str) -> Region:
    h = _Loader()
    h.apply_file(str(DATA / FILES[name]), locations=True)
    feats = list(h.features)
    for a in h.areas:
        if any(k in a.tags for k in POI_KEYS):
            feats.append(a)
    for w in h.ways:  # open ways with a POI tag (rare): their line
        if w.id not in h.area_way_ids and any(k in w.tags for k in POI_KEYS) and "highway" not in w.tags:
            pts = [p for p in w.locs if p]
            if len(pts) >= 2:
                feats.append(Feature(f"w{w.id}", dict(w.tags), LineString(pts)))
    return Region(name, feats, h.ways, h.areas)


# ----------------------------------------------------------------------------------------------------------------
# measuring

def dist(a, b) -> float:
    """Geodesic distance in metres between two points (shapely Points or features)."""
    a = a.pt if isinstance(a, Feature) else a
    b = b.pt if isinstance(b, Feature) else b
    return GEOD.inv(a.x, a.y, b.x, b.y)[2]


def line_length(coords) -> float:
    if len(coords) < 2:
        return 0.0
    lons, lats = zip(*coords)
    return GEOD.line_length(lons, lats)


def geom_length(g) -> float:
    if g.is_empty:
        return 0.0
    if isinstance(g, LineString):
        return line_length(list(g.coords))
    if hasattr(g, "geoms"):
        return sum(geom_length(x) for x in g.geoms)
    return 0.0


def area_m2(g) -> float:
    return abs(GEOD.geometry_area_perimeter(g)[0])


def fold(s: str) -> str:
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c)).casefold()


def fmt_m(x: float) -> str:
    return f"~{round(x)} m"


def fmt_m2(x: float) -> str:
    return f"~{round(x)} m2"


# ----------------------------------------------------------------------------------------------------------------
# finding things

def named(reg: str, name: str, **tags) -> Feature:
    """The one feature called exactly `name` (and with the given tags; value True = any value). Several features
    with that name are accepted only when they lie within 60 m of each other (node + building of one place);
    the one with the most tags is returned."""
    cands = [f for f in region(reg).features if f.name == name and _has(f, tags)]
    if not cands:
        raise Unsafe(f"no feature named {name!r} {tags} in {reg}")
    best = max(cands, key=lambda f: (len(f.tags), f.osm))
    for c in cands:
        if dist(c, best) > 60:
            raise Unsafe(f"{name!r} is ambiguous in {reg}: {cands}")
    return best


def _has(f: Feature, tags: dict) -> bool:
    for k, v in tags.items():
        have = f.tags.get(k)
        if v is True:
            if have is None:
                return False
        elif isinstance(v, (set, tuple, list)):
            if have not in v:
                return False
        elif have != v:
            return False
    return True


def town(reg: str, name: str, level: str | None = None):
    """The admin boundary polygon of a town (boundary=administrative, assembled by osmium)."""
    cands = [a for a in region(reg).areas if a.tags.get("boundary") == "administrative" and a.name == name
             and a.osm.startswith("r") and (level is None or a.tags.get("admin_level") == level)]
    if len(cands) != 1:
        raise Unsafe(f"town {name!r} in {reg}: {cands}")
    return cands[0].geom


def pois(reg: str, **tags) -> list:
    """Features with the given tags, one per place: a node and an area with the same name and tags within
    60 m of each other count once (the area is dropped)."""
    fs = [f for f in region(reg).features if _has(f, tags)]
    nodes = [f for f in fs if f.osm.startswith("n")]
    out = list(nodes)
    for f in fs:
        if f.osm.startswith("n"):
            continue
        if f.name and any(n.name == f.name and dist(n, f) <= 60 for n in nodes):
            continue
        out.append(f)
    return out


def inside(fs, poly, *, margin_m: float = 0.0):
    """Features whose point is in poly. With margin_m, raise when a feature lies within margin_m of the border."""
    out = []
    for f in fs:
        if poly.contains(f.pt):
            out.append(f)
        if margin_m:
            d_deg = poly.boundary.distance(f.pt)
            if d_deg * 111_000 * math.cos(math.radians(f.pt.y)) < margin_m * 1.5:  # cheap pre-filter
                d = _dist_to_boundary(f.pt, poly)
                if d < margin_m:
                    raise Unsafe(f"{f} is {d:.0f} m from the border")
    return out


def _dist_to_boundary(p: Point, poly) -> float:
    from shapely.ops import nearest_points
    q = nearest_points(poly.boundary, p)[0]
    return dist(p, q)


def within(fs, centre, radius: float):
    """Features within `radius` m of centre; raise when one lies within 5 % of the radius."""
    out = []
    for f in fs:
        d = dist(centre, f)
        if abs(d - radius) <= 0.05 * radius:
            raise Unsafe(f"{f} at {d:.0f} m is within 5 % of the {radius} m radius")
        if d < radius:
            out.append(f)
    return sorted(out, key=lambda f: dist(centre, f))


def distinct_names(fs):
    return sorted({f.name for f in fs if f.name})


def no_tie(values: list, what: str, rel: float = 0.05):
    """values: [(score, label)] sorted by caller's preference (best first): raise when the runner-up is within rel."""
    if len(values) >= 2:
        (a, la), (b, lb) = values[0], values[1]
        if abs(a - b) <= rel * max(abs(a), abs(b), 1e-9):
            raise Unsafe(f"{what}: near tie {la}={a} vs {lb}={b}")


def diff_items(a: float, b: float, unit: str) -> list:
    if unit == "m":
        return [fmt_m(a), fmt_m(b), fmt_m(abs(a - b))]
    if unit == "m2":
        return [fmt_m2(a), fmt_m2(b), fmt_m2(abs(a - b))]
    raise ValueError(unit)


# ----------------------------------------------------------------------------------------------------------------
# streets

HIGHWAY_STREET = None  # every highway=* way with a name counts (README-dev.md)


def streets(reg: str, poly=None) -> dict:
    """name -> (length of the named highway ways clipped to poly, length of the whole ways that touch poly).
    Without poly: the whole extract (both figures equal)."""
    clipped, whole = defaultdict(float), defaultdict(float)
    for w in region(reg).ways:
        if "highway" not in w.tags or "name" not in w.tags:
            continue
        segs = _segments(w.locs)
        for seg in segs:
            ls = LineString(seg)
            if poly is None:
                L = line_length(seg)
                clipped[w.tags["name"]] += L
                whole[w.tags["name"]] += L
            elif ls.intersects(poly):
                clipped[w.tags["name"]] += geom_length(ls.intersection(poly))
                whole[w.tags["name"]] += line_length(seg)
    return {n: (clipped[n], whole[n]) for n in clipped if clipped[n] > 0}


def _segments(locs):
    out, cur = [], []
    for p in locs:
        if p is None:
            if len(cur) >= 2:
                out.append(cur)
            cur = []
        else:
            cur.append(p)
    if len(cur) >= 2:
        out.append(cur)
    return out


def streets_over(reg: str, poly, threshold: float) -> list:
    """Streets longer than threshold (m); the answer must be the same with clipped and whole-way lengths, and no
    street may be within 5 % of the threshold."""
    s = streets(reg, poly)
    a = sorted(n for n, (c, w) in s.items() if c > threshold)
    b = sorted(n for n, (c, w) in s.items() if w > threshold)
    if a != b:
        raise Unsafe(f"clipped {a} vs whole {b}")
    for n, (c, w) in s.items():
        for L in (c, w):
            if abs(L - threshold) <= 0.05 * threshold:
                raise Unsafe(f"{n} {L:.0f} m is within 5 % of {threshold}")
    log("streets over", threshold, [(n, round(s[n][0])) for n in a])
    return a


def street_length(reg: str, name: str, poly=None, *, whole_ok=True) -> float:
    s = streets(reg, poly)
    c, w = s[name]
    if poly is not None and whole_ok and abs(c - w) > 0.02 * w:
        raise Unsafe(f"{name}: clipped {c:.0f} vs whole {w:.0f}")
    return c


# ----------------------------------------------------------------------------------------------------------------
# routing

CAR = {"motorway", "motorway_link", "trunk", "trunk_link", "primary", "primary_link", "secondary", "secondary_link",
       "tertiary", "tertiary_link", "unclassified", "residential", "service", "living_street"}
BIKE = (CAR - {"motorway", "motorway_link", "trunk", "trunk_link"}) | {"cycleway", "path", "track"}
NOT_FOOT = {"motorway", "motorway_link", "trunk", "trunk_link", "proposed", "construction", "abandoned", "razed",
            "raceway", "bus_guideway", "planned", "disused"}
NOACCESS = {"no", "private"}


def _usable(t: dict, mode: str, variant: int) -> bool:
    hw = t.get("highway")
    if hw is None or t.get("area") == "yes" and mode == "car":
        return False
    if mode == "car":
        if hw not in CAR or t.get("access") in NOACCESS:
            return False
        if variant == 1 and (t.get("motor_vehicle") in NOACCESS or t.get("motorcar") in NOACCESS):
            return False
        return True
    if mode == "foot":
        if hw in NOT_FOOT or t.get("foot") == "no":
            return False
        if variant == 1 and t.get("access") in NOACCESS and t.get("foot") not in ("yes", "designated", "permissive"):
            return False
        return True
    if mode == "bike":
        if hw not in BIKE or t.get("bicycle") == "no":
            return False
        if variant == 1 and t.get("access") in NOACCESS and t.get("bicycle") not in ("yes", "designated", "permissive"):
            return False
        return True
    raise ValueError(mode)


def _oneway(t: dict, mode: str, variant: int) -> int:
    """+1 forward only, -1 backward only, 0 both."""
    if mode == "foot":
        return 0
    if mode == "bike" and variant == 0:
        return 0  # the brief's bike profile does not name oneway: variant 1 respects it
    if mode == "bike" and t.get("oneway:bicycle") == "no":
        return 0
    ow = t.get("oneway")
    if ow in ("yes", "1", "true"):
        return 1
    if ow == "-1":
        return -1
    if ow == "no":
        return 0
    if t.get("junction") == "roundabout" or t.get("highway") in ("motorway", "motorway_link") and mode == "car":
        return 1
    return 0


@lru_cache(maxsize=None)
def graph(reg: str, mode: str, variant: int = 0) -> nx.DiGraph:
    g = nx.DiGraph()
    for w in region(reg).ways:
        if not _usable(w.tags, mode, variant):
            continue
        ow = _oneway(w.tags, mode, variant)
        for (a, pa), (b, pb) in zip(zip(w.refs, w.locs), zip(w.refs[1:], w.locs[1:])):
            if pa is None or pb is None or a == b:
                continue
            L = GEOD.inv(pa[0], pa[1], pb[0], pb[1])[2]
            g.add_node(a, loc=pa)
            g.add_node(b, loc=pb)
            if ow >= 0:
                _add(g, a, b, L)
            if ow <= 0:
                _add(g, b, a, L)
    return g


def _add(g, a, b, L):
    if not g.has_edge(a, b) or g[a][b]["w"] > L:
        g.add_edge(a, b, w=L)


@lru_cache(maxsize=None)
def _node_index(reg: str, mode: str, variant: int, component: bool):
    g = graph(reg, mode, variant)
    nodes = list(g.nodes)
    if component:
        nodes = list(max(nx.strongly_connected_components(g), key=len))
    pts = [Point(g.nodes[n]["loc"]) for n in nodes]
    return nodes, pts, STRtree(pts)


def snap(reg: str, mode: str, p: Point, variant: int = 0, component: bool = False):
    nodes, pts, tree = _node_index(reg, mode, variant, component)
    cand = tree.query(p.buffer(0.01))
    if len(cand) == 0:
        cand = range(len(pts))
    best = min(cand, key=lambda i: dist(p, pts[i]))
    return nodes[best], dist(p, pts[best])


def route_len(reg: str, mode: str, a: Point, b: Point, variant: int = 0, component: bool = False) -> float:
    g = graph(reg, mode, variant)
    na, da = snap(reg, mode, a, variant, component)
    nb, db = snap(reg, mode, b, variant, component)
    return nx.shortest_path_length(g, na, nb, weight="w")


def route(reg: str, mode: str, a, b) -> float:
    """Shortest route length a -> b (features or points), endpoints at the nearest routable node. Checked against
    the variants (other access/oneway readings, snapping into the largest strongly connected component): they
    must agree within 5 %."""
    pa = a.pt if isinstance(a, Feature) else a
    pb = b.pt if isinstance(b, Feature) else b
    L = route_len(reg, mode, pa, pb)
    alts = []
    for variant in (0, 1):
        for comp in (False, True):
            try:
                alts.append(route_len(reg, mode, pa, pb, variant, comp))
            except nx.NetworkXNoPath:
                alts.append(float("inf"))
    log(f"route {mode} {a} -> {b}: {L:.0f} m; variants {[round(x) for x in alts]}; straight {dist(pa, pb):.0f} m")
    for x in alts:
        if abs(x - L) > 0.05 * L:
            raise Unsafe(f"route {mode} {a}->{b}: {L:.0f} vs variant {x:.0f}")
    return L


def tour(reg: str, mode: str, start, stops: list, *, back: bool) -> tuple:
    """Shortest order over `stops` from `start` (returning to start if back). Returns (length, order, runner-up)."""
    from itertools import permutations
    pts = [start] + list(stops)
    d = {(i, j): route(reg, mode, pts[i], pts[j]) for i in range(len(pts)) for j in range(len(pts)) if i != j}
    res = []
    for perm in permutations(range(1, len(pts))):
        seq = (0,) + perm + ((0,) if back else ())
        res.append((sum(d[(x, y)] for x, y in zip(seq, seq[1:])), [pts[i].name for i in seq]))
    res.sort(key=lambda r: r[0])
    log(f"tour {mode}: " + " | ".join(f"{L:.0f} {' > '.join(o)}" for L, o in res[:4]))
    return res[0][0], res[0][1], res


# ----------------------------------------------------------------------------------------------------------------
# opening hours

DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
_T = r"(\d{1,2}):(\d{2})"
_SPAN = re.compile(rf"^{_T}-{_T}$")


def parse_oh(value: str) -> dict:
    """A strict reader for the plain opening_hours forms only: '24/7'; rules 'DAYS TIMES' separated by ';' where
    DAYS is a comma list of Mo / Mo-Fr, TIMES a comma list of HH:MM-HH:MM or 'off'/'closed'; a rule without DAYS
    means every day; a later rule replaces the earlier times of the days it names. Returns {day index: [(start
    minute, end minute)]}, end may exceed 1440 (past midnight). Anything else raises Unsafe."""
    v = value.strip()
    if v == "24/7":
        return {d: [(0, 1440)] for d in range(7)}
    week = {d: [] for d in range(7)}
    for rule in [r.strip() for r in v.split(";") if r.strip()]:
        m = re.match(r"^((?:[A-Z][a-z](?:-[A-Z][a-z])?)(?:\s*,\s*[A-Z][a-z](?:-[A-Z][a-z])?)*)?\s*(.*)$", rule)
        days_s, times_s = m.group(1), m.group(2).strip()
        days = range(7) if days_s is None else _days(days_s)
        if times_s in ("off", "closed"):
            spans = []
        else:
            spans = []
            for t in times_s.split(","):
                mm = _SPAN.match(t.strip())
                if not mm:
                    raise Unsafe(f"cannot read opening_hours {value!r} ({t!r})")
                h1, m1, h2, m2 = map(int, mm.groups())
                s, e = h1 * 60 + m1, h2 * 60 + m2
                if e <= s:
                    e += 1440
                spans.append((s, e))
        for d in days:
            week[d] = list(spans)
    return week


def _days(s: str) -> list:
    out = []
    for part in s.split(","):
        part = part.strip()
        if "-" in part:
            a, b = part.split("-")
            if a not in DAYS or b not in DAYS:
                raise Unsafe(f"day range {part!r}")
            i, j = DAYS.index(a), DAYS.index(b)
            if j < i:
                raise Unsafe(f"wrapping day range {part!r}")
            out += list(range(i, j + 1))
        else:
            if part not in DAYS:
                raise Unsafe(f"day {part!r}")
            out.append(DAYS.index(part))
    return out


def is_open(f: Feature, day: str, hhmm: str) -> bool:
    """Open on `day` at `hhmm`? Raises Unsafe when the answer depends on a span from the day before running
    past midnight (whose reading differs between tools) or the value cannot be read."""
    if "opening_hours" not in f.tags:
        raise Unsafe(f"{f} has no opening_hours")
    week = parse_oh(f.tags["opening_hours"])
    d = DAYS.index(day)
    h, m = map(int, hhmm.split(":"))
    t = h * 60 + m
    own = any(s <= t < e for s, e in week[d])
    spill = any(s <= t + 1440 < e for s, e in week[(d - 1) % 7])
    if spill and not own:
        raise Unsafe(f"{f} at {day} {hhmm} is open only by the spill-over of the day before")
    log(f"{f} {f.tags['opening_hours']!r} {day} {hhmm}: {'open' if own else 'closed'}")
    return own


def open_all(f: Feature, day: str, start: str, end: str, step: int = 15) -> bool | None:
    """True when open at every quarter hour in [start, end), False when closed at every one, None when mixed."""
    h1, m1 = map(int, start.split(":"))
    h2, m2 = map(int, end.split(":"))
    res = {is_open(f, day, f"{t // 60:02d}:{t % 60:02d}") for t in range(h1 * 60 + m1, h2 * 60 + m2, step)}
    return res.pop() if len(res) == 1 else None


def closing(f: Feature, day: str) -> int:
    week = parse_oh(f.tags["opening_hours"])
    spans = week[DAYS.index(day)]
    if len(spans) != 1:
        raise Unsafe(f"{f} on {day}: {spans}")
    return spans[0][1]


def opening(f: Feature, day: str) -> int:
    week = parse_oh(f.tags["opening_hours"])
    spans = week[DAYS.index(day)]
    if len(spans) != 1:
        raise Unsafe(f"{f} on {day}: {spans}")
    return spans[0][0]


def time_items(minute: int) -> str:
    """'!18:00 | !6 pm | !6:00 pm | !6pm | !18.00' style alternatives for one clock time."""
    minute %= 1440
    h, m = divmod(minute, 60)
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    alts = [f"{h:02d}:{m:02d}", f"{h}:{m:02d}", f"{h:02d}.{m:02d}"]
    if m == 0:
        alts += [f"{h12} {ap}", f"{h12}{ap}", f"{h12}:00 {ap}", f"{h12} {ap[0]}.{ap[1]}."]
        if h == 0:
            alts += ["midnight"]
        if h == 12:
            alts += ["noon"]
    else:
        alts += [f"{h12}:{m:02d} {ap}", f"{h12}:{m:02d}{ap}"]
    seen = []
    for a in alts:
        if a not in seen:
            seen.append(a)
    return " | ".join("!" + a for a in seen)


NOT_IN_DATA = "!not | !no information | !unknown | !could not | !doesn't | !does not | !isn't | !no data"


def yes(b: bool) -> str:
    return "!yes" if b else "!no"


# ----------------------------------------------------------------------------------------------------------------
# questions

QUESTIONS: list = []


@dataclass
class Q:
    file: str
    text: str
    kind: str
    fn: object

    def gold(self) -> str:
        items = self.fn()
        if isinstance(items, str):
            items = [items]
        return "; ".join(items)


def q(file: str, text: str, kind: str = "one"):
    def deco(fn):
        QUESTIONS.append(Q(file, text, kind, fn))
        return fn
    return deco
