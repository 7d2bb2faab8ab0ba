#!/usr/bin/env python3
"""Gold answers for the "beyond" validation set 41 (held out).

Recomputes every gold of val41-*.tsv from the raw OSM tags and geometries of the three osm-fresh extracts with
osmium, shapely, pyproj, networkx and numpy only. --check compares with the TSVs (exit 1 naming file and line on any
difference or fragile gold), --write rewrites them (refused while a gold is fragile), no flag prints question, town,
kind, gold and figures. Data folder: Path(__file__).resolve().parents[3]/shared/data/osm-fresh, or GEOREACT_FRESH_DIR.
Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""
import os, re, sys, math, unicodedata
from pathlib import Path
import osmium, shapely, networkx as nx, numpy as np
from shapely.geometry import Point, LineString, Polygon, MultiPolygon
from shapely import wkb as swkb
from shapely.ops import nearest_points
from pyproj import Geod, Transformer, CRS

HERE = Path(__file__).resolve().parent
DATA = Path(os.environ.get('GEOREACT_FRESH_DIR') or (Path(__file__).resolve().parents[3] / 'shared/data/osm-fresh'))
FILES = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Singapore': 'singapore-bayfront-2019.osm.pbf',
         'Baltimore': 'baltimore-2015.osm.pbf'}
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
# ============================================================ val35 additions
# val35: the places README-val34.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds), its dropped candidates, and its values and short mentions
VAL35_ADD = ['X11', 'X15', 'Bus 33: Emmertsgrund => Ziegelhausen Köpfel', 'Bus 33: Ziegelhausen Köpfel => Emmertsgrund',
  'Bus 33', 'Svc 502A (Soon Lee Bus Park => Downtown Station)',
  'Svc 162M (Yio Chu Kang Interchange => Yio Chu Kang Interchange)', 'Svc 655',
  'Baltimore Police Department Heliport', 'Bus 8: Lutherville Light Rail Stop', 'Bus 27: Reisterstown Plaza Station',
  '601 N Broadway', 'General Ship Repair', 'Phillips Foods,', 'UA Shipyard', 'canopy', 'Fort Ave and Towson St',
  'Key Hwy & Boyle St', 'N Broadway & E Fairmount Ave', '720B Aliceanna St', 'Aliceanna & S Caroline St',
  '645 S President St', 'Hölderlin Gymnasium', 'Bus 13: North & Wolfe', 'Bus 15: Karlstor => Betriebshof']
LEFT_OUT_VAL35_ADD = ['Ziegelhausen Köpfel', 'Köpfel', 'Emmertsgrund', '0 to 3', '-1 to 3', 'Downtown Station',
  'Yio Chu Kang', 'Yio Chu Kang Interchange', 'Svc 502A', 'Svc 162M', '502A', '162M', '655', 'York Road',
  'Port Covington', '125', 'Bus 8', 'Bus 27', 'Phillips Foods', 'Baltimore Bulk']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL35_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL35_ADD))
# ============================================================ val36 additions
# val36: the places README-val35.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and its dropped candidates (Rosedale is no feature name: it
# goes to LEFT_OUT)
VAL36_ADD = ['X14', 'X28', '2.Obergeschoss', 'Erdgeschoss', 'Untergeschoss', 'Bus 14: Bismarckplatz => Ziegelhausen',
  'Bus 14: Ziegelhausen => Bismarckplatz', 'Svc NR1 (Resorts World Sentosa => Blk 798)',
  'Svc 518 (Pasir Ris Interchange => Pasir Ris Interchange)', 'Svc 654', 'City Hall', 'Fort Ave & Woodall St',
  'Harbor Magic Drive', 'Fell Street', 'Orleans Street Viaduct', 'Portugal Street', 'South Chapel Street',
  'Granby Street', 'South Exeter Street', 'Essex Street', 'South Montford Avenue', 'Dillon Street',
  'South Robinson Street', 'Moyer Street', 'North Duncan Street', 'Bank Street', 'South Central Avenue', 'Copore Way',
  'Gusryan Street', 'Eastern Avenue', 'South Grundy Street', 'Foster Avenue', 'South Streeper Street',
  'South Chester Street', 'Elliott Street', 'South Curley Street', 'Hornel Street', 'Quinton Street',
  'East Lombard Street', 'South Kresson Street', 'East Biddle Street', 'Wilcox Street', 'South Washington Street',
  'Lyon Street', 'North Macon Street', 'Employee Parking', 'Northwest Harbor']
# values and short mentions README-val35 uses, and the non-feature name it drops
LEFT_OUT_VAL36_ADD = ['Heidebuckelweg', 'Ziegelhausen Heidebuckelweg', 'Bismarckplatz', 'Ziegelhausen', 'academic',
  'Svc NR1', 'NR1', 'Blk 798', 'Svc 518', '518', 'Pasir Ris Interchange', '654', '408', '413', '5 mph',
  'Resorts World Sentosa', 'Rosedale']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL36_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL36_ADD))
# ============================================================ val37 additions
# val37: the places README-val36.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and its dropped candidates
VAL37_ADD = ['1.Obergeschoss', 'S Broadway & Gough St', 'Fort Ave & Lawrence St', 'North President Street',
  'South Madeira Street', 'Interstate Avenue', 'Quad Avenue', 'East Eager Street', 'Ashland Avenue', 'Kane Street',
  'North Point Road', 'Holabird Avenue', 'Monumental Avenue', 'Forrest Street', 'Billie Holiday Court', 'Ward Court',
  'Gary Avenue', 'Steelton Avenue', 'East Preston Street', 'North Broadway', 'Somerset Street', 'South High Street',
  'Stiles Street', 'North Bouldin Street', 'Pulaski Highway', 'Crab Street', 'South Bethel Street', 'East Pratt Street',
  'South Conkling Street', 'Bioscience Drive', 'Nathan Shock Drive', 'Mullikin Street', 'North Madeira Street',
  'Svc 111 (Ghim Moh Terminal => Ghim Moh Terminal)', 'Harbor Tunnel Thruway', 'Lakewood Avenue', 'Bus 32',
  'Mapleton Avenue']
# values and short mentions README-val36 uses
LEFT_OUT_VAL37_ADD = ['Svc 111', '111', 'Ghim Moh Terminal', 'Ghim Moh', 'Veolia Transportation', 'Veolia', '15 mph',
  'East Eager']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL37_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL37_ADD))
# ============================================================ val38 additions
# val38: the places README-val37.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and its dropped candidate that is a feature name
VAL38_ADD = ['4.Obergeschoss', 'Katyn Circle', 'New Ponca Street', '3.Obergeschoss']
# values README-val37 uses (anchors' values, gold items)
LEFT_OUT_VAL38_ADD = ['Exelon Power', 'Exelon', '97 MW']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL38_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL38_ADD))
# ============================================================ val39 additions
# val39: the places README-val38.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds); its dropped candidates' names (HARMONIE LUX, Morgenpost,
# Märzgasse) are held already
VAL39_ADD = ['Reynolds Street', 'Trinity Street', 'North Point Boulevard']
# values and short mentions README-val38 uses (anchors' values, gold items, a dropped candidate's value)
LEFT_OUT_VAL39_ADD = ['ag-wanderfalken.de', 'TA', 'Zip car', 'Zipcar', 'Moravia Rd', 'Moravia', "O'Donnell St",
                      "O'Donnell", 'Fayette St', 'HARMONIE LUX']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL39_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL39_ADD))
# ============================================================ val40 additions
# val40: the places README-val39.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and its dropped candidates that are feature names
VAL40_ADD = ['South Luzerne Avenue', 'Steuart Street', 'Binney Street', 'Anchorage View Court', 'Boston Avenue',
             'Cambridge Walk', 'Broening Highway', 'Danville Avenue',
             'Svc 133 (Ang Mo Kio Interchange => Shenton Way Terminal)',
             'Svc 133 (Shenton Way Terminal => Ang Mo Kio Interchange)',
             'Svc 36 (Changi Airport PTB2 => Changi Airport PTB2)',
             'Svc 400 (Shenton Way Terminal => Shenton Way Terminal)',
             'Svc 502 (Soon Lee Bus Park => Soon Lee Bus Park)']
# values and short mentions README-val39 uses (gold items, anchors' values, route ends)
LEFT_OUT_VAL40_ADD = ['133', 'Ang Mo Kio Interchange', 'Ang Mo Kio', '21222']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL40_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL40_ADD))
# ============================================================ val41 additions
# val41: the places README-val40.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and its dropped candidate that is a feature name
VAL41_ADD = ['Harper Street', 'Halsey Road', 'Choptank Court', 'Moorings Court', 'Stack Street', 'Tolna Street',
             'Saint Helena Avenue', 'Pine Avenue', 'Horseradish Lane', 'Clyde Street', 'Roberts Place',
             'Woodrow Avenue', 'Wise Court', 'Svc 402 (Shenton Way Terminal => Shenton Way Terminal)', 'Woods Parkway']
# values and short mentions README-val40 uses (anchors' values, gold items)
LEFT_OUT_VAL41_ADD = ['402', '21230', 'Baudezernat']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL41_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL41_ADD))
# ================================================================ loading
class F:
    __slots__ = ('town', 'typ', 'id', 'tags', 'geom', 'nodes')
    def __init__(s, town, typ, oid, tags, geom, nodes=None):
        s.town, s.typ, s.id, s.tags, s.geom, s.nodes = town, typ, oid, tags, geom, nodes
    def __repr__(s):
        return '%s %s/%d %s' % (s.town, s.typ, s.id, s.tags.get('name', ''))

_WKB = osmium.geom.WKBFactory()
FEATS = {}     # town -> list of features
WAYS = {}      # town -> list of (id, tags, [(nid, lon, lat)]) for highway ways
def load(town):
    feats, ways, areas = [], [], {}
    path = str(DATA / FILES[town])
    for o in osmium.FileProcessor(path).with_locations().with_areas():
        if o.is_node():
            if len(o.tags):
                feats.append(F(town, 'node', o.id, dict(o.tags), Point(o.location.lon, o.location.lat)))
        elif o.is_way():
            tags = dict(o.tags)
            try:
                pts = [(n.ref, n.location.lon, n.location.lat) for n in o.nodes]
            except osmium.InvalidLocationError:
                continue
            if 'highway' in tags:
                ways.append((o.id, tags, pts))
            if tags and len(pts) >= 2:
                feats.append(F(town, 'way', o.id, tags, LineString([(p[1], p[2]) for p in pts]), [p[0] for p in pts]))
        elif o.is_relation():
            if len(o.tags):
                feats.append(F(town, 'relation', o.id, dict(o.tags), None))
        elif o.is_area():
            try:
                g = swkb.loads(_WKB.create_multipolygon(o), hex=True)
            except Exception:
                continue
            if len(g.geoms) == 1:
                g = g.geoms[0]
            areas[('way' if o.from_way() else 'relation', o.orig_id())] = g
    for f in feats:
        k = (f.typ, f.id)
        if k in areas:
            if f.typ == 'relation':
                f.geom = areas[k]
            elif not ('highway' in f.tags and f.tags.get('area') != 'yes'):
                f.geom = areas[k]
    FEATS[town], WAYS[town] = feats, ways

def all_towns():
    for t in FILES:
        if t not in FEATS:
            load(t)

# ================================================================ measures
def _aeqd(lon, lat):
    crs = CRS.from_proj4('+proj=aeqd +lat_0=%f +lon_0=%f +datum=WGS84 +units=m' % (lat, lon))
    return (Transformer.from_crs('EPSG:4326', crs, always_xy=True),
            Transformer.from_crs(crs, 'EPSG:4326', always_xy=True))

def _tr(t, g):
    return shapely.transform(g, lambda a: np.column_stack(t.transform(a[:, 0], a[:, 1])))

def gdist(a, b):
    """geodesic distance between nearest points (0 if touching)"""
    c = a.centroid
    fw, bw = _aeqd(c.x, c.y)
    pa, pb = _tr(fw, a), _tr(fw, b)
    if pa.intersects(pb):
        return 0.0
    na, nb = nearest_points(pa, pb)
    (x1, x2), (y1, y2) = bw.transform([na.x, nb.x], [na.y, nb.y])
    return GEOD.inv(x1, y1, x2, y2)[2]

def cdist(a, b):
    ca, cb = a.centroid, b.centroid
    return GEOD.inv(ca.x, ca.y, cb.x, cb.y)[2]

def glen(g):
    return GEOD.geometry_length(g)

def garea(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])

def fold(s):
    s = unicodedata.normalize('NFKD', s)
    return ''.join(c for c in s if not unicodedata.combining(c)).lower()

def squash(s):
    return re.sub(r'[^0-9a-z]', '', fold(s))
# ================================================================ older sets: refused anchors and name scans
REFUSED_ANCHOR_IDS = {
    ('way', 417), ('way', 139), ('node', 1794981583), ('node', 3013021790), ('node', 3184688312), ('node', 2018074954),
    ('node', 2280283474), ('node', 2590577890), ('node', 1826839145), ('way', 277455040), ('way', 95), ('way', 280778839),
    ('node', 2414203781), ('node', 2511023822), ('node', 1422652974), ('node', 2303798850), ('way', 82419820),
    ('way', 96599364), ('node', 1814748433), ('node', 848214372), ('node', 1897490810), ('node', 1531155348),
    ('node', 1027945019), ('node', 2720830627), ('node', 1908447716), ('way', 263333782), ('way', 82419817),
    ('way', 170211248), ('way', 133689218), ('node', 2086293852), ('node', 2133743403), ('node', 322701019),
    ('node', 49390544), ('way', 189386294), ('way', 108842265), ('way', 286999057), ('way', 139715661),
    ('way', 274870766), ('node', 49540508), ('relation', 96), ('node', 1539741096), ('node', 1817824377),
    ('node', 2263), ('node', 2278),
    # val39's anchors and dropped candidates
    ('node', 1468810819), ('node', 3184585268), ('node', 1826839543), ('node', 1744160584), ('node', 1383144909),
    ('node', 1997), ('node', 1958), ('node', 2965421611), ('node', 1347116789), ('way', 69685135),
    ('node', 3195077075), ('node', 1879397272), ('node', 135755576), ('way', 222967847), ('way', 178570478),
    ('way', 69697770), ('way', 325763080),
    # val40's anchors and dropped candidates (README-val40, "Places used")
    ('node', 1904319925), ('way', 179552524), ('way', 315086281), ('way', 218816897), ('relation', 2093213),
    ('relation', 14), ('way', 106), ('way', 200), ('way', 253992075), ('way', 109485118), ('node', 1743456870),
    ('way', 33611283), ('relation', 110109), ('way', 173307455), ('way', 176992297), ('way', 138488343)}
REFUSED_TAGS = {
    ('amenity', 'smoking_area'), ('highway', 'elevator'), ('sport', 'tennis'), ('amenity', 'shelter'),
    ('landuse', 'construction'), ('building', 'construction'), ('amenity', 'post_office'), ('power', 'substation'),
    ('amenity', 'clock'), ('amenity', 'charging_station'), ('amenity', 'drinking_water'), ('barrier', 'turnstile'),
    ('highway', 'give_way'), ('railway', 'razed'), ('building', 'train_station'), ('power', 'generator'),
    ('amenity', 'compressed_air'), ('man_made', 'water_tower'), ('man_made', 'stack'), ('sport', 'chess'),
    ('leisure', 'track'), ('building', 'hut'), ('man_made', 'tank'), ('railway', 'turntable'),
    ('advertising', 'column'), ('playground', 'wendyhouse'), ('shop', 'vacant'), ('surveillance', 'webcam'),
    ('tower:type', 'communication'), ('tower:type', 'bell_tower'), ('sport', 'football'), ('waterway', 'boat_lift'),
    ('baseball', 'softball'), ('brand', 'TA'), ('organization', 'Zip car'), ('place', 'island'), ('leisure', 'common'),
    ('building', 'pavilion'), ('playground', 'sandpit'), ('hoops', '2'), ('disused:amenity', 'cinema'),
    ('man_made', 'bridge'),
    # val39's anchors and dropped candidates by tag
    ('highway', 'speed_camera'), ('highway', 'stop'), ('highway', 'turning_circle'), ('amenity', 'parking_entrance'),
    ('information', 'map'), ('information', 'guidepost'), ('crossing', 'disused'), ('barrier', 'chain'),
    ('landuse', 'median'), ('traffic_calming', 'hump'), ('traffic_calming', 'bump'), ('barrier', 'entrance'),
    ('power', 'sub_station'), ('ref', '133'),
    # val40's anchors and dropped candidates by tag
    ('barrier', 'lift_gate'), ('bus', 'permissive'), ('step_count', '37'), ('tunnel', 'building_passage'),
    ('highway', 'cycleway'), ('landuse', 'forest'), ('leaf_type', 'mixed'), ('ref', '402'), ('parking', 'surface'),
    ('highway', 'primary_link'), ('highway', 'construction'), ('construction', 'residential'),
    ('service', 'emergency'), ('office', 'Baudezernat'), ('landuse', 'residential'), ('water', 'river'),
    ('amenity', 'motorcycle_parking'), ('amenity', 'swimming_pool'), ('landuse', 'museum'),
    ('highway', 'motorway_junction')}
REFUSED_KEYS = {'roof:material'}

def anchor_refused(f):
    if (f.typ, f.id) in REFUSED_ANCHOR_IDS:
        return 'refused id'
    for k, v in f.tags.items():
        if (k, v) in REFUSED_TAGS or k in REFUSED_KEYS:
            return 'refused tag %s=%s' % (k, v)
    return None

def _words(s):
    return re.findall(r"[0-9a-z#&]+", fold(s).replace("'", "").replace('\u2019', ''))

def _words2(s):  # second apostrophe reading: apostrophe splits
    return re.findall(r"[0-9a-z#&]+", fold(s).replace("'", " ").replace('\u2019', ' '))

def _contains(hay, needle):
    n = len(needle)
    if n == 0:
        return False
    return any(hay[i:i + n] == needle for i in range(len(hay) - n + 1))

_OLDER_W = None
def older_word_lists():
    global _OLDER_W
    if _OLDER_W is None:
        _OLDER_W = []
        for nm in OLDER_SETS + LEFT_OUT:
            for ws in {tuple(_words(nm)), tuple(_words2(nm))}:
                if ws:
                    _OLDER_W.append((nm, ws))
                    if ws[0].startswith('#') and len(ws[0]) > 1:
                        _OLDER_W.append((nm, (ws[0][1:],) + ws[1:]))
    return _OLDER_W

TOWN_WORDS = {('heidelberg',), ('singapore',), ('baltimore',)}
def older_in_text(text):
    """older names occurring as whole words in a text (town names exempt)"""
    hits = []
    for ws in {tuple(_words(text)), tuple(_words2(text))}:
        for nm, ow in older_word_lists():
            if ow in TOWN_WORDS:
                continue
            if _contains(ws, ow):
                hits.append(nm)
    return sorted(set(hits))

def name_overlaps_older(name):
    """a name equal to, containing or inside an older name (whole words), or equal to a LEFT_OUT name"""
    out = []
    for ws in {tuple(_words(name)), tuple(_words2(name))}:
        for nm, ow in older_word_lists():
            if _contains(ws, ow) or _contains(ow, ws):
                out.append(nm)
    if fold(name) in {fold(x) for x in LEFT_OUT}:
        out.append(name)
    return sorted(set(out))

def check_older_adds():
    all_towns()
    names = {f.tags.get('name') for t in FILES for f in FEATS[t]}
    return [n for n in VAL41_ADD if n not in names]
# README-val28's three free-text Baltimore values, read by hand
HAND_VALUES = {'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00',
               'Weekdays 7-3, Saturdays 7-6, Sundays 7-4': 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
               '8-6:30': '08:00-18:30'}
# ================================================================ fragility
class Fragile(Exception):
    pass

def need(cond, msg):
    if not cond:
        raise Fragile(msg)

# ================================================================ kinds and counts
def kind_feats(town, tagspec):
    """tagspec: list of (key, value) alternatives; value None = any value; all of a tuple-of-pairs must hold"""
    out = []
    for f in FEATS[town]:
        for alt in tagspec:
            if all((f.tags.get(k) == v) if v is not None else (k in f.tags) for k, v in alt):
                out.append(f)
                break
    return out

def pair_check(fs, radius, what):
    """refuse when two counted features may be one place"""
    for f in fs:
        need(f.geom is not None, '%s: %r has no geometry' % (what, f))
    pts = [(f, f.geom.centroid) for f in fs]
    for i in range(len(fs)):
        for j in range(i + 1, len(fs)):
            a, b = fs[i], fs[j]
            ca, cb = pts[i][1], pts[j][1]
            if abs(ca.x - cb.x) > 0.01 or abs(ca.y - cb.y) > 0.01:
                continue
            d = gdist(a.geom, b.geom)
            na, nb = a.tags.get('name'), b.tags.get('name')
            if (na == nb or na is None or nb is None) and d <= radius:
                raise Fragile('%s: possibly one place %r / %r (%.1f m)' % (what, a, b, d))
            if na and nb and na != nb and d <= 2:
                raise Fragile('%s: named pair within 2 m %r / %r' % (what, a, b))

def count(town, tagspec, radius, what):
    fs = kind_feats(town, tagspec)
    pair_check(fs, radius, what)
    return len(fs)

def most_common(town, tagspec, key, radius_pairs, what):
    from collections import Counter
    fs = [f for f in kind_feats(town, tagspec) if key in f.tags]
    pair_check(fs, radius_pairs, what)
    def tally(group):
        c = Counter()
        for f in group:
            for v in {x.strip() for x in re.split('[;,]', f.tags[key]) if x.strip()}:
                c[v] += 1
        return c.most_common()
    c = tally(fs)
    need(len(c) >= 1 and (len(c) == 1 or c[0][1] > c[1][1]), '%s: no strict winner %s' % (what, c[:3]))
    named = [f for f in fs if 'name' in f.tags]
    if named:
        cn = tally(named)
        need(cn[0][0] == c[0][0] and (len(cn) == 1 or cn[0][1] > cn[1][1]), '%s: named winner differs' % what)
    # merge same-value features within 5 m
    merged = []
    for f in fs:
        if any(g.tags[key] == f.tags[key] and gdist(g.geom, f.geom) <= 5 for g in merged):
            continue
        merged.append(f)
    cm = tally(merged)
    need(cm[0][0] == c[0][0] and (len(cm) == 1 or cm[0][1] > cm[1][1]), '%s: merged winner differs' % what)
    return c[0][0], c[0][1], (c[1][1] if len(c) > 1 else 0), len(fs)

# ================================================================ opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
HAND = dict(HAND_VALUES)

def _days(sel, lenient):
    out = set()
    for part in sel.split(','):
        part = part.strip() if lenient else part
        if lenient:
            part = part.replace('So', 'Su')
        m = re.fullmatch(r'(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))?', part)
        if not m:
            return None
        a = DAYS.index(m.group(1))
        b = DAYS.index(m.group(2)) if m.group(2) else a
        i = a
        while True:
            out.add(i)
            if i == b:
                break
            i = (i + 1) % 7
    return out

def _hm(s):
    m = re.fullmatch(r'(\d{1,2}):(\d\d)', s)
    if not m:
        return None
    h, mi = int(m.group(1)), int(m.group(2))
    if h > 24 or mi > 59:
        return None
    return h * 60 + mi

def parse_hours(val, lenient, openend):
    """-> dict day -> list of (start, end) minutes (end may exceed 1440 for past midnight) or None if unreadable"""
    v = val.strip()
    if v == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    if lenient:
        v = re.sub(r'\s*-\s*', '-', v)
        v = re.sub(r'\.', '', v) if re.search(r'[A-Za-z]{2}\.', v) else v
        v = re.sub(r'(Mo|Tu|We|Th|Fr|Sa|Su|So):', r'\1', v)
        v = re.sub(r'(\d\d:\d\d\+?),\s+(?=[A-Z])', r'\1; ', v)
        v = re.sub(r',\s+', ',', v)
    rules = [r.strip() for r in v.split(';')] if lenient else v.split(';')
    week = {d: None for d in range(7)}
    anyrule = False
    for r in rules:
        if r == '':
            if lenient:
                continue
            return None
        if lenient and r.startswith('PH'):
            continue
        m = re.fullmatch(r'(?:([A-Za-z,\-]+) )?(.+)', r)
        sel, times = m.group(1), m.group(2)
        if sel is None and re.fullmatch(r'[A-Za-z,\-]+', times) and times not in ('off', 'closed'):
            return None
        days = set(range(7)) if sel is None else _days(sel, lenient)
        if days is None:
            return None
        if times in ('off', 'closed'):
            ivs = []
        else:
            ivs = []
            for rng in times.split(','):
                mm = re.fullmatch(r'(\d{1,2}:\d\d)-(\d{1,2}:\d\d)', rng)
                if mm:
                    a, b = _hm(mm.group(1)), _hm(mm.group(2))
                    if a is None or b is None:
                        return None
                    if b <= a:
                        b += 1440
                    ivs.append((a, b))
                    continue
                mm = re.fullmatch(r'(\d{1,2}:\d\d)\+', rng)
                if mm and lenient:
                    a = _hm(mm.group(1))
                    if a is None:
                        return None
                    ivs.append((a, a + 1) if openend == 0 else (a, 1440))
                    continue
                return None
        for d in days:
            week[d] = list(ivs)
        anyrule = True
    if not anyrule:
        return None
    return {d: (week[d] or []) for d in range(7)}

def is_open(week, day, minute, spill_reading):
    for a, b in week[day]:
        if a <= minute < b:
            return True
    prev = (day - 1) % 7
    for a, b in week[prev]:
        if b > 1440 and minute < b - 1440:
            if spill_reading == 'strict' and week[day]:
                continue
            return True
    return False

def readings(val):
    out = []
    v = HAND.get(val, val)
    for lenient in (False, True):
        for oe in (0, 1):
            w = parse_hours(v, lenient, oe)
            if w is not None:
                out.append(w)
    return out

def verdict(f, day, minute):
    val = f.tags['opening_hours']
    rs = readings(val)
    need(rs, 'unreadable hours %r: %r' % (f, val))
    res = set()
    for w in rs:
        for sp in ('loose', 'strict'):
            for dm in range(-15, 16):
                m = minute + dm
                d = day
                if m < 0:
                    m += 1440; d = (day - 1) % 7
                if m >= 1440:
                    m -= 1440; d = (day + 1) % 7
                res.add(is_open(w, d, m, sp))
    need(len(res) == 1, 'unstable verdict %r %r at %s %02d:%02d' % (f, val, DAYS[day], minute // 60, minute % 60))
    return res.pop()

def with_hours(town, tagspec):
    fs = [f for f in (kind_feats(town, tagspec) if tagspec else FEATS[town])
          if 'opening_hours' in f.tags and f.tags['opening_hours'].strip() != 'unknown']
    for i in range(len(fs)):
        for j in range(i + 1, len(fs)):
            a, b = fs[i], fs[j]
            if a.geom is None or b.geom is None:
                continue
            d = gdist(a.geom, b.geom)
            same = a.tags.get('name') is not None and a.tags.get('name') == b.tags.get('name')
            need(not ((same and d <= 30) or d <= 10), 'hours: possibly one place %r / %r' % (a, b))
    return fs

def open_count(town, tagspec, day, minute):
    fs = with_hours(town, tagspec)
    v = [verdict(f, day, minute) for f in fs]
    return sum(v), len(fs)

# ================================================================ traps
TRAP_KEYS = ['name', 'brand', 'operator', 'description', 'amenity', 'shop', 'healthcare', 'office', 'craft', 'cuisine',
             'tourism', 'leisure', 'vending', 'building', 'service', 'sport', 'religion', 'denomination', 'historic']
def kind_absent(town, tagspec, prefixes):
    fs = kind_feats(town, tagspec)
    need(not fs, 'trap kind present: %r' % fs[:3])
    for f in FEATS[town]:
        for k in TRAP_KEYS:
            if k in f.tags:
                txt = ' ' + fold(f.tags[k]).replace('_', ' ')
                for p in prefixes:
                    need(not re.search(r'(?<![0-9a-z])' + re.escape(p), txt), 'trap word %r in %r %s' % (p, f, k))
    return True

def tags_absent(feats, keyprefixes):
    for f in feats:
        for k in f.tags:
            for p in keyprefixes:
                need(not (k == p or k.startswith(p + ':') or (p.endswith('*') and k.startswith(p[:-1]))),
                     'trap tag %s present on %r' % (k, f))
    return True

# ================================================================ streets
def street_ways(name, town='Baltimore'):
    ws = [w for w in WAYS[town] if w[1].get('name') == name]
    need(ws, 'no street %s' % name)
    for t in FILES:
        for f in FEATS[t]:
            n = f.tags.get('name')
            if n is None:
                continue
            if t != town and n == name:
                raise Fragile('street %s also in %s' % (name, t))
            if n != name and squash(n) == squash(name):
                raise Fragile('street %s namesake %s' % (name, n))
            if n != name and _contains(tuple(_words(n)), tuple(_words(name))):
                raise Fragile('street %s inside name %s' % (name, n))
    need(not name_overlaps_older(name), 'street %s overlaps older %s' % (name, name_overlaps_older(name)))
    return ws

def street_tag(name, key):
    ws = street_ways(name)
    vals = {w[1].get(key) for w in ws}
    need(len(vals) == 1, 'street %s: %s differs between ways %s' % (name, key, vals))
    return vals.pop()

FOOTWAYISH = {'footway', 'path', 'steps', 'cycleway', 'track', 'corridor', 'pedestrian'}
def street_length(name):
    ws = street_ways(name)
    full = sum(glen(LineString([(p[1], p[2]) for p in w[2]])) for w in ws)
    nofoot = sum(glen(LineString([(p[1], p[2]) for p in w[2]])) for w in ws if w[1].get('highway') not in FOOTWAYISH)
    halved = sum(glen(LineString([(p[1], p[2]) for p in w[2]])) * (0.5 if w[1].get('oneway') in ('yes', '-1', '1', 'true') else 1) for w in ws)
    need(abs(nofoot - full) <= 0.01 * full and abs(halved - full) <= 0.01 * full, 'street %s length unstable' % name)
    return full

def street_geom(name):
    ws = street_ways(name)
    ls = [LineString([(p[1], p[2]) for p in w[2]]) for w in ws]
    return shapely.union_all(ls) if len(ls) > 1 else ls[0]

def street_points(name):
    """the midpoint of its single way, and its two end nodes"""
    ws = street_ways(name)
    need(len(ws) == 1, 'street %s has %d ways' % (name, len(ws)))
    pts = ws[0][2]
    ls = LineString([(p[1], p[2]) for p in pts])
    fw, bw = _aeqd(ls.centroid.x, ls.centroid.y)
    pl = _tr(fw, ls)
    mid = pl.interpolate(0.5, normalized=True)
    x, y = bw.transform(mid.x, mid.y)
    return [Point(x, y), Point(pts[0][1], pts[0][2]), Point(pts[-1][1], pts[-1][2])]
# ================================================================ routing
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NONWAYS = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
           'services', 'razed', 'disused', 'bus_guideway', 'escape'}
MOTOR = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}
_GRAPHS = {}

def _usable(mode, t, variant):
    hw = t.get('highway')
    acc_no = t.get('access') in ('no', 'private')
    if mode == 'car':
        if hw not in CAR or acc_no:
            return False
        if variant == 'strict' and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')):
            return False
        return True
    if mode == 'bike':
        ok = (hw in CAR and hw not in MOTOR) or hw in ('cycleway', 'path', 'track') or t.get('bicycle') in ('yes', 'designated')
        if not ok or t.get('bicycle') == 'no':
            return False
        if variant == 'strict' and acc_no and t.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return False
        return True
    if hw is None or hw in MOTOR or hw in NONWAYS or t.get('foot') == 'no':
        return False
    if variant == 'strict' and acc_no and t.get('foot') not in ('yes', 'designated', 'permissive'):
        return False
    return True

def _dirs(mode, t, variant):
    if mode == 'foot' or (mode == 'bike' and variant == 'nooneway'):
        return (True, True)
    ow = t.get('oneway')
    if mode == 'bike' and (t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite')):
        return (True, True)
    if ow in ('yes', 'true', '1'):
        return (True, False)
    if ow == '-1':
        return (False, True)
    if variant == 'strict' and ow is None and (t.get('junction') == 'roundabout' or t.get('highway') in ('motorway', 'motorway_link')):
        return (True, False)
    return (True, True)

def graph(town, mode, variant):
    key = (town, mode, variant)
    if key in _GRAPHS:
        return _GRAPHS[key]
    G = nx.DiGraph()
    pos = {}
    for wid, t, pts in WAYS[town]:
        if not _usable(mode, t, variant):
            continue
        fwd, bwd = _dirs(mode, t, variant)
        for (a, x1, y1), (b, x2, y2) in zip(pts, pts[1:]):
            pos[a] = (x1, y1); pos[b] = (x2, y2)
            w = GEOD.inv(x1, y1, x2, y2)[2]
            if fwd:
                G.add_edge(a, b, w=w)
            if bwd:
                G.add_edge(b, a, w=w)
    big = max(nx.strongly_connected_components(G), key=len)
    ids = list(G.nodes)
    _GRAPHS[key] = (G, pos, set(big), ids)
    return _GRAPHS[key]

def snap(town, mode, variant, pt, whole):
    G, pos, big, ids = graph(town, mode, variant)
    cand = ids if whole else list(big)
    arr = np.array([pos[n] for n in cand])
    d2 = (arr[:, 0] - pt.x) ** 2 * math.cos(math.radians(pt.y)) ** 2 + (arr[:, 1] - pt.y) ** 2
    order = np.argsort(d2)[:20]
    best = min(order, key=lambda i: GEOD.inv(pt.x, pt.y, arr[i][0], arr[i][1])[2])
    n = cand[best]
    return n, GEOD.inv(pt.x, pt.y, pos[n][0], pos[n][1])[2]

def route_len(town, mode, a_pts, b_pts, what):
    """a_pts / b_pts: lists of points (first = main); returns main length, all variants' lengths"""
    straight = GEOD.inv(a_pts[0].x, a_pts[0].y, b_pts[0].x, b_pts[0].y)[2]
    need(300 <= straight <= 5000, '%s: straight line %.0f m' % (what, straight))
    lens = []
    variants = ['base', 'strict'] + (['nooneway'] if mode == 'bike' else [])
    main = None
    for var in variants:
        for whole in (False, True):
            for pa in a_pts:
                for pb in b_pts:
                    G = graph(town, mode, var)[0]
                    na, da = snap(town, mode, var, pa, whole)
                    nb, db = snap(town, mode, var, pb, whole)
                    need(da <= 100 and db <= 100, '%s: snapped %.0f / %.0f m' % (what, da, db))
                    try:
                        L = nx.dijkstra_path_length(G, na, nb, weight='w')
                    except nx.NetworkXNoPath:
                        raise Fragile('%s: no path (%s, whole=%s)' % (what, var, whole))
                    lens.append(L)
                    if main is None:
                        main = L
    need(main <= 2.5 * straight and main >= 0.97 * straight, '%s: route %.0f vs straight %.0f' % (what, main, straight))
    need(all(abs(L - main) <= 0.03 * main for L in lens), '%s: variants move %s' % (what, [round(x) for x in lens]))
    return main, lens, straight

def walk_verdict(lens, T):
    if all(L <= 0.9 * T / 60 * 3000 for L in lens):
        return True
    if all(L >= 1.1 * T / 60 * 6000 for L in lens):
        return False
    raise Fragile('walking verdict for %d min near threshold %s' % (T, [round(x) for x in lens]))
# ================================================================ questions
NOTIN = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIME = '!min | !minute | !hour'
def A(k, v):
    return [((k, v),)]
def N(x):
    return '#%d' % x
def M(x):
    return '~%d m' % round(x)
def R(x):
    return '~%d m ±10%%' % round(x)
def YN(b):
    return '!yes' if b else '!no'
def RATIO(a, b):
    r = a / b
    need(abs(r * 10 - round(r * 10)) < 1e-9, 'ratio %d/%d not exact at the first decimal' % (a, b))
    s = '%.1f' % r
    return '!' + s.rstrip('0').rstrip('.') + (' | !' + s if s.endswith('.0') else '')

def street_anchor(name, point=False):
    street_ways(name)
    return street_points(name)

# --- attribute
def q_tag(name, key, mapping, extra_absent=()):
    v = street_tag(name, key)
    need(v in mapping, '%s: %s=%r unexpected' % (name, key, v))
    if extra_absent:
        tags_absent([w and F('Baltimore', 'way', w[0], w[1], None) for w in street_ways(name)], extra_absent)
    return mapping[v], '%s=%s' % (key, v)

def q_zip(name):
    v = street_tag(name, 'postal_code')
    for w in street_ways(name):
        for k in ('tiger:zip_left', 'tiger:zip_right', 'addr:postcode'):
            need(w[1].get(k) in (None, v), '%s: %s disagrees' % (name, k))
    return '!' + v, 'postal_code=%s' % v

def q_parking_sides(name):
    l, r = street_tag(name, 'parking:lane:left'), street_tag(name, 'parking:lane:right')
    need({l, r} == {'diagonal', 'parallel'}, 'parking sides %s %s' % (l, r))
    need(street_tag(name, 'parking:lane:both') is None, 'parking both set')
    return '!diagonal; !parallel', 'left=%s right=%s' % (l, r)

def q_street_trap(name, prefixes):
    tags_absent([F('Baltimore', 'way', w[0], w[1], None) for w in street_ways(name)], prefixes)
    return NOTIN, 'no %s on %d way(s)' % ('/'.join(prefixes), len(street_ways(name)))

def unique_anchor(town, pred, words, what):
    fs = [f for f in FEATS[town] if pred(f.tags)]
    need(len(fs) == 1, '%s: %d features' % (what, len(fs)))
    f = fs[0]
    need(not any(k in f.tags for k in ('name', 'brand', 'alt_name', 'old_name')), '%s is named' % what)
    need(anchor_refused(f) is None, '%s: %s' % (what, anchor_refused(f)))
    for t in FILES:
        for g in FEATS[t]:
            for k in ('name', 'brand', 'operator'):
                if k in g.tags:
                    txt = ' ' + fold(g.tags[k])
                    for w in words:
                        need(not re.search(r'(?<![0-9a-z])' + re.escape(w), txt), '%s: word %r in %r' % (what, w, g))
    return f

def bikepark66():
    return unique_anchor('Heidelberg', lambda t: t.get('amenity') == 'bicycle_parking' and t.get('capacity') == '66',
                         ['bike parking', 'bicycle parking', 'fahrradpark', 'fahrradst'], 'bike parking for 66')

def bench2():
    return unique_anchor('Heidelberg', lambda t: t.get('amenity') == 'bench' and t.get('seats') == '2',
                         ['bench', 'two-seater'], 'two-seat bench')

def bikepark44():
    return unique_anchor('Heidelberg', lambda t: t.get('amenity') == 'bicycle_parking' and t.get('capacity') == '44',
                         ['bike parking', 'bicycle parking', 'fahrradpark', 'fahrradst'], 'bike parking for 44')

def steps16():
    return unique_anchor('Heidelberg', lambda t: t.get('highway') == 'steps' and t.get('step_count') == '16',
                         ['steps', 'stairs', 'staircase', 'treppe'], 'staircase with 16 steps')

def dome_cam():
    return unique_anchor('Heidelberg', lambda t: t.get('man_made') == 'surveillance' and t.get('camera:type') == 'dome',
                         ['camera', 'dome', 'cctv'], 'dome camera')

def apoint(fn):
    return [fn().geom.centroid]

def q_aroute(mode, f1, f2, time=False):
    L, lens, st = route_len('Heidelberg', mode, apoint(f1), apoint(f2), '%s %s-%s' % (mode, f1.__name__, f2.__name__))
    return R(L) + ('; ' + TIME if time else ''), '%.0f m (straight %.0f; variants %.0f-%.0f)' % (L, st, min(lens), max(lens))

def q_awalk(f1, f2, T):
    L, lens, st = route_len('Heidelberg', 'foot', apoint(f1), apoint(f2), 'walk %s-%s' % (f1.__name__, f2.__name__))
    return '%s; %s' % (YN(walk_verdict(lens, T)), R(L)), '%.0f m for %d min' % (L, T)

def bikepark28():
    return unique_anchor('Singapore', lambda t: t.get('amenity') == 'bicycle_parking' and t.get('capacity') == '28',
                         ['bike parking', 'bicycle parking', 'bike rack'], 'bike parking for 28')

def q_anchor_tag(fn, key, mapping):
    f = fn()
    v = f.tags.get(key)
    need(v in mapping, '%r: %s=%r' % (f, key, v))
    return mapping[v], '%s/%d %s=%s' % (f.typ, f.id, key, v)

def q_anchor_trap(fn, prefixes):
    f = fn()
    tags_absent([f], prefixes)
    return NOTIN, '%s/%d carries only %s' % (f.typ, f.id, sorted(f.tags))

# --- hours
def q_open_count(town, spec, day, minute):
    n, tot = open_count(town, spec, day, minute)
    need(0 < n < tot, 'count %d of %d is not between' % (n, tot))
    return '%s; %s' % (N(n), N(tot)), '%d of %d open at %s %02d:%02d' % (n, tot, DAYS[day], minute // 60, minute % 60)

def q_any_open(town, spec, day, minute):
    n, tot = open_count(town, spec, day, minute)
    need(tot > 0, 'none with hours')
    return '%s; %s' % (YN(n > 0), N(n)) if n > 0 else '!no', '%d of %d open at %s %02d:%02d' % (n, tot, DAYS[day], minute // 60, minute % 60)

def q_all_open(town, spec, day, minute):
    n, tot = open_count(town, spec, day, minute)
    need(tot > 0, 'none with hours')
    return ('!yes; %s' % N(tot)) if n == tot else '!no', '%d of %d open at %s %02d:%02d' % (n, tot, DAYS[day], minute // 60, minute % 60)

def q_kind_trap(town, spec, prefixes, yesno=False):
    kind_absent(town, spec, prefixes)
    return ('!no | !none | ' if yesno else '#0 | !none | !no | ') + NOTIN, 'kind absent from %s' % town

# --- arithmetic
def q_diff(town, s1, r1, s2, r2):
    a, b = count(town, s1, r1, 'first'), count(town, s2, r2, 'second')
    d = abs(a - b)
    need(d > 0.1 * max(a, b) and d != a and d != b, 'difference %d of %d/%d' % (d, a, b))
    return '%s; %s; %s' % (N(d), N(a), N(b)), '%d vs %d' % (a, b)

def q_sum(town, s1, r1, s2, r2):
    a, b = count(town, s1, r1, 'first'), count(town, s2, r2, 'second')
    need(a != b, 'equal counts')
    return '%s; %s; %s' % (N(a + b), N(a), N(b)), '%d + %d' % (a, b)

def q_ratio(town, s1, r1, s2, r2):
    a, b = count(town, s1, r1, 'first'), count(town, s2, r2, 'second')
    return '%s; %s; %s' % (RATIO(a, b), N(a), N(b)), '%d / %d' % (a, b)

def q_len_diff(n1, n2):
    a, b = street_length(n1), street_length(n2)
    need(max(a, b) > 1.15 * min(a, b), 'lengths too close')
    return '%s; %s; %s' % (M(abs(a - b)), M(a), M(b)), '%.0f vs %.0f m' % (a, b)

def q_len_sum(n1, n2):
    a, b = street_length(n1), street_length(n2)
    return '%s; %s; %s' % (M(a + b), M(a), M(b)), '%.0f + %.0f m' % (a, b)

# --- routes
def q_route(mode, n1, n2, time=False):
    L, lens, st = route_len('Baltimore', mode, street_points(n1), street_points(n2), '%s %s-%s' % (mode, n1, n2))
    return R(L) + ('; ' + TIME if time else ''), '%.0f m (straight %.0f; variants %.0f-%.0f)' % (L, st, min(lens), max(lens))

def q_walk(n1, n2, T):
    L, lens, st = route_len('Baltimore', 'foot', street_points(n1), street_points(n2), 'walk %s-%s' % (n1, n2))
    return '%s; %s' % (YN(walk_verdict(lens, T)), R(L)), '%.0f m for %d min' % (L, T)

# --- aggregate
def q_count(town, spec, r):
    return N(count(town, spec, r, 'count')), ''

def q_more_than(town, spec, r, thr):
    n = count(town, spec, r, 'count')
    need(abs(n - thr) >= 3, 'count %d near threshold %d' % (n, thr))
    return '%s; %s' % (YN(n > thr), N(n)), '%d vs %d' % (n, thr)

def q_most(town, spec, key, r, items):
    v, n1, n2, tot = most_common(town, spec, key, r, 'most common %s' % key)
    need(v in items, 'winner %s' % v)
    return items[v], '%s %d vs %d (of %d)' % (v, n1, n2, tot)

FUEL_WORDS = ['fuel', 'petrol', 'tankstell', 'gas station', 'filling station', 'aral', 'esso', 'shell', 'jet ', 'agip', 'total ']
PHARM_WORDS = ['pharm', 'apothe', 'chemist', 'drugstore', 'drug store', 'watsons', 'guardian', 'unity']
WASH_WORDS = ['car wash', 'carwash', 'autowasch', 'waschanlage', 'waschstra', 'wash']
SUPER_WORDS = ['supermarket', 'grocer', 'fairprice', 'cold storage', 'giant', 'sheng siong', 'market']
FUEL = [(('amenity', 'fuel'),), (('shop', 'fuel'),)]
PHARM = [(('amenity', 'pharmacy'),), (('shop', 'chemist'),), (('healthcare', 'pharmacy'),)]
WASH = [(('amenity', 'car_wash'),), (('shop', 'car_wash'),)]
SUPER = [(('shop', 'supermarket'),), (('shop', 'grocery'),), (('shop', 'greengrocer'),)]
H, S, B = 'Heidelberg', 'Singapore', 'Baltimore'
Mo, Tu, We, Th, Fr, Sa, Su = range(7)

Q = {}
Q['attribute'] = [
    ("do i have to pay to park on van lill street in baltimore?", B,
     lambda: q_tag('Van Lill Street', 'parking:condition:both', {'free': '!no | !free'})),
    ("Cameron Drive - is that a public road or a private one?", B,
     lambda: q_tag('Cameron Drive', 'access', {'private': '!private'})),
    ("hey, is German Hill Road a one-way street?", B,
     lambda: q_tag('German Hill Road', 'oneway', {'yes': '!yes'})),
    ("What zip code is Wagner Street in?", B, lambda: q_zip('Wagner Street')),
    ("heidelberg data: that dome-shaped security camera - what's it mounted on?", H,
     lambda: q_anchor_tag(dome_cam, 'camera:mount', {'wall': '!wall'})),
    ("Is Lighthouse Lane paved or is it a dirt road?", B,
     lambda: q_tag('Lighthouse Lane', 'surface', {'paved': '!paved'})),
    ("On South Milton Avenue in Baltimore, how do cars park - parallel to the curb, angled, or both?", B,
     lambda: q_parking_sides('South Milton Avenue')),
    ("Am I allowed to drive into King Circle, Baltimore?", B,
     lambda: q_tag('King Circle', 'access', {'no': '!no | !closed | !not allowed'},
                   ('motor_vehicle', 'motorcar', 'vehicle'))),
    ("how many lanes does Cleveland Avenue have?", B,
     lambda: q_street_trap('Cleveland Avenue', ['lanes', 'width', 'note', 'description', 'turn:lanes'])),
    ("In the Heidelberg data there's a bike parking with room for 66 bikes. Is it covered?", H,
     lambda: q_anchor_tag(bikepark66, 'covered', {'no': '!no'})),
    ("there's a two-seater bench somewhere in the heidelberg data - what's it made of?", H,
     lambda: q_anchor_tag(bench2, 'material', {'wood': '!wood'})),
    ("who runs the bike parking for 28 bikes in the Singapore data?", S,
     lambda: q_anchor_trap(bikepark28, ['operator', 'owner', 'brand', 'network', 'name', 'description', 'note',
                                        'contact', 'website', 'url', 'phone'])),
]
RESTAURANT, PUB, BAR = A('amenity', 'restaurant'), A('amenity', 'pub'), A('amenity', 'bar')
Q['hours'] = [
    ("How many of the restaurants in the Heidelberg data are open on a Tuesday at 4.30 pm? Out of how many that list hours?", H,
     lambda: q_open_count(H, RESTAURANT, Tu, 16 * 60 + 30)),
    ("heidelberg: wednesday, quarter to three in the afternoon. how many pubs are open? (of the ones that list hours)", H,
     lambda: q_open_count(H, PUB, We, 14 * 60 + 45)),
    ("Friday noon in Heidelberg - how many bars would be open then, and out of how many with opening hours?", H,
     lambda: q_open_count(H, BAR, Fr, 12 * 60)),
    ("is any pub in the heidelberg data open on saturday at 10 in the morning?", H,
     lambda: q_any_open(H, PUB, Sa, 10 * 60)),
    ("I'm up early on Thursday, 7:30. Is there any restaurant in the Heidelberg data open at that hour? How many?", H,
     lambda: q_any_open(H, RESTAURANT, Th, 7 * 60 + 30)),
    ("Of the places in the Singapore data that list opening hours, how many are open on Tuesday at 11:00?", S,
     lambda: q_open_count(S, None, Tu, 11 * 60)),
    ("singapore data, friday 10.30 pm: how many places are still open? give me the total with hours too pls", S,
     lambda: q_open_count(S, None, Fr, 22 * 60 + 30)),
    ("Is everything in the Singapore data that lists opening hours open on a Thursday at half past seven in the morning?", S,
     lambda: q_all_open(S, None, Th, 7 * 60 + 30)),
    ("need a pharmacy in the singapore data on a monday at 9 pm - is one open?", S,
     lambda: q_kind_trap(S, PHARM, PHARM_WORDS, yesno=True)),
    ("Baltimore data: quarter past nine on a Monday morning. How many places with opening hours are open, out of how many?", B,
     lambda: q_open_count(B, None, Mo, 9 * 60 + 15)),
    ("how many places in baltimore's data are open sunday evening at 8.15? and how many list hours at all?", B,
     lambda: q_open_count(B, None, Su, 20 * 60 + 15)),
    ("Is every place with opening hours in the Baltimore data open at noon on a Friday?", B,
     lambda: q_all_open(B, None, Fr, 12 * 60)),
]
Q['arithmetic'] = [
    ("How many more hotels than clothes shops are there in the Heidelberg data? Both counts too.", H,
     lambda: q_diff(H, A('tourism', 'hotel'), 30, A('shop', 'clothes'), 30)),
    ("heidelberg: fountains + places of worship, what's the total? and each number", H,
     lambda: q_sum(H, A('amenity', 'fountain'), 10, A('amenity', 'place_of_worship'), 30)),
    ("In the Heidelberg data, how many street lamps are there per jeweller? I'd like both counts as well.", H,
     lambda: q_ratio(H, A('highway', 'street_lamp'), 2, A('shop', 'jewelry'), 30)),
    ("singapore data: trees minus traffic signals = ? with both counts", S,
     lambda: q_diff(S, A('natural', 'tree'), 2, A('highway', 'traffic_signals'), 2)),
    ("Add up the watch shops and the bus stops in the Singapore data for me - the sum and both numbers.", S,
     lambda: q_sum(S, A('shop', 'watches'), 30, A('highway', 'bus_stop'), 10)),
    ("how many pedestrian crossings are there for every fire hydrant in the singapore extract? both counts pls", S,
     lambda: q_ratio(S, A('highway', 'crossing'), 2, A('emergency', 'fire_hydrant'), 2)),
    ("Baltimore's data: are there more bars or cafes, and by how many? Give both counts.", B,
     lambda: (lambda r: ('!bars; ' + r[0], r[1]))(q_diff(B, BAR, 30, A('amenity', 'cafe'), 30))),
    ("How many more toilets than bars does the Singapore data have? both counts as well", S,
     lambda: q_diff(S, A('amenity', 'toilets'), 30, BAR, 30)),
    ("In Baltimore's data, how many gates are there for every police station? with both counts", B,
     lambda: q_ratio(B, A('barrier', 'gate'), 2, A('amenity', 'police'), 30)),
    ("How much longer is Railway Avenue than Detroit Avenue? give me both lengths", B,
     lambda: q_len_diff('Railway Avenue', 'Detroit Avenue')),
    ("if I walk the whole of Graceland Avenue and then the whole of Eastbrook Avenue, how far is that in total? each length too", B,
     lambda: q_len_sum('Graceland Avenue', 'Eastbrook Avenue')),
    ("what's the difference between the speed limits on Noble Street and Claremont Avenue in Baltimore?", B,
     lambda: q_street_trap('Noble Street', ['maxspeed', 'zone:maxspeed', 'source:maxspeed', 'zone:traffic'])
     and q_street_trap('Claremont Avenue', ['maxspeed', 'zone:maxspeed', 'source:maxspeed', 'zone:traffic'])),
]
Q['route'] = [
    ("How long does it take to drive from Pothouse Alley to Yogurt Lane?", B,
     lambda: q_route('car', 'Pothouse Alley', 'Yogurt Lane', time=True)),
    ("In the Heidelberg data, how far is it on foot from the two-seater bench to the bike parking for 66 bikes?", H,
     lambda: q_aroute('foot', bench2, bikepark66)),
    ("can I walk from Centre Place to Bounty Lane in 15 minutes?", B,
     lambda: q_walk('Centre Place', 'Bounty Lane', 15)),
    ("how long does it take to drive from the dome camera to the bike parking with 44 spaces? (heidelberg)", H,
     lambda: q_aroute('car', dome_cam, bikepark44, time=True)),
    ("Is an hour enough to walk from Dimling Court to Centre Place?", B,
     lambda: q_walk('Dimling Court', 'Centre Place', 60)),
    ("Showell Court to Griffin Court by car - how far is it?", B,
     lambda: q_route('car', 'Showell Court', 'Griffin Court')),
    ("Heidelberg: bike distance from the staircase with 16 steps to the bike parking for 44 bikes?", H,
     lambda: q_aroute('bike', steps16, bikepark44)),
    ("I'm cycling from Griffin Court to Showell Court. How far is the ride?", B,
     lambda: q_route('bike', 'Griffin Court', 'Showell Court')),
    ("can I walk from the bike parking for 66 bikes to the 16-step staircase in 5 minutes? heidelberg data", H,
     lambda: q_awalk(bikepark66, steps16, 5)),
    ("How far do I have to drive to the nearest petrol station in the Singapore data?", S,
     lambda: q_kind_trap(S, FUEL, FUEL_WORDS, yesno=True)),
    ("walking distance to the closest supermarket in the singapore data?", S,
     lambda: q_kind_trap(S, SUPER, SUPER_WORDS, yesno=True)),
    ("My car is filthy. How long a drive is it to the nearest car wash in the Heidelberg data?", H,
     lambda: q_kind_trap(H, WASH, WASH_WORDS, yesno=True)),
]
Q['aggregate'] = [
    ("How many flagpoles are there in the Heidelberg data?", H, lambda: q_count(H, A('man_made', 'flagpole'), 2)),
    ("are there more than 15 bike parking spots in the heidelberg data?", H,
     lambda: q_more_than(H, A('amenity', 'bicycle_parking'), 10, 15)),
    ("What's the most common star rating among the hotels in the Heidelberg data?", H,
     lambda: q_most(H, A('tourism', 'hotel'), 'stars', 30, {'3': '!3 | !three'})),
    ("heidelberg data - how many petrol stations?", H, lambda: q_kind_trap(H, FUEL, FUEL_WORDS)),
    ("number of viewpoints in the singapore data?", S, lambda: q_count(S, A('tourism', 'viewpoint'), 10)),
    ("Does the Singapore data have more than 10 traffic lights?", S,
     lambda: q_more_than(S, A('highway', 'traffic_signals'), 2, 10)),
    ("Are most of the public toilets in the Singapore data wheelchair accessible?", S,
     lambda: q_most(S, A('amenity', 'toilets'), 'wheelchair', 30, {'yes': '!yes'})),
    ("how many swimming pools does the singapore extract have", S,
     lambda: q_count(S, A('leisure', 'swimming_pool'), 10)),
    ("Count the gas stations in Baltimore's data for me.", B, lambda: q_count(B, FUEL, 30)),
    ("more than 10 bicycle parking places in the baltimore data?", B,
     lambda: q_more_than(B, A('amenity', 'bicycle_parking'), 10, 10)),
    ("How many monuments are there in the Baltimore data?", B, lambda: q_count(B, A('historic', 'monument'), 10)),
    ("Baltimore: are there more than 5 car repair shops?", B,
     lambda: q_more_than(B, A('shop', 'car_repair'), 30, 5)),
]
# ================================================================ golds, checks, TSVs
KINDS = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
HEADER = ('# "beyond" validation set 41 (held out) - %s. Map data (c) OpenStreetMap contributors, ODbL 1.0.\n'
          '# question<TAB>gold<TAB>kind - golds recomputed by gold_val41.py; see README-val41.md\n')
ITEM = re.compile(r'^(#\d+|~\d+ m( ±10%)?|~\d+ m2|![^|;!]+)$')
FIXED = set(x.strip() for x in (NOTIN + ' | ' + TIME + ' | !yes | !no | !none').split('|'))

def gold_problems(gold):
    out = []
    for item in gold.split('; '):
        for alt in item.split(' | '):
            if not ITEM.match(alt) or alt != alt.strip():
                out.append('bad item syntax %r' % alt)
                continue
            if alt in FIXED or alt.startswith(('#', '~')):
                continue
            body = alt[1:]
            if re.fullmatch(r'[0-9.]+', body):
                continue
            hits = older_in_text(body)
            if hits:
                out.append('gold item %r holds older names %s' % (alt, hits))
    return out

def compute():
    all_towns()
    rows, fragile = [], []
    missing = check_older_adds()
    if missing:
        fragile.append(('-', 0, 'VAL41_ADD names that are no feature name: %s' % missing))
    for kind in KINDS:
        seen = set()
        for i, (q, town, fn) in enumerate(Q[kind]):
            line = i + 3
            try:
                gold, fig = fn()
                probs = gold_problems(gold)
                hits = older_in_text(q)
                if hits:
                    probs.append('question text holds older names %s' % hits)
                if q in seen:
                    probs.append('duplicate question')
                seen.add(q)
                if probs:
                    raise Fragile('; '.join(probs))
            except Fragile as e:
                gold, fig = None, None
                fragile.append(('val41-%s.tsv' % kind, line, str(e)))
            rows.append((kind, line, q, town, gold, fig))
    # distribution rules
    from collections import Counter
    tc = Counter(r[3] for r in rows)
    for kind in KINDS:
        if len(Q[kind]) != 12:
            fragile.append(('val41-%s.tsv' % kind, 0, '%d questions, not 12' % len(Q[kind])))
    traps = sum(1 for r in rows if r[4] and NOTIN in r[4])
    if traps < 7 or tc[H] < 18 or tc[S] < 15 or tc[B] < 22:
        fragile.append(('-', 0, 'distribution: traps %d, towns %s' % (traps, dict(tc))))
    return rows, fragile

def tsv_path(kind):
    return HERE / ('val41-%s.tsv' % kind)

def main(argv):
    rows, fragile = compute()
    mode = argv[1] if len(argv) > 1 else ''
    if mode == '--write':
        if fragile:
            for f, l, msg in fragile:
                print('FRAGILE %s:%d %s' % (f, l, msg))
            print('refused: fragile golds, nothing written')
            return 1
        for kind in KINDS:
            with open(tsv_path(kind), 'w', encoding='utf-8') as fh:
                fh.write(HEADER % kind)
                for r in rows:
                    if r[0] == kind:
                        fh.write('%s\t%s\tone\n' % (r[2], r[4]))
        print('wrote %d questions' % len(rows))
        return 0
    if mode == '--check':
        bad = 0
        for f, l, msg in fragile:
            print('FRAGILE %s:%d %s' % (f, l, msg))
            bad += 1
        for kind in KINDS:
            p = tsv_path(kind)
            if not p.exists():
                print('MISSING %s' % p.name); bad += 1; continue
            lines = p.read_text(encoding='utf-8').split('\n')
            if lines and lines[-1] == '':
                lines = lines[:-1]
            want = [r for r in rows if r[0] == kind]
            if len(lines) != len(want) + 2 or not all(x.startswith('#') for x in lines[:2]):
                print('DIFF %s: %d lines, expected %d' % (p.name, len(lines), len(want) + 2)); bad += 1
            for r in want:
                ln = r[1]
                got = lines[ln - 1] if ln - 1 < len(lines) else None
                exp = '%s\t%s\tone' % (r[2], r[4])
                if got != exp:
                    print('DIFF %s:%d' % (p.name, ln)); bad += 1
        print('check: %s' % ('OK' if not bad else '%d problem(s)' % bad))
        return 1 if bad else 0
    for r in rows:
        print('[%s:%d] %s | %s\n    gold: %s\n    figures: %s' % (r[0], r[1], r[3], r[2], r[4], r[5]))
    for f, l, msg in fragile:
        print('FRAGILE %s:%d %s' % (f, l, msg))
    return 1 if fragile else 0

if __name__ == '__main__':
    sys.exit(main(sys.argv))
