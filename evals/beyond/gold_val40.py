#!/usr/bin/env python3
"""gold_val40.py - recomputes every gold of the "beyond" validation set 40 from the raw OSM extracts.

    python -B gold_val40.py            print question, town, kind, gold and figures
    python -B gold_val40.py --check    compare with the five val40-*.tsv (exit 1 naming file and line on a difference
                                       or a fragile gold)
    python -B gold_val40.py --write    rewrite the five TSVs (refused while any gold is fragile)

Definitions: README-val40.md (which restates README-val4 / val13 / val38 / val39). Libraries: osmium, shapely,
pyproj, networkx, numpy. Data folder: GEOREACT_FRESH_DIR, or <repo>/shared/data/osm-fresh.
Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""
import os, re, sys, math, unicodedata
from pathlib import Path
import osmium, shapely, shapely.wkb
from shapely.geometry import Point, LineString
from shapely.ops import nearest_points
import pyproj, networkx as nx, numpy as np

HERE = Path(__file__).resolve()
FRESH = Path(os.environ['GEOREACT_FRESH_DIR']) if os.environ.get('GEOREACT_FRESH_DIR') else HERE.parents[3] / 'shared' / 'data' / 'osm-fresh'
FILES = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Singapore': 'singapore-bayfront-2019.osm.pbf', 'Baltimore': 'baltimore-2015.osm.pbf'}
GEOD = pyproj.Geod(ellps='WGS84')

class Fragile(Exception):
    pass

def need(cond, msg):
    if not cond:
        raise Fragile(msg)

class Feat:
    __slots__ = ('town', 'type', 'id', 'tags', 'geom', 'nodes')
    def __init__(self, town, typ, oid, tags, geom, nodes=None):
        self.town, self.type, self.id, self.tags, self.geom, self.nodes = town, typ, oid, tags, geom, nodes
    def __repr__(self):
        return '%s %s/%d %s' % (self.town, self.type, self.id, self.tags.get('name', ''))

_WKB = osmium.geom.WKBFactory()

class _H(osmium.SimpleHandler):
    def __init__(self, town):
        super().__init__()
        self.town = town
        self.feats = []
        self.areas_way = {}
        self.ways = []      # (id, tags, [(node id, lon, lat)])
        self.rels = []
    def node(self, n):
        if len(n.tags):
            self.feats.append(Feat(self.town, 'node', n.id, dict(n.tags), Point(n.location.lon, n.location.lat)))
    def way(self, w):
        tags = dict(w.tags)
        nodes = [(nd.ref, nd.location.lon, nd.location.lat) for nd in w.nodes if nd.location.valid()]
        self.ways.append((w.id, tags, nodes))
    def relation(self, r):
        if len(r.tags):
            self.rels.append((r.id, dict(r.tags)))
    def area(self, a):
        try:
            g = shapely.wkb.loads(bytes.fromhex(_WKB.create_multipolygon(a)))
        except Exception:
            return
        if a.from_way():
            self.areas_way[a.orig_id()] = g
        else:
            self.feats.append(Feat(self.town, 'relation', a.orig_id(), dict(a.tags), g))
            self.rel_area_ids.add(a.orig_id())

def load():
    feats, ways = [], {}
    for town, fn in FILES.items():
        h = _H(town)
        h.rel_area_ids = set()
        h.apply_file(str(FRESH / fn), locations=True)
        for wid, tags, nodes in h.ways:
            if not tags:
                continue
            poly = h.areas_way.get(wid)
            closed = len(nodes) > 3 and nodes[0][0] == nodes[-1][0]
            if poly is not None and closed and ('highway' not in tags or tags.get('area') == 'yes'):
                g = poly
            elif len(nodes) >= 2:
                g = LineString([(x, y) for _, x, y in nodes])
            elif len(nodes) == 1:
                g = Point(nodes[0][1], nodes[0][2])
            else:
                g = None
            feats.append(Feat(town, 'way', wid, tags, g, nodes))
        for rid, tags in h.rels:
            if rid not in h.rel_area_ids:
                feats.append(Feat(town, 'relation', rid, tags, None))
        ways[town] = h.ways
        feats.extend(f for f in h.feats if f.type == 'relation' or f.type == 'node')
    # dedupe (relations from areas were appended in h.feats)
    seen, out = set(), []
    for f in feats:
        k = (f.town, f.type, f.id)
        if k in seen:
            continue
        seen.add(k)
        out.append(f)
    return out, ways

# ---------------------------------------------------------------- measures
def _aeqd(lon, lat):
    return pyproj.Transformer.from_crs('EPSG:4326', pyproj.CRS.from_proj4(
        '+proj=aeqd +lat_0=%f +lon_0=%f +datum=WGS84 +units=m' % (lat, lon)), always_xy=True)

def gdist(p, q):
    return GEOD.inv(p.x, p.y, q.x, q.y)[2]

def dist(a, b):
    """nearest-point geodesic distance between two geometries"""
    c = a.centroid
    t = _aeqd(c.x, c.y)
    fwd = lambda c: np.column_stack(t.transform(c[:, 0], c[:, 1]))
    pa = shapely.transform(a, fwd)
    pb = shapely.transform(b, fwd)
    if pa.intersects(pb):
        return 0.0
    na, nb = nearest_points(pa, pb)
    x1, y1 = t.transform(na.x, na.y, direction='INVERSE')
    x2, y2 = t.transform(nb.x, nb.y, direction='INVERSE')
    return GEOD.inv(x1, y1, x2, y2)[2]

def cdist(a, b):
    return gdist(a.centroid, b.centroid)

def glen(g):
    return GEOD.geometry_length(g)

def garea(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])

# ---------------------------------------------------------------- text
def fold(s):
    s = unicodedata.normalize('NFKD', s)
    return ''.join(c for c in s if not unicodedata.combining(c)).lower()

def squash(s):
    return re.sub(r'[^0-9a-z]', '', fold(s))

def word_in(needle, hay):
    """whole-word, case/accent-insensitive"""
    n, h = fold(needle).strip(), fold(hay)
    if not n:
        return False
    return re.search(r'(?<![0-9a-z])' + re.escape(n) + r'(?![0-9a-z])', h) is not None

def word_start_in(stem, hay):
    return re.search(r'(?<![0-9a-z])' + re.escape(fold(stem)), fold(hay)) is not None
# ---------------------------------------------------------------- counts
def kind_feats(town, pred):
    return [f for f in FEATS if f.town == town and pred(f.tags)]

def tagp(k, v=None):
    if v is None:
        return lambda t: k in t
    vs = v if isinstance(v, (set, tuple, list)) else (v,)
    return lambda t: t.get(k) in vs

def safe_count(fs, near, label):
    """count features; fragile if two may be one place or a feature has no geometry"""
    for f in fs:
        need(f.geom is not None and not f.geom.is_empty, '%s: %r has no geometry' % (label, f))
    for i in range(len(fs)):
        a = fs[i]
        for j in range(i + 1, len(fs)):
            b = fs[j]
            ca, cb = a.geom.centroid, b.geom.centroid
            if abs(ca.y - cb.y) > 0.01 or abs(ca.x - cb.x) > 0.015:
                continue
            d = dist(a.geom, b.geom)
            na, nb = a.tags.get('name'), b.tags.get('name')
            if (na is None or nb is None or fold(na) == fold(nb)) and d <= near:
                raise Fragile('%s: possibly one place %r / %r (%.1f m)' % (label, a, b, d))
            if na and nb and fold(na) != fold(nb) and d <= 2:
                raise Fragile('%s: two names within 2 m %r / %r' % (label, a, b))
    return len(fs)

def most_common(fs, key, label, merge=5.0):
    from collections import Counter
    def tally(group):
        c = Counter()
        for f in group:
            vals = {v.strip() for v in re.split('[;,]', f.tags[key]) if v.strip()}
            for v in vals:
                c[v] += 1
        return c.most_common()
    fs = [f for f in fs if key in f.tags]
    res = []
    for grp in (fs, [f for f in fs if f.tags.get('name')] or fs):
        mc = tally(grp)
        need(len(mc) >= 1 and (len(mc) == 1 or mc[0][1] > mc[1][1]), '%s: no strict winner %s' % (label, mc[:3]))
        res.append(mc)
    # merged: features sharing a value within merge m count once
    vals = {}
    for f in fs:
        for v in {v.strip() for v in re.split('[;,]', f.tags[key]) if v.strip()}:
            vals.setdefault(v, []).append(f)
    mc = []
    for v, L in vals.items():
        G = nx.Graph(); G.add_nodes_from(range(len(L)))
        for i in range(len(L)):
            for j in range(i + 1, len(L)):
                if dist(L[i].geom, L[j].geom) <= merge:
                    G.add_edge(i, j)
        mc.append((v, nx.number_connected_components(G)))
    mc.sort(key=lambda x: -x[1])
    need(len(mc) == 1 or mc[0][1] > mc[1][1], '%s: merged tie %s' % (label, mc[:3]))
    need(mc[0][0] == res[0][0][0] == res[1][0][0], '%s: winner differs' % label)
    return res[0][0][0], res[0]

# ---------------------------------------------------------------- opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']

def _days(sel, lenient):
    out = set()
    for part in sel.split(','):
        part = part.strip() if lenient else part
        if lenient:
            part = part.replace('So', 'Su')
        m = re.fullmatch(r'(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))?', part)
        if not m:
            return None
        a = DAYS.index(m.group(1)); b = DAYS.index(m.group(2)) if m.group(2) else a
        i = a
        while True:
            out.add(i)
            if i == b:
                break
            i = (i + 1) % 7
    return out

def _tm(s):
    h, m = s.split(':')
    return int(h) * 60 + int(m)

def parse_hours(v, lenient, plus_mode):
    """-> dict day -> list of (start, end) minutes, end may exceed 1440 for spill; None if unreadable"""
    v = v.strip()
    if v == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    if lenient:
        v = re.sub(r'\s*-\s*', '-', v)
        v = re.sub(r'(Mo|Tu|We|Th|Fr|Sa|Su|So)\.', r'\1', v)
        v = re.sub(r'(Mo|Tu|We|Th|Fr|Sa|Su|So)\s*:\s', r'\1 ', v)
        v = re.sub(r'(?<=\d)\s*,\s*(?=[A-Za-z])', ';', v)
        v = re.sub(r',\s+', ',', v)
    table = {}
    for rule in v.split(';'):
        rule = rule.strip()
        if not rule:
            if lenient:
                continue
            return None
        if lenient and re.match(r'(?i)ph\b', rule):
            continue
        m = re.fullmatch(r'(?:([A-Za-z,\-]+) )?(.+)', rule)
        sel, spec = m.group(1), m.group(2).strip()
        if sel is None and re.fullmatch(r'[A-Za-z,\-]+', spec):
            return None
        days = set(range(7)) if sel is None else _days(sel, lenient)
        if days is None:
            return None
        if spec in ('off', 'closed'):
            iv = []
        else:
            iv = []
            for r in spec.split(','):
                mm = re.fullmatch(r'(\d{1,2}:\d\d)-(\d{1,2}:\d\d)', r)
                if mm:
                    s, e = _tm(mm.group(1)), _tm(mm.group(2))
                    if e <= s:
                        e += 1440
                    iv.append((s, e))
                    continue
                mm = re.fullmatch(r'(\d{1,2}:\d\d)\+', r) if lenient else None
                if mm:
                    s = _tm(mm.group(1))
                    iv.append((s, s + 1 if plus_mode == 0 else 1440))
                    continue
                return None
        for d in days:
            table[d] = iv
    return {d: table.get(d, []) for d in range(7)}

def is_open(tab, day, minute, spill_strict):
    for s, e in tab[day]:
        if s <= minute < min(e, 1440 if e <= 1440 else e):
            return True
    prev = (day - 1) % 7
    if spill_strict and tab[day]:
        return False
    for s, e in tab[prev]:
        if e > 1440 and minute < e - 1440:
            return True
    return False

HAND = {'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00',
        'Weekdays 7-3, Saturdays 7-6, Sundays 7-4': 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
        '8-6:30': '08:00-18:30'}   # free-text values read by hand: value -> normalised string

def readings(v):
    v = HAND.get(v, v)
    out = []
    for lenient in (False, True):
        for pm in ((0,) if not lenient else (0, 1)):
            t = parse_hours(v, lenient, pm)
            if t is not None:
                out.append(t)
    return out

def verdict(v, day, minute, label):
    """stable open/closed verdict at day/minute, or raise Fragile"""
    rs = readings(v)
    need(rs, '%s: unreadable hours %r' % (label, v))
    res = set()
    for t in rs:
        for strict in (False, True):
            for dm in range(-15, 16):
                mm = minute + dm; dd = day
                if mm < 0:
                    mm += 1440; dd = (day - 1) % 7
                elif mm >= 1440:
                    mm -= 1440; dd = (day + 1) % 7
                res.add(is_open(t, dd, mm, strict))
    need(len(res) == 1, '%s: unstable verdict for %r at %s %02d:%02d' % (label, v, DAYS[day], minute // 60, minute % 60))
    return res.pop()

def hours_feats(town, pred, label):
    fs = [f for f in FEATS if f.town == town and pred(f.tags) and f.tags.get('opening_hours') and f.tags['opening_hours'].strip() != 'unknown']
    for i in range(len(fs)):
        for j in range(i + 1, len(fs)):
            a, b = fs[i], fs[j]
            if a.geom is None or b.geom is None:
                continue    # a relation without geometry (Singapore's Gardens by the Bay) cannot be paired
            na, nb = a.tags.get('name'), b.tags.get('name')
            d = cdist(a.geom, b.geom)
            if d > 200:
                continue
            d = dist(a.geom, b.geom)
            if (na and nb and fold(na) == fold(nb) and d <= 30) or d <= 10:
                raise Fragile('%s: possibly one place %r / %r' % (label, a, b))
    return fs

def open_count(town, pred, day, minute, label):
    fs = hours_feats(town, pred, label)
    op = [f for f in fs if verdict(f.tags['opening_hours'], day, minute, label)]
    return len(op), len(fs), op
# ---------------------------------------------------------------- routing
NONWAYS = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area', 'services',
           'razed', 'disused', 'bus_guideway', 'escape'}
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NOBIKE = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}

def _dir(t, mode, variant):
    """-> (forward, backward) allowed"""
    ow = t.get('oneway')
    if mode == 'foot' or (mode == 'bike' and variant == 'nooneway'):
        return True, True
    if mode == 'bike' and (t.get('oneway:bicycle') == 'no' or t.get('cycleway', '').startswith('opposite')):
        return True, True
    if ow in ('yes', 'true', '1'):
        return True, False
    if ow == '-1':
        return False, True
    if variant in ('strict',) and ow is None and (t.get('junction') == 'roundabout' or (mode == 'car' and t.get('highway') in ('motorway', 'motorway_link'))):
        return True, False
    return True, True

def _allowed(t, mode, variant):
    h = t.get('highway')
    if h is None:
        return False
    acc = t.get('access')
    if mode == 'car':
        if h not in CAR or acc in ('no', 'private'):
            return False
        if variant == 'strict' and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')):
            return False
        return True
    if mode == 'bike':
        ok = (h in CAR and h not in NOBIKE) or h in ('cycleway', 'path', 'track') or t.get('bicycle') in ('yes', 'designated')
        if not ok or t.get('bicycle') == 'no':
            return False
        if variant == 'strict' and acc in ('no', 'private') and t.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return False
        return True
    if mode == 'foot':
        if h in NOBIKE or h in NONWAYS or t.get('foot') == 'no':
            return False
        if variant == 'strict' and acc in ('no', 'private') and t.get('foot') not in ('yes', 'designated', 'permissive'):
            return False
        return True

_GRAPHS = {}

def graph(town, mode, variant):
    key = (town, mode, variant)
    if key in _GRAPHS:
        return _GRAPHS[key]
    G = nx.DiGraph()
    pos = {}
    for wid, t, nodes in WAYS[town]:
        if not _allowed(t, mode, variant):
            continue
        fw, bw = _dir(t, mode, variant)
        for (a, x1, y1), (b, x2, y2) in zip(nodes, nodes[1:]):
            if a == b:
                continue
            w = GEOD.inv(x1, y1, x2, y2)[2]
            pos[a] = (x1, y1); pos[b] = (x2, y2)
            if fw:
                G.add_edge(a, b, weight=w)
            if bw:
                G.add_edge(b, a, weight=w)
    big = max(nx.strongly_connected_components(G), key=len)
    ids = list(G.nodes)
    arr = np.array([pos[i] for i in ids])
    bigids = [i for i in ids if i in big]
    bigarr = np.array([pos[i] for i in bigids])
    _GRAPHS[key] = (G, pos, ids, arr, bigids, bigarr)
    return _GRAPHS[key]

def _snap(pt, ids, arr):
    dx = (arr[:, 0] - pt.x) * math.cos(math.radians(pt.y)) * 111320
    dy = (arr[:, 1] - pt.y) * 110540
    order = np.argsort(dx * dx + dy * dy)[:5]
    best = min(order, key=lambda i: GEOD.inv(pt.x, pt.y, arr[i, 0], arr[i, 1])[2])
    return ids[best], GEOD.inv(pt.x, pt.y, arr[best, 0], arr[best, 1])[2]

def endpoint(f):
    g = f.geom
    return g if g.geom_type == 'Point' else g.centroid

def route_len(town, mode, variant, p, q, whole=False):
    G, pos, ids, arr, bigids, bigarr = graph(town, mode, variant)
    if whole:
        a, da = _snap(p, ids, arr); b, db = _snap(q, ids, arr)
    else:
        a, da = _snap(p, bigids, bigarr); b, db = _snap(q, bigids, bigarr)
        need(da <= 100 and db <= 100, 'snap too far (%.0f / %.0f m)' % (da, db))
    try:
        return nx.shortest_path_length(G, a, b, weight='weight')
    except nx.NetworkXNoPath:
        raise Fragile('no path %s %s' % (mode, variant))

def route(town, mode, p, q, label):
    """robust route length (m) between points p and q"""
    straight = gdist(p, q)
    need(300 <= straight <= 5000, '%s: straight line %.0f m' % (label, straight))
    L = route_len(town, mode, 'base', p, q)
    need(0.97 * straight <= L <= 2.5 * straight, '%s: route %.0f vs straight %.0f' % (label, L, straight))
    variants = [('strict', False), ('base', True)]
    if mode == 'bike':
        variants.append(('nooneway', False))
    for var, whole in variants:
        L2 = route_len(town, mode, var, p, q, whole)
        need(abs(L2 - L) <= 0.03 * L, '%s: variant %s/%s moves %.0f -> %.0f' % (label, var, whole, L, L2))
    return L, straight

def route_all(town, mode, p, q, label):
    L, s = route(town, mode, p, q, label)
    allL = [L]
    for var, whole in [('strict', False), ('base', True)] + ([('nooneway', False)] if mode == 'bike' else []):
        allL.append(route_len(town, mode, var, p, q, whole))
    return L, s, allL

def walk_verdict(town, p, q, T, label):
    L, s, allL = route_all(town, 'foot', p, q, label)
    if all(x <= 0.9 * T * 50 for x in allL):   # 3 km/h = 50 m/min
        return True, L
    if all(x >= 1.1 * T * 100 for x in allL):  # 6 km/h = 100 m/min
        return False, L
    raise Fragile('%s: walking verdict unclear (%.0f m, %d min)' % (label, L, T))

# ================================================================ older places
# gold_val25.py lines 39-396, copied unchanged (its inlined OLDER_SETS / LEFT_OUT literals, which hold every set up to val25's)
# ================================================================ older places
# gold_val24.py lines 14-357, copied unchanged (its inlined OLDER_SETS / LEFT_OUT literals, which hold every set up to val24's)
# ================================================================ older places
# gold_val22.py lines 61-376, copied unchanged (its OLDER_SETS / LEFT_OUT literals, which hold every set up to val22's)
# ================================================================ older places
# gold_val20.py lines 149-440, copied unchanged (its OLDER_SETS / LEFT_OUT / VAL16_ADD ... VAL20_ADD literals)
# (gold_val19.py's lines 14-299, inlined: the names of older sets and the helpers they come with)
OLDER_SETS = ['7-Eleven', 'Ace Hardware', 'Admiral Fell Inn', 'Aldi', 'Alfredo OSTERIA', 'Alte Gundtei',
    'Altstadtpension Jeske', 'Anchorage Marina', 'Antiquariat Friedrich Welz', 'Antiquariat Hatry',
    'Art Science Museum', 'Arthotel Heidelberg', 'Attmans Delicatessan', 'Baltimore Public Works Museum',
    'Barnes & Noble', 'Bazin', 'Beanstro - Marina Bay Sands', 'Benetton', "Bertha's Mussels",
    'Best Western PLUS Hotel & Conference Center', 'Beyond Pancakes', 'Black Knight', 'Black Tap',
    'Bond Street Social', 'Boston Street Pier Park', 'Box Office', 'Brauhaus Vetter',
    'Bread Street Kitchen Singapore', 'Broadway Diner', 'Buchhandlung Himmelheber', 'Buchladen - artes liberales',
    'Bunsenstatue', 'Burger King', 'CASIO', 'Cafe Latte Da', 'Café Burkardt', 'Café Knösel', 'Canton Dog Park',
    'Canton Soccer Park', 'Canton Square', 'Canton Waterfront Park', 'Caroline Street Garage', 'Castle Street Park',
    'Cave 54', 'Center Dock Marina', 'Charles & Keith', "Chiaparelli's", 'Chimichanga - Bar y Cantina', 'Chipotle',
    'Chipotle Mexican Grill', "Chiu's Sushi", 'Chocspot', "Chris' Seafood", 'Coffee Inn', 'Cold Stone Creamery',
    'Colony', 'Cortina', 'Courtyard Marriott', 'Cut', 'CÉ LA VI', 'Da Paolo Gastronomia', 'Die Kuh die lacht',
    'Din Tai Fung', 'Ding How', 'Dog Park', "Duda's Tavern", 'Dunkin Donuts', 'Eckstein', 'Erlöserkirche',
    'Essighaus', 'Events Service Concierge', 'Executive Inn', 'Extrablatt', 'Fairfield Inn & Suites',
    'Fayette Street Garage', 'Federal Hill Park', 'Fell School', 'Fells Point Branch Enoch Pratt Free Library',
    'Firehouse Coffee Co.', 'First United Evangelical and Reformed Church', 'Five Guys', 'Fort McHenry',
    'Four Seasons', 'Frank C Bocek Park', 'Gasthaus Backmulde', 'Gasthaus zum Mohren', "Gerry's Grill", 'Gitan',
    'Globetrotter', 'Gloria & Gloriette', 'Goldener Falke', 'Greif-Apotheke', 'Gu Thai Noodle Cafe', 'Gunnars',
    'Göbes', 'Hackteufel', 'Hair Cuttery', 'Hamleys', 'Harborview Marina', 'Hassbeckers Galerie & Buchhandlung',
    'Heavy Seas Alehouse', 'Heidelberg Center for American Studies', 'Heidelberger Bonbon Manufaktur',
    'Heiliggeistkirche', "Henderson's Wharf Marina", 'Heuscheuer', 'Hexenturm', 'Hip Hotel', 'Holiday Inn Express',
    'Holy Crepe', 'Holy Redeemer Chapel', 'Holy Trinity Russian Orthodox Church', 'Home Fix', 'Homewood Suites',
    'Hotel Acor', 'Hotel Anlage', 'Hotel Backmulde', 'Hotel Goldener Hecht', 'Hotel Monpti', 'Hotel Perkeo',
    'Hotel The Dubliner', 'Hotel Weisser Bock', 'Hotel am Kornmarkt', 'Hotel am Schloss',
    'Hotel zum Ritter St. Georg', 'Hudson Street Stackhouse', 'Hull Street Blues', 'Hölderlin-Gymnasium',
    'Infinity Pool', 'Institut für Deutsch als Fremdsprachenphilologie', "Isabella's Brick Oven", 'JINX',
    'Jasons Deli', 'Jesuitenkirche', 'Jewish Museum of Maryland', "Jimmy's Famous Seafood", "Joe's Bike Shop",
    'Johnson Square', 'Josef Seibel', 'Joseph Lee Park', 'Jubiläumsplatz', 'Justin Flavours of Asia', 'Kai Garden',
    'Kaiser', 'Karzer', 'Katyn Memorial', 'Kilimanjaro', 'Kislings Tavern', 'Kleiner Mohr', 'Koh Samui Thaimassage',
    'Konomi', 'Kopernik Federal Bank', 'Korean War Memorial', 'Koufu', 'Krahnenplatz', 'Kumari',
    'Kurpfälzisches Museum', 'Käthe Wohlfahrt', 'La Flamm-Pâtisserie', 'La Fée Bar Café', "Langermann's",
    'Latrobe Park', 'Lavazza', 'Lavo', 'LiHO', 'Light Show Viewing Point', 'Lighthouse Point Marina',
    'Lik Dancewear', 'Liselotte-Brunnen', 'Little Havana', 'Little Italy Garage', 'Lockwood Place Garage',
    'Locust Point Steamers', "Looney's Pub", 'Lotte - The Backpackers', "Louisiana's", 'Madison Square',
    "Mahaffey's Pub", 'Maja', 'Makansutra Gluttons Bay', 'Malecón', 'Mandarin Oriental', 'Mantei',
    'Marina Bay Sands', 'Marina Bay Sands Expo and Convention Centre', 'Marina Bay Sands Tower 1',
    'Marina Bay Sands Tower 2', 'Marina Bay Ssands', 'Marina Square', 'Marriott', 'Marstall', 'Marstallcafé',
    "McDonald's", 'Mei Heong Yuen Dessert', 'Mercato', 'Mercy Canton FamilyCare', "Michelle's Cafe", 'Midtown Mart',
    'Mimi DiPietro Ice Rink', 'Mission BBQ', 'Modern Fencing', 'Montford Bar', 'Montpellierplatz', 'MoschMosch',
    'NS Savannah', "Nacho Mama's", 'Neue Universität', 'Newstead', 'O scale the highest moutain in the world',
    "O'Donnell Square Park", 'Old Bay Garage', 'Orange', 'Outback Steakhouse', 'Ozra', 'Palmbräu Gasse', 'Pandora',
    'Papi Bar', "Papi's Taco Joint", 'Patisserie Poupon', 'Patterson Bowling Center', 'Patterson Park',
    'Patterson Perk', 'Perkeo', 'Persepolis', 'Peterskirche', 'Piccolo Mondo', 'Poporo Park',
    'Port Discovery Museum', 'Providenzkirche', 'Psychologisches Institut', 'Pulaski Monument', 'Punjab Grill',
    'Race Pace Bicycles', 'Rad Kirch', 'Radpoint Heidelberg', 'Rain Oculus', 'Raja Rani', 'Rams Head Live',
    'Rash Field', 'Rathaus', 'Red House Tavern', 'Rite Aid', 'Riverside Park', 'Rolex', 'Running Lab', 'Safeway',
    'Saint Nicholas Greek Orthodox Church', 'Same Same', 'Samos', 'Samos Restaurant', 'Sands SkyPark', 'Sayuki',
    'Schafheutle', 'Schloss Filmtheater', 'Schmelzpunkt', 'Schmidts', 'Schnitzelbank', 'Schnookeloch',
    'Schwan Apotheke', 'Second Congregational Church', 'Seminar for Roman Languages',
    'Seminar für Klassische Philologie', 'Sen of Japan', 'Seoul Garden', 'Sephora', 'Shiso Tavern', 'Shooter Stars',
    'Shot Tower', 'Sky Mirror', 'SkyPark', 'Soban', 'Sonderbar (betreutes Trinken)', 'Spago',
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
    'Uni-Apotheke', 'PSB Academy', 'AOK KundenCenter', "Amicci's", 'Bad Decisions', 'Beo Printing',
    'Bonaparte Breads', 'Coyote Cafe', 'Dallas Cafe & Bar', 'Dangerously Delicious Pies', 'Drugstore',
    'Edith-Stein-Haus', 'Farmstead Grill', 'Fährhaus', 'Gelati', 'Goldene Sonne', 'Griechische Taverne',
    'Hard Rock Cafe', 'Helping Up Mission', 'Hotel Schönberger Hof', 'Hunan Empire', 'J Kids Amusement Funland',
    'Kinder- und Jugendamt', 'Kupferkanne', 'La Tapa', "Leadbetter's II Tavern", 'Ledo Pizza', 'Liquid Earth',
    'Marina Bay Observation Deck', "Max's on Broadway", "Miss Shirley's Cafe", 'Museum Haus Cajeth', 'Musikzimmer',
    'National Aquarium', 'P8 Kongresshaus', 'Parkhaus am Theater', 'Pierpoint Restaurant',
    'Saint Michaels Ukrainian Orthodox Church', 'Saint Stanislaus Roman Catholic Church', 'Steingasse14 - Optiker',
    'Tapas Adela', 'Weisser Schwan', 'Zum Franziskaner', 'Zum Roten Ochsen', 'Floral Fantasy',
    'Marina Bay Floating Platform', 'Nanyang Technological University Alumni House', 'NTU Alumni House',
    'Bayfront (CCL/DTL) Exit E', 'Bayfront Exit E', 'Exit E', 'Bayfront Exit D', 'Exit D', 'Bayfront Pavilion',
    'Kongreßhaus', 'Steingasse14', "Leadbetter's", "Miss Shirley's", 'St Michaels Ukrainian Orthodox Church']
OLDER_SETS += ['Alte Universität', 'Amt für Soziales und Senioren', 'Arhaus Furniture', "Atwater's", 'BP',
    "Candi Marie's", 'Charm City Veterinary Hospitial', 'Chesapeake Wine Company', 'Chester Cove', 'Chic-fil-a',
    'Cinco de Mayo II', 'Destille', 'Dezernat Internationale Beziehungen', "DiPasquale's", 'Dogma', 'Dogtopia',
    'Enterprise', 'Footlocker', 'Friedrich-Ebert-Grundschule', "Gino's (Villa Mexico)", 'Gough Street Laundromat',
    'Grimm', 'H&S Bakery Outlet', 'Harbor East', 'Harbor East Marina', 'Hercules Brunnen',
    'Highlandtown Elementary School', 'Hochschule für Jüdische Studien', 'Howl at the Moon',
    'I Am - Designmanufaktur', 'Inner Harbor Marina', 'Institutsgebäude', 'Jokers', 'Kinderladen Heuhüpfer', 'Korea',
    'Kornmarkt-Madonna', "Kurek's Hardware", 'Lebe Gesund', 'Lichtblick', 'Lloyd Street Synagogue',
    'Louis-Fahrbach-Brunnen', 'Marina Boulevard', "Mel's", 'Mittermaier-Palais', 'NovaCare Rehabilitation',
    'Ostrowskis Polish Sausage', 'Penny Saver Grocery', 'Pizza Hut', 'Pizza Paniz', 'Reichsapfel',
    'Restaurant Kurpfälzisches Museum', 'Riegler', 'Royal Farms', 'Rusty Scupper', 'Rusty Scupper - Stop 4',
    "Ruth's Chris", 'Saint Brigid Catholic Church', 'Sebastian-Münster-Brunnen', 'Sleep Lab Z', 'Smaltimore',
    'Soltana', 'Sound Garden', 'Sporthalle Theodor-Heuss-Realschule', 'Stadthalle', 'Sume-Brunnen', 'SunTrust',
    'Terrapin Realty', 'The Crossroads School', 'The Laughing Pint', 'Theaterstraße', 'Theodor-Heuss-Realschule',
    'USCGC Taney', 'Under Armour Promenade', 'Villa Italia', 'Vinyl-Only GmbH', 'Zelda Zen', 'Zimmertheater',
    'Bayfront (CCL/DTL) Exit B', 'Exit B', 'Bayfront Station (Circle/Downtown Line)', 'Bayfront Station',
    'Bayfront Station Linkway', 'Bayfront Bridge', 'Garden Bay Bridge', 'Pedestrian Mall', 'Sheares Link',
    'Bayfront Link', 'Temasek Avenue', 'Mist Walk', 'Marina Reservoir', 'Sheares Avenue', 'ERP',
    'Double Helix Bridge', 'Ritz Carlton Hotel', 'Mandarin Oriental Hotel', 'Promenade',
    'Bayfront Stn Exit B/Marina Bay Sands', "Gino's", 'Villa Mexico', 'Chesapeake Wine',
    'Altstadt - Universitätsplatz', 'Altstadt - Stadthalle', 'Charm City Veterinary', 'Ostrowskis']
OLDER_SETS += ['2910 on the Square', 'Abele Optik', "American Harry's", 'Anouk', "Attman's Deli",
    'Baltimore Fire Station 28', 'Bergbahn P12', 'Bin 604 Wine Sellers', 'Black Olive', 'Butlers', 'Cafe Florian',
    'Café Moro', 'Canton Market', 'Casa del Caffé', 'Cenmoro', "Chili's", 'Chizuk Amuno Synagogue', 'Claddagh',
    'Der Kleine Gundel', 'Dr. Engellandt-Schnell', 'Dr. Petersen', 'Dr. med. Andreas Schenck', 'Dypski Park',
    'Gasthaus zum Güldenen Schaf', 'Gundel', 'Highlandtown Branch Enoch Pratt Free Library', 'Hörnchen',
    "Jack's Bistro", 'Jasa Kabob', 'Joe Molese', 'Kebap Haus', 'Kindergruppe Plöck',
    'Kindertagesstätte Kanzleigasse', 'La Couscousserie', 'Lears II', 'Marakesch', 'Maxbar', 'New Yorker',
    'Of Love & Regret', 'Oskar', 'Panera Bread', 'Pannonica', 'Pasta Mista', 'Patterson Park Baptist Church',
    'Patterson Park Dog Park', 'Portside Tavern', 'Regie', 'SG Marina Square', 'Saint Casimir Catholic Church',
    "Semann's", 'Shoppers Food Warehouse', 'Sporthalle Friedrich-Ebert-Schule', 'Sticky Rice',
    'The Inn at the Black Olive', "Tochterman's Fishing Tackle", 'Triplex-Mensa', 'Vodafone', 'Wochenmarkt',
    "Miguel's Cocina y Cantina", "Cockey's Restaurant and Bar", "Johnny Rad's Pizzeria Tavern",
    'City-Markt Rüdinger', 'Pierce’s Park', "Pierce's Park", 'Kornmarkt/Schloss', 'The Esplanade', 'Stamford Canal',
    'Raffles Avenue', 'Bayfront Avenue', 'Circle Line Extension', 'Chinatown', 'Chinatown station',
    'Rudolf Steiner Haus', 'Von-Graimberg-Haus', 'Triplex Mensa', 'Historisches Seminar',
    'Historisches Seminar Eingang', 'F1 Marina Bay Street Circuit', 'Marina Bay Street Circuit',
    'Opposite The Ritz-Carlton', 'Hauptstraße', 'Plöck', 'Klingenteichstraße', 'Friedrich-Ebert-Anlage',
    "O'Donnell Street", "Johnny Rad's", "Tochterman's", "Cockey's", "Miguel's Cocina"]
OLDER_SETS += ['Alex Wein & Spirituosen', 'Alive Again Baptist Ministries', 'Alter Synagogenplatz',
    'Amaryllis Handcrafted Jewellery', 'Amorino', 'Apollo Optik', 'bamboos', 'Big Pommes',
    'Birds of a Feather Scotch Bar', 'Boston Street', 'Boston Street Animal Hospital', 'Broadway Park',
    'BWI2 Fulfillment Center Parking', 'Bären Company', 'Canton Hair Studio', 'Captain James',
    'Captain James Landing - Stop 14', 'Captain James Restaurant', 'Carl Philipp Fohr', 'Church on the Square',
    'Clarence "Du" Burns Arena', 'Coke Field', 'Der Frisörladen', 'DKA Daniel Kiefer Audio', 'Dreikönigstraße',
    'Dritte-Welt-Laden', 'East Fairmount Avenue', 'East Fort Avenue', 'ecco', "Ernesto's Barber Shop",
    'EuroPro Auto Service', 'F1 Marina-Bay-Street-Circuit', "Floyd's 99 Barbershop",
    'Frederick Douglass-Isaac Myers Maritime Park', 'Goodyear Auto Service Center', 'Grabengasse', 'Grano',
    'Great Clips', 'Hallhuber', 'Harbor East Deli', 'Haus Wieser', 'Heidelberger Akademie der Wissenschaften',
    'Heiliggeiststraße', 'Heinrich Fehrentz', 'Holy Rosary School', 'Key Highway',
    'Knox United Presbyterian Church', 'La Bohème', 'Leder Meid', 'Löwenbrunnen',
    'Maryland Vehicle Emissions Testing Station', 'Metzgere Unger', 'MiY Home', 'Mobile Lizard', 'Nativo',
    'Neckarstaden', 'Patterson Station Baltimore Post Office', 'Prudential PenFed Realty',
    'Reisebuchladen Heidelberg', 'Ristorante / Enoteca Akademie',
    'Saint Elizabeth of Hungary Roman Catholic Church', 'Scene 217', 'Schmuckatelier Mämecke & Rauen', "Silk's",
    'Talara', 'The Cruise Lady', 'Theater Heidelberg', 'Theile', 'Thomas Cook', 'Two Rivers Park',
    'Tzemach Tzedek', 'Villa Lounge', "Woody's Rum Bar and Island Grill", 'ZKB - Zimmer Küche Bar',
    'Reginald F Lewis Museum of Maryland African-American History and Culture', 'Reginald F Lewis Museum', 'ZKB',
    'Schmuckatelier Mämecke', 'Europahaus I', 'Europahaus II', 'Rathaus, Heiliggeiststraße']

# val14: the place names README-val13.md uses that val13's OLDER_SETS does not hold (93; see README-val14.md)
OLDER_SETS += ['1st Mariner', '1st Mariner Building', "Ale Mary's", 'Baltimore City Health Department',
    'Bloomberg School of Public Health', 'Bond Street Wharf', 'CASA de Maryland', 'Canton - Stop 16',
    'Canton Bakery & Pizza', 'Canton Liquor House', 'Castaways Bar & Grill', 'Chocolaterie YilliY', 'CityCult',
    "Dino's Restaurant", 'Dokumentations- und Kulturzentrum Deutscher Sinti und Roma',
    'Dr. med Greiner und Scheffzek', 'Eispalast', 'Else Geissmar', 'Evangelist Lutheran Cemetery', 'FOSSIL',
    'Fait Avenue', 'Falafel', 'Familie Wertheimer', 'Farbenreich', 'Fashion Attic', 'Ferdinandea-Prag',
    'Friedrich-Ebert-Platz P10', 'Goldschmiede "im Hof"', 'Gospel Temple', 'Greenmount Cemetery',
    'Gustav-Radbruch-Haus', "Günay's Café", 'Hannah Arendt', 'Heidelberger Wäscheladen', 'Highland Auto',
    'Hilltop Carry-Out', 'Jakob Geissmar', 'Just B - Tattoos and Bodyart', 'Kamps', 'Kanzel', 'Keramikmalstube',
    "Kooper's Tavern", 'Lakewood Re-upholstering', 'Ludwig Brummer', 'Many Market', 'Marktbronnertor', 'McPaper',
    'Metropol - Billard und Cocktail Bar', "Michael's", 'Moore Haus', 'Morning Edition Cafe', 'Mt Carmel Cemetery',
    'Nalley Fresh', 'Neuenheim', 'New Harvest Ministries, Inc.', 'PNC Bank', 'Patrick Henry School',
    'Patterson Food Market', "Pizza Boli's", 'Prinz Carl', 'Qdoba', 'Sahara', 'Salt', "Schiller's", 'Schnittmodul',
    'Sip & Bite', 'Susanna Beck', "The Admiral's Cup", 'The iPhone Doc', 'Unter Freunden', 'Upper Glass',
    'Usha Salon', 'Wasserteilkasten', 'Welldone Studios', 'William Paca Elementary School', 'Wohnheim Wartburg',
    'Yogi Castle', 'eckhaus heidelberg', 'tilly de lux',
    # written differently or shortened in README-val13, and the full names behind them
    'Fells Point - Stop 11', 'Maritime Park - Stop 8', 'Locust Point - Stop 10', 'Stop 11 Fells Point',
    'Stop 8 Maritime Park', 'Stop 10 Locust Point', 'Stop 14 Captain James Landing', 'Metropol', 'Eisdiele Roma',
    'Cafe Romantic', 'Saint Stanislaus Cemetery', 'Oheb Shalom Cemetery', 'Swartz Cemetery',
    'Friedrich-Ebert-/Theodor-Heuss (Schulbereich)']

# feature names README-val12 / README-val13 hold only as parts of longer names or ordinary words (val13's 20, as
# README-val13 lists them, and 5 more from README-val13); no mention may equal, contain or lie inside one
LEFT_OUT = ['Bar', 'Shop', 'Marina bay', 'Altstadt', 'Bayfront', 'Bayfront (CCL/DTL)', 'Canton', 'Downtown Line',
    'Gough Street', 'Highlandtown', 'Kanzleigasse', 'Kornmarkt', 'Lighthouse Point', 'Lloyd Street', 'Marina Bay',
    'Old Town', 'Schloss', 'Universitätsplatz', 'Barber Shop', 'Baltimore Post Office',
    'Eisdiele', 'Fells Point', 'Locust Point', 'Friedrich-Ebert-Platz', 'The Drive']

# val15: the place names README-val14.md uses that the literals above do not hold (collected by reading README-val14)
OLDER_SETS += ['Avatar Foods', 'Vinothek Goldener Anker', 'Chocolaterie Knösel', 'Mittermeier Haus', 'Alfred Mombert',
    'Second Antioch Baptist Church', 'East Baltimore Station Methodist Episcopal Church', 'East Baltimore Station',
    'Grapevine Hair Studio', 'Handbags in the City', 'Aliceanna Street',
    'Charles Carroll of Carrollton Elementary School', 'Waters Avenue African Methodist Episcopal Church',
    'Tench Tilghman Elementary School', 'Crepes Time', 'Manchurian Rice Co.',
    'Katholischer Kindergarten St. Christophorus', 'Kindergarten St. Christophorus', 'gelato go', "Günay's Garten",
    "Marc O' Polo", "Claire's", 'Asia Wok', 'Internet City²', 'Internet City',
    'Institut für europäische Kunstgeschichte', 'Holocaust Memorial', 'Foster Ave. Gospel Hall',
    'Patterson Park Pharmacy & Compounding', 'Stefansbäck', 'THB Bagels & Deli', 'Julie Jankau', 'Ludwig Seligmann',
    'Schmitthennerhaus', 'Wormser Hof', 'Riesenstein', 'Mitteltor', 'Theater und Philharmonisches Orchester',
    'Sparkasse', 'Sibleyhaus', 'St. Thomas e.V.', 'Ralph J. Young Recreation Center', 'Baltimore Immigration Memorial',
    'Baltimore Marine Centers Yard', 'Inner Harbor West Marina', 'Thomas G Hayes Elementary School',
    'The Horse You Came In On Saloon', 'A Good Yarn', 'A Good Yarn (knitting instruction)',
    'Bo Brooks Lighthouse Liquors', 'Slainte Irish Pub', 'Slainte Irish Pub and Restaurant', 'Charleston',
    "Captain O'Donnell Statue", 'Inst. f. Bildungswissenschaft', 'Polizeirevier Heidelberg-Mitte Bezirksdienst',
    'Flag House and Star-Spangled Banner Museum', 'Hampstead Hill Elementary School', 'Klingentor', 'Telekom',
    "Dalesio's", 'Patterson School', 'Flower', 'Robert Wilhelm Bunsen', 'Wolfe Street Academy', 'CondeTango!',
    'Deichmann', 'The Baltimore Montessori', "Simply Marie's", 'Boathouse', "Delmarva's Southern Cafe", 'Diller',
    'Pasta 2 Go', "Yufka's Kebap & Pizza", 'Johnston Square Elementary School', 'Nazarene Baptist Church',
    'Evans Temple Church of God in Christ', 'Dr Rayner Browne Elementary School', 'Saint Wenceslaus School',
    'Baltimore Fire Station 29', 'East Madison Street', 'East Monument Street', 'McElderry Street',
    'Saint Alphonsus Cemetery', 'Europahaus III', 'Europahaus IV', 'Märzgasse', 'Alte Brücke',
    'Johns Hopkins Bayview Medical Center', 'Port of Baltimore Small Boat Facility', 'C&A', 'Under Armour Turf',
    'Peterbilt']
LEFT_OUT += ['Baltimore City Police', 'Campus', 'Heidelberg-Mitte', 'Star-Spangled Banner']

# val16: the place names README-val15.md uses that the literals above do not hold (collected by reading README-val15)
VAL16_ADD = ['Studentenbücherei des Studentenwerks Heidelberg', 'Studentenbücherei des Studentenwerks', 'Friedrich Seligmann',
 "Strohauer's Cafe Alt Heidelberg", "Strohauer's Cafe", 'Zentrum für Lehrerbildung', 'ZLB', 'Eyes + More', 'The Oceanaire',
 'Bonvegna Field', 'Groove', 'Kennedy Krieger School', 'Saint Marks Evangelical Lutheran Church', 'Saint Helena School',
 'Gravis', 'Red Robin', 'Flora Seligmann', 'Ella Gutman', 'Ella Gutman geb. Mombert', 'The Flame', 'elektro illing',
 'Evangelische Studierendengemeinde', 'Evangelische Studierendengemeinde (Karl-Jaspers-Haus)',
 'Saint Vincent de Paul Roman Catholic Church', 'Saute', 'Carat', 'Idee.', 'Diakonisches Werk Heidelberg', 'Planet Sports',
 'Fresh Farms Cafe', 'ehem. Breitwieserhaus', 'Palais Rischer', 'Zwinger1 und Zwinger3', 'Basic Hairshop', 'Figurenhof',
 'pepper', 'Philosophisches Seminar', 'Philosophisches Seminar, Slavisches Institut', 'Ross Research Building',
 'Broadway Research Building', 'William H. Schutz Fields', 'Ortmann Field', 'East Baltimore Deliverance Center',
 "Jerry's Food Market", "Ronnie's Food Mart", 'Quick Stop', 'The Pagoda', 'Lebanese Taverna', "Squire's", "Vinny's Cafe",
 'TeeGschwendner', 'Riptide by the Bay', 'The Can Company', 'Baltimore Civil War Museum', 'Evangelischer Kindergarten',
 'Dr. med Hadulla', 'Gia of Little Italy', 'City of Baltimore Fire Museum', 'Institut für Kunstgeschichte Ostasiens',
 'Utz-Twardowicz Stadium', 'El Buffalo', 'dielmann', 'Martha Geissmar', 'Speakeasy Saloon Dining House', 'Print works',
 'Depot', "Mama's on the Half Shell", 'Pasticcio', 'Office Depot', 'Max & Co', 'E-Plus', 'First Apostolic Church',
 'Baltimore Freedom Academy', 'Lombard Middle School', 'City Spring Elementary School',
 'Alternative Learning Center Southeast', 'Nazareth Evangelical Lutheran Church',
 'Saint Matthews United Methodist Church', 'Eagle', 'Henry Fleet Primary School (historical)',
 'Henry Fleet Primary School', 'Marktstube', 'H+G Bank', 'Volksbank Kurpfalz H+G Bank', 'Fresh Cleaners', 'Cleaners',
 'Star Spangled Banner Statue', 'Madison Square Elementary School']
OLDER_SETS += VAL16_ADD
# names README-val15 holds only as parts of longer names
LEFT_OUT += ['Durlacher', 'Karl-Jaspers-Haus']

# ============================================================ val17 additions
# val17: the place names README-val16.md uses that the literals above do not hold (collected by reading README-val16)
VAL17_ADD = ['Leopold Oppenheimer', 'Convenience Store, Tourism Stuff', 'Antiquariat canicio', 'Pop', 'Olio arte - caffé',
 'Hotel Schnookeloch', 'Hotel am Rathaus', 'David J. Weber Funeral Home', 'Deeper Life Bible Church',
 'East Baltimore Baptist Church', 'Restoration Community Church and Ministry', 'Patterson Park Public Charter School',
 'Church Home Hospital (historical)', 'Church Home Hospital', 'Kurzer Buckel', 'Babette Oppenheimer',
 'Oberer Fauler Pelz (Ost)', 'Oberer Fauler Pelz', 'ringissimo di bellobene', 'Inst. f. Rechtsgeschichte',
 'Inst. f. Rechtsgeschichte / Inst. f. Gesellschaftsrecht',
 'Praise Center Full Gospel Church', 'Martin Luther Lutheran Church', '101 Ellwood Apartments', 'BB&T',
 'The Johns Hopkins Outpatient Center', 'North Caroline Street', "Jo's Grocery & Carryout",
 'Braodway Branch Enoch Pratt Free Library', 'manuel linnenschmidt | fotograf', 'manuel linnenschmidt',
 'Tavern on the Square', 'Old Friends Meeting House', 'GameStop',
 'Bildungszentrum des Bildungswerks der Erzdiözese Freiburg', 'Bildungszentrum des Bildungswerks',
 'Galerie Piu-Piu', "Frederick's on Fleet (out of business as of 2014)", "Frederick's on Fleet",
 'Elisabeth Geissmar', 'Elisabeth Geissmar geb. Hirsch', 'Schützengesellschaft „Tell“ 1906 Heidelberg e.V.',
 'Schützengesellschaft', 'Palais Graimberg', 'Teufelsloch', 'Waterfont Kitchen', 'Häagen-Dazs',
 'Saint Leo Roman Catholic Church', 'Grace Memorial Baptist Church', 'Elmer A Henderson Elementary School',
 'Claremont Trainable School', 'Southeast Middle School', 'Saint Paul Cemetery', 'Calvary Presbyterian Church',
 'Theaterplatz', "John's Restaurant and Carry Out", 'AT&T', 'Broadway Methodist Church', 'Orleans Street Garage',
 'McKim Playground', 'William H Welch Medical Library', 'Roys', 'Pizza & Wings Factory', 'Under Armour Brand House',
 "Plug Ugly's Publick House", 'Old Navy', 'CVS', 'Holy Rosary Roman Catholic Church', 'St. Michael the Archangel',
 'Harry & Jeanette Weinberg', 'Popeyes', 'KFC', 'Baltimore City Fire Station 26', 'Baltimore City Fire Station 25',
 'Sojourner Douglas College', 'Sunoco', 'Johns Hopkins Hospital', 'Armstead Gardens Elementary School',
 'Armistead Gardens Elementary', 'Holabird Academy', 'Paul Laurence Dunbar Middle School',
 'Paul Laurence Dunbar High School', 'Kennedy Institute', 'Kennedy Krieger Institute', 'Our Lady of Good Counsel',
 'Our Lady of Good Counsel Roman Catholic Church', 'Saint Patricks Roman Catholic Church',
 'Our Lady of Pompeis School', 'McDonalds']
OLDER_SETS += VAL17_ADD
# words README-val16 holds only inside longer names or tag values
LEFT_OUT += ['Gurs', 'Martin Luther']

# ============================================================ val18 additions
# val18: the place names README-val17.md uses that the literals above do not hold (collected by reading README-val17)
VAL18_ADD = ['CapitolMac', 'Saratoga Trunk (antiques and furnishings store)', 'Saratoga Trunk',
 'Gould Street Generating Station', 'Lilly & Zeiler Funeral Home', 'Pilot Maritime Center', 'Merrit Athletic Club',
 'Saint Andrews Russian Orthodox Church', 'Taco Bell', 'Mönchgasse', 'Fischmarkt', 'Tembo Group', 'Natty Boh Tower',
 'Untere Straße', 'Merianstraße', 'Ingrimstraße', 'Steingasse', 'Brunnengasse', 'Akademiestraße', 'Schiffgasse',
 'Seven Foot Knoll Lighthouse', 'Voltage', 'Highland Methodist Church', 'Kingdom Hall of Jehovahs Witnesses',
 'Baltimore Museum of Industry', 'Jimmy Johns', 'Untere Neckarstraße', 'Neue Schlossstraße', 'Kettengasse',
 'Cruise Maryland', 'Baltimore Fire Station 27', 'Baltimore Fire Station 30', 'Baltimore Fire Station 31',
 'Digital Harbor High School', 'Spanish-American War Memorial', 'Lime Blossom Boutique', 'Crown',
 'Holabird Tire & Auto Service', 'Friedrichstraße', 'Bienenstraße', 'American Visionary Art Museum',
 "McCormick & Schmick's", "Donna's Hair Salon", 'Leah George Salon', 'Lee Myles Transmission']
OLDER_SETS += VAL18_ADD
LEFT_OUT += ['Fells Point Branch', 'Highlandtown Branch', 'Flag House', 'Reginald F Lewis']


# ============================================================ val19 additions
# val19: the place names README-val18.md uses that the literals above do not hold (collected by reading README-val18)
VAL19_ADD = ['Kroiz Architecture', 'Carroll Mansion', 'Jewish Heritage Center', 'Hatton Senior Center', 'DSW',
 'Karl-Ludwig-Straße', 'Fountain Baptist Church', 'Chick Webb Recreation Center', 'Pooches & Purrs',
 'Virginia Baker Recreation Center', 'Spa on the Square', 'Cloud 9 Clothing', 'Five Below', 'Küchengässchen',
 'Bauamtsgasse', 'The Blind Spot', 'Total Plastics Inc', 'The Broom Factory', 'Penn Mary Yard', 'Self Storage Plus',
 "Sleepy's", 'Ziegelgasse', 'Schlossbergtunnel', 'Krahnengasse', 'Bethel Holy Tabernacle', 'Flemings', 'Kilwins',
 'Bussemergasse', 'Bremeneckgasse', 'Kleine Mantelgasse', 'New Antioch Baptist Church',
 'Saint Lukes Evangelical Lutheran Church', 'Mystik', 'Advocate Real Estate', 'Super Linens', 'Anastasia',
 'Southside Marketplace', 'Jefferson Square at Washington Hill', 'Orangeville Methodist Church',
 'Saint Pauls Methodist Church', 'Exeter Memorial Methodist Church', 'Hebrew Friendship Cemetery', 'Schlossberg',
 'Sandgasse', 'Gaisbergtunnel', 'Diamond Hookah Lounge', 'The War Memorial', 'Power Plant Live!',
 'Taurus Statue Remnant', 'Joseph Lee Recreation Center', 'Our Lady of Fatima Roman Catholic Church',
 'Holabird Elementary School', 'Citgo', 'Institute of Notre Dame', 'Eastern Animal Hospital', 'Shell',
 'Tennis Shoe Warehouse', 'Holy Cross Polish Catholic Church', 'Morgan Stanley', 'Living Classrooms Foundation',
 'Saint Augustine English Lutheran Church', "Rita's", 'Under Armour World Headquarters',
 'Francis Scott Key Middle School', 'Silo Point', 'Harborplace - Stop 2', 'Eastside Baptist Church',
 'Israel Baptist Church', 'Mittelbadgasse', 'Karlsplatz', 'Marstallstraße', 'Loading Dock Liquors',
 "Soprano's Pizza", 'Broadway Market', 'McHenry Row', "McKim's Free School", 'Patterson High School']
OLDER_SETS += VAL19_ADD
# shortened older names README-val18 holds only inside longer (older) names (its gold items)
LEFT_OUT += ['Sushi Place', 'Poupon', 'emma', 'Canton Waterfront', 'Canton Soccer']
VAL20_ADD = ["Boxing Charlie's", 'Serenity Palm Reading', 'The Church of Jesus Christ of Latter-day Saints', 'New Century School', 'Vitamin Shoppe', 'Seafarers International Union', 'Hometrack Real Estate Marketing', 'Schießtorstraße', 'Unter der Schanz', 'Exxon Gas', 'Ulta', 'Calvary Methodist Church', 'Saint Leos School', 'Remax', 'Caroline Street Methodist Church', 'Heugasse', 'Pfaffengasse', 'Landfriedstraße', 'Klingentorstraße', 'Riesensteinweg', 'Loft', 'World Wide Liquors', 'Mount Sinai Baptist Church', 'Chapel of the Redemption', 'Fleet Street Market', 'Hospitality Staffing Solutions', 'CNX Marine Terminal', 'Seagirt Marine Terminal', 'Bond Street Plaza', 'Weinberg Building', 'Christian Community Center', 'McKim Community Center', 'Charity Baptist Church', 'Zwingerstraße', 'Karlstraße', 'Graimbergweg', 'Seminarstraße', 'House of Spirits', 'Holabird Industrial Park', 'Saint James School', 'Saint Katherines School', 'Sacred Heart of Mary School', "Sima's Salon and Spa", 'Sacred Heart Schools', 'Hudson Street Garage', 'Faith Baptist Church', 'Midway Car Wash', 'Salem United Methodist Church', 'Community Initiatives Academy', 'Trans-Tech', 'Certified Collision Center', 'La Familia Auto Mechanic', 'Canton Car Wash', 'Our Lady of Pompeis Roman Catholic Church', 'Fischergasse', 'Marktplatz', 'Haspelgasse', 'Krämergasse', 'Semmelsgasse', 'Fell Cemetery', 'Bank of America', 'Hess', 'Wawa', 'Harris Teeter', 'GNC', 'Sprint', 'Hebrew Cemetery', 'Bay View Yard', 'Bayview Yard', 'Baltimore City Impound Lot', 'The Antique Man', "Pearl's of Fells Points", 'South Ann Street']
OLDER_SETS += VAL20_ADD
LEFT_OUT += ['Sima', 'Calvary', 'Boxing Charlie', 'Certified Collision', 'La Familia', 'Holabird Tire', 'Stackhouse',
    'Mahaffey', 'Looney', 'Silk', 'Arthotel', 'Monpti', 'Acor', 'La Fée', 'Greif', 'Ann']

_OLD_A, _LO_A = list(OLDER_SETS), list(LEFT_OUT)
# gold_val21.py lines 140-160: its VAL20_ADD, LEFT_OUT additions, README_NAMES, VAL21_ADD and LEFT_OUT literals (unchanged)
VAL20_ADD = ["Boxing Charlie's", 'Serenity Palm Reading', 'The Church of Jesus Christ of Latter-day Saints', 'New Century School', 'Vitamin Shoppe', 'Seafarers International Union', 'Hometrack Real Estate Marketing', 'Schießtorstraße', 'Unter der Schanz', 'Exxon Gas', 'Ulta', 'Calvary Methodist Church', 'Saint Leos School', 'Remax', 'Caroline Street Methodist Church', 'Heugasse', 'Pfaffengasse', 'Landfriedstraße', 'Klingentorstraße', 'Riesensteinweg', 'Loft', 'World Wide Liquors', 'Mount Sinai Baptist Church', 'Chapel of the Redemption', 'Fleet Street Market', 'Hospitality Staffing Solutions', 'CNX Marine Terminal', 'Seagirt Marine Terminal', 'Bond Street Plaza', 'Weinberg Building', 'Christian Community Center', 'McKim Community Center', 'Charity Baptist Church', 'Zwingerstraße', 'Karlstraße', 'Graimbergweg', 'Seminarstraße', 'House of Spirits', 'Holabird Industrial Park', 'Saint James School', 'Saint Katherines School', 'Sacred Heart of Mary School', "Sima's Salon and Spa", 'Sacred Heart Schools', 'Hudson Street Garage', 'Faith Baptist Church', 'Midway Car Wash', 'Salem United Methodist Church', 'Community Initiatives Academy', 'Trans-Tech', 'Certified Collision Center', 'La Familia Auto Mechanic', 'Canton Car Wash', 'Our Lady of Pompeis Roman Catholic Church', 'Fischergasse', 'Marktplatz', 'Haspelgasse', 'Krämergasse', 'Semmelsgasse', 'Fell Cemetery', 'Bank of America', 'Hess', 'Wawa', 'Harris Teeter', 'GNC', 'Sprint', 'Hebrew Cemetery', 'Bay View Yard', 'Bayview Yard', 'Baltimore City Impound Lot', 'The Antique Man', "Pearl's of Fells Points", 'South Ann Street']
LEFT_OUT_VAL20_ADD =  ['Sima', 'Calvary', 'Boxing Charlie', 'Certified Collision', 'La Familia', 'Holabird Tire', 'Stackhouse',
    'Mahaffey', 'Looney', 'Silk', 'Arthotel', 'Monpti', 'Acor', 'La Fée', 'Greif', 'Ann']
README_NAMES = ["#3", "1st Mariner", "1st Mariner Building", "Abbott Memorial Presbyterian Church", "Advocate Real Estate", "Ale Mary's", "Alex Wein & Spirituosen", "Alive Again Baptist Ministries", "Alter Synagogenplatz", "Alternative Learning Center Southeast", "Altstadt", "Amaryllis Handcrafted Jewellery", "Amorino", "Anastasia", "Antiquariat Friedrich Welz", "Apollo Optik", "Apothekergasse", "Arthotel Heidelberg", "Asia Wok", "Avatar Foods", "BWI2 Fulfillment Center Parking", "Babe (a boutique)", "Baltimore City Health Department", "Baltimore City Impound Lot", "Baltimore Fire Station 28", "Baltimore Freedom Academy", "Baltimore Post Office", "Bank of America", "Bar", "Barber Shop", "Bauamtsgasse", "Bay View Yard", "Bayfront", "Bayfront (CCL/DTL)", "Bayfront Avenue", "Bayview", "Bayview Yard", "Bertha's Mussels", "Bethel Baptist Church", "Bethel Holy Tabernacle", "Big Pommes", "Birds of a Feather Scotch Bar", "Black Olive", "Black Tap", "Bloomberg School of Public Health", "Bond Street Plaza", "Bond Street Social", "Bond Street Wharf", "Boston Street", "Boston Street Animal Hospital", "Boxing Charlie's", "Bremeneckgasse", "Broadway Market", "Broadway Park", "Buchladen - artes liberales", "Bussemergasse", "Bären Company", "CASA de Maryland", "CNX Marine Terminal", "Cafe Florian", "Cafe Latte Da", "Cafe Romantic", "Café Burkardt", "Café Knösel", "Calvary Methodist Church", "Canton", "Canton - Stop 16", "Canton Bakery & Pizza", "Canton Car Wash", "Canton Dog Park", "Canton Hair Studio", "Canton Liquor House", "Canton Square", "Captain James", "Captain James Landing - Stop 14", "Captain James Restaurant", "Carl Philipp Fohr", "Caroline Street Methodist Church", "Carroll Mansion", "Casa del Caffé", "Castaways Bar & Grill", "Certified Collision Center", "Chapel of the Redemption", "Charity Baptist Church", "Charles Carroll of Carrollton Elementary School", "Chick Webb Recreation Center", "Chili's", "Chocolaterie YilliY", "Christian Community Center", "Church of the Resurrection", "Church on the Square", "Citgo", "City Spring Elementary School", "City-Markt Rüdinger", "CityCult", "Claddagh", "Clarence \"Du\" Burns Arena", "Cloud 9 Clothing", "Coke Field", "Community Initiatives Academy", "Cut", "DKA Daniel Kiefer Audio", "DSW", "Da Paolo Gastronomia", "Delmarva's Southern Cafe", "Der Frisörladen", "Der Kleine Gundel", "Diamond Hookah Lounge", "Ding How", "Dino's Restaurant", "Dog Park", "Dokumentations- und Kulturzentrum Deutscher Sinti und Roma", "Downtown Line", "Dr. med Greiner und Scheffzek", "Dreikönigstraße", "Dritte-Welt-Laden", "East Baltimore Deliverance Center", "East Fairmount Avenue", "East Fort Avenue", "Eastern Animal Hospital", "Eastside Baptist Church", "Eisdiele", "Eisdiele Roma", "Eispalast", "Else Geissmar", "Erlöserkirche", "Ernesto's Barber Shop", "Essighaus", "EuroPro Auto Service", "Europahaus I", "Europahaus II", "Evangelist Lutheran Cemetery", "Exeter Memorial Methodist Church", "Extrablatt", "Exxon Gas", "F1 Marina Bay Street Circuit", "F1 Marina-Bay-Street-Circuit", "FOSSIL", "Fait Avenue", "Faith Baptist Church", "Falafel", "Familie Wertheimer", "Farbenreich", "Farmstead Grill", "Fashion Attic", "Federal Hill Park", "Fell Cemetery", "Fell School", "Fells Point", "Fells Point Branch Enoch Pratt Free Library", "Ferdinandea-Prag", "First United Evangelical and Reformed Church", "Fischergasse", "Five Below", "Five Guys", "Fleet Street", "Fleet Street Market", "Flemings", "Floringasse", "Floyd's 99 Barbershop", "Fort McHenry", "Fort McHenry National Monument and Historic Shrine", "Fountain Baptist Church", "Francis Scott Key Middle School", "Frederick Douglass-Isaac Myers Maritime Park", "Friedrich-Ebert-Platz", "Friedrich-Ebert-Platz P10", "GNC", "Gaisbergtunnel", "Gitan", "Goldschmiede \"im Hof\"", "Goodyear Auto Service Center", "Gospel Temple", "Gough Street", "Grabengasse", "Grace Memorial Baptist Church", "Graimbergweg", "Grano", "Great Clips", "Greenmount Cemetery", "Greif-Apotheke", "Gundel", "Gustav-Radbruch-Haus", "Günay's Café", "H&S Bakery Outlet", "Hallhuber", "Hannah Arendt", "Harbor East", "Harbor East Deli", "Harborplace - Stop 2", "Harris Teeter", "Haspelgasse", "Hassbeckers Galerie & Buchhandlung", "Hatton Senior Center", "Haus Wieser", "Hebrew Cemetery", "Hebrew Friendship Cemetery", "Heidelberger Akademie der Wissenschaften", "Heidelberger Wäscheladen", "Heiliggeiststraße", "Heinrich Fehrentz", "Hess", "Heugasse", "Hexenturm", "Highland Auto", "Highland Methodist Church", "Highlandtown", "Hilltop Carry-Out", "Holabird Elementary School", "Holabird Industrial Park", "Holabird Tire & Auto Service", "Holy Cross Polish Catholic Church", "Holy Rosary School", "Hometrack Real Estate Marketing", "Hospitality Staffing Solutions", "Hotel Acor", "Hotel Monpti", "Hotel Perkeo", "Hotel The Dubliner", "Hotel am Kornmarkt", "Hotel zum Ritter St. Georg", "House of Spirits", "Hudson Street", "Hudson Street Garage", "Hudson Street Stackhouse", "Hull Street", "Hull Street Blues", "Infinity Pool", "Institute of Notre Dame", "Israel Baptist Church", "Jakob Geissmar", "Jefferson Square at Washington Hill", "Jewish Heritage Center", "Joe Molese", "John Wesley African Methodist Episcopal Zion Church", "Johnson Square", "Joseph Lee Recreation Center", "Just B - Tattoos and Bodyart", "Kamps", "Kanzel", "Kanzleigasse", "Karl-Ludwig-Straße", "Karlsplatz", "Karlstraße", "Karpfengasse", "Kebap Haus", "Kennedy Krieger School", "Keramikmalstube", "Key Highway", "Kilwins", "Kleine Mantelgasse", "Klingentorstraße", "Knox United Presbyterian Church", "Kooper's Tavern", "Kornmarkt", "Koufu", "Krahnengasse", "Kroiz Architecture", "Krämergasse", "Kurpfälzisches Museum", "Küchengässchen", "La Bohème", "La Familia Auto Mechanic", "La Fée Bar Café", "Lakewood Re-upholstering", "Landfriedstraße", "Lavo", "Leder Meid", "Light Show Viewing Point", "Lighthouse Point", "Liquid Earth", "Little Havana", "Living Classrooms Foundation", "Lloyd Street", "Loading Dock Liquors", "Locust Point", "Loft", "Lombard Middle School", "Looney's Pub", "Louisiana's", "Ludwig Brummer", "Löwenbrunnen", "Madison Square", "Mahaffey's Pub", "Mandarin Oriental", "Mantei", "Many Market", "Marina Bay", "Marina Bay Sands", "Marina Bay Sands Expo and Convention Centre", "Marina Bay Street Circuit", "Marina Square", "Marina bay", "Marktbronnertor", "Marktplatz", "Marsiliusplatz", "Marstallstraße", "Maryland Vehicle Emissions Testing Station", "McHenry Row", "McKim Community Center", "McKim's Free School", "McPaper", "Memorial Baptist Church", "Metropol - Billard und Cocktail Bar", "Metzgere Unger", "MiY Home", "Michael's", "Midway Car Wash", "Mission BBQ", "Mittelbadgasse", "Mobile Lizard", "Moore Haus", "Morgan Stanley", "Morning Edition Cafe", "Mount Sinai Baptist Church", "Mt Carmel Cemetery", "Musikzimmer", "Mystik", "Nalley Fresh", "Nativo", "Nazarene Baptist Church", "Nazareth Evangelical Lutheran Church", "Neckarstaden", "Neuenheim", "New Antioch Baptist Church", "New Century School", "New Harvest Ministries, Inc.", "Oberbadgasse", "Old Town", "Orangeville", "Orangeville Methodist Church", "Our Lady of Fatima Roman Catholic Church", "Our Lady of Pompeis Roman Catholic Church", "Ozra", "PNC Bank", "Panera Bread", "Pannonica", "Papi's Taco Joint", "Pasta 2 Go", "Pasta Mista", "Patisserie Poupon", "Patrick Henry School", "Patterson Food Market", "Patterson High School", "Patterson Park", "Patterson Park Dog Park", "Patterson Park Pharmacy & Compounding", "Patterson Perk", "Patterson Station Baltimore Post Office", "Pearl's of Fells Points", "Penn Mary Yard", "Perkeo", "Pfaffengasse", "Pierpoint Restaurant", "Pizza Boli's", "Pooches & Purrs", "Power Plant Live!", "Prinz Carl", "Providenzkirche", "Prudential PenFed Realty", "Pulaski Monument", "Qdoba", "Rain Oculus", "Raja Rani", "Rathaus", "Rathaus, Heiliggeiststraße", "Red Robin", "Regie", "Reginald F Lewis Museum of Maryland African-American History and Culture", "Reisebuchladen Heidelberg", "Remax", "Riegler", "Riesensteinweg", "Ristorante / Enoteca Akademie", "Rita's", "Rite Aid", "Sacred Heart Schools", "Sacred Heart of Mary School", "Sahara", "Saint Augustine English Lutheran Church", "Saint Elizabeth of Hungary Roman Catholic Church", "Saint James School", "Saint Katherines School", "Saint Leos School", "Saint Lukes Evangelical Lutheran Church", "Saint Pauls Methodist Church", "Saint Stanislaus Roman Catholic Church", "Salem United Methodist Church", "Salt", "Same Same", "Samos", "Sandgasse", "Scene 217", "Schießtorstraße", "Schiller's", "Schloss", "Schloss Filmtheater", "Schlossberg", "Schlossbergtunnel", "Schmuckatelier Mämecke & Rauen", "Schnittmodul", "Schnitzelbank", "Seafarers International Union", "Seagirt Marine Terminal", "Self Storage Plus", "Seminarstraße", "Semmelsgasse", "Sen of Japan", "Serenity Palm Reading", "Shell", "Shop", "Silk's", "Silo Point", "Sima's Salon and Spa", "Sip & Bite", "SkyPark", "Sleepy's", "Soban", "Soprano's Pizza", "South Ann Street", "Southside Marketplace", "Spa on the Square", "Sprint", "Starbucks", "Sticky Rice", "Subway", "Super Linens", "Susanna Beck", "Talara", "Tapas Adela", "Taurus Statue Remnant", "Tennis Shoe Warehouse", "The Admiral's Cup", "The Antique Man", "The Blind Spot", "The Broom Factory", "The Church of Jesus Christ of Latter-day Saints", "The Cruise Lady", "The Drive", "The Dubliner", "The Helix", "The Helix Bridge", "The Ritz-Carlton", "The War Memorial", "The iPhone Doc", "Theater Heidelberg", "Theile", "Thomas Cook", "Tortilleria Sinaloa", "Total Plastics Inc", "Trans-Tech", "Trinity Lutheran Church", "Two Rivers Park", "Tzemach Tzedek", "UPS", "Ulta", "Under Armour World Headquarters", "Universitäts-Apotheke", "Universitätsplatz", "Unter Freunden", "Unter der Schanz", "Upper Glass", "Usha Salon", "VeggieArt", "Villa Lounge", "Virginia Baker Recreation Center", "Vitamin Shoppe", "Washington Hill", "Wasserteilkasten", "Wawa", "Weinberg Building", "Welldone Studios", "William Paca Elementary School", "Wohnheim Wartburg", "Woody's Rum Bar and Island Grill", "World Wide Liquors", "YOUTH OLYMPIC PARK", "Yogi Castle", "Youth Olympic Park", "ZKB - Zimmer Küche Bar", "Ziegelgasse", "Zuckerladen", "Zwingerstraße", "bamboos", "ecco", "eckhaus heidelberg", "tilly de lux"]
VAL21_ADD = ['Marsiliusplatz', 'Oberbadgasse', 'Apothekergasse', 'Karpfengasse', 'Bethel Baptist Church',
             'Abbott Memorial Presbyterian Church', 'Church of the Resurrection', 'Babe (a boutique)', 'Floringasse']
OLDER_SETS = list(dict.fromkeys(README_NAMES + VAL20_ADD + VAL21_ADD))
LEFT_OUT = list(dict.fromkeys(['Bar', 'Shop', 'Marina bay', 'Altstadt', 'Bayfront', 'Bayfront (CCL/DTL)', 'Canton',
    'Downtown Line', 'Gough Street', 'Highlandtown', 'Kanzleigasse', 'Kornmarkt', 'Lighthouse Point', 'Lloyd Street',
    'Marina Bay', 'Old Town', 'Schloss', 'Universitätsplatz', 'Barber Shop', 'Baltimore Post Office', 'Sushi Place',
    'Poupon', 'emma', 'Canton Waterfront', 'Canton Soccer', 'Fells Point'] + LEFT_OUT_VAL20_ADD + ['Babe']))

_OLD_B, _LO_B = list(OLDER_SETS), list(LEFT_OUT)
# val22: the place names README-val21.md uses that the lists above do not hold (collected by reading README-val21;
# every candidate - Patisserie Poupon, Rite Aid, The Dubliner, Patterson Perk, Arthotel Heidelberg, Hotel zum Ritter
# St. Georg, Charity / Fountain Baptist Church, Calvary Methodist Church, Subway, Konomi, Universitäts-Apotheke,
# Grimm, Metropol, Vater Rhein, Greif-Apotheke, Marsiliusplatz ... Floringasse - is already held): none.
VAL22_ADD = []
OLDER_SETS = list(dict.fromkeys(_OLD_A + _OLD_B + VAL22_ADD))
LEFT_OUT = list(dict.fromkeys(_LO_A + _LO_B))

# val23: the place names README-val22.md uses that the lists above do not hold (collected by reading README-val22,
# each checked against the extracts' feature names): its free streets and squares, its Baltimore places and the full
# names of two described places it gives shortened
VAL23_ADD = ['Große Mantelgasse', 'Unterer Fauler Pelz', 'Burgweg', 'Augustinergasse', 'Schulgasse', 'Heumarkt',
    'Richard-Hauser-Platz', 'Collington Square', 'Baltimore Police Department Headquarters',
    'Saint Michaels Roman Catholic Church', 'Butchers Hill Historic District', 'Church of Our Saviour',
    'McElderry Garage', 'Benjamin Street', 'Saint Gerards Chapel', 'Bunting-Blaustein Building', 'Abacus',
    'Commodore John Rodgers Elementary & Middle School', 'Fairmount Hill Junior-Senior High School (historical)']
# shortened forms and tag words README-val22 uses (gold items / an office type), kept so that no mention equals one
LEFT_OUT_VAL23_ADD = ['Commodore John Rodgers', 'Fairmount Hill', 'Volksbank', 'Rüdinger', 'Steingasse14', 'Baudezernat']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL23_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL23_ADD))


# val24: the place names README-val23.md uses that the lists above do not hold (collected by reading README-val23,
# each checked to be an exact feature name of the extracts): its Baltimore churches, school, convent and car park, the
# Singapore hotel tower it names as a described place, the Heidelberg place node and office it names as free names,
# and the street of its address gold
VAL24_ADD = ['Marina Bay Sands Tower 3', 'Amazing Grace Evangelical Church', 'Parking Gargage', "St. Casimir's School",
    'Saint Elizabeths Convent', 'Christ United Methodist Church', 'Friendship Baptist Church',
    'artes liberales – universitas', 'Marstallhof', 'East Fayette Street']
# shortened forms README-val23 uses (gold items), kept so that no mention equals one
LEFT_OUT_VAL24_ADD = ['Fayette Street', 'Tower 3', 'Zeitreise', 'Couscousserie']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL24_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL24_ADD))


# val25: the place names README-val24.md uses that the lists above do not hold (collected by reading README-val24,
# each checked to be an exact feature name of the extracts): its Baltimore shop, building, churches and anchors, the
# namesakes and two-feature names it dropped, the convent it names inside a longer name, and the Heidelberg track
VAL25_ADD = ['Lucky Nails', 'The Foundry', 'Sailors Union Bethel Church', 'First Colored Baptist Church', '301 Building',
    'Old Landmark Baptist Church', 'Radio Shack', 'RadioShack', 'Long & Foster Realtors', 'M&T Bank',
    'Notre Dame Convent', 'Friesenweg']
# a word README-val24 uses that occurs only inside longer feature names ("the Friesenweg vs Bergbahn length")
LEFT_OUT_VAL25_ADD = ['Bergbahn']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL25_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL25_ADD))
# ============================================================ val26 additions
# val26: the place names README-val25.md uses that the lists above do not hold (collected by reading README-val25,
# each checked to be an exact feature name of the extracts): its Baltimore lines, buildings, pier, drain, post office
# and route ends, the Singapore relations it dropped, the residences its scan refused, the Heidelberg funicular name it
# holds inside "Bergbahn P12 ...", and the two Circulator route relations whose stops it counted
VAL26_ADD = ['Northeast Corridor', 'Philadelphia Subdivision', 'Baltimore Red Line', 'Baltimore Main Post Office',
    'Domino Sugar', 'Legg Mason Building', 'The Gunther', 'Pier 2', 'Jones Falls', 'Pier 6 Concert Pavilion',
    'The Power Plant', 'Gardens by the Bay', 'Dragonfly Lake', 'Ritz-Carlton Residences', 'Bergbahn Heidelberg',
    'Charm City Circulator Banner Route', 'Charm City Circulator Green Route']
# shortened forms and tag words README-val25 uses (gold items, anchors' values, route words), kept so that no mention
# equals, contains or lies inside one
LEFT_OUT_VAL26_ADD = ['Red Line', 'Main Post Office', 'Heilig-Geist-Spital', 'Karl Metz', 'Circulator', 'Banner',
    'Green Route', 'Lutheran']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL26_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL26_ADD))
# ============================================================ val27 additions
# val27: the place names README-val26.md uses that the lists above do not hold (collected by reading README-val26,
# each checked to be an exact feature name of the extracts): its Baltimore places, traps and dropped candidates
VAL27_ADD = ["The Inn at Henderson's Wharf", "Young's Place Tavern & Package Goods", 'CFG Community Bank',
    'Potomac Insurance', 'The Moorings', 'The Anchorage', 'Winans Cove', 'Harbor Point', 'McHenry Pointe', 'Athena Square',
    'Saint Elizabeth School', 'Diversified Realty', 'White House Black Market', 'Apostolic Towers', "O'Donnell Heights",
    'Saint Michaels School', 'Bethany English Lutheran Church']
# a shortened form README-val26 uses, two feature names README-val25/26 hold only inside longer names, and the brand
# values README-val25 names; kept so that no mention equals, contains or lies inside one
LEFT_OUT_VAL27_ADD = ["Young's Place", 'Pier 6', 'White House', 'Morgenpost', 'Citibank', 'OCBC']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL27_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL27_ADD))

# ============================================================ val28 additions
# val28: the place names README-val27.md lists under "Places used" (collected by reading it, each checked to be an
# exact feature name of the extracts), plus the Baltimore names README-val27 gives as dropped candidates
VAL28_ADD = ['President Street Track', 'Sparrows Point Industrial Track', 'Overlea Import Motors', 'U-Haul',
             'Chesapeake Commerce Center', 'T-Mobile', 'FedEx', 'Eastern Car Wash', 'Maryland State Penitentiary',
             'Naval Reserve Center', 'Baltimore Water Taxi: Blue Route', 'Baltimore Water Taxi: Red Route',
             'P.U.R.E Integrated Health', 'Central Service and Repair', 'Rebate Realty USA', 'The Big Easy Cabaret',
             'Monumental Supply Company', 'Truck Wash', 'Gold Club', 'Firestone Complete Auto Care',
             'Dundalk Avenue Branch Enoch Pratt Free Library', 'Our Lady of Fatima School', "Vince's", 'Patient First',
             'Sought Out Redeemed Christian School', 'Maryland Public Health Laboratory', 'Redeeming Love Baptist Church',
             'Luther Craven Mitchell Primary School', 'Central Pavilion', 'Toone Street', 'South Dean Street',
             'South Eaton Street', 'Harris Lane', 'Mews',
             'Lehigh Cement', 'MDTA Toll Center', 'Department of Public Works', 'Cristo Rey Jesuit High School',
             'Johns Hopkins School of Public Health', 'Sacred Heart of Jesus Roman Catholic Church', 'My Eye Dr',
             'Administrative Services Center', 'Point Breeze Business Center', 'Holabird Metal Products', 'Comet Mews',
             'Baltimore Water Taxi: Green Route']
# shortened forms and the values README-val27 uses for its unnamed anchors, kept so that no mention or question text
# equals, contains or lies inside one
LEFT_OUT_VAL28_ADD = ['Blue Route', 'Red Route', 'Firestone', 'Cristo Rey', 'Dundalk', 'Afrania', 'Palais Boisserée',
                      'Jesuitenkolleg', 'Anglistisches Seminar', 'Normannia', 'hafu.net', 'Stadtmobil', 'DBS']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL28_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL28_ADD))
# ============================================================ val29 additions
# val29: the place names README-val28.md lists under "Places used" (collected by reading it, each checked to be an
# exact feature name of the extracts), plus the names README-val28 gives as dropped candidates (Baltimore places, the
# Heidelberg pedestrian-zone relation)
VAL29_ADD = ['Hudson & Baylis', 'Baltimore Terminal Subdivision', "St Matthew's Cemetery", 'President Street Branch',
             'Christ United Church', 'J. Crew', 'Travelers', 'Cheer', 'Cascade', 'US Army Reserve',
             'Gold Star Mothers Memorial Flagstaff', 'Baltimore City Fraternal Order of Police Memorial',
             'City Auto Repair', 'Linwood & Fayette', 'Bilingual Christian Church', 'Community Church of Christ',
             'Baltimore City Correctional Center', 'Saint Martha Cemetery', 'Nail Trix', "Hathaway's Furniture",
             'Baltimore Fire Station 40', 'Kundratic Kustom Motorcycles', 'Unified Faith Church', 'Family Dollar',
             'Tae Kwon Do Academy', "Frazier's Violin Studio", 'The Bowery of Antiques and Collectibles',
             'Dollar Tree', 'H&R Block', 'National Academy Foundation School', 'Baltimore Fire Station 36', 'Ivory',
             'Dawn', 'Fußgängerzone Altstadt']
# shortened forms, gold items and anchor values README-val28 uses, kept so that no mention, question text or gold item
# equals, contains or lies inside one
LEFT_OUT_VAL29_ADD = ['B&O', 'Maryland Transit', 'Maryland Transit Administation', 'MTA', 'Harmonie', 'HARMONIE LUX',
                      'Alter Jüdischer Friedhof', 'Tiefgarage', 'Baltimore Bulk', 'CSX']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL29_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL29_ADD))
# ============================================================ val30 additions
VAL30_ADD = ['Umweltzone Heidelberg', 'Odenwaldklub HW 73, Burgensteig Bergstraße, DA-Eberstadt - Heppenheim - Heidelberg',
  'Odenwaldklub HW 7, Odenwald-Vogesen-Weg (Heidelberg - Lauterbourg)', 'Die Bergstraße', 'MTB-Strecke Königstour',
  'MTB-Strecke Heiligenberg', 'Heidelberg-Schwarzwald-Bodensee-Weg', 'Bus 15 (moonliner 5)', 'Wanderweg Königstuhl 2',
  'Wanderweg Königstuhl 9 nach Heidelberg', 'Svc 195B', 'Svc 651', 'Svc 657', 'South Haven Street', 'Wright Avenue',
  'Wells Avenue', 'Fleet St & Central Ave WB', 'Amtrak - Crescent', 'East Coast Greenway (DC/MD)', 'Adult Video Outlet',
  'Gay Street Line', 'Emory Grove Line', 'Catonsville-Towson Line', 'Curtis Bay Line', 'Key Hwy & Covington St',
  'Water Taxi Pier', 'Pier 5 - Stop 5', 'Armistead Gardens Presbyterian Church', 'Saint James the Less Roman Catholic Church',
  'Sacred Heart of Mary Roman Catholic Church', 'Saint James Convent', 'Saint Katherine of Sienna Roman Catholic Church',
  'Iglesia de Dios de Baltimore', 'S President St & E Baltimore St', 'Har Sinai Church of Christ',
  'Canaan Missionary Baptist Church', '879 E Lombard St.', 'Beulah Christian Community Church', '145 S President St',
  'S Broadway & Aliceanna St', 'S President St & Lombard St', 'Mount Pleasant Baptist Church', 'New Pilgrim Baptist Church',
  'S Caroline St & Thames St', 'Ashland Ave & Rutland Ave', 'S Broadway & Fleet St',
  'MRT Circle Line', 'Baltimore Harbor Tunnel', 'Pier 4', 'Aliceanna & S Central Ave', 'Aliceanna St & S Central Ave']
LEFT_OUT_VAL30_ADD = ['Odenwaldklub HW 73', 'Odenwaldklub HW 7', 'Wanderweg Königstuhl 9', 'HW 7', 'HW 73', 'moonliner',
  'M5', 'Crescent', 'Palmetto', 'UR&E', 'SBS', 'SMRT', 'Von Darmstadt nach Heidelberg', '8th Street', '21205',
  'New Orleans', 'Darmstadt', 'Commonwealth Station', 'Geo-Naturpark Neckartal-Odenwald', 'Circle Line',
  'Baltimore Harbor Tunnel Ventilation Building']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL30_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL30_ADD))
# ============================================================ val31 additions
# val31: the places README-val30.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and the names it gives as dropped candidates
VAL31_ADD = ['Neckarfähre', 'Bus 35', 'Odenwald-Madonnen-Weg',
  'Svc 961C (Lorong 1 Geylang Terminal => Woodlands Temporary Interchange)',
  'Svc 857 (Yishun Temporary Interchange => Yishun Temporary Interchange)',
  'Harbor Heights Baptist Church', 'Amtrak - Silver Meteor', 'West Arlington Line', 'N Washington St & E Madison Ave',
  'Baltimore Commandment Church', 'Saint Wenceslaus Roman Catholic Church', 'Bible Way Missionary Baptist Church',
  'Christs Institute Church', 'Harford Avenue Line', 'Sparrows Point Line', 'Prince of Peace Baptist Church',
  'Saint John Baptist Church', 'Grace Christian Baptist Church', 'Travel Centers of America - Baltimore',
  'Marble Fountain', 'John Ruhrah Elementary School', 'East Baltimore Church of God',
  'Holy Trinity Church of God in Christ', 'Saint Katharines Convent', 'United Evangelical Church',
  'Graceland Park United Methodist Church', 'New Cornerstone Baptist Church', 'United Baptist Church',
  'Philadelphia Church of the Apostolic Faith', 'Manifestations of Holiness Church',
  'Highway Christian Church of the Apostolic Faith', 'Christ Holy Temple Church',
  'Randall Street Christian Church', 'Centennial-Caroline Street United Methodist Church', 'Key Hwy & Jackson St',
  'Engine Company 26 ']
# values and shortened forms README-val30 uses (gold items, anchor values, short mentions), and BANNER (a value)
LEFT_OUT_VAL31_ADD = ['Weisse Flotte', 'Rhein-Neckar-Verkehr', 'Geylang', 'Miami', 'GREEN', 'BANNER', 'Banner',
  'Silver Meteor', '961C', '857', 'Baudezernat', 'Engine Company 26', 'Madonnen']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL31_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL31_ADD))
# ============================================================ val32 additions
# val32: the places README-val31.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and the names it gives as dropped candidates
VAL32_ADD = ['Svc 36B (Lagoon View => Opposite Mandarin Gardens)', 'Svc 1N (Marina Centre Terminal => Blk 798)',
  'Amtrak - Carolinian', 'Amtrak - Vermonter', 'Bus 24', 'Holtzman Court', 'The Diagonal', 'The Mall', 'Bus 19: Carney',
  'Quickbus 46: Cedonia', 'Poncabird Pub', 'Carey Street and Fort Avenue Line', 'Federal Street Line',
  'Main Line (Philadelphia to Washington)', 'Deli Brands', 'BGE Substation', "Belt's Business Center", 'Fort Ave & Andre St',
  'Key Hwy & Harbourview St', 'National Lumber Co', 'Patterson Commons', '1400 Condominium', '600 N Broadway',
  'Eastern Ave & President St', 'S Central Ave & Bank St', 'E Lombard St & Lloyd St', 'Baltimore Department of Transportation',
  'On the Border', '301 Parking', 'The Eden', 'Devon Self Storage', 'MDTA Maintenance Facility', 'ez Storage', 'Syntec',
  'Pier 1', '717 Eastern Ave', 'American Legion Post #95']
# values and shortened forms README-val31 uses (gold items, short mentions), kept so that no text equals one
LEFT_OUT_VAL32_ADD = ['Mandarin Gardens', 'Marina Centre Terminal', 'Marina Centre', 'Charlotte', 'State Center',
  'Paradise Loop', '21231', 'hourly', '36B', '1N', 'Carolinian', 'Vermonter', 'Lagoon View']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL32_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL32_ADD))
# ============================================================ val33 additions
# val33: the places README-val32.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and the names it gives as dropped candidates
VAL33_ADD = ['Bus 30: MPI => HITS => Uniplatz', 'Bus 31', 'Bundesstraße 37', 'Bus 752',
  'Svc 653 (Hume Ave => Marina Blvd AM Peak)',
  'Amtrak - Silver Star', 'Pier 7 Helipad', 'Bus 20: Eastern & Ponca', 'Edmondson Avenue and Monument Street Line',
  'Bus 23: Fox Ridge', 'Quickbus 48: Towson Town Center', 'Ukrainian American Youth Association Incorporated',
  'Science Center - Stop 3', 'Nelson Prefab Concrete', 'The Casino', 'Gorsuch Creek', 'Colgate Creek', 'ROWHOME',
  'Shed 11D', 'McElderry Park', 'Fells Prospect', 'Medford', 'Broening Manor', 'Baltimore Highlands',
  'Ellwood Park/Monument', 'Perkins Homes', 'mini mart', 'Maintainence Shed', 'Former Kiddie Pool Site',
  'Greektown', 'Schlosshotel']
# values and short mentions README-val32 uses (gold items, anchors' values, short mentions)
LEFT_OUT_VAL33_ADD = ['VRN', 'Verkehrsverbund Rhein-Neckar', 'Max-Planck-Institut für Astronomie',
  'Bundesrepublik Deutschland', '653', 'Silver Star', 'New York', '4MD', 'Rolling Road', 'Route 40 & Rolling Road',
  'school days', 'MPI', 'Svc 653']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL33_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL33_ADD))
# ============================================================ val34 additions
# val34: the places README-val33.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and the names it gives as dropped candidates
VAL34_ADD = ['Radverkehrsnetz BW, Stadt Heidelberg', 'Bus 755', 'Bus 755: Heidelberg => Reilsheim (via Waldhilsbach)',
  'Bus 12: Uniplatz => Wieblingen => Uniplatz', 'Bus 735',
  'Svc 700A (Bukit Panjang Temporary Bus Park => Temasek Ave [Loop])',
  'Svc 513 (Hub Synergy Point => Opposite Darul Ghufran Mosque)', 'Svc 36A (Changi Airport PTB2 => The Regent Singapore)',
  'E Baltimore St & S President St', 'Fairmount Avenue Line', 'BWI2 Amazon Fulfillment Center', 'Harford Run', 'GAF',
  'Park Maintainence', 'Tide', 'Herring Run', 'Jonestown', 'Brewers Hill', 'Fallsway & N Gay St',
  'David E Weglein Elementary School (historical)', 'Baltimore - Linwood', 'Fort Ave & Decatur St',
  'Key Hwy & Pierside Dr', 'S Central Ave & Aliceanna St', 'E Lombard St & S President St',
  'Joy', 'Bus 14 (moonliner 4)', 'Svc 106 (Bukit Batok Interchange => Shenton Way Terminal)', 'Tenpin Alley']
LEFT_OUT_VAL34_ADD = ['Stadt Heidelberg', 'Czernybrücke', 'Grenzhöfer Weg', 'Reilsheim', 'Blk 183', 'MAS Building',
  'Hub Synergy Point', '700A', '513', '36A', '21224', '1928', '1933', 'moonliner 4', 'Svc 700A', 'Svc 513', 'Svc 36A',
  'Bus 755', 'Bus 12', 'Darul Ghufran Mosque']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL34_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL34_ADD))
# ============================================================ val35 additions
# val35: the places README-val34.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds), its dropped candidates, and its values and short mentions
VAL35_ADD = ['X11', 'X15', 'Bus 33: Emmertsgrund => Ziegelhausen Köpfel', 'Bus 33: Ziegelhausen Köpfel => Emmertsgrund',
  'Bus 33', 'Svc 502A (Soon Lee Bus Park => Downtown Station)',
  'Svc 162M (Yio Chu Kang Interchange => Yio Chu Kang Interchange)', 'Svc 655',
  'Baltimore Police Department Heliport', 'Bus 8: Lutherville Light Rail Stop', 'Bus 27: Reisterstown Plaza Station',
  '601 N Broadway', 'General Ship Repair', 'Phillips Foods,', 'UA Shipyard', 'canopy', 'Fort Ave and Towson St',
  'Key Hwy & Boyle St', 'N Broadway & E Fairmount Ave', '720B Aliceanna St', 'Aliceanna & S Caroline St',
  '645 S President St', 'Hölderlin Gymnasium', 'Bus 13: North & Wolfe', 'Bus 15: Karlstor => Betriebshof']
LEFT_OUT_VAL35_ADD = ['Ziegelhausen Köpfel', 'Köpfel', 'Emmertsgrund', '0 to 3', '-1 to 3', 'Downtown Station',
  'Yio Chu Kang', 'Yio Chu Kang Interchange', 'Svc 502A', 'Svc 162M', '502A', '162M', '655', 'York Road',
  'Port Covington', '125', 'Bus 8', 'Bus 27', 'Phillips Foods', 'Baltimore Bulk']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL35_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL35_ADD))
# ============================================================ val36 additions
# val36: the places README-val35.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and its dropped candidates (Rosedale is no feature name: it
# goes to LEFT_OUT)
VAL36_ADD = ['X14', 'X28', '2.Obergeschoss', 'Erdgeschoss', 'Untergeschoss', 'Bus 14: Bismarckplatz => Ziegelhausen',
  'Bus 14: Ziegelhausen => Bismarckplatz', 'Svc NR1 (Resorts World Sentosa => Blk 798)',
  'Svc 518 (Pasir Ris Interchange => Pasir Ris Interchange)', 'Svc 654', 'City Hall', 'Fort Ave & Woodall St',
  'Harbor Magic Drive', 'Fell Street', 'Orleans Street Viaduct', 'Portugal Street', 'South Chapel Street',
  'Granby Street', 'South Exeter Street', 'Essex Street', 'South Montford Avenue', 'Dillon Street',
  'South Robinson Street', 'Moyer Street', 'North Duncan Street', 'Bank Street', 'South Central Avenue', 'Copore Way',
  'Gusryan Street', 'Eastern Avenue', 'South Grundy Street', 'Foster Avenue', 'South Streeper Street',
  'South Chester Street', 'Elliott Street', 'South Curley Street', 'Hornel Street', 'Quinton Street',
  'East Lombard Street', 'South Kresson Street', 'East Biddle Street', 'Wilcox Street', 'South Washington Street',
  'Lyon Street', 'North Macon Street', 'Employee Parking', 'Northwest Harbor']
# values and short mentions README-val35 uses, and the non-feature name it drops
LEFT_OUT_VAL36_ADD = ['Heidebuckelweg', 'Ziegelhausen Heidebuckelweg', 'Bismarckplatz', 'Ziegelhausen', 'academic',
  'Svc NR1', 'NR1', 'Blk 798', 'Svc 518', '518', 'Pasir Ris Interchange', '654', '408', '413', '5 mph',
  'Resorts World Sentosa', 'Rosedale']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL36_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL36_ADD))
# ============================================================ val37 additions
# val37: the places README-val36.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and its dropped candidates
VAL37_ADD = ['1.Obergeschoss', 'S Broadway & Gough St', 'Fort Ave & Lawrence St', 'North President Street',
  'South Madeira Street', 'Interstate Avenue', 'Quad Avenue', 'East Eager Street', 'Ashland Avenue', 'Kane Street',
  'North Point Road', 'Holabird Avenue', 'Monumental Avenue', 'Forrest Street', 'Billie Holiday Court', 'Ward Court',
  'Gary Avenue', 'Steelton Avenue', 'East Preston Street', 'North Broadway', 'Somerset Street', 'South High Street',
  'Stiles Street', 'North Bouldin Street', 'Pulaski Highway', 'Crab Street', 'South Bethel Street', 'East Pratt Street',
  'South Conkling Street', 'Bioscience Drive', 'Nathan Shock Drive', 'Mullikin Street', 'North Madeira Street',
  'Svc 111 (Ghim Moh Terminal => Ghim Moh Terminal)', 'Harbor Tunnel Thruway', 'Lakewood Avenue', 'Bus 32',
  'Mapleton Avenue']
# values and short mentions README-val36 uses
LEFT_OUT_VAL37_ADD = ['Svc 111', '111', 'Ghim Moh Terminal', 'Ghim Moh', 'Veolia Transportation', 'Veolia', '15 mph',
  'East Eager']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL37_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL37_ADD))
# ============================================================ val38 additions
# val38: the places README-val37.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and its dropped candidate that is a feature name
VAL38_ADD = ['4.Obergeschoss', 'Katyn Circle', 'New Ponca Street', '3.Obergeschoss']
# values README-val37 uses (anchors' values, gold items)
LEFT_OUT_VAL38_ADD = ['Exelon Power', 'Exelon', '97 MW']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL38_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL38_ADD))
# ============================================================ val39 additions
# val39: the places README-val38.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds); its dropped candidates' names (HARMONIE LUX, Morgenpost,
# Märzgasse) are held already
VAL39_ADD = ['Reynolds Street', 'Trinity Street', 'North Point Boulevard']
# values and short mentions README-val38 uses (anchors' values, gold items, a dropped candidate's value)
LEFT_OUT_VAL39_ADD = ['ag-wanderfalken.de', 'TA', 'Zip car', 'Zipcar', 'Moravia Rd', 'Moravia', "O'Donnell St",
                      "O'Donnell", 'Fayette St', 'HARMONIE LUX']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL39_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL39_ADD))
# ============================================================ val40 additions
# val40: the places README-val39.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and its dropped candidates that are feature names
VAL40_ADD = ['South Luzerne Avenue', 'Steuart Street', 'Binney Street', 'Anchorage View Court', 'Boston Avenue',
             'Cambridge Walk', 'Broening Highway', 'Danville Avenue',
             'Svc 133 (Ang Mo Kio Interchange => Shenton Way Terminal)',
             'Svc 133 (Shenton Way Terminal => Ang Mo Kio Interchange)',
             'Svc 36 (Changi Airport PTB2 => Changi Airport PTB2)',
             'Svc 400 (Shenton Way Terminal => Shenton Way Terminal)',
             'Svc 502 (Soon Lee Bus Park => Soon Lee Bus Park)']
# values and short mentions README-val39 uses (gold items, anchors' values, route ends)
LEFT_OUT_VAL40_ADD = ['133', 'Ang Mo Kio Interchange', 'Ang Mo Kio', '21222']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL40_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL40_ADD))

# unnamed anchors of older sets (README-val38 / README-val39), refused by (type, id) in any extract
REFUSED_ANCHOR_IDS = {
    ('way', 417), ('way', 139), ('node', 1794981583), ('node', 3013021790), ('node', 3184688312), ('node', 2018074954),
    ('node', 2280283474), ('node', 2590577890), ('node', 1826839145), ('way', 277455040), ('way', 95),
    ('way', 280778839), ('node', 2414203781), ('node', 2511023822), ('node', 1422652974), ('node', 2303798850),
    ('way', 82419820), ('way', 96599364), ('node', 1814748433), ('node', 848214372),
    ('node', 1897490810), ('node', 1531155348), ('node', 1027945019), ('node', 2720830627), ('node', 1908447716),
    ('way', 263333782), ('way', 82419817), ('way', 170211248), ('way', 133689218), ('node', 2086293852),
    ('node', 2133743403), ('node', 322701019), ('node', 49390544), ('way', 189386294), ('way', 108842265),
    ('way', 286999057), ('way', 139715661), ('way', 274870766), ('node', 49540508), ('relation', 96),
    ('node', 1539741096), ('node', 1817824377), ('node', 2263), ('node', 2278),
    # val39's anchors and dropped candidates
    ('node', 1468810819), ('node', 3184585268), ('node', 1826839543), ('node', 1744160584), ('node', 1383144909),
    ('node', 1997), ('node', 1958), ('node', 2965421611), ('node', 1347116789), ('way', 69685135),
    ('node', 3195077075), ('node', 1879397272), ('node', 135755576), ('way', 222967847), ('way', 178570478),
    ('way', 69697770), ('way', 325763080)}
REFUSED_TAGS = {('amenity', 'smoking_area'), ('highway', 'elevator'), ('sport', 'tennis'), ('amenity', 'shelter'),
                ('landuse', 'construction'), ('building', 'construction'), ('amenity', 'post_office'),
                ('power', 'substation'), ('amenity', 'clock'), ('amenity', 'charging_station'),
                ('amenity', 'drinking_water'), ('barrier', 'turnstile'), ('highway', 'give_way'), ('railway', 'razed'),
                ('building', 'train_station'), ('power', 'generator'), ('amenity', 'compressed_air'),
                ('man_made', 'water_tower'), ('man_made', 'stack'), ('sport', 'chess'), ('leisure', 'track'),
                ('building', 'hut'), ('man_made', 'tank'), ('railway', 'turntable'), ('advertising', 'column'),
                ('playground', 'wendyhouse'), ('shop', 'vacant'), ('surveillance', 'webcam'),
                ('tower:type', 'communication'), ('tower:type', 'bell_tower'), ('sport', 'football'),
                ('waterway', 'boat_lift'), ('baseball', 'softball'), ('brand', 'TA'), ('organization', 'Zip car'),
                ('place', 'island'), ('leisure', 'common'), ('building', 'pavilion'), ('playground', 'sandpit'),
                ('hoops', '2'), ('disused:amenity', 'cinema'), ('man_made', 'bridge'),
                # val39's anchors and dropped candidates, by tag
                ('highway', 'speed_camera'), ('highway', 'stop'), ('highway', 'turning_circle'),
                ('amenity', 'parking_entrance'), ('information', 'map'), ('information', 'guidepost'),
                ('crossing', 'disused'), ('barrier', 'chain'), ('landuse', 'median'), ('traffic_calming', 'hump'),
                ('traffic_calming', 'bump'), ('barrier', 'entrance'), ('power', 'sub_station'), ('ref', '133')}
REFUSED_KEYS = {'roof:material'}
TOWN_NAMES = {'heidelberg', 'baltimore', 'singapore'}

# ================================================================ checks of places and texts
NOT = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIME = '!min | !minute | !hour'
NONE_COUNT = '#0 | !none | !no | ' + NOT
NONE_YN = '!no | !none | ' + NOT
FIXED = {NOT, TIME, NONE_COUNT, NONE_YN}

def _older_forms():
    out = []
    for n in OLDER_SETS + LEFT_OUT:
        forms = {n, n.replace("'", '\u2019'), n.replace('\u2019', "'")}
        if n.startswith('#'):
            forms.add(n[1:])
        for fm in forms:
            if fold(fm).strip() and fold(fm).strip() not in TOWN_NAMES:
                out.append((n, fm))
    return out

def older_in(text):
    return sorted({n for n, fm in OLDER_FORMS if word_in(fm, text)})

def older_overlap(name):
    """a name or mention that equals, contains or lies inside an older name (whole words)"""
    hits = [n for n, fm in OLDER_FORMS if word_in(fm, name) or word_in(name, fm)]
    hits += [n for n in LEFT_OUT if fold(n) == fold(name)]
    return sorted(set(hits))

def check_older_adds():
    names = {f.tags.get('name') for f in FEATS}
    for n in VAL40_ADD:
        need(n in names, 'VAL40_ADD name %r is no exact feature name' % n)

def _name_texts():
    out = set()
    for f in FEATS:
        for k in ('name', 'brand', 'operator'):
            if f.tags.get(k):
                out.add(f.tags[k])
    return out

def refused(f):
    if (f.type, f.id) in REFUSED_ANCHOR_IDS:
        return 'refused id'
    for k, v in f.tags.items():
        if (k, v) in REFUSED_TAGS or k in REFUSED_KEYS:
            return 'refused tag %s=%s' % (k, v)
    return None

def anchor(town, typ, oid, pred, words):
    """a town-unique unnamed anchor: the only feature of its tag in the town's extract"""
    f = BYID.get((town, typ, oid))
    need(f is not None, 'anchor %s %s/%d missing' % (town, typ, oid))
    same = [g for g in FEATS if g.town == town and pred(g.tags)]
    need(same == [f], 'anchor %r not unique in %s (%d)' % (f, town, len(same)))
    need(not any(k in f.tags for k in ('name', 'brand', 'alt_name', 'old_name')), 'anchor %r is named' % f)
    need(refused(f) is None, 'anchor %r: %s' % (f, refused(f)))
    for w in words:
        hit = [t for t in NAME_TEXTS if word_start_in(w, t)]
        need(not hit, 'anchor word %r in names %s' % (w, hit[:3]))
    return f

def street(name, town='Baltimore'):
    ways = [f for f in FEATS if f.tags.get('name') == name]
    need(ways and all(f.town == town and f.type == 'way' and 'highway' in f.tags for f in ways),
         'street %r: not only highway ways in %s' % (name, town))
    need(not [m for m in ALL_NAMES if m != name and squash(m) == squash(name)], 'street %r has a namesake' % name)
    need(not [m for m in ALL_NAMES if m != name and word_in(name, m)], 'street %r lies inside another name' % name)
    need(not older_overlap(name), 'street %r overlaps older %s' % (name, older_overlap(name)))
    return ways

def same_tag(ways, key, label):
    vals = {f.tags.get(key) for f in ways}
    need(len(vals) == 1 and None not in vals, '%s: %s differs or is missing %s' % (label, key, vals))
    return vals.pop()

def absent_keys(f, patterns, label):
    for k in f.tags:
        for p in patterns:
            if (p.endswith('*') and k.startswith(p[:-1])) or k == p:
                raise Fragile('%s: key %s present' % (label, k))

ABSENT_VALUE_KEYS = ('name', 'brand', 'operator', 'description', 'amenity', 'shop', 'healthcare', 'office', 'craft',
                     'cuisine', 'tourism', 'leisure', 'vending', 'building', 'service', 'sport', 'religion',
                     'denomination', 'historic')

def absent_kind(town, tags, stems, label):
    for f in FEATS:
        if f.town != town:
            continue
        for k, v in tags:
            if f.tags.get(k) == v or (v == '*' and k in f.tags):
                raise Fragile('%s: %r carries %s=%s' % (label, f, k, v))
        for k in ABSENT_VALUE_KEYS:
            val = f.tags.get(k)
            if val:
                for s in stems:
                    need(not word_start_in(s, val.replace('_', ' ')), '%s: %r %s=%s matches %r' % (label, f, k, val, s))
    return True

def count(town, k, v, near):
    fs = kind_feats(town, tagp(k, v))
    return safe_count(fs, near, '%s %s=%s' % (town, k, v))

def street_ends(ways):
    need(len(ways) == 1, 'street end: more than one way')
    g = ways[0].geom
    return [g.interpolate(0.5, normalized=True), Point(g.coords[0]), Point(g.coords[-1])]

def robust_route(town, mode, A, B, label):
    """A, B: lists of points, the first the end used; the others must move the length by <= 3 %"""
    L, s, allL = route_all(town, mode, A[0], B[0], label)
    for p in A:
        for q in B:
            L2 = route_len(town, mode, 'base', p, q)
            need(abs(L2 - L) <= 0.03 * L, '%s: other end point moves %.0f -> %.0f' % (label, L, L2))
    return L, s, allL

def robust_walk(town, A, B, T, label):
    L, s, allL = robust_route(town, 'foot', A, B, label)
    for p in A:
        for q in B:
            allL.append(route_len(town, 'foot', 'base', p, q))
    if all(x <= 0.9 * T * 50 for x in allL):
        return True, L
    if all(x >= 1.1 * T * 100 for x in allL):
        return False, L
    raise Fragile('%s: walking verdict unclear (%.0f m, %d min)' % (label, L, T))

def straight(a, b, label):
    d, c = dist(a.geom, b.geom), cdist(a.geom, b.geom)
    need(abs(c - d) <= max(0.05 * d, 15), '%s: nearest %.0f vs centroid %.0f' % (label, d, c))
    return d

def diff_counts(a, b, label):
    need(a != b and abs(a - b) > 0.1 * max(a, b) and abs(a - b) not in (a, b), '%s: near tie %d / %d' % (label, a, b))
    return abs(a - b)

def ratio1(a, b, label):
    r = a / b
    need(abs(r * 10 - round(r * 10)) < 1e-9, '%s: ratio %d/%d not exact at the first decimal' % (label, a, b))
    r1 = round(r, 1)
    return '!%g | !%.1f' % (r1, r1) if r1 == int(r1) else '!%.1f' % r1

def threshold(n, t, label):
    need(abs(n - t) >= 3, '%s: count %d near threshold %d' % (label, n, t))
    return n > t

def yn(b):
    return '!yes' if b else '!no'

def m_(x):
    return '~%d m' % round(x)

def r_(x):
    return '~%d m ±10%%' % round(x)

# ---------------------------------------------------------------- anchors of this set
def A_gate():
    return anchor('Heidelberg', 'node', 1904319925, lambda t: 'barrier' in t and t.get('bus') in ('yes', 'permissive', 'designated'),
                  ['gate', 'bus gate', 'busschleuse', 'bus barrier'])
def A_st37():
    return anchor('Heidelberg', 'way', 179552524, lambda t: t.get('step_count') == '37',
                  ['steps', 'stairs', 'staircase', 'treppe'])
def A_pass():
    return anchor('Heidelberg', 'way', 315086281, lambda t: t.get('tunnel') == 'building_passage',
                  ['passage', 'passageway', 'durchgang', 'underpass', 'building passage'])
def A_cyc():
    return anchor('Heidelberg', 'way', 218816897, lambda t: t.get('highway') == 'cycleway',
                  ['cycleway', 'cycle path', 'bike path', 'radweg'])
def A_forest():
    return anchor('Heidelberg', 'relation', 2093213, lambda t: t.get('landuse') == 'forest', ['forest'])
def A_carpark():
    return anchor('Singapore', 'way', 106, lambda t: t.get('parking') == 'surface', ['open-air', 'open air', 'car park'])
def A_slip():
    return anchor('Singapore', 'way', 200, lambda t: t.get('highway', '').endswith('_link'), ['slip road', 'slip'])
def A_constr():
    return anchor('Baltimore', 'way', 253992075, lambda t: t.get('highway') == 'construction', ['construction'])
def A_emerg():
    return anchor('Baltimore', 'way', 109485118, lambda t: t.get('service') == 'emergency', ['emergency'])
def bus402():
    rs = [f for f in FEATS if f.tags.get('route') == 'bus' and f.tags.get('ref') == '402']
    need(len(rs) == 1 and rs[0].town == 'Singapore', 'bus 402 not unique')
    need(not older_overlap(rs[0].tags['name']), 'bus 402 name overlaps older names')
    need(refused(rs[0]) is None, 'bus 402 refused')
    return rs[0]

def pt(f):
    return [endpoint(f)]

# ---------------------------------------------------------------- moments
MO, TU, WE, TH, FR, SA, SU = range(7)
def hm(h, m=0):
    return h * 60 + m

def hours_count(town, pred, day, minute, label):
    n, tot, op = open_count(town, pred, day, minute, label)
    need(tot > 0, '%s: no place lists hours' % label)
    return n, tot

# ================================================================ the questions
Q = []
def q(kind, town, text):
    def deco(fn):
        Q.append((kind, town, text, fn))
        return fn
    return deco

# ------------------------------------------------ attribute
@q('attribute', 'Heidelberg', "hey, the one cycleway in the Heidelberg data - is it one-way?")
def _():
    f = A_cyc()
    need(f.tags.get('oneway') == 'yes', 'oneway')
    return '!yes', 'oneway=%s' % f.tags['oneway']

@q('attribute', 'Heidelberg', "What sort of trees make up the forest in the Heidelberg data: broadleaved, needle-leaved or a mix?")
def _():
    f = A_forest()
    need(f.tags.get('leaf_type') == 'mixed', 'leaf_type')
    return '!mixed | !mix', 'leaf_type=mixed'

@q('attribute', 'Heidelberg', "who looks after the forest in heidelberg? owner or operator, either is fine")
def _():
    f = A_forest()
    absent_keys(f, ['operator*', 'owner*', 'brand*', 'name*', 'note*', 'description*', 'website', 'url', 'contact*',
                    'protect*', 'managed*', 'manager*'], 'forest trap')
    return NOT, 'keys: %s' % sorted(f.tags)

@q('attribute', 'Heidelberg', "There's a gate in the Heidelberg data that only buses may drive through. Can I get through it on foot?")
def _():
    f = A_gate()
    need(f.tags.get('foot') == 'yes' and f.tags.get('access') is None, 'foot')
    return '!yes', 'foot=yes, bus=%s' % f.tags['bus']

@q('attribute', 'Singapore', "I use a wheelchair. Is the open-air car park in the Singapore data accessible for me?")
def _():
    f = A_carpark()
    need(f.tags.get('amenity') == 'parking' and f.tags.get('wheelchair') == 'limited', 'wheelchair')
    return '!limited', 'wheelchair=limited'

@q('attribute', 'Singapore', "singapore: does bus 402 finish its trip at the same stop it starts from?")
def _():
    r = bus402()
    need(r.tags.get('from') and r.tags.get('from') == r.tags.get('to'), 'from/to')
    return '!yes', 'from = to (%d chars)' % len(r.tags['from'])

@q('attribute', 'Baltimore', "speed limit on Harper Street in Baltimore?")
def _():
    v = same_tag(street('Harper Street'), 'maxspeed', 'Harper Street')
    need(v == '25', 'maxspeed')
    return '!25', 'maxspeed=25'

@q('attribute', 'Baltimore', "Can I drive my car down Halsey Road, or is it closed off?")
def _():
    ws = street('Halsey Road')
    v = same_tag(ws, 'access', 'Halsey Road')
    need(v == 'no' and not any(k in f.tags for f in ws for k in ('motor_vehicle', 'motorcar', 'vehicle')), 'access')
    return '!no | !closed | !not allowed', 'access=no'

@q('attribute', 'Baltimore', "pls tell me if i'm allowed to park on choptank court")
def _():
    ws = street('Choptank Court')
    v = same_tag(ws, 'parking:lane:both', 'Choptank Court')
    need(v == 'no_parking', 'parking')
    return '!no', 'parking:lane:both=no_parking'

@q('attribute', 'Baltimore', "What's the road surface like on Moorings Court, Baltimore?")
def _():
    v = same_tag(street('Moorings Court'), 'surface', 'Moorings Court')
    need(v == 'paved', 'surface')
    return '!paved', 'surface=paved'

@q('attribute', 'Baltimore', "does Stack Street in baltimore have sidewalks?")
def _():
    for f in street('Stack Street'):
        absent_keys(f, ['sidewalk*', 'footway*', 'foot*', 'note*', 'description*'], 'Stack Street trap')
    return NOT, 'no sidewalk key on its way'

@q('attribute', 'Baltimore', "zip code for Stack Street?")
def _():
    ws = street('Stack Street')
    v = same_tag(ws, 'postal_code', 'Stack Street')
    for f in ws:
        for k in ('tiger:zip_left', 'tiger:zip_right', 'addr:postcode'):
            need(f.tags.get(k, v) == v, 'zip disagrees')
    return '!%s' % v, 'postal_code=%s' % v

# ------------------------------------------------ hours
def _hcount(town, pred, day, minute, label):
    n, tot = hours_count(town, pred, day, minute, label)
    return '#%d' % n, '%d of %d open at %s %02d:%02d' % (n, tot, DAYS[day], minute // 60, minute % 60)

@q('hours', 'Heidelberg', "How many of the Heidelberg restaurants that list opening hours are open on a Sunday at 7.30 pm?")
def _():
    return _hcount('Heidelberg', tagp('amenity', 'restaurant'), SU, hm(19, 30), 'restaurants')

@q('hours', 'Heidelberg', "saturday half past one - how many pubs in the heidelberg data are open then (of the ones that list hours)?")
def _():
    return _hcount('Heidelberg', tagp('amenity', 'pub'), SA, hm(13, 30), 'pubs')

@q('hours', 'Heidelberg', "hey, Friday at quarter past one in the afternoon: how many bars in Heidelberg are open? only count bars that give opening hours")
def _():
    return _hcount('Heidelberg', tagp('amenity', 'bar'), FR, hm(13, 15), 'bars')

@q('hours', 'Heidelberg', "Are all the bookshops in the Heidelberg data open at 4:30 pm on a Saturday? Count only those that list hours, and tell me how many are open.")
def _():
    n, tot = hours_count('Heidelberg', tagp('shop', 'books'), SA, hm(16, 30), 'books')
    return '%s; #%d' % (yn(n == tot), n), '%d of %d open' % (n, tot)

@q('hours', 'Heidelberg', "monday evening 8.30, heidelberg - is any bookshop still open?")
def _():
    n, tot = hours_count('Heidelberg', tagp('shop', 'books'), MO, hm(20, 30), 'books')
    return yn(n > 0), '%d of %d open' % (n, tot)

@q('hours', 'Singapore', "It's Wednesday 8 pm in the Singapore data area. How many places that list opening hours are open right now?")
def _():
    return _hcount('Singapore', lambda t: True, WE, hm(20), 'all')

@q('hours', 'Singapore', "singapore, sunday 8 in the morning: how many of the places with opening hours are open?")
def _():
    return _hcount('Singapore', lambda t: True, SU, hm(8), 'all')

@q('hours', 'Singapore', "Is every place with opening hours in the Singapore data open at noon on a Monday?")
def _():
    n, tot = hours_count('Singapore', lambda t: True, MO, hm(12), 'all')
    return yn(n == tot), '%d of %d open' % (n, tot)

@q('hours', 'Baltimore', "Tuesday 12:30 in Baltimore - how many of the places that list opening hours are open?")
def _():
    return _hcount('Baltimore', lambda t: True, TU, hm(12, 30), 'all')

@q('hours', 'Baltimore', "baltimore on a monday at 9 pm: how many places with opening hours are open?")
def _():
    return _hcount('Baltimore', lambda t: True, MO, hm(21), 'all')

@q('hours', 'Baltimore', "At midday on a Saturday, is every place in the Baltimore data that lists opening hours open? How many is that?")
def _():
    n, tot = hours_count('Baltimore', lambda t: True, SA, hm(12), 'all')
    return '%s; #%d' % (yn(n == tot), n), '%d of %d open' % (n, tot)

@q('hours', 'Singapore', "need a haircut - is any hairdresser in the Singapore data open on Sunday evening?")
def _():
    absent_kind('Singapore', [('shop', 'hairdresser'), ('shop', 'barber'), ('amenity', 'hairdresser'), ('craft', 'hairdresser')],
                ['hairdress', 'hair', 'barber', 'salon', 'coiffeur', 'haircut'], 'hairdresser trap')
    return NONE_YN, 'no hairdresser by tags or words'

# ------------------------------------------------ arithmetic
@q('arithmetic', 'Heidelberg', "heidelberg data: bus stops minus bollards = ? both counts pls")
def _():
    a, b = count('Heidelberg', 'highway', 'bus_stop', 10), count('Heidelberg', 'barrier', 'bollard', 2)
    return '#%d; #%d; #%d' % (diff_counts(a, b, 'stops/bollards'), a, b), 'bus stops %d, bollards %d' % (a, b)

@q('arithmetic', 'Heidelberg', "Add up the kindergartens and the playgrounds in the Heidelberg data, and give me both counts.")
def _():
    a, b = count('Heidelberg', 'amenity', 'kindergarten', 30), count('Heidelberg', 'leisure', 'playground', 10)
    need(a != b, 'equal counts')
    return '#%d; #%d; #%d' % (a + b, a, b), 'kindergartens %d, playgrounds %d' % (a, b)

@q('arithmetic', 'Heidelberg', "How many litter bins are there per taxi stand in Heidelberg's data? I'd like both counts too")
def _():
    a, b = count('Heidelberg', 'amenity', 'waste_basket', 2), count('Heidelberg', 'amenity', 'taxi', 30)
    return '%s; #%d; #%d' % (ratio1(a, b, 'bins/taxi'), a, b), 'waste baskets %d, taxi stands %d' % (a, b)

@q('arithmetic', 'Heidelberg', "As the crow flies, how far is the bus-only gate from the building passage in Heidelberg (the bit of footway that runs through a building)?")
def _():
    d = straight(A_gate(), A_pass(), 'gate-pass')
    return m_(d), 'nearest %.0f m' % d

@q('arithmetic', 'Singapore', "singapore: how many more artworks than MRT station entrances? both numbers too")
def _():
    a, b = count('Singapore', 'tourism', 'artwork', 10), count('Singapore', 'railway', 'subway_entrance', 10)
    need(a > b, 'order')
    return '#%d; #%d; #%d' % (diff_counts(a, b, 'art/entr'), a, b), 'artworks %d, subway entrances %d' % (a, b)

@q('arithmetic', 'Singapore', "cafes plus restaurants in the Singapore data - what's the total, with each count?")
def _():
    a, b = count('Singapore', 'amenity', 'cafe', 30), count('Singapore', 'amenity', 'restaurant', 30)
    need(a != b, 'equal counts')
    return '#%d; #%d; #%d' % (a + b, a, b), 'cafes %d, restaurants %d' % (a, b)

@q('arithmetic', 'Singapore', "How many pedestrian crossings are there for every MRT station entrance in the Singapore extract? Give both counts.")
def _():
    a, b = count('Singapore', 'highway', 'crossing', 2), count('Singapore', 'railway', 'subway_entrance', 10)
    return '%s; #%d; #%d' % (ratio1(a, b, 'cross/entr'), a, b), 'crossings %d, subway entrances %d' % (a, b)

@q('arithmetic', 'Singapore', "how big is the open-air car park in the singapore data, in square metres?")
def _():
    f = A_carpark()
    need(f.geom.geom_type in ('Polygon', 'MultiPolygon'), 'not a polygon')
    a = garea(f.geom)
    return '~%d m2' % round(a), 'area %.0f m2' % a

@q('arithmetic', 'Baltimore', "How much longer is Saint Helena Avenue than Pine Avenue? Give me both lengths.")
def _():
    def lens(ws):
        full = sum(glen(f.geom) for f in ws)
        nofoot = sum(glen(f.geom) for f in ws if f.tags['highway'] not in ('footway', 'path', 'steps', 'cycleway', 'track', 'corridor', 'pedestrian'))
        half = sum(glen(f.geom) * (0.5 if f.tags.get('oneway') in ('yes', '-1', 'true', '1') else 1) for f in ws)
        need(abs(nofoot - full) <= 0.01 * full and abs(half - full) <= 0.01 * full, 'length readings differ')
        return full
    a, b = lens(street('Saint Helena Avenue')), lens(street('Pine Avenue'))
    need(a > 1.15 * b, 'not 15 % apart')
    return '%s; %s; %s' % (m_(a - b), m_(a), m_(b)), 'Saint Helena %.0f m, Pine %.0f m' % (a, b)

@q('arithmetic', 'Baltimore', "Baltimore's data: hotels + museums, and each number")
def _():
    a, b = count('Baltimore', 'tourism', 'hotel', 30), count('Baltimore', 'tourism', 'museum', 30)
    need(a != b, 'equal counts')
    return '#%d; #%d; #%d' % (a + b, a, b), 'hotels %d, museums %d' % (a, b)

@q('arithmetic', 'Baltimore', "are there more hairdressers or supermarkets in baltimore, and by how many? with both counts")
def _():
    a, b = count('Baltimore', 'shop', 'hairdresser', 30), count('Baltimore', 'shop', 'supermarket', 30)
    need(a > b, 'order')
    return '!hairdress; #%d; #%d; #%d' % (diff_counts(a, b, 'hair/super'), a, b), 'hairdressers %d, supermarkets %d' % (a, b)

@q('arithmetic', 'Baltimore', "What's the difference in speed limit between Harper Street and Tolna Street?")
def _():
    h = same_tag(street('Harper Street'), 'maxspeed', 'Harper')
    for f in street('Tolna Street'):
        absent_keys(f, ['maxspeed*', 'zone:maxspeed', 'source:maxspeed', 'zone:traffic'], 'Tolna trap')
    return NOT, 'Harper maxspeed=%s, Tolna none' % h

# ------------------------------------------------ route
@q('route', 'Heidelberg', "walking distance from the staircase with 37 steps to the building passage in heidelberg?")
def _():
    L, s, _a = robust_route('Heidelberg', 'foot', pt(A_st37()), pt(A_pass()), 'st37-pass foot')
    return r_(L), 'foot %.0f m (straight %.0f)' % (L, s)

@q('route', 'Heidelberg', "How long would it take me to cycle from the 37-step staircase in Heidelberg to the building passage?")
def _():
    L, s, _a = robust_route('Heidelberg', 'bike', pt(A_st37()), pt(A_pass()), 'st37-pass bike')
    return '%s; %s' % (r_(L), TIME), 'bike %.0f m (straight %.0f)' % (L, s)

@q('route', 'Heidelberg', "driving distance in heidelberg from the building passage to the stairs with 37 steps, pls")
def _():
    L, s, _a = robust_route('Heidelberg', 'car', pt(A_pass()), pt(A_st37()), 'pass-st37 car')
    return r_(L), 'car %.0f m (straight %.0f)' % (L, s)

@q('route', 'Heidelberg', "Could I walk from the bus gate to the building passage in Heidelberg in 5 minutes?")
def _():
    v, L = robust_walk('Heidelberg', pt(A_gate()), pt(A_pass()), 5, 'gate-pass walk')
    return '%s; %s' % (yn(v), r_(L)), 'foot %.0f m, T=5' % L

@q('route', 'Singapore', "On foot, how far is it from the open-air car park to the slip road in the Singapore data?")
def _():
    L, s, _a = robust_route('Singapore', 'foot', pt(A_carpark()), pt(A_slip()), 'carpark-slip foot')
    return r_(L), 'foot %.0f m (straight %.0f)' % (L, s)

@q('route', 'Singapore', "how long's the walk from the hospital to the open-air car park in singapore?")
def _():
    absent_kind('Singapore', [('amenity', 'hospital'), ('amenity', 'clinic'), ('amenity', 'doctors'), ('healthcare', '*'),
                              ('building', 'hospital')],
                ['hospital', 'clinic', 'polyclinic', 'medical', 'doctor', 'healthcare', 'health'], 'hospital trap')
    return NONE_YN, 'no hospital by tags or words'

@q('route', 'Singapore', "Singapore - bike route from the fire station to the slip road, how far?")
def _():
    absent_kind('Singapore', [('amenity', 'fire_station'), ('building', 'fire_station')],
                ['fire station', 'firestation', 'fire_station', 'scdf', 'civil defence', 'civil defense'], 'fire station trap')
    return NONE_YN, 'no fire station by tags or words'

@q('route', 'Baltimore', "How far is it by car from Horseradish Lane to Clyde Street, and how many minutes?")
def _():
    L, s, _a = robust_route('Baltimore', 'car', street_ends(street('Horseradish Lane')), street_ends(street('Clyde Street')), 'horse-clyde car')
    return '%s; %s' % (r_(L), TIME), 'car %.0f m (straight %.0f)' % (L, s)

@q('route', 'Baltimore', "bike distance from Clyde Street to the street that's under construction, baltimore")
def _():
    L, s, _a = robust_route('Baltimore', 'bike', street_ends(street('Clyde Street')), pt(A_constr()), 'clyde-constr bike')
    return r_(L), 'bike %.0f m (straight %.0f)' % (L, s)

@q('route', 'Baltimore', "Driving from Roberts Place to the emergency access road in Baltimore - how many metres is that?")
def _():
    L, s, _a = robust_route('Baltimore', 'car', street_ends(street('Roberts Place')), pt(A_emerg()), 'roberts-emerg car')
    return r_(L), 'car %.0f m (straight %.0f)' % (L, s)

@q('route', 'Baltimore', "can i walk from horseradish lane to the emergency access road in baltimore in 20 minutes?")
def _():
    v, L = robust_walk('Baltimore', street_ends(street('Horseradish Lane')), pt(A_emerg()), 20, 'horse-emerg walk')
    return '%s; %s' % (yn(v), r_(L)), 'foot %.0f m, T=20' % L

@q('route', 'Baltimore', "Is two hours enough to walk from Woodrow Avenue to Wise Court?")
def _():
    v, L = robust_walk('Baltimore', street_ends(street('Woodrow Avenue')), street_ends(street('Wise Court')), 120, 'woodrow-wise walk')
    return '%s; %s' % (yn(v), r_(L)), 'foot %.0f m, T=120' % L

# ------------------------------------------------ aggregate
@q('aggregate', 'Heidelberg', "how many taxi stands are in the Heidelberg data?")
def _():
    return '#%d' % count('Heidelberg', 'amenity', 'taxi', 30), ''

@q('aggregate', 'Heidelberg', "More than 100 trees in the Heidelberg extract?")
def _():
    n = count('Heidelberg', 'natural', 'tree', 2)
    return '%s; #%d' % (yn(threshold(n, 100, 'trees')), n), 'trees %d' % n

@q('aggregate', 'Heidelberg', "What do most of the vending machines in the Heidelberg data sell?")
def _():
    v, mc = most_common(kind_feats('Heidelberg', tagp('amenity', 'vending_machine')), 'vending', 'vending')
    need(v == 'excrement_bags', 'vending winner %s' % v)
    return '!excrement | !poop | !waste bag | !poo bag', 'vending %s' % mc

@q('aggregate', 'Heidelberg', "how many casinos are there in heidelberg's data")
def _():
    absent_kind('Heidelberg', [('amenity', 'casino'), ('amenity', 'gambling'), ('leisure', 'adult_gaming_centre'),
                               ('shop', 'lottery'), ('leisure', 'amusement_arcade')],
                ['casino', 'spielbank', 'spielhalle', 'spielothek', 'gambling', 'gaming', 'kasino'], 'casino trap')
    return NONE_COUNT, 'no casino by tags or words'

@q('aggregate', 'Singapore', "Singapore: number of waste baskets?")
def _():
    return '#%d' % count('Singapore', 'amenity', 'waste_basket', 2), ''

@q('aggregate', 'Singapore', "does the singapore extract have more than 20 trees?")
def _():
    n = count('Singapore', 'natural', 'tree', 2)
    return '%s; #%d' % (yn(threshold(n, 20, 'trees')), n), 'trees %d' % n

@q('aggregate', 'Singapore', "Of the pedestrian crossings in the Singapore data that say what type they are, which type is most common?")
def _():
    v, mc = most_common(kind_feats('Singapore', tagp('highway', 'crossing')), 'crossing', 'crossing type')
    need(v == 'traffic_signals', 'crossing winner %s' % v)
    return '!traffic | !signal', 'crossing %s' % mc

@q('aggregate', 'Singapore', "toll booths in the Singapore data - how many?")
def _():
    return '#%d' % count('Singapore', 'barrier', 'toll_booth', 10), ''

@q('aggregate', 'Baltimore', "how many speed cameras does the Baltimore data have?")
def _():
    return '#%d' % count('Baltimore', 'highway', 'speed_camera', 2), ''

@q('aggregate', 'Baltimore', "Are there more than 10 turning circles in Baltimore?")
def _():
    n = count('Baltimore', 'highway', 'turning_circle', 2)
    return '%s; #%d' % (yn(threshold(n, 10, 'turning circles')), n), 'turning circles %d' % n

@q('aggregate', 'Baltimore', "What's the most common kind of store in the Baltimore data?")
def _():
    v, mc = most_common(kind_feats('Baltimore', tagp('shop')), 'shop', 'shop')
    need(v == 'convenience', 'shop winner %s' % v)
    return '!convenience', 'shop %s' % mc[:3]

@q('aggregate', 'Baltimore', "Count the electricity pylons in Baltimore's data for me")
def _():
    return '#%d' % count('Baltimore', 'power', 'tower', 2), ''

# ================================================================ run
KINDS = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
HEADER = ['# "beyond" validation set 40 (held out; never tune on it) - %s questions; golds from gold_val40.py',
          '# question<TAB>gold<TAB>kind - map data (c) OpenStreetMap contributors, ODbL 1.0']
ITEM_RE = re.compile(r'^(#\d+|~\d+ m|~\d+ m ±10%|~\d+ m2|![^|;]+|[^!#~|;][^|;]*)$')

def gold_items_ok(gold, label):
    for item in gold.split('; '):
        if item in FIXED:
            continue
        for alt in item.split(' | '):
            need(ITEM_RE.match(alt) is not None and alt == alt.strip(), '%s: bad gold item %r' % (label, alt))
            if re.fullmatch(r'(#\d+|~\d+ m|~\d+ m ±10%|~\d+ m2|!\d+(\.\d+)?)', alt):
                continue
            word = alt.lstrip('!')
            need(not older_in(word), '%s: gold item %r holds older %s' % (label, alt, older_in(word)))
            if not alt.startswith('!'):     # name items also must not lie inside an older name
                need(not [n for n, fm in OLDER_FORMS if word_in(word, fm)], '%s: gold item %r inside an older name' % (label, alt))

def compute():
    rows, fragile = [], []
    for kind, town, text, fn in Q:
        label = '%s/%s: %s' % (kind, town, text[:50])
        try:
            hits = older_in(text)
            need(not hits, 'older name in question text: %s' % hits)
            gold, fig = fn()
            gold_items_ok(gold, label)
        except Fragile as e:
            gold, fig = None, 'FRAGILE: %s' % e
            fragile.append((kind, text, str(e)))
        except Exception as e:      # a computation error is itself a fragile gold
            gold, fig = None, 'FRAGILE (error): %r' % e
            fragile.append((kind, text, repr(e)))
        rows.append((kind, town, text, gold, fig))
    # set-level rules
    try:
        from collections import Counter
        kc = Counter(r[0] for r in rows)
        need(all(kc[k] == 12 for k in KINDS) and len(rows) == 60, 'not twelve questions per file: %s' % kc)
        tc = Counter(r[1] for r in rows)
        need(tc['Heidelberg'] >= 18 and tc['Singapore'] >= 15 and tc['Baltimore'] >= 18, 'town counts %s' % tc)
        traps = sum(1 for r in rows if r[3] and NOT in r[3])
        need(traps >= 7 or fragile, 'only %d traps' % traps)
        need(len({r[2] for r in rows}) == len(rows), 'duplicate question')
        check_older_adds()
    except Fragile as e:
        fragile.append(('set', '', str(e)))
    return rows, fragile

def tsv_path(kind):
    return HERE.parent / ('val40-%s.tsv' % kind)

def main(argv):
    global FEATS, WAYS, BYID, ALL_NAMES, NAME_TEXTS, OLDER_FORMS
    FEATS, WAYS = load()
    BYID = {(f.town, f.type, f.id): f for f in FEATS}
    ALL_NAMES = sorted({f.tags['name'] for f in FEATS if f.tags.get('name')})
    NAME_TEXTS = _name_texts()
    OLDER_FORMS = _older_forms()
    rows, fragile = compute()
    if '--write' in argv:
        if fragile:
            for k, t, e in fragile:
                print('fragile: [%s] %s -> %s' % (k, t, e))
            print('refused: fragile golds, nothing written')
            return 1
        for kind in KINDS:
            with open(tsv_path(kind), 'w', encoding='utf-8') as fh:
                fh.write(HEADER[0] % kind + '\n' + HEADER[1] + '\n')
                for r in rows:
                    if r[0] == kind:
                        fh.write('%s\t%s\tone\n' % (r[2], r[3]))
        print('wrote 5 files')
        return 0
    if '--check' in argv:
        bad = 0
        for k, t, e in fragile:
            if k == 'set':
                print('fragile set rule: %s' % e); bad += 1
        for kind in KINDS:
            p = tsv_path(kind)
            try:
                with open(p, encoding='utf-8') as fh:
                    lines = fh.read().split('\n')
            except OSError:
                print('%s: missing' % p.name); bad += 1
                continue
            if lines and lines[-1] == '':
                lines = lines[:-1]
            body = [(i + 1, l) for i, l in enumerate(lines) if not l.startswith('#')]
            want = [r for r in rows if r[0] == kind]
            if len(body) != len(want):
                print('%s: %d questions, expected %d' % (p.name, len(body), len(want))); bad += 1
            for j, r in enumerate(want):
                ln, line = body[j] if j < len(body) else (len(lines) + 1, '')
                if r[3] is None:
                    print('%s:%d: fragile gold (%s)' % (p.name, ln, r[4])); bad += 1
                exp = '%s\t%s\tone' % (r[2], r[3])
                if line != exp:
                    print('%s:%d: differs\n  file: %s\n  gold: %s' % (p.name, ln, line, exp)); bad += 1
        print('check: %s' % ('OK, 60 golds match' if not bad else '%d problem(s)' % bad))
        return 1 if bad else 0
    for r in rows:
        print('[%s] %s | %s\n    gold: %s\n    figures: %s' % (r[0], r[1], r[2], r[3], r[4]))
    for k, t, e in fragile:
        print('FRAGILE [%s] %s -> %s' % (k, t, e))
    return 0

if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
