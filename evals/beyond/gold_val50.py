"""gold_val50.py - recomputes every gold of the "beyond" validation set 50 from the raw OSM extracts.

Held out: never tune on it. See README-val50.md. Map data (c) OpenStreetMap contributors, ODbL 1.0.
Uses osmium (pyosmium), shapely, pyproj, networkx and numpy only. The data folder is
Path(__file__).resolve().parents[3]/shared/data/osm-fresh, or GEOREACT_FRESH_DIR.

  --check   compare with the five val50-*.tsv (exit 1 naming the file and line on any difference or fragile gold)
  --write   rewrite the five TSVs (refused while any gold is fragile)
  (none)    print question, town, kind, gold and figures

The block from the first "older places" banner to the two val50 merge lines holds the older sets' names (copied
unchanged from gold_val49.py lines 19-1077, which carry gold_val46's core code too, unused here) and this set's
additions; this set's own code follows it.
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
# ================================================================ val50 code (written for this set)
import os, re, sys, math, argparse, collections
from pathlib import Path
import numpy as np
import osmium
import shapely
from shapely.geometry import Point, LineString, Polygon, MultiPolygon
from shapely.ops import nearest_points
from pyproj import Geod, Transformer
import networkx as nx

GEOD50 = Geod(ellps='WGS84')
FILES50 = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Singapore': 'singapore-bayfront-2019.osm.pbf',
           'Baltimore': 'baltimore-2015.osm.pbf'}
SKIPKEYS50 = {'created_by', 'source', 'note:source'}


class Fragile50(Exception):
    pass


def need50(cond, msg):
    if not cond:
        raise Fragile50(msg)


def datadir50():
    env = os.environ.get('GEOREACT_FRESH_DIR')
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'


class _Load50(osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.feats = []
        self.ways = []          # (id, tags, [node ids], [(lon, lat)])
        self.areaways = set()

    def node(self, n):
        t = {k: v for k, v in n.tags}
        if t and not set(t) <= SKIPKEYS50 and n.location.valid():
            self.feats.append(('n', n.id, t, Point(n.location.lon, n.location.lat)))

    def way(self, w):
        t = {k: v for k, v in w.tags}
        try:
            refs = [nd.ref for nd in w.nodes]
            pts = [(nd.lon, nd.lat) for nd in w.nodes]
        except osmium.InvalidLocationError:
            return
        self.ways.append((w.id, t, refs, pts))

    def area(self, a):
        t = {k: v for k, v in a.tags}
        if not t:
            return
        polys = []
        for outer in a.outer_rings():
            sh = [(nd.lon, nd.lat) for nd in outer]
            holes = [[(nd.lon, nd.lat) for nd in inner] for inner in a.inner_rings(outer)]
            if len(sh) >= 4:
                polys.append(Polygon(sh, holes))
        if not polys:
            return
        g = polys[0] if len(polys) == 1 else MultiPolygon(polys)
        if a.from_way():
            self.areaways.add(a.orig_id())
            self.feats.append(('w', a.orig_id(), t, g))
        else:
            self.feats.append(('r', a.orig_id(), t, g))


class Town50:
    def _tr(self, x, y):
        return self.fwd.transform(x, y)

    def __init__(self, name, path):
        h = _Load50()
        h.apply_file(str(path), locations=True)
        self.name = name
        self.ways = h.ways
        feats = list(h.feats)
        for wid, t, refs, pts in h.ways:
            if not t or set(t) <= SKIPKEYS50:
                continue
            closed = len(refs) > 3 and refs[0] == refs[-1]
            if wid in h.areaways and not ('highway' in t and t.get('area') != 'yes'):
                continue
            feats.append(('w', wid, t, LineString(pts)))
        self.feats = [dict(town=name, type=ty, id=i, tags=t, geom=g) for ty, i, t, g in feats]
        c = shapely.unary_union([f['geom'].centroid for f in self.feats]).centroid
        self.lon0, self.lat0 = c.x, c.y
        self.fwd = Transformer.from_crs('EPSG:4326', f'+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84',
                                        always_xy=True)
        for f in self.feats:
            f['p'] = shapely.transform(f['geom'], self._tr, interleaved=False)


def load50():
    d = datadir50()
    return {t: Town50(t, d / fn) for t, fn in FILES50.items()}


def fname50(f):
    return f['tags'].get('name')


def geodist50(T, a, b):
    """geodesic distance between nearest points (found in the town's projection)."""
    if a['p'].distance(b['p']) == 0:
        return 0.0
    pa, pb = nearest_points(a['p'], b['p'])
    inv = Transformer.from_crs(T.fwd.target_crs, 'EPSG:4326', always_xy=True)
    la, pa2 = inv.transform(pa.x, pa.y)
    lb, pb2 = inv.transform(pb.x, pb.y)
    return GEOD50.inv(la, pa2, lb, pb2)[2]


def geolen50(g):
    if g.geom_type in ('LineString', 'LinearRing'):
        return GEOD50.geometry_length(g)
    return sum(geolen50(x) for x in g.geoms)


def endpoint50(f):
    g = f['geom']
    if g.geom_type == 'Point':
        return g
    if g.geom_type in ('Polygon', 'MultiPolygon'):
        return g.centroid
    return g.interpolate(0.5, normalized=True)


# ---------------------------------------------------------------- older names
def _fold50(s):
    return s.lower().replace('\u2019', "'")


def older_hits50(text, names):
    """older names occurring in text as whole words (both apostrophe readings, '#N' also as 'N')."""
    low = _fold50(text)
    hits = []
    for n in names:
        if n in ('Heidelberg', 'Singapore', 'Baltimore'):
            continue
        forms = {_fold50(n), _fold50(n).replace("'", '')}
        if n.startswith('#'):
            forms.add(_fold50(n[1:]))
        for fm in forms:
            if fm and re.search(r'(?<![\w])' + re.escape(fm) + r'(?![\w])', low):
                hits.append(n)
                break
    return hits


def street_ok50(D, nm, older):
    """a free Baltimore street: every feature with the name is a Baltimore highway way, no namesake, not inside
    another name, no overlap with an older name."""
    for o in older:
        a, b = _fold50(o), _fold50(nm)
        if re.search(r'(?<!\w)' + re.escape(a) + r'(?!\w)', b) or re.search(r'(?<!\w)' + re.escape(b) + r'(?!\w)', a):
            raise Fragile50(f'street {nm} overlaps older name {o}')
    ways = []
    for t, T in D.items():
        for f in T.feats:
            for k in ('name', 'brand', 'alt_name', 'old_name', 'operator'):
                v = f['tags'].get(k)
                if v is None:
                    continue
                if v == nm and k == 'name':
                    need50(t == 'Baltimore' and f['type'] == 'w' and 'highway' in f['tags'], f'{nm}: non-street namesake')
                    ways.append(f)
                elif _fold50(v) == _fold50(nm) or _fold50(nm) in _fold50(v):
                    raise Fragile50(f'{nm}: inside or like another name {v}')
    need50(ways, f'{nm}: no ways')
    return ways


def street_tag50(ways, key):
    vals = {w['tags'].get(key) for w in ways}
    need50(len(vals) == 1, f'tag {key} differs between ways: {vals}')
    return vals.pop()


# ---------------------------------------------------------------- kinds and counts
def kind50(D, town, pred):
    return [f for f in D[town].feats if pred(f['tags'])]


def dup_check50(T, fs, radius, what):
    """refuse when two counted features may be one place: same name or one unnamed within radius;
    two differently named within 2 m."""
    P = [f['p'] for f in fs]
    for i in range(len(fs)):
        for j in range(i + 1, len(fs)):
            d = P[i].distance(P[j])
            if d > max(radius, 2) + 5:
                continue
            d = geodist50(T, fs[i], fs[j])
            a, b = fname50(fs[i]), fname50(fs[j])
            if (a is None or b is None or a == b) and d <= radius:
                raise Fragile50(f'{what}: possible duplicate {fs[i]["id"]} / {fs[j]["id"]} at {d:.1f} m')
            if d <= 2:
                raise Fragile50(f'{what}: two features within 2 m {fs[i]["id"]} / {fs[j]["id"]}')


def count50(D, town, pred, radius, what):
    fs = kind50(D, town, pred)
    dup_check50(D[town], fs, radius, what)
    return len(fs), fs


# ---------------------------------------------------------------- opening hours
DAYS50 = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
HAND50 = {'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00; Tu off',
          'Weekdays 7-3, Saturdays 7-6, Sundays 7-4': 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
          '8-6:30': '08:00-18:30'}


def _days50(sel):
    out = []
    for part in sel.split(','):
        if '-' in part:
            a, b = part.split('-')
            if a not in DAYS50 or b not in DAYS50:
                return None
            i, j = DAYS50.index(a), DAYS50.index(b)
            k = i
            while True:
                out.append(k)
                if k == j:
                    break
                k = (k + 1) % 7
        else:
            if part not in DAYS50:
                return None
            out.append(DAYS50.index(part))
    return out


def _mins50(s):
    h, m = s.split(':')
    return int(h) * 60 + int(m)


def parse50(v, lenient, openend):
    """-> {day: [(start, end)]} (end may exceed 1440 = past midnight) or None when unreadable."""
    v = v.strip()
    if lenient:
        v = re.sub(r'\s*-\s*', '-', v)
        v = re.sub(r'\.(?=-|:|\s|,|$)', '', v)
        v = re.sub(r'(\b(?:Mo|Tu|We|Th|Fr|Sa|Su|So)(?:[-,](?:Mo|Tu|We|Th|Fr|Sa|Su|So))*):', r'\1', v)
        v = re.sub(r',\s+', ',', v)
        v = re.sub(r'\bSo\b', 'Su', v)
    if v == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    sched = {d: [] for d in range(7)}
    for rule in v.split(';'):
        rule = rule.strip()
        if not rule:
            continue
        if lenient and re.match(r'^(PH|Ph)\b', rule):
            continue
        m = re.match(r'^([A-Za-z][A-Za-z,\-]*)\s+(.*)$', rule)
        if m and re.match(r'^[A-Z][a-z]', m.group(1)):
            days = _days50(m.group(1))
            if days is None:
                return None
            body = m.group(2).strip()
        else:
            days = list(range(7))
            body = rule
        if body in ('off', 'closed'):
            for d in days:
                sched[d] = []
            continue
        ivs = []
        for rng in body.split(','):
            m2 = re.match(r'^(\d{1,2}:\d\d)-(\d{1,2}:\d\d)$', rng)
            m3 = re.match(r'^(\d{1,2}:\d\d)\+$', rng)
            if m2:
                a, b = _mins50(m2.group(1)), _mins50(m2.group(2))
                if b <= a:
                    b += 1440
                ivs.append((a, b))
            elif m3 and lenient:
                a = _mins50(m3.group(1))
                ivs.append((a, a + 1) if openend == 'short' else (a, 1440))
            else:
                return None
        for d in days:
            sched[d] = list(ivs)
    return sched


def readings50(v):
    v = HAND50.get(v, v)
    out = []
    for lenient in (False, True):
        for oe in ('short', 'midnight'):
            s = parse50(v, lenient, oe)
            if s is not None:
                out.append(s)
    return out


def is_open50(sched, day, m, spill_strict):
    for a, b in sched[day]:
        if a <= m < min(b, 1440) or (b > 1440 and a <= m):
            return True
    prev = (day - 1) % 7
    if spill_strict and sched[day]:
        return False
    for a, b in sched[prev]:
        if b > 1440 and m < b - 1440:
            return True
    return False


def open_verdict50(f, day, minute, what):
    v = f['tags'].get('opening_hours')
    need50(v is not None and v.strip() != 'unknown', f'{what}: no hours')
    rs = readings50(v)
    need50(rs, f'{what}: unreadable hours {v!r} on {f["id"]}')
    res = set()
    for s in rs:
        for dm in range(-15, 16):
            m = minute + dm
            d = day
            if m < 0:
                m += 1440
                d = (day - 1) % 7
            elif m >= 1440:
                m -= 1440
                d = (day + 1) % 7
            for strict in (False, True):
                res.add(is_open50(s, d, m, strict))
    need50(len(res) == 1, f'{what}: verdict unstable at {f["id"]} ({v!r})')
    return res.pop()


def with_hours50(fs):
    return [f for f in fs if f['tags'].get('opening_hours') and f['tags']['opening_hours'].strip() != 'unknown']


def hours_pairs50(T, fs, what):
    for i in range(len(fs)):
        for j in range(i + 1, len(fs)):
            d = geodist50(T, fs[i], fs[j])
            same = fname50(fs[i]) is not None and fname50(fs[i]) == fname50(fs[j])
            need50(not ((same and d <= 30) or d <= 10), f'{what}: pair {fs[i]["id"]}/{fs[j]["id"]} at {d:.1f} m')


def open_count50(D, town, fs, day, minute, what, strict_between=True):
    hs = with_hours50(fs)
    hours_pairs50(D[town], hs, what)
    n = sum(open_verdict50(f, day, minute, what) for f in hs)
    if strict_between:
        need50(0 < n < len(hs), f'{what}: count {n} of {len(hs)} not strictly between')
    return n, len(hs)


POIKEYS50 = ('amenity', 'shop', 'tourism', 'leisure', 'office', 'craft', 'historic')


# ---------------------------------------------------------------- routing
CAR50 = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
         'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
BIG50 = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}
NONWAY50 = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
            'services', 'razed', 'disused', 'bus_guideway', 'escape'}
_G50 = {}


def _dirs50(t, mode, variant):
    """None = way not used; else (forward, backward) allowed."""
    hw = t.get('highway')
    if hw is None:
        return None
    ow = t.get('oneway')
    fwd, bwd = True, True
    if ow in ('yes', 'true', '1'):
        bwd = False
    elif ow == '-1':
        fwd = False
    if mode == 'car':
        if hw not in CAR50 or t.get('access') in ('no', 'private'):
            return None
        if variant == 'strict':
            if t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private'):
                return None
            if (t.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link')) and ow not in ('no', '-1'):
                bwd = False
        return fwd, bwd
    if mode == 'bike':
        ok = (hw in CAR50 and hw not in BIG50) or hw in ('cycleway', 'path', 'track') or \
            t.get('bicycle') in ('yes', 'designated')
        if not ok or t.get('bicycle') == 'no':
            return None
        if variant == 'strict':
            if t.get('access') in ('no', 'private') and t.get('bicycle') not in ('yes', 'designated', 'permissive'):
                return None
            if t.get('junction') == 'roundabout' and ow not in ('no', '-1'):
                bwd = False
        if t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite') or variant == 'nooneway':
            fwd, bwd = True, True
        return fwd, bwd
    # foot
    if hw in BIG50 or hw in NONWAY50 or t.get('foot') == 'no':
        return None
    if variant == 'strict' and t.get('access') in ('no', 'private') and \
            t.get('foot') not in ('yes', 'designated', 'permissive'):
        return None
    return True, True


def graph50(D, town, mode, variant):
    key = (town, mode, variant)
    if key in _G50:
        return _G50[key]
    T = D[town]
    G = nx.DiGraph()
    pos = {}
    for wid, t, refs, pts in T.ways:
        dr = _dirs50(t, mode, variant)
        if dr is None:
            continue
        fwd, bwd = dr
        for i in range(len(refs) - 1):
            a, b = refs[i], refs[i + 1]
            if a == b:
                continue
            pos[a], pos[b] = pts[i], pts[i + 1]
            w = GEOD50.inv(pts[i][0], pts[i][1], pts[i + 1][0], pts[i + 1][1])[2]
            if fwd:
                G.add_edge(a, b, weight=w)
            if bwd:
                G.add_edge(b, a, weight=w)
    big = max(nx.strongly_connected_components(G), key=len)
    nodes_all = list(G.nodes)
    xy_all = np.array([T.fwd.transform(*pos[n]) for n in nodes_all])
    nodes_big = [n for n in nodes_all if n in big]
    xy_big = np.array([T.fwd.transform(*pos[n]) for n in nodes_big])
    _G50[key] = (G, pos, nodes_all, xy_all, nodes_big, xy_big)
    return _G50[key]


def snap50(T, pt, nodes, xy, pos):
    x, y = T.fwd.transform(pt.x, pt.y)
    i = int(np.argmin((xy[:, 0] - x) ** 2 + (xy[:, 1] - y) ** 2))
    n = nodes[i]
    d = GEOD50.inv(pt.x, pt.y, pos[n][0], pos[n][1])[2]
    return n, d


def route50(D, town, mode, fa, fb, what):
    """length (m) of the route from feature fa to feature fb, and every variant's length; raises when fragile."""
    T = D[town]
    pa, pb = endpoint50(fa), endpoint50(fb)
    straight = GEOD50.inv(pa.x, pa.y, pb.x, pb.y)[2]
    need50(300 <= straight <= 5000, f'{what}: straight line {straight:.0f} m outside 300 m - 5 km')
    variants = ['base', 'strict'] + (['nooneway'] if mode == 'bike' else [])
    lens = {}
    for var in variants:
        for snapmode in ('big', 'all'):
            if snapmode == 'all' and var != 'base':
                continue
            G, pos, na, xa, nb, xb = graph50(D, town, mode, var)
            nodes, xy = (nb, xb) if snapmode == 'big' else (na, xa)
            a, da = snap50(T, pa, nodes, xy, pos)
            b, db = snap50(T, pb, nodes, xy, pos)
            if var == 'base' and snapmode == 'big':
                need50(da <= 100 and db <= 100, f'{what}: snapped {da:.0f} / {db:.0f} m')
            try:
                L = nx.dijkstra_path_length(G, a, b, weight='weight')
            except nx.NetworkXNoPath:
                raise Fragile50(f'{what}: no path ({var}, {snapmode})')
            lens[(var, snapmode)] = L
    base = lens[('base', 'big')]
    need50(0.97 * straight <= base <= 2.5 * straight, f'{what}: route {base:.0f} vs straight {straight:.0f}')
    for k, L in lens.items():
        need50(abs(L - base) <= 0.03 * base, f'{what}: variant {k} moves {L:.0f} vs {base:.0f}')
    return base, lens, straight


def walk_verdict50(lens, T, what):
    vals = list(lens.values())
    if all(L <= 0.9 * T * 50 for L in vals):
        return True
    if all(L >= 1.1 * T * 100 for L in vals):
        return False
    raise Fragile50(f'{what}: walking verdict for {T} min unclear ({min(vals):.0f}-{max(vals):.0f} m)')


# ---------------------------------------------------------------- this set's questions
NOTIN50 = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIME50 = '!min | !minute | !hour'
ABSENT_COUNT50 = '#0 | !none | !no | ' + NOTIN50
ABSENT_YN50 = '!no | !none | ' + NOTIN50
WORDKEYS50 = ('name', 'brand', 'operator', 'alt_name', 'old_name', 'description', 'shop', 'amenity', 'healthcare',
              'cuisine', 'tourism', 'craft', 'office', 'leisure')
ABSENT50 = {
    'pharmacy': (lambda g: g.get('amenity') == 'pharmacy' or g.get('healthcare') == 'pharmacy' or
                 g.get('shop') in ('chemist', 'pharmacy'),
                 ('pharm', 'chemist', 'drug', 'guardian', 'watsons', 'unity', 'apothe')),
    'hairdresser': (lambda g: g.get('shop') in ('hairdresser', 'barber', 'beauty') or 'hairdresser' in g,
                    ('hair', 'barber', 'salon', 'coiff')),
    'post office': (lambda g: g.get('amenity') in ('post_office', 'post_box') or 'post_office' in g,
                    ('post office', 'post', 'singpost')),
    'school': (lambda g: g.get('amenity') in ('school', 'kindergarten', 'college', 'university') or
               g.get('building') in ('school', 'university', 'college'),
               ('school', 'college', 'universit', 'academy', 'institut', 'kindergarten')),
    'bakery': (lambda g: g.get('shop') in ('bakery', 'pastry', 'confectionery') or g.get('craft') == 'bakery',
               ('bakery', 'bakeries', 'baker', 'bread', 'patisserie', 'boulangerie', 'pastry', 'pastries')),
    'gym': (lambda g: g.get('leisure') in ('fitness_centre', 'sports_centre', 'fitness_station') or
            g.get('sport') == 'fitness' or g.get('amenity') == 'gym',
            ('gym', 'fitness', 'workout', 'crossfit')),
    'cinema': (lambda g: g.get('amenity') == 'cinema' or g.get('shop') == 'video',
               ('cinema', 'movie', 'film', 'imax', 'theatre', 'theater', 'gv ', 'golden village', 'cathay', 'shaw')),
    'vet': (lambda g: g.get('amenity') == 'veterinary' or g.get('healthcare') == 'veterinary' or g.get('shop') == 'pet',
            ('veterin', 'vet', 'animal', 'pet', 'pets')),
    'florist': (lambda g: g.get('shop') in ('florist', 'garden_centre'), ('florist', 'flower', 'floral', 'bouquet')),
    'bike shop': (lambda g: g.get('shop') == 'bicycle' or g.get('amenity') == 'bicycle_rental',
                  ('bike shop', 'bicycle shop', 'cycles', 'bike rental', 'bicycle rental', 'cycle')),
    'petrol station': (lambda g: g.get('amenity') == 'fuel' or 'fuel' in g,
                       ('petrol', 'fuel', 'tankstelle', 'aral', 'shell', 'esso', 'agip', 'gas station', 'filling station')),
}


def absent50(D, town, what):
    pred, words = ABSENT50[what]
    for f in D[town].feats:
        need50(not pred(f['tags']), f'{what} present in {town}: {f["id"]}')
        for k in WORDKEYS50:
            v = f['tags'].get(k)
            if v is None:
                continue
            low = _fold50(v).replace('_', ' ')
            for w in words:
                need50(not re.search(r'(?<!\w)' + re.escape(w), low), f'{what}: word {w} in {k}={v} ({f["id"]})')
    return f'{what}: absent from {town}'


def anchor50(D, town, pred, words, lookalike=None):
    fs = kind50(D, town, pred)
    need50(len(fs) == 1, f'anchor: {len(fs)} features')
    f = fs[0]
    need50(not any(k in f['tags'] for k in ('name', 'brand', 'alt_name', 'old_name')), 'anchor named')
    need50((town, f['type'], f['id']) not in REFUSED_IDS50, 'anchor refused by id')
    for k, v in f['tags'].items():
        need50((k, v) not in REFUSED_TAGS50 and k not in REFUSED_KEYS50, f'anchor refused by tag {k}={v}')
    if lookalike:
        need50(not kind50(D, town, lookalike), 'anchor has a look-alike kind in the town')
    for T in D.values():
        for g in T.feats:
            for k in ('name', 'brand', 'operator', 'alt_name', 'old_name'):
                v = g['tags'].get(k)
                if v is None:
                    continue
                low = _fold50(v)
                for w in words:
                    pat = r'(?<!\w)' + re.escape(w) + (r'(?!\w)' if len(w) <= 3 or ' ' in w else '')
                    need50(not re.search(pat, low), f'anchor word {w} in name {v}')
    return f


def softball50(D):
    return anchor50(D, 'Baltimore', lambda g: g.get('baseball') == 'softball', ('softball', 'softball field'),
                    lambda g: g.get('sport') == 'softball')


def median50(D):
    return anchor50(D, 'Baltimore', lambda g: g.get('landuse') == 'median', ('median', 'road median'),
                    lambda g: g.get('area:highway') == 'traffic_island' or g.get('traffic_calming') == 'island')


def hydrant50(D):
    return anchor50(D, 'Baltimore', lambda g: g.get('fire_hydrant:type') == 'pillar',
                    ('hydrant', 'fire hydrant', 'pillar'), lambda g: g.get('fire_hydrant:type') == 'pillar_type')


def stopsign50(D):
    return anchor50(D, 'Heidelberg', lambda g: g.get('highway') == 'stop', ('stop sign',),
                    lambda g: str(g.get('traffic_sign', '')).startswith('DE:206') or 'stop' in g)


def absent_tags50(f, prefixes, what):
    for k in f['tags']:
        need50(not any(k == p or k.startswith(p + ':') for p in prefixes), f'{what}: tag {k} present')
    return 'absent: ' + ', '.join(prefixes)


def g_count(n):
    return f'#{n}'


def g_m(x, band=True):
    return f'~{round(x)} m ±10%' if band else f'~{round(x)} m'


def Q_street_tag(name, key, expect, gold):
    def f(D):
        ws = street_ok50(D, name, OLDER_ALL50)
        v = street_tag50(ws, key)
        need50(v == expect, f'{name}: {key}={v}, expected {expect}')
        return gold, f'{name}: {key}={v} on {len(ws)} ways'
    return f


def Q_street_zip(name, expect):
    def f(D):
        ws = street_ok50(D, name, OLDER_ALL50)
        vals = set()
        for w in ws:
            for k in ('tiger:zip_left', 'tiger:zip_right'):
                need50(k in w['tags'], f'{name}: {k} missing')
                vals.add(w['tags'][k])
            for k in ('postal_code', 'addr:postcode'):
                if k in w['tags']:
                    vals.add(w['tags'][k])
        need50(vals == {expect}, f'{name}: zips {vals}')
        return f'!{expect}', f'{name}: zip {vals} on {len(ws)} ways'
    return f


def Q_street_footway(name, hw, gold):
    def f(D):
        ws = street_ok50(D, name, OLDER_ALL50)
        v = street_tag50(ws, 'highway')
        need50(v == hw, f'{name}: highway={v}')
        for w in ws:
            for k in ('motor_vehicle', 'motorcar', 'vehicle', 'access'):
                need50(w['tags'].get(k) in (None, 'no', 'private'), f'{name}: {k} allows cars')
        return gold, f'{name}: highway={v} on {len(ws)} ways'
    return f


def Q_street_trap(name, prefixes, what):
    def f(D):
        ws = street_ok50(D, name, OLDER_ALL50)
        for w in ws:
            absent_tags50(w, prefixes, f'{name} {what}')
        return NOTIN50, f'{name}: no {"/".join(prefixes)} on {len(ws)} ways'
    return f


def Q_anchor_trap(anchor, prefixes, what):
    def f(D):
        a = anchor(D)
        absent_tags50(a, prefixes, what)
        return NOTIN50, f'{a["type"]}{a["id"]}: no {"/".join(prefixes)}'
    return f


def Q_absent(town, what, gold):
    def f(D):
        return gold, absent50(D, town, what)
    return f


def kpred(key, val):
    return lambda g: g.get(key) == val


KIND50 = {
    'restaurants': (kpred('amenity', 'restaurant'), 30), 'cafes': (kpred('amenity', 'cafe'), 30),
    'bars': (kpred('amenity', 'bar'), 30), 'pubs': (kpred('amenity', 'pub'), 30),
    'fast food': (kpred('amenity', 'fast_food'), 30), 'hotels': (kpred('tourism', 'hotel'), 30),
    'pharmacies': (kpred('amenity', 'pharmacy'), 30), 'opticians': (kpred('shop', 'optician'), 30),
    'hairdressers': (kpred('shop', 'hairdresser'), 30), 'convenience stores': (kpred('shop', 'convenience'), 30),
    'traffic signals': (kpred('highway', 'traffic_signals'), 2), 'crossings': (kpred('highway', 'crossing'), 2),
    'trees': (kpred('natural', 'tree'), 2), 'street lamps': (kpred('highway', 'street_lamp'), 2),
    'bus stops': (kpred('highway', 'bus_stop'), 2), 'toilets': (kpred('amenity', 'toilets'), 10),
    'fountains': (kpred('amenity', 'fountain'), 10), 'waste baskets': (kpred('amenity', 'waste_basket'), 10),
}


def cnt50(D, town, kind):
    pred, r = KIND50[kind]
    n, fs = count50(D, town, pred, r, f'{town} {kind}')
    return n, fs


def Q_diff(town, k1, k2, larger_word=None):
    def f(D):
        a, _ = cnt50(D, town, k1)
        b, _ = cnt50(D, town, k2)
        d = abs(a - b)
        need50(d > 0.1 * max(a, b) and d not in (a, b), f'difference {d} of {a}/{b} fragile')
        items = [g_count(d), g_count(a), g_count(b)]
        if larger_word:
            need50(a != b, 'tie')
            items = [larger_word[0] if a > b else larger_word[1]] + items
        return '; '.join(items), f'{k1} {a}, {k2} {b}, difference {d}'
    return f


def Q_sum(town, k1, k2):
    def f(D):
        a, _ = cnt50(D, town, k1)
        b, _ = cnt50(D, town, k2)
        need50(a != b, 'equal counts')
        return f'#{a + b}; #{a}; #{b}', f'{k1} {a} + {k2} {b} = {a + b}'
    return f


def Q_ratio(town, k1, k2, gold_ratio):
    def f(D):
        a, _ = cnt50(D, town, k1)
        b, _ = cnt50(D, town, k2)
        r = a / b
        need50(abs(r * 10 - round(r * 10)) < 1e-9, f'ratio {r} not exact at the first decimal')
        need50(abs(r - gold_ratio) < 1e-9, f'ratio {r} != {gold_ratio}')
        w = {2: 'twice', 3: 'three times', 5: 'five times', 6: 'six times'}.get(int(r), '')
        alts = [f'!{r:.1f}'] + ([f'!{int(r)}'] if r == int(r) else []) + ([f'!{w}'] if w else [])
        return f'{" | ".join(alts)}; #{a}; #{b}', f'{k1} {a} / {k2} {b} = {r:.2f}'
    return f


def street_length50(D, name):
    ws = street_ok50(D, name, OLDER_ALL50)
    for w in ws:
        need50(w['tags'].get('highway') not in ('footway', 'path', 'steps', 'cycleway', 'track', 'corridor'),
               f'{name}: non-road way')
        need50(w['tags'].get('oneway') in (None, 'no'), f'{name}: one-way way')
    return sum(geolen50(w['geom']) for w in ws)


def Q_lendiff(n1, n2, longer_word):
    def f(D):
        a, b = street_length50(D, n1), street_length50(D, n2)
        need50(abs(a - b) > 0.15 * max(a, b), 'lengths too close')
        return (f'{longer_word[0] if a > b else longer_word[1]}; {g_m(abs(a - b), False)}; {g_m(a, False)}; '
                f'{g_m(b, False)}'), f'{n1} {a:.0f} m, {n2} {b:.0f} m'
    return f


def Q_speedtrap(n1, n2):
    def f(D):
        for nm in (n1, n2):
            ws = street_ok50(D, nm, OLDER_ALL50)
            for w in ws:
                absent_tags50(w, ('maxspeed', 'source:maxspeed', 'zone:maxspeed', 'note', 'description'), nm)
        return NOTIN50, f'no maxspeed on {n1} / {n2}'
    return f


def Q_hours(town, kind, day, minute, mode='count'):
    def f(D):
        if kind == 'ALL':
            fs = kind50(D, town, lambda g: 'opening_hours' in g and any(k in g for k in POIKEYS50))
        elif kind == 'shops':
            fs = kind50(D, town, lambda g: 'shop' in g)
        else:
            fs = kind50(D, town, KIND50[kind][0])
        if mode == 'count':
            n, tot = open_count50(D, town, fs, day, minute, f'{town} {kind}')
            return f'#{n}', f'{n} of {tot} with hours open'
        n, tot = open_count50(D, town, fs, day, minute, f'{town} {kind}', strict_between=False)
        if mode == 'any':
            return ('!yes; #' if n else '!no; #') + str(n), f'any: {n} of {tot}'
        if mode == 'all':
            return ('!yes; #' if n == tot else '!no; #') + str(n), f'all: {n} of {tot}'
    return f


def Q_route(town, a1, a2, mode, timeq=False, walkT=None):
    def f(D):
        fa, fb = a1(D), a2(D)
        L, lens, s = route50(D, town, mode, fa, fb, f'{mode} route')
        if walkT:
            v = walk_verdict50(lens, walkT, 'walk')
            return ('!yes; ' if v else '!no; ') + g_m(L), f'{mode} {L:.0f} m (straight {s:.0f}), verdict {walkT} min'
        g = g_m(L)
        if timeq:
            g += '; ' + TIME50
        return g, f'{mode} {L:.0f} m (straight {s:.0f}); variants ' + \
            ', '.join(f'{k[0]}/{k[1]} {v:.0f}' for k, v in lens.items())
    return f


def Q_threshold(town, kind, thr):
    def f(D):
        n, _ = cnt50(D, town, kind)
        need50(abs(n - thr) >= 3, f'count {n} within 3 of {thr}')
        return ('!yes; #' if n > thr else '!no; #') + str(n), f'{kind} {n} vs {thr}'
    return f


def Q_count(town, kind):
    def f(D):
        n, _ = cnt50(D, town, kind)
        return f'#{n}', f'{kind} {n}'
    return f


def Q_tagcount(town, kind, test, desc):
    def f(D):
        n, fs = cnt50(D, town, kind)
        m = sum(1 for x in fs if test(x['tags']))
        need50(0 < m < n, f'tag count {m} of {n}')
        return f'#{m}', f'{desc}: {m} of {n} {kind}'
    return f


def Q_common(town, kind, key, gold_value, gold):
    def f(D):
        n, fs = cnt50(D, town, kind)
        T = D[town]

        def winner(group):
            c = collections.Counter(x['tags'][key] for x in group if key in x['tags'])
            top = c.most_common(2)
            need50(top and (len(top) == 1 or top[0][1] > top[1][1]), f'most common {key}: tie {top}')
            return top[0][0], dict(c)
        w1, c1 = winner(fs)
        w2, _ = winner([x for x in fs if fname50(x)])
        keep = []
        for x in fs:
            if any(geodist50(T, x, y) <= 30 for y in keep):
                continue
            keep.append(x)
        w3, _ = winner(keep)
        need50(w1 == w2 == w3 == gold_value, f'most common {key}: {w1}/{w2}/{w3}')
        return gold, f'{key} of {kind}: {c1}'
    return f

REFUSED_IDS50 = {('Heidelberg', t[0], int(t[1:])) for t in (
    'n1468810819 n1744160584 n2720830627 n1027945019 w263333782 n1826839145 n1826839543 n1539741096 w277455040 '
    'w218816897 n135755576 w96599364 w222995062 n1794981583').split()} | \
    {('Singapore', t[0], int(t[1:])) for t in 'w144 w139'.split()} | \
    {('Baltimore', t[0], int(t[1:])) for t in (
        'w109485118 n2965421611 w176992297 w82419820 n1814748433 w292983549 n49564919 n1347116789 n1879397272 '
        'w82419817 w253992075 w69697770 w138488343 w286999057 w108842265 w189386294').split()}
REFUSED_TAGS50 = {tuple(s.split('=')) for s in (
    'highway=speed_camera amenity=parking_entrance surveillance=webcam shop=vacant service=emergency crossing=disused '
    'amenity=swimming_pool leisure=track man_made=tank service=connector noexit=yes tower:type=bell_tower '
    'highway=give_way highway=turning_circle barrier=chain barrier=entrance disused:amenity=cinema railway=razed '
    'highway=cycleway amenity=fire_station building=hut access=customer building=public sport=football '
    'highway=construction power=sub_station landuse=museum building=pavilion leisure=common place=island '
    'power=substation amenity=post_office amenity=smoking_area highway=elevator sport=tennis amenity=shelter '
    'landuse=construction advertising=column tower:type=communication man_made=mast playground=wendyhouse '
    'playground=playhouse traffic_calming=hump traffic_calming=bump man_made=pier building=train_station place=islet '
    'waterway=boat_lift amenity=clock information=map information=board amenity=charging_station barrier=turnstile '
    'landuse=cemetery amenity=grave_yard information=guidepost amenity=compressed_air power=generator '
    'man_made=water_tower man_made=chimney man_made=stack sport=chess railway=turntable building=hotel '
    'tunnel=building_passage').split()}
REFUSED_KEYS50 = {'roof:material'}
OLDER_ALL50 = list(dict.fromkeys(OLDER_SETS + LEFT_OUT))

A, H, R, O, G = 'attribute', 'hours', 'arithmetic', 'route', 'aggregate'
MO, TU, WE, TH, FR, SA, SU = range(7)
WIFI50 = ('yes', 'wlan', 'wifi', 'free', 'public')
QUESTIONS50 = [
    # ---- attribute
    (A, 'Baltimore', "is groome alley in baltimore an actual street or just an alley?",
     Q_street_tag('Groome Alley', 'service', 'alley', '!alley')),
    (A, 'Baltimore', "Ludlow Street, Baltimore - is that a real road or just a lane inside a parking lot?",
     Q_street_tag('Ludlow Street', 'service', 'parking_aisle', '!parking aisle | !parking lot | !parking')),
    (A, 'Baltimore', "who's allowed on Landay Avenue in Baltimore? is it private or can anyone use it",
     Q_street_tag('Landay Avenue', 'access', 'permissive', '!permissive | !anyone')),
    (A, 'Baltimore', "new hope circle baltimore - can I drive it both ways or is it one way only?",
     Q_street_tag('New Hope Circle', 'oneway', 'yes', '!one way | !one-way | !oneway')),
    (A, 'Baltimore', "What zip code is McDonogh Street in?", Q_street_zip('McDonogh Street', '21213')),
    (A, 'Baltimore', "hey, lawrence street in baltimore: a big main road or a quiet little side street?",
     Q_street_tag('Lawrence Street', 'highway', 'tertiary', '!tertiary | !in between | !in-between | !collector')),
    (A, 'Baltimore', "Can I drive my car down Elmleaf Court (Baltimore), or is it pedestrian only?",
     Q_street_footway('Elmleaf Court', 'pedestrian', '!no | !pedestrian | !car-free | !no cars')),
    (A, 'Baltimore', "pls tell me what kind of way Mullikin Court in baltimore is, a road or a footpath",
     Q_street_footway('Mullikin Court', 'footway', '!footway | !footpath | !foot path')),
    (A, 'Baltimore', "what sort of road is Constellation Way in Baltimore, officially?",
     Q_street_tag('Constellation Way', 'highway', 'unclassified', '!unclassified | !minor')),
    (A, 'Baltimore', "could a car get into Lindenleaf Court in baltimore, or is it only a walkway?",
     Q_street_footway('Lindenleaf Court', 'footway', '!no | !footway | !footpath | !walkway')),
    (A, 'Heidelberg', "There's one stop sign in the Heidelberg map. Who looks after it, which authority or operator?",
     Q_anchor_trap(stopsign50, ('operator', 'owner', 'authority', 'maintainer', 'network', 'note', 'description',
                                'name'), 'stop sign')),
    (A, 'Singapore', "what's the phone number of the pharmacy in singapore?",
     Q_absent('Singapore', 'pharmacy', ABSENT_YN50)),
    # ---- hours
    (H, 'Heidelberg', "how many restaurants in heidelberg are open on a thursday at 1 pm?",
     Q_hours('Heidelberg', 'restaurants', TH, 13 * 60)),
    (H, 'Heidelberg', "Monday, half past two in the afternoon - how many Heidelberg pubs are open then?",
     Q_hours('Heidelberg', 'pubs', MO, 14 * 60 + 30)),
    (H, 'Heidelberg', "quarter past eleven on a wednesday morning, any idea how many bars in Heidelberg are open?",
     Q_hours('Heidelberg', 'bars', WE, 11 * 60 + 15)),
    (H, 'Heidelberg', "It's Sunday evening, 6.15, I'm in heidelberg and hungry. Number of restaurants open right now?",
     Q_hours('Heidelberg', 'restaurants', SU, 18 * 60 + 15)),
    (H, 'Heidelberg', "is any pub in heidelberg open on a friday at 9:45 in the morning? how many?",
     Q_hours('Heidelberg', 'pubs', FR, 9 * 60 + 45, 'any')),
    (H, 'Singapore', "singapore data: how many places with opening hours are open on monday at 10.30 pm?",
     Q_hours('Singapore', 'ALL', MO, 22 * 60 + 30)),
    (H, 'Singapore', "Wednesday at 1 in the afternoon in Singapore - how many of the places that list their hours are open?",
     Q_hours('Singapore', 'ALL', WE, 13 * 60)),
    (H, 'Singapore', "is the post office in singapore open on saturday at 10 am?",
     Q_absent('Singapore', 'post office', ABSENT_YN50)),
    (H, 'Baltimore', "baltimore, monday 11:15 am: how many places that have opening hours are open?",
     Q_hours('Baltimore', 'ALL', MO, 11 * 60 + 15)),
    (H, 'Baltimore', "How many Baltimore places with listed hours are still open on a tuesday at 8.45 in the evening?",
     Q_hours('Baltimore', 'ALL', TU, 20 * 60 + 45)),
    (H, 'Baltimore', "sunday morning quarter to ten in baltimore, how many stores are open already?",
     Q_hours('Baltimore', 'shops', SU, 9 * 60 + 45)),
    (H, 'Baltimore', "are all the stores in baltimore open on tuesday at 11:15? yes or no, and how many are",
     Q_hours('Baltimore', 'shops', TU, 11 * 60 + 15, 'all')),
    # ---- arithmetic
    (R, 'Heidelberg', "heidelberg: how many more fast food places than pubs? give both counts pls",
     Q_diff('Heidelberg', 'fast food', 'pubs')),
    (R, 'Heidelberg', "Traffic lights plus pedestrian crossings in Heidelberg - total? and each number",
     Q_sum('Heidelberg', 'traffic signals', 'crossings')),
    (R, 'Heidelberg', "how many hotels are there per pharmacy in the heidelberg data? with the two counts",
     Q_ratio('Heidelberg', 'hotels', 'pharmacies', 6.0)),
    (R, 'Heidelberg', "In Heidelberg, are there more trees or more street lamps mapped, and by how many?",
     Q_diff('Heidelberg', 'trees', 'street lamps', ('!trees', '!street lamps'))),
    (R, 'Singapore', "singapore: restaurants minus cafes = ? tell me each too",
     Q_diff('Singapore', 'restaurants', 'cafes')),
    (R, 'Singapore', "Which does the Singapore map have more of, pedestrian crossings or trees? How big is the gap?",
     Q_diff('Singapore', 'crossings', 'trees', ('!crossings', '!trees'))),
    (R, 'Singapore', "toilets and bus stops in singapore, how many altogether? split it up",
     Q_sum('Singapore', 'toilets', 'bus stops')),
    (R, 'Singapore', "For every convenience store in Singapore, how many bus stops are there? Both numbers too.",
     Q_ratio('Singapore', 'bus stops', 'convenience stores', 2.0)),
    (R, 'Baltimore', "baltimore has how many more bars than pubs? with the two counts",
     Q_diff('Baltimore', 'bars', 'pubs')),
    (R, 'Baltimore', "how many fast food places per pharmacy in Baltimore? give both counts",
     Q_ratio('Baltimore', 'fast food', 'pharmacies', 5.0)),
    (R, 'Baltimore', "Which is longer, Henry Street or Colvin Street in Baltimore, and by how many metres? Give both lengths too.",
     Q_lendiff('Henry Street', 'Colvin Street', ('Henry', 'Colvin'))),
    (R, 'Baltimore', "what's the difference between the speed limits on McKim Street and Hamburg Street in baltimore?",
     Q_speedtrap('McKim Street', 'Hamburg Street')),
    # ---- route
    (O, 'Baltimore', "how long does it take to drive from the softball field to the median strip in baltimore? distance too",
     Q_route('Baltimore', softball50, median50, 'car', timeq=True)),
    (O, 'Baltimore', "Bike distance from the softball field to the median strip, Baltimore?",
     Q_route('Baltimore', softball50, median50, 'bike')),
    (O, 'Baltimore', "baltimore: walking distance softball field -> median strip",
     Q_route('Baltimore', softball50, median50, 'foot')),
    (O, 'Baltimore', "I'm at the softball field in Baltimore. Can I walk to the median strip in 25 minutes?",
     Q_route('Baltimore', softball50, median50, 'foot', walkT=25)),
    (O, 'Baltimore', "driving from the pillar fire hydrant to the softball field in baltimore, how far is that?",
     Q_route('Baltimore', hydrant50, softball50, 'car')),
    (O, 'Baltimore', "hey, how long would I need by bike from the softball field to the pillar fire hydrant (baltimore)? km and minutes",
     Q_route('Baltimore', softball50, hydrant50, 'bike', timeq=True)),
    (O, 'Baltimore', "Is the softball field within half an hour's walk of the pillar fire hydrant in Baltimore?",
     Q_route('Baltimore', hydrant50, softball50, 'foot', walkT=30)),
    (O, 'Baltimore', "car route from the pillar fire hydrant to the median strip in baltimore - how long is it?",
     Q_route('Baltimore', hydrant50, median50, 'car')),
    (O, 'Baltimore', "Cycling from the pillar fire hydrant to the median strip in Baltimore: what distance?",
     Q_route('Baltimore', hydrant50, median50, 'bike')),
    (O, 'Baltimore', "how many minutes on foot from the median strip to the pillar fire hydrant, baltimore? and the distance",
     Q_route('Baltimore', median50, hydrant50, 'foot', timeq=True)),
    (O, 'Heidelberg', "how far do I have to drive from the stop sign in heidelberg to the nearest petrol station?",
     Q_absent('Heidelberg', 'petrol station', ABSENT_YN50)),
    (O, 'Singapore', "my dog's sick - in singapore, how long a walk is it to the nearest vet?",
     Q_absent('Singapore', 'vet', ABSENT_YN50)),
    # ---- aggregate
    (G, 'Heidelberg', "how many opticians are in the heidelberg data?", Q_count('Heidelberg', 'opticians')),
    (G, 'Heidelberg', "My guess: Heidelberg has over 100 trees mapped. Right? count pls",
     Q_threshold('Heidelberg', 'trees', 100)),
    (G, 'Heidelberg', "How many cafes in Heidelberg offer wifi?",
     Q_tagcount('Heidelberg', 'cafes', lambda g: g.get('internet_access') in WIFI50, 'wifi')),
    (G, 'Heidelberg', "among heidelberg's cafes, what's the most common wheelchair access value?",
     Q_common('Heidelberg', 'cafes', 'wheelchair', 'limited', '!limited | !partly | !partial')),
    (G, 'Singapore', "number of traffic lights in the singapore map?", Q_count('Singapore', 'traffic signals')),
    (G, 'Singapore', "Are there more than 20 trees in Singapore's data? and how many exactly",
     Q_threshold('Singapore', 'trees', 20)),
    (G, 'Singapore', "how many restaurants in singapore have a phone number listed?",
     Q_tagcount('Singapore', 'restaurants', lambda g: 'phone' in g or 'contact:phone' in g, 'phone')),
    (G, 'Singapore', "count the bike shops in singapore for me",
     Q_absent('Singapore', 'bike shop', ABSENT_COUNT50)),
    (G, 'Baltimore', "Baltimore - how many hairdressers?", Q_count('Baltimore', 'hairdressers')),
    (G, 'Baltimore', "does baltimore have more than 300 traffic signals? yes or no, with the count",
     Q_threshold('Baltimore', 'traffic signals', 300)),
    (G, 'Baltimore', "How many bars in Baltimore have a website?",
     Q_tagcount('Baltimore', 'bars', lambda g: any(k in g for k in ('website', 'contact:website', 'url')), 'website')),
    (G, 'Baltimore', "baltimore cafes: which cuisine tag comes up most?",
     Q_common('Baltimore', 'cafes', 'cuisine', 'coffee_shop', '!coffee_shop | !coffee')),
]

GOLD_ITEM50 = re.compile(r'^(#\d+|~\d+ m( ±10%)?|![^|;]+|[A-Za-z][^|;!#~]*)$')
FIXED50 = set(x.strip() for x in (NOTIN50 + ' | ' + TIME50 + ' | #0 | !none | !no | !yes').split('|'))


def check_older_adds50(D):
    names = set()
    for T in D.values():
        for f in T.feats:
            if 'name' in f['tags']:
                names.add(f['tags']['name'])
    for n in VAL50_ADD:
        need50(n in names, f'VAL50_ADD: {n} is not an exact feature name')


def scan50(q, gold):
    hits = older_hits50(q, OLDER_ALL50)
    need50(not hits, f'older names in question: {hits}')
    for alt in gold.split(';'):
        for item in alt.split('|'):
            item = item.strip()
            need50(GOLD_ITEM50.match(item), f'bad gold item {item!r}')
            if item in FIXED50 or item.startswith('#') or item.startswith('~') or re.match(r'^!\d+(\.\d)?$', item):
                continue
            h = older_hits50(item.lstrip('!'), OLDER_ALL50)
            need50(not h, f'older names in gold item {item!r}: {h}')


def compute50():
    D = load50()
    check_older_adds50(D)
    out = []
    for kind_, town, q, fn in QUESTIONS50:
        try:
            gold, fig = fn(D)
            scan50(q, gold)
            out.append((kind_, town, q, gold, fig, None))
        except Fragile50 as e:
            out.append((kind_, town, q, None, None, str(e)))
    return out


HEADER50 = ('# beyond validation set 50 ({k}); held out - never tune on it. See README-val50.md.\n'
            '# question\tgold\tkind (one)\n')


def main50():
    ap = argparse.ArgumentParser()
    ap.add_argument('--check', action='store_true')
    ap.add_argument('--write', action='store_true')
    a = ap.parse_args()
    here = Path(__file__).resolve().parent
    res = compute50()
    fragile = [r for r in res if r[5]]
    qs = [r[2] for r in res]
    if len(set(qs)) != len(qs):
        fragile.append(('', '', 'duplicate question', None, None, 'duplicate'))
    for k in (A, H, R, O, G):
        n = sum(1 for r in res if r[0] == k)
        if n != 12:
            fragile.append((k, '', f'{n} questions', None, None, 'not twelve'))
    if not a.check and not a.write:
        for kind_, town, q, gold, fig, err in res:
            print(f'[{kind_}] {town}: {q}\n    gold: {gold}\n    figures: {fig}' + (f'\n    FRAGILE: {err}' if err else ''))
        return 1 if fragile else 0
    if a.write:
        if fragile:
            for r in fragile:
                print('fragile:', r[2], '-', r[5])
            print('refused: fragile golds, nothing written')
            return 1
        for k in (A, H, R, O, G):
            with open(here / f'val50-{k}.tsv', 'w', encoding='utf-8') as fh:
                fh.write(HEADER50.format(k=k))
                for r in res:
                    if r[0] == k:
                        fh.write(f'{r[2]}\t{r[3]}\tone\n')
        print('written')
        return 0
    bad = 0
    for k in (A, H, R, O, G):
        p = here / f'val50-{k}.tsv'
        lines = p.read_text(encoding='utf-8').split('\n') if p.exists() else []
        rows = [r for r in res if r[0] == k]
        body = [(i + 1, ln) for i, ln in enumerate(lines) if ln and not ln.startswith('#')]
        if len(body) != len(rows):
            print(f'{p.name}: {len(body)} rows, expected {len(rows)}')
            bad += 1
        for (ln_no, ln), r in zip(body, rows):
            want = f'{r[2]}\t{r[3]}\tone'
            if r[5]:
                print(f'{p.name}:{ln_no}: fragile gold: {r[5]}')
                bad += 1
            if ln != want:
                print(f'{p.name}:{ln_no}: differs\n    file: {ln}\n    want: {want}')
                bad += 1
    for r in fragile:
        if not r[0] or r[3] is None and r[2].endswith('questions'):
            print('fragile:', r[2], r[5])
            bad += 1
    print('check:', 'OK' if not bad else f'{bad} problem(s)')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main50())
