#!/usr/bin/env python3
"""gold_val19.py - recomputes every gold of the held-out validation set val19 (README-val19.md) from the raw
osm-fresh extracts with osmium (pyosmium), shapely, pyproj, networkx and numpy only.

    gold_val19.py            print each question, town, kind, gold and figures (and any fragile gold)
    gold_val19.py --check    compare with the five val19-*.tsv (exit 1 on any difference or fragile gold)
    gold_val19.py --write    rewrite the five TSVs (refused while any gold is fragile)

The data folder is Path(__file__).resolve().parents[3]/shared/data/osm-fresh, or GEOREACT_FRESH_DIR.
Map data (c) OpenStreetMap contributors, ODbL 1.0.
"""
import warnings
warnings.filterwarnings('ignore', category=DeprecationWarning)
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

# ============================================================ engine
import warnings
warnings.filterwarnings("ignore", category=DeprecationWarning)
import os, re, sys, math, unicodedata, itertools, hashlib
from pathlib import Path
from collections import Counter
import osmium
from shapely.geometry import Point, LineString, Polygon, MultiPolygon, MultiLineString
from shapely.ops import nearest_points, transform as shp_transform, unary_union
from shapely import wkb as shp_wkb
import pyproj
import networkx as nx
import numpy as np

GEOD = pyproj.Geod(ellps='WGS84')
FILES = {'Baltimore': 'baltimore-2015.osm.pbf', 'Heidelberg': 'heidelberg-2015.osm.pbf',
         'Singapore': 'singapore-bayfront-2019.osm.pbf'}
POI_KEYS = ('amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft')


class Fragile(Exception):
    pass


def data_dir():
    env = os.environ.get('GEOREACT_FRESH_DIR')
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'


def fold(s):
    s = unicodedata.normalize('NFKD', s)
    s = ''.join(c for c in s if not unicodedata.combining(c))
    return s.casefold().replace('ß', 'ss').replace('’', "'")


def wholeword(hay, needle):
    return re.search(r'(?<!\w)' + re.escape(needle) + r'(?!\w)', hay) is not None


class Feature:
    __slots__ = ('town', 'kind', 'id', 'tags', 'geom', 'name')

    def __init__(self, town, kind, fid, tags, geom):
        self.town, self.kind, self.id, self.tags, self.geom = town, kind, fid, tags, geom
        self.name = tags.get('name')

    def is_poi(self):
        return any(k in self.tags for k in POI_KEYS)

    def __repr__(self):
        return '%s%s(%s)' % (self.kind, self.id, self.name)


class _H(osmium.SimpleHandler):
    def __init__(self, town):
        super().__init__()
        self.town, self.feats, self.ways, self.nodes, self.way_area = town, [], {}, {}, {}
        self.wkb = osmium.geom.WKBFactory()

    def node(self, n):
        if not n.location.valid():
            return
        self.nodes[n.id] = (n.location.lon, n.location.lat)
        if len(n.tags):
            self.feats.append(Feature(self.town, 'n', n.id, {t.k: t.v for t in n.tags},
                                      Point(n.location.lon, n.location.lat)))

    def way(self, w):
        refs, coords = [], []
        for nd in w.nodes:
            if nd.location.valid():
                refs.append(nd.ref)
                coords.append((nd.location.lon, nd.location.lat))
        self.ways[w.id] = ({t.k: t.v for t in w.tags}, refs, coords)

    def area(self, a):
        try:
            g = shp_wkb.loads(self.wkb.create_multipolygon(a), hex=True)
        except Exception:
            return
        if a.from_way():
            self.way_area[a.orig_id()] = g
        else:
            tags = {t.k: t.v for t in a.tags}
            if tags:
                self.feats.append(Feature(self.town, 'r', a.orig_id(), tags,
                                          g.geoms[0] if len(g.geoms) == 1 else g))


_TOWNS = {}


def town(t):
    if t not in _TOWNS:
        h = _H(t)
        h.apply_file(str(data_dir() / FILES[t]), locations=True)
        for wid, (tags, refs, coords) in h.ways.items():
            if not tags or len(coords) < 2:
                continue
            poly = h.way_area.get(wid)
            if poly is not None and not ('highway' in tags and tags.get('area') != 'yes'):
                g = poly.geoms[0] if len(poly.geoms) == 1 else poly
            else:
                g = LineString(coords)
            h.feats.append(Feature(t, 'w', wid, tags, g))
        _TOWNS[t] = h
    return _TOWNS[t]


def all_feats():
    return [f for t in FILES for f in town(t).feats]


def _aeqd(g):
    c = g.centroid
    p = pyproj.Proj(proj='aeqd', lat_0=c.y, lon_0=c.x, ellps='WGS84')
    return (pyproj.Transformer.from_proj('EPSG:4326', p, always_xy=True).transform,
            pyproj.Transformer.from_proj(p, 'EPSG:4326', always_xy=True).transform)


def gdist(a, b):
    if a.intersects(b):
        return 0.0
    fwd, inv = _aeqd(a)
    pa, pb = nearest_points(shp_transform(fwd, a), shp_transform(fwd, b))
    x1, y1 = inv(pa.x, pa.y)
    x2, y2 = inv(pb.x, pb.y)
    return GEOD.inv(x1, y1, x2, y2)[2]


def cdist(a, b):
    ca, cb = a.centroid, b.centroid
    return GEOD.inv(ca.x, ca.y, cb.x, cb.y)[2]


def garea(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])


def glength(g):
    return GEOD.geometry_length(g)


def near_enough(a, b, m):
    """cheap prefilter: True unless surely farther than m metres."""
    return a.distance(b) * 111320 * 0.5 <= m


# ------------------------------------------------------------ places and older names
_OLD_FOLDED = None


def old_folded():
    global _OLD_FOLDED
    if _OLD_FOLDED is None:
        _OLD_FOLDED = sorted({fold(n).strip() for n in OLDER_SETS + LEFT_OUT})
    return _OLD_FOLDED


def older_overlap(name):
    fn = fold(name).strip()
    return [o for o in old_folded() if wholeword(fn, o) or wholeword(o, fn)]


def older_in_text(text):
    ft = fold(text)
    return [o for o in old_folded() if wholeword(ft, o)]


_NAMEIDX = None


def name_index():
    global _NAMEIDX
    if _NAMEIDX is None:
        _NAMEIDX = {}
        for f in all_feats():
            if f.name:
                _NAMEIDX.setdefault(fold(f.name).strip(), []).append(f)
    return _NAMEIDX


class Place:
    """a resolved mention: one feature, or a street (all highway ways of one name in one town)."""

    def __init__(self, mention, feats, street=False):
        self.mention, self.feats, self.street = mention, feats, street
        self.name = feats[0].name
        self.town = feats[0].town
        self.geom = unary_union([f.geom for f in feats]) if len(feats) > 1 else feats[0].geom
        self.tags = feats[0].tags

    def __repr__(self):
        return 'Place(%s)' % self.name


_PLACES = {}


def place(mention, twn, street=False):
    key = (mention, twn, street)
    if key in _PLACES:
        return _PLACES[key]
    idx = name_index()
    fm = fold(mention).strip()
    if fm in idx:
        full = fm
        others = [n for n in idx if n != fm and fm in n]
        if others and not street and len(idx[fm]) == 1 and not idx[fm][0].is_poi():
            raise Fragile('mention %r inside other names %s' % (mention, others[:5]))
        if others and street:
            raise Fragile('street %r inside other names %s' % (mention, others[:5]))
        if others and idx[fm][0].is_poi():
            raise Fragile('mention %r inside other names %s' % (mention, others[:5]))
    else:
        cands = [n for n in idx if fm in n]
        if len(cands) != 1:
            raise Fragile('mention %r matches %d names %s' % (mention, len(cands), cands[:5]))
        full = cands[0]
    feats = idx[full]
    if street:
        if not all('highway' in f.tags and f.kind == 'w' for f in feats):
            raise Fragile('street %r: non-highway namesakes %s' % (mention, feats))
        if len({f.town for f in feats}) != 1:
            raise Fragile('street %r in two towns' % mention)
    elif len(feats) != 1:
        raise Fragile('place %r has %d features (namesakes) %s' % (mention, len(feats), feats[:4]))
    p = Place(mention, feats, street)
    if p.town != twn:
        raise Fragile('place %r is in %s, not %s' % (mention, p.town, twn))
    for n in (mention, p.name):
        ov = older_overlap(n)
        if ov:
            raise Fragile('place %r overlaps older names %s' % (n, ov[:4]))
    _PLACES[key] = p
    return p


# ------------------------------------------------------------ kinds
def K(key, *vals):
    vals = set(vals)
    return lambda f: f.tags.get(key) in vals if vals else key in f.tags


KIND = {
    'restaurant': K('amenity', 'restaurant'), 'cafe': K('amenity', 'cafe'), 'fast_food': K('amenity', 'fast_food'),
    'pub': K('amenity', 'pub'), 'bar': K('amenity', 'bar'), 'pharmacy': K('amenity', 'pharmacy'),
    'bakery': K('shop', 'bakery'), 'church': K('amenity', 'place_of_worship'), 'school': K('amenity', 'school'),
    'fuel': K('amenity', 'fuel'), 'car_repair': K('shop', 'car_repair'), 'dog_park': K('leisure', 'dog_park'),
    'park': lambda f: f.tags.get('leisure') == 'park' and f.geom.geom_type in ('Polygon', 'MultiPolygon'),
    'hotel': K('tourism', 'hotel', 'hostel', 'guest_house', 'motel'), 'library': K('amenity', 'library'),
    'fire_station': K('amenity', 'fire_station'), 'car_wash': K('amenity', 'car_wash'),
    'ferry': K('amenity', 'ferry_terminal'), 'bank': K('amenity', 'bank'), 'atm': K('amenity', 'atm'),
    'post_box': K('amenity', 'post_box'), 'ice_cream': K('amenity', 'ice_cream'),
    'clothes': K('shop', 'clothes'), 'hairdresser': K('shop', 'hairdresser'), 'books': K('shop', 'books'),
    'parking': K('amenity', 'parking'), 'bench': K('amenity', 'bench'), 'bicycle_parking': K('amenity', 'bicycle_parking'),
    'drinking_water': K('amenity', 'drinking_water'), 'waste_basket': K('amenity', 'waste_basket'),
    'police': K('amenity', 'police'), 'helipad': K('aeroway', 'helipad'), 'pier': K('man_made', 'pier'),
    'memorial': K('historic', 'memorial'), 'playground': K('leisure', 'playground'), 'pitch': K('leisure', 'pitch'),
    'recycling': K('amenity', 'recycling'), 'vending': K('amenity', 'vending_machine'),
    'fountain': K('amenity', 'fountain'), 'bus_stop': K('highway', 'bus_stop'),
    'supermarket': K('shop', 'supermarket'), 'grave_yard': K('amenity', 'grave_yard'),
    'charging': lambda f: f.tags.get('amenity') == 'charging_station' or any('charg' in k for k in f.tags),
    'any_shop': K('shop'),
}


def of_kind(kind, twn):
    return [f for f in town(twn).feats if KIND[kind](f)]


# ------------------------------------------------------------ scopes
def in_radius(kind, anchor, R, exclude_anchor=False, need_named=True, twn=None):
    """features of a kind within R of the anchor; refused if any candidate within 5 % of R (real geometry or
    centroid) or if the two readings differ; counted features must be named and not possibly one place."""
    twn = twn or anchor.town
    out, figs = [], []
    for f in of_kind(kind, twn):
        if exclude_anchor and any(f is g for g in anchor.feats):
            continue
        if not near_enough(anchor.geom, f.geom, R * 1.2):
            continue
        d, c = gdist(anchor.geom, f.geom), cdist(anchor.geom, f.geom)
        if abs(d - R) <= 0.05 * R or abs(c - R) <= 0.05 * R:
            raise Fragile('%s %s at %.0f / %.0f m, near the radius %d' % (kind, f, d, c, R))
        if (d <= R) != (c <= R):
            raise Fragile('%s %s: geometry and centroid readings differ' % (kind, f))
        if d <= R:
            out.append(f)
            figs.append((f.name, round(d)))
    if need_named:
        un = [f for f in out if not f.name]
        if un:
            raise Fragile('unnamed %s in radius: %s' % (kind, un))
    for a, b in itertools.combinations(out, 2):
        if (a.name == b.name or not a.name or not b.name) and cdist(a.geom, b.geom) <= 10 and gdist(a.geom, b.geom) <= 10:
            raise Fragile('%s and %s may be one place' % (a, b))
    return out, sorted(figs, key=lambda x: x[1])


def whole_count(kind, twn, need_named=False, pred=None):
    out = [f for f in of_kind(kind, twn) if pred is None or pred(f)]
    if need_named and any(not f.name for f in out):
        raise Fragile('unnamed %s in %s' % (kind, twn))
    pts = [(f, f.geom.centroid) for f in out]
    for (a, pa), (b, pb) in itertools.combinations(pts, 2):
        if abs(pa.x - pb.x) < 0.0003 and abs(pa.y - pb.y) < 0.0003:
            if (a.name == b.name or not a.name or not b.name) and gdist(a.geom, b.geom) <= 10:
                raise Fragile('%s and %s may be one place' % (a, b))
    return out


def nearest(kind, anchor, twn=None, exclude=()):
    """described place: nearest of a kind; beats the runner-up by 10 % + 5 m (same name within 100 m = same
    place) and wins by centroid too."""
    twn = twn or anchor.town
    cands = [f for f in of_kind(kind, twn) if f.id not in exclude and not any(f is g for g in anchor.feats)]
    ds = sorted(((gdist(anchor.geom, f.geom), f) for f in cands), key=lambda x: x[0])
    best = ds[0]
    runner = None
    for d, f in ds[1:]:
        if f.name and f.name == best[1].name and gdist(f.geom, best[1].geom) <= 100:
            continue
        runner = (d, f)
        break
    if runner and runner[0] < best[0] * 1.1 + 5:
        raise Fragile('nearest %s to %s: %s %.0f m vs %s %.0f m' % (kind, anchor, best[1], best[0], runner[1], runner[0]))
    cs = sorted(((cdist(anchor.geom, f.geom), f) for f in cands), key=lambda x: x[0])
    cbest = cs[0][1]
    if cbest is not best[1] and not (cbest.name and cbest.name == best[1].name and gdist(cbest.geom, best[1].geom) <= 100):
        raise Fragile('nearest %s to %s by centroid is %s' % (kind, anchor, cbest))
    if not best[1].name:
        raise Fragile('nearest %s to %s is unnamed' % (kind, anchor))
    return best[1], best[0], runner


# ------------------------------------------------------------ opening hours
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
_TIME = r'(\d{1,2}):(\d{2})'


def parse_oh(s):
    s = s.strip()
    if s == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    table = {}
    for rule in s.split(';'):
        rule = rule.strip()
        if not rule:
            continue
        m = re.fullmatch(r'(?:([A-Za-z,\-]+) )?(.+)', rule)
        sel, body = m.group(1), m.group(2)
        if sel is None and re.match(r'[A-Za-z]', body) and body not in ('off', 'closed'):
            raise ValueError('unreadable rule %r' % rule)
        days = set(range(7))
        if sel:
            days = set()
            for part in sel.split(','):
                if '-' in part:
                    a, b = part.split('-')
                    if a not in DAYS or b not in DAYS:
                        raise ValueError(rule)
                    i, j = DAYS.index(a), DAYS.index(b)
                    k = i
                    while True:
                        days.add(k)
                        if k == j:
                            break
                        k = (k + 1) % 7
                else:
                    if part not in DAYS:
                        raise ValueError(rule)
                    days.add(DAYS.index(part))
        if body in ('off', 'closed'):
            iv = []
        else:
            iv = []
            for rng in body.split(','):
                m2 = re.fullmatch(_TIME + '-' + _TIME, rng)
                if not m2:
                    raise ValueError('unreadable range %r' % rng)
                a = int(m2.group(1)) * 60 + int(m2.group(2))
                b = int(m2.group(3)) * 60 + int(m2.group(4))
                if b <= a:
                    b += 1440
                iv.append((a, b))
        for d in days:
            table[d] = iv
    return {d: table.get(d, []) for d in range(7)}


def is_open(tab, day, minute, strict):
    minute %= 1440
    for a, b in tab[day]:
        if a <= minute < b:
            return True
    prev = (day - 1) % 7
    if strict and tab[day]:
        return False
    for a, b in tab[prev]:
        if b > 1440 and minute + 1440 < b:
            return True
    return False


def open_verdict(f, day, minute):
    if 'opening_hours' not in f.tags:
        raise Fragile('%s has no opening_hours' % f)
    try:
        tab = parse_oh(f.tags['opening_hours'])
    except ValueError as e:
        raise Fragile('%s: %s' % (f, e))
    vs = set()
    for dm in range(-15, 16):
        t = day * 1440 + minute + dm
        d, mm = divmod(t % (7 * 1440), 1440)
        for strict in (False, True):
            vs.add(is_open(tab, d, mm, strict))
    if len(vs) != 1:
        raise Fragile('%s: verdict unstable at %s %02d:%02d (%s)' % (f, DAYS[day], minute // 60, minute % 60,
                                                                     f.tags['opening_hours']))
    return vs.pop()


def single_interval(f, day):
    tab = parse_oh(f.tags['opening_hours'])
    if len(tab[day]) != 1:
        raise Fragile('%s: not a single interval on %s' % (f, DAYS[day]))
    return tab[day][0]


def time_items(minute):
    minute %= 1440
    h, m = divmod(minute, 60)
    h12 = h % 12 or 12
    ap = 'am' if h < 12 else 'pm'
    if m == 0:
        alts = ['%02d:00' % h, '%d:00' % h, '%d %s' % (h12, ap), '%d%s' % (h12, ap), '%d:00 %s' % (h12, ap), '%d:00%s' % (h12, ap)]
    else:
        alts = ['%02d:%02d' % (h, m), '%d:%02d' % (h, m), '%d:%02d %s' % (h12, m, ap), '%d:%02d%s' % (h12, m, ap)]
    out = []
    for a in alts:
        if a not in out:
            out.append(a)
    return ' | '.join('!' + a for a in out)


# ------------------------------------------------------------ routing
CAR_HW = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
          'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
MOTOR = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}
NONWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
          'services', 'razed', 'disused', 'bus_guideway', 'escape'}
_GRAPHS = {}


def _edges_of(tags, mode, variant):
    """returns None (not usable) or direction: 'both', 'fwd', 'back'."""
    hw = tags.get('highway')
    if not hw or hw in NONWAY:
        return None
    acc = tags.get('access')
    ow = tags.get('oneway')
    d = 'fwd' if ow in ('yes', 'true', '1') else 'back' if ow == '-1' else 'both'
    implied = (tags.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link')) and ow not in ('no', '-1')
    if mode == 'car':
        if hw not in CAR_HW or acc in ('no', 'private'):
            return None
        if variant == 'strict':
            if tags.get('motor_vehicle') in ('no', 'private') or tags.get('motorcar') in ('no', 'private'):
                return None
            if implied:
                d = 'fwd'
        return d
    if mode == 'bike':
        ok = (hw in CAR_HW and hw not in MOTOR) or hw in ('cycleway', 'path', 'track') or \
            tags.get('bicycle') in ('yes', 'designated')
        if not ok or tags.get('bicycle') == 'no':
            return None
        if variant == 'strict':
            if acc in ('no', 'private') and tags.get('bicycle') not in ('yes', 'designated', 'permissive'):
                return None
            if implied:
                d = 'fwd'
        if tags.get('oneway:bicycle') == 'no' or tags.get('cycleway', '').startswith('opposite'):
            d = 'both'
        if variant == 'nooneway':
            d = 'both'
        return d
    if mode == 'foot':
        if hw in MOTOR or tags.get('foot') == 'no':
            return None
        if variant == 'strict' and acc in ('no', 'private') and tags.get('foot') not in ('yes', 'designated', 'permissive'):
            return None
        return 'both'


def graph(twn, mode, variant='base'):
    key = (twn, mode, variant)
    if key in _GRAPHS:
        return _GRAPHS[key]
    h = town(twn)
    G = nx.DiGraph()
    for wid, (tags, refs, coords) in h.ways.items():
        d = _edges_of(tags, mode, variant)
        if d is None:
            continue
        for i in range(len(refs) - 1):
            (x1, y1), (x2, y2) = coords[i], coords[i + 1]
            w = GEOD.inv(x1, y1, x2, y2)[2]
            a, b = refs[i], refs[i + 1]
            if d in ('both', 'fwd'):
                G.add_edge(a, b, weight=w)
            if d in ('both', 'back'):
                G.add_edge(b, a, weight=w)
    big = max(nx.strongly_connected_components(G), key=len)
    ids = list(G.nodes)
    arr = np.array([h.nodes[i] for i in ids])
    bigids = [i for i in ids if i in big]
    bigarr = np.array([h.nodes[i] for i in bigids])
    _GRAPHS[key] = (G, (ids, arr), (bigids, bigarr))
    return _GRAPHS[key]


def snap(twn, mode, variant, geom, whole=False):
    G, allp, bigp = graph(twn, mode, variant)
    ids, arr = allp if whole else bigp
    c = geom if geom.geom_type == 'Point' else geom.centroid
    approx = (arr[:, 0] - c.x) ** 2 * math.cos(math.radians(c.y)) ** 2 + (arr[:, 1] - c.y) ** 2
    best = np.argsort(approx)[:8]
    ds = [(GEOD.inv(c.x, c.y, arr[i, 0], arr[i, 1])[2], ids[i]) for i in best]
    d, n = min(ds)
    return n, d


def route_len(twn, mode, a, b, variant='base', whole=False):
    G = graph(twn, mode, variant)[0]
    na, da = snap(twn, mode, variant, a, whole)
    nb, db = snap(twn, mode, variant, b, whole)
    if not whole and (da > 100 or db > 100):
        raise Fragile('snapped %.0f / %.0f m away' % (da, db))
    try:
        return nx.dijkstra_path_length(G, na, nb, weight='weight')
    except nx.NetworkXNoPath:
        raise Fragile('no path (%s %s %s)' % (mode, variant, 'whole' if whole else 'big'))


VARIANTS = {'car': ['strict'], 'bike': ['strict', 'nooneway'], 'foot': ['strict']}


def route(pa, pb, mode, legmin=300):
    sl = gdist(pa.geom, pb.geom)
    if not (legmin <= sl <= 5000):
        raise Fragile('straight line %.0f m out of range' % sl)
    L = route_len(pa.town, mode, pa.geom, pb.geom)
    if L > 2.5 * sl:
        raise Fragile('route %.0f m > 2.5 x straight %.0f m' % (L, sl))
    if L < sl * 0.97:
        raise Fragile('route %.0f m shorter than the straight line %.0f m' % (L, sl))
    vs = [route_len(pa.town, mode, pa.geom, pb.geom, v) for v in VARIANTS[mode]]
    vs.append(route_len(pa.town, mode, pa.geom, pb.geom, 'base', whole=True))
    for v in vs:
        if abs(v - L) > 0.03 * L:
            raise Fragile('route variant %.0f m vs %.0f m' % (v, L))
    return L, sl, vs


def walk_verdict(pa, pb, T):
    L, sl, vs = route(pa, pb, 'foot')
    allv = [L] + vs
    if all(v <= 0.9 * T * 50 for v in allv):
        return True, L
    if all(v >= 1.1 * T * 100 for v in allv):
        return False, L
    raise Fragile('walk verdict unclear: %.0f m for %d minutes' % (L, T))


def tour(start, stops, mode, listed_order=None):
    pts = [start] + stops
    n = len(pts)
    D = {}
    for i in range(n):
        for j in range(n):
            if i != j:
                D[i, j] = route(pts[i], pts[j], mode, legmin=100)[0]
    res = []
    for perm in itertools.permutations(range(1, n)):
        seq = (0,) + perm
        res.append((sum(D[seq[k], seq[k + 1]] for k in range(n - 1)), perm))
    res.sort()
    if res[1][0] <= res[0][0] * 1.1:
        raise Fragile('tour: best %.0f vs next %.0f' % (res[0][0], res[1][0]))
    if listed_order is not None and tuple(res[0][1]) == tuple(listed_order):
        raise Fragile('tour best order equals the listed order')
    return [pts[i] for i in res[0][1]], res[0][0], res[1][0]


# ------------------------------------------------------------ items
def m_item(x):
    return '~%d m' % round(x)


def r_item(x):
    return '~%d m ±10%%' % round(x)


def a_item(x):
    return '~%d m2' % round(x)


TIME_ITEM = '!min | !minute | !hour'
NOTDATA = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
YES, NO = '!yes', '!no'
ITEM_RE = re.compile(r'^(#\d+|~\d+ m|~\d+ m ±10%|~\d+ m2|![^|;]+|[^!#~|;][^|;]*)$')


def check_syntax(gold):
    for item in gold.split('; '):
        for alt in item.split(' | '):
            if not ITEM_RE.match(alt) or alt != alt.strip() or not alt:
                raise Fragile('gold syntax: %r' % alt)


def street_len(p):
    full = sum(glength(f.geom) for f in p.feats)
    nof = sum(glength(f.geom) for f in p.feats
              if f.tags.get('highway') not in ('footway', 'path', 'steps', 'cycleway', 'track', 'corridor'))
    if abs(full - nof) > 0.05 * full:
        raise Fragile('%s: length without footways moves by more than 5 %%' % p.name)
    return full

# ============================================================ questions
KIND['pool'] = lambda f: (f.tags.get('leisure') in ('swimming_pool', 'water_park') or
                          f.tags.get('amenity') == 'swimming_pool' or f.tags.get('sport') == 'swimming')
KIND['taxi'] = lambda f: f.tags.get('amenity') == 'taxi' or any('taxi' in k for k in f.tags)
B, H, S = 'Baltimore', 'Heidelberg', 'Singapore'
Q = []


def q(file, twn, text, mentions=(), kind='one', trap=False):
    def deco(fn):
        Q.append(dict(file=file, town=twn, text=text, mentions=list(mentions), kind=kind, fn=fn, trap=trap))
        return fn
    return deco


def P(m, twn=B, street=False):
    return place(m, twn, street)


def tag_absent(p, pred, what):
    bad = [k for k in p.tags if pred(k)]
    if bad:
        raise Fragile('trap: %s has %s' % (p.name, bad))
    return '%s | !no %s' % (NOTDATA, what)


def closed_or_open(v):
    return YES if v else '%s | !closed' % NO


def yn(v):
    return YES if v else NO


# ---------------------------------------------------------------- attribute
@q('attribute', B, "what's the website for Boxing Charlie's?", ["Boxing Charlie's"])
def _():
    w = P("Boxing Charlie's").tags['website']
    return '!boxingcharliesbaltimore.com', w


@q('attribute', B, "My friend swears by Serenity Palm Reading and I want to book a session, do you have a phone number for them", ['Serenity Palm Reading'])
def _():
    ph = P('Serenity Palm Reading').tags['phone']
    assert ph == '410-963-9182'
    return '!410-963-9182 | !4109639182 | !(410) 963-9182 | !963-9182', ph


@q('attribute', B, 'What denomination is The Church of Jesus Christ of Latter-day Saints in Baltimore listed as?', ['The Church of Jesus Christ of Latter-day Saints'])
def _():
    d = P('The Church of Jesus Christ of Latter-day Saints').tags['denomination']
    assert d == 'mormon'
    return '!mormon', d


@q('attribute', B, "dropping my kid off at New Century School for the first time tomorow - what's the street address?", ['New Century School'])
def _():
    t = P('New Century School').tags
    return '!%s; %s' % (t['addr:housenumber'], t['addr:street'].split()[1]), (t['addr:housenumber'], t['addr:street'])


@q('attribute', B, 'What does Vitamin Shoppe sell, what type of store is it tagged as?', ['Vitamin Shoppe'])
def _():
    v = P('Vitamin Shoppe').tags['shop']
    assert v == 'chemist'
    return '!chemist', v


@q('attribute', B, 'Is there a website listed for the Seafarers International Union?', ['Seafarers International Union'])
def _():
    w = P('Seafarers International Union').tags['website']
    return '!seafarers.org', w


@q('attribute', B, "need to call Hometrack Real Estate Marketing about a listing, what's their number", ['Hometrack Real Estate Marketing'])
def _():
    ph = P('Hometrack Real Estate Marketing').tags['phone']
    assert ph == '4102482941'
    return '!4102482941 | !410-248-2941 | !(410) 248-2941 | !248-2941', ph


@q('attribute', B, "I'm getting my cards read at Serenity Palm Reading and my mom wants to light a candle at whatever church is closest to it. Which church is that, and is it catholic or something else?", ['Serenity Palm Reading'])
def _():
    f, d, r = nearest('church', P('Serenity Palm Reading'))
    den = f.tags['denomination']
    assert den == 'catholic' and f.name == 'Saint Stanislaus Roman Catholic Church'
    return 'Saint Stanislaus; !catholic', (f.name, round(d), r[1].name, round(r[0]), den)


@q('attribute', H, 'In Heidelberg the Schießtorstraße is one-way. Am I allowed to cycle it in the opposite direction?', [('Schießtorstraße', H, True)])
def _():
    p = P('Schießtorstraße', H, True)
    vals = {(f.tags.get('oneway'), f.tags.get('oneway:bicycle'), f.tags.get('cycleway')) for f in p.feats}
    assert vals == {('yes', 'no', 'opposite')}
    return YES, vals


@q('attribute', H, 'How wide is Unter der Schanz in Heidelberg?', [('Unter der Schanz', H, True)])
def _():
    p = P('Unter der Schanz', H, True)
    ws = {f.tags.get('width') for f in p.feats}
    assert ws == {'4'}
    return '!4 m | !4m | !4 metres | !4 meters | !four', ws


@q('attribute', B, "Exxon Gas - do you have a phone number for them? My tire light came on", ['Exxon Gas'], trap=True)
def _():
    return tag_absent(P('Exxon Gas'), lambda k: k.startswith(('phone', 'contact', 'mobile')), 'phone'), 'no phone key'


@q('attribute', B, "whats Ulta's website?", ['Ulta'], trap=True)
def _():
    return tag_absent(P('Ulta'), lambda k: k.startswith(('website', 'contact', 'url')) or k == 'url', 'website'), 'no website key'


# ---------------------------------------------------------------- hours
@q('hours', B, "Sunday, 2 in the morning, and I need cough syrup. Is the pharmacy closest to Calvary Methodist Church open right now, and what's it called?", ['Calvary Methodist Church'])
def _():
    f, d, r = nearest('pharmacy', P('Calvary Methodist Church'))
    v = open_verdict(f, 6, 2 * 60)
    assert f.name == 'Rite Aid'
    return 'Rite Aid; ' + closed_or_open(v), (f.name, round(d), r[1].name, round(r[0]), f.tags['opening_hours'])


@q('hours', B, 'Is the bakery nearest Saint Leos School open on Sunday at 9 am?', ['Saint Leos School'])
def _():
    f, d, r = nearest('bakery', P('Saint Leos School'))
    v = open_verdict(f, 6, 9 * 60)
    return 'Poupon; ' + closed_or_open(v), (f.name, round(d), r[1].name, round(r[0]), f.tags['opening_hours'])


@q('hours', B, "I work late near Remax and my dog needs a run. At quarter to eleven on a Wednesday night, is the closest fenced off-leash area for dogs still open? Which one is it?", ['Remax'])
def _():
    f, d, r = nearest('dog_park', P('Remax'))
    v = open_verdict(f, 2, 22 * 60 + 45)
    return 'Canton Dog Park; ' + closed_or_open(v), (f.name, round(d), r[1].name, round(r[0]), f.tags['opening_hours'])


@q('hours', B, 'What time on a Saturday does the bakery nearest to Caroline Street Methodist Church open its doors?', ['Caroline Street Methodist Church'])
def _():
    f, d, r = nearest('bakery', P('Caroline Street Methodist Church'))
    a, b = single_interval(f, 5)
    return 'Poupon; ' + time_items(a), (f.name, round(d), r[1].name, round(r[0]), f.tags['opening_hours'])


@q('hours', B, 'Is Loft open sunday around noon?', ['Loft'], trap=True)
def _():
    return tag_absent(P('Loft'), lambda k: 'opening_hours' in k or k.startswith('hours'), 'opening hours'), 'no hours'


@q('hours', B, "having people over friday night, can I still grab a bottle at World Wide Liquors at 10pm?", ['World Wide Liquors'], trap=True)
def _():
    return tag_absent(P('World Wide Liquors'), lambda k: 'opening_hours' in k or k.startswith('hours'), 'opening hours'), 'no hours'


@q('hours', H, 'In Heidelberg, is the bakery nearest the Heugasse open on Sunday at 1 pm?', [('Heugasse', H, True)])
def _():
    f, d, r = nearest('bakery', P('Heugasse', H, True))
    v = open_verdict(f, 6, 13 * 60)
    return 'Mantei; ' + closed_or_open(v), (f.name, round(d), r[1].name, round(r[0]), f.tags['opening_hours'])


@q('hours', H, "we'll be wandering down the Pfaffengasse sunday evening around 9 and fancy a coffee. will the closest cafe there still be open? whats its name", [('Pfaffengasse', H, True)])
def _():
    f, d, r = nearest('cafe', P('Pfaffengasse', H, True))
    v = open_verdict(f, 6, 21 * 60)
    return 'La F\u00e9e; ' + closed_or_open(v), (f.name, round(d), r[1].name, round(r[0]), f.tags['opening_hours'])


@q('hours', H, 'Until what time is the restaurant nearest the Landfriedstraße open on Saturdays?', [('Landfriedstraße', H, True)])
def _():
    f, d, r = nearest('restaurant', P('Landfriedstraße', H, True))
    a, b = single_interval(f, 5)
    return 'VeggieArt; ' + time_items(b), (f.name, round(d), r[1].name, round(r[0]), f.tags['opening_hours'])


@q('hours', H, "Early start on Sunday: I'm parked on the Klingentorstraße. When does the nearest café open that day?", [('Klingentorstraße', H, True)])
def _():
    f, d, r = nearest('cafe', P('Klingentorstraße', H, True))
    a, b = single_interval(f, 6)
    return 'Riegler; ' + time_items(a), (f.name, round(d), r[1].name, round(r[0]), f.tags['opening_hours'])


@q('hours', H, "hungry after the cinema, sunday 10.30 pm. the fast food place nearest the Schießtorstraße - open or not, and what is it?", [('Schießtorstraße', H, True)])
def _():
    f, d, r = nearest('fast_food', P('Schießtorstraße', H, True))
    v = open_verdict(f, 6, 22 * 60 + 30)
    return "Chili's; " + closed_or_open(v), (f.name, round(d), r[1].name, round(r[0]), f.tags['opening_hours'])


@q('hours', H, 'Can I pick up a prescription at the pharmacy closest to the Riesensteinweg on a Saturday at 11am?', [('Riesensteinweg', H, True)])
def _():
    f, d, r = nearest('pharmacy', P('Riesensteinweg', H, True))
    v = open_verdict(f, 5, 11 * 60)
    return 'Greif; ' + closed_or_open(v), (f.name, round(d), r[1].name, round(r[0]), f.tags['opening_hours'])


# ---------------------------------------------------------------- arithmetic
def ele(m):
    return int(P(m).tags['ele'])


@q('arithmetic', B, 'How much higher above sea level is Mount Sinai Baptist Church than the Chapel of the Redemption?', ['Mount Sinai Baptist Church', 'Chapel of the Redemption'])
def _():
    a, b = ele('Mount Sinai Baptist Church'), ele('Chapel of the Redemption')
    if a - b < 3:
        raise Fragile('elevations too close')
    return '!%d' % (a - b), (a, b)


@q('arithmetic', B, "Fleet Street Market and Hospitality Staffing Solutions - if you stack their floors together, how many floors is that?", ['Fleet Street Market', 'Hospitality Staffing Solutions'])
def _():
    a = int(P('Fleet Street Market').tags['building:levels'])
    b = int(P('Hospitality Staffing Solutions').tags['building:levels'])
    return '!%d' % (a + b), (a, b)


@q('arithmetic', B, 'Which is bigger, CNX Marine Terminal or Seagirt Marine Terminal, and by how many square metres?', ['CNX Marine Terminal', 'Seagirt Marine Terminal'])
def _():
    a, b = garea(P('CNX Marine Terminal').geom), garea(P('Seagirt Marine Terminal').geom)
    if max(a, b) < 1.15 * min(a, b):
        raise Fragile('areas too close')
    big = 'Seagirt' if b > a else 'CNX'
    return '%s; %s' % (big, a_item(abs(a - b))), (round(a), round(b))


@q('arithmetic', B, "Trying to decide where to volunteer. Within 500 m of Caroline Street Methodist Church, are there more schools or more other churches, and what's the difference?", ['Caroline Street Methodist Church'])
def _():
    p = P('Caroline Street Methodist Church')
    s, _ = in_radius('school', p, 500)
    c, _ = in_radius('church', p, 500, exclude_anchor=True)
    ns, nc = len(s), len(c)
    if abs(ns - nc) <= 0.1 * max(ns, nc) or abs(ns - nc) in (ns, nc):
        raise Fragile('counts too close')
    more = 'churches' if nc > ns else 'schools'
    return '!%s; #%d; #%d; #%d' % (more, ns, nc, abs(ns - nc)), (ns, nc)


@q('arithmetic', B, "From Bond Street Plaza, which one is closer as the crow flies - the Weinberg Building or the Christian Community Center? and by how much", ['Bond Street Plaza', 'Weinberg Building', 'Christian Community Center'])
def _():
    x = P('Bond Street Plaza')
    a, b = P('Weinberg Building'), P('Christian Community Center')
    da, db = gdist(x.geom, a.geom), gdist(x.geom, b.geom)
    ca, cb = cdist(x.geom, a.geom), cdist(x.geom, b.geom)
    if max(da, db) < 1.15 * min(da, db) or (da < db) != (ca < cb):
        raise Fragile('closeness unclear')
    diff, cdiff = abs(da - db), abs(ca - cb)
    if abs(diff - cdiff) > max(0.05 * diff, 15):
        raise Fragile('difference unstable')
    near = 'Weinberg' if da < db else 'Christian Community'
    return '%s; %s' % (near, m_item(diff)), (round(da), round(db))


@q('arithmetic', B, 'straight-line distance from the Weinberg Building to McKim Community Center and then on to Charity Baptist Church, total?', ['Weinberg Building', 'McKim Community Center', 'Charity Baptist Church'])
def _():
    a, b, c = P('Weinberg Building'), P('McKim Community Center'), P('Charity Baptist Church')
    l1, l2 = gdist(a.geom, b.geom), gdist(b.geom, c.geom)
    c1, c2 = cdist(a.geom, b.geom), cdist(b.geom, c.geom)
    if min(l1, l2) < 100 or abs((l1 + l2) - (c1 + c2)) > max(0.05 * (l1 + l2), 15):
        raise Fragile('two-leg sum unstable')
    return m_item(l1 + l2), (round(l1), round(l2))


@q('arithmetic', H, 'In Heidelberg, how much longer is the Zwingerstraße than the Karlstraße?', [('Zwingerstraße', H, True), ('Karlstraße', H, True)])
def _():
    a, b = street_len(P('Zwingerstraße', H, True)), street_len(P('Karlstraße', H, True))
    if a < 1.15 * b:
        raise Fragile('lengths too close')
    return m_item(a - b), (round(a), round(b))


@q('arithmetic', H, "jogging route idea: the whole Graimbergweg and then the whole Seminarstraße. roughly how many metres is that combined?", [('Graimbergweg', H, True), ('Seminarstraße', H, True)])
def _():
    a, b = street_len(P('Graimbergweg', H, True)), street_len(P('Seminarstraße', H, True))
    return m_item(a + b), (round(a), round(b))


@q('arithmetic', B, 'Add up the number of floors of Fleet Street Market and of House of Spirits for me?', ['Fleet Street Market', 'House of Spirits'], trap=True)
def _():
    a = int(P('Fleet Street Market').tags['building:levels'])
    g = tag_absent(P('House of Spirits'), lambda k: 'level' in k or 'height' in k, 'floor count')
    return g + ' | !no floors', (a, 'House of Spirits: none')


@q('arithmetic', B, "How big is Holabird Industrial Park, in hectares?", ['Holabird Industrial Park'])
def _():
    a = garea(P('Holabird Industrial Park').geom)
    ha = a / 10000
    if abs((ha * 10) % 1 - 0.5) < 0.1:
        raise Fragile('hectares near a rounding edge')
    return '%s | !%.1f ha | !%.1f hectares' % (a_item(a), ha, ha), round(a)


@q('arithmetic', B, "my aunt taught at Saint James School, Saint Katherines School and Sacred Heart of Mary School. What's their average elevation?", ['Saint James School', 'Saint Katherines School', 'Sacred Heart of Mary School'])
def _():
    es = [ele('Saint James School'), ele('Saint Katherines School'), ele('Sacred Heart of Mary School')]
    m = sum(es) / 3
    if m != int(m):
        raise Fragile('mean not whole')
    return '!%d' % m, es


@q('arithmetic', B, 'Does Mount Sinai Baptist Church sit higher than The Church of Jesus Christ of Latter-day Saints? By how many metres?', ['Mount Sinai Baptist Church', 'The Church of Jesus Christ of Latter-day Saints'])
def _():
    a, b = ele('Mount Sinai Baptist Church'), ele('The Church of Jesus Christ of Latter-day Saints')
    if abs(a - b) < 3:
        raise Fragile('elevations too close')
    return '%s; !%d' % (yn(a > b), abs(a - b)), (a, b)


# ---------------------------------------------------------------- route
@q('route', B, 'walking from McKim Community Center to Caroline Street Methodist Church, how far is it?', ['McKim Community Center', 'Caroline Street Methodist Church'])
def _():
    L, sl, vs = route(P('McKim Community Center'), P('Caroline Street Methodist Church'), 'foot')
    return r_item(L), (round(L), round(sl))


@q('route', B, "How long does it take to walk from Bond Street Plaza to Caroline Street Methodist Church, and how far is it?", ['Bond Street Plaza', 'Caroline Street Methodist Church'])
def _():
    L, sl, vs = route(P('Bond Street Plaza'), P('Caroline Street Methodist Church'), 'foot')
    return '%s; %s' % (r_item(L), TIME_ITEM), (round(L), round(sl))


@q('route', B, "I have half an hour before choir practice. Can I make it on foot from the Weinberg Building to Charity Baptist Church in that time?", ['Weinberg Building', 'Charity Baptist Church'])
def _():
    v, L = walk_verdict(P('Weinberg Building'), P('Charity Baptist Church'), 30)
    return yn(v), round(L)


@q('route', B, "Can I get from Calvary Methodist Church to Sima's Salon and Spa on foot in 20 minutes?", ['Calvary Methodist Church', "Sima's Salon and Spa"])
def _():
    v, L = walk_verdict(P('Calvary Methodist Church'), P("Sima's Salon and Spa"), 20)
    return yn(v), round(L)


@q('route', B, "cycling from Boxing Charlie's to Sima's Salon and Spa, what's the distance?", ["Boxing Charlie's", "Sima's Salon and Spa"])
def _():
    L, sl, vs = route(P("Boxing Charlie's"), P("Sima's Salon and Spa"), 'bike')
    return r_item(L), (round(L), round(sl))


@q('route', B, "Planning to bike over from Fleet Street Market to Sacred Heart Schools - how far and about how many minutes?", ['Fleet Street Market', 'Sacred Heart Schools'])
def _():
    L, sl, vs = route(P('Fleet Street Market'), P('Sacred Heart Schools'), 'bike')
    return '%s; %s' % (r_item(L), TIME_ITEM), (round(L), round(sl))


@q('route', B, 'By bicycle, how many metres is it from Charity Baptist Church to Fleet Street Market?', ['Charity Baptist Church', 'Fleet Street Market'])
def _():
    L, sl, vs = route(P('Charity Baptist Church'), P('Fleet Street Market'), 'bike')
    return r_item(L), (round(L), round(sl))


@q('route', B, "My union meeting is at the Seafarers International Union and afterwards I pick my son up at Sacred Heart Schools. Driving, how far is that and roughly how many minutes?", ['Seafarers International Union', 'Sacred Heart Schools'])
def _():
    L, sl, vs = route(P('Seafarers International Union'), P('Sacred Heart Schools'), 'car')
    return '%s; %s' % (r_item(L), TIME_ITEM), (round(L), round(sl))


@q('route', B, 'What is the driving distance from the Weinberg Building to New Century School?', ['Weinberg Building', 'New Century School'])
def _():
    L, sl, vs = route(P('Weinberg Building'), P('New Century School'), 'car')
    return r_item(L), (round(L), round(sl))


@q('route', B, 'how many km is it by car from Hudson Street Garage to Exxon Gas', ['Hudson Street Garage', 'Exxon Gas'])
def _():
    L, sl, vs = route(P('Hudson Street Garage'), P('Exxon Gas'), 'car')
    return r_item(L), (round(L), round(sl))


@q('route', B, "Starting at Hudson Street Garage, I'm walking to Boxing Charlie's, Calvary Methodist Church and Sima's Salon and Spa, no need to come back. What order keeps the walk shortest, and how long is it in total?", ['Hudson Street Garage', "Boxing Charlie's", 'Calvary Methodist Church', "Sima's Salon and Spa"])
def _():
    stops = [P("Boxing Charlie's"), P('Calvary Methodist Church'), P("Sima's Salon and Spa")]
    best, L, nxt = tour(P('Hudson Street Garage'), stops, 'foot', listed_order=(1, 2, 3))
    names = {"Boxing Charlie's": "Boxing Charlie", 'Calvary Methodist Church': 'Calvary', "Sima's Salon and Spa": 'Sima'}
    return '; '.join(names[b.name] for b in best) + '; ' + r_item(L), (round(L), round(nxt))


@q('route', B, 'How far is the walk from New Century School to the nearest taxi stand?', ['New Century School'], trap=True)
def _():
    P('New Century School')
    t = [f for f in town(B).feats if KIND['taxi'](f)]
    if t:
        raise Fragile('taxi features exist in Baltimore: %s' % t[:3])
    return NOTDATA + ' | !no taxi stand | !none', 'no taxi feature in Baltimore'


# ---------------------------------------------------------------- aggregate
@q('aggregate', B, 'How many other baptist churches are there within 300 m of Faith Baptist Church?', ['Faith Baptist Church'])
def _():
    fs, figs = in_radius('church', P('Faith Baptist Church'), 300, exclude_anchor=True)
    n = sum(1 for f in fs if f.tags.get('denomination') == 'baptist')
    return '#%d' % n, figs


@q('aggregate', B, "My car's making a grinding noise and I'm at Midway Car Wash. Which car repair places are there within 500 m?", ['Midway Car Wash'], kind='list')
def _():
    fs, figs = in_radius('car_repair', P('Midway Car Wash'), 500)
    short = {'Holabird Tire & Auto Service': 'Holabird Tire', 'Certified Collision Center': 'Certified Collision',
             'Trans-Tech': 'Trans-Tech', 'La Familia Auto Mechanic': 'La Familia'}
    return '; '.join(short[n] for n, d in figs), figs


@q('aggregate', B, 'how many places of worship are within 300 m of Salem United Methodist Church, not counting Salem itself?', ['Salem United Methodist Church'])
def _():
    fs, figs = in_radius('church', P('Salem United Methodist Church'), 300, exclude_anchor=True)
    return '#%d' % len(fs), figs


@q('aggregate', B, "We're moving close to Caroline Street Methodist Church. How many schools are within 500 metres of it?", ['Caroline Street Methodist Church'])
def _():
    fs, figs = in_radius('school', P('Caroline Street Methodist Church'), 500)
    return '#%d' % len(fs), figs


@q('aggregate', B, 'Number of restaurants within 300 m of Remax?', ['Remax'])
def _():
    fs, figs = in_radius('restaurant', P('Remax'), 300)
    return '#%d' % len(fs), figs


@q('aggregate', B, "Pub crawl idea: what pubs are there within 500 m of Hudson Street Garage?", ['Hudson Street Garage'], kind='list')
def _():
    fs, figs = in_radius('pub', P('Hudson Street Garage'), 500)
    short = {"Mahaffey's Pub": "Mahaffey", 'Hudson Street Stackhouse': 'Stackhouse', "Silk's": "Silk", 'Claddagh': 'Claddagh',
             "Looney's Pub": "Looney"}
    return '; '.join(short[n] for n, d in figs), figs


@q('aggregate', B, 'How many car washes are there in the Baltimore data?')
def _():
    fs = whole_count('car_wash', B)
    return '#%d' % len(fs), [f.name for f in fs]


@q('aggregate', H, 'how many fast food places are within 100 m of the Heugasse in Heidelberg', [('Heugasse', H, True)])
def _():
    fs, figs = in_radius('fast_food', P('Heugasse', H, True), 100)
    return '#%d' % len(fs), figs


@q('aggregate', H, "Friends are visiting Heidelberg and want to stay near the Klingentorstraße. Which hotels are within 200 m of it?", [('Klingentorstraße', H, True)], kind='list')
def _():
    fs, figs = in_radius('hotel', P('Klingentorstraße', H, True), 200)
    short = {'Hotel Acor': 'Acor', 'Hotel Monpti': 'Monpti', 'Arthotel Heidelberg': 'Arthotel'}
    return '; '.join(short[n] for n, d in figs), figs


@q('aggregate', S, 'How many swimming pools does the Singapore data have?')
def _():
    fs = whole_count('pool', S)
    return '#%d' % len(fs), [(f.name, f.kind, f.id) for f in fs]


@q('aggregate', B, 'Of the car repair places within 500 m of Midway Car Wash, which ones are open on Saturday mornings?', ['Midway Car Wash'], trap=True)
def _():
    fs, figs = in_radius('car_repair', P('Midway Car Wash'), 500)
    bad = [f.name for f in fs if any('opening_hours' in k or k.startswith('hours') for k in f.tags)]
    if bad:
        raise Fragile('trap: hours on %s' % bad)
    return NOTDATA + ' | !no opening hours', figs


@q('aggregate', B, "just curious - of the churches within half a kilometre of Community Initiatives Academy, how many sit more than 34 m above sea level?", ['Community Initiatives Academy'])
def _():
    fs, figs = in_radius('church', P('Community Initiatives Academy'), 500)
    if any('ele' not in f.tags for f in fs):
        raise Fragile('a church without ele')
    es = [float(f.tags['ele']) for f in fs]
    if any(abs(e - 34) <= 1 for e in es):
        raise Fragile('elevation near the threshold')
    return '#%d' % sum(1 for e in es if e > 34), sorted(es)

# ============================================================ driver
FILES_OUT = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
HEADER = ('# "beyond" validation set 19 (held out) - %s questions; see README-val19.md. Never tune on it.\n'
          '# Map data (c) OpenStreetMap contributors, ODbL 1.0. Golds recomputed by gold_val19.py.\n'
          '# question\tgold\tkind\n')
TOWN_COUNTS = None  # filled in the README; checked below when set


def evaluate():
    rows, fragile = [], []
    seen = set()
    for i, x in enumerate(Q):
        text = x['text']
        try:
            if text in seen:
                raise Fragile('duplicate question')
            seen.add(text)
            if '\t' in text:
                raise Fragile('tab in question')
            old = older_in_text(text)
            if old:
                raise Fragile('older names in the question text: %s' % old)
            for m in x['mentions']:
                mm, twn, st = (m, x['town'], False) if isinstance(m, str) else m
                if fold(mm) not in fold(text):
                    raise Fragile('mention %r not in the text' % mm)
                if twn != x['town']:
                    raise Fragile('mention %r in another town' % mm)
                place(mm, twn, st)
            gold, figs = x['fn']()
            check_syntax(gold)
            if x['trap'] and not gold.startswith(NOTDATA):
                raise Fragile('trap gold without the not-in-the-data alternatives')
            rows.append((x, gold, figs, None))
        except Fragile as e:
            rows.append((x, None, None, str(e)))
            fragile.append((x, str(e)))
        except (KeyError, AssertionError, ValueError) as e:
            rows.append((x, None, None, 'error: %r' % (e,)))
            fragile.append((x, 'error: %r' % (e,)))
    for f in FILES_OUT:
        n = sum(1 for x in Q if x['file'] == f)
        if n != 12:
            fragile.append(({'file': f, 'text': '-'}, '%s has %d questions, not 12' % (f, n)))
    ntrap = sum(1 for x in Q if x['trap'])
    if ntrap != 7:
        fragile.append(({'file': '-', 'text': '-'}, '%d traps, not 7' % ntrap))
    return rows, fragile


def tsv_text(rows, f):
    out = [HEADER % f]
    for x, gold, figs, err in rows:
        if x['file'] == f:
            out.append('%s\t%s\t%s\n' % (x['text'], gold, x['kind']))
    return ''.join(out)


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ''
    here = Path(__file__).resolve().parent
    rows, fragile = evaluate()
    if mode == '':
        for x, gold, figs, err in rows:
            print('[%s | %s | %s%s] %s' % (x['file'], x['town'], x['kind'], ' | trap' if x['trap'] else '', x['text']))
            print('    gold: %s' % gold if err is None else '    FRAGILE: %s' % err)
            if figs is not None:
                print('    figures: %s' % (figs,))
        from collections import Counter as _C
        print('towns:', dict(_C(x['town'] for x in Q)), ' per file:',
              {f: dict(_C(x['town'] for x in Q if x['file'] == f)) for f in FILES_OUT})
        print('traps:', sum(1 for x in Q if x['trap']), ' fragile:', len(fragile))
        for x, e in fragile:
            print('FRAGILE [%s] %s: %s' % (x['file'], x['text'], e))
        return 0
    if mode == '--write':
        if fragile:
            for x, e in fragile:
                print('FRAGILE [%s] %s: %s' % (x['file'], x['text'], e))
            print('refused: fragile golds, nothing written')
            return 1
        for f in FILES_OUT:
            (here / ('val19-%s.tsv' % f)).write_text(tsv_text(rows, f), encoding='utf-8')
        print('wrote %d questions' % len(rows))
        return 0
    if mode == '--check':
        bad = 0
        for x, e in fragile:
            print('FRAGILE [%s] %s: %s' % (x['file'], x['text'], e))
            bad += 1
        for f in FILES_OUT:
            p = here / ('val19-%s.tsv' % f)
            have = [l for l in p.read_text(encoding='utf-8').splitlines() if l and not l.startswith('#')] if p.exists() else []
            want = [l for l in tsv_text(rows, f).splitlines() if l and not l.startswith('#')]
            if len(have) != len(want):
                print('DIFF %s: %d lines in the file, %d computed' % (p.name, len(have), len(want)))
                bad += 1
            for i, (a, b) in enumerate(zip(have, want)):
                if a != b:
                    print('DIFF %s row %d:\n    file:     %s\n    computed: %s' % (p.name, i + 1, a, b))
                    bad += 1
        print('check: %s' % ('OK' if bad == 0 else '%d problem(s)' % bad))
        return 1 if bad else 0
    print(__doc__)
    return 2


if __name__ == '__main__':
    sys.exit(main())
