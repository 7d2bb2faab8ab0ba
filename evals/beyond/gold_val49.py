#!/usr/bin/env python3
"""Golds of the "beyond" validation set 49 (held out; see README-val49.md).

Recomputes every gold of val49-attribute / hours / arithmetic / route / aggregate.tsv from the raw OSM tags and
geometries of the three osm-fresh extracts (osmium, shapely, pyproj, networkx, numpy only).

    python -B gold_val49.py            # print question, town, kind, gold and figures
    python -B gold_val49.py --check    # compare with the TSVs; exit 1 naming file and line on a difference or a fragile gold
    python -B gold_val49.py --write    # rewrite the five TSVs (refused while a gold is fragile)

The data folder is Path(__file__).resolve().parents[3]/shared/data/osm-fresh, or GEOREACT_FRESH_DIR.
Map data (c) OpenStreetMap contributors, ODbL 1.0.

Lines after this docstring up to the "val49 set" banner are gold_val48.py's lines 11-1044 and 1514-1522, copied
unchanged: the inlined OLDER_SETS / LEFT_OUT name lists of every older set up to val48's (the range also carries
gold_val46's core code, which only defines names and is not called here). Every gold below is computed by the
functions written for this set (names ending in 49).
"""
# ================================================================ older places
# gold_val44.py lines 16-666, copied unchanged (its inlined OLDER_SETS / LEFT_OUT literals, which hold every set up to val44's)
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
# ============================================================ val45 additions
# val45: the places README-val44.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and its dropped candidates that are feature names
VAL45_ADD = ['Harmony Court', 'South Bradford Street', 'Leahy Street', '5 1/2 Street', 'South Eden Street',
             'Stevenson Street', 'Webb Court', 'South Janney Street', 'Canary Court', 'Carbore Way', 'Milliman Street',
             'Neuter Avenue', 'Dane Street', 'Hooper Alley', 'Arnold Court', 'Winterling Court', 'North Dundalk Avenue',
             'Ferore Way', 'Alumore Way', 'Duke Alley', 'Wirton Street', 'South Kenwood Avenue', 'South Port Street',
             'Poncabird Pass', 'Youngstown Avenue', 'Folcroft Street']
# values and short mentions README-val44 uses (anchors' values, gold items)
LEFT_OUT_VAL45_ADD = ['21224', '21231', '69117']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL45_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL45_ADD))
# ================================================================ core (val46)
import os, re, sys, math, argparse, itertools, collections
from pathlib import Path
import numpy as np
import osmium, shapely, shapely.wkb
from shapely.geometry import Point, LineString
from pyproj import Geod, Transformer
import networkx as nx
GEOD = Geod(ellps='WGS84')
FILES = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Singapore': 'singapore-bayfront-2019.osm.pbf',
         'Baltimore': 'baltimore-2015.osm.pbf'}
TOWNS = list(FILES)

class Fragile(Exception):
    pass

def need(cond, msg):
    if not cond:
        raise Fragile(msg)

class _H(osmium.SimpleHandler):
    def __init__(self):
        super().__init__(); self.nodes = []; self.ways = []; self.areas = []; self.wkb = osmium.geom.WKBFactory()
    def node(self, n):
        if len(n.tags):
            self.nodes.append((n.id, dict(n.tags), n.location.lon, n.location.lat))
    def way(self, w):
        try:
            coords = [(nd.lon, nd.lat) for nd in w.nodes]
        except osmium.InvalidLocationError:
            return
        self.ways.append((w.id, dict(w.tags), coords, [nd.ref for nd in w.nodes]))
    def area(self, a):
        try:
            g = shapely.wkb.loads(self.wkb.create_multipolygon(a), hex=True)
        except Exception:
            return
        self.areas.append((a.from_way(), a.orig_id(), dict(a.tags), g))

def load(datadir):
    out = {}
    for town, fn in FILES.items():
        h = _H(); h.apply_file(os.path.join(datadir, fn), locations=True)
        feats = []
        wayarea = {oid: g for fw, oid, t, g in h.areas if fw}
        for i, t, x, y in h.nodes:
            feats.append(dict(town=town, type='node', id=i, tags=t, geom=Point(x, y)))
        ways = []
        for i, t, c, refs in h.ways:
            if not t or len(c) < 2:
                continue
            ways.append((i, t, c, refs))
            hw = 'highway' in t and t.get('area') != 'yes'
            if i in wayarea and not hw:
                g = wayarea[i]
                if len(g.geoms) == 1:
                    g = g.geoms[0]
            else:
                g = LineString(c)
            feats.append(dict(town=town, type='way', id=i, tags=t, geom=g))
        for fw, oid, t, g in h.areas:
            if not fw and t:
                if len(g.geoms) == 1:
                    g = g.geoms[0]
                feats.append(dict(town=town, type='relation', id=oid, tags=t, geom=g))
        out[town] = dict(feats=feats, ways=ways)
    for town in TOWNS:
        fs = out[town]['feats']
        c = shapely.MultiPoint([f['geom'].centroid for f in fs]).centroid
        tr = Transformer.from_crs('EPSG:4326', f'+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84', always_xy=True)
        out[town]['tr'] = tr
        for f in fs:
            f['pg'] = shapely.transform(f['geom'], lambda a, tr=tr: np.column_stack(tr.transform(a[:, 0], a[:, 1])))
    return out

def geolen(g):
    if g.geom_type == 'MultiLineString':
        return sum(geolen(x) for x in g.geoms)
    x, y = g.xy
    return GEOD.line_length(list(x), list(y))

def gdist(p, q):
    return GEOD.inv(p.x, p.y, q.x, q.y)[2]

def endpoint(f):
    g = f['geom']
    if g.geom_type in ('Polygon', 'MultiPolygon'):
        return g.centroid
    if g.geom_type in ('LineString', 'MultiLineString'):
        return g.interpolate(0.5, normalized=True)
    return g

NAMEKEYS = ('name', 'brand', 'alt_name', 'old_name')
def fname(f):
    return f['tags'].get('name')

# ---------------------------------------------------------------- kinds and counts
def kind(D, town, pred):
    return [f for f in D[town]['feats'] if pred(f['tags'])]

def tagpred(spec):
    def p(t):
        return all((t.get(k) in v) if isinstance(v, (set, tuple, list)) else (t.get(k) == v if v is not None else k in t)
                   for k, v in spec.items())
    return p

def pair_check(fs, radius, what):
    """refuse when two counted features may be one place"""
    for a, b in itertools.combinations(fs, 2):
        d = a['pg'].distance(b['pg'])
        na, nb = fname(a), fname(b)
        if (na is None or nb is None or na == nb) and d <= radius:
            raise Fragile(f'{what}: {a["type"]}/{a["id"]} and {b["type"]}/{b["id"]} {d:.1f} m apart')
        if na and nb and na != nb and d <= 2:
            raise Fragile(f'{what}: differently named pair within 2 m')

def count(D, town, spec, radius, what):
    fs = kind(D, town, tagpred(spec) if isinstance(spec, dict) else spec)
    pair_check(fs, radius, what)
    return fs

# ---------------------------------------------------------------- opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
HAND = {'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00; Tu off',
        'Weekdays 7-3, Saturdays 7-6, Sundays 7-4': 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
        '8-6:30': '08:00-18:30'}
_T = r'\d{1,2}:\d\d'

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

def _mins(s):
    h, m = s.split(':')
    return int(h) * 60 + int(m)

def parse_rules(v, lenient, openend):
    v = v.strip()
    if v == '24/7':
        return '24/7'
    if lenient:
        v = re.sub(r'\s*-\s*', '-', v)
        v = v.replace('Mo-So', 'Mo-Su')
        v = re.sub(r'\b(Mo|Tu|We|Th|Fr|Sa|Su)\.', r'\1', v)
        v = re.sub(r'(Mo|Tu|We|Th|Fr|Sa|Su):\s', r'\1 ', v)
        v = re.sub(r',\s+(?=(Mo|Tu|We|Th|Fr|Sa|Su)\b)', lambda m: ',', v)
        # a ", " before a day selector that starts a new rule (selector followed by a time)
        v = re.sub(r'(\d),((?:Mo|Tu|We|Th|Fr|Sa|Su)[A-Za-z,\-]*\s)', r'\1;\2', v)
        v = re.sub(r',\s+(?=\d)', ',', v)
    rules = [r.strip() for r in v.split(';') if r.strip()]
    sched = {}
    for r in rules:
        if lenient and r.startswith('PH'):
            continue
        m = re.fullmatch(r'((?:Mo|Tu|We|Th|Fr|Sa|Su)(?:[-,](?:Mo|Tu|We|Th|Fr|Sa|Su))*)?\s*(.*)', r)
        if not m:
            return None
        sel, rest = m.group(1), m.group(2)
        if sel is None and rest == r and re.match(r'[A-Za-z]', r) and r not in ('off', 'closed'):
            return None
        days = _days(sel) if sel else set(range(7))
        if rest in ('off', 'closed'):
            iv = []
        else:
            iv = []
            for rng in rest.split(','):
                mm = re.fullmatch(rf'({_T})-({_T})', rng)
                mo = re.fullmatch(rf'({_T})\+', rng)
                if mm:
                    iv.append((_mins(mm.group(1)), _mins(mm.group(2))))
                elif mo and openend is not None:
                    s = _mins(mo.group(1))
                    iv.append((s, s + 1 if openend == 'minute' else 1440))
                else:
                    return None
        for d in days:
            sched[d] = iv
    return sched

def readings(v):
    v = HAND.get(v, v)
    out = []
    for lenient in (False, True):
        for oe in ('minute', 'midnight'):
            s = parse_rules(v, lenient, oe)
            if s is not None:
                out.append(s)
    return out

def is_open(sched, day, m, spill_strict):
    if sched == '24/7':
        return True
    for s, e in sched.get(day, []):
        if e > s and s <= m < e:
            return True
        if e <= s and m >= s:
            return True
    prev = (day - 1) % 7
    for s, e in sched.get(prev, []):
        if e <= s and m < e:
            if spill_strict and sched.get(day):
                continue
            return True
    return False

def open_verdict(f, day, minute, what):
    v = f['tags'].get('opening_hours')
    rs = readings(v)
    need(rs, f'{what}: unreadable hours {v!r} on {f["type"]}/{f["id"]}')
    verdicts = set()
    for s in rs:
        for spill in (True, False):
            for dm in range(-15, 16):
                mm = minute + dm
                d = (day + mm // 1440) % 7
                verdicts.add(is_open(s, d, mm % 1440, spill))
    need(len(verdicts) == 1, f'{what}: unstable verdict at {f["type"]}/{f["id"]} ({v!r})')
    return verdicts.pop()

def with_hours(fs):
    return [f for f in fs if 'opening_hours' in f['tags'] and f['tags']['opening_hours'].strip() != 'unknown']

def hours_pairs(fs, what):
    for a, b in itertools.combinations(fs, 2):
        d = a['pg'].distance(b['pg'])
        na, nb = fname(a), fname(b)
        if (na and na == nb and d <= 30) or d <= 10:
            raise Fragile(f'{what}: pair {a["id"]}/{b["id"]} within {d:.1f} m')

def open_count(fs, day, minute, what, strict_between=True):
    hs = with_hours(fs)
    hours_pairs(hs, what)
    n = sum(open_verdict(f, day, minute, what) for f in hs)
    if strict_between:
        need(0 < n < len(hs), f'{what}: count {n} of {len(hs)} not strictly between')
    return n, len(hs)
# ---------------------------------------------------------------- routing (README-val4 graph and variants)
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NONWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
          'services', 'razed', 'disused', 'bus_guideway', 'escape'}
BIG = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}

def _dirs(t, mode, variant):
    """None = not in graph, else (forward, backward)"""
    hw = t.get('highway')
    acc = t.get('access')
    if mode == 'car':
        if hw not in CAR or acc in ('no', 'private'):
            return None
        if variant == 'strict' and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')):
            return None
    elif mode == 'bike':
        ok = (hw in CAR - BIG) or hw in ('cycleway', 'path', 'track') or t.get('bicycle') in ('yes', 'designated')
        if not ok or t.get('bicycle') == 'no' or hw in NONWAY:
            return None
        if variant == 'strict' and acc in ('no', 'private') and t.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return None
    else:
        if hw in BIG or hw in NONWAY or t.get('foot') == 'no':
            return None
        if variant == 'strict' and acc in ('no', 'private') and t.get('foot') not in ('yes', 'designated', 'permissive'):
            return None
        return (True, True)
    ow = t.get('oneway')
    if mode == 'bike' and variant == 'nooneway':
        return (True, True)
    if mode == 'bike' and (t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite')):
        return (True, True)
    if ow in ('yes', 'true', '1'):
        return (True, False)
    if ow == '-1':
        return (False, True)
    if variant == 'strict' and (t.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link')) and ow != 'no':
        return (True, False)
    return (True, True)

_GCACHE = {}
def graph(D, town, mode, variant):
    key = (town, mode, variant)
    if key in _GCACHE:
        return _GCACHE[key]
    G = nx.DiGraph(); pos = {}
    for i, t, c, refs in D[town]['ways']:
        if 'highway' not in t:
            continue
        dr = _dirs(t, mode, variant)
        if dr is None:
            continue
        for k in range(len(refs) - 1):
            a, b = refs[k], refs[k + 1]
            pos[a] = c[k]; pos[b] = c[k + 1]
            w = GEOD.inv(c[k][0], c[k][1], c[k + 1][0], c[k + 1][1])[2]
            if dr[0]:
                G.add_edge(a, b, weight=w)
            if dr[1]:
                G.add_edge(b, a, weight=w)
    big = max(nx.strongly_connected_components(G), key=len)
    _GCACHE[key] = (G, pos, big)
    return _GCACHE[key]

def snap(pos, nodes, p):
    best = None
    for n in nodes:
        x, y = pos[n]
        d = GEOD.inv(p.x, p.y, x, y)[2]
        if best is None or d < best[0]:
            best = (d, n)
    return best

def route_len(D, town, mode, p, q, what):
    straight = gdist(p, q)
    need(300 <= straight <= 5000, f'{what}: straight line {straight:.0f} m')
    lens = []
    variants = ['base', 'strict'] + (['nooneway'] if mode == 'bike' else [])
    for v in variants:
        G, pos, big = graph(D, town, mode, v)
        for whole in (False, True):
            nodes = G.nodes if whole else big
            da, a = snap(pos, nodes, p); db, b = snap(pos, nodes, q)
            need(da <= 100 and db <= 100, f'{what}: snapped {da:.0f} / {db:.0f} m')
            try:
                L = nx.dijkstra_path_length(G, a, b)
            except nx.NetworkXNoPath:
                raise Fragile(f'{what}: no path ({v}, whole={whole})')
            lens.append(L)
    base = lens[0]
    need(0.97 * straight <= base <= 2.5 * straight, f'{what}: route {base:.0f} vs straight {straight:.0f}')
    need(all(abs(L - base) <= 0.03 * base for L in lens), f'{what}: variants {[round(x) for x in lens]}')
    return base, lens, straight

def walk_verdict(lens, T, what):
    slow = all(L / (3000 / 60) <= 0.9 * T for L in lens)
    fast = all(L / (6000 / 60) >= 1.1 * T for L in lens)
    need(slow or fast, f'{what}: walking verdict unclear ({[round(x) for x in lens]} m, {T} min)')
    return slow
# ============================================================ val46 additions
# val46: the places README-val45.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and its dropped candidates that are feature names
VAL46_ADD = ['Grindall Street', '5th Avenue', 'East Cromwell Street', 'North Rose Street', 'Lowman Street',
             '45th Street', 'Cornwall Street', 'South Quail Street', 'Salisbury Lane', 'Wharton Court', 'Doyle Alley',
             'Warren Avenue']
# values and short mentions README-val45 uses (anchors' values, gold items)
LEFT_OUT_VAL46_ADD = ['21222', '1976']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL46_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL46_ADD))
# ============================================================ val47 additions
# val47: the places README-val46.md lists under "Places used" (collected by reading it, each checked to be an exact
# feature name of the extracts - see check_older_adds) and its dropped candidates that are feature names
VAL47_ADD = ['South Collington Avenue', 'North Washington Street', 'Rappolla Street', 'Elrino Street',
             'North Wolfe Street', 'Hillen Street', 'East McComas Street', 'South Potomac Street',
             'Albemarle Street', 'Portal Street']
# values and short mentions README-val46 uses (its anchors' words, gold values)
LEFT_OUT_VAL47_ADD = ['telecom mast', 'advertising column', 'play house', 'playhouse', 'wendyhouse', 'speed bump',
                      'jetty', 'train station building', 'islet', 'boat lift']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL47_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL47_ADD))
# ================================================================ val48 set (written for this set)
# places used by older sets that README-val47 lists (its "Places used" streets; no dropped candidate is a feature name)
VAL48_ADD = ['Hane Lane', 'South Rose Street']
# values and short mentions README-val47 uses (its anchors' words, gold values)
LEFT_OUT_VAL48_ADD = ['21237', '97 MW', 'street clock', 'city map', 'map board', 'info map', 'charging station',
                      'turnstile', 'graveyard', 'signpost', 'guidepost', 'compressed air', 'generator', 'water tower',
                      'chimney', 'smokestack', 'chess table', 'turntable', 'hotel building', 'building passage']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL48_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL48_ADD))
# ================================================================ val49 set (written for this set)
# places used by older sets that README-val48 lists (its "Places used" streets and the dropped candidates that are
# feature names: streets and named places refused there)
VAL49_ADD = ['Debelius Avenue', 'South Castle Street', 'Broad Court', 'Pointe Villas North', 'South Ballou Court',
             'South Caroline Street', 'Graves Street', 'Lancaster Street', 'Harborview Drive', 'Marta Durlacher',
             'Hermann Durlacher', 'Ludwig Durlacher', 'Walter Durlacher', 'Luther Memorial Lutheran Church',
             'Saint Pauls English Evangelical Lutheran Church', 'Mount Calvary Christian Church',
             'New Lebanon Calvary Baptist Church', 'New Hope Church of God of Dundalk',
             'Baltimore City Community College-Harbor Campus', 'Southeast Baltimore Catholic Academy Father Kolbe Campus',
             'Baltimore City Police Southeastern District', 'Baltimore City Police Marine Unit', 'Pier 6 Parking']
# values and short mentions README-val48 uses (its anchors' words, its dropped candidates' words, gold values)
LEFT_OUT_VAL49_ADD = ['21205', 'speed camera', 'car park entrance', 'webcam', 'vacant store', 'emergency access road',
                      'disused level crossing', 'level crossing', 'swimming pool', 'running track', 'tank',
                      'connector road', 'dead end', 'ag-wanderfalken']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL49_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL49_ADD))
# ================================================================ val49 code (written for this set)
import os, re, sys, math, argparse, collections, itertools
from pathlib import Path
import numpy as np
import osmium
import shapely
from shapely.geometry import Point, LineString, Polygon, MultiPolygon
import shapely.ops
from pyproj import Geod, Transformer, CRS
import networkx as nx

GEOD49 = Geod(ellps='WGS84')
TOWNS49 = {'heidelberg': 'heidelberg-2015.osm.pbf', 'singapore': 'singapore-bayfront-2019.osm.pbf',
           'baltimore': 'baltimore-2015.osm.pbf'}
TOWN_WORDS49 = {'heidelberg': 'Heidelberg', 'singapore': 'Singapore', 'baltimore': 'Baltimore'}


class Fragile49(Exception):
    pass


def need49(cond, msg):
    if not cond:
        raise Fragile49(msg)


class Feat49:
    __slots__ = ('town', 'typ', 'id', 'tags', 'geom', 'nodes', 'area_of')

    def __init__(self, town, typ, oid, tags, geom, nodes=None):
        self.town, self.typ, self.id, self.tags, self.geom, self.nodes = town, typ, oid, tags, geom, nodes
        self.area_of = None

    def key(self):
        return (self.town, self.typ, self.id)

    def __repr__(self):
        return '%s/%s%d %s' % (self.town, self.typ, self.id, self.tags.get('name', ''))


class _Load49(osmium.SimpleHandler):
    def __init__(self, town):
        super().__init__()
        self.town = town
        self.nodes, self.ways, self.areas = [], [], []
        self.hw = []

    def node(self, n):
        if len(n.tags):
            self.nodes.append(Feat49(self.town, 'n', n.id, {t.k: t.v for t in n.tags},
                                     Point(n.location.lon, n.location.lat)))

    def way(self, w):
        tags = {t.k: t.v for t in w.tags}
        try:
            pts = [(nd.ref, nd.lon, nd.lat) for nd in w.nodes]
        except osmium.InvalidLocationError:
            pts = [(nd.ref, nd.lon, nd.lat) for nd in w.nodes if nd.location.valid()]
        if not tags or len(pts) < 2:
            return
        f = Feat49(self.town, 'w', w.id, tags, LineString([(x, y) for _, x, y in pts]), pts)
        self.ways.append(f)

    def area(self, a):
        tags = {t.k: t.v for t in a.tags}
        if not tags:
            return
        polys = []
        for outer in a.outer_rings():
            ring = [(nd.lon, nd.lat) for nd in outer]
            holes = [[(nd.lon, nd.lat) for nd in inner] for inner in a.inner_rings(outer)]
            if len(ring) >= 4:
                polys.append(Polygon(ring, holes))
        if not polys:
            return
        g = polys[0] if len(polys) == 1 else MultiPolygon(polys)
        self.areas.append((a.from_way(), a.orig_id(), tags, g))


def load49(datadir):
    D = {}
    for town, fn in TOWNS49.items():
        h = _Load49(town)
        h.apply_file(str(Path(datadir) / fn), locations=True)
        feats = list(h.nodes)
        area_ways = {}
        rels = []
        for from_way, oid, tags, g in h.areas:
            if from_way:
                area_ways[oid] = g
            else:
                rels.append(Feat49(town, 'r', oid, tags, g))
        for f in h.ways:
            closed = f.nodes[0][0] == f.nodes[-1][0]
            is_hw = 'highway' in f.tags and f.tags.get('area') != 'yes'
            if closed and f.id in area_ways and not is_hw:
                f.area_of = f.geom
                f.geom = area_ways[f.id]
            feats.append(f)
        feats.extend(rels)
        lon0, lat0 = np.mean([f.geom.representative_point().x for f in feats]), \
            np.mean([f.geom.representative_point().y for f in feats])
        crs = CRS.from_proj4('+proj=aeqd +lat_0=%f +lon_0=%f +datum=WGS84 +units=m' % (lat0, lon0))
        tr = Transformer.from_crs('EPSG:4326', crs, always_xy=True)
        back = Transformer.from_crs(crs, 'EPSG:4326', always_xy=True)
        D[town] = {'feats': feats, 'ways': h.ways, 'tr': tr, 'back': back, 'proj': {}}
    return D


def proj49(D, f):
    P = D[f.town]['proj']
    if f.key() not in P:
        tr = D[f.town]['tr']

        def _f(a):
            x, y = tr.transform(a[:, 0], a[:, 1])
            return np.column_stack([x, y])
        P[f.key()] = shapely.transform(f.geom, _f)
    return P[f.key()]


def gdist49(lon1, lat1, lon2, lat2):
    return GEOD49.inv(lon1, lat1, lon2, lat2)[2]


def fdist49(D, a, b):
    """geodesic distance between the nearest points of two features (found in the town's aeqd projection)"""
    pa, pb = proj49(D, a), proj49(D, b)
    if pa.intersects(pb):
        return 0.0
    p1, p2 = shapely.ops.nearest_points(pa, pb)
    bk = D[a.town]['back']
    x1, y1 = bk.transform(p1.x, p1.y)
    x2, y2 = bk.transform(p2.x, p2.y)
    return gdist49(x1, y1, x2, y2)


def glen49(g):
    return GEOD49.geometry_length(g)


def garea49(g):
    return abs(GEOD49.geometry_area_perimeter(g)[0])


def endpoint49(f):
    g = f.geom
    if g.geom_type == 'Point':
        return (g.x, g.y)
    if g.geom_type in ('Polygon', 'MultiPolygon'):
        c = g.centroid
        return (c.x, c.y)
    # a line's middle point (geodesic interpolation on the line in degrees is close enough? no: use length fraction)
    coords = list(g.coords)
    segs = [gdist49(*coords[i], *coords[i + 1]) for i in range(len(coords) - 1)]
    half, acc = sum(segs) / 2, 0.0
    for i, s in enumerate(segs):
        if acc + s >= half:
            t = (half - acc) / s if s else 0
            lon, lat = coords[i][0] + t * (coords[i + 1][0] - coords[i][0]), coords[i][1] + t * (coords[i + 1][1] - coords[i][1])
            return (lon, lat)
        acc += s
    return coords[-1]


def fname49(f):
    return f.tags.get('name')


# ---------------------------------------------------------------- words and older names
def fold49(s):
    import unicodedata
    s = unicodedata.normalize('NFKD', s)
    return ''.join(c for c in s if not unicodedata.combining(c)).lower()


def words_in49(phrase, text):
    """phrase occurs in text as whole words (case/accent folded; apostrophes read both ways)"""
    t = fold49(text).replace('\u2019', "'")
    p = fold49(phrase).replace('\u2019', "'")
    outs = []
    for tt in {t, t.replace("'", ''), t.replace("'", ' ')}:
        for pp in {p, p.replace("'", ''), p.replace("'", ' ')}:
            if pp.strip() and re.search(r'(?<![\w#])' + re.escape(pp) + r'(?!\w)', tt):
                outs.append(pp)
    return bool(outs)


TOWN_EXEMPT49 = {'heidelberg', 'singapore', 'baltimore'}


def older_hits49(text):
    hits = []
    for n in list(dict.fromkeys(OLDER_SETS + LEFT_OUT)):
        if fold49(n) in TOWN_EXEMPT49:
            continue
        forms = [n] + ([n[1:]] if n.startswith('#') else [])
        for fm in forms:
            if fm.strip() and words_in49(fm, text):
                hits.append(n)
                break
    return hits


def all_name_values49(D):
    vals = set()
    for town in D:
        for f in D[town]['feats']:
            for k in ('name', 'brand', 'operator', 'alt_name', 'old_name'):
                if k in f.tags:
                    vals.add(f.tags[k])
    return vals


def word_start_hit49(word, vals):
    """the word (or phrase) starts a word of one of the values (words of three letters or fewer: whole words)"""
    w = fold49(word)
    out = []
    for v in vals:
        fv = fold49(v)
        if len(w) <= 3:
            if re.search(r'(?<!\w)' + re.escape(w) + r'(?!\w)', fv):
                out.append(v)
        elif re.search(r'(?<!\w)' + re.escape(w), fv):
            out.append(v)
    return out


def check_older_adds49(D):
    names = {f.tags.get('name') for t in D for f in D[t]['feats']}
    for n in VAL49_ADD:
        need49(n in names, 'VAL49_ADD name is not an exact feature name: %r' % n)


# ---------------------------------------------------------------- kinds and counts
def tagpred49(spec):
    """spec: 'k=v', 'k=v1|v2', 'k' (any value), list of such (all must hold)"""
    if isinstance(spec, str):
        spec = [spec]
    parts = []
    for s in spec:
        if '=' in s:
            k, v = s.split('=', 1)
            parts.append((k, set(v.split('|'))))
        else:
            parts.append((s, None))

    def pred(f):
        for k, vs in parts:
            if k not in f.tags:
                return False
            if vs is not None and f.tags[k] not in vs:
                return False
        return True
    return pred


def kind49(D, town, spec):
    p = tagpred49(spec) if not callable(spec) else spec
    return [f for f in D[town]['feats'] if p(f)]


def dup_check49(D, fs, thr, what):
    for a, b in itertools.combinations(fs, 2):
        na, nb = a.tags.get('name'), b.tags.get('name')
        d = None
        if na is None or nb is None or fold49(na) == fold49(nb):
            d = fdist49(D, a, b)
            need49(d >= thr, '%s: %r and %r may be one place (%.1f m)' % (what, a, b, d))
        else:
            d = fdist49(D, a, b)
            need49(d >= 2, '%s: %r and %r within 2 m' % (what, a, b))


def count49(D, town, spec, thr, what):
    fs = kind49(D, town, spec)
    dup_check49(D, fs, thr, what)
    return fs


def fmt_num49(x):
    return ('%d' % x) if float(x).is_integer() else ('%.1f' % x)


# ---------------------------------------------------------------- opening hours
DAYS49 = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
HAND49 = {'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00; Tu off',
          'Weekdays 7-3, Saturdays 7-6, Sundays 7-4': 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
          '8-6:30': '08:00-18:30'}


def _days49(sel):
    out = set()
    for part in sel.split(','):
        if '-' in part:
            a, b = part.split('-')
            if a not in DAYS49 or b not in DAYS49:
                return None
            i, j = DAYS49.index(a), DAYS49.index(b)
            k = i
            while True:
                out.add(k)
                if k == j:
                    break
                k = (k + 1) % 7
        else:
            if part not in DAYS49:
                return None
            out.add(DAYS49.index(part))
    return out


def _mins49(s):
    m = re.fullmatch(r'(\d{1,2}):(\d\d)', s)
    if not m:
        return None
    h, mi = int(m.group(1)), int(m.group(2))
    if h > 24 or mi > 59:
        return None
    return h * 60 + mi


def parse49(v, lenient, openend):
    """returns {day: [(start, end)]} or None. openend: None, 'minute' or 'midnight' reading of H:MM+"""
    v = v.strip()
    if v == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    if lenient:
        v = re.sub(r'\s*-\s*', '-', v)
        v = re.sub(r'\b([A-Z][a-z])\.', r'\1', v)
        v = re.sub(r'\b([A-Z][a-z]):(?=\s)', r'\1', v)
        v = re.sub(r'\bMo-So\b', 'Mo-Su', v)
        v = re.sub(r'\s*,\s*', ',', v)
        # ", " between rules: a comma followed by a day selector and a space starts a new rule
        v = re.sub(r'(?:(?<=\d)|(?<=\+)|(?<=ff)|(?<=ed)),(?=(?:[A-Z][a-z](?:[-,][A-Z][a-z])*)\s)', ';', v)
    sched = {}
    for r in v.split(';'):
        r = r[1:] if r.startswith(' ') else r
        if lenient:
            r = r.strip()
            if re.match(r'(PH|Ph)\b', r):
                continue
        if not r:
            return None
        m = re.fullmatch(r'([A-Z][a-z](?:[-,][A-Z][a-z])*) (\S.*)', r)
        if m:
            days = _days49(m.group(1))
            if days is None:
                return None
            body = m.group(2)
        else:
            days, body = set(range(7)), r
        if body in ('off', 'closed'):
            for d in days:
                sched[d] = []
            continue
        ivs = []
        for rg in body.split(','):
            if openend and re.fullmatch(r'\d{1,2}:\d\d\+', rg):
                s = _mins49(rg[:-1])
                if s is None:
                    return None
                ivs.append((s, s + 1) if openend == 'minute' else (s, 1440))
                continue
            mm = re.fullmatch(r'(\d{1,2}:\d\d)-(\d{1,2}:\d\d)', rg)
            if not mm:
                return None
            s, e = _mins49(mm.group(1)), _mins49(mm.group(2))
            if s is None or e is None:
                return None
            ivs.append((s, e))
        for d in days:
            sched[d] = ivs
    return {d: sched.get(d, []) for d in range(7)}


def readings49(v):
    v = HAND49.get(v, v)
    if v.strip() == 'unknown':
        return []
    outs = []
    for lenient in (False, True):
        for oe in ((None,) if '+' not in v else ('minute', 'midnight')):
            s = parse49(v, lenient, oe)
            if s is not None:
                outs.append(s)
    return outs


def is_open49(sched, day, m, spill_strict):
    for s, e in sched[day]:
        if e > s and s <= m < e:
            return True
        if e <= s and m >= s:
            return True
    prev = (day - 1) % 7
    if spill_strict and sched[day]:
        return False
    for s, e in sched[prev]:
        if e <= s and m < e:
            return True
    return False


def verdict49(f, day, minute, what):
    v = f.tags['opening_hours']
    rs = readings49(v)
    need49(rs, '%s: unreadable hours %r on %r' % (what, v, f))
    out = set()
    for sched in rs:
        for dm in range(-15, 16):
            t = day * 1440 + minute + dm
            d, m = (t // 1440) % 7, t % 1440
            for strict in (False, True):
                out.add(is_open49(sched, d, m, strict))
    need49(len(out) == 1, '%s: unstable verdict for %r (%r) at %s %02d:%02d' % (what, f, v, DAYS49[day], minute // 60, minute % 60))
    return out.pop()


def hours_pairs49(D, fs, what):
    for a, b in itertools.combinations(fs, 2):
        na, nb = a.tags.get('name'), b.tags.get('name')
        d = fdist49(D, a, b)
        if na and nb and fold49(na) == fold49(nb):
            need49(d >= 30, '%s: same-name pair within 30 m %r %r' % (what, a, b))
        else:
            need49(d >= 10, '%s: pair within 10 m %r %r' % (what, a, b))


def open_count49(D, fs, day, minute, what, between=True):
    wh = [f for f in fs if 'opening_hours' in f.tags and f.tags['opening_hours'].strip() != 'unknown']
    hours_pairs49(D, wh, what)
    opn = [f for f in wh if verdict49(f, day, minute, what)]
    if between:
        need49(0 < len(opn) < len(wh), '%s: count %d of %d not strictly between' % (what, len(opn), len(wh)))
    return opn, wh


POI_KEYS49 = ('amenity', 'shop', 'tourism', 'leisure', 'office', 'craft', 'historic')


def with_hours_all49(f):
    return 'opening_hours' in f.tags and any(k in f.tags for k in POI_KEYS49)


# ---------------------------------------------------------------- routing
CAR49 = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
         'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NOFOOT49 = {'motorway', 'trunk', 'motorway_link', 'trunk_link', 'proposed', 'construction', 'abandoned', 'platform',
            'raceway', 'bus_stop', 'elevator', 'rest_area', 'services', 'razed', 'disused', 'bus_guideway', 'escape'}
VARIANTS49 = {'car': ['base', 'strict', 'whole'], 'bike': ['base', 'strict', 'nooneway', 'whole'],
              'foot': ['base', 'strict', 'whole']}


def _dirs49(t, mode, variant):
    """None = way not usable; else (forward, backward)"""
    hw = t.get('highway')
    if hw is None:
        return None
    acc = t.get('access')
    if mode == 'car':
        if hw not in CAR49 or acc in ('no', 'private'):
            return None
        if variant == 'strict' and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')):
            return None
    elif mode == 'bike':
        ok = (hw in CAR49 - {'motorway', 'trunk', 'motorway_link', 'trunk_link'} and acc not in ('no', 'private')) or \
            hw in ('cycleway', 'path', 'track') or t.get('bicycle') in ('yes', 'designated')
        if not ok or t.get('bicycle') == 'no':
            return None
        if variant == 'strict' and acc in ('no', 'private') and t.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return None
    else:
        if hw in NOFOOT49 or t.get('foot') == 'no':
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
    elif variant == 'strict' and (t.get('junction') == 'roundabout' or (mode == 'car' and hw in ('motorway', 'motorway_link'))):
        bwd = False
    if mode == 'bike' and (t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite')):
        fwd, bwd = True, True
    if mode == 'bike' and variant == 'nooneway':
        fwd, bwd = True, True
    return (fwd, bwd)


_GRAPHS49 = {}


def graph49(D, town, mode, variant):
    key = (town, mode, variant)
    if key in _GRAPHS49:
        return _GRAPHS49[key]
    v = 'base' if variant == 'whole' else variant
    G = nx.DiGraph()
    pos = {}
    for w in D[town]['ways']:
        d = _dirs49(w.tags, mode, v)
        if d is None:
            continue
        pts = w.nodes
        if w.tags.get('area') == 'yes' and pts[0][0] != pts[-1][0]:
            pass
        for (a, x1, y1), (b, x2, y2) in zip(pts, pts[1:]):
            if a == b:
                continue
            L = gdist49(x1, y1, x2, y2)
            pos[a], pos[b] = (x1, y1), (x2, y2)
            if d[0]:
                if not G.has_edge(a, b) or G[a][b]['w'] > L:
                    G.add_edge(a, b, w=L)
            if d[1]:
                if not G.has_edge(b, a) or G[b][a]['w'] > L:
                    G.add_edge(b, a, w=L)
    if variant == 'whole':
        nodes = list(G.nodes)
    else:
        nodes = list(max(nx.strongly_connected_components(G), key=len))
    arr = np.array([pos[n] for n in nodes])
    _GRAPHS49[key] = (G, nodes, arr, pos)
    return _GRAPHS49[key]


def snap49(pt, nodes, arr):
    # candidates by degree distance, then geodesic
    d2 = (arr[:, 0] - pt[0]) ** 2 * math.cos(math.radians(pt[1])) ** 2 + (arr[:, 1] - pt[1]) ** 2
    idx = np.argsort(d2)[:20]
    best = min(idx, key=lambda i: gdist49(pt[0], pt[1], arr[i, 0], arr[i, 1]))
    return nodes[best], gdist49(pt[0], pt[1], arr[best, 0], arr[best, 1])


def route49(D, town, mode, a, b, what):
    """length of the route between the end points of features a and b under every variant; checks the rules"""
    pa, pb = endpoint49(a), endpoint49(b)
    straight = gdist49(pa[0], pa[1], pb[0], pb[1])
    need49(300 <= straight <= 5000, '%s: straight line %.0f m outside 300 m - 5 km' % (what, straight))
    lens = {}
    for var in VARIANTS49[mode]:
        G, nodes, arr, pos = graph49(D, town, mode, var)
        na, da = snap49(pa, nodes, arr)
        nb, db = snap49(pb, nodes, arr)
        if var != 'whole':
            need49(da <= 100 and db <= 100, '%s: %s snapped beyond 100 m (%.0f, %.0f)' % (what, var, da, db))
        try:
            L = nx.dijkstra_path_length(G, na, nb, weight='w')
        except nx.NetworkXNoPath:
            raise Fragile49('%s: no path under variant %s' % (what, var))
        lens[var] = L
    base = lens['base']
    need49(base <= 2.5 * straight, '%s: route %.0f more than 2.5 x straight %.0f' % (what, base, straight))
    need49(base >= 0.97 * straight, '%s: route %.0f shorter than 0.97 x straight %.0f' % (what, base, straight))
    for var, L in lens.items():
        need49(abs(L - base) <= 0.03 * base, '%s: variant %s moves %.0f -> %.0f' % (what, var, base, L))
    return base, lens, straight


def walk_verdict49(lens, T, what):
    slow, fast = T * 50.0, T * 100.0
    if all(L <= 0.9 * slow for L in lens.values()):
        return True
    if all(L >= 1.1 * fast for L in lens.values()):
        return False
    raise Fragile49('%s: walking verdict for %d min unclear (%s)' % (what, T, lens))


# ---------------------------------------------------------------- this set's definitions
NOT_IN49 = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIME49 = '!min | !minute | !hour'
ABSENT_COUNT49 = '#0 | !none | !no | ' + NOT_IN49
ABSENT_ONE49 = '!no | !none | ' + NOT_IN49
FIXED49 = set(a.strip() for a in (NOT_IN49 + ' | ' + TIME49 + ' | !none | !no | !yes').split('|'))

REFUSED_IDS49 = {
    # README-val48: anchors and dropped candidates
    ('heidelberg', 'n', 1468810819), ('heidelberg', 'n', 1744160584), ('heidelberg', 'n', 2720830627),
    ('heidelberg', 'n', 1027945019), ('baltimore', 'w', 109485118), ('baltimore', 'n', 2965421611),
    ('baltimore', 'w', 176992297), ('baltimore', 'w', 82419820), ('baltimore', 'n', 1814748433),
    ('baltimore', 'w', 292983549), ('baltimore', 'n', 49564919),
    # README-val47: anchors and dropped candidates
    ('heidelberg', 'n', 3013021790), ('heidelberg', 'n', 1383144909), ('heidelberg', 'n', 3184688312),
    ('heidelberg', 'n', 2590577890), ('heidelberg', 'w', 222967847), ('singapore', 'n', 1958), ('singapore', 'n', 1997),
    ('baltimore', 'n', 2414203781), ('baltimore', 'w', 280778839), ('baltimore', 'n', 2511023822),
    ('baltimore', 'n', 1422652974), ('baltimore', 'n', 2303798850), ('baltimore', 'n', 848214372),
    ('baltimore', 'w', 325763080), ('heidelberg', 'w', 315086281), ('singapore', 'r', 96),
    # README-val13 (through README-val47 / val48)
    ('singapore', 'w', 139), ('heidelberg', 'n', 1794981583)}
REFUSED_TAGS49 = {
    # README-val48
    ('highway', 'speed_camera'), ('amenity', 'parking_entrance'), ('surveillance', 'webcam'), ('shop', 'vacant'),
    ('service', 'emergency'), ('crossing', 'disused'), ('amenity', 'swimming_pool'), ('leisure', 'track'),
    ('man_made', 'tank'), ('service', 'connector'), ('noexit', 'yes'), ('man_made', 'speed_camera'),
    ('enforcement', 'maxspeed'), ('shop', 'empty'), ('railway', 'level_crossing'), ('leisure', 'swimming_pool'),
    ('sport', 'athletics'),
    # README-val47
    ('amenity', 'clock'), ('information', 'map'), ('amenity', 'charging_station'), ('barrier', 'turnstile'),
    ('landuse', 'cemetery'), ('information', 'guidepost'), ('amenity', 'compressed_air'), ('power', 'generator'),
    ('man_made', 'water_tower'), ('man_made', 'stack'), ('sport', 'chess'), ('railway', 'turntable'),
    ('building', 'hotel'), ('tunnel', 'building_passage'), ('man_made', 'bridge'), ('amenity', 'grave_yard'),
    ('man_made', 'chimney'), ('man_made', 'clock'),
    # README-val13 / val12 (as README-val47 lists them)
    ('power', 'substation'), ('amenity', 'post_office'), ('amenity', 'smoking_area'), ('highway', 'elevator'),
    ('sport', 'tennis'), ('amenity', 'shelter'), ('landuse', 'construction'),
    # README-val46's anchors, by the short mentions README-val47 quotes (read as tags by this set)
    ('advertising', 'column'), ('tower:type', 'communication'), ('man_made', 'mast'), ('playground', 'wendyhouse'),
    ('playground', 'playhouse'), ('traffic_calming', 'hump'), ('traffic_calming', 'bump'), ('man_made', 'pier'),
    ('building', 'train_station'), ('place', 'islet'), ('waterway', 'boat_lift')}
REFUSED_KEYS49 = {'roof:material'}


def refused49(f):
    if f.key() in REFUSED_IDS49:
        return 'refused id'
    for k, v in f.tags.items():
        if (k, v) in REFUSED_TAGS49:
            return 'refused tag %s=%s' % (k, v)
        if k in REFUSED_KEYS49:
            return 'refused key %s' % k
    return None


_VALS49 = None


def anchor49(D, town, spec, words, lookalikes=()):
    """a town-unique unnamed feature by tag"""
    global _VALS49
    if _VALS49 is None:
        _VALS49 = all_name_values49(D)
    fs = kind49(D, town, spec)
    need49(len(fs) == 1, 'anchor %s in %s: %d features' % (spec, town, len(fs)))
    f = fs[0]
    for k in ('name', 'brand', 'alt_name', 'old_name'):
        need49(k not in f.tags, 'anchor %r carries %s' % (f, k))
    r = refused49(f)
    need49(r is None, 'anchor %r: %s' % (f, r))
    for la in lookalikes:
        need49(not kind49(D, town, la), 'anchor %r: look-alike %s in the town' % (f, la))
    for w in words:
        h = word_start_hit49(w, _VALS49)
        need49(not h, 'anchor %r: word %r starts a word of %r' % (f, w, h[:3]))
        need49(not older_hits49(w), 'anchor word %r holds an older name' % w)
    return f


def street49(D, name):
    """a free Baltimore street: every feature with exactly the name is a Baltimore highway way"""
    fs = [f for t in D for f in D[t]['feats'] if f.tags.get('name') == name]
    need49(fs and all(f.town == 'baltimore' and f.typ == 'w' and 'highway' in f.tags for f in fs),
           'street %r: not only Baltimore highway ways' % name)
    fn = fold49(name)
    for t in D:
        for f in D[t]['feats']:
            n = f.tags.get('name')
            if n and n != name:
                need49(fold49(n) != fn, 'street %r: namesake %r' % (name, n))
                need49(fn not in fold49(n), 'street %r: inside %r' % (name, n))
    for o in OLDER_SETS + LEFT_OUT:
        fo = fold49(o)
        if not fo.strip():
            continue
        need49(not words_in49(o, name) and not words_in49(name, o), 'street %r overlaps older name %r' % (name, o))
    return fs


def same_tag49(fs, key, what):
    vs = {f.tags.get(key) for f in fs}
    need49(len(vs) == 1 and None not in vs, '%s: %s differs between ways or is missing: %r' % (what, key, vs))
    return vs.pop()


def absent_tags49(fs, prefixes, what):
    for f in fs:
        for k in f.tags:
            for p in prefixes:
                need49(not k.startswith(p), '%s: %r carries %s' % (what, f, k))


ABSENT_KEYS49 = ['name', 'brand', 'operator', 'alt_name', 'old_name', 'description', 'shop', 'amenity', 'healthcare',
                 'cuisine', 'tourism', 'craft', 'office', 'leisure']


def absent_kind49(D, town, tagspecs, pats, what):
    for spec in tagspecs:
        need49(not kind49(D, town, spec), '%s: %s present in %s' % (what, spec, town))
    for f in D[town]['feats']:
        for k in ABSENT_KEYS49:
            if k in f.tags:
                v = fold49(f.tags[k]).replace('_', ' ')
                for p in pats:
                    need49(not re.search(r'(?<!\w)' + p, v), '%s: word %r in %s=%r of %r' % (what, p, k, f.tags[k], f))


def kdiff49(a, b, what):
    big, small = max(a, b), min(a, b)
    d = big - small
    need49(d > 0.1 * big and d != a and d != b, '%s: difference %d of %d and %d not robust' % (what, d, a, b))
    return d


def kratio49(a, b, what):
    r = a / b
    need49(abs(r * 10 - round(r * 10)) < 1e-9, '%s: ratio %d/%d not exact at the first decimal' % (what, a, b))
    return r


def ratio_gold49(r):
    if float(r).is_integer():
        n = int(r)
        words = {2: 'twice', 3: 'three times', 4: 'four times', 5: 'five times'}
        return '!%d.0 | !%d' % (n, n) + (' | !%s' % words[n] if n in words else '')
    return '!%.1f' % r


def threshold49(n, t, what):
    need49(abs(n - t) >= 3, '%s: count %d within 3 of threshold %d' % (what, n, t))
    return n > t


def tagcount49(fs, pred, what):
    n = sum(1 for f in fs if pred(f))
    need49(0 < n < len(fs), '%s: tag count %d not strictly between 0 and %d' % (what, n, len(fs)))
    return n


def most_common49(D, fs, key, split, what):
    def vals(f):
        v = f.tags.get(key)
        if v is None:
            return []
        return [x.strip() for x in re.split(r'[;,]', v)] if split else [v.strip()]

    def winner(groups):
        c = collections.Counter()
        for g in groups:
            c.update(set(x for f in g for x in vals(f)))
        mc = c.most_common()
        need49(mc and (len(mc) == 1 or mc[0][1] > mc[1][1]), '%s: no strict winner %r' % (what, mc[:3]))
        return mc[0][0], mc
    w1, mc = winner([[f] for f in fs])
    w2, _ = winner([[f] for f in fs if 'name' in f.tags])
    # possible duplicates (pairs within 30 m) collapsed into one place
    parent = list(range(len(fs)))

    def find(i):
        while parent[i] != i:
            i = parent[i]
        return i
    for i, j in itertools.combinations(range(len(fs)), 2):
        if fdist49(D, fs[i], fs[j]) < 30:
            parent[find(i)] = find(j)
    groups = collections.defaultdict(list)
    for i, f in enumerate(fs):
        groups[find(i)].append(f)
    w3, _ = winner(list(groups.values()))
    need49(w1 == w2 == w3, '%s: winner changes %r %r %r' % (what, w1, w2, w3))
    return w1, mc


def hours_moment49(spec):
    d, hm = spec.split()
    h, m = hm.split(':')
    return DAYS49.index(d), int(h) * 60 + int(m)


# ---------------------------------------------------------------- the questions
FILES49 = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
HEADER49 = {k: ['# val49-%s.tsv - held-out "beyond" validation set 49 (see README-val49.md); golds by gold_val49.py' % k,
                '# question<TAB>gold<TAB>kind'] for k in FILES49}

H, S, B = 'heidelberg', 'singapore', 'baltimore'


def A49(D, name):
    """this set's anchors"""
    if name == 'bell tower':
        return anchor49(D, H, 'tower:type=bell_tower', ['bell tower'], ['building=bell_tower', 'tower:type=belfry'])
    if name == 'give way sign':
        return anchor49(D, H, 'highway=give_way', ['give way sign', 'give way', 'give-way', 'yield sign'],
                        ['traffic_sign=DE:205'])
    if name == 'turning circle':
        return anchor49(D, H, 'highway=turning_circle', ['turning circle'], ['highway=turning_loop'])
    if name == 'chain barrier':
        return anchor49(D, B, 'barrier=chain', ['chain barrier', 'chain'], ['barrier=rope'])
    if name == 'entrance barrier':
        return anchor49(D, B, 'barrier=entrance', ['entrance barrier', 'entrance'], ['entrance'])
    raise KeyError(name)


ABSENT49 = {
    'hospital': (['amenity=hospital', 'amenity=clinic', 'amenity=doctors', 'healthcare'],
                 ['hospital', 'clinic', 'medic', 'doctor', 'polyclinic', 'health']),
    'supermarket': (['shop=supermarket', 'shop=grocery', 'shop=greengrocer'],
                    ['supermarket', 'grocer', 'fairprice', 'cold storage', 'giant', 'sheng siong', 'market']),
    'church': (['amenity=place_of_worship', 'religion', 'building=church', 'building=chapel', 'building=cathedral'],
               ['church', 'chapel', 'cathedral', 'temple', 'mosque', 'worship']),
    'dentist': (['amenity=dentist', 'healthcare=dentist'], ['dent', 'orthodon']),
    'car wash': (['amenity=car_wash', 'shop=car'], ['car wash', 'carwash', 'wash']),
}


def absent49(D, kind):
    tags, pats = ABSENT49[kind]
    absent_kind49(D, S, tags, pats, 'absent kind %s' % kind)
    return ABSENT_ONE49, 'no %s in the Singapore extract (tags %s; words %s)' % (kind, tags, pats)


def cnt49(D, town, spec, thr, what):
    fs = count49(D, town, spec, thr, what)
    return len(fs)


# --- attribute
def q_bell_wheelchair(D):
    f = A49(D, 'bell tower')
    v = f.tags.get('wheelchair')
    need49(v == 'no', 'bell tower wheelchair %r' % v)
    return '!no', 'wheelchair=%s' % v


def q_bell_lift(D):
    f = A49(D, 'bell tower')
    need49(f.tags.get('elevator') == 'no' and f.tags.get('stairs') == 'yes', 'bell tower elevator / stairs')
    return '!no | !stairs', 'elevator=no, stairs=yes'


def q_bell_hours(D):
    f = A49(D, 'bell tower')
    absent_tags49([f], ['opening_hours', 'service_times', 'note', 'description', 'fixme'], 'bell tower hours')
    return NOT_IN49, 'no opening_hours*, service_times*, note*, description* on the bell tower'


def q_abs_hospital(D):
    return absent49(D, 'hospital')


def q_zip(name, zipv):
    def f(D):
        fs = street49(D, name)
        vals = set()
        for w in fs:
            need49('tiger:zip_left' in w.tags and 'tiger:zip_right' in w.tags, '%s: zip missing on a way' % name)
            vals |= {w.tags['tiger:zip_left'], w.tags['tiger:zip_right']}
            for k in ('postal_code', 'addr:postcode'):
                if k in w.tags:
                    vals.add(w.tags[k])
        need49(len(vals) == 1, '%s: zips %r' % (name, vals))
        z = vals.pop()
        need49(z == zipv, '%s: zip %s' % (name, z))
        return '!%s' % z, '%d ways, zip %s' % (len(fs), z)
    return f


def q_oneway(name):
    def f(D):
        fs = street49(D, name)
        v = same_tag49(fs, 'oneway', name)
        need49(v == 'yes', '%s oneway %r' % (name, v))
        return '!one way | !one-way | !oneway', '%d ways, oneway=yes' % len(fs)
    return f


def q_footway(name):
    def f(D):
        fs = street49(D, name)
        v = same_tag49(fs, 'highway', name)
        need49(v == 'footway', '%s highway %r' % (name, v))
        for w in fs:
            for k in ('motor_vehicle', 'motorcar', 'vehicle', 'access'):
                need49(w.tags.get(k) not in ('yes', 'designated', 'permissive'), '%s: %s allows cars' % (name, k))
        return '!no | !footway | !footpath', '%d ways, highway=footway' % len(fs)
    return f


def q_pedestrian(name):
    def f(D):
        fs = street49(D, name)
        v = same_tag49(fs, 'highway', name)
        need49(v == 'pedestrian', '%s highway %r' % (name, v))
        for w in fs:
            for k in ('motor_vehicle', 'motorcar', 'vehicle', 'access'):
                need49(w.tags.get(k) not in ('yes', 'designated', 'permissive'), '%s: %s allows cars' % (name, k))
        return '!pedestrian | !no cars | !car-free', '%d ways, highway=pedestrian' % len(fs)
    return f


def q_private(name):
    def f(D):
        fs = street49(D, name)
        v = same_tag49(fs, 'access', name)
        need49(v == 'private', '%s access %r' % (name, v))
        for w in fs:
            for k in ('motor_vehicle', 'motorcar', 'vehicle'):
                need49(k not in w.tags, '%s: %s tagged' % (name, k))
        return '!private', '%d ways, access=private' % len(fs)
    return f


def q_secondary(name):
    def f(D):
        fs = street49(D, name)
        v = same_tag49(fs, 'highway', name)
        need49(v == 'secondary', '%s highway %r' % (name, v))
        return '!secondary | !main | !major', '%d ways, highway=secondary' % len(fs)
    return f


def q_entrance_cars(D):
    f = A49(D, 'entrance barrier')
    need49(f.tags.get('motorcar') == 'yes' and f.tags.get('access') is None and f.tags.get('motor_vehicle') is None,
           'entrance barrier motorcar')
    return '!yes', 'barrier=entrance, motorcar=yes'


# --- hours
def q_open(town, spec, thr_unused, moment, what, mode='count'):
    def f(D):
        fs = kind49(D, town, spec)
        day, minute = hours_moment49(moment)
        if mode == 'count':
            opn, wh = open_count49(D, fs, day, minute, what)
            return '#%d; #%d' % (len(opn), len(wh)), '%d of %d with hours open at %s' % (len(opn), len(wh), moment)
        opn, wh = open_count49(D, fs, day, minute, what, between=False)
        need49(wh, '%s: nothing with hours' % what)
        if mode == 'any':
            return ('!yes; #%d' % len(opn)) if opn else '!no', '%d of %d open at %s' % (len(opn), len(wh), moment)
        if mode == 'all':
            return ('!yes; #%d' % len(wh)) if len(opn) == len(wh) else ('!no; #%d' % len(opn)), \
                '%d of %d open at %s' % (len(opn), len(wh), moment)
    return f


def q_abs_supermarket(D):
    return absent49(D, 'supermarket')


# --- arithmetic
def q_diff(town, s1, t1, s2, t2, what, name_larger=None):
    def f(D):
        a, b = cnt49(D, town, s1, t1, what), cnt49(D, town, s2, t2, what)
        d = kdiff49(a, b, what)
        if name_larger:
            need49(a != b, what)
            return '%s; #%d; #%d; #%d' % (name_larger[0] if a > b else name_larger[1], a, b, d), '%d vs %d' % (a, b)
        need49(a > b, '%s: first count not larger' % what)
        return '#%d; #%d; #%d' % (d, a, b), '%d - %d = %d' % (a, b, d)
    return f


def q_sum(town, s1, t1, s2, t2, what):
    def f(D):
        a, b = cnt49(D, town, s1, t1, what), cnt49(D, town, s2, t2, what)
        need49(a != b and a > 0 and b > 0, what)
        return '#%d; #%d; #%d' % (a + b, a, b), '%d + %d' % (a, b)
    return f


def q_ratio(town, s1, t1, s2, t2, what):
    def f(D):
        a, b = cnt49(D, town, s1, t1, what), cnt49(D, town, s2, t2, what)
        r = kratio49(a, b, what)
        return '%s; #%d; #%d' % (ratio_gold49(r), a, b), '%d / %d = %.2f' % (a, b, r)
    return f


def q_nearer(D):
    x, p, q = A49(D, 'give way sign'), A49(D, 'turning circle'), A49(D, 'bell tower')
    dp, dq = fdist49(D, x, p), fdist49(D, x, q)
    need49(max(dp, dq) > 1.15 * min(dp, dq), 'nearer: %.0f vs %.0f within 15 %%' % (dp, dq))
    near = '!turning circle' if dp < dq else '!bell tower'
    return '%s; ~%d m' % (near, round(abs(dq - dp))), 'turning circle %.0f m, bell tower %.0f m' % (dp, dq)


def street_len49(D, name):
    fs = street49(D, name)
    for w in fs:
        need49(w.tags.get('highway') not in ('footway', 'path', 'steps', 'cycleway', 'track', 'corridor'),
               '%s: a non-road way' % name)
        need49(w.tags.get('oneway') in (None, 'no'), '%s: a one-way way (dual carriageway reading)' % name)
    return sum(glen49(w.geom) for w in fs)


def q_len_diff(n1, n2):
    def f(D):
        a, b = street_len49(D, n1), street_len49(D, n2)
        need49(a > 1.15 * b, 'lengths %.0f vs %.0f' % (a, b))
        return '~%d m; ~%d m; ~%d m' % (round(a - b), round(a), round(b)), '%.0f - %.0f' % (a, b)
    return f


def q_maxspeed_trap(n1, n2):
    def f(D):
        fs = street49(D, n1) + street49(D, n2)
        absent_tags49(fs, ['maxspeed', 'source:maxspeed', 'zone:maxspeed', 'maxspeed:type', 'note', 'description'],
                      'speed limit trap')
        return NOT_IN49, 'no maxspeed* on any way of either street'
    return f


# --- route
def q_route(town, mode, a, b, time=False, walk=None):
    def f(D):
        fa, fb = A49(D, a), A49(D, b)
        base, lens, st = route49(D, town, mode, fa, fb, '%s %s -> %s' % (mode, a, b))
        fig = 'straight %.0f m, %s' % (st, ', '.join('%s %.0f' % kv for kv in lens.items()))
        if walk:
            v = walk_verdict49(lens, walk, 'walk %s -> %s' % (a, b))
            return '%s; ~%d m ±10%%' % ('!yes' if v else '!no', round(base)), fig
        g = '~%d m ±10%%' % round(base)
        if time:
            g += '; ' + TIME49
        return g, fig
    return f


def q_abs_route(k1, k2):
    def f(D):
        absent49(D, k1)
        absent49(D, k2)
        return ABSENT_ONE49, 'no %s and no %s in the Singapore extract' % (k1, k2)
    return f


# --- aggregate
def q_count(town, spec, thr, what):
    def f(D):
        n = cnt49(D, town, spec, thr, what)
        need49(n > 0, what)
        return '#%d' % n, '%d' % n
    return f


def q_threshold(town, spec, thr, t, what):
    def f(D):
        n = cnt49(D, town, spec, thr, what)
        return '%s; #%d' % ('!yes' if threshold49(n, t, what) else '!no', n), '%d vs %d' % (n, t)
    return f


def q_tagcount(town, spec, thr, pred, what, alt_specs=()):
    def f(D):
        fs = count49(D, town, spec, thr, what)
        n = tagcount49(fs, pred, what)
        for alt in alt_specs:   # another reading of the kind must give the same count
            fa = count49(D, town, alt, thr, what)
            need49(sum(1 for x in fa if pred(x)) == n, '%s: reading %s differs' % (what, alt))
        return '#%d' % n, '%d of %d' % (n, len(fs))
    return f


def q_most(town, spec, key, split, gold, what):
    def f(D):
        fs = kind49(D, town, spec)
        w, mc = most_common49(D, fs, key, split, what)
        need49(w == gold[0], '%s: winner %r' % (what, w))
        return gold[1], '%r' % mc[:4]
    return f


def q_abs_count(kind):
    def f(D):
        absent49(D, kind)
        return ABSENT_COUNT49, 'no %s in the Singapore extract' % kind
    return f


WHEEL49 = lambda f: f.tags.get('wheelchair') == 'yes'

QUESTIONS49 = [
    # attribute
    ('attribute', H, "is the bell tower in heidelberg wheelchair accessible?", q_bell_wheelchair),
    ('attribute', H, "Hey, that bell tower in Heidelberg you can climb up - is there a lift, or do I have to take the stairs?", q_bell_lift),
    ('attribute', H, "what time does the heidelberg bell tower open on sundays", q_bell_hours),
    ('attribute', S, "singapore: what's the phone number of the hospital there?", q_abs_hospital),
    ('attribute', B, "zip code for Anglesea Street in Baltimore?", q_zip('Anglesea Street', '21224')),
    ('attribute', B, "I'm mailing a parcel to someone on Haubert Street, Baltimore. Which ZIP do I write on it?", q_zip('Haubert Street', '21230')),
    ('attribute', B, "South Front Street - can I drive it in both directions or is it one way?", q_oneway('South Front Street')),
    ('attribute', B, "can i take my car down Bethel Court in baltimore or is it just a footpath", q_footway('Bethel Court')),
    ('attribute', B, "What kind of street is West Falls Avenue in Baltimore - a normal road with traffic, or pedestrian?", q_pedestrian('West Falls Avenue')),
    ('attribute', B, "pier 13 in baltimore, is that a public road or private?", q_private('Pier 13')),
    ('attribute', B, "how big a road is Edison Highway in Baltimore? like a main road or some small side street", q_secondary('Edison Highway')),
    ('attribute', B, "There's an entrance barrier somewhere in the Baltimore map. Are cars allowed through it?", q_entrance_cars),
    # hours
    ('hours', H, "It's wednesday, half past one and I'm starving in Heidelberg. How many restaurants are open right now? And how many list hours at all?", q_open(H, 'amenity=restaurant', 0, 'We 13:30', 'H restaurants')),
    ('hours', H, "heidelberg pubs open on a saturday at 1.30 pm - how many? count pls, plus how many have hours", q_open(H, 'amenity=pub', 0, 'Sa 13:30', 'H pubs')),
    ('hours', H, "How many bars in Heidelberg are open on Friday at noon, out of the ones that give opening times?", q_open(H, 'amenity=bar', 0, 'Fr 12:00', 'H bars')),
    ('hours', H, "monday morning 9:30 in heidelberg: how many bookshops are already open? and how many of them list hours", q_open(H, 'shop=books', 0, 'Mo 09:30', 'H bookshops')),
    ('hours', H, "is any music store in heidelberg open on a tuesday at 10.15 in the morning?", q_open(H, 'shop=music', 0, 'Tu 10:15', 'H music', mode='any')),
    ('hours', S, "singapore extract: of the places that list opening hours, how many are open on a wednesday at 4.30 in the afternoon?", q_open(S, with_hours_all49, 0, 'We 16:30', 'S all')),
    ('hours', S, "Sunday, half past four in the afternoon, in Singapore - how many of the places with opening hours are open then? and out of how many", q_open(S, with_hours_all49, 0, 'Su 16:30', 'S all')),
    ('hours', S, "Is everything that lists hours in the Singapore data open on a friday at quarter to six in the evening? how many is that", q_open(S, with_hours_all49, 0, 'Fr 17:45', 'S all', mode='all')),
    ('hours', S, "is the supermarket in singapore open on sunday at 9 pm?", q_abs_supermarket),
    ('hours', B, "baltimore, tuesday 7 pm: how many places with opening hours are open, and how many have hours?", q_open(B, with_hours_all49, 0, 'Tu 19:00', 'B all')),
    ('hours', B, "Saturday morning, 10:15, Baltimore. Of the places that list opening times, how many are open?", q_open(B, with_hours_all49, 0, 'Sa 10:15', 'B all')),
    ('hours', B, "hey is anything open in baltimore at noon on a wednesday? how many places", q_open(B, with_hours_all49, 0, 'We 12:00', 'B all', mode='any')),
    # arithmetic
    ('arithmetic', H, "In Heidelberg, how many more clothes stores than shoe stores are there? both numbers pls", q_diff(H, 'shop=clothes', 30, 'shop=shoes', 30, 'H clothes - shoes')),
    ('arithmetic', H, "bus stops + taxi stands in heidelberg, total? and each", q_sum(H, 'highway=bus_stop', 2, 'amenity=taxi', 10, 'H bus stops + taxi')),
    ('arithmetic', H, "How many bike parking places are there per ferry terminal in the Heidelberg data? Give me the two counts as well.", q_ratio(H, 'amenity=bicycle_parking', 10, 'amenity=ferry_terminal', 30, 'H bike parking / ferry')),
    ('arithmetic', H, "from the give way sign in heidelberg, which is nearer as the crow flies - the turning circle or the bell tower? and by how many metres", q_nearer),
    ('arithmetic', S, "singapore: how many more restaurants than cafes?", q_diff(S, 'amenity=restaurant', 30, 'amenity=cafe', 30, 'S restaurants - cafes')),
    ('arithmetic', S, "toilets plus taxi stands in the singapore extract - what's the total? split it up", q_sum(S, 'amenity=toilets', 10, 'amenity=taxi', 10, 'S toilets + taxi')),
    ('arithmetic', S, "Singapore data: how many metro station entrances are there per taxi stand? with the two counts", q_ratio(S, 'railway=subway_entrance', 10, 'amenity=taxi', 10, 'S metro / taxi')),
    ('arithmetic', S, "are there more trees or more pedestrian crossings in the singapore data, and what's the gap?", q_diff(S, 'highway=crossing', 2, 'natural=tree', 2, 'S crossings vs trees', name_larger=('!crossings', '!trees'))),
    ('arithmetic', B, "baltimore: banks and ATMs, how many altogether? tell me each too", q_sum(B, 'amenity=bank', 30, 'amenity=atm', 30, 'B banks + atms')),
    ('arithmetic', B, "car repair places per car wash in Baltimore? both numbers pls", q_ratio(B, 'shop=car_repair', 30, 'amenity=car_wash', 30, 'B car repair / car wash')),
    ('arithmetic', B, "How much longer is Haubert Street than Cooksie Street in Baltimore? Give both lengths too.", q_len_diff('Haubert Street', 'Cooksie Street')),
    ('arithmetic', B, "whats the difference in speed limit between Duluth Avenue and Maxwell Avenue", q_maxspeed_trap('Duluth Avenue', 'Maxwell Avenue')),
    # route
    ('route', H, "how far is it by bike from the give way sign to the turning circle in heidelberg?", q_route(H, 'bike', 'give way sign', 'turning circle')),
    ('route', H, "Can I walk from the turning circle to the give way sign in Heidelberg in 10 minutes?", q_route(H, 'foot', 'turning circle', 'give way sign', walk=10)),
    ('route', H, "cycling from the heidelberg give-way sign to the bell tower: how far, and how many minutes?", q_route(H, 'bike', 'give way sign', 'bell tower', time=True)),
    ('route', H, "walking distance from the bell tower to the give way sign in heidelberg?", q_route(H, 'foot', 'bell tower', 'give way sign')),
    ('route', H, "How long does it take to walk from the turning circle to the bell tower? (Heidelberg)", q_route(H, 'foot', 'turning circle', 'bell tower', time=True)),
    ('route', H, "heidelberg - is the give way sign a 5 minute walk from the bell tower? yes or no", q_route(H, 'foot', 'bell tower', 'give way sign', walk=5)),
    ('route', B, "I'm driving from the chain barrier to the entrance barrier in Baltimore. How far is that and how long will it take?", q_route(B, 'car', 'chain barrier', 'entrance barrier', time=True)),
    ('route', B, "baltimore by car, entrance barrier to chain barrier - distance?", q_route(B, 'car', 'entrance barrier', 'chain barrier')),
    ('route', B, "walking route between the entrance barrier and the chain barrier in baltimore, how many km?", q_route(B, 'foot', 'entrance barrier', 'chain barrier')),
    ('route', B, "could I walk from the chain barrier to the entrance barrier in Baltimore within half an hour?", q_route(B, 'foot', 'chain barrier', 'entrance barrier', walk=30)),
    ('route', S, "in singapore, how far is the walk from the church to the hospital?", q_abs_route('church', 'hospital')),
    ('route', S, "drive time from the dentist to the supermarket in the singapore extract?", q_abs_route('dentist', 'supermarket')),
    # aggregate
    ('aggregate', H, "how many litter bins are mapped in heidelberg?", q_count(H, 'amenity=waste_basket', 10, 'H waste baskets')),
    ('aggregate', H, "More than 30 street lamps in the Heidelberg data? yes or no, and the count", q_threshold(H, 'highway=street_lamp', 2, 30, 'H street lamps')),
    ('aggregate', H, "how many heidelberg hotels are tagged as wheelchair accessible?", q_tagcount(H, 'tourism=hotel', 30, WHEEL49, 'H hotels wheelchair', alt_specs=['tourism=hotel|hostel|guest_house|motel'])),
    ('aggregate', H, "what's the most common star rating among the hotels in heidelberg?", q_most(H, 'tourism=hotel', 'stars', False, ('3', '!3 | !three'), 'H hotel stars')),
    ('aggregate', S, "number of bus stops in the singapore extract?", q_count(S, 'highway=bus_stop', 2, 'S bus stops')),
    ('aggregate', S, "are there over 40 pedestrian crossings in the singapore map?", q_threshold(S, 'highway=crossing', 2, 40, 'S crossings')),
    ('aggregate', S, "How many restaurants in the Singapore data are wheelchair accessible?", q_tagcount(S, 'amenity=restaurant', 30, WHEEL49, 'S restaurants wheelchair')),
    ('aggregate', S, "How many car washes are there in the Singapore extract?", q_abs_count('car wash')),
    ('aggregate', B, "how many libraries does the baltimore data have", q_count(B, 'amenity=library', 30, 'B libraries')),
    ('aggregate', B, "my guess: baltimore has more than 60 bus stops. right? whats the count", q_threshold(B, 'highway=bus_stop', 2, 60, 'B bus stops')),
    ('aggregate', B, "in baltimore, how many banks have an ATM?", q_tagcount(B, 'amenity=bank', 30, lambda f: f.tags.get('atm') == 'yes', 'B banks atm')),
    ('aggregate', B, "which type of store is the most common one in the baltimore data?", q_most(B, 'shop', 'shop', False, ('convenience', '!convenience | !corner store'), 'B store types')),
]


# ---------------------------------------------------------------- checks and the command line
ITEM_RE49 = re.compile(r'^(#\d+|~\d+ m( ±10%)?|![^|;]+|[^!#~|;][^|;]*)$')


def gold_syntax49(gold, where):
    for item in gold.split('; '):
        for alt in item.split(' | '):
            need49(ITEM_RE49.match(alt) and alt == alt.strip(), '%s: bad gold item %r' % (where, alt))


def gold_older49(gold, where):
    for item in gold.split('; '):
        for alt in item.split(' | '):
            if alt in FIXED49 or re.fullmatch(r'#\d+|~\d+ m( ±10%)?|!\d+(\.\d+)?', alt):
                continue
            h = older_hits49(alt.lstrip('!'))
            need49(not h, '%s: gold item %r holds older names %r' % (where, alt, h))


def question_older49(q, where):
    h = older_hits49(q)
    need49(not h, '%s: question holds older names %r' % (where, h))


def compute49(D):
    check_older_adds49(D)
    rows = {k: [] for k in FILES49}
    fragile = []
    seen = set()
    for i, (fk, town, q, fn) in enumerate(QUESTIONS49):
        where = 'val49-%s.tsv:%d' % (fk, len(rows[fk]) + 3)
        try:
            need49(q not in seen, '%s: duplicate question' % where)
            seen.add(q)
            need49('\t' not in q and '\n' not in q, where)
            question_older49(q, where)
            gold, fig = fn(D)
            gold_syntax49(gold, where)
            gold_older49(gold, where)
        except Fragile49 as e:
            fragile.append('%s: %s' % (where, e))
            gold, fig = None, 'FRAGILE: %s' % e
        rows[fk].append((q, gold, town, fig))
    for k in FILES49:
        if len(rows[k]) != 12:
            fragile.append('val49-%s.tsv: %d questions, not 12' % (k, len(rows[k])))
    return rows, fragile


def main49():
    ap = argparse.ArgumentParser(description='golds of the "beyond" validation set 49')
    ap.add_argument('--check', action='store_true')
    ap.add_argument('--write', action='store_true')
    a = ap.parse_args()
    here = Path(__file__).resolve().parent
    datadir = os.environ.get('GEOREACT_FRESH_DIR') or str(Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh')
    D = load49(datadir)
    rows, fragile = compute49(D)
    if a.write:
        if fragile:
            for x in fragile:
                print('FRAGILE', x)
            print('refused: fragile golds, nothing written')
            return 1
        for k in FILES49:
            with open(here / ('val49-%s.tsv' % k), 'w', encoding='utf-8') as fh:
                fh.write('\n'.join(HEADER49[k]) + '\n')
                for q, g, town, fig in rows[k]:
                    fh.write('%s\t%s\tone\n' % (q, g))
        print('wrote 5 files, %d questions' % sum(len(v) for v in rows.values()))
        return 0
    if a.check:
        bad = list('FRAGILE ' + x for x in fragile)
        for k in FILES49:
            p = here / ('val49-%s.tsv' % k)
            if not p.exists():
                bad.append('%s: missing' % p.name)
                continue
            with open(p, encoding='utf-8') as fh:
                lines = fh.read().split('\n')
            if lines and lines[-1] == '':
                lines = lines[:-1]
            if lines[:2] != HEADER49[k]:
                bad.append('%s:1: header differs' % p.name)
            body = lines[2:]
            if len(body) != len(rows[k]):
                bad.append('%s: %d question lines, expected %d' % (p.name, len(body), len(rows[k])))
            for j, (q, g, town, fig) in enumerate(rows[k]):
                exp = '%s\t%s\tone' % (q, g)
                got = body[j] if j < len(body) else None
                if got != exp:
                    bad.append('%s:%d: differs (file %r, computed %r)' % (p.name, j + 3, got, exp))
        for x in bad:
            print(x)
        print('check: %s' % ('FAILED (%d)' % len(bad) if bad else 'OK, 60 golds match'))
        return 1 if bad else 0
    tc = collections.Counter()
    for k in FILES49:
        for q, g, town, fig in rows[k]:
            tc[town] += 1
            print('[%s] %s | %s\n    Q: %s\n    G: %s\n    F: %s' % (k, town, 'one', q, g, fig))
    print('towns:', dict(tc))
    for x in fragile:
        print('FRAGILE', x)
    return 1 if fragile else 0


if __name__ == '__main__':
    sys.exit(main49())
