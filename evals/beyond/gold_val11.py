#!/usr/bin/env python3
"""Golds of the "beyond" validation set 11 (held out), written 2026-11-28; see README-val11.md.

Recomputes every gold of val11-attribute/-hours/-arithmetic/-route/-aggregate.tsv from the raw OSM tags and
geometries of the three osm-fresh extracts (Baltimore 2015, Heidelberg 2015, Singapore Bayfront 2019) with
osmium (pyosmium), shapely, pyproj, networkx and numpy only, applying the definitions and robustness rules of
README-val4/val9/val10 (restated and extended in README-val11.md). A gold that has become fragile raises.

    gold_val11.py            print every question, its town, its gold and the figures behind it
    gold_val11.py --check    compare with the TSVs; exit 1 on any difference or fragile gold
    gold_val11.py --write    rewrite the five TSVs (refused while a gold is fragile)

Data folder: Path(__file__).resolve().parents[3] / 'shared/data/osm-fresh', or $GEOREACT_FRESH_DIR.
Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""
import os, re, sys, math, itertools, unicodedata
from pathlib import Path
import numpy as np
import networkx as nx
import osmium
import shapely
import shapely.ops
from shapely.geometry import Point, LineString, Polygon, MultiPolygon
from pyproj import Geod, Transformer, CRS

HERE = Path(__file__).resolve()
DATA = Path(os.environ.get('GEOREACT_FRESH_DIR') or (HERE.parents[3] / 'shared' / 'data' / 'osm-fresh'))
FILES = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Baltimore': 'baltimore-2015.osm.pbf',
         'Singapore': 'singapore-bayfront-2019.osm.pbf'}
GEOD = Geod(ellps='WGS84')
POI_KEYS = ('amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft')
WGS = CRS.from_proj4('+proj=longlat +datum=WGS84')


class Fragile(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fragile(msg)


def fold(s):
    s = unicodedata.normalize('NFKD', s.replace('ß', 'ss').replace('’', "'"))
    return ''.join(c for c in s if not unicodedata.combining(c)).lower()


def ww(a, b):
    """a occurs in b as whole words"""
    return re.search(r'(?<!\w)' + re.escape(a) + r'(?!\w)', b) is not None


# ---------------------------------------------------------------- features

class Feat:
    __slots__ = ('typ', 'id', 'tags', 'geom', 'town', '_c')

    def __init__(self, typ, id, tags, geom, town):
        self.typ, self.id, self.tags, self.geom, self.town, self._c = typ, id, tags, geom, town, None

    @property
    def name(self):
        return self.tags.get('name')

    @property
    def poi(self):
        return any(k in self.tags for k in POI_KEYS)

    @property
    def centroid(self):
        if self._c is None:
            self._c = self.geom.centroid
        return self._c

    def __repr__(self):
        return f'{self.typ}{self.id}:{self.name}'


class Town:
    def __init__(self, name):
        self.name = name
        self.feats, self.ways, self.nodeloc = [], {}, {}
        areas = {}
        for o in osmium.FileProcessor(str(DATA / FILES[name])).with_locations().with_areas():
            if o.is_node():
                if len(o.tags):
                    self.feats.append(Feat('n', o.id, dict(o.tags), Point(o.location.lon, o.location.lat), name))
            elif o.is_way():
                refs = [n.ref for n in o.nodes]
                coords = [(n.lon, n.lat) for n in o.nodes]
                for r, c in zip(refs, coords):
                    self.nodeloc[r] = c
                self.ways[o.id] = (dict(o.tags), refs, coords)
            elif o.is_area():
                polys = []
                for outer in o.outer_rings():
                    holes = [[(n.lon, n.lat) for n in inner] for inner in o.inner_rings(outer)]
                    polys.append(Polygon([(n.lon, n.lat) for n in outer], holes))
                g = polys[0] if len(polys) == 1 else MultiPolygon(polys)
                if o.from_way():
                    areas[o.orig_id()] = g
                else:
                    self.feats.append(Feat('r', o.orig_id(), dict(o.tags), g, name))
        for wid, (tags, refs, coords) in self.ways.items():
            if not tags:
                continue
            if wid in areas and not ('highway' in tags and tags.get('area') != 'yes'):
                g = areas[wid]
            else:
                g = LineString(coords) if len(coords) > 1 else Point(coords[0])
            self.feats.append(Feat('w', wid, tags, g, name))
        self.graphs = {}


_TOWNS = {}


def town(name):
    if name not in _TOWNS:
        _TOWNS[name] = Town(name)
    return _TOWNS[name]


def all_towns():
    return [town(t) for t in FILES]


# ---------------------------------------------------------------- measures

def _aeqd(g):
    c = g.centroid
    return Transformer.from_crs(WGS, CRS.from_proj4(f'+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84'),
                                always_xy=True)


def dist(a, b):
    """geodesic distance between the nearest points of two geometries (0 when they touch)"""
    if a.intersects(b):
        return 0.0
    t = _aeqd(a)
    pa = shapely.transform(a, lambda xy: np.column_stack(t.transform(xy[:, 0], xy[:, 1])))
    pb = shapely.transform(b, lambda xy: np.column_stack(t.transform(xy[:, 0], xy[:, 1])))
    p, q = shapely.ops.nearest_points(pa, pb)
    lo1, la1 = t.transform(p.x, p.y, direction='INVERSE')
    lo2, la2 = t.transform(q.x, q.y, direction='INVERSE')
    return GEOD.inv(lo1, la1, lo2, la2)[2]


def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])


def length(g):
    return GEOD.geometry_length(g)


# ---------------------------------------------------------------- older sets and places

def older_clash(name):
    n = fold(name)
    return [o for o in OLDER_SETS if ww(fold(o), n) or ww(n, fold(o))]


def _squash(name):
    return re.sub(r'[^0-9a-z]', '', fold(name))


class Place:
    """a place named in a question: a POI (with namesakes) or a named non-POI feature (all parts merged)"""

    def __init__(self, townname, mention, question):
        fm = fold(mention)
        need(fm in fold(question), f'mention {mention!r} not in question')
        names = {}
        for t in all_towns():
            for f in t.feats:
                if f.name and fm in fold(f.name):
                    names.setdefault(f.name, []).append(f)
        need(len(names) == 1, f'mention {mention!r} inside {len(names)} distinct names: {sorted(names)[:6]}')
        (self.name, feats), = names.items()
        need(all(f.town == townname for f in feats), f'{mention!r} not (only) in {townname}')
        c = older_clash(self.name) + older_clash(mention)
        need(not c, f'{mention!r} clashes with older sets: {c}')
        pois = [f for f in feats if f.poi]
        self.mention, self.town = mention, townname
        if pois:
            need(len(pois) == 1, f'{self.name!r} carried by {len(pois)} POIs')
            self.feat = pois[0]
            self.geom = pois[0].geom
            # namesakes: the other features carrying the name, or a spelling of it that differs only in
            # spaces, hyphens and punctuation (e.g. a building "Triplex Mensa" for the POI "Triplex-Mensa")
            key = _squash(self.name)
            self.others = [f.geom for f in feats if f is not pois[0]] + \
                [f.geom for t in all_towns() if t.name == townname for f in t.feats
                 if f.name and f.name != self.name and _squash(f.name) == key]
            self.is_poi = True
        else:
            self.feat = None
            self.geom = shapely.ops.unary_union([f.geom for f in feats])
            self.others = []
            self.parts = [f.geom for f in feats]
            self.is_poi = False
        self.nfeats = len(feats)

    @property
    def alts(self):
        """the real geometry and every namesake (alternative mappings), for compared distances"""
        return [self.geom] + self.others

    @property
    def geoms(self):
        """the real geometry, its centroid and every namesake: every reading a measure must survive"""
        return [self.geom, self.geom.centroid] + self.others

    def __repr__(self):
        return f'<{self.name}>'


class Found(Place):
    """a described place (found by a nearest-place search) used as a centre or an endpoint"""

    def __init__(self, feat):
        self.feat, self.geom, self.others, self.town = feat, feat.geom, [], feat.town
        self.name, self.mention, self.is_poi, self.nfeats = feat.name or repr(feat), None, True, 1

    def __repr__(self):
        return f'<found {self.name}>'


# ---------------------------------------------------------------- kinds

def kind_pred(kind):
    K = {
        'restaurant': lambda t: t.get('amenity') == 'restaurant',
        'cafe': lambda t: t.get('amenity') == 'cafe',
        'bar': lambda t: t.get('amenity') == 'bar',
        'pub': lambda t: t.get('amenity') == 'pub',
        'fast_food': lambda t: t.get('amenity') == 'fast_food',
        'pharmacy': lambda t: t.get('amenity') == 'pharmacy',
        'church': lambda t: t.get('amenity') == 'place_of_worship',
        'school': lambda t: t.get('amenity') == 'school',
        'atm': lambda t: t.get('amenity') == 'atm',
        'bank': lambda t: t.get('amenity') == 'bank',
        'bakery': lambda t: t.get('shop') == 'bakery',
        'hotel': lambda t: t.get('tourism') == 'hotel',
        'park': lambda t: t.get('leisure') == 'park',
        'playground': lambda t: t.get('leisure') == 'playground',
        'fountain': lambda t: t.get('amenity') == 'fountain',
        'bench': lambda t: t.get('amenity') == 'bench',
        'toilets': lambda t: t.get('amenity') == 'toilets',
        'bicycle_parking': lambda t: t.get('amenity') == 'bicycle_parking',
        'parking': lambda t: t.get('amenity') == 'parking',
        'fuel': lambda t: t.get('amenity') == 'fuel',
        'doctors': lambda t: t.get('amenity') == 'doctors',
        'kindergarten': lambda t: t.get('amenity') == 'kindergarten',
        'memorial': lambda t: t.get('historic') == 'memorial',
        'information': lambda t: t.get('tourism') == 'information',
        'attraction': lambda t: t.get('tourism') == 'attraction',
        'viewpoint': lambda t: t.get('tourism') == 'viewpoint',
        'food_court': lambda t: t.get('amenity') == 'food_court',
        'car_sharing': lambda t: t.get('amenity') == 'car_sharing',
        'hairdresser': lambda t: t.get('shop') == 'hairdresser',
        'clothes': lambda t: t.get('shop') == 'clothes',
        'convenience': lambda t: t.get('shop') == 'convenience',
        'supermarket': lambda t: t.get('shop') == 'supermarket',
        'alcohol': lambda t: t.get('shop') == 'alcohol',
        'ice_cream': lambda t: t.get('amenity') == 'ice_cream',
        'post_box': lambda t: t.get('amenity') == 'post_box',
        'bus_stop': lambda t: t.get('highway') == 'bus_stop',
        'subway_entrance': lambda t: t.get('railway') == 'subway_entrance',
        'waste_basket': lambda t: t.get('amenity') == 'waste_basket',
        'drinking_water': lambda t: t.get('amenity') == 'drinking_water',
        'shelter': lambda t: t.get('amenity') == 'shelter',
        'fire_station': lambda t: t.get('amenity') == 'fire_station',
        'police': lambda t: t.get('amenity') == 'police',
        'library': lambda t: t.get('amenity') == 'library',
        'post_office': lambda t: t.get('amenity') == 'post_office',
        'grave_yard': lambda t: t.get('amenity') == 'grave_yard',
        'marina': lambda t: t.get('leisure') == 'marina',
        'pitch': lambda t: t.get('leisure') == 'pitch',
        'museum': lambda t: t.get('tourism') == 'museum',
        'nightclub': lambda t: t.get('amenity') == 'nightclub',
        'taxi': lambda t: t.get('amenity') == 'taxi',
        'optician': lambda t: t.get('shop') == 'optician',
        'shoes': lambda t: t.get('shop') == 'shoes',
        'jewelry': lambda t: t.get('shop') == 'jewelry',
        'university': lambda t: t.get('amenity') == 'university',
        'theatre': lambda t: t.get('amenity') == 'theatre',
        'car_repair': lambda t: t.get('shop') == 'car_repair',
        'hospital': lambda t: t.get('amenity') == 'hospital',
        'dog_park': lambda t: t.get('leisure') == 'dog_park',
        'artwork': lambda t: t.get('tourism') == 'artwork',
        'swimming_pool': lambda t: t.get('leisure') == 'swimming_pool',
        'shop': lambda t: 'shop' in t,
        'building': lambda t: 'building' in t and t.get('building') != 'no',
    }
    return K[kind]


def of_kind(townname, kind, extra=None):
    p = kind_pred(kind)
    out = [f for f in town(townname).feats if p(f.tags) and (extra is None or extra(f.tags))]
    if kind == 'park':
        out = [f for f in out if f.geom.geom_type in ('Polygon', 'MultiPolygon')]
    return out


def dedupe_check(feats, what):
    """two counted features that are one place (same name, or one unnamed, within 10 m) make a count fragile"""
    for a, b in itertools.combinations(feats, 2):
        if (a.name == b.name or not a.name or not b.name) and dist(a.geom, b.geom) < 10:
            raise Fragile(f'{what}: {a} and {b} may be one place')


def _group(cands):
    """features of one kind sharing a name within 100 m of each other are one place"""
    groups = []
    for f in cands:
        for g in groups:
            if f.name and g[0].name == f.name and dist(g[0].geom, f.geom) < 100:
                g.append(f)
                break
        else:
            groups.append([f])
    return groups


def nearest(place, kind, extra=None, exclude_self=True):
    """the feature of a kind nearest to the place; robust: beats the runner-up by 10 % + 5 m, by every reading"""
    cands = of_kind(place.town, kind, extra)
    if place.feat is not None and exclude_self:
        cands = [f for f in cands if f is not place.feat]
    groups = _group(cands)
    need(len(groups) >= 2, 'fewer than 2 candidates')
    winners = set()
    figs = None
    for gi, g in enumerate(place.geoms):
        for mode in ('real', 'centroid'):
            ranked = sorted(((min(dist(g, f.geom if mode == 'real' else f.centroid) for f in grp), grp[0])
                             for grp in groups), key=lambda x: x[0])
            (d1, f1), (d2, f2) = ranked[0], ranked[1]
            need(d2 > d1 * 1.1 + 5, f'nearest {kind} to {place}: {f1} {d1:.0f} m vs {f2} {d2:.0f} m ({mode}, reading {gi})')
            winners.add(f1)
            if figs is None:
                figs = (f1, d1, f2, d2)
    need(len(winners) == 1, f'nearest {kind} to {place} differs by reading: {winners}')
    f1, d1, f2, d2 = figs
    return f1, f'nearest {kind}: {f1} {d1:.0f} m, next {f2} {d2:.0f} m'


def within(place_or_geoms, townname, kind, R, extra=None, named_only=False, exclude=None):
    """features of a kind within R m of the place; no candidate within 5 % of R by any reading"""
    geoms = place_or_geoms.geoms if isinstance(place_or_geoms, Place) else place_or_geoms
    cands = of_kind(townname, kind, extra)
    if exclude is not None:
        cands = [f for f in cands if f is not exclude]
    sets = set()
    base = None
    for g in geoms:
        for mode in ('real', 'centroid'):
            inside = []
            for f in cands:
                d = dist(g, f.geom if mode == 'real' else f.centroid)
                need(abs(d - R) > 0.05 * R, f'{kind} {f} at {d:.0f} m of radius {R}')
                if d <= R:
                    inside.append(f)
            sets.add(frozenset(inside))
            if base is None:
                base = inside
    need(len(sets) == 1, f'{kind} within {R}: readings give different sets')
    if named_only:
        need(all(f.name for f in base), f'{kind} within {R}: unnamed feature counted')
    dedupe_check(base, f'{kind} within {R}')
    return base


# ---------------------------------------------------------------- opening hours

DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
_T = r'([0-9]{1,2}):([0-9]{2})'


def parse_hours(s):
    """the subset of README-val4; returns {day index: [(start, end)] minutes} or raises Fragile"""
    s = s.strip()
    if s == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    table = {d: [] for d in range(7)}
    for rule in s.split(';'):
        rule = rule.strip()
        need(rule, f'empty rule in {s!r}')
        m = re.fullmatch(r'(?:([A-Za-z,\-]+) )?(off|closed|' + _T + '-' + _T + '(?:,' + _T + '-' + _T + ')*)', rule)
        need(m is not None, f'unreadable hours {s!r}')
        sel, body = m.group(1), m.group(2)
        days = list(range(7))
        if sel is not None:
            days = []
            for part in sel.split(','):
                mm = re.fullmatch(r'(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))?', part)
                need(mm is not None, f'unreadable selector {sel!r}')
                a = DAYS.index(mm.group(1))
                b = DAYS.index(mm.group(2)) if mm.group(2) else a
                d = a
                while True:
                    days.append(d)
                    if d == b:
                        break
                    d = (d + 1) % 7
        if body in ('off', 'closed'):
            iv = []
        else:
            iv = []
            for a, b in re.findall(r'([0-9]{1,2}:[0-9]{2})-([0-9]{1,2}:[0-9]{2})', body):
                ha, ma = map(int, a.split(':'))
                hb, mb = map(int, b.split(':'))
                need(ha <= 24 and hb <= 24 and ma < 60 and mb < 60, f'bad time in {s!r}')
                iv.append((ha * 60 + ma, hb * 60 + mb))
        for d in days:
            table[d] = list(iv)
    return table


def is_open(table, day, minute, strict):
    minute %= 1440
    for a, b in table[day]:
        if b <= a:
            if minute >= a:
                return True
        elif a <= minute < b:
            return True
    prev = (day - 1) % 7
    if strict and table[day]:
        return False
    for a, b in table[prev]:
        if b <= a and minute < b:
            return True
    return False


def open_verdict(hours, day, minute):
    """open/closed at a moment; the same at every minute from -15 to +15 and under both past-midnight readings"""
    table = parse_hours(hours)
    vs = set()
    for dm in range(-15, 16):
        m = minute + dm
        d = (day + (m // 1440)) % 7
        for strict in (False, True):
            vs.add(is_open(table, d, m % 1440, strict))
    need(len(vs) == 1, f'hours {hours!r} at {DAYS[day]} {minute // 60}:{minute % 60:02d} not stable')
    return vs.pop()


# ---------------------------------------------------------------- routing

CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NONWAYS = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
           'services', 'razed', 'disused', 'bus_guideway', 'escape'}
FAST = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}


def _edges(tags, mode, variant):
    """None = not usable; otherwise (forward, backward)"""
    hw = tags.get('highway')
    if not hw:
        return None
    acc = tags.get('access')
    ow = tags.get('oneway')
    fwd, bwd = True, True
    if ow in ('yes', 'true', '1'):
        bwd = False
    elif ow == '-1':
        fwd = False
    if mode == 'car':
        if hw not in CAR or acc in ('no', 'private'):
            return None
        if variant == 'strict':
            if tags.get('motor_vehicle') in ('no', 'private') or tags.get('motorcar') in ('no', 'private'):
                return None
            if (tags.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link')) and ow not in ('no', '-1'):
                bwd = False
        return fwd, bwd
    if mode == 'bike':
        ok = (hw in CAR and hw not in FAST) or hw in ('cycleway', 'path', 'track') or \
            tags.get('bicycle') in ('yes', 'designated')
        if not ok or tags.get('bicycle') == 'no':
            return None
        if variant == 'strict':
            if acc in ('no', 'private') and tags.get('bicycle') not in ('yes', 'designated', 'permissive'):
                return None
            if tags.get('junction') == 'roundabout' and ow not in ('no', '-1'):
                bwd = False
        if tags.get('oneway:bicycle') == 'no' or tags.get('cycleway', '').startswith('opposite') or variant == 'nooneway':
            fwd, bwd = True, True
        return fwd, bwd
    if mode == 'foot':
        if hw in FAST or hw in NONWAYS or tags.get('foot') == 'no':
            return None
        if variant == 'strict' and acc in ('no', 'private') and tags.get('foot') not in ('yes', 'designated', 'permissive'):
            return None
        return True, True
    raise ValueError(mode)


def graph(townname, mode, variant='base'):
    t = town(townname)
    key = (mode, variant)
    if key not in t.graphs:
        G = nx.DiGraph()
        for wid, (tags, refs, coords) in t.ways.items():
            e = _edges(tags, mode, variant)
            if e is None:
                continue
            fwd, bwd = e
            for (a, ca), (b, cb) in zip(zip(refs, coords), zip(refs[1:], coords[1:])):
                if a == b:
                    continue
                w = GEOD.inv(ca[0], ca[1], cb[0], cb[1])[2]
                if fwd:
                    G.add_edge(a, b, weight=w)
                if bwd:
                    G.add_edge(b, a, weight=w)
        big = max(nx.strongly_connected_components(G), key=len)
        ids_all = np.array(list(G.nodes))
        ids_big = np.array(list(big))
        xy = lambda ids: np.array([t.nodeloc[i] for i in ids])
        t.graphs[key] = (G, (ids_all, xy(ids_all)), (ids_big, xy(ids_big)))
    return t.graphs[key]


def snap(townname, mode, pt, variant='base', whole=False):
    G, allp, bigp = graph(townname, mode, variant)
    ids, xy = allp if whole else bigp
    lat = math.radians(pt.y)
    d2 = ((xy[:, 0] - pt.x) * math.cos(lat)) ** 2 + (xy[:, 1] - pt.y) ** 2
    best = None
    for i in np.argsort(d2)[:20]:
        d = GEOD.inv(pt.x, pt.y, xy[i, 0], xy[i, 1])[2]
        if best is None or d < best[1]:
            best = (ids[i], d)
    return best


def route_len(townname, mode, pa, pb, variant='base', whole=False, check_snap=True):
    G = graph(townname, mode, variant)[0]
    a, da = snap(townname, mode, pa, variant, whole)
    b, db = snap(townname, mode, pb, variant, whole)
    if check_snap:
        need(da <= 100 and db <= 100, f'{mode}: snapped {da:.0f} / {db:.0f} m from the graph')
    try:
        return nx.dijkstra_path_length(G, a, b, weight='weight')
    except nx.NetworkXNoPath:
        raise Fragile(f'{mode} {variant} whole={whole}: no route')


def start_points(p):
    """the point a route starts from, then every variant start (namesakes / parts)"""
    if isinstance(p, Place):
        main = p.geom.centroid
        if p.is_poi:
            extra = [g.centroid for g in p.others]
        else:
            extra = [g.centroid for g in p.parts] if len(p.parts) > 1 else []
        return main, extra
    return p.centroid, []     # a Feat (a described place)


def pgeom(p):
    return p.geom


VARIANTS = {'car': ['strict'], 'bike': ['strict', 'nooneway'], 'foot': ['strict']}


def route(townname, mode, A, B, min_straight=300, max_straight=5000):
    """route length with its robustness checks; returns (length, straight, figures)"""
    straight = dist(pgeom(A), pgeom(B))
    need(min_straight <= straight <= max_straight, f'straight line {straight:.0f} m out of range')
    a0, aext = start_points(A)
    b0, bext = start_points(B)
    L = route_len(townname, mode, a0, b0)
    need(L <= 2.5 * straight, f'route {L:.0f} m is {L / straight:.2f}x the straight line')
    lens = {'base': L}
    for v in VARIANTS[mode]:
        lens[v] = route_len(townname, mode, a0, b0, variant=v, check_snap=False)
    lens['whole'] = route_len(townname, mode, a0, b0, whole=True, check_snap=False)
    for i, pa in enumerate(aext):
        lens[f'startalt{i}'] = route_len(townname, mode, pa, b0, check_snap=False)
    for i, pb in enumerate(bext):
        lens[f'endalt{i}'] = route_len(townname, mode, a0, pb, check_snap=False)
    for k, v in lens.items():
        need(abs(v - L) <= 0.03 * L, f'{mode} route {A}->{B}: variant {k} {v:.0f} vs {L:.0f} m')
    return L, straight, lens


def walk_verdict(lens, minutes):
    """yes when every variant is at most 90 % of T at 3 km/h, no when at least 110 % of T at 6 km/h"""
    slow = 0.9 * minutes * 50
    fast = 1.1 * minutes * 100
    vals = list(lens.values())
    if all(v <= slow for v in vals):
        return True
    if all(v >= fast for v in vals):
        return False
    raise Fragile(f'walk in {minutes} min: lengths {min(vals):.0f}-{max(vals):.0f} m are between {slow:.0f} and {fast:.0f}')


def tour(townname, mode, start, stops, listed_order):
    """open tour from start over stops; best order beats the next by more than 10 % and is not the listed one"""
    legs = {}
    pts = [start] + list(stops)
    for a, b in itertools.permutations(range(len(pts)), 2):
        if b == 0:
            continue
        if (b, a) in legs and mode == 'foot':
            legs[(a, b)] = legs[(b, a)]
            continue
        L, s, lens = route(townname, mode, pts[a], pts[b], min_straight=100)
        legs[(a, b)] = L
    totals = []
    for perm in itertools.permutations(range(1, len(pts))):
        seq = (0,) + perm
        totals.append((sum(legs[(x, y)] for x, y in zip(seq, seq[1:])), perm))
    totals.sort()
    (t1, p1), (t2, p2) = totals[0], totals[1]
    need(t2 > 1.1 * t1, f'tour: best {t1:.0f} vs next {t2:.0f} m')
    need(list(p1) != list(listed_order), 'tour: the listed order is the best one')
    return [pts[i] for i in p1], t1, t2


def pname(p):
    return p.name if isinstance(p, (Place, Feat)) else str(p)


# ---------------------------------------------------------------- older sets
# every name of val10's OLDER_SETS (README-val3 ... README-val9) ...
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
# ... plus every place name README-val10.md uses (POI names, non-POI names, shortened mentions)
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

# ---------------------------------------------------------------- gold items

NOTDATA = ['not in the data', 'no information', 'not tagged', 'unknown', 'does not say', 'could not find',
           'not recorded']
TIMEQ = '!min | !minute | !hour'


def lit(*alts):
    return ' | '.join('!' + a for a in alts)


def trap(*extra):
    return lit(*(NOTDATA + list(extra)))


def m_item(x):
    return f'~{round(x)} m'


def r_item(x):
    return f'~{int(round(x, -1))} m ±10%'


def a_item(x):
    return f'~{round(x)} m2'


def n_item(n):
    return f'#{n}'


def yn(v):
    return '!yes' if v else '!no'


def time_items(minute):
    h, m = divmod(minute % 1440, 60)
    ap = 'am' if h < 12 else 'pm'
    h12 = h % 12 or 12
    alts = [f'{h}:{m:02d}', f'{h:02d}:{m:02d}'] if h else ['0:00', '00:00', '24:00', 'midnight', '12 am', '12am']
    if h:
        if m == 0:
            alts += [f'{h12} {ap}', f'{h12}{ap}', f'{h12}:00 {ap}', f'{h12}:00{ap}']
        else:
            alts += [f'{h12}:{m:02d} {ap}', f'{h12}:{m:02d}{ap}', f'{h12}.{m:02d}']
    seen = []
    for a in alts:
        if a not in seen:
            seen.append(a)
    return lit(*seen)


def ratio_items(r):
    """a ratio to one and two decimals, refused near a rounding edge"""
    need(abs(r * 10 - math.floor(r * 10) - 0.5) > 0.1, f'ratio {r:.4f} near a first-decimal edge')
    need(abs(r * 100 - math.floor(r * 100) - 0.5) > 0.1, f'ratio {r:.4f} near a second-decimal edge')
    return lit(f'{r:.1f}', f'{r:.2f}')


def nm(name):
    """a name item, with the ss spelling where the name has a sharp s"""
    return name + (' | ' + name.replace('ß', 'ss') if 'ß' in name else '')


def gold(*items):
    return '; '.join(items)


def short(f, s=None):
    """a name item for a described place found by a search (shortened where answers may vary)"""
    if s is not None:
        need(fold(s) in fold(f.name), f'{s!r} not in {f.name!r}')
        return s
    return f.name


def day_single(feat, day):
    t = parse_hours(feat.tags['opening_hours'])
    need(len(t[day]) == 1, f'{feat}: {DAYS[day]} has {len(t[day])} intervals')
    return t[day][0]


def hours_of(f, day, minute):
    need('opening_hours' in f.tags, f'{f} has no opening_hours')
    return open_verdict(f.tags['opening_hours'], day, minute)


def no_tag(f, *keys):
    need(all(k not in f.tags for k in keys), f'{f} has one of {keys}')


def count_combo(*sets):
    """both counts of a combination: named features only, no duplicates"""
    for s in sets:
        need(all(f.name for f in s), 'an unnamed feature in a combined count')


def whole(townname, kind, extra=None):
    fs = of_kind(townname, kind, extra)
    dedupe_check(fs, f'{kind} in {townname}')
    return fs


def compare_dist(X, A, B):
    """which of A, B is nearer X and by how much; stable under every reading, more than 15 % apart"""
    res = set()
    diffs = []
    for gx in X.alts:
        for ga in A.alts:
            for gb in B.alts:
                da, db = dist(gx, ga), dist(gx, gb)
                need(max(da, db) > 1.15 * min(da, db), f'{A} {da:.0f} vs {B} {db:.0f} m: within 15 %')
                res.add(da < db)
                diffs.append(abs(da - db))
    need(len(res) == 1, 'nearer place differs by reading')
    d0 = diffs[0]
    need(all(abs(d - d0) <= max(0.05 * d0, 15) for d in diffs), f'difference {d0:.0f} m moves by reading')
    da, db = dist(X.geom, A.geom), dist(X.geom, B.geom)
    return res.pop(), da, db


def legs_sum(*P):
    """a straight-line sum over legs, stable under every reading"""
    vals = []
    for combo in itertools.product(*[p.alts for p in P]):
        vals.append(sum(dist(a, b) for a, b in zip(combo, combo[1:])))
    v0 = vals[0]
    need(all(abs(v - v0) <= max(0.05 * v0, 15) for v in vals), f'leg sum {v0:.0f} m moves by reading')
    legs = [dist(a.geom, b.geom) for a, b in zip(P, P[1:])]
    need(min(legs) >= 100, f'a leg of {min(legs):.0f} m')
    return v0, legs


MINOR = {'footway', 'path', 'steps', 'cycleway', 'track', 'corridor'}


def streets(townname):
    """named highway ways (not the non-ways) grouped by name"""
    out = {}
    for f in town(townname).feats:
        hw = f.tags.get('highway')
        if hw and f.name and hw not in NONWAYS and f.typ == 'w' and hw not in ('bus_stop', 'platform'):
            out.setdefault(f.name, []).append(f)
    return out


def street_lengths(ways):
    full = sum(length(w.geom) for w in ways)
    major = sum(length(w.geom) for w in ways if w.tags['highway'] not in MINOR)
    halved = sum(length(w.geom) * (0.5 if w.tags.get('oneway') in ('yes', 'true', '1', '-1') else 1) for w in ways)
    return full, major, halved


def long_streets_within(place, R, L, exclude=()):
    res = []
    figs = []
    for name, ways in streets(place.town).items():
        if name in exclude:
            continue
        full, major, halved = street_lengths(ways)
        verdicts = {v > L for v in (full, major, halved)}
        ds = [min(dist(g, w.geom) for w in ways) for g in place.geoms]
        inside = {d <= R for d in ds}
        for d in ds:
            need(abs(d - R) > 0.05 * R, f'street {name} at {d:.0f} m of radius {R}')
        need(len(inside) == 1, f'street {name}: in and out of radius by reading')
        if not inside.pop():
            continue
        for v in (full, major, halved):
            need(abs(v - L) > 0.05 * L, f'street {name}: length {v:.0f} near {L}')
        need(len(verdicts) == 1, f'street {name}: verdict differs by reading ({full:.0f}/{major:.0f}/{halved:.0f})')
        figs.append(f'{name} {full:.0f}/{major:.0f}/{halved:.0f} m')
        if verdicts.pop():
            res.append(name)
    need(res and len(res) < len(figs), 'all or no streets qualify')
    return res, figs


def big_parks_within(place, R, A):
    parks = within(place, place.town, 'park', R, exclude=place.feat)
    res, figs = [], []
    for f in parks:
        a = area(f.geom)
        need(abs(a - A) > 0.05 * A, f'park {f} area {a:.0f} near {A}')
        figs.append(f'{f.name} {a:.0f} m2')
        if a > A:
            need(f.name, f'a qualifying park {f} is unnamed')
            res.append(f)
    need(res and len(res) < len(parks), 'all or no parks qualify')
    return res, figs


def most_common(values_named, values_all, what):
    """values_* are lists of values (one per feature); the winner is strict and stays with unnamed dropped"""
    from collections import Counter
    wins = []
    for vals in (values_all, values_named):
        c = Counter(v for v in vals if v is not None).most_common()
        need(len(c) >= 2 and c[0][1] > c[1][1], f'{what}: tie {c[:3]}')
        wins.append(c[0][0])
    need(wins[0] == wins[1], f'{what}: winner changes without unnamed features')
    c = Counter(v for v in values_all if v is not None).most_common()
    return c[0][0], f'{what}: {c[:4]}'


# ---------------------------------------------------------------- the questions

QUESTIONS = []
FILES_OUT = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']


def q(file, townname, text, kind='one'):
    def deco(fn):
        QUESTIONS.append((file, townname, text, kind, fn))
        return fn
    return deco


H, B, S = 'Heidelberg', 'Baltimore', 'Singapore'


def phone_items(f):
    ph = f.tags.get('phone') or f.tags.get('contact:phone')
    need(ph, f'{f} has no phone')
    groups = re.findall(r'[0-9]+', ph)
    return lit(*dict.fromkeys([groups[-1], ''.join(groups)])), ph


# ================================================================ attribute

@q('attribute', H, "Coming by car to the old town. The multi-storey Kornmarkt/Schloss - how many spaces does it have?")
def _(t):
    p = Place(H, 'Kornmarkt/Schloss', t)
    fs = [f for f in town(H).feats if f.name == p.name]
    caps = {f.tags.get('capacity') for f in fs}
    need(len(caps) == 1 and None not in caps, f'capacity {caps}')
    c = caps.pop()
    return gold(lit(c)), f'capacity={c} on the building {p.name} ({p.nfeats} feature, no POI key)'


@q('attribute', H, 'till what time does maxbar stay open on saturdays?')
def _(t):
    p = Place(H, 'maxbar', t)
    a, b = day_single(p.feat, 5)
    return gold(time_items(b)), f"Sa {a}-{b} from {p.feat.tags['opening_hours']!r}"


@q('attribute', H, 'Joe Molese... what kind of food do they actually do there?')
def _(t):
    p = Place(H, 'Joe Molese', t)
    c = p.feat.tags['cuisine']
    need(';' not in c, 'several cuisines')
    return gold(lit(c)), f'cuisine={c}'


@q('attribute', H, 'The car sharing spot Bergbahn P12 - which company runs it?')
def _(t):
    p = Place(H, 'Bergbahn P12', t)
    return gold(lit(p.feat.tags['operator'])), f"operator={p.feat.tags['operator']}"


@q('attribute', B, "american harry's: is there a phone number listed?")
def _(t):
    p = Place(B, "american harry's", t)
    items, ph = phone_items(p.feat)
    g = re.findall(r'[0-9]+', ph)[0]
    return gold(lit('0505', g)), f'phone {ph}'


@q('attribute', B, "I'm dropping a donation off at Saint Casimir Catholic Church. What street address do I put in the GPS?")
def _(t):
    p = Place(B, 'Saint Casimir Catholic Church', t)
    tg = p.feat.tags
    need(tg['addr:street'] == "O'Donnell Street", 'street')
    return gold(lit(tg['addr:housenumber']), 'Donnell'), f"{tg['addr:housenumber']} {tg['addr:street']}"


@q('attribute', B, "cockey's - do they have a website where i can check the menu?")
def _(t):
    p = Place(B, "cockey's", t)
    w = p.feat.tags.get('website') or p.feat.tags.get('contact:website') or p.feat.tags.get('url')
    need(w, 'no website')
    core_ = re.sub(r'^(https?://)?(www\.)?', '', w).rstrip('/')
    return gold(lit(core_)), f'website={w}'


@q('attribute', B, 'got a phone number for jasa kabob? want to order ahead')
def _(t):
    p = Place(B, 'jasa kabob', t)
    no_tag(p.feat, 'phone', 'contact:phone', 'contact:mobile', 'mobile')
    return gold(trap('no phone')), 'no phone / contact:phone on ' + repr(p.feat)


@q('attribute', S, 'Singapore: what floor is the cafe nearest to raffles avenue on?')
def _(t):
    p = Place(S, 'raffles avenue', t)
    f, fig = nearest(p, 'cafe')
    lv = f.tags['level']
    return gold(short(f, 'Mei Heong Yuen'), lit(lv, 'second', '2nd')), f'{fig}; level={lv}'


@q('attribute', S, "the hotel closest to the Stamford Canal, do u know its postal code? (singapore)")
def _(t):
    p = Place(S, 'Stamford Canal', t)
    f, fig = nearest(p, 'hotel')
    pc = f.tags['addr:postcode']
    return gold(short(f), lit(pc)), f'{fig}; addr:postcode={pc}'


@q('attribute', S, "I'm on The Esplanade in Singapore and need the bus. What's the stop code of the closest bus stop?")
def _(t):
    p = Place(S, 'The Esplanade', t)
    f, fig = nearest(p, 'bus_stop')
    ref = f.tags['asset_ref']
    return gold(short(f, 'The Float'), lit(ref)), f'{fig}; asset_ref={ref}'


@q('attribute', S, 'my dad uses a wheelchair - is the toilet closest to the Stamford Canal accessible for him?')
def _(t):
    p = Place(S, 'Stamford Canal', t)
    f, fig = nearest(p, 'toilets')
    no_tag(f, 'wheelchair', 'toilets:wheelchair')
    return gold(trap()), f'{fig}; no wheelchair tag'


# ================================================================ hours

@q('hours', H, 'is hörnchen open on a sunday afternoon around 3')
def _(t):
    p = Place(H, 'hörnchen', t)
    v = hours_of(p.feat, 6, 15 * 60)
    return gold(yn(v)), f"Su 15:00 in {p.feat.tags['opening_hours']!r}"


@q('hours', H, "we're meeting at Cafe Florian on sunday. Will the restaurant right next to it already be open at 10 in the morning?")
def _(t):
    p = Place(H, 'Cafe Florian', t)
    f, fig = nearest(p, 'restaurant')
    v = hours_of(f, 6, 10 * 60)
    return gold(short(f), yn(v)), f"{fig}; Su 10:00 in {f.tags['opening_hours']!r}"


@q('hours', H, 'Which cafes within 100 m of Butlers are still open on a thursday at half 8 in the evening?', 'list')
def _(t):
    p = Place(H, 'Butlers', t)
    s = within(p, H, 'cafe', 100, named_only=True, exclude=p.feat)
    need(len({f.name for f in s}) == len(s), 'names not distinct')
    res = [(f, hours_of(f, 3, 20 * 60 + 30)) for f in s]
    opened = [f for f, v in res if v]
    need(0 < len(opened) < len(res), 'all or none open')
    return gold(*[short(f) for f in opened]), '; '.join(f"{f.name} {'open' if v else 'closed'} ({f.tags['opening_hours']})" for f, v in res)


@q('hours', H, 'sunday lunch around 1pm - is the fast food place nearest New Yorker (the clothes shop) open then?')
def _(t):
    p = Place(H, 'New Yorker', t)
    f, fig = nearest(p, 'fast_food')
    v = hours_of(f, 6, 13 * 60)
    return gold(short(f), yn(v)), f"{fig}; Su 13:00 in {f.tags['opening_hours']!r}"


@q('hours', H, "Semann's - can I still get a table there friday 20:00?")
def _(t):
    p = Place(H, "Semann's", t)
    no_tag(p.feat, 'opening_hours')
    return gold(trap('no opening hours')), f'no opening_hours on {p.feat!r}'


@q('hours', B, 'Canton Market → whats the closest bar to it, and is that bar open friday at 9 pm?')
def _(t):
    p = Place(B, 'Canton Market', t)
    f, fig = nearest(p, 'bar')
    v = hours_of(f, 4, 21 * 60)
    return gold(short(f), yn(v)), f"{fig}; Fr 21:00 in {f.tags['opening_hours']!r}"


@q('hours', B, 'Before the morning service at Chizuk Amuno Synagogue we want pastries. Is the nearest bakery open on saturday at 7.30 in the morning?')
def _(t):
    p = Place(B, 'Chizuk Amuno Synagogue', t)
    f, fig = nearest(p, 'bakery')
    v = hours_of(f, 5, 7 * 60 + 30)
    return gold(short(f), yn(v)), f"{fig}; Sa 07:30 in {f.tags['opening_hours']!r}"


@q('hours', B, "early riser here - can i take the dog to the dog park nearest Jack's Bistro at 5am on a thursday?")
def _(t):
    p = Place(B, "Jack's Bistro", t)
    f, fig = nearest(p, 'dog_park')
    v = hours_of(f, 3, 5 * 60)
    return gold(short(f), yn(v)), f"{fig}; Th 05:00 in {f.tags['opening_hours']!r}"


@q('hours', B, 'of love & regret open on saturday night at 10?')
def _(t):
    p = Place(B, 'of love & regret', t)
    no_tag(p.feat, 'opening_hours')
    return gold(trap('no opening hours')), f'no opening_hours on {p.feat!r}'


@q('hours', S, 'In Singapore, near The Esplanade: is the closest food court open on monday at 4.30pm?')
def _(t):
    p = Place(S, 'The Esplanade', t)
    f, fig = nearest(p, 'food_court')
    v = hours_of(f, 0, 16 * 60 + 30)
    return gold(short(f, 'Gluttons Bay'), yn(v)), f"{fig}; Mo 16:30 in {f.tags['opening_hours']!r}"


@q('hours', S, 'the fast food place next to stamford canal, open friday 8pm??')
def _(t):
    p = Place(S, 'stamford canal', t)
    f, fig = nearest(p, 'fast_food')
    no_tag(f, 'opening_hours')
    return gold(short(f), trap('no opening hours')), f'{fig}; no opening_hours'


@q('hours', S, 'Is the fast-food spot along Bayfront Avenue still serving late on saturday, like 11pm?')
def _(t):
    p = Place(S, 'Bayfront Avenue', t)
    f, fig = nearest(p, 'fast_food')
    no_tag(f, 'opening_hours')
    return gold(trap('no opening hours')), f'{fig}; no opening_hours'


# ================================================================ arithmetic

@q('arithmetic', H, 'footprint of the Von-Graimberg-Haus vs the Rudolf Steiner Haus - how many times bigger is the first?')
def _(t):
    a, b = Place(H, 'Von-Graimberg-Haus', t), Place(H, 'Rudolf Steiner Haus', t)
    aa, ab = area(a.geom), area(b.geom)
    need(aa > 1.15 * ab, 'areas within 15 %')
    return gold(ratio_items(aa / ab)), f'{aa:.0f} / {ab:.0f} m2 = {aa / ab:.3f}'


@q('arithmetic', H, "standing at maxbar: whats closer, café moro or hörnchen? how many metres in it")
def _(t):
    x, a, b = Place(H, 'maxbar', t), Place(H, 'café moro', t), Place(H, 'hörnchen', t)
    a_first, da, db = compare_dist(x, a, b)
    w = a if a_first else b
    return gold(short(w.feat), m_item(abs(da - db))), f'{a.name} {da:.0f} m, {b.name} {db:.0f} m'


@q('arithmetic', H, 'Within 150 m of Vodafone (the phone shop), how many more cafes are there than restuarants? give me both numbers too')
def _(t):
    p = Place(H, 'Vodafone', t)
    c = within(p, H, 'cafe', 150, exclude=p.feat)
    r = within(p, H, 'restaurant', 150, exclude=p.feat)
    count_combo(c, r)
    need(abs(len(c) - len(r)) > 0.1 * max(len(c), len(r)), 'near tie')
    return gold(n_item(len(c) - len(r)), n_item(len(c)), n_item(len(r))), f'cafes {[f.name for f in c]}, restaurants {[f.name for f in r]}'


@q('arithmetic', H, "as the crow flies, Joe Molese to Regie and then on to Chili's: total distance?")
def _(t):
    a, b, c = Place(H, 'Joe Molese', t), Place(H, 'Regie', t), Place(H, "Chili's", t)
    v, legs = legs_sum(a, b, c)
    return gold(m_item(v)), f'legs {[round(x) for x in legs]}'


@q('arithmetic', B, "how much bigger is pierce's park than dypski park, in sq m?")
def _(t):
    a, b = Place(B, "pierce's park", t), Place(B, 'dypski park', t)
    aa, ab = area(a.geom), area(b.geom)
    need(aa > 1.15 * ab, 'areas within 15 %')
    return gold(a_item(aa - ab)), f'{aa:.0f} - {ab:.0f} m2'


@q('arithmetic', B, 'Around 2910 on the Square (250 m radius) - restaurants minus bars = ? Also tell me each count.')
def _(t):
    p = Place(B, '2910 on the Square', t)
    r = within(p, B, 'restaurant', 250, exclude=p.feat)
    b = within(p, B, 'bar', 250, exclude=p.feat)
    count_combo(r, b)
    need(abs(len(r) - len(b)) > 0.1 * max(len(r), len(b)), 'near tie')
    return gold(n_item(len(r) - len(b)), n_item(len(r)), n_item(len(b))), f'restaurants {[f.name for f in r]}, bars {[f.name for f in b]}'


@q('arithmetic', B, 'From Canton Market, how much further away is Lears II than Portside Tavern?')
def _(t):
    x, a, b = Place(B, 'Canton Market', t), Place(B, 'Lears II', t), Place(B, 'Portside Tavern', t)
    b_first, db, da = compare_dist(x, b, a)
    need(b_first, 'Lears II is not the further one')
    return gold(m_item(da - db)), f'Lears II {da:.0f} m, Portside Tavern {db:.0f} m'


@q('arithmetic', B, "which one's nearer to Chizuk Amuno Synagogue - Attman's Deli or Bin 604 Wine Sellers - and by how much?")
def _(t):
    x, a, b = Place(B, 'Chizuk Amuno Synagogue', t), Place(B, "Attman's Deli", t), Place(B, 'Bin 604 Wine Sellers', t)
    a_first, da, db = compare_dist(x, a, b)
    w = a if a_first else b
    return gold(short(w.feat), m_item(abs(da - db))), f'{a.name} {da:.0f} m, {b.name} {db:.0f} m'


@q('arithmetic', S, 'In the singapore map data, which is longer: the Circle Line Extension tunnel or the Stamford Canal? By how much?')
def _(t):
    a, b = Place(S, 'Circle Line Extension', t), Place(S, 'Stamford Canal', t)
    la, lb = length(a.geom), length(b.geom)
    need(max(la, lb) > 1.15 * min(la, lb), 'lengths within 15 %')
    w = a if la > lb else b
    return gold(w.name, m_item(abs(la - lb))), f'{a.name} {la:.0f} m ({a.nfeats} way), {b.name} {lb:.0f} m ({b.nfeats} way)'


@q('arithmetic', S, 'Chinatown station (Singapore): how much further is it to Bayfront Avenue than to the Stamford Canal, straight line?')
def _(t):
    x, a, b = Place(S, 'Chinatown', t), Place(S, 'Bayfront Avenue', t), Place(S, 'Stamford Canal', t)
    a_first, da, db = compare_dist(x, b, a)
    need(a_first, 'Bayfront Avenue is not the further one')
    return gold(m_item(db - da)), f'Bayfront Avenue {db:.0f} m, Stamford Canal {da:.0f} m'


@q('arithmetic', S, 'Looking at the whole Singapore extract, are there twice as many restaurants as cafes? Tell me both counts.')
def _(t):
    r, c = whole(S, 'restaurant'), whole(S, 'cafe')
    count_combo(r, c)
    ratio = len(r) / len(c)
    need(abs(ratio - 2) > 0.2, 'ratio near 2')
    return gold(yn(ratio >= 2), n_item(len(r)), n_item(len(c))), f'restaurants {len(r)}, cafes {len(c)}'


@q('arithmetic', S, 'cafes + fast food places within 250m of The Esplanade, how many altogether?')
def _(t):
    p = Place(S, 'The Esplanade', t)
    c = within(p, S, 'cafe', 250)
    ff = within(p, S, 'fast_food', 250)
    count_combo(c, ff)
    return gold(n_item(len(c) + len(ff))), f'cafes {[f.name for f in c]}, fast food {[f.name for f in ff]}'


# ================================================================ route

def route_gold(L, *extra):
    return gold(*extra, r_item(L)) if extra else gold(r_item(L))


@q('route', H, 'Picking up the kids: driving from the Kindertagesstätte Kanzleigasse over to the Sporthalle Friedrich-Ebert-Schule, how far is that by car?')
def _(t):
    a, b = Place(H, 'Kindertagesstätte Kanzleigasse', t), Place(H, 'Sporthalle Friedrich-Ebert-Schule', t)
    L, st, lens = route(H, 'car', a, b)
    return route_gold(L), f'car {L:.0f} m, straight {st:.0f} m, variants {sorted(round(v) for v in lens.values())}'


@q('route', H, 'how long would it take me to cycle from abele optik to the bergbahn p12 car sharing spot?')
def _(t):
    a, b = Place(H, 'abele optik', t), Place(H, 'bergbahn p12', t)
    L, st, lens = route(H, 'bike', a, b)
    return gold(r_item(L), TIMEQ), f'bike {L:.0f} m, straight {st:.0f} m, variants {sorted(round(v) for v in lens.values())}'


@q('route', H, 'Is 10 minutes enough to walk from Kindertagesstätte Kanzleigasse to Oskar? Dinner at 7.')
def _(t):
    a, b = Place(H, 'Kindertagesstätte Kanzleigasse', t), Place(H, 'Oskar', t)
    L, st, lens = route(H, 'foot', a, b)
    return gold(yn(walk_verdict(lens, 10)), r_item(L)), f'foot {L:.0f} m, straight {st:.0f} m, variants {sorted(round(v) for v in lens.values())}'


@q('route', H, "Starting at La Couscousserie I want to walk to Joe Molese, Marakesch and Hörnchen (no need to come back). Best order, and how far in total?")
def _(t):
    s = Place(H, 'La Couscousserie', t)
    stops = [Place(H, 'Joe Molese', t), Place(H, 'Marakesch', t), Place(H, 'Hörnchen', t)]
    order, t1, t2 = tour(H, 'foot', s, stops, [1, 2, 3])
    return gold(*[p.name for p in order], r_item(t1)), f'best {[p.name for p in order]} {t1:.0f} m, next order {t2:.0f} m'


@q('route', B, "driving from Johnny Rad's to Portside Tavern - approx. how many minutes?")
def _(t):
    a, b = Place(B, "Johnny Rad's", t), Place(B, 'Portside Tavern', t)
    L, st, lens = route(B, 'car', a, b)
    return gold(r_item(L), TIMEQ), f'car {L:.0f} m, straight {st:.0f} m, variants {sorted(round(v) for v in lens.values())}'


@q('route', B, 'claddagh to sticky rice on a bike, how far is the ride')
def _(t):
    a, b = Place(B, 'claddagh', t), Place(B, 'sticky rice', t)
    L, st, lens = route(B, 'bike', a, b)
    return route_gold(L), f'bike {L:.0f} m, straight {st:.0f} m, variants {sorted(round(v) for v in lens.values())}'


@q('route', B, 'Could I walk from Canton Market to the nearest fire station in 5 minutes flat?')
def _(t):
    a = Place(B, 'Canton Market', t)
    f, fig = nearest(a, 'fire_station')
    L, st, lens = route(B, 'foot', a, Found(f))
    return gold(short(f), yn(walk_verdict(lens, 5)), r_item(L)), f'{fig}; foot {L:.0f} m, straight {st:.0f} m'


@q('route', B, "Errands by car, starting from Pasta Mista: Claddagh, Tochterman's and Lears II, I don't have to come back. Which order is shortest and how many km is it?")
def _(t):
    s = Place(B, 'Pasta Mista', t)
    stops = [Place(B, 'Claddagh', t), Place(B, "Tochterman's", t), Place(B, 'Lears II', t)]
    order, t1, t2 = tour(B, 'car', s, stops, [1, 2, 3])
    return gold(*[p.name for p in order], r_item(t1)), f'best {[p.name for p in order]} {t1:.0f} m, next order {t2:.0f} m'


@q('route', S, 'Singapore. From the food court closest to The Esplanade, how far do I have to walk to reach the nearest bicycle parking?')
def _(t):
    e = Place(S, 'The Esplanade', t)
    a, fa = nearest(e, 'food_court')
    b, fb = nearest(Found(a), 'bicycle_parking')
    L, st, lens = route(S, 'foot', Found(a), Found(b))
    return gold(short(a, 'Gluttons Bay'), r_item(L)), f'{fa}; {fb}; foot {L:.0f} m, straight {st:.0f} m'


@q('route', S, "i'm at the bus stop nearest the esplanade - is 15 min enough to walk to the closest tourist infomation point?")
def _(t):
    e = Place(S, 'the esplanade', t)
    a, fa = nearest(e, 'bus_stop')
    b, fb = nearest(Found(a), 'information')
    L, st, lens = route(S, 'foot', Found(a), Found(b))
    return gold(short(a, 'The Float'), yn(walk_verdict(lens, 15)), r_item(L)), f'{fa}; {fb}; foot {L:.0f} m, straight {st:.0f} m'


@q('route', S, 'parked in the car park closest to Raffles Avenue. How long a walk is it from there to the nearest viewpoint?')
def _(t):
    e = Place(S, 'Raffles Avenue', t)
    a, fa = nearest(e, 'parking')
    b, fb = nearest(Found(a), 'viewpoint')
    L, st, lens = route(S, 'foot', Found(a), Found(b))
    return gold(short(a), r_item(L), TIMEQ), f'{fa}; {fb}; foot {L:.0f} m, straight {st:.0f} m'


@q('route', S, 'Walking distance from the car park next to the Circle Line Extension to the nearest food court? (Singapore)')
def _(t):
    e = Place(S, 'Circle Line Extension', t)
    a, fa = nearest(e, 'parking')
    b, fb = nearest(Found(a), 'food_court')
    L, st, lens = route(S, 'foot', Found(a), Found(b))
    return gold(short(a), short(b, 'Gluttons Bay'), r_item(L)), f'{fa}; {fb}; foot {L:.0f} m, straight {st:.0f} m'


# ================================================================ aggregate

@q('aggregate', H, 'Heidelberg data: which street has the most shops on it (going by their addresses)?')
def _(t):
    shops = [f for f in town(H).feats if 'shop' in f.tags]
    w, fig = most_common([f.tags.get('addr:street') for f in shops if f.name],
                         [f.tags.get('addr:street') for f in shops], 'addr:street of shops')
    return gold(nm(w)), fig


@q('aggregate', H, 'how many stolpersteine are mapped in the heidelberg data')
def _(t):
    fs = [f for f in town(H).feats if f.tags.get('memorial:type') == 'stolperstein' or f.tags.get('memorial') == 'stolperstein']
    need(all(f.name for f in fs), 'an unnamed stolperstein')
    dedupe_check(fs, 'stolpersteine')
    return gold(n_item(len(fs))), f'{len(fs)} features with memorial:type=stolperstein'


@q('aggregate', H, "Streets longer than 400 m within 150 m of Chili's? list them", 'list')
def _(t):
    p = Place(H, "Chili's", t)
    res, figs = long_streets_within(p, 150, 400)
    return gold(*[nm(r) for r in res]), '; '.join(figs)


@q('aggregate', H, "My aunt needs a GP near the Triplex-Mensa - which doctors are there within 300 m of it?", 'list')
def _(t):
    p = Place(H, 'Triplex-Mensa', t)
    s = within(p, H, 'doctors', 300, named_only=True, exclude=p.feat)
    items = {'Dr. Petersen': 'Petersen', 'Dr. Engellandt-Schnell': 'Engellandt-Schnell', 'Dr. med. Andreas Schenck': 'Schenck'}
    return gold(*[short(f, items.get(f.name)) for f in s]), f'{[f.name for f in s]}'


@q('aggregate', B, "what's the most common type of shop in Baltimore's data?")
def _(t):
    shops = [f for f in town(B).feats if 'shop' in f.tags]
    w, fig = most_common([f.tags['shop'] for f in shops if f.name], [f.tags['shop'] for f in shops], 'shop values')
    alts = {'convenience': ['convenience', 'corner store']}.get(w, [w])
    return gold(lit(*alts)), fig


@q('aggregate', B, 'parks over 2 hectares within 1.2 km of the Claddagh pub - which ones?', 'list')
def _(t):
    p = Place(B, 'Claddagh', t)
    res, figs = big_parks_within(p, 1200, 20000)
    return gold(*[f.name for f in res]), '; '.join(figs)


@q('aggregate', B, 'Take the library closest to Claddagh. How many churches are within 300 m of it?')
def _(t):
    p = Place(B, 'Claddagh', t)
    lib_, fig = nearest(p, 'library')
    s = within(Found(lib_), B, 'church', 300, exclude=lib_)
    return gold(short(lib_, 'Highlandtown Branch'), n_item(len(s))), f'{fig}; churches {[f.name for f in s]}'


@q('aggregate', B, 'total number of musuems in the baltimore data?')
def _(t):
    fs = whole(B, 'museum')
    return gold(n_item(len(fs))), f'{[f.name for f in fs]}'


@q('aggregate', S, 'Raffles Avenue in Singapore - count the restaurants within 300 m of it.')
def _(t):
    p = Place(S, 'Raffles Avenue', t)
    s = within(p, S, 'restaurant', 300)
    return gold(n_item(len(s))), f'{[f.name for f in s]}'


@q('aggregate', S, 'toilets within 300m of the Circle Line Extension - how many r there?')
def _(t):
    p = Place(S, 'Circle Line Extension', t)
    s = within(p, S, 'toilets', 300)
    return gold(n_item(len(s))), f'{len(s)} toilets'


@q('aggregate', S, 'Which artworks can I see within 400 m of The Esplanade?', 'list')
def _(t):
    p = Place(S, 'The Esplanade', t)
    s = within(p, S, 'artwork', 400, named_only=True)
    items = {'O scale the highest moutain in the world': 'O scale'}
    return gold(*[short(f, items.get(f.name)) for f in s]), f'{[f.name for f in s]}'


@q('aggregate', S, 'In the Singapore data, on which level are most of the restaurants?')
def _(t):
    rs = of_kind(S, 'restaurant')
    w, fig = most_common([f.tags.get('level') for f in rs if f.name], [f.tags.get('level') for f in rs], 'restaurant levels')
    need(w == '2', 'level words')
    return gold(lit(w, 'second', '2nd')), fig


# ================================================================ running

EXPECTED = {'attribute': {H: 4, B: 4, S: 4}, 'hours': {H: 5, B: 4, S: 3}, 'arithmetic': {H: 4, B: 4, S: 4},
            'route': {H: 4, B: 4, S: 4}, 'aggregate': {H: 4, B: 4, S: 4}}
_ITEM = re.compile(r'(#[0-9]+|~[0-9]+ m|~[0-9]+ m ±10%|~[0-9]+ m2|![^|;]+|[^!#~|;][^|;]*)')


def check_syntax(g):
    for item in g.split('; '):
        alts = item.split(' | ')
        for a in alts:
            need(a == a.strip() and a and _ITEM.fullmatch(a), f'bad gold item {a!r} in {g!r}')


def compute():
    rows = []
    for file, tn, text, kind, fn in QUESTIONS:
        try:
            g, figs = fn(text)
            check_syntax(g)
            err = None
        except Fragile as e:
            g, figs, err = None, None, str(e)
        rows.append(dict(file=file, town=tn, q=text, kind=kind, gold=g, figs=figs, err=err))
    problems = []
    for file in FILES_OUT:
        for tn, n in EXPECTED[file].items():
            k = sum(1 for r in rows if r['file'] == file and r['town'] == tn)
            if k != n:
                problems.append(f'{file}: {k} questions for {tn}, expected {n}')
        k = sum(1 for r in rows if r['file'] == file)
        if k != 12:
            problems.append(f'{file}: {k} questions')
    texts = [r['q'] for r in rows]
    for tx in set(texts):
        if texts.count(tx) > 1:
            problems.append(f'duplicate question {tx!r}')
    for r in rows:
        if '\t' in r['q'] or '\n' in r['q']:
            problems.append(f'tab or newline in {r["q"]!r}')
    return rows, problems


def tsv_path(file):
    return HERE.parent / f'val11-{file}.tsv'


HEADER = ('# val11-{file}: "beyond" validation set 11 (held out), 2026-11-28; see README-val11.md\n'
          '# golds computed by gold_val11.py from the osm-fresh extracts; question<TAB>gold<TAB>kind\n')


def read_tsv(file):
    out = []
    p = tsv_path(file)
    if not p.exists():
        return None
    for line in p.read_text(encoding='utf-8').splitlines():
        if not line.strip() or line.startswith('#'):
            continue
        parts = line.split('\t')
        out.append(tuple(parts))
    return out


def main(argv):
    rows, problems = compute()
    fragile = [r for r in rows if r['err']]
    if '--write' in argv:
        if fragile or problems:
            for r in fragile:
                print(f"FRAGILE [{r['file']}/{r['town']}] {r['q']}\n    {r['err']}")
            for p in problems:
                print('PROBLEM', p)
            print('refused: fragile golds')
            return 1
        for file in FILES_OUT:
            with open(tsv_path(file), 'w', encoding='utf-8') as fh:
                fh.write(HEADER.format(file=file))
                for r in rows:
                    if r['file'] == file:
                        fh.write(f"{r['q']}\t{r['gold']}\t{r['kind']}\n")
        print('written', ', '.join(str(tsv_path(f).name) for f in FILES_OUT))
        return 0
    if '--check' in argv:
        bad = 0
        for r in fragile:
            print(f"FRAGILE [{r['file']}/{r['town']}] {r['q']}\n    {r['err']}")
            bad += 1
        for p in problems:
            print('PROBLEM', p)
            bad += 1
        for file in FILES_OUT:
            have = read_tsv(file)
            want = [(r['q'], r['gold'] or '', r['kind']) for r in rows if r['file'] == file]
            if have is None:
                print(f'MISSING {tsv_path(file).name}')
                bad += 1
                continue
            if len(have) != len(want):
                print(f'{file}: {len(have)} lines in the TSV, {len(want)} questions')
                bad += 1
            for h, w in zip(have, want):
                if tuple(h) != w:
                    print(f'DIFF {file}:\n  tsv : {h}\n  gold: {w}')
                    bad += 1
        print('check:', 'OK' if not bad else f'{bad} problem(s)')
        return 1 if bad else 0
    for r in rows:
        print(f"[{r['file']} / {r['town']}] {r['q']}")
        if r['err']:
            print(f"    FRAGILE: {r['err']}")
        else:
            print(f"    gold : {r['gold']}   ({r['kind']})\n    figs : {r['figs']}")
    for p in problems:
        print('PROBLEM', p)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
