#!/usr/bin/env python3
"""gold_val29.py - recomputes every gold of the val29 "beyond" validation set from the raw osm-fresh extracts.

no flag: print question, town, kind, gold and figures; --check: compare with the five TSVs (exit 1 naming file:line on
any difference or fragile gold); --write: rewrite the five TSVs (refused while any gold is fragile).
Map data (c) OpenStreetMap contributors, ODbL 1.0. Uses osmium (pyosmium), shapely, pyproj, networkx, numpy only.
"""
import os, re, sys, math, unicodedata, itertools
from pathlib import Path
import osmium
import numpy as np
import networkx as nx
from shapely import wkb as _wkb
from shapely.geometry import Point, LineString
import shapely
from shapely.ops import nearest_points
from pyproj import Geod, Transformer, CRS

HERE = Path(__file__).resolve().parent
FRESH = Path(os.environ['GEOREACT_FRESH_DIR']) if os.environ.get('GEOREACT_FRESH_DIR') else \
    Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'
FILES = {'Baltimore': 'baltimore-2015.osm.pbf', 'Heidelberg': 'heidelberg-2015.osm.pbf',
         'Singapore': 'singapore-bayfront-2019.osm.pbf'}
GEOD = Geod(ellps='WGS84')
NOT_IN_DATA = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIME_ITEM = '!min | !minute | !hour'


class Fragile(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fragile(msg)

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
# older unnamed anchors (README-val12 ... README-val28), refused by id and by tag
REFUSED_ANCHOR_IDS = {('Heidelberg', 1015820305), ('Heidelberg', 96601069), ('Heidelberg', 32200572),
                      ('Heidelberg', 32572279), ('Heidelberg', 237319902), ('Heidelberg', 1794981583),
                      ('Heidelberg', 1539741096), ('Heidelberg', 3013021790), ('Heidelberg', 3184688312),
                      ('Heidelberg', 277455040), ('Heidelberg', 1897490810), ('Heidelberg', 1027945019),
                      ('Heidelberg', 222967847), ('Singapore', 1188), ('Singapore', 1226), ('Singapore', 106),
                      ('Singapore', 139)}
REFUSED_TAGS = [('amenity', v) for v in ('post_box', 'toilets', 'telephone', 'grit_bin', 'atm', 'post_office',
                                         'smoking_area', 'shelter', 'clock', 'charging_station', 'car_sharing')] + \
               [('emergency', 'fire_hydrant'), ('historic', 'memorial'), ('highway', 'elevator'), ('sport', 'tennis'),
                ('landuse', 'construction'), ('power', None), ('advertising', None), ('shop', 'vacant'),
                ('disused:amenity', None), ('razed:railway', None), ('railway', 'razed'), ('leisure', 'sandpit'),
                ('tunnel', 'building_passage'), ('tracktype', 'grade3'), ('trail_visibility', None),
                ('inscription', None), ('collection_times', None), ('fee', None), ('busway:left', None),
                ('lanes:bus:conditional', None), ('duration:forward', None), ('seats', '2'), ('stars', '2')]


def refused_anchor(town, f):
    if (town, f['id']) in REFUSED_ANCHOR_IDS:
        return True
    g = f['tags']
    return any(k in g and (v is None or g[k] == v) for k, v in REFUSED_TAGS)


# ============================================================ data
def load(town):
    fp = osmium.FileProcessor(str(FRESH / FILES[town])).with_locations().with_areas()
    fab = osmium.geom.WKBFactory()
    feats, ways = [], {}
    for o in fp:
        if isinstance(o, osmium.osm.Node):
            if len(o.tags):
                feats.append(dict(t='n', id=o.id, tags=dict(o.tags), geom=Point(o.location.lon, o.location.lat)))
        elif isinstance(o, osmium.osm.Way):
            coords = [(n.lon, n.lat) for n in o.nodes]
            refs = [n.ref for n in o.nodes]
            ways[o.id] = (dict(o.tags), refs, coords)
            if len(o.tags) and len(coords) >= 2:
                feats.append(dict(t='w', id=o.id, tags=dict(o.tags), geom=LineString(coords)))
        elif isinstance(o, osmium.osm.Area):
            try:
                g = _wkb.loads(fab.create_multipolygon(o), hex=True)
            except Exception:
                continue
            feats.append(dict(t='a' + ('w' if o.from_way() else 'r'), id=o.orig_id(), tags=dict(o.tags), geom=g))
        elif isinstance(o, osmium.osm.Relation):
            if len(o.tags):
                feats.append(dict(t='r', id=o.id, tags=dict(o.tags), geom=None,
                                  members=[(m.type, m.ref, m.role) for m in o.members]))
    area_ways = {f['id'] for f in feats if f['t'] == 'aw'}
    out = []
    for f in feats:
        hw = 'highway' in f['tags'] and f['tags'].get('area') != 'yes'
        if f['t'] == 'w' and f['id'] in area_ways and not hw:
            continue
        if f['t'] == 'aw' and hw:
            continue
        out.append(f)
    return out, ways


DATA, WAYS = {}, {}
for _t in FILES:
    DATA[_t], WAYS[_t] = load(_t)


def fold(s):
    s = unicodedata.normalize('NFKD', s.replace('ß', 'ss').lower())
    return ''.join(c for c in s if not unicodedata.combining(c))


def words(s, apos=True):
    s = fold(s)
    s = s.replace("'", '' if apos else ' ').replace('\u2019', '' if apos else ' ')
    return re.findall(r'[a-z0-9&#]+', s)


def inside(a, b):
    """a lies inside b as whole words (both apostrophe readings)."""
    for ap in (True, False):
        wa, wb = words(a, ap), words(b, ap)
        n = len(wa)
        if n and any(wb[i:i + n] == wa for i in range(len(wb) - n + 1)):
            return True
    return False


ALL_NAMES = sorted({f['tags']['name'] for t in DATA for f in DATA[t] if 'name' in f['tags']})
OLDER_ALL = OLDER_SETS + LEFT_OUT


def older_hits(text):
    """older names lying inside the text, or (for short texts) containing it"""
    return [o for o in OLDER_ALL if inside(o, text)]


def older_overlap(name):
    return [o for o in OLDER_ALL if inside(o, name) or inside(name, o)]


def place(town, mention):
    """features of the one distinct name that the mention equals or lies inside (whole words)."""
    cands = [n for n in ALL_NAMES if inside(mention, n)]
    exact = [n for n in ALL_NAMES if words(n) == words(mention)]
    need(len(exact) == 1 and len(cands) == 1 or (len(exact) == 0 and len(cands) == 1),
         f'mention {mention!r} not unique: {cands[:5]}')
    name = cands[0]
    # namesakes differing only in spaces or punctuation
    sq = lambda s: re.sub(r'[^a-z0-9]', '', fold(s))
    need(len([n for n in ALL_NAMES if sq(n) == sq(name)]) == 1, f'{name!r} has a punctuation namesake')
    need(not older_overlap(mention) and not older_overlap(name), f'{name!r} overlaps older {older_overlap(name)}')
    towns = {t for t in DATA for f in DATA[t] if f['tags'].get('name') == name}
    need(towns == {town}, f'{name!r} in towns {towns}')
    fs = [f for f in DATA[town] if f['tags'].get('name') == name]
    return name, fs


def value_place(town, key, value, word, scope_all=True):
    """the one unnamed feature carrying key=value (in all three extracts), not an older anchor; the word the question
    uses for it lies inside no feature name of its town"""
    towns = list(DATA) if scope_all else [town]
    fs = [(t, f) for t in towns for f in DATA[t] if f['tags'].get(key) == value]
    need(len(fs) == 1 and fs[0][0] == town, f'{key}={value} not unique: {len(fs)}')
    f = fs[0][1]
    need('name' not in f['tags'], f'{key}={value} is named')
    need(not refused_anchor(town, f), f'{key}={value} is an older anchor')
    for w in word.split():
        need(not [n for n in ALL_NAMES if inside(w, n) and any(g['tags'].get('name') == n for g in DATA[town])],
             f'word {w!r} inside a {town} name')
    return f


def rel_geom(town, f):
    """a relation's member ways merged into one geometry (for distances)"""
    if f['geom'] is not None:
        return f['geom']
    from shapely.geometry import MultiLineString
    ls = [LineString(WAYS[town][r][2]) for (ty, r, _) in f['members'] if ty == 'w' and r in WAYS[town]]
    return MultiLineString(ls) if ls else None


# ============================================================ geometry
def _aeqd(geom):
    c = geom.centroid
    crs = CRS.from_proj4(f'+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84 +units=m')
    tf = Transformer.from_crs('EPSG:4326', crs, always_xy=True)
    fwd = lambda xy: np.column_stack(tf.transform(xy[:, 0], xy[:, 1]))
    inv = Transformer.from_crs(crs, 'EPSG:4326', always_xy=True).transform
    return fwd, inv


def dist(a, b):
    """geodesic distance between the nearest points of two geometries (0 when they touch)"""
    fwd, inv = _aeqd(a)
    pa, pb = shapely.transform(a, fwd), shapely.transform(b, fwd)
    if pa.intersects(pb):
        return 0.0
    p, q = nearest_points(pa, pb)
    (x1, y1), (x2, y2) = inv(p.x, p.y), inv(q.x, q.y)
    return GEOD.inv(x1, y1, x2, y2)[2]


def cdist(a, b):
    ca, cb = a.centroid, b.centroid
    return GEOD.inv(ca.x, ca.y, cb.x, cb.y)[2]


def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])


def length(g):
    return GEOD.geometry_length(g)


def possibly_one(fs, r=10.0):
    """pairs of features that may be one place: same name or one unnamed, within r m; polygons overlapping by half"""
    bad = []
    for a, b in itertools.combinations(fs, 2):
        if a['geom'] is None or b['geom'] is None:
            continue
        na, nb = a['tags'].get('name'), b['tags'].get('name')
        if (na == nb or na is None or nb is None) and dist(a['geom'], b['geom']) <= r:
            bad.append((a['id'], b['id']))
    return bad


# ============================================================ opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
# three free-text Baltimore values, read by hand (as README-val28 does)
HAND = {'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00',
        'Weekdays 7-3, Saturdays 7-6, Sundays 7-4': 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
        '8-6:30': '08:00-18:30'}


def _days(sel):
    out = set()
    for part in sel.split(','):
        if '-' in part:
            a, b = part.split('-')
            i, j = DAYS.index(a), DAYS.index(b)
            k = i
            while True:
                out.add(k)
                if k == j:
                    break
                k = (k + 1) % 7
        else:
            out.add(DAYS.index(part))
    return out


def parse_strict(v):
    """README-val4's readable subset -> {day: [(start_min, end_min)]} or None"""
    v = v.strip()
    if v == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    week = {d: [] for d in range(7)}
    dsel = r'(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?'
    for rule in v.split(';'):
        rule = rule.strip()
        m = re.fullmatch(rf'(?P<sel>({dsel})(,{dsel})*)?\s*(?P<rest>.*)', rule)
        if not m:
            return None
        sel, rest = m.group('sel'), m.group('rest').strip()
        if sel and not rule.startswith(sel + ' '):
            return None
        days = _days(sel) if sel else set(range(7))
        if rest in ('off', 'closed'):
            for d in days:
                week[d] = []
            continue
        ivs = []
        for r in rest.split(','):
            mm = re.fullmatch(r'(\d{1,2}):(\d\d)-(\d{1,2}):(\d\d)', r)
            if not mm:
                return None
            a = int(mm.group(1)) * 60 + int(mm.group(2))
            b = int(mm.group(3)) * 60 + int(mm.group(4))
            if a > 1440 or b > 1440:
                return None
            ivs.append((a, b))
        for d in days:
            week[d] = list(ivs)
    return week


def _plus(m, early):
    h, mi = int(m.group(1)), int(m.group(2))
    if early:
        e = h * 60 + mi + 1
        return f'{h}:{mi:02d}-{e // 60}:{e % 60:02d}'
    return f'{h}:{mi:02d}-24:00'


def parse_lenient(v, early=False):
    """lenient reading; an open end 'H:MM+' closes either a minute after the start or at midnight (two readings)"""
    v = HAND.get(v.strip(), v)
    v = re.sub(r'(\d{1,2}):(\d\d)\+', lambda m: _plus(m, early), v)
    v = re.sub(r'\s*-\s*', '-', v)
    v = re.sub(r'(Mo|Tu|We|Th|Fr|Sa|Su)\.', r'\1', v).replace(':,', ',')
    v = re.sub(r'\b(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?:\s', r'\1\2 ', v)
    v = v.replace('Mo-So', 'Mo-Su')
    v = re.sub(r'(?<=\d),\s+(?=\d)', ',', v)
    v = re.sub(r'(?<=\d),\s*(?=(Mo|Tu|We|Th|Fr|Sa|Su|PH|Ph)\b)', '; ', v)      # ", " between rules
    v = re.sub(r'(Mo|Tu|We|Th|Fr|Sa|Su),\s+(?=(Mo|Tu|We|Th|Fr|Sa|Su))', r'\1,', v)
    rules = [r for r in v.split(';') if r.strip() and not r.strip().lower().startswith('ph')]
    rules = [re.sub(r',\s*PH\s+\w+$', '', r, flags=re.I) for r in rules]
    return parse_strict(';'.join(rules))


def is_open(week, day, minute, spill_always):
    for (a, b) in week[day]:
        if a < b and a <= minute < b:
            return True
        if b <= a and minute >= a:
            return True
    prev = (day - 1) % 7
    for (a, b) in week[prev]:
        if b <= a and minute < b and (spill_always or not week[day]):
            return True
    return False


def verdict(value, day, minute):
    """open/closed at a moment; None when any reading or any minute within +-15 disagrees or the value is unreadable"""
    if value is None or value.strip().lower() == 'unknown':
        return None
    readings = [w for w in (parse_strict(value), parse_lenient(value), parse_lenient(value, True)) if w is not None]
    if not readings:
        return None
    res = set()
    for w in readings:
        for dm in range(-15, 16):
            m = minute + dm
            d = (day + m // 1440) % 7
            for sp in (True, False):
                res.add(is_open(w, d, m % 1440, sp))
    return res.pop() if len(res) == 1 else None


def open_count(town, pred, day, minute):
    """(open features, all features with hours) of a kind; fragile if any verdict is undecided"""
    fs = [f for f in DATA[town] if pred(f['tags']) and f['tags'].get('opening_hours')
          and f['tags']['opening_hours'].strip().lower() != 'unknown']
    seen, uniq = set(), []
    for f in fs:    # a relation and its assembled area are one place
        key = (f['tags'].get('name'), f['tags']['opening_hours'])
        if key in seen:
            continue
        seen.add(key)
        uniq.append(f)
    opened = []
    for f in uniq:
        v = verdict(f['tags']['opening_hours'], day, minute)
        need(v is not None, f"undecided hours {f['tags'].get('name')}: {f['tags']['opening_hours']}")
        if v:
            opened.append(f)
    named_open = [f for f in opened if f['geom'] is not None]
    need(not possibly_one(named_open), 'two open places may be one')
    return opened, uniq


# ============================================================ routing
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NONWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
          'services', 'razed', 'disused', 'bus_guideway', 'escape'}
MOTOR = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}
_G = {}


def graph(town, mode, variant):
    key = (town, mode, variant)
    if key in _G:
        return _G[key]
    G = nx.DiGraph()
    pos = {}
    for wid, (tg, refs, coords) in WAYS[town].items():
        hw = tg.get('highway')
        if not hw or hw in NONWAY:
            continue
        acc = tg.get('access')
        if mode == 'car':
            if hw not in CAR or acc in ('no', 'private'):
                continue
            if variant == 'strict' and (tg.get('motor_vehicle') in ('no', 'private') or tg.get('motorcar') in ('no', 'private')):
                continue
        elif mode == 'bike':
            ok = (hw in CAR and hw not in MOTOR) or hw in ('cycleway', 'path', 'track') or \
                tg.get('bicycle') in ('yes', 'designated')
            if not ok or tg.get('bicycle') == 'no':
                continue
            if variant == 'strict' and acc in ('no', 'private') and tg.get('bicycle') not in ('yes', 'designated'):
                continue
        else:
            if hw in MOTOR or tg.get('foot') == 'no':
                continue
            if variant == 'strict' and acc in ('no', 'private') and tg.get('foot') not in ('yes', 'designated', 'permissive'):
                continue
        ow = tg.get('oneway')
        fwd = bwd = True
        if mode in ('car', 'bike'):
            if ow in ('yes', 'true', '1'):
                bwd = False
            elif ow == '-1':
                fwd = False
            elif variant == 'strict' and ow is None and (tg.get('junction') == 'roundabout' or
                                                         (mode == 'car' and hw in ('motorway', 'motorway_link'))):
                bwd = False
            if mode == 'bike' and (tg.get('oneway:bicycle') == 'no' or str(tg.get('cycleway', '')).startswith('opposite')):
                fwd = bwd = True
            if mode == 'bike' and variant == 'nooneway':
                fwd = bwd = True
        lons = np.array([c[0] for c in coords]); lats = np.array([c[1] for c in coords])
        seg = GEOD.inv(lons[:-1], lats[:-1], lons[1:], lats[1:])[2]
        for i in range(len(refs) - 1):
            a, b, w = refs[i], refs[i + 1], float(seg[i])
            pos[a] = coords[i]; pos[b] = coords[i + 1]
            if fwd:
                G.add_edge(a, b, w=w)
            if bwd:
                G.add_edge(b, a, w=w)
    comp = max(nx.strongly_connected_components(G), key=len)
    big = list(comp)
    allnodes = list(G.nodes)
    _G[key] = (G, pos, big, allnodes)
    return _G[key]


def snap(pos, nodes, pt):
    arr = np.array([pos[n] for n in nodes])
    d2 = ((arr[:, 0] - pt.x) * math.cos(math.radians(pt.y))) ** 2 + (arr[:, 1] - pt.y) ** 2
    idx = np.argsort(d2)[:8]
    best = min(idx, key=lambda i: GEOD.inv(pt.x, pt.y, arr[i, 0], arr[i, 1])[2])
    return nodes[best], GEOD.inv(pt.x, pt.y, arr[best, 0], arr[best, 1])[2]


def end_point(g):
    if g.geom_type in ('Point',):
        return g
    if g.geom_type in ('Polygon', 'MultiPolygon'):
        return g.centroid
    return g.interpolate(0.5, normalized=True)


def route_len(town, mode, ga, gb, variants=True):
    """shortest route length between two geometries, checked for stability; returns (length, figures)"""
    pa, pb = end_point(ga), end_point(gb)
    straight = GEOD.inv(pa.x, pa.y, pb.x, pb.y)[2]
    vs = {'car': ['base', 'strict'], 'bike': ['base', 'strict', 'nooneway'], 'foot': ['base', 'strict']}[mode]
    lens = {}
    for v in vs:
        G, pos, big, allnodes = graph(town, mode, v)
        for snapset, nodes in (('big', big), ('all', allnodes)):
            if v != 'base' and snapset == 'all':
                continue
            sa, da = snap(pos, nodes, pa)
            sb, db = snap(pos, nodes, pb)
            if v == 'base' and snapset == 'big':
                need(da <= 100 and db <= 100, f'snapped {da:.0f} / {db:.0f} m')
            try:
                L = nx.shortest_path_length(G, sa, sb, weight='w')
            except nx.NetworkXNoPath:
                raise Fragile(f'no path ({v}, {snapset})')
            lens[(v, snapset)] = L + 0.0
    base = lens[('base', 'big')]
    need(all(abs(L - base) <= 0.03 * base for L in lens.values()), f'variants move the route: {lens}')
    return base, straight, lens


def check_route(town, mode, ga, gb, tour_leg=False):
    L, straight, lens = route_len(town, mode, ga, gb)
    lo = 100 if tour_leg else 300
    need(lo <= straight <= 5000, f'straight {straight:.0f} m')
    need(L <= 2.5 * straight and L >= 0.97 * straight, f'route {L:.0f} vs straight {straight:.0f}')
    return L, straight, lens


def walk_verdict(town, ga, gb, minutes):
    L, straight, lens = check_route(town, 'foot', ga, gb)
    slow = [l / (3000 / 60) for l in lens.values()]
    fast = [l / (6000 / 60) for l in lens.values()]
    if all(t <= 0.9 * minutes for t in slow):
        return True, L
    if all(t >= 1.1 * minutes for t in fast):
        return False, L
    raise Fragile(f'walking verdict undecided: {L:.0f} m for {minutes} min')


def fmt_m(x):
    return f'~{int(round(x))} m'


# ============================================================ question helpers
H, S, B = 'Heidelberg', 'Singapore', 'Baltimore'


def one(town, mention):
    name, fs = place(town, mention)
    need(len(fs) == 1, f'{name!r} carried by {len(fs)} features')
    return fs[0]


def rel(town, mention):
    f = one(town, mention)
    need(f['t'] == 'r', f'{mention!r} is not a relation')
    return f


def absent(f, keys, prefixes=()):
    bad = [k for k in f['tags'] if k in keys or k.startswith(tuple(prefixes))]
    need(not bad, f'trap tag present: {bad}')


def kind_absent(town, tagpairs, wordstems, exact=()):
    """no feature of the kind in the town, by tags and by words of names and values"""
    for f in DATA[town]:
        g = f['tags']
        need(not any(g.get(k) == v for k, v in tagpairs), f'kind present: {f["id"]}')
        for k in ('name', 'brand', 'operator', 'description', 'amenity', 'shop', 'healthcare', 'office', 'craft'):
            if k in g:
                ws = words(g[k])
                need(not any(w.startswith(s) for w in ws for s in wordstems), f'word present: {g[k]!r}')
                need(not any(w in exact for w in ws), f'word present: {g[k]!r}')


def kind(town, pred, check_pairs=True, r=10.0):
    fs = [f for f in DATA[town] if pred(f['tags'])]
    if check_pairs:
        need(not possibly_one(fs, r), f'possibly-one pairs: {possibly_one(fs, r)[:3]}')
    return fs


def street(town, name):
    fs = [f for f in DATA[town] if f['t'] == 'w' and f['tags'].get('name') == name and f['tags'].get('highway')
          and f['tags']['highway'] not in NONWAY]
    need(fs, f'no street {name}')
    others = [f for f in DATA[town] if f['tags'].get('name') == name and f not in fs]
    need(not others, f'{name} also names non-street features')
    need({t for t in DATA for f in DATA[t] if f['tags'].get('name') == name} == {town}, f'{name} in other towns')
    need(not older_overlap(name), f'{name} overlaps older names')
    need([n for n in ALL_NAMES if inside(name, n)] == [name], f'{name} lies inside another name')
    return fs


def street_len(fs):
    full = sum(length(f['geom']) for f in fs)
    nofoot = sum(length(f['geom']) for f in fs if f['tags']['highway'] not in
                 ('footway', 'path', 'steps', 'cycleway', 'track', 'corridor'))
    halved = sum(length(f['geom']) * (0.5 if f['tags'].get('oneway') in ('yes', '-1') else 1) for f in fs)
    return full, nofoot, halved


def hm(day, h, m=0):
    return DAYS.index(day), h * 60 + m


def years(note):
    m = re.fullmatch(r'route from (\d{4}) to (\d{4}).*', note)
    need(m, f'note {note!r}')
    return int(m.group(1)), int(m.group(2))


def numfmt(x):
    s = f'{x:.1f}'.rstrip('0').rstrip('.')
    return f'!{s}' + (f' | !{s.replace(".", ",")}' if '.' in s else '')


# ============================================================ the questions
QUESTIONS = []


def Q(file, town, text, kind='one', mentions=()):
    def deco(fn):
        QUESTIONS.append(dict(file=file, town=town, text=text, kind=kind, fn=fn, mentions=mentions))
        return fn
    return deco


# ---------------------------------------------------------------- attribute
@Q('attribute', H, 'driving into heidelberg next week - which colour of sticker does my car need for the Umweltzone Heidelberg?',
   mentions=['Umweltzone Heidelberg'])
def a1():
    f = rel(H, 'Umweltzone Heidelberg')
    need(f['tags'].get('access') == 'green_sticker_germany' and f['tags'].get('boundary') == 'low_emission_zone', 'tags')
    return '!green | !grün', f"access={f['tags']['access']}"


@Q('attribute', H, "I'm hiking the Odenwaldklub HW 73 tomorrow. What waymark should I look out for on the trees?",
   mentions=['Odenwaldklub HW 73'])
def a2():
    f = rel(H, 'Odenwaldklub HW 73')
    sym = f['tags'].get('symbol')
    need(sym == 'blue donjon on white', f'symbol {sym!r}')
    return '!blue | !blau; !donjon | !tower | !keep | !turm | !castle', f"symbol={sym!r} osmc:symbol={f['tags'].get('osmc:symbol')}"


@Q('attribute', H, 'planning to cycle Die Bergstraße route this summer, which town does it start from?',
   mentions=['Die Bergstraße'])
def a3():
    f = rel(H, 'Die Bergstraße')
    d = f['tags'].get('description')
    need(d == 'Von Darmstadt nach Heidelberg' and f['tags'].get('roundtrip') == 'no', f'description {d!r}')
    return '!Darmstadt', f'description={d!r}'


@Q('attribute', H, 'who actually looks after the MTB-Strecke Königstour? like which organisation runs it',
   mentions=['MTB-Strecke Königstour'])
def a4():
    f = rel(H, 'MTB-Strecke Königstour')
    op = f['tags'].get('operator')
    need(op == 'Geo-Naturpark Neckartal-Odenwald', f'operator {op!r}')
    return '!Geo-Naturpark | !Naturpark | !Neckartal-Odenwald | !Geopark', f'operator={op!r}'


@Q('attribute', H, 'how many kilometres long is the Heidelberg-Schwarzwald-Bodensee-Weg bike route?',
   mentions=['Heidelberg-Schwarzwald-Bodensee-Weg'])
def a5():
    f = rel(H, 'Heidelberg-Schwarzwald-Bodensee-Weg')
    absent(f, {'distance', 'length', 'description', 'note', 'est_length'}, ('distance', 'length'))
    return NOT_IN_DATA, f"trap: tags {sorted(f['tags'])}"


@Q('attribute', S, 'Singapore question: Svc 195B, where does that bus end up?', mentions=['Svc 195B'])
def a6():
    f = rel(S, 'Svc 195B')
    need(f['tags'].get('to') == 'Commonwealth Station' and f['tags'].get('route') == 'bus', 'to')
    return '!Commonwealth', f"from={f['tags'].get('from')!r} to={f['tags']['to']!r}"


@Q('attribute', S, 'which bus company operates Svc 651 in singapore?', mentions=['Svc 651'])
def a7():
    f = rel(S, 'Svc 651')
    absent(f, {'operator', 'network', 'brand', 'description', 'note'}, ('operator', 'network', 'brand'))
    return NOT_IN_DATA, f"trap: tags {sorted(f['tags'])}"


@Q('attribute', B, 'South Haven Street in Baltimore - what was its old name?', mentions=['South Haven Street'])
def a8():
    fs = street(B, 'South Haven Street')
    olds = {f['tags'].get('old_name') for f in fs} - {None}
    need(olds == {'8th Street'}, f'old names {olds}')
    return '!8th Street | !Eighth Street', f'old_name on {sum(1 for f in fs if "old_name" in f["tags"])} of {len(fs)} ways'


@Q('attribute', B, "what's the zip code for Wright Avenue, baltimore", mentions=['Wright Avenue'])
def a9():
    fs = street(B, 'Wright Avenue')
    zs = {f['tags'].get('postal_code') for f in fs} - {None}
    need(zs == {'21205'}, f'zips {zs}')
    return '!21205', f'postal_code 21205 on {sum(1 for f in fs if f["tags"].get("postal_code"))} of {len(fs)} ways, no other'


@Q('attribute', B, 'waiting for the bus at Fleet St & Central Ave WB - is there a bench there or will I be standing?',
   mentions=['Fleet St & Central Ave WB'])
def a10():
    f = one(B, 'Fleet St & Central Ave WB')
    need(f['tags'].get('bench') == 'no' and f['tags'].get('highway') == 'bus_stop', 'bench')
    return '!no | !standing | !no bench', f"bench={f['tags']['bench']} shelter={f['tags'].get('shelter')}"


@Q('attribute', B, 'Where does the Amtrak - Crescent end up? the far end of the line', mentions=['Amtrak - Crescent'])
def a11():
    f = rel(B, 'Amtrak - Crescent')
    need(f['tags'].get('to') == 'New Orleans, LA', 'to')
    return '!New Orleans', f"from={f['tags'].get('from')!r} to={f['tags']['to']!r}"


@Q('attribute', B, 'Could you tell me what the trail marker of the East Coast Greenway (DC/MD) looks like?',
   mentions=['East Coast Greenway (DC/MD)'])
def a12():
    f = rel(B, 'East Coast Greenway (DC/MD)')
    need(f['tags'].get('symbol') == 'A tree and then a mirror image of a tree below it', 'symbol')
    return '!tree', f"symbol={f['tags']['symbol']!r}"


# ---------------------------------------------------------------- hours
FASTFOOD = lambda g: g.get('amenity') == 'fast_food'


@Q('hours', H, 'sunday 10 am in heidelberg and I need fast food. going by their listed hours, how many fast food places are open at that time?')
def h1():
    op, al = open_count(H, FASTFOOD, *hm('Su', 10))
    return f'#{len(op)}', f'{len(op)} of {len(al)} with hours open at Su 10:00'


@Q('hours', H, 'Heidelberg, wednesday 11.30 at night: how many fast food joints are still serving according to their opening hours?')
def h2():
    op, al = open_count(H, FASTFOOD, *hm('We', 23, 30))
    return f'#{len(op)}', f'{len(op)} of {len(al)} with hours open at We 23:30'


@Q('hours', H, 'is there any bookshop in Heidelberg still open on a Saturday at 7 pm?')
def h3():
    op, al = open_count(H, lambda g: g.get('shop') == 'books', *hm('Sa', 19))
    need(len(op) >= 1, 'none open')
    return '!yes', f'{len(op)} of {len(al)} bookshops with hours open at Sa 19:00'


@Q('hours', H, 'My friends want a late lunch in Heidelberg on Monday around half past three. Of the restaurants that list opening hours, how many are open then?')
def h4():
    op, al = open_count(H, lambda g: g.get('amenity') == 'restaurant', *hm('Mo', 15, 30))
    return f'#{len(op)}', f'{len(op)} of {len(al)} restaurants with hours open at Mo 15:30'


@Q('hours', H, 'when does the last Bus 15 (moonliner 5) leave on a saturday night?', mentions=['Bus 15 (moonliner 5)'])
def h5():
    f = rel(H, 'Bus 15 (moonliner 5)')
    keys = {'opening_hours', 'interval', 'duration', 'service_times', 'departures', 'schedule', 'timetable'}
    absent(f, keys, ('opening_hours', 'interval', 'departures'))
    for g in DATA[H]:
        if g['tags'].get('ref') == 'M5' and g['tags'].get('route') == 'bus':
            absent(g, keys, ('opening_hours', 'interval', 'departures'))
    return NOT_IN_DATA, 'trap: no times on the line or its routes'


ANYHOURS = lambda g: bool(g.get('opening_hours'))


@Q('hours', S, 'singapore on a saturday at 10pm - of the places in the data that list opening hours, how many are open?')
def h6():
    op, al = open_count(S, ANYHOURS, *hm('Sa', 22))
    return f'#{len(op)}', f"{len(op)} of {len(al)} open at Sa 22:00: " + ', '.join(f['tags'].get('name', '?') for f in op)


@Q('hours', S, 'It is 8 in the morning on a thursday in singapore. Going by listed opening hours, is anything in the data open yet, and how many places?')
def h7():
    op, al = open_count(S, ANYHOURS, *hm('Th', 8))
    need(len(op) >= 1, 'none')
    return f'!yes; #{len(op)}', f'{len(op)} of {len(al)} open at Th 08:00'


@Q('hours', S, 'what time does the first Svc 657 bus run in the morning? (singapore)', mentions=['Svc 657'])
def h8():
    f = rel(S, 'Svc 657')
    absent(f, {'opening_hours', 'interval', 'duration', 'service_times', 'departures', 'schedule'},
           ('opening_hours', 'interval', 'departures'))
    return NOT_IN_DATA, f"trap: tags {sorted(f['tags'])}"


@Q('hours', B, '4 am on a tuesday in baltimore. how many of the places with listed hours are open?')
def h9():
    op, al = open_count(B, ANYHOURS, *hm('Tu', 4))
    return f'#{len(op)}', f'{len(op)} of {len(al)} open at Tu 04:00'


@Q('hours', B, 'Baltimore, Saturday 2pm. Out of the places in the data that have opening hours, how many are open?')
def h10():
    op, al = open_count(B, ANYHOURS, *hm('Sa', 14))
    return f'#{len(op)}', f'{len(op)} of {len(al)} open at Sa 14:00'


@Q('hours', B, 'need a pharmacy at 3 in the morning on a wednesday in baltimore, is one open anywhere?')
def h11():
    op, al = open_count(B, lambda g: g.get('amenity') == 'pharmacy', *hm('We', 3))
    need(len(op) >= 1, 'none open')
    return '!yes', f'{len(op)} of {len(al)} pharmacies with hours open at We 03:00'


@Q('hours', B, 'is the Adult Video Outlet open on friday at 10pm?', mentions=['Adult Video Outlet'])
def h12():
    f = one(B, 'Adult Video Outlet')
    absent(f, {'opening_hours', 'hours', 'service_times', 'open'}, ('opening_hours',))
    return NOT_IN_DATA, 'trap: no opening_hours'


# ---------------------------------------------------------------- arithmetic
def km(f):
    d = f['tags'].get('distance', '')
    m = re.fullmatch(r'([\d.]+) km', d)
    need(m, f'distance {d!r}')
    return float(m.group(1))


def mins(f):
    d = f['tags'].get('distance', '')
    m = re.fullmatch(r'(\d+) min\.?', d)
    need(m, f'distance {d!r}')
    return int(m.group(1))


@Q('arithmetic', H, 'By how many km is the Odenwaldklub HW 7 longer than the Odenwaldklub HW 73? give me both lengths too',
   mentions=['Odenwaldklub HW 7', 'Odenwaldklub HW 73'])
def r1():
    a, b = km(rel(H, 'Odenwaldklub HW 7')), km(rel(H, 'Odenwaldklub HW 73'))
    need(a > b, 'order')
    return f'{numfmt(a - b)}; {numfmt(a)}; {numfmt(b)}', f'{a} - {b}'


@Q('arithmetic', H, 'how much more time does the Wanderweg Königstuhl 9 take compared with the Wanderweg Königstuhl 2?',
   mentions=['Wanderweg Königstuhl 9', 'Wanderweg Königstuhl 2'])
def r2():
    a, b = mins(rel(H, 'Wanderweg Königstuhl 9')), mins(rel(H, 'Wanderweg Königstuhl 2'))
    need(a > b, 'order')
    return f'!{a - b} min | !{a - b} minutes | !50min', f'{a} min - {b} min'


@Q('arithmetic', H, 'If I ride the MTB-Strecke Heiligenberg and then the Odenwaldklub HW 7, how many km is that in total?',
   mentions=['MTB-Strecke Heiligenberg', 'Odenwaldklub HW 7'])
def r3():
    f = rel(H, 'MTB-Strecke Heiligenberg')
    absent(f, {'distance', 'length', 'description', 'note'}, ('distance', 'length'))
    km(rel(H, 'Odenwaldklub HW 7'))
    return NOT_IN_DATA, f"trap: MTB-Strecke Heiligenberg tags {sorted(f['tags'])}"


@Q('arithmetic', H, 'heidelberg data: are there more fast food places or pubs, and how many more? tell me both numbers')
def r4():
    ff = kind(H, FASTFOOD)
    pb = kind(H, lambda g: g.get('amenity') == 'pub')
    need(all('name' in f['tags'] for f in ff + pb), 'unnamed feature in a count combination')
    a, b = len(ff), len(pb)
    need(a > b and (a - b) > 0.1 * a and (a - b) not in (a, b), 'near tie')
    return f'!fast food | !fast-food; !{a - b}; #{a}; #{b}', f'fast food {a}, pubs {b}'


@Q('arithmetic', S, 'How many metres of indoor corridor are mapped in the Singapore data, all added together?')
def r5():
    fs = [f for f in DATA[S] if f['tags'].get('highway') == 'corridor']
    need(all(f['t'] == 'w' for f in fs), 'a corridor that is not a line')
    need(len({tuple(WAYS[S][f['id']][1]) for f in fs}) == len(fs), 'duplicate corridor ways')
    for a, b in itertools.combinations(fs, 2):
        need(a['geom'].buffer(1e-5).intersection(b['geom']).length < 0.5 * min(a['geom'].length, b['geom'].length),
             'overlapping corridors')
    tot = sum(length(f['geom']) for f in fs)
    return f'~{int(round(tot))} m', f'{len(fs)} corridor ways: ' + ', '.join(f"{length(f['geom']):.0f}" for f in fs)


@Q('arithmetic', S, 'singapore bus services: how many are tagged with the SBS network vs SMRT, and what is the gap?')
def r6():
    rs = [f for f in DATA[S] if f['tags'].get('route') == 'bus']
    sbs = [f for f in rs if f['tags'].get('network') == 'SBS']
    smrt = [f for f in rs if f['tags'].get('network') == 'SMRT']
    # services read as relations or as distinct refs give the same numbers
    need(len({f['tags']['ref'] for f in sbs}) == len(sbs) and len({f['tags']['ref'] for f in smrt}) == len(smrt), 'refs')
    need(not [f for f in rs if 'SBS' in f['tags'].get('operator', '') and f['tags'].get('network') != 'SBS'], 'operator SBS')
    a, b = len(sbs), len(smrt)
    return f'!{a - b}; #{a}; #{b}', f'SBS {a}, SMRT {b} of {len(rs)} route relations'


@Q('arithmetic', S, 'what do the swimming pools in the Singapore data add up to in water surface, all of them together?')
def r7():
    fs = [f for f in DATA[S] if f['tags'].get('leisure') == 'swimming_pool']
    need(all(f['t'] in ('aw', 'ar') for f in fs), 'a pool without a polygon')
    need(not [(a['id'], b['id']) for a, b in itertools.combinations(fs, 2)
              if a['geom'].intersection(b['geom']).area > 0.5 * min(a['geom'].area, b['geom'].area)], 'overlapping pools')
    sw = [f for f in DATA[S] if f['tags'].get('sport') == 'swimming' and f['t'] in ('aw', 'ar')]
    need({f['id'] for f in sw} <= {f['id'] for f in fs}, 'sport=swimming polygons outside the pools')
    tot = sum(area(f['geom']) for f in fs)
    return f'~{int(round(tot))} m2', f'{len(fs)} pools: ' + ', '.join(f"{area(f['geom']):.0f}" for f in fs)


@Q('arithmetic', B, 'How many years longer did the Gay Street Line run than the Emory Grove Line?',
   mentions=['Gay Street Line', 'Emory Grove Line'])
def r8():
    a0, a1_ = years(rel(B, 'Gay Street Line')['tags']['note'])
    b0, b1 = years(rel(B, 'Emory Grove Line')['tags']['note'])
    a, b = a1_ - a0, b1 - b0
    return f'!{a - b}; !{a}; !{b}', f'{a0}-{a1_} ({a}) vs {b0}-{b1} ({b})'


@Q('arithmetic', B, 'the Catonsville-Towson Line and the Curtis Bay Line - how many years after the Curtis Bay Line did the Catonsville-Towson Line stop running?',
   mentions=['Catonsville-Towson Line', 'Curtis Bay Line'])
def r9():
    a0, a1_ = years(rel(B, 'Catonsville-Towson Line')['tags']['note'])
    b0, b1 = years(rel(B, 'Curtis Bay Line')['tags']['note'])
    need(a1_ > b1, 'order')
    return f'!{a1_ - b1}; !{a1_}; !{b1}', f'ended {a1_} vs {b1}'


@Q('arithmetic', B, 'Which one is longer, Wright Avenue or Wells Avenue, and by roughly how many metres?',
   mentions=['Wright Avenue', 'Wells Avenue'])
def r10():
    la, lb = street_len(street(B, 'Wright Avenue')), street_len(street(B, 'Wells Avenue'))
    diffs = [x - y for x, y in zip(la, lb)]
    need(all(d > 0 for d in diffs) or all(d < 0 for d in diffs), 'order differs between readings')
    a, b = la[0], lb[0]
    need(abs(a - b) > 0.15 * max(a, b), 'within 15 %')
    need(all(abs(abs(d) - abs(diffs[0])) <= max(0.05 * abs(diffs[0]), 15) for d in diffs), 'difference unstable')
    win = 'Wright Avenue' if a > b else 'Wells Avenue'
    return f'{win}; {fmt_m(abs(a - b))}', f'Wright {a:.0f} m, Wells {b:.0f} m (readings {la}, {lb})'



@Q('arithmetic', B, 'standing at the Key Hwy & Covington St bus stop - which is closer as the crow flies, the Water Taxi Pier or Pier 5 - Stop 5, and by how many metres?',
   mentions=['Key Hwy & Covington St', 'Water Taxi Pier', 'Pier 5 - Stop 5'])
def r11():
    x = one(B, 'Key Hwy & Covington St')['geom']
    a, b = one(B, 'Water Taxi Pier')['geom'], one(B, 'Pier 5 - Stop 5')['geom']
    da, db = dist(x, a), dist(x, b)
    ca, cb = cdist(x, a), cdist(x, b)
    need(abs(da - db) > 0.15 * max(da, db), 'within 15 %')
    need((da < db) == (ca < cb), 'centroid reading flips the order')
    need(abs(abs(da - db) - abs(ca - cb)) <= max(0.05 * abs(da - db), 15), 'difference unstable under centroids')
    win = 'Water Taxi Pier' if da < db else 'Pier 5 - Stop 5'
    return f'{win}; {fmt_m(abs(da - db))}', f'Water Taxi Pier {da:.0f} m (centroid {ca:.0f}), Pier 5 - Stop 5 {db:.0f} m (centroid {cb:.0f})'


LEGS = ['Armistead Gardens Presbyterian Church', 'Saint James the Less Roman Catholic Church',
        'Sacred Heart of Mary Roman Catholic Church']


@Q('arithmetic', B, f'If I drew a straight line from {LEGS[0]} to {LEGS[1]} and another one on to {LEGS[2]}, how long would the two lines be together?',
   mentions=LEGS)
def r12():
    g = [one(B, n)['geom'] for n in LEGS]
    l1, l2 = dist(g[0], g[1]), dist(g[1], g[2])
    c1, c2 = cdist(g[0], g[1]), cdist(g[1], g[2])
    need(l1 >= 100 and l2 >= 100, 'a leg under 100 m')
    need(abs((l1 + l2) - (c1 + c2)) <= max(0.05 * (l1 + l2), 15), 'centroid reading differs')
    return fmt_m(l1 + l2), f'{l1:.0f} + {l2:.0f} m'

# ---------------------------------------------------------------- route
def rt(town, mode, a, b, time=False):
    L, s, lens = check_route(town, mode, a['geom'], b['geom'])
    return f'{fmt_m(L)} ±10%' + (f'; {TIME_ITEM}' if time else ''), f'{mode} {L:.0f} m, straight {s:.0f} m, variants ' + \
        ', '.join(f'{v}/{sn} {x:.0f}' for (v, sn), x in lens.items())


def tour(town, mode, start, stops):
    """open tour from start over the stops: (best order names, total, figures); listed order must not be the best"""
    legs = {}
    pts = {n: f['geom'] for n, f in [start] + stops}
    for (na, ga), (nb, gb) in itertools.permutations(pts.items(), 2):
        if nb == start[0]:
            continue
        legs[(na, nb)] = check_route(town, mode, ga, gb, tour_leg=True)[0]
    orders = []
    for perm in itertools.permutations([n for n, _ in stops]):
        seq = [start[0]] + list(perm)
        orders.append((sum(legs[(seq[i], seq[i + 1])] for i in range(len(seq) - 1)), perm))
    orders.sort()
    need(orders[1][0] > 1.10 * orders[0][0], f'best order {orders[0][0]:.0f} vs next {orders[1][0]:.0f}')
    need(list(orders[0][1]) != [n for n, _ in stops], 'listed order is the best')
    return orders[0][1], orders[0][0], f'best {orders[0][0]:.0f} m {orders[0][1]}, next {orders[1][0]:.0f} m'


TOWER = ('tower:type', 'communication', 'communication tower')
RACK66 = ('capacity', '66', 'rack')
COACH = ('capacity:bus', '7', 'coach')
LOOPS44 = ('capacity', '44', 'loops')
TURNSTILE = ('barrier', 'turnstile', 'turnstile')
WENDY = ('playground', 'wendyhouse', 'wendy house playground')


@Q('route', H, "I'm at the communication tower in Heidelberg. How far is it on foot to the bike rack with 66 spaces?")
def t1():
    return rt(H, 'foot', value_place(H, *TOWER), value_place(H, *RACK66))


@Q('route', H, 'Heidelberg on foot: from the coach parking with 7 coach spaces over to the bike parking with 44 wall loops - how long a walk is that, distance and minutes?')
def t2():
    return rt(H, 'foot', value_place(H, *COACH), value_place(H, *LOOPS44), time=True)


@Q('route', H, 'can I walk from the turnstile in the Heidelberg data to the wendy house playground in under 10 minutes?')
def t3():
    ok, L = walk_verdict(H, value_place(H, *TURNSTILE)['geom'], value_place(H, *WENDY)['geom'], 10)
    return f"!{'yes' if ok else 'no'}; {fmt_m(L)} ±10%", f'foot {L:.0f} m'


@Q('route', S, 'singapore: which hospital is closest and how long would the walk be?')
def t4():
    kind_absent(S, [('amenity', 'hospital'), ('amenity', 'clinic'), ('amenity', 'doctors'), ('healthcare', 'hospital'),
                    ('healthcare', 'clinic'), ('healthcare', 'doctor'), ('building', 'hospital')],
                ['hospital', 'clinic', 'polyclinic', 'medical', 'doctor', 'health'])
    return '!no hospital | !none | ' + NOT_IN_DATA, 'trap: no hospital by tags or words'


@Q('route', B, 'Driving from Saint James Convent to Saint Katherine of Sienna Roman Catholic Church - how far is that?',
   mentions=['Saint James Convent', 'Saint Katherine of Sienna Roman Catholic Church'])
def t5():
    return rt(B, 'car', one(B, 'Saint James Convent'), one(B, 'Saint Katherine of Sienna Roman Catholic Church'))


@Q('route', B, 'how long does it take to drive from Iglesia de Dios de Baltimore to the bus stop S President St & E Baltimore St? distance too pls',
   mentions=['Iglesia de Dios de Baltimore', 'S President St & E Baltimore St'])
def t6():
    return rt(B, 'car', one(B, 'Iglesia de Dios de Baltimore'), one(B, 'S President St & E Baltimore St'), time=True)


@Q('route', B, 'Har Sinai Church of Christ to Pier 5 - Stop 5 by car, what distance?',
   mentions=['Har Sinai Church of Christ', 'Pier 5 - Stop 5'])
def t7():
    return rt(B, 'car', one(B, 'Har Sinai Church of Christ'), one(B, 'Pier 5 - Stop 5'))


@Q('route', B, 'Cycling from Canaan Missionary Baptist Church to 879 E Lombard St. - how many km would I ride?',
   mentions=['Canaan Missionary Baptist Church', '879 E Lombard St.'])
def t8():
    return rt(B, 'bike', one(B, 'Canaan Missionary Baptist Church'), one(B, '879 E Lombard St.'))


@Q('route', B, "I'd like to bike from Beulah Christian Community Church to the 145 S President St stop. How long will it take me?",
   mentions=['Beulah Christian Community Church', '145 S President St'])
def t9():
    return rt(B, 'bike', one(B, 'Beulah Christian Community Church'), one(B, '145 S President St'), time=True)


@Q('route', B, 'walking distance from S Broadway & Aliceanna St to S President St & Lombard St?',
   mentions=['S Broadway & Aliceanna St', 'S President St & Lombard St'])
def t10():
    return rt(B, 'foot', one(B, 'S Broadway & Aliceanna St'), one(B, 'S President St & Lombard St'))


@Q('route', B, 'Is Mount Pleasant Baptist Church to New Pilgrim Baptist Church an 8 minute walk or less?',
   mentions=['Mount Pleasant Baptist Church', 'New Pilgrim Baptist Church'])
def t11():
    ok, L = walk_verdict(B, one(B, 'Mount Pleasant Baptist Church')['geom'], one(B, 'New Pilgrim Baptist Church')['geom'], 8)
    return f"!{'yes' if ok else 'no'}; {fmt_m(L)} ±10%", f'foot {L:.0f} m'


TOUR_START = 'S Caroline St & Thames St'
TOUR_STOPS = ['Ashland Ave & Rutland Ave', 'S President St & E Baltimore St', 'S Broadway & Fleet St']


@Q('route', B, f"Errands by car tomorrow: I start at {TOUR_START} and need to stop at {TOUR_STOPS[0]}, {TOUR_STOPS[1]} and "
   f"{TOUR_STOPS[2]}, I don't have to return to the start. Which order is shortest, and how many metres is that?",
   mentions=[TOUR_START] + TOUR_STOPS)
def t12():
    order, tot, fig = tour(B, 'car', (TOUR_START, one(B, TOUR_START)), [(n, one(B, n)) for n in TOUR_STOPS])
    return '; '.join(order) + f'; {fmt_m(tot)} ±10%', fig


# ---------------------------------------------------------------- aggregate
@Q('aggregate', H, 'what type of bike parking is most common in the Heidelberg data - stands, wall loops or something else?')
def g1():
    import collections
    fs = kind(H, lambda g: g.get('amenity') == 'bicycle_parking', check_pairs=False)
    c = collections.Counter(f['tags'].get('bicycle_parking') for f in fs if f['tags'].get('bicycle_parking'))
    (w, n1), (_, n2) = c.most_common(2)
    untyped = sum(1 for f in fs if not f['tags'].get('bicycle_parking'))
    need(n1 > n2 + untyped, 'winner not safe against the untyped racks')
    return f'!{w} | !stand', f'{dict(c)}, {untyped} without a type'


@Q('aggregate', H, 'How many taxi stands are there in the Heidelberg data?')
def g2():
    fs = kind(H, lambda g: g.get('amenity') == 'taxi', r=30)
    return f'#{len(fs)}', f'{len(fs)} amenity=taxi'


@Q('aggregate', H, 'count the kindergartens in the heidelberg extract please')
def g3():
    fs = kind(H, lambda g: g.get('amenity') == 'kindergarten', r=30)
    need(not [f for f in DATA[H] if f['tags'].get('amenity') == 'childcare'], 'childcare features')
    return f'#{len(fs)}', f'{len(fs)} amenity=kindergarten'


@Q('aggregate', H, 'Heidelberg: of the staircases that have a step count, how many have more than 30 steps?')
def g4():
    fs = [f for f in DATA[H] if f['tags'].get('highway') == 'steps' and f['tags'].get('step_count')]
    vals = [int(f['tags']['step_count']) for f in fs]
    need(not [v for v in vals if 28 <= v <= 32], 'a step count near the threshold')
    n = sum(1 for v in vals if v > 30)
    return f'#{n}', f'step counts {sorted(vals)}'


@Q('aggregate', H, 'my cat needs a vet while we stay in heidelberg - how many vets are in the data?')
def g5():
    kind_absent(H, [('amenity', 'veterinary'), ('healthcare', 'veterinary'), ('shop', 'pet')],
                ['tierarzt', 'tierklinik', 'veterin', 'tiermedizin', 'kleintier'], exact=['vet', 'vets', 'tierarzte'])
    return '#0 | !none | !no vet | ' + NOT_IN_DATA, 'trap: no veterinary by tags or words'


@Q('aggregate', S, 'Of the restaurants in the Singapore data, how many actually say what cuisine they serve?')
def g6():
    fs = kind(S, lambda g: g.get('amenity') == 'restaurant')
    n = sum(1 for f in fs if f['tags'].get('cuisine'))
    return f'#{n}', f'{n} of {len(fs)} restaurants carry cuisine'


@Q('aggregate', S, 'how many viewpoints does the singapore extract have?')
def g7():
    fs = kind(S, lambda g: g.get('tourism') == 'viewpoint', r=30)
    return f'#{len(fs)}', f'{len(fs)} tourism=viewpoint'


@Q('aggregate', S, 'is there a pharmacy anywhere in the singapore data? how many?')
def g8():
    kind_absent(S, [('amenity', 'pharmacy'), ('shop', 'chemist'), ('healthcare', 'pharmacy'), ('amenity', 'chemist')],
                ['pharm', 'chemist', 'guardian', 'watsons', 'drug', 'apothe', 'unity'])
    return '#0 | !none | !no pharmacy | ' + NOT_IN_DATA, 'trap: no pharmacy by tags or words'


@Q('aggregate', B, 'Of the old streetcar lines in the Baltimore data, how many were still running after 1940?')
def g9():
    fs = [f for f in DATA[B] if f['t'] == 'r' and f['tags'].get('railway') == 'dismantled'
          and f['tags'].get('old_railway_operator') == 'UR&E']
    ys = [years(f['tags']['note']) for f in fs]
    need(not [e for _, e in ys if e in (1940, 1941)], 'an end year at the threshold')
    n = sum(1 for _, e in ys if e > 1940)
    return f'#{n}', f'{len(fs)} lines, end years {sorted(e for _, e in ys)}'


@Q('aggregate', B, 'how many different Amtrak trains have a route in the baltimore data?')
def g10():
    fs = [f for f in DATA[B] if f['t'] == 'r' and f['tags'].get('route') == 'train']
    names = {f['tags'].get('name') for f in fs}
    refs = {f['tags'].get('ref') for f in fs}
    need(len(names) == len(refs) and all(n and n.startswith('Amtrak - ') for n in names), 'names / refs')
    need(all(f['tags'].get('operator') == 'Amtrak' for f in fs), 'operator')
    return f'#{len(names)}', f'{len(fs)} train route relations, {len(names)} distinct names'


@Q('aggregate', B, 'In Baltimore, how many of the bus stops in the data have a shelter?')
def g11():
    fs = kind(B, lambda g: g.get('highway') == 'bus_stop', check_pairs=False)
    need(not possibly_one(fs, 5), 'two stops may be one')
    n = sum(1 for f in fs if f['tags'].get('shelter') == 'yes')
    need(n == sum(1 for f in DATA[B] if f['tags'].get('shelter') == 'yes'), 'shelter=yes outside the bus stops')
    bare = [f for f in fs if f['tags'].get('shelter') != 'yes']
    for sh in [f for f in DATA[B] if f['tags'].get('amenity') == 'shelter']:
        need(all(dist(sh['geom'], b['geom']) > 30 for b in bare), 'a separate shelter next to a stop without shelter=yes')
    return f'#{n}', f'{n} of {len(fs)} bus stops with shelter=yes'


@Q('aggregate', B, 'any bike rental or bike share stations in the baltimore data? how many?')
def g12():
    kind_absent(B, [('amenity', 'bicycle_rental'), ('shop', 'bicycle_rental'), ('bicycle_rental', 'yes')],
                ['bikeshare', 'bicycle_rental', 'bcycle'])
    for f in DATA[B]:
        n = f['tags'].get('name', '')
        need(not re.search(r'bike ?share|bicycle (rental|share)|bike rental', fold(n)), f'name {n!r}')
    return '#0 | !none | !no bike | ' + NOT_IN_DATA, 'trap: no bike rental by tags or words'


# ============================================================ checks, output
FILES_OUT = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
HEADER = ('# val29 {k} - held out; written before the system was run on it. Map data (c) OpenStreetMap contributors, ODbL 1.0\n'
          '# question\tgold\tkind (golds recomputed by gold_val29.py from shared/data/osm-fresh)\n')
ITEM = re.compile(r'^(#\d+|~\d+ m( ±10%)?|~\d+ m2|![^|;]+|[^!#~|;][^|;]*)$')


def check_gold_syntax(gold):
    for item in gold.split('; '):
        for alt in item.split(' | '):
            need(alt == alt.strip() and alt and ITEM.match(alt), f'bad gold item {alt!r}')


def scan(q, gold):
    need(not older_hits(q['text']), f'older name in question: {older_hits(q["text"])}')
    for m in q['mentions']:
        need(m in q['text'], f'mention {m!r} not verbatim')
    for item in gold.split('; '):
        for alt in item.split(' | '):
            a = alt.lstrip('!#~')
            if re.fullmatch(r'[\d.,:]+( m2| m| m ±10%| min| minutes)?', a) or a in ('min', 'minute', 'hour'):
                continue
            need(not older_hits(a), f'older name in gold item {alt!r}: {older_hits(a)}')


def run():
    rows = []
    for q in QUESTIONS:
        try:
            gold, fig = q['fn']()
            check_gold_syntax(gold)
            scan(q, gold)
            rows.append((q, gold, fig, None))
        except Fragile as e:
            rows.append((q, None, None, str(e)))
        except Exception as e:      # a computation error is itself a fragile gold
            rows.append((q, None, None, f'error: {type(e).__name__}: {e}'))
    return rows


def set_checks(rows):
    probs = []
    towns = {t: 0 for t in FILES}
    for k in FILES_OUT:
        n = sum(1 for q, *_ in rows if q['file'] == k)
        if n != 12:
            probs.append(f'{k}: {n} questions, not 12')
    for q, *_ in rows:
        towns[q['town']] += 1
    if towns[H] < 20 or towns[S] < 10:
        probs.append(f'town counts {towns}')
    traps = sum(1 for q, g, *_ in rows if g and g.endswith(NOT_IN_DATA))
    if traps < 7:
        probs.append(f'{traps} traps')
    texts = [q['text'] for q, *_ in rows]
    if len(set(texts)) != len(texts):
        probs.append('duplicate question')
    return probs, towns, traps


def tsv_text(rows, k):
    out = HEADER.format(k=k)
    for q, gold, fig, err in rows:
        if q['file'] == k:
            out += f"{q['text']}\t{gold}\t{q['kind']}\n"
    return out


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ''
    rows = run()
    probs, towns, traps = set_checks(rows)
    fragile = [(q, err) for q, g, f, err in rows if err]
    if mode == '--write':
        if fragile or probs:
            for q, err in fragile:
                print(f'FRAGILE [{q["file"]}] {q["text"]}: {err}')
            for p in probs:
                print('SET:', p)
            print('refused: fragile golds, nothing written')
            sys.exit(1)
        for k in FILES_OUT:
            (HERE / f'val29-{k}.tsv').write_text(tsv_text(rows, k), encoding='utf-8')
        print('written', towns, 'traps', traps)
        return
    if mode == '--check':
        bad = 0
        for k in FILES_OUT:
            p = HERE / f'val29-{k}.tsv'
            lines = p.read_text(encoding='utf-8').split('\n') if p.exists() else []
            mine = [(q, g, err) for q, g, f, err in rows if q['file'] == k]
            body = [(i + 1, l) for i, l in enumerate(lines) if l and not l.startswith('#')]
            if len(body) != len(mine):
                print(f'{p.name}: {len(body)} questions in the file, {len(mine)} in the script'); bad += 1
            for (ln, line), (q, g, err) in zip(body, mine):
                parts = line.split('\t')
                if err:
                    print(f'{p.name}:{ln}: fragile gold: {err}'); bad += 1
                if parts != [q['text'], g or '', q['kind']]:
                    print(f'{p.name}:{ln}: differs (file {parts[1:2]}, computed {g!r})'); bad += 1
        for pr in probs:
            print('SET:', pr); bad += 1
        print('check:', 'FAILED' if bad else 'ok', f'({len(rows)} questions, towns {towns}, traps {traps})')
        sys.exit(1 if bad else 0)
    for q, g, fig, err in rows:
        print(f"[{q['file']}] ({q['town']}, {q['kind']}) {q['text']}\n    gold: {g}\n    figures: {fig}"
              + (f'\n    FRAGILE: {err}' if err else ''))
    for p in probs:
        print('SET:', p)
    print(f'towns {towns}, traps {traps}, fragile {len(fragile)}')


if __name__ == '__main__':
    main()
