"""gold_val52.py - golds of the "beyond" validation set 52 (held out), recomputed from the raw OSM extracts.

Written for this set (see README-val52.md). Reads the three osm-fresh extracts (Baltimore 2015, Heidelberg 2015,
Singapore Bayfront 2019) from GEOREACT_FRESH_DIR or <repo>/../shared/data/osm-fresh with osmium (pyosmium), shapely,
pyproj, networkx and numpy only, and recomputes every gold of the five val52-*.tsv files.

    --check   compare with the TSVs; exit 1 naming the file and line on any difference or fragile gold
    --write   rewrite the five TSVs (refused while any gold is fragile)
    (none)    print question, town, kind, gold and figures

The block right after this docstring is copied unchanged from gold_val51.py (lines 15-1093: the older sets' names,
OLDER_SETS / LEFT_OUT, up to val51's merges; it also carries gold_val46's core code, unused here), followed by this
set's own names block (VAL52_ADD / LEFT_OUT_VAL52_ADD and the two merges). Everything after that is written for val52.

Map data (c) OpenStreetMap contributors, ODbL 1.0.
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
# ================================================================ val50 set (written for this set)
# README-val49's "Places used" streets and its dropped candidates that are feature names (none: all unnamed)
VAL50_ADD = ['Anglesea Street', 'Haubert Street', 'South Front Street', 'Bethel Court', 'West Falls Avenue', 'Pier 13',
             'Edison Highway', 'Cooksie Street', 'Duluth Avenue', 'Maxwell Avenue']
# README-val49's values and short mentions of its anchors and dropped candidates
LEFT_OUT_VAL50_ADD = ['21224', '21230', 'bell tower', 'give way sign', 'give-way sign', 'turning circle',
                      'chain barrier', 'entrance barrier', 'disused cinema', 'old cinema', 'tram line', 'cycleway',
                      'cycle path', 'football pitch', 'road under construction']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL50_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL50_ADD))
# ================================================================ val51 set (written for this set)
# README-val50's "Places used" streets and its dropped candidates that are feature names (none: all unnamed)
VAL51_ADD = ['Groome Alley', 'Ludlow Street', 'Landay Avenue', 'New Hope Circle', 'McDonogh Street', 'Lawrence Street',
             'Elmleaf Court', 'Mullikin Court', 'Constellation Way', 'Lindenleaf Court', 'Henry Street', 'Colvin Street',
             'McKim Street', 'Hamburg Street']
# README-val50's values and short mentions of its anchors and dropped candidates
LEFT_OUT_VAL51_ADD = ['21213', 'permissive', 'stop sign', 'softball field', 'median strip', 'median',
                      'pillar fire hydrant', 'fire hydrant', 'lift gate', 'sandpit', 'palm trees']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL51_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL51_ADD))
# ================================================================ val52 set (written for this set)
# README-val51's "Places used" streets, its street-corner streets and its dropped candidates that are feature names
VAL52_ADD = ['Leeland Avenue', 'Rolling Mill Road', 'South Spring Court', 'David Lane', 'Tributary Street',
             'Mapleleaf Court', 'Mason Lord Drive', 'Townway', 'Odessa Thomas Court', 'Shakespeare Street',
             'Ralls Avenue', 'Bethlehem Avenue', 'Wallace Street', 'Webb Street', 'Esther Place', 'North East Avenue',
             'East Hoffman Street', 'North Bond Street', 'Ashland Court', 'Stirling Street', 'East Baltimore Street',
             'North Kenwood Avenue', 'Loneys Lane', 'North Bethel Street', 'Barnes Street', 'North Eden Street',
             'Grogan Avenue', 'North Luzerne Avenue', 'Brown Avenue', 'Imla Street', 'Marshall Court',
             'South Highland Avenue', 'East Lexington Street', 'North Front Street', 'North Durham Street',
             'North Exeter Street', 'East Chase Street', 'Hillman Street', 'North Gay Street', 'North High Street',
             'North Dallas Street', 'Mura Street', 'North Collington Avenue', 'South Linwood Avenue',
             'Mount Pleasant Avenue', 'South Fagley Street', 'North Milton Avenue', 'Van Deman Street']
# README-val51's values (none new) and short mentions
LEFT_OUT_VAL52_ADD = ['passing places', 'street corner']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL52_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL52_ADD))
# ================================================================ val52 code (everything below is written for this set)
import unicodedata as _ud
GEOD52 = Geod(ellps='WGS84')
TOWNS52 = {'heidelberg': 'heidelberg-2015.osm.pbf', 'singapore': 'singapore-bayfront-2019.osm.pbf',
           'baltimore': 'baltimore-2015.osm.pbf'}
TOWN_WORDS52 = ('heidelberg', 'singapore', 'baltimore')
POI_KEYS52 = ('amenity', 'shop', 'tourism', 'leisure', 'office', 'craft', 'historic')
NAME_KEYS52 = ('name', 'brand', 'operator', 'alt_name', 'old_name')
HAND52 = {'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00; Tu off',
          'Weekdays 7-3, Saturdays 7-6, Sundays 7-4': 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
          '8-6:30': '08:00-18:30'}
# unnamed anchors of older sets (README-val50 / README-val51 lists, val13's), refused by (town, type, id)
REFUSED_IDS52 = {('heidelberg', 'n', 3184585268), ('baltimore', 'w', 133689218), ('baltimore', 'w', 69685135),
                 ('baltimore', 'n', 2794600427), ('heidelberg', 'n', 1904319925), ('heidelberg', 'w', 139715661),
                 ('heidelberg', 'w', 32278460), ('heidelberg', 'w', 33611283), ('heidelberg', 'n', 667699871),
                 ('baltimore', 'w', 183321678), ('baltimore', 'n', 2362566277), ('baltimore', 'w', 258786093),
                 ('singapore', 'w', 242), ('singapore', 'n', 1226), ('singapore', 'w', 200),
                 ('singapore', 'w', 139), ('singapore', 'w', 144), ('heidelberg', 'n', 1794981583)}
# README-val51's street corners (route ends)
REFUSED_IDS52 |= {('baltimore', 'n', i) for i in (
    49492134, 49456982, 49559622, 49503451, 49532277, 49494655, 49555936, 49559906, 49543662, 3167917442,
    49484578, 49535542, 49472183, 49494763, 49543359, 49456981, 49561390, 49509671, 49476190)}
REFUSED_TAGS52 = [('highway', 'stop'), ('baseball', 'softball'), ('landuse', 'median'), ('fire_hydrant:type', 'pillar'),
                  ('barrier', 'lift_gate'), ('playground', 'sandpit'), ('tracktype', 'grade3'),
                  ('landuse', 'residential'), ('stars', '2'), ('access', 'official'), ('drive_through', 'no'),
                  ('natural', 'tree_row'), ('bicycle_parking', 'wall_loops'), ('highway', 'primary_link'),
                  ('power', 'substation'), ('amenity', 'post_office'), ('amenity', 'clock'), ('information', 'map'),
                  ('information', 'board'), ('information', 'guidepost'), ('amenity', 'charging_station'),
                  ('barrier', 'turnstile'), ('landuse', 'cemetery'), ('amenity', 'grave_yard'),
                  ('amenity', 'compressed_air'), ('power', 'generator'), ('man_made', 'water_tower'),
                  ('man_made', 'chimney'), ('man_made', 'stack'), ('sport', 'chess'), ('railway', 'turntable'),
                  ('building', 'hotel'), ('tunnel', 'building_passage'), ('amenity', 'smoking_area'),
                  ('highway', 'elevator'), ('sport', 'tennis'), ('amenity', 'shelter'), ('landuse', 'construction')]
REFUSED_KEYS52 = ['roof:material']


class Fragile52(Exception):
    pass


def need52(cond, msg):
    if not cond:
        raise Fragile52(msg)


def fold52(s):
    s = _ud.normalize('NFKD', s)
    return ''.join(c for c in s if not _ud.combining(c)).casefold()


class _Feat52:
    __slots__ = ('town', 'typ', 'id', 'tags', 'geom', 'refs')

    def __init__(self, town, typ, id_, tags, geom, refs=None):
        self.town, self.typ, self.id, self.tags, self.geom, self.refs = town, typ, id_, tags, geom, refs


class _Load52(osmium.SimpleHandler):
    def __init__(self, town):
        super().__init__()
        self.town = town
        self.wkb = osmium.geom.WKBFactory()
        self.nodes, self.ways, self.feats, self.polys = {}, {}, [], {}

    def node(self, n):
        self.nodes[n.id] = (n.location.lon, n.location.lat)
        if len(n.tags):
            self.feats.append(_Feat52(self.town, 'n', n.id, dict(n.tags), Point(n.location.lon, n.location.lat)))

    def way(self, w):
        refs = [x.ref for x in w.nodes]
        tags = dict(w.tags)
        self.ways[w.id] = (refs, tags)
        if tags and len(refs) >= 2:
            try:
                g = shapely.wkb.loads(self.wkb.create_linestring(w), hex=True)
            except Exception:
                g = None
            if g is not None:
                self.feats.append(_Feat52(self.town, 'w', w.id, tags, g, refs))

    def area(self, a):
        try:
            g = shapely.wkb.loads(self.wkb.create_multipolygon(a), hex=True)
        except Exception:
            return
        if a.from_way():
            self.polys[a.orig_id()] = g
        else:
            self.feats.append(_Feat52(self.town, 'r', a.orig_id(), dict(a.tags), g))


def load52(datadir):
    D = {}
    for town, fn in TOWNS52.items():
        h = _Load52(town)
        h.apply_file(str(Path(datadir) / fn), locations=True)
        feats = []
        for f in h.feats:
            if f.typ == 'w' and f.id in h.polys:
                closed_hw = 'highway' in f.tags and f.tags.get('area') != 'yes'
                if not closed_hw:
                    f.geom = h.polys[f.id]
            feats.append(f)
        D[town] = {'feats': feats, 'nodes': h.nodes, 'ways': h.ways}
    return D


def center52(f):
    g = f.geom
    if g.geom_type == 'Point':
        return (g.x, g.y)
    if 'Polygon' in g.geom_type:
        c = g.centroid
        return (c.x, c.y)
    p = g.interpolate(0.5, normalized=True)
    return (p.x, p.y)


def gd52(p, q):
    return GEOD52.inv(p[0], p[1], q[0], q[1])[2]


def geolen52(g):
    return GEOD52.geometry_length(g)


def all_names52(D):
    out = []
    for town in D:
        for f in D[town]['feats']:
            for k in NAME_KEYS52:
                if k in f.tags:
                    out.append((town, k, f.tags[k], f))
    return out


def ww52(needle, hay):
    """needle occurs in hay as whole words (case/accent folded)"""
    n, h = fold52(needle).strip(), fold52(hay)
    if not n:
        return False
    return re.search(r'(?<![\w])' + re.escape(n) + r'(?![\w])', h) is not None


def older_hits52(text):
    hits = []
    variants = {text, text.replace("'", '\u2019'), text.replace('\u2019', "'")}
    for nm in OLDER_SETS + LEFT_OUT:
        cands = [nm]
        if nm.startswith('#'):
            cands.append(nm[1:])
        for c in cands:
            if fold52(c) in TOWN_WORDS52:
                continue
            for v in variants:
                if ww52(c, v) or ww52(c.replace("'", '\u2019'), v):
                    hits.append(nm)
    return sorted(set(hits))


def check_older_adds52(D):
    names = {f.tags['name'] for t in D for f in D[t]['feats'] if 'name' in f.tags}
    bad = [n for n in VAL52_ADD if n not in names]
    need52(not bad, 'VAL52_ADD names that are no feature name: %r' % bad)


def refused52(town, f):
    if (town, f.typ, f.id) in REFUSED_IDS52:
        return True
    if any(f.tags.get(k) == v for k, v in REFUSED_TAGS52):
        return True
    return any(k in f.tags for k in REFUSED_KEYS52)


# ---------------------------------------------------------------- kinds and counts
def kind52(D, town, pred):
    return [f for f in D[town]['feats'] if pred(f.tags)]


def dmin52(f, g):
    """geodesic distance between nearest points of two geometries (0 if they touch)"""
    a, b = f.geom, g.geom
    if a.geom_type == 'Point' and b.geom_type == 'Point':
        return gd52((a.x, a.y), (b.x, b.y))
    if a.intersects(b):
        return 0.0
    from shapely.ops import nearest_points
    lon0, lat0 = center52(f)
    tr = Transformer.from_crs('EPSG:4326', '+proj=aeqd +lat_0=%f +lon_0=%f +datum=WGS84' % (lat0, lon0),
                              always_xy=True)

    def fw(xy):
        x, y = tr.transform(xy[:, 0], xy[:, 1])
        return np.column_stack([x, y])
    pa, pb = nearest_points(shapely.transform(a, fw), shapely.transform(b, fw))
    inv = Transformer.from_crs('+proj=aeqd +lat_0=%f +lon_0=%f +datum=WGS84' % (lat0, lon0), 'EPSG:4326',
                               always_xy=True)
    x1, y1 = inv.transform(pa.x, pa.y)
    x2, y2 = inv.transform(pb.x, pb.y)
    return gd52((x1, y1), (x2, y2))


def extent52(f):
    """an upper bound of the distance from the feature's centre to any point of it"""
    if f.geom.geom_type == 'Point':
        return 0.0
    c = center52(f)
    b = f.geom.bounds
    return max(gd52(c, (x, y)) for x in (b[0], b[2]) for y in (b[1], b[3]))


def dup_check52(fs, radius, what):
    """refuse a count when two counted features may be one place: same name or one unnamed within radius;
    two differently named features within 2 m"""
    cs = [center52(f) for f in fs]
    ext = [extent52(f) for f in fs]
    for i in range(len(fs)):
        for j in range(i + 1, len(fs)):
            if gd52(cs[i], cs[j]) > radius + ext[i] + ext[j] + 5:
                continue
            d = dmin52(fs[i], fs[j])
            ni, nj = fs[i].tags.get('name'), fs[j].tags.get('name')
            if (ni is None or nj is None or fold52(ni) == fold52(nj)) and d <= radius:
                raise Fragile52('%s: possible duplicate %s/%s %s/%s %.1f m' % (what, fs[i].typ, fs[i].id, fs[j].typ,
                                                                             fs[j].id, d))
            if d <= 2:
                raise Fragile52('%s: two features within 2 m %s/%s' % (what, fs[i].id, fs[j].id))


def count52(D, town, pred, radius, what):
    fs = kind52(D, town, pred)
    dup_check52(fs, radius, what)
    return len(fs), fs


def tv52(key, *vals):
    return lambda t: t.get(key) in vals


# ---------------------------------------------------------------- opening hours
DAYS52 = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
_TR52 = re.compile(r'^(\d{1,2}):(\d\d)-(\d{1,2}):(\d\d)$')
_TO52 = re.compile(r'^(\d{1,2}):(\d\d)\+$')


def _days52(sel, lenient):
    out = set()
    for part in sel.split(','):
        if lenient:
            part = part.replace('So', 'Su')
        m = re.fullmatch(r'(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))?', part)
        if not m:
            return None
        a = DAYS52.index(m.group(1))
        b = DAYS52.index(m.group(2)) if m.group(2) else a
        k = a
        while True:
            out.add(k)
            if k == b:
                break
            k = (k + 1) % 7
    return out


def parse52(v, lenient, openend):
    v = v.strip()
    if v == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    if lenient:
        v = re.sub(r'\s+', ' ', v)
        v = re.sub(r'\s*-\s*', '-', v)
        v = re.sub(r'\.', '', v)
        v = re.sub(r'(Mo|Tu|We|Th|Fr|Sa|Su|So):', r'\1', v)
        v = re.sub(r'\s*,\s*', ',', v)
        # ", " between rules: a comma followed by a day selector after a time
        v = re.sub(r'(\d),((?:Mo|Tu|We|Th|Fr|Sa|Su|So|PH|Ph)[-,\s])', r'\1;\2', v)
    sched = {d: [] for d in range(7)}
    for rule in v.split(';'):
        rule = rule.strip()
        if not rule:
            return None
        if lenient and re.match(r'^(PH|Ph)\b', rule):
            continue
        parts = rule.split(' ')
        if len(parts) == 1:
            days, spec = set(range(7)), parts[0]
        elif len(parts) == 2:
            days, spec = _days52(parts[0], lenient), parts[1]
            if days is None:
                return None
        else:
            return None
        if spec in ('off', 'closed'):
            for d in days:
                sched[d] = []
            continue
        ivs = []
        for r in spec.split(','):
            m = _TR52.match(r)
            if m:
                s = int(m.group(1)) * 60 + int(m.group(2))
                e = int(m.group(3)) * 60 + int(m.group(4))
                if s >= 1440 or e > 1440 or int(m.group(2)) > 59 or int(m.group(4)) > 59:
                    return None
                if e <= s:
                    e += 1440
                ivs.append((s, e))
                continue
            m = _TO52.match(r)
            if m and lenient:
                s = int(m.group(1)) * 60 + int(m.group(2))
                ivs.append((s, s + 1 if openend == 'min' else 1440))
                continue
            return None
        for d in days:
            sched[d] = list(ivs)
    return sched


def readings52(v):
    v = HAND52.get(v, v)
    out = []
    for lenient, oe in ((False, None), (True, 'min'), (True, 'midnight')):
        s = parse52(v, lenient, oe)
        if s is not None:
            out.append(s)
    return out


def is_open52(sched, day, m, spill_strict):
    if any(s <= m < e for s, e in sched[day]):
        return True
    prev = (day - 1) % 7
    if spill_strict and sched[day]:
        return False
    return any(s <= m + 1440 < e for s, e in sched[prev] if e > 1440)


def verdict52(f, day, minute, what):
    v = f.tags['opening_hours']
    rs = readings52(v)
    need52(rs, '%s: unreadable hours %r on %s' % (what, v, f.id))
    seen = set()
    for off in range(-15, 16):
        t = day * 1440 + minute + off
        d, m = (t // 1440) % 7, t % 1440
        for s in rs:
            for sp in (False, True):
                seen.add(is_open52(s, d, m, sp))
    need52(len(seen) == 1, '%s: unstable verdict for %r (%s)' % (what, v, f.tags.get('name', f.id)))
    return seen.pop()


def with_hours52(fs):
    return [f for f in fs if 'opening_hours' in f.tags and f.tags['opening_hours'].strip() != 'unknown']


def hours_dups52(fs, what):
    cs = [center52(f) for f in fs]
    for i in range(len(fs)):
        for j in range(i + 1, len(fs)):
            d = gd52(cs[i], cs[j])
            ni, nj = fs[i].tags.get('name'), fs[j].tags.get('name')
            same = ni is not None and nj is not None and fold52(ni) == fold52(nj)
            need52(not (same and d <= 30) and d > 10, '%s: possible duplicate among places with hours' % what)


def open_count52(D, town, pred, day, minute, what, strict_between=True):
    fs = with_hours52(kind52(D, town, pred))
    hours_dups52(fs, what)
    n = sum(verdict52(f, day, minute, what) for f in fs)
    if strict_between:
        need52(0 < n < len(fs), '%s: count %d of %d not strictly between' % (what, n, len(fs)))
    return n, len(fs)


def has_hours_poi52(t):
    return 'opening_hours' in t and any(k in t for k in POI_KEYS52)


# ---------------------------------------------------------------- traps: absent kinds
WORD_KEYS52 = ('name', 'brand', 'operator', 'alt_name', 'old_name', 'description', 'shop', 'amenity', 'healthcare',
               'cuisine', 'tourism', 'craft', 'office', 'leisure')


def absent52(D, town, tagpred, words, what):
    hit = [f.id for f in D[town]['feats'] if tagpred(f.tags)]
    need52(not hit, '%s: present by tag %s' % (what, hit[:5]))
    for f in D[town]['feats']:
        for k in WORD_KEYS52:
            if k not in f.tags:
                continue
            txt = fold52(f.tags[k].replace('_', ' '))
            for w in words:
                if re.search(r'(?<![\w])' + re.escape(fold52(w)), txt):
                    raise Fragile52('%s: word %r in %s=%r' % (what, w, k, f.tags[k]))
    return True


# ---------------------------------------------------------------- streets (Baltimore)
_NAMES52 = {}


def names_index52(D):
    if not _NAMES52:
        _NAMES52['all'] = all_names52(D)
    return _NAMES52['all']


def street52(D, name, town='baltimore'):
    what = 'street %r' % name
    carriers = [(t, f) for t in D for f in D[t]['feats'] if f.tags.get('name') == name]
    need52(carriers, what + ': no feature carries the name')
    for t, f in carriers:
        need52(t == town and f.typ == 'w' and 'highway' in f.tags, what + ': carried by a non-street %s/%s' % (t, f.id))
        need52(not refused52(t, f), what + ': a way refused by id, tag or key')
    for t, k, val, f in names_index52(D):
        if val == name:
            continue
        need52(fold52(val) != fold52(name), what + ': namesake differing in case or accents')
        need52(not ww52(name, val), what + ': inside another name %r' % val)
    for o in OLDER_SETS + LEFT_OUT:
        if fold52(o) in TOWN_WORDS52:
            continue
        need52(not (ww52(o, name) or ww52(name, o)), what + ': overlaps the older name %r' % o)
    return [f for t, f in carriers]


def street_tag52(D, name, key):
    ws = street52(D, name)
    vals = {f.tags.get(key) for f in ws}
    need52(len(vals) == 1 and None not in vals, 'street %r: %s not the same on every way: %r' % (name, key, vals))
    return vals.pop(), len(ws)


BAD_LEN52 = ('footway', 'path', 'steps', 'cycleway', 'track', 'corridor')


def street_len52(D, name):
    ws = street52(D, name)
    for f in ws:
        need52(f.tags['highway'] not in BAD_LEN52, 'street %r: a %s way' % (name, f.tags['highway']))
        need52(f.tags.get('oneway') not in ('yes', 'true', '1', '-1'), 'street %r: a one-way way' % name)
    return sum(geolen52(f.geom) for f in ws)


def corner52(D, a, b):
    wa, wb = street52(D, a), street52(D, b)
    na = {r for f in wa for r in f.refs}
    nb = {r for f in wb for r in f.refs}
    common = na & nb
    need52(len(common) == 1, 'corner %s / %s: %d shared nodes' % (a, b, len(common)))
    nid = common.pop()
    need52(('baltimore', 'n', nid) not in REFUSED_IDS52, 'corner %s / %s: refused node' % (a, b))
    for f in D['baltimore']['feats']:
        if f.typ == 'n' and f.id == nid:
            need52(not refused52('baltimore', f), 'corner %s / %s: refused node tags' % (a, b))
    return nid


# ---------------------------------------------------------------- routing
CAR52 = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
         'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NONWAY52 = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
            'services', 'razed', 'disused', 'bus_guideway', 'escape'}
MOTOR52 = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}
_G52 = {}


def _dirs52(t, mode, variant):
    """None = not usable; else (forward, backward)"""
    hw = t.get('highway')
    if hw is None:
        return None
    acc_no = t.get('access') in ('no', 'private')
    if mode == 'car':
        if hw not in CAR52 or acc_no:
            return None
        if variant == 'strict' and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')):
            return None
    elif mode == 'bike':
        ok = (hw in CAR52 and hw not in MOTOR52) or hw in ('cycleway', 'path', 'track') or \
            t.get('bicycle') in ('yes', 'designated')
        if not ok or t.get('bicycle') == 'no':
            return None
        if variant == 'strict' and acc_no and t.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return None
    else:
        if hw in MOTOR52 or hw in NONWAY52 or t.get('foot') == 'no':
            return None
        if variant == 'strict' and acc_no and t.get('foot') not in ('yes', 'designated', 'permissive'):
            return None
        return (True, True)
    ow = t.get('oneway')
    fw, bw = True, True
    if ow in ('yes', 'true', '1'):
        bw = False
    elif ow == '-1':
        fw = False
    elif variant == 'strict' and ow is None and (t.get('junction') == 'roundabout' or
                                                   (mode == 'car' and hw in ('motorway', 'motorway_link'))):
        bw = False
    if mode == 'bike':
        if t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite'):
            fw, bw = True, True
        if variant == 'nooneway':
            fw, bw = True, True
    return (fw, bw)


def graph52(D, town, mode, variant):
    key = (town, mode, variant)
    if key in _G52:
        return _G52[key]
    nodes = D[town]['nodes']
    G = nx.DiGraph()
    for wid, (refs, t) in D[town]['ways'].items():
        d = _dirs52(t, mode, variant)
        if d is None:
            continue
        for u, v in zip(refs, refs[1:]):
            if u == v or u not in nodes or v not in nodes:
                continue
            w = gd52(nodes[u], nodes[v])
            for a, b, ok in ((u, v, d[0]), (v, u, d[1])):
                if ok and (not G.has_edge(a, b) or G[a][b]['weight'] > w):
                    G.add_edge(a, b, weight=w)
    big = max(nx.strongly_connected_components(G), key=len)
    _G52[key] = (G, big)
    return _G52[key]


def snap52(D, town, p, cand):
    nodes = D[town]['nodes']
    best = min(cand, key=lambda n: gd52(p, nodes[n]))
    return best, gd52(p, nodes[best])


def route52(D, town, mode, na, nb, what):
    nodes = D[town]['nodes']
    pa, pb = nodes[na], nodes[nb]
    straight = gd52(pa, pb)
    need52(300 <= straight <= 5000, '%s: straight line %.0f m' % (what, straight))
    variants = [('base', False), ('strict', False), ('base', True)]
    if mode == 'bike':
        variants.append(('nooneway', False))
    lens = []
    for var, whole in variants:
        G, big = graph52(D, town, mode, var)
        cand = list(G.nodes) if whole else list(big)
        sa, da = snap52(D, town, pa, cand)
        sb, db = snap52(D, town, pb, cand)
        need52(da <= 100 and db <= 100, '%s: snapped beyond 100 m (%s)' % (what, var))
        try:
            L = nx.dijkstra_path_length(G, sa, sb, weight='weight') + da + db
        except nx.NetworkXNoPath:
            raise Fragile52('%s: no path under %s%s' % (what, var, ' whole' if whole else ''))
        lens.append(L)
    base = lens[0]
    need52(0.97 * straight <= base <= 2.5 * straight, '%s: route %.0f vs straight %.0f' % (what, base, straight))
    for L in lens:
        need52(abs(L - base) <= 0.03 * base, '%s: a variant moves the route %.0f -> %.0f' % (what, base, L))
    return base, lens, straight


def walk52(lens, T, what):
    if all(L <= 0.9 * T * 50 for L in lens):
        return True
    if all(L >= 1.1 * T * 100 for L in lens):
        return False
    raise Fragile52('%s: walking verdict for %d min unclear (%s)' % (what, T, [round(x) for x in lens]))


# ---------------------------------------------------------------- gold helpers
NOT52 = ('!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | '
         '!not recorded')
TIME52 = '!min | !minute | !hour'
FIXED52 = {NOT52, TIME52}


def cnt52(D, town, k, v, r):
    n, fs = count52(D, town, tv52(k, v), r, '%s %s=%s' % (town, k, v))
    return n


def diff52(a, b):
    big, small = max(a, b), min(a, b)
    d = big - small
    need52(d > 0.1 * big and d not in (a, b), 'difference %d of %d/%d is a near-tie or equals a count' % (d, a, b))
    return d


def ratio52(a, b):
    r = a / b
    need52(abs(r * 10 - round(r * 10)) < 1e-9, 'ratio %d/%d not exact at the first decimal' % (a, b))
    return '%.1f' % r


def thresh52(n, T):
    need52(abs(n - T) >= 3, 'threshold %d too close to the count %d' % (T, n))
    return n > T


def tagcount52(D, town, kindpred, tagpred, r, what):
    n, fs = count52(D, town, kindpred, r, what)
    k = sum(1 for f in fs if tagpred(f.tags))
    need52(0 < k < n, '%s: tag count %d of %d not strictly between' % (what, k, n))
    kn = sum(1 for f in fs if tagpred(f.tags) and 'name' in f.tags)
    need52(kn == k, '%s: an unnamed feature is counted' % what)
    return k, n


def most_common52(D, town, kindpred, valfn, what):
    fs = kind52(D, town, kindpred)

    def winner(sub):
        c = collections.Counter()
        for f in sub:
            for v in set(valfn(f.tags)):
                c[v] += 1
        top = c.most_common(2)
        need52(top and (len(top) == 1 or top[0][1] > top[1][1]), '%s: no strict winner %r' % (what, top))
        return top[0][0], c
    w1, c = winner(fs)
    w2, _ = winner([f for f in fs if 'name' in f.tags])
    # possible duplicates (same name or one unnamed, within 30 m) collapsed: drop the later one of each pair
    keep, cs = [], []
    for f in fs:
        p = center52(f)
        dup = False
        for g, q in zip(keep, cs):
            nf, ng = f.tags.get('name'), g.tags.get('name')
            if (nf is None or ng is None or fold52(nf) == fold52(ng)) and gd52(p, q) <= 30:
                dup = True
                break
        if not dup:
            keep.append(f)
            cs.append(p)
    w3, _ = winner(keep)
    need52(w1 == w2 == w3, '%s: winner changes %s/%s/%s' % (what, w1, w2, w3))
    return w1, c


def splitvals52(key):
    return lambda t: [x.strip() for x in re.split(r'[;,]', t[key]) if x.strip()] if key in t else []


def street_any52(D, name, key, bad=('no',)):
    ws = street52(D, name)
    vals = [f.tags.get(key) for f in ws]
    return any(v is not None and v not in bad for v in vals), vals


def street_absent52(D, name, prefixes):
    ws = street52(D, name)
    for f in ws:
        for k in f.tags:
            need52(not any(k.startswith(p) for p in prefixes), 'street %r carries %s' % (name, k))
    return True


WIFI52 = ('yes', 'wlan', 'wifi', 'free', 'public')
HOTEL52 = ('hotel', 'hostel', 'guest_house', 'motel')
FOOD52 = ('restaurant', 'cafe', 'bar', 'pub', 'fast_food', 'food_court', 'ice_cream')


def hm52(s):
    d, t = s.split()
    h, m = t.split(':')
    return DAYS52.index(d), int(h) * 60 + int(m)


def q_hours52(D, town, pred, when, what):
    d, m = hm52(when)
    n, tot = open_count52(D, town, pred, d, m, what)
    return '#%d' % n, 'open %d of %d with hours at %s' % (n, tot, when)


def q_any_open52(D, town, pred, when, what):
    d, m = hm52(when)
    n, tot = open_count52(D, town, pred, d, m, what, strict_between=False)
    return '%s; #%d' % ('!yes' if n > 0 else '!no', n), 'open %d of %d with hours at %s' % (n, tot, when)


def q_route52(D, mode, a, b, time=False, walk=None):
    na, nb = corner52(D, *a), corner52(D, *b)
    what = '%s route %s/%s -> %s/%s' % (mode, a[0], a[1], b[0], b[1])
    L, lens, st = route52(D, 'baltimore', mode, na, nb, what)
    g = '~%d m ±10%%' % round(L)
    fig = 'nodes %d -> %d, straight %.0f m, variants %s' % (na, nb, st, [round(x) for x in lens])
    if walk is not None:
        return '%s; %s' % ('!yes' if walk52(lens, walk, what) else '!no', g), fig
    if time:
        g += '; ' + TIME52
    return g, fig


# ---------------------------------------------------------------- traps: kinds absent from an extract
def trap_casino_h(D):
    absent52(D, 'heidelberg', lambda t: t.get('amenity') in ('casino', 'gambling') or 'gambling' in t or
             t.get('leisure') == 'adult_gaming_centre',
             ['casino', 'spielbank', 'spielhall', 'spielothek', 'gambl', 'lotto', 'betting'], 'casino trap')
    return '!no | !none | ' + NOT52, 'no casino by tag or word in the Heidelberg extract'


def trap_hospital_s(D):
    absent52(D, 'singapore', lambda t: t.get('amenity') in ('hospital', 'clinic', 'doctors') or 'healthcare' in t,
             ['hospital', 'clinic', 'medical', 'doctor', 'polyclinic', 'health', 'surgery'], 'hospital trap')
    return '!no | !none | ' + NOT52, 'no hospital or clinic by tag or word in the Singapore extract'


def trap_laundry_s(D):
    absent52(D, 'singapore', lambda t: t.get('shop') in ('laundry', 'dry_cleaning') or
             t.get('amenity') == 'washing_machine',
             ['laundr', 'dry clean', 'launderette', 'laundromat', 'wash'], 'laundromat trap')
    return '!no | !none | ' + NOT52, 'no laundry by tag or word in the Singapore extract'


def trap_carwash_h(D):
    absent52(D, 'heidelberg', lambda t: t.get('amenity') == 'car_wash' or t.get('shop') == 'car_repair',
             ['car wash', 'carwash', 'waschstra', 'autowasch', 'autopflege', 'waschanlage', 'wash'], 'car wash trap')
    return '!no | !none | ' + NOT52, 'no car wash by tag or word in the Heidelberg extract'


def trap_supermarket_s(D):
    absent52(D, 'singapore', lambda t: t.get('shop') in ('supermarket', 'grocery', 'greengrocer'),
             ['supermarket', 'fairprice', 'ntuc', 'cold storage', 'giant', 'sheng siong', 'grocer', 'market'],
             'supermarket trap')
    return '!no | !none | ' + NOT52, 'no supermarket by tag or word in the Singapore extract'


def trap_fuel_s(D):
    absent52(D, 'singapore', lambda t: t.get('amenity') == 'fuel' or 'fuel' in t,
             ['fuel', 'petrol', 'shell', 'esso', 'caltex', 'spc', 'sinopec', 'gas station', 'filling station'],
             'petrol station trap')
    return '#0 | !none | !no | ' + NOT52, 'no fuel station by tag or word in the Singapore extract'


def trap_width_b(D):
    for s in ('Brentwood Avenue', 'Roberts Avenue'):
        street_absent52(D, s, ('width', 'est_width', 'lanes', 'note', 'description'))
    return NOT52, 'no width, est_width, lanes, note, description on any way of either street'


# ---------------------------------------------------------------- the questions
def _attr_tag(name, key, val, gold):
    def f(D):
        v, n = street_tag52(D, name, key)
        need52(v == val, 'street %r: %s=%r, expected %r' % (name, key, v, val))
        return gold, '%s: %s=%s on all %d ways' % (name, key, v, n)
    return f


def _attr_any(name, key, gold_yes):
    def f(D):
        yes, vals = street_any52(D, name, key)
        if key == 'junction':
            yes = 'roundabout' in vals
        need52(yes == gold_yes, 'street %r: %s verdict changed' % (name, key))
        return ('!yes' if yes else '!no'), '%s: %s on its ways = %r' % (name, key, vals)
    return f


def _peach(D):
    v, n = street_tag52(D, 'Peachleaf Court', 'highway')
    need52(v == 'footway', 'Peachleaf Court not a footway')
    for f in street52(D, 'Peachleaf Court'):
        for k in ('motor_vehicle', 'motorcar', 'vehicle', 'access'):
            need52(f.tags.get(k) not in ('yes', 'designated', 'permissive', 'destination'), 'cars allowed')
    return '!footway | !footpath | !pedestrian | !walkway | !path', 'highway=footway on all %d ways' % n


def _may(D):
    v, n = street_tag52(D, 'May Court', 'highway')
    need52(v == 'footway', 'May Court not a footway')
    for f in street52(D, 'May Court'):
        for k in ('motor_vehicle', 'motorcar', 'vehicle', 'access'):
            need52(f.tags.get(k) not in ('yes', 'designated', 'permissive', 'destination'), 'cars allowed')
    return '!no | !footway | !footpath', 'highway=footway on all %d ways' % n


def _ar_diff(town, k1, v1, r1, k2, v2, r2, word=None):
    def f(D):
        a, b = cnt52(D, town, k1, v1, r1), cnt52(D, town, k2, v2, r2)
        d = diff52(a, b)
        if word is None:
            need52(a > b, 'first count not larger')
            return '#%d; #%d; #%d' % (d, a, b), '%s=%s %d, %s=%s %d' % (k1, v1, a, k2, v2, b)
        w = word[0] if a > b else word[1]
        return '%s; #%d; #%d; #%d' % (w, d, a, b), '%s=%s %d, %s=%s %d' % (k1, v1, a, k2, v2, b)
    return f


def _ar_sum(town, k1, v1, r1, k2, v2, r2):
    def f(D):
        a, b = cnt52(D, town, k1, v1, r1), cnt52(D, town, k2, v2, r2)
        need52(a != b, 'sum of two equal counts')
        return '#%d; #%d; #%d' % (a + b, a, b), '%s=%s %d + %s=%s %d' % (k1, v1, a, k2, v2, b)
    return f


def _ar_ratio(town, k1, v1, r1, k2, v2, r2):
    def f(D):
        a, b = cnt52(D, town, k1, v1, r1), cnt52(D, town, k2, v2, r2)
        r = ratio52(a, b)
        return '!%s; #%d; #%d' % (r, a, b), '%d / %d' % (a, b)
    return f


def _len_pair(s1, s2):
    def f(D):
        a, b = street_len52(D, s1), street_len52(D, s2)
        need52(abs(a - b) > 0.15 * max(a, b), 'lengths within 15 %')
        w = s1.split()[0] if a > b else s2.split()[0]
        return '%s; ~%d m; ~%d m; ~%d m' % (w, round(abs(a - b)), round(a), round(b)), '%.0f m vs %.0f m' % (a, b)
    return f


def _agg_count(town, k, v, r):
    def f(D):
        return '#%d' % cnt52(D, town, k, v, r), '%s=%s' % (k, v)
    return f


def _agg_thresh(town, k, v, r, T):
    def f(D):
        n = cnt52(D, town, k, v, r)
        return '%s; #%d' % ('!yes' if thresh52(n, T) else '!no', n), '%s=%s %d vs %d' % (k, v, n, T)
    return f


def _hotels_wifi(D):
    wifi = lambda t: t.get('internet_access') in WIFI52
    k, n = tagcount52(D, 'heidelberg', tv52('tourism', 'hotel'), wifi, 30, 'hotels with wifi')
    k2, n2 = tagcount52(D, 'heidelberg', lambda t: t.get('tourism') in HOTEL52, wifi, 30, 'hotel-like with wifi')
    need52(k == k2, 'hotels with wifi change when hostels etc. are read as hotels (%d/%d)' % (k, k2))
    return '#%d' % k, '%d of %d hotels (%d of %d hotel-like)' % (k, n, k2, n2)


def _h_rest_nosmoke(D):
    k, n = tagcount52(D, 'heidelberg', tv52('amenity', 'restaurant'), lambda t: t.get('smoking') == 'no', 30,
                      'heidelberg restaurants non-smoking')
    return '#%d' % k, '%d of %d restaurants with smoking=no' % (k, n)


def _b_ff_burger(D):
    k, n = tagcount52(D, 'baltimore', tv52('amenity', 'fast_food'), lambda t: 'burger' in splitvals52('cuisine')(t),
                      30, 'baltimore fast food burger')
    return '#%d' % k, '%d of %d fast food places with cuisine burger' % (k, n)


def _sg_rest_wheel(D):
    k, n = tagcount52(D, 'singapore', tv52('amenity', 'restaurant'), lambda t: t.get('wheelchair') == 'yes', 30,
                      'singapore restaurants wheelchair')
    return '#%d' % k, '%d of %d restaurants with wheelchair=yes' % (k, n)


def _bus_shelter(D):
    k, n = tagcount52(D, 'baltimore', tv52('highway', 'bus_stop'), lambda t: t.get('shelter') == 'yes', 2,
                      'baltimore bus stops with shelter')
    return '#%d' % k, '%d of %d bus stops with shelter=yes' % (k, n)


def _h_cuisine(D):
    w, c = most_common52(D, 'heidelberg', tv52('amenity', 'restaurant'), splitvals52('cuisine'),
                         'heidelberg cuisine')
    need52(w == 'german', 'winner %r' % w)
    return '!german', 'cuisine counts %s' % c.most_common(3)


def _s_shop(D):
    w, c = most_common52(D, 'singapore', lambda t: 'shop' in t, lambda t: [t['shop']], 'singapore shop')
    need52(w == 'mall', 'winner %r' % w)
    return '!mall | !shopping centre | !shopping center', 'shop counts %s' % c.most_common(3)


H52, S52, B52 = 'heidelberg', 'singapore', 'baltimore'
IS_SHOP52 = lambda t: 'shop' in t and 'opening_hours' in t
IS_FOOD52 = lambda t: t.get('amenity') in FOOD52 and 'opening_hours' in t

QUESTIONS52 = [
    # ---- attribute
    ('attribute', H52, "is there a casino in heidelberg? what's its phone number?", trap_casino_h),
    ('attribute', S52, "Hey, do you have the website of the hospital in Singapore?", trap_hospital_s),
    ('attribute', B52, "what kind of street is Hyson Street in baltimore - an alley or a real road?",
     _attr_tag('Hyson Street', 'service', 'alley_street', '!alley')),
    ('attribute', B52, "How important a road is South East Avenue in Baltimore? Main road, side street, or somewhere in "
     "between?", _attr_tag('South East Avenue', 'highway', 'tertiary', '!tertiary | !in between | !in-between | !collector')),
    ('attribute', B52, "can anyone drive into Pointe Villas South (baltimore) or is it private?",
     _attr_tag('Pointe Villas South', 'access', 'private', '!private')),
    ('attribute', B52, "Could I get my car down May Court in Baltimore, or is it just a footpath?", _may),
    ('attribute', B52, "is peachleaf court a street for cars or more of a pedestrian path? (baltimore)", _peach),
    ('attribute', B52, "What type of road is Horners Lane in Baltimore classed as?",
     _attr_tag('Horners Lane', 'highway', 'residential', '!residential')),
    ('attribute', B52, "Dugan's Wharf in baltimore: regular street or a service road?",
     _attr_tag("Dugan's Wharf", 'highway', 'service', '!service')),
    ('attribute', B52, "is there a roundabout somewhere along Whetstone Way? it's in Baltimore",
     _attr_any('Whetstone Way', 'junction', True)),
    ('attribute', B52, "does armistead avenue in baltimore go over a bridge anywhere?",
     _attr_any('Armistead Avenue', 'bridge', True)),
    ('attribute', B52, "Quick one - does Rutland Avenue in Baltimore run through a tunnel at any point?",
     _attr_any('Rutland Avenue', 'tunnel', True)),
    # ---- hours
    ('hours', H52, "it's friday, 5.30 in the afternoon and i'm in heidelberg - how many restaurants are open right now?",
     lambda D: q_hours52(D, H52, tv52('amenity', 'restaurant'), 'Fr 17:30', 'heidelberg restaurants')),
    ('hours', H52, "Heidelberg: how many pubs are open on a Thursday at quarter to three in the afternoon?",
     lambda D: q_hours52(D, H52, tv52('amenity', 'pub'), 'Th 14:45', 'heidelberg pubs')),
    ('hours', H52, "hey, tuesday morning around 10:30 - how many bars in heidelberg would already be open?",
     lambda D: q_hours52(D, H52, tv52('amenity', 'bar'), 'Tu 10:30', 'heidelberg bars')),
    ('hours', H52, "Sunday, 10 am in Heidelberg. Is any bakery open (going by the listed hours)? And how many?",
     lambda D: q_any_open52(D, H52, tv52('shop', 'bakery'), 'Su 10:00', 'heidelberg bakeries')),
    ('hours', S52, "in the singapore data, how many places that list opening hours are open at 8 in the morning on a "
     "wednesday?", lambda D: q_hours52(D, S52, has_hours_poi52, 'We 08:00', 'singapore all')),
    ('hours', S52, "Singapore, sunday evening at half past eight: how many of the places with opening hours are open "
     "then?", lambda D: q_hours52(D, S52, has_hours_poi52, 'Su 20:30', 'singapore all')),
    ('hours', S52, "how many places to eat in singapore are open on sunday at 4.30 pm? only count the ones with hours "
     "listed pls", lambda D: q_hours52(D, S52, IS_FOOD52, 'Su 16:30', 'singapore food')),
    ('hours', S52, "Is there a laundromat in Singapore that's open on saturday at 9 am?", trap_laundry_s),
    ('hours', B52, "Baltimore - saturday night, 11:30. how many places with listed hours are still open?",
     lambda D: q_hours52(D, B52, has_hours_poi52, 'Sa 23:30', 'baltimore all')),
    ('hours', B52, "How many Baltimore places with opening hours are open on a thursday at half past nine in the "
     "morning?", lambda D: q_hours52(D, B52, has_hours_poi52, 'Th 09:30', 'baltimore all')),
    ('hours', B52, "saturday 7:30 am in baltimore, how many stores are open? only ones that have hours in the map",
     lambda D: q_hours52(D, B52, IS_SHOP52, 'Sa 07:30', 'baltimore stores')),
    ('hours', B52, "Going by the opening hours in the map, is anything at all open in Baltimore at 4 am on a "
     "Tuesday? yes/no + how many",
     lambda D: q_any_open52(D, B52, has_hours_poi52, 'Tu 04:00', 'baltimore all')),
    # ---- arithmetic
    ('arithmetic', H52, "heidelberg: how many more clothes shops than shoe shops are there? give both counts",
     _ar_diff(H52, 'shop', 'clothes', 30, 'shop', 'shoes', 30)),
    ('arithmetic', H52, "In Heidelberg, bus stops plus ferry terminals - what's the total? split it up too",
     _ar_sum(H52, 'highway', 'bus_stop', 2, 'amenity', 'ferry_terminal', 30)),
    ('arithmetic', H52, "how many fast food places per bakery does heidelberg have? both numbers pls",
     _ar_ratio(H52, 'amenity', 'fast_food', 30, 'shop', 'bakery', 30)),
    ('arithmetic', H52, "Are there more trees or street lamps mapped in Heidelberg, and by how many?",
     _ar_diff(H52, 'natural', 'tree', 2, 'highway', 'street_lamp', 2, word=('!tree', '!lamp'))),
    ('arithmetic', H52, "doctors plus pharmacies in heidelberg, how many altogether? each number too",
     _ar_sum(H52, 'amenity', 'doctors', 30, 'amenity', 'pharmacy', 30)),
    ('arithmetic', S52, "singapore: toilets + taxi stands = ? with each count",
     _ar_sum(S52, 'amenity', 'toilets', 10, 'amenity', 'taxi', 10)),
    ('arithmetic', S52, "How many more trees than traffic lights are there in the Singapore data? Give me both numbers "
     "as well.", _ar_diff(S52, 'natural', 'tree', 2, 'highway', 'traffic_signals', 2)),
    ('arithmetic', S52, "in singapore, how many restaurants per watch store? and the two counts",
     _ar_ratio(S52, 'amenity', 'restaurant', 30, 'shop', 'watches', 30)),
    ('arithmetic', S52, "which does the singapore map have more of, cafes or artworks? by how much?",
     _ar_diff(S52, 'amenity', 'cafe', 30, 'tourism', 'artwork', 10, word=('!cafe', '!artwork'))),
    ('arithmetic', B52, "Baltimore has how many more fuel stations than banks? both counts pls",
     _ar_diff(B52, 'amenity', 'fuel', 30, 'amenity', 'bank', 30)),
    ('arithmetic', B52, "which is longer, Bessemer Avenue or Iris Avenue in baltimore, and by how much?",
     _len_pair('Bessemer Avenue', 'Iris Avenue')),
    ('arithmetic', B52, "how much wider is Brentwood Avenue than Roberts Avenue? (Baltimore)", trap_width_b),
    # ---- route
    ('route', B52, "how far is it to drive from the corner of Jefferson Street and North Port Street to the corner of "
     "Aisquith Street and Young Court in baltimore?",
     lambda D: q_route52(D, 'car', ('Jefferson Street', 'North Port Street'), ('Aisquith Street', 'Young Court'))),
    ('route', B52, "Driving in Baltimore from Belt Street & East Gittings Street to Decatur Street & East Clement Street - "
     "how many km and how many minutes?",
     lambda D: q_route52(D, 'car', ('Belt Street', 'East Gittings Street'), ('Decatur Street', 'East Clement Street'),
                         time=True)),
    ('route', B52, "baltimore: car route from where Cardiff Avenue meets South Bonsal Street to where Cassell Drive "
     "meets Savage Street, distance pls",
     lambda D: q_route52(D, 'car', ('Cardiff Avenue', 'South Bonsal Street'), ('Cassell Drive', 'Savage Street'))),
    ('route', B52, "I want to bike from Adams Place / Conley Street to Cardiff Avenue / Shipview Way in Baltimore. How "
     "many km is the ride?",
     lambda D: q_route52(D, 'bike', ('Adams Place', 'Conley Street'), ('Cardiff Avenue', 'Shipview Way'))),
    ('route', B52, "cycling from the junction of Congress Court and South Regester Street to the junction of Jefferson "
     "Street and North Montford Avenue (baltimore) - how far, and how long will it take me?",
     lambda D: q_route52(D, 'bike', ('Congress Court', 'South Regester Street'),
                         ('Jefferson Street', 'North Montford Avenue'), time=True)),
    ('route', B52, "Bike distance in Baltimore: Ellsworth Street at North Chester Street -> Rodman Way at Steiger Way?",
     lambda D: q_route52(D, 'bike', ('Ellsworth Street', 'North Chester Street'), ('Rodman Way', 'Steiger Way'))),
    ('route', B52, "how long is the walk from Leverton Avenue & South Bouldin Street to Jefferson Street & North "
     "Ellwood Avenue? baltimore. distance and time pls",
     lambda D: q_route52(D, 'foot', ('Leverton Avenue', 'South Bouldin Street'),
                         ('Jefferson Street', 'North Ellwood Avenue'), time=True)),
    ('route', B52, "Walking distance from the corner of Saint James Street and Sapp Street to the corner of Jefferson "
     "Street and North Ellwood Avenue, Baltimore?",
     lambda D: q_route52(D, 'foot', ('Saint James Street', 'Sapp Street'), ('Jefferson Street', 'North Ellwood Avenue'))),
    ('route', B52, "can i walk from Jefferson Street / North Curley Street to Armistead Way / Rodman Way in baltimore "
     "in 25 minutes? how far is it?",
     lambda D: q_route52(D, 'foot', ('Jefferson Street', 'North Curley Street'), ('Armistead Way', 'Rodman Way'),
                         walk=25)),
    ('route', B52, "Is East Street at Ensor Street within a 15 minute walk from North Central Avenue at Pearleaf Court? "
     "(Baltimore) distance too",
     lambda D: q_route52(D, 'foot', ('North Central Avenue', 'Pearleaf Court'), ('East Street', 'Ensor Street'),
                         walk=15)),
    ('route', H52, "how many km by car to the nearest car wash in heidelberg?", trap_carwash_h),
    ('route', S52, "walking route to the closest supermarket in singapore pls, how many minutes?", trap_supermarket_s),
    # ---- aggregate
    ('aggregate', H52, "how many bike parking spots are there in heidelberg?",
     _agg_count(H52, 'amenity', 'bicycle_parking', 10)),
    ('aggregate', H52, "More than 30 street lamps in the Heidelberg map? yes or no, plus the number",
     _agg_thresh(H52, 'highway', 'street_lamp', 2, 30)),
    ('aggregate', H52, "How many restaurants in Heidelberg are non-smoking?", _h_rest_nosmoke),
    ('aggregate', H52, "what's the most common cuisine among heidelberg's restaurants?", _h_cuisine),
    ('aggregate', H52, "are there more than 15 fast food places in heidelberg? and the count",
     _agg_thresh(H52, 'amenity', 'fast_food', 30, 15)),
    ('aggregate', S52, "How many restaurants does the Singapore map have?", _agg_count(S52, 'amenity', 'restaurant', 30)),
    ('aggregate', S52, "singapore - are there over 25 trees mapped? + the count",
     _agg_thresh(S52, 'natural', 'tree', 2, 25)),
    ('aggregate', S52, "how many restaurants in singapore are tagged wheelchair accessible?", _sg_rest_wheel),
    ('aggregate', S52, "In Singapore, which type of store is the most common one?", _s_shop),
    ('aggregate', S52, "how many petrol stations are there in singapore?", trap_fuel_s),
    ('aggregate', B52, "how many of baltimore's fast food places are burger places?", _b_ff_burger),
    ('aggregate', B52, "more than 40 gates in baltimore? yes/no and how many", _agg_thresh(B52, 'barrier', 'gate', 2, 40)),
]


# ---------------------------------------------------------------- checks, TSVs, main
KINDS52 = ('attribute', 'hours', 'arithmetic', 'route', 'aggregate')
_ITEM52 = re.compile(r'^(#\d+|~\d+ m( ±10%)?|![^|;!#~]+|[^|;!#~]+)$')


def gold_items52(gold):
    for item in gold.split('; '):
        if item in FIXED52:
            continue
        alts = item.split(' | ')
        fixed = set(NOT52.split(' | ')) | set(TIME52.split(' | '))
        for a in alts:
            yield a, a in fixed


def check_syntax_and_older52(q, gold):
    hits = older_hits52(q)
    need52(not hits, 'question holds older names %r: %s' % (hits, q))
    for a, fixed in gold_items52(gold):
        need52(_ITEM52.match(a), 'bad gold item %r' % a)
        if fixed or a.startswith('#') or a.startswith('~') or re.fullmatch(r'!?[\d.]+', a):
            continue
        h = older_hits52(a.lstrip('!'))
        need52(not h, 'gold item %r holds older names %r' % (a, h))


def compute52(D):
    rows = {k: [] for k in KINDS52}
    for kind, town, q, fn in QUESTIONS52:
        try:
            gold, fig = fn(D)
            check_syntax_and_older52(q, gold)
            err = None
        except Fragile52 as e:
            gold, fig, err = None, None, str(e)
        rows[kind].append((q, town, gold, fig, err))
    return rows


def sanity52(rows):
    problems = []
    towns = collections.Counter(t for k in rows for (_, t, _, _, _) in rows[k])
    for k in KINDS52:
        if len(rows[k]) != 12:
            problems.append('%s: %d questions, not 12' % (k, len(rows[k])))
    qs = [q for k in rows for (q, _, _, _, _) in rows[k]]
    if len(set(qs)) != len(qs):
        problems.append('duplicate question')
    if dict(towns) != {'heidelberg': 16, 'singapore': 15, 'baltimore': 29}:
        problems.append('town counts %r' % dict(towns))
    return problems


def header52(kind):
    return ['# val52-%s.tsv - "beyond" validation set 52 (held out, see README-val52.md); golds by gold_val52.py. '
            'Map data (c) OpenStreetMap contributors, ODbL 1.0.' % kind,
            '# question\tgold\tkind']


def main52():
    ap = argparse.ArgumentParser()
    ap.add_argument('--check', action='store_true')
    ap.add_argument('--write', action='store_true')
    a = ap.parse_args()
    here = Path(__file__).resolve().parent
    datadir = os.environ.get('GEOREACT_FRESH_DIR') or str(Path(__file__).resolve().parents[3] / 'shared/data/osm-fresh')
    D = load52(datadir)
    check_older_adds52(D)
    rows = compute52(D)
    problems = sanity52(rows)
    bad = 0
    if a.write:
        frag = [(k, i, r[4]) for k in KINDS52 for i, r in enumerate(rows[k]) if r[4]]
        if frag or problems:
            for k, i, e in frag:
                print('FRAGILE val52-%s.tsv:%d: %s' % (k, i + 3, e))
            for p in problems:
                print('PROBLEM', p)
            print('refused: fragile golds, nothing written')
            sys.exit(1)
        for k in KINDS52:
            lines = header52(k) + ['%s\t%s\tone' % (q, g) for (q, t, g, f, e) in rows[k]]
            (here / ('val52-%s.tsv' % k)).write_text('\n'.join(lines) + '\n', encoding='utf-8')
        print('written: %s' % ', '.join('val52-%s.tsv' % k for k in KINDS52))
        return
    if a.check:
        for p in problems:
            print('PROBLEM', p)
            bad += 1
        for k in KINDS52:
            fn = 'val52-%s.tsv' % k
            p = here / fn
            if not p.exists():
                print('MISSING', fn)
                bad += 1
                continue
            lines = p.read_text(encoding='utf-8').split('\n')
            if lines and lines[-1] == '':
                lines = lines[:-1]
            hdr = [l for l in lines[:2]]
            if len(hdr) != 2 or not all(l.startswith('#') for l in hdr):
                print('%s: header lines missing' % fn)
                bad += 1
            body = lines[2:]
            for i, r in enumerate(rows[k]):
                ln = i + 3
                q, t, g, f, e = r
                if e:
                    print('%s:%d: FRAGILE gold: %s' % (fn, ln, e))
                    bad += 1
                if i >= len(body):
                    print('%s:%d: line missing' % (fn, ln))
                    bad += 1
                    continue
                parts = body[i].split('\t')
                if len(parts) != 3 or parts[0] != q or parts[1] != g or parts[2] != 'one':
                    print('%s:%d: differs: file %r, computed %r' % (fn, ln, parts[1:] if len(parts) > 1 else parts,
                                                                   [g, 'one']))
                    bad += 1
            if len(body) > len(rows[k]):
                print('%s:%d: extra lines' % (fn, len(rows[k]) + 3))
                bad += 1
        print('check: %s' % ('OK, every gold matches' if not bad else '%d problem(s)' % bad))
        sys.exit(1 if bad else 0)
    for k in KINDS52:
        for i, (q, t, g, f, e) in enumerate(rows[k]):
            print('val52-%s.tsv:%d [%s] %s\n    gold: %s\n    figures: %s%s' % (
                k, i + 3, t, q, g, f, ('\n    FRAGILE: ' + e) if e else ''))
    for p in problems:
        print('PROBLEM', p)


if __name__ == '__main__':
    main52()
