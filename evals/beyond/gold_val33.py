#!/usr/bin/env python3
"""gold_val33.py - recomputes every gold of the val33 "beyond" validation set from the raw osm-fresh extracts.

no flag: print question, town, kind, gold and figures; --check: compare with the five TSVs (exit 1 naming file:line on
any difference or fragile gold); --write: rewrite the TSVs (refused while any gold is fragile).
Map data (c) OpenStreetMap contributors, ODbL 1.0.  Uses osmium, shapely, pyproj, networkx, numpy only.
"""
import os, sys, re, math, unicodedata, itertools, collections
from pathlib import Path
import osmium
import numpy as np
import networkx as nx
from pyproj import Geod, Transformer, CRS
from shapely.geometry import Point, LineString, Polygon, MultiPolygon
import shapely
from shapely.ops import nearest_points

HERE = Path(__file__).resolve().parent
DATA = Path(os.environ.get('GEOREACT_FRESH_DIR') or (Path(__file__).resolve().parents[3] / 'shared/data/osm-fresh'))
FILES = {'H': 'heidelberg-2015.osm.pbf', 'B': 'baltimore-2015.osm.pbf', 'S': 'singapore-bayfront-2019.osm.pbf'}
TOWN = {'H': 'Heidelberg', 'B': 'Baltimore', 'S': 'Singapore'}
GEOD = Geod(ellps='WGS84')
NOTIN = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIMEITEM = '!min | !minute | !hour'
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
# unnamed anchors of older sets, refused by id and by tag / key (README-val31 / README-val32)
REFUSED_ANCHOR_IDS = {('H', 'n', 1783500461), ('H', 'n', 1778102894), ('H', 'n', 1826839145), ('H', 'w', 179552524),
  ('H', 'w', 96599364), ('S', 'w', 417), ('S', 'w', 139), ('H', 'n', 1794981583)}
REFUSED_TAGS = {('amenity', v) for v in ('post_box', 'toilets', 'telephone', 'grit_bin', 'atm', 'smoking_area', 'shelter',
  'clock', 'charging_station', 'car_sharing', 'post_office', 'taxi', 'motorcycle_parking', 'bicycle_parking', 'cinema')} | {
  ('historic', 'memorial'), ('emergency', 'fire_hydrant'), ('highway', 'elevator'), ('leisure', 'sandpit'),
  ('power', 'substation'), ('tourism', 'hotel'), ('man_made', 'tower'), ('barrier', 'turnstile'), ('shop', 'vacant'),
  ('advertising', 'column'), ('railway', 'razed'), ('landuse', 'cemetery'), ('surveillance', 'webcam'),
  ('highway', 'give_way'), ('building', 'hut'), ('barrier', 'lift_gate'), ('man_made', 'surveillance')}
REFUSED_KEYS = {'inscription', 'collection_times', 'fee', 'trail_visibility', 'memorial', 'step_count', 'capacity',
  'map_size', 'camera:type', 'office', 'tower:type', 'playground', 'roof:material'}
# ============================================================ helpers
def fold(s):
    s = unicodedata.normalize('NFKD', s.replace('ß', 'ss'))
    return ''.join(c for c in s if not unicodedata.combining(c)).lower()

def words(s, apo=True):
    s = fold(s)
    s = s.replace("'", '').replace('’', '') if apo else s.replace("'", ' ').replace('’', ' ')
    return re.findall(r'[a-z0-9]+', s)

def _inside1(wa, wb):
    n = len(wa)
    return n > 0 and any(wb[i:i + n] == wa for i in range(len(wb) - n + 1))

def inside(a, b):
    """a lies (whole words) inside b, under both apostrophe readings"""
    return any(_inside1(words(a, x), words(b, x)) for x in (True, False))

# ============================================================ loading
FEATS, NODES, WAYS = {}, {}, {}

def load(town):
    feats, nodes, ways = [], {}, {}
    fp = osmium.FileProcessor(str(DATA / FILES[town])).with_locations().with_areas()
    for o in fp:
        if o.is_node():
            if o.location.valid():
                nodes[o.id] = (o.location.lon, o.location.lat)
            if len(o.tags):
                feats.append(('n', o.id, dict(o.tags), Point(o.location.lon, o.location.lat)))
        elif o.is_way():
            t = dict(o.tags)
            coords = [(n.lon, n.lat) for n in o.nodes if n.location.valid()]
            ways[o.id] = (t, [n.ref for n in o.nodes], coords)
            if t:
                closed = len(o.nodes) > 3 and o.nodes[0].ref == o.nodes[-1].ref
                isarea = closed and ('highway' not in t or t.get('area') == 'yes') and t.get('area') != 'no'
                if not isarea and len(coords) >= 2:
                    feats.append(('w', o.id, t, LineString(coords)))
        elif o.is_relation():
            t = dict(o.tags)
            if t.get('type') not in ('multipolygon', 'boundary'):
                feats.append(('r', o.id, t, None))
        elif o.is_area():
            t = dict(o.tags)
            polys = [Polygon([(n.lon, n.lat) for n in outer], [[(n.lon, n.lat) for n in inner] for inner in o.inner_rings(outer)])
                     for outer in o.outer_rings()]
            g = polys[0] if len(polys) == 1 else MultiPolygon(polys)
            feats.append(('w' if o.from_way() else 'r', o.orig_id(), t, g))
    FEATS[town], NODES[town], WAYS[town] = feats, nodes, ways

class Fragile(Exception):
    pass

def need(cond, msg):
    if not cond:
        raise Fragile(msg)

# ============================================================ measures
def _aeqd(g):
    c = g.centroid
    crs = CRS.from_proj4(f'+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84 +units=m')
    fwd = Transformer.from_crs('EPSG:4326', crs, always_xy=True).transform
    inv = Transformer.from_crs(crs, 'EPSG:4326', always_xy=True).transform
    return fwd, inv

def dist(a, b):
    """geodesic distance between the nearest points of two geometries (0 when they touch)"""
    fwd, inv = _aeqd(a)
    tr = lambda g: shapely.transform(g, lambda xy: np.column_stack(fwd(xy[:, 0], xy[:, 1])))
    pa, pb = tr(a), tr(b)
    if pa.intersects(pb):
        return 0.0
    p, q = nearest_points(pa, pb)
    (x1, y1), (x2, y2) = inv(p.x, p.y), inv(q.x, q.y)
    return GEOD.inv(x1, y1, x2, y2)[2]

def ptdist(p, q):
    return GEOD.inv(p[0], p[1], q[0], q[1])[2]

def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])

def length(g):
    return GEOD.geometry_length(g)

def anchor_point(g):
    if g.geom_type == 'Point':
        return (g.x, g.y)
    if g.geom_type in ('Polygon', 'MultiPolygon'):
        c = g.centroid
        return (c.x, c.y)
    m = g.interpolate(0.5, normalized=True)
    return (m.x, m.y)

def kind(town, k, v):
    return [f for f in FEATS[town] if f[2].get(k) == v and f[3] is not None]

def no_possibly_one(fs, r=10.0, label=''):
    """refuse when two counted features may be one place (same name, or one unnamed, within r m)"""
    for a, b in itertools.combinations(fs, 2):
        na, nb = a[2].get('name'), b[2].get('name')
        if (na is None or nb is None or fold(na) == fold(nb)):
            d = dist(a[3], b[3])
            need(d > r, f'{label}: possibly one place {a[0]}{a[1]} / {b[0]}{b[1]} ({d:.1f} m)')

def count_kind(town, k, v, r=10.0):
    fs = kind(town, k, v)
    no_possibly_one(fs, r, f'{TOWN[town]} {k}={v}')
    return len(fs)

def count_diff_ok(a, b):
    need(abs(a - b) > 0.10 * max(a, b), f'near-tie {a} / {b}')
    need(abs(a - b) not in (a, b), f'difference {abs(a - b)} equals a count')

def absent_kind(towns, tags, stems, label):
    """trap: no feature carries the tags, and no value of the listed keys holds one of the word stems"""
    keys = ('name', 'brand', 'operator', 'description', 'amenity', 'shop', 'healthcare', 'office', 'craft', 'cuisine',
            'tourism', 'leisure', 'vending', 'building', 'service', 'sport')
    for town in towns:
        for f in FEATS[town]:
            for k, v in tags:
                need(f[2].get(k) != v, f'{label}: {k}={v} present ({f[0]}{f[1]})')
            for key in keys:
                val = f[2].get(key)
                if val:
                    for w in words(val):
                        for s in stems:
                            if (s.endswith('*') and w.startswith(s[:-1])) or w == s:
                                raise Fragile(f'{label}: word {w!r} in {key}={val!r} ({f[0]}{f[1]})')

def absent_tags(f, keys, label):
    for k in f[2]:
        for key in keys:
            need(not (k == key or (key.endswith('*') and k.startswith(key[:-1]))), f'{label}: tag {k} present')

# ============================================================ places
def named(town, name):
    """every feature of the town carrying exactly this name; the name must be distinct across the three extracts"""
    fs = [f for f in FEATS[town] if f[2].get('name') == name]
    need(fs, f'no feature named {name!r}')
    for t2 in FEATS:
        for f in FEATS[t2]:
            n = f[2].get('name')
            if n and n != name and re.sub(r'[\W_]+', '', fold(n)) == re.sub(r'[\W_]+', '', fold(name)):
                raise Fragile(f'namesake {n!r} of {name!r}')
            if t2 != town and n == name:
                raise Fragile(f'{name!r} also in {TOWN[t2]}')
    older_clash(name)
    return fs

def mention(town, text, full):
    """a mention written in the question lies (whole words) inside exactly one distinct name of the three extracts"""
    hits = {f[2]['name'] for t2 in FEATS for f in FEATS[t2] if f[2].get('name') and inside(text, f[2]['name'])}
    need(hits == {full}, f'mention {text!r} inside {sorted(hits)[:5]}')
    older_clash(text)

def older_clash(name):
    for o in OLDER_SETS + LEFT_OUT:
        if words(o) and (inside(o, name) or inside(name, o)):
            raise Fragile(f'{name!r} overlaps older name {o!r}')

def value_place(town, k, v, word):
    """an unnamed feature known by a value: unique across the three extracts, not an older anchor"""
    fs = [(t2, f) for t2 in FEATS for f in FEATS[t2] if f[2].get(k) == v]
    need(len(fs) == 1 and fs[0][0] == town, f'{k}={v} not unique ({len(fs)})')
    f = fs[0][1]
    need('name' not in f[2], f'{k}={v} is named')
    need((town, f[0], f[1]) not in REFUSED_ANCHOR_IDS, f'{k}={v} is an older anchor')
    for kk, vv in f[2].items():
        need((kk, vv) not in REFUSED_TAGS and kk not in REFUSED_KEYS, f'{k}={v} carries refused {kk}={vv}')
    for g in FEATS[town]:
        n = g[2].get('name')
        need(not (n and inside(word, n)), f'word {word!r} inside name {n!r}')
    return f

def check_older_adds():
    allnames = {f[2].get('name') for t in FEATS for f in FEATS[t]}
    for n in VAL33_ADD:
        need(n in allnames, f'VAL33_ADD {n!r} is no exact feature name')
# ============================================================ opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
HAND = {  # README-val28's free-text Baltimore values, read by hand as README-val31 / val32 do
    'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00',
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
    if v.strip() == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    sched = {d: [] for d in range(7)}
    D = r'(Mo|Tu|We|Th|Fr|Sa|Su)'
    for rule in v.split(';'):
        rule = rule.strip()
        if not rule:
            continue
        m = re.fullmatch(rf'(?:({D}(?:-{D})?(?:,{D}(?:-{D})?)*) )?(off|closed|(?:\d{{1,2}}:\d\d-\d{{1,2}}:\d\d)(?:,\d{{1,2}}:\d\d-\d{{1,2}}:\d\d)*)', rule)
        if not m:
            return None
        days = _days(m.group(1)) if m.group(1) else set(range(7))
        tm = m.group(m.lastindex)
        iv = []
        if tm not in ('off', 'closed'):
            for r in tm.split(','):
                a, b = r.split('-')
                ha, ma = map(int, a.split(':'))
                hb, mb = map(int, b.split(':'))
                iv.append((ha * 60 + ma, hb * 60 + mb))
        for d in days:
            sched[d] = list(iv)
    return sched

def parse_lenient(v):
    v = HAND.get(v, v)
    s = v.replace('Mo-So', 'Mo-Su').replace('Ph off', '').replace('PH off', '').replace('PH closed', '')
    s = re.sub(r'(Mo|Tu|We|Th|Fr|Sa|Su)\.', r'\1', s)
    s = re.sub(r'(Mo|Tu|We|Th|Fr|Sa|Su):', r'\1', s)
    s = re.sub(r'\s*-\s*', '-', s)
    s = re.sub(r'(Mo|Tu|We|Th|Fr|Sa|Su)\s*,\s*(?=(Mo|Tu|We|Th|Fr|Sa|Su))', r'\1,', s)
    s = re.sub(r'(?<=[\df]),\s*(?=(Mo|Tu|We|Th|Fr|Sa|Su)\b)', '; ', s)
    s = re.sub(r'\s*,\s*', ',', s)
    s = re.sub(r'\s*;\s*', ';', s).strip(' ;')
    return parse_strict(s)

def _open(sched, day, t, strict):
    if any(a <= t < b for a, b in sched[day] if b > a) or any(a <= t for a, b in sched[day] if b <= a):
        return True
    prev = (day - 1) % 7
    spill = any(t < b for a, b in sched[prev] if b <= a)
    if spill and strict and sched[day]:
        return False
    return spill

def verdict(v, day, t):
    """open / closed, the same from t-15 to t+15 under both past-midnight readings and every reading that can read v"""
    vs = [v]
    if re.search(r'\d:\d\d\+', v):  # an open end: closing a minute after the start, or at midnight
        vs = [re.sub(r'(\d{1,2}):(\d\d)\+', lambda mm: f'{mm.group(1)}:{mm.group(2)}-{mm.group(1)}:{int(mm.group(2)) + 1:02d}', v),
              re.sub(r'(\d{1,2}):(\d\d)\+', lambda mm: f'{mm.group(1)}:{mm.group(2)}-24:00', v)]
    readings = [r for x in vs for r in (parse_strict(x), parse_lenient(x)) if r is not None]
    if len(vs) == 2 and len(readings) < 2:
        return None
    if not readings:
        return None
    res = set()
    for sched in readings:
        for dt in range(-15, 16):
            m = t + dt
            d = (day + m // 1440) % 7
            for strict in (True, False):
                res.add(_open(sched, d, m % 1440, strict))
    return res.pop() if len(res) == 1 else None

def hours_count(town, pred, day, t, label, r=30.0):
    fs = [f for f in FEATS[town] if pred(f[2]) and 'opening_hours' in f[2] and f[2]['opening_hours'] != 'unknown' and f[3] is not None]
    # features with the same name within 30 m are one place; other pairs within 10 m refused
    keep = []
    for f in fs:
        dup = [g for g in keep if f[2].get('name') and g[2].get('name') == f[2].get('name') and dist(f[3], g[3]) <= r]
        if dup:
            need(dup[0][2]['opening_hours'] == f[2]['opening_hours'], f'{label}: one place with two hours')
            continue
        keep.append(f)
    no_possibly_one([f for f in keep], 10.0, label)
    n_open = 0
    for f in keep:
        vd = verdict(f[2]['opening_hours'], day, t)
        need(vd is not None, f'{label}: no stable verdict for {f[2].get("name")} {f[2]["opening_hours"]!r}')
        n_open += vd
    return n_open, len(keep)
# ============================================================ routing
NONWAYS = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
           'services', 'razed', 'disused', 'bus_guideway', 'escape'}
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
_GRAPHS = {}

def graph(town, mode, variant):
    key = (town, mode, variant)
    if key in _GRAPHS:
        return _GRAPHS[key]
    G = nx.DiGraph()
    nodes = NODES[town]
    for wid, (t, refs, coords) in WAYS[town].items():
        h = t.get('highway')
        if not h:
            continue
        acc = t.get('access')
        if mode == 'car':
            if h not in CAR or acc in ('no', 'private'):
                continue
            if variant == 'strict' and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')):
                continue
        elif mode == 'bike':
            ok = (h in CAR and h not in ('motorway', 'trunk', 'motorway_link', 'trunk_link')) or h in ('cycleway', 'path', 'track') \
                or t.get('bicycle') in ('yes', 'designated')
            if not ok or t.get('bicycle') == 'no':
                continue
            if variant == 'strict' and acc in ('no', 'private') and t.get('bicycle') not in ('yes', 'designated', 'permissive'):
                continue
        else:
            if h in ('motorway', 'trunk', 'motorway_link', 'trunk_link') or h in NONWAYS or t.get('foot') == 'no':
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
            elif variant == 'strict' and ow is None and (t.get('junction') == 'roundabout' or (mode == 'car' and h in ('motorway', 'motorway_link'))):
                bwd = False
            if mode == 'bike' and (t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite')):
                fwd = bwd = True
            if mode == 'bike' and variant == 'nooneway':
                fwd = bwd = True
        pts = [r for r in refs if r in nodes]
        if t.get('area') == 'yes' and len(pts) > 2 and pts[0] != pts[-1]:
            pts.append(pts[0])
        for a, b in zip(pts, pts[1:]):
            if a == b:
                continue
            w = ptdist(nodes[a], nodes[b])
            if fwd:
                G.add_edge(a, b, weight=w)
            if bwd:
                G.add_edge(b, a, weight=w)
    comp = max(nx.strongly_connected_components(G), key=len)
    ids = list(G.nodes)
    allxy = np.array([nodes[i] for i in ids])
    cids = list(comp)
    cxy = np.array([nodes[i] for i in cids])
    _GRAPHS[key] = (G, (ids, allxy), (cids, cxy))
    return _GRAPHS[key]

def snap(town, pt, pool):
    ids, xy = pool
    lat = math.radians(pt[1])
    d2 = ((xy[:, 0] - pt[0]) * math.cos(lat)) ** 2 + (xy[:, 1] - pt[1]) ** 2
    cand = np.argsort(d2)[:8]
    best = min(cand, key=lambda i: ptdist(pt, tuple(xy[i])))
    return ids[best], ptdist(pt, tuple(xy[best]))

VARIANTS = {'car': ('base', 'strict'), 'bike': ('base', 'strict', 'nooneway'), 'foot': ('base', 'strict')}

def route_len(town, mode, pa, pb):
    """route length between two anchor points, with every variant; fragile unless all within 3 % of the main one"""
    G, allpool, comp = graph(town, mode, 'base')
    a, da = snap(town, pa, comp)
    b, db = snap(town, pb, comp)
    need(da <= 100 and db <= 100, f'{mode}: snapped {da:.0f} / {db:.0f} m away')
    main = nx.dijkstra_path_length(G, a, b, weight='weight')
    lens = []
    for v in VARIANTS[mode]:
        Gv, allv, compv = graph(town, mode, v)
        for pool in (compv, allv):
            x, _ = snap(town, pa, pool)
            y, _ = snap(town, pb, pool)
            try:
                lens.append(nx.dijkstra_path_length(Gv, x, y, weight='weight'))
            except (nx.NetworkXNoPath, nx.NodeNotFound):
                raise Fragile(f'{mode}/{v}: no path')
    for L in lens:
        need(abs(L - main) <= 0.03 * main, f'{mode}: variant {L:.0f} vs {main:.0f}')
    return main, lens

def route_check(town, mode, ga, gb):
    pa, pb = anchor_point(ga), anchor_point(gb)
    straight = ptdist(pa, pb)
    need(300 <= straight <= 5000, f'straight line {straight:.0f} m')
    L, lens = route_len(town, mode, pa, pb)
    need(0.97 * straight <= L <= 2.5 * straight, f'route {L:.0f} vs straight {straight:.0f}')
    return L, straight, lens

def walk_verdict(lens, T):
    if all(L / (3000 / 60) <= 0.9 * T for L in lens):
        return True
    if all(L / (6000 / 60) >= 1.1 * T for L in lens):
        return False
    raise Fragile(f'walking verdict undecided for {T} min: {[round(L) for L in lens]}')
# ============================================================ questions
QS = []

def Q(file, town, text):
    def deco(fn):
        QS.append((file, town, text, fn))
        return fn
    return deco

def yn(b):
    return '!yes' if b else '!no'

def m(x):
    return f'~{round(x)} m'

def rel(town, name):
    fs = named(town, name)
    need(len(fs) == 1 and fs[0][0] == 'r', f'{name!r} is not one relation')
    return fs[0][2]

# ---------------------------------------------------------------- attribute
@Q('attribute', 'H', "Who's in charge of the 'Radverkehrsnetz BW, Stadt Heidelberg' cycle network?")
def _():
    t = rel('H', 'Radverkehrsnetz BW, Stadt Heidelberg')
    need(t.get('operator') == 'Stadt Heidelberg', 'operator')
    return ['Stadt Heidelberg | city of Heidelberg'], f"operator={t['operator']}"

@Q('attribute', 'H', "Heidelberg: the 755 from Heidelberg to Reilsheim, does that one only run at peak times or all day?")
def _():
    mention('H', 'Bus 755: Heidelberg => Reilsheim', 'Bus 755: Heidelberg => Reilsheim (via Waldhilsbach)')
    t = rel('H', 'Bus 755: Heidelberg => Reilsheim (via Waldhilsbach)')
    need(t.get('service') == 'peak', 'service')
    return ['!peak | !rush hour'], f"service={t['service']}"

@Q('attribute', 'H', "Which places does the Heidelberg night bus 12 loop (Uniplatz => Wieblingen => Uniplatz) pass through on the way?")
def _():
    t = rel('H', 'Bus 12: Uniplatz => Wieblingen => Uniplatz')
    need(t.get('via') == 'Heidelberg Czernybrücke, Grenzhöfer Weg', 'via')
    return ['Czernybrücke | Czernybrucke', 'Grenzhöfer Weg | Grenzhofer Weg'], f"via={t['via']}"

@Q('attribute', 'H', "who operates bus 735 in heidelberg? need the company name")
def _():
    fs = [f for f in FEATS['H'] if f[2].get('ref') == '735']
    need(len(fs) == 6 and any(f[2].get('name') == 'Bus 735' for f in fs), 'Bus 735 relations')
    for f in fs:
        absent_tags(f, ['operator*', 'network*', 'brand', 'owner', 'description', 'note', 'website', 'contact*'], 'Bus 735')
    return [NOTIN], 'no operator / network on the route master or its five routes'

@Q('attribute', 'S', "In Singapore, the 700A bus - where does it actually end up?")
def _():
    fs = [f for f in FEATS['S'] if f[2].get('ref') == '700A']
    need(len(fs) == 1, '700A relations')
    t = rel('S', 'Svc 700A (Bukit Panjang Temporary Bus Park => Temasek Ave [Loop])')
    need(t.get('to') == 'Blk 183', 'to')
    return ['Blk 183 | Block 183'], f"to={t['to']}"

@Q('attribute', 'S', "singapore, the 513 that starts at Hub Synergy Point: where does it finish according to the map data?")
def _():
    mention('S', 'Svc 513 (Hub Synergy Point', 'Svc 513 (Hub Synergy Point => Opposite Darul Ghufran Mosque)')
    t = rel('S', 'Svc 513 (Hub Synergy Point => Opposite Darul Ghufran Mosque)')
    need(t.get('to') == 'Opposite MAS Building', 'to')
    return ['MAS Building'], f"to={t['to']} (the name says otherwise)"

@Q('attribute', 'S', "Do you know who operates the 36A service in Singapore?")
def _():
    fs = [f for f in FEATS['S'] if f[2].get('ref') == '36A']
    need(len(fs) == 1, '36A relations')
    absent_tags(fs[0], ['operator*', 'network*', 'brand', 'owner', 'description', 'note', 'website', 'contact*'], 'Svc 36A')
    return [NOTIN], 'no operator / network on Svc 36A'

@Q('attribute', 'B', "Is there a bench to sit on at the E Baltimore St & S President St bus stop?")
def _():
    fs = named('B', 'E Baltimore St & S President St')
    need(len(fs) == 1 and fs[0][2].get('bench') == 'yes', 'bench')
    return ['!yes'], 'bench=yes'

@Q('attribute', 'B', "Baltimore's old Fairmount Avenue Line streetcar: from what year to what year did it run")
def _():
    t = rel('B', 'Fairmount Avenue Line')
    need(t.get('note') == 'route from 1928 to 1933', 'note')
    return ['!1928', '!1933'], f"note={t['note']}"

@Q('attribute', 'B', "what zip code is the BWI2 Amazon Fulfillment Center in")
def _():
    fs = named('B', 'BWI2 Amazon Fulfillment Center')
    need(len(fs) == 2 and all(f[2].get('addr:postcode') == '21224' for f in fs), 'postcode')
    need(dist(fs[0][3], fs[1][3]) < 100, 'two features apart')
    return ['!21224'], 'addr:postcode=21224 on both features'

@Q('attribute', 'B', "Harford Run in Baltimore - does it flow above ground or is it underground?")
def _():
    fs = named('B', 'Harford Run')
    need(len(fs) == 1 and fs[0][2].get('tunnel') == 'yes' and fs[0][2].get('layer') == '-1', 'tunnel')
    return ['!underground | !tunnel | !culvert | !below ground | !buried'], 'tunnel=yes, layer=-1'

@Q('attribute', 'B', "I have a delivery for GAF in Baltimore. what's the street address?")
def _():
    fs = named('B', 'GAF')
    need(len(fs) == 3, 'GAF features')
    for f in fs:
        absent_tags(f, ['addr:*', 'contact:*', 'address', 'note', 'description'], 'GAF')
    return [NOTIN], 'no addr:* on the three GAF buildings'
# ---------------------------------------------------------------- hours
def hq(town, pred, day, t, label, yesno=False):
    n, tot = hours_count(town, pred, day, t, label)
    need(tot >= 2, f'{label}: only {tot} with hours')
    items = ([yn(n > 0)] if yesno else []) + ([f'#{n}'] if n else ['#0 | !none'])
    return items, f'{n} of {tot} open'

def is_(k, v):
    return lambda t: t.get(k) == v

@Q('hours', 'H', "How many pubs in the Heidelberg data are open on a Sunday at 15:00? only counting pubs that list their hours")
def _(): return hq('H', is_('amenity', 'pub'), 6, 15 * 60, 'pubs Su 15:00')

@Q('hours', 'H', "heidelberg, tuesday 11 am - of the pubs that have opening hours listed, how many are open already?")
def _(): return hq('H', is_('amenity', 'pub'), 1, 11 * 60, 'pubs Tu 11:00')

@Q('hours', 'H', "I need a bottle of wine at 8:30pm on a Saturday in Heidelberg. Is any liquor store open then? And how many of those with listed hours are?")
def _(): return hq('H', is_('shop', 'alcohol'), 5, 20 * 60 + 30, 'alcohol Sa 20:30', True)

@Q('hours', 'H', "any music store open in heidelberg on monday at 11 in the morning?")
def _(): return hq('H', is_('shop', 'music'), 0, 11 * 60, 'music Mo 11:00', True)

@Q('hours', 'H', "Count the fast food places in Heidelberg that are open at 7:30 am on a Wednesday (of the ones that list hours).")
def _(): return hq('H', is_('amenity', 'fast_food'), 2, 7 * 60 + 30, 'fast food We 07:30')

@Q('hours', 'H', "Tuesday, 2pm, Heidelberg: how many bars with posted opening hours are open at that moment?")
def _(): return hq('H', is_('amenity', 'bar'), 1, 14 * 60, 'bars Tu 14:00')

ANYHOURS = lambda t: True

@Q('hours', 'S', "singapore - how many of the places that list opening hours are open at noon on a wednesday?")
def _(): return hq('S', ANYHOURS, 2, 12 * 60, 'Singapore We 12:00')

@Q('hours', 'S', "It's 7:30 on a Sunday evening in Singapore. How many places with listed hours are open?")
def _(): return hq('S', ANYHOURS, 6, 19 * 60 + 30, 'Singapore Su 19:30')

@Q('hours', 'S', "Is anything with listed opening hours open in the Singapore data at 7:45 on a Thursday morning? how many?")
def _(): return hq('S', ANYHOURS, 3, 7 * 60 + 45, 'Singapore Th 07:45', True)

@Q('hours', 'B', "Baltimore, thursday at 4pm: how many of the places that post opening hours are open?")
def _(): return hq('B', ANYHOURS, 3, 16 * 60, 'Baltimore Th 16:00')

@Q('hours', 'B', "For the Baltimore data, count the places with listed hours that are open on Sunday at half past noon.")
def _(): return hq('B', ANYHOURS, 6, 12 * 60 + 30, 'Baltimore Su 12:30')

@Q('hours', 'B', "is the Park Maintainence building in Baltimore open on saturday morning?")
def _():
    fs = named('B', 'Park Maintainence')
    need(len(fs) == 1, 'one feature')
    absent_tags(fs[0], ['opening_hours*', 'hours', 'service_times', 'open', 'description', 'note'], 'Park Maintainence')
    return [NOTIN], 'no opening_hours'

# ---------------------------------------------------------------- arithmetic
@Q('arithmetic', 'H', "heidelberg data: pubs minus bars, what do you get? give me both numbers too")
def _():
    a, b = count_kind('H', 'amenity', 'pub'), count_kind('H', 'amenity', 'bar')
    count_diff_ok(a, b)
    return [f'#{a - b}', f'#{a}', f'#{b}'], f'pubs {a}, bars {b}'

@Q('arithmetic', 'H', "Add up the opticians and the jewellery shops in Heidelberg for me - total and each")
def _():
    a, b = count_kind('H', 'shop', 'optician'), count_kind('H', 'shop', 'jewelry')
    return [f'#{a + b}', f'#{a}', f'#{b}'], f'opticians {a}, jewellers {b}'

@Q('arithmetic', 'H', "In Heidelberg, what's the total length of funicular track in the data, roughly?")
def _():
    fs = [f for f in kind('H', 'railway', 'funicular') if f[3].geom_type == 'LineString']
    need(len(fs) == len(kind('H', 'railway', 'funicular')), 'funicular not all lines')
    for a, b in itertools.combinations(fs, 2):
        need(a[3].intersection(b[3]).length < 1e-7, 'overlapping funicular ways')
    L = sum(length(f[3]) for f in fs)
    return [m(L)], f'{len(fs)} ways, {L:.0f} m'

@Q('arithmetic', 'H', "Heidelberg question: all the walls added together vs all the retaining walls added together, which is longer and by how much?")
def _():
    def tot(v):
        fs = kind('H', 'barrier', v)
        need(all(f[3].geom_type == 'LineString' for f in fs), f'{v} not lines')
        return sum(length(f[3]) for f in fs), len(fs)
    a, na = tot('wall')
    b, nb = tot('retaining_wall')
    need(abs(a - b) > 0.15 * max(a, b), 'lengths close')
    w = 'walls' if a > b else 'retaining walls'
    return [('!walls' if a > b else '!retaining'), m(abs(a - b))], f'walls {a:.0f} m ({na}), retaining {b:.0f} m ({nb}); longer: {w}'

@Q('arithmetic', 'S', "singapore: are there more toilets or more restaurants in the data, and what's the difference? both counts please")
def _():
    a, b = count_kind('S', 'amenity', 'toilets', 10), count_kind('S', 'amenity', 'restaurant', 30)
    count_diff_ok(a, b)
    return ['!toilets' if a > b else '!restaurants', f'#{abs(a - b)}', f'#{a}', f'#{b}'], f'toilets {a}, restaurants {b}'

@Q('arithmetic', 'S', "How much meadow is there in the Singapore extract in total, in square metres?")
def _():
    fs = kind('S', 'landuse', 'meadow')
    need(all(f[3].geom_type in ('Polygon', 'MultiPolygon') for f in fs), 'meadow not polygons')
    for a, b in itertools.combinations(fs, 2):
        need(a[3].intersection(b[3]).area < 1e-10, 'overlapping meadows')
    A = sum(area(f[3]) for f in fs)
    return [f'~{round(A)} m2'], f'{len(fs)} polygons, {A:.0f} m2'

@Q('arithmetic', 'S', "ratio of restaurants to cafes in the singapore data? tell me the two counts as well")
def _():
    a, b = count_kind('S', 'amenity', 'restaurant', 30), count_kind('S', 'amenity', 'cafe', 30)
    r = a / b
    need(abs(r * 10 - round(r * 10)) > 0.1 or abs(r * 10 - round(r * 10)) < 1e-9, 'ratio near a rounding edge')
    return [f'!{r:.1f} | !{r:.2f}', f'#{a}', f'#{b}'], f'{a}/{b}={r:.3f}'

@Q('arithmetic', 'B', "Herring Run or Harford Run - which one is longer in the Baltimore data, and by how many metres?")
def _():
    def tot(n):
        fs = named('B', n)
        need(all(f[3].geom_type == 'LineString' for f in fs), f'{n} not lines')
        return sum(length(f[3]) for f in fs)
    a, b = tot('Herring Run'), tot('Harford Run')
    need(abs(a - b) > 0.15 * max(a, b), 'lengths close')
    return ['Herring Run' if a > b else 'Harford Run', m(abs(a - b))], f'Herring {a:.0f} m, Harford {b:.0f} m'

@Q('arithmetic', 'B', "as the crow flies, how far is Jonestown from Brewers Hill?")
def _():
    a, b = named('B', 'Jonestown'), named('B', 'Brewers Hill')
    need(len(a) == 1 and len(b) == 1, 'one feature each')
    return [m(dist(a[0][3], b[0][3]))], f'{dist(a[0][3], b[0][3]):.0f} m'

@Q('arithmetic', 'B', "What's the footprint of the Park Maintainence building in Baltimore, in square metres?")
def _():
    a = named('B', 'Park Maintainence')
    need(len(a) == 1 and a[0][3].geom_type == 'Polygon', 'one polygon')
    return [f'~{round(area(a[0][3]))} m2'], f'{area(a[0][3]):.0f} m2'

@Q('arithmetic', 'B', "in baltimore how many more petrol stations than car washes are there? with both numbers")
def _():
    a, b = count_kind('B', 'amenity', 'fuel', 30), count_kind('B', 'amenity', 'car_wash', 30)
    count_diff_ok(a, b)
    return [f'#{a - b}', f'#{a}', f'#{b}'], f'fuel {a}, car wash {b}'

@Q('arithmetic', 'B', "The Tide building and the GAF building in Baltimore - how many more floors does GAF have?")
def _():
    t = named('B', 'Tide')
    need(len(t) == 1, 'one Tide')
    absent_tags(t[0], ['building:levels', 'levels', 'height', 'building:height', 'roof:levels'], 'Tide')
    g = named('B', 'GAF')
    need(all(f[2].get('building:levels') == '2' for f in g), 'GAF levels')
    return [NOTIN], 'Tide has no building:levels; GAF has 2'
# ---------------------------------------------------------------- route
def rq(mode, a, b, timed=False, T=None):
    fa, fb = named('B', a), named('B', b)
    need(len(fa) == 1 and len(fb) == 1, 'route ends not single features')
    L, st, lens = route_check('B', mode, fa[0][3], fb[0][3])
    items = [f'~{round(L)} m ±10%']
    if T is not None:
        items = [yn(walk_verdict(lens, T))] + items
    if timed:
        items.append(TIMEITEM)
    return items, f'{mode} {L:.0f} m (straight {st:.0f} m; variants {min(lens):.0f}-{max(lens):.0f})'

@Q('route', 'B', "how long would it take me to walk from the Fallsway & N Gay St stop to David E Weglein Elementary School (historical)?")
def _(): return rq('foot', 'Fallsway & N Gay St', 'David E Weglein Elementary School (historical)', timed=True)

@Q('route', 'B', "bike ride Brewers Hill -> Baltimore - Linwood, distance?")
def _(): return rq('bike', 'Brewers Hill', 'Baltimore - Linwood')

@Q('route', 'B', "Driving from the Fort Ave & Decatur St bus stop to the Key Hwy & Pierside Dr stop - how far is that by road?")
def _(): return rq('car', 'Fort Ave & Decatur St', 'Key Hwy & Pierside Dr')

@Q('route', 'B', "I'm parked at Fort Ave & Decatur St. How many minutes by car to the building called Tide, and how far?")
def _(): return rq('car', 'Fort Ave & Decatur St', 'Tide', timed=True)

@Q('route', 'B', "Could I walk from S Central Ave & Aliceanna St to Jonestown in half an hour?")
def _(): return rq('foot', 'S Central Ave & Aliceanna St', 'Jonestown', T=30)

@Q('route', 'B', "my friend says brewers hill to jonestown is a 15 minute walk. true?")
def _():
    mention('B', 'brewers hill', 'Brewers Hill')
    mention('B', 'jonestown', 'Jonestown')
    return rq('foot', 'Brewers Hill', 'Jonestown', T=15)

@Q('route', 'B', "cycling time from E Lombard St & S President St to Park Maintainence? roughly")
def _(): return rq('bike', 'E Lombard St & S President St', 'Park Maintainence', timed=True)

@Q('route', 'B', "What's the road distance by car from E Baltimore St & S President St to Baltimore - Linwood?")
def _(): return rq('car', 'E Baltimore St & S President St', 'Baltimore - Linwood')

@Q('route', 'B', "Please work out the walking distance from Baltimore - Linwood to Park Maintainence.")
def _(): return rq('foot', 'Baltimore - Linwood', 'Park Maintainence')

@Q('route', 'B', "jonestown to baltimore - linwood by car, how long does it take?")
def _():
    mention('B', 'jonestown', 'Jonestown')
    mention('B', 'baltimore - linwood', 'Baltimore - Linwood')
    return rq('car', 'Jonestown', 'Baltimore - Linwood', timed=True)

@Q('route', 'B', "I'm in Brewers Hill, backpacking on a budget. How far is the walk to the nearest youth hostel?")
def _():
    named('B', 'Brewers Hill')
    absent_kind('B', [('tourism', 'hostel'), ('building', 'hostel'), ('amenity', 'hostel')],
                ['hostel*', 'backpacker*', 'hostelling'], 'hostel in Baltimore')
    return ['!none | !no hostel | !no youth hostel', NOTIN], 'no hostel in the Baltimore data'

@Q('route', 'S', "Singapore: how long a drive is it to the nearest petrol station?")
def _():
    absent_kind('S', [('amenity', 'fuel'), ('shop', 'fuel')], ['fuel*', 'petrol*', 'gas', 'esso', 'shell', 'caltex', 'spc'], 'fuel in Singapore')
    return ['!none | !no petrol | !no gas station | !no fuel', NOTIN], 'no fuel station in the Singapore data'

# ---------------------------------------------------------------- aggregate
@Q('aggregate', 'H', "how many doctors' practices are there in the heidelberg data?")
def _(): return [f"#{count_kind('H', 'amenity', 'doctors', 30)}"], 'amenity=doctors'

@Q('aggregate', 'H', "Heidelberg: number of hairdressers?")
def _(): return [f"#{count_kind('H', 'shop', 'hairdresser', 30)}"], 'shop=hairdresser'

@Q('aggregate', 'H', "Tell me how many waste baskets the Heidelberg data has.")
def _(): return [f"#{count_kind('H', 'amenity', 'waste_basket', 10)}"], 'amenity=waste_basket'

@Q('aggregate', 'H', "What's the most common cuisine among Heidelberg's fast food places?")
def _():
    fs = kind('H', 'amenity', 'fast_food')
    res = []
    for split in (True, False):
        for unnamed in (True, False):
            c = collections.Counter()
            for f in fs:
                if not unnamed and 'name' not in f[2]:
                    continue
                v = f[2].get('cuisine')
                if v:
                    for x in (re.split(r'[;,]', v) if split else [v]):
                        c[x.strip()] += 1
            (w1, n1), (w2, n2) = c.most_common(2)
            need(n1 > n2, f'tie {w1} {n1} / {w2} {n2}')
            res.append((w1, n1, w2, n2))
    need(len({r[0] for r in res}) == 1, 'winner changes')
    return [f'!{res[0][0]}'], f'{res[0][0]} {res[0][1]} vs {res[0][2]} {res[0][3]}'

@Q('aggregate', 'H', "of the Heidelberg hotels that say how many rooms they have, how many have fewer than 15 rooms?")
def _():
    fs = [f for f in kind('H', 'tourism', 'hotel') if 'rooms' in f[2]]
    vals = [int(f[2]['rooms']) for f in fs]
    need(all(abs(v - 15) > 0.05 * 15 for v in vals), 'a value near 15')
    no_possibly_one(fs, 30, 'hotels')
    n = sum(v < 15 for v in vals)
    return [f'#{n}'], f'rooms {sorted(vals)}'

@Q('aggregate', 'H', "Any casino in the Heidelberg data? how many?")
def _():
    absent_kind('H', [('amenity', 'casino'), ('amenity', 'gambling'), ('shop', 'gambling'), ('leisure', 'adult_gaming_centre')],
                ['casino*', 'kasino*', 'spielbank*', 'spielhall*', 'spielothek*', 'gambling'], 'casino in Heidelberg')
    return ['#0 | !none | !no casino', NOTIN], 'no casino in the Heidelberg data'

@Q('aggregate', 'S', "count the artworks in the singapore data for me")
def _(): return [f"#{count_kind('S', 'tourism', 'artwork', 10)}"], 'tourism=artwork'

@Q('aggregate', 'S', "How many MRT station entrances are mapped in the Singapore data?")
def _(): return [f"#{count_kind('S', 'railway', 'subway_entrance', 10)}"], 'railway=subway_entrance'

@Q('aggregate', 'S', "singapore - more than 20 trees mapped as single trees, or not? how many")
def _():
    n = count_kind('S', 'natural', 'tree', 2)
    need(abs(n - 20) > 1, 'near threshold')
    return [yn(n > 20), f'#{n}'], f'natural=tree {n}'

@Q('aggregate', 'B', "How many speed cameras are in the Baltimore data?")
def _(): return [f"#{count_kind('B', 'highway', 'speed_camera', 10)}"], 'highway=speed_camera'

@Q('aggregate', 'B', "baltimore banks - how many in the data?")
def _(): return [f"#{count_kind('B', 'amenity', 'bank', 30)}"], 'amenity=bank'

@Q('aggregate', 'B', "Number of golf courses in Baltimore's data?")
def _():
    absent_kind('B', [('leisure', 'golf_course'), ('sport', 'golf'), ('leisure', 'miniature_golf'), ('golf', 'hole')],
                ['golf*', 'minigolf*', 'putt*'], 'golf in Baltimore')
    return ['#0 | !none | !no golf', NOTIN], 'no golf course in the Baltimore data'
# ============================================================ running
KINDS = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
HEAD = {k: f'# val33-{k}: held-out "beyond" validation set 33 ({k}); golds from gold_val33.py over shared/data/osm-fresh. Map data (c) OpenStreetMap contributors, ODbL 1.0.\n# question<TAB>gold<TAB>kind (items joined by "; ", alternatives by " | "; see README-val33.md)\n' for k in KINDS}
ITEM_RE = re.compile(r'^(#\d+|~\d+ m|~\d+ m ±10%|~\d+ m2|![^|;]+|[^!#~|;][^|;]*)$')
UNITS = re.compile(r'^[#~!]?\s*[\d.,:]+\s*(m|m2|m ±10%)?$')

def scan_text(text, label):
    for o in OLDER_SETS + LEFT_OUT:
        if words(o) and inside(o, text):
            raise Fragile(f'{label}: older name {o!r} in text')

def compute():
    rows = []
    for file, town, text, fn in QS:
        fragile = None
        try:
            items, fig = fn()
            scan_text(text, 'question')
            for it in items:
                for alt in it.split(' | '):
                    alt = alt.strip()
                    need(ITEM_RE.match(alt), f'bad item syntax {alt!r}')
                    if not UNITS.match(alt) and it != NOTIN:
                        scan_text(alt.lstrip('!~#'), 'gold item')
            gold = '; '.join(items)
        except Fragile as e:
            gold, fig, fragile = '', '', str(e)
        except Exception as e:  # a computation error is itself a fragile gold
            gold, fig, fragile = '', '', f'error {type(e).__name__}: {e}'
        rows.append((file, town, text, gold, fig, fragile))
    return rows

def structure(rows):
    errs = []
    for k in KINDS:
        if sum(r[0] == k for r in rows) != 12:
            errs.append(f'{k}: not 12 questions')
    tc = collections.Counter(r[1] for r in rows)
    if tc['H'] < 20 or tc['S'] < 10:
        errs.append(f'towns {dict(tc)}')
    if sum(NOTIN in r[3] for r in rows) < 7:
        errs.append('fewer than 7 traps')
    if len({r[2] for r in rows}) != len(rows):
        errs.append('duplicate question')
    return errs

def main():
    for t in 'HBS':
        load(t)
    try:
        check_older_adds()
    except Fragile as e:
        print('fragile:', e)
        sys.exit(1)
    rows = compute()
    errs = structure(rows)
    mode = sys.argv[1] if len(sys.argv) > 1 else ''
    if mode == '':
        for r in rows:
            print(f'[{r[0]}] [{TOWN[r[1]]}] {r[2]}\n    gold: {r[3]}\n    figures: {r[4]}' + (f'\n    FRAGILE: {r[5]}' if r[5] else ''))
        for e in errs:
            print('STRUCTURE:', e)
        return
    if mode == '--write':
        bad = [r for r in rows if r[5]] 
        if bad or errs:
            for r in bad:
                print(f'fragile: [{r[0]}] {r[2]} -> {r[5]}')
            for e in errs:
                print('structure:', e)
            print('refused: fragile golds, nothing written')
            sys.exit(1)
        for k in KINDS:
            with open(HERE / f'val33-{k}.tsv', 'w', encoding='utf-8') as fh:
                fh.write(HEAD[k])
                for r in rows:
                    if r[0] == k:
                        fh.write(f'{r[2]}\t{r[3]}\tone\n')
        print('written')
        return
    if mode == '--check':
        fail = False
        for e in errs:
            print('structure:', e)
            fail = True
        for k in KINDS:
            p = HERE / f'val33-{k}.tsv'
            lines = p.read_text(encoding='utf-8').split('\n')
            mine = [r for r in rows if r[0] == k]
            body = [(i + 1, ln) for i, ln in enumerate(lines) if ln and not ln.startswith('#')]
            if lines[:2] != HEAD[k].split('\n')[:2]:
                print(f'{p.name}:1: header differs')
                fail = True
            if len(body) != len(mine):
                print(f'{p.name}: {len(body)} questions, expected {len(mine)}')
                fail = True
            for (ln, line), r in zip(body, mine):
                parts = line.split('\t')
                if r[5]:
                    print(f'{p.name}:{ln}: fragile gold ({r[5]})')
                    fail = True
                if parts != [r[2], r[3], 'one']:
                    print(f'{p.name}:{ln}: differs (expected gold {r[3]!r})')
                    fail = True
        print('check failed' if fail else 'check passed')
        sys.exit(1 if fail else 0)
    print('usage: gold_val33.py [--check | --write]')
    sys.exit(2)

if __name__ == '__main__':
    main()
