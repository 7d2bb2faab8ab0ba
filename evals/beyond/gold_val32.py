#!/usr/bin/env python3
"""gold_val32.py - recomputes every gold of the val32 "beyond" validation set from the raw osm-fresh extracts.

No flag: prints question, town, kind, gold and figures.  --check: compares with the five TSVs, exit 1 naming
file:line on any difference or fragile gold.  --write: rewrites the five TSVs (refused while any gold is fragile).
Map data (c) OpenStreetMap contributors, ODbL 1.0.  Run with: /tmp/val7env/bin/python -B gold_val32.py [--check|--write]
"""
import sys, os, re, math, itertools, collections, unicodedata
from pathlib import Path
import osmium
import networkx as nx
from shapely.geometry import Point, LineString, Polygon, MultiPolygon
from shapely.ops import nearest_points
import shapely
import numpy as np
from pyproj import Geod, Transformer

HERE = Path(__file__).resolve().parent
DATA = Path(os.environ.get('GEOREACT_FRESH_DIR') or (Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'))
FILES = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Baltimore': 'baltimore-2015.osm.pbf',
         'Singapore': 'singapore-bayfront-2019.osm.pbf'}
GEOD = Geod(ellps='WGS84')
NOT_IN_DATA = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIME_ITEM = '!min | !minute | !hour'
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
# unnamed anchors of older sets (README-val30 / README-val31, by id), refused as anchors; kinds refused by tag
REFUSED_ANCHOR_IDS = {('n', 1783500461), ('n', 1778102894), ('n', 1826839145), ('w', 179552524), ('w', 96599364),
  ('n', 1743456870), ('n', 1383144909), ('n', 2896356673), ('n', 1904319925), ('n', 1794981583), ('w', 139),
  ('n', 1908447716), ('n', 1531155348), ('n', 2590577890), ('n', 2720830627), ('n', 1539741096), ('n', 3013021790),
  ('n', 3184688312), ('w', 277455040), ('n', 1897490810), ('n', 1027945019)}
REFUSED_TAGS = {('amenity', v) for v in ['post_box', 'toilets', 'telephone', 'grit_bin', 'atm', 'smoking_area', 'shelter',
  'clock', 'charging_station', 'car_sharing', 'post_office', 'taxi', 'motorcycle_parking', 'bicycle_parking', 'cinema']} | {
  ('historic', 'memorial'), ('emergency', 'fire_hydrant'), ('highway', 'elevator'), ('playground', 'sandpit'),
  ('power', 'substation'), ('tourism', 'hotel'), ('man_made', 'tower'), ('barrier', 'turnstile'), ('shop', 'vacant'),
  ('advertising', 'column'), ('railway', 'razed'), ('landuse', 'cemetery'), ('surveillance', 'webcam'),
  ('highway', 'give_way'), ('building', 'hut'), ('barrier', 'lift_gate'), ('man_made', 'surveillance')}
REFUSED_KEYS = {'inscription', 'collection_times', 'fee', 'trail_visibility', 'memorial', 'step_count', 'capacity', 'map_size',
  'camera:type', 'office', 'tower:type', 'playground'}


def fold(s):
    s = unicodedata.normalize('NFKD', s)
    s = ''.join(c for c in s if not unicodedata.combining(c))
    return s.casefold().replace('ß', 'ss')


def words(s, drop_apos=True):
    s = fold(s)
    for a in ("'", '’'):
        s = s.replace(a, '' if drop_apos else ' ')
    return re.findall(r'[0-9a-z#]+', s)


def inside(a, b):
    """a lies inside b as whole words (under both apostrophe readings)."""
    for ap in (True, False):
        wa, wb = words(a, ap), words(b, ap)
        if wa and any(wb[i:i + len(wa)] == wa for i in range(len(wb) - len(wa) + 1)):
            return True
    return False


ALL_OLD = OLDER_SETS + LEFT_OUT


def older_in_text(text):
    return [o for o in ALL_OLD if inside(o, text)]


def overlaps_older(name):
    return [o for o in ALL_OLD if inside(o, name) or inside(name, o)]


# ============================================================ data
class Fragile(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fragile(msg)


_CACHE = {}


def load(town):
    if town in _CACHE:
        return _CACHE[town]
    feats, ways = [], []
    fp = osmium.FileProcessor(str(DATA / FILES[town])).with_locations().with_areas()
    for o in fp:
        t = {k: v for k, v in o.tags} if len(o.tags) else {}
        if o.is_node():
            if t:
                feats.append(dict(kind='n', id=o.id, tags=t, geom=Point(o.location.lon, o.location.lat)))
        elif o.is_way():
            try:
                coords = [(n.lon, n.lat) for n in o.nodes]
                refs = [n.ref for n in o.nodes]
            except Exception:
                continue
            if t.get('highway'):
                ways.append((o.id, t, refs, coords))
            if not t or len(coords) < 2:
                continue
            closed = refs[0] == refs[-1] and len(refs) >= 4
            if closed and (not t.get('highway') or t.get('area') == 'yes'):
                continue          # the polygon comes from the area handler
            feats.append(dict(kind='w', id=o.id, tags=t, geom=LineString(coords)))
        elif o.is_relation():
            if t and t.get('type') not in ('multipolygon', 'boundary'):
                feats.append(dict(kind='r', id=o.id, tags=t, geom=None,
                                  members=[(m.type, m.ref, m.role) for m in o.members]))
        elif o.is_area():
            if not t:
                continue
            if o.from_way() and t.get('highway') and t.get('area') != 'yes':
                continue
            polys = []
            for outer in o.outer_rings():
                polys.append(Polygon([(n.lon, n.lat) for n in outer],
                                     [[(n.lon, n.lat) for n in inner] for inner in o.inner_rings(outer)]))
            g = polys[0] if len(polys) == 1 else MultiPolygon(polys)
            feats.append(dict(kind='w' if o.from_way() else 'r', id=o.orig_id(), tags=t, geom=g, area=True))
    # a closed way that osmium could not turn into a polygon is kept as a line
    have = {(f['kind'], f['id']) for f in feats}
    for wid, t, refs, coords in []:
        pass
    _CACHE[town] = (feats, ways)
    return _CACHE[town]


def all_feats():
    for tw in FILES:
        for f in load(tw)[0]:
            yield tw, f


def by_id(town, kind, oid):
    r = [f for f in load(town)[0] if f['kind'] == kind and f['id'] == oid]
    need(r, f'no feature {kind}{oid} in {town}')
    return r


# ============================================================ geometry
def anchor_pt(g):
    if g.geom_type == 'Point':
        return g
    if g.geom_type in ('Polygon', 'MultiPolygon'):
        return g.centroid
    return g.interpolate(0.5, normalized=True)


def geo_dist(g1, g2):
    """geodesic distance between the nearest points of two geometries (AEQD centred on the first)."""
    c = anchor_pt(g1)
    tr = Transformer.from_crs('EPSG:4326', f'+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84', always_xy=True)
    inv = Transformer.from_crs(f'+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84', 'EPSG:4326', always_xy=True)
    f = lambda c: np.column_stack(tr.transform(c[:, 0], c[:, 1]))
    p1, p2 = shapely.transform(g1, f), shapely.transform(g2, f)
    if p1.intersects(p2):
        return 0.0
    a, b = nearest_points(p1, p2)
    (x1, y1), (x2, y2) = inv.transform(a.x, a.y), inv.transform(b.x, b.y)
    return GEOD.inv(x1, y1, x2, y2)[2]


def pt_dist(p, q):
    return GEOD.inv(p.x, p.y, q.x, q.y)[2]


def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])


def length(g):
    return GEOD.geometry_length(g)


# ============================================================ places
def feats_named(name):
    return [(tw, f) for tw, f in all_feats() if f['tags'].get('name') == name]


def all_names():
    return {f['tags']['name'] for tw, f in all_feats() if f['tags'].get('name')}


def place(town, mention, full=None, own_ref=None):
    """features of a named place; the mention equals one distinct feature name, or lies inside exactly one (full)."""
    full = full or mention
    need(mention in full, f'mention {mention!r} not in {full!r}')
    hits = feats_named(full)
    need(hits, f'no feature named {full!r}')
    need(all(tw == town for tw, _ in hits), f'{full!r} outside {town}')
    names = all_names()
    holders = [n for n in names if inside(mention, n)]
    if own_ref is None:
        need(holders == [full], f'mention {mention!r} inside {holders[:6]}')
    else:   # longer names holding it must be that line's own route relations (same ref)
        for n in holders:
            if n == full:
                continue
            for tw, f in feats_named(n):
                need(tw == town and f['tags'].get('ref') == own_ref, f'{mention!r} also inside {n!r}')
    fk = re.sub(r'[^0-9a-z]', '', fold(full))
    twins = [n for n in names if n != full and re.sub(r'[^0-9a-z]', '', fold(n)) == fk]
    need(not twins, f'namesakes of {full!r}: {twins}')
    need(not overlaps_older(full), f'{full!r} overlaps older {overlaps_older(full)[:3]}')
    need(not overlaps_older(mention), f'{mention!r} overlaps older')
    for o in LEFT_OUT:
        need(fold(o) != fold(mention), f'mention {mention!r} equals LEFT_OUT')
    return [f for tw, f in hits]


def value_anchor(town, key, val, word):
    """an unnamed feature known by a value unique across the three extracts."""
    hits = [(tw, f) for tw, f in all_feats() if f['tags'].get(key) == val]
    need(len(hits) == 1, f'{key}={val} matches {len(hits)}')
    tw, f = hits[0]
    need(tw == town and 'name' not in f['tags'], f'{key}={val} named or elsewhere')
    need((f['kind'], f['id']) not in REFUSED_ANCHOR_IDS, 'older anchor')
    need(not any((k, v) in REFUSED_TAGS for k, v in f['tags'].items()), 'refused tag')
    need(not any(k in REFUSED_KEYS for k in f['tags']), 'refused key')
    need(not any(inside(word, f2['tags']['name']) for f2 in load(town)[0] if f2['tags'].get('name')),
         f'word {word!r} inside a {town} name')
    return f


def possibly_one(F, r=10.0):
    for a, b in itertools.combinations(F, 2):
        na, nb = a['tags'].get('name'), b['tags'].get('name')
        if (na == nb or not na or not nb) and (a['kind'], a['id']) != (b['kind'], b['id']):
            if geo_dist(a['geom'], b['geom']) < r:
                return (a['kind'], a['id'], b['kind'], b['id'])
    return None


def count_kind(town, pred, r=10.0, dedupe=True):
    F = [f for f in load(town)[0] if pred(f['tags']) and f['geom'] is not None]
    seen, G = set(), []
    for f in F:
        if (f['kind'], f['id']) in seen:
            continue
        seen.add((f['kind'], f['id']))
        G.append(f)
    p = possibly_one(G, r)
    need(p is None, f'possibly-one pair {p}')
    return G


def kv(k, v):
    return lambda t: t.get(k) == v


def absent_kind(town, tagpreds, wordpat):
    """trap: no feature of the kind by tags, and no word matching wordpat in the usual values."""
    keys = ('name', 'brand', 'operator', 'description', 'amenity', 'shop', 'healthcare', 'office', 'craft', 'cuisine',
            'tourism', 'leisure', 'vending', 'building', 'service')
    for f in load(town)[0]:
        t = f['tags']
        need(not any(p(t) for p in tagpreds), f'kind present: {f["kind"]}{f["id"]}')
        for k in keys:
            if k in t:
                need(not re.search(wordpat, fold(t[k])), f'word present: {k}={t[k]!r}')


def absent_tags(feats, keys):
    for f in feats:
        for k in f['tags']:
            need(not any(k == x or k.startswith(x + ':') for x in keys), f'tag {k} present on {f["kind"]}{f["id"]}')


# ============================================================ opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
HAND = {   # free-text values read by hand (as README-val28 ... val31 did)
    'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00',
    'Weekdays 7-3, Saturdays 7-6, Sundays 7-4': 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
    '8-6:30': '08:00-18:30',
}
_SEL = r'(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?'
_SELS = _SEL + r'(?:,' + _SEL + r')*'
_RNG = r'\d{1,2}:\d{2}-\d{1,2}:\d{2}'
STRICT_RULE = re.compile(r'^(?:(' + _SELS + r') )?((?:' + _RNG + r')(?:,' + _RNG + r')*|off|closed)$')


def _days(sel):
    out = []
    for part in sel.split(','):
        if '-' in part:
            a, b = part.split('-')
            i, j = DAYS.index(a), DAYS.index(b)
            k = i
            while True:
                out.append(k)
                if k == j:
                    break
                k = (k + 1) % 7
        else:
            out.append(DAYS.index(part))
    return out


def _mins(hm):
    h, m = hm.split(':')
    return int(h) * 60 + int(m)


def _build(rules, openend):
    week = {d: [] for d in range(7)}
    for sel, times in rules:
        ds = list(range(7)) if not sel else _days(sel)
        iv = []
        if times not in ('off', 'closed'):
            for r in times.split(','):
                if r.endswith('+'):
                    s = _mins(r[:-1])
                    e = s + 1 if openend == 'short' else 1440
                else:
                    a, b = r.split('-')
                    s, e = _mins(a), _mins(b)
                    if e <= s:
                        e += 1440
                iv.append((s, e))
        for d in ds:
            week[d] = list(iv)
    return week


def parse_strict(v):
    v = v.strip()
    if v == '24/7':
        return [('', '0:00-24:00')]
    rules = []
    for r in v.split(';'):
        r = r.strip()
        m = STRICT_RULE.match(r)
        if not m:
            return None
        rules.append((m.group(1) or '', m.group(2)))
    return rules


def parse_lenient(v):
    s = v.strip()
    if s == '24/7':
        return [('', '0:00-24:00')]
    s = re.sub(r'(?:;|,)?\s*PH\s+(?:off|closed)', '', s, flags=re.I)
    s = re.sub(r'\b(Mo|Tu|We|Th|Fr|Sa|Su|So)\.', r'\1', s)
    s = re.sub(r'\b(Mo|Tu|We|Th|Fr|Sa|Su|So):', r'\1', s)
    s = re.sub(r'\bSo\b', 'Su', s)
    s = re.sub(r'\s*-\s*', '-', s)
    s = re.sub(r'\s*,\s*', ',', s)
    tok = re.compile(r'\s*(?:(' + _SELS + r')\s+)?((?:' + _RNG + r'\+?|\d{1,2}:\d{2}\+)(?:,(?:' + _RNG + r'|\d{1,2}:\d{2}\+))*|off|closed)\s*(?:;|,|$)')
    pos, rules = 0, []
    while pos < len(s):
        m = tok.match(s, pos)
        if not m or m.end() == pos:
            return None
        rules.append((m.group(1) or '', m.group(2)))
        pos = m.end()
    return rules or None


def readings(v):
    v = HAND.get(v, v)
    out = []
    for p in (parse_strict(v), parse_lenient(v)):
        if p is None:
            continue
        for oe in ('short', 'midnight'):
            out.append(_build(p, oe))
    return out


def _open(week, day, t, strict_spill):
    if any(s <= t < e for s, e in week[day]):
        return True
    prev = week[(day - 1) % 7]
    if strict_spill and week[day]:
        return False
    return any(e > 1440 and t < e - 1440 for s, e in prev)


def verdict(v, day, t):
    """open / closed at day (0=Mo) minute t, stable -15..+15 min, both spill readings, every reading; else None."""
    R = readings(v)
    if not R:
        return None
    res = set()
    for w in R:
        for dt in range(-15, 16):
            d, tt = day, t + dt
            if tt < 0:
                d, tt = (d - 1) % 7, tt + 1440
            if tt >= 1440:
                d, tt = (d + 1) % 7, tt - 1440
            for st in (True, False):
                res.add(_open(w, d, tt, st))
    return res.pop() if len(res) == 1 else None


def hours_places(town, pred):
    """places of a kind with opening_hours (one place per name within 30 m; other pairs within 10 m refused)."""
    F = [f for f in load(town)[0] if pred(f['tags']) and 'opening_hours' in f['tags']
         and f['tags']['opening_hours'].strip() != 'unknown']
    places = []
    for f in F:
        for p in places:
            q = p[0]
            if q['tags'].get('name') and q['tags'].get('name') == f['tags'].get('name') and geo_dist(q['geom'], f['geom']) < 30:
                p.append(f)
                break
        else:
            places.append([f])
    for a, b in itertools.combinations(places, 2):
        need(geo_dist(a[0]['geom'], b[0]['geom']) >= 10 or (a[0]['tags'].get('name') and b[0]['tags'].get('name')
             and a[0]['tags']['name'] != b[0]['tags']['name']), 'possibly-one hours pair')
    return places


def count_open(town, pred, day, t):
    P = hours_places(town, pred)
    n = 0
    for p in P:
        vs = {verdict(f['tags']['opening_hours'], day, t) for f in p}
        need(len(vs) == 1 and None not in vs, f'unstable hours {p[0]["tags"].get("opening_hours")!r}')
        n += vs.pop()
    return n, len(P)


# ============================================================ routing
NONWAYS = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area', 'services',
           'razed', 'disused', 'bus_guideway', 'escape'}
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
_GRAPHS = {}


def build_graph(town, mode, variant):
    key = (town, mode, variant)
    if key in _GRAPHS:
        return _GRAPHS[key]
    G = nx.DiGraph()
    coords = {}
    for wid, t, refs, cs in load(town)[1]:
        hw = t.get('highway')
        acc = t.get('access')
        if mode == 'car':
            if hw not in CAR or acc in ('no', 'private'):
                continue
            if variant == 'strict' and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')):
                continue
        elif mode == 'bike':
            ok = (hw in CAR and not hw.startswith(('motorway', 'trunk'))) or hw in ('cycleway', 'path', 'track') \
                or t.get('bicycle') in ('yes', 'designated')
            if not ok or t.get('bicycle') == 'no':
                continue
            if variant == 'strict' and acc in ('no', 'private') and t.get('bicycle') not in ('yes', 'designated', 'permissive'):
                continue
        else:
            if hw in NONWAYS or hw.startswith(('motorway', 'trunk')) or t.get('foot') == 'no':
                continue
            if variant == 'strict' and acc in ('no', 'private') and t.get('foot') not in ('yes', 'designated', 'permissive'):
                continue
        ow = t.get('oneway')
        fwd, bwd = True, True
        if mode in ('car', 'bike'):
            if ow in ('yes', 'true', '1'):
                bwd = False
            elif ow == '-1':
                fwd = False
            if variant == 'strict' and (t.get('junction') == 'roundabout' or (mode == 'car' and hw in ('motorway',))) and ow not in ('no', '-1'):
                bwd = False
            if mode == 'bike' and (t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite')):
                fwd, bwd = True, True
            if mode == 'bike' and variant == 'nooneway':
                fwd, bwd = True, True
        for (a, ca), (b, cb) in zip(zip(refs, cs), zip(refs[1:], cs[1:])):
            d = GEOD.inv(ca[0], ca[1], cb[0], cb[1])[2]
            coords[a], coords[b] = ca, cb
            if fwd:
                G.add_edge(a, b, w=d)
            if bwd:
                G.add_edge(b, a, w=d)
    comp = max(nx.strongly_connected_components(G), key=len) if len(G) else set()
    _GRAPHS[key] = (G, coords, comp)
    return _GRAPHS[key]


def snap(town, mode, variant, p, whole):
    G, coords, comp = build_graph(town, mode, variant)
    cand = G.nodes if whole else comp
    k = math.cos(math.radians(p.y))
    near = sorted(cand, key=lambda n: ((coords[n][0] - p.x) * k) ** 2 + (coords[n][1] - p.y) ** 2)[:20]
    best = min(near, key=lambda n: GEOD.inv(p.x, p.y, coords[n][0], coords[n][1])[2])
    return best, GEOD.inv(p.x, p.y, coords[best][0], coords[best][1])[2]


def route_len(town, mode, A, B, variant='base', whole=False):
    G, coords, comp = build_graph(town, mode, variant)
    a, da = snap(town, mode, variant, A, whole)
    b, db = snap(town, mode, variant, B, whole)
    need(da <= 100 and db <= 100, f'snapped {da:.0f} / {db:.0f} m away')
    try:
        return nx.dijkstra_path_length(G, a, b, weight='w')
    except nx.NetworkXNoPath:
        raise Fragile('no path')


def route(town, mode, ends_a, ends_b):
    """ends_*: lists of points (every feature of the place). Returns the main length and the figures."""
    A, B = ends_a[0], ends_b[0]
    straight = pt_dist(A, B)
    need(300 <= straight <= 5000, f'straight line {straight:.0f} m')
    main = route_len(town, mode, A, B)
    need(main <= 2.5 * straight, f'route {main:.0f} > 2.5 x straight {straight:.0f}')
    need(main >= 0.97 * straight, 'route shorter than the straight line')
    variants = ['strict'] + (['nooneway'] if mode == 'bike' else [])
    lens = []
    for a in ends_a:
        for b in ends_b:
            for v in ['base'] + variants:
                for whole in (False, True):
                    lens.append(route_len(town, mode, a, b, v, whole))
    for L in lens:
        need(abs(L - main) <= 0.03 * main, f'variant {L:.0f} vs {main:.0f}')
    return main, dict(straight=round(straight), variants=(round(min(lens)), round(max(lens))))


def place_pts(feats):
    return [anchor_pt(f['geom']) for f in feats if f['geom'] is not None]


def rlen(L):
    return f'~{int(round(L, -1))} m ±10%'


def walk_verdict(L_lo, L_hi, T):
    if L_hi <= 0.9 * T * 50:
        return '!yes'
    if L_lo >= 1.1 * T * 100:
        return '!no'
    raise Fragile('walking verdict undecided')


# ============================================================ questions
Q = []   # (file, town, question, kind, function returning (gold, figures))


def q(file, town, text):
    def deco(fn):
        Q.append((file, town, text, 'one', fn))
        return fn
    return deco


def relset(town, ref, master_name):
    return [f for f in load(town)[0] if f['kind'] == 'r' and f['tags'].get('ref') == ref
            and (f['tags'].get('route') == 'bus' or f['tags'].get('route_master') == 'bus')]


def tagval(feats, key):
    vs = {f['tags'].get(key) for f in feats}
    need(len(vs) == 1 and None not in vs, f'{key}: {vs}')
    return vs.pop()


# ---------------------------------------------------------------- attribute
@q('attribute', 'Heidelberg', "heidelberg buses: the Bus 30: MPI => HITS => Uniplatz starts at \"MPI\" - what's the full name of that stop?")
def _():
    f = place('Heidelberg', 'Bus 30: MPI => HITS => Uniplatz')
    v = tagval(f, 'from')
    need(v == 'Heidelberg Max-Planck-Institut für Astronomie', v)
    return 'Max-Planck-Institut | Max Planck Institut | Max Planck Institute', v


@q('attribute', 'Heidelberg', "Which transport network does Bus 31 in Heidelberg belong to?")
def _():
    f = place('Heidelberg', 'Bus 31', own_ref='31')
    v = tagval(f, 'network')
    need(v == 'VRN', v)
    return '!VRN | Verkehrsverbund Rhein-Neckar', v


@q('attribute', 'Heidelberg', "According to the map, who is the operator of the Bundesstraße 37?")
def _():
    f = place('Heidelberg', 'Bundesstraße 37')
    v = tagval(f, 'operator')
    need(v == 'Bundesrepublik Deutschland', v)
    return 'Bundesrepublik | !federal republic | !federal government', v


@q('attribute', 'Heidelberg', "I'm taking Bus 752 out of Heidelberg tomorrow. Which company runs that line?")
def _():
    place('Heidelberg', 'Bus 752', own_ref='752')
    rs = relset('Heidelberg', '752', 'Bus 752')
    need(len(rs) >= 3, 'bus 752 relations')
    absent_tags(rs, ['operator', 'network', 'brand', 'description', 'note', 'website', 'contact', 'owner'])
    return NOT_IN_DATA, f'{len(rs)} relations of ref 752 without operator/network/brand'


@q('attribute', 'Singapore', "singapore bus Svc 653 - do you know which company operates it?")
def _():
    f = place('Singapore', 'Svc 653', 'Svc 653 (Hume Ave => Marina Blvd AM Peak)')
    absent_tags(f, ['operator', 'network', 'brand', 'description', 'note', 'website', 'contact', 'owner'])
    return NOT_IN_DATA, 'no operator/network/brand'


@q('attribute', 'Baltimore', "The Amtrak Silver Star train that comes through Baltimore: which city does it start from?")
def _():
    f = place('Baltimore', 'Silver Star', 'Amtrak - Silver Star')
    v = tagval(f, 'from')
    need(v == 'New York, NY', v)
    return 'New York', v


@q('attribute', 'Baltimore', "what's the airport code of the Pier 7 Helipad?")
def _():
    f = place('Baltimore', 'Pier 7 Helipad')
    v = tagval(f, 'iata')
    need(v == '4MD', v)
    return '!4MD', v


@q('attribute', 'Baltimore', "Does the Bus 20: Eastern & Ponca run every day? If not, when does it run")
def _():
    f = place('Baltimore', 'Bus 20: Eastern & Ponca')
    v = tagval(f, 'description')
    need('only on school days' in v, v)
    return '!no; !school', v


@q('attribute', 'Baltimore', "From what year to what year did the Edmondson Avenue and Monument Street Line run?")
def _():
    f = place('Baltimore', 'Edmondson Avenue and Monument Street Line')
    v = tagval(f, 'note')
    m = re.fullmatch(r'route from (\d{4}) to (\d{4})', v)
    need(m, v)
    return f'!{m.group(1)}; !{m.group(2)}', v


@q('attribute', 'Baltimore', "Bus 23: Fox Ridge - where does that route begin?")
def _():
    f = place('Baltimore', 'Bus 23: Fox Ridge')
    v = tagval(f, 'from')
    need(v == 'Route 40 & Rolling Road', v)
    return 'Rolling Road', v


@q('attribute', 'Baltimore', "quick one: what's the first stop of Quickbus 48: Towson Town Center?")
def _():
    f = place('Baltimore', 'Quickbus 48: Towson Town Center')
    m = [g for g in load('Baltimore')[0] if g['kind'] == 'r' and g['tags'].get('ref') == 'qb48']
    absent_tags(f + m, ['from', 'to', 'via', 'description', 'note', 'destination'])
    return NOT_IN_DATA, f'{len(f + m)} relations of ref qb48 without from/to/via'


@q('attribute', 'Baltimore', "Could you find me a phone number for the Ukrainian American Youth Association Incorporated?")
def _():
    f = place('Baltimore', 'Ukrainian American Youth Association Incorporated')
    absent_tags(f, ['phone', 'contact', 'website', 'url', 'email', 'fax'])
    return NOT_IN_DATA, 'no phone/contact'


# ---------------------------------------------------------------- hours
def hours_count(town, pred, day, t, yesno=False):
    n, tot = count_open(town, pred, day, t)
    need(tot >= 2, 'too few places with hours')
    if yesno:
        need(n < tot or n == 0 or True, '')
        return ('!yes; ' if n else '!no; ') + f'#{n}', f'{n} of {tot} open'
    return f'#{n}', f'{n} of {tot} open'


REST = kv('amenity', 'restaurant')
FAST = kv('amenity', 'fast_food')
ANY = lambda t: True


@q('hours', 'Heidelberg', "How many of Heidelberg's restaurants that list opening hours are open on a Monday at half past three in the afternoon?")
def _():
    return hours_count('Heidelberg', REST, 0, 15 * 60 + 30)


@q('hours', 'Heidelberg', "Sunday evening, 10:15pm, Heidelberg. Of the restaurants with opening hours in the data, how many are still open?")
def _():
    return hours_count('Heidelberg', REST, 6, 22 * 60 + 15)


@q('hours', 'Heidelberg', "heidelberg fast food places that have hours listed - how many are open saturday at 10 am")
def _():
    return hours_count('Heidelberg', FAST, 5, 10 * 60)


@q('hours', 'Heidelberg', "Is any fast food place in Heidelberg open on Thursday at 5:30pm? Only counting the ones with opening hours, and how many")
def _():
    return hours_count('Heidelberg', FAST, 3, 17 * 60 + 30, yesno=True)


@q('hours', 'Heidelberg', "I want to rent a car in Heidelberg on Saturday morning. Is there a car rental place open then?")
def _():
    absent_kind('Heidelberg', [kv('amenity', 'car_rental'), kv('shop', 'car_rental'), kv('amenity', 'vehicle_rental')],
                r'car ?rental|autovermiet|mietwagen|sixt|europcar|hertz|\bavis\b|enterprise|rent a car')
    return '!none | !no car rental | ' + NOT_IN_DATA, 'no car rental by tags or words'


@q('hours', 'Singapore', "Singapore data: of the places that list opening hours, how many are open on a Saturday at 8 in the evening?")
def _():
    return hours_count('Singapore', ANY, 5, 20 * 60)


@q('hours', 'Singapore', "Is anything open at 8am on a Wednesday in the Singapore data? going by the places with opening hours - and how many")
def _():
    return hours_count('Singapore', ANY, 2, 8 * 60, yesno=True)


@q('hours', 'Singapore', "thursday 10.30 pm in the singapore extract - how many of the places that have hours are still open?")
def _():
    return hours_count('Singapore', ANY, 3, 22 * 60 + 30)


@q('hours', 'Baltimore', "In the Baltimore data, how many places with opening hours are open on a Tuesday at 1pm?")
def _():
    return hours_count('Baltimore', ANY, 1, 13 * 60)


@q('hours', 'Baltimore', "1 in the morning on a Monday in Baltimore: how many of the places that list hours are open?")
def _():
    return hours_count('Baltimore', ANY, 0, 60)


@q('hours', 'Baltimore', "Count for me the Baltimore places with listed hours that are open Sunday at 5:30 pm")
def _():
    return hours_count('Baltimore', ANY, 6, 17 * 60 + 30)


@q('hours', 'Baltimore', "what time does the Science Center - Stop 3 water taxi stop open on weekends?")
def _():
    f = place('Baltimore', 'Science Center - Stop 3')
    absent_tags(f, ['opening_hours', 'service_times', 'hours', 'open', 'description', 'note'])
    return NOT_IN_DATA, 'no opening_hours'


# ---------------------------------------------------------------- arithmetic
def cnt(town, k, v, r=10.0):
    return len(count_kind(town, kv(k, v), r))


def diff_items(a, b):
    need(a != b and abs(a - b) > 0.1 * max(a, b) and abs(a - b) not in (a, b), f'difference {a} / {b}')
    return abs(a - b)


@q('arithmetic', 'Heidelberg', "Add up the public phones and the ATMs in the Heidelberg data - how many altogether, and how many of each?")
def _():
    a, b = cnt('Heidelberg', 'amenity', 'telephone'), cnt('Heidelberg', 'amenity', 'atm')
    return f'#{a + b}; #{a}; #{b}', f'telephones {a}, ATMs {b}'


@q('arithmetic', 'Heidelberg', "heidelberg: how many more bus stops than taxi ranks are mapped? give me both numbers too")
def _():
    a, b = cnt('Heidelberg', 'highway', 'bus_stop'), cnt('Heidelberg', 'amenity', 'taxi')
    d = diff_items(a, b)
    need(a > b, 'order')
    return f'#{d}; #{a}; #{b}', f'bus stops {a}, taxi stands {b}'


@q('arithmetic', 'Heidelberg', "In the Heidelberg map, gates minus bollards = ? (with the two counts)")
def _():
    a, b = cnt('Heidelberg', 'barrier', 'gate'), cnt('Heidelberg', 'barrier', 'bollard')
    d = diff_items(a, b)
    need(a > b, 'order')
    return f'#{d}; #{a}; #{b}', f'gates {a}, bollards {b}'


@q('arithmetic', 'Heidelberg', "How many more 3-star hotels than 2-star hotels does Heidelberg have in the data?")
def _():
    H = count_kind('Heidelberg', kv('tourism', 'hotel'), 10)
    a = sum(1 for f in H if f['tags'].get('stars') == '3')
    b = sum(1 for f in H if f['tags'].get('stars') == '2')
    d = diff_items(a, b)
    return f'#{d}; #{a}; #{b}', f'3-star {a}, 2-star {b} of {len(H)} hotels'


@q('arithmetic', 'Heidelberg', "Are there more memorials or tourist information points in the Heidelberg extract, and by how many?")
def _():
    a, b = cnt('Heidelberg', 'historic', 'memorial'), cnt('Heidelberg', 'tourism', 'information')
    d = diff_items(a, b)
    need(a > b, 'order')
    return f'!memorial; #{d}', f'memorials {a}, information {b}'


@q('arithmetic', 'Singapore', "singapore data: traffic signals minus viewpoints - what do you get? include both counts")
def _():
    a, b = cnt('Singapore', 'highway', 'traffic_signals'), cnt('Singapore', 'tourism', 'viewpoint')
    d = diff_items(a, b)
    return f'#{d}; #{a}; #{b}', f'signals {a}, viewpoints {b}'


@q('arithmetic', 'Singapore', "What's the combined water area of all the swimming pools in the Singapore extract, in m2?")
def _():
    P = [f for f in load('Singapore')[0] if f['tags'].get('leisure') == 'swimming_pool']
    need(all(f['geom'].geom_type in ('Polygon', 'MultiPolygon') for f in P), 'a pool is no polygon')
    for a, b in itertools.combinations(P, 2):
        need(not a['geom'].intersects(b['geom']), 'pools overlap')
    A = sum(area(f['geom']) for f in P)
    return f'~{int(round(A, -1))} m2', f'{len(P)} pools: ' + ', '.join(str(round(area(f['geom']))) for f in P)


@q('arithmetic', 'Baltimore', "which has the bigger footprint, Nelson Prefab Concrete or The Casino? and how many m2 bigger")
def _():
    a = place('Baltimore', 'Nelson Prefab Concrete')
    b = place('Baltimore', 'The Casino')
    need(len(a) == 1 and len(b) == 1, 'one polygon each')
    A, B = area(a[0]['geom']), area(b[0]['geom'])
    need(abs(A - B) > 0.15 * max(A, B), 'areas too close')
    big = 'Nelson Prefab' if A > B else 'The Casino'
    return f'{big}; ~{int(round(abs(A - B), -1))} m2', f'{A:.0f} vs {B:.0f} m2'


@q('arithmetic', 'Baltimore', "Gorsuch Creek vs Colgate Creek: which one is longer in the Baltimore data, and by how much?")
def _():
    L = {}
    for n in ('Gorsuch Creek', 'Colgate Creek'):
        F = [f for f in place('Baltimore', n) if f['tags'].get('waterway') in ('stream', 'drain', 'river', 'canal')]
        for x, y in itertools.combinations(F, 2):
            need(x['geom'].intersection(y['geom']).length < 1e-6, 'overlapping ways')
        L[n] = sum(length(f['geom']) for f in F)
    a, b = L['Gorsuch Creek'], L['Colgate Creek']
    need(abs(a - b) > 0.15 * max(a, b), 'too close')
    longer = 'Gorsuch' if a > b else 'Colgate'
    d = abs(a - b)
    return f'{longer}; ~{int(round(d, -1))} m', f'Gorsuch {a:.0f} m, Colgate {b:.0f} m'


@q('arithmetic', 'Baltimore', "As the crow flies, how far is the Science Center - Stop 3 from the Pier 7 Helipad?")
def _():
    a = place('Baltimore', 'Science Center - Stop 3')
    b = place('Baltimore', 'Pier 7 Helipad')
    ds = [geo_dist(x['geom'], y['geom']) for x in a for y in b] + [pt_dist(anchor_pt(x['geom']), anchor_pt(y['geom'])) for x in a for y in b]
    d = ds[0]
    need(d >= 100, 'too close')
    need(all(abs(x - d) <= max(0.05 * d, 15) for x in ds), f'readings disagree {ds}')
    return f'~{int(round(d, -1))} m', f'readings {[round(x) for x in ds]}'


@q('arithmetic', 'Baltimore', "Baltimore: how many more bars than pubs? and the two counts please")
def _():
    a, b = cnt('Baltimore', 'amenity', 'bar'), cnt('Baltimore', 'amenity', 'pub')
    d = diff_items(a, b)
    need(a > b, 'order')
    return f'#{d}; #{a}; #{b}', f'bars {a}, pubs {b}'


@q('arithmetic', 'Baltimore', "How many more storeys does the ROWHOME have than Shed 11D?")
def _():
    a = place('Baltimore', 'ROWHOME')
    b = place('Baltimore', 'Shed 11D')
    need(tagval(a, 'building:levels') == '2', 'rowhome levels')
    absent_tags(b, ['building:levels', 'levels', 'height', 'building:height', 'roof:levels'])
    return NOT_IN_DATA, 'ROWHOME building:levels=2; Shed 11D has none'


# ---------------------------------------------------------------- route
def rq(town, mode, a, b, timed=False, walk=None):
    def fn():
        A, B = place(town, a), place(town, b)
        L, fig = route(town, mode, place_pts(A), place_pts(B))
        if walk is not None:
            v = walk_verdict(fig['variants'][0], fig['variants'][1], walk)
            return f'{v}; {rlen(L)}', f'{L:.0f} m {fig}'
        return rlen(L) + (f'; {TIME_ITEM}' if timed else ''), f'{L:.0f} m {fig}'
    return fn


ROUTES = [
    ("How long does it take to drive from McElderry Park to Fells Prospect? distance and minutes", 'car', 'McElderry Park', 'Fells Prospect', True, None),
    ("walking distance from Medford to Broening Manor?", 'foot', 'Medford', 'Broening Manor', False, None),
    ("I'm in Baltimore Highlands and want to cycle over to Ellwood Park/Monument. How many minutes is that ride?", 'bike', 'Baltimore Highlands', 'Ellwood Park/Monument', True, None),
    ("Can I walk from Perkins Homes to Fells Prospect within 25 minutes?", 'foot', 'Perkins Homes', 'Fells Prospect', False, 25),
    ("by car, Medford to mini mart: how far?", 'car', 'Medford', 'mini mart', False, None),
    ("Please work out the walking time from Ellwood Park/Monument to the Maintainence Shed", 'foot', 'Ellwood Park/Monument', 'Maintainence Shed', True, None),
    ("how far is it by bike from Fells Prospect to the Maintainence Shed", 'bike', 'Fells Prospect', 'Maintainence Shed', False, None),
    ("What's the driving distance between Baltimore Highlands and Broening Manor?", 'car', 'Baltimore Highlands', 'Broening Manor', False, None),
    ("Fells Prospect to the Former Kiddie Pool Site - is that a 5 minute walk?", 'foot', 'Fells Prospect', 'Former Kiddie Pool Site', False, 5),
    ("Cycling from Medford to Baltimore Highlands, roughly how long would it take me?", 'bike', 'Medford', 'Baltimore Highlands', True, None),
    ("My car is parked in Perkins Homes; how many km by car to Baltimore Highlands?", 'car', 'Perkins Homes', 'Baltimore Highlands', False, None),
]
for _t, _m, _a, _b, _tm, _w in ROUTES:
    Q.append(('route', 'Baltimore', _t, 'one', rq('Baltimore', _m, _a, _b, _tm, _w)))


@q('route', 'Singapore', "I'm next to the building with the grass roof in the singapore data. How far do I have to walk to the nearest pharmacy?")
def _():
    value_anchor('Singapore', 'roof:material', 'grass', 'grass')
    absent_kind('Singapore', [kv('amenity', 'pharmacy'), kv('shop', 'chemist'), kv('healthcare', 'pharmacy'),
                              kv('shop', 'medical_supply')],
                r'pharmac|chemist|drugstore|apothe|guardian|watsons|\bunity\b')
    return '!none | !no pharmacy | ' + NOT_IN_DATA, 'no pharmacy by tags or words'


# ---------------------------------------------------------------- aggregate
@q('aggregate', 'Heidelberg', "how many vending machines are there in the Heidelberg data?")
def _():
    return f'#{cnt("Heidelberg", "amenity", "vending_machine")}', ''


@q('aggregate', 'Heidelberg', "What's the most common cuisine among Heidelberg's restaurants?")
def _():
    def tally(split, named_only):
        c = collections.Counter()
        for f in count_kind('Heidelberg', REST, 10):
            if named_only and not f['tags'].get('name'):
                continue
            v = f['tags'].get('cuisine')
            if not v:
                continue
            vals = {x.strip().lower() for x in re.split(r'[;,]', v)} if split else {v.strip().lower()}
            for x in vals:
                if x:
                    c[x] += 1
        return c.most_common(2)
    res = [tally(s, n) for s in (True, False) for n in (False, True)]
    for r in res:
        need(r[0][0] == 'german' and r[0][1] > r[1][1], f'winner {r}')
    return '!german', str(res[0])


@q('aggregate', 'Heidelberg', "How many hotels in Heidelberg are rated 4 stars or more?")
def _():
    H = count_kind('Heidelberg', kv('tourism', 'hotel'), 10)
    need(all(re.fullmatch(r'\d', f['tags'].get('stars', '')) for f in H), 'a hotel without stars')
    n = sum(1 for f in H if int(f['tags']['stars']) >= 4)
    return f'#{n}', f'{n} of {len(H)} hotels'


@q('aggregate', 'Heidelberg', "Count the sports centres in the Heidelberg data for me")
def _():
    return f'#{cnt("Heidelberg", "leisure", "sports_centre", 30)}', ''


@q('aggregate', 'Heidelberg', "number of tourist attractions in heidelberg's map data?")
def _():
    return f'#{cnt("Heidelberg", "tourism", "attraction", 30)}', ''


@q('aggregate', 'Heidelberg', "My tooth hurts. How many dentists does the Heidelberg data have?")
def _():
    absent_kind('Heidelberg', [kv('amenity', 'dentist'), kv('healthcare', 'dentist'), lambda t: 'healthcare:speciality' in t
                               and 'dent' in t['healthcare:speciality']],
                r'zahnarzt|zahnarzte|dentist|dental|kieferorth|zahnmediz|zahnklinik|\bzahn')
    return '#0 | !none | !no dentist | ' + NOT_IN_DATA, 'no dentist by tags or words'


@q('aggregate', 'Singapore', "How many convenience stores are mapped in the Singapore data?")
def _():
    return f'#{cnt("Singapore", "shop", "convenience", 30)}', ''


@q('aggregate', 'Singapore', "singapore extract - how many tourist information points?")
def _():
    return f'#{cnt("Singapore", "tourism", "information")}', ''


@q('aggregate', 'Singapore', "Tell me how many restaurants the Singapore data holds")
def _():
    return f'#{cnt("Singapore", "amenity", "restaurant", 30)}', ''


@q('aggregate', 'Singapore', "Is there a hospital or clinic in the Singapore data? how many")
def _():
    absent_kind('Singapore', [kv('amenity', 'hospital'), kv('amenity', 'clinic'), kv('amenity', 'doctors'),
                              lambda t: 'healthcare' in t, kv('building', 'hospital')],
                r'hospital|clinic|medical|doctor|polyclinic|surgery|\bgp\b|health')
    return '#0 | !none | !no hospital | !no | ' + NOT_IN_DATA, 'no hospital or clinic by tags or words'


@q('aggregate', 'Baltimore', "How many neighbourhoods are marked in the Baltimore data?")
def _():
    return f'#{cnt("Baltimore", "place", "neighbourhood")}', ''


@q('aggregate', 'Baltimore', "baltimore - how many police stations are in the data?")
def _():
    return f'#{cnt("Baltimore", "amenity", "police", 30)}', ''


# ============================================================ checks and driver
KINDS = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
HEAD = ['# val32-{k}.tsv - "beyond" validation set 32 (held out; see README-val32.md). Golds from shared/data/osm-fresh '
        'by gold_val32.py. Map data (c) OpenStreetMap contributors, ODbL 1.0.',
        '# question<TAB>gold<TAB>kind (items joined by "; ", alternatives by " | ")']
ITEM = re.compile(r'^(#\d+|~\d+ m|~\d+ m ±10%|~\d+ m2|![^|;!]+|[^#~!|;][^|;!]*)$')


def check_syntax(gold):
    for item in gold.split('; '):
        for alt in item.split(' | '):
            need(ITEM.match(alt) and alt == alt.strip(), f'bad gold item {alt!r}')


def is_plain(alt):
    return re.fullmatch(r'#\d+|~\d+ m|~\d+ m ±10%|~\d+ m2|!\d+(\.\d+)?', alt) is not None


def check_older_adds():
    names = all_names()
    for n in VAL32_ADD:
        need(n in names, f'VAL32_ADD name {n!r} is no exact feature name')


def compute():
    rows, fragile = [], []
    try:
        check_older_adds()
    except Fragile as e:
        fragile.append(('older', str(e)))
    for file, town, text, kind, fn in Q:
        try:
            gold, fig = fn()
            check_syntax(gold)
            hit = older_in_text(text)
            need(not hit, f'older name in question: {hit[:3]}')
            for item in gold.split('; '):
                for alt in item.split(' | '):
                    if not is_plain(alt):
                        h = older_in_text(alt.lstrip('!'))
                        need(not h, f'older name in gold item {alt!r}: {h[:3]}')
        except Fragile as e:
            gold, fig = None, f'FRAGILE: {e}'
            fragile.append((file, text, str(e)))
        rows.append((file, town, text, kind, gold, fig))
    # set-level rules
    try:
        per = collections.Counter(r[0] for r in rows)
        need(all(per[k] == 12 for k in KINDS), f'questions per file {dict(per)}')
        towns = collections.Counter(r[1] for r in rows)
        need(towns['Heidelberg'] >= 20 and towns['Singapore'] >= 10, f'towns {dict(towns)}')
        traps = sum(1 for r in rows if r[4] and '!not in the data' in r[4])
        need(traps >= 7, f'traps {traps}')
        texts = [r[2] for r in rows]
        need(len(set(texts)) == len(texts), 'duplicate question')
        need(all('\t' not in t and '\n' not in t for t in texts), 'tab in a question')
    except Fragile as e:
        fragile.append(('set', str(e)))
    return rows, fragile


def tsv_lines(rows, k):
    return [h.format(k=k) for h in HEAD] + [f'{r[2]}\t{r[4]}\t{r[3]}' for r in rows if r[0] == k]


def main(argv):
    rows, fragile = compute()
    mode = argv[1] if len(argv) > 1 else ''
    if mode == '--write':
        if fragile:
            for f in fragile:
                print('FRAGILE', *f, sep=' | ')
            print('refused: fragile golds, nothing written')
            return 1
        for k in KINDS:
            (HERE / f'val32-{k}.tsv').write_text('\n'.join(tsv_lines(rows, k)) + '\n', encoding='utf-8')
        print('wrote', ', '.join(f'val32-{k}.tsv' for k in KINDS))
        return 0
    if mode == '--check':
        bad = 0
        for k in KINDS:
            p = HERE / f'val32-{k}.tsv'
            have = p.read_text(encoding='utf-8').split('\n') if p.exists() else []
            if have and have[-1] == '':
                have = have[:-1]
            want = tsv_lines(rows, k)
            for i in range(max(len(have), len(want))):
                h = have[i] if i < len(have) else None
                w = want[i] if i < len(want) else None
                if h != w or (w and '\tNone\t' in w):
                    print(f'{p.name}:{i + 1}: differs' + (' (fragile gold)' if w and '\tNone\t' in w else ''))
                    print('   file :', h)
                    print('   gold :', w)
                    bad += 1
        for f in fragile:
            print('FRAGILE', *f, sep=' | ')
            bad += 1
        print('check:', 'OK' if not bad else f'{bad} problem(s)')
        return 1 if bad else 0
    for r in rows:
        print(f'[{r[0]} / {r[1]} / {r[3]}] {r[2]}\n    gold: {r[4]}\n    figures: {r[5]}')
    for f in fragile:
        print('FRAGILE', *f, sep=' | ')
    c = collections.Counter((r[0], r[1]) for r in rows)
    print({k: {t: c[(k, t)] for t in FILES} for k in KINDS})
    print('traps:', collections.Counter(r[0] for r in rows if r[4] and '!not in the data' in r[4]))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
