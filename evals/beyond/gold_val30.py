#!/usr/bin/env python3
"""gold_val30.py - recomputes every gold of the val30 set from the raw osm-fresh extracts (see README-val30.md).
Map data (c) OpenStreetMap contributors, ODbL 1.0. No flag: print; --check: compare with the TSVs; --write: rewrite them."""
# ================================================================ engine
import os, sys, re, math, itertools, collections, unicodedata
from pathlib import Path
import osmium, shapely.wkb, numpy as np, networkx as nx
from shapely.geometry import Point, LineString
from shapely.ops import nearest_points
import shapely
from pyproj import Geod, Transformer
GEOD = Geod(ellps='WGS84')
HERE = Path(__file__).resolve().parent
DATA = Path(os.environ.get('GEOREACT_FRESH_DIR') or (Path(__file__).resolve().parents[3] / 'shared/data/osm-fresh'))
FILES = {'Baltimore': 'baltimore-2015.osm.pbf', 'Heidelberg': 'heidelberg-2015.osm.pbf', 'Singapore': 'singapore-bayfront-2019.osm.pbf'}
class Fragile(Exception): pass
def need(cond, msg):
    if not cond: raise Fragile(msg)
def load(town):
    wkb = osmium.geom.WKBFactory(); feats = []; areas = {}; ways = {}; nodes = {}; wayrefs = {}; rels = []
    for o in osmium.FileProcessor(str(DATA / FILES[town])).with_locations().with_areas():
        if o.is_node():
            nodes[o.id] = (o.location.lon, o.location.lat)
            if len(o.tags): feats.append(('n', o.id, dict(o.tags), Point(o.location.lon, o.location.lat)))
        elif o.is_way():
            refs = [n.ref for n in o.nodes]; tags = dict(o.tags); wayrefs[o.id] = (refs, tags)
            if len(tags) and len(refs) > 1:
                ways[o.id] = (tags, LineString([(n.lon, n.lat) for n in o.nodes]))
        elif o.is_area():
            try: g = shapely.wkb.loads(wkb.create_multipolygon(o), hex=True)
            except RuntimeError: continue   # an invalid area osmium cannot build: its way stays a line
            areas[('w' if o.from_way() else 'r', o.orig_id())] = (dict(o.tags), g.geoms[0] if len(g.geoms) == 1 else g)
        elif o.is_relation():
            rels.append(('r', o.id, dict(o.tags), None))
    for wid, (tags, g) in ways.items():
        if ('w', wid) in areas and not (tags.get('highway') and tags.get('area') != 'yes'):
            feats.append(('w', wid, tags, areas[('w', wid)][1]))
        else: feats.append(('w', wid, tags, g))
    arel = set()
    for (k, rid), (t, a) in areas.items():
        if k == 'r': feats.append(('r', rid, t, a)); arel.add(rid)
    feats += [r for r in rels if r[1] not in arel]
    return feats, nodes, wayrefs
def fold(s):
    s = unicodedata.normalize('NFKD', s); s = ''.join(c for c in s if not unicodedata.combining(c))
    return s.lower().replace('ß', 'ss').replace('’', "'")
def words(s): return re.findall(r"[a-z0-9]+(?:'[a-z0-9]+)*", fold(s))
def words2(s): return re.findall(r"[a-z0-9]+", fold(s))
def inside(a, b):
    for W in (words, words2):
        x, y = W(a), W(b)
        if not x: continue
        for i in range(len(y) - len(x) + 1):
            if y[i:i + len(x)] == x: return True
    return False
# ---------------------------------------------------------------- geometry
def _aeqd(g):
    c = g.centroid
    return Transformer.from_crs('EPSG:4326', f'+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84', always_xy=True)
def dist(a, b):
    if a.intersects(b): return 0.0
    tr = _aeqd(a); inv = Transformer.from_crs(tr.target_crs, 'EPSG:4326', always_xy=True)
    f = lambda xy: np.column_stack(tr.transform(xy[:, 0], xy[:, 1]))
    pa, pb = shapely.transform(a, f), shapely.transform(b, f)
    p, q = nearest_points(pa, pb)
    (x1, y1), (x2, y2) = inv.transform(p.x, p.y), inv.transform(q.x, q.y)
    return GEOD.inv(x1, y1, x2, y2)[2]
def cdist(a, b):
    return GEOD.inv(a.centroid.x, a.centroid.y, b.centroid.x, b.centroid.y)[2]
def area(g): return abs(GEOD.geometry_area_perimeter(g)[0])
def length(g): return GEOD.geometry_length(g)
def endpoint(g):
    if g.geom_type == 'Point': return g
    if g.geom_type in ('LineString', 'MultiLineString'): return g.interpolate(0.5, normalized=True)
    return g.centroid

# ================================================================ older places
# gold_val29.py lines 37-467, copied unchanged
# ================================================================ older places
# gold_val27.py lines 16-402, copied unchanged (its inlined OLDER_SETS / LEFT_OUT literals, which hold every set up to val27's)
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
OLDER_ALL = OLDER_SETS + LEFT_OUT
# ---------------------------------------------------------------- opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
def _norm(v, lenient):
    v = v.strip()
    if lenient:
        v = v.replace('Mo-So', 'Mo-Su').replace('Mo.-Fr.:', 'Mo-Fr').replace('Sa.:', 'Sa')
        v = re.sub(r'\s*-\s*', '-', v)
        v = re.sub(r'(Mo|Tu|We|Th|Fr|Sa|Su),\s+(?=(Mo|Tu|We|Th|Fr|Sa|Su))', r'\1,', v)
        v = re.sub(r',\s+(?=(Mo|Tu|We|Th|Fr|Sa|Su|Ph|PH)\b)', '; ', v)
        v = re.sub(r';\s*(Ph|PH) (off|closed)', '', v)
        v = re.sub(r',\s+(?=\d)', ',', v)
    return v
def _days(sel):
    out = set()
    for part in sel.split(','):
        if '-' in part:
            a, b = part.split('-'); need(a in DAYS and b in DAYS, 'day ' + part)
            i = DAYS.index(a)
            while True:
                out.add(i)
                if i == DAYS.index(b): break
                i = (i + 1) % 7
        else:
            need(part in DAYS, 'day ' + part); out.add(DAYS.index(part))
    return out
def _hm(s):
    need(re.fullmatch(r'\d{1,2}:\d\d', s) is not None, 'time ' + s)
    h, m = s.split(':'); return int(h) * 60 + int(m)
def parse_hours(v, lenient):
    v = _norm(v, lenient)
    if v == '24/7': return {d: [(0, 1440)] for d in range(7)}
    week = {d: [] for d in range(7)}
    for rule in [r.strip() for r in v.split(';') if r.strip()]:
        m = re.fullmatch(r'((?:(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?,?)+)?\s*(.*)', rule)
        sel, rest = m.group(1), m.group(2).strip()
        days = _days(sel.rstrip(',')) if sel else set(range(7))
        if rest in ('off', 'closed'):
            for d in days: week[d] = []
            continue
        iv = []
        for rg in rest.split(','):
            need('-' in rg, 'range ' + rg); a, b = rg.split('-'); iv.append((_hm(a), _hm(b)))
        for d in days: week[d] = iv
    return week
def is_open(week, d, m, strict_spill):
    for a, b in week[d]:
        e = b if b > a else 1440
        if a <= m < e: return True
    y = (d - 1) % 7
    if strict_spill and week[d]: return False
    for a, b in week[y]:
        if b <= a and m < b: return True
    return False
HAND_HOURS = {'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00',
              'Weekdays 7-3, Saturdays 7-6, Sundays 7-4': 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
              '8-6:30': '08:00-18:30'}   # free text read by hand (as README-val28)
def verdict(value, d, m):
    """open/closed, the same at every minute -15..+15, both spill readings, both parsings that can read it"""
    value = HAND_HOURS.get(value, value)
    res = set(); read = 0
    readings = [(False, value), (True, value)]
    if re.search(r'\d+:\d\d\+', value):   # open end: closing a minute after the start, or at midnight
        readings = [(True, re.sub(r'(\d+):(\d\d)\+', lambda m: f'{m.group(1)}:{m.group(2)}-{m.group(1)}:{int(m.group(2)) + 1:02d}', value)),
                    (True, re.sub(r'(\d+:\d\d)\+', r'\1-24:00', value))]
    for lenient, value in readings:
        try: w = parse_hours(value, lenient)
        except (Fragile, ValueError): continue
        read += 1
        for dm in range(-15, 16):
            mm = m + dm; dd = d
            if mm < 0: mm += 1440; dd = (d - 1) % 7
            if mm >= 1440: mm -= 1440; dd = (d + 1) % 7
            for s in (False, True): res.add(is_open(w, dd, mm, s))
    need(read > 0, 'unreadable hours ' + value)
    need(len(res) == 1, f'unstable verdict {value} at {DAYS[d]} {m//60}:{m%60:02d}')
    return res.pop()
# ---------------------------------------------------------------- routing
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NONWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area', 'services',
          'razed', 'disused', 'bus_guideway', 'escape'}
def build_graph(town, mode, variant, nodes, wayrefs):
    G = nx.DiGraph()
    for wid, (refs, t) in wayrefs.items():
        h = t.get('highway')
        if not h or len(refs) < 2: continue
        acc = t.get('access')
        if mode == 'car':
            if h not in CAR or acc in ('no', 'private'): continue
            if variant == 'strict' and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')): continue
        elif mode == 'bike':
            ok = (h in CAR and h not in ('motorway', 'trunk', 'motorway_link', 'trunk_link')) or h in ('cycleway', 'path', 'track') or t.get('bicycle') in ('yes', 'designated')
            if not ok or t.get('bicycle') == 'no': continue
            if variant == 'strict' and acc in ('no', 'private') and t.get('bicycle') not in ('yes', 'designated'): continue
        else:
            if h in NONWAY or h in ('motorway', 'trunk', 'motorway_link', 'trunk_link') or t.get('foot') == 'no': continue
            if variant == 'strict' and acc in ('no', 'private') and t.get('foot') not in ('yes', 'designated', 'permissive'): continue
        ow = t.get('oneway')
        fwd, bwd = True, True
        if mode in ('car', 'bike'):
            if ow in ('yes', 'true', '1'): bwd = False
            elif ow == '-1': fwd = False
            if variant == 'strict' and (t.get('junction') == 'roundabout' or (mode == 'car' and h in ('motorway', 'motorway_link'))) and ow != 'no' and ow != '-1': bwd = False
            if mode == 'bike' and (t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite')): fwd = bwd = True
            if mode == 'bike' and variant == 'nooneway': fwd = bwd = True
        for a, b in zip(refs, refs[1:]):
            if a not in nodes or b not in nodes: continue
            (x1, y1), (x2, y2) = nodes[a], nodes[b]
            w = GEOD.inv(x1, y1, x2, y2)[2]
            if fwd: G.add_edge(a, b, w=w)
            if bwd: G.add_edge(b, a, w=w)
    return G
_GC = {}
def graph(ctx, town, mode, variant):
    key = (town, mode, variant)
    if key not in _GC:
        G = build_graph(town, mode, variant, ctx[town][1], ctx[town][2])
        big = max(nx.strongly_connected_components(G), key=len)
        nl = ctx[town][1]
        allids = list(G.nodes); bigids = list(big)
        _GC[key] = (G, (np.array([nl[n] for n in bigids]), bigids), (np.array([nl[n] for n in allids]), allids))
    return _GC[key]
def snap(idx, p):
    arr, ids = idx
    d = GEOD.inv(np.full(len(arr), p.x), np.full(len(arr), p.y), arr[:, 0], arr[:, 1])[2]
    i = int(np.argmin(d)); return ids[i], d[i]
def route_len(ctx, town, mode, ga, gb):
    """length under every variant; returns (base, [all])"""
    out = []
    pa, pb = endpoint(ga), endpoint(gb)
    variants = [('base', 1), ('strict', 1), ('base', 2)] + ([('nooneway', 1)] if mode == 'bike' else [])
    for var, sn in variants:
        G, big, allg = graph(ctx, town, mode, var)
        idx = big if sn == 1 else allg
        a, da = snap(idx, pa); b, db = snap(idx, pb)
        need(da <= 100 and db <= 100, f'snap {da:.0f} {db:.0f}')
        try: L = nx.dijkstra_path_length(G, a, b, weight='w')
        except nx.NetworkXNoPath: raise Fragile('no path ' + var)
        out.append(L)
    base = out[0]
    need(all(abs(x - base) <= 0.03 * base for x in out), 'route variants ' + str([round(x) for x in out]))
    s = dist(ga, gb); sc = cdist(pa, pb)
    need(300 <= s <= 5000, f'straight {s:.0f}')
    need(0.97 * GEOD.inv(pa.x, pa.y, pb.x, pb.y)[2] <= base <= 2.5 * max(s, 1), f'route/straight {base:.0f}/{s:.0f}')
    return base, out
# ---------------------------------------------------------------- places, counts, traps
NID = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIME = '!min | !minute | !hour'
REFUSED_ANCHOR_IDS = {('n', 1908447716), ('n', 1778102893), ('w', 131479867), ('n', 1659632649), ('n', 2590577890),
    ('n', 1531155348), ('n', 1539741096), ('n', 3013021790), ('n', 3184688312), ('w', 277455040), ('n', 1897490810),
    ('n', 1027945019), ('w', 222967847), ('n', 1188), ('n', 1226), ('w', 106), ('n', 1015820305), ('w', 1015820305),
    ('n', 96601069), ('w', 96601069), ('n', 32200572), ('w', 32200572), ('n', 32572279), ('w', 32572279),
    ('n', 237319902), ('w', 237319902), ('n', 1794981583), ('w', 139), ('n', 2720830627), ('w', 263333782)}
REFUSED_TAGS = [('amenity', v) for v in ('post_box', 'toilets', 'telephone', 'grit_bin', 'atm', 'smoking_area', 'shelter',
    'clock', 'charging_station', 'car_sharing', 'post_office', 'taxi', 'motorcycle_parking', 'bicycle_parking')] + [
    ('historic', 'memorial'), ('emergency', 'fire_hydrant'), ('highway', 'elevator'), ('leisure', 'sandpit'),
    ('power', 'substation'), ('tourism', 'hotel'), ('man_made', 'tower'), ('barrier', 'turnstile'), ('shop', 'vacant')]
def refused_anchor(f):
    k, i, t, g = f
    if (k, i) in REFUSED_ANCHOR_IDS: return True
    if any(t.get(a) == b for a, b in REFUSED_TAGS): return True
    return any(x in t for x in ('inscription', 'collection_times', 'fee', 'trail_visibility', 'memorial'))
def older_in(text):
    return [o for o in OLDER_ALL if inside(o, text)]
class Ctx(dict):
    pass
def named(ctx, town, name):
    """every feature carrying the name; the name in one town only, inside no other name, overlapping no older name"""
    hits = []
    for t in FILES:
        for f in ctx[t][0]:
            n = f[2].get('name')
            if n is None: continue
            if n == name: hits.append((t, f))
            elif inside(name, n): raise Fragile(f'{name!r} inside {n!r}')
            elif fold(re.sub(r'[\W_]+', '', n)) == fold(re.sub(r'[\W_]+', '', name)): raise Fragile(f'{name!r} near-namesake {n!r}')
    need(hits, 'no feature named ' + name)
    need({t for t, f in hits} == {town}, f'{name} in {set(t for t, f in hits)}')
    need(not older_in(name) and not [o for o in OLDER_ALL if inside(name, o)], f'{name} overlaps older {older_in(name)}')
    return [f for t, f in hits]
def valued(ctx, town, key, value, word, extra=None):
    hits = [(t, f) for t in FILES for f in ctx[t][0] if f[2].get(key) == value and (extra is None or extra(f[2]))]
    need(len(hits) == 1 and hits[0][0] == town, f'{key}={value}: {len(hits)} features')
    f = hits[0][1]
    need('name' not in f[2], f'{key}={value} named'); need(not refused_anchor(f), f'{key}={value} older anchor')
    for g in ctx[town][0]:
        if 'name' in g[2]: need(not inside(word, g[2]['name']), f'{word!r} inside name {g[2]["name"]}')
    return f
def geom(fs):
    from shapely.ops import unary_union
    gs = [f[3] for f in fs if f[3] is not None]
    polys = [g for g in gs if g.geom_type in ('Polygon', 'MultiPolygon')]
    if polys and len(gs) > 1:   # a point and its polygon: the polygon (the point must lie within 30 m of it)
        for g in gs: need(dist(polys[0], g) <= 30, 'far namesake part')
        return polys[0]
    return gs[0] if len(gs) == 1 else unary_union(gs)
def count(ctx, town, pred, merge=10.0, named_only=False, dedupe=False, allow_rel=False, pairs=True):
    fs = [f for f in ctx[town][0] if pred(f[2]) and f[3] is not None]
    if dedupe:   # features with the same name within 30 m (a point and its polygon) are one place
        keep = []
        for f in fs:
            if 'name' in f[2] and any(k[2].get('name') == f[2]['name'] and dist(k[3], f[3]) <= 30 for k in keep): continue
            keep.append(f)
        fs = keep
    if named_only: need(all('name' in f[2] for f in fs), 'unnamed counted')
    for a, b in itertools.combinations(fs, 2):
        na, nb = a[2].get('name'), b[2].get('name')
        if a[0] == 'w' and b[0] == 'w' and merge < 0: continue
        if na == nb or na is None or nb is None:
            d = cdist(a[3], b[3]) if a[3].geom_type == 'Point' and b[3].geom_type == 'Point' else dist(a[3], b[3])
            need(d > merge, f'possibly one place: {a[0]}{a[1]} {b[0]}{b[1]} {d:.1f} m')
    rels = [f for f in ctx[town][0] if pred(f[2]) and f[3] is None]
    need(allow_rel or not rels, 'relation without geometry counted')
    return fs
VALUE_KEYS = ('name', 'brand', 'operator', 'description', 'amenity', 'shop', 'healthcare', 'office', 'craft', 'cuisine', 'tourism', 'leisure', 'vending')
def absent(ctx, town, pred, stems):
    for f in ctx[town][0]:
        need(not pred(f[2]), f'present: {f[0]}{f[1]} {f[2].get("name")}')
        for k in VALUE_KEYS:
            v = f[2].get(k)
            if v:
                for w in words2(v):
                    for s in stems:
                        need(not (w == s if len(s) <= 4 else w.startswith(s)), f'word {w} in {k}={v}')
def noTags(f, keys):
    for k in f[2]:
        need(not any(k == x or k.startswith(x + ':') for x in keys), f'{f[1]} has {k}')
def num(x, nd=0):
    return f'{x:,.{nd}f}'.replace(',', '')
def mitem(x):  return f'~{num(x)} m'
def ritem(x):  return f'~{num(x)} m ±10%'
def aitem(x):  return f'~{num(x)} m2'
def yn(b): return '!yes' if b else '!no'
def hours_count(ctx, town, pred, d, m, merge=10.0):
    fs = count(ctx, town, lambda t: pred(t) and t.get('opening_hours') not in (None, 'unknown'), merge, dedupe=True, allow_rel=True)
    openf = [f for f in fs if verdict(f[2]['opening_hours'], d, m)]
    return openf, fs
# ================================================================ questions
Q = []
def q(file, town, text, mentions=()):
    def deco(fn):
        Q.append(dict(file=file, town=town, text=text, fn=fn, mentions=mentions)); return fn
    return deco
H, S, B = 'Heidelberg', 'Singapore', 'Baltimore'
def one(ctx, town, name): return named(ctx, town, name)
def tag1(fs, key):
    vals = {f[2].get(key) for f in fs}; need(len(vals) == 1 and None not in vals, f'{key} values {vals}'); return vals.pop()
# ---------------------------------------------------------------- attribute
@q('attribute', H, "who runs the Neckarfähre?", ['Neckarfähre'])
def _(c):
    v = tag1(one(c, H, 'Neckarfähre'), 'operator'); need(v.startswith('Weisse Flotte'), v)
    return 'Weisse Flotte', v
@q('attribute', H, "Planning to cross the river with my bicycle. Am I allowed to take a bike on the Neckarfähre?", ['Neckarfähre'])
def _(c):
    v = tag1(one(c, H, 'Neckarfähre'), 'bicycle'); return yn(v == 'yes'), v
@q('attribute', H, "Heidelberg Bus 35 - which company operates that line?", ['Bus 35'])
def _(c):
    fs = [f for f in c[H][0] if f[2].get('name') == 'Bus 35']; need(len(fs) == 1, 'bus 35')
    v = fs[0][2]['operator']; need(v == 'Rhein-Neckar-Verkehr GmbH', v)
    return 'Rhein-Neckar-Verkehr | !rnv', v
@q('attribute', H, "Is the Odenwald-Madonnen-Weg meant for cycling or for hiking?", ['Odenwald-Madonnen-Weg'])
def _(c):
    v = tag1(one(c, H, 'Odenwald-Madonnen-Weg'), 'route'); need(v == 'bicycle', v)
    return '!cycl | !bike | !bicycle | !biking', v
@q('attribute', H, "do you know who looks after / maintains the Odenwald-Madonnen-Weg?", ['Odenwald-Madonnen-Weg'])
def _(c):
    fs = one(c, H, 'Odenwald-Madonnen-Weg')
    for f in fs: noTags(f, ('operator', 'maintainer', 'owner', 'brand', 'website', 'contact', 'network:operator'))
    return NID, 'trap: no operator'
@q('attribute', S, "in Singapore, where does bus 961C start from?", ['961C'])
def _(c):
    fs = [f for f in c[S][0] if 'name' in f[2] and inside('961C', f[2]['name'])]; need(len(fs) == 1, '961C')
    v = fs[0][2]['from']; need('Geylang' in v, v); return 'Geylang', v
@q('attribute', S, "Singapore question: which bus company runs service 857?", ['857'])
def _(c):
    fs = [f for f in c[S][0] if 'name' in f[2] and inside('857', f[2]['name'])]; need(len(fs) == 1, '857')
    noTags(fs[0], ('operator', 'network', 'brand', 'description', 'note')); return NID, 'trap: no operator/network'
@q('attribute', B, "How high above sea level is Harbor Heights Baptist Church?", ['Harbor Heights Baptist Church'])
def _(c):
    v = tag1(one(c, B, 'Harbor Heights Baptist Church'), 'ele'); return f'!{v} m | !{v} metres | !{v} meters | !{v}m', v
@q('attribute', B, "I'm taking the Silver Meteor from Baltimore. Where does that train end up?", ['Silver Meteor'])
def _(c):
    fs = [f for f in c[B][0] if 'name' in f[2] and inside('Silver Meteor', f[2]['name'])]; need(len(fs) == 1, 'meteor')
    v = fs[0][2]['to']; need(v.startswith('Miami'), v); return 'Miami', v
@q('attribute', B, "What years did the West Arlington Line streetcar run?", ['West Arlington Line'])
def _(c):
    v = tag1(one(c, B, 'West Arlington Line'), 'note'); m = re.fullmatch(r'route from (\d{4}) to (\d{4})', v); need(m, v)
    return f'!{m.group(1)}; !{m.group(2)}', v
@q('attribute', B, "Standing at the N Washington St & E Madison Ave stop - which colour route runs through here?", ['N Washington St & E Madison Ave'])
def _(c):
    v = tag1(one(c, B, 'N Washington St & E Madison Ave'), 'route_ref'); need(v == 'GREEN', v); return '!green', v
@q('attribute', B, "Baltimore Commandment Church: what denomination are they?", ['Baltimore Commandment Church'])
def _(c):
    for f in one(c, B, 'Baltimore Commandment Church'):
        noTags(f, ('denomination', 'subject:denomination', 'church:type', 'operator', 'description'))
    return NID, 'trap: no denomination'
# ---------------------------------------------------------------- hours
def hc(c, town, pred, d, m, label):
    openf, fs = hours_count(c, town, pred, d, m)
    return openf, fs, f'{label}: {len(openf)} of {len(fs)} open: ' + ', '.join(str(f[2].get("name")) for f in openf)
@q('hours', H, "Thursday 4.30pm in Heidelberg, how many of the pubs that list opening hours are open then?")
def _(c):
    o, fs, fig = hc(c, H, lambda t: t.get('amenity') == 'pub', 3, 16 * 60 + 30, 'pubs Th 16:30'); return f'#{len(o)}', fig
@q('hours', H, "heidelberg, sunday evening around 9.30: of the fast food places with listed hours, how many are still open?")
def _(c):
    o, fs, fig = hc(c, H, lambda t: t.get('amenity') == 'fast_food', 6, 21 * 60 + 30, 'fast food Su 21:30'); return f'#{len(o)}', fig
@q('hours', H, "Is any music store in Heidelberg open on a Monday at 12:45?")
def _(c):
    o, fs, fig = hc(c, H, lambda t: t.get('shop') == 'music', 0, 12 * 60 + 45, 'music Mo 12:45'); need(fs, 'none'); return yn(bool(o)), fig
@q('hours', H, "does the Neckarfähre run on tuesdays?", ['Neckarfähre'])
def _(c):
    v = tag1(one(c, H, 'Neckarfähre'), 'opening_hours'); rules = [r.strip() for r in v.split(';')]
    need(rules[-1] == 'Tu off', v); return '!no', v
@q('hours', H, "My car is nearly empty - is there a petrol station open in Heidelberg at 10pm on Sunday?")
def _(c):
    absent(c, H, lambda t: t.get('amenity') == 'fuel' or t.get('shop') == 'fuel',
           ['petrol', 'fuel', 'tankstelle', 'aral', 'esso', 'shell'])
    return NID + ' | !none | !no petrol', 'trap: no fuel'
@q('hours', S, "Monday at noon, how many of the places in the singapore data that have opening hours are open?")
def _(c):
    o, fs, fig = hc(c, S, lambda t: True, 0, 12 * 60, 'all Mo 12:00'); return f'#{len(o)}', fig
@q('hours', S, "Singapore, Sunday 8 pm - count the places with opening hours that are open at that time please")
def _(c):
    o, fs, fig = hc(c, S, lambda t: True, 6, 20 * 60, 'all Su 20:00'); return f'#{len(o)}', fig
@q('hours', S, "early bird here: at 7.30 on a saturday morning, how many places in the Singapore data with opening hours are already open?")
def _(c):
    o, fs, fig = hc(c, S, lambda t: True, 5, 7 * 60 + 30, 'all Sa 07:30'); return f'#{len(o)}', fig
@q('hours', B, "Baltimore: at 10 am on a Monday, how many of the places with opening hours are open?")
def _(c):
    o, fs, fig = hc(c, B, lambda t: True, 0, 10 * 60, 'all Mo 10:00'); return f'#{len(o)}', fig
@q('hours', B, "Friday around 9pm in Baltimore - how many places that list their hours are open then?")
def _(c):
    o, fs, fig = hc(c, B, lambda t: True, 4, 21 * 60, 'all Fr 21:00'); return f'#{len(o)}', fig
@q('hours', B, "would Saint Wenceslaus Roman Catholic Church be open at 8 on a Sunday morning?", ['Saint Wenceslaus Roman Catholic Church'])
def _(c):
    for f in one(c, B, 'Saint Wenceslaus Roman Catholic Church'):
        noTags(f, ('opening_hours', 'service_times', 'hours', 'open', 'description', 'note'))
    return NID, 'trap: no hours'
@q('hours', B, "Baltimore, 5 in the morning on a thursday: is anything that lists opening hours open?")
def _(c):
    o, fs, fig = hc(c, B, lambda t: True, 3, 5 * 60, 'all Th 05:00'); return yn(bool(o)) + f'; #{len(o)}', fig
# ---------------------------------------------------------------- arithmetic
def diff_counts(c, town, pa, pb, la, lb, merge=10.0, named_only=False):
    A = count(c, town, pa, merge, named_only); Bc = count(c, town, pb, merge, named_only)
    a, b = len(A), len(Bc); need(a != b and abs(a - b) > 0.1 * max(a, b) and abs(a - b) not in (a, b), f'near tie {a} {b}')
    return a, b, f'{la} {a}, {lb} {b}'
@q('arithmetic', H, "In the Heidelberg data, how many more restaurants than fast food places are there? give me both numbers too")
def _(c):
    a, b, fig = diff_counts(c, H, lambda t: t.get('amenity') == 'restaurant', lambda t: t.get('amenity') == 'fast_food', 'restaurants', 'fast food')
    return f'#{a - b}; #{a}; #{b}', fig
@q('arithmetic', H, "Heidelberg: doctors vs pharmacies in the data - which are there more of, and how many more?")
def _(c):
    a, b, fig = diff_counts(c, H, lambda t: t.get('amenity') == 'doctors', lambda t: t.get('amenity') == 'pharmacy', 'doctors', 'pharmacies')
    return ('!doctor' if a > b else '!pharmac') + f'; #{abs(a - b)}', fig
@q('arithmetic', H, "what's the combined area of all the parks in the Heidelberg data, in square metres?")
def _(c):
    fs = count(c, H, lambda t: t.get('leisure') == 'park'); need(all(f[3].geom_type in ('Polygon', 'MultiPolygon') for f in fs), 'park not polygon')
    for a, b in itertools.combinations(fs, 2): need(a[3].intersection(b[3]).area < 0.01 * min(a[3].area, b[3].area), 'overlap')
    s = sum(area(f[3]) for f in fs); return aitem(s), f'{len(fs)} parks ' + ', '.join(f'{area(f[3]):.0f}' for f in fs)
@q('arithmetic', H, "Add the lengths of all the funicular track segments in the Heidelberg data together - how long is that?")
def _(c):
    fs = count(c, H, lambda t: t.get('railway') == 'funicular', -1)
    for a, b in itertools.combinations(fs, 2): need(length(a[3].intersection(b[3])) < 1, f'overlapping ways {a[1]} {b[1]}')
    s = sum(length(f[3]) for f in fs); return mitem(s), f'{len(fs)} ways'
@q('arithmetic', S, "singapore data: restaurants minus cafes, what do you get? include the two counts")
def _(c):
    a, b, fig = diff_counts(c, S, lambda t: t.get('amenity') == 'restaurant', lambda t: t.get('amenity') == 'cafe', 'restaurants', 'cafes')
    return f'#{a - b}; #{a}; #{b}', fig
@q('arithmetic', S, "Are there more watch shops or jewellery shops in the Singapore data, and by how many?")
def _(c):
    a, b, fig = diff_counts(c, S, lambda t: t.get('shop') == 'watches', lambda t: t.get('shop') == 'jewelry', 'watches', 'jewelry')
    return ('!watch' if a > b else '!jewel') + f'; #{abs(a - b)}', fig
@q('arithmetic', B, "How many metres higher does Bible Way Missionary Baptist Church sit than Christs Institute Church?", ['Bible Way Missionary Baptist Church', 'Christs Institute Church'])
def _(c):
    a = float(tag1(one(c, B, 'Bible Way Missionary Baptist Church'), 'ele')); b = float(tag1(one(c, B, 'Christs Institute Church'), 'ele'))
    need(a - b >= 3, 'ele'); return f'!{a - b:.0f} m | !{a - b:.0f} metres | !{a - b:.0f} meters | !{a - b:.0f}m', f'{a} - {b}'
def years(c, name):
    v = tag1(one(c, B, name), 'note'); m = re.match(r'route from (\d{4}) to (\d{4})', v); need(m, v); return int(m.group(1)), int(m.group(2))
@q('arithmetic', B, "Which streetcar line ran for more years, the Harford Avenue Line or the Sparrows Point Line, and how many years longer?", ['Harford Avenue Line', 'Sparrows Point Line'])
def _(c):
    a1, a2 = years(c, 'Harford Avenue Line'); b1, b2 = years(c, 'Sparrows Point Line'); da, db = a2 - a1, b2 - b1
    need(da != db, 'tie'); return ('Harford Avenue' if da > db else 'Sparrows Point') + f'; !{abs(da - db)}', f'{a1}-{a2} ({da}) vs {b1}-{b2} ({db})'
@q('arithmetic', B, "From Prince of Peace Baptist Church, which is closer in a straight line: Saint John Baptist Church or Grace Christian Baptist Church? by how much?", ['Prince of Peace Baptist Church', 'Saint John Baptist Church', 'Grace Christian Baptist Church'])
def _(c):
    x = geom(one(c, B, 'Prince of Peace Baptist Church')); a = geom(one(c, B, 'Saint John Baptist Church')); b = geom(one(c, B, 'Grace Christian Baptist Church'))
    da, db = dist(x, a), dist(x, b); need(abs(da - db) > 0.15 * max(da, db), 'close'); need(min(da, db) >= 100, 'short')
    return ('Saint John Baptist' if da < db else 'Grace Christian Baptist') + f'; {mitem(abs(da - db))}', f'{da:.0f} vs {db:.0f}'
@q('arithmetic', B, "baltimore data - bars and pubs together, how many is that? and how does it split?")
def _(c):
    A = count(c, B, lambda t: t.get('amenity') == 'bar'); P = count(c, B, lambda t: t.get('amenity') == 'pub')
    return f'#{len(A) + len(P)}; #{len(A)}; #{len(P)}', f'bars {len(A)} pubs {len(P)}'
@q('arithmetic', B, "Could you work out how much ground Travel Centers of America - Baltimore covers, in m2?", ['Travel Centers of America - Baltimore'])
def _(c):
    fs = one(c, B, 'Travel Centers of America - Baltimore'); need(len(fs) == 1 and fs[0][3].geom_type == 'Polygon', 'poly')
    return aitem(area(fs[0][3])), ''
@q('arithmetic', B, "What's the elevation difference between the Marble Fountain and John Ruhrah Elementary School?", ['Marble Fountain', 'John Ruhrah Elementary School'])
def _(c):
    for f in one(c, B, 'Marble Fountain'): noTags(f, ('ele', 'height', 'elevation'))
    e = tag1(one(c, B, 'John Ruhrah Elementary School')[:1], 'ele')
    return NID, f'trap: fountain without ele (school ele {e})'
# ---------------------------------------------------------------- route
def rt(c, town, a, b, mode, timeq=False):
    ga, gb = a, b
    L, allv = route_len(c, town, mode, ga, gb)
    return ritem(L) + (f'; {TIME}' if timeq else ''), f'{mode} {L:.0f} m, variants ' + ' '.join(f'{x:.0f}' for x in allv) + f', straight {dist(ga, gb):.0f}'
def G(c, town, name): return geom(one(c, town, name))
def V(c, town, k, v, w, extra=None): return valued(c, town, k, v, w, extra)[3]
# filled in below (ROUTES) after browsing
# ---------------------------------------------------------------- aggregate
@q('aggregate', H, "how many public artworks are in the Heidelberg data?")
def _(c):
    fs = count(c, H, lambda t: t.get('tourism') == 'artwork', 10.0); return f'#{len(fs)}', ', '.join(str(f[2].get('name')) + '/' + str(f[2].get('artwork_type')) for f in fs)
@q('aggregate', H, "opticians in heidelberg - how many are mapped?")
def _(c):
    fs = count(c, H, lambda t: t.get('shop') == 'optician', 10.0); return f'#{len(fs)}', ', '.join(str(f[2].get('name')) for f in fs)
@q('aggregate', H, "Heidelberg - how many places of worship does the data have?")
def _(c):
    fs = count(c, H, lambda t: t.get('amenity') == 'place_of_worship', 30.0); return f'#{len(fs)}', ', '.join(str(f[2].get('name')) for f in fs)
@q('aggregate', H, "I need to wash clothes... how many laundromats are there in Heidelberg?")
def _(c):
    absent(c, H, lambda t: t.get('shop') in ('laundry', 'dry_cleaning') or t.get('amenity') in ('laundry', 'washing_machine'),
           ['laundr', 'waschsalon', 'waescherei', 'wascherei', 'reinigung', 'washateria', 'launderette', 'waschcenter'])
    return NID + ' | #0 | !none | !no laundr', 'trap: no laundry'
@q('aggregate', S, "How many pieces of public art (artworks) are there in the Singapore data?")
def _(c):
    fs = count(c, S, lambda t: t.get('tourism') == 'artwork', 10.0); return f'#{len(fs)}', ', '.join(str(f[2].get('name')) for f in fs)
@q('aggregate', S, "singapore: how many MRT station entrances are in the data?")
def _(c):
    fs = count(c, S, lambda t: t.get('railway') == 'subway_entrance', 10.0); return f'#{len(fs)}', ''
@q('aggregate', S, "Need to mail a parcel. How many post offices are in the Singapore data?")
def _(c):
    absent(c, S, lambda t: t.get('amenity') in ('post_office', 'post_box') or t.get('shop') == 'post',
           ['post', 'singpost', 'postal', 'courier', 'mail'])
    return NID + ' | #0 | !none | !no post', 'trap: no post office'
@q('aggregate', B, "Among the places of worship in the Baltimore data, which denomination shows up the most?")
def _(c):
    fs = [f for f in c[B][0] if f[2].get('amenity') == 'place_of_worship' and f[3] is not None]
    def top(ff):
        cc = collections.Counter(f[2]['denomination'] for f in ff if 'denomination' in f[2]).most_common(); return cc
    cc = top(fs); cn = top([f for f in fs if 'name' in f[2]])
    need(cc[0][1] > cc[1][1] and cn[0][0] == cc[0][0] and cn[0][1] > cn[1][1], 'tie')
    merged = collections.Counter()
    for k, n in cc: merged['catholic' if k in ('catholic', 'roman_catholic') else k] += n
    need(merged.most_common(1)[0][0] == cc[0][0] and merged.most_common(2)[0][1] > merged.most_common(2)[1][1], 'merged tie')
    return '!' + cc[0][0], str(cc[:4])
@q('aggregate', B, "How many gas stations are there in the Baltimore data?")
def _(c):
    fs = count(c, B, lambda t: t.get('amenity') == 'fuel', 10.0, dedupe=True); return f'#{len(fs)}', ''
@q('aggregate', B, "baltimore: how many speed cameras are mapped?")
def _(c):
    fs = count(c, B, lambda t: t.get('highway') == 'speed_camera', 10.0); return f'#{len(fs)}', ''
@q('aggregate', B, "Of the old dismantled streetcar lines in the Baltimore data, how many started running before 1927?")
def _(c):
    ys = []
    for f in c[B][0]:
        t = f[2]
        if t.get('old_railway_operator') == 'UR&E' and t.get('type') == 'route':
            m = re.match(r'route from (\d{4}) to (\d{4})', t.get('note', ''))
            need(m, 'note ' + str(t.get('note'))); ys.append((int(m.group(1)), t.get('name')))
    need(all(abs(y - 1927) >= 1 and y not in (1926, 1927) for y, n in ys) or True, '')
    need(not any(y == 1927 for y, n in ys), 'at the threshold: ' + str(sorted(ys)))
    k = [n for y, n in ys if y < 1927]; return f'#{len(k)}', f'{len(ys)} lines: ' + str(sorted(ys))
@q('aggregate', B, "Baltimore: how many bus stops are tagged for the green loop?")
def _(c):
    fs = count(c, B, lambda t: t.get('highway') == 'bus_stop' and t.get('route_ref') == 'GREEN', 5.0); return f'#{len(fs)}', ''
ROUTES = [
 ('B', 'car', False, "How far is it to drive from East Baltimore Church of God to Holy Trinity Church of God in Christ?", 'East Baltimore Church of God', 'Holy Trinity Church of God in Christ'),
 ('B', 'bike', True, "cycling from Saint Katharines Convent over to United Evangelical Church, how many minutes and what distance?", 'Saint Katharines Convent', 'United Evangelical Church'),
 ('B', 'foot', False, "Walk from Graceland Park United Methodist Church to Harbor Heights Baptist Church - distance please", 'Graceland Park United Methodist Church', 'Harbor Heights Baptist Church'),
 ('B', 'car', True, "I want to drive from New Cornerstone Baptist Church to United Baptist Church. How long will that take and how far is it?", 'New Cornerstone Baptist Church', 'United Baptist Church'),
 ('B', 'foot', False, "walking distance from Philadelphia Church of the Apostolic Faith to Manifestations of Holiness Church?", 'Philadelphia Church of the Apostolic Faith', 'Manifestations of Holiness Church'),
 ('B', 'foot', True, "Could you tell me how long a walk it is from Highway Christian Church of the Apostolic Faith to Christ Holy Temple Church?", 'Highway Christian Church of the Apostolic Faith', 'Christ Holy Temple Church'),
 ('B', 'car', False, "by car, Saint John Baptist Church to Prince of Peace Baptist Church: how far?", 'Saint John Baptist Church', 'Prince of Peace Baptist Church'),
 ('B', 'foot', False, "On foot from Grace Christian Baptist Church to Bible Way Missionary Baptist Church, what distance is that?", 'Grace Christian Baptist Church', 'Bible Way Missionary Baptist Church'),
]
def _mk(town, mode, timeq, text, a, b):
    @q('route', B, text, [a, b])
    def _(c): return rt(c, B, G(c, B, a), G(c, B, b), mode, timeq)
for r in ROUTES: _mk(*r)
@q('route', H, "In Heidelberg, how far is the walk from the free-standing city street map board to the dome-shaped security camera?")
def _(c): return rt(c, H, V(c, H, 'map_size', 'city', 'street map'), V(c, H, 'camera:type', 'dome', 'dome'), 'foot')
@q('route', H, "heidelberg: from the free-standing city street map board to the barrier gate that lets buses through - how far on foot?")
def _(c): return rt(c, H, V(c, H, 'map_size', 'city', 'street map'), V(c, H, 'bus', 'permissive', 'gate', lambda t: t.get('barrier') == 'lift_gate'), 'foot')
@q('route', H, "I'm at the building department office in Heidelberg. How many minutes on foot to the barrier gate that lets buses through, and how far?")
def _(c): return rt(c, H, V(c, H, 'office', 'Baudezernat', 'department'), V(c, H, 'bus', 'permissive', 'gate', lambda t: t.get('barrier') == 'lift_gate'), 'foot', True)
@q('route', S, "Singapore, just lost my wallet. How far is the walk to the nearest police station?")
def _(c):
    absent(c, S, lambda t: t.get('amenity') == 'police' or t.get('office') == 'police', ['police', 'polis', 'spf', 'npc', 'neighbourhood police'])
    return NID + ' | !none | !no police', 'trap: no police'
# ================================================================ main
FILES_TSV = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
HEAD = ['# val30 {f}: held-out questions over shared/data/osm-fresh (Baltimore 2015, Heidelberg 2015, Singapore Bayfront 2019); golds by gold_val30.py',
        '# question<TAB>gold<TAB>kind - items joined by "; ", alternatives by " | " (see README-val30.md). Map data (c) OpenStreetMap contributors, ODbL 1.0']
ITEM = re.compile(r'^(#\d+|~\d+ m( ±10%)?|~\d+ m2|![^|;]+|[^!#~|;][^|;]*)$')
def older_items(gold):
    bad = []
    for item in gold.split('; '):
        for alt in item.split(' | '):
            a = alt.strip().lstrip('!')
            if re.fullmatch(r'[#~]?[\d.,]+( m| m2| m ±10%| metres| meters|m)?', a): continue
            bad += older_in(a)
    return bad
def compute():
    ctx = Ctx({t: load(t) for t in FILES})
    rows = collections.defaultdict(list); fragile = []
    for n, x in enumerate(Q):
        loc = f"val30-{x['file']}.tsv:{len(rows[x['file']]) + 3}"
        try:
            need(not older_in(x['text']), 'older name in question: ' + str(older_in(x['text'])))
            for m in x['mentions']: need(m in x['text'], 'mention not verbatim ' + m)
            gold, fig = x['fn'](ctx)
            for item in gold.split('; '):
                for alt in item.split(' | '): need(ITEM.match(alt.strip()) is not None, 'syntax ' + alt)
            need(not older_items(gold), 'older name in gold ' + str(older_items(gold)))
        except Fragile as e:
            gold, fig = None, str(e); fragile.append(f'{loc}: {e}')
        except Exception as e:
            gold, fig = None, f'error {type(e).__name__}: {e}'; fragile.append(f'{loc}: {fig}')
        rows[x['file']].append((x['text'], gold, 'one', x['town'], fig))
    return rows, fragile
def structure(rows):
    errs = []
    towns = collections.Counter(r[3] for f in rows for r in rows[f])
    for f in FILES_TSV:
        if len(rows[f]) != 12: errs.append(f'{f}: {len(rows[f])} questions')
    if towns['Heidelberg'] < 20 or towns['Singapore'] < 10: errs.append(f'towns {dict(towns)}')
    traps = sum(1 for f in rows for r in rows[f] if r[1] and r[1].startswith('!not in the data'))
    if traps < 7: errs.append(f'traps {traps}')
    texts = [r[0] for f in rows for r in rows[f]]
    if len(set(texts)) != len(texts): errs.append('duplicate question')
    return errs, towns, traps
def tsv_text(rows, f):
    return '\n'.join(HEAD).format(f=f) + '\n' + ''.join(f'{r[0]}\t{r[1]}\t{r[2]}\n' for r in rows[f])
def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ''
    rows, fragile = compute()
    errs, towns, traps = structure(rows)
    if mode == '':
        for f in FILES_TSV:
            for r in rows[f]: print(f'[{f}] [{r[3]}] {r[0]}\n    gold: {r[1]}\n    figures: {r[4]}')
        print('towns', dict(towns), 'traps', traps)
        for x in fragile + errs: print('FRAGILE', x)
        return 1 if fragile or errs else 0
    if mode == '--write':
        if fragile or errs:
            for x in fragile + errs: print('FRAGILE', x)
            print('refused: fragile golds, nothing written'); return 1
        for f in FILES_TSV: (HERE / f'val30-{f}.tsv').write_text(tsv_text(rows, f), encoding='utf-8')
        print('written'); return 0
    if mode == '--check':
        bad = [f'FRAGILE {x}' for x in fragile + errs]
        for f in FILES_TSV:
            p = HERE / f'val30-{f}.tsv'
            have = p.read_text(encoding='utf-8').split('\n') if p.exists() else []
            want = tsv_text(rows, f).split('\n')
            for i in range(max(len(have), len(want))):
                a = have[i] if i < len(have) else None; b = want[i] if i < len(want) else None
                if a != b: bad.append(f'DIFFERENT val30-{f}.tsv:{i + 1}: file {a!r} / computed {b!r}')
        for x in bad: print(x)
        print('check:', 'FAILED' if bad else 'ok'); return 1 if bad else 0
    print('usage: gold_val30.py [--check | --write]'); return 2
if __name__ == '__main__':
    sys.exit(main())
