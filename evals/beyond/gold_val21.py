#!/usr/bin/env python3
"""gold_val21.py - recomputes every gold of the held-out validation set val21 (README-val21.md) from the raw
osm-fresh extracts with osmium (pyosmium), shapely, pyproj, networkx and numpy only.

    gold_val21.py            print each question, town, kind, gold and figures (and any fragile gold)
    gold_val21.py --check    compare with the five val21-*.tsv (exit 1 naming the line on any difference or fragile gold)
    gold_val21.py --write    rewrite the five TSVs (refused while any gold is fragile)

The data folder is Path(__file__).resolve().parents[3]/shared/data/osm-fresh, or GEOREACT_FRESH_DIR.
Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""
import warnings
warnings.filterwarnings('ignore')
import os, re, sys, math, unicodedata, itertools
from pathlib import Path
import osmium
import shapely
from shapely.geometry import Point, LineString, Polygon, MultiPolygon
from shapely.ops import transform, nearest_points
from pyproj import Geod, Transformer
import networkx as nx

GEOD = Geod(ellps='WGS84')
FILES = {'Baltimore': 'baltimore-2015.osm.pbf', 'Heidelberg': 'heidelberg-2015.osm.pbf',
         'Singapore': 'singapore-bayfront-2019.osm.pbf'}
POI_KEYS = ('amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft')

def data_dir():
    e = os.environ.get('GEOREACT_FRESH_DIR')
    if e:
        return Path(e)
    return Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'

def fold(s):
    s = unicodedata.normalize('NFKD', s)
    s = ''.join(c for c in s if not unicodedata.combining(c))
    return s.replace('ß', 'ss').casefold()

def words(s):
    return re.findall(r"[a-z0-9]+", fold(s).replace("'", '').replace('’', ''))

class F:
    __slots__ = ('kind', 'id', 'tags', 'geom', 'town', 'nodes')
    def __init__(s, kind, id, tags, geom, town, nodes=None):
        s.kind, s.id, s.tags, s.geom, s.town, s.nodes = kind, id, tags, geom, town, nodes
    @property
    def name(s):
        return s.tags.get('name')
    @property
    def pt(s):
        g = s.geom
        return g if g.geom_type == 'Point' else g.centroid
    def __repr__(s):
        return '%s%d(%s)' % (s.kind[0], s.id, s.name)

class H(osmium.SimpleHandler):
    def __init__(s, town):
        super().__init__()
        s.town = town; s.feats = []; s.ways = {}; s.areas = {}; s.nodes = {}
    def node(s, n):
        if not n.location.valid():
            return
        s.nodes[n.id] = (n.location.lon, n.location.lat)
        if len(n.tags):
            s.feats.append(F('node', n.id, dict(n.tags), Point(n.location.lon, n.location.lat), s.town))
    def way(s, w):
        try:
            coords = [(nd.lon, nd.lat) for nd in w.nodes]
            refs = [nd.ref for nd in w.nodes]
        except Exception:
            return
        if len(coords) < 2:
            return
        s.ways[w.id] = (dict(w.tags), coords, refs)
    def area(s, a):
        polys = []
        try:
            for outer in a.outer_rings():
                sh = [(n.lon, n.lat) for n in outer]
                holes = [[(n.lon, n.lat) for n in inner] for inner in a.inner_rings(outer)]
                polys.append(Polygon(sh, holes))
        except Exception:
            return
        if not polys:
            return
        g = polys[0] if len(polys) == 1 else MultiPolygon(polys)
        s.areas[(a.from_way(), a.orig_id())] = (dict(a.tags), g)

TOWNS = {}
def load():
    if TOWNS:
        return TOWNS
    for town, fn in FILES.items():
        h = H(town)
        h.apply_file(str(data_dir() / fn), locations=True)
        feats = list(h.feats)
        for wid, (tags, coords, refs) in h.ways.items():
            a = h.areas.get((True, wid))
            if a is not None and not (('highway' in tags) and tags.get('area') != 'yes'):
                if tags:
                    feats.append(F('way', wid, tags, a[1], town, refs))
                continue
            if tags:
                feats.append(F('way', wid, tags, LineString(coords), town, refs))
        for (fw, oid), (tags, g) in h.areas.items():
            if not fw and tags:
                feats.append(F('relation', oid, tags, g, town))
        TOWNS[town] = dict(feats=feats, ways=h.ways, nodes=h.nodes)
    return TOWNS

_PROJ = {}
def aeqd(lon, lat):
    key = (round(lon, 5), round(lat, 5))
    if key not in _PROJ:
        _PROJ[key] = Transformer.from_crs('EPSG:4326', '+proj=aeqd +lat_0=%f +lon_0=%f +datum=WGS84' % (lat, lon), always_xy=True)
    return _PROJ[key]

def gdist_pts(p, q):
    return GEOD.inv(p.x, p.y, q.x, q.y)[2]

def gdist(ga, gb):
    c = ga.centroid
    t = aeqd(c.x, c.y)
    pa = transform(t.transform, ga); pb = transform(t.transform, gb)
    if pa.intersects(pb):
        return 0.0
    p, q = nearest_points(pa, pb)
    inv = Transformer.from_crs(t.target_crs, 'EPSG:4326', always_xy=True)
    p = Point(*inv.transform(p.x, p.y)); q = Point(*inv.transform(q.x, q.y))
    return gdist_pts(p, q)

def dist(a, b):
    return gdist(a.geom, b.geom)

def cdist(a, b):
    return gdist_pts(a.pt, b.pt)

def area(f):
    return abs(GEOD.geometry_area_perimeter(f.geom)[0])

def length_g(g):
    return GEOD.geometry_length(g)

# ---------------------------------------------------------------- older places
# gold_val20.py lines 1-153 hold only VAL20_ADD and the LEFT_OUT additions as literals (its base literals are
# loaded there from a scratch file outside the repository, which this set's author did not open); README_NAMES
# stands in for the missing base: every feature name of the three extracts that occurs (whole words) in
# README-val4/13/19/20.md.
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


class Fragile(Exception):
    pass


def wstr(s):
    return ' ' + ' '.join(words(s)) + ' '


OLD_W = [wstr(n) for n in OLDER_SETS + LEFT_OUT if re.search('[A-Za-z]', n)]


def older_hit(name):
    w = wstr(name)
    return [o for o in OLD_W if o in w or w in o]


def scan_text(q):
    w = wstr(q)
    return [o.strip() for o in OLD_W if o in w]


# ---------------------------------------------------------------- features and kinds
def feats(town):
    return load()[town]['feats']


def by_id(town, kind, id_):
    r = [f for f in feats(town) if f.kind == kind and f.id == id_]
    if len(r) != 1:
        raise Fragile('no feature %s %s' % (kind, id_))
    return r[0]


def only(town, key, val, also=()):
    """a kind-unique place: the one feature of the town with key=val, unnamed; no feature with a synonym tag"""
    for k, v in also:
        if any(f.tags.get(k) == v for f in feats(town)):
            raise Fragile('%s=%s also present in %s' % (k, v, town))
    r = [f for f in feats(town) if f.tags.get(key) == val]
    if len(r) != 1:
        raise Fragile('%s=%s: %d features in %s' % (key, val, len(r), town))
    if r[0].name:
        raise Fragile('%s=%s has a name' % (key, val))
    return r[0]


def tagis(key, *vals):
    return lambda f: f.tags.get(key) in vals


KIND = {
    'restaurant': tagis('amenity', 'restaurant'), 'cafe': tagis('amenity', 'cafe'),
    'fast_food': tagis('amenity', 'fast_food'), 'pub': tagis('amenity', 'pub'),
    'pharmacy': tagis('amenity', 'pharmacy'), 'worship': tagis('amenity', 'place_of_worship'),
    'school': tagis('amenity', 'school'), 'bakery': tagis('shop', 'bakery'),
    'hotel': tagis('tourism', 'hotel', 'hostel', 'guest_house', 'motel'),
    'convenience': tagis('shop', 'convenience'), 'bus_stop': tagis('highway', 'bus_stop'),
    'taxi': tagis('amenity', 'taxi'), 'atm': lambda f: f.tags.get('amenity') == 'atm' or f.tags.get('atm') == 'yes',
    'fuel': lambda f: f.tags.get('amenity') == 'fuel' or f.tags.get('shop') == 'fuel',
    'fountain': tagis('amenity', 'fountain'), 'bench': tagis('amenity', 'bench'),
    'waste_basket': tagis('amenity', 'waste_basket'), 'hydrant': tagis('emergency', 'fire_hydrant'),
}


def possibly_one(cands):
    """two counted features that may be one place: same name, or one unnamed, within 10 m"""
    for a, b in itertools.combinations(cands, 2):
        if (a.name == b.name or not a.name or not b.name) and a.geom.distance(b.geom) < 0.0005 and dist(a, b) <= 10:
            return (a, b)
    return None


def whole_count(town, kind):
    c = [f for f in feats(town) if KIND[kind](f)]
    p = possibly_one(c)
    if p:
        raise Fragile('whole count %s: %r and %r may be one' % (kind, p[0], p[1]))
    return c


def nearest(town, anchor, kind, exclude=()):
    c = [f for f in feats(town) if KIND[kind](f) and f is not anchor and f not in exclude]
    d = sorted(((dist(anchor, f), f) for f in c), key=lambda x: x[0])
    best, bf = d[0]
    run = [x for x in d[1:] if not (x[1].name == bf.name and dist(x[1], bf) <= 100)]
    if not bf.name:
        raise Fragile('nearest %s unnamed' % kind)
    if not run[0][0] > best * 1.1 + 5:
        raise Fragile('nearest %s: %r %.0f vs %r %.0f' % (kind, bf, best, run[0][1], run[0][0]))
    cd = sorted(((cdist(anchor, f), f) for f in c), key=lambda x: x[0])
    if cd[0][1] is not bf and cd[0][1].name != bf.name:
        raise Fragile('nearest %s by centroid: %r' % (kind, cd[0][1]))
    return bf, 'nearest %s %r %.0f m, runner-up %r %.0f m' % (kind, bf, best, run[0][1], run[0][0])


def within(town, anchor, kind, R, named=True, extra=None):
    c = [f for f in feats(town) if KIND[kind](f) and f is not anchor and (extra is None or extra(f))]
    s1, s2 = [], []
    for f in c:
        d1, d2 = dist(anchor, f), cdist(anchor, f)
        for d in (d1, d2):
            if abs(d - R) <= 0.05 * R:
                raise Fragile('radius %s %d: %r at %.0f m' % (kind, R, f, d))
        if d1 <= R:
            s1.append(f)
        if d2 <= R:
            s2.append(f)
    if set(map(id, s1)) != set(map(id, s2)):
        raise Fragile('radius %s %d: geometry and centroid sets differ' % (kind, R))
    if named and any(not f.name for f in s1):
        raise Fragile('radius %s %d: unnamed candidate' % (kind, R))
    p = possibly_one(s1)
    if p:
        raise Fragile('radius: %r and %r may be one' % p)
    return s1


def area_of(f):
    if f.geom.geom_type not in ('Polygon', 'MultiPolygon'):
        raise Fragile('%r is no polygon' % f)
    return area(f)


def far_enough(a, b, rel=0.15):
    if not abs(a - b) > rel * max(a, b):
        raise Fragile('%.1f and %.1f within %d %%' % (a, b, rel * 100))


def near_ok(a, b):
    if abs(a - b) > max(0.05 * max(a, b), 15):
        raise Fragile('readings %.0f vs %.0f differ' % (a, b))


def m_item(x):
    return '~%d m' % round(x)


def m2_item(x):
    return '~%d m2' % round(x)


# ---------------------------------------------------------------- opening hours (README-val4's subset)
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
DAYSEL = r'[A-Z][a-z](?:-[A-Z][a-z])?(?:,[A-Z][a-z](?:-[A-Z][a-z])?)*'
TIME = r'\d{1,2}:\d\d'


def tmin(s):
    h, m = s.split(':')
    h, m = int(h), int(m)
    if not (0 <= h <= 24 and 0 <= m < 60) or (h == 24 and m):
        raise Fragile('bad time %s' % s)
    return h * 60 + m


def parse_oh(oh):
    if oh is None:
        raise Fragile('no opening_hours')
    if oh.strip() == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    sched = {d: [] for d in range(7)}
    for rule in oh.split(';'):
        rule = rule.strip()
        m = re.fullmatch(r'(?:(%s) )?(off|closed|%s-%s(?:,%s-%s)*)' % (DAYSEL, TIME, TIME, TIME, TIME), rule)
        if not m:
            raise Fragile('unreadable opening_hours %r' % oh)
        sel, rng = m.group(1), m.group(2)
        days = set()
        if sel is None:
            days = set(range(7))
        else:
            for part in sel.split(','):
                if '-' in part:
                    a, b = part.split('-')
                    if a not in DAYS or b not in DAYS:
                        raise Fragile('bad day %r' % oh)
                    i = DAYS.index(a)
                    while True:
                        days.add(i)
                        if i == DAYS.index(b):
                            break
                        i = (i + 1) % 7
                else:
                    if part not in DAYS:
                        raise Fragile('bad day %r' % oh)
                    days.add(DAYS.index(part))
        iv = [] if rng in ('off', 'closed') else [tuple(tmin(x) for x in r.split('-')) for r in rng.split(',')]
        for d in days:
            sched[d] = list(iv)
    return sched


def open_at(sched, day, t, strict):
    for s, e in sched[day]:
        if e > s and s <= t < e:
            return True
        if e <= s and t >= s:
            return True
    prev = (day - 1) % 7
    if strict and sched[day]:
        return False
    for s, e in sched[prev]:
        if e <= s and t < e:
            return True
    return False


def verdict(oh, day, t):
    sched = parse_oh(oh)
    vals = set()
    for dt in range(-15, 16):
        x = t + dt
        dd = (day + x // 1440) % 7
        for strict in (False, True):
            vals.add(open_at(sched, dd, x % 1440, strict))
    if len(vals) != 1:
        raise Fragile('opening verdict not stable at %s %d:%02d' % (DAYS[day], t // 60, t % 60))
    return vals.pop()


def single_interval(oh, day):
    sched = parse_oh(oh)
    if len(sched[day]) != 1:
        raise Fragile('%s has %d intervals' % (DAYS[day], len(sched[day])))
    return sched[day][0]


def time_item(m):
    m = m % 1440 if m != 1440 else 1440
    h, mi = divmod(m, 60)
    h24 = '%02d:%02d' % (h, mi)
    h12 = h % 12 or 12
    ap = 'am' if h < 12 or h == 24 else 'pm'
    alts = ['!' + h24, '!%d:%02d' % (h, mi)] if h < 10 else ['!' + h24]
    if mi == 0:
        alts += ['!%d %s' % (h12, ap), '!%d%s' % (h12, ap)]
    alts += ['!%d:%02d %s' % (h12, mi, ap), '!%d:%02d%s' % (h12, mi, ap)]
    return ' | '.join(dict.fromkeys(alts))


# ---------------------------------------------------------------- routing (README-val4's graph and val19's variants)
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
FAST = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}
NONWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
          'services', 'razed', 'disused', 'bus_guideway', 'escape'}
_G = {}


def graph(town, mode, strict=False, nooneway=False):
    key = (town, mode, strict, nooneway)
    if key in _G:
        return _G[key]
    G = nx.DiGraph()
    ways = load()[town]['ways']
    pos = {}
    for wid, (tags, coords, refs) in ways.items():
        hw = tags.get('highway')
        if not hw:
            continue
        if mode == 'car':
            if hw not in CAR or tags.get('access') in ('no', 'private'):
                continue
            if strict and (tags.get('motor_vehicle') in ('no', 'private') or tags.get('motorcar') in ('no', 'private')):
                continue
        elif mode == 'bike':
            ok = (hw in CAR and hw not in FAST) or hw in ('cycleway', 'path', 'track') or \
                tags.get('bicycle') in ('yes', 'designated')
            if not ok or tags.get('bicycle') == 'no':
                continue
            if strict and tags.get('access') in ('no', 'private') and tags.get('bicycle') not in ('yes', 'designated'):
                continue
        else:
            if hw in FAST or hw in NONWAY or tags.get('foot') == 'no':
                continue
            if strict and tags.get('access') in ('no', 'private') and tags.get('foot') not in ('yes', 'designated', 'permissive'):
                continue
        ow = tags.get('oneway')
        fwd, bwd = True, True
        if mode in ('car', 'bike'):
            if ow in ('yes', 'true', '1'):
                bwd = False
            elif ow == '-1':
                fwd = False
            elif strict and (tags.get('junction') == 'roundabout' or (mode == 'car' and hw in ('motorway', 'motorway_link'))) and ow != 'no':
                bwd = False
            if mode == 'bike' and (tags.get('oneway:bicycle') == 'no' or tags.get('cycleway', '').startswith('opposite')):
                fwd, bwd = True, True
            if mode == 'bike' and nooneway:
                fwd, bwd = True, True
        for (p, q), (a, b) in zip(zip(coords, coords[1:]), zip(refs, refs[1:])):
            w = GEOD.inv(p[0], p[1], q[0], q[1])[2]
            pos[a], pos[b] = p, q
            if fwd:
                G.add_edge(a, b, weight=w)
            if bwd:
                G.add_edge(b, a, weight=w)
    big = max(nx.strongly_connected_components(G), key=len)
    _G[key] = (G, pos, big)
    return _G[key]


def snap(town, mode, f, strict=False, nooneway=False, whole=False):
    G, pos, big = graph(town, mode, strict, nooneway)
    p = f.pt
    cand = G.nodes if whole else big
    best = min(cand, key=lambda n: (pos[n][0] - p.x) ** 2 + ((pos[n][1] - p.y) * 0.8) ** 2)
    # refine geodesically among the 20 nearest by the quick metric
    near = sorted(cand, key=lambda n: (pos[n][0] - p.x) ** 2 + ((pos[n][1] - p.y) * 0.8) ** 2)[:20]
    best = min(near, key=lambda n: GEOD.inv(p.x, p.y, pos[n][0], pos[n][1])[2])
    d = GEOD.inv(p.x, p.y, pos[best][0], pos[best][1])[2]
    return best, d


def route_len(town, mode, a, b, **kw):
    G, pos, big = graph(town, mode, kw.get('strict', False), kw.get('nooneway', False))
    sa, da = snap(town, mode, a, **kw)
    sb, db = snap(town, mode, b, **kw)
    if not kw.get('whole') and (da > 100 or db > 100):
        raise Fragile('snapped beyond 100 m (%.0f, %.0f)' % (da, db))
    try:
        return nx.dijkstra_path_length(G, sa, sb, weight='weight')
    except nx.NetworkXNoPath:
        raise Fragile('no path (%s)' % kw)


def route(town, mode, a, b):
    straight = dist(a, b)
    if not 300 <= straight <= 5000:
        raise Fragile('straight line %.0f m' % straight)
    L = route_len(town, mode, a, b)
    if L > 2.5 * straight or L < 0.97 * straight:
        raise Fragile('route %.0f vs straight %.0f' % (L, straight))
    vs = [dict(strict=True), dict(whole=True)]
    if mode == 'bike':
        vs.append(dict(strict=True, nooneway=True))
    lens = [L]
    for kw in vs:
        v = route_len(town, mode, a, b, **kw)
        lens.append(v)
        if abs(v - L) > 0.03 * L:
            raise Fragile('variant %s moves %.0f to %.0f' % (kw, L, v))
    return L, lens, straight


def walk_verdict(town, a, b, T):
    L, lens, s = route(town, 'foot', a, b)
    if all(x <= 0.9 * T * 50 for x in lens):
        return True, L, lens
    if all(x >= 1.1 * T * 100 for x in lens):
        return False, L, lens
    raise Fragile('walking verdict for %d min undecided (%.0f m)' % (T, L))


def walk_verdict_any(town, a, b, T):
    """the walking verdict from another reading of a place (base graph and strict access only)"""
    lens = [route_len(town, 'foot', a, b), route_len(town, 'foot', a, b, strict=True)]
    if all(x <= 0.9 * T * 50 for x in lens):
        return True
    if all(x >= 1.1 * T * 100 for x in lens):
        return False
    return None


def ratio_items(r):
    """a ratio to one decimal and as whole times; refused near a rounding edge"""
    if abs(r * 10 - math.floor(r * 10) - 0.5) < 0.1 or abs(r - math.floor(r) - 0.5) < 0.05:
        raise Fragile('ratio %.3f near a rounding edge' % r)
    return '!%.1f | !%d times | !%d x' % (r, round(r), round(r))


def route_item(L):
    return '~%d m ±10%%' % round(L)


NOT_IN = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIME_Q = '!min | !minute | !hour'


# ---------------------------------------------------------------- questions
QS = []


def Q(file, town, text, fn, kind='one'):
    QS.append(dict(file=file, town=town, text=text, fn=fn, kind=kind))


HD, BA, SG = 'Heidelberg', 'Baltimore', 'Singapore'
fire = lambda: only(HD, 'amenity', 'fire_station')
clock = lambda: only(HD, 'amenity', 'clock', also=[('man_made', 'clock')])
charger = lambda: only(HD, 'amenity', 'charging_station')
cemetery = lambda: only(HD, 'landuse', 'cemetery', also=[('amenity', 'grave_yard')])
pier = lambda: only(HD, 'man_made', 'pier')
turnstile = lambda: only(HD, 'barrier', 'turnstile')
station = lambda: only(SG, 'building', 'train_station')
pubbldg = lambda: only(SG, 'building', 'public', also=[('amenity', 'public_building')])
wtower = lambda: only(BA, 'man_made', 'water_tower', also=[('tower:type', 'water')])
generator = lambda: only(BA, 'power', 'generator')
chess = lambda: only(BA, 'sport', 'chess')
airpump = lambda: only(BA, 'amenity', 'compressed_air')
stack = lambda: only(BA, 'man_made', 'stack', also=[('man_made', 'chimney')])
tank = lambda: only(BA, 'man_made', 'tank', also=[('man_made', 'storage_tank')])
football = lambda: only(BA, 'sport', 'football', also=[('sport', 'american_football')])


def phone_items(v):
    digits = re.sub(r'\D', '', v)
    parts = v.split()
    return ' | '.join(dict.fromkeys(['!' + v, '!' + digits, '!' + ' '.join(parts[1:]), '!' + parts[-1]]))


def absent(f, pred, what):
    bad = [k for k in f.tags if pred(k)]
    if bad:
        raise Fragile('trap: %r carries %s' % (f, bad))
    return '%r has no key for %s' % (f, what)


# ---- attribute
def a1():
    h, fig = nearest(HD, fire(), 'hotel')
    return [h.name, '!%s' % h.tags['stars'] + ' | !three'], fig + '; stars=%s' % h.tags['stars']
Q('attribute', HD, "checking in near the fire station in heidelberg tonight - how many stars has the hotel closest to it got?", a1)


def a2():
    c, fig = nearest(HD, fire(), 'cafe')
    ph = c.tags['phone']
    return [c.name, phone_items(ph)], fig + '; phone=%s' % ph
Q('attribute', HD, "Which café is nearest to the Heidelberg fire station, and what's its phone number?", a2)


def a3():
    f = charger()
    d = f.tags.get('description', '')
    if 'Tiefgarage' not in d:
        raise Fragile('description changed')
    return ['!yes'], 'description=%r' % d
Q('attribute', HD, "Is the one EV charging point in the Heidelberg data located in an underground garage?", a3)


def a4():
    f = cemetery()
    return ['!' + f.tags['religion']], 'religion=%s' % f.tags['religion']
Q('attribute', HD, "there's a single cemetery mapped in the heidelberg extract. which religion is it tagged with?", a4)


def a5():
    f = clock()
    return ['!' + f.tags['display']], 'display=%s' % f.tags['display']
Q('attribute', HD, "That public street clock in Heidelberg: analogue or digital display?", a5)


def a6():
    f = pubbldg()
    v = f.tags['building:levels']
    return ['!%s | !two' % v], 'building:levels=%s' % v
Q('attribute', SG, "In the Singapore data there's one building tagged as a public building. How many levels does it have?", a6)


def a7():
    f = station()
    fig = absent(f, lambda k: 'height' in k or 'level' in k, 'height / levels')
    return [NOT_IN + ' | !no height'], fig
Q('attribute', SG, "how tall is the train station building in the singapore extract, in metres or floors?", a7)


def a8():
    f = generator()
    v = f.tags['generator:output:electricity']
    plant = [p for p in feats(BA) if p.tags.get('power') == 'plant' and dist(p, f) == 0]
    if v != '97 MW' or any(p.tags.get('plant:output:electricity') != v for p in plant):
        raise Fragile(v)
    return ['!97'], 'generator:output:electricity=%s' % v
Q('attribute', BA, "Baltimore's gas-fired power generator: what's its electrical output?", a8)


def a9():
    f = generator()
    plant = [p for p in feats(BA) if p.tags.get('power') == 'plant' and dist(p, f) == 0]
    if 'Exelon' not in f.tags['operator'] or any('Exelon' not in p.tags.get('operator', '') for p in plant):
        raise Fragile('operator')
    return ['Exelon'], 'operator=%s (the plant around it: %s)' % (f.tags['operator'], [p.tags.get('operator') for p in plant])
Q('attribute', BA, "who runs the power generator that's mapped in the Baltimore data", a9)


def a10():
    f = airpump()
    if f.tags.get('fee') != 'no':
        raise Fragile('fee')
    return ['!no | !free'], 'fee=no'
Q('attribute', BA, "my tyre's low - is there a fee for the compressed air point in the baltimore data?", a10)


def a11():
    c, fig = nearest(BA, chess(), 'cafe')
    ph = c.tags['phone']
    return [c.name, '!' + ph + ' | !342-4000 | !4103424000 | !410-342-4000'], fig + '; phone=%s' % ph
Q('attribute', BA, "After a game at the outdoor chess table in Baltimore I want coffee. Which cafe is closest, and do you have their number?", a11)


def a12():
    f = wtower()
    fig = absent(f, lambda k: k != 'man_made', 'capacity / volume / height')
    return [NOT_IN + ' | !no capacity'], fig
Q('attribute', BA, "Roughly how many gallons does the water tower in the Baltimore data hold?", a12)


# ---- hours
def hq(town, anchor, kind, day, t):
    def fn():
        p, fig = nearest(town, anchor(), kind)
        oh = p.tags.get('opening_hours')
        v = verdict(oh, DAYS.index(day), t)
        return [p.name, '!yes | !open' if v else '!no | !closed'], fig + '; opening_hours=%r at %s %d:%02d: %s' % (oh, day, t // 60, t % 60, v)
    return fn


def ht(town, anchor, kind, day, which):
    def fn():
        p, fig = nearest(town, anchor(), kind)
        oh = p.tags.get('opening_hours')
        s, e = single_interval(oh, DAYS.index(day))
        m = s if which == 'open' else e
        return [p.name, time_item(m)], fig + '; opening_hours=%r, %s %s' % (oh, day, which)
    return fn


def htrap(town, anchor, kind):
    def fn():
        p, fig = nearest(town, anchor(), kind)
        f2 = absent(p, lambda k: 'opening_hours' in k or k.startswith('hours'), 'opening hours')
        return [NOT_IN + ' | !no opening hours', p.name], fig + '; ' + f2
    return fn


Q('hours', HD, "sunday around 7 in the evening, craving something quick near the street clock in heidelberg. is the closest fast food place open?", hq(HD, clock, 'fast_food', 'Su', 19 * 60))
Q('hours', HD, "Will the pub nearest Heidelberg's street clock be open on a Tuesday at 9pm?", hq(HD, clock, 'pub', 'Tu', 21 * 60))
Q('hours', HD, "I park at the EV charger in heidelberg monday at 10 in the morning, can I get a table at the nearest pub straight away?", hq(HD, charger, 'pub', 'Mo', 10 * 60))
Q('hours', HD, "What time on Saturday does the café closest to the fire station in Heidelberg start serving?", ht(HD, fire, 'cafe', 'Sa', 'open'))
Q('hours', HD, "thursday 5:30 pm, just came through the turnstile in heidelberg. is the nearest fast food place still open??", hq(HD, turnstile, 'fast_food', 'Th', 17 * 60 + 30))
Q('hours', HD, "Open or closed at 1 pm on a Wednesday: the restaurant closest to the old cemetery in Heidelberg?", hq(HD, cemetery, 'restaurant', 'We', 13 * 60))
Q('hours', HD, "need groceries saturday evening - until when is the convenience store nearest the heidelberg turnstile open?", ht(HD, turnstile, 'convenience', 'Sa', 'close'))
Q('hours', HD, "On Saturdays, at what time does the pharmacy nearest the street clock in Heidelberg close?", ht(HD, clock, 'pharmacy', 'Sa', 'close'))
Q('hours', BA, "kid's got a fever, it's 3 am on a tuesday. the pharmacy closest to the old chimney stack in baltimore - open right now?", hq(BA, stack, 'pharmacy', 'Tu', 3 * 60))
Q('hours', BA, "Can I buy croissants on Sunday at 10 am at the bakery nearest the football field in the Baltimore data?", hq(BA, football, 'bakery', 'Su', 10 * 60))
Q('hours', BA, "What are the Saturday morning hours of the café closest to the Baltimore chess table?", htrap(BA, chess, 'cafe'))
Q('hours', SG, "singapore extract: the cafe nearest the train station building, is it open on a sunday at 8am", htrap(SG, station, 'cafe'))


# ---- arithmetic
def ar1():
    a, b = area_of(cemetery()), area_of(pier())
    far_enough(a, b)
    return [m2_item(a - b)], 'cemetery %.0f m2, pier %.0f m2' % (a, b)
Q('arithmetic', HD, "By how many square metres does the Heidelberg cemetery outsize the pier?", ar1)


def ar2():
    f, c, e = fire(), clock(), charger()
    l1, l2 = dist(f, c), dist(c, e)
    if min(l1, l2) < 100:
        raise Fragile('short leg')
    near_ok(l1 + l2, cdist(f, c) + cdist(c, e))
    return [m_item(l1 + l2)], 'legs %.0f + %.0f' % (l1, l2)
Q('arithmetic', HD, "as the crow flies: heidelberg fire station to the street clock, then on to the EV charging point. total distance?", ar2)


def ar3():
    h, w = whole_count(HD, 'bus_stop'), whole_count(HD, 'taxi')
    a, b = len(h), len(w)
    far_enough(a, b, 0.10)
    if a - b in (a, b):
        raise Fragile('difference equals a count')
    return ['#%d' % (a - b), '#%d' % a, '#%d' % b], 'bus stops %d, taxi stands %d' % (a, b)
Q('arithmetic', HD, "How many more bus stops than taxi ranks are there in the Heidelberg data? Give me both counts too.", ar3)


def ar4():
    t, c, e = turnstile(), clock(), charger()
    dc, de = dist(t, c), dist(t, e)
    far_enough(dc, de)
    near_ok(abs(dc - de), abs(cdist(t, c) - cdist(t, e)))
    nearer = '!charg | !EV' if de < dc else '!clock'
    return [nearer, m_item(abs(dc - de))], 'clock %.0f, charger %.0f' % (dc, de)
Q('arithmetic', HD, "From the turnstile in Heidelberg, which is closer in a straight line - the street clock or the EV charger? And how much closer?", ar4)


def ar5():
    r, c = whole_count(SG, 'restaurant'), whole_count(SG, 'cafe')
    return ['#%d' % (len(r) + len(c)), '#%d' % len(r), '#%d' % len(c)], 'restaurants %d, cafes %d' % (len(r), len(c))
Q('arithmetic', SG, "restaurants plus cafes in the singapore data - whats the total, and how does it split?", ar5)


def ar6():
    a, b = area_of(pubbldg()), area_of(station())
    r = a / b
    return [ratio_items(r)], 'public %.0f m2, station %.0f m2, ratio %.3f' % (a, b, r)
Q('arithmetic', SG, "Singapore: how many times larger is the footprint of the public building than that of the train station building?", ar6)


def ar7():
    f = station()
    fig = absent(f, lambda k: 'level' in k or 'height' in k, 'floors')
    if 'building:levels' not in pubbldg().tags:
        raise Fragile('public building lost its levels')
    return [NOT_IN + ' | !no floor count'], fig
Q('arithmetic', SG, "if you stack the floors of the train station building on top of the public building's floors (both Singapore data), how many floors is that?", ar7)


def ar8():
    t, g, s = tank(), generator(), stack()
    dg, ds = dist(t, g), dist(t, s)
    far_enough(dg, ds)
    near_ok(abs(dg - ds), abs(cdist(t, g) - cdist(t, s)))
    return ['!generator' if dg < ds else '!stack | !chimney', m_item(abs(dg - ds))], 'generator %.0f, stack %.0f' % (dg, ds)
Q('arithmetic', BA, "which one sits nearer the storage tank in baltimore, the power generator or the chimney stack, and whats the gap in metres?", ar8)


def ar9():
    a, b = area_of(football()), area_of(generator())
    far_enough(a, b)
    return ['!football | !field' if a > b else '!generator', m2_item(abs(a - b))], 'pitch %.0f m2, generator %.0f m2' % (a, b)
Q('arithmetic', BA, "Which covers more ground in the Baltimore data, the football field or the power generator's footprint - and by how many square metres?", ar9)


def ar10():
    a, b = whole_count(BA, 'fast_food'), whole_count(BA, 'cafe')
    a, b = len(a), len(b)
    r = a / b
    if abs(r - 2) <= 0.2:
        raise Fragile('near twice')
    return ['!yes' if r >= 2 else '!no', '#%d' % a, '#%d' % b], 'fast food %d, cafes %d, ratio %.2f' % (a, b, r)
Q('arithmetic', BA, "Are there at least twice as many fast food places as cafes in the whole Baltimore data? Numbers please.", ar10)


def ar11():
    w, a, s = wtower(), airpump(), stack()
    l1, l2 = dist(w, a), dist(a, s)
    near_ok(l1 + l2, cdist(w, a) + cdist(a, s))
    return [m_item(l1 + l2)], 'legs %.0f + %.0f' % (l1, l2)
Q('arithmetic', BA, "Straight-line sum: water tower to the free air pump, plus air pump to the chimney stack (Baltimore)?", ar11)


def ar12():
    c = chess()
    rs = within(BA, c, 'restaurant', 300)
    cs = within(BA, c, 'cafe', 300)
    a, b = len(rs), len(cs)
    far_enough(a, b, 0.10)
    if a - b in (a, b) or a <= b:
        raise Fragile('difference equals a count, or no majority')
    return ['!yes', '#%d' % (a - b), '#%d' % a, '#%d' % b], 'restaurants %d, cafes %d' % (a, b)
Q('arithmetic', BA, "Do restaurants outnumber cafés within 300 m of the chess table in Baltimore? by how many, and what are the two counts?", ar12)


# ---- route
def rq(town, mode, A, B, time=False):
    def fn():
        L, lens, s = route(town, mode, A(), B())
        items = [route_item(L)] + ([TIME_Q] if time else [])
        return items, '%s %.0f m (variants %s), straight %.0f' % (mode, L, ['%.0f' % x for x in lens], s)
    return fn


def rv(town, A, B, T, alts=()):
    def fn():
        v, L, lens = walk_verdict(town, A(), B(), T)
        for alt in alts:
            if walk_verdict_any(town, alt(), B(), T) != v:
                raise Fragile('verdict differs from %r' % alt())
        return ['!yes' if v else '!no'], 'foot %.0f m, variants %s, T=%d' % (L, ['%.0f' % x for x in lens], T)
    return fn


def r_desc(town, mode, A, anchor2, kind, time=False):
    def fn():
        p, fig = nearest(town, anchor2(), kind)
        L, lens, s = route(town, mode, A(), p)
        items = [p.name, route_item(L)] + ([TIME_Q] if time else [])
        return items, fig + '; %s %.0f m (variants %s), straight %.0f' % (mode, L, ['%.0f' % x for x in lens], s)
    return fn


def r_trap():
    if any(KIND['fuel'](f) or 'tankstelle' in fold(f.name or '') for f in feats(HD)):
        raise Fragile('Heidelberg has a fuel feature')
    return [NOT_IN + ' | !no petrol station | !no gas station'], 'no amenity=fuel and no key containing fuel in Heidelberg'


Q('route', HD, "Walking distance from the fire station in Heidelberg to the street clock?", rq(HD, 'foot', fire, clock))
Q('route', HD, "on foot from the EV charging point up to the turnstile in heidelberg - how many metres and how long will it take me", rq(HD, 'foot', charger, turnstile, True))
Q('route', HD, "By bike, how far is it from the pier in Heidelberg to the street clock?", rq(HD, 'bike', pier, clock))
Q('route', HD, "low on fuel in heidelberg: how far do I drive from the fire station to the nearest petrol station?", r_trap)
Q('route', SG, "Singapore: I'm walking from the public building to the train station building. Under 10 minutes, or not?", rv(SG, station, pubbldg, 10, alts=(lambda: by_id(SG, 'node', 330), lambda: by_id(SG, 'way', 447))))
Q('route', SG, "i'm at the public building in singapore and need the convenience store closest to the train station building. how far is the walk?", r_desc(SG, 'foot', pubbldg, station, 'convenience'))
Q('route', BA, "Driving from the water tower to the compressed air point in Baltimore - how many km?", rq(BA, 'car', wtower, airpump))
Q('route', BA, "What's the car distance between the chimney stack and the football field in Baltimore, and about how many minutes?", rq(BA, 'car', stack, football, True))
Q('route', BA, "I have 20 minutes: can I walk from the chess table to the football field in Baltimore in that time?", rv(BA, chess, football, 20))
Q('route', BA, "bike ride from the chess table to the chimney stack (baltimore data) - distance pls", rq(BA, 'bike', chess, stack))
Q('route', BA, "How far on foot from the compressed air point in Baltimore to the chimney stack, and how long would that walk take?", rq(BA, 'foot', airpump, stack, True))
Q('route', BA, "planning to pedal from the water tower over to the chimney stack in baltimore. how many metres is that", rq(BA, 'bike', wtower, stack))


# ---- aggregate
def ag_list(town, anchor, kind, R):
    def fn():
        s = within(town, anchor(), kind, R)
        names = sorted(set(f.name for f in s))
        if len(names) != len(s) or not s:
            raise Fragile('list: duplicate names or empty')
        return names, '%d within %d m: %s' % (len(s), R, names)
    return fn


def ag_count(town, anchor, kind, R, extra=None):
    def fn():
        s = within(town, anchor(), kind, R, extra=extra)
        return ['#%d' % len(s)], '%d within %d m: %s' % (len(s), R, sorted(f.name for f in s))
    return fn


def ag_whole(town, kind):
    def fn():
        c = whole_count(town, kind)
        return ['#%d' % len(c)], '%d in the %s data' % (len(c), town)
    return fn


def ag_stars():
    h = [f for f in feats(HD) if KIND['hotel'](f) and f.tags.get('tourism') == 'hotel']
    if any(not f.name for f in h):
        raise Fragile('unnamed hotel')
    if possibly_one(h):
        raise Fragile('hotels may be one')
    four = [f for f in h if f.tags.get('stars') == '4']
    short = {'Hotel zum Ritter St. Georg': 'Ritter St. Georg', 'Arthotel Heidelberg': 'Arthotel'}
    return ['#%d' % len(four)] + [short.get(f.name, f.name) for f in four], '%d hotels, 4 stars: %s' % (len(h), [f.name for f in four])


def ag_common(town, anchor, kind, R, key):
    def fn():
        s = within(town, anchor(), kind, R)
        c = collections.Counter()
        for f in s:
            for v in set(x.strip() for x in re.split('[;,]', f.tags.get(key, '')) if x.strip()):
                c[v] += 1
        untagged = sum(1 for f in s if key not in f.tags)
        top = c.most_common()
        if not top or (len(top) > 1 and top[0][1] <= top[1][1] + untagged) or (len(top) == 1 and top[0][1] <= untagged):
            raise Fragile('most common %s not strict: %s, %d untagged' % (key, top, untagged))
        return ['!' + top[0][0]], '%s among %d (%d untagged): %s' % (key, len(s), untagged, top)
    return fn


def ag_trap():
    if any(KIND['fuel'](f) or 'petrol' in fold(f.name or '') for f in feats(SG)):
        raise Fragile('Singapore has a fuel feature')
    return [NOT_IN + ' | #0 | !none | !no petrol stations'], 'no amenity=fuel and no key containing fuel in Singapore'


import collections
Q('aggregate', HD, "Name the pubs within 200 m of the fire station in Heidelberg.", ag_list(HD, fire, 'pub', 200), 'list')
Q('aggregate', HD, "how many fountains does the heidelberg data have in total", ag_whole(HD, 'fountain'))
Q('aggregate', HD, "Which Heidelberg hotels are tagged with four stars, and how many are there?", ag_stars)
Q('aggregate', HD, "most frequent cuisine among the restaurants within 300 m of the heidelberg fire station?", ag_common(HD, fire, 'restaurant', 300, 'cuisine'))
Q('aggregate', SG, "Count of bus stops in the Singapore extract?", ag_whole(SG, 'bus_stop'))
Q('aggregate', SG, "in the singapore data, how many cafes are there within 600 m of the train station building", ag_count(SG, station, 'cafe', 600))
Q('aggregate', SG, "Singapore data - number of petrol stations?", ag_trap)
Q('aggregate', BA, "how many places of worship are within 250 m of the football field in baltimore?", ag_count(BA, football, 'worship', 250))
Q('aggregate', BA, "List the fast food places within 600 m of the storage tank in the Baltimore data.", ag_list(BA, tank, 'fast_food', 600), 'list')
Q('aggregate', BA, "Of the churches within 800 m of the chimney stack in Baltimore, how many are tagged catholic?", ag_count(BA, stack, 'worship', 800, extra=lambda f: f.tags.get('denomination') in ('catholic', 'roman_catholic')))
Q('aggregate', BA, "Whole Baltimore data: how many ATMs?", ag_whole(BA, 'atm'))
Q('aggregate', BA, "looking for a latte near the chimney stack in baltimore - which cafés are within 800 m of it?", ag_list(BA, stack, 'cafe', 800), 'list')


# ---------------------------------------------------------------- checks and modes
FILES_OUT = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
ITEM_RE = re.compile(r'(#\d+|~\d+ m2|~\d+ m ±10%|~\d+ m|![^|;]+|[^!#~|;][^|;]*)')


def syntax_ok(gold):
    for item in gold.split('; '):
        for alt in item.split(' | '):
            if not alt or not ITEM_RE.fullmatch(alt):
                return False
            if alt.startswith('~') and not re.fullmatch(r'~\d+ m2|~\d+ m ±10%|~\d+ m', alt):
                return False
    return True


def compute():
    out = []
    for q in QS:
        prob = []
        hits = scan_text(q['text'])
        if hits:
            prob.append('older name in text: %s' % hits)
        try:
            items, figs = q['fn']()
            gold = '; '.join(items)
            if not syntax_ok(gold):
                prob.append('gold syntax: %r' % gold)
            for it in items:
                pass
        except Fragile as e:
            gold, figs = None, ''
            prob.append(str(e))
        out.append(dict(q, gold=gold, figs=figs, prob=prob))
    texts = [q['text'] for q in QS]
    if len(set(texts)) != len(texts):
        out[0]['prob'].append('duplicate question')
    for fn in FILES_OUT:
        n = sum(1 for q in QS if q['file'] == fn)
        if n != 12:
            out[0]['prob'].append('%s has %d questions' % (fn, n))
    towns = collections.Counter(q['town'] for q in QS)
    if towns[HD] < 20 or towns[SG] < 10:
        out[0]['prob'].append('town counts %s' % dict(towns))
    traps = sum(1 for o in out if o['gold'] and o['gold'].startswith('!not in the data'))
    if traps < 7:
        out[0]['prob'].append('only %d traps' % traps)
    return out


def tsv_path(fn):
    return Path(__file__).resolve().parent / ('val21-%s.tsv' % fn)


HEADER = ('# val21-%s.tsv - held-out validation set val21 (README-val21.md), golds by gold_val21.py; '
          'map data (c) OpenStreetMap contributors, ODbL 1.0\n# question\tgold\tkind\n')


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ''
    out = compute()
    bad = [o for o in out if o['prob']]
    if mode == '':
        for o in out:
            print('[%s] %s | %s | %s\n  gold: %s\n  figs: %s%s' % (o['file'], o['text'], o['town'], o['kind'], o['gold'],
                  o['figs'], ''.join('\n  FRAGILE: ' + p for p in o['prob'])))
        print(dict(collections.Counter(o['town'] for o in out)))
        return 0
    if mode == '--write':
        if bad:
            for o in bad:
                print('FRAGILE: %s: %s' % (o['text'], o['prob']))
            print('refused: fragile golds, nothing written')
            return 1
        for fn in FILES_OUT:
            with open(tsv_path(fn), 'w', encoding='utf-8') as fh:
                fh.write(HEADER % fn)
                for o in out:
                    if o['file'] == fn:
                        fh.write('%s\t%s\t%s\n' % (o['text'], o['gold'], o['kind']))
        print('written')
        return 0
    if mode == '--check':
        rc = 0
        for o in bad:
            print('FRAGILE [%s] %s: %s' % (o['file'], o['text'], o['prob']))
            rc = 1
        for fn in FILES_OUT:
            want = [o for o in out if o['file'] == fn]
            try:
                lines = open(tsv_path(fn), encoding='utf-8').read().split('\n')
            except OSError:
                print('missing %s' % tsv_path(fn))
                rc = 1
                continue
            rows = [(i + 1, l) for i, l in enumerate(lines) if l and not l.startswith('#')]
            if len(rows) != len(want):
                print('%s: %d rows, expected %d' % (fn, len(rows), len(want)))
                rc = 1
            for (ln, l), o in zip(rows, want):
                exp = '%s\t%s\t%s' % (o['text'], o['gold'], o['kind'])
                if l != exp:
                    print('DIFF val21-%s.tsv line %d:\n  file: %s\n  gold: %s' % (fn, ln, l, exp))
                    rc = 1
        print('check %s' % ('passed' if rc == 0 else 'FAILED'))
        return rc
    print(__doc__)
    return 2


if __name__ == '__main__':
    sys.exit(main())
