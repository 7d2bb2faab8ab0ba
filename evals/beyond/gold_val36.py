#!/usr/bin/env python3
"""val36 gold script: recomputes every gold of evals/beyond/val36-*.tsv from the raw osm-fresh extracts.

No flag: print question, town, kind, gold and figures.  --check: compare with the TSVs (exit 1 naming file:line on
any difference or fragile gold).  --write: rewrite the five TSVs (refused while any gold is fragile).
Map data (c) OpenStreetMap contributors, ODbL 1.0.  Uses osmium (pyosmium), shapely, pyproj, networkx, numpy only.
"""
import os, sys, re, math, itertools, unicodedata
# ================================================================ older places
# gold_val29.py lines 37-467, copied unchanged
# ================================================================ older places
# gold_val27.py lines 16-402, copied unchanged (its inlined OLDER_SETS / LEFT_OUT literals, which hold every set up to val27's)
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
# unnamed anchors of older sets known from the READMEs read (never used as anchors here)
REFUSED_ANCHOR_IDS = {('Singapore', 'w', 417), ('Singapore', 'w', 139), ('Heidelberg', 'n', 1794981583)}
REFUSED_TAGS = {('amenity', 'smoking_area'), ('highway', 'elevator'), ('sport', 'tennis'), ('amenity', 'shelter'),
                ('landuse', 'construction'), ('amenity', 'post_office'), ('power', 'substation')}
REFUSED_KEYS = {'roof:material'}
import os, sys, re, math, itertools, unicodedata
from pathlib import Path
from collections import Counter, defaultdict
import osmium, shapely, shapely.wkb
from shapely.geometry import Point, LineString, shape
from shapely.ops import nearest_points, unary_union
import pyproj, networkx as nx

HERE = Path(__file__).resolve()
DATA = Path(os.environ.get('GEOREACT_FRESH_DIR') or HERE.parents[3] / 'shared' / 'data' / 'osm-fresh')
FILES = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Baltimore': 'baltimore-2015.osm.pbf',
         'Singapore': 'singapore-bayfront-2019.osm.pbf'}
GEOD = pyproj.Geod(ellps='WGS84')

class Fragile(Exception):
    pass

def need(cond, msg):
    if not cond:
        raise Fragile(msg)

# ---------------------------------------------------------------- loading
class Feat:
    __slots__ = ('typ', 'id', 'tags', 'geom', 'town')
    def __init__(s, typ, id, tags, geom, town):
        s.typ, s.id, s.tags, s.geom, s.town = typ, id, tags, geom, town
    def __repr__(s):
        return f"{s.typ}{s.id}:{s.tags.get('name', '')}"

def load_town(town):
    fab = osmium.geom.WKBFactory()
    feats, hways = [], []
    class H(osmium.SimpleHandler):
        def node(self, n):
            if len(n.tags):
                feats.append(Feat('n', n.id, dict(n.tags), shapely.wkb.loads(fab.create_point(n), hex=True), town))
        def way(self, w):
            t = dict(w.tags)
            if 'highway' in t:
                try:
                    hways.append((w.id, t, [(nd.ref, nd.lon, nd.lat) for nd in w.nodes]))
                except Exception:
                    pass
            if not t:
                return
            if w.is_closed() and not ('highway' in t and t.get('area') != 'yes') and len(w.nodes) >= 4:
                return  # the area handler gives its polygon
            try:
                g = shapely.wkb.loads(fab.create_linestring(w), hex=True)
            except Exception:
                g = None
            feats.append(Feat('w', w.id, t, g, town))
        def relation(self, r):
            t = dict(r.tags)
            if t.get('type') in ('multipolygon', 'boundary'):
                return
            feats.append(Feat('r', r.id, t, None, town))
        def area(self, a):
            t = dict(a.tags)
            if a.from_way() and 'highway' in t and t.get('area') != 'yes':
                return
            try:
                g = shapely.wkb.loads(fab.create_multipolygon(a), hex=True)
            except Exception:
                g = None
            feats.append(Feat('w' if a.from_way() else 'r', a.orig_id(), t, g, town))
    H().apply_file(str(DATA / FILES[town]), locations=True)
    return feats, hways

TOWNS = {}
HWAYS = {}
def load_all():
    for t in FILES:
        TOWNS[t], HWAYS[t] = load_town(t)
        load_oh(t)

# ---------------------------------------------------------------- names
def fold(s):
    return ''.join(c for c in unicodedata.normalize('NFD', str(s).lower()) if unicodedata.category(c) != 'Mn')

def words(s, apos=''):
    s = fold(s).replace("'", apos).replace('\u2019', apos)
    return re.sub(r'[^\w]+', ' ', s).strip()

def inside(small, big):
    """whole-word containment under both apostrophe readings"""
    for ap in ('', ' '):
        a, b = words(small, ap), words(big, ap)
        if a and (' ' + a + ' ') in (' ' + b + ' '):
            return True
    return False

def older_hit(text, names):
    for o in names:
        if inside(o, text) or inside(text, o):
            return o
    return None

def text_hits(text, names):
    return [o for o in names if inside(o, text)]

# ---------------------------------------------------------------- measures
def geod_dist_pts(a, b):
    return GEOD.inv(a[0], a[1], b[0], b[1])[2]

_AEQD = {}
def aeqd(lon, lat):
    key = (round(lon, 3), round(lat, 3))
    if key in _AEQD:
        return _AEQD[key]
    lon, lat = key
    p = pyproj.Proj(proj='aeqd', lat_0=lat, lon_0=lon, ellps='WGS84')
    fwd = pyproj.Transformer.from_proj(pyproj.Proj('epsg:4326'), p, always_xy=True).transform
    inv = pyproj.Transformer.from_proj(p, pyproj.Proj('epsg:4326'), always_xy=True).transform
    _AEQD[key] = (fwd, inv)
    return fwd, inv

import numpy as np
def _tr(f, g):
    return shapely.transform(g, lambda a: np.column_stack(f(a[:, 0], a[:, 1])))

def dist(g1, g2):
    """geodesic distance between the nearest points of two geometries (0 if they touch)"""
    c = g1.centroid
    fwd, inv = aeqd(c.x, c.y)
    p1, p2 = _tr(fwd, g1), _tr(fwd, g2)
    if p1.intersects(p2):
        return 0.0
    a, b = nearest_points(p1, p2)
    a, b = inv(a.x, a.y), inv(b.x, b.y)
    return geod_dist_pts(a, b)

def glength(g):
    return GEOD.geometry_length(g)

def garea(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])

def anchor_point(f):
    g = f.geom
    if g.geom_type == 'Point':
        return g
    if g.geom_type in ('LineString', 'MultiLineString'):
        return g.interpolate(0.5, normalized=True)
    return g.centroid

OH = {}
def load_oh(town):
    out = {}
    class C(osmium.SimpleHandler):
        def node(s, o):
            if 'opening_hours' in o.tags: out[('n', o.id)] = dict(o.tags)
        def way(s, o):
            if 'opening_hours' in o.tags: out[('w', o.id)] = dict(o.tags)
        def relation(s, o):
            if 'opening_hours' in o.tags: out[('r', o.id)] = dict(o.tags)
    C().apply_file(str(DATA / FILES[town]))
    OH[town] = out
# ---------------------------------------------------------------- opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
DAYRE = r'(?:Mo|Tu|We|Th|Fr|Sa|Su)'
SELRE = re.compile(rf'^{DAYRE}(?:-{DAYRE})?(?:,{DAYRE}(?:-{DAYRE})?)*$')
RANGERE = re.compile(r'^(\d{1,2}):(\d\d)-(\d{1,2}):(\d\d)$')
OPENENDRE = re.compile(r'^(\d{1,2}):(\d\d)\+$')

def _days(sel):
    out = []
    for part in sel.split(','):
        if '-' in part:
            a, b = part.split('-')
            i, j = DAYS.index(a), DAYS.index(b)
            k = i
            while True:
                out.append(DAYS[k])
                if k == j:
                    break
                k = (k + 1) % 7
        else:
            out.append(part)
    return out

def _parse_rules(rules, openend):
    """rules: list of strings 'SEL TIMES' -> {day: [(start, end)]} or None if unreadable"""
    week = {d: [] for d in DAYS}
    for r in rules:
        r = r.strip()
        if not r:
            continue
        if r == '24/7':
            for d in DAYS:
                week[d] = [(0, 1440)]
            continue
        parts = r.split(' ', 1)
        if SELRE.match(parts[0]):
            days, rest = _days(parts[0]), (parts[1].strip() if len(parts) > 1 else None)
            if rest is None:
                return None
        else:
            days, rest = list(DAYS), r
        if rest in ('off', 'closed'):
            for d in days:
                week[d] = []
            continue
        ivs = []
        for rg in rest.split(','):
            m = RANGERE.match(rg)
            if m:
                h1, m1, h2, m2 = map(int, m.groups())
                s, e = h1 * 60 + m1, h2 * 60 + m2
                if h1 > 24 or h2 > 24 or m1 > 59 or m2 > 59:
                    return None
                ivs.append((s, e))
                continue
            m = OPENENDRE.match(rg)
            if m and openend is not None:
                s = int(m.group(1)) * 60 + int(m.group(2))
                ivs.append((s, s + 1) if openend == 'short' else (s, 1440))
                continue
            return None
        for d in days:
            week[d] = ivs
    return week

def strict_read(v):
    if re.search(r'\s,|,\s|\s-|-\s', v):
        return None
    rules = v.split(';')
    return _parse_rules([r.strip() for r in rules], None)

def lenient_reads(v, openend):
    s = v.strip()
    s = re.sub(r'\s*-\s*', '-', s)
    s = re.sub(r'\b(Mo|Tu|We|Th|Fr|Sa|Su|So)\.', r'\1', s)
    s = re.sub(r'(Mo|Tu|We|Th|Fr|Sa|Su|So):', r'\1', s)
    s = re.sub(r'\bSo\b', 'Su', s)
    s = re.sub(r'\s*,\s*', ',', s)
    # a ',' followed by a day selector and a space starts a new rule
    s = re.sub(rf'(?<=[\d+f]),(?=(?:{DAYRE}(?:-{DAYRE})?(?:,{DAYRE}(?:-{DAYRE})?)* |(?i:ph)\b))', ';', s)
    rules = [r.strip() for r in s.split(';') if r.strip() and not re.match(r'(?i)^ph\b', r.strip())]
    return _parse_rules(rules, openend)

def readings(v):
    out = []
    st = strict_read(v)
    if st is not None:
        out.append(st)
    for oe in ('short', 'midnight'):
        w = lenient_reads(v, oe)
        if w is not None:
            out.append(w)
    return out

def open_at(week, day, minute, spill_mode):
    """spill_mode 'always' or 'strict' (spill dropped when the day has intervals of its own)"""
    for s, e in week[day]:
        if e > s and s <= minute < e:
            return True
        if e <= s and minute >= s:
            return True
    prev = DAYS[(DAYS.index(day) - 1) % 7]
    if spill_mode == 'strict' and week[day]:
        return False
    for s, e in week[prev]:
        if e <= s and minute < e:
            return True
        if e > 1440 and minute < e - 1440:
            return True
    return False

def verdict(value, day, minute):
    """open/closed at day/minute, stable at every minute -15..+15, both spill readings, every reading"""
    rs = readings(value)
    need(rs, f'unreadable hours {value!r}')
    res = set()
    for w in rs:
        for sm in ('always', 'strict'):
            for dm in range(-15, 16):
                mm, dd = minute + dm, day
                if mm < 0:
                    mm += 1440; dd = DAYS[(DAYS.index(day) - 1) % 7]
                if mm >= 1440:
                    mm -= 1440; dd = DAYS[(DAYS.index(day) + 1) % 7]
                res.add(open_at(w, dd, mm, sm))
    need(len(res) == 1, f'hours verdict unstable for {value!r} at {day} {minute // 60}:{minute % 60:02d}')
    return res.pop()
# ---------------------------------------------------------------- routing
NONWAYS = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
           'services', 'razed', 'disused', 'bus_guideway', 'escape'}
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
FAST = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}

def _dir(t, mode, variant):
    """returns 'both', 'fwd', 'bwd' or None (not usable)"""
    h = t.get('highway')
    if h in NONWAYS:
        return None
    strict = variant == 'strict'
    acc = t.get('access')
    if mode == 'car':
        if h not in CAR or acc in ('no', 'private'):
            return None
        if strict and (t.get('motor_vehicle') in ('no', 'private') or t.get('motorcar') in ('no', 'private')):
            return None
    elif mode == 'bike':
        ok = (h in CAR and h not in FAST) or h in ('cycleway', 'path', 'track') or t.get('bicycle') in ('yes', 'designated')
        if not ok or t.get('bicycle') == 'no':
            return None
        if strict and acc in ('no', 'private') and t.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return None
    else:
        if h in FAST or t.get('foot') == 'no':
            return None
        if strict and acc in ('no', 'private') and t.get('foot') not in ('yes', 'designated', 'permissive'):
            return None
        return 'both'
    ow = t.get('oneway')
    if mode == 'bike' and (t.get('oneway:bicycle') == 'no' or str(t.get('cycleway', '')).startswith('opposite')):
        return 'both'
    if mode == 'bike' and variant == 'nooneway':
        return 'both'
    if ow in ('yes', 'true', '1'):
        return 'fwd'
    if ow == '-1':
        return 'bwd'
    if strict and (t.get('junction') == 'roundabout' or (mode == 'car' and h in ('motorway', 'motorway_link'))):
        return 'fwd'
    return 'both'

GRAPHS = {}
def graph(town, mode, variant='main'):
    key = (town, mode, variant)
    if key in GRAPHS:
        return GRAPHS[key]
    G = nx.DiGraph()
    pos = {}
    for wid, t, nodes in HWAYS[town]:
        d = _dir(t, mode, variant)
        if d is None:
            continue
        for (a, x1, y1), (b, x2, y2) in zip(nodes, nodes[1:]):
            if a == b:
                continue
            w = geod_dist_pts((x1, y1), (x2, y2))
            pos[a], pos[b] = (x1, y1), (x2, y2)
            if d in ('both', 'fwd'):
                G.add_edge(a, b, weight=min(w, G[a][b]['weight']) if G.has_edge(a, b) else w)
            if d in ('both', 'bwd'):
                G.add_edge(b, a, weight=min(w, G[b][a]['weight']) if G.has_edge(b, a) else w)
    big = max(nx.strongly_connected_components(G), key=len)
    GRAPHS[key] = (G, pos, big)
    return GRAPHS[key]

def snap(town, mode, variant, pt, whole=False):
    G, pos, big = graph(town, mode, variant)
    cand = G.nodes if whole else big
    best, bd = None, 1e18
    for n in cand:
        x, y = pos[n]
        if abs(x - pt.x) > 0.01 or abs(y - pt.y) > 0.01:
            continue
        d = geod_dist_pts((x, y), (pt.x, pt.y))
        if d < bd:
            best, bd = n, d
    need(best is not None and bd <= 100, f'snapped beyond 100 m ({mode})')
    return best

def route_len(town, mode, a, b, variant='main', whole=False):
    G, pos, big = graph(town, mode, variant)
    s, t = snap(town, mode, variant, a, whole), snap(town, mode, variant, b, whole)
    try:
        return nx.shortest_path_length(G, s, t, weight='weight')
    except nx.NetworkXNoPath:
        raise Fragile(f'no path ({mode}, {variant})')

def robust_route(town, mode, As, Bs):
    """As, Bs: lists of end points (every feature / shared node of each place); returns (main length, straight)"""
    main = route_len(town, mode, As[0], Bs[0])
    straight = min(geod_dist_pts((a.x, a.y), (b.x, b.y)) for a in As for b in Bs)
    need(300 <= straight <= 5000, f'straight line {straight:.0f} m outside 300 m - 5 km')
    need(main <= 2.5 * straight, f'route {main:.0f} m more than 2.5 x straight {straight:.0f} m')
    need(main >= 0.97 * straight, f'route {main:.0f} m shorter than the straight line {straight:.0f} m')
    variants = ['strict'] + (['nooneway'] if mode == 'bike' else [])
    lens = []
    for a in As:
        for b in Bs:
            lens.append(route_len(town, mode, a, b))
            lens.append(route_len(town, mode, a, b, whole=True))
            for v in variants:
                lens.append(route_len(town, mode, a, b, v))
    for L in lens:
        need(abs(L - main) <= 0.03 * main, f'route variant {L:.0f} m vs {main:.0f} m (> 3 %)')
    return main, straight, lens

def walk_verdict(lens, T):
    if all(L / (3000 / 60) <= 0.9 * T for L in lens):
        return True
    if all(L / (6000 / 60) >= 1.1 * T for L in lens):
        return False
    raise Fragile(f'walking verdict for {T} min undecided ({min(lens):.0f}-{max(lens):.0f} m)')
# ---------------------------------------------------------------- counts
def feats(town, pred):
    return [f for f in TOWNS[town] if f.geom is not None and pred(f.tags)]

def kv(k, v):
    vs = v if isinstance(v, (set, tuple, list)) else {v}
    return lambda t: t.get(k) in vs

def pair_check(fs, radius, any_radius=2.0):
    """refuse when two counted features may be one place"""
    pts = [(f, anchor_point(f)) for f in fs]
    for (f1, p1), (f2, p2) in itertools.combinations(pts, 2):
        if abs(p1.x - p2.x) > 0.01 or abs(p1.y - p2.y) > 0.01:
            continue
        n1, n2 = f1.tags.get('name'), f2.tags.get('name')
        same = (n1 is None or n2 is None or words(n1) == words(n2))
        r = radius if same else any_radius
        if r <= 0:
            continue
        if f1.geom.distance(f2.geom) * 111320 * math.cos(math.radians(p1.y)) > r + 5:
            continue
        d = dist(f1.geom, f2.geom)
        need(d > r, f'possibly one place: {f1} / {f2} ({d:.1f} m)')

def count(town, pred, radius):
    fs = feats(town, pred)
    pair_check(fs, radius)
    return len(fs), fs

def not_near_tie(a, b):
    need(abs(a - b) > 0.1 * max(a, b), f'near tie {a} / {b}')
    need(abs(a - b) not in (a, b), f'difference equals a count {a} / {b}')
# ---------------------------------------------------------------- checks of places and texts
NOT_IN = ('!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | '
          '!not recorded')
ABSENT_COUNT = '#0 | !none | !no | ' + NOT_IN
ABSENT_YN = '!no | !none | ' + NOT_IN
TIME = '!min | !minute | !hour'
OLDER_ALL = None

def all_names():
    out = defaultdict(set)
    for T in TOWNS:
        for f in TOWNS[T]:
            if 'name' in f.tags:
                out[f.tags['name']].add(T)
    return out

def check_older_adds():
    names = all_names()
    for n in VAL36_ADD:
        need(n in names, f'VAL36_ADD name {n!r} is no exact feature name')

def place(town, mention):
    """features of the place a mention names: it equals or lies (whole words) inside exactly one distinct feature
    name of the three extracts, in the question's town, with no namesake differing in case / accents / punctuation"""
    names = all_names()
    hits = [n for n in names if inside(mention, n)]
    need(len(hits) == 1, f'mention {mention!r} matches {len(hits)} names: {hits[:5]}')
    full = hits[0]
    need(names[full] == {town}, f'{full!r} not only in {town}')
    need(not [n for n in names if n != full and words(n) == words(full)], f'{full!r} has a namesake')
    for x in (mention, full):
        o = older_hit(x, OLDER_SETS)
        need(o is None, f'{x!r} overlaps older name {o!r}')
        need(words(x) not in {words(l) for l in LEFT_OUT}, f'{x!r} equals a LEFT_OUT name')
    return [f for f in TOWNS[town] if f.tags.get('name') == full]

def kind_unique(town, pred):
    """the only feature of its kind in all three extracts, unnamed, not an older anchor"""
    fs = [f for T in TOWNS for f in TOWNS[T] if pred(f.tags)]
    need(len(fs) == 1, f'kind-unique anchor: {len(fs)} features')
    f = fs[0]
    need(f.town == town and 'name' not in f.tags, 'kind-unique anchor named or in another town')
    refuse_anchor(f)
    return f

def refuse_anchor(f):
    need((f.town, f.typ, f.id) not in REFUSED_ANCHOR_IDS, f'{f} is an older anchor')
    for k, v in f.tags.items():
        need((k, v) not in REFUSED_TAGS and k not in REFUSED_KEYS, f'{f} carries a refused tag {k}={v}')

def absent_kind(town, tagpreds, wordpats):
    """a kind absent from an extract, by tags and by words in names and values"""
    KEYS = ('name', 'brand', 'operator', 'description', 'amenity', 'shop', 'healthcare', 'office', 'craft', 'cuisine',
            'tourism', 'leisure', 'vending', 'building', 'service', 'sport', 'religion', 'denomination', 'historic')
    for f in TOWNS[town]:
        for p in tagpreds:
            need(not p(f.tags), f'kind present: {f} {f.tags}')
        for k in KEYS:
            v = f.tags.get(k)
            if not v:
                continue
            for w in re.split(r'[^\w]+', fold(v)):
                for pat in wordpats:
                    need(not w.startswith(pat), f'kind word {pat!r} in {f} {k}={v!r}')
    return True

def tags_absent(fs, keys):
    for f in fs:
        for k in f.tags:
            for pref in keys:
                need(not (k == pref or k.startswith(pref + ':')), f'{f} carries {k}={f.tags[k]}')

def same_tag(fs, key):
    vals = {f.tags.get(key) for f in fs}
    need(len(vals) == 1 and None not in vals, f'{key} differs or missing: {vals}')
    return vals.pop()

# ---------------------------------------------------------------- hours helpers
HAND = {('Baltimore', 'n', 3053907656): 'Mo,We-Su 11:00-19:00',
        ('Baltimore', 'n', 3053915789): 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
        ('Baltimore', 'w', 316163143): '08:00-18:30'}

def hours_places(town, pred):
    out = []
    for (typ, oid), t in OH[town].items():
        if not pred(t):
            continue
        v = HAND.get((town, typ, oid), t['opening_hours'])
        if v.strip() == 'unknown':
            continue
        out.append((typ, oid, t, v))
    geo = {(f.typ, f.id): f for f in TOWNS[town]}
    fs = [geo[(a, b)] for a, b, _, _ in out if (a, b) in geo]
    pair_check(fs, 30, 10)
    return out

def hours_count(town, pred, day, minute):
    ps = hours_places(town, pred)
    need(ps, 'no place with hours')
    opn = [t.get('name', f'{typ}{oid}') for typ, oid, t, v in ps if verdict(v, day, minute)]
    return len(opn), len(ps), opn
# ---------------------------------------------------------------- question helpers
def corner(town, a, b):
    place(town, a); place(town, b)
    na, nb, pos = set(), set(), {}
    for wid, t, nodes in HWAYS[town]:
        for n, x, y in nodes:
            pos[n] = (x, y)
        if t.get('name') == a:
            na.update(n for n, _, _ in nodes)
        if t.get('name') == b:
            nb.update(n for n, _, _ in nodes)
    sh = na & nb
    need(sh, f'{a} and {b} do not meet')
    pts = [pos[n] for n in sh]
    need(max(geod_dist_pts(p, q) for p in pts for q in pts) <= 30, f'{a} / {b}: more than one corner')
    return [Point(p) for p in pts]

def stop_points(town, mention):
    return [f.geom for f in place(town, mention)]

def rt(town, mode, A, B, ask='length', T=None):
    main, straight, lens = robust_route(town, mode, A, B)
    fig = f'{mode} {main:.0f} m (straight {straight:.0f} m; variants {min(lens):.0f}-{max(lens):.0f} m)'
    items = [f'~{main:.0f} m ±10%']
    if ask == 'time':
        items.append(TIME)
    if ask == 'walk':
        v = walk_verdict(lens, T)
        items = ['!yes' if v else '!no'] + items
        fig += f'; walk {T} min: {"yes" if v else "no"}'
    return items, fig

def cnt(town, k, v, r):
    n, fs = count(town, kv(k, v), r)
    return n

def street_len(town, name, variant):
    L = 0
    for f in TOWNS[town]:
        t = f.tags
        if t.get('name') != name or 'highway' not in t or t['highway'] in NONWAYS or f.geom is None:
            continue
        if 'Line' not in f.geom.geom_type:
            continue
        if variant == 'nofoot' and t['highway'] in ('footway', 'path', 'steps', 'cycleway', 'track', 'corridor'):
            continue
        l = glength(f.geom)
        if variant == 'halved' and t.get('oneway') in ('yes', 'true', '1', '-1'):
            l /= 2
        L += l
    return L

Q = []
def q(file, town, text):
    def deco(fn):
        Q.append((file, town, text, fn))
        return fn
    return deco

HD, SG, BA = 'Heidelberg', 'Singapore', 'Baltimore'
# ================================================================ attribute
@q('attribute', HD, '1.Obergeschoss in heidelberg - how high is that floor, in metres?')
def _():
    fs = place(HD, '1.Obergeschoss')
    h = same_tag(fs, 'height')
    need(h == '3.5', h)
    return ['!3.5'], f'height={h}'

@q('attribute', HD, 'Is the public clock in the Heidelberg data an analog one or a digital one?')
def _():
    f = kind_unique(HD, kv('amenity', 'clock'))
    d = f.tags.get('display')
    need(d == 'analog', d)
    return ['!analog'], f'{f} display={d}'

@q('attribute', HD, 'I drive an electric car. What kind of plug does the charging station in the Heidelberg data take?')
def _():
    f = kind_unique(HD, kv('amenity', 'charging_station'))
    tags_absent([f], ['socket', 'plug', 'connector', 'capacity', 'motorcar', 'operator', 'brand', 'network', 'note'])
    need('type2' not in fold(str(f.tags)) and 'ccs' not in fold(str(f.tags)), 'plug words')
    return [NOT_IN], f'{f} tags {f.tags}'

@q('attribute', HD, 'can someone in a wheelchair use the drinking water taps in heidelberg?')
def _():
    fs = [f for T in TOWNS for f in TOWNS[T] if f.tags.get('amenity') == 'drinking_water']
    need(fs and all(f.town == HD and 'name' not in f.tags for f in fs), 'drinking water not only unnamed Heidelberg')
    for f in fs:
        refuse_anchor(f)
    w = same_tag(fs, 'wheelchair')
    need(w == 'yes', w)
    return ['!yes'], f'{len(fs)} taps, wheelchair={w}'

@q('attribute', SG, 'Where does Svc 111 start, according to the Singapore data?')
def _():
    fs = place(SG, 'Svc 111')
    v = same_tag(fs, 'from')
    need(older_hit(v, OLDER_SETS) is None, 'older value')
    return ['Ghim Moh'], f'from={v}'

@q('attribute', SG, 'how often does the Svc 111 bus come in singapore? like every how many minutes')
def _():
    fs = place(SG, 'Svc 111')
    tags_absent(fs, ['interval', 'headway', 'frequency', 'opening_hours', 'service_times', 'duration', 'note',
                     'description', 'schedule', 'timetable'])
    return [NOT_IN], f'tags {sorted(fs[0].tags)}'

@q('attribute', BA, 'How many lanes is North President Street tagged with?')
def _():
    fs = place(BA, 'North President Street')
    v = same_tag(fs, 'lanes')
    return [f'!{v}'], f'{len(fs)} ways lanes={v}, oneway={[f.tags.get("oneway") for f in fs]}'

@q('attribute', BA, 'speed limit on South Madeira Street?')
def _():
    fs = place(BA, 'South Madeira Street')
    v = same_tag(fs, 'maxspeed')
    return ['!' + v.split()[0]], f'{len(fs)} ways maxspeed={v}'

@q('attribute', BA, 'Who operates the bus stop at S Broadway & Gough St?')
def _():
    fs = place(BA, 'S Broadway & Gough St')
    v = same_tag(fs, 'operator')
    need(older_hit(v, OLDER_SETS) is None, 'older value')
    return ['Veolia'], f'{len(fs)} nodes operator={v}'

@q('attribute', BA, "I'm waiting at Fort Ave & Lawrence St. Is there a shelter at that stop if it rains?")
def _():
    fs = place(BA, 'Fort Ave & Lawrence St')
    v = same_tag(fs, 'shelter')
    return ['!' + v], f'{len(fs)} nodes shelter={v}'

@q('attribute', BA, 'Please look up how many lanes Interstate Avenue has in Baltimore.')
def _():
    fs = place(BA, 'Interstate Avenue')
    v = same_tag(fs, 'lanes')
    return [f'!{v}'], f'{len(fs)} ways lanes={v}, oneway={[f.tags.get("oneway") for f in fs]}'

@q('attribute', BA, "What's the speed limit on Quad Avenue?")
def _():
    fs = place(BA, 'Quad Avenue')
    tags_absent(fs, ['maxspeed', 'source:maxspeed', 'zone:maxspeed', 'maxspeed:type', 'note', 'description'])
    return [NOT_IN], f'{len(fs)} ways, no maxspeed'

# ================================================================ hours
def hq(town, pred, day, minute):
    n, tot, opn = hours_count(town, pred, day, minute)
    return n, tot, f'{n} of {tot} open at {day} {minute // 60}:{minute % 60:02d}: {opn}'

@q('hours', HD, 'Sunday at 8 in the evening in Heidelberg - how many of the restaurants that list opening hours are open then?')
def _():
    n, tot, fig = hq(HD, kv('amenity', 'restaurant'), 'Su', 20 * 60)
    return [f'#{n}'], fig

@q('hours', HD, 'heidelberg, saturday 5 pm: number of bakeries open (only the ones with hours)?')
def _():
    n, tot, fig = hq(HD, kv('shop', 'bakery'), 'Sa', 17 * 60)
    return [f'#{n}'], fig

@q('hours', HD, 'I want to buy a bottle of wine in Heidelberg on Saturday at 7 pm. Is any liquor store with opening hours still open then, and how many?')
def _():
    n, tot, fig = hq(HD, kv('shop', 'alcohol'), 'Sa', 19 * 60)
    return ['!yes' if n else '!no', f'#{n}'], fig

@q('hours', HD, 'Would I find a music store open in Heidelberg at 11 on a Monday morning?')
def _():
    n, tot, fig = hq(HD, kv('shop', 'music'), 'Mo', 11 * 60)
    return ['!yes' if n else '!no'], fig

@q('hours', HD, 'Saturday around noon in Heidelberg: are all the pharmacies that list opening hours open? how many is that?')
def _():
    n, tot, fig = hq(HD, kv('amenity', 'pharmacy'), 'Sa', 12 * 60)
    return ['!yes' if n == tot else '!no', f'#{n}'], fig

@q('hours', HD, 'Out of the Heidelberg pubs that list their hours, how many are open at 15:00 on a Sunday?')
def _():
    n, tot, fig = hq(HD, kv('amenity', 'pub'), 'Su', 15 * 60)
    return [f'#{n}'], fig

@q('hours', SG, 'Singapore data: of the places with opening hours, how many are open on a Wednesday at 8pm?')
def _():
    n, tot, fig = hq(SG, lambda t: True, 'We', 20 * 60)
    return [f'#{n}'], fig

@q('hours', SG, 'Tuesday 8am in the Singapore extract - is anything with listed hours open yet? how many?')
def _():
    n, tot, fig = hq(SG, lambda t: True, 'Tu', 8 * 60)
    return ['!yes' if n else '!no', f'#{n}'], fig

@q('hours', SG, "Is there a cinema in the Singapore data that's open on Friday night?")
def _():
    absent_kind(SG, [kv('amenity', 'cinema'), kv('leisure', 'cinema')],
                ['cinema', 'movie', 'kino', 'imax', 'cathay', 'shaw', 'filmgarde', 'multiplex'])
    return [ABSENT_YN], 'no cinema in the Singapore extract'

@q('hours', BA, 'Friday, half past seven in the morning: how many of the Baltimore places that list opening hours are open?')
def _():
    n, tot, fig = hq(BA, lambda t: True, 'Fr', 7 * 60 + 30)
    return [f'#{n}'], fig

@q('hours', BA, "It's 6 am on a Wednesday in Baltimore. Is any place with listed opening hours open that early? how many?")
def _():
    n, tot, fig = hq(BA, lambda t: True, 'We', 6 * 60)
    return ['!yes' if n else '!no', f'#{n}'], fig

@q('hours', BA, 'How many places with opening hours in the Baltimore data are open monday 4:30pm?')
def _():
    n, tot, fig = hq(BA, lambda t: True, 'Mo', 16 * 60 + 30)
    return [f'#{n}'], fig
# ================================================================ arithmetic
def diff_q(town, a, b, ra, rb):
    na, nb = cnt(town, *a, ra), cnt(town, *b, rb)
    not_near_tie(na, nb)
    return na, nb

@q('arithmetic', HD, 'Heidelberg: how many more street lamps than traffic signals are mapped? give me both numbers too')
def _():
    na, nb = diff_q(HD, ('highway', 'street_lamp'), ('highway', 'traffic_signals'), 2, 2)
    need(na > nb, 'order')
    return [f'#{na - nb}', f'#{na}', f'#{nb}'], f'lamps {na}, signals {nb}'

@q('arithmetic', HD, 'Add the taxi stands and the car-sharing spots in the Heidelberg data together - what is the total, and how does it split?')
def _():
    na, nb = cnt(HD, 'amenity', 'taxi', 10), cnt(HD, 'amenity', 'car_sharing', 10)
    need(na != nb and na + nb not in (na, nb), 'equal counts')
    return [f'#{na + nb}', f'#{na}', f'#{nb}'], f'taxi {na}, car sharing {nb}'

def kind_len(town, hw):
    fs = [f for f in TOWNS[town] if f.tags.get('highway') == hw and f.geom is not None]
    need(all('Line' in f.geom.geom_type for f in fs), f'{hw} areas present')
    return sum(glength(f.geom) for f in fs), len(fs)

@q('arithmetic', HD, "total length of footways minus total length of paths in Heidelberg's data?")
def _():
    a, na = kind_len(HD, 'footway')
    b, nb = kind_len(HD, 'path')
    return [f'~{a - b:.0f} m', f'~{a:.0f} m', f'~{b:.0f} m'], f'footway {na} ways {a:.0f} m, path {nb} ways {b:.0f} m'

@q('arithmetic', HD, 'Are there more bollards or lift gates in the Heidelberg data, and by how many?')
def _():
    na, nb = diff_q(HD, ('barrier', 'bollard'), ('barrier', 'lift_gate'), 1, 2)
    need(na > nb, 'order')
    return ['!bollard', f'#{na - nb}'], f'bollards {na}, lift gates {nb}'

@q('arithmetic', HD, 'divide the number of tourist information points by the number of ATMs in Heidelberg')
def _():
    na, nb = cnt(HD, 'tourism', 'information', 10), cnt(HD, 'amenity', 'atm', 10)
    need(na % nb == 0, 'ratio not whole')
    r = na // nb
    return [f'!{r}', f'#{na}', f'#{nb}'], f'information {na}, ATMs {nb}'

@q('arithmetic', SG, 'how many more traffic lights than public toilets does the singapore data have?')
def _():
    na, nb = diff_q(SG, ('highway', 'traffic_signals'), ('amenity', 'toilets'), 2, 10)
    need(na > nb, 'order')
    return [f'#{na - nb}', f'#{na}', f'#{nb}'], f'signals {na}, toilets {nb}'

@q('arithmetic', SG, 'Singapore extract: how many bikes can the bicycle parkings hold, all of them added together?')
def _():
    fs = feats(SG, kv('amenity', 'bicycle_parking'))
    with_cap = [f for f in fs if 'capacity' in f.tags]
    need(len(fs) >= 2 and 0 < len(with_cap) < len(fs), 'capacity on all or none')
    return [NOT_IN], f'{len(fs)} bicycle parkings, capacity on {len(with_cap)} ({[f.tags.get("capacity") for f in fs]})'

@q('arithmetic', SG, 'Restaurants vs cafes in the Singapore data: what is the difference?')
def _():
    na, nb = diff_q(SG, ('amenity', 'restaurant'), ('amenity', 'cafe'), 30, 30)
    need(na > nb, 'order')
    return [f'#{na - nb}', f'#{na}', f'#{nb}'], f'restaurants {na}, cafes {nb}'

@q('arithmetic', BA, 'Baltimore data: petrol stations minus banks = ?')
def _():
    na, nb = diff_q(BA, ('amenity', 'fuel'), ('amenity', 'bank'), 30, 30)
    need(na > nb, 'order')
    return [f'#{na - nb}', f'#{na}', f'#{nb}'], f'fuel {na}, banks {nb}'

@q('arithmetic', BA, 'libraries plus pharmacies in the Baltimore data, how many altogether?')
def _():
    na, nb = cnt(BA, 'amenity', 'library', 30), cnt(BA, 'amenity', 'pharmacy', 30)
    need(na != nb, 'equal counts')
    return [f'#{na + nb}', f'#{na}', f'#{nb}'], f'libraries {na}, pharmacies {nb}'

@q('arithmetic', BA, 'As the crow flies, how far apart are the S Broadway & Gough St and Fort Ave & Lawrence St bus stops?')
def _():
    A, B = stop_points(BA, 'S Broadway & Gough St'), stop_points(BA, 'Fort Ave & Lawrence St')
    ds = [geod_dist_pts((a.x, a.y), (b.x, b.y)) for a in A for b in B]
    d = min(ds)
    need(max(ds) - d <= max(0.05 * d, 15), f'stop nodes disagree {ds}')
    return [f'~{d:.0f} m'], f'node pairs {[round(x) for x in ds]}'

@q('arithmetic', BA, 'Which is longer, East Eager Street or Ashland Avenue, and by how many metres?')
def _():
    place(BA, 'East Eager Street'); place(BA, 'Ashland Avenue')
    res = []
    for v in ('full', 'nofoot', 'halved'):
        a, b = street_len(BA, 'East Eager Street', v), street_len(BA, 'Ashland Avenue', v)
        res.append((a, b))
    a, b = res[0]
    need(a > b and (a - b) > 0.15 * a, 'not 15 % apart')
    for x, y in res:
        need(abs((x - y) - (a - b)) <= max(0.05 * (a - b), 15), f'difference moves under a variant {res}')
    return ['East Eager', f'~{a - b:.0f} m'], f'East Eager {a:.0f} m, Ashland {b:.0f} m (variants {[(round(x), round(y)) for x, y in res]})'
# ================================================================ route
@q('route', HD, 'walking from the public clock to the electric-car charging station in Heidelberg, how far is it?')
def _():
    a = kind_unique(HD, kv('amenity', 'clock'))
    b = kind_unique(HD, kv('amenity', 'charging_station'))
    items, fig = rt(HD, 'foot', [a.geom], [b.geom])
    return items, fig

@q('route', HD, "I'm in Heidelberg and low on petrol - how far is the nearest petrol station by car?")
def _():
    absent_kind(HD, [kv('amenity', 'fuel'), kv('shop', 'fuel')],
                ['tankst', 'fuel', 'petrol', 'aral', 'esso', 'shell', 'gasolin', 'benzin', 'agip'])
    return [ABSENT_YN], 'no fuel station in the Heidelberg extract'

@q('route', SG, 'In the Singapore data, how far would I have to walk to reach the nearest church?')
def _():
    absent_kind(SG, [kv('amenity', 'place_of_worship'), kv('building', {'church', 'chapel', 'cathedral'})],
                ['church', 'chapel', 'cathedral', 'kirche', 'basilica', 'parish'])
    return [ABSENT_YN], 'no church / place of worship in the Singapore extract'

@q('route', BA, 'Car trip from the corner of Kane Street and North Point Road to Holabird Avenue & Monumental Avenue - how many km by car?')
def _():
    return rt(BA, 'car', corner(BA, 'Kane Street', 'North Point Road'), corner(BA, 'Holabird Avenue', 'Monumental Avenue'))

@q('route', BA, 'how long would it take to drive from East Eager Street / Forrest Street to Billie Holiday Court / Ward Court?')
def _():
    return rt(BA, 'car', corner(BA, 'East Eager Street', 'Forrest Street'), corner(BA, 'Billie Holiday Court', 'Ward Court'), 'time')

@q('route', BA, 'Driving distance please: Kane Street at North Point Road to Gary Avenue at Steelton Avenue.')
def _():
    return rt(BA, 'car', corner(BA, 'Kane Street', 'North Point Road'), corner(BA, 'Gary Avenue', 'Steelton Avenue'))

@q('route', BA, "I'm biking from East Preston Street & North Broadway to East Eager Street & Somerset Street. How many metres is that?")
def _():
    return rt(BA, 'bike', corner(BA, 'East Preston Street', 'North Broadway'), corner(BA, 'East Eager Street', 'Somerset Street'))

@q('route', BA, 'By bike, how long does it take from South High Street & Stiles Street to the corner of North Bouldin Street and Pulaski Highway?')
def _():
    return rt(BA, 'bike', corner(BA, 'South High Street', 'Stiles Street'), corner(BA, 'North Bouldin Street', 'Pulaski Highway'), 'time')

@q('route', BA, 'cycling distance from South High Street/Stiles Street to Crab Street/South Bethel Street?')
def _():
    return rt(BA, 'bike', corner(BA, 'South High Street', 'Stiles Street'), corner(BA, 'Crab Street', 'South Bethel Street'))

@q('route', BA, 'Can I walk from the corner of South High Street and Stiles Street to the S Broadway & Gough St bus stop in 5 minutes?')
def _():
    return rt(BA, 'foot', corner(BA, 'South High Street', 'Stiles Street'), stop_points(BA, 'S Broadway & Gough St'), 'walk', 5)

@q('route', BA, 'On foot from East Pratt Street & South Conkling Street to Bioscience Drive & Nathan Shock Drive - how many minutes?')
def _():
    return rt(BA, 'foot', corner(BA, 'East Pratt Street', 'South Conkling Street'), corner(BA, 'Bioscience Drive', 'Nathan Shock Drive'), 'time')

@q('route', BA, 'is East Pratt Street & South Conkling Street to Mullikin Street & North Madeira Street walkable within an hour?')
def _():
    return rt(BA, 'foot', corner(BA, 'East Pratt Street', 'South Conkling Street'), corner(BA, 'Mullikin Street', 'North Madeira Street'), 'walk', 60)

# ================================================================ aggregate
@q('aggregate', HD, 'How many opticians are there in the Heidelberg data?')
def _():
    return [f'#{cnt(HD, "shop", "optician", 30)}'], 'shop=optician'

@q('aggregate', HD, 'count the surveillance cameras in heidelberg for me')
def _():
    return [f'#{cnt(HD, "man_made", "surveillance", 2)}'], 'man_made=surveillance'

@q('aggregate', HD, 'what kind of tourist information point is most common in the Heidelberg data - boards, maps, offices?')
def _():
    n, fs = count(HD, kv('tourism', 'information'), 10)
    c = Counter(f.tags.get('information') for f in fs if f.tags.get('information'))
    c2 = Counter(f.tags.get('information') for f in fs if f.tags.get('information') and 'name' in f.tags)
    (w, a), (_, b) = c.most_common(2)
    need(a > b, f'winner not strict {c}')
    need(not c2 or c2.most_common(1)[0][0] == w, f'winner not strict among named {c2}')
    need(w == 'board', w)
    return ['!board'], f'{dict(c)}'

@q('aggregate', HD, "Number of bus stops in Heidelberg's data?")
def _():
    return [f'#{cnt(HD, "highway", "bus_stop", 10)}'], 'highway=bus_stop'

@q('aggregate', HD, 'How long is the funicular track in Heidelberg, all mapped sections added up?')
def _():
    fs = [f for f in TOWNS[HD] if f.tags.get('railway') == 'funicular']
    need(fs and all('Line' in f.geom.geom_type for f in fs), 'funicular geometry')
    u = unary_union([f.geom for f in fs])
    L, Lu = sum(glength(f.geom) for f in fs), glength(u)
    need(abs(L - Lu) <= 0.01 * L, 'overlapping sections')
    return [f'~{L:.0f} m'], f'{len(fs)} ways {L:.0f} m'

@q('aggregate', HD, 'how many mosques does the heidelberg data have?')
def _():
    absent_kind(HD, [lambda t: t.get('religion') == 'muslim', kv('building', 'mosque')],
                ['mosque', 'moschee', 'masjid', 'islam', 'muslim', 'camii', 'cami'])
    return [ABSENT_COUNT], 'no mosque in the Heidelberg extract'

@q('aggregate', SG, 'How many trees are mapped in the Singapore extract?')
def _():
    return [f'#{cnt(SG, "natural", "tree", 2)}'], 'natural=tree'

@q('aggregate', SG, 'Of the public toilets in the Singapore data, how many are wheelchair accessible?')
def _():
    n, fs = count(SG, kv('amenity', 'toilets'), 10)
    k = sum(1 for f in fs if f.tags.get('wheelchair') == 'yes')
    return [f'#{k}'], f'{k} of {n} toilets wheelchair=yes'

@q('aggregate', SG, 'how many MRT station entrances are mapped in the singapore data?')
def _():
    return [f'#{cnt(SG, "railway", "subway_entrance", 10)}'], 'railway=subway_entrance'

@q('aggregate', BA, 'Baltimore data - number of beauty salons?')
def _():
    return [f'#{cnt(BA, "shop", "beauty", 30)}'], 'shop=beauty'

@q('aggregate', BA, 'are there more than 300 traffic signals in the Baltimore data?')
def _():
    n = cnt(BA, 'highway', 'traffic_signals', 2)
    need(abs(n - 300) > 15, 'near threshold')
    return ['!yes' if n > 300 else '!no', f'#{n}'], f'{n} traffic signals'

@q('aggregate', BA, 'Baltimore: how many car washes are there?')
def _():
    return [f'#{cnt(BA, "amenity", "car_wash", 30)}'], 'amenity=car_wash'
# ================================================================ running
KINDS = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
FIXED = {'yes', 'no', 'none', 'min', 'minute', 'hour'} | {a.strip().lstrip('!') for a in NOT_IN.split('|')}
ITEM_RE = re.compile(r'^(#\d+|~\d+ m( ±10%)?|~\d+ m2|![^|;]+|[^!#~|;][^|;]*)$')

def scan_gold(items):
    for it in items:
        for alt in it.split(' | '):
            alt = alt.strip()
            need(ITEM_RE.match(alt), f'gold item syntax: {alt!r}')
            w = alt.lstrip('!#~')
            if re.fullmatch(r'[\d.]+( m| m2| m ±10%)?', w) or w in FIXED:
                continue
            o = older_hit(w, OLDER_SETS + LEFT_OUT)
            need(o is None, f'gold item {alt!r} overlaps older name {o!r}')

def compute():
    load_all()
    check_older_adds()
    rows = []
    for file, town, text, fn in Q:
        try:
            hits = text_hits(text, OLDER_SETS + LEFT_OUT)
            need(not hits, f'question text holds older names {hits}')
            items, fig = fn()
            scan_gold(items)
            rows.append((file, town, text, '; '.join(items), fig, None))
        except Fragile as e:
            rows.append((file, town, text, None, '', str(e)))
        except Exception as e:  # a computation error is a fragile gold too
            rows.append((file, town, text, None, '', f'error {type(e).__name__}: {e}'))
    problems = []
    per = Counter(r[0] for r in rows)
    for k in KINDS:
        if per[k] != 12:
            problems.append(f'{k}: {per[k]} questions, not 12')
    towns = Counter(r[1] for r in rows)
    if towns[HD] < 20 or towns[SG] < 10:
        problems.append(f'town counts {dict(towns)}')
    traps = sum(1 for r in rows if r[3] and NOT_IN in r[3])
    if traps < 7:
        problems.append(f'{traps} traps, fewer than 7')
    if len({r[2] for r in rows}) != len(rows):
        problems.append('duplicate question')
    return rows, problems, towns, traps

def tsv_path(kind):
    return HERE.parent / f'val36-{kind}.tsv'

HEADER = ('# val36-{k}.tsv: held-out validation set 36 ({k}), see README-val36.md. Map data (c) OpenStreetMap '
          'contributors, ODbL 1.0.\n# question<TAB>gold<TAB>kind (gold items joined by "; ", alternatives by " | ")\n')

def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ''
    rows, problems, towns, traps = compute()
    fragile = [r for r in rows if r[5]]
    if mode == '':
        for file, town, text, gold, fig, err in rows:
            print(f'[{file}] {town}: {text}\n    kind: one\n    gold: {gold}\n    figures: {fig}' + (f'\n    FRAGILE: {err}' if err else ''))
        print(f'towns {dict(towns)}; traps {traps}; problems {problems}; fragile {len(fragile)}')
        return 0
    if mode == '--write':
        if fragile or problems:
            for r in fragile:
                print(f'fragile: [{r[0]}] {r[2]}: {r[5]}')
            for p in problems:
                print('problem:', p)
            print('refused: fragile golds, nothing written')
            return 1
        for k in KINDS:
            with open(tsv_path(k), 'w', encoding='utf-8') as fh:
                fh.write(HEADER.format(k=k))
                for file, town, text, gold, fig, err in rows:
                    if file == k:
                        fh.write(f'{text}\t{gold}\tone\n')
        print('written')
        return 0
    if mode == '--check':
        bad = 0
        for p in problems:
            print('problem:', p); bad += 1
        for k in KINDS:
            path = tsv_path(k)
            mine = [r for r in rows if r[0] == k]
            try:
                lines = path.read_text(encoding='utf-8').split('\n')
            except OSError as e:
                print(f'{path.name}: cannot read ({e})'); bad += 1; continue
            body = [(i + 1, l) for i, l in enumerate(lines) if l and not l.startswith('#')]
            if len(body) != len(mine):
                print(f'{path.name}: {len(body)} questions, expected {len(mine)}'); bad += 1
            for (ln, l), r in zip(body, mine):
                if r[5]:
                    print(f'{path.name}:{ln}: fragile gold: {r[5]}'); bad += 1
                want = f'{r[2]}\t{r[3]}\tone'
                if l != want:
                    print(f'{path.name}:{ln}: differs\n    file: {l}\n    gold: {want}'); bad += 1
        print('check failed' if bad else 'check passed: every gold matches')
        return 1 if bad else 0
    print(__doc__)
    return 2

if __name__ == '__main__':
    sys.exit(main())
