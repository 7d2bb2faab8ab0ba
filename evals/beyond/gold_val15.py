#!/usr/bin/env python3
"""gold_val15.py - recomputes every gold of the held-out validation set val15 (README-val15.md) from the raw
osm-fresh extracts with osmium (pyosmium), shapely, pyproj, networkx and numpy only.

    gold_val15.py            print each question, town, gold, kind and figures (and any fragile gold)
    gold_val15.py --check    compare with the five val15-*.tsv (exit 1 on any difference or fragile gold)
    gold_val15.py --write    rewrite the five TSVs (refused while any gold is fragile)

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
import os, re, sys, math, itertools, unicodedata, warnings
from pathlib import Path
import numpy as np
import osmium
import networkx as nx
from shapely import wkb as _wkb
from shapely.geometry import Point, LineString, MultiPolygon, Polygon
from shapely.ops import nearest_points, transform as _transform
from pyproj import Geod, Transformer, CRS

warnings.filterwarnings('ignore', category=DeprecationWarning)
GEOD = Geod(ellps='WGS84')
HERE = Path(__file__).resolve()
DATA = Path(os.environ.get('GEOREACT_FRESH_DIR') or (HERE.parents[3] / 'shared' / 'data' / 'osm-fresh'
            if len(HERE.parents) > 3 else '/nonexistent'))
FILES = {'Heidelberg': 'heidelberg-2015.osm.pbf', 'Baltimore': 'baltimore-2015.osm.pbf',
         'Singapore': 'singapore-bayfront-2019.osm.pbf'}
POI_KEYS = ('amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft')


class Fragile(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fragile(msg)


# ---------------------------------------------------------------- text
def fold(s):
    s = unicodedata.normalize('NFKD', s.replace('ß', 'ss').replace('’', "'"))
    s = ''.join(c for c in s if not unicodedata.combining(c)).casefold()
    return ' '.join(s.split())


def inside(a, b):
    """a occurs in b as whole words (after folding)"""
    a, b = fold(a), fold(b)
    if not a:
        return False
    return re.search(r'(?<!\w)' + re.escape(a) + r'(?!\w)', b) is not None


def loose(s):
    """namesake key: spaces, hyphens and punctuation dropped"""
    return re.sub(r'[\W_]+', '', fold(s))


# ---------------------------------------------------------------- data
class Feat:
    __slots__ = ('town', 'typ', 'id', 'tags', 'geom', 'name', 'poi')

    def __init__(self, town, typ, i, tags, geom):
        self.town, self.typ, self.id, self.tags, self.geom = town, typ, i, tags, geom
        self.name = tags.get('name')
        self.poi = any(k in tags for k in POI_KEYS)

    def __repr__(self):
        return f'{self.typ}{self.id}:{self.name}'

    @property
    def key(self):
        return f'{self.typ}{self.id}'


def load_town(town):
    fab = osmium.geom.WKBFactory()
    feats, ways, area_ways, rels = [], [], {}, []
    fp = osmium.FileProcessor(str(DATA / FILES[town])).with_locations().with_areas()
    for o in fp:
        if o.is_area():
            tags = dict(o.tags)
            if not tags:
                continue
            try:
                g = _wkb.loads(fab.create_multipolygon(o), hex=True)
            except Exception:
                continue
            if o.from_way():
                area_ways[o.orig_id()] = g
            else:
                rels.append((o.orig_id(), tags, g))
        elif o.is_node():
            if len(o.tags):
                feats.append(Feat(town, 'n', o.id, dict(o.tags), Point(o.location.lon, o.location.lat)))
        elif o.is_way():
            tags = dict(o.tags)
            try:
                coords = [(n.lon, n.lat) for n in o.nodes]
                refs = [n.ref for n in o.nodes]
            except Exception:
                continue
            ways.append((o.id, tags, refs, coords))
    for wid, tags, refs, coords in ways:
        if not tags or len(coords) < 2:
            continue
        if refs[0] == refs[-1] and wid in area_ways and tags.get('area') != 'no' and (
                'highway' not in tags or tags.get('area') == 'yes'):
            g = area_ways[wid]
            g = g.geoms[0] if len(g.geoms) == 1 else g
        else:
            g = LineString(coords)
        feats.append(Feat(town, 'w', wid, tags, g))
    for rid, tags, g in rels:
        g = g.geoms[0] if len(g.geoms) == 1 else g
        feats.append(Feat(town, 'r', rid, tags, g))
    return feats, ways


TOWNS = {}
ALL = []


def load_all():
    if TOWNS:
        return
    for t in FILES:
        TOWNS[t] = load_town(t)
        ALL.extend(TOWNS[t][0])


def feats(town):
    return TOWNS[town][0]


# ---------------------------------------------------------------- measures
_TR = {}


def _aeqd(g):
    c = g.centroid
    k = (round(c.x, 7), round(c.y, 7))
    if k not in _TR:
        _TR[k] = _mk_aeqd(c)
    return _TR[k]


def _mk_aeqd(c):
    return Transformer.from_crs(CRS.from_proj4(f'+proj=aeqd +lat_0={c.y} +lon_0={c.x} +datum=WGS84 +units=m'),
                                'EPSG:4326', always_xy=True)


def dist(a, b):
    """geodesic distance between nearest points of two lon/lat geometries"""
    if a.intersects(b):
        return 0.0
    tr = _aeqd(a)
    inv = lambda x, y, z=None: tr.transform(x, y, direction='INVERSE')
    pa = _transform(inv, a)
    pb = _transform(inv, b)
    na, nb = nearest_points(pa, pb)
    (x1, y1), (x2, y2) = tr.transform(na.x, na.y), tr.transform(nb.x, nb.y)
    return GEOD.inv(x1, y1, x2, y2)[2]


def area(g):
    return abs(GEOD.geometry_area_perimeter(g)[0])


def length(g):
    return GEOD.geometry_length(g)


def cen(f):
    return f.geom if f.geom.geom_type == 'Point' else f.geom.centroid


# ---------------------------------------------------------------- kinds
def is_kind(f, kind):
    t = f.tags
    a = t.get('amenity')
    if kind in ('restaurant', 'cafe', 'bar', 'pub', 'fast_food', 'pharmacy', 'school', 'atm', 'bank', 'fuel',
                'place_of_worship', 'kindergarten', 'bench', 'toilets', 'parking', 'bicycle_parking', 'post_box',
                'fire_station', 'library', 'hospital', 'doctors', 'dentist', 'university', 'drinking_water',
                'waste_basket', 'telephone', 'fountain', 'recycling', 'vending_machine', 'ferry_terminal',
                'ice_cream', 'car_wash', 'taxi', 'theatre', 'nightclub'):
        return a == kind
    if kind == 'bar_or_pub':
        return a in ('bar', 'pub')
    if kind.startswith('shop='):
        return t.get('shop') == kind[5:]
    if kind == 'shop':
        return 'shop' in t
    if kind == 'park':
        return t.get('leisure') == 'park' and f.geom.geom_type in ('Polygon', 'MultiPolygon')
    if kind == 'stolperstein':
        return t.get('memorial:type') == 'stolperstein' or t.get('memorial') == 'stolperstein'
    if kind == 'hotel':
        return t.get('tourism') in ('hotel', 'hostel', 'guest_house', 'motel')
    if '=' in kind:
        k, v = kind.split('=', 1)
        return t.get(k) == v
    raise ValueError(kind)


def of_kind(town, kind, extra=None):
    return [f for f in feats(town) if is_kind(f, kind) and (extra is None or extra(f))]


# ---------------------------------------------------------------- opening hours (README-val4 subset)
DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
_TIME = r'(\d{1,2}):(\d{2})'


def parse_oh(s):
    """-> dict day -> list of (start, end) minutes (end may be <= start = past midnight); None if unreadable"""
    s = s.strip()
    if s == '24/7':
        return {d: [(0, 1440)] for d in range(7)}
    if re.search(r'PH|SH|\+|[A-Z][a-z]{2,}|"|\|\||Mo-So|, ', s):
        return None
    res = {}
    for rule in [r.strip() for r in s.split(';')]:
        if not rule:
            return None
        parts = rule.split(' ')
        if len(parts) == 1:
            sel, body = None, parts[0]
        elif len(parts) == 2:
            sel, body = parts
        else:
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
                k = a
                while True:
                    days.add(k)
                    if k == b:
                        break
                    k = (k + 1) % 7
        if body in ('off', 'closed'):
            iv = []
        else:
            iv = []
            for r in body.split(','):
                m = re.fullmatch(_TIME + '-' + _TIME, r)
                if not m:
                    return None
                h1, m1, h2, m2 = map(int, m.groups())
                if h1 > 24 or h2 > 24 or m1 > 59 or m2 > 59:
                    return None
                iv.append((h1 * 60 + m1, h2 * 60 + m2))
        for d in days:
            res[d] = iv
    return {d: res.get(d, []) for d in range(7)}


def open_at(oh, day, minute, strict):
    """minute may be outside 0..1439 (wraps to neighbouring days)"""
    day = (day + minute // 1440) % 7
    minute = minute % 1440
    for a, b in oh[day]:
        if b > a and a <= minute < b:
            return True
        if b <= a and minute >= a:
            return True
    prev = (day - 1) % 7
    for a, b in oh[prev]:
        if b <= a and minute < b:
            if strict and oh[day]:
                continue
            return True
    return False


def robust_open(oh, day, minute, span_end=None):
    """verdict stable from -15 to +15 minutes (or over a span) under both readings"""
    end = minute if span_end is None else span_end
    vals = {open_at(oh, day, m, s) for m in range(minute - 15, end + 16) for s in (False, True)}
    need(len(vals) == 1, f'opening hours verdict unstable at {DAYS[day]} {minute // 60}:{minute % 60:02d}')
    return vals.pop()


# ---------------------------------------------------------------- routing
CAR = {'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'motorway_link', 'trunk_link', 'primary_link',
       'secondary_link', 'tertiary_link', 'residential', 'unclassified', 'service', 'living_street', 'road'}
NONWAY = {'proposed', 'construction', 'abandoned', 'platform', 'raceway', 'bus_stop', 'elevator', 'rest_area',
          'services', 'razed', 'disused', 'bus_guideway', 'escape'}
MOTOR = {'motorway', 'trunk', 'motorway_link', 'trunk_link'}


def _edges(tags, mode, variant):
    """-> None (unused) or (forward, backward)"""
    hw = tags.get('highway')
    if not hw:
        return None
    ow = tags.get('oneway')
    fwd, bwd = True, True
    if ow in ('yes', 'true', '1'):
        bwd = False
    elif ow == '-1':
        fwd = False
    if mode == 'car':
        if hw not in CAR or tags.get('access') in ('no', 'private'):
            return None
        if variant == 'strict':
            if tags.get('motor_vehicle') in ('no', 'private') or tags.get('motorcar') in ('no', 'private'):
                return None
            if tags.get('junction') == 'roundabout' or hw in ('motorway', 'motorway_link'):
                if ow != '-1' and ow != 'no':
                    bwd = False
        return fwd, bwd
    if mode == 'bike':
        ok = (hw in CAR and hw not in MOTOR) or hw in ('cycleway', 'path', 'track') or \
            tags.get('bicycle') in ('yes', 'designated')
        if not ok or tags.get('bicycle') == 'no':
            return None
        if tags.get('oneway:bicycle') == 'no' or str(tags.get('cycleway', '')).startswith('opposite'):
            fwd, bwd = True, True
        if variant == 'strict':
            if tags.get('access') in ('no', 'private') and tags.get('bicycle') not in ('yes', 'designated',
                                                                                     'permissive'):
                return None
            if tags.get('junction') == 'roundabout' and ow != '-1' and ow != 'no' and \
                    tags.get('oneway:bicycle') != 'no':
                bwd = False
        if variant == 'nooneway':
            fwd, bwd = True, True
        return fwd, bwd
    if mode == 'foot':
        if hw in MOTOR or hw in NONWAY or tags.get('foot') == 'no':
            return None
        if variant == 'strict' and tags.get('access') in ('no', 'private') and \
                tags.get('foot') not in ('yes', 'designated', 'permissive'):
            return None
        return True, True
    raise ValueError(mode)


_GRAPHS = {}


def graph(town, mode, variant='base'):
    k = (town, mode, variant)
    if k in _GRAPHS:
        return _GRAPHS[k]
    G = nx.DiGraph()
    pos = {}
    for wid, tags, refs, coords in TOWNS[town][1]:
        e = _edges(tags, mode, variant)
        if e is None:
            continue
        fwd, bwd = e
        for (r1, c1), (r2, c2) in zip(zip(refs, coords), zip(refs[1:], coords[1:])):
            if r1 == r2:
                continue
            w = GEOD.inv(c1[0], c1[1], c2[0], c2[1])[2]
            pos[r1], pos[r2] = c1, c2
            if fwd:
                if not G.has_edge(r1, r2) or G[r1][r2]['w'] > w:
                    G.add_edge(r1, r2, w=w)
            if bwd:
                if not G.has_edge(r2, r1) or G[r2][r1]['w'] > w:
                    G.add_edge(r2, r1, w=w)
    big = max(nx.strongly_connected_components(G), key=len)
    allids = np.array(list(G.nodes))
    bigids = np.array(list(big))
    P = lambda ids: np.array([pos[i] for i in ids])
    _GRAPHS[k] = (G, pos, (allids, P(allids)), (bigids, P(bigids)))
    return _GRAPHS[k]


def snap(town, mode, variant, pt, whole=False):
    G, pos, allp, bigp = graph(town, mode, variant)
    ids, xy = allp if whole else bigp
    lat = math.radians(pt.y)
    d2 = ((xy[:, 0] - pt.x) * math.cos(lat)) ** 2 + (xy[:, 1] - pt.y) ** 2
    best = np.argsort(d2)[:8]
    cands = [(GEOD.inv(pt.x, pt.y, xy[i, 0], xy[i, 1])[2], ids[i]) for i in best]
    d, n = min(cands)
    return n, d


def route_len(town, mode, a_pt, b_pt, variant='base', whole=False):
    G = graph(town, mode, variant)[0]
    na, da = snap(town, mode, variant, a_pt, whole)
    nb, db = snap(town, mode, variant, b_pt, whole)
    need(da <= 100 and db <= 100, f'snapped beyond 100 m ({da:.0f}, {db:.0f})')
    try:
        return nx.dijkstra_path_length(G, na, nb, weight='w')
    except nx.NetworkXNoPath:
        raise Fragile('no path')


VARIANTS = {'car': ['strict'], 'bike': ['strict', 'nooneway'], 'foot': ['strict']}


def route_stable(town, mode, a_pt, b_pt, straight, check_ratio=True):
    L = route_len(town, mode, a_pt, b_pt)
    if check_ratio:
        need(L <= 2.5 * straight, f'route {L:.0f} > 2.5 x straight {straight:.0f}')
    alts = [route_len(town, mode, a_pt, b_pt, v) for v in VARIANTS[mode]]
    alts.append(route_len(town, mode, a_pt, b_pt, whole=True))
    for x in alts:
        need(abs(x - L) <= 0.03 * L, f'route variant {x:.0f} vs {L:.0f} (>3 %)')
    return L, alts

# ================================================================ places and checks
import collections

NOT_IN_DATA = '!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | !not recorded'
TIME = '!min | !minute | !hour'
_IDX = {}


def _index():
    if _IDX:
        return _IDX
    load_all()
    _IDX['poi_names'] = collections.Counter(fold(f.name) for f in ALL if f.name and f.poi)
    _IDX['all_names'] = collections.Counter(fold(f.name) for f in ALL if f.name)
    _IDX['poi_distinct'] = sorted({fold(f.name) for f in ALL if f.name and f.poi})
    _IDX['all_distinct'] = sorted({fold(f.name) for f in ALL if f.name})
    return _IDX


def older_hits(s):
    return [x for x in OLDER_SETS + LEFT_OUT if inside(x, s) or inside(s, x)]


def namesakes(f):
    k = loose(f.name)
    return [g for g in ALL if g is not f and g.name and loose(g.name) == k]


MENTIONS = []


def place(mention, town):
    """a named place: unique POI (or non-POI feature) whose name equals / contains the mention"""
    ix = _index()
    MENTIONS.append(mention)
    m = fold(mention)
    need(not older_hits(mention), f'mention {mention!r} meets an older name {older_hits(mention)}')
    if m in ix['poi_names']:
        names = [m]
    else:
        names = [n for n in ix['poi_distinct'] if m in n]
    if names:
        need(len(names) == 1, f'mention {mention!r} inside several POI names {names[:4]}')
        need(ix['poi_names'][names[0]] == 1, f'POI name {names[0]!r} carried by several POIs')
        f = [g for g in ALL if g.name and g.poi and fold(g.name) == names[0]][0]
    else:
        names = [n for n in ix['all_distinct'] if m in n]
        need(len(names) == 1, f'non-POI mention {mention!r} inside {len(names)} names')
        fs = [g for g in ALL if g.name and fold(g.name) == names[0]]
        need(len(fs) == 1, f'non-POI name {names[0]!r} carried by {len(fs)} features')
        f = fs[0]
    need(f.town == town, f'{mention!r} is in {f.town}, not {town}')
    need(not older_hits(f.name), f'place {f.name!r} meets an older name {older_hits(f.name)}')
    need(not namesakes(f), f'{f.name!r} has namesakes {namesakes(f)[:3]}')
    return f


def within(anchor, town, pred, R, named=False, exclude=()):
    """features satisfying pred within R of anchor: no candidate within 5 % of R (real geometry or centroid),
    both measures give the same set; named=True: every member named; no two members possibly one place"""
    cands = [f for f in feats(town) if pred(f) and f is not anchor and f not in exclude]
    S1, S2 = [], []
    for f in cands:
        d1, d2 = dist(anchor.geom, f.geom), dist(cen(anchor), cen(f))
        need(abs(d1 - R) > 0.05 * R and abs(d2 - R) > 0.05 * R, f'{f} at {d1:.0f}/{d2:.0f} m, near radius {R}')
        if d1 <= R:
            S1.append(f)
        if d2 <= R:
            S2.append(f)
    need(set(S1) == set(S2), 'radius set differs between geometry and centroid')
    if named:
        need(all(f.name for f in S1), f'unnamed member in {S1}')
    for a, b in itertools.combinations(S1, 2):
        if (not a.name or not b.name or fold(a.name) == fold(b.name)) and dist(a.geom, b.geom) <= 10:
            raise Fragile(f'{a} and {b} may be one place')
    return sorted(S1, key=lambda f: dist(anchor.geom, f.geom))


def nearest(anchor, town, pred):
    cands = [f for f in feats(town) if pred(f) and f is not anchor]
    ds = sorted(((dist(anchor.geom, f.geom), f) for f in cands), key=lambda x: x[0])
    d1, f1 = ds[0]
    rest = [(d, f) for d, f in ds[1:] if not (f.name and f1.name and fold(f.name) == fold(f1.name)
                                              and dist(f.geom, f1.geom) <= 100)]
    d2, f2 = rest[0]
    need(d2 >= 1.1 * d1 + 5, f'nearest {f1} {d1:.0f} m vs {f2} {d2:.0f} m')
    cs = sorted(((dist(cen(anchor), cen(f)), f) for f in cands), key=lambda x: x[0])
    need(cs[0][1] is f1, f'nearest by centroid is {cs[0][1]}, not {f1}')
    return f1, d1, f2, d2


def oh(f):
    need('opening_hours' in f.tags, f'{f} has no opening_hours')
    o = parse_oh(f.tags['opening_hours'])
    need(o is not None, f'{f} opening_hours unreadable: {f.tags["opening_hours"]}')
    return o


def yn(v, closed=False):
    if closed:
        return '!yes' if v else '!no | !closed'
    return '!yes' if v else '!no'


def m_item(x):
    return f'~{x:.0f} m'


def r_item(x):
    return f'~{x:.0f} m ±10%'


def ratio_items(r, whole=True):
    one, two = round(r, 1), round(r, 2)
    need(abs(r * 10 - math.floor(r * 10) - 0.5) >= 0.1, f'ratio {r:.4f} near a rounding edge of one decimal')
    need(abs(r * 100 - math.floor(r * 100) - 0.5) >= 0.1, f'ratio {r:.4f} near a rounding edge of two decimals')
    items = [f'!{one:.1f}', f'!{two:.2f}']
    if whole:
        need(abs(r - math.floor(r) - 0.5) >= 0.05, 'ratio near a whole rounding edge')
        items.append(f'!{round(r):d} times')
    return ' | '.join(items)


# ---------------------------------------------------------------- routes
def route(town, mode, a, b, min_straight=300, max_straight=5000):
    straight = dist(a.geom, b.geom)
    need(min_straight <= straight <= max_straight, f'straight line {straight:.0f} m out of range')
    L, alts = route_stable(town, mode, cen(a), cen(b), straight)
    return L, straight, alts


def walk_verdict(town, a, b, T):
    L, straight, alts = route(town, 'foot', a, b)
    allv = [L] + alts
    if all(x <= 0.9 * T * 50 for x in allv):
        return True, L, straight
    if all(x >= 1.1 * T * 100 for x in allv):
        return False, L, straight
    raise Fragile(f'walking verdict for {T} min unclear: {L:.0f} m')


def tour(town, mode, start, others, round_trip, listed):
    legs = {}
    pts = [start] + list(others)
    for a, b in itertools.permutations(pts, 2):
        if b is start and not round_trip:
            continue
        if a is b:
            continue
        straight = dist(a.geom, b.geom)
        need(straight >= 100, f'tour leg {a}-{b} {straight:.0f} m < 100 m')
        L, alts = route_stable(town, mode, cen(a), cen(b), straight)
        legs[(a.key, b.key)] = L
    orders = []
    for perm in itertools.permutations(others):
        seq = [start] + list(perm) + ([start] if round_trip else [])
        tot = sum(legs[(x.key, y.key)] for x, y in zip(seq, seq[1:]))
        orders.append((tot, perm))
    orders.sort(key=lambda x: x[0])
    best, perm = orders[0]
    rivals = [(t, p) for t, p in orders[1:] if not (round_trip and list(p) == list(reversed(perm)))]
    need(rivals[0][0] > 1.1 * best, f'tour best {best:.0f} vs next {rivals[0][0]:.0f}')
    need([f.key for f in perm] != [f.key for f in listed], 'tour best order is the listed order')
    return best, perm, rivals[0][0]


# ================================================================ questions
Q = []


def question(kind, town):
    def deco(fn):
        Q.append((kind, town, fn))
        return fn
    return deco


def stone(name, town='Heidelberg'):
    f = place(name, town)
    need(is_kind(f, 'stolperstein'), f'{f} is no stolperstein')
    return f
# ---------------------------------------------------------------- attribute
H, B, S = 'Heidelberg', 'Baltimore', 'Singapore'


def phone_items(f):
    p = f.tags.get('phone') or f.tags.get('contact:phone')
    need(p, f'{f} has no phone')
    digits = re.sub(r'\D', '', p)
    need(digits.startswith('496221'), f'unexpected phone {p}')
    local = p.split('6221', 1)[1].strip()
    return f'!{digits[6:]} | !{local} | !{digits}', p


@question('attribute', H)
def a01():
    text = ("Thanks for yesterday's tips, the walk along the river was lovely. P.S. what number do I call to reach "
            "the Studentenbücherei des Studentenwerks?")
    f = place('Studentenbücherei des Studentenwerks', H)
    items, p = phone_items(f)
    return text, [items], 'one', f'phone={p}'


@question('attribute', H)
def a02():
    text = "fill in the blank, going by his stolperstein: Friedrich Seligmann fled in 1938 to ______."
    f = stone('Friedrich Seligmann')
    t = f.tags['memorial:text']
    m = re.search(r'Flucht 1938 (\w+)', t)
    need(m and m.group(1) == 'Uruguay', t)
    return text, ['!Uruguay'], 'one', f'memorial:text={t}'


@question('attribute', H)
def a03():
    text = "Pop quiz! In which language is the menu at strohauer's cafe written?"
    f = place("strohauer's cafe", H)
    v = f.tags.get('menu_languages')
    need(v == 'german' and f.tags.get('number_of_menulanguages') == '1', str(f.tags))
    return text, ['!german | !deutsch'], 'one', f'menu_languages={v}'


@question('attribute', H)
def a04():
    text = "What do people abbreviate the Zentrum für Lehrerbildung to?"
    f = place('Zentrum für Lehrerbildung', H)
    need(f.tags.get('short_name') == 'ZLB', str(f.tags))
    return text, ['!ZLB'], 'one', 'short_name=ZLB'


@question('attribute', H)
def a05():
    text = "Will my friend in her wheelchair manage to get into Eyes + More without help?"
    f = place('Eyes + More', H)
    need(f.tags.get('wheelchair') == 'yes', str(f.tags))
    return text, ['!yes'], 'one', 'wheelchair=yes'


@question('attribute', H)
def a06():
    text = "Quick, the number for Gravis please, if the map has it"
    f = place('Gravis', H)
    need(not any(k in f.tags for k in ('phone', 'contact:phone', 'contact:mobile', 'mobile')), str(f.tags))
    return text, [NOT_IN_DATA + ' | !no phone'], 'one', f'trap: tags {f.tags}'


@question('attribute', B)
def a07():
    text = "Multiple choice: does The Oceanaire's kitchen do (a) steak, (b) seafood or (c) sushi?"
    f = place('The Oceanaire', B)
    need(f.tags.get('cuisine') == 'seafood', str(f.tags))
    return text, ['!seafood'], 'one', 'cuisine=seafood'


@question('attribute', B)
def a08():
    text = "What gets played on Bonvegna Field?"
    f = place('Bonvegna Field', B)
    need(f.tags.get('sport') == 'soccer', str(f.tags))
    return text, ['!soccer | !football'], 'one', 'sport=soccer'


@question('attribute', B)
def a09():
    text = "drop me the web address of Groove, that comapny office in Baltimore"
    f = place('Groove', B)
    w = f.tags.get('website')
    need(w == 'http://gotgroove.com', str(f.tags))
    return text, ['!gotgroove.com'], 'one', f'website={w}'


@question('attribute', B)
def a10():
    text = "What denomination is whichever church sits nearest to Kennedy Krieger School? and which church is it"
    a = place('Kennedy Krieger School', B)
    f, d1, g, d2 = nearest(a, B, lambda x: is_kind(x, 'place_of_worship'))
    den = f.tags.get('denomination')
    need(den, f'{f} has no denomination')
    need(f.name, 'unnamed')
    return text, [f.name, '!' + den.replace('_', ' ')], 'one', f'{f.name} {d1:.0f} m vs {g.name} {d2:.0f} m; denomination={den}'


@question('attribute', B)
def a11():
    text = "At what height above sea level does the map put Saint Helena School? metres pls"
    f = place('Saint Helena School', B)
    e = f.tags.get('ele')
    need(e == '6', str(f.tags))
    return text, ['!6'], 'one', f'ele={e}'


@question('attribute', B)
def a12():
    text = "What number do I ring to book a table for eight at Red Robin?"
    f = place('Red Robin', B)
    need(not any(k in f.tags for k in ('phone', 'contact:phone', 'contact:mobile', 'mobile')), str(f.tags))
    return text, [NOT_IN_DATA + ' | !no phone'], 'one', f'trap: tags {f.tags}'


# ---------------------------------------------------------------- hours
def described_open(anchor_mention, town, pred, day, minute, span_end=None):
    a = place(anchor_mention, town) if isinstance(anchor_mention, str) else anchor_mention
    f, d1, g, d2 = nearest(a, town, pred)
    need(f.name, f'{f} unnamed')
    v = robust_open(oh(f), day, minute, span_end)
    return f, v, f'{f.name} {d1:.0f} m (vs {g.name} {d2:.0f} m); {f.tags["opening_hours"]}'


def open_list(anchor_mention, town, pred, R, day, minute, span_end=None):
    a = place(anchor_mention, town)
    S = within(a, town, pred, R, named=True)
    need(len({fold(f.name) for f in S}) == len(S), 'names not distinct')
    vs = [(f, robust_open(oh(f), day, minute, span_end)) for f in S]
    n_open = sum(v for f, v in vs)
    need(0 < n_open < len(vs), f'all or none open: {vs}')
    fig = '; '.join(f'{f.name} {"OPEN" if v else "closed"} ({f.tags["opening_hours"]})' for f, v in vs)
    return [f for f, v in vs if v], fig


@question('hours', H)
def h01():
    text = ("Which café is the closest to Flora Seligmann's stolperstein, and will it still be serving at half past "
            "two on Saturday afternoon?")
    stone('Flora Seligmann')
    f, v, fig = described_open('Flora Seligmann', H, lambda x: is_kind(x, 'cafe'), 5, 14 * 60 + 30)
    return text, [f.name, yn(v, True)], 'one', fig


@question('hours', H)
def h02():
    text = ("if the restaurant nearest Ella Gutman's stolperstein takes guests at 19h on a monday, book us a table "
            "there; if it doesn't, tell me so and tell me its name")
    stone('Ella Gutman')
    f, v, fig = described_open('Ella Gutman', H, lambda x: is_kind(x, 'restaurant'), 0, 19 * 60)
    return text, [f.name, yn(v, True)], 'one', fig


@question('hours', H)
def h03():
    text = ("What's the fast food place closest to The Flame called, and would it still feed us at 23h30 on a "
            "friday?")
    f, v, fig = described_open('The Flame', H, lambda x: is_kind(x, 'fast_food'), 4, 23 * 60 + 30)
    return text, [f.name, yn(v, True)], 'one', fig


@question('hours', H)
def h04():
    text = ("can I still get a trim at 7.30 on a monday evening at the hairdresser nearest elektro illing? and whats "
            "the place called")
    f, v, fig = described_open('elektro illing', H, lambda x: is_kind(x, 'shop=hairdresser'), 0, 19 * 60 + 30)
    return text, [f.name, yn(v, True)], 'one', fig


@question('hours', H)
def h05():
    text = ("True or false: the cafe nearest the Evangelische Studierendengemeinde still lets you in at 7.30 pm "
            "on a saturday. Name the cafe too.")
    f, v, fig = described_open('Evangelische Studierendengemeinde', H, lambda x: is_kind(x, 'cafe'), 5, 19 * 60 + 30)
    return text, [f.name, '!true' if v else '!false | !no | !closed'], 'one', fig


@question('hours', H)
def h06():
    text = "Which restaurants no more than 200 m from Carat are serving at half past four on a Thursday?"
    S, fig = open_list('Carat', H, lambda x: is_kind(x, 'restaurant'), 200, 3, 16 * 60 + 30)
    return text, [f.name for f in S], 'list', fig


@question('hours', H)
def h07():
    text = "which restaurants within 150 metres of Idee. still have the kitchen going at 21h on saturday?"
    S, fig = open_list('Idee.', H, lambda x: is_kind(x, 'restaurant'), 150, 5, 21 * 60)
    return text, [f.name for f in S], 'list', fig


@question('hours', H)
def h08():
    text = "of the cafés within 80 m of the Diakonisches Werk Heidelberg, which will be open sunday noonish?"
    S, fig = open_list('Diakonisches Werk', H, lambda x: is_kind(x, 'cafe'), 80, 6, 11 * 60 + 30, 12 * 60 + 30)
    return text, [f.name for f in S], 'list', fig


@question('hours', H)
def h09():
    text = "of the fast food joints within 80 m of Planet Sports, which still serve at half past ten on a tuesday night?"
    S, fig = open_list('Planet Sports', H, lambda x: is_kind(x, 'fast_food'), 80, 1, 22 * 60 + 30)
    return text, [f.name for f in S], 'list', fig


@question('hours', B)
def h10():
    text = ("True or false: at 11 on a Sunday morning, the bakery closest to Saint Vincent de Paul Roman Catholic "
            "Church is open. And which bakery is it?")
    f, v, fig = described_open('Saint Vincent de Paul Roman Catholic Church', B, lambda x: is_kind(x, 'shop=bakery'),
                               6, 11 * 60)
    return text, [f.name, '!true' if v else '!false | !no | !closed'], 'one', fig


@question('hours', B)
def h11():
    text = "is the pharmacy nearest Saute open at 3.45 am on a wednesday? migraine from hell, need to know which one"
    f, v, fig = described_open('Saute', B, lambda x: is_kind(x, 'pharmacy'), 2, 3 * 60 + 45)
    return text, [f.name, yn(v)], 'one', fig


@question('hours', B)
def h12():
    text = "Hypothetically, if I showed up at Fresh Farms Cafe at 8 on a Monday morning, would the door be unlocked?"
    f = place('Fresh Farms Cafe', B)
    need('opening_hours' not in f.tags, str(f.tags))
    return text, [NOT_IN_DATA + ' | !no opening hours'], 'one', f'trap: tags {f.tags}'
# ---------------------------------------------------------------- arithmetic
@question('arithmetic', H)
def r01():
    text = ("The Durlacher family has four stolpersteine. Who was born last, and how many years after the "
            "first-born?")
    S = [f for f in of_kind(H, 'stolperstein') if f.name and inside('Durlacher', f.name)]
    need(len(S) == 4, f'{len(S)} Durlacher stones')
    ys = sorted((int(f.tags['person:date_of_birth']), f.name) for f in S)
    for f in S:
        need(f'Jg. {f.tags["person:date_of_birth"]}' in f.tags['memorial:text'], 'birth year differs from text')
    need(ys[-1][0] > ys[-2][0], 'tie for the latest')
    first = ys[-1][1].split()[0]
    return text, [f'{ys[-1][1]} | {first}', f'!{ys[-1][0] - ys[0][0]}'], 'one', f'{ys}'


@question('arithmetic', H)
def r02():
    text = "Express the footprint of the ehem. Breitwieserhaus as a multiple of the Palais Rischer's footprint."
    a, b = place('ehem. Breitwieserhaus', H), place('Palais Rischer', H)
    A, Bq = area(a.geom), area(b.geom)
    r = A / Bq
    return text, [ratio_items(r)], 'one', f'{A:.0f} / {Bq:.0f} m2 = {r:.4f}'


def closer(x, a, b):
    da, db = dist(x.geom, a.geom), dist(x.geom, b.geom)
    ca, cb = dist(cen(x), cen(a)), dist(cen(x), cen(b))
    need(max(da, db) > 1.15 * min(da, db), f'distances {da:.0f} / {db:.0f} too close')
    need((da < db) == (ca < cb), 'centroid reading flips the winner')
    diff, cdiff = abs(da - db), abs(ca - cb)
    need(abs(diff - cdiff) <= max(0.05 * diff, 15), f'difference {diff:.0f} vs centroid {cdiff:.0f}')
    return (a, da, b, db, diff) if da < db else (b, db, a, da, diff)


@question('arithmetic', H)
def r03():
    text = ("Which wins on closeness to the Zwinger1 und Zwinger3 theatre, Basic Hairshop or Figurenhof - and by "
            "what margin in metres, straight line?")
    x = place('Zwinger1 und Zwinger3', H)
    w, dw, l, dl, diff = closer(x, place('Basic Hairshop', H), place('Figurenhof', H))
    return text, [w.name, m_item(diff)], 'one', f'{w.name} {dw:.0f} m, {l.name} {dl:.0f} m'


def count_combo(anchor, town, k1, k2, R):
    S1 = within(anchor, town, lambda f: is_kind(f, k1), R, named=True)
    S2 = within(anchor, town, lambda f: is_kind(f, k2), R, named=True)
    return S1, S2


@question('arithmetic', H)
def r04():
    text = ("Which side wins within 100 m of pepper, fast food places or bars, and by how many? give me both "
            "tallies as well")
    a = place('pepper', H)
    S1, S2 = count_combo(a, H, 'fast_food', 'bar', 100)
    n1, n2 = len(S1), len(S2)
    need(abs(n1 - n2) > 0.1 * max(n1, n2) and n1 != n2, 'near tie')
    need(abs(n1 - n2) not in (n1, n2), 'difference equals a count')
    win = '!fast food' if n1 > n2 else '!bars'
    return text, [win, f'#{abs(n1 - n2)}', f'#{n1}', f'#{n2}'], 'one', \
        f'fast food {n1} {[f.name for f in S1]}; bars {n2} {[f.name for f in S2]}'


@question('arithmetic', H)
def r05():
    text = "Is the Palais Rischer older than the Philosophisches Seminar building, and by how many years?"
    a, b = place('Palais Rischer', H), place('Philosophisches Seminar', H)
    keys = ('start_date', 'construction_date', 'building:year', 'year_of_construction', 'opening_date', 'built')
    need(not any(k in f.tags for f in (a, b) for k in keys), 'a date is tagged')
    return text, [NOT_IN_DATA + ' | !no construction date'], 'one', f'trap: tags {a.tags} / {b.tags}'


@question('arithmetic', B)
def r06():
    text = ("Rank the Ross Research Building and the Broadway Research Building by elevation above sea level, and "
            "give the gap in metres.")
    a, b = place('Ross Research Building', B), place('Broadway Research Building', B)
    ea, eb = float(a.tags['ele']), float(b.tags['ele'])
    need(abs(ea - eb) >= 3, 'elevations too close')
    hi, lo = (a, b) if ea > eb else (b, a)
    return text, [hi.name, f'!{abs(ea - eb):.0f}'], 'one', f'ele {a.name}={ea:g}, {b.name}={eb:g}'


@question('arithmetic', B)
def r07():
    text = "By what percentage is William H. Schutz Fields bigger than Ortmann Field, area-wise?"
    a, b = place('William H. Schutz Fields', B), place('Ortmann Field', B)
    A, Bq = area(a.geom), area(b.geom)
    p = (A / Bq - 1) * 100
    need(abs(p - math.floor(p) - 0.5) >= 0.1, f'percentage {p:.3f} near a rounding edge')
    return text, [f'!{round(p):d}'], 'one', f'{A:.0f} / {Bq:.0f} m2: {p:.2f} % larger'


@question('arithmetic', B)
def r08():
    text = ("What's the churches-to-schools ratio within 300 yards of East Baltimore Deliverance Center? "
            "show both counts")
    a = place('East Baltimore Deliverance Center', B)
    R = 300 * 0.9144
    S1 = within(a, B, lambda f: is_kind(f, 'place_of_worship'), R, named=True)
    S2 = within(a, B, lambda f: is_kind(f, 'school'), R, named=True)
    n1, n2 = len(S1), len(S2)
    need(n2 and n1 % n2 == 0, f'ratio {n1}/{n2} not whole')
    r = n1 // n2
    return text, [f'!{r} | !{r}:1 | !{r}.0 | !{r} to 1', f'#{n1}', f'#{n2}'], 'one', \
        f'churches {n1} {[f.name for f in S1]}; schools {n2} {[f.name for f in S2]}'


@question('arithmetic', B)
def r09():
    text = ("Walking a triangle - Jerry's Food Market to Ronnie's Food Mart to Quick Stop and back to Jerry's - "
            "what's the perimeter if every side were a straight line?")
    P = [place("Jerry's Food Market", B), place("Ronnie's Food Mart", B), place('Quick Stop', B)]
    legs, cl = [], []
    for x, y in zip(P, P[1:] + P[:1]):
        d = dist(x.geom, y.geom)
        need(d >= 100, f'leg {x.name}-{y.name} {d:.0f} m < 100 m')
        legs.append(d)
        cl.append(dist(cen(x), cen(y)))
    s, cs = sum(legs), sum(cl)
    need(abs(s - cs) <= max(0.05 * s, 15), 'centroid sum differs')
    return text, [m_item(s)], 'one', f'legs {[round(x) for x in legs]} = {s:.0f} m'


@question('arithmetic', B)
def r10():
    text = "Rough total floor space of The Pagoda if every storey matched its footprint, in m2?"
    f = place('The Pagoda', B)
    lv = int(f.tags['building:levels'])
    A = area(f.geom)
    return text, [f'~{A * lv:.0f} m2'], 'one', f'{lv} levels x {A:.1f} m2 = {A * lv:.0f} m2'


@question('arithmetic', B)
def r11():
    text = ("Starting at Lebanese Taverna, which one is more of a trek as the crow flies: Squire's or "
            "Vinny's Cafe? and how much more?")
    x = place('Lebanese Taverna', B)
    w, dw, l, dl, diff = closer(x, place("Squire's", B), place("Vinny's Cafe", B))
    return text, [l.name, m_item(diff)], 'one', f'{l.name} {dl:.0f} m (farther), {w.name} {dw:.0f} m'


def whole_count(town, pred, named=False):
    L = [f for f in feats(town) if pred(f)]
    if named:
        need(all(f.name for f in L), 'unnamed feature counted')
    for a, b in itertools.combinations(L, 2):
        if (not a.name or not b.name or fold(a.name) == fold(b.name)) and dist(a.geom, b.geom) <= 10:
            raise Fragile(f'{a} and {b} may be one place')
    return L


@question('arithmetic', S)
def r12():
    text = ("bars and food courts together in the Singapore data come to how many? and each one "
            "separately")
    S1 = whole_count(S, lambda f: is_kind(f, 'bar'), named=True)
    S2 = whole_count(S, lambda f: is_kind(f, 'amenity=food_court'), named=True)
    n1, n2 = len(S1), len(S2)
    return text, [f'#{n1 + n2}', f'#{n1}', f'#{n2}'], 'one', \
        f'bars {n1} {[f.name for f in S1]}; food courts {n2} {[f.name for f in S2]}'


# ---------------------------------------------------------------- route
def route_q(town, mode, a, b, timed):
    A, Bp = place(a, town), place(b, town)
    L, st, alts = route(town, mode, A, Bp)
    items = [r_item(L)] + ([TIME] if timed else [])
    return items, f'{mode} {L:.0f} m (straight {st:.0f} m; variants {[round(x) for x in alts]})'


@question('route', H)
def p01():
    text = ("I'm driving TeeGschwendner to Zwinger1 und Zwinger3 later; roughly how many metres of road and how "
            "many minutes behind the wheel?")
    items, fig = route_q(H, 'car', 'TeeGschwendner', 'Zwinger1 und Zwinger3', True)
    return text, items, 'one', fig


@question('route', H)
def p02():
    text = ("I'm cycling from the Evangelischer Kindergarten to Dr. med Hadulla and want two numbers: (1) metres, "
            "(2) minutes in the saddle.")
    items, fig = route_q(H, 'bike', 'Evangelischer Kindergarten', 'Dr. med Hadulla', True)
    return text, items, 'one', fig


@question('route', H)
def p03():
    text = "on foot, strohauer's cafe to the Institut für Kunstgeschichte Ostasiens comes to how many metres?"
    items, fig = route_q(H, 'foot', "strohauer's cafe", 'Institut für Kunstgeschichte Ostasiens', False)
    return text, items, 'one', fig


@question('route', H)
def p04():
    text = "Is dielmann to Martha Geissmar's stolperstein walkable in under half an hour?"
    a, b = place('dielmann', H), stone('Martha Geissmar')
    v, L, st = walk_verdict(H, a, b, 30)
    return text, [yn(v)], 'one', f'foot {L:.0f} m (straight {st:.0f} m), T=30'


@question('route', H)
def p05():
    text = ("I start at Dr. med Hadulla and have to drop flyers at Idee., Depot and the Palais Rischer, on foot, "
            "no return. Which sequence keeps the walk shortest, and how long is it?")
    s = place('Dr. med Hadulla', H)
    listed = [place('Idee.', H), place('Depot', H), place('Palais Rischer', H)]
    best, perm, nxt = tour(H, 'foot', s, listed, False, listed)
    return text, [p.name for p in perm] + [r_item(best)], 'one', \
        f'best {[p.name for p in perm]} {best:.0f} m, next {nxt:.0f} m'


@question('route', H)
def p06():
    text = "By car, what's the distance from Max & Co to whichever petrol station is nearest?"
    place('Max & Co', H)
    fuel = [f for f in feats(H) if f.tags.get('amenity') == 'fuel' or f.tags.get('shop') == 'fuel']
    need(not fuel, f'{len(fuel)} fuel stations in Heidelberg')
    return text, [NOT_IN_DATA + ' | !no petrol station | !no gas station | !none'], 'one', \
        'trap: no amenity=fuel in the Heidelberg data'


@question('route', B)
def p07():
    text = "How far by car from Riptide by the Bay to Jerry's Food Market, and about how many minutes?"
    items, fig = route_q(B, 'car', 'Riptide by the Bay', "Jerry's Food Market", True)
    return text, items, 'one', fig


@question('route', B)
def p08():
    text = "road distance for a drive from The Can Company over to the Baltimore Civil War Museum?"
    items, fig = route_q(B, 'car', 'The Can Company', 'Baltimore Civil War Museum', False)
    return text, items, 'one', fig


@question('route', B)
def p09():
    text = ("Gia of Little Italy -> City of Baltimore Fire Museum by bike. Metres and a time estimate, "
            "thx")
    items, fig = route_q(B, 'bike', 'Gia of Little Italy', 'City of Baltimore Fire Museum', True)
    return text, items, 'one', fig


@question('route', B)
def p10():
    text = "Give the walking distance in metres between Utz-Twardowicz Stadium and El Buffalo."
    items, fig = route_q(B, 'foot', 'Utz-Twardowicz Stadium', 'El Buffalo', False)
    return text, items, 'one', fig


@question('route', B)
def p11():
    text = "Can I do Speakeasy Saloon Dining House to Print works on foot in ten minutes or less?"
    a, b = place('Speakeasy Saloon Dining House', B), place('Print works', B)
    v, L, st = walk_verdict(B, a, b, 10)
    return text, [yn(v)], 'one', f'foot {L:.0f} m (straight {st:.0f} m), T=10'


@question('route', B)
def p12():
    text = ("Errands on foot, starting from Mama's on the Half Shell and stopping at Office Depot, Print works and "
            "Pasticcio, no need to come back. Put them in the order that walks least and tell me the total.")
    s = place("Mama's on the Half Shell", B)
    listed = [place('Office Depot', B), place('Print works', B), place('Pasticcio', B)]
    best, perm, nxt = tour(B, 'foot', s, listed, False, listed)
    return text, [p.name for p in perm] + [r_item(best)], 'one', \
        f'best {[p.name for p in perm]} {best:.0f} m, next {nxt:.0f} m'


# ---------------------------------------------------------------- aggregate
@question('aggregate', H)
def g01():
    text = "headcount of stolpersteine within 300 m of Depot?"
    S = within(place('Depot', H), H, lambda f: is_kind(f, 'stolperstein'), 300)
    return text, [f'#{len(S)}'], 'one', f'{[f.name for f in S]}'


@question('aggregate', H)
def g02():
    text = "how many other pubs are there within 150 m of pepper? it's full tonight"
    a = place('pepper', H)
    need(is_kind(a, 'pub'), 'pepper is no pub')
    S = within(a, H, lambda f: is_kind(f, 'pub'), 150)
    return text, [f'#{len(S)}'], 'one', f'{[f.name for f in S]}'


@question('aggregate', H)
def g03():
    text = "I want the full set of bars lying within 200 m of the Institut für Kunstgeschichte Ostasiens."
    S = within(place('Institut für Kunstgeschichte Ostasiens', H), H, lambda f: is_kind(f, 'bar'), 200, named=True)
    return text, [f.name for f in S], 'list', f'{[(f.name, round(dist(place("Institut für Kunstgeschichte Ostasiens", H).geom, f.geom))) for f in S]}'


@question('aggregate', H)
def g04():
    text = "Do the cafés within 200 m of E-Plus reach double figures?"
    S = within(place('E-Plus', H), H, lambda f: is_kind(f, 'cafe'), 200)
    n = len(S)
    need(n != 10, 'count equals the threshold')
    return text, [yn(n >= 10), f'#{n}'], 'one', f'{[f.name for f in S]}'


@question('aggregate', H)
def g05():
    text = ("Do any restaurants within 100 m of the Evangelischer Kindergarten cater for vegetarians, and how many? "
            "it's for a group dinner")
    S = within(place('Evangelischer Kindergarten', H), H, lambda f: is_kind(f, 'restaurant'), 100)
    need(S, 'no restaurants')
    need(not any(k.startswith('diet:') for f in S for k in f.tags), 'a diet tag exists')
    need(not any('vegetarian' in v or 'vegan' in v for f in S for v in f.tags.values()), 'vegetarian in a tag')
    return text, [NOT_IN_DATA + ' | !no vegetarian information'], 'one', \
        f'trap: {len(S)} restaurants {[f.name for f in S]} without diet:* tags'


@question('aggregate', B)
def g06():
    text = "Give me all the schools within 300 yards of First Apostolic Church."
    R = 300 * 0.9144
    S = within(place('First Apostolic Church', B), B, lambda f: is_kind(f, 'school'), R, named=True)
    return text, [f.name for f in S], 'list', f'{[f.name for f in S]}'


@question('aggregate', B)
def g07():
    text = "In the Baltimore data, what's the second most common church denomination?"
    pw = of_kind(B, 'place_of_worship')
    res = []
    for readings in ((False, False), (True, False), (False, True), (True, True)):
        named, merge = readings
        c = collections.Counter()
        for f in pw:
            d = f.tags.get('denomination')
            if not d or (named and not f.name):
                continue
            if merge and d == 'roman_catholic':
                d = 'catholic'
            c[d] += 1
        top = c.most_common(3)
        need(top[0][1] > top[1][1] > top[2][1], f'ties in {top}')
        res.append((top[0][0], top[1][0], top))
    need(len({r[1] for r in res}) == 1, f'second place differs: {res}')
    return text, ['!' + res[0][1]], 'one', f'{res}'


@question('aggregate', B)
def g08():
    text = "How many other places of worship stand within 500 yards of Nazareth Evangelical Lutheran Church?"
    R = 500 * 0.9144
    S = within(place('Nazareth Evangelical Lutheran Church', B), B, lambda f: is_kind(f, 'place_of_worship'), R)
    return text, [f'#{len(S)}'], 'one', f'{[f.name for f in S]}'


@question('aggregate', B)
def g09():
    text = "what are the gas stations inside 500 yards of Saint Matthews United Methodist Church called?"
    R = 500 * 0.9144
    S = within(place('Saint Matthews United Methodist Church', B), B, lambda f: is_kind(f, 'fuel'), R, named=True)
    return text, [f.name for f in S], 'list', f'{[f.name for f in S]}'


@question('aggregate', B)
def g10():
    text = ("Smoking indoors - is it allowed in any of the bars within half a mile of Henry Fleet Primary School, "
            "and in how many?")
    S = within(place('Henry Fleet Primary School', B), B, lambda f: is_kind(f, 'bar'), 804.672)
    need(S, 'no bars')
    need(not any('smok' in k for f in S for k in f.tags), 'a smoking tag exists')
    return text, [NOT_IN_DATA + ' | !no smoking information'], 'one', \
        f'trap: {len(S)} bars without smoking tags'


@question('aggregate', S)
def g11():
    text = "If you count the viewpoints in the Singapore data, what do you get?"
    L = whole_count(S, lambda f: is_kind(f, 'tourism=viewpoint'))
    return text, [f'#{len(L)}'], 'one', f'{[f.name for f in L]}'


@question('aggregate', S)
def g12():
    text = "How many swimming pools does the Singapore data hold?"
    L = whole_count(S, lambda f: f.tags.get('leisure') in ('swimming_pool', 'water_park') or
                    f.tags.get('amenity') == 'swimming_pool' or f.tags.get('sport') == 'swimming')
    return text, [f'#{len(L)}'], 'one', f'{[f.name for f in L]}'

# ================================================================ driver
KINDS = ['attribute', 'hours', 'arithmetic', 'route', 'aggregate']
ITEM_RE = re.compile(r'^(#\d+|~\d+ m( ±10%)?|~\d+ m2|![^|;]+|[^!#~|;][^|;]*)$')


def build():
    load_all()
    out, fragile = [], []
    for kind, town, fn in Q:
        MENTIONS.clear()
        try:
            text, items, tkind, fig = fn()
            low = fold(text)
            for m in MENTIONS:
                need(fold(m) in low, f'mention {m!r} not in the question text')
            hits = [x for x in OLDER_SETS + LEFT_OUT if inside(x, text)]
            need(not hits, f'question text holds older names {hits}')
            for it in items:
                for alt in it.split(' | '):
                    need(ITEM_RE.match(alt.strip()) and alt == alt.strip(), f'bad item syntax {alt!r}')
            need(tkind in ('one', 'list'), tkind)
            need('\t' not in text and '\n' not in text, 'tab/newline in text')
            out.append((kind, town, fn.__name__, text, '; '.join(items), tkind, fig))
        except Fragile as e:
            fragile.append((kind, town, fn.__name__, str(e)))
            out.append((kind, town, fn.__name__, None, None, None, f'FRAGILE: {e}'))
    good = [o for o in out if o[3] is not None]
    # set-level checks
    for kind in KINDS:
        rows = [o for o in out if o[0] == kind]
        if len(rows) != 12:
            fragile.append((kind, '-', '-', f'{len(rows)} questions, not 12'))
        traps = sum(1 for o in good if o[0] == kind and o[4].startswith('!not in the data'))
        if not 1 <= traps <= 2:
            fragile.append((kind, '-', '-', f'{traps} traps'))
    texts = [o[3] for o in good]
    if len(set(texts)) != len(texts):
        fragile.append(('-', '-', '-', 'duplicate question'))
    return out, fragile


HEADER = ('# val15 {kind} - held-out validation set 15 (see README-val15.md); golds by gold_val15.py from the raw '
          'osm-fresh extracts.\n# Map data (c) OpenStreetMap contributors, ODbL 1.0.\n'
          '# question\tgold\tkind\n')


def tsv_text(out, kind):
    s = HEADER.format(kind=kind)
    for o in out:
        if o[0] == kind:
            s += f'{o[3]}\t{o[4]}\t{o[5]}\n'
    return s


def main(argv):
    here = HERE.parent
    out, fragile = build()
    if '--check' in argv:
        bad = 0
        for kind in KINDS:
            p = here / f'val15-{kind}.tsv'
            want = tsv_text(out, kind) if not any(o[3] is None for o in out if o[0] == kind) else None
            have = p.read_text(encoding='utf-8') if p.exists() else ''
            if want is None or want != have:
                hl = [l for l in have.splitlines() if l and not l.startswith('#')]
                wl = [f'{o[3]}\t{o[4]}\t{o[5]}' for o in out if o[0] == kind]
                for i in range(max(len(hl), len(wl))):
                    h = hl[i] if i < len(hl) else '<missing>'
                    w = wl[i] if i < len(wl) else '<missing>'
                    if h != w:
                        print(f'DIFF {p.name} line {i + 1}:\n  tsv:  {h}\n  gold: {w}')
                        bad += 1
                if want is not None and want != have and not bad:
                    print(f'DIFF {p.name}: header differs')
                    bad += 1
        for f in fragile:
            print('FRAGILE', *f)
        if bad or fragile:
            print(f'check FAILED: {bad} differences, {len(fragile)} fragile')
            return 1
        print('check OK: 60 golds match')
        return 0
    if '--write' in argv:
        if fragile:
            for f in fragile:
                print('FRAGILE', *f)
            print('refused: fragile golds')
            return 1
        for kind in KINDS:
            (here / f'val15-{kind}.tsv').write_text(tsv_text(out, kind), encoding='utf-8')
        print('written')
        return 0
    towns = collections.Counter()
    for kind, town, name, text, gold, tk, fig in out:
        towns[town] += 1
        print(f'[{kind} {name} {town}] {text}\n    GOLD: {gold}   ({tk})\n    FIG:  {fig}')
    print('towns', dict(towns))
    for f in fragile:
        print('FRAGILE', *f)
    return 1 if fragile else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
