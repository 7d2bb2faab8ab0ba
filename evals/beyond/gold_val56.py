"""gold_val56.py - golds of the held-out "beyond" validation set 56 (see README-val56.md).

Mainly over four Icelandic towns of the national extract iceland-2019-outside-capital-and-akureyri.osm.pbf
(GEOREACT_SCALE_DIR); GEOREACT_FRESH_DIR is read only to check older names. Every gold is recomputed from the raw
OSM tags and geometries with osmium, shapely, pyproj, networkx and numpy.

    --check   compare with the five val56-*.tsv (exit 1 naming file and line on a difference or a fragile gold)
    --write   rewrite the five TSVs (refused while any gold is fragile)
    (none)    print kind, town, question, gold and figures

Lines 17-N (see README-val56.md) are the older-places block: gold_val55.py's lines 17-1151 copied unchanged,
then this set's VAL56_ADD / LEFT_OUT_VAL56_ADD and the two merges. This set's own code follows that block.
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
# ---------------------------------------------------------------- val56 code (reimplements README-val13/val54/val55's definitions)
import os, re, sys, math, argparse, collections, unicodedata
from pathlib import Path
import numpy as np
import osmium, shapely, shapely.wkb
from shapely.geometry import Point, LineString, shape
from pyproj import Geod, Transformer
import networkx as nx

HERE = Path(__file__).resolve().parent
SCALE = Path(os.environ.get('GEOREACT_SCALE_DIR', HERE.parents[2] / 'shared' / 'data' / 'osm-scale'))
FRESH = Path(os.environ.get('GEOREACT_FRESH_DIR', HERE.parents[2] / 'shared' / 'data' / 'osm-fresh'))
ICE = SCALE / 'iceland-2019-outside-capital-and-akureyri.osm.pbf'
GEOD56 = Geod(ellps='WGS84')
POIK = ('amenity', 'shop', 'tourism', 'leisure', 'office', 'craft', 'historic', 'healthcare')
NID = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIMEW = '!min | !minute | !hour'
REFUSED_IDS56 = {('n', 49455113), ('n', 49455110), ('n', 49497930), ('n', 49497921), ('n', 1794981583),
                 ('w', 139), ('w', 144)}   # older unnamed anchors known to this set (all in osm-fresh)

class Frag(Exception):
    pass

def need(c, msg):
    if not c:
        raise Frag(msg)

_WKB = osmium.geom.WKBFactory()
class _H56(osmium.SimpleHandler):
    def __init__(s):
        super().__init__(); s.feats = []; s.ways = {}
    def node(s, n):
        t = dict(n.tags)
        if t and (any(k in t for k in POIK) or 'place' in t):
            s.feats.append(('n', n.id, t, Point(n.location.lon, n.location.lat)))
    def way(s, w):
        t = dict(w.tags)
        if 'highway' in t:
            try:
                s.ways[w.id] = (t, [nd.ref for nd in w.nodes], [(nd.lon, nd.lat) for nd in w.nodes])
            except Exception:
                pass
    def area(s, a):
        t = dict(a.tags)
        if any(k in t for k in POIK) or 'place' in t or t.get('boundary') == 'administrative':
            try:
                g = shapely.wkb.loads(_WKB.create_multipolygon(a), hex=True)
            except Exception:
                return
            s.feats.append(('w' if a.from_way() else 'r', a.orig_id(), t, g))

class _N56(osmium.SimpleHandler):
    def __init__(s):
        super().__init__(); s.names = set()
    def _t(s, o):
        for k in ('name', 'brand', 'operator', 'name:en'):
            v = o.tags.get(k)
            if v: s.names.add(v)
    node = _t; way = _t; relation = _t

def fold(s):
    s = s.replace('ð', 'd').replace('Ð', 'd').replace('þ', 'th').replace('Þ', 'th').replace('æ', 'ae').replace('Æ', 'ae')
    s = unicodedata.normalize('NFKD', s)
    s = ''.join(c for c in s if not unicodedata.combining(c)).lower().replace('’', "'")
    return re.sub(r'\s+', ' ', s).strip()

def wre(name):
    return re.compile(r'(?<![\w])' + re.escape(fold(name)) + r'(?![\w])')

D = {}
def load():
    if D: return D
    h = _H56(); h.apply_file(str(ICE), locations=True)
    D['feats'] = [f for f in h.feats if ((f[0], f[1]) not in REFUSED_IDS56)]
    D['ways'] = h.ways
    names = set()
    for f in h.feats:
        for k in ('name', 'brand', 'operator', 'name:en'):
            if f[2].get(k): names.add(f[2][k])
    for fn in ('baltimore-2015.osm.pbf', 'heidelberg-2015.osm.pbf', 'singapore-bayfront-2019.osm.pbf'):
        n = _N56(); n.apply_file(str(FRESH / fn)); names |= n.names
    # Iceland names of ways / relations without POI keys (streets etc.)
    n = _N56(); n.apply_file(str(ICE)); names |= n.names
    D['names'] = names
    return D

def check_older_adds56():
    names = load()['names']
    bad = [x for x in VAL56_ADD if x not in names]
    need(not bad, 'VAL56_ADD names not exact feature names: %r' % bad)

# ---------------- towns
TOWN_NODES = {}
def town(name, kind='node'):
    if name in TOWN_NODES: return TOWN_NODES[name]
    c = [f for f in load()['feats'] if f[0] == 'n' and f[2].get('name') == name and f[2].get('place') in ('town', 'village', 'city', 'hamlet', 'farm')]
    need(len(c) == 1, 'town node %s: %d' % (name, len(c)))
    TOWN_NODES[name] = c[0]
    return c[0]

def proj(lon, lat):
    return Transformer.from_crs('EPSG:4326', '+proj=aeqd +lat_0=%f +lon_0=%f +datum=WGS84 +units=m' % (lat, lon), always_xy=True)

def P(g, tr):
    return shapely.transform(g, lambda xy: np.column_stack(tr.transform(xy[:, 0], xy[:, 1])))

def tr_of(tname):
    f = town(tname); return proj(f[3].x, f[3].y)

_CXY = []
def near(tname, R):
    f = town(tname); tr = tr_of(tname); c = P(f[3], tr); fs = load()['feats']
    if not _CXY:
        _CXY.append(np.array([(g[3].centroid.x, g[3].centroid.y) for g in fs]))
    xy = _CXY[0]; lon, lat = f[3].x, f[3].y
    dd = np.hypot((xy[:, 0] - lon) * 111320 * math.cos(math.radians(lat)), (xy[:, 1] - lat) * 110540)
    return [fs[i] for i in np.where(dd <= R * 1.2 + 500)[0] if P(fs[i][3].centroid, tr).distance(c) <= R]

def is_poi(f):
    return any(k in f[2] for k in POIK)

def place(tname, mention):
    """the one POI within 5 km of the town node whose folded name holds the mention as whole words"""
    need(not any(fold(mention) == fold(x) for x in LEFT_OUT), 'mention in LEFT_OUT: ' + mention)
    rx = wre(mention)
    c = [f for f in near(tname, 5000) if is_poi(f) and f[2].get('name') and rx.search(fold(f[2]['name']))]
    need(len(c) == 1, 'place %s in %s: %d candidates %r' % (mention, tname, len(c), [x[2].get('name') for x in c]))
    f = c[0]
    need(len(near_set(tname, 3000, f)) == 1, 'place %s beyond 3 km' % mention)
    older_check(f[2]['name']); older_check(mention)
    return f

def near_set(tname, R, f):
    tr = tr_of(tname); c = P(town(tname)[3], tr)
    return [f] if P(f[3].centroid, tr).distance(c) <= R else []

_OLDRX = None
def older_hits(text):
    global _OLDRX
    if _OLDRX is None:
        _OLDRX = []
        for nm in OLDER_SETS:
            for v in {nm, nm.replace("'", '’'), nm.replace('’', "'"), nm.lstrip('#')}:
                if fold(v).strip():
                    _OLDRX.append((nm, re.compile(r'(?<![\w])' + re.escape(v.lower()) + r'(?![\w])'),
                                   re.compile(r'(?<![\w])' + re.escape(fold(v)) + r'(?![\w])')))
    tl = text.lower(); tf = fold(text)
    return sorted({nm for nm, a, b in _OLDRX if a.search(tl) or b.search(tf)})

def older_check(text):
    h = older_hits(text)
    need(not h, 'older names in %r: %r' % (text, h))

# ---------------- measures
def gdist(f, g, tr):
    a, b = P(f[3], tr), P(g[3], tr)
    if a.distance(b) == 0: return 0.0
    from shapely.ops import nearest_points
    p, q = nearest_points(a, b)
    inv = Transformer.from_crs(tr.target_crs, 'EPSG:4326', always_xy=True)
    (x1, y1), (x2, y2) = inv.transform(p.x, p.y), inv.transform(q.x, q.y)
    return GEOD56.inv(x1, y1, x2, y2)[2]

def cdist(f, g):
    a, b = f[3].centroid, g[3].centroid
    return GEOD56.inv(a.x, a.y, b.x, b.y)[2]

def garea(f):
    need(f[3].geom_type in ('Polygon', 'MultiPolygon'), 'no polygon')
    return abs(GEOD56.geometry_area_perimeter(f[3])[0])

def tagpred(spec):
    if callable(spec): return spec
    k, vals = spec
    vals = vals if isinstance(vals, (set, tuple, list)) else (vals,)
    return lambda t: any(v in vals for v in t.get(k, '').split(';'))

def radius_count(tname, anchor, spec, R, named_only_same=True):
    pred = tagpred(spec); tr = tr_of(tname)
    cands = [f for f in near(tname, 8000) if pred(f[2]) and (f[0], f[1]) != (anchor[0], anchor[1])]
    inn = []
    for f in cands:
        d1 = gdist(anchor, f, tr); d2 = cdist(anchor, f)
        need(abs(d1 - R) > 0.05 * R and abs(d2 - R) > 0.05 * R, 'candidate near radius %s' % f[2].get('name'))
        need((d1 <= R) == (d2 <= R), 'geometry/centroid disagree %s' % f[2].get('name'))
        if d1 <= R: inn.append(f)
    dup_check(inn, tr)
    return inn

def dup_check(fs, tr, m=30):
    for i in range(len(fs)):
        for j in range(i + 1, len(fs)):
            a, b = fs[i], fs[j]
            if P(a[3], tr).distance(P(b[3], tr)) <= m:
                na, nb = a[2].get('name'), b[2].get('name')
                need(not (na and nb and fold(na) == fold(nb)) and na and nb, 'possible duplicate %r %r' % (na, nb))

EXTENTS = {'Seyðisfjörður': ('r', 56134, 'Seyðisfjarðarkaupstaður'), 'Vestmannaeyjabær': ('r', 3342236, 'Vestmannaeyjar')}
def extent(tname):
    typ, i, nm = EXTENTS[tname]
    c = [f for f in load()['feats'] if f[0] == typ and f[1] == i]
    need(len(c) == 1 and c[0][2].get('name') == nm, 'extent ' + tname)
    return c[0]

def town_count(tname, spec):
    pred = tagpred(spec); ex = extent(tname); tr = tr_of(tname); exg = P(ex[3], tr); bd = exg.boundary
    inn = []
    for f in load()['feats']:
        if f is ex or not pred(f[2]): continue
        if GEOD56.inv(f[3].centroid.x, f[3].centroid.y, ex[3].centroid.x, ex[3].centroid.y)[2] > 40000: continue
        g = P(f[3], tr)
        need(g.distance(bd) > 30, 'feature within 30 m of the extent edge: %s %s' % (f[0], f[1]))
        if g.intersects(exg): inn.append(f)
    dup_check(inn, tr)
    return inn

# ---------------- opening hours (README-val53 strict / lenient readings; PH dropped from selectors)
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
def _days(sel):
    out = set()
    for part in sel.split(','):
        if part == 'PH': continue
        if '-' in part:
            a, b = part.split('-'); need(a in DAYS and b in DAYS, 'sel'); i = DAYS.index(a)
            while True:
                out.add(i)
                if DAYS[i] == b: break
                i = (i + 1) % 7
        else:
            need(part in DAYS, 'sel ' + part); out.add(DAYS.index(part))
    return out

def _mins(s):
    m = re.fullmatch(r'(\d{1,2}):(\d\d)', s); need(m, 'time ' + s)
    return int(m.group(1)) * 60 + int(m.group(2))

def parse_oh(v, lenient):
    if v.strip() == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    week = {d: [] for d in range(7)}
    for rule in [r.strip() for r in v.split(';') if r.strip()]:
        if lenient:
            rule = re.sub(r',\s+', ',', rule)
        m = re.fullmatch(r'((?:[A-Z][a-z](?:-[A-Z][a-z])?)(?:,(?:[A-Z][a-z](?:-[A-Z][a-z])?))*)?\s*(.*)', rule)
        need(m, 'rule ' + rule)
        sel, body = m.group(1), m.group(2).strip()
        if sel is None and lenient is False and body.startswith('PH'):
            raise Frag('PH rule')
        days = _days(sel) if sel else set(range(7))
        if sel and not days: continue
        if body.startswith('PH '):   # "Su PH off" read as "Su,PH off"
            body = body[3:].strip()
        if body in ('off', 'closed'):
            for d in days: week[d] = []
            continue
        rngs = []
        for r in body.split(','):
            a, b = r.split('-') if r.count('-') == 1 else (None, None)
            need(a is not None, 'range ' + r)
            rngs.append((_mins(a), _mins(b)))
        for d in days: week[d] = rngs
    return week

def is_open(week, d, m, strict_spill):
    for a, b in week[d]:
        if b > a and a <= m < b: return True
        if b <= a and m >= a: return True
    p = (d - 1) % 7
    for a, b in week[p]:
        if b <= a and m < b:
            if strict_spill and week[d]: continue
            return True
    return False

def verdict(f, d, m):
    v = f[2].get('opening_hours'); need(v and v != 'unknown', 'no hours')
    res = set()
    for len_ in (False, True):
        w = parse_oh(v, len_)
        for sp in (False, True):
            for dm in range(-15, 16):
                mm = m + dm; dd = d
                if mm < 0: mm += 1440; dd = (d - 1) % 7
                if mm >= 1440: mm -= 1440; dd = (d + 1) % 7
                res.add(is_open(w, dd, mm, sp))
    need(len(res) == 1, 'hours verdict unstable %s' % f[2].get('name'))
    return res.pop()

def day_times(f, d):
    v = f[2].get('opening_hours'); outs = set()
    for len_ in (False, True):
        w = parse_oh(v, len_); need(len(w[d]) == 1, 'not one interval'); outs.add(w[d][0])
    need(len(outs) == 1, 'readings differ'); return outs.pop()

def hm(m):
    h, mi = divmod(m, 60)
    h12 = h % 12 or 12; ap = 'am' if h < 12 else 'pm'
    alts = ['!%02d:%02d' % (h, mi), '!%d:%02d' % (h, mi)]
    if mi == 0: alts += ['!%d %s' % (h12, ap), '!%d%s' % (h12, ap)]
    alts += ['!%d:%02d %s' % (h12, mi, ap), '!%d:%02d%s' % (h12, mi, ap)]
    return ' | '.join(dict.fromkeys(alts))

# ---------------- routing
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NONWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
          'services', 'razed', 'disused', 'bus_guideway', 'escape'}
def _dirs(t, mode, variant):
    hw = t.get('highway')
    if mode == 'car':
        if hw not in CAR or t.get('access') in ('no', 'private'): return None
        if variant == 'strict' and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')): return None
        ow = t.get('oneway')
        if variant == 'strict' and ow is None and (t.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link')): ow = 'yes'
    elif mode == 'bike':
        ok = (hw in CAR and hw not in ('motorway', 'trunk', 'motorway_link', 'trunk_link')) or hw in ('cycleway', 'path', 'track') or t.get('bicycle') in ('yes', 'designated')
        if not ok or t.get('bicycle') == 'no': return None
        if variant == 'strict' and t.get('access') in ('no', 'private') and t.get('bicycle') not in ('yes', 'designated'): return None
        ow = t.get('oneway')
        if t.get('oneway:bicycle') == 'no' or t.get('cycleway', '').startswith('opposite') or variant == 'nooneway': ow = None
        if variant == 'strict' and ow is None and t.get('junction') == 'roundabout': ow = 'yes'
    else:
        if hw in NONWAY or hw in ('motorway', 'trunk', 'motorway_link', 'trunk_link') or t.get('foot') == 'no': return None
        if variant == 'strict' and t.get('access') in ('no', 'private') and t.get('foot') not in ('yes', 'designated', 'permissive'): return None
        return (True, True)
    if ow in ('yes', 'true', '1'): return (True, False)
    if ow == '-1': return (False, True)
    return (True, True)

_G = {}
def graph(mode, variant, box=None):
    key = (mode, variant, box)
    if key in _G: return _G[key]
    G = nx.DiGraph(); pos = {}
    for wid, (t, refs, locs) in load()['ways'].items():
        dr = _dirs(t, mode, variant)
        if dr is None: continue
        if box and not any(box[0] <= x <= box[2] and box[1] <= y <= box[3] for x, y in locs): continue
        for i in range(len(refs) - 1):
            a, b = refs[i], refs[i + 1]; (x1, y1), (x2, y2) = locs[i], locs[i + 1]
            w = GEOD56.inv(x1, y1, x2, y2)[2]
            pos[a] = (x1, y1); pos[b] = (x2, y2)
            if dr[0] and (not G.has_edge(a, b) or G[a][b]['w'] > w): G.add_edge(a, b, w=w)
            if dr[1] and (not G.has_edge(b, a) or G[b][a]['w'] > w): G.add_edge(b, a, w=w)
    big = max(nx.strongly_connected_components(G), key=len)
    ids_all = np.array(list(pos)); xy_all = np.array([pos[i] for i in ids_all])
    ids_big = np.array([i for i in ids_all if i in big]); xy_big = np.array([pos[i] for i in ids_big])
    _G[key] = (G, ids_all, xy_all, ids_big, xy_big)
    return _G[key]

def snap(pt, ids, xy, maxd):
    lon, lat = pt.x, pt.y
    dx = (xy[:, 0] - lon) * 111320 * math.cos(math.radians(lat)); dy = (xy[:, 1] - lat) * 110540
    k = np.argsort(dx * dx + dy * dy)[:5]
    best = min(k, key=lambda i: GEOD56.inv(lon, lat, xy[i, 0], xy[i, 1])[2])
    d = GEOD56.inv(lon, lat, xy[best, 0], xy[best, 1])[2]
    need(d <= maxd, 'snap %.0f m > %d' % (d, maxd))
    return ids[best]

def route(mode, p, q, intertown=False, box=None):
    """p, q: shapely points (ends). Returns main length; checks variants within 3 %."""
    maxd = 500 if intertown else 100
    straight = GEOD56.inv(p.x, p.y, q.x, q.y)[2]
    if intertown: need(10000 <= straight <= 300000, 'straight %.0f' % straight)
    else: need(300 <= straight <= 5000, 'straight %.0f' % straight)
    variants = ['main', 'strict'] + (['nooneway'] if mode == 'bike' else [])
    lens = []
    for v in variants:
        G, ia, xa, ib, xb = graph(mode, v, box)
        for whole in (False, True):
            a = snap(p, ia, xa, maxd) if whole else snap(p, ib, xb, maxd)
            b = snap(q, ia, xa, maxd) if whole else snap(q, ib, xb, maxd)
            try:
                L = nx.dijkstra_path_length(G, a, b, weight='w')
            except nx.NetworkXNoPath:
                raise Frag('no path (%s, whole=%s)' % (v, whole))
            lens.append(L)
    L0 = lens[0]
    need(all(abs(L - L0) <= 0.03 * L0 for L in lens), 'variants differ %r' % [round(x) for x in lens])
    lo, hi = (0.97, 2.5) if intertown else (1.0, 2.5)
    need(lo * straight <= L0 <= hi * straight, 'route/straight %.2f' % (L0 / straight))
    return L0, lens, straight

def town_box(tname):
    f = town(tname); return (f[3].x - 0.12, f[3].y - 0.05, f[3].x + 0.12, f[3].y + 0.05)

def rgold(L):
    return '~%d m ±10%%' % (round(L / 100.0) * 100)

def walk_verdict(lens, T):
    if all(L <= 0.9 * T * 50 for L in lens): return True      # 3 km/h = 50 m/min
    if all(L >= 1.1 * T * 100 for L in lens): return False    # 6 km/h = 100 m/min
    raise Frag('walk verdict near threshold %r' % [round(x) for x in lens])

# ---------------- traps: tags and word starts within 6 km of the town node
TRAPKEYS = ('name', 'brand', 'operator', 'alt_name', 'old_name', 'description', 'shop', 'amenity', 'healthcare',
            'cuisine', 'tourism', 'craft', 'office', 'leisure', 'sport', 'name:en')
def absent_kind(tname, tagtests, words):
    for f in near(tname, 6000):
        t = f[2]
        for k, v in tagtests:
            need(not (k in t and (v is None or v in t[k].split(';'))), 'trap kind present: %s %s' % (f[0], f[1]))
        for k in TRAPKEYS:
            val = fold(t.get(k, '').replace('_', ' '))
            for w in words:
                need(not re.search(r'(?<![\w])' + re.escape(w), val), 'trap word %s in %s %s' % (w, f[0], f[1]))
    return True

def absent_tag(f, keys):
    for k in f[2]:
        need(not any(k == x or k.startswith(x + ':') or k == 'contact:' + x for x in keys), 'tag present: ' + k)
    return True
# ---------------- the questions
KEF, SIG, VES, SEY = 'Keflavík', 'Siglufjörður', 'Vestmannaeyjabær', 'Seyðisfjörður'
LETTER = {KEF: 'A', SIG: 'B', VES: 'C', SEY: 'D'}
Q = []
def q(file, tname, text):
    def deco(fn):
        Q.append((file, tname, text, fn)); return fn
    return deco

def phone_gold(v):
    digits = re.sub(r'\D', '', v)
    loc = digits[3:] if digits.startswith('354') and len(digits) > 7 else digits
    return '!%s %s | !%s | !354%s' % (loc[:3], loc[3:], loc, loc), digits

def web_gold(v):
    return '!' + re.sub(r'^https?://(www\.)?', '', v).rstrip('/')

def yn(b): return '!yes' if b else '!no'

# ======== attribute
@q('attribute', KEF, "what's the phone number for cafe duus in keflavik?")
def _():
    f = place(KEF, 'Cafe DUUS'); g, d = phone_gold(f[2]['phone']); return g, f[2]['phone']
@q('attribute', KEF, 'Thai Keflavík - what time do they open on a Sunday?')
def _():
    f = place(KEF, 'Thai Keflavík'); a, b = day_times(f, 6); return hm(a), f[2]['opening_hours']
@q('attribute', KEF, 'hey, what kind of food does OlsenOlsen Diner in Keflavík do?')
def _():
    f = place(KEF, 'OlsenOlsen Diner'); return '!' + f[2]['cuisine'], f[2]['cuisine']
@q('attribute', KEF, 'website for Lemon in Keflavík? the sandwich place')
def _():
    f = place(KEF, 'Lemon'); return web_gold(f[2]['website']), f[2]['website']
@q('attribute', SIG, 'Do you have a phone number for Kaffi Rauðka in Siglufjörður')
def _():
    f = place(SIG, 'Kaffi Rauðka'); g, d = phone_gold(f[2]['phone']); return g, f[2]['phone']
@q('attribute', SIG, "hannes boy café in siglufjordur, what's their website pls")
def _():
    f = place(SIG, 'Hannes Boy Café'); return web_gold(f[2]['website']), f[2]['website']
@q('attribute', SIG, "When does Aðalbakarinn in Siglufjörður open on saturdays? want to grab breakfast there")
def _():
    f = place(SIG, 'Aðalbakarinn'); absent_tag(f, ('opening_hours',)); return NID, 'no opening_hours'
@q('attribute', VES, 'what sort of cuisine is Gott in Vestmannaeyjar?')
def _():
    f = place(VES, 'Gott'); return '!' + f[2]['cuisine'], f[2]['cuisine']
@q('attribute', VES, 'Is Fiska- og náttúrugripasafn in Vestmannaeyjar wheelchair accessible?')
def _():
    f = place(VES, 'Fiska- og náttúrugripasafn'); return yn(f[2]['wheelchair'] == 'yes') , f[2]['wheelchair']
@q('attribute', SEY, "samkaup strax in seydisfjordur - until when are they open on a saturday?")
def _():
    f = place(SEY, 'Samkaup Strax'); a, b = day_times(f, 5); return hm(b), f[2]['opening_hours']
@q('attribute', SEY, 'Who operates the HI Hostel Seyðisfjörður?')
def _():
    f = place(SEY, 'HI Hostel Seyðisfjörður'); return '!' + f[2]['operator'], f[2]['operator']
@q('attribute', SEY, "got a website for Hótel Snæfell in Seyðisfjörður?")
def _():
    f = place(SEY, 'Hótel Snæfell'); absent_tag(f, ('website', 'url')); return NID, 'no website'

# ======== hours  (day index Mo=0)
@q('hours', KEF, 'is Thai Keflavík open on sunday at 3pm?')
def _():
    f = place(KEF, 'Thai Keflavík'); return yn(verdict(f, 6, 15 * 60)), f[2]['opening_hours']
@q('hours', KEF, 'OlsenOlsen Diner in Keflavik, still open tuesday 9.30 pm?')
def _():
    f = place(KEF, 'OlsenOlsen Diner'); return yn(verdict(f, 1, 21 * 60 + 30)), f[2]['opening_hours']
@q('hours', KEF, "Can I visit the Duus Museum in Keflavík on a Monday at 11 in the morning?")
def _():
    f = place(KEF, 'Duus Museum'); return yn(verdict(f, 0, 11 * 60)), f[2]['opening_hours']
@q('hours', KEF, "we land in keflavik saturday afternoon - is Vikingaheimar open at quarter past five?")
def _():
    f = place(KEF, 'Vikingaheimar'); return yn(verdict(f, 5, 17 * 60 + 15)), f[2]['opening_hours']
@q('hours', KEF, "Lemon on Hafnargata in Keflavík: open at 8.30 on a Sunday morning?")
def _():
    f = place(KEF, 'Lemon'); return yn(verdict(f, 6, 8 * 60 + 30)), f[2]['opening_hours']
@q('hours', KEF, "how many places with opening hours within 1 km of Lemon in Keflavík are open on a wednesday at 10:15?")
def _():
    a = place(KEF, 'Lemon')
    fs = [f for f in radius_count(KEF, a, lambda t: bool(t.get('opening_hours')) and any(k in t for k in POIK), 1000)]
    fs = fs + [a]
    op = [f for f in fs if verdict(f, 2, 10 * 60 + 15)]
    need(all(f[2].get('name') for f in fs), 'unnamed with hours')
    return '#%d' % len(op), [(f[2].get('name'), f[2]['opening_hours']) for f in fs]
@q('hours', SEY, 'Nord Austur in Seyðisfjörður, are they open monday evening around 7?')
def _():
    f = [x for x in near(SEY, 3000) if x[2].get('name:en') == 'Nord Austur - Sushi & Bar'][0]
    g = place(SEY, 'Norð Austur')
    need(cdist(f, g) < 100, 'two nodes of the restaurant apart')
    absent_tag(g, ('opening_hours',))
    return yn(verdict(f, 0, 19 * 60)), f[2]['opening_hours']
@q('hours', SEY, 'samkaup strax seydisfjordur open saturday at noon?')
def _():
    f = place(SEY, 'Samkaup Strax'); return yn(verdict(f, 5, 12 * 60)), f[2]['opening_hours']
@q('hours', SEY, "is the bank in Seyðisfjörður open on a friday at 1 pm")
def _():
    fs = town_count(SEY, ('amenity', 'bank')); need(len(fs) == 1, 'banks %d' % len(fs))
    return yn(verdict(fs[0], 4, 13 * 60)), fs[0][2]['opening_hours']
@q('hours', SEY, "I need to post something in Seyðisfjörður on Wednesday, is the post office still open at 4pm?")
def _():
    fs = town_count(SEY, ('amenity', 'post_office')); need(len(fs) == 1, 'post offices %d' % len(fs))
    return yn(verdict(fs[0], 2, 16 * 60)), fs[0][2]['opening_hours']
@q('hours', SEY, "Seyðisfjörður on a Tuesday at 10:00 - is Samkaup Strax open yet?")
def _():
    f = place(SEY, 'Samkaup Strax'); return yn(verdict(f, 1, 10 * 60)), f[2]['opening_hours']
@q('hours', VES, "is Gott in Vestmannaeyjar open for lunch on sunday, like 12:30?")
def _():
    f = place(VES, 'Gott'); absent_tag(f, ('opening_hours',)); return NID, 'no opening_hours'

# ======== arithmetic
def nearer(tname, X, A, B):
    x, a, b = place(tname, X), place(tname, A), place(tname, B); tr = tr_of(tname)
    da, db = gdist(x, a, tr), gdist(x, b, tr); ca, cb = cdist(x, a), cdist(x, b)
    need(abs(da - db) > 0.15 * max(da, db), 'near tie'); need((da < db) == (ca < cb), 'centroid disagrees')
    win = A if da < db else B
    return '%s; ~%d m' % (win, round(abs(da - db))), (round(da), round(db))

@q('arithmetic', KEF, 'From Keflavíkurkirkja, which is closer: Duus Museum or Paddys Irish Pub? and by how many metres?')
def _(): return nearer(KEF, 'Keflavíkurkirkja', 'Duus Museum', 'Paddys Irish Pub')
@q('arithmetic', SIG, 'siglufjordur: standing at Siglufjarðarkirkja, is Síldarminjasafnið or Sundhöll Siglufjarðar nearer, and whats the difference')
def _(): return nearer(SIG, 'Siglufjarðarkirkja', 'Síldarminjasafnið', 'Sundhöll Siglufjarðar')
@q('arithmetic', KEF, "how many more floors does Hotel Duus have than Keflavíkurkirkja?")
def _():
    a, b = place(KEF, 'Hotel Duus'), place(KEF, 'Keflavíkurkirkja')
    need('building:levels' in a[2], 'a levels'); absent_tag(b, ('building:levels', 'levels', 'height')); return NID, 'church has no levels'
def area_cmp(tname, A, B):
    a, b = place(tname, A), place(tname, B); x, y = garea(a), garea(b)
    need(abs(x - y) > 0.15 * max(x, y), 'areas close')
    return '%s; ~%d m2' % (A if x > y else B, round(abs(x - y))), (round(x), round(y))
@q('arithmetic', VES, "Vestmannaeyjar: which building has the bigger footprint, Landakirkja or Eldheimar? how much bigger in m2?")
def _(): return area_cmp(VES, 'Landakirkja', 'Eldheimar')
def tc_diff(tname, sa, sb):
    a, b = len(town_count(tname, sa)), len(town_count(tname, sb))
    need(a != b and abs(a - b) > 0.1 * max(a, b) and abs(a - b) not in (a, b), 'diff weak %d %d' % (a, b))
    return a, b
@q('arithmetic', VES, 'how many more restaurants than cafés within 900 m of Landakirkja in Vestmannaeyjar? give both numbers')
def _():
    x = place(VES, 'Landakirkja')
    a = len(radius_count(VES, x, ('amenity', 'restaurant'), 900)); b = len(radius_count(VES, x, ('amenity', 'cafe'), 900))
    need(a != b and abs(a - b) > 0.1 * max(a, b) and abs(a - b) not in (a, b), 'weak %d %d' % (a, b))
    return '#%d; #%d; #%d' % (a - b, a, b), (a, b)
@q('arithmetic', SEY, 'In Seyðisfjörður, guesthouses + hostels within 1 km of Bókasafn Seyðisfjarðar, how many together? split it up pls')
def _():
    x = place(SEY, 'Bókasafn Seyðisfjarðar')
    a = len(radius_count(SEY, x, ('tourism', 'guest_house'), 1000)); b = len(radius_count(SEY, x, ('tourism', 'hostel'), 1000))
    need(a != b, 'equal'); return '#%d; #%d; #%d' % (a + b, a, b), (a, b)
def drive(t1, t2):
    p, qq = town(t1)[3], town(t2)[3]; L, lens, s = route('car', p, qq, intertown=True); return L, s
@q('arithmetic', SIG, 'driving from Siglufjörður: how much further is Sauðárkrókur than Ólafsfjörður? both distances too')
def _():
    a, sa = drive(SIG, 'Sauðárkrókur'); b, sb = drive(SIG, 'Ólafsfjörður')
    need(abs(a - b) > 0.15 * a, 'close')
    return '~%d m ±10%%; %s; %s' % (round((a - b) / 100) * 100, rgold(a), rgold(b)), (round(a), round(b))
@q('arithmetic', SEY, 'seydisfjordur -> reydarfjordur -> eskifjordur by car, total km for both legs?')
def _():
    a, sa = drive(SEY, 'Reyðarfjörður'); b, sb = drive('Reyðarfjörður', 'Eskifjörður')
    return '%s; %s; %s' % (rgold(a + b), rgold(a), rgold(b)), (round(a), round(b))
@q('arithmetic', KEF, "Keflavík: Hotel Duus vs Keflavíkurkirkja, which has the larger footprint and by how much?")
def _(): return area_cmp(KEF, 'Hotel Duus', 'Keflavíkurkirkja')
@q('arithmetic', SIG, 'siglufjörður - fast food places minus restaurants within 500 m of Siglufjarðarkirkja = ? with the two counts')
def _():
    x = place(SIG, 'Siglufjarðarkirkja')
    a = len(radius_count(SIG, x, ('amenity', 'fast_food'), 500)); b = len(radius_count(SIG, x, ('amenity', 'restaurant'), 500))
    need(a != b and abs(a - b) > 0.1 * max(a, b) and abs(a - b) not in (a, b), 'weak %d %d' % (a, b))
    return '#%d; #%d; #%d' % (a - b, a, b), (a, b)

# ======== route
@q('route', SIG, 'how far is it to drive from Siglufjörður to Sauðárkrókur, and how long does it take?')
def _():
    L, s = drive(SIG, 'Sauðárkrókur'); return rgold(L) + '; ' + TIMEW, (round(L), round(s))
    L, s = drive(SIG, 'Sauðárkrókur'); return rgold(L), (round(L), round(s))
@q('route', SIG, "Driving Siglufjörður to Ólafsfjörður, how many km and roughly how long?")
def _():
    L, s = drive(SIG, 'Ólafsfjörður'); return rgold(L) + '; ' + TIMEW, (round(L), round(s))
@q('route', SIG, 'siglufjordur to dalvik by car - distance?')
def _():
    L, s = drive(SIG, 'Dalvík'); return rgold(L), (round(L), round(s))
@q('route', SEY, "How long does it take to get from Seyðisfjörður to Reyðarfjörður by car? km and time pls")
def _():
    L, s = drive(SEY, 'Reyðarfjörður'); return rgold(L) + '; ' + TIMEW, (round(L), round(s))
def leg(tname, mode, A, B):
    a, b = place(tname, A), place(tname, B)
    return route(mode, a[3].centroid, b[3].centroid, box=town_box(tname))
@q('route', KEF, 'walking from Paddys Irish Pub to the Duus Museum in keflavik, how many metres is that?')
def _():
    L, lens, s = leg(KEF, 'foot', 'Paddys Irish Pub', 'Duus Museum'); return rgold(L), (round(L), round(s))
@q('route', KEF, "Is Vikingaheimar a 20 min walk or less from Lemon in Keflavík?")
def _():
    L, lens, s = leg(KEF, 'foot', 'Lemon', 'Vikingaheimar'); return yn(walk_verdict(lens, 20)), (round(L), round(s))
@q('route', VES, 'Vestmannaeyjar on foot: Herjólfur ferry to Eldheimar, how far and how many minutes?')
def _():
    L, lens, s = leg(VES, 'foot', 'Herjólfur', 'Eldheimar'); return rgold(L) + '; ' + TIMEW, (round(L), round(s))
@q('route', VES, 'can I walk from Stafkirkjan í Vestmannaeyjum to Landakirkja in half an hour?')
def _():
    L, lens, s = leg(VES, 'foot', 'Stafkirkjan í Vestmannaeyjum', 'Landakirkja'); return yn(walk_verdict(lens, 30)), (round(L), round(s))
@q('route', SIG, 'walking distance from Siglo Hotel to Sundhöll Siglufjarðar?')
def _():
    L, lens, s = leg(SIG, 'foot', 'Siglo Hotel', 'Sundhöll Siglufjarðar'); return rgold(L), (round(L), round(s))
@q('route', SEY, 'seyðisfjörður, on foot from Tækniminjasafn Austurlands to Hótel Snæfell - how far?')
def _():
    L, lens, s = leg(SEY, 'foot', 'Tækniminjasafn Austurlands', 'Hótel Snæfell'); return rgold(L), (round(L), round(s))
@q('route', SEY, "What's the walk from Hótel Snæfell to the nearest bowling alley in Seyðisfjörður?")
def _():
    place(SEY, 'Hótel Snæfell')
    absent_kind(SEY, [('leisure', 'bowling_alley'), ('sport', '10pin'), ('sport', '9pin'), ('sport', 'bowls')], ['bowling', 'keila', 'keilu'])
    return NID + ' | !no bowling | !none', 'no bowling alley within 6 km'
@q('route', SIG, 'siglufjordur to hofsos by car, how many kilometres?')
def _():
    L, s = drive(SIG, 'Hofsós'); return rgold(L), (round(L), round(s))

# ======== aggregate
@q('aggregate', SEY, 'how many guesthouses are there within 500 m of Bókasafn Seyðisfjarðar?')
def _():
    fs = radius_count(SEY, place(SEY, 'Bókasafn Seyðisfjarðar'), ('tourism', 'guest_house'), 500); return '#%d' % len(fs), [f[2].get('name') for f in fs]
@q('aggregate', SEY, 'Number of hostels within 1km of Sundhöll in Seydisfjordur?')
def _():
    fs = radius_count(SEY, place(SEY, 'Sundhöll'), ('tourism', 'hostel'), 1000)
    return '#%d' % len(fs), [f[2].get('name') or f[2].get('name:en') for f in fs]
@q('aggregate', VES, 'how many museums does Vestmannaeyjar have')
def _():
    fs = town_count(VES, ('tourism', 'museum')); return '#%d' % len(fs), [f[2].get('name') for f in fs]
@q('aggregate', VES, 'Vestmannaeyjar restaurants within 800 m of Landakirkja: how many of them have a cuisine listed?')
def _():
    fs = radius_count(VES, place(VES, 'Landakirkja'), ('amenity', 'restaurant'), 800); c = [f for f in fs if f[2].get('cuisine')]
    need(0 < len(c) < len(fs), 'tag count at edge'); need(all(f[2].get('name') or f[2].get('name:en') for f in c), 'unnamed')
    return '#%d' % len(c), (len(c), len(fs))
@q('aggregate', VES, "gift shops within 400 m of Landakirkja in Vestmannaeyjar - how many?")
def _():
    fs = radius_count(VES, place(VES, 'Landakirkja'), ('shop', 'gift'), 400)
    return '#%d' % len(fs), [f[2].get('name') for f in fs]
@q('aggregate', KEF, 'hey how many gas stations within 2km of Keflavíkurkirkja?')
def _():
    x = place(KEF, 'Keflavíkurkirkja'); fs = radius_count(KEF, x, ('amenity', 'fuel'), 2000)
    return '#%d' % len(fs), [f[2].get('name') for f in fs]
@q('aggregate', KEF, 'how many car rental places within 1 km of Vikingaheimar in Keflavík?')
def _():
    x = place(KEF, 'Vikingaheimar'); fs = radius_count(KEF, x, ('amenity', 'car_rental'), 1000)
    return '#%d' % len(fs), [f[2].get('name') or f[2].get('name:en') for f in fs]
@q('aggregate', SIG, 'how many museums within 500 m of Kaffi Rauðka, siglufjordur?')
def _():
    x = place(SIG, 'Kaffi Rauðka'); fs = radius_count(SIG, x, ('tourism', 'museum'), 500)
    return '#%d' % len(fs), [f[2].get('name') for f in fs]
@q('aggregate', SIG, 'Siglufjörður: count the guesthouses within 300m of Siglufjarðarkirkja for me')
def _():
    x = place(SIG, 'Siglufjarðarkirkja'); fs = radius_count(SIG, x, ('tourism', 'guest_house'), 300)
    return '#%d' % len(fs), [f[2].get('name') for f in fs]
@q('aggregate', SIG, 'any ATMs within 400 m of Siglufjarðarkirkja? how many')
def _():
    x = place(SIG, 'Siglufjarðarkirkja')
    absent_kind_r = radius_count(SIG, x, lambda t: t.get('amenity') in ('atm', 'bank') or t.get('atm') == 'yes', 400)
    need(not absent_kind_r, 'atm present'); return '#0 | !none | !no; ' + NID, 'none'
@q('aggregate', KEF, 'how many guest houses within 1 km of Keflavíkurkirkja?')
def _():
    x = place(KEF, 'Keflavíkurkirkja'); fs = radius_count(KEF, x, ('tourism', 'guest_house'), 1000)
    return '#%d' % len(fs), [f[2].get('name') for f in fs]
@q('aggregate', VES, 'Vestmannaeyjar - more than 12 fast food places in town? how many?')
def _():
    fs = town_count(VES, ('amenity', 'fast_food')); need(abs(len(fs) - 12) >= 3, 'threshold')
    return '%s; #%d' % (yn(len(fs) > 12), len(fs)), [f[2].get('name') for f in fs]

# ---------------- driver
FILES56 = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
HEAD = {k: ['# val56-%s.tsv - held-out "beyond" validation set 56 (Iceland towns; see README-val56.md)' % k,
            '# question<TAB>gold<TAB>kind'] for k in FILES56}
FIXED = set(x.strip() for x in (NID + ' | ' + TIMEW + ' | !yes | !no | !none | !no bowling').split('|'))

def compute():
    load(); check_older_adds56()
    out = []
    for file, tname, text, fn in Q:
        try:
            older_check(text)
            gold, figs = fn()
            for item in re.split(r';|\|', gold):
                it = item.strip()
                if it in FIXED or re.fullmatch(r'[#~!]?[\d .,:]+(m|m2|am|pm|%|±10%)*[ m2±10%]*', it) or re.fullmatch(r'~[\d]+ m( ±10%)?|~\d+ m2|#\d+', it):
                    continue
                older_check(it.lstrip('!'))
            out.append((file, tname, text, gold, figs, None))
        except Frag as e:
            out.append((file, tname, text, None, None, str(e)))
    return out

def main():
    ap = argparse.ArgumentParser(); ap.add_argument('--check', action='store_true'); ap.add_argument('--write', action='store_true')
    a = ap.parse_args()
    res = compute(); bad = [r for r in res if r[5]]
    if a.write:
        if bad:
            for r in bad: print('FRAGILE', r[0], r[2], r[5])
            print('refused: fragile golds, nothing written'); sys.exit(1)
        for k in FILES56:
            rows = [r for r in res if r[0] == k]
            with open(HERE / ('val56-%s.tsv' % k), 'w', encoding='utf-8') as fh:
                fh.write('\n'.join(HEAD[k] + ['%s\t%s\tone' % (r[2], r[3]) for r in rows]) + '\n')
        print('written'); return
    if a.check:
        fail = 0
        for k in FILES56:
            lines = (HERE / ('val56-%s.tsv' % k)).read_text(encoding='utf-8').rstrip('\n').split('\n')
            rows = [r for r in res if r[0] == k]
            if len(lines) != len(rows) + 2:
                print('val56-%s.tsv: %d lines, expected %d' % (k, len(lines), len(rows) + 2)); fail = 1
            for i, r in enumerate(rows):
                ln = i + 3
                want = '%s\t%s\tone' % (r[2], r[3]) if not r[5] else None
                got = lines[i + 2] if i + 2 < len(lines) else None
                if r[5] or got != want:
                    print('val56-%s.tsv:%d: %s (%s)' % (k, ln, 'fragile' if r[5] else 'differs', r[5] or ''))
                    fail = 1
        print('check:', 'FAILED' if fail else 'ok (%d questions)' % len(res)); sys.exit(fail)
    for r in res:
        print(r[0], '|', LETTER.get(r[1], r[1]), r[1], '|', r[2], '|', r[3], '|', r[4], '|', r[5] or '')

if __name__ == '__main__':
    main()
