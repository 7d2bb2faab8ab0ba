#!/usr/bin/env python3
"""gold_val17.py - recomputes every gold of the held-out validation set val17 (README-val17.md) from the raw
osm-fresh extracts with osmium (pyosmium), shapely, pyproj, networkx and numpy only.

    gold_val17.py            print each question, town, gold, kind and figures (and any fragile gold)
    gold_val17.py --check    compare with the five val17-*.tsv (exit 1 on any difference or fragile gold)
    gold_val17.py --write    rewrite the five TSVs (refused while any gold is fragile)

The data folder is Path(__file__).resolve().parents[3]/shared/data/osm-fresh, or GEOREACT_FRESH_DIR.
Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""
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
import os, sys, re, math, unicodedata, itertools
from pathlib import Path
import osmium
import shapely
from shapely import wkb
from shapely.geometry import Point, LineString
from shapely.ops import nearest_points
import warnings
warnings.filterwarnings('ignore', category=DeprecationWarning)
with warnings.catch_warnings():
    warnings.simplefilter('ignore')
    from shapely.ops import transform
from pyproj import Geod, Transformer, CRS
import networkx as nx

GEOD = Geod(ellps='WGS84')
FILES = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Baltimore': 'baltimore-2015.osm.pbf',
         'Singapore': 'singapore-bayfront-2019.osm.pbf'}
POI_KEYS = ('amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft')


def data_dir():
    env = os.environ.get('GEOREACT_FRESH_DIR')
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'


def fold(s):
    s = unicodedata.normalize('NFKD', s)
    s = ''.join(c for c in s if not unicodedata.combining(c))
    return s.casefold().replace('ß', 'ss')


class Feat:
    __slots__ = ('town', 'kind', 'id', 'tags', 'geom', 'name')

    def __init__(self, town, kind, fid, tags, geom):
        self.town, self.kind, self.id, self.tags, self.geom = town, kind, fid, tags, geom
        self.name = tags.get('name')

    @property
    def is_poi(self):
        return any(k in self.tags for k in POI_KEYS)

    def __repr__(self):
        return f'{self.kind}{self.id}:{self.name}'


class _H(osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.wf = osmium.geom.WKBFactory()
        self.nodes, self.ways, self.areas_w, self.areas_r, self.hw = [], {}, {}, [], []

    def node(self, n):
        if len(n.tags):
            self.nodes.append((n.id, dict(n.tags), (n.location.lon, n.location.lat)))

    def way(self, w):
        tags = dict(w.tags)
        coords = []
        for nd in w.nodes:
            if nd.location.valid():
                coords.append((nd.ref, nd.location.lon, nd.location.lat))
        if 'highway' in tags and len(coords) >= 2:
            self.hw.append((w.id, tags, coords))
        if tags and len(coords) >= 2:
            self.ways[w.id] = (tags, [(x, y) for _, x, y in coords])

    def area(self, a):
        try:
            g = wkb.loads(self.wf.create_multipolygon(a), hex=True)
        except Exception:
            return
        if a.from_way():
            self.areas_w[a.orig_id()] = g
        else:
            tags = dict(a.tags)
            if tags:
                self.areas_r.append((a.orig_id(), tags, g))


class Town:
    def __init__(self, name):
        self.name = name
        h = _H()
        h.apply_file(str(data_dir() / FILES[name]), locations=True)
        feats = []
        for nid, tags, ll in h.nodes:
            feats.append(Feat(name, 'n', nid, tags, Point(ll)))
        for wid, (tags, cs) in h.ways.items():
            poly = h.areas_w.get(wid)
            if poly is not None and not ('highway' in tags and tags.get('area') != 'yes'):
                g = poly if len(poly.geoms) > 1 else poly.geoms[0]
            else:
                g = LineString(cs)
            feats.append(Feat(name, 'w', wid, tags, g))
        for rid, tags, g in h.areas_r:
            feats.append(Feat(name, 'r', rid, tags, g if len(g.geoms) > 1 else g.geoms[0]))
        self.feats = feats
        self.hw = h.hw
        c = shapely.MultiPoint([f.geom.centroid for f in feats]).centroid
        self.lon0, self.lat0 = c.x, c.y
        self._graphs = {}


_TOWNS = {}


def town(name):
    if name not in _TOWNS:
        _TOWNS[name] = Town(name)
    return _TOWNS[name]


def all_feats():
    return [f for t in FILES for f in town(t).feats]


# ---------------------------------------------------------------- geometry
def _aeqd(lon, lat):
    crs = CRS.from_proj4(f'+proj=aeqd +lat_0={lat} +lon_0={lon} +datum=WGS84 +units=m')
    fwd = Transformer.from_crs('EPSG:4326', crs, always_xy=True)
    inv = Transformer.from_crs(crs, 'EPSG:4326', always_xy=True)
    return fwd, inv


_PROJ = {}


def proj_for(g):
    c = g.centroid
    key = (round(c.x, 4), round(c.y, 4))
    if key not in _PROJ:
        _PROJ[key] = _aeqd(*key)
    return _PROJ[key]


def geo_dist(a, b):
    """geodesic distance between nearest points of two lon/lat geometries (0 if they touch)."""
    if a.intersects(b):
        return 0.0
    fwd, inv = proj_for(a)
    pa = transform(fwd.transform, a)
    pb = transform(fwd.transform, b)
    p1, p2 = nearest_points(pa, pb)
    (x1, y1), (x2, y2) = inv.transform(p1.x, p1.y), inv.transform(p2.x, p2.y)
    return GEOD.inv(x1, y1, x2, y2)[2]


def cen_dist(a, b):
    ca, cb = a.centroid, b.centroid
    return GEOD.inv(ca.x, ca.y, cb.x, cb.y)[2]


def area_m2(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])


def perim_m(g):
    return abs(GEOD.geometry_area_perimeter(g)[1])


def length_m(g):
    return GEOD.geometry_length(g)


def pt_dist(p, q):
    return GEOD.inv(p[0], p[1], q[0], q[1])[2]


# ---------------------------------------------------------------- routing
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NOFOOT = {'motorway', 'trunk', 'motorway_link', 'trunk_link', 'proposed', 'construction', 'abandoned', 'platform',
          'raceway', 'bus_stop', 'elevator', 'rest_area', 'services', 'razed', 'disused', 'bus_guideway', 'escape'}
MOTOR = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}


def _dirs(tags, mode, variant):
    hw = tags.get('highway')
    acc = tags.get('access')
    if mode == 'car':
        if hw not in CAR or acc in ('no', 'private'):
            return None
        if variant == 'strict' and (tags.get('motor_vehicle') in ('no', 'private') or tags.get('motorcar') in ('no', 'private')):
            return None
        ow = tags.get('oneway')
        if ow in ('yes', 'true', '1'):
            return 'f'
        if ow == '-1':
            return 'b'
        if variant == 'strict' and (tags.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link')):
            return 'f'
        return 'fb'
    if mode == 'bike':
        ok = (hw in CAR and hw not in MOTOR) or hw in ('cycleway', 'path', 'track') or tags.get('bicycle') in ('yes', 'designated')
        if not ok or tags.get('bicycle') == 'no':
            return None
        if variant == 'strict' and acc in ('no', 'private') and tags.get('bicycle') not in ('yes', 'designated'):
            return None
        if variant == 'nooneway':
            return 'fb'
        if tags.get('oneway:bicycle') == 'no' or str(tags.get('cycleway', '')).startswith('opposite'):
            return 'fb'
        ow = tags.get('oneway')
        if ow in ('yes', 'true', '1'):
            return 'f'
        if ow == '-1':
            return 'b'
        if variant == 'strict' and tags.get('junction') == 'roundabout':
            return 'f'
        return 'fb'
    if mode == 'foot':
        if hw in NOFOOT or tags.get('foot') == 'no':
            return None
        if variant == 'strict' and acc in ('no', 'private') and tags.get('foot') not in ('yes', 'designated', 'permissive'):
            return None
        return 'fb'


def graph(t, mode, variant='main'):
    key = (mode, variant)
    if key in t._graphs:
        return t._graphs[key]
    G = nx.DiGraph()
    pos = {}
    for wid, tags, coords in t.hw:
        d = _dirs(tags, mode, variant)
        if d is None:
            continue
        for (n1, x1, y1), (n2, x2, y2) in zip(coords, coords[1:]):
            if n1 == n2:
                continue
            w = GEOD.inv(x1, y1, x2, y2)[2]
            pos[n1], pos[n2] = (x1, y1), (x2, y2)
            if 'f' in d:
                if not G.has_edge(n1, n2) or G[n1][n2]['w'] > w:
                    G.add_edge(n1, n2, w=w)
            if 'b' in d:
                if not G.has_edge(n2, n1) or G[n2][n1]['w'] > w:
                    G.add_edge(n2, n1, w=w)
    big = max(nx.strongly_connected_components(G), key=len)
    t._graphs[key] = (G, pos, big)
    return t._graphs[key]


def snap(t, mode, variant, p, whole=False):
    G, pos, big = graph(t, mode, variant)
    nodes = G.nodes if whole else big
    best, bd = None, 1e18
    for n in nodes:
        x, y = pos[n]
        # cheap prefilter
        if abs(x - p[0]) > 0.01 or abs(y - p[1]) > 0.01:
            continue
        d = pt_dist(p, (x, y))
        if d < bd:
            best, bd = n, d
    return best, bd


def anchor_pt(f):
    g = f.geom
    if g.geom_type == 'Point':
        return (g.x, g.y)
    c = g.centroid
    return (c.x, c.y)


def route_len(t, mode, a, b, variant='main', whole=False):
    G, pos, big = graph(t, mode, variant)
    na, da = snap(t, mode, variant, a, whole)
    nb, db = snap(t, mode, variant, b, whole)
    if na is None or nb is None:
        return None, da, db
    try:
        L = nx.dijkstra_path_length(G, na, nb, weight='w')
    except nx.NetworkXNoPath:
        return None, da, db
    return L, da, db


def route_variants(t, mode, a, b):
    """returns main length, and list of variant lengths; raises problems as strings"""
    probs = []
    L, da, db = route_len(t, mode, a, b)
    if L is None:
        return None, ['no route']
    if da > 100 or db > 100:
        probs.append(f'snap {da:.0f}/{db:.0f} m')
    vs = []
    vlist = [('strict', False), ('main', True)]
    if mode == 'bike':
        vlist.append(('nooneway', False))
    for v, whole in vlist:
        Lv, _, _ = route_len(t, mode, a, b, v, whole)
        if Lv is None:
            probs.append(f'variant {v}/{whole} no route')
            continue
        vs.append(Lv)
        if abs(Lv - L) / L > 0.03:
            probs.append(f'variant {v}/{whole} {Lv:.0f} vs {L:.0f}')
    s = pt_dist(a, b)
    if L > 2.5 * s:
        probs.append(f'detour {L:.0f} vs straight {s:.0f}')
    return L, probs, vs, s


# ---------------------------------------------------------------- opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']


def parse_oh(s):
    """-> dict day-> list of (start_min, end_min) ; None if unreadable"""
    if s is None:
        return None
    s = s.strip()
    if s == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    res = {d: [] for d in range(7)}
    for rule in s.split(';'):
        rule = rule.strip()
        if not rule:
            continue
        parts = rule.split(' ')
        if len(parts) == 1:
            sel, body = None, parts[0]
        elif len(parts) == 2:
            sel, body = parts
        else:
            return None
        if sel is None and re.fullmatch(r'[A-Z][a-z].*', body) and not re.match(r'\d', body):
            return None
        days = set(range(7))
        if sel is not None:
            days = set()
            for item in sel.split(','):
                m = re.fullmatch(r'(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))?', item)
                if not m:
                    return None
                a = DAYS.index(m.group(1))
                b = DAYS.index(m.group(2)) if m.group(2) else a
                i = a
                while True:
                    days.add(i)
                    if i == b:
                        break
                    i = (i + 1) % 7
        if body in ('off', 'closed'):
            iv = []
        else:
            iv = []
            for r in body.split(','):
                m = re.fullmatch(r'(\d{1,2}):(\d\d)-(\d{1,2}):(\d\d)', r)
                if not m:
                    return None
                st = int(m.group(1)) * 60 + int(m.group(2))
                en = int(m.group(3)) * 60 + int(m.group(4))
                iv.append((st, en))
        for d in days:
            res[d] = list(iv)
    return res


def is_open(oh, day, minute, strict=False):
    """day 0..6, minute 0..1439 (may be given outside; normalised)"""
    day = (day + minute // 1440) % 7
    minute = minute % 1440
    for st, en in oh[day]:
        if en > st:
            if st <= minute < en:
                return True
        else:  # past midnight (or 24h if equal)
            if minute >= st:
                return True
    prev = (day - 1) % 7
    for st, en in oh[prev]:
        if en <= st and minute < en:
            if strict and oh[day]:
                continue
            return True
    return False


def stable_open(oh, day, minute):
    vals = set()
    for dm in range(-15, 16):
        for strict in (False, True):
            vals.add(is_open(oh, day, minute + dm, strict))
    if len(vals) != 1:
        return None
    return vals.pop()

# ============================================================ places and checks
OLD_F = [fold(x) for x in OLDER_SETS + LEFT_OUT]


def _ww(a, b):
    return re.search(r'(?<!\w)' + re.escape(b) + r'(?!\w)', a) is not None


def older_overlap(name):
    fn = fold(name)
    return [o for o in OLD_F if _ww(fn, o) or _ww(o, fn)]


def text_older(text):
    ft = fold(text)
    return [o for o in OLD_F if _ww(ft, o)]


class Street:
    def __init__(self, town, name, ways):
        self.town, self.name, self.ways = town, name, ways
        self.geom = shapely.unary_union([w.geom for w in ways])
        self.tags = {}
        self.kind, self.id = 'street', name


def place(tn, mention, street=False):
    """the one feature (or street) a mention names; list of problems"""
    probs = []
    fm = fold(mention)
    names = {}
    for f in all_feats():
        if f.name:
            names.setdefault(fold(f.name), []).append(f)
    if street:
        ways = [f for f in names.get(fm, []) if 'highway' in f.tags]
        others = [f for f in names.get(fm, []) if 'highway' not in f.tags]
        inside = [k for k in names if k != fm and _ww(k, fm)]
        if not ways or others or inside or len({w.town for w in ways}) != 1 or ways[0].town != tn:
            probs.append(f'street {mention}: {len(ways)} ways, {len(others)} others, inside {inside[:3]}')
        if older_overlap(mention):
            probs.append(f'older {older_overlap(mention)}')
        return Street(tn, mention, ways), probs
    exact = names.get(fm, [])
    if exact:
        if len(exact) != 1:
            probs.append(f'{mention}: {len(exact)} features carry the name')
        inside = [k for k in names if k != fm and _ww(k, fm)]
        if inside and not exact[0].is_poi:
            probs.append(f'{mention} inside {inside[:3]}')
        f = exact[0]
    else:
        cands = sorted({k for k in names if fm in k})
        if len(cands) != 1:
            probs.append(f'{mention}: inside {len(cands)} names {cands[:4]}')
            return None, probs
        fs = names[cands[0]]
        if len(fs) != 1:
            probs.append(f'{mention}: {len(fs)} features carry {cands[0]}')
        f = fs[0]
    if f.town != tn:
        probs.append(f'{mention} is in {f.town}')
    for n in (mention, f.name):
        if older_overlap(n):
            probs.append(f'older overlap {n}: {older_overlap(n)[:3]}')
    return f, probs


def kfeats(tn, pred):
    return [f for f in town(tn).feats if pred(f)]


def nearest(tn, g, pred, label):
    probs = []
    c = sorted(((geo_dist(g, f.geom), f) for f in kfeats(tn, pred)), key=lambda x: x[0])
    best = c[0]
    rest = [x for x in c[1:] if not (x[1].name and x[1].name == best[1].name and x[0] - best[0] < 100)]
    d1, d2 = best[0], rest[0][0]
    if not d2 > d1 * 1.1 + 5:
        probs.append(f'{label}: nearest {best[1].name} {d1:.0f} vs {rest[0][1].name} {d2:.0f}')
    cc = sorted(((cen_dist(g, f.geom), f) for f in kfeats(tn, pred)), key=lambda x: x[0])
    if cc[0][1] is not best[1] and cc[0][1].name != best[1].name:
        probs.append(f'{label}: centroid nearest differs {cc[0][1].name}')
    return best[1], d1, d2, rest[0][1], probs


def in_radius(tn, g, pred, R, label, named=True):
    probs = []
    inn, inc = set(), set()
    for f in kfeats(tn, pred):
        d, dc = geo_dist(g, f.geom), cen_dist(g, f.geom)
        if abs(d - R) < 0.05 * R or abs(dc - R) < 0.05 * R:
            probs.append(f'{label}: {f.name} at {d:.0f}/{dc:.0f} m near radius {R}')
        if d <= R:
            inn.add(f)
        if dc <= R:
            inc.add(f)
    if inn != inc:
        probs.append(f'{label}: real vs centroid sets differ')
    fs = sorted(inn, key=lambda f: geo_dist(g, f.geom))
    if named and any(not f.name for f in fs):
        probs.append(f'{label}: unnamed feature counted')
    for a, b in itertools.combinations(fs, 2):
        if (a.name == b.name or not a.name or not b.name) and geo_dist(a.geom, b.geom) < 10:
            probs.append(f'{label}: {a} and {b} may be one place')
    return fs, probs


def whole_count(tn, pred, label, named=False):
    probs = []
    fs = kfeats(tn, pred)
    if named and any(not f.name for f in fs):
        probs.append(f'{label}: unnamed')
    for a, b in itertools.combinations(fs, 2):
        if (a.name == b.name or not a.name or not b.name) and geo_dist(a.geom, b.geom) < 10:
            probs.append(f'{label}: {a} and {b} may be one place')
    return fs, probs


def am(v):
    return lambda f: f.tags.get('amenity') == v


def sh(v):
    return lambda f: f.tags.get('shop') == v


def m_item(d):
    return f'~{round(d)} m'


def r_item(L):
    return f'~{round(L)} m ±10%'


YES, NO = '!yes', '!no | !closed'
NOTDATA = ('!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | '
           '!not recorded')
TIME = '!min | !minute | !hour'


def route_q(tn, mode, A, B, with_time=False):
    a, pa = place(tn, A)
    b, pb = place(tn, B)
    probs = pa + pb
    if a is None or b is None:
        return '', {}, probs
    s = geo_dist(a.geom, b.geom)
    L, rp, vs, st = route_variants(town(tn), mode, anchor_pt(a), anchor_pt(b))
    probs += rp
    if not 300 <= st <= 5000:
        probs.append(f'straight {st:.0f}')
    gold = r_item(L) + ('; ' + TIME if with_time else '')
    return gold, {'route': round(L), 'straight': round(st), 'variants': [round(v) for v in vs]}, probs


def walk_verdict(tn, A, B, T):
    a, pa = place(tn, A)
    b, pb = place(tn, B)
    probs = pa + pb
    L, rp, vs, st = route_variants(town(tn), 'foot', anchor_pt(a), anchor_pt(b))
    probs += rp
    if not 300 <= st <= 5000:
        probs.append(f'straight {st:.0f}')
    allv = [L] + vs
    slow = T / 60 * 3000
    fast = T / 60 * 6000
    if all(v <= 0.9 * slow for v in allv):
        g = '!yes'
    elif all(v >= 1.1 * fast for v in allv):
        g = '!no'
    else:
        g = ''
        probs.append(f'walk verdict unclear {L:.0f} for {T} min')
    return g, {'route': round(L), 'straight': round(st)}, probs


def tour(tn, mode, start, stops, listed, roundtrip=False):
    probs = []
    s, p = place(tn, start)
    probs += p
    fs = []
    for m in stops:
        f, p = place(tn, m)
        probs += p
        fs.append((m, f))
    t = town(tn)
    pts = {m: anchor_pt(f) for m, f in [(start, s)] + fs}
    leg = {}
    for x, y in itertools.permutations(pts, 2):
        L, rp, vs, st = route_variants(t, mode, pts[x], pts[y])
        if st < 100:
            probs.append(f'leg {x}-{y} {st:.0f}')
        probs += [f'leg {x}-{y}: {q}' for q in rp]
        leg[(x, y)] = L
    res = []
    for perm in itertools.permutations([m for m, _ in fs]):
        seq = [start] + list(perm) + ([start] if roundtrip else [])
        res.append((sum(leg[(u, v)] for u, v in zip(seq, seq[1:])), perm))
    res.sort()
    best, second = res[0], res[1]
    if not second[0] > best[0] * 1.1:
        probs.append(f'tour: {best[0]:.0f} vs {second[0]:.0f}')
    if list(best[1]) == list(listed):
        probs.append('tour: best order is the listed one')
    gold = '; '.join(best[1]) + '; ' + r_item(best[0])
    return gold, {'best': round(best[0]), 'second': round(second[0]), 'order': best[1]}, probs


def hours_verdict(oh, day, minute, label):
    v = stable_open(oh, day, minute)
    if v is None:
        return '', [f'{label}: unstable hours']
    return (YES if v else NO), []

# ============================================================ the questions
QS = []


def Q(file, tn, text, kind='one', traps=False):
    def deco(fn):
        QS.append(dict(file=file, town=tn, q=text, kind=kind, fn=fn, trap=traps))
        return fn
    return deco


B, H, S = 'Baltimore', 'Heidelberg', 'Singapore'
# name items shortened where answers may vary (case-insensitive substring items)
SHORT = {"Gino's (Villa Mexico)": "Gino's", 'Alfredo OSTERIA': 'Alfredo',
         'Reginald F Lewis Museum of Maryland African-American History and Culture': 'Reginald F Lewis',
         'Flag House and Star-Spangled Banner Museum': 'Flag House'}


def item(name):
    return SHORT.get(name, name)


def tagq(tn, mention, key, mk):
    f, probs = place(tn, mention)
    if f is None:
        return '', {}, probs
    v = f.tags.get(key)
    if v is None:
        return '', {}, probs + [f'{mention}: no {key}']
    return mk(v), {key: v, 'feature': repr(f)}, probs


def trapq(tn, mention, keys, extra):
    f, probs = place(tn, mention)
    if f is None:
        return '', {}, probs
    have = [k for k in f.tags if any(k.startswith(x) for x in keys)]
    if have:
        probs.append(f'{mention}: has {have}')
    return NOTDATA + ' | ' + extra, {'keys absent': keys, 'feature': repr(f)}, probs


def street_tag(tn, st, key, mk):
    s, probs = place(tn, st, street=True)
    vals = {w.tags.get(key) for w in s.ways}
    if len(vals) != 1 or None in vals:
        probs.append(f'{st}: {key} values {vals}')
        return '', {}, probs
    v = vals.pop()
    return mk(v), {key: v, 'ways': len(s.ways)}, probs


NONWAY = ('footway', 'path', 'steps', 'cycleway', 'track', 'corridor', 'bus_stop', 'platform')


def street_len(tn, st):
    s, probs = place(tn, st, street=True)
    full = sum(length_m(w.geom) for w in s.ways)
    core = sum(length_m(w.geom) for w in s.ways if w.tags.get('highway') not in NONWAY)
    if abs(full - core) > 0.05 * full:
        probs.append(f'{st}: length {full:.0f} vs without paths {core:.0f}')
    return full, probs


# ------------------------------------------------------------ attribute
@Q('attribute', B, 'can you pay with bitcoin at CapitolMac?')
def _():
    return tagq(B, 'CapitolMac', 'payment:bitcoin', lambda v: '!' + v)


@Q('attribute', B, "what's the phone number of Saratoga Trunk, the antiques and furniture store")
def _():
    return tagq(B, 'Saratoga Trunk', 'phone', lambda v: '!327-6635 | !327 6635 | !3276635 | !4103276635')


@Q('attribute', B, 'How much electricity can the Gould Street Generating Station put out?')
def _():
    return tagq(B, 'Gould Street Generating Station', 'plant:output:electricity',
                lambda v: '!97 MW | !97MW | !97 megawatt')


@Q('attribute', B, "I'm trying to find the website for Lilly & Zeiler Funeral Home, does the map have one?")
def _():
    return tagq(B, 'Lilly & Zeiler Funeral Home', 'website', lambda v: v.replace('http://', '').replace('www.', ''))


@Q('attribute', B, 'how many floors has the Pilot Maritime Center got')
def _():
    return tagq(B, 'Pilot Maritime Center', 'building:levels', lambda v: f'!{v} | !three')


@Q('attribute', B, 'What kind of sport is Merrit Athletic Club for?')
def _():
    return tagq(B, 'Merrit Athletic Club', 'sport', lambda v: '!' + v)


@Q('attribute', B, 'How high above sea level does the map put Saint Andrews Russian Orthodox Church, in metres?')
def _():
    return tagq(B, 'Saint Andrews Russian Orthodox Church', 'ele', lambda v: '!' + v)


@Q('attribute', B, "I'm eating at the Taco Bell and need to fill up afterwards. Which gas station is the closest one?")
def _():
    f, probs = place(B, 'Taco Bell')
    n, d1, d2, r, p = nearest(B, f.geom, am('fuel'), 'fuel')
    return '!' + n.name, {'nearest': n.name, 'd': round(d1), 'runner-up': (r.name, round(d2))}, probs + p


@Q('attribute', H, 'whats the speed limit on the Mönchgasse?')
def _():
    return street_tag(H, 'Mönchgasse', 'maxspeed', lambda v: f'!{v} | !{v} km/h')


@Q('attribute', H, 'Is the Fischmarkt cobbled or tarmac? Pushing a stroller there tomorrow')
def _():
    return street_tag(H, 'Fischmarkt', 'surface', lambda v: '!cobble | !cobbled | !cobblestone')


@Q('attribute', B, 'Does Tembo Group have a website I can look at?', traps=True)
def _():
    return trapq(B, 'Tembo Group', ['website', 'contact:website', 'url'], '!no website')


@Q('attribute', B, 'How tall is the Natty Boh Tower?', traps=True)
def _():
    return trapq(B, 'Natty Boh Tower', ['height', 'building:levels', 'levels', 'building:height', 'ele'],
                 '!no height')


# ------------------------------------------------------------ hours
def hours_nearest(tn, anchor, pred, day, minute, label, street=True):
    a, probs = place(tn, anchor, street=street)
    n, d1, d2, r, p = nearest(tn, a.geom, pred, label)
    probs += p
    oh = parse_oh(n.tags.get('opening_hours'))
    if oh is None:
        return '', {}, probs + [f'{n.name}: unreadable hours']
    v, p = hours_verdict(oh, day, minute, label)
    return f'{item(n.name)}; {v}', {'found': n.name, 'd': round(d1), 'runner-up': (r.name, round(d2)),
                              'hours': n.tags['opening_hours']}, probs + p


@Q('hours', H, 'Sunday around 8 pm, will the pub closest to the Fischmarkt be open? which one is it')
def _():
    return hours_nearest(H, 'Fischmarkt', am('pub'), 6, 20 * 60, 'pub')


@Q('hours', H, 'we want lunch at 1pm on Sunday at whatever restaurant is nearest to the Untere Straße. open then?')
def _():
    return hours_nearest(H, 'Untere Straße', am('restaurant'), 6, 13 * 60, 'restaurant')


@Q('hours', H, 'Is the fast food place nearest the Merianstraße already serving at 11 on a Wednesday morning, and what is it called?')
def _():
    return hours_nearest(H, 'Merianstraße', am('fast_food'), 2, 11 * 60, 'fast food')


@Q('hours', H, 'Can I get a coffee at 11 on Sunday morning at the cafe nearest the Ingrimstraße?')
def _():
    return hours_nearest(H, 'Ingrimstraße', am('cafe'), 6, 11 * 60, 'cafe')


@Q('hours', H, 'Name of the pub right by the Steingasse, and is it open at 10 am on a monday?')
def _():
    return hours_nearest(H, 'Steingasse', am('pub'), 0, 10 * 60, 'pub')


@Q('hours', H, "Fancy a beer on Sunday at 9 in the evening. Is the pub closest to the Brunnengasse open then, and what's it called?")
def _():
    return hours_nearest(H, 'Brunnengasse', am('pub'), 6, 21 * 60, 'pub')


@Q('hours', H, 'I need a pharmacy near the Akademiestraße on saturday at 3 in the afternoon. is the closest one open?')
def _():
    return hours_nearest(H, 'Akademiestraße', am('pharmacy'), 5, 15 * 60, 'pharmacy')


@Q('hours', H, 'What time does the restaurant nearest the Untere Straße close on saturdays?')
def _():
    a, probs = place(H, 'Untere Straße', street=True)
    n, d1, d2, r, p = nearest(H, a.geom, am('restaurant'), 'restaurant')
    oh = parse_oh(n.tags['opening_hours'])
    iv = oh[5]
    if len(iv) != 1:
        p.append('not a single interval')
    en = iv[0][1]
    h, m = divmod(en, 60)
    h12 = h - 12 if h > 12 else h
    gold = f'{item(n.name)}; !{h}:{m:02d} | !{h12} pm | !{h12}pm | !{h12}:{m:02d} pm | !{h12}:{m:02d}pm'
    return gold, {'found': n.name, 'hours': n.tags['opening_hours']}, probs + p


@Q('hours', H, 'which fast food places within 100 m of the Schiffgasse are open at 10 am on a saturday?', kind='list')
def _():
    a, probs = place(H, 'Schiffgasse', street=True)
    fs, p = in_radius(H, a.geom, am('fast_food'), 100, 'fast food')
    probs += p
    op, figs = [], {}
    for f in fs:
        oh = parse_oh(f.tags.get('opening_hours'))
        if oh is None:
            probs.append(f'{f.name}: unreadable')
            continue
        v = stable_open(oh, 5, 10 * 60)
        if v is None:
            probs.append(f'{f.name}: unstable')
        figs[f.name] = (v, f.tags['opening_hours'], round(geo_dist(a.geom, f.geom)))
        if v:
            op.append(item(f.name))
    if not op or len(op) == len(fs):
        probs.append('list: all or none open')
    if len({f.name for f in fs}) != len(fs):
        probs.append('list: names not distinct')
    return '; '.join(op), figs, probs


@Q('hours', B, "My back is killing me. Is the pharmacy nearest the Natty Boh Tower open at 4:30 in the morning on Sunday, and what's its name?")
def _():
    return hours_nearest(B, 'Natty Boh Tower', am('pharmacy'), 6, 4 * 60 + 30, 'pharmacy', street=False)


@Q('hours', B, 'after visiting Seven Foot Knoll Lighthouse we want pastries - is the nearest bakery open saturday at 8 am?')
def _():
    return hours_nearest(B, 'Seven Foot Knoll Lighthouse', sh('bakery'), 5, 8 * 60, 'bakery', street=False)


@Q('hours', B, 'is Voltage open on friday at 11pm?', traps=True)
def _():
    g, figs, probs = trapq(B, 'Voltage', ['opening_hours'], '!no opening hours')
    return g, figs, probs


# ------------------------------------------------------------ arithmetic
def ele(tn, m):
    f, p = place(tn, m)
    return float(f.tags['ele']), p


@Q('arithmetic', B, 'How many metres higher up is Highland Methodist Church than the Kingdom Hall of Jehovahs Witnesses?')
def _():
    a, p1 = ele(B, 'Highland Methodist Church')
    b, p2 = ele(B, 'Kingdom Hall of Jehovahs Witnesses')
    d = a - b
    probs = p1 + p2 + ([] if d >= 3 else ['elevations too close'])
    return f'!{d:g}', {'ele': (a, b)}, probs


@Q('arithmetic', B, 'Which covers more ground, the Gould Street Generating Station or the Baltimore Museum of Industry, and by how many square metres?')
def _():
    a, p1 = place(B, 'Gould Street Generating Station')
    b, p2 = place(B, 'Baltimore Museum of Industry')
    A, Bb = area_m2(a.geom), area_m2(b.geom)
    probs = p1 + p2 + ([] if max(A, Bb) > 1.15 * min(A, Bb) else ['areas close'])
    big = 'Gould Street' if A > Bb else 'Museum of Industry'
    return f'{big}; ~{round(abs(A - Bb))} m2', {'areas': (round(A), round(Bb))}, probs


def closer(tn, X, A, Bm):
    x, p0 = place(tn, X)
    a, p1 = place(tn, A)
    b, p2 = place(tn, Bm)
    probs = p0 + p1 + p2
    da, db = geo_dist(x.geom, a.geom), geo_dist(x.geom, b.geom)
    ca, cb = cen_dist(x.geom, a.geom), cen_dist(x.geom, b.geom)
    if not max(da, db) > 1.15 * min(da, db):
        probs.append('distances close')
    if (da < db) != (ca < cb):
        probs.append('centroid reading flips')
    diff, cdiff = abs(da - db), abs(ca - cb)
    if abs(diff - cdiff) > max(0.05 * diff, 15):
        probs.append(f'difference unstable {diff:.0f} vs {cdiff:.0f}')
    near = A if da < db else Bm
    return f'{near}; {m_item(diff)}', {'d': (round(da), round(db)), 'centroid': (round(ca), round(cb))}, probs


@Q('arithmetic', B, 'From the Taco Bell, which is closer in a straight line, Jimmy Johns or Highland Methodist Church? And how many metres closer?')
def _():
    return closer(B, 'Taco Bell', 'Jimmy Johns', 'Highland Methodist Church')


def denom_count(tn, X, R, den):
    x, probs = place(tn, X)
    fs, p = in_radius(tn, x.geom, am('place_of_worship'), R, 'worship')
    return [f for f in fs if f.tags.get('denomination') == den], fs, probs + p


@Q('arithmetic', B, 'How many schools are there within 700 m of Saint Andrews Russian Orthodox Church, how many within 400 m, and what is the difference between the two?')
def _():
    x, probs = place(B, 'Saint Andrews Russian Orthodox Church')
    a, p1 = in_radius(B, x.geom, am('school'), 700, 'schools 700')
    b, p2 = in_radius(B, x.geom, am('school'), 400, 'schools 400')
    na, nb = len(a), len(b)
    if na - nb in (na, nb) or not na > 1.1 * nb:
        probs.append(f'counts {na} {nb}')
    return f'!{na - nb}; #{na}; #{nb}', {'700': [f.name for f in a], '400': [f.name for f in b]}, probs + p1 + p2


@Q('arithmetic', H, 'I always figured the Untere Neckarstraße was longer than the Neue Schlossstraße. Which one really is, and by how many metres?')
def _():
    a, p1 = street_len(H, 'Untere Neckarstraße')
    b, p2 = street_len(H, 'Neue Schlossstraße')
    probs = p1 + p2 + ([] if max(a, b) > 1.15 * min(a, b) else ['lengths close'])
    longer = 'Untere Neckarstraße' if a > b else 'Neue Schlossstraße'
    return f'{longer}; {m_item(abs(a - b))}', {'lengths': (round(a), round(b))}, probs


@Q('arithmetic', H, 'If I walk the whole length of the Kettengasse and then the whole Ingrimstraße, how many metres is that altogether?')
def _():
    a, p1 = street_len(H, 'Kettengasse')
    b, p2 = street_len(H, 'Ingrimstraße')
    return m_item(a + b), {'lengths': (round(a), round(b))}, p1 + p2


@Q('arithmetic', B, 'Add the floors of the Pilot Maritime Center to the floors of Cruise Maryland. What do you get?', traps=True)
def _():
    a, p1 = place(B, 'Pilot Maritime Center')
    b, p2 = place(B, 'Cruise Maryland')
    probs = p1 + p2
    if 'building:levels' not in a.tags:
        probs.append('first has no levels')
    have = [k for k in b.tags if 'level' in k or 'height' in k]
    if have:
        probs.append(f'Cruise Maryland has {have}')
    return NOTDATA + ' | !no floor count | !no floors', {'levels': (a.tags.get('building:levels'), None)}, probs


@Q('arithmetic', S, 'How many artworks does the Singapore data have for each casino? tell me both numbers as well')
def _():
    ca, p1 = whole_count(S, am('casino'), 'casinos')
    ar, p2 = whole_count(S, lambda f: f.tags.get('tourism') == 'artwork', 'artworks')
    r = len(ar) / len(ca)
    if r != int(r):
        p1.append('ratio not whole')
    return f'!{int(r)} | !{int(r)}.0; #{len(ar)}; #{len(ca)}', {'casinos': [f.name for f in ca],
                                                              'artworks': [f.name for f in ar]}, p1 + p2


@Q('arithmetic', B, 'how far is it in a straight line from Lilly & Zeiler Funeral Home to Saint Andrews Russian Orthodox Church')
def _():
    a, p1 = place(B, 'Lilly & Zeiler Funeral Home')
    b, p2 = place(B, 'Saint Andrews Russian Orthodox Church')
    d, dc = geo_dist(a.geom, b.geom), cen_dist(a.geom, b.geom)
    probs = p1 + p2 + ([] if abs(d - dc) <= max(0.05 * d, 15) else [f'centroid {dc:.0f} vs {d:.0f}'])
    return m_item(d), {'d': round(d), 'centroid': round(dc)}, probs


@Q('arithmetic', B, 'Which of Baltimore Fire Station 27, Baltimore Fire Station 30 and Baltimore Fire Station 31 sits highest, and which lowest?')
def _():
    vals = {}
    probs = []
    for n in ['Baltimore Fire Station 27', 'Baltimore Fire Station 30', 'Baltimore Fire Station 31']:
        v, p = ele(B, n)
        vals[n] = v
        probs += p
    s = sorted(vals.items(), key=lambda x: x[1])
    if s[1][1] - s[0][1] < 3 or s[2][1] - s[1][1] < 3:
        probs.append('elevations close')
    hi, lo = s[-1][0], s[0][0]
    return f'!{hi.split()[-1]}; !{lo.split()[-1]}', {'ele': vals}, probs


@Q('arithmetic', B, "What's the area of the Digital Harbor High School grounds in hectares?")
def _():
    a, p = place(B, 'Digital Harbor High School')
    A = area_m2(a.geom)
    ha = A / 10000
    if abs(ha * 10 - round(ha * 10) - 0.5) < 0.1 or abs((ha * 10) % 1 - 0.5) < 0.1:
        p.append('near rounding edge')
    return f'~{round(A)} m2 | !{ha:.1f} ha | !{ha:.1f} hectares | !{ha:.2f}', {'m2': round(A)}, p


@Q('arithmetic', B, 'Within 400 m of Highland Methodist Church, are there more schools than other places of worship? Give me both counts')
def _():
    x, probs = place(B, 'Highland Methodist Church')
    pw, p1 = in_radius(B, x.geom, am('place_of_worship'), 400, 'worship')
    sc, p2 = in_radius(B, x.geom, am('school'), 400, 'schools')
    pw = [f for f in pw if f is not x]
    a, b = len(pw), len(sc)
    probs += p1 + p2
    if not max(a, b) > 1.1 * min(a, b):
        probs.append(f'counts {a} {b}')
    return f'{"!yes" if b > a else "!no"}; #{a}; #{b}', {'worship': [f.name for f in pw], 'schools': [f.name for f in sc]}, probs


# ------------------------------------------------------------ route
@Q('route', B, 'walking from CapitolMac to Lilly & Zeiler Funeral Home, how many metres?')
def _():
    return route_q(B, 'foot', 'CapitolMac', 'Lilly & Zeiler Funeral Home')


@Q('route', B, 'How long does it take to walk from the Spanish-American War Memorial to Saint Andrews Russian Orthodox Church, and how far is it?')
def _():
    return route_q(B, 'foot', 'Spanish-American War Memorial', 'Saint Andrews Russian Orthodox Church', True)


@Q('route', B, "I've got 30 minutes. Can I walk from Saratoga Trunk to Saint Andrews Russian Orthodox Church in that time?")
def _():
    return walk_verdict(B, 'Saratoga Trunk', 'Saint Andrews Russian Orthodox Church', 30)


@Q('route', B, 'If I bike from Saint Andrews Russian Orthodox Church to Lilly & Zeiler Funeral Home, what distance is that and roughly how many minutes?')
def _():
    return route_q(B, 'bike', 'Saint Andrews Russian Orthodox Church', 'Lilly & Zeiler Funeral Home', True)


@Q('route', B, 'How far would I cycle going from Lime Blossom Boutique to the Spanish-American War Memorial?')
def _():
    return route_q(B, 'bike', 'Lime Blossom Boutique', 'Spanish-American War Memorial')


@Q('route', B, 'driving from the Baltimore Museum of Industry to Cruise Maryland, how many km and how many minutes?')
def _():
    return route_q(B, 'car', 'Baltimore Museum of Industry', 'Cruise Maryland', True)


@Q('route', B, 'by car, how far is Jimmy Johns from the Taco Bell?')
def _():
    return route_q(B, 'car', 'Taco Bell', 'Jimmy Johns')


@Q('route', B, 'What is the driving distance between Highland Methodist Church and Saint Andrews Russian Orthodox Church?')
def _():
    return route_q(B, 'car', 'Highland Methodist Church', 'Saint Andrews Russian Orthodox Church')


@Q('route', B, 'Is Lime Blossom Boutique to the Spanish-American War Memorial doable on foot within 10 minutes?')
def _():
    return walk_verdict(B, 'Lime Blossom Boutique', 'Spanish-American War Memorial', 10)


@Q('route', B, "Starting at CapitolMac I want to walk past Saratoga Trunk, Saint Andrews Russian Orthodox Church and Lilly & Zeiler Funeral Home and end wherever's last. Best order?")
def _():
    return tour(B, 'foot', 'CapitolMac', ['Saratoga Trunk', 'Saint Andrews Russian Orthodox Church',
                                          'Lilly & Zeiler Funeral Home'],
                ['Saratoga Trunk', 'Saint Andrews Russian Orthodox Church', 'Lilly & Zeiler Funeral Home'])


@Q('route', B, 'I have to drive from the Taco Bell to Jimmy Johns, Merrit Athletic Club and Highland Methodist Church, any order, no return trip. Which order is shortest and how long is it?')
def _():
    return tour(B, 'car', 'Taco Bell', ['Jimmy Johns', 'Merrit Athletic Club', 'Highland Methodist Church'],
                ['Jimmy Johns', 'Merrit Athletic Club', 'Highland Methodist Church'])


@Q('route', B, 'How far do I have to walk from Digital Harbor High School to the nearest public toilet?', traps=True)
def _():
    fs = [f for f in town(B).feats if f.tags.get('amenity') == 'toilets' or 'toilets' in f.tags
          or f.tags.get('building') == 'toilets']
    x, probs = place(B, 'Digital Harbor High School')
    if fs:
        probs.append(f'{len(fs)} toilets exist')
    return NOTDATA + ' | !no public toilet | !no toilets | !none', {'toilets in Baltimore': len(fs)}, probs


# ------------------------------------------------------------ aggregate
def names_list(fs):
    return '; '.join(item(f.name) for f in fs)


@Q('aggregate', B, 'which gas stations are there within 900 m of Highland Methodist Church?', kind='list')
def _():
    x, probs = place(B, 'Highland Methodist Church')
    fs, p = in_radius(B, x.geom, am('fuel'), 900, 'fuel')
    return names_list(fs), {'fuel': [(f.name, round(geo_dist(x.geom, f.geom))) for f in fs]}, probs + p


@Q('aggregate', B, 'How many other car repair shops are there within 500 metres of Holabird Tire & Auto Service?')
def _():
    x, probs = place(B, 'Holabird Tire & Auto Service')
    fs, p = in_radius(B, x.geom, sh('car_repair'), 500, 'car repair')
    fs = [f for f in fs if f is not x]
    return f'#{len(fs)}', {'shops': [(f.name, round(geo_dist(x.geom, f.geom))) for f in fs]}, probs + p


@Q('aggregate', B, 'how many schools are within 500 m of Lilly & Zeiler Funeral Home')
def _():
    x, probs = place(B, 'Lilly & Zeiler Funeral Home')
    fs, p = in_radius(B, x.geom, am('school'), 500, 'schools')
    return f'#{len(fs)}', {'schools': [(f.name, round(geo_dist(x.geom, f.geom))) for f in fs]}, probs + p


@Q('aggregate', B, "What's the most common denomination for churches within 400 m of Lime Blossom Boutique?")
def _():
    x, probs = place(B, 'Lime Blossom Boutique')
    fs, p = in_radius(B, x.geom, am('place_of_worship'), 400, 'worship')
    import collections
    c = collections.Counter(f.tags['denomination'] for f in fs if 'denomination' in f.tags)
    mc = c.most_common()
    if len(mc) > 1 and mc[0][1] <= mc[1][1]:
        probs.append(f'tie {mc[:3]}')
    c2 = collections.Counter({'roman_catholic': 'catholic'}.get(f.tags['denomination'], f.tags['denomination'])
                             for f in fs if 'denomination' in f.tags)
    if c2.most_common(1)[0][0] != mc[0][0] or (len(c2) > 1 and c2.most_common(2)[1][1] >= c2.most_common(1)[0][1]):
        probs.append('catholic merge changes winner')
    return f'!{mc[0][0]}', {'counts': mc}, probs + p


@Q('aggregate', B, 'How many libraries does the Baltimore data have?')
def _():
    fs, p = whole_count(B, am('library'), 'libraries')
    return f'#{len(fs)}', {'libraries': [f.name for f in fs]}, p


@Q('aggregate', B, 'My cousin does church tours. How many places of worship are there within 800 m of Holabird Tire & Auto Service?')
def _():
    x, probs = place(B, 'Holabird Tire & Auto Service')
    fs, p = in_radius(B, x.geom, am('place_of_worship'), 800, 'worship')
    return f'#{len(fs)}', {'worship': [(f.name, round(geo_dist(x.geom, f.geom))) for f in fs]}, probs + p


@Q('aggregate', B, 'Which of the gas stations within 900 m of Highland Methodist Church are open around the clock?', traps=True)
def _():
    x, probs = place(B, 'Highland Methodist Church')
    fs, p = in_radius(B, x.geom, am('fuel'), 900, 'fuel')
    have = [f.name for f in fs if any('opening_hours' in k or '24' in v for k, v in f.tags.items())]
    if have:
        probs.append(f'hours on {have}')
    return NOTDATA + ' | !no opening hours', {'fuel': [f.name for f in fs]}, probs + p


@Q('aggregate', B, 'how many fast food places within 1 km of Taco Bell have a drive-through?', traps=True)
def _():
    x, probs = place(B, 'Taco Bell')
    fs, p = in_radius(B, x.geom, am('fast_food'), 1000, 'fast food')
    have = [f.name for f in fs if any('drive' in k for k in f.tags)]
    if have:
        probs.append(f'drive tags on {have}')
    return NOTDATA + ' | !no drive-through information', {'fast food': [f.name for f in fs]}, probs + p


@Q('aggregate', B, 'I need milk. What convenience stores are there within 500 m of Saint Andrews Russian Orthodox Church?', kind='list')
def _():
    x, probs = place(B, 'Saint Andrews Russian Orthodox Church')
    fs, p = in_radius(B, x.geom, sh('convenience'), 500, 'convenience')
    return names_list(fs), {'shops': [(f.name, round(geo_dist(x.geom, f.geom))) for f in fs]}, probs + p


@Q('aggregate', B, 'What museums are there within 1.8 km of Digital Harbor High School?', kind='list')
def _():
    x, probs = place(B, 'Digital Harbor High School')
    fs, p = in_radius(B, x.geom, lambda f: f.tags.get('tourism') == 'museum', 1800, 'museums')
    return names_list(fs), {'museums': [(f.name, round(geo_dist(x.geom, f.geom))) for f in fs]}, probs + p


@Q('aggregate', S, 'Cycling in Singapore tomorrow. How many bicycle parking sites are mapped in the Singapore data? I mean the sites, not the number of spaces')
def _():
    fs, p = whole_count(S, am('bicycle_parking'), 'bicycle parking')
    return f'#{len(fs)}', {'bicycle parking': [(repr(f), f.tags.get('capacity')) for f in fs]}, p


@Q('aggregate', S, "what's the number of bus stops in the singapore extract?")
def _():
    fs, p = whole_count(S, lambda f: f.tags.get('highway') == 'bus_stop', 'bus stops')
    return f'#{len(fs)}', {'stops': [f.name for f in fs]}, p


# ============================================================ run, check, write
FILES_OUT = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
HEADER = ('# val17 {f} - held-out "beyond" validation set 17 (README-val17.md); golds computed by gold_val17.py\n'
          '# Map data (c) OpenStreetMap contributors, ODbL 1.0\n# question\tgold\tkind\n')
ITEM = re.compile(r'^(#\d+|~\d+ m( ±10%)?|~\d+ m2|![^|;]+|[^!#~|;][^|;]*)$')


def syntax_ok(gold):
    for item in gold.split('; '):
        for alt in item.split(' | '):
            if not alt.strip() or not ITEM.match(alt.strip()):
                return False
    return True


def compute():
    rows = {f: [] for f in FILES_OUT}
    fragile = []
    seen = set()
    for q in QS:
        gold, figs, probs = q['fn']()
        probs = list(probs)
        hits = text_older(q['q'])
        if hits:
            probs.append(f'older name in text: {hits}')
        if not gold or not syntax_ok(gold):
            probs.append(f'bad gold syntax: {gold!r}')
        if q['q'] in seen:
            probs.append('duplicate question')
        seen.add(q['q'])
        rows[q['file']].append((q['q'], gold, q['kind'], q['town'], figs, probs))
        if probs:
            fragile.append((q['q'], probs))
    for f in FILES_OUT:
        if len(rows[f]) != 12:
            fragile.append((f, [f'{len(rows[f])} questions']))
    ntrap = sum(1 for q in QS if q['trap'])
    if ntrap != 7:
        fragile.append(('traps', [f'{ntrap} traps']))
    return rows, fragile


def tsv_text(f, rows):
    return HEADER.format(f=f) + ''.join(f'{q}\t{g}\t{k}\n' for q, g, k, *_ in rows)


def main():
    here = Path(__file__).resolve().parent
    rows, fragile = compute()
    mode = sys.argv[1] if len(sys.argv) > 1 else ''
    if mode == '--write':
        if fragile:
            for q, p in fragile:
                print('FRAGILE:', q, p)
            print('refused: fragile golds')
            sys.exit(1)
        for f in FILES_OUT:
            (here / f'val17-{f}.tsv').write_text(tsv_text(f, rows[f]), encoding='utf-8')
        print('written')
        return
    if mode == '--check':
        bad = 0
        for f in FILES_OUT:
            path = here / f'val17-{f}.tsv'
            have = [l for l in path.read_text(encoding='utf-8').splitlines() if l and not l.startswith('#')]
            want = [f'{q}\t{g}\t{k}' for q, g, k, *_ in rows[f]]
            for i in range(max(len(have), len(want))):
                h = have[i] if i < len(have) else None
                w = want[i] if i < len(want) else None
                if h != w:
                    bad += 1
                    print(f'DIFF {path.name} line {i + 1}:\n  tsv:  {h}\n  gold: {w}')
        for q, p in fragile:
            bad += 1
            print('FRAGILE:', q, p)
        print('check:', 'FAILED' if bad else 'ok', f'({bad} problems)')
        sys.exit(1 if bad else 0)
    for f in FILES_OUT:
        for q, g, k, tn, figs, probs in rows[f]:
            print(f'[{f}/{tn}/{k}] {q}\n    gold: {g}\n    figs: {figs}' + (f'\n    FRAGILE: {probs}' if probs else ''))
    print(len(fragile), 'fragile')


if __name__ == '__main__':
    main()
