#!/usr/bin/env python3
"""Gold script of the held-out validation set val22 (see README-val22.md).

Recomputes every gold of val22-attribute / -hours / -arithmetic / -route / -aggregate.tsv from the raw OSM tags and
geometries of the osm-fresh extracts (Map data (c) OpenStreetMap contributors, ODbL 1.0), with osmium, shapely,
pyproj, networkx and numpy only.

    python -B gold_val22.py            print question, town, kind, gold and figures
    python -B gold_val22.py --check    compare with the five TSVs (exit 1 naming the line on a difference / fragile gold)
    python -B gold_val22.py --write    rewrite the five TSVs (refused while any gold is fragile)
"""
import os, re, sys, math, itertools, unicodedata
from pathlib import Path
from collections import Counter, defaultdict
import osmium
import numpy as np
import shapely
import networkx as nx
from pyproj import Geod, Transformer, CRS
from shapely import wkb
from shapely.geometry import Point, LineString, Polygon, MultiPolygon
from shapely.ops import nearest_points

HERE = Path(__file__).resolve().parent
FRESH = (Path(os.environ['GEOREACT_FRESH_DIR']) if os.environ.get('GEOREACT_FRESH_DIR')
         else Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh')
FILES = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Baltimore': 'baltimore-2015.osm.pbf',
         'Singapore': 'singapore-bayfront-2019.osm.pbf'}
GEOD = Geod(ellps='WGS84')
NOT_IN_DATA = ('!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | '
               '!not recorded')
TIME_ITEM = '!min | !minute | !hour'
YES = '!yes'
NO = '!no'


class Fragile(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fragile(msg)


def fold(s):
    s = unicodedata.normalize('NFKD', str(s).replace('ß', 'ss'))
    return ''.join(c for c in s if not unicodedata.combining(c)).lower()


def words(s):
    return re.findall(r'[0-9a-z]+', fold(s))


def inside(a, b):
    """a occurs in b as whole words (case/accent folded)"""
    a, b = words(a), words(b)
    return bool(a) and any(b[i:i + len(a)] == a for i in range(len(b) - len(a) + 1))


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
_OLDW = [' '.join(words(n)) for n in OLDER_SETS + LEFT_OUT]


def is_older(text):
    """name equals, contains or lies inside an older name (whole words, folded)"""
    w = ' '.join(words(text))
    return any(o and (inside(o, w) or inside(w, o)) for o in _OLDW)


def older_in_text(text):
    """older names occurring anywhere in a question's text"""
    return [n for n, o in zip(OLDER_SETS + LEFT_OUT, _OLDW) if o and inside(o, text)]


# ================================================================ data
NONWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
          'services', 'razed', 'disused', 'bus_guideway', 'escape'}
POI_KEYS = ('amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft')


class Feat:
    __slots__ = ('k', 'id', 't', 'g', 'town')

    def __init__(self, k, i, t, g, town):
        self.k, self.id, self.t, self.g, self.town = k, i, t, g, town

    @property
    def name(self):
        return self.t.get('name')

    def __repr__(self):
        return f'{self.k}{self.id}({self.name})'


_TOWNS = {}


def town(name):
    if name not in _TOWNS:
        fab = osmium.geom.WKBFactory()
        feats, ways, areaways = [], {}, set()
        fp = osmium.FileProcessor(str(FRESH / FILES[name])).with_locations().with_areas()
        for o in fp:
            if o.is_node():
                if len(o.tags):
                    feats.append(Feat('n', o.id, dict(o.tags), Point(o.location.lon, o.location.lat), name))
            elif o.is_way():
                t = dict(o.tags)
                refs = [n.ref for n in o.nodes]
                coords = [(n.lon, n.lat) for n in o.nodes]
                ways[o.id] = (refs, coords, t)
            elif o.is_area():
                t = dict(o.tags)
                if not t:
                    continue
                try:
                    g = wkb.loads(fab.create_multipolygon(o), hex=True)
                except RuntimeError:
                    continue        # an area osmium cannot build
                if len(g.geoms) == 1:
                    g = g.geoms[0]
                if o.from_way():
                    if 'highway' in t and t.get('area') != 'yes':
                        continue        # a closed highway way stays a line
                    areaways.add(o.orig_id())
                feats.append(Feat('w' if o.from_way() else 'r', o.orig_id(), t, g, name))
        for wid, (refs, coords, t) in ways.items():
            if t and wid not in areaways and len(coords) >= 2:
                feats.append(Feat('w', wid, t, LineString(coords), name))
        _TOWNS[name] = (feats, ways)
    return _TOWNS[name]


def feats(tn):
    return town(tn)[0]


def geo_len(g):
    return GEOD.geometry_length(g)


def geo_area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])


def _aeqd(g):
    c = g.centroid
    crs = CRS.from_proj4(f'+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84 +units=m')
    fwd = Transformer.from_crs('EPSG:4326', crs, always_xy=True)
    inv = Transformer.from_crs(crs, 'EPSG:4326', always_xy=True)
    return fwd, inv


def dist(g1, g2):
    """geodesic distance between the nearest points of two geometries (0 when they touch)"""
    if g1.intersects(g2):
        return 0.0
    fwd, inv = _aeqd(g1)
    proj = lambda xy: np.column_stack(fwd.transform(xy[:, 0], xy[:, 1]))
    p1, p2 = nearest_points(shapely.transform(g1, proj), shapely.transform(g2, proj))
    a = inv.transform(p1.x, p1.y)
    b = inv.transform(p2.x, p2.y)
    return GEOD.inv(a[0], a[1], b[0], b[1])[2]


def cdist(g1, g2):
    a, b = g1.centroid, g2.centroid
    return GEOD.inv(a.x, a.y, b.x, b.y)[2]


def all_names():
    out = defaultdict(set)
    for tn in FILES:
        for f in feats(tn):
            if f.name:
                out[f.name].add(tn)
    return out


USED = []


def check_mention(mention, tn, full=None):
    USED.append(mention)
    """a free mention: equals exactly one feature name (or lies inside exactly one), no older overlap, in town tn"""
    names = all_names()
    full = full or mention
    need(full in names, f'{full!r} is no feature name')
    need(names[full] == {tn}, f'{full!r} occurs in {names[full]}')
    inn = [n for n in names if inside(mention, n)]
    need(inn == [full], f'mention {mention!r} lies inside {inn[:5]}')
    need(not is_older(mention) and not is_older(full), f'{mention!r} overlaps an older name')


def street(tn, name):
    check_mention(name, tn)
    ws = [f for f in feats(tn) if f.name == name]
    need(all('highway' in f.t and f.t['highway'] not in NONWAY for f in ws), f'{name}: non-street namesakes')
    return ws


def street_geom(ws):
    from shapely.ops import unary_union
    return unary_union([f.g for f in ws])


def place(tn, name, mention=None):
    check_mention(mention or name, tn, name)
    c = [f for f in feats(tn) if f.name == name]
    pois = [f for f in c if any(k in f.t for k in POI_KEYS)]
    need(len(pois) <= 1, f'{name}: {len(pois)} POIs')
    need(len(c) == 1, f'{name}: namesakes {c}')
    return pois[0] if pois else c[0], c


def unique_kind(tn, pred, label, synonyms=()):
    c = [f for f in feats(tn) if pred(f.t)]
    need(len(c) == 1, f'{label}: {len(c)} features in {tn}')
    need(not c[0].name, f'{label} is named')
    for s in synonyms:
        need(not any(s(f.t) for f in feats(tn) if f is not c[0]), f'{label}: synonym tag present')
    return c[0]


def kv(key, *vals):
    return lambda t: t.get(key) in vals


# ================================================================ described places, radius scopes, counts
def nearest(tn, anchor, pred, exclude=(), named=True):
    """the feature of a kind nearest to anchor's geometry; must beat the runner-up by 10 % + 5 m (a same-named
    runner-up within 100 m is the same place), win by centroid too, and be named"""
    ag = anchor.g if isinstance(anchor, Feat) else anchor
    c = [f for f in feats(tn) if pred(f.t) and f not in exclude and f is not anchor]
    need(len(c) >= 2, 'fewer than two candidates')
    c.sort(key=lambda f: dist(ag, f.g))
    best = c[0]
    d1 = dist(ag, best.g)
    rest = [f for f in c[1:] if not (best.name and f.name == best.name and dist(best.g, f.g) <= 100)]
    d2 = dist(ag, rest[0].g)
    need(d2 >= d1 * 1.1 + 5, f'nearest {best} {d1:.0f} m vs {rest[0]} {d2:.0f} m')
    cw = min(c, key=lambda f: cdist(ag, f.g))
    need(cw is best or (best.name and cw.name == best.name), f'centroid winner {cw} differs from {best}')
    if named:
        need(bool(best.name), f'nearest {best} is unnamed')
    return best, d1, rest[0], d2


def _dups(fs):
    for a, b in itertools.combinations(fs, 2):
        if ((a.name and a.name == b.name) or not a.name or not b.name) and dist(a.g, b.g) <= 10:
            return (a, b)
    return None


def within(tn, anchor, pred, R, require_named=True):
    ag = anchor.g if isinstance(anchor, Feat) else anchor
    c = [f for f in feats(tn) if pred(f.t) and f is not anchor]
    real = {f for f in c if dist(ag, f.g) <= R}
    cen = {f for f in c if cdist(ag, f.g) <= R}
    for f in c:
        for d in (dist(ag, f.g), cdist(ag, f.g)):
            need(abs(d - R) > 0.05 * R, f'{f} at {d:.0f} m, within 5 % of {R} m')
    need(real == cen, 'real and centroid readings differ')
    if require_named:
        need(all(f.name for f in real), f'unnamed candidate in radius: {[f for f in real if not f.name]}')
    d = _dups(list(real))
    need(d is None, f'possibly one place: {d}')
    return sorted(real, key=lambda f: dist(ag, f.g))


def count_all(tn, pred):
    c = [f for f in feats(tn) if pred(f.t)]
    d = _dups(c)
    need(d is None, f'possibly one place: {d}')
    return c


# ================================================================ opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']


def parse_hours(s):
    s = s.strip()
    if s == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    out = {d: [] for d in range(7)}
    for rule in [r.strip() for r in s.split(';') if r.strip()]:
        m = re.fullmatch(r'((?:[A-Z][a-z](?:-[A-Z][a-z])?)(?:,[A-Z][a-z](?:-[A-Z][a-z])?)*)? ?(.*)', rule)
        need(m is not None, f'unreadable rule {rule!r}')
        sel, body = m.group(1), m.group(2).strip()
        days = set()
        if sel:
            for part in sel.split(','):
                if '-' in part:
                    a, b = part.split('-')
                    need(a in DAYS and b in DAYS, f'unreadable days {part!r}')
                    i = DAYS.index(a)
                    while True:
                        days.add(i)
                        if i == DAYS.index(b):
                            break
                        i = (i + 1) % 7
                else:
                    need(part in DAYS, f'unreadable day {part!r}')
                    days.add(DAYS.index(part))
        else:
            days = set(range(7))
        if body in ('off', 'closed'):
            iv = []
        else:
            iv = []
            for r in body.split(','):
                mm = re.fullmatch(r'(\d{1,2}):(\d\d)-(\d{1,2}):(\d\d)', r)
                need(mm is not None, f'unreadable range {r!r} in {s!r}')
                a = int(mm.group(1)) * 60 + int(mm.group(2))
                b = int(mm.group(3)) * 60 + int(mm.group(4))
                need(a <= 1440 and b <= 1440, f'bad time in {s!r}')
                iv.append((a, b))
        for d in days:
            out[d] = list(iv)
    return out


def is_open(sched, day, minute, strict):
    for a, b in sched[day]:
        if b > a:
            if a <= minute < b:
                return True
        else:          # runs past midnight
            if minute >= a:
                return True
    prev = (day - 1) % 7
    for a, b in sched[prev]:
        if b <= a and minute < b:
            if strict and sched[day]:
                continue
            return True
    return False


def verdict(sched, day, minute):
    vals = set()
    for dm in range(-15, 16):
        m = minute + dm
        d = day
        if m < 0:
            m += 1440
            d = (d - 1) % 7
        if m >= 1440:
            m -= 1440
            d = (d + 1) % 7
        for strict in (False, True):
            vals.add(is_open(sched, d, m, strict))
    need(len(vals) == 1, f'verdict unstable around {DAYS[day]} {minute // 60}:{minute % 60:02d}')
    return vals.pop()


def single_interval(sched, day):
    iv = sched[day]
    need(len(iv) == 1, f'{DAYS[day]} has {len(iv)} intervals')
    return iv[0]


def time_items(m):
    h, mi = divmod(m % 1440, 60)
    h12 = h % 12 or 12
    ap = 'am' if h < 12 else 'pm'
    items = [f'!{h:02d}:{mi:02d}']
    if h < 10:
        items.append(f'!{h}:{mi:02d}')
    if mi == 0:
        items += [f'!{h12} {ap}', f'!{h12}{ap}', f'!{h12}:00 {ap}', f'!{h12}:00{ap}']
    else:
        items += [f'!{h12}:{mi:02d} {ap}', f'!{h12}:{mi:02d}{ap}']
    return ' | '.join(dict.fromkeys(items))


# ================================================================ routing
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NOBIKE = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}
_GRAPHS = {}


def _mode_way(t, mode, variant):
    hw = t.get('highway')
    if not hw:
        return None
    acc_bad = t.get('access') in ('no', 'private')
    if mode == 'car':
        if hw not in CAR or acc_bad:
            return None
        if variant == 'strict' and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')):
            return None
        ow = t.get('oneway')
        if variant == 'strict' and ow is None and (t.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link')):
            ow = 'yes'
        return 1 if ow in ('yes', 'true', '1') else (-1 if ow == '-1' else 0)
    if mode == 'bike':
        ok = (hw in CAR and hw not in NOBIKE) or hw in ('cycleway', 'path', 'track') or t.get('bicycle') in ('yes', 'designated')
        if not ok or t.get('bicycle') == 'no':
            return None
        if variant == 'strict' and acc_bad and t.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return None
        if variant == 'nooneway':
            return 0
        ow = t.get('oneway')
        if variant == 'strict' and ow is None and t.get('junction') == 'roundabout':
            ow = 'yes'
        if t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite'):
            return 0
        return 1 if ow in ('yes', 'true', '1') else (-1 if ow == '-1' else 0)
    if mode == 'foot':
        if hw in NOBIKE or hw in NONWAY or t.get('foot') == 'no':
            return None
        if variant == 'strict' and acc_bad and t.get('foot') not in ('yes', 'designated', 'permissive'):
            return None
        return 0
    raise ValueError(mode)


def graph(tn, mode, variant='base'):
    key = (tn, mode, variant)
    if key not in _GRAPHS:
        G = nx.DiGraph()
        coords = {}
        for wid, (refs, cs, t) in town(tn)[1].items():
            ow = _mode_way(t, mode, variant)
            if ow is None:
                continue
            for (a, ca), (b, cb) in zip(zip(refs, cs), zip(refs[1:], cs[1:])):
                coords[a], coords[b] = ca, cb
                w = GEOD.inv(ca[0], ca[1], cb[0], cb[1])[2]
                if ow >= 0:
                    G.add_edge(a, b, weight=w)
                if ow <= 0:
                    G.add_edge(b, a, weight=w)
        big = max(nx.strongly_connected_components(G), key=len)
        _GRAPHS[key] = (G, coords, big)
    return _GRAPHS[key]


def snap(tn, mode, variant, pt, whole=False):
    G, coords, big = graph(tn, mode, variant)
    pool = G.nodes if whole else big
    best, bd = None, 1e18
    for n in pool:
        c = coords[n]
        d = GEOD.inv(pt.x, pt.y, c[0], c[1])[2]
        if d < bd:
            best, bd = n, d
    return best, bd


def route_pt(g):
    return g if g.geom_type == 'Point' else g.centroid


def route_len(tn, mode, a, b, variant='base', whole=False):
    G, coords, big = graph(tn, mode, variant)
    na, da = snap(tn, mode, variant, route_pt(a), whole)
    nb, db = snap(tn, mode, variant, route_pt(b), whole)
    need(da <= 100 and db <= 100, f'snapped {da:.0f} / {db:.0f} m away')
    try:
        return nx.dijkstra_path_length(G, na, nb, weight='weight')
    except nx.NetworkXNoPath:
        raise Fragile(f'no path ({mode}, {variant}, whole={whole})')


def route(tn, mode, a, b, tour_leg=False):
    """route length with every variant; returns (length, straight line)"""
    pa, pb = route_pt(a), route_pt(b)
    s = GEOD.inv(pa.x, pa.y, pb.x, pb.y)[2]
    need((100 if tour_leg else 300) <= s <= 5000, f'straight line {s:.0f} m')
    L = route_len(tn, mode, a, b)
    need(0.97 * s <= L <= 2.5 * s, f'route {L:.0f} m vs straight {s:.0f} m')
    variants = {'car': ['strict'], 'bike': ['strict', 'nooneway'], 'foot': ['strict']}[mode]
    alts = [route_len(tn, mode, a, b, v) for v in variants] + [route_len(tn, mode, a, b, whole=True)]
    for v in alts:
        need(abs(v - L) <= 0.03 * L, f'variant {v:.0f} m vs {L:.0f} m')
    return L, s, alts


def walk_verdict(tn, a, b, T):
    L, s, alts = route(tn, 'foot', a, b)
    allv = [L] + alts
    if all(v / 50.0 <= 0.9 * T for v in allv):      # 3 km/h = 50 m/min
        return True, L
    if all(v / 100.0 >= 1.1 * T for v in allv):     # 6 km/h = 100 m/min
        return False, L
    raise Fragile(f'walk verdict unclear: {L:.0f} m for {T} min')


def rlen_item(L):
    return f'~{round(L)} m ±10%'


def m_item(d):
    return f'~{round(d)} m'


# ================================================================ helpers for the questions
def tour(tn, mode, start, stops, roundtrip=False):
    """stops: list of (item, geometry) in the order the question lists them; returns best order and total"""
    geoms = {'S': start}
    geoms.update({i: g for i, (_, g) in enumerate(stops)})
    legs = {}
    for a, b in itertools.permutations(geoms, 2):
        if (b, a) in legs and mode == 'foot':
            legs[(a, b)] = legs[(b, a)]
            continue
        legs[(a, b)] = route(tn, mode, geoms[a], geoms[b], tour_leg=True)[0]
    res = []
    for perm in itertools.permutations(range(len(stops))):
        seq = ['S'] + list(perm) + (['S'] if roundtrip else [])
        res.append((sum(legs[(x, y)] for x, y in zip(seq, seq[1:])), perm))
    res.sort()
    best = res[0]
    others = [r for r in res[1:] if not (roundtrip and r[1] == tuple(reversed(best[1])))]
    need(others[0][0] > best[0] * 1.1, f'tour: best {best[0]:.0f} vs next {others[0][0]:.0f}')
    need(best[1] != tuple(range(len(stops))), 'tour: the listed order is the best one')
    return [stops[i][0] for i in best[1]], best[0], others[0][0]


def hours_of(f):
    oh = f.t.get('opening_hours')
    need(oh is not None, f'{f} has no opening_hours')
    return parse_hours(oh)


def no_hours_keys(f):
    need(not any('opening_hours' in k or k.startswith('hours') for k in f.t), f'{f} carries hours')


def street_len(ws, check_paths=True):
    L = sum(geo_len(f.g) for f in ws if f.g.geom_type in ('LineString', 'MultiLineString'))
    if check_paths:
        L2 = sum(geo_len(f.g) for f in ws if f.g.geom_type in ('LineString', 'MultiLineString') and f.t.get('highway') not in
                 ('footway', 'path', 'steps', 'cycleway', 'track', 'corridor'))
        need(abs(L - L2) <= 0.05 * L, f'path ways move the length: {L:.0f} vs {L2:.0f}')
    return L


def far_apart(a, b, pct=0.15):
    need(max(a, b) > min(a, b) * (1 + pct), f'{a:.1f} and {b:.1f} too close')


def counts_apart(a, b):
    need(max(a, b) > min(a, b) * 1.1, f'counts {a} / {b} too close')
    need(abs(a - b) not in (a, b), 'difference equals a count')


def ratio_items(r, suffix=''):
    need(abs(r * 10 - math.floor(r * 10) - 0.5) > 0.1, f'ratio {r:.3f} near a rounding edge')
    need(abs(r * 100 - math.floor(r * 100) - 0.5) > 0.1, f'ratio {r:.4f} near a second-decimal edge')
    return f'!{r:.1f} | !{r:.2f}'


def names_items(fs):
    return '; '.join(f.name for f in fs)


HD, BA, SG = 'Heidelberg', 'Baltimore', 'Singapore'


# ================================================================ the questions
QUESTIONS = []


def Q(file, tn, kind, text):
    def deco(fn):
        QUESTIONS.append(dict(file=file, town=tn, kind=kind, q=text, fn=fn))
        return fn
    return deco


def anchor_hd(label):
    preds = {'speed camera': kv('highway', 'speed_camera'), 'give-way sign': kv('highway', 'give_way'),
             'turning circle': kv('highway', 'turning_circle'), 'stop sign': kv('highway', 'stop'),
             'Baudezernat': kv('office', 'Baudezernat')}
    syn = {'speed camera': [kv('enforcement', 'maxspeed')], 'stop sign': [kv('traffic_sign', 'stop')],
           'give-way sign': [kv('traffic_sign', 'give_way')], 'turning circle': [kv('highway', 'turning_loop')],
           'Baudezernat': []}
    USED.append(label)
    return unique_kind(HD, preds[label], label, syn[label])


SHORT = {'Steingasse14 - Optiker': 'Steingasse14',
         'Volksbank Kurpfalz H+G Bank': 'Volksbank', 'City-Markt Rüdinger': 'Rüdinger',
         'Fairmount Hill Junior-Senior High School (historical)': 'Fairmount Hill',
         'Commodore John Rodgers Elementary & Middle School': 'Commodore John Rodgers'}


def item(f):
    """a described place's name as a gold item (shortened where the full name may be written differently)"""
    need(bool(f.name), f'{f} is unnamed')
    if f.name not in SHORT:
        return f.name
    s = SHORT[f.name]
    hits = {n for n in all_names() if s.lower() in n.lower()}
    need(hits == {f.name}, f'short item {s!r} is inside {sorted(hits)[:4]}')
    return s


def square(name):
    ws = street(HD, name)
    polys = [f for f in ws if f.g.geom_type == 'Polygon']
    need(len(polys) == 1, f'{name}: {len(polys)} polygons')
    return polys[0]


def same_tag(ws, key):
    vals = {f.t.get(key) for f in ws}
    need(len(vals) == 1 and None not in vals, f'{key} differs or is missing on the ways: {vals}')
    return vals.pop()


KIND = {
    'bar': kv('amenity', 'bar'), 'cafe': kv('amenity', 'cafe'), 'restaurant': kv('amenity', 'restaurant'),
    'fast_food': kv('amenity', 'fast_food'), 'pub': kv('amenity', 'pub'), 'bank': kv('amenity', 'bank'),
    'optician': kv('shop', 'optician'), 'books': kv('shop', 'books'), 'supermarket': kv('shop', 'supermarket'),
    'bakery': kv('shop', 'bakery'), 'pharmacy': kv('amenity', 'pharmacy'), 'food_court': kv('amenity', 'food_court'),
    'mall': kv('shop', 'mall'), 'church': kv('amenity', 'place_of_worship'), 'school': kv('amenity', 'school'),
    'hotel': lambda t: t.get('tourism') in ('hotel', 'hostel', 'guest_house', 'motel'),
}

# ---------------------------------------------------------------- attribute
A = 'attribute'


@Q(A, HD, 'one', "my sister wants to drive her delivery van into Große Mantelgasse in Heidelberg - during which hours "
   "are motor vehicles let in there?")
def _():
    ws = street(HD, 'Große Mantelgasse')
    v = same_tag(ws, 'motor_vehicle:conditional')
    m = re.fullmatch(r'destination @ \(Mo-Sa (\d\d):(\d\d)-(\d\d):(\d\d)\)', v)
    need(m is not None, v)
    a = int(m.group(1)) * 60 + int(m.group(2))
    b = int(m.group(3)) * 60 + int(m.group(4))
    return f'{time_items(a)}; {time_items(b)}', v


@Q(A, HD, 'one', "Is Unterer Fauler Pelz in Heidelberg a one-way street?")
def _():
    ws = street(HD, 'Unterer Fauler Pelz')
    v = same_tag(ws, 'oneway')
    need(v in ('yes', 'no'), v)
    return (YES if v == 'yes' else NO), f'oneway={v}'


@Q(A, HD, 'one', "walking home late along Burgweg in heidelberg.. is that path lit at night?")
def _():
    ws = street(HD, 'Burgweg')
    v = same_tag(ws, 'lit')
    return (YES if v == 'yes' else NO), f'lit={v} on {len(ws)} ways'


@Q(A, HD, 'one', "Heidelberg: there's a speed camera in the data. The pub closest to it - how much is a beer "
   "there, according to the map?")
def _():
    cam = anchor_hd('speed camera')
    b, d1, r, d2 = nearest(HD, cam, KIND['pub'])
    note = b.t.get('note', '')
    m = re.fullmatch(r'(\d+)\.(\d\d) beer', note)
    need(m is not None, note)
    return f'{item(b)}; !{m.group(1)}.{m.group(2)} | !{m.group(1)},{m.group(2)}', f'{b} {d1:.0f} m vs {r} {d2:.0f} m; note={note!r}'


@Q(A, HD, 'one', "pushing a stroller in Heidelberg tmrw - is Augustinergasse cobbled or smooth asphalt?")
def _():
    ws = street(HD, 'Augustinergasse')
    need(not any(k in f.t for f in ws for k in ('surface', 'smoothness', 'paving', 'cobblestone')), 'surface tagged')
    return NOT_IN_DATA, f'{len(ws)} way(s), keys {sorted(set(k for f in ws for k in f.t))}'


@Q(A, SG, 'one', "The Singapore extract has exactly one primary_link road. What speed limit is tagged on it?")
def _():
    f = unique_kind(SG, kv('highway', 'primary_link'), 'primary link')
    v = f.t.get('maxspeed')
    need(v is not None and v.isdigit(), v)
    return f'!{v}', f'{f} maxspeed={v}'


@Q(A, SG, 'one', "whats the postcode of the fire station in the singapore data? need it for a school form")
def _():
    c = [f for f in feats(SG) if f.t.get('amenity') == 'fire_station' or 'fire_station' in f.t.get('building', '')
         or 'fire station' in fold(f.name or '')]
    need(not c, f'fire stations present: {c}')
    return NOT_IN_DATA, 'no amenity=fire_station / building=fire_station / name with "fire station" in Singapore'


@Q(A, BA, 'one', "Speed limit on Benjamin Street (Baltimore)?")
def _():
    ws = street(BA, 'Benjamin Street')
    v = same_tag(ws, 'maxspeed')
    need(v.isdigit(), v)
    return f'!{v}', f'maxspeed={v} on {len(ws)} way(s)'


@Q(A, BA, 'one', "How high up is Luther Memorial Lutheran Church in Baltimore, elevation-wise?")
def _():
    f, c = place(BA, 'Luther Memorial Lutheran Church')
    v = f.t.get('ele')
    need(v is not None and v.isdigit(), v)
    return f'!{v} | !{v}m', f'{f} ele={v}'


@Q(A, BA, 'one', "which denomination does Saint Gerards Chapel in Baltimore belong to?")
def _():
    f, c = place(BA, 'Saint Gerards Chapel')
    need(not any('denomination' in k for g in c for k in g.t), 'denomination tagged')
    return NOT_IN_DATA, f'{f} tags {sorted(f.t)}'


@Q(A, BA, 'one', "do you have a number for Frazier's Violin Studio? baltimore. my kid's bow needs rehairing")
def _():
    f, c = place(BA, "Frazier's Violin Studio")
    v = f.t.get('phone') or f.t.get('contact:phone')
    need(v is not None, 'no phone')
    digits = re.sub(r'\D', '', v)
    need(len(digits) == 10, v)
    return f'!{v} | !{digits[:3]}-{digits[3:6]}-{digits[6:]} | !({digits[:3]}) {digits[3:6]}-{digits[6:]} | !{digits[3:6]}-{digits[6:]}', f'{f} phone={v}'


@Q(A, BA, 'one', "Grandpa might move into Apostolic Towers in Baltimore. Is it tagged as housing for seniors?")
def _():
    f, c = place(BA, 'Apostolic Towers')
    v = f.t.get('residential')
    need(v == 'senior', v)
    return f'{YES} | !senior', f'{f} building={f.t.get("building")} residential={v}'

# ---------------------------------------------------------------- hours
H = 'hours'


def yn(b):
    return '!yes | !open' if b else '!no | !closed'


@Q(H, HD, 'one', "heidelberg, tuesday 11pm: fancy a last beer at the pub nearest the Baudezernat office - will it "
   "still be open?")
def _():
    b, d1, r, d2 = nearest(HD, anchor_hd('Baudezernat'), KIND['pub'])
    v = verdict(hours_of(b), 1, 23 * 60)
    return f'{item(b)}; {yn(v)}', f'{b} {d1:.0f} m vs {r} {d2:.0f} m; {b.t["opening_hours"]}'


@Q(H, HD, 'one', "On Saturdays, when does the optician closest to Richard-Hauser-Platz (Heidelberg) shut?")
def _():
    b, d1, r, d2 = nearest(HD, square('Richard-Hauser-Platz'), KIND['optician'])
    a, e = single_interval(hours_of(b), 5)
    return f'{item(b)}; {time_items(e)}', f'{b} {d1:.0f} m vs {r} {d2:.0f} m; {b.t["opening_hours"]}'


@Q(H, HD, 'one', "Monday around 5 in the afternoon I'll be by the stop sign in the Heidelberg data. Can I still get "
   "food at the nearest fast-food place?")
def _():
    b, d1, r, d2 = nearest(HD, anchor_hd('stop sign'), KIND['fast_food'])
    v = verdict(hours_of(b), 0, 17 * 60)
    return f'{item(b)}; {yn(v)}', f'{b} {d1:.0f} m vs {r} {d2:.0f} m; {b.t["opening_hours"]}'


@Q(H, HD, 'one', "What time on a Saturday does the bookshop nearest the Baudezernat office in Heidelberg open its doors?")
def _():
    b, d1, r, d2 = nearest(HD, anchor_hd('Baudezernat'), KIND['books'])
    a, e = single_interval(hours_of(b), 5)
    return f'{item(b)}; {time_items(a)}', f'{b} {d1:.0f} m vs {r} {d2:.0f} m; {b.t["opening_hours"]}'


@Q(H, HD, 'one', "sunday 10am, out of milk, staying by the Heumarkt in heidelberg - is the closest supermarket open?")
def _():
    b, d1, r, d2 = nearest(HD, square('Heumarkt'), KIND['supermarket'])
    v = verdict(hours_of(b), 6, 10 * 60)
    return f'{item(b)}; {yn(v)}', f'{b} {d1:.0f} m vs {r} {d2:.0f} m; {b.t["opening_hours"]}'


@Q(H, HD, 'one', "Opening hours of the bank nearest to Burgweg, Heidelberg?")
def _():
    ws = street(HD, 'Burgweg')
    b, d1, r, d2 = nearest(HD, street_geom(ws), KIND['bank'])
    no_hours_keys(b)
    return f'{NOT_IN_DATA}; {item(b)}', f'{b} {d1:.0f} m vs {r} {d2:.0f} m; keys {sorted(b.t)}'


@Q(H, HD, 'one', "friday 19:30 - the restaurant closest to the give-way sign in heidelberg's data, open or not?")
def _():
    b, d1, r, d2 = nearest(HD, anchor_hd('give-way sign'), KIND['restaurant'])
    v = verdict(hours_of(b), 4, 19 * 60 + 30)
    return f'{item(b)}; {yn(v)}', f'{b} {d1:.0f} m vs {r} {d2:.0f} m; {b.t["opening_hours"]}'


@Q(H, SG, 'one', "Singapore data: when is the restaurant nearest to the primary_link road open on weekdays?")
def _():
    pl = unique_kind(SG, kv('highway', 'primary_link'), 'primary link')
    b, d1, r, d2 = nearest(SG, pl, KIND['restaurant'])
    no_hours_keys(b)
    return f'{NOT_IN_DATA}; {item(b)}', f'{b} {d1:.0f} m vs {r} {d2:.0f} m; keys {sorted(b.t)}'


@Q(H, HD, 'one', "need a haircut friday at 10 in the morning, I'm near the turning circle in the heidelberg data. "
   "nearest hairdresser open then?")
def _():
    b, d1, r, d2 = nearest(HD, anchor_hd('turning circle'), kv('shop', 'hairdresser'))
    v = verdict(hours_of(b), 4, 10 * 60)
    return f'{item(b)}; {yn(v)}', f'{b} {d1:.0f} m vs {r} {d2:.0f} m; {b.t["opening_hours"]}'


@Q(H, BA, 'one', "Baltimore: I need a croissant at 4:30 pm on a Tuesday near the Baltimore Police Department "
   "Headquarters. Is the nearest bakery still open then?")
def _():
    f, c = place(BA, 'Baltimore Police Department Headquarters')
    b, d1, r, d2 = nearest(BA, f, KIND['bakery'])
    v = verdict(hours_of(b), 1, 16 * 60 + 30)
    return f'{item(b)}; {yn(v)}', f'{b} {d1:.0f} m vs {r} {d2:.0f} m; {b.t["opening_hours"]}'


@Q(H, BA, 'one', "three in the morning on a wednesday, kid has a fever. We're by the Gold Star Mothers Memorial Flagstaff "
   "in Baltimore - is the closest pharmacy open at that hour?")
def _():
    f, c = place(BA, 'Gold Star Mothers Memorial Flagstaff')
    b, d1, r, d2 = nearest(BA, f, KIND['pharmacy'])
    v = verdict(hours_of(b), 2, 3 * 60)
    return f'{item(b)}; {yn(v)}', f'{b} {d1:.0f} m vs {r} {d2:.0f} m; {b.t["opening_hours"]}'


@Q(H, BA, 'one', "Closing time on saturdays for the bakery closest to Pier 5 - Stop 5 (Baltimore water taxi)?")
def _():
    f, c = place(BA, 'Pier 5 - Stop 5')
    b, d1, r, d2 = nearest(BA, f, KIND['bakery'])
    a, e = single_interval(hours_of(b), 5)
    return f'{item(b)}; {time_items(e)}', f'{b} {d1:.0f} m vs {r} {d2:.0f} m; {b.t["opening_hours"]}'

# ---------------------------------------------------------------- arithmetic
R = 'arithmetic'


@Q(R, HD, 'one', "Richard-Hauser-Platz or the Heumarkt in Heidelberg: which square covers more area, and by how many "
   "square metres?")
def _():
    a, b = square('Richard-Hauser-Platz'), square('Heumarkt')
    A1, A2 = geo_area(a.g), geo_area(b.g)
    far_apart(A1, A2)
    big = 'Richard-Hauser-Platz' if A1 > A2 else 'Heumarkt'
    return f'{big}; ~{round(abs(A1 - A2))} m2', f'{A1:.0f} vs {A2:.0f} m2'


@Q(R, HD, 'one', "if i walk the whole of Schulgasse and then all of Unterer Fauler Pelz (heidelberg), how many metres "
   "is that together?")
def _():
    L1 = street_len(street(HD, 'Schulgasse'))
    L2 = street_len(street(HD, 'Unterer Fauler Pelz'))
    return m_item(L1 + L2), f'{L1:.0f} + {L2:.0f} m'


@Q(R, HD, 'one', "In the Heidelberg data, how many cafes are there for every pub? Give both counts too.")
def _():
    c = count_all(HD, KIND['cafe'])
    p = count_all(HD, KIND['pub'])
    r = len(c) / len(p)
    return f'{ratio_items(r)}; #{len(c)}; #{len(p)}', f'{len(c)} cafes / {len(p)} pubs = {r:.3f}'


@Q(R, HD, 'one', "Standing on Richard-Hauser-Platz in Heidelberg: is the speed camera or the stop sign closer, and "
   "what's the difference in metres?")
def _():
    p = square('Richard-Hauser-Platz')
    cam, stop = anchor_hd('speed camera'), anchor_hd('stop sign')
    d1, d2 = dist(p.g, cam.g), dist(p.g, stop.g)
    c1, c2 = cdist(p.g, cam.g), cdist(p.g, stop.g)
    far_apart(d1, d2)
    diff, cdiff = abs(d1 - d2), abs(c1 - c2)
    need(abs(diff - cdiff) <= max(0.05 * diff, 15), 'difference unstable under the centroid reading')
    near = '!speed camera' if d1 < d2 else '!stop sign | !stop'
    return f'{near}; {m_item(diff)}', f'camera {d1:.0f} m (centroid {c1:.0f}), stop sign {d2:.0f} m (centroid {c2:.0f})'


@Q(R, SG, 'one', "singapore extract - how many more restaurants than cafes? and the two numbers pls")
def _():
    r = count_all(SG, KIND['restaurant'])
    c = count_all(SG, KIND['cafe'])
    counts_apart(len(r), len(c))
    return f'#{len(r) - len(c)}; #{len(r)}; #{len(c)}', f'{len(r)} restaurants, {len(c)} cafes'


@Q(R, SG, 'one', "Add up the water surface of every swimming pool in the Singapore data - total in square metres?")
def _():
    c = count_all(SG, kv('leisure', 'swimming_pool'))
    need(all(f.g.geom_type in ('Polygon', 'MultiPolygon') for f in c), 'a pool is not a polygon')
    areas = [geo_area(f.g) for f in c]
    return f'~{round(sum(areas))} m2', f'{len(c)} pools: ' + ', '.join(f'{a:.0f}' for a in areas)


@Q(R, SG, 'one', "Traffic lights per bus stop in the Singapore extract - what's the ratio?")
def _():
    t = count_all(SG, kv('highway', 'traffic_signals'))
    b = count_all(SG, kv('highway', 'bus_stop'))
    r = len(t) / len(b)
    return f'{ratio_items(r)}; #{len(t)}; #{len(b)}', f'{len(t)} traffic signals / {len(b)} bus stops = {r:.3f}'


@Q(R, BA, 'one', "how much higher does New Pilgrim Baptist Church sit than Harbor Heights Baptist Church? baltimore")
def _():
    a, _c = place(BA, 'New Pilgrim Baptist Church')
    b, _c = place(BA, 'Harbor Heights Baptist Church')
    ea, eb = float(a.t['ele']), float(b.t['ele'])
    need(abs(ea - eb) >= 3, 'elevations too close')
    return f'!{ea - eb:.0f} | !{ea - eb:.0f}m', f'ele {ea:.0f} vs {eb:.0f}'


@Q(R, BA, 'one', "Ashland Avenue vs Beckley Street in Baltimore - how much longer is the longer one?")
def _():
    L1 = street_len(street(BA, 'Ashland Avenue'))
    L2 = street_len(street(BA, 'Beckley Street'))
    for ws in (street(BA, 'Ashland Avenue'), street(BA, 'Beckley Street')):
        need(not any(f.t.get('oneway') for f in ws), 'one-way ways (dual carriageway reading)')
    far_apart(L1, L2)
    return f"{'Ashland Avenue' if L1 > L2 else 'Beckley Street'}; {m_item(abs(L1 - L2))}", f'{L1:.0f} vs {L2:.0f} m'


@Q(R, BA, 'one', "From Collington Square, which is nearer - Friendship Baptist Church or Mount Pleasant Baptist "
   "Church - and by how much? (Baltimore)")
def _():
    cs, _c = place(BA, 'Collington Square')
    a, _c = place(BA, 'Friendship Baptist Church')
    b, _c = place(BA, 'Mount Pleasant Baptist Church')
    d1, d2 = dist(cs.g, a.g), dist(cs.g, b.g)
    far_apart(d1, d2)
    return f"{item(a) if d1 < d2 else item(b)}; {m_item(abs(d1 - d2))}", f'{d1:.0f} vs {d2:.0f} m'


@Q(R, BA, 'one', "Stack the floors of Abacus on top of the floors of the Bunting-Blaustein Building (Baltimore) - "
   "how many floors is that?")
def _():
    a, _c = place(BA, 'Abacus')
    b, cb = place(BA, 'Bunting-Blaustein Building')
    need('building:levels' in a.t, 'Abacus has no levels')
    need(not any(k in g.t for g in cb for k in ('building:levels', 'levels', 'height')), 'Bunting-Blaustein has levels')
    return f'{NOT_IN_DATA}', f"Abacus building:levels={a.t['building:levels']}; Bunting-Blaustein keys {sorted(b.t)}"


@Q(R, BA, 'one', "what's the average elevation of the lutheran churches in the baltimore data? and how many are there")
def _():
    c = count_all(BA, lambda t: t.get('amenity') == 'place_of_worship' and t.get('denomination') == 'lutheran')
    by_name = [f for f in feats(BA) if f.t.get('amenity') == 'place_of_worship' and 'lutheran' in fold(f.name or '')]
    need(set(by_name) == set(c), 'a Lutheran-named place lacks the denomination, or the reverse')
    need(all(f.t.get('ele', '').isdigit() for f in c), 'an elevation is missing')
    avg = sum(int(f.t['ele']) for f in c) / len(c)
    need(abs(avg * 10 - math.floor(avg * 10) - 0.5) > 0.1, 'rounding edge')
    return f'!{avg:.1f} | !{avg:g}; #{len(c)}', f'{len(c)} churches, ele ' + ', '.join(f.t['ele'] for f in c)

# ---------------------------------------------------------------- route
T = 'route'


def bplace(name):
    return place(BA, name)[0]


@Q(T, HD, 'one', "how far would I walk from the speed camera to Richard-Hauser-Platz? heidelberg data")
def _():
    L, s, alts = route(HD, 'foot', anchor_hd('speed camera').g, square('Richard-Hauser-Platz').g)
    return rlen_item(L), f'{L:.0f} m (straight {s:.0f}, variants {[round(x) for x in alts]})'


@Q(T, HD, 'one', "heidelberg: cycling from the give-way sign over to Richard-Hauser-Platz, how many metres and roughly "
   "how many minutes?")
def _():
    L, s, alts = route(HD, 'bike', anchor_hd('give-way sign').g, square('Richard-Hauser-Platz').g)
    return f'{rlen_item(L)}; {TIME_ITEM}', f'{L:.0f} m (straight {s:.0f}, variants {[round(x) for x in alts]})'


@Q(T, HD, 'one', "By car, how far is it from the speed camera to the Baudezernat office? (Heidelberg)")
def _():
    L, s, alts = route(HD, 'car', anchor_hd('speed camera').g, anchor_hd('Baudezernat').g)
    return rlen_item(L), f'{L:.0f} m (straight {s:.0f}, variants {[round(x) for x in alts]})'


@Q(T, HD, 'one', "i'm at the turning circle in the heidelberg data and have 5 minutes to get to the Heumarkt on foot. "
   "doable?")
def _():
    v, L = walk_verdict(HD, anchor_hd('turning circle').g, square('Heumarkt').g, 5)
    return (YES if v else NO), f'{L:.0f} m on foot'


@Q(T, HD, 'one', "Heidelberg walk starting at the Heumarkt: I want to pass the turning circle, the stop sign and "
   "Richard-Hauser-Platz, no need to come back. Best order and total distance?")
def _():
    order, L, L2 = tour(HD, 'foot', square('Heumarkt').g,
                        [('!turning circle', anchor_hd('turning circle').g), ('!stop sign', anchor_hd('stop sign').g),
                         ('Richard-Hauser-Platz', square('Richard-Hauser-Platz').g)])
    return '; '.join(order) + f'; {rlen_item(L)}', f'{L:.0f} m vs next order {L2:.0f} m'


@Q(T, SG, 'one', "singapore: walking from the primary_link road to the nearest supermarket - how far?")
def _():
    c = [f for f in feats(SG) if f.t.get('shop') in ('supermarket', 'convenience;supermarket')
         or 'supermarket' in fold(f.name or '') or 'supermarket' in fold(f.t.get('brand', ''))]
    need(not c, f'supermarkets: {c}')
    unique_kind(SG, kv('highway', 'primary_link'), 'primary link')
    return NOT_IN_DATA, 'no shop=supermarket and no "supermarket" name in the Singapore extract'


@Q(T, BA, 'one', "How long is the car trip from United Evangelical Church to Apostolic Towers in Baltimore - distance and time?")
def _():
    L, s, alts = route(BA, 'car', bplace('United Evangelical Church').g, bplace('Apostolic Towers').g)
    return f'{rlen_item(L)}; {TIME_ITEM}', f'{L:.0f} m (straight {s:.0f}, variants {[round(x) for x in alts]})'


@Q(T, BA, 'one', "biking to choir practice: Saint Pauls English Evangelical Lutheran Church to White House Black "
   "Market, baltimore. distance and minutes please")
def _():
    L, s, alts = route(BA, 'bike', bplace('Saint Pauls English Evangelical Lutheran Church').g,
                       bplace('White House Black Market').g)
    return f'{rlen_item(L)}; {TIME_ITEM}', f'{L:.0f} m (straight {s:.0f}, variants {[round(x) for x in alts]})'


@Q(T, BA, 'one', "On foot, Baltimore Police Department Headquarters to the Bunting-Blaustein Building: how many metres?")
def _():
    L, s, alts = route(BA, 'foot', bplace('Baltimore Police Department Headquarters').g,
                       bplace('Bunting-Blaustein Building').g)
    return rlen_item(L), f'{L:.0f} m (straight {s:.0f}, variants {[round(x) for x in alts]})'


@Q(T, BA, 'one', "I've got three quarters of an hour. Can I make it on foot from Saint Pauls English Evangelical "
   "Lutheran Church to Butchers Hill Historic District in Baltimore?")
def _():
    v, L = walk_verdict(BA, bplace('Saint Pauls English Evangelical Lutheran Church').g,
                        bplace('Butchers Hill Historic District').g, 45)
    return (YES if v else NO), f'{L:.0f} m on foot'


@Q(T, BA, 'one', "Car errands in Baltimore, starting at the Baltimore Police Department Headquarters: I have to stop "
   "at Gold Star Mothers Memorial Flagstaff, Bunting-Blaustein Building and Centennial-Caroline Street United "
   "Methodist Church, and I won't drive back. Which order is shortest, and how long is it?")
def _():
    stops = ['Gold Star Mothers Memorial Flagstaff', 'Bunting-Blaustein Building',
             'Centennial-Caroline Street United Methodist Church']
    order, L, L2 = tour(BA, 'car', bplace('Baltimore Police Department Headquarters').g,
                        [(s, bplace(s).g) for s in stops])
    return '; '.join(order) + f'; {rlen_item(L)}', f'{L:.0f} m vs next order {L2:.0f} m'


@Q(T, BA, 'one', "bike ride McElderry Garage -> The Gunther (baltimore), how long a ride in metres?")
def _():
    L, s, alts = route(BA, 'bike', bplace('McElderry Garage').g, bplace('The Gunther').g)
    return rlen_item(L), f'{L:.0f} m (straight {s:.0f}, variants {[round(x) for x in alts]})'

# ---------------------------------------------------------------- aggregate
G_ = 'aggregate'


@Q(G_, HD, 'list', "Which cafes are within 100 m of the stop sign in the Heidelberg data?")
def _():
    c = within(HD, anchor_hd('stop sign'), KIND['cafe'], 100)
    need(len(set(f.name for f in c)) == len(c), 'duplicate names')
    return '; '.join(item(g) for g in c), ', '.join(f'{f.name} {dist(anchor_hd("stop sign").g, f.g):.0f} m' for f in c)


@Q(G_, HD, 'one', "how many kindergartens does the heidelberg data have? looking for a spot for my daughter")
def _():
    c = count_all(HD, lambda t: t.get('amenity') == 'kindergarten')
    return f'#{len(c)}', ', '.join(str(f) for f in c)


@Q(G_, HD, 'one', "Among the hotels in the Heidelberg data, which star rating shows up most?")
def _():
    h = count_all(HD, kv('tourism', 'hotel'))
    c = Counter(f.t.get('stars') for f in h if f.t.get('stars'))
    untagged = sum(1 for f in h if not f.t.get('stars'))
    (v1, n1), (v2, n2) = c.most_common(2)
    need(n1 > n2 + untagged, 'winner not strict with untagged hotels')
    named = Counter(f.t.get('stars') for f in h if f.t.get('stars') and f.name)
    need(named.most_common(1)[0][0] == v1, 'winner changes without unnamed hotels')
    return f'!{v1} star | !{v1}-star | !{v1} stars | !three', f'{dict(c)}, untagged {untagged}'


@Q(G_, HD, 'one', "count the restaurants in the heidelberg data that are tagged wheelchair=yes")
def _():
    r = count_all(HD, KIND['restaurant'])
    c = [f for f in r if f.t.get('wheelchair') == 'yes']
    need(all(f.name for f in c), 'unnamed restaurant counted')
    return f'#{len(c)}', f'{len(c)} of {len(r)}: ' + ', '.join(f.name for f in c)


@Q(G_, SG, 'one', "How many MRT station entrances are mapped in the Singapore extract?")
def _():
    c = count_all(SG, kv('railway', 'subway_entrance'))
    return f'#{len(c)}', ', '.join(str(f) for f in c)


@Q(G_, SG, 'one', "bet you there are more than 5 viewpoints in the singapore data - am I right? how many exactly")
def _():
    c = count_all(SG, kv('tourism', 'viewpoint'))
    need(len(c) != 5, 'exactly the threshold')
    return f"{YES if len(c) > 5 else NO}; #{len(c)}", ', '.join(str(f) for f in c)


@Q(G_, SG, 'one', "got postcards to send - any post boxes in the Singapore data? how many?")
def _():
    c = [f for f in feats(SG) if f.t.get('amenity') in ('post_box', 'post_office') or 'post' in fold(f.name or '').split()]
    need(not c, f'post boxes present: {c}')
    return f'{NOT_IN_DATA} | #0 | !none | !zero', 'no amenity=post_box / post_office in the Singapore extract'


@Q(G_, SG, 'one', "Of the restaurants in the singapore extract, how many actually have a cuisine filled in?")
def _():
    r = count_all(SG, KIND['restaurant'])
    c = [f for f in r if f.t.get('cuisine')]
    need(all(f.name for f in c), 'unnamed restaurant counted')
    return f'#{len(c)}', f'{len(c)} of {len(r)}: ' + ', '.join(f.name for f in c)


@Q(G_, BA, 'list', "Baltimore - list the schools within 400 metres of Saint Michaels Roman Catholic Church")
def _():
    f, _c = place(BA, 'Saint Michaels Roman Catholic Church')
    c = within(BA, f, KIND['school'], 400)
    need(len(set(g.name for g in c)) == len(c), 'duplicate names')
    return '; '.join(item(g) for g in c), ', '.join(f'{g.name} {dist(f.g, g.g):.0f} m' for g in c)


@Q(G_, BA, 'one', "in the baltimore data, how many places of worship sit at 37 m elevation or more?")
def _():
    c = [f for f in feats(BA) if f.t.get('amenity') == 'place_of_worship' and f.t.get('ele')]
    need(all(f.t['ele'].isdigit() for f in c), 'non-integer ele')
    hi = count_all(BA, lambda t: t.get('amenity') == 'place_of_worship' and t.get('ele', '').isdigit()
                   and int(t['ele']) >= 37)
    need(all(f.name for f in hi), 'unnamed place counted')
    return f'#{len(hi)}', ', '.join(f"{f.name} {f.t['ele']}" for f in hi) + f'; {len(c)} with ele'


@Q(G_, BA, 'one', "Presbyterian places of worship in the Baltimore data: what's the count?")
def _():
    c = count_all(BA, lambda t: t.get('amenity') == 'place_of_worship' and t.get('denomination') == 'presbyterian')
    by_name = [f for f in feats(BA) if f.t.get('amenity') == 'place_of_worship' and 'presbyterian' in fold(f.name or '')]
    need(set(by_name) == set(c), f'name / tag mismatch: {by_name} vs {c}')
    return f'#{len(c)}', ', '.join(str(f.name) for f in c)


@Q(G_, BA, 'one', "water taxi stops - how many does the baltimore data have in total?")
def _():
    c = count_all(BA, kv('amenity', 'ferry_terminal'))
    return f'#{len(c)}', ', '.join(str(f.name) for f in c)


# ================================================================ driver
FILES_OUT = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
ITEM_RE = re.compile(r'^(#\d+|~\d+ m ±10%|~\d+ m2|~\d+ m|![^|;]+|[^!#~|;][^|;]*)$')


def check_gold_syntax(g):
    for item in g.split('; '):
        for alt in item.split(' | '):
            need(alt == alt.strip() and alt and ITEM_RE.match(alt), f'bad gold item {alt!r}')


def header(file):
    return [f'# val22-{file}.tsv - held-out validation set 22 (see README-val22.md); Map data (c) OpenStreetMap '
            f'contributors, ODbL 1.0',
            '# question\tgold\tkind']


def compute():
    rows, bad = {f: [] for f in FILES_OUT}, []
    seen = set()
    for q in QUESTIONS:
        try:
            older = older_in_text(q['q'])
            need(not older, f'older names in the text: {older}')
            need(q['q'] not in seen, 'duplicate question')
            need('\t' not in q['q'] and '\n' not in q['q'], 'tab or newline in the question')
            seen.add(q['q'])
            USED.clear()
            gold, fig = q['fn']()
            missing = [u for u in USED if u not in q['q']]
            need(not missing, f'names used but not written in the question: {missing}')
            check_gold_syntax(gold)
            q['gold'], q['fig'] = gold, fig
        except Fragile as e:
            q['gold'], q['fig'] = None, f'FRAGILE: {e}'
            bad.append(q)
        rows[q['file']].append(q)
    for f in FILES_OUT:
        if len(rows[f]) != 12:
            bad.append(dict(file=f, q=f'{len(rows[f])} questions instead of 12', fig=''))
    towns = Counter(q['town'] for q in QUESTIONS)
    if towns[HD] < 20 or towns[SG] < 10 or towns[HD] + towns[SG] + towns[BA] != 60:
        bad.append(dict(file='-', q=f'town counts {dict(towns)}', fig=''))
    return rows, bad


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ''
    rows, bad = compute()
    if mode == '':
        for f in FILES_OUT:
            for q in rows[f]:
                print(f"[{f}] {q['town']} ({q['kind']})\n  Q: {q['q']}\n  G: {q['gold']}\n  F: {q['fig']}")
        print(f"towns: {dict(Counter(q['town'] for q in QUESTIONS))}")
        for q in bad:
            print(f"FRAGILE [{q['file']}] {q['q']}: {q['fig']}")
        return 1 if bad else 0
    if mode == '--write':
        if bad:
            for q in bad:
                print(f"FRAGILE [{q['file']}] {q['q']}: {q['fig']}")
            print('refused: fragile golds, nothing written')
            return 1
        for f in FILES_OUT:
            lines = header(f) + [f"{q['q']}\t{q['gold']}\t{q['kind']}" for q in rows[f]]
            (HERE / f'val22-{f}.tsv').write_text('\n'.join(lines) + '\n', encoding='utf-8')
        print('written')
        return 0
    if mode == '--check':
        fail = 0
        for q in bad:
            print(f"FRAGILE [{q['file']}] {q['q']}: {q['fig']}")
            fail = 1
        for f in FILES_OUT:
            path = HERE / f'val22-{f}.tsv'
            if not path.exists():
                print(f'missing {path.name}')
                fail = 1
                continue
            lines = path.read_text(encoding='utf-8').split('\n')
            if lines and lines[-1] == '':
                lines = lines[:-1]
            want = header(f) + [f"{q['q']}\t{q['gold']}\t{q['kind']}" for q in rows[f]]
            for i in range(max(len(lines), len(want))):
                a = lines[i] if i < len(lines) else '<missing>'
                b = want[i] if i < len(want) else '<extra>'
                if a != b:
                    print(f'{path.name} line {i + 1} differs:\n  file: {a}\n  gold: {b}')
                    fail = 1
        print('check failed' if fail else 'check OK: every gold matches')
        return fail
    print(__doc__)
    return 2


if __name__ == '__main__':
    sys.exit(main())
