#!/usr/bin/env python3
"""gold_val46.py - recomputes every gold of the "beyond" validation set 46 from the osm-fresh extracts.

--check compares with the five val46-*.tsv (exit 1 naming file and line on a difference or fragile gold),
--write rewrites them (refused while a gold is fragile), no flag prints question, town, kind, gold and figures.
Data folder: GEOREACT_FRESH_DIR, or parents[3]/shared/data/osm-fresh. Map data (c) OpenStreetMap contributors, ODbL 1.0.
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

# unnamed anchors of older sets, by (town or None, type, id), and by tag / key (README-val44 and README-val45 lists)
_ANY = None
REFUSED_ANCHOR_IDS = {
    # val43's anchors and dropped candidates (README-val44)
    (_ANY, 'node', 2720830627), (_ANY, 'node', 3013021790), (_ANY, 'node', 1383144909), (_ANY, 'node', 3184688312),
    (_ANY, 'node', 2590577890), ('Singapore', 'node', 1997), ('Singapore', 'node', 1958), (_ANY, 'way', 280778839),
    (_ANY, 'node', 3050674533), (_ANY, 'node', 2348357105), (_ANY, 'node', 2348357678), (_ANY, 'node', 2303798850),
    (_ANY, 'node', 1422652974), (_ANY, 'node', 848214372), (_ANY, 'node', 2511023822), ('Singapore', 'node', 1226),
    (_ANY, 'node', 2494188061), (_ANY, 'way', 263333782), (_ANY, 'way', 222967847), ('Singapore', 'node', 1228),
    (_ANY, 'node', 2414203781),
    # val44's anchors and dropped candidates, val13's two (README-val45)
    (_ANY, 'node', 1468810819), (_ANY, 'node', 1027945019), (_ANY, 'node', 1744160584), ('Singapore', 'way', 106),
    (_ANY, 'way', 133689218), (_ANY, 'way', 82419817), (_ANY, 'way', 133689213), (_ANY, 'node', 1814748433),
    (_ANY, 'way', 82419820), (_ANY, 'way', 176992297), ('Singapore', 'way', 139), ('Heidelberg', 'node', 1794981583),
    # val45's anchors and dropped candidates (README-val45)
    (_ANY, 'way', 277455040), (_ANY, 'way', 218816897), (_ANY, 'way', 96599364), (_ANY, 'node', 1826839145),
    (_ANY, 'node', 1826839543), (_ANY, 'node', 3184585268), ('Singapore', 'way', 200), (_ANY, 'node', 1347116789),
    (_ANY, 'way', 69685135), (_ANY, 'way', 253992075), (_ANY, 'node', 1879397272), (_ANY, 'way', 108842265),
    (_ANY, 'way', 69697770), (_ANY, 'way', 138488343), (_ANY, 'node', 1743456870), (_ANY, 'node', 135755576),
}
REFUSED_TAGS = {
    # val43 (README-val44)
    ('man_made', 'surveillance'), ('surveillance', 'webcam'), ('amenity', 'clock'), ('information', 'map'),
    ('amenity', 'charging_station'), ('barrier', 'turnstile'), ('information', 'guidepost'), ('power', 'generator'),
    ('access', 'private'), ('covered', 'yes'), ('sport', 'chess'), ('man_made', 'stack'), ('railway', 'turntable'),
    ('man_made', 'water_tower'), ('bicycle_parking', 'wall_loops'), ('amenity', 'casino'), ('amenity', 'compressed_air'),
    ('tower:type', 'bell_tower'), ('landuse', 'cemetery'), ('amenity', 'bicycle_parking'), ('amenity', 'bench'),
    # val44 (README-val45)
    ('highway', 'speed_camera'), ('shop', 'vacant'), ('amenity', 'parking_entrance'), ('foot', 'no'),
    ('parking', 'surface'), ('wheelchair', 'limited'), ('baseball', 'softball'), ('sport', 'football'),
    ('landuse', 'allotments'), ('man_made', 'tank'), ('leisure', 'track'), ('amenity', 'swimming_pool'),
    # val45 (README-val45)
    ('railway', 'razed'), ('razed:railway', 'tram'), ('highway', 'cycleway'), ('lcn', 'yes'), ('building', 'hut'),
    ('building:roof', 'flat'), ('highway', 'give_way'), ('highway', 'turning_circle'), ('highway', 'stop'),
    ('highway', 'primary_link'), ('maxspeed', '50'), ('barrier', 'chain'), ('landuse', 'median'),
    ('highway', 'construction'), ('construction', 'residential'), ('barrier', 'entrance'), ('bicycle', 'yes'),
    ('leisure', 'common'), ('power', 'sub_station'), ('landuse', 'museum'), ('office', 'Baudezernat'),
    ('amenity', 'fire_station'),
    # val13's kind-unique places and val12's five Singapore ones (README-val13)
    ('power', 'substation'), ('amenity', 'post_office'), ('amenity', 'smoking_area'), ('highway', 'elevator'),
    ('sport', 'tennis'), ('amenity', 'shelter'), ('landuse', 'construction'),
}
REFUSED_KEYS = {'roof:material'}

NID = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
ABSENT_COUNT = '#0 | !none | !no | ' + NID
ABSENT_YN = '!no | !none | ' + NID
TIMEALT = '!min | !minute | !hour'
FIXED = set(x.strip() for x in (NID + ' | ' + TIMEALT + ' | !yes | !no | !none').split('|'))

def all_names(D):
    out = set()
    for t in TOWNS:
        for f in D[t]['feats']:
            for k in ('name', 'brand', 'operator'):
                if k in f['tags']:
                    out.add(f['tags'][k])
    return out

def check_older_adds(D):
    names = {f['tags']['name'] for t in TOWNS for f in D[t]['feats'] if 'name' in f['tags']}
    for n in VAL46_ADD:
        need(n in names, f'VAL46_ADD: {n!r} is not a feature name')

def anchor(D, town, spec, words):
    fs = [f for f in D[town]['feats'] if all(f['tags'].get(k) == v for k, v in spec.items())]
    what = f'anchor {town} {spec}'
    need(len(fs) == 1, f'{what}: {len(fs)} features')
    f = fs[0]
    need(not any(k in f['tags'] for k in NAMEKEYS), f'{what}: named')
    for tw, ty, i in REFUSED_ANCHOR_IDS:
        need(not (ty == f['type'] and i == f['id'] and tw in (None, town)), f'{what}: refused id')
    need(not any((k, v) in REFUSED_TAGS for k, v in f['tags'].items()), f'{what}: refused tag')
    need(not any(k in REFUSED_KEYS for k in f['tags']), f'{what}: refused key')
    for w in words:
        for n in all_names(D):
            if len(w) <= 3 or ' ' in w:
                hit = re.search(r'(^|\W)' + re.escape(w) + r'(\W|$)', n, re.I) if len(w) <= 3 else \
                    re.search(r'(^|\W)' + re.escape(w), n, re.I)
            else:
                hit = re.search(r'(^|\W)' + re.escape(w), n, re.I)
            need(not hit, f'{what}: word {w!r} starts in name {n!r}')
    return f

def street(D, name):
    what = f'street {name}'
    fs = [f for t in TOWNS for f in D[t]['feats'] if f['tags'].get('name') == name]
    need(fs and all(f['town'] == 'Baltimore' and f['type'] == 'way' and 'highway' in f['tags'] for f in fs),
         f'{what}: carriers')
    norm = lambda s: re.sub(r'[\W_]+', '', s.lower())
    for n in all_names(D):
        if n != name:
            need(norm(n) != norm(name), f'{what}: namesake {n!r}')
            need(not re.search(r'\b' + re.escape(name) + r'\b', n, re.I), f'{what}: inside {n!r}')
    for o in OLDER_SETS + LEFT_OUT:
        need(not re.search(r'\b' + re.escape(o.lower()) + r'\b', name.lower()) and
             not re.search(r'\b' + re.escape(name.lower()) + r'\b', o.lower()), f'{what}: older {o!r}')
    return fs

def street_tag(fs, key):
    vals = {f['tags'].get(key) for f in fs}
    need(len(vals) == 1 and None not in vals, f'street tag {key}: {vals}')
    return vals.pop()

def absent(f, prefixes, what):
    for k in f['tags']:
        need(not any(k.startswith(p) for p in prefixes), f'{what}: has {k}')

def absent_kind(D, town, tags, words, what):
    KEYS = ('name', 'brand', 'operator', 'description', 'amenity', 'shop', 'healthcare', 'office', 'craft', 'cuisine',
            'tourism', 'leisure', 'vending', 'building', 'service', 'sport', 'religion', 'denomination', 'historic')
    for f in D[town]['feats']:
        t = f['tags']
        need(not any(t.get(k) == v for k, v in tags), f'{what}: tag present')
        for k in KEYS:
            if k in t:
                s = t[k].replace('_', ' ')
                for w in words:
                    need(not re.search(r'(^|\W)' + re.escape(w), s, re.I), f'{what}: word {w!r} in {k}={t[k]!r}')
# ---------------------------------------------------------------- questions
Q = []
def q(kind, town, text):
    def deco(fn):
        Q.append((kind, town, text, fn)); return fn
    return deco

def cnt(D, town, spec, r, what):
    return len(count(D, town, spec, r, what))

def diff_ok(a, b, what):
    need(abs(a - b) > 0.1 * max(a, b) and abs(a - b) not in (a, b), f'{what}: difference {a} vs {b}')

def ratio1(a, b, what):
    r = a / b
    need(abs(r * 10 - round(r * 10)) < 1e-9, f'{what}: ratio {a}/{b} not exact at one decimal')
    s = f'{r:.1f}'
    return f'!{s[:-2]} | !{s}' if s.endswith('.0') else f'!{s}'

def thresh(n, T, what):
    need(abs(n - T) >= 3, f'{what}: {n} near {T}')
    return '!yes' if n > T else '!no'

def rl(L):
    return f'~{round(L)} m ±10%'

# ---- attribute
@q('attribute', 'Heidelberg', 'heidelberg: that mast, the only one of its sort in the data - what is it used for?')
def _(D):
    f = anchor(D, 'Heidelberg', {'tower:type': 'communication'}, ['mast'])
    return ['!communication | !telecom | !transmitter | !radio'], f'node {f["id"]}'

@q('attribute', 'Heidelberg', "There's one advertising column in the Heidelberg data. Who runs it?")
def _(D):
    f = anchor(D, 'Heidelberg', {'advertising': 'column'}, ['advertising', 'column'])
    absent(f, ('operator', 'brand', 'owner', 'note', 'description', 'name'), 'column')
    return [NID], f'node {f["id"]}'

@q('attribute', 'Heidelberg', 'what kind of play equipment is at that one spot in heidelberg tagged with a playground item?')
def _(D):
    f = anchor(D, 'Heidelberg', {'playground': 'wendyhouse'}, ['play equipment', 'wendy', 'playhouse'])
    return ['!wendy | !playhouse | !play house'], f'node {f["id"]}'

@q('attribute', 'Baltimore', 'hey is East McComas Street one-way traffic?')
def _(D):
    fs = street(D, 'East McComas Street')
    need(street_tag(fs, 'oneway') == 'yes', 'oneway')
    return ['!yes'], f'{len(fs)} ways'

@q('attribute', 'Baltimore', 'South Potomac Street (Baltimore): what type of street is it tagged as?')
def _(D):
    fs = street(D, 'South Potomac Street')
    need(street_tag(fs, 'highway') == 'residential', 'highway')
    return ['!residential'], f'{len(fs)} ways'

@q('attribute', 'Singapore', 'How tall is the train station building in the Singapore extract? metres or floors, either is fine')
def _(D):
    f = anchor(D, 'Singapore', {'building': 'train_station'}, ['train station', 'station building'])
    absent(f, ('height', 'building:levels', 'levels', 'building:height', 'est_height', 'min_height', 'note',
               'description', 'roof:levels'), 'station')
    return [NID], f'way {f["id"]}'

@q('attribute', 'Baltimore', 'is South Collington Avenue one way?')
def _(D):
    fs = street(D, 'South Collington Avenue')
    need(street_tag(fs, 'oneway') == 'yes', 'oneway')
    return ['!yes'], f'{len(fs)} ways'

@q('attribute', 'Baltimore', "can I drive both ways on Hillen Street, baltimore, or is it one way?")
def _(D):
    fs = street(D, 'Hillen Street')
    need(street_tag(fs, 'oneway') == 'yes', 'oneway')
    return ['!one way | !one-way | !oneway'], f'{len(fs)} ways'

@q('attribute', 'Baltimore', 'North Washington Street, Baltimore - main road or a little side street? what class of road is it')
def _(D):
    fs = street(D, 'North Washington Street')
    need(street_tag(fs, 'highway') == 'primary', 'highway')
    return ['!primary | !main'], f'{len(fs)} ways'

@q('attribute', 'Baltimore', "speed limit on Rappolla Street pls")
def _(D):
    fs = street(D, 'Rappolla Street')
    for f in fs:
        absent(f, ('maxspeed', 'source:maxspeed', 'zone:maxspeed', 'maxspeed:type', 'note', 'description'), 'rappolla')
    return [NID], f'{len(fs)} ways'

@q('attribute', 'Baltimore', 'Elrino Street in Baltimore: is it a normal residential street?')
def _(D):
    fs = street(D, 'Elrino Street')
    need(street_tag(fs, 'highway') == 'residential', 'highway')
    return ['!yes'], f'{len(fs)} ways'

@q('attribute', 'Baltimore', 'North Wolfe Street in baltimore - what kind of road is that, main road or residential?')
def _(D):
    fs = street(D, 'North Wolfe Street')
    need(street_tag(fs, 'highway') == 'primary', 'highway')
    return ['!primary | !main'], f'{len(fs)} ways'
# ---- hours
def hcount(D, town, spec, day, minute, what):
    fs = kind(D, town, tagpred(spec) if isinstance(spec, dict) else spec)
    n, tot = open_count(fs, day, minute, what)
    return [f'#{n}', f'#{tot}'], f'{n} of {tot} with hours'

ANYHOURS = lambda t: 'opening_hours' in t and any(k in t for k in ('amenity', 'shop', 'tourism', 'leisure', 'office', 'craft', 'historic'))

@q('hours', 'Heidelberg', 'how many bars in heidelberg are open friday at 5:15 pm? and out of how many that list hours')
def _(D): return hcount(D, 'Heidelberg', {'amenity': 'bar'}, 4, 17 * 60 + 15, 'bars Fr 17:15')

@q('hours', 'Heidelberg', 'Heidelberg, saturday at quarter past one: is any music store open? yes/no plus how many')
def _(D):
    fs = kind(D, 'Heidelberg', tagpred({'shop': 'music'}))
    n, tot = open_count(fs, 5, 13 * 60 + 15, 'music Sa 13:15', strict_between=False)
    need(n > 0, 'none open')
    return ['!yes', f'#{n}'], f'{n} of {tot}'

@q('hours', 'Heidelberg', 'restaurants open in heidelberg on a sunday at 4 pm? count pls, and the number that list opening hours')
def _(D): return hcount(D, 'Heidelberg', {'amenity': 'restaurant'}, 6, 16 * 60, 'restaurants Su 16:00')

@q('hours', 'Heidelberg', "It's saturday, quarter to four in the afternoon. How many of Heidelberg's pubs are open? Both numbers please")
def _(D): return hcount(D, 'Heidelberg', {'amenity': 'pub'}, 5, 15 * 60 + 45, 'pubs Sa 15:45')

@q('hours', 'Heidelberg', 'any bookshop open in heidelberg saturday at noon? yes/no and how many')
def _(D):
    fs = kind(D, 'Heidelberg', tagpred({'shop': 'books'}))
    n, tot = open_count(fs, 5, 12 * 60, 'books Sa 12:00', strict_between=False)
    need(n > 0, 'books none open')
    return ['!yes', f'#{n}'], f'{n} of {tot}'

@q('hours', 'Singapore', 'singapore data - wednesday quarter past eleven in the morning, how many of the places with opening hours are open?')
def _(D): return hcount(D, 'Singapore', ANYHOURS, 2, 11 * 60 + 15, 'Singapore We 11:15')

@q('hours', 'Singapore', 'Saturday evening at 7.30 in Singapore: how many places are open, of those with listed hours?')
def _(D): return hcount(D, 'Singapore', ANYHOURS, 5, 19 * 60 + 30, 'Singapore Sa 19:30')

@q('hours', 'Singapore', "hey is there a dentist open in the singapore area on monday at 10 in the morning?")
def _(D):
    absent_kind(D, 'Singapore', [('amenity', 'dentist'), ('healthcare', 'dentist')], ['dentist', 'dental', 'orthodont'], 'dentist')
    return [ABSENT_YN], 'no dentist in the extract'

@q('hours', 'Baltimore', 'baltimore - friday 10:15 in the morning, how many places with opening hours are open right then?')
def _(D): return hcount(D, 'Baltimore', ANYHOURS, 4, 10 * 60 + 15, 'Baltimore Fr 10:15')

@q('hours', 'Baltimore', 'How many places in the Baltimore data are open at 8.30 pm on a monday? And how many list hours?')
def _(D): return hcount(D, 'Baltimore', ANYHOURS, 0, 20 * 60 + 30, 'Baltimore Mo 20:30')

@q('hours', 'Baltimore', 'baltimore, saturday morning at 9. open count vs. places with hours?')
def _(D): return hcount(D, 'Baltimore', ANYHOURS, 5, 9 * 60, 'Baltimore Sa 09:00')

@q('hours', 'Baltimore', 'is every place in baltimore that lists opening hours open on a sunday at 2 in the afternoon? how many are?')
def _(D):
    fs = kind(D, 'Baltimore', ANYHOURS)
    n, tot = open_count(fs, 6, 14 * 60, 'Baltimore Su 14:00', strict_between=False)
    return ['!yes' if n == tot else '!no', f'#{n}'], f'{n} of {tot}'

# ---- arithmetic
@q('arithmetic', 'Heidelberg', 'heidelberg data: cafes minus fast food places = ? give both counts')
def _(D):
    a = cnt(D, 'Heidelberg', {'amenity': 'cafe'}, 30, 'cafes'); b = cnt(D, 'Heidelberg', {'amenity': 'fast_food'}, 30, 'fast food')
    diff_ok(a, b, 'cafes-ff'); return [f'#{a}', f'#{b}', f'#{a - b}'], ''

@q('arithmetic', 'Heidelberg', 'Add up the museums and the cinemas in Heidelberg for me, and split it up')
def _(D):
    a = cnt(D, 'Heidelberg', {'tourism': 'museum'}, 30, 'museums'); b = cnt(D, 'Heidelberg', {'amenity': 'cinema'}, 30, 'cinemas')
    need(a != b, 'same'); return [f'#{a + b}', f'#{a}', f'#{b}'], ''

@q('arithmetic', 'Heidelberg', 'how many trees per kindergarten are in the heidelberg data? both numbers too')
def _(D):
    a = cnt(D, 'Heidelberg', {'natural': 'tree'}, 2, 'trees'); b = cnt(D, 'Heidelberg', {'amenity': 'kindergarten'}, 30, 'kg')
    return [ratio1(a, b, 'trees/kg'), f'#{a}', f'#{b}'], ''

@q('arithmetic', 'Heidelberg', "How much taller is Heidelberg's telecom mast than its advertising column?")
def _(D):
    f = anchor(D, 'Heidelberg', {'tower:type': 'communication'}, ['telecom', 'mast'])
    g = anchor(D, 'Heidelberg', {'advertising': 'column'}, ['advertising', 'column'])
    for x in (f, g):
        absent(x, ('height', 'est_height', 'building:height', 'ele', 'levels', 'building:levels', 'note', 'description'), 'height trap')
    return [NID], ''

@q('arithmetic', 'Singapore', 'singapore: artworks minus taxi stands? both numbers pls')
def _(D):
    a = cnt(D, 'Singapore', {'tourism': 'artwork'}, 10, 'art'); b = cnt(D, 'Singapore', {'amenity': 'taxi'}, 10, 'taxi')
    diff_ok(a, b, 'art-fountain'); return [f'#{a}', f'#{b}', f'#{a - b}'], ''

@q('arithmetic', 'Singapore', 'are there more restaurants or cafes in the Singapore extract, and by how many?')
def _(D):
    a = cnt(D, 'Singapore', {'amenity': 'restaurant'}, 30, 'rest'); b = cnt(D, 'Singapore', {'amenity': 'cafe'}, 30, 'cafe')
    diff_ok(a, b, 'rest-cafe'); return ['!restaurant' if a > b else '!cafe', f'#{a}', f'#{b}', f'#{abs(a - b)}'], ''

@q('arithmetic', 'Singapore', 'In Singapore, how many trees for every watch store? give me the two counts as well')
def _(D):
    a = cnt(D, 'Singapore', {'natural': 'tree'}, 2, 'trees'); b = cnt(D, 'Singapore', {'shop': 'watches'}, 30, 'watches')
    return [ratio1(a, b, 'trees/watch'), f'#{a}', f'#{b}'], ''

@q('arithmetic', 'Singapore', 'singapore data: traffic signals plus bus stops, total and each')
def _(D):
    a = cnt(D, 'Singapore', {'highway': 'traffic_signals'}, 2, 'ts'); b = cnt(D, 'Singapore', {'highway': 'bus_stop'}, 2, 'bus')
    need(a != b, 'same'); return [f'#{a + b}', f'#{a}', f'#{b}'], ''

@q('arithmetic', 'Baltimore', 'Baltimore: banks minus pharmacies, with both numbers')
def _(D):
    a = cnt(D, 'Baltimore', {'amenity': 'bank'}, 30, 'banks'); b = cnt(D, 'Baltimore', {'amenity': 'pharmacy'}, 30, 'pharm')
    diff_ok(a, b, 'banks-pharm'); return [f'#{a}', f'#{b}', f'#{a - b}'], ''

@q('arithmetic', 'Baltimore', 'how many supermarkets per library in the baltimore data? include the counts')
def _(D):
    a = cnt(D, 'Baltimore', {'shop': 'supermarket'}, 30, 'super'); b = cnt(D, 'Baltimore', {'amenity': 'library'}, 30, 'lib')
    return [ratio1(a, b, 'super/lib'), f'#{a}', f'#{b}'], ''

@q('arithmetic', 'Baltimore', "hey, in baltimore, museums + hotels - what's the total? and each")
def _(D):
    a = cnt(D, 'Baltimore', {'tourism': 'museum'}, 30, 'museum'); b = cnt(D, 'Baltimore', {'tourism': 'hotel'}, 30, 'hotel')
    need(a != b, 'same'); return [f'#{a + b}', f'#{a}', f'#{b}'], ''

@q('arithmetic', 'Baltimore', "Baltimore: what's the difference between the number of hairdressers and beauty shops? give both")
def _(D):
    a = cnt(D, 'Baltimore', {'shop': 'hairdresser'}, 30, 'hair'); b = cnt(D, 'Baltimore', {'shop': 'beauty'}, 30, 'beauty')
    diff_ok(a, b, 'hair-beauty'); return [f'#{a}', f'#{b}', f'#{a - b}'], ''

# ---- aggregate
@q('aggregate', 'Heidelberg', 'how many opticians are there in heidelberg?')
def _(D): return [f'#{cnt(D, "Heidelberg", {"shop": "optician"}, 30, "opticians")}'], ''

@q('aggregate', 'Heidelberg', 'Heidelberg - more than 30 street lamps? yes or no, and the number')
def _(D):
    n = cnt(D, 'Heidelberg', {'highway': 'street_lamp'}, 2, 'lamps'); return [thresh(n, 30, 'lamps'), f'#{n}'], ''

@q('aggregate', 'Heidelberg', 'count the restaurants with outdoor seating in heidelberg pls')
def _(D):
    fs = count(D, 'Heidelberg', {'amenity': 'restaurant'}, 30, 'restaurants')
    n = sum(f['tags'].get('outdoor_seating') == 'yes' for f in fs)
    need(0 < n < len(fs), 'os'); return [f'#{n}'], f'of {len(fs)}'

@q('aggregate', 'Heidelberg', "what's the most common cuisine among heidelberg's fast food places?")
def _(D):
    fs = count(D, 'Heidelberg', {'amenity': 'fast_food'}, 30, 'ff')
    return most_common(fs, 'cuisine', 'ff cuisine'), ''

@q('aggregate', 'Singapore', 'number of trees in the singapore data?')
def _(D): return [f'#{cnt(D, "Singapore", {"natural": "tree"}, 2, "trees")}'], ''

@q('aggregate', 'Singapore', 'singapore: more than 5 artworks? yes/no + count')
def _(D):
    n = cnt(D, 'Singapore', {'tourism': 'artwork'}, 10, 'art'); return [thresh(n, 5, 'art'), f'#{n}'], ''

@q('aggregate', 'Singapore', 'how many cafes does the Singapore extract have')
def _(D): return [f'#{cnt(D, "Singapore", {"amenity": "cafe"}, 30, "cafes")}'], ''

@q('aggregate', 'Singapore', "How many supermarkets are in singapore's data?")
def _(D):
    absent_kind(D, 'Singapore', [('shop', 'supermarket'), ('shop', 'grocery'), ('shop', 'greengrocer')],
                ['supermarket', 'grocer', 'fairprice', 'cold storage', 'giant', 'sheng siong', 'market'], 'supermarket')
    return [ABSENT_COUNT], 'none'

@q('aggregate', 'Baltimore', 'baltimore data: how many police stations?')
def _(D): return [f'#{cnt(D, "Baltimore", {"amenity": "police"}, 30, "police")}'], ''

@q('aggregate', 'Baltimore', 'Are there more than 5 car repair places in the baltimore data? give the count')
def _(D):
    n = cnt(D, 'Baltimore', {'shop': 'car_repair'}, 30, 'repair'); return [thresh(n, 5, 'repair'), f'#{n}'], ''

@q('aggregate', 'Baltimore', 'number of fast food places in baltimore?')
def _(D):
    return [f'#{cnt(D, "Baltimore", {"amenity": "fast_food"}, 30, "ff")}'], ''

@q('aggregate', 'Baltimore', 'how many fire hydrants in baltimore?')
def _(D): return [f'#{cnt(D, "Baltimore", {"emergency": "fire_hydrant"}, 2, "hydrant")}'], ''

def most_common(fs, key, what):
    def tally(sub):
        c = collections.Counter()
        for f in sub:
            for v in re.split(r'[;,]', f['tags'].get(key, '')):
                if v.strip():
                    c[v.strip().lower()] += 1
        return c.most_common()
    res = []
    for sub in (fs, [f for f in fs if fname(f)]):
        mc = tally(sub)
        need(len(mc) >= 1 and (len(mc) == 1 or mc[0][1] > mc[1][1]), f'{what}: tie {mc[:3]}')
        res.append(mc[0][0])
    # same-value features within 5 m merged
    need(len(set(res)) == 1, f'{what}: winner changes {res}')
    return ['!' + res[0]]

# ---- route
HA = {'tower': ({'tower:type': 'communication'}, ['telecom', 'mast']),
      'column': ({'advertising': 'column'}, ['advertising', 'column']),
      'wendy': ({'playground': 'wendyhouse'}, ['play house', 'playhouse', 'wendy']),
      'hump': ({'traffic_calming': 'hump'}, ['speed bump', 'bump', 'hump']),
      'pier': ({'man_made': 'pier'}, ['jetty'])}
BA = {'pavilion': ({'place': 'island'}, ['islet']),
      'boatlift': ({'waterway': 'boat_lift'}, ['boat lift', 'lift'])}
SA = {'public': ({'building': 'public'}, ['public building']),
      'station': ({'building': 'train_station'}, ['train station', 'station building'])}
ANCH = {'Heidelberg': HA, 'Baltimore': BA, 'Singapore': SA}

def rt(D, town, a, b, mode, what):
    fa = anchor(D, town, *ANCH[town][a]); fb = anchor(D, town, *ANCH[town][b])
    return route_len(D, town, mode, endpoint(fa), endpoint(fb), what)

@q('route', 'Heidelberg', 'heidelberg: bike ride from the telecom mast to the jetty, how many km?')
def _(D):
    L, lens, s = rt(D, 'Heidelberg', 'tower', 'pier', 'bike', 'tower-pier bike'); return [rl(L)], f'{L:.0f} m, straight {s:.0f}'

@q('route', 'Heidelberg', 'walking distance from the advertising column to the play house in heidelberg?')
def _(D):
    L, lens, s = rt(D, 'Heidelberg', 'column', 'wendy', 'foot', 'column-wendy foot'); return [rl(L)], f'{L:.0f} m, straight {s:.0f}'

@q('route', 'Heidelberg', 'How long does it take to drive from the advertising column in Heidelberg to the play house? distance + minutes pls')
def _(D):
    L, lens, s = rt(D, 'Heidelberg', 'column', 'wendy', 'car', 'column-wendy car'); return [rl(L), TIMEALT], f'{L:.0f} m, straight {s:.0f}'

@q('route', 'Heidelberg', "I'm at the play house in heidelberg. can I walk to the telecom mast in 5 minutes?")
def _(D):
    L, lens, s = rt(D, 'Heidelberg', 'wendy', 'tower', 'foot', 'wendy-tower foot')
    return ['!yes' if walk_verdict(lens, 5, 'wendy-tower 5') else '!no', rl(L)], f'{L:.0f} m'

@q('route', 'Heidelberg', 'on foot, jetty to advertising column in heidelberg - how far?')
def _(D):
    L, lens, s = rt(D, 'Heidelberg', 'pier', 'column', 'foot', 'pier-column foot'); return [rl(L)], f'{L:.0f} m, straight {s:.0f}'

@q('route', 'Heidelberg', 'Heidelberg question: from the telecom mast to the speed bump on foot, is 20 minutes enough?')
def _(D):
    L, lens, s = rt(D, 'Heidelberg', 'tower', 'hump', 'foot', 'tower-hump foot')
    return ['!yes' if walk_verdict(lens, 20, 'tower-hump 20') else '!no', rl(L)], f'{L:.0f} m'

@q('route', 'Singapore', "singapore: walking route from the train station building to the nearest cinema, how many metres?")
def _(D):
    anchor(D, 'Singapore', *SA['station'])
    absent_kind(D, 'Singapore', [('amenity', 'cinema')], ['cinema', 'movie', 'film', 'imax', 'cineplex'], 'cinema')
    return [ABSENT_YN], 'no cinema'

@q('route', 'Singapore', 'how far is it to drive to the nearest hospital from the train station building in the singapore data?')
def _(D):
    anchor(D, 'Singapore', *SA['station'])
    absent_kind(D, 'Singapore', [('amenity', 'hospital'), ('healthcare', 'hospital'), ('amenity', 'clinic')],
                ['hospital', 'clinic', 'medical'], 'hospital')
    return [ABSENT_YN], 'no hospital'

@q('route', 'Baltimore', 'baltimore: walking from the little islet to the boat lift - km and minutes?')
def _(D):
    L, lens, s = rt(D, 'Baltimore', 'pavilion', 'boatlift', 'foot', 'pav-lift foot'); return [rl(L), TIMEALT], f'{L:.0f} m, straight {s:.0f}'

@q('route', 'Baltimore', 'Bike from the boat lift to the islet in Baltimore, how far?')
def _(D):
    L, lens, s = rt(D, 'Baltimore', 'boatlift', 'pavilion', 'bike', 'lift-pav bike'); return [rl(L)], f'{L:.0f} m, straight {s:.0f}'

@q('route', 'Baltimore', "could I walk from baltimore's islet to the boat lift in 15 minutes?")
def _(D):
    L, lens, s = rt(D, 'Baltimore', 'pavilion', 'boatlift', 'foot', 'pav-lift foot')
    return ['!yes' if walk_verdict(lens, 15, 'pav-lift 15') else '!no', rl(L)], f'{L:.0f} m'

@q('route', 'Baltimore', "walking from the boat lift to the islet (baltimore) - an hour enough?")
def _(D):
    L, lens, s = rt(D, 'Baltimore', 'boatlift', 'pavilion', 'foot', 'lift-pav foot')
    return ['!yes' if walk_verdict(lens, 60, 'lift-pav 60') else '!no', rl(L)], f'{L:.0f} m'

# ---------------------------------------------------------------- scans, driver
KINDS = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
TOWN_WORDS = {'heidelberg', 'singapore', 'baltimore'}

def older_scan(text, what):
    low = text.lower()
    variants = {low, low.replace("'", '\u2019'), low.replace('\u2019', "'")}
    for o in OLDER_SETS + LEFT_OUT:
        ol = o.lower()
        if ol in TOWN_WORDS:
            continue
        forms = {ol, ol.lstrip('#')}
        for form in forms:
            if not form:
                continue
            pat = r'(?<![\w#])' + re.escape(form) + r'(?!\w)'
            for v in variants:
                need(not re.search(pat, v), f'{what}: older name {o!r}')

def gold_items_scan(gold, what):
    for item in gold.split('; '):
        for alt in item.split(' | '):
            a = alt.strip()
            if a in FIXED or re.fullmatch(r'#\d+|~\d+ m( ±10%)?|~\d+ m2|!\d+(\.\d+)?', a):
                continue
            older_scan(a.lstrip('!'), what)

def compute(D):
    check_older_adds(D)
    rows = {k: [] for k in KINDS}; fragile = []
    for kind_, town, text, fn in Q:
        what = f'{kind_}: {text[:50]}'
        try:
            items, fig = fn(D)
            gold = '; '.join(items)
            older_scan(text, what)
            gold_items_scan(gold, what)
        except Fragile as e:
            fragile.append(str(e)); gold, fig = None, str(e)
        rows[kind_].append((text, gold, town, fig))
    return rows, fragile

HEADER = ('# beyond validation set 46 (held out, never tune on it): {kind} over the osm-fresh extracts; golds by gold_val46.py\n'
          '# question<TAB>gold<TAB>kind (one); see README-val46.md\n')

def main():
    ap = argparse.ArgumentParser(); ap.add_argument('--check', action='store_true'); ap.add_argument('--write', action='store_true')
    a = ap.parse_args()
    here = Path(__file__).resolve().parent
    data = os.environ.get('GEOREACT_FRESH_DIR') or str(Path(__file__).resolve().parents[3] / 'shared/data/osm-fresh')
    D = load(data)
    rows, fragile = compute(D)
    for k in KINDS:
        need(len(rows[k]) == 12, f'{k}: {len(rows[k])} questions')
    if a.write:
        if fragile:
            for f in fragile:
                print('fragile:', f)
            print('refused: fragile golds, nothing written'); sys.exit(1)
        for k in KINDS:
            with open(here / f'val46-{k}.tsv', 'w', encoding='utf-8') as fh:
                fh.write(HEADER.format(kind=k))
                for text, gold, town, fig in rows[k]:
                    fh.write(f'{text}\t{gold}\tone\n')
        print('written'); return
    if a.check:
        bad = 0
        for k in KINDS:
            fn = here / f'val46-{k}.tsv'
            lines = fn.read_text(encoding='utf-8').split('\n')
            body = [(i + 1, l) for i, l in enumerate(lines) if l and not l.startswith('#')]
            if len(body) != len(rows[k]):
                print(f'{fn.name}: {len(body)} lines, expected {len(rows[k])}'); bad += 1
            for (ln, l), (text, gold, town, fig) in zip(body, rows[k]):
                if gold is None:
                    print(f'{fn.name}:{ln}: fragile gold: {fig}'); bad += 1
                if l != f'{text}\t{gold}\tone':
                    print(f'{fn.name}:{ln}: differs'); bad += 1
        if bad:
            sys.exit(1)
        print('ok: every gold matches'); return
    for k in KINDS:
        for text, gold, town, fig in rows[k]:
            print(f'[{k}] [{town}] {text}\n    gold: {gold}\n    figures: {fig}')
    for f in fragile:
        print('FRAGILE:', f)

if __name__ == '__main__':
    main()
