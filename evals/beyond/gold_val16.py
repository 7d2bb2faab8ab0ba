#!/usr/bin/env python3
"""gold_val16.py - recomputes every gold of the held-out validation set val16 (README-val16.md) from the raw
osm-fresh extracts with osmium (pyosmium), shapely, pyproj, networkx and numpy only.

    gold_val16.py            print each question, town, gold, kind and figures (and any fragile gold)
    gold_val16.py --check    compare with the five val16-*.tsv (exit 1 on any difference or fragile gold)
    gold_val16.py --write    rewrite the five TSVs (refused while any gold is fragile)

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
import sys, itertools
import os, sys, math, re, unicodedata, warnings
warnings.filterwarnings('ignore', category=DeprecationWarning)
from pathlib import Path
import osmium
import shapely
from shapely import wkb as swkb
from shapely.geometry import Point, LineString, Polygon, MultiPolygon, mapping
from shapely.ops import transform, nearest_points
from pyproj import Geod, Transformer, CRS

GEOD = Geod(ellps='WGS84')
FILES = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Baltimore': 'baltimore-2015.osm.pbf',
         'Singapore': 'singapore-bayfront-2019.osm.pbf'}

class Feature:
    __slots__ = ('town', 'otype', 'oid', 'tags', 'geom', 'name', 'nodes')
    def __init__(s, town, otype, oid, tags, geom, nodes=None):
        s.town, s.otype, s.oid, s.tags, s.geom = town, otype, oid, tags, geom
        s.name = tags.get('name'); s.nodes = nodes
    def __repr__(s):
        return f'{s.otype}{s.oid}:{s.name}'

class H(osmium.SimpleHandler):
    def __init__(s, town):
        super().__init__(); s.town = town; s.f = osmium.geom.WKBFactory()
        s.nodes = []; s.ways = {}; s.areas = {}; s.waynodes = {}; s.rels = []
    def node(s, n):
        if len(n.tags):
            s.nodes.append(Feature(s.town, 'n', n.id, dict(n.tags), Point(n.location.lon, n.location.lat)))
    def way(s, w):
        t = dict(w.tags)
        try:
            coords = [(nd.lon, nd.lat) for nd in w.nodes]
        except osmium.InvalidLocationError:
            return
        refs = [nd.ref for nd in w.nodes]
        if 'highway' in t:
            s.waynodes[w.id] = (t, refs, coords)
        if len(t) and len(coords) >= 2:
            s.ways[w.id] = (t, LineString(coords), refs)
    def area(s, a):
        try:
            g = swkb.loads(s.f.create_multipolygon(a), hex=True)
        except Exception:
            return
        s.areas[(a.from_way(), a.orig_id())] = (dict(a.tags), g)

def fold(x):
    x = unicodedata.normalize('NFKD', x)
    x = ''.join(c for c in x if not unicodedata.combining(c))
    return x.casefold().replace('ß', 'ss')

def load(datadir):
    feats = {}; graphs_raw = {}
    for town, fn in FILES.items():
        h = H(town)
        h.apply_file(str(Path(datadir) / fn), locations=True)
        fl = list(h.nodes)
        for wid, (t, line, refs) in h.ways.items():
            ar = h.areas.get((True, wid))
            if ar is not None and not ('highway' in t and t.get('area') != 'yes'):
                g = ar[1]
                if len(g.geoms) == 1: g = g.geoms[0]
                fl.append(Feature(town, 'w', wid, t, g, refs))
            else:
                fl.append(Feature(town, 'w', wid, t, line, refs))
        for (fw, oid), (t, g) in h.areas.items():
            if not fw:
                if len(g.geoms) == 1: g = g.geoms[0]
                fl.append(Feature(town, 'r', oid, t, g))
        feats[town] = fl
        graphs_raw[town] = h.waynodes
    return feats, graphs_raw

_aeqd = {}
def _proj(lon, lat):
    key = (round(lon, 7), round(lat, 7))
    if key not in _aeqd:
        crs = CRS.from_proj4(f'+proj=aeqd +lat_0={lat} +lon_0={lon} +datum=WGS84 +units=m')
        _aeqd[key] = (Transformer.from_crs('EPSG:4326', crs, always_xy=True),
                      Transformer.from_crs(crs, 'EPSG:4326', always_xy=True))
    return _aeqd[key]

def dist(g1, g2):
    """geodesic distance between nearest points (0 when touching)."""
    if g1.intersects(g2):
        return 0.0
    c = g1.centroid
    fw, bw = _proj(c.x, c.y)
    p1 = transform(fw.transform, g1); p2 = transform(fw.transform, g2)
    a, b = nearest_points(p1, p2)
    lon1, lat1 = bw.transform(a.x, a.y); lon2, lat2 = bw.transform(b.x, b.y)
    return GEOD.inv(lon1, lat1, lon2, lat2)[2]

def pdist(lon1, lat1, lon2, lat2):
    return GEOD.inv(lon1, lat1, lon2, lat2)[2]

def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])

def length(g):
    return GEOD.geometry_length(g)

def cen(g):
    if g.geom_type == 'Point': return g
    return g.centroid
# ---------------------------------------------------------------- engine (copied into gold_val16.py)
import re, itertools, heapq
import networkx as nx
from shapely.geometry import Point, LineString

POIK = ('amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft')
class Fragile(Exception):
    pass
def need(cond, msg):
    if not cond:
        raise Fragile(msg)

def ww(a, b):
    """a lies inside b as whole words (after folding)"""
    a, b = fold(a), fold(b)
    return re.search(r'(?<![\w])' + re.escape(a) + r'(?![\w])', b) is not None

class World:
    def __init__(self, datadir, older, left_out):
        self.feats, self.raw = load(datadir)
        self.older, self.left_out = older, left_out
        self.graphs = {}
        self.byname = {}
        for t, fl in self.feats.items():
            for f in fl:
                if f.name:
                    self.byname.setdefault(fold(f.name), []).append(f)

    def is_poi(self, f):
        return any(k in f.tags for k in POIK)

    def older_hit(self, name):
        return [o for o in self.older + self.left_out if ww(o, name) or ww(name, o)]

    def scan_text(self, text):
        """no older name anywhere in a question's text (whole words)"""
        hits = [o for o in self.older + self.left_out if ww(o, text)]
        need(not hits, f'older name in question text: {hits}')

    def place(self, mention, town, text=None):
        if text is not None:
            need(fold(mention) in fold(text), f'mention {mention!r} not in question')
        m = fold(mention)
        need(not self.older_hit(mention), f'mention {mention!r} touches an older name {self.older_hit(mention)}')
        allf = [f for fl in self.feats.values() for f in fl if f.name]
        pois = [f for f in allf if self.is_poi(f)]
        eq = [f for f in pois if fold(f.name) == m]
        eqall = [f for f in allf if fold(f.name) == m]
        if not eq and len(eqall) == 1:
            f = eqall[0]
            need(not any(ww(m, g.name) for g in allf if g is not f), f'{mention!r}: inside another name')
        elif eq:
            need(len(eq) == 1, f'{mention!r}: {len(eq)} POIs carry the name')
            f = eq[0]
            need(not any(ww(m, g.name) for g in allf if g is not f), f'{mention!r}: inside another name')
        else:
            ins = [f for f in pois if m in fold(f.name)]
            if ins:
                need(len({fold(f.name) for f in ins}) == 1 and len(ins) == 1, f'{mention!r}: inside {len(ins)} POIs')
                f = ins[0]
            else:
                ins = [f for f in allf if m in fold(f.name)]
                need(len(ins) == 1, f'{mention!r}: inside {len(ins)} features {ins[:5]}')
                f = ins[0]
        need(len(self.byname[fold(f.name)]) == 1, f'{f.name!r} has a namesake')
        need(f.town == town, f'{mention!r} is in {f.town}, not {town}')
        need(not self.older_hit(f.name), f'{f.name!r} touches an older name')
        return f

    def by_id(self, town, oid):
        for f in self.feats[town]:
            if f'{f.otype}{f.oid}' == oid:
                return f
        raise KeyError(oid)

    # ------------------------------------------------------------ kinds, scopes
    def kind(self, town, pred):
        return [f for f in self.feats[town] if pred(f.tags)]

    def within(self, center, town, pred, radius, exclude=None):
        """features of a kind within radius of center: stable under real geometry / centroid, 5 % margin"""
        res_real, res_cen = set(), set()
        c = cen(center.geom)
        for f in self.kind(town, pred):
            if f is center or (exclude and f in exclude):
                continue
            d1 = dist(center.geom, f.geom)
            d2 = pdist(c.x, c.y, cen(f.geom).x, cen(f.geom).y)
            for d in (d1, d2):
                need(abs(d - radius) > 0.05 * radius, f'{f} at {d:.0f} m, within 5 % of {radius}')
            if d1 <= radius: res_real.add(f)
            if d2 <= radius: res_cen.add(f)
        need(res_real == res_cen, f'radius set differs by reading: {res_real ^ res_cen}')
        return sorted(res_real, key=lambda f: dist(center.geom, f.geom))

    def no_dups(self, fl):
        for a, b in itertools.combinations(fl, 2):
            if (not a.name or not b.name or fold(a.name) == fold(b.name)) and dist(a.geom, b.geom) <= 10:
                raise Fragile(f'{a} and {b} may be one place')

    def named_only(self, fl):
        need(all(f.name for f in fl), f'unnamed feature among {fl}')
        self.no_dups(fl)
        return fl

    def nearest(self, center, town, pred):
        cands = [f for f in self.kind(town, pred) if f is not center]
        # candidates of one kind sharing a name within 100 m are one place
        groups = []
        for f in sorted(cands, key=lambda f: dist(center.geom, f.geom)):
            for g in groups:
                if f.name and g[0].name and fold(f.name) == fold(g[0].name) and dist(f.geom, g[0].geom) <= 100:
                    g.append(f); break
            else:
                groups.append([f])
        need(len(groups) >= 2, 'fewer than two candidates')
        d = [min(dist(center.geom, f.geom) for f in g) for g in groups]
        order = sorted(range(len(groups)), key=lambda i: d[i])
        a, b = order[0], order[1]
        need(d[b] > d[a] * 1.10 + 5, f'near tie: {groups[a][0]} {d[a]:.0f} m vs {groups[b][0]} {d[b]:.0f} m')
        c = cen(center.geom)
        dc = [min(pdist(c.x, c.y, cen(f.geom).x, cen(f.geom).y) for f in g) for g in groups]
        need(min(range(len(groups)), key=lambda i: dc[i]) == a, 'centroid reading finds another nearest')
        return groups[a][0], d[a], groups[b][0], d[b]

# ---------------------------------------------------------------- opening hours (README-val4 subset)
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
def parse_oh(s):
    s = s.strip()
    if s == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    table = {}
    for rule in s.split(';'):
        rule = rule.strip()
        need(rule, f'empty rule in {s!r}')
        m = re.fullmatch(r'(?:([A-Za-z,\-]+) )?(off|closed|[0-9:,\-]+)', rule)
        need(m is not None, f'unreadable opening_hours {s!r}')
        sel, body = m.group(1), m.group(2)
        days = list(range(7))
        if sel:
            days = []
            for part in sel.split(','):
                if '-' in part:
                    a, b = part.split('-')
                    need(a in DAYS and b in DAYS, f'bad selector {sel!r}')
                    i, j = DAYS.index(a), DAYS.index(b)
                    k = i
                    while True:
                        days.append(k)
                        if k == j: break
                        k = (k + 1) % 7
                else:
                    need(part in DAYS, f'bad selector {sel!r}')
                    days.append(DAYS.index(part))
        if body in ('off', 'closed'):
            iv = []
        else:
            iv = []
            for r in body.split(','):
                mm = re.fullmatch(r'(\d{1,2}):(\d\d)-(\d{1,2}):(\d\d)', r)
                need(mm is not None, f'unreadable range {r!r} in {s!r}')
                a = int(mm.group(1)) * 60 + int(mm.group(2)); b = int(mm.group(3)) * 60 + int(mm.group(4))
                iv.append((a, b))
        for d in days:
            table[d] = iv
    return {d: table.get(d, []) for d in range(7)}

def open_at(tab, day, minute, strict):
    """day 0=Mo, minute 0..1439; spill of past-midnight intervals (strict: dropped if the next day has its own)"""
    for a, b in tab[day]:
        if b > a:
            if a <= minute < b: return True
        else:  # runs past midnight
            if minute >= a: return True
    prev = (day - 1) % 7
    for a, b in tab[prev]:
        if b <= a and minute < b:
            if strict and tab[day]:
                continue
            return True
    return False

def verdict(oh, day, minute, span=0):
    """open/closed, the same for every minute from -15 to +span+15 and both past-midnight readings"""
    tab = parse_oh(oh)
    vals = set()
    for dm in range(-15, span + 16):
        t = minute + dm
        d = (day + t // 1440) % 7
        for strict in (False, True):
            vals.add(open_at(tab, d, t % 1440, strict))
    need(len(vals) == 1, f'unstable moment for {oh!r}')
    return vals.pop()

def single_interval(oh, day):
    tab = parse_oh(oh)
    need(len(tab[day]) == 1, f'{oh!r}: day {day} has {len(tab[day])} intervals')
    return tab[day][0]

# ---------------------------------------------------------------- routing
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NONWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
          'services', 'razed', 'disused', 'bus_guideway', 'escape'}
MOTOR = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}

def build_graph(raw, mode, variant):
    G = nx.DiGraph(); pos = {}
    for wid, (t, refs, coords) in raw.items():
        hw = t.get('highway')
        acc = t.get('access')
        if mode == 'car':
            if hw not in CAR or acc in ('no', 'private'): continue
            if variant == 'strict' and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')):
                continue
        elif mode == 'bike':
            ok = (hw in CAR and hw not in MOTOR) or hw in ('cycleway', 'path', 'track') or t.get('bicycle') in ('yes', 'designated')
            if not ok or t.get('bicycle') == 'no' or hw in NONWAY: continue
            if variant == 'strict' and acc in ('no', 'private') and t.get('bicycle') not in ('yes', 'designated', 'permissive'):
                continue
        else:
            if hw is None or hw in MOTOR or hw in NONWAY or t.get('foot') == 'no': continue
            if variant == 'strict' and acc in ('no', 'private') and t.get('foot') not in ('yes', 'designated', 'permissive'):
                continue
        ow = t.get('oneway')
        fwd, bwd = True, True
        if mode in ('car', 'bike'):
            if ow in ('yes', 'true', '1'): bwd = False
            elif ow == '-1': fwd = False
            elif ow is None and variant == 'strict' and (t.get('junction') == 'roundabout' or (mode == 'car' and hw in ('motorway', 'motorway_link'))):
                bwd = False
            if mode == 'bike' and (t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite')):
                fwd, bwd = True, True
            if mode == 'bike' and variant == 'nooneway':
                fwd, bwd = True, True
        cs = coords
        if t.get('area') == 'yes' and refs[0] == refs[-1]:
            pass  # outline used as a line
        for i in range(len(refs) - 1):
            a, b = refs[i], refs[i + 1]
            pos[a] = cs[i]; pos[b] = cs[i + 1]
            w = pdist(cs[i][0], cs[i][1], cs[i + 1][0], cs[i + 1][1])
            if fwd: G.add_edge(a, b, w=w)
            if bwd: G.add_edge(b, a, w=w)
    return G, pos

class Router:
    def __init__(self, world):
        self.w = world; self.cache = {}
    def graph(self, town, mode, variant):
        k = (town, mode, variant)
        if k not in self.cache:
            G, pos = build_graph(self.w.raw[town], mode, variant)
            comp = max(nx.strongly_connected_components(G), key=len)
            import numpy as np
            ids = list(comp); xy = np.array([pos[i] for i in ids])
            allids = list(G.nodes); allxy = np.array([pos[i] for i in allids])
            self.cache[k] = (G, pos, ids, xy, allids, allxy)
        return self.cache[k]
    def snap(self, town, mode, variant, geom, whole=False):
        import numpy as np
        G, pos, ids, xy, allids, allxy = self.graph(town, mode, variant)
        p = cen(geom)
        I, XY = (allids, allxy) if whole else (ids, xy)
        approx = (XY[:, 0] - p.x) ** 2 * math.cos(math.radians(p.y)) ** 2 + (XY[:, 1] - p.y) ** 2
        best = sorted(range(len(I)), key=lambda i: approx[i])[:8]
        ds = [(pdist(p.x, p.y, XY[i][0], XY[i][1]), I[i]) for i in best]
        d, n = min(ds)
        return n, d
    def length(self, town, mode, variant, g1, g2, whole=False):
        G = self.graph(town, mode, variant)[0]
        a, da = self.snap(town, mode, variant, g1, whole)
        b, db = self.snap(town, mode, variant, g2, whole)
        need(da <= 100 and db <= 100, f'snapped beyond 100 m ({da:.0f}, {db:.0f})')
        try:
            return nx.shortest_path_length(G, a, b, weight='w')
        except nx.NetworkXNoPath:
            raise Fragile('no path')
    def route(self, town, mode, g1, g2, legs_min=300):
        straight = dist(g1, g2)
        need(legs_min <= straight <= 5000, f'straight line {straight:.0f} m out of range')
        base = self.length(town, mode, 'base', g1, g2)
        need(base <= 2.5 * straight, f'route {base:.0f} > 2.5 x straight {straight:.0f}')
        variants = ['strict'] + (['nooneway'] if mode == 'bike' else [])
        vals = [base]
        for v in variants:
            vals.append(self.length(town, mode, v, g1, g2))
        vals.append(self.length(town, mode, 'base', g1, g2, whole=True))
        for v in vals:
            need(abs(v - base) <= 0.03 * base, f'variant moves route {base:.0f} -> {v:.0f}')
        return base, vals, straight

# ================================================================ questions
NOT_IN = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIME = '!min | !minute | !hour'
YES, NO, CLOSED = '!yes', '!no', '!no | !closed'
def m_(x): return f'~{round(x)} m'
def rt(x): return f'~{round(x)} m ±10%'
def m2(x): return f'~{round(x)} m2'
def n_(x): return f'#{x}'

QUESTIONS = []
class Ctx:
    def __init__(self, W, R, town, text):
        self.W, self.R, self.town, self.text = W, R, town, text
    def P(self, mention):
        return self.W.place(mention, self.town, self.text)

def q(file, town, text, kind='one'):
    def deco(fn):
        QUESTIONS.append((file, town, text, kind, fn)); return fn
    return deco

def k_amenity(v): return lambda t: t.get('amenity') == v
def k_shop(v): return lambda t: t.get('shop') == v
STOLPER = lambda t: t.get('memorial:type') == 'stolperstein' or t.get('memorial') == 'stolperstein'
def yn(b, closed=False): return YES if b else (CLOSED if closed else NO)

def stone_year(f):
    need('person:date_of_birth' in f.tags, f'{f.name}: no birth date')
    y = int(f.tags['person:date_of_birth'])
    m = re.search(r'Jg\. (\d{4})', f.tags.get('memorial:text', ''))
    need(m and int(m.group(1)) == y, f'{f.name}: birth year {y} not confirmed by memorial:text')
    return y

def absent(f, keys):
    for k in f.tags:
        for key in keys:
            need(not (k == key or k.startswith(key + ':')), f'{f.name} carries {k}')

# ---------------------------------------------------------------- attribute
@q('attribute', 'Heidelberg', "My knees aren't great. How many steps does the Kurzer Buckel staircase have, before I commit to it?")
def _(c):
    f = c.P('Kurzer Buckel'); need(f.tags.get('highway') == 'steps', 'not steps')
    return [f"!{int(f.tags['step_count'])}"], f"step_count={f.tags['step_count']}"

@q('attribute', 'Heidelberg', 'There is a stolperstein for Babette Oppenheimer. can u tell me what her family name was before she married')
def _(c):
    f = c.P('Babette Oppenheimer')
    m = re.search(r'geb\. (\w+)', f.tags['memorial:text'])
    return [f'!{m.group(1)}'], f"memorial:text={f.tags['memorial:text']!r}"

@q('attribute', 'Heidelberg', "Taking my niece to the playground Oberer Fauler Pelz (Ost) later today. What's in there for her to play on?")
def _(c):
    f = c.P('Oberer Fauler Pelz (Ost)')
    items = [re.sub(r'^\d+ ', '', x.strip()).lower() for x in f.tags['accouterment'].split(',')]
    return ['!' + x for x in items], f"accouterment={f.tags['accouterment']!r}"

@q('attribute', 'Heidelberg', "We're shopping for wedding rings and want to ring ringissimo di bellobene first. What's the number they list?")
def _(c):
    f = c.P('ringissimo di bellobene'); p = f.tags['phone']
    local = p.split('/')[1]; digits = re.sub(r'\D', '', p)
    return [f"!{local} | !{local.replace(' ', '')} | !{digits} | !{p}"], f'phone={p!r}'

@q('attribute', 'Heidelberg', 'My dad is in a wheelchair. Could he get into the Inst. f. Rechtsgeschichte without help, and how many steps are at the entrance there?')
def _(c):
    f = c.P('Inst. f. Rechtsgeschichte')
    need(f.tags['wheelchair'] == 'no', 'wheelchair')
    m = re.match(r'(\d+) Stufen am Eingang', f.tags['wheelchair:description'])
    n = int(m.group(1)); words = {5: 'five'}
    return [NO, f'!{n} | !{words[n]}'], f"wheelchair=no, wheelchair:description={f.tags['wheelchair:description']!r}"

@q('attribute', 'Heidelberg', "For the portraits I want to call the photographer manuel linnenschmidt first. What's his number?")
def _(c):
    f = c.P('manuel linnenschmidt')
    absent(f, ['phone', 'contact', 'mobile'])
    return [NOT_IN + ' | !no phone'], f'tags: {sorted(f.tags)}'

@q('attribute', 'Baltimore', "Praise Center Full Gospel Church went by another name once; I'd like to know what it was.")
def _(c):
    f = c.P('Praise Center Full Gospel Church')
    on = f.tags['old_name']; need(on == 'Martin Luther Lutheran Church', on)
    return ['Martin Luther'], f'old_name={on!r}'

@q('attribute', 'Baltimore', 'Who do I phone at 101 Ellwood Apartments? just the number is fine')
def _(c):
    f = c.P('101 Ellwood Apartments'); p = f.tags['phone']
    return [f"!{p} | !{re.sub(r'[^0-9]', '', p)} | !{p[4:]}"], f'phone={p!r}'

@q('attribute', 'Baltimore', "Need cash later and I'll pass the BB&T branch. Has it got a cash machine, or is it counter service only?")
def _(c):
    f = c.P('BB&T'); need(f.tags.get('amenity') == 'bank' and f.tags.get('atm') == 'yes', 'atm')
    return [YES], 'amenity=bank, atm=yes'

@q('attribute', 'Baltimore', "For the taxi driver I'd like the street that The Johns Hopkins Outpatient Center is on.")
def _(c):
    f = c.P('The Johns Hopkins Outpatient Center'); s = f.tags['addr:street']
    return ['North Caroline'], f"addr:street={s!r}, addr:housenumber={f.tags.get('addr:housenumber')}"

@q('attribute', 'Baltimore', "What's the name of whichever library is nearest to Jo's Grocery & Carryout, and at what elevation does the map put it, in metres?")
def _(c):
    a = c.P("Jo's Grocery & Carryout")
    f, d1, g, d2 = c.W.nearest(a, c.town, k_amenity('library'))
    need(f.name == 'Braodway Branch Enoch Pratt Free Library', f.name)
    return ['Braodway Branch | Broadway Branch', f"!{f.tags['ele']}"], f"{f} {d1:.0f} m vs {g.name} {d2:.0f} m; ele={f.tags['ele']}"

@q('attribute', 'Baltimore', "Booking a table at Tavern on the Square by phone, can u find their number?")
def _(c):
    f = c.P('Tavern on the Square')
    absent(f, ['phone', 'contact', 'mobile'])
    return [NOT_IN + ' | !no phone'], f'tags: {sorted(f.tags)}'

# ---------------------------------------------------------------- hours
def oh_q(c, f, day, minute, span=0):
    oh = f.tags.get('opening_hours'); need(oh, f'{f.name}: no opening_hours')
    return verdict(oh, day, minute, span), oh

@q('hours', 'Heidelberg', "Saturday night we'll probably end up in the Untere Straße. If we walk into Pop at 1 in the morning (so it's already Sunday), will they still serve us?")
def _(c):
    f = c.P('Pop'); v, oh = oh_q(c, f, 6, 60)
    return [yn(v, True)], f'opening_hours={oh!r}, Su 01:00'

@q('hours', 'Heidelberg', "Pop is on my list for monday evening around 8. Worth going, or is it shut that day?")
def _(c):
    f = c.P('Pop'); v, oh = oh_q(c, f, 0, 20 * 60)
    return [yn(v, True)], f'opening_hours={oh!r}, Mo 20:00'

@q('hours', 'Heidelberg', "On a Friday, up to what hour does Pop keep its doors open?")
def _(c):
    f = c.P('Pop'); a, b = single_interval(f.tags['opening_hours'], 4)
    need(b == 120, 'closing time'); return ['!2:00 | !02:00 | !2 am | !2am | !2:00 am | !2 in the morning'], f"opening_hours={f.tags['opening_hours']!r}: Fr {a//60:02d}:{a%60:02d}-{b//60:02d}:{b%60:02d}"

@q('hours', 'Heidelberg', "I'd like to know whether the restaurant closest to Leopold Oppenheimer's stolperstein still takes guests at 23:30 on a Wednesday, and what it's called.")
def _(c):
    a = c.P('Leopold Oppenheimer'); f, d1, g, d2 = c.W.nearest(a, c.town, k_amenity('restaurant'))
    v, oh = oh_q(c, f, 2, 23 * 60 + 30)
    return [f.name, yn(v, True)], f'{f} {d1:.0f} m vs {g.name} {d2:.0f} m; opening_hours={oh!r}; We 23:30'

@q('hours', 'Heidelberg', "Broke my glasses. Would the optician nearest the Convenience Store, Tourism Stuff still be open at twenty to seven on a Saturday evening? Which one is it, too?")
def _(c):
    a = c.P('Convenience Store, Tourism Stuff'); f, d1, g, d2 = c.W.nearest(a, c.town, k_shop('optician'))
    v, oh = oh_q(c, f, 5, 18 * 60 + 40)
    need(f.name.startswith('Steingasse14'), f.name)
    return ['Steingasse14 | Steingasse 14', yn(v, True)], f'{f} {d1:.0f} m vs {g.name} {d2:.0f} m; opening_hours={oh!r}; Sa 18:40'

@q('hours', 'Heidelberg', "It's five o'clock on a Sunday afternoon and I'm outside Antiquariat canicio craving a coffee. Is the nearest café open right now, and what's its name?")
def _(c):
    a = c.P('Antiquariat canicio'); f, d1, g, d2 = c.W.nearest(a, c.town, k_amenity('cafe'))
    v, oh = oh_q(c, f, 6, 17 * 60)
    return [f.name, yn(v, True)], f'{f} {d1:.0f} m vs {g.name} {d2:.0f} m; opening_hours={oh!r}; Su 17:00'

def open_list(c, anchor, pred, radius, day, minute):
    fl = c.W.within(anchor, c.town, pred, radius)
    c.W.named_only(fl)
    need(len({fold(f.name) for f in fl}) == len(fl), 'names not distinct')
    res = []
    for f in fl:
        oh = f.tags.get('opening_hours'); need(oh, f'{f.name}: no opening_hours')
        res.append((f, verdict(oh, day, minute)))
    op = [f for f, v in res if v]
    need(0 < len(op) < len(res), 'all or none open')
    return op, '; '.join(f"{f.name} [{f.tags['opening_hours']}] {'open' if v else 'closed'}" for f, v in res)

@q('hours', 'Heidelberg', 'Around the Bildungszentrum des Bildungswerks there are loads of fast food places. Of those within 250 m, which ones can feed me at 9:30 a.m. on a Monday?', 'list')
def _(c):
    op, fig = open_list(c, c.P('Bildungszentrum des Bildungswerks'), k_amenity('fast_food'), 250, 0, 9 * 60 + 30)
    return [f.name for f in op], fig

@q('hours', 'Heidelberg', 'Planning a late lunch at 16:00 on a Tuesday. Which restaurants no further than 100 m from Antiquariat canicio have their kitchen running then?', 'list')
def _(c):
    op, fig = open_list(c, c.P('Antiquariat canicio'), k_amenity('restaurant'), 100, 1, 16 * 60)
    return [f.name for f in op], fig

@q('hours', 'Heidelberg', 'Sunday afternoon, 3-ish, my mum wants to see Galerie Piu-Piu. I need to know if it opens its doors then.')
def _(c):
    f = c.P('Galerie Piu-Piu'); absent(f, ['opening_hours'])
    return [NOT_IN + ' | !no opening hours'], f'tags: {sorted(f.tags)}'

@q('hours', 'Baltimore', "We're at Old Friends Meeting House at 9 a.m. on a Sunday and want pastries. Is the nearest bakery open at that hour, and what is it called?")
def _(c):
    a = c.P('Old Friends Meeting House'); f, d1, g, d2 = c.W.nearest(a, c.town, k_shop('bakery'))
    v, oh = oh_q(c, f, 6, 9 * 60)
    return [f.name, yn(v, True)], f'{f} {d1:.0f} m vs {g.name} {d2:.0f} m; opening_hours={oh!r}; Su 09:00'

@q('hours', 'Baltimore', "My kid has a fever, it's 4 am Thursday and we're right by GameStop. Can I buy medicine at whatever pharmacy is nearest, and which one is it?")
def _(c):
    a = c.P('GameStop'); f, d1, g, d2 = c.W.nearest(a, c.town, k_amenity('pharmacy'))
    v, oh = oh_q(c, f, 3, 4 * 60)
    return [f.name, yn(v, True)], f'{f} {d1:.0f} m vs {g.name} {d2:.0f} m; opening_hours={oh!r}; Th 04:00'

@q('hours', 'Baltimore', "We fancy burgers at Frederick's on Fleet on friday at 7 pm. Can we just turn up?")
def _(c):
    f = c.P("Frederick's on Fleet"); absent(f, ['opening_hours'])
    need('out of business' in f.name, 'name')
    return ['!no | !closed | !out of business | !not in business | !shut down'], f'name={f.name!r}; no opening_hours'

# ---------------------------------------------------------------- arithmetic
@q('arithmetic', 'Heidelberg', "Three of us are at Pop and each of us wants a water. What does that come to in euros?")
def _(c):
    f = c.P('Pop'); p = f.tags['water_price_€']; v = 3 * float(p.replace(',', '.'))
    a2, a1 = f'{v:.2f}', f'{v:g}'
    return [f"!{a2} | !{a2.replace('.', ',')} | !{a1} | !{a1.replace('.', ',')}"], f'water_price_€={p}; 3 x = {v:.2f}'

@q('arithmetic', 'Heidelberg', 'Is a bottle of water cheaper at Pop or at Olio arte - caffé, and by how many cents?')
def _(c):
    a = c.P('Pop'); b = c.P('Olio arte - caffé')
    need('water_price_€' in a.tags, 'Pop price'); absent(b, ['water_price', 'price'])
    need(not any('price' in k for k in b.tags), 'price on Olio')
    return [NOT_IN + ' | !no price'], f"Pop water_price_€={a.tags['water_price_€']}; Olio arte tags {sorted(b.tags)}"

@q('arithmetic', 'Heidelberg', 'Between Leopold Oppenheimer and Elisabeth Geissmar, going by their stolpersteine, who came into the world first, and how many years earlier?')
def _(c):
    a = c.P('Leopold Oppenheimer'); b = c.P('Elisabeth Geissmar')
    ya, yb = stone_year(a), stone_year(b); need(ya != yb, 'same year')
    first = 'Leopold' if ya < yb else 'Elisabeth'
    return [first, f'!{abs(ya - yb)}'], f'{ya} vs {yb}'

@q('arithmetic', 'Heidelberg', 'If you put the footprints of Antiquariat canicio and the Schützengesellschaft building together, how many square metres is that?')
def _(c):
    a = c.P('Antiquariat canicio'); b = c.P('Schützengesellschaft')
    x, y = area(a.geom), area(b.geom)
    return [m2(x + y)], f'{x:.1f} + {y:.1f} = {x + y:.1f} m2'

def ratio_items(r, whole=True):
    for dec, eps in ((1, 0.01), (2, 0.001)):
        e = (r * 10 ** dec) % 1
        need(abs(e - 0.5) > eps * 10 ** dec, f'ratio {r:.4f} near a rounding edge')
    need(abs((r % 1) - 0.5) > 0.05, f'ratio {r:.4f} near a whole edge')
    return f'!{r:.1f} | !{r:.2f} | !{round(r)} times'

@q('arithmetic', 'Heidelberg', 'If I stand at Palais Graimberg, how many times as far away is the Teufelsloch as the Olio arte - caffé, in a straight line? one decimal pls')
def _(c):
    x = c.P('Palais Graimberg'); a = c.P('Teufelsloch'); b = c.P('Olio arte - caffé')
    da, db = dist(x.geom, a.geom), dist(x.geom, b.geom)
    return [ratio_items(da / db)], f'{da:.0f} / {db:.0f} = {da / db:.3f}'

@q('arithmetic', 'Baltimore', "My friend's at Waterfont Kitchen and I'm at Häagen-Dazs. If we meet exactly halfway on a straight line, how far does each of us walk?")
def _(c):
    a = c.P('Waterfont Kitchen'); b = c.P('Häagen-Dazs'); d = dist(a.geom, b.geom)
    need(d >= 200, 'too close')
    return [m_(d / 2)], f'd={d:.0f} m, half {d / 2:.0f} m'

@q('arithmetic', 'Baltimore', 'I cycle from Saint Leo Roman Catholic Church to Grace Memorial Baptist Church. By how many metres does the ground rise between them, going by their elevations on the map?')
def _(c):
    a = c.P('Saint Leo Roman Catholic Church'); b = c.P('Grace Memorial Baptist Church')
    ea, eb = float(a.tags['ele']), float(b.tags['ele']); need(eb - ea >= 3, 'gap')
    return [f'!{eb - ea:g}'], f'ele {ea:g} -> {eb:g}'

@q('arithmetic', 'Baltimore', 'Take Elmer A Henderson Elementary School, Claremont Trainable School and Southeast Middle School. On average, how high above sea level do they sit, in metres?')
def _(c):
    fl = [c.P(m) for m in ('Elmer A Henderson Elementary School', 'Claremont Trainable School', 'Southeast Middle School')]
    es = [float(f.tags['ele']) for f in fl]; mean = sum(es) / 3
    need(abs((mean % 1) - 0.5) > 0.1 and abs(((mean * 10) % 1) - 0.5) > 0.1, 'mean near a rounding edge')
    return [f'!{mean:.1f} | !{round(mean)}'], f'ele {es} mean {mean:.3f}'

@q('arithmetic', 'Baltimore', 'How long would a fence all the way round Saint Paul Cemetery have to be?')
def _(c):
    f = c.P('Saint Paul Cemetery'); need(f.geom.geom_type == 'Polygon', 'polygon')
    per = abs(GEOD.geometry_area_perimeter(f.geom)[1])
    return [m_(per)], f'perimeter {per:.0f} m (area {area(f.geom):.0f} m2)'

CHURCH = k_amenity('place_of_worship')
@q('arithmetic', 'Baltimore', 'Not counting Calvary Presbyterian Church itself, what percentage of the places of worship within 400 m of it are baptist? Both numbers too pls.')
def _(c):
    a = c.P('Calvary Presbyterian Church')
    fl = c.W.named_only(c.W.within(a, c.town, CHURCH, 400))
    b = [f for f in fl if f.tags.get('denomination') == 'baptist']
    p = 100 * len(b) / len(fl); need(abs((p % 1) - 0.5) > 0.1, 'percentage near an edge')
    return [f'!{round(p)} % | !{round(p)}% | !{round(p)} percent | !{p:.1f}', n_(len(b)), n_(len(fl))], f'{len(b)} of {len(fl)}: ' + ', '.join(f.name for f in fl)

@q('arithmetic', 'Baltimore', "If I put together the schools within 500 m of East Baltimore Baptist Church and those within 500 m of Restoration Community Church and Ministry, counting a school near both only once, what total do I get?")
def _(c):
    a = c.P('East Baltimore Baptist Church'); b = c.P('Restoration Community Church and Ministry')
    A_ = c.W.named_only(c.W.within(a, c.town, k_amenity('school'), 500))
    B_ = c.W.named_only(c.W.within(b, c.town, k_amenity('school'), 500))
    U = set(A_) | set(B_); c.W.no_dups(list(U))
    need(set(A_) & set(B_), 'no overlap - the once rule does not matter')
    return [n_(len(U))], f'A {len(A_)}, B {len(B_)}, both {len(set(A_) & set(B_))}: ' + ', '.join(sorted(f.name for f in U))

@q('arithmetic', 'Singapore', "If I subtract the number of jewellery shops in the Singapore data from the number of convenience stores, what's left? Give me both counts too.")
def _(c):
    cv = c.W.named_only(c.W.kind(c.town, k_shop('convenience'))); jw = c.W.named_only(c.W.kind(c.town, k_shop('jewelry')))
    d = len(cv) - len(jw); need(d > 0 and d not in (len(cv), len(jw)), 'difference')
    return [n_(d), n_(len(cv)), n_(len(jw))], f'{[f.name for f in cv]} vs {[f.name for f in jw]}'

# ---------------------------------------------------------------- route
def walk_verdict(c, a, b, T):
    base, vals, s = c.R.route(c.town, 'foot', a.geom, b.geom)
    if all(v <= 0.9 * T * 50 for v in vals): return True, base, vals
    if all(v >= 1.1 * T * 100 for v in vals): return False, base, vals
    raise Fragile(f'walking verdict undecided: {base:.0f} m for {T} min')

@q('route', 'Heidelberg', 'Not as the crow flies but on foot, how much ground do I cover getting from Galerie Piu-Piu over to Antiquariat canicio?')
def _(c):
    base, vals, s = c.R.route(c.town, 'foot', c.P('Galerie Piu-Piu').geom, c.P('Antiquariat canicio').geom)
    return [rt(base)], f'foot {base:.0f} m (straight {s:.0f}); variants {[round(v) for v in vals]}'

@q('route', 'Heidelberg', "My train leaves soon. Can I get from the Teufelsloch down to the Theaterplatz on foot in under 10 minutes?")
def _(c):
    v, base, vals = walk_verdict(c, c.P('Teufelsloch'), c.P('Theaterplatz'), 10)
    return [yn(v)], f'foot {base:.0f} m; variants {[round(x) for x in vals]}'

@q('route', 'Heidelberg', "How long a ride is it from Elisabeth Geissmar's stolperstein to the Theaterplatz by bike, in metres and in minutes?")
def _(c):
    base, vals, s = c.R.route(c.town, 'bike', c.P('Elisabeth Geissmar').geom, c.P('Theaterplatz').geom)
    return [rt(base), TIME], f'bike {base:.0f} m (straight {s:.0f}); variants {[round(v) for v in vals]}'

@q('route', 'Heidelberg', 'Palais Graimberg is where I pick up a box of books that goes to Antiquariat canicio. How many metres is that by car?')
def _(c):
    base, vals, s = c.R.route(c.town, 'car', c.P('Palais Graimberg').geom, c.P('Antiquariat canicio').geom)
    return [rt(base), ], f'car {base:.0f} m (straight {s:.0f}); variants {[round(v) for v in vals]}'

def tour(c, mode, names, round_trip=False):
    P_ = [c.P(n) for n in names]
    legs = {}
    for a, b in itertools.permutations(range(4), 2):
        legs[(a, b)] = c.R.route(c.town, mode, P_[a].geom, P_[b].geom, legs_min=100)[0]
    res = []
    for perm in itertools.permutations([1, 2, 3]):
        o = (0,) + perm + ((0,) if round_trip else ())
        res.append((sum(legs[(o[i], o[i + 1])] for i in range(len(o) - 1)), o))
    res.sort()
    best = res[0]
    nxt = [r for r in res[1:] if not (round_trip and r[1] == tuple(reversed(best[1])))][0]
    need(nxt[0] > 1.10 * best[0], f'best order {best[0]:.0f} vs next {nxt[0]:.0f}')
    need(best[1][:4] != (0, 1, 2, 3), 'listed order is the best')
    return [P_[i] for i in best[1][1:4]], best[0], nxt[0]

@q('route', 'Heidelberg', "Starting at Pop I'd like to stroll by Palais Graimberg, Galerie Piu-Piu and Olio arte - caffé, finishing at whichever comes last. Which order saves me the most legwork, and how far is it then?")
def _(c):
    order, best, nxt = tour(c, 'foot', ['Pop', 'Palais Graimberg', 'Galerie Piu-Piu', 'Olio arte - caffé'])
    return [f.name for f in order] + [rt(best)], f'best {best:.0f} m vs next {nxt:.0f} m'

@q('route', 'Heidelberg', "After parking at Palais Graimberg I want the car cleaned. How far must I drive to the closest car wash?")
def _(c):
    c.P('Palais Graimberg')
    need(not c.W.kind(c.town, lambda t: t.get('amenity') == 'car_wash' or t.get('shop') == 'car_wash' or t.get('car_wash') is not None), 'car wash exists')
    return [NOT_IN + ' | !no car wash | !none'], 'no amenity=car_wash in the Heidelberg data'

@q('route', 'Baltimore', "I'll be driving from the William H Welch Medical Library to Roys tomorrow. Distance on the road, and a rough number of minutes?")
def _(c):
    base, vals, s = c.R.route(c.town, 'car', c.P('William H Welch Medical Library').geom, c.P('Roys').geom)
    return [rt(base), TIME], f'car {base:.0f} m (straight {s:.0f}); variants {[round(v) for v in vals]}'

@q('route', 'Baltimore', 'We deliver pizza by van. What distance in metres does the van cover from the Pizza & Wings Factory to the Under Armour Brand House?')
def _(c):
    base, vals, s = c.R.route(c.town, 'car', c.P('Pizza & Wings Factory').geom, c.P('Under Armour Brand House').geom)
    return [rt(base)], f'car {base:.0f} m (straight {s:.0f}); variants {[round(v) for v in vals]}'

@q('route', 'Baltimore', 'The kids want to bike from McKim Playground to the Orleans Street Garage where I parked. What distance is that for them, and about how many minutes?')
def _(c):
    base, vals, s = c.R.route(c.town, 'bike', c.P('McKim Playground').geom, c.P('Orleans Street Garage').geom)
    return [rt(base), TIME], f'bike {base:.0f} m (straight {s:.0f}); variants {[round(v) for v in vals]}'

@q('route', 'Baltimore', "Walking between John's Restaurant and Carry Out and the AT&T store, how many metres would my step counter log?")
def _(c):
    base, vals, s = c.R.route(c.town, 'foot', c.P("John's Restaurant and Carry Out").geom, c.P('AT&T').geom)
    return [rt(base)], f'foot {base:.0f} m (straight {s:.0f}); variants {[round(v) for v in vals]}'

@q('route', 'Baltimore', "If I set off walking from Broadway Methodist Church, will I reach the Orleans Street Garage inside 25 minutes?")
def _(c):
    v, base, vals = walk_verdict(c, c.P('Broadway Methodist Church'), c.P('Orleans Street Garage'), 25)
    return [yn(v)], f'foot {base:.0f} m; variants {[round(x) for x in vals]}'

@q('route', 'Baltimore', "I have to pick things up at CVS, GameStop and Old Navy by car, starting at Plug Ugly's Publick House and not going back. What order keeps the mileage lowest, and how many metres is that?")
def _(c):
    order, best, nxt = tour(c, 'car', ["Plug Ugly's Publick House", 'CVS', 'GameStop', 'Old Navy'])
    return [f.name for f in order] + [rt(best)], f'best {best:.0f} m vs next {nxt:.0f} m'

# ---------------------------------------------------------------- aggregate
@q('aggregate', 'Heidelberg', 'How many stolpersteine lie within 250 m of Pop, and on how many of them is Gurs given as the camp the person was deported to?')
def _(c):
    a = c.P('Pop'); fl = c.W.named_only(c.W.within(a, c.town, STOLPER, 250))
    g = [f for f in fl if 'Gurs' in f.tags.get('memorial:text', '')]
    g2 = [f for f in fl if re.search(r'deportiert \d{4} Gurs', f.tags.get('memorial:text', ''))]
    need(g == g2 and 0 < len(g) < len(fl), 'Gurs readings differ')
    return [n_(len(fl)), n_(len(g))], f'{len(fl)} stones; Gurs on: ' + ', '.join(f.name for f in g)

@q('aggregate', 'Heidelberg', 'Cycling in with my whole club. Within 200 m of Palais Graimberg, how many bikes can the bicycle stands take in total?')
def _(c):
    a = c.P('Palais Graimberg'); fl = c.W.within(a, c.town, k_amenity('bicycle_parking'), 200); c.W.no_dups(fl)
    need(fl and all('capacity' in f.tags for f in fl), 'capacity missing')
    caps = [int(f.tags['capacity']) for f in fl]
    return [n_(sum(caps))], f'{len(fl)} stands, capacity {caps}'

@q('aggregate', 'Heidelberg', "Of the hotels that are 150 m or less from Pop, which one has the most stars?")
def _(c):
    a = c.P('Pop'); fl = c.W.named_only(c.W.within(a, c.town, lambda t: t.get('tourism') in ('hotel', 'hostel', 'guest_house', 'motel'), 150))
    need(all('stars' in f.tags for f in fl), 'stars missing')
    st = sorted(((int(f.tags['stars']), f.name) for f in fl), reverse=True); need(st[0][0] > st[1][0], 'tie')
    return [st[0][1]], '; '.join(f'{n} {x}*' for x, n in st)

@q('aggregate', 'Heidelberg', "I'm a foodie. Between them, how many different cuisines do the restaurants within 200 m of the Convenience Store, Tourism Stuff cover?")
def _(c):
    a = c.P('Convenience Store, Tourism Stuff'); fl = c.W.named_only(c.W.within(a, c.town, k_amenity('restaurant'), 200))
    split = {v.strip().lower() for f in fl for v in re.split('[;,]', f.tags.get('cuisine', '')) if v.strip()}
    unsplit = {f.tags['cuisine'].lower() for f in fl if 'cuisine' in f.tags}
    need(len(split) == len(unsplit), 'split and unsplit differ')
    return [n_(len(split))], f'{len(fl)} restaurants ({sum(1 for f in fl if "cuisine" not in f.tags)} without cuisine): {sorted(split)}'

@q('aggregate', 'Heidelberg', 'Our dog comes along on the trip. Which hotels within 200 m of Olio arte - caffé accept dogs?')
def _(c):
    a = c.P('Olio arte - caffé'); fl = c.W.named_only(c.W.within(a, c.town, lambda t: t.get('tourism') in ('hotel', 'hostel', 'guest_house', 'motel'), 200))
    for f in fl:
        need(not any(('dog' in k or 'pet' in k or 'animal' in k) for k in f.tags), f'{f.name} has a pet tag')
    return [NOT_IN + ' | !no pet information'], f'{len(fl)} hotels, none with a dog/pet tag: ' + ', '.join(f.name for f in fl)

@q('aggregate', 'Baltimore', 'Which three places of worship lie closest to David J. Weber Funeral Home?')
def _(c):
    a = c.P('David J. Weber Funeral Home')
    groups = []   # candidates of one kind sharing a name within 100 m are one place
    for f in sorted(c.W.kind(c.town, CHURCH), key=lambda f: dist(a.geom, f.geom)):
        for g in groups:
            if f.name and g[0].name and fold(f.name) == fold(g[0].name) and dist(f.geom, g[0].geom) <= 100:
                g.append(f); break
        else:
            groups.append([f])
    d = [min(dist(a.geom, f.geom) for f in g) for g in groups]
    need(d[3] > d[2] * 1.10 + 5, f'third {d[2]:.0f} vs fourth {d[3]:.0f}')
    cc = cen(a.geom); dc = [min(pdist(cc.x, cc.y, cen(f.geom).x, cen(f.geom).y) for f in g) for g in groups]
    oc = sorted(range(len(groups)), key=lambda i: dc[i])
    need(set(oc[:3]) == {0, 1, 2} and dc[oc[3]] > dc[oc[2]] * 1.10 + 5, 'centroid reading differs')
    top = [g[0] for g in groups[:3]]; need(all(f.name for f in top), 'unnamed')
    return [f.name for f in top], '; '.join(f'{g[0].name} {x:.0f} ({len(g)} features)' for g, x in zip(groups[:5], d[:5]))

@q('aggregate', 'Baltimore', "Craving fried chicken, and I'm near the Harry & Jeanette Weinberg memorial. Which fast food places within 500 m do chicken?", 'list')
def _(c):
    a = c.P('Harry & Jeanette Weinberg'); fl = c.W.named_only(c.W.within(a, c.town, k_amenity('fast_food'), 500))
    need(all('cuisine' in f.tags for f in fl), 'cuisine missing'); need(len({fold(f.name) for f in fl}) == len(fl), 'names')
    ch = [f for f in fl if 'chicken' in re.split('[;,]', f.tags['cuisine'])]; need(0 < len(ch) < len(fl), 'all or none')
    return [f.name for f in ch], '; '.join(f"{f.name} [{f.tags['cuisine']}]" for f in fl)

@q('aggregate', 'Baltimore', 'Which fire stations fall inside a 1.4 km circle drawn around Church Home Hospital (historical)?', 'list')
def _(c):
    a = c.P('Church Home Hospital (historical)'); fl = c.W.named_only(c.W.within(a, c.town, k_amenity('fire_station'), 1400))
    return [f.name for f in fl], '; '.join(f'{f.name} {dist(a.geom, f.geom):.0f} m' for f in fl)

@q('aggregate', 'Baltimore', "I'm a student at Sojourner Douglas College. Which libraries are there within a kilometre of it, as the crow flies?", 'list')
def _(c):
    a = c.P('Sojourner Douglas College'); fl = c.W.named_only(c.W.within(a, c.town, k_amenity('library'), 1000))
    return [f.name for f in fl], '; '.join(f'{f.name} {dist(a.geom, f.geom):.0f} m' for f in fl)

@q('aggregate', 'Baltimore', 'Leaving out the Catholic ones, how many other places of worship are there within 400 m of Deeper Life Bible Church?')
def _(c):
    a = c.P('Deeper Life Bible Church'); fl = c.W.named_only(c.W.within(a, c.town, CHURCH, 400))
    ds = [f.tags.get('denomination') for f in fl]; need(None not in ds, 'untagged denomination')
    cat = [f for f in fl if f.tags['denomination'] in ('catholic', 'roman_catholic')]
    return [n_(len(fl) - len(cat))], f'{len(fl)} places of worship, {len(cat)} catholic: ' + ', '.join(f"{f.name} [{f.tags['denomination']}]" for f in fl)

@q('aggregate', 'Singapore', 'How many sets of traffic lights does the Singapore data have?')
def _(c):
    fl = c.W.kind(c.town, lambda t: t.get('highway') == 'traffic_signals'); c.W.no_dups(fl)
    return [n_(len(fl))], f'{len(fl)} highway=traffic_signals'

@q('aggregate', 'Singapore', "I'm curious how many car park entrances are mapped in the Singapore data.")
def _(c):
    fl = c.W.kind(c.town, k_amenity('parking_entrance')); c.W.no_dups(fl)
    return [n_(len(fl))], f'{len(fl)} amenity=parking_entrance: {[f.name for f in fl]}'

# ================================================================ main
FILES16 = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
ITEM = re.compile(r'^(#\d+|~\d+ m|~\d+ m ±10%|~\d+ m2|![^|;]+|[^!#~|;][^|;]*)$')

def check_syntax(gold):
    for item in gold.split('; '):
        for alt in item.split(' | '):
            need(alt == alt.strip() and ITEM.match(alt), f'bad gold item {alt!r}')

def compute(W, R):
    rows, fragile = {k: [] for k in FILES16}, []
    for file, town, text, kind, fn in QUESTIONS:
        try:
            W.scan_text(text)
            items, fig = fn(Ctx(W, R, town, text))
            gold = '; '.join(items)
            check_syntax(gold)
            rows[file].append((text, gold, kind, town, fig))
        except Exception as e:  # a missing tag or a failed rule makes the gold fragile
            e = e if isinstance(e, Fragile) else Fragile(f'{type(e).__name__}: {e}')
            fragile.append((file, text, str(e)))
            rows[file].append((text, None, kind, town, f'FRAGILE: {e}'))
    # set-level rules
    for file in FILES16:
        r = rows[file]
        if len(r) != 12: fragile.append((file, '', f'{len(r)} questions, not 12'))
        traps = sum(1 for x in r if x[1] and ('!not in the data' in x[1] or '!out of business' in x[1]))
        if not 1 <= traps <= 2: fragile.append((file, '', f'{traps} traps'))
        if len({x[0] for x in r}) != len(r): fragile.append((file, '', 'duplicate question'))
    return rows, fragile

def tsv_text(file, rows):
    out = [f'# val16-{file}.tsv - held-out validation set val16 (see README-val16.md); golds computed by gold_val16.py',
           '# Map data (c) OpenStreetMap contributors, ODbL 1.0',
           '# question\tgold\tkind']
    for text, gold, kind, town, fig in rows:
        out.append(f'{text}\t{gold}\t{kind}')
    return '\n'.join(out) + '\n'

def main():
    here = Path(__file__).resolve().parent
    datadir = os.environ.get('GEOREACT_FRESH_DIR') or str(Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh')
    W = World(datadir, OLDER_SETS, LEFT_OUT); R = Router(W)
    rows, fragile = compute(W, R)
    mode = sys.argv[1] if len(sys.argv) > 1 else ''
    if mode == '--write':
        if fragile:
            for f in fragile: print('FRAGILE', *f, sep=' | ')
            print('refused: fragile golds'); sys.exit(1)
        for file in FILES16:
            (here / f'val16-{file}.tsv').write_text(tsv_text(file, rows[file]), encoding='utf-8')
        print('wrote', ', '.join(f'val16-{f}.tsv' for f in FILES16)); return
    if mode == '--check':
        bad = 0
        for f in fragile:
            print('FRAGILE', *f, sep=' | '); bad += 1
        for file in FILES16:
            p = here / f'val16-{file}.tsv'
            have = [l for l in p.read_text(encoding='utf-8').splitlines() if l and not l.startswith('#')] if p.exists() else []
            want = [l for l in tsv_text(file, rows[file]).splitlines() if not l.startswith('#')]
            if len(have) != len(want):
                print(f'{p.name}: {len(have)} lines, expected {len(want)}'); bad += 1
            for i, (h, w) in enumerate(zip(have, want)):
                if h != w:
                    print(f'{p.name} line {i + 1} differs:\n  tsv:      {h}\n  computed: {w}'); bad += 1
        print('check:', 'OK' if not bad else f'{bad} problem(s)')
        sys.exit(1 if bad else 0)
    towns = {}
    for file in FILES16:
        print(f'==== {file}')
        for text, gold, kind, town, fig in rows[file]:
            towns[town] = towns.get(town, 0) + 1
            print(f'[{town}] {text}\n    gold: {gold}   ({kind})\n    {fig}')
    print('towns:', towns)
    for f in fragile: print('FRAGILE', *f, sep=' | ')

if __name__ == '__main__':
    main()
