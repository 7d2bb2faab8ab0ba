#!/usr/bin/env python3
"""Golds of "beyond" validation set 48 (held out), recomputed from the raw OSM extracts in shared/data/osm-fresh
(or GEOREACT_FRESH_DIR) with osmium, shapely, pyproj, networkx and numpy only.

    gold_val48.py            print question, town, kind, gold and figures
    gold_val48.py --check    compare with the five val48-*.tsv (exit 1 naming file and line on a difference or fragile gold)
    gold_val48.py --write    rewrite the five TSVs (refused while any gold is fragile)

Map data (c) OpenStreetMap contributors, ODbL 1.0. See README-val48.md for the definitions.
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
# ================================================================ val48 core (written for this set)
import os as _os48, re as _re48, sys as _sys48, math as _math48, itertools as _it48, collections as _col48
from pathlib import Path as _Path48
import numpy as _np48
import osmium as _osm48, shapely.wkb as _wkb48
from shapely.geometry import Point as _Pt48, LineString as _LS48
from pyproj import Geod as _Geod48, Transformer as _Tr48
import networkx as _nx48

G48 = _Geod48(ellps='WGS84')
FILES48 = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Singapore': 'singapore-bayfront-2019.osm.pbf',
           'Baltimore': 'baltimore-2015.osm.pbf'}


class Fragile48(Exception):
    pass


def req48(cond, msg):
    if not cond:
        raise Fragile48(msg)


class _Loader48(_osm48.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.wkb = _osm48.geom.WKBFactory()
        self.feats = []
        self.ways = []          # highway ways: (id, tags, [(nid, lon, lat)])
        self.closed_area = {}   # way id -> polygon

    def node(self, n):
        if len(n.tags):
            self.feats.append({'t': 'n', 'id': n.id, 'tags': dict(n.tags),
                               'geom': _Pt48(n.location.lon, n.location.lat)})

    def way(self, w):
        tags = dict(w.tags)
        try:
            pts = [(nd.ref, nd.location.lon, nd.location.lat) for nd in w.nodes]
        except _osm48.InvalidLocationError:
            return
        if 'highway' in tags:
            self.ways.append((w.id, tags, pts))
        if tags and len(pts) >= 2:
            self.feats.append({'t': 'w', 'id': w.id, 'tags': tags,
                               'geom': _LS48([(p[1], p[2]) for p in pts]), 'closed': pts[0][0] == pts[-1][0]})

    def area(self, a):
        try:
            g = _wkb48.loads(self.wkb.create_multipolygon(a), hex=True)
        except Exception:
            return
        if a.from_way():
            self.closed_area[a.orig_id()] = g
        else:
            tags = dict(a.tags)
            if tags:
                self.feats.append({'t': 'r', 'id': a.orig_id(), 'tags': tags, 'geom': g})


def load48(datadir):
    D = {}
    for town, fn in FILES48.items():
        h = _Loader48()
        h.apply_file(str(_Path48(datadir) / fn), locations=True)
        for f in h.feats:
            if f['t'] == 'w' and f.get('closed') and f['id'] in h.closed_area:
                tg = f['tags']
                if 'highway' in tg and tg.get('area') != 'yes':
                    continue
                if tg.get('area') == 'no':
                    continue
                f['geom'] = h.closed_area[f['id']]
        lon0 = _np48.mean([f['geom'].centroid.x for f in h.feats])
        lat0 = _np48.mean([f['geom'].centroid.y for f in h.feats])
        tr = _Tr48.from_crs('EPSG:4326', f'+proj=aeqd +lat_0={lat0} +lon_0={lon0} +datum=WGS84 +units=m',
                            always_xy=True)
        inv = _Tr48.from_crs(f'+proj=aeqd +lat_0={lat0} +lon_0={lon0} +datum=WGS84 +units=m', 'EPSG:4326',
                             always_xy=True)
        for f in h.feats:
            f['town'] = town
            f['pg'] = None
        D[town] = {'feats': h.feats, 'ways': h.ways, 'tr': tr, 'inv': inv}
    return D


def proj48(D, town, g):
    import shapely
    tr = D[town]['tr']

    def f(a):
        x, y = tr.transform(a[:, 0], a[:, 1])
        return _np48.column_stack([x, y])
    return shapely.transform(g, f)


def point48(f):
    g = f['geom']
    if g.geom_type == 'Point':
        return g
    if g.geom_type in ('LineString',):
        return g.interpolate(0.5, normalized=True)
    return g.centroid


def gd48(p, q):
    return G48.inv(p.x, p.y, q.x, q.y)[2]


def glen48(g):
    return G48.geometry_length(g)


def garea48(g):
    return abs(G48.geometry_area_perimeter(g)[0])


# ---------------------------------------------------------------- data folder, names
def datadir48():
    env = _os48.environ.get('GEOREACT_FRESH_DIR')
    if env:
        return _Path48(env)
    return _Path48(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'


def fold48(s):
    import unicodedata
    s = unicodedata.normalize('NFKD', s.replace('’', "'"))
    return ''.join(c for c in s if not unicodedata.combining(c)).casefold()


NAMEKEYS48 = ('name', 'brand', 'alt_name', 'old_name')
POIKEYS48 = ('amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft')
TOWNS48 = ('Heidelberg', 'Singapore', 'Baltimore')


def fdist48(D, town, a, b):
    """distance between the nearest points of two geometries (projection to find them, geodesic to measure)"""
    pa, pb = proj48(D, town, a), proj48(D, town, b)
    if pa.distance(pb) == 0:
        return 0.0
    from shapely.ops import nearest_points
    na, nb = nearest_points(a, b) if False else nearest_points(pa, pb)
    inv = D[town]['inv']
    x1, y1 = inv.transform(na.x, na.y)
    x2, y2 = inv.transform(nb.x, nb.y)
    return G48.inv(x1, y1, x2, y2)[2]


def pg48(D, f):
    if f.get('pg') is None:
        f['pg'] = proj48(D, f['town'], f['geom'])
    return f['pg']


def fname48(f):
    return f['tags'].get('name')


# ---------------------------------------------------------------- counts
def feats48(D, town, pred):
    return [f for f in D[town]['feats'] if pred(f['tags'])]


def tagis48(**kv):
    return lambda t: all(t.get(k) == v for k, v in kv.items())


def pairs48(D, fs, radius, what):
    """refuse when two counted features may be one place"""
    for a, b in _it48.combinations(fs, 2):
        d = pg48(D, a).distance(pg48(D, b))
        na, nb = fname48(a), fname48(b)
        if (na is None or nb is None or fold48(na) == fold48(nb)) and d <= radius:
            raise Fragile48(f'{what}: {a["t"]}{a["id"]} and {b["t"]}{b["id"]} {d:.1f} m apart (pair radius {radius})')
        if d <= 2:
            raise Fragile48(f'{what}: {a["t"]}{a["id"]} and {b["t"]}{b["id"]} within 2 m')


def count48(D, town, pred, radius, what):
    fs = feats48(D, town, pred)
    pairs48(D, fs, radius, what)
    return len(fs), fs


# ---------------------------------------------------------------- opening hours
DAYS48 = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
HAND48 = {'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00; Tu off',
          'Weekdays 7-3, Saturdays 7-6, Sundays 7-4': 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
          '8-6:30': '08:00-18:30'}
_DSEL48 = r'(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:[-,](?:Mo|Tu|We|Th|Fr|Sa|Su))*'


class Unreadable48(Exception):
    pass


def _days48(sel):
    out = set()
    for part in sel.split(','):
        if '-' in part:
            a, b = part.split('-')
            i, j = DAYS48.index(a), DAYS48.index(b)
            while True:
                out.add(i)
                if i == j:
                    break
                i = (i + 1) % 7
        else:
            out.add(DAYS48.index(part))
    return out


def _hm48(h, m):
    h, m = int(h), int(m)
    if h > 24 or m > 59:
        raise Unreadable48('time')
    return h * 60 + m


def parse48(v, lenient, openend):
    v = HAND48.get(v.strip(), v.strip())
    if lenient:
        v = _re48.sub(r'\s*-\s*', '-', v)
        v = _re48.sub(r'\b(Mo|Tu|We|Th|Fr|Sa|Su|So)\.', r'\1', v)
        v = _re48.sub(r'\bSo\b', 'Su', v)
        v = _re48.sub(r',\s+', ',', v)
        v = _re48.sub(r'(' + _DSEL48 + r'):', r'\1', v)
        v = _re48.sub(r'(?<=\d),(?=(?:Mo|Tu|We|Th|Fr|Sa|Su|PH|Ph)\b)', ';', v)
    if v == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    sched = {d: [] for d in range(7)}
    rules = [r.strip() for r in v.split(';')]
    if not lenient and any(r != r.strip() or not r for r in v.split(';')[:1]):
        pass
    for r in rules:
        if not r:
            if lenient:
                continue
            raise Unreadable48('empty rule')
        if r[:2].upper() == 'PH':
            if lenient:
                continue
            raise Unreadable48('PH')
        m = _re48.fullmatch(r'(' + _DSEL48 + r') (.+)', r)
        if m:
            days, body = _days48(m[1]), m[2]
        else:
            days, body = set(range(7)), r
        if body in ('off', 'closed'):
            for d in days:
                sched[d] = []
            continue
        rng = []
        for part in body.split(','):
            mm = _re48.fullmatch(r'(\d{1,2}):(\d\d)-(\d{1,2}):(\d\d)', part)
            if mm:
                rng.append((_hm48(mm[1], mm[2]), _hm48(mm[3], mm[4])))
                continue
            mm = _re48.fullmatch(r'(\d{1,2}):(\d\d)\+', part)
            if mm and lenient:
                s = _hm48(mm[1], mm[2])
                rng.append((s, s + 1 if openend == 'minute' else 1440))
                continue
            raise Unreadable48(part)
        for d in days:
            sched[d] = list(rng)
    return sched


def readings48(v):
    out = []
    for lenient, oe in ((False, 'minute'), (True, 'minute'), (True, 'midnight')):
        try:
            out.append(parse48(v, lenient, oe))
        except (Unreadable48, ValueError):
            pass
    if not out:
        raise Unreadable48(v)
    return out


def isopen48(sched, d, m, spill_strict):
    for s, e in sched[d]:
        if e > s:
            if s <= m < e:
                return True
        elif m >= s:
            return True
    if not (spill_strict and sched[d]):
        for s, e in sched[(d - 1) % 7]:
            if e <= s and m < e:
                return True
    return False


def verdict48(f, day, minute, what):
    v = f['tags']['opening_hours']
    try:
        rs = readings48(v)
    except Unreadable48:
        raise Fragile48(f'{what}: unreadable hours {v!r} ({f["t"]}{f["id"]})')
    res = set()
    for sched in rs:
        for dm in range(-15, 16):
            t = day * 1440 + minute + dm
            d, m = (t // 1440) % 7, t % 1440
            for sp in (True, False):
                res.add(isopen48(sched, d, m, sp))
    if len(res) != 1:
        raise Fragile48(f'{what}: {fname48(f)!r} {v!r} unstable at {DAYS48[day]} {minute // 60:02d}:{minute % 60:02d}')
    return res.pop()


def hours_feats48(D, town, pred, what):
    fs = [f for f in D[town]['feats'] if pred(f['tags']) and f['tags'].get('opening_hours', 'unknown').strip() != 'unknown']
    for a, b in _it48.combinations(fs, 2):
        d = pg48(D, a).distance(pg48(D, b))
        same = fname48(a) and fname48(b) and fold48(fname48(a)) == fold48(fname48(b))
        if d <= (30 if same else 10):
            raise Fragile48(f'{what}: hours pair {a["t"]}{a["id"]} / {b["t"]}{b["id"]} {d:.1f} m')
    return fs


def open_count48(D, town, pred, day, minute, what, between=True):
    fs = hours_feats48(D, town, pred, what)
    n = sum(verdict48(f, day, minute, what) for f in fs)
    if between:
        req48(0 < n < len(fs), f'{what}: count {n} of {len(fs)} not strictly between')
    return n, len(fs)


def anyhours48(t):
    return any(k in t for k in POIKEYS48)


# ---------------------------------------------------------------- routing
CAR48 = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
         'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NONWAY48 = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
            'services', 'razed', 'disused', 'bus_guideway', 'escape'}
BIG48 = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}
NOPRIV48 = ('no', 'private')


def _oneway48(t):
    o = t.get('oneway')
    if o in ('yes', 'true', '1'):
        return 'fwd'
    if o == '-1':
        return 'bwd'
    return 'both'


def wdir48(t, mode, var):
    hw = t.get('highway')
    acc = t.get('access')
    rb = t.get('junction') == 'roundabout'
    if mode == 'car':
        if hw not in CAR48 or acc in NOPRIV48:
            return None
        if var == 'strict' and (t.get('motor_vehicle') in NOPRIV48 or t.get('motorcar') in NOPRIV48):
            return None
        ow = _oneway48(t)
        if var == 'strict' and ow == 'both' and t.get('oneway') != 'no' and (rb or hw in ('motorway', 'motorway_link')):
            ow = 'fwd'
        return ow
    if mode == 'bike':
        ok = (hw in CAR48 and hw not in BIG48) or hw in ('cycleway', 'path', 'track') or \
            t.get('bicycle') in ('yes', 'designated')
        if not ok or hw in NONWAY48 or hw in BIG48 or t.get('bicycle') == 'no':
            return None
        if acc in NOPRIV48 and (var == 'strict' or t.get('bicycle') not in ('yes', 'designated', 'permissive')):
            return None
        ow = _oneway48(t)
        if t.get('oneway:bicycle') == 'no' or t.get('cycleway', '').startswith('opposite'):
            ow = 'both'
        if var == 'strict' and ow == 'both' and rb and t.get('oneway') != 'no':
            ow = 'fwd'
        if var == 'noow':
            ow = 'both'
        return ow
    if hw is None or hw in BIG48 or hw in NONWAY48 or t.get('foot') == 'no':
        return None
    if var == 'strict' and acc in NOPRIV48 and t.get('foot') not in ('yes', 'designated', 'permissive'):
        return None
    return 'both'


_GC48 = {}


def graph48(D, town, mode, var):
    key = (town, mode, var)
    if key in _GC48:
        return _GC48[key]
    G = _nx48.DiGraph()
    pos = {}
    for wid, t, pts in D[town]['ways']:
        dr = wdir48(t, mode, var)
        if dr is None:
            continue
        for (a, x1, y1), (b, x2, y2) in zip(pts, pts[1:]):
            if a == b:
                continue
            w = G48.inv(x1, y1, x2, y2)[2]
            pos[a], pos[b] = (x1, y1), (x2, y2)
            if dr in ('fwd', 'both'):
                if not G.has_edge(a, b) or G[a][b]['w'] > w:
                    G.add_edge(a, b, w=w)
            if dr in ('bwd', 'both'):
                if not G.has_edge(b, a) or G[b][a]['w'] > w:
                    G.add_edge(b, a, w=w)
    big = max(_nx48.strongly_connected_components(G), key=len)
    allids = list(G.nodes)
    bigids = [n for n in allids if n in big]
    arr = lambda ids: (ids, _np48.array([pos[n][0] for n in ids]), _np48.array([pos[n][1] for n in ids]))
    _GC48[key] = (G, arr(bigids), arr(allids))
    return _GC48[key]


def snap48(p, nodes):
    ids, xs, ys = nodes
    d = G48.inv(_np48.full(len(xs), p.x), _np48.full(len(xs), p.y), xs, ys)[2]
    i = int(_np48.argmin(d))
    return ids[i], float(d[i])


VARS48 = {'car': ('base', 'strict'), 'bike': ('base', 'strict', 'noow'), 'foot': ('base', 'strict')}


def route48(D, town, mode, p, q, what):
    """every variant's length (first = main); refuses when fragile"""
    straight = gd48(p, q)
    req48(300 <= straight <= 5000, f'{what}: straight line {straight:.0f} m outside 300 m - 5 km')
    lens = []
    for var in VARS48[mode]:
        for whole in (False, True):
            if whole and var != 'base':
                continue
            G, big, allnodes = graph48(D, town, mode, var)
            nodes = allnodes if whole else big
            a, da = snap48(p, nodes)
            b, db = snap48(q, nodes)
            req48(da <= 100 and db <= 100, f'{what}: {mode}/{var}/whole={whole} snapped {da:.0f} / {db:.0f} m')
            try:
                L = _nx48.dijkstra_path_length(G, a, b, weight='w')
            except _nx48.NetworkXNoPath:
                raise Fragile48(f'{what}: {mode}/{var}/whole={whole}: no path')
            lens.append(L)
    L0 = lens[0]
    req48(L0 <= 2.5 * straight, f'{what}: route {L0:.0f} > 2.5 x straight {straight:.0f}')
    req48(L0 >= 0.97 * straight, f'{what}: route {L0:.0f} < 0.97 x straight {straight:.0f}')
    for L in lens:
        req48(abs(L - L0) <= 0.03 * L0, f'{what}: variant {L:.0f} vs {L0:.0f} moves > 3 %')
    return lens, straight


def walk48(lens, T, what):
    slow = T / 60 * 3000
    fast = T / 60 * 6000
    if all(L <= 0.9 * slow for L in lens):
        return True
    if all(L >= 1.1 * fast for L in lens):
        return False
    raise Fragile48(f'{what}: walking verdict for {T} min unclear ({min(lens):.0f}-{max(lens):.0f} m)')


# ================================================================ val48 set (written for this set)
# places used by older sets that README-val47 lists (its "Places used" streets; no dropped candidate is a feature name)
VAL48_ADD = ['Hane Lane', 'South Rose Street']
# values and short mentions README-val47 uses (its anchors' words, gold values)
LEFT_OUT_VAL48_ADD = ['21237', '97 MW', 'street clock', 'city map', 'map board', 'info map', 'charging station',
                      'turnstile', 'graveyard', 'signpost', 'guidepost', 'compressed air', 'generator', 'water tower',
                      'chimney', 'smokestack', 'chess table', 'turntable', 'hotel building', 'building passage']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL48_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL48_ADD))

# unnamed anchors of older sets, by (town, type, id): README-val46 / README-val47 lists, val13's two
REFUSED_IDS48 = {
    ('Heidelberg', 'n', 3013021790), ('Heidelberg', 'n', 1383144909), ('Heidelberg', 'n', 3184688312),
    ('Heidelberg', 'n', 2590577890), ('Heidelberg', 'w', 222967847), ('Heidelberg', 'w', 315086281),
    ('Singapore', 'n', 1958), ('Singapore', 'n', 1997), ('Singapore', 'r', 96),
    ('Baltimore', 'n', 2414203781), ('Baltimore', 'w', 280778839), ('Baltimore', 'n', 2511023822),
    ('Baltimore', 'n', 1422652974), ('Baltimore', 'n', 2303798850), ('Baltimore', 'n', 848214372),
    ('Baltimore', 'w', 325763080),
    ('Heidelberg', 'n', 1908447716), ('Heidelberg', 'n', 1897490810), ('Heidelberg', 'n', 1531155348),
    ('Heidelberg', 'n', 3195077075), ('Heidelberg', 'w', 178570478), ('Singapore', 'w', 95), ('Singapore', 'w', 144),
    ('Baltimore', 'w', 189386294), ('Baltimore', 'w', 170211248), ('Baltimore', 'w', 286999057),
    ('Singapore', 'w', 139), ('Heidelberg', 'n', 1794981583)}
# and by tag / key (README-val47's and README-val46's lists and their anchors' tags)
REFUSED_TAGS48 = {
    ('amenity', 'clock'), ('display', 'analog'), ('information', 'map'), ('tourism', 'information'),
    ('amenity', 'charging_station'), ('barrier', 'turnstile'), ('landuse', 'cemetery'), ('religion', 'jewish'),
    ('information', 'guidepost'), ('amenity', 'compressed_air'), ('power', 'generator'), ('man_made', 'water_tower'),
    ('man_made', 'stack'), ('sport', 'chess'), ('leisure', 'pitch'), ('railway', 'turntable'), ('building', 'hotel'),
    ('tunnel', 'building_passage'), ('man_made', 'bridge'),
    ('man_made', 'tower'), ('tower:type', 'communication'), ('advertising', 'column'), ('playground', 'wendyhouse'),
    ('traffic_calming', 'hump'), ('man_made', 'pier'), ('building', 'train_station'), ('place', 'island'),
    ('waterway', 'boat_lift'), ('building', 'public'), ('building', 'pavilion'),
    ('railway', 'razed'), ('razed:railway', 'tram'), ('highway', 'cycleway'), ('lcn', 'yes'), ('building', 'hut'),
    ('building:roof', 'flat'), ('highway', 'give_way'), ('highway', 'turning_circle'), ('highway', 'stop'),
    ('highway', 'primary_link'), ('maxspeed', '50'), ('barrier', 'chain'), ('landuse', 'median'),
    ('highway', 'construction'), ('construction', 'residential'), ('barrier', 'entrance'), ('bicycle', 'yes'),
    ('leisure', 'common'), ('power', 'sub_station'), ('landuse', 'museum'), ('office', 'Baudezernat'),
    ('amenity', 'fire_station'), ('power', 'substation'), ('amenity', 'post_office'),
    ('amenity', 'smoking_area'), ('highway', 'elevator'), ('sport', 'tennis'), ('amenity', 'shelter'),
    ('landuse', 'construction')}
REFUSED_KEYS48 = {'roof:material'}

NOTIN48 = ('!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | '
           '!not recorded')
NONE_COUNT48 = '#0 | !none | !no | ' + NOTIN48
NONE_YN48 = '!no | !none | ' + NOTIN48
TIME48 = '!min | !minute | !hour'
FIXED48 = set(x.strip() for x in (NOTIN48 + ' | ' + TIME48 + ' | !yes | !no | !none').split('|'))
EXEMPT48 = {'heidelberg', 'singapore', 'baltimore'}


# ---------------------------------------------------------------- older names
def _older_pats48():
    pats = []
    for n in OLDER_SETS + LEFT_OUT:
        if fold48(n) in EXEMPT48:
            continue
        vs = {fold48(n)}
        if n.startswith('#'):
            vs.add(fold48(n[1:]))
        for v in vs:
            pats.append((n, _re48.compile(r'(?<!\w)' + _re48.escape(v) + r'(?!\w)')))
    return pats


_OP48 = []


def older_in48(text):
    if not _OP48:
        _OP48.extend(_older_pats48())
    t = fold48(text)
    return sorted({n for n, p in _OP48 if p.search(t)})


def _overlaps_older48(name):
    fn = fold48(name)
    for o in OLDER_SETS + LEFT_OUT:
        fo = fold48(o)
        if fo == fn or _re48.search(r'(?<!\w)' + _re48.escape(fo) + r'(?!\w)', fn) or \
                _re48.search(r'(?<!\w)' + _re48.escape(fn) + r'(?!\w)', fo):
            return o
    return None


def check_older_adds48(D):
    names = {f['tags'].get('name') for t in TOWNS48 for f in D[t]['feats']}
    for n in VAL48_ADD:
        req48(n in names, f'VAL48_ADD name {n!r} is not an exact feature name of the extracts')


def allnames48(D):
    out = []
    for t in TOWNS48:
        for f in D[t]['feats']:
            for k in ('name', 'brand', 'operator', 'alt_name', 'old_name'):
                if k in f['tags']:
                    out.append(f['tags'][k])
    return out


# ---------------------------------------------------------------- places
def named48(D, town, mention):
    """a named POI: the one POI of the three extracts whose name equals the mention; no namesake"""
    req48(not _overlaps_older48(mention), f'{mention!r} overlaps older name {_overlaps_older48(mention)!r}')
    fm = fold48(mention)
    poi = [f for t in TOWNS48 for f in D[t]['feats'] if any(k in f['tags'] for k in POIKEYS48)]
    same = [f for f in poi if fname48(f) and fold48(fname48(f)) == fm]
    req48(len(same) == 1 and same[0]['town'] == town, f'{mention!r}: {len(same)} POIs carry the name')
    inside = {fold48(fname48(f)) for f in poi if fname48(f) and fm in fold48(fname48(f))}
    req48(inside == {fm}, f'{mention!r} inside several POI names: {sorted(inside)[:4]}')
    others = [f for t in TOWNS48 for f in D[t]['feats'] if f is not same[0] and
              any(fold48(f['tags'].get(k, '')) == fm for k in NAMEKEYS48)]
    req48(not others, f'{mention!r}: namesakes {[(o["t"], o["id"]) for o in others][:3]}')
    return same[0]


def _wordhit48(word, text):
    w = fold48(word)
    t = fold48(text).replace('_', ' ')
    if len(w) <= 3:
        return _re48.search(r'(?<!\w)' + _re48.escape(w) + r'(?!\w)', t) is not None
    return _re48.search(r'(?<!\w)' + _re48.escape(w), t) is not None


def anchor48(D, town, k, v, words, lookalikes=()):
    fs = [f for f in D[town]['feats'] if f['tags'].get(k) == v]
    req48(len(fs) == 1, f'anchor {k}={v}: {len(fs)} features in {town}')
    f = fs[0]
    req48(not any(x in f['tags'] for x in NAMEKEYS48), f'anchor {k}={v} has a name')
    req48((town, f['t'], f['id']) not in REFUSED_IDS48, f'anchor {k}={v} is an older anchor')
    bad = [(a, b) for a, b in f['tags'].items() if (a, b) in REFUSED_TAGS48 or a in REFUSED_KEYS48]
    req48(not bad, f'anchor {k}={v} carries refused tags {bad}')
    for lk, lv in lookalikes:
        n = sum(1 for g in D[town]['feats'] if g['tags'].get(lk) == lv)
        req48(n == 0, f'anchor {k}={v}: look-alike {lk}={lv} present ({n})')
    names = allnames48(D)
    for w in words:
        hit = [n for n in names if _wordhit48(w, n)]
        req48(not hit, f'anchor word {w!r} starts a word of {hit[:3]}')
    return f


def street48(D, name):
    req48(not _overlaps_older48(name), f'street {name!r} overlaps older name {_overlaps_older48(name)!r}')
    fs = [f for t in TOWNS48 for f in D[t]['feats'] if f['tags'].get('name') == name]
    req48(fs and all(f['town'] == 'Baltimore' and f['t'] == 'w' and 'highway' in f['tags'] for f in fs),
          f'street {name!r}: not only Baltimore highway ways')
    fn = fold48(name)
    for n in set(allnames48(D)):
        if n != name and (fold48(n) == fn or _re48.search(r'(?<!\w)' + _re48.escape(fn) + r'(?!\w)', fold48(n))):
            raise Fragile48(f'street {name!r}: namesake or inside {n!r}')
    return fs


def absent48(D, town, tags, words):
    """a kind absent from the town's extract by tags and by word starts"""
    for f in D[town]['feats']:
        for k, v in tags:
            req48(f['tags'].get(k) != v, f'absent kind: {k}={v} present ({f["t"]}{f["id"]})')
        for k in ('name', 'brand', 'operator', 'alt_name', 'old_name', 'description', 'shop', 'amenity',
                  'healthcare', 'cuisine', 'tourism', 'craft', 'office', 'leisure'):
            if k in f['tags']:
                for w in words:
                    req48(not _wordhit48(w, f['tags'][k]), f'absent kind: word {w!r} in {k}={f["tags"][k]!r}')


def notag48(f, prefixes, what):
    bad = [k for k in f['tags'] if any(k == p or k.startswith(p + ':') or k.startswith(p + '_') for p in prefixes)]
    req48(not bad, f'{what}: tags present {bad}')


# ---------------------------------------------------------------- measures
def diff48(a, b, what):
    big, small = max(a, b), min(a, b)
    req48(a != b and (big - small) > 0.1 * big, f'{what}: {a} vs {b} near tie')
    req48(big - small not in (a, b), f'{what}: difference equals a count')
    return big - small


def ratio48(a, b, what):
    req48(b > 0 and (a * 10) % b == 0, f'{what}: {a}/{b} not exact at the first decimal')
    r = a / b
    return f'!{r:.1f}' + (f' | !{int(r)}' if r == int(r) else '')


def most48(D, fs, key, radius, what, split=True):
    """most common value, strict; also among named features and with possible duplicates collapsed"""
    def tally(group):
        c = _col48.Counter()
        for f in group:
            v = f['tags'].get(key)
            if v is None:
                continue
            vals = [x.strip() for x in _re48.split(r'[;,]', v)] if split else [v.strip()]
            for x in set(vals):
                if x:
                    c[x] += 1
        return c.most_common()
    dup = set()
    for a, b in _it48.combinations(fs, 2):
        if pg48(D, a).distance(pg48(D, b)) <= radius:
            dup.add(id(b))
    winners = set()
    tallies = []
    for group in (fs, [f for f in fs if fname48(f)], [f for f in fs if id(f) not in dup]):
        t = tally(group)
        req48(len(t) >= 1 and (len(t) == 1 or t[0][1] > t[1][1]), f'{what}: tie {t[:3]}')
        winners.add(t[0][0])
        tallies.append(t[:3])
    req48(len(winners) == 1, f'{what}: winner changes {tallies}')
    return winners.pop(), tallies[0]


def gold48(items):
    return '; '.join(items)


def fmt_m48(x):
    return f'~{round(x)} m'


def fmt_route48(L):
    return f'~{round(L)} m ±10%'


# ---------------------------------------------------------------- helpers for the questions
def _pt48(f):
    return point48(f)


def _h_anchor(D, which):
    return {
        'speedcam': lambda: anchor48(D, 'Heidelberg', 'highway', 'speed_camera', ['speed camera', 'camera', 'speed'],
                                     [('man_made', 'speed_camera'), ('enforcement', 'maxspeed')]),
        'garage': lambda: anchor48(D, 'Heidelberg', 'amenity', 'parking_entrance',
                                   ['car park entrance', 'car park', 'carpark', 'parking entrance', 'entrance'], []),
        'webcam': lambda: anchor48(D, 'Heidelberg', 'surveillance', 'webcam', ['webcam', 'web cam'], []),
        'vacant': lambda: anchor48(D, 'Heidelberg', 'shop', 'vacant', ['vacant', 'vacant store', 'empty'],
                                   [('disused:shop', 'yes'), ('shop', 'empty')]),
    }[which]()


def _b_anchor(D, which):
    return {
        'emergency': lambda: anchor48(D, 'Baltimore', 'service', 'emergency',
                                      ['emergency', 'emergency access road', 'access road'], []),
        'xing': lambda: anchor48(D, 'Baltimore', 'crossing', 'disused',
                                 ['disused', 'level crossing', 'disused level crossing', 'railway crossing'],
                                 [('disused:railway', 'level_crossing'), ('railway', 'disused_crossing')]),
    }[which]()


def q_attr_webcam(D):
    f = _h_anchor(D, 'webcam')
    w = f['tags'].get('website', '')
    req48(w.startswith('http://www.ag-wanderfalken.de/'), f'webcam website {w!r}')
    return ['!ag-wanderfalken'], f'website={w}'


def q_attr_garage(D):
    f = _h_anchor(D, 'garage')
    req48(f['tags'].get('foot') == 'no' and 'access' not in f['tags'], f'car park entrance tags {f["tags"]}')
    return ['!no | !not allowed | !cars only | !not on foot'], f'foot={f["tags"]["foot"]}'


def q_attr_speedcam_trap(D):
    f = _h_anchor(D, 'speedcam')
    notag48(f, ['operator', 'owner', 'network', 'brand', 'note', 'description', 'name', 'authority'], 'speed camera')
    return [NOTIN48], 'no operator / owner / network / brand / note / description'


def q_attr_sg_library_trap(D):
    absent48(D, 'Singapore', [('amenity', 'library'), ('shop', 'books')], ['librar', 'book'])
    return [NONE_YN48], 'no amenity=library / shop=books, no librar* / book* word'


def _street_tag(name, key, value, golds):
    def fn(D):
        fs = street48(D, name)
        vals = {f['tags'].get(key) for f in fs}
        req48(vals == {value}, f'{name}: {key} values {vals}')
        return golds, f'{name}: {len(fs)} ways, {key}={value} on each'
    return fn


def q_attr_debelius_zip(D):
    fs = street48(D, 'Debelius Avenue')
    vals = set()
    for f in fs:
        t = f['tags']
        req48('tiger:zip_left' in t and 'tiger:zip_right' in t, f'way {f["id"]} lacks a tiger zip')
        for k in ('tiger:zip_left', 'tiger:zip_right', 'postal_code', 'addr:postcode'):
            if k in t:
                vals.update(x.strip() for x in t[k].split(';'))
    req48(vals == {'21205'}, f'zips {vals}')
    return ['!21205'], f'{len(fs)} ways, zips {sorted(vals)}'


def q_attr_broad_court(D):
    fs = street48(D, 'Broad Court')
    req48(all(f['tags'].get('foot') in ('yes', 'designated') and f['tags'].get('access') in (None, 'yes')
              for f in fs), 'Broad Court foot access')
    return ['!yes'], f'{len(fs)} way(s): foot=yes, access=yes'


def q_attr_graves_lit_trap(D):
    fs = street48(D, 'Graves Street')
    for f in fs:
        notag48(f, ['lit', 'highway:lit', 'street_lamp', 'light', 'note', 'description'], 'Graves Street')
    for f in D['Baltimore']['feats']:
        if f['tags'].get('highway') == 'street_lamp':
            req48(min(fdist48(D, 'Baltimore', f['geom'], w['geom']) for w in fs) > 30, 'street lamp near Graves Street')
    return [NOTIN48], f'{len(fs)} ways, no lit / note / description, no street lamp within 30 m'


def q_attr_emergency_access(D):
    f = _b_anchor(D, 'emergency')
    req48(f['tags'].get('access') == 'private' and not any(k in f['tags'] for k in ('motor_vehicle', 'motorcar',
                                                                                       'vehicle')),
          f'emergency road tags {f["tags"]}')
    return ['!no | !private'], 'access=private'


# ---------------------------------------------------------------- hours
def _hc(town, pred, day, hh, mm, what):
    def fn(D):
        n, tot = open_count48(D, town, pred, DAYS48.index(day), hh * 60 + mm, what)
        return [f'#{n}', f'#{tot}'], f'{n} open of {tot} with hours at {day} {hh:02d}:{mm:02d}'
    return fn


def _hv(town, pred, day, hh, mm, what, expect):
    def fn(D):
        n, tot = open_count48(D, town, pred, DAYS48.index(day), hh * 60 + mm, what, between=False)
        verdict = (n > 0) if expect == 'any' else (n == tot)
        return ['!yes' if verdict else '!no', f'#{n}'], f'{n} open of {tot} at {day} {hh:02d}:{mm:02d} ({expect})'
    return fn


def q_hours_sg_books_trap(D):
    absent48(D, 'Singapore', [('shop', 'books'), ('amenity', 'library')], ['book', 'librar'])
    return [NONE_YN48], 'no shop=books, no book* word'


# ---------------------------------------------------------------- arithmetic
def _cnt(D, town, k, v, r):
    return count48(D, town, lambda t: t.get(k) == v, r, f'{town} {k}={v}')[0]


def _ar_diff(town, a, b):
    def fn(D):
        x, y = _cnt(D, town, *a), _cnt(D, town, *b)
        d = diff48(x, y, f'{a[1]} - {b[1]}')
        req48(x > y, 'order')
        return [f'#{d}', f'#{x}', f'#{y}'], f'{a[1]} {x}, {b[1]} {y}'
    return fn


def _ar_sum(town, a, b):
    def fn(D):
        x, y = _cnt(D, town, *a), _cnt(D, town, *b)
        req48(x != y, 'same counts')
        return [f'#{x + y}', f'#{x}', f'#{y}'], f'{a[1]} {x}, {b[1]} {y}'
    return fn


def _ar_ratio(town, a, b):
    def fn(D):
        x, y = _cnt(D, town, *a), _cnt(D, town, *b)
        return [ratio48(x, y, f'{a[1]} per {b[1]}'), f'#{x}', f'#{y}'], f'{a[1]} {x}, {b[1]} {y}'
    return fn


def q_ar_h_nearer(D):
    v = _h_anchor(D, 'vacant')
    s = _h_anchor(D, 'speedcam')
    w = _h_anchor(D, 'webcam')
    ds, dw = fdist48(D, 'Heidelberg', v['geom'], s['geom']), fdist48(D, 'Heidelberg', v['geom'], w['geom'])
    req48(ds < dw and dw > 1.15 * ds, f'not 15 % apart {ds:.0f} / {dw:.0f}')
    return ['!speed camera', fmt_m48(dw - ds)], f'speed camera {ds:.0f} m, webcam {dw:.0f} m'


def q_ar_h_height_trap(D):
    for which in ('speedcam', 'webcam'):
        f = _h_anchor(D, which)
        notag48(f, ['height', 'est_height', 'ele', 'min_height', 'level', 'layer', 'note', 'description'], which)
    return [NOTIN48], 'no height / ele / level / note on either'


def q_ar_s_watch_pool(D):
    a, b = _cnt(D, 'Singapore', 'shop', 'watches', 30), _cnt(D, 'Singapore', 'leisure', 'swimming_pool', 10)
    d = diff48(a, b, 'watch shops vs pools')
    req48(a > b, 'order')
    return ['!watch', f'#{d}', f'#{a}', f'#{b}'], f'watch shops {a}, swimming pools {b}'


# ---------------------------------------------------------------- routes
def _route(town, mode, ga, gb, timeq=False, walkT=None):
    def fn(D):
        a, b = ga(D), gb(D)
        lens, st = route48(D, town, mode, _pt48(a), _pt48(b), f'{town} {mode}')
        items = []
        if walkT is not None:
            items.append('!yes' if walk48(lens, walkT, 'walk') else '!no')
        items.append(fmt_route48(lens[0]))
        if timeq:
            items.append(TIME48)
        return items, f'{mode} {lens[0]:.0f} m (variants {min(lens):.0f}-{max(lens):.0f}), straight {st:.0f} m'
    return fn


def _ha(which):
    return lambda D: _h_anchor(D, which)


def _ba(which):
    return lambda D: _b_anchor(D, which)


def q_route_sg_fuel_trap(D):
    absent48(D, 'Singapore', [('amenity', 'fuel'), ('amenity', 'charging_station')],
             ['petrol', 'fuel', 'gas station', 'filling station', 'shell', 'esso', 'caltex', 'spc', 'sinopec'])
    return [NONE_YN48], 'no amenity=fuel, no petrol* / fuel* / gas station* / brand word'


def q_route_sg_police_trap(D):
    absent48(D, 'Singapore', [('amenity', 'police')], ['police', 'npp', 'npc', 'spf'])
    return [NONE_YN48], 'no amenity=police, no police* word'


# ---------------------------------------------------------------- aggregates
def q_ag_count(town, k, v, r):
    def fn(D):
        n = _cnt(D, town, k, v, r)
        req48(n > 0, 'zero')
        return [f'#{n}'], f'{k}={v}: {n}'
    return fn


def q_ag_thresh(town, k, v, r, th):
    def fn(D):
        n = _cnt(D, town, k, v, r)
        req48(abs(n - th) >= 3, f'count {n} within 3 of {th}')
        return ['!yes' if n > th else '!no', f'#{n}'], f'{k}={v}: {n} vs {th}'
    return fn


def q_ag_h_rest_wheel(D):
    n, fs = count48(D, 'Heidelberg', lambda t: t.get('amenity') == 'restaurant', 30, 'restaurants')
    m = sum(1 for f in fs if f['tags'].get('wheelchair') == 'yes')
    req48(0 < m < n, 'tag count not strictly between')
    return [f'#{m}'], f'{m} of {n} restaurants wheelchair=yes'


def q_ag_h_cuisine(D):
    fs = feats48(D, 'Heidelberg', lambda t: t.get('amenity') == 'restaurant')
    w, t = most48(D, fs, 'cuisine', 30, 'restaurant cuisine')
    req48(w == 'german', f'winner {w}')
    return ['!german'], f'cuisine {t}'


def q_ag_s_rest_web(D):
    n, fs = count48(D, 'Singapore', lambda t: t.get('amenity') == 'restaurant', 30, 'restaurants')
    m = sum(1 for f in fs if any(k in f['tags'] for k in ('website', 'contact:website', 'url')))
    req48(0 < m < n, 'tag count not strictly between')
    return [f'#{m}'], f'{m} of {n} restaurants with a website'


def q_ag_s_laundry_trap(D):
    absent48(D, 'Singapore', [('shop', 'laundry'), ('shop', 'dry_cleaning'), ('amenity', 'washing_machine')],
             ['laundr', 'dry clean', 'washing', 'wash'])
    return [NONE_COUNT48], 'no shop=laundry / dry_cleaning, no laundr* / dry clean* / wash* word'


def q_ag_b_wifi(D):
    n, fs = count48(D, 'Baltimore', lambda t: t.get('amenity') == 'cafe', 30, 'cafes')
    m = sum(1 for f in fs if f['tags'].get('internet_access') in ('yes', 'wlan', 'wifi', 'free', 'public'))
    req48(0 < m < n, 'tag count not strictly between')
    return [f'#{m}'], f'{m} of {n} cafes with wifi'


def q_ag_b_denom(D):
    fs = feats48(D, 'Baltimore', lambda t: t.get('amenity') == 'place_of_worship')
    w, t = most48(D, fs, 'denomination', 30, 'denomination', split=False)
    merged = _col48.Counter()
    for f in fs:
        v = f['tags'].get('denomination')
        if v:
            merged['catholic' if v in ('catholic', 'roman_catholic') else v] += 1
    m = merged.most_common(2)
    req48(w == 'baptist' and m[0][0] == 'baptist' and m[0][1] > m[1][1], f'winner {w} / merged {m}')
    return ['!baptist'], f'denominations {t}; catholic readings merged {m}'


QUESTIONS48 = [
    # ---------------- attribute
    ('attribute', 'Heidelberg', "hey, someone told me there's a webcam in the heidelberg data - is there a website "
     "where I can look at it?", q_attr_webcam),
    ('attribute', 'Heidelberg', "Heidelberg: can I walk in on foot through the car park entrance, or is that not "
     "allowed?", q_attr_garage),
    ('attribute', 'Heidelberg', "who operates the speed camera in heidelberg?", q_attr_speedcam_trap),
    ('attribute', 'Singapore', "singapore extract: what time does the library open on sundays?",
     q_attr_sg_library_trap),
    ('attribute', 'Baltimore', "zip code for Debelius Avenue?", q_attr_debelius_zip),
    ('attribute', 'Baltimore', "Is South Castle Street in Baltimore one way or two way?",
     _street_tag('South Castle Street', 'oneway', 'yes', ['!one way | !one-way | !oneway'])),
    ('attribute', 'Baltimore', "can pedestrians use Broad Court? yes or no", q_attr_broad_court),
    ('attribute', 'Baltimore', "I want to drive through Pointe Villas North in Baltimore. Is that a public road or "
     "private?", _street_tag('Pointe Villas North', 'access', 'private', ['!private'])),
    ('attribute', 'Baltimore', "what kind of street is South Ballou Court - can cars go down it, or is it "
     "pedestrian only?", _street_tag('South Ballou Court', 'highway', 'pedestrian',
                                     ['!pedestrian | !no cars | !car-free | !walking'])),
    ('attribute', 'Baltimore', "How big a road is South Caroline Street in baltimore? like main road, residential, "
     "something in between?", _street_tag('South Caroline Street', 'highway', 'tertiary',
                                          ['!tertiary | !in between | !in-between | !collector'])),
    ('attribute', 'Baltimore', "is Graves Street (baltimore) lit at night?", q_attr_graves_lit_trap),
    ('attribute', 'Baltimore', "there's an emergency access road in the baltimore data - am I allowed to drive on it?",
     q_attr_emergency_access),
    # ---------------- hours
    ('hours', 'Heidelberg', "It's Sunday, 8 in the evening, I'm in Heidelberg and starving. How many restaurants "
     "are open right now, and how many of them list their hours at all?",
     _hc('Heidelberg', tagis48(amenity='restaurant'), 'Su', 20, 0, 'restaurants')),
    ('hours', 'Heidelberg', "heidelberg: how many bars are open on a friday at 2 pm? and how many have opening "
     "hours in the data?", _hc('Heidelberg', tagis48(amenity='bar'), 'Fr', 14, 0, 'bars')),
    ('hours', 'Heidelberg', "Quarter past three on a sunday afternoon - how many pubs in Heidelberg are open? "
     "Out of how many with hours?", _hc('Heidelberg', tagis48(amenity='pub'), 'Su', 15, 15, 'pubs')),
    ('hours', 'Heidelberg', "any bakery open in heidelberg on a sunday morning at 9? how many?",
     _hv('Heidelberg', tagis48(shop='bakery'), 'Su', 9, 0, 'bakeries', 'any')),
    ('hours', 'Heidelberg', "Saturday 5pm in Heidelberg: how many bookshops are still open, and how many list "
     "hours?", _hc('Heidelberg', tagis48(shop='books'), 'Sa', 17, 0, 'bookshops')),
    ('hours', 'Singapore', "Singapore, a saturday at 6.30 pm: of the places in the data that give opening hours, "
     "how many are open? both numbers pls", _hc('Singapore', anyhours48, 'Sa', 18, 30, 'all places')),
    ('hours', 'Singapore', "hey, monday 8 in the morning in the singapore extract - how many places with opening "
     "hours are already open? and how many places have hours?", _hc('Singapore', anyhours48, 'Mo', 8, 0,
                                                                     'all places')),
    ('hours', 'Singapore', "is the bookshop in singapore (the extract) open on a saturday at 7.45 am?",
     q_hours_sg_books_trap),
    ('hours', 'Baltimore', "Baltimore data: how many of the places with opening hours are open on thursday at "
     "noon? Tell me how many have hours too.", _hc('Baltimore', anyhours48, 'Th', 12, 0, 'all places')),
    ('hours', 'Baltimore', "sunday 10.30 am in baltimore, what's open? just the count of places with hours that "
     "are open, plus how many list hours", _hc('Baltimore', anyhours48, 'Su', 10, 30, 'all places')),
    ('hours', 'Baltimore', "How many places in the Baltimore data are open at 1 in the morning on a Monday, out "
     "of the ones that list hours?", _hc('Baltimore', anyhours48, 'Mo', 1, 0, 'all places')),
    ('hours', 'Baltimore', "is everything that lists opening hours in baltimore open on a saturday afternoon at "
     "three? how many are open?", _hv('Baltimore', anyhours48, 'Sa', 15, 0, 'all places', 'all')),
    # ---------------- arithmetic
    ('arithmetic', 'Heidelberg', "heidelberg data: fountains minus public phones = ? give both counts",
     _ar_diff('Heidelberg', ('amenity', 'fountain', 10), ('amenity', 'telephone', 10))),
    ('arithmetic', 'Heidelberg', "In Heidelberg, how many hotels are there per museum? I want the two counts as "
     "well.", _ar_ratio('Heidelberg', ('tourism', 'hotel', 30), ('tourism', 'museum', 30))),
    ('arithmetic', 'Heidelberg', "From the vacant store in Heidelberg, which is nearer as the crow flies, the speed "
     "camera or the webcam? And by how many metres?", q_ar_h_nearer),
    ('arithmetic', 'Heidelberg', "how much taller is the speed camera than the webcam in heidelberg?",
     q_ar_h_height_trap),
    ('arithmetic', 'Singapore', "singapore: how many more trees than restaurants? both numbers pls",
     _ar_diff('Singapore', ('natural', 'tree', 2), ('amenity', 'restaurant', 30))),
    ('arithmetic', 'Singapore', "Add up the viewpoints and the artworks in the Singapore extract for me, and "
     "split it up.", _ar_sum('Singapore', ('tourism', 'viewpoint', 10), ('tourism', 'artwork', 10))),
    ('arithmetic', 'Singapore', "singapore data - ratio of cafes to bars? with both counts",
     _ar_ratio('Singapore', ('amenity', 'cafe', 30), ('amenity', 'bar', 30))),
    ('arithmetic', 'Singapore', "Are there more watch shops or swimming pools in Singapore, and how many more? "
     "Tell me each too.", q_ar_s_watch_pool),
    ('arithmetic', 'Baltimore', "baltimore: museums + libraries, total? and each",
     _ar_sum('Baltimore', ('tourism', 'museum', 30), ('amenity', 'library', 30))),
    ('arithmetic', 'Baltimore', "For every pub in the Baltimore data, how many bars are there? Give me both "
     "counts too.", _ar_ratio('Baltimore', ('amenity', 'bar', 30), ('amenity', 'pub', 30))),
    ('arithmetic', 'Baltimore', "How many more hairdressers than pharmacies does Baltimore have in the data? "
     "with the two numbers", _ar_diff('Baltimore', ('shop', 'hairdresser', 30), ('amenity', 'pharmacy', 30))),
    ('arithmetic', 'Baltimore', "baltimore data, fast food places minus cafes?",
     _ar_diff('Baltimore', ('amenity', 'fast_food', 30), ('amenity', 'cafe', 30))),
    # ---------------- route
    ('route', 'Heidelberg', "I'm driving from the speed camera in heidelberg to the car park entrance. how far is "
     "that and how many minutes?", _route('Heidelberg', 'car', _ha('speedcam'), _ha('garage'), True)),
    ('route', 'Heidelberg', "By bike, how far is it from the vacant store to the webcam in Heidelberg?",
     _route('Heidelberg', 'bike', _ha('vacant'), _ha('webcam'))),
    ('route', 'Heidelberg', "walking from the vacant store in heidelberg to the car park entrance - distance and "
     "time?", _route('Heidelberg', 'foot', _ha('vacant'), _ha('garage'), True)),
    ('route', 'Heidelberg', "Is the vacant store within a 20 minute walk of the webcam in Heidelberg? How far is "
     "it?", _route('Heidelberg', 'foot', _ha('webcam'), _ha('vacant'), walkT=20)),
    ('route', 'Heidelberg', "can I walk from the speed camera to the webcam (heidelberg) in 5 minutes? distance "
     "too pls", _route('Heidelberg', 'foot', _ha('speedcam'), _ha('webcam'), walkT=5)),
    ('route', 'Heidelberg', "heidelberg, cycling from the speed camera over to the webcam: how many metres?",
     _route('Heidelberg', 'bike', _ha('speedcam'), _ha('webcam'))),
    ('route', 'Heidelberg', "How long does it take to drive from the vacant store in Heidelberg to the car park entrance? "
     "km and minutes", _route('Heidelberg', 'car', _ha('vacant'), _ha('garage'), True)),
    ('route', 'Heidelberg', "on foot, speed camera to car park entrance in heidelberg - how far?",
     _route('Heidelberg', 'foot', _ha('speedcam'), _ha('garage'))),
    ('route', 'Singapore', "in the singapore extract, how far would I have to cycle to get to the nearest petrol "
     "station?", q_route_sg_fuel_trap),
    ('route', 'Singapore', "singapore: walking time to the closest police station pls", q_route_sg_police_trap),
    ('route', 'Baltimore', "Driving in Baltimore from the emergency access road to the disused level crossing: "
     "how far, and how long will it take?", _route('Baltimore', 'car', _ba('emergency'), _ba('xing'), True)),
    ('route', 'Baltimore', "baltimore: walking from the disused level crossing to the emergency access road, "
     "doable in 20 minutes?", _route('Baltimore', 'foot', _ba('xing'), _ba('emergency'), walkT=20)),
    # ---------------- aggregate
    ('aggregate', 'Heidelberg', "how many flagpoles does the heidelberg data have?",
     q_ag_count('Heidelberg', 'man_made', 'flagpole', 2)),
    ('aggregate', 'Heidelberg', "Are there more than 15 bike parking spots in the Heidelberg data? How many?",
     q_ag_thresh('Heidelberg', 'amenity', 'bicycle_parking', 10, 15)),
    ('aggregate', 'Heidelberg', "How many restaurants in Heidelberg are marked as wheelchair accessible?",
     q_ag_h_rest_wheel),
    ('aggregate', 'Heidelberg', "what's the most common cuisine among the restaurants in heidelberg?",
     q_ag_h_cuisine),
    ('aggregate', 'Singapore', "singapore extract, number of viewpoints?",
     q_ag_count('Singapore', 'tourism', 'viewpoint', 10)),
    ('aggregate', 'Singapore', "More than 20 trees in the Singapore data? count pls",
     q_ag_thresh('Singapore', 'natural', 'tree', 2, 20)),
    ('aggregate', 'Singapore', "how many of the restaurants in the singapore extract have a website?",
     q_ag_s_rest_web),
    ('aggregate', 'Singapore', "How many laundromats are there in the Singapore extract?", q_ag_s_laundry_trap),
    ('aggregate', 'Baltimore', "hey how many speed cameras are in the baltimore data",
     q_ag_count('Baltimore', 'highway', 'speed_camera', 2)),
    ('aggregate', 'Baltimore', "Baltimore: does the data have more than 20 stop signs? give the number",
     q_ag_thresh('Baltimore', 'highway', 'stop', 2, 20)),
    ('aggregate', 'Baltimore', "how many cafes in the baltimore data offer wifi?", q_ag_b_wifi),
    ('aggregate', 'Baltimore', "Which denomination do most of Baltimore's churches belong to?", q_ag_b_denom),
]


# ---------------------------------------------------------------- driver
KINDS48 = ('attribute', 'hours', 'arithmetic', 'route', 'aggregate')
HEADER48 = ['# "beyond" validation set 48 (held out; see README-val48.md) - {kind} - golds recomputed by gold_val48.py',
            '# question<TAB>gold<TAB>kind (items joined by "; ", alternatives by " | ")']
_ITEM48 = _re48.compile(r'#\d+|~\d+ m( ±10%)?|~\d+ m2|![^|;]+|[^!#~|;][^|;]*')
_PLAIN48 = _re48.compile(r'(\d+(\.\d+)?( ?(m|m2|km|min|minutes?|hours?|mph|MW))?|\d{1,2}:\d\d( ?[ap]m)?)', _re48.I)


def check_gold48(gold, where):
    probs = []
    for item in gold.split('; '):
        for alt in item.split(' | '):
            if not _ITEM48.fullmatch(alt) or alt != alt.strip():
                probs.append(f'{where}: bad gold item {alt!r}')
                continue
            if alt in FIXED48:
                continue
            body = alt.lstrip('!#~').strip()
            if _PLAIN48.fullmatch(body) or _re48.fullmatch(r'\d+ m( ±10%)?', body):
                continue
            hit = older_in48(body)
            if hit:
                probs.append(f'{where}: gold item {alt!r} names older {hit}')
    return probs


def compute48(D):
    out, probs = [], []
    check_older_adds48(D)
    per = _col48.Counter()
    seen = set()
    for kind, town, q, fn in QUESTIONS48:
        per[kind] += 1
        where = f'val48-{kind}.tsv:{per[kind] + 2}'
        hit = [h for h in older_in48(q)]
        if hit:
            probs.append(f'{where}: question names older {hit}')
        if q in seen:
            probs.append(f'{where}: duplicate question')
        seen.add(q)
        req48('\t' not in q and '\n' not in q, 'tab in question')
        try:
            items, fig = fn(D)
            gold = gold48(items)
            probs.extend(check_gold48(gold, where))
            out.append((kind, town, q, gold, fig, None))
        except Fragile48 as e:
            out.append((kind, town, q, None, None, str(e)))
            probs.append(f'{where}: fragile gold: {e}')
    for k in KINDS48:
        if per[k] != 12:
            probs.append(f'val48-{k}.tsv: {per[k]} questions, not 12')
    return out, probs


def tsv_rows48(out, kind):
    return [(q, gold, 'one') for k, t, q, gold, fig, err in out if k == kind]


def main48():
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument('--check', action='store_true')
    ap.add_argument('--write', action='store_true')
    a = ap.parse_args()
    here = _Path48(__file__).resolve().parent
    D = load48(datadir48())
    out, probs = compute48(D)
    if a.write:
        if probs:
            for p in probs:
                print(p)
            print('refused: fragile golds, nothing written')
            return 1
        for kind in KINDS48:
            lines = [h.format(kind=kind) for h in HEADER48]
            lines += ['\t'.join(r) for r in tsv_rows48(out, kind)]
            (here / f'val48-{kind}.tsv').write_text('\n'.join(lines) + '\n', encoding='utf-8')
        print('wrote', ', '.join(f'val48-{k}.tsv' for k in KINDS48))
        return 0
    if a.check:
        bad = list(probs)
        for kind in KINDS48:
            p = here / f'val48-{kind}.tsv'
            if not p.exists():
                bad.append(f'{p.name}: missing')
                continue
            want = tsv_rows48(out, kind)
            lines = p.read_text(encoding='utf-8').split('\n')
            body = [(i + 1, ln) for i, ln in enumerate(lines) if ln and not ln.startswith('#')]
            if len(body) != len(want):
                bad.append(f'{p.name}: {len(body)} question lines, expected {len(want)}')
            for (ln_no, ln), w in zip(body, want):
                got = tuple(ln.split('\t'))
                if got != (w[0], w[1] if w[1] is not None else '<fragile>', w[2]):
                    bad.append(f'{p.name}:{ln_no}: differs (file {got[1:2]}, computed {w[1]!r})')
        for b in bad:
            print(b)
        print('check:', 'FAILED' if bad else 'OK', f'({len(out)} questions)')
        return 1 if bad else 0
    for k, t, q, gold, fig, err in out:
        print(f'[{k} | {t}] {q}\n    gold: {gold}\n    figures: {fig if err is None else "FRAGILE: " + err}')
    for p in probs:
        print('PROBLEM:', p)
    tc = _col48.Counter(t for k, t, *_ in out)
    print('towns:', dict(tc))
    return 1 if probs else 0


if __name__ == '__main__':
    _sys48.exit(main48())
