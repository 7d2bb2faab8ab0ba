#!/usr/bin/env python3
"""Gold answers for the "beyond" validation set 26 (held out; never tune on it).

Recomputes every gold of val26-*.tsv from the raw OSM extracts in shared/data/osm-fresh (or GEOREACT_FRESH_DIR)
with osmium (pyosmium), shapely, pyproj, networkx and numpy only.
    --check   compare with the TSVs; exit 1 naming file and line on any difference or fragile gold
    --write   rewrite the five TSVs (refused while any gold is fragile)
    (none)    print question, town, kind, gold and figures
Map data © OpenStreetMap contributors, ODbL 1.0.
"""
import os, re, sys, math, itertools, unicodedata
from pathlib import Path
import osmium
import numpy as np
import networkx as nx
from shapely import wkb
from shapely.geometry import Point, LineString, Polygon, MultiPolygon
from shapely.ops import nearest_points, transform
from pyproj import Geod, Transformer

HERE = Path(__file__).resolve().parent
FRESH = Path(os.environ.get('GEOREACT_FRESH_DIR') or Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh')
FILES = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Baltimore': 'baltimore-2015.osm.pbf',
         'Singapore': 'singapore-bayfront-2019.osm.pbf'}
GEOD = Geod(ellps='WGS84')

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


# ================================================================ helpers
class Fragile(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fragile(msg)


def fold(s):
    s = unicodedata.normalize('NFKD', s.replace('ß', 'ss').replace('ẞ', 'ss'))
    return ''.join(c for c in s if not unicodedata.combining(c)).casefold()


def words(s):
    return re.findall(r'[0-9a-z]+', fold(s))


def wordsets(s):
    """both apostrophe readings: "o'donnell" -> [o, donnell] and [odonnell]"""
    return [words(s), words(re.sub(r"[’']", '', s))]


def inside(a, b):
    for wa in wordsets(a):
        for wb in wordsets(b):
            n = len(wa)
            if n and any(wb[i:i + n] == wa for i in range(len(wb) - n + 1)):
                return True
    return False


OLDER_ALL = OLDER_SETS + LEFT_OUT


def older_clash(name):
    return [o for o in OLDER_ALL if inside(o, name) or inside(name, o)]


# ================================================================ data
def load(town):
    fab = osmium.geom.WKBFactory()
    feats, area_ways, nodes, ways = [], set(), {}, {}
    for o in osmium.FileProcessor(str(FRESH / FILES[town])).with_locations().with_areas():
        if o.is_node():
            nodes[o.id] = (o.location.lon, o.location.lat)
            if len(o.tags):
                feats.append(dict(t='n', id=o.id, tags=dict(o.tags), geom=Point(o.location.lon, o.location.lat)))
        elif o.is_way():
            tags = dict(o.tags)
            refs = [n.ref for n in o.nodes]
            ways[o.id] = (tags, refs)
            if tags and len(refs) >= 2:
                feats.append(dict(t='w', id=o.id, tags=tags, geom=LineString([(n.lon, n.lat) for n in o.nodes])))
        elif o.is_area():
            try:
                g = wkb.loads(fab.create_multipolygon(o), hex=True)
            except Exception:
                continue
            if o.from_way():
                area_ways.add(o.orig_id())
            feats.append(dict(t='a', id=o.orig_id(), fromway=o.from_way(), tags=dict(o.tags), geom=g))
        elif o.is_relation():
            feats.append(dict(t='r', id=o.id, tags=dict(o.tags), geom=None,
                              members=[(m.type, m.ref, m.role) for m in o.members]))
    out = []
    for f in feats:
        hw = 'highway' in f['tags'] and f['tags'].get('area') != 'yes'
        if f['t'] == 'w' and f['id'] in area_ways and not hw:
            continue                      # a closed way that is an area: the polygon only
        if f['t'] == 'a' and f.get('fromway') and hw:
            continue                      # a closed highway stays a line
        out.append(f)
    return out, nodes, ways


DATA = {t: load(t) for t in FILES}
FEATS = {t: DATA[t][0] for t in FILES}
NAMES = {}
for _t in FILES:
    for _f in FEATS[_t]:
        if _f['tags'].get('name'):
            NAMES.setdefault(_f['tags']['name'], []).append((_t, _f))


def compact(s):
    return ''.join(words(s))


def place(town, name):
    """A named place: the mention equals exactly one feature name of the three extracts, carried by one feature with
    a geometry, in the question's town; inside no other name; no namesake differing in spaces or punctuation; no
    overlap with any older name."""
    need(name in NAMES, f'{name}: not a feature name')
    carriers = [(t, f) for t, f in NAMES[name] if f['geom'] is not None]
    need(len(carriers) == 1, f'{name}: carried by {len(carriers)} features with a geometry')
    t, f = carriers[0]
    need(t == town, f'{name}: in {t}, not {town}')
    for other in NAMES:
        if other != name:
            need(not inside(name, other), f'{name}: inside {other}')
            need(compact(other) != compact(name), f'{name}: namesake {other}')
    need(not older_clash(name), f'{name}: older name {older_clash(name)[:3]}')
    return f


REFUSED_ANCHOR_TAGS = [  # kind-unique anchors of older sets (README-val13/24/25), refused by tag
    ('amenity', 'fire_station'), ('amenity', 'clock'), ('amenity', 'charging_station'), ('landuse', 'cemetery'),
    ('man_made', 'pier'), ('barrier', 'turnstile'), ('amenity', 'post_office'), ('highway', 'speed_camera'),
    ('highway', 'give_way'), ('highway', 'turning_circle'), ('highway', 'stop'), ('office', 'Baudezernat'),
    ('tower:type', 'bell_tower'), ('information', 'map'), ('building', 'hut'), ('advertising', 'column'),
    ('tower:type', 'communication'), ('amenity', 'parking_entrance'), ('playground', 'wendyhouse'),
    ('surveillance', 'webcam'), ('shop', 'vacant'), ('disused:amenity', 'cinema'), ('brand', 'Morgenpost'),
    ('razed:railway', 'tram'), ('highway', 'cycleway'), ('traffic_calming', 'hump'), ('historic', 'memorial'),
    ('amenity', 'post_box'), ('amenity', 'smoking_area'), ('highway', 'elevator'), ('sport', 'tennis'),
    ('amenity', 'shelter'), ('landuse', 'construction'), ('building', 'train_station'), ('building', 'public'),
    ('highway', 'primary_link'), ('power', 'substation'), ('amenity', 'bicycle_parking'), ('information', 'guidepost'),
    ('sport', 'fencing'), ('brand', 'Citibank'), ('brand', 'OCBC'), ('natural', 'tree_row'), ('man_made', 'water_tower'),
    ('power', 'generator'), ('man_made', 'chimney'), ('man_made', 'storage_tank'), ('sport', 'american_football'),
    ('amenity', 'compressed_air'), ('sport', 'chess'), ('inscription', None), ('collection_times', None),
    ('fee', None), ('amenity', 'toilets'), ('amenity', 'telephone')]


def anchor(town, test, synonym=None):
    """A kind-unique anchor: exactly one feature of the town passes `test`, it has no name, no other feature passes
    `synonym`, and it carries no tag of an older set's anchor."""
    hits = [f for f in FEATS[town] if test(f['tags']) and f['geom'] is not None]
    need(len(hits) == 1, f'anchor: {len(hits)} features')
    f = hits[0]
    need('name' not in f['tags'], 'anchor: named')
    if synonym:
        others = [g for g in FEATS[town] if g is not f and synonym(g['tags'])]
        need(not others, f'anchor: synonym on {len(others)} features')
    for k, v in REFUSED_ANCHOR_TAGS:
        need(not (k in f['tags'] and (v is None or f['tags'][k] == v)), f'anchor: older anchor tag {k}={v}')
    return f


# ---------------------------------------------------------------- measures
def _aeqd(g):
    c = g.centroid
    tr = Transformer.from_crs('EPSG:4326', f'+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84', always_xy=True)
    return tr


def dist(a, b):
    """geodesic distance between the nearest points of two geometries (0 when they touch)"""
    if a.intersects(b):
        return 0.0
    tr = _aeqd(a)
    pa, pb = transform(tr.transform, a), transform(tr.transform, b)
    na, nb = nearest_points(pa, pb)
    inv = Transformer.from_crs(tr.target_crs, 'EPSG:4326', always_xy=True)
    (x1, y1), (x2, y2) = inv.transform(na.x, na.y), inv.transform(nb.x, nb.y)
    return GEOD.inv(x1, y1, x2, y2)[2]


def cdist(a, b):
    ca, cb = a.centroid, b.centroid
    return GEOD.inv(ca.x, ca.y, cb.x, cb.y)[2]


def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])


def length(g):
    return GEOD.geometry_length(g)


def rep(f):
    """a place's point: its point, its polygon's centroid, a line's midpoint"""
    g = f['geom']
    if g.geom_type == 'Point':
        return g
    if g.geom_type in ('LineString', 'MultiLineString'):
        return g.interpolate(0.5, normalized=True)
    return g.centroid


def possibly_one(fs, r=10.0):
    """two features that may be one place: same name, or one unnamed, within r m"""
    for a, b in itertools.combinations(fs, 2):
        na, nb = a['tags'].get('name'), b['tags'].get('name')
        if (na == nb or not na or not nb) and dist(a['geom'], b['geom']) <= r:
            return (a['id'], b['id'])
    return None


def count(town, test, r=10.0):
    fs = [f for f in FEATS[town] if f['geom'] is not None and test(f['tags'])]
    pair = possibly_one(fs, r)
    need(pair is None, f'count: possibly one place {pair}')
    return fs


def nearest(town, centre, test, named=True, loose=None):
    """the feature passing test nearest to centre's geometry: beats the runner-up by 10 % + 5 m (a same-named one
    within 100 m is the same place), wins by centroid too, named (unless named=False); under a looser kind too"""
    cands = [f for f in FEATS[town] if f['geom'] is not None and test(f['tags']) and f is not centre]
    need(len(cands) >= 2, 'nearest: fewer than two candidates')
    ds = sorted(((dist(centre['geom'], f['geom']), f) for f in cands), key=lambda x: x[0])
    best, d0 = ds[0][1], ds[0][0]
    rest = [(d, f) for d, f in ds[1:] if not (f['tags'].get('name') and f['tags'].get('name') == best['tags'].get('name')
                                             and dist(f['geom'], best['geom']) <= 100)]
    d1 = rest[0][0]
    need(d1 > d0 * 1.1 + 5, f'nearest: runner-up {d1:.0f} vs {d0:.0f}')
    cs = sorted(((cdist(centre['geom'], f['geom']), f) for f in cands), key=lambda x: x[0])
    need(cs[0][1] is best, 'nearest: another wins by centroid')
    if named:
        need(best['tags'].get('name'), 'nearest: unnamed')
    if loose:
        near2 = min((dist(centre['geom'], f['geom']), f['id']) for f in FEATS[town]
                    if f['geom'] is not None and loose(f['tags']) and f is not centre)
        need(near2[1] == best['id'], 'nearest: another wins under the looser kind')
    return best, d0, d1


NOT_IN_DATA = ('!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | '
               '!not recorded')


def absent(f, keys, prefixes=()):
    for k in f['tags']:
        need(k not in keys and not any(k.startswith(p) for p in prefixes), f'trap: has {k}')


# ---------------------------------------------------------------- opening hours (README-val4's readable subset)
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']


def _days(sel):
    out = set()
    for part in sel.split(','):
        if '-' in part:
            a, b = part.split('-')
            need(a in DAYS and b in DAYS, f'hours: day {part}')
            i, j = DAYS.index(a), DAYS.index(b)
            k = i
            while True:
                out.add(k)
                if k == j:
                    break
                k = (k + 1) % 7
        else:
            need(part in DAYS, f'hours: day {part}')
            out.add(DAYS.index(part))
    return out


def _hm(s):
    m = re.fullmatch(r'(\d{1,2}):(\d{2})', s)
    need(m, f'hours: time {s}')
    h, mi = int(m.group(1)), int(m.group(2))
    need(h <= 24 and mi < 60, f'hours: time {s}')
    return h * 60 + mi


def parse_hours(s):
    """-> {day: [(start, end)]} in minutes; end <= start runs past midnight"""
    s = s.strip()
    if s == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    week = {d: [] for d in range(7)}
    for rule in s.split(';'):
        rule = rule.strip()
        need(rule, 'hours: empty rule')
        m = re.fullmatch(r'(?:([A-Za-z,\-]+) )?(.+)', rule)
        sel, spans = m.group(1), m.group(2)
        if sel is None and re.fullmatch(r'[A-Za-z,\-]+', spans) and spans not in ('off', 'closed'):
            raise Fragile(f'hours: unreadable {rule}')
        ds = _days(sel) if sel else set(range(7))
        if spans in ('off', 'closed'):
            iv = []
        else:
            need(', ' not in spans, 'hours: space after comma')
            iv = []
            for sp in spans.split(','):
                m2 = re.fullmatch(r'(\d{1,2}:\d{2})-(\d{1,2}:\d{2})', sp)
                need(m2, f'hours: span {sp}')
                iv.append((_hm(m2.group(1)), _hm(m2.group(2))))
        for d in ds:
            week[d] = list(iv)
    return week


def is_open(week, day, minute, strict):
    for a, b in week[day]:
        if b > a and a <= minute < b:
            return True
        if b <= a and minute >= a:
            return True
    prev = (day - 1) % 7
    for a, b in week[prev]:
        if b <= a and minute < b:
            if strict and week[day]:
                continue
            return True
    return False


def verdict(hours, day, minute):
    week = parse_hours(hours)
    vs = set()
    for dm in range(-15, 16):
        m = minute + dm
        d = (day + (m // 1440)) % 7
        for strict in (False, True):
            vs.add(is_open(week, d, m % 1440, strict))
    need(len(vs) == 1, f'hours: verdict not stable around {DAYS[day]} {minute // 60}:{minute % 60:02d}')
    return vs.pop()


# ---------------------------------------------------------------- routing (README-val4's graph and val24/25's variants)
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NONWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
          'services', 'razed', 'disused', 'bus_guideway', 'escape'}
MOTOR = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}
_GRAPHS = {}


def graph(town, mode, variant):
    key = (town, mode, variant)
    if key in _GRAPHS:
        return _GRAPHS[key]
    nodes, ways = DATA[town][1], DATA[town][2]
    G = nx.DiGraph()
    for wid, (t, refs) in ways.items():
        hw = t.get('highway')
        if not hw or len(refs) < 2:
            continue
        acc = t.get('access') in ('no', 'private')
        if mode == 'car':
            if hw not in CAR or acc:
                continue
            if variant == 'strict' and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')):
                continue
        elif mode == 'bike':
            ok = (hw in CAR and hw not in MOTOR) or hw in ('cycleway', 'path', 'track') or t.get('bicycle') in ('yes', 'designated')
            if not ok or t.get('bicycle') == 'no' or acc:
                continue
            if variant == 'strict' and t.get('vehicle') in ('no', 'private') and t.get('bicycle') not in ('yes', 'designated'):
                continue
        else:
            if hw in MOTOR or hw in NONWAY or t.get('foot') == 'no':
                continue
            if variant == 'strict' and acc and t.get('foot') not in ('yes', 'designated', 'permissive'):
                continue
        ow = t.get('oneway')
        fwd, bwd = True, True
        if mode in ('car', 'bike'):
            if ow in ('yes', 'true', '1'):
                bwd = False
            elif ow == '-1':
                fwd = False
            elif ow is None and variant in ('strict', 'implied') and (t.get('junction') == 'roundabout' or (mode == 'car' and hw in ('motorway', 'motorway_link'))):
                bwd = False
            if mode == 'bike' and (t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite')):
                fwd = bwd = True
            if mode == 'bike' and variant == 'nooneway':
                fwd = bwd = True
        for a, b in zip(refs, refs[1:]):
            if a not in nodes or b not in nodes or a == b:
                continue
            w = GEOD.inv(*nodes[a], *nodes[b])[2]
            if fwd:
                G.add_edge(a, b, weight=w)
            if bwd:
                G.add_edge(b, a, weight=w)
    big = max(nx.strongly_connected_components(G), key=len)
    _GRAPHS[key] = (G, big)
    return G, big


def snap(town, G, pool, pt):
    nodes = DATA[town][1]
    best = min(pool, key=lambda n: (nodes[n][0] - pt.x) ** 2 + ((nodes[n][1] - pt.y) * 1.3) ** 2)
    cand = sorted(pool, key=lambda n: GEOD.inv(pt.x, pt.y, *nodes[n])[2] if abs(nodes[n][0] - pt.x) < 0.01 and abs(nodes[n][1] - pt.y) < 0.01 else 1e9)[:1]
    n = cand[0] if cand else best
    return n, GEOD.inv(pt.x, pt.y, *nodes[n])[2]


def route(town, mode, a, b):
    """length of the shortest route between two places (their points), with every variant; returns (L, figures)"""
    pa, pb = rep(a), rep(b)
    straight = GEOD.inv(pa.x, pa.y, pb.x, pb.y)[2]
    need(300 <= straight <= 5000, f'route: straight line {straight:.0f} m')
    variants = {'car': ['base', 'strict', 'implied'], 'bike': ['base', 'strict', 'nooneway'], 'foot': ['base', 'strict']}[mode]
    out = {}
    for v in variants:
        G, big = graph(town, mode, v)
        for snapname, pool in (('big', big), ('whole', G.nodes)):
            if snapname == 'whole' and v != 'base':
                continue
            na, da = snap(town, G, pool, pa)
            nb, db = snap(town, G, pool, pb)
            if snapname == 'big':
                need(da <= 100 and db <= 100, f'route: snapped {da:.0f} / {db:.0f} m from the graph')
            try:
                L = nx.dijkstra_path_length(G, na, nb, weight='weight')
            except nx.NetworkXNoPath:
                raise Fragile(f'route: no path ({v}, {snapname})')
            out[f'{v}/{snapname}'] = L
    L = out['base/big']
    need(L <= 2.5 * straight and L >= 0.97 * straight, f'route: {L:.0f} m vs straight {straight:.0f} m')
    for k, x in out.items():
        need(abs(x - L) <= 0.03 * L, f'route: variant {k} {x:.0f} vs {L:.0f}')
    return L, out, straight


def walk_verdict(town, a, b, minutes):
    L, out, s = route(town, 'foot', a, b)
    t3 = [x / 50.0 for x in out.values()]      # minutes at 3 km/h
    t6 = [x / 100.0 for x in out.values()]     # minutes at 6 km/h
    if all(t <= 0.9 * minutes for t in t3):
        return True, L
    if all(t >= 1.1 * minutes for t in t6):
        return False, L
    raise Fragile(f'walk: {L:.0f} m undecided for {minutes} min')


# ================================================================ questions
H, S, B = 'Heidelberg', 'Singapore', 'Baltimore'
Q = []


def q(file, town, kind, text, trap=False):
    def deco(fn):
        Q.append(dict(file=file, town=town, kind=kind, q=text, fn=fn, trap=trap))
        return fn
    return deco


def kindf(k, v):
    return lambda t: t.get(k) == v


def num(x):
    return f'{x:.0f}'


def yn(b):
    return '!yes | !open' if b is True else '!no | !closed'


# anchors (kind-unique, unnamed, new)
GUESTPARK = lambda: anchor(H, lambda t: t.get('amenity') == 'parking' and 'hotelg' in fold(t.get('description', '')),
                           synonym=lambda t: 'hotelg' in fold(' '.join(t.values())) and t.get('amenity') == 'parking')
TWOSTAR = lambda: anchor(H, lambda t: t.get('stars') == '2' and 'name' not in t)
FAINTPATH = lambda: anchor(H, lambda t: t.get('trail_visibility') == 'bad', synonym=lambda t: t.get('trail_visibility') in ('bad', 'horrible', 'no'))
TWOSEATER = lambda: anchor(H, lambda t: t.get('amenity') == 'bench' and t.get('seats') == '2',
                           synonym=lambda t: t.get('seats') == '2')
BIKEWINDOW = lambda: anchor(H, lambda t: t.get('highway') == 'footway' and re.fullmatch(r'\d\d:\d\d-\d\d:\d\d', t.get('bicycle', '')),
                            synonym=lambda t: bool(re.search(r'\d:\d\d', t.get('bicycle', '') + t.get('bicycle:conditional', ''))))
PASSAGE = lambda: anchor(H, lambda t: t.get('tunnel') == 'building_passage', synonym=lambda t: t.get('tunnel') == 'building_passage')
GRADE3 = lambda: anchor(H, lambda t: t.get('highway') == 'track' and t.get('tracktype') == 'grade3',
                        synonym=lambda t: t.get('tracktype') == 'grade3')
SANDPIT = lambda: anchor(H, lambda t: t.get('playground') == 'sandpit' and t.get('ramp:stroller') == 'no',
                         synonym=lambda t: 'ramp:stroller' in t)
GRITNOTE = lambda: anchor(H, lambda t: t.get('amenity') == 'grit_bin' and 'description' in t,
                          synonym=lambda t: 'streugut' in fold(' '.join(t.values())))

# ---------------------------------------------------------------- attribute
@q('attribute', H, 'one', "the car park for hotel guests in the Heidelberg data - is it asphalt or gravel?")
def _():
    f = GUESTPARK()
    need(f['tags'].get('surface') == 'asphalt', 'surface')
    return '!asphalt', f"way {f['id']} surface={f['tags']['surface']}"


@q('attribute', H, 'one', "Heidelberg: theres a 2-star hotel in the data without a name. how many rooms does it have")
def _():
    f = TWOSTAR()
    return f"#{f['tags']['rooms']} | !{f['tags']['rooms']}", f"node {f['id']} rooms={f['tags']['rooms']}"


@q('attribute', H, 'one', "How narrow is that faint footpath in Heidelberg, the one tagged as hard to make out on the ground? width please")
def _():
    f = FAINTPATH()
    need(f['tags'].get('width') == '0.3', 'width')
    return '!0.3 | !0,3 | !30 cm | !30cm', f"way {f['id']} width={f['tags']['width']}"


@q('attribute', H, 'one', "what material is the little two-seater bench in the Heidelberg data made of?")
def _():
    f = TWOSEATER()
    need(f['tags'].get('material') == 'wood', 'material')
    return '!wood | !wooden', f"node {f['id']} material=wood colour={f['tags'].get('colour')}"


@q('attribute', H, 'one', "How many cars fit in the hotel guests' car park in Heidelberg? capacity pls", trap=True)
def _():
    f = GUESTPARK()
    absent(f, {'capacity'}, ('capacity',))
    return NOT_IN_DATA, f"way {f['id']}: no capacity key"


@q('attribute', S, 'one', "In the Singapore extract, whats the entry fee for the casino?", trap=True)
def _():
    cs = [f for f in FEATS[S] if f['tags'].get('amenity') == 'casino' or f['tags'].get('leisure') == 'casino']
    need(len(cs) >= 1, 'no casino')
    for f in cs:
        absent(f, {'fee', 'charge', 'price', 'entrance_fee'}, ('fee', 'charge', 'price'))
    return NOT_IN_DATA, f'{len(cs)} casino features, none with fee/charge/price'


@q('attribute', S, 'one', "is there a phone number for the casino in the singapore data?", trap=True)
def _():
    cs = [f for f in FEATS[S] if f['tags'].get('amenity') == 'casino']
    need(cs, 'no casino')
    for f in cs:
        absent(f, {'phone', 'contact:phone', 'mobile', 'contact:mobile'}, ('phone', 'contact:phone'))
    return NOT_IN_DATA, f'{len(cs)} casinos, no phone key'


@q('attribute', B, 'one', "Could I get a phone number for P.U.R.E Integrated Health?")
def _():
    f = place(B, 'P.U.R.E Integrated Health')
    need(f['tags'].get('phone') == '410-235-3995', 'phone')
    return '!410-235-3995 | !4102353995 | !235-3995 | !(410) 235-3995', 'phone=410-235-3995'


@q('attribute', B, 'one', "apostolic towers - is that housing for a particular group of people?")
def _():
    f = place(B, 'Apostolic Towers')
    need(f['tags'].get('residential') == 'senior', 'residential')
    return '!senior | !seniors | !elderly | !older', 'residential=senior'


@q('attribute', B, 'one', "How many floors does Diversified Realty's building have")
def _():
    f = place(B, 'Diversified Realty')
    return f"#{f['tags']['building:levels']} | !three", f"building:levels={f['tags']['building:levels']}"


@q('attribute', B, 'one', "what's the street address of Monumental Supply Company? number and street")
def _():
    f = place(B, 'Monumental Supply Company')
    return f"{f['tags']['addr:street']}; !{f['tags']['addr:housenumber']}", f"{f['tags']['addr:housenumber']} {f['tags']['addr:street']}"


@q('attribute', B, 'one', "I want to call The Inn at Henderson's Wharf to book a room, what's their number?", trap=True)
def _():
    f = place(B, "The Inn at Henderson's Wharf")
    for k in f['tags']:
        need('phone' not in k and 'mobile' not in k and 'website' not in k and k != 'url', f'has {k}')
    return NOT_IN_DATA, f"tags: {sorted(f['tags'])}"

# ---------------------------------------------------------------- hours
def _hm_items(m):
    h, mi = divmod(m, 60)
    h12 = h % 12 or 12
    ap = 'am' if h < 12 else 'pm'
    return f'!{h:02d}:{mi:02d} | !{h}:{mi:02d} | !{h12} {ap} | !{h12}{ap} | !{h12}:{mi:02d} {ap} | !{h12}:{mi:02d}{ap}'


@q('hours', H, 'one', "sunday 7.30 in the morning, heidelberg: is the cafe closest to the grade three track open yet?")
def _():
    a = GRADE3()
    p, d0, d1 = nearest(H, a, kindf('amenity', 'cafe'))
    v = verdict(p['tags']['opening_hours'], 6, 7 * 60 + 30)
    return f"{p['tags']['name']}; {yn(v)}", f"{p['tags']['name']} {d0:.0f} m (next {d1:.0f}); {p['tags']['opening_hours']} Su 07:30 -> {v}"


@q('hours', H, 'one', "Monday lunch at 1pm - does the restaurant nearest the grade three track in the Heidelberg data serve then?")
def _():
    a = GRADE3()
    p, d0, d1 = nearest(H, a, kindf('amenity', 'restaurant'))
    v = verdict(p['tags']['opening_hours'], 0, 13 * 60)
    return f"{p['tags']['name']}; {yn(v)}", f"{p['tags']['name']} {d0:.0f} m (next {d1:.0f}); {p['tags']['opening_hours']} Mo 13:00 -> {v}"


@q('hours', H, 'one', "Need plasters on a saturday around 11.30am - is the pharmacy closest to the hotel guests' car park in Heidelberg open then?")
def _():
    a = GUESTPARK()
    p, d0, d1 = nearest(H, a, kindf('amenity', 'pharmacy'),
                        loose=lambda t: t.get('amenity') == 'pharmacy' or t.get('shop') == 'chemist' or t.get('healthcare') == 'pharmacy')
    v = verdict(p['tags']['opening_hours'], 5, 11 * 60 + 30)
    return f"{p['tags']['name']}; {yn(v)}", f"{p['tags']['name']} {d0:.0f} m (next {d1:.0f}); {p['tags']['opening_hours']} Sa 11:30 -> {v}"


@q('hours', H, 'one', "heidelberg, the fast food place closest to the nameless 2-star hotel: can I still get food there at 10pm on a tuesday?")
def _():
    a = TWOSTAR()
    p, d0, d1 = nearest(H, a, kindf('amenity', 'fast_food'))
    v = verdict(p['tags']['opening_hours'], 1, 22 * 60)
    return f"{p['tags']['name']}; {yn(v)}", f"{p['tags']['name']} {d0:.0f} m (next {d1:.0f}); {p['tags']['opening_hours']} Tu 22:00 -> {v}"


@q('hours', H, 'one', "Is the restaurant nearest the passageway that goes through a building in Heidelberg open monday at noon?", trap=True)
def _():
    a = PASSAGE()
    p, d0, d1 = nearest(H, a, kindf('amenity', 'restaurant'))
    absent(p, {'service_times', 'open'}, ('opening_hours', 'hours'))
    return f"{NOT_IN_DATA}; {p['tags']['name']}", f"{p['tags']['name']} {d0:.0f} m (next {d1:.0f}); no opening_hours"


@q('hours', S, 'one', "can i get into the casino in the singapore data at 4am on a tuesday?", trap=True)
def _():
    cs = [f for f in FEATS[S] if f['tags'].get('amenity') == 'casino']
    need(cs, 'no casino')
    for f in cs:
        absent(f, {'service_times', 'open'}, ('opening_hours', 'hours'))
    return NOT_IN_DATA, f'{len(cs)} casinos, no opening_hours'


@q('hours', S, 'one', "Singapore data: what time does the pharmacy open on sundays?", trap=True)
def _():
    for f in FEATS[S]:
        t = f['tags']
        need(not (t.get('amenity') in ('pharmacy', 'chemist') or t.get('shop') in ('chemist', 'pharmacy')
                  or t.get('healthcare') == 'pharmacy'), 'a pharmacy')
        txt = fold(' '.join(t.get(k, '') for k in ('name', 'brand', 'operator', 'description')))
        need(not any(w in txt for w in ('pharmac', 'apothe', 'chemist', 'guardian', 'watsons', 'unity')), f'pharmacy word {txt[:40]}')
    return NOT_IN_DATA + ' | !no pharmacy | !none', 'no pharmacy in the extract'


@q('hours', B, 'one', "sunday 9 in the morning, is the bakery nearest Jonestown open?")
def _():
    a = place(B, 'Jonestown')
    p, d0, d1 = nearest(B, a, kindf('shop', 'bakery'), loose=lambda t: t.get('shop') in ('bakery', 'pastry'))
    v = verdict(p['tags']['opening_hours'], 6, 9 * 60)
    return f"Poupon; {yn(v)}", f"{p['tags']['name']} {d0:.0f} m (next {d1:.0f}); {p['tags']['opening_hours']} Su 09:00 -> {v}"


@q('hours', B, 'one', "Early start on a saturday: at 8 am will the bakery closest to the Baltimore Police Department Heliport be open?")
def _():
    a = place(B, 'Baltimore Police Department Heliport')
    p, d0, d1 = nearest(B, a, kindf('shop', 'bakery'), loose=lambda t: t.get('shop') in ('bakery', 'pastry'))
    v = verdict(p['tags']['opening_hours'], 5, 8 * 60)
    return f"Poupon; {yn(v)}", f"{p['tags']['name']} {d0:.0f} m (next {d1:.0f}); {p['tags']['opening_hours']} Sa 08:00 -> {v}"


@q('hours', B, 'one', "we're at Potomac Insurance, it's 11pm on a saturday. would the nearest of the bars still be open")
def _():
    a = place(B, 'Potomac Insurance')
    p, d0, d1 = nearest(B, a, kindf('amenity', 'bar'), loose=lambda t: t.get('amenity') in ('bar', 'pub', 'biergarten'))
    v = verdict(p['tags']['opening_hours'], 5, 23 * 60)
    return f"{p['tags']['name']}; {yn(v)}", f"{p['tags']['name']} {d0:.0f} m (next {d1:.0f}); {p['tags']['opening_hours']} Sa 23:00 -> {v}"


@q('hours', B, 'one', "Does Young's Place Tavern & Package Goods still sell at 11 pm on a friday?", trap=True)
def _():
    f = place(B, "Young's Place Tavern & Package Goods")
    absent(f, {'service_times', 'open'}, ('opening_hours', 'hours'))
    return NOT_IN_DATA, 'no opening_hours'


@q('hours', B, 'one', "CFG Community Bank, saturday morning around 10 - are they open?", trap=True)
def _():
    f = place(B, 'CFG Community Bank')
    absent(f, {'service_times', 'open'}, ('opening_hours', 'hours'))
    return NOT_IN_DATA, 'no opening_hours'

# ---------------------------------------------------------------- arithmetic
def rnd(x, step):
    return int(round(x / step) * step)


@q('arithmetic', H, 'one', "heidelberg data: are there more waste baskets or bollards, and by how many? give both numbers")
def _():
    a = count(H, kindf('amenity', 'waste_basket'))
    b = count(H, kindf('barrier', 'bollard'))
    need(abs(len(a) - len(b)) > 0.1 * max(len(a), len(b)), 'near tie')
    d = abs(len(a) - len(b))
    need(d not in (len(a), len(b)), 'difference equals a count')
    w = '!waste basket' if len(a) > len(b) else '!bollard'
    return f"{w}; #{d}; #{len(a)}; #{len(b)}", f'waste baskets {len(a)}, bollards {len(b)}'


@q('arithmetic', H, 'one', "Roughly how many square metres is the car park for hotel guests in Heidelberg?")
def _():
    f = GUESTPARK()
    return f"~{rnd(area(f['geom']), 1)} m2", f"{area(f['geom']):.1f} m2"


@q('arithmetic', H, 'one', "As the crow flies, how far is the two-seater bench from the grit bin with the note on it, in the Heidelberg data?")
def _():
    a, b = TWOSEATER(), GRITNOTE()
    d = dist(a['geom'], b['geom'])
    need(d >= 100, 'short')
    return f"~{rnd(d, 1)} m", f'{d:.1f} m'


@q('arithmetic', H, 'one', "In Heidelberg, how much wider is the grade three track than that faint, hard-to-see footpath?", trap=True)
def _():
    a, b = GRADE3(), FAINTPATH()
    absent(a, {'width', 'est_width'}, ('width',))
    return NOT_IN_DATA, f"track {a['id']} has no width; path width={b['tags'].get('width')}"


@q('arithmetic', S, 'one', "singapore data - how many more restaurants than cafes are there? both counts too")
def _():
    a = count(S, kindf('amenity', 'restaurant'))
    b = count(S, kindf('amenity', 'cafe'))
    need(abs(len(a) - len(b)) > 0.1 * max(len(a), len(b)), 'near tie')
    d = len(a) - len(b)
    need(d not in (len(a), len(b)), 'difference equals a count')
    return f"#{d}; #{len(a)}; #{len(b)}", f'restaurants {len(a)}, cafes {len(b)}'


@q('arithmetic', S, 'one', "Add up the restaurants, cafés and bars in the Singapore extract - what's the total, and how does it split?")
def _():
    a = count(S, kindf('amenity', 'restaurant'))
    b = count(S, kindf('amenity', 'cafe'))
    c = count(S, kindf('amenity', 'bar'))
    pair = possibly_one(a + b + c)
    need(pair is None, f'possibly one {pair}')
    return f"#{len(a) + len(b) + len(c)}; #{len(a)}; #{len(b)}; #{len(c)}", f'{len(a)} + {len(b)} + {len(c)}'


@q('arithmetic', B, 'one', "how many metres higher does Canaan Missionary Baptist Church sit than Sacred Heart of Mary Roman Catholic Church?")
def _():
    a = place(B, 'Canaan Missionary Baptist Church')
    b = place(B, 'Sacred Heart of Mary Roman Catholic Church')
    d = float(a['tags']['ele']) - float(b['tags']['ele'])
    need(d >= 3, 'ele gap')
    return f"~{d:.0f} m", f"ele {a['tags']['ele']} vs {b['tags']['ele']}"


@q('arithmetic', B, 'one', "Naval Reserve Center or US Army Reserve - which one covers more ground, and by how many m2?")
def _():
    a = place(B, 'Naval Reserve Center')
    b = place(B, 'US Army Reserve')
    x, y = area(a['geom']), area(b['geom'])
    need(abs(x - y) > 0.15 * max(x, y), 'areas within 15 %')
    big = 'Naval Reserve Center' if x > y else 'US Army Reserve'
    return f"{big}; ~{rnd(abs(x - y), 1)} m2", f'{x:.0f} vs {y:.0f} m2'


@q('arithmetic', B, 'one', "From Apostolic Towers, is Cristo Rey Jesuit High School or Our Lady of Fatima School closer, and by how many metres?")
def _():
    c = place(B, 'Apostolic Towers')
    a = place(B, 'Cristo Rey Jesuit High School')
    b = place(B, 'Our Lady of Fatima School')
    x, y = dist(c['geom'], a['geom']), dist(c['geom'], b['geom'])
    need(abs(x - y) > 0.15 * max(x, y), 'within 15 %')
    xc, yc = cdist(c['geom'], a['geom']), cdist(c['geom'], b['geom'])
    need((x < y) == (xc < yc) and abs(abs(xc - yc) - abs(x - y)) <= max(0.05 * abs(x - y), 15), 'centroid reading')
    near = 'Cristo Rey' if x < y else 'Fatima'
    return f"{near}; ~{rnd(abs(x - y), 1)} m", f'{x:.0f} vs {y:.0f} m (centroids {xc:.0f} vs {yc:.0f})'


@q('arithmetic', B, 'one', "whats the straight-line distance between Winans Cove and Saint Martha Cemetery?")
def _():
    a = place(B, 'Winans Cove')
    b = place(B, 'Saint Martha Cemetery')
    d = dist(a['geom'], b['geom'])
    dc = cdist(a['geom'], b['geom'])
    need(abs(dc - d) <= max(0.05 * d, 15), f'centroid reading {dc:.0f}')
    return f"~{rnd(d, 1)} m", f'{d:.0f} m (centroid {dc:.0f})'


@q('arithmetic', B, 'one', "what's the ratio of the area of The Anchorage to the area of Athena Square?")
def _():
    a = place(B, 'The Anchorage')
    b = place(B, 'Athena Square')
    r = area(a['geom']) / area(b['geom'])
    for nd, tol in ((1, 0.01), (2, 0.001)):
        edge = (r * 10 ** nd) % 1
        need(abs(edge - 0.5) > tol * 10 ** nd, 'rounding edge')
    return f"!{r:.1f} | !{r:.2f}", f'{area(a["geom"]):.0f} / {area(b["geom"]):.0f} = {r:.4f}'


@q('arithmetic', B, 'one', "By how many storeys does Diversified Realty outdo Potomac Insurance?", trap=True)
def _():
    a = place(B, 'Diversified Realty')
    b = place(B, 'Potomac Insurance')
    need('building:levels' in a['tags'], 'a levels')
    absent(b, {'building:levels', 'levels', 'height', 'building:height', 'roof:levels', 'est_height'})
    return NOT_IN_DATA, 'Potomac Insurance has no levels/height'

# ---------------------------------------------------------------- route
TIME = '!min | !minute | !hour'


def rgold(L, time=False):
    return f"~{rnd(L, 1)} m ±10%" + (f"; {TIME}" if time else '')


@q('route', H, 'one', "walking from the hotel guests' car park to the two-seater bench in Heidelberg, how far is that")
def _():
    L, out, s = route(H, 'foot', GUESTPARK(), TWOSEATER())
    return rgold(L), f'{L:.0f} m (straight {s:.0f}); {out}'


@q('route', H, 'one', "how long a walk is it from the building passage to the grit bin with the note, Heidelberg? minutes pls")
def _():
    L, out, s = route(H, 'foot', PASSAGE(), GRITNOTE())
    return rgold(L, True), f'{L:.0f} m (straight {s:.0f}); {out}'


@q('route', H, 'one', "kid's in the sandpit with no pram ramp, Heidelberg. Can I walk over to the nameless 2-star hotel in 5 minutes?")
def _():
    v, L = walk_verdict(H, SANDPIT(), TWOSTAR(), 5)
    return f"{'!yes' if v else '!no'}; ~{rnd(L, 1)} m ±10%", f'{L:.0f} m -> {v}'


@q('route', H, 'one', "Heidelberg: how far do I have to drive from the hotel guests' car park to the nearest petrol station?", trap=True)
def _():
    GUESTPARK()
    for f in FEATS[H]:
        t = f['tags']
        need(not (t.get('amenity') in ('fuel', 'charging_station_fuel') or t.get('shop') == 'fuel' or t.get('building') == 'fuel'), 'fuel')
        txt = fold(' '.join(t.get(k, '') for k in ('name', 'brand', 'operator', 'description')))
        need(not any(w in txt for w in ('tankstelle', 'aral', 'esso', 'shell', 'jet ', 'petrol', 'fuel', 'total')), f'fuel word {txt[:40]}')
    return NOT_IN_DATA + ' | !no petrol station | !no gas station | !none', 'no fuel station in the extract'


@q('route', S, 'one', "in the singapore extract, how far is the closest hospital on foot from the bus stop opposite the casino?", trap=True)
def _():
    for f in FEATS[S]:
        t = f['tags']
        need(not (t.get('amenity') in ('hospital', 'clinic', 'doctors') or t.get('healthcare') or t.get('building') == 'hospital'), 'hospital')
        txt = fold(' '.join(t.get(k, '') for k in ('name', 'brand', 'operator', 'description')))
        need(not any(w in txt for w in ('hospital', 'clinic', 'medical')), f'word {txt[:40]}')
    return NOT_IN_DATA + ' | !no hospital | !none', 'no hospital in the extract'


@q('route', B, 'one', "driving distance from Monumental Supply Company to Point Breeze Business Center?")
def _():
    L, out, s = route(B, 'car', place(B, 'Monumental Supply Company'), place(B, 'Point Breeze Business Center'))
    return rgold(L), f'{L:.0f} m (straight {s:.0f}); {out}'


@q('route', B, 'one', "How many minutes by car from Cristo Rey Jesuit High School to Apostolic Towers, and how many km?")
def _():
    L, out, s = route(B, 'car', place(B, 'Cristo Rey Jesuit High School'), place(B, 'Apostolic Towers'))
    return rgold(L, True), f'{L:.0f} m (straight {s:.0f}); {out}'


@q('route', B, 'one', "walking from Saint Elizabeth School to Diversified Realty - how long is it?")
def _():
    L, out, s = route(B, 'foot', place(B, 'Saint Elizabeth School'), place(B, 'Diversified Realty'))
    return rgold(L), f'{L:.0f} m (straight {s:.0f}); {out}'


@q('route', B, 'one', "driving from White House Black Market over to Potomac Insurance, what distance am I looking at and how long behind the wheel")
def _():
    L, out, s = route(B, 'car', place(B, 'White House Black Market'), place(B, 'Potomac Insurance'))
    return rgold(L, True), f'{L:.0f} m (straight {s:.0f}); {out}'


@q('route', B, 'one', "on foot from American Legion Post #95 to T-Mobile, how far?")
def _():
    L, out, s = route(B, 'foot', place(B, 'American Legion Post #95'), place(B, 'T-Mobile'))
    return rgold(L), f'{L:.0f} m (straight {s:.0f}); {out}'


@q('route', B, 'one', "I'm at Young's Place Tavern & Package Goods. Could I walk to Our Lady of Fatima School within 15 minutes?")
def _():
    v, L = walk_verdict(B, place(B, "Young's Place Tavern & Package Goods"), place(B, 'Our Lady of Fatima School'), 15)
    return f"{'!yes' if v else '!no'}; ~{rnd(L, 1)} m ±10%", f'{L:.0f} m -> {v}'


@q('route', B, 'one', "walk from Canaan Missionary Baptist Church to New Cornerstone Baptist Church: distance?")
def _():
    L, out, s = route(B, 'foot', place(B, 'Canaan Missionary Baptist Church'), place(B, 'New Cornerstone Baptist Church'))
    return rgold(L), f'{L:.0f} m (straight {s:.0f}); {out}'

# ---------------------------------------------------------------- aggregate
@q('aggregate', H, 'one', "how many dog poo bag dispensers are there in the heidelberg data")
def _():
    fs = count(H, kindf('vending', 'excrement_bags'))
    return f"#{len(fs)}", f'{len(fs)}'


@q('aggregate', H, 'one', "Count the kindergartens in the Heidelberg data for me")
def _():
    fs = count(H, lambda t: t.get('amenity') == 'kindergarten')
    fs2 = count(H, lambda t: t.get('amenity') in ('kindergarten', 'childcare'))
    need(len(fs) == len(fs2), 'childcare')
    return f"#{len(fs)}", f'{len(fs)}'


@q('aggregate', H, 'one', "Heidelberg extract: how many fountains are mapped?")
def _():
    fs = count(H, kindf('amenity', 'fountain'))
    return f"#{len(fs)}", f'{len(fs)}'


@q('aggregate', S, 'one', "How many MRT station exits are there in the Singapore data?")
def _():
    fs = count(S, kindf('railway', 'subway_entrance'))
    return f"#{len(fs)}", f'{len(fs)}'


@q('aggregate', S, 'one', "singapore extract - number of bus stops?")
def _():
    fs = count(S, kindf('highway', 'bus_stop'), r=30)
    return f"#{len(fs)}", f'{len(fs)}'


@q('aggregate', S, 'one', "Tally up the cinemas in the singapore data please", trap=True)
def _():
    for f in FEATS[S]:
        t = f['tags']
        need(t.get('amenity') != 'cinema' and t.get('building') != 'cinema', 'a cinema')
        txt = fold(' '.join(t.get(k, '') for k in ('name', 'brand', 'operator', 'description')))
        need(not any(w in txt for w in ('cinema', 'movie', 'film', 'imax', 'shaw', 'cathay', 'golden village')), f'word {txt[:40]}')
    return '#0 | !none | !zero | !no cinema | !no cinemas | ' + NOT_IN_DATA, 'no cinema in the extract'


def _rels(town, test):
    rs = [f for f in FEATS[town] if f['t'] == 'r' and test(f['tags'])]
    names = [f['tags'].get('name') for f in rs]
    need(all(names), 'relations: unnamed')
    return sorted(set(names))


@q('aggregate', B, 'one', "how many bays are named in the Baltimore data?")
def _():
    fs = count(B, lambda t: t.get('natural') == 'bay')
    need(all(f['tags'].get('name') for f in fs), 'unnamed bay')
    return f"#{len(fs)}", f'{len(fs)}: ' + ', '.join(sorted(f['tags']['name'] for f in fs))


@q('aggregate', B, 'one', "In the whole Baltimore data, how many places of worship are tagged as baptist?")
def _():
    fs = count(B, lambda t: t.get('amenity') == 'place_of_worship' and t.get('denomination') == 'baptist')
    return f"#{len(fs)}", f'{len(fs)}'


@q('aggregate', B, 'one', "among the Baltimore churches whose denomination is tagged, which one is most common?")
def _():
    fs = [f for f in FEATS[B] if f['geom'] is not None and f['tags'].get('amenity') == 'place_of_worship']
    import collections
    c = collections.Counter(f['tags'].get('denomination') for f in fs if f['tags'].get('denomination'))
    (w, n1), (r, n2) = c.most_common(2)
    untagged = sum(1 for f in fs if not f['tags'].get('denomination'))
    dup = sum(1 for a, b in itertools.combinations(fs, 2) if dist(a['geom'], b['geom']) <= 10)
    need(n1 - dup > n2 + dup, f'{w} {n1} vs {r} {n2} + {untagged} untagged, {dup} pairs within 10 m')
    return f"!{w}", f'{c.most_common(4)}, untagged {untagged}, close pairs {dup}'


@q('aggregate', B, 'one', "number of car washes in the Baltimore data?")
def _():
    fs = count(B, kindf('amenity', 'car_wash'))
    return f"#{len(fs)}", f'{len(fs)}'


@q('aggregate', B, 'list', "list the military sites in the Baltimore data")
def _():
    fs = count(B, lambda t: t.get('landuse') == 'military' or t.get('military'))
    need(all(f['tags'].get('name') for f in fs), 'unnamed')
    return '; '.join(sorted(f['tags']['name'] for f in fs)), f'{len(fs)}'


@q('aggregate', B, 'one', "How many banks does the Baltimore extract have?")
def _():
    fs = count(B, kindf('amenity', 'bank'))
    return f"#{len(fs)}", f'{len(fs)}'


# ================================================================ run
FILES_OUT = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
HEADER = ('# val26-{f}.tsv - held-out validation set 26 (see README-val26.md); never tune on it. Golds: gold_val26.py\n'
          '# Map data © OpenStreetMap contributors, ODbL 1.0. Columns: question<TAB>gold<TAB>kind\n')
ITEM = re.compile(r'^(#\d+|~\d+ m( ±10%)?|~\d+ m2|![^|;]+|[^!#~|;][^|;]*)$')


def text_scan(text):
    bad = [o for o in OLDER_ALL if inside(o, text)]
    return bad


def compute():
    rows, fragile = {f: [] for f in FILES_OUT}, []
    for x in Q:
        try:
            bad = text_scan(x['q'])
            need(not bad, f'question text holds older names {bad[:3]}')
            gold, figs = x['fn']()
            for item in gold.split('; '):
                for alt in item.split(' | '):
                    need(ITEM.match(alt.strip()) and alt == alt.strip(), f'gold syntax: {alt!r}')
        except Fragile as e:
            gold, figs = None, f'FRAGILE: {e}'
            fragile.append((x, str(e)))
        rows[x['file']].append((x, gold, figs))
    towns = {t: sum(1 for x in Q if x['town'] == t) for t in FILES}
    if towns[H] < 20 or towns[S] < 10 or len(Q) != 60 or any(len(v) != 12 for v in rows.values()):
        fragile.append((None, f'counts: {towns} {[len(v) for v in rows.values()]}'))
    if len({x['q'] for x in Q}) != len(Q):
        fragile.append((None, 'duplicate question'))
    return rows, fragile


def main():
    rows, fragile = compute()
    mode = sys.argv[1] if len(sys.argv) > 1 else ''
    if mode == '--write':
        if fragile:
            for x, e in fragile:
                print('fragile:', x['q'] if x else '', e)
            print('refused: fragile golds, nothing written')
            sys.exit(1)
        for f, rs in rows.items():
            with open(HERE / f'val26-{f}.tsv', 'w', encoding='utf-8') as fh:
                fh.write(HEADER.format(f=f))
                for x, gold, _ in rs:
                    fh.write(f"{x['q']}\t{gold}\t{x['kind']}\n")
        print('written')
        return
    if mode == '--check':
        bad = 0
        for f, rs in rows.items():
            path = HERE / f'val26-{f}.tsv'
            lines = path.read_text(encoding='utf-8').split('\n')
            body = [(i + 1, l) for i, l in enumerate(lines) if l and not l.startswith('#')]
            if len(body) != len(rs):
                print(f'{path.name}: {len(body)} questions, expected {len(rs)}')
                bad += 1
            for (ln, l), (x, gold, figs) in zip(body, rs):
                want = f"{x['q']}\t{gold}\t{x['kind']}"
                if gold is None:
                    print(f'{path.name}:{ln}: fragile gold: {figs}')
                    bad += 1
                elif l != want:
                    print(f'{path.name}:{ln}: differs: file {l.split(chr(9))[1:]!r} vs computed {[gold, x["kind"]]!r}')
                    bad += 1
        for x, e in fragile:
            if x is None:
                print('fragile:', e)
                bad += 1
        print('check:', 'FAILED' if bad else 'ok')
        sys.exit(1 if bad else 0)
    for f, rs in rows.items():
        for x, gold, figs in rs:
            print(f"[{f}] {x['town']} | {x['kind']}{' | trap' if x['trap'] else ''}\n  Q: {x['q']}\n  G: {gold}\n  F: {figs}")
    towns = {t: sum(1 for x in Q if x['town'] == t) for t in FILES}
    traps = {f: sum(1 for x in Q if x['file'] == f and x['trap']) for f in FILES_OUT}
    print('towns', towns, 'traps', traps, 'fragile', len(fragile))


if __name__ == '__main__':
    main()
