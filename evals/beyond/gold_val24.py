#!/usr/bin/env python3
"""gold_val24.py - recompute every gold of the held-out "beyond" validation set 24 (val24-*.tsv).

Over the three osm-fresh extracts (Baltimore 2015, Heidelberg 2015, Singapore Bayfront 2019), from the raw OSM tags
and geometries, with osmium (pyosmium), shapely, pyproj, networkx and numpy only. See README-val24.md.
Map data (c) OpenStreetMap contributors, ODbL 1.0.

    python -B gold_val24.py            # print question, town, kind, gold and figures
    python -B gold_val24.py --check    # compare with the TSVs; exit 1 naming file and line on any difference / fragile gold
    python -B gold_val24.py --write    # write the five TSVs (refused while any gold is fragile)

Data folder: Path(__file__).resolve().parents[3]/shared/data/osm-fresh, or env GEOREACT_FRESH_DIR.
"""
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
# ================================================================ core (val24)
import os, re, sys, math, itertools, unicodedata, heapq
from pathlib import Path
import numpy as np
import osmium
import shapely
from shapely import wkb
from shapely.geometry import Point, LineString
from shapely.ops import nearest_points
from pyproj import Geod, Transformer
import networkx as nx

GEOD = Geod(ellps='WGS84')
FILES = {'heidelberg': 'heidelberg-2015.osm.pbf', 'baltimore': 'baltimore-2015.osm.pbf',
         'singapore': 'singapore-bayfront-2019.osm.pbf'}
TOWNS = list(FILES)


def data_dir():
    env = os.environ.get('GEOREACT_FRESH_DIR')
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'


class Fragile(Exception):
    pass


# ---------------------------------------------------------------- names
def fold(s):
    s = unicodedata.normalize('NFKD', s)
    s = ''.join(c for c in s if not unicodedata.combining(c))
    return s.replace('ß', 'ss').casefold().replace('ß', 'ss')


def _w(s):
    return re.findall(r'[0-9a-z]+', s)


def words(s):
    return _w(fold(s))


def _readings(s):
    f = fold(s)
    return [_w(f), _w(re.sub(r"['\u2019`\u00b4]", '', f))]


def _sub(a, b):
    n = len(a)
    return n > 0 and any(b[i:i + n] == a for i in range(len(b) - n + 1))


def inside(a, b):
    """the words of a occur consecutively in the words of b (both apostrophe readings)"""
    return any(_sub(x, y) for x in _readings(a) for y in _readings(b))


# ---------------------------------------------------------------- loading
class Town:
    def __init__(self, name):
        self.name = name
        self.feats = []          # dicts: t (n/w/a/r), id, tags, g
        self.ways = {}           # way id -> (tags, [(node id, lon, lat)])
        self._load(data_dir() / FILES[name])
        for i, f in enumerate(self.feats):
            f['i'] = i
            f['town'] = name
            f['c'] = f['g'].centroid if f['g'].geom_type != 'Point' else f['g']
        self.byname = {}
        for f in self.feats:
            n = f['tags'].get('name')
            if n:
                self.byname.setdefault(fold(n), []).append(f)
        self._graphs = {}

    def _load(self, path):
        fab = osmium.geom.WKBFactory()
        feats, area_ways = [], set()
        for o in osmium.FileProcessor(str(path)).with_locations().with_areas():
            if o.is_node():
                if len(o.tags):
                    feats.append(dict(t='n', id=o.id, tags=dict(o.tags), g=Point(o.location.lon, o.location.lat)))
            elif o.is_way():
                nodes = [(n.ref, n.location.lon, n.location.lat) for n in o.nodes]
                self.ways[o.id] = (dict(o.tags), nodes)
                if len(o.tags) and len(nodes) >= 2:
                    feats.append(dict(t='w', id=o.id, tags=dict(o.tags),
                                      g=LineString([(x, y) for _, x, y in nodes])))
            elif o.is_area():
                try:
                    g = wkb.loads(fab.create_multipolygon(o), hex=True)
                except Exception:
                    continue
                if o.from_way():
                    area_ways.add(o.orig_id())
                    feats.append(dict(t='a', id=o.orig_id(), tags=dict(o.tags), g=g))
                else:
                    feats.append(dict(t='r', id=o.orig_id(), tags=dict(o.tags), g=g))
        for f in feats:
            hw = 'highway' in f['tags'] and f['tags'].get('area') != 'yes'
            if f['t'] == 'w' and f['id'] in area_ways and not hw:
                continue          # a closed way turned into a polygon: the polygon only
            if f['t'] == 'a' and hw:
                continue          # a closed highway stays a line
            self.feats.append(f)


_TOWNS = {}


def town(name):
    if name not in _TOWNS:
        _TOWNS[name] = Town(name)
    return _TOWNS[name]


def all_towns():
    return [town(t) for t in TOWNS]


# ---------------------------------------------------------------- geometry
_TR = {}


def _aeqd(lon, lat):
    key = (round(lon, 7), round(lat, 7))
    if key not in _TR:
        _TR[key] = (Transformer.from_crs('EPSG:4326', f'+proj=aeqd +lat_0={lat} +lon_0={lon} +datum=WGS84 +units=m',
                                         always_xy=True),
                    Transformer.from_crs(f'+proj=aeqd +lat_0={lat} +lon_0={lon} +datum=WGS84 +units=m', 'EPSG:4326',
                                         always_xy=True))
    return _TR[key]


def _proj(g, tr):
    return shapely.transform(g, lambda xy: np.column_stack(tr.transform(xy[:, 0], xy[:, 1])))


def gdist(p, q):
    """geodesic metres between two lon/lat points"""
    return GEOD.inv(p[0], p[1], q[0], q[1])[2]


def dist(a, b):
    """geodesic distance between the nearest points of two geometries (0 when they touch)"""
    if a.geom_type == 'Point' and b.geom_type == 'Point':
        return gdist((a.x, a.y), (b.x, b.y))
    if a.intersects(b):
        return 0.0
    c = a.centroid
    fw, bw = _aeqd(c.x, c.y)
    pa, pb = _proj(a, fw), _proj(b, fw)
    na, nb = nearest_points(pa, pb)
    x1, y1 = bw.transform(na.x, na.y)
    x2, y2 = bw.transform(nb.x, nb.y)
    return gdist((x1, y1), (x2, y2))


def cdist(a, b):
    """centroid reading"""
    return dist(a.centroid, b.centroid)


def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])


def length(g):
    return GEOD.geometry_length(g)


def approx(a, b):
    """quick lower-bound-ish planar distance in metres for prefiltering"""
    ax0, ay0, ax1, ay1 = a.bounds
    bx0, by0, bx1, by1 = b.bounds
    dx = max(0, bx0 - ax1, ax0 - bx1)
    dy = max(0, by0 - ay1, ay0 - by1)
    lat = math.radians((ay0 + by0) / 2)
    return math.hypot(dx * 111320 * math.cos(lat), dy * 110570)


# ---------------------------------------------------------------- gold item helpers
NOT_IN_DATA = ('!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | '
               '!not recorded')
TIME_ITEM = '!min | !minute | !hour'
YES, NO = '!yes', '!no'
OPEN, CLOSED = '!yes | !open', '!no | !closed'


def time_item(h, m=0):
    """'!17:00 | !5 pm | !5pm | !5:00 pm | !5:00pm'"""
    hh = h % 24
    ap = 'am' if hh < 12 else 'pm'
    h12 = hh % 12 or 12
    if m == 0:
        return f'!{hh:02d}:{m:02d} | !{h12} {ap} | !{h12}{ap} | !{h12}:00 {ap} | !{h12}:00{ap}'
    return f'!{hh:02d}:{m:02d} | !{h12}:{m:02d} {ap} | !{h12}:{m:02d}{ap} | !{h12}.{m:02d}'


def m_item(x):
    return f'~{round(x)} m'


def m2_item(x):
    return f'~{round(x)} m2'


def route_item(x):
    return f'~{round(x)} m ±10%'


def count_item(n):
    return f'#{n}'


ITEM_RE = re.compile(r'^(#\d+|~\d+ m|~\d+ m2|~\d+ m ±10%|![^|;]+|[^!#~|;][^|;]*)$')


def check_gold_syntax(gold):
    for item in gold.split('; '):
        alts = item.split(' | ')
        for a in alts:
            if not a or a != a.strip() or not ITEM_RE.match(a):
                raise Fragile(f'bad gold item syntax: {a!r} in {gold!r}')
            if a.startswith('!') and len(a) - 1 <= 3 and not re.match(r'^![\w.:,+-]+$', a):
                raise Fragile(f'short literal must be a whole word: {a!r}')


# ---------------------------------------------------------------- opening hours (README-val4's readable subset)
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
_T = r'(\d{1,2}):(\d{2})'
_RANGE = re.compile(rf'^{_T}-{_T}$')


def _days(sel):
    out = []
    for part in sel.split(','):
        if re.fullmatch(r'[A-Z][a-z]', part):
            if part not in DAYS:
                return None
            out.append(DAYS.index(part))
        elif re.fullmatch(r'[A-Z][a-z]-[A-Z][a-z]', part):
            a, b = part.split('-')
            if a not in DAYS or b not in DAYS:
                return None
            i, j = DAYS.index(a), DAYS.index(b)
            k = i
            while True:
                out.append(k)
                if k == j:
                    break
                k = (k + 1) % 7
        else:
            return None
    return out


def parse_hours(s):
    """-> {day: [(start_min, end_min)]} with end <= start meaning past midnight; None if unreadable"""
    if s is None:
        return None
    s = s.strip()
    if s == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    week = {d: [] for d in range(7)}
    for rule in s.split(';'):
        rule = rule.strip()
        if not rule:
            return None
        parts = rule.split(' ')
        if len(parts) == 1:
            sel, times = None, parts[0]
        elif len(parts) == 2:
            sel, times = parts
        else:
            return None
        ds = list(range(7)) if sel is None else _days(sel)
        if ds is None:
            return None
        if times in ('off', 'closed'):
            iv = []
        else:
            iv = []
            for r in times.split(','):
                m = _RANGE.match(r)
                if not m:
                    return None
                h1, m1, h2, m2 = map(int, m.groups())
                if h1 > 24 or h2 > 24 or m1 > 59 or m2 > 59 or h1 == 24:
                    return None
                a, b = h1 * 60 + m1, h2 * 60 + m2
                if b > 1440:
                    return None
                iv.append((a, b))
        for d in ds:
            week[d] = list(iv)
    return week


def is_open(week, day, minute, strict=False):
    """day 0..6, minute may be outside 0..1439 (normalised); strict drops a spill into a day with own intervals"""
    day = (day + minute // 1440) % 7
    minute = minute % 1440
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


def stable_verdict(week, day, minute):
    vs = {is_open(week, day, minute + d, strict) for d in range(-15, 16) for strict in (False, True)}
    if len(vs) != 1:
        raise Fragile(f'hours verdict not stable at {DAYS[day]} {minute // 60:02d}:{minute % 60:02d}')
    return vs.pop()


def single_interval(week, day):
    iv = week[day]
    if len(iv) != 1:
        raise Fragile(f'{DAYS[day]} has {len(iv)} intervals')
    return iv[0]


def readable_hours(f):
    w = parse_hours(f['tags'].get('opening_hours'))
    if w is None:
        raise Fragile(f"unreadable or missing opening_hours on {f['tags'].get('name')}: {f['tags'].get('opening_hours')!r}")
    return w


def no_hours(f):
    bad = [k for k in f['tags'] if k.startswith('opening_hours') or k.startswith('hours') or k == 'service_times']
    if bad:
        raise Fragile(f'trap place carries {bad}')


# ---------------------------------------------------------------- routing (README-val4's graphs and val22/23 variants)
CAR_HW = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
          'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
FAST = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}
NON_WAYS = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
            'services', 'razed', 'disused', 'bus_guideway', 'escape'}
ONEWAY_YES = {'yes', 'true', '1'}


def _dirs(tags, mode, variant):
    """-> (forward, backward) allowed, or None if the way is not in the graph"""
    hw = tags.get('highway')
    if hw is None:
        return None
    acc = tags.get('access')
    if mode == 'car':
        if hw not in CAR_HW or acc in ('no', 'private'):
            return None
        if variant == 'strict' and (tags.get('motor_vehicle') in ('no', 'private') or
                                    tags.get('motorcar') in ('no', 'private')):
            return None
        ow = tags.get('oneway')
        if ow in ONEWAY_YES:
            return (True, False)
        if ow == '-1':
            return (False, True)
        if variant == 'strict' and (tags.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link')) \
                and ow != 'no':
            return (True, False)
        return (True, True)
    if mode == 'bike':
        ok = (hw in CAR_HW and hw not in FAST) or hw in ('cycleway', 'path', 'track') or \
            tags.get('bicycle') in ('yes', 'designated')
        if not ok or tags.get('bicycle') == 'no' or hw in NON_WAYS:
            return None
        if variant == 'strict' and acc in ('no', 'private') and tags.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return None
        if variant == 'nooneway':
            return (True, True)
        if tags.get('oneway:bicycle') == 'no' or str(tags.get('cycleway', '')).startswith('opposite'):
            return (True, True)
        ow = tags.get('oneway')
        if ow in ONEWAY_YES:
            return (True, False)
        if ow == '-1':
            return (False, True)
        if variant == 'strict' and tags.get('junction') == 'roundabout' and ow != 'no':
            return (True, False)
        return (True, True)
    if mode == 'foot':
        if hw in FAST or hw in NON_WAYS or tags.get('foot') == 'no':
            return None
        if variant == 'strict' and acc in ('no', 'private') and tags.get('foot') not in ('yes', 'designated', 'permissive'):
            return None
        return (True, True)
    raise ValueError(mode)


VARIANTS = {'car': ['base', 'strict'], 'bike': ['base', 'strict', 'nooneway'], 'foot': ['base', 'strict']}


def graph(t, mode, variant='base'):
    key = (mode, variant)
    if key in t._graphs:
        return t._graphs[key]
    G = nx.DiGraph()
    coords = {}
    for wid, (tags, nodes) in t.ways.items():
        d = _dirs(tags, mode, variant)
        if d is None:
            continue
        for (n1, x1, y1), (n2, x2, y2) in zip(nodes, nodes[1:]):
            if n1 == n2:
                continue
            coords[n1] = (x1, y1)
            coords[n2] = (x2, y2)
            w = gdist((x1, y1), (x2, y2))
            if d[0]:
                if not G.has_edge(n1, n2) or G[n1][n2]['w'] > w:
                    G.add_edge(n1, n2, w=w)
            if d[1]:
                if not G.has_edge(n2, n1) or G[n2][n1]['w'] > w:
                    G.add_edge(n2, n1, w=w)
    big = max(nx.strongly_connected_components(G), key=len)
    ids_all = np.array(list(G.nodes))
    xy_all = np.array([coords[n] for n in ids_all])
    ids_big = np.array([n for n in ids_all if n in big])
    xy_big = np.array([coords[n] for n in ids_big])
    t._graphs[key] = (G, coords, (ids_big, xy_big), (ids_all, xy_all))
    return t._graphs[key]


def snap(t, mode, variant, pt, whole=False):
    G, coords, big, alln = graph(t, mode, variant)
    ids, xy = alln if whole else big
    lat = math.radians(pt.y)
    d2 = ((xy[:, 0] - pt.x) * math.cos(lat) * 111320) ** 2 + ((xy[:, 1] - pt.y) * 110570) ** 2
    order = np.argsort(d2)[:20]
    best = min(order, key=lambda i: gdist((pt.x, pt.y), tuple(xy[i])))
    return ids[best], gdist((pt.x, pt.y), tuple(xy[best]))


def end_point(f):
    """a place is snapped from its point, or from the centroid of its polygon / line"""
    return f['g'] if f['g'].geom_type == 'Point' else f['g'].centroid


def route_len(t, mode, a, b, variant='base', whole=False):
    G = graph(t, mode, variant)[0]
    na, da = snap(t, mode, variant, end_point(a), whole)
    nb, db = snap(t, mode, variant, end_point(b), whole)
    if da > 100 or db > 100:
        raise Fragile(f'{mode}: snapped {da:.0f} / {db:.0f} m from the graph (max 100 m)')
    try:
        return nx.dijkstra_path_length(G, na, nb, weight='w')
    except nx.NetworkXNoPath:
        raise Fragile(f'{mode} {variant} whole={whole}: no path')


def robust_route(t, mode, a, b, tour_leg=False):
    """README-val22/23 route rules; returns (length, straight, figures)"""
    straight = dist(a['g'], b['g'])
    lo = 100 if tour_leg else 300
    if not (lo <= straight <= 5000):
        raise Fragile(f'straight line {straight:.0f} m outside {lo} m - 5 km')
    base = route_len(t, mode, a, b)
    if base > 2.5 * straight or base < 0.97 * straight:
        raise Fragile(f'route {base:.0f} m vs straight {straight:.0f} m (ratio {base / straight:.2f})')
    var = {}
    for v in VARIANTS[mode]:
        for whole in (False, True):
            if v == 'base' and not whole:
                continue
            L = route_len(t, mode, a, b, v, whole)
            var[f'{v}{"/whole" if whole else ""}'] = L
            if abs(L - base) > 0.03 * base:
                raise Fragile(f'{mode} variant {v} whole={whole}: {L:.0f} vs {base:.0f} m (> 3 %)')
    return base, straight, var


def walk_verdict(t, a, b, T):
    base, straight, var = robust_route(t, 'foot', a, b)
    Ls = [base] + list(var.values())
    if all(L / 50.0 <= 0.9 * T for L in Ls):
        return True, base, straight
    if all(L / 100.0 >= 1.1 * T for L in Ls):
        return False, base, straight
    raise Fragile(f'walking verdict for {T} min undecided ({min(Ls):.0f}-{max(Ls):.0f} m)')


# ---------------------------------------------------------------- places and the older sets
POI_KEYS = ('amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft')


def is_poi(f):
    return any(k in f['tags'] for k in POI_KEYS)


def older_names():
    return OLDER_SETS + LEFT_OUT


def refuse_older(name):
    for r in older_names():
        if inside(name, r) or inside(r, name):
            raise Fragile(f'{name!r} overlaps the older name {r!r}')


def scan_question(q):
    for r in older_names():
        if inside(r, q):
            raise Fragile(f'question text holds the older name {r!r}')


def _all_with_name(mention):
    out = []
    for t in all_towns():
        out += t.byname.get(fold(mention), [])
    return out


def _inside_other(mention):
    fm = fold(mention)
    for t in all_towns():
        for fn, lst in t.byname.items():
            if fn != fm and inside(mention, lst[0]['tags']['name']):
                return lst[0]['tags']['name']
    return None


def place(tn, mention, q):
    """a named place: exactly one feature of the three extracts carries the name, in town tn"""
    if mention not in q:
        raise Fragile(f'{mention!r} not written verbatim in the question')
    refuse_older(mention)
    fs = _all_with_name(mention)
    if len(fs) != 1:
        raise Fragile(f'{mention!r} is carried by {len(fs)} features')
    if fs[0]['town'] != tn:
        raise Fragile(f'{mention!r} is not in {tn}')
    o = _inside_other(mention)
    if o:
        raise Fragile(f'{mention!r} lies inside the other name {o!r}')
    ns = _namesake(mention)
    if ns:
        raise Fragile(f'{mention!r} has the namesake {ns!r} (differs only in spaces / punctuation)')
    refuse_older(fs[0]['tags']['name'])
    return fs[0]


def _namesake(mention):
    key = ''.join(words(re.sub(r"['\u2019`\u00b4]", '', mention)))
    for t in all_towns():
        for fn, lst in t.byname.items():
            n = lst[0]['tags']['name']
            if fn != fold(mention) and ''.join(words(re.sub(r"['\u2019`\u00b4]", '', n))) == key:
                return n
    return None


def street(tn, mention, q):
    """every highway way carrying the name, merged; no other feature carries it"""
    if mention not in q:
        raise Fragile(f'{mention!r} not written verbatim in the question')
    refuse_older(mention)
    fs = _all_with_name(mention)
    if not fs or any(f['town'] != tn or 'highway' not in f['tags'] for f in fs):
        raise Fragile(f'{mention!r}: not only highway ways of {tn}')
    o = _inside_other(mention)
    if o or _namesake(mention):
        raise Fragile(f'{mention!r} lies inside another name or has a namesake')
    g = shapely.union_all([f['g'] for f in fs])
    return dict(t='street', id=tuple(f['id'] for f in fs), tags={'name': fs[0]['tags']['name']}, g=g, c=g.centroid,
                town=tn, ways=fs, i=-1)


# kind-unique anchors used by the sets whose READMEs were read (val12/13/21/22/23): refused as anchors
USED_ANCHORS = {
    'heidelberg': [('amenity', 'fire_station'), ('amenity', 'clock'), ('amenity', 'charging_station'),
                   ('landuse', 'cemetery'), ('man_made', 'pier'), ('barrier', 'turnstile'), ('amenity', 'post_office'),
                   ('highway', 'speed_camera'), ('highway', 'give_way'), ('highway', 'turning_circle'),
                   ('highway', 'stop'), ('office', 'Baudezernat'), ('tower:type', 'bell_tower'),
                   ('information', 'map'), ('building', 'hut'), ('advertising', 'column'),
                   ('tower:type', 'communication'), ('amenity', 'parking_entrance'), ('playground', 'wendyhouse')],
    'singapore': [('amenity', 'smoking_area'), ('highway', 'elevator'), ('sport', 'tennis'), ('leisure', 'pitch'),
                  ('amenity', 'shelter'), ('landuse', 'construction'), ('building', 'train_station'),
                  ('building', 'public'), ('highway', 'primary_link'), ('power', 'substation'),
                  ('amenity', 'bicycle_parking'), ('information', 'guidepost'), ('information', 'map'),
                  ('sport', 'fencing')],
    'baltimore': [('man_made', 'water_tower'), ('power', 'generator'), ('leisure', 'chess'), ('sport', 'chess'),
                  ('amenity', 'compressed_air'), ('man_made', 'chimney'), ('man_made', 'stack'),
                  ('man_made', 'storage_tank'), ('sport', 'american_football'), ('leisure', 'pitch', 'american_football')],
}


def unique(tn, pred, synonyms=None, desc=''):
    """a kind-unique unnamed anchor: exactly one feature of the town matches, unnamed, no synonym feature"""
    t = town(tn)
    fs = [f for f in t.feats if pred(f['tags'])]
    if len(fs) != 1:
        raise Fragile(f'{desc}: {len(fs)} features match')
    f = fs[0]
    if 'name' in f['tags']:
        raise Fragile(f'{desc}: the feature is named')
    if synonyms:
        syn = [g for g in t.feats if g is not f and synonyms(g['tags'])]
        if syn:
            raise Fragile(f'{desc}: synonym features {[(g["t"], g["id"]) for g in syn][:3]}')
    for spec in USED_ANCHORS[tn]:
        k, v = spec[0], spec[1]
        if f['tags'].get(k) == v:
            raise Fragile(f'{desc}: an older kind-unique anchor ({k}={v})')
    return f


# ---------------------------------------------------------------- scopes
def _name(f):
    return f['tags'].get('name')


def possibly_one(fs):
    """two features that may be one place: same name, or one unnamed, within 10 m"""
    for a, b in itertools.combinations(fs, 2):
        if approx(a['g'], b['g']) > 30:
            continue
        if (_name(a) == _name(b) or _name(a) is None or _name(b) is None) and dist(a['g'], b['g']) <= 10:
            return (a, b)
    return None


def within(tn, center, pred, R, need_named=True, allow_unnamed=False):
    """features matching pred within R m of center (real geometry); refused near the radius or when the
    centroid reading gives another set"""
    t = town(tn)
    out = []
    for f in t.feats:
        if f is center or (center.get('t') == 'street' and f in center['ways']) or not pred(f['tags']):
            continue
        if approx(center['g'], f['g']) > 1.2 * R + 50:
            continue
        d = dist(center['g'], f['g'])
        dc = cdist(center['g'], f['g'])
        for x, how in ((d, 'real'), (dc, 'centroid')):
            if 0.95 * R <= x <= 1.05 * R:
                raise Fragile(f'{_name(f) or f["id"]} at {x:.0f} m ({how}) within 5 % of {R} m')
        if (d <= R) != (dc <= R):
            raise Fragile(f'{_name(f)}: real / centroid readings disagree')
        if d <= R:
            out.append((d, f))
    out.sort(key=lambda x: x[0])
    fs = [f for _, f in out]
    if need_named and not allow_unnamed and any(_name(f) is None for f in fs):
        raise Fragile('an unnamed candidate in a radius list')
    p = possibly_one(fs)
    if p:
        raise Fragile(f'possibly one place: {_name(p[0])} / {_name(p[1])}')
    return out


def nearest(tn, center, pred, named=True, skip=None):
    """the feature of a kind nearest to center: beats the runner-up by 10 % + 5 m, by centroid too"""
    t = town(tn)
    cands = [f for f in t.feats if pred(f['tags']) and f is not center and
             not (center.get('t') == 'street' and f in center['ways']) and (skip is None or not skip(f))]
    if len(cands) < 2:
        raise Fragile('fewer than two candidates for a nearest search')
    cands.sort(key=lambda f: approx(center['g'], f['g']))
    ds = sorted(((dist(center['g'], f['g']), f) for f in cands[:60]), key=lambda x: x[0])
    d1, f1 = ds[0]
    rest = [(d, f) for d, f in ds[1:] if not (_name(f) and _name(f) == _name(f1) and dist(f['g'], f1['g']) <= 100)]
    d2, f2 = rest[0]
    if d2 < 1.1 * d1 + 5:
        raise Fragile(f'nearest {_name(f1)} {d1:.0f} m vs {_name(f2)} {d2:.0f} m')
    dcs = sorted(((cdist(center['g'], f['g']), f) for f in cands[:60]), key=lambda x: x[0])
    dcs = [(d, f) for d, f in dcs if f is f1 or not (_name(f) and _name(f) == _name(f1) and dist(f['g'], f1['g']) <= 100)]
    if dcs[0][1] is not f1:
        raise Fragile(f'nearest by centroid is {_name(dcs[0][1])}')
    if named and not _name(f1):
        raise Fragile('nearest is unnamed')
    return f1, d1, d2, f2


def whole(tn, pred, allow_possibly_one=False):
    t = town(tn)
    fs = [f for f in t.feats if pred(f['tags'])]
    if not allow_possibly_one:
        p = possibly_one(fs)
        if p:
            raise Fragile(f'possibly one place in a whole-extract count: {_name(p[0])} {p[0]["id"]} / {_name(p[1])} {p[1]["id"]}')
    return fs


def kv(k, *vals):
    vals = set(vals)
    return lambda tg: tg.get(k) in vals


def far_apart(a, b, frac=0.15):
    lo, hi = sorted((a, b))
    if hi < (1 + frac) * lo:
        raise Fragile(f'{a:.1f} and {b:.1f} are within {frac:.0%}')


def counts_apart(a, b):
    if a == b or abs(a - b) <= 0.1 * max(a, b):
        raise Fragile(f'counts {a} / {b} too close')
    if abs(a - b) in (a, b):
        raise Fragile(f'difference {abs(a - b)} equals a count')


# ================================================================ questions
KINDS_FILES = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
QUESTIONS = []


def Q(file, tn, text, trap=False):
    def deco(fn):
        QUESTIONS.append(dict(file=file, town=tn, q=text, fn=fn, trap=trap))
        return fn
    return deco


def name_item(f, short=None):
    return short or f['tags']['name']


def yesno(b):
    return YES if b else NO


def hours_item(b):
    return OPEN if b else CLOSED


# ---------------------------------------------------------------- Heidelberg anchors (kind-unique, unnamed, new)
def WEBCAM():
    return unique('heidelberg', kv('surveillance', 'webcam'),
                  synonyms=lambda tg: tg.get('surveillance:type') == 'webcam' or tg.get('camera:type') == 'webcam'
                  or 'webcam' in fold(tg.get('name', '')), desc='the webcam')


def VACANT():
    return unique('heidelberg', kv('shop', 'vacant'),
                  synonyms=lambda tg: any(k.startswith('disused:shop') or k.startswith('vacant') for k in tg)
                  or tg.get('disused') == 'yes' or tg.get('shop') in ('empty', 'closed'), desc='the vacant shop unit')


def CINEMA():
    return unique('heidelberg', lambda tg: tg.get('disused:amenity') == 'cinema',
                  synonyms=lambda tg: any(k.split(':')[0] in ('was', 'abandoned', 'razed', 'demolished', 'closed')
                                          and tg[k] == 'cinema' for k in tg)
                  or (tg.get('amenity') == 'cinema' and (tg.get('disused') == 'yes' or 'opening_hours' in tg
                                                          and tg['opening_hours'] == 'off')),
                  desc='the disused cinema')


def MORGENPOST():
    return unique('heidelberg', lambda tg: tg.get('brand') == 'Morgenpost',
                  synonyms=lambda tg: 'morgenpost' in fold(' '.join(tg.values())), desc='the Morgenpost letterbox')


def TRAM():
    return unique('heidelberg', lambda tg: tg.get('razed:railway') == 'tram',
                  synonyms=lambda tg: tg.get('railway') in ('tram', 'razed', 'disused') or
                  any(k.endswith(':railway') and tg[k] == 'tram' for k in tg), desc='the razed tram line')


def website_item(u):
    u = re.sub(r'^https?://', '', u)
    u = re.sub(r'^www\.', '', u)
    return u.split('/')[0]


# ---------------------------------------------------------------- Heidelberg: attribute
@Q('attribute', 'heidelberg', "apparently there's a webcam somewhere in the heidelberg data?? what website does it point to")
def _(q):
    w = WEBCAM()
    site = w['tags'].get('website')
    if not site:
        raise Fragile('the webcam has no website')
    return website_item(site), 'one', f"webcam node {w['id']}: website {site}"


@Q('attribute', 'heidelberg', "There used to be a cinema in the Heidelberg extract that's closed now. What was it called back then?")
def _(q):
    c = CINEMA()
    n = c['tags'].get('disused:name')
    if not n or 'name' in c['tags'] or 'old_name' in c['tags']:
        raise Fragile('disused cinema: no disused:name, or a current name')
    return n, 'one', f"node {c['id']}: disused:name={n}"


@Q('attribute', 'heidelberg', "heidelberg map has one empty store unit listed, doesnt it. street and house number pls")
def _(q):
    v = VACANT()
    st, hn = v['tags'].get('addr:street'), v['tags'].get('addr:housenumber')
    if not st or not hn:
        raise Fragile('vacant unit: no address')
    return f'{st}; !{hn}', 'one', f"node {v['id']}: {st} {hn}"


@Q('attribute', 'heidelberg', "Need to ring the hotel that's closest to the Morgenpost letterbox in Heidelberg. Got a number for them?")
def _(q):
    mp = MORGENPOST()
    h, d1, d2, h2 = nearest('heidelberg', mp, kv('tourism', 'hotel'))
    ph = h['tags'].get('phone') or h['tags'].get('contact:phone')
    if not ph:
        raise Fragile('nearest hotel has no phone')
    digits = re.sub(r'\D', '', ph)
    if not digits.startswith('06221'):
        raise Fragile(f'unexpected phone format {ph}')
    local = digits[5:]
    return f"{name_item(h)}; !{local} | !{digits} | !49{digits[1:]}", 'one', \
        f"{_name(h)} {d1:.0f} m vs {_name(h2)} {d2:.0f} m; phone {ph}"


@Q('attribute', 'heidelberg', "so heidelberg had a tram line that was ripped out at some point - when did it close? year is enough")
def _(q):
    t = TRAM()
    ed = t['tags'].get('end_date', '')
    m = re.match(r'^(\d{4})', ed)
    if not m:
        raise Fragile('razed tram line: no end_date year')
    return f'!{m.group(1)}', 'one', f"way {t['id']}: end_date={ed}, {length(t['g']):.0f} m"


# ---------------------------------------------------------------- Heidelberg: hours
def _hours_q(tn, anchor, pred, day, minute):
    f, d1, d2, f2 = nearest(tn, anchor, pred)
    w = readable_hours(f)
    v = stable_verdict(w, DAYS.index(day), minute)
    return f, v, f"{_name(f)} {d1:.0f} m vs {_name(f2)} {d2:.0f} m; {f['tags']['opening_hours']!r} at {day} {minute // 60:02d}:{minute % 60:02d}: {'open' if v else 'closed'}"


@Q('hours', 'heidelberg', "craving pizza at half past eleven on a friday night. is the fast food place right by the disused cinema in Heidelberg still serving then?")
def _(q):
    f, v, figs = _hours_q('heidelberg', CINEMA(), kv('amenity', 'fast_food'), 'Fr', 23 * 60 + 30)
    return f'{name_item(f)}; {hours_item(v)}', 'one', figs


@Q('hours', 'heidelberg', "out of coffee filters on a sunday, about 2pm. does the supermarket nearest the closed-down old cinema in heidelberg trade then?")
def _(q):
    f, v, figs = _hours_q('heidelberg', CINEMA(), kv('shop', 'supermarket'), 'Su', 14 * 60)
    return f'{name_item(f, "Rüdinger")}; {hours_item(v)}', 'one', figs


@Q('hours', 'heidelberg', "My sister wants an early dinner on Friday around 6.30 pm at the restaurant closest to the vacant store unit in Heidelberg. will they be open?")
def _(q):
    f, v, figs = _hours_q('heidelberg', VACANT(), kv('amenity', 'restaurant'), 'Fr', 18 * 60 + 30)
    return f'{name_item(f)}; {hours_item(v)}', 'one', figs


@Q('hours', 'heidelberg', "latest i can pick up meds on a saturday at the pharmacy closest to that empty store unit in heidelberg?")
def _(q):
    f, d1, d2, f2 = nearest('heidelberg', VACANT(), kv('amenity', 'pharmacy'))
    w = readable_hours(f)
    a, b = single_interval(w, DAYS.index('Sa'))
    if b <= a:
        raise Fragile('Saturday interval runs past midnight')
    return f"{name_item(f, 'Greif')}; {time_item(b // 60, b % 60)}", 'one', \
        f"{_name(f)} {d1:.0f} m vs {_name(f2)} {d2:.0f} m; {f['tags']['opening_hours']!r}: Sa ends {b // 60:02d}:{b % 60:02d}"


@Q('hours', 'heidelberg', "I want to be at the bookshop nearest the Morgenpost letterbox in Heidelberg the minute it opens on Saturday. When is that?")
def _(q):
    f, d1, d2, f2 = nearest('heidelberg', MORGENPOST(), kv('shop', 'books'))
    w = readable_hours(f)
    a, b = single_interval(w, DAYS.index('Sa'))
    return f"{name_item(f, 'Buchladen - artes liberales | artes liberales')}; {time_item(a // 60, a % 60)}", 'one', \
        f"{_name(f)} {d1:.0f} m vs {_name(f2)} {d2:.0f} m; {f['tags']['opening_hours']!r}: Sa starts {a // 60:02d}:{a % 60:02d}"


@Q('hours', 'heidelberg', "heidelberg again - saturday at 10 in the morning, can i get into the bank closest to the vacant store unit or is it shut?", trap=True)
def _(q):
    f, d1, d2, f2 = nearest('heidelberg', VACANT(), kv('amenity', 'bank'))
    no_hours(f)
    return f'{NOT_IN_DATA}; {name_item(f)}', 'one', f"{_name(f)} {d1:.0f} m vs {_name(f2)} {d2:.0f} m; no opening_hours"


# ---------------------------------------------------------------- Heidelberg: arithmetic
def _count(tn, pred, named_only_same=True):
    fs = whole(tn, pred)
    if named_only_same and any(_name(f) is None for f in fs):
        raise Fragile('an unnamed feature in a count that must not depend on names')
    return len(fs)


@Q('arithmetic', 'heidelberg', "Heidelberg data, restaurants vs fast food places - how many of each, and how far apart are the two numbers?")
def _(q):
    a = _count('heidelberg', kv('amenity', 'restaurant'))
    b = _count('heidelberg', kv('amenity', 'fast_food'))
    counts_apart(a, b)
    return f'#{a}; #{b}; #{a - b}', 'one', f'restaurants {a}, fast food {b}'


@Q('arithmetic', 'heidelberg', "If you divide the number of pubs in the heidelberg extract by the number of pharmacies, what comes out? I'd like both counts as well")
def _(q):
    a = _count('heidelberg', kv('amenity', 'pub'))
    b = _count('heidelberg', kv('amenity', 'pharmacy'))
    if a % b:
        raise Fragile(f'{a}/{b} is not whole')
    r = a // b
    return f'#{a}; #{b}; !{r} | !{r}.0', 'one', f'pubs {a}, pharmacies {b}, ratio {a / b}'


@Q('arithmetic', 'heidelberg', "From the disused cinema in Heidelberg, which is nearer as the crow flies - the webcam or the Morgenpost letterbox? and how many metres in it?")
def _(q):
    c, w, m = CINEMA(), WEBCAM(), MORGENPOST()
    dw, dm = dist(c['g'], w['g']), dist(c['g'], m['g'])
    far_apart(dw, dm)
    near = '!webcam' if dw < dm else '!morgenpost'
    return f'{near}; {m_item(abs(dw - dm))}', 'one', f'webcam {dw:.0f} m, Morgenpost box {dm:.0f} m'


@Q('arithmetic', 'heidelberg', "trying to work out how many rooms the four-star hotels in the Heidelberg data have combined", trap=True)
def _(q):
    hs = whole('heidelberg', lambda tg: tg.get('tourism') == 'hotel' and tg.get('stars') == '4')
    missing = [h for h in hs if 'rooms' not in h['tags'] and 'beds' not in h['tags']]
    have = [h for h in hs if 'rooms' in h['tags']]
    if not missing or not have:
        raise Fragile('rooms trap: need at least one four-star hotel with and one without rooms')
    return NOT_IN_DATA, 'one', f"4-star hotels: {[(_name(h), h['tags'].get('rooms')) for h in hs]}"


# ---------------------------------------------------------------- Heidelberg: route
@Q('route', 'heidelberg', "walking from the vacant store unit to the old disused cinema in heidelberg: how far is that on foot and roughly how many minutes?")
def _(q):
    L, s, var = robust_route(town('heidelberg'), 'foot', VACANT(), CINEMA())
    return f'{route_item(L)}; {TIME_ITEM}', 'one', f'foot {L:.0f} m (straight {s:.0f} m) variants {[round(x) for x in var.values()]}'


@Q('route', 'heidelberg', "In heidelberg, would seven minutes on foot get me from the webcam to the vacant store unit?")
def _(q):
    v, L, s = walk_verdict(town('heidelberg'), WEBCAM(), VACANT(), 7)
    return f'{yesno(v)}; {route_item(L)}', 'one', f'foot {L:.0f} m (straight {s:.0f} m)'


@Q('route', 'heidelberg', "cycling in heidelberg from the vacant store unit over to the Morgenpost letterbox, what distance am I looking at")
def _(q):
    L, s, var = robust_route(town('heidelberg'), 'bike', VACANT(), MORGENPOST())
    return route_item(L), 'one', f'bike {L:.0f} m (straight {s:.0f} m) variants {[round(x) for x in var.values()]}'


# ---------------------------------------------------------------- Heidelberg: aggregate
@Q('aggregate', 'heidelberg', "What type of store is most common across the whole Heidelberg data, and how many of them are there?")
def _(q):
    import collections
    fs = [f for f in town('heidelberg').feats if 'shop' in f['tags']]
    c = collections.Counter(f['tags']['shop'] for f in fs)
    cn = collections.Counter(f['tags']['shop'] for f in fs if _name(f) and f['tags']['shop'] != 'vacant')
    (v1, n1), (v2, n2) = c.most_common(2)
    if n1 <= n2 or cn.most_common(1)[0][0] != v1 or cn[v1] <= sorted(cn.values())[-2] or cn[v1] != n1:
        raise Fragile('most common shop type not strict')
    win = [f for f in fs if f['tags']['shop'] == v1]
    if possibly_one(win):
        raise Fragile('two of the winning shops may be one place')
    alts = {'clothes': '!clothes | !clothing | !fashion | !apparel'}
    return f'{alts.get(v1, "!" + v1)}; #{n1}', 'one', f'shop types {c.most_common(4)}'


@Q('aggregate', 'heidelberg', "how many public phones does the heidelberg extract have, and how many of them take coins?")
def _(q):
    fs = whole('heidelberg', kv('amenity', 'telephone'))
    coins = [f for f in fs if f['tags'].get('payment:coins') == 'yes']
    untagged = [f for f in fs if 'payment:coins' not in f['tags']]
    if untagged:
        raise Fragile('a phone without payment:coins')
    return f'#{len(fs)}; #{len(coins)}', 'one', f'telephones {len(fs)}, coins=yes {len(coins)}'


@Q('aggregate', 'heidelberg', "wardrobe clear-out this weekend. how many spots in the heidelberg data take old clothes for recycling?")
def _(q):
    fs = whole('heidelberg', lambda tg: tg.get('amenity') == 'recycling' and tg.get('recycling:clothes') == 'yes')
    others = [f for f in town('heidelberg').feats if 'clothes' in fold(' '.join(f['tags'].get(k, '') for k in ('amenity', 'recycling_type', 'name')))
              and f not in fs]
    if others:
        raise Fragile(f'other clothes-recycling-like features {others[:2]}')
    return f'#{len(fs)}', 'one', f'recycling:clothes=yes: {len(fs)}'


@Q('aggregate', 'heidelberg', "the vending machines in the heidelberg data - what do most of them sell?")
def _(q):
    import collections
    fs = whole('heidelberg', kv('amenity', 'vending_machine'))
    c = collections.Counter(f['tags'].get('vending') for f in fs)
    (v1, n1), (v2, n2) = c.most_common(2)
    if v1 is None or n1 <= n2 or n1 - n2 <= c[None]:
        raise Fragile(f'vending not strict {c}')
    if v1 != 'excrement_bags':
        raise Fragile(f'unexpected winner {v1}')
    return '!excrement | !dog | !poo | !waste bag', 'one', f'vending {c.most_common()}'


@Q('aggregate', 'heidelberg', "Which restaurants are within 100 m of the disused cinema in Heidelberg?")
def _(q):
    out = within('heidelberg', CINEMA(), kv('amenity', 'restaurant'), 100)
    return '; '.join(_name(f) for _, f in out), 'list', f'{[(_name(f), round(d)) for d, f in out]}'


# ---------------------------------------------------------------- Singapore anchors (kind-unique by brand, unnamed, new)
def CITI_ATM():
    return unique('singapore', lambda tg: tg.get('amenity') == 'atm' and tg.get('brand') == 'Citibank',
                  synonyms=lambda tg: 'citi' in fold(' '.join(tg.values())), desc='the Citibank ATM')


def OCBC_ATM():
    return unique('singapore', lambda tg: tg.get('amenity') == 'atm' and tg.get('brand') == 'OCBC',
                  synonyms=lambda tg: 'ocbc' in fold(' '.join(tg.values())), desc='the OCBC ATM')


def _absent(tn, preds, words_):
    t = town(tn)
    hits = [f for f in t.feats if any(p(f['tags']) for p in preds) or
            any(w in fold(' '.join(v for k, v in f['tags'].items() if k in ('name', 'brand', 'operator', 'description')))
                for w in words_)]
    if hits:
        raise Fragile(f'kind present: {[(f["id"], _name(f)) for f in hits[:3]]}')


# ---------------------------------------------------------------- Singapore: attribute
@Q('attribute', 'singapore', "my dad uses a wheelchair, can he get to the Citibank ATM in the singapore extract? what does the data say", trap=True)
def _(q):
    a = CITI_ATM()
    bad = [k for k in a['tags'] if k.startswith('wheelchair') or k in ('step_count', 'indoor', 'entrance')]
    if bad:
        raise Fragile(f'the Citibank ATM carries {bad}')
    others = [f for f in whole('singapore', kv('amenity', 'atm'), allow_possibly_one=True) if 'wheelchair' in f['tags']]
    return NOT_IN_DATA, 'one', f"Citibank ATM {a['id']} tags {a['tags']}; {len(others)} other ATMs carry wheelchair"


@Q('attribute', 'singapore', "whats the street address of the hotel right next to the OCBC ATM in singapore")
def _(q):
    h, d1, d2, h2 = nearest('singapore', OCBC_ATM(), kv('tourism', 'hotel'))
    st, hn = h['tags'].get('addr:street'), h['tags'].get('addr:housenumber')
    if not st or not hn:
        raise Fragile('hotel address: no street or house number')
    return f'{name_item(h)}; {st}; !{hn}', 'one', f"{_name(h)} {d1:.0f} m vs {_name(h2)} {d2:.0f} m; {st} {hn}"


# ---------------------------------------------------------------- Singapore: hours
@Q('hours', 'singapore', "In the Singapore data, the restaurant closest to the Citibank ATM - can we walk in there around 9 on a Saturday evening?")
def _(q):
    f, v, figs = _hours_q('singapore', CITI_ATM(), kv('amenity', 'restaurant'), 'Sa', 21 * 60)
    return f'{name_item(f)}; {hours_item(v)}', 'one', figs


@Q('hours', 'singapore', "is the cafe next to the OCBC ATM in singapore still going at 10 pm on a thursday?", trap=True)
def _(q):
    f, d1, d2, f2 = nearest('singapore', OCBC_ATM(), kv('amenity', 'cafe'))
    no_hours(f)
    return f'{NOT_IN_DATA}; {name_item(f)}', 'one', f"{_name(f)} {d1:.0f} m vs {_name(f2)} {d2:.0f} m; no opening_hours"


# ---------------------------------------------------------------- Singapore: arithmetic
@Q('arithmetic', 'singapore', "restaurants outnumber bars in the singapore extract by how many? include both counts")
def _(q):
    a = _count('singapore', kv('amenity', 'restaurant'))
    b = _count('singapore', kv('amenity', 'bar'))
    counts_apart(a, b)
    return f'#{a}; #{b}; #{a - b}', 'one', f'restaurants {a}, bars {b}'


@Q('arithmetic', 'singapore', "Need a loo or a cab, whichever is nearer to the Citibank ATM in the Singapore data. Which one wins, and by how many metres?")
def _(q):
    a = CITI_ATM()
    t1, dt, dt2, _x = nearest('singapore', a, kv('amenity', 'toilets'), named=False)
    x1, dx, dx2, _y = nearest('singapore', a, kv('amenity', 'taxi'), named=False)
    far_apart(dt, dx)
    diff = abs(dt - dx)
    dct, dcx = cdist(a['g'], t1['g']), cdist(a['g'], x1['g'])
    if abs(abs(dct - dcx) - diff) > max(0.05 * diff, 15):
        raise Fragile('difference moves under the centroid reading')
    near = '!toilet' if dt < dx else '!taxi'
    return f'{near}; {m_item(diff)}', 'one', f'toilet {dt:.0f} m (next {dt2:.0f}), taxi stand {dx:.0f} m (next {dx2:.0f})'


# ---------------------------------------------------------------- Singapore: route
@Q('route', 'singapore', "how long would it take me to walk from the Citibank ATM to the nearest place of worship? this is the singapore extract", trap=True)
def _(q):
    CITI_ATM()
    _absent('singapore', [lambda tg: tg.get('amenity') in ('place_of_worship', 'monastery') or 'religion' in tg
                          or 'denomination' in tg or tg.get('building') in ('church', 'mosque', 'temple', 'chapel',
                                                                              'cathedral', 'synagogue', 'shrine')],
            ['church', 'mosque', 'temple', 'chapel', 'cathedral', 'synagogue', 'shrine', 'masjid', 'gurdwara'])
    return NOT_IN_DATA + ' | !no place of worship | !none', 'one', 'no place of worship in the Singapore extract'


# ---------------------------------------------------------------- Singapore: aggregate
@Q('aggregate', 'singapore', "restuarants less than 150m from the OCBC ATM in singapore - how many, and which ones?")
def _(q):
    out = within('singapore', OCBC_ATM(), kv('amenity', 'restaurant'), 150)
    return f"#{len(out)}; " + '; '.join(_name(f) for _, f in out), 'one', f'{[(_name(f), round(d)) for d, f in out]}'


@Q('aggregate', 'singapore', "Of all the public toilets in the Singapore data, how many are marked as wheelchair accessible, out of how many?")
def _(q):
    fs = whole('singapore', kv('amenity', 'toilets'))
    yes = [f for f in fs if f['tags'].get('wheelchair') == 'yes']
    return f'#{len(yes)}; #{len(fs)}', 'one', f"toilets {len(fs)}, wheelchair=yes {len(yes)}, others {[f['tags'].get('wheelchair') for f in fs if f not in yes]}"


@Q('aggregate', 'singapore', "is there anywhere to fill up the tank in the singapore extract? how many petrol stations does it have", trap=True)
def _(q):
    _absent('singapore', [lambda tg: tg.get('amenity') in ('fuel', 'charging_station') or tg.get('shop') == 'fuel'
                          or tg.get('building') == 'fuel'],
            ['petrol', 'esso', 'caltex', 'shell', 'sinopec', 'spc ', 'fuel', 'gas station'])
    return NOT_IN_DATA + ' | #0 | !none | !zero | !no gas station | !no petrol', 'one', 'no fuel station in the Singapore extract'


# ---------------------------------------------------------------- Baltimore: attribute
def phone_items(ph):
    d = re.sub(r'\D', '', ph)
    if len(d) == 11 and d.startswith('1'):
        d = d[1:]
    if len(d) != 10:
        raise Fragile(f'unexpected phone {ph}')
    return f'!{d[3:6]}-{d[6:]} | !{d[3:]} | !{d[3:6]} {d[6:]} | !{d}'


@Q('attribute', 'baltimore', "P.U.R.E Integrated Health - what's their phone number? need to book an appointment")
def _(q):
    f = place('baltimore', 'P.U.R.E Integrated Health', q)
    ph = f['tags'].get('phone') or f['tags'].get('contact:phone')
    if not ph:
        raise Fragile('no phone')
    return phone_items(ph), 'one', f'phone={ph}'


@Q('attribute', 'baltimore', "I'd like to call Lucky Nails before I head over - which number do I dial?", trap=True)
def _(q):
    f = place('baltimore', 'Lucky Nails', q)
    bad = [k for k in f['tags'] if 'phone' in k or 'mobile' in k or k in ('contact:whatsapp', 'fax')]
    if bad:
        raise Fragile(f'Lucky Nails carries {bad}')
    return NOT_IN_DATA, 'one', f"Lucky Nails tags: {sorted(f['tags'])}"


@Q('attribute', 'baltimore', "How many storeys does the 301 Building have?")
def _(q):
    f = place('baltimore', '301 Building', q)
    lv = f['tags'].get('building:levels')
    if not lv or not lv.isdigit():
        raise Fragile('no building:levels')
    return f'!{lv}', 'one', f'building:levels={lv}'


@Q('attribute', 'baltimore', "Sending a parcel to The Gunther, which street and number do I put on it?")
def _(q):
    f = place('baltimore', 'The Gunther', q)
    st, hn = f['tags'].get('addr:street'), f['tags'].get('addr:housenumber')
    if st != 'South Conkling Street' or not hn:
        raise Fragile(f'address changed: {st} {hn}')
    return f'Conkling; !{hn}', 'one', f'{st} {hn}'


@Q('attribute', 'baltimore', "is St Matthew's Cemetery a catholic one or some other denomination?")
def _(q):
    f = place('baltimore', "St Matthew's Cemetery", q)
    den = f['tags'].get('denomination')
    if den not in ('catholic', 'roman_catholic'):
        raise Fragile(f'denomination {den}')
    return '!catholic', 'one', f"denomination={den}, religion={f['tags'].get('religion')}"


# ---------------------------------------------------------------- Baltimore: hours
@Q('hours', 'baltimore', "Does the bakery nearest the Baltimore Main Post Office do Sunday mornings, say 10am?")
def _(q):
    f, v, figs = _hours_q('baltimore', place('baltimore', 'Baltimore Main Post Office', q), kv('shop', 'bakery'), 'Su', 10 * 60)
    return f'{name_item(f, "Poupon")}; {hours_item(v)}', 'one', figs


@Q('hours', 'baltimore', "the dog wont settle, it's 2 in the morning on a wednesday... is the off-leash dog area closest to the Department of Public Works open at that hour?")
def _(q):
    f, v, figs = _hours_q('baltimore', place('baltimore', 'Department of Public Works', q), kv('leisure', 'dog_park'), 'We', 2 * 60)
    return f'{name_item(f)}; {hours_item(v)}', 'one', figs


@Q('hours', 'baltimore', "Monday 4.30 am and I need cough syrup. will the pharmacy closest to T-Mobile be serving customers?")
def _(q):
    f, v, figs = _hours_q('baltimore', place('baltimore', 'T-Mobile', q), kv('amenity', 'pharmacy'), 'Mo', 4 * 60 + 30)
    return f'{name_item(f)}; {hours_item(v)}', 'one', figs


@Q('hours', 'baltimore', "On a Saturday, from when to when is the pharmacy closest to The Foundry open?", trap=True)
def _(q):
    f, d1, d2, f2 = nearest('baltimore', place('baltimore', 'The Foundry', q), kv('amenity', 'pharmacy'))
    no_hours(f)
    return f'{NOT_IN_DATA}; {name_item(f)}', 'one', f"{_name(f)} {d1:.0f} m vs {_name(f2)} {d2:.0f} m; no opening_hours"


# ---------------------------------------------------------------- Baltimore: arithmetic
@Q('arithmetic', 'baltimore', "Cheer and Cascade are both buildings in baltimore. which one covers more ground, and how many square metres more?")
def _(q):
    a, b = place('baltimore', 'Cheer', q), place('baltimore', 'Cascade', q)
    A, B = area(a['g']), area(b['g'])
    far_apart(A, B)
    big = a if A > B else b
    return f'{_name(big)}; {m2_item(abs(A - B))}', 'one', f'Cheer {A:.0f} m2, Cascade {B:.0f} m2'


@Q('arithmetic', 'baltimore', "New Pilgrim Baptist Church vs Christ United Church: which stands on higher ground, and what's the height difference in metres")
def _(q):
    a, b = place('baltimore', 'New Pilgrim Baptist Church', q), place('baltimore', 'Christ United Church', q)
    ea, eb = int(a['tags']['ele']), int(b['tags']['ele'])
    if abs(ea - eb) < 3:
        raise Fragile('elevations too close')
    hi = a if ea > eb else b
    return f'{_name(hi)}; !{abs(ea - eb)}', 'one', f'ele {ea} vs {eb}'


@Q('arithmetic', 'baltimore', "The Power Plant to Pier 6 Concert Pavilion, The Power Plant to the Legg Mason Building - crow-flies, which of the two is shorter and by how many metres?")
def _(q):
    c = place('baltimore', 'The Power Plant', q)
    a, b = place('baltimore', 'Pier 6 Concert Pavilion', q), place('baltimore', 'Legg Mason Building', q)
    da, db = dist(c['g'], a['g']), dist(c['g'], b['g'])
    far_apart(da, db)
    ca, cb = cdist(c['g'], a['g']), cdist(c['g'], b['g'])
    if (ca < cb) != (da < db) or abs(abs(ca - cb) - abs(da - db)) > max(0.05 * abs(da - db), 15):
        raise Fragile('centroid reading moves the answer')
    near = a if da < db else b
    return f'{_name(near)}; {m_item(abs(da - db))}', 'one', f'Pier 6 {da:.0f} m (centroid {ca:.0f}), Legg Mason {db:.0f} m (centroid {cb:.0f})'


@Q('arithmetic', 'baltimore', "museums and libraries in the baltimore data - give me the count of each and the difference")
def _(q):
    a = _count('baltimore', kv('tourism', 'museum'))
    b = _count('baltimore', kv('amenity', 'library'))
    counts_apart(a, b)
    return f'#{a}; #{b}; #{abs(a - b)}', 'one', f'museums {a}, libraries {b}'


@Q('arithmetic', 'baltimore', "What's the ratio between the area of Domino Sugar and the area of the Naval Reserve Center?")
def _(q):
    a, b = place('baltimore', 'Domino Sugar', q), place('baltimore', 'Naval Reserve Center', q)
    A, B = area(a['g']), area(b['g'])
    r = A / B
    far_apart(A, B)
    if abs(r * 10 - math.floor(r * 10) - 0.5) < 0.1 or abs(r * 100 - math.floor(r * 100) - 0.5) < 0.1:
        raise Fragile(f'ratio {r:.4f} near a rounding edge')
    return f'!{r:.1f} | !{r:.2f}', 'one', f'Domino Sugar {A:.0f} m2, Naval Reserve Center {B:.0f} m2, ratio {r:.4f}'


@Q('arithmetic', 'baltimore', "how many years older is Sailors Union Bethel Church than First Colored Baptist Church?", trap=True)
def _(q):
    a, b = place('baltimore', 'Sailors Union Bethel Church', q), place('baltimore', 'First Colored Baptist Church', q)
    for f in (a, b):
        bad = [k for k in f['tags'] if 'date' in k and not k.startswith('gnis') or k in ('year', 'built', 'construction', 'opening_date', 'established')]
        if bad:
            raise Fragile(f'{_name(f)} carries {bad}')
    return NOT_IN_DATA, 'one', f"keys: {sorted(a['tags'])} / {sorted(b['tags'])} (gnis:created is the database entry date)"


# ---------------------------------------------------------------- Baltimore: route
def _route(tn, mode, a, b, q, timed=False):
    L, s, var = robust_route(town(tn), mode, place(tn, a, q), place(tn, b, q))
    gold = route_item(L) + (f'; {TIME_ITEM}' if timed else '')
    return gold, 'one', f'{mode} {L:.0f} m (straight {s:.0f} m) variants {[round(x) for x in var.values()]}'


@Q('route', 'baltimore', "How long does it take to drive from the Baltimore Department of Transportation to The Gunther? km and minutes please")
def _(q):
    return _route('baltimore', 'car', 'Baltimore Department of Transportation', 'The Gunther', q, timed=True)


@Q('route', 'baltimore', "driving distance Bethany English Lutheran Church to Young's Place Tavern & Package Goods?")
def _(q):
    return _route('baltimore', 'car', 'Bethany English Lutheran Church', "Young's Place Tavern & Package Goods", q)


@Q('route', 'baltimore', "Picking a friend up at 1400 Condominium and dropping them at Potomac Insurance. how many km is that by car")
def _(q):
    return _route('baltimore', 'car', '1400 Condominium', 'Potomac Insurance', q)


@Q('route', 'baltimore', "bike ride from the Legg Mason Building to P.U.R.E Integrated Health - what's the distance?")
def _(q):
    return _route('baltimore', 'bike', 'Legg Mason Building', 'P.U.R.E Integrated Health', q)


@Q('route', 'baltimore', "My kid cycles from Harbor Heights Baptist Church to the Tae Kwon Do Academy twice a week. How far is it, and about how long does the ride take?")
def _(q):
    return _route('baltimore', 'bike', 'Harbor Heights Baptist Church', 'Tae Kwon Do Academy', q, timed=True)


@Q('route', 'baltimore', "on foot, Diversified Realty to The Eden, how many metres roughly")
def _(q):
    return _route('baltimore', 'foot', 'Diversified Realty', 'The Eden', q)


@Q('route', 'baltimore', "After the show at The Big Easy Cabaret I need to be at Johns Hopkins School of Public Health within 40 minutes, walkin. Realistic?")
def _(q):
    v, L, s = walk_verdict(town('baltimore'), place('baltimore', 'The Big Easy Cabaret', q),
                           place('baltimore', 'Johns Hopkins School of Public Health', q), 40)
    return f'{yesno(v)}; {route_item(L)}', 'one', f'foot {L:.0f} m (straight {s:.0f} m)'


@Q('route', 'baltimore', "walking from White House Black Market to The Big Easy Cabaret in under 10 minutes, can it be done?")
def _(q):
    v, L, s = walk_verdict(town('baltimore'), place('baltimore', 'White House Black Market', q),
                           place('baltimore', 'The Big Easy Cabaret', q), 10)
    return f'{yesno(v)}; {route_item(L)}', 'one', f'foot {L:.0f} m (straight {s:.0f} m)'


# ---------------------------------------------------------------- Baltimore: aggregate
@Q('aggregate', 'baltimore', "Within 500 m of Christ Holy Temple Church, how many places of worship are there and which denomination is the most common among them?")
def _(q):
    import collections
    out = within('baltimore', place('baltimore', 'Christ Holy Temple Church', q), kv('amenity', 'place_of_worship'), 500)
    c = collections.Counter(f['tags'].get('denomination') for _, f in out)
    tagged = [(k, n) for k, n in c.most_common() if k]
    (v1, n1), (v2, n2) = tagged[0], tagged[1]
    if n1 <= n2 + c[None]:
        raise Fragile(f'winner not strict against untagged {c}')
    return f'#{len(out)}; !{v1}', 'one', f'{len(out)} places of worship: {dict(c)}'


@Q('aggregate', 'baltimore', "i keep getting speeding tickets lol. how many speed cameras are in the baltimore data?")
def _(q):
    fs = whole('baltimore', lambda tg: tg.get('highway') == 'speed_camera' or tg.get('enforcement') == 'maxspeed'
               or tg.get('man_made') == 'surveillance' and tg.get('surveillance:type') == 'ALPR')
    return f'#{len(fs)}', 'one', f'speed cameras {len(fs)}'


@Q('aggregate', 'baltimore', "Which gas station brand has the most stations in the Baltimore data?")
def _(q):
    import collections
    fs = whole('baltimore', kv('amenity', 'fuel'))
    def key(f):
        return f['tags'].get('brand') or f['tags'].get('name')
    c = collections.Counter(key(f) for f in fs)
    cn = collections.Counter(f['tags'].get('name') for f in fs)
    (v1, n1), (v2, n2) = c.most_common(2)
    unk = c[None]
    if v1 is None or n1 <= n2 + unk or cn.most_common(1)[0][0] != v1:
        raise Fragile(f'brand winner not strict {c}')
    # every station whose name contains the winner must be counted (no 'Royal Farms #123' variants left out)
    var = [f for f in fs if v1.lower() in (f['tags'].get('name') or '').lower() and key(f) != v1]
    if var:
        raise Fragile('name variants')
    return f'{v1}; #{n1}', 'one', f'brands {c.most_common(5)}'


@Q('aggregate', 'baltimore', "any gas stations within 500 metres of Devon Self Storage? which?")
def _(q):
    out = within('baltimore', place('baltimore', 'Devon Self Storage', q), kv('amenity', 'fuel'), 500)
    if not out:
        raise Fragile('none')
    return '; '.join(_name(f) for _, f in out), 'list', f'{[(_name(f), round(d)) for d, f in out]}'


# ================================================================ main
HEADER = ['# val24 {kind} - held-out "beyond" validation set 24 (README-val24.md); golds by gold_val24.py from the '
          'osm-fresh extracts. Map data (c) OpenStreetMap contributors, ODbL 1.0.',
          '# question\tgold\tkind']
MIN_TOWNS = {'heidelberg': 20, 'singapore': 10}


def compute():
    rows, fragile = [], []
    for x in QUESTIONS:
        try:
            if '\t' in x['q'] or '\n' in x['q']:
                raise Fragile('tab or newline in the question')
            scan_question(x['q'])
            gold, kind, figs = x['fn'](x['q'])
            check_gold_syntax(gold)
            if kind not in ('one', 'list'):
                raise Fragile(f'bad kind {kind}')
            if x['trap'] != gold.startswith(NOT_IN_DATA.split(' | ')[0]):
                raise Fragile('trap flag and gold disagree')
            rows.append(dict(x, gold=gold, kind=kind, figs=figs))
        except Fragile as e:
            fragile.append((x, str(e)))
            rows.append(dict(x, gold=None, kind=None, figs=f'FRAGILE: {e}'))
    # set-level checks
    import collections
    per_file = collections.Counter(x['file'] for x in QUESTIONS)
    per_town = collections.Counter(x['town'] for x in QUESTIONS)
    traps = collections.Counter(x['file'] for x in QUESTIONS if x['trap'])
    problems = []
    for k in KINDS_FILES:
        if per_file[k] != 12:
            problems.append(f'{k}: {per_file[k]} questions, not 12')
        if traps[k] < 1:
            problems.append(f'{k}: no trap')
    if sum(traps.values()) < 7:
        problems.append(f'only {sum(traps.values())} traps')
    for tn, n in MIN_TOWNS.items():
        if per_town[tn] < n:
            problems.append(f'{tn}: {per_town[tn]} questions, fewer than {n}')
    if len({x['q'] for x in QUESTIONS}) != len(QUESTIONS):
        problems.append('duplicate question')
    for p in problems:
        fragile.append((None, p))
    return rows, fragile, per_file, per_town, traps


def tsv_lines(rows, kind):
    out = [HEADER[0].format(kind=kind), HEADER[1]]
    out += [f"{r['q']}\t{r['gold']}\t{r['kind']}" for r in rows if r['file'] == kind]
    return out


def main(argv):
    here = Path(__file__).resolve().parent
    rows, fragile, per_file, per_town, traps = compute()
    if '--write' in argv:
        if fragile:
            for x, e in fragile:
                print(f"FRAGILE: {x['file'] + ': ' + x['q'] if x else 'set'}: {e}")
            print('refused: fragile golds, nothing written')
            return 1
        for k in KINDS_FILES:
            (here / f'val24-{k}.tsv').write_text('\n'.join(tsv_lines(rows, k)) + '\n', encoding='utf-8')
        print(f'wrote {len(KINDS_FILES)} files, {len(rows)} questions')
        return 0
    if '--check' in argv:
        bad = 0
        for x, e in fragile:
            if x:
                lines = [r for r in rows if r['file'] == x['file']]
                ln = 3 + [r['q'] for r in lines].index(x['q'])
                print(f"val24-{x['file']}.tsv:{ln}: fragile gold: {e}")
            else:
                print(f'set: {e}')
            bad += 1
        frag_q = {x['q'] for x, e in fragile if x}
        for k in KINDS_FILES:
            p = here / f'val24-{k}.tsv'
            want = tsv_lines(rows, k)
            have = p.read_text(encoding='utf-8').split('\n') if p.exists() else []
            if have and have[-1] == '':
                have = have[:-1]
            for i in range(max(len(want), len(have))):
                w = want[i] if i < len(want) else '<missing>'
                h = have[i] if i < len(have) else '<missing>'
                if w != h and w.split('\t')[0] not in frag_q:
                    print(f'{p.name}:{i + 1}: differs\n    file: {h}\n    gold: {w}')
                    bad += 1
        if bad:
            print(f'check FAILED ({bad} problems)')
            return 1
        print(f'check OK: {len(rows)} questions, {sum(traps.values())} traps, towns {dict(per_town)}')
        return 0
    for r in rows:
        print(f"[{r['file']}] ({r['town']}{', trap' if r['trap'] else ''}) {r['q']}\n    gold: {r['gold']}   [{r['kind']}]\n    {r['figs']}")
    print(f'\nper file {dict(per_file)}; per town {dict(per_town)}; traps {dict(traps)} = {sum(traps.values())}')
    for x, e in fragile:
        print(f"FRAGILE: {x['q'] if x else 'set'}: {e}")
    return 1 if fragile else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
