"""gold_val51.py - recomputes every gold of the "beyond" validation set 51 (val51-*.tsv) from the raw OSM tags and
geometries of the three osm-fresh extracts (osmium, shapely, pyproj, networkx, numpy only).

    python -B gold_val51.py --check   # exit 0 = every gold matches; exit 1 names the file and line of a difference
                                      # or of a fragile gold
    python -B gold_val51.py --write   # rewrite the five TSVs (refused while any gold is fragile)
    python -B gold_val51.py           # print question, town, kind, gold and figures

The data folder is GEOREACT_FRESH_DIR, or Path(__file__).resolve().parents[3]/shared/data/osm-fresh.
The block after this docstring (up to the val51 merge lines) is gold_val50.py's lines 15-1083 copied unchanged (the
older sets' OLDER_SETS / LEFT_OUT names; its code only defines names and is never called here), then this set's own
additions. Every gold is computed by the functions defined after that block (names ending in 51). See README-val51.md.
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
# ================================================================ val51 code (functions written for this set, names ending in 51)
import os as _os51, re as _re51, sys as _sys51, math as _math51, collections as _col51
from pathlib import Path as _Path51
import numpy as _np51
import osmium as _osm51
from shapely.geometry import Point as _Pt51, LineString as _LS51, Polygon as _Poly51, MultiPolygon as _MP51
from shapely.ops import nearest_points as _nearest51, unary_union as _union51
from shapely import wkb as _wkb51
from pyproj import Geod as _Geod51, Transformer as _Tr51
import networkx as _nx51

GEOD51 = _Geod51(ellps='WGS84')
TOWNS51 = {'heidelberg': 'heidelberg-2015.osm.pbf', 'singapore': 'singapore-bayfront-2019.osm.pbf',
           'baltimore': 'baltimore-2015.osm.pbf'}


class Fragile51(Exception):
    pass


def need51(cond, msg):
    if not cond:
        raise Fragile51(msg)


def datadir51():
    d = _os51.environ.get('GEOREACT_FRESH_DIR')
    if d:
        return _Path51(d)
    return _Path51(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'


class Feat51:
    __slots__ = ('town', 'type', 'id', 'tags', 'geom', 'pt', 'nodes')

    def __init__(self, town, typ, oid, tags, geom, nodes=None):
        self.town, self.type, self.id, self.tags, self.geom = town, typ, oid, tags, geom
        self.nodes = nodes
        self.pt = geom.centroid if geom.geom_type in ('Polygon', 'MultiPolygon') else (
            geom if geom.geom_type == 'Point' else geom.interpolate(0.5, normalized=True))


class _Load51(_osm51.SimpleHandler):
    def __init__(self, town):
        super().__init__()
        self.town = town
        self.feats = []
        self.ways = []          # every way: (id, tags, [(nid, lon, lat)])
        self.area_ways = set()
        self.wkb = _osm51.geom.WKBFactory()

    def node(self, n):
        if len(n.tags):
            self.feats.append(Feat51(self.town, 'n', n.id, dict(n.tags), _Pt51(n.location.lon, n.location.lat)))

    def way(self, w):
        tags = dict(w.tags)
        nds = [(nd.ref, nd.location.lon, nd.location.lat) for nd in w.nodes if nd.location.valid()]
        self.ways.append((w.id, tags, nds))
        if not tags or len(nds) < 2:
            return
        closed = w.nodes[0].ref == w.nodes[-1].ref and len(nds) >= 4
        as_area = closed and tags.get('area') != 'no' and ('highway' not in tags or tags.get('area') == 'yes')
        if as_area:
            try:
                g = _Poly51([(x, y) for _, x, y in nds])
                if g.is_valid and g.area > 0:
                    self.feats.append(Feat51(self.town, 'w', w.id, tags, g, [n for n, _, _ in nds]))
                    return
            except Exception:
                pass
        self.feats.append(Feat51(self.town, 'w', w.id, tags, _LS51([(x, y) for _, x, y in nds]),
                                 [n for n, _, _ in nds]))

    def area(self, a):
        if a.from_way():
            return
        try:
            g = _wkb51.loads(self.wkb.create_multipolygon(a), hex=True)
        except Exception:
            return
        self.feats.append(Feat51(self.town, 'r', a.orig_id(), dict(a.tags), g))


_DATA51 = {}


def load51():
    if _DATA51:
        return _DATA51
    d = datadir51()
    for town, fn in TOWNS51.items():
        h = _Load51(town)
        h.apply_file(str(d / fn), locations=True)
        _DATA51[town] = h
        c = _np51.mean([[f.pt.x, f.pt.y] for f in h.feats], axis=0)
        h.fwd = _Tr51.from_proj('EPSG:4326', f'+proj=aeqd +lat_0={c[1]} +lon_0={c[0]} +datum=WGS84 +units=m',
                                always_xy=True)
    return _DATA51


def proj51(town, g):
    import shapely
    fwd = _DATA51[town].fwd

    def f(xy):
        x, y = fwd.transform(xy[:, 0], xy[:, 1])
        return _np51.column_stack([x, y])
    return shapely.transform(g, f)


def gd51(p, q):
    return GEOD51.inv(p.x, p.y, q.x, q.y)[2]


def dist51(town, a, b):
    """geodesic distance between the nearest points of two geometries (found in the town's projection)."""
    if a.intersects(b):
        return 0.0
    pa, pb = proj51(town, a), proj51(town, b)
    na, nb = _nearest51(pa, pb)
    inv = _DATA51[town].fwd
    x1, y1 = inv.transform(na.x, na.y, direction='INVERSE')
    x2, y2 = inv.transform(nb.x, nb.y, direction='INVERSE')
    return GEOD51.inv(x1, y1, x2, y2)[2]


def glen51(g):
    if g.geom_type == 'LineString':
        return GEOD51.geometry_length(g)
    return sum(GEOD51.geometry_length(x) for x in getattr(g, 'geoms', [g]))


def garea51(g):
    return abs(GEOD51.geometry_area_perimeter(g)[0])

def _fold51(s):
    import unicodedata
    s = unicodedata.normalize('NFKD', s.replace('’', "'"))
    return ''.join(c for c in s if not unicodedata.combining(c)).lower()


def _wre51(name):
    return _re51.compile(r'(?<![\w])' + _re51.escape(_fold51(name)) + r'(?![\w])')


_OLDRE51 = None


def older_names51():
    global _OLDRE51
    if _OLDRE51 is None:
        names = list(dict.fromkeys(OLDER_SETS + LEFT_OUT))
        _OLDRE51 = [(n, _wre51(n)) for n in names if n.strip()]
    return _OLDRE51


def older_hits51(text, exempt=('Heidelberg', 'Singapore', 'Baltimore')):
    """older names occurring in text as whole words (both apostrophe readings, '#' led names also without it)."""
    t = _fold51(text)
    variants = {t, t.replace("'", ''), t.replace("'s", 's')}
    hits = []
    ex = {e.lower() for e in exempt}
    for n, rx in older_names51():
        if n.lower() in ex:
            continue
        cands = [rx]
        if n.startswith('#'):
            cands.append(_wre51(n[1:]))
        if any(r.search(v) for r in cands for v in variants):
            hits.append(n)
    return hits


def overlaps_older51(name):
    """a name equal to, containing, or inside an older name (whole words)."""
    if older_hits51(name, exempt=()):
        return True
    r = _wre51(name)
    return any(r.search(_fold51(n)) for n, _ in older_names51())

# ---------------------------------------------------------------- opening hours (README-val4 subset + lenient reading)
DAYS51 = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
HAND51 = {'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00; Tu off',
          'Weekdays 7-3, Saturdays 7-6, Sundays 7-4': 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
          '8-6:30': '08:00-18:30'}


def _days51(sel):
    out = []
    for part in sel.split(','):
        if not part:
            return None
        if '-' in part:
            a, b = part.split('-', 1)
            if a not in DAYS51 or b not in DAYS51:
                return None
            i, j = DAYS51.index(a), DAYS51.index(b)
            k = i
            while True:
                out.append(k)
                if k == j:
                    break
                k = (k + 1) % 7
        else:
            if part not in DAYS51:
                return None
            out.append(DAYS51.index(part))
    return out


def _mins51(s):
    h, m = s.split(':')
    return int(h) * 60 + int(m)


_TR51 = _re51.compile(r'^(\d{1,2}:\d\d)-(\d{1,2}:\d\d)$')
_TO51 = _re51.compile(r'^(\d{1,2}:\d\d)\+$')


def _parse51(v, openend):
    """one reading of an opening_hours value in README-val4's subset; None if unreadable."""
    v = v.strip()
    if v == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    sched = {d: [] for d in range(7)}
    for rule in v.split(';'):
        rule = rule.strip()
        if not rule:
            return None
        parts = rule.split(' ')
        if len(parts) == 1:
            days, body = list(range(7)), parts[0]
        elif len(parts) == 2:
            days, body = _days51(parts[0]), parts[1]
            if days is None:
                return None
        else:
            return None
        if body in ('off', 'closed'):
            ivs = []
        elif body == '24/7':
            ivs = [(0, 1440)]
        else:
            ivs = []
            for r in body.split(','):
                m = _TR51.match(r)
                if m:
                    s, e = _mins51(m.group(1)), _mins51(m.group(2))
                    if s >= 1440 or e > 1440 + 1440:
                        return None
                    if e <= s:
                        e += 1440
                    ivs.append((s, e))
                    continue
                m = _TO51.match(r) if openend is not None else None
                if m:
                    s = _mins51(m.group(1))
                    ivs.append((s, s + 1) if openend == 'minute' else (s, 1440))
                    continue
                return None
        for d in days:
            sched[d] = list(ivs)
    return sched


def _lenient51(v):
    w = v.replace('Mo-So', 'Mo-Su').replace('So', 'Su')
    w = _re51.sub(r'\s*-\s*', '-', w)
    w = _re51.sub(r'([A-Z][a-z])\.', r'\1', w)
    w = _re51.sub(r'([A-Z][a-z](?:-[A-Z][a-z])?):\s', r'\1 ', w)
    sel = r'[A-Z][a-z](?:-[A-Z][a-z])?(?:,[A-Z][a-z](?:-[A-Z][a-z])?)*'
    w = _re51.sub(r'(?<=\d),\s*(?=' + sel + r'\s+(?:\d|off|closed))', '; ', w)
    w = _re51.sub(r',\s+', ',', w)
    rules = [r.strip() for r in w.split(';')]
    keep = []
    for r in rules:
        sel = r.split(' ')[0]
        items = sel.split(',')
        if any(x in ('PH', 'Ph') for x in items):
            items = [x for x in items if x not in ('PH', 'Ph')]
            if not items:
                continue
            r = ','.join(items) + r[len(sel):]
        keep.append(r)
    return '; '.join(keep)


def readings51(v):
    v = HAND51.get(v, v)
    out = []
    for text in dict.fromkeys([v, _lenient51(v)]):
        for oe in (None, 'minute', 'midnight'):
            s = _parse51(text, oe)
            if s is not None:
                out.append(s)
        if any(_parse51(text, oe) is not None for oe in (None,)):
            pass
    return out


def _open51(sched, day, m, strict):
    for s, e in sched[day]:
        if s <= m < min(e, 1440):
            return True
    prev = (day - 1) % 7
    if strict and sched[day]:
        return False
    for s, e in sched[prev]:
        if e > 1440 and m < e - 1440:
            return True
    return False


def verdict51(f, day, minute):
    """open (True) / closed (False) at day, minute, the same at every minute from -15 to +15 under every reading;
    None when unstable or unreadable."""
    v = f.tags.get('opening_hours')
    rs = readings51(v)
    if not rs:
        return None
    res = set()
    for s in rs:
        for strict in (False, True):
            for dm in range(-15, 16):
                t = day * 1440 + minute + dm
                d, m = (t // 1440) % 7, t % 1440
                res.add(_open51(s, d, m, strict))
    return res.pop() if len(res) == 1 else None


def with_hours51(fs):
    return [f for f in fs if f.tags.get('opening_hours') and f.tags.get('opening_hours') != 'unknown']


def pairs_hours51(town, fs, what):
    for i, a in enumerate(fs):
        for b in fs[i + 1:]:
            d = dist51(town, a.geom, b.geom)
            same = a.tags.get('name') and a.tags.get('name') == b.tags.get('name')
            need51(d > (30 if same else 10), f'{what}: possible duplicate {a.type}{a.id} / {b.type}{b.id} ({d:.0f} m)')


def open_count51(town, fs, day, minute, what, between=True):
    hs = with_hours51(fs)
    pairs_hours51(town, hs, what)
    vs = []
    for f in hs:
        v = verdict51(f, day, minute)
        need51(v is not None, f'{what}: no stable verdict for {f.type}{f.id} {f.tags.get("opening_hours")!r}')
        vs.append(v)
    n = sum(vs)
    if between:
        need51(0 < n < len(hs), f'{what}: count {n} of {len(hs)} not strictly between')
    return n, len(hs)

# ---------------------------------------------------------------- routing (README-val4's graph and its variants)
CAR51 = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
         'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NONWAY51 = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
            'services', 'razed', 'disused', 'bus_guideway', 'escape'}
FAST51 = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}


def _dirs51(t, mode, variant):
    """(forward, backward) allowed on a way for a mode and variant; None when the way is not in the graph."""
    hw = t.get('highway')
    if not hw:
        return None
    acc = t.get('access')
    ow = t.get('oneway')
    fw, bw = True, True
    if mode == 'car':
        if hw not in CAR51 or acc in ('no', 'private'):
            return None
        if variant == 'strict' and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')):
            return None
        if ow in ('yes', 'true', '1'):
            bw = False
        elif ow == '-1':
            fw = False
        elif variant == 'strict' and ow != 'no' and (t.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link')):
            bw = False
    elif mode == 'bike':
        if not ((hw in CAR51 and hw not in FAST51) or hw in ('cycleway', 'path', 'track')
                or t.get('bicycle') in ('yes', 'designated')):
            return None
        if t.get('bicycle') == 'no':
            return None
        if variant == 'strict' and acc in ('no', 'private') and t.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return None
        if variant != 'nooneway':
            exempt = t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite')
            if not exempt:
                if ow in ('yes', 'true', '1'):
                    bw = False
                elif ow == '-1':
                    fw = False
                elif variant == 'strict' and ow != 'no' and t.get('junction') == 'roundabout':
                    bw = False
    else:
        if hw in FAST51 or hw in NONWAY51 or t.get('foot') == 'no':
            return None
        if variant == 'strict' and acc in ('no', 'private') and t.get('foot') not in ('yes', 'designated', 'permissive'):
            return None
    return fw, bw


_GR51 = {}


def graph51(town, mode, variant):
    key = (town, mode, variant)
    if key in _GR51:
        return _GR51[key]
    G = _nx51.DiGraph()
    pos = {}
    for wid, t, nds in _DATA51[town].ways:
        d = _dirs51(t, mode, variant)
        if d is None:
            continue
        fw, bw = d
        for (a, x1, y1), (b, x2, y2) in zip(nds, nds[1:]):
            if a == b:
                continue
            w = GEOD51.inv(x1, y1, x2, y2)[2]
            pos[a], pos[b] = (x1, y1), (x2, y2)
            if fw:
                G.add_edge(a, b, weight=w)
            if bw:
                G.add_edge(b, a, weight=w)
    comp = max(_nx51.strongly_connected_components(G), key=len)
    _GR51[key] = (G, pos, comp)
    return _GR51[key]


def snap51(town, G, pos, nodes, p):
    best, bd = None, None
    ids = list(nodes)
    xs = _np51.array([pos[n][0] for n in ids])
    ys = _np51.array([pos[n][1] for n in ids])
    d = GEOD51.inv(_np51.full(len(ids), p.x), _np51.full(len(ids), p.y), xs, ys)[2]
    i = int(_np51.argmin(d))
    return ids[i], float(d[i])


def route51(town, mode, p, q, what):
    """route length between points p and q (robust: every variant within 3 %); returns (main length, all lengths)."""
    straight = gd51(p, q)
    need51(300 <= straight <= 5000, f'{what}: straight line {straight:.0f} m outside 300 m - 5 km')
    lens = []
    variants = ['base', 'strict'] + (['nooneway'] if mode == 'bike' else [])
    for var in variants:
        for whole in (False, True):
            G, pos, comp = graph51(town, mode, var)
            nodes = G.nodes if whole else comp
            a, da = snap51(town, G, pos, nodes, p)
            b, db = snap51(town, G, pos, nodes, q)
            if var == 'base' and not whole:
                need51(da <= 100 and db <= 100, f'{what}: snapped {da:.0f} / {db:.0f} m from the graph')
            try:
                L = _nx51.shortest_path_length(G, a, b, weight='weight')
            except _nx51.NetworkXNoPath:
                raise Fragile51(f'{what}: no path under variant {var} whole={whole}')
            lens.append(L)
    main = lens[0]
    need51(main <= 2.5 * straight, f'{what}: route {main:.0f} m more than 2.5 x straight {straight:.0f} m')
    need51(main >= 0.97 * straight, f'{what}: route {main:.0f} m shorter than 0.97 x straight {straight:.0f} m')
    for L in lens:
        need51(abs(L - main) <= 0.03 * main, f'{what}: a variant moves the route {main:.0f} -> {L:.0f} m')
    return main, lens, straight


def walk51(lens, T, what):
    if all(L / 3000 * 60 <= 0.9 * T for L in lens):
        return True
    if all(L / 6000 * 60 >= 1.1 * T for L in lens):
        return False
    raise Fragile51(f'{what}: walking verdict for {T} min not clear ({min(lens):.0f}-{max(lens):.0f} m)')

# ---------------------------------------------------------------- kinds and whole-extract counts
def kind51(town, spec):
    """features of the town's extract matching spec: a dict tag -> value (value None = any, a tuple = any of)."""
    out = []
    for f in _DATA51[town].feats:
        ok = True
        for k, v in spec.items():
            x = f.tags.get(k)
            if x is None or (v is not None and (x not in v if isinstance(v, tuple) else x != v)):
                ok = False
                break
        if ok:
            out.append(f)
    return out


def dup_check51(town, fs, radius, what):
    """refused when two counted features may be one place: same name or one unnamed within radius; two differently
    named features within 2 m."""
    pts = [(f, proj51(town, f.pt)) for f in fs]
    for i, (a, pa) in enumerate(pts):
        for b, pb in pts[i + 1:]:
            if pa.distance(pb) > radius + 2000:
                continue
            d = dist51(town, a.geom, b.geom)
            na, nb = a.tags.get('name'), b.tags.get('name')
            r = radius if (not na or not nb or na == nb) else 2
            need51(d > r, f'{what}: {a.type}{a.id} and {b.type}{b.id} may be one place ({d:.1f} m)')


RADIUS51 = {'amenity': 30, 'shop': 30, 'tourism': 30}


def count51(town, spec, radius, what):
    fs = kind51(town, spec)
    dup_check51(town, fs, radius, what)
    return len(fs), fs

# ---------------------------------------------------------------- refused anchors of older sets, streets, traps
REFUSED_IDS51 = {  # (town, type, id): README-val49's and README-val50's anchors and dropped candidates, val13's
    ('heidelberg', 'w', 263333782), ('heidelberg', 'n', 1826839145), ('heidelberg', 'n', 1826839543),
    ('baltimore', 'n', 1347116789), ('baltimore', 'n', 1879397272), ('heidelberg', 'n', 1539741096),
    ('heidelberg', 'w', 277455040), ('heidelberg', 'w', 218816897), ('heidelberg', 'n', 135755576),
    ('heidelberg', 'w', 96599364), ('heidelberg', 'w', 222995062), ('singapore', 'w', 144), ('baltimore', 'w', 82419817),
    ('baltimore', 'w', 253992075), ('baltimore', 'w', 69697770), ('baltimore', 'w', 138488343),
    ('baltimore', 'w', 286999057), ('baltimore', 'w', 108842265), ('baltimore', 'w', 189386294),
    ('singapore', 'w', 139), ('heidelberg', 'n', 1794981583), ('heidelberg', 'n', 3184585268),
    ('baltimore', 'w', 133689218), ('baltimore', 'w', 69685135), ('baltimore', 'n', 2794600427),
    ('heidelberg', 'n', 1904319925), ('heidelberg', 'w', 139715661), ('heidelberg', 'w', 32278460),
    ('heidelberg', 'w', 33611283), ('heidelberg', 'n', 667699871), ('baltimore', 'w', 183321678),
    ('baltimore', 'n', 2362566277), ('baltimore', 'w', 258786093), ('singapore', 'w', 242), ('singapore', 'n', 1226),
    ('singapore', 'w', 200)}
REFUSED_TAGS51 = [('highway', 'stop'), ('baseball', 'softball'), ('landuse', 'median'), ('fire_hydrant:type', 'pillar'),
                  ('barrier', 'lift_gate'), ('playground', 'sandpit'), ('highway', 'track'), ('landuse', 'residential'),
                  ('stars', '2'), ('access', 'official'), ('drive_through', 'no'), ('natural', 'tree_row'),
                  ('bicycle_parking', 'wall_loops'), ('highway', 'primary_link'), ('tower:type', 'bell_tower'),
                  ('highway', 'give_way'), ('highway', 'turning_circle'), ('barrier', 'chain'), ('barrier', 'entrance'),
                  ('disused:amenity', 'cinema'), ('railway', 'razed'), ('highway', 'cycleway'),
                  ('amenity', 'fire_station'), ('building', 'hut'), ('access', 'customer'), ('building', 'public'),
                  ('sport', 'football'), ('highway', 'construction'), ('power', 'sub_station'), ('landuse', 'museum'),
                  ('building', 'pavilion'), ('leisure', 'common'), ('place', 'island'), ('power', 'substation'),
                  ('amenity', 'post_office'), ('amenity', 'clock'), ('information', 'map'), ('information', 'board'),
                  ('information', 'guidepost'), ('amenity', 'charging_station'), ('barrier', 'turnstile'),
                  ('landuse', 'cemetery'), ('amenity', 'grave_yard'), ('amenity', 'compressed_air'),
                  ('power', 'generator'), ('man_made', 'water_tower'), ('man_made', 'chimney'), ('man_made', 'stack'),
                  ('sport', 'chess'), ('railway', 'turntable'), ('building', 'hotel'), ('tunnel', 'building_passage'),
                  ('advertising', 'column'), ('tower:type', 'communication'), ('man_made', 'mast'),
                  ('playground', 'wendyhouse'), ('playground', 'playhouse'), ('traffic_calming', 'hump'),
                  ('traffic_calming', 'bump'), ('man_made', 'pier'), ('building', 'train_station'), ('place', 'islet'),
                  ('waterway', 'boat_lift'), ('amenity', 'smoking_area'), ('highway', 'elevator'), ('sport', 'tennis'),
                  ('amenity', 'shelter'), ('landuse', 'construction')]
REFUSED_KEYS51 = ['roof:material']
NOTIN51 = ('!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | '
           '!not recorded')
ABSENT_COUNT51 = '#0 | !none | !no | ' + NOTIN51
ABSENT_ONE51 = '!no | !none | ' + NOTIN51
WORDKEYS51 = ('name', 'brand', 'operator', 'alt_name', 'old_name', 'description', 'shop', 'amenity', 'healthcare',
              'cuisine', 'tourism', 'craft', 'office', 'leisure')


def refused51(f):
    return ((f.town, f.type, f.id) in REFUSED_IDS51 or any(f.tags.get(k) == v for k, v in REFUSED_TAGS51)
            or any(k in f.tags for k in REFUSED_KEYS51))


def absent51(town, tags, stems, what):
    """a kind absent from the town's extract: no feature with any of the tags, no word of the listed keys starting
    with any stem (phrases at a word start; '_' read as a space)."""
    rx = [_re51.compile(r'(?<![\w])' + _re51.escape(s)) for s in stems]
    for f in _DATA51[town].feats:
        for k, v in tags:
            need51(not (k in f.tags and (v is None or f.tags[k] == v)), f'{what}: {f.type}{f.id} carries {k}={v}')
        for k in WORDKEYS51:
            if k in f.tags:
                w = _fold51(f.tags[k].replace('_', ' '))
                for s, r in zip(stems, rx):
                    need51(not r.search(w), f'{what}: {f.type}{f.id} {k}={f.tags[k]!r} has a word starting {s!r}')
    return True


_ALLNAMES51 = None


def _allnames51():
    global _ALLNAMES51
    if _ALLNAMES51 is None:
        _ALLNAMES51 = []
        for t, h in _DATA51.items():
            for f in h.feats:
                for k in ('name', 'brand', 'operator', 'alt_name', 'old_name'):
                    if k in f.tags:
                        _ALLNAMES51.append((t, f, k, f.tags[k]))
    return _ALLNAMES51


def street51(name, what):
    """a free Baltimore street: every feature carrying the name is a Baltimore highway way, no namesake differing in
    case or accents, inside no other name, brand, operator, alt or old name, overlapping no older name."""
    ways = []
    rx = _wre51(name)
    for t, f, k, v in _allnames51():
        if v == name and k == 'name':
            need51(t == 'baltimore' and f.type == 'w' and 'highway' in f.tags, f'{what}: {name} on {t} {f.type}{f.id}')
            ways.append(f)
        else:
            need51(_fold51(v) != _fold51(name), f'{what}: namesake {v!r} ({t} {f.type}{f.id})')
            need51(not rx.search(_fold51(v)), f'{what}: {name} inside {v!r} ({t} {f.type}{f.id})')
    need51(ways, f'{what}: no street {name}')
    need51(not overlaps_older51(name), f'{what}: {name} overlaps an older name')
    for f in ways:
        need51(not refused51(f), f'{what}: {name} way {f.id} is refused')
    return ways


def street_tag51(name, key, what):
    vals = {f.tags.get(key) for f in street51(name, what)}
    need51(len(vals) == 1 and None not in vals, f'{what}: {key} of {name} not one value: {vals}')
    return vals.pop()


def no_car51(name, what):
    for f in street51(name, what):
        for k in ('motor_vehicle', 'motorcar', 'vehicle', 'access'):
            need51(f.tags.get(k) in (None, 'no', 'private'), f'{what}: {name} way {f.id} has {k}={f.tags.get(k)}')


def street_absent51(name, prefixes, what):
    for f in street51(name, what):
        for k in f.tags:
            need51(not any(k == p or k.startswith(p + ':') or k.startswith(p + '_') for p in prefixes),
                   f'{what}: {name} way {f.id} has {k}')
    return True


def street_len51(name, what):
    tot = 0.0
    for f in street51(name, what):
        need51(f.tags.get('highway') not in ('footway', 'path', 'steps', 'cycleway', 'track', 'corridor'),
               f'{what}: {name} way {f.id} is a {f.tags.get("highway")}')
        need51(f.tags.get('oneway') in (None, 'no'), f'{what}: {name} way {f.id} is one-way')
        need51(f.geom.geom_type == 'LineString', f'{what}: {name} way {f.id} is not a line')
        tot += glen51(f.geom)
    return tot


def junction51(a, b, what):
    """the corner of two free streets: their only shared node."""
    na, nb = {}, {}
    for name, dd in ((a, na), (b, nb)):
        ids = {f.id for f in street51(name, what)}
        for wid, t, nds in _DATA51['baltimore'].ways:
            if wid in ids:
                for nid, x, y in nds:
                    dd[nid] = (x, y)
    s = set(na) & set(nb)
    need51(len(s) == 1, f'{what}: {a} and {b} share {len(s)} nodes')
    return _Pt51(*na[s.pop()])

# ---------------------------------------------------------------- the questions and how each gold is computed
POI51 = ('amenity', 'shop', 'tourism', 'leisure', 'office', 'craft', 'historic')
TIME51 = '!min | !minute | !hour'
Q51 = []


def q51(file, town, text):
    def deco(fn):
        Q51.append((file, town, text, fn))
        return fn
    return deco


def with_hours_all51(town):
    return [f for f in _DATA51[town].feats if any(k in f.tags for k in POI51)]


def cnt51(town, spec, radius, what):
    n, fs = count51(town, spec, radius, what)
    for f in fs:
        pass
    return n


def diff51(a, b, what):
    d = abs(a - b)
    need51(d > 0.1 * max(a, b) and d != a and d != b, f'{what}: difference {d} of {a} and {b} too small or equal to a count')
    return d


def ratio51(a, b, what):
    need51((a * 10) % b == 0, f'{what}: {a}/{b} not exact at the first decimal')
    return a / b


def thresh51(n, t, what):
    need51(abs(n - t) >= 3, f'{what}: count {n} within 3 of {t}')
    return n > t


def most_common51(town, fs, key, what, split=False):
    def tally(xs):
        c = _col51.Counter()
        for f in xs:
            v = f.tags.get(key)
            if v is None:
                continue
            for x in ([y.strip() for y in v.split(';')] if split else [v]):
                c[x] += 1
        return c.most_common()
    named = [f for f in fs if f.tags.get('name')]
    # possible duplicates (same name or one unnamed, within 30 m) collapsed: drop the later one of every such pair
    keep = []
    for f in fs:
        nf = f.tags.get('name')
        if all(not ((not nf or not g.tags.get('name') or nf == g.tags.get('name'))
                    and dist51(town, f.geom, g.geom) <= 30) for g in keep):
            keep.append(f)
    wins = set()
    for xs in (fs, named, keep):
        c = tally(xs)
        need51(len(c) >= 1 and (len(c) == 1 or c[0][1] > c[1][1]), f'{what}: no strict winner {c[:3]}')
        wins.add(c[0][0])
    need51(len(wins) == 1, f'{what}: winners differ {wins}')
    return wins.pop(), tally(fs)


# ---- attribute
@q51('attribute', 'baltimore', "hey, is there anywhere to pull over on Leeland Avenue in Baltimore if a car comes the "
     "other way? like passing places?")
def _a1():
    v = street_tag51('Leeland Avenue', 'passing_places', 'a1')
    need51(v == 'no', f'a1: {v}')
    return '!no', f'passing_places={v} on every way'


@q51('attribute', 'baltimore', "rolling mill road in baltimore - is that a major road, a minor one or something in "
     "between?")
def _a2():
    v = street_tag51('Rolling Mill Road', 'highway', 'a2')
    need51(v == 'tertiary', v)
    return '!tertiary | !in between | !in-between | !collector', f'highway={v}'


@q51('attribute', 'baltimore', "Can I drive my car along South Spring Court or is it pedestrians only?")
def _a3():
    v = street_tag51('South Spring Court', 'highway', 'a3')
    need51(v == 'pedestrian', v)
    no_car51('South Spring Court', 'a3')
    return '!no | !pedestrian | !car-free | !no cars', f'highway={v}, no tag allowing cars'


@q51('attribute', 'baltimore', "David Lane in Baltimore: proper street or just an alley?")
def _a4():
    v = street_tag51('David Lane', 'service', 'a4')
    need51(v == 'alley', v)
    return '!alley', f'service={v}'


@q51('attribute', 'baltimore', "what kind of street is Tributary Street in baltimore? a residential one, a main "
     "road, something else?")
def _a5():
    v = street_tag51('Tributary Street', 'highway', 'a5')
    need51(v == 'residential', v)
    return '!residential', f'highway={v}'


@q51('attribute', 'baltimore', "Mapleleaf Court, Baltimore — could I get a car down there or is it only a "
     "footpath?")
def _a6():
    v = street_tag51('Mapleleaf Court', 'highway', 'a6')
    need51(v == 'footway', v)
    no_car51('Mapleleaf Court', 'a6')
    return '!no | !footway | !footpath', f'highway={v}, no tag allowing cars'


@q51('attribute', 'baltimore', "How is Mason Lord Drive in Baltimore classified as a road?")
def _a7():
    v = street_tag51('Mason Lord Drive', 'highway', 'a7')
    need51(v == 'unclassified', v)
    return '!unclassified | !minor', f'highway={v}'


@q51('attribute', 'baltimore', "is Townway in baltimore a normal street or more of a service road")
def _a8():
    v = street_tag51('Townway', 'highway', 'a8')
    need51(v == 'service', v)
    return '!service', f'highway={v}'


@q51('attribute', 'baltimore', "odessa thomas court baltimore: road or walkway?")
def _a9():
    v = street_tag51('Odessa Thomas Court', 'highway', 'a9')
    need51(v == 'footway', v)
    no_car51('Odessa Thomas Court', 'a9')
    return '!footway | !footpath | !walkway', f'highway={v}'


@q51('attribute', 'baltimore', "What type of road is Shakespeare Street in Baltimore? pls")
def _a10():
    v = street_tag51('Shakespeare Street', 'highway', 'a10')
    need51(v == 'service', v)
    return '!service', f'highway={v}'


@q51('attribute', 'heidelberg', "what time does the dentist in heidelberg open on tuesdays?")
def _a11():
    absent51('heidelberg', [('amenity', 'dentist'), ('healthcare', 'dentist'), ('healthcare:speciality', 'dentistry')],
             ['dent', 'zahn', 'orthodon', 'kieferorth'], 'a11')
    return ABSENT_ONE51, 'no dentist in the extract (tags and words)'


@q51('attribute', 'singapore', "hey whats the phone number of the police station in singapore")
def _a12():
    absent51('singapore', [('amenity', 'police'), ('police', None)], ['police', 'polis', 'spf', 'neighbourhood police'],
             'a12')
    return ABSENT_ONE51, 'no police station in the extract (tags and words)'


# ---- hours
def hcount51(town, pred, day, minute, what, between=True):
    fs = [f for f in _DATA51[town].feats if pred(f.tags)]
    return open_count51(town, fs, day, minute, what, between)


_ALLP51 = lambda t: any(k in t for k in POI51)


@q51('hours', 'heidelberg', "It's saturday, quarter past four in the afternoon. How many restaurants in Heidelberg "
     "are open right now?")
def _h1():
    n, tot = hcount51('heidelberg', lambda t: t.get('amenity') == 'restaurant', 5, 16 * 60 + 15, 'h1')
    return f'#{n}', f'{n} of {tot} restaurants with hours open Sa 16:15'


@q51('hours', 'heidelberg', "heidelberg pubs open on a sunday at 2.15 pm - how many?")
def _h2():
    n, tot = hcount51('heidelberg', lambda t: t.get('amenity') == 'pub', 6, 14 * 60 + 15, 'h2')
    return f'#{n}', f'{n} of {tot} pubs with hours open Su 14:15'


@q51('hours', 'heidelberg', "How many bars are open in Heidelberg at noon on a Thursday?")
def _h3():
    n, tot = hcount51('heidelberg', lambda t: t.get('amenity') == 'bar', 3, 12 * 60, 'h3')
    return f'#{n}', f'{n} of {tot} bars with hours open Th 12:00'


@q51('hours', 'heidelberg', "any restaurant in heidelberg open at 8:15 on a monday morning? if so how many")
def _h4():
    n, tot = hcount51('heidelberg', lambda t: t.get('amenity') == 'restaurant', 0, 8 * 60 + 15, 'h4', between=False)
    return ('!yes' if n else '!no') + f'; #{n}', f'{n} of {tot} restaurants with hours open Mo 08:15'


@q51('hours', 'singapore', "singapore: monday 10.15 pm, how many of the places that list opening hours are still "
     "open?")
def _h5():
    n, tot = hcount51('singapore', _ALLP51, 0, 22 * 60 + 15, 'h5')
    return f'#{n}', f'{n} of {tot} places with hours open Mo 22:15'


@q51('hours', 'singapore', "Is anything with opening hours open in the Singapore map on a saturday morning at 8:15? "
     "How many?")
def _h6():
    n, tot = hcount51('singapore', _ALLP51, 5, 8 * 60 + 15, 'h6', between=False)
    return ('!yes' if n else '!no') + f'; #{n}', f'{n} of {tot} places with hours open Sa 08:15'


@q51('hours', 'singapore', "sunday afternoon, quarter past four, singapore — how many places with opening hours are "
     "open, and how many list hours at all?")
def _h7():
    n, tot = hcount51('singapore', _ALLP51, 6, 16 * 60 + 15, 'h7')
    return f'#{n}; #{tot}', f'{n} of {tot} places with hours open Su 16:15'


@q51('hours', 'singapore', "is the cinema in singapore open on a friday at 7 pm?")
def _h8():
    absent51('singapore', [('amenity', 'cinema')],
             ['cinema', 'movie', 'cineplex', 'golden village', 'shaw', 'cathay', 'filmgarde', 'film'], 'h8')
    return ABSENT_ONE51, 'no cinema in the extract (tags and words)'


@q51('hours', 'baltimore', "how many places in baltimore with posted opening hours are open tuesday at 4:15 pm?")
def _h9():
    n, tot = hcount51('baltimore', _ALLP51, 1, 16 * 60 + 15, 'h9')
    return f'#{n}', f'{n} of {tot} places with hours open Tu 16:15'


@q51('hours', 'baltimore', "Baltimore, saturday evening at 8 - how many places that list their hours are open then?")
def _h10():
    n, tot = hcount51('baltimore', _ALLP51, 5, 20 * 60, 'h10')
    return f'#{n}', f'{n} of {tot} places with hours open Sa 20:00'


@q51('hours', 'baltimore', "how many stores in baltimore are open on a sunday at 8.15 in the morning? only counting "
     "ones that have hours")
def _h11():
    n, tot = hcount51('baltimore', lambda t: 'shop' in t, 6, 8 * 60 + 15, 'h11')
    return f'#{n}', f'{n} of {tot} stores with hours open Su 08:15'


@q51('hours', 'baltimore', "Is every place in Baltimore that has opening hours open at noon on a monday? yes or no, "
     "and how many are")
def _h12():
    n, tot = hcount51('baltimore', _ALLP51, 0, 12 * 60, 'h12', between=False)
    return ('!yes' if n == tot else '!no') + f'; #{n}', f'{n} of {tot} places with hours open Mo 12:00'


# ---- arithmetic
@q51('arithmetic', 'heidelberg', "how many more hotels than bars are there in heidelberg? give both counts pls")
def _r1():
    a = cnt51('heidelberg', {'tourism': 'hotel'}, 30, 'r1 hotels')
    b = cnt51('heidelberg', {'amenity': 'bar'}, 30, 'r1 bars')
    need51(a > b, 'r1 order')
    return f'#{diff51(a, b, "r1")}; #{a}; #{b}', f'hotels {a}, bars {b}'


@q51('arithmetic', 'heidelberg', "In Heidelberg, how many times as many cafes as bars are there? both counts too")
def _r2():
    a = cnt51('heidelberg', {'amenity': 'cafe'}, 30, 'r2 cafes')
    b = cnt51('heidelberg', {'amenity': 'bar'}, 30, 'r2 bars')
    r = ratio51(a, b, 'r2')
    need51(r == 3, f'r2: {r}')
    return f'!3.0 | !3 | !three times; #{a}; #{b}', f'cafes {a}, bars {b}, ratio {r:.2f}'


@q51('arithmetic', 'heidelberg', "playgrounds + kindergartens in heidelberg, how many altogether? split it up")
def _r3():
    a = cnt51('heidelberg', {'leisure': 'playground'}, 10, 'r3 playgrounds')
    b = cnt51('heidelberg', {'amenity': 'kindergarten'}, 30, 'r3 kindergartens')
    need51(a != b, 'r3 equal counts')
    return f'#{a + b}; #{a}; #{b}', f'playgrounds {a}, kindergartens {b}'


@q51('arithmetic', 'heidelberg', "Are there more bollards or gates in the Heidelberg map, and by how much?")
def _r4():
    a = cnt51('heidelberg', {'barrier': 'bollard'}, 2, 'r4 bollards')
    b = cnt51('heidelberg', {'barrier': 'gate'}, 2, 'r4 gates')
    need51(b > a, 'r4 order')
    return f'!gate; #{diff51(a, b, "r4")}; #{b}; #{a}', f'gates {b}, bollards {a}'


@q51('arithmetic', 'heidelberg', "hey, if I add up the bookshops and the music stores in heidelberg what do I get? "
     "each number too")
def _r5():
    a = cnt51('heidelberg', {'shop': 'books'}, 30, 'r5 books')
    b = cnt51('heidelberg', {'shop': 'music'}, 30, 'r5 music')
    need51(a != b, 'r5 equal counts')
    return f'#{a + b}; #{a}; #{b}', f'bookshops {a}, music stores {b}'


@q51('arithmetic', 'singapore', "singapore: crossings minus traffic lights = ? both counts")
def _r6():
    a = cnt51('singapore', {'highway': 'crossing'}, 2, 'r6 crossings')
    b = cnt51('singapore', {'highway': 'traffic_signals'}, 2, 'r6 signals')
    return f'#{diff51(a, b, "r6")}; #{a}; #{b}', f'crossings {a}, traffic signals {b}'


@q51('arithmetic', 'singapore', "What's the ratio of cafes to bars in Singapore? Give me both numbers as well.")
def _r7():
    a = cnt51('singapore', {'amenity': 'cafe'}, 30, 'r7 cafes')
    b = cnt51('singapore', {'amenity': 'bar'}, 30, 'r7 bars')
    r = ratio51(a, b, 'r7')
    need51(r == 2.5, f'r7: {r}')
    return f'!2.5; #{a}; #{b}', f'cafes {a}, bars {b}, ratio {r:.2f}'


@q51('arithmetic', 'singapore', "viewpoints and artworks in the singapore data, how many in total? with the two "
     "counts")
def _r8():
    a = cnt51('singapore', {'tourism': 'viewpoint'}, 10, 'r8 viewpoints')
    b = cnt51('singapore', {'tourism': 'artwork'}, 10, 'r8 artworks')
    need51(a != b, 'r8 equal counts')
    return f'#{a + b}; #{a}; #{b}', f'viewpoints {a}, artworks {b}'


@q51('arithmetic', 'singapore', "does singapore have more watch shops or convenience stores? by how many")
def _r9():
    a = cnt51('singapore', {'shop': 'watches'}, 30, 'r9 watches')
    b = cnt51('singapore', {'shop': 'convenience'}, 30, 'r9 convenience')
    need51(a > b, 'r9 order')
    return f'!watch; #{diff51(a, b, "r9")}; #{a}; #{b}', f'watch shops {a}, convenience stores {b}'


@q51('arithmetic', 'baltimore', "How much longer is Ralls Avenue than Bethlehem Avenue? (baltimore) give both "
     "lengths")
def _r10():
    a = street_len51('Ralls Avenue', 'r10')
    b = street_len51('Bethlehem Avenue', 'r10')
    need51(a > 1.15 * b, f'r10: {a:.0f} vs {b:.0f} not 15 % apart in this order')
    return f'~{a - b:.0f} m; ~{a:.0f} m; ~{b:.0f} m', f'lengths {a:.1f} / {b:.1f} m'


@q51('arithmetic', 'baltimore', "baltimore: fire stations plus police stations, total? and each")
def _r11():
    a = cnt51('baltimore', {'amenity': 'fire_station'}, 30, 'r11 fire')
    b = cnt51('baltimore', {'amenity': 'police'}, 30, 'r11 police')
    need51(a != b, 'r11 equal counts')
    return f'#{a + b}; #{a}; #{b}', f'fire stations {a}, police {b}'


@q51('arithmetic', 'baltimore', "How many more lanes does Wallace Street have than Webb Street in Baltimore?")
def _r12():
    for s in ('Wallace Street', 'Webb Street'):
        street_absent51(s, ('lanes', 'width', 'note', 'description'), 'r12')
    return NOTIN51, 'no lanes / width tag on any way of either street'


# ---- route
def rq51(mode, a, b, c, d, what):
    p, q = junction51(a, b, what), junction51(c, d, what)
    return route51('baltimore', mode, p, q, what)


@q51('route', 'baltimore', "how long does it take to drive from the corner of Esther Place and North East Avenue to "
     "the corner of East Hoffman Street and North Bond Street in baltimore? km and minutes")
def _t1():
    L, ls, s = rq51('car', 'Esther Place', 'North East Avenue', 'East Hoffman Street', 'North Bond Street', 't1')
    return f'~{L:.0f} m ±10%; {TIME51}', f'car {L:.0f} m (variants {min(ls):.0f}-{max(ls):.0f}), straight {s:.0f} m'


@q51('route', 'baltimore', "Driving distance in Baltimore from Ashland Court / Stirling Street to where East "
     "Baltimore Street meets North Kenwood Avenue?")
def _t2():
    L, ls, s = rq51('car', 'Ashland Court', 'Stirling Street', 'East Baltimore Street', 'North Kenwood Avenue', 't2')
    return f'~{L:.0f} m ±10%', f'car {L:.0f} m (variants {min(ls):.0f}-{max(ls):.0f}), straight {s:.0f} m'


@q51('route', 'baltimore', "baltimore - by car, how far is it from loneys lane & north east avenue to east baltimore "
     "street & north bethel street?")
def _t3():
    L, ls, s = rq51('car', 'Loneys Lane', 'North East Avenue', 'East Baltimore Street', 'North Bethel Street', 't3')
    return f'~{L:.0f} m ±10%', f'car {L:.0f} m (variants {min(ls):.0f}-{max(ls):.0f}), straight {s:.0f} m'


@q51('route', 'baltimore', "I want to cycle from Barnes Street at North Eden Street to Grogan Avenue at North Luzerne "
     "Avenue in Baltimore. How far is that and how long will it take?")
def _t4():
    L, ls, s = rq51('bike', 'Barnes Street', 'North Eden Street', 'Grogan Avenue', 'North Luzerne Avenue', 't4')
    return f'~{L:.0f} m ±10%; {TIME51}', f'bike {L:.0f} m (variants {min(ls):.0f}-{max(ls):.0f}), straight {s:.0f} m'


@q51('route', 'baltimore', "bike distance pls: brown avenue/imla street -> marshall court/south highland avenue, "
     "baltimore")
def _t5():
    L, ls, s = rq51('bike', 'Brown Avenue', 'Imla Street', 'Marshall Court', 'South Highland Avenue', 't5')
    return f'~{L:.0f} m ±10%', f'bike {L:.0f} m (variants {min(ls):.0f}-{max(ls):.0f}), straight {s:.0f} m'


@q51('route', 'baltimore', "How far would I ride my bike from the corner of East Lexington Street and North Front "
     "Street to the corner of East Baltimore Street and North Durham Street?")
def _t6():
    L, ls, s = rq51('bike', 'East Lexington Street', 'North Front Street', 'East Baltimore Street',
                    'North Durham Street', 't6')
    return f'~{L:.0f} m ±10%', f'bike {L:.0f} m (variants {min(ls):.0f}-{max(ls):.0f}), straight {s:.0f} m'


@q51('route', 'baltimore', "walking from north exeter street & north front street to east chase street & hillman "
     "street in baltimore, how far and how many minutes?")
def _t7():
    L, ls, s = rq51('foot', 'North Exeter Street', 'North Front Street', 'East Chase Street', 'Hillman Street', 't7')
    return f'~{L:.0f} m ±10%; {TIME51}', f'foot {L:.0f} m (variants {min(ls):.0f}-{max(ls):.0f}), straight {s:.0f} m'


@q51('route', 'baltimore', "What's the walking distance from where North Gay Street meets North High Street to the "
     "junction of East Hoffman Street and North Dallas Street? Baltimore")
def _t8():
    L, ls, s = rq51('foot', 'North Gay Street', 'North High Street', 'East Hoffman Street', 'North Dallas Street', 't8')
    return f'~{L:.0f} m ±10%', f'foot {L:.0f} m (variants {min(ls):.0f}-{max(ls):.0f}), straight {s:.0f} m'


@q51('route', 'baltimore', "can I walk from Mura Street & North Collington Avenue to East Baltimore Street & South "
     "Linwood Avenue in 15 minutes? how far is it")
def _t9():
    L, ls, s = rq51('foot', 'Mura Street', 'North Collington Avenue', 'East Baltimore Street', 'South Linwood Avenue',
                    't9')
    v = walk51(ls, 15, 't9')
    return ('!yes' if v else '!no') + f'; ~{L:.0f} m ±10%', f'foot {L:.0f} m (variants {min(ls):.0f}-{max(ls):.0f})'


@q51('route', 'baltimore', "Hey, is the corner of Mount Pleasant Avenue and South Fagley Street within half an "
     "hour's walk of East Baltimore Street / South Linwood Avenue? distance too")
def _t10():
    L, ls, s = rq51('foot', 'Mount Pleasant Avenue', 'South Fagley Street', 'East Baltimore Street',
                    'South Linwood Avenue', 't10')
    v = walk51(ls, 30, 't10')
    return ('!yes' if v else '!no') + f'; ~{L:.0f} m ±10%', f'foot {L:.0f} m (variants {min(ls):.0f}-{max(ls):.0f})'


@q51('route', 'heidelberg', "I'm in heidelberg, how far do I have to walk to the nearest bowling alley?")
def _t11():
    absent51('heidelberg', [('leisure', 'bowling_alley'), ('sport', '9pin'), ('sport', '10pin'), ('sport', 'bowling')],
             ['bowling', 'kegel', 'bowl'], 't11')
    return ABSENT_ONE51, 'no bowling alley in the extract (tags and words)'


@q51('route', 'singapore', "singapore: how long would it take me to walk to the public library?")
def _t12():
    absent51('singapore', [('amenity', 'library'), ('shop', 'books')], ['librar', 'bibliot', 'nlb', 'book'], 't12')
    return ABSENT_ONE51, 'no library in the extract (tags and words)'


# ---- aggregate
@q51('aggregate', 'heidelberg', "how many jewellery shops are there in heidelberg")
def _g1():
    n = cnt51('heidelberg', {'shop': 'jewelry'}, 30, 'g1')
    return f'#{n}', f'{n} shop=jewelry'


@q51('aggregate', 'heidelberg', "are there more than 30 cafes in Heidelberg?")
def _g2():
    n = cnt51('heidelberg', {'amenity': 'cafe'}, 30, 'g2')
    return ('!yes' if thresh51(n, 30, 'g2') else '!no') + f'; #{n}', f'{n} cafes'


@q51('aggregate', 'heidelberg', "How many of the hotels in Heidelberg have their own restaurant?")
def _g3():
    n = cnt51('heidelberg', {'tourism': 'hotel'}, 30, 'g3')
    k = sum(1 for f in kind51('heidelberg', {'tourism': 'hotel'}) if f.tags.get('restaurant') == 'yes')
    wide = kind51('heidelberg', {'tourism': ('hotel', 'hostel', 'guest_house', 'motel')})
    k2 = sum(1 for f in wide if f.tags.get('restaurant') == 'yes')
    need51(k == k2, f'g3: {k} vs {k2} with hostels / guest houses / motels')
    need51(0 < k < n, f'g3: {k} of {n}')
    return f'#{k}', f'{k} of {n} hotels with restaurant=yes'


@q51('aggregate', 'heidelberg', "Which kind of store is the most common in Heidelberg?")
def _g4():
    fs = [f for f in _DATA51['heidelberg'].feats if 'shop' in f.tags]
    w, c = most_common51('heidelberg', fs, 'shop', 'g4')
    need51(w == 'clothes', w)
    return '!clothes | !clothing | !fashion', f'shop values {c[:4]}'


@q51('aggregate', 'singapore', "how many MRT entrances does the singapore map have")
def _g5():
    n = cnt51('singapore', {'railway': 'subway_entrance'}, 10, 'g5')
    return f'#{n}', f'{n} railway=subway_entrance'


@q51('aggregate', 'singapore', "More than 60 pedestrian crossings in Singapore? yes/no + the count")
def _g6():
    n = cnt51('singapore', {'highway': 'crossing'}, 2, 'g6')
    return ('!yes' if thresh51(n, 60, 'g6') else '!no') + f'; #{n}', f'{n} crossings'


@q51('aggregate', 'singapore', "how many of singapore's public toilets are wheelchair accessible?")
def _g7():
    n = cnt51('singapore', {'amenity': 'toilets'}, 10, 'g7')
    k = sum(1 for f in kind51('singapore', {'amenity': 'toilets'}) if f.tags.get('wheelchair') == 'yes')
    need51(0 < k < n, f'g7: {k} of {n}')
    return f'#{k}', f'{k} of {n} toilets with wheelchair=yes'


@q51('aggregate', 'singapore', "in the singapore data, which type of amenity is there the most of?")
def _g8():
    fs = [f for f in _DATA51['singapore'].feats if 'amenity' in f.tags]
    w, c = most_common51('singapore', fs, 'amenity', 'g8')
    need51(w == 'restaurant', w)
    return '!restaurant', f'amenity values {c[:4]}'


@q51('aggregate', 'singapore', "how many kindergartens or childcare centres are there in singapore?")
def _g9():
    absent51('singapore', [('amenity', 'kindergarten'), ('amenity', 'childcare')],
             ['kindergarten', 'childcare', 'child care', 'preschool', 'pre-school', 'nursery', 'playgroup', 'kinder'],
             'g9')
    return ABSENT_COUNT51, 'no kindergarten or childcare in the extract (tags and words)'


@q51('aggregate', 'baltimore', "How many gas stations are there in baltimore?")
def _g10():
    n = cnt51('baltimore', {'amenity': 'fuel'}, 30, 'g10')
    return f'#{n}', f'{n} amenity=fuel'


@q51('aggregate', 'baltimore', "baltimore has more than 15 fast food places, right?")
def _g11():
    n = cnt51('baltimore', {'amenity': 'fast_food'}, 30, 'g11')
    return ('!yes' if thresh51(n, 15, 'g11') else '!no') + f'; #{n}', f'{n} fast food'


@q51('aggregate', 'baltimore', "how many cafes in Baltimore have wifi?")
def _g12():
    n = cnt51('baltimore', {'amenity': 'cafe'}, 30, 'g12')
    k = sum(1 for f in kind51('baltimore', {'amenity': 'cafe'})
            if f.tags.get('internet_access') in ('yes', 'wlan', 'wifi', 'free', 'public'))
    need51(0 < k < n, f'g12: {k} of {n}')
    return f'#{k}', f'{k} of {n} cafes with internet_access yes/wlan/wifi/free/public'

# ---------------------------------------------------------------- checks of the whole set, --check / --write
FILES51 = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
FIXED51 = {x.strip() for x in (NOTIN51 + ' | ' + TIME51).split('|')} | {'!yes', '!no', '!none'}
_ITEM51 = _re51.compile(r'^(#\d+|~\d+ m( ±10%)?|![^|;]+)$')


def check_older_adds51():
    """each name of VAL51_ADD is an exact feature name of the extracts."""
    names = {f.tags.get('name') for h in _DATA51.values() for f in h.feats}
    for n in VAL51_ADD:
        need51(n in names, f'VAL51_ADD: {n!r} is not a feature name of the extracts')


def gold_items_ok51(gold, what):
    for item in gold.split('; '):
        for alt in item.split(' | '):
            need51(_ITEM51.match(alt), f'{what}: bad gold item {alt!r}')
            if alt in FIXED51 or alt.startswith('#') or alt.startswith('~'):
                continue
            text = alt[1:]
            if _re51.fullmatch(r'[\d.:]+( ?(am|pm|m|km|min|minutes?|times?))?', text):
                continue
            need51(not older_hits51(text), f'{what}: gold item {alt!r} holds an older name {older_hits51(text)}')


def compute51():
    load51()
    check_older_adds51()
    rows, fragile = {k: [] for k in FILES51}, []
    seen = set()
    for file, town, text, fn in Q51:
        what = f'val51-{file}.tsv:{len(rows[file]) + 3}'
        try:
            need51(text not in seen, f'{what}: duplicate question')
            seen.add(text)
            need51('\t' not in text, f'{what}: tab in question')
            hits = older_hits51(text)
            need51(not hits, f'{what}: question holds older names {hits}')
            gold, figs = fn()
            gold_items_ok51(gold, what)
        except Fragile51 as e:
            fragile.append(f'{what}: {e}')
            gold, figs = None, f'FRAGILE: {e}'
        rows[file].append((text, town, gold, figs))
    for k in FILES51:
        if len(rows[k]) != 12:
            fragile.append(f'val51-{k}.tsv: {len(rows[k])} questions, not 12')
    return rows, fragile


HEADER51 = ('# val51 {kind}: held out, written 2026-12-01 before any run on it; never tune on it (see README-val51.md)\n'
            '# question\tgold\tkind\n')


def main51(argv):
    here = _Path51(__file__).resolve().parent
    rows, fragile = compute51()
    if '--write' in argv:
        if fragile:
            for f in fragile:
                print('FRAGILE', f)
            print('refused: fragile golds, nothing written')
            return 1
        for k in FILES51:
            with open(here / f'val51-{k}.tsv', 'w', encoding='utf-8') as fh:
                fh.write(HEADER51.format(kind=k))
                for text, town, gold, figs in rows[k]:
                    fh.write(f'{text}\t{gold}\tone\n')
        print('written')
        return 0
    if '--check' in argv:
        bad = list(fragile)
        for k in FILES51:
            p = here / f'val51-{k}.tsv'
            if not p.exists():
                bad.append(f'{p.name}: missing')
                continue
            lines = p.read_text(encoding='utf-8').split('\n')
            if lines and lines[-1] == '':
                lines = lines[:-1]
            if len(lines) != len(rows[k]) + 2 or not all(l.startswith('#') for l in lines[:2]):
                bad.append(f'{p.name}: {len(lines)} lines, header or length differs')
            for i, (text, town, gold, figs) in enumerate(rows[k]):
                ln = i + 3
                want = f'{text}\t{gold}\tone'
                have = lines[ln - 1] if ln - 1 < len(lines) else None
                if gold is None or have != want:
                    bad.append(f'{p.name}:{ln}: differs (file: {have!r}; computed: {want!r})')
        for b in bad:
            print('FAIL', b)
        print('check:', 'FAILED' if bad else 'OK', f'({sum(len(v) for v in rows.values())} questions)')
        return 1 if bad else 0
    for k in FILES51:
        for text, town, gold, figs in rows[k]:
            print(f'[{k} | {town}] {text}\n    gold: {gold}\n    figures: {figs}')
    for f in fragile:
        print('FRAGILE', f)
    return 1 if fragile else 0


if __name__ == '__main__':
    _sys51.exit(main51(_sys51.argv[1:]))
