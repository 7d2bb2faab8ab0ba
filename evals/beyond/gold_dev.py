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
from shapely.geometry import LineString, Point
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
PLACE_KEYS = POI_KEYS[:-1]  # what counts as a "place" in counts


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
    """Features with the given tags and a PLACE_KEYS tag, one per place: a node and an area with the same name and tags within
    60 m of each other count once (the area is dropped)."""
    fs = [f for f in region(reg).features if _has(f, tags) and any(k in f.tags for k in PLACE_KEYS)]
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


def robust_count(fs, what: str = "") -> int:
    """len(fs), provided the count is the same when only named places count and when places with the same name
    within 100 m of each other count once (else the question would depend on how the data is imported)."""
    named_fs = [f for f in fs if f.name]
    merged = []
    for f in named_fs:
        if not any(m.name == f.name and dist(m, f) <= 100 for m in merged):
            merged.append(f)
    if not (len(fs) == len(named_fs) == len(merged)):
        raise Unsafe(f"count {what}: {len(fs)} features, {len(named_fs)} named, {len(merged)} distinct")
    log(f"count {what}: {len(fs)} {distinct_names(fs)}")
    return len(fs)


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
    """Streets longer than threshold (m) inside poly (length clipped to poly). The answer must be the same when
    streets that lie mostly (>= 50 %) inside poly are measured with their whole ways, and no street may be within
    5 % of the threshold under either measure."""
    s = streets(reg, poly)
    a = sorted(n for n, (c, w) in s.items() if c > threshold)
    b = sorted(n for n, (c, w) in s.items() if w > threshold and c >= 0.5 * w)
    if a != b:
        raise Unsafe(f"clipped {a} vs whole {b}")
    for n, (c, w) in s.items():
        for L in ((c, w) if c >= 0.5 * w else (c,)):
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
    try:
        L = route_len(reg, mode, pa, pb)
    except nx.NetworkXNoPath:
        raise Unsafe(f"route {mode} {a}->{b}: no path from the nearest nodes") from None
    alts = []
    for variant in (0, 1):
        for comp in (False, True):
            try:
                alts.append(route_len(reg, mode, pa, pb, variant, comp))
            except nx.NetworkXNoPath:
                alts.append(float("inf"))
    (na, sa), (nb, sb) = snap(reg, mode, pa), snap(reg, mode, pb)
    for n, s_, f in ((na, sa, a), (nb, sb, b)):
        if n in _underground_nodes(reg):
            raise Unsafe(f"{f} snaps to an underground node")
        if s_ > 150:
            raise Unsafe(f"{f} is {s_:.0f} m from the {mode} network")
    log(f"route {mode} {a} -> {b}: {L:.0f} m; variants {[round(x) if x < 1e12 else None for x in alts]}; "
        f"straight {dist(pa, pb):.0f} m; snapped {sa:.0f} m / {sb:.0f} m")
    for x in alts:
        if abs(x - L) > 0.05 * L:
            raise Unsafe(f"route {mode} {a}->{b}: {L:.0f} vs variant {x:.0f}")
    return L


@lru_cache(maxsize=None)
def _underground_nodes(reg: str) -> frozenset:
    """Nodes that only lie on tunnels or ways with a negative layer."""
    under, over = set(), set()
    for w in region(reg).ways:
        if "highway" not in w.tags:
            continue
        low = w.tags.get("tunnel") in ("yes", "building_passage") or w.tags.get("layer", "0").lstrip("-").isdigit() and int(w.tags.get("layer", "0")) < 0
        (under if low else over).update(w.refs)
    return frozenset(under - over)


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
    for s, e in week[d] + [(s - 1440, e - 1440) for s, e in week[(d - 1) % 7]]:
        if t in (s, e):
            raise Unsafe(f"{f} at {day} {hhmm}: exactly at an opening or closing time")
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


H, L, M, N = "helsinki", "liechtenstein", "monaco", "neubrandenburg"


def tag(f: Feature, key: str) -> str:
    if key not in f.tags:
        raise Unsafe(f"{f} has no {key}")
    log(f"{f} {key}={f.tags[key]!r}")
    return f.tags[key]


def untagged(f: Feature, *keys) -> str:
    for k in keys:
        if k in f.tags:
            raise Unsafe(f"{f} has {k}={f.tags[k]!r}")
    log(f"{f}: none of {keys}")
    return NOT_IN_DATA


# ================================================================================================================
# 1. attribute: one fact from one named place's tags

A = "dev-attribute.tsv"


@q(A, "What time does Cafe Engel in Helsinki close on Sundays?")
def a_engel_close():
    return time_items(closing(named(H, "Cafe Engel"), "Su"))


@q(A, "whats the phone number of Gasthaus Hirschen")
def a_hirschen_phone():
    assert tag(named(L, "Gasthaus Hirschen"), "phone") == "+423 233 44 56"
    return "!233 44 56 | !2334456 | !233-44-56 | !233 4456"


@q(A, "Does the Cayenne steakhouse in Neubrandenburg have a website?")
def a_cayenne_web():
    assert tag(named(N, "Cayenne", amenity="restaurant"), "website") == "www.cayenne-nb.de"
    return "!cayenne-nb.de"


@q(A, "Can you give me the email address of the Landesmuseum in Vaduz?")
def a_landesmuseum_email():
    return "!" + tag(named(L, "Liechtensteinisches Landesmuseum Vaduz"), "email")


@q(A, "what kind of food do they serve at La Paz in Neubrandenburg")
def a_lapaz_cuisine():
    assert tag(named(N, "La Paz"), "cuisine") == "mexican"
    return "!mexic"


@q(A, "Is Vapiano in Helsinki wheelchair accessible?")
def a_vapiano_wheelchair():
    return yes(tag(named(H, "Vapiano", amenity="restaurant"), "wheelchair") == "yes")


@q(A, "Can I get into the DoMuS museum in Schaan with a wheelchair?")
def a_domus_wheelchair():
    return untagged(named(L, "DoMuS"), "wheelchair", "wheelchair:description")


@q(A, "What's the address of the Kinopalatsi cinema in Helsinki?")
def a_kinopalatsi_address():
    f = named(H, "Kinopalatsi")
    return f"{tag(f, 'addr:street')} {tag(f, 'addr:housenumber')}"


@q(A, "who runs the Päivälehden museo")
def a_paivalehti_operator():
    assert tag(named(H, "Päivälehden museo"), "operator") == "Helsingin Sanomain Säätiö"
    return "!Helsingin Sanomain | !Helsingin Sanomat"


@q(A, "Which denomination is the St. Laurentiuskirche in Schaan?")
def a_laurentius_denomination():
    f = named(L, "St. Laurentiuskirche")
    assert town(L, "Schaan").contains(f.pt)
    assert tag(f, "denomination") == "catholic"
    return "!catholic | !katholisch"


@q(A, "Does SIS. Deli + Café have outdoor seating?")
def a_sisdeli_outdoor():
    return yes(tag(named(H, "SIS. Deli + Café"), "outdoor_seating") == "yes")


@q(A, "do they have wifi at Cafe Lasipalatsi")
def a_lasipalatsi_wifi():
    return yes(tag(named(H, "Cafe Lasipalatsi"), "internet_access") in ("wlan", "yes", "wifi"))


@q(A, "How many stars does the hotel Cap Estel have?")
def a_capestel_stars():
    assert tag(named(M, "Cap Estel", tourism="hotel"), "stars") == "5"
    return "!5 | !five"


@q(A, "When does the Museum Stadtgeschichte in Neubrandenburg open on a Thursday?")
def a_stadtgeschichte_open():
    return time_items(opening(named(N, "Museum Stadtgeschichte"), "Th"))


@q(A, "which street is the Musée Océanographique on?")
def a_oceano_street():
    return tag(named(M, "Musée Océanographique"), "addr:street")



def count_in(reg: str, poly, **tags) -> int:
    return robust_count(inside(pois(reg, **tags), poly, margin_m=15), str(tags))


def count_near(reg: str, centre, radius: float, pred=None, **tags) -> int:
    fs = [f for f in pois(reg, **tags) if pred is None or pred(f)]
    return robust_count(within(fs, centre, radius), f"{tags} within {radius} m of {centre}")


def area_of(reg: str, name: str, **tags) -> float:
    """Area of the one area feature called `name` (several areas with that name must agree within 1 %)."""
    cands = [a for a in region(reg).areas if a.name == name and _has(a, tags)]
    if not cands:
        raise Unsafe(f"no area {name!r}")
    vals = [area_m2(a.geom) for a in cands]
    if max(vals) > 1.01 * min(vals):
        raise Unsafe(f"{name!r}: areas {vals}")
    log(f"area {name}: {[round(v) for v in vals]} {[a.osm for a in cands]}")
    return max(vals)


def town_area(reg: str, name: str) -> float:
    v = area_m2(town(reg, name))
    log(f"area of {name}: {v:.0f} m2")
    return v


def bigger(a: tuple, b: tuple, unit: str) -> list:
    """a, b = (label, value): the larger label, both values and the difference; no near tie."""
    (la, va), (lb, vb) = a, b
    no_tie([(va, la), (vb, lb)], "comparison", rel=0.10)
    win = la if va > vb else lb
    return [win] + diff_items(va, vb, unit)


def closer(x: Feature, y: Feature, z: Feature) -> list:
    """Is x closer to y than to z? '!yes'/'!no' and both distances; no near tie."""
    d1, d2 = dist(x, y), dist(x, z)
    no_tie([(d1, y.name), (d2, z.name)], "closer", rel=0.10)
    log(f"{x} -> {y}: {d1:.0f} m, -> {z}: {d2:.0f} m")
    return [yes(d1 < d2), fmt_m(d1), fmt_m(d2)]


# ================================================================================================================
# 2. arithmetic: two figures combined

R = "dev-arithmetic.tsv"


@q(R, "How many more banks than supermarkets are there in Monaco?")
def r_monaco_banks_minus_supermarkets():
    mc = town(M, "Monaco")
    b, s = count_in(M, mc, amenity="bank"), count_in(M, mc, shop="supermarket")
    return [f"#{b}", f"#{s}", f"#{b - s}"]


@q(R, "which park is bigger, Parc de la Roseraie or Parc Princesse Antoinette, and by how much?")
def r_roseraie_vs_antoinette():
    return bigger(("Parc de la Roseraie", area_of(M, "Parc de la Roseraie", leisure="park")),
                  ("Parc Princesse Antoinette", area_of(M, "Parc Princesse Antoinette", leisure="park")), "m2")


@q(R, "How much bigger is the Tollensesee than the Lieps?")
def r_tollensesee_minus_lieps():
    a, b = area_of(N, "Tollensesee", natural="water"), area_of(N, "Lieps", natural="water")
    return diff_items(a, b, "m2")


@q(R, "Is Stockmann closer to the Ateneum than to Kiasma?")
def r_stockmann_closer():
    return closer(named(H, "Stockmann", shop="department_store"), named(H, "Ateneum"), named(H, "Kiasma"))


@q(R, "In Triesen, which is longer, Langgasse or Matschilsstrasse? By how many metres?")
def r_langgasse_vs_matschils():
    tr = town(L, "Triesen")
    a, b = street_length(L, "Langgasse", tr), street_length(L, "Matschilsstrasse", tr)
    for n in ("Langgasse", "Matschilsstrasse"):  # wholly in Triesen: the same length over the whole extract
        assert abs(streets(L)[n][0] - streets(L, tr)[n][0]) < 1
    return bigger(("Langgasse", a), ("Matschilsstrasse", b), "m")


@q(R, "how much larger is Triesenberg than Vaduz in area")
def r_triesenberg_minus_vaduz():
    return diff_items(town_area(L, "Triesenberg"), town_area(L, "Vaduz"), "m2")


@q(R, "How much farther from the Casino de Monte Carlo is Stade Louis II than the Musée Océanographique, as the crow flies?")
def r_casino_stade_minus_oceano():
    c = named(M, "Casino de Monte Carlo")
    d1 = dist(c, named(M, "Stade Louis II", leisure="stadium"))
    d2 = dist(c, named(M, "Musée Océanographique"))
    return [fmt_m(d1), fmt_m(d2), fmt_m(d1 - d2)]


@q(R, "Are there more hotels in Vaduz or in Triesenberg, and how many more?")
def r_hotels_vaduz_vs_triesenberg():
    v, t = count_in(L, town(L, "Vaduz"), tourism="hotel"), count_in(L, town(L, "Triesenberg"), tourism="hotel")
    assert v != t
    return ["Vaduz" if v > t else "Triesenberg", f"#{v}", f"#{t}", f"#{abs(v - t)}"]


@q(R, "how many schools do Vaduz and Triesen have in total")
def r_schools_vaduz_plus_triesen():
    v, t = count_in(L, town(L, "Vaduz"), amenity="school"), count_in(L, town(L, "Triesen"), amenity="school")
    return [f"#{v}", f"#{t}", f"#{v + t}"]


@q(R, "Is the DoMuS in Schaan closer to the Kunstmuseum Liechtenstein or to the Landesspital? Give both distances.")
def r_domus_closer():
    x, y, z = named(L, "DoMuS"), named(L, "Kunstmuseum Liechtenstein"), named(L, "Liechtensteinisches Landesspital")
    d1, d2 = dist(x, y), dist(x, z)
    no_tie([(d1, y.name), (d2, z.name)], "closer", rel=0.10)
    log(f"{x} -> {y}: {d1:.0f} m, -> {z}: {d2:.0f} m")
    return [("Kunstmuseum" if d1 < d2 else "Landesspital"), fmt_m(d1), fmt_m(d2)]


@q(R, "Within 400 m of Rautatientori, how many times more hotels are there than pharmacies?")
def r_rautatientori_hotels_over_pharmacies():
    c = named(H, "Rautatientori", place="square")
    h, p = count_near(H, c, 400, tourism="hotel"), count_near(H, c, 400, amenity="pharmacy")
    assert h == 2 * p, (h, p)
    return [f"#{h}", f"#{p}", "!twice | !2 times | !two times | !2x | !2 x | !double | !2.0 | !factor of 2 | !×2"]


@q(R, "how many more bars than nightclubs are there within 500 m of Stockmann")
def r_stockmann_bars_minus_nightclubs():
    c = named(H, "Stockmann", shop="department_store")
    b, n = count_near(H, c, 500, amenity="bar"), count_near(H, c, 500, amenity="nightclub")
    return [f"#{b}", f"#{n}", f"#{b - n}"]


@q(R, "What's the combined area of Esplanadinpuisto and Vanha kirkkopuisto?")
def r_espa_plus_kirkkopuisto():
    a, b = area_of(H, "Esplanadinpuisto", leisure="park"), area_of(H, "Vanha kirkkopuisto", leisure="park")
    return [fmt_m2(a), fmt_m2(b), fmt_m2(a + b)]


@q(R, "within 500 m of the Haus der Kultur und Bildung, are there more pharmacies or banks? how many more?")
def r_hkb_pharmacies_vs_banks():
    c = named(N, "Haus der Kultur und Bildung")
    p = count_near(N, c, 500, amenity="pharmacy")
    b = count_near(N, c, 500, amenity="bank")
    assert p != b
    return ["banks" if b > p else "pharmacies", f"#{p}", f"#{b}", f"#{abs(p - b)}"]


@q(R, "What is the total length of Quai Albert 1er and Boulevard Louis II in Monaco?")
def r_quai_albert_plus_louis():
    mc = town(M, "Monaco")
    a, b = street_length(M, "Quai Albert 1er", mc), street_length(M, "Boulevard Louis II", mc)
    for n in ("Quai Albert 1er", "Boulevard Louis II"):
        assert abs(streets(M)[n][0] - streets(M, mc)[n][0]) < 1
    return [fmt_m(a), fmt_m(b), fmt_m(a + b)]




WEB = ("website", "contact:website", "url")
PHONE = ("phone", "contact:phone")


def has(*keys):
    return lambda f: any(k in f.tags for k in keys)


def count_tagged(reg: str, centre_or_poly, radius, keys: tuple, **tags) -> int:
    """Count of places with any of `keys` (the first key alone must give the same count)."""
    def go(pred):
        fs = [f for f in pois(reg, **tags) if pred(f)]
        if radius is None:
            fs = inside(fs, centre_or_poly, margin_m=15)
        else:
            fs = within(fs, centre_or_poly, radius)
        return robust_count(fs, f"{tags} with {keys}")
    narrow, broad = go(has(keys[0])), go(has(*keys))
    if narrow != broad:
        raise Unsafe(f"{keys}: {narrow} with {keys[0]} vs {broad}")
    return broad


def values(f: Feature, key: str) -> list:
    return [v.strip().lower() for v in f.tags.get(key, "").split(";") if v.strip()]


def most_common(reg: str, key: str, centre=None, radius=None, poly=None, **tags) -> str:
    """The most common value of `key` (';' lists split) among places with `tags`: the lead must be >= 2 and the
    winner the same at 95 % and 105 % of the radius (or with places near a town's border in or out)."""
    def ranking(fs):
        c = Counter(v for f in fs for v in values(f, key))
        return c.most_common()
    fs = pois(reg, **tags)
    if poly is not None:  # places within 15 m of the border: counted, left out, and counted also when just outside
        near = [f for f in fs if _dist_to_boundary(f.pt, poly) < 15]
        ins = [f for f in fs if poly.contains(f.pt)]
        rankings = [ranking(ins), ranking([f for f in ins if f not in near]), ranking(ins + [f for f in near if f not in ins])]
    else:
        rankings = [ranking([f for f in fs if dist(centre, f) < r]) for r in (radius, 0.95 * radius, 1.05 * radius)]
    r0 = rankings[0]
    log(f"most common {key}: {r0[:5]}")
    if len(r0) < 2 or r0[0][1] - r0[1][1] < 2:
        raise Unsafe(f"most common {key}: {r0[:3]}")
    for r in rankings[1:]:
        if r[0][0] != r0[0][0] or r[0][1] - r[1][1] < 1:
            raise Unsafe(f"most common {key} changes with the radius: {r[:3]}")
    return r0[0][0]


# ================================================================================================================
# 3. aggregate: counts with a tag / value, most common value, thresholds

G = "dev-aggregate.tsv"


@q(G, "How many restaurants within 150 m of Senaatintori have a website?")
def g_senaatintori_restaurants_web():
    return f"#{count_tagged(H, named(H, 'Senaatintori', place='square'), 150, WEB, amenity='restaurant')}"


@q(G, "how many cafes within 200 m of Stockmann have their opening hours listed")
def g_stockmann_cafes_hours():
    c = named(H, "Stockmann", shop="department_store")
    return f"#{count_tagged(H, c, 200, ('opening_hours',), amenity='cafe')}"


@q(G, "How many restaurants with vegan options are there within 150 m of Stockmann?")
def g_stockmann_vegan():
    c = named(H, "Stockmann", shop="department_store")
    vegan = lambda f: f.tags.get("diet:vegan") in ("yes", "only")  # noqa: E731
    return f"#{count_near(H, c, 150, vegan, amenity='restaurant')}"


@q(G, "Number of places offering wifi within 200 m of Stockmann?")
def g_stockmann_wifi():
    c = named(H, "Stockmann", shop="department_store")
    wifi = lambda f: f.tags.get("internet_access") in ("wlan", "yes", "wifi")  # noqa: E731
    return f"#{count_near(H, c, 200, wifi)}"


@q(G, "How many wheelchair accessible cafés are there within 500 m of the Ateneum?")
def g_ateneum_cafes_wheelchair():
    wc = lambda f: f.tags.get("wheelchair") == "yes"  # noqa: E731
    return f"#{count_near(H, named(H, 'Ateneum'), 500, wc, amenity='cafe')}"


@q(G, "What's the most common cuisine among restaurants within 500 m of Stockmann?")
def g_stockmann_cuisine():
    c = named(H, "Stockmann", shop="department_store")
    return "!" + most_common(H, "cuisine", c, 500, amenity="restaurant")


@q(G, "what kind of shop is most common within 300 m of Rautatientori")
def g_rautatientori_shop_kind():
    c = named(H, "Rautatientori", place="square")
    v = most_common(H, "shop", c, 300, shop=True)
    assert v == "clothes"
    return "!cloth | !fashion | !apparel"


@q(G, "How many streets in Ruggell are longer than 1.5 km?")
def g_ruggell_streets():
    return f"#{len(streets_over(L, town(L, 'Ruggell'), 1500))}"


@q(G, "how many streets in Monaco are over 1.2 km long")
def g_monaco_streets():
    return f"#{len(streets_over(M, town(M, 'Monaco'), 1200))}"


@q(G, "How many pharmacies within 1 km of the Haus der Kultur und Bildung are wheelchair accessible?")
def g_hkb_pharmacies_wheelchair():
    c = named(N, "Haus der Kultur und Bildung")
    wc = lambda f: f.tags.get("wheelchair") == "yes"  # noqa: E731
    return f"#{count_near(N, c, 1000, wc, amenity='pharmacy')}"


@q(G, "how many restaurants within 1 km of the Haus der Kultur und Bildung have a website")
def g_hkb_restaurants_web():
    c = named(N, "Haus der Kultur und Bildung")
    return f"#{count_tagged(N, c, 1000, WEB, amenity='restaurant')}"


@q(G, "How many places in Schaan have a website?")
def g_schaan_websites():
    return f"#{count_tagged(L, town(L, 'Schaan'), None, WEB)}"


@q(G, "what's the most common cuisine among the restaurants in Schaan")
def g_schaan_cuisine():
    v = most_common(L, "cuisine", poly=town(L, "Schaan"), amenity="restaurant")
    assert v == "regional"
    return "!regional | !local | !traditional"


@q(G, "How many parks larger than 1 hectare are there within 10 km of the Haus der Kultur und Bildung?")
def g_hkb_big_parks():
    c = named(N, "Haus der Kultur und Bildung")
    parks = [p for p in pois(N, leisure="park") if not p.osm.startswith("n")]
    for p in parks:
        a = area_m2(p.geom)
        if abs(a - 10_000) <= 500:
            raise Unsafe(f"{p} {a:.0f} m2 is within 5 % of 1 ha")
    big = within([p for p in parks if area_m2(p.geom) > 10_000], c, 10_000)
    log([(p.name, round(area_m2(p.geom)), round(dist(c, p))) for p in big])
    return f"#{len(big)}"


@q(G, "How many restaurants in Zurich have outdoor seating?")
def g_zurich_not_in_data():
    for reg in FILES:
        for a in region(reg).areas:
            if fold(a.name) in ("zurich", "zürich"):
                raise Unsafe(f"Zurich is in {reg}")
    return NOT_IN_DATA



def route_item(x: float) -> str:
    return f"~{round(x)} m ±10%"


TIME = "!min | !minute | !hour"


# ================================================================================================================
# 4. route: shortest route length / time; shortest tours

T = "dev-route.tsv"


@q(T, "How far is it to drive from the Kunstmuseum Liechtenstein to the DoMuS in Schaan?")
def t_kunstmuseum_domus_car():
    a, b = named(L, "Kunstmuseum Liechtenstein"), named(L, "DoMuS")
    assert town(L, "Vaduz").contains(a.pt) and town(L, "Schaan").contains(b.pt)
    return route_item(route(L, "car", a, b))


@q(T, "how long does it take to walk from the Landesmuseum in Vaduz to the Jugendherberge Schaan-Vaduz")
def t_landesmuseum_jugendherberge_foot():
    a, b = named(L, "Liechtensteinisches Landesmuseum Vaduz"), named(L, "Jugendherberge Schaan-Vaduz")
    assert town(L, "Vaduz").contains(a.pt)
    d = route(L, "foot", a, b)
    return [route_item(d), TIME]


@q(T, "What's the cycling distance from Denner Schaan to the Landesspital?")
def t_denner_spital_bike():
    return route_item(route(L, "bike", named(L, "Denner Schaan"), named(L, "Liechtensteinisches Landesspital")))


@q(T, "How long would it take me to drive from the Landesspital in Vaduz to Coop Schaan?")
def t_spital_coop_car():
    a, b = named(L, "Liechtensteinisches Landesspital"), named(L, "Coop Schaan")
    assert town(L, "Vaduz").contains(a.pt) and town(L, "Schaan").contains(b.pt)
    d = route(L, "car", a, b)
    return [route_item(d), TIME]


@q(T, "What's the driving distance from the Casino de Monte Carlo to the Musée Océanographique?")
def t_casino_oceano_car():
    return route_item(route(M, "car", named(M, "Casino de Monte Carlo"), named(M, "Musée Océanographique")))


@q(T, "How long is the walk from the Casino de Monte Carlo to the Musée Océanographique?")
def t_casino_oceano_foot():
    d = route(M, "foot", named(M, "Casino de Monte Carlo"), named(M, "Musée Océanographique"))
    return [route_item(d), TIME]


@q(T, "walking distance from the Palais Princier de Monaco to the casino de monte carlo?")
def t_palais_casino_foot():
    return route_item(route(M, "foot", named(M, "Palais Princier de Monaco"), named(M, "Casino de Monte Carlo")))


@q(T, "If I drive from the Musée Océanographique to Stade Louis II, how many km is that?")
def t_oceano_stade_car():
    return route_item(route(M, "car", named(M, "Musée Océanographique"), named(M, "Stade Louis II", leisure="stadium")))


@q(T, "How far do I have to walk from the Haus der Kultur und Bildung to the Jahnsportforum?")
def t_hkb_jahn_foot():
    return route_item(route(N, "foot", named(N, "Haus der Kultur und Bildung"), named(N, "Jahnsportforum")))


@q(T, "how long by bike from the Treptower Tor to the Neues Tor in Neubrandenburg")
def t_treptower_neues_bike():
    d = route(N, "bike", named(N, "Treptower Tor"), named(N, "Neues Tor"))
    return [route_item(d), TIME]


@q(T, "What is the walking distance between the Ateneum and Kiasma?")
def t_ateneum_kiasma_foot():
    return route_item(route(H, "foot", named(H, "Ateneum"), named(H, "Kiasma")))


@q(T, "How far is the drive from the Kunstmuseum Liechtenstein to Zurich airport?")
def t_zurich_airport_not_in_data():
    for reg in FILES:
        for f in region(reg).features:
            if "zürich" in fold(f.name) or "zurich" in fold(f.name) or "kloten" in fold(f.name):
                raise Unsafe(f"{f} in {reg}")
    return NOT_IN_DATA


@q(T, "I'm at the Ateneum and want to walk to Kiasma and to Stockmann and then back to the Ateneum. How long is the shortest round trip?")
def t_tour_helsinki_foot():
    L_, order, res = tour(H, "foot", named(H, "Ateneum"), [named(H, "Kiasma"), named(H, "Stockmann", shop="department_store")], back=True)
    return route_item(L_)


@q(T, "Starting and ending at the Kunstmuseum Liechtenstein, I need to drive to the DoMuS, the Landesspital and Coop Schaan. What's the shortest order and how many km is it?")
def t_tour_liechtenstein_car():
    L_, order, res = tour(L, "car", named(L, "Kunstmuseum Liechtenstein"),
                          [named(L, "DoMuS"), named(L, "Liechtensteinisches Landesspital"), named(L, "Coop Schaan")], back=True)
    return route_item(L_)


@q(T, "shortest walk from the Casino de Monte Carlo that visits the Musée Océanographique, the Palais Princier and Stade Louis II (any order, no need to come back)? how far is it")
def t_tour_monaco_foot():
    L_, order, res = tour(M, "foot", named(M, "Casino de Monte Carlo"),
                          [named(M, "Musée Océanographique"), named(M, "Palais Princier de Monaco"),
                           named(M, "Stade Louis II", leisure="stadium")], back=False)
    return route_item(L_)



def open_now(reg: str, name: str, day: str, hhmm: str, **tags) -> str:
    return yes(is_open(named(reg, name, **tags), day, hhmm))


def which_open(reg: str, centre: Feature, radius: float, day: str, hhmm: str, short: dict | None = None,
               **tags) -> list:
    """Names of the places with `tags` within radius that are open then. Every candidate must have readable
    opening hours (else the answer would be unknown), and there must be open and closed ones."""
    fs = within(pois(reg, **tags), centre, radius)
    robust_count(fs, f"{tags} near {centre}")
    res = [(f, is_open(f, day, hhmm)) for f in fs]
    opened = [f.name for f, o in res if o]
    if short:  # a distinctive part of each name (answers may drop a chain prefix or a hyphen)
        assert sorted(short) == sorted(opened), opened
        for full, part in short.items():
            assert fold(part) in fold(full)
            assert not any(fold(part) in fold(f.name) for f, o in res if not o), part
        opened = [short[n] for n in opened]
    log(f"open {day} {hhmm}: {opened}; closed: {[f.name for f, o in res if not o]}")
    if not opened or len(opened) == len(fs):
        raise Unsafe("all or none open")
    return opened


# ================================================================================================================
# 5. hours: opening hours at a time said in words

O = "dev-hours.tsv"


@q(O, "Is Kiasma open on Monday at noon?")
def o_kiasma_monday_noon():
    return open_now(H, "Kiasma", "Mo", "12:00")


@q(O, "Can I visit the Ateneum on a Thursday at 7 pm?")
def o_ateneum_thursday_7pm():
    return open_now(H, "Ateneum", "Th", "19:00")


@q(O, "is Stockmann still open at 8 pm on a saturday")
def o_stockmann_saturday_8pm():
    return open_now(H, "Stockmann", "Sa", "20:00", shop="department_store")


@q(O, "Is the Kunstmuseum Liechtenstein open on Thursday at half past seven in the evening?")
def o_kunstmuseum_thursday_1930():
    return open_now(L, "Kunstmuseum Liechtenstein", "Th", "19:30")


@q(O, "Can I go to the DoMuS in Schaan on a saturday morning?")
def o_domus_saturday_morning():
    v = open_all(named(L, "DoMuS"), "Sa", "08:00", "12:00")
    if v is None:
        raise Unsafe("mixed")
    return yes(v)


@q(O, "is Denner Schaan open on sunday at 7.30 am")
def o_denner_sunday_0730():
    return open_now(L, "Denner Schaan", "Su", "07:30")


@q(O, "Is La Pignata open for lunch on Thursday, say 12:30?")
def o_pignata_thursday_1230():
    return open_now(M, "La Pignata", "Th", "12:30")


@q(O, "Buddha Bar in Monaco, open on a Monday at 20:00?")
def o_buddha_monday_2000():
    return open_now(M, "Buddha Bar", "Mo", "20:00")


@q(O, "Is the Museum Stadtgeschichte open at quarter past ten on a Tuesday?")
def o_stadtgeschichte_tuesday_1015():
    return open_now(N, "Museum Stadtgeschichte", "Tu", "10:15")


@q(O, "is Fluxx still open at 9 on friday")
def o_fluxx_friday_21():
    return open_now(N, "Fluxx", "Fr", "21:00")


@q(O, "Which pharmacies within 500 m of the Haus der Kultur und Bildung are open on Saturday at half past two in the afternoon?", "list")
def o_hkb_pharmacies_saturday_1430():
    return which_open(N, named(N, "Haus der Kultur und Bildung"), 500, "Sa", "14:30", amenity="pharmacy",
                      short={"Pluspunkt-Apotheke": "Pluspunkt", "Marien-Apotheke": "Marien"})


@q(O, "Which supermarkets within 400 m of Rautatientori are open on Sunday at 11 am?", "list")
def o_rautatientori_supermarkets_sunday_11():
    return which_open(H, named(H, "Rautatientori", place="square"), 400, "Su", "11:00", shop="supermarket",
                      short={"Lidl": "Lidl", "K-Supermarket Postitalo": "Postitalo",
                             "S-Market Sokos Helsinki": "Sokos"})


@q(O, "which museums within 500 m of Kiasma are open on a monday at 3 pm", "list")
def o_kiasma_museums_monday_15():
    return which_open(H, named(H, "Kiasma"), 500, "Mo", "15:00", tourism="museum",
                      short={"Amos Rex": "Amos Rex", "Amos Anderson taidemuseo": "Amos Anderson"})


@q(O, "I need a convenience store within 250 m of Stockmann at 8.30 on a Sunday morning, which one is open?")
def o_stockmann_convenience_sunday_0830():
    res = which_open(H, named(H, "Stockmann", shop="department_store"), 250, "Su", "08:30", shop="convenience")
    assert len(res) == 1
    return res


@q(O, "Is the Turmcafe in Neubrandenburg open on Sunday afternoon?")
def o_turmcafe_not_in_data():
    return untagged(named(N, "Turmcafe"), "opening_hours")


# ----------------------------------------------------------------------------------------------------------------
# main

def tsv_path(name: str) -> Path:
    return HERE / name


HEADERS = {
    "dev-attribute.tsv": "attribute: one fact about one named place, read from its OSM tags",
    "dev-arithmetic.tsv": "arithmetic: difference / sum / ratio / comparison of two counts, distances, areas or lengths",
    "dev-aggregate.tsv": "aggregate: counts of places with a tag or tag value, most common value, thresholds, in a town or radius",
    "dev-route.tsv": "route: shortest route length / time by car, on foot, by bike; shortest tours over 3-4 places",
    "dev-hours.tsv": "hours: opening hours at a time said in words (yes/no, which ... is open)",
}


def header(name: str) -> list:
    return [
        f"# geo-react 'beyond' development set, {HEADERS[name]} (see README-dev.md).",
        "# Development set: tuning on it is allowed.",
        "# question<TAB>gold<TAB>kind. gold: '; '-separated items: a name (case/accent-insensitive substring), #N (a count),",
        "# ~N m (distance/length within max(5 %, 15 m); ~N m ±P% for route lengths), ~N m2 (area within 5 %), !phrase (literal,",
        "# case-insensitive); ' | ' separates alternatives for one item. kind: one = every item required; list = any item passes",
        "# the lenient rule, all items the strict rule. Gold computed by evals/beyond/gold_dev.py from data/osm/*.osm.pbf.",
    ]


def read_tsv(path: Path) -> list:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        qtext, gold, kind = line.split("\t")
        rows.append((qtext, gold, kind))
    return rows


def main() -> int:
    global VERBOSE
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="compare with the dev-*.tsv files (exit 1 if different)")
    ap.add_argument("--write", action="store_true", help="(re)write the dev-*.tsv files")
    ap.add_argument("-k", help="only questions containing this text")
    ap.add_argument("-v", action="store_true", help="details")
    args = ap.parse_args()
    VERBOSE = args.v
    if args.write and args.k:
        ap.error("--write needs every question (no -k)")
    results, failed = defaultdict(list), 0
    for qq in QUESTIONS:
        if args.k and args.k.lower() not in qq.text.lower():
            continue
        try:
            gold = qq.gold()
        except (Unsafe, AssertionError, KeyError) as e:
            print(f"ERROR  {qq.file}  {qq.text}\n       {type(e).__name__}: {e}")
            failed += 1
            continue
        results[qq.file].append((qq.text, gold, qq.kind))
        print(f"{qq.file[4:-4]:<10} {qq.text}\n           -> {gold}   [{qq.kind}]")
    if failed:
        print(f"{failed} question(s) failed")
        return 1
    if args.write:
        for name in HEADERS:
            rows = results.get(name, [])
            lines = header(name) + ["\t".join(r) for r in rows]
            tsv_path(name).write_text("\n".join(lines) + "\n", encoding="utf-8")
            print(f"wrote {name}: {len(rows)} questions")
    if args.check:
        bad = 0
        for name in HEADERS:
            path = tsv_path(name)
            have = read_tsv(path) if path.exists() else []
            want = results.get(name, [])
            if args.k:
                have = [r for r in have if args.k.lower() in r[0].lower()]
            if have != want:
                bad += 1
                print(f"DIFFERENT: {name}")
                hs, ws = set(have), set(want)
                for r in want:
                    if r not in hs:
                        print(f"  computed: {r}")
                for r in have:
                    if r not in ws:
                        print(f"  in file:  {r}")
            else:
                print(f"ok: {name} ({len(want)} questions)")
        return 1 if bad else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
