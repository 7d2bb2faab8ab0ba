"""gold_val58.py - recomputes every gold of the "beyond" validation set 58 (held out; see README-val58.md).

Set 58 is written over Icelandic towns of the national extract
shared/data/osm-scale/iceland-2019-outside-capital-and-akureyri.osm.pbf (Geofabrik 2019; capital region and
Akureyri cut out). Every gold is computed from the raw OSM tags and geometries with osmium, shapely, pyproj,
networkx and numpy only. Map data (c) OpenStreetMap contributors, ODbL 1.0.

    python -B gold_val58.py            print question, town, kind, gold and figures (and any fragile gold)
    python -B gold_val58.py --check    compare with the five val58-*.tsv (exit 1 naming file and line on any
                                       difference or fragile gold)
    python -B gold_val58.py --write    rewrite the five TSVs (refused while any gold is fragile)

Lines 17-1199 are the older places block (gold_val57's lines 17-1180 copied unchanged, then this set's
VAL58_ADD / LEFT_OUT_VAL58_ADD and the two merges); this set's own code follows. GEOREACT_SCALE_DIR gives the
national extract's folder; GEOREACT_FRESH_DIR is accepted but not read.
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
# ================================================================ val53 set (written for this set)
# README-val52's "Places used" streets and its street-corner streets (its dropped candidates are no feature names)
VAL53_ADD = ['Hyson Street', 'South East Avenue', 'Pointe Villas South', 'May Court', 'Peachleaf Court', 'Horners Lane',
             "Dugan's Wharf", 'Whetstone Way', 'Armistead Avenue', 'Rutland Avenue', 'Bessemer Avenue', 'Iris Avenue',
             'Brentwood Avenue', 'Roberts Avenue', 'Jefferson Street', 'North Port Street', 'Aisquith Street',
             'Young Court', 'Belt Street', 'East Gittings Street', 'Decatur Street', 'East Clement Street',
             'Cardiff Avenue', 'South Bonsal Street', 'Cassell Drive', 'Savage Street', 'Adams Place', 'Conley Street',
             'Shipview Way', 'Congress Court', 'South Regester Street', 'North Montford Avenue', 'Ellsworth Street',
             'North Chester Street', 'Rodman Way', 'Steiger Way', 'Leverton Avenue', 'South Bouldin Street',
             'North Ellwood Avenue', 'Saint James Street', 'Sapp Street', 'North Curley Street', 'Armistead Way',
             'North Central Avenue', 'Pearleaf Court', 'East Street', 'Ensor Street']
# README-val52's values and short mentions
LEFT_OUT_VAL53_ADD = ['private', 'roundabout', 'tunnel']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL53_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL53_ADD))
# ================================================================ val54 set (written for this set)
# README-val53's "Places used" streets and its street-corner streets (its dropped candidates are no feature names)
VAL54_ADD = ['North Highland Avenue', 'South Wolfe Street', 'South Bond Street', 'Covington Street', 'Douglas Court',
             'Beason Street', 'Ajax Alley', 'North Haven Street', 'South Baylis Street', 'South Decker Avenue',
             'Homewood Avenue', 'Bushey Street', 'Pembrooke Boulevard', 'Williams Avenue', 'Eastbourne Avenue',
             'Malvern Avenue', 'Maple Avenue', 'Oak Avenue', 'Boyle Street', 'Harvey Street', 'Cuba Street',
             'Richardson Street', 'Harford Court', 'Wilmot Court', 'North Bradford Street', 'Waldo Court',
             'Alricks Way', 'Evans Way', 'Hampstead Court', 'Narroway Court', 'Flat Iron Alley', 'Mott Street',
             'Lina Court', 'South Dallas Street', 'Joplin Street', 'Parnell Avenue', 'Patapsco Avenue',
             'East Falls Avenue', 'Fawn Street', 'North Spring Street', 'South Spring Street', 'Slemmers Alley',
             'Valley Street', 'Spangler Way', 'Lerew Way', 'Newcomb Way', 'South Frederick Street', 'Water Street']
# README-val53's values and short mentions
LEFT_OUT_VAL54_ADD = ['MD 150', '25 mph', 'bike lane', 'cobblestones', 'speed limit']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL54_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL54_ADD))
# ================================================================ val55 set (written for this set)
# README-val54's "Places used": the Baltimore streets asked about, the corner streets and its dropped candidate
VAL55_ADD = ['Beryl Avenue', 'South Drew Street', 'North Dallas Court', 'North Potomac Street', 'North Linwood Avenue',
             'Jackson Street', 'North Glover Street', 'Webster Street', 'McKay Court', 'North Janney Street',
             'North Streeper Street', 'Selfridge Avenue', 'Marne Avenue', 'East Barney Street', 'East Randall Street',
             'East Heath Street']
# README-val54's short mentions (no new values)
LEFT_OUT_VAL55_ADD = ['traffic lights', 'traffic signals', 'lanes', 'one-way']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL55_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL55_ADD))
# ================================================================ val56 set (written for this set)
# README-val55's places used and dropped candidates that are feature names (checked by check_older_adds56)
VAL56_ADD = ['Halldórskaffi', 'Suður-Vík', 'Hostel Vík', 'Lava Cafe', 'Kronan', 'N1', 'Brydebúð',
             'Icelandair Hotel Vik', 'Welcome Hotel Vík', 'Víkurkirkja', 'Bónus', 'Kjöt & Kúnst', 'Hotel Örk',
             'Laugaskarð', 'Hveragerðiskirkja', 'Frost and Fire', 'Vínbúðin', 'Pakkhus', 'Humarhöfnin',
             'Café Giddy', 'Nettó', 'Hafnarbúðin', 'Hótel Höfn', 'HI Hostel Höfn', 'Hotel Edda', 'Ráðhúsið',
             'Pósturinn', 'Lyfja', 'Hótel Edda Neskaupstaður', 'Nesbakki', 'Samkaup Úrval', 'Norðfjarðarkirkja',
             'Ströndin', 'Hafnarkirkja', 'Puffin hostel', 'The Soup Company',
             'Vík', 'Hveragerði', 'Hveragerðisbær', 'Höfn', 'Neskaupstaður']
# README-val55's short mentions
LEFT_OUT_VAL56_ADD = ['greenhouses', 'petrol stations']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL56_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL56_ADD))
# ================================================================ val57 set (written for this set)
# README-val56's places used (towns, named places, dropped candidates that are feature names; its trip-only ends
# Sauðárkrókur, Ólafsfjörður, Dalvík, Hofsós, Reyðarfjörður, Eskifjörður are not added: a trip may end there)
VAL57_ADD = ['Keflavík', 'Siglufjörður', 'Vestmannaeyjabær', 'Vestmannaeyjar', 'Seyðisfjörður',
             'Seyðisfjarðarkaupstaður', 'Cafe DUUS', 'Thai Keflavík', 'OlsenOlsen Diner', 'Lemon', 'Duus Museum',
             'Vikingaheimar', 'Keflavíkurkirkja', 'Paddys Irish Pub', 'Hotel Duus', 'Kaffi Rauðka', 'Hannes Boy Café',
             'Aðalbakarinn', 'Siglufjarðarkirkja', 'Síldarminjasafnið', 'Sundhöll Siglufjarðar', 'Siglo Hotel', 'Gott',
             'Fiska- og náttúrugripasafn', 'Landakirkja', 'Eldheimar', 'Herjólfur', 'Stafkirkjan í Vestmannaeyjum',
             'Samkaup Strax', 'HI Hostel Seyðisfjörður', 'Hótel Snæfell', 'Nord Austur - Sushi & Bar', 'Norð Austur',
             'Bókasafn Seyðisfjarðar', 'Tækniminjasafn Austurlands', 'Sundhöll', 'Stapakot', 'Hotel Keflavik',
             'Airport Hotel Aurora Star', 'Hotel Keilir', 'Hólsvöllur', 'Grindavík', 'Garður', 'Canton', 'Tanginn',
             'Póley', 'Vöruval', 'Bjarni Þorsteinsson']
# README-val56's short mentions
LEFT_OUT_VAL57_ADD = ['gas stations', 'car rental']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL57_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL57_ADD))
# ================================================================ val58 set (written for this set)
# README-val57's places used (towns, named places, dropped candidates that are feature names; its trip-only ends
# Vopnafjörður, Laugarvatn, Ólafsvík, Reykhólar are not added: a trip may end there)
VAL58_ADD = ['Reykjahlíð', 'Hvolsvöllur', 'Hvammstangi', 'Grundarfjörður', 'Hólmavík', 'Hike & Bike', 'Gamli Bistro',
             'Mývatnsstofa', 'Vogafjós Farm Resort', 'Reykjahlíðarkirkja', 'Sundlaugin Reykjahlíð', 'Fosshótel Mývatn',
             'Hotel Reykjahlíð', 'Spói Guesthouse', 'Hótel Hvolsvöllur', 'Lava Centre', 'Gallerý Pizza', 'Katla',
             'Heilsugæsla Rangárþings', 'Hvolsvöllur Camping Grounds', 'Selasetur Íslands, Upplýsingamiðstöð',
             'Upplýsingamiðstöð', 'Hvammstangi Hostel', 'Brauð og kökugerðin', 'Kaupfélag Vestur Húnvetninga', 'ÁTVR',
             'Hvammstangakirkja', 'Láki - Hafnarkaffi', 'Bjargarsteinn Mathús', 'Kaffi Emil', 'Kaffi 59',
             'Grundarfjarðarkirkja', 'Hótel Framnes', 'The Old Post Office', 'Finna Hotel', 'Kaupfélagið',
             'Hólmavíkurkirkja', 'Museum of Sorcery and Witchcraft', 'Sundlaugin Hólmavík', 'Kriukot', 'Steinhúsið',
             'Kirkjubæjarklaustur', 'Flúðir', 'Búðardalur', 'Drangsnes', 'Bjarg', 'Sampkaup Strax', 'Gistiheimili Eldá',
             'Móttaka Eldár Gistiheimilis', 'Lyfja Hvammstanga', 'Welcome Hotel Hvammstangi',
             'Bardúsa verslunarminjasafn', 'Heilbrigðisstofnun vesturlands', 'Félagsheimilið Hvammstanga',
             'Guðmundur Jóhannesson', 'Kidka']
# README-val57's short mentions (and "Selasetur Íslands", asked by val57 but not an exact feature name)
LEFT_OUT_VAL58_ADD = ['campsites', 'fuel stations', 'petrol pumps', 'bowling alley', 'Selasetur Íslands']
OLDER_SETS = list(dict.fromkeys(OLDER_SETS + VAL58_ADD))
LEFT_OUT = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL58_ADD))
# ================================================================ val58 code
import os as _os, re as _re, sys as _sys, math as _math, pickle as _pickle, unicodedata as _ud, collections as _col
from pathlib import Path as _Path
import numpy as _np
import osmium as _osmium
from shapely import wkb as _wkb
from shapely.geometry import Point as _Point
import shapely as _shapely
from pyproj import Geod as _Geod, Transformer as _Transformer, CRS as _CRS
import networkx as _nx

G58 = _Geod(ellps='WGS84')
POIK58 = ('amenity', 'shop', 'tourism', 'leisure', 'office', 'craft', 'historic', 'healthcare')
NOTDATA = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIMEQ = '!min | !minute | !hour'
REFUSED_IDS58 = {('n', 1929023727), ('n', 1929023728)}          # README-val56's unnamed anchors (Seyðisfjörður)
REFUSED_KINDS58 = [('Hveragerði', 'building', 'greenhouse')]    # README-val55's kind-only anchor
TOWNS58 = {}   # name -> place node id (filled from the data; must be unique among town/village/city/hamlet/farm)
CAR58 = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
         'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NONWAY58 = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
            'services', 'razed', 'disused', 'bus_guideway', 'escape'}


class Frag58(Exception):
    pass


def need58(c, msg):
    if not c:
        raise Frag58(msg)


def fold(s):
    s = s.lower().replace('þ', 'th').replace('ð', 'd').replace('æ', 'ae').replace('ø', 'o').replace('’', "'")
    s = _ud.normalize('NFKD', s)
    return ''.join(ch for ch in s if not _ud.combining(ch))


def scale_dir():
    d = _os.environ.get('GEOREACT_SCALE_DIR')
    return _Path(d) if d else _Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-scale'


class _H58(_osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.wkb = _osmium.geom.WKBFactory()
        self.feats, self.places, self.ways = [], [], []

    def node(self, n):
        t = dict(n.tags)
        if not t:
            return
        if 'place' in t:
            self.places.append((n.id, t, n.location.lon, n.location.lat))
        if any(k in t for k in POIK58) or 'name' in t:
            self.feats.append(('n', n.id, t, self.wkb.create_point(n)))

    def way(self, w):
        t = dict(w.tags)
        hw = t.get('highway')
        if hw and hw not in NONWAY58:
            try:
                ids = [nd.ref for nd in w.nodes]
                lo = [nd.location.lon for nd in w.nodes]
                la = [nd.location.lat for nd in w.nodes]
            except Exception:
                return
            keep = {k: v for k, v in t.items() if k in ('highway', 'access', 'oneway', 'junction', 'foot', 'bicycle',
                    'motor_vehicle', 'motorcar', 'oneway:bicycle', 'cycleway', 'area', 'name')}
            self.ways.append((w.id, keep, _np.array(ids, dtype=_np.int64), _np.array(lo), _np.array(la)))

    def area(self, a):
        t = dict(a.tags)
        if any(k in t for k in POIK58) or 'name' in t or 'place' in t or t.get('boundary') == 'administrative':
            try:
                g = self.wkb.create_multipolygon(a)
            except Exception:
                return
            self.feats.append(('w' if a.from_way() else 'r', a.orig_id(), t, g))


class F58:
    __slots__ = ('typ', 'id', 'tags', 'geom', 'pt')

    def __init__(self, typ, i, tags, g):
        self.typ, self.id, self.tags = typ, i, tags
        self.geom = _wkb.loads(g, hex=False) if isinstance(g, (bytes, bytearray)) else _wkb.loads(bytes.fromhex(g))
        self.pt = self.geom if typ == 'n' else self.geom.centroid

    @property
    def name(self):
        return self.tags.get('name')

    def key(self):
        return (self.typ, self.id)


def load58():
    cache = _os.environ.get('VAL58_DEVCACHE')
    if cache and _os.path.exists(cache):
        with open(cache, 'rb') as fh:
            raw = _pickle.load(fh)
    else:
        h = _H58()
        h.apply_file(str(scale_dir() / 'iceland-2019-outside-capital-and-akureyri.osm.pbf'), locations=True,
                     idx='flex_mem')
        raw = (h.feats, h.places, h.ways)
        if cache:
            with open(cache, 'wb') as fh:
                _pickle.dump(raw, fh)
    feats = [F58(*x) for x in raw[0]]
    return {'feats': feats, 'places': raw[1], 'ways': raw[2]}


# ---------------------------------------------------------------- geometry
def aeqd(lon, lat):
    return _Transformer.from_crs('EPSG:4326', _CRS.from_proj4('+proj=aeqd +lat_0=%f +lon_0=%f +datum=WGS84' % (lat, lon)),
                                 always_xy=True).transform


def _transform(tr, g):
    return _shapely.transform(g, lambda a: _np.column_stack(tr(a[:, 0], a[:, 1])))


def dist58(a, b):
    """nearest-point distance between real geometries and between centroids (m), in a local AEQD."""
    tr = aeqd(a.pt.x, a.pt.y)
    ga, gb = _transform(tr, a.geom), _transform(tr, b.geom)
    return ga.distance(gb), _transform(tr, a.pt).distance(_transform(tr, b.pt))


def area58(f):
    return abs(G58.geometry_area_perimeter(f.geom)[0])


def straight(lon1, lat1, lon2, lat2):
    return G58.inv(lon1, lat1, lon2, lat2)[2]


# ---------------------------------------------------------------- places
TOWN_PICK58 = {'Reykholt': 449230556}   # the village; a hamlet 45 km away shares the name (no route ends there)


def town_node(D, town, pick=True):
    if pick and town in TOWN_PICK58:
        return [p for p in D['places'] if p[0] == TOWN_PICK58[town]][0]
    c = [p for p in D['places'] if p[1].get('name') == town and
         p[1].get('place') in ('town', 'village', 'city', 'hamlet', 'farm')]
    need58(len(c) == 1, 'town %s: %d place nodes' % (town, len(c)))
    return c[0]


def near_town(D, town, km):
    _, _, lon, lat = town_node(D, town)
    out = []
    for f in D['feats']:
        if straight(lon, lat, f.pt.x, f.pt.y) <= km * 1000:
            out.append(f)
    return out


_NT = {}


def town_feats(D, town):
    if town not in _NT:
        _, _, lon, lat = town_node(D, town)
        cos = _math.cos(_math.radians(lat))
        fs = [f for f in D['feats'] if abs(f.pt.x - lon) * cos * 111.3 < 7 and abs(f.pt.y - lat) * 111.2 < 7]
        _NT[town] = [f for f in fs if straight(lon, lat, f.pt.x, f.pt.y) <= 6000]
    return _NT[town]


def is_poi(f):
    return any(k in f.tags for k in POIK58)


def words_in(m, s):
    return _re.search(r'(?<![\w])' + _re.escape(fold(m)) + r'(?![\w])', fold(s)) is not None


def place58(D, town, mention):
    _, _, lon, lat = town_node(D, town)
    hits = [f for f in town_feats(D, town) if is_poi(f) and straight(lon, lat, f.pt.x, f.pt.y) <= 5000 and
            any(words_in(mention, f.tags.get(k, '')) for k in ('name', 'name:en'))]
    names = {f.tags.get('name') or f.tags.get('name:en') for f in hits}
    need58(len(hits) == 1, '%s in %s: %d features %s' % (mention, town, len(hits), names))
    f = hits[0]
    need58(straight(lon, lat, f.pt.x, f.pt.y) <= 3000, '%s beyond 3 km of %s' % (mention, town))
    need58(f.key() not in REFUSED_IDS58, 'refused id')
    return f


def kind_feats(D, town, pred, km=6):
    _, _, lon, lat = town_node(D, town)
    return [f for f in town_feats(D, town) if pred(f.tags) and straight(lon, lat, f.pt.x, f.pt.y) <= km * 1000]


def radius58(D, town, center, pred, R, what):
    out = []
    for f in town_feats(D, town):
        if f is center or not pred(f.tags):
            continue
        d, dc = dist58(center, f)
        if min(d, dc) > 1.3 * R:
            continue
        need58(abs(d - R) > 0.05 * R and abs(dc - R) > 0.05 * R, '%s: candidate %s near radius (%.0f/%.0f)' %
               (what, f.name, d, dc))
        need58((d <= R) == (dc <= R), '%s: %s in by one reading only' % (what, f.name))
        if d <= R:
            out.append(f)
    nodup58(out, what)
    return out


def nodup58(fs, what):
    for a in fs:
        for b in fs:
            if a is b or a.key() >= b.key():
                continue
            if a.name == b.name or not a.name or not b.name:
                need58(dist58(a, b)[0] > 30, '%s: %s / %s may be one place' % (what, a.name, b.name))


def extent58(D, typ, i):
    for f in D['feats']:
        if f.typ == typ and f.id == i:
            return f
    raise Frag58('extent missing')


def in_extent(D, ext, pred, what):
    tr = aeqd(ext.pt.x, ext.pt.y)
    poly = _transform(tr, ext.geom)
    bnd = poly.boundary
    out = []
    minx, miny, maxx, maxy = ext.geom.bounds
    for f in D['feats']:
        if not pred(f.tags) or not (minx - .01 <= f.pt.x <= maxx + .01 and miny - .01 <= f.pt.y <= maxy + .01):
            continue
        g = _transform(tr, f.geom)
        need58(g.distance(bnd) > 30 or not poly.intersects(g) and g.distance(poly) > 30,
               '%s: %s within 30 m of the extent edge' % (what, f.name))
        if poly.contains(_transform(tr, f.pt)):
            out.append(f)
    nodup58(out, what)
    return out


def only_one(D, town, pred, what, km=6):
    fs = kind_feats(D, town, pred, km)
    need58(len(fs) == 1, '%s: %d features' % (what, len(fs)))
    return fs[0]


# ---------------------------------------------------------------- tags
def phone_gold(v):
    d = _re.sub(r'\D', '', v)
    if d.startswith('00354'):
        d = d[5:]
    elif d.startswith('354') and len(d) == 10:
        d = d[3:]
    need58(len(d) == 7, 'phone %r' % v)
    return '!%s %s | !%s | !%s-%s' % (d[:3], d[3:], d, d[:3], d[3:])


def web_gold(v):
    v = _re.sub(r'^https?://', '', v.strip())
    v = _re.sub(r'^www\.', '', v).rstrip('/')
    return '!' + v


def tag_of(f, keys):
    for k in keys:
        if k in f.tags:
            return f.tags[k]
    return None


# ---------------------------------------------------------------- hours
DAYS58 = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']


def _dsel(sel):
    out = set()
    for part in sel.split(','):
        part = part.strip()
        if part == 'PH':
            continue
        if '-' in part:
            a, b = part.split('-')
            need58(a in DAYS58 and b in DAYS58, 'day %r' % part)
            i = DAYS58.index(a)
            while True:
                out.add(DAYS58[i])
                if DAYS58[i] == b:
                    break
                i = (i + 1) % 7
        else:
            need58(part in DAYS58, 'day %r' % part)
            out.add(part)
    return out


def sched58(v):
    v = v.strip()
    if v == '24/7':
        return {d: [(0, 1440)] for d in DAYS58}
    s = {}
    for rule in [r.strip() for r in v.split(';') if r.strip()]:
        m = _re.match(r'^((?:(?:Mo|Tu|We|Th|Fr|Sa|Su|PH)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)(?:, ?(?:Mo|Tu|We|Th|Fr|Sa|Su|PH)'
                      r'(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)*)\s+(.*)$', rule)
        need58(m, 'hours rule %r' % rule)
        days = _dsel(m.group(1).replace(' ', ''))
        body = m.group(2).strip()
        if body in ('off', 'closed'):
            iv = []
        else:
            iv = []
            for r in body.split(','):
                mm = _re.match(r'^(\d\d?):(\d\d)-(\d\d?):(\d\d)$', r.strip())
                need58(mm, 'hours range %r' % r)
                a = int(mm.group(1)) * 60 + int(mm.group(2))
                b = int(mm.group(3)) * 60 + int(mm.group(4))
                need58(b > a, 'past midnight %r' % r)
                iv.append((a, b))
        for d in days:
            s[d] = iv
    return s


def is_open58(s, day, m):
    return any(a <= m < b for a, b in s.get(day, []))


def verdict58(f, day, hh, mm, what):
    v = f.tags.get('opening_hours')
    need58(v, '%s: no opening_hours' % what)
    s = sched58(v)
    m = hh * 60 + mm
    r = is_open58(s, day, m)
    for dm in range(-15, 16):
        need58(is_open58(s, day, m + dm) == r, '%s: verdict moves within 15 min' % what)
    return r


def single58(f, day, what):
    s = sched58(f.tags['opening_hours'])
    iv = s.get(day, [])
    need58(len(iv) == 1, '%s: %s not a single interval' % (what, day))
    return iv[0]


def tgold(m):
    h, mi = divmod(m, 60)
    h12 = h % 12 or 12
    ap = 'am' if h < 12 else 'pm'
    alts = ['!%02d:%02d' % (h, mi), '!%d:%02d' % (h, mi)] if h < 10 else ['!%02d:%02d' % (h, mi)]
    if mi == 0:
        alts += ['!%d %s' % (h12, ap), '!%d%s' % (h12, ap)]
    alts += ['!%d:%02d %s' % (h12, mi, ap), '!%d:%02d%s' % (h12, mi, ap)]
    return ' | '.join(dict.fromkeys(alts))


# ---------------------------------------------------------------- routing
_SEGL = {}


def seglens(w):
    k = w[0]
    if k not in _SEGL:
        _SEGL[k] = G58.inv(w[3][:-1], w[4][:-1], w[3][1:], w[4][1:])[2] if len(w[2]) > 1 else _np.zeros(0)
    return _SEGL[k]


def dirs58(t, mode, variant):
    """(forward, backward) usable for a way's tags, or None."""
    hw = t.get('highway')
    acc = t.get('access')
    ow = t.get('oneway')
    implied = variant == 'implied' and (t.get('junction') in ('roundabout', 'circular') or hw in ('motorway',))
    if mode == 'car':
        if hw not in CAR58 or acc in ('no', 'private'):
            return None
        if variant == 'strict' and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')):
            return None
    elif mode == 'bike':
        ok = (hw in CAR58 and hw not in ('motorway', 'trunk', 'motorway_link', 'trunk_link')) or \
             hw in ('cycleway', 'path', 'track') or t.get('bicycle') in ('yes', 'designated')
        if not ok or t.get('bicycle') == 'no':
            return None
        if variant == 'strict' and acc in ('no', 'private') and t.get('bicycle') not in ('yes', 'designated'):
            return None
        if variant == 'nooneway' or t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite'):
            return (True, True)
    else:
        if hw in ('motorway', 'trunk', 'motorway_link', 'trunk_link') or t.get('foot') == 'no':
            return None
        if variant == 'strict' and acc in ('no', 'private') and t.get('foot') not in ('yes', 'designated', 'permissive'):
            return None
        return (True, True)
    if ow in ('yes', 'true', '1') or implied:
        return (True, False)
    if ow == '-1':
        return (False, True)
    return (True, True)


_GR = {}


def graph58(D, key, mode, variant, bbox=None):
    """bbox None: whole extract, contracted to junctions; else an uncontracted graph of the ways in bbox."""
    ck = (key, mode, variant)
    if ck in _GR:
        return _GR[ck]
    G = _nx.DiGraph()
    pos = {}
    ways = []
    for w in D['ways']:
        if bbox is not None:
            lo, la = w[3], w[4]
            if not ((lo >= bbox[0]) & (lo <= bbox[2]) & (la >= bbox[1]) & (la <= bbox[3])).any():
                continue
        dr = dirs58(w[1], mode, variant)
        if dr is None:
            continue
        ways.append((w, dr))
    if bbox is None:
        cnt = _col.Counter()
        for w, dr in ways:
            cnt.update(w[2].tolist())
            cnt[int(w[2][0])] += 1
            cnt[int(w[2][-1])] += 1
    for w, dr in ways:
        ids, lo, la = w[2], w[3], w[4]
        sl = seglens(w)
        if bbox is None:
            start, acc = 0, 0.0
            for j in range(1, len(ids)):
                acc += sl[j - 1]
                if cnt[int(ids[j])] > 1 or j == len(ids) - 1:
                    a, b = int(ids[start]), int(ids[j])
                    pos[a] = (lo[start], la[start]); pos[b] = (lo[j], la[j])
                    if a != b:
                        if dr[0] and (not G.has_edge(a, b) or G[a][b]['w'] > acc):
                            G.add_edge(a, b, w=acc)
                        if dr[1] and (not G.has_edge(b, a) or G[b][a]['w'] > acc):
                            G.add_edge(b, a, w=acc)
                    start, acc = j, 0.0
        else:
            for j in range(1, len(ids)):
                a, b = int(ids[j - 1]), int(ids[j])
                pos[a] = (lo[j - 1], la[j - 1]); pos[b] = (lo[j], la[j])
                if a == b:
                    continue
                if dr[0]:
                    G.add_edge(a, b, w=sl[j - 1])
                if dr[1]:
                    G.add_edge(b, a, w=sl[j - 1])
    big = max(_nx.strongly_connected_components(G), key=len)
    ids = _np.array(list(pos.keys()), dtype=_np.int64)
    xy = _np.array([pos[i] for i in ids.tolist()])
    inbig = _np.array([i in big for i in ids.tolist()])
    _GR[ck] = (G, ids, xy, inbig)
    return _GR[ck]


def snap58(gr, lon, lat, lscc, maxd):
    G, ids, xy, inbig = gr
    sel = inbig if lscc else _np.ones(len(ids), bool)
    cos = _math.cos(_math.radians(lat))
    d2 = ((xy[:, 0] - lon) * cos) ** 2 + (xy[:, 1] - lat) ** 2
    d2 = _np.where(sel, d2, _np.inf)
    k = _np.argsort(d2)[:20]
    best = min(k.tolist(), key=lambda j: straight(lon, lat, xy[j, 0], xy[j, 1]))
    d = straight(lon, lat, xy[best, 0], xy[best, 1])
    need58(d <= maxd, 'snap %.0f m' % d)
    return int(ids[best])


def _sp(G, a, b):
    try:
        return _nx.dijkstra_path_length(G, a, b, weight='w')
    except _nx.NetworkXNoPath:
        raise Frag58('no path')


def route_town(D, town, mode, fa, fb, what):
    _, _, lon, lat = town_node(D, town)
    st = straight(fa.pt.x, fa.pt.y, fb.pt.x, fb.pt.y)
    need58(300 <= st <= 5000, '%s: straight %.0f' % (what, st))
    bbox = (lon - .12, lat - .05, lon + .12, lat + .05)
    variants = ['base', 'strict', 'implied'] + (['nooneway'] if mode == 'bike' else [])
    lens = []
    for v in variants:
        gr = graph58(D, town, mode, v, bbox)
        for lscc in (True, False):
            a = snap58(gr, fa.pt.x, fa.pt.y, lscc, 100)
            b = snap58(gr, fb.pt.x, fb.pt.y, lscc, 100)
            lens.append(_sp(gr[0], a, b))
    L = lens[0]
    need58(L <= 2.5 * st, '%s: route %.0f vs straight %.0f' % (what, L, st))
    need58(max(lens) <= 1.03 * L and min(lens) >= 0.97 * L, '%s: variants %s' % (what, [round(x) for x in lens]))
    return L, lens, st


def route_inter(D, ta, tb, what):
    A, B = town_node(D, ta, False), town_node(D, tb, False)
    st = straight(A[2], A[3], B[2], B[3])
    need58(10000 <= st <= 300000, '%s: straight %.0f' % (what, st))
    lens = []
    for v in ('base', 'strict', 'implied'):
        gr = graph58(D, None, 'car', v)
        for lscc in (True, False):
            a = snap58(gr, A[2], A[3], lscc, 500)
            b = snap58(gr, B[2], B[3], lscc, 500)
            lens.append(_sp(gr[0], a, b))
    L = lens[0]
    need58(0.97 * st <= L <= 2.5 * st, '%s: route %.0f vs straight %.0f' % (what, L, st))
    need58(max(lens) <= 1.03 * L and min(lens) >= 0.97 * L, '%s: variants %s' % (what, [round(x) for x in lens]))
    return L, lens, st


def rgold(L):
    return '~%d m ±10%%' % int(round(L / 100.0) * 100)


def walk58(lens, T, what):
    mx, mn = max(lens), min(lens)
    if mx <= 0.9 * T * 50:
        return True
    if mn >= 1.1 * T * 100:
        return False
    raise Frag58('%s: walking verdict near threshold (%s m, T=%d)' % (what, [round(x) for x in lens], T))


def yn(b):
    return '!yes' if b else '!no'


def cmpd(a, b, what, rel=0.15):
    need58(abs(a - b) > rel * max(a, b), '%s: %.0f vs %.0f too close' % (what, a, b))


def nearer58(X, A, B, what):
    da, dac = dist58(X, A)
    db, dbc = dist58(X, B)
    cmpd(da, db, what)
    need58((da < db) == (dac < dbc), '%s: centroid reading disagrees' % what)
    diff, diffc = abs(da - db), abs(dac - dbc)
    need58(abs(diff - diffc) <= max(0.05 * diff, 15), '%s: difference unstable %.0f/%.0f' % (what, diff, diffc))
    return (A if da < db else B), diff, (da, db)


def leg58(A, B, what):
    d, dc = dist58(A, B)
    need58(d >= 100, '%s: leg under 100 m' % what)
    need58(abs(d - dc) <= max(0.05 * d, 15), '%s: centroid leg differs %.0f/%.0f' % (what, d, dc))
    return d
# ---------------------------------------------------------------- the questions
PAT, FAS, BOL, SKO, REY = 'Patreksfjörður', 'Fáskrúðsfjörður', 'Bolungarvík', 'Skógar', 'Reykholt'
HRI, LAU, VAR = 'Hrísey', 'Laugar', 'Varmahlíð'
Q58 = []   # (file, town, question, fn) ; fn(D) -> (gold, figures, [places used])


def q(file, town, text):
    def deco(fn):
        Q58.append((file, town, text, fn))
        return fn
    return deco


def P(D, t, m):
    return place58(D, t, m)


def absent(f, keys, what):
    need58(not any(k in f.tags or any(x.startswith(k + ':') for x in f.tags) for k in keys), '%s: tag present' % what)
    return NOTDATA


isrest = lambda t: t.get('amenity') == 'restaurant'
ishotel = lambda t: t.get('tourism') in ('hotel', 'hostel', 'guest_house', 'motel')
isfuel = lambda t: t.get('amenity') == 'fuel'
ishair = lambda t: t.get('shop') == 'hairdresser'
ispitch = lambda t: t.get('leisure') == 'pitch'

# ---------------- attribute
@q('attribute', PAT, 'how many stars does Fosshotel Westfjords in Patreksfjordur have?')
def _(D):
    f = P(D, PAT, 'Fosshotel Westfjords'); return '!%s' % f.tags['stars'], f.tags['stars'], [f]

@q('attribute', PAT, "hey what's the phone number for Hotel West in Patreksfjörður")
def _(D):
    f = P(D, PAT, 'Hotel West'); return phone_gold(tag_of(f, ['phone', 'contact:phone'])), f.tags.get('phone'), [f]

@q('attribute', PAT, 'Sjóræningjahúsið in Patreksfjörður - do they have a website? send me the link')
def _(D):
    f = P(D, PAT, 'Sjóræningjahúsið'); v = tag_of(f, ['website', 'contact:website', 'url']); return web_gold(v), v, [f]

@q('attribute', FAS, 'who runs the Fosshótel Eastfjords in Fáskrúðsfjörður?')
def _(D):
    f = P(D, FAS, 'Fosshótel Eastfjords'); return f.tags['operator'], f.tags['operator'], [f]

@q('attribute', FAS, "is L'Abri Restaurant in Faskrudsfjordur wheelchair accessible")
def _(D):
    f = P(D, FAS, "L'Abri Restaurant"); need58(f.tags['wheelchair'] in ('yes', 'no'), 'wheelchair value')
    return '!' + f.tags['wheelchair'], f.tags['wheelchair'], [f]

@q('attribute', FAS, 'phone number of Kjörbúðin in Fáskrúðsfjörður pls')
def _(D):
    f = P(D, FAS, 'Kjörbúðin'); v = tag_of(f, ['phone', 'contact:phone']); return phone_gold(v), v, [f]

@q('attribute', BOL, 'Can you smoke at Einarshúsid Guesthouse in Bolungarvík?')
def _(D):
    f = P(D, BOL, 'Einarshúsid Guesthouse'); return yn(f.tags['smoking'] == 'yes'), f.tags['smoking'], [f]

@q('attribute', BOL, 'how many storeys has The Little Cottage in bolungarvik got')
def _(D):
    f = P(D, BOL, 'The Little Cottage'); return '!%s' % f.tags['building:levels'], f.tags['building:levels'], [f]

@q('attribute', SKO, "What's the phone number of the Fosstúnskógar guesthouse in Skógar?")
def _(D):
    f = P(D, SKO, 'Fosstúnskógar'); v = tag_of(f, ['phone', 'contact:phone']); return phone_gold(v), v, [f]

@q('attribute', REY, 'what street is Mika in Reykholt on, and the house number?')
def _(D):
    f = P(D, REY, 'Mika'); return '%s; !%s' % (f.tags['addr:street'], f.tags['addr:housenumber']), \
        (f.tags['addr:street'], f.tags['addr:housenumber']), [f]

@q('attribute', PAT, 'what kind of food does Heimsendi in Patreksfjörður do?')
def _(D):
    f = P(D, PAT, 'Heimsendi'); return absent(f, ['cuisine'], 'Heimsendi cuisine'), 'no cuisine', [f]

@q('attribute', BOL, 'Which denomination is Hólskirkja in Bolungarvík?')
def _(D):
    f = P(D, BOL, 'Hólskirkja'); return absent(f, ['denomination'], 'Hólskirkja'), 'no denomination', [f]

# ---------------- hours
def vq(town, m, day, hh, mm):
    def fn(D):
        f = P(D, town, m); r = verdict58(f, day, hh, mm, m)
        return yn(r), (f.tags['opening_hours'], day, hh, mm), [f]
    return fn

for _t, _town, _m, _a in [
        ('Is Fjölval supermarket in Patreksfjörður open on Saturday at 2.30 pm?', PAT, 'Fjölval supermarket', ('Sa', 14, 30)),
        ("can i still buy groceries at Fjölval in Patreksfjordur on a sunday at 5pm", PAT, 'Fjölval', ('Su', 17, 0)),
        ('westfjords adventures in patreksfjörður, are they open friday at half past eight in the morning?', PAT,
         'Westfjords Adventures', ('Fr', 8, 30)),
        ('Smur og dekk in Patreksfjörður - open on a Wednesday at noon?', PAT, 'Smur og dekk', ('We', 12, 0)),
        ("Friðheimar in Reykholt on a Tuesday at 5 pm, will it be open?", REY, 'Friðheimar', ('Tu', 17, 0)),
        ('hey is mika in reykholt open sunday evening at 8', REY, 'Mika', ('Su', 20, 0)),
        ('Bjarnabúð in Reykholt: open at 10:15 on a Saturday?', REY, 'Bjarnabúð', ('Sa', 10, 15)),
        ("I'm on Hrísey on Sunday - is Hríseyarbuðin open at 2pm?", HRI, 'Hríseyarbuðin', ('Su', 14, 0)),
        ('hríseyarbuðin in hrisey - still open on a saturday at quarter to five in the afternoon?', HRI, 'Hríseyarbuðin', ('Sa', 16, 45))]:
    q('hours', _town, _t)(vq(_town, _m, *_a))

@q('hours', REY, 'How many restaurants within 1 km of Bjarnabúð in Reykholt are open on a Tuesday at 4:30 pm?')
def _(D):
    c = P(D, REY, 'Bjarnabúð'); fs = radius58(D, REY, c, isrest, 1000, 'rest near Bjarnabúð')
    op = [f for f in fs if verdict58(f, 'Tu', 16, 30, f.name)]
    need58(all(f.name for f in op), 'unnamed open')
    return '; '.join(['#%d' % len(op)] + [f.name for f in op]), [(f.name, f.tags.get('opening_hours')) for f in fs], [c] + op

@q('hours', PAT, 'is Cafe Restaurant Stúkuhúsið in Patreksfjörður open on saturday evening around 7?')
def _(D):
    f = P(D, PAT, 'Stúkuhúsið'); return absent(f, ['opening_hours'], 'Stúkuhúsið'), 'no hours', [f]

@q('hours', FAS, "Café Sumarlina in Fáskrúðsfjörður - are they open thursday at 11 am")
def _(D):
    f = P(D, FAS, 'Café Sumarlina'); return absent(f, ['opening_hours'], 'Sumarlina'), 'no hours', [f]

# ---------------- arithmetic
@q('arithmetic', PAT, 'From Fjölval supermarket in Patreksfjörður, which is nearer as the crow flies: Hotel West or Fosshotel Westfjords? and by how much')
def _(D):
    X, A, B = P(D, PAT, 'Fjölval supermarket'), P(D, PAT, 'Hotel West'), P(D, PAT, 'Fosshotel Westfjords')
    n, diff, ds = nearer58(X, A, B, 'nearer PAT')
    return '%s; ~%d m' % (n.name, round(diff)), ds, [X, n]

@q('arithmetic', PAT, 'add up the rooms at Fosshotel Westfjords and Hotel West in Patreksfjörður for me')
def _(D):
    A, B = P(D, PAT, 'Fosshotel Westfjords'), P(D, PAT, 'Hotel West')
    need58('rooms' in A.tags, 'A rooms'); return absent(B, ['rooms', 'beds'], 'Hotel West rooms'), A.tags['rooms'], [A]

@q('arithmetic', FAS, 'driving from Fáskrúðsfjörður, which is further by road - Stöðvarfjörður or Reyðarfjörður? give me both distances')
def _(D):
    a = route_inter(D, FAS, 'Stöðvarfjörður', 'FAS-STO')[0]; b = route_inter(D, FAS, 'Reyðarfjörður', 'FAS-REY')[0]
    cmpd(a, b, 'FAS legs'); n = 'Stöðvarfjörður' if a > b else 'Reyðarfjörður'
    return '%s; %s; %s' % (n, rgold(a), rgold(b)), (a, b), []

@q('arithmetic', FAS, 'Is Fosshótel Eastfjords closer to Kjörbúðin or to Café Sumarlina (straight line) in Fáskrúðsfjörður, and whats the difference?')
def _(D):
    X, A, B = P(D, FAS, 'Fosshótel Eastfjords'), P(D, FAS, 'Kjörbúðin'), P(D, FAS, 'Café Sumarlina')
    n, diff, ds = nearer58(X, A, B, 'nearer FAS'); return '%s; ~%d m' % (n.name, round(diff)), ds, [X, n]

@q('arithmetic', BOL, "In Bolungarvík, does Hólskirkja cover more ground than Grunnskóli Bolungarvíkur? how many m2 each")
def _(D):
    A, B = P(D, BOL, 'Hólskirkja'), P(D, BOL, 'Grunnskóli Bolungarvíkur')
    a, b = area58(A), area58(B); cmpd(a, b, 'footprints')
    return '%s; ~%d m2; ~%d m2' % (yn(a > b), round(a), round(b)), (a, b), [A, B]

@q('arithmetic', BOL, 'hairdressers plus filling stations within 500 m of Bókasafn Bolungarvíkur - how many altogether, and how does it split?')
def _(D):
    c = P(D, BOL, 'Bókasafn Bolungarvíkur')
    a = radius58(D, BOL, c, ishair, 500, 'hair'); b = radius58(D, BOL, c, isfuel, 500, 'fuel')
    return '#%d; #%d; #%d' % (len(a) + len(b), len(a), len(b)), ([f.name for f in a], [f.name for f in b]), [c]

@q('arithmetic', BOL, 'bolungarvik has more soccer pitches than basketball ones, right? how many of each')
def _(D):
    ext = extent58(D, 'r', 56180)
    a = in_extent(D, ext, lambda t: ispitch(t) and 'soccer' in t.get('sport', '').split(';'), 'soccer')
    b = in_extent(D, ext, lambda t: ispitch(t) and 'basketball' in t.get('sport', '').split(';'), 'basketball')
    need58(abs(len(a) - len(b)) > 0.1 * max(len(a), len(b)), 'tie')
    return '%s; #%d; #%d' % (yn(len(a) > len(b)), len(a), len(b)), (len(a), len(b)), []

@q('arithmetic', SKO, 'Skógar: as the crow flies from Skógakirkja to Fosstúnskógar and then on to the Turf Houses, what does that add up to?')
def _(D):
    A, B, C = P(D, SKO, 'Skógakirkja'), P(D, SKO, 'Fosstúnskógar'), P(D, SKO, 'Turf Houses')
    a, b = leg58(A, B, 'leg1'), leg58(B, C, 'leg2'); return '~%d m' % round(a + b), (a, b), [A, B, C]

@q('arithmetic', SKO, "in Skogar how much farther from Skógakirkja is Fosstúnskógar than Skógakaffi?")
def _(D):
    X, A, B = P(D, SKO, 'Skógakirkja'), P(D, SKO, 'Fosstúnskógar'), P(D, SKO, 'Skógakaffi')
    n, diff, ds = nearer58(X, A, B, 'farther SKO'); need58(n is B, 'order'); return '~%d m' % round(diff), ds, [X, A, B]

@q('arithmetic', REY, 'how much earlier does Bjarnabúð open than Mika on a sunday? both in Reykholt')
def _(D):
    A, B = P(D, REY, 'Bjarnabúð'), P(D, REY, 'Mika')
    a, b = single58(A, 'Su', 'A')[0], single58(B, 'Su', 'B')[0]; need58(b - a >= 30, 'gap')
    return '!%d min | !half an hour | !half hour; %s; %s' % (b - a, tgold(a), tgold(b)), (a, b), [A, B]

@q('arithmetic', REY, 'Reykholt: Mika vs Friðheimar, how many more hours a day is Mika open on a Monday')
def _(D):
    A, B = P(D, REY, 'Mika'), P(D, REY, 'Friðheimar')
    a, b = single58(A, 'Mo', 'A'), single58(B, 'Mo', 'B'); d = (a[1] - a[0]) - (b[1] - b[0])
    need58(d == 330, 'gold text'); return '!5.5 | !5 and a half | !5½ | !330 min | !5 hours 30 | !5 h 30', (a, b), [A, B]

@q('arithmetic', FAS, 'If I drive Fáskrúðsfjörður to Reyðarfjörður and then Reyðarfjörður on to Stöðvarfjörður, how many km is that in total?')
def _(D):
    a = route_inter(D, FAS, 'Reyðarfjörður', 'leg1')[0]; b = route_inter(D, 'Reyðarfjörður', 'Stöðvarfjörður', 'leg2')[0]
    return '%s; %s; %s' % (rgold(a + b), rgold(a), rgold(b)), (a, b), []

# ---------------- route
def carq(ta, tb, timeq):
    def fn(D):
        L, lens, st = route_inter(D, ta, tb, ta + '-' + tb)
        return rgold(L) + ('; ' + TIMEQ if timeq else ''), (round(L), round(st), [round(x) for x in lens]), []
    return fn

for _t, _a, _b, _tq in [
        ('how long does it take to drive from Patreksfjörður to Bíldudalur? time and km pls', PAT, 'Bíldudalur', True),
        ('Driving distance Bolungarvík to Súðavík?', BOL, 'Súðavík', False),
        ('how far is it by car from Faskrudsfjordur to Reydarfjordur', FAS, 'Reyðarfjörður', False),
        ("We're in Skógar and want to drive up to Laugarvatn today. How far is it and roughly how long will it take?", SKO,
         'Laugarvatn', True),
        ('varmahlid to saudarkrokur by car, how many km', VAR, 'Sauðárkrókur', False)]:
    q('route', _a, _t)(carq(_a, _b, _tq))

def townq(town, mode, a, b, timeq=False, walkT=None):
    def fn(D):
        A, B = P(D, town, a), P(D, town, b)
        L, lens, st = route_town(D, town, mode, A, B, '%s-%s' % (a, b))
        if walkT:
            return yn(walk58(lens, walkT, a)), (round(L), round(st)), [A, B]
        return rgold(L) + ('; ' + TIMEQ if timeq else ''), (round(L), round(st), [round(x) for x in lens]), [A, B]
    return fn

for _t, _town, _mode, _a, _b, _kw in [
        ('walking from Fjölval supermarket to Patreksfjarðarkirkja in Patreksfjörður, how far?', PAT, 'foot',
         'Fjölval supermarket', 'Patreksfjarðarkirkja', {}),
        ('Bolungarvík - can I walk from Bókasafn Bolungarvíkur to Hólskirkja in 5 minutes?', BOL, 'foot',
         'Bókasafn Bolungarvíkur', 'Hólskirkja', {'walkT': 5}),
        ('on foot from Einarshúsid Guesthouse to the Golfklúbbur Bolungarvíkur, how long does it take', BOL, 'foot',
         'Einarshúsid Guesthouse', 'Golfklúbbur Bolungarvíkur', {'timeq': True}),
        ('Fáskrúðsfjörður: walk from Kjörbúðin to Fosshótel Eastfjords - distance and time?', FAS, 'foot', 'Kjörbúðin',
         'Fosshótel Eastfjords', {'timeq': True}),
        ("is Café Sumarlina within a half hour walk of Kjörbúðin? (fáskrúðsfjörður)", FAS, 'foot', 'Kjörbúðin',
         'Café Sumarlina', {'walkT': 30}),
        ('cycling from Bjarnabúð to Friðheimar in Reykholt - how far by bike?', REY, 'bike', 'Bjarnabúð',
         'Friðheimar', {})]:
    q('route', _town, _t)(townq(_town, _mode, _a, _b, **_kw))

@q('route', BOL, "what's the closest cinema to bolungarvik and how do I get there on foot")
def _(D):
    fs = kind_feats(D, BOL, lambda t: t.get('amenity') == 'cinema' or t.get('leisure') == 'cinema' or any(
        _re.match(r'(cinema|bio|bíó|kvikmynd|movie|theat)', fold(w)) for w in _re.split(r'\W+', t.get('name', '')) if w))
    need58(not fs, 'cinema present %s' % [f.name for f in fs])
    return '!no cinema | !none | ' + NOTDATA, 'none within 6 km', []

# ---------------- aggregate
def extq(town, rel, pred, what, thr=None):
    def fn(D):
        fs = in_extent(D, extent58(D, 'r', rel), pred, what)
        if thr is not None:
            need58(abs(len(fs) - thr) >= 1, 'threshold tie'); return '%s; #%d' % (yn(len(fs) > thr), len(fs)), [f.name for f in fs], []
        return '#%d' % len(fs), [f.name for f in fs], []
    return fn

q('aggregate', BOL, 'how many hairdressers are there in Bolungarvík?')(extq(BOL, 56180, ishair, 'hair'))
q('aggregate', BOL, 'Number of guesthouses in Bolungarvik?')(extq(BOL, 56180, lambda t: t.get('tourism') == 'guest_house', 'gh'))

@q('aggregate', BOL, "which sport do most of the pitches in Bolungarvík have?")
def _(D):
    fs = in_extent(D, extent58(D, 'r', 56180), lambda t: ispitch(t) and 'sport' in t, 'pitches')
    c = _col.Counter(s for f in fs for s in f.tags['sport'].split(';'))
    (w, n1), (_, n2) = c.most_common(2); need58(n1 > n2, 'tie'); return '!' + w, dict(c), []

@q('aggregate', BOL, 'any pharmacies in Bolungarvík? how many')
def _(D):
    fs = kind_feats(D, BOL, lambda t: t.get('amenity') == 'pharmacy' or t.get('healthcare') == 'pharmacy' or
                    t.get('shop') == 'chemist' or _re.search(r'(apotek|lyf)', fold(t.get('name', ''))), km=8)
    need58(not fs, 'pharmacy present'); return '#0 | !none | !no pharmac | ' + NOTDATA, 'none', []

@q('aggregate', PAT, 'how many restaurants within 1 km of Fjölval supermarket in Patreksfjörður?')
def _(D):
    c = P(D, PAT, 'Fjölval supermarket'); fs = radius58(D, PAT, c, isrest, 1000, 'rest')
    return '#%d' % len(fs), [f.name for f in fs], [c]

@q('aggregate', PAT, 'are there more than 2 hotels or guesthouses within 1.5 km of Patreksfjarðarkirkja in Patreksfjörður?')
def _(D):
    c = P(D, PAT, 'Patreksfjarðarkirkja'); fs = radius58(D, PAT, c, ishotel, 1500, 'hotels')
    return '%s; #%d' % (yn(len(fs) > 2), len(fs)), [f.name for f in fs], [c]

@q('aggregate', PAT, 'within 1.2 km of Fjölval in Patreksfjörður, how many restaurants and hotels have a website listed')
def _(D):
    c = P(D, PAT, 'Fjölval'); fs = radius58(D, PAT, c, lambda t: isrest(t) or ishotel(t), 1200, 'web')
    w = [f for f in fs if tag_of(f, ['website', 'contact:website', 'url'])]; need58(all(f.name for f in w), 'unnamed')
    return '#%d' % len(w), [f.name for f in w], [c]

@q('aggregate', FAS, 'How many memorials are there within 1 km of Kjörbúðin in Fáskrúðsfjörður?')
def _(D):
    c = P(D, FAS, 'Kjörbúðin'); fs = radius58(D, FAS, c, lambda t: t.get('historic') == 'memorial', 1000, 'mem')
    return '#%d' % len(fs), [f.name for f in fs], [c]

@q('aggregate', FAS, 'fáskrúðsfjörður - how many hotels or guesthouses within 1 km of Kjörbúðin?')
def _(D):
    c = P(D, FAS, 'Kjörbúðin'); fs = radius58(D, FAS, c, ishotel, 1000, 'hotels FAS')
    return '#%d' % len(fs), [f.name for f in fs], [c]

@q('aggregate', SKO, 'count the places to eat (restaurants, cafés, fast food) within 500 m of Skógakirkja in Skógar')
def _(D):
    c = P(D, SKO, 'Skógakirkja')
    fs = radius58(D, SKO, c, lambda t: t.get('amenity') in ('restaurant', 'cafe', 'fast_food'), 500, 'eat')
    return '#%d' % len(fs), [f.name for f in fs], [c]

@q('aggregate', REY, 'Reykholt: how many places within 500 m of Aratunga have their opening hours listed?')
def _(D):
    c = P(D, REY, 'Aratunga'); fs = radius58(D, REY, c, lambda t: 'opening_hours' in t and any(k in t for k in POIK58), 500, 'oh')
    need58(all(f.name for f in fs), 'unnamed'); return '#%d' % len(fs), [f.name for f in fs], [c]

@q('aggregate', SKO, 'is there an ATM anywhere within 2 km of Skógakirkja in Skógar?')
def _(D):
    c = P(D, SKO, 'Skógakirkja')
    fs = radius58(D, SKO, c, lambda t: t.get('amenity') in ('atm', 'bank') or t.get('atm') == 'yes', 2000, 'atm')
    need58(not fs, 'atm present'); return '!no | #0 | !none | ' + NOTDATA, 'none', [c]
# ---------------------------------------------------------------- checks and main
KINDS58 = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
HEAD58 = '# val58 %s (held out; see README-val58.md). Map data (c) OpenStreetMap contributors, ODbL 1.0.\n' \
         '# question\tgold\tkind\n'


def check_older_adds58(D):
    names = set()
    for f in D['feats']:
        for k in ('name', 'brand', 'operator', 'name:en'):
            if k in f.tags:
                names.add(f.tags[k])
    for p in D['places']:
        if 'name' in p[1]:
            names.add(p[1]['name'])
    bad = [n for n in VAL58_ADD if n not in names]
    need58(not bad, 'VAL58_ADD names not in the extract: %s' % bad)


_OLDRX = None


def older_hits(text):
    global _OLDRX
    if _OLDRX is None:
        pats = set()
        for n in OLDER_SETS + LEFT_OUT:
            for v in {n, n.lstrip('#')}:
                v = fold(v).strip()
                if v:
                    pats.add(v)
                    pats.add(v.replace("'", '’'))
        _OLDRX = [(p, _re.compile(r'(?<![\w])' + _re.escape(p) + r'(?![\w])')) for p in pats]
    t = fold(text)
    return [p for p, rx in _OLDRX if rx.search(t)]


FIXED_ITEMS = set(x.strip() for x in (NOTDATA + ' | ' + TIMEQ).split('|'))


def scan_gold(gold):
    hits = []
    for item in gold.split(';'):
        for alt in item.split('|'):
            a = alt.strip()
            if not a or a in FIXED_ITEMS or _re.match(r'^[#~!]?[\d.,:½ ]+', a) and not _re.search(r'[a-zA-Z]{4,}', a):
                continue
            hits += older_hits(a.lstrip('!#~'))
    return hits


def syntax_ok(gold):
    for item in gold.split('; '):
        for alt in item.split(' | '):
            a = alt.strip()
            if not a:
                return False
            if a.startswith('#'):
                if not _re.match(r'^#\d+$', a):
                    return False
            elif a.startswith('~'):
                if not _re.match(r'^~\d+ m( ±10%|2)?$', a):
                    return False
    return True


def compute58(D):
    rows, errs = [], []
    check_older_adds58(D)
    for file, town, text, fn in Q58:
        try:
            gold, figs, used = fn(D)
            need58(syntax_ok(gold), 'gold syntax %r' % gold)
            h = older_hits(text)
            need58(not h, 'older name in question: %s' % h)
            h = scan_gold(gold)
            need58(not h, 'older name in gold: %s' % h)
            for f in used:
                need58(f.key() not in REFUSED_IDS58, 'refused id')
                for k in ('name', 'name:en'):
                    if f.tags.get(k):
                        need58(not older_hits(f.tags[k]), 'used place %s holds an older name %s' % (
                            f.tags[k], older_hits(f.tags[k])))
            for tw, k, v in REFUSED_KINDS58:
                need58(tw != town, 'refused kind town')
            rows.append((file, town, text, gold, figs))
        except Frag58 as e:
            errs.append('%s: %s: FRAGILE %s' % (file, text[:60], e))
    for k in KINDS58:
        n = sum(1 for r in rows if r[0] == k)
        if n < 10:
            errs.append('%s: only %d questions' % (k, n))
    return rows, errs


def main58():
    import argparse as _ap
    ap = _ap.ArgumentParser()
    ap.add_argument('--check', action='store_true')
    ap.add_argument('--write', action='store_true')
    a = ap.parse_args()
    here = _Path(__file__).resolve().parent
    D = load58()
    rows, errs = compute58(D)
    if not a.check and not a.write:
        for file, town, text, gold, figs in rows:
            print('%s | %s | %s\n    gold: %s\n    figs: %s' % (file, town, text, gold, figs))
        for e in errs:
            print(e)
        return 1 if errs else 0
    if errs:
        for e in errs:
            print(e)
        print('refused: fragile golds' if a.write else 'FAIL: fragile golds')
        return 1
    if a.write:
        for k in KINDS58:
            with open(here / ('val58-%s.tsv' % k), 'w', encoding='utf-8') as fh:
                fh.write(HEAD58 % k)
                for r in rows:
                    if r[0] == k:
                        fh.write('%s\t%s\tone\n' % (r[2], r[3]))
        print('wrote 5 files')
        return 0
    bad = 0
    for k in KINDS58:
        p = here / ('val58-%s.tsv' % k)
        want = [(r[2], r[3]) for r in rows if r[0] == k]
        lines = p.read_text(encoding='utf-8').split('\n')
        body = [(i + 1, l) for i, l in enumerate(lines) if l and not l.startswith('#')]
        if len(body) != len(want):
            print('%s: %d questions, expected %d' % (p.name, len(body), len(want))); bad += 1
        for (ln, l), (qt, g) in zip(body, want):
            parts = l.split('\t')
            if parts != [qt, g, 'one']:
                print('%s line %d differs: %r (expected gold %r)' % (p.name, ln, l, g)); bad += 1
    print('FAIL' if bad else 'OK: every gold matches')
    return 1 if bad else 0


if __name__ == '__main__':
    _sys.exit(main58())
