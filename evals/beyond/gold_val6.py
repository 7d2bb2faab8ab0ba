#!/usr/bin/env python3
"""Golds of the "beyond" validation set 6, recomputed from the raw OSM extracts.

    gold_val6.py            print every question, its town, its gold and the figures behind it
    gold_val6.py --check    compare with the five val6-*.tsv files (exit 1 on a difference or a fragile gold)
    gold_val6.py --write    rewrite the five TSVs (refused while any gold is fragile)

Data: Path(__file__).resolve().parents[3]/shared/data/osm-fresh, or the env var GEOREACT_FRESH_DIR.
Uses osmium (pyosmium), shapely, pyproj, networkx and numpy only.  Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""
import itertools
import functools
import math
import os
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

import networkx as nx
import numpy as np
import osmium
import shapely
import shapely.wkb as wkblib
from pyproj import CRS, Geod, Transformer
from shapely.ops import nearest_points

HERE = Path(__file__).resolve().parent
DATA = Path(os.environ['GEOREACT_FRESH_DIR']) if os.environ.get('GEOREACT_FRESH_DIR') else Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'
FILES = {'heidelberg': 'heidelberg-2015.osm.pbf', 'baltimore': 'baltimore-2015.osm.pbf',
         'singapore': 'singapore-bayfront-2019.osm.pbf'}
TOWNS = list(FILES)
KINDS = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
POIK = ('amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft')
GEOD = Geod(ellps='WGS84')
NOT_IN_DATA = ['!not in the data', '!no information', '!not tagged', '!unknown', '!does not say',
               '!could not find', '!not recorded']

# Places named in README-val3, README-val4 and README-val5: never asked about here (a count or a nearest-place
# search may still find them).  A mention's place may not equal, contain or be contained in any of these.
EXCLUDED = """Rathaus; Kurpfälzisches Museum; Universitäts-Apotheke; Providenzkirche; Canton Square; Patterson Perk;
Pulaski Monument; Hull Street Blues; Lavo; Rain Oculus; Koufu; Mandarin Oriental; The Ritz-Carlton; Peterskirche;
Shot Tower; St. Michael the Archangel; East Fort Avenue; Firehouse Coffee Co.; Canton Soccer Park;
Marina Bay Sands Tower 1; The Shoppes at Marina Bay Sands; Café Burkardt; Erlöserkirche; Soban; Gitan; Ozra;
Marina Bay Sands Expo and Convention Centre; Light Show Viewing Point; Schloss Filmtheater;
Fells Point Branch Enoch Pratt Free Library; Sen of Japan; Tortilleria Sinaloa; Black Tap; Schnitzelbank;
Zuckerladen; Bertha's Mussels; Patterson Park; Federal Hill Park; Fort McHenry; Hotel Perkeo; Hotel The Dubliner;
Johnson Square; Hotel am Kornmarkt; Marina Square; Youth Olympic Park; Hexenturm; The Helix Bridge;
Hotel zum Ritter St. Georg; Madison Square; Raja Rani; Extrablatt; Starbucks; Little Havana; Greif-Apotheke;
Cafe Latte Da; Da Paolo Gastronomia; Makansutra Gluttons Bay; Port Discovery; St. Vincentius; The Admiral's Cup;
SkyPark; Hotel Backmulde; Gasthaus Backmulde; VeggieArt; Admiral Fell Inn; Fairfield Inn & Suites; Ding How;
CÉ LA VI; Colony; Hotel Acor; First United Evangelical and Reformed Church; UOB; Papi Bar; TWG Tea;
Gasthaus zum Mohren; hollenbach; Mahaffey's Pub; Spago; Art Science Museum; Bread Street Kitchen Singapore;
Goldener Falke; Theatres; Baltimore Public Works Museum; Sands SkyPark; PSB Academy; Die Kuh die lacht;
Henderson's Wharf; Hölderlin; Schnookeloch; Alte Universität; Korean War Memorial; Thames Street Park;
Patterson Bowling Center; Saint Brigid Catholic Church; Montpellierplatz; Jubiläumsplatz; Krahnenplatz;
Michelle's Cafe; La Flamm-Pâtisserie; Hauptstraße; Neue Schlossstraße; Studentenmuseum; Douglass;
Reginald F Lewis; Bonaparte; J Kids; Observation Deck; Plöck; Eastern Avenue; Zum Roten Ochsen;
Hotel Schönberger Hof; Patisserie Poupon; Montford Bar; American Visionary Art Museum; Museum of Industry;
Baltimore Fire Museum; The Inn at Henderson's Wharf; Saint Michaels Ukrainian; Captain O'Donnell;
Dallas Cafe & Bar; La Fée Bar Café; Events Service Concierge; Trinity Lutheran Church; Gerry's Grill;
Toast Box; Din Tai Fung; Cortina; Sen of Japan"""
EXCLUDED = [s.strip() for s in EXCLUDED.replace('\n', ' ').split(';') if s.strip()]


class Fragile(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fragile(msg)


def fold(s):
    s = unicodedata.normalize('NFKD', (s or '').lower().replace('ß', 'ss'))
    return ''.join(c for c in s if not unicodedata.combining(c))


# ----------------------------------------------------------------------------------------------------- loading
class _Handler(osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.fab = osmium.geom.WKBFactory()
        self.nodes, self.ways, self.areas, self.hways = [], [], [], []

    def node(self, n):
        if len(n.tags):
            self.nodes.append(dict(t='n', id=n.id, tags=dict(n.tags),
                                   geom=wkblib.loads(self.fab.create_point(n), hex=True)))

    def way(self, w):
        if not len(w.tags):
            return
        tags = dict(w.tags)
        try:
            g = wkblib.loads(self.fab.create_linestring(w), hex=True)
        except Exception:
            return
        self.ways.append(dict(t='w', id=w.id, tags=tags, geom=g))
        if 'highway' in tags:
            self.hways.append((w.id, tags, [(nd.ref, nd.lon, nd.lat) for nd in w.nodes]))

    def area(self, a):
        try:
            g = wkblib.loads(self.fab.create_multipolygon(a), hex=True)
        except Exception:
            return
        self.areas.append(dict(id=a.orig_id(), fromway=a.from_way(), tags=dict(a.tags), geom=g))


@functools.lru_cache(None)
def load(town):
    h = _Handler()
    h.apply_file(str(DATA / FILES[town]), locations=True)
    way_area = {a['id']: a for a in h.areas if a['fromway']}
    feats = list(h.nodes)
    for w in h.ways:
        tg = w['tags']
        if w['id'] in way_area and not ('highway' in tg and tg.get('area') != 'yes'):
            w = dict(w, geom=way_area[w['id']]['geom'])
        feats.append(w)
    for a in h.areas:
        if not a['fromway']:
            feats.append(dict(t='r', id=a['id'], tags=a['tags'], geom=a['geom']))
    for f in feats:
        f['town'] = town
    return feats, h.hways


def feats(town):
    return load(town)[0]


def is_poi(f):
    return any(k in f['tags'] for k in POIK)


@functools.lru_cache(None)
def pois(town):
    return [f for f in feats(town) if is_poi(f)]


def nm(f):
    return f['tags'].get('name', '')


def label(f):
    return nm(f) or f"{f['t']}{f['id']}"


# ------------------------------------------------------------------------------------------------ geometry
@functools.lru_cache(4096)
def _aeqd(lon, lat):
    crs = CRS.from_proj4(f'+proj=aeqd +lat_0={lat} +lon_0={lon} +datum=WGS84 +units=m')
    return (Transformer.from_crs('EPSG:4326', crs, always_xy=True),
            Transformer.from_crs(crs, 'EPSG:4326', always_xy=True))


def _proj(g, tr):
    return shapely.transform(g, lambda xy: np.column_stack(tr.transform(xy[:, 0], xy[:, 1])))


def dist(a, b):
    """geodesic distance between the nearest points of two geometries (0 when they touch)"""
    c = a.centroid
    fw, bw = _aeqd(round(c.x, 7), round(c.y, 7))
    pa, pb = _proj(a, fw), _proj(b, fw)
    if pa.intersects(pb):
        return 0.0
    p, q = nearest_points(pa, pb)
    x1, y1 = bw.transform(p.x, p.y)
    x2, y2 = bw.transform(q.x, q.y)
    return GEOD.inv(x1, y1, x2, y2)[2]


def cdist(a, b):
    p, q = a.centroid, b.centroid
    return GEOD.inv(p.x, p.y, q.x, q.y)[2]


def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])


def glen(g):
    return GEOD.geometry_length(g)


def fd(f, g):
    return dist(f['geom'], g['geom'])


# ------------------------------------------------------------------------------------------------- places
def place(town, name):
    """the one POI of the three extracts whose name equals `name` (folded)"""
    hits = [f for t in TOWNS for f in pois(t) if fold(nm(f)) == fold(name)]
    need(len(hits) == 1, f'name {name!r}: {len(hits)} POIs carry it')
    need(hits[0]['town'] == town, f'name {name!r} is in {hits[0]["town"]}, not {town}')
    return hits[0]


def namesakes(f):
    """the non-POI features of f's town sharing its name"""
    return [g for g in feats(f['town']) if g is not f and fold(nm(g)) == fold(nm(f)) and not is_poi(g)]


def variants(f):
    return [f] + namesakes(f)


def _words_in(a, b):
    """a occurs in b as whole words"""
    return re.search(r'(?<![\w])' + re.escape(a) + r'(?![\w])', b) is not None


def check_mention(question, town, mention, full):
    """a mention as written in the question: present in it, a substring of exactly one POI name, that of `full`"""
    need(fold(mention) in fold(question), f'mention {mention!r} not in question {question!r}')
    f = place(town, full)
    hits = [g for t in TOWNS for g in pois(t) if fold(mention) in fold(nm(g))]
    need(len(hits) == 1 and hits[0] is f, f'mention {mention!r} matches {[label(g) for g in hits][:6]}')
    for ex in EXCLUDED:
        a, b = fold(ex), fold(full)
        need(not (a == b or _words_in(a, b) or _words_in(b, a)),
             f'{full!r} is (or contains / is in) {ex!r}, named in an older set')
    return f


# ------------------------------------------------------------------------------------------------- kinds
def amen(v):
    return lambda f: f['tags'].get('amenity') == v


is_restaurant, is_cafe, is_bar, is_pub = amen('restaurant'), amen('cafe'), amen('bar'), amen('pub')
is_pharmacy, is_atm, is_pow, is_school = amen('pharmacy'), amen('atm'), amen('place_of_worship'), amen('school')
is_fast_food, is_food_court = amen('fast_food'), amen('food_court')


def is_hotel(f):
    return f['tags'].get('tourism') == 'hotel'


def is_shop(f):
    return 'shop' in f['tags']


def is_park(f):
    return f['tags'].get('leisure') == 'park' and f['geom'].geom_type in ('Polygon', 'MultiPolygon')


def has_website(f):
    t = f['tags']
    return any(k in t for k in ('website', 'contact:website', 'url'))


def phone(f):
    t = f['tags']
    return t.get('phone') or t.get('contact:phone')


def email(f):
    t = f['tags']
    return t.get('email') or t.get('contact:email')


def website(f):
    t = f['tags']
    return t.get('website') or t.get('contact:website') or t.get('url')


NONWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
          'services', 'razed', 'disused', 'bus_guideway', 'escape'}


def streets(town):
    """name -> list of highway ways (lines or area outlines) carrying it"""
    out = defaultdict(list)
    for f in feats(town):
        t = f['tags']
        if f['t'] == 'w' and 'highway' in t and 'name' in t and t['highway'] not in NONWAY:
            out[t['name']].append(f)
    return out


# ------------------------------------------------------------------------------------------- scope helpers
def within(center, pred, radius, town=None, exclude_center=True):
    """features satisfying pred within `radius` m of the centre; no candidate near the edge by any measure"""
    town = town or center['town']
    cands = [f for f in feats(town) if pred(f) and not (exclude_center and f is center)]
    inside = None
    for c in variants(center):
        for meas in (fd, lambda a, b: cdist(a['geom'], b['geom'])):
            s = set()
            for f in cands:
                d = meas(c, f)
                need(abs(d - radius) > 0.05 * radius,
                     f'{label(f)} at {d:.0f} m from {label(c)}: within 5 % of the radius {radius} m')
                if d <= radius:
                    s.add(id(f))
            need(inside is None or s == inside, f'radius {radius} m around {label(center)}: the set depends on the measure')
            inside = s
    return [f for f in cands if id(f) in inside]


def nearest(center, pred, town=None):
    town = town or center['town']
    cands = [f for f in feats(town) if pred(f) and f is not center]
    win = None
    for c in variants(center):
        ds = sorted((fd(c, f), i) for i, f in enumerate(cands))
        (d1, i1), (d2, i2) = ds[0], ds[1]
        need(d2 > d1 * 1.1 + 5, f'nearest to {label(c)}: {label(cands[i1])} {d1:.0f} m vs {label(cands[i2])} {d2:.0f} m')
        cs = sorted((cdist(c['geom'], f['geom']), i) for i, f in enumerate(cands))
        need(cs[0][1] == i1, f'nearest to {label(c)} by centroid differs')
        need(win is None or win == i1, 'nearest differs from a namesake')
        win = i1
    f = cands[win]
    return f, fd(center, f), ds[1][0], label(cands[ds[1][1]])


# ---------------------------------------------------------------------------------------------- formatting
def tol(x):
    return max(0.05 * x, 15)


def m_item(x):
    return f'~{round(x)} m'


def route_item(x):
    return f'~{int(round(x / 10.0)) * 10} m ±10%'


def m2_item(x):
    return f'~{round(x)} m2'


def cnt(n):
    return f'#{n}'


def alts(*xs):
    return ' | '.join(xs)


def time_alts(hhmm):
    h, m = map(int, hhmm.split(':'))
    h12 = h % 12 or 12
    ap = 'am' if h < 12 or h == 24 else 'pm'
    if h == 24 or h == 0:
        h12, ap = 12, 'am'
    out = [f'!{h:02d}:{m:02d}'] if h < 10 else [f'!{h}:{m:02d}']
    if h < 10:
        out.append(f'!{h}:{m:02d}')
    if m == 0:
        out += [f'!{h12} {ap}', f'!{h12}{ap}', f'!{h12}:00 {ap}', f'!{h12}:00{ap}']
    else:
        out += [f'!{h12}:{m:02d} {ap}', f'!{h12}:{m:02d}{ap}']
    if h == 0 or h == 24:
        out.append('!midnight')
    return ' | '.join(dict.fromkeys(out))


TIME_ITEM = '!min | !minute | !hour'
ITEM_RE = re.compile(r'^(#\d+|~\d+ m ±10%|~\d+ m2|~\d+ m|![^|;]+|[^!#~|;][^|;]*)$')


def check_gold_syntax(gold):
    need(gold and '\t' not in gold and '\n' not in gold, 'gold has a tab or newline')
    for item in gold.split('; '):
        for a in item.split(' | '):
            need(a == a.strip() and a and ITEM_RE.match(a), f'bad gold item {a!r} in {gold!r}')
            if a.startswith('!'):
                need(';' not in a and '|' not in a, f'bad phrase {a!r}')


# ------------------------------------------------------------------------------------------- opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
_T = r'(\d{1,2}):(\d{2})'
_RANGE = re.compile(rf'^{_T}-{_T}$')
_SEL = re.compile(r'^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?(,(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?)*$')


def parse_oh(s):
    """the opening_hours subset: -> {day index: [(start, end)] minutes, end > 1440 runs past midnight} or '24/7'"""
    need(s is not None, 'no opening_hours')
    s = s.strip()
    if s == '24/7':
        return '24/7'
    week = {d: [] for d in range(7)}
    for rule in s.split(';'):
        rule = rule.strip()
        need(rule, f'empty rule in {s!r}')
        parts = rule.split(' ')
        if len(parts) == 1:
            sel, spec = None, parts[0]
        else:
            need(len(parts) == 2, f'unreadable rule {rule!r}')
            sel, spec = parts
        if sel is None:
            days = list(range(7))
        else:
            need(_SEL.match(sel), f'unreadable day selector {sel!r}')
            days = []
            for item in sel.split(','):
                if '-' in item:
                    a, b = (DAYS.index(x) for x in item.split('-'))
                    d = a
                    while True:
                        days.append(d)
                        if d == b:
                            break
                        d = (d + 1) % 7
                else:
                    days.append(DAYS.index(item))
        if spec in ('off', 'closed'):
            iv = []
        else:
            iv = []
            for r in spec.split(','):
                m = _RANGE.match(r)
                need(m, f'unreadable time range {r!r} in {s!r}')
                h1, m1, h2, m2 = map(int, m.groups())
                need(h1 <= 24 and h2 <= 24 and m1 < 60 and m2 < 60, f'bad time in {r!r}')
                a, b = h1 * 60 + m1, h2 * 60 + m2
                if b <= a:
                    b += 1440
                iv.append((a, b))
        for d in days:
            week[d] = list(iv)
    return week


def open_at(week, day, minute, strict):
    """is it open on day (0 = Mo) at minute (0..1439); strict drops yesterday's spill when today has intervals"""
    if week == '24/7':
        return True
    if any(a <= minute < b for a, b in week[day]):
        return True
    prev = week[(day - 1) % 7]
    if strict and week[day]:
        return False
    return any(b > 1440 and minute < b - 1440 for a, b in prev)


def verdict(oh, day, minute):
    """open or not at (day, minute), the same at every minute 15 min either side and under both readings"""
    week = parse_oh(oh)
    res = set()
    for dm in range(-15, 16):
        t = day * 1440 + minute + dm
        d, m = (t // 1440) % 7, t % 1440
        for strict in (False, True):
            res.add(open_at(week, d, m, strict))
    need(len(res) == 1, f'{oh!r} on {DAYS[day]} {minute // 60}:{minute % 60:02d}: verdict not stable')
    return res.pop()


def verdict_span(oh, day, m0, m1, step=15):
    """the same verdict at every quarter hour from m0 to m1 (inclusive)"""
    vs = {verdict(oh, day, m) for m in range(m0, m1 + 1, step)}
    need(len(vs) == 1, f'{oh!r}: verdict changes within {DAYS[day]} {m0}-{m1}')
    return vs.pop()


def single_interval(oh, day):
    week = parse_oh(oh)
    need(week != '24/7' and len(week[day]) == 1, f'{oh!r}: {DAYS[day]} has no single interval')
    a, b = week[day][0]
    return a, b


def hhmm(minute):
    minute %= 1440
    return f'{minute // 60}:{minute % 60:02d}'


# ------------------------------------------------------------------------------------------------- routing
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
MOTOR = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}


def _oneway(t, mode, variant):
    """+1 forward only, -1 backward only, 0 both ways"""
    if mode == 'foot':
        return 0
    if mode == 'bike':
        if variant == 'bike_nooneway':
            return 0
        if t.get('oneway:bicycle') == 'no' or t.get('cycleway', '').startswith('opposite'):
            return 0
    ow = t.get('oneway')
    if ow in ('yes', 'true', '1'):
        return 1
    if ow == '-1':
        return -1
    if variant in ('car_implied', 'bike_access') and ow is None:
        if t.get('junction') == 'roundabout':
            return 1
        if mode == 'car' and t.get('highway') in ('motorway', 'motorway_link'):
            return 1
    return 0


def _usable(t, mode, variant):
    hw = t.get('highway')
    if mode == 'car':
        if hw not in CAR or t.get('access') in ('no', 'private'):
            return False
        if variant == 'car_implied' and (t.get('motor_vehicle') in ('no', 'private') or
                                         t.get('motorcar') in ('no', 'private')):
            return False
        return True
    if mode == 'bike':
        ok = (hw in CAR and hw not in MOTOR) or hw in ('cycleway', 'path', 'track') or \
            t.get('bicycle') in ('yes', 'designated')
        if not ok or t.get('bicycle') == 'no':
            return False
        if variant == 'bike_access' and t.get('access') in ('no', 'private') and \
                t.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return False
        return True
    # foot
    if hw is None or hw in MOTOR or hw in NONWAY or t.get('foot') == 'no':
        return False
    if variant == 'foot_access' and t.get('access') in ('no', 'private') and \
            t.get('foot') not in ('yes', 'designated', 'permissive'):
        return False
    return True


MODE_VARIANTS = {'car': ['car_implied'], 'bike': ['bike_access', 'bike_nooneway'], 'foot': ['foot_access']}


@functools.lru_cache(None)
def graph(town, mode, variant=None):
    G = nx.DiGraph()
    coords = {}
    for wid, t, nds in load(town)[1]:
        if not _usable(t, mode, variant):
            continue
        ow = _oneway(t, mode, variant)
        for (r1, x1, y1), (r2, x2, y2) in zip(nds, nds[1:]):
            if r1 == r2:
                continue
            coords[r1], coords[r2] = (x1, y1), (x2, y2)
            w = GEOD.inv(x1, y1, x2, y2)[2]
            if ow >= 0:
                if not G.has_edge(r1, r2) or G[r1][r2]['weight'] > w:
                    G.add_edge(r1, r2, weight=w)
            if ow <= 0:
                if not G.has_edge(r2, r1) or G[r2][r1]['weight'] > w:
                    G.add_edge(r2, r1, weight=w)
    big = max(nx.strongly_connected_components(G), key=len)
    allids = np.array(list(coords))
    allxy = np.array([coords[i] for i in allids])
    bigids = np.array([i for i in allids if i in big])
    bigxy = np.array([coords[i] for i in bigids])
    return G, (allids, allxy), (bigids, bigxy)


def _snap(pt, ids, xy):
    lat = math.radians(pt.y)
    d2 = ((xy[:, 0] - pt.x) * math.cos(lat)) ** 2 + (xy[:, 1] - pt.y) ** 2
    best = None
    for k in np.argsort(d2)[:20]:
        d = GEOD.inv(pt.x, pt.y, xy[k, 0], xy[k, 1])[2]
        if best is None or d < best[0]:
            best = (d, int(ids[k]))
    return best


def anchor(f):
    g = f['geom']
    return g if g.geom_type == 'Point' else g.centroid


def snap(town, mode, variant, f, whole=False):
    G, allp, bigp = graph(town, mode, variant)
    d, node = _snap(anchor(f), *(allp if whole else bigp))
    return d, node


_RL = {}


def route_len(town, mode, a, b, variant=None, whole=False):
    key = (town, mode, a['t'], a['id'], b['t'], b['id'], variant, whole)
    if key not in _RL:
        _RL[key] = _route_len(town, mode, a, b, variant, whole)
    return _RL[key]


def _route_len(town, mode, a, b, variant=None, whole=False):
    G = graph(town, mode, variant)[0]
    da, na = snap(town, mode, variant, a, whole)
    db, nb = snap(town, mode, variant, b, whole)
    if not whole:
        need(da <= 100 and db <= 100, f'{mode}: {label(a)} {da:.0f} m / {label(b)} {db:.0f} m from the graph')
    try:
        return nx.dijkstra_path_length(G, na, nb, weight='weight')
    except nx.NetworkXNoPath:
        return math.inf


def route(town, mode, a, b, min_line=300, max_line=5000):
    """the shortest route a -> b, stable under every variant"""
    line = fd(a, b)
    need(min_line <= line <= max_line, f'{label(a)} - {label(b)} straight line {line:.0f} m')
    L = route_len(town, mode, a, b)
    need(L <= 2.5 * line, f'route {L:.0f} m > 2.5 x line {line:.0f} m')
    figs = []
    for v in MODE_VARIANTS[mode]:
        figs.append((v, route_len(town, mode, a, b, v)))
    figs.append(('whole-graph snap', route_len(town, mode, a, b, None, True)))
    for x in variants(a):
        for y in variants(b):
            if x is not a or y is not b:
                figs.append((f'namesake {label(x)}/{label(y)}', route_len(town, mode, x, y)))
    for v, l2 in figs:
        need(abs(l2 - L) <= 0.03 * L, f'route {label(a)} - {label(b)} ({mode}) {L:.0f} m moves to {l2:.0f} m ({v})')
    return L, line


def tour(town, mode, stops, round_trip):
    """best order from stops[0] through the other three; open or round trip"""
    legs = {}
    for a, b in itertools.permutations(stops, 2):
        if (b['id'], a['id']) in legs and mode == 'foot':
            legs[(a['id'], b['id'])] = legs[(b['id'], a['id'])]
            continue
        legs[(a['id'], b['id'])] = route(town, mode, a, b, min_line=100, max_line=5000)[0]
    orders = []
    for perm in itertools.permutations(stops[1:]):
        seq = [stops[0]] + list(perm) + ([stops[0]] if round_trip else [])
        orders.append((sum(legs[(x['id'], y['id'])] for x, y in zip(seq, seq[1:])), perm))
    orders.sort(key=lambda o: o[0])
    best = orders[0]
    rest = [o for o in orders[1:] if not (round_trip and list(o[1]) == list(reversed(best[1])))]
    need(rest[0][0] > 1.1 * best[0], f'tour: best {best[0]:.0f} m vs second {rest[0][0]:.0f} m')
    return best[0], list(best[1]), rest[0][0]


# ----------------------------------------------------------------------------------------- aggregates
MINOR = {'footway', 'path', 'steps', 'cycleway', 'track', 'corridor'}


def street_lengths(ways):
    full = sum(glen(w['geom'] if w['geom'].geom_type == 'LineString' else w['geom'].boundary) for w in ways)
    nominor = sum(glen(w['geom'] if w['geom'].geom_type == 'LineString' else w['geom'].boundary)
                  for w in ways if w['tags']['highway'] not in MINOR)
    halved = sum(glen(w['geom'] if w['geom'].geom_type == 'LineString' else w['geom'].boundary) *
                 (0.5 if w['tags'].get('oneway') in ('yes', 'true', '1', '-1') else 1) for w in ways)
    return full, nominor, halved


def long_streets(center, radius, threshold):
    """named streets within `radius` m of the centre longer than `threshold` m, robust"""
    out = []
    for name, ways in sorted(streets(center['town']).items()):
        dmin = min(min(fd(c, w) for w in ways) for c in variants(center))
        dmax = max(min(fd(c, w) for w in ways) for c in variants(center))
        if dmin > 1.5 * radius:
            continue
        lens = street_lengths(ways)
        verdicts = {l > threshold for l in lens}
        for l in lens:
            need(abs(l - threshold) > 0.05 * threshold, f'street {name}: length {l:.0f} m within 5 % of {threshold} m')
        need(len(verdicts) == 1, f'street {name}: verdict depends on the length reading {[round(l) for l in lens]}')
        if verdicts.pop():
            need(abs(dmin - radius) > 0.05 * radius and abs(dmax - radius) > 0.05 * radius,
                 f'long street {name} at {dmin:.0f} m: within 5 % of the radius')
            need((dmin <= radius) == (dmax <= radius), f'long street {name}: in or out depends on the namesake')
            if dmin <= radius:
                out.append((name, lens[0], dmin))
    return out


def big_parks(center, radius, threshold):
    parks = within(center, is_park, radius)
    out = []
    for p in parks:
        a = area(p['geom'])
        need(abs(a - threshold) > 0.05 * threshold, f'park {label(p)} {a:.0f} m2 within 5 % of {threshold}')
        if a > threshold:
            need(nm(p), f'a qualifying park is unnamed ({label(p)}, {a:.0f} m2)')
            out.append((nm(p), a))
    return out


def most_common(feats_, values, split=None):
    """winner of a value count: strictly ahead, also without unnamed features and (if split) unsplit"""
    def count(fs, do_split):
        c = Counter()
        for f in fs:
            vs = values(f)
            if vs is None:
                continue
            if do_split and split:
                c.update(set(v.strip().lower() for v in re.split(split, vs) if v.strip()))
            else:
                c[vs.strip().lower()] += 1
        return c.most_common()
    ranks = count(feats_, True)
    need(len(ranks) >= 2 and ranks[0][1] > ranks[1][1], f'most common: tie {ranks[:3]}')
    for alt in (count([f for f in feats_ if nm(f)], True), count(feats_, False)):
        need(alt and alt[0][0] == ranks[0][0] and (len(alt) < 2 or alt[0][1] > alt[1][1]),
             f'most common changes: {alt[:3]} vs {ranks[:3]}')
    return ranks


def tag_count(fs, test):
    """a tag count; it must not change when unnamed features are dropped"""
    n = sum(1 for f in fs if test(f))
    need(n == sum(1 for f in fs if test(f) and nm(f)), 'the tag count changes when unnamed places are dropped')
    return n


# ------------------------------------------------------------------------------------------ question kit
QUESTIONS = []


def Q(kind, town, text, mentions, qkind='one'):
    """register a question; the decorated function returns (gold items, figures)"""
    def deco(fn):
        QUESTIONS.append(dict(kind=kind, town=town, text=text, mentions=mentions, qkind=qkind, fn=fn))
        return fn
    return deco


def P(town, name):
    return place(town, name)


def nd():
    return list(NOT_IN_DATA)


def absent(f, keys):
    for k in keys:
        if k in f['tags']:
            raise Fragile(f'{label(f)} has {k}={f["tags"][k]!r}: not a trap')


def yesno(b):
    return '!yes' if b else '!no'


def open_list(center, pred, radius, day, minute):
    fs = within(center, pred, radius)
    need(len(fs) >= 2, 'list of fewer than two')
    names = [nm(f) for f in fs]
    need(all(names) and len(set(names)) == len(names), f'unnamed or repeated names in {names}')
    res = [(nm(f), verdict(f['tags'].get('opening_hours'), day, minute)) for f in fs]
    opened = [n for n, v in res if v]
    need(0 < len(opened) < len(res), f'all or none open: {res}')
    return opened, res


def host(url):
    u = re.sub(r'^[a-z]+://', '', url.strip().lower())
    u = re.sub(r'^www\.', '', u)
    return u.split('/')[0]


# ============================================================================================ attribute
H, B, S = 'heidelberg', 'baltimore', 'singapore'


@Q('attribute', H, 'got an email address for brauhaus vetter? want to ask about a table for 12 on saturday',
   [('brauhaus vetter', 'Brauhaus Vetter')])
def _():
    f = P(H, 'Brauhaus Vetter')
    e = email(f)
    need(e, 'no e-mail')
    return [f'!{e}'], f'email/contact:email = {e}'


@Q('attribute', H, 'what time does gobes open on saturdays', [('gobes', 'Göbes')])
def _():
    f = P(H, 'Göbes')
    oh = f['tags']['opening_hours']
    a, b = single_interval(oh, 5)
    return [time_alts(hhmm(a))], f'opening_hours {oh!r}: Sa {hhmm(a)}-{hhmm(b)}'


@Q('attribute', H, 'Is the Heiliggeistkirche catholic or protestant?', [('Heiliggeistkirche', 'Heiliggeistkirche')])
def _():
    f = P(H, 'Heiliggeistkirche')
    d = f['tags'].get('denomination')
    need(d == 'protestant', f'denomination {d}')
    return ['!protestant | !evangelical | !evangelisch'], f'denomination={d}'


@Q('attribute', H, "we're having dinner at zum seppl tonite, whats the phone number of the cafe closest to it",
   [('zum seppl', 'Zum Seppl')])
def _():
    c = P(H, 'Zum Seppl')
    f, d, d2, l2 = nearest(c, is_cafe)
    ph = phone(f)
    need(ph, 'nearest cafe has no phone')
    short = ph.split()[-1]
    return [f'{nm(f).split()[0]}', f'!{ph} | !{short}'], \
        f'nearest cafe {nm(f)} at {d:.0f} m (second {l2} {d2:.0f} m); phone {ph}'


@Q('attribute', B, 'how many floors has the Courtyard Marriott got', [('Courtyard Marriott', 'Courtyard Marriott')])
def _():
    f = P(B, 'Courtyard Marriott')
    lv = f['tags'].get('building:levels')
    need(lv, 'no levels')
    return [f'!{lv}'], f'building:levels={lv}'


@Q('attribute', B, 'Chipotle Mexican Grill on boston street, can u sit outside there',
   [('Chipotle Mexican Grill', 'Chipotle Mexican Grill')])
def _():
    f = P(B, 'Chipotle Mexican Grill')
    v = f['tags'].get('outdoor_seating')
    need(v in ('yes', 'no'), f'outdoor_seating={v}')
    return [yesno(v == 'yes')], f'outdoor_seating={v}'


@Q('attribute', B, 'after eating at bond street social i want a drink at the closest bar to it.. does that bar have a '
   'website?', [('bond street social', 'Bond Street Social')])
def _():
    c = P(B, 'Bond Street Social')
    f, d, d2, l2 = nearest(c, is_bar)
    w = website(f)
    need(w, 'nearest bar has no website')
    return ['Duda' if nm(f) == "Duda's Tavern" else nm(f), f'!{host(w)}'], \
        f'nearest bar {nm(f)} at {d:.0f} m (second {l2} {d2:.0f} m); website {w}'


@Q('attribute', B, 'holy redeemer chapel - which denomination is it', [('holy redeemer chapel', 'Holy Redeemer Chapel')])
def _():
    f = P(B, 'Holy Redeemer Chapel')
    absent(f, ['denomination'])
    return [' | '.join(nd() + ['!no denomination'])], f'tags: {sorted(f["tags"])} (no denomination)'


@Q('attribute', S, 'wat kind of food does waku ghin serve', [('waku ghin', 'Waku Ghin')])
def _():
    f = P(S, 'Waku Ghin')
    c = f['tags'].get('cuisine')
    need(c == 'japanese', f'cuisine={c}')
    return ['!japanese'], f'cuisine={c}'


@Q('attribute', S, 'how tall is Marina Bay Sands Tower 2', [('Marina Bay Sands Tower 2', 'Marina Bay Sands Tower 2')])
def _():
    f = P(S, 'Marina Bay Sands Tower 2')
    h = f['tags'].get('height')
    need(h and h.isdigit(), f'height={h}')
    return [f'!{h}'], f'height={h}'


@Q('attribute', S, 'is the cafe closest to waku ghin doing takeaway', [('waku ghin', 'Waku Ghin')])
def _():
    c = P(S, 'Waku Ghin')
    f, d, d2, l2 = nearest(c, is_cafe)
    v = f['tags'].get('takeaway')
    need(v in ('yes', 'no'), f'takeaway={v}')
    return ['Beanstro' if nm(f).startswith('Beanstro') else nm(f), yesno(v == 'yes')], \
        f'nearest cafe {nm(f)} at {d:.0f} m (second {l2} {d2:.0f} m); takeaway={v}'


@Q('attribute', S, 'pls give me the phone number for Justin Flavours of Asia',
   [('Justin Flavours of Asia', 'Justin Flavours of Asia')])
def _():
    f = P(S, 'Justin Flavours of Asia')
    absent(f, ['phone', 'contact:phone'])
    return [' | '.join(nd() + ['!no phone'])], f'tags: {sorted(f["tags"])} (no phone)'


# ================================================================================================ hours
MO, TU, WE, TH, FR, SA, SU = range(7)


@Q('hours', H, 'sunday 12 noon - which resturants within 60m of gloria & gloriette would be open',
   [('gloria & gloriette', 'Gloria & Gloriette')], 'list')
def _():
    opened, res = open_list(P(H, 'Gloria & Gloriette'), is_restaurant, 60, SU, 12 * 60)
    short = {'Zum Franziskaner': 'Franziskaner'}
    return [short.get(n, n) for n in opened], f'Su 12:00: {res}'


@Q('hours', H, 'my friends want a drink on a sunday at 10 at night, which pubs within 60 m of mantei are still open?',
   [('mantei', 'Mantei')], 'list')
def _():
    opened, res = open_list(P(H, 'Mantei'), is_pub, 60, SU, 22 * 60)
    short = {'Sonderbar (betreutes Trinken)': 'Sonderbar'}
    return [short.get(n, n) for n in opened], f'Su 22:00: {res}'


@Q('hours', H, 'is Mercato open on a wednesday around half past twelve for lunch', [('Mercato', 'Mercato')])
def _():
    f = P(H, 'Mercato')
    oh = f['tags']['opening_hours']
    return [yesno(verdict(oh, WE, 12 * 60 + 30))], f'{oh!r} at We 12:30'


@Q('hours', H, 'will tangente still be open at 1am on sunday', [('tangente', 'Tangente')])
def _():
    f = P(H, 'Tangente')
    oh = f['tags']['opening_hours']
    return [yesno(verdict(oh, SU, 60))], f'{oh!r} at Su 01:00 (Saturday night spill; Sunday has no interval of its own)'


@Q('hours', B, 'is canton dog park open at 2.30am on a wednesday', [('canton dog park', 'Canton Dog Park')])
def _():
    f = P(B, 'Canton Dog Park')
    oh = f['tags']['opening_hours']
    return [yesno(verdict(oh, WE, 150))], f'{oh!r} at We 02:30'


@Q('hours', B, 'if i need meds at 4am on a sunday, is the pharmacy closest to hudson street stackhouse open then?',
   [('hudson street stackhouse', 'Hudson Street Stackhouse')])
def _():
    c = P(B, 'Hudson Street Stackhouse')
    f, d, d2, l2 = nearest(c, is_pharmacy)
    oh = f['tags'].get('opening_hours')
    return [nm(f), yesno(verdict(oh, SU, 240))], \
        f'nearest pharmacy {nm(f)} ({f["t"]}{f["id"]}) at {d:.0f} m (second {l2} {d2:.0f} m); {oh!r} at Su 04:00'


@Q('hours', B, 'broadway diner open saturday morning?', [('broadway diner', 'Broadway Diner')])
def _():
    f = P(B, 'Broadway Diner')
    absent(f, ['opening_hours'])
    return [' | '.join(nd() + ['!no opening hours'])], 'no opening_hours'


@Q('hours', B, 'what time does The Life of Reilly Irish Pub close on fridays',
   [('The Life of Reilly Irish Pub', 'The Life of Reilly Irish Pub')])
def _():
    f = P(B, 'The Life of Reilly Irish Pub')
    absent(f, ['opening_hours'])
    return [' | '.join(nd() + ['!no opening hours'])], 'no opening_hours'


@Q('hours', S, 'the restaurant nearest the infinity pool - will it be open saturday at 6 pm',
   [('infinity pool', 'Infinity Pool')])
def _():
    c = P(S, 'Infinity Pool')
    f, d, d2, l2 = nearest(c, is_restaurant)
    oh = f['tags'].get('opening_hours')
    return [nm(f), yesno(verdict(oh, SA, 18 * 60))], \
        f'nearest restaurant {nm(f)} at {d:.0f} m (second {l2} {d2:.0f} m); {oh!r} at Sa 18:00'


@Q('hours', S, 'food court closest to sky mirror, is it open on a sunday at half past four in the afternoon',
   [('sky mirror', 'Sky Mirror')])
def _():
    c = P(S, 'Sky Mirror')
    f, d, d2, l2 = nearest(c, is_food_court)
    oh = f['tags'].get('opening_hours')
    return ['Gluttons Bay' if 'Gluttons Bay' in nm(f) else nm(f), yesno(verdict(oh, SU, 16 * 60 + 30))], \
        f'nearest food court {nm(f)} at {d:.0f} m (second {l2} {d2:.0f} m); {oh!r} at Su 16:30'


@Q('hours', S, 'yardbird tommorow (friday) 9pm - are they open?', [('yardbird', 'Yardbird')])
def _():
    f = P(S, 'Yardbird')
    absent(f, ['opening_hours'])
    return [' | '.join(nd() + ['!no opening hours'])], 'no opening_hours'


@Q('hours', S, 'singapore: would the food court nearest super heroes cafe be open at 2:30am on a friday',
   [('super heroes cafe', 'Super Heroes Cafe')])
def _():
    c = P(S, 'Super Heroes Cafe')
    f, d, d2, l2 = nearest(c, is_food_court)
    oh = f['tags'].get('opening_hours')
    return ['Gluttons Bay' if 'Gluttons Bay' in nm(f) else nm(f), yesno(verdict(oh, FR, 150))], \
        f'nearest food court {nm(f)} at {d:.0f} m (second {l2} {d2:.0f} m); {oh!r} at Fr 02:30'


# =========================================================================================== arithmetic
def closer(x, a, b):
    """which of a, b is nearer to x, and by how much; stable over all namesakes"""
    pairs = [(fd(xx, aa), fd(xx, bb)) for xx in variants(x) for aa in variants(a) for bb in variants(b)]
    da, db = pairs[0]
    need(max(da, db) > 1.15 * min(da, db), f'distances {da:.0f} / {db:.0f} m within 15 %')
    diff = abs(da - db)
    for pa, pb in pairs:
        need((pa < pb) == (da < db), 'the nearer one changes with a namesake')
        need(abs(abs(pa - pb) - diff) <= tol(diff), 'the difference changes with a namesake')
    return (a if da < db else b), diff, da, db


def count_pair(center, p1, p2, radius):
    a = within(center, p1, radius)
    b = within(center, p2, radius)
    need(all(nm(f) for f in a + b), 'an unnamed place in a compared count')
    need(abs(len(a) - len(b)) > 0.1 * max(len(a), len(b)), f'counts {len(a)} / {len(b)}: near tie')
    return a, b


def ratio_alts(r):
    e1 = abs((r * 10) % 1 - 0.5) / 10
    e2 = abs((r * 100) % 1 - 0.5) / 100
    need(e1 >= 0.01 and e2 >= 0.001, f'ratio {r:.4f} near a rounding edge')
    return f'!{r:.1f} | !{r:.2f}'


@Q('arithmetic', H, 'how many more rooms does Hotel Anlage have than the hackteufel, and how many does each have',
   [('Hotel Anlage', 'Hotel Anlage'), ('hackteufel', 'Hackteufel')])
def _():
    a, b = P(H, 'Hotel Anlage'), P(H, 'Hackteufel')
    ra, rb = int(a['tags']['rooms']), int(b['tags']['rooms'])
    need(ra != rb, 'equal rooms')
    return [cnt(ra - rb), cnt(ra), cnt(rb)], f'rooms {ra} - {rb}'


@Q('arithmetic', H, 'within 200 m of käthe wohlfahrt, how many fewer bars than pubs are there',
   [('käthe wohlfahrt', 'Käthe Wohlfahrt')])
def _():
    pubs, bars = count_pair(P(H, 'Käthe Wohlfahrt'), is_pub, is_bar, 200)
    need(len(pubs) > len(bars), 'not fewer')
    return [cnt(len(pubs) - len(bars))], f'pubs {[nm(f) for f in pubs]}; bars {[nm(f) for f in bars]}'


@Q('arithmetic', H, 'which is closer to the klingentor, cave 54 or hotel anlage? and by how much',
   [('klingentor', 'Klingentor'), ('cave 54', 'Cave 54'), ('hotel anlage', 'Hotel Anlage')])
def _():
    w, diff, da, db = closer(P(H, 'Klingentor'), P(H, 'Cave 54'), P(H, 'Hotel Anlage'))
    return [nm(w), m_item(diff)], f'Cave 54 {da:.0f} m, Hotel Anlage {db:.0f} m'


@Q('arithmetic', H, 'how much bigger is the jesuitenkirche than the heiliggeistkirche, floor area wise',
   [('jesuitenkirche', 'Jesuitenkirche'), ('heiliggeistkirche', 'Heiliggeistkirche')])
def _():
    a, b = area(P(H, 'Jesuitenkirche')['geom']), area(P(H, 'Heiliggeistkirche')['geom'])
    need(a > 1.15 * b, f'areas {a:.0f} / {b:.0f} within 15 %')
    return [m2_item(a - b)], f'footprints {a:.0f} m2 and {b:.0f} m2'


@Q('arithmetic', B, "in baltimore's data how many more baptist churches are there than lutheran ones? give both numbers",
   [])
def _():
    pw = [f for f in feats(B) if is_pow(f)]
    bap = tag_count(pw, lambda f: f['tags'].get('denomination') == 'baptist')
    lut = tag_count(pw, lambda f: f['tags'].get('denomination') == 'lutheran')
    need(abs(bap - lut) > 0.1 * max(bap, lut), 'near tie')
    return [cnt(bap - lut), cnt(bap), cnt(lut)], f'baptist {bap}, lutheran {lut}'


@Q('arithmetic', B, 'how many times bigger is riverside park than canton waterfront park',
   [('riverside park', 'Riverside Park'), ('canton waterfront park', 'Canton Waterfront Park')])
def _():
    a, b = area(P(B, 'Riverside Park')['geom']), area(P(B, 'Canton Waterfront Park')['geom'])
    return [ratio_alts(a / b)], f'areas {a:.0f} / {b:.0f} m2 = {a / b:.4f}'


@Q('arithmetic', B, 'from holy crepe, how much further is the laughing pint than outback steakhouse (straight line)',
   [('holy crepe', 'Holy Crepe'), ('the laughing pint', 'The Laughing Pint'), ('outback steakhouse', 'Outback Steakhouse')])
def _():
    x, a, b = P(B, 'Holy Crepe'), P(B, 'The Laughing Pint'), P(B, 'Outback Steakhouse')
    w, diff, da, db = closer(x, a, b)
    need(w is b, 'the laughing pint is not the farther one')
    return [m_item(diff)], f'The Laughing Pint {da:.0f} m, Outback Steakhouse {db:.0f} m'


@Q('arithmetic', B, 'add up the floors of the old bay garage and the holiday inn express for me',
   [('old bay garage', 'Old Bay Garage'), ('holiday inn express', 'Holiday Inn Express')])
def _():
    a, b = P(B, 'Old Bay Garage'), P(B, 'Holiday Inn Express')
    need('building:levels' in a['tags'], 'the garage has no levels')
    absent(b, ['building:levels', 'levels', 'height'])
    return [' | '.join(nd() + ['!no levels', "!doesn't have", '!does not have'])], \
        f'Old Bay Garage building:levels={a["tags"]["building:levels"]}; Holiday Inn Express none'


@Q('arithmetic', S, 'marina bay sands tower 2 and tower 3 - how many floors in total',
   [('marina bay sands tower 2', 'Marina Bay Sands Tower 2'), ('tower 3', 'Marina Bay Sands Tower 3')])
def _():
    a, b = P(S, 'Marina Bay Sands Tower 2'), P(S, 'Marina Bay Sands Tower 3')
    la, lb = int(a['tags']['building:levels']), int(b['tags']['building:levels'])
    return [cnt(la + lb)], f'building:levels {la} + {lb}'


@Q('arithmetic', S, 'near hamleys (120 m), how many more restaurants are there than cafes', [('hamleys', 'Hamleys')])
def _():
    r, c = count_pair(P(S, 'Hamleys'), is_restaurant, is_cafe, 120)
    need(len(r) > len(c), 'not more')
    return [cnt(len(r) - len(c))], f'restaurants {[nm(f) for f in r]}; cafes {[nm(f) for f in c]}'


@Q('arithmetic', S, "Jasons Deli: is Zara or Swarovski closer to it, and whats the difference",
   [('Jasons Deli', 'Jasons Deli'), ('Zara', 'Zara'), ('Swarovski', 'Swarovski')])
def _():
    w, diff, da, db = closer(P(S, 'Jasons Deli'), P(S, 'Zara'), P(S, 'Swarovski'))
    return [nm(w), m_item(diff)], f'Zara {da:.0f} m, Swarovski {db:.0f} m'


@Q('arithmetic', S, 'straight line from modern fencing to bazin and then on to black knight, total distance?',
   [('modern fencing', 'Modern Fencing'), ('bazin', 'Bazin'), ('black knight', 'Black Knight')])
def _():
    a, b, c = P(S, 'Modern Fencing'), P(S, 'Bazin'), P(S, 'Black Knight')
    sums = [fd(x, y) + fd(y, z) for x in variants(a) for y in variants(b) for z in variants(c)]
    for s in sums:
        need(abs(s - sums[0]) <= tol(sums[0]), 'the sum changes with a namesake')
    return [m_item(sums[0])], f'legs {fd(a, b):.0f} + {fd(b, c):.0f} m'


# ================================================================================================ route
SINTI = 'Dokumentations- und Kulturzentrum Deutscher Sinti und Roma'


def _route_q(town, mode, a, b, timed=False):
    fa, fb = P(town, a), P(town, b)
    L, line = route(town, mode, fa, fb)
    items = [route_item(L)] + ([TIME_ITEM] if timed else [])
    return items, f'{mode} route {L:.0f} m (straight line {line:.0f} m)'


def _tour_q(town, mode, names, round_trip):
    fs = [P(town, n) for n in names]
    L, order, second = tour(town, mode, fs, round_trip)
    need([f['id'] for f in order] != [f['id'] for f in fs[1:]], 'the order as listed in the question is the best one')
    need(not round_trip or [f['id'] for f in order] != [f['id'] for f in reversed(fs[1:])], 'listed order reversed is best')
    return [nm(f) for f in order] + [route_item(L)], \
        f'best order {[nm(f) for f in order]} {L:.0f} m; second best {second:.0f} m; as listed: {[nm(f) for f in fs[1:]]}'


@Q('route', H, 'driving from hotel anlage to the sinti und roma documentation centre, how far is it by road',
   [('hotel anlage', 'Hotel Anlage'), ('sinti und roma', SINTI)])
def _():
    return _route_q(H, 'car', 'Hotel Anlage', SINTI)


@Q('route', H, 'cycling distance from Coffee Inn to the Altstadtpension Jeske?',
   [('Coffee Inn', 'Coffee Inn'), ('Altstadtpension Jeske', 'Altstadtpension Jeske')])
def _():
    return _route_q(H, 'bike', 'Coffee Inn', 'Altstadtpension Jeske')


@Q('route', H, 'how long would it take me to walk from the bunsenstatue to the klingentor',
   [('bunsenstatue', 'Bunsenstatue'), ('klingentor', 'Klingentor')])
def _():
    return _route_q(H, 'foot', 'Bunsenstatue', 'Klingentor', timed=True)


@Q('route', H, "doing deliveries by car tonight: i start at regie and have to stop at pizza paniz, chili's and "
   "persepolis, no need to come back. whats the shortest order and how many km total",
   [('regie', 'Regie'), ("chili's", "Chili's"), ('persepolis', 'Persepolis'), ('pizza paniz', 'Pizza Paniz')])
def _():
    return _tour_q(H, 'car', ['Regie', 'Pizza Paniz', "Chili's", 'Persepolis'], False)


@Q('route', B, "how long does it take to drive from the laughing pint to vaccaro's italian pastry",
   [('the laughing pint', 'The Laughing Pint'), ("vaccaro's italian pastry", "Vaccaro's Italian Pastry")])
def _():
    return _route_q(B, 'car', 'The Laughing Pint', "Vaccaro's Italian Pastry", timed=True)


@Q('route', B, 'bike route from Samos Restaurant to Holy Crepe, how many km',
   [('Samos Restaurant', 'Samos Restaurant'), ('Holy Crepe', 'Holy Crepe')])
def _():
    return _route_q(B, 'bike', 'Samos Restaurant', 'Holy Crepe')


@Q('route', B, "walking from miss shirley's to the courtyard marriott, how far is that",
   [("miss shirley's", "Miss Shirley's Cafe"), ('courtyard marriott', 'Courtyard Marriott')])
def _():
    return _route_q(B, 'foot', "Miss Shirley's Cafe", 'Courtyard Marriott')


@Q('route', B, 'on my bike from kislings tavern i have to drop by the four seasons, bad decisions and sticky rice. '
   'dont need to go back. wich order is shortest, and the total?',
   [('kislings tavern', 'Kislings Tavern'), ('bad decisions', 'Bad Decisions'), ('sticky rice', 'Sticky Rice'),
    ('four seasons', 'Four Seasons')])
def _():
    return _tour_q(B, 'bike', ['Kislings Tavern', 'Four Seasons', 'Bad Decisions', 'Sticky Rice'], False)


@Q('route', S, 'walk from tenkaichi to the connoisseur concerto - distance?',
   [('tenkaichi', 'Tenkaichi'), ('the connoisseur concerto', 'The Connoisseur Concerto')])
def _():
    return _route_q(S, 'foot', 'Tenkaichi', 'The Connoisseur Concerto')


@Q('route', S, 'How long is the walk from Sky Mirror to Black Knight?',
   [('Sky Mirror', 'Sky Mirror'), ('Black Knight', 'Black Knight')])
def _():
    return _route_q(S, 'foot', 'Sky Mirror', 'Black Knight', timed=True)


@Q('route', S, 'singapore, on foot: midtown mart to swarovski, how many metres',
   [('midtown mart', 'Midtown Mart'), ('swarovski', 'Swarovski')])
def _():
    return _route_q(S, 'foot', 'Midtown Mart', 'Swarovski')


@Q('route', S, "sightseeing on foot starting at punjab grill, want to see poporo park, yardbird and sky mirror "
   "(no need to go back). best order + total walk?",
   [('punjab grill', 'Punjab Grill'), ('yardbird', 'Yardbird'), ('sky mirror', 'Sky Mirror'),
    ('poporo park', 'Poporo Park')])
def _():
    return _tour_q(S, 'foot', ['Punjab Grill', 'Poporo Park', 'Yardbird', 'Sky Mirror'], False)


# ============================================================================================ aggregate
@Q('aggregate', H, 'how many pubs in the heidelberg data have a website', [])
def _():
    pubs = [f for f in feats(H) if is_pub(f)]
    n = tag_count(pubs, has_website)
    return [cnt(n)], f'{n} of {len(pubs)} pubs: {[nm(f) for f in pubs if has_website(f)]}'


@Q('aggregate', H, 'most common type of shop within 250 m of the bonbon manufaktur?',
   [('bonbon manufaktur', 'Heidelberger Bonbon Manufaktur')])
def _():
    c = P(H, 'Heidelberger Bonbon Manufaktur')
    fs = within(c, is_shop, 250)
    r1 = most_common(fs, lambda f: f['tags']['shop'])
    r2 = most_common([f for f in fs if f['tags']['shop'] not in ('yes', 'vacant')], lambda f: f['tags']['shop'])
    need(r1[0][0] == r2[0][0], 'winner changes without shop=yes/vacant')
    return [f'!{r1[0][0][:4]}'], f'{r1[:5]}'


@Q('aggregate', H, 'which streets longer than 400 m are within 100 m of Lotte - The Backpackers',
   [('Lotte - The Backpackers', 'Lotte - The Backpackers')], 'list')
def _():
    r = long_streets(P(H, 'Lotte - The Backpackers'), 100, 400)
    short = {'Hauptstraße': 'Hauptstr', 'Neue Schlossstraße': 'Neue Schlo'}
    return [short.get(n, n) for n, l, d in r], f'{[(n, round(l), round(d)) for n, l, d in r]}'


@Q('aggregate', H, 'how many fountains are there within 250m of schwan apotheke', [('schwan apotheke', 'Schwan Apotheke')])
def _():
    fs = within(P(H, 'Schwan Apotheke'), lambda f: f['tags'].get('amenity') == 'fountain', 250)
    return [cnt(len(fs))], f'{[label(f) for f in fs]}'


@Q('aggregate', B, "baltimore's data - hotel count?", [])
def _():
    fs = [f for f in feats(B) if is_hotel(f)]
    need(all(nm(f) for f in fs), 'unnamed hotel')
    return [cnt(len(fs))], f'{[nm(f) for f in fs]}'


@Q('aggregate', B, 'in the baltimore data which gas station name shows up the most', [])
def _():
    fs = [f for f in feats(B) if f['tags'].get('amenity') == 'fuel']
    r = most_common(fs, lambda f: f['tags'].get('name') or f['tags'].get('brand'))
    return [r[0][0].title() if r[0][0] != 'bp' else 'BP'], f'{r[:5]}'


@Q('aggregate', B, 'of the restaurants within 300 m of fell school, how many have a phone number', [('fell school', 'Fell School')])
def _():
    fs = within(P(B, 'Fell School'), is_restaurant, 300)
    n = tag_count(fs, lambda f: bool(phone(f)))
    return [cnt(n)], f'{n} of {len(fs)}: {[nm(f) for f in fs if phone(f)]}'


@Q('aggregate', B, 'parks bigger than 4000 m2 within 600 m of shiso tavern? names pls', [('shiso tavern', 'Shiso Tavern')],
   'list')
def _():
    r = big_parks(P(B, 'Shiso Tavern'), 600, 4000)
    short = {"St. Casimir's Park": 'Casimir', 'Canton Soccer Park': 'Canton Soccer',
             'Canton Waterfront Park': 'Canton Waterfront'}
    return [short.get(n, n) for n, a in r], f'{[(n, round(a)) for n, a in r]}'


@Q('aggregate', S, 'how many artworks are mapped in the singapore data', [])
def _():
    fs = [f for f in feats(S) if f['tags'].get('tourism') == 'artwork']
    return [cnt(len(fs))], f'{[label(f) for f in fs]}'


@Q('aggregate', S, 'singapore - whats the most common kind of amenity in the data', [])
def _():
    fs = [f for f in feats(S) if 'amenity' in f['tags']]
    r = most_common(fs, lambda f: f['tags']['amenity'])
    return [f'!{r[0][0]}'], f'{r[:4]}'


@Q('aggregate', S, 'number of toilets within 100 m of charles & keith?', [('charles & keith', 'Charles & Keith')])
def _():
    fs = within(P(S, 'Charles & Keith'), lambda f: f['tags'].get('amenity') == 'toilets', 100)
    return [cnt(len(fs))], f'{[label(f) for f in fs]}'


@Q('aggregate', S, 'singapore data: restaurants with a phone number listed, how many?', [])
def _():
    fs = [f for f in feats(S) if is_restaurant(f)]
    n = tag_count(fs, lambda f: bool(phone(f)))
    return [cnt(n)], f'{n} of {len(fs)}: {[nm(f) for f in fs if phone(f)]}'


# =============================================================================================== runner
def compute():
    rows, errors = [], []
    for q in QUESTIONS:
        try:
            for mention, full in q['mentions']:
                check_mention(q['text'], q['town'], mention, full)
            items, figs = q['fn']()
            gold = '; '.join(items)
            check_gold_syntax(gold)
            need('\t' not in q['text'], 'tab in question')
            rows.append(dict(q, gold=gold, figs=figs))
        except Fragile as e:
            errors.append((q, str(e)))
            rows.append(dict(q, gold=None, figs=f'FRAGILE: {e}'))
    per = Counter((r['kind'], r['town']) for r in rows)
    for k in KINDS:
        for t in TOWNS:
            if per[(k, t)] != 4:
                errors.append((dict(kind=k, town=t, text='-'), f'{per[(k, t)]} questions for {k}/{t}, want 4'))
    texts = [r['text'] for r in rows]
    for t in set(texts):
        if texts.count(t) > 1:
            errors.append((dict(kind='-', town='-', text=t), 'question repeated'))
    return rows, errors


def tsv_path(kind):
    return HERE / f'val6-{kind}.tsv'


HEADER = """# val6-{kind}: "beyond" validation set 6 (held out), {n} questions, 4 per town (Heidelberg, Baltimore, Singapore)
# Written 2026-11-28 before the code it measures is run on it; see README-val6.md. Never tune on it.
# Golds recomputed by gold_val6.py from shared/data/osm-fresh (map data (c) OpenStreetMap contributors, ODbL 1.0).
# question<TAB>gold<TAB>kind   (kind: one = every item required, list = any item lenient / all strict)
"""


def render(rows, kind):
    rs = [r for r in rows if r['kind'] == kind]
    out = HEADER.format(kind=kind, n=len(rs))
    for r in rs:
        out += f"{r['text']}\t{r['gold']}\t{r['qkind']}\n"
    return out


def read_tsv(path):
    out = []
    for line in path.read_text(encoding='utf-8').splitlines():
        if not line.strip() or line.startswith('#'):
            continue
        out.append(tuple(line.split('\t')))
    return out


def main(argv):
    mode = argv[1] if len(argv) > 1 else None
    if mode not in (None, '--check', '--write'):
        print(__doc__)
        return 2
    rows, errors = compute()
    if mode is None:
        for r in rows:
            print(f"[{r['kind']}/{r['town']}] {r['text']}\n    gold: {r['gold']}\n    kind: {r['qkind']}\n"
                  f"    figures: {r['figs']}")
        for q, e in errors:
            print(f'FRAGILE [{q["kind"]}/{q["town"]}] {q["text"]}: {e}')
        return 1 if errors else 0
    if errors:
        for q, e in errors:
            print(f'FRAGILE [{q["kind"]}/{q["town"]}] {q["text"]}: {e}')
        if mode == '--write':
            print('refusing to write while a gold is fragile')
        return 1
    if mode == '--write':
        for k in KINDS:
            tsv_path(k).write_text(render(rows, k), encoding='utf-8')
            print(f'wrote {tsv_path(k).name}')
        return 0
    bad = 0
    for k in KINDS:
        p = tsv_path(k)
        want = [(r['text'], r['gold'], r['qkind']) for r in rows if r['kind'] == k]
        if not p.exists():
            print(f'{p.name}: missing')
            bad += 1
            continue
        have = read_tsv(p)
        if have != want:
            bad += 1
            print(f'{p.name}: differs')
            for i in range(max(len(have), len(want))):
                h = have[i] if i < len(have) else None
                w = want[i] if i < len(want) else None
                if h != w:
                    print(f'  row {i + 1}: file {h}\n          want {w}')
    print('check: ' + ('OK, every gold matches' if not bad else f'{bad} file(s) differ'))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
