#!/usr/bin/env python3
"""Gold answers for the held-out validation set 2 (val2-*.tsv) over the osm-fresh extracts.

Written 2026-11-28 before the system was run on it, without reading or running any of the system's code.
Every gold is recomputed here from the raw OSM tags and geometries (osmium, shapely, pyproj, networkx).

    python3 gold_val2.py            # print each question, its gold and the key figures
    python3 gold_val2.py --check    # recompute and compare with the TSV files (exit 1 on a difference)
    python3 gold_val2.py --write    # rewrite the TSV files

Data folder: Path(__file__).parents[3] / "shared/data/osm-fresh", or the env GEOREACT_FRESH_DIR.
Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""
import sys
import os
import re
import unicodedata
from functools import lru_cache
from itertools import permutations
from pathlib import Path

import networkx as nx
import numpy as np
import osmium
import shapely
from pyproj import Geod, Transformer
from shapely.geometry import LineString, Point
from shapely.ops import nearest_points

GEOD = Geod(ellps="WGS84")
TOWNS = {"bal": "baltimore-2015", "hd": "heidelberg-2015", "sg": "singapore-bayfront-2019"}
POI_KEYS = ("amenity", "shop", "tourism", "leisure", "historic", "office", "craft")


def data_dir():
    env = os.environ.get("GEOREACT_FRESH_DIR")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[3] / "shared/data/osm-fresh"


class Fragile(Exception):
    """A gold that the robustness rules reject."""


def fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c)).casefold().strip()


# ---------------------------------------------------------------- loading
class Town:
    def __init__(self, key):
        self.key = key
        path = data_dir() / f"{TOWNS[key]}.osm.pbf"
        feats, ways, areas_from_way = [], {}, set()
        wkb = osmium.geom.WKBFactory()
        fp = osmium.FileProcessor(str(path)).with_locations().with_areas()
        for o in fp:
            if o.is_node():
                if len(o.tags):
                    feats.append(dict(t="n", id=o.id, tags=dict(o.tags),
                                      geom=Point(o.location.lon, o.location.lat)))
            elif o.is_way():
                tags = dict(o.tags)
                nodes = [(n.ref, n.lon, n.lat) for n in o.nodes]
                ways[o.id] = (tags, nodes)
                if tags and len(nodes) >= 2:
                    feats.append(dict(t="w", id=o.id, tags=tags,
                                      geom=LineString([(x, y) for _, x, y in nodes])))
            elif o.is_area():
                try:
                    g = shapely.from_wkb(bytes.fromhex(wkb.create_multipolygon(o)))
                except Exception:  # incomplete relation: no geometry
                    continue
                if o.from_way():
                    areas_from_way.add(o.orig_id())
                feats.append(dict(t="a" if o.from_way() else "r", id=o.orig_id(),
                                  tags=dict(o.tags), geom=g))
        # a closed non-highway way is its polygon, not a ring line
        self.feats = [f for f in feats if not (f["t"] == "w" and f["id"] in areas_from_way)]
        self.ways = ways
        c = shapely.MultiPoint([f["geom"].centroid for f in self.feats]).centroid
        crs = f"+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84 +units=m"
        self.fwd = Transformer.from_crs("EPSG:4326", crs, always_xy=True)
        self.inv = Transformer.from_crs(crs, "EPSG:4326", always_xy=True)
        self._proj = {}

    def proj(self, f):
        k = (f["t"], f["id"])
        if k not in self._proj:
            self._proj[k] = shapely.transform(
                f["geom"], lambda c: np.column_stack(self.fwd.transform(c[:, 0], c[:, 1])))
        return self._proj[k]

    def pois(self):
        return [f for f in self.feats if any(k in f["tags"] for k in POI_KEYS)]


@lru_cache(maxsize=None)
def town(key):
    return Town(key)


def named(t, name):
    return [f for f in t.pois() if fold(f["tags"].get("name", "")) == fold(name)]


def place(tk, name, pick=None):
    """The one POI named `name` in town tk (pick: predicate choosing among same-named POIs)."""
    t = town(tk)
    cands = named(t, name)
    if pick is not None:
        cands = [f for f in cands if pick(f["tags"])]
    if len(cands) != 1:
        raise Fragile(f"{name!r} in {tk}: {len(cands)} candidates")
    if pick is None:
        for other in TOWNS:
            if other != tk and named(town(other), name):
                raise Fragile(f"{name!r} also in {other}")
    return cands[0]


def tag(f, *keys):
    for k in keys:
        if k in f["tags"]:
            return f["tags"][k]
    return None


# ---------------------------------------------------------------- measures
def gdist(t, a, b):
    """Geodesic distance between nearest points of two features (0 if they touch)."""
    pa, pb = t.proj(a), t.proj(b)
    if pa.intersects(pb):
        return 0.0
    qa, qb = nearest_points(pa, pb)
    (x1, y1), (x2, y2) = t.inv.transform(qa.x, qa.y), t.inv.transform(qb.x, qb.y)
    return GEOD.inv(x1, y1, x2, y2)[2]


def area_m2(f):
    a, _ = GEOD.geometry_area_perimeter(f["geom"])
    return abs(a)


def length_m(geom):
    return GEOD.geometry_length(geom)


def within(tk, center, radius, pred):
    """Features satisfying pred within radius of center; raises on a candidate within ±5 % of the radius,
    or when measuring between points/centroids instead of the real geometries would change the set."""
    t = town(tk)
    out = []
    for f in t.feats:
        if f is center or not pred(f["tags"]):
            continue
        d, dc = gdist(t, center, f), straight(center, f)
        for x in (d, dc):
            if abs(x - radius) <= 0.05 * radius:
                raise Fragile(f"candidate {f['tags'].get('name', f['id'])} at {x:.0f} m of a {radius} m radius")
        if (d <= radius) != (dc <= radius):
            raise Fragile(f"candidate {f['tags'].get('name', f['id'])}: geometry {d:.0f} m vs centroid {dc:.0f} m")
        if d <= radius:
            out.append((d, f))
    return sorted(out, key=lambda x: x[0])


def nearest(tk, center, pred):
    """Nearest feature by real geometry; it must beat the second by 10 % + 5 m and also win by centroids."""
    t = town(tk)
    cands = [f for f in t.feats if f is not center and pred(f["tags"])]
    ds = sorted(((gdist(t, center, f), f) for f in cands), key=lambda x: x[0])
    if len(ds) > 1 and ds[1][0] <= ds[0][0] * 1.10 + 5:
        raise Fragile(f"nearest not clear: {ds[0][0]:.0f} vs {ds[1][0]:.0f}")
    dc = sorted(((straight(center, f), f) for f in cands), key=lambda x: x[0])
    if dc[0][1] is not ds[0][1]:
        raise Fragile("nearest differs by centroid")
    return ds[0]


def street(tk, name, roads_only=False):
    t = town(tk)
    ws = [f for f in t.feats if f["t"] == "w" and "highway" in f["tags"]
          and fold(f["tags"].get("name", "")) == fold(name)]
    if roads_only:
        ws = [f for f in ws if f["tags"]["highway"] not in ("footway", "path", "steps", "cycleway", "bridleway", "track", "corridor", "platform")]
    return ws


def street_length(tk, name):
    """Plain sum; checks it matches the roads-only sum and the halved-oneway sum within 5 %."""
    plain = sum(length_m(f["geom"]) for f in street(tk, name))
    roads = sum(length_m(f["geom"]) for f in street(tk, name, roads_only=True))
    half = sum(length_m(f["geom"]) * (0.5 if f["tags"].get("oneway") in ("yes", "1", "-1", "true") else 1)
               for f in street(tk, name))
    if plain == 0:
        raise Fragile(f"no street {name}")
    for v in (roads, half):
        if abs(v - plain) > 0.05 * plain:
            raise Fragile(f"street {name}: {plain:.0f} vs {v:.0f}")
    return plain


def differ(a, b, pct=0.15):
    if abs(a - b) <= pct * max(a, b):
        raise Fragile(f"too close: {a:.0f} vs {b:.0f}")


# ---------------------------------------------------------------- routing
CAR = {"motorway", "motorway_link", "trunk", "trunk_link", "primary", "primary_link", "secondary",
       "secondary_link", "tertiary", "tertiary_link", "residential", "unclassified", "service",
       "living_street"}
NOT_FOOT = {"motorway", "motorway_link", "trunk", "trunk_link", "proposed", "construction",
            "abandoned", "platform", "raceway"}
BIKE_EXTRA = {"cycleway", "path", "track"}
ONEWAY_YES = ("yes", "true", "1")


def build_graph(tk, mode, variant=0):
    """variant 0 = main router; 1 = stricter/looser variant for the stability check."""
    t = town(tk)
    g = nx.DiGraph()
    for wid, (tags, nodes) in t.ways.items():
        hw = tags.get("highway")
        if not hw or len(nodes) < 2:
            continue
        acc = tags.get("access")
        if mode == "car":
            if hw not in CAR or acc in ("no", "private"):
                continue
            if variant and tags.get("motor_vehicle", tags.get("motorcar")) in ("no", "private"):
                continue
        elif mode == "foot":
            if hw in NOT_FOOT or tags.get("foot") == "no":
                continue
            if variant and acc in ("no", "private") and tags.get("foot") not in ("yes", "designated"):
                continue
        elif mode == "bike":
            ok = (hw in CAR - {"motorway", "motorway_link", "trunk", "trunk_link"}) or hw in BIKE_EXTRA \
                or tags.get("bicycle") in ("yes", "designated")
            if not ok or tags.get("bicycle") == "no":
                continue
            if variant and acc in ("no", "private") and tags.get("bicycle") not in ("yes", "designated"):
                continue
        ow = tags.get("oneway")
        fwd, back = True, True
        if mode in ("car", "bike"):
            implied = variant and (tags.get("junction") == "roundabout" or hw in ("motorway", "motorway_link"))
            if ow in ONEWAY_YES or (implied and ow not in ("no", "-1")):
                back = False
            elif ow == "-1":
                fwd = False
            if mode == "bike" and tags.get("oneway:bicycle") == "no":
                fwd = back = True
            if mode == "bike" and variant == 2:
                fwd = back = True
        for (a, x1, y1), (b, x2, y2) in zip(nodes, nodes[1:]):
            d = GEOD.inv(x1, y1, x2, y2)[2]
            g.add_node(a, x=x1, y=y1)
            g.add_node(b, x=x2, y=y2)
            if fwd:
                g.add_edge(a, b, w=d)
            if back:
                g.add_edge(b, a, w=d)
    return g


@lru_cache(maxsize=None)
def graph(tk, mode, variant=0):
    g = build_graph(tk, mode, variant)
    big = g.subgraph(max(nx.strongly_connected_components(g), key=len)).copy()
    for h in (g, big):
        ids = list(h.nodes)
        h.graph["ids"] = ids
        h.graph["xs"] = np.array([h.nodes[n]["x"] for n in ids])
        h.graph["ys"] = np.array([h.nodes[n]["y"] for n in ids])
    return g, big


def anchor(f):
    c = f["geom"] if f["geom"].geom_type == "Point" else f["geom"].centroid
    return c.x, c.y


def snap(g, xy, limit=80.0):
    xs, ys = g.graph["xs"], g.graph["ys"]
    dd = GEOD.inv(np.full(len(xs), xy[0]), np.full(len(xs), xy[1]), xs, ys)[2]
    i = int(np.argmin(dd))
    best, bd = g.graph["ids"][i], float(dd[i])
    if bd > limit:
        raise Fragile(f"snap {bd:.0f} m > {limit}")
    return best


def route_len(tk, mode, a, b, variant=0, whole=False):
    full, big = graph(tk, mode, variant)
    g = full if whole else big
    s, e = snap(g, anchor(a), limit=1e9 if whole else 80.0), snap(g, anchor(b), limit=1e9 if whole else 80.0)
    try:
        return nx.shortest_path_length(g, s, e, weight="w")
    except nx.NetworkXNoPath:
        return None


def straight(a, b):
    (x1, y1), (x2, y2) = anchor(a), anchor(b)
    return GEOD.inv(x1, y1, x2, y2)[2]


def stable_route(tk, mode, a, b):
    main = route_len(tk, mode, a, b)
    sl = straight(a, b)
    if not (500 <= sl <= 5000):
        raise Fragile(f"straight line {sl:.0f} m outside 500-5000")
    if main is None:
        raise Fragile("no route")
    if main > 2.5 * sl:
        raise Fragile(f"route {main:.0f} > 2.5 x straight {sl:.0f}")
    variants = [route_len(tk, mode, a, b, variant=1), route_len(tk, mode, a, b, whole=True)]
    if mode == "bike":
        variants.append(route_len(tk, mode, a, b, variant=2))
    for v in variants:
        if v is None:
            continue
        if abs(v - main) > 0.03 * main:
            raise Fragile(f"route unstable {main:.0f} vs {v:.0f}")
    return main


def tour(tk, mode, start, others):
    """Best open tour from start over all others (every order); checks margin > 10 %."""
    pts = [start] + others
    d = {}
    for i, p in enumerate(pts):
        for j, q in enumerate(pts):
            if i != j:
                d[i, j] = route_len(tk, mode, p, q)
                # stability of each leg
                vs = [route_len(tk, mode, p, q, variant=1), route_len(tk, mode, p, q, whole=True)]
                if mode == "bike":
                    vs.append(route_len(tk, mode, p, q, variant=2))
                for v in vs:
                    if v is not None and abs(v - d[i, j]) > 0.03 * d[i, j]:
                        raise Fragile(f"leg unstable {d[i, j]:.0f} vs {v:.0f}")
    res = []
    for perm in permutations(range(1, len(pts))):
        order = (0,) + perm
        res.append((sum(d[a, b] for a, b in zip(order, order[1:])), order))
    res.sort()
    if res[1][0] <= res[0][0] * 1.10:
        raise Fragile(f"tour margin small {res[0][0]:.0f} vs {res[1][0]:.0f}")
    return res[0][0], [pts[i] for i in res[0][1]], res


# ---------------------------------------------------------------- opening hours
DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
_TIME = r"(\d{1,2}):(\d{2})"
_RANGE = re.compile(rf"^{_TIME}-{_TIME}$")


def _days(sel):
    out = set()
    for part in sel.split(","):
        if "-" in part:
            a, b = part.split("-")
            i, j = DAYS.index(a), DAYS.index(b)
            k = i
            while True:
                out.add(k)
                if k == j:
                    break
                k = (k + 1) % 7
        else:
            out.add(DAYS.index(part))
    return out


def parse_oh(s):
    """Return {day: [(start_min, end_min)]} with end > 1440 for a spill past midnight; None if outside the subset."""
    s = s.strip()
    if s == "24/7":
        w = {d: [(0, 1440)] for d in range(7)}
        w["rule"] = {d: 0 for d in range(7)}
        return w
    week = {d: [] for d in range(7)}
    week["rule"] = {d: -1 for d in range(7)}
    for ri, rule in enumerate(s.split(";")):
        rule = rule.strip()
        if not rule:
            return None
        m = re.match(r"^((?:(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)(?:,(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)*)\s+(.+)$", rule)
        if m:
            days, body = _days(m.group(1)), m.group(2).strip()
        elif re.match(r"^\d", rule):
            days, body = set(range(7)), rule
        else:
            return None
        if body in ("off", "closed"):
            ranges = []
        else:
            ranges = []
            for r in re.split(r",\s?", body):
                mm = _RANGE.match(r)
                if not mm:
                    return None
                h1, m1, h2, m2 = map(int, mm.groups())
                a, b = h1 * 60 + m1, h2 * 60 + m2
                if h1 > 24 or h2 > 24 or m1 > 59 or m2 > 59:
                    return None
                if b <= a:
                    b += 1440
                ranges.append((a, b))
        for d in days:
            week[d] = list(ranges)
            week["rule"][d] = ri
    return week


def open_at(week, day, minute, strict=False):
    """Is it open on `day` (0=Mo) at `minute`? strict: a day that has its own rule drops the previous day's spill."""
    for a, b in week[day]:
        if a <= minute < min(b, 1440):
            return True
    prev = (day - 1) % 7
    for a, b in week[prev]:
        if b > 1440 and minute < b - 1440:
            # strict reading: a later rule for today removes yesterday's spill
            if strict and week["rule"][day] > week["rule"][prev]:
                continue
            return True
    return False


def near_edge(week, day, minute, margin=15):
    """True if minute is within margin of an opening/closing time on that day (or a spill from yesterday)."""
    edges = []
    for a, b in week[day]:
        edges += [a, b]
    for a, b in week[(day - 1) % 7]:
        if b > 1440:
            edges.append(b - 1440)
    return any(abs(minute - e) < margin for e in edges)


def is_open(tags, day, minute):
    s = tags.get("opening_hours")
    if s is None:
        raise Fragile("no opening_hours")
    week = parse_oh(s)
    if week is None:
        raise Fragile(f"uninterpretable opening_hours {s!r}")
    if near_edge(week, day, minute):
        raise Fragile(f"time within 15 min of an edge for {s!r}")
    a, b = open_at(week, day, minute), open_at(week, day, minute, strict=True)
    if a != b:
        raise Fragile(f"spill readings disagree for {s!r}")
    return a


# ---------------------------------------------------------------- gold items
NOT_IN_DATA = ("!no information | !not tagged | !unknown | !could not | !couldn't | !not in | !no data | "
               "!not available | !not known | !not listed | !not recorded | !not specified | !doesn't say | "
               "!does not say | !don't know | !do not know | !no record | !isn't tagged | !not mapped")
TIME = "!min | !minute | !hour"
YES, NO = "!yes", "!no"


def m(x):
    return f"~{round(x)} m"


def m2(x):
    return f"~{round(x)} m2"


def rt(x):
    return f"~{round(x)} m ±10%"


def nm(f, short=None):
    """A name item: the OSM name, or a shortened form that must be a substring of it."""
    full = f["tags"]["name"]
    s = short or full
    if fold(s) not in fold(full):
        raise Fragile(f"name item {s!r} not in {full!r}")
    return s


def gold(*items):
    return "; ".join(items)


A = lambda k, v: (lambda g: g.get(k) == v)  # noqa: E731
DAYNAME = dict(zip(DAYS, ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]))


def hm(h, mi=0):
    return h * 60 + mi


def when(f, *moments):
    """Open state at every (day, minute) in moments; all readings must agree."""
    states = {is_open(f["tags"], DAYS.index(d), t) for d, t in moments}
    if len(states) != 1:
        raise Fragile(f"moments disagree for {f['tags'].get('name')}")
    return states.pop()


def open_list(tk, center, radius, pred, day, minute):
    cands = within(tk, center, radius, pred)
    if not cands:
        raise Fragile("no candidates")
    names = [f["tags"].get("name") for _, f in cands]
    if None in names or len(set(map(fold, names))) != len(names):
        raise Fragile(f"unnamed or repeated candidates {names}")
    out = [f for _, f in cands if is_open(f["tags"], DAYS.index(day), minute)]
    if not out:
        raise Fragile("nothing open")
    return out, cands


def nearest_all(tk, center, pred):
    """nearest(), also from every other feature that carries the same name (bus stops, buildings ...): all must agree."""
    d, f = nearest(tk, center, pred)
    t = town(tk)
    for other in t.feats:
        if other is not center and fold(other["tags"].get("name", "")) == fold(center["tags"]["name"]):
            if nearest(tk, other, pred)[1] is not f:
                raise Fragile(f"nearest differs from same-named {other['t']}{other['id']}")
    return d, f


def count(tk, center, radius, pred):
    c = within(tk, center, radius, pred)
    return len(c), c


# ---------------------------------------------------------------- attribute
def at_monpti_phone():
    f = place("hd", "Hotel Monpti")
    ph = f["tags"]["phone"]
    assert re.sub(r"\D", "", ph).endswith("604560"), ph
    return gold("!604560 | !604 560 | !60 45 60"), f"phone={ph}"


def at_erloeser_denomination():
    f = place("hd", "Erlöserkirche")
    d = f["tags"]["denomination"]
    assert d == "old_catholic", d
    return gold("!old catholic | !old-catholic | !old_catholic | !altkatholisch"), f"denomination={d}"


def at_bakery_near_heiliggeist():
    c = place("hd", "Heiliggeistkirche")
    d, f = nearest_all("hd", c, A("shop", "bakery"))
    w = f["tags"].get("wheelchair")
    assert w in ("yes", "no"), w
    return gold(nm(f), YES if w == "yes" else NO), f"{f['tags']['name']} at {d:.0f} m, wheelchair={w}"


def at_cafe_near_peterskirche_sunday():
    c = place("hd", "Peterskirche")
    d, f = nearest_all("hd", c, A("amenity", "cafe"))
    week = parse_oh(f["tags"]["opening_hours"])
    (a, _), = week[DAYS.index("Su")]
    assert a == hm(8), a
    return (gold(nm(f), "!8:00 | !08:00 | !8 am | !8am | !8.00 | !8 o'clock"),
            f"{f['tags']['name']} at {d:.0f} m, opening_hours={f['tags']['opening_hours']}")


def at_outback_delivery():
    f = place("bal", "Outback Steakhouse")
    v = f["tags"]["delivery"]
    return gold(YES if v == "yes" else NO), f"delivery={v}"


def at_joes_rental():
    f = place("bal", "Joe's Bike Shop")
    v = f["tags"]["service:bicycle:rental"]
    return gold(YES if v == "yes" else NO), f"service:bicycle:rental={v}"


def at_fairfield_operator():
    f = place("bal", "Fairfield Inn & Suites")
    v = f["tags"]["operator"]
    return gold(v), f"operator={v}"


def at_tochterman_address():
    f = place("bal", "Tochterman's Fishing Tackle")
    hn, st = f["tags"]["addr:housenumber"], f["tags"]["addr:street"]
    assert st == "Eastern Avenue"
    return gold(f"!{hn}", "Eastern Av"), f"addr={hn} {st}"


def at_expo_email():
    f = place("sg", "Marina Bay Sands Expo and Convention Centre")
    v = f["tags"]["email"]
    return gold(f"!{v}"), f"email={v}"


def at_bar_near_skypark_operator():
    c = place("sg", "Sands SkyPark")
    d, f = nearest_all("sg", c, A("amenity", "bar"))
    return gold(nm(f), f["tags"]["operator"]), f"{f['tags']['name']} at {d:.0f} m, operator={f['tags']['operator']}"


def at_celavi_outdoor():
    f = place("sg", "CÉ LA VI")
    v = f["tags"]["outdoor_seating"]
    return gold(YES if v == "yes" else NO), f"outdoor_seating={v}"


def at_dintaifung_wheelchair():
    f = place("sg", "Din Tai Fung")
    assert "wheelchair" not in f["tags"]
    return gold(NOT_IN_DATA), "no wheelchair tag"


# ---------------------------------------------------------------- hours
def ho_lichtblick():
    f = place("hd", "Lichtblick")
    o = when(f, ("Tu", hm(14, 30)))
    return gold(YES if o else NO), f["tags"]["opening_hours"]


def ho_mels_wednesday_evening():
    f = place("hd", "Mel's")
    o = when(f, *[("We", t) for t in range(hm(17), hm(24), 15)])
    return gold(YES if o else NO), f["tags"]["opening_hours"] + " (We 17:00-23:45 by quarter hours)"


def ho_cave54():
    f = place("hd", "Cave 54")
    o = when(f, ("Sa", hm(4)), ("Su", hm(4)))  # "saturday night at 4 am": both readings
    return gold(YES if o else NO), f["tags"]["opening_hours"] + " (Sa 04:00 and Su 04:00)"


def ho_list_karzer_sunday_noon():
    c = place("hd", "Studentenmuseum mit Karzer")
    out, cands = open_list("hd", c, 60, A("amenity", "restaurant"), "Su", hm(12))
    return (gold(*[nm(f) for f in out]),
            "; ".join(f"{f['tags']['name']} {d:.0f} m [{f['tags']['opening_hours']}]" for d, f in cands))


def ho_list_zuckerladen_monday():
    c = place("hd", "Zuckerladen")
    out, cands = open_list("hd", c, 200, A("amenity", "restaurant"), "Mo", hm(16))
    return (gold(*[nm(f) for f in out]),
            "; ".join(f"{f['tags']['name']} {d:.0f} m [{f['tags']['opening_hours']}]" for d, f in cands))


def ho_poupon_sunday():
    f = place("bal", "Patisserie Poupon")
    o = when(f, ("Su", hm(12)))
    return gold(YES if o else NO), f["tags"]["opening_hours"]


def ho_montford_saturday():
    f = place("bal", "Montford Bar")
    o = when(f, ("Sa", hm(23)))
    return gold(YES if o else NO), f["tags"]["opening_hours"]


def ho_dogpark_monday_early():
    f = place("bal", "Canton Dog Park")
    o = when(f, ("Mo", hm(5)))
    return gold(YES if o else NO), f["tags"]["opening_hours"]


def ho_berthas_trap():
    f = place("bal", "Bertha's Mussels")
    assert "opening_hours" not in f["tags"]
    return gold(NOT_IN_DATA), "no opening_hours tag"


def ho_skypark_thursday():
    f = place("sg", "Sands SkyPark")
    o = when(f, ("Th", hm(22, 30)))
    return gold(YES if o else NO), f["tags"]["opening_hours"]


def ho_makansutra_sunday():
    f = place("sg", "Makansutra Gluttons Bay")
    o = when(f, ("Su", hm(16, 30)))
    return gold(YES if o else NO), f["tags"]["opening_hours"]


def ho_shoppes_saturday():
    f = place("sg", "The Shoppes at Marina Bay Sands")
    o = when(f, ("Sa", hm(10)))
    return gold(YES if o else NO), f["tags"]["opening_hours"]


# ---------------------------------------------------------------- arithmetic
def ar_loewenbrunnen_restaurants_hotels():
    c = place("hd", "Löwenbrunnen")
    a, _ = count("hd", c, 150, A("amenity", "restaurant"))
    b, _ = count("hd", c, 150, A("tourism", "hotel"))
    lodging = count("hd", c, 150, lambda g: g.get("tourism") in ("guest_house", "hostel", "motel", "apartment"))[0]
    assert lodging == 0, "other lodging would make 'hotels' ambiguous"
    differ(a, b, 0.10)
    return gold(f"#{a}", f"#{b}", f"#{a - b}"), f"restaurants {a}, hotels {b}"


def ar_jesuiten_peters_area():
    a, b = place("hd", "Jesuitenkirche"), place("hd", "Peterskirche")
    x, y = area_m2(a), area_m2(b)
    differ(x, y)
    return gold(m2(x), m2(y), m2(x - y)), f"{x:.0f} - {y:.0f}"


def ar_two_streets():
    x, y = street_length("hd", "Untere Straße"), street_length("hd", "Heiliggeiststraße")
    return gold(m(x), m(y), m(x + y)), f"{x:.0f} + {y:.0f}"


def ar_crowfly_legs():
    t = town("hd")
    a, b, c = place("hd", "Bunsenstatue"), place("hd", "Louis-Fahrbach-Brunnen"), place("hd", "Kornmarkt-Madonna")
    x, y = gdist(t, a, b), gdist(t, b, c)
    return gold(m(x), m(y), m(x + y)), f"{x:.0f} + {y:.0f}"


def ar_rooms_trap():
    a, b = place("hd", "Hotel am Kornmarkt"), place("hd", "Hotel The Dubliner")
    assert "rooms" in a["tags"] and "rooms" not in b["tags"]
    return gold(NOT_IN_DATA), f"Hotel am Kornmarkt rooms={a['tags']['rooms']}; The Dubliner has no rooms tag"


def ar_riverside_latrobe():
    a, b = place("bal", "Riverside Park"), place("bal", "Latrobe Park")
    x, y = area_m2(a), area_m2(b)
    differ(x, y)
    return gold(m2(x), m2(y), m2(x - y)), f"{x:.0f} - {y:.0f}"


def ar_odonnell_bars_pubs():
    c = place("bal", "O'Donnell Square Park")
    a, _ = count("bal", c, 200, A("amenity", "bar"))
    b, _ = count("bal", c, 200, A("amenity", "pub"))
    return gold(f"#{a}", f"#{b}", f"#{a + b}"), f"bars {a}, pubs {b}"


def ar_highlandtown_worship_schools():
    c = place("bal", "Highlandtown Branch Enoch Pratt Free Library")
    a, _ = count("bal", c, 300, A("amenity", "place_of_worship"))
    b, _ = count("bal", c, 300, A("amenity", "school"))
    differ(a, b, 0.10)
    return gold(f"#{a}", f"#{b}", f"#{a - b}"), f"places of worship {a}, schools {b}"


def ar_fleet_aliceanna():
    x, y = street_length("bal", "Fleet Street"), street_length("bal", "Aliceanna Street")
    differ(x, y)
    assert x > y
    return gold("Fleet", m(x), m(y), m(x - y)), f"{x:.0f} - {y:.0f}"


def ar_asm_pool_area():
    a, b = place("sg", "Art Science Museum"), place("sg", "Infinity Pool")
    x, y = area_m2(a), area_m2(b)
    differ(x, y)
    return gold(m2(x), m2(y), m2(x - y)), f"{x:.0f} - {y:.0f}"


def ar_watches_jewelry():
    c = place("sg", "Rain Oculus")
    a, _ = count("sg", c, 150, A("shop", "watches"))
    b, _ = count("sg", c, 150, A("shop", "jewelry"))
    return gold(f"#{a}", f"#{b}", f"#{a + b}"), f"watches {a}, jewelry {b}"


def ar_skymirror_koufu_spago():
    t = town("sg")
    s, k, p = place("sg", "Sky Mirror"), place("sg", "Koufu"), place("sg", "Spago")
    x, y = gdist(t, s, k), gdist(t, s, p)
    differ(x, y)
    win = p if y < x else k
    return gold(nm(win), m(y), m(x)), f"Koufu {x:.0f}, Spago {y:.0f}"


# ---------------------------------------------------------------- route
def route(tk, mode, a, b, timed=False):
    A_, B_ = place(tk, a), place(tk, b)
    L = stable_route(tk, mode, A_, B_)
    items = [rt(L)] + ([TIME] if timed else [])
    return gold(*items), f"{mode} {L:.0f} m, straight {straight(A_, B_):.0f} m"


def tour_gold(tk, mode, start, others, short=None):
    s = place(tk, start)
    best, order, res = tour(tk, mode, s, [place(tk, o) for o in others])
    short = short or {}
    names = [nm(f, short.get(f["tags"]["name"])) for f in order[1:]]
    return gold(rt(best), *names), (f"{mode} best {best:.0f} m via {' > '.join(f['tags']['name'] for f in order)}; "
                                    f"second {res[1][0]:.0f} m")


QUESTIONS = {
    "attribute": [
        ("whats the phone number for Hotel Monpti?", "one", at_monpti_phone),
        ("Erlöserkirche - which denomination is that church", "one", at_erloeser_denomination),
        ("is the bakery closest to the Heiliggeistkirche wheelchair accessible?", "one", at_bakery_near_heiliggeist),
        ("what time does the cafe nearest to the Peterskirche open on sundays", "one", at_cafe_near_peterskirche_sunday),
        ("does Outback Steakhouse do delivery", "one", at_outback_delivery),
        ("can I rent a bike at Joe's Bike Shop?", "one", at_joes_rental),
        ("who operates the Fairfield Inn & Suites", "one", at_fairfield_operator),
        ("what's the street address of Tochterman's Fishing Tackle?", "one", at_tochterman_address),
        ("email address for the Marina Bay Sands Expo and Convention Centre pls", "one", at_expo_email),
        ("who runs the bar that's nearest to Sands SkyPark?", "one", at_bar_near_skypark_operator),
        ("can you sit outside at CÉ LA VI", "one", at_celavi_outdoor),
        ("is Din Tai Fung wheelchair accessible?", "one", at_dintaifung_wheelchair),
    ],
    "hours": [
        ("is Lichtblick open at half past two on a tuesday afternoon?", "one", ho_lichtblick),
        ("Mel's - are they open on a wednesday evening", "one", ho_mels_wednesday_evening),
        ("is Cave 54 still going at 4 am on saturday night?", "one", ho_cave54),
        ("which restaurants within 60 m of the Studentenmuseum mit Karzer are open at noon on sunday?", "list",
         ho_list_karzer_sunday_noon),
        ("any restaurants within 200 m of Zuckerladen that are open at 4pm on a monday?", "list",
         ho_list_zuckerladen_monday),
        ("is Patisserie Poupon open at noon on sunday", "one", ho_poupon_sunday),
        ("will Montford Bar still be open at 11 on saturday night?", "one", ho_montford_saturday),
        ("can i take the dog to Canton Dog Park at 5 in the morning on a monday", "one", ho_dogpark_monday_early),
        ("is Bertha's Mussels open on monday at 8 pm?", "one", ho_berthas_trap),
        ("is Sands SkyPark still open at 10.30 pm on a thursday", "one", ho_skypark_thursday),
        ("Makansutra Gluttons Bay - open at half past four on a sunday afternoon?", "one", ho_makansutra_sunday),
        ("is The Shoppes at Marina Bay Sands open at 10 on saturday morning?", "one", ho_shoppes_saturday),
    ],
    "arithmetic": [
        ("how many more restaurants than hotels are there within 150 m of the Löwenbrunnen?", "one",
         ar_loewenbrunnen_restaurants_hotels),
        ("how much bigger is the Jesuitenkirche than the Peterskirche, footprint-wise?", "one", ar_jesuiten_peters_area),
        ("what's the combined length of Untere Straße and Heiliggeiststraße", "one", ar_two_streets),
        ("as the crow flies, Bunsenstatue to Louis-Fahrbach-Brunnen and then on to the Kornmarkt-Madonna - how far is each leg "
         "and what's the total?", "one", ar_crowfly_legs),
        ("how many rooms do Hotel am Kornmarkt and Hotel The Dubliner have between them?", "one", ar_rooms_trap),
        ("how much bigger is Riverside Park than Latrobe Park", "one", ar_riverside_latrobe),
        ("within 200 m of O'Donnell Square Park, how many bars and how many pubs are there, and how many is that "
         "altogether?", "one", ar_odonnell_bars_pubs),
        ("how many more places of worship than schools are there within 300 m of the Highlandtown Branch Enoch Pratt "
         "Free Library?", "one", ar_highlandtown_worship_schools),
        ("which is longer, Fleet Street or Aliceanna Street, and by how much?", "one", ar_fleet_aliceanna),
        ("how much bigger is the Art Science Museum than the Infinity Pool", "one", ar_asm_pool_area),
        ("how many watch shops and how many jewellery shops are there within 150 m of Rain Oculus? total too pls",
         "one", ar_watches_jewelry),
        ("which is closer to Sky Mirror, Koufu or Spago? give me both distances", "one", ar_skymirror_koufu_spago),
    ],
    "route": [
        ("what's the driving distance from Hotel am Rathaus to Sporthalle Hölderlin-Gymnasium?", "one",
         lambda: route("hd", "car", "Hotel am Rathaus", "Sporthalle Hölderlin-Gymnasium")),
        ("how long does it take to walk from Hotel Anlage to Lotte - The Backpackers", "one",
         lambda: route("hd", "foot", "Hotel Anlage", "Lotte - The Backpackers", timed=True)),
        ("by bike from Mittermaier-Palais to Hotel Schönberger Hof, how far is it?", "one",
         lambda: route("hd", "bike", "Mittermaier-Palais", "Hotel Schönberger Hof")),
        ("starting at the Peterskirche I want to walk to the Kornmarkt-Madonna, the Marstall and Krankenhaus St. "
         "Vincentius, no need to come back. what's the shortest order and how far is it?", "one",
         lambda: tour_gold("hd", "foot", "Peterskirche", ["Kornmarkt-Madonna", "Marstall",
                                                           "Krankenhaus St. Vincentius"])),
        ("driving distance from Of Love & Regret to Broadway Diner?", "one",
         lambda: route("bal", "car", "Of Love & Regret", "Broadway Diner")),
        ("how long would it take me to cycle from Sip & Bite to Port Discovery Museum", "one",
         lambda: route("bal", "bike", "Sip & Bite", "Port Discovery Museum", timed=True)),
        ("walking distance between Mimi DiPietro Ice Rink and Jewish Museum of Maryland?", "one",
         lambda: route("bal", "foot", "Mimi DiPietro Ice Rink", "Jewish Museum of Maryland")),
        ("how long's the drive from Holy Trinity Russian Orthodox Church to Ostrowskis Polish Sausage?", "one",
         lambda: route("bal", "car", "Holy Trinity Russian Orthodox Church", "Ostrowskis Polish Sausage",
                       timed=True)),
        ("I have to drive from Canton Dog Park to Patterson Bowling Center, Tochterman's Fishing Tackle and the Shot "
         "Tower, any order, ending wherever. which order is shortest and how long is it", "one",
         lambda: tour_gold("bal", "car", "Canton Dog Park",
                           ["Patterson Bowling Center", "Tochterman's Fishing Tackle", "Shot Tower"],
                           short={"Patterson Bowling Center": "Patterson Bowling",
                                  "Tochterman's Fishing Tackle": "Tochterman"})),
        ("how far is it on foot from The Ritz-Carlton to Bread Street Kitchen Singapore", "one",
         lambda: route("sg", "foot", "The Ritz-Carlton", "Bread Street Kitchen Singapore")),
        ("how long to walk from Colony to the Infinity Pool?", "one",
         lambda: route("sg", "foot", "Colony", "Infinity Pool", timed=True)),
        ("walking from Mandarin Oriental to Lavo, how many metres is that?", "one",
         lambda: route("sg", "foot", "Mandarin Oriental", "Lavo")),
    ],
}


# ---------------------------------------------------------------- files
HEADER = [
    "# held-out validation set 2 ({kind}), written 2026-11-28 before it is run, over the osm-fresh extracts",
    "# (Baltimore 2015, Heidelberg 2015, Singapore Bayfront 2019); never tune on it. Golds: gold_val2.py from the raw",
    "# OSM tags and geometries. Map data (c) OpenStreetMap contributors, ODbL 1.0. See README-val2.md.",
    "# question<TAB>gold<TAB>kind (one: every item required; list: any item lenient, all items strict)",
]
_ITEM = re.compile(r"^(#\d+|~\d+ m|~\d+ m ±(10|[1-9])%|~\d+ m2|![^|;]+|[^#~!|;][^|;]*)$")


def check_syntax(g):
    for item in g.split("; "):
        for alt in item.split(" | "):
            if alt != alt.strip() or not _ITEM.match(alt):
                raise Fragile(f"bad gold item {alt!r} in {g!r}")


def compute():
    out = {}
    for kind, qs in QUESTIONS.items():
        rows = []
        for q, k, fn in qs:
            if "\t" in q:
                raise Fragile("tab in question")
            g, info = fn()
            check_syntax(g)
            rows.append((q, g, k, info))
        if len(rows) != 12 or len({r[0] for r in rows}) != 12:
            raise Fragile(f"{kind}: need 12 distinct questions")
        out[kind] = rows
    return out


def tsv_path(kind):
    return Path(__file__).resolve().parent / f"val2-{kind}.tsv"


def render(kind, rows):
    lines = [h.format(kind=kind) for h in HEADER]
    lines += [f"{q}\t{g}\t{k}" for q, g, k, _ in rows]
    return "\n".join(lines) + "\n"


def read_tsv(path):
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        q, g, k = line.split("\t")
        rows.append((q, g, k))
    return rows


def main(argv):
    res = compute()
    if "--write" in argv:
        for kind, rows in res.items():
            tsv_path(kind).write_text(render(kind, rows), encoding="utf-8")
            print(f"wrote {tsv_path(kind).name} ({len(rows)} questions)")
        return 0
    if "--check" in argv:
        bad = 0
        for kind, rows in res.items():
            p = tsv_path(kind)
            have = read_tsv(p) if p.exists() else []
            want = [(q, g, k) for q, g, k, _ in rows]
            if have != want:
                bad += 1
                print(f"DIFF {p.name}")
                for h, w in zip(have + [None] * len(want), want + [None] * len(have)):
                    if h != w:
                        print(f"  file:     {h}\n  computed: {w}")
        print("ok" if not bad else f"{bad} file(s) differ")
        return 1 if bad else 0
    for kind, rows in res.items():
        print(f"== {kind}")
        for q, g, k, info in rows:
            print(f"- {q}\n    gold [{k}]: {g}\n    figures: {info}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
