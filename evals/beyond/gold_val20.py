#!/usr/bin/env python3
"""gold_val20.py - recomputes every gold of the held-out validation set val20 (README-val20.md) from the raw
osm-fresh extracts with osmium (pyosmium), shapely, pyproj, networkx and numpy only.

    gold_val20.py            print each question, town, kind, gold and figures (and any fragile gold)
    gold_val20.py --check    compare with the five val20-*.tsv (exit 1 on any difference or fragile gold)
    gold_val20.py --write    rewrite the five TSVs (refused while any gold is fragile)

The data folder is Path(__file__).resolve().parents[3]/shared/data/osm-fresh, or GEOREACT_FRESH_DIR.
Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""
import warnings
warnings.filterwarnings('ignore', category=DeprecationWarning)
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
    if os.environ.get('GEOREACT_FRESH_DIR'):
        return Path(os.environ['GEOREACT_FRESH_DIR'])
    return Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'


def fold(s):
    s = unicodedata.normalize('NFKD', s.replace('ß', 'ss'))
    s = ''.join(c for c in s if not unicodedata.combining(c))
    return s.lower().replace('’', "'")


class F:
    __slots__ = ('town', 'otype', 'oid', 'tags', 'geom', 'pgeom', 'nodes')

    def __init__(self, town, otype, oid, tags, geom, nodes=None):
        self.town, self.otype, self.oid, self.tags, self.geom, self.nodes = town, otype, oid, tags, geom, nodes
        self.pgeom = None

    @property
    def name(self):
        return self.tags.get('name')

    def __repr__(self):
        return '%s%s %r' % (self.otype[0], self.oid, self.tags.get('name'))


class Town:
    def __init__(self, town):
        self.town = town
        path = str(data_dir() / FILES[town])
        self.feats = []
        self.nodeloc = {}
        self.ways = {}   # id -> (tags, node ids)
        polys_way, polys_rel = {}, {}
        fp = osmium.FileProcessor(path).with_locations().with_areas()
        for o in fp:
            if o.is_node():
                self.nodeloc[o.id] = (o.location.lon, o.location.lat)
                t = dict(o.tags)
                if t:
                    self.feats.append(F(town, 'node', o.id, t, Point(o.location.lon, o.location.lat)))
            elif o.is_way():
                t = dict(o.tags)
                ids = [n.ref for n in o.nodes]
                self.ways[o.id] = (t, ids)
            elif o.is_area():
                try:
                    wkb = osmium.geom.WKBFactory().create_multipolygon(o)
                    g = shapely.from_wkb(wkb)
                except Exception:
                    continue
                if o.from_way():
                    polys_way[o.orig_id()] = g
                else:
                    polys_rel[o.orig_id()] = (dict(o.tags), g)
        for wid, (t, ids) in self.ways.items():
            if not t:
                continue
            pts = [self.nodeloc[i] for i in ids if i in self.nodeloc]
            if len(pts) < 2:
                continue
            closed = ids[0] == ids[-1] and len(ids) >= 4
            ishw = 'highway' in t and t.get('area') != 'yes'
            if closed and wid in polys_way and not ishw and t.get('area') != 'no':
                g = polys_way[wid]
                if len(g.geoms) == 1:
                    g = g.geoms[0]
            else:
                g = LineString(pts)
            self.feats.append(F(town, 'way', wid, t, g, ids))
        for rid, (t, g) in polys_rel.items():
            if len(g.geoms) == 1:
                g = g.geoms[0]
            self.feats.append(F(town, 'relation', rid, t, g))
        xs = [p[0] for p in self.nodeloc.values()]
        ys = [p[1] for p in self.nodeloc.values()]
        self.lon0, self.lat0 = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
        self.fwd = Transformer.from_crs('EPSG:4326', '+proj=aeqd +lat_0=%f +lon_0=%f +ellps=WGS84' % (self.lat0, self.lon0),
                                        always_xy=True)
        self.inv = Transformer.from_crs('+proj=aeqd +lat_0=%f +lon_0=%f +ellps=WGS84' % (self.lat0, self.lon0),
                                        'EPSG:4326', always_xy=True)
        for f in self.feats:
            f.pgeom = transform(self.fwd.transform, f.geom)

    def byname(self, name):
        n = fold(name)
        return [f for f in self.feats if f.name and fold(f.name) == n]


def is_poi(f):
    return any(k in f.tags for k in POI_KEYS)


def gdist_pts(p, q, town):
    lon1, lat1 = town.inv.transform(p.x, p.y)
    lon2, lat2 = town.inv.transform(q.x, q.y)
    return GEOD.inv(lon1, lat1, lon2, lat2)[2]


def dist(a, b, town):
    """geodesic distance between nearest points of two features (projected search)."""
    ga, gb = a.pgeom, b.pgeom
    if ga.intersects(gb):
        return 0.0
    p, q = nearest_points(ga, gb)
    return gdist_pts(p, q, town)


def cdist(a, b, town):
    return gdist_pts(a.pgeom.centroid, b.pgeom.centroid, town)


def area(f):
    g = f.geom
    return abs(GEOD.geometry_area_perimeter(g)[0])


def length(f):
    return GEOD.geometry_length(f.geom)
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

# ============================================================ checks and helpers
class Fragile(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fragile(msg)


OLD = [fold(x) for x in OLDER_SETS + LEFT_OUT]


def _words(s):
    return re.findall(r"[a-z0-9'&!+]+", fold(s))


def has_words(text, name):
    n = ' '.join(_words(name))
    return bool(n) and (' ' + n + ' ') in (' ' + ' '.join(_words(text)) + ' ')


def older_in(text):
    return [o for o in OLD if has_words(text, o)]


TOWNS = {}
ALLNAMES = {}


def load():
    if not TOWNS:
        for k in FILES:
            TOWNS[k] = Town(k)
        for tw in TOWNS.values():
            for f in tw.feats:
                if f.name:
                    ALLNAMES.setdefault(fold(f.name), []).append(f)
    return TOWNS


NONWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
          'services', 'razed', 'disused', 'bus_guideway', 'escape'}


class Place:
    """a named place: one feature, or a street (every highway way carrying the name)."""
    def __init__(self, town, feats, name):
        self.town, self.feats, self.name = town, feats, name
        self.tags = feats[0].tags
        self.pgeom = shapely.union_all([f.pgeom for f in feats]) if len(feats) > 1 else feats[0].pgeom
        self.geom = shapely.union_all([f.geom for f in feats]) if len(feats) > 1 else feats[0].geom


def place(town, mention):
    """the place a mention names: equal to exactly one feature name of the three extracts (a street: the highway
    ways of one town carrying it) and inside no other name; no older name overlap."""
    load()
    m = fold(mention)
    need(not older_in(mention), 'mention %r overlaps an older name' % mention)
    fs = ALLNAMES.get(m, [])
    need(fs, 'no feature named %r' % mention)
    need(all(f.town == town for f in fs), '%r not only in %s' % (mention, town))
    others = [n for n in ALLNAMES if n != m and has_words(n, m)]
    need(not others, '%r inside other names %s' % (mention, others[:3]))
    if all('highway' in f.tags for f in fs):
        need(all(f.otype == 'way' for f in fs), 'street %r has non-way parts' % mention)
        return Place(TOWNS[town], fs, fs[0].name)
    need(len(fs) == 1, '%r has a namesake' % mention)
    return Place(TOWNS[town], fs, fs[0].name)


def absent(mention):
    load()
    m = fold(mention)
    hits = [n for n in ALLNAMES if m in n]
    need(not hits, 'trap place %r is in the data: %s' % (mention, hits[:3]))
    for tw in TOWNS.values():
        for f in tw.feats:
            for k, v in f.tags.items():
                need(m not in fold(v), 'trap place %r is in a tag value' % mention)


def d(tw, a, b):
    ga, gb = a.pgeom, b.pgeom
    if ga.intersects(gb):
        return 0.0
    p, q = nearest_points(ga, gb)
    return gdist_pts(p, q, tw)


def dc(tw, a, b):
    return gdist_pts(a.pgeom.centroid, b.pgeom.centroid, tw)


def kind(tw, pred):
    return [f for f in tw.feats if pred(f.tags)]


def no_dups(tw, fs, what):
    for a, b in itertools.combinations(fs, 2):
        if (a.name and a.name == b.name) or not a.name or not b.name:
            need(d(tw, a, b) > 10, '%s: %r and %r may be one place' % (what, a, b))


def within(tw, anchor, fs, R, named=True, what=''):
    out = []
    for f in fs:
        if any(f is g for g in getattr(anchor, 'feats', [])):
            continue
        r, c = d(tw, anchor, f), dc(tw, anchor, f)
        need(abs(r - R) > 0.05 * R and abs(c - R) > 0.05 * R, '%s: %r at %.0f / %.0f m, near the radius %d'
             % (what, f, r, c, R))
        need((r <= R) == (c <= R), '%s: %r in by one reading only' % (what, f))
        if r <= R:
            out.append(f)
    if named:
        need(all(f.name for f in out), '%s: unnamed candidate' % what)
    no_dups(tw, out, what)
    return out


def nearest(tw, anchor, fs, what=''):
    cands = [f for f in fs if not any(f is g for g in getattr(anchor, 'feats', []))]
    rs = sorted(cands, key=lambda f: d(tw, anchor, f))
    best = rs[0]
    second = next((f for f in rs[1:] if not (f.name and f.name == best.name and d(tw, best, f) < 100)), None)
    need(best.name, '%s: nearest unnamed' % what)
    if second is not None:
        d1, d2 = d(tw, anchor, best), d(tw, anchor, second)
        need(d2 > d1 * 1.10 + 5, '%s: %r %.0f vs %r %.0f' % (what, best, d1, second, d2))
        cs = sorted(cands, key=lambda f: dc(tw, anchor, f))
        need(cs[0] is best or (cs[0].name == best.name), '%s: centroid winner differs' % what)
        return best, d1, second, d2
    return best, d(tw, anchor, best), None, None


# ============================================================ opening hours (README-val4 subset)
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']


def parse_oh(s):
    s = s.strip()
    if s == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    table = {}
    for rule in s.split(';'):
        rule = rule.strip()
        if not rule:
            continue
        m = re.fullmatch(r'(?:([A-Za-z,\-]+) )?(.+)', rule)
        sel, times = m.group(1), m.group(2)
        days = set(range(7))
        if sel:
            days = set()
            for part in sel.split(','):
                if '-' in part:
                    a, b = part.split('-')
                    need(a in DAYS and b in DAYS, 'unreadable hours %r' % s)
                    i = DAYS.index(a)
                    while True:
                        days.add(i)
                        if i == DAYS.index(b):
                            break
                        i = (i + 1) % 7
                else:
                    need(part in DAYS, 'unreadable hours %r' % s)
                    days.add(DAYS.index(part))
        if times in ('off', 'closed'):
            iv = []
        else:
            iv = []
            for r in times.split(','):
                m2 = re.fullmatch(r'(\d{1,2}):(\d\d)-(\d{1,2}):(\d\d)', r)
                need(m2, 'unreadable hours %r' % s)
                a = int(m2.group(1)) * 60 + int(m2.group(2))
                b = int(m2.group(3)) * 60 + int(m2.group(4))
                iv.append((a, b))
        for dd in days:
            table[dd] = iv
    return table


def open_at(table, day, minute, strict):
    for a, b in table.get(day, []):
        if b > a and a <= minute < b:
            return True
        if b <= a and minute >= a:
            return True
    prev = (day - 1) % 7
    for a, b in table.get(prev, []):
        if b <= a and minute < b:
            if strict and table.get(day):
                continue
            return True
    return False


def verdict(oh, day, minute):
    t = parse_oh(oh)
    vs = set()
    for dm in range(-15, 16):
        mm, dd = minute + dm, day
        if mm < 0:
            mm, dd = mm + 1440, (day - 1) % 7
        if mm >= 1440:
            mm, dd = mm - 1440, (day + 1) % 7
        for strict in (False, True):
            vs.add(open_at(t, dd, mm, strict))
    need(len(vs) == 1, 'hours %r unstable at %s %02d:%02d' % (oh, DAYS[day], minute // 60, minute % 60))
    return vs.pop()


def single_interval(oh, day):
    t = parse_oh(oh)
    iv = t.get(day, [])
    need(len(iv) == 1, 'not a single interval on %s: %r' % (DAYS[day], oh))
    return iv[0]


def hm(minute):
    h, m = divmod(minute % 1440, 60)
    h12 = h % 12 or 12
    ap = 'am' if h < 12 else 'pm'
    if m == 0:
        return '!%d:00 | !%d %s | !%d%s | !%d:00 %s | !%d:00%s' % (h, h12, ap, h12, ap, h12, ap, h12, ap)
    return '!%d:%02d | !%d:%02d %s | !%d:%02d%s' % (h, m, h12, m, ap, h12, m, ap)


# ============================================================ routing (README-val4 graph, with variants)
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
FAST = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}
_G = {}


def graph(tw, mode, variant):
    key = (tw.town, mode, variant)
    if key in _G:
        return _G[key]
    G = nx.DiGraph()
    for wid, (t, ids) in tw.ways.items():
        hw = t.get('highway')
        if not hw:
            continue
        acc = t.get('access')
        ow = t.get('oneway')
        fwd_only = ow in ('yes', 'true', '1')
        back_only = ow == '-1'
        if mode == 'car':
            if hw not in CAR or acc in ('no', 'private'):
                continue
            if variant == 'strict':
                if t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private'):
                    continue
                if t.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link'):
                    if ow != '-1' and ow != 'no':
                        fwd_only = True
        elif mode == 'bike':
            ok = (hw in CAR and hw not in FAST) or hw in ('cycleway', 'path', 'track') or \
                t.get('bicycle') in ('yes', 'designated')
            if not ok or t.get('bicycle') == 'no':
                continue
            if t.get('oneway:bicycle') == 'no' or t.get('cycleway', '').startswith('opposite'):
                fwd_only = back_only = False
            if variant == 'strict':
                if acc in ('no', 'private') and t.get('bicycle') not in ('yes', 'designated'):
                    continue
                if t.get('junction') == 'roundabout' and ow != 'no':
                    fwd_only = True
            if variant == 'nooneway':
                fwd_only = back_only = False
        else:
            if hw in FAST or hw in NONWAY or t.get('foot') == 'no':
                continue
            if variant == 'strict' and acc in ('no', 'private') and t.get('foot') not in ('yes', 'designated', 'permissive'):
                continue
            fwd_only = back_only = False
        pts = [i for i in ids if i in tw.nodeloc]
        for a, b in zip(pts, pts[1:]):
            la, lb = tw.nodeloc[a], tw.nodeloc[b]
            w = GEOD.inv(la[0], la[1], lb[0], lb[1])[2]
            if not back_only:
                G.add_edge(a, b, weight=w)
            if not fwd_only:
                G.add_edge(b, a, weight=w)
    big = max(nx.strongly_connected_components(G), key=len)
    _G[key] = (G, big)
    return _G[key]


def snap(tw, p, nodes):
    lon, lat = p
    best, bd = None, 1e18
    for n in nodes:
        x, y = tw.nodeloc[n]
        if abs(x - lon) > 0.01 or abs(y - lat) > 0.01:
            continue
        dd = GEOD.inv(lon, lat, x, y)[2]
        if dd < bd:
            best, bd = n, dd
    return best, bd


def ppoint(tw, pl):
    g = pl.pgeom
    c = g.centroid if not isinstance(g, Point) else g
    return tw.inv.transform(c.x, c.y)


def route(tw, mode, a, b, what='', short=300):
    pa, pb = ppoint(tw, a), ppoint(tw, b)
    straight = GEOD.inv(pa[0], pa[1], pb[0], pb[1])[2]
    need(short <= straight <= 5000, '%s: straight %.0f m' % (what, straight))
    lens = []
    for variant in ('main', 'strict', 'nooneway') if mode == 'bike' else ('main', 'strict'):
        G, big = graph(tw, mode, variant)
        for nodes in (big, set(G.nodes)):
            na, da = snap(tw, pa, nodes)
            nb, db = snap(tw, pb, nodes)
            need(na is not None and nb is not None and da <= 100 and db <= 100, '%s: snapped %s / %s m'
                 % (what, da, db))
            try:
                L = nx.dijkstra_path_length(G, na, nb, weight='weight')
            except nx.NetworkXNoPath:
                raise Fragile('%s: no path (%s)' % (what, variant))
            lens.append(L)
    L0 = lens[0]
    need(all(abs(L - L0) <= 0.03 * L0 for L in lens), '%s: variants %s' % (what, [round(x) for x in lens]))
    need(L0 <= 2.5 * straight and L0 >= 0.97 * straight, '%s: route %.0f vs straight %.0f' % (what, L0, straight))
    return L0, straight


def walk_verdict(tw, a, b, T, what=''):
    L, s = route(tw, 'foot', a, b, what)
    lo, hi = L / (3000 / 60), L / (6000 / 60)
    if lo <= 0.9 * T:
        return True, L
    if hi >= 1.1 * T:
        return False, L
    raise Fragile('%s: %.0f m, no verdict for %d min' % (what, L, T))


NOT_IN = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIME = '!min | !minute | !hour'


def rm(L):
    return '~%d m ±10%%' % round(L)


def mi(x):
    return '~%d m' % round(x)

# ============================================================ the questions
Q = []   # (file, town, question, mentions, fn)


def q(file, town, text, mentions=()):
    def deco(fn):
        Q.append((file, town, text, mentions, fn))
        return fn
    return deco


H, S, B = 'Heidelberg', 'Singapore', 'Baltimore'
TW = lambda t: TOWNS[t]
K = {
    'cafe': lambda t: t.get('amenity') == 'cafe', 'restaurant': lambda t: t.get('amenity') == 'restaurant',
    'fast_food': lambda t: t.get('amenity') == 'fast_food', 'pub': lambda t: t.get('amenity') == 'pub',
    'hotel': lambda t: t.get('tourism') in ('hotel', 'hostel', 'guest_house', 'motel'),
    'books': lambda t: t.get('shop') == 'books', 'bakery': lambda t: t.get('shop') == 'bakery',
    'pharmacy': lambda t: t.get('amenity') == 'pharmacy', 'worship': lambda t: t.get('amenity') == 'place_of_worship',
    'school': lambda t: t.get('amenity') == 'school',
}


def every_way(pl, key):
    vals = {f.tags.get(key) for f in pl.feats}
    need(len(vals) == 1 and None not in vals, '%s: %s differs or missing %s' % (pl.name, key, vals))
    return vals.pop()


def no_key(tags, pats, what):
    for k in tags:
        need(not any(p in k for p in pats), '%s: has %s' % (what, k))


def phone_items(p):
    digits = re.sub(r'\D', '', p)
    return digits


# ---------------------------------------------------------------- attribute
@q('attribute', H, "is there a weight limit for delivery trucks on the Apothekergasse? if so how many tonnes",
   ['Apothekergasse'])
def _():
    pl = place(H, 'Apothekergasse')
    v = every_way(pl, 'maxweight')
    return ['!yes', '!' + v], 'one', 'maxweight=%s' % v


@q('attribute', H, 'What is the Unterer Fauler Pelz paved with?', ['Unterer Fauler Pelz'])
def _():
    v = every_way(place(H, 'Unterer Fauler Pelz'), 'surface')
    return ['!' + v], 'one', 'surface=%s' % v


@q('attribute', H, "we're checking in at whatever hotel is closest to the Oberbadgasse tonight, can you find me "
   "their phone number so I can tell them we'll be late", ['Oberbadgasse'])
def _():
    tw = TW(H)
    b, d1, s2, d2 = nearest(tw, place(H, 'Oberbadgasse'), kind(tw, K['hotel']), 'hotel')
    ph = b.tags['phone']
    dg = phone_items(ph)
    return ['Goldener Falke' if 'Goldener Falke' == b.name else b.name,
            '!%s | !%s | !%s' % (ph, dg, dg[-5:])], 'one', '%r %.0f m vs %r %.0f m, phone %s' % (b, d1, s2, d2, ph)


@q('attribute', H, 'Whats the speed limit on the Schulgasse in Heidelberg?', ['Schulgasse'])
def _():
    pl = place(H, 'Schulgasse')
    for f in pl.feats:
        no_key(f.tags, ('maxspeed', 'zone:traffic', 'source:maxspeed'), 'Schulgasse')
    return [NOT_IN + ' | !no speed limit'], 'one', 'no maxspeed key on any way (trap)'


@q('attribute', S, "the singapore data has a bike parking with stands - how many bikes does it take?")
def _():
    tw = TW(S)
    bp = kind(tw, lambda t: t.get('amenity') == 'bicycle_parking')
    st = [f for f in bp if f.tags.get('bicycle_parking') == 'stands']
    need(len(st) == 1, 'stands not unique')
    need(not st[0].name, 'named')
    c = st[0].tags['capacity']
    return ['#%s | !%s' % (c, c)], 'one', '%r capacity=%s (%d bicycle parkings)' % (st[0], c, len(bp))


@q('attribute', S, "What's the phone number of the Merlion Park visitor centre in Singapore?", [])
def _():
    absent('Merlion')
    return [NOT_IN], 'one', 'no name or tag value holds "Merlion" (trap)'


@q('attribute', B, "my nephew wants violin lessons. do you have a phone number for Frazier's Violin Studio?",
   ["Frazier's Violin Studio"])
def _():
    pl = place(B, "Frazier's Violin Studio")
    ph = pl.tags['phone']
    dg = phone_items(ph)
    return ['!%s | !%s-%s-%s | !(%s) %s-%s | !%s-%s' % (dg, dg[:3], dg[3:6], dg[6:], dg[:3], dg[3:6], dg[6:],
                                                        dg[3:6], dg[6:])], 'one', 'phone=%s' % ph


@q('attribute', B, 'Which denomination is the Notre Dame Convent of the Sacred Heart?',
   ['Notre Dame Convent of the Sacred Heart'])
def _():
    v = place(B, 'Notre Dame Convent of the Sacred Heart').tags['denomination']
    need(v == 'roman_catholic', v)
    return ['!catholic'], 'one', 'denomination=%s' % v


@q('attribute', B, 'how many storeys does the 301 Building have', ['301 Building'])
def _():
    v = place(B, '301 Building').tags['building:levels']
    return ['!%s | !four' % v], 'one', 'building:levels=%s' % v


@q('attribute', B, "Looking at warehouse space at the Chesapeake Commerce Center - is there a website with the "
   "listing?", ['Chesapeake Commerce Center'])
def _():
    v = place(B, 'Chesapeake Commerce Center').tags['website']
    return ['!cbre.us'], 'one', 'website=%s' % v


@q('attribute', B, 'elevation of Canaan Missionary Baptist Church?', ['Canaan Missionary Baptist Church'])
def _():
    v = place(B, 'Canaan Missionary Baptist Church').tags['ele']
    return ['!%s m | !%s meters | !%s metres | !%sm' % (v, v, v, v)], 'one', 'ele=%s' % v


@q('attribute', B, "trying to book a table for a birthday at Poncabird Pub, what's their number?", ['Poncabird Pub'])
def _():
    pl = place(B, 'Poncabird Pub')
    no_key(pl.tags, ('phone', 'contact', 'mobile'), 'Poncabird Pub')
    return [NOT_IN + ' | !no phone'], 'one', 'no phone key (trap)'


# ---------------------------------------------------------------- hours
def hours_q(town, street, k, day, minute):
    tw = TW(town)
    b, d1, s2, d2 = nearest(tw, place(town, street), kind(tw, K[k]), k)
    oh = b.tags.get('opening_hours')
    need(oh, 'no hours on %r' % b)
    v = verdict(oh, day, minute)
    return [b.name, '!yes | !open' if v else '!no | !closed'], 'one', '%r %.0f m vs %r %.0f m; %s -> %s' % (
        b, d1, s2, d2, oh, v)


@q('hours', H, "i'm on the Apothekergasse on sunday around 11 in the morning, is the nearest café open?",
   ['Apothekergasse'])
def _():
    return hours_q(H, 'Apothekergasse', 'cafe', 6, 11 * 60)


@q('hours', H, 'Is the fast food place closest to the Floringasse open on a Friday at 10 pm?', ['Floringasse'])
def _():
    return hours_q(H, 'Floringasse', 'fast_food', 4, 22 * 60)


@q('hours', H, "early breakfast meeting tuesday at 8am - would the restaurant nearest to the Große Mantelgasse "
   "already be open?", ['Große Mantelgasse'])
def _():
    return hours_q(H, 'Große Mantelgasse', 'restaurant', 1, 8 * 60)


@q('hours', H, 'Sunday lunch, 1 pm: can I get food at the fast food place nearest the Karpfengasse?',
   ['Karpfengasse'])
def _():
    return hours_q(H, 'Karpfengasse', 'fast_food', 6, 13 * 60)


@q('hours', H, 'How late is the bookstore nearest the Karpfengasse open on Saturdays?', ['Karpfengasse'])
def _():
    tw = TW(H)
    b, d1, s2, d2 = nearest(tw, place(H, 'Karpfengasse'), kind(tw, K['books']), 'books')
    a, e = single_interval(b.tags['opening_hours'], 5)
    return [b.name, hm(e)], 'one', '%r %.0f vs %r %.0f; %s' % (b, d1, s2, d2, b.tags['opening_hours'])


@q('hours', H, 'wednesday, 11pm, just finished work near the Oberbadgasse. is the closest pub still serving?',
   ['Oberbadgasse'])
def _():
    return hours_q(H, 'Oberbadgasse', 'pub', 2, 23 * 60)


@q('hours', H, 'What time does the bakery nearest the Richard-Hauser-Platz open on Sunday?', ['Richard-Hauser-Platz'])
def _():
    tw = TW(H)
    b, d1, s2, d2 = nearest(tw, place(H, 'Richard-Hauser-Platz'), kind(tw, K['bakery']), 'bakery')
    a, e = single_interval(b.tags['opening_hours'], 6)
    return [b.name, hm(a)], 'one', '%r %.0f vs %r %.0f; %s' % (b, d1, s2, d2, b.tags['opening_hours'])


@q('hours', S, "is there a pharmacy in the singapore data that's open at 3am on a saturday?")
def _():
    tw = TW(S)
    for f in tw.feats:
        need(f.tags.get('amenity') != 'pharmacy' and f.tags.get('healthcare') != 'pharmacy' and
             f.tags.get('shop') != 'chemist' and 'pharm' not in fold(f.name or '') and 'apothe' not in fold(f.name or ''),
             'a pharmacy exists: %r' % f)
    return [NOT_IN + ' | !no pharmacy | !none'], 'one', 'no pharmacy in the Singapore extract (trap)'


@q('hours', S, 'When does the post office in the Singapore extract open on Mondays?')
def _():
    tw = TW(S)
    for f in tw.feats:
        need(f.tags.get('amenity') != 'post_office' and 'post' not in fold(f.name or ''), 'post office: %r' % f)
    return [NOT_IN + ' | !no post office | !none'], 'one', 'no post office in the Singapore extract (trap)'


@q('hours', B, 'Is Radio Shack open on a Sunday at 5 pm? need a phone charger', ['Radio Shack'])
def _():
    pl = place(B, 'Radio Shack')
    for k in pl.tags:
        need('opening_hours' not in k and not k.startswith('hours'), k)
    return [NOT_IN + ' | !no opening hours'], 'one', 'no opening_hours (trap)'


@q('hours', B, 'what time does the Dundalk Avenue Branch Enoch Pratt Free Library open on saturdays',
   ['Dundalk Avenue Branch Enoch Pratt Free Library'])
def _():
    pl = place(B, 'Dundalk Avenue Branch Enoch Pratt Free Library')
    for k in pl.tags:
        need('opening_hours' not in k and not k.startswith('hours'), k)
    return [NOT_IN + ' | !no opening hours'], 'one', 'no opening_hours (trap)'


@q('hours', B, "it's 4 in the morning on a Monday and my kid has a fever - is the pharmacy nearest Abbott Memorial "
   "Presbyterian Church open right now?", ['Abbott Memorial Presbyterian Church'])
def _():
    tw = TW(B)
    b, d1, s2, d2 = nearest(tw, place(B, 'Abbott Memorial Presbyterian Church'), kind(tw, K['pharmacy']), 'pharmacy')
    oh = b.tags.get('opening_hours')
    need(oh, 'no hours %r' % b)
    v = verdict(oh, 0, 4 * 60)
    return [b.name, '!yes | !open' if v else '!no | !closed'], 'one', '%r %.0f vs %r %.0f; %s' % (b, d1, s2, d2, oh)

# ---------------------------------------------------------------- arithmetic
@q('arithmetic', H, 'Which is the bigger square, Marsiliusplatz or Richard-Hauser-Platz, and by how many square '
   'metres?', ['Marsiliusplatz', 'Richard-Hauser-Platz'])
def _():
    a, b = place(H, 'Marsiliusplatz'), place(H, 'Richard-Hauser-Platz')
    A, Bq = area(a.feats[0]), area(b.feats[0])
    need(abs(A - Bq) > 0.15 * max(A, Bq), 'areas close %.0f %.0f' % (A, Bq))
    big = a if A > Bq else b
    return [big.name, '~%d m2' % round(abs(A - Bq))], 'one', '%.0f vs %.0f m2' % (A, Bq)


def street_len(pl):
    full = sum(length(f) for f in pl.feats)
    core = sum(length(f) for f in pl.feats if f.tags.get('highway') not in
               ('footway', 'path', 'steps', 'cycleway', 'track', 'corridor'))
    need(abs(full - core) <= 0.05 * full, '%s: footway share' % pl.name)
    return full


@q('arithmetic', H, "how much longer is the Karpfengasse than the Augustinergasse? in metres pls",
   ['Karpfengasse', 'Augustinergasse'])
def _():
    a, b = street_len(place(H, 'Karpfengasse')), street_len(place(H, 'Augustinergasse'))
    need(a > b * 1.15, 'lengths close')
    return [mi(a - b)], 'one', '%.0f - %.0f m' % (a, b)


def count_all(tw, pred, what):
    fs = kind(tw, pred)
    no_dups(tw, fs, what)
    return fs


@q('arithmetic', H, 'In the Heidelberg data, are there more fast food places or pubs, and how many more?')
def _():
    tw = TW(H)
    a = count_all(tw, K['fast_food'], 'ff')
    b = count_all(tw, K['pub'], 'pub')
    need(all(f.name for f in a + b), 'unnamed')
    need(abs(len(a) - len(b)) > 0.1 * max(len(a), len(b)), 'near tie')
    dif = abs(len(a) - len(b))
    need(dif not in (len(a), len(b)), 'diff equals a count')
    return ['!fast food', '#%d' % dif, '#%d' % len(a), '#%d' % len(b)], 'one', '%d fast food, %d pubs' % (len(a), len(b))


@q('arithmetic', H, "if I walk the whole Schulgasse and then the whole Große Mantelgasse, how many metres is that "
   "together?", ['Schulgasse', 'Große Mantelgasse'])
def _():
    a, b = street_len(place(H, 'Schulgasse')), street_len(place(H, 'Große Mantelgasse'))
    return [mi(a + b)], 'one', '%.0f + %.0f m' % (a, b)


@q('arithmetic', S, 'singapore extract: how many more restaurants than cafes are there?')
def _():
    tw = TW(S)
    a = count_all(tw, K['restaurant'], 'restaurant')
    b = count_all(tw, K['cafe'], 'cafe')
    need(all(f.name for f in a + b), 'unnamed')
    need(abs(len(a) - len(b)) > 0.1 * max(len(a), len(b)) and len(a) > len(b), 'near tie')
    need(len(a) - len(b) not in (len(a), len(b)), 'diff equals a count')
    return ['#%d' % (len(a) - len(b)), '#%d' % len(a), '#%d' % len(b)], 'one', '%d restaurants, %d cafes' % (len(a), len(b))


@q('arithmetic', S, 'Does the Singapore data have more watch stores or more convenience stores? give me both numbers '
   'and the difference')
def _():
    tw = TW(S)
    a = count_all(tw, lambda t: t.get('shop') == 'watches', 'watches')
    b = count_all(tw, lambda t: t.get('shop') == 'convenience', 'convenience')
    need(all(f.name for f in a + b), 'unnamed')
    need(abs(len(a) - len(b)) > 0.1 * max(len(a), len(b)), 'near tie')
    dif = abs(len(a) - len(b))
    need(dif not in (len(a), len(b)), 'diff equals a count')
    return ['!watch' if len(a) > len(b) else '!convenience', '#%d' % len(a), '#%d' % len(b), '#%d' % dif], 'one', \
        '%d watch stores, %d convenience stores' % (len(a), len(b))


def ele(n):
    return float(place(B, n).tags['ele'])


@q('arithmetic', B, 'How many metres higher up is New Cornerstone Baptist Church than Unified Faith Church?',
   ['New Cornerstone Baptist Church', 'Unified Faith Church'])
def _():
    a, b = ele('New Cornerstone Baptist Church'), ele('Unified Faith Church')
    need(a - b >= 3, 'close')
    return ['!%d' % (a - b)], 'one', 'ele %g - %g' % (a, b)


@q('arithmetic', B, 'roughly how many hectares is the Chesapeake Commerce Center?', ['Chesapeake Commerce Center'])
def _():
    pl = place(B, 'Chesapeake Commerce Center')
    A = area(pl.feats[0])
    ha = A / 10000
    need(abs(ha * 10 - math.floor(ha * 10) - 0.5) < 0.4, 'hectares near a rounding edge')
    return ['~%d m2 | !%.1f ha | !%.1f hectares' % (round(A), ha, ha)], 'one', '%.0f m2' % A


@q('arithmetic', B, "I'm standing at Canaan Missionary Baptist Church. As the crow flies, is Friendship Baptist Church or "
   "New Cornerstone Baptist Church closer, and by how much?",
   ['Canaan Missionary Baptist Church', 'Friendship Baptist Church', 'New Cornerstone Baptist Church'])
def _():
    tw = TW(B)
    x, a, b = (place(B, n) for n in ('Canaan Missionary Baptist Church', 'Friendship Baptist Church', 'New Cornerstone Baptist Church'))
    da, db = d(tw, x, a), d(tw, x, b)
    need(abs(da - db) > 0.15 * max(da, db), 'close %.0f %.0f' % (da, db))
    near = a if da < db else b
    return [near.name, mi(abs(da - db))], 'one', '%.0f vs %.0f' % (da, db)


@q('arithmetic', B, 'straight line distance from Abbott Memorial Presbyterian Church to Prince of Peace Baptist Church '
   'and then on to Bible Way Missionary Baptist Church - total?',
   ['Abbott Memorial Presbyterian Church', 'Prince of Peace Baptist Church', 'Bible Way Missionary Baptist Church'])
def _():
    tw = TW(B)
    x, a, b = (place(B, n) for n in ('Abbott Memorial Presbyterian Church', 'Prince of Peace Baptist Church',
                                     'Bible Way Missionary Baptist Church'))
    l1, l2 = d(tw, x, a), d(tw, a, b)
    need(min(l1, l2) >= 100, 'short leg')
    c = dc(tw, x, a) + dc(tw, a, b)
    need(abs(c - (l1 + l2)) <= max(0.05 * (l1 + l2), 15), 'centroid reading differs')
    return [mi(l1 + l2)], 'one', '%.0f + %.0f' % (l1, l2)


@q('arithmetic', B, 'P.U.R.E Integrated Health vs Vince\'s - how many more floors does the first building have?',
   ['P.U.R.E Integrated Health', "Vince's"])
def _():
    a = int(place(B, 'P.U.R.E Integrated Health').tags['building:levels'])
    b = int(place(B, "Vince's").tags['building:levels'])
    return ['!%d' % (a - b)], 'one', 'levels %d - %d' % (a, b)


@q('arithmetic', B, 'Within 400 m of Canaan Missionary Baptist Church (not counting it), are there more baptist or more '
   'methodist churches? both counts please', ['Canaan Missionary Baptist Church'])
def _():
    tw = TW(B)
    x = place(B, 'Canaan Missionary Baptist Church')
    ws = within(tw, x, kind(tw, K['worship']), 400, what='worship')
    bap = [f for f in ws if f.tags.get('denomination') == 'baptist']
    met = [f for f in ws if f.tags.get('denomination') == 'methodist']
    unk = [f for f in ws if 'denomination' not in f.tags]
    need(abs(len(bap) - len(met)) > 0.1 * max(len(bap), len(met)), 'tie')
    need(len(bap) > len(met) + len(unk) or len(met) > len(bap) + len(unk), 'untagged could change it')
    return ['!baptist' if len(bap) > len(met) else '!methodist', '#%d' % len(bap), '#%d' % len(met)], 'one', \
        '%d baptist, %d methodist, %d untagged of %d' % (len(bap), len(met), len(unk), len(ws))


# ---------------------------------------------------------------- route
def hroute(mode, start, street, k):
    tw = TW(H)
    b, d1, s2, d2 = nearest(tw, place(H, street), kind(tw, K[k]), k)
    L, s = route(tw, mode, place(H, start), Place(tw, [b], b.name), 'route')
    return L, '%s to %r (%.0f vs %r %.0f): %.0f m (straight %.0f)' % (mode, b, d1, s2, d2, L, s)


@q('route', H, 'How far is the walk from the Marsiliusplatz to the bookstore nearest the Karpfengasse?',
   ['Marsiliusplatz', 'Karpfengasse'])
def _():
    L, fig = hroute('foot', 'Marsiliusplatz', 'Karpfengasse', 'books')
    return [rm(L)], 'one', fig


@q('route', H, "cycling from Richard-Hauser-Platz to whatever fast food place is closest to the Karpfengasse - how far "
   "and roughly how many minutes?", ['Richard-Hauser-Platz', 'Karpfengasse'])
def _():
    L, fig = hroute('bike', 'Richard-Hauser-Platz', 'Karpfengasse', 'fast_food')
    return [rm(L), TIME], 'one', fig


@q('route', H, "my parents are staying at the hotel nearest the Karpfengasse. walking distance from the "
   "Richard-Hauser-Platz to there?", ['Richard-Hauser-Platz', 'Karpfengasse'])
def _():
    L, fig = hroute('foot', 'Richard-Hauser-Platz', 'Karpfengasse', 'hotel')
    return [rm(L)], 'one', fig


@q('route', H, "need to get my car washed, how far would I have to drive from the Marsiliusplatz to the nearest car wash in "
   "Heidelberg?", ['Marsiliusplatz'])
def _():
    tw = TW(H)
    place(H, 'Marsiliusplatz')
    for f in tw.feats:
        need(f.tags.get('amenity') != 'car_wash' and 'car_wash' not in str(f.tags) and
             'waschanlage' not in fold(f.name or '') and 'car wash' not in fold(f.name or ''), 'car wash %r' % f)
    return [NOT_IN + ' | !no car wash | !none'], 'one', 'no car wash in the Heidelberg extract (trap)'


@q('route', S, 'im at the singapore bayside area (the extract) and feel sick, how far to walk to the nearest hospital?')
def _():
    tw = TW(S)
    for f in tw.feats:
        need(f.tags.get('amenity') not in ('hospital', 'clinic', 'doctors') and f.tags.get('healthcare') is None and
             'hospital' not in fold(f.name or ''), 'hospital %r' % f)
    return [NOT_IN + ' | !no hospital | !none'], 'one', 'no hospital / clinic / doctors in the Singapore extract (trap)'


def rq(mode, a, b, extra=()):
    tw = TW(B)
    L, s = route(tw, mode, place(B, a), place(B, b), 'route')
    return [rm(L)] + list(extra), 'one', '%s %.0f m (straight %.0f)' % (mode, L, s)


@q('route', B, 'walking distance from Friendship Baptist Church to Luther Craven Mitchell Primary School?',
   ['Friendship Baptist Church', 'Luther Craven Mitchell Primary School'])
def _():
    return rq('foot', 'Friendship Baptist Church', 'Luther Craven Mitchell Primary School')


@q('route', B, "choir rehearsal got moved - how long's the walk from Bible Way Missionary Baptist Church over to Christ "
   "United Methodist Church, and how many metres?", ['Bible Way Missionary Baptist Church', 'Christ United Methodist Church'])
def _():
    return rq('foot', 'Bible Way Missionary Baptist Church', 'Christ United Methodist Church', [TIME])


@q('route', B, 'Can I walk from Canaan Missionary Baptist Church to Mount Pleasant Baptist Church in 25 minutes?',
   ['Canaan Missionary Baptist Church', 'Mount Pleasant Baptist Church'])
def _():
    tw = TW(B)
    v, L = walk_verdict(tw, place(B, 'Canaan Missionary Baptist Church'), place(B, 'Mount Pleasant Baptist Church'), 25)
    return ['!yes' if v else '!no', rm(L)], 'one', 'foot %.0f m' % L


@q('route', B, 'cycling from First Colored Baptist Church to Saint Michaels Roman Catholic Church, how many metres?',
   ['First Colored Baptist Church', 'Saint Michaels Roman Catholic Church'])
def _():
    return rq('bike', 'First Colored Baptist Church', 'Saint Michaels Roman Catholic Church')


@q('route', B, "I'll bike my daughter from Abbott Memorial Presbyterian Church to Saint Elizabeth School every morning. "
   "how far is that and about how many minutes?", ['Abbott Memorial Presbyterian Church', 'Saint Elizabeth School'])
def _():
    return rq('bike', 'Abbott Memorial Presbyterian Church', 'Saint Elizabeth School', [TIME])


@q('route', B, 'Driving distance from Unified Faith Church to Harbor Heights Baptist Church?',
   ['Unified Faith Church', 'Harbor Heights Baptist Church'])
def _():
    return rq('car', 'Unified Faith Church', 'Harbor Heights Baptist Church')


@q('route', B, 'how many km by car from Bethel Baptist Church to Saint Pauls English Evangelical Lutheran Church',
   ['Bethel Baptist Church', 'Saint Pauls English Evangelical Lutheran Church'])
def _():
    r = rq('car', 'Bethel Baptist Church', 'Saint Pauls English Evangelical Lutheran Church')
    return r


# ---------------------------------------------------------------- aggregate
@q('aggregate', H, 'which hotels are within 100 m of the Karpfengasse?', ['Karpfengasse'])
def _():
    tw = TW(H)
    fs = within(tw, place(H, 'Karpfengasse'), kind(tw, K['hotel']), 100, what='hotels')
    need(len({f.name for f in fs}) == len(fs) and fs, 'names')
    return [f.name for f in sorted(fs, key=lambda f: f.name)], 'list', ', '.join(f.name for f in fs)


@q('aggregate', H, "how many cafés are there within 150 m of the Unterer Fauler Pelz? looking for somewhere to study",
   ['Unterer Fauler Pelz'])
def _():
    tw = TW(H)
    fs = within(tw, place(H, 'Unterer Fauler Pelz'), kind(tw, K['cafe']), 150, what='cafes')
    return ['#%d' % len(fs)], 'one', ', '.join(f.name for f in fs)


@q('aggregate', H, 'Number of bicycle parkings in the Heidelberg data?')
def _():
    fs = count_all(TW(H), lambda t: t.get('amenity') == 'bicycle_parking', 'bicycle parking')
    return ['#%d' % len(fs)], 'one', '%d' % len(fs)


@q('aggregate', H, 'how many places of worship are in the heidelberg extract')
def _():
    fs = count_all(TW(H), K['worship'], 'worship')
    return ['#%d' % len(fs)], 'one', ', '.join(f.name or '?' for f in fs)


@q('aggregate', S, 'How many bus stops does the Singapore data have?')
def _():
    fs = count_all(TW(S), lambda t: t.get('highway') == 'bus_stop', 'bus stop')
    return ['#%d' % len(fs)], 'one', '%d' % len(fs)


@q('aggregate', S, 'quick one - number of traffic lights in the singapore extract?')
def _():
    fs = count_all(TW(S), lambda t: t.get('highway') == 'traffic_signals', 'signals')
    return ['#%d' % len(fs)], 'one', '%d' % len(fs)


@q('aggregate', S, "I use a wheelchair. Of the public toilets in the Singapore data, how many are marked wheelchair "
   "accessible?")
def _():
    tw = TW(S)
    fs = count_all(tw, lambda t: t.get('amenity') == 'toilets', 'toilets')
    ok = [f for f in fs if f.tags.get('wheelchair') == 'yes']
    return ['#%d' % len(ok)], 'one', '%d of %d' % (len(ok), len(fs))


@q('aggregate', B, 'How many other places of worship are there within 600 m of Abbott Memorial Presbyterian Church?',
   ['Abbott Memorial Presbyterian Church'])
def _():
    tw = TW(B)
    fs = within(tw, place(B, 'Abbott Memorial Presbyterian Church'), kind(tw, K['worship']), 600, what='worship')
    return ['#%d' % len(fs)], 'one', ', '.join(f.name for f in fs)


@q('aggregate', B, "we're moving near Saint Elizabeth School. which other schools are within 600 m of it?",
   ['Saint Elizabeth School'])
def _():
    tw = TW(B)
    fs = within(tw, place(B, 'Saint Elizabeth School'), kind(tw, K['school']), 600, what='schools')
    need(fs and len({f.name for f in fs}) == len(fs), 'names')
    return [f.name for f in sorted(fs, key=lambda f: f.name)], 'list', ', '.join(f.name for f in fs)


@q('aggregate', B, 'count the schools within 500 m of Saint Michaels Roman Catholic Church for me',
   ['Saint Michaels Roman Catholic Church'])
def _():
    tw = TW(B)
    fs = within(tw, place(B, 'Saint Michaels Roman Catholic Church'), kind(tw, K['school']), 500, what='schools')
    return ['#%d' % len(fs)], 'one', ', '.join(f.name for f in fs)


@q('aggregate', B, 'which denomination shows up most among the other churches within 300 m of Canaan Missionary Baptist Church?',
   ['Canaan Missionary Baptist Church'])
def _():
    tw = TW(B)
    x = place(B, 'Canaan Missionary Baptist Church')
    fs = within(tw, x, kind(tw, K['worship']), 300, what='worship')
    import collections
    c = collections.Counter(('catholic' if f.tags['denomination'] == 'roman_catholic' else f.tags['denomination'])
                            for f in fs if 'denomination' in f.tags)
    unk = sum(1 for f in fs if 'denomination' not in f.tags)
    mc = c.most_common(2) + [(None, 0)]
    (w, n1), (_, n2) = mc[0], mc[1]
    need(n1 > n2 + unk, 'untagged could change the winner: %s unk %d' % (c, unk))
    return ['!' + w], 'one', '%s, %d untagged' % (dict(c), unk)


@q('aggregate', B, 'Which restaurants within 500 m of Abbott Memorial Presbyterian Church have vegan options?', ['Abbott Memorial Presbyterian Church'])
def _():
    tw = TW(B)
    fs = within(tw, place(B, 'Abbott Memorial Presbyterian Church'), kind(tw, K['restaurant']), 500, named=False, what='restaurants')
    need(fs, 'no restaurants')
    for f in fs:
        no_key(f.tags, ('diet', 'vegan', 'vegetarian'), repr(f))
    return [NOT_IN + ' | !no vegan information'], 'one', '%d restaurants, no diet key (trap)' % len(fs)

# ============================================================ runner
FILES_OUT = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
HEADER = ('# val20 (held out): %s questions over the osm-fresh extracts (Baltimore 2015, Heidelberg 2015, Singapore '
          'Bayfront 2019).\n# Golds computed by gold_val20.py from the raw OSM tags; see README-val20.md. Map data (c) '
          'OpenStreetMap contributors, ODbL 1.0.\n# question<TAB>gold<TAB>kind\n')
ITEM = re.compile(r'^(#\d+|~\d+ m( ±10%)?|~\d+ m2|![^|;]+|[^!#~|;][^|;]*)$')


def compute():
    load()
    rows = {k: [] for k in FILES_OUT}
    fragile = []
    seen = set()
    for file, town, text, mentions, fn in Q:
        try:
            need(text not in seen, 'duplicate question')
            seen.add(text)
            need('\t' not in text and '\n' not in text, 'tab in question')
            old = older_in(text)
            need(not old, 'older name in question text: %s' % old)
            for m in mentions:
                need(fold(m) in fold(text), 'mention %r not in text' % m)
                place(town, m)
            items, kind_, fig = fn()
            for it in items:
                for alt in it.split(' | '):
                    need(ITEM.match(alt.strip()) and alt == alt.strip(), 'bad item %r' % alt)
            gold = '; '.join(items)
            rows[file].append((text, gold, kind_, town, fig))
        except Fragile as e:
            fragile.append('%s | %s | %s' % (file, text[:70], e))
            rows[file].append((text, None, None, town, str(e)))
    return rows, fragile


def structure(rows):
    probs = []
    towns = {}
    traps = 0
    for k, rs in rows.items():
        if len(rs) != 12:
            probs.append('%s has %d questions' % (k, len(rs)))
        for r in rs:
            towns[r[3]] = towns.get(r[3], 0) + 1
            if r[1] and r[1].startswith('!not in the data'):
                traps += 1
    if towns.get('Heidelberg', 0) < 20 or towns.get('Singapore', 0) < 10:
        probs.append('town balance %s' % towns)
    if traps < 7:
        probs.append('only %d traps' % traps)
    return probs, towns, traps


def text_of(k, rs):
    return HEADER % k + ''.join('%s\t%s\t%s\n' % (r[0], r[1], r[2]) for r in rs)


def main():
    here = Path(__file__).resolve().parent
    rows, fragile = compute()
    probs, towns, traps = structure(rows)
    mode = sys.argv[1] if len(sys.argv) > 1 else ''
    if mode not in ('--check', '--write'):
        for k, rs in rows.items():
            print('==', k)
            for r in rs:
                print('[%s] %s\n    gold: %s (%s)\n    %s' % (r[3], r[0], r[1], r[2], r[4]))
        print('towns', towns, 'traps', traps)
    for f in fragile + probs:
        print('FRAGILE:', f)
    if mode == '--write':
        if fragile or probs:
            print('refused: fragile golds, nothing written')
            return 1
        for k, rs in rows.items():
            (here / ('val20-%s.tsv' % k)).write_text(text_of(k, rs), encoding='utf-8')
        print('written')
        return 0
    if mode == '--check':
        bad = bool(fragile or probs)
        for k, rs in rows.items():
            p = here / ('val20-%s.tsv' % k)
            if not p.exists():
                print('missing', p.name)
                bad = True
                continue
            have = p.read_text(encoding='utf-8').splitlines()
            want = text_of(k, rs).splitlines()
            if len(have) != len(want):
                print('%s: %d lines, expected %d' % (p.name, len(have), len(want)))
                bad = True
            for i, (a, b) in enumerate(zip(have, want), 1):
                if a != b:
                    print('%s line %d differs:\n  file:     %s\n  computed: %s' % (p.name, i, a, b))
                    bad = True
        print('check', 'FAILED' if bad else 'ok')
        return 1 if bad else 0
    return 1 if (fragile or probs) else 0


if __name__ == '__main__':
    sys.exit(main())
