#!/usr/bin/env python3
"""gold_val39.py - recomputes every gold of the "beyond" validation set 39 from the raw OSM extracts.

--check   compare with the five val39-*.tsv (exit 1 naming file and line on any difference or fragile gold)
--write   rewrite the five TSVs (refused while any gold is fragile)
(none)    print question, town, kind, gold and figures
The data folder is GEOREACT_FRESH_DIR or Path(__file__).resolve().parents[3]/shared/data/osm-fresh.
Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""
import os, sys, re, math, itertools, unicodedata, warnings
from pathlib import Path
import osmium, shapely
from shapely import wkb as _wkb
from shapely.geometry import Point
from pyproj import Geod, Transformer, CRS
import networkx as nx
import numpy as np
GEOD = Geod(ellps='WGS84')
TOWNS = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Singapore': 'singapore-bayfront-2019.osm.pbf',
         'Baltimore': 'baltimore-2015.osm.pbf'}

def data_dir():
    d = os.environ.get('GEOREACT_FRESH_DIR')
    if d:
        return Path(d)
    return Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'

class F:
    __slots__ = ('town', 'typ', 'id', 'tags', 'geom', 'nodes')
    def __init__(self, town, typ, id_, tags, geom, nodes=None):
        self.town, self.typ, self.id, self.tags, self.geom, self.nodes = town, typ, id_, tags, geom, nodes
    @property
    def name(self):
        return self.tags.get('name')
    def __repr__(self):
        return f'{self.town[:3]}/{self.typ}{self.id}:{self.tags.get("name","")}'

class _H(osmium.SimpleHandler):
    def __init__(self, town):
        super().__init__()
        self.town = town
        self.fab = osmium.geom.WKBFactory()
        self.feats = []
        self.ways = []          # (id, tags, [(nodeid, lon, lat)])
        self.area_ways = {}
        self.rels = []
    def node(self, n):
        if len(n.tags):
            g = Point(n.location.lon, n.location.lat)
            self.feats.append(F(self.town, 'n', n.id, dict(n.tags), g))
    def way(self, w):
        tags = dict(w.tags)
        nds = [(nd.ref, nd.location.lon, nd.location.lat) for nd in w.nodes if nd.location.valid()]
        if 'highway' in tags or any(k in tags for k in ()):
            self.ways.append((w.id, tags, nds))
        if tags:
            closed = len(w.nodes) >= 4 and w.nodes[0].ref == w.nodes[-1].ref
            line = None
            try:
                line = _wkb.loads(self.fab.create_linestring(w), hex=True)
            except Exception:
                line = None
            self.feats.append(F(self.town, 'w', w.id, tags, line, [x[0] for x in nds]))
    def relation(self, r):
        tags = dict(r.tags)
        if tags:
            self.rels.append(F(self.town, 'r', r.id, tags, None))
    def area(self, a):
        try:
            g = _wkb.loads(self.fab.create_multipolygon(a), hex=True)
        except Exception:
            return
        self.area_ways[('w' if a.from_way() else 'r', a.orig_id())] = g

_CACHE = {}
def load(town):
    if town in _CACHE:
        return _CACHE[town]
    h = _H(town)
    h.apply_file(str(data_dir() / TOWNS[town]), locations=True)
    feats = []
    for f in h.feats:
        if f.typ == 'w':
            key = ('w', f.id)
            closed = f.nodes and len(f.nodes) >= 4 and f.nodes[0] == f.nodes[-1]
            hw = 'highway' in f.tags and f.tags.get('area') != 'yes'
            if key in h.area_ways and closed and not hw:
                f.geom = h.area_ways[key]
        feats.append(f)
    for r in h.rels:
        if ('r', r.id) in h.area_ways:
            r.geom = h.area_ways[('r', r.id)]
        feats.append(r)
    _CACHE[town] = (feats, h.ways)
    return _CACHE[town]

def all_feats():
    out = []
    for t in TOWNS:
        out += load(t)[0]
    return out

# ---------------------------------------------------------------- measures
def _aeqd(lon, lat):
    crs = CRS.from_proj4(f'+proj=aeqd +lat_0={lat} +lon_0={lon} +ellps=WGS84 +units=m')
    return Transformer.from_crs('EPSG:4326', crs, always_xy=True)

def _proj(g, tr):
    return shapely.transform(g, lambda xy: np.column_stack(tr.transform(xy[:, 0], xy[:, 1])))

def geodist_pts(a, b):
    return GEOD.inv(a[0], a[1], b[0], b[1])[2]

def distance(g1, g2):
    """nearest-point geodesic distance (0 when touching)"""
    c = g1.centroid
    tr = _aeqd(c.x, c.y)
    p1, p2 = _proj(g1, tr), _proj(g2, tr)
    if p1.intersects(p2):
        return 0.0
    from shapely.ops import nearest_points
    a, b = nearest_points(p1, p2)
    inv = Transformer.from_crs(tr.target_crs, 'EPSG:4326', always_xy=True)
    la = inv.transform(a.x, a.y); lb = inv.transform(b.x, b.y)
    return geodist_pts(la, lb)

def centroid_dist(g1, g2):
    a, b = g1.centroid, g2.centroid
    return geodist_pts((a.x, a.y), (b.x, b.y))

def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])

def length(g):
    return GEOD.geometry_length(g)

def rep_point(g):
    if g.geom_type == 'Point':
        return (g.x, g.y)
    c = g.centroid
    return (c.x, c.y)


class Fragile(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fragile(msg)


def fold(s):
    s = unicodedata.normalize('NFKD', str(s).lower())
    s = ''.join(c for c in s if not unicodedata.combining(c))
    return re.sub(r'[^a-z0-9]+', ' ', s).strip()


def fold_variants(s):
    s = str(s).replace('\u2019', "'")
    return {fold(s), fold(s.replace("'", ''))}


def has_words(part, whole):
    part, whole = fold(part), fold(whole)
    return bool(part) and re.search(r'(^| )' + re.escape(part) + r'( |$)', whole) is not None


_OLDF = None
def older_folded():
    global _OLDF
    if _OLDF is None:
        out = set()
        for n in OLDER_SETS + LEFT_OUT:
            out |= fold_variants(n)
            if str(n).startswith('#'):
                out |= fold_variants(str(n)[1:])
        _OLDF = sorted(x for x in out if x)
    return _OLDF


def older_in_text(text):
    hits = []
    for tv in fold_variants(text):
        for o in older_folded():
            if re.search(r'(^| )' + re.escape(o) + r'( |$)', tv):
                hits.append(o)
    return sorted(set(hits))


def name_overlaps_older(name):
    hits = []
    for nv in fold_variants(name):
        for o in older_folded():
            if has_words(o, nv) or has_words(nv, o):
                hits.append(o)
    return sorted(set(hits))


def check_older_adds():
    names = {f.tags.get('name') for f in all_feats() if 'name' in f.tags}
    missing = [n for n in VAL39_ADD if n not in names]
    need(not missing, f'VAL39_ADD names that are no exact feature name: {missing}')


_FW = None
def feature_words():
    """names, brands and operators of every feature of the three extracts (folded)"""
    global _FW
    if _FW is not None:
        return _FW
    out = set()
    for f in all_feats():
        for k in ('name', 'brand', 'operator'):
            if k in f.tags:
                out.add(fold(f.tags[k]))
    _FW = out
    return out


def word_start_in_names(word):
    w = fold(word)
    for n in feature_words():
        if re.search(r'(^| )' + re.escape(w), n):
            return n
    return None
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

# unnamed anchors of older sets (README-val37 / README-val38 and what they carry over), refused by (type, id) and tag
REFUSED_ANCHOR_IDS = {
    ('w', 417), ('w', 139), ('n', 1794981583), ('n', 3013021790), ('n', 3184688312), ('n', 2018074954),
    ('n', 2280283474), ('n', 2590577890), ('n', 1826839145), ('w', 277455040), ('w', 95), ('w', 280778839),
    ('n', 2414203781), ('n', 2511023822), ('n', 1422652974), ('n', 2303798850), ('w', 82419820), ('w', 96599364),
    ('n', 1814748433), ('n', 848214372),
    # val38's anchors and dropped candidates
    ('n', 1897490810), ('n', 1531155348), ('n', 1027945019), ('n', 2720830627), ('n', 1908447716), ('w', 263333782),
    ('w', 82419817), ('w', 170211248), ('w', 133689218), ('n', 2086293852), ('n', 2133743403), ('n', 322701019),
    ('n', 49390544), ('w', 189386294), ('w', 108842265), ('w', 286999057), ('w', 139715661), ('w', 274870766),
    ('n', 49540508), ('r', 96), ('n', 1539741096), ('n', 1817824377), ('n', 2263), ('n', 2278)}
REFUSED_TAGS = {
    ('amenity', 'smoking_area'), ('highway', 'elevator'), ('sport', 'tennis'), ('amenity', 'shelter'),
    ('landuse', 'construction'), ('building', 'construction'), ('amenity', 'post_office'), ('power', 'substation'),
    ('amenity', 'clock'), ('amenity', 'charging_station'), ('amenity', 'drinking_water'), ('barrier', 'turnstile'),
    ('highway', 'give_way'), ('railway', 'razed'), ('building', 'train_station'), ('power', 'generator'),
    ('amenity', 'compressed_air'), ('man_made', 'water_tower'), ('man_made', 'stack'), ('sport', 'chess'),
    ('leisure', 'track'), ('building', 'hut'), ('man_made', 'tank'), ('railway', 'turntable'),
    ('advertising', 'column'), ('playground', 'wendyhouse'), ('shop', 'vacant'), ('surveillance', 'webcam'),
    ('tower:type', 'communication'), ('tower:type', 'bell_tower'), ('sport', 'football'), ('waterway', 'boat_lift'),
    ('baseball', 'softball'), ('brand', 'TA'), ('organization', 'Zip car'), ('place', 'island'), ('leisure', 'common'),
    ('building', 'pavilion'), ('playground', 'sandpit'), ('hoops', '2'), ('disused:amenity', 'cinema'),
    ('man_made', 'bridge')}
REFUSED_KEYS = {'roof:material'}


# ---------------------------------------------------------------- places
def town_feats(town):
    return load(town)[0]


def refused(f):
    if (f.typ, f.id) in REFUSED_ANCHOR_IDS:
        return True
    if any((k, v) in REFUSED_TAGS for k, v in f.tags.items()):
        return True
    return any(k in REFUSED_KEYS for k in f.tags)


def anchor(town, tags, words):
    """the only feature of `tags` in the town's extract, unnamed, not refused, its words in no name"""
    m = [f for f in town_feats(town) if all(f.tags.get(k) == v for k, v in tags.items())]
    need(len(m) == 1, f'anchor {tags}: {len(m)} features in {town}')
    f = m[0]
    need(not any(k in f.tags for k in ('name', 'brand', 'alt_name', 'old_name')), f'anchor {tags} named')
    need(f.geom is not None, f'anchor {tags} has no geometry')
    need(not refused(f), f'anchor {tags} refused as an older anchor')
    for k in ('description', 'operator', 'brand'):
        if k in f.tags:
            need(not name_overlaps_older(f.tags[k]), f'anchor {tags}: its {k} overlaps an older name')
    for w in words:
        hit = word_start_in_names(w)
        need(hit is None, f'anchor {tags}: word {w!r} in a feature name ({hit})')
    return f


def street(town, name):
    """every highway way carrying exactly `name`; free, unique across the three extracts"""
    ways = [f for f in town_feats(town) if f.typ == 'w' and f.tags.get('name') == name and 'highway' in f.tags]
    need(ways, f'street {name}: no way')
    fn = fold(name)
    for f in all_feats():
        n = f.tags.get('name')
        if n is None:
            continue
        if f.town != town and fold(n) == fn:
            raise Fragile(f'street {name}: also in {f.town}')
        if fold(n) == fn and n != name:
            raise Fragile(f'street {name}: namesake {n!r}')
        if fold(n) != fn and has_words(fn, n):
            raise Fragile(f'street {name}: inside another name {n!r}')
    need(not name_overlaps_older(name), f'street {name}: overlaps an older name {name_overlaps_older(name)}')
    need(fn not in {fold(x) for x in LEFT_OUT}, f'street {name}: a LEFT_OUT name')
    return ways


def same_tag(ways, key):
    vals = {w.tags.get(key) for w in ways}
    need(len(vals) == 1, f'{key} differs between the ways: {vals}')
    return vals.pop()


def bus_route(town, ref):
    rs = [f for f in town_feats(town) if f.tags.get('route') == 'bus' and f.tags.get('ref') == ref]
    for t in TOWNS:
        if t != town:
            need(not [f for f in town_feats(t) if f.tags.get('route') in ('bus', 'trolleybus', 'tram', 'ferry')
                      and f.tags.get('ref') == ref], f'route {ref} also in {t}')
    for f in rs:
        need(not name_overlaps_older(f.tags['name']), f'route {ref}: overlaps an older name')
    return rs


def absent_kind(town, tagpairs, words):
    """a kind absent from the town's extract: no feature with the tags, no word start in the usual values"""
    KEYS = ('name', 'brand', 'operator', 'description', 'amenity', 'shop', 'healthcare', 'office', 'craft', 'cuisine',
            'tourism', 'leisure', 'vending', 'building', 'service', 'sport', 'religion', 'denomination', 'historic')
    for f in town_feats(town):
        for k, v in tagpairs:
            if f.tags.get(k) == v or (v == '*' and k in f.tags):
                raise Fragile(f'trap: {k}={v} present in {town} ({f})')
        for k in KEYS:
            if k in f.tags:
                val = ' ' + fold(f.tags[k])
                for w in words:
                    if (' ' + fold(w)) in val:
                        raise Fragile(f'trap: word {w!r} in {k}={f.tags[k]!r} ({f})')
    return True


def absent_tags(f, keys):
    for k in f.tags:
        for p in keys:
            if k == p or (p.endswith('*') and k.startswith(p[:-1])):
                raise Fragile(f'trap: {f} carries {k}')
    return True


# ---------------------------------------------------------------- counts
def pair_check(feats, radius, label):
    """refused when two may be one place: same name or one unnamed within radius; differently named within 2 m"""
    for f in feats:
        need(f.geom is not None, f'{label}: {f} has no geometry')
    def ext(g):  # every point of g lies within this many metres of its centroid (the bounding box diagonal)
        x0, y0, x1, y1 = g.bounds
        return geodist_pts((x0, y0), (x1, y1))
    pts = [(f, rep_point(f.geom), ext(f.geom)) for f in feats]
    for (a, pa, ea), (b, pb, eb) in itertools.combinations(pts, 2):
        d0 = geodist_pts(pa, pb)
        if d0 - ea - eb > radius + 5:
            continue
        d = distance(a.geom, b.geom)
        na, nb = a.tags.get('name'), b.tags.get('name')
        if (na is None or nb is None or fold(na) == fold(nb)) and d <= radius:
            raise Fragile(f'{label}: {a} and {b} may be one place ({d:.1f} m)')
        if d <= 2:
            raise Fragile(f'{label}: {a} and {b} within 2 m')


def kind(town, pred, radius, label):
    fs = [f for f in town_feats(town) if pred(f.tags)]
    pair_check(fs, radius, label)
    return fs


def tagis(k, v):
    return lambda t: t.get(k) == v


# ---------------------------------------------------------------- opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
HAND = {  # README-val28's three free-text Baltimore values, read by hand as val33 ... val38 did
    'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00',
    'Weekdays 7-3, Saturdays 7-6, Sundays 7-4': 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
    '8-6:30': '08:00-18:30'}


class Unreadable(Exception):
    pass


def _days(sel, lenient):
    out = set()
    for part in sel.split(','):
        part = part.strip() if lenient else part
        if lenient:
            part = part.replace('.', '').replace('So', 'Su')
            part = re.sub(r'\s*-\s*', '-', part)
        m = re.fullmatch(r'(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))?', part)
        if not m:
            raise Unreadable(sel)
        a = DAYS.index(m.group(1)); b = DAYS.index(m.group(2)) if m.group(2) else a
        i = a
        while True:
            out.add(i)
            if i == b:
                break
            i = (i + 1) % 7
    return out


def _tm(s):
    m = re.fullmatch(r'(\d{1,2}):(\d\d)', s)
    if not m:
        raise Unreadable(s)
    h, mi = int(m.group(1)), int(m.group(2))
    if h > 24 or mi > 59 or (h == 24 and mi):
        raise Unreadable(s)
    return h * 60 + mi


def parse_oh(value, lenient, plus_mode=0):
    """-> {day: [(start, end)]} ; end <= start runs past midnight. plus_mode: 0 = start+1 min, 1 = midnight"""
    v = value.strip()
    if v == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    week = {d: [] for d in range(7)}
    if lenient:
        rules = []
        for r in re.split(r'\s*;\s*', v):
            # ', ' between rules: split where a comma is followed by a day selector and a time later
            rules += [x for x in re.split(r',\s*(?=(?:Mo|Tu|We|Th|Fr|Sa|Su|So)[.\-,\s])(?=[^;]*\d)', r) if x]
        rules2 = []
        for r in rules:
            rules2.append(r)
        rules = rules2
    else:
        rules = [r for r in re.split(r';\s?', v)]
    for r in rules:
        r = r.strip() if lenient else r
        if not r:
            raise Unreadable(value)
        if lenient and re.match(r'(?i)^ph\b', r):
            continue
        m = re.fullmatch(r'((?:[A-Za-z.]{2,3}(?:\s*-\s*[A-Za-z.]{2,3})?)(?:\s*,\s*[A-Za-z.]{2,3}(?:\s*-\s*[A-Za-z.]{2,3})?)*:?)\s+(.*)'
                         if lenient else r'([A-Za-z]{2}(?:-[A-Za-z]{2})?(?:,[A-Za-z]{2}(?:-[A-Za-z]{2})?)*) (.*)', r)
        if m and re.match(r'^(Mo|Tu|We|Th|Fr|Sa|Su|So)', m.group(1)):
            days = _days(m.group(1).rstrip(':'), lenient)
            rest = m.group(2)
        elif re.match(r'^\d', r):
            days = set(range(7)); rest = r
        else:
            raise Unreadable(value)
        rest = rest.strip() if lenient else rest
        if rest in ('off', 'closed'):
            for d in days:
                week[d] = []
            continue
        ivs = []
        for rg in (re.split(r'\s*,\s*', rest) if lenient else rest.split(',')):
            if lenient and re.fullmatch(r'\d{1,2}:\d\d\+', rg):
                s = _tm(rg[:-1]); ivs.append((s, s + 1) if plus_mode == 0 else (s, 1440))
                continue
            mm = re.fullmatch(r'(\d{1,2}:\d\d)\s*-\s*(\d{1,2}:\d\d)' if lenient else r'(\d{1,2}:\d\d)-(\d{1,2}:\d\d)', rg)
            if not mm:
                raise Unreadable(value)
            ivs.append((_tm(mm.group(1)), _tm(mm.group(2))))
        for d in days:
            week[d] = list(ivs)
    return week


def open_at(week, day, minute, strict_spill):
    for s, e in week[day]:
        if e > s and s <= minute < e:
            return True
        if e <= s and minute >= s:
            return True
    prev = (day - 1) % 7
    if strict_spill and week[day]:
        return False
    for s, e in week[prev]:
        if e <= s and minute < e:
            return True
    return False


def readings(value):
    value = HAND.get(value, value)
    out = []
    for lenient in (False, True):
        for pm in ((0, 1) if lenient else (0,)):
            try:
                out.append(parse_oh(value, lenient, pm))
            except Unreadable:
                pass
    if not out:
        raise Fragile(f'unreadable opening_hours {value!r}')
    return out


def verdict(f, day, minute):
    vs = set()
    for wk in readings(f.tags['opening_hours']):
        for strict in (False, True):
            for dm in range(-15, 16):
                m = minute + dm; d = day
                if m < 0:
                    m += 1440; d = (d - 1) % 7
                if m >= 1440:
                    m -= 1440; d = (d + 1) % 7
                vs.add(open_at(wk, d, m, strict))
    need(len(vs) == 1, f'hours: {f} {f.tags["opening_hours"]!r} unstable at {DAYS[day]} {minute // 60}:{minute % 60:02d}')
    return vs.pop()


def with_hours(town, pred, label):
    fs = [f for f in town_feats(town) if pred(f.tags) and 'opening_hours' in f.tags
          and f.tags['opening_hours'].strip() != 'unknown']
    for a, b in itertools.combinations(fs, 2):
        if a.geom is None or b.geom is None:
            need(fold(a.tags.get('name', '')) != fold(b.tags.get('name', '#')), f'{label}: {a}/{b} same name')
            continue
        d = distance(a.geom, b.geom)
        same = fold(a.tags.get('name', '')) == fold(b.tags.get('name', '#'))
        need(not (same and d <= 30) and d > 10, f'{label}: {a} and {b} may be one place ({d:.1f} m)')
    return fs


def open_count(town, pred, day, minute, label):
    fs = with_hours(town, pred, label)
    opened = [f for f in fs if verdict(f, day, minute)]
    return opened, fs


# ---------------------------------------------------------------- routing (README-val4's graph and variants)
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NOBIKE = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}
NONWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
          'services', 'razed', 'disused', 'bus_guideway', 'escape'}
NO = {'no', 'private'}


def _edges(tags, mode, variant):
    """-> None (not used) or (forward, backward)"""
    hw = tags.get('highway')
    acc = tags.get('access')
    ow = tags.get('oneway')
    if mode == 'car':
        if hw not in CAR or acc in NO:
            return None
        if variant == 'strict' and (tags.get('motor_vehicle') in NO or tags.get('motorcar') in NO):
            return None
        fwd, bwd = True, True
        if ow in ('yes', 'true', '1'):
            bwd = False
        elif ow == '-1':
            fwd = False
        elif variant == 'strict' and ow != 'no' and (tags.get('junction') == 'roundabout' or
                                                     hw in ('motorway', 'motorway_link')):
            bwd = False
        return fwd, bwd
    if mode == 'bike':
        ok = (hw in CAR and hw not in NOBIKE) or hw in ('cycleway', 'path', 'track') or \
            tags.get('bicycle') in ('yes', 'designated')
        if not ok or hw is None or tags.get('bicycle') == 'no':
            return None
        if variant == 'strict' and acc in NO and tags.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return None
        fwd, bwd = True, True
        if variant == 'nooneway':
            return fwd, bwd
        exempt = tags.get('oneway:bicycle') == 'no' or tags.get('cycleway', '').startswith('opposite')
        if not exempt:
            if ow in ('yes', 'true', '1'):
                bwd = False
            elif ow == '-1':
                fwd = False
            elif variant == 'strict' and ow != 'no' and tags.get('junction') == 'roundabout':
                bwd = False
        return fwd, bwd
    # foot
    if hw is None or hw in NOBIKE or hw in NONWAY or tags.get('foot') == 'no':
        return None
    if variant == 'strict' and acc in NO and tags.get('foot') not in ('yes', 'designated', 'permissive'):
        return None
    return True, True


_G = {}
def graph(town, mode, variant):
    key = (town, mode, variant)
    if key in _G:
        return _G[key]
    G = nx.DiGraph()
    pos = {}
    for wid, tags, nds in load(town)[1]:
        e = _edges(tags, mode, variant)
        if e is None:
            continue
        fwd, bwd = e
        for (a, ax, ay), (b, bx, by) in zip(nds, nds[1:]):
            if a == b:
                continue
            w = GEOD.inv(ax, ay, bx, by)[2]
            pos[a] = (ax, ay); pos[b] = (bx, by)
            if fwd and (not G.has_edge(a, b) or G[a][b]['w'] > w):
                G.add_edge(a, b, w=w)
            if bwd and (not G.has_edge(b, a) or G[b][a]['w'] > w):
                G.add_edge(b, a, w=w)
    big = max(nx.strongly_connected_components(G), key=len) if len(G) else set()
    _G[key] = (G, pos, big)
    return _G[key]


def snap(town, mode, variant, pt, whole):
    G, pos, big = graph(town, mode, variant)
    cand = list(G.nodes) if whole else list(big)
    xy = np.array([pos[n] for n in cand])
    d2 = ((xy[:, 0] - pt[0]) * math.cos(math.radians(pt[1]))) ** 2 + (xy[:, 1] - pt[1]) ** 2
    order = np.argsort(d2)[:20]
    best = min(order, key=lambda i: geodist_pts(pt, pos[cand[i]]))
    n = cand[best]
    return n, geodist_pts(pt, pos[n])


VARIANTS = {'car': ['base', 'strict'], 'bike': ['base', 'strict', 'nooneway'], 'foot': ['base', 'strict']}


def route(town, mode, fa, fb):
    """route length between two anchors (their point or centroid), robust under every variant"""
    pa, pb = rep_point(fa.geom), rep_point(fb.geom)
    straight = distance(fa.geom, fb.geom)
    need(300 <= straight <= 5000, f'route: straight line {straight:.0f} m outside 300 m - 5 km')
    lens = {}
    for variant in VARIANTS[mode]:
        for whole in (False, True):
            G, pos, big = graph(town, mode, variant)
            na, da = snap(town, mode, variant, pa, whole)
            nb, db = snap(town, mode, variant, pb, whole)
            if not whole:
                need(da <= 100 and db <= 100, f'route {mode}: snapped {da:.0f} / {db:.0f} m from the graph')
            try:
                L = nx.dijkstra_path_length(G, na, nb, weight='w')
            except nx.NetworkXNoPath:
                raise Fragile(f'route {mode} {variant} whole={whole}: no path')
            lens[(variant, whole)] = L
    base = lens[('base', False)]
    need(base <= 2.5 * straight, f'route {mode}: {base:.0f} m more than 2.5 x the straight line {straight:.0f}')
    need(base >= 0.97 * straight, f'route {mode}: {base:.0f} m shorter than the straight line {straight:.0f}')
    for k, L in lens.items():
        need(abs(L - base) <= 0.03 * base, f'route {mode}: variant {k} moves {base:.0f} -> {L:.0f} m')
    return base, straight, lens


def walk_verdict(lens, T):
    if all(L <= 0.9 * T * 50 for L in lens.values()):
        return True
    if all(L >= 1.1 * T * 100 for L in lens.values()):
        return False
    raise Fragile(f'walking verdict for {T} min undecided: {sorted(round(x) for x in lens.values())}')


# ---------------------------------------------------------------- gold items
NOT = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
ABSENT_COUNT = '#0 | !none | !no | ' + NOT
ABSENT_YN = '!no | !none | ' + NOT
TIME = '!min | !minute | !hour'


def m_(x):
    return f'~{round(x)} m'


def mr(x):
    return f'~{round(x)} m ±10%'


def m2(x):
    return f'~{round(x)} m2'


def diff_check(a, b):
    d = abs(a - b)
    need(d > 0.1 * max(a, b), f'near tie {a} / {b}')
    need(d != a and d != b, f'difference {d} equals a count ({a}, {b})')
    return d


def ratio1(a, b):
    r = a / b
    need(abs(r * 10 - round(r * 10)) < 1e-9, f'ratio {a}/{b} = {r} not exact at the first decimal')
    return r


def threshold(n, t):
    need(abs(n - t) >= 3, f'threshold {t}: count {n} too close')
    return n > t


def most_common(values_per_feature, named_values_per_feature):
    import collections
    out = []
    for vals in (values_per_feature, named_values_per_feature):
        c = collections.Counter()
        for vs in vals:
            for v in set(vs):
                c[v] += 1
        top = c.most_common(2)
        need(top and (len(top) == 1 or top[0][1] > top[1][1]), f'most common: tie {top}')
        out.append((top[0][0], c))
    need(out[0][0] == out[1][0], 'most common: winner differs among named features')
    return out[0]


# ---------------------------------------------------------------- the questions
H, S, B = 'Heidelberg', 'Singapore', 'Baltimore'
MO, TU, WE, TH, FR, SA, SU = range(7)
_A = {}
ANCHORS = {  # label: (town, tags, the words a person would use for it)
    'speed camera': (H, {'highway': 'speed_camera'}, ['speed camera', 'blitzer', 'radar', 'camera']),
    'stop sign': (H, {'highway': 'stop'}, ['stop sign']),
    'turning circle': (H, {'highway': 'turning_circle'}, ['turning circle', 'turnaround']),
    'parking entrance': (H, {'amenity': 'parking_entrance'}, ['parking entrance', 'garage entrance', 'car park entrance']),
    'city map': (H, {'information': 'map'}, ['city map', 'map board', 'stadtplan', 'street map']),
    'signpost': (S, {'information': 'guidepost'}, ['guidepost', 'signpost', 'sign post', 'fingerpost']),
    'map board': (S, {'information': 'map'}, ['map board', 'city map', 'street map']),
    'disused railroad crossing': (B, {'crossing': 'disused'}, ['rail crossing', 'railroad crossing', 'level crossing',
                                                               'disused', 'railway crossing']),
    'chain barrier': (B, {'barrier': 'chain'}, ['chain']),
    'median strip': (B, {'landuse': 'median'}, ['median']),
}
ANCHOR_WHOLE_WORDS = {'city map': ['map'], 'map board': ['map'], 'chain barrier': ['barrier'],
                      'median strip': ['median strip']}


def A(label):
    if label not in _A:
        town, tags, words = ANCHORS[label]
        f = anchor(town, tags, words)
        for w in ANCHOR_WHOLE_WORDS.get(label, []):
            hits = [n for n in feature_words() if has_words(w, n)]
            need(not hits, f'anchor {label}: word {w!r} is a whole word of {hits[:3]}')
        _A[label] = f
    return _A[label]


def q_tag(f, key, item, expect):
    v = f.tags.get(key)
    need(v == expect, f'{f}: {key}={v!r}, expected {expect!r}')
    return item, f'{f} {key}={v}'


def q_street_tag(name, key, expect, item):
    ws = street(B, name)
    v = same_tag(ws, key)
    need(v == expect, f'{name}: {key}={v!r}, expected {expect!r}')
    return item, f'{name}: {len(ws)} way(s), {key}={v}'


def q_trap_tags(f, keys):
    absent_tags(f, keys)
    return NOT, f'{f} carries only {sorted(f.tags)}'


def q_bus(ref, key, item, direction_to=None):
    rs = bus_route(S, ref)
    if direction_to:
        rs = [r for r in rs if r.tags.get('to') == direction_to]
    need(len(rs) >= 1, f'bus {ref}: none')
    vals = {r.tags.get(key) for r in rs}
    need(len(vals) == 1 and fold(item) in fold(vals.copy().pop()), f'bus {ref}: {key}={vals}')
    return item, f'bus {ref}: {[r.tags.get("name") for r in rs]} {key}={vals}'


def q_bus_ends(ref, item, pick):
    rs = bus_route(S, ref)
    need(rs, f'bus {ref}: none')
    ends = {r.tags.get(k) for r in rs for k in ('from', 'to') if pick(r.tags.get(k, ''))}
    need(len(ends) == 1 and fold(item) in fold(next(iter(ends))), f'bus {ref}: ends {ends}')
    return item, f'bus {ref}: {[r.tags.get("name") for r in rs]} ends {ends}'


def q_open_count(town, pred, label, day, minute):
    o, fs = open_count(town, pred, day, minute, label)
    return f'#{len(o)}', f'{len(o)} of {len(fs)} {label} with hours open: {[f.name for f in o]}'


def q_open_any(town, pred, label, day, minute, expect):
    o, fs = open_count(town, pred, day, minute, label)
    yes = len(o) > 0
    need(yes == expect, f'{label}: any open = {yes}')
    return ('!yes; #%d' % len(o)) if yes else '!no', f'{len(o)} of {len(fs)} open'


def q_open_all(town, pred, label, day, minute, expect):
    o, fs = open_count(town, pred, day, minute, label)
    allo = len(o) == len(fs)
    need(allo == expect, f'{label}: all open = {allo}')
    return ('!yes; #%d' % len(fs)) if allo else '!no', f'{len(o)} of {len(fs)} open'


def q_absent(town, tagpairs, words, gold):
    absent_kind(town, tagpairs, words)
    return gold, f'no {tagpairs} and no {words} in {town}'


def q_count(town, pred, radius, label):
    fs = kind(town, pred, radius, label)
    return f'#{len(fs)}', f'{len(fs)} {label}'


def q_diff(town, p1, r1, l1, p2, r2, l2):
    a = len(kind(town, p1, r1, l1)); b = len(kind(town, p2, r2, l2))
    d = diff_check(a, b)
    return f'#{d}; #{a}; #{b}', f'{l1} {a} - {l2} {b} = {d}'


def q_sum(town, p1, r1, l1, p2, r2, l2):
    a = len(kind(town, p1, r1, l1)); b = len(kind(town, p2, r2, l2))
    need(a != b, 'sum of equal counts')
    return f'#{a + b}; #{a}; #{b}', f'{l1} {a} + {l2} {b} = {a + b}'


def q_ratio(town, p1, r1, l1, p2, r2, l2):
    a = len(kind(town, p1, r1, l1)); b = len(kind(town, p2, r2, l2))
    r = ratio1(a, b)
    return f'!{r:.1f}; #{a}; #{b}', f'{l1} {a} / {l2} {b} = {r}'


def q_straight(la, lb):
    fa, fb = A(la), A(lb)
    d = distance(fa.geom, fb.geom); c = centroid_dist(fa.geom, fb.geom)
    need(abs(d - c) <= max(0.05 * d, 15), f'straight line {la}-{lb}: {d:.0f} vs centroids {c:.0f}')
    return m_(d), f'{d:.1f} m (centroids {c:.1f} m)'


def q_street_len_diff(n1, n2):
    out = []
    for n in (n1, n2):
        ws = street(B, n)
        full = sum(length(w.geom) for w in ws)
        noft = sum(length(w.geom) for w in ws if w.tags.get('highway') not in
                   ('footway', 'path', 'steps', 'cycleway', 'track', 'corridor'))
        half = sum(length(w.geom) * (0.5 if w.tags.get('oneway') in ('yes', '-1', 'true', '1') else 1) for w in ws)
        need(abs(full - noft) <= 0.01 * full and abs(full - half) <= 0.01 * full,
             f'{n}: length readings differ {full:.0f} / {noft:.0f} / {half:.0f}')
        out.append(full)
    a, b = out
    need(a > 1.15 * b, f'lengths {a:.0f} / {b:.0f} too close')
    return f'{m_(a - b)}; {m_(a)}; {m_(b)}', f'{n1} {a:.1f} m - {n2} {b:.1f} m = {a - b:.1f} m'


def q_route(mode, la, lb, timed=False, walk=None):
    fa, fb = A(la), A(lb)
    need(fa.town == fb.town, 'route across towns')
    L, straight, lens = route(fa.town, mode, fa, fb)
    fig = f'{mode} {L:.0f} m (straight {straight:.0f} m; variants {sorted(round(x) for x in lens.values())})'
    if walk is not None:
        v = walk_verdict(lens, walk)
        return ('!yes' if v else '!no') + '; ' + mr(L), fig
    return mr(L) + ('; ' + TIME if timed else ''), fig


def q_threshold(town, pred, radius, label, t, expect):
    n = len(kind(town, pred, radius, label))
    v = threshold(n, t)
    need(v == expect, f'{label}: more than {t} = {v}')
    return ('!yes' if v else '!no') + f'; #{n}', f'{n} {label} (threshold {t})'


def q_most_common(town, pred, key, item, label, merge=5):
    fs = [f for f in town_feats(town) if pred(f.tags) and key in f.tags]
    vals = [[x.strip() for x in re.split('[;,]', f.tags[key]) if x.strip()] for f in fs]
    named = [v for f, v in zip(fs, vals) if f.name]
    w, c = most_common(vals, named)
    need(w == item, f'{label}: winner {w}')
    # merged reading: features sharing a value within `merge` m counted once per group
    parent = list(range(len(fs)))
    def root(i):
        while parent[i] != i:
            i = parent[i]
        return i
    for i, j in itertools.combinations(range(len(fs)), 2):
        if fs[i].geom is None or fs[j].geom is None:
            raise Fragile(f'{label}: {fs[i]} / {fs[j]} without geometry')
        if set(vals[i]) & set(vals[j]) and geodist_pts(rep_point(fs[i].geom), rep_point(fs[j].geom)) < 3000 \
                and distance(fs[i].geom, fs[j].geom) <= merge:
            parent[root(i)] = root(j)
    groups = {}
    for i in range(len(fs)):
        groups.setdefault(root(i), set()).update(vals[i])
    w2, c2 = most_common(list(groups.values()), list(groups.values()))
    need(w2 == item, f'{label}: merged winner {w2}')
    return f'!{item}', f'{label}: {c.most_common(4)} over {len(fs)} features; merged {c2.most_common(3)}'


def q_tag_count(town, pred, radius, label):
    fs = kind(town, pred, radius, label)
    return f'#{len(fs)}', f'{len(fs)} {label}'


am = lambda v: (lambda t: t.get('amenity') == v)
ALL = lambda t: True
NOT_KIND = '!no | !none | ' + NOT

QUESTIONS = [
    # ------------------------------------------------------------ attribute
    ('attribute', H, 'are pedestrians allowed to go through the parking entrance in heidelberg, or is it just for cars?',
     lambda: q_tag(A('parking entrance'), 'foot', '!no', 'no')),
    ('attribute', H, "I use a wheelchair - can I get right up to the city map board in Heidelberg?",
     lambda: q_tag(A('city map'), 'wheelchair', '!yes', 'yes')),
    ('attribute', H, 'Heidelberg: what sort of map is on that city map board, a street map or a hiking map?',
     lambda: q_tag(A('city map'), 'map_type', '!street', 'street')),
    ('attribute', H, "hey who operates the speed camera in heidelberg? the city or the police?",
     lambda: q_trap_tags(A('speed camera'), ['operator*', 'owner*', 'brand*', 'network*', 'note*', 'description*',
                                             'enforcement*', 'contact*', 'website', 'url', 'name*'])),
    ('attribute', S, "singapore data - which bus interchange does bus 133 run to?",
     lambda: q_bus_ends('133', 'Ang Mo Kio', lambda v: 'Interchange' in v)),
    ('attribute', S, "There's a signpost somewhere in the Singapore data. Which places does it point to?",
     lambda: q_trap_tags(A('signpost'), ['destination*', 'direction*', 'name*', 'description*', 'note*',
                                         'inscription*', 'guidepost*', 'ref*', 'hiking', 'bicycle', 'foot'])),
    ('attribute', B, 'Quick one: is South Luzerne Avenue in Baltimore a one-way street?',
     lambda: q_street_tag('South Luzerne Avenue', 'oneway', '-1', '!yes')),
    ('attribute', B, 'speed limit on steuart street?',
     lambda: q_street_tag('Steuart Street', 'maxspeed', '25', '!25')),
    ('attribute', B, 'Is street parking free on Binney Street or do I have to pay?',
     lambda: q_street_tag('Binney Street', 'parking:condition:both', 'free', '!free')),
    ('attribute', B, "Anchorage View Court - public road or private?",
     lambda: q_street_tag('Anchorage View Court', 'access', 'private', '!private')),
    ('attribute', B, "what's the zip code for Boston Avenue in Baltimore",
     lambda: q_street_tag('Boston Avenue', 'postal_code', '21222', '!21222')),
    ('attribute', B, 'pls tell me what Cambridge Walk is surfaced with - asphalt, concrete, bricks?',
     lambda: q_street_tag('Cambridge Walk', 'surface', 'asphalt', '!asphalt')),
    # ------------------------------------------------------------ hours
    ('hours', H, 'How many pubs in Heidelberg are open at 5 pm on a Tuesday? Only count the ones that list their hours.',
     lambda: q_open_count(H, am('pub'), 'pubs', TU, 17 * 60)),
    ('hours', H, 'heidelberg, monday morning 10.00 - how many bars are open already (of those with opening hours)?',
     lambda: q_open_count(H, am('bar'), 'bars', MO, 10 * 60)),
    ('hours', H, "It's half six on a Monday morning in Heidelberg. Is any restaurant open yet?",
     lambda: q_open_any(H, am('restaurant'), 'restaurants', MO, 6 * 60 + 30, False)),
    ('hours', H, "are all the car parks in heidelberg that list opening hours open at three in the morning on a sunday? how many is that?",
     lambda: q_open_all(H, am('parking'), 'car parks', SU, 3 * 60, True)),
    ('hours', H, 'Sunday 11am in Heidelberg - number of pubs open, counting only those with listed hours?',
     lambda: q_open_count(H, am('pub'), 'pubs', SU, 11 * 60)),
    ('hours', S, 'singapore data: how many of the places with opening hours are open on a thursday at 8.30 pm?',
     lambda: q_open_count(S, ALL, 'places', TH, 20 * 60 + 30)),
    ('hours', S, "I'm an early riser - at 6 in the morning on a Wednesday, is anything in the Singapore data open (places that list hours)?",
     lambda: q_open_any(S, ALL, 'places', WE, 6 * 60, False)),
    ('hours', S, 'Sunday, half past eight in the morning, Singapore: how many places with listed hours are open?',
     lambda: q_open_count(S, ALL, 'places', SU, 8 * 60 + 30)),
    ('hours', S, 'need to wash my clothes - is there a laundromat open in the singapore area on sunday evening?',
     lambda: q_absent(S, [('shop', 'laundry'), ('shop', 'dry_cleaning'), ('amenity', 'laundry')],
                      ['laundr', 'launderette', 'dry clean', 'washeteria', 'wash'], NOT_KIND)),
    ('hours', B, 'Baltimore on a Friday at 8 pm: how many of the places that list opening hours are open?',
     lambda: q_open_count(B, ALL, 'places', FR, 20 * 60)),
    ('hours', B, 'how many places with opening hours are open in baltimore on sunday at 9 in the morning',
     lambda: q_open_count(B, ALL, 'places', SU, 9 * 60)),
    ('hours', B, "Thursday noon in Baltimore. Is every place that lists its hours open then?",
     lambda: q_open_all(B, ALL, 'places', TH, 12 * 60, False)),
    # ------------------------------------------------------------ arithmetic
    ('arithmetic', H, 'As the crow flies, how far is the speed camera from the city map board in Heidelberg?',
     lambda: q_straight('speed camera', 'city map')),
    ('arithmetic', H, 'heidelberg: street lamps minus traffic lights = ? give me both numbers too',
     lambda: q_diff(H, lambda t: t.get('highway') == 'street_lamp', 2, 'street lamps',
                    lambda t: t.get('highway') == 'traffic_signals', 2, 'traffic signals')),
    ('arithmetic', H, "Add up the doctors and the pharmacies in the Heidelberg data for me, with both counts pls",
     lambda: q_sum(H, am('doctors'), 30, 'doctors', am('pharmacy'), 30, 'pharmacies')),
    ('arithmetic', H, 'In Heidelberg, how many payphones are there for every car-sharing station? Tell me both counts.',
     lambda: q_ratio(H, am('telephone'), 30, 'payphones', am('car_sharing'), 30, 'car sharing')),
    ('arithmetic', S, "what's the straight-line distance between the signpost and the map board in the Singapore data?",
     lambda: q_straight('signpost', 'map board')),
    ('arithmetic', S, 'Singapore: how many more restaurants than toilets are there? both counts too',
     lambda: q_diff(S, am('restaurant'), 30, 'restaurants', am('toilets'), 30, 'toilets')),
    ('arithmetic', S, 'singapore data: ratio of cafes to bars? and the two counts',
     lambda: q_ratio(S, am('cafe'), 30, 'cafes', am('bar'), 30, 'bars')),
    ('arithmetic', S, 'How many years old is the signpost in the Singapore data?',
     lambda: q_trap_tags(A('signpost'), ['start_date*', 'construction_date', 'opening_date', 'check_date*',
                                         'survey*', 'date*', 'year*', 'description*', 'note*'])),
    ('arithmetic', B, 'In Baltimore, how far apart are the disused railroad crossing and the chain barrier in a straight line?',
     lambda: q_straight('disused railroad crossing', 'chain barrier')),
    ('arithmetic', B, "banks + ATMs in Baltimore's data, and how many of each?",
     lambda: q_sum(B, am('bank'), 30, 'banks', am('atm'), 30, 'ATMs')),
    ('arithmetic', B, "Baltimore - how many more car repair shops than car washes? I'd like both counts",
     lambda: q_diff(B, lambda t: t.get('shop') == 'car_repair', 30, 'car repair shops', am('car_wash'), 30, 'car washes')),
    ('arithmetic', B, 'How much longer is Broening Highway than Danville Avenue? Give me both lengths as well.',
     lambda: q_street_len_diff('Broening Highway', 'Danville Avenue')),
    # ------------------------------------------------------------ route
    ('route', H, 'how long does it take to walk from the speed camera to the stop sign in heidelberg, and how far is it?',
     lambda: q_route('foot', 'speed camera', 'stop sign', timed=True)),
    ('route', H, 'Driving distance in Heidelberg from the speed camera to the parking entrance?',
     lambda: q_route('car', 'speed camera', 'parking entrance')),
    ('route', H, "I'm cycling from the speed camera to the city map board in Heidelberg. How far is that by bike?",
     lambda: q_route('bike', 'speed camera', 'city map')),
    ('route', H, 'is half an hour enough to walk from the speed camera to the city map board in heidelberg? how far is it on foot?',
     lambda: q_route('foot', 'speed camera', 'city map', walk=30)),
    ('route', H, 'Heidelberg: can I walk from the turning circle to the city map board in 5 minutes? How long is the walk?',
     lambda: q_route('foot', 'turning circle', 'city map', walk=5)),
    ('route', S, "walking from the signpost in the Singapore data to the nearest police station - how far?",
     lambda: q_absent(S, [('amenity', 'police')], ['police', 'polis', 'npc', 'neighbourhood police'], NOT_KIND)),
    ('route', S, 'hey how far is the closest library from the map board in singapore, on foot?',
     lambda: q_absent(S, [('amenity', 'library')], ['librar', 'bibliot'], NOT_KIND)),
    ('route', B, "What's the driving distance from the disused railroad crossing to the chain barrier in Baltimore, and how long would it take?",
     lambda: q_route('car', 'disused railroad crossing', 'chain barrier', timed=True)),
    ('route', B, 'bike distance from the disused railroad crossing to the median strip, baltimore',
     lambda: q_route('bike', 'disused railroad crossing', 'median strip')),
    ('route', B, 'In Baltimore, how far is it to drive from the chain barrier to the median strip?',
     lambda: q_route('car', 'chain barrier', 'median strip')),
    ('route', B, 'could i walk from the disused railroad crossing to the median strip in baltimore within 30 minutes? and how long is the walk',
     lambda: q_route('foot', 'disused railroad crossing', 'median strip', walk=30)),
    ('route', B, "Is an hour and a half enough to walk from Baltimore's chain barrier to the disused railroad crossing? how far on foot?",
     lambda: q_route('foot', 'chain barrier', 'disused railroad crossing', walk=90)),
    # ------------------------------------------------------------ aggregate
    ('aggregate', H, 'are there more than 30 street lamps in the heidelberg data? whats the count',
     lambda: q_threshold(H, lambda t: t.get('highway') == 'street_lamp', 2, 'street lamps', 30, True)),
    ('aggregate', H, 'Which denomination do most of the churches in Heidelberg belong to?',
     lambda: q_most_common(H, am('place_of_worship'), 'denomination', 'protestant', 'denominations')),
    ('aggregate', H, "heidelberg - which type of shops is the most common one?",
     lambda: q_most_common(H, lambda t: 'shop' in t, 'shop', 'clothes', 'shop types')),
    ('aggregate', H, 'My tooth hurts. How many dentists are there in the Heidelberg data?',
     lambda: q_absent(H, [('amenity', 'dentist'), ('healthcare', 'dentist'), ('healthcare:speciality', 'dentistry')],
                      ['dentist', 'dental', 'zahn', 'kieferorth', 'oralchir'], ABSENT_COUNT)),
    ('aggregate', S, 'how many toilets in the Singapore data are wheelchair accessible?',
     lambda: q_tag_count(S, lambda t: t.get('amenity') == 'toilets' and t.get('wheelchair') == 'yes', 30,
                         'wheelchair toilets')),
    ('aggregate', S, 'Singapore: number of fire hydrants?',
     lambda: q_count(S, lambda t: t.get('emergency') == 'fire_hydrant', 2, 'fire hydrants')),
    ('aggregate', S, 'Does the Singapore data have more than 20 restaurants? How many exactly?',
     lambda: q_threshold(S, am('restaurant'), 30, 'restaurants', 20, False)),
    ('aggregate', S, 'count the car park entrances in the singapore data for me',
     lambda: q_count(S, am('parking_entrance'), 10, 'parking entrances')),
    ('aggregate', B, 'More than 20 stop signs in Baltimore? whats the number',
     lambda: q_threshold(B, lambda t: t.get('highway') == 'stop', 2, 'stop signs', 20, True)),
    ('aggregate', B, 'how many libraries are in the baltimore data',
     lambda: q_count(B, am('library'), 30, 'libraries')),
    ('aggregate', B, 'Baltimore: how many motorway exits (numbered junctions) are there in the data?',
     lambda: q_count(B, lambda t: t.get('highway') == 'motorway_junction', 2, 'motorway junctions')),
    ('aggregate', B, "In Baltimore, which sport are most of the pitches marked for?",
     lambda: q_most_common(B, lambda t: t.get('leisure') == 'pitch', 'sport', 'baseball', 'pitch sports')),
]


# ---------------------------------------------------------------- checks and files
FILES = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
HEADER = ('# "beyond" validation set 39 ({kind}); written before the code it measures is run on it. Never tune on it.\n'
          '# question<TAB>gold<TAB>kind; golds recomputed by gold_val39.py from the osm-fresh extracts '
          '(Map data (c) OpenStreetMap contributors, ODbL 1.0)\n')
FIXED = {fold(x) for x in NOT.replace('!', '').split(' | ')} | {'min', 'minute', 'hour', 'none', 'no', 'yes'}
ITEM = re.compile(r'^(#\d+|~\d+ m|~\d+ m ±10%|~\d+ m2|![^|;#~]+|[^!#~|;][^|;]*)$')


def gold_syntax(gold):
    for item in gold.split('; '):
        for alt in item.split(' | '):
            need(alt == alt.strip() and alt and ITEM.match(alt), f'gold syntax: {alt!r}')


def gold_older(gold):
    for item in gold.split('; '):
        for alt in item.split(' | '):
            if re.fullmatch(r'#\d+|~\d+ m|~\d+ m ±10%|~\d+ m2', alt):
                continue
            txt = alt.lstrip('!')
            if fold(txt) in FIXED or re.fullmatch(r'[\d.]+', txt):
                continue
            hits = older_in_text(txt) + ([] if alt.startswith('!') else name_overlaps_older(txt))
            need(not hits, f'gold item {alt!r} holds an older name {hits[:3]}')


def town_words():
    return {'heidelberg', 'singapore', 'baltimore'}


def question_older(q):
    hits = [h for h in older_in_text(q) if h not in town_words()]
    need(not hits, f'question holds older names {hits}')


def compute():
    check_older_adds()
    rows = {k: [] for k in FILES}
    fragile = []
    seen = set()
    for kind_, town, q, fn in QUESTIONS:
        try:
            need(q not in seen, 'duplicate question'); seen.add(q)
            need('\t' not in q, 'tab in question')
            question_older(q)
            gold, fig = fn()
            gold_syntax(gold)
            gold_older(gold)
        except Fragile as e:
            gold, fig = None, f'FRAGILE: {e}'
            fragile.append((kind_, len(rows[kind_]) + 3, q, str(e)))
        except Exception as e:  # a computation error is itself a fragile gold
            gold, fig = None, f'FRAGILE (error): {type(e).__name__}: {e}'
            fragile.append((kind_, len(rows[kind_]) + 3, q, fig))
        rows[kind_].append((q, gold, town, fig))
    try:
        for k in FILES:
            need(len(rows[k]) == 12, f'{k}: {len(rows[k])} questions')
        towns = [t for _, t, _, _ in QUESTIONS]
        need(towns.count(H) >= 18 and towns.count(S) >= 15 and towns.count(B) >= 18, 'town counts')
        traps = sum(1 for k in FILES for q, g, t, f in rows[k] if g and ('!not in the data' in g))
        need(traps >= 7, f'only {traps} traps')
    except Fragile as e:
        fragile.append(('all', 0, '-', str(e)))
    return rows, fragile


def tsv_path(k):
    return Path(__file__).resolve().parent / f'val39-{k}.tsv'


def main(argv):
    mode = argv[1] if len(argv) > 1 else ''
    with warnings.catch_warnings():
        rows, fragile = compute()
    if mode == '--write':
        if fragile:
            for k, line, q, e in fragile:
                print(f'FRAGILE val39-{k}.tsv:{line}: {q} -> {e}')
            print('refused: fragile golds, nothing written')
            return 1
        for k in FILES:
            with open(tsv_path(k), 'w', encoding='utf-8', newline='\n') as fh:
                fh.write(HEADER.format(kind=k))
                for q, g, t, f in rows[k]:
                    fh.write(f'{q}\t{g}\tone\n')
        print('written')
        return 0
    if mode == '--check':
        bad = 0
        for k, line, q, e in fragile:
            print(f'FRAGILE val39-{k}.tsv:{line}: {e}')
            bad += 1
        for k in FILES:
            p = tsv_path(k)
            if not p.exists():
                print(f'MISSING {p.name}'); bad += 1; continue
            lines = p.read_text(encoding='utf-8').split('\n')
            if lines and lines[-1] == '':
                lines = lines[:-1]
            body = lines[2:]
            if len(body) != len(rows[k]) or not all(x.startswith('#') for x in lines[:2]):
                print(f'DIFF {p.name}: {len(body)} lines, expected {len(rows[k])} after two header lines'); bad += 1
            for i, (line, (q, g, t, f)) in enumerate(zip(body, rows[k])):
                exp = f'{q}\t{g}\tone'
                if line != exp:
                    print(f'DIFF {p.name}:{i + 3}: file {line!r} expected {exp!r}'); bad += 1
        print('check: ' + ('OK' if not bad else f'{bad} problem(s)'))
        return 1 if bad else 0
    for k in FILES:
        for q, g, t, f in rows[k]:
            print(f'[{k}] ({t}) {q}\n    gold: {g}\n    figures: {f}')
    for k, line, q, e in fragile:
        print(f'FRAGILE val39-{k}.tsv:{line}: {e}')
    return 1 if fragile else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
