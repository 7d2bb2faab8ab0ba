#!/usr/bin/env python3
"""gold_val23.py - golds of the held-out "beyond" validation set 23 (see README-val23.md).

Recomputes every gold from the raw OSM tags and geometries of the three osm-fresh extracts
(Map data (c) OpenStreetMap contributors, ODbL 1.0) with pyosmium, shapely, pyproj, networkx and numpy.

    gold_val23.py            print question, town, kind, gold and figures (and any fragile gold)
    gold_val23.py --check    exit 0 when the five val23-*.tsv match, 1 naming file and line otherwise
    gold_val23.py --write    rewrite the five TSVs (refused, nothing written, while any gold is fragile)

Data folder: Path(__file__).resolve().parents[3]/shared/data/osm-fresh, or GEOREACT_FRESH_DIR.
Self-contained: imports no other gold script.
"""
import os, sys, re, math, unicodedata, itertools
from pathlib import Path
from collections import Counter
import osmium
from osmium.geom import WKBFactory
import numpy as np
import shapely
from shapely import wkb
from shapely.geometry import Point, MultiPolygon
from shapely.ops import nearest_points
from pyproj import Geod, Transformer, CRS
import networkx as nx

HERE = Path(__file__).resolve().parent
GEOD = Geod(ellps='WGS84')
TOWN_FILES = {'heidelberg': 'heidelberg-2015.osm.pbf', 'baltimore': 'baltimore-2015.osm.pbf',
              'singapore': 'singapore-bayfront-2019.osm.pbf'}

class Feat:
    __slots__ = ('town', 'otype', 'oid', 'tags', 'geom', 'gkind', 'nodes')
    def __init__(self, town, otype, oid, tags, geom, gkind, nodes=None):
        self.town, self.otype, self.oid, self.tags, self.geom, self.gkind, self.nodes = town, otype, oid, tags, geom, gkind, nodes
    @property
    def name(self):
        return self.tags.get('name')
    def __repr__(self):
        return f'<{self.town} {self.otype}{self.oid} {self.name!r}>'

class _H(osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.wkb = WKBFactory()
        self.nodes, self.ways, self.areas = [], [], {}
        self.waynodes = {}
        self.coords = {}
    def node(self, n):
        if not n.location.valid():
            return
        self.coords[n.id] = (n.location.lon, n.location.lat)
        if len(n.tags):
            self.nodes.append((n.id, dict(n.tags), (n.location.lon, n.location.lat)))
    def way(self, w):
        nds = [nd.ref for nd in w.nodes]
        tags = dict(w.tags)
        self.waynodes[w.id] = (nds, tags)
        if len(tags):
            try:
                g = wkb.loads(self.wkb.create_linestring(w), hex=True)
            except Exception:
                g = None
            self.ways.append((w.id, tags, g, nds))
    def area(self, a):
        try:
            g = wkb.loads(self.wkb.create_multipolygon(a), hex=True)
        except Exception:
            return
        key = ('w' if a.from_way() else 'r', a.orig_id())
        self.areas[key] = (dict(a.tags), g)

def data_dir():
    d = os.environ.get('GEOREACT_FRESH_DIR')
    if d:
        return Path(d)
    return Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'

def load_town(town, ddir=None):
    ddir = ddir or data_dir()
    h = _H()
    h.apply_file(str(ddir / TOWN_FILES[town]), locations=True)
    feats = []
    for oid, tags, ll in h.nodes:
        feats.append(Feat(town, 'n', oid, tags, Point(ll), 'point'))
    for oid, tags, g, nds in h.ways:
        ar = h.areas.get(('w', oid))
        closed = len(nds) > 3 and nds[0] == nds[-1]
        if ar is not None and closed and ('highway' not in tags or tags.get('area') == 'yes'):
            geom = ar[1]
            if isinstance(geom, MultiPolygon) and len(geom.geoms) == 1:
                geom = geom.geoms[0]
            feats.append(Feat(town, 'w', oid, tags, geom, 'area', nds))
        elif g is not None:
            feats.append(Feat(town, 'w', oid, tags, g, 'line', nds))
    for (t, oid), (tags, g) in h.areas.items():
        if t == 'r':
            if isinstance(g, MultiPolygon) and len(g.geoms) == 1:
                g = g.geoms[0]
            feats.append(Feat(town, 'r', oid, tags, g, 'area'))
    return feats, h.coords, h.waynodes

# ---------------------------------------------------------------- names
def fold(s):
    s = unicodedata.normalize('NFKD', s.replace('ß', 'ss'))
    s = ''.join(c for c in s if not unicodedata.combining(c))
    return s.casefold()
def words(s, split_apos=True):
    f = fold(s)
    if not split_apos:
        f = f.replace("'", '').replace('’', '')
    return re.findall(r'[0-9a-z]+', f)
def _sub(A, B):
    return bool(A) and any(B[i:i + len(A)] == A for i in range(len(B) - len(A) + 1))
def inside(a, b):
    """a lies inside b (whole words, case/accent folded), under both apostrophe readings"""
    return _sub(words(a), words(b)) or _sub(words(a, False), words(b, False))

# ---------------------------------------------------------------- geometry
def _aeqd(lon, lat):
    crs = CRS.from_proj4(f'+proj=aeqd +lat_0={lat} +lon_0={lon} +datum=WGS84 +units=m')
    fwd = Transformer.from_crs('EPSG:4326', crs, always_xy=True)
    inv = Transformer.from_crs(crs, 'EPSG:4326', always_xy=True)
    return fwd, inv
_PROJ = {}
def proj_for(g):
    c = g.centroid
    key = (round(c.x, 3), round(c.y, 3))
    if key not in _PROJ:
        _PROJ[key] = _aeqd(*key)
    return _PROJ[key]
def gdist_pts(a, b):
    return GEOD.inv(a[0], a[1], b[0], b[1])[2]
def _proj(g, tr):
    return shapely.transform(g, lambda xy: np.column_stack(tr.transform(xy[:, 0], xy[:, 1])))
def dist(g1, g2):
    if g1.intersects(g2):
        return 0.0
    fwd, inv = proj_for(g1)
    p1 = _proj(g1, fwd)
    p2 = _proj(g2, fwd)
    if p1.intersects(p2):
        return 0.0
    a, b = nearest_points(p1, p2)
    la = inv.transform(a.x, a.y)
    lb = inv.transform(b.x, b.y)
    return gdist_pts(la, lb)
def cdist(g1, g2):
    c1, c2 = g1.centroid, g2.centroid
    return gdist_pts((c1.x, c1.y), (c2.x, c2.y))
def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])
def length(g):
    return GEOD.geometry_length(g)

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

# ================================================================ helpers
POI_KEYS = ('amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft')
NOT_IN_DATA = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIME_ITEM = '!min | !minute | !hour'
ALL_OLD = OLDER_SETS + LEFT_OUT
# kind-unique anchors that README-val12/13/21/22 used (refused as anchors here)
USED_ANCHORS = {
    'heidelberg': [('amenity', 'fire_station'), ('amenity', 'clock'), ('amenity', 'charging_station'),
                   ('landuse', 'cemetery'), ('man_made', 'pier'), ('barrier', 'turnstile'), ('amenity', 'post_office'),
                   ('highway', 'speed_camera'), ('highway', 'give_way'), ('highway', 'turning_circle'),
                   ('highway', 'stop'), ('office', 'Baudezernat')],
    'singapore': [('amenity', 'smoking_area'), ('highway', 'elevator'), ('leisure', 'pitch'), ('sport', 'tennis'),
                  ('amenity', 'shelter'), ('landuse', 'construction'), ('building', 'train_station'),
                  ('building', 'public'), ('highway', 'primary_link'), ('power', 'substation'),
                  ('amenity', 'bicycle_parking')],
    'baltimore': [('man_made', 'water_tower'), ('power', 'generator'), ('sport', 'chess'),
                  ('amenity', 'compressed_air'), ('man_made', 'stack'), ('man_made', 'tank'), ('sport', 'football')],
}

def old_hits(text):
    return [o for o in ALL_OLD if inside(o, text)]
def name_clash(n):
    return [o for o in ALL_OLD if inside(o, n) or inside(n, o)]

class Ctx:
    def __init__(self):
        self.T, self.coords, self.waynodes = {}, {}, {}
        for t in TOWN_FILES:
            self.T[t], self.coords[t], self.waynodes[t] = load_town(t)
        self.names = {}
        for t, fs in self.T.items():
            for f in fs:
                if f.name:
                    self.names.setdefault(f.name, set()).add(t)
        self.graphs = {}
        self.fragile = []
        self.fig = []
    def frag(self, cond, msg):
        if cond:
            self.fragile.append(msg)
    def note(self, s):
        self.fig.append(s)

# ---------------------------------------------------------------- places
def named(C, town, mention):
    """the place a name mention stands for: an exact name, unique, in one town, inside no other name, no older name"""
    fm = fold(mention)
    C.frag(bool(name_clash(mention)), f'{mention}: older name {name_clash(mention)}')
    towns = set()
    for n, ts in C.names.items():
        if fold(n) == fm:
            towns |= ts
        elif inside(mention, n):
            C.frag(True, f'{mention}: inside the other name {n!r}')
    C.frag(towns != {town}, f'{mention}: towns {towns}')
    fs = [f for f in C.T[town] if f.name and fold(f.name) == fm]
    pois = [f for f in fs if any(k in f.tags for k in POI_KEYS)]
    C.frag(len(pois) != 1, f'{mention}: {len(pois)} POIs carry the name')
    C.frag(len(fs) != 1, f'{mention}: namesakes {fs}')
    return pois[0] if pois else fs[0]

def anchor(C, town, key, value, synonyms=()):
    fs = [f for f in C.T[town] if f.tags.get(key) == value]
    C.frag(len(fs) != 1, f'anchor {key}={value}: {len(fs)} features')
    f = fs[0]
    C.frag(bool(f.name), f'anchor {key}={value} is named')
    for k, v in synonyms:
        C.frag(any(g.tags.get(k) == v for g in C.T[town] if g is not f), f'anchor {key}={value}: synonym {k}={v}')
    for k, v in USED_ANCHORS[town]:
        C.frag(f.tags.get(k) == v, f'anchor {key}={value}: used by an older set ({k}={v})')
    return f

def kind(**kv):
    def p(f):
        return all((f.tags.get(k) in v) if isinstance(v, (tuple, list, set)) else f.tags.get(k) == v for k, v in kv.items())
    return p

def _group(cands):
    """candidates sharing a name within 100 m are one place: keep the nearest of each"""
    out = []
    for d, dc, f in sorted(cands, key=lambda x: x[0]):
        if f.name and any(g.name == f.name and dist(g.geom, f.geom) <= 100 for _, _, g in out):
            continue
        out.append((d, dc, f))
    return out

def nearest(C, town, pred, ref, label):
    cands = [(dist(ref.geom, f.geom), cdist(ref.geom, f.geom), f) for f in C.T[town] if pred(f) and f is not ref]
    g = _group(cands)
    C.frag(len(g) < 2, f'{label}: fewer than two candidates')
    (d1, c1, f1), (d2, c2, f2) = g[0], g[1]
    C.frag(d2 <= d1 * 1.1 + 5, f'{label}: near tie {d1:.0f} / {d2:.0f}')
    byc = min(g, key=lambda x: x[1])
    C.frag(byc[2] is not f1, f'{label}: centroid winner differs')
    C.frag(not f1.name, f'{label}: nearest is unnamed')
    C.note(f'{label}: {f1.name} {d1:.0f} m (centroid {c1:.0f}), runner-up {f2.name} {d2:.0f} m')
    return f1, d1

def possibly_one(fs):
    for a, b in itertools.combinations(fs, 2):
        if (a.name == b.name or not a.name or not b.name) and dist(a.geom, b.geom) <= 10:
            return (a, b)
    return None

def within(C, town, pred, ref, R, label, need_named=True):
    sel, selc = [], []
    for f in C.T[town]:
        if not pred(f) or f is ref:
            continue
        d, dc = dist(ref.geom, f.geom), cdist(ref.geom, f.geom)
        C.frag(0.95 * R <= d <= 1.05 * R or 0.95 * R <= dc <= 1.05 * R, f'{label}: {f} at {d:.0f} / {dc:.0f} m, near {R}')
        if d <= R:
            sel.append(f)
        if dc <= R:
            selc.append(f)
    C.frag(set(map(id, sel)) != set(map(id, selc)), f'{label}: real and centroid sets differ')
    if need_named:
        C.frag(any(not f.name for f in sel), f'{label}: unnamed candidate')
    p = possibly_one(sel)
    C.frag(p is not None, f'{label}: possibly one place {p}')
    C.note(f'{label}: {len(sel)} - ' + ', '.join(sorted(f.name or f"{f.otype}{f.oid}" for f in sel)))
    return sel

def count_all(C, town, pred, label):
    fs = [f for f in C.T[town] if pred(f)]
    p = possibly_one(fs)
    C.frag(p is not None, f'{label}: possibly one place {p}')
    C.note(f'{label}: {len(fs)} in the {town} data')
    return fs

def absent(C, f, keys, label):
    bad = [k for k in f.tags if any(k == x or k.startswith(x + ':') or (x.endswith('*') and k.startswith(x[:-1])) for x in keys)]
    C.frag(bool(bad), f'{label}: tag present {bad}')
    C.note(f'{label}: none of {keys} on {f}')

def yn(b):
    return '!yes' if b else '!no'
def m_item(x):
    return f'~{round(x)} m'

# ---------------------------------------------------------------- opening hours (README-val4 subset)
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
def parse_oh(s):
    """per day (0..6) a list of (start, end) minutes; None if outside the readable subset"""
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
            sel, body = None, parts[0]
        elif len(parts) == 2:
            sel, body = parts
        else:
            return None
        days = set(range(7))
        if sel is not None:
            days = set()
            for tok in sel.split(','):
                m = re.fullmatch(r'(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))?', tok)
                if not m:
                    return None
                a = DAYS.index(m.group(1))
                b = DAYS.index(m.group(2)) if m.group(2) else a
                i = a
                while True:
                    days.add(i)
                    if i == b:
                        break
                    i = (i + 1) % 7
        if body in ('off', 'closed'):
            ivs = []
        else:
            ivs = []
            for rg in body.split(','):
                m = re.fullmatch(r'(\d{1,2}):(\d\d)-(\d{1,2}):(\d\d)', rg)
                if not m:
                    return None
                a = int(m.group(1)) * 60 + int(m.group(2))
                b = int(m.group(3)) * 60 + int(m.group(4))
                if a >= 1440 or b > 1440:
                    return None
                ivs.append((a, b))
        for d in days:
            week[d] = list(ivs)
    return week

def _open_at(week, day, t, strict):
    for a, b in week[day]:
        if (b > a and a <= t < b) or (b <= a and t >= a):
            return True
    prev = (day - 1) % 7
    if strict and week[day]:
        return False
    for a, b in week[prev]:
        if b <= a and t < b:
            return True
    return False

def open_verdict(C, f, day, hhmm, label):
    oh = f.tags.get('opening_hours')
    C.frag(oh is None, f'{label}: no opening_hours')
    week = parse_oh(oh or '')
    C.frag(week is None, f'{label}: unreadable {oh!r}')
    if week is None:
        return False
    d = DAYS.index(day)
    h, mi = map(int, hhmm.split(':'))
    t0 = h * 60 + mi
    vs = set()
    for dt in range(-15, 16):
        t = t0 + dt
        dd = d
        if t < 0:
            t += 1440; dd = (d - 1) % 7
        if t >= 1440:
            t -= 1440; dd = (d + 1) % 7
        for strict in (False, True):
            vs.add(_open_at(week, dd, t, strict))
    C.frag(len(vs) != 1, f'{label}: verdict changes around {day} {hhmm} ({oh})')
    v = _open_at(week, d, t0, False)
    C.note(f'{label}: {f.name} {oh!r} at {day} {hhmm}: {"open" if v else "closed"}')
    return v

def single_interval(C, f, day, label):
    week = parse_oh(f.tags.get('opening_hours') or '')
    C.frag(week is None, f'{label}: unreadable')
    ivs = week[DAYS.index(day)] if week else [(0, 0)]
    C.frag(len(ivs) != 1, f'{label}: {day} has {len(ivs)} intervals')
    return ivs[0]

def t_items(minutes):
    h, m = divmod(minutes % 1440, 60)
    h12 = h % 12 or 12
    ap = 'am' if h < 12 else 'pm'
    if m == 0:
        return f'!{h:02d}:00 | !{h}:00 | !{h12} {ap} | !{h12}{ap} | !{h12}:00 {ap} | !{h12}:00{ap}'
    return f'!{h:02d}:{m:02d} | !{h}:{m:02d} | !{h12}:{m:02d} {ap} | !{h12}:{m:02d}{ap}'

# ---------------------------------------------------------------- routing (README-val4 graph and val13 variants)
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
FAST = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}
NON_WAYS = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
            'services', 'razed', 'disused', 'bus_guideway', 'escape'}

def _dirs(tags, mode, variant):
    ow = tags.get('oneway')
    fwd, back = True, True
    if ow in ('yes', 'true', '1'):
        back = False
    elif ow == '-1':
        fwd = False
    elif variant == 'strict' and ow != 'no' and (tags.get('junction') == 'roundabout' or
                                                 (mode == 'car' and tags.get('highway') in ('motorway', 'motorway_link'))):
        back = False
    if mode == 'bike':
        if variant == 'nooneway' or tags.get('oneway:bicycle') == 'no' or str(tags.get('cycleway', '')).startswith('opposite'):
            fwd, back = True, True
    if mode == 'foot':
        fwd, back = True, True
    return fwd, back

def _allowed(tags, mode, variant):
    hw = tags.get('highway')
    if not hw:
        return False
    acc = tags.get('access')
    if mode == 'car':
        if hw not in CAR or acc in ('no', 'private'):
            return False
        if variant == 'strict' and (tags.get('motor_vehicle') in ('no', 'private') or tags.get('motorcar') in ('no', 'private')):
            return False
        return True
    if mode == 'bike':
        ok = (hw in CAR - FAST) or hw in ('cycleway', 'path', 'track') or tags.get('bicycle') in ('yes', 'designated')
        if not ok or tags.get('bicycle') == 'no' or hw in NON_WAYS:
            return False
        if variant == 'strict' and acc in ('no', 'private') and tags.get('bicycle') not in ('yes', 'designated'):
            return False
        return True
    if hw in FAST or hw in NON_WAYS or tags.get('foot') == 'no':
        return False
    if variant == 'strict' and acc in ('no', 'private') and tags.get('foot') not in ('yes', 'designated', 'permissive'):
        return False
    return True

def graph(C, town, mode, variant):
    key = (town, mode, variant)
    if key in C.graphs:
        return C.graphs[key]
    co = C.coords[town]
    G = nx.DiGraph()
    for wid, (nds, tags) in C.waynodes[town].items():
        if not _allowed(tags, mode, variant):
            continue
        fwd, back = _dirs(tags, mode, variant)
        for a, b in zip(nds, nds[1:]):
            if a == b or a not in co or b not in co:
                continue
            w = gdist_pts(co[a], co[b])
            if fwd:
                G.add_edge(a, b, weight=w)
            if back:
                G.add_edge(b, a, weight=w)
    comp = max(nx.strongly_connected_components(G), key=len)
    C.graphs[key] = (G, comp)
    return C.graphs[key]

def _snap(C, town, nodes, pt):
    co = C.coords[town]
    cl = math.cos(math.radians(pt[1]))
    best = sorted(nodes, key=lambda n: ((co[n][0] - pt[0]) * cl) ** 2 + (co[n][1] - pt[1]) ** 2)[:5]
    n = min(best, key=lambda n: gdist_pts(co[n], pt))
    return n, gdist_pts(co[n], pt)

def _pt(f):
    if f.geom.geom_type == 'Point':
        return (f.geom.x, f.geom.y)
    c = f.geom.centroid
    return (c.x, c.y)

VARIANTS = {'car': ['main', 'strict'], 'bike': ['main', 'strict', 'nooneway'], 'foot': ['main', 'strict']}
def route(C, town, mode, a, b, label):
    straight = dist(a.geom, b.geom)
    C.frag(not (300 <= straight <= 5000), f'{label}: straight line {straight:.0f} m')
    lens = {}
    for variant in VARIANTS[mode]:
        G, comp = graph(C, town, mode, variant)
        for snap in ('piece', 'whole'):
            nodes = comp if snap == 'piece' else G.nodes
            na, da = _snap(C, town, nodes, _pt(a))
            nb, db = _snap(C, town, nodes, _pt(b))
            if snap == 'piece':
                C.frag(da > 100 or db > 100, f'{label}: snapped {da:.0f} / {db:.0f} m away ({variant})')
            try:
                L = nx.dijkstra_path_length(G, na, nb, weight='weight')
            except nx.NetworkXNoPath:
                C.frag(True, f'{label}: no path ({variant}, {snap})')
                L = float('nan')
            lens[(variant, snap)] = L
    L = lens[('main', 'piece')]
    C.frag(any(not (abs(x - L) <= 0.03 * L) for x in lens.values()), f'{label}: variants {lens}')
    C.frag(not (0.97 * straight <= L <= 2.5 * straight), f'{label}: route {L:.0f} vs straight {straight:.0f}')
    C.note(f'{label}: {mode} {L:.0f} m (straight {straight:.0f}); variants ' +
           ', '.join(f'{v}/{s} {x:.0f}' for (v, s), x in lens.items()))
    return L, list(lens.values())

def walk_verdict(C, lens, T, label):
    yes = all(x <= 0.9 * T * 50 for x in lens)
    no = all(x >= 1.1 * T * 100 for x in lens)
    C.frag(not (yes or no), f'{label}: walking verdict unclear for {T} min ({min(lens):.0f}-{max(lens):.0f} m)')
    return yes

# ================================================================ the questions
QS = []
def Q(file, town, kind, text, mentions=()):
    def deco(fn):
        QS.append(dict(file=file, town=town, kind=kind, text=text, mentions=list(mentions), fn=fn))
        return fn
    return deco

HD, SG, BA = 'heidelberg', 'singapore', 'baltimore'
def bell(C): return anchor(C, HD, 'tower:type', 'bell_tower', [('man_made', 'campanile')])
def citymap(C): return anchor(C, HD, 'information', 'map', [('board_type', 'map')])
def hut(C): return anchor(C, HD, 'building', 'hut', [('building', 'shed'), ('building', 'cabin')])
def column(C): return anchor(C, HD, 'advertising', 'column', [('advertising', 'pillar')])
def commtower(C): return anchor(C, HD, 'tower:type', 'communication', [('man_made', 'mast'), ('tower:type', 'telecommunication')])
def carpark_entr(C): return anchor(C, HD, 'amenity', 'parking_entrance')
def wendy(C): return anchor(C, HD, 'playground', 'wendyhouse')
def signpost(C): return anchor(C, SG, 'information', 'guidepost', [('information', 'signpost')])
def sgmap(C): return anchor(C, SG, 'information', 'map', [('board_type', 'map')])

CAFE, REST, PUB, FF = kind(amenity='cafe'), kind(amenity='restaurant'), kind(amenity='pub'), kind(amenity='fast_food')
PHARM, HOTEL, BAKERY = kind(amenity='pharmacy'), kind(tourism='hotel'), kind(shop='bakery')
POW = kind(amenity='place_of_worship')

# ---------------------------------------------------------------- attribute
F = 'attribute'
@Q(F, HD, 'one', "planning to climb the bell tower in heidelberg with my gran - is there a lift, or is it stairs only?")
def _(C):
    b = bell(C)
    C.frag(b.tags.get('elevator') != 'no' or b.tags.get('stairs') != 'yes', 'bell tower tags')
    C.note(f"bell tower: elevator={b.tags.get('elevator')} stairs={b.tags.get('stairs')}")
    return ['!no | !stairs']

@Q(F, HD, 'one', "The city map board that stands on the street in Heidelberg: is it tagged as wheelchair accessible?")
def _(C):
    m = citymap(C)
    C.note(f"city map board: wheelchair={m.tags.get('wheelchair')}")
    C.frag(m.tags.get('wheelchair') not in ('yes', 'no', 'limited'), 'wheelchair')
    return ['!' + m.tags['wheelchair']]

@Q(F, HD, 'one', "how many stars does the hotel nearest to heidelberg's flat-roofed hut have")
def _(C):
    f, d = nearest(C, HD, HOTEL, hut(C), 'hotel nearest the hut')
    s = f.tags.get('stars')
    C.frag(not s, 'no stars')
    C.note(f'stars={s}')
    words_ = {'1': 'one', '2': 'two', '3': 'three', '4': 'four', '5': 'five'}
    return ['Acor' if 'Acor' in f.name else f.name, f'!{s} | !{words_.get(s, s)}']

@Q(F, HD, 'one', "got a website for the restaurant closest to the city map board in heidelberg?")
def _(C):
    f, d = nearest(C, HD, REST, citymap(C), 'restaurant nearest the city map board')
    w = f.tags.get('website') or f.tags.get('contact:website') or f.tags.get('url')
    C.frag(not w, 'no website')
    w = re.sub(r'^https?://', '', w).rstrip('/')
    w = re.sub(r'^www\.', '', w)
    return [f.name, '!' + w]

@Q(F, HD, 'one', "roughly how tall is the communication tower in the heidelberg data?")
def _(C):
    t = commtower(C)
    absent(C, t, ['height', 'est_height', 'tower:height', 'building:levels', 'levels', 'ele'], 'communication tower')
    return [NOT_IN_DATA]

@Q(F, SG, 'one', "in the singapore extract there's one signpost. the cafe closest to it - which floor/level is it on?")
def _(C):
    f, d = nearest(C, SG, CAFE, signpost(C), 'cafe nearest the signpost')
    lv = f.tags.get('level')
    C.frag(lv != '0', f'level {lv}')
    return [f.name, '!0 | !ground | !zero']

@Q(F, SG, 'one', "How many floors does the hotel closest to the Singapore map board have?")
def _(C):
    f, d = nearest(C, SG, HOTEL, sgmap(C), 'hotel nearest the map board')
    lv = f.tags.get('building:levels')
    C.frag(not (lv or '').isdigit(), 'no building:levels')
    C.note(f'building:levels={lv}, height={f.tags.get("height")}')
    return ['Tower 3' if 'Tower 3' in f.name else f.name, f'!{lv}']

@Q(F, BA, 'one', "Amazing Grace Evangelical Church - which denomination is it listed under?", ['Amazing Grace Evangelical Church'])
def _(C):
    f = named(C, BA, 'Amazing Grace Evangelical Church')
    absent(C, f, ['denomination*'], 'Amazing Grace')
    return [NOT_IN_DATA]

@Q(F, BA, 'one', "how high above sea level does Saint Katherine of Sienna Roman Catholic Church sit?", ['Saint Katherine of Sienna Roman Catholic Church'])
def _(C):
    f = named(C, BA, 'Saint Katherine of Sienna Roman Catholic Church')
    e = f.tags.get('ele')
    C.frag(not (e or '').isdigit(), 'ele')
    C.note(f'ele={e}')
    return [f'!{e}']

@Q(F, BA, 'one', "can i take my car on the water taxi at Pier 5 - Stop 5, or is it people only?", ['Pier 5 - Stop 5'])
def _(C):
    f = named(C, BA, 'Pier 5 - Stop 5')
    C.frag(f.tags.get('cargo') != 'passengers', 'cargo')
    C.note(f"cargo={f.tags.get('cargo')}")
    return ['!passengers | !no | !people only']

@Q(F, BA, 'one', "Parking Gargage: surface lot or multi-storey?", ['Parking Gargage'])
def _(C):
    f = named(C, BA, 'Parking Gargage')
    C.frag(f.tags.get('parking') != 'multi-storey', 'parking')
    C.note(f"parking={f.tags.get('parking')}")
    return ['!multi']

@Q(F, BA, 'one', "whats the street address of Young's Place Tavern & Package Goods? want to put it in my gps", ["Young's Place Tavern & Package Goods"])
def _(C):
    f = named(C, BA, "Young's Place Tavern & Package Goods")
    hn, st = f.tags.get('addr:housenumber'), f.tags.get('addr:street')
    C.frag(not hn or not st, 'address')
    C.note(f'address {hn} {st}')
    return [f'!{hn}', st.replace('East ', '')]

# ---------------------------------------------------------------- hours
F = 'hours'
def open_q(C, f, day, hhmm, label, short=None):
    v = open_verdict(C, f, day, hhmm, label)
    return [short or f.name, '!yes | !open' if v else '!no | !closed']

@Q(F, HD, 'one', "Friday, 11 at night: is the pub right by heidelberg's bell tower still open?")
def _(C):
    f, d = nearest(C, HD, PUB, bell(C), 'pub nearest the bell tower')
    return open_q(C, f, 'Fr', '23:00', 'pub')

@Q(F, HD, 'one', "monday around 2 pm - is the café nearest the heidelberg city map board open?")
def _(C):
    f, d = nearest(C, HD, CAFE, citymap(C), 'cafe nearest the city map board')
    return open_q(C, f, 'Mo', '14:00', 'cafe', 'Zeitreise')

@Q(F, HD, 'one', "I'm up early on sunday, like 7.20 am. Can I grab a coffee at the café closest to that little hut in Heidelberg?")
def _(C):
    f, d = nearest(C, HD, CAFE, hut(C), 'cafe nearest the hut')
    return open_q(C, f, 'Su', '07:20', 'cafe')

@Q(F, HD, 'one', "kids want food after the playground: the fast food place nearest the wendy house in heidelberg, open sunday at 7 in the evening?")
def _(C):
    f, d = nearest(C, HD, FF, wendy(C), 'fast food nearest the wendy house')
    return open_q(C, f, 'Su', '19:00', 'fast food', 'Couscousserie')

@Q(F, HD, 'one', "Heidelberg: the restaurant closest to the wendy house - would it be open at 6:30 pm on a saturday?")
def _(C):
    f, d = nearest(C, HD, REST, wendy(C), 'restaurant nearest the wendy house')
    return open_q(C, f, 'Sa', '18:30', 'restaurant')

@Q(F, HD, 'one', "parking in heidelberg via the car park entrance, then lunch at the nearest fast food spot around 5pm on thursday. will they be open?")
def _(C):
    f, d = nearest(C, HD, FF, carpark_entr(C), 'fast food nearest the car park entrance')
    return open_q(C, f, 'Th', '17:00', 'fast food')

@Q(F, HD, 'one', "opening hours of the pharmacy next to the bell tower in heidelberg?")
def _(C):
    f, d = nearest(C, HD, PHARM, bell(C), 'pharmacy nearest the bell tower')
    absent(C, f, ['opening_hours*', 'hours*', 'service_times'], 'pharmacy')
    return [NOT_IN_DATA, 'Schwan Apotheke']

@Q(F, SG, 'one', "singapore extract: is the restaurant closest to the signpost open on a monday at 7pm?")
def _(C):
    f, d = nearest(C, SG, REST, signpost(C), 'restaurant nearest the signpost')
    return open_q(C, f, 'Mo', '19:00', 'restaurant')

@Q(F, SG, 'one', "When does the cafe nearest to the map board in the Singapore data open on weekdays?")
def _(C):
    f, d = nearest(C, SG, CAFE, sgmap(C), 'cafe nearest the map board')
    absent(C, f, ['opening_hours*', 'hours*'], 'cafe')
    return [NOT_IN_DATA, f.name]

@Q(F, BA, 'one', "we park at Pier 6 Parking on sunday around 10 in the morning. is the closest bakery open then?", ['Pier 6 Parking'])
def _(C):
    f, d = nearest(C, BA, BAKERY, named(C, BA, 'Pier 6 Parking'), 'bakery nearest Pier 6 Parking')
    return open_q(C, f, 'Su', '10:00', 'bakery', 'Poupon')

@Q(F, BA, 'one', "need meds at four in the morning on a wednesday - is the pharmacy nearest RadioShack open?", ['RadioShack'])
def _(C):
    f, d = nearest(C, BA, PHARM, named(C, BA, 'RadioShack'), 'pharmacy nearest RadioShack')
    return open_q(C, f, 'We', '04:00', 'pharmacy')

@Q(F, BA, 'one', "What time on Saturday does the bakery nearest the Baltimore City Fraternal Order of Police Memorial open?", ['Baltimore City Fraternal Order of Police Memorial'])
def _(C):
    f, d = nearest(C, BA, BAKERY, named(C, BA, 'Baltimore City Fraternal Order of Police Memorial'), 'bakery nearest the memorial')
    a, b = single_interval(C, f, 'Sa', 'bakery')
    return ['Poupon', t_items(a)]

# ---------------------------------------------------------------- arithmetic
F = 'arithmetic'
def closer_q(C, town, ref, a, b, la, lb, label):
    da, db = dist(ref.geom, a.geom), dist(ref.geom, b.geom)
    ca, cb = cdist(ref.geom, a.geom), cdist(ref.geom, b.geom)
    C.frag(max(da, db) <= 1.15 * min(da, db), f'{label}: distances too close {da:.0f} / {db:.0f}')
    diff, cdiff = abs(da - db), abs(ca - cb)
    C.frag((da < db) != (ca < cb), f'{label}: centroid reading flips')
    C.frag(abs(diff - cdiff) > max(0.05 * diff, 15), f'{label}: difference unstable {diff:.0f} / {cdiff:.0f}')
    C.note(f'{label}: {la} {da:.0f} (c {ca:.0f}), {lb} {db:.0f} (c {cb:.0f})')
    return [la if da < db else lb, m_item(diff)]

@Q(F, HD, 'one', "standing at the advertising column in heidelberg - which is closer, the communication tower or the flat-roofed hut? and by how many metres")
def _(C):
    return closer_q(C, HD, column(C), commtower(C), hut(C), '!tower | !communication', '!hut', 'column')

@Q(F, HD, 'one', "In the Heidelberg data, how many more fast food places are there than pubs? give me both numbers too")
def _(C):
    a = count_all(C, HD, FF, 'fast food')
    b = count_all(C, HD, PUB, 'pubs')
    C.frag(len(a) <= 1.1 * len(b), 'near tie')
    C.frag(len(a) - len(b) in (len(a), len(b)), 'difference equals a count')
    return [f'#{len(a) - len(b)}', f'#{len(a)}', f'#{len(b)}']

@Q(F, HD, 'one', "as the crow flies: heidelberg's city map board to the car park entrance, then on to the bell tower. total distance?")
def _(C):
    m, p, b = citymap(C), carpark_entr(C), bell(C)
    l1, l2 = dist(m.geom, p.geom), dist(p.geom, b.geom)
    c2 = cdist(p.geom, b.geom)
    C.frag(min(l1, l2) < 100, 'short leg')
    C.frag(abs((l1 + c2) - (l1 + l2)) > max(0.05 * (l1 + l2), 15), 'centroid reading differs')
    C.note(f'legs {l1:.0f} + {l2:.0f} (centroid {c2:.0f})')
    return [m_item(l1 + l2)]

@Q(F, HD, 'one', "how much taller is the bell tower than the little hut, both in heidelberg? difference in metres pls")
def _(C):
    absent(C, bell(C), ['height', 'est_height', 'building:levels', 'levels', 'roof:height'], 'bell tower')
    absent(C, hut(C), ['height', 'est_height', 'building:levels', 'levels', 'roof:height'], 'hut')
    return [NOT_IN_DATA]

@Q(F, SG, 'one', "Singapore data, from the map board: how much farther away is the nearest ATM than the nearest toilet?")
def _(C):
    m = sgmap(C)
    ATM = lambda f: f.tags.get('amenity') == 'atm' or f.tags.get('atm') == 'yes'
    TOI = kind(amenity='toilets')
    out = []
    for lab, pr in (('atm', ATM), ('toilet', TOI)):
        cands = sorted(((dist(m.geom, f.geom), cdist(m.geom, f.geom), f) for f in C.T[SG] if pr(f)), key=lambda x: x[0])
        (d1, c1, f1), (d2, c2, f2) = cands[0], cands[1]
        C.frag(d2 <= d1 * 1.1 + 5, f'{lab}: near tie {d1:.0f}/{d2:.0f}')
        C.note(f'nearest {lab} {f1} {d1:.0f} m, next {d2:.0f}')
        out.append(d1)
    C.frag(out[0] <= 1.15 * out[1], 'not farther by 15 %')
    return [m_item(out[0] - out[1])]

@Q(F, SG, 'one', "restaurants minus cafes in the singapore extract = ? (and the two counts)")
def _(C):
    a = count_all(C, SG, REST, 'restaurants')
    b = count_all(C, SG, CAFE, 'cafes')
    C.frag(len(a) <= 1.1 * len(b), 'near tie')
    C.frag(len(a) - len(b) in (len(a), len(b)), 'difference equals a count')
    return [f'#{len(a) - len(b)}', f'#{len(a)}', f'#{len(b)}']

@Q(F, SG, 'one', "watch shops plus jewellery shops in the Singapore data - what's the total, and how does it split?")
def _(C):
    a = count_all(C, SG, kind(shop='watches'), 'watches')
    b = count_all(C, SG, kind(shop=('jewelry', 'jewellery')), 'jewelry')
    return [f'#{len(a) + len(b)}', f'#{len(a)}', f'#{len(b)}']

@Q(F, BA, 'one', "How much higher up is New Pilgrim Baptist Church than Unified Faith Church, elevation-wise?", ['New Pilgrim Baptist Church', 'Unified Faith Church'])
def _(C):
    a = named(C, BA, 'New Pilgrim Baptist Church')
    b = named(C, BA, 'Unified Faith Church')
    ea, eb = int(a.tags['ele']), int(b.tags['ele'])
    C.frag(ea - eb < 3, 'elevation gap small')
    C.note(f'ele {ea} - {eb}')
    return [f'!{ea - eb}']

@Q(F, BA, 'one', "from Pier 5 - Stop 5, is The Inn at Henderson's Wharf or White House Black Market closer? how big's the difference", ['Pier 5 - Stop 5', "The Inn at Henderson's Wharf", 'White House Black Market'])
def _(C):
    p = named(C, BA, 'Pier 5 - Stop 5')
    return closer_q(C, BA, p, named(C, BA, "The Inn at Henderson's Wharf"), named(C, BA, 'White House Black Market'),
                    "Henderson", 'White House Black Market', 'pier 5')

@Q(F, BA, 'one', "Pier 6 Parking vs Parking Gargage: which building has the bigger footprint, and by how many square metres?", ['Pier 6 Parking', 'Parking Gargage'])
def _(C):
    a, b = named(C, BA, 'Pier 6 Parking'), named(C, BA, 'Parking Gargage')
    aa, ab = area(a.geom), area(b.geom)
    C.frag(a.gkind != 'area' or b.gkind != 'area', 'not polygons')
    C.frag(max(aa, ab) <= 1.15 * min(aa, ab), 'areas close')
    C.note(f'areas {aa:.0f} / {ab:.0f}')
    return ['Pier 6 Parking' if aa > ab else 'Parking Gargage', f'~{round(abs(aa - ab))} m2']

@Q(F, BA, 'one', "within 1 km of Friendship Baptist Church, do baptist churches outnumber methodist ones? give both counts", ['Friendship Baptist Church'])
def _(C):
    ref = named(C, BA, 'Friendship Baptist Church')
    a = within(C, BA, kind(amenity='place_of_worship', denomination='baptist'), ref, 1000, 'baptist')
    b = within(C, BA, kind(amenity='place_of_worship', denomination='methodist'), ref, 1000, 'methodist')
    C.frag(max(len(a), len(b)) <= 1.1 * min(len(a), len(b)), 'near tie')
    return [yn(len(a) > len(b)), f'#{len(a)}', f'#{len(b)}']

@Q(F, BA, 'one', "straight line distance: Gold Star Mothers Memorial Flagstaff to CFG Community Bank, then from there to the Baltimore City Fraternal Order of Police Memorial. add it up for me", ['Gold Star Mothers Memorial Flagstaff', 'CFG Community Bank', 'Baltimore City Fraternal Order of Police Memorial'])
def _(C):
    a = named(C, BA, 'Gold Star Mothers Memorial Flagstaff')
    b = named(C, BA, 'CFG Community Bank')
    c = named(C, BA, 'Baltimore City Fraternal Order of Police Memorial')
    l1, l2 = dist(a.geom, b.geom), dist(b.geom, c.geom)
    C.frag(min(l1, l2) < 100, 'short leg')
    C.note(f'legs {l1:.0f} + {l2:.0f}')
    return [m_item(l1 + l2)]

# ---------------------------------------------------------------- route
F = 'route'
def route_q(C, town, mode, a, b, label, ask_time=False):
    L, lens = route(C, town, mode, a, b, label)
    out = [f'~{round(L)} m ±10%']
    if ask_time:
        out.append(TIME_ITEM)
    return out

@Q(F, HD, 'one', "walking from the advertising column in heidelberg over to the bell tower - how far is it?")
def _(C):
    return route_q(C, HD, 'foot', column(C), bell(C), 'column -> bell tower')

@Q(F, HD, 'one', "How long would it take me to walk from the communication tower to the wendy house? (Heidelberg)")
def _(C):
    return route_q(C, HD, 'foot', commtower(C), wendy(C), 'comm tower -> wendy house', True)

@Q(F, HD, 'one', "cycling distance in heidelberg from the flat-roofed hut to the city map board?")
def _(C):
    return route_q(C, HD, 'bike', hut(C), citymap(C), 'hut -> city map (bike)')

@Q(F, HD, 'one', "left the car at the car park entrance in heidelberg. I have 15 minutes to get on foot to the advertising column, enough?")
def _(C):
    L, lens = route(C, HD, 'foot', carpark_entr(C), column(C), 'car park entrance -> column')
    return [yn(walk_verdict(C, lens, 15, 'car park entrance -> column'))]

def kind_unique(C, town, key, value):
    fs = [f for f in C.T[town] if f.tags.get(key) == value]
    C.frag(len(fs) != 1, f'{key}={value}: {len(fs)} features')
    for k, v in USED_ANCHORS[town]:
        C.frag(fs[0].tags.get(k) == v, f'{key}={value}: used by an older set')
    C.note(f'the only {key}={value}: {fs[0]}')
    return fs[0]

@Q(F, SG, 'one', "walking from the map board to the fencing club in the singapore data - how many metres is the route?")
def _(C):
    return route_q(C, SG, 'foot', sgmap(C), kind_unique(C, SG, 'sport', 'fencing'), 'map board -> fencing club')

@Q(F, SG, 'one', "my friend feels sick - how do we get on foot from the singapore signpost to the nearest hospital?")
def _(C):
    S = C.T[SG]
    bad = [f for f in S if f.tags.get('amenity') in ('hospital', 'clinic', 'doctors') or 'healthcare' in f.tags
           or f.tags.get('building') == 'hospital' or 'hospital' in fold(f.name or '')]
    C.frag(bool(bad), f'hospital present {bad}')
    C.note('no hospital / clinic / doctors / healthcare feature in the singapore extract')
    return [NOT_IN_DATA + ' | !no hospital | !none']

@Q(F, BA, 'one', "driving distance from Baltimore Fire Station 40 to the Dundalk Avenue Branch Enoch Pratt Free Library?", ['Baltimore Fire Station 40', 'Dundalk Avenue Branch Enoch Pratt Free Library'])
def _(C):
    return route_q(C, BA, 'car', named(C, BA, 'Baltimore Fire Station 40'), named(C, BA, 'Dundalk Avenue Branch Enoch Pratt Free Library'), 'fs40 -> library')

@Q(F, BA, 'one', "I'm getting my car washed at Eastern Car Wash, then driving to Tae Kwon Do Academy. how long a drive is that?", ['Eastern Car Wash', 'Tae Kwon Do Academy'])
def _(C):
    return route_q(C, BA, 'car', named(C, BA, 'Eastern Car Wash'), named(C, BA, 'Tae Kwon Do Academy'), 'car wash -> taekwondo', True)

@Q(F, BA, 'one', "bike ride: Saint Elizabeth School to Sacred Heart of Jesus Roman Catholic Church - distance?", ['Saint Elizabeth School', 'Sacred Heart of Jesus Roman Catholic Church'])
def _(C):
    return route_q(C, BA, 'bike', named(C, BA, 'Saint Elizabeth School'), named(C, BA, 'Sacred Heart of Jesus Roman Catholic Church'), 'st elizabeth -> sacred heart (bike)')

@Q(F, BA, 'one', "On foot, T-Mobile to The Inn at Henderson's Wharf: how many minutes and how far?", ['T-Mobile', "The Inn at Henderson's Wharf"])
def _(C):
    return route_q(C, BA, 'foot', named(C, BA, 'T-Mobile'), named(C, BA, "The Inn at Henderson's Wharf"), 't-mobile -> inn', True)

@Q(F, BA, 'one', "could a kid walk from St. Casimir's School to the Department of Public Works in 5 minutes?", ["St. Casimir's School", 'Department of Public Works'])
def _(C):
    L, lens = route(C, BA, 'foot', named(C, BA, "St. Casimir's School"), named(C, BA, 'Department of Public Works'), 'casimir -> dpw')
    return [yn(walk_verdict(C, lens, 5, 'casimir -> dpw'))]

@Q(F, BA, 'one', "Cristo Rey Jesuit High School -> Gold Star Mothers Memorial Flagstaff, how far by car?", ['Cristo Rey Jesuit High School', 'Gold Star Mothers Memorial Flagstaff'])
def _(C):
    return route_q(C, BA, 'car', named(C, BA, 'Cristo Rey Jesuit High School'), named(C, BA, 'Gold Star Mothers Memorial Flagstaff'), 'cristo rey -> flagstaff')

# ---------------------------------------------------------------- aggregate
F = 'aggregate'
@Q(F, HD, 'list', "which cafés are within 150 m of the city map board in heidelberg?")
def _(C):
    sel = within(C, HD, CAFE, citymap(C), 150, 'cafes near the city map board')
    return [f.name for f in sorted(sel, key=lambda f: f.name)]

@Q(F, HD, 'list', "Any hotels within 100 metres of the hut with the flat roof (Heidelberg)? names please")
def _(C):
    sel = within(C, HD, HOTEL, hut(C), 100, 'hotels near the hut')
    return [('Acor' if 'Acor' in f.name else 'Monpti' if 'Monpti' in f.name else f.name) for f in sorted(sel, key=lambda f: f.name)]

@Q(F, HD, 'one', "bakeries in the heidelberg data - how many are there")
def _(C):
    return [f'#{len(count_all(C, HD, BAKERY, "bakeries"))}']

@Q(F, HD, 'one', "count the restaurants within 60 m of the bell tower in Heidelberg")
def _(C):
    return [f'#{len(within(C, HD, REST, bell(C), 60, "restaurants near the bell tower"))}']

@Q(F, SG, 'one', "How many bus stops does the Singapore extract have?")
def _(C):
    return [f'#{len(count_all(C, SG, kind(highway="bus_stop"), "bus stops"))}']

@Q(F, SG, 'list', "watch shops within 150 m of the signpost in the singapore data?")
def _(C):
    sel = within(C, SG, kind(shop='watches'), signpost(C), 150, 'watch shops near the signpost')
    return [f.name for f in sorted(sel, key=lambda f: f.name)]

@Q(F, SG, 'one', "how many pharmacies are in the singapore extract?")
def _(C):
    S = C.T[SG]
    bad = [f for f in S if f.tags.get('amenity') == 'pharmacy' or f.tags.get('shop') in ('chemist', 'pharmacy')
           or f.tags.get('healthcare') == 'pharmacy' or any(w in fold(f.name or '') for w in ('pharmac', 'guardian', 'watsons'))]
    C.frag(bool(bad), f'pharmacy present {bad}')
    C.note('no pharmacy in the singapore extract')
    return ['#0 | !none | !zero | !no pharmac | ' + NOT_IN_DATA]

@Q(F, BA, 'one', "How many other baptist churches are there within 500 m of Old Landmark Baptist Church?", ['Old Landmark Baptist Church'])
def _(C):
    ref = named(C, BA, 'Old Landmark Baptist Church')
    return [f'#{len(within(C, BA, kind(amenity="place_of_worship", denomination="baptist"), ref, 500, "baptist 500 m"))}']

@Q(F, BA, 'list', "schools within 400 m of Saint Elizabeths Convent - list them", ['Saint Elizabeths Convent'])
def _(C):
    sel = within(C, BA, kind(amenity='school'), named(C, BA, 'Saint Elizabeths Convent'), 400, 'schools near the convent')
    return [f.name for f in sorted(sel, key=lambda f: f.name)]

@Q(F, BA, 'one', "does the baltimore map have many car washes? how many in total")
def _(C):
    return [f'#{len(count_all(C, BA, kind(amenity="car_wash"), "car washes"))}']

@Q(F, BA, 'one', "fire stations within 2 km of Sacred Heart of Jesus Roman Catholic Church - how many?", ['Sacred Heart of Jesus Roman Catholic Church'])
def _(C):
    ref = named(C, BA, 'Sacred Heart of Jesus Roman Catholic Church')
    return [f'#{len(within(C, BA, kind(amenity="fire_station"), ref, 2000, "fire stations 2 km", need_named=False))}']

@Q(F, BA, 'one', "Libraries in the whole Baltimore data: how many?")
def _(C):
    return [f'#{len(count_all(C, BA, kind(amenity="library"), "libraries"))}']

# ================================================================ checks, output
FILES = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
TOWN_MIN = {'heidelberg': 20, 'singapore': 10}
ITEM_RE = re.compile(r'^(#\d+|~\d+ m( ±10%)?|~\d+ m2|![^|;]+|[^!#~|;][^|;]*)$')

def header(f):
    return [f'# val23-{f}: held-out "beyond" validation set 23 over the osm-fresh extracts (see README-val23.md); '
            'map data (c) OpenStreetMap contributors, ODbL 1.0',
            '# question<TAB>gold<TAB>kind - golds computed by gold_val23.py from the raw OSM data']

def compute():
    C = Ctx()
    rows = {f: [] for f in FILES}
    problems = []
    texts = set()
    towns = Counter()
    for q in QS:
        C.fragile, C.fig = [], []
        try:
            items = q['fn'](C)
        except Exception as e:  # a failed lookup is a fragile gold
            items = ['?']
            C.fragile.append(f'error {type(e).__name__}: {e}')
        text = q['text']
        hits = old_hits(text)
        C.frag(bool(hits), f'older names in the question: {hits}')
        for m in q['mentions']:
            C.frag(fold(m) not in fold(text), f'mention {m!r} not written in the question')
        C.frag(fold(text) in texts, 'duplicate question')
        texts.add(fold(text))
        gold = '; '.join(items)
        for it in gold.split('; '):
            for alt in it.split(' | '):
                C.frag(not ITEM_RE.match(alt.strip()) or alt != alt.strip(), f'item syntax {alt!r}')
        C.frag('\t' in text or '\n' in text, 'tab/newline in question')
        towns[q['town']] += 1
        rows[q['file']].append((text, gold, q['kind']))
        q['gold'], q['fig'], q['fragile'] = gold, list(C.fig), list(C.fragile)
        if C.fragile:
            problems.append((q, list(C.fragile)))
    for f in FILES:
        if len(rows[f]) != 12:
            problems.append(({'file': f, 'text': '-'}, [f'{len(rows[f])} questions, not 12']))
    for t, n in TOWN_MIN.items():
        if towns[t] < n:
            problems.append(({'file': '-', 'text': '-'}, [f'{t}: {towns[t]} questions < {n}']))
    return rows, problems, towns

def tsv_text(f, rs):
    return '\n'.join(header(f) + ['\t'.join(r) for r in rs]) + '\n'

def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ''
    rows, problems, towns = compute()
    if mode == '--write':
        if problems:
            for q, ps in problems:
                print(f'FRAGILE {q["file"]}: {q["text"]}\n    ' + '\n    '.join(ps))
            print('refused: fragile golds, nothing written')
            return 1
        for f in FILES:
            (HERE / f'val23-{f}.tsv').write_text(tsv_text(f, rows[f]), encoding='utf-8')
        print('wrote', ', '.join(f'val23-{f}.tsv' for f in FILES), dict(towns))
        return 0
    if mode == '--check':
        bad = 0
        for q, ps in problems:
            print(f'FRAGILE {q["file"]}: {q["text"]}\n    ' + '\n    '.join(ps))
            bad += 1
        for f in FILES:
            p = HERE / f'val23-{f}.tsv'
            want = tsv_text(f, rows[f]).splitlines()
            have = p.read_text(encoding='utf-8').splitlines() if p.exists() else []
            for i in range(max(len(want), len(have))):
                w = want[i] if i < len(want) else '<missing>'
                h = have[i] if i < len(have) else '<missing>'
                if w != h:
                    print(f'MISMATCH val23-{f}.tsv line {i + 1}:\n    file:     {h}\n    computed: {w}')
                    bad += 1
        print('check:', 'OK' if not bad else f'{bad} problem(s)')
        return 1 if bad else 0
    for q in QS:
        print(f'[{q["file"]} / {q["town"]} / {q["kind"]}] {q["text"]}\n    gold: {q["gold"]}')
        for s in q['fig']:
            print('    ' + s)
        for s in q['fragile']:
            print('    FRAGILE ' + s)
    print(dict(towns), 'fragile:', len(problems))
    return 0

if __name__ == '__main__':
    sys.exit(main())
