#!/usr/bin/env python3
"""Golds of the held-out validation set 10 ("beyond"): recomputed from the raw OSM tags and geometries of the
three osm-fresh extracts (shared/data/osm-fresh) with osmium (pyosmium), shapely, pyproj, networkx and numpy only.

    gold_val10.py            print every question, its town, its gold and the figures behind it (and fragile golds)
    gold_val10.py --check    compare with val10-*.tsv; exit 1 on any difference or on a gold that has become fragile
    gold_val10.py --write    rewrite val10-*.tsv (refused while a gold is fragile)

Data folder: Path(__file__).resolve().parents[3]/'shared/data/osm-fresh', or the env variable GEOREACT_FRESH_DIR.
Definitions and robustness rules: README-val10.md.  Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""
import os, re, sys, math, itertools, unicodedata
from pathlib import Path
import osmium
import numpy as np
import shapely
from shapely import wkb as swkb
from shapely.geometry import Point, LineString
from shapely.ops import nearest_points
from pyproj import Geod, Transformer
import networkx as nx

GEOD = Geod(ellps='WGS84')
TOWNS = ('heidelberg', 'baltimore', 'singapore')
FILES = {'heidelberg': 'heidelberg-2015.osm.pbf', 'baltimore': 'baltimore-2015.osm.pbf',
         'singapore': 'singapore-bayfront-2019.osm.pbf'}
POIKEYS = ('amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft')


class Fragile(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fragile(msg)


def fold(s):
    s = s.replace('ß', 'ss').replace('’', "'").replace('‘', "'")
    s = unicodedata.normalize('NFKD', s)
    return ''.join(c for c in s if not unicodedata.combining(c)).lower()


# ---------------------------------------------------------------- loading
class _Handler(osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.nodes, self.ways, self.areas, self.loc = [], {}, {}, {}
        self.wkb = osmium.geom.WKBFactory()

    def node(self, n):
        if len(n.tags):
            self.nodes.append((n.id, dict(n.tags), (n.location.lon, n.location.lat)))

    def way(self, w):
        try:
            coords = [(nd.lon, nd.lat) for nd in w.nodes]
        except osmium.InvalidLocationError:
            return
        if len(w.tags):
            self.ways[w.id] = (dict(w.tags), [nd.ref for nd in w.nodes], coords)

    def area(self, a):
        try:
            g = swkb.loads(self.wkb.create_multipolygon(a), hex=True)
        except Exception:
            return
        self.areas[('w' if a.from_way() else 'r', a.orig_id())] = (dict(a.tags), g)


class Town:
    def __init__(self, name, path):
        h = _Handler()
        h.apply_file(str(path), locations=True)
        self.name = name
        self.feats = []
        for i, tags, ll in h.nodes:
            self.feats.append(dict(t='n', id=i, tags=tags, g=Point(ll)))
        self.ways = h.ways
        for i, (tags, refs, coords) in h.ways.items():
            a = h.areas.get(('w', i))
            if a is not None and ('highway' not in tags or tags.get('area') == 'yes'):
                g = a[1]
            else:
                g = LineString(coords) if len(coords) > 1 else Point(coords[0])
            self.feats.append(dict(t='w', id=i, tags=tags, g=g))
        for (t, i), (tags, g) in h.areas.items():
            if t == 'r':
                self.feats.append(dict(t='r', id=i, tags=tags, g=g))
        for f in self.feats:
            f['town'] = name
            f['key'] = f"{f['t']}{f['id']}"
            f['name'] = f['tags'].get('name')
            f['poi'] = any(k in f['tags'] for k in POIKEYS)
        self.bykey = {f['key']: f for f in self.feats}
        self.graphs = {}


def data_dir():
    env = os.environ.get('GEOREACT_FRESH_DIR')
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[3] / 'shared/data/osm-fresh'


_TOWNS = {}


def town(name):
    if name not in _TOWNS:
        _TOWNS[name] = Town(name, data_dir() / FILES[name])
    return _TOWNS[name]


def all_pois():
    return [f for t in TOWNS for f in town(t).feats if f['poi'] and f['name']]


# ---------------------------------------------------------------- geometry
_TR = {}


def _aeqd(lon, lat):
    k = (round(lon, 7), round(lat, 7))
    if k not in _TR:
        _TR[k] = (Transformer.from_crs('EPSG:4326', f'+proj=aeqd +lat_0={lat} +lon_0={lon} +datum=WGS84 +units=m',
                                       always_xy=True),
                  Transformer.from_crs(f'+proj=aeqd +lat_0={lat} +lon_0={lon} +datum=WGS84 +units=m', 'EPSG:4326',
                                       always_xy=True))
    return _TR[k]


def _proj(g, tr):
    return shapely.transform(g, lambda a: np.column_stack(tr.transform(a[:, 0], a[:, 1])))


def centroid(g):
    c = g.centroid
    return c.x, c.y


def gdist_ll(a, b):
    return GEOD.inv(a[0], a[1], b[0], b[1])[2]


def dist(g1, g2):
    """Geodesic distance between the nearest points of two geometries (0 if they touch)."""
    lon, lat = centroid(g1)
    fwd, inv = _aeqd(lon, lat)
    p1, p2 = _proj(g1, fwd), _proj(g2, fwd)
    if p1.intersects(p2):
        return 0.0
    a, b = nearest_points(p1, p2)
    la = inv.transform(a.x, a.y)
    lb = inv.transform(b.x, b.y)
    return gdist_ll(la, lb)


def cdist(g1, g2):
    return gdist_ll(centroid(g1), centroid(g2))


def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])


def length(g):
    return GEOD.geometry_length(g)


# ---------------------------------------------------------------- places


def _ww(a, b):
    """whole-word containment of folded a in folded b"""
    return re.search(r'(?<!\w)' + re.escape(a) + r'(?!\w)', b) is not None


def older_hit(name):
    fn = fold(name)
    for o in OLDER_SETS:
        fo = fold(o)
        if fo == fn or _ww(fo, fn) or _ww(fn, fo):
            return o
    return None


def find(townname, name, nonpoi=False):
    """The one POI (or, with nonpoi, the one named feature) of the town whose name is `name`."""
    fn = fold(name)
    if not nonpoi:
        hits = [f for t in TOWNS for f in town(t).feats if f['poi'] and f['name'] and fold(f['name']) == fn]
        need(len(hits) == 1, f'{name}: {len(hits)} POIs carry the name')
        need(hits[0]['town'] == townname, f'{name}: not in {townname}')
        return hits[0]
    hits = [f for f in town(townname).feats if f['name'] and fold(f['name']) == fn]
    need(len(hits) >= 1, f'{name}: no feature')
    need(not any(f['poi'] for t in TOWNS for f in town(t).feats if f['name'] and fold(name) in fold(f['name'])),
         f'{name}: a POI carries/contains the name')
    return hits


def namesakes(f):
    fn = fold(f['name'])
    return [g for g in town(f['town']).feats if g is not f and g['name'] and fold(g['name']) == fn and not g['poi']]


def check_mention(mention, f, question):
    """mention must be in the question, be a substring of exactly one POI name of the three extracts."""
    need(fold(mention) in fold(question), f'mention {mention!r} not in question')
    fm = fold(mention)
    names = {fold(g['name']) for g in all_pois() if fm in fold(g['name'])}
    need(names == {fold(f['name'])}, f'mention {mention!r} matches {sorted(names)}')
    owners = [g for g in all_pois() if fold(g['name']) == fold(f['name'])]
    need(len(owners) == 1 and owners[0] is f, f'{f["name"]}: not unique')
    for s in (mention, f['name']):
        o = older_hit(s)
        need(o is None, f'{s!r} overlaps older set place {o!r}')


def check_mention_nonpoi(mention, feats, question):
    need(fold(mention) in fold(question), f'mention {mention!r} not in question')
    fm = fold(mention)
    names = {fold(g['name']) for t in TOWNS for g in town(t).feats if g['name'] and fm in fold(g['name'])}
    need(names == {fold(feats[0]['name'])}, f'mention {mention!r} matches {sorted(names)}')
    need(not any(g['poi'] for t in TOWNS for g in town(t).feats if g['name'] and fm in fold(g['name'])),
         f'{mention}: inside a POI name')
    for s in (mention, feats[0]['name']):
        o = older_hit(s)
        need(o is None, f'{s!r} overlaps older set place {o!r}')


# ---------------------------------------------------------------- routing
CAR_HW = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
          'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
FAST_HW = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}
NON_WAYS = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
            'services', 'razed', 'disused', 'bus_guideway', 'escape'}
YES = {'yes', 'true', '1'}
ALLOW = {'yes', 'designated', 'permissive'}


def _way_rule(tags, mode, variant):
    """None (not usable) or direction: 0 both, 1 forward, -1 backward."""
    hw = tags.get('highway')
    if hw is None:
        return None
    ow = tags.get('oneway')
    direction = 1 if ow in YES else (-1 if ow == '-1' else 0)
    if mode == 'car':
        if hw not in CAR_HW or tags.get('access') in ('no', 'private'):
            return None
        if variant == 'strict':
            if tags.get('motor_vehicle') in ('no', 'private') or tags.get('motorcar') in ('no', 'private'):
                return None
            if direction == 0 and ow != 'no' and (tags.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link')):
                direction = 1
        return direction
    if mode == 'bike':
        ok = (hw in CAR_HW and hw not in FAST_HW) or hw in ('cycleway', 'path', 'track') or \
            tags.get('bicycle') in ('yes', 'designated')
        if not ok or tags.get('bicycle') == 'no':
            return None
        if tags.get('oneway:bicycle') == 'no' or tags.get('cycleway', '').startswith('opposite'):
            direction = 0
        if variant == 'strict':
            if tags.get('access') in ('no', 'private') and tags.get('bicycle') not in ALLOW:
                return None
            if direction == 0 and ow != 'no' and tags.get('junction') == 'roundabout' and \
                    tags.get('oneway:bicycle') != 'no' and not tags.get('cycleway', '').startswith('opposite'):
                direction = 1
        if variant == 'nooneway':
            direction = 0
        return direction
    if mode == 'foot':
        if hw in FAST_HW or hw in NON_WAYS or tags.get('foot') == 'no':
            return None
        if variant == 'strict' and tags.get('access') in ('no', 'private') and tags.get('foot') not in ALLOW:
            return None
        return 0
    raise ValueError(mode)


def graph(tn, mode, variant='base'):
    T = town(tn)
    k = (mode, variant)
    if k in T.graphs:
        return T.graphs[k]
    G = nx.DiGraph()
    pos = {}
    for wid, (tags, refs, coords) in T.ways.items():
        d = _way_rule(tags, mode, variant)
        if d is None:
            continue
        for (r1, c1), (r2, c2) in zip(zip(refs, coords), zip(refs[1:], coords[1:])):
            if r1 == r2:
                continue
            w = gdist_ll(c1, c2)
            pos[r1], pos[r2] = c1, c2
            if d >= 0:
                if not G.has_edge(r1, r2) or G[r1][r2]['weight'] > w:
                    G.add_edge(r1, r2, weight=w)
            if d <= 0:
                if not G.has_edge(r2, r1) or G[r2][r1]['weight'] > w:
                    G.add_edge(r2, r1, weight=w)
    big = max(nx.strongly_connected_components(G), key=len)
    ids = list(pos)
    arr = np.array([pos[i] for i in ids])
    bigids = [i for i in ids if i in big]
    bigarr = np.array([pos[i] for i in bigids])
    T.graphs[k] = (G, pos, (ids, arr), (bigids, bigarr))
    return T.graphs[k]


def anchor(f):
    g = f['g']
    if g.geom_type == 'Point':
        return g.x, g.y
    return centroid(g)


def snap(tn, mode, ll, variant='base', whole=False):
    G, pos, allp, bigp = graph(tn, mode, variant)
    ids, arr = allp if whole else bigp
    lat0 = math.radians(ll[1])
    d2 = ((arr[:, 0] - ll[0]) * math.cos(lat0)) ** 2 + (arr[:, 1] - ll[1]) ** 2
    cand = np.argsort(d2)[:8]
    best = min(cand, key=lambda i: gdist_ll(ll, tuple(arr[i])))
    return ids[best], gdist_ll(ll, tuple(arr[best]))


def route_len(tn, mode, a_ll, b_ll, variant='base', whole=False):
    G = graph(tn, mode, variant)[0]
    na, da = snap(tn, mode, a_ll, variant, whole)
    nb, db = snap(tn, mode, b_ll, variant, whole)
    need(da <= 100 and db <= 100, f'snap too far ({da:.0f} m, {db:.0f} m)')
    try:
        return nx.dijkstra_path_length(G, na, nb, weight='weight')
    except nx.NetworkXNoPath:
        raise Fragile('no route')


def _anchors(f):
    return [anchor(f)] + [anchor(g) for g in namesakes(f)] if f.get('name') else [anchor(f)]


def robust_route(tn, mode, fa, fb, legmin=300):
    """Route length between two features, refusing unless every variant agrees within 3 %."""
    a, b = anchor(fa), anchor(fb)
    straight = dist(fa['g'], fb['g'])
    need(legmin <= gdist_ll(a, b) <= 5000 and straight <= 5000,
         f'straight line {gdist_ll(a, b):.0f} m outside {legmin} m - 5 km')
    L = route_len(tn, mode, a, b)
    need(L <= 2.5 * max(gdist_ll(a, b), 1), f'route {L:.0f} m > 2.5 x straight {gdist_ll(a, b):.0f} m')
    variants = ['strict'] + (['nooneway'] if mode == 'bike' else [])
    alts = []
    for v in variants:
        alts.append((v, route_len(tn, mode, a, b, variant=v)))
    alts.append(('whole', route_len(tn, mode, a, b, whole=True)))
    for aa in _anchors(fa):
        for bb in _anchors(fb):
            if (aa, bb) != (a, b):
                alts.append(('namesake', route_len(tn, mode, aa, bb)))
    for v, l2 in alts:
        need(abs(l2 - L) <= 0.03 * L, f'{mode} route moves {l2:.0f} vs {L:.0f} m under {v}')
    return L, gdist_ll(a, b), alts


def fmt_len(L):
    return f'~{int(round(L / 10.0)) * 10} m ±10%'


# ---------------------------------------------------------------- opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
_SEL = re.compile(r'^(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?(?:,(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)*$')
_RNG = re.compile(r'^(\d{1,2}):(\d\d)-(\d{1,2}):(\d\d)$')


def _days(sel):
    out = []
    for part in sel.split(','):
        if '-' in part:
            a, b = part.split('-')
            i, j = DAYS.index(a), DAYS.index(b)
            k = i
            while True:
                out.append(k)
                if k == j:
                    break
                k = (k + 1) % 7
        else:
            out.append(DAYS.index(part))
    return out


def parse_oh(s):
    """{day: [(start, end)] minutes, end may exceed 1440 (past midnight)} or None when outside the subset."""
    if s is None:
        return None
    s = s.strip()
    if s == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    week = {d: [] for d in range(7)}
    for rule in s.split(';'):
        rule = rule.strip()
        if not rule:
            return None
        parts = rule.split(' ')
        if len(parts) == 1:
            sel, spec = None, parts[0]
        elif len(parts) == 2:
            sel, spec = parts
        else:
            return None
        if sel is not None and not _SEL.match(sel):
            return None
        days = _days(sel) if sel else list(range(7))
        if spec in ('off', 'closed'):
            ivs = []
        else:
            ivs = []
            for r in spec.split(','):
                m = _RNG.match(r)
                if not m:
                    return None
                h1, m1, h2, m2 = map(int, m.groups())
                if h1 > 24 or h2 > 24 or m1 > 59 or m2 > 59:
                    return None
                a, b = h1 * 60 + m1, h2 * 60 + m2
                if b <= a:
                    b += 1440
                ivs.append((a, b))
        for d in days:
            week[d] = list(ivs)
    return week


def is_open(week, day, minute, strict):
    """day 0..6, minute 0..1439.  The spill of the previous day counts unless strict and today has intervals."""
    for a, b in week[day]:
        if a <= minute < b:
            return True
    prev = (day - 1) % 7
    if strict and week[day]:
        return False
    for a, b in week[prev]:
        if b > 1440 and minute < b - 1440:
            return True
    return False


def robust_open(f, day, minute):
    """Verdict at (day, minute); refuse unless stable from -15 to +15 minutes and under both readings."""
    oh = f['tags'].get('opening_hours')
    week = parse_oh(oh)
    need(week is not None, f'{f["name"]}: opening_hours {oh!r} outside the subset')
    verdicts = set()
    for dm in range(-15, 16):
        t = day * 1440 + minute + dm
        d, m = (t // 1440) % 7, t % 1440
        for strict in (False, True):
            verdicts.add(is_open(week, d, m, strict))
    need(len(verdicts) == 1, f'{f["name"]}: verdict not stable around {DAYS[day]} {minute // 60}:{minute % 60:02d} ({oh})')
    return verdicts.pop(), oh


# ---------------------------------------------------------------- question context and robust measures
NOT_IN_DATA = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIME_ITEM = '!min | !minute | !hour'
KINDS_FILES = ('attribute', 'hours', 'arithmetic', 'route', 'aggregate')


def hm_alts(m):
    """!20:00 | !8 pm | !8pm | !8:00 pm | !8:00pm (as README-val4); morning times get !9:30 | !09:30 | !9.30 am ..."""
    h, mi = divmod(m % 1440, 60)
    h12 = h % 12 or 12
    ap = 'am' if h < 12 else 'pm'
    alts = [f'{h}:{mi:02d}'] + ([f'{h:02d}:{mi:02d}'] if h < 10 else [])
    if mi == 0:
        alts += [f'{h12} {ap}', f'{h12}{ap}', f'{h12}:00 {ap}', f'{h12}:00{ap}']
    else:
        alts += [f'{h12}.{mi:02d}', f'{h12}:{mi:02d} {ap}', f'{h12}:{mi:02d}{ap}']
    seen = []
    for a in alts:
        if a not in seen:
            seen.append(a)
    return ' | '.join('!' + a for a in seen)


class Ctx:
    def __init__(self, q):
        self.q = q
        self.town = q['town']
        self.figs = []

    def fig(self, s):
        self.figs.append(s)

    def place(self, mention, name=None):
        f = find(self.town, name or mention)
        check_mention(mention, f, self.q['text'])
        return f

    def nonpoi(self, mention, name=None):
        """A named feature without a POI key: every feature of the town carrying the name, as one geometry."""
        fs = find(self.town, name or mention, nonpoi=True)
        check_mention_nonpoi(mention, fs, self.q['text'])
        from shapely.ops import unary_union
        return dict(t='u', id=0, key='U:' + fs[0]['name'], tags={}, name=fs[0]['name'], poi=False, town=self.town,
                    g=unary_union([f['g'] for f in fs]), parts=fs)


def _others(centre):
    """the centre's namesakes (non-POI features of the town carrying its name) - a merged non-POI place has none"""
    if centre.get('t') == 'u' or not centre.get('name'):
        return []
    return namesakes(centre)


def _is_centre(g, centre):
    return g is centre or (centre.get('t') == 'u' and any(g is p for p in centre['parts']))


def candidates(tn, pred, centre=None):
    return [g for g in town(tn).feats if pred(g) and not (centre is not None and _is_centre(g, centre))]


def nearest(C, centre, pred, label):
    cands = candidates(C.town, pred, centre)
    need(len(cands) >= 2, f'{label}: fewer than two candidates')
    winners = set()
    for c in [centre] + _others(centre):
        ds = sorted(((dist(c['g'], g['g']), cdist(c['g'], g['g']), g) for g in cands), key=lambda o: o[0])
        (d1, c1, g1), (d2, c2, g2) = ds[0], ds[1]
        need(d2 > 1.1 * d1 + 5, f'{label}: nearest {g1["name"]} {d1:.0f} m vs {g2["name"]} {d2:.0f} m (10 % + 5 m)')
        need(c1 < min(o[1] for o in ds[1:]), f'{label}: {g1["name"]} does not win by centroid')
        winners.add(g1['key'])
        if c is centre:
            C.fig(f'{label}: {g1["name"] or g1["key"]} {d1:.0f} m (next {g2["name"] or g2["key"]} {d2:.0f} m)')
            win = g1
    need(len(winners) == 1, f'{label}: winner changes with a namesake of the centre')
    return win


def in_radius(C, centre, pred, R, label, named=False):
    cands = candidates(C.town, pred, centre)
    sets = []
    for c in [centre] + _others(centre):
        for measure in (dist, cdist):
            ds = [(measure(c['g'], g['g']), g) for g in cands]
            edge = [(g['name'] or g['key'], round(d)) for d, g in ds if 0.95 * R <= d <= 1.05 * R]
            need(not edge, f'{label}: candidates within 5 % of {R} m: {edge}')
            sets.append(frozenset(g['key'] for d, g in ds if d <= R))
    need(len(set(sets)) == 1, f'{label}: real-geometry, centroid and namesake sets differ')
    res = [g for g in cands if g['key'] in sets[0]]
    if named:
        need(all(g['name'] for g in res), f'{label}: an unnamed feature is counted')
    C.fig(f'{label} within {R} m: {len(res)} ' + str(sorted(g['name'] or g['key'] for g in res)))
    return res


def whole(C, pred, label, named=False):
    res = [g for g in town(C.town).feats if pred(g)]
    if named:
        need(all(g['name'] for g in res), f'{label}: an unnamed feature is counted')
    C.fig(f'{label} in the {C.town} data: {len(res)}')
    return res


def variants(f):
    return [f] + (_others(f) if f.get('name') else [])


def fmt_m(d):
    return f'~{int(round(d))} m'


def within_tol(a, b):
    return abs(a - b) <= max(0.05 * max(abs(a), abs(b)), 15)


def compare(C, X, A, B, la, lb):
    """(nearer label, difference) robustly: > 15 % apart, same winner and difference from every namesake."""
    da, db = dist(X['g'], A['g']), dist(X['g'], B['g'])
    need(max(da, db) > 1.15 * min(da, db), f'compared distances {da:.0f} / {db:.0f} m within 15 %')
    diff = abs(da - db)
    for x in variants(X):
        for a in variants(A):
            for b in variants(B):
                d1, d2 = dist(x['g'], a['g']), dist(x['g'], b['g'])
                need((d1 < d2) == (da < db), 'nearer place changes with a namesake')
                need(within_tol(abs(d1 - d2), diff), 'difference changes with a namesake')
    C.fig(f'{la} {da:.0f} m, {lb} {db:.0f} m, difference {diff:.0f} m')
    return (la if da < db else lb), diff, da, db


def two_leg(C, A, B, D):
    s = dist(A['g'], B['g']) + dist(B['g'], D['g'])
    for a in variants(A):
        for b in variants(B):
            for d in variants(D):
                need(within_tol(dist(a['g'], b['g']) + dist(b['g'], d['g']), s), 'two-leg sum changes with a namesake')
    C.fig(f'legs {dist(A["g"], B["g"]):.0f} + {dist(B["g"], D["g"]):.0f} = {s:.0f} m')
    return s


def ratio_items(r):
    one, two = round(r, 1), round(r, 2)
    e1 = abs((r * 10) % 1 - 0.5) / 10     # distance to the x.x5 edge
    e2 = abs((r * 100) % 1 - 0.5) / 100   # distance to the x.xx5 edge
    need(e1 >= 0.01 and e2 >= 0.001, f'ratio {r:.4f} near a rounding edge')
    return f'!{one:.1f} | !{two:.2f}'


def counts_diff(a, b):
    need(a != b and abs(a - b) > 0.1 * max(a, b), f'counts {a} / {b} are a near-tie')


def twice(a, b):
    need(b > 0 and abs(a / b - 2) > 0.2, f'ratio {a}/{b} within 10 % of 2')
    return a >= 2 * b


def open_gold(C, f, day, minute, label):
    v, oh = robust_open(f, day, minute)
    C.fig(f'{label}: {f["name"] or f["key"]} opening_hours {oh!r} at {DAYS[day]} {minute // 60}:{minute % 60:02d} -> {"open" if v else "closed"}')
    return '!yes' if v else '!no'


def route_gold(C, mode, a, b, time=False):
    L, s, alts = robust_route(C.town, mode, a, b)
    C.fig(f'{mode} route {L:.0f} m (straight {s:.0f} m; variants ' + ', '.join(f'{v} {l:.0f}' for v, l in alts) + ')')
    return fmt_len(L) + (f'; {TIME_ITEM}' if time else ''), L, alts


def walk_verdict(C, L, alts, minutes):
    ls = [L] + [l for v, l in alts]
    if max(ls) <= 0.9 * minutes * 50:
        v = '!yes'
    elif min(ls) >= 1.1 * minutes * 100:
        v = '!no'
    else:
        raise Fragile(f'walk of {L:.0f} m in {minutes} min depends on the walking speed')
    C.fig(f'{minutes} min: yes needs <= {0.9 * minutes * 50:.0f} m (3 km/h), no needs >= {1.1 * minutes * 100:.0f} m (6 km/h)')
    return v


def tour_gold(C, mode, start, stops, labels, open_=True):
    fs = [start] + stops
    n = len(fs)
    D = {}
    for i, j in itertools.permutations(range(n), 2):
        D[(i, j)] = robust_route(C.town, mode, fs[i], fs[j], legmin=100)[0]
    res = []
    for perm in itertools.permutations(range(1, n)):
        seq = (0,) + perm + (() if open_ else (0,))
        res.append((sum(D[(a, b)] for a, b in zip(seq, seq[1:])), perm))
    res.sort()
    best = res[0]
    rest = [r for r in res[1:] if open_ or r[1] != tuple(reversed(best[1]))]
    need(rest[0][0] > 1.1 * best[0], f'best order {best[0]:.0f} m vs next {rest[0][0]:.0f} m (10 %)')
    listed = tuple(range(1, n))
    need(best[1] != listed and (open_ or best[1] != tuple(reversed(listed))), 'the listed order is the best one')
    C.fig(f'{mode} tour best {best[0]:.0f} m (' + ' -> '.join(fs[i]['name'] for i in (0,) + best[1]) + f'), next {rest[0][0]:.0f} m')
    return '; '.join(labels[i - 1] for i in best[1]) + '; ' + fmt_len(best[0])


def most_common(C, feats, valfn, label):
    import collections
    def tally(fs):
        c = collections.Counter()
        for f in fs:
            for v in valfn(f):
                c[v] += 1
        return c.most_common()
    allc = tally(feats)
    need(len(allc) >= 2 and allc[0][1] > allc[1][1], f'{label}: no strict winner {allc[:3]}')
    namedc = tally([f for f in feats if f['name']])
    need(namedc and namedc[0][0] == allc[0][0] and (len(namedc) < 2 or namedc[0][1] > namedc[1][1]),
         f'{label}: winner changes without unnamed features')
    C.fig(f'{label}: {allc[:4]}')
    return allc[0][0]


def name_item(f, item):
    need(f['name'] and fold(item) in fold(f['name']), f'gold item {item!r} not in {f.get("name")!r}')
    return item


def tag(f, *keys):
    for k in keys:
        if k in f['tags']:
            return f['tags'][k]
    raise Fragile(f'{f.get("name") or f["key"]}: none of {keys}')


def absent(C, f, *keys):
    present = [k for k in keys if k in f['tags']]
    need(not present, f'trap: {f.get("name") or f["key"]} has {present}')
    C.fig(f'trap: {f.get("name") or f["key"]} has none of {list(keys)}')


ITEM_RE = re.compile(r'^(#\d+|~\d+ m|~\d+ m ±10%|~\d+ m2|![^|;]+|[^!#~|;][^|;]*)$')


def check_syntax(gold):
    for item in gold.split('; '):
        for alt in item.split(' | '):
            need(ITEM_RE.match(alt) is not None and alt == alt.strip() and alt, f'gold item {alt!r} malformed')


MINOR = {'footway', 'path', 'steps', 'cycleway', 'track', 'corridor'}


def streets_over(C, centre, R, T):
    """named streets (all highway ways sharing a name) whose nearest way is within R m of the centre and whose
    length is over T m; robust to the three length readings and to the radius / threshold margins"""
    ways = {}
    for f in town(C.town).feats:
        hw = f['tags'].get('highway')
        if f['t'] == 'w' and hw and hw not in NON_WAYS and f['name'] and f['g'].geom_type == 'LineString' and not f['poi']:
            ways.setdefault(f['name'], []).append(f)
    out = []
    for name, fs in sorted(ways.items()):
        d = min(dist(centre['g'], f['g']) for f in fs)
        dc = min(cdist(centre['g'], f['g']) for f in fs)
        full = sum(length(f['g']) for f in fs)
        major = sum(length(f['g']) for f in fs if f['tags']['highway'] not in MINOR)
        half = sum(length(f['g']) * (0.5 if f['tags'].get('oneway') in YES | {'-1'} else 1) for f in fs)
        verdicts = {l > T for l in (full, major, half)}
        if d > 1.05 * R and dc > 1.05 * R:
            continue
        need(not (0.95 * R <= d <= 1.05 * R), f'{name}: {d:.0f} m within 5 % of {R} m')
        need((d <= R) == (dc <= R) or max(full, major, half) < 0.95 * T, f'{name}: real and centroid distances disagree')
        if d > R:
            continue
        need(len(verdicts) == 1, f'{name}: length readings disagree {full:.0f}/{major:.0f}/{half:.0f}')
        need(not any(0.95 * T <= l <= 1.05 * T for l in (full, major, half)), f'{name}: length within 5 % of {T} m')
        C.fig(f'{name}: {d:.0f} m away, {full:.0f} / {major:.0f} / {half:.0f} m')
        if full > T:
            out.append(name)
    need(out, 'no street qualifies')
    return '; '.join(out)


# ---------------------------------------------------------------- places asked about in earlier sets
# every name of val9's OLDER_SETS (gold_val9.py, its two `OLDER_SETS` lines)
OLDER_SETS = ['7-Eleven', 'Ace Hardware', 'Admiral Fell Inn', 'Aldi', 'Alfredo OSTERIA', 'Alte Gundtei',
    'Altstadtpension Jeske', 'Anchorage Marina', 'Antiquariat Friedrich Welz', 'Antiquariat Hatry',
    'Art Science Museum', 'Arthotel Heidelberg', 'Attmans Delicatessan', 'Baltimore Public Works Museum',
    'Barnes & Noble', 'Bazin', 'Beanstro - Marina Bay Sands', 'Benetton', "Bertha's Mussels",
    'Best Western PLUS Hotel & Conference Center', 'Beyond Pancakes', 'Black Knight', 'Black Tap',
    'Bond Street Social', 'Boston Street Pier Park', 'Box Office', 'Brauhaus Vetter',
    'Bread Street Kitchen Singapore', 'Broadway Diner', 'Buchhandlung Himmelheber', 'Buchladen - artes liberales',
    'Bunsenstatue', 'Burger King', 'CASIO', 'Cafe Latte Da', 'Café Burkardt', 'Café Knösel', 'Canton Dog Park',
    'Canton Soccer Park', 'Canton Square', 'Canton Waterfront Park', 'Caroline Street Garage',
    'Castle Street Park', 'Cave 54', 'Center Dock Marina', 'Charles & Keith', "Chiaparelli's",
    'Chimichanga - Bar y Cantina', 'Chipotle', 'Chipotle Mexican Grill', "Chiu's Sushi", 'Chocspot',
    "Chris' Seafood", 'Coffee Inn', 'Cold Stone Creamery', 'Colony', 'Cortina', 'Courtyard Marriott', 'Cut',
    'CÉ LA VI', 'Da Paolo Gastronomia', 'Die Kuh die lacht', 'Din Tai Fung', 'Ding How', 'Dog Park',
    "Duda's Tavern", 'Dunkin Donuts', 'Eckstein', 'Erlöserkirche', 'Essighaus', 'Events Service Concierge',
    'Executive Inn', 'Extrablatt', 'Fairfield Inn & Suites', 'Fayette Street Garage', 'Federal Hill Park',
    'Fell School', 'Fells Point Branch Enoch Pratt Free Library', 'Firehouse Coffee Co.',
    'First United Evangelical and Reformed Church', 'Five Guys', 'Fort McHenry', 'Four Seasons',
    'Frank C Bocek Park', 'Gasthaus Backmulde', 'Gasthaus zum Mohren', "Gerry's Grill", 'Gitan', 'Globetrotter',
    'Gloria & Gloriette', 'Goldener Falke', 'Greif-Apotheke', 'Gu Thai Noodle Cafe', 'Gunnars', 'Göbes',
    'Hackteufel', 'Hair Cuttery', 'Hamleys', 'Harborview Marina', 'Hassbeckers Galerie & Buchhandlung',
    'Heavy Seas Alehouse', 'Heidelberg Center for American Studies', 'Heidelberger Bonbon Manufaktur',
    'Heiliggeistkirche', "Henderson's Wharf Marina", 'Heuscheuer', 'Hexenturm', 'Hip Hotel', 'Holiday Inn Express',
    'Holy Crepe', 'Holy Redeemer Chapel', 'Holy Trinity Russian Orthodox Church', 'Home Fix', 'Homewood Suites',
    'Hotel Acor', 'Hotel Anlage', 'Hotel Backmulde', 'Hotel Goldener Hecht', 'Hotel Monpti', 'Hotel Perkeo',
    'Hotel The Dubliner', 'Hotel Weisser Bock', 'Hotel am Kornmarkt', 'Hotel am Schloss',
    'Hotel zum Ritter St. Georg', 'Hudson Street Stackhouse', 'Hull Street Blues', 'Hölderlin-Gymnasium',
    'Infinity Pool', 'Institut für Deutsch als Fremdsprachenphilologie', "Isabella's Brick Oven", 'JINX',
    'Jasons Deli', 'Jesuitenkirche', 'Jewish Museum of Maryland', "Jimmy's Famous Seafood", "Joe's Bike Shop",
    'Johnson Square', 'Josef Seibel', 'Joseph Lee Park', 'Jubiläumsplatz', 'Justin Flavours of Asia', 'Kai Garden',
    'Kaiser', 'Karzer', 'Katyn Memorial', 'Kilimanjaro', 'Kislings Tavern', 'Kleiner Mohr',
    'Koh Samui Thaimassage', 'Konomi', 'Kopernik Federal Bank', 'Korean War Memorial', 'Koufu', 'Krahnenplatz',
    'Kumari', 'Kurpfälzisches Museum', 'Käthe Wohlfahrt', 'La Flamm-Pâtisserie', 'La Fée Bar Café', "Langermann's",
    'Latrobe Park', 'Lavazza', 'Lavo', 'LiHO', 'Light Show Viewing Point', 'Lighthouse Point Marina',
    'Lik Dancewear', 'Liselotte-Brunnen', 'Little Havana', 'Little Italy Garage', 'Lockwood Place Garage',
    'Locust Point Steamers', "Looney's Pub", 'Lotte - The Backpackers', "Louisiana's", 'Madison Square',
    "Mahaffey's Pub", 'Maja', 'Makansutra Gluttons Bay', 'Malecón', 'Mandarin Oriental', 'Mantei',
    'Marina Bay Sands', 'Marina Bay Sands Expo and Convention Centre', 'Marina Bay Sands Tower 1',
    'Marina Bay Sands Tower 2', 'Marina Bay Ssands', 'Marina Square', 'Marriott', 'Marstall', 'Marstallcafé',
    "McDonald's", 'Mei Heong Yuen Dessert', 'Mercato', 'Mercy Canton FamilyCare', "Michelle's Cafe",
    'Midtown Mart', 'Mimi DiPietro Ice Rink', 'Mission BBQ', 'Modern Fencing', 'Montford Bar', 'Montpellierplatz',
    'MoschMosch', 'NS Savannah', "Nacho Mama's", 'Neue Universität', 'Newstead',
    'O scale the highest moutain in the world', "O'Donnell Square Park", 'Old Bay Garage', 'Orange',
    'Outback Steakhouse', 'Ozra', 'Palmbräu Gasse', 'Pandora', 'Papi Bar', "Papi's Taco Joint",
    'Patisserie Poupon', 'Patterson Bowling Center', 'Patterson Park', 'Patterson Perk', 'Perkeo', 'Persepolis',
    'Peterskirche', 'Piccolo Mondo', 'Poporo Park', 'Port Discovery Museum', 'Providenzkirche',
    'Psychologisches Institut', 'Pulaski Monument', 'Punjab Grill', 'Race Pace Bicycles', 'Rad Kirch',
    'Radpoint Heidelberg', 'Rain Oculus', 'Raja Rani', 'Rams Head Live', 'Rash Field', 'Rathaus',
    'Red House Tavern', 'Rite Aid', 'Riverside Park', 'Rolex', 'Running Lab', 'Safeway',
    'Saint Nicholas Greek Orthodox Church', 'Same Same', 'Samos', 'Samos Restaurant', 'Sands SkyPark', 'Sayuki',
    'Schafheutle', 'Schloss Filmtheater', 'Schmelzpunkt', 'Schmidts', 'Schnitzelbank', 'Schnookeloch',
    'Schwan Apotheke', 'Second Congregational Church', 'Seminar for Roman Languages',
    'Seminar für Klassische Philologie', 'Sen of Japan', 'Seoul Garden', 'Sephora', 'Shiso Tavern',
    'Shooter Stars', 'Shot Tower', 'Sky Mirror', 'SkyPark', 'Soban', 'Sonderbar (betreutes Trinken)', 'Spago',
    'Sporthalle Hölderlin-Gymnasium', 'Sporthalle Klingenteich', "St. Casimir's Park", 'Starbucks', 'Stoff-Ideen',
    'Studentenmuseum mit Karzer', 'Städtische Bühne', 'Su Casa', 'Subway', 'Super Heroes Cafe', 'Swarovski',
    'Swatch', 'SweetSpot', 'TWG Tea', 'Tangente', 'Target', 'Tenkaichi', 'Thalia', 'Thames Street Park',
    'The Connoisseur Concerto', 'The Dubliner', 'The Hour Glass', 'The Life of Reilly Irish Pub',
    'The Music Platform', 'The Ritz-Carlton', 'The Shoppes at Marina Bay Sands', 'The Sushi Place', 'Theatres',
    'Toast Box', 'Tortilleria Sinaloa', 'Trinity Lutheran Church', 'UOB', 'Universitäts-Apotheke',
    'Universitätsbibliothek', "Vaccaro's", "Vaccaro's Italian Pastry", 'Vater Rhein', 'VeggieArt',
    'Wachovia/Wells Fargo', 'Waku Ghin', 'WeiTing', 'Weinloch', 'Weisser Bock', 'Whole Foods', 'Xtra', 'YOG',
    'YOUTH OLYMPIC PARK', 'Yardbird', 'Yellow Corner', 'Youth Olympic Park', 'Zara', 'Zeitreise Café & Laden',
    'Zentrale Universitätsverwaltung', 'Zentrales Sprachlabor', 'Zeughaus-Mensa', 'Zuckerladen', 'Zum Seppl',
    'emma Café-Bar', 'fielmann', 'hollenbach', 'Event Plaza', 'The Float @ Marina Bay', 'The Helix Bridge',
    'Bayfront (CCL/DTL) Exit C', 'Latte Da', 'Gluttons Bay', 'Port Discovery', 'Light Show', 'St. Vincentius',
    "Admiral's Cup", 'Louis Vuitton', 'Crystal Pavilion North', 'Wachovia', 'Wells Fargo', 'Race Pace',
    'Uni-Apotheke', 'PSB Academy']
# every POI name of the three extracts occurring as whole words in README-val9.md, and the non-POI names /
# shortened mentions it uses (generic words Bar, Shop and the stray hotel node "Marina bay" left out, as val9 did)
OLDER_SETS += ['AOK KundenCenter', "Amicci's", 'Bad Decisions', 'Beo Printing', 'Bonaparte Breads', 'Coyote Cafe',
    'Dallas Cafe & Bar', 'Dangerously Delicious Pies', 'Drugstore', 'Edith-Stein-Haus', 'Farmstead Grill',
    'Fährhaus', 'Gelati', 'Goldene Sonne', 'Griechische Taverne', 'Hard Rock Cafe', 'Helping Up Mission',
    'Hotel Schönberger Hof', 'Hunan Empire', 'J Kids Amusement Funland', 'Kinder- und Jugendamt', 'Kupferkanne',
    'La Tapa', "Leadbetter's II Tavern", 'Ledo Pizza', 'Liquid Earth', 'Marina Bay Observation Deck',
    "Max's on Broadway", "Miss Shirley's Cafe", 'Museum Haus Cajeth', 'Musikzimmer', 'National Aquarium',
    'P8 Kongresshaus', 'Parkhaus am Theater', 'Pierpoint Restaurant', 'Saint Michaels Ukrainian Orthodox Church',
    'Saint Stanislaus Roman Catholic Church', 'Steingasse14 - Optiker', 'Tapas Adela', 'Weisser Schwan',
    'Zum Franziskaner', 'Zum Roten Ochsen', 'Floral Fantasy', 'Marina Bay Floating Platform',
    'Nanyang Technological University Alumni House', 'NTU Alumni House', 'Bayfront (CCL/DTL) Exit E',
    'Bayfront Exit E', 'Exit E', 'Bayfront Exit D', 'Exit D', 'Bayfront Pavilion', 'Kongreßhaus', 'Steingasse14',
    "Leadbetter's", "Miss Shirley's", 'St Michaels Ukrainian Orthodox Church']


# ---------------------------------------------------------------- the questions
QUESTIONS = []


def Q(file, tn, text, kind='one'):
    def deco(fn):
        QUESTIONS.append(dict(file=file, town=tn, text=text, kind=kind, fn=fn))
        return fn
    return deco


def K(k, v):
    return lambda g: g['tags'].get(k) == v


H, B, S = 'heidelberg', 'baltimore', 'singapore'
MO, TU, WE, TH, FR, SA, SU = range(7)

# ---- attribute
@Q('attribute', H, 'who sculpted the kornmarkt-madonna?')
def _(C):
    f = C.place('kornmarkt-madonna')
    a = tag(f, 'artist')
    C.fig(f'artist={a}')
    return f'!{a} | !{" ".join(a.split()[-2:])}'


@Q('attribute', H, 'Going to Lebe Gesund tommorow, a wednesday. From what time untill what time are they open?')
def _(C):
    f = C.place('Lebe Gesund')
    week = parse_oh(tag(f, 'opening_hours'))
    need(week is not None and len(week[WE]) == 1, 'Wednesday is not a single readable interval')
    a, b = week[WE][0]
    C.fig(f'opening_hours={f["tags"]["opening_hours"]}')
    return hm_alts(a) + '; ' + hm_alts(b)


@Q('attribute', H, 'which car model is parked at the car sharing station closest to the Dezernat Internationale Beziehungen?')
def _(C):
    x = C.place('Dezernat Internationale Beziehungen')
    f = nearest(C, x, K('amenity', 'car_sharing'), 'car sharing')
    b = tag(f, 'brand')
    C.fig(f'brand={b}')
    return name_item(f, 'Theaterstra') + f'; !{b.split()[0]}'


@Q('attribute', H, 'got a number for soltana? want to reserve a table for 6 ppl')
def _(C):
    f = C.place('soltana')
    absent(C, f, 'phone', 'contact:phone')
    return NOT_IN_DATA + ' | !no phone'


@Q('attribute', B, "what's the street address of Saint Brigid Catholic Church")
def _(C):
    f = C.place('Saint Brigid Catholic Church')
    hn, st = tag(f, 'addr:housenumber'), tag(f, 'addr:street')
    need(st == 'South East Avenue', st)
    C.fig(f'{hn} {st}')
    return f'!{hn}; !East Avenue | !East Ave'


@Q('attribute', B, 'USCGC Taney: what year is the ship from?')
def _(C):
    f = C.place('USCGC Taney')
    y = tag(f, 'start_date')
    C.fig(f'start_date={y}')
    return f'!{y[:4]}'


@Q('attribute', B, 'What kind of food does the restaraunt closest to Highlandtown Elementary School serve?')
def _(C):
    x = C.place('Highlandtown Elementary School')
    f = nearest(C, x, K('amenity', 'restaurant'), 'restaurant')
    c = tag(f, 'cuisine')
    C.fig(f'cuisine={c}')
    return name_item(f, 'DiPasquale') + f'; !{c}'


@Q('attribute', B, 'NovaCare Rehabilitation on East Fort Avenue - do you have their phone number?')
def _(C):
    f = C.place('NovaCare Rehabilitation')
    p = tag(f, 'phone', 'contact:phone')
    groups = re.findall(r'\d+', p)
    C.fig(f'phone={p}')
    return f'!{groups[-1]} | !{"".join(groups)}'


@Q('attribute', S, "which bank's ATM is closest to Bayfront (CCL/DTL) Exit B?")
def _(C):
    x = C.nonpoi('Bayfront (CCL/DTL) Exit B')
    f = nearest(C, x, K('amenity', 'atm'), 'ATM')
    return name_item(f, 'UOB')


@Q('attribute', S, 'How many bikes can you lock up at the bicycle parking nearest Bayfront Bridge?')
def _(C):
    x = C.nonpoi('Bayfront Bridge')
    f = nearest(C, x, K('amenity', 'bicycle_parking'), 'bicycle parking')
    c = tag(f, 'capacity')
    C.fig(f'capacity={c}')
    return f'!{c}'


@Q('attribute', S, 'is the toilet nearest to Sheares Link wheelchair accesible')
def _(C):
    x = C.nonpoi('Sheares Link')
    f = nearest(C, x, K('amenity', 'toilets'), 'toilets')
    w = tag(f, 'wheelchair')
    C.fig(f'wheelchair={w}')
    return f'!{w}'


@Q('attribute', S, 'Over in Singapore - on which level is the viewpoint closest to the Garden Bay Bridge?')
def _(C):
    x = C.nonpoi('Garden Bay Bridge')
    f = nearest(C, x, K('tourism', 'viewpoint'), 'viewpoint')
    absent(C, f, 'level', 'addr:floor', 'level:ref')
    return NOT_IN_DATA + ' | !no level'


# ---- hours
@Q('hours', H, "It's Tuesday, half eleven at night, and we just came out of the Zimmertheater. Which fast food places within 100 m are still open?", 'list')
def _(C):
    x = C.place('Zimmertheater')
    fs = in_radius(C, x, K('amenity', 'fast_food'), 100, 'fast food', named=True)
    need(len({fold(f['name']) for f in fs}) == len(fs), 'names not distinct')
    vs = [(f, open_gold(C, f, TU, 23 * 60 + 30, 'fast food')) for f in fs]
    opened = [f for f, v in vs if v == '!yes']
    need(0 < len(opened) < len(fs), 'all or none open')
    labels = {"Gino's (Villa Mexico)": 'Gino'}
    return '; '.join(name_item(f, labels.get(f['name'], f['name'])) for f in opened)


@Q('hours', H, 'lichtblick open sat 3pm?')
def _(C):
    return open_gold(C, C.place('lichtblick'), SA, 15 * 60, 'Lichtblick')


@Q('hours', H, 'is destille open on sunday around 11 in the morning')
def _(C):
    return open_gold(C, C.place('destille'), SU, 11 * 60, 'Destille')


@Q('hours', H, 'My son has football at the Sporthalle Theodor-Heuss-Realschule early on saturday. Will the closest cafe be open at 7.45 in the morning?')
def _(C):
    x = C.place('Sporthalle Theodor-Heuss-Realschule')
    f = nearest(C, x, K('amenity', 'cafe'), 'cafe')
    return name_item(f, 'Riegler') + '; ' + open_gold(C, f, SA, 7 * 60 + 45, 'cafe')


@Q('hours', B, "We're standing outside Terrapin Realty. Is the closest bar still open at 1 in the morning on monday (so late sunday night)?")
def _(C):
    x = C.place('Terrapin Realty')
    f = nearest(C, x, K('amenity', 'bar'), 'bar')
    return name_item(f, 'Montford') + '; ' + open_gold(C, f, MO, 60, 'bar')


@Q('hours', B, 'after a night at howl at the moon we want pastries. is the nearest bakery open sunday at 8am?')
def _(C):
    x = C.place('howl at the moon')
    f = nearest(C, x, K('shop', 'bakery'), 'bakery')
    return name_item(f, 'Poupon') + '; ' + open_gold(C, f, SU, 8 * 60, 'bakery')


@Q('hours', B, 'Dropping the kids at The Crossroads School on wednesday around 8 in the morning. Will the closest bakery be open by then?')
def _(C):
    x = C.place('The Crossroads School')
    f = nearest(C, x, K('shop', 'bakery'), 'bakery')
    absent(C, f, 'opening_hours')
    return name_item(f, 'H&S') + '; ' + NOT_IN_DATA + ' | !no opening hours'


@Q('hours', B, 'sleep lab z open on sunday afternoon?')
def _(C):
    f = C.place('sleep lab z')
    absent(C, f, 'opening_hours')
    return NOT_IN_DATA + ' | !no opening hours'


@Q('hours', S, "Is the restaurant nearest the Bayfront Station Linkway open tonight at 9? it's friday")
def _(C):
    x = C.nonpoi('Bayfront Station Linkway')
    f = nearest(C, x, K('amenity', 'restaurant'), 'restaurant')
    return name_item(f, 'Lavo') + '; ' + open_gold(C, f, FR, 21 * 60, 'restaurant')


@Q('hours', S, 'thursday noon - any chance the food court closest to Pedestrian Mall is open?')
def _(C):
    x = C.nonpoi('Pedestrian Mall')
    f = nearest(C, x, K('amenity', 'food_court'), 'food court')
    return name_item(f, 'Gluttons Bay') + '; ' + open_gold(C, f, TH, 12 * 60, 'food court')


@Q('hours', S, 'quarter past ten on tuesday morning: will the information point nearest Bayfront Link be open?')
def _(C):
    x = C.nonpoi('Bayfront Link')
    f = nearest(C, x, K('tourism', 'information'), 'information')
    return name_item(f, 'Concierge') + '; ' + open_gold(C, f, TU, 10 * 60 + 15, 'information')


@Q('hours', S, 'which food court is closest to Temasek Avenue, and does it open saturdays at 7pm?')
def _(C):
    x = C.nonpoi('Temasek Avenue')
    f = nearest(C, x, K('amenity', 'food_court'), 'food court')
    absent(C, f, 'opening_hours')
    return name_item(f, 'Koufu') + '; ' + NOT_IN_DATA + ' | !no opening hours'


# ---- arithmetic
@Q('arithmetic', H, "Within 120 m of Gino's, are there twice as many restaurants as cafes? Give me both numbers.")
def _(C):
    x = C.place("Gino's", "Gino's (Villa Mexico)")
    r = len(in_radius(C, x, K('amenity', 'restaurant'), 120, 'restaurants', named=True))
    c = len(in_radius(C, x, K('amenity', 'cafe'), 120, 'cafes', named=True))
    return ('!yes' if twice(r, c) else '!no') + f'; #{r}; #{c}'


@Q('arithmetic', H, 'the nextbike stations Altstadt - Universitätsplatz and Altstadt - Stadthalle: how many bikes fit in total?')
def _(C):
    a, b = C.place('Altstadt - Universitätsplatz', 'Heidelberg Altstadt - Universitätsplatz'), C.place('Altstadt - Stadthalle', 'VRNnextbike Altstadt - Stadthalle')
    ca, cb = int(tag(a, 'capacity')), int(tag(b, 'capacity'))
    C.fig(f'capacity {ca} + {cb}')
    return f'#{ca + cb}; #{ca}' + (f'; #{cb}' if cb != ca else '')


@Q('arithmetic', H, "How many times bigger is the Alte Universität's footprint than the building of the Hochschule für Jüdische Studien?")
def _(C):
    a, b = C.place('Alte Universität'), C.place('Hochschule für Jüdische Studien')
    need(a['g'].geom_type.endswith('Polygon') and b['g'].geom_type.endswith('Polygon'), 'not polygons')
    A_, B_ = area(a['g']), area(b['g'])
    need(A_ > 1.15 * B_, 'areas within 15 %')
    C.fig(f'{A_:.0f} m2 / {B_:.0f} m2 = {A_ / B_:.4f}')
    return ratio_items(A_ / B_)


@Q('arithmetic', H, "From Vinyl-Only GmbH, how much further away is Mel's than Reichsapfel, in a straight line?")
def _(C):
    x, a, b = C.place('Vinyl-Only GmbH'), C.place("Mel's"), C.place('Reichsapfel')
    nearer, diff, da, db = compare(C, x, a, b, "Mel's", 'Reichsapfel')
    need(nearer == 'Reichsapfel', 'Reichsapfel is not the nearer one')
    return fmt_m(diff)


@Q('arithmetic', B, 'Are there twice as many fire stations as libraries in the Baltimore data? I need both numbers as well.')
def _(C):
    f = len(whole(C, K('amenity', 'fire_station'), 'fire stations', named=True))
    l = len(whole(C, K('amenity', 'library'), 'libraries', named=True))
    return ('!yes' if twice(f, l) else '!no') + f'; #{f}; #{l}'


@Q('arithmetic', B, 'is Harbor East Marina bigger than Chester Cove? by what factor?')
def _(C):
    a, b = C.place('Harbor East Marina'), C.place('Chester Cove')
    A_, B_ = area(a['g']), area(b['g'])
    need(A_ > 1.15 * B_, 'areas within 15 %')
    C.fig(f'{A_:.0f} m2 / {B_:.0f} m2 = {A_ / B_:.4f}')
    return ratio_items(A_ / B_)


@Q('arithmetic', B, "Dogtopia: is Smaltimore or Atwater's the closer one, and what's the gap?")
def _(C):
    x, a, b = C.place('Dogtopia'), C.place('Smaltimore'), C.place("Atwater's")
    nearer, diff, da, db = compare(C, x, a, b, 'Smaltimore', "Atwater's")
    return f'{nearer}; {fmt_m(diff)}'


@Q('arithmetic', B, 'straight-line distance from Arhaus Furniture to Sound Garden, then on to the Gough Street Laundromat - total?')
def _(C):
    a, b, d = C.place('Arhaus Furniture'), C.place('Sound Garden'), C.place('Gough Street Laundromat')
    return fmt_m(two_leg(C, a, b, d))


@Q('arithmetic', S, 'Within 200 m of Pedestrian Mall, how many more restaurants than cafes are there? both counts too')
def _(C):
    x = C.nonpoi('Pedestrian Mall')
    r = len(in_radius(C, x, K('amenity', 'restaurant'), 200, 'restaurants', named=True))
    c = len(in_radius(C, x, K('amenity', 'cafe'), 200, 'cafes', named=True))
    counts_diff(r, c)
    need(r > c, 'fewer restaurants')
    return f'#{r - c}; #{r}; #{c}'


@Q('arithmetic', S, 'do restaurants outnumber cafes 2 to 1 within 300 m of the Mist Walk? with the two counts')
def _(C):
    x = C.nonpoi('Mist Walk')
    r = len(in_radius(C, x, K('amenity', 'restaurant'), 300, 'restaurants', named=True))
    c = len(in_radius(C, x, K('amenity', 'cafe'), 300, 'cafes', named=True))
    return ('!yes' if twice(r, c) else '!no') + f'; #{r}; #{c}'


@Q('arithmetic', S, 'Which one is nearer to the Bayfront Station Linkway: Garden Bay Bridge or Bayfront Bridge, and how much nearer?')
def _(C):
    x, a, b = C.nonpoi('Bayfront Station Linkway'), C.nonpoi('Garden Bay Bridge'), C.nonpoi('Bayfront Bridge')
    nearer, diff, da, db = compare(C, x, a, b, 'Garden Bay', 'Bayfront Bridge')
    return f'{nearer}; {fmt_m(diff)}'


@Q('arithmetic', S, 'From Pedestrian Mall, how much further is the Mist Walk than the Garden Bay Bridge as the crow flies?')
def _(C):
    x, a, b = C.nonpoi('Pedestrian Mall'), C.nonpoi('Mist Walk'), C.nonpoi('Garden Bay Bridge')
    nearer, diff, da, db = compare(C, x, a, b, 'Mist Walk', 'Garden Bay')
    need(nearer == 'Garden Bay', 'Garden Bay Bridge is not the nearer one')
    return fmt_m(diff)


# ---- route
@Q('route', H, 'driving from the Hochschule für Jüdische Studien to Mittermaier-Palais, how far is that by road?')
def _(C):
    return route_gold(C, 'car', C.place('Hochschule für Jüdische Studien'), C.place('Mittermaier-Palais'))[0]


@Q('route', H, 'how long would it take me to cycle from pizza paniz over to jokers')
def _(C):
    return route_gold(C, 'bike', C.place('pizza paniz'), C.place('jokers'), time=True)[0]


@Q('route', H, 'Picking up my daughter at Friedrich-Ebert-Grundschule, then walking her to kinderladen heuhüpfer. Is 20 minutes enough?')
def _(C):
    g, L, alts = route_gold(C, 'foot', C.place('Friedrich-Ebert-Grundschule'), C.place('kinderladen heuhüpfer', 'Kinderladen Heuhüpfer'))
    return walk_verdict(C, L, alts, 20) + '; ' + g


@Q('route', H, "fountain hunt tomorrow! Starting from the Sebastian-Münster-Brunnen I want to see Louis-Fahrbach-Brunnen, Hercules Brunnen and Sume-Brunnen on foot, and I don't have to come back. Shortest order and total distance?")
def _(C):
    s = C.place('Sebastian-Münster-Brunnen')
    stops = [C.place('Louis-Fahrbach-Brunnen'), C.place('Hercules Brunnen'), C.place('Sume-Brunnen')]
    return tour_gold(C, 'foot', s, stops, ['Louis-Fahrbach', 'Hercules', 'Sume'])


@Q('route', B, 'SunTrust to the Chic-fil-a by car, what distance are we talking?')
def _(C):
    return route_gold(C, 'car', C.place('SunTrust'), C.place('Chic-fil-a'))[0]


@Q('route', B, 'how long to bike from The Laughing Pint to Lloyd Street Synagogue?')
def _(C):
    return route_gold(C, 'bike', C.place('The Laughing Pint'), C.place('Lloyd Street Synagogue'), time=True)[0]


@Q('route', B, "can I walk from Candi Marie's to charm city veterinary in 15 minutes? my dog hates long walks")
def _(C):
    g, L, alts = route_gold(C, 'foot', C.place("Candi Marie's"), C.place('charm city veterinary', 'Charm City Veterinary Hospitial'))
    return walk_verdict(C, L, alts, 15) + '; ' + g


@Q('route', B, "Errands by car, starting at Kurek's Hardware: Penny Saver Grocery, Dogma and Chesapeake Wine. I don't need to go back afterwards. Which order is quickest, and how far in total?")
def _(C):
    s = C.place("Kurek's Hardware")
    stops = [C.place('Penny Saver Grocery'), C.place('Dogma'), C.place('Chesapeake Wine', 'Chesapeake Wine Company')]
    return tour_gold(C, 'car', s, stops, ['Penny Saver', 'Dogma', 'Chesapeake'])


@Q('route', S, 'Walking from Pedestrian Mall to the Mist Walk - roughly how many minutes?')
def _(C):
    return route_gold(C, 'foot', C.nonpoi('Pedestrian Mall'), C.nonpoi('Mist Walk'), time=True)[0]


@Q('route', S, 'from the mist walk, how far on foot to the closest food court')
def _(C):
    x = C.nonpoi('mist walk', 'Mist Walk')
    f = nearest(C, x, K('amenity', 'food_court'), 'food court')
    return name_item(f, 'Gluttons Bay') + '; ' + route_gold(C, 'foot', x, f)[0]


@Q('route', S, 'Can I walk from Pedestrian Mall to the nearest bicycle parking in 20 min?')
def _(C):
    x = C.nonpoi('Pedestrian Mall')
    f = nearest(C, x, K('amenity', 'bicycle_parking'), 'bicycle parking')
    g, L, alts = route_gold(C, 'foot', x, f)
    return walk_verdict(C, L, alts, 20) + '; ' + g


@Q('route', S, "I'm at the Mist Walk. Walking distance to the nearest swimming pool?")
def _(C):
    x = C.nonpoi('Mist Walk')
    f = nearest(C, x, K('leisure', 'swimming_pool'), 'swimming pool')
    return name_item(f, 'Infinity Pool') + '; ' + route_gold(C, 'foot', x, f)[0]


# ---- aggregate
@Q('aggregate', H, 'most common smoking rule for pubs in the heidelberg data?')
def _(C):
    fs = whole(C, K('amenity', 'pub'), 'pubs')
    v = most_common(C, fs, lambda f: [f['tags']['smoking']] if 'smoking' in f['tags'] else [], 'smoking')
    return f'!{v}'


@Q('aggregate', H, 'Waiting for a prescription at the pharmacy closest to Footlocker. How many benches are there within 150 m of it?')
def _(C):
    x = C.place('Footlocker')
    f = nearest(C, x, K('amenity', 'pharmacy'), 'pharmacy')
    return name_item(f, 'Greif') + f'; #{len(in_radius(C, f, K("amenity", "bench"), 150, "benches"))}'


@Q('aggregate', H, 'how many hotels in heidelberg have parking')
def _(C):
    fs = whole(C, lambda g: g['tags'].get('tourism') == 'hotel' and g['tags'].get('parking') == 'yes', 'hotels with parking=yes', named=True)
    return f'#{len(fs)}'


@Q('aggregate', H, 'Which hotels in Heidelberg are 4-star?', 'list')
def _(C):
    fs = whole(C, lambda g: g['tags'].get('tourism') == 'hotel' and g['tags'].get('stars') == '4', '4-star hotels', named=True)
    labels = {'Hotel zum Ritter St. Georg': 'Ritter', 'Arthotel Heidelberg': 'Arthotel', 'Hip Hotel': 'Hip Hotel'}
    need(len({fold(f['name']) for f in fs}) == len(fs), 'names not distinct')
    return '; '.join(name_item(f, labels.get(f['name'], f['name'])) for f in fs)


@Q('aggregate', B, 'which gas station brand shows up most in the baltimore data?')
def _(C):
    fs = whole(C, K('amenity', 'fuel'), 'fuel stations')
    v = most_common(C, fs, lambda f: [f['name']] if f['name'] else [], 'name')
    return f'!{v}'


@Q('aggregate', B, 'how many schools r within 400m of ostrowskis?')
def _(C):
    return f'#{len(in_radius(C, C.place("ostrowskis", "Ostrowskis Polish Sausage"), K("amenity", "school"), 400, "schools"))}'


@Q('aggregate', B, 'how many baltimore restaurants do takeaway?')
def _(C):
    fs = whole(C, lambda g: g['tags'].get('amenity') == 'restaurant' and g['tags'].get('takeaway') == 'yes', 'restaurants with takeaway=yes', named=True)
    return f'#{len(fs)}'


@Q('aggregate', B, "which parks within 800 m of Ruth's Chris are bigger than 1 hectare?", 'list')
def _(C):
    x = C.place("Ruth's Chris")
    ps = in_radius(C, x, lambda g: g['tags'].get('leisure') == 'park' and g['g'].geom_type.endswith('Polygon'), 800, 'parks')
    T = 10000
    need(not any(0.95 * T <= area(p['g']) <= 1.05 * T for p in ps), 'a park within 5 % of 1 ha')
    big = [p for p in ps if area(p['g']) > T]
    need(all(p['name'] for p in big) and 0 < len(big) < len(ps), 'unnamed or all/none qualifying')
    C.fig('areas: ' + ', '.join(f'{p["name"] or p["key"]} {area(p["g"]):.0f}' for p in ps))
    labels = {'Federal Hill Park': 'Federal Hill'}
    return '; '.join(name_item(p, labels.get(p['name'], p['name'])) for p in big)


@Q('aggregate', S, 'Count the ATMs within 300 m of Bayfront Station (Circle/Downtown Line) for me')
def _(C):
    x = C.nonpoi('Bayfront Station (Circle/Downtown Line)')
    return f'#{len(in_radius(C, x, K("amenity", "atm"), 300, "ATMs"))}'


@Q('aggregate', S, 'Viewpoints within 150 m of Marina Reservoir - how many are there?')
def _(C):
    x = C.nonpoi('Marina Reservoir')
    return f'#{len(in_radius(C, x, K("tourism", "viewpoint"), 150, "viewpoints"))}'


@Q('aggregate', S, 'numbr of taxi stands in the singapore data?')
def _(C):
    return f'#{len(whole(C, K("amenity", "taxi"), "taxi stands"))}'


@Q('aggregate', S, 'Which streets within 100 m of the Bayfront Station Linkway are longer than 400 m?', 'list')
def _(C):
    x = C.nonpoi('Bayfront Station Linkway')
    return streets_over(C, x, 100, 400)


# ---------------------------------------------------------------- driver
HERE = Path(__file__).resolve().parent
HEADER = ('# val10-{k}: held-out validation set 10 ("beyond"), written before the code it measures is run on it; never tune on it.\n'
          '# Golds computed by gold_val10.py from shared/data/osm-fresh. Map data (c) OpenStreetMap contributors, ODbL 1.0.\n'
          '# question\tgold\tkind\n')


def compute():
    rows, fragile = [], []
    for q in QUESTIONS:
        C = Ctx(q)
        try:
            gold = q['fn'](C)
            check_syntax(gold)
        except Fragile as e:
            gold = None
            fragile.append((q, str(e)))
        rows.append((q, gold, C.figs))
    seen = set()
    for q in QUESTIONS:
        if q['text'] in seen:
            fragile.append((q, 'duplicate question'))
        seen.add(q['text'])
        need_ok = '\t' not in q['text'] and '\n' not in q['text']
        if not need_ok:
            fragile.append((q, 'tab or newline in the question'))
    import collections
    cnt = collections.Counter((q['file'], q['town']) for q in QUESTIONS)
    for k in KINDS_FILES:
        for t in TOWNS:
            if cnt[(k, t)] != 4:
                fragile.append((dict(file=k, town=t, text='-'), f'{cnt[(k, t)]} questions instead of 4'))
    return rows, fragile


def tsv_text(rows, k):
    return HEADER.format(k=k) + ''.join(f'{q["text"]}\t{g}\t{q["kind"]}\n' for q, g, f in rows if q['file'] == k)


def main(argv):
    mode = argv[1] if len(argv) > 1 else ''
    rows, fragile = compute()
    if mode == '--write':
        if fragile:
            for q, e in fragile:
                print(f'FRAGILE [{q["file"]}/{q["town"]}] {q["text"]}: {e}')
            print('refusing to write while a gold is fragile')
            return 1
        for k in KINDS_FILES:
            (HERE / f'val10-{k}.tsv').write_text(tsv_text(rows, k), encoding='utf-8')
        print('wrote', ', '.join(f'val10-{k}.tsv' for k in KINDS_FILES))
        return 0
    if mode == '--check':
        bad = 0
        for q, e in fragile:
            print(f'FRAGILE [{q["file"]}/{q["town"]}] {q["text"]}: {e}')
            bad += 1
        for k in KINDS_FILES:
            p = HERE / f'val10-{k}.tsv'
            if not p.exists():
                print(f'missing {p.name}')
                bad += 1
                continue
            have = [l for l in p.read_text(encoding='utf-8').splitlines() if l and not l.startswith('#')]
            want = [f'{q["text"]}\t{g}\t{q["kind"]}' for q, g, f in rows if q['file'] == k]
            if len(have) != len(want):
                print(f'{p.name}: {len(have)} rows, expected {len(want)}')
                bad += 1
            for h, w in zip(have, want):
                if h != w:
                    print(f'{p.name}: differs\n  file: {h}\n  gold: {w}')
                    bad += 1
        print('OK: every gold matches' if not bad else f'{bad} problem(s)')
        return 1 if bad else 0
    for q, g, figs in rows:
        print(f'[{q["file"]}/{q["town"]}] {q["text"]}\n  gold: {g}  ({q["kind"]})')
        for f in figs:
            print('    ' + f)
    for q, e in fragile:
        print(f'FRAGILE [{q["file"]}/{q["town"]}] {q["text"]}: {e}')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
