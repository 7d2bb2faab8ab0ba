#!/usr/bin/env python3
"""Gold answers of the "beyond" validation set 27 (held out), recomputed from the raw OSM extracts.

    python -B gold_val27.py            print every question, its town, kind, gold and the figures behind it
    python -B gold_val27.py --check    compare with the five val27-*.tsv files (exit 1 naming file:line on any
                                       difference, or on a gold that has become fragile)
    python -B gold_val27.py --write    rewrite the five TSV files (refused, nothing written, while a gold is fragile)

Data: Path(__file__).resolve().parents[3]/shared/data/osm-fresh, or the folder in GEOREACT_FRESH_DIR.
Map data (c) OpenStreetMap contributors, ODbL 1.0. Only osmium (pyosmium), shapely, pyproj, networkx, numpy.
See README-val27.md for the definitions and robustness rules.
"""
import sys, os, re, math, itertools, collections, unicodedata
from pathlib import Path

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

# ================================================================ library
import numpy as np
import osmium
import networkx as nx
import shapely
from shapely import wkb
from shapely.geometry import Point, LineString
from shapely.ops import nearest_points
import pyproj

HERE = Path(__file__).resolve().parent
DATA = Path(os.environ['GEOREACT_FRESH_DIR']) if os.environ.get('GEOREACT_FRESH_DIR') else \
    HERE.parents[2] / 'shared' / 'data' / 'osm-fresh'
FILES = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Baltimore': 'baltimore-2015.osm.pbf',
         'Singapore': 'singapore-bayfront-2019.osm.pbf'}
GEOD = pyproj.Geod(ellps='WGS84')
POI_KEYS = ('amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft')
NOT_IN_DATA = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIME_ITEMS = '!min | !minute | !hour'


def fold(s):
    s = s.replace('ß', 'ss').replace('ẞ', 'ss')
    s = unicodedata.normalize('NFKD', s)
    return ''.join(c for c in s if not unicodedata.combining(c)).casefold()


def words(s, apos='drop'):
    f = fold(s)
    if apos == 'drop':
        f = re.sub(r"['’`]", '', f)
    return re.findall(r'[0-9a-z]+', f)


def _inside(wa, wb):
    n = len(wa)
    return n > 0 and any(wb[i:i + n] == wa for i in range(len(wb) - n + 1))


def inside(a, b):
    """the words of a occur consecutively in the words of b (under both apostrophe readings)"""
    return any(_inside(words(a, m), words(b, m)) for m in ('drop', 'split'))


# ---------------------------------------------------------------- loading
class Town:
    def __init__(self, name):
        self.name = name
        fab = osmium.geom.WKBFactory()
        self.nodes, self.ways, self.feats = {}, {}, []
        tagged_ways, areas = [], {}
        for o in osmium.FileProcessor(str(DATA / FILES[name])).with_locations().with_areas():
            if o.is_node():
                if o.location.valid():
                    self.nodes[o.id] = (o.location.lon, o.location.lat)
                if len(o.tags):
                    self.feats.append(dict(t='n', id=o.id, tags=dict(o.tags), g=wkb.loads(fab.create_point(o), hex=True)))
            elif o.is_way():
                tg = dict(o.tags)
                self.ways[o.id] = ([n.ref for n in o.nodes], tg)
                if tg:
                    try:
                        g = wkb.loads(fab.create_linestring(o), hex=True)
                    except Exception:
                        g = None
                    tagged_ways.append((o.id, tg, g))
            elif o.is_area():
                try:
                    g = wkb.loads(fab.create_multipolygon(o), hex=True)
                except Exception:
                    continue
                areas[(o.from_way(), o.orig_id())] = (g, dict(o.tags))
        for wid, tg, g in tagged_ways:
            if (True, wid) in areas and not ('highway' in tg and tg.get('area') != 'yes'):
                self.feats.append(dict(t='w', id=wid, tags=tg, g=areas[(True, wid)][0]))
            elif g is not None:
                self.feats.append(dict(t='w', id=wid, tags=tg, g=g))
        for (fw, oid), (g, tg) in areas.items():
            if not fw:
                self.feats.append(dict(t='r', id=oid, tags=tg, g=g))
        for f in self.feats:
            f['town'] = name
        self._graphs = {}

    def find(self, pred):
        return [f for f in self.feats if pred(f['tags'])]

    def get(self, t, i):
        r = [f for f in self.feats if f['t'] == t and f['id'] == i]
        assert len(r) == 1, (t, i)
        return r[0]


TOWNS = {}


def town(name):
    if name not in TOWNS:
        TOWNS[name] = Town(name)
    return TOWNS[name]


def all_feats():
    return [f for n in FILES for f in town(n).feats]


# ---------------------------------------------------------------- measures
def rep_point(g):
    """a place's point: the point itself, a polygon's centroid, a line's midpoint"""
    if g.geom_type == 'Point':
        return g
    if g.geom_type in ('LineString', 'MultiLineString'):
        return g.interpolate(0.5, normalized=True)
    return g.centroid


def _aeqd(lon, lat):
    p = pyproj.Proj(proj='aeqd', lat_0=lat, lon_0=lon, ellps='WGS84')
    fwd = pyproj.Transformer.from_proj(pyproj.Proj('epsg:4326'), p, always_xy=True)
    inv = pyproj.Transformer.from_proj(p, pyproj.Proj('epsg:4326'), always_xy=True)
    return fwd, inv


def _proj(tr, g):
    return shapely.transform(g, lambda xy: np.column_stack(tr.transform(xy[:, 0], xy[:, 1])))


def dist(g1, g2):
    """geodesic distance between the nearest points of two geometries (0 when they touch or overlap)"""
    if g1.intersects(g2):
        return 0.0
    c = g1.centroid
    fwd, inv = _aeqd(c.x, c.y)
    a = _proj(fwd, g1)
    b = _proj(fwd, g2)
    pa, pb = nearest_points(a, b)
    (x1, y1), (x2, y2) = inv.transform(pa.x, pa.y), inv.transform(pb.x, pb.y)
    return GEOD.inv(x1, y1, x2, y2)[2]


def pdist(p1, p2):
    return GEOD.inv(p1.x, p1.y, p2.x, p2.y)[2]


def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])


def length(g):
    return GEOD.geometry_length(g)


def azimuth(p1, p2):
    return GEOD.inv(p1.x, p1.y, p2.x, p2.y)[0] % 360


# ---------------------------------------------------------------- routing
CAR_HW = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
          'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NON_WAYS = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
            'services', 'razed', 'disused', 'bus_guideway', 'escape'}
MOTOR = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}


def _way_modes(tg, mode, variant):
    """(use, forward, backward) of a way for a mode under a variant"""
    hw = tg.get('highway')
    if hw is None:
        return False, False, False
    acc = tg.get('access')
    strict = variant == 'strict'
    ow = tg.get('oneway')
    fwd, bwd = True, True
    if ow in ('yes', 'true', '1'):
        bwd = False
    elif ow == '-1':
        fwd = False
    implied = strict and (tg.get('junction') in ('roundabout', 'circular') or hw in ('motorway', 'motorway_link'))
    if implied and ow not in ('no', '-1'):
        bwd = False
    if mode == 'car':
        if hw not in CAR_HW or acc in ('no', 'private'):
            return False, False, False
        if strict and (tg.get('motor_vehicle') in ('no', 'private') or tg.get('motorcar') in ('no', 'private')):
            return False, False, False
        return True, fwd, bwd
    if mode == 'bike':
        ok = (hw in CAR_HW and hw not in MOTOR) or hw in ('cycleway', 'path', 'track') or \
            tg.get('bicycle') in ('yes', 'designated')
        if not ok or tg.get('bicycle') == 'no':
            return False, False, False
        if strict and acc in ('no', 'private') and tg.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return False, False, False
        if tg.get('oneway:bicycle') == 'no' or str(tg.get('cycleway', '')).startswith('opposite') or variant == 'nooneway':
            fwd, bwd = True, True
        return True, fwd, bwd
    if mode == 'foot':
        if hw in MOTOR or hw in NON_WAYS or tg.get('foot') == 'no':
            return False, False, False
        if strict and acc in ('no', 'private') and tg.get('foot') not in ('yes', 'designated', 'permissive'):
            return False, False, False
        return True, True, True
    raise ValueError(mode)


def graph(tw, mode, variant='base'):
    key = (mode, variant)
    if key in tw._graphs:
        return tw._graphs[key]
    G = nx.DiGraph()
    for wid, (nds, tg) in tw.ways.items():
        use, fw, bw = _way_modes(tg, mode, variant)
        if not use:
            continue
        pts = [n for n in nds if n in tw.nodes]
        for a, b in zip(pts, pts[1:]):
            if a == b:
                continue
            (x1, y1), (x2, y2) = tw.nodes[a], tw.nodes[b]
            w = GEOD.inv(x1, y1, x2, y2)[2]
            if fw:
                G.add_edge(a, b, weight=w)
            if bw:
                G.add_edge(b, a, weight=w)
    big = max(nx.strongly_connected_components(G), key=len)
    ids_all = np.array(list(G.nodes))
    ids_big = np.array(list(big))
    res = dict(G=G, big=ids_big, all=ids_all,
               xy_big=np.array([tw.nodes[i] for i in ids_big]), xy_all=np.array([tw.nodes[i] for i in ids_all]))
    tw._graphs[key] = res
    return res


def snap(tw, gr, p, whole=False):
    ids, xy = (gr['all'], gr['xy_all']) if whole else (gr['big'], gr['xy_big'])
    dx = (xy[:, 0] - p.x) * math.cos(math.radians(p.y)) * 111320
    dy = (xy[:, 1] - p.y) * 110540
    d2 = dx * dx + dy * dy
    cand = np.argsort(d2)[:8]
    best = min(cand, key=lambda i: GEOD.inv(p.x, p.y, xy[i, 0], xy[i, 1])[2])
    return int(ids[best]), GEOD.inv(p.x, p.y, xy[best, 0], xy[best, 1])[2]


def route_len(tw, mode, p1, p2, variant='base', whole=False):
    gr = graph(tw, mode, variant)
    a, da = snap(tw, gr, p1, whole)
    b, db = snap(tw, gr, p2, whole)
    try:
        L = nx.dijkstra_path_length(gr['G'], a, b, weight='weight')
    except nx.NetworkXNoPath:
        L = float('inf')
    return L, da, db


ROUTE_VARIANTS = {'car': ['strict'], 'bike': ['strict', 'nooneway'], 'foot': ['strict']}


def route(tw, mode, g1, g2, fr):
    """route length between two places with the README-val4 checks; fragile reasons appended to fr"""
    p1, p2 = rep_point(g1), rep_point(g2)
    straight = pdist(p1, p2)
    L, da, db = route_len(tw, mode, p1, p2)
    figs = dict(straight=round(straight), route=(round(L) if L < 1e12 else 'none'), snap=(round(da), round(db)))
    if not 300 <= straight <= 5000:
        fr.append(f'straight line {straight:.0f} m outside 300 m - 5 km')
    if da > 100 or db > 100:
        fr.append(f'snapped {da:.0f} / {db:.0f} m from the graph')
    if not (0.97 * straight <= L <= 2.5 * straight):
        fr.append(f'route {L:.0f} m vs straight {straight:.0f} m')
    vs = []
    for v in ROUTE_VARIANTS[mode]:
        vs.append((v, route_len(tw, mode, p1, p2, v)[0]))
    vs.append(('whole-graph snapping', route_len(tw, mode, p1, p2, 'base', whole=True)[0]))
    for v, Lv in vs:
        if not abs(Lv - L) <= 0.03 * L:
            fr.append(f'{mode} variant {v}: {Lv:.0f} m vs {L:.0f} m')
    figs['variants'] = {v: (round(x) if x < 1e12 else 'none') for v, x in vs}
    return L, figs, [x for _, x in vs]


def walk_verdict(lengths, T, fr):
    """yes when every variant takes <= 90 % of T minutes at 3 km/h, no when >= 110 % at 6 km/h"""
    if all(L / 50.0 <= 0.9 * T for L in lengths):
        return '!yes'
    if all(L / 100.0 >= 1.1 * T for L in lengths):
        return '!no'
    fr.append(f'walking verdict for {T} min undecided: {[round(x) for x in lengths]}')
    return '!?'


# ---------------------------------------------------------------- opening hours (README-val4's readable subset)
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']


def _days(sel):
    out = []
    for part in sel.split(','):
        if '-' in part:
            a, b = part.split('-')
            if a not in DAYS or b not in DAYS:
                raise ValueError(sel)
            i, j = DAYS.index(a), DAYS.index(b)
            k = i
            while True:
                out.append(DAYS[k])
                if k == j:
                    break
                k = (k + 1) % 7
        else:
            if part not in DAYS:
                raise ValueError(sel)
            out.append(part)
    return out


def _hm(s):
    m = re.fullmatch(r'(\d{1,2}):(\d\d)', s)
    if not m:
        raise ValueError(s)
    h, mi = int(m.group(1)), int(m.group(2))
    if h > 24 or mi > 59 or (h == 24 and mi):
        raise ValueError(s)
    return h * 60 + mi


def parse_hours(s):
    """{day: [(start, end)]} in minutes; end <= start runs past midnight. ValueError if unreadable."""
    s = s.strip()
    if s == '24/7':
        return {d: [(0, 1440)] for d in DAYS}
    week = {d: [] for d in DAYS}
    for rule in s.split(';'):
        rule = rule.strip()
        if not rule:
            continue
        m = re.fullmatch(r'(?:([A-Za-z,\-]+) )?(.+)', rule)
        sel, body = m.group(1), m.group(2)
        days = _days(sel) if sel else DAYS
        if body in ('off', 'closed'):
            ivs = []
        else:
            ivs = []
            for r in body.split(','):
                if r != r.strip() or ' ' in r:
                    raise ValueError(rule)
                a, b = r.split('-')
                ivs.append((_hm(a), _hm(b)))
        for d in days:
            week[d] = list(ivs)
    return week


def is_open(week, day, minute, strict=False):
    di = DAYS.index(day)
    for a, b in week[day]:
        if b > a and a <= minute < b:
            return True
        if b <= a and minute >= a:
            return True
    prev = DAYS[(di - 1) % 7]
    for a, b in week[prev]:
        if b <= a and minute < b:
            if strict and week[day]:
                continue
            return True
    return False


def open_verdict(hours, day, minute, fr, what=''):
    """open at the moment, the same at every minute from -15 to +15 and under both past-midnight readings"""
    week = parse_hours(hours)
    vals = set()
    for dm in range(-15, 16):
        m = minute + dm
        d = day
        if m < 0:
            m += 1440
            d = DAYS[(DAYS.index(day) - 1) % 7]
        elif m >= 1440:
            m -= 1440
            d = DAYS[(DAYS.index(day) + 1) % 7]
        for strict in (False, True):
            vals.add(is_open(week, d, m, strict))
    if len(vals) != 1:
        fr.append(f'hours verdict unstable {what} {day} {minute // 60:02d}:{minute % 60:02d} ({hours})')
    return is_open(week, day, minute)


# ---------------------------------------------------------------- counting
def possibly_one(f1, f2):
    """same name, or one of them unnamed, and within 10 m of each other"""
    n1, n2 = f1['tags'].get('name'), f2['tags'].get('name')
    if n1 and n2 and fold(n1) != fold(n2):
        return False
    if f1['g'].distance(f2['g']) * 111320 * 0.6 > 30:   # far apart in any reading (a lower bound in metres)
        return False
    return dist(f1['g'], f2['g']) <= 10


def count_check(fs, fr, what):
    for a, b in itertools.combinations(fs, 2):
        if possibly_one(a, b):
            fr.append(f'{what}: {a["t"]}{a["id"]} and {b["t"]}{b["id"]} may be one place')
    return len(fs)


def fid(f):
    return f'{f["t"]}{f["id"]}'


def leg(tw, mode, g1, g2, fr, what):
    """one leg of a tour: straight line at least 100 m, the README-val4 checks otherwise"""
    p1, p2 = rep_point(g1), rep_point(g2)
    straight = pdist(p1, p2)
    L, da, db = route_len(tw, mode, p1, p2)
    if straight < 100 or straight > 5000:
        fr.append(f'{what}: straight {straight:.0f} m')
    if da > 100 or db > 100:
        fr.append(f'{what}: snapped {da:.0f} / {db:.0f} m')
    if not (0.97 * straight <= L <= 2.5 * straight):
        fr.append(f'{what}: route {L:.0f} m vs straight {straight:.0f} m')
    for v in ROUTE_VARIANTS[mode]:
        Lv = route_len(tw, mode, p1, p2, v)[0]
        if not abs(Lv - L) <= 0.03 * L:
            fr.append(f'{what}: variant {v} {Lv:.0f} vs {L:.0f}')
    Lw = route_len(tw, mode, p1, p2, 'base', whole=True)[0]
    if not abs(Lw - L) <= 0.03 * L:
        fr.append(f'{what}: whole-graph snapping {Lw:.0f} vs {L:.0f}')
    return L


def tour(tw, mode, start, stops, roundtrip, fr):
    """best order of the stops from start (open, or back to start); it must beat the next order (not its own
    reverse for a round trip) by more than 10 %, and differ from the order the question lists"""
    pl = [start] + stops
    D = {}
    for i, j in itertools.permutations(range(len(pl)), 2):
        D[i, j] = leg(tw, mode, pl[i]['g'], pl[j]['g'], fr, f'leg {i}-{j}')
    res = []
    for perm in itertools.permutations(range(1, len(pl))):
        seq = (0,) + perm + ((0,) if roundtrip else ())
        res.append((sum(D[a, b] for a, b in zip(seq, seq[1:])), perm))
    res.sort()
    best = res[0]
    others = [r for r in res[1:] if not (roundtrip and r[1] == tuple(reversed(best[1])))]
    if not others[0][0] > best[0] * 1.1:
        fr.append(f'tour: best {best[0]:.0f} m vs next {others[0][0]:.0f} m')
    if best[1] == tuple(range(1, len(pl))):
        fr.append('tour: the listed order is the best one')
    return best, others[0], D
# ================================================================ places, anchors and checks
ALL_NAMES = None
MENTIONS = []   # every name or value word a question's gold function looks up; each must be written in the question


def all_names():
    global ALL_NAMES
    if ALL_NAMES is None:
        ALL_NAMES = collections.defaultdict(list)
        for f in all_feats():
            n = f['tags'].get('name')
            if n:
                ALL_NAMES[n].append(f)
    return ALL_NAMES


def older_overlap(s):
    return [o for o in OLDER_SETS + LEFT_OUT if inside(o, s) or inside(s, o)]


def squash(s):
    return ''.join(words(s))


def named(townname, mention, fr, key=None):
    """the features carrying the name `mention`: an exact feature name of one town, inside no other name, without a
    namesake differing only in spaces or punctuation, overlapping no older name; key = the one key its features carry"""
    MENTIONS.append(mention)
    names = all_names()
    fs = names.get(mention, [])
    if not fs:
        fr.append(f'{mention!r}: no feature carries that name')
        return []
    if {f['town'] for f in fs} != {townname}:
        fr.append(f'{mention!r}: in towns {sorted({f["town"] for f in fs})}')
    for n in names:
        if n != mention and (inside(mention, n) or squash(n) == squash(mention)):
            fr.append(f'{mention!r}: inside / namesake of {n!r}')
    ov = older_overlap(mention)
    if ov:
        fr.append(f'{mention!r}: overlaps older names {ov[:3]}')
    if key:
        fs = [f for f in fs if key in f['tags']]
    return fs


def one_named(townname, mention, fr):
    fs = named(townname, mention, fr)
    if len(fs) != 1:
        fr.append(f'{mention!r}: carried by {len(fs)} features')
    return fs[0] if fs else None


def anchor_by_value(townname, word, fr):
    """an unnamed place known by a word in one of its values (description, website): the word occurs in the values
    of exactly one feature of the three extracts, in no name, and overlaps no older name"""
    MENTIONS.append(word)
    hits = [f for f in all_feats() if any(fold(word) in fold(v) for v in f['tags'].values())]
    if len(hits) != 1:
        fr.append(f'{word!r}: in the values of {len(hits)} features')
        return hits[0] if hits else None
    f = hits[0]
    if f['town'] != townname or 'name' in f['tags']:
        fr.append(f'{word!r}: wrong town or named')
    if any(fold(word) in fold(n) for n in all_names()):
        fr.append(f'{word!r}: inside a name')
    ov = older_overlap(word)
    if ov:
        fr.append(f'{word!r}: overlaps older names {ov[:3]}')
    refuse_anchor(f, fr)
    return f


def kind_unique(townname, pred, fr, what):
    """an unnamed anchor known by its kind: exactly one feature of the town matches, without a name"""
    fs = town(townname).find(pred)
    if len(fs) != 1:
        fr.append(f'{what}: {len(fs)} features match')
        return fs[0] if fs else None
    if 'name' in fs[0]['tags']:
        fr.append(f'{what}: named')
    refuse_anchor(fs[0], fr)
    return fs[0]


# anchors older sets used or list as kind-unique places (README-val13 / val24 / val25 / val26), refused by tag
REFUSED_ANCHOR_TAGS = [
    ('amenity', 'fire_station'), ('amenity', 'clock'), ('amenity', 'charging_station'), ('landuse', 'cemetery'),
    ('man_made', 'pier'), ('barrier', 'turnstile'), ('amenity', 'post_office'), ('highway', 'speed_camera'),
    ('highway', 'give_way'), ('highway', 'turning_circle'), ('highway', 'stop'), ('office', 'Baudezernat'),
    ('tower:type', 'bell_tower'), ('information', 'map'), ('building', 'hut'), ('advertising', 'column'),
    ('tower:type', 'communication'), ('amenity', 'parking_entrance'), ('playground', 'wendyhouse'),
    ('surveillance', 'webcam'), ('shop', 'vacant'), ('disused:amenity', 'cinema'), ('railway', 'razed'),
    ('highway', 'cycleway'), ('traffic_calming', 'hump'), ('amenity', 'smoking_area'), ('highway', 'elevator'),
    ('sport', 'tennis'), ('amenity', 'shelter'), ('landuse', 'construction'), ('building', 'train_station'),
    ('building', 'public'), ('highway', 'primary_link'), ('power', 'substation'), ('amenity', 'bicycle_parking'),
    ('information', 'guidepost'), ('sport', 'fencing'), ('brand', 'Citibank'), ('brand', 'OCBC'),
    ('man_made', 'water_tower'), ('power', 'generator'), ('leisure', 'chess'), ('amenity', 'compressed_air'),
    ('man_made', 'chimney'), ('man_made', 'storage_tank'), ('historic', 'memorial'), ('amenity', 'post_box'),
    ('amenity', 'toilets'), ('amenity', 'telephone'), ('natural', 'tree_row'), ('trail_visibility', 'bad'),
    ('seats', '2'), ('tunnel', 'building_passage'), ('tracktype', 'grade3'), ('playground', 'sandpit'),
    ('amenity', 'grit_bin'), ('stars', '2'), ('access', 'customer')]
REFUSED_ANCHOR_KEYS = ['inscription', 'collection_times']


def refuse_anchor(f, fr):
    t = f['tags']
    for k, v in REFUSED_ANCHOR_TAGS:
        if t.get(k) == v:
            fr.append(f'{fid(f)}: anchor kind of an older set ({k}={v})')
    for k in REFUSED_ANCHOR_KEYS:
        if k in t:
            fr.append(f'{fid(f)}: anchor carries {k}')


def absent(tags_list, pred, fr, what):
    for f in tags_list:
        if pred(f['tags']):
            fr.append(f'{what}: {fid(f)} {f["tags"].get("name")}')


def tag_absent(f, keys, fr, prefixes=()):
    for k in f['tags']:
        if k in keys or any(k.startswith(p) for p in prefixes):
            fr.append(f'trap: {fid(f)} carries {k}={f["tags"][k]}')


def nearest(fs, g, fr, what, named_only=False):
    """the nearest of fs to g: beats the runner-up by 10 % + 5 m and wins by centroid too"""
    ds = sorted(((dist(g, f['g']), i) for i, f in enumerate(fs)))
    best = fs[ds[0][1]]
    if len(ds) > 1:
        d1, d2 = ds[0][0], ds[1][0]
        if not d2 > d1 * 1.1 + 5:
            fr.append(f'{what}: nearest {d1:.0f} m vs runner-up {d2:.0f} m')
        cs = sorted(((pdist(rep_point(g), rep_point(f['g'])), i) for i, f in enumerate(fs)))
        if cs[0][1] != ds[0][1]:
            fr.append(f'{what}: another winner by centroid')
    if named_only and 'name' not in best['tags']:
        fr.append(f'{what}: nearest is unnamed')
    return best, ds


def fmt_m(x):
    return f'~{x:.0f} m'
# ================================================================ the questions
QUESTIONS = []   # (file kind, town, question, function(fr) -> (gold, kind, figures))


def Q(kind, townname, text):
    def deco(fn):
        QUESTIONS.append((kind, townname, text, fn))
        return fn
    return deco


def H():
    return town('Heidelberg')


def S():
    return town('Singapore')


def B():
    return town('Baltimore')


# ---------------------------------------------------------------- Heidelberg anchors (unnamed, never used before)
def big_garage(fr):
    """the underground car park with 340 spaces (the only capacity=340 in the town)"""
    return kind_unique('Heidelberg', lambda t: t.get('amenity') == 'parking' and t.get('capacity') == '340', fr,
                       'car park with 340 spaces')


def afrania(fr):
    return anchor_by_value('Heidelberg', 'Afrania', fr)


def boisseree(fr):
    return anchor_by_value('Heidelberg', 'Palais Boisserée', fr)


def jesuit(fr):
    f = anchor_by_value('Heidelberg', 'Ehemaliges Jesuitenkolleg', fr)
    # building=public is val25's "public building" anchor kind in Singapore only; allowed here (a described building)
    fr[:] = [x for x in fr if 'building=public' not in x]
    return f


TRAP_PHONE = ('phone', 'contact:phone', 'mobile', 'contact:mobile', 'fax', 'contact:fax')
TRAP_HOURS_PREFIX = ('opening_hours', 'hours', 'service_times', 'open', 'collection_times', 'collection_time')
NOT_TAGGED = NOT_IN_DATA


# ================================================================ attribute
@Q('attribute', 'Heidelberg', "heading to heidelberg with a roof box on the car. the big underground car park with 340 "
   "spaces - what's the max headroom in there?")
def a_headroom(fr):
    f = big_garage(fr)
    v = f['tags'].get('maxheight')
    if v != '1.9':
        fr.append(f'maxheight {v}')
    return '!1.9 | !1,9 | !1.90 | !190 cm', 'one', dict(anchor=fid(f), maxheight=v)


@Q('attribute', 'Heidelberg', "Does the Afrania fraternity house in Heidelberg have a website listed anywhere?")
def a_afrania_web(fr):
    f = afrania(fr)
    webs = [f['tags'].get(k) for k in ('website', 'contact:website', 'url') if f['tags'].get(k)]
    if webs != ['http://www.afrania.de']:
        fr.append(f'websites {webs}')
    return '!afrania.de', 'one', dict(anchor=fid(f), website=webs)


@Q('attribute', 'Heidelberg', "whats the phone number for the Afrania fraternity in heidelberg? want to call and ask "
   "about a room")
def a_afrania_phone(fr):
    f = afrania(fr)
    tag_absent(f, TRAP_PHONE, fr, prefixes=('phone', 'contact:'))
    return NOT_TAGGED, 'one', dict(anchor=fid(f), keys=sorted(f['tags']))


@Q('attribute', 'Heidelberg', "In Heidelberg, the building the map describes as Ehemaliges Jesuitenkolleg: can someone "
   "in a wheelchair get in there?")
def a_jesuit_wheelchair(fr):
    f = jesuit(fr)
    v = f['tags'].get('wheelchair')
    if v != 'no':
        fr.append(f'wheelchair {v}')
    return '!no', 'one', dict(anchor=fid(f), wheelchair=v)


@Q('attribute', 'Heidelberg', "which uni department is housed in the old jesuit college in heidelberg (Ehemaliges "
   "Jesuitenkolleg) according to the map?")
def a_jesuit_dept(fr):
    f = jesuit(fr)
    v = f['tags'].get('addr:housename')
    if v != 'Anglistisches Seminar':
        fr.append(f'housename {v}')
    others = [k for k in f['tags'] if k in ('name', 'operator', 'department', 'official_name', 'alt_name')]
    if others:
        fr.append(f'other naming keys {others}')
    return 'Anglistisches Seminar | !Anglistik | !English', 'one', dict(anchor=fid(f), housename=v)


@Q('attribute', 'Singapore', "singapore data: the bus lane there, is it on the left side of the road or the right?")
def a_buslane_side(fr):
    ws = S().find(lambda t: 'lanes:bus' in t or 'lanes:bus:conditional' in t or 'busway' in t or
                  any(k.startswith('busway:') for k in t))
    sides = collections.Counter(k for f in ws for k in f['tags'] if k.startswith('busway'))
    vals = {f['tags'].get('busway:left') for f in ws}
    if set(sides) != {'busway:left'} or vals != {'lane'}:
        fr.append(f'bus lane sides {dict(sides)} {vals}')
    return '!left', 'one', dict(ways=len(ws), sides=dict(sides))


@Q('attribute', 'Singapore', "Are the fire hydrants in the Singapore extract pillar hydrants or underground ones?")
def a_hydrants(fr):
    hs = S().find(lambda t: t.get('emergency') == 'fire_hydrant' or 'fire_hydrant:type' in t)
    types = collections.Counter(f['tags'].get('fire_hydrant:type') for f in hs)
    if set(types) != {'pillar'}:
        fr.append(f'hydrant types {dict(types)}')
    return '!pillar', 'one', dict(hydrants=len(hs), types=dict(types))


@Q('attribute', 'Baltimore', "who operates the President Street Track these days?")
def a_pst_operator(fr):
    fs = named('Baltimore', 'President Street Track', fr, key='railway')
    ops = collections.Counter(f['tags'].get('operator') for f in fs)
    if set(ops) != {'NS'}:
        fr.append(f'operators {dict(ops)}')
    return '!NS | !Norfolk Southern', 'one', dict(ways=len(fs), operators=dict(ops))


@Q('attribute', 'Baltimore', "Sparrows Point Industrial Track - which old railroad company does the map give as its "
   "original operator?")
def a_spit_old(fr):
    fs = named('Baltimore', 'Sparrows Point Industrial Track', fr, key='railway')
    ops = collections.Counter(f['tags'].get('old_railway_operator') for f in fs)
    if set(ops) != {'B&O'}:
        fr.append(f'old operators {dict(ops)}')
    return '!B&O | !Baltimore and Ohio | !Baltimore & Ohio', 'one', dict(ways=len(fs), old_operators=dict(ops))


@Q('attribute', 'Baltimore', "what does Overlea Import Motors actually sell, going by the map?")
def a_overlea(fr):
    f = one_named('Baltimore', 'Overlea Import Motors', fr)
    kinds = {k: f['tags'][k] for k in POI_KEYS if k in f['tags']}
    if kinds != {'shop': 'car'}:
        fr.append(f'kinds {kinds}')
    return '!car | !cars | !vehicles | !automobiles', 'one', dict(place=fid(f), kinds=kinds)


@Q('attribute', 'Baltimore', "can u give me the phone number for U-Haul in Baltimore? need to book a van for saturday")
def a_uhaul_phone(fr):
    f = one_named('Baltimore', 'U-Haul', fr)
    tag_absent(f, TRAP_PHONE, fr, prefixes=('phone', 'contact:'))
    return NOT_TAGGED, 'one', dict(place=fid(f), keys=sorted(f['tags']))


@Q('attribute', 'Baltimore', "Chesapeake Commerce Center - got a link to their web page?")
def a_ccc_web(fr):
    f = one_named('Baltimore', 'Chesapeake Commerce Center', fr)
    webs = [f['tags'].get(k) for k in ('website', 'contact:website', 'url') if f['tags'].get(k)]
    if len(webs) != 1 or not webs[0].startswith('www.cbre.us/'):
        fr.append(f'websites {webs}')
    return '!cbre.us | !www.cbre.us | !cbre', 'one', dict(place=fid(f), website=webs)


# ================================================================ hours
@Q('hours', 'Heidelberg', "How many of the underground car parks in the Heidelberg data are open 24/7, and how many "
   "underground car parks are there altogether?")
def h_garages_247(fr):
    ug = H().find(lambda t: t.get('amenity') == 'parking' and t.get('parking') == 'underground')
    loose = H().find(lambda t: t.get('parking') == 'underground' or t.get('building') == 'parking' and
                     t.get('layer', '0').startswith('-') or 'tiefgarage' in fold(t.get('name', '')))
    if {fid(f) for f in loose} != {fid(f) for f in ug}:
        fr.append('a looser reading of "underground car park" finds other features')
    count_check(ug, fr, 'underground car parks')
    allday = [f for f in ug if f['tags'].get('opening_hours') == '24/7']
    other = [f['tags'].get('opening_hours') for f in ug if f['tags'].get('opening_hours') not in (None, '24/7')]
    if other:
        fr.append(f'other hours {other}')
    return f'#{len(allday)}; #{len(ug)}', 'one', dict(underground=[fid(f) for f in ug], allday=len(allday))


@Q('hours', 'Heidelberg', "what are the opning hours of the 340-space underground car park in heidelberg? i'd be "
   "arriving around midnight")
def h_garage_trap(fr):
    f = big_garage(fr)
    tag_absent(f, (), fr, prefixes=TRAP_HOURS_PREFIX)
    return NOT_TAGGED, 'one', dict(anchor=fid(f), keys=sorted(f['tags']))


def bus_lane_rule(fr):
    ws = S().find(lambda t: any(k.startswith('lanes:bus') or k.startswith('busway') for k in t))
    conds = {f['tags'].get('lanes:bus:conditional') for f in ws}
    if conds != {'1 @ (Mo-Sa 07:30-23:00)'}:
        fr.append(f'bus lane conditions {conds}')
    return ws, 'Mo-Sa 07:30-23:00'


@Q('hours', 'Singapore', "Singapore: if I drive along the road with the bus lane on a sunday around 10 in the morning, "
   "is the bus lane in force then?")
def h_buslane_sunday(fr):
    ws, rule = bus_lane_rule(fr)
    v = open_verdict(rule, 'Su', 10 * 60, fr, 'bus lane')
    return ('!yes | !in force' if v else '!no | !not in force'), 'one', dict(ways=len(ws), rule=rule, in_force=v)


@Q('hours', 'Singapore', "Singapore data: over a whole week, for how many hours is the bus lane actually reserved "
   "for buses?")
def h_buslane_week(fr):
    ws, rule = bus_lane_rule(fr)
    week = parse_hours(rule)
    mins = sum((b - a) % 1440 or 1440 for d in DAYS for a, b in week[d])
    h = mins / 60
    if h != int(h):
        fr.append(f'{h} hours is not whole')
    return f'!{int(h)}', 'one', dict(rule=rule, hours=h)


@Q('hours', 'Singapore', "singapore extract - what are the opening hours of the DBS cash machines?")
def h_dbs_trap(fr):
    atms = S().find(lambda t: t.get('brand') == 'DBS' or 'DBS' in t.get('operator', '') or 'DBS' in t.get('name', ''))
    if len(atms) != 2 or any(f['tags'].get('amenity') != 'atm' for f in atms):
        fr.append(f'DBS features {[fid(f) for f in atms]}')
    for f in atms:
        tag_absent(f, (), fr, prefixes=TRAP_HOURS_PREFIX)
    return NOT_TAGGED, 'one', dict(atms=[fid(f) for f in atms])


def curb_rule(fr):
    """the only time interval on a parking condition in the Baltimore data: one street, one value"""
    ws = B().find(lambda t: any(k.startswith('parking') and ('time' in k or 'conditional' in k) for k in t))
    vals = {v for f in ws for k, v in f['tags'].items() if k.startswith('parking') and ('time' in k or 'conditional' in k)}
    names = {f['tags'].get('name') for f in ws}
    if vals != {'00:00-24:00; Mo-Fr 07:00-09:00 off'} or len(names) != 1:
        fr.append(f'curb rules {vals} on {names}')
    rule = sorted(vals)[0]
    # "00:00-24:00; Mo-Fr 07:00-09:00 off": parking all day, except the named days' window
    m = re.fullmatch(r'00:00-24:00; ([A-Za-z,\-]+) (\d\d:\d\d)-(\d\d:\d\d) off', rule)
    if not m:
        fr.append(f'unreadable curb rule {rule}')
        return ws, rule, {}
    days, a, b = _days(m.group(1)), _hm(m.group(2)), _hm(m.group(3))
    allowed = {d: ([(0, a), (b, 1440)] if d in days else [(0, 1440)]) for d in DAYS}
    return ws, rule, allowed


@Q('hours', 'Baltimore', "there's a street in the Baltimore data where curbside parking is banned on weekday mornings. "
   "between what times does the ban run?")
def h_curb_window(fr):
    ws, rule, allowed = curb_rule(fr)
    banned = {d: allowed[d] for d in DAYS if allowed[d] != [(0, 1440)]}
    if list(banned) != ['Mo', 'Tu', 'We', 'Th', 'Fr'] or {tuple(v) for v in banned.values()} != {((0, 420), (540, 1440))}:
        fr.append(f'ban {banned}')
    return '!7:00 | !7 am | !7am | !07:00 | !7 a.m; !9:00 | !9 am | !9am | !09:00 | !9 a.m', 'one', \
        dict(ways=len(ws), rule=rule)


@Q('hours', 'Baltimore', "In Baltimore, on the street where you can't park at the curb on weekday mornings: could I "
   "leave my car there at 8 am on a Saturday?")
def h_curb_saturday(fr):
    ws, rule, allowed = curb_rule(fr)
    ok = {any(a <= 8 * 60 + dm < b for a, b in allowed['Sa']) for dm in range(-15, 16)}
    if len(ok) != 1:
        fr.append('unstable')
    v = ok.pop()
    return ('!yes' if v else '!no'), 'one', dict(rule=rule, allowed_saturday=allowed['Sa'])


@Q('hours', 'Baltimore', "anything in the baltimore data that's open round the clock? how many such places are there")
def h_balt_247(fr):
    fs = B().find(lambda t: any(k.startswith('opening_hours') and v.replace(' ', '') in ('24/7', '00:00-24:00', 'Mo-Su00:00-24:00')
                                for k, v in t.items()))
    count_check(fs, fr, '24/7 places')
    return f'#{len(fs)}', 'one', dict(places=[fid(f) for f in fs])


@Q('hours', 'Baltimore', "is the T-Mobile in Baltimore open on sunday afternoons?")
def h_tmobile_trap(fr):
    f = one_named('Baltimore', 'T-Mobile', fr)
    tag_absent(f, (), fr, prefixes=TRAP_HOURS_PREFIX)
    return NOT_TAGGED, 'one', dict(place=fid(f), keys=sorted(f['tags']))


@Q('hours', 'Baltimore', "What time is the last pickup at the FedEx drop box in Baltimore?")
def h_fedex_trap(fr):
    f = one_named('Baltimore', 'FedEx', fr)
    tag_absent(f, (), fr, prefixes=TRAP_HOURS_PREFIX)
    return NOT_TAGGED, 'one', dict(place=fid(f), keys=sorted(f['tags']))


@Q('hours', 'Baltimore', "Eastern Car Wash - what time do they open on saturdays?")
def h_carwash_trap(fr):
    f = one_named('Baltimore', 'Eastern Car Wash', fr)
    tag_absent(f, (), fr, prefixes=TRAP_HOURS_PREFIX)
    return NOT_TAGGED, 'one', dict(place=fid(f), keys=sorted(f['tags']))


@Q('hours', 'Baltimore', "the mailbox closest to the FedEx drop box (not the FedEx box itself) - when does the mail get "
   "picked up there?")
def h_mailbox(fr):
    fx = one_named('Baltimore', 'FedEx', fr)
    boxes = [f for f in B().find(lambda t: t.get('amenity') == 'post_box') if fid(f) != fid(fx)]
    best, ds = nearest(boxes, fx['g'], fr, 'mailbox nearest the FedEx box')
    ct = best['tags'].get('collection_times')
    if ct != '3:30PM' or any(k in best['tags'] for k in ('collection_time', 'opening_hours')):
        fr.append(f'collection {ct}')
    return '!3:30 | !15:30', 'one', dict(box=fid(best), d=[round(d) for d, _ in ds[:2]], collection=ct)


# ================================================================ arithmetic
@Q('arithmetic', 'Heidelberg', "the 340 space underground car park in heidelberg: if you take away the women's spaces "
   "and the disabled spaces, how many regular spots are left?")
def x_regular_spaces(fr):
    f = big_garage(fr)
    t = f['tags']
    try:
        cap, w, d = int(t['capacity']), int(t['capacity:women']), int(t['capacity:disabled'])
    except (KeyError, ValueError):
        fr.append('capacities not whole numbers')
        return '#0', 'one', {}
    extra = [k for k in t if k.startswith('capacity:') and k not in ('capacity:women', 'capacity:disabled')]
    if extra:
        fr.append(f'other capacities {extra}')
    return f'#{cap - w - d}', 'one', dict(capacity=cap, women=w, disabled=d)


@Q('arithmetic', 'Heidelberg', "In the Heidelberg data one of the ferries takes a different time depending on which "
   "way you cross. what are the two crossing times, and how much slower is the slow direction?")
def x_ferry(fr):
    fs = H().find(lambda t: t.get('route') == 'ferry')
    two = [f for f in fs if 'duration:forward' in f['tags'] or 'duration:backward' in f['tags']]
    if len(two) != 1:
        fr.append(f'{len(two)} ferries with directional durations')
    t = two[0]['tags']

    def mins(v):
        m = re.fullmatch(r'PT(\d+)M', v or '')
        if not m:
            fr.append(f'duration {v}')
            return 0
        return int(m.group(1))
    a, b = mins(t.get('duration:forward')), mins(t.get('duration:backward'))
    slow, fast = max(a, b), min(a, b)
    if slow - fast != fast:
        fr.append('the difference differs from the short time: add an item')
    word = {3: 'three', 6: 'six'}
    return (f'!{slow} min | !{slow} minutes | !{word.get(slow, slow)} minutes; '
            f'!{fast} min | !{fast} minutes | !{word.get(fast, fast)} minutes'), 'one', \
        dict(ferry=fid(two[0]), forward=a, backward=b, difference=slow - fast)


@Q('arithmetic', 'Heidelberg', "roughly how big is the footprint of the Afrania fraternity house in heidelberg, in "
   "squre metres?")
def x_afrania_area(fr):
    f = afrania(fr)
    if not f['g'].geom_type.endswith('Polygon'):
        fr.append('not a polygon')
    parts = [g for g in H().find(lambda t: 'building:part' in t) if g['g'].within(f['g'].buffer(1e-6))]
    if parts:
        fr.append('building parts inside')
    a = area(f['g'])
    return f'~{a:.0f} m2', 'one', dict(anchor=fid(f), area=round(a, 1))


@Q('arithmetic', 'Heidelberg', "is the Palais Boisserée in Heidelberg bigger than the old Jesuit college building "
   "(Ehemaliges Jesuitenkolleg), going by footprint? and what's the difference in square metres")
def x_footprints(fr):
    a, b = boisseree(fr), jesuit(fr)
    A, Bq = area(a['g']), area(b['g'])
    if not max(A, Bq) > 1.15 * min(A, Bq):
        fr.append('areas within 15 %')
    return f'{"!yes" if A > Bq else "!no"}; ~{abs(A - Bq):.0f} m2', 'one', \
        dict(boisseree=round(A), jesuitenkolleg=round(Bq))


@Q('arithmetic', 'Heidelberg', "Heidelberg: in a straight line, no streets, how far apart are the 340-space "
   "underground car park and the Ehemaliges Jesuitenkolleg?")
def x_garage_jesuit(fr):
    a, b = big_garage(fr), jesuit(fr)
    d = dist(a['g'], b['g'])
    dc = pdist(rep_point(a['g']), rep_point(b['g']))
    if abs(dc - d) > max(0.05 * d, 15):
        fr.append(f'centroid reading {dc:.0f} vs {d:.0f}')
    return f'~{d:.0f} m', 'one', dict(nearest_points=round(d), centroids=round(dc))


def s_count(pred, what, fr):
    fs = S().find(pred)
    count_check(fs, fr, what)
    return fs


@Q('arithmetic', 'Singapore', "cafes plus bars in the Singapore data: what's the total, and what's each count on its "
   "own?")
def x_sg_cafes_bars(fr):
    c = s_count(lambda t: t.get('amenity') == 'cafe', 'cafes', fr)
    b = s_count(lambda t: t.get('amenity') == 'bar', 'bars', fr)
    pubs = S().find(lambda t: t.get('amenity') in ('pub', 'biergarten'))
    if pubs:
        fr.append('pubs exist (a looser reading of bars)')
    coffee = S().find(lambda t: t.get('amenity') != 'cafe' and any(w in t.get('cuisine', '') for w in ('coffee', 'cafe')))
    if coffee:
        fr.append('coffee-shop cuisines outside amenity=cafe (a looser reading of cafes)')
    for x in c:
        for y in b:
            if possibly_one(x, y):
                fr.append(f'{fid(x)} / {fid(y)} may be one place')
    return f'#{len(c) + len(b)}; #{len(c)}; #{len(b)}', 'one', dict(cafes=len(c), bars=len(b))


@Q('arithmetic', 'Singapore', "About how many metres of bus lane are mapped in the Singapore data?")
def x_buslane_len(fr):
    ws, rule = bus_lane_rule(fr)
    for a, b in itertools.combinations(ws, 2):
        if a['g'].intersection(b['g']).length > 0:
            fr.append(f'{fid(a)} and {fid(b)} overlap')
    if any(f['tags'].get('lanes:bus') != '1' for f in ws):
        fr.append('a way with more than one bus lane')
    L = sum(length(f['g']) for f in ws)
    return f'~{L:.0f} m', 'one', dict(ways=len(ws), length=round(L))


@Q('arithmetic', 'Singapore', "Singapore data: what's the gap between the number of restaurants and the number of "
   "cafes? tell me both counts and which side is bigger")
def x_sg_rest_cafes(fr):
    r = s_count(lambda t: t.get('amenity') == 'restaurant', 'restaurants', fr)
    c = s_count(lambda t: t.get('amenity') == 'cafe', 'cafes', fr)
    if S().find(lambda t: t.get('amenity') != 'cafe' and any(w in t.get('cuisine', '') for w in ('coffee', 'cafe'))):
        fr.append('coffee-shop cuisines outside amenity=cafe (a looser reading of cafes)')
    d = len(r) - len(c)
    if not abs(d) > 0.1 * max(len(r), len(c)) or abs(d) in (len(r), len(c)):
        fr.append('difference too close')
    win = '!restaurants | !restaurant' if d > 0 else '!cafes | !cafe'
    return f'{win}; #{abs(d)}; #{len(r)}; #{len(c)}', 'one', dict(restaurants=len(r), cafes=len(c))


@Q('arithmetic', 'Baltimore', "which is bigger, the Maryland State Penitentiary grounds or the Naval Reserve Center, "
   "and by roughly how many square metres?")
def x_pen_naval(fr):
    a = one_named('Baltimore', 'Maryland State Penitentiary', fr)
    b = one_named('Baltimore', 'Naval Reserve Center', fr)
    A, Bq = area(a['g']), area(b['g'])
    if not max(A, Bq) > 1.15 * min(A, Bq):
        fr.append('areas within 15 %')
    win = 'Maryland State Penitentiary | !Penitentiary' if A > Bq else 'Naval Reserve Center'
    return f'{win}; ~{abs(A - Bq):.0f} m2', 'one', dict(penitentiary=round(A), naval=round(Bq))


def taxi_route(short, fr):
    """a water taxi route named in short: inside exactly one distinct feature name of the three extracts"""
    MENTIONS.append(short)
    ns = [n for n in all_names() if inside(short, n)]
    if len(ns) != 1 or not ns[0].startswith('Baltimore Water Taxi: '):
        fr.append(f'{short!r} inside {ns}')
    return ns[0]


@Q('arithmetic', 'Baltimore', "how much longer is the Blue Route of the Baltimore water taxi than the Red Route, going "
   "by the lines on the map? and how long is each")
def x_water_taxi(fr):
    bl = named('Baltimore', taxi_route('Blue Route', fr), fr)
    rd = named('Baltimore', taxi_route('Red Route', fr), fr)
    for fs in (bl, rd):
        for a, b in itertools.combinations(fs, 2):
            if a['g'].intersection(b['g']).length > 0:
                fr.append('overlapping ways')
    Lb, Lr = sum(length(f['g']) for f in bl), sum(length(f['g']) for f in rd)
    if not Lb > 1.15 * Lr:
        fr.append('lengths within 15 %')
    return f'~{Lb - Lr:.0f} m; ~{Lb:.0f} m; ~{Lr:.0f} m', 'one', dict(blue=round(Lb), red=round(Lr), ways=(len(bl), len(rd)))


@Q('arithmetic', 'Baltimore', "How many more floors does P.U.R.E Integrated Health have than Central Service and "
   "Repair?")
def x_floors_trap(fr):
    a = one_named('Baltimore', 'P.U.R.E Integrated Health', fr)
    b = one_named('Baltimore', 'Central Service and Repair', fr)
    if a['tags'].get('building:levels') != '3':
        fr.append('P.U.R.E levels changed')
    tag_absent(b, ('building:levels', 'levels', 'height', 'est_height', 'building:height', 'roof:levels',
                   'min_height', 'building:min_level', 'ele'), fr)
    parts = [p for p in B().find(lambda t: 'building:part' in t or 'building:levels' in t)
             if fid(p) != fid(b) and p['g'].intersects(b['g']) and p['g'].intersection(b['g']).area > 0]
    if parts:
        fr.append(f'overlapping buildings {[fid(p) for p in parts]}')
    return NOT_TAGGED, 'one', dict(a_levels=a['tags'].get('building:levels'), b_keys=sorted(b['tags']))


@Q('arithmetic', 'Baltimore', "straight-line distance, ignoring roads: Rebate Realty USA to The Big Easy Cabaret and "
   "from there to T-Mobile. what does that add up to?")
def x_two_legs(fr):
    a = one_named('Baltimore', 'Rebate Realty USA', fr)
    b = one_named('Baltimore', 'The Big Easy Cabaret', fr)
    c = one_named('Baltimore', 'T-Mobile', fr)
    l1, l2 = dist(a['g'], b['g']), dist(b['g'], c['g'])
    c1 = pdist(rep_point(a['g']), rep_point(b['g'])) + pdist(rep_point(b['g']), rep_point(c['g']))
    if min(l1, l2) < 100:
        fr.append('a leg under 100 m')
    if abs(c1 - (l1 + l2)) > max(0.05 * (l1 + l2), 15):
        fr.append('centroid reading differs')
    return f'~{l1 + l2:.0f} m', 'one', dict(leg1=round(l1), leg2=round(l2), centroid_total=round(c1))


# ================================================================ routes
def route_q(townname, mode, g1, g2, fr, time=False):
    L, figs, _ = route(town(townname), mode, g1, g2, fr)
    return f'~{L:.0f} m ±10%' + (f'; {TIME_ITEMS}' if time else ''), 'one', figs


@Q('route', 'Heidelberg', "walking from the Palais Boisserée to the Ehemaliges Jesuitenkolleg in Heidelberg - how far "
   "is that on foot?")
def r_boisseree_jesuit(fr):
    return route_q('Heidelberg', 'foot', boisseree(fr)['g'], jesuit(fr)['g'], fr)


@Q('route', 'Heidelberg', "how long does it take to walk from the old jesuit college (Ehemaliges Jesuitenkolleg) up to "
   "the Afrania fraternity house in heidelberg?")
def r_jesuit_afrania(fr):
    return route_q('Heidelberg', 'foot', jesuit(fr)['g'], afrania(fr)['g'], fr, time=True)


@Q('route', 'Heidelberg', "Palais Boisserée to the Afrania house in Heidelberg: can I walk that in 5 minutes?")
def r_boisseree_afrania(fr):
    L, figs, Ls = route(H(), 'foot', boisseree(fr)['g'], afrania(fr)['g'], fr)
    v = walk_verdict([L] + Ls, 5, fr)
    return f'{v}; ~{L:.0f} m ±10%', 'one', figs


@Q('route', 'Heidelberg', "I'm at the Palais Boisserée in heidelberg, where's the closest florist from there?")
def r_florist_trap(fr):
    f = boisseree(fr)
    # a florist by tag, or by a word of a name / brand / operator / description (the fountain called "Flower" is none)
    stems = ('florist', 'flowers', 'floral', 'blumen', 'fleur', 'gartencenter', 'gärtnerei')
    absent(H().feats, lambda t: t.get('shop') in ('florist', 'garden_centre') or
           any(w.startswith(fold(s)) for k in ('name', 'brand', 'operator', 'description', 'shop', 'craft')
               for w in words(t.get(k, '')) for s in stems), fr, 'a florist')
    return NOT_IN_DATA + ' | !no florist | !none', 'one', dict(anchor=fid(f))


def bp(m, fr):
    return one_named('Baltimore', m, fr)


@Q('route', 'Baltimore', "driving from Monumental Supply Company to U-Haul, how far is it by road?")
def r_monumental_uhaul(fr):
    return route_q('Baltimore', 'car', bp('Monumental Supply Company', fr)['g'], bp('U-Haul', fr)['g'], fr)


@Q('route', 'Baltimore', "How long a drive is it from Truck Wash over to Gold Club, roughly?")
def r_truckwash_gold(fr):
    return route_q('Baltimore', 'car', bp('Truck Wash', fr)['g'], bp('Gold Club', fr)['g'], fr, time=True)


@Q('route', 'Baltimore', "errands by car tomorrow: starting at Firestone Complete Auto Care I need to hit Eastern Car "
   "Wash, the Dundalk Avenue Branch Enoch Pratt Free Library and Our Lady of Fatima School, and I'll call it a day at "
   "the last stop. which order keeps the driving shortest, and how far is it in total?")
def r_tour(fr):
    st = bp('Firestone Complete Auto Care', fr)
    stops = [bp(m, fr) for m in ('Eastern Car Wash', 'Dundalk Avenue Branch Enoch Pratt Free Library',
                                 'Our Lady of Fatima School')]
    best, nxt, D = tour(B(), 'car', st, stops, False, fr)
    short = {0: 'Eastern Car Wash', 1: 'Dundalk Avenue Branch | !Dundalk Avenue', 2: 'Our Lady of Fatima'}
    items = '; '.join(short[i - 1] for i in best[1])
    return f'{items}; ~{best[0]:.0f} m ±10%', 'one', dict(best=[round(best[0]), best[1]], next=[round(nxt[0]), nxt[1]])


@Q('route', 'Baltimore', "cycling from Vince's to Central Service and Repair - what distance am I riding?")
def r_vinces_central(fr):
    return route_q('Baltimore', 'bike', bp("Vince's", fr)['g'], bp('Central Service and Repair', fr)['g'], fr)


@Q('route', 'Baltimore', "how many minutes by bike from Eastern Car Wash to Patient First?")
def r_carwash_patient(fr):
    return route_q('Baltimore', 'bike', bp('Eastern Car Wash', fr)['g'], bp('Patient First', fr)['g'], fr, time=True)


@Q('route', 'Baltimore', "walking route from Sought Out Redeemed Christian School to the Maryland Public Health "
   "Laboratory - how many metres?")
def r_soughtout_lab(fr):
    return route_q('Baltimore', 'foot', bp('Sought Out Redeemed Christian School', fr)['g'],
                   bp('Maryland Public Health Laboratory', fr)['g'], fr)


@Q('route', 'Baltimore', "Redeeming Love Baptist Church to Luther Craven Mitchell Primary School on foot, is that "
   "under 10 minutes?")
def r_redeeming_luther(fr):
    L, figs, Ls = route(B(), 'foot', bp('Redeeming Love Baptist Church', fr)['g'],
                        bp('Luther Craven Mitchell Primary School', fr)['g'], fr)
    v = walk_verdict([L] + Ls, 10, fr)
    return f'{v}; ~{L:.0f} m ±10%', 'one', figs


@Q('route', 'Baltimore', "im at Central Pavilion and want to walk to T-Mobile. how many minutes will that take me?")
def r_pavilion_tmobile(fr):
    return route_q('Baltimore', 'foot', bp('Central Pavilion', fr)['g'], bp('T-Mobile', fr)['g'], fr, time=True)


# ================================================================ aggregates
@Q('aggregate', 'Heidelberg', "happy hour hunting in heidelberg tonight - how many places have one, going by the map?")
def g_happy(fr):
    fs = H().find(lambda t: t.get('happy_hour') == 'yes')
    other = {f['tags'].get('happy_hour') for f in H().find(lambda t: 'happy_hour' in t)} - {'yes', 'no'}
    if other:
        fr.append(f'other happy_hour values {other}')
    count_check(fs, fr, 'happy hour places')
    return f'#{len(fs)}', 'one', dict(places=len(fs))


@Q('aggregate', 'Heidelberg', "where can I get Club-Mate in Heidelberg? just tell me how many places on the map have it")
def g_mate(fr):
    fs = H().find(lambda t: t.get('drink:club-mate') in ('yes', 'served', 'retail'))
    other = H().find(lambda t: 'drink:club-mate' in t and t['drink:club-mate'] not in ('yes', 'served', 'retail'))
    named_ = H().find(lambda t: 'mate' in words(t.get('name', '')) or 'club-mate' in fold(t.get('description', '')))
    if other or named_:
        fr.append('other Club-Mate readings')
    count_check(fs, fr, 'Club-Mate places')
    return f'#{len(fs)}', 'one', dict(places=len(fs))


@Q('aggregate', 'Heidelberg', "In the Heidelberg data, how many bike parking spaces are under a roof, adding them all up?")
def g_covered_bikes(fr):
    fs = H().find(lambda t: t.get('amenity') == 'bicycle_parking' and t.get('covered') == 'yes')
    if any(not f['tags'].get('capacity', '').isdigit() for f in fs):
        fr.append('a covered rack without a capacity')
    count_check(fs, fr, 'covered racks')
    loose = H().find(lambda t: t.get('amenity') == 'bicycle_parking' and t.get('bicycle_parking') in ('shed', 'building', 'lockers'))
    if loose:
        fr.append('sheds or lockers exist (a looser reading)')
    return f'#{sum(int(f["tags"]["capacity"]) for f in fs)}', 'one', \
        dict(racks=[(fid(f), f['tags']['capacity']) for f in fs])


@Q('aggregate', 'Heidelberg', "got a bag of old clothes to get rid of. how many clothing recycling containers does the heidelberg map show?")
def g_clothes(fr):
    fs = H().find(lambda t: t.get('recycling:clothes') == 'yes' or t.get('recycling:shoes') == 'yes')
    if any(f['tags'].get('amenity') != 'recycling' for f in fs):
        fr.append('a clothes container that is not amenity=recycling')
    count_check(fs, fr, 'clothes containers')
    return f'#{len(fs)}', 'one', dict(containers=[fid(f) for f in fs])


@Q('aggregate', 'Heidelberg', "car sharing in Heidelberg - how many stations are mapped?")
def g_carsharing(fr):
    fs = H().find(lambda t: t.get('amenity') == 'car_sharing')
    loose = H().find(lambda t: t.get('amenity') != 'car_sharing' and ('stadtmobil' in fold(t.get('operator', '')) or
                                                                       'car_sharing' in t.get('parking', '')))
    if loose:
        fr.append('other car sharing readings')
    count_check(fs, fr, 'car sharing')
    return f'#{len(fs)}', 'one', dict(stations=len(fs))


@Q('aggregate', 'Singapore', "Singapore extract: how many of the public toilets are marked as wheelchair accessible?")
def g_wc_toilets(fr):
    fs = s_count(lambda t: t.get('amenity') == 'toilets', 'toilets', fr)
    yes = [f for f in fs if f['tags'].get('wheelchair') == 'yes' or f['tags'].get('toilets:wheelchair') == 'yes']
    odd = [f['tags'].get('wheelchair') for f in fs if f['tags'].get('wheelchair') not in (None, 'yes', 'no')]
    if odd:
        fr.append(f'other wheelchair values {odd}')
    return f'#{len(yes)}', 'one', dict(toilets=len(fs), wheelchair_yes=len(yes))


@Q('aggregate', 'Singapore', "is there a postoffice anywhere in the singapore data? i need to mail a parcel to my mum")
def g_postoffice_trap(fr):
    ws = ('post office', 'singpost', 'postal', 'post_office', 'parcel', 'courier', 'fedex', 'dhl', 'ups')
    absent(S().feats, lambda t: t.get('amenity') in ('post_office', 'post_box', 'post_depot', 'parcel_locker') or
           t.get('shop') in ('courier', 'post_office') or
           any(w in fold(t.get(k, '')) for k in ('name', 'brand', 'operator', 'description', 'amenity', 'shop')
               for w in ws), fr, 'a post office')
    return NOT_IN_DATA + ' | !no post office | !none', 'one', {}


@Q('aggregate', 'Singapore', "In the Singapore extract, at how many crossings do you have to press a button to get across?")
def g_buttons(fr):
    fs = s_count(lambda t: t.get('button_operated') == 'yes', 'push-button crossings', fr)
    if any(f['tags'].get('highway') != 'crossing' for f in fs):
        fr.append('a push button that is not a crossing')
    return f'#{len(fs)}', 'one', dict(crossings=[fid(f) for f in fs])


@Q('aggregate', 'Baltimore', "Baltimore: which streets have residents-only parking?")
def g_residents(fr):
    ws = B().find(lambda t: any(k.startswith('parking:') and v == 'residents' for k, v in t.items()))
    names = sorted({f['tags'].get('name') for f in ws}, key=str)
    if None in names:
        fr.append('an unnamed way')
    loose = B().find(lambda t: any(k.startswith('parking:') and v in ('permit', 'residents_only', 'private')
                                   for k, v in t.items()) or any(k.startswith('parking:') and k.endswith(':residents')
                                                                 for k in t))
    if loose:
        fr.append('other residents readings')
    for n in names:
        if n and older_overlap(n):
            fr.append(f'{n} overlaps an older name')
    return '; '.join(names), 'list', dict(ways=len(ws), streets=names)


@Q('aggregate', 'Baltimore', "Baltimore's water taxi: how many different routes does the map have?")
def g_watertaxi(fr):
    fs = B().find(lambda t: t.get('route') == 'ferry')
    names = {f['tags'].get('name') for f in fs}
    if None in names or any(not n.startswith('Baltimore Water Taxi: ') for n in names):
        fr.append(f'other ferry names {names}')
    return f'#{len(names)}', 'one', dict(routes=sorted(names))


@Q('aggregate', 'Baltimore', "any buddhist temples in the baltimore data?")
def g_buddhist_trap(fr):
    absent(B().feats, lambda t: t.get('religion') == 'buddhist' or t.get('denomination') in ('buddhist', 'zen', 'theravada', 'mahayana') or
           any(w in fold(v) for v in t.values() for w in ('buddh', 'vihara', 'dharma', 'sangha', 'zen center', 'meditation')),
           fr, 'a buddhist place')
    return NOT_IN_DATA + ' | #0 | !none | !no buddhist', 'one', {}


@Q('aggregate', 'Baltimore', "gas stations in the Baltimore data, what's the total?")
def g_fuel(fr):
    fs = B().find(lambda t: t.get('amenity') == 'fuel')
    loose = B().find(lambda t: t.get('amenity') != 'fuel' and (t.get('shop') == 'fuel' or 'fuel' in t.get('building', '')
                                                                or 'gas station' in fold(t.get('name', ''))))
    if loose:
        fr.append(f'other fuel readings {[fid(f) for f in loose]}')
    count_check(fs, fr, 'fuel stations')
    return f'#{len(fs)}', 'one', dict(stations=len(fs))
# ================================================================ build, check, write
# names looked up only to build a longer one the question does write ("Blue Route" -> the full route name)
NESTED_MENTIONS = {'Baltimore Water Taxi: Blue Route', 'Baltimore Water Taxi: Red Route'}
FILES_OUT = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
TOWN_MIN = {'Heidelberg': 20, 'Singapore': 10}
HEADER = ('# val27-{kind}.tsv - "beyond" validation set 27 (held out; written before the code it measures is run on it). '
          'Golds by gold_val27.py from the osm-fresh extracts. Map data (c) OpenStreetMap contributors, ODbL 1.0.\n'
          '# question<TAB>gold<TAB>kind (one: every item required; list: any item for lenient, all for strict)\n')
ITEM = re.compile(r'(#\d+|~\d+ m( ±10%)?|~\d+ m2|![^|;!#~]+|[^|;!#~ ][^|;!#~]*)')


def gold_syntax_ok(g):
    for item in g.split('; '):
        for alt in item.split(' | '):
            if not ITEM.fullmatch(alt) or alt != alt.strip():
                return False
    return True


def build():
    out, fragile = [], []
    for kind, townname, text, fn in QUESTIONS:
        fr = []
        del MENTIONS[:]
        gold, lk, figs = fn(fr)
        for mn in MENTIONS:
            if fold(mn) not in fold(text) and mn not in NESTED_MENTIONS:
                fr.append(f'{mn!r} is not written in the question')
        ov = [o for o in OLDER_SETS + LEFT_OUT if inside(o, text)]
        if ov:
            fr.append(f'older names in the question text: {ov[:5]}')
        for item in gold.split('; '):
            for alt in item.split(' | '):
                units = {'min', 'minute', 'minutes', 'am', 'a', 'm', 'cm', 'three', 'six', 'hour', 'hours'}
                if not alt.startswith(('#', '~')) and not all(w.isdigit() or w in units for w in words(alt)):
                    ov = [o for o in OLDER_SETS + LEFT_OUT if inside(o, alt.lstrip('!'))]
                    if ov:
                        fr.append(f'older name in a gold item {alt!r}: {ov[:3]}')
        if not gold_syntax_ok(gold):
            fr.append(f'gold syntax: {gold}')
        if '\t' in text or '\n' in text or '\t' in gold:
            fr.append('tab or newline')
        out.append(dict(kind=kind, town=townname, q=text, gold=gold, lk=lk, figs=figs, fragile=fr))
        if fr:
            fragile.append((kind, text, fr))
    per = collections.Counter(r['kind'] for r in out)
    towns = collections.Counter(r['town'] for r in out)
    traps = sum(1 for r in out if r['gold'].startswith(NOT_IN_DATA))
    glob = []
    if any(per[k] != 12 for k in FILES_OUT) or len(out) != 60:
        glob.append(f'per kind {dict(per)}')
    if any(towns[t] < n for t, n in TOWN_MIN.items()):
        glob.append(f'towns {dict(towns)}')
    if traps < 7:
        glob.append(f'{traps} traps')
    if len({fold(r['q']) for r in out}) != len(out):
        glob.append('duplicate question')
    return out, fragile, glob, dict(per=dict(per), towns=dict(towns), traps=traps)


def tsv_lines(out, kind):
    lines = HEADER.format(kind=kind).splitlines(keepends=True)
    for r in out:
        if r['kind'] == kind:
            lines.append(f"{r['q']}\t{r['gold']}\t{r['lk']}\n")
    return lines


def main(argv):
    out, fragile, glob, summary = build()
    bad = bool(fragile or glob)
    for kind, text, fr in fragile:
        print(f'FRAGILE [{kind}] {text}\n    ' + '\n    '.join(fr))
    for g in glob:
        print('FRAGILE (set):', g)
    if '--write' in argv:
        if bad:
            print('refused: fragile golds, nothing written')
            return 1
        for kind in FILES_OUT:
            (HERE / f'val27-{kind}.tsv').write_text(''.join(tsv_lines(out, kind)), encoding='utf-8')
        print('wrote', ', '.join(f'val27-{k}.tsv' for k in FILES_OUT), summary)
        return 0
    if '--check' in argv:
        diff = False
        for kind in FILES_OUT:
            p = HERE / f'val27-{kind}.tsv'
            want = tsv_lines(out, kind)
            have = p.read_text(encoding='utf-8').splitlines(keepends=True) if p.exists() else []
            for i in range(max(len(want), len(have))):
                w = want[i] if i < len(want) else '<missing>\n'
                h = have[i] if i < len(have) else '<missing>\n'
                if w != h:
                    diff = True
                    print(f'DIFF {p.name}:{i + 1}\n    file: {h.rstrip()}\n    gold: {w.rstrip()}')
            for r in out:
                if r['kind'] == kind and r['fragile']:
                    ln = want.index(f"{r['q']}\t{r['gold']}\t{r['lk']}\n") + 1
                    print(f'FRAGILE {p.name}:{ln}')
        print('check:', 'FAILED' if (diff or bad) else 'ok', summary)
        return 1 if (diff or bad) else 0
    for r in out:
        print(f"[{r['kind']}] ({r['town']}) {r['q']}\n    gold ({r['lk']}): {r['gold']}\n    figures: {r['figs']}")
        for f in r['fragile']:
            print('    FRAGILE:', f)
    print(summary)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
