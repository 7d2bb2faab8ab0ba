#!/usr/bin/env python3
"""gold_val31.py - recomputes every gold of the val31 "beyond" validation set from the raw osm-fresh extracts.

Map data (c) OpenStreetMap contributors, ODbL 1.0.
  (no flag)  print question, town, kind, gold and figures
  --check    compare with the five val31-*.tsv files; exit 1 naming file:line on any difference or fragile gold
  --write    rewrite the five TSVs (refused while any gold is fragile)
Data folder: GEOREACT_FRESH_DIR, or Path(__file__).resolve().parents[3]/shared/data/osm-fresh.
Run with /tmp/val7env/bin/python -B (osmium, shapely, pyproj, networkx, numpy only).
"""
import os, re, sys, math, itertools, collections, unicodedata
from pathlib import Path
import osmium, shapely, shapely.wkb
from shapely.geometry import Point, LineString
from shapely.ops import nearest_points
import pyproj
from pyproj import Geod
import networkx as nx
import numpy as np

HERE = Path(__file__).resolve().parent
DATA = Path(os.environ.get('GEOREACT_FRESH_DIR') or (Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'))
GEOD = Geod(ellps='WGS84')
FILES = {'Baltimore': 'baltimore-2015.osm.pbf', 'Heidelberg': 'heidelberg-2015.osm.pbf',
         'Singapore': 'singapore-bayfront-2019.osm.pbf'}

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
# unnamed anchors of older sets: refused by id (val29, val30) and by tag (val28 ... val30, as README-val30 lists them)
REFUSED_ANCHOR_IDS = {('n', 1908447716), ('n', 1778102893), ('w', 131479867), ('n', 1659632649), ('n', 2590577890),
  ('n', 1531155348), ('n', 1743456870), ('n', 1383144909), ('n', 2896356673), ('n', 1904319925), ('n', 1794981583),
  ('w', 139), ('w', 263333782), ('n', 2720830627), ('n', 3013021790), ('n', 3184688312), ('w', 277455040),
  ('n', 1897490810), ('n', 1027945019)}
REFUSED_KEYS = {'inscription', 'collection_times', 'fee', 'trail_visibility', 'memorial'}
REFUSED_TAGS = {('amenity', v) for v in ('post_box', 'toilets', 'telephone', 'grit_bin', 'atm', 'smoking_area',
  'shelter', 'clock', 'charging_station', 'car_sharing', 'post_office', 'taxi', 'motorcycle_parking', 'cinema')} | {
  ('historic', 'memorial'), ('emergency', 'fire_hydrant'), ('highway', 'elevator'), ('playground', 'sandpit'),
  ('power', 'substation'), ('tourism', 'hotel'), ('man_made', 'tower'), ('barrier', 'turnstile'), ('shop', 'vacant'),
  ('advertising', 'column'), ('railway', 'razed'), ('landuse', 'cemetery'), ('surveillance', 'webcam')}
VALUE_WORDS_REFUSED = ['Afrania', 'Palais Boisserée', 'Jesuitenkolleg', 'Anglistisches Seminar', 'Normannia',
  'hafu.net', 'Stadtmobil', 'DBS', 'Harmonie', 'Tiefgarage', 'Alter Jüdischer Friedhof']

# ============================================================ helpers
def fold(s):
    s = unicodedata.normalize('NFKD', s.replace('ß', 'ss'))
    return ''.join(c for c in s if not unicodedata.combining(c)).lower()

def words(s, apos=True):
    s = fold(s).replace("'", '' if apos else ' ').replace('\u2019', '' if apos else ' ')
    return re.findall(r'[a-z0-9]+', s)

def inside(a, b):
    """a lies (whole words) inside b, under both apostrophe readings"""
    for ap in (True, False):
        wa, wb = words(a, ap), words(b, ap)
        if wa and any(wb[i:i + len(wa)] == wa for i in range(len(wb) - len(wa) + 1)):
            return True
    return False

OLDER_ALL = [n for n in OLDER_SETS + LEFT_OUT if n.strip()]

def older_hits(text):
    return [n for n in OLDER_ALL if inside(n, text)]

class Fragile(Exception):
    pass

def need(cond, msg):
    if not cond:
        raise Fragile(msg)

NID = ('!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | '
       '!not recorded')
TIME = '!min | !minute | !hour'

# ============================================================ data
WKB = osmium.geom.WKBFactory()

class Handler(osmium.SimpleHandler):
    def __init__(self, town):
        super().__init__()
        self.town, self.feats, self.ways, self.rels = town, [], [], []

    def node(self, n):
        if len(n.tags):
            self.feats.append(dict(town=self.town, t='n', id=n.id, tags=dict(n.tags),
                                   g=Point(n.location.lon, n.location.lat)))

    def way(self, w):
        tags = dict(w.tags)
        coords = [(nd.lon, nd.lat) for nd in w.nodes]
        nids = [nd.ref for nd in w.nodes]
        self.ways.append((w.id, tags, coords, nids))
        if not tags:
            return
        closed = len(nids) > 3 and nids[0] == nids[-1]
        if closed and not ('highway' in tags and tags.get('area') != 'yes') and tags.get('area') != 'no':
            return  # the area handler makes the polygon
        self.feats.append(dict(town=self.town, t='w', id=w.id, tags=tags, g=LineString(coords)))

    def relation(self, r):
        tags = dict(r.tags)
        if tags.get('type') in ('multipolygon', 'boundary'):
            return
        self.rels.append(dict(town=self.town, t='r', id=r.id, tags=tags, g=None))

    def area(self, a):
        tags = dict(a.tags)
        if not tags:
            return
        t = 'w' if a.from_way() else 'r'
        if t == 'w' and 'highway' in tags and tags.get('area') != 'yes':
            return
        try:
            g = shapely.wkb.loads(WKB.create_multipolygon(a), hex=True)
        except RuntimeError:  # osmium cannot assemble it: no polygon (as README-val4: only areas osmium can build)
            return
        self.feats.append(dict(town=self.town, t=t, id=a.orig_id(), tags=tags, g=g))

TOWNS = {}
for _town, _fn in FILES.items():
    _h = Handler(_town)
    _h.apply_file(str(DATA / _fn), locations=True)
    TOWNS[_town] = _h

def feats(town, rels=True):
    h = TOWNS[town]
    return h.feats + (h.rels if rels else [])

ALL = [f for t in TOWNS for f in feats(t)]
ALLNAMES = sorted({f['tags']['name'] for f in ALL if 'name' in f['tags']})

def kind(town, k, v=None, geo=True):
    return [f for f in feats(town) if k in f['tags'] and (v is None or f['tags'][k] == v)
            and (f['g'] is not None or not geo)]

# ============================================================ measures
def aeqd(g):
    c = g.centroid
    p = pyproj.Proj(proj='aeqd', lat_0=c.y, lon_0=c.x, datum='WGS84')
    tf = pyproj.Transformer.from_proj(pyproj.Proj('EPSG:4326'), p, always_xy=True)
    tb = pyproj.Transformer.from_proj(p, pyproj.Proj('EPSG:4326'), always_xy=True)
    fwd = lambda c: np.column_stack(tf.transform(c[:, 0], c[:, 1]))
    back = lambda c: np.column_stack(tb.transform(c[:, 0], c[:, 1]))
    return fwd, back

def dist(a, b):
    """geodesic distance between the nearest points of two geometries"""
    fwd, back = aeqd(a)
    pa, pb = shapely.transform(a, fwd), shapely.transform(b, fwd)
    if pa.intersects(pb):
        return 0.0
    na, nb = nearest_points(pa, pb)
    na, nb = shapely.transform(na, back), shapely.transform(nb, back)
    return GEOD.inv(na.x, na.y, nb.x, nb.y)[2]

def pdist(a, b):
    return GEOD.inv(a.x, a.y, b.x, b.y)[2]

def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])

def length(g):
    return GEOD.geometry_length(g)

def anchor_pt(g):
    if g.geom_type == 'Point':
        return g
    if g.geom_type in ('LineString', 'MultiLineString'):
        return g.interpolate(0.5, normalized=True)
    return g.centroid

def m(x):
    return f'~{int(round(x))} m'

# ============================================================ places
def named(town, mention, full=None):
    """the features of one named place: mention equal to (or whole words inside) exactly one distinct name of the three
    extracts, in this town, no older overlap; returns the features carrying that name"""
    hits = [n for n in ALLNAMES if (n == full if full else (fold(n) == fold(mention) or inside(mention, n)))]
    need(len(hits) == 1, f'mention {mention!r} matches {hits[:5]}')
    name = hits[0]
    need(inside(mention, name), f'mention {mention!r} not inside {name!r}')
    need(not any(n != name and (inside(name, n)) for n in ALLNAMES), f'{name!r} lies inside another name')
    need(not any(n != name and words(n) == words(name) for n in ALLNAMES), f'{name!r} has a near namesake')
    fs = [f for f in ALL if f['tags'].get('name') == name]
    need(all(f['town'] == town for f in fs), f'{name!r} not only in {town}')
    need(not older_hits(name) and not older_hits(mention), f'{name!r} overlaps older {older_hits(name)}')
    need(not any(inside(name, o) for o in OLDER_ALL), f'{name!r} inside an older name')
    return fs

def one_named(town, mention, full=None, rel=None):
    fs = named(town, mention, full)
    if rel is not None:
        fs = [f for f in fs if (f['t'] == 'r') == rel]
    need(len(fs) == 1, f'{mention!r}: {len(fs)} features')
    return fs[0]

def by_value(town, k, v, word):
    """an unnamed feature known by a value: unique across the three extracts, not an older anchor, its word in no name"""
    fs = [f for f in ALL if f['tags'].get(k) == v]
    need(len(fs) == 1, f'{k}={v}: {len(fs)} features')
    f = fs[0]
    need(f['town'] == town and 'name' not in f['tags'], f'{k}={v} named or elsewhere')
    need((f['t'], f['id']) not in REFUSED_ANCHOR_IDS, f'{k}={v} is an older anchor')
    need(not (REFUSED_KEYS & set(f['tags'])), f'{k}={v} carries a refused key')
    need(not any((kk, vv) in REFUSED_TAGS for kk, vv in f['tags'].items()), f'{k}={v} carries a refused tag')
    need(not any(fold(w) in fold(val) for w in VALUE_WORDS_REFUSED for val in f['tags'].values()), 'older value')
    need(not any(inside(word, f2['tags']['name']) for f2 in feats(town) if 'name' in f2['tags']), f'{word!r} in a name')
    return f

def absent(town, keyvals, stems, exact_words=(), keys=('name', 'brand', 'operator', 'description', 'amenity', 'shop',
           'healthcare', 'office', 'craft', 'cuisine', 'tourism', 'leisure', 'vending', 'building', 'service')):
    for f in feats(town):
        for k, v in keyvals:
            need(f['tags'].get(k) != v, f'{k}={v} present ({f["t"]}{f["id"]})')
        for k in keys:
            val = f['tags'].get(k)
            if not val:
                continue
            ws = words(val)
            for w in ws:
                need(not any(w.startswith(s) for s in stems), f'word {w} in {k}={val}')
                need(w not in exact_words, f'word {w} in {k}={val}')

def no_tags(f, keys):
    for k in list(f['tags']):
        need(not any(k == kk or k.startswith(kk + ':') for kk in keys), f'{k} present on {f["id"]}')

def possibly_one(fs, r=10.0):
    for a, b in itertools.combinations(fs, 2):
        na, nb = a['tags'].get('name'), b['tags'].get('name')
        if (na == nb or not na or not nb) and dist(a['g'], b['g']) < r:
            return (a['id'], b['id'])
    return None

def count(fs, r=10.0):
    need(possibly_one(fs, r) is None, f'possibly-one pair {possibly_one(fs, r)}')
    return len(fs)

# ============================================================ opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
BY_HAND = {  # free-text Baltimore values, read by hand as README-val28 / val30 did
    'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00',
    'Weekdays 7-3, Saturdays 7-6, Sundays 7-4': 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
    '8-6:30': '08:00-18:30'}

def _days(sel):
    out = []
    for part in sel.split(','):
        if '-' in part:
            a, b = part.split('-')
            i, j = DAYS.index(a), DAYS.index(b)
            out += [(i + k) % 7 for k in range((j - i) % 7 + 1)]
        else:
            out.append(DAYS.index(part))
    return out

def _hm(s):
    h, mm = s.split(':')
    need(len(mm) == 2, 'minutes')
    return int(h) * 60 + int(mm)

def parse_hours(value, reading):
    """reading: 'strict', 'lenient-short' (an open end closes a minute after the start), 'lenient-midnight'
    (an open end closes at midnight). Returns {day: [(start, end)]} (end > 1440 runs past midnight) or None."""
    v = BY_HAND.get(value.strip(), value).strip()
    if v == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    if reading != 'strict':
        v = re.sub(r'\s*-\s*', '-', v)
        v = v.replace('Mo.-Fr.:', 'Mo-Fr').replace('Sa.:', 'Sa').replace('So', 'Su')
        v = re.sub(r'\b([A-Z][a-z])\.?:', r'\1', v)
        v = re.sub(r',\s+(?=[A-Z][a-z])', lambda mo: ', ', v)
    rules = [r.strip() for r in v.split(';') if r.strip()]
    if reading != 'strict':
        split = []
        for r in rules:
            split += [x.strip() for x in re.split(r',\s+(?=(?:Mo|Tu|We|Th|Fr|Sa|Su|PH|Ph)\b(?![a-z]))', r)]
        rules = [r for r in split if not re.match(r'^(PH|Ph)\b', r)]
    sched = {}
    dayre = r'(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?'
    for r in rules:
        sep = ',' if reading == 'strict' else r',\s*'
        mo = re.match(rf'^({dayre}(?:{sep}{dayre})*)\s+(.*)$', r)
        if mo:
            ds, rest = _days(re.sub(r'\s', '', mo.group(1))), mo.group(2).strip()
        elif re.match(r'^[0-9]', r) or r in ('off', 'closed'):
            ds, rest = list(range(7)), r
        else:
            return None
        if rest in ('off', 'closed'):
            for d in ds:
                sched[d] = []
            continue
        ivs = []
        for rng in re.split(r',\s*' if reading != 'strict' else r',', rest):
            m1 = re.match(r'^(\d{1,2}:\d\d)-(\d{1,2}:\d\d)$', rng)
            m2 = re.match(r'^(\d{1,2}:\d\d)\+$', rng)
            if m1:
                a, b = _hm(m1.group(1)), _hm(m1.group(2))
                if b <= a:
                    b += 1440
                ivs.append((a, b))
            elif m2 and reading != 'strict':
                a = _hm(m2.group(1))
                ivs.append((a, a + 1) if reading == 'lenient-short' else (a, 1440))
            else:
                return None
        for d in ds:
            sched[d] = ivs
    return sched

def open_at(sched, day, minute, spill):
    """spill: 'keep' (a past-midnight spill always counts) or 'drop' (dropped when the day has intervals of its own)"""
    day, minute = (day + minute // 1440) % 7, minute % 1440
    for a, b in sched.get(day, []):
        if a <= minute < min(b, 1440):
            return True
    prev = sched.get((day - 1) % 7, [])
    if spill == 'drop' and sched.get(day):
        return False
    return any(b > 1440 and minute < b - 1440 for a, b in prev)

def verdict(value, day, minute):
    """open / closed at every minute from -15 to +15, under both spill readings and every reading that reads it"""
    res = set()
    nread = 0
    for reading in ('strict', 'lenient-short', 'lenient-midnight'):
        s = parse_hours(value, reading)
        if s is None:
            continue
        nread += 1
        for spill in ('keep', 'drop'):
            for dm in range(-15, 16):
                res.add(open_at(s, day, minute + dm, spill))
    if nread == 0 or len(res) != 1:
        return None
    return res.pop()

def hours_places(fs):
    """places with hours: same-name features within 30 m are one place; other pairs within 10 m refused"""
    fs = [f for f in fs if f['tags'].get('opening_hours', 'unknown').strip() != 'unknown' and f['g'] is not None]
    places = []
    for f in fs:
        for p in places:
            if p[0]['tags'].get('name') and p[0]['tags'].get('name') == f['tags'].get('name') and dist(p[0]['g'], f['g']) < 30:
                need(p[0]['tags']['opening_hours'] == f['tags']['opening_hours'], 'one place, two hours')
                break
        else:
            places.append([f])
    need(possibly_one([p[0] for p in places]) is None, 'possibly-one pair among places with hours')
    return [p[0] for p in places]

def open_count(fs, day, minute):
    places = hours_places(fs)
    vs = []
    for f in places:
        v = verdict(f['tags']['opening_hours'], day, minute)
        need(v is not None, f'no stable verdict for {f["tags"].get("name")} ({f["tags"]["opening_hours"]})')
        vs.append(v)
    return sum(vs), len(places), [f['tags'].get('name') for f, v in zip(places, vs) if v]

# ============================================================ routing
NONWAYS = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
           'services', 'razed', 'disused', 'bus_guideway', 'escape'}
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
FAST = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}

def usable(mode, t, variant):
    hw = t.get('highway')
    if not hw:
        return False, 0
    acc_no = t.get('access') in ('no', 'private')
    ow = t.get('oneway')
    dirn = 1 if ow in ('yes', 'true', '1') else (-1 if ow == '-1' else 0)
    implied = variant == 'strict' and (t.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link'))
    if implied and ow not in ('no', '-1') and dirn == 0:
        dirn = 1
    if mode == 'car':
        if hw not in CAR or acc_no:
            return False, 0
        if variant == 'strict' and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')):
            return False, 0
        return True, dirn
    if mode == 'bike':
        ok = (hw in CAR and hw not in FAST) or hw in ('cycleway', 'path', 'track') or t.get('bicycle') in ('yes', 'designated')
        if not ok or t.get('bicycle') == 'no' or hw in NONWAYS:
            return False, 0
        if variant == 'strict' and acc_no and t.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return False, 0
        if t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite') or variant == 'noow':
            dirn = 0
        return True, dirn
    # foot
    if hw in FAST or hw in NONWAYS or t.get('foot') == 'no':
        return False, 0
    if variant == 'strict' and acc_no and t.get('foot') not in ('yes', 'designated', 'permissive'):
        return False, 0
    return True, 0

_GRAPHS = {}

def graph(town, mode, variant):
    key = (town, mode, variant)
    if key in _GRAPHS:
        return _GRAPHS[key]
    G = nx.DiGraph()
    pos = {}
    for wid, t, coords, nids in TOWNS[town].ways:
        ok, dirn = usable(mode, t, variant)
        if not ok or len(nids) < 2:
            continue
        for (a, ca), (b, cb) in zip(zip(nids, coords), zip(nids[1:], coords[1:])):
            w = GEOD.inv(ca[0], ca[1], cb[0], cb[1])[2]
            pos[a], pos[b] = ca, cb
            if dirn >= 0:
                G.add_edge(a, b, weight=min(w, G.get_edge_data(a, b, {}).get('weight', 1e18)))
            if dirn <= 0:
                G.add_edge(b, a, weight=min(w, G.get_edge_data(b, a, {}).get('weight', 1e18)))
    big = max(nx.strongly_connected_components(G), key=len)
    ids_all = list(G.nodes)
    ids_big = [n for n in ids_all if n in big]
    _GRAPHS[key] = (G, pos, (ids_big, np.array([pos[n] for n in ids_big])), (ids_all, np.array([pos[n] for n in ids_all])))
    return _GRAPHS[key]

def snap(nodes, p):
    ids, arr = nodes
    dx = (arr[:, 0] - p.x) * math.cos(math.radians(p.y))
    dy = arr[:, 1] - p.y
    order = np.argsort(dx * dx + dy * dy)[:5]
    best = min(order, key=lambda i: GEOD.inv(p.x, p.y, arr[i][0], arr[i][1])[2])
    return ids[best], GEOD.inv(p.x, p.y, arr[best][0], arr[best][1])[2]

def route_len(town, mode, a, b, variant='base', whole=False):
    G, pos, big, alln = graph(town, mode, variant)
    na, da = snap(alln if whole else big, a)
    nb, db = snap(alln if whole else big, b)
    if not whole:
        need(da <= 100 and db <= 100, f'snapped {da:.0f} / {db:.0f} m away')
    try:
        return nx.dijkstra_path_length(G, na, nb, weight='weight')
    except nx.NetworkXNoPath:
        raise Fragile('no path')

def route(town, mode, a, b):
    """a, b: points. Returns the base length after every robustness check"""
    sl = pdist(a, b)
    need(300 <= sl <= 5000, f'straight line {sl:.0f} m')
    base = route_len(town, mode, a, b)
    need(0.97 * sl <= base <= 2.5 * sl, f'route {base:.0f} vs straight {sl:.0f}')
    variants = [route_len(town, mode, a, b, 'strict'), route_len(town, mode, a, b, whole=True)]
    if mode == 'bike':
        variants.append(route_len(town, mode, a, b, 'noow'))
    for v in variants:
        need(abs(v - base) <= 0.03 * base, f'variant {v:.0f} vs {base:.0f}')
    return base, variants, sl

def walk_verdict(town, a, b, minutes):
    base, variants, sl = route(town, 'foot', a, b)
    allv = [base] + variants
    if all(v <= 0.9 * minutes * 50 for v in allv):
        return '!yes', base
    if all(v >= 1.1 * minutes * 100 for v in allv):
        return '!no', base
    raise Fragile('walking verdict undecided')

# ============================================================ questions
Q = []   # (file, question, town, gold-function)

def q(kind, town, text):
    def deco(fn):
        Q.append((kind, text, town, fn))
        return fn
    return deco

HD, SG, BA = 'Heidelberg', 'Singapore', 'Baltimore'
MO, TU, WE, TH, FR, SA, SU = range(7)

def tags_of(fs, k):
    vals = {f['tags'].get(k) for f in fs}
    need(len(vals) == 1 and None not in vals, f'{k}: {vals}')
    return vals.pop()

def bus_master(town, mention):
    """a route master named exactly `mention`; longer names holding it are that line's own routes (same ref)"""
    fs = [f for f in ALL if f['tags'].get('name') == mention]
    need(len(fs) == 1 and fs[0]['town'] == town and fs[0]['tags'].get('type') == 'route_master', f'{mention}: {len(fs)}')
    ref = fs[0]['tags'].get('ref')
    for f in ALL:
        n = f['tags'].get('name', '')
        if n != mention and inside(mention, n):
            need(f['town'] == town and f['tags'].get('ref') == ref and f['tags'].get('route') == 'bus', f'{n} holds {mention}')
    need(not older_hits(mention), f'{mention} older')
    return fs[0]

# ------------------------------------------------------------ attribute
@q('attribute', HD, "the bike rack with 64 spaces in heidelberg - is it covered, or will my bike get rained on?")
def _():
    f = by_value(HD, 'capacity', '64', 'rack')
    need(f['tags'].get('amenity') == 'bicycle_parking', 'not a rack')
    return '!no', f"covered={f['tags'].get('covered')}"

@q('attribute', HD, "In Heidelberg there's a staircase with 37 steps. Is it lit at night?")
def _():
    f = by_value(HD, 'step_count', '37', 'staircase')
    need(f['tags'].get('highway') == 'steps', 'not steps')
    return {'yes': '!yes', 'no': '!no'}[f['tags']['lit']], f"lit={f['tags']['lit']}"

@q('attribute', HD, "who maintains the bicycle stands for 47 bikes in Heidelberg?")
def _():
    f = by_value(HD, 'capacity', '47', 'stands')
    no_tags(f, ['operator', 'owner', 'maintainer', 'brand', 'network', 'description', 'note', 'website', 'contact'])
    return NID, 'no operator / owner / maintainer / brand / network / description / note / website'

@q('attribute', SG, "singapore: where does bus 36B end up?")
def _():
    f = one_named(SG, '36B')
    to = f['tags']['to']
    need(to == 'Opposite Mandarin Gardens', to)
    return 'Mandarin Gardens', f"to={to}"

@q('attribute', SG, "Do you know which company operates the 1N night bus in Singapore?")
def _():
    f = one_named(SG, '1N')
    no_tags(f, ['operator', 'network', 'brand', 'description', 'note', 'website'])
    return NID, 'no operator / network / brand / description / note'

@q('attribute', BA, "Where does the Carolinian train finish its run?")
def _():
    f = one_named(BA, 'Carolinian')
    to = f['tags']['to']
    need(to == 'Charlotte, NC', to)
    return 'Charlotte', f"to={to}"

@q('attribute', BA, "I want to catch the Vermonter. Which station does it start from?")
def _():
    f = one_named(BA, 'Vermonter')
    no_tags(f, ['from', 'to', 'via', 'description', 'note', 'destination'])
    return NID, 'no from / to / via / description / note'

@q('attribute', BA, "how often does Bus 24 run in Baltimore?")
def _():
    f = bus_master(BA, 'Bus 24')
    need('operates hourly' in f['tags'].get('description', ''), 'description')
    for g in ALL:
        if g['tags'].get('ref') == '24' and g['town'] == BA and g['tags'].get('route') == 'bus':
            need(not any(k in g['tags'] for k in ('interval', 'frequency', 'opening_hours')), 'other interval')
    return ('!hourly | !every hour | !once an hour | !once every hour | !each hour | !every 60 min | !60 minutes',
            'description: "... operates hourly (except overnight) ..."')

@q('attribute', BA, "what's the zip code for Holtzman Court?")
def _():
    fs = named(BA, 'Holtzman Court')
    need(all(f['tags'].get('highway') for f in fs), 'not only street ways')
    return '!' + tags_of(fs, 'postal_code'), f'{len(fs)} way(s), postal_code={tags_of(fs, "postal_code")}'

@q('attribute', BA, "am i allowed to ride my bike along The Diagonal?")
def _():
    fs = named(BA, 'The Diagonal')
    v = tags_of(fs, 'bicycle')
    need(v in ('designated', 'yes'), v)
    return '!yes', f'{len(fs)} way(s), bicycle={v}'

@q('attribute', BA, "Bus 19: Carney - where does it start?")
def _():
    f = one_named(BA, 'Bus 19: Carney')
    return f['tags']['from'], f"from={f['tags']['from']}"

@q('attribute', BA, "Where does Quickbus 46: Cedonia set off from?")
def _():
    f = one_named(BA, 'Quickbus 46: Cedonia')
    return f['tags']['from'], f"from={f['tags']['from']}"

# ------------------------------------------------------------ hours
def all_with_hours(town):
    return [f for f in feats(town) if 'opening_hours' in f['tags'] and f['g'] is not None]

def count_gold(n, total, names):
    return f'#{n}', f'{n} of {total} open: {names}'

def any_gold(n, total, names):
    return ('!yes; #' + str(n)) if n else '!no', f'{n} of {total} open: {names}'

@q('hours', HD, "heidelberg, sunday half past ten in the morning - of the bars that list opening hours, how many are open?")
def _():
    return count_gold(*open_count(kind(HD, 'amenity', 'bar'), SU, 10 * 60 + 30))

@q('hours', HD, "Craving fresh bread: is any bakery in Heidelberg open on Sunday at 10am (of those listing their hours)? How many?")
def _():
    return any_gold(*open_count(kind(HD, 'shop', 'bakery'), SU, 10 * 60))

@q('hours', HD, "How many of Heidelberg's bookshops with listed hours are open at 5pm on a Saturday?")
def _():
    return count_gold(*open_count(kind(HD, 'shop', 'books'), SA, 17 * 60))

@q('hours', HD, "My kid has a fever. Saturday at three in the afternoon, Heidelberg: is there a pharmacy open? Count only the ones that list hours")
def _():
    return any_gold(*open_count(kind(HD, 'amenity', 'pharmacy'), SA, 15 * 60))

@q('hours', HD, "flat tyre on a saturday around 4:30 pm in heidelberg - can I still get to a bicycle store that's open? how many of the ones with hours are?")
def _():
    return any_gold(*open_count(kind(HD, 'shop', 'bicycle'), SA, 16 * 60 + 30))

@q('hours', SG, "Singapore data, Tuesday quarter past 11 in the morning: how many of the places that list opening hours are open?")
def _():
    return count_gold(*open_count(all_with_hours(SG), TU, 11 * 60 + 15))

@q('hours', SG, "count the places open at half past four on a sunday afternoon in singapore, of those with opening hours please")
def _():
    return count_gold(*open_count(all_with_hours(SG), SU, 16 * 60 + 30))

@q('hours', SG, "Night owl here, in Singapore at 2:30 am on a Friday. Of the places that have opening hours, is anything still open, and how many?")
def _():
    return any_gold(*open_count(all_with_hours(SG), FR, 2 * 60 + 30))

@q('hours', BA, "Of the Baltimore places that list opening hours, how many are open Tuesday at noon?")
def _():
    return count_gold(*open_count(all_with_hours(BA), TU, 12 * 60))

@q('hours', BA, "baltimore, saturday 7:30 pm - how many places with opening hours are open then?")
def _():
    return count_gold(*open_count(all_with_hours(BA), SA, 19 * 60 + 30))

@q('hours', BA, "Early start on Wednesday, 7.30am in Baltimore. Is anything with listed opening hours open yet? how many?")
def _():
    return any_gold(*open_count(all_with_hours(BA), WE, 7 * 60 + 30))

@q('hours', BA, "is Poncabird Pub open on friday night around 10?")
def _():
    fs = named(BA, 'Poncabird Pub')
    for f in fs:
        no_tags(f, ['opening_hours', 'hours', 'service_times', 'open', 'description', 'note'])
    return NID, 'no opening_hours / hours / service_times / open / description / note'

# ------------------------------------------------------------ arithmetic
def diff_gold(a, b):
    need(a != b and abs(a - b) > 0.1 * max(a, b) and abs(a - b) not in (a, b), f'near tie or difference equals a count {a} {b}')
    return f'#{abs(a - b)}; #{a}; #{b}'

@q('arithmetic', HD, "How many more clothes shops than shoe shops are there in the Heidelberg data? give me both numbers too")
def _():
    a, b = count(kind(HD, 'shop', 'clothes')), count(kind(HD, 'shop', 'shoes'))
    return diff_gold(a, b), f'clothes {a}, shoes {b}'

@q('arithmetic', HD, "kindergartens plus schools in heidelberg - what's the total, and how does it split?")
def _():
    a, b = count(kind(HD, 'amenity', 'kindergarten'), 30), count(kind(HD, 'amenity', 'school'), 30)
    aliases_near(HD, [('building', 'school'), ('building', 'kindergarten')], kind(HD, 'amenity', 'kindergarten') + kind(HD, 'amenity', 'school'))
    return f'#{a + b}; #{a}; #{b}', f'kindergartens {a}, schools {b}'

def no_overlap(fs):
    for a, b in itertools.combinations(fs, 2):
        inter = a['g'].intersection(b['g'])
        need(inter.is_empty or inter.geom_type in ('Point', 'MultiPoint') or inter.length < 1e-7 and inter.area < 1e-10,
             f'overlap {a["id"]} {b["id"]}')

@q('arithmetic', HD, "If you added up all the abandoned railway tracks on the Heidelberg map, how many metres would that be?")
def _():
    fs = kind(HD, 'railway', 'abandoned')
    need(all(f['g'].geom_type == 'LineString' for f in fs), 'not lines')
    no_overlap(fs)
    tot = sum(length(f['g']) for f in fs)
    return m(tot), f'{len(fs)} ways, {tot:.1f} m'

@q('arithmetic', HD, "What's the total area of the grass patches mapped in Heidelberg, in square metres?")
def _():
    fs = kind(HD, 'landuse', 'grass')
    need(all(f['g'].geom_type in ('Polygon', 'MultiPolygon') for f in fs), 'grass not polygon')
    no_overlap(fs)
    tot = sum(area(f['g']) for f in fs)
    return f'~{int(round(tot))} m2', f'{len(fs)} polygons, {tot:.0f} m2'

@q('arithmetic', HD, "I'm at the give-way sign in Heidelberg. Which is nearer, the 64-space bike rack or the 47-space one, and by how many metres?")
def _():
    gw = by_value(HD, 'highway', 'give_way', 'give')
    r64, r47 = by_value(HD, 'capacity', '64', 'rack'), by_value(HD, 'capacity', '47', 'rack')
    d64, d47 = dist(gw['g'], r64['g']), dist(gw['g'], r47['g'])
    need(min(d64, d47) >= 100 and abs(d64 - d47) > 0.15 * max(d64, d47), 'close distances')
    near = '!64' if d64 < d47 else '!47'
    return f'{near}; {m(abs(d64 - d47))}', f'64-space {d64:.0f} m, 47-space {d47:.0f} m'

@q('arithmetic', SG, "In the singapore data, how many more malls than bars? Both counts as well please")
def _():
    a, b = count(kind(SG, 'shop', 'mall'), 30), count(kind(SG, 'amenity', 'bar'))
    return diff_gold(a, b), f'malls {a}, bars {b}'

@q('arithmetic', SG, "singapore: add the lengths of all the mapped tree rows together - how long is that?")
def _():
    fs = kind(SG, 'natural', 'tree_row')
    need(all(f['g'].geom_type == 'LineString' for f in fs), 'tree row not a line')
    no_overlap(fs)
    tot = sum(length(f['g']) for f in fs)
    return m(tot), f'{len(fs)} lines, {tot:.1f} m'

def years(f):
    mo = re.match(r'^route from (\d{4}) to (\d{4})', f['tags'].get('note', ''))
    need(mo, 'no years')
    return int(mo.group(1)), int(mo.group(2))

@q('arithmetic', BA, "How many years longer did the Carey Street and Fort Avenue Line run than the Federal Street Line? Give each line's years too")
def _():
    a, b = years(one_named(BA, 'Carey Street and Fort Avenue Line')), years(one_named(BA, 'Federal Street Line'))
    la, lb = a[1] - a[0], b[1] - b[0]
    need(la > lb, 'order')
    return f'#{la - lb}; #{la}; #{lb}', f'{a} {la} years, {b} {lb} years'

@q('arithmetic', BA, "did the Federal Street Line run for more years than the Main Line (Philadelphia to Washington)? by how many?")
def _():
    years(one_named(BA, 'Federal Street Line'))
    f = one_named(BA, 'Main Line (Philadelphia to Washington)')
    no_tags(f, ['note', 'start_date', 'end_date', 'opening_date', 'closing_date', 'description', 'years'])
    return NID, 'the Main Line relation has no note / start_date / end_date / description'

@q('arithmetic', BA, "baltimore convenience stores minus supermarkets = ? (and the two counts)")
def _():
    a, b = count(kind(BA, 'shop', 'convenience')), count(kind(BA, 'shop', 'supermarket'))
    return diff_gold(a, b), f'convenience {a}, supermarkets {b}'

@q('arithmetic', BA, "Roughly how big is the footprint of the Deli Brands building, in m2?")
def _():
    fs = [f for f in named(BA, 'Deli Brands') if f['g'].geom_type in ('Polygon', 'MultiPolygon')]
    need(len(fs) == 1, 'polygons')
    a = area(fs[0]['g'])
    return f'~{int(round(a))} m2', f'{a:.0f} m2'

def street_len(fs, mode):
    tot = 0.0
    for f in fs:
        l = length(f['g'])
        if mode == 'half' and f['tags'].get('oneway') in ('yes', '1', '-1', 'true'):
            l /= 2
        if mode == 'nofoot' and f['tags'].get('highway') in ('footway', 'path', 'steps', 'cycleway', 'track', 'corridor'):
            l = 0
        tot += l
    return tot

@q('arithmetic', BA, "which is longer, The Diagonal or The Mall, and by how much?")
def _():
    a, b = named(BA, 'The Diagonal'), named(BA, 'The Mall')
    need(all(f['g'].geom_type == 'LineString' for f in a + b), 'not lines')
    res = set()
    for mode in ('full', 'half', 'nofoot'):
        la, lb = street_len(a, mode), street_len(b, mode)
        need(abs(la - lb) > 0.15 * max(la, lb), 'close lengths')
        res.add(la > lb)
    need(len(res) == 1, 'readings disagree')
    la, lb = street_len(a, 'full'), street_len(b, 'full')
    return ('The Diagonal' if la > lb else 'The Mall') + f'; {m(abs(la - lb))}', f'The Diagonal {la:.0f} m, The Mall {lb:.0f} m'

# ------------------------------------------------------------ route
def place_pt(fs):
    """one place's route end: its polygon's centroid if it has one, else its point / line midpoint"""
    polys = [f for f in fs if f['g'].geom_type in ('Polygon', 'MultiPolygon')]
    if polys:
        need(len(polys) == 1, 'several polygons')
        for f in fs:
            need(dist(f['g'], polys[0]['g']) <= 30, 'parts apart')
        return polys[0]['g'].centroid
    if len(fs) > 1:
        need(all(f['g'].geom_type == 'LineString' for f in fs), 'mixed parts')
        return shapely.ops.linemerge(shapely.MultiLineString([f['g'] for f in fs])).interpolate(0.5, normalized=True) \
            if False else max(fs, key=lambda f: length(f['g']))['g'].interpolate(0.5, normalized=True)
    return anchor_pt(fs[0]['g'])

def rgold(town, mode, a, b, timed=False):
    base, variants, sl = route(town, mode, a, b)
    g = f'~{int(round(base))} m ±10%'
    return (g + '; ' + TIME) if timed else g, f'{mode} {base:.0f} m (variants {[int(v) for v in variants]}), straight {sl:.0f} m'

@q('route', HD, "how far is it to walk from the give-way sign in Heidelberg to the staircase with 37 steps?")
def _():
    a = anchor_pt(by_value(HD, 'highway', 'give_way', 'give')['g'])
    b = anchor_pt(by_value(HD, 'step_count', '37', 'staircase')['g'])
    return rgold(HD, 'foot', a, b)

@q('route', HD, "By bike from the give-way sign to the bicycle stands with 47 spaces in Heidelberg - what distance?")
def _():
    a = anchor_pt(by_value(HD, 'highway', 'give_way', 'give')['g'])
    b = anchor_pt(by_value(HD, 'capacity', '47', 'stands')['g'])
    return rgold(HD, 'bike', a, b)

@q('route', SG, "I'm in Singapore near Marina Centre and need to return a book. How long a walk is it to the nearest public library?")
def _():
    absent(SG, [('amenity', 'library'), ('shop', 'books'), ('amenity', 'public_bookcase')],
           ('librar', 'biblio', 'nlb'), ('books',))
    return '!none | !no library | !no public library | ' + NID, 'no amenity=library, no library / nlb word'

@q('route', BA, "driving from the BGE Substation to Belt's Business Center, how far is that?")
def _():
    return rgold(BA, 'car', place_pt(named(BA, 'BGE Substation')), place_pt(named(BA, "Belt's Business Center")))

@q('route', BA, "Could you work out how far it is to drive from the Fort Ave & Andre St bus stop to Key Hwy & Harbourview St? distance and roughly how many minutes")
def _():
    return rgold(BA, 'car', place_pt(named(BA, 'Fort Ave & Andre St')), place_pt(named(BA, 'Key Hwy & Harbourview St')), True)

@q('route', BA, "National Lumber Co to Poncabird Pub by car - how many km?")
def _():
    return rgold(BA, 'car', place_pt(named(BA, 'National Lumber Co')), place_pt(named(BA, 'Poncabird Pub')))

@q('route', BA, "If I cycle from Patterson Commons to the 1400 Condominium, how long will it take and how far is it?")
def _():
    return rgold(BA, 'bike', place_pt(named(BA, 'Patterson Commons')), place_pt(named(BA, '1400 Condominium')), True)

@q('route', BA, "bike ride 600 N Broadway -> Eastern Ave & President St, distance please")
def _():
    return rgold(BA, 'bike', place_pt(named(BA, '600 N Broadway')), place_pt(named(BA, 'Eastern Ave & President St')))

@q('route', BA, "Walking from the S Central Ave & Bank St bus stop to the one at E Lombard St & Lloyd St - how far on foot?")
def _():
    return rgold(BA, 'foot', place_pt(named(BA, 'S Central Ave & Bank St')), place_pt(named(BA, 'E Lombard St & Lloyd St')))

@q('route', BA, "Can I walk from the Baltimore Department of Transportation building to the BGE Substation in 10 minutes?")
def _():
    v, base = walk_verdict(BA, place_pt(named(BA, 'Baltimore Department of Transportation')), place_pt(named(BA, 'BGE Substation')), 10)
    return f'{v}; ~{int(round(base))} m ±10%', f'foot {base:.0f} m'

@q('route', BA, "Standing at On the Border - how many minutes to walk to Poncabird Pub?")
def _():
    return rgold(BA, 'foot', place_pt(named(BA, 'On the Border')), place_pt(named(BA, 'Poncabird Pub')), True)

@q('route', BA, "car route from 301 Parking to The Eden: how long is it?")
def _():
    return rgold(BA, 'car', place_pt(named(BA, '301 Parking')), place_pt(named(BA, 'The Eden')))

# ------------------------------------------------------------ aggregate
def aliases_near(town, keyvals, counted, only=lambda f: True, r=30.0):
    """a feature of a near-synonym kind must be one of the counted places (within r m of one), else refused"""
    for f in feats(town):
        if f['g'] is None or f in counted or not only(f):
            continue
        if any(f['tags'].get(k) == v for k, v in keyvals):
            need(any(dist(f['g'], c['g']) <= r for c in counted), f'{f["t"]}{f["id"]} {keyvals} apart from the counted kind')

@q('aggregate', HD, "how many fountains are there in the Heidelberg data?")
def _():
    n = count(kind(HD, 'amenity', 'fountain'))
    return f'#{n}', f'{n} amenity=fountain'

@q('aggregate', HD, "Which type of store shows up most often in the Heidelberg data?")
def _():
    res = []
    for named_only in (False, True):
        c = collections.Counter(f['tags']['shop'] for f in kind(HD, 'shop') if (not named_only or 'name' in f['tags']))
        (w1, n1), (w2, n2) = c.most_common(2)
        need(n1 > n2, 'tie')
        res.append((w1, n1, w2, n2))
    need(res[0][0] == res[1][0], 'winner changes')
    need(res[0][0] == 'clothes', res[0][0])
    return '!clothes | !clothing | !fashion', f'{res}'

@q('aggregate', HD, "Of the Heidelberg bike racks that list a capacity, how many hold more than 55 bikes?")
def _():
    fs = [f for f in kind(HD, 'amenity', 'bicycle_parking') if 'capacity' in f['tags']]
    caps = [int(f['tags']['capacity']) for f in fs]
    need(not any(0.95 * 55 <= c <= 1.05 * 55 for c in caps), 'near threshold')
    n = sum(c > 55 for c in caps)
    return f'#{n}', f'capacities {sorted(caps)}'

@q('aggregate', HD, "Count the cafes in Heidelberg for me")
def _():
    n = count(kind(HD, 'amenity', 'cafe'), 30)
    return f'#{n}', f'{n} amenity=cafe'

@q('aggregate', HD, "My car is filthy. How many car washes does the Heidelberg data have?")
def _():
    absent(HD, [('amenity', 'car_wash'), ('shop', 'car_wash'), ('amenity', 'vehicle_wash')],
           ('carwash', 'autowasch', 'waschstrass', 'waschanlage', 'autopflege'), ('wash',))
    return '#0 | !none | !no car wash | !no car washes | ' + NID, 'no car_wash, no car wash word'

@q('aggregate', HD, "number of museums in heidelberg?")
def _():
    n = count(kind(HD, 'tourism', 'museum'), 30)
    aliases_near(HD, [('building', 'museum'), ('landuse', 'museum'), ('amenity', 'museum')], kind(HD, 'tourism', 'museum'))
    return f'#{n}', f'{n} tourism=museum'

@q('aggregate', SG, "How many bus services in the Singapore data start at Marina Centre Terminal?")
def _():
    fs = [f for f in kind(SG, 'route', 'bus', geo=False) if f['tags'].get('from') == 'Marina Centre Terminal']
    refs = {f['tags'].get('ref') for f in fs}
    for f in kind(SG, 'route', 'bus', geo=False):
        n = f['tags'].get('name', '')
        need(('(Marina Centre Terminal =>' in n) <= (f in fs), f'{n}: name and from disagree')
    need(len(refs) == len(fs), 'same service twice')
    return f'#{len(fs)}', f'{sorted(refs)}'

@q('aggregate', SG, "any supermarkets in the Singapore data? how many?")
def _():
    absent(SG, [('shop', 'supermarket'), ('shop', 'grocery'), ('shop', 'greengrocer')],
           ('supermarket', 'fairprice', 'grocer', 'hypermarket'), ('giant', 'cold'))
    return '#0 | !none | !no supermarket | !no supermarkets | ' + NID, 'no supermarket by tag or word'

@q('aggregate', SG, "In Singapore, count how many bus stops the map has")
def _():
    n = count(kind(SG, 'highway', 'bus_stop'), 5)
    aliases_near(SG, [('public_transport', 'platform')], kind(SG, 'highway', 'bus_stop'), only=lambda f: f['tags'].get('bus') == 'yes' or 'railway' not in f['tags'] and f['tags'].get('train') != 'yes' and f['tags'].get('subway') != 'yes')
    return f'#{n}', f'{n} highway=bus_stop'

@q('aggregate', BA, "How many museums are in the Baltimore data?")
def _():
    n = count(kind(BA, 'tourism', 'museum'), 30)
    aliases_near(BA, [('building', 'museum'), ('landuse', 'museum'), ('amenity', 'museum')], kind(BA, 'tourism', 'museum'))
    return f'#{n}', f'{n} tourism=museum'

@q('aggregate', BA, "need a library card - how many libraries does baltimore's data list?")
def _():
    n = count(kind(BA, 'amenity', 'library'), 30)
    aliases_near(BA, [('building', 'library')], kind(BA, 'amenity', 'library'))
    return f'#{n}', f'{n} amenity=library'

@q('aggregate', BA, "Baltimore: how many car repair places?")
def _():
    n = count(kind(BA, 'shop', 'car_repair'))
    return f'#{n}', f'{n} shop=car_repair'

# ============================================================ checks, output
KINDS = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
HEADER = ('# val31 {kind} (held out; gold_val31.py recomputes every gold from the osm-fresh extracts; never tune on it)\n'
          '# question<TAB>gold<TAB>kind - map data (c) OpenStreetMap contributors, ODbL 1.0\n')
ITEM = re.compile(r'^(#\d+|~\d+ m|~\d+ m ±10%|~\d+ m2|![^|;#~]+|[^!#~|;][^|;]*)$')
NUMERIC = re.compile(r'^(#\d+|~\d+ m( ±10%)?|~\d+ m2|!\d+(\.\d+)?( m| minutes| years)?|!min|!minute|!hour)$')

def check_older_adds():
    for n in VAL31_ADD:
        need(n in ALLNAMES, f'older add {n!r} is no exact feature name')

def gold_problems(gold):
    out = []
    for item in gold.split('; '):
        for alt in item.split(' | '):
            if not ITEM.match(alt):
                out.append(f'bad gold item {alt!r}')
            if not NUMERIC.match(alt):
                hits = older_hits(alt.lstrip('!'))
                if hits:
                    out.append(f'older name in gold item {alt!r}: {hits}')
    return out

def compute():
    rows, fragile = collections.defaultdict(list), []
    try:
        check_older_adds()
    except Fragile as e:
        fragile.append(('setup', str(e)))
    for kind_, text, town, fn in Q:
        try:
            gold, fig = fn()
            probs = gold_problems(gold)
            hits = older_hits(text)
            if hits:
                probs.append(f'older name in question: {hits}')
            if probs:
                raise Fragile('; '.join(probs))
        except Fragile as e:
            gold, fig = None, f'FRAGILE: {e}'
            fragile.append((text, str(e)))
        except Exception as e:  # a computation error is itself a fragile gold
            gold, fig = None, f'FRAGILE (error): {type(e).__name__}: {e}'
            fragile.append((text, fig))
        rows[kind_].append((text, gold, town, fig))
    texts = [t for _, t, _, _ in Q]
    if len(set(texts)) != len(texts):
        fragile.append(('set', 'duplicate question'))
    towns = collections.Counter(town for _, _, town, _ in Q)
    if towns[HD] < 20 or towns[SG] < 10:
        fragile.append(('set', f'towns {dict(towns)}'))
    for k in KINDS:
        if len(rows[k]) != 12:
            fragile.append(('set', f'{k}: {len(rows[k])} questions'))
    traps = sum(1 for k in KINDS for r in rows[k] if r[1] and '!not in the data' in r[1])
    if traps < 7:
        fragile.append(('set', f'{traps} traps'))
    return rows, fragile

def tsv_text(k, rows):
    return HEADER.format(kind=k) + ''.join(f'{t}\t{g}\tone\n' for t, g, _, _ in rows[k])

def main():
    rows, fragile = compute()
    frag_texts = {t for t, _ in fragile}
    if '--write' in sys.argv:
        if fragile:
            for t, e in fragile:
                print(f'FRAGILE: {t}: {e}')
            print('refused: fragile golds, nothing written')
            sys.exit(1)
        for k in KINDS:
            (HERE / f'val31-{k}.tsv').write_text(tsv_text(k, rows), encoding='utf-8')
        print('written')
        return
    if '--check' in sys.argv:
        bad = 0
        for t, e in fragile:
            if t in ('setup', 'set'):
                print(f'FRAGILE: {t}: {e}')
                bad += 1
        for k in KINDS:
            path = HERE / f'val31-{k}.tsv'
            lines = path.read_text(encoding='utf-8').split('\n') if path.exists() else []
            body = [(i + 1, ln) for i, ln in enumerate(lines) if ln and not ln.startswith('#')]
            if len(body) != len(rows[k]):
                print(f'{path.name}: {len(body)} questions, expected {len(rows[k])}')
                bad += 1
            for (lineno, ln), (t, g, _, fig) in zip(body, rows[k]):
                parts = ln.split('\t')
                if t in frag_texts:
                    print(f'{path.name}:{lineno}: fragile gold: {fig}')
                    bad += 1
                if len(parts) != 3 or parts[0] != t or parts[1] != g or parts[2] != 'one':
                    print(f'{path.name}:{lineno}: differs (expected gold {g!r}, file has {parts[1:2]!r})')
                    bad += 1
        if bad:
            print(f'check FAILED: {bad} problem(s)')
            sys.exit(1)
        print('check OK: 60 golds match')
        return
    for k in KINDS:
        for t, g, town, fig in rows[k]:
            print(f'[{k}] [{town}] {t}\n    gold: {g}\n    figures: {fig}')
    for t, e in fragile:
        print(f'FRAGILE: {t}: {e}')

if __name__ == '__main__':
    main()
