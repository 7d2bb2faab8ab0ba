#!/usr/bin/env python3
"""gold_val18.py - recomputes every gold of the held-out validation set val18 (README-val18.md) from the raw
osm-fresh extracts with osmium (pyosmium), shapely, pyproj, networkx and numpy only.

    gold_val18.py            print each question, town, gold, kind and figures (and any fragile gold)
    gold_val18.py --check    compare with the five val18-*.tsv (exit 1 on any difference or fragile gold)
    gold_val18.py --write    rewrite the five TSVs (refused while any gold is fragile)

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

import os, sys, math, re, unicodedata, itertools, collections
from pathlib import Path
import numpy as np
import osmium, shapely, shapely.wkb
from shapely.geometry import Point, LineString
from shapely.ops import nearest_points, unary_union, transform
from pyproj import Geod, Transformer, CRS
import networkx as nx

GEOD = Geod(ellps='WGS84')
FILES = {'Baltimore': 'baltimore-2015.osm.pbf', 'Heidelberg': 'heidelberg-2015.osm.pbf',
         'Singapore': 'singapore-bayfront-2019.osm.pbf'}
TOWNS = list(FILES)
POI_KEYS = ('amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft')
WKB = osmium.geom.WKBFactory()


class Fragile(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fragile(msg)


def data_dir():
    d = os.environ.get('GEOREACT_FRESH_DIR')
    return Path(d) if d else Path(__file__).resolve().parents[3] / 'shared' / 'data' / 'osm-fresh'


def fold(s):
    s = unicodedata.normalize('NFKD', s.replace('’', "'").replace('ß', 'ss'))
    return ' '.join(''.join(c for c in s if not unicodedata.combining(c)).casefold().split())


def inside(a, b):
    """folded a occurs in folded b as whole words"""
    return re.search(r'(?<!\w)' + re.escape(fold(a)) + r'(?!\w)', fold(b)) is not None


class Feat:
    __slots__ = ('town', 'typ', 'id', 'tags', 'geom', 'name', 'pgeom')

    def __init__(s, town, typ, i, tags, geom):
        s.town, s.typ, s.id, s.tags, s.geom, s.pgeom = town, typ, i, tags, geom, None
        s.name = tags.get('name')

    def __repr__(s):
        return f'{s.typ}{s.id}:{s.name}'

    @property
    def poi(s):
        return any(k in s.tags for k in POI_KEYS)

    @property
    def key(s):
        return (s.town, s.typ, s.id)


class _H(osmium.SimpleHandler):
    def __init__(s, town):
        super().__init__()
        s.town, s.feats, s.lines, s.areas, s.hw, s.nodes = town, [], {}, set(), [], {}

    def node(s, n):
        if len(n.tags):
            s.feats.append(Feat(s.town, 'n', n.id, dict(n.tags), Point(n.location.lon, n.location.lat)))

    def way(s, w):
        tags = dict(w.tags)
        try:
            coords = [(nd.lon, nd.lat) for nd in w.nodes]
            refs = [nd.ref for nd in w.nodes]
        except osmium.InvalidLocationError:
            return
        if 'highway' in tags:
            s.hw.append((w.id, tags, refs))
            for r, c in zip(refs, coords):
                s.nodes[r] = c
        if tags and len(coords) >= 2:
            s.lines[w.id] = Feat(s.town, 'w', w.id, tags, LineString(coords))

    def area(s, a):
        try:
            g = shapely.wkb.loads(WKB.create_multipolygon(a), hex=True)
        except Exception:
            return
        tags = dict(a.tags)
        g = g if len(g.geoms) > 1 else g.geoms[0]
        if a.from_way():
            if 'highway' in tags and tags.get('area') != 'yes':
                return
            s.areas.add(a.orig_id())
            s.feats.append(Feat(s.town, 'w', a.orig_id(), tags, g))
        else:
            s.feats.append(Feat(s.town, 'r', a.orig_id(), tags, g))


class Town:
    def __init__(s, town):
        h = _H(town)
        h.apply_file(str(data_dir() / FILES[town]), locations=True)
        s.name = town
        s.feats = h.feats + [f for i, f in h.lines.items() if i not in h.areas]
        s.hw, s.nodes = h.hw, h.nodes
        c = unary_union([f.geom.centroid for f in s.feats]).centroid
        s.proj = Transformer.from_crs(CRS.from_epsg(4326), CRS.from_proj4(
            f'+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84 +units=m'), always_xy=True)
        s.graphs = {}

    def ll(s, x, y):
        return s.proj.transform(x, y, direction='INVERSE')


_T = {}


def town(name):
    if name not in _T:
        _T[name] = Town(name)
    return _T[name]


def all_feats():
    return [f for t in TOWNS for f in town(t).feats]


# ------------------------------------------------------------------ measures
def area(f):
    return abs(GEOD.geometry_area_perimeter(f.geom)[0])


def glen(g):
    return GEOD.geometry_length(g)

# ------------------------------------------------------------------ places
def older_overlap(name):
    return [o for o in OLDER_SETS + LEFT_OUT if inside(o, name) or inside(name, o)]


_NAMES = None


def name_index():
    global _NAMES
    if _NAMES is None:
        _NAMES = collections.defaultdict(list)
        for f in all_feats():
            if f.name:
                _NAMES[fold(f.name)].append(f)
    return _NAMES


class Street:
    """a named street: the highway ways carrying exactly that name in one town"""
    def __init__(s, name, ways):
        s.name, s.ways, s.town = name, ways, ways[0].town
        s.typ, s.id, s.tags = 's', name, {'name': name}
        s.geom = unary_union([w.geom for w in ways])
        s.pgeom = None

    @property
    def key(s):
        return (s.town, 's', s.name)

    def length(s, drop_paths=False):
        skip = ('footway', 'path', 'steps', 'cycleway', 'track', 'corridor')
        return sum(glen(w.geom) for w in s.ways if not (drop_paths and w.tags.get('highway') in skip))

    def __repr__(s):
        return f'street:{s.name}'


def place(mention, townname):
    """the feature a mention names (README rules); refuses namesakes and older names"""
    idx = name_index()
    m = fold(mention)
    need(not older_overlap(mention), f'mention {mention!r} overlaps older {older_overlap(mention)}')
    exact = idx.get(m, [])
    hw = [f for f in exact if 'highway' in f.tags and not f.poi and f.typ == 'w']
    containing = [n for n in idx if n != m and inside(mention, n)]
    if exact and len(hw) == len(exact):
        need(not containing, f'street {mention!r} inside other names {containing[:3]}')
        need(len({f.town for f in hw}) == 1 and hw[0].town == townname, f'street {mention!r} town')
        return Street(exact[0].name, hw)
    if exact:
        need(len(exact) == 1, f'{mention!r}: {len(exact)} features carry the name (namesakes)')
        f = exact[0]
        need(not containing, f'{mention!r} inside other names {containing[:3]}')
    else:
        need(len(containing) == 1, f'{mention!r} inside {len(containing)} names')
        fs = idx[containing[0]]
        need(len(fs) == 1, f'{mention!r}: name carried by {len(fs)} features')
        f = fs[0]
    need(f.town == townname, f'{mention!r} not in {townname}')
    need(not older_overlap(f.name), f'{f.name!r} overlaps older names')
    return f


def pgs(f):
    T = town(f.town)
    if f.pgeom is None:
        f.pgeom = transform(T.proj.transform, f.geom)
    return f.pgeom


def dist(a, b, centroid=False):
    T = town(a.town)
    ga, gb = pgs(a), pgs(b)
    if centroid:
        ga, gb = ga.centroid, gb.centroid
    if ga.intersects(gb):
        return 0.0
    pa, pb = nearest_points(ga, gb)
    (x1, y1), (x2, y2) = T.ll(pa.x, pa.y), T.ll(pb.x, pb.y)
    return GEOD.inv(x1, y1, x2, y2)[2]



# ------------------------------------------------------------------ kinds
def kind_is(k, v):
    vs = v if isinstance(v, (tuple, list, set)) else (v,)
    return lambda f: f.tags.get(k) in vs


KINDS = {
    'restaurant': kind_is('amenity', 'restaurant'), 'cafe': kind_is('amenity', 'cafe'),
    'fast food': kind_is('amenity', 'fast_food'), 'pub': kind_is('amenity', 'pub'), 'bar': kind_is('amenity', 'bar'),
    'pharmacy': kind_is('amenity', 'pharmacy'), 'bakery': kind_is('shop', 'bakery'),
    'church': kind_is('amenity', 'place_of_worship'), 'school': kind_is('amenity', 'school'),
    'fuel': kind_is('amenity', 'fuel'), 'bank': kind_is('amenity', 'bank'), 'atm': kind_is('amenity', 'atm'),
    'library': kind_is('amenity', 'library'), 'fire station': kind_is('amenity', 'fire_station'),
    'hotel': kind_is('tourism', ('hotel', 'hostel', 'guest_house', 'motel')),
    'car repair': kind_is('shop', 'car_repair'), 'hairdresser': kind_is('shop', 'hairdresser'),
    'clothes': kind_is('shop', 'clothes'), 'convenience': kind_is('shop', 'convenience'),
    'parking': kind_is('amenity', 'parking'), 'park': lambda f: f.tags.get('leisure') == 'park' and f.geom.geom_type in ('Polygon', 'MultiPolygon'),
    'ferry': kind_is('amenity', 'ferry_terminal'), 'museum': kind_is('tourism', 'museum'),
    'bench': kind_is('amenity', 'bench'), 'post box': kind_is('amenity', 'post_box'),
    'subway entrance': kind_is('railway', 'subway_entrance'), 'waste basket': kind_is('amenity', 'waste_basket'),
    'viewpoint': kind_is('tourism', 'viewpoint'), 'crossing': lambda f: f.typ == 'n' and f.tags.get('highway') == 'crossing',
    'fire hydrant': kind_is('emergency', 'fire_hydrant'), 'swimming pool': kind_is('leisure', 'swimming_pool'),
    'police': kind_is('amenity', 'police'), 'car wash': kind_is('amenity', 'car_wash'),
    'any shop': lambda f: 'shop' in f.tags, 'playground': kind_is('leisure', 'playground'),
    'nightclub': kind_is('amenity', 'nightclub'), 'ice cream': kind_is('amenity', 'ice_cream'),
    'bicycle rental': kind_is('amenity', 'bicycle_rental'), 'bicycle shop': kind_is('shop', 'bicycle'),
    'supermarket': kind_is('shop', 'supermarket'), 'cemetery': lambda f: f.tags.get('landuse') == 'cemetery' or f.tags.get('amenity') == 'grave_yard',
}


def of_kind(townname, kind):
    p = KINDS[kind] if isinstance(kind, str) else kind
    return [f for f in town(townname).feats if p(f)]


def same_place(a, b):
    """two counted features may be one place: same name, or one unnamed, within 10 m"""
    if (a.name and b.name and fold(a.name) != fold(b.name)):
        return False
    return dist(a, b) <= 10


def no_doubles(fs):
    for a, b in itertools.combinations(fs, 2):
        need(not same_place(a, b), f'{a} and {b} may be one place')


def within(anchor, kind, R, exclude_anchor=True, named=True):
    """features of a kind within R of the anchor; sound by real geometry and centroid"""
    out = {}
    for f in of_kind(anchor.town, kind):
        if exclude_anchor and getattr(f, 'key', None) == anchor.key:
            continue
        d1 = dist(anchor, f)
        if d1 > 3 * R + 500:
            continue
        d2 = dist(anchor, f, centroid=True)
        for d in (d1, d2):
            need(abs(d - R) > 0.05 * R, f'{f} at {d:.0f} m, near the radius {R}')
        need((d1 <= R) == (d2 <= R), f'{f}: real {d1:.0f} vs centroid {d2:.0f}')
        if d1 <= R:
            out[f] = d1
    fs = sorted(out, key=out.get)
    if named:
        need(all(f.name for f in fs), f'unnamed candidate in {fs}')
    no_doubles(fs)
    return fs


def nearest(anchor, kind, exclude=()):
    cands = [f for f in of_kind(anchor.town, kind) if f.key != anchor.key and f.key not in exclude]
    ds = sorted(((dist(anchor, f), f) for f in cands), key=lambda x: x[0])
    best = ds[0]
    rest = [x for x in ds[1:] if not (x[1].name and best[1].name and fold(x[1].name) == fold(best[1].name)
                                     and dist(best[1], x[1]) <= 100)]
    second = rest[0]
    need(second[0] > best[0] * 1.1 + 5, f'nearest {best[1]} {best[0]:.0f} vs {second[1]} {second[0]:.0f}')
    dc = sorted(((dist(anchor, f, True), f) for f in cands), key=lambda x: x[0])
    need(dc[0][1].key == best[1].key or (dc[0][1].name and fold(dc[0][1].name) == fold(best[1].name or '')),
         f'centroid nearest differs: {dc[0][1]}')
    return best[1], best[0], second[1], second[0]

# ------------------------------------------------------------------ opening hours (val4 subset)
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']


def parse_oh(s):
    """-> {day index: [(start, end) minutes]} or raise Fragile"""
    s = s.strip()
    if s == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    week = {d: [] for d in range(7)}
    for rule in s.split(';'):
        rule = rule.strip()
        need(rule, 'empty rule')
        m = re.fullmatch(r'(?:([A-Za-z,\-]+) )?(off|closed|[0-9:,\-]+)', rule)
        need(m, f'unreadable rule {rule!r}')
        sel, body = m.groups()
        days = set(range(7))
        if sel:
            days = set()
            for part in sel.split(','):
                need(part, f'bad selector {sel}')
                if '-' in part:
                    a, b = part.split('-')
                    need(a in DAYS and b in DAYS, f'bad day {part}')
                    i, j = DAYS.index(a), DAYS.index(b)
                    k = i
                    while True:
                        days.add(k)
                        if k == j:
                            break
                        k = (k + 1) % 7
                else:
                    need(part in DAYS, f'bad day {part}')
                    days.add(DAYS.index(part))
        if body in ('off', 'closed'):
            iv = []
        else:
            iv = []
            for r in body.split(','):
                mm = re.fullmatch(r'(\d{1,2}):(\d\d)-(\d{1,2}):(\d\d)', r)
                need(mm, f'bad range {r!r}')
                a = int(mm[1]) * 60 + int(mm[2])
                b = int(mm[3]) * 60 + int(mm[4])
                iv.append((a, b))
        for d in days:
            week[d] = list(iv)
    return week


def is_open(week, day, t, strict):
    for a, b in week[day]:
        if b > a and a <= t < b:
            return True
        if b <= a and t >= a:
            return True
    prev = (day - 1) % 7
    for a, b in week[prev]:
        if b <= a and t < b:
            if strict and week[day]:
                continue
            return True
    return False


def open_verdict(oh, day, t):
    week = parse_oh(oh)
    vs = set()
    for dt in range(-15, 16):
        tt, dd = t + dt, day
        if tt < 0:
            tt, dd = tt + 1440, (day - 1) % 7
        if tt >= 1440:
            tt, dd = tt - 1440, (day + 1) % 7
        for strict in (False, True):
            vs.add(is_open(week, dd, tt, strict))
    need(len(vs) == 1, f'{oh!r} unstable at {DAYS[day]} {t // 60}:{t % 60:02d}')
    return vs.pop()


def single_interval(oh, day):
    iv = parse_oh(oh)[day]
    need(len(iv) == 1, f'{oh} has {len(iv)} intervals on {DAYS[day]}')
    return iv[0]


# ------------------------------------------------------------------ routing
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NONWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
          'services', 'razed', 'disused', 'bus_guideway', 'escape'}
FAST = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}


def way_rule(tags, mode, variant):
    """-> None (not used), or (forward, backward)"""
    hw = tags.get('highway')
    ow = tags.get('oneway')
    fwd, bwd = True, True
    if ow in ('yes', 'true', '1'):
        bwd = False
    elif ow == '-1':
        fwd = False
    implied = variant == 'strict' and (tags.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link'))
    if implied and ow not in ('no', '-1'):
        bwd = False
    if mode == 'car':
        if hw not in CAR or tags.get('access') in ('no', 'private'):
            return None
        if variant == 'strict' and (tags.get('motor_vehicle') in ('no', 'private') or tags.get('motorcar') in ('no', 'private')):
            return None
        return fwd, bwd
    if mode == 'bike':
        ok = (hw in CAR and hw not in FAST) or hw in ('cycleway', 'path', 'track') or tags.get('bicycle') in ('yes', 'designated')
        if not ok or tags.get('bicycle') == 'no' or hw in NONWAY:
            return None
        if variant == 'strict' and tags.get('access') in ('no', 'private') and tags.get('bicycle') not in ('yes', 'designated', 'permissive'):
            return None
        if tags.get('oneway:bicycle') == 'no' or tags.get('cycleway', '').startswith('opposite') or variant == 'nooneway':
            return True, True
        return fwd, bwd
    if mode == 'foot':
        if hw in FAST or hw in NONWAY or tags.get('foot') == 'no':
            return None
        if variant == 'strict' and tags.get('access') in ('no', 'private') and tags.get('foot') not in ('yes', 'designated', 'permissive'):
            return None
        return True, True


def graph(townname, mode, variant='main'):
    T = town(townname)
    k = (mode, variant)
    if k not in T.graphs:
        G = nx.DiGraph()
        for wid, tags, refs in T.hw:
            r = way_rule(tags, mode, variant)
            if r is None:
                continue
            for a, b in zip(refs, refs[1:]):
                if a == b:
                    continue
                (x1, y1), (x2, y2) = T.nodes[a], T.nodes[b]
                w = GEOD.inv(x1, y1, x2, y2)[2]
                if r[0]:
                    G.add_edge(a, b, weight=w)
                if r[1]:
                    G.add_edge(b, a, weight=w)
        big = max(nx.strongly_connected_components(G), key=len)
        ids = np.array(list(G.nodes))
        xy = np.array([T.proj.transform(*T.nodes[n]) for n in ids])
        bigmask = np.array([n in big for n in ids])
        T.graphs[k] = (G, ids, xy, bigmask)
    return T.graphs[k]


def snap(f, mode, variant, whole=False):
    T = town(f.town)
    G, ids, xy, bigmask = graph(f.town, mode, variant)
    g = pgs(f)
    p = g if g.geom_type == 'Point' else g.centroid
    d2 = (xy[:, 0] - p.x) ** 2 + (xy[:, 1] - p.y) ** 2
    if not whole:
        d2 = np.where(bigmask, d2, np.inf)
    i = int(np.argmin(d2))
    n = ids[i]
    lon, lat = T.ll(p.x, p.y)
    d = GEOD.inv(lon, lat, *T.nodes[n])[2]
    return n, d


def route_len(a, b, mode, variant='main', whole=False):
    G = graph(a.town, mode, variant)[0]
    na, da = snap(a, mode, variant, whole)
    nb, db = snap(b, mode, variant, whole)
    need(da <= 100 and db <= 100, f'snapped {da:.0f} / {db:.0f} m ({mode})')
    try:
        return nx.dijkstra_path_length(G, na, nb, weight='weight')
    except nx.NetworkXNoPath:
        raise Fragile(f'no path {a} -> {b} {mode} {variant} whole={whole}')


VARIANTS = {'car': ['strict'], 'bike': ['strict', 'nooneway'], 'foot': ['strict']}


def route(a, b, mode, tour_leg=False):
    """robust route length: main, variants, whole-graph snapping all within 3 %"""
    s = dist(a, b)
    need((100 if tour_leg else 300) <= s <= 5000, f'straight line {s:.0f} m')
    L = route_len(a, b, mode)
    need(L <= 2.5 * s, f'route {L:.0f} > 2.5 x straight {s:.0f}')
    alts = [route_len(a, b, mode, v) for v in VARIANTS[mode]] + [route_len(a, b, mode, 'main', True)]
    for x in alts:
        need(abs(x - L) <= 0.03 * L, f'variant {x:.0f} vs {L:.0f} ({mode} {a}->{b})')
    return L, alts, s


def walk_verdict(a, b, T_min):
    L, alts, s = route(a, b, 'foot')
    allv = [L] + alts
    if all(x <= 0.9 * T_min * 50 for x in allv):
        return True, L
    if all(x >= 1.1 * T_min * 100 for x in allv):
        return False, L
    raise Fragile(f'walking verdict unclear: {L:.0f} m for {T_min} min')


def tour(start, stops, mode, listed):
    legs = {}
    pts = [start] + stops
    for a, b in itertools.permutations(pts, 2):
        if b is start:
            continue
        legs[(a.key, b.key)] = route(a, b, mode, tour_leg=True)[0]
    res = []
    for order in itertools.permutations(stops):
        seq = [start] + list(order)
        res.append((sum(legs[(x.key, y.key)] for x, y in zip(seq, seq[1:])), order))
    res.sort(key=lambda x: x[0])
    need(res[1][0] > res[0][0] * 1.1, f'tour best {res[0][0]:.0f} vs next {res[1][0]:.0f}')
    need([f.key for f in res[0][1]] != [f.key for f in listed], 'tour listed in best order')
    return res[0][1], res[0][0], res[1][0]


# ------------------------------------------------------------------ gold items
def m_item(x):
    return f'~{round(x)} m'


def r_item(x):
    return f'~{round(x)} m ±10%'


def a_item(x):
    return f'~{round(x)} m2'


TIME = '!min | !minute | !hour'
NOTDATA = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
YES, NO = '!yes', '!no'
CLOSED = '!no | !closed'


def hhmm(t):
    h, m = divmod(t % 1440, 60)
    h12 = h % 12 or 12
    ap = 'am' if h < 12 else 'pm'
    mm = f':{m:02d}'
    alts = [f'!{h:02d}:{m:02d}']
    if h < 10:
        alts.append(f'!{h}:{m:02d}')
    alts += [f'!{h12}{mm} {ap}', f'!{h12}{mm}{ap}']
    if m == 0:
        alts += [f'!{h12} {ap}', f'!{h12}{ap}']
    return ' | '.join(dict.fromkeys(alts))

# ================================================================== the questions
Q = []


def q(kind, townname, text, k='one'):
    def deco(fn):
        Q.append(dict(kind=kind, town=townname, q=text, k=k, fn=fn))
        return fn
    return deco


B, H, S = 'Baltimore', 'Heidelberg', 'Singapore'
P = place


def phone_items(raw):
    d = re.sub(r'\D', '', raw)
    need(len(d) == 10, f'phone {raw}')
    return ' | '.join([f'!{d}', f'!{d[:3]}-{d[3:6]}-{d[6:]}', f'!({d[:3]}) {d[3:6]}-{d[6:]}', f'!{d[3:6]}-{d[6:]}', f'!{d[3:]}'])


def absent(f, pred, what):
    bad = [k for k in f.tags if pred(k)]
    need(not bad, f'{f.name} has {bad} ({what})')


def trap(extra):
    return NOTDATA + ' | ' + extra


def diff_ok(a, b, frac=0.15):
    need(abs(a - b) > frac * max(a, b), f'{a:.0f} vs {b:.0f} not {frac:.0%} apart')


def stable_m(x, y):
    need(abs(x - y) <= max(0.05 * x, 15), f'{x:.0f} vs {y:.0f} (real vs centroid)')


def ele(f):
    v = f.tags.get('ele')
    need(v is not None and re.fullmatch(r'-?\d+(\.\d+)?', v), f'{f.name}: ele {v}')
    return float(v)


def levels(f):
    v = f.tags.get('building:levels')
    need(v is not None and v.isdigit(), f'{f.name}: building:levels {v}')
    return int(v)


def words(n):
    return {1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine', 10: 'ten'}.get(n)


def num(n):
    w = words(n)
    return f'!{n} | !{w}' if w else f'!{n}'


def count_item(n):
    return f'#{n}'


def hours_q(anchor, kind, day, t):
    a = anchor
    f, d, s, d2 = nearest(a, kind)
    oh = f.tags.get('opening_hours')
    need(oh, f'{f.name} has no opening_hours')
    v = open_verdict(oh, day, t)
    return f, v, f'{f.name} {d:.0f} m (next {s.name} {d2:.0f} m); {oh!r}; {DAYS[day]} {t // 60}:{t % 60:02d} -> {v}'


# ------------------------------------------------------------------ attribute (Baltimore 9, Heidelberg 3)
@q('attribute', B, "what's the phone number for The Blind Spot in Baltimore?")
def _():
    f = P('The Blind Spot', B)
    return phone_items(f.tags['phone']), f"phone={f.tags['phone']}"


@q('attribute', B, "I'm trying to get a quote from Total Plastics Inc, do they have a website listed anywhere on the map?")
def _():
    f = P('Total Plastics Inc', B)
    w = f.tags['website']
    w = re.sub(r'^(https?://)?(www\.)?', '', w).rstrip('/')
    return f'!{w}', f"website={f.tags['website']}"


@q('attribute', B, "Thinking of renting office space in The Broom Factory in Baltimore - how many floors does the building have?")
def _():
    f = P('The Broom Factory', B)
    return num(levels(f)), f"building:levels={f.tags['building:levels']}"


@q('attribute', B, 'who operates the Penn Mary Yard?')
def _():
    f = P('Penn Mary Yard', B)
    return f"!{f.tags['operator']}", f"operator={f.tags['operator']}"


@q('attribute', B, 'Need to drop off some boxes at Self Storage Plus tomorow. what is the street address?')
def _():
    f = P('Self Storage Plus', B)
    st = f.tags['addr:street'].split()[0]
    return f"!{f.tags['addr:housenumber']}; !{st}", f"{f.tags['addr:housenumber']} {f.tags['addr:street']}"


@q('attribute', B, "saw a sign for Sleepy's in Baltimore, what kind of store even is that?")
def _():
    f = P("Sleepy's", B)
    return f"!{f.tags['shop']}", f"shop={f.tags['shop']}"


@q('attribute', B, "I'm at Kroiz Architecture and starving. whats the closest restaurant and can you give me their phone number so I can order ahead")
def _():
    a = P('Kroiz Architecture', B)
    f, d, s, d2 = nearest(a, 'restaurant')
    return f"Sushi Place; {phone_items(f.tags['phone'])}", f'{f.name} {d:.0f} m (next {s.name} {d2:.0f} m); phone={f.tags["phone"]}'


@q('attribute', B, 'What denomination is Bethel Holy Tabernacle?')
def _():
    f = P('Bethel Holy Tabernacle', B)
    absent(f, lambda k: k in ('denomination', 'religion') or k.startswith('denomination'), 'denomination')
    return trap('!no denomination'), 'no denomination / religion tag'


@q('attribute', B, "my sister wants to call Cloud 9 Clothing before we go over there, could you find their phone number?")
def _():
    f = P('Cloud 9 Clothing', B)
    absent(f, lambda k: k.startswith(('phone', 'contact', 'mobile')), 'phone')
    return trap('!no phone'), 'no phone / contact tag'


@q('attribute', H, 'How wide is the Ziegelgasse in Heidelberg?')
def _():
    s = P('Ziegelgasse', H)
    vals = {w.tags.get('width') for w in s.ways}
    need(len(vals) == 1 and None not in vals, f'widths {vals}')
    v = vals.pop()
    return f'!{v} m | !{v} metres | !{v} meters | !{v}m', f'width={v} on all {len(s.ways)} ways'


@q('attribute', H, 'Heidelberg question: am I allowed to ride my bike through the Schlossbergtunnel?')
def _():
    s = P('Schlossbergtunnel', H)
    vals = {w.tags.get('bicycle') for w in s.ways}
    need(vals == {'no'}, f'bicycle {vals}')
    return NO, f'bicycle=no on all {len(s.ways)} ways (highway={s.ways[0].tags.get("highway")})'


@q('attribute', H, "gonna work on my laptop at whichever café is closest to the Krahnengasse. do they have wifi? and whats the place called")
def _():
    s = P('Krahnengasse', H)
    f, d, x, d2 = nearest(s, 'cafe')
    ia = f.tags.get('internet_access')
    need(ia in ('yes', 'wlan', 'wifi', 'free', 'public'), f'internet_access={ia}')
    return f'emma; {YES}', f'{f.name} {d:.0f} m (next {x.name} {d2:.0f} m); internet_access={ia}'


# ------------------------------------------------------------------ hours (Baltimore 6, Heidelberg 6)
@q('hours', B, 'Will the bakery nearest Carroll Mansion still be open at 5.30pm on a Saturday? Which bakery is it?')
def _():
    f, v, fig = hours_q(P('Carroll Mansion', B), 'bakery', 5, 17 * 60 + 30)
    need(v, 'expected open')
    return f'Poupon; {YES}', fig


@q('hours', B, 'Early bird here. What time does the bakery closest to the Jewish Heritage Center open on saturdays, and which bakery is it?')
def _():
    a = P('Jewish Heritage Center', B)
    f, d, s, d2 = nearest(a, 'bakery')
    st, en = single_interval(f.tags['opening_hours'], 5)
    return f'Poupon; {hhmm(st)}', f'{f.name} {d:.0f} m (next {s.name} {d2:.0f} m); {f.tags["opening_hours"]!r}'


@q('hours', B, "My mom needs her prescription and it's 3 in the morning on Sunday. We're at the Hatton Senior Center - is the nearest pharmacy open right now?")
def _():
    f, v, fig = hours_q(P('Hatton Senior Center', B), 'pharmacy', 6, 3 * 60)
    need(v, 'expected open')
    return f'Rite Aid; {YES}', fig


@q('hours', B, "Walking my dog near DSW late, like 11 at night on a Tuesday. Is the closest dog-walking park open then, and what's it called?")
def _():
    KINDS['dog area'] = kind_is('leisure', 'dog_park')
    f, v, fig = hours_q(P('DSW', B), 'dog area', 1, 23 * 60)
    need(v, 'expected open')
    return f'Canton Dog Park; {YES}', fig


@q('hours', B, 'Is Flemings open on a Friday at 8 pm?')
def _():
    f = P('Flemings', B)
    absent(f, lambda k: 'opening_hours' in k or k.startswith('hours'), 'opening hours')
    return trap('!no opening hours'), 'no opening_hours'


@q('hours', B, 'planning to grab fudge at Kilwins sunday afternoon around 2, will it be open?')
def _():
    f = P('Kilwins', B)
    absent(f, lambda k: 'opening_hours' in k or k.startswith('hours'), 'opening hours')
    return trap('!no opening hours'), 'no opening_hours'


@q('hours', H, 'Is the fast-food place nearest the Karl-Ludwig-Straße still open at 23:30 on a Thursday?')
def _():
    f, v, fig = hours_q(P('Karl-Ludwig-Straße', H), 'fast food', 3, 23 * 60 + 30)
    need(v, 'expected open')
    return f'Big Pommes; {YES}', fig


@q('hours', H, "We're staying on the Bussemergasse and want dinner monday evening, 7ish. Is the nearest restaurant open then? name please")
def _():
    f, v, fig = hours_q(P('Bussemergasse', H), 'restaurant', 0, 19 * 60)
    need(not v, 'expected closed')
    return f'Kilimanjaro; {CLOSED}', fig


@q('hours', H, 'heading home late on a friday from the Bremeneckgasse - until what time is the nearest fast food place open, and what is it called?')
def _():
    a = P('Bremeneckgasse', H)
    f, d, s, d2 = nearest(a, 'fast food')
    st, en = single_interval(f.tags['opening_hours'], 4)
    return f'Persepolis; {hhmm(en)}', f'{f.name} {d:.0f} m (next {s.name} {d2:.0f} m); {f.tags["opening_hours"]!r}'


@q('hours', H, 'Could I get a coffee at the café closest to the Kleine Mantelgasse at quarter past three on a Sunday afternoon?')
def _():
    f, v, fig = hours_q(P('Kleine Mantelgasse', H), 'cafe', 6, 15 * 60 + 15)
    need(not v, 'expected closed')
    return f'Hörnchen; {CLOSED}', fig


@q('hours', H, 'sunday 10:15, I want fresh bread rolls. is the bakery closest to the Küchengässchen open?')
def _():
    f, v, fig = hours_q(P('Küchengässchen', H), 'bakery', 6, 10 * 60 + 15)
    need(v, 'expected open')
    return f'Mantei; {YES}', fig


@q('hours', H, 'Is the restaurant right by the Krahnengasse open at noon on a Sunday?')
def _():
    f, v, fig = hours_q(P('Krahnengasse', H), 'restaurant', 6, 12 * 60)
    need(v, 'expected open')
    return f'Kupferkanne; {YES}', fig


# ------------------------------------------------------------------ arithmetic (Baltimore 9, Heidelberg 2, Singapore 1)
@q('arithmetic', B, 'How many metres higher does New Antioch Baptist Church sit than Saint Lukes Evangelical Lutheran Church?')
def _():
    a, b = P('New Antioch Baptist Church', B), P('Saint Lukes Evangelical Lutheran Church', B)
    d = ele(a) - ele(b)
    need(d >= 3, 'elevations too close')
    return f'!{d:g}', f'ele {ele(a):g} - {ele(b):g}'


@q('arithmetic', B, 'My church group is curious: not counting Fountain Baptist Church itself, how many more places of worship than schools are there within 400 m of it? give me both numbers')
def _():
    a = P('Fountain Baptist Church', B)
    c, s = within(a, 'church', 400), within(a, 'school', 400)
    diff_ok(len(c), len(s), 0.10)
    d = len(c) - len(s)
    need(d > 0 and d not in (len(c), len(s)), 'difference equals a count')
    return f'#{d}; #{len(c)}; #{len(s)}', f'churches {[f.name for f in c]}; schools {[f.name for f in s]}'


@q('arithmetic', B, "I'm at Carroll Mansion. Which one is closer as the crow flies, the Jewish Heritage Center or Flemings, and by how much?")
def _():
    x, a, b = P('Carroll Mansion', B), P('Jewish Heritage Center', B), P('Flemings', B)
    da, db = dist(x, a), dist(x, b)
    diff_ok(da, db)
    stable_m(abs(db - da), abs(dist(x, b, True) - dist(x, a, True)))
    need(da < db, 'order')
    return f'Jewish Heritage; {m_item(db - da)}', f'{da:.0f} vs {db:.0f}'


@q('arithmetic', B, "straight-line distance question: Carroll Mansion to Mystik, then Mystik on to Flemings. total?")
def _():
    a, b, c = P('Carroll Mansion', B), P('Mystik', B), P('Flemings', B)
    l1, l2 = dist(a, b), dist(b, c)
    need(min(l1, l2) >= 100, 'leg under 100 m')
    stable_m(l1 + l2, dist(a, b, True) + dist(b, c, True))
    return m_item(l1 + l2), f'{l1:.0f} + {l2:.0f}'


@q('arithmetic', B, 'If you add up the floors of Advocate Real Estate and Super Linens, what do you get?')
def _():
    a, b = P('Advocate Real Estate', B), P('Super Linens', B)
    return num(levels(a) + levels(b)), f'{levels(a)} + {levels(b)}'


@q('arithmetic', B, 'Kilwins vs Anastasia - how many more floors does one have than the other?')
def _():
    a, b = P('Kilwins', B), P('Anastasia', B)
    levels(b)
    absent(a, lambda k: 'level' in k or 'height' in k, 'floors')
    return trap('!no floor count | !no floors'), f'Anastasia building:levels={b.tags["building:levels"]}; Kilwins none'


@q('arithmetic', B, "We're arguing about this one - which covers more ground, Southside Marketplace or Jefferson Square at Washington Hill, and by how many square metres?")
def _():
    a, b = P('Southside Marketplace', B), P('Jefferson Square at Washington Hill', B)
    A, Bb = area(a), area(b)
    diff_ok(A, Bb)
    need(A > Bb, 'order')
    return f'Southside; {a_item(A - Bb)}', f'{A:.0f} vs {Bb:.0f} m2'


@q('arithmetic', B, "my dad keeps asking about the elevation of his three old churches - Orangeville Methodist Church, Saint Pauls Methodist Church and Exeter Memorial Methodist Church. what's their average height above sea level?")
def _():
    fs = [P(n, B) for n in ('Orangeville Methodist Church', 'Saint Pauls Methodist Church', 'Exeter Memorial Methodist Church')]
    es = [ele(f) for f in fs]
    m = sum(es) / 3
    need(abs(m - round(m)) < 1e-9, 'mean not whole')
    return f'!{round(m)}', f'ele {es}'


@q('arithmetic', B, 'how big is hebrew friendship cemetery, in hectares? my grandpa is buried there')
def _():
    f = P('Hebrew Friendship Cemetery', B)
    A = area(f)
    ha = A / 10000
    need(abs(ha * 10 - math.floor(ha * 10) - 0.5) > 0.1, f'{ha} near a rounding edge')
    h1 = f'{ha:.1f}'
    return f'{a_item(A)} | !{h1} ha | !{h1} hectares', f'{A:.0f} m2'


@q('arithmetic', H, 'Walking the Schlossberg vs. the Sandgasse in Heidelberg - how much longer is the first one?')
def _():
    a, b = P('Schlossberg', H), P('Sandgasse', H)
    for s in (a, b):
        need(abs(s.length() - s.length(True)) <= 0.05 * s.length(), f'{s} footpath share')
    diff_ok(a.length(), b.length())
    return m_item(a.length() - b.length()), f'{a.length():.0f} vs {b.length():.0f}'


@q('arithmetic', H, "which tunnel is longer, the Gaisbergtunnel or the Schlossbergtunnel? by how much")
def _():
    a, b = P('Gaisbergtunnel', H), P('Schlossbergtunnel', H)
    diff_ok(a.length(), b.length())
    need(b.length() > a.length(), 'order')
    return f'Schlossbergtunnel; {m_item(b.length() - a.length())}', f'{a.length():.0f} vs {b.length():.0f}'


@q('arithmetic', S, 'In the Singapore data, how many restaurants and cafes are there altogether? Split it up for me too')
def _():
    r, c = of_kind(S, 'restaurant'), of_kind(S, 'cafe')
    need(all(f.name for f in r + c), 'unnamed')
    no_doubles(r)
    no_doubles(c)
    return f'#{len(r) + len(c)}; #{len(r)}; #{len(c)}', f'{len(r)} restaurants, {len(c)} cafes'


# ------------------------------------------------------------------ route (Baltimore 12)
def route_gold(a, b, mode, with_time=False):
    L, alts, s = route(P(a, B), P(b, B), mode)
    g = r_item(L) + (f'; {TIME}' if with_time else '')
    return g, f'{mode} {L:.0f} m (variants {[round(x) for x in alts]}; straight {s:.0f} m)'


@q('route', B, 'walking from Diamond Hookah Lounge to Anastasia, how many metres is that?')
def _():
    return route_gold('Diamond Hookah Lounge', 'Anastasia', 'foot')


@q('route', B, 'How long will it take me to walk from Carroll Mansion to The War Memorial, and how far is it?')
def _():
    return route_gold('Carroll Mansion', 'The War Memorial', 'foot', True)


@q('route', B, "Meeting friends at Power Plant Live! and I'm coming from the Jewish Heritage Center on foot. Can I make it in 20 minutes?")
def _():
    v, L = walk_verdict(P('Jewish Heritage Center', B), P('Power Plant Live!', B), 20)
    need(v, 'expected yes')
    return YES, f'foot {L:.0f} m for 20 min'


@q('route', B, 'is it a 10 minute walk from Cloud 9 Clothing to Kilwins?')
def _():
    v, L = walk_verdict(P('Cloud 9 Clothing', B), P('Kilwins', B), 10)
    need(not v, 'expected no')
    return NO, f'foot {L:.0f} m for 10 min'


@q('route', B, 'By bike, how far is it from Five Below to the Hatton Senior Center, and roughly how many minutes?')
def _():
    return route_gold('Five Below', 'Hatton Senior Center', 'bike', True)


@q('route', B, "cycling from the Hatton Senior Center over to the Taurus Statue Remnant - what's the distance?")
def _():
    return route_gold('Hatton Senior Center', 'Taurus Statue Remnant', 'bike')


@q('route', B, "quick ride from Joseph Lee Recreation Center to Our Lady of Fatima Roman Catholic Church, how many meters by bicycle")
def _():
    return route_gold('Joseph Lee Recreation Center', 'Our Lady of Fatima Roman Catholic Church', 'bike')


@q('route', B, 'What is the driving distance from Total Plastics Inc to Holabird Elementary School, and how many minutes behind the wheel is that?')
def _():
    return route_gold('Total Plastics Inc', 'Holabird Elementary School', 'car', True)


@q('route', B, 'How far is it by car from the Citgo to the Institute of Notre Dame?')
def _():
    return route_gold('Citgo', 'Institute of Notre Dame', 'car')


@q('route', B, "My van needs to get from Pooches & Purrs to Our Lady of Fatima Roman Catholic Church. how many km on the road?")
def _():
    return route_gold('Pooches & Purrs', 'Our Lady of Fatima Roman Catholic Church', 'car')


@q('route', B, "Got three stops to make by car, starting from Eastern Animal Hospital: Holabird Elementary School, Joseph Lee Recreation Center and Saint Lukes Evangelical Lutheran Church. No return trip. Best order, and how many km in total?")
def _():
    st = P('Eastern Animal Hospital', B)
    stops = [P(n, B) for n in ('Holabird Elementary School', 'Joseph Lee Recreation Center', 'Saint Lukes Evangelical Lutheran Church')]
    order, best, nxt = tour(st, stops, 'car', stops)
    short = {'Holabird Elementary School': 'Holabird Elementary', 'Joseph Lee Recreation Center': 'Joseph Lee',
             'Saint Lukes Evangelical Lutheran Church': 'Saint Lukes'}
    return '; '.join(short[f.name] for f in order) + f'; {r_item(best)}', f'best {[f.name for f in order]} {best:.0f} m vs next {nxt:.0f} m'


@q('route', B, 'I drive an electric car. How far is it from Total Plastics Inc to the nearest charging station?')
def _():
    P('Total Plastics Inc', B)
    hits = [f for f in town(B).feats if any('charg' in k for k in f.tags) or 'charg' in f.tags.get('amenity', '')]
    need(not hits, f'charging stations {hits}')
    return trap('!no charging station | !none'), 'no amenity=charging_station or charging key in Baltimore'


# ------------------------------------------------------------------ aggregate (Baltimore 7, Heidelberg 2, Singapore 3)
@q('aggregate', B, 'Among the churches within 800 m of the Institute of Notre Dame, which denomination is the most common?')
def _():
    fs = within(P('Institute of Notre Dame', B), 'church', 800)
    c = collections.Counter(f.tags['denomination'].replace('roman_catholic', 'catholic') for f in fs if 'denomination' in f.tags)
    c2 = collections.Counter(f.tags['denomination'] for f in fs if 'denomination' in f.tags)
    (w, n), (w2, n2) = c.most_common(2)
    need(n > n2 and c2.most_common(1)[0][0] == w and c2.most_common(2)[1][1] < n, 'winner not strict')
    need(n > len(fs) - sum(c.values()) + n2, 'untagged places could change the winner')
    return f'!{w}', f'{len(fs)} places of worship: {dict(c)}'


@q('aggregate', B, "Car's making a weird noise and I'm at Pooches & Purrs. how many car repair shops are within 800 m?")
def _():
    fs = within(P('Pooches & Purrs', B), 'car repair', 800)
    return count_item(len(fs)), str([f.name for f in fs])


@q('aggregate', B, "Trying to figure out school options for my kids - how many schools are there within 600 metres of the Chick Webb Recreation Center?")
def _():
    fs = within(P('Chick Webb Recreation Center', B), 'school', 600)
    return count_item(len(fs)), str([f.name for f in fs])


@q('aggregate', B, 'Running low on gas near the Virginia Baker Recreation Center. which gas stations are within 1 km?', 'list')
def _():
    fs = within(P('Virginia Baker Recreation Center', B), 'fuel', 1000)
    need(len({fold(f.name) for f in fs}) == len(fs), 'names not distinct')
    return '; '.join(f.name for f in fs), str([(f.name, round(dist(P('Virginia Baker Recreation Center', B), f))) for f in fs])


@q('aggregate', B, 'how many restaurants r there within 200m of Spa on the Square')
def _():
    fs = within(P('Spa on the Square', B), 'restaurant', 200)
    return count_item(len(fs)), str([f.name for f in fs])


@q('aggregate', B, "Looking for a proper green space to run in near Cloud 9 Clothing. Which parks bigger than 1 hectare are within 1 km of it?", 'list')
def _():
    a = P('Cloud 9 Clothing', B)
    fs = within(a, 'park', 1000)
    for f in fs:
        need(abs(area(f) - 10000) > 500, f'{f.name} {area(f):.0f} m2 near the threshold')
    big = [f for f in fs if area(f) > 10000]
    short = {'Patterson Park': 'Patterson Park', 'Canton Waterfront Park': 'Canton Waterfront', 'Canton Soccer Park': 'Canton Soccer'}
    return '; '.join(short.get(f.name, f.name) for f in big), str([(f.name, round(area(f))) for f in fs])


@q('aggregate', B, 'which of the restaurants within 300 m of Five Below are wheelchair accessible?')
def _():
    fs = within(P('Five Below', B), 'restaurant', 300)
    for f in fs:
        absent(f, lambda k: 'wheelchair' in k, 'wheelchair')
    return trap('!no wheelchair information'), f'{len(fs)} restaurants, none with a wheelchair tag'


@q('aggregate', H, 'How many pubs are there within 150 m of the Küchengässchen?')
def _():
    fs = within(P('Küchengässchen', H), 'pub', 150)
    return count_item(len(fs)), str([f.name for f in fs])


@q('aggregate', H, "we're looking for somewhere to stay close to the Bauamtsgasse in Heidelberg - which hotels are within 150 m of it?", 'list')
def _():
    fs = within(P('Bauamtsgasse', H), 'hotel', 150)
    need(len({fold(f.name) for f in fs}) == len(fs), 'names not distinct')
    return '; '.join(f.name for f in fs), str([f.name for f in fs])


@q('aggregate', S, 'How many MRT station entrances are mapped in the Singapore data?')
def _():
    fs = of_kind(S, 'subway entrance')
    no_doubles(fs)
    return count_item(len(fs)), str([f.name for f in fs])


@q('aggregate', S, 'number of fire hydrants in the singapore extract?')
def _():
    fs = of_kind(S, 'fire hydrant')
    no_doubles(fs)
    return count_item(len(fs)), str(fs)


@q('aggregate', S, "Photographer here, heading to Singapore. How many viewpoints does the Singapore data have?")
def _():
    fs = of_kind(S, 'viewpoint')
    no_doubles(fs)
    return count_item(len(fs)), str(fs)


# ================================================================== checks and files
SETS = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
TOWN_COUNTS = {'Baltimore': 43, 'Heidelberg': 13, 'Singapore': 4}
TRAPS = 7
_MENTIONS = []
_place = place


def place(mention, townname):  # noqa: F811 - records every mention of the running question
    _MENTIONS.append(mention)
    return _place(mention, townname)


P = place
ITEM = re.compile(r'(#\d+|~\d+ m( ±10%)?|~\d+ m2|![^|;#~!]+|[^!#~|;][^|;]*)')


def check_syntax(g):
    for item in g.split('; '):
        need(item.strip() == item and item, f'empty or padded item in {g!r}')
        for alt in item.split(' | '):
            need(ITEM.fullmatch(alt), f'bad gold item {alt!r}')


def older_in_text(text):
    return [o for o in OLDER_SETS + LEFT_OUT if inside(o, text)]


def compute():
    rows, bad = [], []
    for it in Q:
        _MENTIONS.clear()
        try:
            gold, fig = it['fn']()
            for m in _MENTIONS:
                need(fold(m) in fold(it['q']), f'mention {m!r} not in the question text')
            o = older_in_text(it['q'])
            need(not o, f'older names in the question text: {o}')
            check_syntax(gold)
            need('\t' not in it['q'] + gold and '\n' not in it['q'] + gold, 'tab or newline')
        except Fragile as e:
            gold, fig = None, f'FRAGILE: {e}'
            bad.append((it['kind'], it['q'], str(e)))
        rows.append(dict(it, gold=gold, fig=fig))
    # set-level rules
    per = collections.Counter(r['kind'] for r in rows)
    for k in SETS:
        if per[k] != 12:
            bad.append((k, '-', f'{per[k]} questions instead of 12'))
    tc = collections.Counter(r['town'] for r in rows)
    if dict(tc) != TOWN_COUNTS:
        bad.append(('-', '-', f'town counts {dict(tc)}'))
    if len({fold(r['q']) for r in rows}) != len(rows):
        bad.append(('-', '-', 'duplicate question'))
    nt = sum(1 for r in rows if r['gold'] and r['gold'].startswith('!not in the data'))
    if nt != TRAPS:
        bad.append(('-', '-', f'{nt} traps instead of {TRAPS}'))
    return rows, bad


def tsv_path(kind):
    return Path(__file__).resolve().parent / f'val18-{kind}.tsv'


HEADER = ('# "beyond" validation set 18 (held out), {kind} questions; see README-val18.md. Golds computed by gold_val18.py\n'
          '# from shared/data/osm-fresh. Map data (c) OpenStreetMap contributors, ODbL 1.0.\n'
          '# question\tgold\tkind\n')


def read_tsv(kind):
    p = tsv_path(kind)
    if not p.exists():
        return None
    out = []
    for line in p.read_text(encoding='utf-8').splitlines():
        if not line or line.startswith('#'):
            continue
        out.append(tuple(line.split('\t')))
    return out


def main(argv):
    rows, bad = compute()
    mode = argv[1] if len(argv) > 1 else ''
    if mode not in ('', '--check', '--write'):
        print('usage: gold_val18.py [--check | --write]')
        return 2
    if mode == '':
        for r in rows:
            print(f"[{r['kind']}/{r['town']}/{r['k']}] {r['q']}\n    gold: {r['gold']}\n    {r['fig']}")
        for b in bad:
            print('FRAGILE', b)
        return 1 if bad else 0
    if mode == '--write':
        if bad:
            for b in bad:
                print('FRAGILE', b)
            print('refused: fragile golds, nothing written')
            return 1
        for k in SETS:
            body = ''.join(f"{r['q']}\t{r['gold']}\t{r['k']}\n" for r in rows if r['kind'] == k)
            tsv_path(k).write_text(HEADER.format(kind=k) + body, encoding='utf-8')
        print('wrote', ', '.join(tsv_path(k).name for k in SETS))
        return 0
    ok = not bad
    for b in bad:
        print('FRAGILE', b)
    for k in SETS:
        want = [(r['q'], r['gold'] or '', r['k']) for r in rows if r['kind'] == k]
        have = read_tsv(k)
        if have is None:
            print(f'missing {tsv_path(k).name}')
            ok = False
            continue
        if len(have) != len(want):
            print(f'{tsv_path(k).name}: {len(have)} rows, expected {len(want)}')
            ok = False
        for i, (w, h) in enumerate(zip(want, have), 1):
            if w != h:
                ok = False
                print(f'{tsv_path(k).name} row {i} differs:\n  tsv:   {h}\n  gold:  {w}')
    print('check passed' if ok else 'check FAILED')
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv))
