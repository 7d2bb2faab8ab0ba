#!/usr/bin/env python3
"""Gold answers of the "beyond" validation set 5, recomputed from the raw OSM extracts.

    python gold_val5.py            print every question, its town, its gold and the figures behind it
    python gold_val5.py --check    compare with the five val5-*.tsv files (exit 1 on a difference or a fragile gold)
    python gold_val5.py --write    rewrite the five TSVs (refused while any gold is fragile)

Data: Path(__file__).resolve().parents[3]/shared/data/osm-fresh, or the folder in GEOREACT_FRESH_DIR.
Only osmium (pyosmium), shapely, pyproj, networkx and numpy are used. Definitions: README-val5.md.
Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""
import difflib
import itertools
import math
import os
import re
import sys
import unicodedata
from pathlib import Path

import networkx as nx
import numpy as np
import osmium
import shapely
from pyproj import Geod, Transformer
from shapely.geometry import Point
from shapely.ops import nearest_points

HERE = Path(__file__).resolve().parent
DATA = Path(os.environ.get("GEOREACT_FRESH_DIR") or Path(__file__).resolve().parents[3] / "shared/data/osm-fresh")
FILES = {
    "Heidelberg": "heidelberg-2015.osm.pbf",
    "Baltimore": "baltimore-2015.osm.pbf",
    "Singapore": "singapore-bayfront-2019.osm.pbf",
}
TOWNS = list(FILES)
POI_KEYS = ("amenity", "shop", "tourism", "leisure", "historic", "office", "craft")
GEOD = Geod(ellps="WGS84")


class Fragile(Exception):
    """A gold that the robustness rules reject."""


def need(cond, msg):
    if not cond:
        raise Fragile(msg)


def fold(s):
    s = unicodedata.normalize("NFKD", s or "")
    s = "".join(c for c in s if not unicodedata.combining(c))
    return s.casefold().strip()


# ----------------------------------------------------------------------------------------------------------------
# Loading

class Feature:
    __slots__ = ("id", "tags", "geom", "town")

    def __init__(self, fid, tags, geom, town):
        self.id, self.tags, self.geom, self.town = fid, tags, geom, town

    @property
    def name(self):
        return self.tags.get("name")

    def is_poi(self):
        return any(k in self.tags for k in POI_KEYS)

    def __repr__(self):
        return f"<{self.town} {self.id} {self.name!r}>"


class Town:
    def __init__(self, name):
        self.name = name
        self.features = []
        self.ways = []          # (way id, tags, [node refs]) of every highway way
        self.coords = {}        # node ref -> (lon, lat) of highway way nodes
        self._graphs = {}

    # kinds -------------------------------------------------------------------------------------------------------
    def kind(self, key, value=None):
        return [f for f in self.features if key in f.tags and (value is None or f.tags[key] == value)]


def load_town(name):
    town = Town(name)
    wkb = osmium.geom.WKBFactory()
    way_polys = {}
    way_lines = []
    fp = osmium.FileProcessor(str(DATA / FILES[name])).with_locations().with_areas()
    for o in fp:
        if o.is_area():
            tags = dict(o.tags)
            if not tags:
                continue
            try:
                g = shapely.from_wkb(wkb.create_multipolygon(o))
            except Exception:
                continue
            if len(g.geoms) == 1:
                g = g.geoms[0]
            if o.from_way():
                way_polys[o.orig_id()] = g
            else:
                town.features.append(Feature("r%d" % o.orig_id(), tags, g, name))
        elif o.is_node():
            if len(o.tags):
                town.features.append(Feature("n%d" % o.id, dict(o.tags), Point(o.location.lon, o.location.lat), name))
        elif o.is_way():
            tags = dict(o.tags)
            pts = []
            refs = []
            for n in o.nodes:
                if n.location.valid():
                    pts.append((n.location.lon, n.location.lat))
                    refs.append(n.ref)
            if "highway" in tags:
                town.ways.append((o.id, tags, refs))
                for r, p in zip(refs, pts):
                    town.coords[r] = p
            if tags and len(pts) >= 2:
                way_lines.append((o.id, tags, pts))
    for wid, tags, pts in way_lines:
        poly = way_polys.get(wid)
        if poly is not None and ("highway" not in tags or tags.get("area") == "yes"):
            g = poly
        else:
            g = shapely.LineString(pts)
        town.features.append(Feature("w%d" % wid, tags, g, name))
    return town


_TOWNS = {}


def T(name):
    if name not in _TOWNS:
        _TOWNS[name] = load_town(name)
    return _TOWNS[name]


def all_features():
    for t in TOWNS:
        yield from T(t).features


# ----------------------------------------------------------------------------------------------------------------
# Geometry

_TR = {}


def _aeqd(lon, lat):
    key = (round(lon, 7), round(lat, 7))
    if key not in _TR:
        proj = f"+proj=aeqd +lat_0={key[1]} +lon_0={key[0]} +datum=WGS84 +units=m"
        _TR[key] = (Transformer.from_crs("EPSG:4326", proj, always_xy=True),
                    Transformer.from_crs(proj, "EPSG:4326", always_xy=True))
    return _TR[key]


def _project(g, tr):
    return shapely.transform(g, lambda xy: np.column_stack(tr.transform(xy[:, 0], xy[:, 1])))


def geo_dist_pts(p, q):
    return GEOD.inv(p[0], p[1], q[0], q[1])[2]


def dist(a, b):
    """Geodesic distance between the nearest points of two geometries (lon/lat), 0 when they touch."""
    c = a.centroid
    fwd, back = _aeqd(c.x, c.y)
    pa, pb = _project(a, fwd), _project(b, fwd)
    if pa.intersects(pb):
        return 0.0
    na, nb = nearest_points(pa, pb)
    (x1, x2), (y1, y2) = back.transform([na.x, nb.x], [na.y, nb.y])
    return GEOD.inv(x1, y1, x2, y2)[2]


def cdist(a, b):
    """Geodesic distance between the centroids."""
    ca, cb = a.centroid, b.centroid
    return GEOD.inv(ca.x, ca.y, cb.x, cb.y)[2]


def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])


def length(g):
    return GEOD.geometry_length(g)


def is_poly(g):
    return g.geom_type in ("Polygon", "MultiPolygon")


# ----------------------------------------------------------------------------------------------------------------
# Places and mentions

def pois_named(name):
    f = fold(name)
    return [x for x in all_features() if x.is_poi() and fold(x.name) == f]


class Place:
    """A named place: the one POI carrying the name, and its namesakes (non-POI features with the same name)."""

    def __init__(self, name, town):
        hits = pois_named(name)
        need(len(hits) == 1, f"place {name!r}: {len(hits)} POIs carry the name: {hits}")
        self.feature = hits[0]
        need(self.feature.town == town, f"place {name!r} is in {self.feature.town}, not {town}")
        self.name, self.town = name, town
        f = fold(name)
        self.namesakes = [x for x in all_features() if not x.is_poi() and fold(x.name) == f]
        need(all(x.town == town for x in self.namesakes), f"{name!r}: namesake in another town")

    @property
    def tags(self):
        return self.feature.tags

    @property
    def geom(self):
        return self.feature.geom

    def geoms(self):
        """The place's geometry, then every namesake's."""
        return [self.feature.geom] + [x.geom for x in self.namesakes]


def check_mention(mention, full, town):
    """The full name must belong to exactly one POI (Place); a shortened mention must moreover be a substring of
    exactly one POI name in the three extracts (the place's)."""
    m = fold(mention)
    need(m in fold(full), f"mention {mention!r} is not part of {full!r}")
    Place(full, town)
    if m == fold(full):
        return
    names = {(x.town, fold(x.name)) for x in all_features() if x.is_poi() and x.name and m in fold(x.name)}
    need(names == {(town, fold(full))}, f"mention {mention!r} matches {sorted(names)}")


# ----------------------------------------------------------------------------------------------------------------
# Tags

def website(t):
    return t.get("website") or t.get("contact:website") or t.get("url")


def phone(t):
    return t.get("phone") or t.get("contact:phone")


def email(t):
    return t.get("email") or t.get("contact:email")


WIFI = {"yes", "wlan", "wifi", "free", "public"}


# ----------------------------------------------------------------------------------------------------------------
# Scopes

def within(center_geoms, feats, radius):
    """Features within radius of the centre; raises when any measure disagrees or a candidate is near the edge."""
    sets = []
    for cg in center_geoms:
        for fn in (dist, cdist):
            s = set()
            for f in feats:
                d = fn(cg, f.geom)
                need(not (0.95 * radius <= d <= 1.05 * radius),
                     f"{f} at {d:.0f} m is within 5 % of the radius {radius} m")
                if d <= radius:
                    s.add(f.id)
            sets.append(s)
    need(all(s == sets[0] for s in sets), "the measures give different sets within the radius")
    return [f for f in feats if f.id in sets[0]]


def nearest(center_geoms, feats, what="feature"):
    """The feature nearest to the centre; must beat the second by 10 % + 5 m, win by centroid and from namesakes."""
    winner = None
    figs = []
    for cg in center_geoms:
        for fn in (dist, cdist):
            ds = sorted((fn(cg, f.geom), i) for i, f in enumerate(feats))
            (d1, i1), (d2, _) = ds[0], ds[1]
            need(d2 > d1 * 1.10 + 5, f"nearest {what}: {feats[i1]} {d1:.0f} m vs second {d2:.0f} m")
            if winner is None:
                winner = i1
                figs.append((d1, d2))
            need(i1 == winner, f"nearest {what} changes with the measure")
    return feats[winner], figs[0]


# ----------------------------------------------------------------------------------------------------------------
# Opening hours (the subset of README-val5)

DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
_SEL = r"(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?"
_SELS = re.compile(rf"{_SEL}(?:,{_SEL})*")
_RANGE = re.compile(r"(\d{1,2}):(\d\d)-(\d{1,2}):(\d\d)")


class Unreadable(Exception):
    pass


def _days(sel):
    out = []
    for part in sel.split(","):
        if "-" in part:
            a, b = (DAYS.index(x) for x in part.split("-"))
            d = a
            while True:
                out.append(d)
                if d == b:
                    break
                d = (d + 1) % 7
        else:
            out.append(DAYS.index(part))
    return out


def parse_oh(s):
    """{day index: [(start min, end min)]}; raises Unreadable outside the subset."""
    if s is None:
        raise Unreadable("no opening_hours")
    s = s.strip()
    if s == "24/7":
        return {d: [(0, 1440)] for d in range(7)}
    sched = {d: [] for d in range(7)}
    for rule in s.split(";"):
        rule = rule.strip()
        if not rule:
            raise Unreadable("empty rule")
        parts = rule.split(" ")
        if len(parts) == 2:
            sel, body = parts
            if not _SELS.fullmatch(sel):
                raise Unreadable(f"selector {sel!r}")
            days = _days(sel)
        elif len(parts) == 1:
            body, days = parts[0], list(range(7))
        else:
            raise Unreadable(f"rule {rule!r}")
        if body in ("off", "closed"):
            ivs = []
        else:
            ivs = []
            for r in body.split(","):
                m = _RANGE.fullmatch(r)
                if not m:
                    raise Unreadable(f"range {r!r}")
                h1, m1, h2, m2 = map(int, m.groups())
                if h1 > 24 or h2 > 24 or m1 > 59 or m2 > 59:
                    raise Unreadable(f"range {r!r}")
                ivs.append((h1 * 60 + m1, h2 * 60 + m2))
        for d in days:
            sched[d] = ivs
    return sched


def is_open(sched, day, minute, strict):
    """Open at minute (0..1439) of day?  strict: a past-midnight spill is dropped when that next day has intervals."""
    for s, e in sched[day]:
        if e > s and s <= minute < e:
            return True
        if e <= s and minute >= s:
            return True
    prev = (day - 1) % 7
    for s, e in sched[prev]:
        if e <= s and minute < e:
            if strict and sched[day]:
                continue
            return True
    return False


def open_verdict(tags, moments):
    """One verdict for every moment (day, minute), 15 minutes either side, under both past-midnight readings."""
    sched = parse_oh(tags.get("opening_hours"))
    verdicts = set()
    for day, minute in moments:
        for delta in range(-15, 16):
            t = day * 1440 + minute + delta
            d, m = (t // 1440) % 7, t % 1440
            for strict in (False, True):
                verdicts.add(is_open(sched, d, m, strict))
    need(len(verdicts) == 1, f"opening verdict not stable: {tags.get('opening_hours')!r} at {moments}")
    return verdicts.pop()


def quarter_hours(day, first, last):
    """Every quarter hour from first to last ('H:MM', inclusive) on day."""
    a, b = (int(x.split(":")[0]) * 60 + int(x.split(":")[1]) for x in (first, last))
    return [(day, m) for m in range(a, b + 1, 15)]


# ----------------------------------------------------------------------------------------------------------------
# Routing

NONWAYS = {"proposed", "construction", "abandoned", "platform", "raceway", "bus_stop", "elevator", "rest_area",
           "services", "razed", "disused", "bus_guideway", "escape"}
CAR = {"motorway", "trunk", "primary", "secondary", "tertiary", "motorway_link", "trunk_link", "primary_link",
       "secondary_link", "tertiary_link", "residential", "unclassified", "service", "living_street", "road"}
MOTOR = {"motorway", "trunk", "motorway_link", "trunk_link"}
YES = {"yes", "true", "1"}
ALLOW = {"yes", "designated", "permissive"}


def _dirs(tags, mode, variant):
    """(forward, backward) allowed for a way, or None when the way is not in the graph."""
    hw = tags.get("highway")
    access = tags.get("access")
    oneway = tags.get("oneway")
    implied = tags.get("junction") == "roundabout" or hw in ("motorway", "motorway_link")
    if mode == "car":
        if hw not in CAR or access in ("no", "private"):
            return None
        if variant == "strict" and (tags.get("motor_vehicle") in ("no", "private")
                                    or tags.get("motorcar") in ("no", "private")):
            return None
        if oneway in YES or (variant == "strict" and implied and oneway not in ("no", "-1")):
            return (True, False)
        if oneway == "-1":
            return (False, True)
        return (True, True)
    if mode == "bike":
        ok = (hw in CAR and hw not in MOTOR) or hw in ("cycleway", "path", "track") \
            or tags.get("bicycle") in ("yes", "designated")
        if not ok or tags.get("bicycle") == "no":
            return None
        if variant == "strict" and access in ("no", "private") and tags.get("bicycle") not in ALLOW:
            return None
        if variant == "nooneway":
            return (True, True)
        if tags.get("oneway:bicycle") == "no" or (tags.get("cycleway") or "").startswith("opposite"):
            return (True, True)
        if oneway in YES or (variant == "strict" and implied and oneway not in ("no", "-1")):
            return (True, False)
        if oneway == "-1":
            return (False, True)
        return (True, True)
    if mode == "foot":
        if hw is None or hw in MOTOR or hw in NONWAYS or tags.get("foot") == "no":
            return None
        if variant == "strict" and access in ("no", "private") and tags.get("foot") not in ALLOW:
            return None
        return (True, True)
    raise ValueError(mode)


class Graph:
    def __init__(self, town, mode, variant):
        self.town = town
        g = nx.DiGraph()
        seglen = {}
        for wid, tags, refs in town.ways:
            dirs = _dirs(tags, mode, variant)
            if dirs is None:
                continue
            for a, b in zip(refs, refs[1:]):
                if a == b:
                    continue
                key = (a, b) if a < b else (b, a)
                if key not in seglen:
                    seglen[key] = geo_dist_pts(town.coords[a], town.coords[b])
                w = seglen[key]
                if dirs[0] and (not g.has_edge(a, b) or g[a][b]["weight"] > w):
                    g.add_edge(a, b, weight=w)
                if dirs[1] and (not g.has_edge(b, a) or g[b][a]["weight"] > w):
                    g.add_edge(b, a, weight=w)
        self.g = g
        big = max(nx.strongly_connected_components(g), key=len)
        self.big = np.array(sorted(big))
        self.all = np.array(sorted(g.nodes))
        self._xy = {}

    def snap(self, geom, whole=False):
        nodes = self.all if whole else self.big
        if id(nodes) not in self._xy:
            xy = np.array([self.town.coords[n] for n in nodes])
            self._xy[id(nodes)] = xy
        xy = self._xy[id(nodes)]
        p = geom if geom.geom_type == "Point" else geom.centroid
        d = GEOD.inv(np.full(len(xy), p.x), np.full(len(xy), p.y), xy[:, 0], xy[:, 1])[2]
        i = int(np.argmin(d))
        return int(nodes[i]), float(d[i])

    def length(self, a, b):
        try:
            return nx.dijkstra_path_length(self.g, a, b, weight="weight")
        except (nx.NetworkXNoPath, nx.NodeNotFound):
            return math.inf


def graph(town, mode, variant="base"):
    t = T(town)
    key = (mode, variant)
    if key not in t._graphs:
        t._graphs[key] = Graph(t, mode, variant)
    return t._graphs[key]


VARIANTS = {"car": ["strict"], "bike": ["strict", "nooneway"], "foot": ["strict"]}


def route_len(town, mode, ga, gb):
    g = graph(town, mode)
    (na, da), (nb, db) = g.snap(ga), g.snap(gb)
    need(da <= 100 and db <= 100, f"snap too far ({da:.0f} m, {db:.0f} m) in the {mode} graph")
    return g.length(na, nb)


def stable_route(town, mode, pa, pb, leg_min=300):
    """Route length between two places with every variant; raises when fragile. Returns (length, straight, figs)."""
    straight = dist(pa.geom, pb.geom)
    need(leg_min <= straight <= 5000, f"straight line {straight:.0f} m outside {leg_min} m - 5 km")
    base = route_len(town, mode, pa.geom, pb.geom)
    need(base <= 2.5 * straight, f"route {base:.0f} m longer than 2.5x the straight line {straight:.0f} m")
    alts = []
    for v in VARIANTS[mode]:
        g = graph(town, mode, v)
        (na, da), (nb, db) = g.snap(pa.geom), g.snap(pb.geom)
        need(da <= 100 and db <= 100, f"snap too far in the {mode}/{v} graph")
        alts.append(("variant " + v, g.length(na, nb)))
    g = graph(town, mode)
    alts.append(("nearest node of whole graph", g.length(g.snap(pa.geom, True)[0], g.snap(pb.geom, True)[0])))
    for ga in pa.geoms():
        for gb in pb.geoms():
            alts.append(("namesake", route_len(town, mode, ga, gb)))
    for what, L in alts:
        need(abs(L - base) <= 0.03 * base, f"route {pa.name} -> {pb.name} ({mode}) {base:.0f} m moves to {L:.0f} m ({what})")
    return base, straight


def best_tour(town, mode, places, round_trip):
    """places[0] is the start; every order of the others. Returns (order, total, second, figs)."""
    n = len(places)
    legs = {}
    for i in range(n):
        for j in range(n):
            if i != j:
                legs[i, j] = stable_route(town, mode, places[i], places[j], leg_min=100)[0]
    results = []
    for perm in itertools.permutations(range(1, n)):
        seq = (0,) + perm + ((0,) if round_trip else ())
        results.append((sum(legs[a, b] for a, b in zip(seq, seq[1:])), perm))
    results.sort()
    best_total, best = results[0]
    rivals = [t for t, p in results[1:] if not (round_trip and p == tuple(reversed(best)))]
    second = rivals[0]
    need(second > 1.10 * best_total, f"tour: best {best_total:.0f} m vs second {second:.0f} m")
    return best, best_total, second


# ----------------------------------------------------------------------------------------------------------------
# Formatting of gold items

def fmt_len(m):
    """Route length item: rounded to 10 m."""
    return f"~{int(round(m / 10.0)) * 10} m ±10%"


def fmt_dist(m):
    return f"~{int(round(m))} m"


def fmt_area(m2):
    return f"~{int(round(m2))} m2"


TIME_ITEM = "!min | !minute | !hour"
NOT_IN_DATA = ["!not in the data", "!no information", "!not tagged", "!unknown", "!does not say",
               "!could not find", "!not recorded"]


# ----------------------------------------------------------------------------------------------------------------
# Places that README-val3.md and README-val4.md name: not asked about again (a count or a nearest search may find them)

BANNED = [
    # README-val3
    "Rathaus", "Kurpfälzisches Museum", "Universitäts-Apotheke", "Providenzkirche", "Canton Square", "Patterson Perk",
    "Pulaski Monument", "Hull Street Blues", "Lavo", "Rain Oculus", "Koufu", "Mandarin Oriental", "The Ritz-Carlton",
    "St. Michael the Archangel", "Peterskirche", "Shot Tower", "Firehouse Coffee Co.", "East Fort Avenue",
    "Canton Soccer Park", "Marina Bay Sands Tower 1", "The Shoppes at Marina Bay Sands",
    # README-val4
    "Café Burkardt", "Erlöserkirche", "Soban", "Gitan", "Ozra", "Marina Bay Sands Expo and Convention Centre",
    "Light Show Viewing Point", "Schloss Filmtheater", "Fells Point Branch Enoch Pratt Free Library", "Sen of Japan",
    "Tortilleria Sinaloa", "Black Tap", "Schnitzelbank", "Zuckerladen", "Bertha's Mussels", "Patterson Park",
    "Federal Hill Park", "Hotel Perkeo", "Hotel The Dubliner", "Fort McHenry", "Johnson Square", "SkyPark",
    "Hotel am Kornmarkt", "Marina Square", "Youth Olympic Park", "Hexenturm", "The Helix Bridge",
    "Hotel zum Ritter St. Georg", "Madison Square", "Raja Rani", "Extrablatt", "Starbucks", "Little Havana",
    "Greif-Apotheke", "Cafe Latte Da", "Da Paolo Gastronomia", "Makansutra Gluttons Bay", "Port Discovery",
    "St. Vincentius", "The Admiral's Cup", "Marina Bay Sands",
]


def check_not_banned(full):
    f = fold(full)
    for b in BANNED:
        fb = fold(b)
        need(fb not in f and f not in fb, f"{full!r} is (or contains) {b!r}, named in README-val3/val4")


# ----------------------------------------------------------------------------------------------------------------
# Questions

QUESTIONS = []
KINDS_FILES = ["attribute", "hours", "arithmetic", "route", "aggregate"]


def question(file, town, text, kind="one", mentions=()):
    """Register a question.  mentions: (as written in the question, full OSM name) of every named place."""
    def deco(fn):
        QUESTIONS.append(dict(file=file, town=town, text=text, kind=kind, mentions=list(mentions), fn=fn))
        return fn
    return deco


# ----------------------------------------------------------------------------------------------------------------
# Question helpers

def place(name, town):
    return Place(name, town)


def alts(*xs):
    return " | ".join(xs)


def named_only(feats, what):
    need(all(f.name for f in feats), f"{what}: an unnamed place is among them")
    return feats


def kind_pred(key, value):
    return lambda f: f.tags.get(key) == value


def in_radius(town, centre, pred, radius, what, exclude_centre=True):
    """Robust set of features matching pred within radius of a named place; no unnamed place allowed."""
    c = place(centre, town)
    feats = [f for f in T(town).features if pred(f) and not (exclude_centre and f.id == c.feature.id)]
    got = within(c.geoms(), feats, radius)
    return named_only(got, what)


def whole(town, pred, what):
    return named_only([f for f in T(town).features if pred(f)], what)


def described(town, centre, pred, what):
    c = place(centre, town)
    feats = [f for f in T(town).features if pred(f) and f.id != c.feature.id]
    f, (d1, d2) = nearest(c.geoms(), feats, what)
    need(f.name, f"the nearest {what} has no name")
    return f, f"{what} nearest {centre}: {f.name} at {d1:.0f} m (second {d2:.0f} m)"


def time_items(hhmm):
    """'20:00' -> !20:00 | !8 pm | !8pm | !8:00 pm | !8:00pm."""
    h, m = map(int, hhmm.split(":"))
    h12 = h % 12 or 12
    ap = "am" if h < 12 or h == 24 else "pm"
    out = [f"!{h:02d}:{m:02d}"]
    if h < 10:
        out.append(f"!{h}:{m:02d}")
    if m == 0:
        out += [f"!{h12} {ap}", f"!{h12}{ap}"]
    out += [f"!{h12}:{m:02d} {ap}", f"!{h12}:{m:02d}{ap}"]
    return alts(*out)


def yes_no(v):
    return "!yes" if v else "!no"


def ratio_items(r):
    """A ratio given to one and two decimals; at least 0.01 away from a rounding edge of the first decimal (x.x5)
    and 0.001 away from one of the second (x.xx5)."""
    need(abs((r * 10) % 1 - 0.5) > 0.1, f"ratio {r:.4f} is near a rounding edge of its first decimal")
    need(abs((r * 100) % 1 - 0.5) > 0.1, f"ratio {r:.4f} is near a rounding edge of its second decimal")
    return alts(f"!{r:.1f}", f"!{r:.2f}")


def compare(a, b, what):
    need(max(a, b) > 1.15 * min(a, b), f"{what}: {a:.0f} vs {b:.0f} differ by 15 % or less")


def count_diff_ok(a, b, what):
    need(a != b and max(a, b) > 1.10 * min(a, b), f"{what}: counts {a} and {b} are a near-tie")


def m_within(a, b):
    return abs(a - b) <= max(0.05 * b, 15)


# street lengths ------------------------------------------------------------------------------------------------

MINOR = {"footway", "path", "steps", "cycleway", "track", "corridor"}
NON_STREET = NONWAYS | {"proposed", "construction", "abandoned", "platform", "raceway"}


def streets(town):
    """{name: [features]} of highway ways sharing a name."""
    out = {}
    for f in T(town).features:
        hw = f.tags.get("highway")
        if f.id.startswith("w") and hw and hw not in NON_STREET and f.name:
            out.setdefault(f.name, []).append(f)
    return out


def street_lengths(ways):
    full = sum(length(w.geom.exterior if w.geom.geom_type == "Polygon" else w.geom) for w in ways)
    major = sum(length(w.geom) for w in ways if w.tags["highway"] not in MINOR and not is_poly(w.geom))
    halved = sum(length(w.geom) * (0.5 if w.tags.get("oneway") in ("yes", "true", "1", "-1") else 1.0)
                 for w in ways if not is_poly(w.geom))
    return full, major, halved


def long_streets(town, centre, radius, threshold):
    c = place(centre, town)
    found, figs = [], []
    for name, ways in sorted(streets(town).items()):
        lens = street_lengths(ways)
        verdicts = {L > threshold for L in lens}
        near = [min(dist(g, w.geom) for w in ways) for g in c.geoms()]
        inside = {d <= radius for d in near}
        if any(d <= 1.5 * radius for d in near):
            need(len(verdicts) == 1 and all(abs(L - threshold) > 0.05 * threshold for L in lens),
                 f"street {name}: lengths {[round(L) for L in lens]} vs threshold {threshold}")
        if True in verdicts:
            need(all(abs(d - radius) > 0.05 * radius for d in near), f"long street {name} at {near} m near the radius")
            need(len(inside) == 1, f"long street {name}: namesakes disagree")
            if inside.pop():
                found.append(name)
                figs.append(f"{name} {lens[0]:.0f} m at {near[0]:.0f} m")
    return found, figs


# parks --------------------------------------------------------------------------------------------------------

def big_parks(town, centre, radius, threshold_m2):
    parks = [f for f in T(town).features if f.tags.get("leisure") == "park" and is_poly(f.geom)]
    c = place(centre, town)
    inr = within(c.geoms(), parks, radius)
    out, figs = [], []
    for f in inr:
        a = area(f.geom)
        need(abs(a - threshold_m2) > 0.05 * threshold_m2, f"park {f.name} {a:.0f} m2 near the threshold")
        if a > threshold_m2:
            need(f.name, "a qualifying park is unnamed")
            out.append(f)
            figs.append(f"{f.name} {a / 1e4:.2f} ha")
    return out, figs


# most common --------------------------------------------------------------------------------------------------

def winner(counter, what):
    top = counter.most_common(2)
    need(len(top) == 2 and top[0][1] > top[1][1], f"{what}: no strict winner {top}")
    return top[0][0], top


def split_values(v):
    return {x.strip() for x in re.split(r"[;,]", v or "") if x.strip()}


def route_q(town, mode, a, b, how_long=False):
    pa, pb = place(a, town), place(b, town)
    L, s = stable_route(town, mode, pa, pb)
    gold = fmt_len(L) + ("; " + TIME_ITEM if how_long else "")
    return gold, f"{mode} route {L:.0f} m, straight line {s:.0f} m"


def tour_q(town, mode, names, round_trip, items=None):
    ps = [place(n, town) for n in names]
    order, total, second = best_tour(town, mode, ps, round_trip)
    items = items or names
    gold = "; ".join(items[i] for i in order) + "; " + fmt_len(total)
    seq = " -> ".join([names[0]] + [names[i] for i in order] + ([names[0]] if round_trip else []))
    return gold, f"{mode} tour {seq}: {total:.0f} m; second best order {second:.0f} m"


# ================================================================================================================
# attribute

H, B, S = "Heidelberg", "Baltimore", "Singapore"


@question("attribute", H, "who runs the Hotel Backmulde? is it a family thing or a company",
          mentions=[("Hotel Backmulde", "Hotel Backmulde")])
def _():
    t = place("Hotel Backmulde", H).tags
    return "Zepf und Schneider", f"operator={t['operator']!r}"


@question("attribute", H, "what time does veggieart close on saturdays",
          mentions=[("veggieart", "VeggieArt")])
def _():
    t = place("VeggieArt", H).tags
    sched = parse_oh(t["opening_hours"])
    need(len(sched[5]) == 1, "Saturday has more than one interval")
    end = sched[5][0][1]
    return time_items(f"{end // 60}:{end % 60:02d}"), f"opening_hours={t['opening_hours']!r}"


@question("attribute", H, "staying at hotel acor next week, whats the street of the cafe closest to it",
          mentions=[("hotel acor", "Hotel Acor")])
def _():
    f, fig = described(H, "Hotel Acor", kind_pred("amenity", "cafe"), "cafe")
    st = f.tags["addr:street"]
    return f"{f.name}; {alts('!' + st, '!' + fold(st).replace('ö', 'o'), '!Ploeck')}", fig + f"; addr:street={st!r}"


@question("attribute", H, "papi bar opening hours on a saturday pls",
          mentions=[("papi bar", "Papi Bar")])
def _():
    t = place("Papi Bar", H).tags
    need("opening_hours" not in t, "Papi Bar has opening_hours")
    return alts("!no opening hours", *NOT_IN_DATA), "no opening_hours tag"


@question("attribute", B, "how many floors has the Admiral Fell Inn got",
          mentions=[("Admiral Fell Inn", "Admiral Fell Inn")])
def _():
    t = place("Admiral Fell Inn", B).tags
    return f"#{int(t['building:levels'])}", f"building:levels={t['building:levels']!r}"


@question("attribute", B, "fairfield inn on president st - which company operates it",
          mentions=[("fairfield inn", "Fairfield Inn & Suites")])
def _():
    t = place("Fairfield Inn & Suites", B).tags
    return t["operator"], f"operator={t['operator']!r}"


@question("attribute", B, "does Ding How have a website? if so whats the url",
          mentions=[("Ding How", "Ding How")])
def _():
    t = place("Ding How", B).tags
    w = website(t)
    need(w, "Ding How has no website")
    host = re.sub(r"^(https?://)?(www\.)?", "", w).rstrip("/")
    return f"!yes; !{host}", f"website={w!r}"


@question("attribute", B, "wat is the adress of the cafe nearest to first united evangelical",
          mentions=[("first united evangelical", "First United Evangelical and Reformed Church")])
def _():
    f, fig = described(B, "First United Evangelical and Reformed Church", kind_pred("amenity", "cafe"), "cafe")
    t = f.tags
    need(f.name == "Michelle's Cafe" and t["addr:street"] == "Eastern Avenue", f"found {f.name}, {t.get('addr:street')}")
    return f"Michelle; !{t['addr:housenumber']}; !Eastern Av", fig + f"; {t['addr:housenumber']} {t['addr:street']}"


@question("attribute", S, "can u smoke at ce la vi or is it non smoking",
          mentions=[("ce la vi", "CÉ LA VI")])
def _():
    t = place("CÉ LA VI", S).tags
    return yes_no(t["smoking"] == "yes"), f"smoking={t['smoking']!r}"


@question("attribute", S, "colony email pls, want to book a table for six on saturday",
          mentions=[("colony", "Colony")])
def _():
    t = place("Colony", S).tags
    return "!" + email(t), f"email={email(t)!r}"


@question("attribute", S, "the bar closest to the UOB atm - who runs it",
          mentions=[("UOB", "UOB")])
def _():
    f, fig = described(S, "UOB", kind_pred("amenity", "bar"), "bar")
    return f"{f.name}; {f.tags['operator']}", fig + f"; operator={f.tags['operator']!r}"


@question("attribute", S, "TWG Tea phone number?",
          mentions=[("TWG Tea", "TWG Tea")])
def _():
    t = place("TWG Tea", S).tags
    need(not phone(t), "TWG Tea has a phone")
    return alts("!no phone", "!doesn't have", "!does not have", *NOT_IN_DATA), "no phone / contact:phone"


# ================================================================================================================
# hours

def open_list(town, centre, key, value, radius, moments, what):
    feats = in_radius(town, centre, kind_pred(key, value), radius, what)
    names = [f.name for f in feats]
    need(len({fold(n) for n in names}) == len(names), f"{what}: names not distinct")
    for f in feats:
        try:
            parse_oh(f.tags.get("opening_hours"))
        except Unreadable as e:
            raise Fragile(f"{f.name}: opening_hours unreadable ({e})")
    opened = [f for f in feats if open_verdict(f.tags, moments)]
    need(0 < len(opened) < len(feats), f"{what}: {len(opened)} of {len(feats)} open")
    figs = "; ".join(f"{f.name} [{f.tags['opening_hours']}] {'open' if f in opened else 'closed'}" for f in feats)
    return opened, figs


@question("hours", H, "in heidelberg, wich resturants within 75 m of gasthaus zum mohren are open on sunday at half past 12 for lunch",
          kind="list", mentions=[("gasthaus zum mohren", "Gasthaus zum Mohren")])
def _():
    opened, figs = open_list(H, "Gasthaus zum Mohren", "amenity", "restaurant", 75, [(6, 12 * 60 + 30)], "restaurants")
    return "; ".join(f.name for f in opened), figs


@question("hours", H, "need coffee near hollenbach - which cafes within 100m are open monday at 10.15",
          kind="list", mentions=[("hollenbach", "hollenbach")])
def _():
    opened, figs = open_list(H, "hollenbach", "amenity", "cafe", 100, [(0, 10 * 60 + 15)], "cafes")
    return "; ".join("La Flamm" if f.name == "La Flamm-Pâtisserie" else f.name for f in opened), figs


@question("hours", H, "Cave 54 on a wednesday night, will it be open at quarter past eleven",
          mentions=[("Cave 54", "Cave 54")])
def _():
    t = place("Cave 54", H).tags
    return yes_no(open_verdict(t, [(2, 23 * 60 + 15)])), f"opening_hours={t['opening_hours']!r}; We 23:15"


@question("hours", H, "La Fée Bar Café still open sunday at 9 pm?",
          mentions=[("La Fée Bar Café", "La Fée Bar Café")])
def _():
    t = place("La Fée Bar Café", H).tags
    return yes_no(open_verdict(t, [(6, 21 * 60)])), f"opening_hours={t['opening_hours']!r}; Su 21:00"


@question("hours", B, "is poupon open on sunday morning? want to grab croissants before church",
          mentions=[("poupon", "Patisserie Poupon")])
def _():
    t = place("Patisserie Poupon", B).tags
    return yes_no(open_verdict(t, quarter_hours(6, "6:00", "11:45"))), \
        f"opening_hours={t['opening_hours']!r}; Su 06:00-11:45"


@question("hours", B, "montford bar, monday 1am - are they open",
          mentions=[("montford bar", "Montford Bar")])
def _():
    t = place("Montford Bar", B).tags
    return yes_no(open_verdict(t, [(0, 60)])), f"opening_hours={t['opening_hours']!r}; Mo 01:00"


@question("hours", B, "can i take the dog to canton dog park at 11 in the evening on a wednesday",
          mentions=[("canton dog park", "Canton Dog Park")])
def _():
    t = place("Canton Dog Park", B).tags
    return yes_no(open_verdict(t, [(2, 23 * 60)])), f"opening_hours={t['opening_hours']!r}; We 23:00"


@question("hours", B, "the pharmacy closest to mahaffey's - open tuesday at 3 in the morning? kid has a fever",
          mentions=[("mahaffey's", "Mahaffey's Pub")])
def _():
    f, fig = described(B, "Mahaffey's Pub", kind_pred("amenity", "pharmacy"), "pharmacy")
    return f"{f.name}; {yes_no(open_verdict(f.tags, [(1, 3 * 60)]))}", fig + f"; opening_hours={f.tags['opening_hours']!r}; Tu 03:00"


@question("hours", S, "Events Service Concierge open on sunday at 20:00",
          mentions=[("Events Service Concierge", "Events Service Concierge")])
def _():
    t = place("Events Service Concierge", S).tags
    return yes_no(open_verdict(t, [(6, 20 * 60)])), f"opening_hours={t['opening_hours']!r}; Su 20:00"


@question("hours", S, "my friends are up at spago. is the restaurant nearest to it open friday at 11pm",
          mentions=[("spago", "Spago")])
def _():
    f, fig = described(S, "Spago", kind_pred("amenity", "restaurant"), "restaurant")
    return f"{f.name}; {yes_no(open_verdict(f.tags, [(4, 23 * 60)]))}", fig + f"; opening_hours={f.tags['opening_hours']!r}; Fr 23:00"


@question("hours", S, "food court closest to the art science museum: open or closed on monday at half past 4 in the afternoon",
          mentions=[("art science museum", "Art Science Museum")])
def _():
    f, fig = described(S, "Art Science Museum", kind_pred("amenity", "food_court"), "food court")
    need(f.name == "Makansutra Gluttons Bay", f"found {f.name}")
    return f"Gluttons Bay; {yes_no(open_verdict(f.tags, [(0, 16 * 60 + 30)]))}", \
        fig + f"; opening_hours={f.tags['opening_hours']!r}; Mo 16:30"


@question("hours", S, "is bread street kitchen open for lunch on sunday at noon",
          mentions=[("bread street kitchen", "Bread Street Kitchen Singapore")])
def _():
    t = place("Bread Street Kitchen Singapore", S).tags
    need("opening_hours" not in t, "has opening_hours")
    return alts("!no opening hours", *NOT_IN_DATA), "no opening_hours tag"


# ================================================================================================================
# arithmetic

@question("arithmetic", H, "within 150m of goldener falke, how many more bars are there than pubs",
          mentions=[("goldener falke", "Goldener Falke")])
def _():
    bars = in_radius(H, "Goldener Falke", kind_pred("amenity", "bar"), 150, "bars")
    pubs = in_radius(H, "Goldener Falke", kind_pred("amenity", "pub"), 150, "pubs")
    count_diff_ok(len(bars), len(pubs), "bars vs pubs")
    return f"#{len(bars) - len(pubs)}", f"bars {len(bars)} {[f.name for f in bars]}; pubs {len(pubs)} {[f.name for f in pubs]}"


@question("arithmetic", H, "arthotel and hotel schnookeloch - how many rooms do they have together",
          mentions=[("arthotel", "Arthotel Heidelberg"), ("hotel schnookeloch", "Hotel Schnookeloch")])
def _():
    a = int(place("Arthotel Heidelberg", H).tags["rooms"])
    b = int(place("Hotel Schnookeloch", H).tags["rooms"])
    return f"#{a + b}", f"rooms {a} + {b}"


def closer(town, ref, a, b, items=None):
    """Which of a, b is closer to ref, and by how much: stable over namesakes of all three."""
    r, pa, pb = place(ref, town), place(a, town), place(b, town)
    results = set()
    diffs = []
    for gr in r.geoms():
        for ga in pa.geoms():
            for gb in pb.geoms():
                da, db = dist(gr, ga), dist(gr, gb)
                compare(da, db, f"{a} vs {b} from {ref}")
                results.add(da < db)
                diffs.append(abs(da - db))
    need(len(results) == 1, "the closer one changes with namesakes")
    d0 = diffs[0]
    need(all(m_within(d, d0) for d in diffs), "difference not stable over namesakes")
    da, db = dist(r.geom, pa.geom), dist(r.geom, pb.geom)
    items = items or (a, b)
    win = items[0] if da < db else items[1]
    return f"{win}; {fmt_dist(d0)}", f"{a} {da:.0f} m, {b} {db:.0f} m from {ref}"


@question("arithmetic", H, "which is closer to the Heiliggeistkirche: the Jesuitenkirche or the Alte Universität, and by how much",
          mentions=[("Heiliggeistkirche", "Heiliggeistkirche"), ("Jesuitenkirche", "Jesuitenkirche"),
                    ("Alte Universität", "Alte Universität")])
def _():
    return closer(H, "Heiliggeistkirche", "Jesuitenkirche", "Alte Universität")


@question("arithmetic", H, "how many times bigger is jubiläumsplatz than krahnenplatz",
          mentions=[("jubiläumsplatz", "Jubiläumsplatz"), ("krahnenplatz", "Krahnenplatz")])
def _():
    a = area(place("Jubiläumsplatz", H).geom)
    b = area(place("Krahnenplatz", H).geom)
    compare(a, b, "park areas")
    r = a / b
    return ratio_items(r), f"{a:.0f} m2 / {b:.0f} m2 = {r:.4f}"


@question("arithmetic", B, "in baltimore's data are there more lutheran or presbyterian churches? give me both numbers")
def _():
    pw = lambda d: (lambda f: f.tags.get("amenity") == "place_of_worship" and f.tags.get("denomination") == d)
    lu = whole(B, pw("lutheran"), "lutheran churches")
    pr = whole(B, pw("presbyterian"), "presbyterian churches")
    count_diff_ok(len(lu), len(pr), "lutheran vs presbyterian")
    win = "!lutheran" if len(lu) > len(pr) else "!presbyterian"
    return f"{win}; #{len(lu)}; #{len(pr)}", f"lutheran {len(lu)}, presbyterian {len(pr)}"


@question("arithmetic", B, "around the captain o'donnell statue (300 m) are there twice as many restaurants as bars",
          mentions=[("captain o'donnell", "Captain O'Donnell Statue")])
def _():
    r = in_radius(B, "Captain O'Donnell Statue", kind_pred("amenity", "restaurant"), 300, "restaurants")
    b = in_radius(B, "Captain O'Donnell Statue", kind_pred("amenity", "bar"), 300, "bars")
    q = len(r) / len(b)
    need(abs(q - 2) > 0.2, f"ratio {q:.2f} within 10 % of 2")
    return f"{yes_no(q >= 2)}; #{len(r)}; #{len(b)}", f"restaurants {len(r)}, bars {len(b)}, ratio {q:.2f}"


@question("arithmetic", B, "how much bigger is Riverside Park than Latrobe Park",
          mentions=[("Riverside Park", "Riverside Park"), ("Latrobe Park", "Latrobe Park")])
def _():
    a = area(place("Riverside Park", B).geom)
    b = area(place("Latrobe Park", B).geom)
    compare(a, b, "park areas")
    return fmt_area(a - b), f"{a:.0f} m2 - {b:.0f} m2"


def farther(town, ref, near_one, far_one):
    """How much farther far_one is from ref than near_one: stable over namesakes."""
    r, pn, pf = place(ref, town), place(near_one, town), place(far_one, town)
    diffs = []
    for gr in r.geoms():
        for gn in pn.geoms():
            for gf in pf.geoms():
                dn, df = dist(gr, gn), dist(gr, gf)
                compare(dn, df, f"{near_one} vs {far_one} from {ref}")
                need(df > dn, f"{far_one} is not farther than {near_one}")
                diffs.append(df - dn)
    need(all(m_within(d, diffs[0]) for d in diffs), "difference not stable over namesakes")
    dn, df = dist(r.geom, pn.geom), dist(r.geom, pf.geom)
    return fmt_dist(diffs[0]), f"{near_one} {dn:.0f} m, {far_one} {df:.0f} m from {ref}"


def two_legs(town, a, b, c):
    pa, pb, pc = place(a, town), place(b, town), place(c, town)
    sums = [dist(ga, gb) + dist(gb, gc) for ga in pa.geoms() for gb in pb.geoms() for gc in pc.geoms()]
    need(all(m_within(x, sums[0]) for x in sums), "two-leg sum not stable over namesakes")
    d1, d2 = dist(pa.geom, pb.geom), dist(pb.geom, pc.geom)
    return fmt_dist(d1 + d2), f"{a} -> {b} {d1:.0f} m, -> {c} {d2:.0f} m"


@question("arithmetic", B, "as the crow flies, holocaust memorial to the katyn memorial and then on to the korean war memorial - total distance",
          mentions=[("holocaust memorial", "Holocaust Memorial"), ("katyn memorial", "Katyn Memorial"),
                    ("korean war memorial", "Korean War Memorial")])
def _():
    return two_legs(B, "Holocaust Memorial", "Katyn Memorial", "Korean War Memorial")


@question("arithmetic", S, "singapore data: how many fewer cafes are there than restaurants")
def _():
    r = whole(S, kind_pred("amenity", "restaurant"), "restaurants")
    c = whole(S, kind_pred("amenity", "cafe"), "cafes")
    count_diff_ok(len(r), len(c), "restaurants vs cafes")
    return f"#{len(r) - len(c)}", f"restaurants {len(r)}, cafes {len(c)}"


@question("arithmetic", S, "from din tai fung - is waku ghin or bazin closer, and by how much",
          mentions=[("din tai fung", "Din Tai Fung"), ("waku ghin", "Waku Ghin"), ("bazin", "Bazin")])
def _():
    return closer(S, "Din Tai Fung", "Waku Ghin", "Bazin")


@question("arithmetic", S, "how many more floors does Theatres have than the Art Science Museum",
          mentions=[("Theatres", "Theatres"), ("Art Science Museum", "Art Science Museum")])
def _():
    a = place("Theatres", S).tags
    b = place("Art Science Museum", S).tags
    need("building:levels" in a, "Theatres has no levels")
    need(not any(k in b for k in ("building:levels", "height", "levels")), "Art Science Museum has levels/height")
    return alts(*NOT_IN_DATA, "!no levels", "!doesn't have", "!does not have"), \
        f"Theatres building:levels={a['building:levels']}; Art Science Museum: no building:levels/height"


@question("arithmetic", S, "how much farther from the sky mirror is hamleys than gerry's grill",
          mentions=[("hamleys", "Hamleys"), ("sky mirror", "Sky Mirror"), ("gerry's grill", "Gerry's Grill")])
def _():
    return farther(S, "Sky Mirror", "Gerry's Grill", "Hamleys")


# ================================================================================================================
# route

@question("route", H, "how far is it by road from roten ochsen to hotel anlage",
          mentions=[("roten ochsen", "Zum Roten Ochsen"), ("hotel anlage", "Hotel Anlage")])
def _():
    return route_q(H, "car", "Zum Roten Ochsen", "Hotel Anlage")


@question("route", H, "biking from griechische taverne to kilimanjaro, how many meters is that",
          mentions=[("griechische taverne", "Griechische Taverne"), ("kilimanjaro", "Kilimanjaro")])
def _():
    return route_q(H, "bike", "Griechische Taverne", "Kilimanjaro")


@question("route", H, "how long does it take to walk from schönberger hof to the jesuitenkirche",
          mentions=[("schönberger hof", "Hotel Schönberger Hof"), ("jesuitenkirche", "Jesuitenkirche")])
def _():
    return route_q(H, "foot", "Hotel Schönberger Hof", "Jesuitenkirche", how_long=True)


@question("route", H, "by bike from Coffee Inn i need to hit the Hölderlin-Gymnasium, Essighaus and the studentenmuseum - whats the best order, no need to come back",
          mentions=[("Coffee Inn", "Coffee Inn"), ("Hölderlin-Gymnasium", "Hölderlin-Gymnasium"),
                    ("Essighaus", "Essighaus"), ("studentenmuseum", "Studentenmuseum mit Karzer")])
def _():
    return tour_q(H, "bike", ["Coffee Inn", "Hölderlin-Gymnasium", "Essighaus", "Studentenmuseum mit Karzer"], False,
                  ["Coffee Inn", "Hölderlin", "Essighaus", "Studentenmuseum"])


@question("route", B, "driving distance from the visionary art museum to the museum of industry",
          mentions=[("visionary art museum", "American Visionary Art Museum"),
                    ("museum of industry", "Baltimore Museum of Industry")])
def _():
    return route_q(B, "car", "American Visionary Art Museum", "Baltimore Museum of Industry")


@question("route", B, "i want to cycle from Trinity Lutheran Church to the Jewish Museum of Maryland. how far is it",
          mentions=[("Trinity Lutheran Church", "Trinity Lutheran Church"),
                    ("Jewish Museum of Maryland", "Jewish Museum of Maryland")])
def _():
    return route_q(B, "bike", "Trinity Lutheran Church", "Jewish Museum of Maryland")


@question("route", B, "walking from the baltimore fire museum to the inn at henderson's wharf, how long will it take",
          mentions=[("baltimore fire museum", "City of Baltimore Fire Museum"),
                    ("inn at henderson's wharf", "The Inn at Henderson's Wharf")])
def _():
    return route_q(B, "foot", "City of Baltimore Fire Museum", "The Inn at Henderson's Wharf", how_long=True)


@question("route", B, "on foot, starting at saint michaels ukrainian: bonaparte breads, the frederick douglass-isaac myers maritime park and the reginald f lewis museum, then back to the church. shortest order?",
          mentions=[("saint michaels ukrainian", "Saint Michaels Ukrainian Orthodox Church"),
                    ("bonaparte breads", "Bonaparte Breads"),
                    ("frederick douglass-isaac myers maritime park", "Frederick Douglass-Isaac Myers Maritime Park"),
                    ("reginald f lewis museum", "Reginald F Lewis Museum of Maryland African-American History and Culture")])
def _():
    return tour_q(B, "foot", ["Saint Michaels Ukrainian Orthodox Church", "Bonaparte Breads",
                              "Frederick Douglass-Isaac Myers Maritime Park",
                              "Reginald F Lewis Museum of Maryland African-American History and Culture"], True,
                  ["Saint Michaels", "Bonaparte", "Douglass", "Reginald F Lewis"])


@question("route", S, "walk poporo park to sky mirror - distance?",
          mentions=[("poporo park", "Poporo Park"), ("sky mirror", "Sky Mirror")])
def _():
    return route_q(S, "foot", "Poporo Park", "Sky Mirror")


@question("route", S, "how long on foot from Gerry's Grill to the Theatres",
          mentions=[("Gerry's Grill", "Gerry's Grill"), ("Theatres", "Theatres")])
def _():
    return route_q(S, "foot", "Gerry's Grill", "Theatres", how_long=True)


@question("route", S, "going with my kids tommorow, whats the walking distance from modern fencing to dallas cafe",
          mentions=[("modern fencing", "Modern Fencing"), ("dallas cafe", "Dallas Cafe & Bar")])
def _():
    return route_q(S, "foot", "Modern Fencing", "Dallas Cafe & Bar")


@question("route", S, "start at Midtown Mart, want to see J Kids Amusement Funland, the Infinity Pool and the Marina Bay Observation Deck on foot, shortest order? no need to go back",
          mentions=[("Midtown Mart", "Midtown Mart"), ("J Kids Amusement Funland", "J Kids Amusement Funland"),
                    ("Infinity Pool", "Infinity Pool"), ("Marina Bay Observation Deck", "Marina Bay Observation Deck")])
def _():
    return tour_q(S, "foot", ["Midtown Mart", "J Kids Amusement Funland", "Infinity Pool", "Marina Bay Observation Deck"],
                  False, ["Midtown Mart", "J Kids", "Infinity Pool", "Observation Deck"])


# ================================================================================================================
# aggregate

from collections import Counter  # noqa: E402


@question("aggregate", H, "in heidelberg, what kind of shop is the most common")
def _():
    shops = [f for f in T(H).features if "shop" in f.tags]
    c_all = Counter(f.tags["shop"] for f in shops)
    w, top = winner(c_all, "shop kinds")
    w2, _ = winner(Counter(f.tags["shop"] for f in shops if f.name), "shop kinds (named)")
    w3, _ = winner(Counter(f.tags["shop"] for f in shops if f.tags["shop"] not in ("yes", "vacant")), "shop kinds")
    need(w == w2 == w3, "most common shop kind changes")
    need(w == "clothes", f"winner {w}")
    return "!cloth", f"{top}"


@question("aggregate", H, "how many 4 star hotels r there in the heidelberg data")
def _():
    hs = whole(H, lambda f: f.tags.get("tourism") == "hotel" and f.tags.get("stars") == "4", "4-star hotels")
    return f"#{len(hs)}", ", ".join(f.name for f in hs)


@question("aggregate", H, "name the streets within 200 m of the heiliggeistkirche that are longer than 500 m",
          mentions=[("heiliggeistkirche", "Heiliggeistkirche")])
def _():
    found, figs = long_streets(H, "Heiliggeistkirche", 200, 500)
    need(found == ["Hauptstraße", "Neue Schlossstraße"], f"found {found}")
    return "Hauptstr; Neue Schlo", "; ".join(figs)


@question("aggregate", H, "of the cafes within 200 m of the hip hotel, how many have a website",
          mentions=[("hip hotel", "Hip Hotel")])
def _():
    cs = in_radius(H, "Hip Hotel", lambda f: f.tags.get("amenity") == "cafe" and website(f.tags), 200,
                   "cafes with a website")
    allc = in_radius(H, "Hip Hotel", kind_pred("amenity", "cafe"), 200, "cafes")
    return f"#{len(cs)}", f"{[f.name for f in cs]} of {len(allc)} cafes"


@question("aggregate", B, "most common cuisine among restaurants within 700 m of the public works museum",
          mentions=[("public works museum", "Baltimore Public Works Museum")])
def _():
    rs = in_radius(B, "Baltimore Public Works Museum", kind_pred("amenity", "restaurant"), 700, "restaurants")
    split = Counter(v for f in rs for v in split_values(f.tags.get("cuisine")))
    w, top = winner(split, "cuisine")
    w2, _ = winner(Counter(f.tags["cuisine"] for f in rs if f.tags.get("cuisine")), "cuisine (unsplit)")
    need(w == w2, "winner changes when values are not split")
    return f"!{w}", f"{len(rs)} restaurants; {split.most_common(4)}"


@question("aggregate", B, "list the parks bigger than 2 hectares within 1.2 km of saint brigid",
          mentions=[("saint brigid", "Saint Brigid Catholic Church")])
def _():
    ps, figs = big_parks(B, "Saint Brigid Catholic Church", 1200, 20000)
    return "; ".join(f.name for f in ps), "; ".join(figs)


@question("aggregate", B, "how many bars in baltimore's data have a website")
def _():
    bs = whole(B, lambda f: f.tags.get("amenity") == "bar" and website(f.tags), "bars with a website")
    return f"#{len(bs)}", ", ".join(f.name for f in bs)


@question("aggregate", B, "number of schools within 600 m of patterson bowling",
          mentions=[("patterson bowling", "Patterson Bowling Center")])
def _():
    ss = in_radius(B, "Patterson Bowling Center", kind_pred("amenity", "school"), 600, "schools")
    return f"#{len(ss)}", ", ".join(f.name for f in ss)


@question("aggregate", S, "singapore: how many restaurants are wheelchair accessible")
def _():
    rs = whole(S, lambda f: f.tags.get("amenity") == "restaurant" and f.tags.get("wheelchair") == "yes",
               "wheelchair restaurants")
    return f"#{len(rs)}", ", ".join(f.name for f in rs)


@question("aggregate", S, "do many cafes in the singapore data offer takeaway? how many")
def _():
    cs = whole(S, lambda f: f.tags.get("amenity") == "cafe" and f.tags.get("takeaway") == "yes", "takeaway cafes")
    return f"#{len(cs)}", ", ".join(f.name for f in cs)


@question("aggregate", S, "which restaurants in the singapore data have a website, i want to check menus")
def _():
    rs = whole(S, lambda f: f.tags.get("amenity") == "restaurant" and website(f.tags), "restaurants with a website")
    return "; ".join(f.name for f in rs), ", ".join(f"{f.name} {website(f.tags)}" for f in rs)


@question("aggregate", S, "count the atms within 250 m of Toast Box",
          mentions=[("Toast Box", "Toast Box")])
def _():
    c = place("Toast Box", S)
    atms = within(c.geoms(), T(S).kind("amenity", "atm"), 250)
    return f"#{len(atms)}", ", ".join(f"{f.id} {f.name or f.tags.get('brand', '')}" for f in atms)


# ================================================================================================================
# Gold syntax, mentions, TSV files

_ITEM = re.compile(r"(#\d+|~\d+ m ±10%|~\d+ m2|~\d+ m|![^|;\t]+|[^#~!|;\t][^|;\t]*)")


def check_syntax(gold, kind):
    need(kind in ("one", "list"), f"kind {kind!r}")
    need("\t" not in gold and "\n" not in gold and gold.strip() == gold and gold, "gold has tabs/newlines/blanks")
    for item in gold.split("; "):
        for alt in item.split(" | "):
            need(alt == alt.strip() and _ITEM.fullmatch(alt), f"gold item {alt!r} is not valid TSV item syntax")


def check_question(q):
    for m, full in q["mentions"]:
        need(fold(m) in fold(q["text"]), f"mention {m!r} not in the question")
        check_mention(m, full, q["town"])
        check_not_banned(full)
    need("\t" not in q["text"], "tab in question")


def compute_all():
    """[(question dict, gold, figures, error)]"""
    out = []
    for q in QUESTIONS:
        try:
            check_question(q)
            gold, figs = q["fn"]()
            check_syntax(gold, q["kind"])
            out.append((q, gold, figs, None))
        except Fragile as e:
            out.append((q, None, None, str(e)))
    return out


HEADER = """# beyond validation set 5 ({file}), held out: never tune on it. See README-val5.md.
# Golds computed by gold_val5.py from shared/data/osm-fresh (Baltimore 2015, Heidelberg 2015, Singapore Bayfront 2019).
# Map data (c) OpenStreetMap contributors, ODbL 1.0.
# question<TAB>gold<TAB>kind
"""


def tsv_text(file, rows):
    lines = [HEADER.format(file=file)]
    for q, gold, _, _ in rows:
        lines.append(f"{q['text']}\t{gold}\t{q['kind']}\n")
    return "".join(lines)


def main(argv):
    mode = argv[1] if len(argv) > 1 else None
    if mode not in (None, "--check", "--write"):
        print(__doc__)
        return 2
    results = compute_all()
    fragile = [(q, err) for q, _, _, err in results if err]
    if mode is None:
        for q, gold, figs, err in results:
            print(f"[{q['file']}] [{q['town']}] {q['text']}")
            if err:
                print(f"    FRAGILE: {err}")
            else:
                print(f"    gold:    {gold}   ({q['kind']})")
                print(f"    figures: {figs}")
        print(f"\n{len(results)} questions, {len(fragile)} fragile")
        return 1 if fragile else 0
    for q, err in fragile:
        print(f"FRAGILE [{q['file']}] {q['text']}: {err}")
    if mode == "--write":
        if fragile:
            print("refused: fragile golds")
            return 1
        for file in KINDS_FILES:
            rows = [r for r in results if r[0]["file"] == file]
            (HERE / f"val5-{file}.tsv").write_text(tsv_text(file, rows), encoding="utf-8")
            print(f"wrote val5-{file}.tsv ({len(rows)} questions)")
        return 0
    bad = len(fragile)
    for file in KINDS_FILES:
        rows = [r for r in results if r[0]["file"] == file]
        path = HERE / f"val5-{file}.tsv"
        if not path.exists():
            print(f"MISSING {path.name}")
            bad += 1
            continue
        have = path.read_text(encoding="utf-8")
        if any(err for *_, err in rows):
            continue  # reported above
        want = tsv_text(file, rows)
        if have != want:
            bad += 1
            for line in difflib.unified_diff(have.splitlines(), want.splitlines(), f"{path.name} (file)",
                                             f"{path.name} (recomputed)", lineterm="", n=0):
                print(line)
    print("check: " + ("OK" if not bad else f"{bad} problem(s)"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
