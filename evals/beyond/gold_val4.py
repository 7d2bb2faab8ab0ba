"""gold_val4.py - golds of the held-out "beyond" validation set 4 (val4-*.tsv), written 2026-11-28.

Recomputes every gold from the raw OSM extracts in shared/data/osm-fresh (Baltimore 2015, Heidelberg 2015,
Singapore Bayfront 2019) with osmium (pyosmium), shapely, pyproj and networkx only. Map data (c) OpenStreetMap
contributors, ODbL 1.0. See README-val4.md for the definitions and the robustness rules.

    python gold_val4.py            print every question, its town, its gold and the figures behind it
    python gold_val4.py --check    compare with the TSVs; exit 1 on any difference or on a gold that became fragile
    python gold_val4.py --write    rewrite the five TSVs (refuses while a gold is fragile)

Data folder: Path(__file__).resolve().parents[3]/shared/data/osm-fresh, or the env var GEOREACT_FRESH_DIR.
"""
import os, re, sys, math, itertools, functools, unicodedata, collections
from pathlib import Path
import osmium, shapely, shapely.wkb, shapely.ops
from shapely.geometry import Point, LineString, MultiPolygon, Polygon
import pyproj, networkx as nx
import numpy as np

HERE = Path(__file__).resolve()
DATA = Path(os.environ.get('GEOREACT_FRESH_DIR') or HERE.parents[3] / 'shared' / 'data' / 'osm-fresh')
FILES = {'heidelberg': 'heidelberg-2015.osm.pbf', 'baltimore': 'baltimore-2015.osm.pbf',
         'singapore': 'singapore-bayfront-2019.osm.pbf'}
GEOD = pyproj.Geod(ellps='WGS84')
POIK = ('amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft')


class Fragile(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fragile(msg)


def fold(s):
    return ''.join(c for c in unicodedata.normalize('NFKD', s.casefold()) if not unicodedata.combining(c)).strip()


class Feature:
    __slots__ = ('town', 'kind', 'id', 'tags', 'geom', 'name')

    def __init__(self, town, kind, oid, tags, geom):
        self.town, self.kind, self.id, self.tags, self.geom = town, kind, oid, tags, geom
        self.name = tags.get('name')

    @property
    def is_poi(self):
        return any(k in self.tags for k in POIK)

    @property
    def ref(self):
        return f'{self.kind}{self.id}'

    def __repr__(self):
        return f'<{self.town} {self.ref} {self.name!r}>'


class Town:
    def __init__(self, town):
        self.town = town
        wkb = osmium.geom.WKBFactory()
        self.features = []
        self.ways = {}
        area_ways = {}
        fp = osmium.FileProcessor(str(DATA / FILES[town])).with_locations().with_areas()
        for o in fp:
            if o.is_node():
                if len(o.tags):
                    self.features.append(Feature(town, 'n', o.id, dict(o.tags),
                                                 shapely.wkb.loads(wkb.create_point(o), hex=True)))
            elif o.is_way():
                self.ways[o.id] = (dict(o.tags), [(n.ref, n.lon, n.lat) for n in o.nodes])
            elif o.is_area():
                try:
                    g = shapely.wkb.loads(wkb.create_multipolygon(o), hex=True)
                except Exception:
                    continue
                if o.from_way():
                    area_ways[o.orig_id()] = (dict(o.tags), g)
                else:
                    self.features.append(Feature(town, 'r', o.orig_id(), dict(o.tags), g))
        for wid, (tags, nodes) in self.ways.items():
            if not tags:
                continue
            hw_line = 'highway' in tags and tags.get('area') != 'yes'
            if wid in area_ways and not hw_line:
                self.features.append(Feature(town, 'w', wid, tags, area_ways[wid][1]))
            elif len(nodes) >= 2:
                self.features.append(Feature(town, 'w', wid, tags, LineString([(x, y) for _, x, y in nodes])))
        self.pois = [f for f in self.features if f.is_poi]
        self._graphs = {}


@functools.lru_cache(None)
def town(name):
    return Town(name)


TOWNS = ('heidelberg', 'baltimore', 'singapore')

# ---------------------------------------------------------------- places


def named_pois(name):
    fn = fold(name)
    return [f for t in TOWNS for f in town(t).pois if f.name and fold(f.name) == fn]


def place(name, townname=None):
    """The one POI carrying this name in all three extracts."""
    hits = named_pois(name)
    need(len(hits) == 1, f'{name!r}: {len(hits)} POIs carry the name {hits}')
    if townname:
        need(hits[0].town == townname, f'{name!r} is in {hits[0].town}, not {townname}')
    return hits[0]


def namesakes(p):
    fn = fold(p.name)
    return [f for f in town(p.town).features if f is not p and f.name and fold(f.name) == fn and not f.is_poi]


# ---------------------------------------------------------------- measures

@functools.lru_cache(None)
def _aeqd(lon, lat):
    crs = pyproj.CRS.from_proj4(f'+proj=aeqd +lat_0={lat} +lon_0={lon} +datum=WGS84 +units=m')
    fwd = pyproj.Transformer.from_crs('EPSG:4326', crs, always_xy=True)
    inv = pyproj.Transformer.from_crs(crs, 'EPSG:4326', always_xy=True)
    return fwd, inv


def _proj(g, fwd):
    return shapely.transform(g, lambda c: np.column_stack(fwd.transform(c[:, 0], c[:, 1])))


def centroid(g):
    return g if g.geom_type == 'Point' else g.centroid


def geodist(a, b):
    """geodesic distance between the nearest points of two lon/lat geometries"""
    if a.geom_type == 'Point' and b.geom_type == 'Point':
        return GEOD.inv(a.x, a.y, b.x, b.y)[2]
    c = centroid(a)
    fwd, inv = _aeqd(round(c.x, 7), round(c.y, 7))
    pa, pb = _proj(a, fwd), _proj(b, fwd)
    if pa.intersects(pb):
        return 0.0
    na, nb = shapely.ops.nearest_points(pa, pb)
    (x1, y1), (x2, y2) = inv.transform(na.x, na.y), inv.transform(nb.x, nb.y)
    return GEOD.inv(x1, y1, x2, y2)[2]


def cdist(a, b):
    ca, cb = centroid(a), centroid(b)
    return GEOD.inv(ca.x, ca.y, cb.x, cb.y)[2]


def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])


def length(g):
    return GEOD.geometry_length(g)


# ---------------------------------------------------------------- kinds

def is_kind(f, kind):
    t = f.tags
    if kind == 'restaurant':
        return t.get('amenity') == 'restaurant'
    if kind == 'fast_food':
        return t.get('amenity') == 'fast_food'
    if kind == 'cafe':
        return t.get('amenity') == 'cafe'
    if kind == 'bar':
        return t.get('amenity') == 'bar'
    if kind == 'pub':
        return t.get('amenity') == 'pub'
    if kind == 'hotel':
        return t.get('tourism') == 'hotel'
    if kind == 'atm':
        return t.get('amenity') == 'atm'
    if kind == 'shop':
        return 'shop' in t
    if kind == 'pharmacy':
        return t.get('amenity') == 'pharmacy'
    if kind == 'church':
        return t.get('amenity') == 'place_of_worship'
    if kind == 'park':
        return t.get('leisure') == 'park' and f.geom.geom_type in ('Polygon', 'MultiPolygon')
    if kind == 'pool':
        return t.get('leisure') == 'swimming_pool' and f.geom.geom_type in ('Polygon', 'MultiPolygon')
    if kind == 'fountain':
        return t.get('amenity') == 'fountain'
    if kind == 'museum':
        return t.get('tourism') == 'museum'
    if kind == 'bakery':
        return t.get('shop') == 'bakery'
    if kind == 'school':
        return t.get('amenity') == 'school'
    if kind == 'memorial':
        return t.get('historic') == 'memorial'
    raise KeyError(kind)


def has_tag(f, what):
    t = f.tags
    if what == 'website':
        return any(k in t for k in ('website', 'contact:website', 'url'))
    if what == 'phone':
        return any(k in t for k in ('phone', 'contact:phone'))
    if what == 'email':
        return any(k in t for k in ('email', 'contact:email'))
    if what == 'wifi':
        return t.get('internet_access') in ('yes', 'wlan', 'wifi', 'free', 'public')
    if what == 'wheelchair':
        return t.get('wheelchair') == 'yes'
    if what == 'opening_hours':
        return 'opening_hours' in t
    if what == 'cuisine':
        return 'cuisine' in t
    raise KeyError(what)


def of_kind(townname, kind):
    return [f for f in town(townname).features if is_kind(f, kind)]


# ---------------------------------------------------------------- radius scopes

def within(center, kind, radius, pred=None, margin=0.05):
    """features of kind within radius of the named place `center`, robust under geometry / centroid / namesake.
    Returns (set of features, figures)."""
    cands = [f for f in of_kind(center.town, kind) if f is not center and (pred is None or pred(f))]
    centres = [center] + namesakes(center)
    sets = []
    for c in centres:
        for fn in (geodist, cdist):
            s = set()
            for f in cands:
                d = fn(c.geom, f.geom)
                need(abs(d - radius) > margin * radius,
                     f'{f} at {d:.1f} m from {c} ({fn.__name__}) is within {margin:.0%} of {radius} m')
                if d <= radius:
                    s.add(f)
            sets.append(s)
    need(all(s == sets[0] for s in sets), f'radius set differs between measures around {center}')
    return sets[0]


def count_within(center, kind, radius, pred=None, tagcount=False):
    s = within(center, kind, radius, pred)
    if tagcount:  # a count whose figure is a tag count must not change when unnamed places are dropped
        named = {f for f in s if f.name}
        need(len(named) == len(s), f'unnamed {kind} in the count around {center}: {s - named}')
    return len(s), s


def nearest(center, kind, pred=None, exclude_names=()):
    cands = [f for f in of_kind(center.town, kind) if f is not center and (pred is None or pred(f))]
    winners = set()
    for c in [center] + namesakes(center):
        ds = sorted((geodist(c.geom, f.geom), i) for i, f in enumerate(cands))
        (d1, i1), (d2, i2) = ds[0], ds[1]
        need(d2 > 1.10 * d1 + 5, f'nearest {kind} to {c}: {cands[i1]} {d1:.1f} vs {cands[i2]} {d2:.1f}')
        cs = sorted((cdist(c.geom, f.geom), i) for i, f in enumerate(cands))
        need(cs[0][1] == i1, f'nearest {kind} to {c} differs by centroid')
        winners.add(i1)
    need(len(winners) == 1, f'nearest {kind} to {center} differs between namesakes')
    f = cands[winners.pop()]
    return f, geodist(center.geom, f.geom)


def tol_ok(ref, val):
    return abs(val - ref) <= max(0.05 * ref, 15)


# ---------------------------------------------------------------- opening hours

DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
_TIME = r'(\d{1,2}):(\d{2})'
_RANGE = re.compile(rf'^{_TIME}-{_TIME}$')


class Unreadable(Exception):
    pass


def _days(sel):
    out = []
    for part in sel.split(','):
        if re.fullmatch(r'(Mo|Tu|We|Th|Fr|Sa|Su)', part):
            out.append(DAYS.index(part))
        elif re.fullmatch(r'(Mo|Tu|We|Th|Fr|Sa|Su)-(Mo|Tu|We|Th|Fr|Sa|Su)', part):
            a, b = DAYS.index(part[:2]), DAYS.index(part[3:])
            i = a
            while True:
                out.append(i)
                if i == b:
                    break
                i = (i + 1) % 7
        else:
            raise Unreadable(sel)
    return out


def parse_oh(s):
    """-> dict day -> list of (start_min, end_min) ; end <= start means past midnight"""
    s = s.strip()
    if s == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    week = {d: [] for d in range(7)}
    for rule in s.split(';'):
        rule = rule.strip()
        if not rule:
            raise Unreadable(s)
        parts = rule.split(' ')
        if len(parts) == 1:
            days, spec = list(range(7)), parts[0]
        elif len(parts) == 2:
            days, spec = _days(parts[0]), parts[1]
        else:
            raise Unreadable(s)
        if spec in ('off', 'closed'):
            ivs = []
        else:
            ivs = []
            for r in spec.split(','):
                m = _RANGE.match(r)
                if not m:
                    raise Unreadable(s)
                h1, m1, h2, m2 = map(int, m.groups())
                if h1 > 24 or h2 > 24 or m1 > 59 or m2 > 59:
                    raise Unreadable(s)
                ivs.append((h1 * 60 + m1, h2 * 60 + m2))
        for d in days:
            week[d] = list(ivs)
    return week


def is_open(week, day, minute, strict=False):
    for s, e in week[day]:
        if e > s and s <= minute < e:
            return True
        if e <= s and minute >= s:
            return True
    prev = (day - 1) % 7
    for s, e in week[prev]:
        if e <= s and minute < e:
            if strict and week[day]:
                continue
            return True
    return False


def open_verdict(f, moments):
    """moments: list of (day, minute). Same verdict at all moments, +-15 min, both spill readings."""
    need('opening_hours' in f.tags, f'{f} has no opening_hours')
    try:
        week = parse_oh(f.tags['opening_hours'])
    except Unreadable:
        raise Fragile(f'{f}: unreadable opening_hours {f.tags["opening_hours"]!r}')
    verdicts = set()
    for day, minute in moments:
        for dm in (-15, 0, 15):
            m = minute + dm
            d = day
            if m < 0:
                d, m = (day - 1) % 7, m + 1440
            if m >= 1440:
                d, m = (day + 1) % 7, m - 1440
            for strict in (False, True):
                verdicts.add(is_open(week, d, m, strict))
    need(len(verdicts) == 1, f'{f}: verdict not stable around {moments}')
    return verdicts.pop()


def closing_time(f, day):
    week = parse_oh(f.tags['opening_hours'])
    ivs = week[day]
    need(len(ivs) == 1, f'{f}: {len(ivs)} intervals on {DAYS[day]}')
    return ivs[0][1]


def opening_time(f, day):
    week = parse_oh(f.tags['opening_hours'])
    ivs = week[day]
    need(len(ivs) == 1, f'{f}: {len(ivs)} intervals on {DAYS[day]}')
    return ivs[0][0]


def time_gold(minute):
    minute %= 1440
    h, m = divmod(minute, 60)
    alts = [f'{h}:{m:02d}', f'{h:02d}:{m:02d}']
    h12 = h % 12 or 12
    ap = 'am' if h < 12 else 'pm'
    if m == 0:
        alts += [f'{h12} {ap}', f'{h12}{ap}', f'{h12}:00 {ap}', f'{h12}:00{ap}']
    else:
        alts += [f'{h12}:{m:02d} {ap}', f'{h12}:{m:02d}{ap}']
    if h == 0 and m == 0:
        alts.append('midnight')
    if h == 12 and m == 0:
        alts.append('noon')
    seen = []
    for a in alts:
        if a not in seen:
            seen.append(a)
    return ' | '.join('!' + a for a in seen)


# ---------------------------------------------------------------- routing

CAR_HW = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
          'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NO_FOOT_HW = {'motorway', 'trunk', 'motorway_link', 'trunk_link', 'proposed', 'construction', 'abandoned',
              'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area', 'services', 'razed', 'disused',
              'bus_guideway', 'escape'}
BIKE_EXTRA = {'cycleway', 'path', 'track'}
NO = ('no', 'private')


def _dirs(tags, mode, variant):
    """(forward, backward) or None if the way is not usable"""
    hw = tags.get('highway')
    if hw is None:
        return None
    ow = tags.get('oneway')
    fwd_only = ow in ('yes', 'true', '1')
    bwd_only = ow == '-1'
    if mode == 'car':
        if hw not in CAR_HW or tags.get('access') in NO:
            return None
        if variant == 'strict':
            if tags.get('motor_vehicle') in NO or tags.get('motorcar') in NO:
                return None
            if ow is None and (tags.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link')):
                fwd_only = True
    elif mode == 'bike':
        ok = (hw in CAR_HW and hw not in ('motorway', 'trunk', 'motorway_link', 'trunk_link')) or hw in BIKE_EXTRA \
            or tags.get('bicycle') in ('yes', 'designated')
        if not ok or tags.get('bicycle') == 'no':
            return None
        if hw in ('motorway', 'trunk', 'motorway_link', 'trunk_link', 'proposed', 'construction', 'abandoned',
                  'platform', 'raceway'):
            return None
        if tags.get('oneway:bicycle') == 'no' or str(tags.get('cycleway', '')).startswith('opposite'):
            fwd_only = bwd_only = False
        if variant == 'strict':
            if tags.get('access') in NO and tags.get('bicycle') not in ('yes', 'designated', 'permissive'):
                return None
            if ow is None and tags.get('junction') == 'roundabout':
                fwd_only = True
        if variant == 'nooneway':
            fwd_only = bwd_only = False
    elif mode == 'foot':
        if hw in NO_FOOT_HW or tags.get('foot') == 'no':
            return None
        if variant == 'strict':
            if tags.get('access') in NO and tags.get('foot') not in ('yes', 'designated', 'permissive'):
                return None
        fwd_only = bwd_only = False
    else:
        raise KeyError(mode)
    return (not bwd_only, not fwd_only)


def graph(t, mode, variant='base'):
    T = town(t)
    key = (mode, variant)
    if key in T._graphs:
        return T._graphs[key]
    G = nx.DiGraph()
    for wid, (tags, nodes) in T.ways.items():
        d = _dirs(tags, mode, variant)
        if d is None:
            continue
        fw, bw = d
        for (a, x1, y1), (b, x2, y2) in zip(nodes, nodes[1:]):
            if a == b:
                continue
            w = GEOD.inv(x1, y1, x2, y2)[2]
            G.add_node(a, x=x1, y=y1)
            G.add_node(b, x=x2, y=y2)
            if fw and (not G.has_edge(a, b) or G[a][b]['w'] > w):
                G.add_edge(a, b, w=w)
            if bw and (not G.has_edge(b, a) or G[b][a]['w'] > w):
                G.add_edge(b, a, w=w)
    big = max(nx.strongly_connected_components(G), key=len)
    T._graphs[key] = (G, big)
    return G, big


def _node_arrays(t, mode, variant, whole):
    T = town(t)
    key = ('arr', mode, variant, whole)
    if key not in T._graphs:
        G, big = graph(t, mode, variant)
        ids = sorted(G.nodes if whole else big)
        T._graphs[key] = (ids, np.array([G.nodes[n]['x'] for n in ids]), np.array([G.nodes[n]['y'] for n in ids]))
    return T._graphs[key]


def snap(t, mode, f, variant='base', whole=False):
    ids, xs, ys = _node_arrays(t, mode, variant, whole)
    p = centroid(f.geom)
    d = GEOD.inv(np.full(len(xs), p.x), np.full(len(xs), p.y), xs, ys)[2]
    i = int(np.argmin(d))
    return float(d[i]), ids[i]


def route_len(t, mode, a, b, variant='base', whole=False):
    G, big = graph(t, mode, variant)
    da, na = snap(t, mode, a, variant, whole)
    db, nb = snap(t, mode, b, variant, whole)
    if not whole:
        need(da <= 100 and db <= 100, f'{a} or {b} more than 100 m from the {mode} graph ({da:.0f}, {db:.0f})')
    try:
        return nx.dijkstra_path_length(G, na, nb, weight='w')
    except nx.NetworkXNoPath:
        return None


VARIANTS = {'car': ['strict'], 'bike': ['strict', 'nooneway'], 'foot': ['strict']}


def robust_route(a, b, mode, leg=False):
    t = a.town
    straight = geodist(a.geom, b.geom)
    lo = 100 if leg else 300
    need(lo <= straight <= 5000, f'{a}-{b} straight line {straight:.0f} m out of range')
    L = route_len(t, mode, a, b)
    need(L is not None, f'no {mode} route {a}-{b}')
    need(L <= 2.5 * straight, f'{mode} route {a}-{b} {L:.0f} > 2.5 x {straight:.0f}')
    alts = []
    for v in VARIANTS[mode]:
        alts.append((v, route_len(t, mode, a, b, v)))
    alts.append(('whole', route_len(t, mode, a, b, whole=True)))
    for x in [a] + namesakes(a):
        for y in [b] + namesakes(b):
            if x is a and y is b:
                continue
            alts.append((f'namesake {x.ref}-{y.ref}', route_len(t, mode, x, y)))
    for v, l in alts:
        need(l is not None and abs(l - L) <= 0.03 * L, f'{mode} {a}-{b}: {L:.0f} vs {v} {l}')
    return L, straight, alts


def best_tour(stops, mode, roundtrip):
    """stops[0] is the start; try every order of the rest"""
    legs = {}
    for x, y in itertools.permutations(stops, 2):
        if (y, x) in legs and mode == 'foot':
            legs[(x, y)] = legs[(y, x)]
        else:
            legs[(x, y)] = robust_route(x, y, mode, leg=True)[0]
    res = []
    for perm in itertools.permutations(stops[1:]):
        seq = [stops[0]] + list(perm) + ([stops[0]] if roundtrip else [])
        res.append((sum(legs[(p, q)] for p, q in zip(seq, seq[1:])), perm))
    res.sort(key=lambda r: r[0])
    best = res[0]
    for L, perm in res[1:]:
        if roundtrip and list(perm) == list(reversed(best[1])):
            continue
        need(L > 1.10 * best[0], f'tour: best {best[0]:.0f} vs {L:.0f} {perm}')
        break
    return best, res


# ---------------------------------------------------------------- streets, thresholds, most common

NONWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
          'services', 'razed', 'disused', 'bus_guideway', 'escape'}
PATHLIKE = {'footway', 'path', 'steps', 'cycleway', 'track', 'corridor'}


@functools.lru_cache(None)
def streets(t):
    out = collections.defaultdict(list)
    for wid, (tags, nodes) in town(t).ways.items():
        if 'highway' in tags and tags['highway'] not in NONWAY and tags.get('name') and len(nodes) >= 2:
            out[tags['name']].append((tags, LineString([(x, y) for _, x, y in nodes])))
    return dict(out)


def street_lengths(ways):
    full = sum(length(g) for _, g in ways)
    nopath = sum(length(g) for t, g in ways if t['highway'] not in PATHLIKE)
    halved = sum(length(g) * (0.5 if t.get('oneway') in ('yes', 'true', '1', '-1') else 1) for t, g in ways)
    return full, nopath, halved


def long_streets_within(center, radius, threshold):
    """streets longer than threshold whose nearest way is within radius of center; robust"""
    res = set()
    for name, ways in streets(center.town).items():
        ls = street_lengths(ways)
        verdicts = {l > threshold for l in ls}
        for l in ls:
            need(abs(l - threshold) > 0.05 * threshold or min(geodist(c.geom, g) for c in [center] + namesakes(center) for _, g in ways) > 1.05 * radius,
                 f'street {name} length {l:.0f} within 5% of {threshold}')
        dists = [min(geodist(c.geom, g) for _, g in ways) for c in [center] + namesakes(center)]
        inside = {d <= radius for d in dists}
        if any(d <= 1.05 * radius for d in dists):
            need(len(verdicts) == 1, f'street {name}: lengths {ls} disagree about {threshold}')
        if True in verdicts and len(verdicts) == 1:
            need(all(abs(d - radius) > 0.05 * radius for d in dists), f'long street {name} at {dists} near radius {radius}')
            need(len(inside) == 1, f'street {name} in/out differs between namesakes')
            if inside == {True}:
                res.add((name, round(ls[0])))
    return res


def big_within(center, kind, radius, threshold):
    s = within(center, kind, radius)
    out = set()
    for f in s:
        a = area(f.geom)
        need(abs(a - threshold) > 0.05 * threshold, f'{f} area {a:.0f} within 5% of {threshold}')
        if a > threshold:
            need(bool(f.name), f'qualifying {kind} {f} is unnamed')
            out.add(f)
    return out, s


def most_common(feats, values_of, extra_readings=()):
    """values_of(f) -> list of values. Winner must be strict, and stay the winner without unnamed places and
    under every extra reading (a function f -> values)."""
    def tally(fs, fn):
        c = collections.Counter()
        for f in fs:
            for v in set(fn(f)):
                c[v] += 1
        return c.most_common()
    base = tally(feats, values_of)
    need(len(base) >= 2 and base[0][1] > base[1][1], f'most common: tie {base[:3]}')
    win = base[0][0]
    for fs, fn, label in [(feats, values_of, 'base'), ([f for f in feats if f.name], values_of, 'named')] + \
            [(feats, r, 'reading') for r in extra_readings] + [([f for f in feats if f.name], r, 'named reading') for r in extra_readings]:
        c = tally(fs, fn)
        need(c and c[0][0] == win and (len(c) < 2 or c[0][1] > c[1][1]), f'most common differs ({label}): {c[:3]}')
    return win, base


# =====================================================================================================
# questions
# =====================================================================================================

NID = ('!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find'
       ' | !not recorded')
MIN = '!min | !minute | !hour'
FILES_OUT = ['val4-attribute.tsv', 'val4-hours.tsv', 'val4-arithmetic.tsv', 'val4-route.tsv', 'val4-aggregate.tsv']
QUESTIONS = []


def Q(fname, townname, text, kind='one', mentions=()):
    """register a question; `mentions` are the place names as written in the question (full or shortened)."""
    def deco(fn):
        QUESTIONS.append(dict(file=fname, town=townname, text=text, kind=kind, fn=fn, mentions=mentions))
        return fn
    return deco


def P(name):
    return place(name)


def nm(f, short=None):
    """a name item for place f (optionally shortened; must be a substring of the real name)"""
    s = short or f.name
    need(fold(s) in fold(f.name), f'name item {s!r} is not part of {f.name!r}')
    return s


def m(x):
    return f'~{round(x)} m'


def m2(x):
    return f'~{round(x)} m2'


def rt(x):
    return f'~{round(x)} m ±10%'


def cnt(n):
    return f'#{n}'


def lit(*alts):
    return ' | '.join('!' + a for a in alts)


def yes(v):
    return '!yes' if v else '!no'


def absent(f, *keys):
    for k in keys:
        need(k not in f.tags, f'trap: {f} has {k}={f.tags.get(k)!r}')
    return NID


def closer(target, a, b, alt_targets=()):
    """which of a, b is closer to target, and by how much; robust over namesakes"""
    res = set()
    diffs = []
    for t in [target] + namesakes(target) + list(alt_targets):
        da = [geodist(t.geom, x.geom) for x in [a] + namesakes(a)]
        db = [geodist(t.geom, x.geom) for x in [b] + namesakes(b)]
        for x in da:
            for y in db:
                lo, hi = min(x, y), max(x, y)
                need(hi > 1.15 * lo, f'closer: {x:.0f} vs {y:.0f} too close')
                res.add(x < y)
                diffs.append(abs(x - y))
    need(len(res) == 1, 'closer: answer differs between namesakes')
    d0 = diffs[0]
    need(all(tol_ok(d0, d) for d in diffs), f'closer: difference unstable {diffs}')
    win = a if res.pop() else b
    return win, d0, geodist(target.geom, a.geom), geodist(target.geom, b.geom)


def legs(*stops):
    tot = 0.0
    for x, y in zip(stops, stops[1:]):
        base = geodist(x.geom, y.geom)
        for xx in [x] + namesakes(x):
            for yy in [y] + namesakes(y):
                need(tol_ok(base, geodist(xx.geom, yy.geom)), f'leg {x}-{y} unstable over namesakes')
        tot += base
    return tot


def cuisines(f):
    return [v.strip().lower() for v in re.split('[;,]', f.tags.get('cuisine', '')) if v.strip()]


def cuisine_raw(f):
    return [f.tags['cuisine'].strip().lower()] if f.tags.get('cuisine') else []


def moments_range(day, start, end, step=15):
    return [(day, t) for t in range(start, end + 1, step)]


MO, TU, WE, TH, FR, SA, SU = range(7)


def hm(h, mnt=0):
    return h * 60 + mnt


# ------------------------------------------------------------------------------------------ attribute

A = 'val4-attribute.tsv'


@Q(A, 'heidelberg', 'need to call ahead - whats the phone number for cafe burkardt', mentions=['cafe burkardt'])
def _():
    f = P('Café Burkardt')
    return ['!' + f.tags['phone']], {}


@Q(A, 'heidelberg', 'Erlöserkirche in Heidelberg: which denomination does it belong to', mentions=['Erlöserkirche'])
def _():
    f = P('Erlöserkirche')
    need(f.tags['denomination'] == 'old_catholic', 'denomination changed')
    return [lit('old catholic', 'old-catholic', 'old_catholic', 'altkatholisch')], {}


@Q(A, 'heidelberg', 'who runs the pharmacy closest to the Schloss Filmtheater', mentions=['Schloss Filmtheater'])
def _():
    f, d = nearest(P('Schloss Filmtheater'), 'pharmacy')
    return [nm(f, 'Greif'), '!' + f.tags['operator']], {'found': f.name, 'dist': round(d)}


@Q(A, 'heidelberg', "we're thinking of having dinner at soban on sunday, what time do they open", mentions=['soban'])
def _():
    f = P('Soban')
    return [time_gold(opening_time(f, SU))], {'opening_hours': f.tags['opening_hours']}


@Q(A, 'baltimore', 'does gitan have outdoor seating', mentions=['gitan'])
def _():
    f = P('Gitan')
    return [yes(f.tags['outdoor_seating'] == 'yes')], {}


@Q(A, 'baltimore', 'In Baltimore, the cafe nearest to the Fells Point Branch Enoch Pratt Free Library - has it got wifi',
   mentions=['Fells Point Branch Enoch Pratt Free Library'])
def _():
    f, d = nearest(P('Fells Point Branch Enoch Pratt Free Library'), 'cafe')
    return [nm(f, 'Latte Da'), yes(has_tag(f, 'wifi'))], {'found': f.name, 'dist': round(d),
                                                          'internet_access': f.tags.get('internet_access')}


@Q(A, 'baltimore', 'wat kind of food does ozra serve', mentions=['ozra'])
def _():
    f = P('Ozra')
    return ['!' + f.tags['cuisine'].lower()], {}


@Q(A, 'baltimore', 'got a phone number for Tortilleria Sinaloa? want to order some tortillas for pickup',
   mentions=['Tortilleria Sinaloa'])
def _():
    return [absent(P('Tortilleria Sinaloa'), 'phone', 'contact:phone')], {}


@Q(A, 'singapore', 'whats the email adress of the Marina Bay Sands Expo', mentions=['Marina Bay Sands Expo'])
def _():
    f = P('Marina Bay Sands Expo and Convention Centre')
    return ['!' + f.tags['email']], {}


@Q(A, 'singapore', "my mum uses a wheelchair. is the light show viewing point accessible for her",
   mentions=['light show viewing point'])
def _():
    f = P('Light Show Viewing Point')
    return ['!' + f.tags['wheelchair']], {}


@Q(A, 'singapore', 'near Sen of Japan: what street is the closest cafe on', mentions=['Sen of Japan'])
def _():
    f, d = nearest(P('Sen of Japan'), 'cafe')
    need(f.tags['addr:street'] == 'Bayfront Avenue', 'street changed')
    return [nm(f, 'Da Paolo'), lit('Bayfront Avenue', 'Bayfront Ave')], {'found': f.name, 'dist': round(d)}


@Q(A, 'singapore', "can u send me black tap's website, want to check the menu before we go", mentions=['black tap'])
def _():
    return [absent(P('Black Tap'), 'website', 'contact:website', 'url')], {}


# ------------------------------------------------------------------------------------------ hours

H = 'val4-hours.tsv'


@Q(H, 'heidelberg', 'is göbes open saturday at 2pm', mentions=['göbes'])
def _():
    return [yes(open_verdict(P('Göbes'), [(SA, hm(14))]))], {}


@Q(H, 'heidelberg', "we'd like a beer at Kleiner Mohr on wednesday around 5 in the afternoon, will it be open",
   mentions=['Kleiner Mohr'])
def _():
    return [yes(open_verdict(P('Kleiner Mohr'), [(WE, hm(17))]))], {}


def open_list(center, kind, radius, moments):
    s = within(center, kind, radius)
    names = [f.name for f in s]
    need(all(names) and len(set(map(fold, names))) == len(names), f'list: unnamed or duplicate names {names}')
    opened = sorted((f for f in s if open_verdict(f, moments)), key=lambda f: f.name)
    need(0 < len(opened) < len(s), f'list: {len(opened)} of {len(s)} open')
    return [nm(f) for f in opened], {'candidates': sorted(names)}


@Q(H, 'heidelberg', 'which cafes within 100 m of Schnitzelbank are open on thursday at 9pm', kind='list',
   mentions=['Schnitzelbank'])
def _():
    return open_list(P('Schnitzelbank'), 'cafe', 100, [(TH, hm(21))])


@Q(H, 'heidelberg', 'In Heidelberg, which restaurants within 200 m of the Zuckerladen are open on a tuesday at 4 pm?',
   kind='list', mentions=['Zuckerladen'])
def _():
    return open_list(P('Zuckerladen'), 'restaurant', 200, [(TU, hm(16))])


@Q(H, 'baltimore', 'is Patisserie Poupon open on sunday morning', mentions=['Patisserie Poupon'])
def _():
    return [yes(open_verdict(P('Patisserie Poupon'), moments_range(SU, hm(6), hm(11, 45))))], {}


@Q(H, 'baltimore', 'montford bar open friday 11pm?', mentions=['montford bar'])
def _():
    return [yes(open_verdict(P('Montford Bar'), [(FR, hm(23))]))], {}


@Q(H, 'baltimore', 'can i take the dog to canton dog park at 5 in the morning on a wednesday or is it shut then',
   mentions=['canton dog park'])
def _():
    return [yes(open_verdict(P('Canton Dog Park'), [(WE, hm(5))]))], {}


@Q(H, 'baltimore', "saturday 9pm, bertha's mussels - are they open then", mentions=["bertha's mussels"])
def _():
    return [absent(P("Bertha's Mussels"), 'opening_hours')], {}


@Q(H, 'singapore', 'Is the Sands SkyPark still open on a Friday at 10:30 pm', mentions=['Sands SkyPark'])
def _():
    return [yes(open_verdict(P('Sands SkyPark'), [(FR, hm(22, 30))]))], {}


@Q(H, 'singapore', 'gluttons bay - open monday 4.30pm or not yet', mentions=['gluttons bay'])
def _():
    return [yes(open_verdict(P('Makansutra Gluttons Bay'), [(MO, hm(16, 30))]))], {}


@Q(H, 'singapore', 'we land early on sunday, would the Events Service Concierge be open at half past seven in the morning',
   mentions=['Events Service Concierge'])
def _():
    return [yes(open_verdict(P('Events Service Concierge'), [(SU, hm(7, 30))]))], {}


@Q(H, 'singapore', 'are the shoppes at marina bay sands still open on thursday at 11.30 at night',
   mentions=['shoppes at marina bay sands'])
def _():
    return [yes(open_verdict(P('The Shoppes at Marina Bay Sands'), [(TH, hm(23, 30))]))], {}


# ------------------------------------------------------------------------------------------ arithmetic

R = 'val4-arithmetic.tsv'


@Q(R, 'heidelberg', 'how many more resturants than cafes are there within 200 m of the Sebastian-Münster-Brunnen',
   mentions=['Sebastian-Münster-Brunnen'])
def _():
    c = P('Sebastian-Münster-Brunnen')
    a, _s = count_within(c, 'restaurant', 200, tagcount=True)
    b, _t = count_within(c, 'cafe', 200, tagcount=True)
    need(a > 1.10 * b, f'near tie {a} {b}')
    return [cnt(a - b)], {'restaurants': a, 'cafes': b}


@Q(R, 'heidelberg', 'which is closer to the Jesuitenkirche, the Heiliggeistkirche or the Erlöserkirche - and by how much',
   mentions=['Jesuitenkirche', 'Heiliggeistkirche', 'Erlöserkirche'])
def _():
    w, d, da, db = closer(P('Jesuitenkirche'), P('Heiliggeistkirche'), P('Erlöserkirche'))
    return [nm(w), m(d)], {'Heiliggeistkirche': round(da), 'Erlöserkirche': round(db)}


@Q(R, 'heidelberg', 'how much bigger is jubiläumsplatz than krahnenplatz in square metres',
   mentions=['jubiläumsplatz', 'krahnenplatz'])
def _():
    a, b = area(P('Jubiläumsplatz').geom), area(P('Krahnenplatz').geom)
    need(a > 1.15 * b, 'areas too close')
    return [m2(a - b)], {'Jubiläumsplatz': round(a), 'Krahnenplatz': round(b)}


@Q(R, 'heidelberg', 'my group needs 40 rooms: how many rooms do Hotel Perkeo and Hotel The Dubliner have between them',
   mentions=['Hotel Perkeo', 'Hotel The Dubliner'])
def _():
    need('rooms' in P('Hotel Perkeo').tags, 'Perkeo rooms gone')
    return [absent(P('Hotel The Dubliner'), 'rooms')], {'Hotel Perkeo rooms': P('Hotel Perkeo').tags['rooms']}


@Q(R, 'baltimore', "are there twice as many restaurants as bars within 300 m of the Captain O'Donnell Statue? give me both numbers",
   mentions=["Captain O'Donnell Statue"])
def _():
    c = P("Captain O'Donnell Statue")
    a, _s = count_within(c, 'restaurant', 300, tagcount=True)
    b, _t = count_within(c, 'bar', 300, tagcount=True)
    need(abs(a - 2 * b) > 0.10 * 2 * b, 'near the factor 2')
    return [yes(a >= 2 * b), cnt(a), cnt(b)], {'restaurants': a, 'bars': b}


@Q(R, 'baltimore', 'how much farther from fort mchenry is little havana than locust point steamers (straight line)',
   mentions=['fort mchenry', 'little havana', 'locust point steamers'])
def _():
    # the fort is also mapped as a park polygon: the answer must not depend on which one is used
    w, d, da, db = closer(P('Fort McHenry'), P('Little Havana'), P('Locust Point Steamers'),
                          alt_targets=[P('Fort McHenry National Monument and Historic Shrine')])
    need(w.name == 'Locust Point Steamers', 'the question assumes Little Havana is farther')
    return [m(d)], {'Little Havana': round(da), 'Locust Point Steamers': round(db)}


@Q(R, 'baltimore', 'In Baltimore, Patterson Park is how many times the size of Federal Hill Park',
   mentions=['Patterson Park', 'Federal Hill Park'])
def _():
    a, b = area(P('Patterson Park').geom), area(P('Federal Hill Park').geom)
    r = a / b
    need(abs(r * 10 - round(r * 10)) < 0.35, f'ratio {r:.3f} near a rounding edge')
    return [lit(f'{r:.1f}', f'{r:.2f}', f'{round(r)} times')], {'Patterson Park': round(a), 'Federal Hill Park': round(b),
                                                               'ratio': round(r, 3)}


@Q(R, 'baltimore', "near the admiral's cup (300 m radius), how many restaurants are there per cafe? tell me the counts too",
   mentions=["admiral's cup"])
def _():
    c = P("The Admiral's Cup")
    a, _s = count_within(c, 'restaurant', 300, tagcount=True)
    b, _t = count_within(c, 'cafe', 300, tagcount=True)
    r = a / b
    need(r == int(r), 'ratio not whole')
    return [lit(f'{int(r)}', f'{r:.1f}'), cnt(a), cnt(b)], {'restaurants': a, 'cafes': b}


@Q(R, 'singapore', 'Art Science Museum vs Infinity Pool: whats the difference in footprint area',
   mentions=['Art Science Museum', 'Infinity Pool'])
def _():
    a, b = area(P('Art Science Museum').geom), area(P('Infinity Pool').geom)
    need(a > 1.15 * b, 'areas too close')
    return [m2(a - b)], {'Art Science Museum': round(a), 'Infinity Pool': round(b)}


@Q(R, 'singapore', "standing at the light show viewing point - whats nearer, waku ghin or sen of japan, and how many metres in it",
   mentions=['light show viewing point', 'waku ghin', 'sen of japan'])
def _():
    w, d, da, db = closer(P('Light Show Viewing Point'), P('Waku Ghin'), P('Sen of Japan'))
    return [nm(w), m(d)], {'Waku Ghin': round(da), 'Sen of Japan': round(db)}


@Q(R, 'singapore', 'within 200 m of the Sky Mirror, how many cafes and bars are there altogether? and how many of each',
   mentions=['Sky Mirror'])
def _():
    c = P('Sky Mirror')
    a, _s = count_within(c, 'cafe', 200, tagcount=True)
    b, _t = count_within(c, 'bar', 200, tagcount=True)
    return [cnt(a + b), cnt(a), cnt(b)], {'cafes': a, 'bars': b}


@Q(R, 'singapore', 'as the crow flies, sky mirror to the light show viewing point and then on to the art science museum - total distance?',
   mentions=['sky mirror', 'light show viewing point', 'art science museum'])
def _():
    d = legs(P('Sky Mirror'), P('Light Show Viewing Point'), P('Art Science Museum'))
    return [m(d)], {}


# ------------------------------------------------------------------------------------------ route

T_ = 'val4-route.tsv'


def route_gold(a, b, mode, time=False):
    L, s, alts = robust_route(P(a), P(b), mode)
    return [rt(L)] + ([MIN] if time else []), {'straight': round(s), 'variants': {v: (round(x) if x else x) for v, x in alts}}


def tour_gold(names, mode, roundtrip, shorts=None):
    stops = [P(n) for n in names]
    (L, perm), res = best_tour(stops, mode, roundtrip)
    shorts = shorts or {}
    return [nm(p, shorts.get(p.name)) for p in perm] + [rt(L)], {'order': [p.name for p in perm],
                                                                  'next': round(res[1][0])}


@Q(T_, 'heidelberg', 'how long does it take to drive from Griechische Taverne to Hotel Anlage',
   mentions=['Griechische Taverne', 'Hotel Anlage'])
def _():
    return route_gold('Griechische Taverne', 'Hotel Anlage', 'car', time=True)


@Q(T_, 'heidelberg', 'cyclng from the greif-apotheke to the heiliggeistkirche, how many km is that',
   mentions=['greif-apotheke', 'heiliggeistkirche'])
def _():
    return route_gold('Greif-Apotheke', 'Heiliggeistkirche', 'bike')


@Q(T_, 'heidelberg', "my kid has practice at Sporthalle Klingenteich and I'm visiting someone at St. Vincentius afterwards. how far is the walk and how long will it take",
   mentions=['Sporthalle Klingenteich', 'St. Vincentius'])
def _():
    return route_gold('Sporthalle Klingenteich', 'Krankenhaus St. Vincentius', 'foot', time=True)


@Q(T_, 'heidelberg', 'starting at the erlöserkirche i want to walk to the marstall, the klingentor and the jesuitenkirche, no need to come back. best order and how far in total',
   mentions=['erlöserkirche', 'marstall', 'klingentor', 'jesuitenkirche'])
def _():
    return tour_gold(['Erlöserkirche', 'Marstall', 'Klingentor', 'Jesuitenkirche'], 'foot', False)


@Q(T_, 'baltimore', "whats the driving distance from Lloyd Street Synagogue to Of Love & Regret",
   mentions=['Lloyd Street Synagogue', 'Of Love & Regret'])
def _():
    return route_gold('Lloyd Street Synagogue', 'Of Love & Regret', 'car')


@Q(T_, 'baltimore', "In Baltimore, how long would it take me to bike from the Little Italy Garage to Mama's on the Half Shell",
   mentions=['Little Italy Garage', "Mama's on the Half Shell"])
def _():
    return route_gold('Little Italy Garage', "Mama's on the Half Shell", 'bike', time=True)


@Q(T_, 'baltimore', 'walking distance between the jewish museum of maryland and the admiral fell inn?',
   mentions=['jewish museum of maryland', 'admiral fell inn'])
def _():
    return route_gold('Jewish Museum of Maryland', 'Admiral Fell Inn', 'foot')


@Q(T_, 'baltimore', "by car: from Katyn Memorial to Latte Da, Tortilleria Sinaloa and Port Discovery, then back to the memorial. which order is shortest and how many km",
   mentions=['Katyn Memorial', 'Latte Da', 'Tortilleria Sinaloa', 'Port Discovery'])
def _():
    return tour_gold(['Katyn Memorial', 'Cafe Latte Da', 'Tortilleria Sinaloa', 'Port Discovery Museum'], 'car', True,
                     {'Cafe Latte Da': 'Latte Da', 'Port Discovery Museum': 'Port Discovery'})


@Q(T_, 'singapore', "how far's hamleys from the sky mirror on foot", mentions=['sky mirror', 'hamleys'])
def _():
    return route_gold('Sky Mirror', 'Hamleys', 'foot')


@Q(T_, 'singapore', 'walking from din tai fung to poporo park - how many minutes roughly',
   mentions=['din tai fung', 'poporo park'])
def _():
    return route_gold('Din Tai Fung', 'Poporo Park', 'foot', time=True)


@Q(T_, 'singapore', "we're having drinks at Spago later and then pancakes at Beyond Pancakes, how far is that walk",
   mentions=['Spago', 'Beyond Pancakes'])
def _():
    return route_gold('Spago', 'Beyond Pancakes', 'foot')


@Q(T_, 'singapore', 'on foot from Punjab Grill to the Light Show Viewing Point, Sky Mirror and Makansutra Gluttons Bay (no need to go back). shortest order + total distance',
   mentions=['Punjab Grill', 'Light Show Viewing Point', 'Sky Mirror', 'Makansutra Gluttons Bay'])
def _():
    return tour_gold(['Punjab Grill', 'Light Show Viewing Point', 'Sky Mirror', 'Makansutra Gluttons Bay'], 'foot', False,
                     {'Makansutra Gluttons Bay': 'Gluttons Bay', 'Light Show Viewing Point': 'Light Show'})


# ------------------------------------------------------------------------------------------ aggregate

G = 'val4-aggregate.tsv'


@Q(G, 'heidelberg', 'how many restaurants within 200 m of the Löwenbrunnen have a website', mentions=['Löwenbrunnen'])
def _():
    n, s = count_within(P('Löwenbrunnen'), 'restaurant', 200, lambda f: has_tag(f, 'website'), tagcount=True)
    return [cnt(n)], {'found': sorted(f.name for f in s)}


@Q(G, 'heidelberg', 'in the heidelberg data, how many cafés offer wifi', mentions=[])
def _():
    s = [f for f in of_kind('heidelberg', 'cafe') if has_tag(f, 'wifi')]
    need(all(f.name for f in s), 'unnamed cafe with wifi')
    return [cnt(len(s))], {'found': sorted(f.name for f in s)}


@Q(G, 'heidelberg', "whats the most common cuisine among heidelberg's restaurants", mentions=[])
def _():
    win, tally = most_common(of_kind('heidelberg', 'restaurant'), cuisines, [cuisine_raw])
    return ['!' + win], {'tally': tally[:4]}


@Q(G, 'heidelberg', 'how many streets longer than 400 m pass within 200 m of the Hochschule für Jüdische Studien, and which are they',
   mentions=['Hochschule für Jüdische Studien'])
def _():
    s = long_streets_within(P('Hochschule für Jüdische Studien'), 200, 400)
    return [cnt(len(s))] + [n for n, _l in sorted(s)], {'lengths': sorted(s)}


@Q(G, 'baltimore', 'in the baltimore data wich denomination has the most places of worship', mentions=[])
def _():
    win, tally = most_common(of_kind('baltimore', 'church'),
                             lambda f: [f.tags['denomination']] if 'denomination' in f.tags else [])
    return ['!' + win], {'tally': tally[:4]}


@Q(G, 'baltimore', "In Baltimore's data, how many restaurants have outdoor seating", mentions=[])
def _():
    s = [f for f in of_kind('baltimore', 'restaurant') if f.tags.get('outdoor_seating') == 'yes']
    need(all(f.name for f in s), 'unnamed')
    return [cnt(len(s))], {'found': sorted(f.name for f in s)}


@Q(G, 'baltimore', 'parks bigger than 2 hectares within 1 km of Saute - how many and which ones', mentions=['Saute'])
def _():
    big, s = big_within(P('Saute'), 'park', 1000, 20000)
    return [cnt(len(big))] + [nm(f) for f in sorted(big, key=lambda f: f.name)], {
        'areas': sorted((f.name, round(area(f.geom))) for f in s)}


@Q(G, 'baltimore', 'McElderry Garage area, 500m radius: number of baptist churchs?', mentions=['McElderry Garage'])
def _():
    n, s = count_within(P('McElderry Garage'), 'church', 500, lambda f: f.tags.get('denomination') == 'baptist',
                        tagcount=True)
    return [cnt(n)], {'found': sorted(f.name for f in s)}


@Q(G, 'singapore', 'how many watch shops are in the singapore data', mentions=[])
def _():
    s = [f for f in town('singapore').features if f.tags.get('shop') == 'watches']
    need(all(f.name for f in s), 'unnamed watch shop')
    return [cnt(len(s))], {'found': sorted(f.name for f in s)}


@Q(G, 'singapore', 'Singapore: for how many restaurants in the data is the cuisine known', mentions=[])
def _():
    s = [f for f in of_kind('singapore', 'restaurant') if has_tag(f, 'cuisine')]
    need(all(f.name for f in s), 'unnamed restaurant with cuisine')
    return [cnt(len(s))], {'found': sorted((f.name, f.tags['cuisine']) for f in s)}


@Q(G, 'singapore', 'of the restaurants within 300 m of the sky mirror, how many are wheelchair accessible',
   mentions=['sky mirror'])
def _():
    n, s = count_within(P('Sky Mirror'), 'restaurant', 300, lambda f: has_tag(f, 'wheelchair'), tagcount=True)
    return [cnt(n)], {'found': sorted(f.name for f in s)}


@Q(G, 'singapore', 'need cash - how many ATMs within 250 m of Din Tai Fung', mentions=['Din Tai Fung'])
def _():
    n, s = count_within(P('Din Tai Fung'), 'atm', 250)
    return [cnt(n)], {'found': sorted(f.name or '(unnamed)' for f in s)}


# =====================================================================================================
# running
# =====================================================================================================

ITEM_RE = [re.compile(p) for p in (r'^#\d+$', r'^~\d+ m$', r'^~\d+ m ±10%$', r'^~\d+ m2$', r'^!\S.*$')]
OUT_DIR = HERE.parent
HEADER = {
    'val4-attribute.tsv': 'a fact about one place from its tags (phone, denomination, operator, opening time, outdoor '
                          'seating, wifi, cuisine, e-mail, wheelchair, street); 3 described places, 2 "not in the data"',
    'val4-hours.tsv': '"is it open" at a moment said in words; 2 "which ... are open" lists (kind list); 1 trap without hours',
    'val4-arithmetic.tsv': 'two measured results combined (count differences, twice, sum, area difference / ratio, '
                           'closer-by-how-much, farther-by, two-leg sum); 1 trap (a hotel without rooms)',
    'val4-route.tsv': 'distance / time between two places by car, bike, on foot; 3 shortest tours (foot open, car round '
                      'trip, foot open); time questions add !min | !minute | !hour',
    'val4-aggregate.tsv': 'counts of places with a tag in a radius or in a whole extract, most common value, thresholds '
                          '(street length, park area)',
}


def check_items(gold):
    for item in gold.split('; '):
        for alt in item.split(' | '):
            need(alt == alt.strip() and alt, f'empty/space item in {gold!r}')
            if alt[0] in '#~!':
                need(any(r.match(alt) for r in ITEM_RE), f'bad item syntax {alt!r}')
            need('\t' not in alt and ';' not in alt, f'bad character in {alt!r}')


def check_mentions(q):
    text = fold(q['text'])
    allpois = [f for t in TOWNS for f in town(t).pois if f.name]
    for mnt in q['mentions']:
        fm = fold(mnt)
        need(fm in text, f'mention {mnt!r} not in question')
        exact = [f for f in allpois if fold(f.name) == fm]
        if len(exact) == 1:
            need(exact[0].town == q['town'], f'{mnt!r} is in {exact[0].town}')
            continue
        need(not exact, f'{mnt!r} names {len(exact)} POIs')
        sub = [f for f in allpois if fm in fold(f.name)]
        if len(sub) != 1:  # a dropped leading "the"
            sub = [f for f in allpois if fold(f.name) in (fm, 'the ' + fm)]
        need(len(sub) == 1, f'shortened mention {mnt!r} matches {sub}')
        need(sub[0].town == q['town'], f'{mnt!r} is in {sub[0].town}')


def compute():
    rows, problems = [], []
    for q in QUESTIONS:
        try:
            check_mentions(q)
            items, figs = q['fn']()
            gold = '; '.join(items)
            check_items(gold)
            need('\t' not in q['text'] and '\n' not in q['text'], 'tab in question')
            rows.append((q, gold, figs))
        except Fragile as e:
            problems.append(f'[{q["file"]}] {q["text"]}\n    FRAGILE: {e}')
            rows.append((q, None, {}))
    return rows, problems


def read_tsv(path):
    out = []
    if not path.exists():
        return None
    for line in path.read_text(encoding='utf-8').splitlines():
        if not line.strip() or line.startswith('#'):
            continue
        parts = line.split('\t')
        out.append(tuple(parts))
    return out


def write_tsvs(rows):
    for fname in FILES_OUT:
        lines = [f'# {fname} - held-out validation set 4, written 2026-11-28 before it is run; never tune on it.',
                 f'# {HEADER[fname]}',
                 '# Golds computed by gold_val4.py from the osm-fresh extracts (see README-val4.md). '
                 'Map data © OpenStreetMap contributors, ODbL 1.0.',
                 '# question<TAB>gold<TAB>kind (one = every item required, list = any item lenient / all strict)']
        for q, gold, _ in rows:
            if q['file'] == fname:
                lines.append(f'{q["text"]}\t{gold}\t{q["kind"]}')
        (OUT_DIR / fname).write_text('\n'.join(lines) + '\n', encoding='utf-8')


def main(argv):
    import time
    t0 = time.time()
    rows, problems = compute()
    mode = argv[1] if len(argv) > 1 else ''
    counts = collections.Counter((q['file'], q['town']) for q in QUESTIONS)
    if mode == '--write':
        if problems:
            print('\n'.join(problems))
            print('not written: fragile golds')
            return 1
        write_tsvs(rows)
        print(f'wrote {len(FILES_OUT)} files, {len(rows)} questions ({time.time() - t0:.1f} s)')
        return 0
    if mode == '--check':
        bad = list(problems)
        for fname in FILES_OUT:
            have = read_tsv(OUT_DIR / fname)
            want = [(q['text'], gold, q['kind']) for q, gold, _ in rows if q['file'] == fname]
            if have is None:
                bad.append(f'{fname}: missing')
                continue
            if len(have) != len(want):
                bad.append(f'{fname}: {len(have)} lines, expected {len(want)}')
            for h, w in zip(have, want):
                if tuple(h) != w:
                    bad.append(f'{fname}: differs\n    file: {h}\n    gold: {w}')
        if bad:
            print('\n'.join(bad))
            print(f'CHECK FAILED ({len(bad)} problems, {time.time() - t0:.1f} s)')
            return 1
        print(f'OK: {len(rows)} golds match, none fragile ({time.time() - t0:.1f} s)')
        for fname in FILES_OUT:
            print(f'  {fname}: ' + ' / '.join(f'{t} {counts[(fname, t)]}' for t in TOWNS))
        return 0
    for q, gold, figs in rows:
        print(f'[{q["file"]} | {q["town"]} | {q["kind"]}] {q["text"]}\n    gold: {gold}\n    figures: {figs}')
    if problems:
        print('\n'.join(problems))
    print(f'{len(rows)} questions, {len(problems)} fragile ({time.time() - t0:.1f} s)')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
