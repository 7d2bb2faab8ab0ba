#!/usr/bin/env python3
"""Golds of the held-out validation set 3 ("beyond", written 2026-11-28 before it is run).

Recomputes every gold of val3-attribute.tsv, val3-hours.tsv, val3-arithmetic.tsv, val3-route.tsv and
val3-aggregate.tsv from the raw OSM extracts in shared/data/osm-fresh (or $GEOREACT_FRESH_DIR), with
osmium (pyosmium), shapely, pyproj and networkx only. Never tune on this set.

    gold_val3.py            print every question, its gold and the figures behind it
    gold_val3.py --check    compare with the TSVs, exit 1 on any difference
    gold_val3.py --write    rewrite the TSVs

Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""
import functools
import itertools
import os
import re
import sys
import unicodedata
from pathlib import Path

import networkx as nx
import osmium
from pyproj import Geod, Transformer
import shapely
from shapely import wkb
from shapely.geometry import LineString, MultiLineString, Point
from shapely.ops import nearest_points

HERE = Path(__file__).resolve().parent
DATA = Path(os.environ.get('GEOREACT_FRESH_DIR') or Path(__file__).resolve().parents[3] / 'shared/data/osm-fresh')
FILES = {'Baltimore': 'baltimore-2015.osm.pbf', 'Heidelberg': 'heidelberg-2015.osm.pbf',
         'Singapore': 'singapore-bayfront-2019.osm.pbf'}
POI_KEYS = ('amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft')
GEOD = Geod(ellps='WGS84')
HEADER = ('# held-out validation set 3 ({kind}), written 2026-11-28 before it is run, over the osm-fresh extracts;'
          ' never tune on it\n# golds: gold_val3.py (recomputed from the .pbf files; --check compares)\n'
          '# Map data (c) OpenStreetMap contributors, ODbL 1.0\n# question<TAB>gold<TAB>kind\n')
NOT_IN_DATA = ('!not in the data | !no information | !not tagged | !unknown | !does not say | '
               '!could not find | !not recorded')


class GoldError(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise GoldError(msg)


@functools.lru_cache(maxsize=None)
def fold(s):
    s = unicodedata.normalize('NFKD', s)
    return ''.join(c for c in s if not unicodedata.combining(c)).casefold().strip()


# ----------------------------------------------------------------------------------------------- loading

class Feature:
    __slots__ = ('typ', 'id', 'tags', 'geom', 'town')

    def __init__(self, typ, oid, tags, geom, town):
        self.typ, self.id, self.tags, self.geom, self.town = typ, oid, tags, geom, town

    @property
    def name(self):
        return self.tags.get('name')

    def is_poi(self):
        return any(k in self.tags for k in POI_KEYS)

    def __repr__(self):
        return f'{self.typ}{self.id}:{self.name}'


class Town:
    """Features of one extract: every tagged node (point); every tagged way (a line, or the polygon osmium's area
    handler makes of a closed way; a closed highway way stays a line unless area=yes); every multipolygon relation
    osmium can assemble. Also all ways with their node ids and coordinates, for routing."""

    def __init__(self, name):
        self.name = name
        fab = osmium.geom.WKBFactory()
        feats, ways, area_ways = [], [], set()
        for o in osmium.FileProcessor(str(DATA / FILES[name])).with_locations().with_areas():
            if o.is_node():
                if len(o.tags):
                    feats.append(Feature('n', o.id, dict(o.tags), Point(o.location.lon, o.location.lat), name))
            elif o.is_way():
                try:
                    coords = [(n.lon, n.lat) for n in o.nodes]
                except osmium.InvalidLocationError:
                    continue
                ways.append((o.id, dict(o.tags), [n.ref for n in o.nodes], coords))
            elif o.is_area():
                tags = dict(o.tags)
                if o.from_way() and 'highway' in tags and tags.get('area') != 'yes':
                    continue
                try:
                    g = wkb.loads(fab.create_multipolygon(o), hex=True)
                except Exception:  # incomplete relation: no geometry, not used
                    continue
                if o.from_way():
                    area_ways.add(o.orig_id())
                feats.append(Feature('w' if o.from_way() else 'r', o.orig_id(), tags, g, name))
        for wid, tags, refs, coords in ways:
            if tags and wid not in area_ways and len(coords) > 1:
                feats.append(Feature('w', wid, tags, LineString(coords), name))
        self.features = feats
        self.ways = ways
        self._graphs = {}


TOWNS = {}


def town(name):
    if name not in TOWNS:
        TOWNS[name] = Town(name)
    return TOWNS[name]


def all_towns():
    return [town(t) for t in FILES]


# ------------------------------------------------------------------------------------------------ places

def place(tname, name):
    """The one POI of the extract whose name equals `name` (case/accent folded); no other POI in any of the three
    extracts may carry the name."""
    hits = [(t.name, f) for t in all_towns() for f in t.features if f.is_poi() and f.name and fold(f.name) == fold(name)]
    need(len(hits) == 1, f'{name!r}: {len(hits)} POIs carry the name {hits}')
    need(hits[0][0] == tname, f'{name!r} is in {hits[0][0]}, not {tname}')
    return hits[0][1]


def namesakes(f):
    """Every feature of f's extract (POI or not: bus stops, platforms, buildings) carrying f's name, f included."""
    t = town(f.town)
    if not hasattr(t, 'by_name'):
        t.by_name = {}
        for g in t.features:
            if g.name:
                t.by_name.setdefault(fold(g.name), []).append(g)
    return t.by_name[fold(f.name)]


@functools.lru_cache(maxsize=None)
def _aeqd(x, y):
    fwd = Transformer.from_crs('EPSG:4326', f'+proj=aeqd +lat_0={y} +lon_0={x} +datum=WGS84 +units=m',
                               always_xy=True)
    return fwd, Transformer.from_crs(fwd.target_crs, 'EPSG:4326', always_xy=True)


def aeqd(geom):
    c = geom.centroid
    return _aeqd(round(c.x, 7), round(c.y, 7))


def project(tr, geom):
    def fn(arr):
        x, y = tr.transform(arr[:, 0], arr[:, 1])
        out = arr.copy()
        out[:, 0], out[:, 1] = x, y
        return out
    return shapely.transform(geom, fn)


def dist(a, b):
    """Geodesic distance (m) between the nearest points of two geometries (0 when they touch or overlap)."""
    fwd, back = aeqd(a)
    pa, pb = project(fwd, a), project(fwd, b)
    if pa.intersects(pb):
        return 0.0
    qa, qb = nearest_points(pa, pb)
    (x1, y1), (x2, y2) = back.transform(qa.x, qa.y), back.transform(qb.x, qb.y)
    return GEOD.inv(x1, y1, x2, y2)[2]


def cdist(a, b):
    """Geodesic distance between the centroids (points stay points)."""
    ca, cb = a.centroid, b.centroid
    return GEOD.inv(ca.x, ca.y, cb.x, cb.y)[2]


def area(geom):
    need(geom.geom_type in ('Polygon', 'MultiPolygon'), f'not a polygon: {geom.geom_type}')
    return abs(GEOD.geometry_area_perimeter(geom)[0])


def length(geom):
    return GEOD.geometry_length(geom)


def features(tname, pred):
    return [f for f in town(tname).features if pred(f)]


def tag_is(key, *values):
    return lambda f: f.tags.get(key) in values


def within(tname, centre, radius, pred, margin=0.05):
    """Features matching pred whose nearest point lies within radius m of the centre's geometry. Robust: no
    candidate within `margin` of the radius by real geometry or by centroid, both measures give one set, and so
    does measuring from every other feature that carries the centre's name."""
    out = []
    for f in features(tname, pred):
        if f is centre:
            continue
        d, dc = dist(centre.geom, f.geom), cdist(centre.geom, f.geom)
        need(abs(d - radius) > margin * radius, f'{f} at {d:.0f} m is on the edge of {radius} m from {centre}')
        need(abs(dc - radius) > margin * radius, f'{f} at {dc:.0f} m (centroid) is on the edge of {radius} m')
        need((d <= radius) == (dc <= radius), f'{f}: geometry and centroid disagree about {radius} m')
        for alt in namesakes(centre):
            if alt is centre:
                continue
            da = dist(alt.geom, f.geom)
            need(abs(da - radius) > margin * radius and (da <= radius) == (d <= radius),
                 f'{f}: in/out changes when measured from namesake {alt} ({da:.0f} m)')
        if d <= radius:
            out.append(f)
    return out


def nearest(tname, centre, pred, margin=0.10):
    """The feature matching pred nearest to centre; it must beat the second by 10 % + 5 m, win by centroid, and win
    when measured from every other feature carrying the centre's name."""
    cands = sorted(((dist(centre.geom, f.geom), f) for f in features(tname, pred) if f is not centre),
                   key=lambda x: x[0])
    need(len(cands) >= 2, 'fewer than two candidates')
    (d1, f1), (d2, f2) = cands[0], cands[1]
    need(d2 > d1 * (1 + margin) + 5, f'nearest not clear: {f1} {d1:.0f} m vs {f2} {d2:.0f} m')
    byc = min(((cdist(centre.geom, f.geom), f) for _, f in cands), key=lambda x: x[0])[1]
    need(byc is f1, f'nearest by centroid is {byc}, by geometry {f1}')
    for alt in namesakes(centre):
        other = min(((dist(alt.geom, f.geom), f) for _, f in cands), key=lambda x: x[0])[1]
        need(other is f1, f'nearest to namesake {alt} is {other}')
    return f1, d1


# ------------------------------------------------------------------------------------------------ streets

NON_WAYS = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
            'services', 'razed', 'disused'}
MINOR = {'footway', 'path', 'steps', 'cycleway', 'track', 'corridor'}


def street_ways(tname, name, minor=True):
    t = town(tname)
    if not hasattr(t, 'street_index'):
        t.street_index = {}
        for wid, tags, refs, coords in t.ways:
            hw = tags.get('highway')
            if hw and hw not in NON_WAYS and tags.get('name') and len(coords) > 1:
                t.street_index.setdefault(fold(tags['name']), []).append((tags, LineString(coords)))
    return [(tags, g) for tags, g in t.street_index.get(fold(name), []) if minor or tags['highway'] not in MINOR]


def street_lengths(tname, name):
    """(full, without minor ways, with one-way ways halved): summed geodesic lengths of the named highway ways.
    Minor = footway/path/steps/cycleway/track/corridor; halving one-way ways is the reading in which a one-way
    pair is a dual carriageway counted twice."""
    ways = street_ways(tname, name)
    need(ways, f'no street {name!r}')
    full = sum(length(g) for _, g in ways)
    major = sum(length(g) for t, g in ways if t['highway'] not in MINOR)
    halved = sum(length(g) * (0.5 if t.get('oneway') in ('yes', '1', 'true', '-1') else 1) for t, g in ways)
    return full, major, halved


def streets_longer(tname, centre, radius, threshold):
    """Named streets (all highway ways sharing a name) longer than threshold m whose nearest way lies within radius
    m of the centre. Robust: for every street, the three readings of street_lengths() give one verdict, none
    within 5 % of the threshold; a long street is not within 5 % of the radius."""
    out = []
    for name in streets(tname):
        ways = street_ways(tname, name)
        geom = MultiLineString([g for _, g in ways])
        d = dist(centre.geom, geom)
        if d > radius * 1.5:
            continue
        lens = street_lengths(tname, name)
        long_ = {L > threshold for L in lens}
        if d <= radius * 1.05:
            need(len(long_) == 1, f'{name}: length verdict unstable {lens}')
            need(all(abs(L - threshold) > 0.05 * threshold for L in lens), f'{name}: {lens} near {threshold}')
        if True in long_:
            need(abs(d - radius) > 0.05 * radius, f'{name} at {d:.0f} m is on the edge of {radius} m')
            if d <= radius:
                out.append((name, lens[0], d))
    return out


def streets(tname):
    street_ways(tname, '')  # builds the index
    return sorted(ways[0][0]['name'] for ways in town(tname).street_index.values())


# ------------------------------------------------------------------------------------------- opening hours

DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
RE_RANGE = re.compile(r'^(\d{1,2}):(\d\d)-(\d{1,2}):(\d\d)$')


def parse_days(sel):
    out = set()
    for part in sel.split(','):
        if '-' in part:
            a, b = part.split('-')
            need(a in DAYS and b in DAYS, f'day range {part!r}')
            i, j = DAYS.index(a), DAYS.index(b)
            k = i
            while True:
                out.add(DAYS[k])
                if k == j:
                    break
                k = (k + 1) % 7
        else:
            need(part in DAYS, f'day {part!r}')
            out.add(part)
    return out


def parse_hours(oh):
    """The interpretable subset: rules split at ';' (spaces around it allowed), each '[days ]spec' where days is
    Mo-Fr / Tu,Th / Su-Th (no spaces) and spec is off/closed or HH:MM-HH:MM ranges joined by ',' (no spaces);
    no selector = every day; '24/7'. A later rule replaces earlier ones for its days; days no rule names are
    closed. Returns {day: [(start_min, end_min)]} with end <= start meaning "past midnight"."""
    oh = oh.strip()
    if oh == '24/7':
        return {d: [(0, 24 * 60)] for d in DAYS}
    week = {d: [] for d in DAYS}
    for rule in [r.strip() for r in oh.split(';') if r.strip()]:
        parts = rule.split(' ')
        need(len(parts) in (1, 2), f'rule {rule!r}')
        days = parse_days(parts[0]) if len(parts) == 2 else set(DAYS)
        spec = parts[-1]
        if spec in ('off', 'closed'):
            ivs = []
        else:
            ivs = []
            for r in spec.split(','):
                m = RE_RANGE.match(r)
                need(m, f'time range {r!r} in {oh!r}')
                h1, m1, h2, m2 = map(int, m.groups())
                need(h1 < 24 and m1 < 60 and h2 <= 24 and m2 < 60, f'time {r!r}')
                ivs.append((h1 * 60 + m1, h2 * 60 + m2))
        for d in days:
            week[d] = list(ivs)
    return week


def is_open(week, day, minute, strict=False):
    """Open at `minute` (0..1439) of `day`? An interval whose end is at or before its start runs past midnight into
    the next day. strict=True is the reading in which a rule for the next day removes that spill (taken here as:
    the spill is dropped whenever the next day has opening intervals of its own)."""
    i = DAYS.index(day)
    for s, e in week[day]:
        if e <= s:
            if minute >= s:
                return True
        elif s <= minute < e:
            return True
    prev = DAYS[(i - 1) % 7]
    for s, e in week[prev]:
        if e <= s and minute < e:
            if strict and week[day]:
                continue
            return True
    return False


def open_at(oh, moments):
    """One verdict for all (day, minute) moments, stable 15 minutes either side and under both spill readings."""
    week = parse_hours(oh)
    verdicts = set()
    for day, minute in moments:
        for delta in range(-15, 16, 5):
            m = minute + delta
            d = day
            if m < 0:
                d, m = DAYS[(DAYS.index(day) - 1) % 7], m + 1440
            elif m >= 1440:
                d, m = DAYS[(DAYS.index(day) + 1) % 7], m - 1440
            verdicts.add(is_open(week, d, m))
            verdicts.add(is_open(week, d, m, strict=True))
    need(len(verdicts) == 1, f'{oh!r}: no single verdict at {moments}')
    return verdicts.pop()


# ----------------------------------------------------------------------------------------------- routing

CAR = {'motorway', 'motorway_link', 'trunk', 'trunk_link', 'primary', 'primary_link', 'secondary', 'secondary_link',
       'tertiary', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
BIKE = (CAR - {'motorway', 'motorway_link', 'trunk', 'trunk_link'}) | {'cycleway', 'path', 'track'}
FOOT_NO = {'motorway', 'motorway_link', 'trunk', 'trunk_link'} | NON_WAYS | {'bus_guideway', 'escape'}
YES = ('yes', 'true', '1')


def usable(mode, tags, variant=False):
    hw = tags.get('highway')
    if not hw:
        return False
    acc = tags.get('access')
    if mode == 'car':
        if hw not in CAR or acc in ('no', 'private'):
            return False
        if variant and (tags.get('motor_vehicle') in ('no', 'private') or tags.get('motorcar') in ('no', 'private')):
            return False
        return True
    if mode == 'bike':
        if tags.get('bicycle') == 'no':
            return False
        if variant and acc in ('no', 'private') and tags.get('bicycle') not in ('yes', 'designated'):
            return False
        return hw in BIKE or tags.get('bicycle') in ('yes', 'designated')
    if mode == 'foot':
        if hw in FOOT_NO or tags.get('foot') == 'no':
            return False
        if variant and acc in ('no', 'private') and tags.get('foot') not in ('yes', 'designated', 'permissive'):
            return False
        return True
    raise ValueError(mode)


def direction(mode, tags, variant=False):
    """+1 forward only, -1 backward only, 0 both ways."""
    if mode == 'foot':
        return 0
    ow = tags.get('oneway')
    if mode == 'bike':
        if variant == 'ignore':
            return 0
        if tags.get('oneway:bicycle') == 'no' or str(tags.get('cycleway', '')).startswith('opposite'):
            return 0
    d = 1 if ow in YES else -1 if ow == '-1' else 0
    if d == 0 and variant is True and ow != 'no' and (tags.get('junction') == 'roundabout' or
                                                       tags.get('highway') in ('motorway', 'motorway_link')):
        d = 1
    return d


def graph(tname, mode, variant=False):
    key = (mode, variant)
    t = town(tname)
    if key not in t._graphs:
        g = nx.DiGraph()
        pos = {}
        for wid, tags, refs, coords in t.ways:
            if not usable(mode, tags, variant is True):
                continue
            d = direction(mode, tags, variant)
            for (r1, c1), (r2, c2) in zip(zip(refs, coords), zip(refs[1:], coords[1:])):
                if r1 == r2:
                    continue
                w = GEOD.inv(c1[0], c1[1], c2[0], c2[1])[2]
                pos[r1], pos[r2] = c1, c2
                for a, b, ok in ((r1, r2, d >= 0), (r2, r1, d <= 0)):
                    if ok and (not g.has_edge(a, b) or g[a][b]['w'] > w):
                        g.add_edge(a, b, w=w)
        big = max(nx.strongly_connected_components(g), key=len)
        t._graphs[key] = (g, pos, big)
    return t._graphs[key]


def snap(tname, mode, geom, variant=False, whole=False):
    """The nearest node (geodesic) to the place's point, or to its polygon's centroid, among the nodes of the
    largest strongly connected piece of the mode's graph (whole=True: of the whole graph); must be within 100 m."""
    g, pos, big = graph(tname, mode, variant)
    c = geom.centroid
    nodes = g.nodes if whole else big
    best = min(nodes, key=lambda n: GEOD.inv(c.x, c.y, pos[n][0], pos[n][1])[2])
    d = GEOD.inv(c.x, c.y, pos[best][0], pos[best][1])[2]
    need(d <= 100, f'nearest {mode} node is {d:.0f} m away')
    return best


def route_len(tname, mode, a, b, variant=False, whole=False):
    g, pos, big = graph(tname, mode, variant)
    s, t = snap(tname, mode, a.geom, variant, whole), snap(tname, mode, b.geom, variant, whole)
    try:
        return nx.shortest_path_length(g, s, t, weight='w')
    except nx.NetworkXNoPath:
        raise GoldError(f'{a}-{b}: no {mode} path (variant {variant}, whole graph {whole})')


def variants(mode):
    return {'car': [True], 'bike': [True, 'ignore'], 'foot': [True]}[mode]


def route(tname, mode, a, b, min_straight=300):
    """Shortest path length; robust: straight line 300 m - 5 km, path <= 2.5x the straight line, and the length moves
    at most 3 % under every variant (car: implied oneways on roundabouts/motorways, motor_vehicle/motorcar no or
    private excluded; bike: access respected + implied oneways, all oneways ignored; foot: access=no/private
    excluded unless foot allows; all: snapping to the nearest node of the whole graph; starting or ending at any
    other feature that carries the same name, e.g. a bus stop or a building)."""
    L = route_len(tname, mode, a, b)
    sl = cdist(a.geom, b.geom)
    need(min_straight <= sl <= 5000, f'{a}-{b}: straight line {sl:.0f} m')
    need(L <= 2.5 * sl, f'{a}-{b}: route {L:.0f} m vs straight {sl:.0f} m')
    alts = [route_len(tname, mode, a, b, v) for v in variants(mode)] + [route_len(tname, mode, a, b, whole=True)]
    alts += [route_len(tname, mode, x, y) for x in namesakes(a) for y in namesakes(b) if (x, y) != (a, b)]
    for x in alts:
        need(abs(x - L) <= 0.03 * L, f'{a}-{b} {mode}: {L:.0f} m unstable ({x:.0f} m)')
    return L


def tour(tname, mode, stops, roundtrip):
    """Best order over every permutation of stops[1:], starting at stops[0]; open (no return) or round trip. Every
    leg stable as in route() (straight line at least 100 m); the best must beat the second best (other than its own reverse on a round trip) by
    more than 10 %."""
    legs = {}
    for a, b in itertools.permutations(stops, 2):
        legs[a, b] = route(tname, mode, a, b, min_straight=100)
    res = []
    for perm in itertools.permutations(stops[1:]):
        seq = [stops[0], *perm] + ([stops[0]] if roundtrip else [])
        res.append((sum(legs[x, y] for x, y in zip(seq, seq[1:])), perm))
    res.sort(key=lambda x: x[0])
    best, perm = res[0]
    others = [L for L, p in res[1:] if not (roundtrip and p == tuple(reversed(perm)))]
    need(others[0] > best * 1.10, f'tour not clear: {best:.0f} vs {others[0]:.0f}')
    return best, perm, others[0]


# ----------------------------------------------------------------------------------------------- formats

def m(x):
    """~N m (N rounded to whole metres)."""
    return f'~{round(x)} m'


def rm(x):
    return f'~{round(x)} m ±10%'


def m2(x):
    return f'~{round(x)} m2'


def cnt(n):
    return f'#{n}'


def apart(a, b, rel=0.15):
    need(abs(a - b) > rel * max(a, b), f'{a:.1f} and {b:.1f} are too close')


TIME_WORDS = '!min | !minute | !hour'


# --------------------------------------------------------------------------------------------- tag helpers

def has_website(f):
    return any(k in f.tags for k in ('website', 'contact:website', 'url'))


def phone_of(f):
    return f.tags.get('phone') or f.tags.get('contact:phone')


WIFI_YES = ('yes', 'wlan', 'wifi', 'free', 'public')


def has_wifi(f):
    return f.tags.get('internet_access') in WIFI_YES


def values(f, key, split=True):
    v = f.tags.get(key, '')
    parts = re.split(r'[;,]', v) if split else [v]
    return {p.strip().lower() for p in parts if p.strip()}


def most_common(items_per_feature):
    """items_per_feature: list of (feature, set of values). Returns (winner, count, runner-up count)."""
    counts = {}
    for f, vals in items_per_feature:
        for v in vals:
            counts[v] = counts.get(v, 0) + 1
    ranked = sorted(counts.items(), key=lambda kv: -kv[1])
    need(ranked, 'nothing to count')
    second = ranked[1][1] if len(ranked) > 1 else 0
    need(ranked[0][1] > second, f'tie for the most common: {ranked[:3]}')
    return ranked[0][0], ranked[0][1], second


def stable_most_common(feats, vals_fn, variants_fns):
    win = most_common([(f, vals_fn(f)) for f in feats])[0]
    for fn in variants_fns:
        other = most_common([(f, fn(f)) for f in feats if fn(f) is not None])[0]
        need(other == win, f'most common changes: {win} vs {other}')
    return win


def nearest_centre(tname, centre_name, pred):
    return nearest(tname, place(tname, centre_name), pred)


def moments(day, start, end=None, step=15):
    """(day, minute) list: one moment, or every `step` minutes from start to end (inclusive), 'HH:MM' strings."""
    def mins(s):
        h, mm = s.split(':')
        return int(h) * 60 + int(mm)
    if end is None:
        return [(day, mins(start))]
    return [(day, x) for x in range(mins(start), mins(end) + 1, step)]


def yes_no(b):
    return '!yes' if b else '!no'


# ---------------------------------------------------------------------------------------------- questions

QUESTIONS = {k: [] for k in ('attribute', 'hours', 'arithmetic', 'route', 'aggregate')}


def q(kind, tname):
    def deco(fn):
        QUESTIONS[kind].append((tname, fn))
        return fn
    return deco


H, B, S = 'Heidelberg', 'Baltimore', 'Singapore'

# ---- attribute ------------------------------------------------------------------------------------------


@q('attribute', H)
def _():
    f = place(H, 'Brauhaus Vetter')
    ph = phone_of(f)
    need(ph, 'no phone')
    return 'whats the phone number for brauhaus vetter', f'!{ph}', 'one', ph


@q('attribute', H)
def _():
    f = place(H, 'Erlöserkirche')
    need(f.tags.get('denomination') == 'old_catholic', f.tags.get('denomination'))
    return ('Erlöserkirche in Heidelberg - which denomination is that church?',
            '!old catholic | !old_catholic | !old-catholic | !altkatholisch | !alt-katholisch', 'one', 'old_catholic')


@q('attribute', H)
def _():
    f = place(H, 'Parkhaus am Theater')
    op = f.tags.get('operator', '')
    need(op.startswith('Apcoa'), op)
    return 'who runs the Parkhaus am Theater car park in heidelberg', 'Apcoa', 'one', op


@q('attribute', H)
def _():
    r, d = nearest_centre(H, 'Providenzkirche', tag_is('amenity', 'restaurant'))
    need(r.name == 'Schnitzelbank' and r.tags.get('cuisine') == 'german', (r, r.tags.get('cuisine')))
    return ('what kind of food does the restaurant closest to the Providenzkirche serve?', 'Schnitzelbank; !german',
            'one', f'{r.name} {d:.0f} m, cuisine={r.tags["cuisine"]}')


@q('attribute', B)
def _():
    f = place(B, 'Patisserie Poupon')
    w = f.tags.get('website', '')
    need('patisseriepoupon.net' in w, w)
    return 'got a website for Patisserie Poupon? the bakery in Baltimore', 'patisseriepoupon.net', 'one', w


@q('attribute', B)
def _():
    f = place(B, 'Ledo Pizza')
    t = f.tags
    need(t.get('addr:housenumber') == '913' and t.get('addr:street') == 'East Fort Avenue', t)
    return "whats the street address of ledo pizza in baltimore", '!913; Fort Av', 'one', \
        f"{t['addr:housenumber']} {t['addr:street']}"


@q('attribute', B)
def _():
    f = place(B, 'Outback Steakhouse')
    v = f.tags.get('outdoor_seating')
    need(v in ('yes', 'no'), v)
    return 'can u sit outside at Outback Steakhouse', yes_no(v == 'yes'), 'one', f'outdoor_seating={v}'


@q('attribute', B)
def _():
    c, d = nearest_centre(B, 'Canton Square', tag_is('amenity', 'cafe'))
    v = c.tags.get('internet_access')
    need(c.name == 'Firehouse Coffee Co.' and v in ('yes', 'no', 'wlan'), (c, v))
    return 'does the cafe nearest to Canton Square have wifi? need to get some work done', f'Firehouse; {yes_no(has_wifi(c))}', 'one', \
        f'{c.name} {d:.0f} m, internet_access={v}'


@q('attribute', S)
def _():
    f = place(S, 'Colony')
    e = f.tags.get('email')
    need(e, 'no email')
    return ("I'd like to book a table at Colony, do you have an email address for them?", e, 'one', e)


@q('attribute', S)
def _():
    f = place(S, 'Lavo')
    week = parse_hours(f.tags['opening_hours'])
    need(week['Fr'] == [(17 * 60, 2 * 60)], week['Fr'])
    return 'what time does Lavo close on friday night', '!2:00 | !02:00 | !2 am | !2am | !2 a.m.', 'one', \
        f.tags['opening_hours']


@q('attribute', S)
def _():
    f = place(S, 'Light Show Viewing Point')
    v = f.tags.get('wheelchair')
    need(v == 'limited', v)
    return 'is the Light Show Viewing Point in Singapore wheelchair accessible?', '!limited', 'one', v


@q('attribute', S)
def _():
    c, d = nearest_centre(S, 'Rain Oculus', tag_is('amenity', 'cafe'))
    need('wheelchair' not in c.tags, c.tags)
    return ("my friend uses a wheelchair, can she get into the cafe that's closest to the Rain Oculus?", NOT_IN_DATA,
            'one', f'{c.name} {d:.0f} m, no wheelchair tag')


# ---- hours ----------------------------------------------------------------------------------------------

def hours_one(tname, name, when, text):
    f = place(tname, name)
    oh = f.tags.get('opening_hours')
    need(oh, f'{name}: no opening_hours')
    v = open_at(oh, when)
    return text, yes_no(v), 'one', oh


def hours_list(tname, centre_name, radius, pred, when, text):
    c = place(tname, centre_name)
    cands = within(tname, c, radius, pred)
    need(len(cands) >= 3, 'too few candidates')
    need(all(f.name for f in cands) and len({fold(f.name) for f in cands}) == len(cands), 'names not distinct')
    open_ = [f for f in cands if open_at(f.tags.get('opening_hours', 'x'), when)]
    need(open_ and len(open_) < len(cands), 'all or none open')
    names = [f.name for f in sorted(open_, key=lambda f: f.name)]
    return text, '; '.join(names), 'list', ', '.join(f'{f.name}: {f.tags["opening_hours"]}' for f in cands)


@q('hours', H)
def _():
    return hours_one(H, 'Café Burkardt', moments('Mo', '10:15'), 'is café burkardt open on monday at 10.15')


@q('hours', H)
def _():
    return hours_one(H, 'Soban', moments('Su', '19:30'), 'Soban in Heidelberg, open sunday at half past seven in the evening?')


@q('hours', H)
def _():
    return hours_one(H, 'Mercato', moments('Sa', '20:00'), 'will Mercato be open saturday 8 pm')


@q('hours', H)
def _():
    return hours_list(H, 'Konomi', 200, tag_is('amenity', 'cafe'), moments('Th', '10:15'),
                      'which cafes within 200 m of Konomi are open on a thursday at quarter past ten in the morning?')


@q('hours', H)
def _():
    return hours_list(H, 'Zuckerladen', 200, tag_is('amenity', 'restaurant'), moments('Fr', '19:30'),
                      'which restaurants within 200m of Zuckerladen are open friday at half past seven pm')


@q('hours', B)
def _():
    return hours_one(B, 'Patisserie Poupon', moments('Su', '06:00', '11:45'), 'patisserie poupon open sunday morning?')


@q('hours', B)
def _():
    return hours_one(B, 'Montford Bar', moments('Sa', '20:00'), 'Is Montford Bar open at 20:00 on a Saturday?')


@q('hours', B)
def _():
    f = place(B, 'Hull Street Blues')
    need('opening_hours' not in f.tags, f.tags)
    return 'going to hull street blues friday around 9 in the evening, will they be open', NOT_IN_DATA, 'one', 'no opening_hours'


@q('hours', S)
def _():
    return hours_one(S, 'Lavo', moments('We', '12:00'), 'lavo in singapore on a wednesday at noon, are they open')


@q('hours', S)
def _():
    return hours_one(S, 'Makansutra Gluttons Bay', moments('Su', '18:00', '22:00'),
                     'can I eat at Makansutra Gluttons Bay on a sunday evening, is it open then?')


@q('hours', S)
def _():
    return hours_one(S, 'The Shoppes at Marina Bay Sands', moments('Sa', '10:00'),
                     'are the shoppes at marina bay sands open at 10 am on saturday')


@q('hours', S)
def _():
    return hours_one(S, 'Sands SkyPark', moments('Fr', '22:30'), 'Sands SkyPark - still open on a friday at 10.30pm?')


# ---- arithmetic -----------------------------------------------------------------------------------------

def count_near(tname, centre_name, radius, pred):
    return len(within(tname, place(tname, centre_name), radius, pred))


def tol(x):
    return max(0.05 * abs(x), 15)


def closer_by(c, a, b):
    """(d_a, d_b) from centre c; the difference must keep its sign and stay within max(5 %, 15 m) when any namesake
    of c, a or b is used instead."""
    d1, d2 = dist(c.geom, a.geom), dist(c.geom, b.geom)
    apart(d1, d2)
    for x in namesakes(c):
        for y in namesakes(a):
            for z in namesakes(b):
                e1, e2 = dist(x.geom, y.geom), dist(x.geom, z.geom)
                need((e1 < e2) == (d1 < d2) and abs((e1 - e2) - (d1 - d2)) <= tol(d1 - d2),
                     f'closer-by unstable with namesakes {x}, {y}, {z}')
    return d1, d2


def differ(a, b, rel=0.10):
    need(abs(a - b) > rel * max(a, b), f'{a} and {b}: a near-tie')


@q('arithmetic', H)
def _():
    r = count_near(H, 'Löwenbrunnen', 200, tag_is('amenity', 'restaurant'))
    f = count_near(H, 'Löwenbrunnen', 200, tag_is('amenity', 'fast_food'))
    differ(r, f)
    return ('how many more restaurants than fast food places are there within 200 m of the Löwenbrunnen?',
            cnt(r - f), 'one', f'restaurants {r}, fast food {f}')


@q('arithmetic', H)
def _():
    f = count_near(H, 'Heiliggeistkirche', 300, tag_is('amenity', 'fast_food'))
    h = count_near(H, 'Heiliggeistkirche', 300, tag_is('tourism', 'hotel'))
    differ(f, 2 * h)
    return ('within 300 m of the Heiliggeistkirche, are there twice as many fast food places as hotels? both numbers pls',
            f'{yes_no(f >= 2 * h)}; {cnt(f)}; {cnt(h)}', 'one', f'fast food {f}, hotels {h}')


@q('arithmetic', H)
def _():
    a, b = area(place(H, 'Jubiläumsplatz').geom), area(place(H, 'Krahnenplatz').geom)
    apart(a, b)
    return 'whats the difference in area between Jubiläumsplatz and Krahnenplatz', m2(abs(a - b)), 'one', \
        f'{a:.0f} m2 - {b:.0f} m2'


@q('arithmetic', H)
def _():
    d1, d2 = closer_by(place(H, 'Rathaus'), place(H, 'Kurpfälzisches Museum'), place(H, 'Universitäts-Apotheke'))
    need(d2 < d1, 'order')
    return ('which is closer to the Rathaus in Heidelberg: the Kurpfälzisches Museum or the Universitäts-Apotheke, '
            'and by how much?', f'Universitäts-Apotheke; {m(d1 - d2)}', 'one', f'museum {d1:.0f} m, pharmacy {d2:.0f} m')


@q('arithmetic', B)
def _():
    a, b = area(place(B, 'Riverside Park').geom), area(place(B, 'Federal Hill Park').geom)
    apart(a, b)
    return "what's the difference in size between Riverside Park and Federal Hill Park in Baltimore", m2(abs(a - b)), 'one', \
        f'{a:.0f} m2 - {b:.0f} m2'


@q('arithmetic', B)
def _():
    r = count_near(B, "Captain O'Donnell Statue", 300, tag_is('amenity', 'restaurant'))
    b = count_near(B, "Captain O'Donnell Statue", 300, tag_is('amenity', 'bar'))
    differ(r, b)
    return ("baltimore: how many more restaurants than bars within 300 m of the Captain O'Donnell Statue", cnt(r - b), 'one',
            f'restaurants {r}, bars {b}')


@q('arithmetic', B)
def _():
    a, b, c = place(B, 'Pulaski Monument'), place(B, 'Patterson Perk'), place(B, 'St. Michael the Archangel')
    d1, d2 = dist(a.geom, b.geom), dist(b.geom, c.geom)
    for x, y, z in itertools.product(namesakes(a), namesakes(b), namesakes(c)):
        need(abs(dist(x.geom, y.geom) + dist(y.geom, z.geom) - d1 - d2) <= tol(d1 + d2), 'namesakes change the sum')
    return ('as the crow flies: Pulaski Monument to Patterson Perk, then on to St. Michael the Archangel. how far is '
            'that altogether?', m(d1 + d2), 'one', f'{d1:.0f} m + {d2:.0f} m')


@q('arithmetic', B)
def _():
    r = count_near(B, "Max's on Broadway", 500, tag_is('amenity', 'restaurant'))
    c = count_near(B, "Max's on Broadway", 500, tag_is('amenity', 'cafe'))
    ratio = r / c
    need(abs(ratio - 5.67) < 0.01, ratio)
    return ("roughly how many restaurants are there per cafe within 500 m of Max's on Broadway? tell me both counts",
            f'{cnt(r)}; {cnt(c)}; !5.7 | !5.67 | !5.6', 'one', f'restaurants {r}, cafes {c}, ratio {ratio:.2f}')


@q('arithmetic', S)
def _():
    r = count_near(S, 'Marina Bay Sands Expo and Convention Centre', 200, tag_is('amenity', 'restaurant'))
    c = count_near(S, 'Marina Bay Sands Expo and Convention Centre', 200, tag_is('amenity', 'cafe'))
    differ(r, c)
    return ('count the restaurants and the cafes within 200 m of the Marina Bay Sands Expo and Convention Centre, '
            "what's the difference", f'{cnt(r)}; {cnt(c)}; {cnt(r - c)}', 'one', f'restaurants {r}, cafes {c}')


@q('arithmetic', S)
def _():
    a, b = area(place(S, 'Marina Bay Sands Tower 1').geom), area(place(S, 'Marina Bay Sands Tower 3').geom)
    apart(a, b)
    return ('how much bigger is the footprint of Marina Bay Sands Tower 1 than Marina Bay Sands Tower 3? (singapore)',
            m2(a - b), 'one', f'{a:.0f} m2 - {b:.0f} m2')


@q('arithmetic', S)
def _():
    d1, d2 = closer_by(place(S, 'The Ritz-Carlton'), place(S, 'Koufu'), place(S, 'Mandarin Oriental'))
    need(d2 < d1, 'order')
    return ("which one's closer to The Ritz-Carlton, Koufu or Mandarin Oriental, and by how many metres",
            f'Mandarin Oriental; {m(d1 - d2)}', 'one', f'Koufu {d1:.0f} m, Mandarin Oriental {d2:.0f} m')


@q('arithmetic', S)
def _():
    t1, sh = place(S, 'Marina Bay Sands Tower 1'), place(S, 'The Shoppes at Marina Bay Sands')
    need(t1.tags.get('height') and not any(k in sh.tags for k in ('height', 'building:levels', 'min_height')),
         sh.tags)
    return 'how much taller is Marina Bay Sands Tower 1 than the Shoppes at Marina Bay Sands', NOT_IN_DATA, 'one', \
        f'Tower 1 height={t1.tags["height"]}; the Shoppes: no height, no levels'


# ---- route ----------------------------------------------------------------------------------------------

def route_q(tname, mode, a, b, text, timed=False):
    L = route(tname, mode, place(tname, a), place(tname, b))
    gold = rm(L) + (f'; {TIME_WORDS}' if timed else '')
    return text, gold, 'one', f'{mode} {L:.0f} m'


def tour_q(tname, mode, stops, roundtrip, text):
    fs = [place(tname, s) for s in stops]
    L, perm, second = tour(tname, mode, fs, roundtrip)
    names = [f.name for f in perm]
    return text, '; '.join(names + [rm(L)]), 'one', f'{mode} best {" > ".join(names)} {L:.0f} m, next {second:.0f} m'


@q('route', H)
def _():
    return route_q(H, 'car', 'Hotel am Schloss', 'Hotel Monpti', 'how far is it to drive from Hotel am Schloss to Hotel Monpti?')


@q('route', H)
def _():
    return route_q(H, 'foot', 'Greif-Apotheke', 'Zum Roten Ochsen',
                   'how long does it take to walk from the Greif-Apotheke to Zum Roten Ochsen in Heidelberg', timed=True)


@q('route', H)
def _():
    return route_q(H, 'bike', 'Marstallcafé', 'Schloss Filmtheater',
                   'cycling from the Marstallcafé to the Schloss Filmtheater, how many metres is that')


@q('route', H)
def _():
    return tour_q(H, 'foot', ['Thalia', 'Studentenmuseum mit Karzer', 'Hotel Monpti', 'Hotel Anlage'], True,
                  "I'm at Thalia and have to drop flyers at the Studentenmuseum mit Karzer, Hotel Monpti and Hotel Anlage "
                  'on foot and then walk back to Thalia. whats the shortest order and how far is the whole loop?')


@q('route', B)
def _():
    return route_q(B, 'car', 'Shot Tower', 'Black Olive', "how long's the drive from the Shot Tower to the Black Olive",
                   timed=True)


@q('route', B)
def _():
    return route_q(B, 'bike', 'Patterson Perk', "Attman's Deli", "how far by bike from Patterson Perk to Attman's Deli in Baltimore?")


@q('route', B)
def _():
    return route_q(B, 'foot', "Joe's Bike Shop", 'Outback Steakhouse',
                   "walking distance from Joe's Bike Shop to Outback Steakhouse in Baltimore")


@q('route', B)
def _():
    return tour_q(B, 'car', ['Patisserie Poupon', 'Katyn Memorial', 'Black Olive', 'Heavy Seas Alehouse'], False,
                  "I'm driving from Patisserie Poupon and need to stop at the Katyn Memorial, Black Olive and Heavy Seas "
                  "Alehouse (don't need to come back). which order is shortest and how far is it in total?")


@q('route', S)
def _():
    return route_q(S, 'foot', "Gerry's Grill", 'Light Show Viewing Point',
                   "how far's the walk from Gerry's Grill to the Light Show Viewing Point")


@q('route', S)
def _():
    return route_q(S, 'foot', 'Poporo Park', 'Marina Bay Sands Expo and Convention Centre',
                   'how many minutes on foot from Poporo Park to the Marina Bay Sands Expo and Convention Centre?',
                   timed=True)


@q('route', S)
def _():
    return route_q(S, 'foot', 'Hamleys', 'Bread Street Kitchen Singapore',
                   'if I walk from Hamleys to Bread Street Kitchen Singapore how far is that')


@q('route', S)
def _():
    return tour_q(S, 'foot', ['The Ritz-Carlton', 'Art Science Museum', 'Light Show Viewing Point', 'Black Tap'], False,
                  'starting at the Ritz-Carlton in Singapore I want to see the Art Science Museum, the Light Show Viewing '
                  'Point and Black Tap on foot, no need to go back. best order, and how far is that altogether?')


# ---- aggregate ------------------------------------------------------------------------------------------

def near_with(tname, centre_name, radius, pred, tagfn):
    fs = within(tname, place(tname, centre_name), radius, pred)
    n = sum(1 for f in fs if tagfn(f))
    need(n == sum(1 for f in fs if tagfn(f) and f.name), 'unnamed places change the count')
    return n, len(fs)


@q('aggregate', H)
def _():
    n, tot = near_with(H, 'Providenzkirche', 400, tag_is('amenity', 'restaurant'), has_website)
    return 'how many restaurants within 400 m of the Providenzkirche have a website?', cnt(n), 'one', f'{n} of {tot}'


@q('aggregate', H)
def _():
    n, tot = near_with(H, 'Heiliggeistkirche', 400, tag_is('amenity', 'cafe'), has_wifi)
    return 'looking for a cafe with wifi near the heiliggeistkirche - how many are there within 400m', cnt(n), 'one', f'{n} of {tot}'


@q('aggregate', H)
def _():
    fs = within(H, place(H, 'Universitäts-Apotheke'), 400, tag_is('amenity', 'restaurant'))
    win = stable_most_common(fs, lambda f: values(f, 'cuisine'),
                             [lambda f: values(f, 'cuisine', split=False), lambda f: values(f, 'cuisine') if f.name else None])
    return "what's the most common cuisine among restaurants within 400 m of the Universitäts-Apotheke", f'!{win}', \
        'one', str(most_common([(f, values(f, 'cuisine')) for f in fs]))


@q('aggregate', H)
def _():
    fs = features(H, tag_is('amenity', 'restaurant'))
    n = sum(1 for f in fs if phone_of(f))
    return 'In Heidelberg, how many restaurants have a phone number listed?', cnt(n), 'one', f'{n} of {len(fs)}'


@q('aggregate', B)
def _():
    fs = within(B, place(B, 'Katyn Memorial'), 500, lambda f: 'shop' in f.tags)
    win = stable_most_common(fs, lambda f: {f.tags['shop']},
                             [lambda f: {f.tags['shop']} if f.name else None,
                              lambda f: None if f.tags['shop'] in ('yes', 'vacant') else {f.tags['shop']}])
    need(win == 'clothes', win)
    return 'most common kind of shop within 500 m of the Katyn Memorial?', '!cloth', 'one', \
        str(most_common([(f, {f.tags['shop']}) for f in fs]))


@q('aggregate', B)
def _():
    n, tot = near_with(B, "Joe's Bike Shop", 500, tag_is('amenity', 'restaurant'), has_website)
    return "of the restaurants in a 500 m radius around Joe's Bike Shop in Baltimore, how many list a website", cnt(n), 'one', f'{n} of {tot}'


@q('aggregate', B)
def _():
    c = place(B, 'Korean War Memorial')
    parks = within(B, c, 700, lambda f: f.tags.get('leisure') == 'park' and f.geom.geom_type != 'Point')
    for p in parks:
        need(abs(area(p.geom) - 10000) > 500, f'{p} area near 1 ha')
    big = [p for p in parks if area(p.geom) > 10000]
    need(all(p.name for p in big), 'an unnamed park qualifies')
    names = sorted(p.name for p in big)
    return ('how many parks within 700 m of the Korean War Memorial are bigger than one hectare, and which ones?',
            '; '.join([cnt(len(big))] + [n.replace(' Park', '') for n in names]), 'one',
            ', '.join(f'{p.name} {area(p.geom):.0f} m2' for p in big) + f' (of {len(parks)} parks)')


@q('aggregate', B)
def _():
    out = streets_longer(B, place(B, 'Ledo Pizza'), 300, 1000)
    names = sorted(n for n, L, d in out)
    need(names == ['East Fort Avenue', 'Key Highway'], names)
    return ('streets longer than 1 km within 300 m of Ledo Pizza - how many, and which?', f'{cnt(len(out))}; Fort Av; Key Highway',
            'one', ', '.join(f'{n} {L:.0f} m at {d:.0f} m' for n, L, d in out))


@q('aggregate', S)
def _():
    fs = within(S, place(S, 'Rain Oculus'), 150, lambda f: 'shop' in f.tags)
    win = stable_most_common(fs, lambda f: {f.tags['shop']},
                             [lambda f: {f.tags['shop']} if f.name else None,
                              lambda f: None if f.tags['shop'] in ('yes', 'vacant') else {f.tags['shop']}])
    need(win == 'watches', win)
    return 'around the Rain Oculus (150 m), which type of shop shows up most often', '!watch', 'one', \
        str(most_common([(f, {f.tags['shop']}) for f in fs]))


@q('aggregate', S)
def _():
    fs = features(S, tag_is('amenity', 'restaurant'))
    n = sum(1 for f in fs if has_website(f))
    return 'in the Singapore data how many restaurants have a website', cnt(n), 'one', \
        f'{n} of {len(fs)}: ' + ', '.join(f.name for f in fs if has_website(f))


@q('aggregate', S)
def _():
    fs = within(S, place(S, 'Light Show Viewing Point'), 200, tag_is('amenity', 'atm'))
    need(all(f.tags.get('wheelchair') in (None, 'yes') for f in fs), 'other wheelchair values')
    n = sum(1 for f in fs if f.tags.get('wheelchair') == 'yes')
    return 'I need a wheelchair accessible ATM near the Light Show Viewing Point. how many of the ATMs within 200 m are marked accessible?', cnt(n), 'one', \
        f'{n} of {len(fs)} (the rest untagged)'


@q('aggregate', S)
def _():
    pools = [f for f in features(S, tag_is('leisure', 'swimming_pool')) if f.geom.geom_type != 'Point']
    need(len(pools) == len(features(S, tag_is('leisure', 'swimming_pool'))), 'a pool is a point')
    for p in pools:
        need(abs(area(p.geom) - 500) > 25, f'{p} near 500 m2')
    big = [p for p in pools if area(p.geom) > 500]
    need(all(p.name for p in big), 'unnamed big pool')
    return "how many swimming pools in Singapore's data are larger than 500 m²?", \
        '; '.join([cnt(len(big))] + [p.name for p in big]), 'one', \
        ', '.join(f'{p.name} {area(p.geom):.0f} m2' for p in pools)


# -------------------------------------------------------------------------------------------------- main

RE_ITEM = re.compile(r'^(#\d+|~\d+ m( ±10%)?|~\d+ m2|![^|;]+|[^!#~|;][^|;]*)$')


def check_syntax(gold):
    for item in gold.split('; '):
        for alt in item.split(' | '):
            need(alt == alt.strip() and RE_ITEM.match(alt), f'bad gold item {alt!r} in {gold!r}')
            if alt.startswith('!'):
                need(alt[1:].strip() == alt[1:] and alt[1:], f'bad phrase {alt!r}')


def build():
    out, notes = {}, {}
    for kind, qs in QUESTIONS.items():
        rows = []
        for tname, fn in qs:
            text, gold, k, note = fn()
            check_syntax(gold)
            need('\t' not in text + gold and k in ('one', 'list'), 'format')
            rows.append((text, gold, k))
            notes[text] = (tname, note)
        out[kind] = rows
    return out, notes


def render(kind, rows):
    return HEADER.format(kind=kind) + ''.join(f'{t}\t{g}\t{k}\n' for t, g, k in rows)


def main(argv):
    try:
        sets, notes = build()
    except GoldError as e:
        print(f'gold_val3: fragile gold: {e}', file=sys.stderr)
        return 1
    if '--write' in argv:
        for kind, rows in sets.items():
            (HERE / f'val3-{kind}.tsv').write_text(render(kind, rows), encoding='utf-8')
        print('written:', ', '.join(f'val3-{k}.tsv ({len(r)})' for k, r in sets.items()))
        return 0
    if '--check' in argv:
        bad = 0
        for kind, rows in sets.items():
            path = HERE / f'val3-{kind}.tsv'
            have = path.read_text(encoding='utf-8') if path.exists() else ''
            want = render(kind, rows)
            if have != want:
                bad += 1
                hl, wl = have.splitlines(), want.splitlines()
                for i in range(max(len(hl), len(wl))):
                    a = hl[i] if i < len(hl) else '<missing>'
                    b = wl[i] if i < len(wl) else '<missing>'
                    if a != b:
                        print(f'{path.name}:{i + 1}:\n  file: {a}\n  gold: {b}')
        print('gold_val3: ' + ('OK, all golds match' if not bad else f'{bad} file(s) differ'))
        return 1 if bad else 0
    for kind, rows in sets.items():
        print(f'== {kind}')
        for t, g, k in rows:
            tname, note = notes[t]
            print(f'[{tname}] {t}\n    gold: {g}  ({k})\n    {note}')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
