#!/usr/bin/env python3
"""gold_val35.py - recomputes every gold of the val35 "beyond" validation set from the raw osm-fresh extracts.

No flag: print question, town, kind, gold, figures.  --check: compare with the TSVs (exit 1 naming file:line on any
difference or fragile gold).  --write: rewrite the five TSVs (refused while a gold is fragile).
Map data (c) OpenStreetMap contributors, ODbL 1.0.  Uses osmium, shapely, pyproj, networkx, numpy only."""
# (lines 26-550 of gold_val34.py follow, copied unchanged, after this header)
import sys
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

import os, sys, re, math, unicodedata
from pathlib import Path
import osmium, shapely
import numpy as np
from shapely.geometry import Point, LineString, Polygon, MultiPolygon
from shapely import wkb as _wkb
from pyproj import Geod, Transformer
import networkx as nx

GEOD = Geod(ellps='WGS84')
FILES = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Baltimore': 'baltimore-2015.osm.pbf',
         'Singapore': 'singapore-bayfront-2019.osm.pbf'}

def data_dir():
    d = os.environ.get('GEOREACT_FRESH_DIR')
    if d:
        return Path(d)
    return Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'

class H(osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.wkb = osmium.geom.WKBFactory()
        self.feats = []; self.ways = []; self.nodeloc = {}; self.area_ways = set(); self.rels = []
    def node(self, n):
        if len(n.tags):
            try:
                g = _wkb.loads(self.wkb.create_point(n), hex=True)
            except Exception:
                return
            self.feats.append({'t': 'n', 'id': n.id, 'tags': dict(n.tags), 'g': g})
    def way(self, w):
        tags = dict(w.tags)
        locs = []
        for nd in w.nodes:
            if nd.location.valid():
                locs.append((nd.ref, nd.lon, nd.lat))
        self.ways.append({'id': w.id, 'tags': tags, 'nodes': locs, 'closed': w.is_closed()})
    def area(self, a):
        try:
            g = _wkb.loads(self.wkb.create_multipolygon(a), hex=True)
        except Exception:
            return
        if a.from_way():
            self.area_ways.add(a.orig_id())
            self.feats.append({'t': 'wa', 'id': a.orig_id(), 'tags': dict(a.tags), 'g': g})
        else:
            self.feats.append({'t': 'ra', 'id': a.orig_id(), 'tags': dict(a.tags), 'g': g})
    def relation(self, r):
        self.rels.append({'t': 'r', 'id': r.id, 'tags': dict(r.tags),
                          'members': [(m.type, m.ref, m.role) for m in r.members]})

_CACHE = {}
def load(town):
    if town in _CACHE:
        return _CACHE[town]
    h = H()
    h.apply_file(str(data_dir() / FILES[town]), locations=True)
    feats = list(h.feats)
    for w in h.ways:
        if not w['tags'] or len(w['nodes']) < 2:
            continue
        t = w['tags']
        if w['id'] in h.area_ways and not ('highway' in t and t.get('area') != 'yes'):
            continue
        feats.append({'t': 'w', 'id': w['id'], 'tags': t, 'g': LineString([(x, y) for _, x, y in w['nodes']])})
    # drop area features of highway ways without area=yes
    feats = [f for f in feats if not (f['t'] == 'wa' and 'highway' in f['tags'] and f['tags'].get('area') != 'yes')]
    am = set(f['id'] for f in feats if f['t'] == 'ra')
    for r in h.rels:
        if r['id'] in am or not r['tags']:
            continue
        feats.append({'t': 'r', 'id': r['id'], 'tags': r['tags'], 'g': None, 'members': r['members']})
    for f in feats:
        f['town'] = town
    _CACHE[town] = (feats, h.ways)
    return _CACHE[town]

def fold(s):
    s = unicodedata.normalize('NFKD', s)
    s = ''.join(c for c in s if not unicodedata.combining(c))
    return s.lower().replace('ß', 'ss')

def words(s):
    return re.findall(r"[0-9a-z]+", fold(s).replace("'", '').replace('’', ''))

def words2(s):
    return re.findall(r"[0-9a-z]+", fold(s))

def _inside(a, b):
    """word sequence a inside word sequence b"""
    if not a or len(a) > len(b):
        return False
    n = len(a)
    return any(b[i:i + n] == a for i in range(len(b) - n + 1))

def inside(a, b):
    return _inside(words(a), words(b)) or _inside(words2(a), words2(b))

# ---------------------------------------------------------------- geometry
def aeqd(g):
    c = g.centroid if g.geom_type != 'Point' else g
    return Transformer.from_crs('EPSG:4326', f'+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84', always_xy=True)

def dist(a, b):
    if a.intersects(b):
        return 0.0
    tr = aeqd(a)
    f = lambda c: np.column_stack(tr.transform(c[:, 0], c[:, 1]))
    pa = shapely.transform(a, f); pb = shapely.transform(b, f)
    p1, p2 = shapely.ops.nearest_points(pa, pb)
    inv = Transformer.from_crs(tr.target_crs, 'EPSG:4326', always_xy=True)
    x1, y1 = inv.transform(p1.x, p1.y); x2, y2 = inv.transform(p2.x, p2.y)
    return GEOD.inv(x1, y1, x2, y2)[2]

def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])

def length(g):
    return GEOD.geometry_length(g)

def point_of(g):
    if g.geom_type == 'Point':
        return g
    if g.geom_type in ('Polygon', 'MultiPolygon'):
        return g.centroid
    return g.interpolate(0.5, normalized=True)
import shapely.ops
import re
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
_D = '(?:Mo|Tu|We|Th|Fr|Sa|Su)'
_SEL = re.compile(rf'^{_D}(?:-{_D})?(?:,{_D}(?:-{_D})?)*$')
_RNG = re.compile(r'^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})(\+?)$')
_RNGOPEN = re.compile(r'^(\d{1,2}):(\d{2})\+$')

def _days(sel):
    out = []
    for part in sel.split(','):
        if '-' in part:
            a, b = part.split('-'); i, j = DAYS.index(a), DAYS.index(b)
            k = i
            while True:
                out.append(k)
                if k == j: break
                k = (k + 1) % 7
        else:
            out.append(DAYS.index(part))
    return out

def _ranges(s, openend):
    res = []
    for r in s.split(','):
        m = _RNG.match(r)
        if m and not m.group(5):
            a = int(m.group(1)) * 60 + int(m.group(2)); b = int(m.group(3)) * 60 + int(m.group(4))
            if a > 24 * 60 or b > 48 * 60 or int(m.group(2)) > 59 or int(m.group(4)) > 59:
                return None
            res.append((a, b))
            continue
        m = _RNGOPEN.match(r)
        if m and openend is not None:
            a = int(m.group(1)) * 60 + int(m.group(2))
            res.append((a, a + 1) if openend == 0 else (a, 24 * 60))
            continue
        return None
    return res

def parse_strict(v):
    v = v.strip()
    if v == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    table = {}
    for rule in [r.strip() for r in v.split(';')]:
        if not rule:
            return None
        parts = rule.split(' ')
        if len(parts) == 1:
            days, body = list(range(7)), parts[0]
        elif len(parts) == 2 and _SEL.match(parts[0]):
            days, body = _days(parts[0]), parts[1]
        else:
            return None
        if body in ('off', 'closed'):
            rngs = []
        else:
            rngs = _ranges(body, None)
            if rngs is None:
                return None
        for d in days:
            table[d] = rngs
    return table

def lenient_forms(v):
    s = v.strip()
    if s.lower() == 'unknown':
        return []
    s = s.replace('So', 'Su')
    s = re.sub(r'\b(Mo|Tu|We|Th|Fr|Sa|Su)\.', r'\1', s)
    s = re.sub(r'\s*-\s*', '-', s)
    s = re.sub(r'((?:Mo|Tu|We|Th|Fr|Sa|Su))\s*,\s*(?=(?:Mo|Tu|We|Th|Fr|Sa|Su)\b)', r'\1,', s)
    s = re.sub(r'((?:Mo|Tu|We|Th|Fr|Sa|Su)):\s', r'\1 ', s)
    s = re.sub(r'(\d{2}|off|closed)\s*,\s*(?=(?:Mo|Tu|We|Th|Fr|Sa|Su|[Pp][Hh])\b)', r'\1; ', s)
    s = re.sub(r'(\d{2}\+?)\s*,\s*(?=\d)', r'\1,', s)
    rules = [r.strip() for r in s.split(';') if r.strip()]
    rules = [r for r in rules if not re.match(r'(?i)^ph\b', r)]
    s = '; '.join(rules)
    outs = []
    for oe in (0, 1):
        t = _parse_l(s, oe)
        if t is None:
            return None
        outs.append(t)
    return outs

def _parse_l(v, oe):
    if v == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    table = {}
    for rule in [r.strip() for r in v.split(';')]:
        parts = rule.split(' ')
        if len(parts) == 1:
            days, body = list(range(7)), parts[0]
        elif len(parts) == 2 and _SEL.match(parts[0]):
            days, body = _days(parts[0]), parts[1]
        else:
            return None
        if body in ('off', 'closed'):
            rngs = []
        else:
            rngs = _ranges(body, oe)
            if rngs is None:
                return None
        for d in days:
            table[d] = rngs
    return table

def is_open(table, day, minute, strict_spill):
    for a, b in table.get(day, []):
        end = b if b > a else b + 1440
        if a <= minute < end:
            return True
    prev = (day - 1) % 7
    if strict_spill and table.get(day):
        return False
    for a, b in table.get(prev, []):
        end = b if b > a else b + 1440
        if end > 1440 and minute < end - 1440:
            return True
    return False

def readings(v):
    """list of tables (every reading that can read the value); None if none can"""
    out = []
    t = parse_strict(v)
    if t is not None:
        out.append(t)
    l = lenient_forms(v)
    if l is not None:
        out.extend(l)
    if l == [] and t is None:
        return []
    return out or None

def verdict(v, day, minute):
    """True/False if stable over -15..+15 minutes, both spill readings, every reading; else None"""
    rs = readings(v)
    if not rs:
        return None
    seen = set()
    for t in rs:
        for dm in range(-15, 16):
            m = minute + dm; d = day
            if m < 0: m += 1440; d = (d - 1) % 7
            if m >= 1440: m -= 1440; d = (d + 1) % 7
            for sp in (True, False):
                seen.add(is_open(t, d, m, sp))
    return seen.pop() if len(seen) == 1 else None
import networkx as nx
CAR = {'motorway','trunk','primary','secondary','tertiary','motorway_link','trunk_link','primary_link','secondary_link','tertiary_link','residential','unclassified','service','living_street','road'}
NONWAY = {'proposed','construction','abandoned','platform','raceway','bus_stop','elevator','rest_area','services','razed','disused','bus_guideway','escape'}
MOTOR = {'motorway','trunk','motorway_link','trunk_link'}
def _ok(mode, t, variant):
    h = t.get('highway')
    if not h: return None
    if mode == 'car':
        if h not in CAR: return None
        if t.get('access') in ('no','private'): return None
        if variant == 'strict' and (t.get('motor_vehicle') in ('no','private') or t.get('motorcar') in ('no','private')): return None
    elif mode == 'bike':
        base = (h in CAR and h not in MOTOR) or h in ('cycleway','path','track') or t.get('bicycle') in ('yes','designated')
        if not base or t.get('bicycle') == 'no' or h in NONWAY: return None
        if variant == 'strict' and t.get('access') in ('no','private') and t.get('bicycle') not in ('yes','designated'): return None
    else:
        if h in MOTOR or h in NONWAY or t.get('foot') == 'no': return None
        if variant == 'strict' and t.get('access') in ('no','private') and t.get('foot') not in ('yes','designated','permissive'): return None
    if mode == 'foot': return 0
    ow = t.get('oneway')
    d = 1 if ow in ('yes','true','1') else (-1 if ow == '-1' else 0)
    if variant == 'strict' and d == 0 and (t.get('junction') == 'roundabout' or (mode == 'car' and h in ('motorway','motorway_link'))):
        d = 1
    if mode == 'bike':
        if t.get('oneway:bicycle') == 'no' or str(t.get('cycleway','')).startswith('opposite'): d = 0
        if variant == 'nooneway': d = 0
    return d
_G = {}
def graph(town, mode, variant='base'):
    key = (town, mode, variant)
    if key in _G: return _G[key]
    _, ways = load(town)
    G = nx.DiGraph(); pos = {}
    for w in ways:
        d = _ok(mode, w['tags'], variant)
        if d is None: continue
        ns = w['nodes']
        for (a, x1, y1), (b, x2, y2) in zip(ns, ns[1:]):
            if a == b: continue
            L = GEOD.inv(x1, y1, x2, y2)[2]
            pos[a] = (x1, y1); pos[b] = (x2, y2)
            if d >= 0: G.add_edge(a, b, weight=L)
            if d <= 0: G.add_edge(b, a, weight=L)
    big = max(nx.strongly_connected_components(G), key=len)
    _G[key] = (G, pos, big)
    return _G[key]
def snap(town, mode, pt, variant='base', whole=False):
    G, pos, big = graph(town, mode, variant)
    cand = G.nodes if whole else big
    best = None
    for n in cand:
        x, y = pos[n]
        if abs(x - pt.x) > 0.01 or abs(y - pt.y) > 0.01: continue
        dd = GEOD.inv(pt.x, pt.y, x, y)[2]
        if best is None or dd < best[0]: best = (dd, n)
    return best
def route_len(town, mode, p1, p2, variant='base', whole=False):
    G, pos, big = graph(town, mode, variant)
    s1 = snap(town, mode, p1, variant, whole); s2 = snap(town, mode, p2, variant, whole)
    if s1 is None or s2 is None: return None, None
    try:
        L = nx.dijkstra_path_length(G, s1[1], s2[1], weight='weight')
    except nx.NetworkXNoPath:
        return None, max(s1[0], s2[0])
    return L, max(s1[0], s2[0])
VARIANTS = {'car': ['base','strict'], 'bike': ['base','strict','nooneway'], 'foot': ['base','strict']}
def route_all(town, mode, p1s, p2s):
    """all variants x whole-graph snapping x every point of each end: list of (L, snapdist)"""
    out = []
    for v in VARIANTS[mode]:
        for wh in (False, True):
            for a in p1s:
                for b in p2s:
                    out.append(route_len(town, mode, a, b, v, wh))
    return out
# ================================================================ val35 questions and golds
import argparse, collections
OLDER_ALL = list(dict.fromkeys(OLDER_SETS + VAL35_ADD))
LEFT_ALL = list(dict.fromkeys(LEFT_OUT + LEFT_OUT_VAL35_ADD))
_OW = [(n, words(n), words2(n)) for n in OLDER_ALL + LEFT_ALL]
NID = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
ABSENT = '#0 | !none | !no | ' + NID
TIME = '!min | !minute | !hour'
HAND = {'Open Daily from 11 to 7 (closed Tuesday)': 'Mo,We-Su 11:00-19:00',
        'Weekdays 7-3, Saturdays 7-6, Sundays 7-4': 'Mo-Fr 07:00-15:00; Sa 07:00-18:00; Su 07:00-16:00',
        '8-6:30': '08:00-18:30'}
class Fragile(Exception):
    pass
def need(cond, msg):
    if not cond:
        raise Fragile(msg)
def older_hits(text):
    a, b = words(text), words2(text)
    return [n for n, w1, w2 in _OW if w1 and (_inside(w1, a) or _inside(w2, b))]
def older_overlap(name):
    a, b = words(name), words2(name)
    return [n for n, w1, w2 in _OW if w1 and (_inside(w1, a) or _inside(a, w1) or _inside(w2, b) or _inside(b, w2))]
def all_names():
    out = collections.defaultdict(list)
    for town in FILES:
        for f in load(town)[0]:
            n = f['tags'].get('name')
            if n:
                out[n].append(f)
    return out
def check_older_adds():
    names = all_names()
    for n in VAL35_ADD:
        need(n in names, f'VAL35_ADD name not an exact feature name: {n!r}')
def place(town, name):
    """every feature carrying exactly the name; unique across extracts and free"""
    names = all_names()
    need(name in names, f'no feature named {name!r}')
    fs = names[name]
    need(all(f['town'] == town for f in fs), f'{name!r} not only in {town}')
    same = [m for m in names if m != name and re.sub(r'[^0-9a-z]', '', fold(m)) == re.sub(r'[^0-9a-z]', '', fold(name))]
    need(not same, f'{name!r} has namesakes {same}')
    need(not older_overlap(name), f'{name!r} overlaps older names {older_overlap(name)[:3]}')
    return fs
def mention(town, m):
    """a shortened mention lies (whole words) inside exactly one distinct name"""
    names = all_names()
    hits = [n for n in names if inside(m, n)]
    need(len(hits) == 1, f'mention {m!r} inside {len(hits)} names: {hits[:4]}')
    return place(town, hits[0])
def kind_feats(town, pred):
    return [f for f in load(town)[0] if pred(f['tags'])]
def no_pairs(fs, r):
    pts = [(f, point_of(f['g'])) for f in fs if f['g'] is not None]
    for i in range(len(pts)):
        for j in range(i + 1, len(pts)):
            a, pa = pts[i]; b, pb = pts[j]
            if abs(pa.x - pb.x) > 0.003 or abs(pa.y - pb.y) > 0.003:
                continue
            na, nb = a['tags'].get('name'), b['tags'].get('name')
            d = dist(a['g'], b['g'])
            if na and nb and fold(na) != fold(nb):
                need(d > 2, f'two differently named features within 2 m: {na}, {nb}')
            else:
                need(d > r, f'possibly one place: {na}/{nb} {d:.1f} m')
def count_buildings(town, pred):
    fs = [f for f in kind_feats(town, lambda t: 'building' in t and pred(t))]
    need(all(f['g'] is not None and 'Polygon' in f['g'].geom_type for f in fs), 'building not a polygon')
    for i in range(len(fs)):
        for j in range(i + 1, len(fs)):
            a, b = fs[i]['g'], fs[j]['g']
            if a.intersects(b):
                need(a.intersection(b).area <= 0.5 * min(a.area, b.area), 'duplicate building polygons')
    return len(fs)
def count(town, pred, r, named_too=True):
    fs = kind_feats(town, pred)
    need(all(f['g'] is not None for f in fs), 'feature without geometry')
    no_pairs(fs, r)
    return len(fs)
def absent_kind(town, tags, stems):
    KEYS = ('name', 'brand', 'operator', 'description', 'amenity', 'shop', 'healthcare', 'office', 'craft', 'cuisine',
            'tourism', 'leisure', 'vending', 'building', 'service', 'sport')
    for f in load(town)[0]:
        t = f['tags']
        need(not any(t.get(k) == v for k, v in tags), f'kind present: {t.get("name")}')
        for k in KEYS:
            for w in re.findall(r'[a-z0-9]+', fold(str(t.get(k, '')))):
                need(not any(w.startswith(s) for s in stems), f'kind word present: {k}={t.get(k)}')
    return ABSENT
def tags_absent(fs, keys):
    for f in fs:
        for k in f['tags']:
            need(not any(k == p or k.startswith(p + ':') for p in keys), f'tag present: {k}')
def hours_places(town, pred):
    fs = [f for f in load(town)[0] if 'opening_hours' in f['tags'] and pred(f['tags'])]
    out = []
    for f in fs:
        v = HAND.get(f['tags']['opening_hours'], f['tags']['opening_hours'])
        r = readings(v)
        need(r is not None, f'unreadable hours: {v!r}')
        if r:
            out.append((f, v))
    no_pairs([f for f, _ in out], 10)
    # same name within 30 m is one place
    for i in range(len(out)):
        for j in range(i + 1, len(out)):
            a, b = out[i][0], out[j][0]
            if a['tags'].get('name') and fold(a['tags'].get('name', '')) == fold(b['tags'].get('name', '')):
                need(dist(a['g'], b['g']) > 30, 'same-name hours pair')
    return out
def open_count(town, pred, day, minute):
    ps = hours_places(town, pred)
    n = 0
    for f, v in ps:
        x = verdict(v, day, minute)
        need(x is not None, f'unstable verdict {f["tags"].get("name")} {v!r}')
        n += x
    return n, len(ps)
def corner(town, a, b):
    """shared nodes of the highway ways named a and b (within 30 m of each other)"""
    _, ways = load(town)
    def nodes(n):
        return {x[0]: (x[1], x[2]) for w in ways if w['tags'].get('name') == n and 'highway' in w['tags'] for x in w['nodes']}
    for n in (a, b):
        place(town, n)
    na, nb = nodes(a), nodes(b)
    sh = [Point(na[k]) for k in set(na) & set(nb)]
    need(sh, f'no corner {a} / {b}')
    spread = max(GEOD.inv(p.x, p.y, q.x, q.y)[2] for p in sh for q in sh)
    need(spread <= 30, f'corner {a}/{b} spread {spread:.0f} m')
    return sh
def ends(town, spec):
    if isinstance(spec, tuple):
        return corner(town, *spec)
    return [point_of(f['g']) for f in place(town, spec)]
def route(town, mode, s1, s2):
    p1s, p2s = ends(town, s1), ends(town, s2)
    st = min(GEOD.inv(a.x, a.y, b.x, b.y)[2] for a in p1s for b in p2s)
    need(300 <= st <= 5000, f'straight line {st:.0f} m')
    base, sd = route_len(town, mode, p1s[0], p2s[0])
    need(base is not None and sd <= 100, 'no route / snapped too far')
    need(0.97 * st <= base <= 2.5 * st, f'route {base:.0f} vs straight {st:.0f}')
    Ls = []
    for L, s in route_all(town, mode, p1s, p2s):
        need(L is not None and s <= 100, 'variant without route')
        need(abs(L - base) <= 0.03 * base, f'variant moves {L:.0f} vs {base:.0f}')
        Ls.append(L)
    return base, Ls, st
def walk_verdict(Ls, T):
    if all(L <= 0.9 * T / 60 * 3000 for L in Ls):
        return '!yes'
    if all(L >= 1.1 * T / 60 * 6000 for L in Ls):
        return '!no'
    raise Fragile('walking verdict undecided')
def sum_len(town, pred):
    fs = kind_feats(town, pred)
    need(all(f['g'] is not None and 'Line' in f['g'].geom_type for f in fs), 'non-line')
    return sum(length(f['g']) for f in fs), len(fs)
def sum_area(town, pred):
    fs = kind_feats(town, pred)
    need(all(f['g'] is not None and 'Polygon' in f['g'].geom_type for f in fs), 'non-polygon')
    for i in range(len(fs)):
        for j in range(i + 1, len(fs)):
            need(fs[i]['g'].intersection(fs[j]['g']).area < 1e-12, 'overlapping polygons')
    return sum(area(f['g']) for f in fs), len(fs)
def ratio_items(a, b):
    r = a / b
    need(abs(r * 10 - round(r * 10)) < 1e-9 or abs((r * 10) % 1 - 0.5) >= 0.1, 'ratio near a rounding edge')
    return f'!{r:.1f}'.rstrip('0').rstrip('.') if abs(r - round(r)) > 1e-9 else f'!{round(r)} | !{round(r)}.0'
def m(v):
    return f'~{round(v)} m'
def rm(v):
    return f'~{round(v)} m ±10%'
def m2(v):
    return f'~{round(v)} m2'

# ---------------------------------------------------------------- the questions
Q = collections.OrderedDict((k, []) for k in ('attribute', 'hours', 'arithmetic', 'route', 'aggregate'))
def q(kind, town, text):
    def deco(fn):
        Q[kind].append((text, town, fn))
        return fn
    return deco
HD, SG, BA = 'Heidelberg', 'Singapore', 'Baltimore'
def one_tag(fs, key):
    vals = set(f['tags'].get(key) for f in fs)
    need(len(vals) == 1 and None not in vals, f'{key} values {vals}')
    return vals.pop()

# ----- attribute
@q('attribute', HD, 'how high is the ceiling in room X14?')
def _():
    v = one_tag(place(HD, 'X14'), 'height'); return f'!{v}', f'height={v}'
@q('attribute', HD, "I'm taking the night bus 14 from Bismarckplatz out to Ziegelhausen. Which stop is the last one?")
def _():
    fs = mention(HD, 'Bus 14: Bismarckplatz => Ziegelhausen'); v = one_tag(fs, 'to')
    need(v == 'Ziegelhausen Heidebuckelweg', v); return 'Heidebuckelweg', f'to={v}'
@q('attribute', HD, 'does the bus 14 going from ziegelhausen to bismarckplatz only run at night?')
def _():
    fs = mention(HD, 'Bus 14: Ziegelhausen => Bismarckplatz'); v = one_tag(fs, 'service')
    need(v == 'night', v); return '!yes', f'service={v}'
@q('attribute', HD, "There's a floor called 2.Obergeschoss in the Heidelberg data - what is it used for?")
def _():
    v = one_tag(place(HD, '2.Obergeschoss'), 'level:usage'); need(v == 'academic', v); return '!academic', f'level:usage={v}'
@q('attribute', HD, 'Is room X28 wheelchair accessible?')
def _():
    fs = place(HD, 'X28'); tags_absent(fs, ['wheelchair', 'ramp', 'access', 'description', 'note', 'door'])
    return NID, 'no wheelchair tag'
@q('attribute', SG, 'Where does Singapore bus Svc NR1 end up?')
def _():
    v = one_tag(mention(SG, 'Svc NR1'), 'to'); return v, f'to={v}'
@q('attribute', SG, 'Where does Svc 518 in Singapore start?')
def _():
    v = one_tag(mention(SG, 'Svc 518'), 'from'); return v, f'from={v}'
@q('attribute', SG, "Singapore's Svc 654 — where does it start from?")
def _():
    fs = place(SG, 'Svc 654'); tags_absent(fs, ['from', 'to', 'via', 'description', 'note', 'operator', 'network'])
    return NID, 'no from/to'
@q('attribute', BA, "Harbor Magic Drive - what's the speed limit?")
def _():
    v = one_tag(place(BA, 'Harbor Magic Drive'), 'maxspeed'); need(v == '5 mph', v); return '!5 mph | !5mph | !8 km/h', f'maxspeed={v}'
@q('attribute', BA, 'is Fell Street asphalt or cobblestones?')
def _():
    v = one_tag(place(BA, 'Fell Street'), 'surface'); need(v == 'cobblestone', v); return '!cobble', f'surface={v}'
@q('attribute', BA, 'What are the stop numbers at Fort Ave & Woodall St?')
def _():
    fs = place(BA, 'Fort Ave & Woodall St'); refs = sorted(f['tags'].get('ref') for f in fs)
    need(len(refs) == 2 and None not in refs, refs); return '; '.join('!' + r for r in refs), f'ref={refs}'
@q('attribute', BA, 'Who runs the City Hall bus stop in Baltimore?')
def _():
    fs = place(BA, 'City Hall'); tags_absent(fs, ['operator', 'network', 'route_ref', 'brand', 'description', 'note'])
    return NID, 'no operator/network'

# ----- hours
ANY = lambda t: True
@q('hours', HD, "It's Saturday 2pm in Heidelberg - how many of the restaurants that list opening hours are open?")
def _():
    n, t = open_count(HD, lambda x: x.get('amenity') == 'restaurant', 5, 14 * 60); return f'#{n}', f'{n} of {t}'
@q('hours', HD, 'heidelberg fast food, thursday 7 in the evening: how many are open? only count the ones with hours')
def _():
    n, t = open_count(HD, lambda x: x.get('amenity') == 'fast_food', 3, 19 * 60); return f'#{n}', f'{n} of {t}'
@q('hours', HD, 'Friday 1pm, Heidelberg. Of the bars with opening hours, how many are serving?')
def _():
    n, t = open_count(HD, lambda x: x.get('amenity') == 'bar', 4, 13 * 60); return f'#{n}', f'{n} of {t}'
@q('hours', HD, 'Any pub in Heidelberg open at 10 on a Saturday morning?')
def _():
    n, t = open_count(HD, lambda x: x.get('amenity') == 'pub', 5, 10 * 60); need(n == 0, n); return '!no', f'{n} of {t}'
@q('hours', HD, 'I need to park in Heidelberg around 2 am on a Sunday. Are all the car parks that list hours open then, and how many are there?')
def _():
    n, t = open_count(HD, lambda x: x.get('amenity') == 'parking', 6, 2 * 60); need(n == t, n); return f'!yes; #{n}', f'{n} of {t}'
@q('hours', SG, 'Singapore, Saturday 10pm: how many of the places listing opening hours are still open?')
def _():
    n, t = open_count(SG, ANY, 5, 22 * 60); return f'#{n}', f'{n} of {t}'
@q('hours', SG, 'Is anything in the Singapore data open at 8 in the morning on a Sunday? How many places?')
def _():
    n, t = open_count(SG, ANY, 6, 8 * 60); need(n > 0, n); return f'!yes; #{n}', f'{n} of {t}'
@q('hours', SG, 'Could I find a pharmacy open in the Singapore data at 11pm on a Tuesday?')
def _():
    absent_kind(SG, [('amenity', 'pharmacy'), ('shop', 'chemist'), ('healthcare', 'pharmacy')],
                ['pharmac', 'apothe', 'drug', 'chemist', 'guardian', 'watsons', 'unity']); return '!no | !none | ' + NID, 'no pharmacy in the extract'
@q('hours', BA, 'baltimore at 1 am on a Monday: how many places with opening hours are open?')
def _():
    n, t = open_count(BA, ANY, 0, 60); return f'#{n}', f'{n} of {t}'
@q('hours', BA, 'How many of the Baltimore places that publish hours are open at 11 on a Tuesday morning?')
def _():
    n, t = open_count(BA, ANY, 1, 11 * 60); return f'#{n}', f'{n} of {t}'
@q('hours', BA, 'Sunday 9am in the Baltimore extract - are most of the places with opening hours open? give me the count too')
def _():
    n, t = open_count(BA, ANY, 6, 9 * 60); need(n * 2 != t, 'half'); return ('!yes' if n * 2 > t else '!no') + f'; #{n}', f'{n} of {t}'
@q('hours', BA, 'Count for me the Baltimore places with listed hours that are open on Saturday at 9 pm.')
def _():
    n, t = open_count(BA, ANY, 5, 21 * 60); return f'#{n}', f'{n} of {t}'

# ----- arithmetic
def diff_items(a, b):
    need(abs(a - b) > 0.1 * max(a, b) and abs(a - b) not in (a, b), 'near tie or equal to a count')
    return abs(a - b)
@q('arithmetic', HD, 'how many more restaurants than pubs does the Heidelberg data have?')
def _():
    a = count(HD, lambda t: t.get('amenity') == 'restaurant', 30); b = count(HD, lambda t: t.get('amenity') == 'pub', 30)
    d = diff_items(a, b); need(a > b, 'order'); return f'#{d}; #{a}; #{b}', f'{a} - {b}'
@q('arithmetic', HD, 'Heidelberg: are there more fast-food places or pubs, and by how many?')
def _():
    a = count(HD, lambda t: t.get('amenity') == 'fast_food', 30); b = count(HD, lambda t: t.get('amenity') == 'pub', 30)
    d = diff_items(a, b); need(a > b, 'order'); return f'!fast food | !fast-food; #{d}; #{a}; #{b}', f'{a} vs {b}'
@q('arithmetic', HD, 'Add up the area of all the grass patches in the Heidelberg data')
def _():
    s, n = sum_area(HD, lambda t: t.get('landuse') == 'grass'); return m2(s), f'{n} polygons, {s:.0f} m2'
@q('arithmetic', HD, 'The Erdgeschoss floor and the Untergeschoss in Heidelberg - how much taller is the first than the second?')
def _():
    a = float(one_tag(place(HD, 'Erdgeschoss'), 'height')); b = float(one_tag(place(HD, 'Untergeschoss'), 'height'))
    need(a - b == 0.5, (a, b)); return '!0.5 | !50 cm | !half a met', f'{a} - {b}'
@q('arithmetic', HD, 'In Heidelberg, buildings with three floors minus buildings with two floors - what do you get?')
def _():
    a = count_buildings(HD, lambda t: t.get('building:levels') == '3')
    b = count_buildings(HD, lambda t: t.get('building:levels') == '2')
    d = diff_items(a, b); return f'#{d}; #{a}; #{b}', f'{a} - {b}'
@q('arithmetic', SG, 'artworks plus viewpoints in Singapore, how many altogether?')
def _():
    a = count(SG, lambda t: t.get('tourism') == 'artwork', 10); b = count(SG, lambda t: t.get('tourism') == 'viewpoint', 10)
    need(a != b, 'equal'); return f'#{a + b}; #{a}; #{b}', f'{a} + {b}'
@q('arithmetic', SG, "what's the combined water area of the swimming pools in the Singapore data?")
def _():
    s, n = sum_area(SG, lambda t: t.get('leisure') == 'swimming_pool'); return m2(s), f'{n} pools, {s:.0f} m2'
@q('arithmetic', SG, 'How many restaurants per watch store are there in the Singapore data?')
def _():
    a = count(SG, lambda t: t.get('amenity') == 'restaurant', 30); b = count(SG, lambda t: t.get('shop') == 'watches', 30)
    return f'{ratio_items(a, b)}; #{a}; #{b}', f'{a} / {b} = {a / b:.3f}'
@q('arithmetic', BA, 'fire stations + police stations in the Baltimore data = ?')
def _():
    a = count(BA, lambda t: t.get('amenity') == 'fire_station', 30); b = count(BA, lambda t: t.get('amenity') == 'police', 30)
    need(a != b, 'equal'); return f'#{a + b}; #{a}; #{b}', f'{a} + {b}'
@q('arithmetic', BA, 'Baltimore: baptist churches outnumber methodist ones by how many?')
def _():
    a = count(BA, lambda t: t.get('amenity') == 'place_of_worship' and t.get('denomination') == 'baptist', 30)
    b = count(BA, lambda t: t.get('amenity') == 'place_of_worship' and t.get('denomination') == 'methodist', 30)
    d = diff_items(a, b); need(a > b, 'order'); return f'#{d}; #{a}; #{b}', f'{a} - {b}'
@q('arithmetic', BA, 'as the crow flies, how far is the City Hall bus stop from the Fort Ave & Woodall St stop?')
def _():
    A = place(BA, 'City Hall'); B = place(BA, 'Fort Ave & Woodall St')
    ds = [dist(a['g'], b['g']) for a in A for b in B]; d = min(ds)
    need(max(ds) - d <= max(0.05 * d, 15), f'stops disagree {ds}'); return m(d), f'{[round(x) for x in ds]}'
@q('arithmetic', BA, 'How many more lanes does Orleans Street Viaduct have than Harbor Magic Drive?')
def _():
    v = one_tag(place(BA, 'Orleans Street Viaduct'), 'lanes'); need(v == '6', v)
    tags_absent(place(BA, 'Harbor Magic Drive'), ['lanes', 'lanes:forward', 'lanes:backward', 'width'])
    return NID, 'Orleans Street Viaduct lanes=6; Harbor Magic Drive no lanes'

# ----- route
def rq(mode, s1, s2, time=False, T=None):
    def fn():
        base, Ls, st = route(BA, mode, s1, s2)
        items = rm(base)
        if T:
            items = walk_verdict(Ls, T) + '; ' + items
        if time:
            items += '; ' + TIME
        return items, f'{mode} {base:.0f} m (straight {st:.0f}; variants {min(Ls):.0f}-{max(Ls):.0f})'
    return fn
R = [
 ('Driving from the corner of Portugal Street and South Chapel Street to Granby Street & South Exeter Street - how far is that?', 'car', ('Portugal Street', 'South Chapel Street'), ('Granby Street', 'South Exeter Street'), False, None),
 ('How long does it take to walk from Essex Street / South Montford Avenue to the corner of Dillon Street and South Robinson Street?', 'foot', ('Essex Street', 'South Montford Avenue'), ('Dillon Street', 'South Robinson Street'), True, None),
 ('bike distance from moyer street & north duncan street to bank street & south central avenue?', 'bike', ('Moyer Street', 'North Duncan Street'), ('Bank Street', 'South Central Avenue'), False, None),
 ("I'm at Copore Way and Gusryan Street. How many minutes by car to Eastern Avenue & South Grundy Street, and how far?", 'car', ('Copore Way', 'Gusryan Street'), ('Eastern Avenue', 'South Grundy Street'), True, None),
 ('Granby Street at South Exeter Street to Foster Avenue at South Streeper Street by bicycle: how long will it take me?', 'bike', ('Granby Street', 'South Exeter Street'), ('Foster Avenue', 'South Streeper Street'), True, None),
 ('Walking distance please: Bank Street & South Chester Street to Elliott Street & South Curley Street.', 'foot', ('Bank Street', 'South Chester Street'), ('Elliott Street', 'South Curley Street'), False, None),
 ('Can I walk from Eastern Avenue & Hornel Street to Eastern Avenue & Quinton Street in 20 minutes?', 'foot', ('Eastern Avenue', 'Hornel Street'), ('Eastern Avenue', 'Quinton Street'), False, 20),
 ('Essex Street & South Montford Avenue to East Lombard Street & South Kresson Street on foot in a quarter of an hour - doable?', 'foot', ('Essex Street', 'South Montford Avenue'), ('East Lombard Street', 'South Kresson Street'), False, 15),
 ("what's the driving distance between East Biddle Street & Wilcox Street and Bank Street & South Washington Street?", 'car', ('East Biddle Street', 'Wilcox Street'), ('Bank Street', 'South Washington Street'), False, None),
 ('Moyer Street & North Duncan Street -> Elliott Street & South Curley Street, how far is it on foot?', 'foot', ('Moyer Street', 'North Duncan Street'), ('Elliott Street', 'South Curley Street'), False, None),
 ('Lyon Street & North Macon Street to Dillon Street & South Robinson Street by bike, distance?', 'bike', ('Lyon Street', 'North Macon Street'), ('Dillon Street', 'South Robinson Street'), False, None),
]
for text, mode, s1, s2, time, T in R:
    q('route', BA, text)(rq(mode, s1, s2, time, T))
@q('route', BA, 'From the City Hall bus stop, how far is it to walk to the nearest dentist?')
def _():
    place(BA, 'City Hall')
    return absent_kind(BA, [('amenity', 'dentist'), ('healthcare', 'dentist')], ['dent', 'orthodon']), 'no dentist in the extract'

# ----- aggregate
@q('aggregate', HD, 'How many public telephones are mapped in Heidelberg?')
def _():
    n = count(HD, lambda t: t.get('amenity') == 'telephone', 10); return f'#{n}', n
@q('aggregate', HD, 'Heidelberg: what is the total capacity of the bicycle parkings that state one?')
def _():
    fs = kind_feats(HD, lambda t: t.get('amenity') == 'bicycle_parking'); no_pairs(fs, 10)
    caps = [int(f['tags']['capacity']) for f in fs if 'capacity' in f['tags']]
    return f'#{sum(caps)}', f'{len(caps)} of {len(fs)} state a capacity'
@q('aggregate', HD, 'how many dog-poo bag dispensers does the Heidelberg data have')
def _():
    n = count(HD, lambda t: t.get('vending') == 'excrement_bags', 10); return f'#{n}', n
@q('aggregate', HD, "What's the most common denomination among Heidelberg's places of worship?")
def _():
    fs = kind_feats(HD, lambda t: t.get('amenity') == 'place_of_worship'); no_pairs(fs, 30)
    c = collections.Counter(f['tags'].get('denomination') for f in fs if f['tags'].get('denomination')).most_common()
    need(c[0][0] == 'protestant' and c[0][1] > c[1][1], c); return '!protestant | !evangeli', str(c)
@q('aggregate', HD, 'How many student dorm buildings are in the Heidelberg extract?')
def _():
    n = count_buildings(HD, lambda t: t.get('building') == 'dormitory'); return f'#{n}', n
@q('aggregate', HD, 'is there a bowling alley anywhere in the Heidelberg data? how many?')
def _():
    return absent_kind(HD, [('leisure', 'bowling_alley'), ('sport', '10pin'), ('sport', '9pin'), ('sport', 'bowls')], ['bowl', 'tenpin', 'kegel']), 'none'
@q('aggregate', SG, 'Singapore: count the viewpoints in the data')
def _():
    n = count(SG, lambda t: t.get('tourism') == 'viewpoint', 10); return f'#{n}', n
@q('aggregate', SG, 'Of the restaurants in the Singapore data, how many say what cuisine they serve?')
def _():
    fs = kind_feats(SG, lambda t: t.get('amenity') == 'restaurant'); no_pairs(fs, 30)
    n = sum(1 for f in fs if f['tags'].get('cuisine')); return f'#{n}', f'{n} of {len(fs)}'
@q('aggregate', SG, 'How many police stations does the Singapore extract hold?')
def _():
    return absent_kind(SG, [('amenity', 'police')], ['police', 'polis']), 'none'
@q('aggregate', BA, 'number of car repair places in the Baltimore data?')
def _():
    n = count(BA, lambda t: t.get('shop') == 'car_repair', 30); return f'#{n}', n
@q('aggregate', BA, 'Baltimore data: how many pubs are in it?')
def _():
    n = count(BA, lambda t: t.get('amenity') == 'pub', 30); return f'#{n}', n
@q('aggregate', BA, 'How many restaurants are there within 600 m of the City Hall bus stop?')
def _():
    c = place(BA, 'City Hall')[0]['g']; fs = kind_feats(BA, lambda t: t.get('amenity') == 'restaurant')
    n = 0; near = []
    for f in fs:
        d1, d2 = dist(c, f['g']), dist(c, point_of(f['g']))
        need(abs(d1 - 600) > 30 and abs(d2 - 600) > 30 and (d1 <= 600) == (d2 <= 600), f'restaurant near the radius {d1:.0f}')
        if d1 <= 600: near.append(f)
    no_pairs(near, 30); n = len(near)
    return f'#{n}', n

# ---------------------------------------------------------------- files
FILE = 'val35-{}.tsv'
HEADER = ['# val35 {} questions (held out; see README-val35.md). Map data (c) OpenStreetMap contributors, ODbL 1.0.',
          '# question\tgold\tkind']
ITEM = re.compile(r'^(#\d+|~\d+ m( ±10%)?|~\d+ m2|![^|;]+|[^!#~|;][^|;]*)$')
def check_gold(g):
    for item in g.split('; '):
        for alt in item.split(' | '):
            need(ITEM.match(alt) and alt == alt.strip(), f'bad gold item {alt!r}')
            if not re.match(r'^[#~!]?[\d.\s]+(m|m2|mph|cm)?( ±10%)?$', alt.lstrip('!')) and alt not in NID.split(' | ') and alt not in ABSENT.split(' | ') and alt not in TIME.split(' | '):
                need(not older_hits(alt.lstrip('!#~')), f'gold item {alt!r} holds an older name {older_hits(alt.lstrip("!#~"))[:3]}')
def compute():
    rows = collections.OrderedDict(); fragile = []; towns = collections.Counter()
    check_older_adds()
    texts = set()
    for kind, qs in Q.items():
        rows[kind] = []
        for i, (text, town, fn) in enumerate(qs):
            try:
                need(text not in texts, 'duplicate question'); texts.add(text)
                need('\t' not in text and '\n' not in text, 'tab in text')
                need(not older_hits(text), f'older name in question: {older_hits(text)[:3]}')
                g, fig = fn()
                check_gold(g)
            except Fragile as e:
                fragile.append((kind, i, str(e))); g, fig = 'FRAGILE', str(e)
            except Exception as e:
                fragile.append((kind, i, f'error {e!r}')); g, fig = 'FRAGILE', repr(e)
            rows[kind].append((text, town, g, fig)); towns[town] += 1
    for kind in Q:
        if len(rows[kind]) != 12:
            fragile.append((kind, -1, f'{len(rows[kind])} questions'))
    if towns[HD] < 20 or towns[SG] < 10:
        fragile.append(('towns', -1, str(towns)))
    traps = sum(1 for k in rows for r in rows[k] if NID in r[2])
    if traps < 7:
        fragile.append(('traps', -1, str(traps)))
    return rows, fragile, towns, traps
def tsv(kind, rows):
    return '\n'.join([HEADER[0].format(kind), HEADER[1]] + [f'{t}\t{g}\tone' for t, _, g, _ in rows]) + '\n'
def main():
    ap = argparse.ArgumentParser(); ap.add_argument('--check', action='store_true'); ap.add_argument('--write', action='store_true')
    a = ap.parse_args()
    here = Path(__file__).resolve().parent
    rows, fragile, towns, traps = compute()
    for kind, i, msg in fragile:
        line = f'{FILE.format(kind)}:{i + 3}' if i >= 0 else kind
        print(f'FRAGILE {line}: {msg}')
    if a.write:
        if fragile:
            print('refused: fragile golds, nothing written'); sys.exit(1)
        for kind in rows:
            (here / FILE.format(kind)).write_text(tsv(kind, rows[kind]), encoding='utf-8')
        print('written'); return
    if a.check:
        bad = bool(fragile)
        for kind in rows:
            p = here / FILE.format(kind)
            have = p.read_text(encoding='utf-8').split('\n') if p.exists() else []
            want = tsv(kind, rows[kind]).split('\n')
            for n in range(max(len(have), len(want))):
                h = have[n] if n < len(have) else None; w = want[n] if n < len(want) else None
                if h != w:
                    print(f'DIFFERS {FILE.format(kind)}:{n + 1}: file {h!r} vs computed {w!r}'); bad = True
        print('check failed' if bad else f'check passed: 60 questions, towns {dict(towns)}, traps {traps}')
        sys.exit(1 if bad else 0)
    for kind in rows:
        for text, town, g, fig in rows[kind]:
            print(f'[{kind}] {town}: {text}\n    gold: {g}\n    figures: {fig}')
    print(dict(towns), 'traps', traps)
if __name__ == '__main__':
    main()
