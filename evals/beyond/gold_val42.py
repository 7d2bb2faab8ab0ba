#!/usr/bin/env python3
"""gold_val42.py - recomputes every gold of the "beyond" validation set 42 from the raw OSM extracts.

    python -B gold_val42.py            print question, town, kind, gold and figures
    python -B gold_val42.py --check    compare with the five val42-*.tsv (exit 1 on a difference or a fragile gold)
    python -B gold_val42.py --write    rewrite the five TSVs (refused while a gold is fragile)

Data: GEOREACT_FRESH_DIR, or Path(__file__).resolve().parents[3]/shared/data/osm-fresh.
Only osmium, shapely, pyproj, networkx and numpy are used. Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""
import os, re, sys, math, itertools, collections, unicodedata
from pathlib import Path
import osmium
import shapely
from shapely import wkb as shapely_wkb
from shapely.geometry import Point, LineString
from shapely.ops import nearest_points
from pyproj import Geod, Transformer
import networkx as nx
import numpy as np

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

# ============================================================ val42 additions
# val42: the places README-val41.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and its dropped candidates that are feature names
VAL42_ADD = ['Van Lill Street', 'Cameron Drive', 'German Hill Road', 'Wagner Street', 'Lighthouse Lane',
             'South Milton Avenue', 'King Circle', 'Cleveland Avenue', 'Noble Street', 'Claremont Avenue',
             'Railway Avenue', 'Detroit Avenue', 'Graceland Avenue', 'Eastbrook Avenue', 'Pothouse Alley',
             'Yogurt Lane', 'Centre Place', 'Bounty Lane', 'Dimling Court', 'Showell Court', 'Griffin Court',
             'Mueller Street', 'Irvine Place', 'May Street', 'North Regester Street', 'Trine Alley',
             'North Newkirk Street', 'Ballard Way']
# values and short mentions README-val41 uses (anchors' values, gold items)
LEFT_OUT_VAL42_ADD = ['21224']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL42_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL42_ADD))

# unnamed anchors of older sets, refused as anchors by (town or any, type, id), by tag and by key
REFUSED_ANCHOR_IDS = {
    # ids README-val40 lists (for older sets, and val40's own anchors and dropped candidates)
    ('way', 417), ('way', 139), ('node', 1794981583), ('node', 3013021790), ('node', 3184688312), ('node', 2018074954),
    ('node', 2280283474), ('node', 2590577890), ('node', 1826839145), ('way', 277455040), ('way', 95),
    ('way', 280778839), ('node', 2414203781), ('node', 2511023822), ('node', 1422652974), ('node', 2303798850),
    ('way', 82419820), ('way', 96599364), ('node', 1814748433), ('node', 848214372), ('node', 1897490810),
    ('node', 1531155348), ('node', 1027945019), ('node', 2720830627), ('node', 1908447716), ('way', 263333782),
    ('way', 82419817), ('way', 170211248), ('way', 133689218), ('node', 2086293852), ('node', 2133743403),
    ('node', 322701019), ('node', 49390544), ('way', 189386294), ('way', 108842265), ('way', 286999057),
    ('way', 139715661), ('way', 274870766), ('node', 49540508), ('relation', 96), ('node', 1539741096),
    ('node', 1817824377), ('node', 2263), ('node', 2278), ('node', 1468810819), ('node', 3184585268),
    ('node', 1826839543), ('node', 1744160584), ('node', 1383144909), ('node', 1997), ('node', 1958),
    ('node', 2965421611), ('node', 1347116789), ('way', 69685135), ('node', 3195077075), ('node', 1879397272),
    ('node', 135755576), ('way', 222967847), ('way', 178570478), ('way', 69697770), ('way', 325763080),
    ('node', 1904319925), ('way', 179552524), ('way', 315086281), ('way', 218816897), ('relation', 2093213),
    ('relation', 14), ('way', 106), ('way', 200), ('way', 253992075), ('way', 109485118), ('node', 1743456870),
    ('way', 33611283), ('relation', 110109), ('way', 173307455), ('way', 176992297), ('way', 138488343),
    # val41's anchors and dropped candidates (README-val41)
    ('node', 1899287752), ('node', 1778102893), ('node', 1659632649), ('way', 179552513), ('node', 2896356673),
    ('node', 1188), ('node', 2008), ('node', 1015820305), ('way', 32278460), ('way', 237319901),
}
REFUSED_TAGS = {
    # tags README-val40 lists
    ('amenity', 'smoking_area'), ('highway', 'elevator'), ('sport', 'tennis'), ('amenity', 'shelter'),
    ('landuse', 'construction'), ('building', 'construction'), ('amenity', 'post_office'), ('power', 'substation'),
    ('amenity', 'clock'), ('amenity', 'charging_station'), ('amenity', 'drinking_water'), ('barrier', 'turnstile'),
    ('highway', 'give_way'), ('railway', 'razed'), ('building', 'train_station'), ('power', 'generator'),
    ('amenity', 'compressed_air'), ('man_made', 'water_tower'), ('man_made', 'stack'), ('sport', 'chess'),
    ('leisure', 'track'), ('building', 'hut'), ('man_made', 'tank'), ('railway', 'turntable'),
    ('advertising', 'column'), ('playground', 'wendyhouse'), ('shop', 'vacant'), ('surveillance', 'webcam'),
    ('tower:type', 'communication'), ('tower:type', 'bell_tower'), ('sport', 'football'), ('waterway', 'boat_lift'),
    ('baseball', 'softball'), ('brand', 'TA'), ('organization', 'Zip car'), ('place', 'island'),
    ('leisure', 'common'), ('building', 'pavilion'), ('playground', 'sandpit'), ('hoops', '2'),
    ('disused:amenity', 'cinema'), ('man_made', 'bridge'), ('highway', 'speed_camera'), ('highway', 'stop'),
    ('highway', 'turning_circle'), ('amenity', 'parking_entrance'), ('information', 'map'),
    ('information', 'guidepost'), ('crossing', 'disused'), ('barrier', 'chain'), ('landuse', 'median'),
    ('traffic_calming', 'hump'), ('traffic_calming', 'bump'), ('barrier', 'entrance'), ('power', 'sub_station'),
    ('ref', '133'),
    # tags README-val41 lists (val40's anchors and dropped candidates)
    ('barrier', 'lift_gate'), ('bus', 'permissive'), ('step_count', '37'), ('tunnel', 'building_passage'),
    ('highway', 'cycleway'), ('landuse', 'forest'), ('leaf_type', 'mixed'), ('ref', '402'), ('parking', 'surface'),
    ('highway', 'primary_link'), ('highway', 'construction'), ('construction', 'residential'),
    ('service', 'emergency'), ('office', 'Baudezernat'), ('landuse', 'residential'), ('water', 'river'),
    ('amenity', 'motorcycle_parking'), ('amenity', 'swimming_pool'), ('landuse', 'museum'),
    ('highway', 'motorway_junction'),
    # val41's anchors and dropped candidates by tag (README-val41)
    ('seats', '2'), ('capacity', '66'), ('capacity', '44'), ('capacity', '28'), ('step_count', '16'),
    ('camera:type', 'dome'), ('capacity', '340'), ('tracktype', 'grade3'), ('route', 'ferry'),
    ('material', 'metal'),
}
REFUSED_KEYS = {'roof:material'}

# ================================================================ data
TOWNS = ['Heidelberg', 'Singapore', 'Baltimore']
FILES = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Singapore': 'singapore-bayfront-2019.osm.pbf',
         'Baltimore': 'baltimore-2015.osm.pbf'}
HERE = Path(__file__).resolve().parent
DATA = Path(os.environ.get('GEOREACT_FRESH_DIR') or Path(__file__).resolve().parents[3] / 'shared/data/osm-fresh')
GEOD = Geod(ellps='WGS84')


class Fragile(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fragile(msg)


class _Handler(osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.nodes, self.ways, self.rels, self.areas, self.loc = [], [], [], {}, {}
        self.wkb = osmium.geom.WKBFactory()

    def node(self, n):
        if n.location.valid():
            self.loc[n.id] = (n.location.lon, n.location.lat)
            if len(n.tags):
                self.nodes.append((n.id, dict(n.tags), Point(n.location.lon, n.location.lat)))

    def way(self, w):
        self.ways.append((w.id, dict(w.tags), [nd.ref for nd in w.nodes]))

    def relation(self, r):
        self.rels.append((r.id, dict(r.tags), [(m.type, m.ref, m.role) for m in r.members]))

    def area(self, a):
        try:
            g = shapely_wkb.loads(bytes.fromhex(self.wkb.create_multipolygon(a)))
        except Exception:
            return
        self.areas[('way' if a.from_way() else 'relation', a.orig_id())] = g


class Town:
    def __init__(self, name):
        self.name = name
        h = _Handler()
        h.apply_file(str(DATA / FILES[name]), locations=True)
        self.loc = h.loc
        self.ways = {}
        feats = []
        for i, tags, g in h.nodes:
            feats.append(dict(type='node', id=i, tags=tags, geom=g))
        for i, tags, refs in h.ways:
            self.ways[i] = (tags, refs)
            if not tags:
                continue
            coords = [self.loc[r] for r in refs if r in self.loc]
            if ('way', i) in h.areas and not ('highway' in tags and tags.get('area') != 'yes'):
                g = h.areas[('way', i)]
                g = g.geoms[0] if len(g.geoms) == 1 else g
            elif len(coords) >= 2:
                g = LineString(coords)
            else:
                g = None
            feats.append(dict(type='way', id=i, tags=tags, geom=g, refs=refs))
        for i, tags, mem in h.rels:
            if not tags:
                continue
            g = h.areas.get(('relation', i))
            if g is not None and len(g.geoms) == 1:
                g = g.geoms[0]
            feats.append(dict(type='relation', id=i, tags=tags, geom=g, members=mem))
        self.feats = feats
        c = shapely.MultiPoint([Point(v) for v in list(self.loc.values())[::50]]).centroid
        self.fwd = Transformer.from_crs('EPSG:4326', f'+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84 +units=m',
                                        always_xy=True)
        self.inv = Transformer.from_crs(self.fwd.target_crs, 'EPSG:4326', always_xy=True)
        self._graphs = {}

    def proj(self, g):
        return shapely.transform(g, lambda a: np.column_stack(self.fwd.transform(a[:, 0], a[:, 1])))

    def dist(self, a, b):
        """geodesic distance between the nearest points of two geometries (0 when they touch)"""
        pa, pb = self.proj(a), self.proj(b)
        if pa.intersects(pb):
            return 0.0
        x, y = nearest_points(pa, pb)
        (lo1, lo2), (la1, la2) = self.inv.transform([x.x, y.x], [x.y, y.y])
        return GEOD.inv(lo1, la1, lo2, la2)[2]


def point_of(g):
    return g if g.geom_type == 'Point' else g.centroid


def gdist(p, q):
    return GEOD.inv(p.x, p.y, q.x, q.y)[2]


def glen(g):
    return GEOD.geometry_length(g)


# ================================================================ names and older places
def fold(s):
    s = unicodedata.normalize('NFKD', s)
    return ''.join(c for c in s if not unicodedata.combining(c)).casefold().replace('\u2019', "'")


def squash(s):
    return re.sub(r'[\W_]+', '', fold(s))


def wre(name):
    return re.compile(r'(?<!\w)' + re.escape(fold(name)) + r'(?!\w)')


_WRE = {}


def inside(small, big):
    r = _WRE.get(small)
    if r is None:
        r = _WRE[small] = wre(small)
    return bool(r.search(fold(big)))


def apostrophe_readings(text):
    t = fold(text)
    return {t, t.replace("'s", 's'), t.replace("'", ''), t.replace("'", ' ')}


TOWN_WORDS = ['Heidelberg', 'Singapore', 'Baltimore']


def older_in_text(text):
    """older names found in a text (whole words, both apostrophe readings, '#' names also without it)"""
    found = []
    readings = apostrophe_readings(text)
    for n in OLDER_SETS + LEFT_OUT:
        cands = [n] + ([n.lstrip('#')] if n.startswith('#') and n.lstrip('#') else [])
        for c in cands:
            if fold(c) in (fold(t) for t in TOWN_WORDS):
                continue
            for r in readings:
                if _older_hit(c, r):
                    found.append(n)
                    break
            else:
                continue
            break
    return found


def _older_hit(name, folded_text):
    r = _WRE.get(name)
    if r is None:
        r = _WRE[name] = wre(name)
    if r.search(folded_text):
        return True
    # the name read with both apostrophe readings too
    for v in apostrophe_readings(name):
        if v != fold(name) and re.search(r'(?<!\w)' + re.escape(v) + r'(?!\w)', folded_text):
            return True
    return False


def overlaps_older(name):
    for o in OLDER_SETS:
        if inside(name, o) or inside(o, name):
            return o
    for o in LEFT_OUT:
        if fold(o) == fold(name) or inside(o, name):
            return o
    return None


def check_older_adds(W):
    names = set()
    for t in W.values():
        for f in t.feats:
            if 'name' in f['tags']:
                names.add(f['tags']['name'])
    bad = [n for n in VAL42_ADD if n not in names]
    need(not bad, f'VAL42_ADD names that are no exact feature name: {bad}')
    return len(VAL42_ADD)

# ================================================================ counts
def kind_feats(t, pred):
    return [f for f in t.feats if pred(f['tags'])]


def tagpred(key, *values):
    vs = set(values)
    return lambda tg: tg.get(key) in vs


def count(t, pred, pair_m, label=''):
    """whole-extract count; refused when two counted features may be one place or one has no geometry"""
    fs = kind_feats(t, pred)
    for f in fs:
        need(f['geom'] is not None, f'{label}: {f["type"]} {f["id"]} has no geometry')
    for a, b in itertools.combinations(fs, 2):
        na, nb = a['tags'].get('name'), b['tags'].get('name')
        d = None
        if na is None or nb is None or fold(na) == fold(nb):
            d = t.dist(a['geom'], b['geom'])
            need(d > pair_m, f'{label}: possibly one place {a["type"]} {a["id"]} / {b["type"]} {b["id"]} ({d:.1f} m)')
        else:
            d = t.dist(a['geom'], b['geom'])
            need(d > 2, f'{label}: named pair within 2 m {a["id"]} / {b["id"]}')
    return len(fs), fs


def most_common(t, fs, key, label=''):
    """most common value of key among fs carrying it (split at ; and ,), strict winner, also among named
    features (when any named feature carries it) and with same-value features within 5 m merged"""
    def tally(feats, merge=False):
        c = collections.Counter()
        seen = collections.defaultdict(list)
        for f in feats:
            if key not in f['tags']:
                continue
            vals = {v.strip() for v in re.split(r'[;,]', f['tags'][key]) if v.strip()}
            for v in vals:
                if merge and any(t.dist(f['geom'], g['geom']) <= 5 for g in seen[v]):
                    continue
                seen[v].append(f)
                c[v] += 1
        return c.most_common()
    res = tally(fs)
    need(len(res) >= 1, f'{label}: no value')
    need(len(res) == 1 or res[0][1] > res[1][1], f'{label}: tie {res[:3]}')
    named = [f for f in fs if 'name' in f['tags']]
    rn = tally(named)
    if rn:
        need(rn[0][0] == res[0][0] and (len(rn) == 1 or rn[0][1] > rn[1][1]), f'{label}: named winner differs {rn}')
    rm = tally(fs, merge=True)
    need(rm[0][0] == res[0][0] and (len(rm) == 1 or rm[0][1] > rm[1][1]), f'{label}: merged winner differs {rm}')
    return res


def kind_absent(W, town, tagsets, words, label=''):
    """a trap kind: no feature with one of the tags and no word start among the listed tag values"""
    KEYS = ['name', 'brand', 'operator', 'description', 'amenity', 'shop', 'healthcare', 'office', 'craft', 'cuisine',
            'tourism', 'leisure', 'vending', 'building', 'service', 'sport', 'religion', 'denomination', 'historic']
    t = W[town]
    for f in t.feats:
        for k, v in tagsets:
            need(f['tags'].get(k) != v and not (v == '*' and k in f['tags']),
                 f'{label}: {k}={v} on {f["type"]} {f["id"]}')
        for k in KEYS:
            if k in f['tags']:
                val = fold(f['tags'][k].replace('_', ' '))
                for w in words:
                    need(not re.search(r'(?<!\w)' + re.escape(fold(w)), val),
                         f'{label}: "{w}" in {k}={f["tags"][k]} ({f["type"]} {f["id"]})')
    return True


def tags_absent(f, prefixes, label=''):
    for k in f['tags']:
        for p in prefixes:
            need(not (k == p or (p.endswith('*') and k.startswith(p[:-1]))), f'{label}: {k} present')
    return True


# ================================================================ streets and anchors
NONWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
          'services', 'razed', 'disused', 'bus_guideway', 'escape'}
FOOTWAYISH = {'footway', 'path', 'steps', 'cycleway', 'track', 'corridor', 'pedestrian', 'bridleway'}


def all_names(W):
    out = collections.defaultdict(set)
    for tn, t in W.items():
        for f in t.feats:
            for k in ('name', 'brand', 'operator'):
                if k in f['tags']:
                    out[f['tags'][k]].add((tn, k))
    return out


def street(W, town, name):
    """every highway way carrying exactly the name; a sound, unique, free name"""
    t = W[town]
    ways = [f for f in t.feats if f['type'] == 'way' and f['tags'].get('name') == name and 'highway' in f['tags']
            and f['tags']['highway'] not in NONWAY]
    need(ways, f'{name}: no street')
    names = all_names(W)
    for n, where in names.items():
        if n == name:
            need(all(tn == town for tn, k in where), f'{name}: carried in another extract')
            continue
        need(squash(n) != squash(name), f'{name}: namesake {n}')
        need(not inside(name, n), f'{name}: inside {n}')
    o = overlaps_older(name)
    need(o is None, f'{name}: overlaps older name {o}')
    for f in t.feats:
        if f['tags'].get('name') == name:
            need(f['type'] == 'way' and 'highway' in f['tags'], f'{name}: non-street feature carries it')
    return ways


def street_tag(ways, key, label=''):
    vals = {w['tags'].get(key) for w in ways}
    need(len(vals) == 1 and None not in vals, f'{label}: {key} not the same on every way: {vals}')
    return vals.pop()


def street_length(ways, label=''):
    full = sum(glen(w['geom']) for w in ways)
    nofoot = sum(glen(w['geom']) for w in ways if w['tags']['highway'] not in FOOTWAYISH)
    halved = sum(glen(w['geom']) * (0.5 if w['tags'].get('oneway') in ('yes', '1', 'true', '-1') else 1) for w in ways)
    for v in (nofoot, halved):
        need(abs(v - full) <= 0.01 * full, f'{label}: length readings differ {full:.0f} / {nofoot:.0f} / {halved:.0f}')
    return full


ANCHOR_NAMEKEYS = ('name', 'brand', 'alt_name', 'old_name')


def anchor(W, town, pred, words, label=''):
    """the only feature of a tag combination in the town's extract, unnamed, not refused, its words in no name"""
    t = W[town]
    fs = kind_feats(t, pred)
    need(len(fs) == 1, f'{label}: {len(fs)} features of the combination')
    f = fs[0]
    need(f['geom'] is not None, f'{label}: no geometry')
    need(not any(k in f['tags'] for k in ANCHOR_NAMEKEYS), f'{label}: named')
    need((f['type'], f['id']) not in REFUSED_ANCHOR_IDS, f'{label}: refused id')
    for k, v in f['tags'].items():
        need((k, v) not in REFUSED_TAGS, f'{label}: refused tag {k}={v}')
        need(k not in REFUSED_KEYS, f'{label}: refused key {k}')
    for n in all_names(W):
        for w in words:
            # a word ending with '$' is matched as a whole word (a short word such as "lit"), the others as word starts
            pat = r'(?<!\w)' + (re.escape(fold(w[:-1])) + r'(?!\w)' if w.endswith('$') else re.escape(fold(w)))
            need(not re.search(pat, fold(n)), f'{label}: "{w}" starts a word of {n}')
    return f

# ================================================================ opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
HAND = {  # README-val28's three free-text Baltimore values, read by hand
    'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00',
    'Weekdays 7-3, Saturdays 7-6, Sundays 7-4': 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
    '8-6:30': '08:00-18:30',
}
_T = r'(\d{1,2}):(\d\d)'


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


def _parse(value, plus_mode):
    """README-val4's subset; returns {day: [(start, end)]} (end may pass 1440) or None"""
    value = value.strip()
    if value == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    sched = {}
    for rule in [r.strip() for r in value.split(';')]:
        if not rule:
            return None
        m = re.fullmatch(r'((?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?'
                         r'(?:,(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)*)?\s*(.*)', rule)
        sel, body = m.group(1), m.group(2).strip()
        if sel is not None and m.group(0)[len(sel):len(sel) + 1] not in (' ',) and body:
            return None
        days = _days(sel) if sel else set(range(7))
        if body in ('off', 'closed'):
            for d in days:
                sched[d] = []
            continue
        ivs = []
        for rng in body.split(','):
            mm = re.fullmatch(_T + '-' + _T, rng)
            mp = re.fullmatch(_T + r'\+', rng)
            if mm:
                s = int(mm.group(1)) * 60 + int(mm.group(2))
                e = int(mm.group(3)) * 60 + int(mm.group(4))
            elif mp and plus_mode is not None:
                s = int(mp.group(1)) * 60 + int(mp.group(2))
                e = s + 1 if plus_mode == 'minute' else 1440
            else:
                return None
            if s > 1440 or e > 1440:
                return None
            if e <= s:
                e += 1440
            ivs.append((s, e))
        for d in days:
            sched[d] = ivs
    return {d: sched.get(d, []) for d in range(7)}


def _lenient(value):
    v = value.strip()
    v = re.sub(r'\s*-\s*', '-', v)
    v = re.sub(r'\b(Mo|Tu|We|Th|Fr|Sa|Su|So)\.', r'\1', v)
    v = re.sub(r'\b(Mo|Tu|We|Th|Fr|Sa|Su|So)\s*:', r'\1', v)
    v = re.sub(r'\bSo\b', 'Su', v)
    v = re.sub(r'(?<=[A-Za-z]),\s+(?=[A-Z][a-z])', ',', v)       # ", " between days
    v = re.sub(r'(?<=\d|\+),\s*(?=[A-Z][a-z])', ';', v)          # a rule after a time, before a letter
    v = re.sub(r'(?<=\d),\s+(?=\d)', ',', v)                     # ", " between ranges
    rules = [r for r in re.split(r'\s*;\s*', v) if r and not re.match(r'(?i)ph\b', r)]
    return '; '.join(rules)


def hours_readings(value):
    """every schedule the value can be read as (strict subset, lenient, open-end readings); [] = unreadable"""
    value = HAND.get(value, value)
    out = []
    for v in dict.fromkeys([value, _lenient(value)]):
        for pm in (('minute', 'midnight') if '+' in v else (None,)):
            s = _parse(v, pm)
            if s is not None:
                out.append(s)
    return out


def is_open(sched, day, minute, keep_spill):
    for s, e in sched[day]:
        if s <= minute < e:
            return True
    prev = (day - 1) % 7
    if keep_spill or not sched[day]:
        for s, e in sched[prev]:
            if e > 1440 and minute < e - 1440:
                return True
    return False


def verdict(value, day, minute, label=''):
    rs = hours_readings(value)
    need(rs, f'{label}: unreadable hours {value!r}')
    res = set()
    for s in rs:
        for keep in (True, False):
            for dm in range(-15, 16):
                m = minute + dm
                d = (day + (m // 1440)) % 7
                res.add(is_open(s, d, m % 1440, keep))
    need(len(res) == 1, f'{label}: verdict not stable at {DAYS[day]} {minute // 60}:{minute % 60:02d} for {value!r}')
    return res.pop()


def hours_count(t, pred, day, minute, label=''):
    """(open, listing) among the features of a kind that list hours; refused on any unstable or unreadable value"""
    fs = [f for f in kind_feats(t, pred) if 'opening_hours' in f['tags'] and f['tags']['opening_hours'] != 'unknown']
    for a, b in itertools.combinations(fs, 2):
        if a['geom'] is None or b['geom'] is None:
            continue
        na, nb = a['tags'].get('name'), b['tags'].get('name')
        lim = 30 if na and nb and fold(na) == fold(nb) else 10
        need(t.dist(a['geom'], b['geom']) > lim, f'{label}: possibly one place {a["id"]} / {b["id"]}')
    n_open = sum(verdict(f['tags']['opening_hours'], day, minute, f'{label} {f["tags"].get("name")}') for f in fs)
    return n_open, len(fs)

# ================================================================ routing
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
FAST = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}
NO = {'no', 'private'}


def _way_dirs(tags, mode, variant):
    """None (not in graph) or 'both' / 'fwd' / 'bwd'"""
    hw = tags.get('highway')
    if hw is None or hw in NONWAY:
        return None
    acc = tags.get('access')
    ow = tags.get('oneway')
    d = 'fwd' if ow in ('yes', 'true', '1') else 'bwd' if ow == '-1' else 'both'
    if mode == 'car':
        if hw not in CAR or acc in NO:
            return None
        if variant == 'strict':
            if tags.get('motor_vehicle') in NO or tags.get('motorcar') in NO:
                return None
            if d == 'both' and (tags.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link')):
                d = 'fwd'
        return d
    if mode == 'bike':
        ok = (hw in CAR and hw not in FAST) or hw in ('cycleway', 'path', 'track') or \
            tags.get('bicycle') in ('yes', 'designated')
        if not ok or tags.get('bicycle') == 'no':
            return None
        if variant == 'strict' and acc in NO and tags.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return None
        if tags.get('oneway:bicycle') == 'no' or tags.get('cycleway', '').startswith('opposite'):
            d = 'both'
        if variant == 'strict' and d == 'both' and tags.get('junction') == 'roundabout' and \
                tags.get('oneway:bicycle') != 'no':
            d = 'fwd'
        if variant == 'nooneway':
            d = 'both'
        return d
    if mode == 'foot':
        if hw in FAST or tags.get('foot') == 'no':
            return None
        if variant == 'strict' and acc in NO and tags.get('foot') not in ('yes', 'designated', 'permissive'):
            return None
        return 'both'


def graph(t, mode, variant):
    key = (mode, variant)
    if key in t._graphs:
        return t._graphs[key]
    G = nx.DiGraph()
    for wid, (tags, refs) in t.ways.items():
        d = _way_dirs(tags, mode, variant)
        if d is None:
            continue
        if tags.get('area') == 'yes' and refs[0] != refs[-1]:
            continue
        for a, b in zip(refs, refs[1:]):
            if a not in t.loc or b not in t.loc or a == b:
                continue
            (x1, y1), (x2, y2) = t.loc[a], t.loc[b]
            w = GEOD.inv(x1, y1, x2, y2)[2]
            if d in ('both', 'fwd'):
                G.add_edge(a, b, weight=w)
            if d in ('both', 'bwd'):
                G.add_edge(b, a, weight=w)
    big = max(nx.strongly_connected_components(G), key=len)
    nodes_all = list(G.nodes)
    big_l = list(big)
    arr_all = np.array([t.loc[n] for n in nodes_all])
    arr_big = np.array([t.loc[n] for n in big_l])
    t._graphs[key] = (G, (nodes_all, arr_all), (big_l, arr_big))
    return t._graphs[key]


def snap(t, pt, nodes_arr):
    nodes, arr = nodes_arr
    # pre-select by planar degrees, then geodesic
    d2 = (arr[:, 0] - pt.x) ** 2 * math.cos(math.radians(pt.y)) ** 2 + (arr[:, 1] - pt.y) ** 2
    idx = np.argsort(d2)[:20]
    best = min(idx, key=lambda i: GEOD.inv(pt.x, pt.y, arr[i, 0], arr[i, 1])[2])
    return nodes[best], GEOD.inv(pt.x, pt.y, arr[best, 0], arr[best, 1])[2]


VARIANTS = {'car': [('base', 'big'), ('strict', 'big'), ('base', 'all')],
            'bike': [('base', 'big'), ('strict', 'big'), ('nooneway', 'big'), ('base', 'all')],
            'foot': [('base', 'big'), ('strict', 'big'), ('base', 'all')]}


def route_one(t, mode, variant, where, a, b, label):
    G, allp, bigp = graph(t, mode, variant)
    pool = bigp if where == 'big' else allp
    na, da = snap(t, a, pool)
    nb, db = snap(t, b, pool)
    if where == 'big':
        need(da <= 100 and db <= 100, f'{label}: snapped beyond 100 m ({da:.0f}, {db:.0f})')
    try:
        return nx.dijkstra_path_length(G, na, nb, weight='weight')
    except nx.NetworkXNoPath:
        raise Fragile(f'{label}: no path ({mode} {variant} {where})')


def route(t, mode, ends_a, ends_b, label=''):
    """ends_*: list of candidate points, the first the main one. Returns (length, every variant length)"""
    a0, b0 = ends_a[0], ends_b[0]
    straight = gdist(a0, b0)
    need(300 <= straight <= 5000, f'{label}: straight line {straight:.0f} m out of 300 m - 5 km')
    main = route_one(t, mode, 'base', 'big', a0, b0, label)
    need(0.97 * straight <= main <= 2.5 * straight, f'{label}: route {main:.0f} vs straight {straight:.0f}')
    lengths = []
    for var, where in VARIANTS[mode]:
        for a in ends_a:
            for b in ends_b:
                L = route_one(t, mode, var, where, a, b, label)
                need(abs(L - main) <= 0.03 * main, f'{label}: variant {var}/{where} moves {L:.0f} vs {main:.0f}')
                lengths.append(L)
    return main, lengths, straight


def walk_verdict(lengths, minutes, label=''):
    if all(L / (3000 / 60) <= 0.9 * minutes for L in lengths):
        return True
    if all(L / (6000 / 60) >= 1.1 * minutes for L in lengths):
        return False
    raise Fragile(f'{label}: walking verdict near the threshold')


def street_end(W, town, name, label=''):
    """a single-way street of 60-110 m as a route end: its midpoint, then its two end nodes"""
    ways = street(W, town, name)
    need(len(ways) == 1, f'{label}: {name} has {len(ways)} ways')
    g = ways[0]['geom']
    L = glen(g)
    need(60 <= L <= 110, f'{label}: {name} is {L:.0f} m long')
    pts = [Point(c) for c in g.coords]
    # midpoint along the line (by geodesic length)
    acc, mid = 0.0, pts[0]
    for p, q in zip(pts, pts[1:]):
        s = gdist(p, q)
        if acc + s >= L / 2:
            f = (L / 2 - acc) / s if s else 0
            mid = Point(p.x + f * (q.x - p.x), p.y + f * (q.y - p.y))
            break
        acc += s
    return [mid, pts[0], pts[-1]]

# ================================================================ golds
NOTDATA = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIME = '!min | !minute | !hour'
ABSENT_COUNT = '#0 | !none | !no | ' + NOTDATA
ABSENT_YN = '!no | !none | ' + NOTDATA
H, S, B = 'Heidelberg', 'Singapore', 'Baltimore'
QS = []


def q(kind, town, text, trap=False):
    def deco(fn):
        QS.append(dict(kind=kind, town=town, text=text, fn=fn, trap=trap))
        return fn
    return deco


def m(h, mi=0):
    return h * 60 + mi


def rm(x):
    return f'~{round(x)} m'


def rr(x):
    return f'~{round(x)} m ±10%'


def ratio(a, b, label):
    r = a / b
    need(abs(r * 10 - round(r * 10)) < 1e-9, f'{label}: ratio {r:.3f} not exact at the first decimal')
    v = round(r, 1)
    return f'!{v:g} | !{v:.1f}' if v == int(v) else f'!{v:.1f}'


def diff_ok(a, b, label):
    d = abs(a - b)
    need(d > 0.1 * max(a, b) and d not in (a, b), f'{label}: near tie or equal to a count ({a}, {b})')
    return d


# ---- anchors (town-unique tag combinations, unnamed)
def A_NIGHT_TOILET(W):
    return anchor(W, H, lambda g: g.get('amenity') == 'toilets' and re.fullmatch(r'\d\d?:\d\d-\d\d?:\d\d', g.get('fee', '')),
                  ['toilet', 'wc', 'restroom', 'night', 'pay', 'paid', 'charg', 'all day', 'all-day'], 'night-fee toilet')


def A_PAY_TOILET(W):
    return anchor(W, H, lambda g: g.get('amenity') == 'toilets' and g.get('fee') == 'yes',
                  ['toilet', 'wc', 'restroom', 'night', 'pay', 'paid', 'charg', 'all day', 'all-day'], 'pay toilet')


def A_VIEW57(W):
    return anchor(W, S, lambda g: g.get('tourism') == 'viewpoint' and g.get('level') == '57',
                  ['viewpoint', 'lookout', 'level 57', '57th'], 'level-57 viewpoint')


def A_LIT_STEPS(W):
    return anchor(W, S, lambda g: g.get('highway') == 'steps' and g.get('lit') == 'yes',
                  ['steps', 'stairs', 'staircase', 'stairway', 'lit$'], 'lit steps')


def ends_of(f):
    return [point_of(f['geom'])]


# ---------------------------------------------------------------- attribute
@q('attribute', H, "There's a public toilet in the Heidelberg data that's free during the day and only charges at "
   "night. Between what hours do you have to pay there?")
def _(W):
    f = A_NIGHT_TOILET(W)
    a, b = f['tags']['fee'].split('-')
    ha, ma = map(int, a.split(':'))
    hb, mb = map(int, b.split(':'))
    need((ha, ma, hb, mb) == (22, 0, 8, 0), f'night fee {a}-{b}')
    return '!22:00 | !10 pm | !10pm | !10:00 pm | !22 h; !8:00 | !08:00 | !8 am | !8am | !8:00 am', f'fee={f["tags"]["fee"]}'


@q('attribute', H, "heidelberg: the pay toilet that charges all day long (not just at night) - can I get in there with "
   "a wheelchair?")
def _(W):
    f = A_PAY_TOILET(W)
    v = f['tags'].get('wheelchair')
    need(v in ('yes', 'no', 'limited'), f'wheelchair={v}')
    return f'!{v}', f'wheelchair={v}'


@q('attribute', H, "Who runs the night-charging public toilet in Heidelberg? I want to complain about it lol", trap=True)
def _(W):
    f = A_NIGHT_TOILET(W)
    tags_absent(f, ['operator*', 'owner*', 'brand*', 'network*', 'name*', 'contact*', 'website*', 'url*', 'phone*',
                    'note*', 'email*'], 'night toilet operator')
    need(not re.search(r'(?i)stadt|betreib|operat|gmbh', f['tags'].get('description', '')), 'description names someone')
    return NOTDATA, 'no operator/owner/brand/contact tag; description: only the fee'


@q('attribute', S, "I'm in a wheelchair - is the viewpoint up on level 57 in the Singapore data accessible for me?")
def _(W):
    f = A_VIEW57(W)
    v = f['tags'].get('wheelchair')
    need(v in ('yes', 'no', 'limited'), f'wheelchair={v}')
    return f'!{v}', f'wheelchair={v}'


@q('attribute', S, "singapore data has exactly one lit staircase. what's it paved with?")
def _(W):
    f = A_LIT_STEPS(W)
    v = f['tags'].get('surface')
    need(v == 'paving_stones', f'surface={v}')
    return '!paving stones | !paving_stones | !pavers | !paving stone', f'surface={v}'


@q('attribute', S, "How many steps does the lit staircase in the Singapore extract have?", trap=True)
def _(W):
    f = A_LIT_STEPS(W)
    tags_absent(f, ['step_count*', 'steps*', 'note*', 'description*', 'height*', 'incline*'], 'lit steps count')
    return NOTDATA, 'no step_count tag (' + ', '.join(sorted(f['tags'])) + ')'


@q('attribute', B, "Am I allowed to drive down Nimitz Drive?")
def _(W):
    ws = street(W, B, 'Nimitz Drive')
    v = street_tag(ws, 'access', 'Nimitz Drive')
    need(v == 'no', f'access={v}')
    for w in ws:
        tags_absent(w, ['motor_vehicle*', 'motorcar*', 'vehicle*'], 'Nimitz Drive')
    return '!no | !closed | !not allowed', f'access=no on {len(ws)} way(s)'


@q('attribute', B, "hey is harbor island walk a public road or a private one?")
def _(W):
    ws = street(W, B, 'Harbor Island Walk')
    v = street_tag(ws, 'access', 'Harbor Island Walk')
    need(v == 'private', f'access={v}')
    return '!private', f'access={v} on {len(ws)} way(s)'


@q('attribute', B, "Hartwait Street in Baltimore - one-way or two-way traffic?")
def _(W):
    ws = street(W, B, 'Hartwait Street')
    v = street_tag(ws, 'oneway', 'Hartwait Street')
    need(v == 'yes', f'oneway={v}')
    return '!one-way | !one way | !oneway', f'oneway={v} on {len(ws)} way(s)'


@q('attribute', B, "what zip code is watson street in")
def _(W):
    ws = street(W, B, 'Watson Street')
    v = street_tag(ws, 'postal_code', 'Watson Street')
    for w in ws:
        for k in ('tiger:zip_left', 'tiger:zip_right', 'addr:postcode'):
            need(w['tags'].get(k, v) == v, f'{k} disagrees')
    need(v not in LEFT_OUT, f'zip {v} is held')
    return f'!{v}', f'postal_code={v}'


@q('attribute', B, "Can you park along South Duncan Street, Baltimore?")
def _(W):
    ws = street(W, B, 'South Duncan Street')
    v = street_tag(ws, 'parking:lane:both', 'South Duncan Street')
    need(v == 'no_parking', f'parking:lane:both={v}')
    for w in ws:
        tags_absent(w, ['parking:lane:left*', 'parking:lane:right*'], 'South Duncan Street')
    return '!no | !not allowed | !no parking', f'parking:lane:both={v}'


@q('attribute', B, "do i need to pay for parking on leakin street")
def _(W):
    ws = street(W, B, 'Leakin Street')
    v = street_tag(ws, 'parking:condition:both', 'Leakin Street')
    need(v == 'free', f'parking:condition:both={v}')
    return '!no | !free', f'parking:condition:both={v}, parking:lane:both={ws[0]["tags"].get("parking:lane:both")}'


# ---------------------------------------------------------------- hours
KINDP = {'restaurant': tagpred('amenity', 'restaurant'), 'pub': tagpred('amenity', 'pub'),
         'bar': tagpred('amenity', 'bar'), 'pharmacy': tagpred('amenity', 'pharmacy'),
         'bakery': tagpred('shop', 'bakery'), 'all': lambda g: True}


def hours_q(town, kind, day, minute, text, mode='count'):
    @q('hours', town, text)
    def _(W):
        o, n = hours_count(W[town], KINDP[kind], DAYS.index(day), minute, f'{town} {kind}')
        fig = f'{kind} {day} {minute // 60}:{minute % 60:02d}: {o} open of {n} listing hours'
        if mode == 'count':
            need(0 < o < n, f'count {o} of {n} not strictly inside')
            return f'#{o}; #{n}', fig
        if mode == 'any':
            return ('!yes; #' + str(o)) if o else '!no', fig
        if mode == 'every':
            return ('!yes; #' + str(n)) if o == n else '!no', fig
    return _


hours_q(H, 'restaurant', 'We', m(13), "How many restaurants in the Heidelberg data are open on a Wednesday at 1 pm? "
        "Only counting the ones that list their hours, and tell me how many that is too.")
hours_q(H, 'pub', 'Mo', m(15), "heidelberg pubs open on monday afternoon at 15:00 - how many, out of the ones with hours listed?")
hours_q(H, 'bar', 'Su', m(10), "Sunday, 10 in the morning in Heidelberg. How many bars are open then? (of the bars that "
        "list opening hours - and how many list them?)")
hours_q(H, 'pharmacy', 'Sa', m(14), "need a pharmacy in heidelberg on saturday at 2pm. how many are open then, out of "
        "those with hours?")
hours_q(H, 'bakery', 'Su', m(10, 15), "Is any bakery in Heidelberg open on a Sunday at quarter past ten? If so how many",
        'any')
hours_q(H, 'pharmacy', 'Su', m(12), "hey, is there any pharmacy open in the Heidelberg data on a sunday at noon?", 'any')
hours_q(S, 'all', 'We', m(18), "Is every place in the Singapore data that lists opening hours open on a Wednesday at "
        "6 pm? And how many places is that?", 'every')
hours_q(S, 'all', 'Sa', m(20), "singapore data, saturday 8 pm: how many of the places with opening hours are open? give "
        "me the total with hours as well")
hours_q(B, 'all', 'Tu', m(16), "In the Baltimore data, how many places with listed hours are open on Tuesday at 4 pm, "
        "and how many list hours at all?")
hours_q(B, 'all', 'Su', m(21), "baltimore: sunday evening at 9, how many of the places that list hours are still open? "
        "(plus the total pls)")
hours_q(B, 'all', 'Th', m(10, 30), "Is everything with opening hours in Baltimore open on a Thursday at 10.30 am?", 'every')


@q('hours', S, "Is the library in the Singapore data open on Sunday at 2 in the afternoon?", trap=True)
def _(W):
    kind_absent(W, S, [('amenity', 'library')], ['librar', 'bibliothe'], 'library')
    return ABSENT_YN, 'no amenity=library and no librar*/bibliothe* word in the Singapore extract'


# ---------------------------------------------------------------- arithmetic
def cnt(W, town, k, v, pair):
    return count(W[town], tagpred(k, v), pair, f'{town} {k}={v}')[0]


@q('arithmetic', H, "In the Heidelberg data, how many more fast food places are there than pubs? both numbers pls")
def _(W):
    a, b = cnt(W, H, 'amenity', 'fast_food', 30), cnt(W, H, 'amenity', 'pub', 30)
    d = diff_ok(a, b, 'fast food - pubs')
    need(a > b, 'fewer fast food places')
    return f'#{d}; #{a}; #{b}', f'fast food {a}, pubs {b}'


@q('arithmetic', H, "heidelberg: shoe stores + clothing stores, what's the total?")
def _(W):
    a, b = cnt(W, H, 'shop', 'shoes', 30), cnt(W, H, 'shop', 'clothes', 30)
    need(a != b, 'equal counts')
    return f'#{a + b}; #{a}; #{b}', f'shoe shops {a}, clothes shops {b}'


@q('arithmetic', H, "How many cafes per pharmacy does the Heidelberg data have? Give me both counts as well.")
def _(W):
    a, b = cnt(W, H, 'amenity', 'cafe', 30), cnt(W, H, 'amenity', 'pharmacy', 30)
    return f'{ratio(a, b, "cafes per pharmacy")}; #{a}; #{b}', f'cafes {a}, pharmacies {b}, ratio {a / b:.3f}'


@q('arithmetic', H, "Are there more bookshops or music shops in Heidelberg, and by how many?")
def _(W):
    a, b = cnt(W, H, 'shop', 'books', 30), cnt(W, H, 'shop', 'music', 30)
    d = diff_ok(a, b, 'books - music')
    need(a > b, 'fewer bookshops')
    return f'!book; #{d}; #{a}; #{b}', f'bookshops {a}, music shops {b}'


@q('arithmetic', S, "singapore data: restaurants minus cafes = ?")
def _(W):
    a, b = cnt(W, S, 'amenity', 'restaurant', 30), cnt(W, S, 'amenity', 'cafe', 30)
    d = diff_ok(a, b, 'restaurants - cafes')
    need(a > b, 'fewer restaurants')
    return f'#{d}; #{a}; #{b}', f'restaurants {a}, cafes {b}'


@q('arithmetic', S, "How many artworks and viewpoints are there together in the Singapore data? I'd like each number "
   "too")
def _(W):
    a, b = cnt(W, S, 'tourism', 'artwork', 10), cnt(W, S, 'tourism', 'viewpoint', 10)
    need(a != b, 'equal counts')
    return f'#{a + b}; #{a}; #{b}', f'artworks {a}, viewpoints {b}'


@q('arithmetic', S, "In the Singapore extract, how many MRT station entrances are there for every taxi stand? both "
   "counts too")
def _(W):
    a, b = cnt(W, S, 'railway', 'subway_entrance', 10), cnt(W, S, 'amenity', 'taxi', 30)
    return f'{ratio(a, b, "entrances per taxi stand")}; #{a}; #{b}', f'subway entrances {a}, taxi stands {b}'


@q('arithmetic', B, "Baltimore data: banks minus libraries?")
def _(W):
    a, b = cnt(W, B, 'amenity', 'bank', 30), cnt(W, B, 'amenity', 'library', 30)
    d = diff_ok(a, b, 'banks - libraries')
    need(a > b, 'fewer banks')
    return f'#{d}; #{a}; #{b}', f'banks {a}, libraries {b}'


@q('arithmetic', B, "Add up the fire stations and the museums in the Baltimore data for me, and give each count")
def _(W):
    a, b = cnt(W, B, 'amenity', 'fire_station', 30), cnt(W, B, 'tourism', 'museum', 30)
    need(a != b, 'equal counts')
    return f'#{a + b}; #{a}; #{b}', f'fire stations {a}, museums {b}'


@q('arithmetic', B, "fast food places per pharmacy in baltimore? with both numbers")
def _(W):
    a, b = cnt(W, B, 'amenity', 'fast_food', 30), cnt(W, B, 'amenity', 'pharmacy', 30)
    return f'{ratio(a, b, "fast food per pharmacy")}; #{a}; #{b}', f'fast food {a}, pharmacies {b}'


@q('arithmetic', B, "How much longer is Edgewater Avenue than Colgate Avenue? Both lengths pls")
def _(W):
    a = street_length(street(W, B, 'Edgewater Avenue'), 'Edgewater Avenue')
    b = street_length(street(W, B, 'Colgate Avenue'), 'Colgate Avenue')
    need(a > 1.15 * b, 'lengths less than 15 % apart')
    return f'{rm(a - b)}; {rm(a)}; {rm(b)}', f'Edgewater {a:.1f} m, Colgate {b:.1f} m'


@q('arithmetic', B, "Which has more lanes, Kenhill Avenue or Seaforth Street, and by how many?", trap=True)
def _(W):
    for n in ('Kenhill Avenue', 'Seaforth Street'):
        for w in street(W, B, n):
            tags_absent(w, ['lanes*', 'width*', 'turn:lanes*', 'note*', 'description*'], n)
    return NOTDATA, 'no lanes/width tag on either street'


# ---------------------------------------------------------------- route
@q('route', H, "In the Heidelberg data, how far would I cycle from the toilet that only charges at night to the one "
   "that charges all day?")
def _(W):
    L, ls, s = route(W[H], 'bike', ends_of(A_NIGHT_TOILET(W)), ends_of(A_PAY_TOILET(W)), 'H bike toilets')
    return rr(L), f'bike {L:.0f} m (variants {min(ls):.0f}-{max(ls):.0f}), straight {s:.0f} m'


@q('route', H, "heidelberg - driving from the night-charging toilet to the pay-all-day one, how long does that take "
   "by car?")
def _(W):
    L, ls, s = route(W[H], 'car', ends_of(A_NIGHT_TOILET(W)), ends_of(A_PAY_TOILET(W)), 'H car toilets')
    return f'{rr(L)}; {TIME}', f'car {L:.0f} m (variants {min(ls):.0f}-{max(ls):.0f}), straight {s:.0f} m'


@q('route', H, "Could I walk between the two paid public toilets in the Heidelberg data (the night-only one and the "
   "all-day one) in 5 minutes?")
def _(W):
    L, ls, s = route(W[H], 'foot', ends_of(A_NIGHT_TOILET(W)), ends_of(A_PAY_TOILET(W)), 'H foot toilets')
    need(len(kind_feats(W[H], tagpred('amenity', 'toilets'))) == 2, 'not exactly two toilets')
    v = walk_verdict(ls, 5, 'H toilets 5 min')
    return f'{"!yes" if v else "!no"}; {rr(L)}', f'foot {L:.0f} m (variants {min(ls):.0f}-{max(ls):.0f})'


@q('route', H, "How far would I have to cycle from the pay toilet in Heidelberg to the nearest golf course?", trap=True)
def _(W):
    A_PAY_TOILET(W)
    kind_absent(W, H, [('leisure', 'golf_course'), ('sport', 'golf'), ('leisure', 'miniature_golf')], ['golf'], 'golf')
    return ABSENT_YN, 'no golf course (tags or golf* words) in the Heidelberg extract'


@q('route', S, "walking distance from the viewpoint on level 57 to the lit staircase in the Singapore data?")
def _(W):
    L, ls, s = route(W[S], 'foot', ends_of(A_VIEW57(W)), ends_of(A_LIT_STEPS(W)), 'S foot view-steps')
    return rr(L), f'foot {L:.0f} m (variants {min(ls):.0f}-{max(ls):.0f}), straight {s:.0f} m'


@q('route', S, "I'm at the lit staircase in the Singapore data and I've got a toothache - how long a walk is it to "
   "the nearest dentist?", trap=True)
def _(W):
    A_LIT_STEPS(W)
    kind_absent(W, S, [('amenity', 'dentist'), ('healthcare', 'dentist')], ['dentist', 'dental', 'orthodont'], 'dentist')
    return ABSENT_YN, 'no dentist (tags or dentist*/dental*/orthodont* words) in the Singapore extract'


@q('route', S, "Singapore data: how far on foot is it from the viewpoint on level 57 to the nearest police station?",
   trap=True)
def _(W):
    A_VIEW57(W)
    kind_absent(W, S, [('amenity', 'police')], ['police', 'neighbourhood police', 'npp', 'npc'], 'police')
    return ABSENT_YN, 'no police station (tags or police* words) in the Singapore extract'


def street_route(town, mode, a, b, text, minutes=None, time=False):
    @q('route', town, text)
    def _(W):
        L, ls, s = route(W[town], mode, street_end(W, town, a, a), street_end(W, town, b, b), f'{a} -> {b} {mode}')
        fig = f'{mode} {L:.0f} m (variants and end points {min(ls):.0f}-{max(ls):.0f}), straight {s:.0f} m'
        if minutes is not None:
            v = walk_verdict(ls, minutes, f'{a} -> {b} {minutes} min')
            return f'{"!yes" if v else "!no"}; {rr(L)}', fig
        return (f'{rr(L)}; {TIME}' if time else rr(L)), fig
    return _


street_route(B, 'foot', 'International Drive', 'Schuck Street',
             "can i walk from International Drive to Schuck Street in 20 minutes?", minutes=20)
street_route(B, 'car', 'Hakesley Place', 'International Drive',
             "how long does it take to drive from Hakesley Place to International Drive?", time=True)
street_route(B, 'bike', 'Leakin Street', 'Turpin Lane', "Bike distance from Leakin Street to Turpin Lane?")
street_route(B, 'car', 'Frey Alley', 'Spark Court',
             "Driving from Frey Alley to Spark Court in Baltimore, how many km is that?")
street_route(B, 'foot', 'Allen Alley', 'Schuck Street',
             "Is an hour and a half enough to walk from Allen Alley to Schuck Street in baltimore?", minutes=90)


# ---------------------------------------------------------------- aggregate
@q('aggregate', H, "How many payphones are there in the Heidelberg data?")
def _(W):
    return f'#{cnt(W, H, "amenity", "telephone", 10)}', 'amenity=telephone'


@q('aggregate', H, "how many heidelberg restaurants are fully wheelchair accessible?")
def _(W):
    n, fs = count(W[H], tagpred('amenity', 'restaurant'), 30, 'H restaurants')
    k = sum(f['tags'].get('wheelchair') == 'yes' for f in fs)
    return f'#{k}', f'{k} of {n} restaurants with wheelchair=yes'


@q('aggregate', H, "Does the Heidelberg data have more than 10 litter bins?")
def _(W):
    n = cnt(W, H, 'amenity', 'waste_basket', 2)
    need(abs(n - 10) >= 3, 'count near the threshold')
    return f'{"!yes" if n > 10 else "!no"}; #{n}', f'waste baskets {n}'


@q('aggregate', H, "what's the most common cuisine among the restaurants in the Heidelberg data?")
def _(W):
    n, fs = count(W[H], tagpred('amenity', 'restaurant'), 30, 'H restaurants')
    res = most_common(W[H], fs, 'cuisine', 'H cuisine')
    need(res[0][0] == 'german', f'winner {res[0]}')
    return '!german', f'cuisine {res[:3]}'


@q('aggregate', S, "number of fire hydrants in the singapore data?")
def _(W):
    return f'#{cnt(W, S, "emergency", "fire_hydrant", 2)}', 'emergency=fire_hydrant'


@q('aggregate', S, "are there more than 5 cafes in the Singapore extract?")
def _(W):
    n = cnt(W, S, 'amenity', 'cafe', 30)
    need(abs(n - 5) >= 3, 'count near the threshold')
    return f'{"!yes" if n > 5 else "!no"}; #{n}', f'cafes {n}'


@q('aggregate', S, "How many public toilets does the Singapore data have?")
def _(W):
    return f'#{cnt(W, S, "amenity", "toilets", 30)}', 'amenity=toilets'


@q('aggregate', S, "Singapore data - more than 40 pedestrian crossings, yes or no? and the number")
def _(W):
    n = cnt(W, S, 'highway', 'crossing', 2)
    need(abs(n - 40) >= 3, 'count near the threshold')
    return f'{"!yes" if n > 40 else "!no"}; #{n}', f'crossings {n}'


@q('aggregate', B, "What kind of pedestrian crossing is most common in the Baltimore data?")
def _(W):
    n, fs = count(W[B], tagpred('highway', 'crossing'), 2, 'B crossings')
    res = most_common(W[B], fs, 'crossing', 'B crossing type')
    need(res[0][0] == 'uncontrolled', f'winner {res[0]}')
    return '!uncontrolled | !no signal | !no traffic light | !unsignal', f'crossing {res[:3]} of {n}'


@q('aggregate', B, "How many libraries are in the Baltimore data?")
def _(W):
    return f'#{cnt(W, B, "amenity", "library", 30)}', 'amenity=library'


@q('aggregate', B, "baltimore - are there more than 15 hairdressers in the data?")
def _(W):
    n = cnt(W, B, 'shop', 'hairdresser', 30)
    need(abs(n - 15) >= 3, 'count near the threshold')
    return f'{"!yes" if n > 15 else "!no"}; #{n}', f'hairdressers {n}'


@q('aggregate', B, "how many dentists does the Baltimore data have?", trap=True)
def _(W):
    kind_absent(W, B, [('amenity', 'dentist'), ('healthcare', 'dentist')], ['dentist', 'dental', 'orthodont'], 'dentist')
    return ABSENT_COUNT, 'no dentist (tags or dentist*/dental*/orthodont* words) in the Baltimore extract'

# ================================================================ checks and main
KINDS = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
FIXED = set(a.strip() for a in (NOTDATA + ' | ' + TIME + ' | ' + ABSENT_COUNT).split('|'))
ITEM_RE = re.compile(r'^(#\d+|~\d+ m|~\d+ m ±10%|~\d+ m2|![^|;]+)$')


def gold_syntax(g):
    for item in g.split('; '):
        for alt in item.split(' | '):
            need(ITEM_RE.match(alt) and alt == alt.strip(), f'gold syntax: {alt!r}')


def scan_gold(g):
    for item in g.split('; '):
        for alt in item.split(' | '):
            if alt in FIXED or alt[0] in '#~':
                continue
            phrase = alt[1:] if alt.startswith('!') else alt
            if re.fullmatch(r'[\d.:\s]+(am|pm|h)?', phrase):
                continue
            hits = older_in_text(phrase)
            need(not hits, f'older name in gold item {alt!r}: {hits}')


def compute(W):
    check_older_adds(W)
    rows = []
    for i, Q in enumerate(QS):
        fragile, gold, fig = None, None, ''
        try:
            hits = older_in_text(Q['text'])
            need(not hits, f'older name in the question: {hits}')
            gold, fig = Q['fn'](W)
            gold_syntax(gold)
            scan_gold(gold)
        except Fragile as e:
            fragile = str(e)
        except Exception as e:  # a computation error is itself a fragile gold
            fragile = f'{type(e).__name__}: {e}'
        rows.append(dict(Q, gold=gold, fig=fig, fragile=fragile))
    problems = []
    per = collections.Counter(r['kind'] for r in rows)
    for k in KINDS:
        if per[k] != 12:
            problems.append(f'{k}: {per[k]} questions, not 12')
    towns = collections.Counter(r['town'] for r in rows)
    for t, lo in (('Heidelberg', 18), ('Singapore', 15), ('Baltimore', 22)):
        if towns[t] < lo:
            problems.append(f'{t}: {towns[t]} questions, fewer than {lo}')
    if sum(r['trap'] for r in rows) < 7:
        problems.append('fewer than 7 traps')
    texts = [r['text'] for r in rows]
    if len(set(texts)) != len(texts) or any('\t' in t or '\n' in t for t in texts):
        problems.append('duplicate question or a tab/newline in a question')
    for r in rows:
        if r['trap'] and r['gold'] is not None and not any(x in r['gold'] for x in ('!not in the data',)):
            problems.append(f'trap without the not-in-the-data alternatives: {r["text"][:40]}')
    return rows, problems


def tsv_path(kind):
    return HERE / f'val42-{kind}.tsv'


def render(rows, kind):
    out = [f'# val42-{kind}.tsv - "beyond" validation set 42 (held out; see README-val42.md). Golds from gold_val42.py. '
           'Map data (c) OpenStreetMap contributors, ODbL 1.0.',
           '# question\tgold\tkind']
    for r in rows:
        if r['kind'] == kind:
            out.append(f'{r["text"]}\t{r["gold"]}\tone')
    return '\n'.join(out) + '\n'


def main(argv):
    W = {t: Town(t) for t in TOWNS}
    rows, problems = compute(W)
    fragile = [r for r in rows if r['fragile']]
    if '--write' in argv:
        if fragile or problems:
            for r in fragile:
                print(f'FRAGILE [{r["kind"]}] {r["text"][:70]}: {r["fragile"]}')
            for p in problems:
                print('PROBLEM', p)
            print('refused: fragile golds, nothing written')
            return 1
        for k in KINDS:
            tsv_path(k).write_text(render(rows, k), encoding='utf-8')
        print('wrote', ', '.join(tsv_path(k).name for k in KINDS))
        return 0
    if '--check' in argv:
        bad = 0
        for k in KINDS:
            p = tsv_path(k)
            if not p.exists():
                print(f'{p.name}: missing')
                bad += 1
                continue
            lines = p.read_text(encoding='utf-8').split('\n')
            if lines and lines[-1] == '':
                lines = lines[:-1]
            want = [r for r in rows if r['kind'] == k]
            body = [(i + 1, ln) for i, ln in enumerate(lines) if not ln.startswith('#')]
            if len(body) != len(want):
                print(f'{p.name}: {len(body)} question lines, expected {len(want)}')
                bad += 1
            for (lineno, ln), r in zip(body, want):
                if r['fragile']:
                    print(f'{p.name}:{lineno}: fragile gold: {r["fragile"]}')
                    bad += 1
                exp = f'{r["text"]}\t{r["gold"]}\tone'
                if ln != exp:
                    print(f'{p.name}:{lineno}: differs\n  file: {ln}\n  want: {exp}')
                    bad += 1
        for pr in problems:
            print('PROBLEM', pr)
            bad += 1
        print('check:', 'OK' if not bad else f'{bad} problem(s)')
        return 1 if bad else 0
    for r in rows:
        print(f'[{r["kind"]}] [{r["town"]}]{" [trap]" if r["trap"] else ""} {r["text"]}\n    gold: {r["gold"]}\n'
              f'    figures: {r["fig"]}' + (f'\n    FRAGILE: {r["fragile"]}' if r['fragile'] else ''))
    for p in problems:
        print('PROBLEM', p)
    towns = collections.Counter((r['kind'], r['town']) for r in rows)
    for k in KINDS:
        print(k, ' / '.join(str(towns[(k, t)]) for t in TOWNS), 'traps', sum(r['trap'] for r in rows if r['kind'] == k))
    return 1 if fragile or problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
