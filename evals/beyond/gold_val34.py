#!/usr/bin/env python3
"""gold_val34.py - recomputes every gold of the val34 "beyond" validation set from the raw OSM extracts.

Map data (c) OpenStreetMap contributors, ODbL 1.0.
No flag: print question, town, kind, gold and figures.  --check: compare with the TSVs (exit 1 naming file:line on any
difference or fragile gold).  --write: rewrite the five TSVs (refused while a gold is fragile).
Run with /tmp/val7env/bin/python -B (osmium, shapely, pyproj, networkx, numpy only).
"""
import os, sys, re, math, itertools, unicodedata, collections
from pathlib import Path
import osmium
from shapely import wkb
from shapely.geometry import Point, LineString
from shapely.ops import nearest_points
import shapely
import numpy
import pyproj
import networkx as nx

HERE = Path(__file__).resolve().parent
DATA = Path(os.environ['GEOREACT_FRESH_DIR']) if os.environ.get('GEOREACT_FRESH_DIR') else Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'
FILES = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Baltimore': 'baltimore-2015.osm.pbf', 'Singapore': 'singapore-bayfront-2019.osm.pbf'}
NOT_IN_DATA = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIME_ITEMS = '!min | !minute | !hour'

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
# unnamed anchors of older sets, refused as anchors (README-val32 / val33 list them by id, tag and key)
REFUSED_ANCHOR_IDS = {('Singapore', 'w', 417), ('Singapore', 'w', 139)}
REFUSED_TAGS = {('amenity', v) for v in ('post_box', 'toilets', 'telephone', 'grit_bin', 'atm', 'smoking_area', 'shelter',
    'clock', 'charging_station', 'car_sharing', 'post_office', 'taxi', 'motorcycle_parking', 'bicycle_parking', 'cinema')} | {
    ('historic', 'memorial'), ('emergency', 'fire_hydrant'), ('highway', 'elevator'), ('playground', 'sandpit'),
    ('power', 'substation'), ('tourism', 'hotel'), ('man_made', 'tower'), ('barrier', 'turnstile'), ('shop', 'vacant'),
    ('advertising', 'column'), ('railway', 'razed'), ('landuse', 'cemetery'), ('surveillance', 'webcam'),
    ('highway', 'give_way'), ('building', 'hut'), ('barrier', 'lift_gate'), ('man_made', 'surveillance')}
REFUSED_KEYS = {'inscription', 'collection_times', 'fee', 'trail_visibility', 'memorial', 'step_count', 'capacity',
    'map_size', 'camera:type', 'office', 'tower:type', 'playground', 'roof:material'}
# ================================================================ helpers
GEOD = pyproj.Geod(ellps='WGS84')
WGS = pyproj.CRS.from_epsg(4326)

class Fragile(Exception):
    pass

def need(cond, msg):
    if not cond:
        raise Fragile(msg)

def fold(s):
    s = unicodedata.normalize('NFKD', s.casefold())
    return ''.join(c for c in s if not unicodedata.combining(c)).replace('\u2019', "'").replace('ß', 'ss')

def inside(small, big):
    """small lies inside big as whole words (both folded; also with apostrophes dropped)."""
    for a, b in ((fold(small), fold(big)), (fold(small).replace("'", ''), fold(big).replace("'", ''))):
        if a and re.search(r'(?<![\w])' + re.escape(a) + r'(?![\w])', b):
            return True
    return False

# ---------------------------------------------------------------- loading
_FEATS, _WAYS = {}, {}

def load(town):
    if town in _FEATS:
        return _FEATS[town]
    fab = osmium.geom.WKBFactory()
    feats, areaways, wayinfo = [], set(), []
    fp = osmium.FileProcessor(str(DATA / FILES[town])).with_locations().with_areas()
    for o in fp:
        if isinstance(o, osmium.osm.Node):
            if len(o.tags):
                feats.append(dict(t='n', id=o.id, tags=dict(o.tags), g=Point(o.location.lon, o.location.lat)))
        elif isinstance(o, osmium.osm.Way):
            coords = [(n.lon, n.lat) for n in o.nodes]
            tags = dict(o.tags)
            wayinfo.append((o.id, tags, [n.ref for n in o.nodes], coords))
            if len(tags) and len(coords) >= 2:
                feats.append(dict(t='w', id=o.id, tags=tags, g=LineString(coords)))
        elif isinstance(o, osmium.osm.Relation):
            tags = dict(o.tags)
            if tags.get('type') not in ('multipolygon', 'boundary'):
                feats.append(dict(t='r', id=o.id, tags=tags, g=None, members=[(m.type, m.ref, m.role) for m in o.members]))
        elif isinstance(o, osmium.osm.Area):
            try:
                g = wkb.loads(fab.create_multipolygon(o), hex=True)
            except Exception:
                continue
            tags = dict(o.tags)
            feats.append(dict(t='w' if o.from_way() else 'r', id=o.orig_id(), tags=tags, g=g, area=True))
            if o.from_way():
                areaways.add(o.orig_id())
    out = []
    for f in feats:
        hw = 'highway' in f['tags'] and f['tags'].get('area') != 'yes'
        if f['t'] == 'w' and not f.get('area') and f['id'] in areaways and not hw:
            continue          # a closed non-highway way is its polygon only
        if f['t'] == 'w' and f.get('area') and hw:
            continue          # a closed highway way stays a line
        f['town'] = town
        out.append(f)
    _FEATS[town], _WAYS[town] = out, wayinfo
    return out

def all_feats():
    return [f for t in FILES for f in load(t)]

def name(f):
    return f['tags'].get('name')

# ---------------------------------------------------------------- measures
def _aeqd(g):
    c = g.centroid
    return pyproj.Transformer.from_crs(WGS, pyproj.CRS.from_proj4(f'+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84'), always_xy=True)

def dist(g1, g2):
    if g1.intersects(g2):
        return 0.0
    tr = _aeqd(g1)
    fn = lambda c: numpy.column_stack(tr.transform(c[:, 0], c[:, 1]))
    p1, p2 = nearest_points(shapely.transform(g1, fn), shapely.transform(g2, fn))
    (x1, y1), (x2, y2) = [tr.transform(p.x, p.y, direction='INVERSE') for p in (p1, p2)]
    return GEOD.inv(x1, y1, x2, y2)[2]

def pdist(lon1, lat1, lon2, lat2):
    return GEOD.inv(lon1, lat1, lon2, lat2)[2]

def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])

def length(g):
    return GEOD.geometry_length(g)

def anchor_point(f):
    g = f['g']
    if g.geom_type == 'Point':
        return g
    if g.geom_type in ('LineString',):
        return g.interpolate(0.5, normalized=True)
    return g.centroid

# ---------------------------------------------------------------- places
def named(town, mention):
    """every feature carrying the one full name that the mention equals or lies inside (unique across the extracts)."""
    fulls = {}
    for f in all_feats():
        n = name(f)
        if n and (fold(n) == fold(mention) or inside(mention, n)):
            fulls.setdefault(fold(n), []).append(f)
    need(len(fulls) == 1, f'mention {mention!r} matches {len(fulls)} distinct names')
    fs = list(fulls.values())[0]
    need(all(f['town'] == town for f in fs), f'{mention!r} not only in {town}')
    full = name(fs[0])
    # namesakes differing only in spaces / punctuation
    key = re.sub(r'[\W_]+', '', fold(full))
    others = {fold(name(f)) for f in all_feats() if name(f) and re.sub(r'[\W_]+', '', fold(name(f))) == key}
    need(len(others) == 1, f'{full!r} has a namesake differing in punctuation')
    older_overlap(full)
    older_overlap(mention)
    return fs

def older_overlap(n):
    for o in OLDER_SETS:
        need(not (fold(o) == fold(n) or inside(o, n) or inside(n, o)), f'{n!r} overlaps older name {o!r}')
    for o in LEFT_OUT:
        need(fold(o) != fold(n), f'{n!r} equals left-out {o!r}')

def refused_anchor(f):
    if (f['town'], f['t'], f['id']) in REFUSED_ANCHOR_IDS:
        return True
    return any((k, v) in REFUSED_TAGS for k, v in f['tags'].items()) or any(k in REFUSED_KEYS for k in f['tags'])

def valued(town, key, value, word):
    """the one feature of the three extracts carrying key=value: unnamed, not an older anchor, its word in no name."""
    fs = [f for f in all_feats() if f['tags'].get(key) == value]
    need(len(fs) == 1, f'{key}={value} on {len(fs)} features')
    f = fs[0]
    need(f['town'] == town and not name(f), f'{key}={value} named or in another town')
    need(not refused_anchor(f), f'{key}={value} is a refused anchor')
    for g in all_feats():
        if name(g):
            need(not inside(word, name(g)), f'word {word!r} inside name {name(g)!r}')
    return f

def kind(town, pred):
    return [f for f in load(town) if pred(f)]

def no_possibly_one(fs, r=10.0):
    for a, b in itertools.combinations(fs, 2):
        if a['g'] is None or b['g'] is None:
            continue
        same = name(a) and name(b) and fold(name(a)) == fold(name(b))
        if same or not name(a) or not name(b):
            if a['g'].distance(b['g']) < r / 50000 and dist(a['g'], b['g']) < r:
                raise Fragile(f'possibly one place: {a["t"]}{a["id"]} / {b["t"]}{b["id"]}')

def count(town, pred, r=10.0):
    fs = kind(town, pred)
    no_possibly_one(fs, r)
    return len(fs)

def tv(k, *vals):
    return lambda f: f['tags'].get(k) in vals

def absent(town, tagpreds, words):
    """a kind absent from an extract: no feature by tags, no word in names or other values."""
    keys = ('name', 'brand', 'operator', 'description', 'amenity', 'shop', 'healthcare', 'office', 'craft', 'cuisine',
            'tourism', 'leisure', 'vending', 'building', 'service', 'sport')
    for f in load(town):
        need(not any(p(f) for p in tagpreds), f'absent kind present: {f["t"]}{f["id"]}')
        for k in keys:
            v = f['tags'].get(k)
            if v:
                for w in words:
                    need(not re.search(r'(?<![\w])' + w, fold(v)), f'word {w} in {k}={v}')
    return True

def near(x, y, tol=0.05, floor=15.0):
    return abs(x - y) <= max(tol * max(abs(x), abs(y)), floor)

def apart(a, b, frac=0.15):
    need(abs(a - b) > frac * max(a, b), f'{a:.0f} and {b:.0f} too close')

def r10(x):
    return int(round(x / 10.0) * 10) if x >= 100 else int(round(x))

# ---------------------------------------------------------------- opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
HAND = {  # README-val28's free-text Baltimore values, read by hand
    ('Baltimore', 'n', 3053907656): 'Mo,We-Su 11:00-19:00',
    ('Baltimore', 'n', 3053915789): 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
    ('Baltimore', 'w', 316163143): '08:00-18:30'}
_T = r'\d{1,2}:\d\d'
_DSEL = r'(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?'

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

def _mins(t):
    h, m = t.split(':')
    return int(h) * 60 + int(m)

def _ranges(txt, openend):
    out = []
    for r in txt.split(','):
        r = r.strip()
        if r.endswith('+'):
            s = _mins(r[:-1])
            e = s + 1 if openend == 0 else 1440
        else:
            a, b = r.split('-')
            s, e = _mins(a), _mins(b)
            if e <= s:
                e += 1440
        out.append((s, e))
    return out

def parse_strict(v):
    if v.strip() == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    sched = {}
    for rule in v.split(';'):
        rule = rule.strip()
        m = re.fullmatch(rf'(?:({_DSEL}(?:,{_DSEL})*) )?(off|closed|{_T}-{_T}(?:,{_T}-{_T})*)', rule)
        if not m:
            return None
        days = _days(m.group(1)) if m.group(1) else list(range(7))
        for d in days:
            sched[d] = [] if m.group(2) in ('off', 'closed') else _ranges(m.group(2), 0)
    return sched

def parse_lenient(v, openend):
    s = v.strip()
    if s == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    s = re.sub(r'\b(Mo|Tu|We|Th|Fr|Sa|Su|So)\.', r'\1', s)
    s = re.sub(r'\b(Mo|Tu|We|Th|Fr|Sa|Su|So):', r'\1', s)
    s = s.replace('So', 'Su')
    s = re.sub(r'\s*-\s*', '-', s)
    toks = re.findall(rf'PH|Ph|ph|{_DSEL}|{_T}-{_T}|{_T}\+|off|closed|[;,]|\S+', s)
    sched, days, times, explicit, skip = {}, None, None, False, False
    def flush():
        nonlocal days, times, skip
        if times is not None and not skip:
            for d in (days if days is not None else range(7)):
                sched[d] = times
        days, times, skip = None, None, False
    for t in toks:
        if t in (';',):
            flush(); continue
        if t == ',':
            continue
        if t.lower() == 'ph':
            flush(); skip = True; times = []; continue
        if re.fullmatch(_DSEL, t):
            if times is not None:
                flush()
            days = (days or []) + _days(t)
            continue
        if t in ('off', 'closed'):
            times = []; continue
        if re.fullmatch(rf'{_T}-{_T}|{_T}\+', t):
            times = (times or []) + _ranges(t, openend); continue
        return None
    flush()
    return sched if sched else None

def _open(sched, day, minute, strict_spill):
    today = sched.get(day, [])
    for s, e in today:
        if s <= minute < min(e, 1440):
            return True
    prev = sched.get((day - 1) % 7, [])
    if strict_spill and today:
        return False
    return any(e > 1440 and minute < e - 1440 for s, e in prev)

def readings(f):
    v = HAND.get((f['town'], f['t'], f['id']), f['tags'].get('opening_hours'))
    if v is None or v.strip() == 'unknown':
        return None
    out = []
    st = parse_strict(v)
    if st is not None:
        out.append(st)
    for oe in (0, 1):
        le = parse_lenient(v, oe)
        if le is not None:
            out.append(le)
    return out

def verdict(f, day, minute):
    """open (True) / closed (False), the same at every minute -15..+15 and under every reading; else Fragile."""
    rs = readings(f)
    need(rs, f'unreadable hours on {f["t"]}{f["id"]}: {f["tags"].get("opening_hours")!r}')
    res = set()
    for r in rs:
        for ss in (True, False):
            for dm in range(-15, 16):
                m = minute + dm
                d = day
                if m < 0:
                    m += 1440; d = (d - 1) % 7
                if m >= 1440:
                    m -= 1440; d = (d + 1) % 7
                res.add(_open(r, d, m, ss))
    need(len(res) == 1, f'unstable verdict at {f["t"]}{f["id"]} {DAYS[day]} {minute // 60}:{minute % 60:02d}')
    return res.pop()

def open_count(town, pred, day, hh, mm=0):
    fs = [f for f in load(town) if pred(f) and ('opening_hours' in f['tags'] or (town, f['t'], f['id']) in HAND)]
    fs = [f for f in fs if f['tags'].get('opening_hours', '').strip() != 'unknown']
    # features with the same name within 30 m are one place; other pairs within 10 m refused
    keep = []
    for f in fs:
        if any(name(f) and name(g) and fold(name(f)) == fold(name(g)) and dist(f['g'], g['g']) < 30 for g in keep):
            continue
        keep.append(f)
    no_possibly_one(keep, 10.0)
    vs = [verdict(f, day, hh * 60 + mm) for f in keep]
    return sum(vs), len(vs)

# ---------------------------------------------------------------- routing
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NONWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
          'services', 'razed', 'disused', 'bus_guideway', 'escape'}
_G = {}

def _allowed(mode, t, strict):
    hw = t.get('highway')
    if not hw or hw in NONWAY:
        return False
    if mode == 'car':
        if hw not in CAR or t.get('access') in ('no', 'private'):
            return False
        if strict and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')):
            return False
        return True
    if mode == 'bike':
        if t.get('bicycle') == 'no':
            return False
        ok = (hw in CAR and hw not in ('motorway', 'trunk', 'motorway_link', 'trunk_link')) or hw in ('cycleway', 'path', 'track') \
            or t.get('bicycle') in ('yes', 'designated')
        if ok and strict and t.get('access') in ('no', 'private') and t.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return False
        return ok
    if hw in ('motorway', 'trunk', 'motorway_link', 'trunk_link') or t.get('foot') == 'no':
        return False
    if strict and t.get('access') in ('no', 'private') and t.get('foot') not in ('yes', 'designated', 'permissive'):
        return False
    return True

def _oneway(mode, t, variant):
    if mode == 'foot':
        return 0
    if mode == 'bike' and variant == 'nooneway':
        return 0
    if mode == 'bike' and (t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite')):
        return 0
    o = t.get('oneway')
    if o in ('yes', 'true', '1'):
        return 1
    if o == '-1':
        return -1
    if variant == 'strict' and o is None and (t.get('junction') == 'roundabout' or (mode == 'car' and t.get('highway') in ('motorway', 'motorway_link'))):
        return 1
    return 0

def graph(town, mode, variant):
    key = (town, mode, variant)
    if key in _G:
        return _G[key]
    load(town)
    G = nx.DiGraph()
    pos = {}
    for wid, t, refs, coords in _WAYS[town]:
        if not _allowed(mode, t, variant == 'strict'):
            continue
        ow = _oneway(mode, t, variant)
        for (a, ca), (b, cb) in zip(zip(refs, coords), zip(refs[1:], coords[1:])):
            pos[a], pos[b] = ca, cb
            w = pdist(ca[0], ca[1], cb[0], cb[1])
            if ow >= 0:
                G.add_edge(a, b, weight=w)
            if ow <= 0:
                G.add_edge(b, a, weight=w)
    big = max(nx.strongly_connected_components(G), key=len)
    _G[key] = (G, pos, big)
    return _G[key]

def snap(town, mode, variant, pt, whole):
    G, pos, big = graph(town, mode, variant)
    cand = list(G.nodes) if whole else list(big)
    import numpy as np
    arr = np.array([pos[n] for n in cand])
    d2 = ((arr[:, 0] - pt.x) * math.cos(math.radians(pt.y))) ** 2 + (arr[:, 1] - pt.y) ** 2
    idx = np.argsort(d2)[:5]
    best = min(((pdist(pt.x, pt.y, *pos[cand[i]]), cand[i]) for i in idx))
    need(best[0] <= 100, f'snapped {best[0]:.0f} m away ({mode})')
    return best[1]

def route_len(town, mode, fa, fb, variant='main', whole=False):
    pa, pb = anchor_point(fa), anchor_point(fb)
    G, pos, big = graph(town, mode, variant)
    a, b = snap(town, mode, variant, pa, whole), snap(town, mode, variant, pb, whole)
    try:
        return nx.dijkstra_path_length(G, a, b, weight='weight')
    except nx.NetworkXNoPath:
        raise Fragile(f'no path ({mode}, {variant}, whole={whole})')

def route(town, mode, fas, fbs):
    """main length plus the robustness checks; fas / fbs: every feature of each place."""
    main = route_len(town, mode, fas[0], fbs[0])
    st = min(dist(a['g'], b['g']) for a in fas for b in fbs)
    stc = pdist(anchor_point(fas[0]).x, anchor_point(fas[0]).y, anchor_point(fbs[0]).x, anchor_point(fbs[0]).y)
    need(300 <= st <= 5000, f'straight line {st:.0f} m out of 300-5000')
    need(main <= 2.5 * stc and main >= 0.97 * stc, f'route {main:.0f} vs straight {stc:.0f}')
    variants = [('strict', False), ('main', True)] + ([('nooneway', False)] if mode == 'bike' else [])
    lens = [main]
    for v, wh in variants:
        lens.append(route_len(town, mode, fas[0], fbs[0], v, wh))
    for a in fas:
        for b in fbs:
            lens.append(route_len(town, mode, a, b))
    for x in lens:
        need(abs(x - main) <= 0.03 * main, f'route variant {x:.0f} vs {main:.0f}')
    return main, lens, stc

def walk_verdict(lens, T):
    if all(x <= 0.9 * T * 50 for x in lens):
        return True
    if all(x >= 1.1 * T * 100 for x in lens):
        return False
    raise Fragile(f'walking verdict for {T} min undecided ({min(lens):.0f}-{max(lens):.0f} m)')

# ================================================================ the questions
H, S, B = 'Heidelberg', 'Singapore', 'Baltimore'
ABSENT = '#0 | !none | !no | ' + NOT_IN_DATA
Q = []   # (file, town, question, kind, function returning (gold, figures))

def q(file, town, text, trap=False):
    def deco(fn):
        Q.append(dict(file=file, town=town, text=text, kind='one', fn=fn, trap=trap))
        return fn
    return deco

def tags_absent(fs, keys):
    for f in fs:
        for k in f['tags']:
            need(not any(k == x or k.startswith(x + ':') for x in keys), f'trap tag {k} present on {f["t"]}{f["id"]}')

# ---------------------------------------------------------------- attribute
@q('attribute', H, "which floors does the lift X11 go between?")
def _():
    f = named(H, 'X11')[0]
    need(f['tags'].get('buildingpart:verticalpassage') == 'elevator', 'X11 not an elevator')
    v = f['tags']['buildingpart:verticalpassage:floorrange']
    a, b = re.fullmatch(r'(-?\d+) to (-?\d+)', v).groups()
    return f'!{a}; !{b}', v

@q('attribute', H, "The stairway X15 - what's the lowest and the highest floor it reaches?")
def _():
    f = named(H, 'X15')[0]
    need(f['tags'].get('buildingpart:verticalpassage') == 'stairway', 'X15 not a stairway')
    v = f['tags']['buildingpart:verticalpassage:floorrange']
    a, b = re.fullmatch(r'(-?\d+) to (-?\d+)', v).groups()
    need(a == '-1', 'lowest floor')
    return f'!-1 | !minus 1 | !basement | !underground; !{b}', v

@q('attribute', H, "Heidelberg question: the 33 bus that starts in Emmertsgrund, where does it end up?")
def _():
    f = named(H, 'Bus 33: Emmertsgrund')[0]
    need(f['tags'].get('from') == 'Emmertsgrund', 'from')
    same = [g for g in load(H) if g['t'] == 'r' and g['tags'].get('ref') == '33' and g['tags'].get('from') == 'Emmertsgrund']
    need(len({g['tags'].get('to') for g in same}) == 1, 'routes from Emmertsgrund disagree')
    return 'Ziegelhausen Köpfel | Köpfel', f"to={f['tags']['to']}"

@q('attribute', H, "is the lift X11 wheelchair accessible?", trap=True)
def _():
    fs = named(H, 'X11')
    tags_absent(fs, ['wheelchair', 'ramp', 'access', 'description', 'note'])
    return NOT_IN_DATA, 'no wheelchair tag'

@q('attribute', S, "Singapore bus Svc 502A: what's its last stop?")
def _():
    f = named(S, 'Svc 502A')[0]
    return 'Downtown Station', f"to={f['tags']['to']}"

@q('attribute', S, "where does Svc 162M start in Singapore, do you know?")
def _():
    f = named(S, 'Svc 162M')[0]
    need(f['tags']['from'] == 'Yio Chu Kang Interchange', 'from')
    return 'Yio Chu Kang', f"from={f['tags']['from']}"

@q('attribute', S, "Singapore, Svc 655 - who operates that bus service?", trap=True)
def _():
    fs = named(S, 'Svc 655')
    tags_absent(fs, ['operator', 'network', 'brand', 'owner', 'description', 'note', 'website', 'contact', 'from', 'to'])
    return NOT_IN_DATA, 'only ref/route/type'

@q('attribute', B, "How high above sea level is the Baltimore Police Department Heliport?")
def _():
    f = named(B, 'Baltimore Police Department Heliport')[0]
    e = f['tags']['ele']
    return f'!{e} m | !{e}m | !{e} metre | !{e} meter | !five metre | !five meter', f'ele={e}'

@q('attribute', B, "Bus 8 to Lutherville Light Rail Stop goes via which road?")
def _():
    f = named(B, 'Bus 8: Lutherville')[0]
    return 'York Road | York Rd', f"via={f['tags']['via']}"

@q('attribute', B, "I want to catch Bus 27 to Reisterstown Plaza Station at its first stop. Where does it start from?")
def _():
    f = named(B, 'Bus 27: Reisterstown')[0]
    need(f['tags']['from'] == 'Port Covington', 'from')
    return 'Port Covington', f"from={f['tags']['from']}"

@q('attribute', B, "baltimore: what's the stop number of the 601 N Broadway bus stop?")
def _():
    f = named(B, '601 N Broadway')[0]
    return f"!{f['tags']['ref']}", f"ref={f['tags']['ref']}"

@q('attribute', B, "Could you give me the phone number of General Ship Repair in Baltimore?", trap=True)
def _():
    fs = named(B, 'General Ship Repair')
    tags_absent(fs, ['phone', 'contact', 'fax', 'website', 'url', 'email'])
    return NOT_IN_DATA, 'no phone'

# ---------------------------------------------------------------- hours
@q('hours', H, "It's Sunday, 10 in the morning, and I need fresh bread in Heidelberg. Of the bakeries that list hours, how many are open right now?")
def _():
    n, tot = open_count(H, tv('shop', 'bakery'), 6, 10)
    return f'#{n}', f'{n} of {tot}'

@q('hours', H, "heidelberg bookstores listing opening hours - how many are still open saturday at 5pm?")
def _():
    n, tot = open_count(H, tv('shop', 'books'), 5, 17)
    return f'#{n}', f'{n} of {tot}'

@q('hours', H, "Will I find a pharmacy open in Heidelberg at 3 in the afternoon on a Saturday? And how many of the ones with hours are open then?")
def _():
    n, tot = open_count(H, tv('amenity', 'pharmacy'), 5, 15)
    need(n > 0, 'none open')
    return f'!yes; #{n}', f'{n} of {tot}'

@q('hours', H, "My bike has a flat. Is any bicycle store in Heidelberg open at 8:30 on a Monday morning?")
def _():
    n, tot = open_count(H, tv('shop', 'bicycle'), 0, 8, 30)
    need(n == 0, 'some open')
    return f'!no; #0 | !none', f'{n} of {tot}'

@q('hours', H, "Friday, 4 pm in Heidelberg: how many restaurants with posted hours are open at that time?")
def _():
    n, tot = open_count(H, tv('amenity', 'restaurant'), 4, 16)
    return f'#{n}', f'{n} of {tot}'

@q('hours', H, "Please count the Heidelberg bars (only those that list their hours) that are open on a Wednesday at 3pm.")
def _():
    n, tot = open_count(H, tv('amenity', 'bar'), 2, 15)
    return f'#{n}', f'{n} of {tot}'

@q('hours', S, "in the singapore data, is every place that lists opening hours open at 6pm on a monday? how many are open?")
def _():
    n, tot = open_count(S, lambda f: True, 0, 18)
    need(n == tot, 'not all open')
    return f'!yes; #{n}', f'{n} of {tot}'

@q('hours', S, "Is there a supermarket in the Singapore data that's open at 7 am on Tuesday?", trap=True)
def _():
    absent(S, [tv('shop', 'supermarket'), tv('shop', 'grocery')], ['supermarket', 'grocer', 'fairprice', 'cold storage', 'giant', 'sheng siong'])
    return '!none | !no supermarket | !no | ' + NOT_IN_DATA, 'no supermarket in the extract'

@q('hours', B, "Baltimore, Wednesday 9 in the morning: of the places with opening hours in the data, how many are open?")
def _():
    n, tot = open_count(B, lambda f: True, 2, 9)
    return f'#{n}', f'{n} of {tot}'

@q('hours', B, "saturday 5pm in baltimore - is everything that has opening hours listed open then? give me the number too")
def _():
    n, tot = open_count(B, lambda f: True, 5, 17)
    need(n == tot, 'not all')
    return f'!yes; #{n}', f'{n} of {tot}'

@q('hours', B, "How many places in the Baltimore data that list hours are open at 8 in the evening on a Tuesday?")
def _():
    n, tot = open_count(B, lambda f: True, 1, 20)
    return f'#{n}', f'{n} of {tot}'

@q('hours', B, "I have a delivery for Phillips Foods in Baltimore, are they open thursday at 10am?", trap=True)
def _():
    fs = named(B, 'Phillips Foods')
    tags_absent(fs, ['opening_hours', 'hours', 'service_times', 'open', 'description', 'note'])
    return NOT_IN_DATA, 'no hours'

# ---------------------------------------------------------------- arithmetic
@q('arithmetic', H, "In the Heidelberg data, clothing stores minus shoe stores = ? (tell me both numbers)")
def _():
    a, b = count(H, tv('shop', 'clothes'), 30), count(H, tv('shop', 'shoes'), 30)
    d = a - b
    need(abs(d) > 0.1 * max(a, b) and d not in (a, b), 'near tie')
    return f'#{d}; #{a}; #{b}', f'{a} - {b}'

@q('arithmetic', H, "add the theaters and the cinemas in Heidelberg together for me, and say how many of each")
def _():
    a, b = count(H, tv('amenity', 'theatre'), 30), count(H, tv('amenity', 'cinema'), 30)
    return f'#{a + b}; #{a}; #{b}', f'{a} + {b}'

@q('arithmetic', H, "Heidelberg has fountains and drinking water spots. How many times more fountains than drinking water taps are there?")
def _():
    a, b = count(H, tv('amenity', 'fountain'), 10), count(H, tv('amenity', 'drinking_water'), 10)
    need(a % b == 0, 'not whole')
    r = a // b
    return f'!{r} | !{r}.0; #{a}; #{b}', f'{a} / {b}'

@q('arithmetic', H, "what's the combined area of all the parks in the Heidelberg extract, in square metres?")
def _():
    ps = kind(H, tv('leisure', 'park'))
    need(all(p['g'].geom_type in ('Polygon', 'MultiPolygon') for p in ps), 'a park not a polygon')
    for a, b in itertools.combinations(ps, 2):
        need(a['g'].intersection(b['g']).area < 1e-12, 'parks overlap')
    tot = sum(area(p['g']) for p in ps)
    return f'~{round(tot)} m2', f'{len(ps)} parks, ' + ', '.join(f'{area(p["g"]):.0f}' for p in ps)

@q('arithmetic', H, "Are there more bookshops or more hairdressers in Heidelberg? How many of each?")
def _():
    a, b = count(H, tv('shop', 'books'), 30), count(H, tv('shop', 'hairdresser'), 30)
    need(a > b and a - b > 0.1 * a, 'near tie')
    return f'!book; #{a}; #{b}', f'{a} vs {b}'

@q('arithmetic', S, "singapore extract: number of pedestrian crossings minus number of bus stops? both counts pls")
def _():
    a, b = count(S, tv('highway', 'crossing'), 2), count(S, tv('highway', 'bus_stop'), 10)
    d = a - b
    need(d not in (a, b) and d > 0.1 * a, 'near tie')
    return f'#{d}; #{a}; #{b}', f'{a} - {b}'

@q('arithmetic', S, "How many watch stores and jewellery stores does the Singapore data have altogether, and how does it split?")
def _():
    a, b = count(S, tv('shop', 'watches'), 30), count(S, tv('shop', 'jewelry'), 30)
    return f'#{a + b}; #{a}; #{b}', f'{a} + {b}'

@q('arithmetic', S, "In Singapore's data, divide the number of cafes by the number of bars. What do you get (and what are the two counts)?")
def _():
    a, b = count(S, tv('amenity', 'cafe'), 30), count(S, tv('amenity', 'bar'), 30)
    r = a / b
    need(abs(r * 10 - round(r * 10)) < 1e-9 or abs(r * 10 - math.floor(r * 10) - 0.5) > 0.1, 'rounding edge')
    return f'!{r:g} | !{r:.2f}; #{a}; #{b}', f'{a} / {b} = {r:.3f}'

@q('arithmetic', B, "Hotels plus museums in the Baltimore data - what's the total, and the split?")
def _():
    a, b = count(B, tv('tourism', 'hotel'), 30), count(B, tv('tourism', 'museum'), 30)
    return f'#{a + b}; #{a}; #{b}', f'{a} + {b}'

@q('arithmetic', B, "By how many do fast food places outnumber cafes in Baltimore? Give both counts as well.")
def _():
    a, b = count(B, tv('amenity', 'fast_food'), 30), count(B, tv('amenity', 'cafe'), 30)
    d = a - b
    need(d > 0.1 * a and d not in (a, b), 'near tie')
    return f'#{d}; #{a}; #{b}', f'{a} - {b}'

@q('arithmetic', B, "As the crow flies, how far is General Ship Repair from the UA Shipyard pier?")
def _():
    g = named(B, 'General Ship Repair')
    u = named(B, 'UA Shipyard')
    ds = [dist(a['g'], b['g']) for a in g for b in u] + [dist(a['g'], anchor_point(b)) for a in g for b in u]
    main = min(dist(a['g'], b['g']) for a in g for b in u)
    for x in ds:
        need(near(x, main), f'crow distance unstable {x:.0f} vs {main:.0f}')
    return f'~{r10(main)} m', ', '.join(f'{x:.0f}' for x in ds)

@q('arithmetic', B, "How many metres higher is the Baltimore Police Department Heliport than General Ship Repair?", trap=True)
def _():
    h = named(B, 'Baltimore Police Department Heliport')
    need(all('ele' in f['tags'] for f in h), 'heliport ele')
    tags_absent(named(B, 'General Ship Repair'), ['ele', 'height', 'elevation', 'building:levels', 'level'])
    return NOT_IN_DATA, 'no ele on General Ship Repair'

# ---------------------------------------------------------------- route
def rq(town, mode, a, b, T=None, timed=False):
    fa, fb = named(town, a), named(town, b)
    main, lens, stc = route(town, mode, fa, fb)
    g = f'~{r10(main)} m ±10%'
    figs = f'{mode} {main:.0f} m (straight {stc:.0f}; variants {min(lens):.0f}-{max(lens):.0f})'
    if T is not None:
        v = walk_verdict(lens, T)
        return f'!{"yes" if v else "no"}; {g}', figs
    if timed:
        g += '; ' + TIME_ITEMS
    return g, figs

@q('route', B, "Driving distance from Phillips Foods to General Ship Repair?")
def _(): return rq(B, 'car', 'Phillips Foods', 'General Ship Repair')

@q('route', B, "I'm at the Fort Ave and Towson St bus stop. How far is it by car to Key Hwy & Boyle St, and about how many minutes?")
def _(): return rq(B, 'car', 'Fort Ave and Towson St', 'Key Hwy & Boyle St', timed=True)

@q('route', B, "car trip 601 N Broadway -> 645 S President St, how many km?")
def _(): return rq(B, 'car', '601 N Broadway', '645 S President St')

@q('route', B, "Please work out the driving time from N Broadway & E Fairmount Ave to 720B Aliceanna St, with the distance.")
def _(): return rq(B, 'car', 'N Broadway & E Fairmount Ave', '720B Aliceanna St', timed=True)

@q('route', B, "If I cycle from the canopy building to 601 N Broadway, how long will it take me and how far is it?")
def _(): return rq(B, 'bike', 'canopy', '601 N Broadway', timed=True)

@q('route', B, "bike distance from the Baltimore Police Department Heliport to Aliceanna & S Caroline St?")
def _(): return rq(B, 'bike', 'Baltimore Police Department Heliport', 'Aliceanna & S Caroline St')

@q('route', B, "How many minutes on foot from the Baltimore Police Department Heliport to N Broadway & E Fairmount Ave? Distance too please.")
def _(): return rq(B, 'foot', 'Baltimore Police Department Heliport', 'N Broadway & E Fairmount Ave', timed=True)

@q('route', B, "walking from Aliceanna & S Caroline St up to N Broadway & E Fairmount Ave - how far is that?")
def _(): return rq(B, 'foot', 'Aliceanna & S Caroline St', 'N Broadway & E Fairmount Ave')

@q('route', B, "Can I walk from 601 N Broadway to 720B Aliceanna St in 15 minutes?")
def _(): return rq(B, 'foot', '601 N Broadway', '720B Aliceanna St', T=15)

@q('route', B, "My flight lands at the Baltimore Police Department Heliport (long story). Could I walk to 645 S President St within half an hour?")
def _(): return rq(B, 'foot', 'Baltimore Police Department Heliport', '645 S President St', T=30)

@q('route', B, "how long a walk is it from the canopy building to N Broadway & E Fairmount Ave? minutes and metres")
def _(): return rq(B, 'foot', 'canopy', 'N Broadway & E Fairmount Ave', timed=True)

@q('route', H, "I'm in Heidelberg and my car is filthy. How far do I have to drive to the nearest car wash?", trap=True)
def _():
    absent(H, [tv('amenity', 'car_wash'), tv('shop', 'car_wash')], ['carwash', 'car wash', 'car-wash', 'waschstr', 'autowasch', 'waschanlage', 'waschpark'])
    return ABSENT, 'no car wash in the extract'

# ---------------------------------------------------------------- aggregate
@q('aggregate', H, "How many kindergartens are in the Heidelberg data?")
def _(): return f"#{count(H, tv('amenity', 'kindergarten'), 30)}", ''

@q('aggregate', H, "heidelberg: what kind of store is the most common one in the data?")
def _():
    c = collections.Counter(); cn = collections.Counter(); cs = collections.Counter()
    for f in load(H):
        v = f['tags'].get('shop')
        if v:
            c[v] += 1
            if name(f):
                cn[v] += 1
            for x in re.split(r'[;,]', v):
                cs[x.strip()] += 1
    for cc in (c, cn, cs):
        (w1, n1), (w2, n2) = cc.most_common(2)
        need(n1 > n2 and w1 == 'clothes', 'winner')
    return '!cloth | !fashion | !apparel', str(c.most_common(3))

@q('aggregate', H, "My bet: the Heidelberg map has more than 100 individual trees. Am I right? What's the count?")
def _():
    n = count(H, tv('natural', 'tree'), 2)
    need(abs(n - 100) > 5, 'near threshold')
    return f'!{"yes" if n > 100 else "no"}; #{n}', ''

@q('aggregate', H, "Count the bicycle parkings mapped in Heidelberg for me, how many are there?")
def _(): return f"#{count(H, tv('amenity', 'bicycle_parking'), 10)}", ''

@q('aggregate', H, "number of flagpoles in the Heidelberg data?")
def _(): return f"#{count(H, tv('man_made', 'flagpole'), 2)}", ''

@q('aggregate', S, "How many shopping malls does the Singapore data show?")
def _(): return f"#{count(S, tv('shop', 'mall'), 30)}", ''

@q('aggregate', S, "Quick one - how many bars are in the Singapore extract?")
def _(): return f"#{count(S, tv('amenity', 'bar'), 30)}", ''

@q('aggregate', S, "I'm looking for something to read. How many bookshops are in the Singapore data?", trap=True)
def _():
    absent(S, [tv('shop', 'books'), tv('amenity', 'library')], ['book', 'buch', 'kinokuniya', 'library', 'librair'])
    return ABSENT, 'no bookshop in the extract'

@q('aggregate', B, "how many libraries does the baltimore map have?")
def _(): return f"#{count(B, tv('amenity', 'library'), 30)}", ''

@q('aggregate', B, "Tell me the number of supermarkets in the Baltimore data.")
def _(): return f"#{count(B, tv('shop', 'supermarket'), 30)}", ''

@q('aggregate', B, "Which type of store shows up most often in the Baltimore data, and how many are there?")
def _():
    c = collections.Counter(); cn = collections.Counter()
    for f in load(B):
        v = f['tags'].get('shop')
        if v:
            c[v] += 1
            if name(f):
                cn[v] += 1
    for cc in (c, cn):
        (w1, n1), (w2, n2) = cc.most_common(2)
        need(n1 > n2 and w1 == 'convenience', 'winner')
    n = count(B, tv('shop', 'convenience'), 10)
    return f'!convenience; #{n}', str(c.most_common(3))

@q('aggregate', B, "In Baltimore, how many climbing gyms are there in the data?", trap=True)
def _():
    absent(B, [tv('sport', 'climbing'), tv('leisure', 'climbing')], ['climb', 'boulder'])
    return ABSENT, 'no climbing in the extract'

# ================================================================ scans, checks, output
FILES_OUT = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
HEADER = ['# val34 "beyond" held-out validation set ({}): question<TAB>gold<TAB>kind; see README-val34.md. Never tune on it.',
          '# Map data (c) OpenStreetMap contributors, ODbL 1.0. Golds recomputed by gold_val34.py from the raw extracts.']
ITEM = re.compile(r'#\d+|~\d+ m( ±10%)?|~\d+ m2|!.+|[^!#~|;].*')

def older_in_text(text):
    hits = []
    for o in OLDER_SETS + LEFT_OUT:
        if inside(o, text):
            hits.append(o)
    return hits

def check_older_adds():
    names = {name(f) for f in all_feats() if name(f)}
    for n in VAL34_ADD:
        need(n in names, f'VAL34_ADD name {n!r} is not an exact feature name')

def check_gold(g):
    for item in g.split('; '):
        for alt in item.split(' | '):
            need(alt == alt.strip() and alt and ITEM.fullmatch(alt), f'bad gold item {alt!r}')
            txt = alt.lstrip('!#~')
            if re.fullmatch(r'[-\d.,]+( m| m2| m ±10%|m| metre| meter)?', txt):
                continue
            hits = older_in_text(txt)
            need(not hits, f'older name {hits[:3]} in gold item {alt!r}')

def compute():
    rows, fragile = [], []
    try:
        check_older_adds()
    except Fragile as e:
        fragile.append(('(older adds)', str(e)))
    for i, qq in enumerate(Q):
        try:
            hits = older_in_text(qq['text'])
            need(not hits, f'older name {hits[:3]} in question text')
            gold, figs = qq['fn']()
            check_gold(gold)
            rows.append((qq, gold, figs, None))
        except Fragile as e:
            rows.append((qq, None, '', str(e)))
        except Exception as e:   # a computation error is itself a fragile gold
            rows.append((qq, None, '', f'{type(e).__name__}: {e}'))
    # set-level rules
    per = collections.Counter(r[0]['file'] for r in rows)
    towns = collections.Counter(r[0]['town'] for r in rows)
    traps = sum(1 for r in rows if r[0]['trap'])
    texts = collections.Counter(r[0]['text'] for r in rows)
    setmsg = []
    if any(per[f] != 12 for f in FILES_OUT):
        setmsg.append(f'questions per file {dict(per)}')
    if towns[H] < 20 or towns[S] < 10:
        setmsg.append(f'towns {dict(towns)}')
    if traps < 7:
        setmsg.append(f'traps {traps}')
    if any(n > 1 for n in texts.values()):
        setmsg.append('duplicate question')
    return rows, setmsg, towns, traps

def tsv_lines(rows, f):
    out = [HEADER[0].format(f), HEADER[1]]
    for qq, gold, figs, err in rows:
        if qq['file'] == f:
            out.append(f"{qq['text']}\t{gold}\t{qq['kind']}")
    return out

def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ''
    rows, setmsg, towns, traps = compute()
    bad = [(r[0], r[3]) for r in rows if r[3]]
    if mode == '--write':
        if bad or setmsg:
            for qq, err in bad:
                print(f"FRAGILE [{qq['file']}] {qq['text']}: {err}")
            for m in setmsg:
                print('SET:', m)
            print('refused: fragile golds, nothing written')
            sys.exit(1)
        for f in FILES_OUT:
            (HERE / f'val34-{f}.tsv').write_text('\n'.join(tsv_lines(rows, f)) + '\n', encoding='utf-8')
        print('written')
        return
    if mode == '--check':
        fail = False
        for m in setmsg:
            print('SET:', m); fail = True
        for f in FILES_OUT:
            p = HERE / f'val34-{f}.tsv'
            have = p.read_text(encoding='utf-8').split('\n') if p.exists() else []
            if have and have[-1] == '':
                have = have[:-1]
            mine = [r for r in rows if r[0]['file'] == f]
            body = [l for l in have if not l.startswith('#')]
            offset = len(have) - len(body)
            if len(body) != len(mine):
                print(f'{p.name}: {len(body)} questions, expected {len(mine)}'); fail = True
            for i, (qq, gold, figs, err) in enumerate(mine):
                ln = offset + i + 1
                line = body[i] if i < len(body) else None
                if err:
                    print(f'{p.name}:{ln}: fragile gold: {err}'); fail = True
                if line != f"{qq['text']}\t{gold}\t{qq['kind']}":
                    print(f'{p.name}:{ln}: differs from the recomputed gold'); fail = True
        print('check FAILED' if fail else 'check ok: every gold matches')
        sys.exit(1 if fail else 0)
    for qq, gold, figs, err in rows:
        print(f"[{qq['file']}] ({qq['town']}) {qq['text']}\n    kind={qq['kind']}  gold={gold}  {('FRAGILE: ' + err) if err else ''}\n    figures: {figs}")
    print(f'towns {dict(towns)}; traps {traps}; set problems: {setmsg or "none"}')

if __name__ == '__main__':
    main()
