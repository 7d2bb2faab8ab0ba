#!/usr/bin/env python3
"""Recompute every gold of the "beyond" validation set 8 from the raw osm-fresh extracts.

    python gold_val8.py            print each question, its town, its gold and the figures behind it
    python gold_val8.py --check    compare with the val8-*.tsv files; exit 1 on any difference or fragile gold
    python gold_val8.py --write    rewrite the five val8-*.tsv files (refused while any gold is fragile)

Only osmium (pyosmium), shapely, pyproj, networkx and numpy are used. Definitions: README-val8.md.
Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""
import itertools
import math
import os
import re
import sys
import unicodedata
from functools import lru_cache
from pathlib import Path

import networkx as nx
import numpy as np
import osmium
from pyproj import CRS, Geod, Transformer
import shapely
from shapely import ops, wkb

HERE = Path(__file__).resolve().parent
DATA = Path(os.environ.get('GEOREACT_FRESH_DIR') or (Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'))
FILES = {'heidelberg': 'heidelberg-2015.osm.pbf', 'baltimore': 'baltimore-2015.osm.pbf',
         'singapore': 'singapore-bayfront-2019.osm.pbf'}
KINDS = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
POIKEYS = ('amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft')
GEOD = Geod(ellps='WGS84')
NOT_IN_DATA = ['!not in the data', '!no information', '!not tagged', '!unknown', '!does not say',
               '!could not find', '!not recorded']
TIME_WORDS = '!min | !minute | !hour'

# Places named in README-val3 … README-val7 (files, golds, wordings, dropped candidates). No question of this set
# may mention a place whose name equals one of these, contains one or is contained in one (whole words).
OLDER_SETS = [
    # Baltimore
    "7-Eleven", "Ace Hardware", "Admiral Fell Inn", "Baltimore Public Works Museum", "Barnes & Noble",
    "Bertha's Mussels", "Bond Street Social", "Boston Street Pier Park", "Broadway Diner", "Cafe Latte Da",
    "Canton Dog Park", "Canton Soccer Park", "Canton Square", "Canton Waterfront Park", "Caroline Street Garage",
    "Chiaparelli's", "Chipotle", "Chipotle Mexican Grill", "Chris' Seafood", "Courtyard Marriott", "Ding How",
    "Dog Park", "Duda's Tavern", "Dunkin Donuts", "Executive Inn", "Fairfield Inn & Suites", "Fayette Street Garage",
    "Federal Hill Park", "Fell School", "Fells Point Branch Enoch Pratt Free Library", "Firehouse Coffee Co.",
    "First United Evangelical and Reformed Church", "Five Guys", "Fort McHenry",
    "Fort McHenry National Monument and Historic Shrine", "Four Seasons", "Frank C Bocek Park", "Gitan",
    "Hair Cuttery", "Harris Teeter", "Henderson's Wharf Marina", "Holiday Inn Express", "Holy Crepe",
    "Holy Redeemer Chapel", "Hudson Street Stackhouse", "Hull Street Blues", "Jewish Museum of Maryland",
    "Jimmy's Famous Seafood", "Joe's Bike Shop", "Johnson Square", "Joseph Lee Park", "Korean War Memorial",
    "Kumari", "Latrobe Park", "Little Havana", "Little Italy Garage", "Lockwood Place Garage",
    "Locust Point Steamers", "Looney's Pub", "Louisiana's", "Madison Square", "Mahaffey's Pub", "Marriott",
    "Michelle's Cafe", "Mimi DiPietro Ice Rink", "Mission BBQ", "Montford Bar", "Nacho Mama's",
    "O'Donnell Square Park", "Old Bay Garage", "Ozra", "Patisserie Poupon", "Patterson Bowling Center",
    "Patterson Park", "Patterson Perk", "Pulaski Monument", "Race Pace Bicycles", "Rash Field", "Rite Aid",
    "Riverside Park", "Saint Brigid Catholic Church", "Samos", "Samos Restaurant", "Shiso Tavern", "Shot Tower",
    "St. Casimir's Park", "St. Michael the Archangel", "Starbucks", "Starbucks Coffee", "Su Casa", "Target",
    "Thames Street Park", "The Life of Reilly Irish Pub", "The Sushi Place", "Tortilleria Sinaloa",
    "Trinity Lutheran Church", "Vaccaro's", "Vaccaro's Italian Pastry", "Port Discovery Museum",
    "The Admiral's Cup", "Saint Michaels Ukrainian Orthodox Church", "American Visionary Art Museum",
    "Baltimore Museum of Industry", "City of Baltimore Fire Museum", "The Inn at Henderson's Wharf",
    "Captain O'Donnell Statue", "Miss Shirley's Cafe", "Frederick Douglass-Isaac Myers Maritime Park",
    "Reginald F Lewis Museum of Maryland African-American History and Culture", "Bonaparte Breads",
    # Heidelberg
    "Alte Gundtei", "Alte Universität", "Altstadtpension Jeske", "Antiquariat Hatry", "Arthotel Heidelberg",
    "Benetton", "Brauhaus Vetter", "Café Burkardt", "Cave 54", "Coffee Inn", "Die Kuh die lacht", "Erlöserkirche",
    "Extrablatt", "Gasthaus Backmulde", "Gasthaus zum Mohren", "Gino's (Villa Mexico)", "Gloria & Gloriette",
    "Goldener Falke", "Greif-Apotheke", "Göbes", "Hackteufel", "Heidelberger Bonbon Manufaktur", "Heiliggeistkirche",
    "Heuscheuer", "Hexenturm", "Hip Hotel", "Hotel Acor", "Hotel Anlage", "Hotel Backmulde", "Hotel Goldener Hecht",
    "Hotel Monpti", "Hotel Perkeo", "Hotel The Dubliner", "Hotel Weisser Bock", "Hotel am Kornmarkt",
    "Hotel am Schloss", "Hotel zum Ritter St. Georg", "Hölderlin-Gymnasium", "JINX", "Jesuitenkirche",
    "Jubiläumsplatz", "Karzer", "Kilimanjaro", "Koh Samui Thaimassage", "Konomi", "Krahnenplatz",
    "Kurpfälzisches Museum", "Käthe Wohlfahrt", "La Flamm-Pâtisserie", "La Fée Bar Café", "Liselotte-Brunnen",
    "Lotte - The Backpackers", "Malecón", "Mantei", "Marstall", "Marstallcafé", "Mercato", "Montpellierplatz",
    "Neue Universität", "Papi Bar", "Perkeo", "Peterskirche", "Piccolo Mondo", "Providenzkirche", "Rad Kirch",
    "Raja Rani", "Rathaus", "Same Same", "Schloss Filmtheater", "Schnitzelbank", "Schnookeloch", "Schwan Apotheke",
    "Seminar für Klassische Philologie", "Shooter Stars", "Soban", "Sonderbar (betreutes Trinken)",
    "Sporthalle Hölderlin-Gymnasium", "Sporthalle Klingenteich", "Studentenmuseum mit Karzer", "Tangente",
    "The Dubliner", "Universitäts-Apotheke", "Universitätsbibliothek", "Vater Rhein", "VeggieArt", "Weisser Bock",
    "Yellow Corner", "Zeitreise Café & Laden", "Zentrale Universitätsverwaltung", "Zentrales Sprachlabor",
    "Zuckerladen", "Zum Seppl", "emma Café-Bar", "hollenbach", "Krankenhaus St. Vincentius", "Zum Roten Ochsen",
    "Hotel Schönberger Hof", "Dokumentations- und Kulturzentrum Deutscher Sinti und Roma", "Zum Franziskaner",
    "Hauptstraße", "Neue Schlossstraße",
    # Singapore
    "Art Science Museum", "Bazin", "Beanstro - Marina Bay Sands", "Beyond Pancakes", "Black Knight", "Black Tap",
    "Box Office", "Bread Street Kitchen Singapore", "CASIO", "Charles & Keith", "Colony", "Cortina",
    "Crystal Pavilion North;Louis Vuitton Singapore", "Louis Vuitton", "Cut", "CÉ LA VI", "Da Paolo Gastronomia",
    "Din Tai Fung", "Events Service Concierge", "Gerry's Grill", "Hamleys", "Home Fix", "Infinity Pool",
    "Jasons Deli", "Justin Flavours of Asia", "Koufu", "Lavo", "LiHO", "Light Show Viewing Point",
    "Makansutra Gluttons Bay", "Mandarin Oriental", "Marina Bay Sands", "Marina Bay Sands Expo and Convention Centre",
    "Marina Bay Sands Tower 1", "Marina Bay Sands Tower 2", "Marina Bay Sands Tower 3", "Marina Bay Ssands",
    "Marina Square", "Modern Fencing", "Newstead", "O scale the highest moutain in the world", "PSB Academy",
    "Poporo Park", "Punjab Grill", "Rain Oculus", "Rolex", "Running Lab", "Sands SkyPark", "Sen of Japan",
    "Seoul Garden", "Sephora", "Sky Mirror", "SkyPark", "Spago", "Super Heroes Cafe", "SweetSpot", "TWG Tea",
    "Tenkaichi", "The Connoisseur Concerto", "The Helix Bridge", "The Hour Glass", "The Music Platform",
    "The Ritz-Carlton", "The Shoppes at Marina Bay Sands", "Theatres", "Toast Box", "UOB", "Waku Ghin", "Xtra",
    "YOG", "Youth Olympic Park", "Zara", "Dallas Cafe & Bar", "J Kids Amusement Funland",
    "Marina Bay Observation Deck",
]


class Fragile(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fragile(msg)


# ----------------------------------------------------------------------------------------------------------- text

def fold(s):
    s = s.replace('ß', 'ss').replace('’', "'").replace('‘', "'")
    s = unicodedata.normalize('NFKD', s)
    s = ''.join(c for c in s if not unicodedata.combining(c))
    return re.sub(r'\s+', ' ', s.lower()).strip()


def wcont(hay, needle):
    """needle inside hay as whole words (folded)"""
    hay, needle = fold(hay), fold(needle)
    return re.search(r'(?<!\w)' + re.escape(needle) + r'(?!\w)', hay) is not None


# ----------------------------------------------------------------------------------------------------------- data

class Town:
    def __init__(self, name):
        self.name = name
        fab = osmium.geom.WKBFactory()
        self.nodes, self.ways, areas, feats = {}, {}, {}, []
        for o in osmium.FileProcessor(str(DATA / FILES[name])).with_locations().with_areas():
            if o.is_node():
                self.nodes[o.id] = (o.location.lon, o.location.lat)
                if len(o.tags):
                    feats.append(dict(t='n', id=o.id, tags=dict(o.tags), geom=wkb.loads(fab.create_point(o), hex=True)))
            elif o.is_way():
                try:
                    g = wkb.loads(fab.create_linestring(o), hex=True)
                except Exception:
                    g = None
                self.ways[o.id] = (dict(o.tags), [n.ref for n in o.nodes], g)
            elif o.is_area():
                try:
                    g = wkb.loads(fab.create_multipolygon(o), hex=True)
                except Exception:
                    continue
                areas[('w' if o.from_way() else 'r', o.orig_id())] = (dict(o.tags), g)
        for wid, (tg, refs, g) in self.ways.items():
            if not tg:
                continue
            if ('w', wid) in areas and not ('highway' in tg and tg.get('area') != 'yes'):
                feats.append(dict(t='w', id=wid, tags=tg, geom=areas[('w', wid)][1]))
            elif g is not None:
                feats.append(dict(t='w', id=wid, tags=tg, geom=g))
        for (k, i), (tg, g) in areas.items():
            if k == 'r':
                feats.append(dict(t='r', id=i, tags=tg, geom=g))
        for f in feats:
            f['town'] = name
        self.features = feats
        self.pois = [f for f in feats if any(k in f['tags'] for k in POIKEYS)]
        self.graphs = {}


_TOWNS = {}


def town(name):
    if name not in _TOWNS:
        _TOWNS[name] = Town(name)
    return _TOWNS[name]


def all_pois():
    return [p for t in FILES for p in town(t).pois]


def label(f):
    return f['tags'].get('name') or f"<unnamed {f['t']}{f['id']}>"


# ------------------------------------------------------------------------------------------------------- geometry

@lru_cache(maxsize=8192)
def _aeqd(lon, lat):
    crs = CRS.from_proj4(f'+proj=aeqd +lat_0={lat} +lon_0={lon} +datum=WGS84 +units=m')
    return (Transformer.from_crs('EPSG:4326', crs, always_xy=True),
            Transformer.from_crs(crs, 'EPSG:4326', always_xy=True))


def _tr(g, tf):
    return shapely.transform(g, lambda xy: np.column_stack(tf.transform(xy[:, 0], xy[:, 1])))


def dist(a, b):
    """geodesic distance between the nearest points of two geometries (0 when they touch or overlap)"""
    if a.intersects(b):
        return 0.0
    c = a.centroid
    fwd, inv = _aeqd(round(c.x, 7), round(c.y, 7))
    pa, pb = _tr(a, fwd), _tr(b, fwd)
    if pa.intersects(pb):
        return 0.0
    na, nb = ops.nearest_points(pa, pb)
    lo1, la1 = inv.transform(na.x, na.y)
    lo2, la2 = inv.transform(nb.x, nb.y)
    return GEOD.inv(lo1, la1, lo2, la2)[2]


def cdist(a, b):
    ca, cb = a.centroid, b.centroid
    return GEOD.inv(ca.x, ca.y, cb.x, cb.y)[2]


def area(g):
    need(g.geom_type in ('Polygon', 'MultiPolygon'), 'area of a non-polygon')
    return abs(GEOD.geometry_area_perimeter(g)[0])


def length(g):
    return GEOD.geometry_length(g)


# ---------------------------------------------------------------------------------------------------------- places

# Singapore's fresh POIs are few and mostly inside one mall, so its routes also use three named features without a
# POI key: a grandstand building, a pedestrian plaza and an MRT station exit (README-val8, "Places").
EXTRA_PLACES = {
    ('singapore', 'The Float @ Marina Bay'): ('w', 4),
    ('singapore', 'Event Plaza'): ('w', 52),
    ('singapore', 'Bayfront (CCL/DTL) Exit C'): ('n', 1193),
}


def place(townname, name):
    T = town(townname)
    r = [p for p in T.pois if fold(p['tags'].get('name', '')) == fold(name)]
    if not r and (townname, name) in EXTRA_PLACES:
        t, i = EXTRA_PLACES[(townname, name)]
        r = [f for f in T.features if f['t'] == t and f['id'] == i and f['tags'].get('name') == name]
    need(len(r) == 1, f'{name!r}: {len(r)} places with this name in {townname}')
    return r[0]


def namesakes(p):
    T = town(p['town'])
    n = fold(p['tags']['name'])
    return [f for f in T.features if f is not p and f not in T.pois and fold(f['tags'].get('name', '')) == n]


def all_named():
    return [f for t in FILES for f in town(t).features if f['tags'].get('name')]


def alts(p):
    return [p] + namesakes(p)


def older_hits(name):
    return [o for o in OLDER_SETS if wcont(name, o) or wcont(o, name)]


def check_mention(q, townname, mention):
    """mention = 'text' (a full name) or 'text=>Full Name' (written shortened / lowercased / without accents)"""
    text, _, full = mention.partition('=>')
    full = full or text
    p = place(townname, full)
    need(fold(text) in fold(q), f'mention {text!r} not in the question')
    for name in {text, full}:
        hits = older_hits(name)
        need(not hits, f'{name!r} is (or is inside / contains) a place of an older set: {hits}')
    if (townname, full) in EXTRA_PLACES:
        need(not [x for x in all_pois() if fold(x['tags'].get('name', '')) == fold(full)], f'{full!r} is also a POI')
        names = {x['tags']['name'] for x in all_named() if fold(text) in fold(x['tags']['name'])}
        need(names == {full}, f'{text!r} matches the names {sorted(names)}')
        return p
    exact = [x for x in all_pois() if fold(x['tags'].get('name', '')) == fold(full)]
    sub = [x for x in all_pois() if fold(text) in fold(x['tags'].get('name', ''))]
    if len(exact) == 1 and len(sub) == 1:
        return p
    # a name shared with another extract is allowed only when the question names its town
    exact_here = [x for x in exact if x['town'] == townname]
    sub_here = [x for x in sub if x['town'] == townname]
    need(len(exact_here) == 1 and len(sub_here) == 1 and townname in fold(q),
         f'{text!r} is not unique ({len(exact)} exact, {len(sub)} substring matches) and the town is not named')
    return p


# ------------------------------------------------------------------------------------------------------- kinds, scopes

def of_kind(townname, kv, exclude=None):
    k, v = kv.split('=')
    out = [f for f in town(townname).features if f['tags'].get(k) == v and f is not exclude]
    if kv == 'leisure=park':
        out = [f for f in out if f['geom'].geom_type in ('Polygon', 'MultiPolygon')]
    return out


def within(centre, cands, R):
    """features within R m of centre's geometry; raises when a candidate sits near the edge or measures disagree"""
    sets = []
    for c in alts(centre):
        ds = [(dist(c['geom'], f['geom']), f) for f in cands if f is not centre]
        for d, f in ds:
            need(abs(d - R) > 0.05 * R, f'{label(f)} at {d:.1f} m, within 5 % of the radius {R} m')
        sets.append(frozenset(id(f) for d, f in ds if d <= R))
        cs = [(cdist(c['geom'], f['geom']), f) for f in cands if f is not centre]
        sets.append(frozenset(id(f) for d, f in cs if d <= R))
    need(len(set(sets)) == 1, f'radius {R} m: real-geometry, centroid and namesake scopes differ')
    ds = sorted(((dist(centre['geom'], f['geom']), f) for f in cands if f is not centre), key=lambda x: x[0])
    return [(d, f) for d, f in ds if d <= R]


def nearest_of(centre, cands):
    """the nearest feature; must beat the runner-up by 10 % + 5 m, win by centroid and from every namesake"""
    win = None
    for c in alts(centre):
        ds = sorted(((dist(c['geom'], f['geom']), f) for f in cands if f is not centre), key=lambda x: x[0])
        (d1, f1), (d2, f2) = ds[0], ds[1]
        need(d2 > 1.1 * d1 + 5, f'nearest {label(f1)} {d1:.0f} m vs {label(f2)} {d2:.0f} m: too close')
        cs = sorted(((cdist(c['geom'], f['geom']), f) for f in cands if f is not centre), key=lambda x: x[0])
        need(cs[0][1] is f1, f'nearest by centroid is {label(cs[0][1])}, not {label(f1)}')
        need(win is None or win is f1, 'a namesake finds another nearest place')
        win = win or f1
        if c is centre:
            fig = (d1, d2, label(f2))
    return win, fig


# --------------------------------------------------------------------------------------------------- opening hours

DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
_RANGE = re.compile(r'^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$')


def _days(sel):
    out = []
    for part in sel.split(','):
        if part in DAYS:
            out.append(DAYS.index(part))
        elif re.fullmatch(r'[A-Z][a-z]-[A-Z][a-z]', part) and part[:2] in DAYS and part[3:] in DAYS:
            i, j = DAYS.index(part[:2]), DAYS.index(part[3:])
            while True:
                out.append(i)
                if i == j:
                    break
                i = (i + 1) % 7
        else:
            return None
    return out


def parse_oh(s):
    """the subset of README-val8: -> {day: [(start, end) minutes]} or None"""
    if s is None:
        return None
    s = s.strip()
    if s == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    week = {d: [] for d in range(7)}
    for rule in s.split(';'):
        rule = rule.strip()
        parts = rule.split(' ')
        if len(parts) == 1 and parts[0]:
            days, body = list(range(7)), parts[0]
        elif len(parts) == 2:
            days, body = _days(parts[0]), parts[1]
            if days is None:
                return None
        else:
            return None
        iv = []
        if body not in ('off', 'closed'):
            for r in body.split(','):
                m = _RANGE.match(r)
                if not m:
                    return None
                h1, m1, h2, m2 = map(int, m.groups())
                if h1 > 24 or h2 > 24 or m1 > 59 or m2 > 59:
                    return None
                iv.append((h1 * 60 + m1, h2 * 60 + m2))
        for d in days:
            week[d] = list(iv)
    return week


def _open(week, day, minute, strict):
    for a, b in week[day]:
        if (b > a and a <= minute < b) or (b <= a and minute >= a):
            return True
    if strict and week[day]:
        return False
    return any(b <= a and minute < b for a, b in week[(day - 1) % 7])


def open_at(f, day, minute):
    """verdict at day/minute; the same 15 min either side and under both readings of a past-midnight spill"""
    oh = f['tags'].get('opening_hours')
    week = parse_oh(oh)
    need(week is not None, f'{label(f)}: opening_hours {oh!r} not readable')
    vs = set()
    for dm in range(-15, 16):
        t, d = minute + dm, day
        if t < 0:
            t, d = t + 1440, (d - 1) % 7
        if t >= 1440:
            t, d = t - 1440, (d + 1) % 7
        for strict in (False, True):
            vs.add(_open(week, d, t, strict))
    need(len(vs) == 1, f'{label(f)}: {oh!r} changes near {DAYS[day]} {minute // 60}:{minute % 60:02d}')
    return vs.pop()


def hm(s):
    h, m = s.split(':')
    return int(h) * 60 + int(m)


def time_alts(minute):
    h, m = divmod(minute, 60)
    h12 = h % 12 or 12
    ap = 'am' if h < 12 or h == 24 else 'pm'
    return [f'!{h:02d}:{m:02d}', f'!{h}:{m:02d}', f'!{h12} {ap}', f'!{h12}{ap}', f'!{h12}:{m:02d} {ap}',
            f'!{h12}:{m:02d}{ap}'] if m == 0 else [f'!{h:02d}:{m:02d}', f'!{h}:{m:02d}', f'!{h12}:{m:02d} {ap}',
                                                    f'!{h12}:{m:02d}{ap}']


# -------------------------------------------------------------------------------------------------------- routing

CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
MOTOR = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}
NONWAYS = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
           'services', 'razed', 'disused', 'bus_guideway', 'escape'}
YES = {'yes', 'true', '1'}
VARIANTS = {'car': ['strict'], 'foot': ['strict'], 'bike': ['strict', 'nooneway']}


def way_dirs(mode, tg, variant):
    """None (not usable) or (forward, backward)"""
    hw = tg.get('highway')
    if hw is None:
        return None
    ow = tg.get('oneway')
    strict = variant == 'strict'
    if mode == 'car':
        if hw not in CAR or tg.get('access') in ('no', 'private'):
            return None
        if strict and (tg.get('motor_vehicle') in ('no', 'private') or tg.get('motorcar') in ('no', 'private')):
            return None
        if ow in YES:
            return (True, False)
        if ow == '-1':
            return (False, True)
        if strict and ow != 'no' and (tg.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link')):
            return (True, False)
        return (True, True)
    if mode == 'foot':
        if hw in MOTOR or hw in NONWAYS or tg.get('foot') == 'no':
            return None
        if strict and tg.get('access') in ('no', 'private') and tg.get('foot') not in ('yes', 'designated', 'permissive'):
            return None
        return (True, True)
    if mode == 'bike':
        if hw in NONWAYS:
            return None
        ok = (hw in CAR and hw not in MOTOR) or hw in ('cycleway', 'path', 'track') or tg.get('bicycle') in ('yes', 'designated')
        if not ok or tg.get('bicycle') == 'no':
            return None
        if strict and tg.get('access') in ('no', 'private') and tg.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return None
        if variant == 'nooneway' or tg.get('oneway:bicycle') == 'no' or tg.get('cycleway', '').startswith('opposite'):
            return (True, True)
        if ow in YES:
            return (True, False)
        if ow == '-1':
            return (False, True)
        if strict and ow != 'no' and tg.get('junction') == 'roundabout':
            return (True, False)
        return (True, True)
    raise ValueError(mode)


def graph(T, mode, variant='base'):
    key = (mode, variant)
    if key not in T.graphs:
        G = nx.DiGraph()
        for wid, (tg, refs, g) in T.ways.items():
            d = way_dirs(mode, tg, variant)
            if d is None:
                continue
            for a, b in zip(refs, refs[1:]):
                if a == b or a not in T.nodes or b not in T.nodes:
                    continue
                (x1, y1), (x2, y2) = T.nodes[a], T.nodes[b]
                w = GEOD.inv(x1, y1, x2, y2)[2]
                for u, v, on in ((a, b, d[0]), (b, a, d[1])):
                    if on and (not G.has_edge(u, v) or G[u][v]['weight'] > w):
                        G.add_edge(u, v, weight=w)
        big = max(nx.strongly_connected_components(G), key=len)
        ids = list(big)
        allids = list(G.nodes)
        T.graphs[key] = (G, (ids, np.array([T.nodes[i] for i in ids])), (allids, np.array([T.nodes[i] for i in allids])))
    return T.graphs[key]


def point_of(f):
    g = f['geom']
    return g if g.geom_type == 'Point' else g.centroid


def snap(nodes, pt):
    ids, xy = nodes
    _, _, d = GEOD.inv(np.full(len(ids), pt.x), np.full(len(ids), pt.y), xy[:, 0], xy[:, 1])
    k = int(np.argmin(d))
    return ids[k], float(d[k])


def route_len(mode, a, b, variant='base', whole=False):
    T = town(a['town'])
    G, big, allnodes = graph(T, mode, variant)
    na, da = snap(allnodes if whole else big, point_of(a))
    nb, db = snap(allnodes if whole else big, point_of(b))
    if not whole:
        need(da <= 100 and db <= 100, f'{label(a)} / {label(b)}: {max(da, db):.0f} m from the {mode} graph')
    try:
        return nx.dijkstra_path_length(G, na, nb, weight='weight')
    except nx.NetworkXNoPath:
        return None


def robust_route(mode, a, b, leg=False):
    """base length; raises unless straight line, detour ratio and every variant agree"""
    sl = dist(a['geom'], b['geom'])
    lo = 100 if leg else 300
    need(lo <= sl <= 5000, f'{label(a)} -> {label(b)}: straight line {sl:.0f} m outside {lo} m - 5 km')
    L = route_len(mode, a, b)
    need(L is not None, f'no {mode} route {label(a)} -> {label(b)}')
    need(L <= 2.5 * sl, f'{label(a)} -> {label(b)}: route {L:.0f} m > 2.5 x straight {sl:.0f} m')
    others = [route_len(mode, a, b, v) for v in VARIANTS[mode]] + [route_len(mode, a, b, whole=True)]
    others += [route_len(mode, x, y) for x in alts(a) for y in alts(b) if (x, y) != (a, b)]
    for o in others:
        need(o is not None and abs(o - L) <= 0.03 * L, f'{label(a)} -> {label(b)}: variant {o} vs {L:.0f} m')
    return L, sl


def tour(t, mode, names, closed, items):
    """start at names[0], visit the other three in the best order; open or back to the start"""
    P = [place(t, n) for n in names]
    legs = {}
    for i, j in itertools.permutations(range(4), 2):
        if mode == 'foot' and (j, i) in legs:
            legs[(i, j)] = legs[(j, i)]
        else:
            legs[(i, j)] = robust_route(mode, P[i], P[j], leg=True)[0]
    tot = {}
    for perm in itertools.permutations([1, 2, 3]):
        seq = (0,) + perm + ((0,) if closed else ())
        tot[perm] = sum(legs[(a, b)] for a, b in zip(seq, seq[1:]))
    ranked = sorted(tot.items(), key=lambda x: x[1])
    best, bl = ranked[0]
    rest = [(p, l) for p, l in ranked[1:] if not (closed and p == best[::-1])]
    need(rest[0][1] > 1.1 * bl, f'tour: best {bl:.0f} m vs next {rest[0][1]:.0f} m: within 10 %')
    need((1, 2, 3) != best and not (closed and (3, 2, 1) == best), 'tour: the listed order is already the best one')
    need(len(items) == 3 and all(fold(items[k]) in fold(names[best[k]]) for k in range(3)), f'tour items {items} vs best {[names[b] for b in best]}')
    fig = (f'legs: ' + ', '.join(f'{names[a][:18]}->{names[b][:18]} {legs[(a, b)]:.0f}' for a, b in legs if a < b or mode != 'foot')
           + f'; best {" -> ".join(names[k] for k in (0,) + best)}{" -> back" if closed else ""} {bl:.0f} m, next {rest[0][1]:.0f} m')
    return '; '.join(items) + f'; {g_route(bl)}', 'one', fig


def r10(x):
    return int(round(x / 10.0)) * 10


# ---------------------------------------------------------------------------------------------------- gold items

def g_m(x):
    return f'~{int(round(x))} m'


def g_route(x):
    return f'~{r10(x)} m ±10%'


def g_m2(x):
    return f'~{int(round(x))} m2'


def alt(*xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return ' | '.join(out)


ITEM = re.compile(r'^(#\d+|~\d+ m( ±10%)?|~\d+ m2|![^|;]+|[^!#~|;][^|;]*)$')


def check_gold(gold):
    for item in gold.split('; '):
        for a in item.split(' | '):
            need(ITEM.match(a) and a == a.strip() and a, f'gold item {a!r} breaks the TSV item syntax')


# =============================================================================================== question kinds

def attr(t, name, keys, gold):
    """a fact from one place's tags: keys = tags read (the first present wins); gold(value) -> items"""
    p = place(t, name)
    vals = [(k, p['tags'][k]) for k in keys if k in p['tags']]
    need(vals, f'{name}: none of {keys} tagged')
    k, v = vals[0]
    return gold(v), 'one', f'{name}: {k}={v!r}'


def attr_multi(t, name, keys, gold):
    p = place(t, name)
    for k in keys:
        need(k in p['tags'], f'{name}: {k} not tagged')
    return gold(*[p['tags'][k] for k in keys]), 'one', f'{name}: ' + ', '.join(f'{k}={p["tags"][k]!r}' for k in keys)


def trap(t, name, absent, extra=(), present=None):
    p = place(t, name)
    for k in absent:
        need(k not in p['tags'], f'trap {name}: {k} is tagged')
    fig = f'{name}: none of {absent} tagged'
    if present:
        q = place(t, present[0])
        need(present[1] in q['tags'], f'{present[0]} lacks {present[1]}')
        fig += f'; {present[0]} has {present[1]}={q["tags"][present[1]]}'
    return alt(*(NOT_IN_DATA + list(extra))), 'one', fig


def desc_attr(t, centre, kv, keys, gold, name_item):
    c = place(t, centre)
    f, (d1, d2, n2) = nearest_of(c, of_kind(t, kv, c))
    vals = [(k, f['tags'][k]) for k in keys if k in f['tags']]
    need(vals, f'{label(f)}: none of {keys}')
    k, v = vals[0]
    need(fold(name_item) in fold(label(f)), f'name item {name_item!r} does not match {label(f)}')
    return f'{name_item}; {gold(v)}', 'one', f'nearest {kv} to {centre}: {label(f)} {d1:.0f} m (next {n2} {d2:.0f} m); {k}={v!r}'


def open_close_time(t, name, day, which):
    p = place(t, name)
    week = parse_oh(p['tags'].get('opening_hours'))
    need(week is not None, f'{name}: opening_hours not readable')
    iv = week[DAYS.index(day)]
    need(len(iv) == 1, f'{name}: {day} has {len(iv)} intervals')
    a, b = iv[0]
    m = a if which == 'open' else b
    return alt(*time_alts(m)), 'one', f'{name}: {p["tags"]["opening_hours"]!r} -> {day} {which} {m // 60}:{m % 60:02d}'


def yn(v):
    return '!yes' if v else '!no'


def hours_named(t, name, day, time):
    p = place(t, name)
    v = open_at(p, DAYS.index(day), hm(time))
    return yn(v), 'one', f'{name}: {p["tags"]["opening_hours"]!r} at {day} {time} -> {v}'


def hours_desc(t, centre, kv, day, time, name_item):
    c = place(t, centre)
    f, (d1, d2, n2) = nearest_of(c, of_kind(t, kv, c))
    need(fold(name_item) in fold(label(f)), f'name item {name_item!r} does not match {label(f)}')
    v = open_at(f, DAYS.index(day), hm(time))
    return f'{name_item}; {yn(v)}', 'one', (f'nearest {kv} to {centre}: {label(f)} {d1:.0f} m (next {n2} {d2:.0f} m); '
                                            f'{f["tags"]["opening_hours"]!r} at {day} {time} -> {v}')


def hours_desc_trap(t, centre, kv, name_item):
    c = place(t, centre)
    f, (d1, d2, n2) = nearest_of(c, of_kind(t, kv, c))
    need(fold(name_item) in fold(label(f)), f'name item {name_item!r} does not match {label(f)}')
    need('opening_hours' not in f['tags'], f'{label(f)} has opening_hours')
    return (f'{name_item}; ' + alt(*(NOT_IN_DATA + ['!no opening hours', "!doesn't have", '!does not have'])), 'one',
            f'nearest {kv} to {centre}: {label(f)} {d1:.0f} m (next {n2} {d2:.0f} m); no opening_hours')


def hours_list(t, centre, kv, R, day, time, items):
    c = place(t, centre)
    inside = within(c, of_kind(t, kv, c), R)
    names = [label(f) for d, f in inside]
    need(all(f['tags'].get('name') for d, f in inside) and len(set(names)) == len(names), 'unnamed or repeated names')
    op = [(label(f), open_at(f, DAYS.index(day), hm(time))) for d, f in inside]
    opened = [n for n, v in op if v]
    need(0 < len(opened) < len(op), f'{len(opened)} of {len(op)} open: not a list question')
    need(len(items) == len(opened) and all(any(fold(i) in fold(n) for n in opened) for i in items),
         f'list items {items} vs open {opened}')
    need(not any(fold(i) in fold(n) for i in items for n, v in op if not v), 'a list item matches a closed place')
    return '; '.join(items), 'list', f'{kv} within {R} m of {centre}: ' + ', '.join(
        f'{n} ({d:.0f} m, {f["tags"]["opening_hours"]!r}: {"open" if v else "closed"})' for (d, f), (n, v) in zip(inside, op))


# ------------------------------------------------------------------------------------------------- arithmetic

def count_in(t, centre, kv, R, cond=None, named_only_check=True):
    c = place(t, centre)
    inside = [f for d, f in within(c, of_kind(t, kv, c), R)]
    if cond:
        inside = [f for f in inside if cond(f['tags'])]
    if named_only_check:
        need(all(f['tags'].get('name') for f in inside), f'unnamed {kv} within {R} m of {centre}')
    return inside


def count_all(t, kv, cond=None, named_only_check=True):
    fs = of_kind(t, kv)
    if cond:
        fs = [f for f in fs if cond(f['tags'])]
    if named_only_check:
        need(all(f['tags'].get('name') for f in fs), f'unnamed {kv} in the {t} data')
    return fs


def nearer(t, x, a, b, name_a, name_b):
    """which of a, b is nearer to x, and by how much"""
    X, A, B = place(t, x), place(t, a), place(t, b)
    res = set()
    diffs = []
    for xx in alts(X):
        for aa in alts(A):
            for bb in alts(B):
                da, db = dist(xx['geom'], aa['geom']), dist(xx['geom'], bb['geom'])
                res.add(da < db)
                diffs.append(abs(da - db))
                need(max(da, db) > 1.15 * min(da, db), f'{a} {da:.0f} m vs {b} {db:.0f} m: within 15 %')
    need(len(res) == 1, 'namesakes change which is nearer')
    da, db = dist(X['geom'], A['geom']), dist(X['geom'], B['geom'])
    dd = abs(da - db)
    need(all(abs(x - dd) <= max(0.05 * dd, 15) for x in diffs), 'namesakes change the difference')
    win = name_a if da < db else name_b
    return f'{win}; {g_m(dd)}', 'one', f'from {x}: {a} {da:.0f} m, {b} {db:.0f} m, difference {dd:.0f} m'


def farther(t, x, a, b):
    """from x, how much farther is a than b"""
    X, A, B = place(t, x), place(t, a), place(t, b)
    diffs = []
    for xx in alts(X):
        for aa in alts(A):
            for bb in alts(B):
                da, db = dist(xx['geom'], aa['geom']), dist(xx['geom'], bb['geom'])
                need(da > 1.15 * db, f'{a} {da:.0f} m not clearly farther than {b} {db:.0f} m')
                diffs.append(da - db)
    dd = diffs[0]
    need(all(abs(x - dd) <= max(0.05 * dd, 15) for x in diffs), 'namesakes change the difference')
    da, db = dist(X['geom'], A['geom']), dist(X['geom'], B['geom'])
    return g_m(dd), 'one', f'from {x}: {a} {da:.0f} m, {b} {db:.0f} m, difference {dd:.0f} m'


def two_leg(t, a, b, c):
    A, B, C = place(t, a), place(t, b), place(t, c)
    sums = [dist(aa['geom'], bb['geom']) + dist(bb['geom'], cc['geom']) for aa in alts(A) for bb in alts(B) for cc in alts(C)]
    s = sums[0]
    need(all(abs(x - s) <= max(0.05 * s, 15) for x in sums), 'namesakes change the sum')
    d1, d2 = dist(A['geom'], B['geom']), dist(B['geom'], C['geom'])
    return g_m(s), 'one', f'{a} -> {b} {d1:.0f} m, {b} -> {c} {d2:.0f} m, sum {s:.0f} m'


def ratio_items(r):
    one, two = f'{r:.1f}', f'{r:.2f}'
    need(abs(r * 10 - math.floor(r * 10) - 0.5) > 0.1, f'ratio {r:.4f} next to a rounding edge of its first decimal')
    need(abs(r * 100 - math.floor(r * 100) - 0.5) > 0.1, f'ratio {r:.4f} next to a rounding edge of its second decimal')
    return alt(f'!{one}', f'!{two}')


# ---------------------------------------------------------------------------------------------------- aggregate

def most_common(values_full, values_named, values_unsplit=None):
    from collections import Counter
    res = []
    for vals in [values_full, values_named] + ([values_unsplit] if values_unsplit is not None else []):
        c = Counter(vals).most_common()
        need(len(c) >= 2 and c[0][1] > c[1][1], f'most common not strict: {c[:3]}')
        res.append(c[0][0])
    need(len(set(res)) == 1, f'most common changes: {res}')
    c = Counter(values_full).most_common()
    return res[0], c


def area_threshold(fs, thr):
    out = []
    for f in fs:
        a = area(f['geom'])
        need(abs(a - thr) > 0.05 * thr, f'{label(f)} area {a:.0f} within 5 % of {thr}')
        out.append((a, f))
    return out


# ================================================================================================== the questions

def has_web(tg):
    return any(k in tg for k in ('website', 'contact:website', 'url'))


QUESTIONS = []


def Q(kind, townname, text, mentions, fn):
    QUESTIONS.append(dict(kind=kind, town=townname, q=text, mentions=mentions, fn=fn))


H, B, S = 'heidelberg', 'baltimore', 'singapore'
NOPHONE = ['!no phone', "!doesn't have", '!does not have']

# ------------------------------------------------------------------------------------------------- attribute
Q('attribute', H, 'kleiner mohr phone?', ['kleiner mohr=>Kleiner Mohr'],
  lambda: attr(H, 'Kleiner Mohr', ['phone', 'contact:phone'], lambda v: '!21235' if v.endswith('21235') else None))
Q('attribute', H, 'schmelzpunkt - till when are they open on thursdays', ['schmelzpunkt=>Schmelzpunkt'],
  lambda: open_close_time(H, 'Schmelzpunkt', 'Th', 'close'))
Q('attribute', H, "I'm near the Zeughaus-Mensa and want to email the closest pharmacy about a prescription. What's their e-mail address?",
  ['Zeughaus-Mensa'],
  lambda: desc_attr(H, 'Zeughaus-Mensa', 'amenity=pharmacy', ['email', 'contact:email'], lambda v: f'!{v}', 'Universit'))
Q('attribute', H, 'Does Sayuki (japanese restaurant, heidelberg) have a phone number listed?', ['Sayuki'],
  lambda: trap(H, 'Sayuki', ['phone', 'contact:phone'], NOPHONE))

Q('attribute', B, "How many people can Isabella's Brick Oven seat?", ["Isabella's Brick Oven"],
  lambda: attr(B, "Isabella's Brick Oven", ['capacity'], lambda v: f'!{v}'))
Q('attribute', B, 'does outback steakhouse deliver or do i have to pick it up myself', ['outback steakhouse=>Outback Steakhouse'],
  lambda: attr(B, 'Outback Steakhouse', ['delivery'], lambda v: {'no': '!no', 'yes': '!yes'}[v]))
Q('attribute', B, 'we\'re meeting outside the wachovia/wells fargo in baltimore tmrw and my gran wants to pop into the nearest church - what denomination is it?',
  ['wachovia/wells fargo=>Wachovia/Wells Fargo'],
  lambda: desc_attr(B, 'Wachovia/Wells Fargo', 'amenity=place_of_worship', ['denomination'], lambda v: f'!{v}', 'Nicholas'))
Q('attribute', B, 'NS Savannah in the baltimore harbour: what year is it from?', ['NS Savannah'],
  lambda: attr(B, 'NS Savannah', ['start_date'], lambda v: f'!{v}'))

Q('attribute', S, 'Which floor is Mei Heong Yuen Dessert on?', ['Mei Heong Yuen Dessert'],
  lambda: attr(S, 'Mei Heong Yuen Dessert', ['level'], lambda v: alt(f'!{v}', '!2nd', '!second') if v == '2' else None))
Q('attribute', S, 'midtown mart address pls', ['midtown mart=>Midtown Mart'],
  lambda: attr_multi(S, 'Midtown Mart', ['addr:housenumber', 'addr:street'],
                     lambda n, s: f'!{n}; ' + alt(f'!{s}', '!Raffles Blvd')))
Q('attribute', S, 'singapore: the coffee place right next to pandora, which chain is that?', ['pandora=>Pandora'],
  lambda: desc_attr(S, 'Pandora', 'amenity=cafe', ['brand'], lambda v: '!Coffee Bean' if 'Coffee Bean' in v else None, 'Beanstro'))
Q('attribute', S, 'What kind of food does Kai Garden serve', ['Kai Garden'],
  lambda: trap(S, 'Kai Garden', ['cuisine'], ['!no cuisine', "!doesn't say", '!does not say']))

# ----------------------------------------------------------------------------------------------------- hours
Q('hours', H, 'after a beer at kaiser on monday, 22.30 — which restaurants within 50 m are still open?', ['kaiser=>Kaiser'],
  lambda: hours_list(H, 'Kaiser', 'amenity=restaurant', 50, 'Mo', '22:30', ['Palmbr', 'Schmidts']))
Q('hours', H, 'Cafés within 100m of fielmann that are open at 7:30pm on a tuesday?', ['fielmann'],
  lambda: hours_list(H, 'fielmann', 'amenity=cafe', 100, 'Tu', '19:30', ['Lavazza', 'Schmelzpunkt']))
Q('hours', H, "it's tuesday. is chimichanga open tonight at 11", ['chimichanga=>Chimichanga - Bar y Cantina'],
  lambda: hours_named(H, 'Chimichanga - Bar y Cantina', 'Tu', '23:00'))
Q('hours', H, 'Need bread on saturday at quarter to 8 in the morning - is the bakery closest to Weinloch open allready?', ['Weinloch'],
  lambda: hours_desc(H, 'Weinloch', 'shop=bakery', 'Sa', '07:45', 'Mantei'))

Q('hours', B, 'looking for croissants near Rams Head Live on sunday at 11am. whichever bakery is closest, will it be open?', ['Rams Head Live'],
  lambda: hours_desc(B, 'Rams Head Live', 'shop=bakery', 'Su', '11:00', 'Poupon'))
Q('hours', B, 'Ran out of allergy meds, it is 2:15am on a thursday. The pharmacy closest to Mercy Canton FamilyCare - open now or not?',
  ['Mercy Canton FamilyCare'],
  lambda: hours_desc(B, 'Mercy Canton FamilyCare', 'amenity=pharmacy', 'Th', '02:15', 'Rite Aid'))
Q('hours', B, 'can i bring my dog to the dog park closest to Second Congregational Church at 6am on sunday or is it shut',
  ['Second Congregational Church'],
  lambda: hours_desc(B, 'Second Congregational Church', 'leisure=dog_park', 'Su', '06:00', 'Canton Dog Park'))
Q('hours', B, 'Heavy Seas Alehouse open friday 10pm?', ['Heavy Seas Alehouse'],
  lambda: trap(B, 'Heavy Seas Alehouse', ['opening_hours'], ['!no opening hours', "!doesn't have", '!does not have']))

Q('hours', S, "wednesday 9pm, I'm at Swarovski. is the closest food court still open?", ['Swarovski'],
  lambda: hours_desc(S, 'Swarovski', 'amenity=food_court', 'We', '21:00', 'Gluttons Bay'))
Q('hours', S, "Meeting friends at WeiTing around noon on saturday; we'd eat at whatever food court is nearest. Is it open at that time?", ['WeiTing'],
  lambda: hours_desc_trap(S, 'WeiTing', 'amenity=food_court', 'Koufu'))
Q('hours', S, 'we want dinner at gu thai noodle cafe on friday around 8pm, will they be open?', ['gu thai noodle cafe=>Gu Thai Noodle Cafe'],
  lambda: trap(S, 'Gu Thai Noodle Cafe', ['opening_hours'], ['!no opening hours', "!doesn't have", '!does not have']))
Q('hours', S, 'Singapore — sunday at 3.30 in the afternoon, would the food court closest to Pandora be open?', ['Pandora'],
  lambda: hours_desc(S, 'Pandora', 'amenity=food_court', 'Su', '15:30', 'Gluttons Bay'))


# ------------------------------------------------------------------------------------------------ arithmetic

def more_of(t, centre, R, ka, kb, word_a, word_b):
    """'more A or B within R m of centre, how many more' with both counts"""
    A = count_in(t, centre, ka, R)
    Bs = count_in(t, centre, kb, R)
    na, nb = len(A), len(Bs)
    need(abs(na - nb) > 0.1 * max(na, nb), f'{na} vs {nb}: a near-tie')
    win = word_a if na > nb else word_b
    return (f'{win}; #{abs(na - nb)}; #{na}; #{nb}', 'one',
            f'within {R} m of {centre}: {ka} {na} ({", ".join(label(f) for f in A)}); {kb} {nb} ({", ".join(label(f) for f in Bs)})')


def twice(t, centre, R, ka, kb):
    A = count_in(t, centre, ka, R) if centre else count_all(t, ka)
    Bs = count_in(t, centre, kb, R) if centre else count_all(t, kb)
    na, nb = len(A), len(Bs)
    r = na / nb
    need(abs(r - 2) > 0.2, f'ratio {r:.2f} within 10 % of 2')
    scope = f'within {R} m of {centre}' if centre else f'in the {t} data'
    return f'{yn(r >= 2)}; #{na}; #{nb}', 'one', f'{scope}: {ka} {na}, {kb} {nb}, ratio {r:.2f}'


def diff_all(t, ka, kb, word_a, word_b):
    A, Bs = count_all(t, ka), count_all(t, kb)
    na, nb = len(A), len(Bs)
    need(abs(na - nb) > 0.1 * max(na, nb), f'{na} vs {nb}: a near-tie')
    if word_a is None:  # the question gives the direction ("A minus B"): no winner item
        need(na > nb, f'{ka} {na} not more than {kb} {nb}')
        return f'#{na - nb}; #{na}; #{nb}', 'one', f'in the {t} data: {ka} {na}, {kb} {nb}'
    win = word_a if na > nb else word_b
    return f'{win}; #{abs(na - nb)}; #{na}; #{nb}', 'one', f'in the {t} data: {ka} {na}, {kb} {nb}'


def area_ratio(t, a, b):
    A, Bp = place(t, a), place(t, b)
    aa, ab = area(A['geom']), area(Bp['geom'])
    need(aa > 1.15 * ab, f'{a} {aa:.0f} m2 not clearly bigger than {b} {ab:.0f} m2')
    r = aa / ab
    return ratio_items(r), 'one', f'{a} {aa:.0f} m2, {b} {ab:.0f} m2, ratio {r:.4f}'


def levels_trap(t, a, b):
    A, Bp = place(t, a), place(t, b)
    need('building:levels' in A['tags'], f'{a} has no building:levels')
    for k in ('building:levels', 'levels', 'height', 'building:height'):
        need(k not in Bp['tags'], f'{b} has {k}')
    return (alt(*(NOT_IN_DATA + ['!no levels', "!doesn't have", '!does not have'])), 'one',
            f'{a}: building:levels={A["tags"]["building:levels"]}; {b}: no building:levels / levels / height')


Q('arithmetic', H, 'Around Gunnars (within 100 m) are there more fast food places or restaurants? how many more, and give me both counts',
  ['Gunnars'],
  lambda: more_of(H, 'Gunnars', 100, 'amenity=fast_food', 'amenity=restaurant', '!fast', '!restaurant'))
Q('arithmetic', H, 'from MoschMosch, which is nearer - Palmbräu Gasse or Essighaus - and by how much?',
  ['MoschMosch', 'Palmbräu Gasse', 'Essighaus'],
  lambda: nearer(H, 'MoschMosch', 'Palmbräu Gasse', 'Essighaus', 'Palmbr', 'Essighaus'))
Q('arithmetic', H, 'Seminar for Roman Languages vs Heidelberg Center for American Studies: how many times bigger is the first one\'s building footprint?',
  ['Seminar for Roman Languages', 'Heidelberg Center for American Studies'],
  lambda: area_ratio(H, 'Seminar for Roman Languages', 'Heidelberg Center for American Studies'))
Q('arithmetic', H, 'within 100m of josef seibel, are there twice as many restaurants as cafés? numbers too pls',
  ['josef seibel=>Josef Seibel'],
  lambda: twice(H, 'Josef Seibel', 100, 'amenity=restaurant', 'amenity=cafe'))

Q('arithmetic', B, 'How many times larger is Harborview Marina than Center Dock Marina, area-wise?',
  ['Harborview Marina', 'Center Dock Marina'],
  lambda: area_ratio(B, 'Harborview Marina', 'Center Dock Marina'))
Q('arithmetic', B, "baltimore's data - more cafes or more pubs? whats the diffrence, and the two numbers",
  [],
  lambda: diff_all(B, 'amenity=cafe', 'amenity=pub', '!cafe', '!pub'))
Q('arithmetic', B, "From Cold Stone Creamery, how much further away is Kislings Tavern than Langermann's?",
  ['Cold Stone Creamery', 'Kislings Tavern', "Langermann's"],
  lambda: farther(B, 'Cold Stone Creamery', 'Kislings Tavern', "Langermann's"))
Q('arithmetic', B, 'add up the number of floors of kislings tavern and red house tavern for me',
  ['kislings tavern=>Kislings Tavern', 'red house tavern=>Red House Tavern'],
  lambda: levels_trap(B, 'Kislings Tavern', 'Red House Tavern'))

Q('arithmetic', S, 'Singapore data: cafes minus bars = ? (give each count too)',
  [],
  lambda: diff_all(S, 'amenity=cafe', 'amenity=bar', None, None))
Q('arithmetic', S, 'standing at gu thai noodle cafe — which is closer, chocspot or weiting, and by how many metres',
  ['gu thai noodle cafe=>Gu Thai Noodle Cafe', 'chocspot=>Chocspot', 'weiting=>WeiTing'],
  lambda: nearer(S, 'Gu Thai Noodle Cafe', 'Chocspot', 'WeiTing', 'Chocspot', 'WeiTing'))
Q('arithmetic', S, 'Straight-line distance Midtown Mart → Swarovski plus Swarovski → Event Plaza, added together?',
  ['Midtown Mart', 'Swarovski', 'Event Plaza'],
  lambda: two_leg(S, 'Midtown Mart', 'Swarovski', 'Event Plaza'))
Q('arithmetic', S, 'is the number of restaurants in the singapore data at least double the number of cafes?',
  [],
  lambda: twice(S, None, None, 'amenity=restaurant', 'amenity=cafe'))

# ----------------------------------------------------------------------------------------------------- route

def rt(t, mode, a, b, timed=False):
    L, sl = robust_route(mode, place(t, a), place(t, b))
    g = g_route(L) + (f'; {TIME_WORDS}' if timed else '')
    return g, 'one', f'{mode} {a} -> {b}: {L:.0f} m (straight line {sl:.0f} m)'


Q('route', H, 'how far is it by car from the Städtische Bühne to Orange (the bar in heidelberg)?',
  ['Städtische Bühne', 'Orange'],
  lambda: rt(H, 'car', 'Städtische Bühne', 'Orange'))
Q('route', H, 'Radpoint Heidelberg to Persepolis on my bike - how many km?', ['Radpoint Heidelberg', 'Persepolis'],
  lambda: rt(H, 'bike', 'Radpoint Heidelberg', 'Persepolis'))
Q('route', H, 'walking from café knösel to stoff-ideen, roughly how many mins?',
  ['café knösel=>Café Knösel', 'stoff-ideen=>Stoff-Ideen'],
  lambda: rt(H, 'foot', 'Café Knösel', 'Stoff-Ideen', timed=True))
Q('route', H, 'Bookshop crawl on foot: starting at Thalia I want to hit Buchhandlung Himmelheber, Antiquariat Friedrich Welz and '
  'Hassbeckers Galerie & Buchhandlung. Which order is shortest and how far is it in total? No need to come back.',
  ['Thalia', 'Buchhandlung Himmelheber', 'Antiquariat Friedrich Welz', 'Hassbeckers Galerie & Buchhandlung'],
  lambda: tour(H, 'foot', ['Thalia', 'Buchhandlung Himmelheber', 'Antiquariat Friedrich Welz',
                           'Hassbeckers Galerie & Buchhandlung'], False, ['Himmelheber', 'Hassbeckers', 'Welz']))

Q('route', B, 'Driving distance pls: Best Western → Cold Stone Creamery', ['Best Western=>Best Western PLUS Hotel & Conference Center', 'Cold Stone Creamery'],
  lambda: rt(B, 'car', 'Best Western PLUS Hotel & Conference Center', 'Cold Stone Creamery'))
Q('route', B, 'cycling from cold stone creamery to the katyn memorial, whats the distance',
  ['cold stone creamery=>Cold Stone Creamery', 'katyn memorial=>Katyn Memorial'],
  lambda: rt(B, 'bike', 'Cold Stone Creamery', 'Katyn Memorial'))
Q('route', B, "How long would it take me to walk from Lik Dancewear to Chiu's Sushi?", ['Lik Dancewear', "Chiu's Sushi"],
  lambda: rt(B, 'foot', 'Lik Dancewear', "Chiu's Sushi", timed=True))
Q('route', B, "We're at Homewood Suites with a car and need to stop at Holy Trinity Russian Orthodox Church, Kopernik Federal Bank "
  "and Castle Street Park, then back to the hotel. Shortest order and total distance?",
  ['Homewood Suites', 'Holy Trinity Russian Orthodox Church', 'Kopernik Federal Bank', 'Castle Street Park'],
  lambda: tour(B, 'car', ['Homewood Suites', 'Holy Trinity Russian Orthodox Church', 'Kopernik Federal Bank',
                          'Castle Street Park'], True, ['Holy Trinity', 'Castle Street', 'Kopernik']))

Q('route', S, 'how far is the walk to Swarovski if I start at Kai Garden?', ['Kai Garden', 'Swarovski'],
  lambda: rt(S, 'foot', 'Kai Garden', 'Swarovski'))
Q('route', S, 'The Float @ Marina Bay to Swarovski on foot, how long does that take? mins or hrs', ['The Float @ Marina Bay', 'Swarovski'],
  lambda: rt(S, 'foot', 'The Float @ Marina Bay', 'Swarovski', timed=True))
Q('route', S, 'Is it far to walk from Gu Thai Noodle Cafe over to Event Plaza? how many m',
  ['Gu Thai Noodle Cafe', 'Event Plaza'],
  lambda: rt(S, 'foot', 'Gu Thai Noodle Cafe', 'Event Plaza'))
Q('route', S, "singapore on foot: from Kai Garden i want to get to Swarovski, The Float @ Marina Bay and Bayfront MRT exit C, "
  "in the shortest order - which order and how far? dont need to come back",
  ['Kai Garden', 'Swarovski', 'The Float @ Marina Bay', 'exit C=>Bayfront (CCL/DTL) Exit C'],
  lambda: tour(S, 'foot', ['Kai Garden', 'Swarovski', 'The Float @ Marina Bay', 'Bayfront (CCL/DTL) Exit C'], False,
               ['Float', 'Exit C', 'Swarovski']))

# -------------------------------------------------------------------------------------------------- aggregate

def agg_count(t, kv, cond, centre=None, R=None, named=True, desc=''):
    fs = count_in(t, centre, kv, R, cond, named) if centre else count_all(t, kv, cond, named)
    if named:
        need(all(f['tags'].get('name') for f in fs), 'unnamed feature in a tag count')
    return f'#{len(fs)}', 'one', f'{desc}: {len(fs)}' + (f' ({", ".join(label(f) for f in fs)})' if len(fs) <= 12 else '')


def agg_list(t, kv, cond, items, desc):
    fs = count_all(t, kv, cond)
    names = [label(f) for f in fs]
    need(len(items) == len(set(names)) and all(any(fold(i) in fold(n) for n in names) for i in items),
         f'list items {items} vs {names}')
    others = [label(f) for f in of_kind(t, kv) if f not in fs]
    need(not any(fold(i) in fold(n) for i in items for n in others), 'a list item also matches a place outside the list')
    return '; '.join(items), 'list', f'{desc}: {", ".join(names)}'


def agg_most(t, kv, key, desc, gold, split=False):
    fs = of_kind(t, kv)
    def vals(ff, sp):
        out = []
        for f in ff:
            v = f['tags'].get(key)
            if v is None:
                continue
            out.extend({x.strip() for x in re.split('[;,]', v)} if sp else [v])
        return out
    win, c = most_common(vals(fs, split), vals([f for f in fs if f['tags'].get('name')], split),
                         vals(fs, False) if split else None)
    return gold(win), 'one', f'{desc}: {c[:5]}'


def agg_area_list(t, kv, thr, items, desc):
    fs = of_kind(t, kv)
    ar = area_threshold(fs, thr)
    big = [f for a, f in ar if a > thr]
    need(all(f['tags'].get('name') for f in big), 'an unnamed feature passes the threshold')
    need(0 < len(big) < len(fs), 'threshold selects none or all')
    names = [label(f) for f in big]
    need(len(items) == len(names) and all(any(fold(i) in fold(n) for n in names) for i in items), f'items {items} vs {names}')
    return '; '.join(items), 'list', f'{desc}: ' + ', '.join(f'{label(f)} {a:.0f} m2' for a, f in sorted(ar, key=lambda x: -x[0])[:len(big) + 2])


def agg_street(t, kv, gold):
    fs = of_kind(t, kv)
    win, c = most_common([f['tags']['addr:street'] for f in fs if 'addr:street' in f['tags']],
                         [f['tags']['addr:street'] for f in fs if 'addr:street' in f['tags'] and f['tags'].get('name')])
    need(fold(gold) in fold(win), f'{gold} vs {win}')
    return gold, 'one', f'addr:street of {kv} in the {t} data: {c[:4]}'


Q('aggregate', H, 'how many stolpersteine are mapped in the heidelberg data?', [],
  lambda: agg_count(H, 'historic=memorial', lambda tg: tg.get('memorial:type') == 'stolperstein', desc='memorial:type=stolperstein'))
Q('aggregate', H, "For cafés in Heidelberg, what's the most common wheelchair rating: yes, limited or no?", [],
  lambda: agg_most(H, 'amenity=cafe', 'wheelchair', 'wheelchair values of cafes', lambda v: f'!{v}'))
Q('aggregate', H, 'benches within 100 m of the Bunsenstatue?', ['Bunsenstatue'],
  lambda: agg_count(H, 'amenity=bench', None, 'Bunsenstatue', 100, named=False, desc='benches within 100 m'))
Q('aggregate', H, 'Which pubs in heidelberg do a happy hour?', [],
  lambda: agg_list(H, 'amenity=pub', lambda tg: tg.get('happy_hour') == 'yes', ['Eckstein', 'Dubliner'], 'pubs with happy_hour=yes'))

Q('aggregate', B, 'baltimore: count of museums?', [],
  lambda: agg_count(B, 'tourism=museum', None, desc='tourism=museum'))
Q('aggregate', B, 'marinas bigger then 7 hectares in baltimore — names?', [],
  lambda: agg_area_list(B, 'leisure=marina', 70000, ['Anchorage', 'Lighthouse Point'], 'marinas by area'))
Q('aggregate', B, 'what street in Baltimore has the most restaurants on it (going by their addresses)?', [],
  lambda: agg_street(B, 'amenity=restaurant', 'Boston St'))
Q('aggregate', B, "bars within 400 m of Papi's Taco Joint: how many of them have a website?", ["Papi's Taco Joint"],
  lambda: agg_count(B, 'amenity=bar', has_web, "Papi's Taco Joint", 400, desc='bars with a website within 400 m'))

Q('aggregate', S, 'number of toilets in the singapore data?', [],
  lambda: agg_count(S, 'amenity=toilets', None, named=False, desc='amenity=toilets'))
Q('aggregate', S, "On which level are most of the restaurants in singapore's data?", [],
  lambda: agg_most(S, 'amenity=restaurant', 'level', 'level values of restaurants', lambda v: alt(f'!{v}', '!2nd', '!second') if v == '2' else None))
Q('aggregate', S, 'singapore cafes that do takeaway - list them', [],
  lambda: agg_list(S, 'amenity=cafe', lambda tg: tg.get('takeaway') == 'yes', ['Starbucks', 'Beanstro'], 'cafes with takeaway=yes'))
Q('aggregate', S, 'How many restuarants are within 100 m of Swarovski', ['Swarovski'],
  lambda: agg_count(S, 'amenity=restaurant', None, 'Swarovski', 100, desc='restaurants within 100 m'))


# ============================================================================================================ main

def compute_all():
    out = []
    for i, q in enumerate(QUESTIONS):
        r = dict(q)
        try:
            for m in q['mentions']:
                check_mention(q['q'], q['town'], m)
            gold, kind, fig = q['fn']()
            need(gold and 'None' not in gold, f'empty gold: {gold!r}')
            check_gold(gold)
            r.update(gold=gold, gkind=kind, fig=fig, err=None)
        except Fragile as e:
            r.update(gold=None, gkind=None, fig=None, err=str(e))
        out.append(r)
    counts = {}
    for r in out:
        counts[(r['kind'], r['town'])] = counts.get((r['kind'], r['town']), 0) + 1
    for k in KINDS:
        for t in FILES:
            if counts.get((k, t), 0) != 4:
                out.append(dict(kind=k, town=t, q='(count)', gold=None, err=f'{k}/{t}: {counts.get((k, t), 0)} questions, want 4'))
    texts = [r['q'] for r in out if r['q'] != '(count)']
    if len(set(texts)) != len(texts):
        out.append(dict(kind='-', town='-', q='(dup)', gold=None, err='duplicate question text'))
    return out


HEADER = {
    'attribute': 'facts from one place\'s tags asked in everyday words; 3 described places, 2 traps (tag absent)',
    'hours': '"is it open" at a moment said in words: 2 lists (kind list), named and described places, 3 traps',
    'arithmetic': 'questions combining two measured results (counts, distances, areas, tag values); 1 trap',
    'route': 'route lengths (car / bike / foot) between two named places and 3 shortest tours over 4 places',
    'aggregate': 'counts with a tag condition, in a radius or over a whole extract, most common values, thresholds, lists',
}


def tsv_text(kind, rows):
    lines = [f'# val8-{kind}.tsv — "beyond" validation set 8 (held out; see README-val8.md). {HEADER[kind]}.',
             '# Over the osm-fresh extracts (Heidelberg 2015, Baltimore 2015, Singapore Bayfront 2019); golds by gold_val8.py.',
             '# Map data (c) OpenStreetMap contributors, ODbL 1.0.',
             '# question<TAB>gold<TAB>kind']
    for r in rows:
        for x in (r['q'], r['gold']):
            assert '\t' not in x and '\n' not in x
        lines.append(f"{r['q']}\t{r['gold']}\t{r['gkind']}")
    return '\n'.join(lines) + '\n'


def read_tsv(path):
    rows = []
    for line in path.read_text(encoding='utf-8').splitlines():
        if not line.strip() or line.startswith('#'):
            continue
        q, g, k = line.split('\t')
        rows.append((q, g, k))
    return rows


def main(argv):
    mode = argv[1] if len(argv) > 1 else ''
    if mode not in ('', '--check', '--write'):
        print(__doc__)
        return 2
    res = compute_all()
    bad = [r for r in res if r['err']]
    if mode == '':
        for r in res:
            print(f"[{r['kind']}/{r['town']}] {r['q']}")
            if r['err']:
                print(f"    FRAGILE: {r['err']}")
            else:
                print(f"    gold ({r['gkind']}): {r['gold']}\n    figures: {r['fig']}")
        print(f'\n{len(res) - len(bad)} golds, {len(bad)} fragile')
        return 1 if bad else 0
    if bad:
        for r in bad:
            print(f"FRAGILE [{r['kind']}/{r['town']}] {r['q']}: {r['err']}")
        if mode == '--write':
            print('refusing to write while a gold is fragile')
        return 1
    if mode == '--write':
        for k in KINDS:
            (HERE / f'val8-{k}.tsv').write_text(tsv_text(k, [r for r in res if r['kind'] == k]), encoding='utf-8')
        print('wrote ' + ', '.join(f'val8-{k}.tsv' for k in KINDS))
        return 0
    diffs = 0
    for k in KINDS:
        p = HERE / f'val8-{k}.tsv'
        want = [(r['q'], r['gold'], r['gkind']) for r in res if r['kind'] == k]
        if not p.exists():
            print(f'missing {p.name}')
            diffs += 1
            continue
        have = read_tsv(p)
        if have != want:
            diffs += 1
            for i in range(max(len(have), len(want))):
                h = have[i] if i < len(have) else None
                w = want[i] if i < len(want) else None
                if h != w:
                    print(f'{p.name} row {i + 1}:\n    file: {h}\n    gold: {w}')
    print(f'{len(res)} golds recomputed; ' + ('all match the TSVs' if not diffs else f'{diffs} file(s) differ'))
    return 1 if diffs else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
