"""Gold answers of the held-out "beyond" VALIDATION sets (evals/beyond/val-*.tsv), recomputed from raw OSM.

Written 2026-11-28, before the code these sets measure, over the three osm-fresh extracts
(shared/data/osm-fresh: baltimore-2015, heidelberg-2015, singapore-bayfront-2019). Never tune on them.

Self-contained: reads the .osm.pbf files with pyosmium (multipolygons assembled by osmium's area handler),
measures with pyproj.Geod (WGS84 geodesic distances, lengths, areas) and routes with networkx. Nothing of the
project is imported. Every question is one small function below (registered with @q, in file order); the helpers
raise Unsafe when a question would be ambiguous on the data (a candidate within 5 % of a radius, a tie for
"most common", a threshold within 5 % of a measured value, an opening_hours tag outside the simple subset, two
readings of the hours disagreeing, a route that changes by more than 3 % under the variants in README-val.md, a
place name that is not unique), so a data change that makes a question unsafe shows up as an error.

    python evals/beyond/gold_val.py              # compute every gold, print question, gold and key figures
    python evals/beyond/gold_val.py --check      # ... and compare with the val-*.tsv files (exit 1 on difference)
    python evals/beyond/gold_val.py --write      # (re)write the val-*.tsv files from the functions
    python evals/beyond/gold_val.py -k Heidelberg   # only questions containing the text

Data: Path(__file__).parents[3]/"shared/data/osm-fresh", or the folder named by GEOREACT_FRESH_DIR.
Needs: pip install osmium shapely pyproj networkx   (e.g. python3 -m venv /tmp/valenv)
Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import unicodedata
from collections import Counter
from functools import lru_cache
from pathlib import Path

import networkx as nx
import osmium
import shapely
import shapely.ops
import shapely.wkb
from pyproj import CRS, Geod, Transformer
from shapely.geometry import Point

HERE = Path(__file__).resolve().parent
DATA = Path(os.environ.get("GEOREACT_FRESH_DIR") or Path(__file__).resolve().parents[3] / "shared/data/osm-fresh")
FILES = {
    "baltimore": "baltimore-2015.osm.pbf",
    "heidelberg": "heidelberg-2015.osm.pbf",
    "singapore": "singapore-bayfront-2019.osm.pbf",
}
CENTER = {"baltimore": (-76.585, 39.285), "heidelberg": (8.705, 49.411), "singapore": (103.86, 1.283)}
GEOD = Geod(ellps="WGS84")
MARGIN = 0.05          # radius / threshold safety margin
ROUTE_SPREAD = 0.03    # route variants must agree within this
HEADER = (
    "# held-out validation set, written 2026-11-28 before the code it measures, over the osm-fresh extracts "
    "(shared/data/osm-fresh: Baltimore 2015, Heidelberg 2015, Singapore Bayfront 2019); never tune on it.\n"
    "# golds recomputed by evals/beyond/gold_val.py (--check); definitions in evals/beyond/README-val.md. "
    "Map data (c) OpenStreetMap contributors, ODbL 1.0.\n"
    "# question<TAB>gold<TAB>kind   (kind: one = every gold item required; list = any item passes the lenient "
    "rule, all items the strict rule)\n"
)


class Unsafe(Exception):
    """The question would be ambiguous on this data."""


def need(cond, msg):
    if not cond:
        raise Unsafe(msg)


INFO: list[str] = []


def note(*a):
    INFO.append(" ".join(str(x) for x in a))


# ----------------------------------------------------------------------------------------------------------------
# loading

class Feature:
    __slots__ = ("osm", "tags", "geom", "_p")

    def __init__(self, osm, tags, geom):
        self.osm, self.tags, self.geom, self._p = osm, tags, geom, None

    @property
    def name(self):
        return self.tags.get("name", "")

    @property
    def pt(self):
        return self.geom if self.geom.geom_type == "Point" else self.geom.centroid

    def __repr__(self):
        return f"<{self.osm} {self.name!r}>"


class Town:
    def __init__(self, key):
        self.key = key
        wkb = osmium.geom.WKBFactory()
        self.nodeloc: dict[int, tuple[float, float]] = {}
        self.hways: list[tuple[int, dict, list[int]]] = []
        feats: dict[str, Feature] = {}
        areas = []
        for o in osmium.FileProcessor(str(DATA / FILES[key])).with_locations().with_areas():
            if o.is_node():
                self.nodeloc[o.id] = (o.location.lon, o.location.lat)
                if len(o.tags):
                    feats[f"n{o.id}"] = Feature(f"n{o.id}", dict(o.tags), Point(o.location.lon, o.location.lat))
            elif o.is_way():
                tags = dict(o.tags)
                if "highway" in tags:
                    self.hways.append((o.id, tags, [n.ref for n in o.nodes]))
                if tags and len(o.nodes) >= 2:
                    feats[f"w{o.id}"] = Feature(f"w{o.id}", tags, shapely.wkb.loads(wkb.create_linestring(o), hex=True))
            elif o.is_area():
                try:
                    g = shapely.wkb.loads(wkb.create_multipolygon(o), hex=True)
                except Exception:  # noqa: BLE001 - an area osmium cannot build is simply not an area
                    continue
                areas.append((("w" if o.from_way() else "r") + str(o.orig_id()), dict(o.tags), g))
        for osm, tags, g in areas:
            if osm.startswith("w"):
                f = feats.get(osm)
                if f is None or ("highway" in f.tags and f.tags.get("area") != "yes") or f.tags.get("area") == "no":
                    continue
                f.geom = g
            else:
                feats[osm] = Feature(osm, tags, g)
        self.feats = list(feats.values())
        lon, lat = CENTER[key]
        crs = CRS.from_proj4(f"+proj=aeqd +lat_0={lat} +lon_0={lon} +datum=WGS84 +units=m")
        self.fw = Transformer.from_crs("EPSG:4326", crs, always_xy=True)
        self.bw = Transformer.from_crs(crs, "EPSG:4326", always_xy=True)

    def planar(self, f):
        if f._p is None:
            f._p = shapely.transform(f.geom, lambda a: list(zip(*self.fw.transform(a[:, 0], a[:, 1]))))
        return f._p


@lru_cache(maxsize=None)
def town(key) -> Town:
    return Town(key)


# ----------------------------------------------------------------------------------------------------------------
# measures

def fold(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c)).casefold()


def dist(t: Town, a: Feature, b: Feature) -> float:
    """Geodesic distance between the real geometries (0 when they touch or overlap)."""
    pa, pb = t.planar(a), t.planar(b)
    if pa.intersects(pb):
        return 0.0
    x, y = shapely.ops.nearest_points(pa, pb)
    (lo1, la1), (lo2, la2) = t.bw.transform(x.x, x.y), t.bw.transform(y.x, y.y)
    return GEOD.inv(lo1, la1, lo2, la2)[2]


def area(f: Feature) -> float:
    need(f.geom.geom_type in ("Polygon", "MultiPolygon"), f"{f} is not an area")
    return abs(GEOD.geometry_area_perimeter(f.geom)[0])


def length(g) -> float:
    return GEOD.geometry_length(g)


POI_KEYS = ("amenity", "shop", "tourism", "leisure", "historic", "office", "craft")


def place(key, name, pred=None, unique=True) -> Feature:
    """The one feature named `name` (exact OSM name tag) matching pred (default: a POI key). Raises if not unique;
    with unique=True no other POI may carry the same name after case and accent folding."""
    t = town(key)
    pred = pred or (lambda tg: any(k in tg for k in POI_KEYS))
    hits = [f for f in t.feats if f.name == name and pred(f.tags)]
    need(len(hits) == 1, f"{name!r} in {key}: {len(hits)} features {hits}")
    need(not unique or same_name_count(key, name) == 1, f"{name!r} in {key}: the name is not unique")
    others = [k for k in FILES if k != key and same_name_count(k, name)]
    need(not unique or not others, f"{name!r} is also a place in {others}")
    return hits[0]


def same_name_count(key, name):
    """How many POI features carry this name, after accent/case folding (for uniqueness checks)."""
    return sum(1 for f in town(key).feats if fold(f.name) == fold(name) and any(k in f.tags for k in POI_KEYS))


def within(key, f0: Feature, radius, pred, margin=MARGIN):
    """Features matching pred within `radius` of f0's geometry; raises if one lies within the margin band."""
    t = town(key)
    p0 = t.planar(f0)
    out, band = [], []
    for f in t.feats:
        if f is f0 or not pred(f.tags) or t.planar(f).distance(p0) > radius * 1.5 + 50:
            continue
        d = dist(t, f0, f)
        if radius * (1 - margin) <= d <= radius * (1 + margin):
            band.append((round(d, 1), f))
        if d <= radius:
            out.append((d, f))
    need(not band, f"within {radius} m of {f0}: boundary cases {band}")
    out.sort(key=lambda x: x[0])
    note(f"within {radius} m of {f0.name}: " + ", ".join(f"{f.name or f.osm} {d:.0f}" for d, f in out))
    return [f for _, f in out]


def nearest(key, f0: Feature, pred, gap=0.10):
    t = town(key)
    cands = sorted(((dist(t, f0, f), f) for f in t.feats if f is not f0 and pred(f.tags)), key=lambda x: x[0])
    need(len(cands) >= 2 and cands[1][0] > cands[0][0] * (1 + gap) + 5, f"nearest to {f0}: near tie {cands[:2]}")
    note(f"nearest to {f0.name}: " + ", ".join(f"{f.name or f.osm} {d:.0f}" for d, f in cands[:3]))
    return cands[0][1], cands[0][0]


def most_common(values, what):
    c = Counter(values).most_common()
    need(c and (len(c) == 1 or c[0][1] > c[1][1]), f"{what}: tie {c[:3]}")
    note(f"{what}: {c}")
    return c[0]


def is_(k, *vals):
    return lambda tg: tg.get(k) in vals


def has_any(tg, *keys):
    return any(tg.get(k) for k in keys)


# streets: the named highway ways sharing a name; length = sum of geodesic way lengths

ROADS = {"motorway", "trunk", "primary", "secondary", "tertiary", "unclassified", "residential", "service",
         "living_street", "pedestrian", "motorway_link", "trunk_link", "primary_link", "secondary_link",
         "tertiary_link", "road"}


def streets(key, roads_only=False):
    t = town(key)
    out: dict[str, list] = {}
    for f in t.feats:
        hw = f.tags.get("highway")
        if not hw or not f.name or f.osm[0] != "w" or (roads_only and hw not in ROADS):
            continue
        if f.geom.geom_type != "LineString":        # a pedestrian area: its outline is not a street length
            continue
        out.setdefault(f.name, []).append(f)
    return out


def street_len(fs):
    return sum(length(f.geom) for f in fs)


def long_streets_near(key, f0, radius, threshold):
    """Streets (named highway ways sharing a name) with a way within `radius` of f0 and a total length above
    `threshold`. Four readings must agree: all highway types or roads only, and the plain sum of way lengths or
    one that halves one-way ways (dual carriageways); candidates within 5 % of the radius or threshold raise."""
    t = town(key)
    answers = set()
    for roads_only in (False, True):
        for halve in (False, True):
            names = []
            for name, fs in streets(key, roads_only).items():
                d = min(dist(t, f0, f) for f in fs)
                need(not (radius * (1 - MARGIN) <= d <= radius * (1 + MARGIN)), f"{name} at {d:.0f} m of {f0}")
                if d > radius:
                    continue
                total = sum(length(f.geom) * (0.5 if halve and f.tags.get("oneway") in ("yes", "-1") else 1)
                            for f in fs)
                need(not (threshold * (1 - MARGIN) <= total <= threshold * (1 + MARGIN)), f"{name}: {total:.0f} m")
                if total > threshold:
                    names.append(name)
                if not roads_only and not halve and total > threshold / 2:
                    note(f"street {name}: {total:.0f} m, {d:.0f} m away")
            answers.add(tuple(sorted(names)))
    need(len(answers) == 1, f"street readings differ: {answers}")
    return list(answers.pop())


# ----------------------------------------------------------------------------------------------------------------
# opening hours: the simple subset "Mo-Fr 08:00-18:00; Sa 09:00-13:00; Su off" (rules separated by ';', day
# ranges and lists, several time ranges per rule, 24/7, times past midnight spill into the next day, a later rule
# replaces the earlier ones for its days). PH/SH, months, '+', '||', comments, ',' between rules are refused.

DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
DAY_RE = r"(?:Mo|Tu|We|Th|Fr|Sa|Su)"
SEL_RE = re.compile(rf"^{DAY_RE}(?:-{DAY_RE})?(?:,{DAY_RE}(?:-{DAY_RE})?)*$")
TIME_RE = re.compile(r"^(\d{1,2}):(\d\d)-(\d{1,2}):(\d\d)$")


def _days(sel):
    out = []
    for part in sel.split(","):
        a, _, b = part.partition("-")
        i, j = DAYS.index(a), DAYS.index(b or a)
        out += [DAYS[(i + k) % 7] for k in range((j - i) % 7 + 1)]
    return out


def parse_hours(tag):
    """{day: [(start_min, end_min), ...]} with end > 1440 for spills; raises Unsafe outside the subset."""
    tag = tag.strip()
    if tag == "24/7":
        return {d: [(0, 1440)] for d in DAYS}
    words = set(re.findall(r"[A-Za-z]+", tag)) - set(DAYS) - {"off", "closed"}
    need(not words and not re.search(r"[+|\"]", tag), f"hours outside the simple subset: {tag!r}")
    week = {d: [] for d in DAYS}
    for rule in tag.split(";"):
        rule = rule.strip()
        if not rule:
            continue
        m = re.match(r"^(\S+)\s+(.*)$", rule)
        if m and SEL_RE.match(m.group(1)):
            days, times = _days(m.group(1)), m.group(2).strip()
        else:
            need(not re.match(DAY_RE, rule), f"hours: odd rule {rule!r} in {tag!r}")
            days, times = DAYS, rule
        if times in ("off", "closed"):
            for d in days:
                week[d] = []
            continue
        spans = []
        for part in times.split(","):
            mt = TIME_RE.match(part.strip())
            need(mt, f"hours: odd time {part!r} in {tag!r}")
            h1, m1, h2, m2 = map(int, mt.groups())
            s, e = h1 * 60 + m1, h2 * 60 + m2
            need(s < 1440 and e <= 1440, f"hours: odd time {part!r}")
            if e <= s:
                e += 1440
            spans.append((s, e))
        for d in days:
            week[d] = list(spans)
    return week


def open_at(tag, day, minute):
    """Open at `minute` (0..1439) on `day`? A time range past midnight spills into the next day. Two readings of a
    spill are checked to agree: it survives a later rule for the next day (lenient), or that later rule replaces
    it (strict); raises Unsafe when they differ."""
    week = parse_hours(tag)
    prev = DAYS[(DAYS.index(day) - 1) % 7]
    own = any(s <= minute < e for s, e in week[day])
    spill = any(e > 1440 and minute < e - 1440 for s, e in week[prev])
    rd, rp = _setting_rule(tag, day), _setting_rule(tag, prev)
    strict_spill = spill and (rd is None or (rp is not None and rd <= rp))
    need(own or spill == strict_spill, f"hours: the two spill readings differ for {day} {minute} in {tag!r}")
    return own or spill


def _setting_rule(tag, day):
    last = None
    for i, rule in enumerate(r.strip() for r in tag.split(";")):
        m = re.match(r"^(\S+)\s+", rule)
        days = _days(m.group(1)) if m and SEL_RE.match(m.group(1)) else DAYS
        if day in days:
            last = i
    return last


def closing(tag, day):
    week = parse_hours(tag)
    need(len(week[day]) == 1, f"closing: {day} has {week[day]} in {tag!r}")
    e = week[day][0][1] % 1440
    return e


def opening(tag, day):
    week = parse_hours(tag)
    need(len(week[day]) >= 1, f"opening: {day} closed in {tag!r}")
    return week[day][0][0]


def t_item(minute):
    """A time as '!' alternatives: 18:00 | 6 pm | 6:00 pm | 6pm | 18.00 | 18 Uhr (and noon / midnight)."""
    h, m = divmod(minute % 1440, 60)
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    alts = [f"{h:02d}:{m:02d}", f"{h12}:{m:02d} {ap}", f"{h12}:{m:02d}{ap}", f"{h:02d}.{m:02d}"]
    if m == 0:
        alts += [f"{h12} {ap}", f"{h12}{ap}", f"{h} uhr"]
        if h == 12:
            alts.append("noon")
        if h == 0:
            alts += ["midnight", "24:00"]
    return " | ".join("!" + a for a in dict.fromkeys(alts))


YES, NO = "!yes", "!no"
NOT_TAGGED = ("!not tagged | !no information | !not listed | !unknown | !not in the data | !isn't tagged | "
              "!doesn't say | !not recorded | !no data | !not available | !couldn't | !could not | "
              "!don't have | !doesn't have | !no opening hours | !not specified | !isn't listed | !not mapped")


def yn(b):
    return YES if b else NO


def cnt(n):
    return f"#{n}"


def m_item(x):
    return f"~{round(x)} m"


def m2_item(x):
    return f"~{round(x)} m2"


def route_item(x):
    return f"~{round(x)} m ±10%"


def phone_item(tag):
    """The subscriber part of a phone number, in the usual spellings (country and area codes vary in answers)."""
    digits = re.sub(r"\D", "", tag)
    if tag.startswith("+1") or re.match(r"^\(?\d{3}\)?[ -.]?\d{3}[ -.]\d{4}$", tag):     # North American
        a, b = digits[-7:-4], digits[-4:]
        return f"!{a}-{b} | !{a} {b} | !{a}{b} | !{a}.{b}"
    tail = digits[-6:]
    return f"!{tail} | !{tail[:2]} {tail[2:4]} {tail[4:]} | !{tail[:3]} {tail[3:]}"


# ----------------------------------------------------------------------------------------------------------------
# routing

CAR = {"motorway", "motorway_link", "trunk", "trunk_link", "primary", "primary_link", "secondary", "secondary_link",
       "tertiary", "tertiary_link", "residential", "unclassified", "service", "living_street"}
NOT_WALKABLE = {"motorway", "motorway_link", "trunk", "trunk_link", "proposed", "construction", "abandoned",
                "platform", "raceway", "bus_guideway", "disused", "razed"}
BIKE = (CAR - {"motorway", "motorway_link", "trunk", "trunk_link"}) | {"cycleway", "path", "track"}


def usable(mode, tg, v):
    hw = tg["highway"]
    if mode == "car":
        if hw not in CAR or tg.get("access") in ("no", "private"):
            return False
        return not (v.get("strict_mv") and (tg.get("motor_vehicle") in ("no", "private")
                                            or tg.get("motorcar") in ("no", "private")))
    if mode == "foot":
        if hw in NOT_WALKABLE or tg.get("foot") == "no":
            return False
        return not (v.get("access") and tg.get("access") in ("no", "private")
                    and tg.get("foot") not in ("yes", "designated", "permissive"))
    # bike
    if tg.get("bicycle") == "no":
        return False
    if hw in BIKE:
        return not (v.get("access") and tg.get("access") in ("no", "private")
                    and tg.get("bicycle") not in ("yes", "designated", "permissive"))
    return tg.get("bicycle") in ("yes", "designated") and hw not in NOT_WALKABLE


def direction(mode, tg, v):
    if mode == "foot" or (mode == "bike" and (tg.get("oneway:bicycle") == "no" or v.get("bike_twoway"))):
        return 0
    o = tg.get("oneway")
    if o in ("yes", "true", "1"):
        return 1
    if o == "-1":
        return -1
    if v.get("implied") and o != "no" and (tg.get("junction") == "roundabout" or tg["highway"] == "motorway"):
        return 1
    return 0


@lru_cache(maxsize=None)
def graph(key, mode, vkey=()):
    v = dict(vkey)
    t = town(key)
    g = nx.DiGraph()
    for _, tg, refs in t.hways:
        if not usable(mode, tg, v):
            continue
        d_ = direction(mode, tg, v)
        for a, b in zip(refs, refs[1:]):
            if a == b or a not in t.nodeloc or b not in t.nodeloc:
                continue
            (x1, y1), (x2, y2) = t.nodeloc[a], t.nodeloc[b]
            w = GEOD.inv(x1, y1, x2, y2)[2]
            for u, z in ([(a, b)] if d_ == 1 else [(b, a)] if d_ == -1 else [(a, b), (b, a)]):
                if not g.has_edge(u, z) or g[u][z]["w"] > w:
                    g.add_edge(u, z, w=w)
    main = max(nx.strongly_connected_components(g), key=len)
    return g, (set(g.nodes) if v.get("anynode") else main)


def snap(key, g_nodes, pt):
    t = town(key)
    best = min(g_nodes, key=lambda n: GEOD.inv(pt.x, pt.y, *t.nodeloc[n])[2])
    return best, GEOD.inv(pt.x, pt.y, *t.nodeloc[best])[2]


VARIANTS = {
    "car": [(), (("implied", 1),), (("strict_mv", 1),), (("anynode", 1),)],
    "foot": [(), (("access", 1),), (("anynode", 1),)],
    "bike": [(), (("bike_twoway", 1),), (("access", 1),), (("anynode", 1),), (("implied", 1),)],
}


def _path_len(key, mode, vkey, pts):
    g, nodes = graph(key, mode, vkey)
    snaps = [snap(key, nodes, p) for p in pts]
    need(all(s[1] <= 80 for s in snaps), f"route: a place lies {max(s[1] for s in snaps):.0f} m from the {mode} graph")
    try:
        return sum(nx.shortest_path_length(g, a[0], b[0], weight="w") for a, b in zip(snaps, snaps[1:]))
    except nx.NetworkXNoPath:
        return None


def route(key, mode, *places: Feature):
    """Shortest route through the places in order (nearest routable node to each point / centroid)."""
    pts = [f.pt for f in places]
    base = _path_len(key, mode, (), pts)
    need(base is not None, f"route: no {mode} path between {places}")
    for vkey in VARIANTS[mode][1:]:
        other = _path_len(key, mode, vkey, pts)
        if other is None and vkey == (("anynode", 1),):
            continue        # the very nearest node lies in a small cut-off piece: no route there, not another one
        need(other is not None and abs(other - base) <= ROUTE_SPREAD * base,
             f"route {mode} {places}: variant {vkey} gives {other} vs {base:.0f}")
    straight = sum(GEOD.inv(a.x, a.y, b.x, b.y)[2] for a, b in zip(pts, pts[1:]))
    need(base <= 2.5 * straight, f"route {mode} {places}: {base:.0f} m vs {straight:.0f} m straight (pathological)")
    note(f"{mode} route {' -> '.join(p.name for p in places)}: {base:.0f} m (straight {straight:.0f} m, "
         f"x{base / straight:.2f})")
    return base


def best_tour(key, mode, start: Feature, others: list[Feature], gap=0.05):
    """The shortest open tour from `start` visiting all `others` (any order); raises on a near tie of orders."""
    from itertools import permutations
    tours = []
    for perm in permutations(others):
        tours.append((route(key, mode, start, *perm), perm))
    tours.sort(key=lambda x: x[0])
    best, second = tours[0], tours[1]
    # the reverse of the same path is the same tour only for closed tours; an open tour from start is unique
    need(second[0] > best[0] * (1 + gap), f"tour: near tie {best[0]:.0f} vs {second[0]:.0f}")
    note("tours: " + "; ".join(f"{' > '.join(p.name for p in perm)} {L:.0f}" for L, perm in tours))
    return best


# ----------------------------------------------------------------------------------------------------------------
# registry

QUESTIONS: list[tuple[str, str, str, object]] = []


def q(file, question, kind="one"):
    def deco(fn):
        QUESTIONS.append((file, question, kind, fn))
        return fn
    return deco


def items(*xs):
    return "; ".join(xs)


SHORT = {"Dunkin Donuts": "Dunkin", "Bread Street Kitchen Singapore": "Bread Street Kitchen",
         "Gasthaus Backmulde": "Backmulde"}


def name_item(name):
    """A name as a gold item, loose enough for the usual spellings: no bracketed alias, cut before an apostrophe
    (' or ’) or an ß (ss), 'Avenue' as 'Av' and 'Street' as 'St' (Ave, St.), and a few brand short forms."""
    n = SHORT.get(name, name).split(" (")[0].strip()
    n = re.split(r"['’ß]", n)[0].strip()
    n = re.sub(r" Avenue$", " Av", n)
    return re.sub(r" Street$", " St", n)


# ================================================================================================================
# the questions
# ================================================================================================================

# ---------------------------------------------------------------------------------------------- attribute (12)

@q("attribute", "what time does Café Burkardt close on sundays?")
def _():
    f = place("heidelberg", "Café Burkardt")
    note("opening_hours =", f.tags["opening_hours"])
    return t_item(closing(f.tags["opening_hours"], "Su"))


@q("attribute", "What denomination is the Jesuitenkirche in Heidelberg")
def _():
    f = place("heidelberg", "Jesuitenkirche")
    note("denomination =", f.tags["denomination"], "religion =", f.tags.get("religion"))
    return "!" + f.tags["denomination"]


@q("attribute", "can i get into Soban with a wheelchair")
def _():
    f = place("heidelberg", "Soban")
    need("wheelchair" not in f.tags, "wheelchair is tagged")
    note("no wheelchair tag:", sorted(f.tags))
    return NOT_TAGGED


@q("attribute", "is the pharmacy nearest to the Rathaus in Heidelberg wheelchair accessible?")
def _():
    rh = place("heidelberg", "Rathaus", lambda tg: tg.get("amenity") == "townhall", unique=False)
    ph, d = nearest("heidelberg", rh, is_("amenity", "pharmacy"))
    # the town hall is also drawn as a building relation named Rathaus: the same pharmacy must be nearest to it
    bld = place("heidelberg", "Rathaus", lambda tg: tg.get("building") == "yes", unique=False)
    ph2, _ = nearest("heidelberg", bld, is_("amenity", "pharmacy"))
    need(ph2 is ph, "a different pharmacy is nearest to the Rathaus building")
    note(ph.name, "wheelchair =", ph.tags.get("wheelchair"))
    return items(name_item(ph.name), yn(ph.tags["wheelchair"] == "yes"))


@q("attribute", "whats the website for Lavo at marina bay sands")
def _():
    f = place("singapore", "Lavo")
    w = re.sub(r"^https?://(www\.)?", "", f.tags["website"]).rstrip("/")
    note("website =", f.tags["website"])
    return "!" + w


@q("attribute", "What's the street address of the Mandarin Oriental in Marina Bay?")
def _():
    f = place("singapore", "Mandarin Oriental")
    hn, st = f.tags["addr:housenumber"], f.tags["addr:street"]
    note("addr:", hn, st, f.tags.get("addr:postcode"))
    short = st.replace("Avenue", "Av")
    return f"!{hn} {short} | !{st} {hn}"


@q("attribute", "does ce la vi have outdoor seating")
def _():
    f = place("singapore", "CÉ LA VI")
    note("outdoor_seating =", f.tags.get("outdoor_seating"))
    return yn(f.tags["outdoor_seating"] == "yes")


@q("attribute", "I need an email address for the Marina Bay Sands Expo and Convention Centre")
def _():
    f = place("singapore", "Marina Bay Sands Expo and Convention Centre")
    note("email =", f.tags["email"])
    return "!" + f.tags["email"]


@q("attribute", "phone number for Little Havana in Baltimore?")
def _():
    f = place("baltimore", "Little Havana")
    note("phone =", f.tags["phone"])
    return phone_item(f.tags["phone"])


@q("attribute", "where exactly is Bertha's Mussels, what's the address")
def _():
    f = place("baltimore", "Bertha's Mussels")
    hn, st = f.tags["addr:housenumber"], f.tags["addr:street"]
    note("addr:", hn, st)
    need(st.startswith("South "), st)
    rest = st[len("South "):]
    return f"!{hn} {st} | !{hn} S {rest} | !{hn} S. {rest} | !{st} {hn}"


@q("attribute", "what kind of food do they serve at Kumari in Locust Point")
def _():
    f = place("baltimore", "Kumari")
    note("cuisine =", f.tags["cuisine"])
    return "!" + f.tags["cuisine"]


@q("attribute", "Who operates the Fairfield Inn & Suites on President Street?")
def _():
    f = place("baltimore", "Fairfield Inn & Suites")
    note("operator =", f.tags["operator"], f.tags.get("addr:street"))
    return f.tags["operator"]


# ---------------------------------------------------------------------------------------------- arithmetic (12)

@q("arithmetic", "how many more cafes than restaurants are there within 100 m of the Heiliggeistkirche?")
def _():
    hg = place("heidelberg", "Heiliggeistkirche")
    cafes = within("heidelberg", hg, 100, is_("amenity", "cafe"))
    rest = within("heidelberg", hg, 100, is_("amenity", "restaurant"))
    return items(cnt(len(cafes)), cnt(len(rest)), cnt(len(cafes) - len(rest)))


@q("arithmetic", "Which is bigger, Montpellierplatz or Krahnenplatz in Heidelberg, and by how much?")
def _():
    a, b = place("heidelberg", "Montpellierplatz"), place("heidelberg", "Krahnenplatz")
    A, B = area(a), area(b)
    need(abs(A - B) > 0.15 * max(A, B), "areas too close")
    note(f"areas {A:.0f} {B:.0f}")
    big = a if A > B else b
    return items(big.name, m2_item(A), m2_item(B), m2_item(abs(A - B)))


@q("arithmetic", "is the Marstall further from the Heiliggeistkirche or from the Kurpfälzisches Museum")
def _():
    ms = place("heidelberg", "Marstall")
    hg, km = place("heidelberg", "Heiliggeistkirche"), place("heidelberg", "Kurpfälzisches Museum")
    t = town("heidelberg")
    d1, d2 = dist(t, ms, hg), dist(t, ms, km)
    need(abs(d1 - d2) > 0.15 * max(d1, d2), "distances too close")
    note(f"Marstall-Heiliggeistkirche {d1:.0f}, Marstall-Museum {d2:.0f}")
    return items(hg.name if d1 > d2 else km.name, m_item(d1), m_item(d2))


@q("arithmetic", "which closes later on a Friday night, Zum Roten Ochsen or Zum Seppl?")
def _():
    a, b = place("heidelberg", "Zum Roten Ochsen"), place("heidelberg", "Zum Seppl")
    need("opening_hours" not in a.tags and "opening_hours" not in b.tags, "hours are tagged")
    note("neither has opening_hours")
    return NOT_TAGGED


@q("arithmetic", "Marina Square mall vs the Art Science Museum building: what's the difference in footprint area?")
def _():
    ms = place("singapore", "Marina Square", lambda tg: tg.get("shop") == "mall", unique=False)  # the mall
    am = place("singapore", "Art Science Museum")
    A, B = area(ms), area(am)
    need(A > 1.15 * B, "not clearly bigger")
    note(f"areas {A:.0f} {B:.0f}")
    return items(m2_item(A), m2_item(B), m2_item(A - B))


@q("arithmetic", "are there twice as many cafes as restaurants within 250m of the Art Science Museum?")
def _():
    am = place("singapore", "Art Science Museum")
    cafes = within("singapore", am, 250, is_("amenity", "cafe"))
    rest = within("singapore", am, 250, is_("amenity", "restaurant"))
    return items(yn(len(cafes) >= 2 * len(rest)), cnt(len(cafes)), cnt(len(rest)))


@q("arithmetic", "How far is Makansutra Gluttons Bay from the Mandarin Oriental, and from Lavo? which one's closer")
def _():
    mk, mo = place("singapore", "Makansutra Gluttons Bay"), place("singapore", "Mandarin Oriental")
    lv = place("singapore", "Lavo")
    t = town("singapore")
    d1, d2 = dist(t, mk, mo), dist(t, mk, lv)
    need(abs(d1 - d2) > 0.15 * max(d1, d2), "distances too close")
    note(f"Makansutra-Mandarin {d1:.0f}, Makansutra-Lavo {d2:.0f}")
    return items(mo.name if d1 < d2 else lv.name, m_item(d1), m_item(d2))


@q("arithmetic", "as the crow flies, how far is it from the Mandarin Oriental to the Sky Mirror and then on to Lavo, in total?")
def _():
    mo, sm, lv = place("singapore", "Mandarin Oriental"), place("singapore", "Sky Mirror"), place("singapore", "Lavo")
    t = town("singapore")
    d1, d2 = dist(t, mo, sm), dist(t, sm, lv)
    note(f"Mandarin-Sky Mirror {d1:.0f}, Sky Mirror-Lavo {d2:.0f}")
    return items(m_item(d1), m_item(d2), m_item(d1 + d2))


@q("arithmetic", "how much bigger is Patterson Park than Federal Hill Park")
def _():
    a, b = place("baltimore", "Patterson Park"), place("baltimore", "Federal Hill Park")
    A, B = area(a), area(b)
    note(f"areas {A:.0f} {B:.0f}")
    return items(m2_item(A), m2_item(B), m2_item(A - B))


@q("arithmetic", "within 100 m of O'Donnell Square Park, are there more restaurants or more bars and pubs put together? by how many")
def _():
    od = place("baltimore", "O'Donnell Square Park")
    rest = within("baltimore", od, 100, is_("amenity", "restaurant"))
    bars = within("baltimore", od, 100, is_("amenity", "bar", "pub"))
    need(len(rest) != len(bars), "tie")
    return items("!bars" if len(bars) > len(rest) else "!restaurants", cnt(len(rest)), cnt(len(bars)),
                 cnt(abs(len(bars) - len(rest))))


@q("arithmetic", "Fort McHenry: which is nearer as the crow flies, the National Aquarium or Canton Waterfront Park, and what are the two distances?")
def _():
    fm = place("baltimore", "Fort McHenry")
    na, cw = place("baltimore", "National Aquarium"), place("baltimore", "Canton Waterfront Park")
    t = town("baltimore")
    d1, d2 = dist(t, fm, na), dist(t, fm, cw)
    need(abs(d1 - d2) > 0.15 * max(d1, d2), "distances too close")
    note(f"Fort-Aquarium {d1:.0f}, Fort-Canton Waterfront {d2:.0f}")
    return items(na.name if d1 < d2 else cw.name, m_item(d1), m_item(d2))


@q("arithmetic", "If I count the restaurants and the bars within 200 m of Broadway Park in Fells Point, how many is that altogether?")
def _():
    bp = place("baltimore", "Broadway Park")
    rest = within("baltimore", bp, 200, is_("amenity", "restaurant"))
    bars = within("baltimore", bp, 200, is_("amenity", "bar"))
    pubs = within("baltimore", bp, 200, is_("amenity", "pub"))
    need(not pubs, "pubs in range: 'bars' would be ambiguous")
    return items(cnt(len(rest)), cnt(len(bars)), cnt(len(rest) + len(bars)))


# ---------------------------------------------------------------------------------------------- aggregate (12)

def cuisines(tg):
    return [c.strip().lower() for c in re.split(r"[;,]", tg.get("cuisine", "")) if c.strip()]


@q("aggregate", "what's the most common cuisine among the restaurants within 250 m of the Providenzkirche?")
def _():
    pk = place("heidelberg", "Providenzkirche")
    rs = within("heidelberg", pk, 250, is_("amenity", "restaurant"))
    top = most_common([c for f in rs for c in cuisines(f.tags)], "cuisines (split)")
    top2 = most_common([f.tags["cuisine"] for f in rs if f.tags.get("cuisine")], "cuisines (whole tag)")
    need(top[0] == top2[0], "split and whole-tag readings differ")
    return "!" + top[0]


@q("aggregate", "How many of the restaurants within 500 m of the Erlöserkirche have a website listed")
def _():
    ek = place("heidelberg", "Erlöserkirche")
    rs = within("heidelberg", ek, 500, is_("amenity", "restaurant"))
    web = [f for f in rs if has_any(f.tags, "website", "contact:website", "url")]
    note(f"{len(web)} of {len(rs)}:", ", ".join(f.name for f in web))
    return cnt(len(web))


@q("aggregate", "which streets within 200m of the Heiliggeistkirche are longer than half a kilometre?", "list")
def _():
    hg = place("heidelberg", "Heiliggeistkirche")
    return items(*map(name_item, long_streets_near("heidelberg", hg, 200, 500)))


@q("aggregate", "how many hotels within 200 m of the Kurpfälzisches Museum are wheelchair accessible?")
def _():
    jk = place("heidelberg", "Kurpfälzisches Museum")
    hs = within("heidelberg", jk, 200, is_("tourism", "hotel"))
    more = within("heidelberg", jk, 200, is_("tourism", "hotel", "guest_house", "hostel", "motel", "apartment"))
    need(len(more) == len(hs), "guest houses or hostels in range: 'hotels' would be ambiguous")
    need(all(f.tags.get("wheelchair") in ("yes", "no") for f in hs), "limited or untagged: ambiguous")
    yes = [f for f in hs if f.tags.get("wheelchair") == "yes"]
    note(f"{len(yes)} of {len(hs)}:", ", ".join(f"{f.name}={f.tags.get('wheelchair')}" for f in hs))
    return cnt(len(yes))


@q("aggregate", "Which restaurants in your Marina Bay data are wheelchair accessible?", "list")
def _():
    t = town("singapore")
    rs = [f for f in t.feats if f.tags.get("amenity") == "restaurant"]
    yes = sorted(f.name for f in rs if f.tags.get("wheelchair") == "yes")
    need(all(f.name for f in rs if f.tags.get("wheelchair") == "yes"), "an unnamed accessible restaurant")
    limited = [f.name for f in rs if f.tags.get("wheelchair") == "limited"]
    note(f"{len(yes)} of {len(rs)} restaurants; limited: {limited}")
    return items(*map(name_item, yes))


@q("aggregate", "how many toilets at Singapore's Marina Bay can wheelchair users use, going by the data you have?")
def _():
    t = town("singapore")
    ts = [f for f in t.feats if f.tags.get("amenity") == "toilets" or f.tags.get("toilets:wheelchair")]
    yes = [f for f in ts if f.tags.get("wheelchair") == "yes" or f.tags.get("toilets:wheelchair") == "yes"]
    note(f"{len(yes)} of {len(ts)} toilets:", Counter(f.tags.get("wheelchair") for f in ts))
    return cnt(len(yes))


@q("aggregate", "Lavo at Marina Bay: any roads passing within 200 m of it that are more than 500 m long in total?", "list")
def _():
    lv = place("singapore", "Lavo")
    return items(*map(name_item, long_streets_near("singapore", lv, 200, 500)))


@q("aggregate", "do the bars in the Marina Bay data have websites? how many do")
def _():
    t = town("singapore")
    bars = [f for f in t.feats if f.tags.get("amenity") == "bar"]
    web = [f for f in bars if has_any(f.tags, "website", "contact:website", "url")]
    note(f"{len(web)} of {len(bars)} bars:", ", ".join(f.name for f in bars))
    return cnt(len(web))


@q("aggregate", "which denomination has the most churches in the Baltimore data you have?")
def _():
    t = town("baltimore")
    pw = [f for f in t.feats if f.tags.get("amenity") == "place_of_worship"]
    den = [f.tags["denomination"].replace("roman_catholic", "catholic") for f in pw if f.tags.get("denomination")]
    top = most_common(den, "denominations")
    raw = most_common([f.tags["denomination"] for f in pw if f.tags.get("denomination")], "raw denominations")
    need(top[0] == raw[0], "catholic + roman_catholic would change the winner")
    need(top[1] > 1.2 * Counter(den).most_common(2)[1][1], "too close")
    return "!" + top[0]


@q("aggregate", "near the Inner Harbor: which parks within 600 m of the National Aquarium are bigger than one hectare?", "list")
def _():
    na = place("baltimore", "National Aquarium")
    parks = [f for f in within("baltimore", na, 600, is_("leisure", "park")) if f.geom.geom_type != "Point"]
    big = []
    for f in parks:
        a = area(f)
        need(not (9500 <= a <= 10500), f"{f} is {a:.0f} m2, too close to 1 ha")
        if a > 10000:
            big.append(f)
    need(all(f.name for f in big), "an unnamed big park")
    note("areas:", ", ".join(f"{f.name or f.osm} {area(f):.0f}" for f in parks))
    return items(*(name_item(f.name) for f in big))


@q("aggregate", "any places to eat within 400 m of the Target in Canton with outdoor seating?", "list")
def _():
    tg = place("baltimore", "Target")
    eat = within("baltimore", tg, 400, is_("amenity", "restaurant", "cafe", "fast_food", "ice_cream", "food_court"))
    yes = [f for f in eat if f.tags.get("outdoor_seating") == "yes"]
    need(all(f.name for f in yes), "unnamed")
    no = [f.name for f in eat if f.tags.get("outdoor_seating") == "no"]
    note(f"{len(yes)} of {len(eat)} tagged outdoor_seating=yes; no: {no}")
    return items(*(name_item(f.name) for f in yes))


@q("aggregate", "near Harbor East Marina (150 m), for how many restaurants do you know the cuisine?")
def _():
    hm = place("baltimore", "Harbor East Marina")
    rs = within("baltimore", hm, 150, is_("amenity", "restaurant"))
    cu = [f for f in rs if f.tags.get("cuisine")]
    note(f"{len(cu)} of {len(rs)}:", ", ".join(f"{f.name}={f.tags['cuisine']}" for f in cu))
    return cnt(len(cu))


# ---------------------------------------------------------------------------------------------- route (12)

TIME = "!min | !minute | !hour"


@q("route", "walking distance from the Kurpfalzisches Museum to the Heiliggeistkirche?")
def _():
    return route_item(route("heidelberg", "foot", place("heidelberg", "Kurpfälzisches Museum"),
                            place("heidelberg", "Heiliggeistkirche")))


@q("route", "How far is it to drive from Hotel Acor to Hotel am Schloss in Heidelberg")
def _():
    return route_item(route("heidelberg", "car", place("heidelberg", "Hotel Acor"), place("heidelberg", "Hotel am Schloss")))


@q("route", "how long does it take to cycle from the Krankenhaus St. Vincentius to the Peterskirche")
def _():
    L = route("heidelberg", "bike", place("heidelberg", "Krankenhaus St. Vincentius"), place("heidelberg", "Peterskirche"))
    return items(route_item(L), TIME)


@q("route", "I'm at the Marstall and want to see the Heiliggeistkirche and Zum Roten Ochsen on foot - what's the shortest order and how far is the walk? I don't need to come back")
def _():
    start = place("heidelberg", "Marstall")
    L, order = best_tour("heidelberg", "foot", start, [place("heidelberg", "Heiliggeistkirche"),
                                                       place("heidelberg", "Zum Roten Ochsen")], gap=0.10)
    return items(route_item(L), *(name_item(f.name) for f in order))


@q("route", "how far would i walk from the Mandarin Oriental to the Art Science Museum at Marina Bay")
def _():
    return route_item(route("singapore", "foot", place("singapore", "Mandarin Oriental"),
                            place("singapore", "Art Science Museum")))


@q("route", "How long a walk is it from Lavo over to The Ritz-Carlton?")
def _():
    L = route("singapore", "foot", place("singapore", "Lavo"), place("singapore", "The Ritz-Carlton"))
    return items(route_item(L), TIME)


@q("route", "on foot, how far from the Marina Bay Sands Expo and Convention Centre to the Mandarin Oriental")
def _():
    return route_item(route("singapore", "foot", place("singapore", "Marina Bay Sands Expo and Convention Centre"),
                            place("singapore", "Mandarin Oriental")))


@q("route", "Starting at the Mandarin Oriental, what's the shortest walk that visits the Sky Mirror, Makansutra Gluttons Bay and Youth Olympic Park (one-way, no return)?")
def _():
    start = place("singapore", "Mandarin Oriental")
    yop = place("singapore", "Youth Olympic Park", is_("leisure", "park"), unique=False)  # an artwork shares the name
    others = [place("singapore", "Sky Mirror"), place("singapore", "Makansutra Gluttons Bay"), yop]
    L, order = best_tour("singapore", "foot", start, others, gap=0.10)
    return items(route_item(L), *(name_item(f.name) for f in order))


@q("route", "driving distance from Bertha's Mussels in Fells Point to the Target in Canton?")
def _():
    return route_item(route("baltimore", "car", place("baltimore", "Bertha's Mussels"), place("baltimore", "Target")))


@q("route", "by bike, Bertha's Mussels to the Patterson Park Dog Park - how many minutes?")
def _():
    L = route("baltimore", "bike", place("baltimore", "Bertha's Mussels"), place("baltimore", "Patterson Park Dog Park"))
    return items(route_item(L), TIME)


@q("route", "Walking from Whole Foods on Fleet Street to the Patterson Park Dog Park, how far is that?")
def _():
    return route_item(route("baltimore", "foot", place("baltimore", "Whole Foods"), place("baltimore", "Patterson Park Dog Park")))


@q("route", "in Baltimore i need to drive from Target to Safeway and to Whole Foods, which order is shortest and how many km is it")
def _():
    start = place("baltimore", "Target")
    L, order = best_tour("baltimore", "car", start, [place("baltimore", "Safeway"), place("baltimore", "Whole Foods")],
                         gap=0.10)
    return items(route_item(L), *(name_item(f.name) for f in order))


# ---------------------------------------------------------------------------------------------- hours (12)

def hours(f):
    tag = f.tags.get("opening_hours")
    need(tag, f"{f} has no opening_hours")
    line = f"{f.name}: opening_hours = {tag}"
    if line not in INFO:
        note(line)
    return tag


def open_now(f, day, hh, mm=0):
    return open_at(hours(f), day, hh * 60 + mm)


def open_throughout(f, day, h1, h2):
    """The same answer for every quarter hour of [h1, h2) on `day` (for 'sunday morning' style questions)."""
    states = {open_at(hours(f), day, m) for m in range(h1 * 60, h2 * 60, 15)}
    need(len(states) == 1, f"{f} changes state during {day} {h1}-{h2}")
    return states.pop()


def open_list(fs, day, hh, mm=0):
    op = [f for f in fs if open_now(f, day, hh, mm)]
    need(op, "nothing open")
    note("open:", [f.name for f in op], "closed:", [f.name for f in fs if f not in op])
    return op


@q("hours", "konomi on a thursday at 16:00 - are they open?")
def _():
    return yn(open_now(place("heidelberg", "Konomi"), "Th", 16))


@q("hours", "after a Saturday night out, can I still get a beer at Brauhaus Vetter at 1am (Sunday morning)?")
def _():
    return yn(open_now(place("heidelberg", "Brauhaus Vetter"), "Su", 1))


@q("hours", "can i grab a coffee at Göbes at quarter past one on saturday afternoon")
def _():
    return yn(open_now(place("heidelberg", "Göbes"), "Sa", 13, 15))


@q("hours", "does the Essighaus stay open past midnight, say 12:15 am on Tuesday night?")
def _():
    f = place("heidelberg", "Essighaus")
    a, b = open_now(f, "We", 0, 15), open_now(f, "Tu", 0, 15)       # either reading of "Tuesday night"
    need(a == b, "the two readings of 'Tuesday night' differ")
    return yn(a)


@q("hours", "which fast food places within 150 m of the Kurpfälzisches Museum are open at 11:30 pm on a Thursday?", "list")
def _():
    km = place("heidelberg", "Kurpfälzisches Museum")
    ff = within("heidelberg", km, 150, is_("amenity", "fast_food"))
    op = open_list(ff, "Th", 23, 30)
    return items(*(name_item(f.name) for f in op))


@q("hours", "which restaurants within 75 m of the Marstall are open at 11pm on a saturday", "list")
def _():
    ms = place("heidelberg", "Marstall")
    rs = within("heidelberg", ms, 75, is_("amenity", "restaurant"))
    op = open_list(rs, "Sa", 23)
    return items(*(name_item(f.name) for f in op))


@q("hours", "if I turn up at Makansutra Gluttons Bay at 2.30 am on a saturday, will it be open?")
def _():
    return yn(open_now(place("singapore", "Makansutra Gluttons Bay"), "Sa", 2, 30))


@q("hours", "can we do lunch at Lavo on Sunday at noon?")
def _():
    return yn(open_now(place("singapore", "Lavo"), "Su", 12))


@q("hours", "The Shoppes at Marina Bay Sands at quarter past eleven on a saturday night: open?")
def _():
    return yn(open_now(place("singapore", "The Shoppes at Marina Bay Sands"), "Sa", 23, 15))


@q("hours", "is Patisserie Poupon open on sunday morning")
def _():
    return yn(open_throughout(place("baltimore", "Patisserie Poupon"), "Su", 6, 12))


@q("hours", "Montford Bar, open at 1am on a sunday?")
def _():
    return yn(open_now(place("baltimore", "Montford Bar"), "Su", 1))


@q("hours", "Ale Mary's - are they open Friday at 9 pm?")
def _():
    f = place("baltimore", "Ale Mary's")
    need("opening_hours" not in f.tags, "hours are tagged")
    note("no opening_hours:", sorted(f.tags))
    return NOT_TAGGED



# ================================================================================================================
# main

FILE_NAMES = ["attribute", "arithmetic", "aggregate", "route", "hours"]


def tsv_path(f):
    return HERE / f"val-{f}.tsv"


ITEM_RE = re.compile(r"^(?:#\d+|~\d+ m(?: ±(?:[1-9]|10)%)?|~\d+ m2|![^|;#~\t]+|[^!#~|;\t][^|;\t]*)$")


def check_format(gold, kind):
    """The TSV gold syntax: items joined by '; ', alternatives by ' | ' (each: name, #N, ~N m, ~N m ±P%, ~N m2,
    !phrase)."""
    need(kind in ("one", "list"), f"kind {kind!r}")
    need("\t" not in gold and "\n" not in gold, "tab or newline in gold")
    for item in gold.split("; "):
        for alt in item.split(" | "):
            need(alt == alt.strip() and ITEM_RE.match(alt), f"malformed gold item {alt!r}")


def compute(selected):
    out = {}
    for file, question, kind, fn in selected:
        INFO.clear()
        try:
            gold = fn()
            check_format(gold, kind)
            err = None
        except Unsafe as e:
            gold, err = None, str(e)
        out[(file, question)] = (gold, kind, list(INFO), err)
    return out


def read_tsv(f):
    rows = []
    p = tsv_path(f)
    if not p.exists():
        return rows
    for line in p.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        rows.append(tuple(parts) if len(parts) == 3 else (line, None, None))
    return rows


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="compare with the val-*.tsv files, exit 1 on difference")
    ap.add_argument("--write", action="store_true", help="(re)write the val-*.tsv files")
    ap.add_argument("-k", default=None, help="only questions containing this text")
    ap.add_argument("-q", "--quiet", action="store_true", help="no per-question output")
    a = ap.parse_args(argv)
    selected = [x for x in QUESTIONS if a.k is None or a.k.lower() in x[1].lower()]
    res = compute(selected)
    bad = 0
    for file, question, kind, _ in selected:
        gold, kind, info, err = res[(file, question)]
        if err:
            bad += 1
        if not a.quiet or err:
            print(f"[{file}] {question}\n    gold: {gold}   ({kind})" + (f"\n    UNSAFE: {err}" if err else ""))
            for line in info:
                print("      ·", line)
    if bad:
        print(f"{bad} question(s) unsafe", file=sys.stderr)
        return 1
    if a.write:
        for f in FILE_NAMES:
            rows = [(qq, res[(ff, qq)][0], res[(ff, qq)][1]) for ff, qq, _, _ in QUESTIONS if ff == f]
            if a.k is not None:
                print("--write needs the whole set (no -k)", file=sys.stderr)
                return 2
            tsv_path(f).write_text(HEADER + "".join(f"{x}\t{g}\t{k}\n" for x, g, k in rows), encoding="utf-8")
            print(f"wrote {tsv_path(f).name}: {len(rows)} questions")
    if a.check:
        diffs = 0
        for f in FILE_NAMES:
            want = [(qq, res[(ff, qq)][0], res[(ff, qq)][1]) for ff, qq, _, _ in selected if ff == f]
            have = read_tsv(f)
            if a.k is not None:
                have = [r for r in have if a.k.lower() in r[0].lower()]
            if want != have:
                diffs += 1
                for w, h in zip(want + [None] * len(have), have + [None] * len(want)):
                    if w != h and (w or h):
                        print(f"DIFF val-{f}.tsv\n   computed: {w}\n   in file:  {h}")
        print("check: " + ("OK" if not diffs else f"{diffs} file(s) differ"))
        return 1 if diffs else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
