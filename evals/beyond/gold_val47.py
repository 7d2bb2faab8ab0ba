#!/usr/bin/env python3
"""Gold for the held-out "beyond" validation set val47 (see README-val47.md).

Recomputes every gold of the five val47-*.tsv from the raw OSM tags and geometries of the osm-fresh extracts.
  --check   compare with the TSVs (exit 1 naming the file and line on a difference or a fragile gold)
  --write   rewrite the TSVs (refused while a gold is fragile)
Map data (c) OpenStreetMap contributors, ODbL 1.0. Data folder: GEOREACT_FRESH_DIR, or <repo>/../shared/data/osm-fresh.
"""
# The older-places block below is gold_val46.py lines 8-1030, copied unchanged: its inlined OLDER_SETS / LEFT_OUT
# literals (every set up to val46's, ending with the two VAL46 merges). Only its name lists are used by this set.
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
# ================================================================ core (val47), written for this set
import os, re, sys, math, argparse, itertools, collections
from pathlib import Path
import numpy as np
import osmium, shapely, shapely.wkb
from shapely.geometry import Point, LineString, MultiLineString
from pyproj import Geod, Transformer
import networkx as nx

G47 = Geod(ellps='WGS84')
F47 = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Singapore': 'singapore-bayfront-2019.osm.pbf',
       'Baltimore': 'baltimore-2015.osm.pbf'}
T47 = list(F47)

class Fragile47(Exception):
    pass

def req(cond, msg):
    if not cond:
        raise Fragile47(msg)

class _Rd(osmium.SimpleHandler):
    def __init__(self):
        super().__init__(); self.n = []; self.w = []; self.a = []; self.fab = osmium.geom.WKBFactory()
    def node(self, n):
        if len(n.tags):
            self.n.append((n.id, {t.k: t.v for t in n.tags}, n.location.lon, n.location.lat))
    def way(self, w):
        try:
            c = [(x.lon, x.lat) for x in w.nodes]
        except osmium.InvalidLocationError:
            return
        self.w.append((w.id, {t.k: t.v for t in w.tags}, c, [x.ref for x in w.nodes]))
    def area(self, a):
        try:
            g = shapely.wkb.loads(self.fab.create_multipolygon(a), hex=True)
        except Exception:
            return
        self.a.append((a.from_way(), a.orig_id(), {t.k: t.v for t in a.tags}, g))

def _one(g):
    return g.geoms[0] if g.geom_type.startswith('Multi') and len(g.geoms) == 1 else g

def read_towns(datadir):
    D = {}
    for town, fn in F47.items():
        r = _Rd(); r.apply_file(os.path.join(datadir, fn), locations=True)
        polys = {oid: g for fw, oid, t, g in r.a if fw}
        feats = []
        for i, t, x, y in r.n:
            feats.append(dict(town=town, type='node', id=i, tags=t, geom=Point(x, y)))
        for i, t, c, refs in r.w:
            if not t or len(c) < 2:
                continue
            if i in polys and not ('highway' in t and t.get('area') != 'yes'):
                g = _one(polys[i])
            else:
                g = LineString(c)
            feats.append(dict(town=town, type='way', id=i, tags=t, geom=g))
        for fw, oid, t, g in r.a:
            if not fw and t:
                feats.append(dict(town=town, type='relation', id=oid, tags=t, geom=_one(g)))
        c = shapely.MultiPoint([f['geom'].centroid for f in feats]).centroid
        tr = Transformer.from_crs('EPSG:4326', f'+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84', always_xy=True)
        for f in feats:
            f['p'] = shapely.transform(f['geom'], lambda a, tr=tr: np.column_stack(tr.transform(a[:, 0], a[:, 1])))
        D[town] = dict(feats=feats, ways=[w for w in r.w if w[1] and len(w[2]) >= 2])
    return D

def glen(g):
    if g.geom_type.startswith('Multi'):
        return sum(glen(x) for x in g.geoms)
    if g.geom_type == 'Polygon':
        return glen(g.exterior)
    x, y = g.xy
    return G47.line_length(list(x), list(y))

def garea(g):
    return abs(G47.geometry_area_perimeter(g)[0])

def gd(p, q):
    return G47.inv(p.x, p.y, q.x, q.y)[2]

def end_of(f):
    g = f['geom']
    if g.geom_type in ('Polygon', 'MultiPolygon'):
        return g.centroid
    if g.geom_type in ('LineString', 'MultiLineString'):
        return g.interpolate(0.5, normalized=True)
    return g

# ---------------------------------------------------------------- kinds, counts, pairs
def feats_where(D, town, pred):
    return [f for f in D[town]['feats'] if pred(f['tags'])]

def no_pairs(fs, radius, what):
    for a, b in itertools.combinations(fs, 2):
        d = a['p'].distance(b['p'])
        na, nb = a['tags'].get('name'), b['tags'].get('name')
        if (na is None or nb is None or na == nb) and d <= radius:
            raise Fragile47(f'{what}: {a["type"]}/{a["id"]} and {b["type"]}/{b["id"]} {d:.1f} m apart')
        if na and nb and na != nb and d <= 2:
            raise Fragile47(f'{what}: differently named pair within 2 m')

def counted(D, town, pred, radius, what):
    fs = feats_where(D, town, pred)
    no_pairs(fs, radius, what)
    return fs

# ---------------------------------------------------------------- opening hours
WD = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
BYHAND = {'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00; Tu off',
          'Weekdays 7-3, Saturdays 7-6, Sundays 7-4': 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
          '8-6:30': '08:00-18:30'}
_SEL = re.compile(r'^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?(,(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?)*$')
_RNG = re.compile(r'^(\d{1,2}):(\d\d)-(\d{1,2}):(\d\d)$')
_OPEN = re.compile(r'^(\d{1,2}):(\d\d)\+$')

def _seldays(sel):
    out = []
    for part in sel.split(','):
        if '-' in part:
            a, b = part.split('-'); i, j = WD.index(a), WD.index(b)
            k = i
            while True:
                out.append(WD[k])
                if k == j:
                    break
                k = (k + 1) % 7
        else:
            out.append(part)
    return out

def _ranges(s, openend):
    if s in ('off', 'closed'):
        return []
    out = []
    for r in s.split(','):
        m = _RNG.match(r)
        if m:
            a = int(m[1]) * 60 + int(m[2]); b = int(m[3]) * 60 + int(m[4])
            if int(m[1]) > 24 or int(m[3]) > 24 or int(m[2]) > 59 or int(m[4]) > 59:
                return None
            out.append((a, b)); continue
        m = _OPEN.match(r)
        if m and openend is not None:
            a = int(m[1]) * 60 + int(m[2])
            out.append((a, a + 1 if openend == 'minute' else 1440)); continue
        return None
    return out

def _parse(v, lenient, openend):
    v = v.strip()
    if lenient:
        v = re.sub(r'\s*-\s*', '-', v)
        v = re.sub(r'\b(Mo|Tu|We|Th|Fr|Sa|Su|So)\.', r'\1', v)
        v = re.sub(r'\bSo\b', 'Su', v)
        v = re.sub(r'(Mo|Tu|We|Th|Fr|Sa|Su):\s', r'\1 ', v)
        v = re.sub(r',\s+', ',', v)
    if v == '24/7':
        return {d: [(0, 1440)] for d in WD}
    sched = {d: [] for d in WD}
    rules = [r.strip() for r in v.split(';') if r.strip()]
    if lenient:
        # a ',' between two rules ("Mo-Fr 9:00-18:00,Sa 9:00-13:00") is read as ';'
        rr = []
        for r in rules:
            rr += [x for x in re.split(r',(?=(?:Mo|Tu|We|Th|Fr|Sa|Su|PH)\b)', r)]
        rules = [r for r in rr if not r.startswith('PH')]
        rules = [re.sub(r',PH\b|\bPH,', '', r) for r in rules]
    if not rules:
        return None
    for r in rules:
        parts = r.split(' ')
        if len(parts) == 1:
            days, rng = WD, parts[0]
        elif len(parts) == 2 and _SEL.match(parts[0]):
            days, rng = _seldays(parts[0]), parts[1]
        else:
            return None
        iv = _ranges(rng, openend)
        if iv is None:
            return None
        for d in days:
            sched[d] = list(iv)
    return sched

def hour_readings(v):
    v = BYHAND.get(v, v)
    outs = []
    for lenient in (False, True):
        for oe in (None, 'minute', 'midnight'):
            s = _parse(v, lenient, oe)
            if s is not None and s not in outs:
                outs.append(s)
    return outs

def _open_at(s, di, m, strict):
    d = WD[di]
    for a, b in s[d]:
        if (b > a and a <= m < b) or (b <= a and m >= a):
            return True
    p = WD[(di - 1) % 7]
    if strict and s[d]:
        return False
    for a, b in s[p]:
        if b <= a and m < b:
            return True
    return False

def verdict(f, day, minute, what):
    v = f['tags'].get('opening_hours')
    rs = hour_readings(v)
    req(rs, f'{what}: unreadable hours {v!r} on {f["type"]}/{f["id"]}')
    vals = set()
    for dm in range(-15, 16):
        t = minute + dm; di = WD.index(day)
        if t < 0:
            t += 1440; di = (di - 1) % 7
        if t >= 1440:
            t -= 1440; di = (di + 1) % 7
        for s in rs:
            for strict in (False, True):
                vals.add(_open_at(s, di, t, strict))
    req(len(vals) == 1, f'{what}: unstable verdict for {f["type"]}/{f["id"]} {v!r} at {day} {minute//60}:{minute%60:02d}')
    return vals.pop()

def with_hours(fs):
    return [f for f in fs if f['tags'].get('opening_hours') and f['tags']['opening_hours'] != 'unknown']

def hours_pairs(fs, what):
    for a, b in itertools.combinations(fs, 2):
        d = a['p'].distance(b['p'])
        same = a['tags'].get('name') and a['tags'].get('name') == b['tags'].get('name')
        req(not ((same and d <= 30) or d <= 10), f'{what}: pair {a["type"]}/{a["id"]} {b["type"]}/{b["id"]} {d:.1f} m')

def n_open(fs, day, minute, what, between=True):
    hs = with_hours(fs)
    hours_pairs(hs, what)
    k = sum(verdict(f, day, minute, what) for f in hs)
    if between:
        req(0 < k < len(hs), f'{what}: count {k} of {len(hs)} not strictly between')
    return k, len(hs)

# ---------------------------------------------------------------- routing (README-val4 graph and variants)
CARHW = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
         'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
BIGHW = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}
NOTWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
          'services', 'razed', 'disused', 'bus_guideway', 'escape'}
NOPRIV = {'no', 'private'}
OKVALS = {'yes', 'designated', 'permissive'}

def _edges_dir(t, mode, var):
    """None = not usable; else (forward, backward)"""
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
        if hw not in CARHW or t.get('access') in NOPRIV:
            return None
        if var == 'strict' and (t.get('motor_vehicle') in NOPRIV or t.get('motorcar') in NOPRIV):
            return None
        if var == 'strict' and (t.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link')) and ow is None:
            bwd = False
        return fwd, bwd
    if mode == 'bike':
        ok = (hw in CARHW and hw not in BIGHW) or hw in ('cycleway', 'path', 'track') or t.get('bicycle') in ('yes', 'designated')
        if not ok or t.get('bicycle') == 'no':
            return None
        if var == 'strict' and t.get('access') in NOPRIV and t.get('bicycle') not in OKVALS:
            return None
        if t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite'):
            fwd, bwd = True, True
        if var == 'strict' and t.get('junction') == 'roundabout' and ow is None:
            bwd = False
        if var == 'nooneway':
            fwd, bwd = True, True
        return fwd, bwd
    if mode == 'foot':
        if hw in BIGHW or hw in NOTWAY or t.get('foot') == 'no':
            return None
        if var == 'strict' and t.get('access') in NOPRIV and t.get('foot') not in OKVALS:
            return None
        return True, True

_GR = {}
def road_graph(D, town, mode, var):
    key = (town, mode, var)
    if key in _GR:
        return _GR[key]
    G = nx.DiGraph(); pos = {}
    for i, t, c, refs in D[town]['ways']:
        dr = _edges_dir(t, mode, var)
        if dr is None:
            continue
        fwd, bwd = dr
        for (a, pa), (b, pb) in zip(zip(refs, c), zip(refs[1:], c[1:])):
            if a == b:
                continue
            w = G47.inv(pa[0], pa[1], pb[0], pb[1])[2]
            pos[a] = pa; pos[b] = pb
            if fwd and (not G.has_edge(a, b) or G[a][b]['w'] > w):
                G.add_edge(a, b, w=w)
            if bwd and (not G.has_edge(b, a) or G[b][a]['w'] > w):
                G.add_edge(b, a, w=w)
    big = max(nx.strongly_connected_components(G), key=len)
    _GR[key] = (G, pos, big)
    return _GR[key]

def _snap(p, nodes, pos):
    ids = list(nodes)
    xy = np.array([pos[n] for n in ids])
    d = G47.inv(np.full(len(ids), p.x), np.full(len(ids), p.y), xy[:, 0], xy[:, 1])[2]
    k = int(np.argmin(d))
    return ids[k], float(d[k])

VARIANTS = {'car': ['base', 'strict'], 'bike': ['base', 'strict', 'nooneway'], 'foot': ['base', 'strict']}

def route(D, town, mode, p, q, what):
    """length of the base route and of every variant; refuses unstable or implausible routes"""
    straight = gd(p, q)
    req(300 <= straight <= 5000, f'{what}: straight line {straight:.0f} m')
    lens = []
    base = None
    for var in VARIANTS[mode]:
        G, pos, big = road_graph(D, town, mode, var)
        for whole in (False, True):
            nodes = G.nodes if whole else big
            a, da = _snap(p, nodes, pos); b, db = _snap(q, nodes, pos)
            if var == 'base' and not whole:
                req(da <= 100 and db <= 100, f'{what}: snapped {da:.0f} / {db:.0f} m')
            try:
                L = nx.dijkstra_path_length(G, a, b, weight='w')
            except nx.NetworkXNoPath:
                raise Fragile47(f'{what}: no path ({var}, whole={whole})')
            if var == 'base' and not whole:
                base = L
            lens.append(L)
    req(0.97 * straight <= base <= 2.5 * straight, f'{what}: route {base:.0f} vs straight {straight:.0f}')
    for L in lens:
        req(abs(L - base) <= 0.03 * base, f'{what}: variant moves {base:.0f} -> {L:.0f}')
    return base, lens, straight

def walk_ok(lens, T, what):
    if all(L / 50.0 <= 0.9 * T for L in lens):
        return True
    if all(L / 100.0 >= 1.1 * T for L in lens):
        return False
    raise Fragile47(f'{what}: walking verdict near T={T} ({min(lens):.0f}-{max(lens):.0f} m)')

# ---------------------------------------------------------------- older places, anchors, traps
TOWN_WORDS = {'heidelberg', 'singapore', 'baltimore'}
# unnamed anchors of older sets by (town, type, id): the ids README-val45 and README-val46 list
REFUSED_IDS = {
    ('Heidelberg', 'node', 1468810819), ('Heidelberg', 'node', 1027945019), ('Heidelberg', 'node', 1744160584),
    ('Singapore', 'way', 106), ('Baltimore', 'way', 133689218), ('Baltimore', 'way', 82419817),
    ('Baltimore', 'way', 133689213), ('Baltimore', 'node', 1814748433), ('Baltimore', 'way', 82419820),
    ('Baltimore', 'way', 176992297), ('Singapore', 'way', 139), ('Heidelberg', 'node', 1794981583),
    ('Heidelberg', 'way', 277455040), ('Heidelberg', 'way', 218816897), ('Heidelberg', 'way', 96599364),
    ('Heidelberg', 'node', 1826839145), ('Heidelberg', 'node', 1826839543), ('Heidelberg', 'node', 3184585268),
    ('Singapore', 'way', 200), ('Baltimore', 'node', 1347116789), ('Baltimore', 'way', 69685135),
    ('Baltimore', 'way', 253992075), ('Baltimore', 'node', 1879397272), ('Baltimore', 'way', 108842265),
    ('Baltimore', 'way', 69697770), ('Baltimore', 'way', 138488343), ('Heidelberg', 'node', 1743456870),
    ('Heidelberg', 'node', 135755576),
    ('Heidelberg', 'node', 1908447716), ('Heidelberg', 'node', 1897490810), ('Heidelberg', 'node', 1531155348),
    ('Heidelberg', 'node', 3195077075), ('Heidelberg', 'way', 178570478), ('Singapore', 'way', 95),
    ('Baltimore', 'way', 189386294), ('Baltimore', 'way', 170211248), ('Singapore', 'way', 144),
    ('Baltimore', 'way', 286999057)}
REFUSED_TAGS47 = {
    ('highway', 'speed_camera'), ('shop', 'vacant'), ('amenity', 'parking_entrance'), ('foot', 'no'),
    ('parking', 'surface'), ('wheelchair', 'limited'), ('baseball', 'softball'), ('sport', 'football'),
    ('landuse', 'allotments'), ('man_made', 'tank'), ('leisure', 'track'), ('amenity', 'swimming_pool'),
    ('railway', 'razed'), ('razed:railway', 'tram'), ('highway', 'cycleway'), ('lcn', 'yes'), ('building', 'hut'),
    ('building:roof', 'flat'), ('highway', 'give_way'), ('highway', 'turning_circle'), ('highway', 'stop'),
    ('highway', 'primary_link'), ('maxspeed', '50'), ('barrier', 'chain'), ('landuse', 'median'),
    ('highway', 'construction'), ('construction', 'residential'), ('barrier', 'entrance'), ('bicycle', 'yes'),
    ('leisure', 'common'), ('power', 'sub_station'), ('landuse', 'museum'), ('office', 'Baudezernat'),
    ('amenity', 'fire_station'), ('power', 'substation'), ('amenity', 'post_office'),
    ('amenity', 'smoking_area'), ('highway', 'elevator'), ('sport', 'tennis'), ('amenity', 'shelter'),
    ('landuse', 'construction'),
    ('man_made', 'tower'), ('tower:type', 'communication'), ('advertising', 'column'), ('playground', 'wendyhouse'),
    ('traffic_calming', 'hump'), ('man_made', 'pier'), ('building', 'train_station'), ('place', 'island'),
    ('waterway', 'boat_lift'), ('building', 'public'), ('building', 'pavilion')}
REFUSED_KEYS47 = {'roof:material'}

def _name_re(n):
    return re.compile(r'(?<!\w)' + re.escape(n.lower()) + r'(?!\w)')

_OLDRE = None
def older_res():
    global _OLDRE
    if _OLDRE is None:
        out = []
        for n in dict.fromkeys(OLDER_SETS + LEFT_OUT):
            forms = {n, n.replace("'", '\u2019'), n.replace('\u2019', "'")}
            if n.startswith('#'):
                forms.add(n[1:])
            for x in forms:
                if x.lower() in TOWN_WORDS or not x.strip():
                    continue
                out.append((n, _name_re(x)))
        _OLDRE = out
    return _OLDRE

def older_in(text):
    t = text.lower()
    return [n for n, r in older_res() if r.search(t)]

def check_older_adds(D):
    names = {f['tags'].get('name') for t in T47 for f in D[t]['feats']}
    for n in VAL47_ADD:
        req(n in names, f'VAL47_ADD name {n!r} is not a feature name of the extracts')

def name_words_hit(D, word):
    """the word (phrase) at a word start of any feature name, brand or operator of the three extracts"""
    r = re.compile(r'(?<!\w)' + re.escape(word.lower()) + (r'(?!\w)' if len(word) <= 3 else ''))
    for t in T47:
        for f in D[t]['feats']:
            for k in ('name', 'brand', 'operator'):
                v = f['tags'].get(k)
                if v and r.search(v.lower()):
                    return v
    return None

# kinds a user could take for the same thing: none may exist in the anchor's town
LOOKALIKES = {'landuse=cemetery': [('amenity', 'grave_yard')], 'man_made=stack': [('man_made', 'chimney')],
              'man_made=water_tower': [('tower:type', 'water'), ('man_made', 'storage_tank')],
              'amenity=clock': [('man_made', 'clock')], 'sport=chess': [('leisure', 'table')],
              'information=guidepost': [('information', 'route_marker')],
              'amenity=charging_station': [('amenity', 'fuel')]}

def anchor(D, town, spec, words):
    fs = [f for f in D[town]['feats'] if all(f['tags'].get(k) == v for k, v in spec.items())]
    req(len(fs) == 1, f'anchor {spec} in {town}: {len(fs)} features')
    for kv in spec.items():
        for k2, v2 in LOOKALIKES.get('='.join(kv), []):
            req(not any(f['tags'].get(k2) == v2 for f in D[town]['feats']), f'anchor {spec}: a {k2}={v2} exists')
    f = fs[0]
    t = f['tags']
    req(not any(k in t for k in ('name', 'brand', 'alt_name', 'old_name')), f'anchor {spec} is named')
    req((town, f['type'], f['id']) not in REFUSED_IDS, f'anchor {spec}: refused id')
    req(not any((k, v) in REFUSED_TAGS47 for k, v in t.items()), f'anchor {spec}: refused tag')
    req(not any(k in REFUSED_KEYS47 for k in t), f'anchor {spec}: refused key')
    for w in words:
        hit = name_words_hit(D, w)
        req(hit is None, f'anchor word {w!r} found in name {hit!r}')
    return f

def absent_tags(f, prefixes, what):
    for k in f['tags']:
        req(not any(k == p or k.startswith(p + ':') or k.startswith(p + '_') for p in prefixes),
            f'{what}: tag {k} present')

ABSENT_KEYS = ('name', 'brand', 'operator', 'alt_name', 'old_name', 'description', 'shop', 'amenity', 'healthcare',
               'cuisine', 'tourism', 'craft', 'office', 'leisure')
def kind_absent(D, town, pred, words, what):
    rs = [re.compile(r'(?<!\w)' + w) for w in words]
    for f in D[town]['feats']:
        t = f['tags']
        req(not pred(t), f'{what}: {f["type"]}/{f["id"]} has the kind')
        for k in ABSENT_KEYS:
            v = t.get(k)
            if v:
                s = v.lower().replace('_', ' ')
                req(not any(r.search(s) for r in rs), f'{what}: {k}={v!r} on {f["type"]}/{f["id"]}')

# ---------------------------------------------------------------- streets (Baltimore)
def street(D, town, name):
    fs = [f for f in D[town]['feats'] if f['tags'].get('name') == name]
    req(fs and all(f['type'] == 'way' and 'highway' in f['tags'] for f in fs), f'street {name}: non-street carrier')
    for t in T47:
        for f in D[t]['feats']:
            for k in ('name', 'alt_name', 'old_name', 'brand'):
                v = f['tags'].get(k)
                if not v or (t == town and v == name and k == 'name'):
                    continue
                req(_name_re(name).search(v.lower()) is None and v.lower() != name.lower(),
                    f'street {name}: inside or namesake of {v!r}')
    for o in OLDER_SETS + LEFT_OUT:
        ol = o.lower(); nl = name.lower()
        req(not (ol == nl or _name_re(ol).search(nl) or _name_re(nl).search(ol)), f'street {name}: older {o!r}')
    return fs

def same_on_all(fs, key, what):
    vals = {f['tags'].get(key) for f in fs}
    req(len(vals) == 1 and None not in vals, f'{what}: {key} values {vals}')
    return vals.pop()

# ---------------------------------------------------------------- the questions of val47
NA = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIMEALT = '!min | !minute | !hour'
ABS_COUNT = '#0 | !none | !no | ' + NA
ABS_YN = '!no | !none | ' + NA
AMEN = ('amenity', 'shop', 'tourism', 'leisure', 'office', 'craft')

def tv(**kw):
    return lambda t: all(t.get(k) == v for k, v in kw.items())

def pair_r(spec_key):
    return 30 if spec_key in AMEN else None

def cnt(D, town, key, val, radius, what):
    return counted(D, town, tv(**{key: val}), radius, what)

def m(h, mi=0):
    return h * 60 + mi

def hours_all(t):
    return bool(t.get('opening_hours')) and any(k in t for k in ('amenity', 'shop', 'tourism', 'leisure', 'office', 'craft', 'historic'))

Q = []
def q(fname, town, text):
    def deco(fn):
        Q.append(dict(file=fname, town=town, q=text, fn=fn))
        return fn
    return deco

# ============================ attribute
A = 'val47-attribute.tsv'
CLOCK = ('Heidelberg', {'amenity': 'clock'}, ['clock'])
HMAP = ('Heidelberg', {'information': 'map'}, ['map', 'city map', 'map board'])
CHARGER = ('Heidelberg', {'amenity': 'charging_station'}, ['charging station', 'charging', 'charger', 'ev'])
TURNSTILE = ('Heidelberg', {'barrier': 'turnstile'}, ['turnstile'])
GRAVEYARD = ('Heidelberg', {'landuse': 'cemetery'}, ['graveyard'])
SMAP = ('Singapore', {'information': 'map'}, ['map', 'info map'])
SIGNPOST = ('Singapore', {'information': 'guidepost'}, ['signpost', 'guidepost'])
AIR = ('Baltimore', {'amenity': 'compressed_air'}, ['compressed air', 'air'])
GENERATOR = ('Baltimore', {'power': 'generator'}, ['generator'])
WTOWER = ('Baltimore', {'man_made': 'water_tower'}, ['water tower'])
CHIMNEY = ('Baltimore', {'man_made': 'stack'}, ['chimney', 'smokestack'])
CHESS = ('Baltimore', {'sport': 'chess'}, ['chess', 'chess table'])
TURNTABLE = ('Baltimore', {'railway': 'turntable'}, ['turntable', 'railway turntable'])

def anc(D, a):
    return anchor(D, a[0], a[1], a[2])

@q(A, 'Heidelberg', "is the clock in the heidelberg data an analog one or digital?")
def _(D):
    f = anc(D, CLOCK); v = f['tags'].get('display')
    req(v == 'analog', f'display {v}')
    return '!analog | !analogue', f'display={v} node/{f["id"]}'

@q(A, 'Heidelberg', "Hey, the city map board in Heidelberg - can I reach it in a wheelchair?")
def _(D):
    f = anc(D, HMAP); v = f['tags'].get('wheelchair')
    req(v == 'yes', f'wheelchair {v}')
    return '!yes', f'wheelchair={v}'

@q(A, 'Heidelberg', "where exactly is the EV charging station in heidelberg? does the map say anything about its location")
def _(D):
    f = anc(D, CHARGER); v = f['tags'].get('description')
    req(v == 'in der Tiefgarage', f'description {v}')
    return '!underground | !car park | !parking garage', f'description={v!r}'

@q(A, 'Heidelberg', "who operates the charging station for electric cars in Heidelberg?")
def _(D):
    f = anc(D, CHARGER)
    absent_tags(f, ('operator', 'network', 'brand', 'owner', 'note', 'name'), 'charger operator trap')
    return NA, f'tags {sorted(f["tags"])}'

@q(A, 'Singapore', "singapore data: is the info map board wheelchair accessible?")
def _(D):
    f = anc(D, SMAP)
    absent_tags(f, ('wheelchair', 'note', 'description', 'access'), 'map wheelchair trap')
    return NA, f'tags {sorted(f["tags"])}'

@q(A, 'Singapore', "Is there a photo of the signpost in the Singapore extract? link pls")
def _(D):
    f = anc(D, SIGNPOST); v = f['tags'].get('image', '')
    req(v.startswith('https://images.mapillary.com/'), f'image {v}')
    return '!images.mapillary.com | !mapillary', f'image={v}'

@q(A, 'Baltimore', "baltimore: do I have to pay at the compressed air point for my tires?")
def _(D):
    f = anc(D, AIR); v = f['tags'].get('fee')
    req(v == 'no', f'fee {v}')
    return '!no | !free', f'fee={v}'

@q(A, 'Baltimore', "What does the generator in the Baltimore data run on?")
def _(D):
    f = anc(D, GENERATOR); v = f['tags'].get('generator:source')
    req(v == 'gas', f'source {v}')
    return '!gas', f'generator:source={v}'

@q(A, 'Baltimore', "how much electricity can that generator in baltimore put out?")
def _(D):
    f = anc(D, GENERATOR); v = f['tags'].get('generator:output:electricity')
    req(v == '97 MW', f'output {v}')
    return '!97 MW | !97MW | !97 megawatt', f'generator:output:electricity={v}'

def zip_of(D, name):
    fs = street(D, 'Baltimore', name)
    z = set()
    for f in fs:
        for k in ('tiger:zip_left', 'tiger:zip_right', 'postal_code', 'addr:postcode'):
            if k in f['tags']:
                z.add(f['tags'][k])
        req('tiger:zip_left' in f['tags'] and 'tiger:zip_right' in f['tags'], f'{name}: way without zip')
    req(len(z) == 1, f'{name}: zips {z}')
    return z.pop(), len(fs)

@q(A, 'Baltimore', "what's the zip code for Hane Lane?")
def _(D):
    z, n = zip_of(D, 'Hane Lane')
    req(z not in LEFT_OUT and z not in OLDER_SETS, f'zip {z} older')
    return f'!{z}', f'{n} way(s), zip {z}'

@q(A, 'Baltimore', "South Rose Street in Baltimore - one way or two way?")
def _(D):
    fs = street(D, 'Baltimore', 'South Rose Street')
    v = same_on_all(fs, 'oneway', 'South Rose Street')
    req(v == 'yes', f'oneway {v}')
    return '!one way | !one-way | !oneway', f'{len(fs)} ways oneway={v}'

@q(A, 'Baltimore', "is hane lane paved or is it gravel?")
def _(D):
    fs = street(D, 'Baltimore', 'Hane Lane')
    for f in fs:
        absent_tags(f, ('surface', 'smoothness', 'tracktype', 'note', 'description'), 'Hane Lane surface trap')
    return NA, f'{len(fs)} way(s), highway={fs[0]["tags"].get("highway")}'

# ============================ hours
H = 'val47-hours.tsv'
def open_count_q(D, town, pred, radius, day, minute, what):
    fs = counted(D, town, pred, radius, what)
    k, n = n_open(fs, day, minute, what)
    return f'#{k}; #{n}', f'{k} of {n} with hours open ({len(fs)} in all) at {day} {minute//60}:{minute%60:02d}'

@q(H, 'Heidelberg', "It's monday, 4 in the afternoon. How many bars in heidelberg are open, and how many list their hours at all?")
def _(D):
    return open_count_q(D, 'Heidelberg', tv(amenity='bar'), 30, 'Mo', m(16), 'bars Mo 16:00')

@q(H, 'Heidelberg', "heidelberg: pubs open on a wednesday at 1 pm? number open + how many have hours")
def _(D):
    return open_count_q(D, 'Heidelberg', tv(amenity='pub'), 30, 'We', m(13), 'pubs We 13:00')

@q(H, 'Heidelberg', "How many restaurants in Heidelberg are open tuesday at quarter past three in the afternoon? Also tell me how many have opening hours listed")
def _(D):
    return open_count_q(D, 'Heidelberg', tv(amenity='restaurant'), 30, 'Tu', m(15, 15), 'restaurants Tu 15:15')

def any_open_q(D, town, pred, day, minute, what):
    fs = counted(D, town, pred, 30, what)
    k, n = n_open(fs, day, minute, what, between=False)
    return ('!yes' if k else '!no') + f'; #{k}', f'{k} of {n} with hours open ({len(fs)} in all)'

@q(H, 'Heidelberg', "need a new tube for my bike - will any bike shops in heidelberg be open monday morning at 9:30? how many?")
def _(D):
    return any_open_q(D, 'Heidelberg', tv(shop='bicycle'), 'Mo', m(9, 30), 'bike shops Mo 09:30')

@q(H, 'Heidelberg', "Any liquor store in Heidelberg still open on saturday at 8 pm? and how many")
def _(D):
    return any_open_q(D, 'Heidelberg', tv(shop='alcohol'), 'Sa', m(20), 'liquor Sa 20:00')

def all_hours_q(D, town, day, minute, what):
    return open_count_q(D, town, hours_all, 30, day, minute, what)

@q(H, 'Singapore', "singapore, thursday 7:45 am: how many of the places that list opening hours are open? and how many list them")
def _(D):
    return all_hours_q(D, 'Singapore', 'Th', m(7, 45), 'SG Th 07:45')

@q(H, 'Singapore', "Saturday at half past nine at night in Singapore - how many places with opening hours are still open, out of how many?")
def _(D):
    return all_hours_q(D, 'Singapore', 'Sa', m(21, 30), 'SG Sa 21:30')

@q(H, 'Singapore', "is everything that has opening hours in the singapore data open on a tuesday at noon? how many are open")
def _(D):
    fs = counted(D, 'Singapore', hours_all, 30, 'SG Tu 12:00')
    k, n = n_open(fs, 'Tu', m(12), 'SG Tu 12:00', between=False)
    return ('!yes' if k == n else '!no') + f'; #{k}', f'{k} of {n} open'

@q(H, 'Singapore', "hey is the post office in singapore open saturday morning around 10?")
def _(D):
    kind_absent(D, 'Singapore', lambda t: t.get('amenity') in ('post_office', 'post_box') or t.get('office') == 'post',
                ['post office', 'post box', 'postal', 'singpost', 'mail', 'postbox'], 'SG post office trap')
    return ABS_YN, 'no post office in the Singapore extract'

@q(H, 'Baltimore', "baltimore, tuesday 7.30 am - how many places with posted hours are open? and how many post hours")
def _(D):
    return all_hours_q(D, 'Baltimore', 'Tu', m(7, 30), 'BA Tu 07:30')

@q(H, 'Baltimore', "How many of the Baltimore places with opening hours are open on thursday at 4.30 in the afternoon, out of how many?")
def _(D):
    return all_hours_q(D, 'Baltimore', 'Th', m(16, 30), 'BA Th 16:30')

@q(H, 'Baltimore', "anything in baltimore open at 6 in the morning on a sunday? count pls")
def _(D):
    fs = counted(D, 'Baltimore', hours_all, 30, 'BA Su 06:00')
    k, n = n_open(fs, 'Su', m(6), 'BA Su 06:00', between=False)
    return ('!yes' if k else '!no') + f'; #{k}', f'{k} of {n} open'

# ============================ arithmetic
R = 'val47-arithmetic.tsv'
def diff_ok(a, b, what):
    big, small = max(a, b), min(a, b)
    d = big - small
    req(d > 0.1 * big and d != a and d != b, f'{what}: difference {d} of {a}, {b}')
    return d

@q(R, 'Heidelberg', "heidelberg data: trees minus street lamps = ? both numbers pls")
def _(D):
    a = len(cnt(D, 'Heidelberg', 'natural', 'tree', 2, 'trees'))
    b = len(cnt(D, 'Heidelberg', 'highway', 'street_lamp', 2, 'lamps'))
    d = diff_ok(a, b, 'trees-lamps')
    req(a > b, 'order')
    return f'#{d}; #{a}; #{b}', f'trees {a}, street lamps {b}'

@q(R, 'Heidelberg', "Add up the public phones and the taxi stands in Heidelberg for me - total, and split it up")
def _(D):
    a = len(cnt(D, 'Heidelberg', 'amenity', 'telephone', 10, 'phones'))
    b = len(cnt(D, 'Heidelberg', 'amenity', 'taxi', 10, 'taxi'))
    req(a != b, 'sum of equal counts')
    return f'#{a + b}; #{a}; #{b}', f'telephones {a}, taxi stands {b}'

@q(R, 'Heidelberg', "how many bus stops per taxi stand are there in heidelberg? give me both counts too")
def _(D):
    a = len(cnt(D, 'Heidelberg', 'highway', 'bus_stop', 2, 'bus stops'))
    b = len(cnt(D, 'Heidelberg', 'amenity', 'taxi', 10, 'taxi'))
    r = a / b
    req(abs(r * 10 - round(r * 10)) < 1e-9, f'ratio {r} not exact at one decimal')
    s = f'{r:.1f}'
    alts = f'!{s}' + (f' | !{int(r)}' if r == int(r) else '')
    return f'{alts}; #{a}; #{b}', f'bus stops {a}, taxi stands {b}, ratio {r}'

@q(R, 'Heidelberg', "Are there more kindergartens than schools in Heidelberg? By how many?")
def _(D):
    a = len(cnt(D, 'Heidelberg', 'amenity', 'kindergarten', 30, 'kindergartens'))
    b = len(cnt(D, 'Heidelberg', 'amenity', 'school', 30, 'schools'))
    d = diff_ok(a, b, 'kindergartens-schools')
    return ('!yes' if a > b else '!no') + f'; #{d}; #{a}; #{b}', f'kindergartens {a}, schools {b}'

@q(R, 'Singapore', "singapore: how many more restaurants than toilets? with both counts")
def _(D):
    a = len(cnt(D, 'Singapore', 'amenity', 'restaurant', 30, 'restaurants'))
    b = len(cnt(D, 'Singapore', 'amenity', 'toilets', 10, 'toilets'))
    req(a > b, 'order'); d = diff_ok(a, b, 'restaurants-toilets')
    return f'#{d}; #{a}; #{b}', f'restaurants {a}, toilets {b}'

@q(R, 'Singapore', "In the Singapore data, what's the ratio of bus stops to taxi stands? Both numbers please")
def _(D):
    a = len(cnt(D, 'Singapore', 'highway', 'bus_stop', 2, 'bus stops'))
    b = len(cnt(D, 'Singapore', 'amenity', 'taxi', 10, 'taxi'))
    r = a / b
    req(abs(r * 10 - round(r * 10)) < 1e-9, f'ratio {r}')
    alts = f'!{r:.1f}' + (f' | !{int(r)} | !twice' if r == 2 else (f' | !{int(r)}' if r == int(r) else ''))
    return f'{alts}; #{a}; #{b}', f'bus stops {a}, taxi stands {b}'

@q(R, 'Singapore', "crossings minus traffic lights in the singapore extract?")
def _(D):
    a = len(cnt(D, 'Singapore', 'highway', 'crossing', 2, 'crossings'))
    b = len(cnt(D, 'Singapore', 'highway', 'traffic_signals', 2, 'signals'))
    req(a > b, 'order'); d = diff_ok(a, b, 'crossings-signals')
    return f'#{d}; #{a}; #{b}', f'crossings {a}, traffic signals {b}'

@q(R, 'Singapore', "hey, watch stores plus convenience stores in singapore - what's the total? and each number")
def _(D):
    a = len(cnt(D, 'Singapore', 'shop', 'watches', 30, 'watches'))
    b = len(cnt(D, 'Singapore', 'shop', 'convenience', 30, 'convenience'))
    req(a != b, 'equal')
    return f'#{a + b}; #{a}; #{b}', f'watch stores {a}, convenience stores {b}'

@q(R, 'Baltimore', "fire stations + police stations in baltimore, added together? tell me each too")
def _(D):
    a = len(cnt(D, 'Baltimore', 'amenity', 'fire_station', 30, 'fire stations'))
    b = len(cnt(D, 'Baltimore', 'amenity', 'police', 30, 'police'))
    req(a != b, 'equal')
    return f'#{a + b}; #{a}; #{b}', f'fire stations {a}, police {b}'

@q(R, 'Baltimore', "Baltimore data: how many more water taxi / ferry stops than banks? both counts pls")
def _(D):
    a = len(cnt(D, 'Baltimore', 'amenity', 'ferry_terminal', 30, 'ferry'))
    b = len(cnt(D, 'Baltimore', 'amenity', 'bank', 30, 'banks'))
    req(a > b, 'order'); d = diff_ok(a, b, 'ferry-banks')
    return f'#{d}; #{a}; #{b}', f'ferry terminals {a}, banks {b}'

@q(R, 'Baltimore', "do hairdressers outnumber supermarkets in baltimore? by how much")
def _(D):
    a = len(cnt(D, 'Baltimore', 'shop', 'hairdresser', 30, 'hairdressers'))
    b = len(cnt(D, 'Baltimore', 'shop', 'supermarket', 30, 'supermarkets'))
    d = diff_ok(a, b, 'hair-super')
    return ('!yes' if a > b else '!no') + f'; #{d}; #{a}; #{b}', f'hairdressers {a}, supermarkets {b}'

@q(R, 'Baltimore', "How much taller is the water tower in Baltimore than the old chimney there?")
def _(D):
    pre = ('height', 'est_height', 'building:height', 'min_height', 'ele', 'levels', 'building:levels', 'note', 'description')
    a = anc(D, WTOWER); b = anc(D, CHIMNEY)
    absent_tags(a, pre, 'water tower height trap'); absent_tags(b, pre, 'chimney height trap')
    return NA, f'water tower node/{a["id"]} {sorted(a["tags"])}, chimney node/{b["id"]} {sorted(b["tags"])}'

# ============================ route
T = 'val47-route.tsv'
def r_len(D, a, b, mode, what):
    fa = anc(D, a); fb = anc(D, b)
    L, lens, s = route(D, a[0], mode, end_of(fa), end_of(fb), what)
    return L, lens, s

@q(T, 'Heidelberg', "how far is it by bike from the EV charging station to the clock in heidelberg?")
def _(D):
    L, lens, s = r_len(D, CHARGER, CLOCK, 'bike', 'charger-clock bike')
    return f'~{round(L)} m ±10%', f'bike {L:.0f} m (variants {min(lens):.0f}-{max(lens):.0f}), straight {s:.0f}'

@q(T, 'Heidelberg', "Heidelberg: walking from the old graveyard to the street clock, how many minutes does that take?")
def _(D):
    L, lens, s = r_len(D, GRAVEYARD, CLOCK, 'foot', 'graveyard-clock foot')
    return f'~{round(L)} m ±10%; {TIMEALT}', f'foot {L:.0f} m, straight {s:.0f}'

@q(T, 'Heidelberg', "I'm driving from the city map board to the clock in heidelberg. distance + minutes pls")
def _(D):
    L, lens, s = r_len(D, HMAP, CLOCK, 'car', 'map-clock car')
    return f'~{round(L)} m ±10%; {TIMEALT}', f'car {L:.0f} m (variants {min(lens):.0f}-{max(lens):.0f}), straight {s:.0f}'

@q(T, 'Heidelberg', "From the turnstile in Heidelberg to the city map board on foot - is twenty minutes enough?")
def _(D):
    L, lens, s = r_len(D, TURNSTILE, HMAP, 'foot', 'turnstile-map foot')
    v = walk_ok(lens, 20, 'turnstile-map')
    return ('!yes' if v else '!no') + f'; ~{round(L)} m ±10%', f'foot {L:.0f} m, straight {s:.0f}'

@q(T, 'Heidelberg', "can i walk from the clock to the charging station in heidelberg in 10 minutes?")
def _(D):
    L, lens, s = r_len(D, CLOCK, CHARGER, 'foot', 'clock-charger foot')
    v = walk_ok(lens, 10, 'clock-charger')
    return ('!yes' if v else '!no') + f'; ~{round(L)} m ±10%', f'foot {L:.0f} m, straight {s:.0f}'

@q(T, 'Singapore', "how far do I have to walk from the signpost in singapore to the nearest pharmacy?")
def _(D):
    anc(D, SIGNPOST)
    kind_absent(D, 'Singapore', lambda t: t.get('amenity') == 'pharmacy' or t.get('shop') in ('chemist', 'pharmacy')
                or t.get('healthcare') == 'pharmacy',
                ['pharmac', 'chemist', 'drugstore', 'drug store', 'apothe', 'guardian', 'watsons', 'unity'], 'SG pharmacy trap')
    return ABS_YN, 'no pharmacy in the Singapore extract'

@q(T, 'Singapore', "Singapore: cycling from the info map board to the nearest bike repair place, how many km?")
def _(D):
    anc(D, SMAP)
    kind_absent(D, 'Singapore', lambda t: t.get('shop') == 'bicycle' or t.get('amenity') == 'bicycle_repair_station'
                or t.get('service:bicycle:repair') == 'yes',
                ['bike shop', 'bicycle shop', 'bicycle repair', 'bike repair', 'cycle shop', 'cycle repair'], 'SG bike repair trap')
    return ABS_YN, 'no bicycle shop or repair station in the Singapore extract'

@q(T, 'Baltimore', "baltimore: how long by car from the chess table to the chimney? km and minutes")
def _(D):
    L, lens, s = r_len(D, CHESS, CHIMNEY, 'car', 'chess-chimney car')
    return f'~{round(L)} m ±10%; {TIMEALT}', f'car {L:.0f} m, straight {s:.0f}'

@q(T, 'Baltimore', "Bike route from the water tower to the compressed air point in Baltimore - how far?")
def _(D):
    L, lens, s = r_len(D, WTOWER, AIR, 'bike', 'tower-air bike')
    return f'~{round(L)} m ±10%', f'bike {L:.0f} m (variants {min(lens):.0f}-{max(lens):.0f}), straight {s:.0f}'

@q(T, 'Baltimore', "walking distance from the old chimney to the chess table in baltimore?")
def _(D):
    L, lens, s = r_len(D, CHIMNEY, CHESS, 'foot', 'chimney-chess foot')
    return f'~{round(L)} m ±10%', f'foot {L:.0f} m, straight {s:.0f}'

@q(T, 'Baltimore', "Is it doable to walk from the chimney to the water tower in Baltimore within half an hour?")
def _(D):
    L, lens, s = r_len(D, CHIMNEY, WTOWER, 'foot', 'chimney-tower foot')
    v = walk_ok(lens, 30, 'chimney-tower')
    return ('!yes' if v else '!no') + f'; ~{round(L)} m ±10%', f'foot {L:.0f} m, straight {s:.0f}'

@q(T, 'Baltimore', "I've got 45 minutes. can I walk from the chess table to the chimney in baltimore in that time?")
def _(D):
    L, lens, s = r_len(D, CHESS, CHIMNEY, 'foot', 'chess-chimney foot')
    v = walk_ok(lens, 45, 'chess-chimney')
    return ('!yes' if v else '!no') + f'; ~{round(L)} m ±10%', f'foot {L:.0f} m, straight {s:.0f}'

# ============================ aggregate
G = 'val47-aggregate.tsv'
def most_common(fs, key, what, split=True):
    def tally(group):
        c = collections.Counter()
        for f in group:
            v = f['tags'].get(key)
            if not v:
                continue
            for x in (re.split(r'[;,]', v) if split else [v]):
                if x.strip():
                    c[x.strip()] += 1
        return c.most_common()
    res = []
    for group in (fs, [f for f in fs if f['tags'].get('name')]):
        mc = tally(group)
        req(len(mc) >= 1 and (len(mc) == 1 or mc[0][1] > mc[1][1]), f'{what}: no strict winner {mc[:3]}')
        res.append(mc)
    req(res[0][0][0] == res[1][0][0], f'{what}: winner changes without unnamed')
    return res[0][0][0], res[0][:4]

@q(G, 'Heidelberg', "how many doctors' practices are in the heidelberg data?")
def _(D):
    n = len(cnt(D, 'Heidelberg', 'amenity', 'doctors', 30, 'doctors'))
    return f'#{n}', f'doctors {n}'

@q(G, 'Heidelberg', "My bet: Heidelberg's data has more than 100 trees. Right? give me the count")
def _(D):
    n = len(cnt(D, 'Heidelberg', 'natural', 'tree', 2, 'trees'))
    req(abs(n - 100) >= 3, 'threshold near')
    return ('!yes' if n > 100 else '!no') + f'; #{n}', f'trees {n}'

@q(G, 'Heidelberg', "what cuisine do heidelberg's cafes list most often?")
def _(D):
    fs = cnt(D, 'Heidelberg', 'amenity', 'cafe', 30, 'cafes')
    w, mc = most_common(fs, 'cuisine', 'cafe cuisine')
    req(w == 'ice_cream', f'winner {w}')
    return '!ice cream | !ice-cream | !gelato', f'{mc}'

@q(G, 'Heidelberg', "How many of the restaurants in Heidelberg have a website listed?")
def _(D):
    fs = cnt(D, 'Heidelberg', 'amenity', 'restaurant', 30, 'restaurants')
    k = sum(1 for f in fs if any(x in f['tags'] for x in ('website', 'contact:website', 'url')))
    req(0 < k < len(fs), f'{k} of {len(fs)}')
    return f'#{k}', f'{k} of {len(fs)} restaurants with a website'

@q(G, 'Singapore', "singapore extract - are there more than 10 traffic lights?")
def _(D):
    n = len(cnt(D, 'Singapore', 'highway', 'traffic_signals', 2, 'signals'))
    req(abs(n - 10) >= 3, 'threshold')
    return ('!yes' if n > 10 else '!no') + f'; #{n}', f'traffic signals {n}'

@q(G, 'Singapore', "How many MRT station entrances are there in the Singapore data?")
def _(D):
    n = len(cnt(D, 'Singapore', 'railway', 'subway_entrance', 10, 'subway entrances'))
    return f'#{n}', f'subway entrances {n}'

@q(G, 'Singapore', "how many of the toilets in singapore are wheelchair accessible?")
def _(D):
    fs = cnt(D, 'Singapore', 'amenity', 'toilets', 10, 'toilets')
    k = sum(1 for f in fs if f['tags'].get('wheelchair') == 'yes')
    req(0 < k < len(fs), f'{k} of {len(fs)}')
    return f'#{k}', f'{k} of {len(fs)} toilets wheelchair=yes'

@q(G, 'Singapore', "count the vets in the singapore data for me")
def _(D):
    kind_absent(D, 'Singapore', lambda t: t.get('amenity') == 'veterinary' or t.get('healthcare') == 'veterinary'
                or t.get('shop') == 'pet', ['vet', 'veterin', 'animal', 'pet '], 'SG vet trap')
    return ABS_COUNT, 'no veterinary in the Singapore extract'

@q(G, 'Baltimore', "how many car washes does the baltimore data have")
def _(D):
    n = len(cnt(D, 'Baltimore', 'amenity', 'car_wash', 30, 'car washes'))
    return f'#{n}', f'car washes {n}'

@q(G, 'Baltimore', "Baltimore: more than 25 gas stations in the data, yes or no? and the actual number")
def _(D):
    n = len(cnt(D, 'Baltimore', 'amenity', 'fuel', 30, 'fuel'))
    req(abs(n - 25) >= 3, 'threshold')
    return ('!yes' if n > 25 else '!no') + f'; #{n}', f'fuel {n}'

@q(G, 'Baltimore', "which cuisine shows up most among baltimore's cafes?")
def _(D):
    fs = cnt(D, 'Baltimore', 'amenity', 'cafe', 30, 'cafes')
    w, mc = most_common(fs, 'cuisine', 'BA cafe cuisine')
    req(w == 'coffee_shop', f'winner {w}')
    return '!coffee', f'{mc}'

@q(G, 'Baltimore', "In Baltimore, how many museums have a website in the data?")
def _(D):
    fs = cnt(D, 'Baltimore', 'tourism', 'museum', 30, 'museums')
    k = sum(1 for f in fs if any(x in f['tags'] for x in ('website', 'contact:website', 'url')))
    req(0 < k < len(fs), f'{k} of {len(fs)}')
    return f'#{k}', f'{k} of {len(fs)} museums with a website'

# ---------------------------------------------------------------- running, checking, writing
FILES47 = ['val47-attribute.tsv', 'val47-hours.tsv', 'val47-arithmetic.tsv', 'val47-route.tsv', 'val47-aggregate.tsv']
HEADER = {
    'val47-attribute.tsv': 'attribute: a place\'s attribute in everyday words (held-out set val47; see README-val47.md)',
    'val47-hours.tsv': 'hours: open at a moment said in words (held-out set val47; see README-val47.md)',
    'val47-arithmetic.tsv': 'arithmetic: differences, sums, ratios, comparisons (held-out set val47; see README-val47.md)',
    'val47-route.tsv': 'route: distance / time by car, bike, on foot; walking verdicts (held-out set val47; see README-val47.md)',
    'val47-aggregate.tsv': 'aggregate: counts, tag counts, thresholds, most common value (held-out set val47; see README-val47.md)'}
FIXED = set(x.strip() for x in (NA + ' | ' + TIMEALT).split(' | ')) | {'!yes', '!no', '!none', '#0'}
_ITEM = re.compile(r'^(#\d+|~\d+ m ±10%|~\d+ m|~\d+ m2|![^|;]+)$')

def gold_problems(g):
    out = []
    for item in g.split('; '):
        for alt in item.split(' | '):
            alt = alt.strip()
            if not _ITEM.match(alt):
                out.append(f'bad gold item {alt!r}')
                continue
            if alt in FIXED or alt.startswith('#') or alt.startswith('~'):
                continue
            if re.fullmatch(r'!\d+(\.\d+)?( ?MW| megawatt)?', alt):
                continue
            hits = older_in(alt[1:])
            if hits:
                out.append(f'older name in gold item {alt!r}: {hits}')
    return out

def compute(D):
    check_older_adds(D)
    rows = []
    for x in Q:
        try:
            g, fig = x['fn'](D)
            probs = gold_problems(g)
            hits = older_in(x['q'])
            if hits:
                probs.append(f'older name in question: {hits}')
            err = '; '.join(probs) if probs else None
        except Fragile47 as e:
            g, fig, err = None, None, f'fragile: {e}'
        rows.append(dict(x, gold=g, fig=fig, err=err))
    by = collections.Counter(r['file'] for r in rows)
    for fn in FILES47:
        req(by[fn] == 12, f'{fn}: {by[fn]} questions')
    req(len({r['q'] for r in rows}) == len(rows), 'duplicate question')
    return rows

def tsv_text(rows, fn):
    lines = [f'# {HEADER[fn]}', '# question<TAB>gold<TAB>kind  (items joined by "; ", alternatives by " | ")']
    for r in rows:
        if r['file'] == fn:
            lines.append(f'{r["q"]}\t{r["gold"]}\tone')
    return '\n'.join(lines) + '\n'

def main():
    ap = argparse.ArgumentParser(description='gold for held-out set val47')
    ap.add_argument('--check', action='store_true'); ap.add_argument('--write', action='store_true')
    a = ap.parse_args()
    here = Path(__file__).resolve().parent
    datadir = os.environ.get('GEOREACT_FRESH_DIR') or str(Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh')
    D = read_towns(datadir)
    rows = compute(D)
    bad = [r for r in rows if r['err']]
    if a.write:
        if bad:
            for r in bad:
                print(f'{r["file"]}: {r["q"]}: {r["err"]}')
            print('refused: fragile golds, nothing written'); sys.exit(1)
        for fn in FILES47:
            (here / fn).write_text(tsv_text(rows, fn), encoding='utf-8')
        print('wrote', ', '.join(FILES47)); return
    if a.check:
        fail = False
        for fn in FILES47:
            p = here / fn
            if not p.exists():
                print(f'{fn}: missing'); fail = True; continue
            have = p.read_text(encoding='utf-8').split('\n')
            want = tsv_text(rows, fn).split('\n')
            mine = [r for r in rows if r['file'] == fn]
            for i, r in enumerate(mine):
                if r['err']:
                    print(f'{fn}:{i + 3}: fragile gold: {r["err"]}'); fail = True
            for i in range(max(len(have), len(want))):
                h = have[i] if i < len(have) else None
                w = want[i] if i < len(want) else None
                if h != w:
                    print(f'{fn}:{i + 1}: differs\n  file: {h!r}\n  gold: {w!r}'); fail = True
        if fail:
            sys.exit(1)
        print('ok: every gold matches (%d questions)' % len(rows)); return
    for r in rows:
        print(f'[{r["file"][6:-4]}] {r["town"]}: {r["q"]}\n    gold: {r["gold"]}\n    figures: {r["fig"]}' +
              (f'\n    PROBLEM: {r["err"]}' if r['err'] else ''))
    tc = collections.Counter((r['file'], r['town']) for r in rows)
    for fn in FILES47:
        print(fn, ' / '.join(str(tc[(fn, t)]) for t in T47))
    print('towns', dict(collections.Counter(r['town'] for r in rows)))
    if bad:
        sys.exit(1)

if __name__ == '__main__':
    main()
