#!/usr/bin/env python3
"""Golds for val2-aggregate.tsv (held-out validation set 2, aggregate questions).

Recomputed from the raw OSM tags and geometries of the osm-fresh extracts with osmium, shapely and pyproj only.
  --check   recompute and compare with val2-aggregate.tsv (exit 1 on any difference)
  --write   rewrite val2-aggregate.tsv
  (none)    print each question, its gold and the key figures
Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""
import collections
import os
import re
import sys
import unicodedata
from pathlib import Path

import osmium
from pyproj import Geod, Transformer
from shapely import wkb
import shapely
from shapely.ops import nearest_points

HERE = Path(__file__).resolve()
DATA = Path(os.environ.get("GEOREACT_FRESH_DIR") or HERE.parents[3] / "shared/data/osm-fresh")
TSV = HERE.parent / "val2-aggregate.tsv"
TOWNS = {"baltimore": "baltimore-2015.osm.pbf", "heidelberg": "heidelberg-2015.osm.pbf",
         "singapore": "singapore-bayfront-2019.osm.pbf"}
HEADER = [
    "# held-out validation set 2 (aggregate), written 2026-11-28 before it is run; never tune on it",
    "# 12 aggregate questions over the osm-fresh extracts (Heidelberg 5, Baltimore 4, Singapore 3): counts of places",
    "# with a tag within a radius, most common value within a radius, thresholds on street length / park area.",
    "# Golds: gold_val2_aggregate.py (see README-val2.md). Map data (c) OpenStreetMap contributors, ODbL 1.0.",
    "# question\tgold\tkind",
]
GEOD = Geod(ellps="WGS84")
POI_KEYS = ("amenity", "shop", "tourism", "leisure", "historic", "office", "craft")
MARGIN = 0.05


class Fragile(Exception):
    pass


# ---------------------------------------------------------------- loading

class _Handler(osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.fab = osmium.geom.WKBFactory()
        self.feats, self.lines, self.way_areas = [], {}, {}

    def node(self, n):
        if len(n.tags):
            self.feats.append(("n", n.id, dict(n.tags), wkb.loads(self.fab.create_point(n), hex=True)))

    def way(self, w):
        if len(w.tags) and len(w.nodes) >= 2:
            try:
                g = wkb.loads(self.fab.create_linestring(w), hex=True)
            except Exception:
                return
            self.lines[w.id] = (dict(w.tags), g)

    def area(self, a):
        try:
            g = wkb.loads(self.fab.create_multipolygon(a), hex=True)
        except Exception:
            return
        if a.from_way():
            self.way_areas[a.orig_id()] = g
        else:
            self.feats.append(("r", a.orig_id(), dict(a.tags), g))


_CACHE = {}


def load(town):
    """Every tagged node (point), tagged way (line, or its polygon if it is a closed non-highway area),
    every assembled multipolygon relation."""
    if town not in _CACHE:
        h = _Handler()
        h.apply_file(str(DATA / TOWNS[town]), locations=True)
        for wid, (tags, g) in h.lines.items():
            is_line = "highway" in tags and tags.get("area") != "yes"
            if wid in h.way_areas and not is_line:
                h.feats.append(("w", wid, tags, h.way_areas[wid]))
            else:
                h.feats.append(("w", wid, tags, g))
        _CACHE[town] = h.feats
    return _CACHE[town]


def fold(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c)).casefold().strip()


def is_poi(tags):
    return any(k in tags for k in POI_KEYS)


def place(town, name):
    """The one POI whose name equals `name`; no other POI in this or the other extracts carries it."""
    k = fold(name)
    hits = [f for f in load(town) if is_poi(f[2]) and fold(f[2].get("name", "")) == k]
    if len(hits) != 1:
        raise Fragile(f"{name}: {len(hits)} POIs in {town}")
    for other in TOWNS:
        if other != town and any(is_poi(f[2]) and fold(f[2].get("name", "")) == k for f in load(other)):
            raise Fragile(f"{name} also in {other}")
    return hits[0]


# ---------------------------------------------------------------- distance

class Dist:
    """Geodesic distance from a centre geometry: nearest points found in an azimuthal equidistant projection
    centred on it, the distance between them measured on the WGS84 ellipsoid."""

    def __init__(self, geom):
        c = geom.centroid
        aeqd = f"+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84"
        self.fwd = Transformer.from_crs("EPSG:4326", aeqd, always_xy=True)
        self.inv = Transformer.from_crs(aeqd, "EPSG:4326", always_xy=True)
        self.geom, self.pg = geom, self.proj(geom)

    def proj(self, geom):
        return shapely.transform(geom, lambda x, y: self.fwd.transform(x, y), interleaved=False)

    def __call__(self, geom):
        pg = self.proj(geom)
        if pg.intersects(self.pg):
            return 0.0
        a, b = nearest_points(self.pg, pg)
        lon1, lat1 = self.inv.transform(a.x, a.y)
        lon2, lat2 = self.inv.transform(b.x, b.y)
        return GEOD.inv(lon1, lat1, lon2, lat2)[2]

    def centroids(self, geom):
        a, b = self.geom.centroid, geom.centroid
        return GEOD.inv(a.x, a.y, b.x, b.y)[2]


def within(town, centre, pred, radius, centroid_check=True):
    """Features matching pred whose geometry lies within radius of the centre. Raises when one lies within 5 % of
    the radius (real geometries, or centroids) or when the two measures disagree."""
    d = Dist(centre[3])
    out = []
    for f in load(town):
        if f is centre or not pred(f[2]):
            continue
        dr = d(f[3])
        if abs(dr - radius) <= MARGIN * radius:
            raise Fragile(f"{f[2].get('name')} at {dr:.0f} m, radius {radius}")
        if centroid_check:
            dc = d.centroids(f[3])
            if abs(dc - radius) <= MARGIN * radius or (dc < radius) != (dr < radius):
                raise Fragile(f"{f[2].get('name')} centroid {dc:.0f} m vs {dr:.0f} m, radius {radius}")
        if dr < radius:
            out.append(f)
    return out


def length(g):
    return GEOD.geometry_length(g)


def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])


# ---------------------------------------------------------------- tag tests

def has(tags, what):
    if what == "website":
        return any(k in tags for k in ("website", "contact:website", "url"))
    if what == "phone":
        return any(k in tags for k in ("phone", "contact:phone"))
    if what == "opening_hours":
        return "opening_hours" in tags
    if what in ("wheelchair", "outdoor_seating"):
        return tags.get(what) == "yes"
    raise ValueError(what)


def count_with(town, centre_name, amenity, radius, what):
    c = place(town, centre_name)
    fs = within(town, c, lambda t: t.get("amenity") == amenity, radius)
    if what in ("wheelchair", "outdoor_seating"):
        odd = [f[2].get(what) for f in fs if f[2].get(what) not in (None, "yes", "no")]
        if odd:
            raise Fragile(f"{what} values {odd}")
    n = sum(has(f[2], what) for f in fs)
    n_named = sum(has(f[2], what) and "name" in f[2] for f in fs)
    if n != n_named:
        raise Fragile("count changes when unnamed places are dropped")
    names = sorted(f[2].get("name", "?") for f in fs if has(f[2], what))
    return n, f"{n} of {len(fs)} {amenity}s: {names}"


def most_common(values_per_feature):
    cnt = collections.Counter()
    for vals in values_per_feature:
        for v in set(vals):
            cnt[v] += 1
    top = cnt.most_common()
    if not top or (len(top) > 1 and top[0][1] == top[1][1]):
        raise Fragile(f"tie or empty: {top[:3]}")
    return top[0][0], top


def cuisine_winner(town, centre_name, radius):
    c = place(town, centre_name)
    fs = within(town, c, lambda t: t.get("amenity") == "restaurant", radius)
    split = lambda f: [s.strip().lower() for s in re.split("[;,]", f[2]["cuisine"]) if s.strip()]
    tagged = [f for f in fs if f[2].get("cuisine")]
    w1, top = most_common(split(f) for f in tagged)
    w2, _ = most_common(split(f) for f in tagged if "name" in f[2])
    w3, _ = most_common([f[2]["cuisine"].lower()] for f in tagged)
    if not w1 == w2 == w3:
        raise Fragile(f"winner depends on reading: {w1} {w2} {w3}")
    return w1, f"{len(fs)} restaurants, {len(tagged)} with cuisine: {top[:4]}"


def shop_winner(town, centre_name, radius):
    c = place(town, centre_name)
    fs = within(town, c, lambda t: "shop" in t, radius)
    w1, top = most_common([f[2]["shop"]] for f in fs)
    w2, _ = most_common([f[2]["shop"]] for f in fs if "name" in f[2])
    w3, _ = most_common([f[2]["shop"]] for f in fs if f[2]["shop"] not in ("yes", "vacant"))
    if not w1 == w2 == w3:
        raise Fragile(f"winner depends on reading: {w1} {w2} {w3}")
    return w1, f"{len(fs)} shops: {top[:4]}"


NOT_STREET = {"proposed", "construction", "abandoned", "platform", "raceway", "bus_stop", "elevator", "razed",
              "disused", "corridor"}
PATHS = {"footway", "path", "steps", "cycleway", "track", "bridleway"}


def streets_longer(town, centre_name, radius, threshold):
    """Named highway ways sharing a name = one street; its length = sum of its ways' geodesic lengths; its
    distance = distance to its nearest way."""
    c = place(town, centre_name)
    d = Dist(c[3])
    streets = collections.defaultdict(list)
    for f in load(town):
        t = f[2]
        if f[0] == "w" and "name" in t and "highway" in t and t["highway"] not in NOT_STREET \
                and f[3].geom_type == "LineString":
            streets[t["name"]].append(f)
    long_ = []
    n_in = 0
    for name, ways in streets.items():
        dist = min(d(w[3]) for w in ways)
        if abs(dist - radius) <= MARGIN * radius:
            raise Fragile(f"{name} at {dist:.0f} m")
        if dist >= radius:
            continue
        n_in += 1
        full = sum(length(w[3]) for w in ways)
        no_paths = sum(length(w[3]) for w in ways if w[2]["highway"] not in PATHS)
        for L in (full, no_paths):
            if abs(L - threshold) <= MARGIN * threshold:
                raise Fragile(f"{name} length {L:.0f} m near {threshold}")
        if (full > threshold) != (no_paths > threshold):
            raise Fragile(f"{name}: paths decide the threshold")
        if full > threshold:
            long_.append((name, round(full)))
    return long_, f"{len(long_)} of {n_in} streets: {sorted(long_)}"


def parks_bigger(town, centre_name, radius, min_m2):
    c = place(town, centre_name)
    cand = [f for f in load(town) if f[2].get("leisure") == "park" and f[3].geom_type in ("Polygon", "MultiPolygon")]
    d = Dist(c[3])
    out = []
    for f in cand:
        a, dr = area(f[3]), d(f[3])
        if abs(dr - radius) <= MARGIN * radius:
            raise Fragile(f"{f[2].get('name')} at {dr:.0f} m")
        if dr < radius and abs(a - min_m2) <= MARGIN * min_m2:
            raise Fragile(f"{f[2].get('name')} area {a:.0f} m2")
        if dr < radius and a > min_m2:
            dc = d.centroids(f[3])
            if dc >= radius * (1 - MARGIN):
                raise Fragile(f"{f[2].get('name')}: centroid at {dc:.0f} m")
            if "name" not in f[2]:
                raise Fragile("an unnamed park qualifies")
            out.append((f[2]["name"], round(a), round(dr)))
    return out, f"parks > {min_m2} m2 within {radius} m: {sorted(out)}"


# ---------------------------------------------------------------- the questions

def q01():
    n, info = count_with("heidelberg", "Providenzkirche", "cafe", 150, "website")
    return ("how many cafes within 150 m of the Providenzkirche have a website?", f"#{n}", "one", info)


def q02():
    n, info = count_with("heidelberg", "Hotel Perkeo", "restaurant", 250, "opening_hours")
    return ("Of the restaurants within 250 m of Hotel Perkeo, how many list their opening hours?", f"#{n}", "one", info)


def q03():
    n, info = count_with("heidelberg", "Zimmertheater", "bar", 250, "phone")
    return ("number of bars within 250m of the Zimmertheater that have a phone number on file", f"#{n}", "one", info)


def q04():
    w, info = cuisine_winner("heidelberg", "Löwenbrunnen", 500)
    return ("what's the most common cuisine among restaurants within 500 m of the Löwenbrunnen?", w, "one", info)


def q05():
    s, info = streets_longer("heidelberg", "Zimmertheater", 250, 400)
    return ("how many streets within 250 m of the Zimmertheater are longer than 400 m?", f"#{len(s)}", "one", info)


def q06():
    n, info = count_with("baltimore", "Fells Point Branch Enoch Pratt Free Library", "restaurant", 150, "website")
    return ("How many restaurants within 150 m of the Fells Point Branch Enoch Pratt Free Library have a website?",
            f"#{n}", "one", info)


SHOP_WORDS = {"hairdresser": "hair | barber", "watches": "watch", "books": "book", "clothes": "cloth"}


def q07():
    w, info = shop_winner("baltimore", "Admiral Fell Inn", 250)
    return ("what kind of shop is most common around the Admiral Fell Inn, within 250 m?", SHOP_WORDS.get(w, w),
            "one", info)


def q08():
    p, info = parks_bigger("baltimore", "Captain O'Donnell Statue", 500, 20000)
    gold = "; ".join(sorted(n for n, _, _ in p))
    return ("which parks within 500 m of the Captain O'Donnell Statue are bigger than 2 hectares?", gold, "list", info)


def q09():
    p, info = parks_bigger("baltimore", "American Visionary Art Museum", 750, 10000)
    gold = "; ".join(sorted(n for n, _, _ in p))
    return ("Parks bigger than a hectare within 750 m of the American Visionary Art Museum?", gold, "list", info)


def q10():
    w, info = shop_winner("singapore", "Rain Oculus", 150)
    return ("what type of shop is the most common within 150 m of the Rain Oculus", SHOP_WORDS.get(w, w), "one", info)


def q11():
    n, info = count_with("singapore", "Marina Bay Sands Expo and Convention Centre", "restaurant", 300, "wheelchair")
    return ("How many restaurants within 300 m of the Marina Bay Sands Expo and Convention Centre are wheelchair "
            "accessible?", f"#{n}", "one", info)


def q12():
    n, info = count_with("singapore", "Sands SkyPark", "cafe", 400, "outdoor_seating")
    if n != 0:
        raise Fragile("the trap question expects none")
    gold = "#0 | !none | !zero | !no cafe | !not tagged | !no information | !not in the data"
    return ("any cafes within 400 m of Sands SkyPark with outdoor seating? how many?", gold, "one", info)


QUESTIONS = [q01, q02, q03, q04, q05, q06, q07, q08, q09, q10, q11, q12]

ITEM = re.compile(r"^(#\d+|![^|;]+|[^#!|;][^|;]*)$")


def check_syntax(gold):
    for item in gold.split("; "):
        for alt in item.split(" | "):
            if not ITEM.match(alt) or alt != alt.strip():
                raise Fragile(f"bad gold item {alt!r}")
            if alt.startswith("!") and len(alt) > 1 and alt[1] == " ":
                raise Fragile(f"bad phrase {alt!r}")


def rows():
    out = []
    for q in QUESTIONS:
        question, gold, kind, info = q()
        check_syntax(gold)
        assert kind in ("one", "list") and "\t" not in question + gold
        out.append((question, gold, kind, info))
    return out


def main():
    arg = sys.argv[1] if len(sys.argv) > 1 else ""
    try:
        rs = rows()
    except Fragile as e:
        print("FRAGILE:", e)
        return 1
    lines = ["\t".join(r[:3]) for r in rs]
    if arg == "--write":
        TSV.write_text("\n".join(HEADER + lines) + "\n", encoding="utf-8")
        print(f"wrote {len(lines)} questions to {TSV}")
        return 0
    if arg == "--check":
        have = [l for l in TSV.read_text(encoding="utf-8").splitlines() if l.strip() and not l.startswith("#")]
        bad = 0
        for i, (a, b) in enumerate(zip(have, lines), 1):
            if a != b:
                bad += 1
                print(f"line {i} differs:\n  tsv:  {a}\n  gold: {b}")
        if len(have) != len(lines):
            bad += 1
            print(f"{len(have)} questions in the tsv, {len(lines)} computed")
        print("ok" if not bad else f"{bad} differences")
        return 1 if bad else 0
    for (question, gold, kind, info) in rs:
        print(f"{question}\n  gold: {gold} ({kind})\n  {info}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
