#!/usr/bin/env python3
"""gold_val44.py - recomputes every gold of the "beyond" validation set 44 from the raw OSM extracts.

Usage:  python -B gold_val44.py            print question, town, kind, gold and figures
        python -B gold_val44.py --check    compare with the five val44-*.tsv (exit 1 on a difference or fragile gold)
        python -B gold_val44.py --write    rewrite the five TSVs (refused while any gold is fragile)
Data folder: GEOREACT_FRESH_DIR, else Path(__file__).resolve().parents[3]/shared/data/osm-fresh.
Only osmium, shapely, pyproj, networkx and numpy are used.  Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""
import os, re, sys, math, itertools, unicodedata
from pathlib import Path
import osmium, shapely, pyproj, networkx as nx, numpy as np
from shapely import wkb
from shapely.geometry import Point, LineString

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

# ============================================================ val43 additions
# val43: the places README-val42.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and its dropped candidates that are feature names
VAL43_ADD = ['Nimitz Drive', 'Harbor Island Walk', 'Hartwait Street', 'Watson Street', 'South Duncan Street',
             'Leakin Street', 'Edgewater Avenue', 'Colgate Avenue', 'Kenhill Avenue', 'Seaforth Street',
             'International Drive', 'Schuck Street', 'Hakesley Place', 'Turpin Lane', 'Frey Alley', 'Spark Court',
             'Allen Alley', 'Cambridge Street', 'Anchor Street', 'Bunsen Way', 'Elrino Way', 'Folsom Street',
             'Knox Street', 'Myers Alley', 'North Frederick Street', 'Pier Pointe Landing', 'Sanders Street']
# values and short mentions README-val42 uses (anchors' values, gold items)
LEFT_OUT_VAL43_ADD = ['21202']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL43_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL43_ADD))

# ============================================================ val44 additions
# val44: the places README-val43.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and its dropped candidates that are feature names
VAL44_ADD = ['Dockside Circle', 'Quantril Way', 'Hewitt Way', 'Beckley Street', 'Andre Street', 'Villager Circle',
             'Delbert Avenue', 'Greenmount Avenue', 'Oldham Street']
# values and short mentions README-val43 uses (anchors' values, gold items)
LEFT_OUT_VAL44_ADD = ['97 MW']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL44_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL44_ADD))

# unnamed anchors of older sets (README-val42 / README-val43 lists), refused by (town, type, id) in any extract
REFUSED_ANCHOR_IDS = {
    ('n', 2720830627), ('n', 3013021790), ('n', 1383144909), ('n', 3184688312), ('n', 2590577890), ('n', 1997), ('n', 1958),
    ('w', 280778839), ('n', 3050674533), ('n', 2348357105), ('n', 2348357678), ('n', 2303798850), ('n', 1422652974),
    ('n', 848214372), ('n', 2511023822), ('n', 1226), ('n', 2494188061), ('w', 263333782), ('w', 222967847), ('n', 1228),
    ('n', 2414203781), ('n', 3190925663), ('n', 3211760431), ('n', 181), ('w', 250), ('w', 140), ('n', 2590577885),
    ('w', 353), ('w', 144), ('w', 139), ('n', 1794981583), ('n', 1899287752), ('n', 1778102893), ('n', 1659632649),
    ('w', 179552513), ('n', 2896356673), ('n', 1188), ('n', 2008), ('n', 1015820305), ('w', 32278460), ('w', 237319901)}
REFUSED_TAGS = {
    ('seats', '2'), ('capacity', '66'), ('capacity', '44'), ('capacity', '28'), ('step_count', '16'), ('camera:type', 'dome'),
    ('capacity', '340'), ('tracktype', 'grade3'), ('route', 'ferry'), ('material', 'metal'), ('fee', '22:00-08:00'),
    ('fee', 'yes'), ('level', '57'), ('lit', 'yes'), ('bicycle', 'yes'), ('camera:mount', 'pole'),
    ('artwork_type', 'sculpture'), ('natural', 'tree_row'), ('leaf_type', 'broadleaved'), ('power', 'substation'),
    ('amenity', 'post_office'), ('amenity', 'smoking_area'), ('highway', 'elevator'), ('sport', 'tennis'),
    ('amenity', 'shelter'), ('landuse', 'construction'),
    # val43's anchors and dropped candidates by tag
    ('man_made', 'surveillance'), ('surveillance', 'webcam'), ('amenity', 'clock'), ('information', 'map'),
    ('amenity', 'charging_station'), ('barrier', 'turnstile'), ('information', 'guidepost'), ('power', 'generator'),
    ('access', 'private'), ('covered', 'yes'), ('sport', 'chess'), ('man_made', 'stack'), ('railway', 'turntable'),
    ('man_made', 'water_tower'), ('bicycle_parking', 'wall_loops'), ('amenity', 'casino'), ('amenity', 'compressed_air'),
    ('tower:type', 'bell_tower'), ('landuse', 'cemetery'), ('amenity', 'bicycle_parking'), ('amenity', 'bench')}
REFUSED_KEYS = {'roof:material'}

# ============================================================ data
HERE = Path(__file__).resolve()
DATA = Path(os.environ['GEOREACT_FRESH_DIR']) if os.environ.get('GEOREACT_FRESH_DIR') else HERE.parents[3] / 'shared' / 'data' / 'osm-fresh'
FILES = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Singapore': 'singapore-bayfront-2019.osm.pbf',
         'Baltimore': 'baltimore-2015.osm.pbf'}
TOWNS = list(FILES)
GEOD = pyproj.Geod(ellps='WGS84')
NOT_IN_DATA = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
ABSENT_COUNT = '#0 | !none | !no | ' + NOT_IN_DATA
ABSENT_YESNO = '!no | !none | ' + NOT_IN_DATA
TIME_ITEM = '!min | !minute | !hour'


class Fragile(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fragile(msg)


def load(town):
    fab = osmium.geom.WKBFactory()
    feats, ways, areas_from_way = [], {}, {}
    nodes = {}
    fp = osmium.FileProcessor(str(DATA / FILES[town])).with_locations().with_areas()
    for o in fp:
        if o.is_node():
            if o.location.valid():
                nodes[o.id] = (o.location.lon, o.location.lat)
            if len(o.tags):
                feats.append(dict(t='n', id=o.id, tags=dict(o.tags), g=Point(o.location.lon, o.location.lat)))
        elif o.is_way():
            if len(o.tags):
                ways[o.id] = dict(t='w', id=o.id, tags=dict(o.tags), refs=[n.ref for n in o.nodes])
        elif o.is_area():
            try:
                g = wkb.loads(fab.create_multipolygon(o), hex=True)
            except Exception:
                continue
            if o.from_way():
                areas_from_way[o.orig_id()] = g
            else:
                feats.append(dict(t='r', id=o.orig_id(), tags=dict(o.tags), g=g))
    for wid, w in ways.items():
        t = w['tags']
        coords = [nodes[r] for r in w['refs'] if r in nodes]
        w['coords'] = coords
        if wid in areas_from_way and ('highway' not in t or t.get('area') == 'yes'):
            w['g'] = areas_from_way[wid]
        else:
            w['g'] = LineString(coords) if len(coords) > 1 else None
        feats.append(w)
    c = feats[0]['g'].centroid if feats else Point(0, 0)
    xs = [f['g'].centroid.x for f in feats if f['g'] is not None]
    ys = [f['g'].centroid.y for f in feats if f['g'] is not None]
    lon0, lat0 = float(np.median(xs)), float(np.median(ys))
    tr = pyproj.Transformer.from_crs('EPSG:4326', pyproj.CRS.from_proj4(
        f'+proj=aeqd +lat_0={lat0} +lon_0={lon0} +datum=WGS84 +units=m'), always_xy=True)
    for f in feats:
        f['town'] = town
        f['m'] = shapely.transform(f['g'], lambda xy: np.column_stack(tr.transform(xy[:, 0], xy[:, 1]))) if f['g'] is not None else None
    return dict(town=town, feats=feats, ways=ways, nodes=nodes, tr=tr)


D = {}


def data(town):
    if town not in D:
        D[town] = load(town)
    return D[town]


def geod_dist(p, q):
    return GEOD.inv(p.x, p.y, q.x, q.y)[2]


def geod_len(coords):
    return sum(GEOD.inv(a[0], a[1], b[0], b[1])[2] for a, b in zip(coords, coords[1:]))


def fold(s):
    s = unicodedata.normalize('NFKD', s)
    return ''.join(ch for ch in s if not unicodedata.combining(ch)).lower()


# ============================================================ older names
NAME_KEYS = ('name', 'brand', 'operator', 'alt_name', 'old_name')


def all_names():
    out = set()
    for t in TOWNS:
        for f in data(t)['feats']:
            for k in NAME_KEYS:
                if k in f['tags']:
                    out.add(f['tags'][k])
    return out


def exact_feature_names():
    return {f['tags']['name'] for t in TOWNS for f in data(t)['feats'] if 'name' in f['tags']}


def check_older_adds():
    names = exact_feature_names()
    for n in VAL44_ADD:
        need(n in names, f'VAL44_ADD name {n!r} is not an exact feature name of the extracts')


def wre(s):
    return re.compile(r'(?<![\w#])' + re.escape(fold(s)) + r'(?!\w)')


_OLDER_RES = None


def older_res():
    global _OLDER_RES
    if _OLDER_RES is None:
        L = []
        for n in OLDER_SETS + LEFT_OUT:
            if fold(n) in ('heidelberg', 'singapore', 'baltimore'):
                continue
            variants = {n, n.replace("'", "\u2019"), n.replace("\u2019", "'")}
            if n.startswith('#'):
                variants.add(n[1:])
            for v in variants:
                L.append((n, re.compile(r'(?<!\w)' + re.escape(fold(v)) + r'(?!\w)')))
        _OLDER_RES = L
    return _OLDER_RES


def older_in_text(text):
    ft = fold(text)
    ft2 = ft.replace('\u2019', "'")
    return sorted({n for n, r in older_res() if r.search(ft) or r.search(ft2)})


FIXED_ITEMS = set()


def check_gold_items(gold):
    for item in gold.split('; '):
        for alt in item.split(' | '):
            a = alt.lstrip('!#~')
            if re.fullmatch(r'[\d.,:]+( ?(m|km|min|minutes|h|pm|am|%|m2))?( ±10%)?', a.strip()):
                continue
            if alt in FIXED_ITEMS:
                continue
            hit = older_in_text(a)
            need(not hit, f'gold item {alt!r} holds older names {hit}')


def check_words_free(words):
    """anchor words at no word start of any feature name, brand or operator of the three extracts"""
    names = all_names()
    for w in words:
        if len(w) <= 3:
            r = re.compile(r'(?<!\w)' + re.escape(fold(w)) + r'(?!\w)')
        else:
            r = re.compile(r'(?<!\w)' + re.escape(fold(w)))
        hits = [n for n in names if r.search(fold(n))]
        need(not hits, f'anchor word {w!r} starts feature names {hits[:3]}')


# ============================================================ anchors, streets
def feature(town, typ, fid):
    for f in data(town)['feats']:
        if f['t'] == typ and f['id'] == fid:
            return f
    raise Fragile(f'{town} {typ} {fid} not found')


def anchor(town, typ, fid, combo, words):
    """a town-unique unnamed feature by a tag combination"""
    f = feature(town, typ, fid)
    need((typ, fid) not in REFUSED_ANCHOR_IDS, f'refused anchor id {typ} {fid}')
    for k, v in f['tags'].items():
        need((k, v) not in REFUSED_TAGS, f'refused tag {k}={v} on {typ} {fid}')
        need(k not in REFUSED_KEYS, f'refused key {k} on {typ} {fid}')
    need(not any(k in f['tags'] for k in ('name', 'brand', 'alt_name', 'old_name')), f'anchor {fid} has a name')
    pred = combo if callable(combo) else (lambda t: all(t.get(k) == v for k, v in combo.items()))
    match = [g for g in data(town)['feats'] if pred(g['tags'])]
    need(len(match) == 1 and match[0] is f, f'anchor combo {combo} matches {len(match)} features in {town}')
    need(f['g'] is not None, 'anchor without geometry')
    check_words_free(words)
    return f


def anchor_point(f):
    g = f['g']
    return g if g.geom_type == 'Point' else g.centroid


NON_WAYS = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area', 'services',
            'razed', 'disused', 'bus_guideway', 'escape'}


def street(name):
    """every highway way carrying exactly the name, in Baltimore; checks as README-val42/43"""
    town = 'Baltimore'
    ws = [w for w in data(town)['ways'].values() if w['tags'].get('name') == name and 'highway' in w['tags']
          and w['tags']['highway'] not in NON_WAYS]
    need(ws, f'no street {name}')
    for t in TOWNS:
        for f in data(t)['feats']:
            n = f['tags'].get('name')
            if n is None:
                continue
            if t != town:
                need(n != name, f'{name} also in {t}')
            if n != name:
                need(re.sub(r'[\W_]+', '', fold(n)) != re.sub(r'[\W_]+', '', fold(name)), f'namesake {n!r} of {name}')
                need(not wre(name).search(fold(n)), f'{name} inside {n!r}')
            if n == name and t == town:
                need('highway' in f['tags'], f'non-street feature carries {name}')
    for o in OLDER_SETS + LEFT_OUT:
        need(not wre(o).search(fold(name)) and not wre(name).search(fold(o)) and fold(o) != fold(name),
             f'street {name} overlaps older name {o!r}')
    return ws


def street_tag(name, key):
    ws = street(name)
    vals = {w['tags'].get(key) for w in ws}
    need(len(vals) == 1 and None not in vals, f'{name}: {key} not the same on every way: {vals}')
    return vals.pop()


FOOTWAYISH = {'footway', 'path', 'steps', 'cycleway', 'track', 'corridor', 'pedestrian'}


def street_length(name):
    ws = street(name)
    full = sum(geod_len(w['coords']) for w in ws)
    nofoot = sum(geod_len(w['coords']) for w in ws if w['tags']['highway'] not in FOOTWAYISH)
    halved = sum(geod_len(w['coords']) * (0.5 if w['tags'].get('oneway') in ('yes', '1', 'true', '-1') else 1) for w in ws)
    for v in (nofoot, halved):
        need(abs(v - full) <= 0.01 * full, f'{name}: length readings differ ({full:.0f} / {nofoot:.0f} / {halved:.0f})')
    return full


# ============================================================ counts
def kind_feats(town, pred):
    return [f for f in data(town)['feats'] if pred(f['tags'])]


def count(town, pred, same_dist, named_only=False):
    fs = kind_feats(town, pred)
    if named_only:
        fs = [f for f in fs if 'name' in f['tags']]
    for f in fs:
        need(f['m'] is not None, f'{town}: counted feature {f["t"]} {f["id"]} without geometry')
    for a, b in itertools.combinations(fs, 2):
        d = a['m'].distance(b['m'])
        na, nb = a['tags'].get('name'), b['tags'].get('name')
        if (na is None or nb is None or fold(na) == fold(nb)) and d <= same_dist:
            raise Fragile(f'{town}: possibly one place: {a["t"]}{a["id"]} / {b["t"]}{b["id"]} {d:.1f} m')
        if d <= 2:
            raise Fragile(f'{town}: two counted features within 2 m: {na} / {nb}')
    return len(fs)


def kv(k, v):
    return lambda t: t.get(k) == v


WORD_KEYS = ('name', 'brand', 'operator', 'description', 'amenity', 'shop', 'healthcare', 'office', 'craft', 'cuisine', 'tourism',
             'leisure', 'vending', 'building', 'service', 'sport', 'religion', 'denomination', 'historic')


def absent_kind(town, tagpreds, words):
    for f in data(town)['feats']:
        t = f['tags']
        for p in tagpreds:
            need(not p(t), f'{town}: kind present by tag: {f["t"]}{f["id"]} {t.get("name")}')
        for k in WORD_KEYS:
            if k in t:
                v = ' ' + fold(t[k]).replace('_', ' ')
                for w in words:
                    need(not re.search(r'(?<!\w)' + re.escape(w), v), f'{town}: word {w!r} in {k}={t[k]!r}')
    return True


def most_common(town, pred, key, merge=5.0):
    fs = [f for f in kind_feats(town, pred) if key in f['tags']]

    def tally(fs_):
        c = {}
        for f in fs_:
            for v in {x.strip() for x in re.split(r'[;,]', f['tags'][key]) if x.strip()}:
                c[v] = c.get(v, 0) + 1
        return sorted(c.items(), key=lambda kv_: -kv_[1])

    def winner(c):
        need(len(c) >= 1, 'no values')
        need(len(c) == 1 or c[0][1] > c[1][1], f'most common tie {c[:3]}')
        return c[0][0]

    main = tally(fs)
    w = winner(main)
    named = [f for f in fs if 'name' in f['tags']]
    if named:
        need(winner(tally(named)) == w, 'most common differs among named features')
    merged = []
    for f in fs:
        if any(g['tags'][key] == f['tags'][key] and g['m'].distance(f['m']) <= merge for g in merged):
            continue
        merged.append(f)
    need(winner(tally(merged)) == w, 'most common differs with merged features')
    return w, main


def street_points(name):
    """route ends of a one-way-free single-way street: its midpoint, then its two end nodes"""
    ws = street(name)
    need(len(ws) == 1, f'{name}: {len(ws)} ways')
    c = ws[0]['coords']
    L = geod_len(c)
    need(40 <= L <= 120, f'{name}: {L:.0f} m long')
    half, acc = L / 2, 0.0
    for a, b in zip(c, c[1:]):
        az, _, s = GEOD.inv(a[0], a[1], b[0], b[1])
        if acc + s >= half:
            lon, lat, _ = GEOD.fwd(a[0], a[1], az, half - acc)
            mid = Point(lon, lat)
            break
        acc += s
    return [mid, Point(*c[0]), Point(*c[-1])]

# ============================================================ opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
# README-val28's three free-text Baltimore values, read by hand
BY_HAND = {'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00',
           'Weekdays 7-3, Saturdays 7-6, Sundays 7-4': 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
           '8-6:30': '08:00-18:30'}


def lenient_norm(v):
    v = v.strip()
    v = re.sub(r'\s*-\s*', '-', v)
    v = re.sub(r'([A-Z][a-z])\.', r'\1', v)
    v = re.sub(r'([A-Z][a-z](?:-[A-Z][a-z])?):\s', r'\1 ', v)
    v = v.replace('Mo-So', 'Mo-Su').replace('So', 'Su') if 'So' in v and 'Sonn' not in v else v
    v = re.sub(r'([A-Z][a-z]),\s+(?=[A-Z][a-z])', r'\1,', v)
    v = re.sub(r'(\d),\s+(?=[A-Z][a-z])', r'\1; ', v)
    v = re.sub(r'(\d),\s+(?=\d)', r'\1,', v)
    v = re.sub(r';\s*', '; ', v)
    rules = [r for r in v.split('; ') if r.strip() and not r.strip().startswith('PH')]
    return '; '.join(r.strip() for r in rules)


def parse_days(sel):
    out = set()
    for part in sel.split(','):
        if '-' in part:
            a, b = part.split('-')
            if a not in DAYS or b not in DAYS:
                return None
            i, j = DAYS.index(a), DAYS.index(b)
            k = i
            while True:
                out.add(k)
                if k == j:
                    break
                k = (k + 1) % 7
        else:
            if part not in DAYS:
                return None
            out.add(DAYS.index(part))
    return out


def hm(s):
    m = re.fullmatch(r'(\d{1,2}):(\d\d)', s)
    if not m:
        return None
    h, mi = int(m.group(1)), int(m.group(2))
    if h > 24 or mi > 59:
        return None
    return h * 60 + mi


def parse_oh(v, lenient, openend):
    """-> {day: [(start, end)]} with end > 1440 for a spill past midnight; None when unreadable"""
    v = BY_HAND.get(v, v)
    if lenient:
        v = lenient_norm(v)
    if v == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    sched = {d: [] for d in range(7)}
    rules = v.split(';')
    for r in rules:
        r = r.strip()
        if not r:
            return None
        m = re.fullmatch(r'(?:([A-Za-z,\-]+) )?(.+)', r)
        sel, times = m.group(1), m.group(2)
        if sel is None and re.fullmatch(r'[A-Za-z,\-]+', times):
            return None
        days = set(range(7)) if sel is None else parse_days(sel)
        if days is None:
            return None
        if times in ('off', 'closed'):
            for d in days:
                sched[d] = []
            continue
        ivs = []
        for rng in times.split(','):
            mo = re.fullmatch(r'(\d{1,2}:\d\d)\+', rng)
            if mo:
                a = hm(mo.group(1))
                if a is None:
                    return None
                ivs.append((a, a + 1) if openend == 'minute' else (a, 1440))
                continue
            mr = re.fullmatch(r'(\d{1,2}:\d\d)-(\d{1,2}:\d\d)', rng)
            if not mr:
                return None
            a, b = hm(mr.group(1)), hm(mr.group(2))
            if a is None or b is None:
                return None
            if b <= a:
                b += 1440
            ivs.append((a, b))
        for d in days:
            sched[d] = list(ivs)
    return sched


def is_open(sched, day, minute, spill_mode):
    for a, b in sched[day]:
        if a <= minute < min(b, 1440):
            return True
    prev = (day - 1) % 7
    if spill_mode == 'strict' and sched[day]:
        return False
    for a, b in sched[prev]:
        if b > 1440 and minute < b - 1440:
            return True
    return False


def readings(v):
    out = []
    for lenient in (False, True):
        for oe in ('minute', 'midnight'):
            s = parse_oh(v, lenient, oe)
            if s is not None:
                out.append(s)
    return out


def verdict(v, day, minute):
    """open / closed, the same at every minute from -15 to +15 under every reading; else Fragile"""
    rs = readings(v)
    need(rs, f'unreadable hours {v!r}')
    res = set()
    for s in rs:
        for dm in range(-15, 16):
            m = minute + dm
            d = day
            if m < 0:
                m += 1440
                d = (day - 1) % 7
            if m >= 1440:
                m -= 1440
                d = (day + 1) % 7
            for sp in ('lenient', 'strict'):
                res.add(is_open(s, d, m, sp))
    need(len(res) == 1, f'hours verdict not stable: {v!r} at {DAYS[day]} {minute // 60:02d}:{minute % 60:02d}')
    return res.pop()


def with_hours(town, pred):
    fs = [f for f in kind_feats(town, pred) if f['tags'].get('opening_hours', 'unknown') != 'unknown']
    for a, b in itertools.combinations(fs, 2):
        if a['m'] is None or b['m'] is None:
            continue
        d = a['m'].distance(b['m'])
        same = fold(a['tags'].get('name', '')) == fold(b['tags'].get('name', '')) and 'name' in a['tags']
        need(not (same and d <= 30) and d > 10, f'{town}: hours pair {a["tags"].get("name")} / {b["tags"].get("name")} {d:.0f} m')
    return fs


def open_count(town, pred, day, minute):
    fs = with_hours(town, pred)
    n = sum(verdict(f['tags']['opening_hours'], day, minute) for f in fs)
    return n, len(fs)


# ============================================================ routing
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
MOTOR = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}


def way_dir(t, mode, variant):
    """None = not in graph; else (forward, backward)"""
    hw = t.get('highway')
    if hw is None:
        return None
    acc = t.get('access')
    if mode == 'car':
        if hw not in CAR or acc in ('no', 'private'):
            return None
        if variant == 'strict' and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')):
            return None
    elif mode == 'bike':
        ok = (hw in CAR and hw not in MOTOR) or hw in ('cycleway', 'path', 'track') or t.get('bicycle') in ('yes', 'designated')
        if not ok or t.get('bicycle') == 'no' or hw in NON_WAYS:
            return None
        if variant == 'strict' and acc in ('no', 'private') and t.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return None
    else:
        if hw in MOTOR or hw in NON_WAYS or t.get('foot') == 'no':
            return None
        if variant == 'strict' and acc in ('no', 'private') and t.get('foot') not in ('yes', 'designated', 'permissive'):
            return None
        return (True, True)
    ow = t.get('oneway')
    fwd, bwd = True, True
    if ow in ('yes', 'true', '1'):
        bwd = False
    elif ow == '-1':
        fwd = False
    elif variant == 'strict' and ow is None and (t.get('junction') == 'roundabout' or hw in ('motorway',)):
        bwd = False
    if mode == 'bike':
        if t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite'):
            fwd, bwd = True, True
        if variant == 'nooneway':
            fwd, bwd = True, True
    return (fwd, bwd)


_GRAPHS = {}


def graph(town, mode, variant):
    key = (town, mode, variant)
    if key in _GRAPHS:
        return _GRAPHS[key]
    dd = data(town)
    G = nx.DiGraph()
    for w in dd['ways'].values():
        dr = way_dir(w['tags'], mode, variant)
        if dr is None:
            continue
        refs = [r for r in w['refs'] if r in dd['nodes']]
        for a, b in zip(refs, refs[1:]):
            if a == b:
                continue
            pa, pb = dd['nodes'][a], dd['nodes'][b]
            L = GEOD.inv(pa[0], pa[1], pb[0], pb[1])[2]
            if dr[0]:
                G.add_edge(a, b, w=L)
            if dr[1]:
                G.add_edge(b, a, w=L)
    comp = max(nx.strongly_connected_components(G), key=len)
    _GRAPHS[key] = (G, comp)
    return _GRAPHS[key]


def snap(town, G, nodeset, p):
    dd = data(town)
    x0, y0 = dd['tr'].transform(p.x, p.y)
    arr = _node_arrays(town, nodeset, G)
    ids, xy = arr
    d2 = (xy[:, 0] - x0) ** 2 + (xy[:, 1] - y0) ** 2
    i = int(np.argmin(d2))
    n = ids[i]
    lon, lat = dd['nodes'][n]
    return n, GEOD.inv(p.x, p.y, lon, lat)[2]


_NA = {}


def _node_arrays(town, nodeset, G):
    key = (town, id(G), len(nodeset))
    if key not in _NA:
        dd = data(town)
        ids = sorted(nodeset)
        lon = np.array([dd['nodes'][n][0] for n in ids])
        lat = np.array([dd['nodes'][n][1] for n in ids])
        x, y = dd['tr'].transform(lon, lat)
        _NA[key] = (ids, np.column_stack([x, y]))
    return _NA[key]


def route_once(town, mode, variant, p, q, whole):
    G, comp = graph(town, mode, variant)
    nodeset = set(G.nodes) if whole else comp
    a, da = snap(town, G, nodeset, p)
    b, db = snap(town, G, nodeset, q)
    need(da <= 100 and db <= 100, f'{town} {mode}: snapped {da:.0f} / {db:.0f} m')
    try:
        return nx.dijkstra_path_length(G, a, b, weight='w')
    except nx.NetworkXNoPath:
        raise Fragile(f'{town} {mode} {variant}: no path')


VARIANTS = {'car': ['base', 'strict'], 'bike': ['base', 'strict', 'nooneway'], 'foot': ['base', 'strict']}


def route(town, mode, p, q):
    straight = geod_dist(p, q)
    need(300 <= straight <= 5000, f'straight line {straight:.0f} m outside 300 m - 5 km')
    L = route_once(town, mode, 'base', p, q, False)
    need(0.97 * straight <= L <= 2.5 * straight, f'route {L:.0f} m vs straight {straight:.0f} m')
    alts = [route_once(town, mode, v, p, q, w) for v in VARIANTS[mode] for w in (False, True)]
    for x in alts:
        need(abs(x - L) <= 0.03 * L, f'{town} {mode}: a variant moves the route {L:.0f} -> {x:.0f}')
    return L, straight, alts


def walk_verdict(town, p, q, minutes):
    L, straight, alts = route(town, 'foot', p, q)
    if all(x <= 0.9 * minutes * 50 for x in alts + [L]):
        return True, L
    if all(x >= 1.1 * minutes * 100 for x in alts + [L]):
        return False, L
    raise Fragile(f'walking verdict not clear: {L:.0f} m for {minutes} min')


def mfmt(L):
    return f'~{int(round(L))} m ±10%'

# ============================================================ the questions
H, S, B = 'Heidelberg', 'Singapore', 'Baltimore'
Q = []


def q(file, town, text):
    def deco(fn):
        Q.append(dict(file=file, town=town, text=text, fn=fn))
        return fn
    return deco


def A_cam():
    return anchor(H, 'n', 1468810819, {'highway': 'speed_camera'}, ['speed camera', 'camera', 'speed'])


def A_vac():
    return anchor(H, 'n', 1027945019, {'shop': 'vacant'}, ['vacant', 'empty', 'storefront'])


def A_ent():
    return anchor(H, 'n', 1744160584, {'amenity': 'parking_entrance'}, ['entrance', 'underground', 'car park'])


def A_lot():
    return anchor(S, 'w', 106, lambda t: t.get('amenity') == 'parking' and t.get('parking') == 'surface',
                  ['open-air', 'car park', 'surface'])


def absent_keys(f, prefixes):
    bad = [k for k in f['tags'] if any(k.startswith(p) for p in prefixes)]
    need(not bad, f'trap tag present: {bad}')
    return NOT_IN_DATA, {'tags': f['tags']}


def zip_of(name):
    z = street_tag(name, 'postal_code')
    for w in street(name):
        for k in ('tiger:zip_left', 'tiger:zip_right', 'addr:postcode'):
            need(w['tags'].get(k, z) == z, f'{name}: {k} disagrees')
    return z


# ---------------------------------------------------------------- attribute
@q('attribute', H, "hey, what's the postcode of that empty storefront in the Heidelberg data?")
def _():
    f = A_vac()
    return '!' + f['tags']['addr:postcode'], {'addr:postcode': f['tags']['addr:postcode']}


@q('attribute', H, "Can I walk in on foot through the entrance to the underground car park in Heidelberg, or is it cars only?")
def _():
    f = A_ent()
    need(f['tags'].get('foot') == 'no', 'foot tag changed')
    return '!no | !not allowed | !cars only', {'foot': 'no'}


@q('attribute', H, "what speed limit does the speed camera in heidelberg enforce")
def _():
    return absent_keys(A_cam(), ('maxspeed', 'speed', 'note', 'description', 'enforcement', 'direction', 'ref'))


@q('attribute', S, "I use a wheelchair. is the open-air car park in the singapore data accessible for me?")
def _():
    f = A_lot()
    w = f['tags'].get('wheelchair')
    need(w == 'limited', 'wheelchair changed')
    return '!limited | !partly | !partial', {'wheelchair': w}


@q('attribute', S, "How much does it cost to park at the open-air car park in Singapore?")
def _():
    return absent_keys(A_lot(), ('fee', 'charge', 'parking:fee', 'payment', 'note', 'description', 'opening_hours', 'capacity'))


@q('attribute', B, "can i park my car on harmony court?")
def _():
    v = street_tag('Harmony Court', 'parking:lane:both')
    need(v == 'no_parking', v)
    for w in street('Harmony Court'):
        need(not any(k in w['tags'] for k in ('parking:lane:left', 'parking:lane:right')), 'side parking tags')
    return '!no | !not allowed | !no parking', {'parking:lane:both': v}


@q('attribute', B, "Is South Bradford Street one-way?")
def _():
    v = street_tag('South Bradford Street', 'oneway')
    need(v == 'yes', v)
    return '!yes', {'oneway': v}


@q('attribute', B, "am I allowed to drive down Leahy Street in baltimore")
def _():
    v = street_tag('Leahy Street', 'access')
    need(v == 'no', v)
    for w in street('Leahy Street'):
        need(not any(k in w['tags'] for k in ('motor_vehicle', 'motorcar', 'vehicle')), 'vehicle keys')
    return '!no | !closed | !not allowed', {'access': v}


@q('attribute', B, "what zip code is 5 1/2 Street in?")
def _():
    z = zip_of('5 1/2 Street')
    return '!' + z, {'postal_code': z}


@q('attribute', B, "Quick one - which ZIP is South Eden Street in, Baltimore?")
def _():
    z = zip_of('South Eden Street')
    return '!' + z, {'postal_code': z}


@q('attribute', B, "hey is stevenson street in baltimore a one way street or can cars go both directions")
def _():
    v = street_tag('Stevenson Street', 'oneway')
    need(v == 'yes', v)
    return '!one-way | !one way | !oneway | !yes', {'oneway': v}


@q('attribute', B, "Webb Court in Baltimore - is that an actual road I can drive on, or just a footpath?")
def _():
    v = street_tag('Webb Court', 'highway')
    need(v == 'footway', v)
    return '!footpath | !footway | !foot path | !path | !pedestrian | !walkway', {'highway': v, 'foot': street_tag('Webb Court', 'foot')}


# ---------------------------------------------------------------- hours
def hours_count(town, pred, day, hhmm):
    h, m = map(int, hhmm.split(':'))
    n, tot = open_count(town, pred, DAYS.index(day), h * 60 + m)
    need(0 < n < tot, f'count {n} of {tot} not strictly inside')
    return n, tot


ALL = lambda t: True


@q('hours', H, "How many restaurants in the Heidelberg data are open on a thursday at 12.30? and how many list opening hours at all")
def _():
    n, tot = hours_count(H, kv('amenity', 'restaurant'), 'Th', '12:30')
    return f'#{n}; #{tot}', {'open': n, 'with hours': tot}


@q('hours', H, "sunday afternoon, quarter past two, heidelberg - how many pubs are open then? (out of how many with hours)")
def _():
    n, tot = hours_count(H, kv('amenity', 'pub'), 'Su', '14:15')
    return f'#{n}; #{tot}', {'open': n, 'with hours': tot}


@q('hours', H, "Count the bars in Heidelberg that are open on Friday at 5:15 pm, and give the total that list hours too pls")
def _():
    n, tot = hours_count(H, kv('amenity', 'bar'), 'Fr', '17:15')
    return f'#{n}; #{tot}', {'open': n, 'with hours': tot}


@q('hours', H, "my bike has a flat. It's saturday, 4 pm, I'm in heidelberg - is any bicycle store still open? how many?")
def _():
    n, tot = hours_count(H, kv('shop', 'bicycle'), 'Sa', '16:00')
    return f'!yes; #{n}', {'open': n, 'with hours': tot}


@q('hours', H, "Need a bottle of wine in Heidelberg on a Friday at 8:15 in the evening. Is any liquor store open then?")
def _():
    n, tot = hours_count(H, kv('shop', 'alcohol'), 'Fr', '20:15')
    return f'!yes; #{n}', {'open': n, 'with hours': tot}


@q('hours', S, "singapore data: how many places are open on a tuesday at quarter to nine in the morning, of the ones that list hours?")
def _():
    n, tot = hours_count(S, ALL, 'Tu', '08:45')
    return f'#{n}; #{tot}', {'open': n, 'with hours': tot}


@q('hours', S, "Is everything in the Singapore data that has opening hours open on Wednesday at 2.15 pm? If not, how many are?")
def _():
    n, tot = hours_count(S, ALL, 'We', '14:15')
    return f'!no; #{n}', {'open': n, 'with hours': tot}


@q('hours', S, "hey which hairdressers in singapore are open at 7 pm on a saturday? need a haircut")
def _():
    absent_kind(S, [kv('shop', 'hairdresser'), kv('shop', 'barber'), lambda t: t.get('beauty') == 'hair'],
                ['hairdress', 'hair', 'barber', 'haircut', 'coiffeur', 'salon'])
    return ABSENT_COUNT, {'hairdressers': 0}


@q('hours', B, "In the Baltimore data, how many of the places with opening hours are open monday 11:30 am?")
def _():
    n, tot = hours_count(B, ALL, 'Mo', '11:30')
    return f'#{n}; #{tot}', {'open': n, 'with hours': tot}


@q('hours', B, "baltimore, friday morning 7.30 - how many places are open already? give me the total with hours as well")
def _():
    n, tot = hours_count(B, ALL, 'Fr', '07:30')
    return f'#{n}; #{tot}', {'open': n, 'with hours': tot}


@q('hours', B, "Saturday night, 10:30 pm in Baltimore: how many spots that list hours are still open?")
def _():
    n, tot = hours_count(B, ALL, 'Sa', '22:30')
    return f'#{n}; #{tot}', {'open': n, 'with hours': tot}


@q('hours', B, "is anything in the baltimore data open at 1 am on a monday? how many places?")
def _():
    n, tot = hours_count(B, ALL, 'Mo', '01:00')
    return f'!yes; #{n}', {'open': n, 'with hours': tot}


# ---------------------------------------------------------------- arithmetic
def diff_gold(a, b):
    need(a != b and abs(a - b) > 0.1 * max(a, b) and abs(a - b) not in (a, b), f'difference {a} - {b} not sound')
    return abs(a - b)


def ratio_gold(a, b):
    r = a / b
    need(abs(r * 10 - round(r * 10)) < 1e-9, f'ratio {a}/{b} not exact at the first decimal')
    s = f'{r:.1f}'
    return f'!{s[:-2]} | !{s}' if s.endswith('.0') else f'!{s}'


@q('arithmetic', H, "heidelberg data: how many more street lamps than traffic lights? both numbers pls")
def _():
    a = count(H, kv('highway', 'street_lamp'), 2)
    b = count(H, kv('highway', 'traffic_signals'), 2)
    return f'#{diff_gold(a, b)}; #{a}; #{b}', {'street lamps': a, 'traffic signals': b}


@q('arithmetic', H, "What do bakeries plus supermarkets add up to in the Heidelberg data? Give each count too.")
def _():
    a = count(H, kv('shop', 'bakery'), 30)
    b = count(H, kv('shop', 'supermarket'), 30)
    need(a != b, 'equal counts')
    return f'#{a + b}; #{a}; #{b}', {'bakeries': a, 'supermarkets': b}


@q('arithmetic', H, "In Heidelberg, how many bus stops are there per taxi stand? I'd like both counts as well")
def _():
    a = count(H, kv('highway', 'bus_stop'), 2)
    b = count(H, kv('amenity', 'taxi'), 10)
    return f'{ratio_gold(a, b)}; #{a}; #{b}', {'bus stops': a, 'taxi stands': b}


@q('arithmetic', H, "are there more kindergartens or schools in the heidelberg data, and by how many?")
def _():
    a = count(H, kv('amenity', 'kindergarten'), 30)
    b = count(H, kv('amenity', 'school'), 30)
    need(a > b, 'order changed')
    return f'!kindergarten; #{diff_gold(a, b)}; #{a}; #{b}', {'kindergartens': a, 'schools': b}


@q('arithmetic', S, "singapore data: public toilets minus artworks = ? (with both counts)")
def _():
    a = count(S, kv('amenity', 'toilets'), 10)
    b = count(S, kv('tourism', 'artwork'), 10)
    return f'#{diff_gold(a, b)}; #{a}; #{b}', {'toilets': a, 'artworks': b}


@q('arithmetic', S, "Add up the watch shops and the convenience stores in the Singapore data for me, and give each number")
def _():
    a = count(S, kv('shop', 'watches'), 30)
    b = count(S, kv('shop', 'convenience'), 30)
    need(a != b, 'equal counts')
    return f'#{a + b}; #{a}; #{b}', {'watch shops': a, 'convenience stores': b}


@q('arithmetic', S, "what's the ratio of cafes to bars in the singapore extract? include the two counts")
def _():
    a = count(S, kv('amenity', 'cafe'), 30)
    b = count(S, kv('amenity', 'bar'), 30)
    return f'{ratio_gold(a, b)}; #{a}; #{b}', {'cafes': a, 'bars': b}


@q('arithmetic', S, "How many more viewpoints than taxi stands does the Singapore data have? Both numbers please.")
def _():
    a = count(S, kv('tourism', 'viewpoint'), 10)
    b = count(S, kv('amenity', 'taxi'), 10)
    return f'#{diff_gold(a, b)}; #{a}; #{b}', {'viewpoints': a, 'taxi stands': b}


@q('arithmetic', B, "baltimore data - supermarkets minus bakeries? and the two counts")
def _():
    a = count(B, kv('shop', 'supermarket'), 30)
    b = count(B, kv('shop', 'bakery'), 30)
    return f'#{diff_gold(a, b)}; #{a}; #{b}', {'supermarkets': a, 'bakeries': b}


@q('arithmetic', B, "If I wanted to visit every hotel and every museum in the Baltimore data, how many stops would that be? Split it up for me")
def _():
    a = count(B, kv('tourism', 'hotel'), 30)
    b = count(B, kv('tourism', 'museum'), 30)
    need(a != b, 'equal counts')
    return f'#{a + b}; #{a}; #{b}', {'hotels': a, 'museums': b}


@q('arithmetic', B, "In Baltimore, how much longer is South Eden Street than South Janney Street? give me both lengths")
def _():
    a = street_length('South Eden Street')
    b = street_length('South Janney Street')
    need(a > 1.15 * b, 'lengths too close')
    return f'~{round(a - b)} m; ~{round(a)} m; ~{round(b)} m', {'South Eden Street': round(a), 'South Janney Street': round(b)}


@q('arithmetic', B, "which one has the higher speed limit, south eden street or south janney street, and by how much?")
def _():
    for n in ('South Eden Street', 'South Janney Street'):
        for w in street(n):
            bad = [k for k in w['tags'] if k.startswith(('maxspeed', 'source:maxspeed', 'zone:maxspeed', 'note', 'description'))]
            need(not bad, f'{n}: {bad}')
    return NOT_IN_DATA, {'maxspeed': None}


# ---------------------------------------------------------------- route
P = anchor_point


def rgold(town, mode, a, b, timed=False):
    L, straight, alts = route(town, mode, P(a), P(b))
    g = mfmt(L) + ('; ' + TIME_ITEM if timed else '')
    return g, {'route m': round(L), 'straight m': round(straight), 'variants': [round(x) for x in alts]}


def wgold(town, a, b, minutes):
    ok, L = walk_verdict(town, P(a), P(b), minutes)
    return ('!yes' if ok else '!no') + '; ' + mfmt(L), {'route m': round(L), 'minutes': minutes}


@q('route', H, "walking distance from the speed camera to the underground car park entrance in heidelberg?")
def _():
    return rgold(H, 'foot', A_cam(), A_ent())


@q('route', H, "How far is it by bike from the vacant storefront in Heidelberg to the entrance of the underground car park?")
def _():
    return rgold(H, 'bike', A_vac(), A_ent())


@q('route', H, "Heidelberg: I'm driving from the speed camera to the underground car park entrance. distance and roughly how many minutes?")
def _():
    return rgold(H, 'car', A_cam(), A_ent(), timed=True)


@q('route', H, "could i walk from the underground car park entrance to the empty storefront in heidelberg in 5 minutes?")
def _():
    return wgold(H, A_ent(), A_vac(), 5)


@q('route', H, "Is half an hour enough to walk from the speed camera in Heidelberg to the entrance of the underground car park?")
def _():
    return wgold(H, A_cam(), A_ent(), 30)


@q('route', S, "I parked at the open-air car park in the singapore data. how far do I have to walk to the nearest bowling alley?")
def _():
    A_lot()
    absent_kind(S, [kv('leisure', 'bowling_alley'), lambda t: t.get('sport') in ('bowling', '10pin', '9pin')],
                ['bowling', 'ten pin', 'tenpin', '10 pin', '10pin'])
    return ABSENT_YESNO, {'bowling alleys': 0}


def street_route(mode, a, b):
    """street route ends: the midpoint of each street's single way; every combination of midpoint and end nodes,
    under every variant, within 3 %"""
    pa, pb = street_points(a), street_points(b)
    L0, straight, _ = route(B, mode, pa[0], pb[0])
    Ls = []
    for p in pa:
        for q_ in pb:
            L, _, alts = route(B, mode, p, q_)
            Ls += [L] + alts
    need(all(abs(x - L0) <= 0.03 * L0 for x in Ls), f'{a} -> {b} {mode}: end points move the route')
    return L0, straight, Ls


def srgold(mode, a, b, timed=False):
    L, straight, Ls = street_route(mode, a, b)
    return mfmt(L) + ('; ' + TIME_ITEM if timed else ''), {'route m': round(L), 'straight m': round(straight),
                                                          'min/max': (round(min(Ls)), round(max(Ls)))}


def swgold(a, b, minutes):
    L, straight, Ls = street_route('foot', a, b)
    if all(x <= 0.9 * minutes * 50 for x in Ls + [L]):
        ok = True
    elif all(x >= 1.1 * minutes * 100 for x in Ls + [L]):
        ok = False
    else:
        raise Fragile(f'walking verdict not clear: {L:.0f} m for {minutes} min')
    return ('!yes' if ok else '!no') + '; ' + mfmt(L), {'route m': round(L), 'minutes': minutes}


@q('route', B, "bike ride from Canary Court to Carbore Way in baltimore - how long is it?")
def _():
    return srgold('bike', 'Canary Court', 'Carbore Way')


@q('route', B, "Driving from Milliman Street to Neuter Avenue: how far and about how many minutes?")
def _():
    return srgold('car', 'Milliman Street', 'Neuter Avenue', timed=True)


@q('route', B, "baltimore: walking distance between dane street and hooper alley?")
def _():
    return srgold('foot', 'Dane Street', 'Hooper Alley')


@q('route', B, "How many km by car from Arnold Court to Winterling Court (Baltimore)?")
def _():
    return srgold('car', 'Arnold Court', 'Winterling Court')


@q('route', B, "I have 10 minutes to get from Milliman Street to Winterling Court on foot. doable?")
def _():
    return swgold('Milliman Street', 'Winterling Court', 10)


@q('route', B, "Is 45 minutes enough to walk from Dane Street to Hooper Alley, yes or no?")
def _():
    return swgold('Dane Street', 'Hooper Alley', 45)


# ---------------------------------------------------------------- aggregate
@q('aggregate', H, "how many tourist information points (boards, maps, info spots) does the heidelberg data have?")
def _():
    n = count(H, kv('tourism', 'information'), 10)
    return f'#{n}', {'count': n}


@q('aggregate', H, "Are there more than 100 trees in the Heidelberg data? yes or no, and the number")
def _():
    n = count(H, kv('natural', 'tree'), 2)
    need(abs(n - 100) >= 3, 'near threshold')
    return ('!yes' if n > 100 else '!no') + f'; #{n}', {'count': n}


@q('aggregate', H, "What kind of store is the most common in the Heidelberg data?")
def _():
    w, tally = most_common(H, lambda t: 'shop' in t, 'shop')
    need(w == 'clothes', w)
    return '!cloth | !fashion | !apparel', {'tally': tally[:4]}


@q('aggregate', H, "number of doctors' practices in heidelberg?")
def _():
    n = count(H, kv('amenity', 'doctors'), 30)
    return f'#{n}', {'count': n}


@q('aggregate', S, "How many viewpoints are there in the Singapore data?")
def _():
    n = count(S, kv('tourism', 'viewpoint'), 10)
    return f'#{n}', {'count': n}


@q('aggregate', S, "singapore extract - more than 10 sets of traffic lights? yes/no + count")
def _():
    n = count(S, kv('highway', 'traffic_signals'), 2)
    need(abs(n - 10) >= 3, 'near threshold')
    return ('!yes' if n > 10 else '!no') + f'; #{n}', {'count': n}


@q('aggregate', S, "hey how many of the public toilets in the singapore data are wheelchair accessible?")
def _():
    n = count(S, lambda t: t.get('amenity') == 'toilets' and t.get('wheelchair') == 'yes', 10)
    tot = count(S, kv('amenity', 'toilets'), 10)
    need(0 < n < tot, 'tag count')
    return f'#{n}', {'count': n, 'toilets': tot}


@q('aggregate', S, "Total number of restaurants in the Singapore data?")
def _():
    n = count(S, kv('amenity', 'restaurant'), 30)
    return f'#{n}', {'count': n}


@q('aggregate', S, "how many pharmacies are in the singapore data")
def _():
    absent_kind(S, [kv('amenity', 'pharmacy'), kv('shop', 'chemist'), kv('healthcare', 'pharmacy')],
                ['pharmac', 'chemist', 'drugstore', 'drug store', 'apothe', 'guardian', 'watsons', 'unity'])
    return ABSENT_COUNT, {'pharmacies': 0}


@q('aggregate', B, "how many stop signs are there in the baltimore data")
def _():
    n = count(B, kv('highway', 'stop'), 2)
    return f'#{n}', {'count': n}


@q('aggregate', B, "Baltimore: does the data have more than 15 supermarkets? And how many are there?")
def _():
    n = count(B, kv('shop', 'supermarket'), 30)
    need(abs(n - 15) >= 3, 'near threshold')
    return ('!yes' if n > 15 else '!no') + f'; #{n}', {'count': n}


@q('aggregate', B, "Which church denomination shows up most among the places of worship in the Baltimore data?")
def _():
    w, tally = most_common(B, kv('amenity', 'place_of_worship'), 'denomination')
    need(w == 'baptist', w)
    return '!baptist', {'tally': tally[:4]}


# ============================================================ main
FILES_OUT = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
HEADER = ('# "beyond" validation set 44 (held out; never tune on it) - golds by gold_val44.py from shared/data/osm-fresh; '
          'map data (c) OpenStreetMap contributors, ODbL 1.0\n'
          '# question\tgold\tkind\n')
GOLD_ITEM = re.compile(r'^(#\d+|~\d+ m( ±10%)?|![^|;]+)$')


def compute():
    out, fragile = [], []
    check_older_adds()
    texts = set()
    for x in Q:
        gold, fig, err = None, None, None
        try:
            need(x['text'] not in texts, 'duplicate question')
            texts.add(x['text'])
            need('\t' not in x['text'] and '\n' not in x['text'], 'tab in question')
            hit = older_in_text(x['text'])
            need(not hit, f'older names in question: {hit}')
            gold, fig = x['fn']()
            for item in gold.split('; '):
                for alt in item.split(' | '):
                    need(GOLD_ITEM.match(alt), f'gold item syntax {alt!r}')
            check_gold_items(gold)
        except Fragile as e:
            err = str(e)
        except Exception as e:  # a computation error is itself a fragile gold
            err = f'{type(e).__name__}: {e}'
        if err:
            fragile.append((x, err))
        out.append(dict(x, gold=gold, fig=fig, err=err))
    per = {f: [o for o in out if o['file'] == f] for f in FILES_OUT}
    problems = []
    for f, L in per.items():
        if len(L) != 12:
            problems.append(f'val44-{f}.tsv: {len(L)} questions, not 12')
    towns = {t: sum(o['town'] == t for o in out) for t in TOWNS}
    if towns[H] < 18 or towns[S] < 14 or towns[B] < 20:
        problems.append(f'town counts {towns}')
    traps = sum(1 for o in out if o['gold'] and NOT_IN_DATA in o['gold'])
    if traps < 6:
        problems.append(f'only {traps} traps')
    return out, per, fragile, problems, towns, traps


def main():
    out, per, fragile, problems, towns, traps = compute()
    here = HERE.parent
    mode = sys.argv[1] if len(sys.argv) > 1 else ''
    if mode == '--write':
        if fragile or problems:
            for x, e in fragile:
                print(f'FRAGILE [{x["file"]}] {x["text"]}: {e}')
            for p in problems:
                print('PROBLEM', p)
            print('refused: fragile golds, nothing written')
            return 1
        for f, L in per.items():
            with open(here / f'val44-{f}.tsv', 'w', encoding='utf-8', newline='\n') as fh:
                fh.write(HEADER)
                for o in L:
                    fh.write(f'{o["text"]}\t{o["gold"]}\tone\n')
        print('written', ', '.join(f'val44-{f}.tsv' for f in per), towns, 'traps', traps)
        return 0
    if mode == '--check':
        bad = 0
        for f, L in per.items():
            path = here / f'val44-{f}.tsv'
            try:
                with open(path, encoding='utf-8') as fh:
                    lines = fh.read().split('\n')
            except OSError as e:
                print(f'{path.name}: cannot read ({e})')
                bad += 1
                continue
            if lines and lines[-1] == '':
                lines = lines[:-1]
            if lines[:2] != HEADER.rstrip('\n').split('\n'):
                print(f'{path.name}:1: header differs')
                bad += 1
            body = lines[2:]
            if len(body) != len(L):
                print(f'{path.name}: {len(body)} question lines, expected {len(L)}')
                bad += 1
            for i, o in enumerate(L):
                ln = i + 3
                if o['err']:
                    print(f'{path.name}:{ln}: fragile gold: {o["err"]}')
                    bad += 1
                want = f'{o["text"]}\t{o["gold"]}\tone'
                if i >= len(body) or body[i] != want:
                    print(f'{path.name}:{ln}: differs from the recomputed gold')
                    bad += 1
        for p in problems:
            print('PROBLEM', p)
            bad += 1
        if bad:
            print(f'--check failed ({bad})')
            return 1
        print(f'--check ok: 60 golds match; towns {towns}; traps {traps}')
        return 0
    for o in out:
        print(f'[{o["file"]}] [{o["town"]}] {o["text"]}\n    gold: {o["gold"]}\n    figures: {o["fig"]}' + (f'\n    FRAGILE: {o["err"]}' if o['err'] else ''))
    for p in problems:
        print('PROBLEM', p)
    print('towns', towns, 'traps', traps)
    return 1 if fragile or problems else 0


if __name__ == '__main__':
    sys.exit(main())
